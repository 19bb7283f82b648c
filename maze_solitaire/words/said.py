"""The game's events in words, for the full-screen game's message line.

One function, :func:`message`, with a case for every event the game reports
(:mod:`maze_solitaire.play.events`: a closed union, so a new event without a case
here fails type checking); an event that the board itself shows (a choice opened, a
question asked: the line under the board says those) has no message. The text mode
words the same events its own way (:mod:`maze_solitaire.words.spoken`).
"""

from __future__ import annotations

from maze_solitaire.play.events import (
    Abandoned,
    Asked,
    Cancelled,
    CannotFill,
    Continued,
    DailyAlready,
    DemoPace,
    DemoStarted,
    DemoStopped,
    Event,
    FitsNowhere,
    HintShown,
    How,
    LeftInProgress,
    LineLeft,
    Looking,
    LostTheGame,
    Mistake,
    Moved,
    NewDealsOf,
    NoDaily,
    NoLine,
    NotAChoice,
    NothingToRedo,
    NothingToUndo,
    Notice,
    Offered,
    ParProven,
    PlayedElsewhere,
    PlayedOn,
    Reason,
    Refused,
    Restarted,
    ReviewReady,
    SearchFailed,
    Started,
    WinUndone,
    Won,
    WonAlready,
    unhandled,
)
from maze_solitaire.words import coach, games, screen
from maze_solitaire.words.answers import failed, no_line
from maze_solitaire.words.glyphs import Glyphs


def message(event: Event, glyphs: Glyphs) -> str:
    """What the message line says of ``event`` (empty: nothing, the board shows it)."""
    match event:
        case Moved(move, _, _, How.UNDONE):
            return screen.undid(move, glyphs)
        case Moved(move, _, _, How.REDONE):
            return screen.redid(move, glyphs)
        case Moved(move, _, _, _):
            return glyphs.move(move)
        case Restarted():
            return screen.BACK_TO_THE_DEAL
        case Won():  # its feat and par, else the winning move's words stand
            clean = not (event.helped or event.scripted or event.demo)
            return screen.win_news(event.feat, event.moves, event.par, clean=clean)
        case WinUndone():
            return screen.UNDID_THE_WIN
        case Offered() | Asked():
            return ""  # the line under the board shows the choice, or the question
        case Cancelled():
            return screen.CANCELLED
        case Started(code, rules, _, daily):
            return games.daily_played(daily) if daily else screen.new_game(code, rules)
        case NewDealsOf(grade):
            return screen.new_deals(grade)
        case Continued(code, deal, moves, branch):
            return games.resumed(code, deal, moves, branch)
        case Abandoned(game_id, code, moves):
            return games.abandoned(game_id, code, moves)
        case LeftInProgress(count):
            return games.left_in_progress(count)
        case PlayedElsewhere(count):
            return games.played_elsewhere(count)
        case PlayedOn(game_id, move, code):
            from maze_solitaire.words.reviews import played_on  # here: only then needed

            return played_on(game_id, move, code)
        case ReviewReady():
            return ""  # the review's screen shows it, when it is open
        case ParProven(par, floor):
            return screen.par_proven(par, floor)
        case Notice(text):
            return text
        case HintShown(move, step, position, left):
            again = f"{coach.HINT_KEY} again"
            return coach.hint_step((move, step, position, left), glyphs, again)
        case LostTheGame(blamed):
            return coach.lost(blamed, coach.UNDO_KEY)
        case LineLeft():
            return coach.line_left(coach.UNDO_KEY)
        case Looking(why):
            return screen.FINISHING if why else screen.LOOKING
        case NoLine(result):
            return no_line(result)
        case SearchFailed(error):
            return failed(error)
        case DemoStarted():
            return screen.DEMO_STARTED
        case DemoStopped():
            return screen.DEMO_STOPPED
        case DemoPace(seconds):
            return screen.demo_pace(seconds)
        case Refused(reason):
            return refusal(reason, glyphs)
        case _:
            unhandled(event)


def refusal(reason: Reason, glyphs: Glyphs) -> str:
    """Why a key could not be done."""
    match reason:
        case NothingToUndo():
            return screen.NOTHING_TO_UNDO
        case NothingToRedo():
            return screen.NOTHING_TO_REDO
        case WonAlready():
            return screen.WON_ALREADY
        case NoDaily():
            return screen.NO_DAILY
        case DailyAlready(code):
            return screen.daily_already(code)
        case NotAChoice(count):
            return screen.choose_between(count)
        case CannotFill(position, gap):
            return coach.cannot_fill(position, gap, glyphs)
        case FitsNowhere(position, card):
            return coach.fits_nowhere(position, card, glyphs)
        case Mistake(text):
            return text
        case _:
            unhandled(reason)


def latest(events: list[Event], glyphs: Glyphs) -> str | None:
    """What the message line says after ``events``: the words of the last one that has
    any (``None``: none has; the line is cleared)."""
    said = [text for text in (message(event, glyphs) for event in events) if text]
    return said[-1] if said else None
