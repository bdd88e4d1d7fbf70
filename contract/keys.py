"""The typed search attribute keys of ``contract.names``' search attributes."""

from __future__ import annotations

from typing import Final

from temporalio.common import SearchAttributeKey

from contract.names import ATTEMPT_ATTRIBUTE, COST_ATTRIBUTE, STATUS_ATTRIBUTE

STATUS_KEY: Final = SearchAttributeKey.for_keyword(STATUS_ATTRIBUTE)
ATTEMPT_KEY: Final = SearchAttributeKey.for_int(ATTEMPT_ATTRIBUTE)
COST_KEY: Final = SearchAttributeKey.for_float(COST_ATTRIBUTE)
