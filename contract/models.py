"""The data that crosses process boundaries: workflow and activity inputs and outputs.

Every model here travels through Temporal with ``pydantic_data_converter``, so fields are
only ever added with defaults (running histories must still deserialize) and nothing here
holds raw tool output or transcripts: those live in files, referenced by path.

This module sits at the bottom of the house: it imports nothing of ours.
"""

from __future__ import annotations

from datetime import datetime
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, model_validator

from contract.findings import VerificationError as VerificationError
from contract.findings import VerifierKind as VerifierKind

SessionStatus = Literal[
    "success", "timeout", "turn_limit", "failed", "cancelled", "budget_exhausted"
]
"""How one agent session ended (SPEC's four, plus the run-level cancel and token budget)."""

FinalStatus = Literal[
    "success",
    "failed",
    "timeout",
    "turn_limit",
    "max_retries_exhausted",
    "cancelled",
    "budget_exhausted",
]
"""How a whole run ended."""

SandboxChoice = Literal["auto", "bwrap", "none"]
"""``--sandbox``: bubblewrap where it works (``auto``), always (``bwrap``), or never."""

SandboxMode = Literal["bwrap", "none"]
"""How a command really ran."""

Phase = Literal["starting", "session", "verifying", "retrying"]
"""Where the outer loop is while it runs; once it ends, the final status takes its place."""

EXCERPT_CHARS = 2_000
"""Bound on any piece of raw text (tool output, model text, error text) kept in history."""


# --------------------------------------------------------------------------- bounds
# Every number a run carries is finite and bounded: a nan or inf is serialized as null
# and cannot be decoded by the worker, and a run with one would stay "running" for ever.
# These types are the one definition that flags, config files, batch lines and the
# workflow's own input share.

MAX_SECONDS = 7 * 24 * 3600
"""No timeout a run carries may exceed a week."""
MAX_TASK_CHARS = 32_000
"""Tasks travel in workflow history (the request and each attempt's first message)."""
MAX_ID_CHARS = 200
WORKFLOW_ID_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9._:@=+/-]*$"
"""Workflow ids: a letter or digit first, then letters, digits and ``._:@=+/-``."""
VERIFIER_NAME_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$"
"""Verifier names become log file names: short, and no path characters."""
MAX_COMMAND_CHARS = 8_000
MAX_VERIFIERS = 20

Seconds = Annotated[float, Field(gt=0, le=MAX_SECONDS, allow_inf_nan=False)]
"""A timeout in seconds: finite, positive, at most a week."""
Attempts = Annotated[int, Field(ge=1, le=10)]
Turns = Annotated[int, Field(ge=1, le=1_000)]
Tokens = Annotated[int, Field(ge=1, le=10**12)]
ApiRetries = Annotated[int, Field(ge=0, le=20)]
Dollars = Annotated[float, Field(ge=0, le=1_000_000, allow_inf_nan=False)]
"""An amount or a rate in US dollars: finite, not negative."""
ContextTokens = Annotated[int, Field(ge=1_000, le=10_000_000)]
Parallel = Annotated[int, Field(ge=1, le=8)]
WorkflowId = Annotated[
    str, Field(min_length=1, max_length=MAX_ID_CHARS, pattern=WORKFLOW_ID_PATTERN)
]
ModelName = Annotated[str, Field(min_length=1, max_length=200, pattern=r"^[A-Za-z0-9][\w.:@/-]*$")]


class _Model(BaseModel):
    # Unknown fields are ignored so that an older worker can still read a newer payload.
    model_config = ConfigDict(extra="ignore")


class Usage(_Model):
    """Tokens spent and what they cost, summed over model calls.

    The token fields mean what the Messages API's ``usage`` fields mean: ``input_tokens``
    are the input tokens neither written to nor read from the prompt cache.
    """

    input_tokens: int = 0
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    """Input tokens written to the prompt cache (billed at the cache-write price)."""
    cache_read_input_tokens: int = 0
    """Input tokens read from the prompt cache (billed at the cache-read price)."""
    cost_usd: float = 0.0
    """US dollars, at the run's price (``RunRequest.price``); 0 when ``priced`` is false."""
    priced: bool = True
    """False when some of these tokens were spent without a known price: ``cost_usd`` then
    leaves them out."""

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            input_tokens=self.input_tokens + other.input_tokens,
            output_tokens=self.output_tokens + other.output_tokens,
            cache_creation_input_tokens=self.cache_creation_input_tokens
            + other.cache_creation_input_tokens,
            cache_read_input_tokens=self.cache_read_input_tokens + other.cache_read_input_tokens,
            cost_usd=self.cost_usd + other.cost_usd,
            priced=self.priced and other.priced,
        )

    @property
    def all_input(self) -> int:
        """Every input token, cached or not: the size of the prompts sent."""
        return self.input_tokens + self.cache_creation_input_tokens + self.cache_read_input_tokens

    @property
    def total(self) -> int:
        """Every input and output token: what ``--max-total-tokens`` counts."""
        return self.all_input + self.output_tokens


class PriceRates(_Model):
    """US dollars per million tokens, by kind."""

    input: Dollars
    output: Dollars
    cache_write: Dollars
    """A 5-minute prompt-cache write (greenloop writes no 1-hour entries)."""
    cache_read: Dollars


class Price(PriceRates):
    """What a model's tokens cost (``greenloop/prices.toml``, or ``--price IN,OUT``)."""

    above_tokens: Annotated[int, Field(ge=1)] | None = None
    """Calls whose prompt (every input token, cached or not) is longer than this are billed
    at ``above`` (long-context pricing)."""
    above: PriceRates | None = None

    @classmethod
    def from_in_out(cls, input_usd: float, output_usd: float) -> Price:
        """``--price IN,OUT``: cache writes and reads at 1.25x and 0.1x the input price."""
        return cls(
            input=input_usd,
            output=output_usd,
            cache_write=input_usd * 1.25,
            cache_read=input_usd * 0.1,
        )

    def rates(self, prompt_tokens: int) -> PriceRates:
        """The rates of a call whose prompt has ``prompt_tokens`` tokens."""
        above, limit = self.above, self.above_tokens
        if above is not None and limit is not None and prompt_tokens > limit:
            return above
        return self

    def call_cost(self, usage: Usage) -> float:
        """US dollars of one model call."""
        r = self.rates(usage.all_input)
        return (
            usage.input_tokens * r.input
            + usage.output_tokens * r.output
            + usage.cache_creation_input_tokens * r.cache_write
            + usage.cache_read_input_tokens * r.cache_read
        ) / 1_000_000

    def worst_case(self, prompt_tokens: int, max_output_tokens: int) -> float:
        """The most a call can cost: every prompt token at the dearest input rate (a cache
        write), and ``max_output_tokens`` of output."""
        r = self.rates(prompt_tokens)
        dearest = max(r.input, r.cache_write, r.cache_read)
        return (prompt_tokens * dearest + max_output_tokens * r.output) / 1_000_000


class VerifierSpec(_Model):
    """One verification command, run with the shell in the workspace."""

    name: Annotated[str, Field(pattern=VERIFIER_NAME_PATTERN)]
    """Short label shown in progress and results, e.g. ``test``."""
    kind: VerifierKind
    command: Annotated[str, Field(min_length=1, max_length=MAX_COMMAND_CHARS)]
    timeout_s: Seconds = 600.0
    """Wall-clock limit for the command; past it the process group is killed."""


class ApiRetryConfig(_Model):
    """How transient API failures are retried inside one activity (Temporal retries)."""

    max_attempts: Annotated[int, Field(ge=1, le=21)] = 3
    """Attempts for transient errors (5xx, overloaded, connection) in a row, first included."""
    rate_limit_max_attempts: Annotated[int, Field(ge=1, le=21)] = 5
    """Attempts for 429 rate limits in a row, first included."""
    initial_interval_s: Annotated[float, Field(gt=0, le=3600, allow_inf_nan=False)] = 1.0
    """First backoff; doubles each consecutive failure up to ``max_interval_s``."""
    max_interval_s: Annotated[float, Field(gt=0, le=3600, allow_inf_nan=False)] = 30.0
    max_retry_after_s: Annotated[float, Field(ge=0, le=86400, allow_inf_nan=False)] = 300.0
    """A server-requested delay (Retry-After) longer than this fails the activity instead."""
    jitter: Annotated[float, Field(ge=0, le=1, allow_inf_nan=False)] = 0.25
    """Each backoff delay is scaled by a random factor in ``[1 - jitter, 1 + jitter]``."""


class Confinement(_Model):
    """What the agent's commands and the verifiers may reach (SPEC section 7).

    The run asks for it and carries it in its RunRequest; whichever worker executes the
    run applies it (or something stricter, if the worker enforces a minimum), or ends the
    run ``failed`` saying why: never silently weaker.
    """

    sandbox: SandboxChoice = "auto"
    allow_network: bool = False
    """The agent's bash commands may use the network."""
    verifier_network: bool = False
    """Verifier commands may use the network."""
    protect: Annotated[list[Annotated[str, Field(max_length=500)]], Field(max_length=100)] = Field(
        default_factory=list
    )
    """Gitignore-style patterns, relative to the workspace, of files the agent must not
    change (tests, CI configuration): the editor refuses them, and before verification any
    change to them is reverted."""
    hide: Annotated[list[Annotated[str, Field(max_length=4096)]], Field(max_length=100)] = Field(
        default_factory=list
    )
    """Absolute paths on the worker's host that no command may see (besides the
    defaults: GREENLOOP_HOME, home directories, credential files)."""


class SnapshotRef(_Model):
    """One attempt's workspace snapshot: which run, which attempt."""

    workflow_id: str
    run_id: str
    attempt: int
    """0 is the workspace as it was before attempt 1."""
    workspace: str = ""
    """The workspace the snapshot was taken of (restore writes to the run's workspace)."""


class RunRequest(_Model):
    """Everything a run needs; the workflow's single input."""

    task: Annotated[str, Field(min_length=1, max_length=MAX_TASK_CHARS)]
    workspace: Annotated[str, Field(min_length=1, max_length=4096)]
    """Absolute path of the workspace on the worker's host."""
    verifiers: Annotated[list[VerifierSpec], Field(max_length=MAX_VERIFIERS)] = Field(
        default_factory=list
    )
    max_retries: Attempts = 3
    """Maximum number of agent sessions (attempts), 1..10."""
    model: ModelName
    max_turns: Turns = 50
    session_timeout_s: Seconds = 1800.0
    api_retry: ApiRetryConfig = Field(default_factory=ApiRetryConfig)
    max_tokens: Annotated[int, Field(ge=1, le=1_000_000)] = 8192
    """``max_tokens`` of each Messages API call."""
    heartbeat_timeout_s: Annotated[float, Field(ge=1, le=3600, allow_inf_nan=False)] = 30.0
    """How soon a dead worker is noticed and its activity retried elsewhere."""
    max_total_tokens: Tokens | None = None
    """Token budget of the whole run (input + output, every session); ``None``: no limit."""
    max_cost_usd: Dollars | None = None
    """Spending cap of the whole run in US dollars (every session); ``None``: no cap. No
    model call is made that the run cannot afford at its worst case."""
    price: Price | None = None
    """The model's price, resolved when the run was asked for (``None``: unknown, and the
    run's cost is not counted)."""
    context_tokens: ContextTokens = 100_000
    """Past this many tokens of conversation, a session replaces its oldest tool results by
    a one-line note, so each model call's input stops growing (SPEC section 10)."""
    parallel: Parallel = 1
    """Sessions per attempt, each in its own copy of the workspace; the first whose
    verifiers all pass wins (SPEC section 9). ``max_retries`` counts attempts (waves)."""
    restore_from: SnapshotRef | None = None
    """Restore the workspace to this attempt's snapshot before attempt 1 (``rerun --from-attempt``)."""
    worker_timeout_s: Seconds = 1800.0
    """How long the host holding the workspace may take to pick up the run's next activity
    before it counts as gone (the run then fails, or moves where workspaces are shared)."""
    confinement: Confinement = Field(default_factory=Confinement)
    """What the agent's commands and the verifiers may reach."""

    @model_validator(mode="after")
    def _cap_needs_a_price(self) -> RunRequest:
        if self.max_cost_usd is not None and self.price is None:
            raise ValueError(f"max_cost_usd needs a price: no price is known for {self.model}")
        return self


class SessionInput(_Model):
    """Input of the session activity: one fresh agent session."""

    attempt: int
    max_attempts: int
    message: str
    """First user message: the task, or the retry message built from the digest."""
    workspace: str
    verifiers: list[VerifierSpec] = Field(default_factory=list)
    model: str
    max_turns: int
    session_timeout_s: float
    max_tokens: int = 8192
    api_retry: ApiRetryConfig = Field(default_factory=ApiRetryConfig)
    token_budget: int | None = None
    """Tokens this session may spend before it stops ``budget_exhausted``."""
    price: Price | None = None
    cost_budget_usd: float | None = None
    """US dollars this session may spend: it makes no model call whose worst case would
    take it past this, and stops ``budget_exhausted`` instead."""
    context_tokens: int = 100_000
    branch: int = 1
    """Which of the attempt's parallel sessions this is (1 when there is one)."""
    confinement: Confinement = Field(default_factory=Confinement)
    session_key: str = ""
    """A random key the workflow draws for each attempt; the session journal's entries
    carry it, and a journal without it is never trusted (``activities.journal``)."""


class SessionResult(_Model):
    """How one agent session went (SPEC section 3)."""

    status: SessionStatus
    turns: int = 0
    input_tokens: int = 0
    """Input tokens neither written to nor read from the prompt cache (the API's meaning)."""
    output_tokens: int = 0
    cache_creation_input_tokens: int = 0
    cache_read_input_tokens: int = 0
    cost_usd: float = 0.0
    priced: bool = True
    """False when the run's model had no known price (``cost_usd`` is then 0)."""
    cleared_results: int = 0
    """Old tool results replaced by a one-line note to keep the conversation within
    ``--context-tokens`` (the journal keeps them whole)."""
    branch: int | None = None
    """Which of the attempt's parallel sessions this was (1..N; 1 when there is one)."""
    duration_ms: int = 0
    final_text: str = ""
    """The model's last text, bounded to ``EXCERPT_CHARS``."""
    error: str | None = None
    transient_retries: int = 0
    """Activity attempts that failed on a transient API error and were retried."""
    worker_restarts: int = 0
    """Times the session resumed on a new activity attempt because its worker died or was
    stopped (not API errors: these never count against ``--api-retries``)."""
    transcript_path: str | None = None
    """JSON-lines journal of the conversation, on the worker's host."""
    snapshot: str | None = None
    """Git tree id of the workspace snapshot taken when the session ended (``show --diff``)."""
    sandbox: str | None = None
    """How the agent's bash commands ran: ``bwrap`` or ``none``."""
    sandbox_note: str | None = None
    """Why commands ran without a sandbox when the run asked for ``auto``."""

    @property
    def usage(self) -> Usage:
        """What this session spent, as a ``Usage``."""
        return Usage(
            input_tokens=self.input_tokens,
            output_tokens=self.output_tokens,
            cache_creation_input_tokens=self.cache_creation_input_tokens,
            cache_read_input_tokens=self.cache_read_input_tokens,
            cost_usd=self.cost_usd,
            priced=self.priced,
        )


class SessionSpent(_Model):
    """A session in flight reports what it has spent so far (signal ``SPENT_SIGNAL``), so
    the run's cost stays current in the UI during a long session."""

    attempt: int
    usage: Usage


class VerifyInput(_Model):
    """Input of the verifier activity."""

    attempt: int
    max_attempts: int = 1
    branch: int = 1
    workspace: str
    verifiers: list[VerifierSpec]
    confinement: Confinement = Field(default_factory=Confinement)


class VerifierOutcome(_Model):
    """The result of one verifier command."""

    name: str
    kind: VerifierKind
    command: str
    exit_code: int | None
    """``None`` when the command timed out and was killed."""
    duration_ms: int
    passed: bool
    timed_out: bool = False
    output_path: str | None = None
    """Full combined stdout/stderr, on the worker's host."""
    output_bytes: int = 0
    excerpt: str = ""
    """The last lines of output, bounded to ``EXCERPT_CHARS``."""
    errors: list[VerificationError] = Field(default_factory=list)
    sandbox: SandboxMode | None = None
    """How the command ran: ``bwrap`` or ``none`` (``None`` in runs before it was kept)."""


class VerificationResult(_Model):
    """The result of running every verifier once (SPEC section 3)."""

    passed: bool
    errors: list[VerificationError] = Field(default_factory=list)
    duration_ms: int = 0
    verifiers: list[VerifierOutcome] = Field(default_factory=list)
    reverted: list[str] = Field(default_factory=list)
    """Protected paths (relative to the workspace) found changed, created or deleted and put
    back as they were at the run's start before the verifiers judged the workspace."""
    cannot_run: str | None = None
    """Why a verifier could not run at all (its command is not there): the run ends
    ``failed`` at once, since no session can fix that."""
    branch: int | None = None
    """Which of the attempt's parallel sessions' work this verified (1..N)."""


class RunResult(_Model):
    """The workflow's single output (SPEC section 3)."""

    workflow_id: str
    final_status: FinalStatus
    attempts: int
    session_results: list[SessionResult] = Field(default_factory=list)
    verification_results: list[VerificationResult] = Field(default_factory=list)
    error_history: list[str] = Field(default_factory=list)
    failed_at: datetime | None = None
    error: str | None = None
    usage: Usage = Field(default_factory=Usage)
    winner: int | None = None
    """The branch whose work passed verification in the last attempt (1 for a single
    session that passed), or ``None``."""


class ClaimInput(_Model):
    """Input of the claim activity: the workspace the run needs."""

    workspace: str
    sandbox: SandboxChoice = "auto"
    """The run's ``--sandbox``: a host that cannot honour ``bwrap`` refuses the run."""
    commands: list[str] = Field(default_factory=list)
    """The verifier commands: one whose program is not on the host fails the run at once."""


class Claim(_Model):
    """Which host runs a run's sessions and verifiers: the one holding its workspace."""

    host: str
    session_queue: str
    verify_queue: str
    shared: bool = False
    """Workspaces are on shared storage (GREENLOOP_SHARED_WORKSPACES=1 on the worker): a
    run whose host is gone may be claimed again by another."""


class RestoreInput(_Model):
    """Input of the restore activity: put a snapshot back into a workspace."""

    snapshot: SnapshotRef
    workspace: str
    protect: list[str] = Field(default_factory=list)
    """Protected patterns: those paths keep their current content (a snapshot taken after
    an attempt may hold the agent's tampering with them)."""


class LoopState(_Model):
    """What the workflow's ``state`` query answers."""

    phase: Phase | FinalStatus
    """``session``, ``verifying``, ``retrying``, or the final status once the run ended."""
    attempt: int
    max_attempts: int
    error_history: list[str] = Field(default_factory=list)
    usage: Usage = Field(default_factory=Usage)


class BranchInput(_Model):
    """Input of one branch (a child workflow): one session in its own copy of the
    workspace, then the verifiers there."""

    request: RunRequest
    attempt: int
    branch: int
    message: str
    claim: Claim
    token_budget: int | None = None
    cost_budget_usd: float | None = None
    session_key: str


class BranchResult(_Model):
    """How one branch went; ``copy`` is the workspace copy it worked in."""

    attempt: int
    branch: int
    session: SessionResult
    verification: VerificationResult | None = None
    copy_path: str | None = None
    error: str | None = None
    """Why the branch could not run (its copy could not be made), if it could not."""


class CopyInput(_Model):
    """Make (or remove) the workspace copies of a run's parallel sessions."""

    workspace: str
    run_id: str
    """The parent run's workflow id: it names the copies' directory."""
    attempt: int = 0
    branch: int = 0


class ApplyInput(_Model):
    """Put the winning branch's changes into the workspace."""

    copy_path: str
    workspace: str
    protect: list[str] = Field(default_factory=list)
    """Protected patterns: those paths are left as the workspace has them."""
