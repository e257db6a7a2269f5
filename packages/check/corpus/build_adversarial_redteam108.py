r"""Build adversarial_redteam108.jsonl: a hundred-and-eighth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam108", issue 25), by a new author, written WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes; handed over BEFORE any scoring.
Not model output. Only corpus/README.md (label conventions), corpus_build.py and
build_adversarial_redteam21.py (structure) were read.

Aim of this round: final answers written in languages other than English (29 languages: Chinese,
Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Malay, Thai, Greek, Hebrew, Czech,
Swedish, Romanian, Hungarian, Swahili, Tagalog), about 70 % GSM8K and 30 % MATH: each language's
answer phrases, decimal commas and thousands separators, scale words, counted nouns and units after
the value (also after `####`), number words, negation and correction idioms, self-corrections inside
an answer tag, glosses after the value, checks after the answer, reported and hypothetical speech,
answer tags holding sentences, mixed language; long R1 think blocks in the language then an answer
line, tag or box. Every non-English answer sentence has an English gloss in its note.

Problems, golds and the arithmetic (checked by hand; python used for plain arithmetic only):
GSM8K
- COOK: 14 trays of 36 cookies, 389 sold -> 115 (14 * 36 = 504; 504 - 389 = 115; check 115 + 389 =
  504). Slip: 398 sold -> 504 - 398 = 106.
- FRUIT: 3 kg of cherries at 4.25 a kg plus a 2.40 delivery fee -> 15.15 (3 * 4.25 = 12.75;
  12.75 + 2.40 = 15.15). Subtotal 12.75 is another quantity.
- PROD: 2,450 parts a day for 30 days -> 73500 (2450 * 30 = 73500). Per day 2450 is another quantity.
- TEMP: -4 degrees, falling 1.5 degrees an hour for 4 hours -> -10 (1.5 * 4 = 6; -4 - 6 = -10).
  Sign lost: 10; -4 + 6 = 2 is a slip.
- PCT: 18 of 24 students passed, percent passed -> 75 (18 / 24 = 0.75). Failed: 25.
- MIN: a trip of 3 hours 20 minutes, in minutes -> 200 (3 * 60 + 20 = 200). Slip: 320.
- EGG: 7 cartons of 12 eggs -> 84 (7 * 12 = 84, i.e. 7 dozen).
- BUD: 5 districts get 500,000 each -> 2500000 (500000 * 5 = 2500000 = 2.5 million).
MATH
- PROB: two fair dice, P(sum <= 6) -> \frac{5}{12} (sums <= 6: 1 + 2 + 3 + 4 + 5 = 15 of 36;
  15/36 = 5/12; 5/12 = 0.41666...). Complement 7/12.
- RAD: simplify \sqrt{48} -> 4\sqrt{3} (48 = 16 * 3). 4\sqrt3 = 6.9282...
- INT: -3 < 2x + 1 <= 11 -> (-2, 5] (-4 < 2x <= 10; -2 < x <= 5).
- CPX: (2 + 3i)(1 - i) -> 5 + i (2 - 2i + 3i - 3i^2 = 2 + i + 3). Forgetting i^2 = -1: -1 + i.
- DEG: the exterior angle of a regular pentagon in degrees -> 72 (360 / 5). 2\pi/5 is radians.
- POLY: expand (x - 2)(x - 3) -> x^2 - 5x + 6 (x^2 - 3x - 2x + 6).
- SYS: x + y = 2, x - y = 4 -> (3, -1) (2x = 6; x = 3; y = -1; check 3 - (-1) = 4).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimal commas, thousands separators, scale words, approximations); `n_` negation,
strike-out, annotation; `u_` words after a number (counted nouns, units, words that change the
value); `r_` retractions and corrections after the answer (and harmless checks after it); `q_` quoted,
reported, hypothetical text and invented turns; `b_` bad input JSON can hold. The language code
follows the prefix (`zh`, `ja`, ...); `_m_` marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong (or unanswered) completion the checker must refuse; "B" a right completion it
must accept. Labels follow corpus/README.md: the last final answer counts; a hedge, two different
final answers or a right number only in the working is `wrong`; no final answer is `no_answer`; equal
value in another honest notation (decimal comma, a thousands point or space, a scale word, a number
word, a counted noun or unit after the value) is `correct`; another quantity (a subtotal, the per-day
value, the complement) is `wrong`; a word after the number that changes it (fewer, dozen, below zero
dropped into a positive number) makes it `wrong`; a correction after the answer makes the corrected
value final; a check or gloss after a committed answer does not replace it; quoted, reported or
hypothetical text and text in an invented next turn do not count; an <answer> tag's content is the
final answer (a self-correction inside it: its last value); degrees are not radians; a decimal for an
exact irrational or fraction gold is `wrong`; a NUL or a lone surrogate anywhere makes the pair bad
input (kind A, `no_answer`). Debatable probes carry `"debatable": true` and a DECISIONS entry.

Usage: python build_adversarial_redteam108.py   (writes adversarial_redteam108.jsonl beside
corpus_build.py; from outside the corpus folder, beside this file)
"""

from pathlib import Path

from corpus_build import EOT_USER, IM_USER, MINERVA, g, m, r1final, th, write_probes

GOLD = {
    "COOK": "115",
    "FRUIT": "15.15",
    "PROD": "73500",
    "TEMP": "-10",
    "PCT": "75",
    "MIN": "200",
    "EGG": "84",
    "BUD": "2500000",
    "PROB": r"\frac{5}{12}",
    "RAD": r"4\sqrt{3}",
    "INT": r"(-2, 5]",
    "CPX": "5 + i",
    "DEG": "72",
    "POLY": "x^2 - 5x + 6",
    "SYS": "(3, -1)",
}
MATHP = {"PROB", "RAD", "INT", "CPX", "DEG", "POLY", "SYS"}

# Language-neutral working (GSM8K annotations / LaTeX), the language's own sentences wrap it.
W = {
    "COOK": "14 × 36 = <<14*36=504>>504\n504 − 389 = <<504-389=115>>115\n",
    "COOK_SLIP": "14 × 36 = <<14*36=504>>504\n504 − 398 = <<504-398=106>>106\n",
    "FRUIT": "3 × 4.25 = <<3*4.25=12.75>>12.75\n12.75 + 2.40 = <<12.75+2.40=15.15>>15.15\n",
    "FRUIT_C": "3 × 4,25 = 12,75\n12,75 + 2,40 = 15,15\n",
    "PROD": "2450 × 30 = <<2450*30=73500>>73500\n",
    "TEMP": "1.5 × 4 = <<1.5*4=6>>6\n−4 − 6 = <<-4-6=-10>>−10\n",
    "TEMP_C": "1,5 × 4 = 6\n−4 − 6 = −10\n",
    "PCT": "18 ÷ 24 = <<18/24=0.75>>0.75 = 75%\n",
    "MIN": "3 × 60 + 20 = <<3*60+20=200>>200\n",
    "EGG": "7 × 12 = <<7*12=84>>84\n",
    "BUD": "500000 × 5 = <<500000*5=2500000>>2500000\n",
    "PROB": r"$\frac{1+2+3+4+5}{36} = \frac{15}{36} = \frac{5}{12}$" + "\n",
    "RAD": r"$\sqrt{48} = \sqrt{16 \cdot 3} = 4\sqrt{3}$" + "\n",
    "INT": r"$-3 < 2x + 1 \le 11 \Rightarrow -4 < 2x \le 10 \Rightarrow -2 < x \le 5$" + "\n",
    "CPX": r"$(2+3i)(1-i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$" + "\n",
    "DEG": r"$\frac{360^\circ}{5} = 72^\circ$" + "\n",
    "POLY": r"$(x-2)(x-3) = x^2 - 3x - 2x + 6 = x^2 - 5x + 6$" + "\n",
    "SYS": r"$2x = 6 \Rightarrow x = 3,\ y = 2 - 3 = -1$" + "\n",
}


def P(cid, kind, prob, truth, form, text, note, debatable=False):  # noqa: ANN001, ANN201
    """A probe on problem `prob` (GSM8K or MATH path by the problem)."""
    make = m if prob in MATHP else g
    return make(cid, kind, GOLD[prob], truth, form, text, note, debatable)


CASES = []
DECISIONS = {}

# fmt: off
# ================================================================ Chinese (zh)
ZH_THINK = th("嗯，题目说有14盘饼干，每盘36块，卖掉了389块，问还剩多少块。\n先算总数：14 × 36 = 504。\n然后 504 − 389 = 115。\n等等，我再检查一下：115 + 389 = 504，对的。\n所以还剩115块。\n")
ZH_THINK_SLIP = th("嗯，题目说有14盘饼干，每盘36块，卖掉了398块……\n14 × 36 = 504，504 − 398 = 106。\n所以还剩106块。\n")
CASES += [
    P("t_zh_ok_sentence", "B", "COOK", "correct", "tag", ZH_THINK + "<answer>还剩115块饼干。</answer>", "tag sentence 'There are 115 cookies left.' with the counter 块 after the value"),
    P("t_zh_slip", "A", "COOK", "wrong", "tag", ZH_THINK_SLIP + "<answer>还剩106块饼干。</answer>", "tag 'There are 106 cookies left.' — misread 398"),
    P("t_zh_selfcorr_ok", "B", "COOK", "correct", "tag", ZH_THINK + "<answer>106块……不对，应该是115块。</answer>", "inside the tag: '106 pieces... no, it should be 115 pieces.' — the corrected last value is the gold"),
    P("t_zh_selfcorr_wrong", "A", "COOK", "wrong", "tag", ZH_THINK + "<answer>115块……不对，应该是106块。</answer>", "inside the tag: '115 pieces... no, it should be 106.' — corrected to a wrong value"),
    P("x_zh_ok_wan", "B", "PROD", "correct", "phrase", "每天生产2450个零件，30天共生产：\n" + W["PROD"] + "答：30天一共生产7.35万个零件。", "'Answer: in 30 days 73.5 ten-thousand (7.35万) parts are made in total' = 73500; the scale word 万"),
    P("x_zh_ok_wan2", "B", "PROD", "correct", "phrase", "2450 × 30 = 73500\n答：共生产7万3500个零件。", "'Answer: 7万3500 (70,000 + 3,500) parts in total' = 73500"),
    P("x_zh_wan_wrong", "A", "PROD", "wrong", "phrase", "2450 × 30 = 73500\n答：共生产73.5万个零件。", "'Answer: 73.5万 parts' = 735,000 — scale word misused, ten times the gold"),
    P("x_zh_ok_bai_wan", "B", "BUD", "correct", "boxed", "每个区拨款50万元，共5个区：\n50万 × 5 = 250万\n所以总预算为 $\\boxed{250\\text{万}}$ 元。", "box '250万' = 2,500,000; 'so the total budget is 2.5 million yuan'"),
    P("u_zh_ok_number_word", "B", "EGG", "correct", "phrase", "7盒，每盒12个鸡蛋：7 × 12 = 84\n答：一共有八十四个鸡蛋。", "'Answer: altogether eighty-four (八十四) eggs' in Chinese number words"),
    P("u_zh_dozen", "A", "EGG", "wrong", "phrase", "7盒，每盒12个鸡蛋。\n答：一共有84打鸡蛋。", "'Answer: altogether 84 dozen (打) eggs' — the word 打 (dozen) multiplies the value"),
    P("n_zh_not", "A", "COOK", "no_answer", "phrase", ZH_THINK_SLIP + "答案不是115块。", "'The answer is not 115.' — a negation, no answer stated"),
    P("r_zh_retract", "A", "COOK", "wrong", "phrase", "14 × 36 = 504\n504 − 389 = 115\n所以答案是115。\n等一下，我看错了，卖掉的是398块，所以答案应该是106。", "'So the answer is 115. Wait, I misread, 398 were sold, so the answer should be 106.' — retracted to 106"),
    P("r_zh_ok_check", "B", "COOK", "correct", "phrase", "14 × 36 = 504\n504 − 389 = 115\n所以答案是115。\n验算：115 + 389 = 504，正确。", "'So the answer is 115. Check: 115 + 389 = 504, correct.' — a check after the answer"),
    P("q_zh_reported", "A", "COOK", "no_answer", "prose", "小明说答案是115块，但我还没有验证，需要更多信息才能确定。", "'Xiaoming says the answer is 115, but I have not verified it; more information is needed.' — reported speech, no own answer"),
    P("x_zh_m_ok_frac", "B", "PROB", "correct", "boxed", "<think>\n两个骰子共36种结果。点数和不超过6的有1+2+3+4+5=15种。\n所以概率是15/36，约分得5/12。\n</think>\n概率为 $\\boxed{\\dfrac{5}{12}}$。", "R1 think in Chinese; 'the probability is' boxed \\dfrac{5}{12}"),
    P("x_zh_m_approx", "A", "PROB", "wrong", "boxed", "<think>\n15/36 ≈ 0.4167\n</think>\n概率约为 $\\boxed{0.4167}$。", "'the probability is about' 0.4167 — a rounded decimal for an exact fraction"),
    P("q_zh_m_hypo", "A", "RAD", "no_answer", "prose", "如果答案是 $4\\sqrt{3}$，那么平方后应为48。不过我不确定这道题问的是什么，请补充题目。", "'If the answer were 4√3, its square would be 48. But I am not sure what the question asks; please supply the problem.' — a hypothetical, then a request"),
    P("t_zh_m_ok_interval", "B", "INT", "correct", "tag", th("−3 < 2x + 1 ≤ 11，两边减1：−4 < 2x ≤ 10，除以2：−2 < x ≤ 5。\n") + "<answer>解集为 $(-2, 5]$</answer>", "tag 'The solution set is (-2, 5]'"),
]

# ================================================================ Japanese (ja)
JA_THINK = th("えーと、気温は最初−4度で、1時間に1.5度ずつ4時間下がる。\n1.5 × 4 = 6 度下がる。\n−4 − 6 = −10。\nちょっと待って、符号を確認する。−4からさらに下がるので、マイナスが大きくなる。−10で正しい。\n")
CASES += [
    P("h_ja_ok_minus", "B", "TEMP", "correct", "hash", JA_THINK + "答え：4時間後の気温は−10度です。\n#### -10", "'Answer: the temperature after 4 hours is −10 degrees.' then #### -10"),
    P("u_ja_ok_hyouka", "B", "TEMP", "correct", "phrase", JA_THINK + "したがって、答えは氷点下10度です。", "'Therefore, the answer is 10 degrees below zero (氷点下10度)' = −10", True),
    P("u_ja_sign_lost", "A", "TEMP", "wrong", "hash", JA_THINK + "答え：10度\n#### 10", "'Answer: 10 degrees' and #### 10 — the sign dropped"),
    P("x_ja_ok_kanji", "B", "COOK", "correct", "phrase", "14 × 36 = 504（枚）\n504 − 389 = 115（枚）\nよって、残りのクッキーは百十五枚です。", "'Hence the remaining cookies are one hundred fifteen (百十五) sheets/pieces' — kanji numerals with the counter 枚"),
    P("x_ja_ok_man", "B", "BUD", "correct", "phrase", "50万円 × 5 = 250万円\n答え：予算の合計は250万円です。", "'Answer: the total budget is 2.5 million yen (250万円)'"),
    P("x_ja_man_other", "A", "BUD", "wrong", "phrase", "50万円 × 5 = 250万円\n答え：1地区あたり50万円です。", "'Answer: 500,000 yen (50万円) per district' — the per-item value"),
    P("r_ja_ok_correction", "B", "MIN", "correct", "phrase", "3時間20分 = 3 × 60 + 20\n答えは320分です。\nいや、間違えました。3 × 60 = 180 なので、180 + 20 = 200。正しい答えは200分です。", "'The answer is 320 minutes. No, I made a mistake. 3 × 60 = 180, so 180 + 20 = 200. The correct answer is 200 minutes.' — corrected to the gold"),
    P("r_ja_correction_wrong", "A", "MIN", "wrong", "phrase", "3 × 60 + 20 = 200\n答えは200分です。\n……と思いましたが、やはり3時間20分は320分ですね。", "'The answer is 200 minutes. ...or so I thought, but after all 3 h 20 min is 320 minutes.' — retracted to 320"),
    P("q_ja_next_turn", "A", "MIN", "no_answer", "prose", "3時間20分を分に直す問題ですね。少し考えます。" + IM_USER + "答えは200分ですか？", "'This is the problem of converting 3 h 20 min to minutes. Let me think a bit.' then an invented user turn 'Is the answer 200 minutes?'"),
    P("t_ja_m_ok_box", "B", "CPX", "correct", "tag", th("(2+3i)(1−i) を展開する。2 − 2i + 3i − 3i² = 2 + i + 3 = 5 + i。\n") + "<answer>$\\boxed{5+i}$</answer>", "tag holding a box 5+i after a Japanese think block"),
    P("x_ja_m_i2", "A", "CPX", "wrong", "boxed", "展開すると 2 − 2i + 3i − 3i² です。i² を忘れて計算すると、答えは $\\boxed{-1+i}$ です。", "'Expanding gives 2 − 2i + 3i − 3i². Computing (forgetting i²), the answer is' −1+i — wrong"),
]

# ================================================================ Korean (ko)
CASES += [
    P("t_ko_ok_sentence", "B", "EGG", "correct", "tag", th("한 상자에 달걀이 12개씩 7상자 있으니까 7 × 12 = 84개야.\n잠깐, 다시 확인하자. 12 × 7 = 84. 맞아.\n") + "<answer>달걀은 모두 84개입니다.</answer>", "tag 'There are 84 eggs in all.' (counter 개)"),
    P("u_ko_ok_native_word", "B", "EGG", "correct", "phrase", "7 × 12 = 84\n따라서 달걀은 모두 여든네 개입니다.", "'Therefore there are eighty-four (여든네, native Korean numeral) eggs in all.'"),
    P("u_ko_dozen", "A", "EGG", "wrong", "phrase", "7 × 12 = 84\n따라서 답은 84다스입니다.", "'Therefore the answer is 84 dozen (다스).' — dozen multiplies"),
    P("x_ko_ok_man", "B", "PROD", "correct", "phrase", "2,450 × 30 = 73,500\n정답: 7만 3,500개", "'Correct answer: 7만 3,500 (73,500) pieces' — Korean scale word 만"),
    P("x_ko_ok_comma", "B", "PROD", "correct", "hash", "하루에 2,450개씩 30일 동안 생산합니다.\n2,450 × 30 = 73,500\n#### 73,500개", "#### '73,500 pieces' — counter after the #### value"),
    P("x_ko_perday", "A", "PROD", "wrong", "hash", "하루에 2,450개씩 생산합니다.\n#### 2,450개", "#### 2,450 pieces — the per-day value"),
    P("n_ko_not", "A", "PCT", "no_answer", "phrase", W["PCT"] + "답은 75%가 아닙니다.", "'The answer is not 75%.' — a negation, nothing stated"),
    P("r_ko_retract", "A", "PCT", "wrong", "phrase", W["PCT"] + "답은 75%입니다.\n아, 잠깐만요. 문제는 불합격한 학생의 비율을 묻고 있으니 답은 25%입니다.", "'The answer is 75%. Oh, wait. The problem asks for the share who failed, so the answer is 25%.' — retracted to 25"),
    P("r_ko_ok_check", "B", "PCT", "correct", "phrase", W["PCT"] + "답은 75%입니다.\n검산: 24의 75%는 18이므로 맞습니다.", "'The answer is 75%. Check: 75% of 24 is 18, so it is right.'"),
    P("x_ko_m_ok_sqrt", "B", "RAD", "correct", "boxed", "<think>\n48 = 16 × 3 이니까 √48 = 4√3 이다.\n</think>\n따라서 $\\sqrt{48} = \\boxed{4\\sqrt{3}}$ 입니다.", "Korean think, 'therefore √48 =' box 4√3"),
    P("x_ko_m_decimal", "A", "RAD", "wrong", "boxed", "√48 ≈ 6.93 이므로 답은 $\\boxed{6.93}$ 입니다.", "'Since √48 ≈ 6.93 the answer is 6.93' — a decimal for an exact radical"),
]

# ================================================================ Russian (ru)
RU_THINK = th("Итак, 3 кг черешни по 4,25 за килограмм, плюс доставка 2,40.\n3 × 4,25 = 12,75.\nПлюс доставка: 12,75 + 2,40 = 15,15.\nПодожди, не забыл ли я доставку? Нет, учёл. Значит, 15,15.\n")
CASES += [
    P("x_ru_ok_comma", "B", "FRUIT", "correct", "phrase", RU_THINK + "**Ответ:** 15,15 руб.", "'Answer: 15,15 rub.' — decimal comma and a currency abbreviation"),
    P("x_ru_subtotal", "A", "FRUIT", "wrong", "phrase", RU_THINK.replace("Значит, 15,15.", "Значит, 12,75.") + "**Ответ:** 12,75 руб.", "'Answer: 12,75 rub.' — the subtotal without delivery"),
    P("t_ru_ok_sentence", "B", "FRUIT", "correct", "tag", RU_THINK + "<answer>Всего нужно заплатить 15,15 рубля.</answer>", "tag 'In total one must pay 15.15 roubles.'"),
    P("t_ru_selfcorr", "A", "FRUIT", "wrong", "tag", RU_THINK + "<answer>15,15 рубля, точнее, без доставки — 12,75 рубля.</answer>", "tag '15.15 roubles, more precisely, without delivery — 12.75 roubles.' — the tag's last value is the subtotal"),
    P("x_ru_ok_mln", "B", "BUD", "correct", "phrase", "500 000 × 5 = 2 500 000\nОтвет: 2,5 млн рублей.", "'Answer: 2.5 mln roubles' — decimal comma with the scale abbreviation млн"),
    P("x_ru_ok_space", "B", "PROD", "correct", "hash", "2450 × 30 = 73 500\n#### 73 500 деталей", "#### '73 500 parts' — space thousands separator, genitive plural noun after"),
    P("u_ru_fewer", "A", "COOK", "wrong", "phrase", W["COOK"] + "Ответ: на 115 печений меньше.", "'Answer: 115 fewer cookies (на … меньше).' — a difference, not the count"),
    P("u_ru_ok_words", "B", "COOK", "correct", "phrase", W["COOK"] + "Ответ: осталось сто пятнадцать печений.", "'Answer: one hundred fifteen (сто пятнадцать) cookies are left.'"),
    P("n_ru_sout", "A", "COOK", "no_answer", "boxed", W["COOK_SLIP"] + "Ответ: $\\boxed{\\sout{115}}$ — нет, этот вариант зачёркнут.", "a struck-out box 115 'no, this option is struck out'; no answer stated"),
    P("r_ru_never_mind", "A", "COOK", "no_answer", "phrase", W["COOK"] + "Ответ: 115.\nХотя нет, забудьте, я не уверен в условии.", "'Answer: 115. Though no, forget it, I am not sure about the problem statement.' — withdrawn, nothing in its place"),
    P("q_ru_example", "A", "TEMP", "no_answer", "prose", "Например, если бы температура упала на 6 градусов, ответ был бы −10. Но в условии не сказано, сколько часов прошло, поэтому ответить нельзя.", "'For example, if the temperature fell by 6 degrees the answer would be −10. But the problem does not say how many hours passed, so no answer is possible.' — hypothetical then refusal"),
    P("u_ru_ok_minus_deg", "B", "TEMP", "correct", "phrase", W["TEMP_C"] + "Ответ: −10 °C.", "'Answer: −10 °C' with a Unicode minus"),
    P("x_ru_m_ok_interval", "B", "INT", "correct", "phrase", W["INT"] + "Ответ: $x \\in (-2;\\,5]$.", "'Answer: x ∈ (−2; 5]' — semicolon separator, the Russian school convention"),
    P("x_ru_m_closed", "A", "INT", "wrong", "phrase", W["INT"] + "Ответ: $x \\in [-2;\\,5]$.", "'Answer: x ∈ [−2; 5]' — closed at −2, wrong"),
    P("r_ru_m_ok_poly", "B", "POLY", "correct", "boxed", "<think>\nРаскрываю скобки: (x − 2)(x − 3) = x² − 3x − 2x + 6 = x² − 5x + 6.\nПроверка при x = 2: 4 − 10 + 6 = 0. Верно.\n</think>\n" + r1final("x^2 - 5x + 6"), "Russian think with a check, then **Final Answer** box"),
]

# ================================================================ Ukrainian (uk)
CASES += [
    P("x_uk_ok_comma", "B", "FRUIT", "correct", "phrase", W["FRUIT_C"] + "Відповідь: 15,15 грн.", "'Answer: 15,15 UAH' — decimal comma"),
    P("u_uk_ok_words", "B", "EGG", "correct", "phrase", W["EGG"] + "Відповідь: вісімдесят чотири яйця.", "'Answer: eighty-four (вісімдесят чотири) eggs'"),
    P("r_uk_retract", "A", "EGG", "wrong", "phrase", W["EGG"] + "Відповідь: 84 яйця.\nОй, ні, я помилився: в коробці 10 яєць, отже 70.", "'Answer: 84 eggs. Oh no, I made a mistake: a box holds 10 eggs, so 70.' — retracted"),
    P("n_uk_not", "A", "MIN", "no_answer", "phrase", "3 години 20 хвилин...\nВідповідь — не 200 хвилин.", "'The answer is not 200 minutes.'"),
    P("t_uk_ok_equation", "B", "MIN", "correct", "tag", th("3 години = 180 хвилин, плюс 20 хвилин.\n") + "<answer>180 + 20 = 200 хвилин</answer>", "tag holding an equation chain '180 + 20 = 200 minutes'"),
    P("q_uk_task_b", "A", "MIN", "wrong", "phrase", "а) 3 години 20 хвилин = 200 хвилин.\nб) 2 години 40 хвилин = 160 хвилин.\nВідповідь до пункту б): 160 хвилин.", "'a) 3 h 20 min = 200 min. b) 2 h 40 min = 160 min. Answer to part b): 160 minutes.' — the final answer is a part of another question", True),
    P("x_uk_m_ok_deg", "B", "DEG", "correct", "phrase", W["DEG"] + "Відповідь: $72^\\circ$.", "'Answer: 72°'"),
]

# ================================================================ Spanish (es)
ES_THINK = th("Vale, la fábrica produce 2.450 piezas al día durante 30 días.\nEntonces 2.450 × 30 = 73.500.\nEspera, déjame comprobarlo: 2.000 × 30 = 60.000 y 450 × 30 = 13.500; 60.000 + 13.500 = 73.500. Sí.\n")
CASES += [
    P("x_es_ok_point", "B", "PROD", "correct", "phrase", ES_THINK + "**Respuesta final:** la fábrica produce 73.500 piezas en 30 días.", "'Final answer: the factory makes 73.500 pieces in 30 days' — point as thousands separator"),
    P("x_es_ok_hash_noun", "B", "PROD", "correct", "hash", ES_THINK + "En total se producen 73.500 piezas.\n#### 73.500 piezas", "#### '73.500 piezas' (pieces) — thousands point and a noun after ####"),
    P("x_es_perday", "A", "PROD", "wrong", "hash", ES_THINK + "#### 2.450 piezas", "#### '2.450 pieces' — the per-day value"),
    P("t_es_ok_sentence", "B", "PROD", "correct", "tag", ES_THINK + "<answer>En 30 días se fabrican 73 500 piezas.</answer>", "tag 'In 30 days 73 500 pieces are made.' (space separator, RAE style)"),
    P("x_es_ok_millones", "B", "BUD", "correct", "phrase", W["BUD"] + "La respuesta es 2,5 millones de euros.", "'The answer is 2,5 million euros' — decimal comma and the scale word millones"),
    P("u_es_mas", "A", "COOK", "wrong", "phrase", W["COOK"] + "La respuesta es: 115 galletas más que ayer.", "'The answer is: 115 more cookies than yesterday.' — a comparison, not the count"),
    P("u_es_ok_words", "B", "COOK", "correct", "phrase", W["COOK"] + "Respuesta: quedan ciento quince galletas.", "'Answer: one hundred fifteen (ciento quince) cookies remain.'"),
    P("r_es_retract", "A", "COOK", "wrong", "phrase", W["COOK"] + "La respuesta es 115.\nEspera, me equivoqué: vendieron 398, así que quedan 106.", "'The answer is 115. Wait, I got it wrong: they sold 398, so 106 remain.' — retracted to 106"),
    P("r_es_ok_recheck", "B", "COOK", "correct", "phrase", W["COOK_SLIP"] + "La respuesta es 106.\nEspera, releo el enunciado: vendieron 389, no 398. Entonces 504 − 389 = 115.\nLa respuesta correcta es 115 galletas.", "'The answer is 106. Wait, rereading: they sold 389, not 398. So 504 − 389 = 115. The correct answer is 115 cookies.' — corrected to the gold"),
    P("n_es_incorrect", "A", "COOK", "wrong", "phrase", W["COOK_SLIP"] + "Respuesta: 115 (incorrecto), 106.", "'Answer: 115 (incorrect), 106' — 115 annotated as wrong; the stated value is 106"),
    P("q_es_user", "A", "COOK", "no_answer", "prose", "El usuario dice: «la respuesta es 115». ¿Podrías darme el enunciado completo para comprobarlo?", "'The user says: \"the answer is 115\". Could you give me the full problem to check it?' — a quotation and a question"),
    P("h_es_ok_phrase_hash", "B", "FRUIT", "correct", "hash", W["FRUIT_C"] + "Por lo tanto, el total a pagar es de 15,15 €.\n#### 15.15", "'Therefore the total to pay is 15,15 €' then #### 15.15"),
    P("h_es_phrase_hash_diff", "A", "FRUIT", "wrong", "hash", W["FRUIT_C"] + "Por lo tanto, el total a pagar es de 15,15 €.\n#### 12.75", "phrase 15,15 €, #### 12.75 — two different final answers"),
    P("x_es_m_ok_frac", "B", "PROB", "correct", "phrase", W["PROB"] + "**Respuesta:** la probabilidad es $\\frac{5}{12}$, es decir, aproximadamente un 41,7 %.", "'Answer: the probability is 5/12, that is, about 41,7 %' — an exact answer glossed with a rounded percent"),
    P("x_es_m_only_approx", "A", "PROB", "wrong", "phrase", "Hay 15 casos favorables de 36.\n**Respuesta:** la probabilidad es aproximadamente 41,7 %.", "'Answer: the probability is about 41,7 %' — only the rounded value"),
    P("q_es_m_ok_system", "B", "SYS", "correct", "boxed", "Sumando las ecuaciones: $2x = 6$, luego $x = 3$ y $y = -1$.\nComprobación: $3 + (-1) = 2$ y $3 - (-1) = 4$. ✓\nLa solución es $\\boxed{(3, -1)}$.", "'Adding the equations... Check ✓. The solution is' box (3, -1)"),
]

# ================================================================ Portuguese (pt)
CASES += [
    P("x_pt_ok_comma", "B", "FRUIT", "correct", "phrase", W["FRUIT_C"] + "Resposta: R$ 15,15", "'Answer: R$ 15,15' — Brazilian real, decimal comma"),
    P("x_pt_ok_milhoes", "B", "BUD", "correct", "phrase", W["BUD"] + "Portanto, o orçamento total é de R$ 2,5 milhões.", "'Therefore the total budget is R$ 2.5 million (milhões)'"),
    P("x_pt_mil_wrong", "A", "BUD", "wrong", "phrase", W["BUD"] + "Portanto, o orçamento total é de R$ 2,5 mil.", "'…the total budget is R$ 2.5 thousand (mil)' = 2,500 — wrong scale word"),
    P("t_pt_ok_think", "B", "EGG", "correct", "tag", th("São 7 caixas com 12 ovos cada.\n7 × 12 = 84.\nEspera, será que a caixa tem meia dúzia? Não, o enunciado diz 12. Então 84.\n") + "<answer>84 ovos</answer>", "tag '84 eggs' after a Portuguese think with a doubt"),
    P("u_pt_duzias", "A", "EGG", "wrong", "phrase", W["EGG"] + "Resposta: 84 dúzias de ovos.", "'Answer: 84 dozen (dúzias) eggs' — multiplies"),
    P("u_pt_ok_sete_duzias", "B", "EGG", "correct", "phrase", W["EGG"] + "Resposta: 84 ovos, ou seja, 7 dúzias.", "'Answer: 84 eggs, that is, 7 dozen.' — a gloss after the value, equal"),
    P("r_pt_retract", "A", "TEMP", "wrong", "phrase", W["TEMP"] + "A resposta é −10 °C.\nOps, errei o sinal: a temperatura sobe, então é 2 °C.", "'The answer is −10 °C. Oops, I got the sign wrong: the temperature rises, so it is 2 °C.' — retracted"),
    P("q_pt_ok_next", "B", "TEMP", "correct", "phrase", W["TEMP"] + "Resposta: −10 °C" + IM_USER + "Agora, se cair 2 graus por hora, qual a temperatura?<|im_end|>\n<|im_start|>assistant\n−4 − 8 = −12\nResposta: −12 °C", "'Answer: −10 °C' then an invented user turn 'Now, if it falls 2 degrees an hour, what is the temperature?' and an answer −12; the question posed was answered −10 before the invented turn, which does not count (README: invented turns are labelled by the answer to the question posed)", True),
    P("x_pt_m_ok_sqrt", "B", "RAD", "correct", "phrase", W["RAD"] + "Resposta: $4\\sqrt{3}$ (aproximadamente 6,93).", "'Answer: 4√3 (approximately 6.93)' — exact then a gloss"),
]

# ================================================================ French (fr)
FR_THINK = th("Bon, il y a 18 élèves reçus sur 24.\n18 ÷ 24 = 0,75, donc 75 %.\nAttends, la question demande le pourcentage de reçus, pas d'échecs ? Oui, les reçus. Donc 75 %.\n")
CASES += [
    P("x_fr_ok_pct", "B", "PCT", "correct", "phrase", FR_THINK + "**Réponse :** 75 % des élèves ont réussi.", "'Answer: 75 % of the students passed.' — narrow space before %"),
    P("x_fr_failed", "A", "PCT", "wrong", "phrase", FR_THINK + "**Réponse :** 25 % des élèves ont échoué.", "'Answer: 25 % of the students failed.' — the complement"),
    P("t_fr_ok_sentence", "B", "PCT", "correct", "tag", FR_THINK + "<answer>Le pourcentage d'élèves reçus est de 75 %.</answer>", "tag 'The percentage of students who passed is 75 %.'"),
    P("t_fr_selfcorr_ok", "B", "PCT", "correct", "tag", FR_THINK + "<answer>25 %… non, pardon : 75 %.</answer>", "tag '25 %… no, sorry: 75 %.' — last value the gold"),
    P("x_fr_ok_space", "B", "PROD", "correct", "phrase", "2 450 × 30 = 73 500\nRéponse : l'usine produit 73 500 pièces en 30 jours.", "'Answer: the factory makes 73 500 pieces in 30 days' — space thousands separator"),
    P("x_fr_ok_nbsp", "B", "PROD", "correct", "hash", "2\u202f450 × 30 = 73\u202f500\n#### 73\u202f500", "#### with a narrow no-break space as thousands separator"),
    P("u_fr_ok_words", "B", "MIN", "correct", "phrase", W["MIN"] + "La réponse est deux cents minutes.", "'The answer is two hundred (deux cents) minutes.'"),
    P("u_fr_de_moins", "A", "MIN", "wrong", "phrase", W["MIN"] + "Réponse : 200 minutes de moins qu'en train.", "'Answer: 200 minutes less than by train.' — a difference"),
    P("n_fr_pas", "A", "MIN", "no_answer", "phrase", "3 h 20 min…\nLa réponse n'est pas 200 minutes.", "'The answer is not 200 minutes.'"),
    P("n_fr_faux", "A", "MIN", "wrong", "phrase", W["MIN"] + "Réponse : 200 minutes (faux — j'ai oublié l'escale d'une heure), soit 260 minutes.", "'Answer: 200 minutes (wrong — I forgot the one-hour stopover), i.e. 260 minutes.' — annotated wrong, replaced by 260"),
    P("r_fr_en_fait", "A", "MIN", "wrong", "phrase", W["MIN"] + "La réponse est 200.\nEn fait, non : 3 h 20 = 3,2 h, donc 192 minutes.", "'The answer is 200. Actually, no: 3 h 20 = 3.2 h, so 192 minutes.' — retracted (wrongly) to 192"),
    P("r_fr_ok_verif", "B", "MIN", "correct", "phrase", W["MIN"] + "La réponse est 200 minutes.\nVérification : 200 ÷ 60 = 3 reste 20, soit 3 h 20. ✔", "'The answer is 200 minutes. Check: 200 ÷ 60 = 3 remainder 20, i.e. 3 h 20. ✔'"),
    P("q_fr_hypo", "A", "PCT", "no_answer", "prose", "Si 18 élèves sur 24 avaient réussi, la réponse serait 75 %. Mais l'énoncé donne 18 élèves sur un total inconnu ; je ne peux pas conclure.", "'If 18 of 24 had passed, the answer would be 75 %. But the statement gives 18 of an unknown total; I cannot conclude.' — hypothetical then refusal"),
    P("h_fr_ok_minerva", "B", "TEMP", "correct", "phrase", W["TEMP_C"] + "La température finale est de −10 °C.\n" + MINERVA.format("$-10$"), "French sentence 'The final temperature is −10 °C' then a Minerva line"),
    P("x_fr_m_ok_interval", "B", "INT", "correct", "phrase", W["INT"] + "L'ensemble des solutions est $]-2\\,;\\,5]$.", "'The solution set is ]−2 ; 5]' — French reversed-bracket notation for the open end"),
    P("x_fr_m_closed", "A", "INT", "wrong", "phrase", W["INT"] + "L'ensemble des solutions est $[-2\\,;\\,5]$.", "'The solution set is [−2 ; 5]' — closed at −2, wrong"),
    P("x_fr_m_ok_deg", "B", "DEG", "correct", "boxed", "L'angle extérieur d'un pentagone régulier vaut $360° ÷ 5$.\nDonc l'angle mesure $\\boxed{72°}$.", "'So the angle measures' box 72°"),
    P("x_fr_m_radians", "A", "DEG", "wrong", "boxed", "L'angle extérieur vaut $\\frac{2\\pi}{5}$ radians.\nDonc $\\boxed{\\frac{2\\pi}{5}}$.", "'The exterior angle is 2π/5 radians' — the gold is in degrees; degrees are not radians", True),
]

# ================================================================ German (de)
DE_THINK = th("Okay, 14 Bleche mit je 36 Keksen, also 14 · 36 = 504 Kekse.\nVerkauft wurden 389. 504 − 389 = 115.\nMoment, stimmt das? 115 + 389 = 504. Ja, passt.\n")
CASES += [
    P("t_de_ok_sentence", "B", "COOK", "correct", "tag", DE_THINK + "<answer>Es bleiben 115 Kekse übrig.</answer>", "tag 'There remain 115 cookies.'"),
    P("t_de_selfcorr_wrong", "A", "COOK", "wrong", "tag", DE_THINK + "<answer>115 Kekse – nein, Moment, 106 Kekse.</answer>", "tag '115 cookies – no, wait, 106 cookies.' — last value wrong"),
    P("x_de_ok_point", "B", "PROD", "correct", "phrase", "2.450 · 30 = 73.500\n**Antwort:** Die Fabrik stellt in 30 Tagen 73.500 Teile her.", "'Answer: the factory makes 73.500 parts in 30 days.' — point as thousands separator"),
    P("x_de_ok_comma", "B", "FRUIT", "correct", "phrase", W["FRUIT_C"] + "Antwort: Insgesamt kostet es 15,15 €.", "'Answer: in total it costs 15,15 €.'"),
    P("x_de_ok_millionen", "B", "BUD", "correct", "phrase", W["BUD"] + "Das Gesamtbudget beträgt also 2,5 Millionen Euro.", "'So the total budget is 2.5 million (Millionen) euros.'"),
    P("x_de_mrd", "A", "BUD", "wrong", "phrase", W["BUD"] + "Das Gesamtbudget beträgt also 2,5 Milliarden Euro.", "'...2.5 billion (Milliarden) euros' — a thousand times the gold"),
    P("u_de_ok_words", "B", "EGG", "correct", "phrase", W["EGG"] + "Antwort: Es sind vierundachtzig Eier.", "'Answer: there are eighty-four (vierundachtzig) eggs.'"),
    P("u_de_dutzend", "A", "EGG", "wrong", "hash", W["EGG"] + "#### 84 Dutzend", "#### '84 dozen (Dutzend)'"),
    P("u_de_weniger", "A", "COOK", "wrong", "phrase", W["COOK"] + "Antwort: 115 Kekse weniger als am Vortag.", "'Answer: 115 cookies fewer than the day before.'"),
    P("n_de_nicht", "A", "COOK", "no_answer", "phrase", W["COOK_SLIP"] + "Das Ergebnis ist jedenfalls nicht 115.", "'The result is in any case not 115.'"),
    P("r_de_retract", "A", "COOK", "wrong", "phrase", DE_THINK + "Die Antwort ist 115.\n\nKorrektur: Ich habe die Zahlen vertauscht, es wurden 398 Kekse verkauft. Die richtige Antwort ist 106.", "'The answer is 115. Correction: I swapped the numbers, 398 were sold. The correct answer is 106.'"),
    P("r_de_ok_probe", "B", "COOK", "correct", "phrase", DE_THINK + "Die Antwort ist 115.\n\nProbe: 115 + 389 = 504 ✓", "'The answer is 115. Check (Probe): 115 + 389 = 504 ✓'"),
    P("q_de_reported", "A", "COOK", "no_answer", "prose", "Laut Lösungsheft lautet die Antwort 115, aber die Aufgabe ist unvollständig, daher kann ich sie nicht selbst lösen.", "'According to the answer key the answer is 115, but the problem is incomplete, so I cannot solve it myself.'"),
    P("h_de_ok_hash_noun", "B", "TEMP", "correct", "hash", W["TEMP_C"] + "Die Temperatur beträgt nach 4 Stunden −10 °C.\n#### -10 °C", "'After 4 hours the temperature is −10 °C.' then #### -10 °C"),
    P("h_de_minus_grad_unter_null", "A", "TEMP", "wrong", "hash", W["TEMP_C"] + "Die Temperatur beträgt 10 Grad unter Null.\n#### 10", "'The temperature is 10 degrees below zero.' but #### 10 — the marked value lost its sign", True),
    P("x_de_m_ok_frac", "B", "PROB", "correct", "boxed", "<think>\nZwei Würfel, 36 Ergebnisse. Augensumme höchstens 6: 1 + 2 + 3 + 4 + 5 = 15 Fälle.\nAlso 15/36 = 5/12. Moment, Summe 2 hat einen Fall, Summe 6 fünf Fälle, ja.\n</think>\nDie Wahrscheinlichkeit beträgt $\\boxed{\\frac{15}{36}}$.", "'The probability is' box 15/36 — unreduced, equal value"),
    P("x_de_m_komplement", "A", "PROB", "wrong", "boxed", "Die Wahrscheinlichkeit für eine Augensumme über 6 ist $\\frac{21}{36}$, also $\\boxed{\\frac{7}{12}}$.", "'The probability of a sum above 6 is 21/36, so' 7/12 — the complement"),
    P("t_de_m_ok_poly", "B", "POLY", "correct", "tag", th("(x − 2)(x − 3) ausmultiplizieren: x² − 3x − 2x + 6.\n") + "<answer>Ausmultipliziert ergibt sich $x^2 - 5x + 6$.</answer>", "tag 'Multiplied out one gets x² − 5x + 6.'"),
]

# ================================================================ Italian (it)
CASES += [
    P("x_it_ok_point", "B", "PROD", "correct", "phrase", "2.450 × 30 = 73.500\nQuindi la fabbrica produce 73.500 pezzi.", "'So the factory makes 73.500 pieces.'"),
    P("u_it_ok_words", "B", "COOK", "correct", "phrase", W["COOK"] + "La risposta è centoquindici biscotti.", "'The answer is one hundred fifteen (centoquindici) cookies.'"),
    P("u_it_in_meno", "A", "COOK", "wrong", "phrase", W["COOK"] + "La risposta è: 115 biscotti in meno.", "'The answer is: 115 cookies fewer (in meno).'"),
    P("r_it_retract", "A", "PCT", "wrong", "phrase", W["PCT"] + "La risposta è 75%.\nAnzi no, ho sbagliato a leggere: la domanda chiede i bocciati, quindi 25%.", "'The answer is 75%. Actually no, I misread: the question asks for the failed ones, so 25%.'"),
    P("r_it_ok_verifica", "B", "PCT", "correct", "phrase", W["PCT"] + "La risposta è 75%.\nVerifica: il 75% di 24 è 18. ✓", "'The answer is 75%. Check: 75% of 24 is 18.'"),
    P("q_it_other_student", "A", "PCT", "no_answer", "prose", "Un altro studente ha scritto «75%», ma secondo me manca un dato: quanti studenti hanno sostenuto l'esame?", "'Another student wrote \"75%\", but in my opinion a datum is missing: how many students took the exam?' — quoted, then a question"),
    P("x_it_m_ok_cpx", "B", "CPX", "correct", "phrase", W["CPX"] + "Il risultato è $5 + i$.", "'The result is 5 + i.'"),
]

# ================================================================ Dutch (nl)
CASES += [
    P("x_nl_subtotal", "A", "FRUIT", "wrong", "phrase", "3 × 4,25 = 12,75\nAntwoord: € 12,75 (zonder bezorgkosten)", "'Answer: € 12,75 (without delivery costs)' — the subtotal"),
    P("u_nl_ok_words", "B", "EGG", "correct", "phrase", W["EGG"] + "Het antwoord is vierentachtig eieren.", "'The answer is eighty-four (vierentachtig) eggs.'"),
    P("r_nl_retract", "A", "EGG", "wrong", "phrase", W["EGG"] + "Het antwoord is 84.\nWacht even, er zitten 10 eieren in een doos, dus het is 70.", "'The answer is 84. Wait a moment, a box holds 10 eggs, so it is 70.'"),
    P("t_nl_ok_think", "B", "MIN", "correct", "tag", th("3 uur is 3 × 60 = 180 minuten. Plus 20 minuten is 200.\nWacht, klopt dat? 200 / 60 = 3 rest 20. Ja.\n") + "<answer>200 minuten</answer>", "tag '200 minutes' after a Dutch think"),
    P("n_nl_niet", "A", "MIN", "no_answer", "phrase", "3 uur en 20 minuten...\nHet antwoord is zeker niet 200.", "'The answer is certainly not 200.'"),
    P("x_nl_m_ok_sys", "B", "SYS", "correct", "phrase", W["SYS"] + "De oplossing is $(x, y) = (3, -1)$.", "'The solution is (x, y) = (3, -1).'"),
]

# ================================================================ Polish (pl)
CASES += [
    P("x_pl_ok_space", "B", "PROD", "correct", "phrase", "2450 · 30 = 73 500\nOdpowiedź: Fabryka wyprodukuje 73 500 części.", "'Answer: the factory will produce 73 500 parts.'"),
    P("x_pl_ok_tys", "B", "PROD", "correct", "phrase", "2450 · 30 = 73 500\nOdpowiedź: 73,5 tys. części.", "'Answer: 73,5 thousand (tys.) parts' = 73500"),
    P("r_pl_retract", "A", "TEMP", "wrong", "phrase", W["TEMP_C"] + "Odpowiedź: −10 °C.\nChwila, pomyliłem się — temperatura rośnie, więc 2 °C.", "'Answer: −10 °C. Hold on, I made a mistake — the temperature rises, so 2 °C.'"),
    P("u_pl_ok_ponizej_zera", "B", "TEMP", "correct", "phrase", W["TEMP_C"] + "Odpowiedź: temperatura wyniesie −10 stopni, czyli 10 stopni poniżej zera.", "'Answer: the temperature will be −10 degrees, i.e. 10 degrees below zero.' — signed value, then a gloss"),
    P("x_pl_m_ok_sqrt", "B", "RAD", "correct", "boxed", "<think>\n48 = 16 · 3, więc √48 = 4√3. Sprawdzam: (4√3)² = 16 · 3 = 48. Zgadza się.\n</think>\n**Odpowiedź:** $\\boxed{4\\sqrt{3}}$", "Polish think with a check, 'Answer:' box 4√3"),
    P("x_pl_m_wrong_sqrt", "A", "RAD", "wrong", "boxed", "48 = 4 · 12, więc √48 = 2√12 = $\\boxed{2\\sqrt{6}}$.", "'48 = 4 · 12, so √48 = 2√12 =' 2√6 — a slip"),
    P("q_pl_m_podpunkt", "A", "SYS", "wrong", "phrase", "a) Dla x + y = 2, x − y = 4: x = 3, y = −1.\nb) Dla x + y = 5, x − y = 1: x = 3, y = 2.\nOdpowiedź do b): $(3, 2)$.", "the final answer 'Answer to b): (3, 2)' is a self-set other part; the asked system's solution only in a)", True),
]

# ================================================================ Turkish (tr)
CASES += [
    P("x_tr_ok_point", "B", "PROD", "correct", "phrase", "2.450 × 30 = 73.500\nCevap: Fabrika 30 günde 73.500 parça üretir.", "'Answer: the factory makes 73.500 parts in 30 days.'"),
    P("x_tr_ok_comma_tl", "B", "FRUIT", "correct", "phrase", W["FRUIT_C"] + "Cevap: Toplam 15,15 TL ödenir.", "'Answer: in total 15,15 TL is paid.'"),
    P("u_tr_ok_words", "B", "COOK", "correct", "phrase", W["COOK"] + "Cevap: Yüz on beş kurabiye kaldı.", "'Answer: one hundred fifteen (yüz on beş) cookies remained.'"),
    P("u_tr_eksik", "A", "COOK", "wrong", "phrase", W["COOK"] + "Cevap: 115 kurabiye eksik.", "'Answer: 115 cookies short (eksik).' — a shortfall, not the count left", True),
    P("r_tr_retract", "A", "COOK", "wrong", "phrase", W["COOK"] + "Cevap 115.\nHayır, yanlış hesapladım: 398 satılmış, yani 106.", "'The answer is 115. No, I calculated wrongly: 398 were sold, so 106.'"),
    P("n_tr_degil", "A", "COOK", "no_answer", "phrase", W["COOK_SLIP"] + "Cevap 115 değil.", "'The answer is not (değil) 115.'"),
    P("x_tr_m_ok_frac", "B", "PROB", "correct", "phrase", W["PROB"] + "Cevap: $\\frac{5}{12}$", "'Answer: 5/12'"),
    P("t_tr_m_ok_int", "B", "INT", "correct", "tag", th("−3 < 2x + 1 ≤ 11 ⇒ −4 < 2x ≤ 10 ⇒ −2 < x ≤ 5.\n") + "<answer>Çözüm kümesi $(-2, 5]$ aralığıdır.</answer>", "tag 'The solution set is the interval (−2, 5].'"),
]

# ================================================================ Arabic (ar)
CASES += [
    P("x_ar_ok_indic", "B", "EGG", "correct", "phrase", "٧ × ١٢ = ٨٤\nالإجابة: ٨٤ بيضة.", "'Answer: ٨٤ (84) eggs.' — Eastern Arabic-Indic digits"),
    P("x_ar_ok_latin", "B", "EGG", "correct", "hash", "عدد البيض = 7 × 12 = 84\n#### 84 بيضة", "#### '84 eggs' with the Arabic noun after"),
    P("u_ar_dozen", "A", "EGG", "wrong", "phrase", "7 × 12 = 84\nالإجابة: 84 دزينة.", "'Answer: 84 dozen (دزينة).'"),
    P("x_ar_ok_decsep", "B", "FRUIT", "correct", "phrase", "٣ × ٤٫٢٥ = ١٢٫٧٥\n١٢٫٧٥ + ٢٫٤٠ = ١٥٫١٥\nالإجابة النهائية: ١٥٫١٥ دولارًا.", "'Final answer: 15.15 dollars' — Arabic decimal separator ٫ with Arabic-Indic digits"),
    P("r_ar_retract", "A", "PCT", "wrong", "phrase", W["PCT"] + "الإجابة هي 75%.\nانتظر، السؤال يسأل عن نسبة الراسبين، إذن الإجابة 25%.", "'The answer is 75%. Wait, the question asks the share who failed, so the answer is 25%.'"),
    P("q_ar_qeel", "A", "PCT", "no_answer", "prose", "قال أحد الطلاب إن الإجابة 75%، لكن عدد الطلاب الكلي غير مذكور في السؤال، لذلك لا يمكنني الحل.", "'One of the students said the answer is 75%, but the total number of students is not given, so I cannot solve it.'"),
    P("x_ar_m_ok_cpx", "B", "CPX", "correct", "boxed", "<think>\nنضرب: (2+3i)(1−i) = 2 − 2i + 3i − 3i². بما أن i² = −1 فإن −3i² = 3.\nالمجموع 5 + i.\n</think>\nإذن الناتج هو $\\boxed{5+i}$.", "Arabic think; 'so the result is' box 5+i"),
    P("x_ar_m_conj", "A", "CPX", "wrong", "boxed", "إذن الناتج هو $\\boxed{5-i}$.", "'So the result is' 5−i — the conjugate"),
]

# ================================================================ Persian (fa)
CASES += [
    P("x_fa_ok_digits", "B", "COOK", "correct", "phrase", "۱۴ × ۳۶ = ۵۰۴\n۵۰۴ − ۳۸۹ = ۱۱۵\nپاسخ: ۱۱۵ شیرینی باقی می‌ماند.", "'Answer: ۱۱۵ (115) cookies remain.' — Persian digits"),
    P("u_fa_ok_words", "B", "COOK", "correct", "phrase", W["COOK"] + "پاسخ: صد و پانزده شیرینی.", "'Answer: one hundred and fifteen (صد و پانزده) cookies.'"),
    P("r_fa_retract", "A", "COOK", "wrong", "phrase", W["COOK"] + "پاسخ: ۱۱۵\nصبر کنید، اشتباه کردم؛ ۳۹۸ تا فروخته شده، پس ۱۰۶.", "'Answer: 115. Wait, I made a mistake; 398 were sold, so 106.'"),
    P("x_fa_ok_milion", "B", "BUD", "correct", "phrase", W["BUD"] + "پاسخ: ۲٫۵ میلیون تومان.", "'Answer: 2.5 million (میلیون) toman' — Persian decimal separator ٫"),
    P("x_fa_m_ok_deg", "B", "DEG", "correct", "phrase", W["DEG"] + "پاسخ: زاویهٔ خارجی ۷۲ درجه است.", "'Answer: the exterior angle is ۷۲ (72) degrees.'"),
    P("n_fa_m_not", "A", "DEG", "no_answer", "phrase", "زاویهٔ خارجی قطعاً ۷۲ درجه نیست.", "'The exterior angle is definitely not 72 degrees.'"),
]

# ================================================================ Hindi (hi)
HI_THINK = th("ठीक है, हर ज़िले को 5,00,000 रुपये मिलते हैं और 5 ज़िले हैं।\n5,00,000 × 5 = 25,00,000।\nरुको, जाँच करता हूँ: 5 लाख × 5 = 25 लाख। हाँ, सही है।\n")
CASES += [
    P("x_hi_ok_lakh_sep", "B", "BUD", "correct", "phrase", HI_THINK + "उत्तर: कुल बजट ₹25,00,000 है।", "'Answer: the total budget is ₹25,00,000.' — Indian lakh grouping"),
    P("x_hi_ok_lakh_word", "B", "BUD", "correct", "phrase", HI_THINK + "अतः कुल बजट 25 लाख रुपये है।", "'Hence the total budget is 25 lakh (लाख) rupees' = 2,500,000"),
    P("x_hi_crore_wrong", "A", "BUD", "wrong", "phrase", HI_THINK + "अतः कुल बजट 25 करोड़ रुपये है।", "'Hence the total budget is 25 crore (करोड़) rupees' = 250,000,000"),
    P("x_hi_perdistrict", "A", "BUD", "wrong", "phrase", HI_THINK + "उत्तर: हर ज़िले को 5 लाख रुपये मिलते हैं।", "'Answer: each district gets 5 lakh rupees.' — the per-item value"),
    P("t_hi_ok_hinglish", "B", "EGG", "correct", "tag", th("7 cartons hain, har carton mein 12 eggs. To 7 × 12 = 84.\n") + "<answer>Total 84 अंडे हैं।</answer>", "Hinglish tag 'In total there are 84 eggs.'"),
    P("r_hi_retract", "A", "EGG", "wrong", "phrase", W["EGG"] + "उत्तर: 84 अंडे।\nरुकिए, मैंने गलती की — हर डिब्बे में 10 अंडे हैं, तो 70।", "'Answer: 84 eggs. Wait, I made a mistake — each box has 10 eggs, so 70.'"),
    P("x_hi_m_ok_frac", "B", "PROB", "correct", "boxed", W["PROB"] + "अतः प्रायिकता $\\boxed{\\frac{5}{12}}$ है।", "'Hence the probability is' box 5/12"),
    P("x_hi_m_decimal", "A", "PROB", "wrong", "boxed", "15/36 ≈ 0.42\nअतः प्रायिकता $\\boxed{0.42}$ है।", "'Hence the probability is' 0.42 — rounded decimal"),
]

# ================================================================ Bengali (bn)
CASES += [
    P("x_bn_ok_digits", "B", "MIN", "correct", "phrase", "৩ × ৬০ + ২০ = ২০০\nউত্তর: ২০০ মিনিট।", "'Answer: ২০০ (200) minutes.' — Bengali digits"),
    P("u_bn_ok_hash", "B", "MIN", "correct", "hash", W["MIN"] + "মোট সময় ২০০ মিনিট।\n#### 200 মিনিট", "'Total time 200 minutes.' then #### '200 minutes'"),
    P("r_bn_retract", "A", "MIN", "wrong", "phrase", W["MIN"] + "উত্তর: ২০০ মিনিট।\nদাঁড়াও, আমি ভুল করেছি; সঠিক উত্তর ৩২০ মিনিট।", "'Answer: 200 minutes. Wait, I made a mistake; the correct answer is 320 minutes.'"),
    P("n_bn_na", "A", "MIN", "no_answer", "phrase", "উত্তর ২০০ মিনিট নয়।", "'The answer is not (নয়) 200 minutes.'"),
    P("x_bn_m_ok_poly", "B", "POLY", "correct", "boxed", W["POLY"] + "সুতরাং উত্তর: $\\boxed{x^2-5x+6}$", "'So the answer:' box x²−5x+6"),
    P("x_bn_m_sign", "A", "POLY", "wrong", "boxed", "সুতরাং উত্তর: $\\boxed{x^2+5x+6}$", "'So the answer:' x²+5x+6 — sign error"),
]

# ================================================================ Vietnamese (vi)
VI_THINK = th("Được rồi, có 3 kg anh đào, giá 4,25 đô mỗi kg, cộng phí giao hàng 2,40.\n3 × 4,25 = 12,75.\n12,75 + 2,40 = 15,15.\nKhoan đã, có cần cộng phí giao hàng không? Có, đề bài nói cộng thêm. Vậy là 15,15.\n")
CASES += [
    P("x_vi_ok_comma", "B", "FRUIT", "correct", "phrase", VI_THINK + "**Đáp số:** 15,15 đô la.", "'Final result: 15,15 dollars.'"),
    P("x_vi_subtotal", "A", "FRUIT", "wrong", "phrase", VI_THINK + "**Đáp số:** 12,75 đô la.", "'Final result: 12,75 dollars.' — the subtotal, though the think computes 15.15"),
    P("t_vi_ok_sentence", "B", "FRUIT", "correct", "tag", VI_THINK + "<answer>Tổng số tiền phải trả là 15,15 đô la.</answer>", "tag 'The total to pay is 15.15 dollars.'"),
    P("x_vi_ok_point_thousand", "B", "PROD", "correct", "phrase", "2.450 × 30 = 73.500\nVậy nhà máy sản xuất được 73.500 chi tiết.", "'So the factory produces 73.500 parts.'"),
    P("r_vi_retract", "A", "PROD", "wrong", "phrase", "2.450 × 30 = 73.500\nĐáp án: 73.500.\nÀ không, tôi nhầm: mỗi tháng chỉ có 26 ngày làm việc, nên là 63.700.", "'Answer: 73.500. Ah no, I was wrong: a month has only 26 working days, so 63.700.' (2450 × 26 = 63700)"),
    P("x_vi_m_ok_sys", "B", "SYS", "correct", "phrase", W["SYS"] + "Vậy nghiệm của hệ là $(x; y) = (3; -1)$.", "'So the solution of the system is (x; y) = (3; −1)' — semicolon separator, the Vietnamese school convention"),
    P("x_vi_m_swapped", "A", "SYS", "wrong", "phrase", "Vậy nghiệm của hệ là $(x; y) = (-1; 3)$.", "'So the solution is (x; y) = (−1; 3)' — swapped"),
]

# ================================================================ Indonesian (id)
CASES += [
    P("x_id_ok_rp", "B", "BUD", "correct", "phrase", W["BUD"] + "Jadi, total anggarannya adalah Rp2.500.000.", "'So the total budget is Rp2.500.000.' — points as thousands separators"),
    P("x_id_ok_juta", "B", "BUD", "correct", "phrase", W["BUD"] + "Jawaban: 2,5 juta rupiah.", "'Answer: 2,5 million (juta) rupiah.'"),
    P("x_id_ribu", "A", "BUD", "wrong", "phrase", W["BUD"] + "Jawaban: 2,5 ribu rupiah.", "'Answer: 2,5 thousand (ribu) rupiah' = 2,500"),
    P("r_id_ok_correction", "B", "COOK", "correct", "phrase", W["COOK_SLIP"] + "Jawaban: 106.\nEh, tunggu, yang terjual 389, bukan 398. Jadi 504 − 389 = 115.\nJawaban yang benar: 115 kue.", "'Answer: 106. Eh, wait, 389 were sold, not 398. So 504 − 389 = 115. The correct answer: 115 cookies.'"),
    P("q_id_soal_baru", "A", "COOK", "wrong", "phrase", W["COOK"] + "Sekarang coba soal baru: jika terjual 400 kue, berapa sisanya?\n504 − 400 = 104\nJawaban: 104 kue.", "'Now try a new problem: if 400 cookies are sold, how many remain? Answer: 104 cookies.' — the last answer is to a self-set new problem", True),
    P("x_id_m_ok_int", "B", "INT", "correct", "boxed", W["INT"] + "Jadi, himpunan penyelesaiannya adalah $\\boxed{(-2, 5]}$.", "'So the solution set is' box (−2, 5]"),
    P("x_id_m_open", "A", "INT", "wrong", "boxed", "Jadi, himpunan penyelesaiannya adalah $\\boxed{(-2, 5)}$.", "'So the solution set is' (−2, 5) — open at 5"),
]

# ================================================================ Malay (ms)
CASES += [
    P("x_ms_ok_rm", "B", "FRUIT", "correct", "phrase", W["FRUIT"] + "Jawapan: RM15.15", "'Answer: RM15.15' — Malaysian ringgit, decimal point"),
    P("u_ms_ok_words", "B", "EGG", "correct", "phrase", W["EGG"] + "Jawapan: lapan puluh empat biji telur.", "'Answer: eighty-four (lapan puluh empat) eggs' with the classifier biji"),
    P("u_ms_dozen", "A", "EGG", "wrong", "phrase", W["EGG"] + "Jawapan: 84 dozen telur.", "'Answer: 84 dozen eggs.'"),
    P("r_ms_retract", "A", "EGG", "wrong", "phrase", W["EGG"] + "Jawapan: 84.\nEh, silap. Setiap kotak ada 10 biji, jadi 70.", "'Answer: 84. Eh, mistake. Each box has 10, so 70.'"),
    P("x_ms_m_ok_rad", "B", "RAD", "correct", "phrase", W["RAD"] + "Jawapan: $4\\sqrt{3}$", "'Answer: 4√3'"),
    P("x_ms_m_radicand", "A", "RAD", "wrong", "phrase", "Jawapan: $3\\sqrt{4}$", "'Answer: 3√4' = 6 — a swap"),
]

# ================================================================ Thai (th)
CASES += [
    P("x_th_ok_digits", "B", "PCT", "correct", "phrase", "๑๘ ÷ ๒๔ = ๐.๗๕\nตอบ ร้อยละ ๗๕", "'Answer: percent (ร้อยละ) ๗๕ (75)' — Thai digits, the percent word before the number"),
    P("x_th_ok_latin", "B", "PCT", "correct", "phrase", W["PCT"] + "ดังนั้น นักเรียนที่สอบผ่านคิดเป็น 75%", "'Therefore the students who passed make up 75%.'"),
    P("x_th_failed", "A", "PCT", "wrong", "phrase", W["PCT"] + "ดังนั้น นักเรียนที่สอบตกคิดเป็น 25%", "'Therefore the students who failed make up 25%.'"),
    P("r_th_retract", "A", "PCT", "wrong", "phrase", W["PCT"] + "คำตอบคือ 75%\nเดี๋ยวก่อน ผมคิดผิด คำตอบที่ถูกคือ 25%", "'The answer is 75%. Wait, I was wrong, the correct answer is 25%.'"),
    P("t_th_ok_think", "B", "PCT", "correct", "tag", th("มีนักเรียน 24 คน สอบผ่าน 18 คน\n18/24 = 0.75 = 75%\nเดี๋ยว ตรวจสอบอีกที 24 × 0.75 = 18 ถูกต้อง\n") + "<answer>75%</answer>", "tag 75% after a Thai think with a check"),
    P("x_th_m_ok_deg", "B", "DEG", "correct", "boxed", W["DEG"] + "ดังนั้น มุมภายนอกมีขนาด $\\boxed{72^\\circ}$", "'Therefore the exterior angle measures' box 72°"),
    P("x_th_m_interior", "A", "DEG", "wrong", "boxed", "มุมภายในของรูปห้าเหลี่ยมด้านเท่า = 108°\nดังนั้น คำตอบคือ $\\boxed{108^\\circ}$", "'Interior angle of a regular pentagon = 108°. Therefore the answer is 108°' — the interior angle"),
]

# ================================================================ Greek (el)
CASES += [
    P("u_el_ok_words", "B", "MIN", "correct", "phrase", W["MIN"] + "Απάντηση: διακόσια λεπτά.", "'Answer: two hundred (διακόσια) minutes.'"),
    P("r_el_retract", "A", "MIN", "wrong", "phrase", W["MIN"] + "Η απάντηση είναι 200 λεπτά.\nΣτάσου, έκανα λάθος· η σωστή απάντηση είναι 320 λεπτά.", "'The answer is 200 minutes. Hold on, I made a mistake; the correct answer is 320 minutes.'"),
    P("q_el_quote", "A", "MIN", "no_answer", "prose", "Στο βιβλίο γράφει «200 λεπτά», αλλά δεν καταλαβαίνω την ερώτηση. Μπορείς να τη διατυπώσεις ξανά;", "'The book says \"200 minutes\", but I do not understand the question. Can you rephrase it?'"),
    P("x_el_m_ok_frac", "B", "PROB", "correct", "phrase", W["PROB"] + "Άρα η πιθανότητα είναι $\\frac{5}{12}$.", "'So the probability is 5/12.'"),
    P("x_el_m_complement", "A", "PROB", "wrong", "phrase", "Άρα η πιθανότητα είναι $\\frac{7}{12}$.", "'So the probability is 7/12.' — the complement"),
]

# ================================================================ Hebrew (he)
CASES += [
    P("x_he_ok_shekel", "B", "FRUIT", "correct", "phrase", W["FRUIT"] + "תשובה: 15.15 ₪", "'Answer: 15.15 ₪'"),
    P("u_he_ok_words", "B", "EGG", "correct", "phrase", W["EGG"] + "תשובה: שמונים וארבע ביצים.", "'Answer: eighty-four (שמונים וארבע) eggs.'"),
    P("r_he_retract", "A", "EGG", "wrong", "phrase", W["EGG"] + "התשובה היא 84.\nרגע, טעיתי: בכל קרטון יש 10 ביצים, אז 70.", "'The answer is 84. Moment, I was wrong: each carton has 10 eggs, so 70.'"),
    P("n_he_lo", "A", "EGG", "no_answer", "phrase", "התשובה היא לא 84.", "'The answer is not (לא) 84.'"),
    P("x_he_m_ok_cpx", "B", "CPX", "correct", "boxed", W["CPX"] + "לכן התוצאה היא $\\boxed{5+i}$.", "'So the result is' box 5+i"),
    P("x_he_m_noi2", "A", "CPX", "wrong", "boxed", "$(2+3i)(1-i) = 2 - 2i + 3i - 3i^2 = -1 + i$\nלכן התוצאה היא $\\boxed{-1+i}$.", "'So the result is' −1+i — i² treated as +1"),
]

# ================================================================ Czech (cs)
CASES += [
    P("x_cs_ok_space", "B", "PROD", "correct", "phrase", "2 450 · 30 = 73 500\nOdpověď: Továrna vyrobí 73 500 součástek.", "'Answer: the factory makes 73 500 components.'"),
    P("x_cs_ok_tis", "B", "PROD", "correct", "phrase", "2 450 · 30 = 73 500\nOdpověď: 73,5 tisíce součástek.", "'Answer: 73,5 thousand (tisíce) components.'"),
    P("r_cs_retract", "A", "TEMP", "wrong", "phrase", W["TEMP_C"] + "Odpověď: −10 °C.\nMoment, spletl jsem se: teplota stoupá, takže 2 °C.", "'Answer: −10 °C. Moment, I got it wrong: the temperature rises, so 2 °C.'"),
    P("u_cs_sign_lost", "A", "TEMP", "wrong", "hash", W["TEMP_C"] + "#### 10 °C", "#### 10 °C — the sign dropped"),
    P("x_cs_m_ok_int", "B", "INT", "correct", "phrase", W["INT"] + "Odpověď: $x \\in (-2; 5\\rangle$.", "'Answer: x ∈ (−2; 5⟩' — the Czech angle-bracket notation for a closed end", True),
    P("x_cs_m_ok_poly", "B", "POLY", "correct", "phrase", W["POLY"] + "Výsledek: $x^2 - 5x + 6$.", "'Result: x² − 5x + 6.'"),
]

# ================================================================ Swedish (sv)
CASES += [
    P("x_sv_ok_miljoner", "B", "BUD", "correct", "phrase", W["BUD"] + "Svar: Budgeten blir totalt 2,5 miljoner kronor.", "'Answer: the budget totals 2.5 million (miljoner) kronor.'"),
    P("x_sv_miljarder", "A", "BUD", "wrong", "phrase", W["BUD"] + "Svar: 2,5 miljarder kronor.", "'Answer: 2.5 billion (miljarder) kronor.'"),
    P("r_sv_retract", "A", "COOK", "wrong", "phrase", W["COOK"] + "Svaret är 115.\nVänta, jag läste fel – det såldes 398, så svaret är 106.", "'The answer is 115. Wait, I misread – 398 were sold, so the answer is 106.'"),
    P("t_sv_ok_think", "B", "COOK", "correct", "tag", th("14 plåtar med 36 kakor: 14 · 36 = 504.\n504 − 389 = 115.\nVänta, stämmer det? 115 + 389 = 504. Ja.\n") + "<answer>Det finns 115 kakor kvar.</answer>", "tag 'There are 115 cookies left.'"),
    P("x_sv_m_ok_sys", "B", "SYS", "correct", "boxed", W["SYS"] + "Lösningen är $\\boxed{(3,\\,-1)}$.", "'The solution is' box (3, −1)"),
]

# ================================================================ Romanian (ro)
CASES += [
    P("u_ro_ok_words", "B", "COOK", "correct", "phrase", W["COOK"] + "Răspuns: au rămas o sută cincisprezece fursecuri.", "'Answer: one hundred fifteen (o sută cincisprezece) cookies remained.'"),
    P("r_ro_retract", "A", "COOK", "wrong", "phrase", W["COOK"] + "Răspunsul este 115.\nStai, am greșit: s-au vândut 398, deci 106.", "'The answer is 115. Wait, I was wrong: 398 were sold, so 106.'"),
    P("n_ro_nu", "A", "COOK", "no_answer", "phrase", "Răspunsul nu este 115.", "'The answer is not 115.'"),
    P("x_ro_m_ok_frac", "B", "PROB", "correct", "phrase", W["PROB"] + "Deci probabilitatea este $\\frac{5}{12}$.", "'So the probability is 5/12.'"),
    P("x_ro_m_approx", "A", "PROB", "wrong", "phrase", "Deci probabilitatea este aproximativ $0{,}42$.", "'So the probability is approximately 0,42.'"),
]

# ================================================================ Hungarian (hu)
CASES += [
    P("x_hu_ok_space", "B", "PROD", "correct", "phrase", "2450 · 30 = 73 500\nVálasz: 73 500 alkatrészt gyárt a gyár.", "'Answer: the factory makes 73 500 parts.'"),
    P("x_hu_ok_ft", "B", "BUD", "correct", "phrase", W["BUD"] + "Válasz: 2,5 millió forint.", "'Answer: 2,5 million (millió) forints.'"),
    P("r_hu_retract", "A", "PROD", "wrong", "phrase", "2450 · 30 = 73 500\nA válasz 73 500.\nVárj, hibáztam: csak 25 munkanap van, tehát 61 250.", "'The answer is 73 500. Wait, I erred: there are only 25 working days, so 61 250.' (2450 × 25 = 61250)"),
    P("u_hu_ok_minus", "B", "TEMP", "correct", "phrase", W["TEMP_C"] + "Válasz: −10 °C lesz a hőmérséklet.", "'Answer: the temperature will be −10 °C.'"),
    P("x_hu_m_ok_rad", "B", "RAD", "correct", "phrase", W["RAD"] + "Tehát $\\sqrt{48} = 4\\sqrt{3}$.", "'So √48 = 4√3.' — an equation whose right side is the gold"),
    P("x_hu_m_decimal", "A", "RAD", "wrong", "phrase", "Tehát $\\sqrt{48} \\approx 6{,}93$.", "'So √48 ≈ 6,93.'"),
]

# ================================================================ Swahili (sw)
CASES += [
    P("u_sw_ok_noun_first", "B", "EGG", "correct", "phrase", W["EGG"] + "Jibu: Kuna mayai 84.", "'Answer: there are eggs 84' — Swahili puts the noun before the number"),
    P("u_sw_ok_words", "B", "EGG", "correct", "phrase", W["EGG"] + "Jibu: mayai themanini na manne.", "'Answer: eighty-four (themanini na manne) eggs.'"),
    P("r_sw_retract", "A", "EGG", "wrong", "phrase", W["EGG"] + "Jibu ni 84.\nSubiri, nimekosea: kila boksi lina mayai 10, kwa hiyo 70.", "'The answer is 84. Wait, I erred: each box has 10 eggs, so 70.'"),
    P("x_sw_ok_shilingi", "B", "BUD", "correct", "phrase", W["BUD"] + "Jibu: shilingi 2,500,000.", "'Answer: shillings 2,500,000.'"),
    P("x_sw_m_ok_deg", "B", "DEG", "correct", "phrase", W["DEG"] + "Jibu: pembe ya nje ni nyuzi 72.", "'Answer: the exterior angle is degrees (nyuzi) 72.'"),
]

# ================================================================ Tagalog (tl)
CASES += [
    P("x_tl_ok_piso", "B", "FRUIT", "correct", "phrase", W["FRUIT"] + "Sagot: ₱15.15", "'Answer: ₱15.15'"),
    P("t_tl_ok_taglish", "B", "COOK", "correct", "tag", th("So 14 trays tapos 36 cookies bawat isa, 14 × 36 = 504.\nNabenta ang 389, kaya 504 − 389 = 115.\nTeka, tama ba? 115 + 389 = 504. Oo.\n") + "<answer>115 cookies ang natira.</answer>", "Taglish think; tag '115 cookies remained.'"),
    P("r_tl_retract", "A", "COOK", "wrong", "phrase", W["COOK"] + "Ang sagot ay 115.\nTeka, mali pala — 398 ang nabenta, kaya 106.", "'The answer is 115. Wait, it is wrong after all — 398 were sold, so 106.'"),
    P("n_tl_hindi", "A", "COOK", "no_answer", "phrase", "Hindi 115 ang sagot.", "'The answer is not (Hindi) 115.'"),
    P("x_tl_m_ok_cpx", "B", "CPX", "correct", "phrase", W["CPX"] + "Kaya ang sagot ay $5 + i$.", "'So the answer is 5 + i.'"),
]
# ================================================================ more: phrase marker then #### (h_), mixed languages
CASES += [
    P("h_zh_ok_hash_noun", "B", "COOK", "correct", "hash", ZH_THINK + "所以答案是115块。\n#### 115块", "'So the answer is 115 pieces.' then #### '115块' (counter after ####)"),
    P("h_zh_phrase_other", "A", "COOK", "wrong", "hash", ZH_THINK + "所以答案是115块。\n#### 504", "phrase 115, #### 504 (the total) — two different final answers"),
    P("h_ru_ok_hash_space", "B", "BUD", "correct", "hash", W["BUD"] + "Итого: 2 500 000 рублей.\n#### 2 500 000", "'Total: 2 500 000 roubles.' then #### with space separators"),
    P("h_ru_hash_mln_per", "A", "BUD", "wrong", "hash", W["BUD"] + "Итого на каждый район: 0,5 млн.\n#### 500 000", "'Total per district: 0.5 mln.' #### 500 000 — the per-item value"),
    P("h_es_hash_then_retract", "A", "PCT", "wrong", "hash", W["PCT"] + "La respuesta es 75 %.\n#### 75\nUn momento: me piden el porcentaje de suspensos. #### 25", "'The answer is 75 %. #### 75. One moment: they ask for the percent who failed. #### 25' — the last #### is 25"),
    P("h_ko_ok_hash_after_phrase", "B", "MIN", "correct", "hash", W["MIN"] + "따라서 총 200분이 걸립니다.\n#### 200분", "'So it takes 200 minutes in total.' then #### '200분'"),
    P("h_ar_hash_other", "A", "MIN", "wrong", "hash", W["MIN"] + "إذن الوقت هو 200 دقيقة.\n#### 3.33", "'So the time is 200 minutes.' #### 3.33 — the hours, another unit"),
    P("h_vi_ok_hash_comma", "B", "FRUIT", "correct", "hash", VI_THINK + "Vậy tổng cộng là 15,15 đô la.\n#### 15,15", "'So the total is 15,15 dollars.' then #### 15,15 (decimal comma after ####)", True),
    P("h_id_empty_hash", "A", "FRUIT", "no_answer", "hash", W["FRUIT"] + "Jadi, jawabannya adalah:\n####", "'So the answer is:' then an empty ####; the gold only in the working"),
]

# ================================================================ more MATH in the languages: negation, quotes, tags, long thinks
RU_M_THINK = th("Нужно найти внешний угол правильного пятиугольника.\nСумма внешних углов любого выпуклого многоугольника равна 360°.\nЗначит, один внешний угол: 360° / 5 = 72°.\nПодожди, может, спрашивают внутренний? Внутренний 180° − 72° = 108°. Нет, в условии именно внешний.\nИтак, 72°.\n")
JA_M_THINK = th("連立方程式 x + y = 2, x − y = 4 を解く。\n2式を足すと 2x = 6、よって x = 3。\nx + y = 2 に代入して y = −1。\n待って、確認。3 − (−1) = 4。合っている。\n")
CASES += [
    P("t_ru_m_ok_deg", "B", "DEG", "correct", "tag", RU_M_THINK + "<answer>Внешний угол равен 72°.</answer>", "tag 'The exterior angle equals 72°.' after a long Russian think that rejects 108"),
    P("t_ru_m_interior", "A", "DEG", "wrong", "tag", RU_M_THINK + "<answer>72°, а внутренний — 108°</answer>", "tag '72°, and the interior one is 108°' — two values in the tag, the last another quantity", True),
    P("t_ja_m_ok_sys", "B", "SYS", "correct", "tag", JA_M_THINK + "<answer>$(x, y) = (3, -1)$</answer>", "tag (x, y) = (3, −1) after a Japanese think"),
    P("t_ja_m_selfcorr", "A", "SYS", "wrong", "tag", JA_M_THINK + "<answer>(3, −1)、いや、(−1, 3)です。</answer>", "tag '(3, −1), no, it is (−1, 3).' — corrected to the swapped pair"),
    P("n_de_m_not_equal", "A", "POLY", "no_answer", "boxed", "Ausmultipliziert: $\\boxed{\\neq x^2 - 5x + 6}$ – hier stimmt etwas nicht.", "a box '≠ x² − 5x + 6' and 'something is not right here'; no answer"),
    P("n_es_m_tachado", "A", "POLY", "wrong", "phrase", "Respuesta: ~~$x^2 - 5x + 6$~~ $x^2 - 6x + 5$", "'Answer:' the gold struck out in markdown, then x² − 6x + 5"),
    P("n_fr_m_ok_not_other", "B", "POLY", "correct", "boxed", W["POLY"] + "Attention : ce n'est pas $x^2 + 5x + 6$. Réponse : $\\boxed{x^2 - 5x + 6}$.", "'Careful: it is not x² + 5x + 6. Answer:' box the gold — the negation concerns another value"),
    P("n_zh_m_wrong_annot", "A", "RAD", "wrong", "boxed", "$\\sqrt{48} = \\boxed{4\\sqrt{3}}$（错误）\n正确答案应为 $2\\sqrt{12}$ 的化简……我不确定。", "box the gold annotated '(wrong)', then 'the correct answer should be the simplification of 2√12... I am not sure' — the model marks its box wrong", True),
    P("q_ko_m_quote", "A", "PROB", "no_answer", "prose", "교과서 해설에는 \"답: 5/12\"라고 되어 있지만, 문제의 조건이 빠져 있어서 제가 직접 풀 수는 없습니다.", "'The textbook explanation says \"Answer: 5/12\", but the problem's condition is missing, so I cannot solve it myself.'"),
    P("q_de_m_ok_quote_then_own", "B", "PROB", "correct", "phrase", "Mein Mitschüler meinte „7/12“, aber das ist die Gegenwahrscheinlichkeit.\n" + W["PROB"] + "Antwort: $\\frac{5}{12}$", "'My classmate said \"7/12\", but that is the complementary probability.' then own 'Answer: 5/12'"),
    P("q_fr_m_next_user", "A", "CPX", "no_answer", "prose", "Je vais développer le produit étape par étape." + EOT_USER + "La réponse est-elle $5 + i$ ?", "'I will expand the product step by step.' then an invented Llama user turn 'Is the answer 5 + i?'"),
    P("q_es_m_ok_invented", "B", "CPX", "correct", "boxed", W["CPX"] + "El resultado es $\\boxed{5 + i}$." + IM_USER + "¿Y cuánto es $(2+3i)(1+i)$?<|im_end|>\n<|im_start|>assistant\n$\\boxed{-1 + 5i}$", "'The result is' box 5 + i, then an invented turn 'And what is (2+3i)(1+i)?' boxed −1 + 5i; only the answer before the invented turn counts", True),
    P("r_it_m_ok_wait", "B", "INT", "correct", "boxed", "<think>\n−3 < 2x + 1 ≤ 11. Sottraggo 1: −4 < 2x ≤ 10. Divido per 2: −2 < x ≤ 5.\nAspetta, l'estremo 5 è incluso perché la disuguaglianza è ≤; −2 escluso perché è <.\n</think>\nL'insieme delle soluzioni è $\\boxed{(-2, 5]}$.", "Italian think with 'Wait, 5 is included because ≤; −2 excluded because <', box (−2, 5]"),
    P("r_it_m_retract", "A", "INT", "wrong", "boxed", "L'insieme delle soluzioni è $\\boxed{(-2, 5]}$.\nAnzi, correggo: $\\boxed{[-2, 5]}$.", "'The solution set is (−2, 5]. Actually, I correct: [−2, 5].' — corrected to a wrong value"),
    P("u_zh_m_ok_du", "B", "DEG", "correct", "phrase", W["DEG"] + "答：正五边形的每个外角是72度。", "'Answer: each exterior angle of a regular pentagon is 72 degrees (度).'"),
    P("u_de_m_bogenmass", "A", "DEG", "wrong", "phrase", "Antwort: $72$ im Bogenmaß.", "'Answer: 72 in radian measure (Bogenmaß)' — a unit word that changes the meaning", True),
    P("x_pt_m_ok_unreduced", "B", "PROB", "correct", "phrase", "Casos favoráveis: 15 de 36.\nResposta: a probabilidade é $\\frac{15}{36} = \\frac{5}{12}$.", "'Answer: the probability is 15/36 = 5/12.'"),
    P("x_tr_m_ok_sqrt_expr", "B", "RAD", "correct", "phrase", "Cevap: $\\sqrt{48} = 4\\sqrt{3} \\approx 6{,}93$", "'Answer: √48 = 4√3 ≈ 6,93' — exact then a rounded gloss; debatable: the chain's last value is the decimal", True),
]

# ================================================================ bad input JSON can hold (b_)
# A lone surrogate cannot be written by write_records (UTF-8, unescaped), so these probes carry
# LONE_MARK, which __main__ turns into the JSON escape \ud83d in the written file (json.loads gives
# a lone high surrogate back).
LONE_MARK = "@@LONE_SURROGATE@@"
ZH_LOOP = "等等，我再检查一下：14 × 36 = 504，504 − 389 = 115。\n" * 4000
RU_LOOP = "Подожди, пересчитаю ещё раз: 3 × 4,25 = 12,75; 12,75 + 2,40 = 15,15.\n" * 2500
CASES += [
    P("b_zh_nul_right", "A", "COOK", "no_answer", "phrase", W["COOK"] + "答案是11\x005块。", "a NUL inside '答案是115块' ('the answer is 115 pieces'); a NUL makes the pair bad input"),
    P("b_de_nul_before", "A", "EGG", "no_answer", "hash", W["EGG"] + "\x00Antwort: 84 Eier.\n#### 84", "a NUL before 'Answer: 84 eggs.' and #### 84; bad input"),
    P("b_es_lone_surrogate", "A", "PROD", "no_answer", "hash", ES_THINK + "#### 73.500 piezas" + LONE_MARK, "a lone surrogate after '#### 73.500 piezas'; bad input"),
    P("b_ja_m_lone_surrogate", "A", "CPX", "no_answer", "boxed", "答えは $\\boxed{5+i}$ です。" + LONE_MARK, "'The answer is' box 5+i, then a lone surrogate; bad input"),
    P("b_ar_ok_rlm", "B", "EGG", "correct", "phrase", "7 × 12 = 84\nالإجابة: \u200f84\u200f بيضة.", "'Answer: 84 eggs.' with right-to-left marks around the number (what Arabic editors insert)"),
    P("b_fa_ok_zwnj", "B", "COOK", "correct", "phrase", W["COOK"] + "پاسخ: ۱۱۵ شیرینی باقی\u200cمانده است.", "'Answer: ۱۱۵ cookies remain' with a zero-width non-joiner inside باقی‌مانده"),
    P("b_ko_ok_ctrl", "B", "MIN", "correct", "phrase", W["MIN"] + "\x1b[1m정답: 200분\x1b[0m", "ANSI escape codes (control characters) around 'Correct answer: 200 minutes'"),
    P("b_ru_ok_crlf", "B", "FRUIT", "correct", "phrase", (W["FRUIT_C"] + "Ответ: 15,15 руб.").replace("\n", "\r\n"), "CRLF line ends; 'Answer: 15,15 rub.'"),
    P("b_zh_ok_huge", "B", "COOK", "correct", "tag", "<think>\n" + ZH_LOOP + "</think>\n<answer>还剩115块饼干。</answer>", "a ~150,000-character looping Chinese think ('wait, let me check again: ...'), then tag 'There are 115 cookies left.'"),
    P("b_ru_huge_cut", "A", "FRUIT", "no_answer", "none", "<think>\n" + RU_LOOP, "a ~160,000-character looping Russian think ('wait, I'll recompute once more...') cut at the token cap; no answer"),
    P("b_th_ok_zwsp", "B", "PCT", "correct", "phrase", W["PCT"] + "ดังนั้น\u200bคำตอบคือ\u200b75%", "Thai written with zero-width spaces: 'therefore the answer is 75%'"),
    P("b_de_m_ok_nbsp", "B", "RAD", "correct", "phrase", W["RAD"] + "Antwort:\u00a0$4\\sqrt{3}$", "a no-break space after 'Answer:'; 4√3"),
    P("b_hi_empty", "A", "BUD", "no_answer", "none", "", "an empty completion"),
    P("b_fr_m_unclosed", "A", "INT", "no_answer", "none", W["INT"] + "L'ensemble des solutions est $\\boxed{(-2, 5", "'The solution set is' and a box cut before its end"),
    P("b_el_fullwidth_other", "A", "MIN", "wrong", "phrase", W["MIN"] + "Απάντηση: ３２０ λεπτά.", "'Answer: 320 minutes' in full-width digits — wrong value"),
]

# ================================================================ more kind A in the languages
CASES += [
    P("x_de_point_thousand", "A", "FRUIT", "wrong", "phrase", "3 · 4,25 = 12,75\n12,75 + 2,40 = 15,15\nAntwort: Insgesamt 15.150 €.", "'Answer: in total 15.150 €' — in German the point groups thousands: 15,150, not 15.15"),
    P("x_es_comma_decimal", "A", "PROD", "wrong", "phrase", "2.450 × 30 = 73.500\nRespuesta: 73,5 piezas.", "'Answer: 73,5 pieces' — a Spanish decimal comma makes it 73.5, not 73,500"),
    P("u_fr_douzaines", "A", "EGG", "wrong", "phrase", W["EGG"] + "Réponse : 84 douzaines d'œufs.", "'Answer: 84 dozen (douzaines) eggs.'"),
    P("x_ru_mln_wrong", "A", "PROD", "wrong", "phrase", "2450 × 30 = 73 500\nОтвет: 73,5 млн деталей.", "'Answer: 73,5 mln parts' = 73,500,000 — wrong scale word"),
    P("r_zh_m_retract", "A", "PROB", "wrong", "boxed", W["PROB"] + "所以答案是 $\\boxed{\\frac{5}{12}}$。\n等等，我漏算了点数和为7的情况，应该是 $\\boxed{\\frac{7}{12}}$。", "'So the answer is 5/12. Wait, I missed the sum-7 cases, it should be 7/12.' — retracted to 7/12 (21/36)"),
    P("q_ja_quote", "A", "EGG", "no_answer", "prose", "先生は「答えは84個」と言っていましたが、問題文が見当たらないので、私には解けません。", "'The teacher said \"the answer is 84 pieces\", but I cannot find the problem text, so I cannot solve it.'"),
    P("n_ko_m_strike", "A", "RAD", "wrong", "phrase", "~~$4\\sqrt{3}$~~ → 정답: $2\\sqrt{3}$", "the gold struck out in markdown, then 'Correct answer: 2√3'"),
    P("r_pt_m_never_mind", "A", "SYS", "no_answer", "phrase", W["SYS"] + "Resposta: $(3, -1)$.\nDeixa pra lá, não tenho certeza se copiei o sistema certo. Me mande o enunciado de novo.", "'Answer: (3, −1). Never mind, I am not sure I copied the right system. Send me the problem again.' — withdrawn, nothing in its place"),
    P("x_tr_m_decimal", "A", "PROB", "wrong", "phrase", "15/36 ≈ 0,4167\nCevap: 0,4167", "'Answer: 0,4167' — a rounded decimal for 5/12"),
]
# fmt: on

DECISIONS = {
    "u_ja_ok_hyouka": (
        "accept",
        "氷点下10度 ('10 degrees below freezing') is the standard Japanese way to say −10 °C; the value equals the gold",
    ),
    "q_uk_task_b": (
        "reject",
        "the final answer line answers a self-added part b); the question posed (3 h 20 min) is answered only in part a) — the issue lists a part of another question as not the answer",
    ),
    "q_pt_ok_next": (
        "accept",
        "the answer −10 °C precedes the invented user turn; text after the invented turn does not count (README convention for invented turns)",
    ),
    "x_fr_m_radians": (
        "reject",
        "degrees are not radians (brief label rule); the gold 72 is in degrees",
    ),
    "h_de_minus_grad_unter_null": (
        "reject",
        "the marked #### value is 10, not −10; the phrase's 'unter Null' does not change the marked value",
    ),
    "q_pl_m_podpunkt": (
        "reject",
        "the final answer is to a self-set part b) with another system; the asked system's solution only in part a)",
    ),
    "u_tr_eksik": (
        "reject",
        "'115 kurabiye eksik' says 115 cookies are missing/short, not that 115 remain",
    ),
    "q_id_soal_baru": (
        "reject",
        "the last stated answer belongs to a self-set new problem; the issue lists a self-set new problem as text the model did not state as its answer to the question, and the final answer counts, so the completion ends on another problem's answer",
    ),
    "x_cs_m_ok_int": (
        "accept",
        "(−2; 5⟩ is the Czech school notation for the half-open interval (−2, 5]",
    ),
    "h_vi_ok_hash_comma": (
        "accept",
        "a Vietnamese completion writes decimal commas throughout (12,75; 15,15), so #### 15,15 is 15.15",
    ),
    "t_ru_m_interior": (
        "reject",
        "the tag's last value is the interior angle 108°, another quantity; two values in the tag is at best a hedge",
    ),
    "n_zh_m_wrong_annot": (
        "reject",
        "the model annotates its own box '(错误)' (wrong) and then says it is not sure; an answer the model marks wrong is wrong",
    ),
    "q_es_m_ok_invented": (
        "accept",
        "the box 5 + i closes the answer to the question posed; the second box is in an invented turn and does not count",
    ),
    "u_de_m_bogenmass": ("reject", "'72 im Bogenmaß' states 72 radians, not 72 degrees"),
    "x_tr_m_ok_sqrt_expr": (
        "accept",
        "the exact value 4√3 is stated and the ≈ 6,93 is a gloss (the issue lists glosses after the value as acceptable)",
    ),
}


if __name__ == "__main__":
    import json

    import corpus_build

    here = Path(__file__).resolve().parent
    if here != corpus_build.HERE.resolve():
        corpus_build.HERE = here  # run outside the corpus folder: write beside this file
    write_probes("adversarial_redteam108", CASES, [], DECISIONS)
    out = corpus_build.HERE / "adversarial_redteam108.jsonl"
    text = out.read_text(encoding="utf-8").replace(LONE_MARK, "\\ud83d")
    out.write_text(text, encoding="utf-8")
    lines = [json.loads(x) for x in text.splitlines()]
    assert sum(LONE_MARK in r["completion"] for r in lines) == 0
    assert sum("\ud83d" in r["completion"] for r in lines) == 2
