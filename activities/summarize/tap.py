"""TAP (tape, node's built-in runner with ``--test-reporter=tap``, ``prove -v``, vitest's
``tap`` and ``tap-flat`` reporters) and a node process that dies of an uncaught exception
(which is how tape ends when a test throws)."""

from __future__ import annotations

import re

from activities.summarize.base import (
    _BEHIND,
    _JS_FRAME_RX,
    _JS_FUNC_RX,
    _LINE_SHOWN,
    _MAX_GROUPS,
    _VIA_FRAMES,
    _clean,
    _diff_said,
    _Found,
    _is_test_path,
    _js_frame,
    _lines,
    _Natural,
    _shorten,
    _State,
    _via,
    _window,
)

# --------------------------------------------------------------------------- TAP

_NOT_OK_RX = re.compile(r"(\s*)not ok (\d+)\b( -(?=\s|$))? ?(.*?)\s*$")
_DIRECTIVE_RX = re.compile(r"\s#\s*(?:TODO|SKIP)\b", re.I)
_YAML_KEY_RX = re.compile(
    r"\s*(operator|expected|actual|at|error|name|location|failureType|message|assertion|values)"
    r":\s?(.*)$"
)
_ANY_KEY_RX = re.compile(r"[\w-]+:(?:\s|$)")
_FRAME_RX = re.compile(
    r"(?:file://)?((?:[A-Za-z]:)?[^\s()'\"]+\.(?:[cm]?[jt]sx?|py|rb|pl|t|go|rs):\d+(?::\d+)?)"
)
_LIBRARY_RX = re.compile(r"node_modules/|^node:|^internal/|/internal/|^<")
_TAP_TOTAL_RX = re.compile(r"#\s+(tests|pass|fail|cancelled|skipped|todo)\s+(\d+)\s*$")
# vitest: "not ok 1 - adds two numbers # time=7.33ms", a file or suite ending in "{"
_TIME_RX = re.compile(r"\s+#\s*time=[\d.]+\s*m?s\b")


def _frame(text: str) -> str:
    for m in _FRAME_RX.finditer(text):
        if not _LIBRARY_RX.search(m.group(1)):
            return m.group(1)
    return ""


_CALLER_RX = re.compile(r"(?:at )?(\S+(?: \S+)?) \(")


def _stack_frame(text: str) -> str:
    """A stack line's place in the project, with its function when it is named and in the
    code under test (``index.js:417:25 in resolveValidatorSchemaRef``), as ``_js_frame``
    tells it."""
    frame = _frame(text)
    caller = _CALLER_RX.match(text)
    if frame and caller and _JS_FUNC_RX.fullmatch(caller.group(1)) and not _is_test_path(frame):
        return f"{frame} in {caller.group(1)}"
    return frame


def _unquote(value: str) -> str:
    """A YAML scalar's text: ``'ref'`` is ``ref`` (so is node's ```a' == "b```); ``'0' ==
    '1'`` (not one quoted scalar) stays as it is."""
    if len(value) < 2 or value[0] != value[-1] or value[0] not in "'\"`":
        return value
    inner = value[1:-1]
    quote = value[0]
    if quote == "'" and "'" not in inner.replace("''", ""):
        return inner.replace("''", "'")
    if quote == '"' and '"' not in inner.replace('\\"', ""):
        return inner
    if quote == "`" and "`" not in inner:
        return inner  # node's own quotes, for a text that holds both others
    return value


def _test_name(buf: str, ls: int) -> str:
    """The ``# name`` comment tape prints before a test's assertions (not node's Subtest)."""
    start = buf.rfind("\n# ", max(0, ls - _BEHIND), ls)
    if start < 0:
        return ""
    end = buf.find("\n", start + 1)
    raw = buf[start + 3 : end]
    name = raw.strip()
    # node's "# Subtest:", totals, and Test::More's diagnostics ("#   Failed test ...",
    # "# Looks like you failed ...") are not a test's name
    if (
        name.startswith(("Subtest:", "Looks like", "Failed test"))
        or raw[:1].isspace()
        or _TAP_TOTAL_RX.match(f"# {name}")
    ):
        return ""
    return name


def _on_tap_subtest(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """node's ``# Subtest: name`` before each test (a suite's before its tests, which are
    indented under it): a failing test is named by the suites it is in, as node's spec
    reporter names it (``Locale: bg > Currency: not ok 1 - should format a currency``)."""
    name = line.strip()[len("# Subtest: ") :].strip()
    indent = len(line) - len(line.lstrip())
    for deeper in [k for k in st.tap_subtests if k >= indent]:
        del st.tap_subtests[deeper]
    if name:
        st.tap_subtests[indent] = name


def _on_tap_not_ok(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _NOT_OK_RX.match(line)
    if not m or _DIRECTIVE_RX.search(m.group(4)):
        return
    indent = len(m.group(1))
    desc = _TIME_RX.sub("", m.group(4))
    # vitest's tap reporter nests each file's suites and tests in braces: a failing file or
    # suite opens at its indent (what was open at that indent or deeper is closed), and a
    # failing test is named by its path, as vitest's other reporters name it
    for deeper in [k for k in st.tap_suites if k >= indent]:
        del st.tap_suites[deeper]
    if desc.endswith("{"):
        st.tap_suites[indent] = desc[:-1].rstrip()
        return
    if st.tap_suites:
        desc = " > ".join([*(v for _, v in sorted(st.tap_suites.items())), desc])
    fields: dict[str, str] = {}
    stack: list[str] = []
    end = le
    in_yaml = False
    values_at = -1
    nested, nested_at = "", -1  # an expected: or actual: given as a mapping under its key
    scalar, scalar_at, diff_at = "", -1, -1
    plain: list[str] = []
    for ls2, le2 in _lines(buf, le + 1, _window(buf, le), 80):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        stripped = text.strip()
        if plain or (not in_yaml and stripped != "---"):
            # mocha's TAP reporter: the error and its stack indented under the line, no YAML
            if stripped and len(text) - len(text.lstrip()) <= indent:
                break
            if stripped:
                plain.append(stripped)
                end = le2
            if not plain:
                break
            continue
        if not in_yaml:
            in_yaml = True
            continue
        end = le2
        depth = len(text) - len(text.lstrip())
        if scalar_at >= 0 and (depth > scalar_at or not stripped):
            # a block scalar's lines ("error: |-" and node's diff under its message, whose
            # "..." is not the end of the YAML; "stack: |-" and its frames)
            if scalar == "stack" and len(stack) < _VIA_FRAMES:
                frame = _stack_frame(stripped)
                if frame:
                    stack.append(frame)
            elif scalar == "error" and stripped.startswith("+ actual - expected"):
                diff_at = ls2
            continue
        scalar_at = -1
        if stripped == "...":
            break
        key = _YAML_KEY_RX.match(text)
        if nested_at >= 0 and depth > nested_at and stripped:
            # node's deep-equal values, a YAML mapping under "expected:" ("charset: 'utf-8'")
            if len(fields[nested]) < _VALUE_SAID:
                fields[nested] = f"{fields[nested]}, {stripped}" if fields[nested] else stripped
            continue
        nested_at = -1
        if values_at >= 0 and depth > values_at:
            # AVA's values, each as printed: "'Actual:': '9'"
            fields["values"] = f"{fields['values']}, {stripped}" if fields["values"] else stripped
            continue
        values_at = -1
        if key and key.group(1) not in fields and depth <= indent + 4:
            value = key.group(2).strip()
            if key.group(1) == "values" and not value:
                fields["values"], values_at = "", depth
                continue
            if key.group(1) in ("expected", "actual") and not value:
                nested, nested_at = f"{key.group(1)} mapping", depth
                fields[key.group(1)] = fields[nested] = ""
                continue
            if key.group(1) == "error" and not value:
                # vitest: "error:" then its "name:" and "message:" nested under it
                fields.update(_nested_error(buf, le2))
                continue
            if value in ("|-", "|", ">-", ">"):
                scalar, scalar_at = key.group(1), depth
                value, after = _next_text(buf, le2)
                if value.endswith(":"):
                    # "Expected values to be strictly equal:", the values a line or two down
                    more, _ = _next_text(buf, after)
                    value = f"{value} {more}" if more and not _ANY_KEY_RX.match(more) else value
            # what was expected and what came stay as the tool printed them (their quotes
            # say a string); a message is told without its YAML quotes
            quoted = key.group(1) in ("expected", "actual")
            fields[key.group(1)] = value if quoted else _unquote(value)
        elif not key and len(stack) < _VIA_FRAMES:
            frame = _stack_frame(stripped)
            if frame:
                stack.append(frame)
    st.skip_until = max(st.skip_until, end)
    if fields.get("failureType") == "subtestsFailed":
        # a parent: its failing subtests are reported themselves
        _tap_suite_failed(st, indent, m.group(2), desc)
        return
    # tape's word on a test that never called t.end() (what it waited for never came): the
    # test the "# name" above it names is another, the first of those it gave up on
    exited = desc.startswith(_EXITED)
    name = _test_name(buf, ls) if (not desc or indent == 0) and not exited else ""
    # as printed: tape has no dash between the number and the name
    head = f"not ok {m.group(2)}{m.group(3) or ''} {desc}" if desc else f"not ok {m.group(2)}"
    # node's subtests: the suites it is in before it (its numbers restart in each)
    for deeper in [k for k in st.tap_subtests if k >= indent]:
        del st.tap_subtests[deeper]
    if st.tap_subtests:
        head = f"{' > '.join(v for _, v in sorted(st.tap_subtests.items()))}: {head}"
    if name and name not in head:
        # (tape's comment as it printed it: "# name")
        head = f"# {name}: not ok {m.group(2)} {desc}".rstrip()
    if plain:
        error, frames = _plain_diagnostics(plain)
        fields.update(error)
        stack = frames or stack
    if "error" in fields:
        message = f"{fields.get('name') or 'Error'}: {fields['error']}"
        diff = _diff_said(_ASSERT_DIFF_RX, buf, diff_at, end) if diff_at >= 0 else ""
        first = fields["error"].partition(" + actual - expected")[0]
        expected, actual = fields.get("expected", ""), fields.get("actual", "")
        if diff and 0 < len(expected) <= _VALUE_SAID and 0 < len(actual) <= _VALUE_SAID:
            # node's assert with both values short: as its YAML says them (node's own sentence
            # over them, "Expected values to be strictly equal:", said by its operator)
            sentence = (
                f"{fields['operator']}:"
                if _NODE_SENTENCE_RX.match(first) and "operator" in fields
                else first
            )
            message = (
                f"{fields.get('name') or 'Error'}: {sentence} expected: {expected}, actual:"
                f" {actual}"
            )
        elif diff:
            # node's assert diff: its first changed lines, as printed (its legend dropped)
            message = f"{fields.get('name') or 'Error'}: {first} {diff}"
        elif first.startswith("Expected values to be loosely deep-equal:") and (
            fields.get("expected mapping") and fields.get("actual mapping")
        ):
            # a loose deep-equal prints both values whole, no diff: the YAML's values
            sentence = f"{fields['operator']}:" if "operator" in fields else first
            message = (
                f"{fields.get('name') or 'Error'}: {sentence} expected:"
                f" {_shorten(fields['expected mapping'], 80)},"
                f" actual: {_shorten(fields['actual mapping'], 80)}"
            )
    elif fields.get("values"):
        # AVA: its message, the assertion, and the values it prints under them as printed
        said = [
            fields.get("message", ""),
            f"t.{fields['assertion']}" if "assertion" in fields else "",
        ]
        told = ": ".join(x for x in said if x)
        message = (
            f"{fields.get('name') or 'Error'}: {told + ': ' if told else ''}{fields['values']}"
        )
    elif exited:
        message = _EXITED.rstrip(": ")
    elif "operator" in fields and not ("expected" in fields or "actual" in fields):
        message = fields["operator"]  # (t.fail("...") says it in the description)
    elif "operator" in fields:
        actual = fields.get("actual", "?")
        thrown = _THROWN_RX.match(actual)
        # (an error object, as node inspects it: by its name and message, told whole)
        actual = _shorten(thrown.group(1), 120) if thrown else _shorten(actual, 60)
        message = f"{fields['operator']}: expected: {_shorten(fields.get('expected', '?'), 60)}"
        message += f", actual: {actual}"
    else:
        message = "failed"
    if indent == 0 and fields.get("error") == "test failed":
        # node ran a test file that died: what it printed before dying, commented above the
        # file's "# Subtest:", says why ("# Error: Cannot find module ..", its frames)
        crash = _commented_crash(buf, ls)
        if crash is not None:
            message, stack = crash
    test_at = _frame(fields.get("location", ""))
    loc = "" if exited else _via(stack) or _frame(fields.get("at", "")) or test_at
    cause = ("tap", message, loc) if loc else ("tap", message if exited else head)
    # node's test's own place, where the assertion's frame is another line of it
    where = f"{loc}, test at {test_at}" if _own_place(test_at, loc) else loc
    found = st.add(_Found("test", "tap", head, message, where, brief=head), cause)
    if found is not None and len(st.tap_subtests) == 1 and len(st.tap_scoped) < _MAX_GROUPS:
        ((at, suite),) = st.tap_subtests.items()
        st.tap_scoped.append((at, suite, found))


def _tap_suite_failed(st: _State, indent: int, number: str, suite: str) -> None:
    """A suite's own ``not ok 3 - withoutTrailingSlash``, after its failing tests: they are
    told under it as node printed it (``not ok 3 - withoutTrailingSlash: not ok 9 - ...``)."""
    kept: list[tuple[int, str, _Found]] = []
    for at, name, found in st.tap_scoped:
        if at == indent and name == suite and found.head.startswith(f"{suite}: "):
            found.head = found.brief = f"not ok {number} - {found.head}"
        elif at < indent:
            kept.append((at, name, found))
    st.tap_scoped = kept


# an uncaught error as node prints a dying file's stderr, commented in its TAP, and the
# lines that end what that file printed (the previous test's result, at the line's start)
_COMMENTED_CRASH_RX = re.compile(r"^# ((?:[A-Z]\w*)?Error(?: \[\w+\])?: \S.*)$", re.M)
_COMMENTED_FRAME_RX = re.compile(r"^#\s+(at .+)$", re.M)
_TAP_RESULT_RX = re.compile(r"^(?:not )?ok \d", re.M)


def _commented_crash(buf: str, ls: int) -> tuple[str, list[str]] | None:
    """The last uncaught error a test file printed, commented, between the previous test's
    result and this one's (at ``ls``), with its frames in the project; ``None`` if none."""
    start = max(0, ls - _BEHIND)
    for done in _TAP_RESULT_RX.finditer(buf, start, ls):
        start = done.end()
    crash = None
    for crash in _COMMENTED_CRASH_RX.finditer(buf, start, ls):  # noqa: B007  # the last
        pass
    if crash is None:
        return None
    frames: list[str] = []
    for line in _COMMENTED_FRAME_RX.finditer(buf, crash.end(), ls):
        if len(frames) >= _VIA_FRAMES:
            break
        frame = _stack_frame(line.group(1))
        if frame:
            frames.append(frame)
    return _shorten(crash.group(1), _LINE_SHOWN), frames


def _on_tap_nested(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """A test file's own TAP that node's runner did not read (a tape file under ``node
    --test``): printed as comments before that file's result (``# not ok 5 should be
    equal``, ``#   ---``, ...). Read as the TAP it is, without its ``# ``; the file's own
    failure after it, "test failed", is listed after them (see ``_GAVE_UP_RX``)."""
    # the test's name, tape's "# name" above it (commented: "# \\# name"), then the line and
    # its YAML: no more is uncommented (a run of such lines costs each its own lines only)
    named = buf.rfind("\n# \\# ", max(0, ls - _BEHIND), ls)
    name = buf[named + 1 : buf.find("\n", named + 1)] if named >= 0 else ""
    said = [f"# {name[5:]}"] if name else []
    read = le
    for a, b in _lines(buf, ls, _window(buf, le), _NESTED_LINES):
        text = buf[a:b]
        if a > ls and (not text.startswith("#   ") or text.startswith("# not ok ")):
            break  # (its YAML is indented under it; the next test is not)
        said.append(text[2:])
        read = b
        if text.strip() == "#   ...":
            break
    sub = "\n" + "\n".join(said) + "\n"
    at = sub.find("\nnot ok ") + 1
    skip = st.skip_until
    _on_tap_not_ok(st, sub, at, sub.find("\n", at), line[2:])
    # (the lines of its YAML, uncommented here, are not read again)
    st.skip_until = max(skip, read)


_NESTED_LINES = 400
"""Lines of a commented test's YAML read at most."""


_EXITED = "test exited without ending: "
# an error object as node inspects it, "{ [TypeError: msg] code: 'X' }", its code in
# brackets after its name if it has one ("{ [Error[ERR_INVALID_ARG_TYPE]: msg] code: ... }")
_THROWN_RX = re.compile(
    r"\{ \[((?:[\w$]+\.)*(?:[A-Z][\w$]*)?(?:Error|Exception)\b(?:\[\w+\])?[^\]]*)\](?: [^{}]*)?\}$"
)
_NODE_SENTENCE_RX = re.compile(r"Expected values? to (?:be )?(?:strictly|loosely)? ?[\w -]*:$")
_VALUE_SAID = 60
"""A value up to this long is told as node's YAML says it, rather than by the diff."""


def _own_place(test_at: str, loc: str) -> bool:
    """Whether a test's place (node's ``location:``) says more than the failure's place: in
    a test file, and on a line none of the failure's places is on (either path may be
    absolute: ``src/a.js:5:52 in mean from test/a.test.js:8:50`` names line 8 already)."""
    if not test_at or not loc:
        return False
    file, _, line = test_at.rsplit(":", 1)[0].rpartition(":")
    if not _is_test_path(file):
        return False
    return not any(
        (there.endswith(file) or file.endswith(there)) and there_line == line
        for there, there_line in _PLACE_RX.findall(loc)
    )


_PLACE_RX = re.compile(r"([^\s,()]+):(\d+):\d+")


# the first lines of node's assert diff, up to mocha's own ("+ expected - actual")
_ASSERT_DIFF_RX = re.compile(r"^[ \t]*([-+]) (?!expected|actual)(.+)$", re.M)


def _plain_diagnostics(lines: list[str]) -> tuple[dict[str, str], list[str]]:
    """The error (``name``, ``error``) and the first frame in the project of an indented,
    non-YAML diagnostic: the exception line (with the line after it when it ends in ``:``,
    as an assertion's does), else the first line."""
    error: dict[str, str] = {}
    frames: list[str] = []
    for i, text in enumerate(lines):
        exc = _EXC_RX.match(text)
        if exc and "name" not in error:
            detail = (exc.group(2) or "").strip()
            if detail.endswith(":") or not detail:
                nxt = next((t for t in lines[i + 1 : i + 4] if not t.startswith("at ")), "")
                detail = f"{detail} {nxt}".strip()
            error["name"], error["error"] = exc.group(1), detail
        if text.startswith("at ") and len(frames) < _VIA_FRAMES:
            frame = _stack_frame(text)
            if frame:
                frames.append(frame)
    if "name" not in error:
        error["error"] = lines[0]
    return error, frames


_NESTED_KEY_RX = re.compile(r"(\s+)(name|message):\s?(.*)$")


def _nested_error(buf: str, le: int) -> dict[str, str]:
    """The ``name`` and ``message`` indented under an empty ``error:`` (vitest)."""
    fields: dict[str, str] = {}
    for ls, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + 4 * _LINE_SHOWN), 4):
        key = _NESTED_KEY_RX.match(buf[ls : min(le2, ls + _LINE_SHOWN)])
        if key is None:
            break
        value = _unquote(key.group(3).strip())
        fields["name" if key.group(2) == "name" else "error"] = value
    return fields


def _next_text(buf: str, le: int) -> tuple[str, int]:
    for ls, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + _LINE_SHOWN), 3):
        text = buf[ls:le2].strip()
        if text:
            return text, le2
    return "", le


# brittle's counts: "# tests = 3/7 pass", "# asserts = 49/78 pass"
_BRITTLE_TOTAL_RX = re.compile(r"#\s+(tests|asserts)\s+=\s+\d+/(\d+)\s+pass\s*$")


def _on_tap_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    brittle = _BRITTLE_TOTAL_RX.match(line.strip())
    if brittle or line.strip() == "Bail out!":
        # (brittle's, as printed; TAP's "Bail out!", a run stopped at its first failure)
        if brittle:
            st.tap[brittle.group(1)] = int(brittle.group(2))
        st.tap_said[brittle.group(1) if brittle else "bail"] = line.strip()
        _tap_total(st)
        return
    m = _TAP_TOTAL_RX.match(line.strip())
    if m:
        st.tap[m.group(1)] = int(m.group(2))
        if m.group(1) in ("tests", "pass", "fail") or int(m.group(2)):
            # as printed ("# pass  798" is tape's); node's zero counts are not said
            st.tap_said[m.group(1)] = line.strip()
        _tap_total(st)


def _tap_total(st: _State) -> None:
    said = "; ".join(st.tap_said.values())
    # (one stream's: of several, node's count of failed files says as much in less room)
    inner = st.tap_inner[0] if len(st.tap_inner) == 1 else ""
    st.total("tap", f"{said} ({inner})" if said and inner else said or inner)


def _on_tap_inner_total(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``# \\# fail  4``: the counts of a TAP stream (tape's) that node --test ran, printed
    inside its own report as comments: said with node's count of files, as printed, when one
    stream failed."""
    # (TAP's own count line, once the "# \" node prints before it is dropped)
    m = _TAP_TOTAL_RX.match(line.strip().removeprefix("# \\"))
    if not m or m.group(1) not in ("tests", "pass", "fail"):
        return
    st.tap_inner_seen[m.group(1)] = line.strip()
    if m.group(1) == "fail" and int(m.group(2)) and len(st.tap_inner) < 2:
        st.tap_inner.append("; ".join(st.tap_inner_seen.values()))
        st.tap_inner_seen.clear()
        _tap_total(st)


# --------------------------------------------------------------------------- node crashes

# (or code node evaluated: JSON.parse's text is "<anonymous_script>:1", the error printed
# bare, "[SyntaxError: Unexpected token ...]")
_CRASH_HEAD_RX = re.compile(r"((?:[A-Za-z]:)?\S+\.[cm]?[jt]sx?|<anonymous_script>):(\d+)\s*$")
_EXC_RX = re.compile(r"\[?((?:[A-Z]\w*)?(?:Error|Exception)\b(?: \[\w+\])?)(?::\s*(.*))?$")


def _test_frame(buf: str, start: int, end: int) -> str:
    """The first frame in a test file of the stack whose lines follow ``start``; ``""``."""
    for ls, le in _lines(buf, start + 1, end, 24):
        text = buf[ls : min(le, ls + _LINE_SHOWN)].strip()
        if not text.startswith("at "):
            break
        frame = _frame(text)
        if frame and _is_test_path(frame):
            return frame
    return ""


def _node_crash(st: _State, buf: str, le: int, line: str) -> bool:
    """``/path/file.js:113``, the source line, a caret, then ``TypeError: ...`` and frames."""
    head = _CRASH_HEAD_RX.match(line.strip())
    if not head:
        return False
    for i, (ls2, le2) in enumerate(_lines(buf, le + 1, min(len(buf), le + 1 + 4096), 12)):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        exc = _EXC_RX.match(text)
        if exc and not text[:1].isspace():
            loc = f"{head.group(1)}:{head.group(2)}"
            top = _JS_FRAME_RX.search(buf, le2, min(len(buf), le2 + _LINE_SHOWN))
            if top and top.group(2).startswith(f"{loc}:"):
                # the stack's first frame is that line, with its column: ``shim.js:16:19``
                loc = top.group(2)
            caller = _test_frame(buf, le2, min(len(buf), le2 + 4096))
            if _LIBRARY_RX.search(head.group(1)):
                # rethrown by an installed module (es-abstract's CompletionRecord): where the
                # project's code threw it, and the test that called it
                loc = _js_frame(buf, le2, min(len(buf), le2 + 4096)) or loc
            elif caller and not _is_test_path(head.group(1)):
                # thrown in the code under test: the test's line that called it says which
                loc = f"{loc} from {caller}"
            name = _test_name(buf, ls2 - 1)
            what = f"uncaught {exc.group(1)}" + (f" during test {name!r}" if name else "")
            message = _clean(text)
            # the line under the place: the code that threw, or the text it evaluated
            source = buf[le + 1 : min(le2, le + 1 + _LINE_SHOWN)].partition("\n")[0].strip()
            if head.group(1) == "<anonymous_script>":
                if not (name or st.tap):
                    return False  # (a script's crash: its stack's frames say where)
                # what it could not parse
                message += f" ({_shorten(source, 80)})" if source else ""
                loc = _js_frame(buf, le2, min(len(buf), le2 + 4096)) or loc
            elif (
                source
                and not _LIBRARY_RX.search(head.group(1))
                and not source.startswith("throw ")
                and source not in message
            ):
                # the line of the project's code that threw, as node printed it above its
                # caret ("var position = StringIndexOf(string, searchString, 0);")
                message += f" [{_shorten(source, 120)}]"
            # a crash in the middle of a test run is that run's failure
            natural: _Natural = "test" if name or st.tap else None
            found = _Found(natural, "node", what, message, loc, brief=what)
            st.add(found, ("node", message, loc))
            st.skip_until = max(st.skip_until, le2)
            return True
        if i > 8:
            break
    return False


# "Error: Cannot find module 'x'" over "Require stack:" and the requiring files ("- /w/a.js"),
# printed by a runner that caught it (tape's loader) and went on without that file
_MISSING_MODULE_RX = re.compile(r"((?:[A-Z]\w*)?Error(?: \[\w+\])?: Cannot find module '[^'\n]+')")


def _on_require_stack(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``Require stack:`` under node's ``Cannot find module``: the module, by the file that
    required it (the stack's first line)."""
    above = buf.rfind("\n", 0, max(0, ls - 1)) + 1
    missing = _MISSING_MODULE_RX.search(buf, above, max(above, ls - 1))
    if missing is None:
        return
    nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0].strip()
    loc = nxt[2:].strip() if nxt.startswith("- ") else ""
    if loc:
        # the require's line in that file, as the stack under the list says it
        # ("at Object.<anonymous> (/w/lib/route.js:4:22)"), and the test that loaded it
        stack_end = min(len(buf), le + 8192)
        for frame in _JS_FRAME_RX.finditer(buf, le, stack_end):
            if frame.group(2).startswith(f"{loc}:"):
                caller = _test_frame(buf, frame.end(), stack_end)
                loc = frame.group(2) + (f" from {caller}" if caller and caller != loc else "")
                break
    message = missing.group(1)
    found = _Found(None, "node", message, loc=loc, brief=message)
    st.add(found, ("node", message, loc))
