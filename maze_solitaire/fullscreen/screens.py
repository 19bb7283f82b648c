"""What the full-screen game draws over the board, and the keys read while it is there:
the help, the statistics, the pause, a deal's number or a card being typed, the lists of
games, a replay and a review.

:class:`Screens` owns what is over the board (an :data:`~.overlays.Overlay`, or none)
and the page of it shown. It decides nothing of the game: a deal typed, a card found,
a game chosen from a list go to the game's controller; a replay and a review are the
session's browsing of the games that ended (:mod:`maze_solitaire.play.browsing`). What
it has to say goes to the message line of the :class:`Told` that owns it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Final, Protocol

from maze_solitaire.engine import Card, MazeError
from maze_solitaire.fullscreen.keymap import Screen
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
from maze_solitaire.play.actions import Action
from maze_solitaire.play.events import Event, Refused
from maze_solitaire.words import Glyphs, games, screen

if TYPE_CHECKING:
    from maze_solitaire.play.session import Session

_RANK_STARTS: Final = frozenset(("A", "1", "10", *"23456789", "T", "J", "Q"))
"""What a card typed after ``/`` may begin with, before its suit (no King is dealt)."""
ENDED_LISTED: Final = 50
"""How many of the games that ended the list after ``v`` shows, the latest first."""
REPLAY_PAGE: Final = 10
"""Moves PgUp and PgDn go back and on in a replay."""


class Told(Protocol):
    """Whose message line the screens speak in, and who carries out the game's actions
    (the :class:`~.front.FullScreen`)."""

    message: str

    def show(self, events: list[Event], *, changed: bool = False) -> None:
        """Word what happened in the message line."""

    def act(self, acting: Callable[[], list[Event]]) -> list[Event]:
        """Carry out an action of the game's, and show what it did."""


class Screens:
    """What is over the board of ``session``'s game, and its keys."""

    def __init__(self, session: Session, glyphs: Glyphs, told: Told):
        self._session = session
        self._controller = session.controller
        self._glyphs = glyphs
        self._told = told
        self.overlay: Overlay | None = None
        self._more_pages = False  # whether the help or statistics page shown has a next one
        self._page_shown = 0  # which page of it is shown (a larger terminal has fewer)

    def drawn(self, more_pages: bool, page: int = 0) -> None:
        """What the frame just drawn says that a key depends on: whether the help or
        statistics page shown has a next one (at this terminal's size), and which page
        it is."""
        self._more_pages, self._page_shown = more_pages, page

    def key(self, action: Action | Screen | None, key: str) -> None:
        """A key while something is over the board (its ``action`` there)."""
        overlay = self.overlay
        if isinstance(overlay, Paused):
            self.overlay = None  # any key goes on
        elif isinstance(overlay, Statistics) and action is Screen.ENDED_GAMES:
            self._ended_games()
        elif isinstance(overlay, Help | Statistics | Reviewing):
            self._leaf(overlay, action)
        elif isinstance(overlay, Replaying):
            self._replay_key(overlay, action)
        elif isinstance(overlay, Entering):
            self._type(overlay, action, key)
        elif isinstance(overlay, Finding):
            self._find(overlay, action, key)
        elif isinstance(overlay, SavedGames):
            self._pick(overlay, action, key)

    def open(self, action: Screen) -> None:
        """A key of the screen's own on the board: what it opens over it."""
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
                self._told.message = ""  # the line under the board asks for the card
            case Screen.SAVED_GAMES:
                self._saved_games()
            case Screen.ENDED_GAMES:
                self._ended_games()
            case _:
                pass  # the full screen's own (the deck, a copy), or keys of an open screen

    # -- a replay playing on by itself --------------------------------------------------------

    def due(self) -> float | None:
        """When a replay playing on steps next (``None``: none does)."""
        return self._session.browsing.due if isinstance(self.overlay, Replaying) else None

    def tick(self, now: float) -> None:
        """Time has passed: a replay's next move, if one is due."""
        replaying = self.overlay
        if isinstance(replaying, Replaying) and self._session.browsing.tick(now):
            self._show_replay(replaying.back)

    def review_ready(self) -> None:
        """A review was made (or could not be): what is over the board shows it."""
        if self.overlay is not None:
            self.overlay = self._refreshed(self.overlay)

    # -- the lists of games -------------------------------------------------------------------

    def _saved_games(self) -> None:
        """The list of the other games in progress (read now, once)."""
        found = self._controller.saved_games()
        ids = tuple(game.game_id for game in found)
        self._told.message = ""
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
        self._told.message = ""
        if action is Action.PICK:
            chosen = int(key) - 1
            if chosen >= len(listing.ids):
                self._told.message = screen.choose_between(len(listing.ids))
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
            self._told.act(lambda: self._controller.abandon_saved(game_id))
        else:
            self._told.act(lambda: self._controller.open_saved(game_id))

    # -- the games that ended: their replays and reviews ---------------------------------------

    def _ended_games(self) -> None:
        """The list of the games that ended, the latest first (read now, once)."""
        found = self._session.browsing.ended_games(ENDED_LISTED)
        ids = tuple(game.game_id for game in found)
        self._told.message = ""
        lines = tuple(games.saved_game_line(game, result=True) for game in found)
        self.overlay = SavedGames(ids, lines, ended=True)

    def open_replay(self, game_id: int, back: Overlay | None = None) -> None:
        """Play the ended game ``game_id`` back over the board (Esc goes ``back``); if it
        cannot be, the message line says why."""
        try:
            self._session.browsing.open(game_id)
        except MazeError as error:
            self.overlay = back
            self._told.message = str(error)
            return
        self._show_replay(back)

    def _show_replay(self, back: Overlay | None) -> None:
        """The replay as the session's browsing has it now (Esc goes ``back``)."""
        browsing = self._session.browsing
        replay = browsing.replay
        assert replay is not None
        self.overlay = Replaying(replay, browsing.pace, back)
        self._told.message = ""

    def _review(self, game_id: int, back: Overlay | None) -> None:
        """The review of ``game_id`` over the board: made next if it is not yet, and shown
        the moment it is."""
        self.overlay = self._reviewing(game_id, back)

    def _reviewing(self, game_id: int, back: Overlay | None, page: int = 0) -> Overlay | None:
        """The review of ``game_id`` as it is now known, at ``page``; ``back`` where the
        game cannot be read (the message line says why)."""
        try:
            reviewed = self._session.browsing.review(game_id)
        except MazeError as error:
            self._told.message = str(error)
            return back
        from maze_solitaire.words.reviews import reviewed_lines  # here: only then needed

        return Reviewing(game_id, tuple(reviewed_lines(reviewed, self._glyphs.move)), page, back)

    def _refreshed(self, overlay: Overlay) -> Overlay | None:
        """``overlay`` (and those it goes back to) with the reviews made since it opened."""
        back = None
        if isinstance(overlay, Replaying | Reviewing) and overlay.back is not None:
            back = self._refreshed(overlay.back)
        if isinstance(overlay, Replaying):
            browsing = self._session.browsing
            return Replaying(browsing.replay or overlay.replay, browsing.pace, back)
        if isinstance(overlay, Reviewing):
            return self._reviewing(overlay.game_id, back, overlay.page)
        return overlay

    def _replay_key(self, replaying: Replaying, action: Action | Screen | None) -> None:
        """A key in a replay: a move back or on (ten with PgUp and PgDn), the start or the
        end, playing on by itself or pausing, its pace, the review, play on from here,
        back, or quit."""
        browsing, back = self._session.browsing, replaying.back
        last = replaying.replay.last
        steps = {
            Screen.STEP_BACK: -1, Screen.STEP_ON: 1,
            Screen.PAGE_BACK: -REPLAY_PAGE, Screen.PAGE_ON: REPLAY_PAGE,
            Screen.FIRST: -last, Screen.LAST: last,
        }  # fmt: skip
        if isinstance(action, Screen) and action in steps:
            browsing.step(steps[action])
            self._show_replay(back)
        elif action is Screen.PLAY_PAUSE:
            browsing.play_pause(self._controller.now())
            self._show_replay(back)
        elif action in (Action.FASTER, Action.SLOWER):
            events = self._controller.pace(faster=action is Action.FASTER)
            browsing.pace_changed(self._controller.now())
            self._show_replay(back)
            self._told.show(events)
        elif action is Screen.REVIEW:
            browsing.pause()  # while the review is read
            self._show_replay(back)
            self._review(replaying.replay.game_id, back=self.overlay)
        elif action is Screen.PLAY_ON:
            self.overlay = None  # the board: its question, or the new game
            self._told.act(browsing.play_on)
        elif action is Action.CANCEL:
            browsing.leave()
            self.overlay = None if back is None else self._refreshed(back)
        elif action is Action.QUIT:
            self._controller.act(Action.QUIT)

    # -- the screens of text, and what is typed ---------------------------------------------

    def _statistics(self) -> None:
        try:
            stats = self._controller.statistics()
        except MazeError as error:  # an unreadable database: say so, play on
            self.overlay = Statistics((str(error),))
            return
        if stats is None:
            self._told.message = screen.NO_STATISTICS
            return
        # Worded now, not again while the screen stays open.
        self.overlay = Statistics(tuple(games.stats_lines(stats, self._glyphs)))

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
            self.overlay = self._refreshed(screen.back)
        else:
            self.overlay = None

    def _type(self, entering: Entering, action: Action | Screen | None, key: str) -> None:
        """A key while the number of a deal is typed."""
        variant = self._controller.rules
        largest = variant.end_deal - 1
        longest = len(str(largest))
        if action is Screen.TYPE and len(entering.text) < longest:
            self.overlay = Entering(entering.text + key)
        elif action is Screen.TYPE:  # one digit more could only be out of range: say so
            self._told.message = screen.at_most_digits(longest, largest)
        elif action is Screen.ERASE:
            self.overlay = Entering(entering.text[:-1])
        elif action is Action.CANCEL:
            self.overlay = None
            self._told.message = screen.CANCELLED
        elif action is Action.ACTIVATE and not entering.text:
            self._told.message = screen.need_a_deal(variant.first_deal, largest)
        elif action is Action.ACTIVATE:
            self.overlay = None
            self._told.message = ""  # a mistake put right is no longer news
            events = self._told.act(lambda: self._controller.go_to_deal(entering.text))
            if events and isinstance(events[0], Refused):
                self.overlay = Entering()  # the message says the number: the field is free

    def _find(self, finding: Finding, action: Action | Screen | None, key: str) -> None:
        """A key while a card is typed: the cursor goes to it once it is whole."""
        if action is Screen.ERASE:
            self.overlay = Finding(finding.text[:-1])
        elif action is Action.CANCEL:
            self.overlay = None
            self._told.message = screen.CANCELLED
        elif action is Action.ACTIVATE:
            self._told.message = screen.NEED_A_CARD  # a whole card goes at once: this one is not
        elif action is Screen.TYPE:
            typed = finding.text + key
            try:
                card = Card.parse(typed)
            except MazeError:
                if typed.upper() in _RANK_STARTS:
                    self.overlay = Finding(typed)
                else:
                    self.overlay = Finding()
                    self._told.message = screen.not_a_card(typed)
                return
            self.overlay = None
            self._told.message = ""
            self._told.act(lambda: self._controller.point(card))
