"""Fixtures shared by the app's tests."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture
def stub_data_dir(tmp_path: Path) -> Path:
    """A `--data-dir` holding every file `doctor` looks for, each one line long: enough for the
    checks that a dataset is present, without any real data."""
    for relative in ("gsm8k/train.jsonl", "gsm8k/test.jsonl", "math500/test.jsonl"):
        (tmp_path / relative).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / relative).write_text("{}\n", encoding="utf-8")
    return tmp_path
