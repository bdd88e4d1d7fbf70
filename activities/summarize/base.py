"""What every parser shares: limits, text helpers, findings and their state, and the
helpers that read a bounded window after a flagged line."""

from __future__ import annotations

import collections
import functools
import itertools
import json
import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal

from activities.summarize.changes import Changes
from contract.findings import VerifierKind

Kind = Literal["build", "test", "lint", "custom", "auto"]
"""The verifier's kind, or ``auto`` to label errors by the tool that printed them."""

DIGEST_CAP: int = 2000
"""Hard cap on the digest's length, in characters (about 500 tokens)."""
MAX_PER_KIND = 30
"""Lines listed per label at most before the rest are counted in one ``+N more`` line (a
character budget usually binds first: see ``rank.LABEL_BUDGET``)."""

SUMMARY_MAX = 200
"""Longest summary: most are about 100 characters, longer rather than cut a test id."""

TOTALS_MAX = 2 * SUMMARY_MAX + 60
"""Longest count line (``totals (cargo test): ...``): several targets' counts, each whole."""

CHUNK_SIZE = 1024 * 1024
"""How much output is scanned at once (a piece fed in is cut to this size first)."""

# Parsers read at most _PEEK characters after a flagged line and _BEHIND before it. Each scan
# stops _LOOKAHEAD (>= _PEEK) characters short of the end of what has arrived and keeps
# _BEHIND scanned characters in front, so results do not depend on where chunks end.
_PEEK = 16 * 1024
_LOOKAHEAD = 32 * 1024
_BEHIND = 4096
_MIN_SCAN = 1024
_MAX_LINE = 2 * 1024 * 1024
_LINE_SHOWN = 4096
_MAX_GROUPS = 256
_MAX_MEMBERS = 32
_MAX_PLACES = 4096
_MAX_FILES = 64
_MAX_FALLBACK = 40
_MAX_GENERIC_HITS = 20_000
_TAIL_CHARS = 8192
_MORE_BUDGET = 260
_MAX_BASELINE = 200_000
"""Fingerprints kept of a previous output (a baseline): about 100 bytes each."""
_SAME_MESSAGE_MIN = 24
"""A test failure's message at least this long, said by tests failing at different lines, is
taken for one cause (shorter ones, "assert False", say too little to tell), if it quotes a
text (``'For safety reasons'``) or names the error thrown instead of the one expected
(``actual: TypeError: Object contains forbidden prototype property``): "expected: true,
actual: false" is any test's."""
_SAYS_RX = re.compile(
    r"'[^'\n]{6,}'|\"[^\"\n]{6,}\"|(?<![\w.])\d{3,}(?![\w.])|\bactual: [A-Z]\w*(?:Error|Exception): \w+ \w+|\[Function: \w+\]"
)
_GAVE_UP_RX = re.compile(
    r"(?:Error: )?(?:Promise resolution is still pending but the event loop has already"
    r" resolved|test did not finish before its parent and was cancelled|test failed)"
)
"""A test runner's own word, not the code's, on tests it gave up on or a test file that
failed (its own failures, when it printed them, told before it): one cause, after those
the code gave."""
_MAX_NEW = 8
"""Places kept per group beyond ``_MAX_MEMBERS`` when a baseline says they are new."""

_LABELS: tuple[VerifierKind, ...] = ("build", "test", "lint", "custom")
_KINDS = frozenset(("build", "test", "lint", "custom", "auto"))
_TOTALS_PREFIX = "totals ("

_Natural = VerifierKind | None


# --------------------------------------------------------------------------- text helpers

_ANSI_RX = re.compile(r"\x1b(?:\[[0-?]*[ -/]*[@-~]|\][^\x07\x1b\n]*(?:\x07|\x1b\\)?|[@-Z\\-_]|)")
# runs of whitespace or control characters, but for exactly two plain spaces (mypy puts two
# before its code, eslint between its columns): a fact copied from the tool's line still reads
# (a no-break space stays: it may be the very character a test says is wrong)
_CONTROL_RX = re.compile(
    r"[\x00-\x1f\x7f\s]{3,}|[\x00-\x1f\x7f\s]*(?:[\x00-\x1f\x7f]|[^\S \xa0])[\x00-\x1f\x7f\s]*"
)
# a quoted value whose runs of spaces are its own ("assert '#5    ' == '#5   '"): they stay
# (an opening quote after a blank or an opening bracket, a closing one before a blank, a
# closing bracket or a stop, on one line: not the gap between two quoted values)
_QUOTED_SPACES_RX = re.compile(
    r"(?:^|(?<=[\s(\[{=,:]))(?:'[^'\n]*   [^'\n]*'|\"[^\"\n]*   [^\"\n]*\")(?=$|[\s)\]},:;.])"
)
_CONTROL_NOT_SPACES_RX = re.compile(
    r"[\x00-\x1f\x7f\s]*(?:[\x00-\x1f\x7f]|[^\S \xa0])[\x00-\x1f\x7f\s]*"
)
# a long quoted text (a type, a value) a line may shorten first: between an opening quote
# (text after it, and no letter before it: not the apostrophe of "number's") and a closing one
# (text before it), not the words between two quoted texts
_LONG_QUOTED_RX = re.compile(
    r"(?<![A-Za-z])'(?=\S)[^'\n]{60,}(?<=\S)'|\"(?=\S)[^\"\n]{60,}(?<=\S)\"|\{[^{}\n]{60,}\}"
    r"|\[[^\[\]\n]{60,}\]"
)


# a `go test -json` event (test2json): one JSON object a line
_EVENT_RX = re.compile(r'^\{(?=[^\n]*"Action":"[\w-]+")[^\n]*\}[ \t]*(?:\n|\Z)', re.M)
# what json.loads raises on a line the tool did not write (the output is the agent's code's:
# nesting deep enough to exhaust the recursion limit is as possible as a syntax error)
_UNREADABLE = (ValueError, RecursionError)


class GoEvents:
    """``go test -json``'s events as go test prints them without ``-json``: each package's
    output whole, in the order the packages began (go test runs packages at once and
    ``-json`` interleaves their events: a failure would be read under another package's
    ``ok``). A package's output is held until the one before it ends, up to
    ``_GO_EVENTS_HELD`` characters in all; past that, as it comes."""

    def __init__(self) -> None:
        self._current = ""
        self._held: dict[str, list[str]] = {}
        self._ended: set[str] = set()
        self._size = 0

    def __call__(self, text: str) -> str:
        return _EVENT_RX.sub(self._event, text)

    def _event(self, m: re.Match[str]) -> str:
        """What the go tool printed, from one JSON event (none for run, pass and the like),
        and what it held for the packages after this one, when this one ends."""
        try:
            event = json.loads(m.group(0))
        except _UNREADABLE:
            return m.group(0)
        if not isinstance(event, dict) or not ({"Package", "ImportPath"} & event.keys()):
            return m.group(0)
        output = event.get("Output")
        output = output if isinstance(output, str) else ""
        pkg = event.get("Package")
        if not isinstance(pkg, str) or not pkg:
            return output  # a build's output (ImportPath): as it comes
        if not self._current:
            self._current = pkg
        if pkg != self._current and self._size + len(output) <= _GO_EVENTS_HELD:
            self._held.setdefault(pkg, []).append(output)
            self._size += len(output)
            output = ""
        if event.get("Action") in ("pass", "fail", "skip") and "Test" not in event:
            self._ended.add(pkg)
            if pkg == self._current:
                output += self._next()
        return output

    def _next(self) -> str:
        """The current package has ended: the held output of those after it, up to one that
        has not ended yet (it becomes the current one)."""
        said: list[str] = []
        self._current = ""
        while self._held:
            pkg = next(iter(self._held))
            held = self._held.pop(pkg)
            self._size -= sum(len(x) for x in held)
            said.extend(held)
            if pkg not in self._ended:
                self._current = pkg
                break
        return "".join(said)

    def rest(self) -> str:
        """What is still held when the output ends (a package that never ended)."""
        said = [x for held in self._held.values() for x in held]
        self._held.clear()
        self._size = 0
        return "".join(said)


_GO_EVENTS_HELD = 8 * 1024 * 1024
"""Characters of ``go test -json`` output held back for packages whose turn has not come."""


# a GitHub Actions annotation (ruff, eslint and others print them for CI):
# "::error file=a.py,line=3,col=1,title=ruff (F401)::message" with %0A for newlines
_ANNOTATION_RX = re.compile(r"^::(error|warning|notice)(?: ([^\n]*?))?::([^\n]*)$", re.M)
_PERCENT_RX = re.compile(r"%(0A|0D|25|3A|2C)")
_PERCENT = {"0A": "\n", "0D": "", "25": "%", "3A": ":", "2C": ","}


def _annotation(m: re.Match[str]) -> str:
    """An annotation as the tool's own line: ``file:line:col: message`` (the message alone
    when it already starts with its place); a warning or notice says so."""
    params = dict(p.split("=", 1) for p in (m.group(2) or "").split(",") if "=" in p)
    message = _PERCENT_RX.sub(lambda p: _PERCENT[p.group(1)], m.group(3))
    file, line, col = params.get("file", ""), params.get("line", ""), params.get("col", "")
    level = f"{m.group(1)}: "
    where = ":".join(x for x in (file, line, col) if x)
    tail = f"{file.rsplit('/', 1)[-1]}:{line}" if file and line else ""
    if tail and tail in message.split("\n", 1)[0]:
        return message
    return f"{where}: {level}{message}" if where else f"{level}{message}"


# mypy -O json: one object a line
_MYPY_JSON_RX = re.compile(r'^\{"file": [^\n]*"severity": "\w+"\}[ \t]*$', re.M)


def _mypy_json(m: re.Match[str]) -> str:
    """A mypy JSON finding as mypy's own line: ``file:line:col: error: message  [code]``."""
    try:
        d = json.loads(m.group(0))
        place = f"{d['file']}:{d['line']}:{int(d['column']) + 1}"
        code = f"  [{d['code']}]" if d.get("code") else ""
        return f"{place}: {d['severity']}: {d['message']}{code}"
    except (*_UNREADABLE, KeyError, TypeError):
        return m.group(0)


# pyright --outputjson: one JSON document, pretty-printed; each diagnostic an object at an
# indent of 8, and the summary's counts at the end (rewritten as pyright's own plain lines)
_PYRIGHT_JSON_RX = re.compile(
    r'^ {8}\{\n {12}"file": "[^\n]*",\n(?: {12,}[^\n]*\n){1,400}? {8}\},?[ \t]*(?:\n {4}\],?)?$'
    r'|^ {4}"summary": \{\n(?: {8}[^\n]*\n){1,20}? {4}\}[ \t]*$',
    re.M,
)


def _pyright_json(m: re.Match[str]) -> str:
    """A pyright diagnostic as pyright prints it (``  file:line:col - error: message
    (rule)``, its message's further lines indented), or its summary as its totals line."""
    # (the last diagnostic takes the array's closing bracket with it: read as more of the
    # message, it would be pyright's continuation line)
    text = m.group(0).strip().rstrip(",").removesuffix("]").rstrip().rstrip(",")
    try:
        if text.startswith('"summary"'):
            d = json.loads("{" + text + "}")["summary"]
            return (
                f"{int(d['errorCount'])} errors, {int(d['warningCount'])} warnings,"
                f" {int(d['informationCount'])} informations "
            )
        d = json.loads(text)
        start = d["range"]["start"]
        place = f"{d['file']}:{int(start['line']) + 1}:{int(start['character']) + 1}"
        lines = str(d["message"]).split("\n")
        rule = f" ({d['rule']})" if d.get("rule") else ""
        more = "".join(f"\n    {x}" for x in lines[1:])
        return f"  {place} - {d['severity']}: {lines[0]}{more}{rule}"
    except (*_UNREADABLE, KeyError, TypeError, AttributeError):
        return m.group(0)


# pylint --output-format=json (a list of objects at an indent of 4) and json2 (under
# "messages", at 8); json2's statistics carry the score
_PYLINT_JSON_RX = re.compile(
    r'^( {4}| {8})\{\n\1 {4}"type": "[^\n]*",\n(?:\1 {4}[^\n]*\n){4,20}?\1\},?[ \t]*$'
    r'|^ {4}"statistics": \{\n(?: {8}[^\n]*\n){1,20}? {4}\}[ \t]*$',
    re.M,
)


def _pylint_json(m: re.Match[str]) -> str:
    """A pylint JSON message as pylint's text line (``path:line:col: C0114: message
    (symbol)``), or json2's statistics as its score line."""
    text = m.group(0).strip().rstrip(",")
    try:
        if text.startswith('"statistics"'):
            score = float(json.loads("{" + text + "}")["statistics"]["score"])
            return f"Your code has been rated at {score:.2f}/10"
        d = json.loads(text)
        code = d.get("messageId") or d["message-id"]
        place = f"{d['path']}:{int(d['line'])}:{int(d['column'])}"
        message = str(d["message"]).split("\n", 1)[0]
        return f"{place}: {code}: {message} ({d['symbol']})"
    except (*_UNREADABLE, KeyError, TypeError, AttributeError):
        return m.group(0)


# ruff --output-format=json: a list of objects at an indent of 2, pretty-printed
_RUFF_JSON_RX = re.compile(
    r'^  \{\n    "cell": [^\n]*\n(?: {4,}[^\n]*\n){1,400}?  \},?[ \t]*$', re.M
)


def _ruff_json(m: re.Match[str]) -> str:
    """A ruff JSON finding as ruff's concise line: ``path:row:col: F821 message``."""
    try:
        d = json.loads(m.group(0).strip().rstrip(","))
        place = f"{d['filename']}:{int(d['location']['row'])}:{int(d['location']['column'])}"
        code = d.get("code") or "invalid-syntax"
        fixable = " [*]" if (d.get("fix") or {}).get("applicability") == "safe" else ""
        return f"{place}: {code}{fixable} {d['message']}"
    except (*_UNREADABLE, KeyError, TypeError, AttributeError, ValueError):
        return m.group(0)


# cargo --message-format=json: one object a line; a compiler message carries the text rustc
# would have printed ("rendered"), the rest is cargo's bookkeeping
_CARGO_JSON_RX = re.compile(
    r'^\{"reason":"(?:compiler-message|compiler-artifact|build-script-executed)"[^\n]*$', re.M
)


def _cargo_json(m: re.Match[str]) -> str:
    """A cargo JSON record as what rustc printed for it (a compiler message's ``rendered``
    text); an artifact or build script's record as nothing."""
    text = m.group(0)
    if not text.startswith('{"reason":"compiler-message"'):
        return ""
    try:
        rendered = json.loads(text)["message"].get("rendered")
        return str(rendered).rstrip("\n") if rendered else text
    except (*_UNREADABLE, KeyError, TypeError, AttributeError):
        return text


Rewrite = Callable[[str], str]

_FORMAT_PROBE = 16 * 1024
"""How much of an output's start decides whether it is written one record a line in a form
read as the tool's plain lines (go test -json, mypy -O json, GitHub annotations): looking
for them in every chunk would cost a scan of all the output each."""

_RECORD_FORMATS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], str]], ...] = (
    (_MYPY_JSON_RX, _mypy_json),
    (_ANNOTATION_RX, _annotation),
    (_PYRIGHT_JSON_RX, _pyright_json),
    (_PYLINT_JSON_RX, _pylint_json),
    (_CARGO_JSON_RX, _cargo_json),
    (_RUFF_JSON_RX, _ruff_json),
)


def record_rewrites(start: str) -> tuple[Rewrite, ...]:
    """The rewrites an output needs, judged by its first ``_FORMAT_PROBE`` characters."""
    probe = start[:_FORMAT_PROBE]
    events: tuple[Rewrite, ...] = (GoEvents(),) if _EVENT_RX.search(probe) else ()
    return events + tuple(
        functools.partial(rx.sub, fn) for rx, fn in _RECORD_FORMATS if rx.search(probe)
    )


def _normalize(text: str, rewrites: tuple[Rewrite, ...] = ()) -> str:
    # One pass removes every ESC, so normalizing twice changes nothing: the carried-over tail
    # of a chunk may be normalized again without effect (and a record rewritten is a plain
    # line, which no rewrite matches).
    if "\x1b" in text:
        text = _ANSI_RX.sub("", text)
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    for rewrite in rewrites:
        text = rewrite(text)
    return text


_WORDY_RX = re.compile(r"\w")


def _first_changed(rx: re.Pattern[str], buf: str, start: int, end: int) -> dict[str, str]:
    """The first line each side of a diff (``rx``: its mark, then its text) gives that holds
    a value, by mark ("-", "+"), without a trailing comma; a line that only opens or closes
    a structure says nothing."""
    first: dict[str, str] = {}
    for m in rx.finditer(buf, start, end):
        value = m.group(2).strip().rstrip(",")
        if _WORDY_RX.search(value):
            first.setdefault(m.group(1), value)
        if len(first) == 2:
            break
    return first


def _diff_said(
    rx: re.Pattern[str], buf: str, start: int, end: int, *, as_printed: bool = False
) -> str:
    """The first line each side of a diff (``rx``: its mark, then its text) gives that holds
    a value, as printed (its mark, one space, its text; ``as_printed``: the text's own
    spaces after the mark) and in the order printed: ``+ message: 'Invalid arguments', -
    message: 'Invalid argument',``; or ``""``."""
    said: dict[str, str] = {}
    for m in rx.finditer(buf, start, end):
        value = _shorten(m.group(2).rstrip() if as_printed else m.group(2).strip(), 120)
        if m.group(1) not in said and _WORDY_RX.search(value):
            said[m.group(1)] = f"{m.group(1)}{value}" if as_printed else f"{m.group(1)} {value}"
        if len(said) == 2:
            break
    return " ".join(said.values())


def _clean(text: str) -> str:
    """One line: control characters and runs of whitespace become one space (two plain
    spaces stay two, and so do the runs of spaces in a quoted value)."""
    if "   " in text:
        out, last = [], 0
        for m in _QUOTED_SPACES_RX.finditer(text):
            out += [_CONTROL_RX.sub(" ", text[last : m.start()])]
            out += [_CONTROL_NOT_SPACES_RX.sub(" ", m.group(0))]
            last = m.end()
        if out:
            text = "".join([*out, _CONTROL_RX.sub(" ", text[last:])])
            return text.strip().encode("utf-8", "replace").decode("utf-8")
    text = _CONTROL_RX.sub(" ", text).strip()
    return text.encode("utf-8", "replace").decode("utf-8")


def _squeeze(match: re.Match[str]) -> str:
    s = match.group(0)
    return f"{s[:28]}…{s[-12:]}"


def _squeeze_all(text: str) -> str:
    """``text`` with its long quoted texts elided in their middles; two that would then
    read alike (a want and a got differing past the start kept) each keep their first
    difference instead."""
    found = list(itertools.islice(_LONG_QUOTED_RX.finditer(text), 16))
    said = [_squeeze(m) for m in found]
    for i, j in itertools.combinations(range(len(found)), 2):
        a, b = found[i].group(0), found[j].group(0)
        if said[i] == said[j] and a != b:
            at = next((k for k, (x, y) in enumerate(zip(a, b, strict=False)) if x != y), 0)
            at = at or min(len(a), len(b))
            said[i], said[j] = _squeeze_at(a, at), _squeeze_at(b, at)
    out, last = [], 0
    for m, short in zip(found, said, strict=True):
        out += [text[last : m.start()], short]
        last = m.end()
    return "".join([*out, text[last:]])


def _squeeze_at(s: str, at: int) -> str:
    """A long quoted text elided around index ``at`` (where it differs from another)."""
    if at <= 40:
        return f"{s[: at + 16]}…{s[-8:]}" if at + 24 < len(s) else s
    tail = f"…{s[-8:]}" if at + 24 < len(s) else s[at + 16 :]
    # (from the start of the word 30 characters before it)
    start = s.find(" ", at - 30, at - 16) + 1 or at - 30
    return f"{s[:8]}…{s[start : at + 16]}{tail}"


def _shorten(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters: long quoted types elided first, then cut."""
    if len(text) <= limit:
        return text
    text = _squeeze_all(text)
    if len(text) <= limit:
        return text
    limit = max(limit, 2)
    cut = text.rfind(" ", int(limit * 0.6), limit)
    return text[: cut if cut > 0 else limit - 1].rstrip(" ,;:-") + "…"


def strip_roots(text: str, roots: tuple[str, ...]) -> str:
    """``text`` with every ``roots`` prefix (each ending in ``/``) removed."""
    for prefix in roots:
        if prefix in text:
            text = text.replace(prefix, "")
    return text


def _rel(path: str, root: str) -> str:
    if root and path.startswith(root + "/"):
        return path[len(root) + 1 :]
    return path


# --------------------------------------------------------------------------- findings


@dataclass(slots=True)
class _Found:
    """One error as parsed; rendered to a summary line only at the end."""

    natural: _Natural
    tool: str
    head: str
    """Where: a test id, or for one-line formats the whole (native) line."""
    message: str = ""
    loc: str = ""
    brief: str = ""
    """A few words naming it in a ``+N more`` line."""
    suffix: str = ""
    """The error code or rule at the end of a one-line format; kept when the line is cut."""
    count: int = 1
    order: int = 0
    pkg: str = ""
    place: str = ""
    """For one-line formats: just the location (``file:l:c``), listed after the first place
    of the same message (``; also at a.py:3:1``)."""
    what: str = ""
    """For one-line formats: the message without its location; places sharing it are one line."""
    where: str = ""
    """What tells this place apart from another with the same text (see ``_State.add``)."""
    new: bool = False
    """Not in the baseline (the previous output of the same command), when there is one, or
    at a line the change under test touched (``changes``)."""
    warning: bool = False
    """A warning listed beside errors (eslint's): ranked after every error."""
    wide: bool = False
    """Its first line may be as long as a new error's: it says more than its message (where
    what it calls is defined, and that definition's line)."""
    again: str = ""
    """What its check said again for other cases (their values), told after its message
    as far as the line has room: the message itself is never cut for it."""
    source: str = ""
    """The source line a compiler's error points into, or the line that raised a test's
    exception (pytest's ``>`` line): told after it only in a digest with
    room for every line so (a first tier of rank's ``_ROOMY_TIERS``)."""
    unread: bool = False
    """Its message is a guess: what was raised lay past what was read of its failure (a
    pytest body of a megabyte of locals); the short summary's line, if any, says it."""

    def summary(self, limit: int = SUMMARY_MAX) -> str:
        """One line, at most about ``limit`` characters."""
        head = _clean(self.head)
        if self.pkg:
            head = f"{head} ({self.pkg})"
        message = _clean(self.message)
        loc = _clean(self.loc)
        tail = f" ({loc})" if loc and loc not in head and loc not in message else ""
        # mypy puts two spaces before its code: kept, so its lines read as mypy printed them
        gap = "  " if self.tool == "mypy" else " "
        tail += f"{gap}{_clean(self.suffix)}" if self.suffix else ""
        count = f" (x{self.count})" if self.count > 1 else ""
        if not message:
            return _shorten(head, limit - len(tail) - len(count)) + tail + count
        head = _shorten(head, 130)
        room = limit - len(head) - 3 - len(tail) - len(count)
        return f"{head} - {_shorten(message, max(room, 50))}{tail}{count}"

    def short(self) -> str:
        text = _clean(self.brief) or _shorten(self.summary(), 80)
        return f"{text} (x{self.count})" if self.count > 1 else text

    def file(self) -> str:
        """The file this finding points at, for ``in N files`` tallies."""
        if self.what:
            return _file_in(self.place)
        if self.tool in _NAMED_BY_TEXT:
            # a TAP or mocha test is named by what it says ("http://abc.com:80/ == ..."): no file
            return _file_in(self.loc)
        return _head_file(self.head, self.loc)


# tools whose test names are free text, not paths: their place names the file
_NAMED_BY_TEXT = frozenset(("tap", "tape", "node", "mocha"))

# what differs between two runs of the same failure: addresses and durations
_VOLATILE_RX = re.compile(r"0x[0-9a-fA-F]+|\b\d+(?:\.\d+)?\s?(?:ms|s)\b")


def fingerprint(found: _Found) -> int:
    """What stays the same about an error from one output of a command to the next, when an
    edit elsewhere moves its line: its tool, file and message without the place (or its test
    id and message), addresses and durations left out. A hash: compared within one process."""
    text = found.what or f"{found.head}\x00{_VOLATILE_RX.sub('#', found.message)}"
    return hash((found.tool, found.file(), text))


def _head_file(head: str, loc: str) -> str:
    """The file a finding named ``head`` at ``loc`` points at (see :meth:`_Found.file`)."""
    if "." not in head:
        # a file name needs a dot, and no match spans the space: the place decides
        # (cached: a failure-dense run asks this of thousands of tests at one place)
        return _file_in(loc)
    m = _FILE_RX.search(f"{head} {loc}")
    return m.group(1) if m else ""


# a file name ends in an extension of letters and digits (".py", ".test.ts"): a dotted
# unittest id ("pkg.TestCase.test_name") is not a file
_FILE_RX = re.compile(
    r"((?:[A-Za-z]:)?[\w./\\@+-]*\w\.[A-Za-z0-9]{1,10})(?:[:(]\d|\"?, line \d|: line \d|::|\s|$)"
)


@functools.lru_cache(maxsize=4096)
def _file_in(text: str) -> str:
    m = _FILE_RX.search(text)
    return m.group(1) if m else ""


# a test file's place with its file's own name left out: "tests/locales/*.js:19:9"
_COPY_PLACE_RX = re.compile(r"^(.*/)[^/:]+(\.\w+:\d+:\d+)$")
# what a file's name is made of but for its words: "bg.js" and "cs.js" both ".", while
# "toCamelCase.test.js" is ".." and "mu1tip1e.composite.test.js" "..."
_NAME_SKELETON_RX = re.compile(r"[\w-]+")
# (and a table-driven case's name before the message: "(disallow PUT method) Expected ...")
_VALUE_RX = re.compile(
    r"""-?\b\d+(?:\.\d+)?(?:e[-+]?\d+)?\b|"[^"]*"|'[^']*'|`[^`]*`|(?:^|(?<=: ))\([^()]*\)(?= )"""
)


def _shape(message: str) -> str:
    """A message without its values (numbers, quoted strings)."""
    return _VALUE_RX.sub("#", message)


def _cause_key(cause: tuple[str, ...]) -> tuple[str, ...]:
    """A cause as its group is filed under: the test line that called into the code under
    test tells tests apart, not causes; and a method gone (renamed) fails one way whatever
    it was called on: `q.conjugate`, `Quaternion(...).conjugate` and `p1.mul(...).conjugate`
    are not a function alike."""
    cause = tuple(_CALLER_RX.sub("", c) for c in cause)
    return tuple(_NOT_A_FUNCTION_RX.sub(r"\1\2\3", c) for c in cause)


@dataclass(slots=True)
class _Group:
    """Findings with one cause: the same exception at the same place for tests, the same
    error code or rule for compilers and linters. Each distinct place is kept (up to
    ``_MAX_MEMBERS``); identical ones are counted on their first occurrence."""

    cause: tuple[str, ...]
    order: int
    members: list[_Found] = field(default_factory=list)
    count: int = 0
    files: set[str] = field(default_factory=set)
    new: int = 0
    """Members the baseline did not have."""

    @property
    def first(self) -> _Found:
        return self.members[0]


@dataclass(slots=True)
class _State:
    """Everything the parsers remember between flagged lines; bounded in size."""

    groups: dict[tuple[str, ...], _Group] = field(default_factory=dict)
    baseline: collections.Counter[int] | None = None
    """The fingerprints of a previous output's errors (see ``fingerprint``), used up as this
    output's errors match them: what is left unmatched is new."""
    seen: collections.Counter[int] | None = None
    """Collecting this output's fingerprints, to serve as the next output's baseline."""
    changes: Changes | None = None
    """The lines the change under test touched: a compiler's or linter's error at one of
    them is new too."""
    places: dict[tuple[str, ...], _Found] = field(default_factory=dict)
    shapes: dict[tuple[str, str, str], tuple[str, ...]] = field(default_factory=dict)
    """A failing test's tool, message shape and place -> the cause its group was filed
    under (see :meth:`add`)."""
    overflow: dict[tuple[_Natural, str], int] = field(default_factory=dict)
    totals: dict[str, str] = field(default_factory=dict)
    fallback: list[_Found] = field(default_factory=list)
    fallback_extra: int = 0
    generic: list[_Found] = field(default_factory=list)
    generic_hits: int = 0
    unreadable: int = 0
    """Lines a parser raised on (a bug in it): skipped, counted, and said in the digest."""
    unreadable_first: str = ""
    """The first of them, as printed (cut to a line's shown length)."""
    order: int = 0
    skip_until: int = 0
    last_tool: str = ""
    py_mode: str = ""
    py_root: str = ""
    py_records: bool = False
    py_stopped: str = ""
    """pytest's ``stopping after N failures`` (``-x``, ``--maxfail``)."""
    py_collected: str = ""
    """pytest's ``collected 324 items / 1 error``: told with its totals when some test
    modules could not be collected."""
    py_names: dict[str, _Found] = field(default_factory=dict)
    py_session: bool = False
    """pytest said ``test session starts``: its ``-v`` progress lines may follow."""
    py_ids: dict[str, str] = field(default_factory=dict)
    """The ids of the tests ``-v`` said failed, by their sections' names (``TestC.test_x``:
    ``tests/t.py::TestC::test_x``); ``""`` for a name two ids share."""
    py_files: dict[str, str] = field(default_factory=dict)
    """The test file of the first failure of each name in ``py_names``."""
    py_twins: dict[tuple[str, str], _Found] = field(default_factory=dict)
    """Failures named as an earlier one but in another test file, by name and file."""
    py_bodies: dict[tuple[int, int], tuple[str, str, str, str, str]] = field(default_factory=dict)
    """Parsed pytest failure bodies (message, place, exception), by their text's digest."""
    py_window: int = 0
    """How much output the next run of pytest failures is cut up at once (see
    ``python._py_sections``)."""
    py_tb_lines: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    py_tb_next: int = 0
    py_cut: list[tuple[_Found, str]] = field(default_factory=list)
    """Short-summary failures whose message pytest cut to the terminal's width (``NameError:
    name 'n...``), with what is left of it: told whole where another line said it whole."""
    py_whole: dict[str, None] = field(default_factory=dict)
    """The short summary's messages that were not cut, in order."""
    ut_ran: str = ""
    flake8_stats: list[str] = field(default_factory=list)
    """flake8 ``--statistics`` lines read so far (its totals)."""
    py_internal: bool = False
    """pytest's INTERNALERROR traceback has been told."""
    go_built: set[tuple[str, str]] = field(default_factory=set)
    """go's compile errors read so far under a package's ``# pkg`` line, as (package, line):
    go test prints them again for the test binary (``# pkg [pkg.test]``), the same errors."""
    ruff_file: str = ""
    """ruff's grouped format: the file whose findings follow."""
    ut_doctest: bool = False
    """unittest has reported a doctest's failure: the doctest report that follows is its."""
    jest_file: str = ""
    jest_recap: bool = False
    mocha_failing: bool = False
    mocha_passing: str = ""
    abs_path: str = ""
    go_pending: list[_Found] = field(default_factory=list)
    go_failed: list[str] = field(default_factory=list)
    go_failed_count: int = 0
    go_ok: list[str] = field(default_factory=list)
    go_ok_count: int = 0
    go_cover: dict[str, str] = field(default_factory=dict)
    """A package's coverage as go test -cover said it ("coverage: 75.9% of statements"), by
    the package as the totals name it: told with it where the digest has room."""
    go_logs: dict[str, tuple[str, str, str]] = field(default_factory=dict)
    go_printed_above: bool = False
    """Whether tests' checks print to stdout above go test's result line (matryer/is)."""
    go_epoch: int = 0
    go_suite_counts: list[str] = field(default_factory=list)
    """A Go suite runner's count lines (gocheck's ``OOPS: 34 passed, 12 FAILED``, Ginkgo's
    ``FAIL! -- 15 Passed | 4 Failed | 0 Pending | 0 Skipped``), said with go test's totals."""
    go_suite_failed: int = 0
    """gocheck's or Ginkgo's failures since the last package's line: the failing ``Test``
    that runs the suite says no more than they do."""
    ginkgo_specs: set[str] = field(default_factory=set)
    """Ginkgo specs told from their failure's block (its summary at the end is not read again)."""
    go_race: tuple[str, str] | tuple[()] = ()
    """The race detector's last report (message, place), for the test that fails next."""
    go_tests: dict[str, tuple[_Found, tuple[str, ...]]] = field(default_factory=dict)
    gotestsum_failed: set[str] = field(default_factory=set)
    """Tests gotestsum's ``=== FAIL:`` lines told (its ``--- FAIL`` under them is not read)."""
    tap: dict[str, int] = field(default_factory=dict)
    tap_said: dict[str, str] = field(default_factory=dict)
    """Each TAP count line as printed (``# pass  798``), by its name."""
    tap_inner: list[str] = field(default_factory=list)
    """A TAP stream's own counts where node --test printed it inside its report, as comments
    (``# \\# tests 11; # \\# pass  7; # \\# fail  4``), for each that failed (up to 2)."""
    tap_inner_seen: dict[str, str] = field(default_factory=dict)
    warnings: list[tuple[_Found, tuple[str, ...]]] = field(default_factory=list)
    """A linter's warnings (eslint's, pyright's), kept aside: findings only if the tool fails
    for too many of them (``--max-warnings``), or beside its errors (see ``warnings_flush``)."""
    py_warnings: list[tuple[_Found, tuple[str, ...]]] = field(default_factory=list)
    """pytest's warnings summary, the project's own places only: told beside a failure's
    errors where the digest has room (a pass's digest does not list them)."""
    warnings_more: dict[str, int] = field(default_factory=dict)
    """Warnings past those kept, by tool, whose cause is not counted below."""
    warnings_past: dict[tuple[str, ...], tuple[_Found, int, set[str]]] = field(default_factory=dict)
    """Warnings past those kept, by their tool and cause (a few hundred causes): the first,
    how many, their files (up to ``_MAX_FILES``); counted in their cause's group, so that
    ``+N more`` names their codes and files (see ``lint.count_past_warnings``)."""
    eslint_too_many: bool = False
    vitest_tests: str = ""
    vitest_shared: list[str] = field(default_factory=list)
    """vitest's failed tests listed over one error they share (the ``FAIL`` lines above it)."""
    node_suites: dict[int, str] = field(default_factory=dict)
    """node --test's spec reporter: the suites (``▶ name``) open at each indent."""
    node_names: dict[str, str] = field(default_factory=dict)
    """A failed test's name -> its suites and name (``add > adds two numbers``)."""
    node_pending: list[str] = field(default_factory=list)
    node_crashes: dict[str, str] = field(default_factory=dict)
    """A test file whose process died -> the error it printed."""
    node_failing: bool = False
    node_reported: bool = False
    node_totals: dict[str, int] = field(default_factory=dict)
    tap_spec: dict[str, int] = field(default_factory=dict)
    mocha_json: str = ""
    """mocha's json reporter's counts, as printed (``"tests": 361, "passes": 354, ...``)."""
    mocha_failures: bool = False
    """In the "failures" list of mocha's json reporter."""
    xml_open: bool = False
    """Reading a JUnit or Checkstyle report that has not ended yet (see ``reports``)."""
    xml_nested: bool = False
    """The report has a ``<testsuites>`` around its suites: it ends with that."""
    xml_case: dict[str, str] | None = None
    """The attributes of the JUnit ``<testcase>`` being read, until its end or failure."""
    xml_told: dict[str, tuple[_Found, tuple[str, ...]]] | None = None
    """The tests other readers had found when a report's first failure came, by name."""
    xml_failed_names: list[str] = field(default_factory=list)
    """The names of the report's failed tests so far."""
    xml_suite: str = ""
    """The name of the JUnit ``<testsuite>`` being read (a linter's: its file)."""
    xml_file: str = ""
    """The file of the checkstyle ``<file>`` being read."""
    xml_checkstyle: bool = False
    xml_top: str = ""
    """A JUnit ``<testsuites>``'s counts, as printed (``tests="9" failures="2"``)."""
    xml_failed: bool = False
    xml_first: str = ""
    """The last ``<testsuite>``'s counts, as printed; said when it is the only one."""
    xml_suites: int = 0
    xml_sum: dict[str, int] = field(default_factory=dict)
    """The ``<testsuite>`` counts added up."""
    xml_comments: dict[str, tuple[int, str]] = field(default_factory=dict)
    """node's counts under its JUnit report: name -> (count, the comment as printed)."""
    xml_said: str = ""
    """The report's counts as told (for a pass too)."""
    ava_seen: bool = False
    """AVA's own reporter has spoken (since AVA 4: its failures follow its rule, ``─``)."""
    ava_details: bool = False
    """Reading AVA's failures, a block each, three blank lines apart."""
    ava_marks: list[str] = field(default_factory=list)
    """AVA's failed tests as its progress says them (``a > adds numbers Error thrown``)."""
    ava_reported: set[str] = field(default_factory=set)
    """The titles of the failures AVA told in blocks."""
    ava_exits: list[str] = field(default_factory=list)
    """``test/a.test.js exited with a non-zero exit code: 1``, ``No tests found in ...``."""
    ava_totals: list[str] = field(default_factory=list)
    """AVA's counts as printed (``7 tests failed``, ``1 known failure``), each once."""
    tap_subtests: dict[int, str] = field(default_factory=dict)
    """node's TAP: the tests open at each indent (``# Subtest: name``), a failing one's suites."""
    tap_scoped: list[tuple[int, str, _Found]] = field(default_factory=list)
    """node's failing tests in one suite, with the suite's indent and name: told under the
    suite's own ``not ok`` line once it comes."""
    tap_suites: dict[int, str] = field(default_factory=dict)
    """vitest's TAP: the failing file and suites (``not ok N - name {``) open at each indent."""
    cargo: dict[str, int] = field(default_factory=dict)
    cargo_targets: list[str] = field(default_factory=list)
    cargo_warned: list[str] = field(default_factory=list)
    """cargo's count of each target's warnings, as it said it, in order (up to 64)."""
    cargo_running: str = ""
    """The test binary cargo said it is running (``src/lib.rs``, ``Doc-tests memchr``)."""
    cargo_runs: list[tuple[str, str]] = field(default_factory=list)
    """Each ``test result:`` line's binary and counts (``55 passed; 2 failed``), in order."""
    cargo_target_counts: dict[str, str] = field(default_factory=dict)
    """A failed target's counts by the name cargo gives it to rerun (``--lib``)."""
    totals_whole: dict[str, list[str]] = field(default_factory=dict)
    """A tool's count line said at more length (see :meth:`total`)."""
    rust_inline: set[str] = field(default_factory=set)
    """Tests told failed in cargo test's progress (``--nocapture``): their blocks are not."""
    rust_lints: dict[str, str] = field(default_factory=dict)
    """A lint's name by the shape of its message (``struct `…` is never constructed``):
    rustc names a lint on its first diagnostic only."""
    coverage_gates: list[str] = field(default_factory=list)
    """Coverage thresholds not met, as said (``Coverage failure: total of 96 is less than
    fail-under=97``): told beside failing tests too."""
    coverage_gates_more: int = 0
    """Coverage thresholds not met past the first eight (counted)."""
    coverage_total: str = ""
    """The coverage table's total row (``TOTAL  7319  2147  71%``, ``All files | 90.9 | ...``)."""

    def add(self, found: _Found, cause: tuple[str, ...], *, where: str = "") -> _Found | None:
        """Count a tier-1 finding under its cause; a place seen before only adds to its count.

        ``where`` tells apart places with the same text (the same test in two Go packages).
        Returns the finding when it is kept as a new place, else ``None``.
        """
        self.last_tool = found.tool
        cause = _cause_key(cause)
        if not found.what and found.loc:
            # tests failing at one line with one message but for its values (a parametrized
            # or looped case: "1 !== 1.01", "2.67 !== 2.68") share a cause; so do tests failing
            # with one and the same message at different lines (a message the code under test
            # gives: "expected [Function] to throw error including 'For security reasons' but
            # got 'For safety reasons'"), their places all named
            place = _CALLER_RX.sub("", found.loc)
            shape = (found.tool, _shape(found.message), place)
            same = (found.tool, found.message, "")
            # and copies of one test in sibling files (a test per locale, each file's line 19
            # failing alike): the same message but for its values, at one line and column
            copy = _COPY_PLACE_RX.sub(r"\1*\2", place) if _is_test_path(place) else ""
            # (files named alike: bg.js and cs.js are copies, toCamelCase.test.js and
            # mu1tip1e.composite.test.js two tests that fail one generic assert at one column)
            named = _NAME_SKELETON_RX.sub("", place.rpartition("/")[2].partition(":")[0])
            copies = (found.tool, _shape(found.message), f"copies of {copy} named {named}")
            if len(self.shapes) < _MAX_PLACES:
                if len(found.message) >= _SAME_MESSAGE_MIN and (
                    _SAYS_RX.search(found.message) or _GAVE_UP_RX.fullmatch(found.message)
                ):
                    cause = self.shapes.setdefault(same, cause)
                if copy and copy != place:
                    cause = self.shapes.setdefault(copies, cause)
                cause = self.shapes.setdefault(shape, cause)
            else:
                cause = self.shapes.get(same, self.shapes.get(shape, cause))
        key = (*cause, found.head, where)
        found.where = where
        known = self.places.get(key)
        group = self.groups.get(cause)
        if known is not None and group is not None:
            known.count += found.count
            group.count += found.count
            return None
        if self.seen is not None and len(self.seen) < _MAX_BASELINE:
            self.seen[fingerprint(found)] += 1
        if self.baseline is not None:
            fp = fingerprint(found)
            if self.baseline[fp] > 0:
                self.baseline[fp] -= 1
            else:
                found.new = True
        if self.changes is not None and found.what and not found.new:
            # a compiler's, type checker's or linter's finding (a failing test's place is
            # where it noticed, and a suite that passed before has no noise to rank past)
            found.new = self.changes.touches(found.place)
        if group is None:
            if len(self.groups) >= _MAX_GROUPS:
                slot = (found.natural, found.tool)
                self.overflow[slot] = self.overflow.get(slot, 0) + found.count
                return None
            self.order += 1
            group = _Group(cause, self.order)
            self.groups[cause] = group
        group.count += found.count
        file = found.file()
        if file and len(group.files) < _MAX_FILES:
            group.files.add(file)
        if (
            len(group.members) >= _MAX_MEMBERS
            and not (found.new and group.new < _MAX_NEW)
            and not (found.what and self._distinct(found, group))
        ):
            return None
        self.order += 1
        found.order = self.order
        group.members.append(found)
        group.new += found.new
        if len(self.places) < _MAX_PLACES:
            self.places[key] = found
        return found

    @staticmethod
    def _distinct(found: _Found, group: _Group) -> bool:
        """Whether a compiler's or linter's place past a group's first members is kept all
        the same: with a message none of them has (a signature changed: the calls of its
        other definitions), up to twice as many members."""
        if len(group.members) >= 2 * _MAX_MEMBERS:
            return False
        return all(m.what != found.what for m in group.members)

    def count_again(
        self, cause: tuple[str, ...], head: str, tool: str, loc: str, count: int = 1
    ) -> bool:
        """What :meth:`add` would do with a ``_Found(head=head, loc=loc, count=count)`` of
        ``tool`` (no ``what`` or ``where``) when it adds no place: count it, without building
        it. Returns ``False``, counting nothing, when it would add a place."""
        group = self.groups.get(cause)
        if group is None:
            return False
        known = self.places.get((*cause, head, ""))
        if known is None and (
            len(group.members) < _MAX_MEMBERS or self.baseline is not None or self.seen is not None
        ):
            # a new place, or one a baseline must see
            return False
        self.last_tool = tool
        group.count += count
        if known is not None:
            known.count += count
        elif len(group.files) < _MAX_FILES:
            file = _head_file(head, loc)
            if file:
                group.files.add(file)
        return True

    def relativize(self, roots: tuple[str, ...]) -> None:
        """Show paths under the command's directory relative to it (see ``engine._roots``):
        every finding's text, the file tallies and the tools' totals."""

        def rel(text: str) -> str:
            return strip_roots(text, roots)

        found = [m for g in self.groups.values() for m in g.members]
        for f in (*found, *self.fallback, *self.generic):
            f.head, f.message, f.loc, f.brief = (
                rel(f.head),
                rel(f.message),
                rel(f.loc),
                rel(f.brief),
            )
            f.place, f.what, f.pkg = rel(f.place), rel(f.what), rel(f.pkg)
        for g in self.groups.values():
            g.files = {rel(name) for name in g.files}
        self.totals = {tool: rel(line) for tool, line in self.totals.items()}
        self.totals_whole = {
            tool: [rel(line) for line in lines] for tool, lines in self.totals_whole.items()
        }
        self.coverage_gates = [rel(line) for line in self.coverage_gates]

    def remove(self, found: _Found, cause: tuple[str, ...]) -> None:
        """Forget a finding (a parent test whose subtests say more)."""
        group = self.groups.get(cause)
        if group is None or found not in group.members:
            return
        group.members.remove(found)
        group.count -= found.count
        self.places.pop((*cause, found.head, found.where), None)
        if not group.members:
            del self.groups[cause]

    def add_fallback(self, found: _Found) -> None:
        """Keep a finding that counts only when no tool format matched anything."""
        if len(self.fallback) < _MAX_FALLBACK:
            self.order += 1
            found.order = self.order
            self.fallback.append(found)
        else:
            self.fallback_extra += 1

    def total(
        self,
        tool: str,
        line: str,
        *,
        whole: str | Sequence[str] = "",
        width: int = SUMMARY_MAX + 60,
    ) -> None:
        """Remember the tool's own count line (the last one wins), within ``width``; and
        ``whole``, the same said at more length (or several such, longest first), told
        instead when the digest has room: the longest that fits."""
        # (the digest says it after "totals (tool): ", within TOTALS_MAX in all)
        most = TOTALS_MAX - len(f"{_TOTALS_PREFIX}{tool}): ")
        self.totals[tool] = _shorten(_clean(line), min(width, most))
        longer = [_clean(w) for w in ([whole] if isinstance(whole, str) else whole) if w]
        # (a longer telling that does not fit is left out; the shortest is cut to fit)
        said = [w for w in longer[:-1] if len(w) <= most] + [_shorten(w, most) for w in longer[-1:]]
        if said:
            self.totals_whole[tool] = said
        else:
            self.totals_whole.pop(tool, None)


Handler = Callable[[_State, str, int, int, str], None]


def _lines(buf: str, start: int, end: int, limit: int = 400) -> Iterator[tuple[int, int]]:
    """(start, end) of the first ``limit`` lines beginning in ``[start, end)``."""
    pos = start
    while pos < end and limit > 0:
        nl = buf.find("\n", pos, end)
        if nl < 0:
            yield pos, end
            return
        yield pos, nl
        pos = nl + 1
        limit -= 1


def _window(buf: str, le: int) -> int:
    return min(len(buf), le + _PEEK)


def _block_end(buf: str, rx: re.Pattern[str], le: int) -> int:
    end = _window(buf, le)
    m = rx.search(buf, le, end)
    return m.start() if m else end


def _first_text(buf: str, start: int, end: int) -> tuple[str, int]:
    """The first non-blank line in ``[start, end)`` and where it ends."""
    for ls, le in _lines(buf, start, end, 40):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if text:
            return text, le
    return "", start


def _js_frame(buf: str, start: int, end: int) -> str:
    """The place of a stack in ``buf[start:end]`` (see :func:`_via`), from its frames in the
    project (outside ``node_modules`` and node's own)."""
    frames: list[str] = []
    helper = False
    for m in _JS_FRAME_RX.finditer(buf, start, end):
        path = m.group(2)
        if (
            "node_modules" not in path
            and not path.startswith(("node:", "internal/"))
            and not _VENDORED_RX.search(path)
        ):
            # a named function in the code under test says where to look (a test's own
            # callbacks are anonymous, or the test)
            func = m.group(1) or ""
            named = bool(_JS_FUNC_RX.fullmatch(func))
            if not frames:
                helper = named and _is_test_path(path) and "." not in func
            frames.append(f"{path} in {func}" if named and not _is_test_path(path) else path)
            if len(frames) == _VIA_FRAMES:
                break
    if helper and len(frames) > 1 and _is_test_path(frames[1]):
        # an assertion helper of the test file (``function test(a, b)``): the test's line
        # that called it says which case failed
        return f"{frames[0]} from {frames[1]}"
    return _via(frames)


# a library copied into the project, not its code: a file named by its version
# ("deno_asserts@0.168.0.mjs", tinycolor2's tests' copy of deno's asserts), or under vendor/
_VENDORED_RX = re.compile(r"@\d+\.\d+\.\d+[^/]*$|(?:^|/)vendor/")


# "resolveValidatorSchemaRef", "JSONPath.apply", "Object.serialize": not "<anonymous>",
# "Array.forEach" or "new Promise"
_JS_FUNC_RX = re.compile(r"(?:async )?(?!Array\.|Object\.<|Promise\.|new )[\w$]+(?:\.[\w$]+)*")


_VIA_FRAMES = 8
"""Project frames of a stack read for its place: the innermost and the code that called it."""

# where tests live: a place there is where a test noticed, one elsewhere the code under test
_TEST_PATH_RX = re.compile(
    r"(?:^|[/\\])(?:tests?|__tests__|spec)[/\\]|(?:^|[/_.])(?:test|spec)s?[._]"
)


def _is_test_path(path: str) -> bool:
    return bool(_TEST_PATH_RX.search(path))


_GENERATED_PATH_RX = re.compile(r"(?:^|/)(?:dist|build|out)/|\.(?:min|bundle)\.[cm]?js\b")


def _is_generated_path(path: str) -> bool:
    """A build's output (``dist/a.js``, ``a.min.js``): its errors repeat the source's."""
    return bool(_GENERATED_PATH_RX.search(path))


# JavaScript's TypeError for a method that is not there: the receiver's expression before it
_NOT_A_FUNCTION_RX = re.compile(r"(TypeError: )\S+(\.[\w$]+)( is not a function)")

# what _via adds after a place in the code under test: the test's line that called it
_CALLER_RX = re.compile(r" from \S+:\d+(?::\d+)?(?:: in \S+)?$")


def _via(frames: list[str]) -> str:
    """Where a stack of project frames (innermost first) points: its innermost frame, and
    when that is a test's own code called back from the code under test (a callback the
    library ran), the library's frame that called it too:
    ``test/sugar.js:23:20 via lib/index.js:46:31``. The bug is usually there. When the
    innermost frame is in the code under test, the test's line that called it follows:
    ``src/result.ts:454:24 in Result.all from test/result.test.ts:109:25``."""
    if not frames:
        return ""
    first = frames[0]
    if _is_test_path(first.partition(" in ")[0]):
        outer = frames[1] if len(frames) > 1 else ""
        if outer and not _is_test_path(outer.partition(" in ")[0]):
            return f"{first} via {outer}"
        return first
    caller = next((f for f in frames[1:] if _is_test_path(f.partition(" in ")[0])), "")
    return f"{first} from {caller.partition(' in ')[0]}" if caller else first


# "at fn (/src/a.js:5:52)", "at /src/a.js:5:52", and an ES module's "at fn (file:///src/a.js:5:52)"
_JS_FRAME_RX = re.compile(
    r"^\s*at (?:(.*?) \()?(?:file://)?((?:[A-Za-z]:)?[^\s():]+:\d+:\d+)\)?\s*$", re.M
)


_ARROW_RX = re.compile(r"\s*--> (.+?):(\d+):(\d+)\s*$")
