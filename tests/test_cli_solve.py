"""``maze-solitaire solve``: its output forms, batch mode, budgets and exit statuses."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

from maze_solitaire.cli import main
from maze_solitaire.engine import Card, Game, Move, Position, deal
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.wins import lower_bound
from tests.commands import call, in_a_terminal, run
from tests.golden import GOLDEN
from tests.playing import NEARLY_WON
from tests.positions import WON

ONE_MOVE_FROM_WON = WON.after_unchecked(Move(Card.parse("2S"), 1, 48)).notation()


def replays_to_a_win(start: Position, moves: list[Move]) -> bool:
    game = Game(start)
    for move in moves:
        game.play(move)  # checked: an illegal move raises
    return game.is_won()


def test_human_form_lists_the_moves_then_the_summary(capsys: pytest.CaptureFixture[str]) -> None:
    # Deal 0: the search wins it at once; --prove 0: no proof asked for.
    status, out, err = call(capsys, "solve", "--deal", "0", "--max-nodes", "50000", "--prove", "0")
    assert status == 0 and err == ""
    *lines, summary = out.splitlines()
    moves = [Move.parse(line) for line in lines]
    assert summary == f"solved in {len(moves)} moves (lower bound {lower_bound(deal(0))})"
    assert replays_to_a_win(deal(0), moves)
    assert lines[0] == moves[0].notation()  # e.g. "7H r2c4 -> r3c6"


def test_json_form(capsys: pytest.CaptureFixture[str]) -> None:
    # The whole search, proof included, end to end (with a smaller allowance for the proof).
    status, out, _ = call(
        capsys, "solve", GOLDEN[1], "--json", "--max-nodes", "50000", "--prove", "5000"
    )
    answer = json.loads(out)
    assert status == 0
    assert set(answer) == {
        "rules", "position", "result", "moves", "lower_bound", "optimal", "proven_tail",
        "nodes", "seconds",
    }  # fmt: skip
    assert answer["position"] == GOLDEN[1] and answer["result"] == "solved"
    # The exact search's allowance comes on top of the budget for finding a line.
    assert answer["lower_bound"] == 41 and 0 < answer["nodes"] <= 50000 + 5000
    # A whole deal is far beyond what it proves; its end is not.
    assert answer["optimal"] is False and 0 < answer["proven_tail"] < len(answer["moves"])
    assert isinstance(answer["seconds"], float)
    assert all(set(m) == {"card", "from", "to", "notation"} for m in answer["moves"])
    moves = [Move(Card.parse(m["card"]), m["from"], m["to"]) for m in answer["moves"]]
    assert replays_to_a_win(deal(1), moves)


def test_a_won_position_and_one_a_move_away(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = call(capsys, "solve", WON.notation())
    assert status == 0 and out == "already won: no move is needed (lower bound 0)\n"
    status, out, _ = call(capsys, "solve", ONE_MOVE_FROM_WON)
    assert status == 0 and out == (
        "2S r6c4 -> r1c2\nsolved in 1 move, the fewest there are (lower bound 1)\n"
    )


def test_optimal_is_said_when_proven(capsys: pytest.CaptureFixture[str]) -> None:
    near = deal(8)
    line = solve(near, max_nodes=50_000).moves
    for move in line[:-14]:
        near = near.after_unchecked(move)
    asked = ("--max-nodes", "50000", "--prove", "40000")
    status, out, _ = call(capsys, "solve", near.notation(), "--json", *asked)
    proven = json.loads(out)
    assert status == 0 and proven["optimal"] is True
    assert proven["proven_tail"] == len(proven["moves"]) == 14
    assert proven["lower_bound"] < len(proven["moves"])  # not merely the bound met
    # A proof is asked for: by default solve answers at once, unproven.
    status, out, _ = call(capsys, "solve", near.notation(), "--json", "--max-nodes", "50000")
    unproven = json.loads(out)
    assert unproven["optimal"] is False and unproven["proven_tail"] == 0
    status, out, _ = call(capsys, "solve", near.notation(), *asked)
    assert out.splitlines()[-1].endswith(", the fewest there are (lower bound 10)")


def test_a_line_as_long_as_the_bound_is_said_the_fewest_without_a_proof(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = call(capsys, "solve", NEARLY_WON.notation(), "--json")
    answer = json.loads(out)
    assert status == 0 and len(answer["moves"]) == answer["lower_bound"] == 1
    assert answer["optimal"] is True  # no shorter line than the bound can be


def test_giving_up_is_exit_status_1(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = call(capsys, "solve", "--deal", "1", "--max-nodes", "3")
    assert status == 1
    assert out == "gave up after 3 nodes (lower bound 41)\n"
    assert "--max-nodes 6" in err  # how to give it more: see the tests of the terminal below
    status, out, _ = call(capsys, "solve", "--deal", "1", "--max-nodes", "3", "--json")
    answer = json.loads(out)
    assert status == 1
    assert (answer["result"], answer["moves"], answer["nodes"]) == ("gave-up", [], 3)


def test_batch_answers_each_line_and_reports_a_bad_one() -> None:
    lines = [GOLDEN[0], "7H 9S", WON.notation()]
    result = run(
        "solve", "-", "--json", "--max-nodes", "50000", "--prove", "0",
        stdin="\n".join(lines) + "\n",
    )  # fmt: skip
    assert result.returncode == 65
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(answers) == 3
    assert answers[0]["result"] == "solved" and answers[0]["position"] == GOLDEN[0]
    assert answers[1] == {"error": "line 2: 2 slots, expected 54"}
    assert answers[2]["result"] == "solved" and answers[2]["moves"] == []
    assert result.stderr == "maze-solitaire: error: 1 line was not a valid position\n"


def test_batch_human_form_is_one_line_each() -> None:
    result = run("solve", "-", "--max-nodes", "3", stdin=f"{ONE_MOVE_FROM_WON}\n{GOLDEN[1]}\n")
    assert result.returncode == 1  # every line valid, one not solved
    assert result.stdout.splitlines() == [
        "solved in 1 move, the fewest there are (lower bound 1): 2S r6c4 -> r1c2",
        "gave up after 3 nodes (lower bound 41)",
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--timeout", "0"], "argument --timeout: '0' is not a positive number of seconds"),
        (["--timeout", "soon"], "argument --timeout: 'soon' is not a positive number of seconds"),
        (["--timeout", "inf"], "--timeout: 'inf' is not a positive number of seconds (a finite"),
        (["--max-nodes", "0"], "argument --max-nodes: '0' is not a positive whole number"),
        (["--max-nodes", "1.5"], "argument --max-nodes: '1.5' is not a positive whole number"),
        (["--optimize", "-1"], "argument --optimize: '-1' is not zero or more seconds"),
        (["--optimize", "inf"], "--optimize: 'inf' is not zero or more seconds (a finite number)"),
    ],
)
def test_bad_budgets_are_one_line_and_exit_status_2(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    status = main(["solve", "--deal", "1", *args])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("maze-solitaire: error: ")
    assert message in err


def test_help_documents_the_exit_statuses(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = call(capsys, "solve", "--help")
    assert status == 0
    text = " ".join(out.split())
    assert "Exit status: 0 when every position was solved; 1 when the search gave up" in text
    assert "2 for bad arguments; 65 for a bad position" in text
    assert "74 when standard input or output fails" in text
    assert "solve" in call(capsys, "--help")[1]


def test_a_long_solve_shows_its_progress_on_a_terminal_and_clears_it(tmp_path: Path) -> None:
    # Issue 20, item 9: seconds of search with nothing on the screen.
    args = ("--deal", "1", "--max-nodes", "30000", "--prove", "0")
    status, shown, answer = in_a_terminal(tmp_path, "solve", *args)
    piped = run("solve", *args, env={**os.environ, "MAZE_SOLITAIRE_HOME": str(tmp_path)})
    assert status == piped.returncode == 0
    assert answer.decode() == piped.stdout  # the answer is the same, byte for byte
    assert piped.stderr == ""  # and nothing but the answer goes down a pipe
    assert re.search(rb"\rsolve: [\d,]+ positions searched, \d+\.\d s; ", shown)
    assert b"best line so far" in shown or b"no line yet" in shown
    assert shown.endswith(b"\r\x1b[K")  # the line is taken away at the end
    assert b"\n" not in shown.replace(b"\r\n", b"")  # one line, rewritten in place


def test_a_give_up_says_how_to_give_the_search_more(tmp_path: Path) -> None:
    # Deal 10889 holds the careful searches past 20,000 positions.
    args = ("--deal", "10889", "--max-nodes", "20000")
    status, shown, answer = in_a_terminal(tmp_path, "solve", *args)
    assert status == 1
    assert answer == b"gave up after 20000 nodes (lower bound 42)\n"
    said = shown.decode().rsplit("\x1b[K", 1)[-1]
    assert said == (
        "solve gave up within its budget of 20,000 positions (--max-nodes 20000);"
        " give it more with --max-nodes 40000\r\n"
    )
    home = {**os.environ, "MAZE_SOLITAIRE_HOME": str(tmp_path)}
    piped = run("solve", *args, "--timeout", "60", env=home)
    assert piped.stdout == "gave up after 20000 nodes (lower bound 42)\n"
    assert piped.stderr == (
        "solve gave up within its budget of 60 s or 20,000 positions"
        " (--timeout 60 --max-nodes 20000); give it more with --timeout 120 --max-nodes 40000\n"
    )
