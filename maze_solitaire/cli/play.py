"""Playing: ``play``, ``daily``, or no command at all.

The command line's part of a game: the deal or position asked for read (so a
bad one is refused before the screen changes), the settings loaded, the saved
games opened, a :class:`~maze_solitaire.play.session.Session` started, the front
end chosen (the full-screen game, or the text mode where the terminal cannot
draw it, input or output is not a terminal, or the player asks), and, once it
ends, the one line that says what became of the game.
"""

from __future__ import annotations

import contextlib
import gc
import os
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

from maze_solitaire.cli import deals
from maze_solitaire.cli.errors import DataError, InputOutputError
from maze_solitaire.cli.folders import data_folder
from maze_solitaire.cli.options import LookOptions, PlayOptions, ResumeOptions
from maze_solitaire.cli.output import is_terminal
from maze_solitaire.cli.settings import options_of
from maze_solitaire.cli.status import ExitStatus, of_signal
from maze_solitaire.engine import Position

if TYPE_CHECKING:
    from maze_solitaire.cli.scripting import ReplayOptions
    from maze_solitaire.fullscreen.clipboard import Support
    from maze_solitaire.play.goodbye import Goodbye
    from maze_solitaire.play.session import Request
    from maze_solitaire.settings.fields import Settings
    from maze_solitaire.storage import Store
    from maze_solitaire.words import Glyphs


def play(options: PlayOptions) -> int:
    """Start the game: the full-screen game (curses, imported only now: scripts never
    load it), or the text mode."""
    with _collector(on=False):  # on again as the front end takes over (launch)
        return _play(options)


def _play(options: PlayOptions) -> int:
    from maze_solitaire.engine import Game
    from maze_solitaire.play import CannotStart
    from maze_solitaire.play.session import Request
    from maze_solitaire.settings.fields import FOUR_COLOR_KEY
    from maze_solitaire.settings.load import load
    from maze_solitaire.storage import Store

    source, look = options.source, options.look
    folder = data_folder(options.data_dir, make=True)
    with Store.open(folder) as store:
        # The settings in effect, the deck the 4 key last left among them; the file's
        # rules are those of a deal asked for without any.
        given = options_of(look, source.rules, options.difficulty)
        settings = load(given, remembered=store.setting(FOUR_COLOR_KEY))
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
        if chosen is not None and chosen.is_won():
            raise DataError("that position is already won: there is nothing to play")
        # --difficulty asks for a new deal of that grade (any: any deal), unless one is chosen.
        request = Request(
            chosen,
            rules,
            settings.rules,
            difficulty=settings.difficulty,
            fresh=options.difficulty is not None,
        )
        try:
            return launch(request, store, settings, text=options.text, words=options.words)
        except CannotStart as error:
            raise InputOutputError(str(error)) from None


def resume(options: ResumeOptions) -> int:
    """``resume ID``: play that game in progress on, as :func:`play` plays any game; a
    :class:`DataError` naming the ID if it is no game in progress (unknown, ended, set
    aside, or played by another maze-solitaire), before the screen changes."""
    from maze_solitaire.places import DATABASE_NAME

    folder = data_folder(options.data_dir)
    if not (folder / DATABASE_NAME).exists():  # nothing saved: make nothing to say so
        raise DataError(f"there is no game #{options.game}: no games are saved yet")
    return _launched(folder, options.look, options.text, options.words, game_id=options.game)


def play_back(options: ReplayOptions) -> int:
    """``replay ID`` on a terminal (or with ``--text``): the game, as :func:`play` plays it
    with no deal asked for (the game in progress resumes, or a deal is dealt), with the
    ended game ID played back over it at once; Esc there goes to the game."""
    folder = data_folder(options.data_dir)
    return _launched(folder, options.look, options.text, options.words, replay=options.game)


def _launched(
    folder: Path,
    look: LookOptions,
    text: bool,
    words: bool,
    *,
    game_id: int | None = None,
    replay: int | None = None,
) -> int:
    """The game of the saved games in ``folder``, as ``look`` and the config file have it:
    the game in progress ``game_id`` resumed, or any, with the ended game ``replay``
    played back over it."""
    with _collector(on=False):  # on again as the front end takes over (launch)
        return _play_saved(folder, look, text, words, game_id=game_id, replay=replay)


def _play_saved(
    folder: Path,
    look: LookOptions,
    text: bool,
    words: bool,
    *,
    game_id: int | None,
    replay: int | None,
) -> int:
    from maze_solitaire.play import CannotStart
    from maze_solitaire.play.session import Request
    from maze_solitaire.settings.fields import FOUR_COLOR_KEY
    from maze_solitaire.settings.load import load
    from maze_solitaire.storage import StorageError, Store

    with Store.open(folder) as store:
        settings = load(options_of(look, None), remembered=store.setting(FOUR_COLOR_KEY))
        request = Request(
            None,
            None,
            settings.rules,
            game_id=game_id,
            replay=replay,
            difficulty=settings.difficulty,
        )
        try:
            return launch(request, store, settings, text=text, words=words)
        except StorageError as error:  # the game to resume is none (only resume ID asks one)
            raise DataError(f"cannot resume: {error}") from None
        except CannotStart as error:
            raise InputOutputError(str(error)) from None


def launch(request: Request, store: Store, settings: Settings, *, text: bool, words: bool) -> int:
    """Play ``request``'s game from ``store`` until the player quits; the exit status
    (:data:`ExitStatus.OK`, or that of the signal that ended it). However the game ends it
    is saved, and its workers end with it. Raises
    :class:`~maze_solitaire.play.CannotStart` saying why it cannot be played here."""
    from maze_solitaire.fullscreen.terminal import reach
    from maze_solitaire.play import CannotStart
    from maze_solitaire.play.session import Session
    from maze_solitaire.play.status import Showing
    from maze_solitaire.settings.fields import FOUR_COLOR_KEY
    from maze_solitaire.words import glyphs_for
    from maze_solitaire.words.terminal import drawn_for_stand_in, line_at_a_time

    here = None if text or words else reach(os.environ, sys.stdin, sys.stdout)
    text = text or words or (here is not None and not here.full_screen)
    if text and sys.stdin is None:
        raise CannotStart("standard input is closed: the text mode reads its commands there")
    if here is not None and here.full_screen:
        from maze_solitaire.fullscreen import app
    session = Session.open(
        store,
        request,
        scripting=text and not is_terminal(sys.stdin),  # moves from a file or a pipe
        demo_seconds=settings.demo_seconds,
        warnings=settings.warnings,
        notices=(settings.notice, "" if here is None else line_at_a_time(here)),
    )
    glyphs = glyphs_for(sys.stdout, settings.ascii)  # the text mode's too: one dash
    showing = Showing(verdict=settings.verdict, clock=settings.clock)

    def remember_deck(on: bool) -> None:
        store.remember(FOUR_COLOR_KEY, "on" if on else "off")

    # What the start made (the modules, their tables, the session) lasts as long as the
    # game: set aside, no collection need look at it again.
    gc.freeze()
    with _collector(on=True):
        try:
            if text:
                from maze_solitaire.lines import loop

                ended = loop.play(session, words=words, showing=showing, ascii=settings.ascii)
            else:
                assert here is not None
                ended = app.play(
                    session,
                    glyphs,
                    here,
                    color=settings.color,
                    theme=settings.theme,
                    four_color=settings.four_color,
                    animations=settings.animations,
                    showing=showing,
                    clipboard=_copy,
                    remember_deck=remember_deck,
                )
        finally:
            goodbye = session.close()  # saved on every way out; the workers end here
    _say_goodbye(goodbye, glyphs)
    if here is not None and here.stand_in:
        _say(glyphs.text(drawn_for_stand_in(here)))
    return ExitStatus.OK if ended.signal is None else of_signal(ended.signal)


@contextlib.contextmanager
def _collector(*, on: bool) -> Iterator[None]:
    """The cyclic garbage collector on or off for a while, then as it was.

    Off while the game starts (as :mod:`maze_solitaire.__main__` imports the command
    line): its modules, their tables and the session are many objects and no garbage,
    and the collections they would set off cost the first frame about 2.5 ms (15
    launches each way, measured by CPU time). On again once the front end takes over.
    """
    was = gc.isenabled()
    if on:
        gc.enable()
    else:
        gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()
        else:
            gc.disable()


def _say_goodbye(goodbye: Goodbye, glyphs: Glyphs) -> None:
    """One line on the normal screen, once the game's screen is gone: what became of it,
    and the share line of each deal won."""
    from maze_solitaire.words.games import on_quit
    from maze_solitaire.words.screen import share_line

    _say(glyphs.text(on_quit(goodbye)))
    for win in goodbye.wins:
        _say(glyphs.text(share_line(win, glyphs)))


def _say(line: str) -> None:
    """A line on the normal screen, if there is still a terminal to say it to."""
    with contextlib.suppress(OSError):  # the terminal is gone (a hang-up): nobody to tell
        print(line, flush=True)


def _copy(text: str) -> Support:
    """Put ``text`` on the terminal's clipboard (OSC 52) and say how surely it got there."""
    from maze_solitaire.fullscreen.clipboard import osc52, support

    can = support()
    if can != "no":
        with contextlib.suppress(OSError):
            os.write(sys.stdout.fileno(), osc52(text))
    return can
