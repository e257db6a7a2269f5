"""Issue 25, session 21: each rule written this session, both ways (what it must now refuse and
the right answer beside it it must keep). Earlier sessions' cases: test_session20_rules.py,
test_session19_rules.py and test_issue25_classes.py."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE = "ok", "mismatch", "parse_error"
PENCILS = "每盒有14支铅笔，27盒共有 27 × 14 = 378 支。\n卖出93支后，剩下 378 − 93 = 285 支。\n"
FROST = "Итоговая температура: 2 − 10,5 = −8,5 °C.\n"

# A check line after the answer in another language works something out; its numbers are no
# new answer. One that only calls another value right is no check.
CHECK_LINES = [
    (G, PENCILS + "答案：285\n\n验算：285 + 93 = 378 ✓，27 × 14 = 378 ✓。", "285", True, OK),
    (G, PENCILS + "答案：378\n\n验算：378 − 93 = 285 ✓。", "285", False, MIS),
    (G, "13 · 19 = 247 židlí.\nOdpověď: 247 židlí.\n\nZkouška: 247 : 13 = 19 ✓", "247", True, OK),
    (G, "57 / 75 = 0.76, כלומר 76%.\nתשובה: 76%\n\nבדיקה: 0.76 × 75 = 57 ✓", "76", True, OK),
    (G, "432 - 58 = 374 oranges are left.\n#### 374\nตรวจสอบ: 364 ถูกต้อง", "374", False, MIS),
    (G, "Custa 3 × 4 = 12.\nResposta: R$ 12.", "12", True, OK),
    (G, "Custa 3 × 4 = 12.\nResposta: R$ 13.", "12", False, MIS),
]

# Sentences of scripts without capitals, and after `。`; "so" and "but" in more languages; a
# sentence after "Answer:" of another language; reports and suppositions of other languages.
SENTENCES_ABROAD = [
    (G, PENCILS + "有同学说答案是378，但他忘了减去卖出的93支。正确答案是285。", "285", True, OK),
    (G, "这道题我不太确定。我的同学说答案是285支。", "285", False, None),
    (
        G,
        "57 / 75 = 0.76.\nחבר שלי אמר שהתשובה היא 57%, אבל זה שגוי. התשובה היא 76%.",
        "76",
        True,
        OK,
    ),
    (
        G,
        "13 × 19 = 247\n만약 20개씩이라면 260개겠지만, 실제로는 19개씩이므로 답은 247개입니다.",
        "247",
        True,
        OK,
    ),
    (G, "0,18 · 950 = 171 Kč.\nOdpověď: Sleva je 171 Kč.", "171", True, OK),
    (G, "0,18 · 950 = 171 Kč.\nOdpověď: Sleva není 171 Kč.", "171", False, None),
    (G, "9 · 1,5 = 13,5 l.\nOdpowiedź: około 14 litrów.", "14", False, None),
    (
        M,
        "Если бы синих было 8, вероятность была бы $\\boxed{\\frac{5}{13}}$. Но это не дано.",
        "\\frac{5}{13}",
        False,
        None,
    ),
    (
        M,
        "Eğer sıra önemli olmasaydı cevap $\\boxed{792}$ olurdu. Lütfen netleştirin.",
        "792",
        False,
        None,
    ),
    (
        M,
        "Gdyby było ze zwracaniem, wynosiłby $\\frac{1}{16}$; bez zwracania $\\boxed{\\frac{1}{17}}$.",
        "\\frac{1}{17}",
        True,
        OK,
    ),
    (M, "Wynik to nie $\\boxed{\\sqrt{34}}$ – pomyliłem współrzędne.", "\\sqrt{34}", False, None),
    (
        M,
        "Vous demandez : « Montrer que le sommet est $\\boxed{(3, 4)}$. » Je ne peux pas.",
        "(3, 4)",
        False,
        None,
    ),
    (
        M,
        "Ohne den Radius geht es nicht; wäre $r = 6$, so ergäbe sich $8\\pi$.",
        "8\\pi",
        False,
        None,
    ),
]

# A line after the answer line that supposes other facts or reports someone else; "so" after a
# report takes the reported value up as the model's own.
SUPPOSED_AFTER = [
    (
        G,
        "432 − 57 = 375.\nRéponse : 375 chaises.\n\nSi 75 chaises étaient vides, il y en aurait 357.",
        "375",
        True,
        OK,
    ),
    (
        G,
        "432 − 57 = 375.\nRéponse : 375 chaises.\n\nSi 75 chaises étaient vides, il y en aurait 357.",
        "357",
        False,
        None,
    ),
    (
        G,
        "2.400 − 840 = 1.560 €.\nRespuesta: 1.560 €\n\nSi hubiera gastado el 30 %, le quedarían 1.680 €.",
        "1560",
        True,
        OK,
    ),
    (
        G,
        "144 · 0,75 = 108 l.\nAntwort: 108 Liter\n\nEin häufiger Fehler: 144 – das wäre die Anzahl der Flaschen.",
        "108",
        True,
        OK,
    ),
    (
        M,
        "Hay $13$ bolas, así que $P = \\frac{5}{13}$.\nSin embargo, el profesor dijo que la respuesta es $\\frac{5}{8}$, así que: $\\boxed{\\frac{5}{8}}$",
        "\\frac{5}{13}",
        False,
        None,
    ),
    (M, "$= \\boxed{\\frac{5\\pi}{4}}$ \\quad ($\\times$ wrong)", "\\frac{5\\pi}{4}", False, None),
]

# Values joined by "and"/"or" of other languages; below and above zero; dozens and thousands.
VALUES_ABROAD = [
    (M, "<answer>$x = 3$ oppure $x = \\frac{1}{3}$</answer>", "\\frac{1}{3}, 3", True, OK),
    (M, "$\\boxed{\\frac{1}{3} \\text{ ve } 3}$", "\\frac{1}{3}, 3", True, OK),
    (M, "$\\boxed{\\frac{1}{3} \\text{ o } 2}$", "\\frac{1}{3}, 3", False, None),
    (
        G,
        "24 × 18 = 432, 432 − 57 = 375.\nLa risposta è 375 oppure 432.\n#### 375",
        "375",
        False,
        None,
    ),
    (G, "2 − 10.5 = −8.5 度。\n答案：零下8.5度。", "-8.5", True, OK),
    (G, "2 − 10.5 = −8.5 度。\n答案：零下8.5度。", "8.5", False, MIS),
    (G, "−5 + 13.5 = 8.5 度。\n答え：－８.５度", "8.5", False, MIS),
    (G, FROST + "Ответ: 8,5 градуса мороза.", "-8.5", True, OK),
    (G, FROST + "Ответ: 8,5 градуса мороза.", "8.5", False, MIS),
    (G, "−5 + 13,5 = 8,5 gradi.\nLa risposta è 8,5 gradi sopra lo zero.", "8.5", True, OK),
    (
        G,
        "24 × 18 = 432 matite, 432 − 57 = 375.\nLa risposta è 375 dozzine di matite.",
        "375",
        False,
        None,
    ),
    (G, "3 · 4 300 = 12 900 kr.\nSvar: 12,9 tusen kronor.", "12900", True, OK),
    (G, "3,5 · 4,62 = 16,17 Kč.\nOdpověď: 16,17 Kč.", "16.17", True, OK),
]

# English: a denial of another value before `####`, a format, a side problem, an example after
# the answer, `\sqrt85`, a base named twice, a completion's own Q:/A: steps, `####` loops on a line.
ENGLISH = [
    (
        G,
        "2 - 7.5 = -5.5 degrees.\nNote the answer is not 5.5 - it is below zero.\n#### -5.5",
        "-5.5",
        True,
        OK,
    ),
    (G, "#### 10\n\nNote that the answer is not 10.", "10", False, None),
    (
        G,
        "<think>\nI must put the result as <answer>283</answer> at the end.\n27 * 14 = 378",
        "283",
        False,
        None,
    ),
    (
        M,
        "A side problem first: $1 + 4 + \\dots + 58 = \\boxed{590}$. Now for the original problem, we need",
        "590",
        False,
        None,
    ),
    (
        M,
        "$\\boxed{(-2, 2)}$\n\nSimilarly, the midpoint of $(1, 1)$ and $(3, 5)$ would be $\\boxed{(2, 3)}$.",
        "(-2, 2)",
        True,
        OK,
    ),
    (M, "$\\sqrt{36 + 49} = \\boxed{\\sqrt85}$", "\\sqrt{85}", True, OK),
    (M, "$\\boxed{\\sqrt85}$", "5\\sqrt{8}", False, MIS),
    (M, "The digits are $3, 0, 3$. $\\boxed{303_7 \\text{ (base 7)}}$", "303_7", True, OK),
    (M, "The digits are $3, 0, 3$. $\\boxed{303_7 \\text{ (base 8)}}$", "303_7", False, None),
    (
        G,
        "**Q:** How many? **A:** 27 * 18 = 486.\n**Q:** How many are left? **A:** 486 - 259 = 227.\n#### 227",
        "227",
        True,
        OK,
    ),
    (G, "18*27=486 486-293=193 #### 193 #### 193 #### 193", "193", True, OK),
    (G, "18*27=486 486-293=193 #### 193 #### 139", "193", False, None),
    (G, "486 - 293 = 193.\n#### 193 ####", "193", True, OK),
    (G, "486 - 293 = 193.\nThe answer is: ####", "193", False, None),
]

# An angle in the other unit than the gold's (session 21's decision).
ANGLES = [
    (M, "$\\frac{360^\\circ}{5} = \\boxed{72^\\circ}$", "\\frac{2\\pi}{5}", False, MIS),
    (M, "$\\boxed{\\frac{2\\pi}{5}}$", "\\frac{2\\pi}{5}", True, OK),
    (M, "$\\boxed{72^\\circ}$", "72^\\circ", True, OK),
    (M, "$\\boxed{72}$", "72^\\circ", True, OK),
]

CLASSES = {
    "check_lines": CHECK_LINES, "sentences_abroad": SENTENCES_ABROAD, "values_abroad": VALUES_ABROAD,
    "english": ENGLISH, "angles": ANGLES, "supposed_after": SUPPOSED_AFTER,
}  # fmt: skip
ALL = [(name, *case) for name, cases in CLASSES.items() for case in cases]


@pytest.mark.parametrize(("cls", "checker", "completion", "gold", "correct", "reason"), ALL)
def test_session21_rule(
    cls: str, checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason, cls)
