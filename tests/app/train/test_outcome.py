"""The outcome score: correctness and format as two signals (`format_reward`, `strict_format`),
and the data check that names golds the checker cannot parse."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from reason_ppo.config import ConfigError, load_config
from reason_ppo.data import Problem
from reason_ppo.data.golds import describe_unreadable, unreadable_golds
from reason_ppo.training.recipe import outcome_scores
from reason_ppo.training.run import RunOptions, build
from rppo_check import Verdict

TINY = ["model=tiny", "quantize=none", "batch_size=4", "samples_per_prompt=2", "max_new_tokens=12",
        "micro_batch_size=4", "minibatch_size=8", "eval_every=0", "gradient_checkpointing=false"]  # fmt: skip


def metric_lines(run_dir: Path) -> list[dict]:
    return [json.loads(line) for line in (run_dir / "metrics.jsonl").read_text().splitlines()]


RIGHT_IN_FORMAT = Verdict(True, "4", "ok", True, "hash")
RIGHT_ANY_FORM = Verdict(True, "4", "ok", False, "last_number")
WRONG_IN_FORMAT = Verdict(False, "5", "mismatch", True, "hash")
NOTHING = Verdict(False, None, "no_answer")
VERDICTS = [RIGHT_IN_FORMAT, RIGHT_ANY_FORM, WRONG_IN_FORMAT, NOTHING]


@pytest.mark.parametrize(
    ("format_reward", "strict", "expected"),
    [
        (0.0, False, [1.0, 1.0, 0.0, 0.0]),  # a right answer in any form earns the 1
        (0.0, True, [1.0, 0.0, 0.0, 0.0]),  # the old checker: right AND in format
        (0.2, False, [1.2, 1.0, 0.2, 0.0]),  # the format bonus pays even for a wrong answer
        (0.2, True, [1.2, 0.0, 0.2, 0.0]),
    ],
)
def test_outcome_scores(format_reward: float, strict: bool, expected: list[float]) -> None:
    scores = outcome_scores(VERDICTS, format_reward, strict_format=strict)
    assert scores.tolist() == pytest.approx(expected)


def test_format_reward_is_bounded() -> None:
    assert load_config(None, ["format_reward=0.5", "strict_format=true"]).strict_format
    with pytest.raises(ConfigError, match="format_reward"):
        load_config(None, ["format_reward=2"])


def test_score_metric_is_accuracy_plus_the_format_bonus(tmp_path: Path, train_in_process) -> None:
    cfg = load_config(None, [*TINY, "steps=2", "save_every=0", "format_reward=0.5"])
    assert train_in_process(cfg, RunOptions("arithmetic", tmp_path)) == 0
    for line in metric_lines(tmp_path):
        expected = line["reward/accuracy"] + 0.5 * line["reward/format_ok"]
        assert line["reward/score_mean"] == pytest.approx(expected)
        assert line["reward/strict_accuracy"] <= min(
            line["reward/accuracy"], line["reward/format_ok"]
        )


def test_unreadable_golds_are_named_before_training(tmp_path: Path, caplog) -> None:
    data = tmp_path / "mine.jsonl"
    rows = [{"question": "When?", "answer": "\\text{Tuesday at } 5:15"}] + [
        {"question": f"What is {i} + 1?", "answer": str(i + 1)} for i in range(3)
    ]
    data.write_text("".join(json.dumps(r) + "\n" for r in rows))
    cfg = load_config(None, [*TINY, "steps=1", "save_every=0", "checker=math"])
    opts = RunOptions(f"jsonl:{data}", tmp_path / "R")
    setup = build(cfg, opts)
    setup.pool.close()
    assert "1 of 4 gold answers cannot be parsed by checker 'math'" in caplog.text
    assert "Tuesday" in caplog.text


def test_unreadable_golds_per_checker_and_never_for_plugins(monkeypatch) -> None:
    monkeypatch.syspath_prepend(str(Path(__file__).parent / "plugins"))
    problems = [
        Problem("a", "q", "18"),
        Problem("b", "q", "eighteen and a half"),
        Problem("c", "q", "x=5"),
    ]  # fmt: skip  (x=5 reads as 5)
    assert [p.id for p in unreadable_golds(problems, "gsm8k") or []] == ["b"]
    assert unreadable_golds(problems, "exact") == []
    assert unreadable_golds(problems, "fixed_answer:starts_with_seven") is None
    line = describe_unreadable(problems, 10, "gsm8k")
    assert line.startswith("3 of 10 gold answers") and "a '18'" in line
