"""The words of the settings: the starter config file, ``config show``, what was not used."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path

from maze_solitaire.settings.file import (
    DEFAULT,
    ENVIRONMENT,
    FILE,
    OPTION,
    REMEMBERED,
    TERMINAL,
    Field,
    Setting,
    choices_text,
    toml_text,
)

STARTER_HEAD = (
    "# maze-solitaire's settings, read each time the game starts.",
    "#",
    "# Each setting is shown below at its default, commented out: take away the '# '",
    "# before one to change it. The command line wins over this file, and so do the",
    "# environment's NO_COLOR and MAZE_SOLITAIRE_THEME; 'maze-solitaire config show'",
    "# says which setting comes from where. Scripts (show, moves, solve, par, stats)",
    "# read none of it, so that they answer alike everywhere.",
)


def starter(fields: Sequence[Field]) -> str:
    """A config file that says what each setting does and sets none of them."""
    lines = list(STARTER_HEAD)
    for field in fields:
        lines += ["", *_comment(field.help)]
        if field.choices:
            lines.append(f"# One of: {choices_text(field)}.")
        lines.append(f"# {field.key} = {toml_text(field.default)}")
    return "\n".join(lines) + "\n"


def _comment(text: str, width: int = 78) -> list[str]:
    import textwrap

    return ["# " + line for line in textwrap.wrap(text, width - 2)]


def source(setting: Setting) -> str:
    """Where a setting in effect came from, as ``config show`` says it."""
    detail = setting.detail
    said = {
        OPTION: f"option {detail}",
        ENVIRONMENT: f"environment {detail}",
        REMEMBERED: "remembered: the game's 4 key",
        FILE: f"file, line {detail}" if detail else "file",
        TERMINAL: f"terminal: {detail}",
        DEFAULT: "default",
    }
    return said.get(setting.source, setting.source)


def shown(path: Path, exists: bool, where: Mapping[str, Setting]) -> list[str]:
    """``config show``: the file, then each setting in effect as the file would write
    it, and where it came from."""
    there = "" if exists else " (there is none: 'maze-solitaire config init' writes one)"
    lines = [f"# config file: {path}{there}"]
    settings = [(f"{key} = {toml_text(setting.value)}", setting) for key, setting in where.items()]
    width = max(len(text) for text, _ in settings)
    lines += [f"{text:<{width}}  # {source(setting)}" for text, setting in settings]
    return lines


def written(path: Path) -> str:
    return f"wrote {path}: every setting in it is a comment until you change it"


def exists(path: Path, folder: bool) -> str:
    kind = "a folder" if folder else "a file"
    return f"{path} is {kind} already: it is left as it is (see 'maze-solitaire config show')"
