"""Cards: every card's text forms, exhaustively."""

from __future__ import annotations

import pytest

from maze_solitaire.engine import ACES, ALL_CARDS, PLAYING_CARDS, Card, NotationError, card


def test_there_are_52_cards_and_48_in_play() -> None:
    assert len(ALL_CARDS) == 52
    assert len(set(ALL_CARDS)) == 52
    assert len(PLAYING_CARDS) == 48
    assert all(c.rank != 13 for c in PLAYING_CARDS)
    assert [c.rank for c in ACES] == [1, 1, 1, 1]


@pytest.mark.parametrize("c", ALL_CARDS, ids=str)
def test_notation_round_trips_in_every_spelling(c: Card) -> None:
    text = c.notation()
    assert Card.parse(text) is c
    assert Card.parse(text.lower()) is c
    assert Card.parse(c.unicode()) is c
    assert Card.parse(f" {text} ") is c
    assert card(c.rank, c.suit) is c
    assert eval(repr(c)) is c  # repr is code that rebuilds the card


def test_faces() -> None:
    assert Card.parse("TD").unicode() == "10♦"
    assert Card.parse("10h") is Card.parse("TH")
    assert Card.parse("AS").unicode() == "A♠"
    assert Card.parse("QC").ascii() == "QC"
    assert Card.parse("TC").ascii() == "10C"
    assert Card.parse(Card.parse("TC").ascii()) is Card.parse("TC")
    assert str(Card.parse("7h")) == "7H"


@pytest.mark.parametrize("text", ["", "Z", "ZZ", "1S", "11H", "AX", "A", "AS2", "--", "0S"])
def test_unknown_card(text: str) -> None:
    with pytest.raises(NotationError, match="unknown card"):
        Card.parse(text)


def test_card_rejects_impossible_rank_and_suit() -> None:
    with pytest.raises(ValueError):
        card(14, 0)
    with pytest.raises(ValueError):
        card(1, 4)
