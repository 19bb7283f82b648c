"""The text mode: the game a line at a time, for screen readers, braille, slow lines and
scripts (no curses).

- :mod:`.loop` -- reading lines (asleep on the input and the solver together), saying
  what each caused, a line each;
- :mod:`.commands` -- the one command table, for the dispatch, ``help`` and the manual;
  each command works through :class:`~.commands.Commanded`, which the loop's game is;
- :mod:`.reading` -- cards and places typed as words, read as codes.

It reaches only the game's face (:mod:`maze_solitaire.play`), as the full-screen game
does, and not the full-screen game. Importing this package imports none of its modules.
"""
