"""Model prices, as data: ``greenloop/prices.toml`` (with its date and source), read once.

A run's price is resolved when the run is asked for (``greenloop.request``) and travels
in its ``RunRequest``: the workflow and the workers never look a price up, so a run is
priced the same however long it lasts, and its history says what it was charged at.
"""

from __future__ import annotations

import functools
import re
import tomllib
from importlib import resources
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from contract.errors import ConfigError
from contract.models import Price


class _Entry(Price):
    model_config = ConfigDict(extra="forbid")
    aliases: list[str] = Field(default_factory=list)


class PriceTable(BaseModel):
    """The whole file: when it was checked, where the figures come from, the models."""

    model_config = ConfigDict(extra="forbid")
    checked: str
    source: str
    models: dict[str, _Entry]

    def price(self, model: str) -> Price | None:
        """The price of ``model`` (an id or an alias), or None when it is not listed."""
        for name, entry in self.models.items():
            if model == name or model in entry.aliases:
                return Price.model_validate(entry.model_dump(exclude={"aliases"}))
        return None

    def names(self) -> list[str]:
        """Every model id and alias listed."""
        return [n for name, e in self.models.items() for n in (name, *e.aliases)]


@functools.cache
def table() -> PriceTable:
    """The price table shipped with greenloop."""
    text = resources.files("greenloop").joinpath("prices.toml").read_text(encoding="utf-8")
    data: dict[str, Any] = tomllib.loads(text)
    return PriceTable.model_validate(data)


def price_of(model: str) -> Price | None:
    """The listed price of ``model``, or None."""
    return table().price(model)


_FLAG = re.compile(r"^\s*([0-9]+(?:\.[0-9]+)?)\s*,\s*([0-9]+(?:\.[0-9]+)?)\s*$")


def parse_price(text: str) -> Price:
    """``--price IN,OUT``: US dollars per million input and output tokens."""
    m = _FLAG.match(text)
    if m is None:
        raise ConfigError(
            f"--price {text!r}: expected IN,OUT, US dollars per million input and output "
            "tokens (e.g. 3,15)"
        )
    try:
        return Price.from_in_out(float(m.group(1)), float(m.group(2)))
    except ValidationError:
        raise ConfigError(f"--price {text!r}: each price must be at most 1,000,000") from None
