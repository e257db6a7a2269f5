"""Prompts: the instruction per data set and how a problem becomes the text the model continues.

With a tokenizer that has a chat template the instruction and question go in one user message and
the template adds the assistant turn header (``add_generation_prompt=True``); otherwise a plain
completion prompt ending in ``Answer:`` is used. The GSM8K-style instruction asks for the final
answer after ``####`` (what the `gsm8k` checker reads), MATH's for ``\\boxed{}`` (the `math` checker).
"""

from __future__ import annotations

from typing import Any

from reason_ppo.data.spec import DataError, Problem, dataset_kind

HASH_INSTRUCTION = "Solve the problem. Give the final answer after ####, for example: #### 42"
BOXED_INSTRUCTION = "Solve the problem. Put the final answer in \\boxed{}."

QUESTION_FIELD = "{question}"


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

    `template` (optional) replaces the default instruction + question; it must contain
    ``{question}``, which is substituted literally (no str.format, so LaTeX braces in the question
    or template are safe). With a chat template the result is the rendered user turn plus the
    assistant header; without one, the default is ``"{instruction}\\n\\nQuestion: {q}\\nAnswer:"``
    and a custom template is used as is.
    """
    if template is not None and QUESTION_FIELD not in template:
        raise DataError(f"prompt template must contain {QUESTION_FIELD}: {template[:60]!r}")
    chat = has_chat_template(tokenizer)
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
