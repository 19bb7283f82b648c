"""The key table: one list that the full-screen game's dispatch, its help screen, its key
line and the manual read.

Every string here is ASCII, so the help reads the same in any locale.
Keys are named as ``curses.keyname()`` names them (``"KEY_LEFT"``, ``"^R"``,
``"q"``), so this module needs no curses. A binding applies in the contexts
it names: digits pick a choice while choosing and ``4`` toggles the
four-colour deck on the board; ``y`` and ``n`` answer a question.
"""

from enum import Enum
from typing import Final

from maze_solitaire.play.actions import Action
from maze_solitaire.play.modes import Asking, Choosing, Mode
from maze_solitaire.values import Value


class Screen(Enum):
    """What a key asks of the full-screen game itself (the game never hears of it)."""

    PAUSE = "pause"
    GO_TO = "go_to"
    FIND = "find"
    TYPE = "type"
    ERASE = "erase"
    FOUR_COLOR = "four_color"
    COPY = "copy"
    STATS = "stats"
    HELP = "help"
    PAGE_BACK = "page_back"
    PAGE_ON = "page_on"
    SAVED_GAMES = "saved_games"
    ABANDON = "abandon"
    ENDED_GAMES = "ended_games"
    REVIEW = "review"
    STEP_BACK = "step_back"
    STEP_ON = "step_on"
    FIRST = "first"
    LAST = "last"
    PLAY_PAUSE = "play_pause"
    PLAY_ON = "play_on"


class Context(Enum):
    """Where the keys are read: which bindings apply."""

    BOARD = "board"
    """The board, no choice open (also once the game is won)."""
    CHOOSING = "choosing"
    """A choice of cards or gaps is open."""
    QUESTION = "question"
    """A yes/no question waits for its answer."""
    SCREEN = "screen"
    """The help or the statistics is over the board: Esc goes back, any other key on."""
    TYPING = "typing"
    """A number is being typed (the deal to go to)."""
    FINDING = "finding"
    """A card is being typed (to put the cursor on)."""
    SAVED = "saved"
    """The list of the games in progress is over the board."""
    ENDED = "ended"
    """The list of the games that ended is over the board."""
    REPLAY = "replay"
    """An ended game is played back over the board."""


_BOARD_OR_CHOICE: Final = frozenset((Context.BOARD, Context.CHOOSING))
_TYPED: Final = frozenset((Context.TYPING, Context.FINDING))
_LISTS: Final = frozenset((Context.SAVED, Context.ENDED))
_REPLAY: Final = frozenset((Context.REPLAY,))
_HELP_ASKED: Final = frozenset((*_BOARD_OR_CHOICE, Context.QUESTION))
CARD_KEYS: Final = "0123456789AaTtJjQqKkCcDdHhSs"
"""What a card is typed with after ``/``: ranks (``10`` or ``T``) and suits, either case."""


class Binding(Value):
    """``keys`` trigger ``action``; ``label`` and ``help`` are what people read."""

    __match_args__ = ("keys", "action", "label", "help", "short", "contexts")
    __slots__ = __match_args__

    def __init__(  # noqa: PLR0917  # a row of the key table, read as one
        self,
        keys: tuple[str, ...],
        action: Action | Screen,
        label: str,
        help: str,
        short: str = "",
        contexts: frozenset[Context] = _BOARD_OR_CHOICE,
    ):
        self.keys: Final = keys
        self.action: Final = action
        self.label: Final = label
        self.help: Final = help
        self.short: Final = short
        """What the bottom key line shows, e.g. ``"u undo"`` (empty: not shown there)."""
        self.contexts: Final = contexts


ENTER_KEYS: Final = ("^J", "^M", "KEY_ENTER", " ")

BINDINGS: Final[tuple[Binding, ...]] = (
    Binding(("KEY_LEFT", "h"), Action.LEFT, "Left/h", "cursor left (goes round)", "arrows move"),
    Binding(("KEY_RIGHT", "l"), Action.RIGHT, "Right/l", "cursor right (goes round)"),
    Binding(("KEY_UP", "k"), Action.UP, "Up/k", "cursor up (goes round)"),
    Binding(("KEY_DOWN", "j"), Action.DOWN, "Down/j", "cursor down (goes round)"),
    # A1 and C1: the keypad's corners, which some terminals send for Home and End.
    Binding(("KEY_HOME", "KEY_A1"), Action.HOME, "Home", "row's start, then r1c1"),
    Binding(("KEY_END", "KEY_C1"), Action.END, "End", "row's end, then r6c9"),
    Binding(("/",), Screen.FIND, "/", "find a card: type it"),
    Binding(
        ENTER_KEYS,
        Action.ACTIVATE,
        "Enter/Space",
        "fill a gap / move a card",
        "Enter play",
        contexts=frozenset((Context.BOARD, Context.CHOOSING, *_TYPED, *_LISTS)),
    ),
    Binding(("^I",), Action.NEXT, "Tab", "next gap or choice", "Tab gap"),
    # p as well: some terminals (vt100) have no Shift-Tab.
    Binding(("KEY_BTAB", "p"), Action.PREVIOUS, "Shift-Tab/p", "previous gap or choice"),
    Binding(
        tuple("123456789"),
        Action.PICK,
        "1-9",
        "pick a numbered choice",
        contexts=frozenset((Context.CHOOSING, *_LISTS)),
    ),
    Binding(
        ("^[",),
        Action.CANCEL,
        "Esc",
        "cancel; leave a screen",
        contexts=frozenset((Context.CHOOSING, Context.SCREEN, *_TYPED, *_LISTS, *_REPLAY)),
    ),
    Binding(("0",), Action.CANCEL, "0", "cancel a choice", contexts=frozenset((Context.CHOOSING,))),
    Binding(
        ("KEY_PPAGE", "KEY_LEFT", "KEY_UP"),
        Screen.PAGE_BACK,
        "PgUp",
        "page back (Up, Left too)",
        contexts=frozenset((Context.SCREEN, *_LISTS)),
    ),
    Binding(
        ("KEY_NPAGE", "KEY_RIGHT", "KEY_DOWN"),
        Screen.PAGE_ON,
        "PgDn",
        "page on (Down, Right too)",
        contexts=frozenset((Context.SCREEN, *_LISTS)),
    ),
    Binding(("u",), Action.UNDO, "u", "undo (unlimited)", "u undo"),
    Binding(("^R", "U"), Action.REDO, "Ctrl-R/U", "redo", "^R redo"),
    # In a question too: H or D asked again answers its own question yes (any other no).
    Binding(("H",), Action.HINT, "H", "hint, in 3 steps", "H hint", contexts=_HELP_ASKED),
    Binding(("D",), Action.DEMO, "D", "demo: play to the win", contexts=_HELP_ASKED),
    Binding(
        ("+", "="),
        Action.FASTER,
        "+",
        "demo, replay faster",
        contexts=frozenset((*_BOARD_OR_CHOICE, *_REPLAY)),
    ),
    Binding(
        ("-",),
        Action.SLOWER,
        "-",
        "demo, replay slower",
        contexts=frozenset((*_BOARD_OR_CHOICE, *_REPLAY)),
    ),
    Binding(("r",), Action.RESTART, "r", "restart this deal"),
    Binding(("n",), Action.NEW, "n", "new deal", "n new"),
    Binding(("G",), Action.GRADE, "G", "grade n deals, in turn"),
    Binding(
        ("4",),
        Screen.FOUR_COLOR,
        "4",
        "four-colour deck on/off",
        contexts=frozenset((Context.BOARD,)),
    ),
    Binding(("P",), Screen.PAUSE, "P", "pause: hide the board, stop the clock"),
    Binding(("g",), Screen.GO_TO, "g", "go to a deal by its number"),
    Binding(("t",), Action.DAILY, "t", "today's daily deal"),
    Binding(("o",), Screen.SAVED_GAMES, "o", "open a saved game in progress"),
    Binding(
        ("x",),
        Screen.ABANDON,
        "x",
        "after o: abandon a game",
        contexts=frozenset((Context.SAVED,)),
    ),
    Binding(("c",), Screen.COPY, "c", "copy a win's share line"),
    Binding(
        ("v",),
        Screen.ENDED_GAMES,
        "v",
        "replay or review a game",
        contexts=frozenset((*_BOARD_OR_CHOICE, Context.SCREEN)),
    ),
    Binding(
        ("v",),
        Screen.REVIEW,
        "v",
        "its review (in a replay)",
        contexts=frozenset((Context.ENDED, *_REPLAY)),
    ),
    Binding(
        ("KEY_LEFT", "h", "KEY_UP", "k"),
        Screen.STEP_BACK,
        "Left/h",
        "replay: a move back",
        contexts=_REPLAY,
    ),
    Binding(
        ("KEY_RIGHT", "l", "KEY_DOWN", "j"),
        Screen.STEP_ON,
        "Right/l",
        "replay: a move on",
        contexts=_REPLAY,
    ),
    Binding(
        ("KEY_PPAGE",), Screen.PAGE_BACK, "PgUp", "replay: 10 moves back", contexts=_REPLAY
    ),
    Binding(
        ("KEY_NPAGE",), Screen.PAGE_ON, "PgDn", "replay: 10 moves on", contexts=_REPLAY
    ),
    Binding(
        ("KEY_HOME", "KEY_A1"), Screen.FIRST, "Home", "replay: the start", contexts=_REPLAY
    ),
    Binding(("KEY_END", "KEY_C1"), Screen.LAST, "End", "replay: the end", contexts=_REPLAY),
    Binding((" ",), Screen.PLAY_PAUSE, "Space", "replay: play, pause", contexts=_REPLAY),
    Binding(("p",), Screen.PLAY_ON, "p", "replay: play on from here", contexts=_REPLAY),
    Binding(
        tuple("0123456789"),
        Screen.TYPE,
        "0-9",
        "after g: the deal number",
        contexts=frozenset((Context.TYPING,)),
    ),
    Binding(
        tuple(CARD_KEYS),
        Screen.TYPE,
        "7h, Qs...",
        "after /: the card",
        contexts=frozenset((Context.FINDING,)),
    ),
    Binding(
        ("KEY_BACKSPACE", "^H", "^?"),
        Screen.ERASE,
        "Backspace",
        "after g or /: rub out",
        contexts=_TYPED,
    ),
    Binding(("s",), Screen.STATS, "s", "your statistics", "s stats"),
    Binding(("?", "KEY_F(1)"), Screen.HELP, "?/F1", "this help", "? help"),
    Binding(
        ("q",),
        Action.QUIT,
        "q",
        "quit",
        "q quit",
        contexts=frozenset((*_BOARD_OR_CHOICE, *_REPLAY)),
    ),
    Binding(
        ("y", "Y"), Action.YES, "y", "yes, to a question", contexts=frozenset((Context.QUESTION,))
    ),
    Binding(
        ("n", "N"),
        Action.NO,
        "n",
        "no (any other key too)",
        contexts=frozenset((Context.QUESTION,)),
    ),
)


def action_for(key: str, context: Context) -> Action | Screen | None:
    """The action ``key`` triggers in ``context``, or ``None``."""
    for binding in BINDINGS:
        if key in binding.keys and context in binding.contexts:
            return binding.action
    return None


def bound(key: str) -> bool:
    """Whether ``key`` does something somewhere (else it is unknown to the game)."""
    return any(key in binding.keys for binding in BINDINGS)


def context(mode: Mode, over: Context | None = None) -> Context:
    """Which key bindings apply: those of what is ``over`` the board, if anything (a
    screen, a number or a card typed, a list, a replay), else by what the game is doing."""
    if over is not None:
        return over
    if isinstance(mode, Choosing):
        return Context.CHOOSING
    if isinstance(mode, Asking):
        return Context.QUESTION
    return Context.BOARD
