"""The argument parser read into plain values: what completion and the manual describe.

argparse keeps its options and subcommands in attributes that are private by
name but stable since Python 3.2 (``_actions``, ``_choices_actions``); this
module is the one place that reads them.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping
from typing import NamedTuple


class Option(NamedTuple):
    """One option (or positional argument) of a command."""

    flags: tuple[str, ...]
    """``("--deal",)``; empty for a positional argument."""
    metavar: str | None
    """What its value is called (``N``); ``None`` for a flag that takes none."""
    values: tuple[str, ...]
    """The values it takes, when they are a known few (``standard``, ``pysol``, ...)."""
    help: str
    directory: bool = False
    """Whether its value is a folder (completed as one)."""
    required: bool = False
    """Whether it must be given (a positional argument that is not optional)."""


class Command(NamedTuple):
    name: str
    """``""`` for the top level."""
    help: str
    description: str
    epilog: str
    options: tuple[Option, ...]


def outline(
    parser: argparse.ArgumentParser, values: Mapping[str, tuple[str, ...]] | None = None
) -> tuple[Command, ...]:
    """The top level, then each command, as the parser has them.

    ``values`` gives the values of options that check their value by a function
    rather than by ``choices`` (``--rules``: the variants' names), by ``dest``.
    """
    values = values or {}
    commands = [_command("", "", parser, values)]
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            for name, sub in action.choices.items():
                commands.append(_command(name, helps.get(name, ""), sub, values))
    return tuple(commands)


def _command(
    name: str,
    help: str,
    parser: argparse.ArgumentParser,
    values: Mapping[str, tuple[str, ...]],
) -> Command:
    options = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            continue
        if action.help == argparse.SUPPRESS:
            continue
        takes_value = action.nargs != 0
        metavar = None
        if takes_value:
            shown = action.metavar if action.metavar is not None else action.dest.upper()
            metavar = shown if isinstance(shown, str) else " ".join(shown)
        known = tuple(str(choice) for choice in action.choices or ()) or values.get(action.dest, ())
        options.append(
            Option(
                tuple(action.option_strings),
                metavar,
                known if takes_value else (),
                _plain(action.help or "", action),
                directory=action.dest == "data_dir",
                required=action.required and action.nargs not in ("?", "*"),
            )
        )
    return Command(name, help, parser.description or "", parser.epilog or "", tuple(options))


def _plain(text: str, action: argparse.Action) -> str:
    """An option's help with argparse's ``%(default)s``-style fields filled in."""
    if "%" not in text:
        return text
    fields = {**vars(action), "prog": "maze-solitaire"}
    try:
        return text % fields
    except (KeyError, TypeError, ValueError):
        return text
