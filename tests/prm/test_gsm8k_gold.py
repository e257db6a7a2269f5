"""The arithmetic scorer on the 1,319 GSM8K test gold solutions: almost no step is marked wrong."""

from __future__ import annotations

import json
import logging
import os
import re
from pathlib import Path

import pytest
from rppo_prm import CalculationScorer, split_steps, steps_of

logger = logging.getLogger(__name__)

_ANNOTATION = re.compile(r"<<[^<>]*>>")


def _data_dir() -> Path | None:
    candidates = [os.environ.get("REASON_PPO_DATA"), Path(__file__).parents[3] / "shared" / "data"]
    for candidate in candidates:
        if candidate and (Path(candidate) / "gsm8k" / "test.jsonl").is_file():
            return Path(candidate)
    return None


def test_gold_solutions_are_almost_never_marked_wrong(capsys: pytest.CaptureFixture[str]) -> None:
    data = _data_dir()
    if data is None:
        pytest.skip("GSM8K test split not found (set REASON_PPO_DATA)")
    scorer = CalculationScorer()
    solutions = [
        json.loads(line)["answer"]
        for line in (data / "gsm8k" / "test.jsonl").read_text(encoding="utf-8").splitlines()
    ]
    assert len(solutions) == 1319
    steps = scored = wrong = 0
    for solution in solutions:
        text = _ANNOTATION.sub("", solution)
        assert "<<" not in text
        scores = scorer("", steps_of(text, split_steps(text)))
        steps += len(scores)
        scored += sum(s != 0 for s in scores)
        wrong += sum(s < 0 for s in scores)
    share = wrong / steps
    with capsys.disabled():
        print(
            f"\nGSM8K test gold: {steps} steps, {scored} with a checked calculation, "
            f"{wrong} marked wrong ({share:.2%})"
        )
    # Most gold steps carry a calculation the scorer can read, and nearly all of them are right.
    assert scored / steps > 0.5
    assert share < 0.02
