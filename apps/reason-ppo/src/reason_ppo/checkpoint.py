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

from reason_ppo.errors import CheckpointError, CheckpointSaveError

log = logging.getLogger(__name__)

MANIFEST = "manifest.json"
_STEP_DIR = re.compile(r"^step-(\d+)$")


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


def verify(folder: Path) -> str | None:
    """None when every file of the manifest is present with its size and hash; else the problem."""
    manifest_path = folder / MANIFEST
    try:
        manifest = json.loads(manifest_path.read_text())
        files = manifest["files"]
    except (OSError, ValueError, KeyError, TypeError):
        return f"{manifest_path}: missing or unreadable manifest"
    for rel, meta in files.items():
        path = folder / rel
        if not path.is_file():
            return f"{path}: missing"
        if path.stat().st_size != meta["size"]:
            return f"{path}: size {path.stat().st_size} != {meta['size']} (truncated?)"
        if _sha256(path) != meta["sha256"]:
            return f"{path}: sha256 mismatch (corrupted)"
    return None


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


def save(run_dir: Path, step: int, writer: Callable[[Path], None], keep_last: int) -> Path:
    """Write `checkpoints/step-N` atomically: `writer(staging_folder)` fills it, then the manifest.

    On OSError (ENOSPC, EACCES…) the staging folder is removed and CheckpointSaveError raised: the
    previous checkpoints are untouched. Pruning runs only after the rename, and never removes the
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
        write_manifest(stage, step)
        _fsync_tree(stage)
        if final.exists():  # a re-save of the same step after a resume: replace it whole
            old = root / f".old-step-{step}"
            shutil.rmtree(old, ignore_errors=True)
            os.replace(final, old)
            os.replace(stage, final)
            shutil.rmtree(old, ignore_errors=True)
        else:
            os.replace(stage, final)
    except OSError as exc:
        shutil.rmtree(stage, ignore_errors=True)
        reason = exc.strerror or str(exc)
        raise CheckpointSaveError(
            f"checkpoint step-{step} in {root}: save failed ({reason}); previous checkpoints kept"
        ) from exc
    prune(run_dir, keep_last, keep=final)
    return final


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
