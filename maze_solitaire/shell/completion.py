"""Completion scripts for bash, zsh and fish, written from the parser's outline.

Each completes the commands, each command's options (the top level's before
any command), the values of options that take a known few (``--rules``), and
folders for ``--data-dir``. Written here rather than by a completion library:
the ones made for argparse (argcomplete) run Python on every Tab press, which
here would be the whole command line's start-up each time; these scripts are
plain shell.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from maze_solitaire.shell.outline import Command, Option

PROG: Final = "maze-solitaire"


def script(shell: str, commands: tuple[Command, ...]) -> str:
    """The completion script for ``shell``: ``bash``, ``zsh`` or ``fish``."""
    writers: dict[str, Callable[[tuple[Command, ...]], str]] = {
        "bash": _bash,
        "zsh": _zsh,
        "fish": _fish,
    }
    return writers[shell](commands)


def _flags(command: Command) -> list[str]:
    return [flag for option in command.options for flag in option.flags]


def _words(command: Command) -> list[str]:
    """What may be typed after the command: its flags, and its positionals' values."""
    values = [value for option in command.options if not option.flags for value in option.values]
    return [*_flags(command), *values]


def _valued(commands: tuple[Command, ...]) -> dict[str, Option]:
    """Every option that takes a value, by flag (the same flag means the same everywhere)."""
    return {flag: o for c in commands for o in c.options if o.metavar for flag in o.flags}


# -- bash --------------------------------------------------------------------------------


def _bash(commands: tuple[Command, ...]) -> str:
    top, subcommands = commands[0], commands[1:]
    names = " ".join(c.name for c in subcommands)
    values = []
    for flag, option in sorted(_valued(commands).items()):
        if option.directory:
            values.append(f'        {flag}) COMPREPLY=($(compgen -d -- "$cur")); return ;;')
        elif option.values:
            words = " ".join(option.values)
            reply = f'COMPREPLY=($(compgen -W "{words}" -- "$cur"))'
            values.append(f"        {flag}) {reply}; return ;;")
        elif option.flags:
            values.append(f"        {flag}) return ;;  # {option.metavar}: anything")
    per_command = [f'        {c.name}) options="{" ".join(_words(c))}" ;;' for c in subcommands]
    return "\n".join(
        [
            f"# bash completion for {PROG}: generated from its argument parser",
            f"# ({PROG} completion bash). Source it, or put it in",
            "# ~/.local/share/bash-completion/completions/maze-solitaire",
            "_maze_solitaire() {",
            '    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"',
            '    local command="" options="" i',
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            '        case "${COMP_WORDS[i]}" in',
            f'            {names.replace(" ", "|")}) command="${{COMP_WORDS[i]}}"; break ;;',
            "        esac",
            "    done",
            '    case "$prev" in',
            *values,
            "    esac",
            '    case "$command" in',
            f'        "") options="{" ".join(_flags(top))} {names}" ;;',
            *per_command,
            "    esac",
            '    COMPREPLY=($(compgen -W "$options" -- "$cur"))',
            "}",
            f"complete -F _maze_solitaire {PROG}",
            "",
        ]
    )


# -- zsh ---------------------------------------------------------------------------------


def _zsh_text(text: str) -> str:
    """Text inside a single-quoted _arguments spec: quotes closed and reopened, brackets
    as parentheses (a bracket ends the description), colons escaped."""
    cleaned = " ".join(text.split()).replace("[", "(").replace("]", ")").replace(":", "\\:")
    return cleaned.replace("'", "'\\''")


def _zsh_spec(option: Option) -> str:
    what = _zsh_text(option.help)
    if not option.flags:  # a positional argument
        action = "_files" if not option.values else f"({' '.join(option.values)})"
        return f"'::{_zsh_text(option.metavar or '')}:{action}'"
    names = option.flags[0] if len(option.flags) == 1 else "{" + ",".join(option.flags) + "}"
    exclusive = "" if len(option.flags) == 1 else f"'({' '.join(option.flags)})'"
    spec = f"{exclusive}{names}'[{what}]"
    if option.metavar:
        if option.directory:
            action = "_directories"
        elif option.values:
            action = f"({' '.join(option.values)})"
        else:
            action = " "
        spec += f":{_zsh_text(option.metavar)}:{action}"
    return spec + "'"


def _zsh(commands: tuple[Command, ...]) -> str:
    top, subcommands = commands[0], commands[1:]
    described = [f"        '{c.name}:{_zsh_text(c.help)}'" for c in subcommands]
    cases = []
    for command in subcommands:
        specs = " \\\n                    ".join(_zsh_spec(o) for o in command.options)
        cases.append(f"                {command.name}) _arguments {specs} ;;")
    top_specs = " \\\n        ".join(_zsh_spec(o) for o in top.options if o.flags)
    return "\n".join(
        [
            f"#compdef {PROG}",
            f"# zsh completion for {PROG}: generated from its argument parser",
            f"# ({PROG} completion zsh). Save it as _maze-solitaire in a folder on $fpath.",
            "_maze_solitaire() {",
            "    local -a commands",
            "    commands=(",
            *described,
            "    )",
            "    local curcontext=$curcontext state line",
            f"    _arguments -C \\\n        {top_specs} \\",
            "        '1: :->command' \\",
            "        '*:: :->arguments'",
            "    case $state in",
            "        command) _describe -t commands 'command' commands ;;",
            "        arguments)",
            "            case $words[1] in",
            *cases,
            "            esac",
            "            ;;",
            "    esac",
            "}",
            '_maze_solitaire "$@"',
            "",
        ]
    )


# -- fish --------------------------------------------------------------------------------


def _fish_text(text: str) -> str:
    return "'" + " ".join(text.split()).replace("\\", "\\\\").replace("'", "\\'") + "'"


def _fish_option(condition: str, option: Option) -> str | None:
    if not option.flags:  # a positional: its values, if they are a known few
        if not option.values:
            return None  # a position, or '-': nothing to offer
        return f"complete -c {PROG} -n {condition} -a {_fish_text(' '.join(option.values))}"
    parts = [f"complete -c {PROG} -n {condition}"]
    for flag in option.flags:
        parts.append(f"-l {flag[2:]}" if flag.startswith("--") else f"-s {flag[1:]}")
    if option.metavar:
        if option.directory:
            parts.append("-r -F -a '(__fish_complete_directories)'")
        elif option.values:
            parts.append(f"-x -a {_fish_text(' '.join(option.values))}")
        else:
            parts.append("-x")
    parts.append(f"-d {_fish_text(option.help)}")
    return " ".join(parts)


def _fish(commands: tuple[Command, ...]) -> str:
    top, subcommands = commands[0], commands[1:]
    lines = [
        f"# fish completion for {PROG}: generated from its argument parser",
        f"# ({PROG} completion fish). Save it as",
        "# ~/.config/fish/completions/maze-solitaire.fish",
        f"complete -c {PROG} -f",
    ]
    for command in subcommands:
        lines.append(
            f"complete -c {PROG} -n '__fish_use_subcommand' -a {command.name}"
            f" -d {_fish_text(command.help)}"
        )
    for option in top.options:
        line = _fish_option("'__fish_use_subcommand'", option)
        if line:
            lines.append(line)
    for command in subcommands:
        condition = f"'__fish_seen_subcommand_from {command.name}'"
        for option in command.options:
            line = _fish_option(condition, option)
            if line:
                lines.append(line)
    return "\n".join([*lines, ""])
