"""How found errors become the verification's errors: each one's label (build, test, lint,
custom), which groups come first, how a group becomes lines, and the ``+N more`` tally.

Distinct places are never folded into one line with a count: a group (one cause) lists its
test ids, or its places (``; also at b.py:7:1``), as far as they fit. Lines are then picked
one at a time (``_select``): a line that names something new (a cause or code, an exception
type, a file or Go package) before one that repeats, and for test runners short of room a
new kind of error (exception type and its code, ``ZodError invalid_union``) before another
cause of a known kind in a new file; codes that say how code is written or
annotated after every other; for compilers and linters, the code under change before tests.
What does not fit within ``LABEL_BUDGET`` is counted in one ``+N more in K files (CODE xN)``.
Given a baseline (the previous output of the same command), errors it did not have come
before everything else: their groups, their lines, their places and ids within a line.
"""

from __future__ import annotations

import collections
import re
from collections.abc import Mapping, Sequence, Set
from dataclasses import dataclass, field, replace

from activities.summarize.base import (
    _CALLER_RX,
    _GAVE_UP_RX,
    _LABELS,
    _MORE_BUDGET,
    DIGEST_CAP,
    MAX_PER_KIND,
    SUMMARY_MAX,
    _clean,
    _file_in,
    _Found,
    _Group,
    _is_generated_path,
    _is_test_path,
    _Natural,
    _shorten,
)
from activities.summarize.generic import _LOCATION_RX
from contract.findings import VerificationError, VerifierKind

_OWN_LABEL: dict[str, VerifierKind] = {"build": "build", "test": "test", "lint": "lint"}
# type checkers: a build error in a build or test verifier, a lint finding in a lint verifier
_TYPE_CHECKERS = frozenset(("mypy", "pyright", "tsc", "staticcheck"))

LINE_MAX = 300
"""Longest line a group is rendered to (a first line may hold several test ids); in a digest
with room for every line at one and a half to four times the message width, a test's line
may be as much longer for its message."""

_NEW_SUMMARY_MAX = 280
"""How long the first line of an error the change brought may be (others: ``SUMMARY_MAX``)."""
_ROOMY_SUMMARY_MAX = 2 * SUMMARY_MAX + 60
"""How long a compiler's or linter's line may be in a digest with room for every line that
long (a test's message: up to four times its width)."""
_ROOMY_TIERS = (
    (_ROOMY_SUMMARY_MAX, 4.0, True),
    (_ROOMY_SUMMARY_MAX, 4.0, False),
    (_ROOMY_SUMMARY_MAX, 2.0, False),
    (_NEW_SUMMARY_MAX, 2.0, False),
    (_NEW_SUMMARY_MAX, 1.5, False),
)
"""The widths tried, widest first, when every line fits the digest at the widest width: a
compiler's or linter's line limit, how many times that width a test's message may take, and
whether a compiler's line goes on with the source line it points into (only at the widest).
One and a half times comes before the plain width: a step down from two to one is a cliff,
where a digest 25 characters short of two times was cut to one, a quarter of it left empty."""
_ALSO_MAX = 6
"""Places after ``also at`` on one line; more go to a later line, which competes for room."""

_ALSO_FIRST = 2
"""Places after ``also at`` on a message's first line: more places of one message are
repeats, listed after every other message has its line."""

LABEL_BUDGET = 1800
"""Characters of lines listed per label before the rest is counted in ``+N more``."""

# the import path of a Go function a frame is in ("in github.com/a/b/c.F": c.F)
_FUNC_PATH_RX = re.compile(r" in (?:[\w.-]+/)+(?=[\w.()*]+(?: from |\)?$))")

_AGAIN_MIN = 60
"""Room a line must have left for a test's other cases (``_Found.again``) to be told."""

_FATAL_WHOLE = 12
"""Places of a code that says the code cannot run (``_FATAL_CODE_RX``) up to which each is told
on a line of its own."""

_ID_MAX = 200
"""A test id up to this long is shown whole on its cause's first line (its message is cut
first); a longer one is cut too."""


def _label(natural: _Natural, kind: str, tool: str = "") -> VerifierKind:
    """The type an error is reported as (the rule is in the package docstring)."""
    if tool == "go" and kind == "lint":
        # go vet prints exactly what go build prints; in a lint verifier it is go vet
        return "lint"
    if tool in _TYPE_CHECKERS and kind == "lint":
        return "lint"
    if natural == "build":
        return "build"
    return _OWN_LABEL.get(kind) or natural or "custom"


@dataclass(slots=True)
class _Line:
    """One rendered line and what it stands for."""

    text: str
    count: int
    files: set[str] = field(default_factory=set)
    code: str = ""
    style: bool = False
    """From a style or annotation code: listed after every line of the other codes."""
    placed: bool = False
    """A compiler's or linter's line (places), not a test runner's (test ids)."""
    new: bool = False
    """Names an error the baseline (the previous output) did not have."""
    more: bool = False
    """A cause's later line: more of its ids, or places, under its message said again."""
    warning: bool = False
    """A warning's line (listed beside errors): its code is named after theirs."""
    areas: set[str] = field(default_factory=set)
    """A Go test line's test files, within its packages: a file not named yet is news too
    (a package's failures in sort_test.go beside many of flag_test.go)."""
    said: str = ""
    """A test line's message: another cause's line that says it again word for word (the
    same check failing alike at other lines) tells less than one that says something new."""


# a place a message names ("panicked at src/lib.rs:1885:9: ..."): lines that differ only
# there say the same
_PLACE_RX = re.compile(r"\S+\.\w+:\d+(?::\d+)?")
_EXPAND_SPARE = 60
"""Characters a digest keeps spare when it tells a message's places each on its own line."""
_WHOLE_BEFORE_LAST = 100
"""What a label before the last may spend on each place's own line, over grouping them."""
_TAG_ROOM = 8
"""What a digest adds to each line: its ``[TEST] `` tag and a newline."""
_TOTALS_ROOM = 300
"""What a label's totals and ``+N more`` lines take of a digest, about."""

_SLACK = 24
"""Characters a cause's first message may run over its width rather than lose its end."""

_PLACES_SHOWN = 1
"""Places named for one cause's tests that failed at different lines."""
_CODE_PLACES_SHOWN = 3
"""Places named for one cause when none of them is in a test file..."""
_CODE_PLACES_ROOM = 120
"""... within about this many characters."""
_CALLERS_RX = re.compile(r",? (?:from|test at) ")

_TEST_MESSAGE_WIDTHS = (SUMMARY_MAX, 130, 100, 80)
"""How much of its message a test cause's first line shows: as much as a line holds when
every cause's first line fits a label's budget so; less when more causes would be listed
whole, so that each distinct cause is named."""


_WIDTHS = ((SUMMARY_MAX, True), *((width, False) for width in _TEST_MESSAGE_WIDTHS))
"""The widths tried, widest first, until every cause's first line fits a label's budget: a
compiler's or linter's messages at a new error's length (``wide``), then the test messages'
widths."""


_GO_FAILED = "--- FAIL: "
_IN_FUNC_RX = re.compile(r"(\S+:\d+): in \S+")
_ASSERT_EQ = ": assertion `left "
_ASSERT_EQ_SHORT = ": `left "
_GO_TEST_RX = re.compile(r"(?:Test|Example|Benchmark|Fuzz)\w*")
_TAP_SCOPE_RX = re.compile(r"(.+?: )not ok \d")
"""A TAP test's scope: the tape test or node suites it is in, before its ``not ok N``."""


def _test_lines(
    g: _Group,
    message_max: int = _TEST_MESSAGE_WIDTHS[0],
    split: bool = False,
    source: bool = False,
    again: bool = True,
) -> list[_Line]:
    """A test group: its ids packed onto lines under the shared message and location; with
    ``split``, a test whose message (its values) no line told yet leads a line of its own;
    with ``source``, a line that says a message goes on with the source line that raised it,
    when the runner showed it; with ``again``, in a digest with room, a message goes on with
    the other cases its check failed for, as far as the line has room."""
    first = g.first
    roomy = message_max > SUMMARY_MAX

    def words(m: _Found) -> str:
        # (assert_eq!'s words as the test binary prints them in a digest with room; without,
        # its values say it: "`left == right` failed: left: 15 right: 10")
        text = _clean(m.message)
        return text if roomy else text.replace(_ASSERT_EQ, _ASSERT_EQ_SHORT, 1)

    message = words(first)
    loc = _clean(first.loc)
    if not roomy:
        # a Go function's import path, but in a digest with room for every line at twice the
        # width ("in github.com/a/b.F" reads "in b.F": its package stays)
        loc = _FUNC_PATH_RX.sub(" in ", loc)
    # (a digest with room for every line at twice the width: a line as much longer)
    line_max = LINE_MAX + max(0, message_max - SUMMARY_MAX)
    by_place: list[str] = []
    if first.tool == "pytest" and not roomy:
        # the test's line that called the code that raised: told in a digest with room; so
        # is the function of a test's own frame (--tb=short's "tests/a.py:9: in test_x")
        loc = _CALLER_RX.sub("", loc)
        frame = _IN_FUNC_RX.fullmatch(loc)
        loc = frame.group(1) if frame and _is_test_path(_file_in(loc)) else loc
    if len({m.loc for m in g.members}) > 1:
        # tests that called the failing code from different lines: the caller is no one's;
        # tests failing with one message at different lines: each line named
        # (one place, with or without the function a backtrace named, is one place)
        places: dict[str, str] = {}
        for m in g.members:
            place = _CALLER_RX.sub("", _clean(m.loc))
            places.setdefault(place.partition(" in ")[0], place)
        named = list(places.values())
        # places in the code under test, not the tests' (each may need the fix): up to
        # three, without the test lines that called them
        bare = list(dict.fromkeys(_CALLERS_RX.split(p, 1)[0] for p in named))
        n_places = _PLACES_SHOWN
        code_places = len(bare) > 1 and not any(_is_test_path(_file_in(p)) for p in bare)
        if (
            (code_places or (roomy and len(bare) > 1))
            and len(bare) <= _CODE_PLACES_SHOWN
            and " in " not in "".join(bare)
        ):
            # a few places in the code under test, one message (a name a rename left undefined
            # in two functions): each its own line, its tests first, as the tool printed it
            # ("geometry.py:113: NameError"); each may need the fix. In a digest with room, a
            # few places in tests too (a test that uses the renamed name itself)
            by_place = bare
        elif code_places:
            # (as many as fit in about a line's third, and not at the cost of the message or
            # the first id: they come first)
            named = bare
            spare = line_max - len(message) - len(_clean(first.head)) - 10
            while n_places < min(len(bare), _CODE_PLACES_SHOWN) and (
                len(", ".join(bare[: n_places + 1])) <= min(_CODE_PLACES_ROOM, spare)
            ):
                n_places += 1
        loc = ", ".join(named[:n_places]) + (", …" if len(named) > n_places else "")
    pkgs = {m.pkg for m in g.members}
    shared = pkgs.pop() if len(pkgs) == 1 else ""
    members = _new_first(g.members)
    if by_place:
        members.sort(key=lambda m: by_place.index(_bare_place(m)))
    heads = [_clean(f"{m.head} ({m.pkg})" if m.pkg and not shared else m.head) for m in members]
    pkg = f" ({shared})" if shared else ""
    lines: list[_Line] = []
    at = ""
    told = {message}
    i = 0
    while i < len(heads):
        lead = not lines
        if by_place:
            # a line per place: the first of each says where, as a cause's first line does
            at = _bare_place(members[i])
            lead = not lines or at != _bare_place(members[i - 1])
            # (in a digest with room, with the test's line that called it, as a cause's
            # first line says it)
            loc = _clean(members[i].loc) if roomy else at
        message = words(first if not lines else members[i])
        if not lead and message in told and not by_place:
            # a later line leads with a test whose message was not told yet, if one is left
            # (the same cause, other values: "'twelve point' != 'twelve point five'")
            j = next((j for j in range(i + 1, len(members)) if words(members[j]) not in told), 0)
            if j:
                members.insert(i, members.pop(j))
                heads.insert(i, heads.pop(j))
                message = words(members[i])
        told.add(message)
        # (a message a little over the width is told whole: its end is often the values)
        limit = message_max if lead or split else 60
        place, _, func = loc.partition(" in ")
        if place and place in message:
            # a message that names its place ("panicked at a.rs:3:5: ...") has no tail
            limit += len(place) + 3
        limit = len(message) if lead and len(message) <= limit + _SLACK else limit
        msg = _shorten(message, limit) if message else ""
        # (a later line of the cause says its message again, not where: the first says it)
        tail = (
            f" ({loc})"
            if lead and loc and loc not in msg and all(loc not in h for h in heads[i:])
            else ""
        )
        if tail and func and place in msg:
            tail = f" (in {func})"
        over = len(heads[i]) + len(pkg) + 3 + len(msg) + len(tail) - line_max
        if msg and over > 0 and " from " in tail:
            # the test's line that called the failing code gives way before the message
            short = _CALLER_RX.sub("", tail.removesuffix(")")) + ")"
            over -= len(tail) - len(short)
            tail = short
        if msg and over > 0 and len(heads[i]) <= _ID_MAX:
            # a test's id is what names it: its message gives way first
            msg = _shorten(message, max(60, len(msg) - over))
        elif msg and over > 0:
            # a longer id is cut to what the message leaves, at least 80: the message leaves that
            # (within LINE_MAX: the longer line is for a message beside an id of usual length)
            msg = _shorten(message, max(60, LINE_MAX - 80 - len(pkg) - 3 - len(tail)))
        cases = _clean((first if lead else members[i]).again) if again else ""
        if cases and roomy and msg == message and over < -_AGAIN_MIN:
            # the check's other cases, with their values, as far as the line has room in a
            # digest with room for every line at twice the width (the message itself whole)
            msg = f"{message}; {_shorten(cases, -over - 2)}"
        if (
            msg
            and tail
            and first.tool == "pytest"
            and ", …" not in loc
            and " " not in loc.partition(" from ")[0]
            and not msg.startswith("error at ")
            and not first.head.startswith("ERROR collecting ")
        ):
            # pytest's own order: the place, then what was raised there ("weighted.py:759:
            # NameError: ..."), as its crash line and --tb=line print it; the test's line
            # that called it after
            caller = tail.removesuffix(")").partition(" from ")[2]
            end = f"{pkg} - {loc.partition(' from ')[0]}: {msg}"
            end += f" (from {caller})" if caller else ""
        else:
            end = f"{pkg} - {msg}{tail}" if msg else pkg + tail
        # (the cause's first line only: its later lines say its message again; and not a
        # raise statement, whose exception the message names)
        raised = (first if not lines else members[i]).source
        if source and lead and raised and msg == message and not raised.startswith("raise "):
            end += f" [{raised}]" if raised not in end else ""
        room = line_max - len(end)
        # (more ids on the line within LINE_MAX only: the longer line is for the message)
        packed = min(room, LINE_MAX - len(end))
        taken: list[str] = []
        size = 0
        scope = ""
        for k, head in enumerate(heads[i:], start=i):
            own = words(members[k])
            if split and taken and own not in told and not _CHAIN_RX.sub("", own).endswith("…"):
                # (a message the tool cut says no values of its own; the last exception of a
                # chain, told after the first, is cut to its room, the first's values kept)
                break
            # TAP tests in one suite or tape test, one after another: its name said once
            # ("# extname: not ok 132 should be equal, not ok 135 should be equal")
            said = _TAP_SCOPE_RX.match(head)
            if taken and said and said.group(1) == scope:
                head = head[len(scope) :]
            scope = said.group(1) if said else ""
            piece = head if not taken else f", {head}"
            if taken and size + len(piece) > packed:
                break
            if by_place and _bare_place(members[k]) != at:
                break
            width = room if len(head) <= _ID_MAX else packed
            taken.append(_shorten(head, max(width, 80)) if not taken else head)
            size += len(piece)
        shown = members[i : i + len(taken)]
        i += len(taken)
        count = sum(m.count for m in shown)
        text = ", ".join(taken) + end
        if len(taken) == 1 and shown[0].count > 1:
            # (the count after the line, which stays within line_max)
            times = f" (x{shown[0].count})"
            text = _shorten(text, line_max - len(times)) + times
        # a Go package counts as a file: each failing package named before repeats
        files = {f for m in shown if (f := m.pkg or m.file())}
        areas = {f"{m.pkg} {area}" for m in shown if m.pkg and (area := _go_area(m))}
        new = any(m.new for m in shown)
        lines.append(
            _Line(
                text,
                count,
                files,
                _exception(message),
                new=new,
                more=not lead,
                areas=areas,
                said=_PLACE_RX.sub("", message),
            )
        )
    if by_place:
        # each place's first line before the rest of its tests
        lines.sort(key=lambda ln: ln.more)
    return lines


_CHAIN_RX = re.compile(r"; (?:while handling it|which caused): .*$")


def _bare_place(m: _Found) -> str:
    """A test's place without the test's line that called it (and what follows)."""
    return _CALLERS_RX.split(_CALLER_RX.sub("", _clean(m.loc)), 1)[0]


def _go_area(m: _Found) -> str:
    """The test file a Go test failed in; for an example (its output differed, no line
    named), the package's examples."""
    return _file_in(m.loc) or ("examples" if m.head.startswith("Example") else "")


_EXCEPTION_RX = re.compile(
    r"(?:error at \w+: |[\w./-]+\.(?:go|py):\d+: |\[)?(?:[\w$]+\.)*"
    r"((?:[A-Z][\w$]*?)?(?:Error|Exception|Failure|Exit))\b"
    r"|(panic(?:ked)?)\b"
)


_ISSUE_CODE_RX = re.compile(r": code (\w+)")
_ASSERTED_RX = re.compile(r"(?: at \S+(?: in \S+)?)?: (?:assertion|`left [=!]= right`)")


def _exception(message: str) -> str:
    """The kind of error a test failed with: its exception type (``TypeError``, ``panic``)
    and the code it carries, if it names one (``ZodError invalid_union``); or ``""``."""
    m = _EXCEPTION_RX.match(message)
    if not m or _GAVE_UP_RX.fullmatch(message):
        return ""  # (what a runner says of a test it gave up on names no kind of error)
    code = _ISSUE_CODE_RX.match(message, m.end())
    name = m.group(1) or m.group(2)
    if name == "panicked" and _ASSERTED_RX.match(message, m.end()):
        # a test's assert_eq! is another kind of error than a panic in the code it tests
        return "panicked assertion"
    return f"{name} {code.group(1)}" if code else name


def _place_lines(
    g: _Group, whole: bool = False, wide: bool = False, limit: int = 0, source: bool = False
) -> list[_Line]:
    """A compiler or linter group: one line per message, its other places after ``also at``;
    with ``whole``, one line per place, as the tool printed it; with ``wide``, each message's
    first line as long as a new error's; with ``limit``, every line as long as that; with
    ``source``, each line's first place followed by its source line, when the tool showed it."""

    def said(m: _Found, width: int) -> str:
        text = m.summary(width)
        return f"{text} [{m.source}]" if source and m.source else text

    if whole:
        code = g.cause[1] if len(g.cause) > 1 else ""
        code = code if len(code) <= 32 and " " not in code else ""
        style = bool(_STYLE_CODE_RX.match(code)) or g.first.warning
        return [
            _Line(
                said(m, limit or (_NEW_SUMMARY_MAX if m.new or m.wide else SUMMARY_MAX)),
                m.count,
                {f} if (f := m.file()) else set(),
                code,
                style,
                placed=True,
                new=m.new,
                warning=g.first.warning,
            )
            for m in sorted(g.members, key=lambda m: (not m.new, m.order))
        ]
    by_what: dict[str, list[_Found]] = {}
    for m in sorted(_new_first(g.members), key=lambda m: _is_generated_path(m.place)):
        by_what.setdefault(m.what or m.head, []).append(m)
    # new messages first (with a baseline); places outside tests and a build's output first:
    # a type error in a test, or in dist/ built from the source, is more often a consequence
    subgroups = sorted(
        by_what.values(),
        key=lambda ms: (
            not ms[0].new,
            _is_test_path(ms[0].place) or _is_generated_path(ms[0].place),
            ms[0].order,
        ),
    )
    code = g.cause[1] if len(g.cause) > 1 else ""
    code = code if len(code) <= 32 and " " not in code else ""
    lines: list[_Line] = []
    style = bool(_STYLE_CODE_RX.match(code)) or g.first.warning
    for members in subgroups:
        i = 0
        while i < len(members):
            # each line leads with a place as the tool printed it (what the change brought
            # told whole, as far as a line goes), its message's other places after it
            head = members[i]
            first_line = i == 0
            longer = head.new or head.wide or (wide and first_line)
            text = said(head, limit or (_NEW_SUMMARY_MAX if longer else SUMMARY_MAX))
            lead = f"{text}; also at "
            shown = [head]
            places: list[str] = []
            size = len(lead)
            for m in members[i + 1 :]:
                piece = _shorten(_clean(m.place or m.brief), 80)
                if size + len(piece) + 2 > LINE_MAX or len(places) >= (
                    _ALSO_FIRST if first_line else _ALSO_MAX
                ):
                    break
                places.append(piece)
                shown.append(m)
                size += len(piece) + 2
            i += 1 + len(places)
            lines.append(
                _Line(
                    f"{lead}{', '.join(places)}" if places else text,
                    sum(m.count for m in shown),
                    {f for m in shown if (f := m.file())},
                    code,
                    style,
                    placed=True,
                    new=any(m.new for m in shown),
                    more=not first_line,
                    warning=g.first.warning,
                )
            )
    return lines


def _new_first(members: list[_Found]) -> list[_Found]:
    """Members the baseline did not have first (stable: otherwise in order)."""
    return sorted(members, key=lambda m: not m.new) if any(m.new for m in members) else members


def _group_lines(
    g: _Group,
    message_max: int = _TEST_MESSAGE_WIDTHS[0],
    wide: bool = False,
    split: bool = False,
    source: bool = False,
    again: bool = True,
) -> list[_Line]:
    if g.first.what:
        code = g.cause[1] if len(g.cause) > 1 else ""
        if _FATAL_CODE_RX.match(code) and not g.first.warning and len(g.members) <= _FATAL_WHOLE:
            # each place where the code cannot run on a line of its own, as the tool printed
            # it (a removed import's few uses: each one a line to fix)
            return _place_lines(g, whole=True, wide=wide)
        return _place_lines(g, wide=wide)
    if g.first.natural == "build":
        # a suite that did not compile: its compiler's message is the whole of what it says
        message_max = max(message_max, SUMMARY_MAX)
    return _test_lines(g, message_max, split, source, again)


# Codes that say the code cannot run as written: an undefined name, a syntax error, a
# statement where Python forbids it (pyflakes' F82x, F63x and F7xx, pycodestyle's E9xx,
# pylint's errors: what flake8's usual CI selection "E9,F63,F7,F82" checks; pylint's own
# undefined-variable, used-before-assignment and undefined-all-variable). Listed before
# every other code, however often they fire: a half-done rename is hundreds of F821; up to
# _FATAL_WHOLE places, each on a line of its own.
_FATAL_CODE_RX = re.compile(r"(?:F82[123]|F63\d|F7\d\d|E9\d\d|PLE\d{4}|E060[123])$")

# Codes that say how code is written or annotated, not that it is wrong: listed after the
# rest (pycodestyle and ruff's style families; mypy's and pyright's missing annotations and
# stubs; tsc's unused names and implicit any, and what its strictest flags ask of the form:
# type-only imports and exports under verbatimModuleSyntax/isolatedModules, erasable syntax,
# override modifiers, bracket access to index signatures, isolatedDeclarations' annotations;
# pylint's convention, refactor, warning and information categories: its E and F codes lead;
# staticcheck's style checks (ST: its other checks and the type checker's errors lead); a
# file a formatter would change).
_STYLE_CODE_RX = re.compile(
    r"(?:[EW][1-6]\d\d|W\d+|[CRI]\d{4}|E501|E731|E741|F401|F403|F405|I\d+|D\d+|N\d+|UP\d+|SIM\d+|RET\d+|C4\d+|PT\d+|PIE\d+"
    r"|ANN\d+|COM\d+|Q\d+|ERA\d+|T20\d|FBT\d+|EM\d+|TRY\d+|PL[CR]\d+|RUF0[01]\d"
    r"|no-untyped-(?:def|call)|type-arg|var-annotated|import-(?:not-found|untyped)|unused-ignore"
    r"|redundant-\w+|report(?:Missing(?:Imports|ModuleSource|TypeStubs|ParameterType)|Unknown\w+"
    r"|Unused\w+|Untyped\w+|MissingSuperCall)|TS(?:6133|6196|6192|6198|7006|7005|7031|7053"
    r"|1484|1205|1294|411[1-6]|90\d\d)|ST\d{4}|reformat|unformatted)$"
)


def _order(groups: list[_Group]) -> list[_Group]:
    """Tests: the largest cause first. Compilers and linters: codes that say something is
    wrong before style and annotation codes, groups with a place outside tests before groups
    only in tests; then the largest such group (a half-done rename fails the same way in
    many places), then the rarest first: a code that fires hundreds of times is usually a
    setting of the project, and a code that fires once a mistake in the change. With a
    baseline (the previous output of the same command), groups holding an error it did not
    have come before all others."""

    def rank(g: _Group) -> tuple[int, int]:
        code = g.cause[1] if len(g.cause) > 1 else ""
        style = 2 if _STYLE_CODE_RX.match(code) or g.first.warning else 1
        style = 0 if _FATAL_CODE_RX.match(code) and not g.first.warning else style
        # (a build's output, dist/a.js, after the code it was built from, as tests are)
        later = all(_is_test_path(m.place) or _is_generated_path(m.place) for m in g.members)
        return style, int(later)

    placed = [g for g in groups if g.first.what]
    ranks = {id(g): rank(g) for g in placed}
    lead = min(placed, key=lambda g: (ranks[id(g)], -g.count, g.order), default=None)

    def key(g: _Group) -> tuple[int, ...]:
        # with a baseline, groups with errors it did not have come first
        old = int(not g.new)
        if not g.first.what:
            # (tests the runner gave up on, however many, after the causes the code gave)
            gave_up = int(bool(_GAVE_UP_RX.fullmatch(g.first.message)))
            return (old, gave_up, 0, 0, -g.count, g.order)
        style, only_tests = ranks[id(g)]
        return (old, style, only_tests, 0 if g is lead else 1, g.count, g.order)

    return sorted(groups, key=key)


def _rank_groups(
    groups: Sequence[_Group],
    kind: str,
    *,
    extra: Mapping[str, int],
    reserve: int | None = None,
    fuller: int = 0,
) -> list[VerificationError]:
    """Label the groups, list their lines round-robin within a budget, tally the rest.
    ``reserve``: what the digest's count lines take of it (else about ``_TOTALS_ROOM``)."""
    out: list[VerificationError] = []
    present = [
        label
        for label in _LABELS
        if extra.get(label)
        or any(_label(g.first.natural, kind, g.first.tool) == label for g in groups)
    ]
    for label in _LABELS:
        mine = [g for g in groups if _label(g.first.natural, kind, g.first.tool) == label]
        if not mine and not extra.get(label):
            continue
        last = label == present[-1]
        ordered = _order(mine)
        # a compiler's or linter's places each on a line of its own, as it printed them, when
        # all of them fit; else places of one message share a line
        whole = {id(g): _place_lines(g, whole=True) for g in ordered if g.first.what}
        n_whole = sum(len(lines) for lines in whole.values())
        whole_size = sum(len(x.text) + 1 for lines in whole.values() for x in lines)
        fits = (
            whole_size <= LABEL_BUDGET
            and n_whole <= MAX_PER_KIND
            and sum(g.count for g in ordered if g.first.what) == n_whole
        )
        if fits and not last:
            # (a label before the last leaves later labels the room grouping would save)
            grouped = sum(len(x.text) + 1 for g in ordered if g.first.what for x in _place_lines(g))
            fits = whole_size - grouped <= _WHOLE_BEFORE_LAST
        for width, wide in _WIDTHS:
            rendered = [
                (g, whole[id(g)] if fits and g.first.what else _group_lines(g, width, wide))
                for g in ordered
            ]
            # every cause's first line within the budget (wide: every message's), or the
            # narrowest messages
            firsts = [x for _, lines in rendered for x in (lines if wide else lines[:1])]
            if sum(len(x.text) + 1 for x in firsts if not x.more) <= LABEL_BUDGET:
                break
        listed, hidden = _select([lines for _, lines in rendered])

        more = extra.get(label, 0)
        reserved = _TOTALS_ROOM if reserve is None else reserve
        if last:
            reserved += sum(len(e.summary) + _TAG_ROOM for e in out)
        if hidden and _fits([*listed, *hidden], _hidden_tally([], rendered, more), reserved):
            # what the label's budget left out fits the digest all the same: listed rather
            # than counted
            listed, hidden = [*listed, *hidden], []
        elif hidden and last:
            # the last label's lines the budget left out, in order, as far as the digest has
            # room for them (no later label's lines need it)
            while hidden and _fits(
                [*listed, hidden[0]], _hidden_tally(hidden[1:], rendered, more), reserved
            ):
                listed.append(hidden.pop(0))
        # a cause's later lines, and style codes' lines, give way before a digest would cut
        # the messages of others to make room for them (what the digest's lines, tags and
        # totals take)
        while (
            len(listed) > 1
            and (listed[-1].more or listed[-1].style)
            and not _fits(listed, _hidden_tally(hidden, rendered, more), reserved)
        ):
            hidden.append(listed.pop())
        sourced = False  # (whether the lines go on with their source lines)
        told_again = True  # (and with a loop's other cases)
        if last and not hidden and not _hidden_tally([], rendered, more) and width == _WIDTHS[0][0]:
            # (nothing counted rather than told: not a line's places past its "also at" either)
            # every line listed at the widest width, as the last label: tests' messages told
            # at four or two times it (a line as much longer than LINE_MAX, its ids packed
            # within LINE_MAX), if that still lists every line within the digest
            # (a compiler's or linter's message at _ROOMY_SUMMARY_MAX first: a type checker's
            # two long types; then at a new error's width; a test's at four times the width
            # first: a Go test's several log lines, each a check that failed)
            # (each tier with a loop's other cases after its message, then without them:
            # they take what room a line has, not the room of other lines' messages)
            tiers = [(*tier, cases) for tier in _ROOMY_TIERS for cases in (True, False)]
            for limit, times, source, cases in tiers:
                roomy = [
                    (
                        g,
                        _place_lines(g, whole=fits, wide=wide, limit=limit, source=source)
                        if g.first.what
                        else _group_lines(g, int(times * width), wide, source=source, again=cases),
                    )
                    for g, _ in rendered
                ]
                wider, left = _select([lines for _, lines in roomy])
                if not left and _fits(wider, _hidden_tally([], roomy, more), reserved + fuller):
                    listed, rendered, width = wider, roomy, int(times * width)
                    sourced, told_again = source, cases
                    break
        if last and not hidden:
            # room left: tests of one cause that failed with other values (subtests, cases
            # of a loop) each with their own, as far as every line still fits
            split = [
                (g, x if g.first.what else _group_lines(g, width, wide, True, sourced, told_again))
                for g, x in rendered
            ]
            lines_split, left = _select([lines for _, lines in split])
            changed = any(
                [a.text for a in x] != [b.text for b in y]
                for (_, x), (_, y) in zip(split, rendered, strict=True)
            )
            if (
                changed
                and not left
                and _fits(lines_split, _hidden_tally([], split, more), reserved)
            ):
                listed, rendered = _together(lines_split, split), split
        if last and not hidden:
            # room left: a Go test's line said as go test says it ("--- FAIL: TestParse"),
            # the form a reader searches its output for, as far as every line still fits
            # (within the line's own bound at the width it was rendered at)
            go = {id(x) for g, lines in rendered if g.first.tool == "go test" for x in lines}
            line_max = LINE_MAX + max(0, width - SUMMARY_MAX) - len(_GO_FAILED)
            said = [
                replace(x, text=f"{_GO_FAILED}{x.text}")
                if id(x) in go and _GO_TEST_RX.match(x.text) and len(x.text) <= line_max
                else x
                for x in listed
            ]
            if said != listed and _fits(said, _hidden_tally([], rendered, more), reserved):
                listed = said
        if last and not hidden and not fits:
            # a compiler's or linter's messages whose places share a line ("; also at"): each
            # place on its own line, as the tool printed it, one message after another in
            # their order, as far as the digest has room
            # (the fewest places first: each line then tells one more place's message; not a
            # pass's warnings, whose digest begins with what passed)
            placed = sorted(
                (g for g, _ in rendered if g.first.what and not g.first.warning),
                key=lambda g: len(g.members),
            )
            for g in placed:
                trial = [(h, _place_lines(h, whole=True) if h is g else x) for h, x in rendered]
                more_lines, left = _select([lines for _, lines in trial])
                tally = _hidden_tally([], trial, more)
                if not left and _fits(more_lines, tally, reserved + _EXPAND_SPARE):
                    listed, rendered = more_lines, trial
        out.extend(VerificationError(type=label, summary=line.text) for line in listed)
        tally = _hidden_tally(hidden, rendered, more)
        if tally:
            out.append(VerificationError(type=label, summary=tally))
    return out


def _together(
    listed: Sequence[_Line], rendered: Sequence[tuple[_Group, list[_Line]]]
) -> list[_Line]:
    """``listed`` in its order, but each test cause's lines together where its first is."""
    cause = {id(x): (i, g) for i, (g, lines) in enumerate(rendered) for x in lines}
    out: list[_Line] = []
    done: set[int] = set()
    for line in listed:
        i, g = cause[id(line)]
        if g.first.what:
            out.append(line)
        elif i not in done:
            done.add(i)
            out.extend(rendered[i][1])
    return out


def _fits(lines: Sequence[_Line], tally: str, reserved: int) -> bool:
    """Whether ``lines`` listed, their ``tally`` line and ``reserved`` characters of count
    lines fit the digest."""
    size = sum(len(x.text) + _TAG_ROOM for x in lines)
    size += len(tally) + _TAG_ROOM if tally else 0
    return size <= DIGEST_CAP - reserved


def _hidden_tally(
    hidden: Sequence[_Line], rendered: Sequence[tuple[_Group, list[_Line]]], extra: int
) -> str:
    """The ``+N more`` line for the lines not listed and the places not kept (``""``:
    none)."""
    n_hidden = sum(line.count for line in hidden) + extra
    files: dict[str, None] = {}
    codes: dict[str, int] = {}
    warned: set[str] = set()
    for line in hidden:
        files.update(dict.fromkeys(sorted(line.files)))
        if line.code:
            codes[line.code] = codes.get(line.code, 0) + line.count
            if line.warning:
                warned.add(line.code)
    for g, lines in rendered:
        unstored = g.count - sum(m.count for m in g.members)
        if unstored > 0:
            n_hidden += unstored
            # the files of the places not kept (those of a kept place are named already)
            kept = {f for m in g.members if (f := m.file())}
            files.update(dict.fromkeys(sorted(g.files - kept)))
            if lines and lines[0].code:
                codes[lines[0].code] = codes.get(lines[0].code, 0) + unstored
                if lines[0].warning:
                    warned.add(lines[0].code)
    return _tally(n_hidden, files, codes, warned) if n_hidden else ""


def _select(families: list[list[_Line]]) -> tuple[list[_Line], list[_Line]]:
    """The lines to list, most important first: a line that names an error code (or cause)
    or a file not named yet comes before one that repeats them; otherwise the families'
    order, and within a family its own order. The rest is returned to be counted."""
    pending = [
        (rank, i, line) for rank, lines in enumerate(families) for i, line in enumerate(lines)
    ]
    kinds: set[str] = set()
    # short of room, a new exception type outranks another cause of a known one
    short = (
        len(pending) > MAX_PER_KIND or sum(len(x.text) + 1 for _, _, x in pending) > LABEL_BUDGET
    )
    files: set[str] = set()
    areas: set[str] = set()
    messages: set[str] = set()
    started: set[int] = set()
    told: collections.Counter[int] = collections.Counter()
    listed: list[_Line] = []
    size = 0
    while pending and len(listed) < MAX_PER_KIND:

        def key(item: tuple[int, int, _Line]) -> tuple[bool, bool, int, int, int, int]:
            rank, i, line = item
            fresh = (line.files - files) or (line.areas - areas)
            first = rank not in started and i == 0
            if not line.placed:
                # a test runner's causes: short of room, each kind of error first (exception
                # type and code), then the causes in files not named yet; then more of their
                # ids in new files; a cause whose message a listed line said word for word last
                if first:
                    new = 8
                    if short and line.code and line.code not in kinds:
                        new = 10
                    elif short and fresh:
                        new = 9
                    elif short and line.said and line.said in messages:
                        new = 7
                else:
                    # (one that says a message no line said yet, other values of the same
                    # cause, before more ids of a message said)
                    new = 6 if fresh else (1 if line.said not in messages else 0)
            elif any(not _is_test_path(f) for f in line.files):
                # compilers and linters: the code under change before the tests; a code's
                # other messages before more places of a message already said
                new = 8 if first else (7 if not line.more else (6 if fresh else 4))
                if not line.more and not line.warning and _FATAL_CODE_RX.match(line.code):
                    # (each message of a code that says the code cannot run: every undefined
                    # name, before the first line of another code)
                    new = 9
            else:
                # in test files: a code not named yet before more places of a named one
                new = 3 if first else (2 if not line.more else (1 if fresh else 0))
            # (a compiler's or linter's codes taking turns: each one's next line after as many
            # of each other's, not all of the largest one's before a second of another)
            turn = told[rank] if line.placed else 0
            return (not line.new, line.style, -new, turn, rank, i)

        best = min(range(len(pending)), key=lambda j: key(pending[j]))
        rank, _, line = pending[best]
        if listed and size + len(line.text) > LABEL_BUDGET:
            break
        pending.pop(best)
        told[rank] += 1
        listed.append(line)
        size += len(line.text) + 1
        started.add(rank)
        messages.add(line.said)
        files.update(line.files)
        areas.update(line.areas)
        kinds.add(line.code)
    return listed, [line for _, _, line in pending]


def _tally(
    n: int, files: Mapping[str, None], codes: Mapping[str, int], warned: Set[str] = frozenset()
) -> str:
    """``+N more in K files (CODE xN, ...): a.py, b.py, …``, within ``_MORE_BUDGET``; the
    codes of warnings (``warned``) named after the errors'."""
    text = f"+{n} more"
    if files:
        text += f" in {len(files)} file{'s' if len(files) > 1 else ''}"
    if codes:
        top = sorted(codes.items(), key=lambda kv: (kv[0] in warned, -kv[1]))[:3]
        text += " (" + ", ".join(f"{c} x{k}" for c, k in top) + (", …" if len(codes) > 3 else "")
        text += ")"
    names: list[str] = []
    size = len(text) + 2
    for name in files:
        if size + len(name) + 2 > _MORE_BUDGET - 100:
            names.append("…")
            break
        names.append(name)
        size += len(name) + 2
    return f"{text}: {', '.join(names)}" if names else text


def _rank(found: list[_Found], kind: str, *, extra: Mapping[str, int]) -> list[VerificationError]:
    """Fallback findings: labelled, the ones that name a place first, the rest folded."""
    out: list[VerificationError] = []
    for label in _LABELS:
        mine = [f for f in found if _label(f.natural, kind, f.tool) == label]
        if not mine and not extra.get(label):
            continue
        mine.sort(key=lambda f: (f.tool == "output" and not _LOCATION_RX.search(f.head), f.order))
        shown, hidden = mine[:5], mine[5:]
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
