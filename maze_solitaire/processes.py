"""Child processes that never outlive the program that started them.

A worker process (the game's searches, a census's pool) must end with its
parent however the parent ends: ``q``, a crash, or a SIGKILL from the
out-of-memory killer, which runs no clean-up at all. So each child watches its
parent's sentinel, which the operating system makes ready when the parent is
gone (the read end of a pipe whose write end only the parent holds, or the
parent's process handle on Windows), and ends at once then.
"""

from __future__ import annotations

import os


def end_with_parent() -> None:
    """In a child started by :mod:`multiprocessing`: end this process as soon as its
    parent is gone (a thread waits for that, and nothing else)."""
    import multiprocessing
    import threading
    from multiprocessing.connection import wait

    parent = multiprocessing.parent_process()
    if parent is None or parent.sentinel is None:
        return  # not a child of multiprocessing's: nothing to watch

    def watch(sentinel: int) -> None:
        wait([sentinel])
        os._exit(0)  # no clean-up to run: the parent, which asked for the work, is gone

    threading.Thread(target=watch, args=(parent.sentinel,), daemon=True).start()
