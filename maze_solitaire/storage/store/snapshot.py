"""A game as it must be written: what the write-behind queue holds, and a save takes.

A snapshot, not the caller's :class:`Game`: a write that failed (disk full) is retried
later with exactly the state it was meant to save.
"""

from __future__ import annotations

import math
from datetime import date
from typing import Literal

from maze_solitaire.engine import Game, Move, Position
from maze_solitaire.storage.records import MOVE_SEPARATOR, Branch, GameId, Progress

Ending = Literal["won", "abandoned"]
"""How a game ends, as the file says it: won, or ended without a win."""


class Snapshot:
    """A game this process plays or has just ended, as it must be written."""

    def __init__(
        self,
        game_id: GameId | None,
        deal: int | None,
        start: Position,
        day: date | None,
        started_at: str,
    ):
        self.game_id = game_id  # None until the row is written
        self.deal = deal
        self.start = start  # and so the rules: ``start.variant``
        self.day = day  # whose daily deal it is, if it is one
        self.started_at = started_at
        self.moves: list[Move] = []
        self.texts: list[str] = []  # the notation of each of ``moves``
        self.undone = 0
        self.won = False
        self.seconds = 0.0
        self.hints = 0
        self.demo = False
        self.scripted = False  # once true, true for good: see take()
        self.ending: Ending | None = None
        self.ended_on: date | None = None  # the local date it ended, with ``ending``
        self.branch: Branch | None = None  # the game and move it was played on from

    @classmethod
    def of(cls, game: Game, started_at: str, game_id: GameId | None = None) -> Snapshot:
        snapshot = cls(game_id, game.deal_number, game.start, game.day, started_at)
        snapshot.take(Progress(game))
        return snapshot

    def take(self, progress: Progress) -> None:
        """Snapshot ``progress``; the notation is made only for moves new since the last one."""
        game, seconds, hints = progress.game, progress.seconds, progress.hints
        if game.start != self.start:
            raise ValueError("save() was given a different game from the one begun or resumed")
        if not (math.isfinite(seconds) and seconds >= 0 and hints >= 0):
            raise ValueError(f"bad time ({seconds!r}) or hint count ({hints!r})")
        moves = game.all_moves
        kept = _common_prefix(self.moves, moves)
        del self.texts[kept:]
        self.texts.extend(move.notation() for move in moves[kept:])
        self.moves = moves
        self.undone = game.undone
        self.won = game.is_won()
        self.seconds, self.hints, self.demo = float(seconds), int(hints), bool(progress.demo)
        # Sticky: a game any of whose moves a script played is a scripted game,
        # whoever plays it on (a resumed scripted game played by hand included).
        self.scripted = self.scripted or bool(progress.scripted)

    def end(self, ending: Ending, on: date) -> None:
        """End the game (written by the next flush), on the local date ``on``: a daily that
        ends after its day is won (or lost) late."""
        self.ending = ending
        self.ended_on = on

    @property
    def move_count(self) -> int:
        return len(self.moves) - self.undone

    def columns(self) -> dict[str, object]:
        """The values of the columns a save writes."""
        return {
            "moves": MOVE_SEPARATOR.join(self.texts),
            "undone": self.undone,
            "move_count": self.move_count,
            "seconds": self.seconds,
            "hints": self.hints,
            "demo": int(self.demo),
            "scripted": int(self.scripted),
        }


def _common_prefix(old: list[Move], new: list[Move]) -> int:
    """How many moves ``old`` and ``new`` share from the start (all of ``old`` as a rule)."""
    if len(new) >= len(old) and new[: len(old)] == old:
        return len(old)  # one move more: the case of almost every save
    count = 0
    for before, after in zip(old, new, strict=False):
        if before != after:
            break
        count += 1
    return count
