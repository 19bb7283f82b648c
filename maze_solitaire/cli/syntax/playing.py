"""The commands that play: ``play``, ``daily`` and ``resume`` (run by :mod:`..play`), each
declared with its own options. ``play`` and ``daily`` take the top level's options before
them too (see :func:`..parser.build_parser`)."""

from __future__ import annotations

from maze_solitaire.cli.status import ExitStatus, epilog
from maze_solitaire.cli.syntax.shared import (
    Parser,
    Subcommands,
    add_look_options,
    add_play_options,
    add_text_options,
)


def play(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    play: Parser = commands.add_parser(
        "play", parents=data, help="play the game in the terminal (the default)"
    )
    add_play_options(play)
    return play


def daily(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    daily: Parser = commands.add_parser(
        "daily",
        parents=data,
        help="play today's daily deal (the same deal for everyone today)",
        description="Play the daily deal: a standard deal chosen by the date, the same "
        "for everyone on that date (your local date). A daily in progress resumes.",
    )
    daily.add_argument(
        "--date", metavar="YYYY-MM-DD", help="play an earlier day's daily deal instead"
    )
    add_look_options(daily)
    add_text_options(daily)
    return daily


def resume(commands: Subcommands, data: list[Parser], sources_required: bool) -> Parser:
    resume: Parser = commands.add_parser(
        "resume",
        parents=data,
        help="list your games in progress, or resume one by its ID",
        description="With no ID, list your games in progress (several may be: another "
        "deal asked for leaves the others as they are), the one the game would resume "
        "first at the top. With an ID (as this list and history show it), play that game "
        "on from where it was left.",
        epilog=epilog(
            (ExitStatus.OK, "when the games are listed, or the game was played"),
            (
                ExitStatus.DATA,
                "when ID is no game in progress (not a game number, unknown, ended, or "
                "open in another maze-solitaire)",
            ),
        ),
    )
    resume.add_argument("game", metavar="ID", nargs="?", help="the game to play on")
    resume.add_argument(
        "--json", action="store_true", help="list the games in progress as one JSON object"
    )
    add_look_options(resume)
    add_text_options(resume)
    return resume
