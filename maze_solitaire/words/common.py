"""Small words that many texts share: counted nouns, durations, a game's name."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import STANDARD

if TYPE_CHECKING:
    from maze_solitaire.engine import Code, Variant
    from maze_solitaire.storage import Branch


def plural(count: int, one: str, many: str | None = None) -> str:
    """``count`` and the noun that agrees with it: the one helper for every count shown.

    ``many`` defaults to ``one`` with an ``s``; give it for anything else
    (``plural(n, "line was", "lines were")``).

    >>> plural(1, "move"), plural(2, "move"), plural(0, "node")
    ('1 move', '2 moves', '0 nodes')
    """
    return f"{count} {one if count == 1 else many or one + 's'}"


def either(items: Sequence[str]) -> str:
    """Alternatives, the last after "or".

    >>> either(["7H"]), either(["7H", "8C"]), either(["A", "B", "C"])
    ('7H', '7H or 8C', 'A, B or C')
    """
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} or {items[-1]}"


def duration(seconds: float) -> str:
    """``"3:07"`` for 187 seconds, ``"1:02:03"`` past the hour.

    Whole seconds elapsed, as a clock shows them (10.7 s is ``"0:10"``), so
    the game's clock, its win screen and the records always agree.

    >>> duration(187), duration(3723.4), duration(10.7)
    ('3:07', '1:02:03', '0:10')
    """
    whole = int(seconds) if math.isfinite(seconds) and seconds > 0 else 0
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


CUSTOM: Final = "custom position"
"""What a game from a given position (not a numbered deal) is called."""
CUSTOM_SHORT: Final = "custom"
"""The same where room is short (the narrow status line, the history table)."""


def deal_name(deal: int | None, code: Code | None = None) -> str:
    """``"deal #7"``, or ``"custom position"`` for a game from a given position; given
    the deal's code, a daily or another variant's deal is named by it (``pysol-617``)."""
    if code is not None and (code.day is not None or code.variant is not STANDARD):
        return code.text()
    return CUSTOM if deal is None else f"deal #{deal}"


def deal_short(deal: int | None) -> str:
    """``"#7"``, or ``"custom"``."""
    return CUSTOM_SHORT if deal is None else f"#{deal}"


def code_name(code: Code | None, rules: Variant) -> str:
    """A game by its share code (``pysol-617``, ``daily-2026-12-01``), or
    ``custom position`` (``custom pysol position`` under other rules)."""
    if code is not None:
        return code.text()
    return CUSTOM if rules is STANDARD else f"custom {rules.name} position"


def code_short(code: Code | None) -> str:
    """``#7`` for a standard deal, else the code itself; ``custom``."""
    if code is None:
        return CUSTOM_SHORT
    if code.day is None and code.variant is STANDARD:
        return deal_short(code.number)
    return code.text()


def game_name(
    deal: int | None, moves: int, code: Code | None = None, branch: Branch | None = None
) -> str:
    """A game as the player knows it: ``"deal #7 — 23 moves"``, ``"pysol-617 — 2 moves"``;
    one played on from another game (``branch``), by the deal that game came from:
    ``"deal #5, played on from game #1 — 3 moves"``."""
    return f"{game_called(deal, code, branch)} — {plural(moves, 'move')}"


def game_called(deal: int | None, code: Code | None = None, branch: Branch | None = None) -> str:
    """A game by its deal, and the game it was played on from: ``"deal #7"``,
    ``"deal #5, played on from game #1"``."""
    played_on = "" if branch is None else f", played on from game #{branch.game_id}"
    return f"{deal_name(deal, code)}{played_on}"
