"""``par`` and ``daily`` from the command line: par fixed by nodes, days that have come."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from datetime import date
from pathlib import Path

import pytest

from maze_solitaire.cli import deals, main
from maze_solitaire.engine import PYSOL, Game, Move, Position, deal, is_won, parse_code
from maze_solitaire.play.session import Request
from maze_solitaire.solver.answer import Par
from tests.commands import call, in_a_terminal
from tests.playing import winning_line


def _replayed(start: Position, moves: list[dict[str, object]]) -> Game:
    game = Game(start)
    for move in moves:
        game.play(Move.parse(str(move["notation"])))
    return game


@pytest.mark.slow
def test_par_is_the_same_in_two_runs_whatever_the_hash_seed() -> None:
    # Two processes at once, each with its own hash seed: par may depend on
    # no set or dict order, and on no clock. Forty moves from the end of a
    # deal, par's search still runs out of budget (some 50,000 positions, as a
    # whole deal's does), in half a deal's time.
    start = deal(0)
    for move in winning_line(0)[:-40]:
        start = start.after_unchecked(move)
    runs = [
        subprocess.Popen(
            [sys.executable, "-m", "maze_solitaire", "par", start.notation(), "--json"],
            stdout=subprocess.PIPE,
            text=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
        )
        for seed in ("1", "2")
    ]
    outputs = [run.communicate(timeout=120)[0] for run in runs]
    assert [run.returncode for run in runs] == [0, 0]
    assert outputs[0] == outputs[1]
    answer = json.loads(outputs[0])
    assert answer["par"] == len(answer["moves"]) > answer["lower_bound"]
    assert _replayed(start, answer["moves"]).is_won()


def test_par_s_answer_in_json_and_in_words(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    line = winning_line(0)  # par's fixed search is stood in for: see the test above

    def par_of(position: Position, progress: object = None) -> Par:
        assert position == deal(0)
        return Par(len(line), 42, line)

    monkeypatch.setattr("maze_solitaire.solver.par.par_of", par_of)
    status, out, _ = call(capsys, "par", "--deal", "0", "--json")
    answer = json.loads(out)
    assert status == 0 and set(answer) == {"rules", "code", "par", "lower_bound", "moves"}
    assert answer["code"] == "standard-0" and answer["rules"] == "standard"
    assert answer["par"] == len(answer["moves"]) == len(line) and answer["lower_bound"] == 42
    assert _replayed(deal(0), answer["moves"]).is_won()
    status, out, _ = call(capsys, "par", "--code", "standard-0")
    *moves, summary = out.splitlines()
    assert status == 0 and moves == [move.notation() for move in line]
    assert summary == f"par {len(line)} (lower bound 42)"


def test_par_of_a_pysol_position_near_the_win(capsys: pytest.CaptureFixture[str]) -> None:
    # A pysol win (runs rotated round the cycle: spades from r6c8 on) but for 2S.
    tokens = [f"{r}S" for r in "3456789TJQ"] + ["--", "2S"]
    for suit in "HDC":
        tokens += [f"{r}{suit}" for r in "A23456789TJQ"] + ["--"]
    moved = Position.parse(" ".join([*tokens, "--", "AS", "--"]), PYSOL)
    status, out, _ = call(capsys, "par", moved.notation(), "--rules", "pysol", "--json")
    answer = json.loads(out)
    assert status == 0 and answer["code"] is None and answer["rules"] == "pysol"
    assert answer["par"] == answer["lower_bound"] == 1
    assert not is_won(moved) and _replayed(moved, answer["moves"]).is_won()
    status, out, _ = call(capsys, "par", moved.notation(), "--rules", "pysol")
    assert status == 0 and out.splitlines()[-1] == "par 1 (lower bound 1)"


def test_par_shows_its_progress_on_a_terminal_and_nothing_down_a_pipe(tmp_path: Path) -> None:
    # Issue 20, item 9: par searched for seconds with nothing on the screen. The progress
    # is told every 256 positions a search expands (a count, the same everywhere): deal 0
    # 25 moves along a line asks enough of par's searches for that, in a fraction of the
    # seconds the deal's own par takes.
    game = Game.from_deal(0)
    for move in winning_line(0)[:25]:
        game.play(move)
    notation = game.position.notation()
    status, shown, answer = in_a_terminal(tmp_path, "par", notation)
    piped = subprocess.run(
        [sys.executable, "-m", "maze_solitaire", "par", notation],
        capture_output=True,
        env={**os.environ, "MAZE_SOLITAIRE_HOME": str(tmp_path)},
        check=False,
    )
    assert status == piped.returncode == 0
    assert answer == piped.stdout and piped.stderr == b""
    assert answer.endswith(b"\npar 31 (lower bound 27)\n")
    assert b"\rpar: " in shown and b"positions searched" in shown
    assert shown.endswith(b"\r\x1b[K")


def test_par_takes_every_source_and_refuses_bad_ones(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, err = call(capsys, "par", "--code", "nosuch-1")
    assert status == 65 and "nosuch" in err
    status, _, err = call(capsys, "par", "--deal", "0", "--rules", "pysol")
    assert status == 65 and "pysol" in err and err.count("\n") == 1
    status, _, err = call(capsys, "par", "--code", "pysol-3", "--rules", "standard")
    assert status == 2 and "--rules standard" in err  # options that do not go together


def test_daily_refuses_days_to_come_and_dates_that_are_not(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(deals, "today", lambda: date(2026, 12, 1))
    status, _, err = call(capsys, "daily", "--date", "2026-12-02")
    assert status == 65 and "not out yet" in err and "2026-12-02" in err
    status, _, err = call(capsys, "daily", "--date", "1st of May")
    assert status == 65 and "YYYY-MM-DD" in err
    status, _, err = call(capsys, "par", "--code", "daily-2026-12-02")
    assert status == 65 and "not out yet" in err


def test_daily_plays_the_day_s_deal(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(deals, "today", lambda: date(2026, 12, 1))
    chosen: list[Game | None] = []

    def launch(request: Request, *args: object, **kwargs: object) -> int:
        chosen.append(request.chosen)  # the game itself needs a terminal: see test_variants_ui
        return 0

    monkeypatch.setattr("maze_solitaire.cli.play.launch", launch)
    assert main(["daily", "--date", "2026-11-30", "--data-dir", str(tmp_path)]) == 0
    game = chosen[0]
    assert game is not None and game.code == parse_code("daily-2026-11-30")
    assert game.start == deal(game.code.number)
    assert main(["daily", "--data-dir", str(tmp_path)]) == 0
    assert chosen[1] is not None and str(chosen[1].code) == "daily-2026-12-01"


def test_the_game_s_options_before_another_command_are_refused_not_ignored(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # Read by nobody, they once left par and show answering for the standard rules.
    for argv in (
        ["--rules", "pysol", "par", "--deal", "5"],
        ["--code", "pysol-5", "show"],
        ["--ascii", "show", "--deal", "1"],
    ):
        status, out, err = call(capsys, *argv)
        flag, command = argv[0], next(word for word in argv if word in ("par", "show"))
        assert status == 2 and out == "" and err.count("\n") == 1
        assert f"{flag} before '{command}'" in err and f"{command} {flag}" in err
    status, _, err = call(capsys, "--rules", "pysol", "daily")
    assert status == 2 and "--rules does not go with 'daily'" in err


def test_the_game_s_options_before_play_stand_unless_given_again(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    started: list[Request] = []

    def launch(request: Request, *args: object, **kwargs: object) -> int:
        started.append(request)
        return 0

    monkeypatch.setattr("maze_solitaire.cli.play.launch", launch)
    home = ["--data-dir", str(tmp_path)]
    assert main(["--rules", "pysol", "play", "--deal", "5", *home]) == 0
    assert started[-1].chosen is not None and str(started[-1].chosen.code) == "pysol-5"
    assert main(["--deal", "5", "play", "--deal", "6", *home]) == 0  # after wins
    assert started[-1].chosen is not None and str(started[-1].chosen.code) == "standard-6"
    assert main(["--rules", "aisleriot", *home]) == 0  # no deal: a random one of them
    last = started[-1]
    assert last.chosen is None and last.rules is not None and last.rules.name == "aisleriot"


def test_numbers_too_long_to_read_are_one_line_not_a_traceback(
    capsys: pytest.CaptureFixture[str],
) -> None:
    huge = "9" * 5000  # int() refuses strings past 4,300 digits
    for argv, expected in (
        (["show", "--deal", huge], 65),
        (["par", "--deal", huge, "--rules", "pysol"], 65),
        (["show", "--code", f"standard-{huge}"], 65),
        (["stats", "--deal", huge], 65),
        (["replay", huge], 65),  # no game has a number so long: no such game
    ):
        status, out, err = call(capsys, *argv)
        assert status == expected and out == "" and err.count("\n") == 1 and len(err) < 300
    assert (
        "(5000 digits) is out of range for pysol"
        in call(capsys, "show", "--code", f"pysol-{huge}")[2]
    )


def test_a_date_is_only_yyyy_mm_dd(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(deals, "today", lambda: date(2026, 12, 1))
    for written in ("20261130", "2026-02-30", "2026-W48-1"):
        status, _, err = call(capsys, "daily", "--date", written)
        assert status == 65 and "is not a date (YYYY-MM-DD)" in err, written


def test_stats_takes_a_code_for_a_deal_s_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status, out, _ = call(
        capsys, "stats", "--code", "pysol-5", "--json", "--data-dir", str(tmp_path)
    )
    answer = json.loads(out)
    assert status == 0 and answer["rules"] == "pysol" and answer["deal"]["deal"] == 5
    status, _, err = call(capsys, "stats", "--code", "pysol-5", "--rules", "standard")
    assert status == 2 and "not of --rules standard" in err
