"""The contract's data and defaults."""

from __future__ import annotations

import typing

import pydantic
import pytest
from anthropic._data import DEPRECATED_MODELS
from anthropic.types.model_param import ModelParam

from contract.findings import VerificationError
from contract.models import RunResult, Usage, VerificationResult
from contract.names import DEFAULT_MODEL
from greenloop.config import Settings


def test_default_model_is_current_and_not_deprecated() -> None:
    literal = typing.get_args(ModelParam)[0]
    assert DEFAULT_MODEL in typing.get_args(literal)
    assert DEFAULT_MODEL not in DEPRECATED_MODELS


def test_settings_defaults_and_overrides(tmp_path: object) -> None:
    s = Settings.from_env({})
    assert (s.embedded, s.task_queue, s.temporal_port, s.ui_port) == (True, "greenloop", 7233, 8233)
    assert s.home.name == "greenloop"
    s = Settings.from_env(
        {"TEMPORAL_ADDRESS": "x:7233", "GREENLOOP_TASK_QUEUE": "q", "GREENLOOP_MODEL": "m"}
    )
    assert (s.embedded, s.address, s.task_queue, s.model) == (False, "x:7233", "q", "m")


def test_run_result_round_trips_and_ignores_unknown_fields() -> None:
    r = RunResult(workflow_id="w", final_status="success", attempts=1, usage=Usage(input_tokens=3))
    data = r.model_dump(mode="json")
    data["a_field_from_a_newer_version"] = 1
    assert RunResult.model_validate(data) == r


def test_verification_errors_are_validated_inside_the_models() -> None:
    payload = {"passed": False, "errors": [{"type": "test", "summary": "x", "added": 1}]}
    result = VerificationResult.model_validate(payload)
    # a plain dataclass, read from a payload with a key a newer worker added
    assert result.errors == [VerificationError(type="test", summary="x")]
    assert VerificationResult.model_validate_json(result.model_dump_json()) == result
    with pytest.raises(pydantic.ValidationError):
        VerificationResult.model_validate({"passed": False, "errors": [{"type": "bogus"}]})
