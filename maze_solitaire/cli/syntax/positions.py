"""The commands that read a deal or a position: ``show``, ``moves``, ``par``, ``grade``,
``solve`` (run by :mod:`..positions`), each declared with its own options."""

from __future__ import annotations

from typing import Final

from maze_solitaire.cli.options import DEFAULT_TIMEOUT
from maze_solitaire.cli.status import ExitStatus, epilog
from maze_solitaire.cli.syntax.shared import (
    Parser,
    Subcommands,
    add_source,
    positive,
    seconds_type,
    whole_or_zero,
)
from maze_solitaire.solver.answer import OPTIMAL_MAX_NODES, OPTIMAL_NODES, PROVE_NODES

BAD_POSITIONS: Final = (
    (
        ExitStatus.DATA,
        "for a bad position, code or deal number (in batch mode, once every line is answered)",
    ),
    (ExitStatus.IO, "when standard input or output fails"),
)
"""The exit statuses of a bad position and of failing input or output, for the commands
that read positions and may read them from standard input."""


def show(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    show: Parser = commands.add_parser(
        "show", help="print a deal or position as a board and in notation"
    )
    add_source(show, sources_required)
    show.add_argument("--json", action="store_true", help="print one JSON object")
    show.add_argument("--ascii", action="store_true", help="write suits as letters (7H, not 7♥)")
    return show


def moves(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    moves: Parser = commands.add_parser("moves", help="list the legal moves of a position")
    add_source(moves, sources_required)
    moves.add_argument("--json", action="store_true", help="print one JSON object")
    return moves


def par(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    par: Parser = commands.add_parser(
        "par",
        help="print par for a deal or position: the best line a fixed search finds",
        description="Par is the length of the best winning line a fixed, node-budgeted "
        "search finds: the same number on every machine and every run.",
        epilog=epilog(
            (ExitStatus.OK, "when par was found"),
            (ExitStatus.NOT_SOLVED, "when the fixed search found no line"),
            (ExitStatus.USAGE, "for bad arguments"),
            *BAD_POSITIONS,
        )
        + ".",
    )
    add_source(par, sources_required)
    par.add_argument("--json", action="store_true", help="print one JSON object")
    return par


def grade(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    grade: Parser = commands.add_parser(
        "grade",
        help="print a deal's grade: easy, medium, hard or expert",
        description="A deal's grade, from the length of the winning line one fixed, "
        "node-budgeted search finds (its score): the same on every machine, forever. "
        "Each grade is about a quarter of the deals; the cut points were chosen on deals "
        "1001-3000 of each rules.",
        epilog=epilog((ExitStatus.OK, ""), (ExitStatus.USAGE, "for bad arguments"), *BAD_POSITIONS)
        + ".",
    )
    add_source(grade, sources_required)
    grade.add_argument("--json", action="store_true", help="print one JSON object")
    return grade


def solve(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    solve: Parser = commands.add_parser(
        "solve",
        help="find a winning line of moves for a deal or position",
        description="Search for a winning line of moves and print it, with a lower "
        "bound on the moves any win needs.",
        epilog=epilog(
            (ExitStatus.OK, "when every position was solved"),
            (
                ExitStatus.NOT_SOLVED,
                "when the search gave up on one, or showed that it cannot be won (the "
                "output says which)",
            ),
            (ExitStatus.USAGE, "for bad arguments"),
            *BAD_POSITIONS,
        )
        + ". With --max-nodes and no --timeout or --optimize, the answer is the same on "
        "every run.",
    )
    add_source(solve, sources_required)
    solve.add_argument("--json", action="store_true", help="print one JSON object")
    solve.add_argument(
        "--timeout",
        metavar="S",
        type=seconds_type(allow_zero=False),
        help=f"give up after S seconds (default {DEFAULT_TIMEOUT:g} when --max-nodes "
        "is not given either)",
    )
    solve.add_argument(
        "--max-nodes",
        metavar="K",
        type=positive,
        help="give up after expanding K positions",
    )
    solve.add_argument(
        "--optimize",
        metavar="S",
        type=seconds_type(allow_zero=True),
        default=0.0,
        help="once a line is found, spend up to S more seconds looking for a shorter one",
    )
    solve.add_argument(
        "--prove",
        metavar="K",
        type=whole_or_zero,
        default=0,
        help="then expand up to K more positions (on top of --max-nodes) proving the "
        f"line's end a shortest win, from ever farther back (the game's hint spends "
        f"{PROVE_NODES}; by default none, so that the answer comes at once); the answer "
        "says whether the whole line was proven",
    )
    solve.add_argument(
        "--optimal",
        action="store_true",
        help="prove the shortest win: par's line, then the exact search looks at every "
        "shorter way within --max-nodes positions (default "
        f"{OPTIMAL_NODES:,}, at most {OPTIMAL_MAX_NODES:,}: it keeps them all in memory); "
        "says 'optimal (proven)' only when it saw them all, else how short a win could "
        "still be. Not with --timeout, --optimize or --prove",
    )
    return solve
