"""Which deal the options name: ``--deal``, ``--code`` and ``--rules``, the daily's
``--date``, and today's date (where the daily deal and a code's day are read against)."""

from __future__ import annotations

from datetime import date

from maze_solitaire.cli.errors import DataError, UsageError
from maze_solitaire.cli.options import SourceOptions
from maze_solitaire.engine import (
    STANDARD,
    Code,
    MazeError,
    Variant,
    check_day_has_come,
    code_for,
    daily_code,
    parse_code,
    parse_day,
)


def chosen(source: SourceOptions, default: Variant = STANDARD) -> tuple[Variant, Code | None]:
    """The rules and the deal (as a code) ``source`` names; no code for a position.

    A code carries its rules: ``--rules`` naming others is an error; a daily
    code of a day still to come is refused.
    """
    rules = source.rules
    if source.code is not None:
        code = parse_code(source.code)
        if rules is not None and rules is not code.variant:
            raise UsageError(
                f"the code {code} is a deal of the {code.variant.name} rules,"
                f" not of --rules {rules.name}"
            )
        if code.day is not None:
            check_day_has_come(code.day, today())
        return code.variant, code
    variant = rules or default
    if source.deal is not None:
        return variant, code_for(variant, variant.check_deal(source.deal))
    return variant, None


def daily(source: SourceOptions, when: str | None) -> Code:
    """The daily deal ``daily`` plays: today's, or that of the day ``when`` names (a day
    that has come). ``source`` is what was given before the command: nothing goes."""
    given = [f"--{name}" for name, value in source.named().items() if value]
    if given:
        raise UsageError(
            f"{given[0]} does not go with 'daily', which plays the day's standard deal"
        )
    now = today()
    if when is None:
        return daily_code(now)
    try:
        day = parse_day(when)
    except MazeError as error:
        raise DataError(f"--date: {error}, e.g. {now}") from None
    check_day_has_come(day, now)
    return daily_code(day)


def today() -> date:
    """The local date: a day's daily deal is out from its midnight where you are."""
    return date.today()
