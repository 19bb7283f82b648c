"""Playing: ``play``, ``daily``, or no command at all."""

from __future__ import annotations

from maze_solitaire.cli import deals
from maze_solitaire.cli.errors import InputOutputError
from maze_solitaire.cli.folders import data_folder
from maze_solitaire.cli.options import Play
from maze_solitaire.cli.settings import options_of
from maze_solitaire.engine import Position


def play(options: Play) -> int:
    """Start the game: curses (imported only now: scripts never load it), or the text mode.

    The chosen deal or position is read here, so that a bad one is refused
    before the screen changes.
    """
    from maze_solitaire.engine import Game
    from maze_solitaire.play import CannotStart
    from maze_solitaire.play.session import Start, run
    from maze_solitaire.settings.fields import load

    source, look = options.source, options.look
    # The file's rules are those of a deal without any.
    settings = load(options_of(look, source.rules))

    chosen = None
    rules = None
    if options.daily:
        chosen = Game.from_code(deals.daily(source, options.date))
    else:
        variant, code = deals.chosen(source, settings.rules)
        if source.position is not None:
            chosen = Game(Position.parse(source.position, variant))
        elif code is not None:
            chosen = Game.from_code(code)
        elif source.rules is not None:
            rules = variant
    folder = data_folder(options.data_dir, make=True)
    start = Start(chosen, folder, look.ascii, not look.no_color, look.four_color, rules=rules)
    start = start._replace(text=options.text, words=options.words)
    start = start._replace(ascii=settings.ascii, color=settings.color, settings=settings)
    try:
        return run(start)
    except CannotStart as error:
        raise InputOutputError(str(error)) from None
