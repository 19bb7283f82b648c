"""Hypothesis strategies: random positions and random play."""

from __future__ import annotations

from hypothesis import strategies as st

from maze_solitaire.engine import DEAL_COUNT, PLAYING_CARDS, Position, Variant, deal, legal_moves

deal_numbers = st.integers(min_value=0, max_value=DEAL_COUNT - 1)

any_position = st.permutations([*PLAYING_CARDS, *[None] * 6]).map(Position.from_cells)
"""Any layout of the 48 cards and 6 gaps, reachable or not."""


@st.composite
def played_position(draw: st.DrawFn, max_moves: int = 60) -> Position:
    """A position reached by random legal play from a random deal."""
    position = deal(draw(deal_numbers))
    for _ in range(draw(st.integers(0, max_moves))):
        moves = legal_moves(position)
        position = position.after_unchecked(moves[draw(st.integers(0, len(moves) - 1))])
    return position


positions = st.one_of(any_position, played_position())


def positions_under(variant: Variant) -> st.SearchStrategy[Position]:
    """Any layout, or one reached by random legal play, under ``variant``'s rules."""

    @st.composite
    def played(draw: st.DrawFn, max_moves: int = 60) -> Position:
        number = draw(st.integers(variant.first_deal, variant.end_deal - 1))
        position = deal(number, variant)
        for _ in range(draw(st.integers(0, max_moves))):
            moves = legal_moves(position)
            position = position.after_unchecked(moves[draw(st.integers(0, len(moves) - 1))])
        return position

    return st.one_of(any_position.map(lambda p: p.under(variant)), played())
