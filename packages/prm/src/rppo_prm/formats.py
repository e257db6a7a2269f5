"""How a PRM reads a solution: token ids of (question, steps), and the token where each step's score
is read. One class per public convention; each follows its model card's scoring code (named in its
docstring), which the tests re-implement plainly to check against.

`encode(question, steps, max_length) -> (ids, positions)`: `ids` at most `max_length` long;
`positions[i]` the index in `ids` whose output scores step i, None when truncation cut it off.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol

Encoded = tuple[list[int], list[int | None]]


class Format(Protocol):
    def encode(self, question: str, steps: Sequence[str], max_length: int) -> Encoded: ...


def _single_token(tokenizer: Any, text: str, who: str) -> int:
    ids = tokenizer.encode(text, add_special_tokens=False)
    if len(ids) != 1:
        raise ValueError(f"{who}: {text!r} is {len(ids)} tokens for this tokenizer, not one")
    return int(ids[0])


def _needs_template(tokenizer: Any, who: str) -> None:
    if not getattr(tokenizer, "chat_template", None):
        raise ValueError(f"{who}: the tokenizer has no chat template")


def _pad(positions: list[int], n_steps: int, who: str) -> list[int | None]:
    """Positions found for the first steps; the rest were truncated (None). More positions than
    steps means a step's own text holds the separator: its scores cannot be assigned."""
    if len(positions) > n_steps:
        raise ValueError(f"{who}: {len(positions)} step separators for {n_steps} steps")
    return [*positions, *([None] * (n_steps - len(positions)))]


class TaggedText:
    """Math-Shepherd (peiyi9979/math-shepherd-mistral-7b-prm): `f"{question} {output}"` where each
    step ends with ` ки`; the card reads the logits at the tokens equal to the tag's id. Here the
    token holding the tag's last visible character is found by offsets, which is the same token
    when the tag is one token and still well defined when it is not.
    """

    def __init__(
        self,
        tokenizer: Any,
        *,
        step_tag: str = " ки",
        question_sep: str = " ",
        step_sep: str = "\n",
    ) -> None:
        self.tokenizer = tokenizer
        self.step_tag = step_tag
        self.question_sep = question_sep
        self.step_sep = step_sep

    def build(self, question: str, steps: Sequence[str]) -> tuple[str, list[int]]:
        """The input text and, per step, the character index where its score is read."""
        parts = [question, self.question_sep]
        pos = len(question) + len(self.question_sep)
        tag_last = len(self.step_tag.rstrip()) - 1
        read_at: list[int] = []
        for step in steps:
            parts.append(step)
            pos += len(step)
            read_at.append(pos + tag_last)
            parts.append(self.step_tag + self.step_sep)
            pos += len(self.step_tag) + len(self.step_sep)
        return "".join(parts), read_at

    def encode(self, question: str, steps: Sequence[str], max_length: int) -> Encoded:
        text, read_at = self.build(question, steps)
        enc = self.tokenizer(
            text, return_offsets_mapping=True, truncation=True, max_length=max_length
        )
        offsets: list[tuple[int, int]] = enc["offset_mapping"]
        return list(enc["input_ids"]), [token_at(offsets, char) for char in read_at]


QWEN_SYSTEM = "Please reason step by step, and put your final answer within \\boxed{}."


class QwenChat:
    """Qwen2.5-Math-PRM (Qwen/Qwen2.5-Math-PRM-7B model card): messages system = `QWEN_SYSTEM`,
    user = the question, assistant = `"<extra_0>".join(steps) + "<extra_0>"`; the text is
    `apply_chat_template(messages, tokenize=False, add_generation_prompt=False)`, the ids
    `tokenizer.encode(text)`, and step i is read at the i-th token equal to `<extra_0>`'s id.
    """

    def __init__(self, tokenizer: Any, *, step_tag: str = "<extra_0>", system: str = QWEN_SYSTEM):
        _needs_template(tokenizer, "qwen2.5-math-prm")
        self.tokenizer = tokenizer
        self.step_tag = step_tag
        self.system = system
        self.tag_id = _single_token(tokenizer, step_tag, "qwen2.5-math-prm")

    def encode(self, question: str, steps: Sequence[str], max_length: int) -> Encoded:
        messages = [
            {"role": "system", "content": self.system},
            {"role": "user", "content": question},
            {"role": "assistant", "content": self.step_tag.join(steps) + self.step_tag},
        ]
        text = self.tokenizer.apply_chat_template(
            messages, tokenize=False, add_generation_prompt=False
        )
        ids = list(self.tokenizer.encode(text))[:max_length]
        found = [i for i, token in enumerate(ids) if token == self.tag_id]
        return ids, _pad(found, len(steps), "qwen2.5-math-prm")


class StepTurns:
    """RLHFlow (RLHFlow/Llama3.1-8B-PRM-Deepseek-Data, `math-rm/prm_evaluate.py`): a conversation
    with one user turn per step (the first is `question + " " + step_0`), each answered by an
    assistant turn `+`. The card scores step k by templating the conversation up to step k and
    reading the `+`/`-` logits at position −3 — for the Llama-3.1 template, the last token before
    the assistant's `+`. Here the whole conversation is one forward (the model is causal, so each
    step sees exactly the card's prefix) and step k is read at the last token of the conversation
    up to user turn k with the generation prompt, i.e. the token that predicts the k-th `+`,
    whatever the template. The template must render that prefix as a prefix of the whole.
    """

    def __init__(self, tokenizer: Any, *, answer: str = "+") -> None:
        _needs_template(tokenizer, "rlhflow")
        self.tokenizer = tokenizer
        self.answer = answer

    def _text(self, conversation: list[dict[str, str]], prompt: bool) -> str:
        text: str = self.tokenizer.apply_chat_template(
            conversation, tokenize=False, add_generation_prompt=prompt
        )
        return text

    def encode(self, question: str, steps: Sequence[str], max_length: int) -> Encoded:
        conversation: list[dict[str, str]] = []
        for k, step in enumerate(steps):
            conversation.append(
                {"role": "user", "content": f"{question} {step}" if k == 0 else step}
            )
            conversation.append({"role": "assistant", "content": self.answer})
        text = self._text(conversation, prompt=False)
        # apply_chat_template(tokenize=True) adds no special tokens: the template writes them.
        enc = self.tokenizer(text, add_special_tokens=False, return_offsets_mapping=True)
        ids: list[int] = list(enc["input_ids"])
        offsets: list[tuple[int, int]] = enc["offset_mapping"]
        positions: list[int | None] = []
        for k in range(len(steps)):
            prompt = self._text(conversation[: 2 * k + 1], prompt=True)
            # Characters, not ids: a tokenizer may merge the prompt's trailing whitespace
            # differently at the end of the text than inside it.
            at = token_at(offsets, len(prompt) - 1) if text.startswith(prompt) else None
            if at is None or at + 1 >= len(ids) or offsets[at + 1][0] != len(prompt):
                raise ValueError(
                    "rlhflow: the chat template does not render each turn's prompt as a prefix "
                    f"followed by a token starting {self.answer!r}"
                )
            positions.append(at if at < max_length else None)
        return ids[:max_length], positions


class NewlineSteps:
    """Skywork-PRM (Skywork/Skywork-o1-Open-PRM-Qwen-2.5-*, `prepare_input` of
    skywork-o1-prm-inference): ids = `encode(bos_token + question + "\\n")`, then per step
    `encode(step) + [id of "\\n"]`, the reward flag on that step token. Each piece is encoded
    without added special tokens (Qwen's tokenizer adds none; the BOS is written as text).
    Source: `prepare_input` in Skywork's `io_utils.py`, vendored as openreasoner/openr
    `reason/llm_service/utils/skywork_o1_prm_inference/io_utils.py` (commit
    0b5704ee07cb1791aca121741bcb26141ece1232). The steps are given as a list here, so a step
    holding a "\\n" of its own stays one step (Skywork's code would split it at that "\\n").
    """

    def __init__(self, tokenizer: Any, *, step_token: str = "\n") -> None:
        self.tokenizer = tokenizer
        self.step_id = _single_token(tokenizer, step_token, "skywork-prm")

    def encode(self, question: str, steps: Sequence[str], max_length: int) -> Encoded:
        bos = self.tokenizer.bos_token or ""
        ids = list(self.tokenizer.encode(bos + question + "\n", add_special_tokens=False))
        positions: list[int] = []
        for step in steps:
            ids += [*self.tokenizer.encode(step, add_special_tokens=False), self.step_id]
            positions.append(len(ids) - 1)
        kept: list[int | None] = [p if p < max_length else None for p in positions]
        return ids[:max_length], kept


def token_at(offsets: Sequence[tuple[int, int]], char: int) -> int | None:
    """Index of the LAST token whose character range holds `char` (a multi-byte character can be
    split over several byte-level tokens; the character is complete only at the last one); None if
    truncation cut it off."""
    found: int | None = None
    for index, (start, end) in enumerate(offsets):
        if start <= char < end:
            found = index
        elif found is not None:
            break
    return found
