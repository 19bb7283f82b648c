"""Where the game's files live: the app's name, the saved games' folder, the config file.

One rule for the user's folders, applied to both: on Linux and other Unix the XDG
base directories (``$XDG_DATA_HOME`` or ``~/.local/share``, ``$XDG_CONFIG_HOME``
or ``~/.config``), elsewhere :mod:`platformdirs` (macOS ``~/Library/Application
Support``, Windows ``%LOCALAPPDATA%``), each with a folder of the app's name. An
environment variable names either place instead. Nothing is created or read here.
"""

import os
from collections.abc import Mapping
from pathlib import Path
from typing import Final, Literal

APP_NAME: Final = "maze-solitaire"
HOME_VARIABLE: Final = "MAZE_SOLITAIRE_HOME"
"""Names the saved games' folder instead of the user data folder."""
CONFIG_VARIABLE: Final = "MAZE_SOLITAIRE_CONFIG"
"""Names the config file instead of ``config.toml`` in the user config folder."""
DATABASE_NAME: Final = "games.sqlite3"
CONFIG_NAME: Final = "config.toml"

Kind = Literal["data", "config"]

_XDG: Final[dict[Kind, tuple[str, str]]] = {
    "data": ("XDG_DATA_HOME", "~/.local/share"),
    "config": ("XDG_CONFIG_HOME", "~/.config"),
}


def user_folder(kind: Kind, environ: Mapping[str, str] = os.environ) -> Path:
    """The app's folder of the user's ``kind`` of files (data, or config)."""
    if os.name == "posix" and os.uname().sysname != "Darwin":
        # The XDG rule, as platformdirs applies it on Unix, without importing it:
        # its Unix module pulls in tempfile and more, some 15 ms of the first frame.
        variable, default = _XDG[kind]
        return Path(environ.get(variable, "").strip() or os.path.expanduser(default)) / APP_NAME
    import platformdirs

    # appauthor=False: no "<author>" level in the Windows path (AppData\\Local\\maze-solitaire).
    if kind == "data":
        return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def _expanded(text: str) -> Path:
    """``text`` as a path, ``~`` expanded (as written when the user is unknown)."""
    try:
        return Path(text).expanduser()
    except RuntimeError:  # '~someone' with no such user: the path as written
        return Path(text)


def data_dir(override: str | Path | None = None, environ: Mapping[str, str] = os.environ) -> Path:
    """The folder of the saved games: ``override`` (``--data-dir``; the caller checks
    it), else ``$MAZE_SOLITAIRE_HOME`` when set and not empty, else the user data folder.

    >>> data_dir("~/games") == Path.home() / "games"
    True
    """
    if override is not None:
        return _expanded(str(override))
    given = environ.get(HOME_VARIABLE, "")
    return _expanded(given) if given else user_folder("data", environ)


def config_path(environ: Mapping[str, str] = os.environ) -> Path:
    """The config file (whether or not there is one): ``$MAZE_SOLITAIRE_CONFIG`` when set
    and not empty, else ``config.toml`` in the user config folder.

    >>> config_path({"MAZE_SOLITAIRE_CONFIG": "~/maze.toml"}) == Path.home() / "maze.toml"
    True
    """
    given = environ.get(CONFIG_VARIABLE, "")
    return _expanded(given) if given else user_folder("config", environ) / CONFIG_NAME
