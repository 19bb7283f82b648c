"""Your games in words: the statistics, the history, what happened to a saved game."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Final

from maze_solitaire.engine import Code, variant_named
from maze_solitaire.storage import Branch, DailyResult, GameSummary
from maze_solitaire.words.common import (
    deal_name,
    deal_short,
    duration,
    game_name,
    plural,
)
from maze_solitaire.words.glyphs import Glyphs
from maze_solitaire.words.variants import words_named

if TYPE_CHECKING:
    from maze_solitaire.play.goodbye import Goodbye
    from maze_solitaire.storage.stats import DailyOutcome, DailyStats, GameOutcome, Stats

_MARKS: Final[dict[bool, dict[GameOutcome, str]]] = {
    True: {"won": "█", "assisted": "▄", "lost": "▁"},
    False: {"won": "W", "assisted": "w", "lost": "."},
}
_LEGEND: Final = {
    True: "█ won  ▄ won with help  ▁ lost",
    False: "W won  w won with help  . lost",
}


_DAY_MARKS: Final[dict[bool, dict[DailyOutcome, str]]] = {
    True: {"won": "█", "late": "▄", "lost": "▁", "none": "·"},
    False: {"won": "W", "late": "w", "lost": ".", "none": "-"},
}
"""As the results chart marks them (a day lost as a game lost), and days not played apart."""
_DAY_LEGEND: Final = {
    True: "█ won  ▄ won on a later day  ▁ lost  · not played",
    False: "W won  w won on a later day  . lost  - not played",
}


def daily_calendar(calendar: tuple[DailyOutcome, ...], glyphs: Glyphs) -> str:
    """The last days' dailies as a row of marks, oldest first.

    >>> from maze_solitaire.words.glyphs import ASCII
    >>> daily_calendar(("none", "won", "late", "lost"), ASCII)
    '-Ww.'
    """
    marks = _DAY_MARKS[glyphs.unicode]
    return "".join(marks[outcome] for outcome in calendar)


_DAY_WORDS: Final[dict[str, str]] = {
    "won": "won",
    "late": "won on a later day",
    "lost": "lost",
    "none": "not played",
}
_GAME_WORDS: Final[dict[str, str]] = {
    "won": "won",
    "assisted": "won with help",
    "lost": "lost",
}


def _counted(outcomes: tuple[str, ...], words: dict[str, str]) -> str:
    """How many of each outcome, in words: ``won 3, lost 1, not played 26``."""
    return ", ".join(
        f"{said} {outcomes.count(outcome)}"
        for outcome, said in words.items()
        if outcome in outcomes
    )


def _daily_lines(daily: DailyStats, glyphs: Glyphs, aloud: bool) -> list[str]:
    days = daily.days()
    streak = (
        f"Daily streak    {plural(daily.streak, 'day')} (best {daily.best_streak}); "
        f"dailies won {daily.won} of {daily.played}"
    )
    if aloud:  # a strip of 30 marks is no sentence: the days counted
        counted = _counted(daily.calendar, _DAY_WORDS)
        span = f"{days[0].isoformat()} to {days[-1].isoformat()}"
        return [streak, f"{f'Last {len(days)} days':<16}{counted} ({span})"]
    return [
        streak,
        f"{f'Last {len(days)} days':<16}{daily_calendar(daily.calendar, glyphs)}",
        " " * 16 + f"{days[0].isoformat()} to {days[-1].isoformat()}",
        " " * 16 + _DAY_LEGEND[glyphs.unicode],
    ]


def results_chart(recent: tuple[GameOutcome, ...], glyphs: Glyphs) -> str:
    """The results as a row of bars, oldest first: a tall bar a win, a low one a game lost.

    >>> from maze_solitaire.words.glyphs import ASCII
    >>> results_chart(("lost", "won", "assisted"), ASCII)
    '.Ww'
    """
    marks = _MARKS[glyphs.unicode]
    return "".join(marks[outcome] for outcome in recent)


def stats_lines(stats: Stats, glyphs: Glyphs, *, aloud: bool = False) -> list[str]:
    """The statistics as lines of text, for the ``stats`` command and the statistics screen;
    ``aloud`` (the text mode, read by screen readers) says the charts in words."""

    def record(value: float | None, shown: str) -> str:
        return "-" if value is None else shown

    percent = "" if stats.win_rate is None else f" ({stats.win_rate:.0%})"
    lines = [
        f"Rules           {words_named(stats.rules).name}",
        f"Played          {stats.played}",
        f"Won             {stats.won}{percent}: {stats.clean_wins} clean, "
        f"{stats.assisted_wins} with hints or demo",
        f"Current streak  {stats.current_streak}",
        f"Best streak     {stats.best_streak}",
        f"Fewest moves    {record(stats.fewest_moves, f'{stats.fewest_moves}')}",
        "Fastest         " + record(stats.fastest_seconds, duration(stats.fastest_seconds or 0.0)),
        f"At or under par {stats.at_or_under_par} of {plural(stats.clean_wins, 'clean win')}",
    ]
    if stats.in_progress:
        lines.append(f"In progress     {stats.in_progress} (counted when ended)")
    if stats.deal is not None:
        best = stats.deal
        lines.append(
            f"Deal #{best.deal}: played {best.played}, won {best.won}, fewest moves "
            f"{record(best.fewest_moves, f'{best.fewest_moves}')}, fastest "
            + record(best.fastest_seconds, duration(best.fastest_seconds or 0.0))
        )
    if stats.recent and aloud:
        counted = _counted(stats.recent, _GAME_WORDS)
        latest = _GAME_WORDS[stats.recent[-1]]
        lines.append(f"{f'Last {len(stats.recent)}':<16}{counted}; the latest {latest}")
    elif stats.recent:
        lines.append(f"{f'Last {len(stats.recent)}':<16}{results_chart(stats.recent, glyphs)}")
        lines.append(" " * 16 + _LEGEND[glyphs.unicode])
    lines.append("(numbered deals only; records count clean wins only)")
    if stats.daily is not None:
        lines += _daily_lines(stats.daily, glyphs, aloud)
    for label, games in (("Custom positions", stats.custom), ("Scripted games", stats.scripted)):
        if games.played:
            lines.append(f"{label}: played {games.played}, won {games.won} (in no figure above)")
    return lines


def saved_where(path: object, saved: bool) -> str:
    """The last line of ``stats``: the file the games are kept in (``saved``), or will be."""
    return f"Saved in {path}" if saved else f"No games saved yet (they will be kept in {path})"


NO_GAMES: Final = "No games yet."


def history_lines(games: list[GameSummary]) -> list[str]:
    """The history as a table: a header, then a line a game (the deal column as wide
    as its widest entry: a standard deal's ``#7`` up to PySolFC's 20-digit codes; the
    result column as wide as ``won, helped``, or a scripted game's ``lost, scripted``)."""
    deals = [_deal_column(game) for game in games]
    results = [_result_column(game) for game in games]
    width, wide = _width("Deal", deals), _width("won, helped", results)
    lines = [
        f"{'ID':>5}  {'Date':16}  {'Deal':>{width}}  {'Result':{wide}} {'Moves':>5}  {'Time':>7}"
    ]
    for game, deal, result in zip(games, deals, results, strict=True):
        lines.append(
            f"{game.game_id:>5}  {_local_time(game.saved_at):16}  {deal:>{width}}  "
            f"{result:{wide}} {game.moves:>5}  {duration(game.seconds):>7}"
        )
    return lines


NONE_IN_PROGRESS: Final = "No games in progress."


def in_progress_lines(games: list[GameSummary]) -> list[str]:
    """The games in progress as a table for ``resume``: a header, then a line a game (its
    ID to resume it by, its share code, moves, time, and when it was last played)."""
    codes = [summary_code(game) or _position_s(game) for game in games]
    width = _width("Code", codes)
    lines = [f"{'ID':>5}  {'Code':{width}}  {'Moves':>5}  {'Time':>7}  Last played"]
    for game, code in zip(games, codes, strict=True):
        lines.append(
            f"{game.game_id:>5}  {code:{width}}  {game.moves:>5}  "
            f"{duration(game.seconds):>7}  {_local_time(game.saved_at)}"
        )
    return lines


def _width(least: str, entries: list[str]) -> int:
    """A column's width: its widest entry's, and never narrower than ``least``."""
    return max([len(least), *(len(entry) for entry in entries)])


def _result_column(game: GameSummary) -> str:
    """``won``, ``won, helped``, ``lost``; a scripted game's ``won, scripted`` (help or
    not: it counts in no figure), ``lost, scripted``, ``playing, scripted``."""
    if game.scripted and game.result != "damaged":
        return f"{game.result}, scripted"
    return "won, helped" if game.result == "won" and game.assisted else game.result


def summary_code(game: GameSummary) -> str | None:
    """The share code of a saved game's deal; ``None`` for a position's."""
    if game.deal is None:
        return None
    day = None if game.day is None else date.fromisoformat(game.day)
    return Code(variant_named(game.rules), game.deal, day).text()


def _deal_column(game: GameSummary) -> str:
    """``#7`` for a standard deal, else its share code (``pysol-617``, ``daily-2026-12-01``)."""
    code = summary_code(game)
    if code is None or (game.rules == "standard" and game.day is None):
        if game.branch is not None:
            return _position_s(game)
        return deal_short(game.deal) if game.rules == "standard" else f"{game.rules} custom"
    return code


def _position_s(game: GameSummary) -> str:
    """A position's game, in a table: ``standard custom``; one played on from another
    game, which: ``from #3``."""
    return f"{game.rules} custom" if game.branch is None else f"from #{game.branch.game_id}"


def _local_time(stamp: str) -> str:
    """``2026-03-15 10:11`` in local time, or the stored text if it does not read as a time."""
    from datetime import datetime  # here: the game's start-up need not pay for it

    try:
        return datetime.fromisoformat(stamp).astimezone().strftime("%Y-%m-%d %H:%M")
    except ValueError:
        return stamp


def on_quit(goodbye: Goodbye) -> str:
    """The one line the game leaves on the normal screen when it ends (with other games
    in progress, it cannot promise which one resumes)."""
    name = game_name(goodbye.deal, goodbye.moves, goodbye.code)
    if goodbye.won:
        return f"You won {name}."
    if goodbye.win_counted:
        won = deal_name(goodbye.deal, goodbye.code)
        return f"Your win of {won} is counted; the moves after it were not saved."
    if goodbye.removed and not goodbye.saving:
        why = (goodbye.why_not_saved or "").removeprefix("progress is not being saved: ")
        return (
            f"The saved games were removed while you played, and {name} could not be saved"
            f" again{': ' + why if why else ''}."
        )
    if not goodbye.saving:
        return f"Not saved: {name}, as progress could not be saved."
    if goodbye.unplayed:
        return f"Not kept: {deal_name(goodbye.deal, goodbye.code)}, as no move was made."
    if goodbye.removed:
        return (
            f"The saved games were removed while you played: {name} is saved again, in a"
            " new file, and maze-solitaire resumes it."
        )
    if goodbye.others:
        more = plural(goodbye.others, "other game")
        return (
            f"Saved {name}; with {more} in progress, maze-solitaire resumes the one saved"
            " last (maze-solitaire resume lists them all)."
        )
    return f"Saved {name}; maze-solitaire resumes it."


def daily_played(result: DailyResult) -> str:
    """A daily played again: its day's result stands, whatever this game does."""
    how = f"won in {plural(result.moves, 'move')}" if result.won else "lost"
    return f"The daily of {result.day.isoformat()} was {how}; playing it again changes nothing"


def played_elsewhere(games: int) -> str:
    """Why a new deal: the game in progress is open in another terminal."""
    what = "Your game in progress is" if games == 1 else f"Your {games} games in progress are"
    return f"{what} open in another terminal: here is a new deal"


def resumed(code: Code | None, deal: int | None, moves: int, branch: Branch | None = None) -> str:
    """``"Resumed deal #7 — 23 moves"``; a game played on from another: ``"Resumed deal #7
    — 23 moves, played on from game #3"``."""
    played_on = "" if branch is None else f", played on from game #{branch.game_id}"
    return f"Resumed {game_name(deal, moves, code)}{played_on}"


def abandoned(game_id: int, code: Code | None, moves: int) -> str:
    """A saved game ended from the list of games in progress."""
    if moves == 0:
        return f"Game #{game_id} dropped: no move was made in it"
    return f"Game #{game_id} ({deal_name(code.number if code else None, code)}) counted as lost"


SAVED_GAMES_TITLE: Final = "Games in progress"
NO_SAVED_GAMES: Final = "No other games in progress."
SAVED_GAMES_KEYS: Final = (
    "Enter or its number plays it on; x abandons it (asked first); Esc: back",
    "Enter: play on; x: abandon; Esc: back",
    "Enter x Esc",
)


def saved_game_line(game: GameSummary, *, result: bool = False) -> str:
    """One game of an in-game list: ``#3  standard-5  12 moves  1:02  2026-12-01 10:11``;
    with ``result``, how it ended after its code (the list of the games that ended)."""
    code = summary_code(game) or _position_s(game)
    ended = f"  {_result_column(game)}" if result else ""
    return (
        f"#{game.game_id}  {code}{ended}  {plural(game.moves, 'move')}"
        f"  {duration(game.seconds)}  {_local_time(game.saved_at)}"
    )


ENDED_GAMES_TITLE: Final = "Your games"
NO_ENDED_GAMES: Final = "No game has ended yet: win one, or leave one for another (n)."
ENDED_GAMES_KEYS: Final = (
    "Enter or its number replays it; v: its review; Esc: back",
    "Enter: replay; v: review; Esc: back",
    "Enter v Esc",
)


def left_in_progress(games: int) -> str:
    """A new game from the command line, beside the games in progress: they are kept."""
    if games == 1:
        return "Your game in progress is kept: ask for it again to resume it"
    return f"Your {games} games in progress are kept: ask for one again to resume it"
