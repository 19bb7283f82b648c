"""Both cores give the same answers, to the bit, and those the solver gave before them.

The searches run on the compiled core where it was built and on the pure Python one
where not (:mod:`maze_solitaire.solver.core`). Each is held here to the answers that
the code at ``f07fb68`` gave (``tests/data/answers-f07fb68.json``), on every position
of :mod:`tests.identity` (200 of each rules: deal starts, mid-game, near an end) and
every search there: best-first at several weights, over all suit orders and committed
to one, bounded by ``shorter_than``; the exact search and the proof of a line's end;
shortcuts; the bounds and targets of the won layouts; the whole schedule. Equal to the
same answers, the two cores give each other's: the same lines and node counts.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterator

import pytest

from maze_solitaire import __version__
from maze_solitaire.engine import VARIANTS, Position, deal
from maze_solitaire.solver import CORE_VARIABLE, core, core_name
from maze_solitaire.solver.compact import cells_of, compact_rules, where_of
from maze_solitaire.solver.search import best_first
from maze_solitaire.solver.wins import finder_for
from tests import identity
from tests.commands import run

CHUNK = 25
"""Positions a test: the slow tests share 200 a rules between processes so."""
QUICK = (0, 75, 140, 141)
"""The positions of the fast tier's check (a deal start, a mid-game one, two near an end:
the first two, as the later ones are each found after a greedy search for the one before)."""
NOT_BUILT = "the compiled core was not built here (no C compiler when it was installed)"


@functools.cache
def positions(rules: str, count: int) -> list[Position]:
    """The cases' positions (the same whichever core finds them: the quicker does)."""
    running = core.compiled
    core.compiled = core.extension
    try:
        return identity.positions(VARIANTS[rules], count)
    finally:
        core.compiled = running


@functools.cache
def recorded() -> dict[str, list[list[str]]]:
    return identity.recorded()


@pytest.fixture
def pure(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The pure Python core runs the searches (as where none was built)."""
    monkeypatch.setattr(core, "compiled", None)
    yield


@pytest.fixture
def compiled(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The compiled core runs the searches (whatever the environment asks)."""
    if core.extension is None:
        pytest.skip(NOT_BUILT)
    monkeypatch.setattr(core, "compiled", core.extension)
    yield


def answered(
    rules: str, numbers: range | tuple[int, ...]
) -> list[tuple[int, list[str], list[str]]]:
    """The answers of the core that runs now on those positions, beside f07fb68's."""
    every = positions(rules, max(numbers) + 1 if max(numbers) < 142 else identity.POSITIONS)
    return [
        (number, identity.answers(every[number], number), recorded()[rules][number])
        for number in numbers
    ]


def differences(found: list[tuple[int, list[str], list[str]]]) -> list[str]:
    return [
        f"position {number}: {ours} instead of {theirs}"
        for number, answers, before in found
        for ours, theirs in zip(answers, before, strict=False)
        if ours != theirs
    ] + [
        f"position {number}: {len(a)} answers for {len(b)}"
        for number, a, b in found
        if len(a) != len(b)
    ]


SLICES = [(rules, first) for rules in VARIANTS for first in range(0, identity.POSITIONS, CHUNK)]


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "first"), SLICES)
def test_the_pure_core_answers_as_the_solver_always_has(pure: None, rules: str, first: int) -> None:
    assert differences(answered(rules, range(first, first + CHUNK))) == []


@pytest.mark.slow
@pytest.mark.parametrize(("rules", "first"), SLICES)
def test_the_compiled_core_answers_as_the_solver_always_has(
    compiled: None, rules: str, first: int
) -> None:
    assert differences(answered(rules, range(first, first + CHUNK))) == []


@pytest.mark.parametrize("rules", list(VARIANTS))
def test_a_few_answers_of_each_core_are_the_recorded_ones(
    monkeypatch: pytest.MonkeyPatch, rules: str
) -> None:
    # The fast tier's share of the slow tests above: each core, a few positions.
    monkeypatch.setattr(core, "compiled", None)
    assert differences(answered(rules, QUICK)) == []
    if core.extension is not None:
        monkeypatch.setattr(core, "compiled", core.extension)
        assert differences(answered(rules, QUICK)) == []


def test_a_deadline_or_an_error_in_a_callback_ends_a_compiled_search_cleanly(
    compiled: None,
) -> None:
    # The compiled search calls the budget's looks: what they raise comes out as raised.
    start = deal(3)
    rules = compact_rules(start.variant)
    finder = finder_for(start.variant, anchor_penalty=8)

    def tick(expanded: int) -> None:
        raise KeyboardInterrupt(expanded)

    with pytest.raises(KeyboardInterrupt, match="256"):
        best_first(
            cells_of(start), where_of(start), rules, finder,
            weight=2.0, max_nodes=10_000, tick=tick,
        )  # fmt: skip
    found = best_first(cells_of(start), where_of(start), rules, finder, weight=2.0, max_nodes=300)
    assert found.expanded == 300  # and the finder goes on answering


def test_the_version_says_which_core_runs() -> None:
    forced = run("--version", env={**os.environ, CORE_VARIABLE: "pure"})
    assert forced.stdout.strip() == f"maze-solitaire {__version__} (pure core)"
    chosen = "compiled" if core.extension is not None and core.compiled is not None else "pure"
    assert run("--version").stdout.strip() == f"maze-solitaire {__version__} ({chosen} core)"
    assert chosen == core_name()
