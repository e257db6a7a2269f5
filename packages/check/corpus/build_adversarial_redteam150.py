r"""Build adversarial_redteam150.jsonl: round 150 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam150"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers),
build_adversarial_redteam136.py (structure, docstring, DECISIONS), build_adversarial_redteam145.py /
build_adversarial_redteam148.py (label conventions of the multilingual rounds; read to AVOID their
shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew.
Working lines are language-neutral equations; the final lines are in the language. New shapes
(not rounds 143 / 145 / 148): the language's own words for "and a half" (两个半小时, 2時間半, 2시간
반, dos horas y media, zweieinhalb, два с половиной, ढाई / डेढ़, আড়াই, ساعتان ونصف, دو ساعت و نیم,
iki buçuk, setengah, ชั่วโมงครึ่ง, tweeënhalf, δυόμισι, שעתיים וחצי) and French / Vietnamese clock
time "2 h 30" for 2.5 hours, against "an hour and a half" and "2 h 5 min"; money split into major and
minor units (13元2角5分, 13 руб. 25 коп., 13 zł 25 gr, 13ドル25セント, 13달러 25센트) against the
subtotal in the same notation; German "22.200,– €"; Spanish / Portuguese "mil" scale words; the
Turkish and Arabic percent sign before / after (%85, ٨٥٪); a Persian slash as decimal mark
(debatable); Thai with the value glued to the script on both sides; the answer followed by the
given numbers of the problem in the same sentence ("12 of the 45 she had", "45 km in 6 days",
"remainder 2 (mod 7)") so that the LAST number is not the answer; a check line in the language
after the answer (kept) against a check that revises it (replaces it); English "Wait" inside a
Chinese answer (code-switching); translated closing lines (Minerva's, Llama's) with a box; a
`\text{}` counter inside the box; `####` with a German thousands dot ("#### 10.000") or Unicode
minus; MATH notation of school systems: French ]4 ; +\infty[ and [4 ; +\infty[, German point
notation (4|3) and \mathbb{L}, Czech point S[1,5; 2], Brazilian S = {-3; 2}, Dutch x = -3 \vee x = 2
and \wedge, Polish "Odp." with a cases system, Russian periodic decimal 1,41(6) (debatable), German
1{,}41\overline{6}, set-builder notation, Indonesian "HP:"; corrections in the language whose new
value is right or wrong; the equal-value restatement 3\sqrt{8} and 2\sqrt{18} of 6\sqrt{2}.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 3 films of 50 minutes, HOURS asked -> 2.5 (150 min; 150/60 = 2.5; 1.5 and "2 h 50" and
"2 h 5 min" wrong); 45 apples, 12 to each of 2 friends, 9 sold -> 12 (24; 45 - 24 = 21; 21 - 9 = 12;
subtotal 21); 5 notebooks at 2.50 + a pen at 0.75 -> 13.25 (12.50 + 0.75; without the pen 12.50;
digit swap 13.52); 1,850 a month for 12 months -> 22200 (per month 1850; ten times off 2220; 11
months 20350; slip 20200); 7.5 km a day for 6 days -> 45 (per day 7.5; 5 days 37.5; slips 42, 40.5,
4.5); 34 of 40 students passed, percent passed -> 85 (0.85; failed 6/40 = 15); balance 120 euros,
pays 175 -> -55 (sign dropped 55); 1,250 bottles an hour for 8 hours -> 10000 (10 hours 12500; per
hour 1250; ten times off 1000 / 100000).
MATH: midpoint of (-2, 5) and (5, -1) -> \left(\frac{3}{2}, 2\right) ((3/2, 4/2); sums (3, 4);
slip (1.5, 3); swapped (2, 1.5)); x^2 + x - 6 = 0 -> -3, 2 ((x + 3)(x - 2); sum -1; sign slip 3, -2);
exactly two heads in three coin flips -> \frac{3}{8} (HHT, HTH, THH; 0.375; ~0.38 / 37 % / 0.4
approximations); each interior angle of a regular octagon -> 135 (1080/8; sum 1080; exterior 45;
3\pi/4 rad); \sqrt{72} -> 6\sqrt{2} (36*2; ~8.485; 2\sqrt{18} and 3\sqrt{8} equal; 3\sqrt{2} and
8\sqrt{2} wrong); 2x - 3 > 5 -> (4, \infty) (x > 4; [4, \infty), x >= 4, x < 4 wrong); 2/3 + 3/4 ->
\frac{17}{12} (8/12 + 9/12; 1 5/12; 1.41666...; 5/7 and 1 5/7 wrong); (x - 3)(x + 5) -> x^2 + 2x - 15
(5x - 3x = 2x; slips x^2 + 8x - 15, x^2 - 2x - 15); x + y = 7, x - y = 1 -> (4, 3) (2x = 8; swapped
(3, 4)); 2^10 mod 7 -> 2 (2^3 = 8 = 1 mod 7; 2^10 = (2^3)^3 * 2; 1024 = 7*146 + 2; 1 and 3 and 4
wrong).

Classes (id prefix): `s_` split and native forms of one value (and-a-half words, clock time, major and
minor money units, scale words, number words), `l_` the language's label with a value in its
notation (grouping, decimal mark, currency, glued script), `u_` another quantity (per month, per
day, per hour, the exterior angle, the angle sum, radians, the apples sold), `p_` percent sign before / after, `x_` the
answer followed by given numbers or a restatement in the same line (the last number is not the
answer), `c_` corrections in the language (and code-switched "Wait"), `v_` a check line in the
language after the answer, `k_` a box with text inside or a translated closing line, `n_` school
notation of MATH answers (intervals, points, sets, "or" / "and" symbols, periodic decimals), `a_`
approximations (after the exact value vs alone), `t_` `<answer>` tags holding a sentence in the
language, `h_` `####` after a phrase in the language, `q_` reported values. Then `m_` for a MATH
probe, `ok_` for kind B, then the language code and the problem. Kind A: truth wrong; kind B: truth
correct. Every note opens with the language and carries an English gloss of the final lines.

Label conventions (corpus/README.md; rounds 136, 145 and 148): the LAST final answer counts; a right
answer in the language's honest notation (decimal comma, local thousands grouping, currency before or
after, "22.200,–", a counted noun or counter, a number word, native digits, the language's
"and a half" word or clock time equal to the decimal hours, money in major and minor units equal to
the decimal amount, a scale word giving the same value, the percent sign before the number, a
school notation for the same interval / point / set / root pair, an unsimplified form equal to the
gold, a terminating decimal equal to a fraction gold) is correct; given numbers of the problem after
the answer in the same sentence do not replace it; an approximation after the exact value is a gloss;
an approximation alone for an exact MATH gold is wrong; another quantity (subtotal, per month, per
day, per hour, the failed percent, the shortfall 55 for a balance of -55, the sum or one of the
roots, the sum or the exterior angle, radians, one coordinate) is wrong; a value ten times off is
wrong; an explicit correction after an answer makes the new value final, right or wrong (also when
the new value is an equal-value form, which is then correct); a check that only confirms keeps the
answer; an answer tag's content is the final answer (a sentence in it is read for the value it
states); a value only in someone else's reported answer is not the model's answer. Debatable probes
carry `debatable=True` and a DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam150.py   (writes adversarial_redteam150.jsonl beside it)
"""

from pathlib import Path

from corpus_build import g, m, th, write_probes  # noqa: E402

GOLD = {
    "MOVIE": "2.5", "APPLE": "12", "PRICE": "13.25", "SAL": "22200", "KM": "45", "PCT": "85",
    "BAL": "-55", "BIG": "10000",
    "MID": r"\left(\frac{3}{2}, 2\right)", "QUAD": "-3, 2", "PROB": r"\frac{3}{8}", "ANGLE": "135",
    "SQRT": r"6\sqrt{2}", "INT": r"(4, \infty)", "FRAC": r"\frac{17}{12}", "POLY": "x^2 + 2x - 15",
    "SYS": "(4, 3)", "MOD": "2",
}  # fmt: skip
MATHP = {"MID", "QUAD", "PROB", "ANGLE", "SQRT", "INT", "FRAC", "POLY", "SYS", "MOD"}

# Language-neutral working (the final lines are in the language, in the probe).
WORK = {
    "MOVIE": "3 * 50 = 150 min\n150 / 60 = 2.5\n",
    "MOVIE_15": "3 * 30 = 90 min\n90 / 60 = 1.5\n",
    "APPLE": "2 * 12 = 24\n45 - 24 = 21\n21 - 9 = 12\n",
    "APPLE_S": "2 * 12 = 24\n45 - 24 = 21\n",
    "PRICE": "5 * 2.50 = 12.50\n12.50 + 0.75 = 13.25\n",
    "PRICE_S": "5 * 2.50 = 12.50\n",
    "SAL": "1850 * 12 = 22200\n",
    "SAL_S": "1850 / month\n",
    "KM": "7.5 * 6 = 45\n",
    "KM_S": "7.5 km / day\n",
    "PCT": "34 / 40 = 0.85\n0.85 * 100 = 85\n",
    "PCT_F": "40 - 34 = 6\n6 / 40 = 0.15\n",
    "BAL": "120 - 175 = -55\n",
    "BIG": "1250 * 8 = 10000\n",
    "BIG_10": "1250 * 10 = 12500\n",
    "BIG_S": "1250 / hour\n",
    "MID": r"$M = \left(\frac{-2 + 5}{2}, \frac{5 + (-1)}{2}\right)$" + "\n",
    "QUAD": "$x^2 + x - 6 = (x + 3)(x - 2) = 0$\n",
    "PROB": "HHT, HTH, THH: 3 of 8 outcomes.\n",
    "ANGLE": r"$\frac{(8 - 2) \cdot 180^\circ}{8}$" + "\n",
    "SQRT": r"$\sqrt{72} = \sqrt{36 \cdot 2}$" + "\n",
    "INT": "$2x - 3 > 5 \\iff 2x > 8$\n",
    "FRAC": r"$\frac{2}{3} + \frac{3}{4} = \frac{8}{12} + \frac{9}{12}$" + "\n",
    "POLY": "$(x - 3)(x + 5) = x^2 + 5x - 3x - 15$\n",
    "SYS": "$x + y = 7$, $x - y = 1$: $2x = 8$\n",
    "MOD": "$2^3 = 8 \\equiv 1 \\pmod 7$, $2^{10} = (2^3)^3 \\cdot 2$\n",
}

NB, NNB = "\u00a0", "\u202f"
CASES: list[tuple] = []


def e(cls, lang, prob, kind, tail, gloss, why, deb=False, tag=False, work=None, sfx=""):  # noqa: ANN001, ANN201, PLR0913
    """One probe: working (WORK[work or prob]) then the final lines `tail` ("¶" = newline, "<NB>" /
    "<NNB>" = no-break / narrow no-break space)."""
    tail = tail.replace("¶", "\n").replace("<NNB>", NNB).replace("<NB>", NB)
    body = WORK[prob if work is None else work]
    text = (th(body) if tag else body) + tail
    is_math = prob in MATHP
    truth = "correct" if kind == "B" else "wrong"
    form = (
        "tag"
        if "<answer>" in tail
        else "hash"
        if "####" in tail
        else "boxed"
        if "\\boxed" in tail
        else "final_answer_phrase"
    )
    cid = (
        f"{cls}_"
        + ("m_" if is_math else "")
        + ("ok_" if kind == "B" else "")
        + f"{lang}_{prob.lower()}{sfx}"
    )
    note = f"[{lang}] {why}. Gloss: {gloss}"
    CASES.append((m if is_math else g)(cid, kind, GOLD[prob], truth, form, text, note, deb))


# fmt: off
# ================================================================ Chinese (zh)
e("s", "zh", "MOVIE", "B", "答：一共需要两个半小时。", "'Answer: it takes two and a half hours in total.'", "两个半小时 (two and a half hours) = 2.5, with 两 for two")
e("s", "zh", "PRICE", "B", "答：一共需要13元2角5分。", "'Answer: it costs 13 yuan 2 jiao 5 fen in total.'", "money in yuan / jiao / fen: 13 + 0.2 + 0.05 = 13.25")
e("s", "zh", "PRICE", "A", "答：需要12元5角。", "'Answer: it costs 12 yuan 5 jiao.'", "12 yuan 5 jiao = 12.50, the subtotal without the pen", work="PRICE_S")
e("x", "zh", "APPLE", "B", "答：安娜还剩12个苹果（原来有45个）。", "'Answer: Anna has 12 apples left (she had 45 originally).'", "the given 45 follows the answer in parentheses")
e("c", "zh", "SAL", "A", "答：一年共收入22,200元。¶Wait, let me double-check: 1850 × 12 = 21,200。所以答案是21,200元。", "'Answer: the year's income is 22,200 yuan. Wait, let me double-check: 1850 x 12 = 21,200. So the answer is 21,200 yuan.'", "code-switched English 'Wait' inside the Chinese answer; the correction to the slip 21200 is final")
e("k", "zh", "BIG", "B", "因此，最终答案是 $\\boxed{10000\\text{个}}$。", "'Therefore, the final answer is [10000 (counter ge)].'", "the counter 个 in \\text{} inside the box")
e("h", "zh", "PCT", "A", "及格率为85%，不及格率为15%。¶#### 15", "'The pass rate is 85%, the fail rate is 15%. #### 15'", "the #### marks the failed percent 15; the passed percent is asked")
e("n", "zh", "MID", "B", "中点坐标为 $(1.5, 2)$。", "'The midpoint coordinates are (1.5, 2).'", "a terminating decimal 1.5 for 3/2 in the point")
e("n", "zh", "QUAD", "A", "两根之和为 $-1$。¶答：$-1$", "'The sum of the two roots is -1. Answer: -1.'", "the sum of the roots, not the roots")
e("k", "zh", "SQRT", "B", "因此，最终答案是 $\\boxed{6\\sqrt2}$。", "'Therefore, the final answer is [6 sqrt2].'", "\\sqrt2 without braces in the box")
e("c", "zh", "ANGLE", "A", "每个内角是135°。¶等一下，题目问的应该是外角：$360^\\circ \\div 8 = 45^\\circ$。所以答案是45°。", "'Each interior angle is 135 degrees. Wait, the problem should be asking for the exterior angle: 360 / 8 = 45. So the answer is 45 degrees.'", "a correction (等一下) to the exterior angle 45 is final")
e("t", "zh", "FRAC", "B", "<answer>和为$\\frac{17}{12}$，即$1\\frac{5}{12}$。</answer>", "'The sum is 17/12, that is 1 5/12.'", "the tag's sentence gives the fraction and the equal mixed number", tag=True)
e("v", "zh", "MOD", "A", "答：余数为2。¶验算：$7 \\times 146 = 1022$，$1024 - 1022 = 3$，所以余数应为3。", "'Answer: the remainder is 2. Check: 7 x 146 = 1022, 1024 - 1022 = 3, so the remainder should be 3.'", "a check (验算) with a slip revises the answer to 3: the new value is final")

# ================================================================ Japanese (ja)
e("s", "ja", "MOVIE", "B", "答え：2時間半", "'Answer: 2 and a half hours.'", "2時間半 (2 hours and a half) = 2.5")
e("l", "ja", "BIG", "A", "答え：1万2500本", "'Answer: 12,500 bottles (1 man 2500).'", "10 hours read for 8: 1万2500 = 12500", work="BIG_10")
e("s", "ja", "PRICE", "B", "答え：13ドル25セント", "'Answer: 13 dollars 25 cents.'", "dollars and cents split: 13.25")
e("x", "ja", "KM", "B", "答え：45km（1日7.5km × 6日）", "'Answer: 45 km (7.5 km a day x 6 days).'", "the given 7.5 and 6 follow the answer in parentheses")
e("l", "ja", "BAL", "A", "答え：55ユーロ", "'Answer: 55 euros.'", "the sign dropped: 55 for the balance -55")
e("c", "ja", "SAL", "B", "答え：2,220ドル…いや、桁を間違えました。1850 × 12 = 22,200ドルです。", "'Answer: 2,220 dollars... no, I got the digits wrong. 1850 x 12 = 22,200 dollars.'", "a correction (いや) from a ten-times-off value to the gold is final")
e("n", "ja", "INT", "A", "答え：$x > 8$", "'Answer: x > 8.'", "the bound not divided by 2")
e("n", "ja", "SYS", "A", "答え：$x = 3,\\ y = 4$", "'Answer: x = 3, y = 4.'", "x and y swapped")
e("k", "ja", "PROB", "B", "よって、求める確率は $\\boxed{\\dfrac{3}{8}}$ である。", "'Therefore the required probability is [3/8].'", "\\dfrac in the box inside a Japanese sentence")
e("a", "ja", "SQRT", "A", "答え：約8.49", "'Answer: about 8.49.'", "an approximation alone for 6 sqrt2")
e("u", "ja", "ANGLE", "A", "答え：$\\frac{3}{4}\\pi$", "'Answer: 3/4 pi.'", "radians for a degree gold")
e("h", "ja", "POLY", "B", "展開すると次のようになります。¶#### $x^2 + 2x - 15$", "'Expanding gives the following. #### x^2 + 2x - 15'", "the polynomial after #### in math mode")

# ================================================================ Korean (ko)
e("s", "ko", "MOVIE", "B", "정답: 2시간 반", "'Answer: 2 and a half hours.'", "2시간 반 (2 hours and a half) = 2.5")
e("s", "ko", "BIG", "B", "정답: 1만 개", "'Answer: 10 thousand (1 man) pieces.'", "1만 = 10000 with the counter 개")
e("x", "ko", "APPLE", "A", "정답: 21개 (친구에게 24개를 준 후)", "'Answer: 21 (after giving 24 to the friends).'", "the subtotal 21 before the sale", work="APPLE_S")
e("s", "ko", "PRICE", "B", "총 13달러 25센트입니다.", "'It is 13 dollars 25 cents in total.'", "dollars and cents split: 13.25")
e("c", "ko", "PCT", "A", "합격률은 85%입니다.¶아, 잠깐만요. 불합격한 학생의 비율을 묻고 있네요. 15%입니다.", "'The pass rate is 85%. Oh, wait a moment. It asks for the share of students who failed. It is 15%.'", "a correction (잠깐만요) to the failed percent 15 is final")
e("v", "ko", "SAL", "B", "정답: 22,200달러¶검산: 22,200 ÷ 12 = 1,850 ✓", "'Answer: 22,200 dollars. Check: 22,200 / 12 = 1,850 (tick).'", "a confirming check (검산) after the answer keeps it")
e("n", "ko", "QUAD", "B", "두 근은 −3과 2입니다.", "'The two roots are -3 and 2.'", "Unicode minus and the particle 과 (and) between the roots")
e("n", "ko", "MID", "A", "중점: $(1.5, 3)$", "'Midpoint: (1.5, 3).'", "the y-coordinate slip 3 for 2")
e("k", "ko", "FRAC", "B", "따라서 답은 $\\boxed{1\\frac{5}{12}}$입니다.", "'So the answer is [1 5/12].'", "the mixed number 1 5/12 = 17/12 in the box")
e("t", "ko", "MOD", "A", "<answer>나머지는 4입니다.</answer>", "'The remainder is 4.'", "the tag states 4", tag=True)
e("l", "ko", "INT", "A", "정답: $x \\ge 4$", "'Answer: x >= 4.'", "the closed bound at 4")

# ================================================================ Spanish (es)
e("s", "es", "BIG", "B", "Respuesta: 10 mil botellas.", "'Answer: 10 thousand bottles.'", "the scale word mil: 10 mil = 10000")
e("s", "es", "MOVIE", "B", "Respuesta final: dos horas y media.", "'Final answer: two and a half hours.'", "dos horas y media = 2.5 in words")
e("l", "es", "PRICE", "B", "La respuesta es 13,25 €.", "'The answer is 13.25 euros.'", "decimal comma, euro sign after")
e("l", "es", "SAL", "A", "Respuesta final: 2.220 €", "'Final answer: 2,220 euros.'", "ten times off (dot is the thousands separator)")
e("x", "es", "APPLE", "B", "Ana se quedó con 12 manzanas de las 45 que tenía.", "'Ana was left with 12 apples of the 45 she had.'", "the given 45 follows the answer in the sentence")
e("c", "es", "KM", "A", "Respuesta: 45 km.¶Un momento, revisando: 7,5 × 6 = 42 km. La respuesta correcta es 42 km.", "'Answer: 45 km. One moment, checking: 7.5 x 6 = 42 km. The correct answer is 42 km.'", "a correction (Un momento) to the slip 42 is final")
e("n", "es", "MID", "B", "El punto medio es $(1{,}5;\\ 2)$.", "'The midpoint is (1.5; 2).'", "decimal comma {,} with a semicolon between the coordinates")
e("n", "es", "QUAD", "A", "La suma de las raíces es $-1$, así que la respuesta es $-1$.", "'The sum of the roots is -1, so the answer is -1.'", "the sum of the roots")
e("k", "es", "POLY", "B", "La respuesta final es: $\\boxed{x^2+2x-15}$", "'The final answer is: [x^2+2x-15].'", "Llama's closing line translated, no spaces in the box")
e("a", "es", "PROB", "A", "La probabilidad es aproximadamente 0,38.", "'The probability is approximately 0.38.'", "an approximation alone for 3/8")
e("u", "es", "ANGLE", "A", "Respuesta final: 1080°", "'Final answer: 1080 degrees.'", "the angle sum, not each angle")

# ================================================================ Portuguese (pt)
e("s", "pt", "SAL", "B", "Ela ganha 22,2 mil reais por ano.", "'She earns 22.2 thousand reais a year.'", "decimal comma with the scale word mil: 22,2 mil = 22200")
e("l", "pt", "PRICE", "A", "Resposta: R$ 12,50", "'Answer: R$ 12.50.'", "the subtotal without the pen", work="PRICE_S")
e("s", "pt", "MOVIE", "A", "Resposta: 2 horas e 50 minutos", "'Answer: 2 hours and 50 minutes.'", "2.5 misread as 2 h 50 min (= 2.83 h)")
e("u", "pt", "APPLE", "A", "Resposta: Ana vendeu 9 maçãs.", "'Answer: Ana sold 9 apples.'", "another quantity (the apples sold)")
e("h", "pt", "PCT", "B", "Portanto, 85% dos alunos foram aprovados. #### 85%", "'So 85% of the students passed. #### 85%'", "#### on the same line with the percent sign")
e("v", "pt", "BIG", "B", "Resposta: 10.000 garrafas.¶Verificação: 10.000 ÷ 8 = 1.250 ✓", "'Answer: 10,000 bottles. Check: 10,000 / 8 = 1,250 (tick).'", "dot grouping; a confirming check keeps the answer")
e("n", "pt", "QUAD", "B", "$S = \\{-3; 2\\}$", "'S = {-3; 2}.'", "the Brazilian solution set with a semicolon")
e("n", "pt", "INT", "A", "$S = \\{x \\in \\mathbb{R} \\mid x \\geq 4\\}$", "'S = {x in R | x >= 4}.'", "set-builder notation closed at 4")
e("n", "pt", "SYS", "A", "$S = \\{(3; 4)\\}$", "'S = {(3; 4)}.'", "the pair swapped")
e("k", "pt", "SQRT", "B", "Resposta: $\\boxed{2\\sqrt{18}}$", "'Answer: [2 sqrt18].'", "the unsimplified 2 sqrt18 = sqrt72 = 6 sqrt2, equal in value")
e("c", "pt", "MOD", "A", "O resto é 2.¶Opa, na verdade $2^3 = 8 \\equiv 1$, então $2^{10} \\equiv 2 \\cdot 2 = 4$. Resposta: 4", "'The remainder is 2. Oops, actually 2^3 = 8 = 1, so 2^10 = 2 * 2 = 4. Answer: 4.'", "a correction (Opa, na verdade) to 4 is final")
e("a", "pt", "FRAC", "B", "Resposta: $\\frac{17}{12} \\approx 1{,}42$", "'Answer: 17/12 ~ 1.42.'", "the exact value then an approximation: a gloss")

# ================================================================ French (fr)
e("l", "fr", "BIG", "B", "Réponse : 10<NNB>000 bouteilles.", "'Answer: 10 000 bottles.'", "narrow no-break space grouping and a space before the colon")
e("s", "fr", "MOVIE", "B", "Réponse : 2 h 30.", "'Answer: 2 h 30.'", "French clock time 2 h 30 = 2.5 hours")
e("l", "fr", "PCT", "A", "Réponse : 15<NB>%", "'Answer: 15 %.'", "the failed percent with a no-break space before %", work="PCT_F")
e("l", "fr", "PRICE", "A", "Réponse : 13,75 €", "'Answer: 13.75 euros.'", "a slip 13.75 for 13.25")
e("c", "fr", "BAL", "A", "Le solde est de −55 €.¶En fait, il lui manque 55 €, donc la réponse est 55 €.", "'The balance is -55 euros. In fact, he is 55 euros short, so the answer is 55 euros.'", "En fait (in fact) switches to the shortfall 55; the balance -55 is asked")
e("t", "fr", "KM", "B", "<answer>Elle a couru 45 km en 6 jours.</answer>", "'She ran 45 km in 6 days.'", "the tag's sentence states 45; the given 6 follows it", tag=True)
e("n", "fr", "INT", "B", "$S = \\left]4 ; +\\infty\\right[$", "'S = ]4 ; +infinity['", "the French open interval ]4 ; +inf[ = (4, inf)")
e("n", "fr", "INT", "A", "$S = [4 ; +\\infty[$", "'S = [4 ; +infinity['", "closed at 4 in French notation")
e("n", "fr", "MID", "B", "$I\\left(\\frac{3}{2} ; 2\\right)$", "'I(3/2 ; 2)'", "a named point I with a semicolon between the coordinates")
e("k", "fr", "PROB", "B", "Réponse finale : la réponse finale est $\\frac{3}{8}$. J'espère que c'est correct.", "'Final answer: the final answer is 3/8. I hope it is correct.'", "Minerva's closing line translated")
e("a", "fr", "SQRT", "B", "$\\sqrt{72} = 6\\sqrt{2} \\approx 8{,}49$", "'sqrt72 = 6 sqrt2 ~ 8.49'", "the exact value then an approximation with a decimal comma: a gloss")
e("c", "fr", "POLY", "A", "On obtient $x^2 + 2x - 15$.¶Attends, $5x - 3x = 8x$... donc $x^2 + 8x - 15$.", "'We get x^2 + 2x - 15. Wait, 5x - 3x = 8x... so x^2 + 8x - 15.'", "a correction (Attends) with a slip makes x^2 + 8x - 15 final")

# ================================================================ German (de)
e("s", "de", "MOVIE", "B", "Antwort: zweieinhalb Stunden", "'Answer: two and a half hours.'", "zweieinhalb = 2.5 in one word")
e("l", "de", "SAL", "B", "Er verdient im Jahr 22.200,– €.", "'He earns 22,200.- euros a year.'", "German dot grouping with the dash for zero cents")
e("c", "de", "APPLE", "A", "Antwort: 12 Äpfel¶Moment, nach dem Verschenken hat sie 45 − 24 = 21, und nach dem Verkauf von 9 bleiben 11.¶Antwort: 11 Äpfel", "'Answer: 12 apples. Moment, after the gifts she has 45 - 24 = 21, and after selling 9 there are 11 left. Answer: 11 apples.'", "a re-check (Moment) with a slip makes 11 final")
e("q", "de", "PCT", "A", "Mein erster Gedanke war 85 %, aber gefragt ist der Anteil der Durchgefallenen.¶Antwort: 15 %", "'My first thought was 85 %, but the share of those who failed is asked. Answer: 15 %.'", "the gold only as a discarded first thought; the final answer is 15")
e("h", "de", "BIG", "B", "Die Fabrik produziert 10.000 Flaschen. #### 10.000", "'The factory produces 10,000 bottles. #### 10.000'", "#### with a German thousands dot: 10.000 = 10000")
e("n", "de", "QUAD", "B", "$\\mathbb{L} = \\{-3; 2\\}$", "'L = {-3; 2}.'", "the Lösungsmenge L with a semicolon")
e("n", "de", "SYS", "B", "$\\mathbb{L} = \\{(4|3)\\}$", "'L = {(4|3)}.'", "the German point notation (4|3)")
e("n", "de", "MID", "A", "Mittelpunkt: $M(2|1{,}5)$", "'Midpoint: M(2|1.5).'", "the coordinates swapped")
e("n", "de", "FRAC", "B", "$\\frac{17}{12} = 1{,}41\\overline{6}$", "'17/12 = 1.41(6 repeating).'", "the fraction and its exact repeating decimal")
e("a", "de", "PROB", "A", "Die Wahrscheinlichkeit beträgt etwa 37 %.", "'The probability is about 37 %.'", "a rounded percent alone for 3/8")
e("c", "de", "ANGLE", "B", "Antwort: 45°¶Halt, gefragt ist der Innenwinkel, nicht der Außenwinkel: 180° − 45° = 135°.¶Antwort: 135°", "'Answer: 45 degrees. Stop, the interior angle is asked, not the exterior angle: 180 - 45 = 135. Answer: 135 degrees.'", "a correction (Halt) from the exterior angle to the gold is final")

# ================================================================ Italian (it)
e("s", "it", "MOVIE", "A", "Risposta: un'ora e mezza", "'Answer: an hour and a half.'", "1.5 hours, not 2.5 (30-minute films misread)", work="MOVIE_15")
e("x", "it", "APPLE", "B", "Risposta: ad Anna restano 12 mele, dopo averne regalate 24 e vendute 9.", "'Answer: Anna has 12 apples left, after giving away 24 and selling 9.'", "the working numbers 24 and 9 follow the answer")
e("u", "it", "SAL", "A", "Risposta finale: 1.850 € al mese", "'Final answer: 1,850 euros a month.'", "the per-month salary, not the year's", work="SAL_S")
e("c", "it", "KM", "B", "Risposta: 42 km¶Aspetta, ho sbagliato: 7,5 × 6 = 45. Risposta: 45 km", "'Answer: 42 km. Wait, I got it wrong: 7.5 x 6 = 45. Answer: 45 km.'", "a correction (Aspetta) from a slip to the gold is final")
e("t", "it", "PRICE", "A", "<answer>Paga 12,50 €.</answer>", "'He pays 12.50 euros.'", "the tag states the subtotal without the pen", tag=True, work="PRICE_S")
e("n", "it", "SYS", "B", "Soluzione: $(x; y) = (4; 3)$", "'Solution: (x; y) = (4; 3).'", "the pair with semicolons")
e("n", "it", "QUAD", "A", "Le soluzioni sono $x = 3$ e $x = -2$.", "'The solutions are x = 3 and x = -2.'", "the signs of the roots flipped")
e("x", "it", "MOD", "B", "Risposta: il resto è 2 (mod 7).", "'Answer: the remainder is 2 (mod 7).'", "the modulus 7 follows the answer")
e("a", "it", "PROB", "B", "$P = \\frac{3}{8} = 0{,}375$", "'P = 3/8 = 0.375'", "the exact terminating decimal after the fraction")
e("u", "it", "ANGLE", "A", "Ogni angolo esterno misura 45°.", "'Each exterior angle measures 45 degrees.'", "the exterior angle")
e("c", "it", "SQRT", "B", "Risposta: $6\\sqrt{2}$¶Anzi, ricontrollando: $72 = 9 \\cdot 8$, quindi $\\sqrt{72} = 3\\sqrt{8}$.", "'Answer: 6 sqrt2. Rather, rechecking: 72 = 9 * 8, so sqrt72 = 3 sqrt8.'", "the correction (Anzi) gives 3 sqrt8, equal in value to 6 sqrt2 (unsimplified): correct")

# ================================================================ Russian (ru)
e("s", "ru", "MOVIE", "B", "Ответ: два с половиной часа.", "'Answer: two and a half hours.'", "два с половиной = 2.5 in words")
e("s", "ru", "PRICE", "B", "Ответ: 13 руб. 25 коп.", "'Answer: 13 roubles 25 kopecks.'", "roubles and kopecks split: 13.25")
e("s", "ru", "PRICE", "A", "Ответ: 12 руб. 50 коп.", "'Answer: 12 roubles 50 kopecks.'", "the subtotal 12.50 without the pen", work="PRICE_S")
e("l", "ru", "SAL", "B", "Ответ: 22 200 рублей.", "'Answer: 22 200 roubles.'", "space grouping")
e("c", "ru", "BAL", "A", "Ответ: −55 евро.¶Хотя нет: на счёте не может быть меньше нуля, значит, остаток 0 евро.", "'Answer: -55 euros. Although no: the account cannot go below zero, so the balance is 0 euros.'", "a correction (Хотя нет) to 0 is final")
e("q", "ru", "PCT", "A", "Учитель сказал бы, что ответ 85 %, но спрашивают про не сдавших.¶Ответ: 15 %", "'The teacher would say the answer is 85 %, but they ask about those who failed. Answer: 15 %.'", "the gold only in a reported remark; the model's answer is 15")
e("n", "ru", "FRAC", "B", "Ответ: 1,41(6)", "'Answer: 1.41(6).'", "debatable: the Russian periodic-decimal notation 1,41(6) = 1.41666... = 17/12 exactly", deb=True)
e("n", "ru", "INT", "B", "Ответ: $x \\in (4; +\\infty)$", "'Answer: x in (4; +infinity).'", "the interval with a semicolon")
e("n", "ru", "SYS", "A", "Ответ: $(3; 4)$", "'Answer: (3; 4).'", "the pair swapped")
e("h", "ru", "POLY", "B", "Итак, получаем:¶#### $x^2 + 2x - 15$", "'So we get: #### x^2 + 2x - 15'", "#### on the next line after a Russian phrase")
e("a", "ru", "SQRT", "A", "Ответ: ≈ 8,5", "'Answer: ~ 8.5.'", "an approximation alone")
e("v", "ru", "ANGLE", "B", "Ответ: 135°.¶Проверка: 8 · 135° = 1080° = (8 − 2) · 180° ✓", "'Answer: 135 degrees. Check: 8 * 135 = 1080 = (8 - 2) * 180 (tick).'", "a confirming check (Проверка) keeps 135; the last number is 180")

# ================================================================ Ukrainian (uk)
e("l", "uk", "SAL", "A", "Відповідь: 2 220 грн", "'Answer: 2 220 hryvnias.'", "ten times off")
e("s", "uk", "MOVIE", "B", "Відповідь: 2,5 години (2 год 30 хв).", "'Answer: 2.5 hours (2 h 30 min).'", "decimal comma with the clock time in parentheses")
e("x", "uk", "APPLE", "B", "Відповідь: 12 яблук. Спочатку в неї було 45.", "'Answer: 12 apples. At first she had 45.'", "a restatement of the given 45 after the answer line is not a new answer")
e("c", "uk", "KM", "A", "Відповідь: 45 км.¶Зачекайте, вона бігала 5 днів, а не 6: 7,5 · 5 = 37,5 км.¶Відповідь: 37,5 км", "'Answer: 45 km. Wait, she ran 5 days, not 6: 7.5 * 5 = 37.5 km. Answer: 37.5 km.'", "a correction (Зачекайте) to 37.5 is final")
e("s", "uk", "BIG", "B", "Відповідь: десять тисяч пляшок.", "'Answer: ten thousand bottles.'", "the number in words: десять тисяч = 10000")
e("t", "uk", "PCT", "B", "<answer>Склали іспит 85 % учнів.</answer>", "'85 % of the pupils passed the exam.'", "the tag's sentence with a spaced percent sign", tag=True)
e("n", "uk", "QUAD", "A", "Відповідь: $x = 2$.", "'Answer: x = 2.'", "one root only")
e("n", "uk", "MID", "B", "Відповідь: $M(1,5; 2)$.", "'Answer: M(1.5; 2).'", "a decimal comma and a semicolon in the named point")
e("k", "uk", "MOD", "A", "Відповідь: $\\boxed{1}$", "'Answer: [1].'", "2^3 = 1 taken for the answer")
e("a", "uk", "PROB", "B", "Відповідь: $\\frac{3}{8}$ (тобто 37,5 %).", "'Answer: 3/8 (that is 37.5 %).'", "the exact fraction then the equal percent as a gloss")
e("n", "uk", "INT", "A", "Відповідь: $x \\in [4; +\\infty)$", "'Answer: x in [4; +infinity).'", "closed at 4")
e("c", "uk", "FRAC", "A", "Відповідь: $\\frac{17}{12}$.¶Ой, помилка: $\\frac{2}{3} + \\frac{3}{4} = \\frac{5}{7}$.", "'Answer: 17/12. Oh, a mistake: 2/3 + 3/4 = 5/7.'", "a wrong correction (Ой, помилка) makes 5/7 final")

# ================================================================ Polish (pl)
e("s", "pl", "PRICE", "B", "Odpowiedź: 13 zł 25 gr", "'Answer: 13 zloty 25 grosz.'", "zloty and grosz split: 13.25")
e("l", "pl", "PRICE", "A", "Odpowiedź: 12,50 zł", "'Answer: 12.50 zloty.'", "the subtotal without the pen", work="PRICE_S")
e("l", "pl", "SAL", "B", "Odpowiedź: 22 200 zł rocznie.", "'Answer: 22 200 zloty a year.'", "space grouping, rocznie (a year) after the currency")
e("s", "pl", "MOVIE", "A", "Odpowiedź: półtorej godziny.", "'Answer: one and a half hours.'", "półtorej (one and a half) = 1.5, not 2.5", work="MOVIE_15")
e("c", "pl", "APPLE", "A", "Odpowiedź: 12 jabłek.¶Chwila, źle przeczytałem: dała 12 jabłek tylko jednej koleżance. 45 − 12 − 9 = 24.¶Odpowiedź: 24 jabłka", "'Answer: 12 apples. Wait, I misread: she gave 12 apples to only one friend. 45 - 12 - 9 = 24. Answer: 24 apples.'", "a correction (Chwila) to 24 is final")
e("h", "pl", "BAL", "B", "Saldo wynosi −55 zł.¶#### −55", "'The balance is -55 zloty. #### -55'", "Unicode minus after ####")
e("n", "pl", "INT", "B", "Odp. $x > 4$", "'Ans. x > 4.'", "the abbreviated label Odp.")
e("n", "pl", "SYS", "B", "Odp. $\\begin{cases} x = 4 \\\\ y = 3 \\end{cases}$", "'Ans. {x = 4, y = 3}.'", "the solution as a cases system")
e("n", "pl", "QUAD", "A", "Odp. $x \\in \\{-2, 3\\}$", "'Ans. x in {-2, 3}.'", "the signs of the roots flipped")
e("a", "pl", "FRAC", "A", "Odp. ≈ 1,42", "'Ans. ~ 1.42.'", "an approximation alone")
e("k", "pl", "POLY", "A", "Odp. $\\boxed{x^2 - 2x - 15}$", "'Ans. [x^2 - 2x - 15].'", "the sign of the middle term flipped")
e("l", "pl", "MOD", "B", "Odp. Reszta z dzielenia wynosi 2.", "'Ans. The remainder of the division is 2.'", "a sentence after Odp.")

# ================================================================ Turkish (tr)
e("p", "tr", "PCT", "B", "Cevap: %85", "'Answer: 85%.'", "the Turkish percent sign before the number")
e("p", "tr", "PCT", "A", "Cevap: %15", "'Answer: 15%.'", "the failed percent", work="PCT_F")
e("l", "tr", "PRICE", "A", "Toplam tutar 12,50 dolar.", "'The total amount is 12.50 dollars.'", "the subtotal without the pen", work="PRICE_S")
e("l", "tr", "BIG", "A", "Cevap: 12.500 şişe", "'Answer: 12,500 bottles.'", "10 hours for 8", work="BIG_10")
e("s", "tr", "MOVIE", "B", "Cevap: iki buçuk saat", "'Answer: two and a half hours.'", "iki buçuk = 2.5")
e("c", "tr", "SAL", "A", "Cevap: 22.200 TL¶Dur, bir dakika: 1.850 × 12 = 20.200 TL olur.¶Cevap: 20.200 TL", "'Answer: 22,200 TL. Stop, one minute: 1,850 x 12 = 20,200 TL. Answer: 20,200 TL.'", "a correction (Dur, bir dakika) to a slip is final")
e("n", "tr", "QUAD", "A", "Çözüm kümesi: $\\{2\\}$", "'Solution set: {2}.'", "one root only in the set")
e("n", "tr", "SYS", "A", "Cevap: $x = 4$", "'Answer: x = 4.'", "one coordinate only")
e("a", "tr", "PROB", "A", "Cevap: yaklaşık 0,4", "'Answer: approximately 0.4.'", "an approximation alone")
e("k", "tr", "ANGLE", "B", "Cevap: $\\boxed{135^\\circ}$", "'Answer: [135 degrees].'", "^\\circ in the box on a degree gold")
e("l", "tr", "MOD", "B", "Kalan: 2", "'Remainder: 2.'", "the label Kalan (remainder)")
e("c", "tr", "SQRT", "A", "Cevap: $6\\sqrt{2}$¶Hayır, yanlış: $\\sqrt{72} = 8\\sqrt{2}$.", "'Answer: 6 sqrt2. No, wrong: sqrt72 = 8 sqrt2.'", "a wrong correction (Hayır, yanlış) makes 8 sqrt2 final")

# ================================================================ Arabic (ar)
e("l", "ar", "SAL", "A", "الإجابة النهائية: 1850 دولار شهرياً", "'Final answer: 1850 dollars a month.'", "the per-month salary", work="SAL_S")
e("s", "ar", "MOVIE", "B", "الإجابة: ساعتان ونصف", "'Answer: two hours and a half.'", "the dual ساعتان (two hours) and نصف (half) = 2.5")
e("x", "ar", "APPLE", "B", "تبقى مع آنا 12 تفاحة من أصل 45.", "'Anna has 12 apples left out of 45.'", "the given 45 follows the answer")
e("c", "ar", "KM", "A", "الإجابة: 45 كم¶انتظر، لقد أخطأت: 7.5 × 6 = 40.5¶الإجابة: 40.5 كم", "'Answer: 45 km. Wait, I made a mistake: 7.5 x 6 = 40.5. Answer: 40.5 km.'", "a correction (انتظر) with a slip is final")
e("p", "ar", "PCT", "B", "الإجابة: ٨٥٪", "'Answer: 85%.'", "Arabic-Indic digits with the Arabic percent sign")
e("h", "ar", "BAL", "A", "يصبح الرصيد 55 يورو.¶#### 55", "'The balance becomes 55 euros. #### 55'", "the sign dropped")
e("n", "ar", "QUAD", "B", "الحلان هما $x = -3$ و $x = 2$", "'The two solutions are x = -3 and x = 2.'", "the roots joined by و (and)")
e("n", "ar", "INT", "A", "مجموعة الحل: $[4, \\infty)$", "'Solution set: [4, infinity).'", "closed at 4")
e("k", "ar", "PROB", "B", "الإجابة النهائية هي $\\boxed{\\frac{3}{8}}$", "'The final answer is [3/8].'", "a box after an Arabic phrase")
e("l", "ar", "MOD", "A", "الباقي هو 1", "'The remainder is 1.'", "2^3 = 1 taken for the answer")
e("l", "ar", "POLY", "A", "الناتج: $x^2 - 2x - 15$", "'The result: x^2 - 2x - 15.'", "the sign of the middle term flipped")
e("c", "ar", "MID", "A", "نقطة المنتصف هي $(1.5, 2)$.¶لحظة، $\\frac{5 + (-1)}{2} = 3$، إذن $(1.5, 3)$.", "'The midpoint is (1.5, 2). One moment, (5 + (-1))/2 = 3, so (1.5, 3).'", "a correction (لحظة) with a slip is final")

# ================================================================ Persian (fa)
e("l", "fa", "SAL", "B", "پاسخ: ۲۲۲۰۰ دلار", "'Answer: 22200 dollars.'", "Persian digits without grouping")
e("s", "fa", "MOVIE", "A", "پاسخ: یک ساعت و نیم", "'Answer: one and a half hours.'", "یک ساعت و نیم = 1.5, not 2.5", work="MOVIE_15")
e("c", "fa", "APPLE", "A", "پاسخ: ۱۲ سیب¶صبر کنید، او ۹ سیب را نفروخت بلکه خرید: ۲۱ + ۹ = ۳۰.¶پاسخ: ۳۰ سیب", "'Answer: 12 apples. Wait, she did not sell 9 apples but bought them: 21 + 9 = 30. Answer: 30 apples.'", "a correction (صبر کنید) to 30 is final")
e("l", "fa", "PRICE", "B", "پاسخ: ۱۳/۲۵ دلار", "'Answer: 13.25 dollars (momayyez slash).'", "debatable: the slash is the Persian decimal mark (momayyez) in everyday typing, so ۱۳/۲۵ reads 13.25", deb=True)
e("l", "fa", "BIG", "A", "پاسخ: ۱۰۰۰ بطری", "'Answer: 1000 bottles.'", "ten times off")
e("t", "fa", "KM", "B", "<answer>۴۵ کیلومتر</answer>", "'45 kilometres'", "Persian digits and the unit in the tag", tag=True)
e("n", "fa", "QUAD", "B", "ریشه‌ها: $x = -3$ یا $x = 2$", "'The roots: x = -3 or x = 2.'", "the roots joined by یا (or)")
e("n", "fa", "SYS", "B", "پاسخ: $x = 4$ و $y = 3$", "'Answer: x = 4 and y = 3.'", "x and y joined by و (and)")
e("k", "fa", "FRAC", "A", "پاسخ: $\\boxed{\\frac{5}{7}}$", "'Answer: [5/7].'", "numerators and denominators added")
e("a", "fa", "PROB", "A", "پاسخ: تقریباً ۰٫۳۸", "'Answer: approximately 0.38.'", "an approximation alone, Persian decimal separator")
e("l", "fa", "ANGLE", "B", "هر زاویه داخلی ۱۳۵ درجه است.", "'Each interior angle is 135 degrees.'", "Persian digits with درجه (degrees)")
e("c", "fa", "POLY", "A", "پاسخ: $x^2 + 2x - 15$¶اشتباه کردم: $x^2 - 2x - 15$", "'Answer: x^2 + 2x - 15. I made a mistake: x^2 - 2x - 15.'", "a wrong correction (اشتباه کردم) is final")

# ================================================================ Hindi (hi)
e("s", "hi", "MOVIE", "B", "उत्तर: ढाई घंटे", "'Answer: two and a half hours.'", "ढाई (two and a half) = 2.5")
e("s", "hi", "MOVIE", "A", "उत्तर: डेढ़ घंटा", "'Answer: one and a half hours.'", "डेढ़ (one and a half) = 1.5, not 2.5 (30-minute films misread)", work="MOVIE_15")
e("l", "hi", "SAL", "B", "उत्तर: ₹22,200", "'Answer: Rs 22,200.'", "rupee sign before, comma grouping")
e("x", "hi", "APPLE", "B", "अन्ना के पास 12 सेब बचे, जबकि शुरुआत में 45 थे।", "'Anna has 12 apples left, whereas at the start there were 45.'", "the given 45 follows the answer")
e("c", "hi", "PCT", "A", "उत्तर: 85%¶रुकिए, प्रश्न अनुत्तीर्ण छात्रों का प्रतिशत पूछता है: 15%।", "'Answer: 85%. Wait, the question asks for the percentage of failed students: 15%.'", "a correction (रुकिए) to 15 is final")
e("h", "hi", "KM", "B", "इसलिए वह कुल 45 किलोमीटर दौड़ी। #### 45 किमी", "'So she ran 45 kilometres in total. #### 45 km'", "the unit abbreviation after the #### value")
e("n", "hi", "QUAD", "B", "उत्तर: $x = -3$ या $x = 2$", "'Answer: x = -3 or x = 2.'", "the roots joined by या (or)")
e("k", "hi", "SQRT", "A", "अंतिम उत्तर: $\\boxed{3\\sqrt{2}}$", "'Final answer: [3 sqrt2].'", "half the value")
e("n", "hi", "INT", "B", "उत्तर: $x > 4$, अर्थात $(4, \\infty)$", "'Answer: x > 4, that is (4, infinity).'", "the inequality and the interval agree")
e("a", "hi", "FRAC", "B", "उत्तर: $1\\frac{5}{12}$", "'Answer: 1 5/12.'", "the mixed number, equal to 17/12")
e("l", "hi", "MID", "A", "मध्य बिंदु: $(3, 4)$", "'Midpoint: (3, 4).'", "the sums, not halved")
e("t", "hi", "MOD", "B", "<answer>शेषफल 2 है।</answer>", "'The remainder is 2.'", "a Hindi sentence with the danda in the tag", tag=True)

# ================================================================ Bengali (bn)
e("l", "bn", "SAL", "B", "উত্তর: ২২,২০০ ডলার", "'Answer: 22,200 dollars.'", "Bengali digits with comma grouping")
e("s", "bn", "MOVIE", "B", "উত্তর: আড়াই ঘণ্টা", "'Answer: two and a half hours.'", "আড়াই (two and a half) = 2.5")
e("c", "bn", "BIG", "A", "উত্তর: ১০,০০০ বোতল¶এক মিনিট, কারখানা ১০ ঘণ্টা চলে: ১২৫০ × ১০ = ১২,৫০০।¶উত্তর: ১২,৫০০ বোতল", "'Answer: 10,000 bottles. One minute, the factory runs 10 hours: 1250 x 10 = 12,500. Answer: 12,500 bottles.'", "a correction (এক মিনিট) to 12500 is final")
e("x", "bn", "APPLE", "A", "উত্তর: ২১টি আপেল", "'Answer: 21 apples.'", "the subtotal before the sale", work="APPLE_S")
e("t", "bn", "PCT", "B", "<answer>৮৫%</answer>", "'85%'", "Bengali digits with % in the tag", tag=True)
e("l", "bn", "PRICE", "A", "উত্তর: $১২.৫০", "'Answer: $12.50.'", "the subtotal without the pen, Bengali digits", work="PRICE_S")
e("n", "bn", "QUAD", "A", "উত্তর: $x = 3, -2$", "'Answer: x = 3, -2.'", "the signs of the roots flipped")
e("n", "bn", "SYS", "A", "উত্তর: $x = 3, y = 4$", "'Answer: x = 3, y = 4.'", "x and y swapped")
e("k", "bn", "ANGLE", "A", "উত্তর: $\\boxed{1080^\\circ}$", "'Answer: [1080 degrees].'", "the angle sum")
e("a", "bn", "PROB", "B", "সম্ভাবনা $= \\frac{3}{8} = 0.375$", "'Probability = 3/8 = 0.375'", "the exact terminating decimal after the fraction")
e("l", "bn", "POLY", "B", "উত্তর: $x^{2}+2x-15$", "'Answer: x^{2}+2x-15.'", "braced exponent, no spaces")
e("c", "bn", "MOD", "A", "উত্তর: ২¶দাঁড়ান, আবার হিসাব করি: ১০২৪ = ৭ × ১৪৬ + ৩।¶উত্তর: ৩", "'Answer: 2. Wait, let me recompute: 1024 = 7 x 146 + 3. Answer: 3.'", "a correction (দাঁড়ান) with a slip is final")

# ================================================================ Indonesian (id)
e("l", "id", "PRICE", "A", "Jadi, totalnya adalah $12,50.", "'So the total is $12.50.'", "the subtotal without the pen", work="PRICE_S")
e("l", "id", "SAL", "B", "Jawaban: Rp22.200", "'Answer: Rp22,200.'", "Rp glued before, dot grouping")
e("s", "id", "MOVIE", "A", "Jawaban: satu setengah jam", "'Answer: one and a half hours.'", "satu setengah = 1.5, not 2.5", work="MOVIE_15")
e("u", "id", "KM", "A", "Jawaban: 7,5 km per hari", "'Answer: 7.5 km per day.'", "the per-day distance", work="KM_S")
e("c", "id", "BAL", "B", "Saldo akhir: 55 euro.¶Eh, tunggu, 120 − 175 hasilnya negatif, jadi saldonya −55 euro.", "'Final balance: 55 euros. Eh, wait, 120 - 175 is negative, so the balance is -55 euros.'", "a correction (tunggu) to the gold is final")
e("h", "id", "APPLE", "A", "Jadi sisa apel Ana adalah 21 buah.¶#### 21", "'So Ana has 21 apples left. #### 21'", "the subtotal", work="APPLE_S")
e("n", "id", "QUAD", "B", "Himpunan penyelesaian: $\\{-3, 2\\}$", "'Solution set: {-3, 2}.'", "the roots as a set")
e("n", "id", "MID", "A", "Titik tengah: $\\left(\\frac{3}{2}, 3\\right)$", "'Midpoint: (3/2, 3).'", "the y-coordinate slip")
e("k", "id", "FRAC", "B", "Jadi, jawabannya adalah $\\boxed{\\dfrac{17}{12}}$.", "'So the answer is [17/12].'", "\\dfrac in the box")
e("a", "id", "SQRT", "A", "Jawaban: 8,49", "'Answer: 8.49.'", "a decimal alone for 6 sqrt2")
e("n", "id", "INT", "A", "HP: $\\{x \\mid x < 4, x \\in \\mathbb{R}\\}$", "'Solution set: {x | x < 4, x in R}.'", "the abbreviation HP (himpunan penyelesaian) with the wrong side of 4")
e("c", "id", "ANGLE", "A", "Jawaban: 135°¶Koreksi: yang ditanyakan adalah sudut luar, yaitu 45°.", "'Answer: 135 degrees. Correction: what is asked is the exterior angle, namely 45 degrees.'", "a correction (Koreksi) to 45 is final")

# ================================================================ Vietnamese (vi)
e("l", "vi", "SAL", "A", "Đáp số: 2.220 đô la", "'Answer: 2,220 dollars.'", "ten times off (dot grouping)")
e("s", "vi", "MOVIE", "B", "Đáp số: 2 giờ 30 phút", "'Answer: 2 hours 30 minutes.'", "clock time equal to 2.5 hours")
e("l", "vi", "PRICE", "A", "Đáp số: 13,52 đô la", "'Answer: 13.52 dollars.'", "digits swapped")
e("x", "vi", "APPLE", "B", "Đáp số: 12 quả táo (45 − 24 − 9).", "'Answer: 12 apples (45 - 24 - 9).'", "the computation follows the answer in parentheses")
e("c", "vi", "KM", "A", "Đáp số: 45 km¶À, mình nhầm: 7,5 × 6 = 4,5 km.", "'Answer: 45 km. Ah, I was wrong: 7.5 x 6 = 4.5 km.'", "a correction (mình nhầm) with a decimal slip is final")
e("t", "vi", "BIG", "A", "<answer>1.250 chai mỗi giờ</answer>", "'1,250 bottles per hour'", "the per-hour rate", tag=True, work="BIG_S")
e("n", "vi", "SYS", "B", "Vậy hệ có nghiệm $(x; y) = (4; 3)$.", "'So the system has the solution (x; y) = (4; 3).'", "the pair with semicolons")
e("n", "vi", "QUAD", "B", "Vậy phương trình có hai nghiệm $x = -3$ và $x = 2$.", "'So the equation has two solutions x = -3 and x = 2.'", "the roots joined by và (and)")
e("k", "vi", "PROB", "A", "Đáp án: $\\boxed{\\frac{1}{8}}$", "'Answer: [1/8].'", "one outcome only")
e("l", "vi", "INT", "A", "Vậy tập nghiệm là $S = (-\\infty; 4)$.", "'So the solution set is S = (-infinity; 4).'", "the wrong side of 4")
e("a", "vi", "FRAC", "B", "$\\frac{17}{12} \\approx 1,42$", "'17/12 ~ 1.42'", "the exact value then an approximation: a gloss")
e("h", "vi", "MOD", "B", "Vậy số dư là 2.¶#### 2", "'So the remainder is 2. #### 2'", "#### on the next line")

# ================================================================ Thai (th)
e("l", "th", "SAL", "B", "ดังนั้นคำตอบคือ22,200ดอลลาร์", "'So the answer is 22,200 dollars.'", "the value glued to Thai script on both sides")
e("s", "th", "MOVIE", "A", "คำตอบ: 1 ชั่วโมงครึ่ง", "'Answer: 1 hour and a half.'", "1 ชั่วโมงครึ่ง = 1.5, not 2.5", work="MOVIE_15")
e("x", "th", "APPLE", "A", "ตอบ 21 ผล", "'Answer: 21 (fruits).'", "the subtotal", work="APPLE_S")
e("c", "th", "PCT", "B", "ตอบ 15%¶เดี๋ยวก่อน โจทย์ถามร้อยละของนักเรียนที่สอบผ่าน ดังนั้นคือ 85%", "'Answer: 15%. Wait, the problem asks the percentage of students who passed, so it is 85%.'", "a correction (เดี๋ยวก่อน) to the gold is final")
e("l", "th", "BIG", "A", "ตอบ 12,500 ขวด", "'Answer: 12,500 bottles.'", "10 hours for 8, counter ขวด", work="BIG_10")
e("h", "th", "BAL", "A", "ยอดคงเหลือคือ 55 ยูโร #### 55", "'The balance is 55 euros #### 55'", "the sign dropped")
e("n", "th", "QUAD", "A", "ตอบ $x = -2$ หรือ $x = 3$", "'Answer: x = -2 or x = 3.'", "the signs of the roots flipped")
e("k", "th", "POLY", "B", "ดังนั้นคำตอบคือ $\\boxed{x^2 + 2x - 15}$", "'So the answer is [x^2 + 2x - 15].'", "a box after a Thai phrase")
e("a", "th", "SQRT", "A", "ตอบ ประมาณ 8.5", "'Answer: approximately 8.5.'", "an approximation alone")
e("l", "th", "ANGLE", "B", "ตอบ 135 องศา", "'Answer: 135 degrees.'", "the degree word องศา")
e("n", "th", "MID", "A", "จุดกึ่งกลางคือ $(1.5, 2.5)$", "'The midpoint is (1.5, 2.5).'", "the y-coordinate slip 2.5")
e("t", "th", "MOD", "A", "<answer>เศษคือ 1</answer>", "'The remainder is 1.'", "2^3 = 1 taken for the answer", tag=True)

# ================================================================ Dutch (nl)
e("l", "nl", "PRICE", "B", "Antwoord: € 13,25", "'Answer: EUR 13.25.'", "euro sign before with a space, decimal comma")
e("s", "nl", "MOVIE", "B", "Antwoord: tweeënhalf uur", "'Answer: two and a half hours.'", "tweeënhalf = 2.5 in one word")
e("c", "nl", "SAL", "A", "Antwoord: € 22.200¶Wacht, hij werkt maar 11 maanden: 1.850 × 11 = 20.350.¶Antwoord: € 20.350", "'Answer: EUR 22,200. Wait, he works only 11 months: 1,850 x 11 = 20,350. Answer: EUR 20,350.'", "a correction (Wacht) to 20350 is final")
e("x", "nl", "KM", "B", "Ze loopt in totaal 45 km, dus 7,5 km per dag gedurende 6 dagen.", "'She runs 45 km in total, so 7.5 km a day for 6 days.'", "the given numbers follow the answer; the last number is 6")
e("h", "nl", "PCT", "A", "Het percentage gezakte leerlingen is 15%. #### 15", "'The percentage of failed pupils is 15%. #### 15'", "the failed percent", work="PCT_F")
e("l", "nl", "BIG", "A", "Antwoord: 100.000 flessen", "'Answer: 100,000 bottles.'", "ten times off")
e("n", "nl", "QUAD", "B", "Antwoord: $x = -3 \\vee x = 2$", "'Answer: x = -3 or x = 2.'", "the Dutch school \\vee (or) between the roots")
e("n", "nl", "SYS", "B", "Antwoord: $x = 4 \\wedge y = 3$", "'Answer: x = 4 and y = 3.'", "the Dutch school \\wedge (and)")
e("k", "nl", "FRAC", "A", "Antwoord: $\\boxed{1\\frac{5}{7}}$", "'Answer: [1 5/7].'", "a wrong mixed number")
e("a", "nl", "PROB", "B", "Antwoord: $P = \\frac{3}{8}$ (ongeveer 0,38)", "'Answer: P = 3/8 (about 0.38).'", "the exact value then an approximation: a gloss")
e("c", "nl", "MOD", "A", "De rest is 2.¶Correctie: $1024 : 7 = 146$ rest 3.¶Antwoord: 3", "'The remainder is 2. Correction: 1024 : 7 = 146 remainder 3. Answer: 3.'", "a correction (Correctie) with a slip is final")
e("u", "nl", "ANGLE", "A", "Antwoord: 45°", "'Answer: 45 degrees.'", "the exterior angle")

# ================================================================ Swedish (sv)
e("s", "sv", "MOVIE", "B", "Svar: två och en halv timme", "'Answer: two and a half hours.'", "två och en halv = 2.5 in words")
e("l", "sv", "PRICE", "A", "Svar: 12,50 dollar", "'Answer: 12.50 dollars.'", "the subtotal without the pen", work="PRICE_S")
e("c", "sv", "APPLE", "B", "Svar: 21 äpplen¶Vänta, hon sålde också 9 äpplen: 21 − 9 = 12.¶Svar: 12 äpplen", "'Answer: 21 apples. Wait, she also sold 9 apples: 21 - 9 = 12. Answer: 12 apples.'", "a correction (Vänta) from the subtotal to the gold is final", work="APPLE_S")
e("l", "sv", "BAL", "B", "Svar: saldot blir −55 euro", "'Answer: the balance becomes -55 euros.'", "Unicode minus in a sentence")
e("t", "sv", "BIG", "B", "<answer>Fabriken tillverkar 10 000 flaskor på 8 timmar.</answer>", "'The factory makes 10 000 bottles in 8 hours.'", "the tag's sentence states 10000; the given 8 follows it", tag=True)
e("n", "sv", "QUAD", "A", "Svar: $x = -3$", "'Answer: x = -3.'", "one root only")
e("n", "sv", "SYS", "B", "Svar: $x = 4,\\ y = 3$", "'Answer: x = 4, y = 3.'", "x = , y = with a LaTeX space")
e("k", "sv", "SQRT", "B", "Svar: $\\boxed{6\\sqrt{2}}$ ≈ 8,49", "'Answer: [6 sqrt2] ~ 8.49.'", "an approximation after the box: a gloss")
e("a", "sv", "PROB", "A", "Svar: ca 38 %", "'Answer: approx. 38 %.'", "a rounded percent alone")
e("l", "sv", "INT", "A", "Svar: $x < 4$", "'Answer: x < 4.'", "the wrong side of 4")

# ================================================================ Czech (cs)
e("s", "cs", "PRICE", "A", "Odpověď: 12 dolarů 50 centů", "'Answer: 12 dollars 50 cents.'", "the subtotal 12.50 split into dollars and cents", work="PRICE_S")
e("s", "cs", "MOVIE", "A", "Odpověď: 2 hodiny 5 minut", "'Answer: 2 hours 5 minutes.'", "2.5 misread as 2 h 5 min")
e("c", "cs", "KM", "B", "Odpověď: 42 km¶Moment, přepočítám: 7,5 · 6 = 45.¶Odpověď: 45 km", "'Answer: 42 km. Moment, I will recompute: 7.5 * 6 = 45. Answer: 45 km.'", "a correction (přepočítám) to the gold is final")
e("h", "cs", "APPLE", "B", "Anně zbylo 12 jablek.¶#### 12 jablek", "'Anna has 12 apples left. #### 12 apples'", "the counted noun after the #### value")
e("l", "cs", "BIG", "A", "Odpověď: 12 500 lahví", "'Answer: 12 500 bottles.'", "10 hours for 8", work="BIG_10")
e("n", "cs", "INT", "B", "Odpověď: $x \\in (4; \\infty)$", "'Answer: x in (4; infinity).'", "the interval with a semicolon")
e("n", "cs", "MID", "B", "Odpověď: $S[1,5; 2]$", "'Answer: S[1.5; 2].'", "the Czech point notation S[x; y] with a decimal comma")
e("n", "cs", "QUAD", "A", "Odpověď: $K = \\{-2; 3\\}$", "'Answer: K = {-2; 3}.'", "the root set K with the signs flipped")
e("a", "cs", "FRAC", "A", "Odpověď: 1,4", "'Answer: 1.4.'", "a truncated decimal alone")
e("c", "cs", "ANGLE", "A", "Odpověď: 135°¶Oprava: vnitřní úhel pravidelného osmiúhelníku je 120°.", "'Answer: 135 degrees. Correction: the interior angle of a regular octagon is 120 degrees.'", "a wrong correction (Oprava) is final")

# ================================================================ Greek (el)
e("s", "el", "MOVIE", "B", "Απάντηση: δυόμισι ώρες", "'Answer: two and a half hours.'", "δυόμισι = 2.5 in one word")
e("c", "el", "SAL", "A", "Απάντηση: 22.200 ευρώ¶Περίμενε, ο μισθός ζητείται ανά μήνα, άρα η απάντηση είναι 1.850 ευρώ.", "'Answer: 22,200 euros. Wait, the salary is asked per month, so the answer is 1,850 euros.'", "a correction (Περίμενε) to the per-month value is final")
e("x", "el", "APPLE", "B", "Απάντηση: Της έμειναν 12 μήλα από τα 45.", "'Answer: she has 12 apples left of the 45.'", "the given 45 follows the answer")
e("l", "el", "PCT", "A", "Απάντηση: 0,85%", "'Answer: 0.85%.'", "the ratio with a percent sign is another value")
e("h", "el", "BIG", "B", "Τελικά, 10.000 μπουκάλια. #### 10000", "'Finally, 10,000 bottles. #### 10000'", "#### after a Greek phrase")
e("n", "el", "QUAD", "B", "Απάντηση: $x = -3$ ή $x = 2$", "'Answer: x = -3 or x = 2.'", "the roots joined by ή (or)")
e("n", "el", "SYS", "A", "Απάντηση: $(x, y) = (3, 4)$", "'Answer: (x, y) = (3, 4).'", "the pair swapped")
e("k", "el", "PROB", "B", "Η τελική απάντηση είναι: $\\boxed{\\frac{3}{8}}$", "'The final answer is: [3/8].'", "Llama's closing line in Greek")
e("a", "el", "SQRT", "A", "Απάντηση: $\\approx 8{,}49$", "'Answer: ~ 8.49.'", "an approximation alone")
e("l", "el", "POLY", "A", "Απάντηση: $x^2 + 8x - 15$", "'Answer: x^2 + 8x - 15.'", "the middle term slip")
e("l", "el", "INT", "B", "Απάντηση: $x \\in (4, +\\infty)$", "'Answer: x in (4, +infinity).'", "x in the interval")

# ================================================================ Hebrew (he)
e("l", "he", "SAL", "A", "תשובה: 1,850 ₪ לחודש", "'Answer: 1,850 shekels a month.'", "the per-month salary", work="SAL_S")
e("s", "he", "MOVIE", "B", "תשובה: שעתיים וחצי", "'Answer: two hours and a half.'", "the dual שעתיים (two hours) and וחצי (and a half) = 2.5")
e("c", "he", "APPLE", "A", "תשובה: 12 תפוחים¶רגע, יש לה 3 חברות: 45 − 36 − 9 = 0.¶תשובה: 0 תפוחים", "'Answer: 12 apples. Wait, she has 3 friends: 45 - 36 - 9 = 0. Answer: 0 apples.'", "a correction (רגע) to 0 is final")
e("u", "he", "KM", "A", "תשובה: 7.5 ק\"מ ביום", "'Answer: 7.5 km a day.'", "the per-day distance", work="KM_S")
e("t", "he", "PCT", "B", "<answer>85% מהתלמידים עברו את המבחן.</answer>", "'85% of the pupils passed the exam.'", "a Hebrew sentence in the tag", tag=True)
e("u", "he", "BIG", "A", "תשובה: 1,250 בקבוקים", "'Answer: 1,250 bottles.'", "the per-hour rate", work="BIG_S")
e("n", "he", "QUAD", "B", "הפתרונות: $x_1 = -3$, $x_2 = 2$", "'The solutions: x1 = -3, x2 = 2.'", "indexed roots")
e("n", "he", "MID", "A", "נקודת האמצע: $(2, 1.5)$", "'The midpoint: (2, 1.5).'", "the coordinates swapped")
e("k", "he", "FRAC", "B", "התשובה הסופית היא $\\boxed{\\frac{17}{12}}$", "'The final answer is [17/12].'", "a box after a Hebrew phrase")
e("a", "he", "PROB", "A", "תשובה: בערך 0.4", "'Answer: about 0.4.'", "an approximation alone")
e("l", "he", "MOD", "B", "השארית היא 2.", "'The remainder is 2.'", "a Hebrew sentence")
e("c", "he", "ANGLE", "B", "תשובה: 45°¶רגע, זו הזווית החיצונית. הזווית הפנימית היא 180° − 45° = 135°.", "'Answer: 45 degrees. Wait, that is the exterior angle. The interior angle is 180 - 45 = 135 degrees.'", "a correction (רגע) to the gold is final")
# fmt: on

DECISIONS = {
    "n_m_ok_ru_frac": (
        "accept",
        "1,41(6) is the standard Russian school notation for the repeating decimal 1.41666... = 17/12: an exact value, not an approximation",
    ),
    "l_ok_fa_price": (
        "accept",
        "in everyday Persian typing the slash is the decimal mark (momayyez), so ۱۳/۲۵ is 13.25, not the fraction 13/25",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam150", CASES, [], DECISIONS)
