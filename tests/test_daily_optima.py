"""The daily's par is its proven optimum: the table shipped, checked by replaying every
entry and proving a sample again; and the game, played as a player would, saying so."""

from __future__ import annotations

from datetime import date
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, daily_number
from maze_solitaire.play.optima import OPTIMA_PATH, daily_optimum, parse_optimum, read_optima
from tests.benchmarks.daily_optima import SHIPPED, days_of, reproved
from tests.commands import run
from tests.screen_board import BOARD_READY
from tests.terminal import Terminal, game_in

SHIPPED_DAY = "2026-11-29"
"""A daily the table ships, out already (``--date`` opens no daily not out yet)."""
UNSHIPPED_DAY = "2026-11-26"
"""A daily the table leaves out (before its span), proven in 28,821 positions."""
PROOF_SAMPLE = 3
"""How many of the table's entries are proven again: those whose proof is cheapest."""


def test_every_entry_of_the_shipped_table_replays_to_a_win_of_its_daily() -> None:
    optima = read_optima()  # replays every line through the rules, each move checked
    assert len(optima) >= 10
    span = set(days_of(SHIPPED))
    for day, entry in optima.items():
        assert day in span and entry.deal == daily_number(day)
        game = Game.from_deal(entry.deal)
        for move in entry.moves:
            game.play(move)
        assert game.is_won()
        assert entry.length <= entry.below  # the exact search proved under the told line


@pytest.mark.slow  # a second on the compiled core; a minute on the pure one, loaded
def test_a_sample_of_the_table_is_proven_again_within_the_positions_it_says() -> None:
    cheapest = sorted(read_optima().values(), key=lambda entry: entry.nodes)[:PROOF_SAMPLE]
    for entry in cheapest:
        assert reproved(entry), entry.day
        short = entry._replace(nodes=entry.nodes - 1)  # one position fewer: not proven
        assert entry.nodes == 0 or not reproved(short), entry.day


def test_an_entry_that_does_not_replay_or_names_another_deal_is_refused() -> None:
    line = next(
        text for text in OPTIMA_PATH.read_text(encoding="utf-8").splitlines()
        if not text.startswith("#")
    )  # fmt: skip
    day, number, length, below, nodes, *moves = line.split()
    with pytest.raises(ValueError, match="not that day's daily deal"):
        parse_optimum(" ".join([day, str(int(number) + 1), length, below, nodes, *moves]))
    with pytest.raises(ValueError, match="moves where the entry says"):
        parse_optimum(" ".join([day, number, length, below, nodes, *moves[:-1]]))
    swapped = [moves[1], moves[0], *moves[2:]]
    with pytest.raises(Exception, match="illegal move"):
        parse_optimum(" ".join([day, number, length, below, nodes, *swapped]))
    assert daily_optimum(date.fromisoformat(UNSHIPPED_DAY)) is None


def test_a_shipped_daily_shows_its_par_as_optimal_at_once() -> None:
    entry = daily_optimum(date.fromisoformat(SHIPPED_DAY))
    assert entry is not None
    with Terminal("daily", "--date", SHIPPED_DAY) as game:
        text = game.wait_for(BOARD_READY)
        assert f"par {entry.length} (optimal)" in text
    said = run("daily", "--date", SHIPPED_DAY, "--text", stdin="status\n").stdout
    assert f"; par {entry.length} (optimal)" in said


@pytest.mark.slow  # par's search, then the exact one, in the game's workers
def test_an_unshipped_daily_is_proven_in_the_background_said_and_kept(home: Path) -> None:
    with game_in(home, "daily", "--date", UNSHIPPED_DAY) as game:
        game.wait_for(BOARD_READY)
        text = game.wait_for("is proven optimal", timeout=120)
        assert "Par 47 is proven optimal: no win of this daily is shorter" in text
        game.wait_for("par 47 (optimal)")
    with game_in(home, "daily", "--date", UNSHIPPED_DAY) as game:  # kept: not proven again
        text = game.wait_for(BOARD_READY)
        assert "par 47 (optimal)" in text
