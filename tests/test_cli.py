"""The command line, as scripts use it: output forms, batch mode, bad input."""

from __future__ import annotations

import json
import re
import subprocess
import sys

import pytest

from maze_solitaire import __version__
from maze_solitaire.cli import main
from maze_solitaire.engine import deal, legal_moves
from tests.test_deals import GOLDEN
from tests.test_rules import SOLVED_ORDER, layout

DEAL_0 = GOLDEN[0]
WON = layout(SOLVED_ORDER, [48, 49, 50, 51, 52, 53]).notation()


def run(
    *args: str, stdin: str | None = None, env: dict[str, str] | None = None
) -> subprocess.CompletedProcess[str]:
    """The real command, as a separate process."""
    return subprocess.run(
        [sys.executable, "-m", "maze_solitaire", *args],
        input=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )


def call(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def test_show_deal_prints_a_labelled_board_and_the_notation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = call(capsys, "show", "--deal", "0", "--ascii")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == [str(c) for c in range(1, 10)]
    assert lines[1].split() == ["1", "8C", "JD", "9S", "2C", "2H", "QH", "6C", "TS", "--"]
    assert lines[6].split()[0] == "6"
    assert lines[-1] == DEAL_0


def test_show_uses_suit_symbols_where_the_output_can_take_them() -> None:
    utf8 = run("show", "--deal", "0", env={"PYTHONIOENCODING": "utf-8"})
    assert "8♣" in utf8.stdout and "10♠" in utf8.stdout
    ascii_only = run("show", "--deal", "0", env={"LC_ALL": "C", "PYTHONIOENCODING": "ascii"})
    assert ascii_only.returncode == 0 and "8C" in ascii_only.stdout
    assert "♣" not in ascii_only.stdout


def test_show_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = call(capsys, "show", "--deal", "4294967295", "--json")
    assert status == 0
    assert json.loads(out) == {"deal": 4294967295, "position": GOLDEN[4294967295], "won": False}
    status, out, _ = call(capsys, "show", WON.lower(), "--json")
    assert json.loads(out) == {"deal": None, "position": WON, "won": True}


def test_moves_human_form_is_sorted_by_target_then_source(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = call(capsys, "moves", DEAL_0)
    assert status == 0
    lines = out.splitlines()
    assert lines[0] == "2H r1c5 -> r1c9"
    assert lines[2:6] == [
        "AS r2c2 -> r2c8",
        "AD r3c5 -> r2c8",
        "AH r4c3 -> r2c8",
        "AC r5c5 -> r2c8",
    ]
    assert len(lines) == len(legal_moves(deal(0)))


def test_moves_json(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = call(capsys, "moves", DEAL_0, "--json")
    answer = json.loads(out)
    assert status == 0 and answer["position"] == DEAL_0 and answer["won"] is False
    pairs = [(m["to"], m["from"]) for m in answer["moves"]]
    assert pairs == sorted(pairs)
    assert answer["moves"][0] == {"card": "2H", "from": 4, "to": 8}
    expected = {(str(m.card), m.source, m.target) for m in legal_moves(deal(0))}
    assert {(m["card"], m["from"], m["to"]) for m in answer["moves"]} == expected


def test_batch_answers_every_line_and_fails_at_the_end() -> None:
    lines = [DEAL_0, "AS AS", GOLDEN[1], ""]
    result = run("moves", "-", "--json", stdin="\n".join(lines) + "\n")
    assert result.returncode == 2
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 4
    assert answers[0]["position"] == DEAL_0
    assert answers[1] == {"error": "line 2: 2 slots, expected 54"}
    assert answers[2]["position"] == GOLDEN[1]
    assert answers[3] == {"error": "line 4: empty position, expected 54 slots"}
    assert result.stderr == "maze-solitaire: error: 2 lines were not a valid position\n"


def test_batch_human_forms() -> None:
    result = run("show", "-", stdin=f"{DEAL_0.lower()}\nnonsense\n")
    assert result.returncode == 2
    assert result.stdout.splitlines() == [DEAL_0, "error: line 2: unknown card 'nonsense' at r1c1"]
    result = run("moves", "-", stdin=DEAL_0 + "\n")
    assert result.returncode == 0
    assert result.stdout.startswith("2H r1c5 -> r1c9; JS r2c3 -> r1c9; AS r2c2 -> r2c8")


def test_batch_of_good_lines_succeeds() -> None:
    result = run("show", "-", "--json", stdin=f"{DEAL_0}\n{WON}\n")
    assert result.returncode == 0 and result.stderr == ""
    assert [json.loads(line)["won"] for line in result.stdout.splitlines()] == [False, True]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["show", "--deal", "x"], "deal number 'x' is not an integer"),
        (["show", "--deal", "-1"], "deal number -1 is out of range"),
        (["show", "--deal", "4294967296"], "deal number 4294967296 is out of range"),
        (["show", DEAL_0.replace("8C", "KC")], r"kings are not in play \(KC at r1c1\)"),
        (["moves", DEAL_0.replace("JD", "8C")], r"card 8C appears twice \(r1c1 and r1c2\)"),
        (["moves", DEAL_0.replace("9S", "ZZ")], "unknown card 'ZZ' at r1c3"),
        (["moves", DEAL_0 + " --"], "55 slots, expected 54"),
        (["moves", DEAL_0.replace("8C", "--")], "7 gaps, expected 6"),
        (["show", "--deal", "1", DEAL_0], "not allowed with argument"),
        (["show"], "one of the arguments --deal POSITION is required"),
        (["show", "--deal", "1", "--bogus"], "unrecognized arguments: --bogus"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
    ],
)
def test_bad_input_is_one_line_and_exit_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    status, out, err = call(capsys, *args)
    assert status == 2 and out == ""
    assert err.startswith("maze-solitaire: error: ")
    assert err.count("\n") == 1
    assert re.search(message, err), err


def test_bad_input_through_the_real_command_has_no_traceback() -> None:
    result = run("moves", "AS AS")
    assert result.returncode == 2
    assert result.stderr == "maze-solitaire: error: 2 slots, expected 54\n"


def test_version_and_help() -> None:
    assert run("--version").stdout.strip() == f"maze-solitaire {__version__}"
    helped = run("--help")
    assert helped.returncode == 0 and "show" in helped.stdout and "moves" in helped.stdout


def test_output_into_a_closed_pipe_is_not_an_error() -> None:
    many = "\n".join([DEAL_0] * 20000) + "\n"
    shell = f"{sys.executable} -m maze_solitaire moves - | head -n 1"
    result = subprocess.run(
        ["sh", "-c", shell], input=many, capture_output=True, text=True, timeout=60, check=False
    )
    assert result.stdout == "2H r1c5 -> r1c9; JS r2c3 -> r1c9; AS r2c2 -> r2c8; " + (
        "; ".join(
            m.notation()
            for m in sorted(legal_moves(deal(0)), key=lambda m: (m.target, m.source))[3:]
        )
        + "\n"
    )
    assert "Traceback" not in result.stderr and "Error" not in result.stderr
