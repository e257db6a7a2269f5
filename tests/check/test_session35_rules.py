"""Issue 25, session 35: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session34_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_PROFIT = "The profit is 2800 - 1200 = 1600.\n\n"
_TILES = "It costs $540 to tile the floor.\n\n" + "**Final Answer**\n\\[\n\\boxed{540}\n\\]\n\n" * 6

# The `####` marker written inside a math span or quotes, or with its own name after the value;
# single hashes around the value; a concluding sentence after `####` that says another amount.
HASH_FORMS = [
    (G, "99 + 10 = 109\n\nTherefore, Allen's age 10 years from now is \\(#### 109\\). Answer", "109", True, OK),
    (G, "30 - 5 = 25\n\nTherefore, the final number of children is \\(#### 25\\).", "25", True, OK),
    (G, "24 + 10 = 34\n\nJonathan has a total of \\(#### 34\\) utensils remaining. Answer: 34", "34", True, OK),
    (G, "24 + 10 = 34\n\nJonathan has a total of \\(#### 35\\) utensils remaining.", "34", False, MIS),
    (G, "6 + 7 = 13 letters\n\nThe answer is '#### 13'.", "13", True, OK),
    (G, "6 + 7 = 13 letters\n\n#### 13 answer", "13", True, OK),
    (G, "6 + 7 = 13 letters\n\n**#### 13 answer**", "13", True, OK),
    (G, "6 + 7 = 13 letters\n\n#### 13 less", "13", False, None),
    (G, "35 + 70 = 105 questions\n\n**Final Answer: 105 answer**", "105", True, OK),
    (G, "Change = $15 - $11 = $4\n\nSo, Adam got $4 in change. The answer is: $4", "4", True, OK),
    (G, "Change = $15 - $11 = $4\n\nSo, Adam got $4 in change. The answer is: $5", "4", False, MIS),
    (G, "So 88 / 8 = 11 flights.\n\nThe first plane takes 11 flights to France in one day. Answer: #11#", "11", True, OK),
    (G, "So 88 / 8 = 11 flights.\n\nAnswer: #12#", "11", False, MIS),
    (G, _PROFIT + "#### 1600\n\nSo the school makes a profit of $2,800.", "1600", False, MIS),
    (G, _PROFIT + "#### 1600\n\nSo the school makes a profit of $1,600.", "1600", True, OK),
    (G, "72 - 15 = 57\nTom heeft nog 57 knikkers over.\n#### 57\nWacht, nee: hij gaf ook 4 knikkers aan zijn zus. $57 - 4 = 53$. Tom heeft nog 53 knikkers over.", "57", False, None),
    (G, "72 - 15 = 57\nTomowi zostało 57 kulek.\n#### 57\nChwila, nie: dał też 4 kulki siostrze. $57 - 4 = 53$. Tomowi zostało 53 kulek.", "57", False, MIS),
    (G, "72 - 15 = 57\nTom heeft nog 57 knikkers over.\n#### 57\nControle: 57 + 15 = 72.", "57", True, OK),
]  # fmt: skip

# A value denied and the one put in its place, with an explanation after it (digits and all); in
# math spans `\(..\)` too; a strike-out then the value with a note on the working.
NOT_BUT_EXPLAINED = [
    (G, _PROFIT + "The answer is not $2,800 but $1,600, because the $1,200 of costs must be subtracted.", "1600", True, OK),
    (G, _PROFIT + "The answer is not $1,600 but $2,800, because the $1,200 of costs must be subtracted.", "1600", False, MIS),
    (G, "180 - 97 = 83.\n\nLa respuesta no es 97 sino 83: 97 son los lápices vendidos.", "83", True, OK),
    (G, "180 - 97 = 83.\n\nLa respuesta no es 83 sino 97: 83 son los lápices vendidos.", "83", False, MIS),
    (G, "255 + 240 = 495 руб.\n\nОтвет не 240, а 495: 240 — это только груши.", "495", True, OK),
    (M, "So P = 1/3.\n\nThe answer is not \\(\\frac{1}{2}\\) but \\(\\frac{1}{3}\\): only 3 and 6 are multiples of 3.", "\\frac{1}{3}", True, OK),
    (M, "So P = 1/3.\n\nThe answer is not \\(\\frac{1}{3}\\) but \\(\\frac{1}{2}\\): only 3 and 6 are multiples of 3.", "\\frac{1}{3}", False, MIS),
    (M, "إذن \\(\\sqrt{12} = 2\\sqrt{3}\\).\n\nالجواب ليس \\(3\\sqrt{2}\\) بل \\(2\\sqrt{3}\\).", "2\\sqrt{3}", True, OK),
    (M, "So x = -1/2.\n\nLa réponse n'est pas \\(\\frac{1}{2}\\) mais \\(-\\frac{1}{2}\\).", "-\\frac{1}{2}", True, OK),
    (M, "So x = 1/2.\n\nLa réponse n'est pas \\(-\\frac{1}{2}\\) mais \\(\\frac{1}{2}\\).", "-\\frac{1}{2}", False, MIS),
    (G, _PROFIT + "**Answer:** ~~$2,800~~ $1,600 (the $2,800 is the ticket money; the profit subtracts the $1,200 of costs).", "1600", True, OK),
    (G, _PROFIT + "Answer: $1,600 (the $2,800 is the ticket money).", "1600", True, OK),
    (G, _PROFIT + "Answer: $1,600 (or $2,800 before costs).", "1600", False, None),
    (G, _PROFIT + "Answer: $2,800 (the $1,600 is the profit).", "1600", False, MIS),
]  # fmt: skip

# Negations, bounds, estimates and questions as answers: refused in every language and marker.
REFUSED_SHAPES = [
    (M, "The sum is 0.\n</think>\n\n<answer>not 0</answer>", "0", False, PARSE),
    (M, "The sum is 18.\n\nThe answer is not 18.", "18", False, PARSE),
    (M, "So it is not possible.\n\nThe answer is \\boxed{\\text{No}}.", "\\text{No}", True, OK),
    (M, "So it is not possible.\n\n<answer>No</answer>", "\\text{No}", True, OK),
    (G, "Die freien Plätze sind 352 - 289 = 63.\n\nEs sind mindestens 63 Plätze frei.", "63", False, NONE),
    (G, "Die freien Plätze sind 352 - 289 = 63.\n\nEs sind 63 Plätze frei.", "63", True, OK),
    (M, "\\[ 2^6 = 64. \\]\n\n答えは 64 以上です。", "64", False, NONE),
    (M, "\\[ 2^6 = 64. \\]\n\n以上より、答えは 64 です。", "64", True, OK),
    (M, "\\[ a_{10} = 39. \\]\n\n제10항은 39 이상입니다.", "39", False, NONE),
    (M, "\\[ \\log_2 512 = 9. \\]\n\nSonuç 9'dan büyüktür.", "9", False, NONE),
    (M, "\\[ \\log_2 512 = 9. \\]\n\nSonuç 9'dur.", "9", True, OK),
    (M, "\\[ 2^6 = 64. \\]\n\n<answer>约 64</answer>", "64", False, PARSE),
    (G, "\\[ 2^6 = 64. \\]\n\n<answer>64 以上</answer>", "64", False, PARSE),
    (M, "\\[ 2^6 = 64. \\]\n\n\\boxed{64} 以上", "64", False, PARSE),
    (M, "\\[ 2^6 = 64. \\]\n\n答えは $\\boxed{64}$ です。以上。", "64", True, OK),
    (G, "18 - 6 = 12\n</think>\n<answer>約十二個の卵</answer>", "12", False, None),
    (G, "240 / 16 = 15\n</think>\n<answer>15 minut nebo více</answer>", "15", False, None),
    (G, "240 / 16 = 15\n</think>\n<answer>15 minut</answer>", "15", True, OK),
    (G, "240 / 16 = 15\n</think>\n<answer>超过 15 分钟</answer>", "15", False, None),
    (G, "240 / 16 = 15\nĐổ đầy bể mất 15 phút trở lên. Đáp án là 15 phút trở lên.", "15", False, None),
    (M, "240 / 16 = 15\n\n\\[ \\boxed{\\text{15 分以上}} \\]", "15", False, None),
    (M, "The divisors: 1, 2, 3, 4, 6, 12.\n</think>\n<answer>約数は6個</answer>", "6", True, OK),
    (M, "So √12 = 2√3.\n</think>\n\n<answer>ما هو \\(\\sqrt{12}\\)؟</answer>", "2\\sqrt{3}", False, PARSE),
    (G, "120 - 80 = 40.\n\nSo there are 40 girls, which is not right.", "40", False, NONE),
    (G, "So 88 / 8 = 11, so 11 boxes, since 10.5 boxes is not possible.", "11", True, OK),
]  # fmt: skip

# Token-limit accidents after a finished answer: a short closing block written again and again,
# the last copy cut inside its box; a check cut while it writes a number again.
CUT_AFTER_THE_ANSWER = [
    (G, _TILES + "**Final Answer**\n\\[\n\\boxed{", "540", True, OK),
    (G, _TILES + "**Final Answer**\n\\[\n\\boxed{", "560", False, MIS),
    (G, "So they pay 49.50 dollars.\n\n**Final Answer**\n\\[\n\\boxed{49.50}\n\\]\n\nLet me verify this once more: 0.9 * 55 = 4", "49.5", True, OK),
    (M, "So the sum is $91$.\n\n**Final Answer**\n\\[\n\\boxed{91}\n\\]\n\nTo double-check the arithmetic:\n\\[\n7 \\cdot 13 = 9", "91", True, OK),
    (M, "So the answer is \\boxed{22}.\n\nLet me verify: $3 \\cdot 9 - 5 = 2", "22", True, OK),
    (M, "**Final Answer**\n\\[\n\\boxed{13}\n\\]\n\nLet me verify this once more: $7 \\cdot 11 \\cdot 13 = 1001$, the largest being 1", "13", True, OK),
    (M, "**Final Answer**\n\\[\n\\boxed{13}\n\\]\n\nWait, that is wrong. The largest is 1", "13", False, None),
    (G, "Total = 264,000 + 12,000 = 276,000\n\n4. $264,000 + $12,000 = $276,000\n5. $276,000 = $276,000\n6. $276,000 = $276,000\n7.", "276000", True, OK),
    (G, "The answer is:\n42.", "42", True, OK),
]  # fmt: skip

# Closing sentences of real long chain-of-thought (rounds 84, 85, 87).
CLOSING_SENTENCES = [
    (G, "120 - 80 = 40.\n\nTherefore, there are 40 girls in Grade 5 who are not in the girl scout.", "40", True, OK),
    (G, "120 - 80 = 40.\n\nTherefore, there are 40 girls who are not in the girl scout.", "40", True, OK),
    (G, "120 - 80 = 40.\n\nTherefore, there are not 40 girls in the girl scout.", "40", False, NONE),
    (G, "120 - 36 - 63 = 21\n21 baby watermelons were not ready for harvest after the two weeks.", "21", True, OK),
    (G, "120 - 36 - 63 = 21\n21 is not the answer.", "21", False, NONE),
    (G, "120 - 36 - 63 = 21\nSo 21 melons are not the answer.", "21", False, NONE),
    (G, "98 - 40 = 58.\n\nTherefore, Mary will remain with 58 potted plants after giving away 40.", "58", True, OK),
    (G, "Total = 880.\n\nBy following these steps, we can see that the total amount Dillon will spend is $880. This method ensures that we accurately calculate each item's cost and sum them up to find the final total.", "880", True, OK),
    (G, "Total = 880.\n\nSo Dillon will spend $880. This method is wrong, so the total is not yet known.", "880", False, None),
    (G, "4 + 12 + 6 = 22.\n\nThe first ring is 4 minutes, the second is 12 minutes, and the third is 6 minutes, which adds up to 22 minutes in total.", "22", True, OK),
    (G, "4 + 12 + 6 = 22.\n\nThe first ring is 4 minutes, the second is 12 minutes, and the third is 6 minutes, which adds up to 23 minutes in total.", "22", False, MIS),
    (G, "70 - 60 = 10.\n\nSo, Pam pays $10 more than Susan.", "10", True, OK),
    (G, "70 - 60 = 10.\n\nSo, Pam pays about $10 more than Susan.", "10", False, NONE),
    (G, "168 - 108 = 60\n\nSo, Rita pays $60 more than Sam in one year.", "60", True, OK),
    (G, "240 - 60 = 180 pages\n\nTherefore, there are 180 pages that Priya has not read yet.", "180", True, OK),
    (G, "240 - 60 = 180 pages\n\nTherefore, there are 180 pages that Priya has not read yet, which is not right.", "180", False, NONE),
    (G, "90 - 50 = 40\n\nIn conclusion, 40 girls are not members of the chess club. This step-by-step method makes sure we count only the girls.", "40", True, OK),
    (G, "90 - 50 = 40\n\nSo 40 girls are not in the club. This step-by-step method was wrong, the count is 45.", "40", False, None),
    (G, "42 + 24 = 66 km.\n\nHer average speed is 66 / 5 = 13.2 km per hour, but the question asks for the distance: she rides 66 km in total.", "66", True, OK),
    (G, "42 + 24 = 66 km.\n\nShe rides 66 km in total, but the question asks for the speed: 13.2 km per hour.", "66", False, MIS),
    (G, "450 - 315 = 135.\n\nSo Maya has saved $135 more than she needs for the bike.", "135", False, NONE),
    (G, "74.25 + 8.60 = 82.85 dollars.\n\nShe is $82.85 short.", "82.85", False, None),
    (G, "450 - 315 = 135.\n\n#### 135 short", "135", False, PARSE),
    (G, "The total cost is 36 dollars.\n\nSo, the combined cost of 6 erasers and 8 pencils is **\\$36**.", "36", True, OK),
    (G, "The total cost is 36 dollars.\n\nSo, the combined cost of 6 erasers and 8 pencils is \\$38.", "36", False, MIS),
    (G, "1250 - 200 - 700 = 350\n\nTherefore, Zaid will still have 350$ after all these expenses and donations.", "350", True, OK),
    (G, "1250 - 200 - 700 = 350\n\nTherefore, Zaid will still have 360$ after all these expenses and donations.", "350", False, MIS),
    (G, "Let the number of days be x.\nTotal number of days = 6x + 3x = 9x\nTherefore, the number of days by bus and by car = 9x.", "9", False, NONE),
    (G, "To find how many times the board is cleaned: 8 lessons * 3 cleanings per lesson = 24 cleanings.\n\nTherefore, the whiteboard is cleaned 24 times in a day.", "24", True, OK),
    (G, "3 * 8 = 24 slices. 24 - 18 = 6 slices are left.\nThe answer is 6 times.", "6", False, MIS),
    (G, "So the number of dozens is\n\n\\[ 504 \\div 12 = 42. \\]\n\nSo the farm collects 42 dozen eggs in 4 weeks.", "42", True, OK),
    (G, "So the farm collects 18 eggs a day, 504 eggs in all.\n\nSo the farm collects 42 dozen eggs in 4 weeks.", "42", False, MIS),
]  # fmt: skip

# Answers in the number words of other languages, inside a box's \text{}, a tag or after a label.
WORDS_ABROAD = [
    (G, "18 - 6 = 12\n</think>\n<answer>двенадцать яиц</answer>", "12", True, OK),
    (G, "18 - 6 = 12\n</think>\n<answer>тринадцать яиц</answer>", "12", False, MIS),
    (M, "3/4\n\n$\\boxed{\\text{drei Viertel}}$", "\\frac{3}{4}", True, OK),
    (M, "1/4\n\n$\\boxed{\\text{ein Viertel}}$", "\\frac{3}{4}", False, None),
    (M, "a_n = 3 + 4(n - 1) = 59, so n = 15.\n\n$\\boxed{\\text{le 15e terme}}$", "15", True, OK),
    (M, "a_n = 3 + 4(n - 1) = 59, so n = 15.\n\n$\\boxed{\\text{le 14e terme}}$", "15", False, MIS),
    (G, "168 - 95 = 73 cupcakes are left.\n#### 73rd", "73", False, None),
    (G, "$18 - 12 = 6$ ✓\n\nA Ana le quedan una docena de huevos.\n\n$\\boxed{\\text{una docena de huevos}}$", "12", True, OK),
    (G, "18 - 6 = 12\n\n$\\boxed{\\text{doce docenas de huevos}}$", "12", False, None),
]  # fmt: skip

ALL = (
    HASH_FORMS
    + NOT_BUT_EXPLAINED
    + REFUSED_SHAPES
    + CUT_AFTER_THE_ANSWER
    + CLOSING_SENTENCES
    + WORDS_ABROAD
)


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session35_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
