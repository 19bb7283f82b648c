"""The manual page, ``maze-solitaire.6``, written in roff from the parser and the key table.

The page is kept in the source beside the package (``maze_solitaire/data/maze-solitaire.6``)
and installed only where pip puts manual pages (``share/man/man6``): it is no package data,
since nothing in the game reads it. It is made, not written by hand: :func:`page` builds it
from the command line's outline and exit statuses, the game's key table and the rules the
game's help shows, and a test holds the shipped file equal to what :func:`page` makes now.
After changing an option or a key, write it again with ``python -m tests.test_manual`` (the
test says so).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

from maze_solitaire import __version__
from maze_solitaire.engine import STANDARD, VARIANTS
from maze_solitaire.fullscreen.keymap import BINDINGS
from maze_solitaire.lines.commands import COMMANDS
from maze_solitaire.shell.outline import Command, Option
from maze_solitaire.words import coach
from maze_solitaire.words.glyphs import ASCII
from maze_solitaire.words.screen import help_rules
from maze_solitaire.words.variants import words_of

_ENVIRONMENT: Final = (
    ("MAZE_SOLITAIRE_HOME", "The folder of the saved games, instead of the user data folder."),
    ("MAZE_SOLITAIRE_CONFIG", "The config file, instead of config.toml in the user config folder."),
    ("MAZE_SOLITAIRE_THEME", "The theme where --theme names none; over the config file's."),
    ("NO_COLOR", "Set and not empty: no colours, in any theme (as --no-color)."),
    (
        "COLORFGBG",
        "The terminal's colours, where it tells them: a light or a dark background picks the"
        " light or the dark theme where nothing else names one.",
    ),
    (
        "TERM",
        "The terminal's type (a Windows console sets none, and needs none). Unset or dumb:"
        " the game is played a line at a time. One not known on this system (no terminfo"
        " entry: xterm-ghostty or xterm-kitty over ssh) is drawn as for xterm-256color,"
        " xterm or vt100, whichever is known, and the game says so; one that cannot move"
        " its cursor is played a line at a time, and the game says why.",
    ),
    (
        "LC_ALL, LC_CTYPE, LANG",
        "Where the locale cannot show the suit symbols (LC_ALL=C), suits are letters.",
    ),
    ("COLUMNS", "The width --help is wrapped to."),
)
_EXAMPLES: Final = (
    ("maze-solitaire", "Play: the game in progress resumes, or a new deal begins."),
    ("maze-solitaire daily", "Play today's daily deal, the same for everyone today."),
    ("maze-solitaire --code pysol-617", "Play PySolFC's Maze game 617, as PySolFC deals it."),
    ("maze-solitaire solve --deal 1", "A winning line of deal 1, and a lower bound."),
    (
        "maze-solitaire solve --optimal --deal 26",
        "The shortest win of deal 26, proven: 'optimal (proven)' only when no shorter line"
        " exists; otherwise how short a win could still be.",
    ),
    ("maze-solitaire par --code daily-2026-12-01 --json", "Par of that day's daily deal."),
    (
        "maze-solitaire --difficulty easy",
        "Play a new easy deal; n then deals easy deals too (G in the game changes the grade).",
    ),
    ("maze-solitaire grade --code daily-2026-12-01", "How hard that day's daily deal is."),
    (
        "maze-solitaire review 12",
        "Game 12's review: moves against par, the moves that cost the most, and for a game"
        " lost the last position a win could still be reached from.",
    ),
    (
        "maze-solitaire replay 12",
        "Play game 12 back on the terminal, a move at a time (p plays on from a move).",
    ),
    ("maze-solitaire moves - --json < positions.txt", "The legal moves of each line's position."),
    (
        "maze-solitaire completion bash > ~/.local/share/bash-completion/completions/"
        "maze-solitaire",
        "Install bash completion.",
    ),
)


def escaped(text: str) -> str:
    """``text`` as roff reads it literally: backslashes and hyphens escaped, other
    scripts' characters named (``\\[u2665]``), and a line that would start with a
    control character (``.``, ``'``) protected."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    text = "".join(char if char.isascii() else f"\\[u{ord(char):04X}]" for char in text)
    return "\\&" + text if text.startswith((".", "'")) else text


def page(commands: tuple[Command, ...], exit_statuses: Iterable[tuple[str, str]]) -> str:
    """The whole manual page: of the command line's outline, and its exit statuses
    (each status and what it means), both handed over by the command line."""
    top, subcommands = commands[0], commands[1:]
    lines = [
        '.\\" Made by maze_solitaire/shell/manual.py from the parser and the key table.',
        f'.TH MAZE\\-SOLITAIRE 6 "" "maze-solitaire {escaped(__version__)}" "Games"',
        ".SH NAME",
        "maze\\-solitaire \\- the patience game Maze, in the terminal",
        ".SH SYNOPSIS",
        ".B maze\\-solitaire",
        *_synopsis(top),
        "[\\fICOMMAND\\fR [\\fIoptions\\fR]]",
        ".SH DESCRIPTION",
        escaped(top.description),
        "The game is played with the keyboard or the mouse (see KEYS); it saves every move,",
        "and a game left resumes where it was. The commands below script the same rules",
        "engine and solver.",
        ".SH RULES",
        "Maze is played by three readings of its rules, each written out whole below;",
        "\\fB\\-\\-rules\\fR chooses one (the game's help gives the one played).",
        *_variants(),
        ".SS In the game",
        *_paragraphs(help_rules(ASCII, STANDARD)[3:]),  # the status line, the same for all
        ".SS The coach",
        *_paragraphs(coach.about(ASCII)),
        ".SH OPTIONS",
        "With no command (or with \\fBplay\\fR), the game starts and takes these options:",
        *_options(top.options),
        ".SH COMMANDS",
    ]
    for command in subcommands:
        lines += [f".SS {escaped(command.name)}", *_synopsis(command, command.name)]
        lines += [".PP", escaped(command.description or command.help)]
        lines += _options(command.options)
        if command.epilog:
            lines += [".PP", escaped(command.epilog)]
    lines += [
        ".PP",
        escaped(top.epilog),
        ".SH KEYS",
        "In the game (the help, \\fB?\\fR, shows the same table):",
        *_keys(),
        ".SH TEXT MODE",
        "With \\fB\\-\\-text\\fR (and by itself where the terminal cannot draw the game, or",
        "standard input or output is not a terminal) the game is played a line at a time:",
        "one command a line, one line an event, no colours and no cursor movement, for",
        "screen readers, braille displays, slow lines and scripts. Its commands (in any",
        "case; the short form after a comma):",
        *_text_commands(),
        ".SH FILES",
        ".TP",
        ".I games.sqlite3",
        "The saved games, statistics and choices, in the user data folder:",
        "\\fI$XDG_DATA_HOME/maze\\-solitaire\\fR (by default",
        "\\fI~/.local/share/maze\\-solitaire\\fR) on Linux, \\fI~/Library/Application",
        "Support/maze\\-solitaire\\fR on macOS, \\fI%LOCALAPPDATA%\\\\maze\\-solitaire\\fR on",
        "Windows; or \\fB$MAZE_SOLITAIRE_HOME\\fR, or \\fB\\-\\-data\\-dir\\fR.",
        ".TP",
        ".I config.toml",
        "The settings (TOML; see \\fBconfig\\fR), in the user config folder:",
        "\\fI$XDG_CONFIG_HOME/maze\\-solitaire\\fR (by default \\fI~/.config/maze\\-solitaire\\fR)",
        "on Linux, \\fI~/Library/Application Support/maze\\-solitaire\\fR on macOS,",
        "\\fI%LOCALAPPDATA%\\\\maze\\-solitaire\\fR on Windows; or \\fB$MAZE_SOLITAIRE_CONFIG\\fR.",
        "Its keys: theme, four_color, ascii, color, animations, verdict, clock, warnings,",
        "demo_speed, rules (\\fBverdict = false\\fR and \\fBclock = false\\fR leave the solver's",
        "word and the time out of the status line, for purists; \\fBwarnings = false\\fR",
        "keeps quiet when a move lost the game);",
        "\\fBmaze\\-solitaire config init\\fR writes one that says what each does.",
        ".SH ENVIRONMENT",
        *_table(_ENVIRONMENT),
        ".SH EXIT STATUS",
        *_table(exit_statuses),
        ".SH EXAMPLES",
        *_examples(),
        ".SH SEE ALSO",
        "The README of the project: its rule book gives every rule of each reading, with",
        "worked examples, and it says where each reading comes from.",
        "",
    ]
    return "\n".join(lines)


def _synopsis(command: Command, name: str = "") -> list[str]:
    lines = [".B maze\\-solitaire", f".B {escaped(name)}"] if name else []
    for option in command.options:
        if option.flags and option.flags[0] in ("-h", "--help"):
            continue
        lines.append(_form(option) if option.required else f"[{_form(option)}]")
    return lines


def _form(option: Option) -> str:
    """``\\fB\\-\\-deal\\fR \\fIN\\fR``, or a positional's ``\\fIPOSITION\\fR``."""
    if not option.flags:
        return f"\\fI{escaped(option.metavar or '')}\\fR"
    flags = ", ".join(f"\\fB{escaped(flag)}\\fR" for flag in option.flags)
    if option.metavar is None:
        return flags
    return f"{flags} \\fI{escaped(option.metavar)}\\fR"


def _options(options: Iterable[Option]) -> list[str]:
    lines = []
    for option in options:
        lines += [".TP", _form(option), escaped(option.help.rstrip("."))]
        if option.values:
            lines[-1] += "."
            lines.append(f"One of: {escaped(', '.join(option.values))}.")
    return lines


def _paragraphs(texts: Iterable[str]) -> list[str]:
    lines: list[str] = []
    for text in texts:
        lines += [".PP", escaped(text)]
    return lines


def _variants() -> list[str]:
    """Each variant's rules, whole, under its own name (never the standard rules and a
    paragraph that contradicts them)."""
    lines = []
    for name, variant in VARIANTS.items():
        words = words_of(variant)
        lines += [f".SS {escaped(words.name)} (\\-\\-rules {escaped(name)})", escaped(words.origin)]
        lines += _paragraphs(help_rules(ASCII, variant)[:3])
    return lines


def _keys() -> list[str]:
    lines = []
    for binding in BINDINGS:
        lines += [".TP", f"\\fB{escaped(binding.label)}\\fR", escaped(binding.help)]
    return lines


def _text_commands() -> list[str]:
    lines = []
    for command in COMMANDS:
        names = ", ".join(f"\\fB{escaped(name)}\\fR" for name in command.names())
        argument = f" \\fI{escaped(command.argument)}\\fR" if command.argument else ""
        lines += [".TP", names + argument, escaped(command.help)]
    return lines


def _table(rows: Iterable[tuple[str, str]]) -> list[str]:
    lines = []
    for name, text in rows:
        lines += [".TP", f"\\fB{escaped(name)}\\fR", escaped(text)]
    return lines


def _examples() -> list[str]:
    lines = []
    for command, what in _EXAMPLES:
        lines += [".TP", f"\\fB{escaped(command)}\\fR", escaped(what)]
    return lines
