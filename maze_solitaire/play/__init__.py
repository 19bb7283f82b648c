"""The curses game: the only package of maze_solitaire that imports curses, in two modules.

- :mod:`.launch` -- starting: the saved games opened, resume or a new game, the controller built;
- :mod:`.app` -- the event loop, terminal set-up and restore, signals and resizing (curses);
- :mod:`.lines` -- the text mode: the same game a line at a time, for pipes and screen readers;
- :mod:`.screen` -- the thin curses painter (curses);
- :mod:`.controller` -- dispatch: what each key, click, timer and answer does;
- :mod:`.keymap` -- the one key table, for the dispatch and the help;
- :mod:`.modes` -- what the screen is doing, one value that carries its data;
- :mod:`.clock` -- playing time, paused while the game is not played;
- :mod:`.selection` -- the cursor and the choices offered;
- :mod:`.assistant` -- the solver's help: the hint, the demo and its clock, the search it runs;
- :mod:`.worker` -- one background process for the search, so the screen never waits;
- :mod:`.view`, :mod:`.render`, :mod:`.canvas` -- a frame: what it shows, drawn as cells.

All but app and screen are plain Python that tests drive without a terminal.
Importing this package imports none of them.
"""


class CannotStart(Exception):
    """The game cannot run here (no terminal, no curses, a terminal that cannot draw)."""
