r"""Answer tags: `<answer>...</answer>`, the format of R1-style prompts, read like a small completion.

What a model writes inside the tag is not always a bare value: `<answer> The answer is 7.
</answer>`, `<answer>$\boxed{(15,-29)}$</answer>`, `<answer>x = 3 + 4 = 7</answer>`, `<answer>
Janet makes $18 a day. </answer>`. The content is read by the same extraction as a whole
completion (a box, a `####` line, an answer phrase, else its last line, conservatively), and the
one answer it states is the tag's answer. When the content states several (a hedge: `\boxed{12}
or \boxed{18}`) or none, the content itself is the answer, which then does not parse: never
correct.

Each opening is paired with the next closing; the last opening may be left open at the end of the
completion (generation stopped at `</answer>`, a common stop string, or at the token limit), and
then what follows it is the content. Contents longer than `MAX_TAG_CHARS` are no answer. At most
`MAX_TAGS_READ` tags (the last ones; only the last can be final) get the full reading, so a text
of thousands of tags costs no more than a few. Linear scans: bounded in time.
"""

from __future__ import annotations

import bisect
import re
from collections.abc import Callable

MAX_TAG_CHARS = 1_000
MAX_TAGS_READ = 4

_OPEN = re.compile("<answer>", re.IGNORECASE)
_CLOSE = re.compile("</answer>", re.IGNORECASE)
_ANY_TAG = re.compile(r"</?answer>", re.IGNORECASE)


def answer_tags(text: str) -> list[tuple[int, int, str]]:
    """(start, end, content) of every answer tag, in order; the last may be unclosed."""
    closings = [match.start() for match in _CLOSE.finditer(text)]
    found = []
    for opening in _OPEN.finditer(text):
        at = bisect.bisect_left(closings, opening.end())
        if at < len(closings):
            if closings[at] - opening.end() <= MAX_TAG_CHARS:
                end = closings[at] + len("</answer>")
                found.append((opening.start(), end, text[opening.end() : closings[at]].strip()))
        elif len(text) - opening.end() <= MAX_TAG_CHARS:
            # no closing after it: only the last opening can be here (the end of the completion)
            found.append((opening.start(), len(text), text[opening.end() :].strip()))
            break
    return found


def read_tag(content: str, extract: Callable[[str], tuple[str, ...]]) -> str:
    """The one answer `content` states (by `extract`, the completion reader), else `content`."""
    inner = _ANY_TAG.sub(" ", content).strip()
    if not inner:
        return content
    answers = extract(inner)
    return answers[0] if len(answers) == 1 and answers[0] else content
