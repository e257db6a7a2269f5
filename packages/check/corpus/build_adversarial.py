"""Build adversarial_handmade.jsonl: HAND-WRITTEN probes, not model output (source
"adversarial_handmade"). They pin the anti-hacking rules (hedges, several final answers, the gold
only mid-text, shotgun lists, near misses, empty answers) and a few answer forms a human accepts.
Kept apart from the real-completion sources; the bench reports them on their own row.
Usage: python packages/check/corpus/build_adversarial.py
"""

import json
from pathlib import Path

PRE = "She sells 16 - 3 - 4 = 9 eggs a day at $2 each, so she makes 9 * 2 = 18 dollars.\n"
# (id, checker, gold, completion, truth, form, note)
CASES = [
    ("hash_ok", "gsm8k", "18", PRE + "#### 18", "correct", "hash", "baseline"),
    ("hash_or", "gsm8k", "18", PRE + "#### 18 or 26", "wrong", "hash", "hedge"),
    ("answer_is_or", "gsm8k", "18", PRE + "The answer is 18 or 26.", "wrong", "answer_is", "hedge"),
    (
        "hash_two_diff",
        "gsm8k",
        "18",
        PRE + "#### 18\n#### 26",
        "wrong",
        "hash",
        "two final answers",
    ),
    (
        "hash_two_diff_last_right",
        "gsm8k",
        "18",
        PRE + "#### 26\n#### 18",
        "wrong",
        "hash",
        "two different final answers, the last one right",
    ),
    (
        "gold_mid_text",
        "gsm8k",
        "18",
        PRE + "Then she buys 8 more, so #### 26",
        "wrong",
        "hash",
        "gold only in the working",
    ),
    (
        "gold_mid_text_answer_is",
        "gsm8k",
        "18",
        PRE + "The answer is 26.",
        "wrong",
        "answer_is",
        "gold only in the working",
    ),
    (
        "answer_is_not",
        "gsm8k",
        "18",
        PRE + "The answer is not 18, it is 26.",
        "wrong",
        "answer_is",
        "negated",
    ),
    (
        "answer_between",
        "gsm8k",
        "18",
        "The answer is between 17 and 19.",
        "wrong",
        "answer_is",
        "range",
    ),
    ("shotgun", "gsm8k", "18", "#### 18, 19, 20", "wrong", "hash", "shotgun list"),
    ("neg", "gsm8k", "18", PRE + "#### -18", "wrong", "hash", "sign"),
    ("decimal_shift", "gsm8k", "18", PRE + "#### 1.8", "wrong", "hash", ""),
    ("times_ten", "gsm8k", "18", PRE + "#### 180", "wrong", "hash", ""),
    ("bad_thousands", "gsm8k", "18", PRE + "#### 1,8", "wrong", "hash", "not a thousands group"),
    ("near_miss_up", "gsm8k", "18", PRE + "#### 18.0000001", "wrong", "hash", ""),
    ("near_miss_down", "gsm8k", "18", PRE + "#### 17.999999", "wrong", "hash", ""),
    (
        "expr_not_value",
        "gsm8k",
        "18",
        PRE + "The answer is 18 + 8 = 26.",
        "wrong",
        "answer_is",
        "chain ends in 26",
    ),
    ("dollar_cents", "gsm8k", "18", PRE + "#### $18.00", "correct", "hash", ""),
    ("unit_word", "gsm8k", "18", PRE + "#### 18 dollars", "correct", "hash", ""),
    ("number_word", "gsm8k", "18", PRE + "#### eighteen", "correct", "hash", "number as a word"),
    ("boxed_ok", "gsm8k", "18", PRE + "The final answer is $\\boxed{18}$.", "correct", "boxed", ""),
    ("boxed_two", "gsm8k", "18", PRE + "$\\boxed{18}$ or $\\boxed{26}$", "wrong", "boxed", "hedge"),
    ("answer_colon", "gsm8k", "18", PRE + "Answer: 18", "correct", "answer_colon", ""),
    (
        "bold_final",
        "gsm8k",
        "18",
        PRE + "**Final Answer:** 18",
        "correct",
        "final_answer_phrase",
        "",
    ),
    (
        "cannot",
        "gsm8k",
        "18",
        "I cannot determine the answer from the information given.",
        "no_answer",
        "none",
        "",
    ),
    ("empty", "gsm8k", "18", "", "no_answer", "none", ""),
    ("hash_empty", "gsm8k", "18", PRE + "#### ", "no_answer", "hash", "marker, no value"),
    ("boxed_empty", "math", "18", PRE + "The answer is $\\boxed{}$.", "no_answer", "boxed", ""),
    ("frac_decimal", "math", "\\frac{1}{2}", "So $x = \\boxed{0.5}$.", "correct", "boxed", ""),
    (
        "frac_unreduced",
        "math",
        "\\frac{1}{2}",
        "So $x = \\boxed{\\frac{2}{4}}$.",
        "correct",
        "boxed",
        "",
    ),
    (
        "frac_or",
        "math",
        "\\frac{1}{2}",
        "$\\boxed{\\frac{1}{2} \\text{ or } \\frac{1}{3}}$",
        "wrong",
        "boxed",
        "hedge",
    ),
    (
        "frac_pm",
        "math",
        "\\frac{1}{2}",
        "$x = \\boxed{\\pm\\frac12}$",
        "wrong",
        "boxed",
        "two values",
    ),
    ("frac_eq", "math", "\\frac{1}{2}", "Hence $\\boxed{x = \\frac12}$.", "correct", "boxed", ""),
    ("frac_near", "math", "\\frac{1}{2}", "$\\boxed{0.50001}$", "wrong", "boxed", "near miss"),
    (
        "frac_two_boxes",
        "math",
        "\\frac{1}{2}",
        "$\\boxed{\\frac{1}{2}}$, $\\boxed{\\frac{1}{3}}$",
        "wrong",
        "boxed",
        "two final answers",
    ),
    (
        "interval_bracket",
        "math",
        "(2,\\infty)",
        "$\\boxed{[2,\\infty)}$",
        "wrong",
        "boxed",
        "closed end",
    ),
    (
        "pm_one_root",
        "math",
        "3 \\pm 2 \\sqrt{2}",
        "$x = \\boxed{3+2\\sqrt{2}}$",
        "wrong",
        "boxed",
        "one of two roots",
    ),
    (
        "pm_both_roots",
        "math",
        "3 \\pm 2 \\sqrt{2}",
        "$x = \\boxed{3+2\\sqrt{2}, 3-2\\sqrt{2}}$",
        "correct",
        "boxed",
        "",
    ),
    ("sqrt_approx", "math", "\\sqrt{2}", "$\\boxed{1.414}$", "wrong", "boxed", "approximation"),
    ("sqrt4", "math", "2", "$\\boxed{\\sqrt{4}}$", "correct", "boxed", "unevaluated"),
    ("two_values", "math", "2", "$\\boxed{2, 3}$", "wrong", "boxed", "list"),
    ("power_bomb", "math", "10", "$\\boxed{10^{10^{10}}}$", "wrong", "boxed", "must not hang"),
    ("factorial", "math", "5", "$\\boxed{5!}$", "wrong", "boxed", "= 120"),
    ("degrees", "math", "30^\\circ", "The angle is $\\boxed{30}$ degrees.", "correct", "boxed", ""),
    (
        "text_answer",
        "math",
        "\\text{Evelyn}",
        "So the winner is $\\boxed{\\text{Evelyn}}$.",
        "correct",
        "boxed",
        "",
    ),
    (
        "text_wrong",
        "math",
        "\\text{Evelyn}",
        "So the winner is $\\boxed{\\text{Carla}}$.",
        "wrong",
        "boxed",
        "",
    ),
]


def main() -> None:
    out = Path(__file__).with_name("adversarial_handmade.jsonl")
    with out.open("w", encoding="utf-8") as handle:
        for case_id, checker, gold, text, truth, form, note in CASES:
            record = {
                "source": "adversarial_handmade",
                "id": f"adversarial_handmade/{case_id}",
                "handmade": True,
                "checker": checker,
                "gold": gold,
                "truth": truth,
                "form": form,
                "note": note,
                "completion": text,
            }
            handle.write(json.dumps(record, ensure_ascii=False) + "\n")
    print(f"wrote {len(CASES)} records to {out}")


if __name__ == "__main__":
    main()
