"""The text mode: the real command driven through pipes (and a pseudo-terminal), its words,
and the game's events as it says them."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from maze_solitaire.engine import Card, Game, Move, deal, parse_code
from maze_solitaire.lines.commands import COMMANDS, help_lines
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import (
    Asked,
    CannotFill,
    FitsNowhere,
    How,
    Moved,
    Offered,
    Refused,
    Started,
    WonAlready,
)
from maze_solitaire.play.modes import Asking, Choosing, Question
from maze_solitaire.solver.answer import PAR_VERSION
from maze_solitaire.storage import Progress, Store
from maze_solitaire.words import reviews, screen, spoken
from maze_solitaire.words.spoken import Voice, board_lines, changes_line
from maze_solitaire.words.spoken import lines as lines_of
from tests.commands import text_game
from tests.playing import NEARLY_WON, nearly_won_deal, winning_line
from tests.sessions import controller, mode
from tests.terminal import COMMAND, Terminal


def in_order(lines: list[str], *expected: str) -> None:
    """Each of ``expected`` begins a line, in this order (other lines may come between)."""
    at = 0
    for text in expected:
        found = next((i for i in range(at, len(lines)) if lines[i].startswith(text)), None)
        assert found is not None, f"{text!r} not found after line {at}:\n" + "\n".join(lines)
        at = found + 1


BOARD_1 = [
    "Row 1: 7H 9S 4H 8D 8H 5C JH 6H [r1c9]",
    "Row 2: 9C JS 5H [r2c4] 3S 2H JD 5D [r2c9]",
    "Row 3: 7D 4D 2S AH 6C [r3c6] [r3c7] 10D 10C",
    "Row 4: JC 10H 8C QS 4C 6S 7S AC 5S",
    "Row 5: AD [r5c2] 6D QC QD QH 9H 3H 3C",
    "Row 6: AS 4S 2D 8S 10S 3D 2C 9D 7C",
]

EVERY_COMMAND = [
    "HELP",
    "b",
    "gaps",
    "fill r1c9",
    "2",
    "play 6H",
    "move 2S r1c8",
    "Undo",
    "redo",
    "hint",
    "y",
    "status",
    "words",
    "board",
    "w",
    "restart",
    "y",
    "new",
    "y",
    "deal 5",
    "code pysol-617",
    "rules",
    "daily",
    "stats",
    "games",
    "open 99",
    "abandon #99",
    "next",
    "replay 1",
    "b",
    "next",
    "back",
    "end",
    "start",
    "7H",
    "review 99",
    "stop",
    "replay",
    "play on",
    "quit",
    "board",
]


def test_every_command_through_a_pipe(home: Path) -> None:
    said = {line.split()[0].lower() for line in EVERY_COMMAND} | {*EVERY_COMMAND}
    for command in COMMANDS:  # the script below uses every command
        assert set(command.names()) & said, command.name
    status, lines = text_game("--deal", "1", commands="\n".join(EVERY_COMMAND), home=home)
    assert status == 0
    assert lines[:2] == [spoken.GREETING, "New game: standard-1 (easy)"]
    assert lines[2:8] == BOARD_1
    assert not [line for line in lines if line.startswith("Unknown command")]
    in_order(
        lines,
        "Commands (upper or lower case",
        "  board (b): the rows",
        *BOARD_1,
        "Gap at r1c9, after 6H, before 9C: 7H from r1c1 or 8C from r4c3",
        "Gap at r3c6, after 6C, before a gap: 7C from r6c9",
        "Fill r1c9 with 1: 7H from r1c1; 2: 8C from r4c3 (type its number to play it)",
        "8C r4c3 -> r1c9",
        "Gap opened at r4c3: JH or JS may fill it. 8C stands in a run: 8C to 9C, 2 cards. "
        "In order 3 of 48 (up 1).",
        "6H r1c8 -> r2c4",
        "Gap opened at r1c8: QH or 7C may fill it.",
        "illegal move 2S r3c3 -> r1c8: only QH or 7C may fill r1c8",
        "Undid 6H r1c8 -> r2c4",
        "Gap opened at r2c4: 6H or 2S may fill it. In order 3 of 48 (down 1).",
        "Redid 6H r1c8 -> r2c4",
        spoken.QUESTIONS[Question.HINT],
        "Hint: ",
        "standard-1 (standard rules, easy): 2 moves, time 0:0",
        spoken.words_switched(on=True),
        "Row 1: seven of hearts, nine of spades, four of hearts, eight of diamonds, eight of "
        "hearts, five of clubs, jack of hearts, gap at row 1, column 8, eight of clubs",
        spoken.words_switched(on=False),
        screen.RESTART_QUESTION[0],
        screen.BACK_TO_THE_DEAL,
        *BOARD_1,
        screen.NEW_QUESTION[0],
        "New game: standard-",
        "New game: standard-5",
        "Row 1: 8C [r1c2] 4C 9D 6S 6H 5H 9C [r1c9]",
        "New game: pysol-617",
        "The PySolFC rules:",
        "Put the cards in order: four runs A to Q, each of one suit and each in 12 places",
        "New game: daily-",
        "Rules           standard rules",
        reviews.replay_first("next"),
        # Game 1 (deal 1) ended when new was asked for, its moves taken back: none to show.
        "Replay of game #1, standard-1, lost after 0 moves. At the start: next, back,",
        *BOARD_1,
        *BOARD_1,
        reviews.REPLAY_AT_END,
        reviews.REPLAY_AT_START,
        reviews.REPLAY_AT_END,
        reviews.REPLAY_AT_START,
        reviews.in_a_replay(1),
        "there is no game #99",
        reviews.REPLAY_LEFT,
        "Replay of game #1",  # the game that ended last
        "New game: standard-1",  # played on: the deal's code kept
        reviews.played_on(1, 0, parse_code("standard-1")),
        *BOARD_1,
        "Not kept: deal #1, played on from game #1, as no move was made.",
    )
    assert "winnable: the solver has a winning line" in next(
        line for line in lines if line.startswith("standard-1 (standard rules, easy)")
    )
    # quit: the last board was not shown; no move made in the game played on: not kept,
    # and named by what it came from, as its status line names it
    assert lines[-1] == "Not kept: deal #1, played on from game #1, as no move was made."


def test_cards_and_places_as_words(home: Path) -> None:
    status, lines = text_game("--deal", "1", "--words", commands="fill r1c9\n1\n", home=home)
    assert status == 0
    in_order(
        lines,
        "Row 1: seven of hearts, nine of spades, four of hearts, eight of diamonds, eight of "
        "hearts, five of clubs, jack of hearts, six of hearts, gap at row 1, column 9",
        "Fill row 1, column 9 with 1: seven of hearts from row 1, column 1; 2: eight of clubs "
        "from row 4, column 3 (type its number to play it)",
        "seven of hearts from row 1, column 1 to row 1, column 9",
        "Gap opened at row 1, column 1: eight of clubs or eight of spades may fill it. seven of "
        "hearts stands in a run: six of hearts to seven of hearts, 2 cards.",
    )


def test_cards_and_places_are_taken_as_the_words_say_them(home: Path) -> None:
    # What --words writes can be typed back, and the codes still work beside it.
    commands = (
        "play seven of hearts\nundo\n"
        "move 8 of clubs row 1, column 9\nundo\n"
        "queen of spades\n"
        "fill row 1 column 9\n2\nundo\n"
        "play seven of harts\nfill row 9, column 1\n"
    )
    status, lines = text_game("--deal", "1", "--words", commands=commands, home=home)
    assert status == 0
    in_order(
        lines,
        "seven of hearts from row 1, column 1 to row 1, column 9",
        "Undid seven of hearts from row 1, column 1 to row 1, column 9",
        "eight of clubs from row 4, column 3 to row 1, column 9",
        "Undid eight of clubs from row 4, column 3 to row 1, column 9",
        "queen of spades goes after jack of spades at row 2, column 2, but row 2, column 3"
        " holds five of hearts",
        "Fill row 1, column 9 with 1: seven of hearts from row 1, column 1; 2: eight of clubs "
        "from row 4, column 3 (type its number to play it)",
        "eight of clubs from row 4, column 3 to row 1, column 9",
        "'seven of harts' is not a card: write it like seven of hearts, 10 of diamonds, or 7H",
        "'r9c1' is not a place: name it like row 2, column 4 (rows 1-6, columns 1-9)",
    )
    status, lines = text_game("--deal", "1", commands="play queen of spades\n", home=home)
    assert "QS goes after JS at r2c2, but r2c3 holds 5H" in lines


def test_a_win_from_a_nearly_won_position(home: Path) -> None:
    commands = "AS\n1\nstatus\nhint\nundo\nfill r1c1\n2\nredo\n"
    status, lines = text_game("--position", NEARLY_WON.notation(), commands=commands, home=home)
    assert status == 0
    in_order(
        lines,
        "AS fits 2 gaps: 1: r1c1; 2: r6c4 (type its number to play it)",
        "AS r6c9 -> r1c1",
        "Gap opened at r6c9: nothing may fill it now. AS stands in a run: AS to QS, 12 cards. "
        "In order 48 of 48 (up 1).",
        "You won this position: 1 move",  # par too, if its search has answered by then
        spoken.WON_NEXT,
        "custom position (standard rules): 1 move, time 0:00, in order 48 of 48, in place 48 "
        "of 48; won",
        spoken.WON_ALREADY,  # no hint once won
        screen.UNDID_THE_WIN,
        "Fill r1c1 with 1: 2S from r1c2; 2: AS from r6c9",
        "AS r6c9 -> r1c1",
        "You won this position",
        spoken.WON_ALREADY,  # nor a redo
        "You won custom position — 1 move.",
    )
    won = next(line for line in lines if line.startswith("You won this position"))
    assert won.endswith(", a scripted win")  # moves from a pipe


def test_a_deal_won_says_par_and_the_share_line_and_counts_in_the_statistics() -> None:
    # Typed at a terminal (TERM=dumb: the text mode), so a person's win, and counted.
    with Terminal(env={"TERM": "dumb"}, lines=60) as player:
        game = nearly_won_deal()
        with Store.open(player.home) as store:  # the game in progress: the text mode resumes it
            store.begin(game)
            store.save(Progress(game, 30.0))
            store.remember_par(game.start, PAR_VERSION, 54, 40)
        assert winning_line()[-1] == Move.parse("QD r1c2 -> r6c9")
        player.wait_for("> ")
        player.send("QD r6c9\r")
        player.wait_for("the winning move back; quit")
        player.send("stats\r")
        player.wait_for("Won             1 (100%): 1 clean")
        player.send("quit\r")
        assert player.wait_exit() == 0
        lines = [line.rstrip() for line in player.text.splitlines() if line.strip()]
    in_order(
        lines,
        "Resumed deal #0 — 59 moves",
        "QD r1c2 -> r6c9",
        "Gap opened at r1c2",
        "You won standard-0 (easy): 60 moves — par 54, 0:30, a clean win!",
        "Your first clean win of a deal!",
        "Maze standard-0 · 60 moves (par 54) · 0:30 · clean",
        spoken.WON_NEXT,
        "Won             1 (100%): 1 clean",
        "You won deal #0 — 60 moves.",
        "Maze standard-0 · 60 moves (par 54) · 0:30 · clean",
    )


BAD = [
    ("frobnicate", "Unknown command 'frobnicate'"),
    ("fill", "fill needs a gap, like fill r2c4"),
    ("fill r9c9", "'r9c9' is not a place"),
    ("fill r1c1", "r1c1 holds 7H, not a gap: play 7H moves it"),
    ("play", "play needs a card, like play 7H"),
    ("play KH", "KH is not in play"),
    ("play 7X", "'7X' is not a card"),
    ("move 7H", "move needs a card and a gap"),
    ("move 7H r1c2", "illegal move 7H r1c1 -> r1c2: r1c2 is not a gap"),
    ("7H r1c1 -> r9c9", "no slot at row 9, column 9"),
    ("4H", "4H goes after 3H at r5c8, but r5c9 holds 3C; or before 5H at r2c3, but r2c2 holds JS"),
    ("r3c7 r3c7", "Unknown command 'r3c7'"),
    ("1", spoken.NOTHING_TO_PICK),
    ("y", spoken.NO_QUESTION),
    ("deal", "deal needs a number"),
    ("deal x", "deal number 'x'"),
    ("code", "code needs a share code"),
    ("code standard-x", "share code 'standard-x'"),
    ("code daily-2999-01-01", "the daily deal of 2999-01-01 is not out yet"),
    ("undo", screen.NOTHING_TO_UNDO),
    ("redo", screen.NOTHING_TO_REDO),
]


def test_bad_commands_get_one_line_each_and_lose_nothing(home: Path) -> None:
    lines_in = [command for command, _ in BAD]
    data = "\n".join(lines_in).encode() + b"\n\xff\xfe not text\n" + b"x" * 9000 + b"\n\nstatus\n"
    status, lines = text_game("--deal", "1", commands=data, home=home)
    assert status == 0
    answers = lines[8:-2]  # after the greeting, the game and the board; before status and bye
    expected = [said for _, said in BAD] + [spoken.NOT_TEXT, spoken.TOO_LONG]
    assert len(answers) == len(expected), "\n".join(answers)
    for answer, said in zip(answers, expected, strict=True):
        assert answer.startswith(said) or said in answer, (answer, said)
    assert lines[-2].startswith("standard-1 (standard rules, easy): 0 moves")


def test_end_of_input_saves_and_either_front_end_resumes_the_game(home: Path) -> None:
    status, lines = text_game("--deal", "1", commands="8C\n", home=home)
    assert status == 0
    assert lines[-1] == "Saved deal #1 — 1 move; maze-solitaire resumes it."
    status, lines = text_game(commands="status\n", home=home)
    assert status == 0 and lines[1] == "Resumed deal #1 — 1 move"
    assert lines[-2].startswith("standard-1 (standard rules, easy): 1 move")
    with Terminal(env={"MAZE_SOLITAIRE_HOME": str(home)}) as game:
        text = game.wait_for("Resumed deal #1")
        assert "Moves 1" in text
        game.send("q")
        assert game.wait_exit() == 0


def test_the_deal_in_progress_asked_for_again_resumes_and_another_leaves_it(
    home: Path,
) -> None:
    # Issue 20, item 1: --deal 1 twice counted the first game as lost and began again.
    status, _ = text_game("--deal", "1", commands="fill r1c9\n1\nquit\n", home=home)
    assert status == 0
    status, lines = text_game("--deal", "1", commands="status\nquit\n", home=home)
    assert status == 0 and lines[1] == "Resumed deal #1 — 1 move"
    assert not any("lost" in line for line in lines)
    status, lines = text_game("--deal", "2", commands="quit\n", home=home)
    assert status == 0
    assert "Your game in progress is kept: ask for it again to resume it" in lines
    assert lines[-1] == "Not kept: deal #2, as no move was made."
    assert [(g["deal"], g["result"], g["move_count"]) for g in history(home)] == [
        (1, "playing", 1),
    ]


def test_deals_launched_and_left_with_no_move_do_not_pile_up(home: Path) -> None:
    # Issue 29, item 5: on f07fb68 each stayed in progress, 0 moves, in history and resume.
    goodbyes = []
    for number in ("5", "6", "7"):
        status, lines = text_game("--deal", number, commands="quit\n", home=home)
        assert status == 0
        goodbyes.append(lines[-1])
    assert history(home) == []
    assert goodbyes == [f"Not kept: deal #{number}, as no move was made." for number in "567"]
    listed = subprocess.run(
        [COMMAND, "--data-dir", str(home), "resume", "--json"],
        capture_output=True, text=True, timeout=60, check=True,
    )  # fmt: skip
    assert json.loads(listed.stdout) == {"games": []}
    # A move made, and undone: the game is kept, at its start, to be resumed.
    status, lines = text_game("--deal", "5", commands="fill r1c9\n1\nundo\nquit\n", home=home)
    assert status == 0 and lines[-1].startswith("Saved deal #5 — 0 moves")
    assert [(g["deal"], g["result"], g["move_count"]) for g in history(home)] == [
        (5, "playing", 0),
    ]


def history(home: Path) -> list[dict[str, object]]:
    result = subprocess.run(
        [COMMAND, "--data-dir", str(home), "history", "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    games: list[dict[str, object]] = json.loads(result.stdout)["games"]
    return games


def test_a_dumb_terminal_gets_the_text_mode_and_ctrl_c_saves_and_exits_130() -> None:
    with Terminal("--deal", "1", env={"TERM": "dumb"}) as game:
        game.wait_for("> ")
        game.send("8C\r")
        game.wait_for("In order 3 of 48")
        game.send("ctrl-c")
        assert game.wait_exit() == 128 + signal.SIGINT
        assert b"\x1b" not in game.output
        assert "Saved deal #1 — 1 move" in game.text
        saved = history(game.home)
    assert saved[0]["result"] == "playing" and saved[0]["move_count"] == 1


def test_a_hang_up_saves_the_game(home: Path) -> None:
    env = {**os.environ, "MAZE_SOLITAIRE_HOME": str(home)}
    with subprocess.Popen(
        [COMMAND, "--deal", "1", "--text"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=env,
    ) as process:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(b"8C\n")
        process.stdin.flush()
        line = b"-"
        while line and not line.startswith(b"Gap opened"):
            line = process.stdout.readline()  # b"" at the end: the check below then fails
        assert line.startswith(b"Gap opened")
        process.send_signal(signal.SIGHUP)
        assert process.wait(timeout=30) == 128 + signal.SIGHUP
    saved = history(home)
    assert saved[0]["move_count"] == 1


WITHOUT_CURSES = """
import sys
sys.modules["curses"] = None  # any import of curses now fails
from maze_solitaire.cli import main
sys.exit(main(sys.argv[1:]))
"""


def test_the_text_mode_needs_no_curses(home: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", WITHOUT_CURSES, "--deal", "1", "--data-dir", str(home)],
        input="8C\nquit\n",
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    assert "8C r4c3 -> r1c9" in result.stdout


# -- the words -------------------------------------------------------------------------------


def test_cards_places_and_moves_are_written_as_they_go_in() -> None:
    ten = Move.parse("TH r1c1 -> r2c4")
    assert Voice().move(ten) == "10H r1c1 -> r2c4"  # a ten as the board shows it
    assert Voice(words=True).move(ten) == "ten of hearts from row 1, column 1 to row 2, column 4"
    assert Voice(words=True).card(Card.parse("KH")) == "king of hearts"
    assert Voice(words=True).gap(53) == "gap at row 6, column 9"
    position = deal(1)
    eight = Move.parse("8C r4c3 -> r1c9")
    after = position.after_unchecked(eight)
    back = lines_of(Moved(eight, after, position, How.UNDONE), Voice(words=True))
    assert back[0] == "Undid eight of clubs from row 4, column 3 to row 1, column 9"


def test_the_board_names_its_gaps_and_a_move_says_what_it_changed() -> None:
    position = deal(1)
    assert board_lines(position, Voice()) == BOARD_1
    spoken_board = board_lines(position, Voice(words=True))
    assert spoken_board[2].endswith(
        "gap at row 3, column 6, gap at row 3, column 7, ten of diamonds, ten of clubs"
    )
    move = Move.parse("8C r4c3 -> r1c9")
    after = position.after_unchecked(move)
    assert changes_line(position, after, move, Voice()) == (
        "Gap opened at r4c3: JH or JS may fill it. 8C stands in a run: 8C to 9C, 2 cards. "
        "In order 3 of 48 (up 1)."
    )
    assert changes_line(after, position, move, Voice()) == (  # the same move, undone
        "Gap opened at r1c9: 7H or 8C may fill it. In order 2 of 48 (down 1)."
    )


def test_help_lists_every_command_with_its_short_form() -> None:
    text = "\n".join(help_lines())
    for command in COMMANDS:
        assert f"  {command.name}" in text
        if command.short:
            assert f"({command.short})" in text
    shorts = [name for command in COMMANDS for name in command.names()]
    assert len(shorts) == len(set(shorts))  # no name names two commands


def test_offer_opens_a_choice_even_of_one_move_or_says_why_not() -> None:
    c = controller()
    (offered,) = c.offer(17)  # r2c9: only 6D
    choice = mode(c)
    assert isinstance(choice, Choosing) and offered == Offered(choice.choice)
    assert len(choice.choice.moves) == 1 and c.game.move_count == 0
    c.offer(0)  # 7H fits r1c9 only: still a choice, nothing played
    assert isinstance(mode(c), Choosing) and c.game.move_count == 0
    (refused,) = c.offer(1)  # 9S fits nowhere
    assert refused == Refused(FitsNowhere(c.game.position, Card.parse("9S")))
    assert lines_of(refused, Voice()) == [  # each place it may go, and what is in the way
        "9S goes after 8S at r6c4, but r6c5 holds 10S; or before 10S at r6c5, but r6c4 holds 8S"
    ]
    (refused,) = controller(Game(NEARLY_WON)).offer(8)  # r1c9: between 8S and 10S already
    assert lines_of(refused, Voice()) == [
        "9S is in its place already, after 8S and before 10S (r2c1: the rows run on)"
    ]
    nearly = controller(Game(NEARLY_WON))
    (blocked,) = nearly.offer(49)  # r6c5, between two gaps
    assert blocked == Refused(CannotFill(NEARLY_WON, 49))
    assert lines_of(blocked, Voice()) == [
        "Nothing can fill r6c5: the slot on its left is a gap, and the slot on its right is a gap"
    ]


def test_play_takes_a_legal_move_and_says_why_another_is_not() -> None:
    c = controller()
    (refused,) = c.play(Move.parse("7H r1c1 -> r2c4"))
    assert c.game.move_count == 0
    assert lines_of(refused, Voice())[0].startswith("illegal move 7H r1c1 -> r2c4")
    moved = c.play(Move.parse("7H r1c1 -> r1c9"))[0]
    assert c.game.move_count == 1 and lines_of(moved, Voice())[0] == "7H r1c1 -> r1c9"
    won = controller(Game(NEARLY_WON))
    won.play(Move.parse("AS r6c9 -> r1c1"))
    assert won.play(Move(Card.parse("2S"), 1, 53)) == [Refused(WonAlready())]
    assert won.game.move_count == 1
    assert lines_of(Refused(WonAlready()), Voice()) == [spoken.WON_ALREADY]


def test_go_to_starts_a_deal_by_its_code_asking_first_once_moves_would_be_lost() -> None:
    c = controller()
    pysol = Game.from_code(parse_code("pysol-617"))
    assert isinstance(c.go_to(pysol)[0], Started)
    assert c.game is pysol  # nothing to lose: at once
    c.play(c.game.legal_moves()[0])
    again = Game.from_code(parse_code("standard-7"))
    (asked,) = c.go_to(again)
    assert asked == Asked(Question.GO_TO, 7, again.code)
    assert lines_of(asked, Voice()) == ["Play standard-7? This game will count as lost. (y/n)"]
    asking = mode(c)
    assert isinstance(asking, Asking) and asking.game is again
    c.act(Action.YES)
    assert c.game is again


def test_scripted_moves_set_no_record_nor_a_daily_result(home: Path) -> None:
    # solve ... | maze-solitaire daily once recorded a clean 0:00 win, a daily streak and
    # "Fastest 0:00": moves read from a pipe script the game, which is then never a record.
    solved = subprocess.run(
        [COMMAND, "solve", "--code", "daily-2026-11-30", "--max-nodes", "100000", "--prove", "0"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    status, lines = text_game("daily", "--date", "2026-11-30", commands=solved.stdout, home=home)
    assert status == 0
    won = next(line for line in lines if line.startswith("You won daily-2026-11-30"))
    assert won.endswith("a scripted win") and not any("record" in line for line in lines)
    stats = json.loads(
        subprocess.run(
            [COMMAND, "--data-dir", str(home), "stats", "--json"],
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout
    )
    assert (stats["played"], stats["won"], stats["clean_wins"]) == (0, 0, 0)
    assert stats["fastest_seconds"] is None and stats["current_streak"] == 0
    assert stats["daily"]["played"] == 0 and stats["scripted"] == {"played": 1, "won": 1}
    assert history(home)[0]["scripted"] is True


@pytest.mark.slow
def test_a_slow_hint_is_said_to_be_coming_and_then_comes(home: Path) -> None:
    # The solver gives up on HARD within its budget: first the word that it is
    # still looking (after half a second), then what it found, in that order.
    from tests.positions import HARD, HARD_SEARCH

    # The pure core's whole search takes some 6 CPU seconds: on a loaded machine, minutes.
    status, lines = text_game(
        "--position", HARD, commands="hint\n", home=home, env=HARD_SEARCH, timeout=300
    )
    assert status == 0
    in_order(lines, spoken.STILL_LOOKING, "No winning line found within the search budget")
    # A hint found at once is not preceded by it.
    status, lines = text_game("--position", NEARLY_WON.notation(), commands="hint\n", home=home)
    assert status == 0 and spoken.STILL_LOOKING not in lines
    in_order(lines, "Hint: move AS (r6c9); hint again shows where")


def test_a_purist_s_status_says_neither_the_verdict_nor_the_time(tmp_path: Path) -> None:
    config = tmp_path / "config.toml"
    config.write_text("verdict = false\nclock = false\n", encoding="utf-8")
    env = {"MAZE_SOLITAIRE_CONFIG": str(config)}
    status, lines = text_game(
        "--deal", "1", commands="status\nhint\ny\nquit\n", home=tmp_path, env=env
    )
    assert status == 0
    said = next(line for line in lines if "in order" in line and "of 48" in line)
    assert said.startswith("standard-1 (standard rules, easy): 0 moves, in order"), said
    assert "time" not in said and "winnable" not in said and "solver" not in said, said
    assert any(line.startswith("Hint:") for line in lines), lines  # the solver still helps
