"""The command line: ``maze-solitaire [play|show|moves|solve] …``.

Scripts use ``show``, ``moves`` and ``solve``; with no subcommand (or
``play``) the curses game starts. Every error a user can cause ends with exit status 2 and
one line on standard error, ``maze-solitaire: error: …``, never a traceback.
The curses game is imported only when it is played, so the scripting
commands work where curses is missing.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable, Iterable, Sequence
from typing import NoReturn, TextIO

from maze_solitaire import __version__
from maze_solitaire.engine import (
    MazeError,
    Move,
    Position,
    deal,
    is_won,
    legal_moves,
    parse_position,
)
from maze_solitaire.engine.cards import SUIT_SYMBOLS
from maze_solitaire.engine.deals import check_deal_number
from maze_solitaire.engine.slots import COLUMNS, ROWS

PROG = "maze-solitaire"
EXIT_OK = 0
EXIT_NOT_SOLVED = 1  # solve: gave up, or showed the position cannot be won
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it
STDIN = "-"


class UsageError(Exception):
    """Bad arguments: reported as one line and exit status 2."""


class _Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line, not usage plus a message."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(f"{message} (see '{PROG} --help')")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog=PROG,
        description="Maze, the patience game, in the terminal. "
        "With no command, play the game.",
        epilog="Positions are 54 tokens in reading order: cards like 7H, TD, "
        "QS and gaps '--', rows optionally separated by '/'. Give '-' instead "
        "to read one position per line from standard input.",
    )
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    show = commands.add_parser("show", help="print a deal or position as a board and in notation")
    _add_source(show)
    show.add_argument("--json", action="store_true", help="print one JSON object")
    show.add_argument("--ascii", action="store_true", help="write suits as letters (7H, not 7♥)")

    moves = commands.add_parser("moves", help="list the legal moves of a position")
    _add_source(moves)
    moves.add_argument("--json", action="store_true", help="print one JSON object")

    solve = commands.add_parser(
        "solve",
        help="find a winning line of moves for a deal or position",
        description="Search for a winning line of moves and print it, with a lower "
        "bound on the moves any win needs.",
        epilog=f"Exit status: {EXIT_OK} when every position was solved; "
        f"{EXIT_NOT_SOLVED} when the search gave up on one, or showed that it cannot "
        f"be won (the output says which); {EXIT_USAGE} for bad arguments or a bad "
        "position. With --max-nodes and no --timeout or --optimize, the answer is "
        "the same on every run.",
    )
    _add_source(solve)
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.add_argument(
        "--timeout",
        metavar="S",
        type=_seconds(allow_zero=False),
        help=f"give up after S seconds (default {DEFAULT_TIMEOUT:g} when --max-nodes "
        "is not given either)",
    )
    solve.add_argument(
        "--max-nodes",
        metavar="K",
        type=_node_count,
        help="give up after expanding K positions",
    )
    solve.add_argument(
        "--optimize",
        metavar="S",
        type=_seconds(allow_zero=True),
        default=0.0,
        help="once a line is found, spend up to S more seconds looking for a shorter one",
    )
    return parser


DEFAULT_TIMEOUT = 10.0
"""Seconds ``solve`` searches when given no budget at all."""


def _seconds(allow_zero: bool) -> Callable[[str], float]:
    """An argparse type: a number of seconds (positive, or also zero)."""

    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            value = math.nan
        if not (value >= 0 if allow_zero else value > 0) or math.isinf(value):
            kind = "zero or more" if allow_zero else "a positive number of"
            raise argparse.ArgumentTypeError(f"{text!r} is not {kind} seconds")
        return value

    return seconds


def _node_count(text: str) -> int:
    """An argparse type: a positive whole number of nodes."""
    if not text.strip().isdecimal() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"{text!r} is not a positive whole number")
    return int(text)


def _add_source(command: argparse.ArgumentParser) -> None:
    source = command.add_mutually_exclusive_group(required=True)
    source.add_argument("--deal", metavar="N", help="deal number, 0 to 4294967295")
    source.add_argument(
        "position", nargs="?", metavar="POSITION", help="54 tokens as one argument, or '-'"
    )


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    try:
        args = build_parser().parse_args(argv)
        if args.command is None:
            build_parser().print_usage()
            return EXIT_OK
        return _COMMANDS[args.command](args)
    except UsageError as error:
        return _fail(str(error))
    except MazeError as error:
        return _fail(str(error))
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error of ours. Point
        # stdout at /dev/null so that the interpreter's final flush is quiet.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_OK


def _fail(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _show(args: argparse.Namespace) -> int:
    unicode = not args.ascii and _can_write_suits(sys.stdout)

    def answer(position: Position, number: int | None, batch: bool) -> str:
        notation = position.notation()
        if args.json:
            return json.dumps({"deal": number, "position": notation, "won": is_won(position)})
        if batch:
            return notation
        return f"{format_board(position, unicode)}\n\n{notation}"

    return _answer_each(args, answer)


def _moves(args: argparse.Namespace) -> int:
    def answer(position: Position, number: int | None, batch: bool) -> str:
        moves = sorted(legal_moves(position), key=lambda m: (m.target, m.source))
        if args.json:
            listed = [_move_json(m) for m in moves]
            return json.dumps(
                {"position": position.notation(), "won": is_won(position), "moves": listed}
            )
        return ("; " if batch else "\n").join(m.notation() for m in moves)

    return _answer_each(args, answer)


def _move_json(move: Move) -> dict[str, object]:
    """A move as JSON: the card's notation and the slot numbers 0-53."""
    return {"card": str(move.card), "from": move.source, "to": move.target}


def _solve(args: argparse.Namespace) -> int:
    from maze_solitaire.engine.solver import solve

    timeout = args.timeout
    if timeout is None and args.max_nodes is None:
        timeout = DEFAULT_TIMEOUT
    unsolved = 0

    def answer(position: Position, number: int | None, batch: bool) -> str:
        nonlocal unsolved
        found = solve(position, max_nodes=args.max_nodes, timeout=timeout, optimize=args.optimize)
        unsolved += not found.solved
        if args.json:
            return json.dumps(
                {
                    "position": position.notation(),
                    "result": found.result,
                    "moves": [_move_json(m) for m in found.moves],
                    "lower_bound": found.lower_bound,
                    "nodes": found.nodes,
                    "seconds": round(found.seconds, 4),
                }
            )
        bound = f"lower bound {found.lower_bound}"
        if found.result == "gave-up":
            return f"gave up after {found.nodes} nodes ({bound})"
        if found.result == "unwinnable":
            return (
                f"unwinnable: no won position can be reached "
                f"({found.nodes} positions searched; {bound})"
            )
        summary = f"solved in {len(found.moves)} moves ({bound})"
        if batch:
            line = "; ".join(m.notation() for m in found.moves)
            return f"{summary}: {line}" if line else summary
        return "\n".join([*(m.notation() for m in found.moves), summary])

    status = _answer_each(args, answer)
    return EXIT_NOT_SOLVED if status == EXIT_OK and unsolved else status


Answer = Callable[[Position, "int | None", bool], str]


def _answer_each(args: argparse.Namespace, answer: Answer) -> int:
    """Answer the one position the arguments name, or each line of stdin for ``-``."""
    if args.deal is not None:
        number = check_deal_number(args.deal)
        print(answer(deal(number), number, False))
        return EXIT_OK
    if args.position != STDIN:
        print(answer(parse_position(args.position), None, False))
        return EXIT_OK
    return _answer_lines(sys.stdin, answer, args.json)


def _answer_lines(lines: Iterable[str], answer: Answer, as_json: bool) -> int:
    """One answer line per input line; bad lines get an error line, the rest go on."""
    bad = 0
    for number, line in enumerate(lines, start=1):
        try:
            reply = answer(parse_position(line), None, True)
        except MazeError as error:
            bad += 1
            message = f"line {number}: {error}"
            reply = json.dumps({"error": message}) if as_json else f"error: {message}"
        sys.stdout.write(reply + "\n")
        sys.stdout.flush()  # a script may wait for each answer before sending more
    if bad:
        plural = "s were" if bad != 1 else " was"
        return _fail(f"{bad} line{plural} not a valid position")
    return EXIT_OK


def format_board(position: Position, unicode: bool = True) -> str:
    """The layout as text: rows and columns labelled, gaps as ``--``.

    >>> print(format_board(deal(0), unicode=False).splitlines()[1])
    1    8C  JD  9S  2C  2H  QH  6C  TS  --
    """
    width = 3  # "10♥" is the widest face
    header = "   " + "".join(f" {column:>{width}}" for column in range(1, COLUMNS + 1))
    lines = [header]
    for row in range(ROWS):
        cells = position.cells[row * COLUMNS : (row + 1) * COLUMNS]
        faces = [
            "--" if cell is None else (cell.unicode() if unicode else cell.ascii())
            for cell in cells
        ]
        lines.append(f"{row + 1}  " + "".join(f" {face:>{width}}" for face in faces))
    return "\n".join(lines)


def _can_write_suits(stream: TextIO) -> bool:
    """Whether ``stream`` can encode the suit symbols (not under ``LC_ALL=C``)."""
    try:
        SUIT_SYMBOLS.encode(stream.encoding or "ascii")
    except (UnicodeEncodeError, LookupError):
        return False
    return True


_COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "show": _show,
    "moves": _moves,
    "solve": _solve,
}
