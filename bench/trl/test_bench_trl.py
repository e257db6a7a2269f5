"""Checks of the bench's own logic (run: .venv/bin/python -m pytest -q bench/trl).

Not collected by the default suite (testpaths = tests, examples); the CLI runs themselves are the
bench. The GPU script's CPU dry run is `slow`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
import torch

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import ab  # noqa: E402
import rppo_arm  # noqa: E402
from common import (  # noqa: E402
    CheckerRewardModel,
    StepClock,
    count_backbones,
    count_generated,
    trainable_params,
)
from measure import run_measured  # noqa: E402


class CharTokenizer:
    """One token per character (id = code point); 0 is padding. Enough for the reward model."""

    def __call__(self, text: str, add_special_tokens: bool = False) -> dict[str, list[int]]:
        return {"input_ids": [ord(c) for c in text]}

    def decode(self, ids: list[int], skip_special_tokens: bool = True) -> str:
        return "".join(chr(i) for i in ids)


def test_count_generated_counts_through_first_eos_only() -> None:
    eos, pad = 2, 0
    responses = torch.tensor(
        [
            [5, 6, 2, 7, 7],  # EOS at 2: 3 tokens count, the rest after EOS does not
            [5, 6, 7, 8, 9],  # no EOS: all 5
            [2, 0, 0, 0, 0],  # EOS first: 1
            [5, 6, 0, 0, 0],  # no EOS, right padding: 2
        ]
    )
    assert count_generated(responses, eos, pad) == 3 + 5 + 1 + 2
    # pad == EOS (a tokenizer without its own pad): the first EOS still counts, once.
    assert count_generated(torch.tensor([[5, 2, 2, 2]]), 2, 2) == 2


def test_checker_reward_model_scores_the_response_not_the_prompt() -> None:
    tok = CharTokenizer()
    problems = [
        {"prompt": "Q: 2+2? A:", "gold": "4"},
        {"prompt": "Q: 3+4? #### 7 A:", "gold": "7"},  # the prompt's "#### 7" must not score
    ]
    clock = StepClock()

    def checker(text: str, gold: str):  # type: ignore[no-untyped-def]
        import re
        from types import SimpleNamespace

        found = re.findall(r"####\s*(\d+)", text)
        return SimpleNamespace(correct=bool(found) and found[-1] == gold)

    rm = CheckerRewardModel(tok, problems, checker, clock)
    rows = ["Q: 2+2? A: #### 4", "Q: 3+4? #### 7 A: #### 7", "Q: 3+4? #### 7 A: no"]
    width = max(len(r) for r in rows) + 2
    ids = torch.zeros(len(rows), width, dtype=torch.long)
    for i, r in enumerate(rows):  # left-aligned prompt at one width, as TRL lays them out
        codes = tok(r)["input_ids"]
        ids[i, : len(codes)] = torch.tensor(codes)
    mask = ids != 0
    backbone = getattr(rm, rm.base_model_prefix)
    hidden = backbone(input_ids=ids, attention_mask=mask).hidden_states[-1]
    scores = rm.score(hidden)
    assert scores.shape == (3, width, 1)
    assert scores[:, -1, 0].tolist() == [1.0, 1.0, 0.0]
    assert clock.score_s > 0


def test_reward_model_rejects_unknown_prompt() -> None:
    tok = CharTokenizer()
    rm = CheckerRewardModel(tok, [{"prompt": "abc", "gold": "1"}], lambda t, g: None, StepClock())
    ids = torch.tensor([[ord("x"), ord("y")]])
    with pytest.raises(RuntimeError, match="no known prompt"):
        rm.backbone(input_ids=ids, attention_mask=ids != 0)


def test_count_backbones_and_trainable_params() -> None:
    a = torch.nn.Sequential(torch.nn.Embedding(1000, 8), torch.nn.Linear(8, 8))
    b = torch.nn.Sequential(a[0], torch.nn.Linear(8, 2))  # shares the embedding: same backbone
    c = torch.nn.Sequential(torch.nn.Embedding(1000, 8))  # a copy
    assert count_backbones(a, b) == 1
    assert count_backbones(a, b, c) == 2
    a[0].weight.requires_grad_(False)
    assert trainable_params(a, b) == (8 * 8 + 8) + (8 * 2 + 2)


def test_step_clock_phases_add_up() -> None:
    clock = StepClock()
    clock.gen_begin()
    clock.gen_end(tokens=10)
    clock.score_s = 0.0
    clock.train_forward()
    clock.close()
    rec = clock.records[0]
    parts = rec["rollout_s"] + rec["score_s"] + rec["prep_s"] + rec["update_s"]
    assert abs(parts - rec["step_s"]) < 1e-6
    assert rec["gen_tokens"] == 10
    clock.close()  # no iteration open: nothing recorded
    assert len(clock.records) == 1


def test_rppo_records_from_metrics(tmp_path: Path) -> None:
    line = {
        "step": 1, "perf/rollout_s": 2.0, "perf/score_s": 0.1, "perf/prep_s": 0.5,
        "perf/update_s": 1.0, "perf/step_s": 3.6, "perf/tokens_per_s": 50.0,
    }  # fmt: skip
    (tmp_path / "metrics.jsonl").write_text(json.dumps(line) + "\n")
    (rec,) = rppo_arm.records(tmp_path)
    assert rec["gen_tokens"] == 100.0 and rec["step_s"] == 3.6
    cmd = rppo_arm.command(
        "reason-ppo", "tiny", tmp_path, steps=4, batch=8, max_new_tokens=32, dtype="nf4"
    )
    assert "quantize=nf4" in cmd and "batch_size=8" in cmd and "ppo_epochs=1" in cmd
    assert "samples_per_prompt=1" in cmd and "advantage=grpo" not in cmd
    grpo = rppo_arm.command(
        "reason-ppo", "tiny", tmp_path, steps=4, batch=8, max_new_tokens=32, dtype="fp32",
        grpo=True,
    )  # fmt: skip
    assert "advantage=grpo" in grpo and "batch_size=2" in grpo and "samples_per_prompt=4" in grpo


def test_summary_takes_medians_and_table_has_ratio() -> None:
    def run(arm: str, step: float, rss: float) -> dict:
        rec = {k: step for k in ab.PHASES}
        return {
            "arm": arm, "model": "tiny", "dtype": "fp32", "steps": [rec, rec], "tree_peak_mb": rss,
            "cores_used": 1.0, "sys_busy": 0.5, "matmul_gflops_before": 30.0,
            "matmul_gflops_after": 20.0, "backbones": 1, "trainable_params": 10,
        }  # fmt: skip

    failed = {**run("reason-ppo", 100.0, 1), "ok": False}
    runs = [run("reason-ppo", s, 1024) for s in (1.0, 2.0, 9.0)] + [
        run("trl-ppo", 4.0, 4096),
        failed,
        run("trl-grpo", 3.0, 2048),
        run("reason-ppo-grpo", 1.0, 1024),
    ]
    rows = ab.summarise(runs)
    rppo = next(r for r in rows if r["arm"] == "reason-ppo")
    assert rppo["step_s"] == 2.0 and rppo["matmul_min"] == 20.0 and rppo["peak_rss_gb"] == 1.0
    text = ab.table(rows)
    assert "reason-ppo / trl-ppo = 0.50x time" in text and "0.25x peak memory" in text
    assert "reason-ppo-grpo / trl-grpo = 0.33x time" in text


def test_run_measured_sees_child_memory(tmp_path: Path) -> None:
    code = "b = bytearray(200 * 2**20); import time; time.sleep(0.5)"
    m = run_measured([sys.executable, "-c", code], tmp_path / "log.txt")
    assert m.returncode == 0
    assert m.peak_rss_mb > 200 and m.tree_peak_mb > 150


@pytest.mark.slow
def test_gpu_script_dry_run(tmp_path: Path) -> None:
    out = tmp_path / "gpu.json"
    subprocess.run(
        [sys.executable, str(HERE.parent / "gpu.py"), "--dry-run", "--json", str(out)],
        check=True, timeout=300,
    )  # fmt: skip
    rows = json.loads(out.read_text())["rows"]
    assert [r["batch"] for r in rows] == [2, 4]
    assert all(
        r["rollout_tok_s"] > 0 and r["update_tok_s"] > 0 and r["bound_ms_step"] > 0 for r in rows
    )


def test_reason_ppo_arm_trains_beside_the_harness_log(tmp_path: Path) -> None:
    # The harness writes log.txt into the repetition's folder before the arm starts, and `train`
    # refuses a folder of files that are not a run's: the arm must train in its own subfolder.
    run_dir = tmp_path / "smollm2-135m-fp32-reason-ppo-r0"
    run_dir.mkdir()
    (run_dir / "log.txt").write_text("the harness's log\n")
    cli = str(Path(sys.executable).with_name("reason-ppo"))
    cmd = rppo_arm.command(
        cli, "tiny", ab.rppo_run(run_dir), steps=1, batch=4, max_new_tokens=4, dtype="fp32"
    )
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    (rec,) = rppo_arm.records(ab.rppo_run(run_dir))
    assert rec["step_s"] > 0
