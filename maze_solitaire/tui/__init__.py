"""The curses game: the only package of maze_solitaire that imports curses.

- :mod:`keymap`: the one key table; the controller and the help screen read it;
- :mod:`controller`: cursor, choices, dialogs and the actions that call the engine
  (no curses: it is driven by action names and slots);
- :mod:`render`: a pure function from the controller's view and the screen size
  to rows of styled text and the slots under the mouse;
- :mod:`screen`: the thin curses adapter that paints a frame, clipped;
- :mod:`app`: the event loop, terminal set-up, signals and resizing.

Importing this package does not import curses; :func:`app.play` does.
"""
