"""How a completion is laid out, made plain before it is read: the answer written inside a code
fence, HTML tags, citation marks, the last row of a markdown table or of an aligned display.

Chat models write the same final answer in the markup of wherever their answers are shown
(red-team round 161): "So the final answer is:\n\n```\n53.75\n```", "<p>Final answer:
<b>179</b></p><br>", "The answer is 53.75 [1].", "| **Total ($)** | **329** |". Each rewrite
keeps what the model stated and drops only the frame around it; each runs only where its frame
occurs (most completions hold none)."""

from __future__ import annotations

import re

# A fence around one line (an answer, an equation or one line of code): the line alone. A fence
# with more lines is code, left as it is (its own closing fence is `closings`'s).
_ONE_LINE_FENCE = re.compile(
    r"^[ \t]*```([A-Za-z]{0,12})[ \t]*\n([^\n`]{1,200})\n[ \t]*```[ \t]*$", re.M
)
# A line of code in a fence states nothing: `print(18)` computes, `x == 18` compares.
_CODE = re.compile(r"\bprint\s*\(|\breturn\b|\bdef\s|\bimport\s|==|;\s*$")
# Inline HTML that only sets how text looks, links it or places it on a page (`<address>Answer:
# 8400</address>`, `<a token="1">... =31 slices</a>`); `<answer>`, strike-outs, quotes and other
# tags stay.
_HTML_LOOK = re.compile(
    r"</?(?:b|strong|i|em|u|p|span|div|code|mark|tt|font|small|big|center|h[1-6]|address|section"
    r"|article|header|footer|main)(?:[ \t][^<>\n]{0,80})?>|<br[ \t]*/?>"
    # (a link only with attributes: "<a answer>" is an answer tag a model misspelt)
    r"|</a>|<a(?:[ \t]+[\w:-]+[ \t]*=[^<>\n]{0,80})?>"
)
# A citation mark after a word, a number or a full stop ("... is 53.75 [1].", "**179** eggs
# left.[^1]"): not a list or an interval (nothing but digits inside, right after the text).
_CITATION = re.compile(r"(?<=[\w.*%)])[ \t]?\[\^?\d{1,2}\](?=[ \t]*[.,;:!]?[ \t]*(?:$|\n))", re.M)
_CITATION_MARK = re.compile(r"\[\^?\d{1,2}\]")  # (speed only: each of the two below holds one)
# The notes those marks point to, on the last lines: "[^1]: 23 a day ...", "[1] All figures ...".
_FOOTNOTES_AT_END = re.compile(r"(?:\n[ \t]*\[\^?\d{1,2}\]:?[ \t][^\n]*)+\s*$")
# ... unless a note takes the answer back: "[^1]: On re-reading, 4 pieces fray from each rope, so
# ... 48 usable pieces." (read as text after the answer, as any retraction is)
_NOTE_TAKES_BACK = re.compile(
    r"\b(?:re-?read\w*|actually|correct(?:ion|ed)|wrong|mistake|error|erratum|instead|should[ \t]+be"
    r"|in[ \t]+fact|misread|scratch|on[ \t]+second[ \t]+thought|update[d]?|edit(?:ed)?|not[ \t]+\$?\d"
    # (or withdraws it with nothing in its place: "[1] This is not my final answer; ...")
    r"|not[ \t]+(?:(?:my|the|a|yet)[ \t]+)?final|retract\w*|withdr[ae]wn?|disregard|ignore|placeholder"
    r"|premature)\b",
    re.IGNORECASE,
)
# A markdown table's last row, last in the completion: "| **Total ($)** | **329** |".
_LAST_TABLE_ROW = re.compile(r"\n[ \t]*\|[^\n]*\|[ \t]*\n[ \t]*\|([^\n]{1,300})\|[ \t]*$")
# (a label's note or its symbol is no value: "Total ($)", "Adults (14 × 12)", "Sum $S_n$")
_LABEL_NOTE = re.compile(r"[ \t]*\([^()\n]{0,40}\)|[ \t]*\$[^$\n]{1,20}\$")
_BOLD_CELL = re.compile(r"(?:\*\*|__)[^*_\n]*\d[^*_\n]*(?:\*\*|__)")
# An aligned display that ends the completion: its last row is its result.
_ALIGNED_END = re.compile(
    r"\\end\{(align|aligned|eqnarray|gather)\*?\}[ \t\n]*(?:\\\]|\$\$)?[ \t.\n]*$"
)
_ROW_BREAK_OR_ENV = re.compile(r"\\\\|\\(begin|end)\{[a-z]+\*?\}")


def _last_row(body: str) -> str:
    """The last row of an aligned body: after its last `\\\\` outside the environments inside it
    (a matrix's rows are the matrix's)."""
    depth, start = 0, 0
    for found in _ROW_BREAK_OR_ENV.finditer(body):
        if found.group(1) == "begin":
            depth += 1
        elif found.group(1) == "end":
            depth -= 1
        elif depth == 0:
            start = found.end()
    row = body[start:]
    inner = row.find("\\begin{")  # (a matrix's own `&` parts its columns)
    if inner < 0:
        return row.replace("&", "").strip()
    return (row[:inner].replace("&", "") + row[inner:]).strip()


def plain_presentation(completion: str) -> str:
    """`completion` with the frames above taken off its answer."""
    if "```" in completion:
        completion = _ONE_LINE_FENCE.sub(_fence_content, completion)
    if "<" in completion and _HTML_LOOK.search(completion):
        # (a line break ends its line: "Regular: $720<br>Total: $882")
        completion = _HTML_LOOK.sub(
            lambda tag: "\n" if tag.group(0)[1:3].lower() == "br" else "", completion
        )
    if "[" in completion and _CITATION_MARK.search(completion):
        notes = _FOOTNOTES_AT_END.search(completion)
        if notes is not None and not _NOTE_TAKES_BACK.search(notes.group(0)):
            completion = completion[: notes.start()]
        completion = _CITATION.sub("", completion)
    if completion[-40:].rstrip().endswith("|"):
        completion = _table_result(completion)
    if "\\end{" in completion:
        completion = _aligned_result(completion)
    return completion


def _aligned_result(completion: str) -> str:
    """An aligned display at the end whose last row gives a result ("&= 11"): that result, as a
    line of math of its own, in the display's place."""
    end = _ALIGNED_END.search(completion)
    if end is None:
        return completion
    begin = completion.rfind("\\begin{" + end.group(1), 0, end.start())
    if begin < 0:
        return completion
    last = _last_row(completion[completion.find("}", begin) + 1 : end.start()])
    if "=" not in last:
        return completion
    result = last.rsplit("=", 1)[1].strip()
    head = completion[:begin].rstrip()
    head = head[:-2] if head.endswith(("$$", "\\[")) else head  # (the display's own opening)
    return f"{head}\n\nSo ${result}$." if result else completion


def _fence_content(fence: re.Match[str]) -> str:
    """The line a one-line fence holds; a fenced marker stays fenced: it shows a format
    ("For reference, the expected format is:\n```\n<answer>157</answer>\n```")."""
    language, line = fence.group(1).lower(), fence.group(2)
    if "<" in line or "####" in line or "\\box" in line or _CODE.search(line):
        return fence.group(0)
    if language in ("latex", "tex", "math"):
        return line  # ("```latex\ny=2x+3\n```": math, fenced)
    if language in ("", "text", "plaintext") and "=" not in line:
        return line  # ("```\n53.75\n```"; `x = 18` in a plain fence may be code)
    return fence.group(0)


def _table_result(completion: str) -> str:
    """A table that ends a completion with no answer stated before it: its last row, labelled
    ("| **Total ($)** | **329** |" -> "**Total**: **329**"). A table after a stated answer is
    its support; a last row whose first cell is a number is a row of values, no label."""
    row = _LAST_TABLE_ROW.search(completion)
    if row is None or set(row.group(1)) <= set("-:| \t"):
        return completion
    cells = [cell.strip() for cell in row.group(1).split("|")]
    if len(cells) < 2:
        return completion
    label = _LABEL_NOTE.sub("", cells[0])
    # the row's value: its one bold number ("| Hypotenuse $c$ | **15** | 225 |"), else its last
    # cell that holds one ("| **Total** | **17** | | **$45,200** |")
    bold = [cell for cell in cells[1:] if _BOLD_CELL.fullmatch(cell)]
    valued = [cell for cell in cells[1:] if any(char.isdigit() for char in cell)]
    if not valued:
        return completion
    value = bold[0] if len(bold) == 1 else valued[-1]
    head = completion[: row.start()]
    if any(char.isdigit() for char in label) or not any(char.isalpha() for char in label):
        return completion
    above = completion.rstrip().rsplit("\n", 2)[-2].strip().strip("|").split("|")[0]
    if _LABEL_NOTE.sub("", above).strip(" *_").lower() == label.strip(" *_").lower():
        return completion  # "| **Total (one way)** | ... |" over "| **Total (both ways)** | ... |"
    if "####" in head or "\\box" in head or "answer>" in head:
        return completion
    return f"{head}\n{label}: {value}"
