"""What each command takes: its options, declared beside its help, one function a command.

:mod:`.shared` holds what several commands take (the game's options, a deal or a
position, the rules, the data folder) and the readers of numbers and seconds; each
other module declares a family of commands, as :mod:`maze_solitaire.cli` runs them.
:mod:`maze_solitaire.cli.parser` puts them together into the one parser that the
help, the manual page and the shell completion are made from.
"""
