"""``Changes``: which lines a diff touched, and whether a finding's place is one of them."""

from __future__ import annotations

from pathlib import Path

from activities.summarize import Changes, StreamSummarizer

GIT = """\
diff --git a/src/app.py b/src/app.py
index 3b18e51..a8c2f0e 100644
--- a/src/app.py
+++ b/src/app.py
@@ -10,2 +10,3 @@ def main():
-    x = 1
-    y = 2
+    x = 1
+    y = 3
+    z = 4
@@ -40,3 +41,0 @@ def helper():
-    if guard:
-        pass
-    return
diff --git a/old.py b/old.py
deleted file mode 100644
--- a/old.py
+++ /dev/null
@@ -1,2 +0,0 @@
-a
-b
diff --git a/web/index.ts b/web/index.ts
--- a/web/index.ts
+++ b/web/index.ts
@@ -7 +7 @@
-let a = 1
+let a = "1"
"""

# `diff -u`, as someone without git makes one: no a/ b/, a timestamp after a tab
PLAIN = """\
--- calc.go.orig\t2026-11-23 08:00:00.000000000 +0000
+++ calc.go\t2026-11-23 08:01:00.000000000 +0000
@@ -5 +5 @@
-\treturn a + b
+\treturn a - b
"""


def test_the_new_side_of_each_hunk_is_changed() -> None:
    c = Changes.of_diff(GIT)
    assert [n for n in range(8, 14) if c.touches(f"src/app.py:{n}:1")] == [10, 11, 12]
    # a hunk that only removes lines: the line after them is where it breaks
    assert c.touches("src/app.py:42")
    assert not c.touches("src/app.py:41")
    assert not c.touches("old.py:1")
    assert c.touches("web/index.ts(7,5)")
    assert not c.touches("web/index.ts(8,5)")


def test_a_place_is_matched_however_the_tool_prints_its_path() -> None:
    c = Changes.of_diff(GIT)
    # absolute (pyright, eslint), under the command's directory
    assert c.touches("/home/dev/proj/src/app.py:11:3")
    # another file of the same name elsewhere is not the changed one
    assert not c.touches("tests/src2/app.py:11:3")
    assert not c.touches("lib/app.py:11:3")
    # a Windows path, a traceback frame
    assert c.touches("src\\app.py:10")
    assert c.touches('File "src/app.py", line 12, in main')
    # go test prints the base name alone
    plain = Changes.of_diff(PLAIN)
    assert plain.touches("calc.go:5")
    assert not plain.touches("calc.go:6")
    assert not plain.touches("no place here")


def test_nothing_changed_is_no_changes() -> None:
    assert not Changes.of_diff("")
    assert not Changes.of_diff("+++ b/a.py\n")  # a file header without hunks
    assert Changes.of_diff(PLAIN)


def test_an_error_at_a_changed_line_leads_one_in_an_old_place_follows() -> None:
    lines = [
        f"pkg/m{i:02}.py:{i + 1}:80: E501 line too long (99 > 79 characters)\n" for i in range(40)
    ]
    lines.insert(20, "zz/new.py:7:80: E501 line too long (99 > 79 characters)\n")
    output = "".join(lines).encode()
    diff = "+++ b/zz/new.py\n@@ -6,0 +7,1 @@\n"
    listed = []
    for changes in (None, Changes.of_diff(diff)):
        s = StreamSummarizer(kind="lint", changes=changes)
        s.feed(output)
        listed.append([e.summary for e in s.finish(exit_code=1)])
    assert listed[0][0].startswith("pkg/m00.py:1:80: E501")
    assert listed[1][0].startswith("zz/new.py:7:80: E501")


def test_the_lines_a_run_changed_come_from_its_snapshots(tmp_path: Path) -> None:
    from activities import snapshots

    ws, repo = tmp_path / "ws", tmp_path / "snap.git"
    (ws / "src").mkdir(parents=True)
    (ws / "src" / "a.py").write_text("".join(f"line {i}\n" for i in range(1, 21)))
    (ws / "gone.py").write_text("x\n")
    (ws / "blob.bin").write_bytes(b"\0\1\2" * 100)
    (ws / "big.txt").write_text("x\n" * 600_000)  # 1.2 MB
    snapshots.take_sync(repo, ws, 0)
    # a file past the size a diff is worth is left out (the agent writes them), and a link
    (ws / "big.txt").write_text("y\n" * 600_000)
    (ws / "link.py").symlink_to("src/a.py")
    text = (ws / "src" / "a.py").read_text().replace("line 5\n", "line five\n")
    (ws / "src" / "a.py").write_text(text.replace("line 12\nline 13\n", ""))
    (ws / "gone.py").unlink()
    (ws / "new.py").write_text("a\nb\n")
    (ws / "blob.bin").write_bytes(b"\0\3\2" * 100)
    snapshots.take_sync(repo, ws, 1)
    hunks = snapshots.changed_lines(repo, 0, 1)
    assert sorted(hunks) == [("new.py", 1, 2), ("src/a.py", 5, 1), ("src/a.py", 11, 0)]
    c = Changes.of_hunks(hunks)
    assert c.touches("src/a.py:5:1")
    assert c.touches("src/a.py:12")  # the line after the two removed
    assert not c.touches("src/a.py:11")
    assert c.touches("new.py:2")
