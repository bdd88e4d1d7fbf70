"""The contract: what every other layer of greenloop shares, at the bottom of the house.

Models that cross process boundaries (``models``), names and statuses that users,
scripts and the Temporal UI depend on (``names``), the one root of greenloop's errors
(``errors``), the retry message the next session reads (``messages``), and the typed
activity references the workflow schedules (``activities``). It imports nothing of
greenloop's; workflows, activities, the worker, the client side and the CLI import it.
"""
