"""Playing time: a clock that runs while the game is played and stands still otherwise."""

from __future__ import annotations

import time
from collections.abc import Callable


class Clock:
    """Elapsed playing time that can be paused (help, statistics, a won game, a hidden board)."""

    def __init__(self, now: Callable[[], float] = time.monotonic, seconds: float = 0.0):
        self.now = now
        self._banked = seconds
        self._since: float | None = None

    def run(self, running: bool) -> None:
        if running and self._since is None:
            self._since = self.now()
        elif not running and self._since is not None:
            self._banked += self.now() - self._since
            self._since = None

    @property
    def running(self) -> bool:
        return self._since is not None

    @property
    def seconds(self) -> float:
        extra = 0.0 if self._since is None else self.now() - self._since
        return self._banked + extra

    def reset(self) -> None:
        self._banked = 0.0
        self._since = self.now() if self._since is not None else None
