"""The full-screen game: the only package of maze_solitaire that imports curses, in two modules.

- :mod:`.app` -- the curses loop: terminal set-up and restore, keys, mouse, resize (curses);
- :mod:`.screen` -- the thin curses painter (curses);
- :mod:`.front` -- keys and clicks to the game, its events to the message line, the frames;
- :mod:`.keymap` -- the one key table, for the dispatch, the help and the manual;
- :mod:`.overlays` -- what is drawn over the board: the help, the statistics, the pause;
- :mod:`.view`, :mod:`.render`, :mod:`.canvas` -- a frame: what it shows, drawn as cells;
- :mod:`.themes` -- the colours; :mod:`.clipboard` -- a share line sent by OSC 52.

All but app and screen are plain Python that tests drive without a terminal.
Importing this package imports none of them, and no curses: the command line asks
it, below, whether the game can be drawn here at all.
"""

import os
import sys


def text_mode_wanted() -> bool:
    """Whether the game is played a line at a time: where the terminal cannot draw it
    (``TERM=dumb``, or no ``TERM``), or standard input or output is not a terminal."""
    streams = (sys.stdin, sys.stdout)
    terminals = all(stream is not None and stream.isatty() for stream in streams)
    return not terminals or os.environ.get("TERM", "dumb") in ("", "dumb")
