"""``maze-solitaire review``: the review kept with an ended game, or made and kept then;
``replay``'s options."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from maze_solitaire.engine import Game, Move
from maze_solitaire.solver import review as solver_review
from maze_solitaire.storage import Progress, Store
from maze_solitaire.words import UNICODE
from tests.commands import call
from tests.playing import WINNING_MOVE
from tests.storing import give_up, query, win_from_a_position


@pytest.fixture
def ended(home: Path) -> Path:
    """Game 1 a position won in one move, game 2 deal 4 lost after one move, game 3 deal
    9 in progress."""
    with Store.open(home) as store:
        win_from_a_position(store)
        give_up(store, 4)
        game = Game.from_deal(9)
        store.begin(game)
        game.play(game.legal_moves()[0])
        store.save(Progress(game, 3.0))
    return home


def test_review_makes_the_review_once_and_keeps_it(
    capsys: pytest.CaptureFixture[str], ended: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    status, out, err = call(capsys, "review", "1")
    assert (status, err) == (0, "")
    assert out.splitlines()[0] == "Review of game #1, a custom position: won in 1 move."
    assert "Your line is as short as the best the review knows, the fewest there are." in out
    assert query(ended, "SELECT game, version FROM reviews") == [(1, 1)]

    def no_search(*args: object, **kwargs: object) -> None:
        raise AssertionError("the kept review is read, not made again")

    monkeypatch.setattr(solver_review, "review_line", no_search)
    assert call(capsys, "review", "#1") == (0, out, "")


def test_review_json_is_the_game_as_history_has_it_and_its_review(
    capsys: pytest.CaptureFixture[str], ended: Path
) -> None:
    status, out, _ = call(capsys, "review", "1", "--json")
    answer = json.loads(out)
    history = json.loads(call(capsys, "history", "--json")[1])["games"]
    game = next(g for g in history if g["id"] == 1)
    assert status == 0 and {key: answer[key] for key in game} == game
    assert answer["positions"] == [
        {
            "moves": 1,
            "proven": True,
            "unwinnable": False,
            "best": {"card": "AS", "from": 53, "to": 0, "notation": WINNING_MOVE.notation()},
        },
        {"moves": 0, "proven": True, "unwinnable": False, "best": None},
    ]
    assert (answer["best_from_start"], answer["extra_moves"], answer["costliest"]) == (1, 0, [])
    assert answer["last_winnable"] is None and answer["first_unwinnable"] is None
    assert answer["par"] is None and answer["review_version"] == 1


def test_review_of_a_game_lost_says_where_a_win_was_still_in_reach(
    capsys: pytest.CaptureFixture[str], ended: Path
) -> None:
    status, out, _ = call(capsys, "review", "2", "--json")
    answer = json.loads(out)
    assert status == 0 and answer["result"] == "lost" and answer["move_count"] == 1
    last = answer["last_winnable"]
    assert last["after_moves"] == 1 and last["moves"] >= 1 and last["best"] is not None
    assert answer["first_unwinnable"] is None
    status, out, _ = call(capsys, "review", "2")
    best = UNICODE.move(Move.parse(last["best"]["notation"]))  # as the output can show it
    assert out.splitlines()[1] == (
        f"When the game was left, a win was still in reach: {best} leads to one in"
        f" {last['moves']} moves."
    )


@pytest.mark.parametrize(
    ("args", "message", "expected"),
    [
        (["review", "99"], "there is no game #99", 65),
        (["review", "3"], "game #3 is still in progress; only ended games replay", 65),
        (["review", "x"], "there is no game 'x': a game is a number as history shows it", 65),
        (["replay", "1", "--json", "--text"], "--json prints the moves: give it without", 2),
    ],
)
def test_bad_review_requests_are_one_line(
    capsys: pytest.CaptureFixture[str], ended: Path, args: list[str], message: str, expected: int
) -> None:
    status, out, err = call(capsys, *args)
    assert status == expected and out == ""
    assert err.startswith("maze-solitaire: error: ") and err.count("\n") == 1
    assert message in err, err
    assert query(ended, "SELECT count(*) FROM reviews") == [(0,)]
