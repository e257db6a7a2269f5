"""Prompts: chat template when the tokenizer has one, plain completion otherwise, overrides."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from reason_ppo.data import DataError, Problem, build_prompt, default_checker

QUESTION = "What is 3 + 5?"
PROBLEM = Problem("arithmetic/train/0", QUESTION, "8", {})
LATEX = Problem("m/1", "Find $x$ if $\\frac{x}{2} = \\{3\\}$.", "6", {})


class FakeChatTokenizer:
    """Renders messages like a Llama-style template and records how it was called."""

    chat_template = "{% for m in messages %}...{% endfor %}"

    def __init__(self) -> None:
        self.calls: list[dict[str, Any]] = []

    def apply_chat_template(self, messages: list[dict[str, str]], **kwargs: Any) -> str:
        self.calls.append({"messages": messages, **kwargs})
        body = "".join(f"<|{m['role']}|>{m['content']}<|end|>" for m in messages)
        return body + ("<|assistant|>" if kwargs.get("add_generation_prompt") else "")


class FakePlainTokenizer:
    chat_template = None

    def apply_chat_template(self, *args: Any, **kwargs: Any) -> str:
        raise AssertionError("a tokenizer without a chat template must not be asked to render")


def test_chat_template_renders_one_user_turn_and_the_assistant_header() -> None:
    tokenizer = FakeChatTokenizer()
    prompt = build_prompt(tokenizer, PROBLEM, "arithmetic:level=1")
    (call,) = tokenizer.calls
    assert call["add_generation_prompt"] is True and call["tokenize"] is False
    (message,) = call["messages"]
    assert message["role"] == "user"
    assert message["content"].endswith(QUESTION) and "####" in message["content"]
    assert prompt == f"<|user|>{message['content']}<|end|><|assistant|>"


@pytest.mark.parametrize("tokenizer", [FakePlainTokenizer(), None])
def test_plain_completion_without_a_chat_template(tokenizer: Any) -> None:
    prompt = build_prompt(tokenizer, PROBLEM, "gsm8k")
    assert "####" in prompt.split("Question:")[0]  # the instruction comes first
    assert prompt.endswith(f"Question: {QUESTION}\nAnswer:")


def test_math500_asks_for_boxed_answers() -> None:
    prompt = build_prompt(None, LATEX, "math500")
    assert "\\boxed{}" in prompt and "####" not in prompt
    assert LATEX.question in prompt


def test_template_override_substitutes_the_question_literally() -> None:
    template = "Q: {question}\nThink, then write \\boxed{{}}.\nA:"
    plain = build_prompt(None, LATEX, "math500", template=template)
    assert plain == template.replace("{question}", LATEX.question)
    tokenizer = FakeChatTokenizer()
    build_prompt(tokenizer, LATEX, "math500", template=template)
    assert tokenizer.calls[0]["messages"][0]["content"] == plain


def test_template_without_question_field_is_rejected() -> None:
    with pytest.raises(DataError, match=r"must contain \{question\}"):
        build_prompt(None, PROBLEM, "gsm8k", template="Answer this:")


@pytest.mark.parametrize(
    ("dataset", "checker"),
    [
        ("gsm8k", "gsm8k"),
        ("arithmetic", "gsm8k"),
        ("arithmetic:level=2", "gsm8k"),
        ("jsonl:some/file.jsonl", "gsm8k"),
        ("math500", "math"),
    ],
)
def test_default_checker(dataset: str, checker: str) -> None:
    assert default_checker(dataset) == checker


def test_default_checker_of_an_unknown_dataset() -> None:
    with pytest.raises(DataError, match="unknown dataset"):
        default_checker("svamp")


TINY_TOKENIZER = (
    Path(__file__).resolve().parents[3] / "packages/policy/src/rppo_policy/assets/tiny-tokenizer"
)


@pytest.mark.skipif(not TINY_TOKENIZER.is_dir(), reason="tiny tokenizer asset not present")
def test_real_tokenizer_with_chat_template() -> None:
    transformers = pytest.importorskip("transformers")
    tokenizer = transformers.AutoTokenizer.from_pretrained(str(TINY_TOKENIZER))
    if not tokenizer.chat_template:
        pytest.skip("the tiny tokenizer has no chat template")
    prompt = build_prompt(tokenizer, PROBLEM, "arithmetic")
    assert QUESTION in prompt and "####" in prompt
    assert not prompt.endswith(QUESTION)  # the assistant header follows the question
