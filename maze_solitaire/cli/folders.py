"""The folder of the saved games: the default, or one named (``--data-dir``,
``$MAZE_SOLITAIRE_HOME``) and checked before use."""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from maze_solitaire.cli.errors import InputOutputError, UsageError
from maze_solitaire.places import HOME_VARIABLE, data_dir


def data_folder(
    given: str | None, *, make: bool = False, environ: Mapping[str, str] = os.environ
) -> Path:
    """The folder of the saved games (``--data-dir``, if ``given``, else
    ``$MAZE_SOLITAIRE_HOME``, if set); with ``make``, made if need be.

    A folder named, by the option or the variable alike, that is empty (a
    :class:`UsageError`), names a file, or cannot be made (a file on its way: an
    :class:`InputOutputError`) is an error that names the option or the variable:
    the player named that folder, and a game kept elsewhere is not what they asked
    for. A folder that exists but cannot be written is used: its games are read,
    and the game plays on without saving, and says so. The default folder is not
    checked here: the game plays on without saving where it cannot be used.
    """
    if given is not None:
        return _checked(given, "--data-dir", f"--data-dir {given}", make=make)
    named = environ.get(HOME_VARIABLE)
    if named is None:
        return data_dir(environ=environ)
    return _checked(named, HOME_VARIABLE, f"{HOME_VARIABLE}={named}", make=make)


def _checked(given: str, name: str, named: str, *, make: bool) -> Path:
    """The folder ``given`` by ``name`` (``named``: both, as the errors say them)."""
    if not given.strip():
        unset = "" if name.startswith("-") else f", or unset {name}"
        raise UsageError(f"{name} is empty: give a folder{unset}")
    folder = data_dir(given)
    if folder.exists() and not folder.is_dir():
        raise InputOutputError(f"{named}: is a file, not a folder")
    try:
        if not folder.exists():
            _could_be_made(folder)
        if make:
            folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        reason = error.strerror or error
        raise InputOutputError(f"{named}: cannot be made ({reason})") from None
    return folder


def _could_be_made(folder: Path) -> None:
    """Raise :class:`OSError` unless ``folder``, which does not exist, could be made."""
    import errno

    existing = next(parent for parent in folder.parents if parent.exists())
    if not existing.is_dir():
        raise OSError(errno.ENOTDIR, f"{existing} is a file")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise OSError(errno.EACCES, f"{existing} cannot be written")
