"""Propose labels for SmolLM completions (used for smollm2_135m; see ../README.md) (to be reviewed by hand). Not a checker: crude, and every
proposed-correct case and every case where the gold appears near the end is printed for review."""

import json
import re
import sys
from fractions import Fraction

NUM = r"-?\$?\d[\d,]*(?:\.\d+)?"


def num(s):
    s = s.replace(",", "").replace("$", "").strip().rstrip(".")
    try:
        return Fraction(s)
    except Exception:
        return None


def boxed_all(t):
    out = []
    i = 0
    while True:
        j = t.find("\\boxed{", i)
        if j < 0:
            return out
        k = j + 7
        depth = 1
        while k < len(t) and depth:
            depth += {"{": 1, "}": -1}.get(t[k], 0)
            k += 1
        out.append((j, t[j + 7 : k - 1]))
        i = k


def markers(t):
    m = []
    for x in re.finditer(r"####\s*([^\n]*)", t):
        m.append((x.start(), "hash", x.group(1).strip()))
    for j, v in boxed_all(t):
        m.append((j, "boxed", v.strip()))
    for x in re.finditer(r"[Tt]he (?:final )?answer is[:\s]*\$?([^\n$]*)", t):
        m.append((x.start(), "answer_is", x.group(1).strip()))
    for x in re.finditer(r"(?:Final Answer|Answer)\s*:\s*([^\n]*)", t):
        m.append((x.start(), "answer_colon", x.group(1).strip()))
    return sorted(m)


def norm(s):
    s = s.strip().strip("$").strip().rstrip(".").strip()
    for a, b in (
        ("\\dfrac", "\\frac"),
        ("\\tfrac", "\\frac"),
        ("\\left", ""),
        ("\\right", ""),
        ("\\!", ""),
        (" ", ""),
    ):
        s = s.replace(a, b)
    return s


def first_num(s):
    x = re.search(NUM, s)
    return num(x.group(0)) if x else None


def propose(t, gold, checker):
    ms = markers(t)
    if checker == "gsm8k":
        ms = [m for m in ms if m[1] in ("hash", "boxed") or re.search(r"\d", m[2])]
    g = num(gold) if checker == "gsm8k" else None
    if ms:
        vals = []
        for _, _kind, v in ms:
            vals.append(first_num(v) if checker == "gsm8k" else v.strip().strip("$").strip())
        distinct = {str(v) for v in vals}
        last_kind = ms[-1][1]
        if len(distinct) > 1:
            return "wrong", last_kind, "several different marked answers"
        v = vals[-1]
        if checker == "gsm8k":
            if v is None:
                return "no_answer", last_kind, "marker without a number"
            return ("correct" if v == g else "wrong"), last_kind, ""
        if not v:
            return "no_answer", last_kind, "empty marker"
        a, b = norm(v), norm(gold)
        if a == b:
            return "correct", last_kind, ""
        na, nb = num(a), num(b)
        if na is not None and nb is not None:
            return ("correct" if na == nb else "wrong"), last_kind, ""
        return "REVIEW", last_kind, "latex: compare by hand"
    body = t.rstrip()
    if not body:
        return "no_answer", "none", "empty"
    if body[-1] not in ".!?)]$}":
        return "no_answer", "truncated", "cut before any stated answer (proposed)"
    sentences = [x for x in re.split(r"(?<=[.!?])\s+|\n+", body) if x.strip()]
    final = sentences[-1]
    nums = re.findall(NUM, final)
    form = (
        "bare_last_line"
        if re.fullmatch(r"\s*\$?" + NUM + r"\$?\.?\s*", final)
        else "prose_sentence"
    )
    if checker != "gsm8k":
        return "REVIEW", form, "unmarked latex: by hand"
    if not nums:
        return "REVIEW", form, "last sentence has no number"
    v = num(nums[-1])
    return ("REVIEW" if v == g else "wrong"), form, "last sentence"


if __name__ == "__main__":
    for path in sys.argv[1:]:
        for line in open(path):
            r = json.loads(line)
            checker = "math" if "math500" in path else "gsm8k"
            samples = [(r["completion"], "greedy")] + [
                (s["completion"], f"s{i}") for i, s in enumerate(r.get("samples", []))
            ]
            for text, dec in samples:
                print(
                    json.dumps(
                        dict(
                            id=r["id"],
                            dec=dec,
                            gold=r["gold"],
                            proposal=propose(text, r["gold"], checker),
                            tail=text[-200:],
                        )
                    )
                )
