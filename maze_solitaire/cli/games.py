"""Your saved games: ``stats``, ``history``, ``replay``, and ``resume``'s list.

They only read: they make no file or folder and change nothing, and they read
what is there even where it cannot be written (see
:func:`maze_solitaire.storage.read_only`).
"""

from __future__ import annotations

from maze_solitaire.cli import deals
from maze_solitaire.cli.folders import data_folder
from maze_solitaire.cli.options import ResumeOptions
from maze_solitaire.cli.output import glyphs, json_line, move_json, say
from maze_solitaire.cli.scripting import HistoryOptions, ReplayOptions, StatsOptions
from maze_solitaire.cli.status import ExitStatus
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.solver.answer import PAR_VERSION
from maze_solitaire.storage import GameSummary, read_only
from maze_solitaire.words.games import (
    NO_GAMES,
    NONE_IN_PROGRESS,
    history_lines,
    in_progress_lines,
    saved_where,
    stats_lines,
    summary_code,
)


def stats(options: StatsOptions) -> int:
    rules, code = deals.chosen(options.source)
    number = None if code is None else code.number
    folder = data_folder(options.data_dir)
    with read_only(folder) as games:
        found = games.stats(number, rules=rules.name, today=deals.today(), par_version=PAR_VERSION)
        saved = games.path is not None
    if options.json:
        say(json_line(found.to_json()))
        return ExitStatus.OK
    for line in stats_lines(found, glyphs()):
        say(line)
    say(saved_where(folder / DATABASE_NAME, saved))
    return ExitStatus.OK


def history(options: HistoryOptions) -> int:
    with read_only(data_folder(options.data_dir)) as games:
        summaries = games.history(options.limit)
    if options.json:
        say(json_line({"games": [_game_json(game) for game in summaries]}))
        return ExitStatus.OK
    say("\n".join(history_lines(summaries)) if summaries else NO_GAMES)
    return ExitStatus.OK


def in_progress(options: ResumeOptions) -> int:
    """``resume`` with no ID: the games in progress, the one the game resumes first first."""
    with read_only(data_folder(options.data_dir)) as games:
        summaries = games.playing()
    if options.json:
        say(json_line({"games": [_game_json(game) for game in summaries]}))
        return ExitStatus.OK
    say("\n".join(in_progress_lines(summaries)) if summaries else NONE_IN_PROGRESS)
    return ExitStatus.OK


def replay(options: ReplayOptions) -> int:
    with read_only(data_folder(options.data_dir)) as games:
        finished = games.replay(options.game)
    moves = finished.game.moves
    if options.json:
        say(json_line({**_game_json(finished.summary), "moves": [move_json(m) for m in moves]}))
    elif moves:
        say("\n".join(move.notation() for move in moves))
    return ExitStatus.OK


def _game_json(game: GameSummary) -> dict[str, object]:
    return {
        "id": game.game_id,
        "date": game.saved_at,
        "deal": game.deal,
        "rules": game.rules,
        "code": summary_code(game),
        "start": game.start,
        "result": game.result,
        "move_count": game.moves,
        "seconds": game.seconds,
        "hints": game.hints,
        "demo": game.demo,
        "scripted": game.scripted,
        "branch": None
        if game.branch is None
        else {"game": game.branch.game_id, "move": game.branch.move},
    }
