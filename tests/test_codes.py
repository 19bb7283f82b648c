"""Share codes: round trips, every kind of bad code, and the daily formula pinned."""

from __future__ import annotations

import re
from datetime import date

import pytest
from hypothesis import given
from hypothesis import strategies as st

from maze_solitaire.engine import (
    AISLERIOT,
    PYSOL,
    STANDARD,
    VARIANTS,
    Code,
    CodeError,
    Game,
    check_day_has_come,
    code_for,
    daily_code,
    daily_number,
    deal,
    parse_code,
)


@st.composite
def codes(draw: st.DrawFn) -> Code:
    variant = draw(st.sampled_from(list(VARIANTS.values())))
    return code_for(variant, draw(st.integers(variant.first_deal, variant.end_deal - 1)))


@given(codes())
def test_a_code_reads_back_as_itself_in_any_case(code: Code) -> None:
    assert parse_code(code.text()) == code
    assert parse_code(code.text().upper()) == code
    assert code.text() == code.text().lower()


@given(st.dates(min_value=date(1, 1, 1), max_value=date(9999, 12, 31)))
def test_a_daily_code_reads_back_and_is_a_standard_deal(day: date) -> None:
    code = daily_code(day)
    assert code.text() == f"daily-{day.isoformat()}" and parse_code(code.text()) == code
    assert code.variant is STANDARD and 0 <= code.number < 2**32


def test_the_daily_formula_is_pinned() -> None:
    # Changing these changes every day's deal for everyone: don't.
    assert daily_number(date(2026, 12, 1)) == 2630462645
    assert daily_number(date(2026, 12, 2)) == 2825254938
    assert daily_number(date(2000, 1, 1)) == 2103775523


def test_codes_name_the_deals_they_say() -> None:
    assert str(parse_code("standard-12345")) == "standard-12345"
    assert Game.from_code(parse_code("PYSOL-617")).start == deal(617, PYSOL)
    assert Game.from_code(parse_code("aisleriot-7")).start == deal(7, AISLERIOT)
    daily = Game.from_code(parse_code("daily-2026-12-01"))
    assert daily.start == deal(2630462645) and daily.day == date(2026, 12, 1)
    assert daily.code == daily_code(date(2026, 12, 1))
    assert Game.from_deal(5).code == Code(STANDARD, 5) and Game(deal(5)).code is None


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "'' is not RULES-NUMBER or daily-YYYY-MM-DD"),
        ("12345", "'12345' is not RULES-NUMBER or daily-YYYY-MM-DD"),
        ("pysol-", "'pysol-' is not RULES-NUMBER or daily-YYYY-MM-DD"),
        ("solsuite-1", "unknown rules 'solsuite' (one of standard, pysol, aisleriot, daily)"),
        ("standard-x1", "'x1' is not a deal number"),
        ("standard--1", "'-1' is not a deal number"),
        ("standard-١٢", "'١٢' is not a deal number"),
        ("standard-4294967296", "deal number 4294967296 is out of range (0 to 4294967295)"),
        ("pysol-0", "deal number 0 is out of range for pysol (1 to 99999999999999999999)"),
        ("pysol-100000000000000000000", "is out of range for pysol"),
        ("daily-2026-13-01", "'2026-13-01' is not a date"),
        ("daily-2026-2-1", "'2026-2-1' is not a date"),
        ("daily-yesterday", "'yesterday' is not a date"),
    ],
)
def test_a_bad_code_says_which_part_is_wrong(text: str, message: str) -> None:
    with pytest.raises(CodeError, match=re.escape(message)):
        parse_code(text)


def test_nobody_may_play_tomorrow_s_daily_deal() -> None:
    today = date(2026, 12, 1)
    check_day_has_come(today, today)
    check_day_has_come(date(2026, 11, 30), today)
    with pytest.raises(CodeError, match=r"2026-12-02 is not out yet \(today is 2026-12-01\)"):
        check_day_has_come(date(2026, 12, 2), today)
