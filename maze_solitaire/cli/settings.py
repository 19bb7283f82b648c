"""The config file: ``config path``, ``config show`` and ``config init``; and what the
command line says of the settings (:func:`options_of`), which the game reads too."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from maze_solitaire.cli.errors import DataError, InputOutputError, UsageError
from maze_solitaire.cli.folders import data_folder
from maze_solitaire.cli.options import LookOptions
from maze_solitaire.cli.output import say
from maze_solitaire.cli.status import ExitStatus
from maze_solitaire.engine import MazeError, Variant

if TYPE_CHECKING:
    from maze_solitaire.cli.scripting import ConfigOptions
    from maze_solitaire.settings.fields import Options


def options_of(look: LookOptions, rules: Variant | None, difficulty: str | None = None) -> Options:
    """What the command line says of the settings (see :mod:`maze_solitaire.settings.fields`)."""
    from maze_solitaire.settings.fields import Options

    return Options(
        theme=look.theme,
        four_color=look.four_color,
        ascii=look.ascii,
        no_color=look.no_color,
        rules=None if rules is None else rules.name,
        difficulty=difficulty,
    )


def config(options: ConfigOptions) -> int:
    from maze_solitaire.places import config_path
    from maze_solitaire.settings.load import load
    from maze_solitaire.words import settings as said

    path = config_path()
    if options.action == "path":
        say(str(path))
        return ExitStatus.OK
    if options.action == "init":
        _write_config(path)
        return ExitStatus.OK
    folder = data_folder(options.data_dir)
    given = options_of(options.look, options.rules, options.difficulty)
    settings = load(given, os.environ, path, _remembered(folder))
    for line in said.shown(path, path.exists(), settings.where):
        say(line)
    if settings.notice:
        raise DataError(settings.notice)
    return ExitStatus.OK


def _remembered(folder: Path) -> str | None:
    """The four-colour deck the game's 4 key last left, in the saved games in ``folder``."""
    from maze_solitaire.settings.fields import FOUR_COLOR_KEY
    from maze_solitaire.storage import read_only  # here: the game's start opens its own

    try:
        with read_only(folder) as games:
            return games.setting(FOUR_COLOR_KEY)
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
        raise InputOutputError(
            f"{path.parent}: cannot be made ({error.strerror or error})"
        ) from None
    try:
        with path.open("x", encoding="utf-8") as out:
            out.write(said.starter(FIELDS))
    except FileExistsError:  # made meanwhile, or a link to nowhere
        raise UsageError(said.exists(path, path.is_dir())) from None
    except OSError as error:
        raise InputOutputError(f"{path}: cannot be written ({error.strerror or error})") from None
    say(said.written(path))
