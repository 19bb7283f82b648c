"""What is kept beside the games: the player's choices, the pars found, the reviews made.

The write side of :func:`..records.setting`, :func:`..records.par` and
:func:`..records.review`. None of it is a game: a write that fails is told in the
notice and changes nothing else (the par or the review is worked out again when next
asked; ``saving`` is about the games, and stays as it was).
"""

from __future__ import annotations

from maze_solitaire.engine import Position
from maze_solitaire.storage.records import GameId
from maze_solitaire.storage.store.file import SaveFile


def remember(file: SaveFile, name: str, value: str) -> None:
    """Keep ``value`` for ``name`` for the next run."""
    file.keep(
        "INSERT OR REPLACE INTO settings (name, value) VALUES (?, ?)",
        (name, value),
        "your choice could not be kept for next time",
    )


def remember_par(
    file: SaveFile, start: Position, version: int, par: int | None, lower_bound: int
) -> None:
    """Keep the par of ``start`` (under its variant) that ``version`` of the caller's search
    found: ``par`` is ``None`` when it found no line, ``lower_bound`` what no line can beat."""
    file.keep(
        "INSERT OR REPLACE INTO pars (rules, start, version, par, lower_bound)"
        " VALUES (?, ?, ?, ?, ?)",
        (start.variant.name, start.notation(), version, par, lower_bound),
        "the par could not be kept for next time",
    )


def remember_review(file: SaveFile, game_id: GameId, version: int, review: str) -> None:
    """Keep the review of the ended game ``game_id`` that ``version`` of the review made, as
    its text (in place of any older one)."""
    file.keep(
        "INSERT OR REPLACE INTO reviews (game, version, review) VALUES (?, ?, ?)",
        (game_id, version, review),
        "the review could not be kept",
    )
