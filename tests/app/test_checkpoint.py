"""Checkpoints: atomic write, manifest verification, fallback on torn files, keep-last, ENOSPC."""

from __future__ import annotations

import errno
import json
import logging
import pickle
from pathlib import Path

import pytest
from reason_ppo import checkpoint


def _writer(payload: bytes):
    def write(stage: Path) -> None:
        (stage / "a.bin.txt").write_bytes(payload)
        (stage / "sub").mkdir()
        (stage / "sub" / "b.json").write_text(json.dumps({"x": len(payload)}))

    return write


def test_save_is_complete_and_verifies(tmp_path: Path) -> None:
    folder = checkpoint.save(tmp_path, 3, _writer(b"abc"), keep_last=2)
    assert folder.name == "step-3"
    assert checkpoint.verify(folder) is None
    assert not list((tmp_path / "checkpoints").glob(".staging-*"))
    assert checkpoint.latest_complete(tmp_path) == folder


@pytest.mark.parametrize("damage", ["truncate", "corrupt", "delete", "manifest"])
def test_torn_checkpoint_falls_back_with_a_warning(tmp_path: Path, damage: str, caplog) -> None:
    checkpoint.save(tmp_path, 1, _writer(b"one"), keep_last=5)
    newest = checkpoint.save(tmp_path, 2, _writer(b"two-two"), keep_last=5)
    target = newest / "a.bin.txt"
    if damage == "truncate":
        target.write_bytes(b"tw")
    elif damage == "corrupt":
        target.write_bytes(b"XXX-two")
    elif damage == "delete":
        target.unlink()
    else:
        (newest / checkpoint.MANIFEST).unlink()
    with caplog.at_level(logging.WARNING):
        assert checkpoint.latest_complete(tmp_path) == tmp_path / "checkpoints" / "step-1"
    assert "step-2" in caplog.text
    named = "manifest" if damage == "manifest" else "a.bin.txt"
    assert named in caplog.text


def test_keep_last_never_deletes_the_newest(tmp_path: Path) -> None:
    for step in (1, 2, 3, 4):
        checkpoint.save(tmp_path, step, _writer(b"x"), keep_last=2)
    assert [s for s, _ in checkpoint.step_dirs(tmp_path)] == [4, 3]
    # Re-saving an older step (after a resume) keeps it even though it is not among the newest.
    kept = checkpoint.save(tmp_path, 2, _writer(b"y"), keep_last=1)
    assert kept.exists()


def test_failed_save_keeps_previous_checkpoint(tmp_path: Path) -> None:
    good = checkpoint.save(tmp_path, 1, _writer(b"good"), keep_last=1)

    def full_disk(stage: Path) -> None:
        (stage / "part").write_bytes(b"12")
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.raises(checkpoint.CheckpointSaveError, match="No space left"):
        checkpoint.save(tmp_path, 2, full_disk, keep_last=1)
    assert checkpoint.latest_complete(tmp_path) == good
    assert checkpoint.verify(good) is None
    assert not (tmp_path / "checkpoints" / "step-2").exists()
    assert not list((tmp_path / "checkpoints").glob(".staging-*"))


class _Boom:
    def __reduce__(self):
        return (print, ("pwned",))


@pytest.mark.parametrize("name", ["optim.pt", "weights.safetensors.bin", "state.data"])
def test_pickle_payloads_are_refused(tmp_path: Path, name: str) -> None:
    (tmp_path / name).write_bytes(pickle.dumps(_Boom(), protocol=4))
    with pytest.raises(checkpoint.CheckpointError, match="pickle"):
        checkpoint.refuse_pickles(tmp_path)


def test_clean_folder_passes_pickle_check(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text("{}")
    checkpoint.refuse_pickles(tmp_path)
