"""The commands on a deal or position: ``show``, ``moves``, ``solve``, ``par`` and ``grade``.

Each answers the one deal or position its options name, or, given ``-``, each
line of standard input in turn (batch mode): a bad line gets an error line in
its place and the others are still answered. The search is imported only in
:func:`solve`, :func:`par` and :func:`grade`, which run it.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence

from maze_solitaire.cli import deals
from maze_solitaire.cli.errors import DataError, InputOutputError, UsageError
from maze_solitaire.cli.options import DEFAULT_TIMEOUT, STDIN, SourceOptions
from maze_solitaire.cli.output import ProgressLine, flush, glyphs, json_line, move_json, say
from maze_solitaire.cli.scripting import (
    GradeOptions,
    MovesOptions,
    ParOptions,
    ShowOptions,
    SolveOptions,
)
from maze_solitaire.cli.status import ExitStatus
from maze_solitaire.engine import (
    Code,
    MazeError,
    Move,
    Position,
    Variant,
    deal,
    is_won,
    legal_moves,
)
from maze_solitaire.solver.answer import (
    GAVE_UP,
    OPTIMAL_MAX_NODES,
    OPTIMAL_NODES,
    SearchProgress,
)
from maze_solitaire.words import plural
from maze_solitaire.words.answers import (
    give_more,
    grade_summary,
    optimal_summary,
    par_summary,
    progress_line,
    summary,
)

Answering = Callable[[Position, "Code | None", bool], str]
"""A command's answer for a position, the deal it is (if one), and whether in a batch."""


def show(options: ShowOptions) -> int:
    from maze_solitaire.words.board import board  # here: the game need not load it

    face = glyphs(options.ascii)

    def answer(position: Position, code: Code | None, batch: bool) -> str:
        notation = position.notation()
        if options.json:
            return json_line(
                {
                    "deal": None if code is None else code.number,
                    "code": None if code is None else code.text(),
                    "rules": position.variant.name,
                    "position": notation,
                    "won": is_won(position),
                }
            )
        if batch:
            return notation
        return f"{board(position, face)}\n\n{notation}"

    _answer_each(options.source, options.json, answer)
    return ExitStatus.OK


def moves(options: MovesOptions) -> int:
    def answer(position: Position, code: Code | None, batch: bool) -> str:
        found = sorted(legal_moves(position), key=lambda m: (m.target, m.source))
        if options.json:
            return json_line(
                {
                    "rules": position.variant.name,
                    "position": position.notation(),
                    "won": is_won(position),
                    "moves": [move_json(m) for m in found],
                }
            )
        return ("; " if batch else "\n").join(m.notation() for m in found)

    _answer_each(options.source, options.json, answer)
    return ExitStatus.OK


def solve(options: SolveOptions) -> int:
    from maze_solitaire.solver.optimal import solve_optimal
    from maze_solitaire.solver.polish import SOLVE_PLAN
    from maze_solitaire.solver.schedule import solve as search

    if options.optimal:
        _check_optimal(options)
    timeout = options.timeout
    polished = timeout is None and options.max_nodes is None and not options.optimize
    if timeout is None and options.max_nodes is None and not options.optimal:
        timeout = DEFAULT_TIMEOUT
    unsolved = gave_up = 0
    shown = ProgressLine()

    def answer(position: Position, code: Code | None, batch: bool) -> str:
        nonlocal unsolved, gave_up
        exact_nodes = 0  # --optimal: the exact search's part of ``found.nodes``
        if options.optimal:
            nodes = options.max_nodes or OPTIMAL_NODES
            optimal = solve_optimal(position, max_nodes=nodes, tick=_told(shown))
            found, exact_nodes = optimal.answer, optimal.proof_nodes
        else:
            found = search(
                position,
                max_nodes=options.max_nodes,
                timeout=timeout,
                optimize=options.optimize,
                # Asked for no budget, a line made shorter by a fixed number of positions
                # (with --max-nodes, the line that budget finds, as it always was).
                plan=SOLVE_PLAN if polished else (),
                unpark=polished,
                prove_nodes=options.prove,
                progress=(lambda now: shown.show(progress_line("solve", now)))
                if shown.on
                else None,
            )
        shown.clear()
        unsolved += not found.solved
        gave_up = max(gave_up, found.nodes) if found.result == GAVE_UP else gave_up
        if options.json:
            return json_line(
                {
                    "rules": position.variant.name,
                    "position": position.notation(),
                    "result": found.result,
                    "moves": [move_json(m) for m in found.moves],
                    "lower_bound": found.lower_bound,
                    "optimal": found.optimal,
                    "proven_tail": found.proven_tail,
                    "nodes": found.nodes,
                    "seconds": round(found.seconds, 4),
                }
            )
        if options.optimal:
            said = optimal_summary(found, exact_nodes)
        else:
            said = summary(found, options.prove)
        return _line_and_summary(found.moves, said, batch)

    _answer_each(options.source, options.json, answer)
    if gave_up and not options.optimal:  # par's budget is fixed: no more to give
        flush()  # the answers first, then what to do about them
        say(give_more(timeout, options.max_nodes, gave_up), sys.stderr)
    return ExitStatus.NOT_SOLVED if unsolved else ExitStatus.OK


def _check_optimal(options: SolveOptions) -> None:
    """``--optimal`` is node-budgeted and proves its own line: the options that time a
    search or shorten its line have no meaning with it."""
    clashing = [
        name
        for name, given in (
            ("--timeout", options.timeout is not None),
            ("--optimize", options.optimize > 0),
            ("--prove", options.prove > 0),
        )
        if given
    ]
    if clashing:
        raise UsageError(
            f"--optimal takes no {' or '.join(clashing)}: its budget is --max-nodes "
            "(expanded positions), the same answer on every machine"
        )
    if options.max_nodes is not None and options.max_nodes > OPTIMAL_MAX_NODES:
        raise UsageError(
            f"--optimal takes at most --max-nodes {OPTIMAL_MAX_NODES}: its search keeps every "
            "position in memory (some 400 bytes each expanded, 3.2 GB at the most), and more "
            "would run out of it"
        )


def _told(shown: ProgressLine) -> Callable[[int], object] | None:
    """What ``solve --optimal``'s exact search tells its count to: the progress line, on
    a terminal (None elsewhere: nothing is looked at)."""
    if not shown.on:
        return None
    started = time.perf_counter()

    def told(expanded: int) -> None:
        now = SearchProgress(expanded, time.perf_counter() - started, None)
        shown.show(progress_line("solve --optimal", now))

    return told


def par(options: ParOptions) -> int:
    from maze_solitaire.solver.par import par_of

    unsolved = 0
    shown = ProgressLine()

    def answer(position: Position, code: Code | None, batch: bool) -> str:
        nonlocal unsolved
        found = par_of(
            position, (lambda now: shown.show(progress_line("par", now))) if shown.on else None
        )
        shown.clear()
        unsolved += found.par is None
        if options.json:
            return json_line(
                {
                    "rules": position.variant.name,
                    "code": None if code is None else code.text(),
                    "par": found.par,
                    "lower_bound": found.lower_bound,
                    "moves": [move_json(m) for m in found.moves],
                }
            )
        summarised = par_summary(found.par, found.lower_bound, found.unwinnable)
        return _line_and_summary(found.moves, summarised, batch)

    _answer_each(options.source, options.json, answer)
    return ExitStatus.NOT_SOLVED if unsolved else ExitStatus.OK


def grade(options: GradeOptions) -> int:
    from maze_solitaire.solver.grades import grade_of

    def answer(position: Position, code: Code | None, batch: bool) -> str:
        graded = grade_of(position)
        if options.json:
            return json_line(
                {
                    "rules": position.variant.name,
                    "code": None if code is None else code.text(),
                    "grade": graded.grade,
                    "score": graded.score,
                    "nodes": graded.nodes,
                }
            )
        return grade_summary(graded)

    _answer_each(options.source, options.json, answer)
    return ExitStatus.OK


def _line_and_summary(moves: Sequence[Move], last: str, batch: bool) -> str:
    """A line of moves and what it says: a move a line, then ``last``; in a batch, one
    line (``last: move; move; …``)."""
    if batch:
        line = "; ".join(m.notation() for m in moves)
        return f"{last}: {line}" if line else last
    return "\n".join([*(m.notation() for m in moves), last])


def _answer_each(source: SourceOptions, as_json: bool, answer: Answering) -> None:
    """Answering the one position ``source`` names, or each line of stdin for ``-``
    (each read under the rules it names)."""
    variant, code = deals.chosen(source)
    if code is not None:
        say(answer(deal(code.number, code.variant), code, False))
    elif source.position != STDIN:
        say(answer(Position.parse(source.position or "", variant), None, False))
    else:
        _answer_lines(input_lines(), answer, as_json, variant)


def input_lines() -> Iterator[str | None]:
    """Standard input line by line, as text; ``None`` for a line that is not UTF-8.

    Raises :class:`InputOutputError` when standard input is closed or cannot be read.
    """
    if sys.stdin is None:
        raise InputOutputError(
            "standard input is closed: give a position, or pipe positions to '-'"
        )
    try:
        for line in sys.stdin.buffer:
            try:
                yield line.decode("utf-8")
            except UnicodeDecodeError:
                yield None
    except OSError as error:  # e.g. a folder given as standard input
        raise InputOutputError(
            f"standard input cannot be read: {error.strerror or error}"
        ) from None


def _answer_lines(
    lines: Iterable[str | None], answer: Answering, as_json: bool, variant: Variant
) -> None:
    """One answer line per input line; bad lines get an error line, the rest go on, and
    then the error is raised."""
    bad = 0
    for number, line in enumerate(lines, start=1):
        try:
            if line is None:
                raise MazeError("not UTF-8 text")
            reply = answer(Position.parse(line, variant), None, True)
        except MazeError as error:
            bad += 1
            message = f"line {number}: {error}"
            reply = json_line({"error": message}) if as_json else f"error: {message}"
        say(reply)
        flush()  # a script may wait for each answer before sending more
    if bad:
        raise DataError(f"{plural(bad, 'line was', 'lines were')} not a valid position")
