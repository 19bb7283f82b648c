"""The figures of a census: counts, the win rate's Wilson interval, distributions.

The interval is conservative by construction: n is every deal surveyed, and a
deal the solver gave up on counts as not won (it may well be winnable).
"""

from __future__ import annotations

import math
import statistics
from collections.abc import Iterable, Sequence
from typing import Final, NamedTuple

from maze_solitaire.survey.results import Row

Z_95: Final = 1.959963984540054
"""The normal quantile of a two-sided 95% interval."""


def wilson(successes: int, n: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for ``successes`` of ``n`` (``(0, 1)`` when n is 0)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


class Spread(NamedTuple):
    least: float
    median: float
    p95: float
    most: float
    mean: float


def spread(values: Sequence[float]) -> Spread | None:
    if not values:
        return None
    ordered = sorted(values)
    p95 = ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]
    return Spread(
        ordered[0], statistics.median(ordered), p95, ordered[-1], statistics.fmean(ordered)
    )


class Census(NamedTuple):
    """One variant's figures."""

    rules: str
    deals: int
    solved: int
    gave_up: int
    unwinnable: int
    first: int | None
    last: int | None
    length: Spread | None
    lower_bound: Spread | None
    ratio: Spread | None
    """Length / lower bound, of the solved deals."""
    seconds: float
    """Solving time, summed over the deals (one core's worth)."""

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.solved, self.deals)

    def to_json(self) -> dict[str, object]:
        low, high = self.interval
        return {
            "rules": self.rules,
            "deals": self.deals,
            "first": self.first,
            "last": self.last,
            "solved": self.solved,
            "gave_up": self.gave_up,
            "unwinnable": self.unwinnable,
            "win_rate": round(self.solved / self.deals, 6) if self.deals else None,
            "wilson_95": [round(low, 6), round(high, 6)],
            "length": _spread_json(self.length),
            "lower_bound": _spread_json(self.lower_bound),
            "length_over_bound": _spread_json(self.ratio),
            "seconds": round(self.seconds, 1),
        }


def _spread_json(found: Spread | None) -> dict[str, float] | None:
    return None if found is None else {k: round(v, 4) for k, v in found._asdict().items()}


def census(rules: str, rows: Iterable[Row]) -> Census:
    solved = gave_up = unwinnable = 0
    lengths: list[float] = []
    bounds: list[float] = []
    ratios: list[float] = []
    numbers: list[int] = []
    seconds = 0.0
    for row in rows:
        numbers.append(row.deal)
        seconds += row.seconds
        bounds.append(row.lower_bound)
        if row.result == "solved" and row.length is not None:
            solved += 1
            lengths.append(row.length)
            if row.lower_bound:
                ratios.append(row.length / row.lower_bound)
        elif row.result == "gave-up":
            gave_up += 1
        else:
            unwinnable += 1
    return Census(
        rules,
        len(numbers),
        solved,
        gave_up,
        unwinnable,
        min(numbers, default=None),
        max(numbers, default=None),
        spread(lengths),
        spread(bounds),
        spread(ratios),
        seconds,
    )
