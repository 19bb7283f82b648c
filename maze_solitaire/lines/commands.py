"""The text mode's commands: one table, which both carries out a command and lists it in
``help`` (and in the manual).

Each :class:`TextCommand` names itself (long name, short form, other names), says
what it takes and does, and runs through the :class:`~.loop.TextGame`: the
game's controller does the work, and what happened comes back as events for
the text mode to say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, NamedTuple

from maze_solitaire.engine import Card, Game, MazeError, Move, Slot, parse_code, parse_slot
from maze_solitaire.play.actions import Action
from maze_solitaire.play.grades import ANY
from maze_solitaire.play.selection import offered
from maze_solitaire.solver.answer import grade_named
from maze_solitaire.words import reviews, spoken

if TYPE_CHECKING:
    from maze_solitaire.lines.loop import TextGame


Handler = Callable[["TextGame", list[str]], None]
"""What a command does, given the game and the words after its name."""

GAME: Final = "game"
"""A command of the game itself: not while a replay is shown."""
REPLAY: Final = "replay"
"""A command of a replay: only while one is shown."""
ANYWHERE: Final = "anywhere"
"""A command that works in the game and in a replay alike."""


class TextCommand(NamedTuple):
    """A command of the text mode: what ``help`` lists, and what it does."""

    name: str
    short: str
    argument: str
    help: str
    run: Handler
    also: tuple[str, ...] = ()
    """Other names it answers to."""
    where: str = GAME
    """Where it works: :data:`GAME`, :data:`REPLAY` or :data:`ANYWHERE`."""

    def names(self) -> tuple[str, ...]:
        """Every name it answers to, the long one first."""
        return (self.name, *((self.short,) if self.short else ()), *self.also)


# -- what the commands do ----------------------------------------------------------------------


def _act(action: Action) -> Handler:
    def act(game: TextGame, arguments: list[str]) -> None:
        game.did(game.controller.act(action))

    return act


def _board(game: TextGame, arguments: list[str]) -> None:
    game.show_board()


def _gaps(game: TextGame, arguments: list[str]) -> None:
    position = game.shown()
    for gap in position.gaps:
        game.say(spoken.gap_line(position, gap, offered(position, gap), game.voice))


def _fill(game: TextGame, arguments: list[str]) -> None:
    text = _first(game, arguments, "fill", "a gap", "fill r2c4")
    slot = None if text is None else _place(game, text)
    if slot is None:
        return
    card = game.controller.game.position[slot]
    if card is not None:
        game.say(spoken.not_a_gap(slot, card, game.voice))
        return
    game.did(game.controller.offer(slot))


def _play(game: TextGame, arguments: list[str]) -> None:
    text = _first(game, [" ".join(arguments)] if arguments else [], "play", "a card", "play 7H")
    card = None if text is None else _card(game, text)
    if card is None:
        return
    # As a click on the card: the one gap it fits, or a numbered choice of two.
    controller = game.controller
    if not game.won_already():
        game.did(controller.click(controller.game.position.where[card]))


def _move(game: TextGame, arguments: list[str]) -> None:
    if len(arguments) < 2:
        game.say(spoken.needs("move", "a card and a gap", "move 7H r2c4"))
        return
    card = _card(game, arguments[0])
    target = None if card is None else _place(game, arguments[1])
    if card is None or target is None:
        return
    controller = game.controller
    game.did(controller.play(Move(card, controller.game.position.where[card], target)))


def _hint(game: TextGame, arguments: list[str]) -> None:
    game.did(game.controller.act(Action.HINT))


def _status(game: TextGame, arguments: list[str]) -> None:
    game.status()


def _new(game: TextGame, arguments: list[str]) -> None:
    """A new deal; with a grade, of that grade from now on (``any``: of any grade)."""
    controller = game.controller
    if arguments:
        word = arguments[0].lower()
        grade = grade_named(word)
        if grade is None and word != ANY:
            game.say(spoken.not_a_grade(arguments[0]))
            return
        game.did(controller.choose_difficulty(grade))
    game.did(controller.act(Action.NEW))


def _deal(game: TextGame, arguments: list[str]) -> None:
    variant = game.controller.game.variant
    text = _first(game, arguments, "deal", "a number", "deal 7")
    if text is None:
        return
    try:
        number = variant.check_deal(text)
    except MazeError as error:
        game.say(str(error))
        return
    game.did(game.controller.go_to(Game.from_deal(number, variant)))


def _code(game: TextGame, arguments: list[str]) -> None:
    from maze_solitaire.engine import check_day_has_come

    text = _first(game, arguments, "code", "a share code", "code pysol-617")
    if text is None:
        return
    controller = game.controller
    try:
        code = parse_code(text)
        if code.day is not None and controller.deals is not None:
            check_day_has_come(code.day, controller.deals.today())
    except MazeError as error:
        game.say(str(error))
        return
    game.did(controller.go_to(Game.from_code(code)))


def _stats(game: TextGame, arguments: list[str]) -> None:
    game.statistics()


def _rules(game: TextGame, arguments: list[str]) -> None:
    for line in spoken.variant_rules(game.controller.game.position):
        game.say(line)


def _words(game: TextGame, arguments: list[str]) -> None:
    game.voice = game.voice._replace(words=not game.voice.words)
    game.say(spoken.words_switched(game.voice.words))


def _games(game: TextGame, arguments: list[str]) -> None:
    from maze_solitaire.words import games

    found = game.controller.saved_games()
    if not found:
        game.say(games.NO_SAVED_GAMES)
    for each in found:
        game.say(games.saved_game_line(each))


def _saved_id(game: TextGame, arguments: list[str], command: str) -> int | None:
    """The game id a command names (``3`` or ``#3``); else a line says what it needs."""
    text = _first(game, arguments, command, "a game's number", f"{command} 3")
    if text is None:
        return None
    digits = text.removeprefix("#")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 18:
        game.say(spoken.needs(command, "a game's number", f"{command} 3"))
        return None
    return int(digits)


def _open_saved(game: TextGame, arguments: list[str]) -> None:
    game_id = _saved_id(game, arguments, "open")
    if game_id is not None:
        game.did(game.controller.open_saved(game_id))


def _abandon(game: TextGame, arguments: list[str]) -> None:
    game_id = _saved_id(game, arguments, "abandon")
    if game_id is not None:
        game.did(game.controller.abandon_saved(game_id))


def _help(game: TextGame, arguments: list[str]) -> None:
    for line in help_lines():
        game.say(line)


def _ended_id(game: TextGame, arguments: list[str], command: str) -> int | None:
    """The ended game a command names, or with none the one that ended last; ``None``
    (and a line saying why) when there is none."""
    if arguments:
        return _saved_id(game, arguments, command)
    game_id = game.controller.last_ended()
    if game_id is None:
        game.say(reviews.REVIEW_NONE)
    return game_id


def _replay(game: TextGame, arguments: list[str]) -> None:
    game_id = _ended_id(game, arguments, "replay")
    if game_id is not None:
        game.open_replay(game_id)


def _review(game: TextGame, arguments: list[str]) -> None:
    replayed = game.replaying
    if replayed is not None and not arguments:
        game.review(replayed.game_id)
        return
    game_id = _ended_id(game, arguments, "review")
    if game_id is not None:
        game.review(game_id)


def _step(by: int) -> Handler:
    def step(game: TextGame, arguments: list[str]) -> None:
        game.step(by)

    return step


def _play_on(game: TextGame, arguments: list[str]) -> None:
    game.play_on()


def _stop(game: TextGame, arguments: list[str]) -> None:
    game.leave_replay()


COMMANDS: Final = (
    TextCommand(
        "board",
        "b",
        "",
        "the rows, read left to right; gaps named by their place",
        _board,
        where=ANYWHERE,
    ),
    TextCommand(
        "gaps",
        "g",
        "",
        "each gap, its neighbours and the cards that may fill it",
        _gaps,
        where=ANYWHERE,
    ),
    TextCommand(
        "fill",
        "f",
        "r2c4",
        "the cards that may fill the gap r2c4, numbered: type a number to play that card",
        _fill,
    ),
    TextCommand(
        "play", "p", "7H", "move 7H to the gap it fits (numbered if two); 7H alone does too", _play
    ),
    TextCommand("move", "m", "7H r2c4", "move 7H into the gap r2c4; 7H r2c4 alone does too", _move),
    TextCommand(
        "undo", "u", "", "take back the last move (as often as you like)", _act(Action.UNDO)
    ),
    TextCommand("redo", "r", "", "play again the move last taken back", _act(Action.REDO)),
    TextCommand(
        "hint",
        "h",
        "",
        "a hint in steps: the card to move; again, where; again, why (asks first: no clean"
        " win then)",
        _hint,
    ),
    TextCommand(
        "status",
        "s",
        "",
        "moves, time, cards in order and in place, the solver's verdict",
        _status,
        where=ANYWHERE,
    ),
    TextCommand(
        "restart",
        "",
        "",
        "this deal again from the start (asks first once you have moved)",
        _act(Action.RESTART),
    ),
    TextCommand(
        "new",
        "n",
        "[G]",
        "a new deal under the same rules (asks first once you have moved); new easy, medium,"
        " hard or expert deals that grade from now on, new any any deal",
        _new,
    ),
    TextCommand(
        "deal", "d", "N", "deal N under the same rules (asks first once you have moved)", _deal
    ),
    TextCommand(
        "code", "c", "C", "the deal a share code names (standard-7, pysol-617, daily-...)", _code
    ),
    TextCommand("daily", "t", "", "today's daily deal", _act(Action.DAILY)),
    TextCommand("games", "", "", "your other games in progress: number, code, moves, time", _games),
    TextCommand(
        "open",
        "o",
        "N",
        "play game N in progress on; this one ends as new ends it (asks first once you have moved)",
        _open_saved,
    ),
    TextCommand(
        "abandon", "", "N", "end game N in progress, not this one, as lost (asks first)", _abandon
    ),
    TextCommand(
        "replay",
        "",
        "N",
        "play ended game N back, a move at a time (no N: the game that ended last)",
        _replay,
        where=ANYWHERE,
    ),
    TextCommand("next", "", "", "in a replay: the next move", _step(1), where=REPLAY),
    TextCommand("back", "", "", "in a replay: the move before", _step(-1), where=REPLAY),
    TextCommand("start", "", "", "in a replay: the start", _step(-(10**6)), where=REPLAY),
    TextCommand("end", "", "", "in a replay: the end", _step(10**6), where=REPLAY),
    TextCommand(
        "play on",
        "",
        "",
        "in a replay: a new game from the position shown, linked to the game replayed",
        _play_on,
        where=REPLAY,
    ),
    TextCommand("stop", "", "", "in a replay: leave it, back to your game", _stop, where=REPLAY),
    TextCommand(
        "review",
        "",
        "N",
        "the review of ended game N: the moves that cost the most (no N: the game that"
        " ended last, or the one replayed)",
        _review,
        where=ANYWHERE,
    ),
    TextCommand("stats", "", "", "your statistics under the rules played", _stats, where=ANYWHERE),
    TextCommand("rules", "", "", "the rules of the game being played", _rules, where=ANYWHERE),
    TextCommand(
        "words",
        "w",
        "",
        "cards as words (seven of hearts) or as typed (7H), in turn",
        _words,
        where=ANYWHERE,
    ),
    TextCommand("help", "?", "", "this list", _help, where=ANYWHERE),
    TextCommand(
        "quit",
        "q",
        "",
        "save and stop (exit, or the end of input, does the same)",
        _act(Action.QUIT),
        ("exit",),
        where=ANYWHERE,
    ),
)
"""Every command, in the order ``help`` lists them."""

BY_NAME: Final = {name: command for command in COMMANDS for name in command.names()}


def help_lines() -> list[str]:
    """The commands, one a line, then how cards and places are written."""
    lines = ["Commands (upper or lower case; the short form in brackets):"]
    for command in COMMANDS:
        name = f"{command.name} {command.argument}".strip()
        short = f" ({command.short})" if command.short else ""
        lines.append(f"  {name}{short}: {command.help}")
    lines.append(
        "Cards: rank A 2 3 4 5 6 7 8 9 10 J Q, suit S H D C (7H, 10D), or in words (seven of"
        " hearts, 10 of diamonds). Places: r2c4 is row 2, column 4 (either may be typed)."
        " A question is answered y or n; a number picks from a numbered list."
    )
    return lines


# -- reading cards and places ------------------------------------------------------------------


def _first(
    game: TextGame, arguments: list[str], command: str, what: str, example: str
) -> str | None:
    """The command's first argument; ``None`` (and a line saying what it needs) if none."""
    if arguments:
        return arguments[0]
    game.say(spoken.needs(command, what, example))
    return None


def _card(game: TextGame, text: str) -> Card | None:
    """The card ``text`` names, if it is in play; else a line says what is wrong."""
    card = card_or_none(text)
    if card is None:
        game.say(spoken.not_a_card(text, game.voice))
    elif game.controller.game.position.where[card] < 0:
        game.say(spoken.not_in_play(card, game.voice))
        return None
    return card


def _place(game: TextGame, text: str) -> Slot | None:
    slot = slot_or_none(text)
    if slot is None:
        game.say(spoken.not_a_place(text, game.voice))
    return slot


def card_or_none(text: str) -> Card | None:
    try:
        return Card.parse(text)
    except MazeError:
        return None


def slot_or_none(text: str) -> Slot | None:
    """A place named as ``r2c4`` (the engine also reads slot numbers: not people's)."""
    if text.strip().isdigit():
        return None
    try:
        return parse_slot(text)
    except MazeError:
        return None
