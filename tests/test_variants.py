"""The variants: the rule book's examples, each variant against a plain reference, and
PySolFC's own game numbers."""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from maze_solitaire.engine import (
    ACES,
    AISLERIOT,
    PLAYING_CARDS,
    PYSOL,
    STANDARD,
    VARIANTS,
    Card,
    DealNumberError,
    Game,
    MazeError,
    Position,
    Variant,
    blocked_gaps,
    cards_in_order,
    deal,
    fillers,
    is_won,
    legal_moves,
    variant_named,
)
from tests import reference_rules
from tests.golden import GOLDEN_PYSOL
from tests.positions import runs_from, with_neighbours
from tests.strategies import positions_under

C = Card.parse
QUEENS = {c for c in PLAYING_CARDS if c.rank == 12}


# --- the rule book, `pysol` and `aisleriot`: worked examples ---------------------------


def test_aisleriot_slot_0_takes_any_ace_and_the_predecessor_of_its_right_neighbour() -> None:
    p = with_neighbours(0, None, C("5H"), gaps=[0, 20, 30, 40, 50, 53], variant=AISLERIOT)
    assert set(fillers(p, 0)) == {*ACES, C("4H")}


def test_aisleriot_a_queen_may_go_before_any_ace() -> None:
    p = with_neighbours(30, C("7C"), C("AH"), gaps=[30, 10, 20, 40, 50, 52], variant=AISLERIOT)
    assert set(fillers(p, 30)) == {C("8C"), *QUEENS}
    assert fillers(p.under(STANDARD), 30) == (C("8C"),)  # ours: nothing before an Ace


def test_aisleriot_does_not_wrap() -> None:
    cells: list[Card | None] = [C("2S"), *[None] * 53]
    rest = iter(c for c in PLAYING_CARDS if c not in (C("2S"), C("QD")))
    cells[52] = C("QD")
    gaps = {53, 10, 20, 30, 40, 50}
    for slot in range(1, 52):
        cells[slot] = None if slot in gaps else next(rest)
    ours = Position.from_cells(cells)
    theirs = ours.under(AISLERIOT)
    assert set(fillers(ours, 53)) == {*ACES, C("AS")}  # after QD; before 2S round the wrap
    assert set(fillers(theirs, 53)) == {*ACES, *QUEENS}  # after QD, and slot 53: any Queen


def test_pysol_runs_may_start_anywhere_round_the_cycle() -> None:
    rotated = runs_from(5, (1, 1, 1, 3))  # the clubs run wraps from slot 53 to slot 0
    assert rotated.cells[0] is not None and rotated.cells[0].rank != 1
    assert is_won(rotated) and cards_in_order(rotated) == 48
    assert not is_won(rotated.under(STANDARD))  # ours reads from slot 0: rotated is not won


def test_pysol_wants_no_gap_inside_a_run() -> None:
    won = runs_from(0, (0, 0, 0, 6))  # our won layout with every gap at the end
    assert is_won(won) and is_won(won.under(STANDARD))
    cells = list(won.cells)
    cells[5:] = [None, *cells[5:-1]]  # a gap between 5♠ and 6♠
    split = Position.from_cells(cells, PYSOL)
    assert not is_won(split) and is_won(split.under(STANDARD))


def test_a_position_knows_its_variant_and_keeps_it_through_play() -> None:
    game = Game.from_deal(7, AISLERIOT)
    game.play(game.legal_moves()[0])
    assert game.variant is AISLERIOT and game.position.variant is AISLERIOT
    assert game.start == deal(7, AISLERIOT) != deal(7)  # the same layout, other rules
    assert game.start.cells == deal(7).cells  # Aisleriot's deals are ours


@pytest.mark.parametrize("variant", list(VARIANTS.values()), ids=lambda v: v.name)
def test_a_position_pickles_with_its_very_variant(variant: Variant) -> None:
    # The game sends positions to a worker process, which may be spawned.
    position = deal(3, variant)
    again = pickle.loads(pickle.dumps(position))
    assert again == position and again.variant is variant


def test_variants_are_named_in_any_case_and_an_unknown_name_lists_them() -> None:
    assert variant_named("PySol") is PYSOL and list(VARIANTS) == ["standard", "pysol", "aisleriot"]
    with pytest.raises(MazeError, match=r"unknown rules 'solsuite' \(the rules are standard, "
                       r"pysol, aisleriot\)"):  # fmt: skip
        variant_named("solsuite")


# --- each variant against the reference -----------------------------------------------

REFERENCE_MOVES = {
    STANDARD: reference_rules.all_moves,
    PYSOL: reference_rules.all_moves,  # PySolFC moves as ours
    AISLERIOT: reference_rules.all_moves_aisleriot,
}
REFERENCE_WIN = {
    STANDARD: reference_rules.won,
    PYSOL: reference_rules.won_pysol,
    AISLERIOT: reference_rules.won,  # read from slot 0, as ours
}


@pytest.mark.parametrize("variant", [PYSOL, AISLERIOT], ids=lambda v: v.name)
@settings(max_examples=60, deadline=None)
@given(data=positions_under(PYSOL) | positions_under(AISLERIOT))
def test_each_variant_moves_and_wins_as_its_rule_book_says(
    variant: Variant, data: Position
) -> None:
    position = data.under(variant)
    listed = legal_moves(position)
    assert len(listed) == len(set(listed))
    assert {tuple(m) for m in listed} == REFERENCE_MOVES[variant](position)
    assert is_won(position) == REFERENCE_WIN[variant](position)
    assert (cards_in_order(position) == 48) == is_won(position)
    for gap in blocked_gaps(position):
        assert not any(m.target == gap for m in listed)


@settings(max_examples=100, deadline=None)
@given(
    start=st.integers(0, 53),
    gaps=st.lists(st.integers(0, 3), min_size=6, max_size=6),
    swap=st.tuples(st.integers(0, 53), st.integers(0, 53)),
)
def test_pysol_wins_are_the_rule_book_s_and_a_swap_breaks_them(
    start: int, gaps: list[int], swap: tuple[int, int]
) -> None:
    after = tuple(gaps.count(run) for run in range(4))
    won = runs_from(start, (after[0], after[1], after[2], after[3]))
    assert is_won(won) and reference_rules.won_pysol(won)
    cells = list(won.cells)
    a, b = swap
    cells[a], cells[b] = cells[b], cells[a]
    swapped = Position.from_cells(cells, PYSOL)
    assert is_won(swapped) == reference_rules.won_pysol(swapped)
    if cells[a] is not None and cells[b] is not None and a != b:
        assert not is_won(swapped)  # two cards traded places: some run is broken


# --- PySolFC's game numbers ------------------------------------------------------------

MS_FREECELL_1 = (
    "JD 2D 9H JC 5D 7H 7C 5H KD KC 9S 5S AD QC KH 3H 2S KS 9D QD JS AS AH 3C 4C 5C "
    "TS QH 4H AC 4D 7S 3S TD 4S TH 8H 2C JH 7D 6D 8S 8D QS 6C 3D 8C TC 6S 9C 2H 6H"
)
"""PySolFC's (and Microsoft's) deal 1 in dealing order, as any FreeCell player knows it."""


def recipe(number: int) -> list[str]:
    """The rule book's recipe for PySolFC's deal ``number``, written out again without
    pysol-cards: the 52 cards in dealing order (the top of the pile first)."""
    pile = [(rank, suit) for suit in "CSHD" for rank in "A23456789TJQK"]
    if number < 32000:  # Microsoft's generator, on the cards rearranged as it wants them
        pile = [pile[i + j] for i in range(13) for j in (0, 39, 26, 13)]
        state = number

        def below(bound: int) -> int:
            nonlocal state
            state = (state * 214013 + 2531011) & ((1 << 33) - 1)
            return ((state >> 16) & 0x7FFF) % bound
    else:  # the Mersenne Twister, as Python's random module has it
        twister = random.Random(number)

        def below(bound: int) -> int:
            return int(twister.random() * bound)

    for n in range(len(pile) - 1, 0, -1):
        j = below(n + 1)
        pile[n], pile[j] = pile[j], pile[n]
    return [rank + suit for rank, suit in reversed(pile)]


def dealt(position: Position) -> list[str]:
    return ["--" if c is None else c.notation() for c in position.cells]


def test_pysol_deal_1_is_pysolfc_s_and_microsoft_s_deal_1() -> None:
    assert recipe(1) == MS_FREECELL_1.split()
    expected = ["--" if card[0] == "K" else card for card in recipe(1)] + ["--", "--"]
    assert dealt(deal(1, PYSOL)) == expected


@pytest.mark.parametrize(
    "number", [2, 617, 11982, 31999, 32000, 32001, 123456789, 10**19, 10**20 - 1]
)
def test_pysol_deals_follow_the_recipe_on_both_generators(number: int) -> None:
    expected = ["--" if card[0] == "K" else card for card in recipe(number)] + ["--", "--"]
    assert dealt(deal(number, PYSOL)) == expected


@pytest.mark.parametrize("number", list(GOLDEN_PYSOL))
def test_golden_pysol_deals(number: int) -> None:
    assert deal(number, PYSOL).notation() == GOLDEN_PYSOL[number]


@pytest.mark.parametrize("number", ["0", "-1", str(10**20), "1e3"])
def test_pysol_refuses_what_pysolfc_refuses(number: str) -> None:
    with pytest.raises(DealNumberError, match=r"deal number .* (is out of range for pysol "
                       r"\(1 to 99999999999999999999\)|is not an integer)"):  # fmt: skip
        PYSOL.check_deal(number)
