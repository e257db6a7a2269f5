"""Shared fixtures for the checker tests: where the public data sets live."""

from __future__ import annotations

import os
from pathlib import Path

import pytest


def find_data_dir() -> Path | None:
    """REASON_PPO_DATA, else ../shared/data next to the repository, else None."""
    env = os.environ.get("REASON_PPO_DATA")
    candidates = [Path(env)] if env else []
    candidates.append(Path(__file__).resolve().parents[3] / "shared" / "data")
    candidates.append(Path("/work/shared/data"))
    for candidate in candidates:
        if (candidate / "gsm8k").is_dir() or (candidate / "math500").is_dir():
            return candidate
    return None


@pytest.fixture(scope="session")
def data_dir() -> Path:
    found = find_data_dir()
    if found is None:
        pytest.skip("data sets not found: set REASON_PPO_DATA or put them in ../shared/data")
    return found
