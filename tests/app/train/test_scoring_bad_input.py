"""The recipe's scoring path on bad input (issue 25 item 3): step (3) — the checker pool as
`train.run.build` makes it, the format of the prompt's marker, the outcome score — and the samples
it logs, on completions and golds no tokenizer should produce (lone surrogates, NUL, any code
point, any size). Every pair gets a verdict, a bad one `bad_input` and a score of 0; nothing
raises and the batch is scored in full."""

from __future__ import annotations

import json
from pathlib import Path

from reason_ppo.config import load_config
from reason_ppo.data.prompts import format_marker
from reason_ppo.training.recipe import outcome_scores
from reason_ppo.training.sinks import MetricLog, run_sinks
from rppo_check import CheckerPool, with_format
from rppo_check.pool import MAX_INPUT_CHARS

PAIRS = [
    ("9 * 2 = 18\n#### 18", "18"),
    ("#### 18 \ud800", "18"),  # a lone surrogate in the completion
    ("#### 18", "1\udfff8"),  # and in the gold
    ("#### 18", "18\x00"),  # a NUL in the gold
    ("x" * (MAX_INPUT_CHARS + 1) + "#### 18", "18"),  # past any size the pool ships
    ("\x00#### 18\x00", "18"),  # a NUL in a completion (issue 25: bad input)
    ("#### 18 \U0010ffff", "18"),  # any other code point in a completion: read
    ("<think>9 * 2</think><answer>18</answer>", "18"),
]


def test_every_pair_is_scored_and_bad_ones_score_zero(tmp_path: Path) -> None:
    cfg = load_config(None, ["format_reward=0.5"])
    with CheckerPool("gsm8k", workers=cfg.checker_workers, timeout=cfg.checker_timeout) as pool:
        verdicts = pool.check_many(PAIRS)
    reasons = [v.reason for v in verdicts]
    assert reasons == [
        "ok",
        "bad_input",
        "bad_input",
        "bad_input",
        "bad_input",
        "bad_input",
        "parse_error",
        "ok",
    ]
    scores = outcome_scores(verdicts, cfg.format_reward, strict_format=cfg.strict_format)
    assert scores.tolist() == [1.5, 0.0, 0.0, 0.0, 0.0, 0.0, 0.5, 1.0]  # gsm8k asks for ####
    # the r1 prompt asks for the tag: format_ok follows it, correctness does not change
    tagged = [with_format(v, format_marker("r1")) for v in verdicts]
    assert [v.correct for v in tagged] == [v.correct for v in verdicts]
    scores = outcome_scores(tagged, cfg.format_reward, strict_format=True)
    assert scores.tolist() == [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 1.5]
    # the samples the iteration logs, with the bad completions in them, are written
    samples = [{"completion": c, "gold": g, "reason": v.reason, "extracted": v.extracted}
               for (c, g), v in zip(PAIRS, verdicts, strict=True)]  # fmt: skip
    with MetricLog(run_sinks(tmp_path)) as log:
        log.write(1, {"step": 1}, samples)
    lines = (tmp_path / "samples.jsonl").read_text(encoding="utf-8").splitlines()
    assert [json.loads(line)["reason"] for line in lines] == reasons
