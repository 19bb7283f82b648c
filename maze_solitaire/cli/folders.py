"""The folder of the saved games: the default, or a ``--data-dir`` checked before use."""

from __future__ import annotations

import os
from pathlib import Path

from maze_solitaire.cli.errors import InputOutputError, UsageError
from maze_solitaire.places import data_dir


def data_folder(given: str | None, *, make: bool = False) -> Path:
    """The folder of the saved games (``--data-dir``, if ``given``); with ``make``, made if
    need be.

    A ``--data-dir`` that is empty (a :class:`UsageError`), names a file, or
    cannot be a folder (a file on its way, a folder nobody may write in: an
    :class:`InputOutputError`) is an error: the player
    named that folder, and a game kept elsewhere, or nowhere, is not what
    they asked for. The default folder is not checked here: the game plays
    on without saving where it cannot be used, and says so.
    """
    if given is None:
        return data_dir()
    if not given.strip():
        raise UsageError("--data-dir is empty: give a folder")
    folder = data_dir(given)
    if folder.exists() and not folder.is_dir():
        raise InputOutputError(f"--data-dir {given}: is a file, not a folder")
    try:
        if not folder.exists():
            _could_be_made(folder)
        if make:
            folder.mkdir(parents=True, exist_ok=True)
            if not os.access(folder, os.W_OK | os.X_OK):
                raise InputOutputError(f"--data-dir {given}: cannot be written")
    except OSError as error:
        reason = error.strerror or error
        raise InputOutputError(f"--data-dir {given}: cannot be made ({reason})") from None
    return folder


def _could_be_made(folder: Path) -> None:
    """Raise :class:`OSError` unless ``folder``, which does not exist, could be made."""
    import errno

    existing = next(parent for parent in folder.parents if parent.exists())
    if not existing.is_dir():
        raise OSError(errno.ENOTDIR, f"{existing} is a file")
    if not os.access(existing, os.W_OK | os.X_OK):
        raise OSError(errno.EACCES, f"{existing} cannot be written")
