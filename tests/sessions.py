"""Games to test without a terminal: a controller, a session and the full-screen front,
with a clock the test moves by hand and deals that come in a known order.

Nothing here imports pytest, so a script a test starts can import it too.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from maze_solitaire.engine import Game, Move, Position, Variant, daily_code, legal_moves
from maze_solitaire.fullscreen.front import FullScreen
from maze_solitaire.play.actions import Action
from maze_solitaire.play.controller import Controller
from maze_solitaire.play.events import Event
from maze_solitaire.play.modes import Asking, Mode
from maze_solitaire.play.session import Session
from maze_solitaire.solver import Result, SolveResult
from maze_solitaire.solver.answer import Grade
from maze_solitaire.storage import Progress, Store
from maze_solitaire.words import UNICODE, Glyphs

if TYPE_CHECKING:
    from maze_solitaire.play.keeper import Recorder, Shelf

TODAY = date(2026, 12, 1)


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class KnownDeals:
    """New deals the test knows: ``n`` deals deal ``number``, ``t`` the daily of ``day``."""

    def __init__(self, number: int = 99, day: date = TODAY):
        self.number = number
        self.day = day
        self.grades: list[Grade | None] = []
        """The grade each new deal was asked of, in turn."""

    def random(self, variant: Variant, grade: Grade | None = None) -> Game:
        self.grades.append(grade)
        return Game.from_deal(self.number, variant)

    def daily(self) -> Game:
        return Game.from_code(daily_code(self.day))

    def today(self) -> date:
        return self.day


def controller(
    game: Game | int = 1,
    *,
    now: FakeTime | None = None,
    recorder: Recorder | None = None,
    deals: KnownDeals | None = None,
    hints: int = 0,
    welcome: bool = False,
    scripting: bool = False,
    warnings: bool = True,
    shelf: Shelf | None = None,
) -> Controller:
    """A controller of ``game`` (a deal number: that deal), no games kept unless
    ``recorder`` keeps them (and none listed unless ``shelf`` holds them)."""
    played = Game.from_deal(game) if isinstance(game, int) else game
    return Controller(
        Progress(played, hints=hints),
        deals or KnownDeals(),
        recorder=recorder,
        now=now or FakeTime(),
        welcome=welcome,
        scripting=scripting,
        warnings=warnings,
        shelf=shelf,
    )


def full_screen(
    game: Game | int = 1,
    *,
    glyphs: Glyphs = UNICODE,
    now: FakeTime | None = None,
    store: Store | None = None,
    welcome: bool = False,
) -> FullScreen:
    """The full-screen game around a controller of ``game``, its games kept in memory."""
    store = store or Store.in_memory()
    played = controller(game, now=now, recorder=store, welcome=welcome, shelf=store)
    return FullScreen(Session(played, store, [], begun=False), glyphs)


def ask_for(c: Controller, action: Action) -> list[Event]:
    """Ask for a hint or the demo, and say yes if asked whether the clean win may go."""
    events = c.act(action)
    if isinstance(c.mode, Asking):
        events += c.act(Action.YES, "y")
    return events


def hinted(c: Controller) -> Move | None:
    """The hint shown now, while the board is the position it was found for."""
    shown = c.assistant.hint_for(c.position)
    return None if shown is None else shown.move


def hint_step(c: Controller) -> int:
    """How far that hint is shown (1: the card, 2: its gap too, 3: why); 0: no hint."""
    shown = c.assistant.hint_for(c.position)
    return 0 if shown is None else shown.step


def mode(c: Controller) -> Mode:
    """The mode now (a call, so that mypy does not carry one check over to the next)."""
    return c.mode


def answer(result: Result, moves: tuple[Move, ...], bound: int, final: bool = True) -> SolveResult:
    """What the worker would hand over for a search."""
    return SolveResult(result, moves, bound, nodes=1, seconds=0.0, final=final)


def line_from(game: Game, length: int) -> tuple[Move, ...]:
    """Some legal line of ``length`` moves (standing in for a solver's)."""
    position, line = game.position, []
    for _ in range(length):
        move = legal_moves(position)[0]
        line.append(move)
        position = position.after_unchecked(move)
    return tuple(line)


def first_move(position: Position) -> Move:
    return legal_moves(position)[0]


def demo_running(c: Controller) -> bool:
    return c.assistant.demo_running  # read through a call, so that mypy does not narrow it


def kinds(events: list[Event]) -> list[type[Event]]:
    return [type(event) for event in events]
