"""The contract holds: the typed activity stubs the workflow schedules match the
implementations the worker registers, name and types."""

from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any

import pytest
from temporalio import activity

from activities.agent_session import SessionActivities
from activities.branches import BranchActivities
from activities.claim import ClaimActivities
from activities.snapshots import SnapshotActivities
from activities.verifier import VerifierActivities
from contract import activities as stubs

PAIRS: list[tuple[Callable[..., Any], Callable[..., Any]]] = [
    (stubs.claim_workspace, ClaimActivities.claim_workspace),
    (stubs.run_session, SessionActivities.run_session),
    (stubs.run_verifiers, VerifierActivities.run_verifiers),
    (stubs.restore_snapshot, SnapshotActivities.restore_snapshot),
    (stubs.copy_workspace, BranchActivities.copy_workspace),
    (stubs.apply_branch, BranchActivities.apply_branch),
    (stubs.remove_copies, BranchActivities.remove_copies),
]


@pytest.mark.parametrize(("stub", "impl"), PAIRS, ids=[s.__name__ for s, _ in PAIRS])
def test_each_stub_matches_its_implementation(
    stub: Callable[..., Any], impl: Callable[..., Any]
) -> None:
    stub_defn = activity._Definition.must_from_callable(stub)
    impl_defn = activity._Definition.must_from_callable(impl)
    assert stub_defn.name == impl_defn.name
    want = typing.get_type_hints(stub)
    got = typing.get_type_hints(impl)
    got.pop("self", None)
    assert got == want


async def test_a_stub_is_never_run_by_mistake() -> None:
    with pytest.raises(NotImplementedError):
        await stubs.run_session(None)  # type: ignore[arg-type]
