"""What several commands take: the parser's class, the game's options, a deal or position,
the rules, the data folder; and the readers of numbers, seconds and words.

Each command's own options are declared beside it (:mod:`.playing`, :mod:`.positions`,
:mod:`.games`, :mod:`.tools`); :mod:`..parser` puts them together.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final, NoReturn

from maze_solitaire.cli.errors import DataError, UsageError
from maze_solitaire.cli.output import quoted, say
from maze_solitaire.engine import MazeError, Variant, variant_named
from maze_solitaire.fullscreen.themes import THEME_NAMES
from maze_solitaire.play.grades import DIFFICULTIES

if TYPE_CHECKING:
    from _typeshed import SupportsWrite


class _Formatter(argparse.HelpFormatter):
    """argparse's help, as wide as the terminal, found without importing shutil.

    argparse makes a formatter for every option it adds, and its own asks
    shutil for the width: that import (with the compression modules it
    pulls in) cost the game's start-up some 2 ms, for help nobody asked for.
    """

    def __init__(self, prog: str):
        super().__init__(prog, width=_terminal_width() - 2)


def _terminal_width() -> int:
    """$COLUMNS, else the width of the terminal on standard output, else 80 (as shutil)."""
    try:
        return int(os.environ["COLUMNS"])
    except (KeyError, ValueError):
        pass
    try:
        columns = os.get_terminal_size(sys.__stdout__.fileno()).columns  # type: ignore[union-attr]
    except (AttributeError, ValueError, OSError):
        return 80
    return columns or 80  # a terminal that does not know its size


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, not usage plus a message."""

    def __init__(self, *args: Any, **kwargs: Any):
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{self.prog} --help')")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse's own (a private method, stable since Python 3.2) swallows a
        # failed write: --help on a full disk said nothing and exited 0.
        if message:
            say(message.rstrip("\n"), file or sys.stdout)


def add_play_options(parser: argparse.ArgumentParser) -> None:
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--deal", metavar="N", help=f"play {DEAL_HELP}")
    start.add_argument("--code", metavar="CODE", help=f"play {CODE_HELP}")
    start.add_argument("--position", metavar="POSITION", help="play from a position in notation")
    add_rules(parser)
    add_difficulty(parser)
    add_look_options(parser)
    add_text_options(parser)


def add_difficulty(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--difficulty",
        metavar="GRADE",
        type=any_case,
        choices=DIFFICULTIES,
        help="a new deal of that grade now, and of it when n (or new) deals: easy, medium, "
        "hard or expert (each a quarter of the deals), or any",
    )


def add_look_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--theme",
        metavar="NAME",
        type=any_case,
        choices=THEME_NAMES,
        help="the colours: classic (the default), dark or light (for a dark or a light "
        "background), contrast (high contrast), colorblind (colours told apart with colour "
        "blindness)",
    )
    parser.add_argument("--ascii", action="store_true", help="suits as letters (7H, not 7♥)")
    parser.add_argument("--no-color", action="store_true", help="no colours (as NO_COLOR=1 does)")
    parser.add_argument(
        "--four-color",
        action="store_true",
        help="start with a four-colour deck (4 in the game switches it, and is remembered)",
    )


def add_text_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--text",
        action="store_true",
        help="play a line at a time: commands in, one plain line per event out, for screen "
        "readers, braille displays, slow lines and scripts (chosen by itself for TERM=dumb "
        "and where input or output is not a terminal; 'help' lists its commands)",
    )
    parser.add_argument(
        "--words",
        action="store_true",
        help="the text mode, with cards and places written as words (seven of hearts, "
        "row 2, column 4)",
    )


DATA_DIR_HELP = (
    "keep saved games and statistics in DIR "
    "(default: $MAZE_SOLITAIRE_HOME, else the user data folder)"
)


def data_dir_option() -> Parser:
    """A parent parser that also takes ``--data-dir`` after a command.

    Its default is SUPPRESS, so that when the option is not repeated after
    the command, the value given before the command (or ``None``) stands.
    """
    option = Parser(add_help=False)
    option.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS, help=DATA_DIR_HELP)
    return option


DEAL_HELP = "deal N: 0 to 4294967295; with --rules pysol, PySolFC's game numbers 1 to 10^20-1"


CODE_HELP = "the deal a share code names: standard-12345, pysol-617, daily-2026-12-01"


RULES_HELP = "the rules: standard (the default), pysol (PySolFC's Maze) or aisleriot (GNOME's)"


def add_source(command: argparse.ArgumentParser, required: bool) -> None:
    # Not required: the lenient parser that looks for unknown options. It takes
    # every source too, so that the value of an unknown option, read as the
    # position ('--deal 1 --frobnicate 5'), hides nothing.
    command.set_defaults(needs_source=True)  # what to say when none is given: see parse()
    source = command.add_mutually_exclusive_group(required=True) if required else command
    source.add_argument("--deal", metavar="N", help=DEAL_HELP)
    source.add_argument("--code", metavar="CODE", help=CODE_HELP)
    source.add_argument(
        "position", nargs="?", metavar="POSITION", help="54 tokens as one argument, or '-'"
    )
    add_rules(command)


def add_rules(command: argparse.ArgumentParser, help: str = RULES_HELP) -> None:
    command.add_argument("--rules", metavar="RULES", type=_variant, help=help)


def _variant(text: str) -> Variant:
    """An argparse type: the rules by name."""
    try:
        return variant_named(text)
    except MazeError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


_BEYOND: Final = 2**63
"""Past every game number and every count of games (SQLite's integers end below it):
what a longer number is read as, rather than read at all."""


def _whole(text: str) -> int | None:
    """``text`` as a whole number of ASCII digits (``int`` also takes other scripts'
    digits, which no other number here accepts); ``None`` if it is not one. A number
    longer than any game number or count reads as :data:`_BEYOND` (``int`` refuses
    strings past 4,300 digits, and nothing here needs the exact value)."""
    digits = text.strip()
    if not (digits.isascii() and digits.isdigit()):
        return None
    return _BEYOND if _too_long(digits) else int(digits)


def _too_long(digits: str) -> bool:
    """Whether ``digits`` are more than any game number or count has."""
    return len(digits.lstrip("0")) > len(str(_BEYOND))


def whole_or_zero(text: str) -> int:
    number = _whole(text)
    if number is None or number < 0:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number")
    return number


def positive(text: str) -> int:
    number = _whole(text)
    if number is None or number < 1:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a positive whole number")
    return number


def game_number(text: str) -> int:
    """A game number as ``history`` shows it (``12`` or ``#12``); a :class:`DataError`
    (exit status 65, as for a deal number that is none) naming what is no game."""
    digits = text.strip().removeprefix("#")
    number = _whole(digits)
    if number is None:
        raise DataError(
            f"there is no game {quoted(text)}: a game is a number as history shows it, like 12"
        )
    if _too_long(digits):  # past every game number: no game, as for any other unknown one
        shown = f"#{digits}" if len(digits) <= 40 else quoted(text)
        raise DataError(f"there is no game {shown}")
    return number


def any_case(text: str) -> str:
    """A word from a list, read in any case (``EXPERT`` is ``expert``), as the rules are."""
    return text.lower()


def seconds_type(allow_zero: bool) -> Callable[[str], float]:
    """An argparse type: a number of seconds (positive, or also zero)."""

    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (value >= 0 if allow_zero else value > 0) or math.isinf(value):
            kind = "zero or more" if allow_zero else "a positive number of"
            finite = " (a finite number)" if math.isinf(value) else ""
            raise argparse.ArgumentTypeError(f"{text!r} is not {kind} seconds{finite}")
        return value

    return seconds


Subcommands = Any
"""What ``add_subparsers`` gives (argparse's ``_SubParsersAction``): each command's
declaration adds its parser there with ``add_parser``."""

Declaration = Callable[[Subcommands, "list[Parser]", bool], Parser]
"""A command's declaration: given the subcommands, the parent that takes ``--data-dir``
after a command, and whether a deal or position must be given (not, for the lenient
parser that looks for unknown options), it adds the command; its parser."""
