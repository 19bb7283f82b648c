"""Every word people read, in one place: boards, counts, durations, statistics, answers, messages.

Text formats the figures the other rooms give (the engine's positions, the
solver's answers, storage's statistics and records); none of them imports
it. Each text takes the :class:`Glyphs` chosen once for its output, so no
module but :mod:`.glyphs` decides between suit symbols and ASCII.

- :mod:`.glyphs` -- the face: suit symbols and lines, or ASCII, and the one place it is chosen;
- :mod:`.common` -- counted nouns (the one plural helper), durations, a game's name;
- :mod:`.board` -- a position as a labelled board, for ``show``;
- :mod:`.games` -- statistics, history, what happened to a saved game;
- :mod:`.answers` -- the solver's answers, for ``solve`` and the game;
- :mod:`.variants` -- each reading of the rules, whole, in one table;
- :mod:`.said` -- the game's events, for the full-screen game's message line;
- :mod:`.screen` -- the full-screen game's titles, status line, prompts and help;
- :mod:`.spoken` -- the text mode's lines, with cards as typed or as words;
- :mod:`.terminal` -- the terminal the game is played on: a stand-in, or why a line at a time;
- :mod:`.settings`, :mod:`.survey` -- the config file and its notices; a census.

Three kinds of words live elsewhere, each beside what it describes: the
messages of errors and of storage's notices (which name the fault they
report), the nouns' notation (cards, moves, positions), and the help of
each key and command-line option (in the key table and the parser).
"""

from maze_solitaire.words.common import deal_name, duration, game_name, plural
from maze_solitaire.words.glyphs import ASCII, UNICODE, Glyphs, glyphs_for

__all__ = [
    "ASCII",
    "UNICODE",
    "Glyphs",
    "deal_name",
    "duration",
    "game_name",
    "glyphs_for",
    "plural",
]
