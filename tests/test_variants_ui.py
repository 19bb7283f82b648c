"""Variants, the daily deal, par and the share line, through the real game in a pseudo-terminal."""

from __future__ import annotations

import base64
import json
import re
from datetime import date
from pathlib import Path

import pytest

from maze_solitaire.engine import (
    PYSOL,
    STANDARD,
    Position,
    daily_code,
    deal,
    is_won,
    legal_moves,
    play,
)
from maze_solitaire.storage import Progress, Store
from tests.commands import cli
from tests.golden import GOLDEN_PYSOL
from tests.playing import nearly_won_deal, winning_line
from tests.screen_board import BOARD_READY, click_move, read_board
from tests.terminal import Terminal, game_in

ONLY_PYSOL_WINS = (
    "3S 4S 5S 6S 7S 8S 9S TS JS QS -- 2S "
    + " ".join(" ".join(f"{rank}{suit}" for rank in "A23456789TJQ") + " --" for suit in "HDC")
    + " -- AS --"
)
"""Spades from r6c8 round the cycle to r2c1, but 2S out at r2c3: 2S to r6c9 wins under
pysol (runs anywhere round the cycle, no gap inside one), and nothing under standard."""


def first_move(game: Terminal, position: Position) -> None:
    """Play ``position``'s first legal move with the mouse, and wait for it."""
    click_move(game, legal_moves(position)[0])
    game.wait_for("Moves 1")


def test_a_pysol_deal_is_pysolfc_s_and_plays_under_its_rules(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "617", "--rules", "pysol") as game:
        text = game.wait_for(BOARD_READY)
        assert read_board(text).cells == Position.parse(GOLDEN_PYSOL[617]).cells
        assert "pysol-617" in text and "PySolFC rules" in text
        move = legal_moves(deal(617, PYSOL))[0]
        click_move(game, move)
        game.wait_for("Moves 1")
        game.send("q")
        assert game.wait_exit() == 0
        assert "Saved pysol-617 — 1 move; maze-solitaire resumes it." in game.text
    [played] = json.loads(cli(tmp_path, "history", "--json").stdout)["games"]
    assert (played["rules"], played["code"], played["deal"]) == ("pysol", "pysol-617", 617)


def test_a_position_only_pysol_counts_as_won_is_won_under_pysol_alone(tmp_path: Path) -> None:
    position = Position.parse(ONLY_PYSOL_WINS, PYSOL)
    [move] = [m for m in legal_moves(position) if m.card.notation() == "2S" and m.target == 53]
    assert is_won(play(position, move)) and not is_won(play(position.under(STANDARD), move))
    with game_in(tmp_path, "--position", ONLY_PYSOL_WINS, "--rules", "pysol") as game:
        game.wait_for(BOARD_READY)
        click_move(game, move)
        text = game.wait_for("You won")
        assert "You won this position: 1 move" in text
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "--position", ONLY_PYSOL_WINS) as game:  # the standard rules
        game.wait_for(BOARD_READY)
        click_move(game, move)
        text = game.wait_for("Moves 1")
        assert "You won" not in text
        game.send("q")
        assert game.wait_exit() == 0


@pytest.mark.slow  # par is 260,000 positions of search
def test_the_win_screen_shows_par_and_the_share_line_is_copied_and_printed(
    tmp_path: Path,
) -> None:
    with Store.open(tmp_path) as store:
        nearly = nearly_won_deal()
        store.begin(nearly)
        store.save(Progress(nearly, 252.0))  # 4:12
    with game_in(tmp_path) as game:
        game.wait_for(BOARD_READY)
        click_move(game, winning_line()[-1])
        game.wait_for("You won")
        # Par is found in the background, from the game's start; the win shows it once known.
        text = game.wait_for(lambda t: re.search(r"moves — par \d+", t) is not None, timeout=60)
        won = r"You won standard-0 \(easy\): (\d+) moves — par (\d+), 4:1\d, a clean win!"
        found = re.search(won, text)  # deal 0 is easy (the table's grade)
        assert found, text
        moves, par = int(found[1]), int(found[2])
        assert moves == len(winning_line()) and 41 <= par <= moves + 30
        game.send("c")
        text = game.wait_for("OSC 52")
        assert "Share line sent to the clipboard (OSC 52), if the terminal allows it" in text
        assert "u undo the win" in text  # one line: the keys stay on the screen
        share = f"Maze standard-0 · {moves} moves (par {par}) · 4:1"
        sent = re.search(rb"\x1b\]52;c;([A-Za-z0-9+/=]+)\x07", bytes(game.output))
        assert sent and base64.b64decode(sent[1]).decode().startswith(share)
        game.send("q")
        assert game.wait_exit() == 0
        # Printed on the normal screen once the game ends, as a line of its own.
        assert any(line.startswith(share) for line in game.text.splitlines())
    stats = json.loads(cli(tmp_path, "stats", "--json").stdout)
    assert stats["won"] == 1 and stats["at_or_under_par"] == int(moves <= par)
    assert "At or under par" in cli(tmp_path, "stats").stdout


def test_the_daily_deal_plays_resumes_and_shows_in_the_calendar(tmp_path: Path) -> None:
    today = date.today()
    code = daily_code(today)
    with game_in(tmp_path, "daily") as game:
        text = game.wait_for(BOARD_READY)
        assert code.text() in text
        assert read_board(text) == deal(code.number)
        first_move(game, deal(code.number))
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "daily") as game:  # today's daily, in progress: it resumes
        text = game.wait_for(BOARD_READY)
        assert "Moves 1" in text and code.text() in text
        game.send("n")
        game.wait_for("(y/n)")
        game.send("y")  # a new deal: the daily ends, lost
        game.wait_for("New game")
        game.send("q")
        assert game.wait_exit() == 0
    daily = json.loads(cli(tmp_path, "stats", "--json").stdout)["daily"]
    assert daily["played"] == 1 and daily["won"] == 0 and daily["streak"] == 0
    assert daily["calendar"][-1] == {"day": today.isoformat(), "result": "lost"}


def test_t_in_the_game_asks_before_leaving_a_game_for_the_daily(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        first_move(game, deal(1))
        game.send("t")
        game.wait_for("Today's daily deal? This game will count as lost. (y/n)")
        game.send("y")
        text = game.wait_for(daily_code(date.today()).text())
        assert "Moves 0" in text
        game.send("t")
        game.wait_for("This is today's daily deal already")
        game.send("q")
        assert game.wait_exit() == 0


def test_rules_alone_resume_a_game_of_theirs_or_deal_one(tmp_path: Path) -> None:
    with game_in(tmp_path, "--deal", "1") as game:
        game.wait_for(BOARD_READY)
        first_move(game, deal(1))
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "--rules", "pysol") as game:  # a standard game in progress
        text = game.wait_for("Your game in progress is kept")  # the standard game stays
        assert "PySolFC rules" in text and re.search(r"pysol-\d+ │ Moves 0", text)
        first_move(game, read_board(text).under(PYSOL))
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "--rules", "pysol") as game:  # now one of pysol's: it resumes
        text = game.wait_for(BOARD_READY)
        assert "Resumed pysol-" in text and "Moves 1" in text
        game.send("q")
        assert game.wait_exit() == 0
    with game_in(tmp_path, "--rules", "standard") as game:  # the standard game kept: resumed
        text = game.wait_for("Resumed deal #1 — 1 move")
        assert "Moves 1" in text
        game.send("q")
        assert game.wait_exit() == 0
