"""Where the saved games live: the one place that decides it, so it can be overridden.

Precedence: an explicit folder (``--data-dir``), then the environment
variable ``MAZE_SOLITAIRE_HOME``, then the platform's user data folder as
:mod:`platformdirs` names it:

- Linux and other Unix: ``$XDG_DATA_HOME/maze-solitaire`` (by default
  ``~/.local/share/maze-solitaire``);
- macOS: ``~/Library/Application Support/maze-solitaire``;
- Windows: ``%LOCALAPPDATA%\\maze-solitaire``.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Final

APP_NAME: Final = "maze-solitaire"
HOME_VARIABLE: Final = "MAZE_SOLITAIRE_HOME"
DATABASE_NAME: Final = "games.sqlite3"


def data_dir(override: str | Path | None = None) -> Path:
    """The folder for the saved games; nothing is created or read here.

    ``override`` wins (the caller checks it names a folder: an empty one would
    be the current folder), then ``$MAZE_SOLITAIRE_HOME`` (when set and not
    empty), then the platform's user data folder. ``~`` is expanded.

    >>> data_dir("~/games") == Path.home() / "games"
    True
    """
    if override is not None:
        return Path(override).expanduser()
    from_environment = os.environ.get(HOME_VARIABLE, "")
    if from_environment:
        return Path(from_environment).expanduser()
    if os.name == "posix" and os.uname().sysname != "Darwin":
        # The XDG rule, as platformdirs applies it on Unix, without importing
        # platformdirs: its Unix module pulls in tempfile and more, about 15 ms
        # of the game's start-up (measured with python -X importtime).
        xdg = os.environ.get("XDG_DATA_HOME", "").strip()
        return Path(xdg or os.path.expanduser("~/.local/share")) / APP_NAME
    import platformdirs

    # appauthor=False: no "<author>" level in the Windows path (AppData\Local\maze-solitaire).
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))
