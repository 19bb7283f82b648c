"""Allow ``python -m maze_solitaire``."""

import sys

from maze_solitaire.cli import main

if __name__ == "__main__":
    sys.exit(main())
