"""The command line: ``maze-solitaire [--data-dir DIR] [COMMAND] …``.

Scripts use ``show``, ``moves`` and ``solve``, and read the saved games with ``stats``,
``history`` and ``replay``; with no subcommand (or ``play``) the curses game
starts. ``--data-dir`` (before or after the command) says where the saved
games are. Every error a user can cause ends with exit status 2 and
one line on standard error, ``maze-solitaire: error: …``, never a traceback.
The curses game is imported only when it is played, so the scripting
commands work where curses is missing.
"""

from __future__ import annotations

import argparse
import io
import math
import os
import sys
from collections.abc import Callable, Iterable, Iterator, Sequence
from datetime import date
from pathlib import Path
from typing import TYPE_CHECKING, Any, Final, NoReturn

from maze_solitaire import __version__
from maze_solitaire.engine import (
    STANDARD,
    Code,
    MazeError,
    Move,
    Position,
    Variant,
    check_day_has_come,
    code_for,
    daily_code,
    deal,
    is_won,
    legal_moves,
    parse_code,
    parse_day,
    variant_named,
)
from maze_solitaire.fullscreen.themes import THEME_NAMES
from maze_solitaire.solver.answer import PAR_VERSION, PROVE_NODES
from maze_solitaire.storage import DATABASE_NAME, GameSummary, data_dir, read_only
from maze_solitaire.words import Glyphs, glyphs_for, plural
from maze_solitaire.words.answers import par_summary, summary
from maze_solitaire.words.games import (
    NO_GAMES,
    history_lines,
    saved_where,
    stats_lines,
    summary_code,
)

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

    from maze_solitaire.settings.fields import Options
    from maze_solitaire.shell.outline import Command

PROG = "maze-solitaire"
EXIT_OK = 0
EXIT_NOT_SOLVED = 1  # solve: gave up, or showed the position cannot be won
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # 128 + SIGINT, as shells report it
STDIN = "-"
SHELLS = ("bash", "zsh", "fish")
"""The shells ``completion`` writes for (:mod:`maze_solitaire.shell.completion` has one
script writer for each)."""
HISTORY_LIMIT = 20


class UsageError(Exception):
    """Bad arguments: reported as one line and exit status 2."""


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
        raise UsageError(f"{message} (see '{PROG} --help')")

    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        # argparse's own (a private method, stable since Python 3.2) swallows a
        # failed write: --help on a full disk said nothing and exited 0.
        if message:
            _say(message.rstrip("\n"), file or sys.stdout)


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
    parser.add_argument("--version", action="version", version=f"{PROG} {__version__}")
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

    replay = commands.add_parser("replay", parents=data, help="print the moves of an ended game")
    replay.add_argument("game", metavar="ID", type=_game_id, help="the game's number in history")
    replay.add_argument("--json", action="store_true", help="print one JSON object")

    par = commands.add_parser(
        "par",
        help="print par for a deal or position: the best line a fixed search finds",
        description="Par is the length of the best winning line a fixed, node-budgeted "
        "search finds: the same number on every machine and every run.",
        epilog=f"Exit status: {EXIT_OK} when par was found; {EXIT_NOT_SOLVED} when the "
        f"fixed search found no line; {EXIT_USAGE} for bad arguments or a bad position.",
    )
    _add_source(par, sources_required)
    par.add_argument("--json", action="store_true", help="print one JSON object")

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
        epilog=f"Exit status: {EXIT_OK} when every position was solved; "
        f"{EXIT_NOT_SOLVED} when the search gave up on one, or showed that it cannot "
        f"be won (the output says which); {EXIT_USAGE} for bad arguments or a bad "
        "position. With --max-nodes and no --timeout or --optimize, the answer is "
        "the same on every run.",
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
        default=PROVE_NODES,
        help="then expand up to K more positions (on top of --max-nodes) proving the "
        f"line's end a shortest win, from ever farther back (default {PROVE_NODES}; 0: "
        "do not); the answer says whether the whole line was proven",
    )


def _add_play_options(parser: argparse.ArgumentParser) -> None:
    start = parser.add_mutually_exclusive_group()
    start.add_argument("--deal", metavar="N", help=f"play {DEAL_HELP}")
    start.add_argument("--code", metavar="CODE", help=f"play {CODE_HELP}")
    start.add_argument("--position", metavar="POSITION", help="play from a position in notation")
    _add_rules(parser)
    _add_look_options(parser)
    _add_text_options(parser)


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
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a whole number")
    return number


def _positive(text: str) -> int:
    number = _whole(text)
    if number is None or number < 1:
        raise argparse.ArgumentTypeError(f"{_quoted(text)} is not a positive whole number")
    return number


def _game_id(text: str) -> int:
    """A game number as ``history`` shows it: ``12`` or ``#12``."""
    digits = text.strip().removeprefix("#")
    number = _whole(digits)
    if number is None:
        raise argparse.ArgumentTypeError(f"expected a game number like 12, got {_quoted(text)}")
    if _too_long(digits):
        raise argparse.ArgumentTypeError(f"there is no game {_quoted(text)}: no number is so long")
    return number


def _quoted(text: str) -> str:
    """``text`` quoted for a message, cut short when it is long."""
    return repr(text) if len(text) <= 40 else f"{text[:30]!r}... ({len(text)} characters)"


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


def _chosen(args: argparse.Namespace, default: Variant = STANDARD) -> tuple[Variant, Code | None]:
    """The rules and the deal (as a code) the arguments name; no code for a position.

    A code carries its rules: ``--rules`` naming others is an error; a daily
    code of a day still to come is refused.
    """
    rules: Variant | None = args.rules
    if args.code is not None:
        code = parse_code(args.code)
        if rules is not None and rules is not code.variant:
            raise UsageError(
                f"the code {code} is a deal of the {code.variant.name} rules,"
                f" not of --rules {rules.name}"
            )
        if code.day is not None:
            check_day_has_come(code.day, _today())
        return code.variant, code
    variant = rules or default
    if args.deal is not None:
        return variant, code_for(variant, variant.check_deal(args.deal))
    return variant, None


def _daily(args: argparse.Namespace) -> Code:
    """The daily deal ``daily`` plays: today's, or ``--date``'s (a day that has come)."""
    chosen = [f"--{name}" for name in ("deal", "code", "position", "rules") if getattr(args, name)]
    if chosen:
        raise UsageError(
            f"{chosen[0]} does not go with 'daily', which plays the day's standard deal"
        )
    today = _today()
    if args.date is None:
        return daily_code(today)
    try:
        day = parse_day(args.date)
    except MazeError as error:
        raise UsageError(f"--date: {error}, e.g. {today}") from None
    check_day_has_come(day, today)
    return daily_code(day)


def _today() -> date:
    """The local date: a day's daily deal is out from its midnight where you are."""
    return date.today()


def parse(argv: Sequence[str]) -> argparse.Namespace:
    """The arguments read; raises :class:`UsageError` for bad ones.

    With no command word among them, the game starts, and its start need not
    build the parsers of every other command (some 2 ms of the first frame):
    only the top level is built. Whatever that parser cannot read, the whole
    command line's parser reads again, so that its message names the problem.
    """
    if not any(word in _COMMANDS or word in ("-h", "--help") for word in argv):
        try:
            return build_parser(commands=False).parse_args(argv)
        except UsageError:
            pass
    _check_playing_options_go_after(argv)
    try:
        return build_parser().parse_args(argv)
    except UsageError:
        # argparse names a missing deal or position before an unknown option
        # ('show --frobnicate'): name the unknown first, which is what went wrong.
        unknown = _unknown_options(argv)
        if unknown:
            message = f"unrecognized arguments: {' '.join(unknown)} (see '{PROG} --help')"
            raise UsageError(message) from None
        raise


def _check_playing_options_go_after(argv: Sequence[str]) -> None:
    """Raise :class:`UsageError` for an option of the game given before another command.

    Before ``play`` or ``daily`` (or with no command) the game's options are the
    game's; before ``par`` or ``stats`` they would be read by nobody, and the
    command would answer for the default rules without a word.
    """
    at = next((index for index, word in enumerate(argv) if word in _COMMANDS), None)
    if at is None or argv[at] in ("play", "daily"):
        return
    top = build_parser(commands=False)
    playing = {
        flag
        for action in top._actions
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
    """The options the command line does not know, read with every source optional."""
    try:
        _, extra = build_parser(sources_required=False).parse_known_args(argv)
    except UsageError:
        return []
    return [word for word in extra if word.startswith("-") and word != STDIN]


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    if sys.stdout is None:  # started with standard output closed (>&-)
        return _fail("standard output is closed: there is nowhere to write")
    for stream in (sys.stdout, sys.stderr):
        # Whatever the output can take: a character it cannot show is escaped,
        # never a traceback (a position's own text is quoted in its errors).
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")
    try:
        try:
            args = parse(sys.argv[1:] if argv is None else argv)
            status = _COMMANDS[args.command or "play"](args)
        except SystemExit as done:  # --help, --version: argparse has had its say
            _flush_output()
            raise done
        _flush_output()  # a full disk shows here, not in the interpreter's last flush
        return status
    except UsageError as error:
        return _fail(str(error))
    except MazeError as error:
        return _fail(str(error))
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): not an error of ours.
        _discard_output()
        return EXIT_OK
    except OutputFailed as error:
        _discard_output()
        return _fail(str(error))


class OutputFailed(Exception):
    """Standard output cannot take the answer (a full disk, a device error)."""


def _say(text: str, stream: SupportsWrite[str] | None = None) -> None:
    """Print a line of a command's answer (or of ``stream``'s)."""
    try:
        print(text, file=stream)
    except BrokenPipeError:
        raise
    except OSError as error:
        name = "standard error" if stream is sys.stderr else "standard output"
        raise OutputFailed(f"cannot write to {name}: {error.strerror or error}") from None


def _flush_output() -> None:
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputFailed(f"cannot write to standard output: {error.strerror or error}") from None


def _discard_output() -> None:
    """Point standard output at /dev/null, so that what it still holds, flushed when
    the interpreter exits, goes nowhere quietly."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def _json_line(value: object) -> str:
    """``value`` as one line of JSON (json is imported here: the game never needs it)."""
    import json

    return json.dumps(value)


def _fail(message: str) -> int:
    print(f"{PROG}: error: {message}", file=sys.stderr)
    return EXIT_USAGE


def _play(args: argparse.Namespace) -> int:
    """Start the game: curses (imported only now: scripts never load it), or the text mode.

    The chosen deal or position is read here, so that a bad one is refused
    before the screen changes.
    """
    from maze_solitaire.engine import Game
    from maze_solitaire.play import CannotStart
    from maze_solitaire.play.session import Start, run
    from maze_solitaire.settings.fields import load

    settings = load(_options(args))  # the file's rules are those of a deal without any

    chosen = None
    rules = None
    if args.command == "daily":
        chosen = Game.from_code(_daily(args))
    else:
        variant, code = _chosen(args, settings.rules)
        if args.position is not None:
            chosen = Game(Position.parse(args.position, variant))
        elif code is not None:
            chosen = Game.from_code(code)
        elif args.rules is not None:
            rules = variant
    folder = _data_folder(args, make=True)
    start = Start(chosen, folder, args.ascii, not args.no_color, args.four_color, rules=rules)
    start = start._replace(text=args.text, words=args.words)
    start = start._replace(ascii=settings.ascii, color=settings.color, settings=settings)
    try:
        return run(start)
    except CannotStart as error:
        raise UsageError(str(error)) from None


def _glyphs(args: argparse.Namespace) -> Glyphs:
    """The face of what a command prints: suit symbols where the output can show them."""
    return glyphs_for(sys.stdout, force_ascii=getattr(args, "ascii", False))


def _show(args: argparse.Namespace) -> int:
    from maze_solitaire.words.board import board  # here: the game need not load it

    glyphs = _glyphs(args)

    def answer(position: Position, code: Code | None, batch: bool) -> str:
        notation = position.notation()
        if args.json:
            return _json_line(
                {
                    "deal": None if code is None else code.number,
                    "code": None if code is None else code.text(),
                    "rules": position.variant.name,
                    "position": notation,
                    "won": is_won(position),
                }
            )
        if batch:
            return notation
        return f"{board(position, glyphs)}\n\n{notation}"

    return _answer_each(args, answer)


def _moves(args: argparse.Namespace) -> int:
    def answer(position: Position, code: Code | None, batch: bool) -> str:
        moves = sorted(legal_moves(position), key=lambda m: (m.target, m.source))
        if args.json:
            listed = [_move_json(m) for m in moves]
            return _json_line(
                {
                    "rules": position.variant.name,
                    "position": position.notation(),
                    "won": is_won(position),
                    "moves": listed,
                }
            )
        return ("; " if batch else "\n").join(m.notation() for m in moves)

    return _answer_each(args, answer)


def _move_json(move: Move) -> dict[str, object]:
    """A move as JSON, the one shape every command gives: the card's notation, the slot
    numbers 0-53, and the move's own notation."""
    return {
        "card": move.card.notation(),
        "from": move.source,
        "to": move.target,
        "notation": move.notation(),
    }


def _solve(args: argparse.Namespace) -> int:
    from maze_solitaire.solver.schedule import solve

    timeout = args.timeout
    if timeout is None and args.max_nodes is None:
        timeout = DEFAULT_TIMEOUT
    unsolved = 0

    def answer(position: Position, code: Code | None, batch: bool) -> str:
        nonlocal unsolved
        found = solve(
            position,
            max_nodes=args.max_nodes,
            timeout=timeout,
            optimize=args.optimize,
            prove_nodes=args.prove,
        )
        unsolved += not found.solved
        if args.json:
            return _json_line(
                {
                    "rules": position.variant.name,
                    "position": position.notation(),
                    "result": found.result,
                    "moves": [_move_json(m) for m in found.moves],
                    "lower_bound": found.lower_bound,
                    "optimal": found.optimal,
                    "proven_tail": found.proven_tail,
                    "nodes": found.nodes,
                    "seconds": round(found.seconds, 4),
                }
            )
        return _line_and_summary(found.moves, summary(found), batch)

    status = _answer_each(args, answer)
    return EXIT_NOT_SOLVED if status == EXIT_OK and unsolved else status


def _par(args: argparse.Namespace) -> int:
    from maze_solitaire.solver.par import par_of

    unsolved = 0

    def answer(position: Position, code: Code | None, batch: bool) -> str:
        nonlocal unsolved
        found = par_of(position)
        unsolved += found.par is None
        if args.json:
            return _json_line(
                {
                    "rules": position.variant.name,
                    "code": None if code is None else code.text(),
                    "par": found.par,
                    "lower_bound": found.lower_bound,
                    "moves": [_move_json(m) for m in found.moves],
                }
            )
        summarised = par_summary(found.par, found.lower_bound, found.unwinnable)
        return _line_and_summary(found.moves, summarised, batch)

    status = _answer_each(args, answer)
    return EXIT_NOT_SOLVED if status == EXIT_OK and unsolved else status


def _line_and_summary(moves: Sequence[Move], last: str, batch: bool) -> str:
    """A line of moves and what it says: a move a line, then ``last``; in a batch, one
    line (``last: move; move; …``)."""
    if batch:
        line = "; ".join(m.notation() for m in moves)
        return f"{last}: {line}" if line else last
    return "\n".join([*(m.notation() for m in moves), last])


Answer = Callable[[Position, "Code | None", bool], str]


def _answer_each(args: argparse.Namespace, answer: Answer) -> int:
    """Answer the one position the arguments name, or each line of stdin for ``-``
    (each read under the rules the arguments name)."""
    variant, code = _chosen(args)
    if code is not None:
        _say(answer(deal(code.number, code.variant), code, False))
        return EXIT_OK
    if args.position != STDIN:
        _say(answer(Position.parse(args.position, variant), None, False))
        return EXIT_OK
    return _answer_lines(_input_lines(), answer, args.json, variant)


def _input_lines() -> Iterator[str | None]:
    """Standard input line by line, as text; ``None`` for a line that is not UTF-8.

    Raises :class:`UsageError` when standard input is closed or cannot be read.
    """
    if sys.stdin is None:
        raise UsageError("standard input is closed: give a position, or pipe positions to '-'")
    try:
        for line in sys.stdin.buffer:
            try:
                yield line.decode("utf-8")
            except UnicodeDecodeError:
                yield None
    except OSError as error:  # e.g. a folder given as standard input
        raise UsageError(f"standard input cannot be read: {error.strerror or error}") from None


def _answer_lines(
    lines: Iterable[str | None], answer: Answer, as_json: bool, variant: Variant
) -> int:
    """One answer line per input line; bad lines get an error line, the rest go on."""
    bad = 0
    for number, line in enumerate(lines, start=1):
        try:
            if line is None:
                raise MazeError("not UTF-8 text")
            reply = answer(Position.parse(line, variant), None, True)
        except MazeError as error:
            bad += 1
            message = f"line {number}: {error}"
            reply = _json_line({"error": message}) if as_json else f"error: {message}"
        _say(reply)
        _flush_output()  # a script may wait for each answer before sending more
    if bad:
        return _fail(f"{plural(bad, 'line was', 'lines were')} not a valid position")
    return EXIT_OK


def _stats(args: argparse.Namespace) -> int:
    rules, code = _chosen(args)
    number = None if code is None else code.number
    folder = _data_folder(args)
    with read_only(folder) as games:
        stats = games.stats(number, rules=rules.name, today=_today(), par_version=PAR_VERSION)
        saved = games.path is not None
    if args.json:
        _say(_json_line(stats.to_json()))
        return EXIT_OK
    for line in stats_lines(stats, _glyphs(args)):
        _say(line)
    _say(saved_where(folder / DATABASE_NAME, saved))
    return EXIT_OK


def _history(args: argparse.Namespace) -> int:
    with read_only(_data_folder(args)) as games:
        summaries = games.history(args.limit)
    if args.json:
        _say(_json_line({"games": [_game_json(game) for game in summaries]}))
        return EXIT_OK
    _say("\n".join(history_lines(summaries)) if summaries else NO_GAMES)
    return EXIT_OK


def _replay(args: argparse.Namespace) -> int:
    with read_only(_data_folder(args)) as games:
        finished = games.replay(args.game)
    moves = finished.game.moves
    if args.json:
        _say(_json_line({**_game_json(finished.summary), "moves": [_move_json(m) for m in moves]}))
    elif moves:
        _say("\n".join(move.notation() for move in moves))
    return EXIT_OK


def _options(args: argparse.Namespace) -> Options:
    """What the command line says of the settings (see :mod:`maze_solitaire.settings.fields`)."""
    from maze_solitaire.settings.fields import Options

    rules: Variant | None = getattr(args, "rules", None)
    return Options(
        theme=args.theme,
        four_color=args.four_color,
        ascii=args.ascii,
        no_color=args.no_color,
        rules=None if rules is None else rules.name,
    )


CONFIG_ACTIONS = ("path", "show", "init")


SURVEY_ACTIONS = ("report", "retry", "merge")
SURVEY_OUT = "survey.sqlite3"
SURVEY_MAX_NODES = 400_000
"""A census deal's budget unless one is given: expanded positions, the same everywhere
(some 10 s of search here; every one of 1,000 deals needs less)."""
SURVEY_MOST_JOBS = 1024
"""More processes than this on one machine is a typing slip, not a plan."""
SURVEY_RETRY_NODES = 10 * SURVEY_MAX_NODES
"""What ``survey retry`` gives each deal given up on, unless told: ten times as much."""


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
    survey.add_argument("--deals", metavar="A-B", default="1-1000", help="the deals (1-1000)")
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


def _survey(args: argparse.Namespace) -> int:
    from maze_solitaire.survey import results, run

    out = Path(args.out)
    if args.sources and args.action != "merge":
        raise UsageError(
            f"survey: unexpected {_quoted(args.sources[0])} (files go with 'merge';"
            " the results file with --out F)"
        )
    if args.action == "report":
        return _survey_report(args, out)
    if args.action == "merge":
        if not args.sources:
            raise UsageError("survey merge: name the results files to add (SRC ...)")
        with results.Results(out, create=True) as target:
            for source in args.sources:
                with results.Results(Path(source), write=False) as added:
                    kept = target.add(run.replayed(added.rows(), Path(source)))
                _say(f"{source}: {plural(kept, 'deal')} added to {out}")
        return EXIT_OK
    variant: Variant = args.rules or STANDARD
    budget = run.Budget(args.max_nodes, args.timeout, args.polish)
    if budget.max_nodes is None and budget.timeout is None:
        longer = SURVEY_RETRY_NODES if args.action == "retry" else SURVEY_MAX_NODES
        budget = budget._replace(max_nodes=longer)
    jobs = args.jobs or os.cpu_count() or 1
    if jobs > SURVEY_MOST_JOBS:
        raise UsageError(f"--jobs {jobs}: at most {SURVEY_MOST_JOBS} processes on one machine")
    if args.action == "retry":
        with results.Results(out) as found:
            deals: Sequence[int] = found.gave_up(variant.name)
    else:
        deals = run.parse_range(args.deals, variant)
        if args.shard is not None:
            deals = run.in_shard(deals, run.parse_shard(args.shard))
    showing = sys.stderr.isatty()
    last_shown = 0.0

    def progress(now: run.Progress) -> None:
        nonlocal last_shown
        if showing and (now.seconds - last_shown >= 0.25 or now.done == now.total):
            last_shown = now.seconds
            print(f"\r{survey_words.progress_line(now)}\x1b[K", end="", file=sys.stderr)

    from maze_solitaire.words import survey as survey_words

    try:
        ended = run.survey(
            out, variant, deals, budget, jobs=jobs, progress=progress, again=args.action == "retry"
        )
    except KeyboardInterrupt:
        _say(survey_words.STOPPED, sys.stderr)
        return EXIT_INTERRUPTED
    if showing:
        print(file=sys.stderr)
    _say(survey_words.summary_line(ended, variant.name, out))
    return EXIT_OK


def _survey_report(args: argparse.Namespace, out: Path) -> int:
    from maze_solitaire.survey.report import census
    from maze_solitaire.survey.results import Results
    from maze_solitaire.words import survey as survey_words

    with Results(out, write=False) as found:
        names = [args.rules.name] if args.rules else found.rules()
        figures = [census(name, found.rows(name)) for name in names]
    if args.json:
        _say(_json_line({"file": str(out), "census": [c.to_json() for c in figures]}))
    elif args.csv:
        _say(survey_words.CSV_COLUMNS)
        for figure in figures:
            _say(survey_words.csv_row(figure))
    else:
        for figure in figures:
            _say("\n".join(survey_words.report_lines(figure)))
    return EXIT_OK


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
        epilog=f"Exit status: {EXIT_OK}; {EXIT_USAGE} when 'init' finds something there "
        "already, or 'show' finds a file or a variable that cannot be used (a line on "
        "standard error says why: the settings shown are the ones the game then plays with).",
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
    _add_look_options(config)


def _config(args: argparse.Namespace) -> int:
    from maze_solitaire.settings.fields import load
    from maze_solitaire.settings.file import config_path
    from maze_solitaire.words import settings as said

    path = config_path()
    if args.action == "path":
        _say(str(path))
        return EXIT_OK
    if args.action == "init":
        _write_config(path)
        return EXIT_OK
    settings = load(_options(args), os.environ, path).remembering(_remembered(args))
    for line in said.shown(path, path.exists(), settings.where):
        _say(line)
    return _fail(settings.notice) if settings.notice else EXIT_OK


def _remembered(args: argparse.Namespace) -> str | None:
    """The four-colour deck the game's 4 key last left, in the saved games."""
    from maze_solitaire.play.controller import FOUR_COLOR_SETTING

    try:
        with read_only(_data_folder(args)) as games:
            return games.setting(FOUR_COLOR_SETTING)
    except MazeError:  # saved games that cannot be read remember nothing
        return None


def _write_config(path: Path) -> None:
    """A starter file at ``path``, which must not exist: nothing is ever written over."""
    from maze_solitaire.settings.fields import FIELDS
    from maze_solitaire.words import settings as said

    if path.exists():
        raise UsageError(said.exists(path, path.is_dir()))
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"{path.parent}: cannot be made ({error.strerror or error})") from None
    try:
        with path.open("x", encoding="utf-8") as out:
            out.write(said.starter(FIELDS))
    except FileExistsError:  # made meanwhile, or a link to nowhere
        raise UsageError(said.exists(path, path.is_dir())) from None
    except OSError as error:
        raise UsageError(f"{path}: cannot be written ({error.strerror or error})") from None
    _say(said.written(path))


def _completion(args: argparse.Namespace) -> int:
    from maze_solitaire.shell.completion import script  # here: only this command needs it

    _say(script(args.shell, described()).rstrip("\n"))
    return EXIT_OK


def described() -> tuple[Command, ...]:
    """The whole command line as completion and the manual describe it."""
    from maze_solitaire.engine import VARIANTS
    from maze_solitaire.shell.outline import outline

    return outline(build_parser(), {"rules": tuple(VARIANTS)})


def _data_folder(args: argparse.Namespace, *, make: bool = False) -> Path:
    """The folder of the saved games; with ``make``, made if need be.

    A ``--data-dir`` that is empty, names a file, or cannot be a folder (a
    file on its way, a folder nobody may write in) is an error: the player
    named that folder, and a game kept elsewhere, or nowhere, is not what
    they asked for. The default folder is not checked here: the game plays
    on without saving where it cannot be used, and says so.
    """
    given = args.data_dir
    if given is None:
        return data_dir()
    if not given.strip():
        raise UsageError("--data-dir is empty: give a folder")
    folder = data_dir(given)
    if folder.exists() and not folder.is_dir():
        raise UsageError(f"--data-dir {given}: is a file, not a folder")
    try:
        if not folder.exists():
            _could_be_made(folder)
        if make:
            folder.mkdir(parents=True, exist_ok=True)
            if not os.access(folder, os.W_OK | os.X_OK):
                raise UsageError(f"--data-dir {given}: cannot be written")
    except OSError as error:
        reason = error.strerror or error
        raise UsageError(f"--data-dir {given}: cannot be made ({reason})") from None
    return folder


def _could_be_made(folder: Path) -> None:
    """Raise :class:`OSError` unless ``folder``, which does not exist, could be made."""
    import errno

    existing = next(parent for parent in folder.parents if parent.exists())
    if not existing.is_dir():
        raise OSError(errno.ENOTDIR, f"{existing} is a file")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise OSError(errno.EACCES, f"{existing} cannot be written")


def _game_json(game: GameSummary) -> dict[str, object]:
    return {
        "id": game.game_id,
        "date": game.saved_at,
        "deal": game.deal,
        "rules": game.rules,
        "code": summary_code(game),
        "start": game.start,
        "result": game.result,
        "move_count": game.moves,
        "seconds": game.seconds,
        "hints": game.hints,
        "demo": game.demo,
        "scripted": game.scripted,
    }


_COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "survey": _survey,
    "play": _play,
    "show": _show,
    "moves": _moves,
    "stats": _stats,
    "history": _history,
    "replay": _replay,
    "solve": _solve,
    "par": _par,
    "daily": _play,
    "completion": _completion,
    "config": _config,
}
