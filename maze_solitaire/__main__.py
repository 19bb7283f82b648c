"""The command itself: ``maze-solitaire``, and ``python -m maze_solitaire``.

The command line is imported with the garbage collector off: importing
makes many objects and no garbage, and the collections it would run cost
the game's first frame about a millisecond (measured: 31.3 ms to import
what the first frame needs, 30.3 ms without them). What it made is then
frozen (set aside for good), so that no later collection looks at it again;
the game's own start does the same (``cli/play.py``).
"""

import gc
import sys


def main() -> int:
    """Run the command line; returns the exit status."""
    gc.disable()
    try:
        from maze_solitaire.cli import main as run
    finally:
        gc.freeze()  # what the import made lasts: no collection need look at it again
        gc.enable()
    return run()


if __name__ == "__main__":
    sys.exit(main())
