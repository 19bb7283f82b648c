"""What several commands take: the parser's class, the game's options (declared in
:mod:`.game`), a deal or position, the rules, the data folder; and the readers of
numbers and seconds.

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
from maze_solitaire.cli.syntax import game

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
    """What the game takes (of no command, or ``play``): what to play, the rules, the
    grade of new deals, how it looks, the text mode."""
    start = parser.add_mutually_exclusive_group()
    for option in game.START:
        option.add_to(start)
    add_rules(parser)
    add_difficulty(parser)
    add_look_options(parser)
    add_text_options(parser)


def add_difficulty(parser: argparse.ArgumentParser) -> None:
    game.DIFFICULTY.add_to(parser)


def add_look_options(parser: argparse.ArgumentParser) -> None:
    for option in game.LOOK:
        option.add_to(parser)


def add_text_options(parser: argparse.ArgumentParser) -> None:
    for option in game.TEXT:
        option.add_to(parser)


def data_dir_option() -> Parser:
    """A parent parser that also takes ``--data-dir`` after a command.

    Its default is SUPPRESS, so that when the option is not repeated after
    the command, the value given before the command (or ``None``) stands.
    """
    option = Parser(add_help=False)
    option.add_argument(
        "--data-dir", metavar="DIR", default=argparse.SUPPRESS, help=game.DATA_DIR.help
    )
    return option


def add_source(command: argparse.ArgumentParser, required: bool) -> None:
    # Not required: the lenient parser that looks for unknown options. It takes
    # every source too, so that the value of an unknown option, read as the
    # position ('--deal 1 --frobnicate 5'), hides nothing.
    command.set_defaults(needs_source=True)  # what to say when none is given: see parse()
    source = command.add_mutually_exclusive_group(required=True) if required else command
    source.add_argument("--deal", metavar="N", help=game.DEAL_HELP)
    source.add_argument("--code", metavar="CODE", help=game.CODE_HELP)
    source.add_argument(
        "position", nargs="?", metavar="POSITION", help="54 tokens as one argument, or '-'"
    )
    add_rules(command)


def add_rules(command: argparse.ArgumentParser, help: str | None = None) -> None:
    """``--rules``, with ``help`` in place of its own if given."""
    game.RULES.add_to(command, help)


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
