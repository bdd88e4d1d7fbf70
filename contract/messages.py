"""The retry message: what the next session reads after a failed verification (SPEC 1.4).

Built by the workflow, read back by ``greenloop show`` and by the fake Messages API (which
answers by attempt): one wording, here.
"""

from __future__ import annotations

import re
from typing import Final

RETRY_HEADER: Final = "PREVIOUS ATTEMPT {n} FAILED VERIFICATION:"
RETRY_FOOTER: Final = "Fix the issues above and complete the original task."

_ATTEMPT_RE = re.compile(r"PREVIOUS ATTEMPT (\d+) FAILED VERIFICATION:")


def retry_message(task: str, failed_attempt: int, digest: str) -> str:
    """The first user message of the session after ``failed_attempt`` failed verification."""
    header = RETRY_HEADER.format(n=failed_attempt)
    return f"{task}\n\n---\n{header}\n{digest}\n---\n{RETRY_FOOTER}"


def failed_attempt(message: str) -> int | None:
    """The attempt a retry message says failed, or ``None`` for a first attempt's task."""
    m = _ATTEMPT_RE.search(message)
    return int(m.group(1)) if m else None


def digest_of(message: str) -> str:
    """The digest inside a retry message (empty for a first attempt's task)."""
    m = _ATTEMPT_RE.search(message)
    if m is None:
        return ""
    body = message[m.end() + 1 :]
    end = body.rfind("\n---\n")
    return body[:end] if end >= 0 else body
