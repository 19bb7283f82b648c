"""The census: how many deals can be won, solved deal by deal into a results file.

``maze-solitaire survey`` solves a range of deals on every core and keeps each
answer in an SQLite file of its own (not the saved games): resumable, as each
answer is committed as it comes; mergeable, as a deal is one row keyed by its
rules and number; shardable, as ``--shard K/N`` takes every N-th deal. The
budget is counted in expanded positions by default, so that a census is the
same on every machine; every line is replayed through the rules before it
counts.

- :mod:`.results` -- the results file: its table, what is done, merging;
- :mod:`.run` -- solving a range on a pool of processes, resumably;
- :mod:`.report` -- the figures: counts, the Wilson interval, distributions.
"""
