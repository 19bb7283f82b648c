"""Share codes: one short string that names a variant and a deal, or a day's daily deal.

``VARIANT-N``
    Deal ``N`` under those rules: ``standard-12345``, ``pysol-987654321098``
    (PySolFC's own game number), ``aisleriot-7``.
``daily-YYYY-MM-DD``
    The daily deal of that date: a standard deal, the same for everyone.

Codes are read in any case and written in lower case. The daily deal of a
date is the standard deal numbered by the top 32 bits of the first
SplitMix64 output (:mod:`.shuffles`) seeded with the date's proleptic
Gregorian ordinal (1 January of year 1 is 1) XOR :data:`DAILY_SALT`: fixed
forever, and not a number a player can guess ahead. Whether a date has come
yet is for the caller to say (the engine has no clock).
"""

# No "from __future__ import annotations": see fullscreen/view.py.

import re
from datetime import date
from typing import Final, NamedTuple

from maze_solitaire.engine.errors import MazeError
from maze_solitaire.engine.shuffles import splitmix64
from maze_solitaire.engine.variant import STANDARD, VARIANTS, Variant

DAILY: Final = "daily"
DAILY_SALT: Final = 0x4D415A45  # "MAZE"
_DATE: Final = r"[0-9]{4}-[0-9]{2}-[0-9]{2}"
"""A date as written: compiled where first read (re keeps it), not as the game starts."""


class CodeError(MazeError):
    """A share code that names no deal; the message says which part is wrong."""


class Code(NamedTuple):
    """A variant and a deal number, and the day when it is that day's daily deal."""

    variant: Variant
    number: int
    day: date | None = None

    def text(self) -> str:
        """``pysol-617``, ``daily-2026-12-01``."""
        if self.day is not None:
            return f"{DAILY}-{self.day.isoformat()}"
        return f"{self.variant.name}-{self.number}"

    def __str__(self) -> str:
        return self.text()


def code_for(variant: Variant, number: int) -> Code:
    """The code of deal ``number`` under ``variant`` (the number checked)."""
    return Code(variant, variant.check_deal(number))


def daily_number(day: date) -> int:
    """The standard deal number of ``day``'s daily deal.

    >>> daily_number(date(2026, 12, 1))
    2630462645
    """
    return next(splitmix64(day.toordinal() ^ DAILY_SALT)) >> 32


def daily_code(day: date) -> Code:
    """The code of ``day``'s daily deal."""
    return Code(STANDARD, daily_number(day), day)


def parse_code(text: str) -> Code:
    """Read a share code (any case); raises :class:`CodeError` saying which part is wrong.

    >>> parse_code("PySol-617")
    Code(variant=<variant pysol>, number=617, day=None)
    >>> str(parse_code("daily-2026-12-01"))
    'daily-2026-12-01'
    """
    shown = _cut(text)
    written = text.strip().lower()
    name, dash, rest = written.partition("-")
    if not dash or not name or not rest:
        raise CodeError(f"share code {shown!r} is not RULES-NUMBER or daily-YYYY-MM-DD")
    if name == DAILY:
        try:
            return daily_code(parse_day(rest))
        except CodeError as error:
            raise CodeError(f"share code {shown!r}: {error}") from None
    variant = VARIANTS.get(name)
    if variant is None:
        kinds = ", ".join([*VARIANTS, DAILY])
        raise CodeError(f"share code {shown!r}: unknown rules {_cut(name)!r} (one of {kinds})")
    if not (rest.isascii() and rest.isdigit()):
        raise CodeError(f"share code {shown!r}: {_cut(rest)!r} is not a deal number")
    try:
        return code_for(variant, variant.check_deal(rest))
    except MazeError as error:
        raise CodeError(f"share code {shown!r}: {error}") from None


def parse_day(text: str) -> date:
    """A date written ``YYYY-MM-DD`` (and only so); raises :class:`CodeError`.

    >>> parse_day("2026-12-01")
    datetime.date(2026, 12, 1)
    """
    written = text.strip()
    if re.fullmatch(_DATE, written):
        try:
            return date.fromisoformat(written)
        except ValueError:
            pass
    raise CodeError(f"{_cut(written)!r} is not a date (YYYY-MM-DD)")


def _cut(text: str) -> str:
    """``text``, cut short for a message that must stay one line."""
    return text if len(text) <= 40 else text[:30] + "..."


def check_day_has_come(day: date, today: date) -> None:
    """Raise :class:`CodeError` for a daily deal of a day after ``today``: nobody may
    practise tomorrow's deal."""
    if day > today:
        raise CodeError(
            f"the daily deal of {day.isoformat()} is not out yet (today is {today.isoformat()})"
        )
