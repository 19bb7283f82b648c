"""The benchmarks' shared ways of putting a spread of figures, and the machine's load."""

from __future__ import annotations

import math
import os
from collections.abc import Sequence


def percentile(values: Sequence[float], share: float) -> float:
    """The nearest-rank percentile: the smallest value with ``share`` of them at or below."""
    ordered = sorted(values)
    return ordered[max(0, math.ceil(share * len(ordered)) - 1)]


def tail(values: Sequence[float], form: str) -> str:
    """The median, p95, p99 and max of ``values``."""
    shares = (("median", 0.5), ("p95", 0.95), ("p99", 0.99), ("max", 1.0))
    return ", ".join(f"{name} {format(percentile(values, share), form)}" for name, share in shares)


def load() -> str:
    """The load averages (1, 5 and 15 minutes), as ``uptime`` gives them."""
    if not hasattr(os, "getloadavg"):
        return "unknown"
    return ", ".join(f"{value:.2f}" for value in os.getloadavg())
