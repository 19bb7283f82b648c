"""The game, whatever shows it: no curses, no terminal, no words.

- :mod:`.session` -- one game session: start or resume, the background searches, the
  wait, saving on every way out; :mod:`.jobs` -- its four searches, from one table;
  :mod:`.waiting` -- its one wait, and the signals (Ctrl-Z, SIGTERM, a resize);
- :mod:`.controller` -- what each action, click, tick and answer does, as events; it
  dispatches, and alone decides whether to ask first. :mod:`.face` builds its parts and
  answers what a front end reads; each part owns its state:
  :mod:`.in_play` (the game in play, set up in one place: its moves, cursor, choices),
  :mod:`.answers` (what the solver found and is wanted for), :mod:`.coach` (the hint and
  the demo), :mod:`.wins` (the session's wins), :mod:`.keeper` (the saved games),
  :mod:`.dealing` (where new games come from);
- :mod:`.browsing` -- the games that ended, played back and reviewed, for both front
  ends; :mod:`.replays` -- a replay, a value; :mod:`.reviews` -- the reviews, made in
  the background and kept;
- :mod:`.events` -- what happened, as data, a closed union (the front ends word it);
- :mod:`.actions` -- what a key or a command may ask of the game;
- :mod:`.modes` -- what the game is doing, one value that carries its data;
- :mod:`.status` -- the figures of the game now; :mod:`.goodbye` -- and as it ends;
- :mod:`.selection` -- the cursor and the choices offered;
- :mod:`.clock` -- playing time, which stands still while the game is not played;
- :mod:`.assistant` -- the solver's lines by position: the hint, the demo and its clock;
- :mod:`.pars`, :mod:`.grades` -- par and the grade, sought once per deal and kept;
- :mod:`.origins` -- where a game played on from another game came from;
- :mod:`.workers` -- a background process for a search, which dies with the game.

Two front ends show it: :mod:`maze_solitaire.fullscreen` (curses) and
:mod:`maze_solitaire.lines` (a line at a time); they reach only its face (the session,
the controller's own methods, the browsing, the events and values). Importing this
package imports none of its modules.
"""


class CannotStart(Exception):
    """The game cannot run here (no terminal, no curses, a terminal that cannot draw,
    standard input closed); says why in one line."""
