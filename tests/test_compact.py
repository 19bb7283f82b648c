"""The compact form: exactly the rules' moves and win, re-indexed."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from maze_solitaire.engine import AISLERIOT, PYSOL, Position, is_won, legal_moves
from maze_solitaire.solver import compact
from tests.playing import as_step
from tests.positions import WON
from tests.strategies import positions, positions_under

in_every_variant = st.one_of(positions, positions_under(PYSOL), positions_under(AISLERIOT))


@given(in_every_variant)
def test_the_search_finds_exactly_the_rules_moves(position: Position) -> None:
    cells = compact.cells_of(position)
    rules = compact.compact_rules(position.variant)
    found = set(rules.legal_steps(cells, compact.where_of(position)))
    assert found == {(int(m.card), m.source, m.target) for m in legal_moves(position)}


@given(st.one_of(in_every_variant, st.just(WON), st.just(WON.under(PYSOL))))
def test_the_search_wins_exactly_when_the_rules_do(position: Position) -> None:
    cells = compact.cells_of(position)
    assert compact.compact_rules(position.variant).is_won(cells) == is_won(position)


@given(positions)
def test_a_step_is_the_rules_move(position: Position) -> None:
    cells, where = compact.cells_of(position), compact.where_of(position)
    for move in legal_moves(position):
        step = as_step(move)
        after = position.after_unchecked(compact.as_move(step))
        assert compact.cells_after(cells, step) == compact.cells_of(after)
        assert compact.where_after(where, step) == compact.where_of(after)
