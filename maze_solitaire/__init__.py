"""maze-solitaire: the patience game Maze in the terminal.

The package is layered so that the architecture shows in the file names:

- :mod:`maze_solitaire.engine` -- the pure rules of the game (no curses, no files);
- :mod:`maze_solitaire.cli` -- the command line, which scripts use;
- :mod:`maze_solitaire.tui` -- the curses game, the only package that imports curses.

Importing this package imports neither curses nor the user interface.
"""

__version__ = "0.1.0"
