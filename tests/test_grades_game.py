"""Deals by difficulty in the game: the grade shown in both front ends, n dealing a chosen
grade (G, --difficulty, the config file, the text mode's new), and the daily's grade."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from maze_solitaire.cli.parser import parse
from maze_solitaire.engine import Game, daily_code, deal, parse_code
from maze_solitaire.fullscreen.render import render
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import LeftInProgress, NewDealsOf
from maze_solitaire.play.grades import table_of
from maze_solitaire.play.session import Request, Session
from maze_solitaire.play.status import Showing
from maze_solitaire.solver.answer import GRADES, SOLVED, Graded, SolveResult
from maze_solitaire.solver.grades import grade_of
from maze_solitaire.storage import Progress, Store
from tests.commands import call, cli, run, text_game
from tests.playing import nearly_won_deal, play_move, winning_line
from tests.sessions import TODAY, KnownDeals, controller, full_screen
from tests.terminal import Terminal

DAILY = daily_code(TODAY)
"""A deal past the tables: its grade is found by the worker."""


def table_grade(number: int) -> str | None:
    table = table_of(deal(0).variant)
    assert table is not None
    return table.grade(number)


# -- the controller --------------------------------------------------------------------------


def test_g_turns_the_grade_n_deals_in_turn_and_n_asks_for_it() -> None:
    deals = KnownDeals(5)
    c = controller(1, deals=deals)
    assert c.difficulty is None
    said = [c.act(Action.GRADE) for _ in range(5)]
    assert said == [[NewDealsOf(grade)] for grade in (*GRADES, None)]
    c.act(Action.GRADE)
    c.act(Action.GRADE)  # medium
    c.act(Action.NEW)  # no move made: no question
    assert deals.grades == ["medium"] and c.game.deal_number == 5


def test_g_works_once_the_game_is_won_too() -> None:
    deals = KnownDeals(7)
    c = controller(nearly_won_deal(), deals=deals)
    play_move(c, winning_line()[-1])
    assert c.act(Action.GRADE) == [NewDealsOf("easy")]
    c.act(Action.NEW)
    assert deals.grades == ["easy"]


def test_a_deal_in_the_table_has_its_grade_at_once() -> None:
    c = controller(5)
    assert c.status().grade == table_grade(5) == grade_of(deal(5)).grade
    assert c.grade_wanted() is None  # nothing to search


def test_a_deal_past_the_table_has_its_grade_once_the_worker_tells_it() -> None:
    c = controller(Game.from_code(DAILY))
    start = c.game.start
    assert c.status().grade is None and c.grade_wanted() == start
    assert c.learn_grade(start, Graded("hard", 80, 900)) == []  # the status line shows it
    assert c.status().grade == "hard" and c.grade_wanted() is None


def test_a_grade_whose_search_failed_is_not_sought_again_nor_shown() -> None:
    c = controller(Game.from_code(DAILY))
    c.learn_grade(c.game.start, None)
    assert c.status().grade is None and c.grade_wanted() is None


def test_a_game_from_a_position_has_no_grade() -> None:
    c = controller(Game(deal(5)))
    assert c.game.deal_number is None
    assert c.status().grade is None and c.grade_wanted() is None


# -- the session -----------------------------------------------------------------------------


def played(store: Store, number: int) -> None:
    game = Game.from_deal(number)
    store.begin(game)
    game.play(game.legal_moves()[0])
    store.save(Progress(game, 3.0))


def test_a_grade_asked_for_deals_a_new_deal_of_it_and_keeps_the_game_in_progress(
    home: Path,
) -> None:
    with Store.open(home) as store:
        played(store, 7)
    with Store.open(home) as store:
        deals = KnownDeals(12)
        session = Session.open(store, Request(difficulty="hard", fresh=True), deals=deals)
        assert deals.grades == ["hard"] and session.controller.game.deal_number == 12
        assert session.controller.difficulty == "hard"  # and n deals hard deals
        assert session.begin() == [LeftInProgress(1)]
        assert [(s.deal, s.result) for s in store.history()] == [(12, "playing"), (7, "playing")]


def test_the_config_s_grade_resumes_the_game_in_progress_and_is_n_s(home: Path) -> None:
    with Store.open(home) as store:
        played(store, 7)
    with Store.open(home) as store:
        deals = KnownDeals(12)
        session = Session.open(store, Request(difficulty="easy"), deals=deals)
        assert session.controller.game.deal_number == 7 and deals.grades == []
        session.controller.act(Action.NEW)  # a move made: asked first
        session.controller.act(Action.YES)
        assert deals.grades == ["easy"]


def test_a_random_deal_to_begin_with_is_of_the_config_s_grade(home: Path) -> None:
    with Store.open(home) as store:
        deals = KnownDeals(12)
        Session.open(store, Request(difficulty="expert"), deals=deals)
        assert deals.grades == ["expert"]


def test_the_worker_finds_the_grade_of_a_deal_past_the_table() -> None:
    session = Session.open(Store.in_memory(), Request(Game.from_code(DAILY)))
    controller = session.controller
    try:
        session.look(lambda: controller.grade_wanted() is None, 60, grading=True)
        assert controller.status().grade == grade_of(controller.game.start).grade
    finally:
        session.close()


# -- the full-screen game --------------------------------------------------------------------


def status_line(lines: list[str]) -> str:
    return next(line for line in lines if "/48" in line).strip()


SEARCHING = "searching..."
WINNABLE = "✓≥41"
"""The solver's word: while it looks, and once it has a line (``None``: hidden)."""


@pytest.mark.parametrize(
    ("size", "word", "expected"),
    [
        ((120, 32), SEARCHING, "standard-5 │ expert │ Moves 0 │ Time 0:00 │ In order 1/48 │ "),
        ((80, 24), WINNABLE, "standard-5 │ expert │ Moves 0 │ Time 0:00 │ In order 1/48 │ "),
        ((60, 20), SEARCHING, "#5 │ expert │ 0 mv │ 0:00 │ 1/48 │ "),
        ((40, 12), WINNABLE, "#5 │ 0 mv │ 0:00 │ 1/48 │ "),
        ((40, 12), None, "#5 │ expert │ 0 mv │ 0:00 │ 1/48"),
    ],
)
def test_the_status_line_shows_the_grade_where_it_fits(
    size: tuple[int, int], word: str | None, expected: str, tmp_path: Path
) -> None:
    # The figures go short before the grade goes, and the grade before the solver's word.
    with Store.open(tmp_path) as store:  # saved: no "not saving" on the line
        front = full_screen(5, store=store)
        c = front.controller
        if word == WINNABLE:
            line = tuple(c.game.legal_moves()[:1])
            c.learn(c.game.position, SolveResult(SOLVED, line, 41, 1, 0.0))
        if word is None:
            front.showing = Showing(verdict=False)
        assert status_line(render(front.view(), *size).text()) == expected + (word or "")


def test_the_win_line_names_the_deal_s_grade() -> None:
    front = full_screen(nearly_won_deal())  # deal 0, easy
    front.show(play_move(front.controller, winning_line()[-1]))
    text = "\n".join(render(front.view(), 100, 30).text())
    assert f"You won standard-0 ({table_grade(0)}): 60 moves, 0:00, a clean win!" in text


def test_difficulty_g_and_n_in_the_real_game(tmp_path: Path) -> None:
    with Terminal("--difficulty", "easy", columns=100, lines=30) as game:
        text = game.wait_for(lambda text: re.search(r"standard-\d+ │ easy │", text) is not None)
        first = re.search(r"standard-(\d+) │ easy", text)
        assert first is not None and table_grade(int(first[1])) == "easy"
        game.send("G")
        game.wait_for("New deals (n) are medium now (G: the next grade)")
        game.send("n")  # no move made: no question
        text = game.wait_for(lambda text: re.search(r"standard-\d+ │ medium │", text) is not None)
        second = re.search(r"standard-(\d+) │ medium", text)
        assert second is not None and table_grade(int(second[1])) == "medium"
        game.send("q")
        assert game.wait_exit() == 0


def test_the_daily_shows_its_grade_once_found(tmp_path: Path) -> None:
    expected = grade_of(Game.from_code(parse_code("daily-2026-11-30")).start).grade
    with Terminal("daily", "--date", "2026-11-30", columns=100, lines=30) as game:
        game.wait_for(f"daily-2026-11-30 │ {expected} │ Moves 0")
        game.send("q")
        assert game.wait_exit() == 0


# -- the text mode ---------------------------------------------------------------------------


def test_new_with_a_grade_deals_that_grade_from_then_on(home: Path) -> None:
    status, lines = text_game(
        "--deal", "1", commands="new hard\nnew\nnew bogus\nnew any\nstatus\n", home=home
    )
    assert status == 0
    assert lines[1] == "New game: standard-1 (easy)"
    assert "New deals are hard from now on (new any: of any grade)" in lines
    dealt = [re.fullmatch(r"New game: standard-(\d+) \((\w+)\)", line) for line in lines[2:]]
    graded = [(int(found[1]), found[2]) for found in dealt if found]
    assert [grade for _, grade in graded][:2] == ["hard", "hard"]  # new hard, then new
    assert all(table_grade(number) == "hard" for number, _ in graded[:2])
    assert len(graded) == 3 and graded[2][1] in GRADES  # new any: any deal, graded all the same
    assert "'bogus' is not a grade: new easy, new medium, new hard, new expert, or new any" in lines
    assert "New deals are of any grade from now on" in lines


def test_the_text_mode_names_the_daily_s_grade_as_it_starts(home: Path) -> None:
    expected = grade_of(Game.from_code(parse_code("daily-2026-11-30")).start).grade
    status, lines = text_game("daily", "--date", "2026-11-30", commands="status\n", home=home)
    assert status == 0
    assert lines[1] == f"New game: daily-2026-11-30 ({expected})"
    status_said = f"daily-2026-11-30 (standard rules, {expected}): "
    assert any(line.startswith(status_said) for line in lines)


def test_difficulty_on_the_command_line_deals_that_grade_in_the_text_mode(home: Path) -> None:
    status, lines = text_game("--difficulty", "expert", commands="", home=home)
    found = re.fullmatch(r"New game: standard-(\d+) \(expert\)", lines[1])
    assert status == 0 and found is not None and table_grade(int(found[1])) == "expert"


# -- the command line ------------------------------------------------------------------------


def test_a_bad_difficulty_is_a_usage_error_naming_the_grades(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = call(capsys, "--difficulty", "bogus")
    assert status == 2 and out == ""
    assert "invalid choice: 'bogus' (choose from 'any', 'easy', 'medium', 'hard', 'expert')" in err
    # A grade's name in any case (issue 31): its capitals are no reason to refuse it.
    assert parse(["play", "--difficulty", "Easy"]) == parse(["play", "--difficulty", "easy"])


def test_config_show_says_where_the_difficulty_comes_from(tmp_path: Path) -> None:
    shown = cli(tmp_path, "config", "show", "--difficulty", "hard").stdout
    assert 'difficulty = "hard"  # option --difficulty' in shown


def test_grade_prints_a_deal_s_grade_in_words_and_in_json(
    capsys: pytest.CaptureFixture[str],
) -> None:
    graded = grade_of(deal(1))
    status, out, _ = call(capsys, "grade", "--deal", "1")
    assert status == 0
    assert out == (
        f"{graded.grade} (score {graded.score}: the fixed search's line, found in"
        f" {graded.nodes:,} positions)\n"
    )
    status, out, _ = call(capsys, "grade", "--code", "pysol-617", "--json")
    pysol = grade_of(Game.from_code(parse_code("pysol-617")).start)
    assert status == 0 and json.loads(out) == {
        "rules": "pysol",
        "code": "pysol-617",
        "grade": pysol.grade,
        "score": pysol.score,
        "nodes": pysol.nodes,
    }


def test_grade_answers_each_line_of_a_batch() -> None:
    positions = [deal(3).notation(), "not a position", deal(4).notation()]
    result = run("grade", "-", "--json", stdin="\n".join(positions) + "\n")
    answers = [json.loads(line) for line in result.stdout.splitlines()]
    assert result.returncode == 65  # the bad line, once every line is answered
    assert [answer.get("grade") for answer in answers] == [
        grade_of(deal(3)).grade, None, grade_of(deal(4)).grade,
    ]  # fmt: skip
    assert answers[1]["error"].startswith("line 2: ")
