"""``solve --optimal``: a shortest win proven only when every shorter way was seen, and
otherwise only what was shown (no win shorter than its lower bound)."""

from __future__ import annotations

import json

import pytest

from maze_solitaire.engine import STANDARD, Position, deal, play
from maze_solitaire.solver.answer import OPTIMAL_MAX_NODES
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.exact import Exact, shortest
from maze_solitaire.solver.optimal import solve_optimal
from maze_solitaire.solver.wins import finder_for, lower_bound
from tests.commands import call
from tests.near_end import DEPTH, breadth_first, near_the_end
from tests.playing import replays_to_a_win, winning_line


def test_near_the_end_it_proves_what_breadth_first_search_finds() -> None:
    for position in near_the_end(STANDARD, 8, seed=34):
        distance = breadth_first(position, DEPTH)
        answer, par, nodes = solve_optimal(position, max_nodes=100_000)
        assert answer.optimal, position.notation()
        assert len(answer.moves) == distance == answer.lower_bound
        assert par is not None and par >= distance
        # The search is deterministic: the nodes it took are budget enough.
        assert solve_optimal(position, max_nodes=max(nodes, 1)).answer.optimal
        assert replays_to_a_win(position, answer.moves)


def test_the_floor_of_an_unfinished_search_is_never_above_the_distance() -> None:
    # A search cut short after a few positions still proves a lower bound: it must
    # never pass the true distance breadth-first search finds.
    seen = set()
    for position in near_the_end(STANDARD, 10, seed=55):
        distance = breadth_first(position, DEPTH)
        assert distance is not None
        for nodes in (1, 3, 10, 30):
            found = _exact(position, DEPTH + 2, nodes)
            floor = found.steps is None and not found.proven and found.floor
            if floor:
                assert lower_bound(position) <= floor <= distance
                seen.add(floor - lower_bound(position))
    assert seen - {0}  # some cut-short searches did prove more than the bound


def _exact(position: Position, shorter_than: int, nodes: int) -> Exact:
    return shortest(
        cells_of(position),
        where_of(position),
        compact_rules(position.variant),
        finder_for(position.variant),
        shorter_than=shorter_than,
        max_nodes=nodes,
    )


def along_deal_1(moves: int) -> Position:
    """Deal 1 after ``moves`` moves of a winning line: par's search there takes a fraction
    of a second (from the deal itself, seconds)."""
    position = deal(1)
    for move in winning_line(1)[:moves]:
        position = play(position, move)
    return position


def test_a_line_beyond_its_budget_is_not_called_optimal() -> None:
    # 100 positions of the exact search prove less than the line, and more than the bound.
    position = along_deal_1(24)
    answer, par, _ = solve_optimal(position, max_nodes=100)
    assert answer.solved and not answer.optimal and answer.proven_tail == 0
    # It says what it showed: no win shorter than a bound above the plain one.
    assert lower_bound(position) < answer.lower_bound < len(answer.moves)
    assert replays_to_a_win(position, answer.moves) and par == len(answer.moves)
    again, _, _ = solve_optimal(position, max_nodes=100)  # node-budgeted: the same answer
    assert (again.moves, again.lower_bound, again.nodes) == (
        answer.moves,
        answer.lower_bound,
        answer.nodes,
    )


def test_the_command_says_proven_only_when_proven(capsys: pytest.CaptureFixture[str]) -> None:
    near = near_the_end(STANDARD, 1, seed=3)[0]
    status, out, _ = call(capsys, "solve", near.notation(), "--optimal")
    assert status == 0
    assert out.splitlines()[-1].startswith("optimal (proven): ")
    status, out, _ = call(capsys, "solve", along_deal_1(24).notation(), "--optimal",
                          "--max-nodes", "100")  # fmt: skip
    assert status == 0
    last = out.splitlines()[-1]
    assert "not proven optimal: no win takes fewer than" in last and "(proven)" not in last


def test_its_json_has_the_shape_of_solve(capsys: pytest.CaptureFixture[str]) -> None:
    near = near_the_end(STANDARD, 1, seed=3)[0]
    _, plain, _ = call(capsys, "solve", near.notation(), "--json", "--max-nodes", "50000")
    status, out, _ = call(capsys, "solve", near.notation(), "--json", "--optimal")
    answer = json.loads(out)
    assert status == 0 and set(answer) == set(json.loads(plain))
    assert answer["optimal"] is True and answer["proven_tail"] == len(answer["moves"])
    assert answer["lower_bound"] == len(answer["moves"])


@pytest.mark.parametrize("clash", [["--timeout", "5"], ["--optimize", "2"], ["--prove", "10"]])
def test_options_that_time_or_shorten_a_search_are_refused(
    capsys: pytest.CaptureFixture[str], clash: list[str]
) -> None:
    status, out, err = call(capsys, "solve", "--deal", "1", "--optimal", *clash)
    assert status == 2 and out == ""
    assert f"--optimal takes no {clash[0]}" in err and "Traceback" not in err


@pytest.mark.parametrize("nodes", [str(OPTIMAL_MAX_NODES + 1), "99999999999999999999999"])
def test_a_budget_past_what_memory_holds_is_refused_at_once(
    capsys: pytest.CaptureFixture[str], nodes: str
) -> None:
    status, out, err = call(capsys, "solve", "--deal", "1", "--optimal", "--max-nodes", nodes)
    assert status == 2 and out == ""
    assert f"--optimal takes at most --max-nodes {OPTIMAL_MAX_NODES}" in err
    assert "(some 400 bytes each" in err and "Traceback" not in err
