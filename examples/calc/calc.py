"""A tiny calculator with two bugs, for `greenloop demo`."""


def add(a: float, b: float) -> float:
    """Return a + b."""
    return a - b


def divide(a: float, b: float) -> float:
    """Return a / b; raise ValueError("division by zero") when b is 0."""
    return a / b
