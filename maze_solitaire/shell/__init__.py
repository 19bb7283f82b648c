"""The command line described for the shell and for man: completion scripts and the manual.

Both are made from the argument parser itself (:func:`outline` reads it), so
neither can drift from ``--help``: a new option completes and is documented
the moment the parser has it. Imported only by the ``completion`` command and
by whoever writes the manual page; the game and the scripting commands never
load it.

- :mod:`.outline` -- the parser read into plain values: commands, options, their values;
- :mod:`.completion` -- completion scripts for bash, zsh and fish;
- :mod:`.manual` -- the manual page, ``maze-solitaire.6``, in roff.
"""
