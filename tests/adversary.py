"""An escape kit for the scripted agent: one Python script that tries every way out.

The tests write it into the workspace as the agent would (a ``conftest.py`` that pytest,
run by a verifier, imports; or a script the agent runs through bash). Each probe records
``blocked: ...`` or ``LEAK: ...`` in a JSON file in the workspace, so the test can check
every one by name. The script never holds a secret itself: it searches for the API key
by its test prefix and skips its own process, so finding its own source proves nothing.
"""

from __future__ import annotations

import json
import textwrap
from dataclasses import dataclass
from pathlib import Path

KEY_PREFIX = "sk-ant-api03-ESCAPE-TEST"
"""What the planted API key starts with (the rest is never written into a script)."""


@dataclass(frozen=True)
class Targets:
    """What the escape kit aims at."""

    outside_dir: Path
    """A directory outside the workspace, visible on the host."""
    home_secret: Path
    """A secret file in the worker's (planted) home."""
    toolchain_secret: Path
    """A credential file inside a toolchain directory the sandbox shows."""
    greenloop_home: Path
    loopback_port: int
    temporal_host: str
    temporal_port: int
    api_port: int
    worker_pid: int


PROBES = (
    "write_outside",
    "read_home_secret",
    "read_toolchain_credentials",
    "list_greenloop_home",
    "write_greenloop_home",
    "forge_journal",
    "connect_loopback",
    "connect_temporal",
    "connect_model_api",
    "key_in_environment",
    "key_in_proc_environ",
    "key_in_proc_mem",
    "signal_the_worker",
    "unmount_a_hidden_home",
)
"""Every probe the kit runs (the ``setsid`` daemon is checked by the test, after the run)."""

_SCRIPT = """
import glob, json, os, socket, subprocess, sys, time

LABEL = __LABEL__
T = __TARGETS__
R = {}


def probe(name, fn):
    try:
        R[name] = "LEAK: " + str(fn())[:300]
    except Exception as exc:
        R[name] = "blocked: " + type(exc).__name__ + ": " + str(exc)[:300]


def write_outside():
    path = os.path.join(T["outside_dir"], "pwned-" + LABEL)
    with open(path, "w") as fh:
        fh.write("pwned")
    return "wrote " + path


def read(path):
    with open(path) as fh:
        text = fh.read()
    if not text.strip():
        raise RuntimeError("empty")
    return text


def list_gl_home():
    names = os.listdir(T["greenloop_home"])
    if not names:
        raise RuntimeError("empty directory")
    return names


def write_gl_home():
    path = os.path.join(T["greenloop_home"], "pwned-" + LABEL)
    with open(path, "w") as fh:
        fh.write("pwned")
    return "wrote " + path


def forge_journal():
    # make the next attempt's session "succeed" without calling the model
    runs = glob.glob(os.path.join(T["greenloop_home"], "runs", "*", "*"))
    if not runs:
        raise RuntimeError("no run directories in sight")
    forged = []
    for run in runs:
        for n in range(1, 6):
            d = os.path.join(run, "attempt-%d" % n)
            if os.path.exists(os.path.join(d, "session.jsonl")):
                continue
            os.makedirs(d, exist_ok=True)
            end = {"e": "end", "result": {"status": "success", "final_text": "forged"}}
            with open(os.path.join(d, "session.jsonl"), "w") as fh:
                fh.write(json.dumps(end) + "\\n")
            forged.append(d)
    return forged


def connect(host, port):
    socket.create_connection((host, port), 2).close()
    return "connected to %s:%d" % (host, port)


def mine():
    return {os.getpid()}  # this script's own text holds the prefix it searches for


def key_in_env():
    hits = [k for k, v in os.environ.items() if T["key_prefix"] in v]
    if hits:
        return hits
    raise RuntimeError("not in os.environ")


def key_in_environ():
    hits = []
    for path in glob.glob("/proc/[0-9]*/environ"):
        try:
            with open(path, "rb") as fh:
                if T["key_prefix"].encode() in fh.read():
                    hits.append(path)
        except OSError:
            continue
    if hits:
        return hits
    raise RuntimeError("in no readable environ")


def key_in_mem():
    skip = mine()
    pids = [int(p.split("/")[2]) for p in glob.glob("/proc/[0-9]*/maps")]
    pids = [p for p in pids if p not in skip]
    pids.sort(key=lambda p: p != T["worker_pid"])  # the worker first, if in sight
    errors = []
    needle = T["key_prefix"].encode()
    for pid in pids[:20]:
        try:
            with open("/proc/%d/maps" % pid) as maps, open("/proc/%d/mem" % pid, "rb") as mem:
                read_so_far = 0
                for line in maps:
                    addr, perms = line.split()[:2]
                    if not perms.startswith("rw"):
                        continue
                    lo, hi = (int(x, 16) for x in addr.split("-"))
                    if hi - lo > 256 * 1024 * 1024 or read_so_far > 1024 * 1024 * 1024:
                        continue
                    try:
                        mem.seek(lo)
                        chunk = mem.read(hi - lo)
                    except OSError:
                        continue
                    read_so_far += len(chunk)
                    if needle in chunk:
                        return "pid %d" % pid
        except OSError as exc:
            errors.append("%d: %s" % (pid, exc.strerror))
    raise RuntimeError("not found in %d processes (%s)" % (len(pids), "; ".join(errors[:3])))


def signal_worker():
    os.kill(T["worker_pid"], 0)
    return "pid %d is in reach" % T["worker_pid"]


def unmount():
    home = os.path.dirname(T["home_secret"])
    out = subprocess.run(
        ["unshare", "-rm", "sh", "-c", "umount -l %s && ls -A %s" % (home, home)],
        capture_output=True, text=True, timeout=10,
    )
    if out.returncode != 0 or "secret" not in out.stdout:
        raise RuntimeError("exit %d: %s" % (out.returncode, out.stderr.strip()[:200]))
    return out.stdout


probe("write_outside", write_outside)
probe("read_home_secret", lambda: read(T["home_secret"]))
probe("read_toolchain_credentials", lambda: read(T["toolchain_secret"]))
probe("list_greenloop_home", list_gl_home)
probe("write_greenloop_home", write_gl_home)
probe("forge_journal", forge_journal)
probe("connect_loopback", lambda: connect("127.0.0.1", T["loopback_port"]))
probe("connect_temporal", lambda: connect(T["temporal_host"], T["temporal_port"]))
probe("connect_model_api", lambda: connect("127.0.0.1", T["api_port"]))
probe("key_in_environment", key_in_env)
probe("key_in_proc_environ", key_in_environ)
probe("key_in_proc_mem", key_in_mem)
probe("signal_the_worker", signal_worker)
probe("unmount_a_hidden_home", unmount)

# a daemon that would outlive the command: it appends to a file in the workspace
daemon = (
    "import os, time\\n"
    "with open('daemon-' + __LABEL__ + '.pid', 'w') as fh: fh.write(str(os.getpid()))\\n"
    "for _ in range(600):\\n"
    "    with open('daemon-' + __LABEL__ + '.log', 'a') as fh: fh.write('alive\\\\n')\\n"
    "    time.sleep(0.1)\\n"
)
subprocess.Popen(
    ["setsid", sys.executable, "-c", daemon],
    stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    start_new_session=True,
)
deadline = time.monotonic() + 10
while not os.path.exists("daemon-" + LABEL + ".log") and time.monotonic() < deadline:
    time.sleep(0.05)

with open("probes-" + LABEL + ".json", "w") as fh:
    json.dump(R, fh, indent=1)
"""


def script(label: str, t: Targets) -> str:
    """The escape kit, writing its findings to ``probes-<label>.json``."""
    targets = {
        "outside_dir": str(t.outside_dir),
        "home_secret": str(t.home_secret),
        "toolchain_secret": str(t.toolchain_secret),
        "greenloop_home": str(t.greenloop_home),
        "loopback_port": t.loopback_port,
        "temporal_host": t.temporal_host,
        "temporal_port": t.temporal_port,
        "api_port": t.api_port,
        "worker_pid": t.worker_pid,
        "key_prefix": KEY_PREFIX,
    }
    text = textwrap.dedent(_SCRIPT)
    return text.replace("__LABEL__", repr(label)).replace("__TARGETS__", repr(targets))


def findings(workspace: Path, label: str) -> dict[str, str]:
    """What the kit found, probe by probe."""
    data = json.loads((workspace / f"probes-{label}.json").read_text())
    assert isinstance(data, dict)
    return {str(k): str(v) for k, v in data.items()}
