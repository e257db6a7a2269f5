"""The built-in R1-style prompt (issue 25 item 4): `--prompt-template r1` in eval,
`prompt_template = "r1"` in train — think in <think>, answer in <answer> — and `format_ok` /
strict accuracy meaning "in the marker the prompt asked for", the answer tag included."""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import torch
from reason_ppo.cli.app import app
from reason_ppo.config import ConfigError, load_config
from reason_ppo.data import DataError, Problem, build_prompt
from reason_ppo.data.prompts import R1_INSTRUCTION, TEMPLATES, format_marker
from reason_ppo.eval.evaluate import evaluate
from rppo_check import FORMAT_MARKERS, CheckerPool
from typer.testing import CliRunner

PROBLEM = Problem("a/0", "What is 3 + 5?", "8", {})


class ChatTokenizer:
    chat_template = "{{ messages }}"

    def apply_chat_template(self, messages: list[dict[str, str]], **kwargs: Any) -> str:
        return "".join(f"<|{m['role']}|>{m['content']}" for m in messages) + "<|assistant|>"


@dataclass
class Rollout:
    texts: list[str]
    mask: torch.Tensor


class ScriptedPolicy:
    """Greedy completions by question (no chat template: plain prompts)."""

    def __init__(self, answers: dict[str, str]) -> None:
        self.tokenizer = SimpleNamespace()
        self.device = torch.device("cpu")
        self.answers = answers
        self.prompts: list[str] = []

    def generate(self, prompts: list[str], **kwargs: Any) -> Rollout:
        self.prompts += prompts
        texts = [next(a for q, a in self.answers.items() if q in p) for p in prompts]
        return Rollout(texts, torch.ones(len(prompts), 2, dtype=torch.bool))


def test_r1_is_a_named_template_with_the_tag_marker() -> None:
    assert TEMPLATES["r1"].marker == "tag" and "tag" in FORMAT_MARKERS
    assert all(t.marker in FORMAT_MARKERS for t in TEMPLATES.values())
    assert format_marker("r1") == "tag"
    assert format_marker(None) is None and format_marker("Q: {question}") is None


def test_r1_prompt_plain_and_chat() -> None:
    plain = build_prompt(SimpleNamespace(), PROBLEM, "gsm8k", "r1")
    assert plain.startswith(R1_INSTRUCTION) and plain.endswith("Question: What is 3 + 5?\nAnswer:")
    assert "<think>" in plain and "<answer>" in plain and "####" not in plain
    chat = build_prompt(ChatTokenizer(), PROBLEM, "math500", "r1")
    assert chat == f"<|user|>{R1_INSTRUCTION}\n\nWhat is 3 + 5?<|assistant|>"


def test_templates_are_validated_by_name_or_question_field() -> None:
    assert load_config(None, ["prompt_template=r1"]).prompt_template == "r1"
    assert load_config(None, ["prompt_template=Q: {question}"]).prompt_template
    with pytest.raises(ConfigError, match="prompt_template.*built-in name \\(r1\\)"):
        load_config(None, ["prompt_template=r2"])
    with pytest.raises(DataError, match="r1"):
        build_prompt(SimpleNamespace(), PROBLEM, "gsm8k", "R1")


def test_eval_rejects_an_unknown_template_before_weights() -> None:
    result = CliRunner().invoke(app, ["eval", "arithmetic", "--prompt-template", "r9"])
    assert result.exit_code == 2
    assert "r1" in result.output and "{question}" in result.output


@pytest.mark.parametrize(
    ("template", "in_format"),
    [("r1", [True, False, True]), (None, [False, True, False])],
)
def test_strict_accuracy_counts_the_marker_the_prompt_asked_for(
    template: str | None, in_format: list[bool]
) -> None:
    problems = [Problem(f"p/{i}", f"What is {i} + 8?", str(i + 8), {}) for i in range(3)]
    answers = {
        "What is 0 + 8?": "<think>0 + 8 = 8</think> <answer>8</answer>",  # right, in the tag
        "What is 1 + 8?": "1 + 8 = 9\n#### 9",  # right, after ####
        "What is 2 + 8?": "<think>2 + 8</think><answer>11</answer>",  # wrong, in the tag
    }
    policy = ScriptedPolicy(answers)
    with CheckerPool("gsm8k", workers=1) as pool:
        result = evaluate(policy, problems, dataset="arithmetic", pool=pool, max_new_tokens=4,
                          prompt_template=template)  # fmt: skip
    assert result.correct == 2  # correctness does not depend on the template
    assert [r["format_ok"] for r in result.records] == in_format
    assert result.strict_correct == 1  # r1: the tagged right answer; default: the #### one
    assert result.records[0 if template == "r1" else 1]["format_ok"]
    assert all(("<answer>" in p) == (template == "r1") for p in policy.prompts)


def test_eval_cli_with_r1_on_the_tiny_model(tmp_path: Path) -> None:
    out = tmp_path / "r1.jsonl"
    args = ["eval", "arithmetic", "--model", "tiny", "--quantize", "none", "--limit", "2"]
    args += ["--max-new-tokens", "2", "--out", str(out), "--prompt-template", "r1"]
    result = CliRunner().invoke(app, args)
    assert result.exit_code == 0, result.output
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert len(records) == 2 and all(R1_INSTRUCTION in r["prompt"] for r in records)
