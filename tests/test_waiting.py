"""The wait's signals: a SIGTERM whose Stopped Python drops is raised again by the wait."""

from __future__ import annotations

import os
import signal
import sys
import weakref

import pytest

from maze_solitaire.play.waiting import Stopped, Waiting

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="SIGTERM is not sent so there")


class _Front:
    def suspend(self) -> None:
        """Nothing to give back: no terminal here."""

    def resume(self) -> None:
        """Nothing to show again."""


class _Object:
    """Something a weak reference can watch."""


def _stand_still() -> object:
    return lambda: None


def test_a_stop_dropped_in_a_weakref_callback_is_raised_by_the_next_wait() -> None:
    # On 3.13 CI a SIGTERM came while a lazy import ran: its Stopped was raised in
    # importlib's weakref callback, printed as "Exception ignored" and dropped, and the
    # game played on. Here a callback takes the signal the same way.
    waiting = Waiting(lambda: [], _stand_still)  # type: ignore[arg-type]
    dropped: list[BaseException] = []
    with waiting.signals(_Front()):
        watched = _Object()
        reference = weakref.ref(watched, lambda _: os.kill(os.getpid(), signal.SIGTERM))
        hook, sys.unraisablehook = sys.unraisablehook, lambda raised: dropped.append(
            raised.exc_value  # type: ignore[arg-type]
        )
        try:
            del watched  # the callback runs, the signal's Stopped is raised in it
        finally:
            sys.unraisablehook = hook
        assert reference() is None
        with pytest.raises(Stopped) as stopped:
            waiting.wait(None, 0)
    assert stopped.value.signum == signal.SIGTERM
