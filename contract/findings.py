"""What a verification found, as the next session will be told it.

Plain dataclasses, no pydantic: the summarizer returns these, and ``greenloop summarize``
(which a CI step may call on every tool output) starts without building a single model.
Inside the models of ``contract.models`` they travel through Temporal like any field:
pydantic validates them there (``type`` must be one of the kinds) and ignores unknown keys.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

VerifierKind = Literal["build", "test", "lint", "custom"]
"""What a verifier checks; also the ``type`` of the errors it reports."""


@dataclass(frozen=True, slots=True)
class VerificationError:
    """One actionable failure, as the next session will be told it."""

    type: VerifierKind
    summary: str
    """One line, about 100 characters (up to ~200 rather than cut what matters)."""
