"""Starting the game: what the launcher decides before the first frame."""

from __future__ import annotations

import gc
import io
import sys
from pathlib import Path

import pytest

from maze_solitaire.cli.main import main
from maze_solitaire.engine import DEAL_COUNT, deal
from maze_solitaire.lines import loop
from maze_solitaire.play.dealing import random_deal
from maze_solitaire.play.session import Ended, Session


def test_random_deals_are_real_deals_and_vary() -> None:
    games = [random_deal() for _ in range(50)]
    numbers = {game.deal_number for game in games}
    assert all(n is not None and 0 <= n < DEAL_COUNT for n in numbers)
    assert len(numbers) > 40
    assert all(game.deal_number is not None and game.start == deal(game.deal_number)
               for game in games[:5])


def test_the_game_starts_with_the_collector_off_and_is_played_with_it_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The start makes many objects and no garbage, so the cyclic garbage collector waits
    (cli/play.py); the game itself, and whatever runs after it, has it on."""
    collecting: dict[str, bool] = {}
    opened = Session.open.__func__  # type: ignore[attr-defined]
    played = loop.play

    def open_session(cls: type[Session], /, *args: object, **named: object) -> Session:
        collecting["start"] = gc.isenabled()
        return opened(cls, *args, **named)  # type: ignore[no-any-return]

    def play(*args: object, **named: object) -> Ended:
        collecting["game"] = gc.isenabled()
        return played(*args, **named)  # type: ignore[arg-type]

    monkeypatch.setattr(Session, "open", classmethod(open_session))
    monkeypatch.setattr(loop, "play", play)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"quit\n")))
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BytesIO()))
    assert gc.isenabled()
    assert main(["--data-dir", str(tmp_path), "--deal", "1", "--text"]) == 0
    assert collecting == {"start": False, "game": True}
    assert gc.isenabled()
