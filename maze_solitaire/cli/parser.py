"""The command line's parser: every command's declaration, read into typed options.

:func:`parse` builds the parser once a run and gives one command's options (see
:mod:`.options`); what it cannot read is a :class:`~.errors.UsageError`, one line.
With no command word, only the top level is built: the game's first frame need
not wait for the parsers of the other eleven commands.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, Final, NoReturn

from maze_solitaire import __version__
from maze_solitaire.cli.errors import UsageError
from maze_solitaire.cli.options import (
    CONFIG_ACTIONS,
    DEFAULT_TIMEOUT,
    HISTORY_LIMIT,
    SHELLS,
    STDIN,
    SURVEY_ACTIONS,
    SURVEY_MAX_NODES,
    SURVEY_OUT,
    LookOptions,
    PlayOptions,
    ResumeOptions,
    SourceOptions,
)
from maze_solitaire.cli.output import PROG, quoted, say
from maze_solitaire.cli.status import ExitStatus, epilog
from maze_solitaire.engine import MazeError, Variant, variant_named
from maze_solitaire.fullscreen.themes import THEME_NAMES
from maze_solitaire.play.grades import DIFFICULTIES
from maze_solitaire.solver import core_name
from maze_solitaire.solver.answer import OPTIMAL_MAX_NODES, OPTIMAL_NODES, PROVE_NODES

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from maze_solitaire.cli.scripting import CommandOptions


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


class _Parser(argparse.ArgumentParser):
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


def build_parser(
    *, commands: bool = True, sources_required: bool = True
) -> argparse.ArgumentParser:
    """The parser of the whole command line; without ``commands``, only of its top level
    (what starting the game takes: see :func:`parse`). Without ``sources_required``, a
    command that reads a deal or position takes none, or both (to find what else is wrong)."""
    parser = _Parser(
        prog=PROG,
        description="Maze, the patience game, in the terminal. With no command, play the game.",
        epilog="Positions are 54 tokens in reading order: cards like 7H, TD, "
        "QS and gaps '--', rows optionally separated by '/'. Give '-' instead "
        "to read one position per line from standard input.",
    )
    version = f"{PROG} {__version__} ({core_name()} core)"  # which core runs the searches
    parser.add_argument("--version", action="version", version=version)
    _add_play_options(parser)
    parser.add_argument("--data-dir", metavar="DIR", help=DATA_DIR_HELP)
    if not commands:
        parser.set_defaults(command=None)
        return parser
    _add_commands(parser, sources_required)
    return parser


def _add_commands(parser: argparse.ArgumentParser, sources_required: bool) -> None:
    commands = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    data = [data_dir_option()]
    _add_playing_commands(parser, commands, data)
    _add_scripting_commands(commands, data, sources_required)


def _add_playing_commands(
    parser: argparse.ArgumentParser, commands: Any, data: list[_Parser]
) -> None:
    """``play`` and ``daily``, which take the top level's options before them too."""
    play = commands.add_parser(
        "play", parents=data, help="play the game in the terminal (the default)"
    )
    _add_play_options(play)
    daily = _add_daily(commands, data)
    _add_resume(commands, data)
    # An option given before the command stands unless given again after it: the
    # command's own copy has no default to put over it (as --data-dir does).
    top_level = {action.dest for action in parser._actions}
    for command in (play, daily):
        for action in command._actions:
            if action.dest in top_level and action.dest != "help":
                action.default = argparse.SUPPRESS


def _add_daily(commands: Any, data: list[_Parser]) -> _Parser:
    daily: _Parser = commands.add_parser(
        "daily",
        parents=data,
        help="play today's daily deal (the same deal for everyone today)",
        description="Play the daily deal: a standard deal chosen by the date, the same "
        "for everyone on that date (your local date). A daily in progress resumes.",
    )
    daily.add_argument(
        "--date", metavar="YYYY-MM-DD", help="play an earlier day's daily deal instead"
    )
    _add_look_options(daily)
    _add_text_options(daily)
    return daily


def _add_resume(commands: Any, data: list[_Parser]) -> _Parser:
    resume: _Parser = commands.add_parser(
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
                "when ID is no game in progress (unknown, ended, or open "
                "in another maze-solitaire)",
            ),
        ),
    )
    resume.add_argument("game", metavar="ID", nargs="?", type=_game_id, help="the game to play on")
    resume.add_argument(
        "--json", action="store_true", help="list the games in progress as one JSON object"
    )
    _add_look_options(resume)
    _add_text_options(resume)
    return resume


def _add_scripting_commands(commands: Any, data: list[_Parser], sources_required: bool) -> None:
    show = commands.add_parser("show", help="print a deal or position as a board and in notation")
    _add_source(show, sources_required)
    show.add_argument("--json", action="store_true", help="print one JSON object")
    show.add_argument("--ascii", action="store_true", help="write suits as letters (7H, not 7♥)")

    moves = commands.add_parser("moves", help="list the legal moves of a position")
    _add_source(moves, sources_required)
    moves.add_argument("--json", action="store_true", help="print one JSON object")

    stats = commands.add_parser("stats", parents=data, help="print the statistics of your games")
    stats.add_argument("--json", action="store_true", help="print one JSON object")
    record = stats.add_mutually_exclusive_group()
    record.add_argument("--deal", metavar="N", help="also your record on deal N")
    record.add_argument("--code", metavar="CODE", help="also your record on the deal CODE names")
    _add_rules(stats, "whose statistics: " + RULES_HELP.split(": ", 1)[1])

    history = commands.add_parser("history", parents=data, help="list your recent games")
    history.add_argument("--json", action="store_true", help="print one JSON object")
    history.add_argument(
        "--limit",
        metavar="N",
        type=_positive,
        default=HISTORY_LIMIT,
        help=f"how many games (default {HISTORY_LIMIT})",
    )

    replay = commands.add_parser(
        "replay",
        parents=data,
        help="play an ended game back in the game (or print its moves)",
        description="On a terminal, play the ended game ID back in the game, a move at a "
        "time, with its review's marks on the moves that cost the most; from any move, p "
        "plays on from there as a new game. With --moves or --json, or when standard "
        "output is not a terminal, print its moves instead, one per line.",
        epilog=epilog(
            (ExitStatus.OK, "when the game was played back, or its moves printed"), NO_ENDED_GAME
        )
        + ".",
    )
    _add_ended_game(replay)
    replay.add_argument(
        "--moves", action="store_true", help="print its moves, one per line, even on a terminal"
    )
    _add_look_options(replay)
    _add_text_options(replay)

    review = commands.add_parser(
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
    _add_ended_game(review)

    par = commands.add_parser(
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
    _add_source(par, sources_required)
    par.add_argument("--json", action="store_true", help="print one JSON object")

    grade = commands.add_parser(
        "grade",
        help="print a deal's grade: easy, medium, hard or expert",
        description="A deal's grade, from the length of the winning line one fixed, "
        "node-budgeted search finds (its score): the same on every machine, forever. "
        "Each grade is about a quarter of the deals; the cut points were chosen on deals "
        "1001-3000 of each rules.",
        epilog=epilog((ExitStatus.OK, ""), (ExitStatus.USAGE, "for bad arguments"), *BAD_POSITIONS)
        + ".",
    )
    _add_source(grade, sources_required)
    grade.add_argument("--json", action="store_true", help="print one JSON object")

    completion = commands.add_parser(
        "completion",
        help="print a completion script for bash, zsh or fish",
        description="Print the shell completion script, made from this command line's "
        "own parser. bash: maze-solitaire completion bash > "
        "~/.local/share/bash-completion/completions/maze-solitaire; zsh: save it as "
        "_maze-solitaire in a folder on $fpath; fish: maze-solitaire completion fish > "
        "~/.config/fish/completions/maze-solitaire.fish",
    )
    completion.add_argument("shell", choices=SHELLS, help="the shell: bash, zsh or fish")
    _add_config(commands, data)
    _add_survey(commands)

    solve = commands.add_parser(
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
    _add_source(solve, sources_required)
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
        type=_positive,
        help="give up after expanding K positions",
    )
    solve.add_argument(
        "--optimize",
        metavar="S",
        type=_seconds(allow_zero=True),
        default=0.0,
        help="once a line is found, spend up to S more seconds looking for a shorter one",
    )
    solve.add_argument(
        "--prove",
        metavar="K",
        type=_whole_or_zero,
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


NO_ENDED_GAME: Final = (
    ExitStatus.DATA,
    "when ID is no ended game (unknown, in progress, or damaged)",
)
"""The exit status of ``replay`` and ``review`` asked for a game that is no ended game."""


def _add_ended_game(command: argparse.ArgumentParser) -> None:
    """The ended game ``replay`` and ``review`` take, and their ``--json``."""
    command.add_argument("game", metavar="ID", type=_game_id, help="the game's number in history")
    command.add_argument("--json", action="store_true", help="print one JSON object")


BAD_POSITIONS: Final = (
    (
        ExitStatus.DATA,
        "for a bad position, code or deal number (in batch mode, once every line is answered)",
    ),
    (ExitStatus.IO, "when standard input or output fails"),
)
"""The exit statuses of a bad position and of failing input or output, for the commands
that read positions and may read them from standard input."""


def _add_play_options(parser: argparse.ArgumentParser) -> None:
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--deal", metavar="N", help=f"play {DEAL_HELP}")
    start.add_argument("--code", metavar="CODE", help=f"play {CODE_HELP}")
    start.add_argument("--position", metavar="POSITION", help="play from a position in notation")
    _add_rules(parser)
    _add_difficulty(parser)
    _add_look_options(parser)
    _add_text_options(parser)


def _add_difficulty(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--difficulty",
        metavar="GRADE",
        choices=DIFFICULTIES,
        help="a new deal of that grade now, and of it when n (or new) deals: easy, medium, "
        "hard or expert (each a quarter of the deals), or any",
    )


def _add_look_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--theme",
        metavar="NAME",
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


def _add_text_options(parser: argparse.ArgumentParser) -> None:
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


def data_dir_option() -> _Parser:
    """A parent parser that also takes ``--data-dir`` after a command.

    Its default is SUPPRESS, so that when the option is not repeated after
    the command, the value given before the command (or ``None``) stands.
    """
    option = _Parser(add_help=False)
    option.add_argument("--data-dir", metavar="DIR", default=argparse.SUPPRESS, help=DATA_DIR_HELP)
    return option


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


def _whole_or_zero(text: str) -> int:
    number = _whole(text)
    if number is None or number < 0:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a whole number")
    return number


def _positive(text: str) -> int:
    number = _whole(text)
    if number is None or number < 1:
        raise argparse.ArgumentTypeError(f"{quoted(text)} is not a positive whole number")
    return number


def _game_id(text: str) -> int:
    """A game number as ``history`` shows it: ``12`` or ``#12``."""
    digits = text.strip().removeprefix("#")
    number = _whole(digits)
    if number is None:
        raise argparse.ArgumentTypeError(f"expected a game number like 12, got {quoted(text)}")
    if _too_long(digits):
        raise argparse.ArgumentTypeError(f"there is no game {quoted(text)}: no number is so long")
    return number


def _seconds(allow_zero: bool) -> Callable[[str], float]:
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


DEAL_HELP = "deal N: 0 to 4294967295; with --rules pysol, PySolFC's game numbers 1 to 10^20-1"
CODE_HELP = "the deal a share code names: standard-12345, pysol-617, daily-2026-12-01"
RULES_HELP = "the rules: standard (the default), pysol (PySolFC's Maze) or aisleriot (GNOME's)"


def _add_source(command: argparse.ArgumentParser, required: bool) -> None:
    # Not required: the lenient parser that looks for unknown options. It takes
    # every source too, so that the value of an unknown option, read as the
    # position ('--deal 1 --frobnicate 5'), hides nothing.
    source = command.add_mutually_exclusive_group(required=True) if required else command
    source.add_argument("--deal", metavar="N", help=DEAL_HELP)
    source.add_argument("--code", metavar="CODE", help=CODE_HELP)
    source.add_argument(
        "position", nargs="?", metavar="POSITION", help="54 tokens as one argument, or '-'"
    )
    _add_rules(command)


def _add_rules(command: argparse.ArgumentParser, help: str = RULES_HELP) -> None:
    command.add_argument("--rules", metavar="RULES", type=_variant, help=help)


def _variant(text: str) -> Variant:
    """An argparse type: the rules by name."""
    try:
        return variant_named(text)
    except MazeError as error:
        raise argparse.ArgumentTypeError(str(error)) from None


def _add_survey(commands: Any) -> None:
    survey = commands.add_parser(
        "survey",
        help="solve a range of deals into a results file: how winnable Maze is",
        description="Solve a range of deals on every core, each answer (its line "
        "replayed through the rules) kept as it comes in a results file, so a rerun of "
        "the same command goes on where it stopped. 'report' prints the figures, "
        "'retry' gives the deals the solver gave up on a second, longer pass, 'merge' "
        "adds other results files (from other machines, or shards) into --out.",
        epilog=f"With neither --timeout nor --max-nodes a deal may expand "
        f"{SURVEY_MAX_NODES:,} positions: the same answers on every machine.",
    )
    survey.add_argument("action", nargs="?", choices=SURVEY_ACTIONS, help="what to do")
    survey.add_argument("sources", nargs="*", metavar="SRC", help="merge: files to add in")
    survey.add_argument(
        "--deals", metavar="A-B", help="the deals to solve (a run needs them: e.g. 1-1000)"
    )
    _add_rules(survey)
    survey.add_argument(
        "--jobs", metavar="N", type=_positive, help="worker processes (default: all cores)"
    )
    survey.add_argument(
        "--timeout", metavar="S", type=_seconds(allow_zero=False), help="seconds a deal"
    )
    survey.add_argument("--max-nodes", metavar="K", type=_positive, help="positions a deal")
    survey.add_argument("--shard", metavar="K/N", help="only every N-th deal, the K-th first")
    survey.add_argument(
        "--polish",
        action="store_true",
        help="polish each line (shorter lines, some three times the time)",
    )
    survey.add_argument(
        "--out", metavar="F", default=SURVEY_OUT, help=f"the results file ({SURVEY_OUT})"
    )
    survey.add_argument("--json", action="store_true", help="report: one JSON object")
    survey.add_argument("--csv", action="store_true", help="report: CSV, a row a variant")


def _add_config(commands: Any, data: list[_Parser]) -> None:
    config = commands.add_parser(
        "config",
        parents=data,
        help="the config file: where it is, the settings in effect, a starter file",
        description="The game's settings, in a TOML file: its theme, the four-colour "
        "deck, ASCII, colours, the win's animation, the demo's speed and the rules. Each "
        "comes from the command line, else the environment (NO_COLOR, "
        "MAZE_SOLITAIRE_THEME), else (the four-colour deck) what the 4 key last left, else "
        "the file, else (the theme) the terminal's COLORFGBG, else the default. Scripts "
        "(show, moves, solve, par, stats) read none of it.",
        epilog=epilog(
            (ExitStatus.OK, ""),
            (ExitStatus.USAGE, "when 'init' finds something there already"),
            (
                ExitStatus.DATA,
                "when 'show' finds a file or a variable that cannot be used (a line on "
                "standard error says why: the settings shown are the ones the game then "
                "plays with)",
            ),
            (ExitStatus.IO, "when 'init' cannot make the file"),
        )
        + ".",
    )
    config.add_argument(
        "action",
        choices=CONFIG_ACTIONS,
        help="path: print where the file is ($MAZE_SOLITAIRE_CONFIG, else config.toml in "
        "the user config folder); show: print the settings in effect, and where each comes "
        "from, as the game would have them with the options given here; init: write a "
        "starter file there, with every setting commented out (never over a file)",
    )
    _add_rules(config)
    _add_difficulty(config)
    _add_look_options(config)


def parse(argv: Sequence[str]) -> CommandOptions:
    """The options of the command ``argv`` names; raises :class:`UsageError` for bad ones.

    The parser is built once. With no command word among the arguments, the game
    starts, and its start need not build the parsers of every other command (some
    2 ms of the first frame): only the top level is built. Only what that parser
    cannot read is read again by the whole command line's parser, so that its
    message names the problem.
    """
    if not any(word in COMMANDS or word in ("-h", "--help") for word in argv):
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
        unknown = _unknown_options(argv)
        if unknown:
            where = _prog_of(argv)
            message = f"unrecognized arguments: {' '.join(unknown)} (see '{where} --help')"
            raise UsageError(message) from None
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


def _unknown_options(argv: Sequence[str]) -> list[str]:
    """The options the command line does not know, read with every source optional:
    a second parser, built only when the first has refused the arguments."""
    try:
        _, extra = build_parser(sources_required=False).parse_known_args(argv)
    except UsageError:
        return []
    return [word for word in extra if word.startswith("-") and word != STDIN]


def typed(args: argparse.Namespace) -> CommandOptions:
    """The parsed arguments as their command's own options (see :mod:`.options`)."""
    source = SourceOptions(
        getattr(args, "deal", None),
        getattr(args, "code", None),
        getattr(args, "position", None),
        getattr(args, "rules", None),
    )
    command = args.command or "play"
    if command == "resume":
        return _resuming(args)
    if command in PLAYING:
        return _playing(args, source)
    from maze_solitaire.cli.scripting import scripted  # here: the game's start builds none

    return scripted(command, args, source)


def _playing(args: argparse.Namespace, source: SourceOptions) -> PlayOptions:
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


def _resuming(args: argparse.Namespace) -> ResumeOptions:
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
