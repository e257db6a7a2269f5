"""`reason_ppo.eval.evaluate` with fakes (pass@k, maj@k, breakdown, batching, seeding) and the
`reason-ppo eval` command: argument errors before weights, and end to end on the tiny model."""

from __future__ import annotations

import itertools
import json
import math
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import reason_ppo.cli.eval as cmd_eval
import reason_ppo.eval.plan as eval_plan
import torch
from reason_ppo import checkpoint
from reason_ppo.cli.app import app
from reason_ppo.config import Config, to_toml
from reason_ppo.data import Problem, build_prompt
from reason_ppo.eval.evaluate import (
    BUCKETS,
    answer_key,
    breakdown,
    bucket,
    evaluate,
    majority_vote,
    pass_at_k,
)
from rppo_check import Verdict
from typer.testing import CliRunner

os.environ.setdefault("HF_HUB_OFFLINE", "1")

# ----------------------------------------------------------------------------- fakes


@dataclass
class FakeRollout:
    texts: list[str]
    mask: torch.Tensor


class FakePolicy:
    """`generate` answers from a script: greedy[prompt] for greedy calls; for sampled calls the
    next of sampled[prompt] in turn, or, with `choices`, one drawn with the given generator."""

    def __init__(
        self,
        greedy: dict[str, str],
        sampled: dict[str, list[str]] | None = None,
        choices: list[str] | None = None,
    ) -> None:
        # No chat template: build_prompt gives plain "Question: ... Answer:" prompts.
        self.tokenizer = SimpleNamespace()
        self.device = torch.device("cpu")
        self.greedy = greedy
        self.sampled = {k: iter(v) for k, v in (sampled or {}).items()}
        self.choices = choices
        self.calls: list[dict[str, Any]] = []

    def generate(self, prompts: list[str], **kwargs: Any) -> FakeRollout:
        self.calls.append({"n": len(prompts), **kwargs})
        if kwargs["greedy"]:
            texts = [self.greedy[p] for p in prompts]
        elif self.choices is not None:
            picks = torch.randint(len(self.choices), (len(prompts),), generator=kwargs["generator"])
            texts = [self.choices[int(i)] for i in picks]
        else:
            texts = [next(self.sampled[p]) for p in prompts]
        mask = torch.ones(len(prompts), 2, dtype=torch.bool)
        return FakeRollout(texts, mask)


class FakePool:
    """Checks `#### X` (in format) or `ANS: X` (any form) against the gold by string equality;
    "HANG" times out, "BOOM" errors."""

    def __init__(self) -> None:
        self.pairs: list[tuple[str, str]] = []

    def check_many(self, pairs: Sequence[tuple[str, str]]) -> list[Verdict]:
        self.pairs.extend(pairs)
        return [self._check(c, g) for c, g in pairs]

    @staticmethod
    def _check(completion: str, gold: str) -> Verdict:
        if "HANG" in completion:
            return Verdict(False, None, "timeout")
        if "BOOM" in completion:
            return Verdict(False, None, "error")
        marker = "####" if "####" in completion else "ANS:" if "ANS:" in completion else None
        if marker is None:
            return Verdict(False, None, "no_answer")
        answer = completion.split(marker)[-1].strip()
        in_format = marker == "####"  # "ANS: X" is a right answer outside the asked-for format
        return Verdict(
            answer == gold,
            answer,
            "ok" if answer == gold else "mismatch",
            format_ok=in_format,
            marker="hash" if in_format else "phrase",
        )


def _problems(n: int) -> list[Problem]:
    return [Problem(id=f"p{i}", question=f"What is {i} + {i}?", gold=str(2 * i)) for i in range(n)]


def _prompt(problem: Problem) -> str:
    return build_prompt(SimpleNamespace(), problem, "arithmetic")


# ----------------------------------------------------------------------------- pure parts


def test_pass_at_k_hand_values() -> None:
    assert pass_at_k(5, 2, 1) == pytest.approx(0.4)
    assert pass_at_k(5, 2, 2) == pytest.approx(1 - 3 / 10)  # 1 - C(3,2)/C(5,2)
    assert pass_at_k(4, 0, 2) == 0.0
    assert pass_at_k(4, 3, 2) == 1.0  # n - c < k: every pair holds a correct one
    assert pass_at_k(1, 1, 1) == 1.0


@pytest.mark.parametrize(("n", "c", "k"), [(6, 2, 3), (7, 3, 2), (5, 1, 4), (8, 4, 4)])
def test_pass_at_k_matches_brute_force_over_subsets(n: int, c: int, k: int) -> None:
    outcomes = [True] * c + [False] * (n - c)
    subsets = list(itertools.combinations(outcomes, k))
    brute = sum(any(s) for s in subsets) / len(subsets)
    assert pass_at_k(n, c, k) == pytest.approx(brute, abs=1e-12)
    assert math.comb(n, k) == len(subsets)


@pytest.mark.parametrize(("n", "c", "k"), [(3, 4, 1), (3, 1, 0), (3, 1, 4), (3, -1, 1)])
def test_pass_at_k_rejects_impossible_counts(n: int, c: int, k: int) -> None:
    with pytest.raises(ValueError, match="pass_at_k"):
        pass_at_k(n, c, k)


def test_answer_key_merges_number_spellings_not_texts() -> None:
    assert answer_key("1,000") == answer_key("1000.0") == answer_key("1e3")
    assert answer_key("$5") == answer_key("5.00")
    assert answer_key("0.5") == answer_key("1/2")
    assert answer_key("5") != answer_key("6")
    assert answer_key("x  + 1") == answer_key("x + 1") != answer_key("x + 2")


def test_majority_vote_counts_equal_values_and_breaks_ties_by_first_answer() -> None:
    assert majority_vote(["7", "1,000", "1000.0", "7", "1e3"]) == 1  # 1000 x3 beats 7 x2
    assert majority_vote(["7", "8", "8", "7"]) == 0  # tie: the answer given first wins
    assert majority_vote([None, "a", None, "b", "b"]) == 3  # no-answers do not vote
    assert majority_vote([None, None]) is None
    assert majority_vote([]) is None


def test_bucket_maps_every_reason() -> None:
    assert bucket(Verdict(True, "4", "ok")) == "correct"
    assert bucket(Verdict(False, "5", "mismatch")) == "wrong"
    assert bucket(Verdict(False, "x", "parse_error")) == "wrong"
    assert bucket(Verdict(False, None, "no_answer")) == "no_answer"
    assert bucket(Verdict(False, None, "timeout")) == "timeout"
    assert bucket(Verdict(False, None, "error")) == "timeout"
    assert bucket(Verdict(False, "5", "plugin-specific")) == "wrong"
    counts = breakdown([Verdict(True, "1", "ok"), Verdict(False, None, "error")])
    assert counts == {"correct": 1, "wrong": 0, "no_answer": 0, "timeout": 1}
    assert tuple(counts) == BUCKETS


# ----------------------------------------------------------------------------- evaluate


def test_greedy_eval_breakdown_records_and_batching() -> None:
    problems = _problems(5)
    outputs = ["#### 0", "#### 3", "I think so", "HANG", "BOOM #### 8"]
    policy = FakePolicy({_prompt(p): text for p, text in zip(problems, outputs, strict=True)})
    pool = FakePool()
    seen: list[tuple[int, int, int]] = []
    result = evaluate(
        policy,
        problems,
        dataset="arithmetic",
        pool=pool,
        batch_size=2,
        max_new_tokens=7,
        progress=lambda done, total, tokens: seen.append((done, total, tokens)),
    )
    assert (result.n, result.correct, result.wrong, result.no_answer, result.timeout) == (
        5,
        1,
        1,
        1,
        2,
    )
    assert result.accuracy == pytest.approx(0.2)
    assert result.pass_at_k is None and result.maj_at_k is None
    assert [c["n"] for c in policy.calls] == [2, 2, 1]
    assert all(c["greedy"] and c["max_new_tokens"] == 7 for c in policy.calls)
    assert seen == [(2, 5, 4), (4, 5, 4), (5, 5, 2)]
    assert pool.pairs == [(text, p.gold) for p, text in zip(problems, outputs, strict=True)]

    first, second = result.records[0], result.records[1]
    assert first == {
        "id": "p0",
        "prompt": _prompt(problems[0]),
        "completion": "#### 0",
        "extracted": "0",
        "gold": "0",
        "correct": True,
        "reason": "ok",
        "format_ok": True,
        "marker": "hash",
    }
    assert (second["extracted"], second["correct"], second["reason"]) == ("3", False, "mismatch")
    assert [r["id"] for r in result.records] == [p.id for p in problems]
    assert result.summary() == {
        "accuracy": 0.2,
        "strict_accuracy": 0.2,
        "n": 5,
        "strict_correct": 1,
        "correct": 1,
        "wrong": 1,
        "no_answer": 1,
        "timeout": 2,
    }


def test_accuracy_counts_any_form_and_strict_accuracy_only_the_asked_format() -> None:
    problems = _problems(4)  # golds 0, 2, 4, 6
    outputs = ["#### 0", "ANS: 2", "ANS: 5", "#### 7"]
    policy = FakePolicy({_prompt(p): text for p, text in zip(problems, outputs, strict=True)})
    result = evaluate(
        policy, problems, dataset="arithmetic", pool=FakePool(), batch_size=4, max_new_tokens=5
    )
    assert (result.correct, result.strict_correct) == (2, 1)
    assert result.accuracy == pytest.approx(0.5)
    assert result.strict_accuracy == pytest.approx(0.25)
    assert [r["format_ok"] for r in result.records] == [True, False, False, True]
    summary = result.summary()
    assert (summary["accuracy"], summary["strict_accuracy"]) == (0.5, 0.25)


def test_k_samples_give_pass_at_k_and_majority() -> None:
    problems = _problems(3)  # golds 0, 2, 4
    prompts = [_prompt(p) for p in problems]
    sampled = {
        prompts[0]: ["#### 0", "#### 9", "#### 9"],  # one right, majority wrong
        prompts[1]: ["#### 2", "nothing", "#### 2"],  # majority right
        prompts[2]: ["#### 5", "HANG", "no"],  # none right; majority = the only answer, wrong
    }
    greedy = {prompts[0]: "#### 0", prompts[1]: "#### 7", prompts[2]: "#### 4"}
    policy = FakePolicy(greedy, sampled)
    seen: list[int] = []
    result = evaluate(
        policy,
        problems,
        dataset="arithmetic",
        pool=FakePool(),
        samples=3,
        batch_size=4,
        max_new_tokens=5,
        temperature=0.7,
        progress=lambda done, total, tokens: seen.append(total),
    )
    assert result.accuracy == pytest.approx(2 / 3)  # greedy: p0 and p2 right
    assert result.pass_at_k == pytest.approx(2 / 3)  # p0 and p1 have a right sample
    assert result.maj_at_k == pytest.approx(1 / 3)  # only p1's majority is right
    assert result.sample_accuracy == pytest.approx(3 / 9)
    assert set(seen) == {3 + 9}

    sampled_calls = [c for c in policy.calls if not c["greedy"]]
    assert [c["n"] for c in sampled_calls] == [4, 4, 1]
    assert all(c["temperature"] == 0.7 for c in sampled_calls)
    assert all(isinstance(c["generator"], torch.Generator) for c in sampled_calls)

    r0, r1, r2 = result.records
    assert (r0["n_correct_samples"], r0["majority"], r0["majority_correct"]) == (1, "9", False)
    assert (r1["n_correct_samples"], r1["majority"], r1["majority_correct"]) == (2, "2", True)
    assert (r2["n_correct_samples"], r2["majority"], r2["majority_correct"]) == (0, "5", False)
    assert [s["completion"] for s in r1["samples"]] == sampled[prompts[1]]
    assert r2["samples"][1]["reason"] == "timeout"
    summary = result.summary()
    assert summary["samples"] == 3 and summary["maj_at_k"] == pytest.approx(1 / 3)


def test_sampling_is_seeded() -> None:
    problems = _problems(6)
    greedy = {_prompt(p): "#### 0" for p in problems}
    choices = [f"#### {i}" for i in range(6)]

    def run(seed: int) -> list[list[str]]:
        policy = FakePolicy(greedy, choices=choices)
        result = evaluate(
            policy,
            problems,
            dataset="arithmetic",
            pool=FakePool(),
            samples=4,
            max_new_tokens=3,
            seed=seed,
        )
        return [[s["completion"] for s in r["samples"]] for r in result.records]

    assert run(1) == run(1)
    assert run(1) != run(2)


def test_bad_arguments_raise() -> None:
    policy = FakePolicy({})
    with pytest.raises(ValueError, match="no problems"):
        evaluate(policy, [], dataset="arithmetic", pool=FakePool(), max_new_tokens=4)
    with pytest.raises(ValueError, match="samples"):
        evaluate(
            policy, _problems(1), dataset="arithmetic", pool=FakePool(), samples=0, max_new_tokens=4
        )


def test_json_summary_round_trips() -> None:
    problems = _problems(2)
    policy = FakePolicy({_prompt(p): "#### 0" for p in problems})
    result = evaluate(policy, problems, dataset="arithmetic", pool=FakePool(), max_new_tokens=4)
    assert json.loads(json.dumps(result.summary()))["accuracy"] == 0.5


# ----------------------------------------------------------------------------- the command


def _fake_policy_dir(folder: Path) -> Path:
    (folder / "actor").mkdir(parents=True)
    (folder / "actor" / "adapter_config.json").write_text("{}")
    return folder


def _fake_run(tmp_path: Path, steps: Sequence[int], *, model: str = "tiny") -> Path:
    run = tmp_path / "run"
    run.mkdir()
    (run / "config.toml").write_text(to_toml(Config(model=model, quantize="none")))
    for step in steps:
        folder = run / "checkpoints" / f"step-{step}"
        _fake_policy_dir(folder / "policy")
        checkpoint.write_manifest(folder, step)
    return run


def test_resolve_adapter_accepts_run_checkpoint_and_policy_folders(tmp_path: Path) -> None:
    run = _fake_run(tmp_path, [1, 3, 2])
    by_run = eval_plan.resolve_adapter(run)
    assert by_run == eval_plan.AdapterSource(run / "checkpoints/step-3/policy", run, 3)
    by_ckpt = eval_plan.resolve_adapter(run / "checkpoints/step-2")
    assert by_ckpt == eval_plan.AdapterSource(run / "checkpoints/step-2/policy", run, 2)
    by_policy = eval_plan.resolve_adapter(run / "checkpoints/step-1/policy")
    assert by_policy == eval_plan.AdapterSource(run / "checkpoints/step-1/policy", run, 1)
    loose = _fake_policy_dir(tmp_path / "loose")
    assert eval_plan.resolve_adapter(loose) == eval_plan.AdapterSource(loose, None, None)


def test_resolve_adapter_skips_a_torn_newest_checkpoint(tmp_path: Path) -> None:
    run = _fake_run(tmp_path, [1, 2])
    (run / "checkpoints/step-2/policy/actor/adapter_config.json").write_text('{"torn": ')
    assert eval_plan.resolve_adapter(run).step == 1
    with pytest.raises(eval_plan.EvalSetupError, match="incomplete checkpoint"):
        eval_plan.resolve_adapter(run / "checkpoints/step-2")


@pytest.mark.parametrize(
    ("layout", "needle"),
    [
        ("missing", "no such file or folder"),
        ("file", "not a folder"),
        ("empty", "not a run folder"),
        ("run-without-checkpoints", "without a complete checkpoint"),
    ],
)
def test_resolve_adapter_rejects_bad_folders(tmp_path: Path, layout: str, needle: str) -> None:
    target = tmp_path / "x"
    if layout == "file":
        target.write_text("")
    elif layout == "empty":
        target.mkdir()
    elif layout == "run-without-checkpoints":
        target.mkdir()
        (target / "config.toml").write_text(to_toml(Config()))
    with pytest.raises(eval_plan.EvalSetupError, match=needle):
        eval_plan.resolve_adapter(target)


def test_default_out_sits_next_to_what_was_evaluated(tmp_path: Path) -> None:
    run = _fake_run(tmp_path, [4])
    source = eval_plan.resolve_adapter(run)
    assert eval_plan._default_out("gsm8k", "test", source) == (
        run / "evals" / "eval-gsm8k-test-step-4.jsonl"
    )
    assert eval_plan._default_out("jsonl:/a/b.jsonl", "test", None) == Path(
        "runs/evals/baseline-jsonl--a-b.jsonl-test.jsonl"
    )


@pytest.fixture
def no_weights(monkeypatch: pytest.MonkeyPatch) -> None:
    """Fail loudly if a command under test gets past argument checking to the model load."""

    def refuse(*args: Any, **kwargs: Any) -> None:
        raise AssertionError("reached run_eval (the model load) despite a bad argument")

    monkeypatch.setattr(cmd_eval, "run_eval", refuse)


@pytest.mark.parametrize(
    ("args", "needle"),
    [
        (["--model", "{tmp}/no-model"], "no-model"),
        (["--model", "tiny", "--adapter", "{tmp}/no-adapter"], "no-adapter"),
        (["--model", "tiny", "--adapter", "{tmp}"], "--adapter"),
        (["--model", "tiny", "--out", "{tmp}/file.txt/x.jsonl"], "--out"),
        (["--model", "tiny", "--checker", "no_such_checker"], "no_such_checker"),
        (["--model", "tiny", "--samples", "0"], "--samples"),
        (["--model", "tiny", "--quantize", "int3"], "--quantize"),
        (["--model", "tiny", "--prompt-template", "no placeholder"], "--prompt-template"),
    ],
)
def test_cli_errors_are_one_line_and_come_before_weights(
    tmp_path: Path, no_weights: None, args: list[str], needle: str
) -> None:
    (tmp_path / "file.txt").write_text("")
    args = [a.replace("{tmp}", str(tmp_path)) for a in args]
    result = CliRunner().invoke(app, ["eval", "arithmetic", "--limit", "2", *args])
    assert result.exit_code == 2, result.output
    lines = [line for line in result.output.splitlines() if line.strip()]
    assert len(lines) == 1 and "error:" in lines[0] and needle in lines[0], lines


def test_cli_missing_data_is_named(tmp_path: Path, no_weights: None) -> None:
    missing = tmp_path / "absent.jsonl"
    result = CliRunner().invoke(app, ["eval", f"jsonl:{missing}", "--model", "tiny"])
    assert result.exit_code == 2
    assert str(missing) in result.output and len(result.output.strip().splitlines()) == 1


# ----------------------------------------------------------------------------- end to end (tiny)

E2E_LIMIT = 6
E2E_TOKENS = 8


@pytest.fixture(scope="module")
def tiny_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """A run folder whose step-2 checkpoint holds a perturbed actor (so adapter != base), and the
    greedy completions that actor gives the first E2E_LIMIT arithmetic test problems."""
    from reason_ppo.data import load_problems
    from rppo_policy import ActorCritic

    cfg = Config(
        model="tiny", quantize="none", max_new_tokens=E2E_TOKENS, lora_rank=4, lora_alpha=8
    )
    policy = ActorCritic.load(
        "tiny", quantize=None, lora_rank=cfg.lora_rank, lora_alpha=cfg.lora_alpha, seed=0
    )
    noise = torch.Generator().manual_seed(0)
    with torch.no_grad():
        for param in policy.actor_parameters():
            param.add_(0.5 * torch.randn(param.shape, generator=noise).to(param))
    run = tmp_path_factory.mktemp("tiny") / "run"
    run.mkdir()
    (run / "config.toml").write_text(to_toml(cfg))
    step = run / "checkpoints" / "step-2"
    policy.save(step / "policy")
    checkpoint.write_manifest(step, 2)

    problems = load_problems("arithmetic", split="test", limit=E2E_LIMIT)
    prompts = [build_prompt(policy.tokenizer, p, "arithmetic") for p in problems]
    rollout = policy.generate(prompts, max_new_tokens=E2E_TOKENS, greedy=True)
    return run, rollout.texts


def _read_jsonl(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_cli_eval_of_a_run_folder_end_to_end(tiny_run: tuple[Path, list[str]]) -> None:
    run, expected = tiny_run
    args = ["eval", "arithmetic", "--adapter", str(run), "--limit", str(E2E_LIMIT)]
    result = CliRunner().invoke(app, [*args, "--samples", "2", "--json"])
    assert result.exit_code == 0, result.output

    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["n"] == E2E_LIMIT
    parts = ("correct", "wrong", "no_answer", "timeout")
    assert sum(summary[key] for key in parts) == E2E_LIMIT
    assert summary["accuracy"] == pytest.approx(summary["correct"] / E2E_LIMIT)
    assert 0.0 <= summary["maj_at_k"] <= summary["pass_at_k"] <= 1.0
    assert "accuracy" in result.stdout  # the table came first

    out = run / "evals" / "eval-arithmetic-test-step-2.jsonl"
    records = _read_jsonl(out)
    assert [r["completion"] for r in records] == expected  # the trained actor, greedy
    for record in records:
        assert {"id", "prompt", "completion", "extracted", "gold", "correct", "reason"} <= set(
            record
        )
        assert len(record["samples"]) == 2
    assert sum(r["correct"] for r in records) == summary["correct"]


def test_cli_eval_of_the_base_model_differs_from_the_adapter(
    tiny_run: tuple[Path, list[str]], tmp_path: Path
) -> None:
    _, adapter_texts = tiny_run
    out = tmp_path / "base.jsonl"
    args = ["eval", "arithmetic", "--model", "tiny", "--quantize", "none", "--limit"]
    args += [str(E2E_LIMIT), "--max-new-tokens", str(E2E_TOKENS), "--out", str(out), "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout.strip().splitlines()[-1])["n"] == E2E_LIMIT
    base_texts = [r["completion"] for r in _read_jsonl(out)]
    assert len(base_texts) == E2E_LIMIT
    assert base_texts != adapter_texts


def test_cli_prompt_template_reaches_every_prompt(tmp_path: Path) -> None:
    out = tmp_path / "templated.jsonl"
    args = ["eval", "arithmetic", "--model", "tiny", "--quantize", "none", "--limit", "2"]
    args += ["--max-new-tokens", "2", "--out", str(out), "--prompt-template", "Q: {question} =>"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    prompts = [r["prompt"] for r in _read_jsonl(out)]
    assert len(prompts) == 2 and all("Q: What is" in p and "=>" in p for p in prompts)
    assert not any("####" in p for p in prompts)  # the default instruction is replaced


@pytest.mark.slow
def test_cli_eval_reads_a_trained_run(tmp_path: Path) -> None:
    """The issue's end-to-end check: train 3 tiny iterations, then eval the run folder."""

    run = tmp_path / "R"
    train = ["train", "arithmetic", "--model", "tiny", "--out", str(run), "steps=3"]
    train += ["batch_size=4", "max_new_tokens=16", "save_every=1", "eval_every=0"]
    result = CliRunner().invoke(app, train)
    assert result.exit_code == 0, result.output

    args = ["eval", "arithmetic", "--adapter", str(run), "--limit", "8", "--json"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout.strip().splitlines()[-1])
    assert summary["n"] == 8
    assert sum(summary[k] for k in ("correct", "wrong", "no_answer", "timeout")) == 8
    assert len(_read_jsonl(run / "evals" / "eval-arithmetic-test-step-3.jsonl")) == 8


def test_cli_torn_policy_folder_is_named_before_weights(tmp_path: Path, no_weights: None) -> None:
    run = _fake_run(tmp_path, [1])  # its policy folder holds only actor/adapter_config.json
    result = CliRunner().invoke(app, ["eval", "arithmetic", "--adapter", str(run)])
    assert result.exit_code == 2
    lines = result.output.strip().splitlines()
    assert len(lines) == 1 and "step-1/policy" in lines[0] and "missing" in lines[0], lines
