"""The game, whatever shows it: no curses, no terminal, no words.

- :mod:`.session` -- one game session: start or resume, the workers, the signals, the wait,
  saving on every way out;
- :mod:`.goodbye` -- what became of the game when it ends, in figures;
- :mod:`.controller` -- what each action, click, tick and answer does, as events;
- :mod:`.events` -- what happened, as data (the front ends word it);
- :mod:`.actions` -- what a key or a command may ask of the game;
- :mod:`.modes` -- what the game is doing, one value that carries its data;
- :mod:`.status` -- the figures of the game now;
- :mod:`.selection` -- the cursor and the choices offered;
- :mod:`.clock` -- playing time, which stands still while the game is not played;
- :mod:`.assistant` -- the solver's help: the hint, the demo and its clock;
- :mod:`.pars` -- par, sought once per deal in the background and kept;
- :mod:`.workers` -- a background process for a search, which dies with the game.

Two front ends show it: :mod:`maze_solitaire.fullscreen` (curses) and
:mod:`maze_solitaire.lines` (a line at a time). Importing this package imports
none of its modules.
"""


class CannotStart(Exception):
    """The game cannot run here (no terminal, no curses, a terminal that cannot draw,
    standard input closed); says why in one line."""
