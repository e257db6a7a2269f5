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


def _train_in_process(cfg, opts, *, after_build=None, **loop_options) -> int:  # noqa: ANN001
    """Build the run and train it here; the checker pool is closed whatever happens.
    `after_build(setup)` runs between the two (to patch the setup, or to fake a module once the
    model has loaded); `loop_options` go to `train_loop` (`count=`, `on_step=`)."""
    from reason_ppo.training.run import build, train_loop

    setup = build(cfg, opts)
    try:
        if after_build is not None:
            after_build(setup)
        return train_loop(cfg, setup, opts, **loop_options)
    finally:
        setup.pool.close()


@pytest.fixture(scope="session")
def train_in_process():  # noqa: ANN201 - the function above
    """`train_in_process(cfg, opts, after_build=None, **loop_options) -> exit code`."""
    return _train_in_process
