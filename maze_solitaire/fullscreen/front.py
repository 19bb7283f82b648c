"""The full-screen game without curses: keys and clicks in, the message line and frames out.

:class:`FullScreen` turns the key table's actions into calls on the game's
controller (or does them itself: the help, the statistics, the pause, the
number typed after ``g``, the four-colour deck, the copy of a share line),
words what the game reports in the message line, and makes each frame's
:class:`~.view.View`. The curses loop (:mod:`.app`) only reads keys, paints and
waits; tests drive this class directly.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import Card, Game, MazeError, Slot
from maze_solitaire.fullscreen.keymap import Context, Screen, action_for, bound, context
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
from maze_solitaire.play.events import Event, ReviewReady, Started, Won
from maze_solitaire.play.modes import Finished
from maze_solitaire.play.session import Session
from maze_solitaire.play.status import Showing
from maze_solitaire.system import Reach
from maze_solitaire.themes import CLASSIC, Theme
from maze_solitaire.words import Glyphs, games, said, screen

if TYPE_CHECKING:
    from maze_solitaire.fullscreen.clipboard import Support
    from maze_solitaire.play.replays import Replay

ANIMATION_FRAME_SECONDS: Final = 0.06
ANIMATION_FRAMES: Final = 2 * 54
"""Two laps of the cycle, then the win screen stands still."""
_LATE: Final = 0.005
"""Wake this much after an animation frame is due, so that it has surely come."""
_RANK_STARTS: Final = frozenset(("A", "1", "10", *"23456789", "T", "J", "Q"))
"""What a card typed after ``/`` may begin with, before its suit (no King is dealt)."""
ENDED_LISTED: Final = 50
"""How many of the games that ended the list after ``v`` shows, the latest first."""
REPLAY_PAGE: Final = 10
"""Moves PgUp and PgDn go back and on in a replay."""


def overlay_context(overlay: Overlay | None) -> Context | None:
    """Whose keys are read while ``overlay`` is over the board (``None``: the game's)."""
    match overlay:
        case Help() | Statistics() | Paused() | Reviewing():
            return Context.SCREEN
        case Entering():
            return Context.TYPING
        case Finding():
            return Context.FINDING
        case SavedGames(ended=True):
            return Context.ENDED
        case SavedGames():
            return Context.SAVED
        case Replaying():
            return Context.REPLAY
    return None


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
        self.overlay: Overlay | None = None
        self.won_since: float | None = None
        """When the win on the screen was made (its animation runs from then); ``None``
        for a win not cheered (scripted, or made by the demo)."""
        self._fits = True
        self._more_pages = False  # whether the help or statistics page shown has a next one
        self._page_shown = 0  # which page of it is shown (a larger terminal has fewer)
        self._replay_due: float | None = None  # when a replay playing on steps next

    # -- what the loop asks -----------------------------------------------------------------

    def view(self) -> View:
        """Everything the next frame draws."""
        controller = self.controller
        wave = self._wave()
        look = Look(
            self.glyphs,
            self.colors_shown,
            self.four_color,
            wave,
            self.theme,
            here=self.here,
            showing=self.showing,
            closed=self._closed(),
        )
        welcome = controller.welcome and not self.message
        return View(
            controller.game.position,
            controller.mode,
            controller.cursor,
            controller.hint(),
            controller.status(),
            self.message,
            look,
            welcome,
            self.overlay,
            controller.hint_step(),
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
        self._more_pages, self._page_shown = more_pages, page

    def wake_in(self) -> float | None:
        """Seconds until the screen changes by itself: the game's (the clock, the demo),
        or the win animation's next frame (``None``: only an event changes it)."""
        waits = [self.controller.wake_in()]
        if self._fits and self._replay_due is not None:
            waits.append(max(0.0, self._replay_due - self.controller.now()) + _LATE)
        if self._fits and self.won_since is not None:
            frame = self._wave()
            if frame is not None:
                now = self.controller.now()
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
        texts = [text for text in (said.message(e, self.glyphs) for e in worth) if text]
        self.message = " - ".join(texts)
        if self.session.replay is not None:  # replay ID: that game played back at once
            self.open_replay(self.session.replay)

    def show(self, events: list[Event], *, changed: bool = False) -> None:
        """Word what happened in the message line. A key that ``changed`` the board with
        nothing to say clears it; news from elsewhere only replaces it."""
        for event in events:
            if isinstance(event, Won):  # a scripted win, or the demo's, is not cheered
                cheered = not (event.scripted or event.demo)
                self.won_since = self.controller.now() if cheered else None
            elif isinstance(event, ReviewReady) and self.overlay is not None:
                self.overlay = self._with_reviews(self.overlay)
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
        if isinstance(overlay, Paused):
            self.overlay = None  # any key goes on
        elif isinstance(overlay, Statistics) and action is Screen.ENDED_GAMES:
            self._ended_games()
        elif isinstance(overlay, Help | Statistics | Reviewing):
            self._leaf(overlay, action)
        elif isinstance(overlay, Replaying):
            self._replay_key(overlay, action)
        elif isinstance(overlay, Entering):
            self._type(overlay, action, name)
        elif isinstance(overlay, Finding):
            self._find(overlay, action, name)
        elif isinstance(overlay, SavedGames):
            self._pick(overlay, action, name)
        elif isinstance(action, Screen):
            self.show(controller.interrupt())  # a key stops the demo, then does its thing
            self._screen(action)
        else:
            stops_the_demo = controller.assistant.demo_running  # then it says so
            self._act(lambda: controller.act(action, name))
            idle = stops_the_demo or where is Context.QUESTION  # a question: any key is no
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
        self._act(lambda: self.controller.click(slot))

    def tick(self) -> None:
        """Time has passed: the game's next step, or a replay's, if one is due."""
        due = self._replay_due
        if due is not None and self.controller.now() >= due:
            replaying = self.overlay
            if isinstance(replaying, Replaying) and replaying.pace is not None:
                self._show_replay(replaying, replaying.replay.stepped(1), replaying.pace)
            else:
                self._replay_due = None
        self.show(self.controller.tick())

    def _act(self, acting: Callable[[], list[Event]]) -> None:
        """Carry out an action of the game's, and show what it did."""
        controller = self.controller
        before = (controller.cursor, controller.mode, controller.game.position)
        events = acting()
        after = (controller.cursor, controller.mode, controller.game.position)
        self.show(events, changed=after != before)

    # -- the screen's own keys ------------------------------------------------------------------

    def _screen(self, action: Screen) -> None:
        controller = self.controller
        match action:
            case Screen.HELP:
                self.overlay = Help()
            case Screen.STATS:
                self._statistics()
            case Screen.PAUSE:
                self.overlay = Paused()
            case Screen.GO_TO:
                self.overlay = Entering()
            case Screen.FIND:
                self.overlay = Finding()
                self.message = ""  # the line under the board asks for the card
            case Screen.FOUR_COLOR:
                if not isinstance(controller.mode, Finished):
                    self._toggle_four_color()
            case Screen.COPY:
                self._copy()
            case Screen.SAVED_GAMES:
                self._saved_games()
            case Screen.ENDED_GAMES:
                self._ended_games()
            case (
                Screen.TYPE | Screen.ERASE | Screen.PAGE_BACK | Screen.PAGE_ON | Screen.ABANDON
                | Screen.REVIEW | Screen.STEP_BACK | Screen.STEP_ON | Screen.FIRST | Screen.LAST
                | Screen.PLAY_PAUSE | Screen.PLAY_ON
            ):  # fmt: skip
                pass  # bound only while a number is typed, a screen, a list or a replay is open

    def _saved_games(self) -> None:
        """The list of the other games in progress (read now, once)."""
        found = self.controller.saved_games()
        ids = tuple(game.game_id for game in found)
        self.message = ""
        self.overlay = SavedGames(ids, tuple(games.saved_game_line(game) for game in found))

    def _pick(self, listing: SavedGames, action: Action | Screen | None, key: str) -> None:
        """A key on a list of games: the highlight up or down, a game chosen (Enter, or its
        number; x, or v on the games that ended, for the highlighted one), or back. A game
        in progress chosen is played on (abandoned, with x: asked first); a game that
        ended is replayed (its review, with v)."""
        if action is Screen.PAGE_BACK or action is Screen.PAGE_ON:
            self.overlay = listing.moved(-1 if action is Screen.PAGE_BACK else 1)
            return
        chosen = listing.at
        self.message = ""
        if action is Action.PICK:
            chosen = int(key) - 1
            if chosen >= len(listing.ids):
                self.message = screen.choose_between(len(listing.ids))
                return
        self.overlay = None
        other = Screen.REVIEW if listing.ended else Screen.ABANDON
        if not listing.ids or action not in (Action.PICK, Action.ACTIVATE, other):
            return  # Esc, or any other key: back to the game
        game_id = listing.ids[chosen]
        if action is Screen.REVIEW:
            self._review(game_id, back=listing)
        elif listing.ended:
            self.open_replay(game_id, back=listing)
        elif action is Screen.ABANDON:
            self._act(lambda: self.controller.abandon_saved(game_id))
        else:
            self._act(lambda: self.controller.open_saved(game_id))

    # -- the games that ended: their list, replays and reviews --------------------------------

    def _ended_games(self) -> None:
        """The list of the games that ended, the latest first (read now, once)."""
        found = self.controller.ended_games(ENDED_LISTED)
        ids = tuple(game.game_id for game in found)
        self.message = ""
        lines = tuple(games.saved_game_line(game, result=True) for game in found)
        self.overlay = SavedGames(ids, lines, ended=True)

    def open_replay(self, game_id: int, back: Overlay | None = None) -> None:
        """Play the ended game ``game_id`` back over the board (Esc goes ``back``); if it
        cannot be, the message line says why."""
        try:
            replay = self.controller.replay_of(game_id)
        except MazeError as error:
            self.overlay = back
            self.message = str(error)
            return
        self.message = ""
        self.overlay = Replaying(replay, None, back)
        self._replay_due = None

    def _review(self, game_id: int, back: Overlay | None) -> None:
        """The review of ``game_id`` over the board: made next if it is not yet, and shown
        the moment it is."""
        self.overlay = self._with_reviews(Reviewing(game_id, None, back=back))
        if isinstance(self.overlay, Reviewing) and self.overlay.lines is None:
            self.controller.reviews.ask(game_id)

    def _with_reviews(self, overlay: Overlay) -> Overlay:
        """``overlay`` (and those it goes back to) with the reviews made since it opened."""
        controller = self.controller
        if isinstance(overlay, Replaying):
            replay = overlay.replay
            back = None if overlay.back is None else self._with_reviews(overlay.back)
            if replay.review is None:
                replay = replay.reviewed(controller.review_of(replay.game_id))
            return Replaying(replay, overlay.pace, back)
        if isinstance(overlay, Reviewing) and overlay.lines is None:
            back = None if overlay.back is None else self._with_reviews(overlay.back)
            game_id = overlay.game_id
            failure = controller.reviews.failure(game_id)
            made = controller.review_of(game_id)
            if made is None:
                return Reviewing(game_id, None, failure, overlay.page, back)
            from maze_solitaire.words.reviews import review_lines  # here: only then needed

            finished = controller.reviews.game(game_id)
            par = controller.par_of(finished.game.start)
            lines = review_lines(made, finished.summary, par, self.glyphs.move)
            return Reviewing(game_id, tuple(lines), "", overlay.page, back)
        return overlay

    def _replay_key(self, replaying: Replaying, action: Action | Screen | None) -> None:
        """A key in a replay: a move back or on (ten with PgUp and PgDn), the start or the
        end, playing on by itself or pausing, its pace, the review, play on from here,
        back, or quit."""
        replay, pace = replaying.replay, replaying.pace
        steps = {
            Screen.STEP_BACK: -1, Screen.STEP_ON: 1,
            Screen.PAGE_BACK: -REPLAY_PAGE, Screen.PAGE_ON: REPLAY_PAGE,
            Screen.FIRST: -replay.last, Screen.LAST: replay.last,
        }  # fmt: skip
        if isinstance(action, Screen) and action in steps:
            self._show_replay(replaying, replay.stepped(steps[action]), None)
        elif action is Screen.PLAY_PAUSE:
            at_end = replay.at == replay.last
            playing = None if pace is not None else self.controller.assistant.demo_seconds
            self._show_replay(replaying, replay.at_move(0) if at_end else replay, playing)
        elif action in (Action.FASTER, Action.SLOWER):
            self.controller.assistant.pace(faster=action is Action.FASTER)
            seconds = self.controller.assistant.demo_seconds
            self._show_replay(replaying, replay, None if pace is None else seconds)
            self.message = screen.demo_pace(seconds)
        elif action is Screen.REVIEW:
            self._replay_due = None
            self._review(replay.game_id, back=replaying.showing(replay))
        elif action is Screen.PLAY_ON:
            self._replay_due = None
            self.overlay = None  # the board: its question, or the new game
            self._act(lambda: self.controller.play_on(replay))
        elif action is Action.CANCEL:
            self._replay_due = None
            back = replaying.back
            self.overlay = None if back is None else self._with_reviews(back)
        elif action is Action.QUIT:
            self.controller.act(Action.QUIT)

    def _show_replay(self, replaying: Replaying, replay: Replay, pace: float | None) -> None:
        """The replay at ``replay``'s move, playing on at ``pace`` (``None``, or at its
        end: paused)."""
        if replay.at == replay.last:
            pace = None
        self.overlay = replaying.showing(replay, pace)
        self.message = ""
        self._replay_due = None if pace is None else self.controller.now() + pace

    def _statistics(self) -> None:
        try:
            stats = self.controller.statistics()
        except MazeError as error:  # an unreadable database: say so, play on
            self.overlay = Statistics((str(error),))
            return
        if stats is None:
            self.message = screen.NO_STATISTICS
            return
        # Worded now, not again while the screen stays open.
        self.overlay = Statistics(tuple(games.stats_lines(stats, self.glyphs)))

    def _leaf(self, screen: Help | Statistics | Reviewing, action: Action | Screen | None) -> None:
        """A key on a screen over the board: the page before (PgUp, Left, Up), back to the
        game (Esc, or any other key on the last page; a review: back where it came from),
        else the next page."""
        shown = self._page_shown
        if action is Screen.PAGE_BACK:
            self.overlay = screen.turned(max(shown - 1, 0))
        elif self._more_pages and action is not Action.CANCEL:
            self.overlay = screen.turned(shown + 1)
        elif isinstance(screen, Reviewing) and screen.back is not None:
            self.overlay = self._with_reviews(screen.back)
        else:
            self.overlay = None

    def _type(self, entering: Entering, action: Action | Screen | None, key: str) -> None:
        """A key while the number of a deal is typed."""
        variant = self.controller.game.variant
        largest = variant.end_deal - 1
        longest = len(str(largest))
        if action is Screen.TYPE and len(entering.text) < longest:
            self.overlay = Entering(entering.text + key)
        elif action is Screen.TYPE:  # one digit more could only be out of range: say so
            self.message = screen.at_most_digits(longest, largest)
        elif action is Screen.ERASE:
            self.overlay = Entering(entering.text[:-1])
        elif action is Action.CANCEL:
            self.overlay = None
            self.message = screen.CANCELLED
        elif action is Action.ACTIVATE and not entering.text:
            self.message = screen.need_a_deal(variant.first_deal, largest)
        elif action is Action.ACTIVATE:
            try:
                number = variant.check_deal(entering.text)
            except MazeError as error:
                self.message = str(error)  # it says the number: the field is free again
                self.overlay = Entering()
                return
            self.overlay = None
            self.message = ""  # a mistake put right is no longer news
            self._act(lambda: self.controller.go_to(Game.from_deal(number, variant)))

    def _find(self, finding: Finding, action: Action | Screen | None, key: str) -> None:
        """A key while a card is typed: the cursor goes to it once it is whole."""
        if action is Screen.ERASE:
            self.overlay = Finding(finding.text[:-1])
        elif action is Action.CANCEL:
            self.overlay = None
            self.message = screen.CANCELLED
        elif action is Action.ACTIVATE:
            self.message = screen.NEED_A_CARD  # a whole card goes at once: this one is not
        elif action is Screen.TYPE:
            typed = finding.text + key
            try:
                card = Card.parse(typed)
            except MazeError:
                if typed.upper() in _RANK_STARTS:
                    self.overlay = Finding(typed)
                else:
                    self.overlay = Finding()
                    self.message = screen.not_a_card(typed)
                return
            self.overlay = None
            self.message = ""
            self._act(lambda: self.controller.point(self.controller.game.position.slot_of(card)))

    def _toggle_four_color(self) -> None:
        self.four_color = not self.four_color
        self.message = screen.four_color(self.four_color, self.colors_shown)
        if self.remember_deck is not None:
            self.remember_deck(self.four_color)
            self.show(self.controller.notices())  # if it could not be kept, that matters more

    def share_line(self) -> str | None:
        """The share line of the win on the board, if it is a deal's and counted."""
        from maze_solitaire.play.goodbye import SharedWin  # here: only a win needs it

        win = self.controller.last_win()
        if win is None:
            return None
        par = self.controller.par_of(win.start)
        shared = SharedWin(win.code, win.moves, win.seconds, par, win.helped, win.scripted)
        return screen.share_line(shared, self.glyphs)

    def _copy(self) -> None:
        """The win's share line, to the terminal's clipboard."""
        if self.controller.game.code is None:
            self.message = screen.NOTHING_TO_SHARE
            return
        line = self.share_line()
        if line is None:
            self.message = screen.NOT_WON_YET
            return
        sent = "no" if self.clipboard is None else self.clipboard(line)
        said = {"yes": screen.COPIED, "maybe": screen.COPY_MAYBE, "no": screen.NO_COPY}
        self.message = said[sent]
