"""The command line's own errors: each ends the command with one line on standard error."""


class UsageError(Exception):
    """Bad arguments: reported as one line and exit status 2."""


class OutputFailed(Exception):
    """Standard output cannot take the answer (a full disk, a device error)."""
