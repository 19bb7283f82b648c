"""What a test needs of the system beyond Python, said once, so that a test skips with
its reason where the system has no such thing (macOS has no /dev/full; a container may
have no user nobody) rather than fail there. Where the thing is present, as on Linux,
the test runs in full.

The other such marker, for /proc, is :data:`tests.processes.needs_proc`.
"""

from __future__ import annotations

import pwd
from pathlib import Path

import pytest

FULL = Path("/dev/full")
"""A device that takes no byte: every write fails with ENOSPC, as on a full disk."""

needs_dev_full = pytest.mark.skipif(
    not FULL.exists(),
    reason="writes to /dev/full, always full (Linux): this system has none to stand for a"
    " full disk",
)


def user_nobody() -> pwd.struct_passwd | None:
    """The unprivileged user ``nobody``, or ``None`` where the system has none."""
    try:
        return pwd.getpwnam("nobody")
    except KeyError:
        return None
