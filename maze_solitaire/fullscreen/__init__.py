"""The full-screen game: the only package of maze_solitaire that imports curses (app and
screen; terminal, only when asked).

- :mod:`.app` -- the curses loop: terminal set-up and restore, keys, mouse, resize (curses);
- :mod:`.screen` -- the thin curses painter (curses);
- :mod:`.front` -- keys and clicks to the game, its events to the message line, the frames;
- :mod:`.screens` -- what is over the board (help, statistics, lists, a replay, a review)
  and its keys;
- :mod:`.keymap` -- the one key table, for the dispatch, the help and the manual;
- :mod:`.overlays` -- what is drawn over the board: the help, the statistics, the pause;
- :mod:`.view`, :mod:`.render`, :mod:`.canvas` -- a frame: what it shows, drawn as cells;
- :mod:`.clipboard` -- a share line sent by OSC 52 (the colours are
  :mod:`maze_solitaire.themes`, below the settings that name them);
- :mod:`.terminal` -- what this terminal can do: the game drawn on it, for a stand-in,
  or not at all (asked before curses is imported).

All but app and screen are plain Python that tests drive without a terminal.
Importing this package imports none of them, and no curses.
"""
