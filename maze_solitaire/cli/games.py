"""Your saved games: ``stats``, ``history``, ``replay``, ``review``, and ``resume``'s list.

They read: they make no file or folder, and they read what is there even where it
cannot be written (see :func:`maze_solitaire.storage.read_only`). Two go further, each
only when asked for what reading cannot give: ``replay`` on a terminal plays the game
back in the game (which saves as it always does), and ``review`` of a game whose review
was never finished makes it (a few seconds of search) and keeps it with the game where
the saved games can be written; where they cannot, it prints the review all the same,
and says on standard error that it was not kept.
"""

from __future__ import annotations

import sys
from pathlib import Path

from maze_solitaire.cli import deals
from maze_solitaire.cli.folders import data_folder
from maze_solitaire.cli.options import ResumeOptions
from maze_solitaire.cli.output import (
    ProgressLine,
    glyphs,
    is_terminal,
    json_line,
    move_json,
    say,
)
from maze_solitaire.cli.scripting import (
    HistoryOptions,
    ReplayOptions,
    ReviewOptions,
    StatsOptions,
)
from maze_solitaire.cli.status import ExitStatus
from maze_solitaire.engine import MazeError, Move
from maze_solitaire.places import DATABASE_NAME
from maze_solitaire.solver.answer import PAR_VERSION, REVIEW_VERSION, Distance, Review
from maze_solitaire.storage import FinishedGame, GameSummary, Records, StorageError, read_only
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
        return _read_whole(games)
    for line in stats_lines(found, glyphs()):
        say(line)
    say(saved_where(folder / DATABASE_NAME, saved))
    return _read_whole(games)


def history(options: HistoryOptions) -> int:
    with read_only(data_folder(options.data_dir)) as games:
        summaries = games.history(options.limit)
    if options.json:
        say(json_line({"games": [_game_json(game) for game in summaries]}))
    else:
        say("\n".join(history_lines(summaries)) if summaries else NO_GAMES)
    return _read_whole(games)


def in_progress(options: ResumeOptions) -> int:
    """``resume`` with no ID: the games in progress, the one the game resumes first first."""
    with read_only(data_folder(options.data_dir)) as games:
        summaries = games.playing()
    if options.json:
        say(json_line({"games": [_game_json(game) for game in summaries]}))
    else:
        say("\n".join(in_progress_lines(summaries)) if summaries else NONE_IN_PROGRESS)
    return _read_whole(games)


def replay(options: ReplayOptions) -> int:
    """The moves of an ended game, or of a game in progress so far; on a terminal (or with
    ``--text``), the game played back in the game instead (read only: it plays nothing)."""
    folder = data_folder(options.data_dir)
    with read_only(folder) as games:
        # No such game, or one set aside: said before anything.
        finished = games.replay(options.game, playing=True)
    printed = options.json or options.moves or not is_terminal(sys.stdout)
    if options.text or options.words or not printed:
        from maze_solitaire.cli.play import play_back

        return play_back(options)  # the game: it recovers a damaged file, and says so
    moves = finished.game.moves
    if options.json:
        say(json_line({**_game_json(finished.summary), "moves": [move_json(m) for m in moves]}))
    elif moves:
        say("\n".join(move.notation() for move in moves))
    return _read_whole(games)


def review(options: ReviewOptions) -> int:
    """The review of an ended game: the one kept with it, else made now (and kept, where
    the saved games can be written)."""
    folder = data_folder(options.data_dir)
    with read_only(folder) as games:
        finished = games.replay(options.game)
        kept = games.review(options.game, REVIEW_VERSION)
        par = games.par(finished.game.start, PAR_VERSION)
    made = _read_review(kept, finished)
    not_kept = None
    if made is None:
        made = _make_review(finished)
        # Kept only in sound saved games: a damaged file is the game's to recover.
        not_kept = "the saved games are damaged" if games.damage else None
        not_kept = not_kept or _keep_review(folder, options.game, made)
    par_value = None if par is None else par[0]
    if options.json:
        say(json_line({**_game_json(finished.summary), "par": par_value, **review_json(made)}))
    else:
        from maze_solitaire.words.reviews import review_lines

        face = glyphs()
        for line in review_lines(made, finished.summary, par_value, face.move):
            say(face.text(line))
    if not_kept is not None:
        from maze_solitaire.words.reviews import not_kept_line

        say(not_kept_line(not_kept), sys.stderr)
    return _read_whole(games)


def _read_whole(games: Records) -> int:
    """The status of a reading command that has said what it read: :data:`ExitStatus.OK`;
    from a damaged file (read as far as it could be, from memory, and left as it is), a
    :class:`StorageError` saying so, on standard error once standard output has its
    answer (bad data: exit status 65)."""
    if games.damage is not None:
        raise StorageError(games.damage)
    return ExitStatus.OK


def _read_review(text: str | None, finished: FinishedGame) -> Review | None:
    """The kept review, if there is one and it reads back (else it is made again)."""
    if text is None:
        return None
    game = finished.game
    try:
        return Review.parse(text, game.start, tuple(game.moves))
    except MazeError:
        return None


def _make_review(finished: FinishedGame) -> Review:
    """The review of ``finished``, made now, how far it has got told on standard error
    (where that is a terminal)."""
    from maze_solitaire.solver.review import review_line  # the search: only here
    from maze_solitaire.words.reviews import reviewing_line

    shown = ProgressLine()
    game_id = finished.summary.game_id

    def progress(done: int, total: int) -> None:
        shown.show(reviewing_line(game_id, done, total))

    try:
        return review_line(finished.game.start, finished.game.moves, progress=progress)
    finally:
        shown.clear()


def _keep_review(folder: Path, game_id: int, made: Review) -> str | None:
    """Keep ``made`` with its game; why it could not be (``None``: it was kept)."""
    from maze_solitaire.storage import StorageError, Store

    try:
        with Store.open(folder) as store:
            if not store.saving:  # a folder that cannot be written: read into memory
                why = (store.notice or "").removeprefix("progress is not being saved: ")
                return why or "the saved games cannot be written"
            store.remember_review(game_id, REVIEW_VERSION, made.notation())
            return store.notice
    except StorageError as error:
        return str(error)


def review_json(made: Review) -> dict[str, object]:
    """A review as JSON, the one shape every command gives it: each position's distance,
    the costliest moves, the best line known from the start, and for a game lost where
    the win went."""
    costs = made.costliest()
    last = made.last_winnable()
    return {
        "review_version": REVIEW_VERSION,
        "nodes": made.nodes,
        "best_from_start": made.distances[0].moves,
        "extra_moves": made.extra(),
        "positions": [_distance_json(distance) for distance in made.distances],
        "costliest": [
            {
                "move": cost.number,
                "played": move_json(cost.move),
                "before": cost.before.moves,
                "after": cost.after.moves,
                "extra": cost.extra,
                "proven": cost.proven,
                "better": _move_or_none(cost.before.best),
            }
            for cost in costs
        ],
        "last_winnable": (
            None if last is None else {"after_moves": last, **_distance_json(made.distances[last])}
        ),
        "first_unwinnable": made.first_unwinnable(),
    }


def _distance_json(distance: Distance) -> dict[str, object]:
    return {
        "moves": distance.moves,
        "proven": distance.proven,
        "unwinnable": distance.unwinnable,
        "best": _move_or_none(distance.best),
    }


def _move_or_none(move: Move | None) -> dict[str, object] | None:
    return None if move is None else move_json(move)


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
