"""A won board as drawn: the four runs cheered, or the board as played."""

from __future__ import annotations

import re
from typing import Final

import pytest

from maze_solitaire.engine import (
    Game,
    is_won,
)
from maze_solitaire.fullscreen.board import COMPACT, choose_layout
from maze_solitaire.fullscreen.render import render
from maze_solitaire.fullscreen.view import CLOSE_FRAMES, Look, View
from maze_solitaire.play.modes import Finished
from maze_solitaire.words import UNICODE, screen
from tests.positions import SOLVED_ORDER, layout
from tests.sessions import full_screen

HEARTS_FIRST: Final = [*SOLVED_ORDER[12:24], *SOLVED_ORDER[:12], *SOLVED_ORDER[24:]]
WON_WITH_GAPS: Final = layout(HEARTS_FIRST, [5, 20, 30, 40, 45, 53])
"""A win with gaps inside the runs, hearts read first."""


CARD: Final = r"(?:10|[A2-9JQ])[♠♥♦♣]"


def cards_on(line: str) -> list[str]:
    return re.findall(CARD, line)


def won_view(closed: int | None, wave: int | None = None) -> View:
    front = full_screen(Game(WON_WITH_GAPS))
    view = front.view()
    look = Look(UNICODE, True, wave=wave, closed=closed)
    return view._replace(mode=Finished(), look=look)


@pytest.mark.parametrize("size", [(40, 12), (62, 20), (80, 24), (110, 32), (160, 50)])
def test_a_cheered_win_is_drawn_as_four_clean_rows_a_suit_a_row(size: tuple[int, int]) -> None:
    assert is_won(WON_WITH_GAPS)
    lines = render(won_view(CLOSE_FRAMES), *size).text()
    read = [cards for cards in map(cards_on, lines) if cards]
    # The tallest cards show their rank and suit in two corners: a row read twice.
    rows = [cards for number, cards in enumerate(read) if number == 0 or cards != read[number - 1]]
    suits = "♥♠♦♣"  # in the order their Aces are read from r1c1
    ranks = ["A", *map(str, range(2, 11)), "J", "Q"]
    assert rows == [[rank + suit for rank in ranks] for suit in suits]
    assert choose_layout(*size) is COMPACT or "You won!" in title_of(lines)


def title_of(lines: list[str]) -> str:
    return next(line for line in lines if screen.TITLE in line)


def test_the_runs_close_up_from_the_board_as_played() -> None:
    def board(closed: int | None) -> list[list[tuple[int, str]]]:  # each card and its column
        lines = render(won_view(closed), 80, 24).text()
        return [[(m.start(), m[0]) for m in re.finditer(CARD, line)] for line in lines]

    played, halfway = board(None), board(CLOSE_FRAMES // 2)
    assert board(0) == played  # frame 0: every card where the game left it
    assert halfway not in (played, board(CLOSE_FRAMES))
    assert sum(map(len, halfway)) <= 48  # cards on the way (one may cover another)


def test_a_win_not_cheered_is_drawn_as_played_under_a_plain_title() -> None:
    lines = render(won_view(None), 80, 24).text()
    assert "You won!" not in "\n".join(lines) and screen.WON_QUIETLY in title_of(lines)
    assert [len(cards_on(line)) for line in lines if cards_on(line)] == [8, 9, 8, 8, 8, 7]
