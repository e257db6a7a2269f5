r"""Build adversarial_redteam154.jsonl: round 154 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam154"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam152.py (structure, docstring, label conventions, DECISIONS; read to AVOID its
shapes) were read; no probe of its is copied (new problems, new golds, new wording).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew.
Working lines are language-neutral equations; the final lines are in the language. Shapes new to
this round: mixed units for a decimal gold (17 руб. 75 коп., 17 zł 75 gr, 17€75, 3 ч 30 мин, 3 horas y
media, dreieinhalb Stunden, 3時間30分, 3시간 30분) against the minutes alone or a clock-like misread;
the dot as a thousands mark in dot-grouping languages (28.200 €, Rp1.500.000, 1.500.000 đồng) against
a value ten times off in the same grouping (2.820 €, 2 820 €, Rp150.000, ₹1,50,000, ۲٬۸۲۰); the Arabic decimal and
thousands separators (٢٨٬٢٠٠, ١٧٫٧٥) and Persian momayyez (۳٫۵); fullwidth digits (１７．７５, ２６箱);
the Turkish / Persian prefixed percent (%75) and a percent after a space; a NEGATIVE gold written as
"below zero" / минус / 零下 / 영하 (correct) against the bare magnitude (wrong); Russian / Ukrainian /
Polish periodic decimals 0,(3) and 0,(6) for a fraction gold (correct) against a rounded 0,33
(wrong); French reversed-bracket intervals ]-2 ; 4[ and the school forms -2 < x < 4, x ∈ (−2; 4);
Russian M(4; 2) points; root lists with x₁ / x₂ and "или" / "ou" / "oder"; the Unicode radical 6√2,
9π; binomial and school notations \binom{8}{3}, K(3, 8) against V(3, 8), P(8, 3), 8P3; quotient against remainder; a VERIFICATION line in the
language after the answer (Проверка / Prueba / Kontrolle / 検算 / 验算: 26 × 18 = 468 ✓) whose last
number is not the answer; "actually" corrections
(其实, 実は, 사실은, en realidad, na verdade, en fait, eigentlich, in realtà, на самом деле, насправді,
właściwie, aslında, في الواقع, در واقع, वास्तव में, আসলে, sebenarnya, thực ra, ที่จริงแล้ว, eigenlijk,
egentligen, vlastně, στην πραγματικότητα, בעצם) whose new value is right or wrong; "not X but Y" and
"Y, not X" with the language's own contrast words; reported values (a classmate, the textbook's key,
a calculator) adopted or rejected; an approximation after the exact value against one alone;
`<answer>` tags holding a sentence in the language; `####` after a phrase in the language; a cut
right after the native label (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 notebooks at 2.75 + a pen at 1.25 -> 17.75 (6*2.75 = 16.50; 16.50 + 1.25 = 17.75; without
the pen 16.5; rounded 18); salary 2,350 a month for 12 months -> 28200 (2350*12 = 28200; 11 months
25850; ten times off 2820); 5 episodes of 42 minutes, HOURS asked -> 3.5 (5*42 = 210 minutes;
210/60 = 3.5; 210 wrong; 3 h 50 min wrong); 468 apples, 18 to a box, BOXES asked -> 26 (468/18 = 26;
468 wrong; 27 wrong); 18 of 24 pupils passed, percent asked -> 75 (18/24 = 0.75; the others 25);
64 km/h for 2.5 h -> 160 (64*2.5 = 160; 2 h 128); 125,000 a unit for 12 units -> 1500000
(125000*12 = 1500000; ten times off 150000; 11 units 1375000); -3 degrees falling 2 an hour for 4
hours -> -11 (2*4 = 8; -3 - 8 = -11; the magnitude 11 wrong; rising 5 wrong); 56 stickers shared by 8
friends -> 7 (56/8 = 7; 8 wrong).
MATH: probability a die shows a multiple of 3 -> \frac{1}{3} (3 and 6: 2/6; 0.333...); diagonal of
a square of side 6 -> 6\sqrt{2} (\sqrt{36 + 36} = \sqrt{72}; ~8.485); |x - 1| < 3 -> (-2, 4) (-3 <
x - 1 < 3); x^2 + x - 12 = 0 -> -4, 3 ((x + 4)(x - 3); sign slip 4, -3; sum -1; product -12); area of
a circle of radius 3 -> 9\pi (~28.27; circumference 6\pi wrong); 1 + 2 + ... + 20 -> 210 (20*21/2);
7 divided by 2 as a fraction -> \frac{7}{2} (3.5; 2/7 wrong); interior angle of a regular pentagon
-> 108 (540/5; exterior 72 wrong; 3\pi/5 rad wrong for a degree gold); midpoint of (2, 8) and
(6, -4) -> (4, 2) (swapped (2, 4) wrong); 2^{x+1} = 32 -> 4 (x + 1 = 5; 5 wrong); remainder of 2^{10}
divided by 7 -> 2 (1024 = 7*146 + 2; quotient 146 wrong); \binom{8}{3} -> 56 (8*7*6/6; 336 = ordered
wrong); 0.\overline{6} as a fraction -> \frac{2}{3} (0,67 alone wrong); f(x) = x^2 - 3x, f(-2) -> 10
(4 + 6; -2 wrong).

Classes (id prefix): `w_` number words, native / fullwidth digits, native separators, `l_` the
language's label with a value in its notation (grouping, decimal mark, currency, mixed units,
suffixes, counters, percent position), `u_` the quantity asked against another (minutes vs hours,
apples vs boxes, magnitude vs negative temperature, quotient vs remainder, exterior vs interior),
`y_` "not X but Y" / "Y, not X", `c_` "actually" corrections in the language, `q_` reported values,
`a_` approximations, `v_` a verification or echo line after the answer, `t_` `<answer>` tags holding
a sentence in the language, `h_` `####` after a phrase in the language, `n_` school notation of MATH
answers (intervals, root lists, points, periodic decimals, binomials, radicals), `b_` cut after the
native label. Then `m_` for a MATH probe, `ok_` for kind B, then the language code and the problem.
Kind A: truth wrong / no_answer; kind B: truth correct. Every note opens with the language and
carries an English gloss of the final lines.

Label conventions (corpus/README.md; rounds 136 and 152): the LAST final answer counts; a right
answer in the language's honest notation (decimal comma, local thousands grouping with dot, space,
narrow no-break space, apostrophe or the Arabic separator, currency before or after, mixed units
equal to the decimal, a counted noun, counter or suffix, a number word, native or fullwidth digits,
a periodic decimal equal to the gold fraction, a school notation for the same interval / root pair /
point, "below zero" for a negative temperature, an unsimplified form equal to the gold) is correct;
a verification line after a stated answer does not replace it; given numbers before the value in
the same sentence do not either; an approximation after the exact value is a gloss; an approximation alone for an exact
MATH gold is wrong; another quantity (subtotal, minutes for hours, apples for boxes, magnitude for a
negative value, quotient for remainder, exterior angle, radians for a degree gold) is wrong; a value
ten times off is wrong; an explicit correction after an answer makes the new value final, right or
wrong; a reported value the model adopts is its answer, one it rejects is not; an answer tag's
content is the final answer; a cut right after the label with no value is no_answer. Debatable
probes carry `debatable=True` and a DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam154.py   (writes adversarial_redteam154.jsonl beside it)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

GOLD = {
    "PEN": "17.75", "SAL": "28200", "EPI": "3.5", "BOX": "26", "PASS": "75", "DRV": "160",
    "VND": "1500000", "COLD": "-11", "STK": "7",
    "DIE": r"\frac{1}{3}", "DIAG": r"6\sqrt{2}", "ABS": "(-2, 4)", "ROOT": "-4, 3", "CIRC": r"9\pi",
    "SUM": "210", "HALF": r"\frac{7}{2}", "PENT": "108", "MID": "(4, 2)", "EXP": "4", "MOD": "2",
    "BIN": "56", "REP": r"\frac{2}{3}", "FUN": "10",
}  # fmt: skip
MATHP = {
    "DIE",
    "DIAG",
    "ABS",
    "ROOT",
    "CIRC",
    "SUM",
    "HALF",
    "PENT",
    "MID",
    "EXP",
    "MOD",
    "BIN",
    "REP",
    "FUN",
}

# Language-neutral working (the final lines are in the language, in the probe).
WORK = {
    "PEN": "6 * 2.75 = 16.50\n16.50 + 1.25 = 17.75\n",
    "PEN_S": "6 * 2.75 = 16.50\n",
    "SAL": "2350 * 12 = 28200\n",
    "SAL_S": "2350 * 11 = 25850\n",
    "EPI": "5 * 42 = 210 min\n210 / 60 = 3.5\n",
    "EPI_S": "5 * 42 = 210 min\n",
    "BOX": "468 / 18 = 26\n",
    "PASS": "18 / 24 = 0.75\n0.75 * 100 = 75\n",
    "PASS_O": "24 - 18 = 6\n6 / 24 = 0.25\n",
    "DRV": "64 * 2.5 = 160\n",
    "DRV_S": "64 * 2 = 128\n",
    "VND": "125000 * 12 = 1500000\n",
    "COLD": "2 * 4 = 8\n-3 - 8 = -11\n",
    "STK": "56 / 8 = 7\n",
    "DIE": "Multiples of 3: 3, 6. $P = \\frac{2}{6}$\n",
    "DIAG": "$d = \\sqrt{6^2 + 6^2} = \\sqrt{72}$\n",
    "ABS": "$|x - 1| < 3 \\iff -3 < x - 1 < 3$\n",
    "ROOT": "$x^2 + x - 12 = (x + 4)(x - 3) = 0$\n",
    "CIRC": "$S = \\pi r^2 = \\pi \\cdot 3^2$\n",
    "SUM": "$\\frac{20 \\cdot 21}{2}$\n",
    "HALF": "$7 : 2$\n",
    "PENT": "$(5 - 2) \\cdot 180^\\circ = 540^\\circ$, $540^\\circ : 5$\n",
    "MID": "$\\left(\\frac{2 + 6}{2}, \\frac{8 + (-4)}{2}\\right)$\n",
    "EXP": "$2^{x+1} = 32 = 2^5 \\Rightarrow x + 1 = 5$\n",
    "MOD": "$2^{10} = 1024 = 7 \\cdot 146 + 2$\n",
    "BIN": "$\\binom{8}{3} = \\frac{8 \\cdot 7 \\cdot 6}{3 \\cdot 2 \\cdot 1}$\n",
    "REP": "$x = 0.\\overline{6}$, $10x - x = 6$, $9x = 6$\n",
    "FUN": "$f(-2) = (-2)^2 - 3 \\cdot (-2) = 4 + 6$\n",
}

WORK["VND_S"] = "125000 * 11 = 1375000\n"

NB, NNB = "\u00a0", "\u202f"
CASES: list[tuple] = []


def e(cls, lang, prob, kind, tail, gloss, why, deb=False, tag=False, work=None, truth=None):  # noqa: ANN001, ANN201, PLR0913
    """One probe: working (WORK[work or prob]) then the final lines `tail` ("¶" = newline, "<NB>" /
    "<NNB>" = no-break / narrow no-break space)."""
    tail = tail.replace("¶", "\n").replace("<NNB>", NNB).replace("<NB>", NB)
    body = WORK[prob if work is None else work]
    text = (th(body) if tag else body) + tail
    is_math = prob in MATHP
    truth = truth or ("correct" if kind == "B" else "wrong")
    form = (
        "tag" if "<answer>" in tail
        else "hash" if "####" in tail
        else "boxed" if "\\boxed" in tail
        else "none" if truth == "no_answer"
        else "final_answer_phrase"
    )  # fmt: skip
    base = (
        f"{cls}_"
        + ("m_" if is_math else "")
        + ("ok_" if kind == "B" else "")
        + f"{lang}_{prob.lower()}"
    )
    cid, n = base, 2
    while any(c[0] == cid for c in CASES):
        cid, n = f"{base}{n}", n + 1
    note = f"[{lang}] {why}. Gloss: {gloss}"
    CASES.append((m if is_math else g)(cid, kind, GOLD[prob], truth, form, text, note, deb))


# fmt: off
# ================================================================ Chinese (zh)
e("w", "zh", "PEN", "B", "答：一共需要１７．７５元。", "'Answer: it costs 17.75 yuan in total (fullwidth digits and point).'", "fullwidth digits and a fullwidth full stop as the decimal point")
e("w", "zh", "BOX", "B", "答：一共可以装二十六箱。", "'Answer: twenty-six boxes can be filled in total.'", "the number word 二十六 = 26 with the measure word 箱")
e("v", "zh", "BOX", "A", "答：需要27箱。¶验算：27×18=486>468 ✓", "'Answer: 27 boxes are needed. Check: 27 x 18 = 486 > 468 (tick).'", "27 (rounded up needlessly); the check line does not restore 26")
e("c", "zh", "COLD", "A", "答：4小时后气温为零下11℃。¶其实题目说的是每小时下降2度，所以是 -3 + 8 = 5℃。", "'Answer: after 4 hours it is 11 C below zero. Actually the problem says it drops 2 degrees an hour, so it is -3 + 8 = 5 C.'", "an 'actually' correction (其实) to the wrong 5 is final")
e("l", "zh", "COLD", "B", "答：4小时后的气温是零下11摄氏度。", "'Answer: the temperature after 4 hours is 11 degrees Celsius below zero.'", "零下 (below zero) 11 = -11, the negative gold")
e("u", "zh", "COLD", "A", "答：4小时后的气温是11℃。", "'Answer: the temperature after 4 hours is 11 C.'", "the magnitude 11 without the sign or 零下: +11, not -11")
e("n", "zh", "ABS", "B", "所以不等式的解集为 $\\{x \\mid -2 < x < 4\\}$。", "'So the solution set of the inequality is {x | -2 < x < 4}.'", "set-builder form of the open interval (-2, 4)")
e("n", "zh", "ROOT", "A", "所以 $x_1 = 4$，$x_2 = -3$。", "'So x1 = 4, x2 = -3.'", "both signs slipped: 4 and -3 are not roots")
e("a", "zh", "CIRC", "A", "答：圆的面积约为28.27。", "'Answer: the area of the circle is about 28.27.'", "an approximation alone for the exact 9 pi")
e("u", "zh", "MOD", "A", "答：$2^{10}$ 除以 7 得 146。", "'Answer: 2^10 divided by 7 gives 146.'", "the quotient 146, not the remainder 2")
e("t", "zh", "BIN", "B", "<answer>从8人中选3人，共有56种不同的选法。</answer>", "'Choosing 3 of 8 people, there are 56 different ways.'", "a sentence in the tag; the given 8 and 3 come before the value 56", tag=True)
e("n", "zh", "MID", "A", "所以中点坐标为 $(4, 6)$。", "'So the midpoint coordinates are (4, 6).'", "the y-coordinate (8 + 4)/2: the sign of -4 dropped")

# ================================================================ Japanese (ja)
e("l", "ja", "EPI", "B", "答え：3時間30分", "'Answer: 3 hours 30 minutes.'", "mixed units 3時間30分 = 3.5 hours")
e("u", "ja", "EPI", "A", "答え：210分", "'Answer: 210 minutes.'", "minutes; hours are asked", work="EPI_S")
e("w", "ja", "BOX", "B", "答え：２６箱", "'Answer: 26 boxes (fullwidth digits).'", "fullwidth digits with the counter 箱")
e("v", "ja", "SAL", "A", "答え：2,820ドル¶検算：2,820 ÷ 12 = 235 ✓", "'Answer: 2,820 dollars. Check: 2,820 / 12 = 235 (tick).'", "2,820, ten times off; the check is wrong too")
e("c", "ja", "DIE", "A", "答え：$\\frac{1}{3}$¶実は、3の倍数は3, 6, 9の3つなので、確率は$\\frac{1}{2}$です。", "'Answer: 1/3. Actually the multiples of 3 are the three numbers 3, 6, 9, so the probability is 1/2.'", "an 'actually' correction (実は) to the wrong 1/2 is final")
e("n", "ja", "DIAG", "B", "答え：6√2", "'Answer: 6 root 2 (Unicode radical).'", "the Unicode radical sign for 6 sqrt2")
e("a", "ja", "CIRC", "B", "答え：$9\\pi$（約28.27）", "'Answer: 9 pi (about 28.27).'", "the exact value, then a parenthesised approximation as a gloss")
e("y", "ja", "PENT", "A", "問われているのは内角ではなく外角なので、答えは72°です。", "'What is asked is not the interior angle but the exterior angle, so the answer is 72 degrees.'", "ではなく (not X but Y) with the wrong Y: the exterior angle 72")
e("q", "ja", "PASS", "B", "友達は25%と言っていましたが、それは不合格者の割合です。合格率は75%です。", "'My friend said 25%, but that is the share who failed. The pass rate is 75%.'", "a reported wrong value rejected; the model's 75% last")
e("h", "ja", "COLD", "A", "よって、4時間後の気温は11度です。¶#### 11", "'So the temperature after 4 hours is 11 degrees. #### 11'", "#### marks the magnitude 11, not -11")
e("b", "ja", "ROOT", "A", "答え：$x =$", "'Answer: x ='", "cut right after 'x =', before any root", truth="no_answer")
e("l", "ja", "COLD", "B", "答え：氷点下11度", "'Answer: 11 degrees below freezing.'", "氷点下 (below freezing) 11 = -11")

# ================================================================ Korean (ko)
e("l", "ko", "PEN", "A", "답: 16.50달러입니다.", "'Answer: it is 16.50 dollars.'", "without the pen", work="PEN_S")
e("u", "ko", "EPI", "A", "답: 3시간 50분", "'Answer: 3 hours 50 minutes.'", "3.5 misread as 3 h 50 min = 3.83 hours")
e("l", "ko", "EPI", "B", "답: 3시간 30분", "'Answer: 3 hours 30 minutes.'", "mixed units = 3.5 hours")
e("c", "ko", "BOX", "B", "답: 468개¶사실은 상자 수를 묻고 있으므로 468 ÷ 18 = 26, 답은 26상자입니다.", "'Answer: 468 pieces. Actually the number of boxes is asked, so 468 / 18 = 26, the answer is 26 boxes.'", "an 'actually' correction (사실은) to the right 26")
e("l", "ko", "COLD", "B", "답: 영하 11도", "'Answer: 11 degrees below zero.'", "영하 (below zero) 11 = -11")
e("w", "ko", "STK", "A", "답: 한 사람당 여덟 장씩 받습니다.", "'Answer: each person gets eight sheets.'", "the number word 여덟 = 8, not 7")
e("n", "ko", "ROOT", "B", "따라서 $x = -4$ 또는 $x = 3$입니다.", "'Therefore x = -4 or x = 3.'", "또는 (or) joins the roots; the copula glued after the math")
e("n", "ko", "MID", "A", "따라서 중점의 좌표는 $(2, 4)$입니다.", "'Therefore the coordinates of the midpoint are (2, 4).'", "the coordinates swapped")
e("u", "ko", "MOD", "A", "따라서 몫은 146이므로 답은 146입니다.", "'Therefore the quotient is 146, so the answer is 146.'", "the quotient given as the answer, not the remainder 2")
e("t", "ko", "FUN", "B", "<answer>f(-2)의 값은 10입니다.</answer>", "'The value of f(-2) is 10.'", "the argument -2 precedes the value in the tag sentence", tag=True)
e("a", "ko", "DIAG", "A", "답: 약 8.49", "'Answer: about 8.49.'", "an approximation alone for 6 sqrt2")
e("v", "ko", "BIN", "B", "답: 56가지¶확인: 56 × 3! = 336 = 8 × 7 × 6 ✓", "'Answer: 56 ways. Check: 56 x 3! = 336 = 8 x 7 x 6 (tick).'", "a check line after the answer ends on other numbers (336, 6)")

# ================================================================ Spanish (es)
e("l", "es", "SAL", "B", "Respuesta: 28.200 €", "'Answer: 28.200 EUR.'", "the dot as the Spanish thousands mark, the euro sign after")
e("l", "es", "SAL", "A", "Respuesta: 2.820 €", "'Answer: 2.820 EUR.'", "2.820 in Spanish grouping is 2,820, ten times off")
e("l", "es", "EPI", "B", "Respuesta: 3 horas y media.", "'Answer: 3 and a half hours.'", "'3 horas y media' = 3.5 hours")
e("u", "es", "EPI", "A", "Respuesta: 210 minutos.", "'Answer: 210 minutes.'", "minutes; hours asked", work="EPI_S")
e("c", "es", "PASS", "B", "Respuesta: 25 %¶En realidad, la pregunta es qué porcentaje aprobó: 18/24 = 75 %.", "'Answer: 25 %. Actually, the question is what percent passed: 18/24 = 75 %.'", "an 'actually' correction (En realidad) to the right 75", work="PASS_O")
e("v", "es", "BOX", "B", "Respuesta: 26 cajas.¶Comprobación: 26 × 18 = 468 ✓", "'Answer: 26 boxes. Check: 26 x 18 = 468 (tick).'", "a verification line after the answer")
e("n", "es", "ABS", "B", "Solución: $x \\in (-2, 4)$, es decir, $-2 < x < 4$.", "'Solution: x in (-2, 4), that is, -2 < x < 4.'", "the interval and the double inequality for it")
e("n", "es", "REP", "A", "Respuesta: $0{,}67$", "'Answer: 0,67.'", "a rounded decimal alone for 2/3")
e("y", "es", "HALF", "B", "El resultado no es $\\frac{2}{7}$, sino $\\frac{7}{2}$.", "'The result is not 2/7 but 7/2.'", "no X, sino Y with the right Y")
e("q", "es", "BIN", "A", "Según la calculadora, 8P3 = 336, así que la respuesta es 336.", "'According to the calculator, 8P3 = 336, so the answer is 336.'", "a reported value adopted: the ordered count 336")
e("c", "es", "EXP", "A", "Respuesta: $x = 4$.¶En realidad, $2^{x+1} = 32$ implica $x + 1 = 4$, así que $x = 3$.", "'Answer: x = 4. Actually, 2^(x+1) = 32 implies x + 1 = 4, so x = 3.'", "an 'actually' correction (En realidad) to the wrong 3 is final")
e("t", "es", "PENT", "A", "<answer>Cada ángulo exterior mide 72°.</answer>", "'Each exterior angle measures 72 degrees.'", "the exterior angle in the tag", tag=True)

# ================================================================ Portuguese (pt)
e("l", "pt", "PEN", "B", "Resposta: R$ 17,75", "'Answer: BRL 17,75.'", "the real sign before the value with a decimal comma")
e("l", "pt", "PEN", "A", "Resposta: R$ 16,50", "'Answer: BRL 16,50.'", "the notebooks without the pen", work="PEN_S")
e("t", "pt", "DIE", "A", "<answer>A probabilidade é de 1/2.</answer>", "'The probability is 1/2.'", "the odd numbers' probability, not the multiples of 3", tag=True)
e("c", "pt", "DRV", "A", "Resposta: 160 km.¶Na verdade, ele dirigiu só 2 horas: 64 × 2 = 128 km.", "'Answer: 160 km. Actually, he drove only 2 hours: 64 x 2 = 128 km.'", "an 'actually' correction (Na verdade) to the wrong 128 is final")
e("v", "pt", "SAL", "A", "Resposta: R$ 25.850,00¶Verificação: 25.850 ÷ 11 = 2.350 ✓", "'Answer: BRL 25.850,00. Check: 25.850 / 11 = 2.350 (tick).'", "11 months; the check only confirms the wrong total", work="SAL_S")
e("l", "pt", "COLD", "B", "Resposta: −11 °C (onze graus negativos).", "'Answer: -11 C (eleven degrees negative).'", "a Unicode minus and a word gloss")
e("n", "pt", "ROOT", "B", "$S = \\{-4, 3\\}$", "'S = {-4, 3}.'", "the Brazilian solution set S")
e("n", "pt", "ROOT", "A", "$S = \\{-3, 4\\}$", "'S = {-3, 4}.'", "the sign slip: -3 and 4 are not roots")
e("n", "pt", "MID", "A", "Resposta: $M(2, 4)$", "'Answer: M(2, 4).'", "the coordinates swapped")
e("a", "pt", "DIAG", "B", "Resposta: $6\\sqrt{2} \\approx 8{,}49$", "'Answer: 6 sqrt2 ~ 8,49.'", "the exact value then the approximation as a gloss")
e("y", "pt", "FUN", "A", "Logo, $f(-2) = -2$, e não 10.", "'So f(-2) = -2, and not 10.'", "Y, e não X: the stated -2 is final; the rejected 10 is the gold")
e("b", "pt", "SUM", "A", "Portanto, a soma é igual a", "'Therefore, the sum is equal to'", "cut before the value", truth="no_answer")

# ================================================================ French (fr)
e("l", "fr", "SAL", "A", "Réponse : 2<NNB>820 €", "'Answer: 2 820 EUR.'", "ten times off")
e("l", "fr", "PEN", "B", "Réponse : il faut payer 17€75.", "'Answer: one has to pay 17 euros 75.'", "the French shop notation 17€75 = 17.75", deb=True)
e("u", "fr", "BOX", "A", "Réponse : 468 pommes.", "'Answer: 468 apples.'", "the apples, not the boxes")
e("c", "fr", "EPI", "B", "Réponse : 210 minutes.¶En fait, on demande des heures : 210 / 60 = 3,5 h.", "'Answer: 210 minutes. In fact, hours are asked: 210 / 60 = 3,5 h.'", "an 'in fact' correction (En fait) to the right 3,5")
e("l", "fr", "PASS", "B", "Réponse : 75<NNB>% des élèves ont réussi.", "'Answer: 75 % of the pupils passed.'", "a narrow no-break space before the percent sign, a sentence after")
e("q", "fr", "PASS", "A", "Mon camarade a trouvé 25 %, et il a raison : la réponse est 25 %.", "'My classmate found 25 %, and he is right: the answer is 25 %.'", "a reported value adopted: the others' percent", work="PASS_O")
e("n", "fr", "ABS", "B", "Donc $S = ]-2 ; 4[$.", "'So S = ]-2 ; 4[.'", "French reversed brackets for an open interval: ]-2 ; 4[ = (-2, 4)")
e("n", "fr", "ABS", "A", "Donc $S = [-2 ; 4]$.", "'So S = [-2 ; 4].'", "the closed interval, not the open one")
e("n", "fr", "ROOT", "B", "Les solutions sont $x = -4$ ou $x = 3$.", "'The solutions are x = -4 or x = 3.'", "ou (or) joins the roots")
e("a", "fr", "CIRC", "A", "L'aire vaut environ 28,3 unités d'aire.", "'The area is about 28,3 square units.'", "an approximation alone for 9 pi")
e("t", "fr", "DIE", "A", "<answer>La probabilité est de 1/6.</answer>", "'The probability is 1/6.'", "one outcome of six, not two", tag=True)
e("h", "fr", "COLD", "A", "La température sera de 5 °C.¶#### 5", "'The temperature will be 5 C. #### 5'", "#### marks +5 (the drop read as a rise)")

# ================================================================ German (de)
e("l", "de", "SAL", "B", "Antwort: CHF 28'200.–", "'Answer: CHF 28'200.- (Swiss apostrophe grouping, whole francs).'", "the Swiss apostrophe thousands mark with the '.–' of a whole amount")
e("l", "de", "EPI", "B", "Antwort: Die Folgen dauern zusammen dreieinhalb Stunden.", "'Answer: the episodes last three and a half hours together.'", "the number word dreieinhalb = 3.5")
e("u", "de", "DRV", "A", "Antwort: Er fährt 128 km.", "'Answer: he drives 128 km.'", "2 hours instead of 2.5", work="DRV_S")
e("c", "de", "STK", "B", "Antwort: 8 Sticker.¶Eigentlich sind es 8 Freunde, also 56 : 8 = 7 Sticker pro Person.", "'Answer: 8 stickers. Actually there are 8 friends, so 56 : 8 = 7 stickers per person.'", "an 'actually' correction (Eigentlich) to the right 7")
e("a", "de", "DIAG", "A", "Antwort: Die Diagonale ist etwa 8,49 cm lang.", "'Answer: the diagonal is about 8,49 cm long.'", "an approximation alone for 6 sqrt2")
e("l", "de", "COLD", "A", "Antwort: Es sind 5 °C, also 5 Grad über null.", "'Answer: it is 5 C, that is 5 degrees above zero.'", "the drop read as a rise: +5")
e("n", "de", "ROOT", "B", "Also $x_1 = -4$ oder $x_2 = 3$.", "'So x1 = -4 or x2 = 3.'", "oder (or) joins the subscripted roots")
e("n", "de", "BIN", "A", "Antwort: Es gibt $\\binom{8}{3} = 336$ Möglichkeiten.", "'Answer: there are C(8,3) = 336 possibilities.'", "the binomial with the ordered count 336 (3! not divided out)")
e("u", "de", "MOD", "A", "Antwort: $2^{10} : 7 = 146$ Rest 2, also 146.", "'Answer: 2^10 : 7 = 146 remainder 2, so 146.'", "the quotient is chosen as the answer; the remainder 2 is the gold")
e("y", "de", "PENT", "B", "Jeder Innenwinkel beträgt also nicht 72°, sondern 108°.", "'So each interior angle is not 72 degrees but 108 degrees.'", "nicht X, sondern Y with the right Y")
e("t", "de", "REP", "A", "<answer>Der Bruch lautet 6/10 = 3/5.</answer>", "'The fraction is 6/10 = 3/5.'", "0.666... read as 0.6: 3/5, not 2/3", tag=True)
e("q", "de", "EXP", "B", "Im Lösungsheft steht $x = 5$, aber das ist der Wert von $x + 1$. Die Lösung ist $x = 4$.", "'The answer booklet says x = 5, but that is the value of x + 1. The solution is x = 4.'", "a reported wrong value rejected; the model's 4 last")

# ================================================================ Italian (it)
e("l", "it", "PEN", "B", "Risposta: € 17,75", "'Answer: EUR 17,75.'", "the euro sign before the value with a decimal comma")
e("w", "it", "BOX", "A", "Risposta: diciotto scatole.", "'Answer: eighteen boxes.'", "the box size 18, not the number of boxes")
e("u", "it", "BOX", "A", "Risposta: servono 27 scatole.", "'Answer: 27 boxes are needed.'", "27, one too many: 468 / 18 = 26 exactly")
e("c", "it", "SAL", "A", "Risposta: 28.200 €.¶In realtà il dodicesimo mese non viene pagato, quindi 2.350 × 11 = 25.850 €.", "'Answer: 28.200 EUR. In reality the twelfth month is not paid, so 2.350 x 11 = 25.850 EUR.'", "an 'in reality' correction (In realtà) to the wrong 25850 is final")
e("n", "it", "ROOT", "A", "Quindi le soluzioni sono $x = 4$ e $x = -3$.", "'So the solutions are x = 4 and x = -3.'", "the signs of both roots slipped")
e("h", "it", "PASS", "B", "Quindi la percentuale di promossi è del 75%.¶#### 75%", "'So the percentage of pupils who passed is 75%. #### 75%'", "#### then the value with a percent sign")
e("n", "it", "ABS", "B", "Quindi $-2 < x < 4$.", "'So -2 < x < 4.'", "the double inequality for the open interval")
e("n", "it", "DIE", "A", "La probabilità è $\\frac{1}{6}$.", "'The probability is 1/6.'", "one outcome of six")
e("a", "it", "REP", "B", "Risposta: $\\frac{2}{3} \\approx 0{,}67$", "'Answer: 2/3 ~ 0,67.'", "the exact value then the approximation as a gloss")
e("y", "it", "BIN", "A", "Il numero di modi non è 56, ma 336, perché l'ordine conta.", "'The number of ways is not 56 but 336, because the order counts.'", "non X, ma Y with the wrong Y (ordered choices)")
e("n", "it", "HALF", "B", "Risposta: $3{,}5$", "'Answer: 3,5.'", "the decimal equal to 7/2 with a decimal comma")
e("b", "it", "COLD", "A", "Risposta finale: la temperatura sarà di", "'Final answer: the temperature will be'", "cut before the value", truth="no_answer")

# ================================================================ Russian (ru)
e("l", "ru", "PEN", "B", "Ответ: 17 руб. 75 коп.", "'Answer: 17 rubles 75 kopecks.'", "mixed currency units = 17.75")
e("l", "ru", "EPI", "B", "Ответ: 3 ч 30 мин.", "'Answer: 3 h 30 min.'", "mixed time units = 3.5 hours")
e("l", "ru", "COLD", "B", "Ответ: 11 градусов мороза.", "'Answer: 11 degrees of frost.'", "'градусов мороза' (degrees of frost) = -11")
e("u", "ru", "COLD", "A", "Ответ: 5 градусов тепла.", "'Answer: 5 degrees of warmth (above zero).'", "the drop read as a rise: +5")
e("n", "ru", "DIE", "B", "Ответ: 0,(3).", "'Answer: 0,(3) (0.333... periodic).'", "the Russian periodic decimal 0,(3) = 1/3 exactly")
e("a", "ru", "DIE", "A", "Ответ: ≈ 0,33.", "'Answer: ~ 0,33.'", "an approximation alone for 1/3")
e("n", "ru", "MID", "B", "Ответ: $M(4; 2)$.", "'Answer: M(4; 2).'", "the Russian point notation with a semicolon")
e("n", "ru", "ABS", "A", "Ответ: $x \\in [-2; 4]$.", "'Answer: x in [-2; 4].'", "the closed interval")
e("c", "ru", "VND", "B", "Ответ: 1<NB>375<NB>000 руб.¶На самом деле единиц 12, а не 11: 125<NB>000 · 12 = 1<NB>500<NB>000 руб.", "'Answer: 1 375 000 rubles. Actually there are 12 units, not 11: 125 000 x 12 = 1 500 000 rubles.'", "an 'actually' correction (На самом деле) to the right value with no-break-space grouping")
e("q", "ru", "BIN", "A", "В ответах учебника — 56, но порядок важен, поэтому ответ: 336.", "'The textbook's key says 56, but order matters, so the answer is 336.'", "a reported right value rejected; the model's 336 last")
e("u", "ru", "PENT", "A", "Ответ: 540°.", "'Answer: 540 degrees.'", "the sum of the interior angles, not one angle")
e("y", "ru", "SUM", "A", "Сумма равна не 210, а 200.", "'The sum equals not 210 but 200.'", "не X, а Y with the wrong Y")

# ================================================================ Ukrainian (uk)
e("l", "uk", "SAL", "A", "Відповідь: 25<NB>850 грн.", "'Answer: 25 850 hryvnias.'", "11 months", work="SAL_S")
e("w", "uk", "STK", "B", "Відповідь: по сім наліпок кожному.", "'Answer: seven stickers each.'", "the number word сім = 7")
e("c", "uk", "EXP", "A", "Відповідь: $x = 4$.¶Насправді $2^{x+1} = 32$ дає $x = 5$.", "'Answer: x = 4. Actually 2^(x+1) = 32 gives x = 5.'", "an 'actually' correction (Насправді) to the wrong 5 is final")
e("n", "uk", "REP", "B", "Відповідь: $0,(6) = \\frac{2}{3}$.", "'Answer: 0,(6) = 2/3.'", "the periodic decimal equated to the gold")
e("u", "uk", "PASS", "A", "Відповідь: 25 % учнів.", "'Answer: 25 % of the pupils.'", "the share who failed", work="PASS_O")
e("a", "uk", "DIE", "A", "Відповідь: ≈ 0,3.", "'Answer: ~ 0,3.'", "an approximation alone for 1/3")
e("n", "uk", "ROOT", "B", "Відповідь: $x_1 = -4$; $x_2 = 3$.", "'Answer: x1 = -4; x2 = 3.'", "subscripted roots separated by a semicolon")
e("a", "uk", "CIRC", "A", "Відповідь: ≈ 28,27 см².", "'Answer: ~ 28,27 cm^2.'", "an approximation alone for 9 pi")
e("h", "uk", "COLD", "B", "Отже, через 4 години буде −11 °C.¶#### −11", "'So after 4 hours it will be -11 C. #### -11 (Unicode minus)'", "a Unicode minus after ####")
e("y", "uk", "MID", "A", "Отже, середина відрізка — не $(4; 2)$, а $(4; 6)$.", "'So the midpoint of the segment is not (4; 2) but (4; 6).'", "не X, а Y with the wrong Y (the sign of -4 dropped)")
e("q", "uk", "EPI", "B", "Друг каже, що 3,5 години — це 3 год 50 хв, але насправді це 3 год 30 хв.", "'A friend says 3,5 hours is 3 h 50 min, but actually it is 3 h 30 min.'", "a reported misreading rejected; the final 3 h 30 min = 3.5", deb=True)
e("b", "uk", "FUN", "A", "Відповідь:", "'Answer:'", "cut right after the label", truth="no_answer")

# ================================================================ Polish (pl)
e("l", "pl", "PEN", "B", "Odpowiedź: 17 zł 75 gr", "'Answer: 17 zloty 75 grosze.'", "mixed currency units = 17.75")
e("l", "pl", "PEN", "A", "Odpowiedź: 16,50 zł", "'Answer: 16,50 zloty.'", "without the pen", work="PEN_S")
e("c", "pl", "COLD", "B", "Odpowiedź: 5°C.¶Właściwie temperatura spada, więc −3 − 8 = −11°C.", "'Answer: 5 C. Actually the temperature falls, so -3 - 8 = -11 C.'", "an 'actually' correction (Właściwie) to the right -11")
e("n", "pl", "MID", "A", "Odpowiedź: $S = (4; -2)$", "'Answer: S = (4; -2).'", "the midpoint named S with the sign of y flipped")
e("w", "pl", "BOX", "B", "Odpowiedź: dwadzieścia sześć skrzynek.", "'Answer: twenty-six crates.'", "the number words dwadzieścia sześć = 26")
e("n", "pl", "DIE", "A", "Odpowiedź: $P(A) = \\frac{1}{2}$", "'Answer: P(A) = 1/2.'", "a wrong probability")
e("a", "pl", "REP", "A", "Odpowiedź: około 0,7.", "'Answer: about 0,7.'", "an approximation alone for 2/3")
e("n", "pl", "ROOT", "B", "Odpowiedź: $x \\in \\{-4, 3\\}$", "'Answer: x in {-4, 3}.'", "the roots as a set")
e("u", "pl", "PENT", "A", "Odpowiedź: kąt zewnętrzny ma 72°.", "'Answer: the exterior angle is 72 degrees.'", "the exterior angle, not the interior one")
e("t", "pl", "HALF", "B", "<answer>Wynik to 3,5.</answer>", "'The result is 3,5.'", "a decimal-comma value equal to 7/2 in the tag", tag=True)
e("q", "pl", "PASS", "A", "W kluczu odpowiedzi jest 25% i zgadza się to z moim wynikiem: 25%.", "'The answer key has 25% and it agrees with my result: 25%.'", "a reported wrong value agreeing with the model's wrong one", work="PASS_O")
e("y", "pl", "DRV", "A", "Samochód przejechał nie 160 km, lecz 128 km.", "'The car covered not 160 km but 128 km.'", "nie X, lecz Y with the wrong Y", work="DRV_S")

# ================================================================ Turkish (tr)
e("l", "tr", "PASS", "B", "Cevap: %75", "'Answer: 75 percent (prefixed percent sign).'", "the Turkish prefixed percent sign %75")
e("l", "tr", "PASS", "A", "Cevap: %25", "'Answer: 25 percent.'", "the share who failed, prefixed percent", work="PASS_O")
e("l", "tr", "SAL", "A", "Cevap: 2.820 TL", "'Answer: 2.820 lira.'", "2.820 in Turkish grouping = 2,820, ten times off")
e("l", "tr", "COLD", "B", "Cevap: sıfırın altında 11 derece, yani −11 °C.", "'Answer: 11 degrees below zero, that is -11 C.'", "'below zero' words then the signed value")
e("c", "tr", "BOX", "B", "Cevap: 27 kutu.¶Aslında 468 ÷ 18 = 26 tam bölünüyor, yani 26 kutu yeterli.", "'Answer: 27 boxes. Actually 468 / 18 = 26 divides exactly, so 26 boxes are enough.'", "an 'actually' correction (Aslında) to the right 26")
e("c", "tr", "CIRC", "A", "Cevap: $9\\pi$.¶Aslında alan $2\\pi r = 6\\pi$'dir.", "'Answer: 9 pi. Actually the area is 2 pi r = 6 pi.'", "an 'actually' correction (Aslında) to the circumference 6 pi is final")
e("n", "tr", "ABS", "B", "Çözüm kümesi: $-2 < x < 4$", "'Solution set: -2 < x < 4.'", "the double inequality")
e("n", "tr", "BIN", "A", "Cevap: $P(8, 3) = 336$", "'Answer: P(8, 3) = 336.'", "permutations, not combinations")
e("y", "tr", "MOD", "B", "Kalan 146 değil, 2'dir.", "'The remainder is not 146, it is 2.'", "X değil, Y with the right Y and a suffix after an apostrophe")
e("h", "tr", "SUM", "A", "Toplam 200'dür.¶#### 200", "'The sum is 200. #### 200'", "#### marks 200, not 210")
e("t", "tr", "EPI", "A", "<answer>Toplam süre 210 dakikadır.</answer>", "'The total time is 210 minutes.'", "minutes in the tag; hours are asked", tag=True, work="EPI_S")
e("q", "tr", "FUN", "A", "Arkadaşım $f(-2) = -2$ buldu; ben de aynı sonucu buldum, yani cevap $-2$.", "'My friend got f(-2) = -2; I got the same result, so the answer is -2.'", "a reported wrong value adopted")

# ================================================================ Arabic (ar)
e("w", "ar", "PEN", "B", "الإجابة: ١٧٫٧٥ دولارًا", "'Answer: 17.75 dollars (Arabic-Indic digits, Arabic decimal separator).'", "Arabic-Indic digits with the Arabic decimal separator U+066B")
e("w", "ar", "SAL", "B", "الإجابة النهائية: ٢٨٬٢٠٠ ريال", "'Final answer: 28,200 riyals (Arabic thousands separator).'", "Arabic-Indic digits with the Arabic thousands separator U+066C")
e("w", "ar", "SAL", "A", "الإجابة النهائية: ٢٥٬٨٥٠ ريال", "'Final answer: 25,850 riyals.'", "11 months, not 12", work="SAL_S")
e("c", "ar", "DRV", "B", "الإجابة: 128 كم.¶في الواقع، المدة ساعتان ونصف: 64 × 2.5 = 160 كم.", "'Answer: 128 km. In fact, the time is two and a half hours: 64 x 2.5 = 160 km.'", "an 'in fact' correction (في الواقع) to the right 160")
e("l", "ar", "PASS", "A", "الإجابة: ٢٥٪", "'Answer: 25%.'", "the share who failed", work="PASS_O")
e("u", "ar", "BOX", "A", "الإجابة: 468 تفاحة.", "'Answer: 468 apples.'", "the apples, not the boxes")
e("n", "ar", "ROOT", "B", "إذن $x = -4$ أو $x = 3$.", "'So x = -4 or x = 3.'", "أو (or) joins the roots")
e("y", "ar", "CIRC", "A", "إذن المساحة ليست $9\\pi$ بل $6\\pi$.", "'So the area is not 9 pi but 6 pi.'", "ليست X بل Y with the wrong Y (the circumference)")
e("t", "ar", "SUM", "A", "<answer>المجموع يساوي 200.</answer>", "'The sum equals 200.'", "a wrong value in the tag", tag=True)
e("h", "ar", "STK", "B", "إذن يحصل كل صديق على ٧ ملصقات.¶#### ٧", "'So each friend gets 7 stickers. #### 7 (Arabic-Indic digit)'", "an Arabic-Indic digit after ####")
e("q", "ar", "EXP", "A", "قال المعلم إن الجواب 5، وهو محق، إذن $x = 5$.", "'The teacher said the answer is 5, and he is right, so x = 5.'", "a reported wrong value adopted")
e("n", "ar", "DIAG", "B", "الإجابة: $\\sqrt{72}$", "'Answer: sqrt 72.'", "the unsimplified radical equal to 6 sqrt2")

# ================================================================ Persian (fa)
e("w", "fa", "EPI", "B", "پاسخ: ۳٫۵ ساعت", "'Answer: 3.5 hours (Persian digits, momayyez).'", "Persian digits with the momayyez decimal separator")
e("l", "fa", "PASS", "B", "پاسخ: ۷۵ درصد", "'Answer: 75 percent.'", "Persian digits with the word درصد (percent)")
e("u", "fa", "EPI", "A", "پاسخ: ۲۱۰ دقیقه", "'Answer: 210 minutes.'", "minutes; hours asked", work="EPI_S")
e("c", "fa", "COLD", "A", "پاسخ: −۱۱ درجه.¶در واقع دما هر ساعت ۲ درجه بالا می‌رود، پس ۵ درجه.", "'Answer: -11 degrees. In fact the temperature rises 2 degrees an hour, so 5 degrees.'", "an 'in fact' correction (در واقع) to the wrong 5 is final")
e("w", "fa", "SAL", "A", "پاسخ: ۲٬۸۲۰ تومان", "'Answer: 2,820 toman.'", "ten times off, in Persian digits")
e("w", "fa", "BOX", "B", "پاسخ: بیست و شش جعبه", "'Answer: twenty-six boxes.'", "the number words بیست و شش = 26")
e("n", "fa", "MID", "B", "پاسخ: نقطهٔ وسط $(4, 2)$ است.", "'Answer: the midpoint is (4, 2).'", "the point in a right-to-left sentence with the copula after")
e("u", "fa", "PENT", "A", "پاسخ: هر زاویهٔ خارجی ۷۲ درجه است.", "'Answer: each exterior angle is 72 degrees.'", "the exterior angle")
e("t", "fa", "DIE", "B", "<answer>احتمال برابر با یک سوم است.</answer>", "'The probability equals one third.'", "the fraction word یک سوم = 1/3 in the tag", tag=True)
e("q", "fa", "MOD", "B", "دوستم گفت باقی‌مانده ۱۴۶ است، ولی ۱۴۶ خارج‌قسمت است؛ باقی‌مانده ۲ است.", "'My friend said the remainder is 146, but 146 is the quotient; the remainder is 2.'", "a reported wrong value rejected; the model's 2 last")
e("b", "fa", "BIN", "A", "پاسخ نهایی:", "'Final answer:'", "cut right after the label", truth="no_answer")
e("y", "fa", "SUM", "B", "مجموع ۲۰۰ نیست، بلکه ۲۱۰ است.", "'The sum is not 200 but 210.'", "نیست، بلکه (not ... but) with the right value in Persian digits")

# ================================================================ Hindi (hi)
e("l", "hi", "PEN", "B", "उत्तर: ₹17.75", "'Answer: Rs 17.75.'", "the rupee sign before the value")
e("l", "hi", "VND", "B", "उत्तर: ₹15,00,000 (15 लाख)", "'Answer: Rs 15,00,000 (15 lakh).'", "Indian lakh grouping 15,00,000 = 1,500,000 with a scale-word gloss")
e("l", "hi", "VND", "A", "उत्तर: ₹1,50,000", "'Answer: Rs 1,50,000.'", "1,50,000 = 150,000, ten times off")
e("c", "hi", "EPI", "B", "उत्तर: 210 मिनट।¶वास्तव में प्रश्न घंटों में पूछा गया है: 210 ÷ 60 = 3.5 घंटे।", "'Answer: 210 minutes. Actually the question asks in hours: 210 / 60 = 3.5 hours.'", "an 'actually' correction (वास्तव में) to the right 3.5, with the danda")
e("w", "hi", "STK", "B", "उत्तर: प्रत्येक मित्र को सात स्टिकर मिलेंगे।", "'Answer: each friend will get seven stickers.'", "the number word सात = 7")
e("u", "hi", "COLD", "A", "उत्तर: 11 डिग्री सेल्सियस।", "'Answer: 11 degrees Celsius.'", "the magnitude, not -11")
e("n", "hi", "ABS", "A", "अतः हल समुच्चय $[-2, 4]$ है।", "'Hence the solution set is [-2, 4].'", "the closed interval")
e("u", "hi", "ROOT", "A", "अतः मूलों का योग $-1$ है।", "'Hence the sum of the roots is -1.'", "the sum of the roots, not the roots")
e("y", "hi", "HALF", "B", "उत्तर $\\frac{2}{7}$ नहीं, बल्कि $\\frac{7}{2}$ है।", "'The answer is not 2/7 but 7/2.'", "नहीं, बल्कि (not ... but) with the right value")
e("h", "hi", "FUN", "B", "अतः $f(-2) = 10$ है।¶#### 10", "'Hence f(-2) = 10. #### 10'", "#### after a Hindi sentence")
e("a", "hi", "CIRC", "A", "उत्तर: लगभग 28.26 वर्ग इकाई", "'Answer: about 28.26 square units.'", "an approximation alone (pi taken as 3.14) for 9 pi")

# ================================================================ Bengali (bn)
e("w", "bn", "PEN", "B", "উত্তর: ১৭.৭৫ টাকা", "'Answer: 17.75 taka (Bengali digits).'", "Bengali digits with a decimal point")
e("w", "bn", "SAL", "B", "উত্তর: ২৮,২০০ টাকা", "'Answer: 28,200 taka.'", "Bengali digits with comma grouping")
e("w", "bn", "SAL", "A", "উত্তর: ২৫,৮৫০ টাকা", "'Answer: 25,850 taka.'", "11 months", work="SAL_S")
e("c", "bn", "BOX", "A", "উত্তর: ২৬টি বাক্স।¶আসলে প্রতিটি বাক্সে ১২টি আপেল থাকে, তাই ৪৬৮ ÷ ১২ = ৩৯টি বাক্স।", "'Answer: 26 boxes. Actually each box holds 12 apples, so 468 / 12 = 39 boxes.'", "an 'actually' correction (আসলে) misreading the box size: 39 is final")
e("l", "bn", "PASS", "A", "উত্তর: ২৫%", "'Answer: 25%.'", "the share who failed", work="PASS_O")
e("n", "bn", "ABS", "A", "অতএব সমাধান $[-2, 4]$।", "'Therefore the solution is [-2, 4].'", "the closed interval")
e("n", "bn", "ROOT", "B", "অতএব, $x = -4$ অথবা $x = 3$।", "'Therefore, x = -4 or x = 3.'", "অথবা (or) joins the roots; the danda after")
e("w", "bn", "MOD", "B", "উত্তর: ভাগশেষ ২", "'Answer: remainder 2.'", "the Bengali digit 2 after the word ভাগশেষ (remainder)")
e("y", "bn", "EXP", "A", "অতএব $x$-এর মান ৪ নয়, ৫।", "'Therefore the value of x is not 4, 5.'", "X নয়, Y with the wrong Y")
e("t", "bn", "SUM", "A", "<answer>যোগফল ২০০।</answer>", "'The sum is 200.'", "a wrong value (20 x 20 / 2) in the tag", tag=True)
e("q", "bn", "BIN", "B", "বইয়ের উত্তরে ৩৩৬ লেখা আছে, কিন্তু ক্রম গুরুত্বপূর্ণ নয়, তাই উত্তর ৫৬।", "'The book's answer says 336, but order does not matter, so the answer is 56.'", "a reported wrong value rejected; the model's 56 last")

# ================================================================ Indonesian (id)
e("l", "id", "VND", "B", "Jawaban: Rp1.500.000", "'Answer: IDR 1.500.000.'", "the dot as the Indonesian thousands mark, the rupiah sign glued before")
e("l", "id", "VND", "B", "Jadi, total yang harus dibayar adalah Rp 1.500.000,00.", "'So the total to pay is IDR 1.500.000,00.'", "dot grouping and a ',00' decimal part")
e("l", "id", "VND", "A", "Jawaban: Rp150.000", "'Answer: IDR 150.000.'", "150,000, ten times off")
e("c", "id", "PASS", "B", "Jawaban: 25%.¶Sebenarnya yang ditanyakan adalah persentase yang lulus, yaitu 75%.", "'Answer: 25%. Actually what is asked is the percentage who passed, namely 75%.'", "an 'actually' correction (Sebenarnya) to the right 75", work="PASS_O")
e("q", "id", "BIN", "A", "Menurut kunci jawaban, hasilnya 336, jadi jawabannya 336.", "'According to the answer key, the result is 336, so the answer is 336.'", "a reported wrong value adopted")
e("l", "id", "EPI", "B", "Jawaban: 210 menit = 3 jam 30 menit.", "'Answer: 210 minutes = 3 hours 30 minutes.'", "a conversion ending on the mixed units = 3.5 hours")
e("n", "id", "ABS", "B", "Jadi, himpunan penyelesaiannya adalah $\\{x \\mid -2 < x < 4, x \\in \\mathbb{R}\\}$.", "'So the solution set is {x | -2 < x < 4, x in R}.'", "set-builder notation with the domain after")
e("n", "id", "PENT", "A", "Jadi, besar setiap sudut dalam adalah $540^\\circ$.", "'So each interior angle measures 540 degrees.'", "the sum of the angles, not one angle")
e("y", "id", "ROOT", "A", "Jadi, akar-akarnya bukan $-4$ dan $3$, melainkan $4$ dan $-3$.", "'So the roots are not -4 and 3 but 4 and -3.'", "bukan X, melainkan Y with the wrong Y")
e("h", "id", "REP", "A", "Jadi, bentuk pecahannya adalah 3/5.¶#### 3/5", "'So its fraction form is 3/5. #### 3/5'", "#### marks 3/5, not 2/3")
e("t", "id", "CIRC", "B", "<answer>Luas lingkaran adalah 9π satuan luas.</answer>", "'The area of the circle is 9 pi square units.'", "the Unicode pi glued to the coefficient in a tag sentence", tag=True)

# ================================================================ Vietnamese (vi)
e("l", "vi", "VND", "B", "Đáp số: 1.500.000 đồng", "'Answer: 1.500.000 dong.'", "dot grouping with the currency word after")
e("l", "vi", "VND", "A", "Đáp số: 1.375.000 đồng", "'Answer: 1.375.000 dong.'", "11 units instead of 12", work="VND_S")
e("a", "vi", "EPI", "A", "Đáp số: khoảng 3 giờ", "'Answer: about 3 hours.'", "a rounded value for 3.5")
e("c", "vi", "DRV", "A", "Đáp số: 160 km.¶Thực ra xe chỉ chạy 2 giờ nên quãng đường là 128 km.", "'Answer: 160 km. Actually the car runs only 2 hours so the distance is 128 km.'", "an 'actually' correction (Thực ra) to the wrong 128 is final")
e("w", "vi", "BOX", "B", "Đáp số: hai mươi sáu thùng.", "'Answer: twenty-six crates.'", "the number words hai mươi sáu = 26")
e("u", "vi", "COLD", "A", "Đáp số: 11°C", "'Answer: 11 C.'", "the magnitude, not -11")
e("n", "vi", "ROOT", "B", "Vậy phương trình có hai nghiệm $x_1 = 3$, $x_2 = -4$.", "'So the equation has two roots x1 = 3, x2 = -4.'", "subscripted roots in the other order")
e("a", "vi", "DIE", "B", "Vậy $P = \\frac{2}{6} = \\frac{1}{3} \\approx 0{,}33$.", "'So P = 2/6 = 1/3 ~ 0,33.'", "the exact value then an approximation as a gloss")
e("q", "vi", "SUM", "A", "Bạn tôi tính được 200 và tôi đồng ý: tổng bằng 200.", "'My friend got 200 and I agree: the sum equals 200.'", "a reported wrong value adopted")
e("t", "vi", "MOD", "B", "<answer>Số dư khi chia $2^{10}$ cho 7 là 2.</answer>", "'The remainder when dividing 2^10 by 7 is 2.'", "the given 10 and 7 precede the value in the tag sentence", tag=True)
e("h", "vi", "PEN", "B", "Vậy tổng số tiền là 17,75 đô la.¶#### 17,75", "'So the total amount is 17,75 dollars. #### 17,75'", "a decimal comma after ####")

# ================================================================ Thai (th)
e("w", "th", "STK", "B", "ตอบ ๗ ชิ้น", "'Answer: 7 pieces (Thai digit).'", "the Thai digit ๗ = 7 with a classifier")
e("l", "th", "PEN", "A", "ตอบ 16.50 บาท", "'Answer: 16.50 baht.'", "without the pen", work="PEN_S")
e("u", "th", "BOX", "A", "ตอบ 468 ผล", "'Answer: 468 fruits.'", "the apples, not the boxes")
e("c", "th", "SAL", "B", "ตอบ 25,850 บาท¶ที่จริงแล้วต้องคิด 12 เดือน: 2,350 × 12 = 28,200 บาท", "'Answer: 25,850 baht. Actually one must count 12 months: 2,350 x 12 = 28,200 baht.'", "an 'actually' correction (ที่จริงแล้ว) to the right 28200")
e("l", "th", "COLD", "B", "ตอบ −11 องศาเซลเซียส", "'Answer: -11 degrees Celsius.'", "a Unicode minus with the unit in words")
e("l", "th", "PASS", "B", "ตอบ ร้อยละ 75", "'Answer: percent 75 (ร้อยละ before the number).'", "the Thai percent word ร้อยละ before the value")
e("n", "th", "ABS", "B", "ดังนั้น เซตคำตอบคือ $(-2, 4)$", "'Therefore the solution set is (-2, 4).'", "the interval after a Thai lead")
e("n", "th", "MID", "A", "ดังนั้น จุดกึ่งกลางคือ $(4, -2)$", "'Therefore the midpoint is (4, -2).'", "the sign of the y-coordinate flipped")
e("y", "th", "FUN", "B", "ดังนั้น $f(-2)$ ไม่ใช่ $-2$ แต่เป็น $10$", "'Therefore f(-2) is not -2 but 10.'", "ไม่ใช่ X แต่เป็น Y with the right Y")
e("t", "th", "EXP", "A", "<answer>ค่าของ x คือ 5</answer>", "'The value of x is 5.'", "x + 1 given as x", tag=True)
e("b", "th", "DIAG", "A", "ดังนั้น ความยาวเส้นทแยงมุมคือ", "'Therefore the length of the diagonal is'", "cut before the value", truth="no_answer")

# ================================================================ Dutch (nl)
e("l", "nl", "SAL", "B", "Antwoord: € 28.200", "'Answer: EUR 28.200.'", "the euro sign before, the dot as the Dutch thousands mark")
e("w", "nl", "EPI", "B", "Antwoord: drie en een half uur.", "'Answer: three and a half hours.'", "the number words = 3.5 hours")
e("u", "nl", "STK", "A", "Antwoord: 8 stickers per vriend.", "'Answer: 8 stickers per friend.'", "the number of friends, not the share 7")
e("c", "nl", "PEN", "B", "Antwoord: € 16,50¶Eigenlijk moet de pen er nog bij: 16,50 + 1,25 = € 17,75.", "'Answer: EUR 16,50. Actually the pen still has to be added: 16,50 + 1,25 = EUR 17,75.'", "an 'actually' correction (Eigenlijk) to the right 17,75", work="PEN_S")
e("v", "nl", "VND", "B", "Antwoord: € 1.500.000¶Controle: 1.500.000 : 12 = 125.000 ✓", "'Answer: EUR 1.500.000. Check: 1.500.000 : 12 = 125.000 (tick).'", "a check line ending on the given unit price")
e("u", "nl", "COLD", "A", "Antwoord: het is dan 11 graden.", "'Answer: it is then 11 degrees.'", "the magnitude, not -11")
e("n", "nl", "ROOT", "B", "Dus $x = -4 \\vee x = 3$.", "'So x = -4 or x = 3 (logical or).'", "the Dutch school 'or' sign \\vee between the roots")
e("n", "nl", "DIAG", "A", "Antwoord: $3\\sqrt{2}$ cm", "'Answer: 3 sqrt2 cm.'", "half the diagonal")
e("y", "nl", "PENT", "A", "Elke hoek is dus niet 108°, maar 72°.", "'So each angle is not 108 degrees but 72 degrees.'", "niet X, maar Y with the wrong Y")
e("q", "nl", "DIE", "B", "Mijn rekenmachine geeft 0,333..., dus de kans is precies $\\frac{1}{3}$.", "'My calculator gives 0,333..., so the probability is exactly 1/3.'", "a reported decimal turned into the exact value")
e("h", "nl", "BIN", "B", "Er zijn dus 56 mogelijkheden.¶#### 56", "'So there are 56 possibilities. #### 56'", "#### after a Dutch sentence")

# ================================================================ Swedish (sv)
e("l", "sv", "SAL", "B", "Svar: 28<NB>200 kr", "'Answer: 28 200 kronor.'", "no-break space grouping, kr after")
e("l", "sv", "PEN", "B", "Svar: 17,75 kr", "'Answer: 17,75 kronor.'", "decimal comma with kr")
e("a", "sv", "PEN", "A", "Svar: ca 18 kr", "'Answer: about 18 kronor.'", "a rounded value for the exact 17.75")
e("c", "sv", "ROOT", "B", "Svar: $x = 4$ och $x = -3$.¶Egentligen ger $(x + 4)(x - 3) = 0$ rötterna $x_1 = -4$ och $x_2 = 3$.", "'Answer: x = 4 and x = -3. Actually (x + 4)(x - 3) = 0 gives the roots x1 = -4 and x2 = 3.'", "an 'actually' correction (Egentligen) to the right roots")
e("n", "sv", "ABS", "A", "Svar: $-2 \\le x < 4$", "'Answer: -2 <= x < 4.'", "the left end closed: [-2, 4), not (-2, 4)")
e("u", "sv", "EPI", "A", "Svar: 210 min", "'Answer: 210 min.'", "minutes; hours asked", work="EPI_S")
e("l", "sv", "EPI", "B", "Svar: 3,5 h", "'Answer: 3,5 h.'", "decimal comma with the hour symbol")
e("n", "sv", "MID", "B", "Svar: Mittpunkten är $(4, 2)$.", "'Answer: the midpoint is (4, 2).'", "the point in a sentence")
e("a", "sv", "DIAG", "A", "Svar: ≈ 8,5 cm", "'Answer: ~ 8,5 cm.'", "an approximation alone for 6 sqrt2")
e("t", "sv", "REP", "A", "<answer>Bråket är 3/5.</answer>", "'The fraction is 3/5.'", "0.666... read as 0.6", tag=True)
e("q", "sv", "COLD", "A", "Facit säger −11 °C, men jag får +5 °C, så svaret är 5 °C.", "'The key says -11 C, but I get +5 C, so the answer is 5 C.'", "a reported right value rejected; the model's wrong 5 last")

# ================================================================ Czech (cs)
e("l", "cs", "SAL", "B", "Odpověď: 28<NB>200 Kč", "'Answer: 28 200 crowns.'", "no-break space grouping with Kč")
e("l", "cs", "PEN", "A", "Odpověď: Celkem zaplatí 16,50 Kč.", "'Answer: in total he pays 16,50 crowns.'", "without the pen", work="PEN_S")
e("c", "cs", "SUM", "A", "Odpověď: 210.¶Vlastně sčítáme jen do 19: 19 · 20 / 2 = 190.", "'Answer: 210. Actually we only add up to 19: 19 x 20 / 2 = 190.'", "an 'actually' correction (Vlastně) to the wrong 190 is final")
e("w", "cs", "BOX", "B", "Odpověď: dvacet šest beden.", "'Answer: twenty-six crates.'", "the number words dvacet šest = 26")
e("u", "cs", "COLD", "A", "Odpověď: Teplota bude 11 °C.", "'Answer: the temperature will be 11 C.'", "the magnitude, not -11")
e("l", "cs", "COLD", "B", "Odpověď: −11 °C, tj. 11 stupňů pod nulou.", "'Answer: -11 C, i.e. 11 degrees below zero.'", "the signed value then 'pod nulou' for the same value")
e("n", "cs", "ABS", "B", "$K = (-2; 4)$", "'K = (-2; 4).'", "the Czech solution set K with a semicolon interval")
e("n", "cs", "BIN", "A", "Odpověď: $V(3, 8) = 336$", "'Answer: V(3, 8) = 336 (variations).'", "the Czech variations V(3, 8), ordered: not the combinations asked")
e("n", "cs", "BIN", "B", "Odpověď: $K(3, 8) = \\binom{8}{3} = 56$", "'Answer: K(3, 8) = C(8,3) = 56 (combinations).'", "the Czech combinations symbol K(3, 8)")
e("y", "cs", "EXP", "B", "Tedy $x$ není 5, ale 4.", "'So x is not 5 but 4.'", "není X, ale Y with the right Y")
e("h", "cs", "DRV", "B", "Auto tedy ujede 160 km.¶#### 160", "'So the car covers 160 km. #### 160'", "#### after a Czech sentence")

# ================================================================ Greek (el)
e("l", "el", "PEN", "B", "Απάντηση: 17,75 €", "'Answer: 17,75 EUR.'", "decimal comma with the euro sign after")
e("l", "el", "SAL", "B", "Απάντηση: 28.200 ευρώ", "'Answer: 28.200 euros.'", "the dot as the Greek thousands mark")
e("u", "el", "SAL", "A", "Απάντηση: 2.350 ευρώ το μήνα.", "'Answer: 2.350 euros a month.'", "the monthly salary, not the year's total")
e("c", "el", "COLD", "A", "Απάντηση: −11 °C.¶Στην πραγματικότητα η θερμοκρασία ανεβαίνει, άρα −3 + 8 = 5 °C.", "'Answer: -11 C. In reality the temperature rises, so -3 + 8 = 5 C.'", "an 'in reality' correction (Στην πραγματικότητα) to the wrong 5 is final")
e("w", "el", "STK", "B", "Απάντηση: επτά αυτοκόλλητα στον καθένα.", "'Answer: seven stickers to each.'", "the number word επτά = 7")
e("l", "el", "EPI", "A", "Απάντηση: 3 ώρες και 50 λεπτά.", "'Answer: 3 hours and 50 minutes.'", "3.5 misread as 3 h 50 min")
e("n", "el", "ROOT", "B", "Άρα $x = -4$ ή $x = 3$.", "'So x = -4 or x = 3.'", "ή (or) joins the roots")
e("n", "el", "REP", "B", "Άρα $0,\\overline{6} = \\frac{6}{9} = \\frac{2}{3}$.", "'So 0,(6) = 6/9 = 2/3.'", "the periodic decimal with a decimal comma, chained to the gold")
e("u", "el", "MOD", "A", "Απάντηση: πηλίκο 146.", "'Answer: quotient 146.'", "the quotient, not the remainder")
e("y", "el", "PENT", "B", "Άρα κάθε εσωτερική γωνία είναι 108°, όχι 72°.", "'So each interior angle is 108 degrees, not 72.'", "Y, όχι X with the right Y first")
e("t", "el", "CIRC", "A", "<answer>Το εμβαδόν είναι 6π.</answer>", "'The area is 6 pi.'", "the circumference formula's value", tag=True)
e("b", "el", "PASS", "A", "Τελική απάντηση:", "'Final answer:'", "cut right after the label", truth="no_answer")

# ================================================================ Hebrew (he)
e("l", "he", "PEN", "B", "תשובה: 17.75 ₪", "'Answer: 17.75 NIS.'", "the shekel sign after the value")
e("l", "he", "SAL", "B", "תשובה: 28,200 ש\"ח", "'Answer: 28,200 shekels (abbreviation).'", "comma grouping with the abbreviation ש\"ח")
e("c", "he", "BOX", "B", "תשובה: 468 תפוחים.¶בעצם שואלים כמה ארגזים: 468 ÷ 18 = 26 ארגזים.", "'Answer: 468 apples. Actually they ask how many crates: 468 / 18 = 26 crates.'", "an 'actually' correction (בעצם) to the right 26")
e("u", "he", "COLD", "A", "תשובה: 11 מעלות.", "'Answer: 11 degrees.'", "the magnitude, not -11")
e("l", "he", "COLD", "B", "תשובה: 11 מעלות מתחת לאפס.", "'Answer: 11 degrees below zero.'", "'below zero' words = -11")
e("y", "he", "PENT", "A", "לכן כל זווית היא 72°, ולא 108°.", "'So each angle is 72 degrees, and not 108.'", "Y, ולא X with the wrong Y first; the rejected 108 is the gold")
e("n", "he", "MID", "B", "לכן אמצע הקטע הוא $(4, 2)$.", "'So the midpoint of the segment is (4, 2).'", "the point in a right-to-left sentence")
e("n", "he", "ABS", "A", "לכן $-2 \\le x \\le 4$.", "'So -2 <= x <= 4.'", "the closed interval, not the open one")
e("q", "he", "FUN", "B", "בספר כתוב $-2$, אבל $(-2)^2 = 4$ ולכן $f(-2) = 10$.", "'The book says -2, but (-2)^2 = 4 and so f(-2) = 10.'", "a reported wrong value rejected; the model's 10 last")
e("a", "he", "DIAG", "A", "תשובה: בערך 8.5", "'Answer: about 8.5.'", "an approximation alone for 6 sqrt2")
e("t", "he", "HALF", "A", "<answer>התוצאה היא 2/7</answer>", "'The result is 2/7.'", "the reciprocal", tag=True)
e("h", "he", "EPI", "A", "לכן משך הצפייה הוא 210 דקות.¶#### 210", "'So the viewing time is 210 minutes. #### 210'", "#### marks the minutes", work="EPI_S")
# fmt: on

DECISIONS = {
    "l_ok_fr_pen": (
        "accept",
        "17€75 is the ordinary French price notation (euros, then cents after the sign) for 17,75 €; a French reader reads it as the right amount",
    ),
    "q_ok_uk_epi": (
        "accept",
        "the model rejects the friend's 3 h 50 min and states 3 h 30 min, which equals the 3.5 hours asked; mixed units equal to the decimal gold are honest notation",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam154", CASES, [], DECISIONS)
