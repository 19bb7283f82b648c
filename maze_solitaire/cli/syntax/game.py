"""The game's own options (of no command, ``play`` and ``daily``): declared once, as a table
that argparse's parser and the quick reader of a plain launch both read.

A plain launch (``maze-solitaire``, ``maze-solitaire --deal 5 --ascii``) is read here
without argparse, whose import and parser cost the first frame some milliseconds:
each word must be one of these options, whole and once, with a value where it takes
one, and the value must be one it takes. Anything else (an abbreviation, ``--help``,
a bad value, two deals) is left to argparse, which reads it, or says what is wrong, as
it always has; a test holds the two readings the same wherever this one reads.
"""

# No "from __future__ import annotations": see fullscreen/view.py.

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final

from maze_solitaire.engine import MazeError, variant_named
from maze_solitaire.fullscreen.themes import THEME_NAMES
from maze_solitaire.play.grades import DIFFICULTIES

if TYPE_CHECKING:
    import argparse

DEAL_HELP: Final = (
    "deal N: 0 to 4294967295; with --rules pysol, PySolFC's game numbers 1 to 10^20-1"
)
CODE_HELP: Final = "the deal a share code names: standard-12345, pysol-617, daily-2026-12-01"
RULES_HELP: Final = (
    "the rules: standard (the default), pysol (PySolFC's Maze) or aisleriot (GNOME's)"
)
DATA_DIR_HELP: Final = (
    "keep saved games and statistics in DIR "
    "(default: $MAZE_SOLITAIRE_HOME, else the user data folder)"
)


def any_case(text: str) -> str:
    """A word from a list, read in any case (``EXPERT`` is ``expert``), as the rules are."""
    return text.lower()


class GameOption:
    """One option: a flag (``metavar`` ``None``), or one that takes a value, which ``read``
    (if any) makes of the word given, raising :class:`MazeError` (or :class:`ValueError`)
    for a word that is none, and which must then be one of ``choices`` (if any)."""

    __slots__ = ("choices", "help", "metavar", "name", "read")

    def __init__(
        self,
        name: str,
        help: str,
        metavar: str | None = None,
        *,
        read: Callable[[str], Any] | None = None,
        choices: Sequence[str] | None = None,
    ):
        self.name = name
        self.help = help
        self.metavar = metavar
        self.read = read
        self.choices = choices

    @property
    def dest(self) -> str:
        """The name its value goes by once read: ``four_color`` for ``--four-color``."""
        return self.name.removeprefix("--").replace("-", "_")

    def add_to(self, parser: "argparse._ActionsContainer", help: str | None = None) -> None:
        """Declare it to argparse (with ``help`` in place of its own, if given)."""
        said = self.help if help is None else help
        if self.metavar is None:
            parser.add_argument(self.name, action="store_true", help=said)
            return
        value: dict[str, Any] = {"metavar": self.metavar, "choices": self.choices}
        if self.read is not None:
            value["type"] = _for_argparse(self.read)
        parser.add_argument(self.name, help=said, **value)


def _for_argparse(read: Callable[[str], Any]) -> Callable[[str], Any]:
    """``read``, its refusal said as argparse says a value's (in the refusal's words)."""

    def reading(text: str) -> object:
        try:
            return read(text)
        except MazeError as error:
            import argparse

            raise argparse.ArgumentTypeError(str(error)) from None

    reading.__name__ = read.__name__  # named in argparse's "invalid ... value" otherwise
    return reading


START: Final = (
    GameOption("--deal", f"play {DEAL_HELP}", "N"),
    GameOption("--code", f"play {CODE_HELP}", "CODE"),
    GameOption("--position", "play from a position in notation", "POSITION"),
)
"""What to play, one at most."""
RULES: Final = GameOption("--rules", RULES_HELP, "RULES", read=variant_named)
DIFFICULTY: Final = GameOption(
    "--difficulty",
    "a new deal of that grade now, and of it when n (or new) deals: easy, medium, hard or "
    "expert (each a quarter of the deals), or any",
    "GRADE",
    read=any_case,
    choices=DIFFICULTIES,
)
LOOK: Final = (
    GameOption(
        "--theme",
        "the colours: classic (the default), dark or light (for a dark or a light "
        "background), contrast (high contrast), colorblind (colours told apart with colour "
        "blindness)",
        "NAME",
        read=any_case,
        choices=THEME_NAMES,
    ),
    GameOption("--ascii", "suits as letters (7H, not 7♥)"),
    GameOption("--no-color", "no colours (as NO_COLOR=1 does)"),
    GameOption(
        "--four-color",
        "start with a four-colour deck (4 in the game switches it, and is remembered)",
    ),
)
"""How the game looks."""
TEXT: Final = (
    GameOption(
        "--text",
        "play a line at a time: commands in, one plain line per event out, for screen "
        "readers, braille displays, slow lines and scripts (chosen by itself for TERM=dumb "
        "and where input or output is not a terminal; 'help' lists its commands)",
    ),
    GameOption(
        "--words",
        "the text mode, with cards and places written as words (seven of hearts, row 2, "
        "column 4)",
    ),
)
"""The text mode."""
DATA_DIR: Final = GameOption("--data-dir", DATA_DIR_HELP, "DIR")

GAME: Final = (*START, RULES, DIFFICULTY, *LOOK, *TEXT, DATA_DIR)
"""Every option of a launch with no command, in the order its help lists them (after
``--version``)."""
_BY_NAME: Final = {option.name: option for option in GAME}


def read_plainly(argv: Sequence[str]) -> dict[str, object] | None:
    """The game's options in ``argv`` by their ``dest``, as argparse's parser of the top
    level reads them, when each is given plainly (see the module's description); else
    ``None``, for argparse to read."""
    found: dict[str, object] = {
        option.dest: False if option.metavar is None else None for option in GAME
    }
    given: set[str] = set()
    words = iter(argv)
    for word in words:
        name, equals, value = word.partition("=")
        option = _BY_NAME.get(name)
        if option is None or name in given:
            return None
        given.add(name)
        if option.metavar is None:
            if equals:
                return None
            found[option.dest] = True
            continue
        if not equals:
            value = next(words, "-")  # none: argparse says it wants one
        if value.startswith("-"):
            return None  # argparse may read it as an option, or as a value: it decides
        if option.read is not None:
            try:
                read = option.read(value)
            except (MazeError, ValueError):
                return None
        else:
            read = value
        if option.choices is not None and read not in option.choices:
            return None
        found[option.dest] = read
    if sum(option.name in given for option in START) > 1:
        return None  # argparse says which two
    return found
