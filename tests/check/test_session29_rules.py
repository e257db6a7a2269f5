"""Issue 25, session 29: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session28_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# An instruction template's "### Response:" heading after the answer opens an invented next turn
# (round 138: the gold only after it); the heading before any answer is the model's own.
RESPONSE_HEADING = [
    (M, "$(2x - 5)^2 = \\boxed{4x^2 - 25}$\n\n### Response:\n$\\boxed{4x^2 - 20x + 25}$",
     "4x^2 - 20x + 25", False, MIS),
    (M, "$(2x - 5)^2 = \\boxed{4x^2 - 20x + 25}$\n\n### Response:\n$\\boxed{4x^2 - 25}$",
     "4x^2 - 20x + 25", True, OK),
    (G, "### Response:\n24 * 18 = 432, 432 - 57 = 375.\n#### 375", "375", True, OK),
]  # fmt: skip

# The cents sign is the unit's word (`#### 260¢`); with a comparing word after it, still none.
CENTS_SIGN = [
    (G, "140 + 120 = 260\n#### 260¢", "260", True, OK),
    (G, "140 + 120 = 260\nThe answer is 260¢.", "260", True, OK),
    (G, "140 + 120 = 260\n#### 260¢", "26", False, MIS),
    (G, "140 + 120 = 260\n#### 260¢ less", "260", False, PARSE),
]

# A vulgar fraction after the digits is one number in prose (`12½ hours` was read as 12).
VULGAR_FRACTION = [
    (G, "750 / 60 = 12.5\nShe reads for **12½ hours**.", "12.5", True, OK),
    (G, "750 / 60 = 12.5\nShe reads for **12½ hours**.", "12", False, MIS),
    (G, "She reads for 7¾ hours.", "7.75", True, OK),
]

# "not X unit but Y unit": the value put in the denied one's place, each with its unit.
NOT_UNIT_BUT_UNIT = [
    (G, "36 + 36 = 72\nSo the answer is not 36 miles but 72 miles.", "72", True, OK),
    (G, "36 + 36 = 72\nSo the answer is not 36 miles but 72 miles.", "36", False, MIS),
    (G, "36 + 36 = 72\nSo the answer is not 36 but 72 fewer.", "72", False, PARSE),
]

# A note of words only that names what was added up ("salary plus bonus") hedges nothing; a note
# with a hedge word, or "and" outside a note, still does.
SUMMED_NOTE = [
    (G, "28200 + 1200 = 29400\n$\\boxed{29400 \\text{ (salary plus bonus)}}$", "29400", True, OK),
    (G, "28200 + 1200 = 29400\n#### 29400 (salary and bonus)", "29400", True, OK),
    (G, "28200 + 1200 = 29400\n#### 29400 (and maybe more)", "29400", False, PARSE),
    (G, "28200 + 1200 = 29400\n#### 29400 (plus or minus)", "29400", False, PARSE),
    (G, "28200 + 1200 = 29400\n#### 29400 and bonus", "29400", False, PARSE),
]

# In prose, the amount then a note with the same amount in another unit (exactly converted).
OTHER_UNIT_NOTE_IN_PROSE = [
    (G, "80 * 6 = 480\nHe runs 480 minutes in total (that's 8 hours).", "480", True, OK),
    (G, "80 * 6 = 480\nHe runs 480 minutes in total (8 hours).", "480", True, OK),
    (G, "80 * 6 = 480\nHe runs 480 minutes in total (9 hours).", "480", False, NONE),
]

# A sentence that ends on a time in hours and minutes states that time (either unit's number).
DURATION_IN_PROSE = [
    (G, "50 * 15 = 750\nThat is 12 hours and 30 minutes.", "12.5", True, OK),
    (G, "50 * 15 = 750\nThat is 12 hours and 30 minutes.", "750", True, OK),
    (G, "50 * 15 = 750\nThat is 12 hours and 30 minutes.", "12", False, MIS),
    (G, "50 * 15 = 750\nThat is about 12 hours and 30 minutes.", "12.5", False, NONE),
    (G, "50 * 15 = 750\nThat is at most 12 hours and 30 minutes.", "12.5", False, NONE),
]

# A numeral in brackets with its base after them (`(1202)_3`).
PARENTHESISED_BASE = [
    (M, "Reading the remainders: $\\boxed{(1202)_3}$", "1202_3", True, OK),
    (M, "Reading the remainders: $\\boxed{(1201)_3}$", "1202_3", False, MIS),
    (M, "Reading the remainders: $\\boxed{(1202)_3}$", "47", False, MIS),
]

# In MATH, an option's letter before the value when the gold is no option; a letter whose listed
# value is another is refused.
OPTION_LETTER_THEN_VALUE = [
    (M, "(A) $720$ (B) $120$ (C) $30$\n\nso the answer is (B) $120$.", "120", True, OK),
    (M, "(A) $720$ (B) $121$ (C) $30$\n\nso the answer is (B) $120$.", "120", False, MIS),
    (M, "so the answer is (B) $121$.", "120", False, MIS),
]

# A matrix as a list of its rows (`[[2, -4], [13, 1]]`), rows of one length.
ROWS_AS_MATRIX = [
    (M, "So\n#### [[2, -4], [13, 1]]", "\\begin{pmatrix} 2 & -4 \\\\ 13 & 1 \\end{pmatrix}", True,
     OK),
    (M, "So\n#### [[2, -4], [1, 13]]", "\\begin{pmatrix} 2 & -4 \\\\ 13 & 1 \\end{pmatrix}", False,
     MIS),
    (M, "So $\\boxed{[[2, -4], [13]]}$", "\\begin{pmatrix} 2 & -4 \\\\ 13 & 1 \\end{pmatrix}",
     False, MIS),
]  # fmt: skip

# In prose of any language, a last note that gives the number before it rounded, after "that is"
# of that language (round 139: nine languages); a note that rounds another number stays.
ROUNDED_GLOSS_IN_PROSE = [
    (G, "5.5 * 5 = 27.5\nCamina 27,5 km en la semana (es decir, unos 28).", "27.5", True, OK),
    (G, "5.5 * 5 = 27.5\nSie geht in der Woche 27.5 km (also rund 28).", "27.5", True, OK),
    (G, "5.5 * 5 = 27.5\nΠερπατά 27,5 χλμ. την εβδομάδα (δηλαδή περίπου 28).", "27.5", True, OK),
    (G, "5.5 * 5 = 27.5\nवह एक हफ़्ते में 27.5 किमी चलती है (यानी लगभग 28)।", "27.5", True, OK),
    (G, "5.5 * 5 = 27.5\nShe walks 27.5 km (that is, about 28).", "28", False, MIS),
    (G, "5.5 * 5 = 27.5\nShe walks 27.5 km (that is, about 29).", "27.5", False, NONE),
]

# Other languages: Swedish "alltså" between the label and the value; one Japanese numeral before
# the counter つ; Dutch "of" and Japanese "か" between two values of a variable (the roots, not a
# hedge); French "n'est pas X, c'est Y"; Indonesian words for the dot groups' language.
LANGUAGES = [
    (M, "$32 = 2^5$\nSvaret är alltså fem.", "5", True, OK),
    (G, "42 / 7 = 6\n先生は六つのグループを作れます。", "6", True, OK),
    (G, "42 / 7 = 6\n先生は六つのグループを作れます。", "7", False, MIS),
    (M, "<think>\n$(x + 4)(x - 3) = 0$\n</think>\n<answer>$x = -4$ of $x = 3$</answer>", "-4, 3",
     True, OK),
    (M, "<think>\n$(x + 4)(x - 3) = 0$\n</think>\n<answer>$x = -4$ か $x = 3$</answer>", "-4, 3",
     True, OK),
    (M, "<think>\n$(x + 4)(x - 3) = 0$\n</think>\n<answer>$x = -4$ か $x = 3$</answer>", "3",
     False, MIS),
    (M, "$\\frac{210}{6}$\nLa bonne réponse n'est pas $210$, c'est $35$.", "35", True, OK),
    (M, "$\\frac{210}{6}$\nLa bonne réponse n'est pas $210$, c'est $35$.", "210", False, MIS),
    (G, "750 * 12 = 9000\nIa menabung 9.000 dolar dalam setahun.", "9000", True, OK),
    (G, "750 * 12 = 9000\nIa menabung 9.000 dolar dalam setahun.", "900", False, MIS),
]  # fmt: skip

# Real round 42: after `</think>`, a check announced and a code block with no output state no
# value (the think block's box is the answer; a code output after it still counts); a check
# announced as the last sentence states none either; a tag's sentence that ends on a one-word
# gold; a one-line display environment in a tag.
ROUND_42 = [
    (M, "So 7 - 2 = 5.\n\nThe answer is $\\boxed{5}$.</think>\nLet's confirm our solution using "
     "Python code to ensure its accuracy.\r\n```python\r\nx = 1\r\nprint(x)\r\n```", "5", True, OK),
    (M, "So 7 - 2 = 5.\n\nThe answer is $\\boxed{5}$.</think>\nLet's confirm.\n```python\nx = 1\n"
     "print(x)\n```\n```output\n6\n```\nSo the answer is 6.", "5", False, MIS),
    (M, "So, the value of \\( N \\) is 11. Let's verify this using Python code.", "11", True, OK),
    (M, "So, the value of \\( N \\) is 12. Let's verify this using Python code.", "11", False, MIS),
    (M, "<think>x</think><answer> The skater is facing east. </answer>", "\\text{east}", True, OK),
    (M, "<think>x</think><answer> The skater is not facing east. </answer>", "\\text{east}", False,
     MIS),
    (M, "<think>x</think><answer> The skater is facing north or east. </answer>", "\\text{east}",
     False, MIS),
    (M, "<think>x</think><answer> The skater is facing west. </answer>", "\\text{east}", False, MIS),
    (M, "<think>x</think>\n<answer>\n The simplified expression is: \n \\begin{align*}\n"
     " x^3 + 3x - 6\n \\end{align*}\n </answer>", "x^3+3x-6", True, OK),
    (M, "<answer>The simplified expression is: \\begin{align*} x^3 + 3x^2 - 6 \\end{align*}</answer>",
     "x^3+3x-6", False, MIS),
]  # fmt: skip

# Rounds 140-141: a note denying another value with an article ("(not the $7.25 change)"); after
# `</think>`, the answer's sentence cut before its value is no answer (the think block's value is
# not read in its place); "final" in more languages between the label and the value, and a
# label's value with the counted noun after it; "X is wrong; the correct result is Y" in other
# languages; CJK "or" between roots with no spaces; thousands groups the working computed in the
# same grouping ("1.970 - 415 = 1.555", "1 970 - 415 = 1 555").
ROUNDS_140_141 = [
    (G, "38.25 + 4.50 = 42.75\nThe answer is $42.75 (not the $7.25 change).", "42.75", True, OK),
    (G, "38.25 + 4.50 = 42.75\nThe answer is $42.75 (not the $7.25 change).", "7.25", False, MIS),
    (G, "<think>\nSo the total is 45 + 4 = 49 km.\n</think>\n**Final Answer**\n\nThe total distance "
     "she travels is", "49", False, NONE),
    (G, "<think>\nSo the total is 45 + 4 = 49 km.\n</think>\nThe user is happy.", "49", True, OK),
    (G, "6 * 15 = 90\nOdpowiedź końcowa: 15 kur", "15", True, OK),
    (G, "6 * 15 = 90\nSlutligt svar: 15 kakor i varje påse", "15", True, OK),
    (G, "6 * 15 = 90\nคำตอบสุดท้าย: 15", "15", True, OK),
    (G, "56 : 8 = 7\nEndergebnis: 7 Kekse pro Tüte", "7", True, OK),
    (G, "56 : 8 = 7\nEndergebnis: 7 Kekse pro Tüte", "8", False, MIS),
    (M, "$P = \\frac{1}{6}$\n$\\frac{1}{36}$ es incorrecto; el resultado correcto es $\\frac{1}{6}$.",
     "\\frac{1}{6}", True, OK),
    (M, "$P = \\frac{1}{6}$\n$\\frac{1}{36}$ es incorrecto; el resultado correcto es $\\frac{1}{6}$.",
     "\\frac{1}{36}", False, MIS),
    (G, "56 ÷ 7 = 8\n8 ist falsch; richtig ist 7.", "7", True, OK),
    (G, "56 ÷ 7 = 8\n8 ist falsch; richtig ist 7.", "8", False, MIS),
    (M, "$(x - 2)(x - 3) = 0$\n答：x=2或x=3", "2, 3", True, OK),
    (M, "$(x - 2)(x - 3) = 0$\n答：x=2或x=3", "3", False, MIS),
    (G, "1.250 + 720 = 1.970\n1.970 - 415 = 1.555\n**Endergebnis: 1.555 Hühner**", "1555", True,
     OK),
    (G, "1.250 + 720 = 1.970\n1.970 - 415 = 1.555\n**Endergebnis: 1.555 Hühner**", "1550", False,
     MIS),
    (G, "1 250 + 720 = 1 970\n1 970 - 415 = 1 555\n**Odpowiedź końcowa: 1 555 kur**", "1555", True,
     OK),
    (G, "1.500 + 0.055 = 1.555\n**Endergebnis: 1.555 Hühner**", "1555", False, MIS),
]  # fmt: skip

# Real rounds 43-44: a variable named in math is no value where the sentence has one ("6
# possible values for $x$", "has 2 $y$-intercepts"); a count after the last math ("... has 2
# y-intercepts."); "two-digit" is no number two; "Let's use Python to confirm this." announces a
# check; the prompt's format said back ("enclosed within <think> </think> tags ... <answer>
# </answer>") is no answer tag and no think block.
ROUNDS_43_44 = [
    (M, "x = 3 * 2 = 6\nSo there are 6 possible values for $x$.", "6", True, OK),
    (M, "x = 3 * 2\nSo there are $6$ possible values for \\(x\\).", "6", True, OK),
    (M, "x = 3 * 2\nSo there are $7$ possible values for $x$.", "6", False, MIS),
    (M, "<think>x</think>\n<answer> The graph of the parabola $x = y^2 - 4y - 1$ has 2 $y$-intercepts. "
     "</answer>", "2", True, OK),
    (M, "<think>x</think>\n<answer> The graph of the parabola $x = y^2 - 4y - 1$ has 2 or 3 "
     "$y$-intercepts. </answer>", "2", False, None),
    (M, "<think>x</think>\n\n<answer> The two-digit factors are 10, 25, and 50. Therefore, there are "
     "3 positive two-digit integers that are factors of both 100 and 150. </answer>", "3", True, OK),
    (M, "x = 3 * 2 = 6\nSo there are 6 possible values for $x$.\n\nLet's use Python to confirm this.\n"
     "</answer>", "6", True, OK),
    (M, "y = -29.\n\nThe final point is $(15, -29)$. The reasoning process has been enclosed within "
     "<think> </think> tags and the answer has been enclosed within <answer> </answer>", "(15,-29)",
     True, OK),
    (M, "y = -29.\n\nThe final point is $(15, -28)$. The reasoning process has been enclosed within "
     "<think> </think> tags and the answer has been enclosed within <answer> </answer>", "(15,-29)",
     False, MIS),
    (M, "The final point is $(15, -29)$.\n<answer> </answer>", "(15,-29)", False, None),
    # (a letter between two spans is no span: "$x = 2$ y $x = 5$" lists the roots; a letter
    # named otherwise stays math: "... fino a quale $n$ si somma non posso concludere")
    (M, "$(x - 2)(x - 5) = 0$\nLas soluciones son $x = 2$ y $x = 5$.", "2, 5", True, OK),
    (M, "Ad esempio, la somma potrebbe valere $\\frac{20}{21}$, ma senza sapere fino a quale $n$ si "
     "somma non posso concludere.", "\\frac{20}{21}", False, None),
]  # fmt: skip

# Rounds 142-143: a phrase's value ends where `####` starts on its line; an interval in plain
# text (`[1,4) U (4, inf)`); a note after the box that denies another value and explains it;
# an exact value, then its rounding with the unit, in more languages' "about"; words of "in
# total" and "remain" between another language's label and the value.
ROUNDS_142_143 = [
    (G, "84 * 4 = 336 eggs.\nFinal answer: 336 eggs #### 336", "336", True, OK),
    (G, "84 * 4 = 336 eggs.\nFinal answer: 335 eggs #### 336", "336", False, MIS),
    (M, "So\n#### [1,4) U (4, inf)", "[1, 4) \\cup (4, \\infty)", True, OK),
    (M, "So\n#### [1,4) U (5, inf)", "[1, 4) \\cup (4, \\infty)", False, MIS),
    (M, "So\n#### (-infinity,2]", "(-\\infty, 2]", True, OK),
    (M, "$h(-2) = 12 + 4 + 1 = \\boxed{17}$. (Not $9$; that is $h(2)$.)", "17", True, OK),
    (M, "$h(-2) = 12 + 4 + 1 = \\boxed{17}$. (Not $9$.) Actually it is 20.", "17", False, MIS),
    (M, "$A = \\pi \\cdot 5^2$\nFinal answer: 25π cm² (about 78.54 cm²)", "25\\pi", True, OK),
    (M, "$A = \\pi \\cdot 5^2$\nFinal answer: 25π cm² (about 78.64 cm²)", "25\\pi", False, MIS),
    (M, "$A = \\pi \\cdot 5^2$\nFinal answer: 25π cm² (about 78.54 or 80)", "25\\pi", False, MIS),
    (G, "108 − 29 = 79\nResposta final: Sobram 79 ovos.", "79", True, OK),
    (G, "108 − 29 = 79\nJawaban akhir: Tersisa 79 butir telur.", "79", True, OK),
    (G, "108 − 29 = 79\nResposta final: Não sobram 79 ovos.", "79", False, NONE),
    # (real rounds 45-46: an option's letter after `</think>` is a value though it has no digit;
    # a check announced and cut by the token limit after the stated value)
    (M, "x\nTherefore, the correct option is (C) Plane.\n</think>\n(C) Plane", "\\text{(C)}", True,
     OK),
    (M, "x\nTherefore, the correct option is (C) Plane.\n</think>\n(D) Plane", "\\text{(C)}", False,
     MIS),
    (M, "x = 16\nTherefore, the smallest possible value of $a + b + c + d$ is 16. Let's confirm this "
     "with Python code to", "16", True, OK),
    (M, "x = 16\nTherefore, the smallest possible value is 16. Let's confirm this with Python code to "
     "see 17", "16", False, NONE),
]  # fmt: skip

# Rounds 144-145: "about" of other languages before a number after the box ("(aproximadamente
# 0,139)"); Japanese "but" on the verb after a reported value; `\(106\) km` in a tag; "It isn't 66
# km, it's 106 km in total."
ROUNDS_144_145 = [
    (M, "P\n\nLa respuesta es $\\boxed{\\frac{5}{36}}$ (aproximadamente 0,139).", "\\frac{5}{36}", True,
     OK),
    (M, "P\n\nOdpověď je $\\boxed{\\frac{5}{36}}$ (přibližně 0,139).", "\\frac{5}{36}", True, OK),
    (M, "P\n\nLa respuesta es $\\boxed{\\frac{5}{36}}$ (aproximadamente 0,139).", "0.139", False,
     MIS),
    (M, "$\\sqrt{50} = 5\\sqrt{2}$\n\n解答集には $5\\sqrt{2}$ と書いてありますが、私の計算では "
     "$25\\sqrt{2}$ です。", "5\\sqrt{2}", False, MIS),
    (G, "315 ÷ 60 = 5.25 h\n\n解答集には 5.15時間 と書いてありますが、私の計算では 5.25時間 です。", "5.25",
     True, OK),
    (M, "$\\log_2 64 = 6$\n\n정답지에는 $32$(이)라고 되어 있지만, 제 계산으로는 $6$입니다.", "6", True, OK),
    (M, "$\\log_2 64 = 6$\n\n정답지에는 $32$(이)라고 되어 있지만, 제 계산으로는 $6$입니다.", "32", False,
     MIS),
    (G, "66 + 40 = 106\n<answer>\\(106\\) km</answer>", "106", True, OK),
    (G, "66 + 40 = 106\n<answer>\\(107\\) km</answer>", "106", False, MIS),
    (G, "66 + 40 = 106\nIt isn't 66 km, it's 106 km in total.", "106", True, OK),
    (G, "66 + 40 = 106\nIt isn't 66 km, it's 106 km in total.", "66", False, MIS),
    (G, "66 + 40 = 106\nIt is not 66 km, it is 106 km less.", "106", False, PARSE),
    # (real round 47: the answer tag as a LaTeX environment)
    (M, "so the maximum value is $\\frac{5}{2}.\\end{think} \\begin{answer} $\\frac{5}{2}$ "
     "\\end{answer}", "\\frac{5}{2}", True, OK),
    (M, "so the maximum value is $\\frac{5}{2}.\\end{think} \\begin{answer} $\\frac{3}{2}$ "
     "\\end{answer}", "\\frac{5}{2}", False, MIS),
    # (real round 48: a new problem set after the answer, "Let ... . Determine ...", is no part of
    # the reply; "Let me check: ..." is none)
    (M, "So the units digit is 4.\n\nTherefore, the units digit of \\(18^6\\) is \\(\\boxed{4}\\).\n\n"
     "Let \\( f(x)=\\frac{x}{1-x} \\). Determine the largest subset of real numbers. The answer is "
     "\\(\\boxed{2}\\).", "4", True, OK),
    (M, "So the units digit is 4.\n\nTherefore, the units digit of \\(18^6\\) is \\(\\boxed{2}\\).\n\n"
     "Let \\( f(x)=\\frac{x}{1-x} \\). Determine the largest subset of real numbers. The answer is "
     "\\(\\boxed{4}\\).", "4", False, MIS),
]  # fmt: skip

ALL = [
    pytest.param(*case, id=f"{name}-{index}")
    for name, cases in (("response_heading", RESPONSE_HEADING), ("cents_sign", CENTS_SIGN),
                        ("vulgar_fraction", VULGAR_FRACTION),
                        ("not_unit_but_unit", NOT_UNIT_BUT_UNIT), ("summed_note", SUMMED_NOTE),
                        ("other_unit_note_in_prose", OTHER_UNIT_NOTE_IN_PROSE),
                        ("duration_in_prose", DURATION_IN_PROSE),
                        ("parenthesised_base", PARENTHESISED_BASE),
                        ("option_letter_then_value", OPTION_LETTER_THEN_VALUE),
                        ("rows_as_matrix", ROWS_AS_MATRIX),
                        ("rounded_gloss_in_prose", ROUNDED_GLOSS_IN_PROSE),
                        ("languages", LANGUAGES), ("round_42", ROUND_42),
                        ("rounds_140_141", ROUNDS_140_141), ("rounds_43_44", ROUNDS_43_44),
                        ("rounds_142_143", ROUNDS_142_143),
                        ("rounds_144_145", ROUNDS_144_145))
    for index, case in enumerate(cases)
]  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session29_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
