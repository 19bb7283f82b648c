"""The solver: every line it returns wins by the rules, and it never claims too much."""

from __future__ import annotations

import json
import pickle

import pytest
from hypothesis import given, settings

from maze_solitaire.engine import Card, Move, Position, deal, is_won, legal_moves
from maze_solitaire.solver import SolveResult
from maze_solitaire.solver.schedule import solve
from maze_solitaire.solver.wins import lower_bound
from tests.commands import printed_by_hash_seed
from tests.playing import replays_to_a_win
from tests.positions import SOLVED_ORDER, WON, layout
from tests.strategies import played_position

C = Card.parse


# --- the lines it returns ------------------------------------------------------------


@pytest.mark.parametrize("number", [0, 1, 2, 3, 4, 5, 6, 7])
def test_every_line_found_for_a_deal_replays_to_a_win(number: int) -> None:
    start = deal(number)
    answer = solve(start, max_nodes=100_000)
    assert answer.result == "solved"
    assert replays_to_a_win(start, answer.moves)
    assert answer.lower_bound == lower_bound(start) <= len(answer.moves)


@pytest.mark.slow
@settings(max_examples=12)
@given(played_position(max_moves=40))
def test_lines_from_played_positions_replay_to_a_win(start: Position) -> None:
    answer = solve(start, max_nodes=20_000)
    assert answer.result in ("solved", "gave-up")
    if answer.solved:
        assert replays_to_a_win(start, answer.moves)
        assert answer.lower_bound <= len(answer.moves)


@pytest.mark.parametrize(
    ("order", "gaps"),
    [
        ((0, 1, 2, 3), [48, 49, 50, 51, 52, 53]),
        ((3, 1, 0, 2), [0, 1, 2, 3, 4, 5]),
        ((2, 0, 3, 1), [8, 17, 26, 35, 44, 53]),
    ],
)
def test_a_won_position_is_solved_in_zero_moves(order: tuple[int, ...], gaps: list[int]) -> None:
    won = layout([c for suit in order for c in SOLVED_ORDER if c.suit == suit], gaps)
    assert is_won(won)
    answer = solve(won, max_nodes=1)
    assert (answer.result, answer.moves, answer.lower_bound, answer.nodes) == ("solved", (), 0, 0)


def test_one_move_from_the_win_gives_exactly_that_move() -> None:
    # 2S leaves its place between AS and 3S for the gap after QC: one move
    # (putting it back) wins, and no other does.
    start = WON.after_unchecked(Move(C("2S"), 1, 48))
    assert not is_won(start)
    winning = [m for m in legal_moves(start) if is_won(start.after_unchecked(m))]
    assert winning == [Move(C("2S"), 48, 1)]
    answer = solve(start, max_nodes=1000)
    assert answer.result == "solved"
    assert answer.moves == (Move(C("2S"), 48, 1),)
    assert answer.lower_bound == 1


# --- what it claims -------------------------------------------------------------------


@pytest.mark.parametrize("budget", [1, 2, 10])
def test_a_tiny_node_budget_gives_up_and_never_claims_unwinnable(budget: int) -> None:
    answer = solve(deal(2), max_nodes=budget)
    assert answer.result == "gave-up"
    assert answer.moves == ()
    assert answer.nodes <= budget
    assert answer.lower_bound == lower_bound(deal(2))


def test_a_tiny_timeout_gives_up_and_never_claims_unwinnable() -> None:
    answer = solve(deal(2), timeout=1e-9)
    assert answer.result == "gave-up" and answer.moves == ()


@pytest.mark.parametrize("number", [2, 18])
def test_polishing_a_greedy_line_only_shortens_it(number: int) -> None:
    # The careful first search fails on these deals within its first
    # allowance, so the line comes from a greedy search and is polished.
    rough = solve(deal(number), max_nodes=100_000, polish=False)
    polished = solve(deal(number), max_nodes=100_000)
    assert rough.solved and polished.solved
    assert replays_to_a_win(deal(number), rough.moves)
    assert replays_to_a_win(deal(number), polished.moves)
    assert len(polished.moves) < len(rough.moves)
    assert polished.nodes > rough.nodes


def test_the_first_line_is_told_at_once_when_polishing_follows() -> None:
    told: list[SolveResult] = []
    answer = solve(deal(2), max_nodes=100_000, on_first_line=told.append)
    assert [early.result for early in told] == ["solved"]
    rough = told[0]
    assert replays_to_a_win(deal(2), rough.moves)
    assert rough.lower_bound == answer.lower_bound and rough.nodes < answer.nodes
    assert rough.moves == solve(deal(2), max_nodes=100_000, polish=False).moves
    assert len(answer.moves) < len(rough.moves)


def test_no_early_line_is_told_when_nothing_would_shorten_it() -> None:
    # Deal 0 falls to the careful first search, whose lines are not polished.
    told: list[SolveResult] = []
    assert solve(deal(0), max_nodes=100_000, on_first_line=told.append).solved
    assert told == []
    assert solve(deal(0), max_nodes=100_000, optimize=0.1, on_first_line=told.append).solved
    assert len(told) == 1


# Deal 1: the careful first search finds no line in its 1,000 nodes, the first quick
# dive does in 101 more (the schedule's first line, from that dive after its greedy
# search, takes 2,301). Deal 14: no quick dive into the six orders wins within its
# 400 nodes (the schedule's greedy search finds a line: 1,836 in all).
QUICK = 2_400


def test_the_quick_pass_tells_its_line_first_and_changes_no_answer() -> None:
    told: list[SolveResult] = []
    quick = solve(deal(1), max_nodes=100_000, on_first_line=told.append, quick_nodes=QUICK)
    plain = solve(deal(1), max_nodes=100_000)
    schedule_first = solve(deal(1), max_nodes=100_000, polish=False)
    assert [early.final for early in told] == [False]  # told once: the quick line
    assert replays_to_a_win(deal(1), told[0].moves)
    assert 1000 < told[0].nodes <= 1000 + 400 < schedule_first.nodes
    assert quick.moves == plain.moves and quick.result == plain.result
    # The schedule's line comes from the same dive, after its greedy search: that dive
    # is not made again, so the positions expanded are the same.
    assert quick.nodes == plain.nodes


def test_a_quick_pass_that_finds_nothing_leaves_the_first_line_to_the_schedule() -> None:
    told: list[SolveResult] = []
    quick = solve(deal(14), max_nodes=100_000, on_first_line=told.append, quick_nodes=QUICK)
    plain = solve(deal(14), max_nodes=100_000)
    assert len(told) == 1
    assert told[0].moves == solve(deal(14), max_nodes=100_000, polish=False).moves
    assert quick.moves == plain.moves and quick.nodes == plain.nodes + QUICK


@pytest.mark.parametrize("number", [6, 14, 23, 41])
def test_the_quick_pass_changes_no_line_and_no_search_of_the_schedule(number: int) -> None:
    # None of these falls to a quick dive; on 6, 23 and 41 the schedule comes to its
    # own dives (6, 23: 10,437 and 10,457 nodes), and takes the quick pass's outcomes.
    # The quick pass comes before the first line: the line polished from the same first
    # line is the same (the test above polishes), so the first line is what is compared.
    told: list[SolveResult] = []
    quick = solve(
        deal(number), max_nodes=50_000, on_first_line=told.append, quick_nodes=QUICK,
        polish=False,
    )  # fmt: skip
    plain = solve(deal(number), max_nodes=50_000, on_first_line=told.append, polish=False)
    assert quick.moves == plain.moves and quick.result == plain.result == "solved"
    assert quick.nodes == plain.nodes + (QUICK if number == 14 else 0)


def test_the_quick_pass_waits_for_the_careful_search_and_leaves_the_budget_alone() -> None:
    # Deal 0 falls to the careful first search: no quick pass at all.
    told: list[SolveResult] = []
    careful = solve(deal(0), max_nodes=100_000, on_first_line=told.append, quick_nodes=QUICK)
    assert told == []
    assert careful._replace(seconds=0.0) == solve(deal(0), max_nodes=100_000)._replace(seconds=0.0)
    # With 1,500 nodes the schedule gives up on deal 1; it still does, with as many
    # nodes of its own, while the quick line is told.
    told.clear()
    tight = solve(deal(1), max_nodes=1500, on_first_line=told.append, quick_nodes=QUICK)
    assert solve(deal(1), max_nodes=1500).result == tight.result == "gave-up"
    assert tight.nodes == 1500 + told[0].nodes - 1000
    assert replays_to_a_win(deal(1), told[0].moves)
    with pytest.raises(ValueError, match="quick_nodes"):
        solve(deal(1), max_nodes=1500, quick_nodes=-1)


def test_the_bounds_along_a_line_are_each_position_s_own() -> None:
    answer = solve(deal(4), max_nodes=100_000, bounds_along=True)
    assert answer.solved and len(answer.bounds_along) == len(answer.moves)
    position, bounds = deal(4), []
    for move in answer.moves:
        position = position.after_unchecked(move)
        bounds.append(lower_bound(position))
    assert list(answer.bounds_along) == bounds and bounds[-1] == 0
    rest = answer.rest()
    assert rest.moves == answer.moves[1:] and rest.lower_bound == bounds[0]
    assert solve(deal(4), max_nodes=100_000).bounds_along == ()  # only when asked for


def test_optimizing_stops_early_once_no_shorter_line_can_exist() -> None:
    start = WON.after_unchecked(Move(C("2S"), 1, 48))
    answer = solve(start, optimize=30.0)
    assert answer.moves == (Move(C("2S"), 48, 1),)
    # The shortening search ran dry, and said so (it does only then: with the time
    # spent, nothing is proven), after a handful of positions, not 30 s of looking.
    assert answer.optimal and answer.proven_tail == 1
    assert answer.nodes < 10


def test_optimizing_never_lengthens_a_line() -> None:
    quick = solve(deal(3), max_nodes=50_000)
    careful = solve(deal(3), max_nodes=50_000, optimize=0.5)
    assert careful.solved and replays_to_a_win(deal(3), careful.moves)
    assert len(careful.moves) <= len(quick.moves)


def test_shortening_by_nodes_never_lengthens_a_line_and_stays_within_its_budget() -> None:
    # 5,000 positions shorten deal 3's line as much as 20,000 do (64 moves to 59), in a
    # fifth of the time.
    quick = solve(deal(3), max_nodes=50_000)
    shortened = solve(deal(3), max_nodes=50_000, optimize_nodes=5_000)
    assert shortened.solved and replays_to_a_win(deal(3), shortened.moves)
    assert len(shortened.moves) < len(quick.moves)
    assert shortened.nodes <= quick.nodes + 5_000  # the same first search, then the budget
    assert shortened == solve(deal(3), max_nodes=50_000, optimize_nodes=5_000)._replace(
        seconds=shortened.seconds
    )


def test_a_negative_node_budget_for_shortening_is_refused() -> None:
    with pytest.raises(ValueError, match="optimize_nodes"):
        solve(deal(3), max_nodes=1000, optimize_nodes=-1)


# --- the answer as a value ---------------------------------------------------------------


def test_the_same_position_and_node_budget_give_the_same_answer() -> None:
    first = solve(deal(9), max_nodes=30_000)
    again = solve(deal(9), max_nodes=30_000)
    assert (first.result, first.moves, first.nodes) == (again.result, again.moves, again.nodes)


RUN_SOLVE = """
import json, sys
from maze_solitaire.engine import deal
from maze_solitaire.solver.schedule import solve
answer = solve(deal(11), max_nodes=20_000)
print(json.dumps([answer.result, [m.notation() for m in answer.moves], answer.nodes]))
"""


def test_the_answer_does_not_depend_on_hash_randomisation() -> None:
    answers = printed_by_hash_seed(RUN_SOLVE)
    assert len(answers) == 1
    assert json.loads(answers.pop())[0] == "solved"


def test_the_answer_is_an_immutable_picklable_value() -> None:
    answer = solve(deal(1), max_nodes=50_000)
    assert pickle.loads(pickle.dumps(answer)) == answer
    with pytest.raises(AttributeError):
        answer.result = "gave-up"  # type: ignore[misc]
    assert isinstance(answer.moves, tuple)


@pytest.mark.parametrize(
    "budget",
    [
        {"max_nodes": 0},
        {"max_nodes": -5},
        {"max_nodes": True},
        {"timeout": 0},
        {"timeout": -1.0},
        {"timeout": float("nan")},
        {"optimize": -1.0},
    ],
)
def test_a_budget_that_is_not_positive_is_refused(budget: dict[str, float]) -> None:
    with pytest.raises(ValueError, match="must be"):
        solve(deal(1), **budget)  # type: ignore[arg-type]
