"""greenloop: drive a coding agent until the workspace is green, durably on Temporal."""

__version__ = "0.1.0"
