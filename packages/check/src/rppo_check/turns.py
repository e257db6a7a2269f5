r"""Which part of a completion answers this turn: the text `extract` reads.

A completion can hold more than its answer: its own turn's header (`<|im_start|>assistant`), an
end-of-turn token and the next turn after it (`<|im_end|><|im_start|>user ...`), a new turn written
as text by a model that keeps going ("Question: ...", "### Instruction:"), GSM8K's calculator
annotations (`<<48/2=24>>`), zero-width characters, or pages of text after the answer. `clip`
removes what is not this answer; `new_turn_start` finds where a written new turn begins. Linear
scans and regexes without nested quantifiers: bounded in time on any input.
"""

from __future__ import annotations

import re

MAX_COMPLETION_CHARS = 65_536  # a longer completion is read from its last this-many characters
_ANSWER_WINDOW = 1_000  # how far after its last format marker a long completion's answer may run

# Chat/end-of-turn tokens: what follows them is another turn, not this answer.
_END_OF_TURN = re.compile(
    r"<\|(?:im_end|im_start|endoftext|end_of_text|eot_id|eom_id|eot|end|eos|user|assistant)\|>"
    r"|</s>|<end_of_turn>|<start_of_turn>|<｜end▁of▁sentence｜>|<\|start_header_id\|>"
)
# A completion may start with its own turn's header (decoded with special tokens kept): that is
# where the answer begins, not another turn.
_LEADING_HEADER = re.compile(
    r"\s*(?:<\|im_start\|>\s*assistant\b|<\|start_header_id\|>\s*assistant\s*<\|end_header_id\|>"
    r"|<\|assistant\|>|<start_of_turn>\s*model\b)\s*"
)
# GSM8K's calculator annotations (`48/2 = <<48/2=24>>24`), in its solutions and in what models
# trained on them write: the result follows the annotation, which is noise.
_CALCULATOR = re.compile(r"<<[^<>\n]{0,200}>>")
_INVISIBLE = str.maketrans(dict.fromkeys("\u200b\u200c\u200d\u2060\ufeff"))
# A new turn written as text by a model that keeps going ("Question: ..." few-shot style).
_NEW_TURN = re.compile(
    r"\n[ \t]*(?:(?:Question|Q|Problem|User|Human)[ \t]*\d{0,3}[ \t]*:"
    r"|#{1,3}[ \t]*(?:Instruction|Input|Question|Problem)\b)",
    re.IGNORECASE,
)


def clip(text: str) -> str:
    """The part of `text` that answers this turn: up to an end-of-turn, at most the tail."""
    if "<" in text and ("|>" in text or "</s>" in text or "_of_turn>" in text or "<｜" in text):
        header = _LEADING_HEADER.match(text)
        if header:
            text = text[header.end() :]
        end_of_turn = _END_OF_TURN.search(text)
        if end_of_turn:
            text = text[: end_of_turn.start()]
    if len(text) > MAX_COMPLETION_CHARS:
        tail = text[-MAX_COMPLETION_CHARS:]
        if "####" not in tail and "\\boxed" not in tail:
            # the answer, then pages of something else: read the tail that ends just after the
            # last format marker (two linear scans; phrases are not searched in what is cut)
            last = max(text.rfind("####"), text.rfind("\\boxed"))
            if last >= 0:
                text = text[: last + 2 * _ANSWER_WINDOW]
        text = text[-MAX_COMPLETION_CHARS:]
    if "<<" in text:
        text = _CALCULATOR.sub("", text)
    return text.translate(_INVISIBLE)


def new_turn_start(text: str, after: int) -> int | None:
    """Where a new turn written as text begins, at or after `after` (the end of the first answer
    statement: a "Question:" before any answer is the prompt echoed, not a new turn)."""
    for match in _NEW_TURN.finditer(text):
        if match.start() >= after:
            return match.start()
    return None
