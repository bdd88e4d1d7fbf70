"""The ``greenloop`` command line (SPEC section 4), by command group.

``app`` holds the group and the entry point; ``run`` (run, watch, rerun, batch),
``operate`` (status, list, show, cancel, replay, setup), ``serve`` (worker, server) and
``tools`` (demo, summarize) add their commands to it; ``options`` holds what they share.
Temporal and the Anthropic SDK are imported only by the commands that need them, so
``greenloop summarize`` and ``--help`` start fast.
"""

from greenloop.cli import operate, run, serve, tools
from greenloop.cli.app import cli, entry, main

__all__ = ["cli", "entry", "main", "operate", "run", "serve", "tools"]
