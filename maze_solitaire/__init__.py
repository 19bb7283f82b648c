"""maze-solitaire: the patience game Maze in the terminal.

The package is layered so that the architecture shows in the file names:

- :mod:`maze_solitaire.engine` -- the pure rules of the game (no curses, no files);
- :mod:`maze_solitaire.play` -- the game, whatever shows it: a session that speaks in events;
- :mod:`maze_solitaire.fullscreen`, :mod:`maze_solitaire.lines` -- its two front ends
  (curses, the only importer of curses; and the text mode);
- :mod:`maze_solitaire.cli` -- the command line, which scripts use.

Importing this package imports neither curses nor the user interface.
"""

__version__ = "0.2.0"
