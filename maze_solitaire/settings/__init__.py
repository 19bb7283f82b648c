"""The game's settings: the config file, its fields, and one precedence.

- :mod:`.file` -- the config file read: TOML, each key checked, every setting with its source;
- :mod:`.fields` -- every key the file may hold, and the settings in effect;
- :mod:`.load` -- :func:`~.load.load`, the one place the whole precedence is applied;
- :mod:`.notices` -- what could not be used, in one line each.

Where the file lives, :mod:`maze_solitaire.places` says; the words of ``config
show`` and of the starter file are :mod:`maze_solitaire.words.settings`'.
"""
