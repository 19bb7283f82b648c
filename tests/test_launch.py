"""Starting the game: what the launcher decides before the first frame."""

from __future__ import annotations

from maze_solitaire.engine import DEAL_COUNT, deal
from maze_solitaire.play.dealing import random_deal


def test_random_deals_are_real_deals_and_vary() -> None:
    games = [random_deal() for _ in range(50)]
    numbers = {game.deal_number for game in games}
    assert all(n is not None and 0 <= n < DEAL_COUNT for n in numbers)
    assert len(numbers) > 40
    assert all(game.deal_number is not None and game.start == deal(game.deal_number)
               for game in games[:5])
