"""Checkpoints that survive kill -9, full disks and torn files; safetensors + JSON, never pickles.

A checkpoint is written into a staging folder, a manifest (size and sha256 of every file) is written
last, and the folder is renamed into place: a folder named `step-N` with a manifest that matches its
files is complete by construction. Resume walks back from the newest checkpoint to the first one that
verifies, warning about each one it skips.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import re
import shutil
from collections.abc import Callable
from pathlib import Path
from typing import Any

from reason_ppo.errors import CheckpointError, CheckpointSaveError

log = logging.getLogger(__name__)

MANIFEST = "manifest.json"
_STEP_DIR = re.compile(r"^step-(\d{1,9})$")  # a step past 10**9 iterations is not a real one
MAX_JSON_BYTES = 64 << 20  # a checkpoint's JSON files are kilobytes; a bigger one is not ours


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as fh:
        for block in iter(lambda: fh.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def _fsync_tree(folder: Path) -> None:
    for path in sorted(folder.rglob("*")):
        if path.is_file():
            with path.open("rb") as fh:
                os.fsync(fh.fileno())
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def write_manifest(folder: Path, step: int) -> None:
    files = {
        str(p.relative_to(folder)): {"size": p.stat().st_size, "sha256": _sha256(p)}
        for p in sorted(folder.rglob("*"))
        if p.is_file() and p.name != MANIFEST
    }
    (folder / MANIFEST).write_text(
        json.dumps({"format": 1, "step": step, "files": files}, indent=1)
    )


def read_json(path: Path) -> Any:
    """A checkpoint's JSON file, bounded in size and nesting; CheckpointError naming it if not."""
    try:
        if path.is_symlink():
            raise CheckpointError(f"{path}: is a symbolic link (checkpoints hold plain files)")
        if path.stat().st_size > MAX_JSON_BYTES:
            raise CheckpointError(f"{path}: {path.stat().st_size} bytes, not a checkpoint's JSON")
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise CheckpointError(
            f"{path}: unreadable ({getattr(exc, 'strerror', None) or exc})"
        ) from None
    except RecursionError:
        raise CheckpointError(f"{path}: JSON nested too deep") from None
    except ValueError as exc:
        raise CheckpointError(f"{path}: not valid JSON ({exc})") from None


def _inside(folder: Path, rel: object) -> Path | None:
    """`folder / rel` when `rel` is a relative path that stays inside `folder`, else None."""
    if not isinstance(rel, str) or not rel or "\x00" in rel:
        return None
    parts = Path(rel).parts
    if Path(rel).is_absolute() or ".." in parts:
        return None
    return folder / rel


def verify(folder: Path) -> str | None:
    """None when every file of the manifest is present with its size and hash; else the problem.
    A symbolic link anywhere in the folder, or a manifest path that leaves it, is a problem: a
    checkpoint is read only from its own plain files."""
    manifest_path = folder / MANIFEST
    try:
        for path in folder.rglob("*"):
            if path.is_symlink():
                return f"{path}: is a symbolic link (checkpoints hold plain files)"
        manifest = read_json(manifest_path)
        files = manifest["files"]
        if not isinstance(files, dict) or not isinstance(manifest.get("step"), int):
            raise TypeError
    except CheckpointError as exc:
        return f"{exc}: missing or unreadable manifest"
    except (OSError, KeyError, TypeError, AttributeError):
        return f"{manifest_path}: missing or unreadable manifest"
    if (m := _STEP_DIR.match(folder.name)) and manifest["step"] != int(m.group(1)):
        return f"{manifest_path}: step {manifest['step']} in the manifest of {folder.name}"
    try:
        for rel, meta in files.items():
            inside = _inside(folder, rel)
            if inside is None:
                return f"{manifest_path}: path {rel!r} leaves the checkpoint"
            path = inside
            if not isinstance(meta, dict):
                return f"{manifest_path}: entry {rel!r} is not an object"
            if not path.is_file():
                return f"{path}: missing"
            if path.stat().st_size != meta.get("size"):
                return f"{path}: size {path.stat().st_size} != {meta.get('size')} (truncated?)"
            if _sha256(path) != meta.get("sha256"):
                return f"{path}: sha256 mismatch (corrupted)"
    except OSError as exc:
        return f"{folder}: unreadable ({exc.strerror or exc})"
    return None


def folder_step(folder: Path) -> int | None:
    """N for a folder named `step-N`, else None."""
    m = _STEP_DIR.match(folder.name)
    return int(m.group(1)) if m else None


def step_dirs(run_dir: Path) -> list[tuple[int, Path]]:
    """(step, folder) of every `checkpoints/step-N`, newest first."""
    root = run_dir / "checkpoints"
    if not root.is_dir():
        return []
    found = [(int(m.group(1)), p) for p in root.iterdir() if (m := _STEP_DIR.match(p.name))]
    return sorted(found, reverse=True)


def latest_complete(run_dir: Path) -> Path | None:
    """The newest checkpoint that verifies; each newer broken one is named in a warning."""
    for _, folder in step_dirs(run_dir):
        problem = verify(folder)
        if problem is None:
            return folder
        log.warning("skipping checkpoint %s: %s; trying the previous one", folder.name, problem)
    return None


def readable(run_dir: Path) -> Path | None:
    """What a resume loads: the newest checkpoint that verifies, None when the run has none yet.
    A run whose checkpoints all fail to verify is a CheckpointError naming each one and why:
    resuming "from the start" over them would cut the logs and replace the checkpoints."""
    dirs = step_dirs(run_dir)
    newest = latest_complete(run_dir)
    if dirs and newest is None:
        why = "; ".join(f"{folder.name}: {verify(folder)}" for _, folder in dirs)
        raise CheckpointError(
            f"{run_dir}: no checkpoint verifies, nothing resumed or written ({why})"
        )
    return newest


def save(run_dir: Path, step: int, writer: Callable[[Path], None], keep_last: int) -> Path:
    """Write `checkpoints/step-N` atomically: `writer(staging_folder)` fills it, then the manifest.

    On any failure (ENOSPC or EACCES as an OSError, or as the SafetensorError that safetensors
    raises from inside PEFT's save) the staging folder is removed and CheckpointSaveError raised:
    the previous checkpoints are untouched. Pruning runs only after the rename, and never removes the
    checkpoint just written.
    """
    root = run_dir / "checkpoints"
    final = root / f"step-{step}"
    stage = root / f".staging-step-{step}"
    try:
        root.mkdir(parents=True, exist_ok=True)
        shutil.rmtree(stage, ignore_errors=True)
        stage.mkdir()
        writer(stage)
        _travel(stage, run_dir, step)
        write_manifest(stage, step)
        _fsync_tree(stage)
        if final.exists():  # a re-save of the same step after a resume: replace it whole
            old = root / f".old-step-{step}"
            shutil.rmtree(old, ignore_errors=True)
            os.replace(final, old)
            try:
                os.replace(stage, final)
            except OSError:
                os.replace(old, final)  # the checkpoint that was there stays
                raise
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(stage, final)
    except Exception as exc:  # noqa: BLE001 - whatever the writer raised, the run exits 75
        shutil.rmtree(stage, ignore_errors=True)
        reason = _why(exc)
        raise CheckpointSaveError(
            f"checkpoint step-{step} in {root}: save failed ({reason}); previous checkpoints kept"
        ) from exc
    prune(run_dir, keep_last, keep=final)
    return final


def _travel(stage: Path, run_dir: Path, step: int) -> None:
    """Before the manifest (so it covers them): the policy's adapter configs name a base model
    other machines resolve, the actor gets its model card, and every file is 0644."""
    from reason_ppo import modelcard

    if (stage / "policy" / "policy.json").is_file():
        modelcard.finish_policy(stage / "policy", run_dir=run_dir, step=step)
    modelcard.readable(stage)


def _why(exc: BaseException) -> str:
    """One line for an exception: its strerror, else the last line of its text (safetensors says
    "Error while serializing: I/O error: No space left on device (os error 28)")."""
    strerror = getattr(exc, "strerror", None)
    if isinstance(strerror, str) and strerror:
        return strerror
    lines = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {lines[-1]}" if lines else type(exc).__name__


def prune(run_dir: Path, keep_last: int, keep: Path) -> None:
    """Keep the newest `keep_last` checkpoints, and always `keep`; remove leftover staging folders."""
    dirs = step_dirs(run_dir)
    survivors = {p for _, p in dirs[: max(1, keep_last)]} | {keep}
    for _, folder in dirs:
        if folder not in survivors:
            shutil.rmtree(folder, ignore_errors=True)
    for leftover in (run_dir / "checkpoints").glob(".staging-*"):
        shutil.rmtree(leftover, ignore_errors=True)


def refuse_pickles(folder: Path) -> None:
    """Checkpoints never hold pickles: a pickle-format file (by name or by its first bytes) is
    refused before anything reads it. safetensors and JSON files are parsed by loaders that cannot
    execute code, so a payload disguised under those names fails there instead."""
    for path in sorted(folder.rglob("*")):
        if not path.is_file() or path.suffix in (".safetensors", ".json", ".txt", ".jinja", ".md"):
            continue
        with path.open("rb") as fh:
            head = fh.read(4)
        pickled = head[:1] == b"\x80" and head[1:2] in (b"\x02", b"\x03", b"\x04", b"\x05")
        if (
            path.suffix in (".bin", ".pt", ".pth", ".pkl", ".pickle", ".ckpt")
            or pickled
            or head == b"PK\x03\x04"
        ):
            raise CheckpointError(
                f"{path}: pickle-based file refused (checkpoints are safetensors + JSON)"
            )
