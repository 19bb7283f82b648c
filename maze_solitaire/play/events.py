"""What happened in the game, as data: what the controller answers to every key, click,
tick and search.

Each call on the :class:`~.controller.Controller` returns the events it caused, in
order. The front ends word them (:mod:`maze_solitaire.words.said` for the
full-screen message line, :mod:`maze_solitaire.words.spoken` for the text mode):
nothing here is a sentence, and nothing anywhere reads a sentence back into an event.

An event is a :class:`~maze_solitaire.values.Value`, equal to another of its own kind
with equal fields (so ``Undone(m, a, b) != Redone(m, a, b)``, which plain tuples would
not give), and cheap to define: three dozen of them are defined before the game's
first frame.

The events are a closed union, :data:`Event` (and the reasons a key is refused,
:data:`Reason`): each front end's words match on it and end with :func:`unhandled`,
so that an event added here without words fails type checking (``mypy --strict``)
rather than a game.
"""

from enum import Enum
from typing import Final, NoReturn

from maze_solitaire.engine import Card, Code, Move, Position, Slot, Variant
from maze_solitaire.play.modes import Feat, Question
from maze_solitaire.play.selection import Choice
from maze_solitaire.solver.answer import Grade, Result
from maze_solitaire.storage import Branch, DailyResult
from maze_solitaire.values import Value


class _Event(Value):
    """The base of every event: a value (see :mod:`maze_solitaire.values`). What an event
    may be is :data:`Event`, the union of them all."""

    __slots__: tuple[str, ...] = ()


# -- the board ------------------------------------------------------------------------------


class How(Enum):
    """How a card came to move."""

    PLAYED = "played"
    """By the player (a key, a click, a command)."""
    DEMO = "demo"
    """By the demo."""
    UNDONE = "undone"
    """Taken back: the card went from the move's target back to its source."""
    REDONE = "redone"
    """Played again after an undo."""


class Moved(_Event):
    """A card moved: ``move`` as played (for an undo, the move taken back), and the
    positions before and after."""

    __match_args__ = ("move", "before", "after", "how")
    __slots__ = __match_args__

    def __init__(self, move: Move, before: Position, after: Position, how: How = How.PLAYED):
        self.move: Final = move
        self.before: Final = before
        self.after: Final = after
        self.how: Final = how


class Restarted(_Event):
    """The board went back to the deal; the moves made can be redone."""

    __match_args__ = ("before", "after")
    __slots__ = __match_args__

    def __init__(self, before: Position, after: Position):
        self.before: Final = before
        self.after: Final = after


class Won(_Event):
    """The winning move was made. ``counted``: the win is recorded now (a win whose
    winning move was undone and made again is counted once); ``demo``: the demo made
    the winning move."""

    __match_args__ = (
        "code", "moves", "seconds", "helped", "scripted", "par", "feat", "counted", "demo",
    )  # fmt: skip
    __slots__ = __match_args__

    def __init__(
        self,
        code: Code | None,
        moves: int,
        seconds: float,
        *,
        helped: bool,
        scripted: bool,
        par: int | None,
        feat: Feat,
        counted: bool,
        demo: bool = False,
    ):
        self.code: Final = code
        self.moves: Final = moves
        self.seconds: Final = seconds
        self.helped: Final = helped
        self.scripted: Final = scripted
        self.par: Final = par
        self.feat: Final = feat
        self.counted: Final = counted
        self.demo: Final = demo


class WinUndone(_Event):
    """The winning move was taken back: the win stays counted, and play goes on."""

    __slots__ = ()


# -- choices and questions ----------------------------------------------------------------


class Offered(_Event):
    """A numbered choice of moves is open: the cards for a gap, or the gaps for a card."""

    __match_args__ = ("choice",)
    __slots__ = __match_args__

    def __init__(self, choice: Choice):
        self.choice: Final = choice


class Asked(_Event):
    """A yes/no question is open (for :attr:`Question.GO_TO`, the deal and its code)."""

    __match_args__ = ("question", "deal", "code")
    __slots__ = __match_args__

    def __init__(self, question: Question, deal: int | None = None, code: Code | None = None):
        self.question: Final = question
        self.deal: Final = deal
        self.code: Final = code


class Cancelled(_Event):
    """An open choice or question was put away, with nothing done."""

    __slots__ = ()


# -- games begun, resumed, ended ----------------------------------------------------------


class Started(_Event):
    """A new game is on the board: a deal (its ``code``) or a position, under ``rules``.
    ``daily``: the result its day already has, for a daily deal played before."""

    __match_args__ = ("code", "rules", "position", "daily")
    __slots__ = __match_args__

    def __init__(
        self,
        code: Code | None,
        rules: Variant,
        position: Position,
        daily: DailyResult | None = None,
    ):
        self.code: Final = code
        self.rules: Final = rules
        self.position: Final = position
        self.daily: Final = daily


class Continued(_Event):
    """The game in progress was resumed where it was left; ``branch``: where it was played
    on from, if it was (``code`` is then the deal it came from)."""

    __match_args__ = ("code", "deal", "moves", "branch")
    __slots__ = __match_args__

    def __init__(
        self, code: Code | None, deal: int | None, moves: int, branch: Branch | None = None
    ):
        self.code: Final = code
        self.deal: Final = deal
        self.moves: Final = moves
        self.branch: Final = branch


class Abandoned(_Event):
    """A saved game in progress (not the one played) was ended as lost, from the list of
    games in progress; ``moves`` it had (one with none is dropped, not counted)."""

    __match_args__ = ("game_id", "code", "moves")
    __slots__ = __match_args__

    def __init__(self, game_id: int, code: Code | None, moves: int):
        self.game_id: Final = game_id
        self.code: Final = code
        self.moves: Final = moves


class PlayedOn(_Event):
    """The new game (its :class:`Started` just before) is played on from a position of the
    ended game ``game_id``, after ``move`` of its moves; ``code``: the deal that game
    came from (``None``: a position's)."""

    __match_args__ = ("game_id", "move", "code")
    __slots__ = __match_args__

    def __init__(self, game_id: int, move: int, code: Code | None = None):
        self.game_id: Final = game_id
        self.move: Final = move
        self.code: Final = code


class LeftInProgress(_Event):
    """A new game began beside the games in progress, which stay in progress (none is
    ended by it: each can be resumed)."""

    __match_args__ = ("games",)
    __slots__ = __match_args__

    def __init__(self, games: int):
        self.games: Final = games


class PlayedElsewhere(_Event):
    """The games in progress are open in other terminals: a new deal was dealt instead."""

    __match_args__ = ("games",)
    __slots__ = __match_args__

    def __init__(self, games: int):
        self.games: Final = games


class NewDealsOf(_Event):
    """The grade new deals are of from now on (``None``: any grade)."""

    __match_args__ = ("grade",)
    __slots__ = __match_args__

    def __init__(self, grade: Grade | None):
        self.grade: Final = grade


class Notice(_Event):
    """What the saved games or the settings have to say (a full disk, a damaged file, a
    config file not used), in their own words: they name the fault they report."""

    __match_args__ = ("text",)
    __slots__ = __match_args__

    def __init__(self, text: str):
        self.text: Final = text


# -- the solver's help ----------------------------------------------------------------------


class ReviewReady(_Event):
    """The review of the ended game ``game_id`` was made and kept (``failure`` empty), or
    could not be made (``failure`` says why)."""

    __match_args__ = ("game_id", "failure")
    __slots__ = __match_args__

    def __init__(self, game_id: int, failure: str = ""):
        self.game_id: Final = game_id
        self.failure: Final = failure


class ParProven(_Event):
    """The daily's proof in the background ended: par is proven the shortest win, ``par``
    moves; or (``par`` None) it ran out of its allowance, having shown that no win takes
    fewer than ``floor`` moves."""

    __match_args__ = ("par", "floor")
    __slots__ = __match_args__

    def __init__(self, par: int | None, floor: int):
        self.par: Final = par
        self.floor: Final = floor


class HintShown(_Event):
    """A step of the hint for ``position``, the one on the board: the next move of a
    winning line, shown as far as ``step`` (1, the card to move; 2, its gap too; 3, why
    as well). ``left``: the moves the line has after this one (``None``: not known)."""

    __match_args__ = ("move", "step", "position", "left")
    __slots__ = __match_args__

    def __init__(self, move: Move, step: int, position: Position, left: int | None):
        self.move: Final = move
        self.step: Final = step
        self.position: Final = position
        self.left: Final = left


class LostTheGame(_Event):
    """No win can be reached from the position on the board any more: the solver searched
    every position that can be reached from it. ``blamed``: a winning line was known
    from the position before the last move, so that move lost the game."""

    __match_args__ = ("blamed",)
    __slots__ = __match_args__

    def __init__(self, blamed: bool):
        self.blamed: Final = blamed


class LineLeft(_Event):
    """The last move left a known winning line, and the search from the position it led
    to found none within its budget (which proves nothing)."""

    __slots__ = ()


class Looking(_Event):
    """A hint was asked for before the search had a line: it comes when the search does.
    ``why``: the hint's why was asked for while its line is still being polished: it comes
    once the line is final (its length is then the same on every run)."""

    __match_args__ = ("why",)
    __slots__ = __match_args__

    def __init__(self, why: bool = False):
        self.why: Final = why


class NoLine(_Event):
    """The search ended without a winning line: it gave up, or proved there is none."""

    __match_args__ = ("result",)
    __slots__ = __match_args__

    def __init__(self, result: Result):
        self.result: Final = result


class SearchFailed(_Event):
    """The search itself failed (its process died, or raised): nothing is known."""

    __match_args__ = ("error",)
    __slots__ = __match_args__

    def __init__(self, error: str):
        self.error: Final = error


class DemoStarted(_Event):
    """The demo plays on to the win, a move every ``seconds``."""

    __match_args__ = ("seconds",)
    __slots__ = __match_args__

    def __init__(self, seconds: float):
        self.seconds: Final = seconds


class DemoStopped(_Event):
    """The demo stopped (a key); see :class:`NoLine` and :class:`SearchFailed` for the rest."""

    __slots__ = ()


class DemoPace(_Event):
    """The demo's pace changed: a move every ``seconds``."""

    __match_args__ = ("seconds",)
    __slots__ = __match_args__

    def __init__(self, seconds: float):
        self.seconds: Final = seconds


# -- what could not be done -------------------------------------------------------------------


class _Reason(_Event):
    """The base of why a key or command was refused (nothing changed); what a reason may
    be is :data:`Reason`."""

    __slots__ = ()


class NothingToUndo(_Reason):
    __slots__ = ()


class NothingToRedo(_Reason):
    __slots__ = ()


class WonAlready(_Reason):
    """The game is won: no more moves or help."""

    __slots__ = ()


class NoDaily(_Reason):
    """There is no daily deal to play here."""

    __slots__ = ()


class DailyAlready(_Reason):
    """Today's daily deal is the game being played."""

    __match_args__ = ("code",)
    __slots__ = __match_args__

    def __init__(self, code: Code):
        self.code: Final = code


class NotAChoice(_Reason):
    """A number picked that is not one of the ``count`` offered."""

    __match_args__ = ("count",)
    __slots__ = __match_args__

    def __init__(self, count: int):
        self.count: Final = count


class CannotFill(_Reason):
    """Nothing may fill the gap ``gap`` of ``position`` now."""

    __match_args__ = ("position", "gap")
    __slots__ = __match_args__

    def __init__(self, position: Position, gap: Slot):
        self.position: Final = position
        self.gap: Final = gap


class FitsNowhere(_Reason):
    """The card ``card`` fits no gap of ``position`` now."""

    __match_args__ = ("position", "card")
    __slots__ = __match_args__

    def __init__(self, position: Position, card: Card):
        self.position: Final = position
        self.card: Final = card


class Mistake(_Reason):
    """What the rules refused, in the engine's own words (an illegal move, a deal
    number out of range): its errors name what is wrong."""

    __match_args__ = ("message",)
    __slots__ = __match_args__

    def __init__(self, message: str):
        self.message: Final = message


Reason = (
    NothingToUndo
    | NothingToRedo
    | WonAlready
    | NoDaily
    | DailyAlready
    | NotAChoice
    | CannotFill
    | FitsNowhere
    | Mistake
)
"""Why a key or command was refused: one of these, and nothing else."""


class Refused(_Event):
    """A key or command that could not be done, and why; nothing changed."""

    __match_args__ = ("reason",)
    __slots__ = __match_args__

    def __init__(self, reason: Reason):
        self.reason: Final = reason


Event = (
    Moved
    | Restarted
    | Won
    | WinUndone
    | Offered
    | Asked
    | Cancelled
    | Started
    | Continued
    | Abandoned
    | PlayedOn
    | LeftInProgress
    | PlayedElsewhere
    | NewDealsOf
    | Notice
    | ReviewReady
    | ParProven
    | HintShown
    | LostTheGame
    | LineLeft
    | Looking
    | NoLine
    | SearchFailed
    | DemoStarted
    | DemoStopped
    | DemoPace
    | Refused
)
"""What happened: one of these, and nothing else (a closed union: see the module)."""


def unhandled(value: NoReturn) -> NoReturn:
    """The end of a ``match`` that has a case for every member of a closed union (an
    :data:`Event`, a :data:`Reason`, an action, a question): the type checker proves that
    nothing reaches it, and names the member a new case is missing for."""
    raise AssertionError(f"no case for {value!r}")
