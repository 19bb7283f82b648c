"""The commands that read the saved games: ``stats``, ``history``, ``replay``, ``review``
(run by :mod:`..games`), each declared with its own options."""

from __future__ import annotations

from typing import Final

from maze_solitaire.cli.options import HISTORY_LIMIT
from maze_solitaire.cli.status import ExitStatus, epilog
from maze_solitaire.cli.syntax.game import RULES_HELP
from maze_solitaire.cli.syntax.shared import (
    Parser,
    Subcommands,
    add_look_options,
    add_rules,
    add_text_options,
    positive,
)

NO_ENDED_GAME: Final = (
    ExitStatus.DATA,
    "when ID is no ended game (not a game number, unknown, in progress, or damaged)",
)
"""The exit status of ``review`` asked for a game that is no ended game."""
NO_SAVED_GAME: Final = (
    ExitStatus.DATA,
    "when ID is no game to show (not a game number, unknown, or damaged)",
)
"""The exit status of ``replay`` asked for a game it cannot show."""


def stats(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    stats: Parser = commands.add_parser(
        "stats", parents=data, help="print the statistics of your games"
    )
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    record = stats.add_mutually_exclusive_group()
    record.add_argument("--deal", metavar="N", help="also your record on deal N")
    record.add_argument("--code", metavar="CODE", help="also your record on the deal CODE names")
    add_rules(stats, "whose statistics: " + RULES_HELP.split(": ", 1)[1])
    return stats


def history(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    history: Parser = commands.add_parser(
        "history", parents=data, help="list your recent games"
    )
    history.add_argument("--json", action="store_true", help="print one JSON object")
    history.add_argument(
        "--limit",
        metavar="N",
        type=positive,
        default=HISTORY_LIMIT,
        help=f"how many games (default {HISTORY_LIMIT})",
    )
    return history


def replay(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    replay: Parser = commands.add_parser(
        "replay",
        parents=data,
        help="play a game back in the game (or print its moves)",
        description="On a terminal, play the game ID back in the game, a move at a "
        "time, with its review's marks on the moves that cost the most; from any move, p "
        "plays on from there as a new game. A game in progress plays back as far as it "
        "has gone, with no review, and stays as it is (resume ID plays it on). With "
        "--moves or --json, or when standard output is not a terminal, print its moves "
        "instead, one per line.",
        epilog=epilog(
            (ExitStatus.OK, "when the game was played back, or its moves printed"), NO_SAVED_GAME
        )
        + ".",
    )
    _add_game(replay)
    replay.add_argument(
        "--moves", action="store_true", help="print its moves, one per line, even on a terminal"
    )
    add_look_options(replay)
    add_text_options(replay)
    return replay


def review(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    review: Parser = commands.add_parser(
        "review",
        parents=data,
        help="print the review of an ended game: the moves that cost the most",
        description="The review of the ended game ID: the best-known distance to a win "
        "from every position of its line (found by fixed budgets of search, as par is: the "
        "same on every machine), how it went against par, the moves that cost the most, "
        "and for a game lost, the last position a win could still be reached from and a "
        "winning move there. The game reviews each game that ends in the background and "
        "keeps the review with it; a game whose review was not finished is reviewed now "
        "(a few seconds), and the review kept where the saved games can be written.",
        epilog=epilog((ExitStatus.OK, "when the review is printed"), NO_ENDED_GAME) + ".",
    )
    _add_game(review)
    return review


def _add_game(command: Parser) -> None:
    """The game ``replay`` and ``review`` take, and their ``--json``."""
    command.add_argument("game", metavar="ID", help="the game's number in history")
    command.add_argument("--json", action="store_true", help="print one JSON object")
