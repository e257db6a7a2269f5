"""The marks a model puts after a value to say it is wrong or in doubt: crosses, a red flag, a
thumbs down, question marks (`❓`, `⁇`), a raised eyebrow (`🤨`), a shrug (`🤷`), a grimace
(`😬`), crossed fingers (`🤞`), a warning sign (`⚠️`). One list for every rule that
reads them (after the final answer, on a `####` line, in an answer tag, in the ASCII-free gate
of the retraction scan), so a new mark is one change.
"""

from __future__ import annotations

CROSS_MARKS = "✗✘❌❎✖👎🚩❓❔⁉⁇🤨🤷😬😕🫤🤞⚠"
# (for a regex: the marks as one character class)
CROSS_MARK = f"[{CROSS_MARKS}]"
