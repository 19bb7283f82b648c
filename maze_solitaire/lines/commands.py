"""The text mode's commands: one table, which both carries out a command and lists it in
``help`` (and in the manual).

Each :class:`TextCommand` names itself (long name, short form, other names), says
what it takes and does, and runs through the text mode's game (:class:`Commanded`,
which :class:`~.loop.TextGame` is): the game's controller does the work, and what
happened comes back as events for the text mode to say.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, NamedTuple, Protocol

from maze_solitaire.engine import Card, MazeError, Move, Position, Slot, parse_slot
from maze_solitaire.play.actions import ANY, Action
from maze_solitaire.play.selection import offered
from maze_solitaire.play.session import REVIEW
from maze_solitaire.solver.answer import grade_named
from maze_solitaire.words import reviews, spoken

if TYPE_CHECKING:
    from maze_solitaire.play.browsing import Browsing
    from maze_solitaire.play.controller import Controller
    from maze_solitaire.play.events import Event
    from maze_solitaire.play.replays import Replay
    from maze_solitaire.words.spoken import Voice


class Commanded(Protocol):
    """What a command works through: the text mode's game (:class:`~.loop.TextGame`)."""

    controller: Controller
    voice: Voice

    @property
    def browsing(self) -> Browsing:
        """The games that ended, played back and reviewed."""

    @property
    def replaying(self) -> Replay | None:
        """The ended game being played back, if one is."""

    def say(self, text: str) -> None:
        """Write one line."""

    def did(self, events: list[Event]) -> None:
        """Say what the command did."""

    def shown(self) -> Position:
        """The position shown: the replay's, while one is played back, else the game's."""

    def show_board(self) -> None: ...

    def won_already(self) -> bool:
        """Whether the game is won, and said so."""

    def look(self, done: Callable[[], bool], seconds: float, job: str) -> None:
        """Wait for the solver's ``job`` until ``done``; what it said meanwhile is said."""

    def status(self) -> None: ...

    def statistics(self) -> None: ...


Handler = Callable[[Commanded, list[str]], None]
"""What a command does, given the game and the words after its name."""

REVIEW_WAIT: Final = 300.0
"""Seconds ``review`` waits for a review being made (a few, as a rule: it is bounded by
nodes, and runs at a low priority, so a busy machine may take longer)."""

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
    def act(game: Commanded, arguments: list[str]) -> None:
        game.did(game.controller.act(action))

    return act


def _board(game: Commanded, arguments: list[str]) -> None:
    game.show_board()


def _gaps(game: Commanded, arguments: list[str]) -> None:
    position = game.shown()
    for gap in position.gaps:
        game.say(spoken.gap_line(position, gap, offered(position, gap), game.voice))


def _fill(game: Commanded, arguments: list[str]) -> None:
    text = _first(game, arguments, "fill", "a gap", "fill r2c4")
    slot = None if text is None else _place(game, text)
    if slot is None:
        return
    card = game.controller.position[slot]
    if card is not None:
        game.say(spoken.not_a_gap(slot, card, game.voice))
        return
    game.did(game.controller.offer(slot))


def _play(game: Commanded, arguments: list[str]) -> None:
    text = _first(game, [" ".join(arguments)] if arguments else [], "play", "a card", "play 7H")
    card = None if text is None else _card(game, text)
    if card is None:
        return
    # As a click on the card: the one gap it fits, or a numbered choice of two.
    controller = game.controller
    if not game.won_already():
        game.did(controller.click(controller.position.where[card]))


def _move(game: Commanded, arguments: list[str]) -> None:
    if len(arguments) < 2:
        game.say(spoken.needs("move", "a card and a gap", "move 7H r2c4"))
        return
    card = _card(game, arguments[0])
    target = None if card is None else _place(game, arguments[1])
    if card is None or target is None:
        return
    controller = game.controller
    game.did(controller.play(Move(card, controller.position.where[card], target)))


def _hint(game: Commanded, arguments: list[str]) -> None:
    game.did(game.controller.act(Action.HINT))


def _status(game: Commanded, arguments: list[str]) -> None:
    game.status()


def _new(game: Commanded, arguments: list[str]) -> None:
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


def _deal(game: Commanded, arguments: list[str]) -> None:
    text = _first(game, arguments, "deal", "a number", "deal 7")
    if text is not None:
        game.did(game.controller.go_to_deal(text))  # a number that is none: said why


def _code(game: Commanded, arguments: list[str]) -> None:
    text = _first(game, arguments, "code", "a share code", "code pysol-617")
    if text is not None:
        game.did(game.controller.go_to_code(text))  # a code that names none: said why


def _stats(game: Commanded, arguments: list[str]) -> None:
    game.statistics()


def _rules(game: Commanded, arguments: list[str]) -> None:
    for line in spoken.variant_rules(game.controller.position):
        game.say(line)


def _words(game: Commanded, arguments: list[str]) -> None:
    game.voice = game.voice._replace(words=not game.voice.words)
    game.say(spoken.words_switched(game.voice.words))


def _games(game: Commanded, arguments: list[str]) -> None:
    from maze_solitaire.words import games

    found = game.controller.saved_games()
    if not found:
        game.say(games.NO_SAVED_GAMES)
    for each in found:
        game.say(games.saved_game_line(each))


def _saved_id(game: Commanded, arguments: list[str], command: str) -> int | None:
    """The game id a command names (``3`` or ``#3``); else a line says what it needs."""
    text = _first(game, arguments, command, "a game's number", f"{command} 3")
    if text is None:
        return None
    digits = text.removeprefix("#")
    if not (digits.isascii() and digits.isdigit()) or len(digits) > 18:
        game.say(spoken.needs(command, "a game's number", f"{command} 3"))
        return None
    return int(digits)


def _open_saved(game: Commanded, arguments: list[str]) -> None:
    game_id = _saved_id(game, arguments, "open")
    if game_id is not None:
        game.did(game.controller.open_saved(game_id))


def _abandon(game: Commanded, arguments: list[str]) -> None:
    game_id = _saved_id(game, arguments, "abandon")
    if game_id is not None:
        game.did(game.controller.abandon_saved(game_id))


def _help(game: Commanded, arguments: list[str]) -> None:
    for line in help_lines():
        game.say(line)


def _ended_id(game: Commanded, arguments: list[str], command: str) -> int | None:
    """The ended game a command names, or with none the one that ended last; ``None``
    (and a line saying why) when there is none."""
    if arguments:
        return _saved_id(game, arguments, command)
    game_id = game.browsing.last_ended()
    if game_id is None:
        game.say(reviews.REVIEW_NONE)
    return game_id


def _replay(game: Commanded, arguments: list[str]) -> None:
    game_id = _ended_id(game, arguments, "replay")
    if game_id is not None:
        open_replay(game, game_id)


def open_replay(game: Commanded, game_id: int) -> None:
    """Play the ended game ``game_id`` back from its start (or say why it cannot be)."""
    try:
        replay = game.browsing.open(game_id)
    except MazeError as error:
        game.say(str(error))
        return
    game.say(reviews.replay_opened(replay))
    game.show_board()


def _review(game: Commanded, arguments: list[str]) -> None:
    replayed = game.replaying
    game_id = replayed.game_id if replayed is not None and not arguments else None
    game_id = _ended_id(game, arguments, "review") if game_id is None else game_id
    if game_id is None:
        return
    browsing = game.browsing
    try:
        reviewed = browsing.review(game_id)
    except MazeError as error:
        game.say(str(error))
        return
    if not reviewed.settled:  # made now, and waited for
        game.say(reviews.REVIEW_WAITING)
        game.look(lambda: browsing.review(game_id).settled, REVIEW_WAIT, REVIEW)
        reviewed = browsing.review(game_id)
    for line in reviews.reviewed_lines(reviewed, game.voice.move, waited=True):
        game.say(line)


def _step(by: int) -> Handler:
    def step(game: Commanded, arguments: list[str]) -> None:
        """The replay ``by`` moves on (back, if negative): the move that led there, what
        it cost, and the distance to a win from there."""
        if game.browsing.step(by):
            say_replay(game)
        else:
            game.say(reviews.REPLAY_AT_END if by > 0 else reviews.REPLAY_AT_START)

    return step


def say_replay(game: Commanded) -> None:
    """The replay's move shown, and where it stands."""
    replay = game.replaying
    assert replay is not None
    game.say(reviews.replay_move(replay, game.voice.move)[0])
    game.say(reviews.replay_status(replay, None)[0])


def _play_on(game: Commanded, arguments: list[str]) -> None:
    """A new game from the position the replay shows (asked first if moves would go)."""
    game.did(game.browsing.play_on())


def _stop(game: Commanded, arguments: list[str]) -> None:
    game.browsing.leave()
    game.say(reviews.REPLAY_LEFT)
    game.show_board()


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
    game: Commanded, arguments: list[str], command: str, what: str, example: str
) -> str | None:
    """The command's first argument; ``None`` (and a line saying what it needs) if none."""
    if arguments:
        return arguments[0]
    game.say(spoken.needs(command, what, example))
    return None


def _card(game: Commanded, text: str) -> Card | None:
    """The card ``text`` names, if it is in play; else a line says what is wrong."""
    card = card_or_none(text)
    if card is None:
        game.say(spoken.not_a_card(text, game.voice))
    elif game.controller.position.where[card] < 0:
        game.say(spoken.not_in_play(card, game.voice))
        return None
    return card


def _place(game: Commanded, text: str) -> Slot | None:
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
