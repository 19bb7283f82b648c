"""Par's and ``solve``'s shortened answers, pinned: the same lines and node counts on
both cores, every line replayed to a win by the rules.

``tests/data/par-v4.json`` holds them, by case: par (:func:`~maze_solitaire.solver.par.par_of`)
and ``solve``'s default shortening (:data:`~maze_solitaire.solver.polish.SOLVE_PLAN`, the
line unparked) on a few deal starts of each rules and on one position twenty moves from
a win. It was recorded when par's version became 4 (:data:`~.answer.PAR_VERSION`): a
change of par's answers raises the version and records the file again::

    python -m tests.test_par_answers --record

The fast tier checks the cheap cases on both cores and the deal starts on the compiled
one; the pure core's deal starts (some ten seconds each) are the slow tier's.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Final

import pytest

from maze_solitaire.engine import VARIANTS, Game, Move, Position, deal
from maze_solitaire.solver import core
from maze_solitaire.solver.answer import PAR_VERSION
from maze_solitaire.solver.par import par_of
from maze_solitaire.solver.polish import SOLVE_PLAN
from maze_solitaire.solver.schedule import solve
from tests.commands import call
from tests.playing import winning_line

RECORDED: Final = Path(__file__).parent / "data" / f"par-v{PAR_VERSION}.json"
DEALS: Final = {"standard": (1, 10), "pysol": (1,), "aisleriot": (1,)}
"""The deal starts pinned, by rules (standard 10: par's searches by suit order shorten it)."""
SOLVE_NODES: Final = 200_000
"""``solve``'s budget to find a line in the cases (a budget of nodes: the same everywhere)."""


def near_the_end() -> Position:
    """Deal 0's start played along the solver's line to twenty moves from the win."""
    position = deal(0)
    for move in winning_line(0)[:-20]:
        position = position.after_unchecked(move)
    return position


def cases() -> dict[str, Position]:
    found = {"near the end": near_the_end()}
    for rules, numbers in DEALS.items():
        found.update({f"{rules} {n}": deal(n, VARIANTS[rules]) for n in numbers})
    return found


def _pinned(start: Position, moves: tuple[Move, ...]) -> str:
    """A line as its length and a digest, after replaying it to a win by the rules."""
    game = Game(start)
    for move in moves:
        game.play(move)  # checked: an illegal move raises
    assert game.is_won()
    text = " ".join(move.notation() for move in moves)
    return f"{len(moves)}:{hashlib.sha256(text.encode()).hexdigest()[:12]}"


def answers(position: Position) -> dict[str, str]:
    """What par and ``solve`` with its shortening answer on ``position``, pinned."""
    par = par_of(position)
    solved = solve(position, max_nodes=SOLVE_NODES, plan=SOLVE_PLAN, unpark=True)
    return {
        "par": f"{_pinned(position, par.moves)} bound {par.lower_bound} nodes {par.nodes}",
        "solve": f"{_pinned(position, solved.moves)} bound {solved.lower_bound} "
        f"nodes {solved.nodes}",
    }


def recorded() -> dict[str, dict[str, str]]:
    found: dict[str, dict[str, str]] = json.loads(RECORDED.read_text(encoding="utf-8"))
    return found


@pytest.fixture(params=["pure", "compiled"])
def each_core(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    if request.param == "compiled":
        if core.extension is None:
            pytest.skip("the compiled core was not built here")
        monkeypatch.setattr(core, "compiled", core.extension)
    else:
        monkeypatch.setattr(core, "compiled", None)
    yield request.param


def test_the_file_pins_every_case() -> None:
    assert set(recorded()) == set(cases())


def test_each_core_answers_the_pinned_answers_near_the_end(each_core: str) -> None:
    assert answers(near_the_end()) == recorded()["near the end"]


@pytest.mark.parametrize("name", [name for name in cases() if name != "near the end"])
def test_the_compiled_core_answers_the_pinned_answers_from_the_start(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    if core.extension is None:
        pytest.skip("the compiled core was not built here")
    monkeypatch.setattr(core, "compiled", core.extension)
    assert answers(cases()[name]) == recorded()[name]


@pytest.mark.slow
@pytest.mark.parametrize("name", [name for name in cases() if name != "near the end"])
def test_the_pure_core_answers_the_pinned_answers_from_the_start(
    monkeypatch: pytest.MonkeyPatch, name: str
) -> None:
    monkeypatch.setattr(core, "compiled", None)
    assert answers(cases()[name]) == recorded()[name]


def test_solve_asked_for_no_budget_gives_the_pinned_shortened_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The command's default: the line the pinned case's budget finds, then SOLVE_PLAN.
    status, out, _ = call(capsys, "solve", "--deal", "10", "--json")
    moves = tuple(Move.parse(str(move["notation"])) for move in json.loads(out)["moves"])
    assert status == 0
    assert _pinned(deal(10), moves) == recorded()["standard 10"]["solve"].split()[0]
    status, out, _ = call(capsys, "solve", "--deal", "10", "--max-nodes", "200000", "--json")
    assert len(json.loads(out)["moves"]) > len(moves)  # a budget given: no shortening


def test_par_is_shorter_than_solve_s_line_where_it_spends_more() -> None:
    # Par's plan is solve's and more: on the pinned deals its line is never the longer.
    for name, pinned in recorded().items():
        par, line = (int(pinned[kind].split(":")[0]) for kind in ("par", "solve"))
        assert par <= line, name


if __name__ == "__main__" and sys.argv[1:] == ["--record"]:
    every = {name: answers(position) for name, position in cases().items()}
    RECORDED.write_text(json.dumps(every, indent=1) + "\n", encoding="utf-8")
    print(f"wrote {RECORDED}")
