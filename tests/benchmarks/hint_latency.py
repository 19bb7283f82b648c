"""``bench_solver.py --hint``: how soon the game's hint has a first line, on each core and
beside the yardstick.

Each build (this checkout on its compiled core and on its pure one, and, with
``--yardstick PYTHON``, the install of ``f07fb68`` that Python runs) answers in a process
of its own (:mod:`hint_work`: the game's worker and search), all started at once and
asked in turn, position by position, taking turns at going first, so that the machine's
load falls on them alike. With ``--cpu-limit P`` each runs under a ``cpulimit -l P`` of its
own (one at a time works: each has the limit to itself); this process, which only waits,
runs free. (``cpulimit -m``, which follows a process's children, crashed when workers
were forked for each position: the figures are the search's, not the worker's start.)
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import IO, Any, NamedTuple

from maze_solitaire.engine import Position, Variant
from maze_solitaire.solver import CORE_VARIABLE, core
from tests.benchmarks import hint_work
from tests.benchmarks.figures import load, tail

HINT_SECONDS = 0.5
"""The time a hint should take at most, for 99% of mid-game positions."""
SLOWEST_SECONDS = 2.0
"""The time the slowest hint should take at most."""
WORK = Path(hint_work.__file__)
CHECKOUT = str(Path(__file__).resolve().parents[2])


class HintTiming(NamedTuple):
    """When a build's worker had a first line for one position (``None`` where its search
    ended without one)."""

    wall: float | None
    cpu: float | None
    nodes: int | None
    ended: tuple[float, float] | None = None
    """Where the search ended without a line: its wall and CPU seconds."""


class Build(NamedTuple):
    """A build answering in a process of its own: its name, the command, its environment."""

    name: str
    command: list[str]
    environment: dict[str, str]


def builds(yardstick: str | None, limit: int | None) -> list[Build]:
    """This checkout on each of its cores, and the yardstick's install if given, each under
    ``cpulimit -l limit`` if a limit is given."""
    limiting = [] if limit is None else [_cpulimit(), "-l", str(limit), "-f", "-q", "--"]
    mine = [*limiting, sys.executable, "-I", str(WORK), CHECKOUT]
    plain = {name: value for name, value in os.environ.items() if name != CORE_VARIABLE}
    found = []
    if yardstick:
        found.append(Build("yardstick (f07fb68)", [*limiting, yardstick, "-I", str(WORK)], plain))
    if core.extension is not None:
        found.append(Build("this checkout", mine, plain))
    found.append(Build("this checkout", mine, {**plain, CORE_VARIABLE: "pure"}))
    return found


def _cpulimit() -> str:
    found = shutil.which("cpulimit")
    if found is None:
        raise SystemExit("bench_solver: --cpu-limit needs cpulimit (apt-get install cpulimit)")
    return found


def hint_report(
    starts: list[Position], variant: Variant, yardstick: str | None, limit: int | None
) -> None:
    """Each build's first lines on ``starts``, taking turns, and their figures (``limit``:
    the percent of a core each may use, if any)."""
    measured = builds(yardstick, limit)
    said = f"each under cpulimit -l {limit}" if limit else "no CPU limit"
    print(f"the hint's first line, as the game searches ({said})")
    processes = [
        subprocess.Popen(
            build.command,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
            env=build.environment,
            cwd=Path(WORK).parent,
        )
        for build in measured
    ]
    names = []
    for build, process in zip(measured, processes, strict=True):
        names.append(f"{build.name}, {_said(process.stdout)['core']}")
    found: dict[str, list[HintTiming]] = {name: [] for name in names}
    print(f"load average before: {load()}")
    for number, start in enumerate(starts):
        task = json.dumps({"rules": variant.name, "position": start.notation()})
        turn = number % len(names)
        asked = [*zip(names, processes, strict=True)]
        for name, process in asked[turn:] + asked[:turn]:
            assert process.stdin is not None
            process.stdin.write(task + "\n")
            process.stdin.flush()
            found[name].append(HintTiming(**_said(process.stdout)))
    print(f"load average after: {load()}")
    for process in processes:
        assert process.stdin is not None
        process.stdin.close()
        process.wait()
    for name, timings in found.items():
        print(f"{name}:")
        timings_report(timings, limit)
    cores = [name for name in found if name.startswith("this checkout")]
    if len(cores) == 2:
        alike = [t.nodes for t in found[cores[0]]] == [t.nodes for t in found[cores[1]]]
        print(f"first lines' nodes on the two cores: {'the same' if alike else 'DIFFERENT'}")


def _said(stream: IO[str] | None) -> dict[str, Any]:
    assert stream is not None
    line = stream.readline()
    if not line:
        raise SystemExit("bench_solver: a build's hint process ended early")
    said: dict[str, Any] = json.loads(line)
    return said


def timings_report(timings: list[HintTiming], limited: int | None) -> None:
    """The share within the half second (and within its CPU seconds at ``limited``
    percent of a core), the slowest, and the spread of the seconds and nodes."""
    walls = [t.wall for t in timings if t.wall is not None]
    cpus = [t.cpu for t in timings if t.cpu is not None]
    nodes = [t.nodes for t in timings if t.nodes is not None]
    count = len(timings)
    quick = sum(wall <= HINT_SECONDS for wall in walls)
    print(f"  within {HINT_SECONDS} s: {quick}/{count} ({100 * quick / count:.1f}%)")
    if limited:
        # What the limit alone allows in the half second: other work on the
        # machine takes the limited process's turns too, but not its CPU seconds.
        allowed = HINT_SECONDS * limited / 100
        within = sum(cpu <= allowed for cpu in cpus)
        print(
            f"  within {allowed:.3f} CPU seconds (0.5 s at {limited}% of a core, "
            f"whatever the load): {within}/{count} ({100 * within / count:.1f}%)"
        )
    if len(walls) < count:
        ended = [t.ended for t in timings if t.ended is not None]
        slowest = ""
        if ended:
            wall, cpu = max(w for w, _ in ended), max(c for _, c in ended)
            slowest = f"; it ended after {wall:.3f} s, {cpu:.3f} CPU s at most"
        print(f"  no first line (the search ended without one): {count - len(walls)}{slowest}")
    if walls:
        slow = sum(wall > SLOWEST_SECONDS for wall in walls)
        print(f"  over {SLOWEST_SECONDS:g} s: {slow}")
        print(f"  wall seconds: {tail(walls, '.3f')}")
        print(f"  CPU seconds: {tail(cpus, '.3f')}")
        print(f"  nodes: {tail(nodes, ',')}")
