"""Rust: cargo build / rustc errors and lints, cargo test failures and panics."""

from __future__ import annotations

import collections
import itertools
import re
from collections.abc import Sequence

from activities.summarize.base import (
    _ARROW_RX,
    _BEHIND,
    _LINE_SHOWN,
    _PEEK,
    TOTALS_MAX,
    _block_end,
    _clean,
    _first_text,
    _Found,
    _is_test_path,
    _lines,
    _Natural,
    _shorten,
    _State,
    _window,
)
from activities.summarize.lint import _keep_warning

# --------------------------------------------------------------------------- rust

_RUST_HEADER_RX = re.compile(r"(error|warning)(?:\[([A-Z]*\d+)\])?: (.*)$")
# the primary label (carets), possibly after a secondary one (dashes) on the same line; a
# secondary span after the carets (``^^ ----- Label``) is not the primary's label, but one
# right after them is the only label there is (``^^^^^^^^-- argument #1 of type `usize` is
# missing``: the call's parentheses)
_RUST_LABEL_RX = re.compile(r"\s*(?:\d+\s*)?\|[\s|]*(?:-+\s+)*\^+[\^~]*-*\s+([^\s^~-].*)$")
# a lint denied: "#[deny(clippy::eq_op)] on by default", "`-D clippy::nonminimal-bool`
# implied by `-D warnings`" (only on a lint's first error), or clippy's link to its page
# (on every one): "...rust-clippy/.../index.html#needless_return"
_RUST_DENY_RX = re.compile(
    r"#\[(?:deny|warn)\(([\w:]+)\)\]|`-[DW] ([\w:-]+)`|rust-clippy/\S*#([a-z0-9_]+)\b"
)
# rustc's note on a denied lint's first error, whole
_RUST_LINT_NOTE_RX = re.compile(
    r"\s*= note: (`-D [\w:-]+` implied by `-D warnings`|`#\[deny\([\w:]+\)\]` on by default)"
)
# where the snippet that follows is, when in another file than the error ("::: src/lib.rs:49:9")
_RUST_ELSEWHERE_RX = re.compile(r"\s*::: (\S+:\d+:\d+)\s*$")
# the label under a span of several lines, at its end: "| |_________- in this macro invocation"
# (its mark "^" for the primary span, "-" for a secondary one)
_RUST_SPAN_END_RX = re.compile(r"\s*\|[\s|]*\|_+([-^])\s+(\S.*)$")
# a label on a line of its own (no line number before its bar), or after a secondary span
_RUST_OTHER_LABEL_RX = re.compile(r"\s*\|[\s|]*(?:-+\s+)?([^\s|^~-][^\n]*[A-Za-z][^\n]*)$")
_RUST_NAME_RX = re.compile(r"`[^`]*`")
# where what an error calls is defined: "note: method defined here", then its place and line
_RUST_DEFINED_RX = re.compile(r"note: ([\w ]+ defined here)\s*$")
# a suggestion's added line: "127 + use std::io;"
_RUST_ADDED_RX = re.compile(r"\s*\d+\s*\+\s*(use .+;)\s*$")
_RUST_SOURCE_SHOWN = 80
# the primary span's marks under its source line ("   |     ^^^^ label")
_RUST_CARETS_RX = re.compile(r"\s*\|[\s|]*(?:-+\s+)*\^")
_RUST_SOURCE_RX = re.compile(r"\s*\d+\s*\|\s*(\S.*?)\s*$")
_RUST_LINTS_MAX = 512
_RUST_ASSERT_EQ_RX = re.compile(r"assertion `left [=!]= right` failed")
_RUST_TEST_RX = re.compile(r"---- (.+?) stdout ----\s*$")
# a panic's place in a crate from the registry or the toolchain: not the project's
_RUST_LIBRARY_RX = re.compile(r"/registry/|/\.cargo/|^/rustc/")
_RUST_TEST_END_RX = re.compile(r"\n(?:---- |failures:|test result: )")
_RUST_RESULT_RX = re.compile(r"test result: (\w+)\. (\d+) passed; (\d+) failed; (\d+) ignored")
_RUST_TARGETS_RX = re.compile(r"(\d+) targets? failed:")
_CARGO_GENERATED_RX = re.compile(r"`[^`]+` \([^)]+\) generated \d+ warnings?")
_RUST_RERUN_RX = re.compile(r"to rerun pass `([^`]+)`")
_RUSTC_SRC_RX = re.compile(r"^/rustc/[0-9a-f]{7,40}/(library/)")
_DOCTEST_TMP = ("/tmp/rustdoctest",)
_RUST_BLOCK_ERROR_RX = re.compile(r"^error(?:\[[A-Z]*\d+\])?: [^\n]*", re.M)
_RUST_HELP_RX = re.compile(r"^help: [^\n]+", re.M)
_RUST_NO_PANIC_RX = re.compile(r"note: test did not panic as expected[^\n]*")
# a should_panic test that panicked with other words than expected: what it expected
_RUST_OTHER_PANIC_RX = re.compile(
    r"note: (panic did not contain expected string)\n(?:[^\n]*\n)?"
    r"[ \t]*(expected substring: [^\n]{1,200})"
)
_RUST_THREAD_RX = re.compile(r"thread '([^'\n]*)'[^\n]*$")
_RUST_PANIC_RX = re.compile(r"panicked at (?:'(.*)', )?((?:[A-Za-z]:)?[^\s:]+:\d+:\d+):?\s*$", re.M)


def _on_rust_header(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _RUST_HEADER_RX.match(line.rstrip())
    if not m:
        return
    level, code, message = m.group(1), m.group(2) or "", m.group(3).strip()
    loc = label = lint = said = ""
    others: list[str] = []
    defined: list[str] = []
    imports: list[str] = []
    similar = pointed = shown = away = ""
    snippet = True
    for i, (ls2, le2) in enumerate(_lines(buf, le + 1, min(len(buf), le + 1 + _PEEK), 30)):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)]
        if i < 3 and not loc:
            arrow = _ARROW_RX.match(text)
            if arrow:
                loc = f"{arrow.group(1)}:{arrow.group(2)}:{arrow.group(3)}"
                continue
        # the diagnostic ends at a blank line or the next one; its sub-notes ("note: this
        # parameter accepts ...", "help: consider ...") are part of it
        if not loc or not text.strip() or text.startswith(("error", "warning")):
            break
        if text[:1].isalpha() and not text.startswith(("note", "help")):
            break
        lm = _RUST_LABEL_RX.match(text)
        if lm and not label:
            label = lm.group(1).strip()
        sm = _RUST_SOURCE_RX.match(text) if snippet and not pointed and not lm else None
        if sm:
            shown = sm.group(1)
        elif shown and not pointed and snippet and _RUST_CARETS_RX.match(text):
            # the line the error points into (its carets under it; a secondary span's line,
            # dashes under it, may come first), as the project has it
            pointed = shown
        if text.startswith(("help", "note")) or text.lstrip().startswith("= "):
            snippet = False  # a suggestion's or a note's own snippet follows
            dm = _RUST_DEFINED_RX.match(text)
            if dm and not defined:
                defined = [dm.group(1)]
            if not imports and (
                text.startswith("help: consider importing")
                or (text.startswith("help: ") and text.rstrip().endswith("you want to import it"))
            ):
                # what to import: a name ("consider importing this struct"), or a trait whose
                # method a call needs ("trait `Write` which provides `write_fmt` is
                # implemented but not in scope; perhaps you want to import it")
                imports = [text[6:].strip()]
            if text.startswith("help: there is ") and "similar name" in text and not similar:
                # a name renamed: the one rustc finds close to it, in rustc's words ("help:
                # there is a method `bit` with a similar name")
                similar = text.strip()
        elif len(imports) == 1:
            # the first import rustc suggests ("127 + use std::io;"): what to add
            added = _RUST_ADDED_RX.match(text)
            if added:
                imports.append(added.group(1))
        elif len(defined) in (1, 2):
            # the definition's place, then its line: the signature a call no longer matches
            arrow = _ARROW_RX.match(text)
            source = _RUST_SOURCE_RX.match(text)
            if arrow and len(defined) == 1 and _RUST_LIBRARY_RX.search(arrow.group(1)):
                defined = [""]  # in the standard library or a dependency: nothing to edit
            elif arrow and len(defined) == 1:
                defined.append(f"{arrow.group(1)}:{arrow.group(2)}:{arrow.group(3)}")
            elif source and len(defined) == 2:
                defined.append(source.group(1))
        elif not lm and snippet:
            # the other labels: under the source line, each on its line when several point
            # into it ("|   immutable borrow occurs here"), or after a secondary span's dashes;
            # one in another file (its place on a "::: src/lib.rs:49:9" line) said with it
            elsewhere = _RUST_ELSEWHERE_RX.match(text)
            if elsewhere:
                away = elsewhere.group(1)
                continue
            spanned = _RUST_SPAN_END_RX.match(text)
            other = _RUST_OTHER_LABEL_RX.match(text) if not spanned else None
            said_other = (spanned.group(2) if spanned else other.group(1) if other else "").strip()
            if spanned and spanned.group(1) == "^" and not label:
                label = said_other  # (the primary span's label, under its last line)
            elif said_other and away and said_other.endswith(" defined here"):
                # what a name is close to, defined in another file: where ("similarly named
                # constant `LEN` defined here at src/common.rs:12:1"; not other labels there,
                # such as each invocation of a macro an error in its body is made for)
                said_other = f"{said_other} at {away}"
            if said_other and len(others) < 3 and said_other not in others and said_other != label:
                others.append(said_other)
        dm = _RUST_DENY_RX.search(text)
        if dm and not lint:
            # named as the lint's attribute names it: clippy::nonminimal_bool
            lint = (dm.group(1) or dm.group(2) or f"clippy::{dm.group(3)}").replace("-", "_")
        note = _RUST_LINT_NOTE_RX.match(text)
        if note and not said:
            # and as rustc said why it is an error: "`-D unused-mut` implied by `-D warnings`"
            said = note.group(1)
    if loc:
        # rustc names a lint on its first diagnostic only: its others, by their message's
        # shape (the names in backticks aside)
        shape = _RUST_NAME_RX.sub("`…`", message)
        if lint and len(st.rust_lints) < _RUST_LINTS_MAX:
            st.rust_lints.setdefault(shape, lint)
        elif not lint and not code:
            lint = st.rust_lints.get(shape, "")
    # (the other labels are told after the primary one and the lint, when there is room)
    others = [x for x in dict.fromkeys(others) if x and x != label and x not in message]
    if level == "warning":
        if loc:
            _rust_warning(st, loc, code, message, label, lint)
        elif _CARGO_GENERATED_RX.match(message) and len(st.cargo_warned) < 64:
            # cargo's count of one target's warnings ("`x` (lib) generated 26 warnings"),
            # each target's as it comes: what a passing build says it warned of
            said = _clean(line)
            if said not in st.cargo_warned:
                st.cargo_warned.append(said)
        return
    if not code and not loc:
        targets = _RUST_TARGETS_RX.match(message)
        rerun = _RUST_RERUN_RX.search(message)
        if "could not compile" in message:
            # each target cargo could not compile ("(lib)", "(lib test)"), as cargo says it
            said = st.totals.get("rustc", "")
            if "could not compile" not in said:
                said = ""
            text = _clean(line)
            if text not in said:
                st.total("rustc", f"{said}; {text}" if said else text)
        elif "aborting due to" in message:
            st.total("rustc", line)
        elif targets:
            st.cargo_targets.clear()
            for ls2, le2 in _lines(buf, le + 1, min(len(buf), le + 1 + _PEEK), 64):
                name = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)].strip()
                if not name.startswith("`"):
                    break
                st.cargo_targets.append(name.strip("`"))
            st.cargo["targets_failed"] = int(targets.group(1))
            _cargo_total(st)
        elif rerun:
            if rerun.group(1) not in st.cargo_targets and len(st.cargo_targets) < 64:
                st.cargo_targets.append(rerun.group(1))
                # cargo says so right after that target's failed result
                failed = [counts for _, counts in st.cargo_runs if _ran(counts)[1]]
                if failed and len(st.cargo_target_counts) < 64:
                    st.cargo_target_counts.setdefault(rerun.group(1), failed[-1])
            _cargo_total(st)
        else:
            st.add_fallback(_Found(None, "error", line.strip(), brief=line.strip()[:60]))
        return
    if label and label not in message:
        message = f"{message}: {label}"
    # rustc/clippy lints denied with -D or #[deny]: lint findings, said as rustc says them
    # (``error: unneeded `return` statement``), then the lint and why it is an error
    tag = f"error[{code}]" if code else "error"
    if lint and not code:
        # (the name an #[allow] takes, and rustc's note, which may spell it with dashes)
        message += f" ({said})" if lint in said else f" ({lint}; {said})" if said else f" ({lint})"
    if len(defined) > 1:
        # what the call no longer matches (a signature changed): its definition and line
        signature = f" {defined[2]}" if len(defined) > 2 else ""
        message += f" ({defined[0]} at {defined[1]}{signature})"
    if len(imports) == 2:
        # a name not in scope: the import rustc suggests (an import removed)
        message += f" ({imports[0].rstrip(':')}: {imports[1]})"
    elif similar:
        message += f" ({_shorten(similar, 100)})"
    message += f"; {'; '.join(others)}" if others else ""
    head = f"{loc}: {tag}: {message}" if loc else f"{tag}: {message}"
    brief = f"{loc}: {lint or tag}" if loc else lint or tag
    natural: _Natural = "lint" if lint and not code else "build"
    found = _Found(natural, "rustc", head, brief=brief, place=loc, what=f"{tag}: {message}")
    found.wide = len(defined) > 1
    found.source = _shorten(pointed, _RUST_SOURCE_SHOWN) if loc else ""
    st.add(found, ("rustc", code or lint or message))


def _rust_warning(st: _State, loc: str, code: str, message: str, label: str, lint: str) -> None:
    """A rustc or clippy warning (``warning: unused import: `HashSet```): kept aside like a
    linter's, listed after the build's errors when there are few (see ``warnings_flush``)."""
    if label and label not in message:
        message = f"{message}: {label}"
    tag = f"warning[{code}]" if code else "warning"
    message += f" ({lint})" if lint else ""
    found = _Found(
        "lint",
        "rustc",
        f"{loc}: {tag}: {message}",
        brief=f"{loc}: {lint or tag}",
        place=loc,
        what=f"{tag}: {message}",
    )
    found.warning = True
    _keep_warning(st, found, ("rustc", lint or code or f"warning {message}"))


def _on_rust_test(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _RUST_TEST_RX.match(line)
    if not m:
        return
    name = m.group(1)
    end = _block_end(buf, _RUST_TEST_END_RX, le)
    st.skip_until = max(st.skip_until, end)
    if name in st.rust_inline:
        return  # told where it failed, in the progress (--nocapture)
    _rust_failure(st, buf, name, le, end)


def _on_rust_inline(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``test name ... `` with what the test printed under it, up to its ``FAILED`` or
    ``ok``: with ``--nocapture`` a test's panic is printed there, not in a ``---- name
    stdout ----`` block after the run."""
    name = line[5:].rstrip()[: -len(" ...")].removesuffix(" - should panic")
    end = le
    for ls2, le2 in _lines(buf, le + 1, _window(buf, le), 200):
        text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)].rstrip()
        if text in ("FAILED", "ok") or text.startswith(("test ", "failures:")):
            if text == "FAILED" and len(st.rust_inline) < _RUST_INLINE_MAX:
                st.rust_inline.add(name)
                _rust_failure(st, buf, name, le, ls2)
            end = le2
            break
    st.skip_until = max(st.skip_until, end)


_RUST_INLINE_MAX = 4096


def _on_rust_inline_failed(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``test name ... FAILED`` on one line, its panic printed above it as it happened
    (``--nocapture`` with tests on several threads: ``thread 'name' (12) panicked at ...``),
    not in a ``---- name stdout ----`` block after the run."""
    name = line[5:].rstrip()[: -len(" ... FAILED")].removesuffix(" - should panic")
    if name in st.rust_inline or len(st.rust_inline) >= _RUST_INLINE_MAX:
        return
    since = max(0, ls - _BEHIND, buf.rfind("\nrunning ", 0, ls))
    at = buf.rfind(f"\nthread '{name}'", since, ls)
    if at < 0:
        return  # (without --nocapture its block after the run says it)
    # its panic's lines: up to an empty line, or another thread's panic or a test's result
    ends = [
        e for e in (buf.find(x, at + 1, ls) for x in ("\n\n", "\nthread '", "\ntest ")) if e > 0
    ]
    st.rust_inline.add(name)
    _rust_failure(st, buf, name, at, min(ends, default=ls))


def _on_rust_thread(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``thread 'name' (12) panicked at ...`` printed as it happened (``--nocapture``), its
    ``test name ... FAILED`` line further on: told here when that line is more than
    ``_BEHIND`` characters below (a panic whose values run to thousands of characters)."""
    m = _RUST_THREAD_RX.match(line)
    if not m or m.group(1) in st.rust_inline or len(st.rust_inline) >= _RUST_INLINE_MAX:
        return
    name = m.group(1)
    end = _window(buf, le)
    ends = [e for e in (buf.find(x, le, end) for x in ("\nrunning ", "\ntest result: ")) if e >= 0]
    end = min(ends, default=end)
    failed = buf.find(f"\ntest {name} ... FAILED\n", le, end)
    if failed < 0:
        failed = buf.find(f"\ntest {name} - should panic ... FAILED\n", le, end)
    if failed < 0 or failed - ls <= _BEHIND:
        return  # (near enough: its FAILED line finds it, as without this line)
    at = ls - 1 if ls else 0
    block = [
        e for e in (buf.find(x, le, failed) for x in ("\n\n", "\nthread '", "\ntest ")) if e > 0
    ]
    st.rust_inline.add(name)
    _rust_failure(st, buf, name, at, min(block, default=failed))


def _rust_failure(st: _State, buf: str, name: str, le: int, end: int) -> None:
    """A failed test told in ``buf[le:end]``: its panic, or what it printed."""
    panic = _RUST_PANIC_RX.search(buf, le, end)
    harness = None
    if panic:
        # a property-testing harness (quickcheck) re-panics at the end with the shrunk case
        # ("[quickcheck] TEST FAILED ... Arguments: ([0])"): its message, at the last panic in
        # the project before it
        also: list[str] = []
        panics = [panic, *itertools.islice(_RUST_PANIC_RX.finditer(buf, panic.end(), end), 256)]
        if len(panics) > 256:
            # a long shrink: the harness's own panic is the block's last
            last = collections.deque(_RUST_PANIC_RX.finditer(buf, panics[-1].end(), end), 1)
            panics.extend(last)
        mine = [p for p in panics if _panic_thread(buf, p) == name]
        if (
            len(mine) > 1
            and mine[0] is panic
            and not _RUST_LIBRARY_RX.search(mine[-1].group(2))
            and mine[-1].group(2) != panic.group(2)
        ):
            # the test's own thread panicked more than once: the earlier panics were caught
            # (a test of poisoning panics on purpose), the last is what failed it
            words, _ = _first_text(buf, panic.end() + 1, end)
            also.append(f"; after panicking at {panic.group(2)}: {words}")
            panic = mine[-1]
        elif len(panics) > 1 and _RUST_LIBRARY_RX.search(panics[-1].group(2)):
            project = [p for p in panics[:-1] if not _RUST_LIBRARY_RX.search(p.group(2))]
            if project:
                harness, panic = panics[-1], project[-1]
                # while shrinking, the harness may have met other panics at other places
                # first (the input it began with failed elsewhere): distinct bugs, told too
                seen = {panic.group(2)}
                for other in project:
                    if other.group(2) not in seen and len(seen) < 3:
                        seen.add(other.group(2))
                        words, _ = _first_text(buf, other.end() + 1, end)
                        also.append(f"; also panicked at {other.group(2)}: {words}")
    loc = place = ""
    if panic:
        loc = panic.group(2)
        # a panic inside the standard library (an overflow in Iterator::sum): its path is
        # the toolchain's, said from its library/ folder as Rust's own tree names it
        # ("std: library/core/src/iter/traits/accum.rs:204:1"); one in a merged doctest's
        # temporary file says nothing more than the test's name (src/lib.rs - parse_port
        # (line 5))
        loc = _RUSTC_SRC_RX.sub(r"std: \g<1>", loc)
        loc = "" if loc.startswith(_DOCTEST_TMP) else loc
        place = loc
        if loc and not loc.startswith("std: ") and not _is_test_path(loc):
            # with RUST_BACKTRACE, the frame at that place in the code under test names its
            # function (a test's own is the test)
            func = _backtrace_function(buf, panic.end(), end, loc)
            # (a unit test's own assertion in src/lib.rs: its function is the test, named)
            own = func == name or func.endswith(f"::{name}")
            loc = f"{loc} in {func}" if func and not own else loc
        message = panic.group(1) or ""
        if harness is not None:
            said = [
                buf[a : min(b, a + _LINE_SHOWN)].strip()
                for a, b in _lines(buf, harness.end() + 1, end, 3)
            ]
            message = " ".join(x for x in itertools.takewhile(bool, said))
        if not message:
            parts: list[str] = []
            for ls2, le2 in _lines(buf, panic.end() + 1, end, 6):
                text = buf[ls2 : min(le2, ls2 + _LINE_SHOWN)].strip()
                if not text or text.startswith(("note:", "stack backtrace")):
                    break
                parts.append(text)
            message = parts[0] if parts else ""
            if len(parts) > 1:
                # assert_eq!'s words, then its values each as on its line: "assertion
                # `left == right` failed: left: 15 right: 10" (its own message, if given, stays;
                # short of room, the digest tells the words short)
                bare = _RUST_ASSERT_EQ_RX.fullmatch(message)
                values = (" " if bare else ", ").join(parts[1:])
                message = f"{bare.group(0)}: {values}" if bare else f"{message} ({values})"
        # as the test binary says it: "panicked at tests/graph.rs:479:5: <message>"
        at = f" at {place}" if place and not place.startswith("std: ") else ""
        message = f"panicked{at}: {message}" if message else f"panicked{at}"
        message += _test_thread_panic(buf, panic, end, name) + "".join(also)
        unexpected = _RUST_OTHER_PANIC_RX.search(buf, panic.end(), end)
        if unexpected:
            message += f"; {unexpected.group(1)}, {unexpected.group(2)}"
    else:
        message, msg_end = _first_text(buf, le + 1, end)
        note = _RUST_NO_PANIC_RX.search(buf, le, end)
        if _RUST_HEADER_RX.match(message) and not note:
            # a doc-test that did not compile: rustc's error at its place in the source, with
            # what it says there ("expected `&str`, found `String`"), the places it is made
            # again in the same test (a renamed method called three times), and rustc's help
            # ("there is a method `seek_to_bit` with a similar name")
            loc, label = _doctest_error(buf, msg_end, end)
            place = loc
            headers = list(itertools.islice(_RUST_BLOCK_ERROR_RX.finditer(buf, msg_end, end), 8))
            places = [loc] if loc else []
            for h in headers:
                again, _ = _doctest_error(buf, h.end(), end) if h.group(0) == message else ("", "")
                if again and again not in places:
                    places.append(again)
            loc = ", ".join(places)
            helped = _RUST_HELP_RX.search(buf, msg_end, headers[0].start() if headers else end)
            message = f"{message}: {label}" if label else message
            if helped:
                message += f"; {_shorten(helped.group(0).strip(), _LINE_SHOWN // 4)}"
        if note and not message.startswith("note:"):
            # a should_panic test that did not: the note, and what the test printed first
            message = f"{note.group(0)} (printed: {message})"
        elif note:
            message = note.group(0)
    # the same panic with or without a backtrace (a doc-test prints none) is one cause
    key = ("cargo test", message, place) if place else ("cargo test", name)
    st.add(_Found("test", "cargo test", name, message or "failed", loc, brief=name), key)


def _doctest_error(buf: str, start: int, end: int) -> tuple[str, str]:
    """The place (`` --> src/a.rs:69:15``) and first label of the rustc error whose header
    line ends at ``start``; ``""`` for what it does not say."""
    loc = label = ""
    for i, (ls, le) in enumerate(_lines(buf, start + 1, end, 12)):
        text = buf[ls : min(le, ls + _LINE_SHOWN)]
        arrow = _ARROW_RX.match(text) if i < 3 and not loc else None
        if arrow:
            loc = f"{arrow.group(1)}:{arrow.group(2)}:{arrow.group(3)}"
        elif not loc or not text.strip() or text[:1].isalpha():
            break
        elif lm := _RUST_LABEL_RX.match(text):
            label = lm.group(1).strip()
            break
    return loc, label


def _panic_thread(buf: str, panic: re.Match[str]) -> str:
    """The name of the thread a panic's line names (``thread 'x' (12) panicked at ...``)."""
    start = buf.rfind("\n", 0, panic.start()) + 1
    thread = _RUST_THREAD_RX.match(buf, start, panic.start())
    return thread.group(1) if thread else ""


def _test_thread_panic(buf: str, first: re.Match[str], end: int, name: str) -> str:
    """When the first panic was another thread's (``thread '<unnamed>'``), the test's own
    that followed, as said: ``; thread 'x' panicked at tests/it.rs:812:10: called ...``."""
    if _panic_thread(buf, first) in ("", name):
        return ""
    for later in itertools.islice(_RUST_PANIC_RX.finditer(buf, first.end(), end), 8):
        if _panic_thread(buf, later) == name:
            said, _ = _first_text(buf, later.end() + 1, end)
            return f"; thread '{name}' panicked at {later.group(2)}: {said}"
    return ""


# a backtrace's frame: "  20:     0x55b0... - smallvec::SmallVec<A>::try_reserve::hd66a..."
# (RUST_BACKTRACE=full) or "  20: smallvec::SmallVec<A>::try_reserve" (=1), then its place
_RUST_FRAME_RX = re.compile(
    r"^ *\d+: +(?:0x[0-9a-f]+ - )?(\S.*?)(?:::h[0-9a-f]{16})?\n +at (\S+?):\d+:\d+$", re.M
)


def _backtrace_function(buf: str, start: int, end: int, loc: str) -> str:
    """The function of the first backtrace frame at ``loc`` (``src/lib.rs:950:12``): ``""``
    when there is no backtrace."""
    path, _, _ = loc.rpartition(":")
    path, _, row = path.rpartition(":")
    for m in _RUST_FRAME_RX.finditer(buf, start, end):
        at = m.group(2)
        if (at == path or at.endswith(f"/{path}")) and buf.startswith(f":{row}:", m.end(2)):
            return m.group(1)
    return ""


def _on_rust_result(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    m = _RUST_RESULT_RX.search(line)
    if not m:
        return
    c = st.cargo
    c["runs"] = c.get("runs", 0) + 1
    for key, value in (("passed", m.group(2)), ("failed", m.group(3)), ("ignored", m.group(4))):
        c[key] = c.get(key, 0) + int(value)
    if m.group(1) == "FAILED":
        c["failed_runs"] = c.get("failed_runs", 0) + 1
    if len(st.cargo_runs) < _CARGO_RUNS_MAX:
        # as cargo printed it: "test result: FAILED. 130 passed; 13 failed; 0 ignored; 0
        # measured; 0 filtered out" (told whole when the digest has room, see _short_counts)
        whole = _RUST_RESULT_WHOLE_RX.search(line, m.start())
        st.cargo_runs.append((st.cargo_running, whole.group(0) if whole else m.group(0)))
    st.cargo_running = ""
    if c.get("failed"):
        _cargo_total(st)


_CARGO_RUNS_MAX = 64
_PASSED_TOLD = 8
"""Binaries that passed tried in a failed run's count line (each about 90 characters)."""
_RUST_RESULT_WHOLE_RX = re.compile(r"test result: \w+\. [^;]+(?:; [^;]+){0,3}; \d+ filtered out")
_RUST_RESULT_SHORT_RX = re.compile(r"test result: \w+\. \d+ passed; \d+ failed; \d+ ignored")


def _ran(counts: str) -> tuple[int, int]:
    """A test binary's ``test result:`` line: how many of its tests passed and failed."""
    m = _RUST_RESULT_RX.match(counts)
    return (int(m.group(2)), int(m.group(3))) if m else (0, 0)


def _short_counts(counts: str) -> str:
    """A binary's ``test result:`` line as far as its failed count."""
    m = _RUST_RESULT_SHORT_RX.match(counts)
    return m.group(0) if m else counts


_RUST_FATAL_RX = re.compile(r"^fatal runtime error: .+$", re.M)
_RUST_KILLED_RX = re.compile(
    r"process didn't exit successfully: `[^`]*` \((signal: \d+, SIG\w+[^)]*)\)"
)


def _on_rust_killed(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``process didn't exit successfully: `...` (signal: 6, SIGABRT: ...)`` under cargo's
    ``Caused by:``: a test binary that died (a panic that could not unwind, a stack
    overflow) printed no ``---- name stdout ----`` block, no count. The test whose panic
    came last before it, with the signal; else the binary that was running."""
    m = _RUST_KILLED_RX.search(line)
    if m is None:
        return
    panics = collections.deque(_RUST_PANIC_RX.finditer(buf, max(0, ls - _BEHIND), ls), 1)
    panic = panics[0] if panics else None
    thread = _panic_thread(buf, panic) if panic else ""
    killed = f"the test binary was killed ({m.group(1)})"
    # what the runtime said as it aborted ("fatal runtime error: IO Safety violation: ...")
    fatal = _RUST_FATAL_RX.search(buf, max(0, ls - _BEHIND, buf.rfind("Running ", 0, ls)), ls)
    if fatal:
        killed = f"{_shorten(fatal.group(0), _LINE_SHOWN // 2)}; {killed}"
    if panic is not None and thread not in ("", "main", "<unnamed>"):
        name, place = thread, _RUSTC_SRC_RX.sub(r"std: \g<1>", panic.group(2))
        said = (
            buf[a : min(b, a + _LINE_SHOWN)].strip() for a, b in _lines(buf, panic.end() + 1, ls, 2)
        )
        words = "; ".join(x for x in said if x)
        at = f" at {place}" if not place.startswith("std: ") else ""
        message = f"panicked{at}: {words}; {killed}"
        loc = "" if place.startswith("std: ") else place
    else:
        name, message, loc = st.cargo_running or "test binary", killed, ""
    st.add(_Found("test", "cargo test", name, message, loc, brief=name), ("cargo test", name))


_RUST_RUNNING_RX = re.compile(r"\s+(?:Running (?:unittests )?(\S+)|(Doc-tests \S+))")


def _on_rust_running(st: _State, buf: str, ls: int, le: int, line: str) -> None:
    """``Running unittests src/lib.rs (target/...)``, ``Running tests/macro.rs (...)``,
    ``Doc-tests crate``: the binary whose ``test result:`` comes next."""
    m = _RUST_RUNNING_RX.match(line)
    if m:
        st.cargo_running = m.group(1) or m.group(2)


def cargo_runs(st: _State) -> str:
    """Each test binary's own count, whole as cargo says it: ``src/lib.rs: test result: ok.
    57 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out``."""
    return ", ".join(_runs_said(st))


def _runs_said(st: _State, *, passed_only: bool = False) -> list[str]:
    """Each test binary that ran tests (with ``passed_only``, that passed), with its count."""
    return [
        f"{name}: {counts}" if name else counts
        for name, counts in st.cargo_runs
        # a binary with no tests says nothing
        if any(_ran(counts)) and (not passed_only or counts.startswith("test result: ok"))
    ]


def _cargo_total(st: _State) -> None:
    """The whole run's count, summed over every test binary and the doc-tests; with each
    failed target's own ``test result:`` line whole when the digest has room."""
    c = st.cargo
    text = (
        f"{c.get('failed', 0)} failed, {c.get('passed', 0)} passed, {c.get('ignored', 0)} ignored"
        f" in {c.get('runs', 0)} test runs"
    )
    n = c.get("targets_failed") or len(st.cargo_targets)
    if not n:
        st.total("cargo test", text)
        return
    counted = [counts for _, counts in st.cargo_runs if any(_ran(counts))]
    if n == 1 and len(counted) == 1 and st.cargo_target_counts.get(st.cargo_targets[0]):
        # one binary ran tests: its own line, told below, is the whole run's count
        text = ""
    said: list[str] = []
    targets = st.cargo_targets[:8]
    counted = [st.cargo_target_counts.get(t, "") for t in targets]
    for whole in (False, True):
        # each failed target with its own count, in cargo's words
        counts = [(x if whole else _short_counts(x)) if x else "" for x in counted]
        if c.get("targets_failed") or n > 1:
            # cargo's line as it printed it ("error: 2 targets failed: `--lib` `--doc`"),
            # then each target's count in that order
            each = ", ".join(x or "no test result" for x in counts)
            names = " ".join(f"`{t}`" for t in targets) + (f" ({each})" if any(counts) else "")
            said.append(
                f"{text}; error: {n} target{'s' if n > 1 else ''} failed: {names}".lstrip("; ")
            )
        else:
            # (cargo's words: "doctest failed" for the doctests, "test failed" otherwise)
            what = "doctest" if targets[:1] == ["--doc"] else "test"
            names = ", ".join(
                f"`{t}` ({x})" if x else f"`{t}`" for t, x in zip(targets, counts, strict=True)
            )
            said.append(f"{text}; error: {what} failed, to rerun pass {names}".lstrip("; "))
    # and, where there is room still, the binaries that passed, each with its own count
    passed = _runs_said(st, passed_only=True)
    # (as many as the room holds, the first ones: a count line holds three or four)
    longer = [
        f"{said[1]}; passed: {', '.join(passed[:k])}"
        + (f" (and {len(passed) - k} more)" if k < len(passed) else "")
        for k in range(min(len(passed), _PASSED_TOLD), 0, -1)
    ]
    # (several targets' counts, each as cargo says it, make a long line; one binary's, whole,
    # is no longer than the sum it stands for)
    st.total(
        "cargo test",
        said[1] if not text else said[0],
        whole=[*longer, said[1]],
        width=TOTALS_MAX,
    )


# cargo's advice after a target's count of warnings, the same for each target
_CARGO_FIX_RX = re.compile(r"\(run `cargo (?:clippy )?--?fix[^`]*` to (apply \d+ suggestions?)\)")
_CARGO_WARNINGS_RX = re.compile(r"generated (\d+) warnings?")
_CARGO_WARNINGS_TOLD = 10
"""Warnings of a target that a failed build's count line always says the count of (fewer:
only where the digest has room)."""


def cargo_warned(warned: Sequence[str]) -> list[str]:
    """cargo's counts of each target's warnings, once each, its ``--fix`` advice said short:
    ``warning: `x` (lib) generated 56 warnings (to apply 12 suggestions)``."""
    return [*dict.fromkeys(_CARGO_FIX_RX.sub(r"(to \1)", w) for w in warned)]


def cargo_warned_total(st: _State) -> None:
    """A failed cargo build's count line, said with each target's count of warnings when
    the digest has room ("could not compile `x` (bench "b") ...; `x` (lib) generated 56
    warnings"): how much a lint run has left to fix besides what failed it; a target's of
    10 or more always, without its advice."""
    said = st.totals.get("rustc", "")
    if not said or not st.cargo_warned:
        return
    short = [
        *dict.fromkeys(
            _CARGO_FIX_RX.sub("", w).strip()
            for w in st.cargo_warned
            if (m := _CARGO_WARNINGS_RX.search(w)) and int(m.group(1)) >= _CARGO_WARNINGS_TOLD
        )
    ]
    st.total(
        "rustc",
        "; ".join([said, *short]),
        whole="; ".join(
            [*st.totals_whole.get("rustc", [said])[:1], *cargo_warned(st.cargo_warned)]
        ),
    )
