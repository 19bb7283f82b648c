"""Benchmark the curses game as a player meets it, through the pseudo-terminal driver.

Prints, each over several runs:

- launch to the first complete frame (``--deal 1``), beside the time a bare
  ``python3 -c "import curses; curses.setupterm()"`` takes in the same kind
  of pseudo-terminal (target: within 2.5x, aim for 2x), in wall time and in CPU
  time: for each ``--build NAME=VENV`` given (say the yardstick build of f07fb68 and
  this checkout, each installed plainly), its first launch ever (a data folder made
  afresh) and a launch again (the saved games there), all in turn in one run; bare
  curses runs with the first build's own Python;
- key press to the redrawn frame (target: under 20 ms), and the same while the
  solver searches in the background (tests/test_assistance_ui.py checks only that
  the keys are answered before the search ends: a time is no pass mark on a
  shared machine);
- CPU seconds used while idle for 3 s (target: under 1%);
- CPU seconds the game's own process uses while its solver searches (the worker's
  time not counted): what waiting on the worker, rather than polling it, saves.

Run: ``python tests/benchmarks/bench_tui.py [--runs N] [--build NAME=VENV ...]
[--first-frame-only]``

``--new-deal N`` measures instead what a new deal's background work costs, the game and
its workers together, peak memory and CPU seconds, on deals 1..N, each build in turn
(:mod:`new_deal`).
"""

from __future__ import annotations

import argparse
import os
import select
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.benchmarks import new_deal
from tests.positions import HARD
from tests.screen_board import BOARD_READY
from tests.terminal import COMMAND, Terminal


class Build(NamedTuple):
    """A maze-solitaire to time: its name in the figures, and its console script."""

    name: str
    command: str


def build_of(text: str) -> Build:
    """``NAME=VENV`` (a virtual environment's folder, or its ``maze-solitaire``), or a
    folder alone, named by its last part."""
    name, _, where = text.rpartition("=")
    path = Path(where)
    script = path if path.is_file() else path / "bin" / "maze-solitaire"
    if not script.is_file():
        raise argparse.ArgumentTypeError(f"{script} is no maze-solitaire")
    return Build(name or path.name, str(script))


class Launch(NamedTuple):
    """One launch: wall seconds to the first frame, and the CPU seconds the process used by
    then (read from ``/proc/PID/schedstat``, in nanoseconds: ``/proc/PID/stat``'s ticks
    are 10 ms, as long as the bare launch)."""

    wall: float
    cpu: float


def first_frame(command: str, home: Path | None = None) -> Launch:
    """Launch ``command --deal 1`` and time it to its first complete frame: in a data folder
    of its own, made afresh (the first launch ever), or in ``home`` (a launch like any
    later one: the saved games there, deal 1 in progress)."""
    env = None if home is None else {"MAZE_SOLITAIRE_HOME": str(home)}
    ready = BOARD_READY.encode()
    started = time.perf_counter()
    with Terminal("--deal", "1", command=(command,), env=env) as game:
        # Read as it comes, unparsed: the terminal emulator's parsing of the frame (some
        # 10 KB of it, in Python) is the benchmark's time, not the game's. (Not wait_for,
        # which also waits for 10 ms of quiet after the frame.)
        written = b""
        while ready not in written:
            select.select([game.fd], [], [], 1.0)
            written += os.read(game.fd, 65536)
        wall = time.perf_counter() - started
        cpu = schedstat_seconds(game.pid)
        game.stream.feed(written)
        game.send("q")
        game.wait_exit()
    return Launch(wall, cpu)


BARE = (
    "import curses; curses.setupterm(); "
    "print('cpu', open('/proc/self/schedstat').read().split()[0], flush=True)"
)
"""The yardstick: a Python that sets its terminal up with curses, and says its CPU time
(nanoseconds) as it ends."""


def bare_curses(python: str) -> Launch:
    started = time.perf_counter()
    with Terminal(command=(python, "-c", BARE)) as bare:
        bare.wait_exit()
        wall = time.perf_counter() - started
        said = bare.output.decode().split("cpu ", 1)[1].split()[0]
    return Launch(wall, int(said) / 1e9)


def first_frames(builds: list[Build], runs: int, work: Path) -> dict[str, list[Launch]]:
    """Each build's launches, first ever and again, and the bare yardstick's, taken in turn
    ``runs`` times, so that the machine's load falls on them alike."""
    launches: dict[str, list[Launch]] = {"bare curses": []}
    homes = {build.name: work / str(number) for number, build in enumerate(builds)}
    # The first build's Python: its virtual environment's start-up, no more (an editable
    # install's finder, which the Python running this may load, costs bare Python 10 ms).
    python = str(Path(builds[0].command).with_name("python"))
    for build in builds:
        first_frame(build.command, homes[build.name])  # its saved games made once
    for _ in range(runs):
        launches["bare curses"].append(bare_curses(python))
        for build in builds:
            launches.setdefault(f"{build.name}, first ever", []).append(
                first_frame(build.command)
            )
            launches.setdefault(f"{build.name}, again", []).append(
                first_frame(build.command, homes[build.name])
            )
    return launches


def schedstat_seconds(pid: int) -> float:
    """The CPU seconds process ``pid`` has run (its threads' time, not its children's)."""
    return int(Path(f"/proc/{pid}/schedstat").read_text().split()[0]) / 1e9


def key_to_frame(presses: int, *, searching: bool = False) -> list[float]:
    """Key to redrawn frame; ``searching``: while a search runs all its budget (HARD's)."""
    times = []
    with Terminal(*(("--position", HARD) if searching else ("--deal", "1"))) as game:
        game.wait_for(BOARD_READY)
        if searching:
            game.send("H")
            game.wait_for("Looking for a winning line")
        game.settle()
        for press in range(presses):
            key = "tab" if press % 2 == 0 else "shift-tab"
            started = time.perf_counter()
            game.send(key)
            while not game.output_since_mark():
                game.pump(0.001)
            times.append(time.perf_counter() - started)
            game.settle(0.02)
    return times


def idle_cpu(seconds: float) -> float:
    with Terminal("--deal", "1") as game:
        game.wait_for(BOARD_READY)
        game.settle()
        before = cpu_seconds(game.pid)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            game.pump(0.1)
        return cpu_seconds(game.pid) - before


def searching_cpu(seconds: float) -> float:
    """The game's own processor time while its search runs for ``seconds`` (or ends)."""
    with Terminal("--position", HARD) as game:
        game.wait_for(BOARD_READY)
        before = cpu_seconds(game.pid)
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            game.pump(0.1)
        return cpu_seconds(game.pid) - before


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    ticks = int(fields[11]) + int(fields[12])  # utime + stime
    return ticks / os.sysconf("SC_CLK_TCK")


def ms(values: list[float]) -> str:
    return f"median {statistics.median(values) * 1000:.1f} ms, max {max(values) * 1000:.1f} ms"


THIS_BUILD = Build("this build", COMMAND)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--presses", type=int, default=100)
    parser.add_argument("--idle", type=float, default=3.0)
    parser.add_argument(
        "--build",
        action="append",
        type=build_of,
        metavar="NAME=VENV",
        help="time the first frame of this build too (a virtual environment with"
        " maze-solitaire installed); by default, the one beside this Python",
    )
    parser.add_argument(
        "--first-frame-only", action="store_true", help="time the first frame, nothing else"
    )
    parser.add_argument(
        "--new-deal",
        type=int,
        metavar="N",
        help="instead: peak memory and CPU seconds of a new deal's background work, deals 1..N",
    )
    args = parser.parse_args()
    if args.new_deal:
        new_deal.report(args.build or [THIS_BUILD], args.new_deal)
        return
    with tempfile.TemporaryDirectory(prefix="bench-tui-") as work:
        launches = first_frames(args.build or [THIS_BUILD], args.runs, Path(work))
    bare = launches["bare curses"]
    bare_wall = statistics.median(each.wall for each in bare)
    bare_cpu = statistics.median(each.cpu for each in bare)
    print(f"launch to first frame, {args.runs} runs each, in turn (target <= 2.5x bare, aim 2x):")
    for name, runs in launches.items():
        wall = statistics.median(each.wall for each in runs)
        cpu = statistics.median(each.cpu for each in runs)
        print(
            f"  {name:28} wall {ms([each.wall for each in runs])} ({wall / bare_wall:.2f}x);"
            f" CPU median {cpu * 1000:.1f} ms ({cpu / bare_cpu:.2f}x)"
        )
    if args.first_frame_only:
        return
    keys = key_to_frame(args.presses)
    p95 = sorted(keys)[int(len(keys) * 0.95) - 1]
    print(f"key to frame: {ms(keys)}, p95 {p95 * 1000:.1f} ms (target < 20 ms)")
    keys = key_to_frame(min(args.presses, 50), searching=True)  # within the search's 5 s
    p95 = sorted(keys)[int(len(keys) * 0.95) - 1]
    print(f"key to frame while the solver searches: {ms(keys)}, p95 {p95 * 1000:.1f} ms")
    used = idle_cpu(args.idle)
    print(f"CPU while idle for {args.idle:g} s: {used:.3f} s ({used / args.idle:.2%}; target < 1%)")
    busy = searching_cpu(args.idle)
    print(
        f"the game's own CPU while its solver searches for {args.idle:g} s: {busy:.3f} s"
        f" ({busy / args.idle * 1000:.0f} ms a second)"
    )


if __name__ == "__main__":
    main()
