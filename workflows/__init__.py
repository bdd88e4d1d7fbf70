"""Deterministic workflow code only: no I/O, no clocks but ``workflow.now()``."""
