"""The command line: ``maze-solitaire [--data-dir DIR] [COMMAND] …``.

Scripts use ``show``, ``moves``, ``solve`` and ``par``, and read the saved games
with ``stats``, ``history`` and ``replay``; with no command (or ``play``,
``daily``) the game starts. The face is :func:`main` (the game's start loads no
more of the package than it needs); :func:`.described.described` and
:func:`.described.exit_statuses` hand the shell room (completion, the manual) what
it describes. The rooms:

- :mod:`.main` -- parse, dispatch, and each kind of error to its exit status;
- :mod:`.status` -- the exit statuses, each with its meaning;
- :mod:`.errors` -- the command line's own errors;
- :mod:`.options` -- the game's options, typed, and the defaults commands share;
- :mod:`.scripting` -- each scripting command's options, typed;
- :mod:`.parser` -- the parser's declarations, built once a run;
- :mod:`.output` -- a line, a JSON line, flushing, and output that fails;
- :mod:`.deals` -- which deal ``--deal``, ``--code``, ``--rules`` or ``--date`` names;
- :mod:`.folders` -- the folder of the saved games, ``--data-dir`` checked;
- :mod:`.positions` -- show, moves, solve, par, and batch mode;
- :mod:`.games` -- stats, history, replay: reading only;
- :mod:`.settings` -- config path, show, init;
- :mod:`.census` -- survey;
- :mod:`.play` -- play, daily: the game started;
- :mod:`.described` -- completion, and what the shell room is handed.

The curses game is imported only when it is played, so the scripting
commands work where curses is missing.
"""

from maze_solitaire.cli.main import main

__all__ = ["main"]
