"""The command line's own errors, in the game's error family.

Each is a :class:`~maze_solitaire.engine.MazeError`, as the engine's, storage's
and the survey's errors are, so that every error a user can meet is one line
and never a traceback; :mod:`.main` maps each kind to its exit status, and any
other member of the family is bad data (:attr:`~.status.Status.DATA`).
"""

from maze_solitaire.engine import MazeError


class UsageError(MazeError):
    """Arguments that cannot be taken as given: what argparse refuses, options that do
    not go together, an option before the wrong command."""


class DataError(MazeError):
    """Data the command line itself finds bad: batch lines that were not positions, a
    date, a config file that cannot be used."""


class InputOutputError(MazeError):
    """Something to read or write that cannot be: standard input, a data folder, a file
    to make, a terminal the game cannot run on."""


class OutputError(InputOutputError):
    """Standard output or error cannot take the answer (closed, a full disk, a device
    error): what it still holds is thrown away."""
