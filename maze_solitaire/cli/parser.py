"""The command line's parser: every command's declaration put together, read into typed options.

:func:`parse` builds the parser once a run and gives one command's options (see
:mod:`.options`); what it cannot read is a :class:`~.errors.UsageError`, one line.
Each command's options are declared beside its help, in :mod:`.syntax`. A plain
launch of the game (no command, each option given plainly) is read without argparse
(:func:`.syntax.game.read_plainly`); anything else, with no command word, builds only
the top level: the game's first frame need not wait for argparse, nor for the
parsers of the fifteen commands.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING, Final

from maze_solitaire.cli.errors import UsageError
from maze_solitaire.cli.options import STDIN, LookOptions, PlayOptions, ResumeOptions, SourceOptions
from maze_solitaire.cli.output import PROG

if TYPE_CHECKING:
    import argparse

    from maze_solitaire.cli.scripting import CommandOptions
    from maze_solitaire.cli.syntax.shared import Declaration

    Parsed = argparse.Namespace | SimpleNamespace
    """What the arguments were read into: by argparse, or by the quick reader."""


def build_parser(
    *, commands: bool = True, sources_required: bool = True
) -> argparse.ArgumentParser:
    """The parser of the whole command line; without ``commands``, only of its top level
    (what starting the game takes: see :func:`parse`). Without ``sources_required``, a
    command that reads a deal or position takes none, or both (to find what else is wrong)."""
    from maze_solitaire import __version__
    from maze_solitaire.cli.syntax.game import DATA_DIR
    from maze_solitaire.cli.syntax.shared import Parser, add_play_options
    from maze_solitaire.solver import core_name

    parser = Parser(
        prog=PROG,
        description="Maze, the patience game, in the terminal. With no command, play the game.",
        epilog="Positions are 54 tokens in reading order: cards like 7H, TD, "
        "QS and gaps '--', rows optionally separated by '/'. Give '-' instead "
        "to read one position per line from standard input.",
    )
    version = f"{PROG} {__version__} ({core_name()} core)"  # which core runs the searches
    parser.add_argument("--version", action="version", version=version)
    add_play_options(parser)
    DATA_DIR.add_to(parser)
    if not commands:
        parser.set_defaults(command=None)
        return parser
    _add_commands(parser, sources_required)
    return parser


def _declarations() -> tuple[Declaration, ...]:
    """Each command's declaration, in the order the help, the manual page and the
    completion list them."""
    from maze_solitaire.cli.syntax import games, playing, positions, tools

    return (
        playing.play,
        playing.daily,
        playing.resume,
        positions.show,
        positions.moves,
        games.stats,
        games.history,
        games.replay,
        games.review,
        positions.par,
        positions.grade,
        tools.completion,
        tools.config,
        tools.survey,
        positions.solve,
    )


def _add_commands(parser: argparse.ArgumentParser, sources_required: bool) -> None:
    import argparse

    from maze_solitaire.cli.syntax.shared import Parser, data_dir_option

    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    data = [data_dir_option()]
    for declare in _declarations():
        declare(commands, data, sources_required)
    # An option given before ``play`` or ``daily`` stands unless given again after it: the
    # command's own copy has no default to put over it (as --data-dir does).
    top_level = {action.dest for action in parser._actions}
    for name in ("play", "daily"):
        for action in commands.choices[name]._actions:
            if action.dest in top_level and action.dest != "help":
                action.default = argparse.SUPPRESS


def parse(argv: Sequence[str]) -> CommandOptions:
    """The options of the command ``argv`` names; raises :class:`UsageError` for bad ones.

    The parser is built once. With no command word among the arguments, the game
    starts, and its start need not wait for argparse (some 2 ms of the first frame)
    where its options are given plainly, nor for the parsers of every other command
    (some 2 ms more): only the top level is built. Only what that parser cannot read
    is read again by the whole command line's parser, so that its message names the
    problem.
    """
    if not any(word in COMMANDS or word in ("-h", "--help") for word in argv):
        from maze_solitaire.cli.syntax.game import read_plainly

        plainly = read_plainly(argv)
        if plainly is not None:
            return typed(SimpleNamespace(command=None, **plainly))
        try:
            return typed(build_parser(commands=False).parse_args(argv))
        except UsageError:
            pass
    parser = build_parser()
    _check_playing_options_go_after(parser, argv)
    try:
        return typed(parser.parse_args(argv))
    except UsageError:
        # argparse names a missing deal or position before an unknown option
        # ('show --frobnicate'): name the unknown first, which is what went wrong.
        lenient = _read_leniently(argv)
        if lenient is None:
            raise
        args, unknown = lenient
        where = _prog_of(argv)
        if unknown:
            message = f"unrecognized arguments: {' '.join(unknown)} (see '{where} --help')"
            raise UsageError(message) from None
        if getattr(args, "needs_source", False) and not (args.deal or args.code or args.position):
            raise UsageError(
                f"{args.command} needs a deal or a position: --deal N, --code CODE, or"
                f" POSITION (54 tokens; '-' reads one a line from standard input)"
                f" (see '{where} --help')"
            ) from None
        raise


def _prog_of(argv: Sequence[str]) -> str:
    """The command line ``argv`` runs, as its help names it: ``maze-solitaire solve``."""
    command = next((word for word in argv if word in COMMANDS), None)
    return PROG if command is None else f"{PROG} {command}"


def _check_playing_options_go_after(parser: argparse.ArgumentParser, argv: Sequence[str]) -> None:
    """Raise :class:`UsageError` for an option of the game given before another command.

    Before ``play`` or ``daily`` (or with no command) the game's options are the
    game's; before ``par`` or ``stats`` they would be read by nobody, and the
    command would answer for the default rules without a word.
    """
    at = next((index for index, word in enumerate(argv) if word in COMMANDS), None)
    if at is None or argv[at] in ("play", "daily"):
        return
    playing = {
        flag
        for action in parser._actions
        if action.dest not in ("help", "version", "data_dir")
        for flag in action.option_strings
    }
    for word in argv[:at]:
        flag = word.split("=", 1)[0]
        if flag in playing:
            command = argv[at]
            raise UsageError(
                f"{flag} before '{command}' is an option of playing the game; "
                f"an option of {command} goes after it ({PROG} {command} {flag} ...)"
            )


def _read_leniently(argv: Sequence[str]) -> tuple[argparse.Namespace, list[str]] | None:
    """``argv`` read with every source optional, and the options the command line does not
    know among them (``None`` if even so it cannot be read): a second parser, built only
    when the first has refused the arguments."""
    try:
        args, extra = build_parser(sources_required=False).parse_known_args(argv)
    except UsageError:
        return None
    return args, [word for word in extra if word.startswith("-") and word != STDIN]


def typed(args: Parsed) -> CommandOptions:
    """The parsed arguments as their command's own options (see :mod:`.options`)."""
    source = SourceOptions(
        getattr(args, "deal", None),
        getattr(args, "code", None),
        getattr(args, "position", None),
        getattr(args, "rules", None),
    )
    command = args.command or "play"
    if getattr(args, "game", None) is not None:  # resume, replay, review: read once parsed
        from maze_solitaire.cli.syntax.shared import game_number

        args.game = game_number(args.game)
    if command == "resume":
        return _resuming(args)
    if command in PLAYING:
        return _playing(args, source)
    from maze_solitaire.cli.scripting import scripted  # here: the game's start builds none

    assert not isinstance(args, SimpleNamespace)  # read plainly: the game's options only
    return scripted(command, args, source)


def _playing(args: Parsed, source: SourceOptions) -> PlayOptions:
    daily = args.command == "daily"
    look = LookOptions(args.theme, args.ascii, args.no_color, args.four_color)
    date = args.date if daily else None
    return PlayOptions(
        source,
        look,
        args.text,
        args.words,
        args.data_dir,
        daily=daily,
        date=date,
        difficulty=getattr(args, "difficulty", None),
    )


def _resuming(args: Parsed) -> ResumeOptions:
    if args.game is not None and args.json:
        raise UsageError(
            "--json lists the games in progress: give it without an ID"
            f" (see '{PROG} resume --help')"
        )
    look = LookOptions(args.theme, args.ascii, args.no_color, args.four_color)
    return ResumeOptions(
        args.game,
        args.json,
        look=look,
        text=args.text,
        words=args.words,
        data_dir=args.data_dir,
    )


PLAYING: Final = frozenset(("play", "daily", "resume"))


SCRIPTING: Final = frozenset(
    ("show", "moves", "solve", "par", "grade", "stats", "history", "replay", "review",
     "completion", "config", "survey")
)  # fmt: skip


COMMANDS: Final = PLAYING | SCRIPTING
"""Every command word (a test holds them to the parser's and to :mod:`.scripting`'s): one
among the arguments means the whole parser is needed."""
