"""Issue 25, session 32: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session31_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"
WALK = "45 × 5 = 225 min\n225 / 60 = 3.75\n"

# Hours and minutes joined by an "and" written onto the minutes (Arabic, Persian, Hebrew), or
# followed by the same time in hours in brackets; a time in minutes followed by it in hours
# and minutes; a quarter more or less before the number in Hindi and Bengali.
DURATIONS = [
    (G, WALK + "الإجابة: 3 ساعات و45 دقيقة", "3.75", True, OK),
    (G, WALK + "الإجابة: 3 ساعات و50 دقيقة", "3.75", False, MIS),
    (G, WALK + "پاسخ: ۳ ساعت و ۴۵ دقیقه", "3.75", True, OK),
    (G, WALK + "תשובה: 3 שעות ו-45 דקות", "3.75", True, OK),
    (G, WALK + "תשובה: 3 שעות ו-40 דקות", "3.75", False, MIS),
    (G, WALK + "Respuesta: 3 horas y 45 minutos (3,75 horas).", "3.75", True, OK),
    (G, WALK + "Respuesta: 3 horas y 45 minutos (3,45 horas).", "3.75", False, NONE),
    (G, WALK + "Réponse : 3 h 45 min (soit 3,75 h).", "3.75", True, OK),
    (G, "w\n答え：155分（2時間35分）", "155", True, OK),
    (G, "w\n**Odpowiedź:** Podróż trwała 155 minut (2 godz. 35 min).", "155", True, OK),
    (G, "w\n**Odpowiedź:** Podróż trwała 155 minut (2 godz. 55 min).", "155", False, None),
    (G, "w\n**Cevap:** Yolculuk 155 dakika (2 saat 35 dakika) sürmüştür.", "155", True, OK),
    (G, WALK + "उत्तर: पौने चार घंटे", "3.75", True, OK),
    (G, WALK + "উত্তর: পৌনে চার ঘণ্টা", "3.75", True, OK),
    (G, WALK + "उत्तर: सवा तीन घंटे", "3.75", False, MIS),
    (G, "w\nউত্তর: সোয়া চার ঘণ্টা", "4.25", True, OK),
    (G, "w\nউত্তর: সোয়া চার ঘণ্টা", "4", False, MIS),
]  # fmt: skip

# "Y, not X" with the negation of Greek, Hebrew, Czech, Vietnamese, Thai after the value;
# "Y instead of X" with the replaced value's currency and a clause after it; minus in Hebrew.
DENIED_AFTER = [
    (M, "w\n**Απάντηση:** Το άθροισμα είναι 420, όχι 21.", "420", True, OK),
    (M, "w\n**תשובה:** הסכום הוא 420, לא 21.", "420", True, OK),
    (M, "w\n**Odpověď:** Součet je $420$, ne $21$ (to je průměr).", "420", True, OK),
    (M, "w\n**Odpověď:** Součet je 21, ne 420.", "420", False, MIS),
    (M, "w\n**Đáp án:** $120^\\circ$ chứ không phải $60^\\circ$.", "120", True, OK),
    (M, "w\n**Đáp án:** 120 độ, không phải 60 độ.", "120", True, OK),
    (M, "w\n**Đáp án:** 21 chứ không phải 420.", "420", False, MIS),
    (M, "w\n**คำตอบ:** ผลรวมคือ 420 ไม่ใช่ 21", "420", True, OK),
    (G, "w\nAntwoord: € 37,50 in plaats van de € 37,05 die ik eerst schreef.", "37.5", True, OK),
    (G, "w\nAntwort: 37,50 € statt der 37,05 €, die ich zuerst schrieb.", "37.5", True, OK),
    (G, "w\nAntwoord: € 37,05 in plaats van de € 37,50.", "37.5", False, None),
    (G, "2 × 4 = 8\n−2 − 8 = −10\nתשובה: מינוס 10 מעלות", "-10", True, OK),
    (G, "2 × 4 = 8\n−2 − 8 = −10\nתשובה: 10 מעלות", "-10", False, MIS),
]  # fmt: skip

# Answer tags that hold a sentence of another language ending on its value (a fraction, a copula
# written onto the value), a table or a list; a percent in Portuguese words.
TAGS = [
    (M, "<answer>Η διαφορά 3/4 − 1/6 ισούται με 7/12.</answer>", "\\frac{7}{12}", True, OK),
    (M, "<answer>Η διαφορά 3/4 − 1/6 ισούται με 5/12.</answer>", "\\frac{7}{12}", False, None),
    (G, "<answer>84 наклейки делим на 6 друзей: каждому по 14 наклеек.</answer>", "14", True,
     OK),
    (G, "<answer>84 наклейки делим на 6 друзей: каждому по 13 наклеек.</answer>", "14", False,
     None),
    (G, "<answer>\n| Quantity | Value |\n|---|---|\n| Books | 43.75 |\n| Total spent ($) | 53.75 |"
        "\n</answer>", "53.75", True, OK),
    (G, "<answer>\n| Quantity | Value |\n|---|---|\n| Books | 43.75 |\n| Total spent ($) | 43.75 |"
        "\n</answer>", "53.75", False, MIS),
    (G, "<answer>\n- One way (min): 165\n- Ways: 2\n- Round trip (minutes): 330\n</answer>", "330",
     True, OK),
    (G, "<answer>\n- One way (min): 165\n- Ways: 2\n- Round trip (minutes): 330\n</answer>", "165",
     False, MIS),
    (G, "12 / 40 = 0.3\nResposta: trinta por cento.", "30", True, OK),
    (G, "12 / 40 = 0.3\nResposta: trinta por cento.", "100", False, None),
]  # fmt: skip

# Presentation: an answer inside a one-line code fence, HTML, a citation mark with its footnote,
# a table's last labelled row (not after a stated answer), an aligned display's last row.
PRESENTATION = [
    (G, "5 × 8.75 = 43.75\nSo the final answer is:\n\n```\n53.75\n```", "53.75", True, OK),
    (G, "5 × 8.75 = 43.75\nSo the final answer is:\n\n```\n43.75\n```", "53.75", False, MIS),
    (G, "<think>x</think>\n<answer>147</answer>\n\nFor reference, the expected format is:\n```\n"
        "<answer>157</answer>\n```", "157", False, MIS),
    (G, "23 × 9 = 207\n<p>Final answer: <b>179</b></p><br>", "179", True, OK),
    (G, "23 × 9 = 207\n<p>Final answer: <b>178</b></p><br>", "179", False, MIS),
    (G, "5 × 8.75 = 43.75\nThe answer is 53.75 [1].\n\n[1] All figures are from the problem.",
     "53.75", True, OK),
    (G, "Adults: 14 × 12 = 168.\nChildren: 23 × 7 = 161.\n\n| Step | Value |\n|---|---|\n"
        "| Adults (14 × 12) | 168 |\n| **Total ($)** | **329** |", "329", True, OK),
    (G, "Adults: 14 × 12 = 168.\nChildren: 23 × 7 = 161.\n\n| Step | Value |\n|---|---|\n"
        "| Adults (14 × 12) | 168 |\n| **Total ($)** | **339** |", "329", False, MIS),
    (G, "<think>x</think>\n<answer>35</answer>\n\n| group | students |\n|---|---|\n"
        "| girls | 35 |\n| total | 63 |", "35", True, OK),
    (M, "\\begin{align*}\nf(g(-2)) &= f(4) \\\\\n&= 2 \\cdot 4 + 3 \\\\\n&= 11\n\\end{align*}", "11",
     True, OK),
    (M, "\\begin{align*}\nf(g(-2)) &= f(4) \\\\\n&= 2 \\cdot 4 + 3 \\\\\n&= 11\n\\end{align*}", "4",
     False, MIS),
    (M, "\\begin{align*}\nA^{-1} &= \\begin{pmatrix} 2 & -1 \\\\ -5 & 3 \\end{pmatrix}\n"
        "\\end{align*}", "\\begin{pmatrix} 2 & -1 \\\\ -5 & 3 \\end{pmatrix}", True, OK),
]  # fmt: skip

# A closing summary that gives the value first and how it came about after it; "no solution"
# in the languages models answer in, for an empty-set gold.
SUMMARY_AND_EMPTY = [
    (G, "23 × 9 = 207\n\\boxed{179}\n\nIn summary, the farm has 178 eggs left after collecting 23 "
        "eggs a day for 9 days and using 28 of them.", "179", False, MIS),
    (G, "23 × 9 = 207\n\\boxed{179}\n\nIn summary, the farm has 179 eggs left after collecting 23 "
        "eggs a day for 9 days and using 28 of them.", "179", True, OK),
    (M, "w\n**Ответ:** нет решений.", "\\emptyset", True, OK),
    (M, "w\n**Svar:** Olikheten saknar lösning.", "\\emptyset", True, OK),
    (M, "w\n정답: 해 없음", "\\emptyset", True, OK),
    (M, "w\n**پاسخ:** نامعادله جواب ندارد.", "\\emptyset", True, OK),
    (M, "w\n**Answer:** no solution.", "\\emptyset", True, OK),
    (M, "w\n**Answer:** no solution.", "3", False, None),
    (M, "w\n**Ответ:** $x = 3$.", "\\emptyset", False, None),
]  # fmt: skip

# Real completions (rounds 66-67): the tag format cut after its answer tag, an invented turn
# written onto the text, the tags cut after a reasoning block; labelled roots with a semicolon.
REAL_CUTS = [
    (G, "<reasoning>\n16 kg x 3 = 48 kg.\n</reasoning>\n<answer>\n48\n</answer> The question asks for "
        "the total. Each bag held 16 kg, so 16 kg/bag x 3 bags = 4", "48", True, OK),
    (G, "<reasoning>\n16 kg x 3 = 48 kg.\n</reasoning>\n<answer>\n46\n</answer> The question asks for "
        "the total. Each bag held 16 kg, so 16 kg/bag x 3 bags = 4", "48", False, None),
    (G, "<reasoning>\n3 * 16 = 48\n</reasoning>\n<answer>\n48\n</answer>\n...Human: Question: "
        "what is a pointer?\nAnswer:\n\n```", "48", True, OK),
    (G, "<reasoning>\nThe cost is 1600 * $3.5 = $5,600.\n</reasoning>\n<answer", "5600", True, OK),
    (G, "<reasoning>\nThe cost is 1600 * $3.5 = $5,600.\n</reasoning>\n<answer", "14000", False,
     MIS),
    (G, "<reasoning>\nSo the refund is 1600 * $3.5 = $5600.\n</", "5600", True, OK),
    (G, "<reasoning>\nSo the refund is 1600 * $3.5 = $5600.\n</reasoning>\n<answer>\n", "5600",
     False, None),
    (M, "w\n**Відповідь:** x₁ = 3; x₂ = 4.", "3, 4", True, OK),
    (M, "w\n**Відповідь:** x₁ = 3; x₂ = 5.", "3, 4", False, MIS),
]  # fmt: skip

# English answers said in words, read whole (`rppo_check.wordedvalue`): never a part of them.
WORDS = [
    (G, "23 × 9 = 207\n#### a hundred and eighty seven", "187", True, OK),
    (G, "23 × 9 = 207\n#### a hundred and eighty seven", "178", False, MIS),
    (G, "8 - 14 = -6\nThe answer is negative six.", "-6", True, OK),
    (G, "8 - 14 = -6\nThe answer is negative six.", "6", False, MIS),
    (G, "8 - 14 = -6\n#### minus six", "-6", True, OK),
    (G, "2 * 12 + 3 = 27\nThe answer is two dozen and three.", "27", True, OK),
    (G, "2 * 12 + 3 = 27\nThe answer is two dozen and three.", "24", False, MIS),
    (G, "w\nThe total is twelve and a half dollars.", "12.5", True, OK),
    (G, "w\nThe answer is three and three-quarter hours.", "3.75", True, OK),
    (G, "w\nThe answer is three point seven five hours.", "3.75", True, OK),
    (G, "w\nThe answer is three point five seven hours.", "3.75", False, MIS),
    (G, "12 / 40 = 0.3\n0.3 × 100 = 30\nThe answer is 30 (thirty percent).", "30", True, OK),
    (G, "w\nThe answer is 30 (forty percent).", "30", False, None),
    (G, "w\nThe answer is eighteen or twenty.", "18", False, None),
    (G, "w\nThe answer is about twelve.", "12", False, None),
    (G, "w\nThe answer is one of the options.", "1", False, None),
    (M, "w\nThe answer is pi over two.", "\\frac{\\pi}{2}", True, OK),
    (M, "w\nThe answer is pi over three.", "\\frac{\\pi}{2}", False, MIS),
    (M, "w\nIt simplifies to twice the square root of three.", "2\\sqrt{3}", True, OK),
    (M, "w\nThe answer is two root three.", "2\\sqrt{3}", True, OK),
    (M, "w\nThe answer is two root two.", "2\\sqrt{3}", False, MIS),
    (M, "w\nThe answer is five eighths.", "\\frac{5}{8}", True, OK),
    (M, "w\nThe answer is eleven over four.", "\\frac{11}{4}", True, OK),
    (M, "w\nThe answer is three eighths.", "\\frac{5}{8}", False, MIS),
    (M, "w\nThe answer is two i.", "2i", True, OK),
    (M, "w\nThe answer is two i squared.", "2i", False, None),
    (M, "w\nThe limit is positive infinity.", "\\infty", True, OK),
    (M, "w\nThe limit is negative infinity.", "\\infty", False, MIS),
    (M, "w\nThe solution set is the empty set.", "\\emptyset", True, OK),
    (M, "w\nThe domain is all real numbers.", "(-\\infty, \\infty)", True, OK),
    (M, "w\n$\\boxed{\\text{negative five}}$", "-5", True, OK),
    (M, "w\n$\\boxed{\\text{negative four}}$", "-5", False, MIS),
]  # fmt: skip

# Inequalities joined by "or" of another language, a set-builder union or with its domain, and
# an option's letter named in another language.
MATH_ABROAD = [
    (M, "w\nОтвет: $x < 1$ или $x > 4$.", "(-\\infty, 1) \\cup (4, \\infty)", True, OK),
    (M, "w\nОтвет: $x < 1$ или $x > 5$.", "(-\\infty, 1) \\cup (4, \\infty)", False, MIS),
    (M, "w\nCevap: $x < 1$ veya $x > 4$", "(-\\infty, 1) \\cup (4, \\infty)", True, OK),
    (M, "w\n答：解集为 $\\{x \\mid x < 1 \\text{ 或 } x > 4\\}$。", "(-\\infty, 1) \\cup (4, \\infty)",
     True, OK),
    (M, "w\nAnswer: $\\{x \\mid x \\le -2,\\ x \\in \\mathbb{R}\\}$", "(-\\infty, -2]", True, OK),
    (M, "w\nAnswer: $\\{x \\mid x < -2,\\ x \\in \\mathbb{R}\\}$", "(-\\infty, -2]", False, MIS),
    (M, "w\nJadi, jawabannya adalah C.", "\\text{(C)}", True, OK),
    (M, "w\nJadi, jawabannya adalah B.", "\\text{(C)}", False, MIS),
    (M, "w\nしたがって、答えは (C) です。", "\\text{(C)}", True, OK),
    (M, "w\nDoğru cevap C şıkkıdır.", "\\text{(C)}", True, OK),
]  # fmt: skip

# After the answer in another language: a check that "corrects" it (the corrected answer is the
# model's last word), and a follow-up question the model sets itself and answers (not this one's).
CHECKS_AND_FOLLOW_UPS = [
    (G, "Paso 1: 3 × 48 = 144\nPaso 2: 144 ÷ 16 = 9\n\n**Respuesta:** 9\n\nVerificación: 16 × 8 = "
        "144, 144 ÷ 16 = 8. ¡Error! Respuesta corregida: 8", "9", False, None),
    (G, "Paso 1: 3 × 48 = 144\nPaso 2: 144 ÷ 16 = 9\n\n**Respuesta:** 9\n\nVerificación: 16 × 9 = "
        "144. ¡Correcto!", "9", True, OK),
    (G, "단계 1: 8 × 36 = 288\n단계 2: 288 − 49 = 239\n\n**정답: 239**\n\n검산: 8 × 36 = 298, 298 − 49 = "
        "249. 오류가 있었습니다! 수정된 답: 249", "239", False, MIS),
    (G, "Étape 1 : 8 × 36 = 288\nÉtape 2 : 288 − 49 = 239\n\n**Réponse :** 239\n\nQuestion bonus : et "
        "si c'était le triple ?\n239 × 3 = 717\nRéponse à la question bonus : 717", "239", True, OK),
    (G, "Étape 1 : 8 × 36 = 288\nÉtape 2 : 288 − 49 = 229\n\n**Réponse :** 229\n\nQuestion bonus : et "
        "si c'était le triple ?\n229 × 3 = 687\nRéponse à la question bonus : 687", "239", False, MIS),
    (G, "步骤1：x + 3x = 156\n步骤2：3 × 39 = 117\n\n**答：117**\n\n延伸问题：如果数量变为原来的三倍呢？\n"
        "117 × 3 = 351\n延伸问题的答案：351", "117", True, OK),
    # an area or a volume is a class of its own beside the length the working measured
    (G, "Perimeter = 2 × (23 + 17) = 80 meters.\nKai needs 80 square meters of fencing.", "80", False,
     MIS),
    (G, "Perimeter = 2 × (23 + 17) = 80 meters.\nKai needs 80 meters of fencing.", "80", True, OK),
    (G, "Area = 14 × 11 = 154 square feet.\nFinal Answer: 154 square yards", "154", False, MIS),
    (G, "Area = 14 × 11 = 154 square feet.\nFinal Answer: 154 sq ft", "154", True, OK),
    (G, "Area = 14 × 11 = 154 ft^2.\n#### 154 square feet", "154", True, OK),
    (G, "w\nThe answer is 70 wpm.", "70", True, OK),
    (G, "w\nThe answer is 70 wpm.", "7", False, MIS),
]  # fmt: skip

ALL = [
    *CHECKS_AND_FOLLOW_UPS,
    *DURATIONS,
    *DENIED_AFTER,
    *TAGS,
    *PRESENTATION,
    *SUMMARY_AND_EMPTY,
    *REAL_CUTS,
    *WORDS,
    *MATH_ABROAD,
]


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session32_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
