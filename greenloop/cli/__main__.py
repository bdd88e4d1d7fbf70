"""``python -m greenloop.cli``: the same as the ``greenloop`` command."""

from greenloop.cli import entry

entry()
