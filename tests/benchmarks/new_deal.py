"""``bench_tui.py --new-deal N``: what a new deal costs, the game and its workers together.

Each build given (``--build NAME=VENV``; by default the one beside this Python) runs
the real ``maze-solitaire --deal D`` in a pseudo-terminal, in a data folder made afresh,
for deals 1..N, the builds taking turns on each deal, so that the machine's load falls
on them alike. From the first frame on, the game's process tree is watched through
``/proc`` every few milliseconds until its background work for the deal (the
position's search, par, the grade: whatever its workers run) is done: no worker has
run for :data:`QUIET` seconds. Then it reads:

- the peak memory of the game (its ``VmHWM``) and of each worker (its ``VmHWM``, read
  while it ran: a worker's last few milliseconds may escape), and their sum: the
  peak the game and its workers could reach together (a forked worker's resident
  pages include those it still shares with the game, so the sum counts those twice);
- the peak of the tree's resident memory summed at each look (``VmRSS``): what they
  did reach together, as far as the looks saw;
- the CPU seconds of the workers (the game's ``cutime`` and ``cstime``: its children's,
  counted as it reaps them), and of the game itself from its start.

Linux only (``/proc``). Memory is in MB of 2**20 bytes.
"""

from __future__ import annotations

import os
import statistics
import time
from collections.abc import Sequence
from pathlib import Path
from typing import NamedTuple

from tests.screen_board import BOARD_READY
from tests.terminal import Terminal

QUIET = 1.5
"""Seconds with no worker running after which a deal's background work is taken as done."""
MOST = 300.0
"""Seconds a deal's background work is watched at most."""
LOOK = 0.005
"""Seconds between two looks at the process tree."""
PEAK_MB = 100
"""The target: a new deal's peak, the game and its workers together."""
WORK_CPU = 1.0
"""The target: the CPU seconds of a new deal's background work, at the median."""


class NewDeal(NamedTuple):
    """What one new deal cost one build (memory in kB, as ``/proc`` says it)."""

    game_peak: int
    worker_peaks: tuple[int, ...]
    together: int
    """The largest sum of the tree's resident memory seen at one look."""
    workers_cpu: float
    game_cpu: float
    finished: bool
    """Whether the work was done within :data:`MOST` seconds."""


def _status(pid: int, field: str) -> int:
    """A ``kB`` figure of ``/proc/PID/status`` (0 once the process is gone)."""
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    for line in text.splitlines():
        if line.startswith(f"{field}:"):
            return int(line.split()[1])
    return 0


def _children(pid: int) -> list[int]:
    found: list[int] = []
    try:
        tasks = list(Path(f"/proc/{pid}/task").iterdir())
    except OSError:
        return found
    for task in tasks:
        try:
            found += [int(child) for child in (task / "children").read_text().split()]
        except OSError:
            continue
    return found


def _cpu(pid: int) -> tuple[float, float]:
    """The CPU seconds of process ``pid`` and of its children it has reaped."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    return (int(fields[11]) + int(fields[12])) / tick, (int(fields[13]) + int(fields[14])) / tick


def new_deal(command: str, number: int) -> NewDeal:
    """Run ``command --deal number`` until its background work is done; what it cost."""
    with Terminal("--deal", str(number), command=(command,)) as game:
        game.wait_for(BOARD_READY, timeout=60)
        peaks: dict[int, int] = {}
        together = 0
        started = last_busy = time.monotonic()
        seen = False
        while True:
            workers = _children(game.pid)
            resident = _status(game.pid, "VmRSS")
            for worker in workers:
                peaks[worker] = max(peaks.get(worker, 0), _status(worker, "VmHWM"))
                resident += _status(worker, "VmRSS")
            together = max(together, resident)
            now = time.monotonic()
            if workers:
                seen, last_busy = True, now
            if (seen and now - last_busy >= QUIET) or now - started >= MOST:
                break
            game.pump(LOOK)
        game_cpu, workers_cpu = _cpu(game.pid)
        result = NewDeal(
            _status(game.pid, "VmHWM"),
            tuple(peaks.values()),
            together,
            workers_cpu,
            game_cpu,
            now - started < MOST,
        )
        game.send("q")
        game.wait_exit()
    return result


def _mb(kbs: Sequence[int]) -> str:
    """The median and max of ``kbs``, in MB."""
    return _spread([kb / 1024 for kb in kbs], "{:.0f}")


def _spread(values: Sequence[float], form: str) -> str:
    return f"median {form.format(statistics.median(values))}, max {form.format(max(values))}"


def report(builds: Sequence[tuple[str, str]], count: int) -> None:
    """Deals 1..``count`` on each build (``(name, console script)``) in turn; the figures."""
    found: dict[str, list[NewDeal]] = {name: [] for name, _ in builds}
    for number in range(1, count + 1):
        turn = number % len(builds)
        for name, command in [*builds[turn:], *builds[:turn]]:
            found[name].append(new_deal(command, number))
    print(
        f"a new deal (--deal 1..{count}), its background work to the end "
        f"(target: <= {PEAK_MB} MB together, <= {WORK_CPU:g} CPU s at the median):"
    )
    for name, deals in found.items():
        sums = [deal.game_peak + sum(deal.worker_peaks) for deal in deals]
        largest = [max(deal.worker_peaks, default=0) for deal in deals]
        print(f"  {name}:")
        print(f"    game + workers, each at its peak (MB): {_mb(sums)}")
        print(f"    seen together at one look (MB): {_mb([deal.together for deal in deals])}")
        print(f"    the game alone (MB): {_mb([deal.game_peak for deal in deals])}")
        print(f"    the largest worker (MB): {_mb(largest)}")
        workers = [deal.workers_cpu for deal in deals]
        print(f"    the workers' CPU seconds: {_spread(workers, '{:.2f}')}")
        print(f"    the game's own CPU seconds: {_spread([d.game_cpu for d in deals], '{:.2f}')}")
        print(f"    workers a deal: {_spread([len(d.worker_peaks) for d in deals], '{:.0f}')}")
        unfinished = sum(not deal.finished for deal in deals)
        if unfinished:
            print(f"    still working after {MOST:g} s: {unfinished} deals")
