"""The command line in every variant: --rules, share codes, and the JSON that says which."""

from __future__ import annotations

import json
from datetime import date

import pytest

from maze_solitaire.cli import deals, positions
from maze_solitaire.engine import AISLERIOT, PYSOL, daily_code, deal, legal_moves
from tests.commands import call
from tests.golden import GOLDEN_PYSOL


def test_show_names_the_rules_and_the_code(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = call(capsys, "show", "--code", "PySol-617", "--json")
    assert status == 0
    assert json.loads(out) == {
        "deal": 617,
        "code": "pysol-617",
        "rules": "pysol",
        "position": GOLDEN_PYSOL[617],
        "won": False,
    }
    assert call(capsys, "show", "--deal", "617", "--rules", "pysol", "--json")[1] == out
    _, out, _ = call(capsys, "show", GOLDEN_PYSOL[617], "--rules", "pysol", "--json")
    assert json.loads(out)["code"] is None and json.loads(out)["rules"] == "pysol"
    _, out, _ = call(capsys, "show", "--deal", "7", "--json")
    assert json.loads(out)["rules"] == "standard" and json.loads(out)["code"] == "standard-7"


def test_moves_and_solve_are_the_variant_s(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = call(capsys, "moves", "--deal", "3", "--rules", "aisleriot", "--json")
    answer = json.loads(out)
    assert status == 0 and answer["rules"] == "aisleriot"
    expected = {(m.card.notation(), m.source, m.target) for m in legal_moves(deal(3, AISLERIOT))}
    assert {(m["card"], m["from"], m["to"]) for m in answer["moves"]} == expected
    status, out, _ = call(capsys, "solve", "--code", "pysol-5", "--json", "--prove", "0")
    assert status == 0 and json.loads(out)["rules"] == "pysol"
    assert json.loads(out)["result"] == "solved"


def test_every_line_of_a_batch_is_read_under_the_rules(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    lines = [deal(n, PYSOL).notation() for n in (1, 2)]
    monkeypatch.setattr(positions, "input_lines", lambda: iter(lines))
    status, out, _ = call(capsys, "moves", "-", "--rules", "pysol", "--json")
    answers = [json.loads(line) for line in out.splitlines()]
    assert status == 0 and [a["rules"] for a in answers] == ["pysol", "pysol"]


def test_the_daily_code_is_today_s_deal_and_tomorrow_s_is_refused(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(deals, "today", lambda: date(2026, 12, 1))
    status, out, _ = call(capsys, "show", "--code", "daily-2026-12-01", "--json")
    assert status == 0 and json.loads(out)["deal"] == daily_code(date(2026, 12, 1)).number
    assert json.loads(out)["code"] == "daily-2026-12-01"
    status, out, err = call(capsys, "show", "--code", "daily-2026-12-02")
    assert status == 65 and out == ""
    assert err == (
        "maze-solitaire: error: the daily deal of 2026-12-02 is not out yet"
        " (today is 2026-12-01)\n"
    )


@pytest.mark.parametrize(
    ("args", "message", "expected"),
    [
        (["--code", "pysol-617", "--rules", "aisleriot"],
         "the code pysol-617 is a deal of the pysol rules, not of --rules aisleriot", 2),
        (["--code", "pysol-0"], "share code 'pysol-0': deal number 0 is out of range for pysol",
         65),
        (["--code", "solsuite-1"], "unknown rules 'solsuite'", 65),
        (["--deal", "1", "--rules", "solsuite"],
         "argument --rules: unknown rules 'solsuite' (the rules are standard, pysol, aisleriot)",
         2),
        (["--deal", "0", "--rules", "pysol"], "deal number 0 is out of range for pysol", 65),
        (["--deal", "1", "--code", "pysol-1"], "not allowed with argument", 2),
    ],
)  # fmt: skip
def test_a_bad_code_or_rules_is_one_line_bad_data_or_bad_arguments(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str, expected: int
) -> None:
    status, out, err = call(capsys, "show", *args)
    assert status == expected and out == "" and err.count("\n") == 1
    assert message in err
