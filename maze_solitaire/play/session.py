"""Starting the game: the saved games opened, the game in progress resumed or a new one begun.

:func:`run` is what ``maze-solitaire`` (or ``play``) does once its arguments
are read: it chooses the front end, opens the store, decides between
resuming and a new game, builds the controller and hands it to the event
loop: the curses game's (:mod:`.app`, the one module here that imports
curses, imported only now), or the text mode's (:mod:`.lines`), where the
terminal cannot draw the game, input or output is not a terminal, or the
player asks for it. This module imports no curses, so that the command
line can name it.
"""

# No "from __future__ import annotations": see tui/view.py.

import contextlib
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

from maze_solitaire.engine import STANDARD, Game, Variant, daily_code
from maze_solitaire.fullscreen.clipboard import Support
from maze_solitaire.play import CannotStart
from maze_solitaire.play.controller import FOUR_COLOR_SETTING, Controller, daily_note
from maze_solitaire.settings.fields import DEFAULTS, Settings
from maze_solitaire.storage import Abandoned, Store, data_dir
from maze_solitaire.words import ASCII, glyphs_for
from maze_solitaire.words import games as said

if TYPE_CHECKING:
    from datetime import date


class Start(NamedTuple):
    """What the player asked for."""

    game: Game | None
    """A chosen deal or position; ``None`` resumes the game in progress, or deals at random."""
    data_dir: Path | None = None
    """The folder of the saved games (checked by the caller); ``None``: the default one."""
    ascii: bool = False
    color: bool = True
    four_color: bool = False
    settings: Settings = DEFAULTS
    """The settings in effect: the options above, the environment and the config file
    (the four-colour deck the game remembers is added here)."""
    text: bool = False
    """The text mode (a line at a time), even in a terminal that can draw the game."""
    words: bool = False
    """In the text mode, cards and places written as words."""
    rules: Variant | None = None
    """The rules asked for without a deal (``--rules``): the game in progress resumes
    only if it is played under them, else a random deal of them begins."""


def random_deal(variant: Variant = STANDARD) -> Game:
    """A new game of a deal drawn uniformly from every deal number the variant has
    (exactly 32 bits for ours; PySolFC's 1 to 10^20 - 1)."""
    # os.urandom rather than the secrets module, whose hashlib import
    # costs the game's start-up about 7 ms. Draws past the range are drawn
    # again (rather than folded in by a remainder, which would favour some).
    span = variant.end_deal - variant.first_deal
    size = (span - 1).bit_length()
    while True:
        drawn = int.from_bytes(os.urandom((size + 7) // 8), "little") >> (-size % 8)
        if drawn < span:
            return Game.from_deal(variant.check_deal(variant.first_deal + drawn), variant)


def todays_daily() -> Game:
    """A new game of today's daily deal (today where the player is)."""
    from datetime import date  # here: the first frame does without it

    return Game.from_code(daily_code(date.today()))


def _today() -> "date":
    from datetime import date

    return date.today()


def run(start: Start) -> int:
    """Play until the player quits; the exit status (128 + the signal that ended it, if one did).

    With a chosen game a new game begins (the one in progress is recorded as
    lost, unless no move was ever made in it); without, the game
    in progress resumes, or a random deal begins. Raises :class:`CannotStart`
    saying why the game cannot be played here.
    """
    chosen = start.game
    if chosen is not None and chosen.is_won():
        raise CannotStart("that position is already won: there is nothing to play")
    text = start.text or start.words or text_mode_wanted()
    if text and sys.stdin is None:
        raise CannotStart("standard input is closed: the text mode reads its commands there")
    if not text:
        try:
            from maze_solitaire.fullscreen import app
        except ImportError as error:  # e.g. a Python built without curses
            raise CannotStart(f"the game cannot start: {error}") from None

    with Store.open(data_dir(start.data_dir)) as store:
        settings = start.settings.remembering(store.setting(FOUR_COLOR_SETTING))
        resumed = store.resume() if chosen is None or chosen.day is not None else None
        replaced = None
        if chosen is not None and resumed is not None and resumed.progress.game.code != chosen.code:
            # The daily asked for, and another game in progress: the daily replaces it.
            replaced, resumed = resumed, None
        rules = start.rules
        if rules is not None and resumed is not None and resumed.progress.game.variant is not rules:
            # Other rules asked for: a deal of theirs replaces the game in progress.
            replaced, resumed = resumed, None
        if resumed is None:
            game, seconds, hints, demo = (
                chosen or random_deal(rules or settings.rules), 0.0, 0, False
            )
        else:
            game, seconds, hints, demo, _ = resumed.progress
        controller = Controller(
            game,
            random_deal,
            glyphs=ASCII if text else glyphs_for(sys.stdout, start.ascii),
            daily=todays_daily,
            today=_today,
            clipboard=_copy,
            four_color=settings.four_color,
            theme=settings.theme,
            animations=settings.animations,
            demo_seconds=settings.demo_seconds,
            recorder=store,
            seconds=seconds,
            hints=hints,
            demo=demo,
            welcome=resumed is None and not store.history(1),  # the very first game
        )
        if resumed is not None:
            greeting = said.resumed(resumed)
        elif chosen is not None and chosen.day is not None:
            greeting = daily_note(store, chosen)
        elif chosen is None and store.played_elsewhere:
            greeting = said.played_elsewhere(store.played_elsewhere)
        else:
            greeting = ""
        notices = (settings.notice, store.notice, greeting)
        controller.message = " - ".join(part for part in notices if part)

        def begin() -> None:  # written once the board shows: the player need not wait for it
            abandoned = store.begin(game)
            if replaced is not None and replaced.progress.game.all_moves:
                abandoned = Abandoned(
                    replaced.progress.game.deal_number, replaced.progress.game.move_count
                )
            if abandoned is not None:  # which game in progress this one ended
                controller.message = said.abandoned(abandoned)
            controller.show_notice()

        after_start = begin if resumed is None else None
        if text:
            from maze_solitaire.lines import loop as lines

            status = lines.play(controller, after_start, words_on=start.words)
        else:
            status = app.play(controller, start.color, after_start)
        _say_goodbye(controller, store)
        return status


def text_mode_wanted() -> bool:
    """Whether the game is played a line at a time: where the terminal cannot draw it
    (``TERM=dumb``, or no ``TERM``), or standard input or output is not a terminal."""
    streams = (sys.stdin, sys.stdout)
    terminals = all(stream is not None and stream.isatty() for stream in streams)
    return not terminals or os.environ.get("TERM", "dumb") in ("", "dumb")


def _say_goodbye(controller: Controller, store: Store) -> None:
    """One line on the normal screen, once the game's screen is gone: what became of it."""
    game = controller.game
    others = max(0, store.in_progress() - 1) if store.saving and not game.is_won() else 0
    line = said.on_quit(
        game.deal_number,
        game.move_count,
        won=game.is_won(),
        win_counted=controller.win_counted,
        saving=store.saving,
        others=others,
        code=game.code,
    )
    with contextlib.suppress(OSError):  # the terminal is gone (a hang-up): nobody to tell
        print(controller.glyphs.text(line), flush=True)
        for share in controller.share_lines():  # a win to share, once the screen is back
            print(controller.glyphs.text(share), flush=True)


def _copy(text: str) -> Support:
    """Put ``text`` on the terminal's clipboard (OSC 52) and say how surely it got there."""
    from maze_solitaire.fullscreen.clipboard import osc52, support

    can = support()
    if can != "no":
        with contextlib.suppress(OSError):
            os.write(sys.stdout.fileno(), osc52(text))
    return can
