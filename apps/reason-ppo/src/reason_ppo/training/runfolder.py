"""The run folder: config.toml, metrics.jsonl, samples.jsonl, TensorBoard events, checkpoints/.

Every writer appends whole lines and flushes them, so a kill at any moment loses at most the line
being written; on resume, lines past the checkpoint's step are cut so the files match an
uninterrupted run.
"""

from __future__ import annotations

import dataclasses
import fcntl
import json
import logging
import math
import os
import shutil
import socket
import sys
import time
from pathlib import Path
from typing import Any

from reason_ppo import checkpoint
from reason_ppo.config import Config, ConfigError, diff, load_config, run_hash, to_toml
from reason_ppo.errors import CheckpointSaveError, RunFolderError

log = logging.getLogger(__name__)


LOCK = ".reason-ppo.lock"
# What a run writes into its folder; anything else there is the user's, and never touched.
RUN_FILES = (
    "config.toml", "run.json", "checker.json", "metrics.jsonl", "samples.jsonl",
    "rejects.jsonl", "tb", "checkpoints",
)  # fmt: skip


def check_writable(run_dir: Path) -> None:
    """Fail early, before any weights load, when the run folder cannot be created or written."""
    try:
        run_dir.mkdir(parents=True, exist_ok=True)
        probe = run_dir / f".write-test-{os.getpid()}"
        probe.write_text("ok")
        probe.unlink()
    except OSError as exc:
        raise RunFolderError(
            f"{run_dir}: run folder is not writable ({exc.strerror or exc})"
        ) from None


def check_resumable(run_dir: Path, *, force: bool) -> None:
    """A resume needs a run to continue: a folder without one (no config.toml) is an error unless
    `force`, which starts a fresh run there instead."""
    if not force and not (run_dir / "config.toml").is_file():
        what = "no such folder" if not run_dir.exists() else "no config.toml: no run there"
        raise RunFolderError(
            f"{run_dir}: nothing to resume ({what}); drop --resume to start a run, "
            "or add --force to start one fresh"
        )


def check_saved_config(run_dir: Path, *, force: bool) -> None:
    """On resume: config.toml must still be what the run started with (its hash is in run.json).
    A hand edit is refused with the diff unless `force`; its values are range-checked either way
    (`load_config` validates)."""
    saved, record = run_dir / "config.toml", run_dir / "run.json"
    if not saved.is_file():
        return
    try:
        cfg = load_config(saved)
    except ConfigError as exc:
        raise RunFolderError(f"{saved}: cannot resume with this config ({exc})") from None
    try:
        meta = json.loads(record.read_text(encoding="utf-8"))
        expected, original = meta["config_hash"], meta.get("config")
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        return  # a run from before run.json, or without one: nothing to compare with
    if run_hash(cfg) == expected or force:
        return
    changes: list[str] = []
    if isinstance(original, dict):
        try:
            changes = diff(Config(**original), cfg)
        except TypeError:
            changes = []
    what = "; ".join(changes) if changes else "its hash differs from run.json's"
    raise RunFolderError(
        f"{saved}: edited since the run started ({what}); restore it, or pass --force to "
        "resume with the edit"
    )


def claim(run_dir: Path, *, resume: bool, force: bool) -> None:
    """Take the run folder for this process, before anything is written to it: the lock (a second
    writer is refused naming the holder), then what a start or a resume needs of the folder.

    A new run refuses a folder with a run's history (metrics lines or checkpoints) unless `force`,
    which removes that run's files, saying so; it refuses a non-empty folder that is not a run
    (the user's own files) unless `force`, and then writes among them, touching none. A folder
    holding only a run that never finished an iteration (a failed start) is simply started over.
    A resume refuses a run whose checkpoints all fail to verify, naming each."""
    if resume:
        check_resumable(run_dir, force=force)
    check_writable(run_dir)
    if resume:
        RunLock.acquire(run_dir)
        check_saved_config(run_dir, force=force)
        checkpoint.readable(run_dir)
        return
    ours = [run_dir / name for name in RUN_FILES if (run_dir / name).exists()]
    foreign = sorted(
        p.name for p in run_dir.iterdir() if p.name not in RUN_FILES and not p.name.startswith(".")
    )
    if ours:  # a run's folder: whether another process is writing it comes first
        RunLock.acquire(run_dir)
    metrics = run_dir / "metrics.jsonl"
    steps = checkpoint.step_dirs(run_dir)
    history = steps or (metrics.is_file() and metrics.stat().st_size > 0)
    if history and not force:
        raise RunFolderError(
            f"{run_dir}: already holds a run; use --resume to continue it or --force to overwrite"
        )
    if foreign and not force:
        more = f" and {len(foreign) - 3} more" if len(foreign) > 3 else ""
        raise RunFolderError(
            f"{run_dir}: not empty and not a run folder (holds {', '.join(foreign[:3])}{more}); "
            "choose another --out, or add --force to write the run among those files"
        )
    RunLock.acquire(run_dir)  # a folder of the user's gets the lock only once it is accepted
    if history:
        lines = len(metrics.read_text(encoding="utf-8").splitlines()) if metrics.is_file() else 0
        log.warning(
            "--force: removed the previous run in %s (%d checkpoint(s), %d metrics line(s))",
            run_dir, len(steps), lines,
        )  # fmt: skip
    for path in ours:
        shutil.rmtree(path) if path.is_dir() else path.unlink()


def prepare(run_dir: Path, cfg: Config, *, resume: bool, force: bool) -> None:
    """Write config.toml for a new run; on resume, refuse a config that changes the computation.
    `claim` has checked the folder and taken it."""
    saved = run_dir / "config.toml"
    if resume and saved.exists():
        try:
            old = load_config(saved)
        except ConfigError as exc:
            raise RunFolderError(f"{saved}: cannot read the saved config ({exc})") from None
        changes = diff(old, cfg)
        if changes and not force:
            raise RunFolderError(
                f"{run_dir}: config differs from the run being resumed ({'; '.join(changes)}); "
                "pass --force to resume anyway"
            )
    _replace_text(saved, to_toml(cfg))
    record = {"config_hash": run_hash(cfg), "config": dataclasses.asdict(cfg)}
    _replace_text(run_dir / "run.json", json.dumps(record, indent=1))
    mark_latest(run_dir)


def mark_latest(run_dir: Path) -> None:
    """Point `runs/latest` at this run when it lives directly under a folder named `runs`: `make
    eval` then takes the run training last wrote, not the newest mtime (an eval writing into an
    older run would otherwise make it "newest"). A relative link, so moving runs/ keeps it right;
    swapped in with a rename, so a reader never sees it missing. Best effort: a filesystem without
    symlinks costs only the shortcut, never the run."""
    parent = run_dir.resolve().parent
    if parent.name != "runs":
        return
    tmp = parent / f".latest.tmp-{os.getpid()}"
    try:
        tmp.unlink(missing_ok=True)
        tmp.symlink_to(run_dir.resolve().name, target_is_directory=True)
        os.replace(tmp, parent / "latest")
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        log.warning("%s: could not point %s/latest at it (%s)", run_dir, parent, exc)


def _replace_text(path: Path, text: str) -> None:
    """Write a whole file or leave the old one: a full disk never leaves a torn config.toml."""
    tmp = path.with_name(f".{path.name}.tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


class RunLock:
    """`RUN/.reason-ppo.lock`: an flock held while this process writes the run folder, with the
    holder's PID, host and command in the file. The kernel drops the flock when the process ends,
    however it ends (kill -9 too), so a lock file whose flock is free is stale: its PID is named
    and the lock taken over. One per folder per process; `release` on the way out."""

    _held: dict[Path, RunLock] = {}

    def __init__(self, path: Path, fd: int) -> None:
        self.path, self.fd = path, fd

    @classmethod
    def acquire(cls, run_dir: Path) -> RunLock:
        key = run_dir.resolve()
        if key in cls._held:
            return cls._held[key]
        path = run_dir / LOCK
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            holder = _describe(os.pread(fd, 4096, 0))
            os.close(fd)
            raise RunFolderError(
                f"{run_dir}: in use by {holder}; wait for it to finish, or stop it"
            ) from None
        previous = os.pread(fd, 4096, 0)
        if previous.strip():
            log.warning(
                "%s: stale lock of %s (not running any more): taken over", run_dir,
                _describe(previous),
            )  # fmt: skip
        argv = ["reason-ppo", *sys.argv[1:]] if sys.argv[0].endswith("__main__.py") else sys.argv
        record = {"pid": os.getpid(), "host": socket.gethostname(), "argv": argv,
                  "since": time.strftime("%Y-%m-%d %H:%M:%S")}  # fmt: skip
        os.ftruncate(fd, 0)
        os.pwrite(fd, json.dumps(record).encode(), 0)
        lock = cls._held[key] = cls(path, fd)
        return lock

    @classmethod
    def release(cls, run_dir: Path) -> None:
        lock = cls._held.pop(run_dir.resolve(), None)
        if lock is not None:
            os.ftruncate(lock.fd, 0)  # emptied, not removed: an unlink would race a new holder
            os.close(lock.fd)


def _describe(raw: bytes) -> str:
    try:
        record = json.loads(raw.decode("utf-8", "replace"))
        command = " ".join(str(a) for a in record.get("argv", []))[:120]
        return (
            f"process {int(record['pid'])} on {record.get('host', '?')} since "
            f"{record.get('since', '?')} ({command})"
        )
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError):
        return "another process (its lock file is unreadable)"


def _finite(value: Any) -> Any:
    if isinstance(value, float) and not math.isfinite(value):
        return str(value)  # JSON has no NaN; keep it visible rather than crash the writer
    return value


class JsonlWriter:
    """Appends one JSON object per line, flushed at once."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._fh = path.open("a", encoding="utf-8")

    def write(self, record: dict[str, Any]) -> None:
        try:
            self._fh.write(json.dumps({k: _finite(v) for k, v in record.items()}) + "\n")
            self._fh.flush()
        except OSError as exc:  # a full disk: the run stops as for a checkpoint it cannot write
            raise CheckpointSaveError(
                f"{self.path}: write failed ({exc.strerror or exc}); checkpoints kept"
            ) from exc

    def close(self) -> None:
        try:
            self._fh.close()
        except OSError:
            pass  # the line that did not fit was reported by `write`; a resume drops it


def truncate_after(path: Path, step: int) -> None:
    """Keep only the lines whose `step` is <= `step` (and drop a torn last line)."""
    if not path.exists():
        return
    kept = []
    for line in path.read_text(encoding="utf-8").splitlines(keepends=True):
        try:
            record = json.loads(line)
        except ValueError:
            continue
        if line.endswith("\n") and record.get("step", 0) <= step:
            kept.append(line)
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text("".join(kept), encoding="utf-8")
    os.replace(tmp, path)
