"""Prompts: the instruction per data set and how a problem becomes the text the model continues.

With a tokenizer that has a chat template the instruction and question go in one user message and
the template adds the assistant turn header (``add_generation_prompt=True``); otherwise a plain
completion prompt ending in ``Answer:`` is used. The GSM8K-style instruction asks for the final
answer after ``####`` (what the `gsm8k` checker reads), MATH's for ``\\boxed{}`` (the `math` checker).

Built-in templates replace the instruction by name (`TEMPLATES`): ``r1`` asks the model to think in
``<think>...</think>`` and answer in ``<answer>...</answer>`` (DeepSeek-R1-Zero's format). A template
names the marker it asks for, so that `Verdict.format_ok` and strict accuracy mean "in the marker
the prompt asked for" (`format_marker`); every checker reads every marker, so correctness does not
depend on the template.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from reason_ppo.data.spec import DataError, Problem, dataset_kind

HASH_INSTRUCTION = "Solve the problem. Give the final answer after ####, for example: #### 42"
BOXED_INSTRUCTION = "Solve the problem. Put the final answer in \\boxed{}."

R1_INSTRUCTION = (
    "Solve the problem. First think about the reasoning process inside <think> </think>, then "
    "give only the final answer inside <answer> </answer>, for example: "
    "<think> reasoning here </think> <answer> 42 </answer>"
)

QUESTION_FIELD = "{question}"


@dataclass(frozen=True)
class PromptTemplate:
    """A built-in prompt: the user message for a chat model, the completion prompt for a model
    without a chat template (both with ``{question}``), and the `rppo_check` marker it asks the
    final answer in (what `Verdict.format_ok` checks: ``tag`` = ``<answer>...</answer>``)."""

    chat: str
    plain: str
    marker: str


# The one list of built-in templates: `build_prompt`, the config check and `eval --prompt-template`
# read it.
TEMPLATES: dict[str, PromptTemplate] = {
    "r1": PromptTemplate(
        chat=f"{R1_INSTRUCTION}\n\n{QUESTION_FIELD}",
        plain=f"{R1_INSTRUCTION}\n\nQuestion: {QUESTION_FIELD}\nAnswer:",
        marker="tag",
    ),
}


def check_template(template: str | None) -> None:
    """Raise DataError unless `template` is None, a built-in name or a text with ``{question}``."""
    if template is not None and template not in TEMPLATES and QUESTION_FIELD not in template:
        names = ", ".join(TEMPLATES)
        raise DataError(
            f"prompt template must contain {QUESTION_FIELD} or be a built-in name ({names}): "
            f"{template[:60]!r}"
        )


def format_marker(template: str | None) -> str | None:
    """The marker a built-in template asks the answer in (``tag`` for ``r1``); None for the
    default instruction or a custom template, whose marker the checker's own default is."""
    chosen = TEMPLATES.get(template) if template is not None else None
    return chosen.marker if chosen is not None else None


def default_checker(dataset: str) -> str:
    """The checker name that reads the answers a data set's default prompt asks for.

    "math" for math500 (``\\boxed{}`` answers, LaTeX golds); "gsm8k" for gsm8k, arithmetic and
    jsonl:PATH (answers after ``####``, numeric golds).
    """
    return "math" if dataset_kind(dataset) == "math500" else "gsm8k"


def default_instruction(dataset: str) -> str:
    """The instruction placed before the question: ``\\boxed{}`` for math500, ``####`` otherwise."""
    return BOXED_INSTRUCTION if dataset_kind(dataset) == "math500" else HASH_INSTRUCTION


def has_chat_template(tokenizer: Any) -> bool:
    """True when `tokenizer` can render chat messages (a non-empty ``chat_template``)."""
    return bool(getattr(tokenizer, "chat_template", None)) and hasattr(
        tokenizer, "apply_chat_template"
    )


def build_prompt(
    tokenizer: Any, problem: Problem, dataset: str, template: str | None = None
) -> str:
    """The prompt text for `problem`.

    `template` (optional) replaces the default instruction + question: a built-in name
    (`TEMPLATES`: ``r1``) or a text containing ``{question}``, which is substituted literally (no
    str.format, so LaTeX braces in the question or template are safe). With a chat template the
    result is the rendered user turn plus the assistant header; without one, the default is
    ``"{instruction}\\n\\nQuestion: {q}\\nAnswer:"`` and a custom template is used as is.
    """
    check_template(template)
    chat = has_chat_template(tokenizer)
    if template in TEMPLATES:
        template = TEMPLATES[template].chat if chat else TEMPLATES[template].plain
    if template is not None:
        content = template.replace(QUESTION_FIELD, problem.question)
    elif chat:
        content = f"{default_instruction(dataset)}\n\n{problem.question}"
    else:
        content = f"{default_instruction(dataset)}\n\nQuestion: {problem.question}\nAnswer:"
    if not chat:
        return content
    rendered = tokenizer.apply_chat_template(
        [{"role": "user", "content": content}], add_generation_prompt=True, tokenize=False
    )
    if not isinstance(rendered, str):
        raise TypeError(f"apply_chat_template returned {type(rendered).__name__}, expected str")
    return rendered
