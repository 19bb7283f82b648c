"""Benchmark the curses game as a player meets it, through the pseudo-terminal driver.

Prints, each over several runs:

- launch to the first complete frame, beside the time a bare
  ``python3 -c "import curses; curses.setupterm()"`` takes in the same kind
  of pseudo-terminal (target: within 2.5x, aim for 2x);
- key press to the redrawn frame (target: under 20 ms), and the same while the
  solver searches in the background (tests/test_assistance_ui.py checks only that
  the keys are answered before the search ends: a time is no pass mark on a
  shared machine);
- CPU seconds used while idle for 3 s (target: under 1%);
- CPU seconds the game's own process uses while its solver searches (the worker's
  time not counted): what waiting on the worker, rather than polling it, saves.

Run: ``python tests/benchmarks/bench_tui.py [--runs N]``
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.positions import HARD
from tests.screen_board import BOARD_READY
from tests.terminal import Terminal


def first_frame(runs: int) -> list[float]:
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        with Terminal("--deal", "1") as game:
            # Not wait_for, which also waits for 10 ms of quiet after the frame.
            while BOARD_READY not in game.text and game.pump(0.001):
                pass
            times.append(time.perf_counter() - started)
            game.send("q")
            game.wait_exit()
    return times


def bare_curses(runs: int) -> list[float]:
    script = "import curses; curses.setupterm()"
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        with Terminal(command=(sys.executable, "-c", script)) as bare:
            bare.wait_exit()
            times.append(time.perf_counter() - started)
    return times


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--presses", type=int, default=100)
    parser.add_argument("--idle", type=float, default=3.0)
    args = parser.parse_args()
    game = first_frame(args.runs)
    bare = bare_curses(args.runs)
    ratio = statistics.median(game) / statistics.median(bare)
    print(f"launch to first frame: {ms(game)}")
    print(f"bare curses.setupterm(): {ms(bare)}")
    print(f"first frame / bare: {ratio:.2f}x (target <= 2.5x, aim 2x)")
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
