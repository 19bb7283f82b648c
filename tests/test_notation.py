"""Position notation: the parse/print pair and every kind of bad input."""

from __future__ import annotations

import pytest
from hypothesis import given

from maze_solitaire.engine import InvalidPositionError, Position, deal
from tests.strategies import positions

DEAL_0 = (
    "8C JD 9S 2C 2H QH 6C TS -- / 3H AS JS 7S 9D 8S QC -- -- / "
    "5D 2S 3D 5S AD 6S 4C TH 5H / 8D 8H AH QD TC QS JH 3C 4H / "
    "2D 9H 3S -- AC 7C 9C 7H JC / 6D -- 4S 7D 5C 6H 4D -- TD"
)


def tokens(text: str = DEAL_0) -> list[str]:
    return text.replace("/", " ").split()


@given(positions)
def test_format_then_parse_round_trips(position: Position) -> None:
    text = position.notation()
    assert Position.parse(text) == position
    assert Position.parse(text).notation() == text
    assert eval(repr(position)) == position


def test_decorations_are_optional_on_input_and_canonical_on_output() -> None:
    messy = "  " + "\n".join(tokens()).lower().replace("td", "10d") + "  "
    assert Position.parse(messy).notation() == DEAL_0
    assert Position.parse(DEAL_0.replace(" / ", "/")).notation() == DEAL_0
    assert Position.parse(DEAL_0) == deal(0)


def test_unicode_cards_are_read_too() -> None:
    assert Position.parse(DEAL_0.replace("8C", "8♣").replace("TD", "10♦")) == deal(0)


def replace(slot: int, token: str) -> str:
    t = tokens()
    t[slot] = token
    return " ".join(t)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (replace(19, "ZZ"), "unknown card 'ZZ' at r3c2"),
        (" ".join(tokens()[:-1]), "53 slots, expected 54"),
        (" ".join([*tokens(), "--"]), "55 slots, expected 54"),
        ("", "empty position, expected 54 slots"),
        (replace(2, "KS"), r"kings are not in play \(KS at r1c3\)"),
        (replace(36, "3H"), r"card 3H appears twice \(r2c1 and r5c1\)"),
        (replace(0, "--"), "7 gaps, expected 6"),
        (replace(8, "KH").replace("KH", "8C", 1), r"card 8C appears twice"),
        (replace(8, "QH"), r"card QH appears twice \(r1c6 and r1c9\)"),
    ],
)
def test_bad_positions_name_the_problem_and_where(text: str, message: str) -> None:
    with pytest.raises(InvalidPositionError, match=message):
        Position.parse(text)


def test_a_bad_token_past_the_54th_slot_is_still_located() -> None:
    with pytest.raises(InvalidPositionError, match="unknown card 'XX' at token 56"):
        Position.parse(DEAL_0 + " -- XX")


def test_five_gaps() -> None:
    t = tokens()
    t[8] = "KH"  # a King where a gap was: 5 gaps, but the King is reported first
    with pytest.raises(InvalidPositionError, match="kings are not in play"):
        Position.parse(" ".join(t))
