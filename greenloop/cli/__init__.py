"""The ``greenloop`` command line (SPEC section 4), by command group.

``app`` holds the group and the entry point; ``run`` (run, watch, rerun, batch),
``operate`` (status, list, show, cancel, replay, setup), ``serve`` (worker, server) and
``tools`` (demo, summarize, prices) add their commands to it when ``cli`` first asks for
one (``app.COMMAND_MODULES``); ``options`` holds what they share. pydantic models, Temporal
and the Anthropic SDK are imported only by the commands that need them, so ``greenloop
summarize`` starts in about a tenth of a second.
"""

from greenloop.cli.app import cli, entry, main

__all__ = ["cli", "entry", "main"]
