"""Go: go test failures, panics and failed packages."""

from __future__ import annotations

import re

from activities.summarize.base import _LINE_SHOWN, _MAX_GROUPS, _Found, _lines, _State, _window

# --------------------------------------------------------------------------- go

_GO_FAIL_RX = re.compile(r"(\s*)--- FAIL: (\S+)")
_GO_LOG_RX = re.compile(r"\s+(\S+\.go:\d+): (.*)$")
_TESTIFY_FIELD_RX = re.compile(r"\s+(Error|Messages):\s+(\S.*)$")
_GO_FRAME_RX = re.compile(r"^\t(\S+\.go:\d+)", re.M)
_GO_STD_PATHS = ("/usr/lib/go", "/usr/local/go", "/src/runtime/", "/src/testing/")


def _go_frame(buf: str, start: int, end: int) -> str:
    for m in _GO_FRAME_RX.finditer(buf, start, end):
        if not any(p in m.group(1) for p in _GO_STD_PATHS):
            return m.group(1)
    return ""


def _go_log(buf: str, start: int, end: int, indent: int) -> tuple[str, str, int]:
    """The first ``file.go:N: message`` a test logged, deeper than ``indent``; with testify's
    report (an empty message, then ``Error:`` and ``Messages:`` fields) those fields are the
    message. Returns (where, message, end of what was read)."""
    loc = message = ""
    said: list[str] = []
    consumed = start
    for ls, le in _lines(buf, start, end, 40):
        text = buf[ls : min(le, ls + _LINE_SHOWN)]
        stripped = text.lstrip()
        if len(text) - len(stripped) <= indent or stripped.startswith(("--- ", "=== ")):
            break
        consumed = le
        log = _GO_LOG_RX.match(text)
        if log:
            if loc:
                continue
            loc, message = log.group(1), log.group(2).strip()
            continue
        field = _TESTIFY_FIELD_RX.match(text)
        if (
            field
            and loc
            and not message
            and len(said) < 2
            and not any(s.startswith(field.group(1)) for s in said)
        ):
            said.append(f"{field.group(1)}: {field.group(2).strip()}")
    if not message and said:
        message = "; ".join(said)
    return loc, message, consumed


def _on_go_fail(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _GO_FAIL_RX.match(line)
    if not m:
        return
    indent, name = len(m.group(1)), m.group(2)
    message = loc = ""
    consumed = le
    nxt = buf[le + 1 : min(len(buf), le + 1 + _LINE_SHOWN)].split("\n", 1)[0].lstrip()
    if nxt.startswith("panic: "):
        message = nxt
        loc = _go_frame(buf, le + 1, _window(buf, le))
        consumed = le + 1 + len(nxt)
    else:
        loc, message, consumed = _go_log(buf, le + 1, _window(buf, le), indent)
        consumed = max(consumed, le)
    st.skip_until = max(st.skip_until, consumed)
    if not message and name in st.go_logs:
        loc, message = st.go_logs[name]
    if "/" in name:
        parent = st.go_tests.get(name.rsplit("/", 1)[0])
        if parent is not None and not parent[0].message:
            # a parent that only failed because its subtests did: the subtests say more
            st.remove(*parent)
    # subtests failing on the same line with the same message share a cause
    cause = ("go test", loc, message) if loc and message else ("go test", name)
    # the same test name in another package is another place
    found = st.add(
        _Found("test", "go test", name, message, loc, brief=name), cause, where=str(st.go_epoch)
    )
    if found is not None and len(st.go_pending) < _MAX_GROUPS:
        st.go_pending.append(found)
        st.go_tests[name] = (found, cause)


def _on_go_ok(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``ok  \tpkg``: failures printed for a package that passed were its own tests' output
    (a test framework testing itself), not failures of the run."""
    st.go_epoch += 1
    for found in st.go_pending:
        cause = next((c for n, (f, c) in st.go_tests.items() if f is found), None)
        if cause is not None:
            st.remove(found, cause)
    st.go_pending.clear()
    st.go_tests.clear()


def _on_go_pkg(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    fields = line.split("\t")
    if len(fields) < 2 or not fields[1].strip():
        return
    pkg = fields[1].strip()
    st.go_epoch += 1
    st.go_tests.clear()
    for found in st.go_pending:
        found.pkg = pkg
        # a frame's absolute path inside the package reads as go test's own "file.go:N"
        at = found.loc.find(f"/{pkg}/")
        if at >= 0:
            found.loc = found.loc[at + len(pkg) + 2 :]
    st.go_pending.clear()
    st.go_failed_count += 1
    if len(st.go_failed) < 12:
        st.go_failed.append(pkg)
    names = ", ".join(st.go_failed) + (", …" if st.go_failed_count > len(st.go_failed) else "")
    n = st.go_failed_count
    st.total("go test", f"FAIL {names}" if n == 1 else f"{n} packages FAIL: {names}")


def _on_go_panic(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    loc = _go_frame(buf, le, _window(buf, le))
    st.add_fallback(_Found(None, "go", loc or "panic", line.strip(), brief=loc or "panic"))
