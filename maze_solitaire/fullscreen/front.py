"""The full-screen game without curses: keys and clicks in, the message line and frames out.

:class:`FullScreen` turns the key table's actions into calls on the game's controller
and the session's browsing of the games that ended (:mod:`maze_solitaire.play.browsing`),
keeps what is over the board (the help, the statistics, the pause, a number or a card
being typed, the lists of games, a replay, a review), words what the game reports in
the message line, and makes each frame's :class:`~.view.View`. It decides nothing of the
game: what a typed deal, a card found, a replay or a share line means is the game's.
The curses loop (:mod:`.app`) only reads keys, paints and waits; tests drive this class
directly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import Slot
from maze_solitaire.fullscreen.keymap import (
    Context,
    Screen,
    action_for,
    bound,
    context,
    overlay_context,
)
from maze_solitaire.fullscreen.overlays import (
    Entering,
    Finding,
    Help,
    Overlay,
    Paused,
    Replaying,
    Reviewing,
    SavedGames,
    Statistics,
)
from maze_solitaire.fullscreen.view import CLOSE_FRAMES, Look, View
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import (
    Continued,
    DemoStopped,
    Event,
    HintShown,
    Moved,
    Restarted,
    ReviewReady,
    Started,
    Won,
)
from maze_solitaire.play.modes import Finished
from maze_solitaire.play.session import Session
from maze_solitaire.play.status import Showing
from maze_solitaire.system import Reach
from maze_solitaire.themes import CLASSIC, Theme
from maze_solitaire.words import Glyphs, screen

if TYPE_CHECKING:
    from maze_solitaire.fullscreen.clipboard import Support
    from maze_solitaire.fullscreen.screens import Screens

ANIMATION_FRAME_SECONDS: Final = 0.06
ANIMATION_FRAMES: Final = 2 * 54
"""Two laps of the cycle, then the win screen stands still."""
_LATE: Final = 0.005
"""Wake this much after an animation frame is due, so that it has surely come."""
class FullScreen:
    """The full-screen game's own state around a session: the message line, what is over
    the board, the look, the win's animation."""

    def __init__(
        self,
        session: Session,
        glyphs: Glyphs,
        *,
        here: Reach | None = None,
        theme: Theme = CLASSIC,
        four_color: bool = False,
        animations: bool = True,
        showing: Showing | None = None,
        clipboard: Callable[[str], Support] | None = None,
        remember_deck: Callable[[bool], None] | None = None,
    ):
        self.session = session
        self.controller = session.controller
        self.glyphs = glyphs
        self.here = here
        """What the terminal can do (the help says which terminal the game is drawn for)."""
        self.theme = theme
        self.four_color = four_color
        self.animations = animations
        self.showing = Showing() if showing is None else showing
        """Which figures the status line shows (the config file's verdict and clock)."""
        self.clipboard = clipboard
        """Sends text to the terminal's clipboard and says how surely it arrived."""
        self.remember_deck = remember_deck
        """Keeps the deck the ``4`` key leaves, for the next game (with the saved games)."""
        self.colors_shown = True
        """Whether the screen shows colours (set by the loop; the four-colour deck needs them)."""
        self.message = ""
        self._screens: Screens | None = None
        self.won_since: float | None = None
        """When the win on the screen was made (its animation runs from then); ``None``
        for a win not cheered (scripted, or made by the demo)."""
        self.hint: HintShown | None = None
        """The hint last shown, as the game said it (drawn while its position is the board's)."""
        self._fits = True

    @property
    def screens(self) -> Screens:
        """What is over the board, and its keys (made when first needed: the first frame
        has nothing over the board)."""
        if self._screens is None:
            from maze_solitaire.fullscreen.screens import Screens

            self._screens = Screens(self.session, self.glyphs, self)
        return self._screens

    @property
    def overlay(self) -> Overlay | None:
        """What is over the board (``None``: nothing)."""
        return None if self._screens is None else self._screens.overlay

    @overlay.setter
    def overlay(self, overlay: Overlay | None) -> None:
        self.screens.overlay = overlay

    # -- what the loop asks -----------------------------------------------------------------

    def view(self) -> View:
        """Everything the next frame draws."""
        controller = self.controller
        look = Look(
            self.glyphs,
            self.colors_shown,
            self.four_color,
            self._wave(),
            self.theme,
            here=self.here,
            showing=self.showing,
            closed=self._closed(),
        )
        position = controller.position
        hint = self.hint if self.hint is not None and self.hint.position == position else None
        return View(
            position,
            controller.mode,
            controller.cursor,
            None if hint is None else hint.move,
            controller.status(),
            self.message,
            look,
            controller.welcome and not self.message,
            self.overlay,
            0 if hint is None else hint.step,
        )

    def attend(self, fits: bool) -> None:
        """Whether the board fits the terminal; the game is played only while it fits and
        nothing is over it."""
        self._fits = fits
        self.controller.attending(fits and self.overlay is None)

    def drawn(self, more_pages: bool, page: int = 0) -> None:
        """What the frame just drawn says that a key depends on: whether the help or
        statistics page shown has a next one (at this terminal's size), and which page
        it is."""
        if self._screens is not None:
            self._screens.drawn(more_pages, page)

    def wake_in(self) -> float | None:
        """Seconds until the screen changes by itself: the game's (the clock, the demo), a
        replay's next move, or the win animation's next frame (``None``: only an event
        changes it)."""
        waits = [self.controller.wake_in()]
        now = self.controller.now()
        due = None if self._screens is None else self._screens.due()
        if self._fits and due is not None:
            waits.append(max(0.0, due - now) + _LATE)
        if self._fits and self.won_since is not None:
            frame = self._wave()
            if frame is not None:
                waits.append(self.won_since + (frame + 1) * ANIMATION_FRAME_SECONDS - now + _LATE)
        return min((wait for wait in waits if wait is not None), default=None)

    def _wave(self) -> int | None:
        """The win animation's frame now; ``None`` when it does not run."""
        if not (self.animations and self.won_since is not None):
            return None
        if not isinstance(self.controller.mode, Finished):
            return None
        frame = int((self.controller.now() - self.won_since) / ANIMATION_FRAME_SECONDS)
        return frame if frame < ANIMATION_FRAMES else None

    def _closed(self) -> int | None:
        """How far the won runs have closed up into rows (:attr:`.Look.closed`): at once
        without animations; ``None`` but for a cheered win on the board."""
        if self.won_since is None or not isinstance(self.controller.mode, Finished):
            return None
        if not self.animations:
            return CLOSE_FRAMES
        frame = int((self.controller.now() - self.won_since) / ANIMATION_FRAME_SECONDS)
        return min(frame, CLOSE_FRAMES)

    def _skip(self) -> None:
        """A key while the win animates: its end at once (the runs closed up into rows,
        no wave)."""
        if self._wave() is not None:
            self.won_since = self.controller.now() - ANIMATION_FRAMES * ANIMATION_FRAME_SECONDS

    # -- what happened ----------------------------------------------------------------------

    def opening(self, events: list[Event]) -> None:
        """The game's first words: each worth saying, joined (a new game needs none: the
        board shows it)."""
        worth = [e for e in events if not (isinstance(e, Started) and e.daily is None)]
        texts: list[str] = []
        if worth:
            # Here: a new deal's first frame says nothing, and does without the events'
            # words (and the statistics' they bring), some 0.5 ms of its start.
            from maze_solitaire.words import said

            texts = [text for text in (said.message(e, self.glyphs) for e in worth) if text]
        self.message = " - ".join(texts)
        if self.session.replay is not None:  # replay ID: that game played back at once
            self.screens.open_replay(self.session.replay)

    def show(self, events: list[Event], *, changed: bool = False) -> None:
        """Word what happened in the message line. A key that ``changed`` the board with
        nothing to say clears it; news from elsewhere only replaces it."""
        for event in events:
            if isinstance(event, Won):  # a scripted win, or the demo's, is not cheered
                cheered = not (event.scripted or event.demo)
                self.won_since = self.controller.now() if cheered else None
            elif isinstance(event, HintShown):
                self.hint = event
            elif isinstance(event, Moved | Restarted | Started | Continued):
                self.hint = None  # a hint belongs to the position it was found for
            elif isinstance(event, ReviewReady) and self._screens is not None:
                self._screens.review_ready()
        from maze_solitaire.words import said  # loaded by the first event worded

        latest = said.latest(events, self.glyphs)
        if latest is not None:
            self.message = latest
        elif changed:
            self.message = ""

    # -- keys and clicks ----------------------------------------------------------------------

    def key(self, name: str) -> None:
        """A key, named as ``curses.keyname`` names it. While the board does not fit only
        the quit key works: nothing may happen that the player cannot see."""
        self._skip()  # the win's animation, if running, ends, and the key does its thing
        controller = self.controller
        overlay = self.overlay
        where = context(controller.mode, overlay_context(overlay))
        action = action_for(name, where)
        if not self._fits and action_for(name, Context.BOARD) is not Action.QUIT:
            return
        if overlay is not None:
            self.screens.key(action, name)
        elif isinstance(action, Screen):
            self.show(controller.interrupt())  # a key stops the demo, then does its thing
            self._screen(action)
        else:
            events = self.act(lambda: controller.act(action, name))
            stopped_the_demo = any(isinstance(event, DemoStopped) for event in events)
            idle = stopped_the_demo or where is Context.QUESTION  # a question: any key is no
            if action is None and not bound(name) and not idle:
                self.message = screen.unknown_key(name)  # not one a context leaves idle

    def click(self, what: Slot | str | None) -> None:
        """A click on a slot, or on a key's label (``what`` names the key, as
        :meth:`key` has it); ``None``: on nothing."""
        if isinstance(what, str):
            self.key(what)  # the label does what its key does
            return
        slot = what
        if not self._fits:
            return
        if isinstance(self.overlay, Paused | Help | Statistics | Reviewing):
            self.key("")  # as any key does
            return
        if isinstance(self.overlay, Entering | Finding | SavedGames | Replaying):
            return  # what is typed, the list, or the replay, stays until a key
        self.act(lambda: self.controller.click(slot))

    def tick(self) -> None:
        """Time has passed: the game's next step, or a replay's, if one is due."""
        if self._screens is not None:
            self._screens.tick(self.controller.now())
        self.show(self.controller.tick())

    def act(self, acting: Callable[[], list[Event]]) -> list[Event]:
        """Carry out an action of the game's, and show what it did."""
        controller = self.controller
        before = (controller.cursor, controller.mode, controller.position)
        events = acting()
        after = (controller.cursor, controller.mode, controller.position)
        self.show(events, changed=after != before)
        return events

    # -- the screen's own keys ------------------------------------------------------------------

    def _screen(self, action: Screen) -> None:
        """A key of the full screen's own on the board: the four-colour deck, a copy of the
        win's share line, or a screen opened over the board."""
        if action is Screen.FOUR_COLOR:
            if not isinstance(self.controller.mode, Finished):
                self._toggle_four_color()
        elif action is Screen.COPY:
            self._copy()
        else:
            self.screens.open(action)

    def _toggle_four_color(self) -> None:
        self.four_color = not self.four_color
        self.message = screen.four_color(self.four_color, self.colors_shown)
        if self.remember_deck is not None:
            self.remember_deck(self.four_color)
            self.show(self.controller.notices())  # if it could not be kept, that matters more

    def share_line(self) -> str | None:
        """The share line of the win on the board, if it is a deal's and counted."""
        shared = self.controller.shared_win()
        return None if shared is None else screen.share_line(shared, self.glyphs)

    def _copy(self) -> None:
        """The win's share line, to the terminal's clipboard."""
        if not self.controller.shares:
            self.message = screen.NOTHING_TO_SHARE
            return
        line = self.share_line()
        if line is None:
            self.message = screen.NOT_WON_YET
            return
        sent = "no" if self.clipboard is None else self.clipboard(line)
        said = {"yes": screen.COPIED, "maybe": screen.COPY_MAYBE, "no": screen.NO_COPY}
        self.message = said[sent]
