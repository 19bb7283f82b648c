"""The command line, as scripts use it: output forms, batch mode, bad input."""

from __future__ import annotations

import argparse
import json
import os
import re
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from maze_solitaire import __version__
from maze_solitaire.cli import parser
from maze_solitaire.cli.described import described
from maze_solitaire.cli.parser import build_parser, parse, typed
from maze_solitaire.engine import deal, legal_moves
from tests.commands import INTERRUPTIBLE, call, run
from tests.golden import GOLDEN
from tests.platforms import FULL, needs_dev_full
from tests.playing import NEARLY_WON
from tests.positions import WON

DEAL_0 = GOLDEN[0]


def test_show_deal_prints_a_labelled_board_and_the_notation(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = call(capsys, "show", "--deal", "0", "--ascii")
    assert status == 0 and err == ""
    lines = out.splitlines()
    assert lines[0].split() == [str(c) for c in range(1, 10)]
    assert lines[1].split() == ["1", "8C", "JD", "9S", "2C", "2H", "QH", "6C", "10S", "--"]
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
    assert json.loads(out) == {
        "deal": 4294967295,
        "code": "standard-4294967295",
        "rules": "standard",
        "position": GOLDEN[4294967295],
        "won": False,
    }
    status, out, _ = call(capsys, "show", WON.notation().lower(), "--json")
    assert json.loads(out) == {
        "deal": None,
        "code": None,
        "rules": "standard",
        "position": WON.notation(),
        "won": True,
    }


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
    assert answer["moves"][0] == {"card": "2H", "from": 4, "to": 8, "notation": "2H r1c5 -> r1c9"}
    expected = {(str(m.card), m.source, m.target) for m in legal_moves(deal(0))}
    assert {(m["card"], m["from"], m["to"]) for m in answer["moves"]} == expected


def test_batch_answers_every_line_and_fails_at_the_end() -> None:
    lines = [DEAL_0, "AS AS", GOLDEN[1], ""]
    result = run("moves", "-", "--json", stdin="\n".join(lines) + "\n")
    assert result.returncode == 65  # bad data, said once every line is answered
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 4
    assert answers[0]["position"] == DEAL_0
    assert answers[1] == {"error": "line 2: 2 slots, expected 54"}
    assert answers[2]["position"] == GOLDEN[1]
    assert answers[3] == {"error": "line 4: empty position, expected 54 slots"}
    assert result.stderr == "maze-solitaire: error: 2 lines were not a valid position\n"


def test_batch_human_forms() -> None:
    result = run("show", "-", stdin=f"{DEAL_0.lower()}\nnonsense\n")
    assert result.returncode == 65
    assert result.stdout.splitlines() == [DEAL_0, "error: line 2: unknown card 'nonsense' at r1c1"]
    result = run("moves", "-", stdin=DEAL_0 + "\n")
    assert result.returncode == 0
    assert result.stdout.startswith("2H r1c5 -> r1c9; JS r2c3 -> r1c9; AS r2c2 -> r2c8")


def test_batch_of_good_lines_succeeds() -> None:
    result = run("show", "-", "--json", stdin=f"{DEAL_0}\n{WON.notation()}\n")
    assert result.returncode == 0 and result.stderr == ""
    assert [json.loads(line)["won"] for line in result.stdout.splitlines()] == [False, True]


@pytest.mark.parametrize(
    ("args", "message", "expected"),
    [
        # Bad data: exit status 65.
        (["show", "--deal", "x"], "deal number 'x' is not an integer", 65),
        (["show", "--deal", "-1"], "deal number -1 is out of range", 65),
        (["show", "--deal", "4294967296"], "deal number 4294967296 is out of range", 65),
        (["show", DEAL_0.replace("8C", "KC")], r"kings are not in play \(KC at r1c1\)", 65),
        (["moves", DEAL_0.replace("JD", "8C")], r"card 8C appears twice \(r1c1 and r1c2\)", 65),
        (["moves", DEAL_0.replace("9S", "ZZ")], "unknown card 'ZZ' at r1c3", 65),
        (["moves", DEAL_0 + " --"], "55 slots, expected 54", 65),
        (["moves", DEAL_0.replace("8C", "--")], "7 gaps, expected 6", 65),
        # Bad arguments: exit status 2.
        (["show", "--deal", "1", DEAL_0], "not allowed with argument", 2),
        (["show"], "show needs a deal or a position: --deal N, --code CODE, or POSITION", 2),
        (["show", "--deal", "1", "--bogus"], "unrecognized arguments: --bogus", 2),
        (["show", "--frobnicate"], "unrecognized arguments: --frobnicate", 2),
        (["solve", "--deal", "1", "--frobnicate", "5"], "unrecognized arguments: --frobnicate", 2),
        (["solve", "--json", "--fast"], "unrecognized arguments: --fast", 2),
        (["frobnicate"], "invalid choice: 'frobnicate'", 2),
    ],
)
def test_bad_input_is_one_line_and_exit_status_65_for_data_2_for_arguments(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str, expected: int
) -> None:
    status, out, err = call(capsys, *args)
    assert status == expected and out == ""
    assert err.startswith("maze-solitaire: error: ")
    assert err.count("\n") == 1
    assert re.search(message, err), err


@pytest.mark.parametrize(
    "argv",
    [
        [],
        ["--deal", "1"],
        ["--position", DEAL_0, "--ascii"],
        ["--data-dir", "d", "--four-color", "--no-color"],
        ["--data-dir", "show"],  # a folder named like a command
        ["play", "--deal", "2"],
    ],
)
def test_the_game_s_quick_parse_reads_as_the_whole_parser_does(argv: list[str]) -> None:
    assert parse(argv) == typed(build_parser().parse_args(argv))


@pytest.mark.parametrize(
    ("argv", "built"),
    [
        ([], []),  # the game, launched plainly: read without argparse
        (["--deal", "1", "--ascii"], []),
        (["--dea", "1"], [False]),  # an abbreviation: the top level only
        (["show", "--deal", "1"], [True]),
        (["--data-dir", "d", "stats", "--json"], [True]),
        (["play", "--deal", "2"], [True]),
    ],
)
def test_the_parser_is_built_once_a_run(
    monkeypatch: pytest.MonkeyPatch, argv: list[str], built: list[bool]
) -> None:
    builds: list[bool] = []

    def counted(*, commands: bool = True, sources_required: bool = True) -> argparse.ArgumentParser:
        builds.append(commands)
        return build_parser(commands=commands, sources_required=sources_required)

    monkeypatch.setattr(parser, "build_parser", counted)
    parse(argv)
    assert builds == built


def test_the_command_words_are_the_parser_s() -> None:
    assert sorted(command.name for command in described()[1:]) == sorted(parser.COMMANDS)


def test_bad_input_through_the_real_command_has_no_traceback() -> None:
    result = run("moves", "AS AS")
    assert result.returncode == 65
    assert result.stderr == "maze-solitaire: error: 2 slots, expected 54\n"


def test_version_and_help() -> None:
    assert run("--version").stdout.strip().startswith(f"maze-solitaire {__version__} (")
    helped = run("--help")
    assert helped.returncode == 0 and "show" in helped.stdout and "moves" in helped.stdout


@pytest.mark.parametrize("command", ["moves", "show", "solve"])
def test_closed_standard_input_is_one_line_and_exit_status_74(command: str) -> None:
    result = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", command, "-"],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        preexec_fn=lambda: os.close(0),
    )
    assert result.returncode == 74 and result.stdout == ""
    assert result.stderr == (
        "maze-solitaire: error: standard input is closed: give a position,"
        " or pipe positions to '-'\n"
    )


def command_with(
    stdout: int,
    args: list[str],
    *,
    closing: int | None = None,
) -> subprocess.CompletedProcess[str]:
    """The command run with ``stdout``, and the descriptor ``closing`` closed."""
    return subprocess.run(
        [sys.executable, "-m", "maze_solitaire", *args],
        stdin=subprocess.DEVNULL,
        stdout=stdout,
        stderr=subprocess.PIPE,
        text=True,
        timeout=60,
        check=False,
        preexec_fn=None if closing is None else lambda: os.close(closing),
    )


@pytest.mark.parametrize(
    "args", [["show", "--deal", "1"], ["stats"], ["--help"], ["--deal", "1"], ["history"]]
)
def test_closed_standard_output_is_one_line_and_exit_status_74(
    args: list[str], tmp_path: Path
) -> None:
    home = ["--data-dir", str(tmp_path)] if args[0] != "--help" else []
    result = command_with(subprocess.DEVNULL, [*args, *home], closing=1)
    assert result.returncode == 74, result.stderr
    assert result.stderr == (
        "maze-solitaire: error: standard output is closed: there is nowhere to write\n"
    )


@pytest.mark.parametrize(
    "args",
    [
        ["show", "--deal", "1"],
        ["solve", NEARLY_WON.notation(), "--prove", "0"],
        ["--help"],
        ["history"],
        ["--text", "--deal", "1"],  # the game, a line at a time
    ],
)
@needs_dev_full
def test_a_full_disk_under_standard_output_is_one_line_and_exit_status_74(
    args: list[str], tmp_path: Path
) -> None:
    with FULL.open("w") as full:
        home = ["--data-dir", str(tmp_path)] if args[0] in ("history", "--text") else []
        result = command_with(full.fileno(), [*args, *home])
    assert result.returncode == 74
    assert result.stderr == (
        "maze-solitaire: error: cannot write to standard output: No space left on device\n"
    )


@needs_dev_full
def test_an_error_line_that_cannot_be_written_is_no_traceback() -> None:
    # Standard error on a full disk too: the status still says what went wrong.
    with FULL.open("w") as full:
        for args, expected in (
            (["show", "--deal", "x"], 65),
            (["show", "--frobnicate"], 2),
            (["show", "--deal", "1"], 74),  # output and error both full
        ):
            result = subprocess.run(
                [sys.executable, "-m", "maze_solitaire", *args],
                stdin=subprocess.DEVNULL,
                stdout=full if expected == 74 else subprocess.PIPE,
                stderr=full,
                timeout=60,
                check=False,
            )
            assert result.returncode == expected, args


def test_ctrl_c_is_exit_status_130_without_a_traceback() -> None:
    with subprocess.Popen(
        [sys.executable, "-c", INTERRUPTIBLE, "moves", "-"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as process:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(DEAL_0 + "\n")
        process.stdin.flush()
        assert process.stdout.readline().startswith("2H r1c5 -> r1c9")  # waiting for more
        process.send_signal(signal.SIGINT)
        _, err = process.communicate(timeout=60)
    assert process.returncode == 130 and err == ""


def test_the_game_with_standard_input_closed_says_it_has_nothing_to_read(tmp_path: Path) -> None:
    result = command_with(subprocess.PIPE, ["--data-dir", str(tmp_path)], closing=0)
    assert result.returncode == 74 and "Traceback" not in result.stderr
    assert result.stderr == (
        "maze-solitaire: error: standard input is closed: the text mode reads its commands there\n"
    )


def test_lines_that_are_not_text_are_answered_as_such() -> None:
    lines = b"\xff\xfe\x00bad\n" + DEAL_0.encode() + b"\nZ\xe2\x99\xa5\n"
    result = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "moves", "-"],
        input=lines,
        capture_output=True,
        timeout=60,
        check=False,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},  # an output that takes no ♥ either
    )
    assert result.returncode == 65 and b"Traceback" not in result.stderr
    answers = result.stdout.decode("ascii").splitlines()
    assert answers[0] == "error: line 1: not UTF-8 text"
    assert answers[1].startswith("2H r1c5 -> r1c9")
    assert answers[2] == "error: line 3: unknown card 'Z\\u2665' at r1c1"


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


# -- the saved games: stats, history, replay ------------------------------------------------
