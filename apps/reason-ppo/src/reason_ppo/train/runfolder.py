"""The run folder: config.toml, metrics.jsonl, samples.jsonl, TensorBoard events, checkpoints/.

Every writer appends whole lines and flushes them, so a kill at any moment loses at most the line
being written; on resume, lines past the checkpoint's step are cut so the files match an
uninterrupted run.
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path
from typing import Any

from reason_ppo.config import Config, ConfigError, diff, load_config, run_hash, to_toml
from reason_ppo.errors import RunFolderError


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


def prepare(run_dir: Path, cfg: Config, *, resume: bool, force: bool) -> None:
    """Write config.toml for a new run; on resume, refuse a config that changes the computation."""
    if resume:
        check_resumable(run_dir, force=force)
    check_writable(run_dir)
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
    elif not resume and (run_dir / "metrics.jsonl").exists() and not force:
        raise RunFolderError(
            f"{run_dir}: already holds a run; use --resume to continue it or --force to overwrite"
        )
    elif not resume:
        for name in ("metrics.jsonl", "samples.jsonl"):
            (run_dir / name).unlink(missing_ok=True)
    saved.write_text(to_toml(cfg))
    (run_dir / "run.json").write_text(json.dumps({"config_hash": run_hash(cfg)}, indent=1))


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
        self._fh.write(json.dumps({k: _finite(v) for k, v in record.items()}) + "\n")
        self._fh.flush()

    def close(self) -> None:
        self._fh.close()


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


class RunLog:
    """What a run writes per iteration: a metrics.jsonl line, its samples.jsonl lines, the
    TensorBoard scalars. A context manager: everything is closed on the way out."""

    def __init__(self, run_dir: Path) -> None:
        self._metrics = JsonlWriter(run_dir / "metrics.jsonl")
        self._samples = JsonlWriter(run_dir / "samples.jsonl")
        self._board = TensorBoard(run_dir)

    def write(self, step: int, metrics: dict[str, Any], samples: list[dict[str, Any]]) -> None:
        self._metrics.write(metrics)
        for sample in samples:
            self._samples.write({"step": step, **sample})
        self._board.write(step, metrics)

    def __enter__(self) -> RunLog:
        return self

    def __exit__(self, *exc: object) -> None:
        self._metrics.close()
        self._samples.close()
        self._board.close()


class NoLog(RunLog):
    """What a run's other ranks write under torchrun: nothing (rank 0 writes the run folder)."""

    def __init__(self) -> None:
        pass

    def write(self, step: int, metrics: dict[str, Any], samples: list[dict[str, Any]]) -> None:
        pass

    def __exit__(self, *exc: object) -> None:
        pass


class TensorBoard:
    """TensorBoard scalars, if tensorboard is importable; metrics.jsonl stays the source of truth."""

    def __init__(self, run_dir: Path) -> None:
        try:
            from torch.utils.tensorboard import SummaryWriter
        except ImportError:  # pragma: no cover - tensorboard is a declared dependency
            self._writer = None
            return
        self._writer = SummaryWriter(log_dir=str(run_dir / "tb"))

    def write(self, step: int, metrics: dict[str, Any]) -> None:
        if self._writer is None:
            return
        for key, value in metrics.items():
            if isinstance(value, (int, float)) and not isinstance(value, bool) and key != "step":
                self._writer.add_scalar(key, value, step)
        self._writer.flush()

    def close(self) -> None:
        if self._writer is not None:
            self._writer.close()
