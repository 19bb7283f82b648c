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


_PLAYING: Final = (
    "The board shows rows 1 to 6 and columns 1 to 9 (r2c4 is row 2, column 4). A gap is drawn"
    " [ ], and [xxx] where no card can fill it now; cards that already stand in their winning"
    " place are underlined; the choices of a gap or a card are numbered under their cards (in"
    " the compact layout they are highlighted, and listed on the line below the board). The"
    " game fits 80x24, has a compact layout down to 40x12, and draws real cards from 110x32"
    " (taller ones from 144x43); a smaller terminal is told how much room the game needs, and"
    " a text that does not fit is shortened, never cut. Without colours (NO_COLOR,"
    " --no-color, a terminal that has none) every mark stays: the cursor reversed, choices"
    " numbered, cards in place underlined; suits are never told apart by colour alone.",
    "The mouse works too: click a slot to act on it, a numbered card or gap (or its label"
    " under the board) to pick it, and a key's label on the key line to do what that key"
    " does. With one card to choose from, Enter plays it at once. A key that does nothing"
    " anywhere in the game says so on the message line; one that only does nothing where"
    " you are (y with no question asked) stays quiet.",
    "A hint or the demo on a deal that has had no help first asks whether you want it: a win"
    " with help is counted apart from clean wins and sets no record, and the status line then"
    " says helped. The demo follows par's line (at a deal's start it waits up to 10 s for"
    " it); + and - set its pace, from a move every 2 s to one every 0.08 s. The clock starts"
    " with your first move and counts only play: it stands still while a question waits for"
    " its answer, over the help, the statistics and the pause, while the board does not fit,"
    " and while the game is suspended (Ctrl-Z, until fg).",
    "r starts the deal again, its clock too; n, t, g and o start another game, which ends"
    " the one on the board as lost; each asks first once you have moved. A deal passed over"
    " without a move is not counted at all.",
    "A win names the deal and its grade, how it went against par and whether it set a"
    " record. When the game ends, one line says what became of it, followed by the share line"
    " of each deal won (Maze daily-2026-12-01 · 61 moves (par 54) · 4:12 · clean). c sends"
    " that line to the terminal's clipboard by OSC 52, which works over ssh too: terminals"
    " known to take it (kitty, WezTerm, iTerm2, foot, Alacritty, Ghostty) are told it was"
    " copied, the Linux console and vt100-like terminals that they cannot take it, and the"
    " rest that it was sent (tmux takes it with set -g set-clipboard on). It is printed on"
    " quitting either way.",
    "Each game that ends (won, or left with moves made for another game) is reviewed in the"
    " background and the review kept with it (see review). v lists your ended games: Enter"
    " plays one back, a move at a time, its costliest moves marked (a replay: see KEYS), v"
    " shows its review, and p in a replay plays on from the position shown as a new game,"
    " linked to the one replayed.",
)
"""How the full-screen game plays, past what the key table says."""
_TEXT_MODE: Final = (
    "Cards are written as typed (7H, 10D) and places as r2c4; with --words (or words) they"
    " are written out (eight of clubs from row 4, column 3 to row 1, column 1), and either"
    " form may be typed (play seven of hearts). After a move comes one line saying what it"
    " changed: the gap it opened and what may fill it, the run the card now stands in, the"
    " cards in order. A new deal, a win and status name the deal's grade (one the package's"
    " table lacks is waited for, a second or so). A command that cannot be done gets one line"
    " saying what was wrong and what would work, and changes nothing. A question is answered"
    " y or n (any other line answers no). A prompt, '> ', is written only where the commands"
    " come from a terminal. The end of input (Ctrl-D) saves and exits 0; Ctrl-C, SIGTERM and"
    " SIGHUP save and exit with 128 + the signal.",
    "The text mode writes in what its output can show, chosen as the full-screen game's"
    " symbols are: where UTF-8 shows, its dash is the full screen's and a word typed back is"
    " written as typed; where the output takes only ASCII (a C-locale terminal, or ascii ="
    " true in the config file), both are plain ASCII and a character it cannot show is"
    " escaped (\\U0001f4a5). Cards and places are written as typed either way (7H, r2c4).",
    "A game whose moves come from a file or a pipe (maze-solitaire solve --code"
    " daily-2026-12-01 | maze-solitaire daily) is a scripted game: it is saved, and shown as"
    " scripted in history and replay, but counts in no record, streak, daily result or clean"
    " win (stats gives it a line of its own). A game typed at a terminal, in either front"
    " end, is yours.",
)
"""The text mode, past what its command table says."""
_SAVED_GAMES: Final = (
    "Every move is saved when it is made, undo and redo too: close the terminal, lose the"
    " connection or have the machine crash, and maze-solitaire takes the game up where it"
    " was, undo history included.",
    "Starting another game from the shell (--deal, --code, --position, --rules, daily) ends"
    " no game: the games in progress are kept, the game says so, and asking for one of their"
    " deals again resumes it. resume lists them, resume ID plays one on, and o does in the"
    " game. Two terminals can play at once, each its own game; a game another running"
    " maze-solitaire plays is never taken up by a second: asking for its deal, position or"
    " daily says where it is open (its process and terminal).",
    "Statistics count a game once it has ended, however many times it was resumed. A win"
    " with hints or the demo is a win (and keeps a streak going) but is counted apart from"
    " clean wins; the records (fewest moves, fastest) are clean wins only. A game from a"
    " position you gave (--position) is recorded and replayed like any other, and counted"
    " on its own line, in no win rate, streak or record; so is a scripted game, which is in"
    " no par figure, results chart or daily result either (a scripted daily leaves the day"
    " to your own first game of it). Each day's daily deal is recorded once, by the first"
    " game of it to end;"
    " the statistics keep a daily streak (days in a row won on the day) and show the last 30"
    " days.",
    "When something goes wrong you are told in one line and play on. A damaged file is found"
    " before anything reads it (its write-ahead log's checksums, then SQLite's quick check):"
    " every game and setting it still holds is kept in a new file, with the games the newest"
    " backup has that it lost; the damaged file is moved aside to"
    " games.sqlite3.corrupt-<time>, and one line says what was kept. A copy of the saved"
    " games is kept in backups/ (a copy a day, taken again each time the game closes after a"
    " game ended; the last three days). If the data folder is deleted while a game is"
    " played, the game is saved again in a new file and the goodbye says so. If the folder"
    " cannot be written or the disk is full, the status line says progress is not being saved, and"
    " saving resumes by itself once it can, losing nothing. A folder that can be read but not"
    " written still shows your game in progress and your statistics: you play on, unsaved,"
    " and are told so once. A file written by a newer maze-solitaire is refused and left"
    " untouched; an older one is brought up to date when it is opened, keeping every game.",
    "To reset games and statistics, quit every running game and delete the folder (or"
    " games.sqlite3 with its -wal and -shm files, and backups/).",
)
"""What becomes of your games, past where the file is (FILES)."""
_CONFIG_FILE: Final = (
    "A config file that cannot be used (not TOML, an unknown key, a value of the wrong type"
    " or not one of the key's values, a file that cannot be read) is not used at all: the"
    " game says so in its first line, naming the file, the line and the key, and plays with"
    " the defaults; config show writes the same line on standard error and exits 65. Nothing"
    " ever writes the file but config init, which makes a new one where there is none. The"
    " keys of the game cannot be changed in it."
)
_SEE_ALSO: Final = (
    "The rule book, maze_solitaire/engine/RULES.md in the project's source (its sdist carries"
    " it): every rule of each reading with worked examples, where each reading comes from, the"
    " deal numbers and the daily deal's formula. Beside the code there, the solver's page"
    " (solver/README.md: par, grades, reviews, the deals proven optimal), the command line's"
    " for scripts (cli/README.md: the JSON each command prints) and the census's"
    " (survey/README.md: how winnable Maze is)."
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
        ".SH PLAYING",
        *_paragraphs(_PLAYING),
        ".SH TEXT MODE",
        "With \\fB\\-\\-text\\fR (and by itself where the terminal cannot draw the game, or",
        "standard input or output is not a terminal) the game is played a line at a time:",
        "one command a line, one line an event, no colours and no cursor movement, for",
        "screen readers, braille displays, slow lines and scripts. Its commands (in any",
        "case; the short form after a comma):",
        *_text_commands(),
        *_paragraphs(_TEXT_MODE),
        ".SH SAVED GAMES",
        *_paragraphs(_SAVED_GAMES),
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
        "demo_speed, rules, difficulty (\\fBverdict = false\\fR and \\fBclock = false\\fR leave",
        "the solver's word and the time out of the status line, for purists;",
        "\\fBwarnings = false\\fR keeps quiet when a move lost the game);",
        "\\fBmaze\\-solitaire config init\\fR writes one that says what each does.",
        escaped(_CONFIG_FILE),
        ".SH ENVIRONMENT",
        *_table(_ENVIRONMENT),
        ".SH EXIT STATUS",
        *_table(exit_statuses),
        ".SH EXAMPLES",
        *_examples(),
        ".SH SEE ALSO",
        escaped(_SEE_ALSO),
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
