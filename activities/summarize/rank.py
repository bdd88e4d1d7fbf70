"""How found errors become the verification's errors: each one's label (build, test, lint,
custom), the largest groups first, at most ``MAX_PER_KIND`` per label, the rest folded
into one ``+N more`` line."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from activities.summarize.base import _LABELS, _MORE_BUDGET, MAX_PER_KIND, _Found, _Natural
from activities.summarize.generic import _LOCATION_RX
from contract.models import VerificationError, VerifierKind

_OWN_LABEL: dict[str, VerifierKind] = {"build": "build", "test": "test", "lint": "lint"}


def _label(natural: _Natural, kind: str, tool: str = "") -> VerifierKind:
    """The type an error is reported as (the rule is in the module docstring)."""
    if tool == "go" and kind == "lint":
        # go vet prints exactly what go build prints; in a lint verifier it is go vet
        return "lint"
    if natural == "build":
        return "build"
    return _OWN_LABEL.get(kind) or natural or "custom"


def _rank(
    found: list[_Found], kind: str, *, extra: Mapping[str, int], grouped: bool
) -> list[VerificationError]:
    """Label, order (largest groups first), keep MAX_PER_KIND per label, fold the rest."""
    out: list[VerificationError] = []
    for label in _LABELS:
        mine = [f for f in found if _label(f.natural, kind, f.tool) == label]
        if not mine and not extra.get(label):
            continue
        if grouped:
            mine.sort(key=lambda f: (-f.count, f.order))
        else:
            # fallback lines: the ones that name a place first, else in output order
            mine.sort(
                key=lambda f: (f.tool == "output" and not _LOCATION_RX.search(f.head), f.order)
            )
        shown, hidden = mine[:MAX_PER_KIND], mine[MAX_PER_KIND:]
        out.extend(VerificationError(type=label, summary=f.summary()) for f in shown)
        n_hidden = sum(f.count for f in hidden) + extra.get(label, 0)
        if n_hidden:
            out.append(VerificationError(type=label, summary=_more_line(n_hidden, hidden)))
    return out


def _more_line(n: int, hidden: Sequence[_Found]) -> str:
    parts: list[str] = []
    size = 0
    for f in hidden:
        part = f.short()
        if size + len(part) + 2 > _MORE_BUDGET:
            parts.append("…")
            break
        parts.append(part)
        size += len(part) + 2
    return f"+{n} more: {'; '.join(parts)}" if parts else f"+{n} more"
