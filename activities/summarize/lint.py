"""Linters and checkers: eslint, ruff, pyright, and the one-line formats (mypy, flake8,
tsc, C compilers, go build and vet)."""

from __future__ import annotations

import json
import re

from activities.summarize.base import (
    _ARROW_RX,
    _BEHIND,
    _LINE_SHOWN,
    _MAX_BASELINE,
    _MAX_FILES,
    _PEEK,
    _UNREADABLE,
    _cause_key,
    _Found,
    _lines,
    _Natural,
    _shorten,
    _State,
    fingerprint,
)
from activities.summarize.python import _py_tb_line
from activities.summarize.tap import _node_crash

# --------------------------------------------------------------------------- eslint, ruff, pyright

_ESLINT_RX = re.compile(r"\s+(\d+):(\d+)\s+error\s+(.+?)(?:\s{2,}(\S+))?\s*$")
# "F401 [*] `os` imported but unused", "invalid-syntax: ...", and ruff format --check's
# "unformatted: File would be reformatted"
_RUFF_HEADER_RX = re.compile(
    r"([A-Z]{1,8}\d{1,5}|[a-z]+(?:-[a-z]+)+|unformatted)( \[\*\])?:? (.+)$"
)
_PYRIGHT_RX = re.compile(r"\s*(\S.*?):(\d+):(\d+) - (error|warning): (.*)$")
_PYRIGHT_RULE_RX = re.compile(r"\s*\((report\w+)\)\s*$")


def _on_abs_path(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if st.py_mode == "failures":
        _py_tb_line(st, line, buf, ls)
        return
    if not _node_crash(st, buf, le, line):
        st.abs_path = line.strip()[:300]


def _eslint(st: _State, line: str) -> bool:
    m = _ESLINT_RX.match(line)
    if not m:
        return False
    found, cause = _eslint_found(st, m, line, "error")
    st.add(found, cause)
    return True


def _on_eslint_json(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``eslint -f json``: one line, a list of files with their messages; each told as
    eslint's own format tells it (``a.js:3:5  error  'x' is not defined  no-undef``), its
    warnings kept aside as that format's are, its count said as that format says it."""
    try:
        files = json.loads(buf[ls:le])
    except _UNREADABLE:
        return  # cut (a line past _MAX_LINE) or not eslint's: nothing to say
    if not isinstance(files, list):
        return
    errors = warnings = 0
    for entry in files:
        if not isinstance(entry, dict):
            continue
        path = str(entry.get("filePath", ""))
        for m in entry.get("messages") or []:
            if not isinstance(m, dict):
                continue
            severity = "error" if m.get("severity") == 2 else "warning"
            rule = str(m.get("ruleId") or "")
            where = f"{path}:{m.get('line', 0)}:{m.get('column', 0)}"
            message = " ".join(str(m.get("message", "")).split())
            what = f"{severity}  {message}  {rule}".rstrip()
            found = _Found("lint", "eslint", f"{where}  {what}", brief=f"{where} {rule}".strip())
            found.place, found.what = where, what
            cause = ("eslint", rule or message)
            if severity == "warning":
                warnings += 1
                found.warning = True
                _keep_warning(st, found, cause)
            else:
                errors += 1
                st.add(found, cause)
    if errors or warnings:
        n = errors + warnings
        st.total(
            "eslint",
            f"{n} problem{'s' if n != 1 else ''} ({errors} error{'s' if errors != 1 else ''},"
            f" {warnings} warning{'s' if warnings != 1 else ''})",
        )


def _eslint_found(
    st: _State, m: re.Match[str], line: str, severity: str
) -> tuple[_Found, tuple[str, ...]]:
    """One of eslint's rows as eslint printed it, its file in front:
    ``cli.js:144:7  warning  'x' is never reassigned  prefer-const`` (a digest line holds its
    gaps of two spaces; a wider column's padding becomes one space)."""
    row, col, message, rule = m.group(1), m.group(2), m.group(3), m.group(4) or ""
    where = f"{st.abs_path}:{row}:{col}" if st.abs_path else f"{row}:{col}"
    # what it says, one space apart: the same in every file whatever its columns' widths
    what = f"{severity} {message} {rule}" if rule else f"{severity} {message}"
    brief = f"{where} {rule}" if rule else where
    printed = line.strip()[len(f"{row}:{col}") :].rstrip()
    head = f"{where}{printed}" if printed.split() == what.split() else f"{where} {what}"
    found = _Found("lint", "eslint", head, brief=brief, place=where, what=what)
    found.warning = severity == "warning"
    return found, ("eslint", rule or message)


# eslint's hint under its count, when it can mend errors itself
_ESLINT_FIXABLE_RX = re.compile(
    r"(?!0 errors and 0 warnings)\d+ errors? and \d+ warnings? potentially fixable\b.*"
)


def _on_eslint_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0].strip()
    hint = _ESLINT_FIXABLE_RX.match(nxt)
    st.total("eslint", f"{line.strip()}; {hint.group(0)}" if hint else line)


_ESLINT_WARNING_RX = re.compile(r"\s+(\d+):(\d+)\s+warning\s+(.+?)(?:\s{2,}(\S+))?\s*$")
_MAX_WARNINGS = 200
"""Warnings kept aside (about 300 bytes each) until the output's end."""


def _on_eslint_warning(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A warning: kept aside until the run's end says whether it is listed (see
    :func:`warnings_flush`)."""
    m = _ESLINT_WARNING_RX.match(line)
    if m:
        _keep_warning(st, *_eslint_found(st, m, line, "warning"))


_MAX_PAST_CAUSES = 512
"""Causes of the warnings past those kept that are counted one by one."""


def _keep_warning(st: _State, found: _Found, cause: tuple[str, ...]) -> None:
    if len(st.warnings) < _MAX_WARNINGS:
        st.warnings.append((found, cause))
        return
    if st.seen is not None and len(st.seen) < _MAX_BASELINE:
        # (remembered for the next attempt's comparison, as a kept one is when added)
        st.seen[fingerprint(found)] += 1
    key = (found.tool, *cause)
    if key in st.warnings_past or len(st.warnings_past) < _MAX_PAST_CAUSES:
        first, n, files = st.warnings_past.get(key, (found, 0, set()))
        if (file := found.file()) and len(files) < _MAX_FILES:
            files.add(file)
        st.warnings_past[key] = (first, n + 1, files)
    else:
        st.warnings_more[found.tool] = st.warnings_more.get(found.tool, 0) + 1


def count_past_warnings(st: _State, tool: str) -> None:
    """The tool's warnings past those kept, counted once the kept ones are added: in the
    group of their cause (a clippy lint's 227 warnings, of which 32 are kept: ``+N more
    (clippy::missing_errors_doc x195, ...)``); a cause none of the kept ones had, by its
    first warning, as a group of its own (a lint first seen past the 200th warning)."""
    more = st.warnings_more.pop(tool, 0)
    for key in [k for k in st.warnings_past if k[0] == tool]:
        first, n, files = st.warnings_past.pop(key)
        group = st.groups.get(_cause_key(key[1:]))
        if group is None:
            # (its fingerprint is remembered already: see _keep_warning)
            seen, st.seen = st.seen, None
            if st.add(first, key[1:]) is not None:
                group, n = st.groups.get(_cause_key(key[1:])), n - 1
            st.seen = seen
        if group is not None:
            group.count += n
            if len(group.files) < _MAX_FILES:
                group.files.update(files)
        else:
            more += n
    if more:
        st.overflow[("lint", tool)] = st.overflow.get(("lint", tool), 0) + more


def _on_eslint_max_warnings(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``ESLint found too many warnings (maximum: 0).``: the warnings are why it failed."""
    st.eslint_too_many = True
    said = st.totals.get("eslint")
    st.total("eslint", f"{said}; {line.strip()}" if said else line)


_COUNTED_ERRORS_RX = re.compile(r"\b[1-9]\d* errors?\b")


def warnings_flush(st: _State) -> list[tuple[_Found, tuple[str, ...]]]:
    """A linter's warnings, at the output's end: eslint's become the findings of a run that
    failed for too many of them; a tool's warnings are listed after its errors, in the room
    they leave (ranked as style: hundreds are usually the project's settings, a few the
    change's; those the previous output did not have or at lines the change touched come
    first).

    Returns the warnings not listed, for a command that passed to say them."""
    aside: list[tuple[_Found, tuple[str, ...]]] = []
    tools = {found.tool for found, _ in st.warnings}
    for tool in tools:
        mine = [(f, c) for f, c in st.warnings if f.tool == tool]
        # (a tool that counts errors it did not show, biome past its 20: its warnings
        # are what it shows)
        errors = any(g.first.tool == tool for g in st.groups.values()) or bool(
            _COUNTED_ERRORS_RX.search(st.totals.get(tool, ""))
        )
        if (tool == "eslint" and st.eslint_too_many) or errors:
            # listed after the errors, in what room they leave (those the previous output
            # did not have, or at lines the change touched, first: see _order)
            for found, cause in mine:
                st.add(found, cause)
            count_past_warnings(st, tool)
            continue
        for found, cause in mine:
            fp = fingerprint(found)
            aside.append((found, cause))
            # remembered for the next attempt's comparison
            if st.baseline is not None and st.baseline[fp] > 0:
                st.baseline[fp] -= 1
            if st.seen is not None and len(st.seen) < _MAX_BASELINE:
                st.seen[fp] += 1
    st.warnings.clear()
    return aside


def _on_arrow(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """`` --> file:l:c`` under a ruff ``CODE message`` header (rustc's are read with theirs)."""
    arrow = _ARROW_RX.match(line)
    prev_start = buf.rfind("\n", max(0, ls - 1 - _BEHIND), ls - 1)
    if not arrow or prev_start < 0 or ls == 0:
        return
    m = _RUFF_HEADER_RX.match(buf[prev_start + 1 : ls - 1].rstrip())
    if not m:
        return
    # ruff's "[*]" (it can fix this itself) stays, as ruff printed it
    code, message = m.group(1), f"[*] {m.group(3)}" if m.group(2) else m.group(3)
    where = f"{arrow.group(1)}:{arrow.group(2)}:{arrow.group(3)}"
    natural: _Natural = "build" if code == "invalid-syntax" else "lint"
    head = f"{where}: {code} {message}"
    found = _Found(
        natural, "ruff", head, brief=f"{where}: {code}", place=where, what=f"{code} {message}"
    )
    st.add(found, ("ruff", code))


def _pyright(st: _State, buf: str, le: int, line: str) -> bool:
    m = _PYRIGHT_RX.match(line)
    if not m:
        return False
    path, row, col, severity, message = m.groups()
    indent = len(line) - len(line.lstrip())
    rule = ""
    rm = _PYRIGHT_RULE_RX.search(message)
    if rm:
        message, rule = message[: rm.start()], rm.group(1)
    else:
        for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + _PEEK), 12):
            more = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
            if len(more) - len(more.lstrip()) <= indent or not more.strip():
                break
            rm = _PYRIGHT_RULE_RX.search(more)
            text = more[: rm.start()] if rm else more
            if text.strip() and len(message) + len(text.strip()) < 110:
                message = f"{message.rstrip(':')}: {text.strip()}"
            if rm:
                rule = rm.group(1)
                break
    where = f"{path}:{row}:{col}"
    brief = f"{where} ({rule})" if rule else where
    found = _Found(
        "build",
        "pyright",
        f"{where} - {severity}: {message}",
        brief=brief,
        place=where,
        what=f"{severity}: {message}",
    )
    found.suffix = f"({rule})" if rule else ""
    if severity == "warning":
        # kept aside like eslint's: listed after its errors when few (see warnings_flush)
        found.warning = True
        _keep_warning(st, found, ("pyright", f"warning {rule or message}"))
        return True
    st.add(found, ("pyright", rule or message))
    return True


def _on_pylint_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``Your code has been rated at 7.92/10 (previous run: ...)``."""
    st.total("pylint", line)


_RUFF_GROUPED_RX = re.compile(
    r"\s+(\d+):(\d+)\s+([A-Z]{1,8}\d{1,5}|invalid-syntax(?=:))\b(?: \[\*\])? ?(.*)$"
)


def _ruff_syntax(st: _State, where: str, message: str) -> None:
    """ruff's ``invalid-syntax``: the file does not parse (a build error by nature)."""
    what = f"invalid-syntax: {message}"
    found = _Found(
        "build", "ruff", f"{where}: {what}", brief=f"{where}: invalid-syntax", place=where
    )
    found.what = what
    st.add(found, ("ruff", "invalid-syntax"))


def _on_ruff_grouped(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """ruff ``--output-format grouped``: a file's name alone on a line (``a.py:``), then its
    findings indented, ``  1:8  F401 [*] message``."""
    m = _RUFF_GROUPED_RX.match(line)
    if not m:
        return
    # the file is the nearest unindented line above that ends with a colon
    pos, floor = ls, max(0, ls - _BEHIND)
    while pos > floor:
        start = buf.rfind("\n", floor, pos - 1) + 1
        above = buf[start : pos - 1]
        pos = start
        if above[:1].isspace() or not above:
            continue
        if above.endswith(":") and " " not in above:
            st.ruff_file = above[:-1]
        break
    if not st.ruff_file:
        return
    row, col, code, message = m.groups()
    where = f"{st.ruff_file}:{row}:{col}"
    if code == "invalid-syntax":
        _ruff_syntax(st, where, message[1:].strip())
        return
    # told as its concise line ("a.py:1:8: F401 [*] message")
    head = f"{where}: {line[m.end(2) :].strip()}"
    found = _Found("lint", "ruff", head, brief=f"{where}: {code}", place=where)
    found.what = f"{code} {message}"
    st.add(found, ("flake8", code))


# ruff's hint under its count: what ``--fix`` would mend for the agent
_RUFF_FIXABLE_RX = re.compile(r"\[\*\] \d+ fixable\b.*|No fixes available\b.*|\(\d+ hidden fix.*")


_FLAKE8_STAT_RX = re.compile(r"(\d+) +([A-Z]{1,3}\d{2,4}) (\S.*)$")
_FLAKE8_STATS_SAID = 8


def _on_flake8_stat(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """flake8 ``--statistics``: each code's count with its first message (``2     F821
    undefined name 'numbers'``), and under them with ``--count`` the count alone: the run's
    totals, as printed."""
    m = _FLAKE8_STAT_RX.match(line.strip())
    if st.last_tool != "flake8" or m is None or len(st.flake8_stats) >= _FLAKE8_STATS_SAID:
        return
    st.flake8_stats.append(" ".join(m.groups()))
    said = "; ".join(st.flake8_stats)
    nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0].strip()
    st.total("flake8", f"{said}; {nxt} in all" if nxt.isdigit() else said)


def _on_found_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    if st.last_tool == "biome" and _BIOME_FOUND_RX.match(line.strip()):
        # "Found 9 errors." "Found 197 warnings." "Found 43 infos.", each a line; and how
        # many it did not show ("Diagnostics not shown: 229.")
        said = st.totals.get("biome", "")
        if not said:
            hidden = _BIOME_HIDDEN_RX.search(buf, max(0, ls - _BEHIND), ls)
            said = hidden.group(0) if hidden else ""
        st.total("biome", f"{said} {line.strip()}".strip())
        return
    if "error" in line and st.last_tool:
        nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0].strip()
        hint = _RUFF_FIXABLE_RX.match(nxt) if st.last_tool == "ruff" else None
        said = f"{line.strip()} {hint.group(0)}" if hint else line.strip()
        fixed = _RUFF_FIXED_RX.search(buf, max(0, ls - _BEHIND), ls)
        if fixed and st.last_tool == "ruff":
            # what `ruff check --fix` mended, by code, as it says it
            codes = _RUFF_FIXED_CODE_RX.findall(buf, fixed.end(), ls)[:4]
            said += f" {fixed.group(1)}" + (f": {', '.join(codes)}" if codes else "")
        table = _TSC_FILES_RX.match(buf, le + 1) if st.last_tool == "tsc" else None
        if table:
            # tsc's table under its count: each file's errors and its first error's line,
            # as printed ("298  test/cookie.test.js:5"), told when the digest has room
            rows = [r.strip() for r in _TSC_FILE_ROW_RX.findall(table.group(1))]
            tabled = f"{said} Errors  Files: {', '.join(rows)}"
            # (a few files' rows are part of the count; many, told when there is room)
            if len(rows) <= _TSC_ROWS_SAID:
                st.total("tsc", tabled)
            else:
                st.total("tsc", said, whole=tabled)
            return
        st.total(st.last_tool, said)


# tsc's table after "Found 393 errors in 4 files.": "Errors  Files", then "   298  a.ts:5"
_TSC_FILES_RX = re.compile(r"\n?Errors  Files\n((?:[ \t]*\d+  \S+\n?){1,64})")
_TSC_FILE_ROW_RX = re.compile(r"^[ \t]*(\d+  \S+)$", re.M)
_TSC_ROWS_SAID = 6


# `ruff check --fix`: "Fixed 2 errors:", a file, then "    1 \u00d7 F811 (redefined-while-unused)"
_RUFF_FIXED_RX = re.compile(r"^(Fixed \d+ errors?):?$", re.M)
_RUFF_FIXED_CODE_RX = re.compile(r"^ +(\d+ \u00d7 [A-Z]+\d+ \([\w-]+\))$", re.M)


# --------------------------------------------------------------------------- one-line formats

# (a path holds no quote: a line of a JS string that repeats tsc's output, as execa's error
# dumps its stdout, ``stdout: `a.ts(6,3): error TS2305: ...\n` +``, is no error of its own)
_TSC_RX = re.compile(
    r"([^\s`'\"][^`'\"]*?)(?:\((\d+),(\d+)\): | ?:(\d+):(\d+) - )error (TS\d+): (.*)$"
)
# "file:line[:col[:end_line:end_col]]: error: message  [code]" (mypy --show-error-end)
_CC_RX = re.compile(
    r"([^\s:][^:]*?):(\d+):(?:(\d+):(?:\d+:\d+:)?)? (?:fatal )?error: (.*?)"
    r"(?:\s+\[([\w-]+)\])?\s*$"
)
_MYPY_CODE_RX = re.compile(r"(?:^|\s)\[[\w-]+\]\s*$")
# (and ruff's syntax errors: "a.py:11:67: invalid-syntax: Expected `]`, found `=`")
_FLAKE8_RX = re.compile(
    r"([^\s:][^:]*?):(\d+):(\d+): ([A-Z]{1,8}\d{1,5}|invalid-syntax(?=:))\b(?: \[\*\])? ?(.*)$"
)
# (go vet's type checker says "vet: " before it)
_GO_RX = re.compile(r"(?:vet: )?(\S*\.go):(\d+):(\d+): (.*)$")
# cargo/rustc --message-format=short: "src/main.rs:3:18: error[E0308]: mismatched types: ..."
_RUSTC_SHORT_RX = re.compile(r"(\S*\.rs):(\d+):(\d+): error(?:\[([A-Z]*\d+)\])?: (.*)$")
# "file:line: [CODE] msg" (ruff and flake8 --format=pylint) and pylint's parseable
# "file:line: [E0602(undefined-variable), Class.method] msg"
_BRACKET_RX = re.compile(
    r"([^\s:][^:]*?):(\d+): \[([A-Z]+\d+)(?:\(([\w-]+)\))?(?:, [^\]]*)?\] (.*)$"
)
_PYLINT_CODE_RX = re.compile(r"[CRWEFI]\d{4}$")
# pylint's symbolic name ends its message: "(undefined-variable)"
_PYLINT_SYMBOL_RX = re.compile(r"\([a-z]+(?:-[a-z]+)*\)$")
_PYRIGHT_TOTAL_RX = re.compile(r"\d+ errors?, \d+ warnings?, \d+ informations?\s*$")


def _tsc_detail(buf: str, le: int) -> str:
    """The last of the indented lines that follow a tsc error (its chained explanation), the
    most specific one: ``No overload matches this call.`` says little, ``Argument of type
    'number' is not assignable to ...`` two lines down says what is wrong; ``""`` if none."""
    last = before = ""
    for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + _PEEK), 12):
        more = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        if not more.startswith("  ") or not more.strip() or _NOT_TSC_DETAIL_RX.match(more):
            break
        last, before = more.strip(), last
    if _TSC_PROPERTY_RX.match(before):
        # which property's types differ, then how: "Types of property 'maxAge' are
        # incompatible. Type 'number' is not assignable to type 'string'."
        return f"{_shorten(before, 100)} {_shorten(last, 120)}"
    return _shorten(last, 160) if last else ""


_TSC_PROPERTY_RX = re.compile(r"Types of (?:property|parameters) '[^'\n]+' (?:are|and) ")
# what follows a tsc error but is not its explanation: a stack's frame, an object's field
# (an exception that ran tsc, dumped with its fields: "  durationMs: 1936.38,")
_NOT_TSC_DETAIL_RX = re.compile(r"\s+(?:at \S|[\w$]+: .*[,{\[]$)")


# eslint's one-line formatters (eslint-formatter-unix and -compact, built in before eslint 9):
# "/p/a.ts:18:7: 'x' is never used. [Error/no-unused-vars]" and
# "/p/a.ts: line 18, col 7, Error - 'x' is never used. (no-unused-vars)"
_ESLINT_UNIX_RX = re.compile(r"(\S.*?):(\d+):(\d+): (.+) \[(Error|Warning)/([^\]\s]+)\]$")
_ESLINT_COMPACT_RX = re.compile(
    r"(\S.*?): line (\d+), col (\d+), (Error|Warning) - (.+?)(?: \(([^()\s]+)\))?$"
)


def _eslint_line(st: _State, text: str) -> bool:
    """One of eslint's one-line formats: an error is a finding, a warning kept aside as the
    stylish format's are; each told as printed."""
    m = _ESLINT_UNIX_RX.match(text)
    if m:
        path, row, col, message, severity, rule = m.groups()
        place = f"{path}:{row}:{col}"
        what = f"{message} [{severity}/{rule}]"
    else:
        m = _ESLINT_COMPACT_RX.match(text)
        if not m:
            return False
        path, row, col, severity, message, rule = m.groups()
        place = f"{path}: line {row}, col {col}"
        what = f"{severity} - {message}" + (f" ({rule})" if rule else "")
    _lint_row(st, "eslint", place, rule or message, what, severity == "Warning", head=text)
    return True


def _lint_row(
    st: _State,
    tool: str,
    place: str,
    code: str,
    what: str,
    warning: bool,
    *,
    head: str = "",
    natural: _Natural = "lint",
) -> None:
    """A linter's (or a bundler's) finding: an error is found, a warning kept aside (see
    ``warnings_flush``)."""
    head = head or (f"{place} {what}" if place else what)
    brief = f"{place} {code}" if place else code[:60]
    found = _Found(natural, tool, head, brief=brief, place=place)
    found.what = what
    found.warning = warning
    if warning:
        _keep_warning(st, found, (tool, code))
    else:
        st.add(found, (tool, code))


# biome's diagnostics: "src/a.ts:106:16 lint/suspicious/useIterableCallbackReturn  FIXABLE
# ━━━━", then its mark (a cross for an error, ! a warning, i information) and message a line or two down
_BIOME_RX = re.compile(
    r"(\S+):(\d+):(\d+) ((?:lint|assist|parse|format|suppressions|syntax)(?:/[\w/-]+)?)"
    r"(?:  FIXABLE)? +\u2501+$"
)
_BIOME_MARK_RX = re.compile(r"[ \t]+([\u00d7\u2716!i]) (\S.*)$")
_BIOME_FOUND_RX = re.compile(r"Found \d+ (?:errors?|warnings?|infos?)\.$")
_BIOME_HIDDEN_RX = re.compile(r"^Diagnostics not shown: \d+\.$", re.M)


def _biome(st: _State, buf: str, le: int, text: str) -> bool:
    m = _BIOME_RX.match(text)
    if not m:
        return False
    path, row, col, category = m.groups()
    mark, message = "", ""
    for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + 4 * _LINE_SHOWN), 4):
        said = _BIOME_MARK_RX.match(buf[ls2 : min(le2, ls2 + _LINE_SHOWN)])
        if said:
            mark, message = said.groups()
            break
    st.last_tool = "biome"
    if mark == "i":
        return True  # information, not a finding
    what = f"{category}: {message}" if message else category
    _lint_row(st, "biome", f"{path}:{row}:{col}", category, what, mark == "!")
    return True


# esbuild's messages: "✘ [ERROR] No matching export in "src/path.ts" for import "x"" (or
# "▲ [WARNING] ..."), then, indented, "src/route.ts:2:20:" and the source line under it
# ("2 │ import { x } from './path'"), and perhaps a note with a place of its own
_ESBUILD_RX = re.compile(r"(?:\u2718 \[ERROR\]|\u25b2 \[WARNING\]) (\S.*)$")
_ESBUILD_PLACE_RX = re.compile(r"[ \t]+(\S+:\d+:\d+):$")
_ESBUILD_SOURCE_RX = re.compile(r"[ \t]+\d+ \u2502 +(\S.*)$")
_ESBUILD_TOTAL_RX = re.compile(r"\d+ (?:warnings? and \d+ )?errors?$")


def _on_esbuild(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _ESBUILD_RX.match(line.strip())
    if not m:
        return
    message = m.group(1)
    place = source = note = ""
    for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + 12 * _LINE_SHOWN), 12):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        if text.strip() and not text[:1].isspace():
            break  # the next message
        at = _ESBUILD_PLACE_RX.match(text)
        said = _ESBUILD_SOURCE_RX.match(text)
        if at and not place:
            place = at.group(1)
        elif said and place and not source:
            source = said.group(1).strip()
        elif text.startswith("  ") and not text.startswith("   ") and text.strip().endswith(":"):
            note = note or text.strip().rstrip(":")
    st.last_tool = "esbuild"
    warning = line.lstrip().startswith("\u25b2")
    what = f"{'WARNING' if warning else 'ERROR'}: {message}"
    what += f" [{_shorten(source, 100)}]" if source else ""
    what += f" ({note})" if note else ""
    head = f"{place}: {what}" if place else what
    _lint_row(st, "esbuild", place, message, what, warning, head=head, natural="build")


def _on_esbuild_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """ "1 warning and 1 error", esbuild's last line."""
    if st.last_tool == "esbuild" and _ESBUILD_TOTAL_RX.match(line.strip()):
        st.total("esbuild", line.strip())


# oxlint's diagnostics (miette's graphical report): "  ! eslint(no-unused-vars): Variable 'x'
# is declared but never used." ("x" for an error), then "    ,-[src/a.ts:369:9]" under it
_OXLINT_PLACE_RX = re.compile(r",-\[(\S+?):(\d+):(\d+)\]$")
_OXLINT_MARK_RX = re.compile(r"[ \t]*([x!\u00d7]) ([\w-]+(?:\([\w/@-]+\))?): (\S.*)$")


def _oxlint(st: _State, buf: str, ls: int, text: str) -> bool:
    m = _OXLINT_PLACE_RX.match(text)
    if not m:
        return False
    above = buf.rfind("\n", max(0, ls - 1 - _LINE_SHOWN), ls - 1)
    said = _OXLINT_MARK_RX.match(buf[above + 1 : ls - 1]) if ls else None
    if not said:
        return False
    mark, rule, message = said.groups()
    st.last_tool = "oxlint"
    place = f"{m.group(1)}:{m.group(2)}:{m.group(3)}"
    _lint_row(st, "oxlint", place, rule, f"{rule}: {message}", mark == "!")
    return True


_MAX_GO_BUILT = 4096
"""go compile errors remembered to tell a test binary's repeat of them (see ``_State``)."""


def _on_located(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A ``file:line`` style line: tsc, pyright, mypy / C compilers, flake8 / ruff, go, eslint."""
    text = line.strip()
    if line[:1].isspace() and _eslint(st, line):
        return
    if text.endswith(("]", ")")) and _eslint_line(st, text):
        return
    if text.endswith("\u2501") and _biome(st, buf, le, text):
        return
    if text.startswith(",-[") and _oxlint(st, buf, ls, text):
        return
    if _PYRIGHT_TOTAL_RX.match(text):
        st.total("pyright", text)
        return
    m = _TSC_RX.match(text)
    if m:
        path, code = m.group(1), m.group(6)
        row, col = m.group(2) or m.group(4), m.group(3) or m.group(5)
        # each place as tsc printed it: "a.ts(3,7)", or with --pretty "a.ts:3:7"
        place = f"{path}({row},{col})" if m.group(2) else f"{path}:{row}:{col}"
        brief = f"{place}: error {code}"
        detail = _tsc_detail(buf, le)
        if detail:
            text = f"{text} {detail}"
        what = f"error {code}: {m.group(7)}{' ' + detail if detail else ''}"
        found = _Found("build", "tsc", text, brief=brief, place=place, what=what)
        st.add(found, ("tsc", code))
        return
    if _pyright(st, buf, le, line):
        return
    m = _RUSTC_SHORT_RX.match(text)
    if m:
        path, row, col, code, message = m.groups()
        where = f"{path}:{row}:{col}"
        tag = f"error[{code}]" if code else "error"
        found = _Found(
            "build", "rustc", text, brief=f"{where}: {tag}", place=where, what=f"{tag}: {message}"
        )
        st.add(found, ("rustc", code or message))
        return
    m = _CC_RX.match(text)
    if m and not m.group(5):
        # mypy --pretty wraps long messages over lines of their own (not indented); the
        # code ends the last of them
        more: list[str] = []
        for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + 4 * _LINE_SHOWN), 4):
            nxt = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
            if not nxt[:1].strip() or _CC_RX.match(nxt):
                break
            more.append(nxt.strip())
            if _MYPY_CODE_RX.search(nxt):
                text = f"{text} {' '.join(more)}"
                m = _CC_RX.match(text)
                break
    if m:
        path, row, col, message, code = m.groups()
        tool = "mypy" if path.endswith((".py", ".pyi")) or code else "cc"
        brief = f"{path}:{row}: [{code}]" if code else f"{path}:{row}:{col or ''} error"
        head = text[: m.start(5)].rstrip(" [") if code else text
        place = f"{path}:{row}:{col}" if col else f"{path}:{row}"
        found = _Found(
            "build",
            tool,
            head,
            brief=brief,
            suffix=f"[{code}]" if code else "",
            place=place,
            what=f"error: {message}",
        )
        st.add(found, (tool, code or message))
        return
    m = _FLAKE8_RX.match(text)
    if m:
        path, row, col, code, message = m.groups()
        if code == "invalid-syntax":
            _ruff_syntax(st, f"{path}:{row}:{col}", message[1:].strip())
            return
        if message.startswith(": ") and _PYLINT_SYMBOL_RX.search(message):
            # pylint: "file:line:col: E0602: Undefined variable 'x' (undefined-variable)"
            message = message[2:]
            tool = "pylint"
        else:
            tool = "ruff" if "[*]" in text or st.last_tool == "ruff" else "flake8"
        where = f"{path}:{row}:{col}"
        found = _Found("lint", tool, text, brief=f"{where}: {code}", place=where)
        found.what = f"{code} {message}"
        st.add(found, ("flake8", code))
        return
    m = _BRACKET_RX.match(text)
    if m:
        path, row, code, symbol, message = m.groups()
        pylint = bool(symbol) or bool(_PYLINT_CODE_RX.match(code))
        tool = "pylint" if pylint else ("ruff" if st.last_tool == "ruff" else "flake8")
        where = f"{path}:{row}"
        what = f"{code} {message} ({symbol})" if symbol else f"{code} {message}"
        found = _Found("lint", tool, f"{where}: {what}", brief=f"{where}: {code}", place=where)
        found.what = what
        st.add(found, (tool, code))
        return
    m = _GO_RX.match(text)
    if m:
        path, row, col, message = m.groups()
        if message.startswith(("warning:", "note:")):
            return
        where = f"{path}:{row}:{col}"
        if message == "too many errors":
            # the compiler stops listing a package's errors at ten: not an error of its own
            st.total("go", f"{where}: too many errors (the compiler stopped listing them)")
            return
        # the compiler's detail under its line, indented by a tab ("have (int)", "want (int,
        # error)"): part of the message
        below: list[str] = []
        for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + 3 * _LINE_SHOWN), 3):
            if not buf.startswith("\t", ls2):
                break
            below.append(buf[ls2 : min(le2, ls2 + _LINE_SHOWN)].strip())
        if below:
            sep = " " if message.endswith(":") else ": "
            text = f"{text}{sep}{', '.join(below)}"
            message = f"{message}{sep}{', '.join(below)}"
        check = _STATICCHECK_RX.search(message)
        if check:
            # staticcheck: "... (ST1006)" (after the compiler's detail, when it has one), and
            # the type checker's errors it reports, "(compile)": its checks are its codes, as
            # a linter's rules are
            code = check.group(1)
            natural: _Natural = "build" if code == "compile" else "lint"
            head = text[: len(text) - len(check.group(0))].rstrip()
            found = _Found(natural, "staticcheck", head, brief=f"{where}: {code}", place=where)
            found.what = message
            # (kept when a long message is cut)
            found.suffix = f"({code})"
            st.add(found, ("staticcheck", code))
            return
        found = _Found("build", "go", text, brief=where, place=where, what=message)
        # the package go build names above its errors ("# golang.org/x/sync/semaphore")
        found.pkg = pkg = _go_build_package(buf, ls)
        if pkg:
            alone, _, binary = pkg.partition(" [")
            if binary == f"{alone}.test]" and (alone, text) in st.go_built:
                return  # (printed again for the package's test binary: counted once)
            if len(st.go_built) < _MAX_GO_BUILT:
                st.go_built.add((pkg, text))
        st.add(found, ("go", message))


# staticcheck's check at the end of its line: "(SA5009)", "(ST1006)", "(U1000)", "(compile)"
_STATICCHECK_RX = re.compile(r" \(((?:SA|ST|QF|S)\d{4}|U1000|compile)\)$")


# go build's line above a package's errors: "# golang.org/x/sync/semaphore"
# (with the test binary it was built for, as go vet says it: "# pkg [pkg.test]")
_GO_PKG_HEADER_RX = re.compile(r"# ([\w.-]+(?:/[\w.-]+)*(?: \[[^\]\n]*\])?)\n")
_GO_PKG_LOOKBACK = 4096


def _go_pkg_header(buf: str, ls: int) -> re.Match[str] | None:
    """go's last ``# pkg`` line above ``ls`` (within _GO_PKG_LOOKBACK), if any."""
    start = max(0, ls - _GO_PKG_LOOKBACK)
    at = buf.rfind("\n# ", start, ls)
    at = at + 1 if at >= 0 else (0 if buf.startswith("# ") and ls < _GO_PKG_LOOKBACK else -1)
    return _GO_PKG_HEADER_RX.match(buf, at) if at >= 0 else None


def _go_build_package(buf: str, ls: int) -> str:
    """The package whose errors go build lists at ``ls``: its ``# pkg`` line above, when
    only that package's errors (and their indented detail) lie between; or ``""``."""
    m = _go_pkg_header(buf, ls)
    if not m:
        return ""
    between = buf[m.end() : ls]
    if any(x and not (x[0] == "\t" or _GO_RX.match(x)) for x in between.split("\n")):
        return ""
    return m.group(1)


# go vet -json: {"pkg": {"printf": [{"posn": "/src/is.go:229:3", "message": "..."}]}}, after
# go's "# pkg" line; it exits 0 with findings
_GOVET_POSN_RX = re.compile(r'\s*"posn": "((?:[^"\\]|\\.)*)",?\s*$')
_GOVET_MESSAGE_RX = re.compile(r'\s*"message": "((?:[^"\\]|\\.)*)",?\s*$')
_GOVET_ANALYZER_RX = re.compile(r'^\t\t"(\w+)": \[\s*$', re.M)


def _on_govet_json(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A finding of go vet -json: its place, message and analyzer, as vet's text form says
    them (``is.go:229:3: Logf format %v reads arg #2, but call has 1 arg (printf)``); the
    package's ``# pkg`` line above the report in the totals."""
    posn = _GOVET_POSN_RX.match(line)
    nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0]
    said = _GOVET_MESSAGE_RX.match(nxt)
    if not posn or not said:
        return
    place, message = _json_text(posn.group(1)), _json_text(said.group(1))
    since = max(0, ls - 4096)
    analyzers = _GOVET_ANALYZER_RX.findall(buf, since, ls)
    analyzer = analyzers[-1] if analyzers else ""
    what = f"{message} ({analyzer})" if analyzer else message
    found = _Found("lint", "go vet", f"{place}: {what}", brief=place, place=place, what=what)
    # (a warning: vet -json exits 0 with its findings, and the command passed)
    found.warning = True
    _keep_warning(st, found, ("go vet", analyzer or message))
    pkg = _go_pkg_header(buf, ls)
    if pkg and "go vet" not in st.totals:
        st.total("go vet", f"# {pkg.group(1)}")


def _json_text(text: str) -> str:
    try:
        said: str = json.loads(f'"{text}"')
    except ValueError:
        return text
    return said
