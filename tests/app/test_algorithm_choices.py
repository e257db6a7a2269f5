"""The config's algorithm keys take their names from the packages' tables, and a name the table
lacks is refused on one line naming the key and the valid names, before any weights load."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path

import pytest
from reason_ppo.config import ConfigError, algorithm_choices, load_config
from rppo_loss import ADVANTAGE_ESTIMATORS, AGGREGATIONS, KL_ESTIMATORS
from rppo_prm import PROCESS_MODES


def test_choices_are_the_tables() -> None:
    assert algorithm_choices() == {
        "advantage": tuple(ADVANTAGE_ESTIMATORS),
        "kl_estimator": tuple(KL_ESTIMATORS),
        "loss_agg": tuple(AGGREGATIONS),
        "process_mode": tuple(PROCESS_MODES),
    }


@pytest.mark.parametrize("key", ["advantage", "kl_estimator", "loss_agg", "process_mode"])
def test_every_row_is_accepted_and_a_stranger_refused(key: str) -> None:
    extra = ["samples_per_prompt=2"]
    for name in algorithm_choices()[key]:
        assert getattr(load_config(None, [f"{key}={name}", *extra]), key) == name
    with pytest.raises(ConfigError, match=f"^{key}: must be one of .*got 'nope'$"):
        load_config(None, [f"{key}=nope"])


@pytest.mark.parametrize(
    ("override", "names"), [("kl_estimator=k9", "k1, k2, k3"), ("advantage=foo", "gae, grpo")]
)
def test_cli_refuses_an_unknown_name_in_seconds(tmp_path: Path, override: str, names: str) -> None:
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, "-m", "reason_ppo", "train", "arithmetic", "--model", "tiny",
         "--out", str(tmp_path / "R"), override],
        capture_output=True, text=True, timeout=120,
    )  # fmt: skip
    elapsed = time.monotonic() - start
    lines = [ln for ln in done.stderr.splitlines() if ln.strip()]
    assert done.returncode == 2, done.stderr
    assert len(lines) == 1, done.stderr
    key, value = override.split("=")
    assert key in lines[0] and names in lines[0] and repr(value) in lines[0], lines[0]
    assert not (tmp_path / "R").exists()  # refused before the run folder (and any weights)
    assert elapsed < 30, elapsed  # seconds: interpreter and torch import, no model
