"""Run a greenloop worker: ``python worker.py`` (the same as ``greenloop worker``).

Connects per the environment (TEMPORAL_ADDRESS, TEMPORAL_NAMESPACE, TEMPORAL_API_KEY,
TEMPORAL_TLS*, GREENLOOP_TASK_QUEUE; the embedded server when TEMPORAL_ADDRESS is unset)
and serves the greenloop workflow and activities until SIGINT or SIGTERM.
"""

import sys

from greenloop.cli import entry

if __name__ == "__main__":
    entry(["worker", *sys.argv[1:]])
