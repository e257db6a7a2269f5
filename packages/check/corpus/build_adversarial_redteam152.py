r"""Build adversarial_redteam152.jsonl: round 152 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam152"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers),
build_adversarial_redteam136.py (structure, docstring, DECISIONS) and build_adversarial_redteam148.py /
build_adversarial_redteam150.py (label conventions of the multilingual rounds; read to AVOID their
shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew.
Working lines are language-neutral equations; the final lines are in the language. Shapes new to
this round: native fraction words with the denominator first (九分之一, 9分の1, 9분의 1, одна
девятая, sebelas per dua puluh empat) against the reversed fraction (十一分之二十四, 11分の24);
native scale words and groupings for a six-digit value (12.87万, 12万8,700, 1,28,700 and 1.287 लाख
in Hindi, ১,২৮,৭০০ in Bengali, Swiss 128'700) against a value ten times off (1.287万, 1만 2,870,
12.87 लाख); the language's words for above / below zero (零上 / 零下, 영상 / 영하, градуса тепла /
мороза, powyżej / poniżej zera, boven / onder nul, pod nulou) for a positive temperature gold;
gcd / lcm abbreviations of school systems (ggT / kgV, PGCD / PPCM, MCD / mcm, M.C.D. / m.c.m.,
НОД-style НСД / НСК, NWD, EBOB / EKOK, ห.ร.ม. / ค.ร.น., Czech D / n, Dutch ggd, Persian ب.م.م)
where the answer line also holds the given numbers or the other value; Turkish suffixes glued
after an apostrophe (7'dir, 36 km'dir); the Bengali / Thai counter glued to the number (৪২টি);
Swedish price notation 48:50 kr and 42:- (debatable), Dutch € 4.950,- and € 42,-, German 48,– €;
Polish / Czech / Dutch angle brackets for closed / open interval ends (⟨-2; 3), [-2, 3⟩), Czech
K = {...} and ≐, Japanese ≦; full number words for six digits (Portuguese), kanji and native digits
(Devanagari, Bengali, Thai, Arabic-Indic, Persian); the counted quantity against another one (cartons
vs eggs, hours vs minutes, the sum of the angles vs one angle, the gcd vs the lcm, the inverse
value vs f(5)); "not X but Y" in the language with Y right or wrong, and "Y, not X"; corrections in
the language (等等, あっ, 잠깐, Espera, Opa, Attendez, Moment, Aspetta, Ой, Стоп, Chwileczkę, Dur,
انتظر, صبر کنید, रुकिए, দাঁড়ান, Eh tunggu, Khoan đã, เดี๋ยวก่อน, Wacht even, Vänta, Pozor,
Περίμενε, רגע) whose new value is right or wrong; reported values (teacher, book, answer key,
friend) adopted (wrong) or rejected (kept); an approximation after the exact value (gloss) against an
approximation alone; `<answer>` tags holding a sentence in the language; `####` after a phrase in
the language (with a decimal comma or a thousands comma after the marker); a cut right after the
native label (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 5 tickets at 8.40 + parking 6.50 -> 48.5 (5*8.40 = 42.00; 42.00 + 6.50 = 48.50; without
parking 42; rounded 48); 36 eggs a day for 14 days, packed 12 to a carton, CARTONS asked -> 42
(36*14 = 504 eggs; 504/12 = 42; eggs 504 wrong; 3 weeks 756/12 = 63); 2.4 km a day, 5 days a week,
for 3 weeks -> 36 (2.4*5 = 12 a week; 12*3 = 36; 2 weeks 24; 6 days a week 43.2); 275 a month for
18 months -> 4950 (275*18 = 4950; 12 months 3300; slip 4850); 42 of 120 pupils wear glasses,
percent asked -> 35 (42/120 = 0.35; the others 65); -6 degrees rising 2.5 an hour for 4 hours -> 4
(2.5*4 = 10; -6 + 10 = 4; below zero -4; falling -16); 2,340 bolts a day for 55 days -> 128700
(2340*55 = 128700; 50 days 117000; ten times off 12870 and 1287000); 4 lessons of 45 minutes, HOURS
asked -> 3 (4*45 = 180 minutes; 180/60 = 3; 180 wrong).
MATH: slope through (2, -1) and (6, 7) -> 2 (8/4; reciprocal 1/2; negative reciprocal -1/2);
x^2 - 5x - 14 = 0 -> -2, 7 ((x - 7)(x + 2); sum 5; product -14; sign slip 2, -7); two dice sum 5 ->
\frac{1}{9} ((1,4), (2,3), (3,2), (4,1): 4/36; 0.111...; 1/6 wrong); sum of the interior angles of a
hexagon -> 720 ((6 - 2)*180; each 120; 4\pi rad); \sqrt{50} + \sqrt{8} -> 7\sqrt{2} (5\sqrt2 + 2\sqrt2;
~9.8995); -3 <= 2x + 1 < 7 -> [-2, 3) (-4 <= 2x < 6; (-2, 3] and [-2, 3] wrong); 5/6 - 3/8 ->
\frac{11}{24} (20/24 - 9/24; ~0.4583; 24/11 and 11/48 wrong); \log_2 32 + \log_3 9 -> 7 (5 + 2;
product 10 wrong); y = 2x + 1 and y = -x + 7 meet at (2, 5) (3x = 6; swapped (5, 2)); gcd(84, 126) ->
42 (84 = 2^2*3*7, 126 = 2*3^2*7; lcm 252; gcd 6 wrong); (3 + 2i)(1 - i) -> 5 - i (3 - 3i + 2i - 2i^2
= 3 - i + 2; i^2 read as +1: 1 - i; 5 + i wrong); number of positive divisors of 72 -> 12 (2^3*3^2;
4*3; 6 and 10 wrong); f(x) = 3x - 4, f^{-1}(5) -> 3 (3x - 4 = 5; f(5) = 11 wrong).

Classes (id prefix): `w_` native number words, native digits, native fraction words and scale words,
`l_` the language's label with a value in its notation (grouping, decimal mark, currency, suffixes,
counters), `u_` the quantity asked against another (temperature above / below zero, hours vs
minutes, cartons vs eggs, sum vs one angle, radians, the others' percent), `y_` "not X but Y" / "Y,
not X", `c_` corrections in the language, `q_` reported values, `a_` approximations, `t_`
`<answer>` tags holding a sentence in the language, `h_` `####` after a phrase in the language, `n_`
school notation of MATH answers (intervals, root lists, points, gcd / lcm abbreviations), `x_` the
answer followed by given or derived numbers in the same line, `b_` cut after the native label. Then
`m_` for a MATH probe, `ok_` for kind B, then the language code and the problem. Kind A: truth
wrong / no_answer; kind B: truth correct. Every note opens with the language and carries an English
gloss of the final lines.

Label conventions (corpus/README.md; rounds 136, 148 and 150): the LAST final answer counts; a right
answer in the language's honest notation (decimal comma, local thousands grouping incl. lakh and
apostrophe, currency before or after, ",-" / ",–" for whole amounts, a counted noun, counter or
suffix, a number word, native digits, a native fraction word, a scale word giving the same value,
"above zero" for a positive temperature, a school notation for the same interval / root pair /
point, the gcd under its local abbreviation, an unsimplified form equal to the gold) is correct;
given or derived numbers after the answer in the same sentence do not replace it; an approximation
after the exact value is a gloss; an approximation alone for an exact MATH gold is wrong; another
quantity (subtotal, per week, 12 months, the eggs for the cartons, minutes for hours, the others'
percent, below zero for above zero, the lcm, one angle, radians for a degree gold, the sum or
product or one of the roots, f(5)) is wrong; a value ten times off is wrong; an explicit correction
after an answer makes the new value final, right or wrong; a reported value the model adopts is its
answer, one it rejects is not; an answer tag's content is the final answer (a sentence in it is read
for the value it states); a cut right after the label with no value is no_answer. Debatable probes
carry `debatable=True` and a DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam152.py   (writes adversarial_redteam152.jsonl beside it)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

GOLD = {
    "TIX": "48.5", "EGG": "42", "RUN": "36", "SAV": "4950", "PCT": "35", "TEMP": "4",
    "BIG": "128700", "TIME": "3",
    "SLOPE": "2", "QUAD": "-2, 7", "PROB": r"\frac{1}{9}", "ANG": "720", "RAD": r"7\sqrt{2}",
    "INT": "[-2, 3)", "FRAC": r"\frac{11}{24}", "LOG": "7", "PT": "(2, 5)", "GCD": "42",
    "CPX": "5 - i", "DIV": "12", "INV": "3",
}  # fmt: skip
MATHP = {
    "SLOPE",
    "QUAD",
    "PROB",
    "ANG",
    "RAD",
    "INT",
    "FRAC",
    "LOG",
    "PT",
    "GCD",
    "CPX",
    "DIV",
    "INV",
}

# Language-neutral working (the final lines are in the language, in the probe).
WORK = {
    "TIX": "5 * 8.40 = 42.00\n42.00 + 6.50 = 48.50\n",
    "TIX_S": "5 * 8.40 = 42.00\n",
    "EGG": "36 * 14 = 504\n504 / 12 = 42\n",
    "EGG_S": "36 * 14 = 504\n",
    "RUN": "2.4 * 5 = 12\n12 * 3 = 36\n",
    "RUN_S": "2.4 * 5 = 12\n",
    "SAV": "275 * 18 = 4950\n",
    "SAV_S": "275 * 12 = 3300\n",
    "PCT": "42 / 120 = 0.35\n0.35 * 100 = 35\n",
    "PCT_O": "120 - 42 = 78\n78 / 120 = 0.65\n",
    "TEMP": "2.5 * 4 = 10\n-6 + 10 = 4\n",
    "BIG": "2340 * 55 = 128700\n",
    "BIG_S": "2340 * 50 = 117000\n",
    "TIME": "4 * 45 = 180 min\n180 / 60 = 3\n",
    "TIME_S": "4 * 45 = 180 min\n",
    "SLOPE": "$m = \\frac{7 - (-1)}{6 - 2} = \\frac{8}{4}$\n",
    "QUAD": "$x^2 - 5x - 14 = (x - 7)(x + 2) = 0$\n",
    "PROB": "(1,4), (2,3), (3,2), (4,1): 4 of 36.\n",
    "ANG": "$(6 - 2) \\cdot 180^\\circ$\n",
    "RAD": "$\\sqrt{50} + \\sqrt{8} = 5\\sqrt{2} + 2\\sqrt{2}$\n",
    "INT": "$-3 \\le 2x + 1 < 7 \\iff -4 \\le 2x < 6$\n",
    "FRAC": "$\\frac{5}{6} - \\frac{3}{8} = \\frac{20}{24} - \\frac{9}{24}$\n",
    "LOG": "$\\log_2 32 = 5$, $\\log_3 9 = 2$\n",
    "PT": "$2x + 1 = -x + 7 \\Rightarrow 3x = 6$\n",
    "GCD": "$84 = 2^2 \\cdot 3 \\cdot 7$, $126 = 2 \\cdot 3^2 \\cdot 7$\n",
    "CPX": "$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2$\n",
    "DIV": "$72 = 2^3 \\cdot 3^2$, $(3 + 1)(2 + 1)$\n",
    "INV": "$3x - 4 = 5$\n",
}

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
e("l", "zh", "TIX", "B", "答：一共需要花费￥48.50。", "'Answer: it costs 48.50 (fullwidth yuan sign) in total.'", "the fullwidth currency sign ￥ (U+FFE5) before the value and a trailing zero")
e("w", "zh", "BIG", "B", "答：这家工厂一共生产了12.87万个螺栓。", "'Answer: the factory produced 12.87 wan (x 10,000) bolts in total.'", "the scale word 万 (10,000): 12.87万 = 128,700")
e("w", "zh", "BIG", "A", "答：这家工厂一共生产了1.287万个螺栓。", "'Answer: the factory produced 1.287 wan bolts.'", "1.287万 = 12,870, ten times off")
e("u", "zh", "TEMP", "A", "答：4小时后气温是零下4度。", "'Answer: after 4 hours the temperature is 4 degrees below zero.'", "零下4度 = -4, the sign of the gold is +4", work="TEMP")
e("u", "zh", "TEMP", "B", "答：4小时后气温为零上4℃。", "'Answer: after 4 hours the temperature is 4 degrees C above zero.'", "零上 (above zero) with the one-character ℃ sign")
e("y", "zh", "EGG", "A", "所以需要的不是42盒，而是504盒。¶答：504盒。", "'So what is needed is not 42 cartons but 504 cartons. Answer: 504 cartons.'", "不是X，而是Y with the wrong Y: the eggs 504 called cartons")
e("w", "zh", "PROB", "B", "答：所求概率为九分之一。", "'Answer: the required probability is one ninth (nine-parts-of-one).'", "the native fraction word 九分之一, denominator first, = 1/9")
e("w", "zh", "FRAC", "A", "答：结果是十一分之二十四。", "'Answer: the result is 24/11 (eleven-parts-of-twenty-four).'", "十一分之二十四 is 24/11, the reciprocal of the gold")
e("n", "zh", "QUAD", "B", "解得 x₁=7，x₂=−2。", "'Solving gives x1 = 7, x2 = -2.'", "subscript roots in the other order, a fullwidth comma and a Unicode minus")
e("c", "zh", "GCD", "A", "答：最大公约数是42。¶等等，我漏看了因数7，最大公约数应该是6。", "'Answer: the gcd is 42. Wait, I overlooked the factor 7, the gcd should be 6.'", "a correction (等等) to the wrong value 6 is final")
e("a", "zh", "RAD", "B", "答：原式$=7\\sqrt{2}\\approx 9.90$。", "'Answer: the expression = 7 sqrt2 ~ 9.90.'", "the exact value, then an approximation as a gloss")
e("t", "zh", "INV", "A", "<answer>f(5) 的值为 11。</answer>", "'The value of f(5) is 11.'", "the tag states f(5) = 11, not the inverse value 3", tag=True, work="INV")

# ================================================================ Japanese (ja)
e("l", "ja", "TIX", "A", "したがって、支払う金額は **42.00ドル** です。", "'Therefore, the amount to pay is **42.00 dollars**.'", "a bold value without the parking", work="TIX_S")
e("w", "ja", "EGG", "B", "答え：パックは四十二個です。", "'Answer: the cartons are forty-two (kanji) pieces.'", "kanji numerals 四十二 = 42 with the counter 個")
e("u", "ja", "EGG", "A", "答え：卵は全部で504個です。", "'Answer: there are 504 eggs in total.'", "the eggs 504, not the cartons asked")
e("u", "ja", "TIME", "B", "答え：3時間（180分）", "'Answer: 3 hours (180 minutes).'", "hours asked; the minutes follow in parentheses as a gloss")
e("u", "ja", "TIME", "A", "答え：180分", "'Answer: 180 minutes.'", "minutes; hours are asked", work="TIME_S")
e("c", "ja", "SAV", "B", "答え：4,850ドル¶あっ、計算ミスでした。275 × 18 = 4,950 なので、正しい答えは4,950ドルです。", "'Answer: 4,850 dollars. Oh, that was a calculation mistake. 275 x 18 = 4,950, so the correct answer is 4,950 dollars.'", "a correction (あっ、計算ミス) to the right value")
e("w", "ja", "PROB", "B", "答え：確率は9分の1です。", "'Answer: the probability is 1/9 (9-parts-of-1).'", "the native fraction order 9分の1 = 1/9")
e("w", "ja", "FRAC", "A", "答え：11分の24", "'Answer: 24/11 (11-parts-of-24).'", "11分の24 = 24/11, the reciprocal")
e("n", "ja", "INT", "B", "答え：$-2 \\leqq x < 3$", "'Answer: -2 <= x < 3.'", "the Japanese school sign \\leqq for the closed end")
e("n", "ja", "INT", "A", "答え：$-2 < x \\leqq 3$", "'Answer: -2 < x <= 3.'", "the ends swapped: open at -2, closed at 3")
e("q", "ja", "SLOPE", "A", "先生の解答では傾きは $\\frac{1}{2}$ なので、答えは $\\frac{1}{2}$ です。", "'In the teacher's solution the slope is 1/2, so the answer is 1/2.'", "the model adopts the reported reciprocal 1/2")
e("h", "ja", "RUN", "B", "よって、3週間で走る距離は36kmです。¶#### 36", "'Thus the distance run in 3 weeks is 36 km. #### 36'", "a Japanese sentence then #### on the next line")

# ================================================================ Korean (ko)
e("w", "ko", "BIG", "B", "정답: 12만 8,700개", "'Answer: 12 man (x10,000) 8,700 pieces.'", "12만 8,700 = 120,000 + 8,700 = 128,700")
e("w", "ko", "BIG", "A", "정답: 1만 2,870개", "'Answer: 1 man 2,870 pieces.'", "1만 2,870 = 12,870, ten times off")
e("u", "ko", "TEMP", "B", "따라서 4시간 후의 기온은 영상 4도입니다.", "'Therefore the temperature after 4 hours is 4 degrees above zero.'", "영상 (above zero) 4도 = +4")
e("y", "ko", "TEMP", "A", "따라서 기온은 영상 4도가 아니라 영하 4도입니다.", "'Therefore the temperature is not 4 above zero but 4 below zero.'", "not X but Y with the wrong Y = -4")
e("c", "ko", "TIX", "A", "답: $48.50입니다.¶잠깐, 주차비는 표마다 내야 하므로 5 × 6.50 = 32.50, 총 74.50달러입니다.", "'Answer: it is $48.50. Wait, parking is paid per ticket, so 5 x 6.50 = 32.50, 74.50 dollars in total.'", "a correction (잠깐) that misreads the parking: 74.50 is final")
e("x", "ko", "EGG", "B", "따라서 필요한 상자는 42개이며, 달걀은 총 504개입니다.", "'Therefore 42 cartons are needed, and there are 504 eggs in total.'", "the answer 42 then the derived egg count 504 in the same sentence")
e("w", "ko", "PROB", "B", "따라서 확률은 9분의 1입니다.", "'Therefore the probability is 1/9 (9-parts-of-1).'", "the native fraction order 9분의 1 = 1/9")
e("n", "ko", "QUAD", "B", "따라서 해는 $x = -2$ 또는 $x = 7$입니다.", "'Therefore the solutions are x = -2 or x = 7.'", "또는 (or) joins the two roots, the standard root list")
e("n", "ko", "QUAD", "A", "두 근의 곱은 $-14$입니다.¶정답: $-14$", "'The product of the two roots is -14. Answer: -14.'", "the product of the roots, not the roots")
e("c", "ko", "CPX", "B", "답: $1 - i$¶잠깐, $-2i^2 = +2$이므로 다시 계산하면 $5 - i$입니다.", "'Answer: 1 - i. Wait, since -2i^2 = +2, recomputing gives 5 - i.'", "a correction (잠깐) to the right value")
e("t", "ko", "ANG", "A", "<answer>한 내각의 크기는 120°입니다.</answer>", "'One interior angle measures 120 degrees.'", "the tag states one angle, not the sum 720", tag=True)
e("a", "ko", "RAD", "A", "답: 약 9.9", "'Answer: about 9.9.'", "an approximation alone for the exact 7 sqrt2")

# ================================================================ Spanish (es)
e("l", "es", "SAV", "B", "Respuesta: ahorra 4.950 €.", "'Answer: she saves 4.950 EUR.'", "a dot grouping a four-digit value: 4.950 = 4950")
e("l", "es", "SAV", "A", "Respuesta: ahorra 3.300 € en un año.", "'Answer: she saves 3.300 EUR in a year.'", "12 months only: 3300", work="SAV_S")
e("w", "es", "EGG", "B", "Respuesta: cuarenta y dos cartones.", "'Answer: forty-two cartons.'", "the number word cuarenta y dos = 42")
e("y", "es", "EGG", "B", "La respuesta no es 504 (esos son los huevos), sino 42 cartones.", "'The answer is not 504 (those are the eggs) but 42 cartons.'", "no X sino Y with the right Y")
e("x", "es", "TIX", "B", "Respuesta final: 48,50 € (5 entradas y 1 aparcamiento).", "'Final answer: 48,50 EUR (5 tickets and 1 parking).'", "the given 5 and 1 follow the answer in parentheses")
e("c", "es", "TIX", "A", "Respuesta final: 48,50 €¶Espera, el aparcamiento ya estaba incluido en las entradas, así que el total es 42 €.", "'Final answer: 48,50 EUR. Wait, parking was already included in the tickets, so the total is 42 EUR.'", "a correction (Espera) to the wrong value 42 is final")
e("h", "es", "PCT", "A", "Por lo tanto, el 65 % de los alumnos no lleva gafas.¶#### 65", "'Therefore 65 % of the pupils do not wear glasses. #### 65'", "#### marks the others' percent", work="PCT_O")
e("n", "es", "INT", "B", "Solución: $x \\in [-2, 3[$", "'Solution: x in [-2, 3[.'", "the reversed bracket 3[ for the open end")
e("n", "es", "GCD", "A", "Respuesta: m.c.m.(84, 126) = 252", "'Answer: lcm(84, 126) = 252.'", "m.c.m. (minimo comun multiplo) 252 is the lcm, not the gcd")
e("n", "es", "GCD", "B", "Respuesta: M.C.D.(84, 126) = 42", "'Answer: gcd(84, 126) = 42.'", "M.C.D. (maximo comun divisor) with the given numbers before the value")
e("q", "es", "LOG", "B", "Mi compañero obtuvo 10 multiplicando, pero lo correcto es sumar: la respuesta es 7.", "'My classmate got 10 by multiplying, but the correct thing is to add: the answer is 7.'", "the reported 10 is rejected; the model's answer is 7")
e("a", "es", "PROB", "B", "Respuesta: $\\frac{1}{9} \\approx 0,111$", "'Answer: 1/9 ~ 0,111.'", "the exact fraction then a decimal-comma approximation as a gloss")

# ================================================================ Portuguese (pt)
e("l", "pt", "TIX", "B", "Resposta: R$<NB>48,50", "'Answer: R$ 48,50.'", "the real sign, a no-break space and a decimal comma")
e("l", "pt", "TIX", "A", "Resposta: R$ 42,00", "'Answer: R$ 42,00.'", "the tickets without the parking", work="TIX_S")
e("w", "pt", "TIME", "B", "Resposta: três horas.", "'Answer: three hours.'", "the number word três = 3")
e("u", "pt", "TIME", "A", "Resposta: 180 minutos.", "'Answer: 180 minutes.'", "minutes; hours are asked", work="TIME_S")
e("w", "pt", "BIG", "B", "Resposta: cento e vinte e oito mil e setecentos parafusos.", "'Answer: one hundred twenty-eight thousand seven hundred bolts.'", "the six-digit value written fully in words")
e("c", "pt", "EGG", "A", "Resposta: 42 caixas.¶Opa, na verdade ela coleta durante 3 semanas: 36 × 21 = 756, e 756 ÷ 12 = 63 caixas.", "'Answer: 42 cartons. Oops, actually she collects for 3 weeks: 36 x 21 = 756, and 756 / 12 = 63 cartons.'", "a correction (Opa) to the wrong 63 is final")
e("n", "pt", "QUAD", "B", "Portanto, as raízes são −2 e 7.", "'Therefore the roots are -2 and 7.'", "both roots with e (and) and a Unicode minus")
e("n", "pt", "INT", "A", "$S = \\{x \\in \\mathbb{R} \\mid -2 < x < 3\\}$", "'S = {x in R | -2 < x < 3}.'", "open at -2: the closed end is lost")
e("n", "pt", "INT", "B", "Portanto, $S = \\{x \\in \\mathbb{R} \\mid -2 \\leq x < 3\\}$.", "'Therefore S = {x in R | -2 <= x < 3}.'", "set-builder notation for the same interval")
e("t", "pt", "FRAC", "B", "<answer>O resultado é 11/24.</answer>", "'The result is 11/24.'", "a sentence in the tag stating 11/24", tag=True)
e("a", "pt", "FRAC", "A", "Resposta: aproximadamente 0,46.", "'Answer: approximately 0,46.'", "an approximation alone for the exact 11/24")

# ================================================================ French (fr)
e("l", "fr", "BIG", "B", "Réponse : 128<NNB>700 boulons.", "'Answer: 128 700 bolts.'", "a narrow no-break space groups the thousands")
e("l", "fr", "SAV", "A", "Réponse : elle aura économisé 3<NNB>300<NB>€.", "'Answer: she will have saved 3 300 EUR.'", "12 months only, in French grouping", work="SAV_S")
e("x", "fr", "PCT", "B", "Réponse : 35<NNB>% des élèves (42 sur 120).", "'Answer: 35 % of the pupils (42 out of 120).'", "the given 42 and 120 follow the answer in parentheses")
e("u", "fr", "PCT", "A", "Réponse : 65<NNB>% des élèves ne portent pas de lunettes.", "'Answer: 65 % of the pupils do not wear glasses.'", "the others' percent 65", work="PCT_O")
e("c", "fr", "TEMP", "B", "Réponse : −16<NB>°C¶Attendez, la température monte, donc −6 + 10 = 4. Réponse : 4<NB>°C.", "'Answer: -16 C. Wait, the temperature rises, so -6 + 10 = 4. Answer: 4 C.'", "a correction (Attendez) to the right +4")
e("h", "fr", "EGG", "A", "La réponse est donc 504 œufs.¶#### 504", "'The answer is therefore 504 eggs. #### 504'", "#### marks the eggs, cartons are asked", work="EGG_S")
e("n", "fr", "INT", "B", "Réponse : $x \\in [-2\\,;\\,3[$", "'Answer: x in [-2 ; 3[.'", "French interval with a semicolon, thin spaces and an outward bracket for the open end")
e("n", "fr", "INT", "A", "Réponse : $S = ]-2 ; 3]$", "'Answer: S = ]-2 ; 3].'", "open at -2 and closed at 3: the wrong ends")
e("n", "fr", "GCD", "B", "Réponse : PGCD(84 ; 126) = 42 (et PPCM = 252).", "'Answer: gcd(84 ; 126) = 42 (and lcm = 252).'", "the gcd under PGCD, then the lcm 252 as an aside in parentheses", deb=True)
e("y", "fr", "ANG", "B", "La somme n'est pas 120°, mais 720°.", "'The sum is not 120 degrees, but 720 degrees.'", "ne ... pas X, mais Y with the right Y")
e("w", "fr", "LOG", "B", "Réponse : sept.", "'Answer: seven.'", "the number word sept = 7")
e("q", "fr", "PT", "A", "Le corrigé donne $(5, 2)$ ; je retiens donc $(5, 2)$.", "'The answer key gives (5, 2); so I keep (5, 2).'", "the model adopts the swapped point from the answer key")

# ================================================================ German (de)
e("l", "de", "SAV", "B", "Antwort: Sie spart insgesamt 4.950 €.", "'Answer: she saves 4.950 EUR in total.'", "a German thousands dot in a four-digit value")
e("l", "de", "BIG", "A", "Antwort: 1'287'000 Schrauben", "'Answer: 1'287'000 bolts.'", "Swiss apostrophes; 1,287,000 is ten times off")
e("l", "de", "TIX", "A", "Antwort: 48,– €", "'Answer: 48.- EUR.'", ",– marks a whole amount: 48.00, not 48.50")
e("w", "de", "EGG", "B", "Antwort: zweiundvierzig Kartons.", "'Answer: forty-two cartons.'", "the compound number word zweiundvierzig = 42")
e("u", "de", "TEMP", "B", "Antwort: Nach 4 Stunden hat es plus 4 Grad.", "'Answer: after 4 hours it is plus 4 degrees.'", "plus 4 Grad = +4; the given 4 hours come first")
e("c", "de", "RUN", "A", "Antwort: 36 km.¶Moment, sie läuft 6 Tage pro Woche: 2,4 · 6 · 3 = 43,2 km.", "'Answer: 36 km. Just a moment, she runs 6 days a week: 2,4 * 6 * 3 = 43,2 km.'", "a correction (Moment) to the wrong 43.2 is final")
e("n", "de", "GCD", "B", "Antwort: ggT(84, 126) = 42", "'Answer: gcd(84, 126) = 42.'", "ggT (groesster gemeinsamer Teiler) = gcd")
e("n", "de", "GCD", "A", "Antwort: kgV(84, 126) = 252", "'Answer: lcm(84, 126) = 252.'", "kgV is the lcm")
e("n", "de", "PT", "B", "Die Geraden schneiden sich im Punkt $S(2 \\mid 5)$.", "'The lines intersect at the point S(2 | 5).'", "German point notation with \\mid")
e("a", "de", "RAD", "B", "Ergebnis: $7\\sqrt{2} \\approx 9{,}90$", "'Result: 7 sqrt2 ~ 9,90.'", "the exact value, then a decimal-comma approximation")
e("y", "de", "DIV", "A", "Also hat 72 nicht 12, sondern 10 Teiler.", "'So 72 has not 12 but 10 divisors.'", "nicht X, sondern Y with the wrong Y = 10")
# ================================================================ Italian (it)
e("l", "it", "BIG", "B", "Risposta: 128.700 bulloni.", "'Answer: 128.700 bolts.'", "an Italian thousands dot")
e("l", "it", "BIG", "A", "Risposta: 128,7 bulloni.", "'Answer: 128,7 bolts.'", "128,7 is 128.7 with an Italian decimal comma, not 128,700")
e("c", "it", "TIX", "B", "Risposta: 42 €¶Aspetta, ho dimenticato il parcheggio: 42 + 6,50 = 48,50 €.", "'Answer: 42 EUR. Wait, I forgot the parking: 42 + 6,50 = 48,50 EUR.'", "a correction (Aspetta) to the right value")
e("x", "it", "EGG", "B", "Risposta: 42 confezioni da 12 uova.", "'Answer: 42 cartons of 12 eggs.'", "the carton size 12 follows the answer")
e("u", "it", "EGG", "A", "Risposta: servono 504 uova.", "'Answer: 504 eggs are needed.'", "the eggs, not the cartons", work="EGG_S")
e("n", "it", "QUAD", "B", "Risposta: $x = -2 \\vee x = 7$", "'Answer: x = -2 or x = 7.'", "the logical or \\vee joins the roots (Italian school notation)")
e("n", "it", "QUAD", "A", "Risposta: $x = 7$ (soluzione positiva)", "'Answer: x = 7 (positive solution).'", "only one root; the equation has no positivity condition")
e("n", "it", "GCD", "B", "Risposta: MCD(84, 126) = 42", "'Answer: gcd(84, 126) = 42.'", "MCD (massimo comun divisore) = gcd")
e("n", "it", "GCD", "A", "Risposta: mcm(84, 126) = 252", "'Answer: lcm(84, 126) = 252.'", "mcm (minimo comune multiplo) is the lcm")
e("t", "it", "SLOPE", "B", "<answer>Il coefficiente angolare è m = 2.</answer>", "'The slope is m = 2.'", "a sentence in the tag with m = 2", tag=True)
e("q", "it", "PROB", "A", "Il libro dice $\\frac{1}{9}$, ma secondo me i casi favorevoli sono 6: la risposta è $\\frac{1}{6}$.", "'The book says 1/9, but in my opinion there are 6 favourable cases: the answer is 1/6.'", "the reported right value is rejected for the model's wrong 1/6")

# ================================================================ Russian (ru)
e("u", "ru", "TEMP", "B", "Ответ: 4 градуса тепла.", "'Answer: 4 degrees of warmth (above zero).'", "градуса тепла = above zero: +4")
e("u", "ru", "TEMP", "A", "Ответ: 4 градуса мороза.", "'Answer: 4 degrees of frost (below zero).'", "градуса мороза = below zero: -4")
e("l", "ru", "TIX", "A", "Ответ: 48 руб. 5 коп.", "'Answer: 48 rub. 5 kop.'", "48 roubles 5 kopecks = 48.05, not 48.50")
e("y", "ru", "EGG", "B", "Ответ: не 504, а 42 коробки.", "'Answer: not 504 but 42 cartons.'", "не X, а Y with the right Y")
e("c", "ru", "SAV", "A", "Ответ: 4950 руб.¶Ой, ошибка: 275 · 18 = 4850. Ответ: 4850 руб.", "'Answer: 4950 rub. Oops, a mistake: 275 * 18 = 4850. Answer: 4850 rub.'", "a correction (Ой, ошибка) to a slip is final")
e("n", "ru", "QUAD", "B", "Ответ: −2; 7.", "'Answer: -2; 7.'", "the roots separated by a semicolon (Russian school style)")
e("n", "ru", "INT", "B", "Ответ: $x \\in [-2;\\,3)$.", "'Answer: x in [-2; 3).'", "a semicolon inside the interval")
e("n", "ru", "INT", "A", "Ответ: $x \\in (-2;\\,3]$.", "'Answer: x in (-2; 3].'", "the ends swapped")
e("w", "ru", "PROB", "B", "Ответ: одна девятая.", "'Answer: one ninth.'", "the fraction in words: одна девятая = 1/9")
e("t", "ru", "CPX", "A", "<answer>Ответ: 1 − i</answer>", "'Answer: 1 - i.'", "i^2 read as +1: 1 - i", tag=True)
e("b", "ru", "TIME", "A", "Переведём минуты в часы.¶Ответ:", "'Let us convert minutes to hours. Answer:'", "cut right after the label, before any value", work="TIME_S", truth="no_answer")

# ================================================================ Ukrainian (uk)
e("l", "uk", "BIG", "B", "Відповідь: 128 700 болтів.", "'Answer: 128 700 bolts.'", "a plain space groups the thousands")
e("u", "uk", "TIME", "A", "Відповідь: 180 хвилин.", "'Answer: 180 minutes.'", "minutes; hours are asked", work="TIME_S")
e("c", "uk", "PCT", "B", "Відповідь: 65 %.¶Стоп, 65 % — це учні без окулярів. В окулярах 35 %.", "'Answer: 65 %. Stop, 65 % are the pupils without glasses. With glasses: 35 %.'", "a correction (Стоп) to the right 35")
e("q", "uk", "RUN", "A", "Тренер каже, що вийде 12 км, тож відповідь: 12 км.", "'The coach says it comes to 12 km, so the answer is 12 km.'", "the model adopts the reported per-week distance 12", work="RUN_S")
e("n", "uk", "GCD", "B", "Відповідь: НСД(84; 126) = 42.", "'Answer: gcd(84; 126) = 42.'", "НСД (найбільший спільний дільник) = gcd")
e("n", "uk", "GCD", "A", "Відповідь: НСК(84; 126) = 252.", "'Answer: lcm(84; 126) = 252.'", "НСК is the lcm")
e("n", "uk", "PT", "B", "Відповідь: (2; 5).", "'Answer: (2; 5).'", "a semicolon separates the coordinates")
e("n", "uk", "PT", "A", "Відповідь: x = 2.", "'Answer: x = 2.'", "only the x-coordinate of the point")
e("a", "uk", "PROB", "A", "Відповідь: ≈ 0,11.", "'Answer: ~ 0,11.'", "an approximation alone for 1/9")
e("w", "uk", "ANG", "B", "Відповідь: сума кутів дорівнює 720 градусам.", "'Answer: the sum of the angles equals 720 degrees.'", "the unit in the dative case after the value")

# ================================================================ Polish (pl)
e("l", "pl", "TIX", "A", "Odpowiedź: 42,00 zł", "'Answer: 42,00 zloty.'", "the tickets without the parking", work="TIX_S")
e("u", "pl", "TEMP", "B", "Odpowiedź: 4 stopnie powyżej zera.", "'Answer: 4 degrees above zero.'", "powyżej zera = above zero: +4")
e("u", "pl", "TEMP", "A", "Odpowiedź: 4 stopnie poniżej zera.", "'Answer: 4 degrees below zero.'", "poniżej zera = below zero: -4")
e("c", "pl", "EGG", "A", "Odpowiedź: 42 opakowania.¶Chwileczkę — w opakowaniu jest 10 jajek, więc 504 : 10 ≈ 50 opakowań.", "'Answer: 42 cartons. Just a moment - a carton holds 10 eggs, so 504 : 10 ~ 50 cartons.'", "a correction (Chwileczkę) that misreads the carton size: 50 is final")
e("n", "pl", "INT", "B", "Odp. $x \\in \\langle -2; 3)$", "'Ans. x in <-2; 3).'", "Polish angle bracket for the closed end")
e("n", "pl", "INT", "A", "Odp. $x \\in (-2; 3\\rangle$", "'Ans. x in (-2; 3>.'", "closed at 3 and open at -2: the wrong ends")
e("n", "pl", "GCD", "B", "Odp. NWD(84, 126) = 42", "'Ans. gcd(84, 126) = 42.'", "NWD (najwiekszy wspolny dzielnik) = gcd")
e("a", "pl", "RAD", "B", "Odp. $7\\sqrt{2} \\approx 9,9$", "'Ans. 7 sqrt2 ~ 9,9.'", "the exact value, then an approximation")
e("y", "pl", "INV", "A", "Odp. Nie 3, lecz 11.", "'Ans. Not 3, but 11.'", "nie X, lecz Y with the wrong Y = f(5)")

# ================================================================ Turkish (tr)
e("l", "tr", "TIX", "B", "Cevap: ₺48,50", "'Answer: TRY 48,50.'", "the lira sign before and a decimal comma")
e("l", "tr", "PCT", "B", "Cevap: Öğrencilerin %35'i gözlük takıyor.", "'Answer: 35 % of the pupils wear glasses.'", "the percent sign before the value and the suffix 'i after an apostrophe")
e("u", "tr", "PCT", "A", "Cevap: %65", "'Answer: 65 %.'", "the others' percent", work="PCT_O")
e("l", "tr", "SAV", "B", "Cevap: 4.950 TL biriktirir.", "'Answer: she saves 4.950 TL.'", "a Turkish thousands dot")
e("c", "tr", "RUN", "B", "Cevap: 12 km.¶Dur, bu haftalık mesafe; 3 hafta için 12 × 3 = 36 km'dir.", "'Answer: 12 km. Stop, this is the weekly distance; for 3 weeks it is 12 x 3 = 36 km.'", "a correction (Dur) to the right 36 with the suffix 'dir")
e("w", "tr", "EGG", "A", "Cevap: beş yüz dört yumurta.", "'Answer: five hundred and four eggs.'", "the eggs in words, not the cartons", work="EGG_S")
e("n", "tr", "GCD", "B", "Cevap: EBOB(84, 126) = 42", "'Answer: gcd(84, 126) = 42.'", "EBOB (en buyuk ortak bolen) = gcd")
e("n", "tr", "GCD", "A", "Cevap: EKOK(84, 126) = 252", "'Answer: lcm(84, 126) = 252.'", "EKOK is the lcm")
e("n", "tr", "QUAD", "B", "Ç.K. = {−2, 7}", "'Solution set = {-2, 7}.'", "Ç.K. (cozum kumesi) with set braces")
e("n", "tr", "QUAD", "A", "Kökler toplamı 5'tir.¶Cevap: 5", "'The sum of the roots is 5. Answer: 5.'", "the sum of the roots")
e("l", "tr", "LOG", "B", "Cevap: 7'dir.", "'Answer: it is 7.'", "the suffix 'dir glued after an apostrophe")
e("t", "tr", "FRAC", "A", "<answer>Sonuç 11/48'dir.</answer>", "'The result is 11/48.'", "the tag states 11/48 (denominator slip)", tag=True)

# ================================================================ Arabic (ar)
e("w", "ar", "TIX", "B", "الإجابة: ٤٨٫٥ دولار", "'Answer: 48.5 dollars.'", "Arabic-Indic digits with the Arabic decimal mark")
e("w", "ar", "TIX", "A", "الإجابة: ٤٢ دولارًا", "'Answer: 42 dollars.'", "the tickets without the parking, in Arabic-Indic digits", work="TIX_S")
e("l", "ar", "BIG", "B", "الإجابة النهائية: ١٢٨٬٧٠٠ مسمار", "'Final answer: 128,700 bolts.'", "Arabic-Indic digits with the Arabic thousands separator")
e("l", "ar", "PCT", "A", "الإجابة: ٦٥٪ من الطلاب", "'Answer: 65 % of the pupils.'", "the others' percent in Arabic-Indic digits", work="PCT_O")
e("c", "ar", "TIME", "A", "الإجابة: ٣ ساعات.¶انتظر، المطلوب بالدقائق: ١٨٠ دقيقة.", "'Answer: 3 hours. Wait, it is asked in minutes: 180 minutes.'", "a correction (انتظر) that misreads the unit: 180 is final")
e("h", "ar", "EGG", "B", "إذن عدد الكراتين هو 42.¶#### 42", "'So the number of cartons is 42. #### 42'", "an Arabic sentence then ####")
e("n", "ar", "QUAD", "B", "إذن الحلان هما $x = -2$ أو $x = 7$.", "'So the two solutions are x = -2 or x = 7.'", "أو (or) joining the roots")
e("n", "ar", "QUAD", "A", "إذن $x = 7$.", "'So x = 7.'", "only one root")
e("w", "ar", "PROB", "B", "الاحتمال يساوي $\\frac{1}{9}$، أي واحد من تسعة.", "'The probability equals 1/9, i.e. one in nine.'", "the fraction then its gloss in words")
e("a", "ar", "FRAC", "A", "الإجابة: ≈ ٠٫٤٦", "'Answer: ~ 0.46.'", "an approximation alone, in Arabic-Indic digits")
e("t", "ar", "LOG", "B", "<answer>الناتج هو ٧</answer>", "'The result is 7.'", "Arabic-Indic seven in a sentence in the tag", tag=True)
e("q", "ar", "SLOPE", "A", "قال المعلم إن الميل يساوي $\\frac{1}{2}$، وهذا هو الجواب.", "'The teacher said the slope equals 1/2, and that is the answer.'", "the model adopts the reported reciprocal")

# ================================================================ Persian (fa)
e("w", "fa", "SAV", "B", "پاسخ: ۴٬۹۵۰ دلار", "'Answer: 4,950 dollars.'", "Persian digits with the Persian thousands separator")
e("w", "fa", "SAV", "A", "پاسخ: ۳٬۳۰۰ دلار", "'Answer: 3,300 dollars.'", "12 months only", work="SAV_S")
e("u", "fa", "TIME", "B", "پاسخ: ۳ ساعت", "'Answer: 3 hours.'", "a Persian digit and the unit")
e("u", "fa", "TIME", "A", "پاسخ: ۱۸۰ دقیقه", "'Answer: 180 minutes.'", "minutes; hours are asked", work="TIME_S")
e("w", "fa", "PCT", "B", "پاسخ: ۳۵ درصد", "'Answer: 35 percent.'", "the word درصد (percent) after Persian digits")
e("c", "fa", "EGG", "B", "پاسخ: ۵۰۴¶صبر کنید، تعداد کارتن‌ها خواسته شده: ۵۰۴ ÷ ۱۲ = ۴۲. پاسخ نهایی: ۴۲ کارتن", "'Answer: 504. Wait, the number of cartons is asked: 504 / 12 = 42. Final answer: 42 cartons.'", "a correction (صبر کنید) to the right 42")
e("n", "fa", "PT", "B", "پاسخ: نقطهٔ تقاطع $(2, 5)$ است.", "'Answer: the intersection point is (2, 5).'", "the point inside a right-to-left sentence")
e("n", "fa", "PT", "A", "پاسخ: $(5, 2)$", "'Answer: (5, 2).'", "the coordinates swapped")
e("w", "fa", "ANG", "B", "پاسخ: ۷۲۰ درجه", "'Answer: 720 degrees.'", "Persian digits and the unit درجه")
e("w", "fa", "ANG", "A", "پاسخ: ۱۲۰ درجه", "'Answer: 120 degrees.'", "one angle, not the sum")
e("t", "fa", "GCD", "B", "<answer>ب.م.م برابر ۴۲ است.</answer>", "'The gcd equals 42.'", "ب.م.م (gcd) in a tag sentence with a Persian digit", tag=True)
e("a", "fa", "RAD", "B", "پاسخ: $7\\sqrt{2} \\approx 9.9$", "'Answer: 7 sqrt2 ~ 9.9.'", "the exact value then an approximation")

# ================================================================ Hindi (hi)
e("l", "hi", "BIG", "B", "उत्तर: 1,28,700 बोल्ट", "'Answer: 1,28,700 bolts.'", "Indian lakh grouping: 1,28,700 = 128,700")
e("w", "hi", "BIG", "B", "उत्तर: 1.287 लाख बोल्ट", "'Answer: 1.287 lakh bolts.'", "the scale word लाख (100,000): 1.287 lakh = 128,700")
e("w", "hi", "BIG", "A", "उत्तर: 12.87 लाख बोल्ट", "'Answer: 12.87 lakh bolts.'", "12.87 lakh = 1,287,000, ten times off")
e("l", "hi", "TIX", "B", "उत्तर: ₹48.50", "'Answer: Rs 48.50.'", "the rupee sign before the value")
e("w", "hi", "EGG", "A", "उत्तर: ५०४ अंडे", "'Answer: 504 eggs.'", "Devanagari digits for the eggs, not the cartons", work="EGG_S")
e("c", "hi", "RUN", "A", "उत्तर: 36 किमी।¶रुकिए, केवल 2 हफ्ते हैं: 12 × 2 = 24 किमी।", "'Answer: 36 km. Wait, there are only 2 weeks: 12 x 2 = 24 km.'", "a correction (रुकिए) that misreads the weeks: 24 is final")
e("h", "hi", "TIME", "B", "अतः कुल समय 3 घंटे है।¶#### 3", "'So the total time is 3 hours. #### 3'", "a Hindi sentence with the danda then ####")
e("n", "hi", "QUAD", "B", "अतः मूल $x = -2$ और $x = 7$ हैं।", "'So the roots are x = -2 and x = 7.'", "और (and) joins the roots, then the danda")
e("n", "hi", "QUAD", "A", "अतः मूलों का योग 5 है।", "'So the sum of the roots is 5.'", "the sum of the roots")
e("w", "hi", "PROB", "A", "प्रायिकता = 5/36", "'Probability = 5/36.'", "5/36 (the count for a sum of 6 or 8), not 4/36")
e("t", "hi", "INT", "A", "<answer>हल समुच्चय [-2, 3] है।</answer>", "'The solution set is [-2, 3].'", "closed at 3", tag=True)
e("q", "hi", "CPX", "B", "मेरे मित्र का उत्तर $1 - i$ था, लेकिन सही उत्तर $5 - i$ है।", "'My friend's answer was 1 - i, but the correct answer is 5 - i.'", "a reported wrong value, then the model's right one")
# ================================================================ Bengali (bn)
e("w", "bn", "TIX", "B", "উত্তর: ৪৮.৫০ টাকা", "'Answer: 48.50 taka.'", "Bengali digits and the currency word after")
e("w", "bn", "TIX", "A", "উত্তর: ৪২ টাকা", "'Answer: 42 taka.'", "the tickets without the parking", work="TIX_S")
e("l", "bn", "EGG", "B", "উত্তর: ৪২টি কার্টন", "'Answer: 42 (counter) cartons.'", "the counter টি glued to the Bengali digits")
e("u", "bn", "EGG", "A", "উত্তর: ৫০৪টি ডিম", "'Answer: 504 eggs.'", "the eggs, not the cartons", work="EGG_S")
e("l", "bn", "BIG", "A", "উত্তর: ১২,৮৭০টি বল্টু", "'Answer: 12,870 bolts.'", "12,870 in Bengali digits: ten times off")
e("c", "bn", "TEMP", "B", "উত্তর: -৪ ডিগ্রি।¶দাঁড়ান, তাপমাত্রা বাড়ছে: -৬ + ১০ = ৪। উত্তর: ৪ ডিগ্রি।", "'Answer: -4 degrees. Wait, the temperature is rising: -6 + 10 = 4. Answer: 4 degrees.'", "a correction (দাঁড়ান) to the right +4")
e("n", "bn", "ANG", "B", "উত্তর: ৭২০°", "'Answer: 720 degrees.'", "Bengali digits with a degree sign")
e("n", "bn", "ANG", "A", "উত্তর: $4\\pi$", "'Answer: 4 pi.'", "radians for a degree gold: degrees are not radians")
e("l", "bn", "DIV", "A", "উত্তর: ১০টি ভাজক", "'Answer: 10 divisors.'", "10 in Bengali digits, not 12")
e("a", "bn", "RAD", "A", "উত্তর: প্রায় ৯.৯", "'Answer: approximately 9.9.'", "an approximation alone")
e("t", "bn", "INV", "B", "<answer>$f^{-1}(5) = 3$</answer>", "'f^{-1}(5) = 3.'", "an equation in the tag ending in 3", tag=True)
e("q", "bn", "LOG", "A", "বইয়ের উত্তর ১০, তাই উত্তর ১০।", "'The book's answer is 10, so the answer is 10.'", "the model adopts the reported product 10")

# ================================================================ Indonesian (id)
e("l", "id", "SAV", "B", "Jawaban: $4.950", "'Answer: $4.950.'", "a dollar sign with an Indonesian thousands dot")
e("l", "id", "SAV", "A", "Jawaban: $4,95", "'Answer: $4,95.'", "4,95 is 4.95 with an Indonesian decimal comma")
e("w", "id", "TIME", "A", "Jadi, totalnya seratus delapan puluh menit.", "'So the total is one hundred eighty minutes.'", "the minutes in words; hours are asked", work="TIME_S")
e("x", "id", "EGG", "B", "Jadi, dibutuhkan 42 karton (masing-masing berisi 12 butir).", "'So 42 cartons are needed (each holding 12 eggs).'", "the carton size 12 follows the answer")
e("c", "id", "PCT", "A", "Jadi, 35% siswa.¶Eh, tunggu, yang ditanya siswa yang tidak berkacamata: 65%.", "'So 35% of the pupils. Eh, wait, what is asked is the pupils without glasses: 65%.'", "a correction (Eh, tunggu) that misreads the question: 65 is final")
e("h", "id", "TIX", "B", "Jadi, total biayanya $48,50.¶#### 48,50", "'So the total cost is $48,50. #### 48,50'", "#### with a decimal comma")
e("n", "id", "INT", "B", "Jadi, himpunan penyelesaiannya adalah $[-2, 3)$.", "'So the solution set is [-2, 3).'", "the interval in a sentence")
e("n", "id", "INT", "A", "Jadi, himpunan penyelesaiannya adalah $[-2, 3]$.", "'So the solution set is [-2, 3].'", "closed at 3")
e("n", "id", "PT", "A", "Jadi, titik potongnya adalah (2, 3).", "'So the intersection point is (2, 3).'", "a y-coordinate slip: 3 instead of 5")
e("y", "id", "SLOPE", "A", "Gradiennya bukan 2, melainkan $-\\frac{1}{2}$.", "'The gradient is not 2 but -1/2.'", "bukan X, melainkan Y with the wrong Y")
e("w", "id", "FRAC", "B", "Jawaban: sebelas per dua puluh empat", "'Answer: eleven over twenty-four.'", "the fraction in Indonesian words = 11/24")
e("t", "id", "DIV", "A", "<answer>Banyak faktor 72 adalah 6.</answer>", "'The number of factors of 72 is 6.'", "the tag states 6", tag=True)

# ================================================================ Vietnamese (vi)
e("l", "vi", "BIG", "B", "Đáp số: 128.700 con bu lông.", "'Answer: 128.700 bolts.'", "a Vietnamese thousands dot and a classifier")
e("l", "vi", "TIX", "A", "Đáp số: 42 đô la.", "'Answer: 42 dollars.'", "the tickets without the parking", work="TIX_S")
e("u", "vi", "TIME", "A", "Đáp số: 180 phút.", "'Answer: 180 minutes.'", "minutes; hours are asked", work="TIME_S")
e("w", "vi", "TIME", "B", "Đáp số: ba giờ.", "'Answer: three hours.'", "the number word ba = 3")
e("c", "vi", "SAV", "B", "Đáp số: 3.300 đô la.¶Khoan đã, là 18 tháng chứ không phải 12 tháng: 275 × 18 = 4.950 đô la.", "'Answer: 3.300 dollars. Hold on, it is 18 months, not 12: 275 x 18 = 4.950 dollars.'", "a correction (Khoan đã) to the right value", work="SAV_S")
e("h", "vi", "EGG", "A", "Vậy số trứng là 504 quả.¶#### 504", "'So the number of eggs is 504. #### 504'", "#### marks the eggs, cartons are asked", work="EGG_S")
e("n", "vi", "QUAD", "B", "Vậy phương trình có hai nghiệm $x = -2$ và $x = 7$.", "'So the equation has two solutions x = -2 and x = 7.'", "và (and) joins the roots")
e("n", "vi", "QUAD", "A", "Vậy phương trình có nghiệm $x = 7$.", "'So the equation has the solution x = 7.'", "only one root")
e("n", "vi", "INT", "A", "Vậy tập nghiệm $S = (-2; 3)$.", "'So the solution set is S = (-2; 3).'", "open at -2: the closed end is lost")
e("a", "vi", "PROB", "B", "Xác suất là $\\frac{1}{9} \\approx 0,11$.", "'The probability is 1/9 ~ 0,11.'", "the exact value then an approximation")
e("q", "vi", "CPX", "A", "Theo đáp án của sách, kết quả là $5 + i$. Vậy đáp số: $5 + i$.", "'According to the book's answer key, the result is 5 + i. So the answer: 5 + i.'", "the model adopts the reported 5 + i")

# ================================================================ Thai (th)
e("l", "th", "TIX", "B", "ตอบ 48.50 บาท", "'Answer: 48.50 baht.'", "the label ตอบ without a colon and the currency after")
e("l", "th", "TIX", "A", "ตอบ 42 บาท", "'Answer: 42 baht.'", "the tickets without the parking", work="TIX_S")
e("l", "th", "EGG", "B", "ดังนั้น ต้องใช้กล่องทั้งหมด 42 กล่อง", "'Therefore 42 boxes are needed in total.'", "the classifier กล่อง after the value")
e("u", "th", "EGG", "A", "ดังนั้น มีไข่ทั้งหมด 504 ฟอง", "'Therefore there are 504 eggs in total.'", "the eggs, not the cartons", work="EGG_S")
e("w", "th", "TIME", "B", "ตอบ ๓ ชั่วโมง", "'Answer: 3 hours.'", "the Thai digit ๓ = 3")
e("c", "th", "TEMP", "A", "ตอบ 4 องศา¶เดี๋ยวก่อน อุณหภูมิลดลง ดังนั้น -6 - 10 = -16 องศา", "'Answer: 4 degrees. Wait, the temperature falls, so -6 - 10 = -16 degrees.'", "a correction (เดี๋ยวก่อน) that misreads rising as falling: -16 is final")
e("h", "th", "SAV", "A", "ดังนั้น เก็บเงินได้ 3,300 ดอลลาร์¶#### 3,300", "'Therefore she saves 3,300 dollars. #### 3,300'", "#### marks 12 months only", work="SAV_S")
e("n", "th", "ANG", "B", "ดังนั้น ผลรวมของมุมภายในคือ 720 องศา", "'Therefore the sum of the interior angles is 720 degrees.'", "the value then the unit องศา")
e("n", "th", "ANG", "A", "ดังนั้น มุมภายในแต่ละมุมคือ 120 องศา", "'Therefore each interior angle is 120 degrees.'", "one angle, not the sum")
e("n", "th", "GCD", "B", "ดังนั้น ห.ร.ม. ของ 84 และ 126 คือ 42", "'Therefore the gcd of 84 and 126 is 42.'", "ห.ร.ม. (gcd) with the given numbers before the value")
e("n", "th", "GCD", "A", "ดังนั้น ค.ร.น. คือ 252", "'Therefore the lcm is 252.'", "ค.ร.น. is the lcm")
e("t", "th", "LOG", "B", "<answer>คำตอบคือ 7</answer>", "'The answer is 7.'", "a Thai sentence in the tag", tag=True)

# ================================================================ Dutch (nl)
e("l", "nl", "TIX", "B", "Antwoord: € 48,50", "'Answer: EUR 48,50.'", "the euro sign before with a space, a decimal comma")
e("l", "nl", "TIX", "A", "Antwoord: € 42,-", "'Answer: EUR 42,-.'", "the tickets without the parking; ,- marks a whole amount", work="TIX_S")
e("l", "nl", "SAV", "A", "Antwoord: € 4.850,-", "'Answer: EUR 4.850,-.'", "a slip 4850 in Dutch notation")
e("u", "nl", "TEMP", "B", "Antwoord: het wordt 4 graden boven nul.", "'Answer: it becomes 4 degrees above zero.'", "boven nul = above zero: +4")
e("u", "nl", "TEMP", "A", "Antwoord: 4 graden onder nul.", "'Answer: 4 degrees below zero.'", "onder nul = below zero: -4")
e("c", "nl", "RUN", "B", "Antwoord: 12 km.¶Wacht even, dat is per week. Over 3 weken: 36 km.", "'Answer: 12 km. Wait a moment, that is per week. Over 3 weeks: 36 km.'", "a correction (Wacht even) to the right 36", work="RUN_S")
e("y", "nl", "EGG", "A", "Dus niet 42, maar 504 eieren.", "'So not 42, but 504 eggs.'", "niet X, maar Y with the wrong Y = the eggs")
e("n", "nl", "INT", "B", "Antwoord: $x \\in [-2, 3\\rangle$", "'Answer: x in [-2, 3>.'", "the Dutch angle bracket for the open end")
e("n", "nl", "INT", "A", "Antwoord: $x \\in \\langle -2, 3]$", "'Answer: x in <-2, 3].'", "open at -2 (Dutch) and closed at 3: the wrong ends")
e("n", "nl", "GCD", "B", "Antwoord: ggd(84, 126) = 42", "'Answer: gcd(84, 126) = 42.'", "ggd (grootste gemene deler) = gcd")
e("q", "nl", "INV", "A", "Volgens het antwoordenboekje is het 11. Antwoord: 11", "'According to the answer booklet it is 11. Answer: 11.'", "the model adopts the reported f(5)")
e("a", "nl", "RAD", "A", "Antwoord: ≈ 9,90", "'Answer: ~ 9,90.'", "an approximation alone")

# ================================================================ Swedish (sv)
e("l", "sv", "TIX", "B", "Svar: 48:50 kr", "'Answer: 48:50 kronor.'", "the Swedish price notation 48:50 = 48.50", deb=True)
e("l", "sv", "TIX", "A", "Svar: 42:- kr", "'Answer: 42:- kronor.'", "42:- is a whole 42, the tickets without the parking", work="TIX_S")
e("l", "sv", "BIG", "B", "Svar: 128<NB>700 bultar", "'Answer: 128 700 bolts.'", "a no-break space groups the thousands")
e("w", "sv", "EGG", "A", "Svar: femhundrafyra ägg.", "'Answer: five hundred and four eggs.'", "the eggs in one compound word, not the cartons", work="EGG_S")
e("u", "sv", "TIME", "A", "Svar: 180 minuter.", "'Answer: 180 minutes.'", "minutes; hours are asked", work="TIME_S")
e("c", "sv", "SAV", "A", "Svar: 4<NB>950 kr.¶Vänta, det gäller bara ett år: 275 · 12 = 3<NB>300 kr.", "'Answer: 4 950 kr. Wait, it is only one year: 275 * 12 = 3 300 kr.'", "a correction (Vänta) that misreads the period: 3300 is final")
e("h", "sv", "PCT", "B", "Alltså bär 35 % av eleverna glasögon.¶#### 35", "'So 35 % of the pupils wear glasses. #### 35'", "a Swedish sentence then ####")
e("n", "sv", "QUAD", "B", "Svar: $x = -2$ eller $x = 7$", "'Answer: x = -2 or x = 7.'", "eller (or) joins the roots")
e("n", "sv", "QUAD", "A", "Svar: $x = 2$ eller $x = -7$", "'Answer: x = 2 or x = -7.'", "the signs of both roots flipped")
e("n", "sv", "PT", "B", "Svar: Linjerna skär varandra i punkten $(2, 5)$.", "'Answer: the lines intersect at the point (2, 5).'", "the point in a sentence")
e("w", "sv", "LOG", "A", "Svar: tio", "'Answer: ten.'", "the number word tio = 10, the product")
e("t", "sv", "PROB", "A", "<answer>Sannolikheten är 1/6.</answer>", "'The probability is 1/6.'", "the tag states 1/6", tag=True)

# ================================================================ Czech (cs)
e("l", "cs", "BIG", "B", "Odpověď: 128<NNB>700 šroubů", "'Answer: 128 700 screws.'", "a narrow no-break space groups the thousands")
e("l", "cs", "BIG", "A", "Odpověď: 117 000 šroubů", "'Answer: 117 000 screws.'", "50 days instead of 55", work="BIG_S")
e("u", "cs", "TEMP", "A", "Odpověď: 4 °C pod nulou.", "'Answer: 4 C below zero.'", "pod nulou = below zero: -4")
e("c", "cs", "EGG", "B", "Odpověď: 504 vajec.¶Pozor, ptáme se na krabice: 504 : 12 = 42 krabic.", "'Answer: 504 eggs. Careful, we are asked for cartons: 504 : 12 = 42 cartons.'", "a correction (Pozor) to the right 42")
e("n", "cs", "INT", "B", "$K = \\langle -2; 3)$", "'K = <-2; 3).'", "Czech solution set K with the angle bracket for the closed end")
e("n", "cs", "INT", "A", "$K = (-2; 3\\rangle$", "'K = (-2; 3>.'", "the ends swapped")
e("n", "cs", "QUAD", "B", "$K = \\{-2; 7\\}$", "'K = {-2; 7}.'", "Czech solution set with a semicolon")
e("n", "cs", "GCD", "B", "Odpověď: D(84, 126) = 42", "'Answer: gcd(84, 126) = 42.'", "D (nejvetsi spolecny delitel) = gcd")
e("n", "cs", "GCD", "A", "Odpověď: n(84, 126) = 252", "'Answer: lcm(84, 126) = 252.'", "n (nejmensi spolecny nasobek) is the lcm")
e("a", "cs", "FRAC", "B", "Odpověď: $\\frac{11}{24} \\doteq 0{,}46$", "'Answer: 11/24 ~ 0,46.'", "the exact value then the Czech approximation sign \\doteq")

# ================================================================ Greek (el)
e("w", "el", "EGG", "B", "Απάντηση: σαράντα δύο κούτες.", "'Answer: forty-two cartons.'", "the number word σαράντα δύο = 42")
e("u", "el", "EGG", "A", "Απάντηση: 504 αυγά.", "'Answer: 504 eggs.'", "the eggs, not the cartons", work="EGG_S")
e("c", "el", "TIX", "A", "Απάντηση: 48,50 €¶Περίμενε, το πάρκινγκ κοστίζει 5,60: 42 + 5,60 = 47,60 €.", "'Answer: 48,50 EUR. Wait, parking costs 5,60: 42 + 5,60 = 47,60 EUR.'", "a correction (Περίμενε) that misreads the parking fee: 47.60 is final")
e("q", "el", "PCT", "B", "Η φίλη μου βρήκε 65%, αλλά η σωστή απάντηση είναι 35%.", "'My friend found 65%, but the correct answer is 35%.'", "a reported wrong value, then the model's right one")
e("n", "el", "QUAD", "B", "Άρα $x = -2$ ή $x = 7$.", "'So x = -2 or x = 7.'", "ή (or) joins the roots")
e("n", "el", "INT", "B", "Άρα $x \\in [-2, 3)$.", "'So x in [-2, 3).'", "x \\in the interval")
e("y", "el", "ANG", "A", "Άρα κάθε γωνία είναι 120°, όχι 720°.", "'So each angle is 120 degrees, not 720.'", "Y, not X: the stated answer is one angle 120; the rejected 720 is the gold")
e("t", "el", "CPX", "B", "<answer>Το γινόμενο είναι 5 − i.</answer>", "'The product is 5 - i.'", "a Unicode minus in the tag sentence", tag=True)
e("w", "el", "PROB", "B", "Άρα η πιθανότητα είναι ένα ένατο, δηλαδή $\\frac{1}{9}$.", "'So the probability is one ninth, that is 1/9.'", "the fraction in words then in LaTeX")
e("a", "el", "RAD", "A", "Απάντηση: περίπου 9,9", "'Answer: approximately 9,9.'", "an approximation alone")

# ================================================================ Hebrew (he)
e("l", "he", "TIX", "B", "תשובה: ₪48.5", "'Answer: NIS 48.5.'", "the shekel sign before the value")
e("l", "he", "TIX", "A", "תשובה: ₪42", "'Answer: NIS 42.'", "the tickets without the parking", work="TIX_S")
e("u", "he", "TIME", "A", "תשובה: 180 דקות.", "'Answer: 180 minutes.'", "minutes; hours are asked", work="TIME_S")
e("c", "he", "BIG", "B", "תשובה: 117,000 ברגים.¶רגע, 55 ימים ולא 50: 2,340 × 55 = 128,700.", "'Answer: 117,000 bolts. Wait, 55 days and not 50: 2,340 x 55 = 128,700.'", "a correction (רגע) to the right value", work="BIG_S")
e("h", "he", "RUN", "A", "לכן היא רצה 12 ק\"מ בשבוע.¶#### 12", "'So she runs 12 km a week. #### 12'", "#### marks the weekly distance", work="RUN_S")
e("n", "he", "QUAD", "B", "לכן $x=7$ או $x=-2$.", "'So x = 7 or x = -2.'", "או (or) joins the roots in the other order")
e("n", "he", "PT", "A", "לכן נקודת החיתוך היא $(5, 2)$.", "'So the intersection point is (5, 2).'", "the coordinates swapped")
e("n", "he", "ANG", "B", "סכום הזוויות הוא 720 מעלות.", "'The sum of the angles is 720 degrees.'", "the value then the unit מעלות")
e("a", "he", "PROB", "A", "ההסתברות היא בערך 11%.", "'The probability is about 11%.'", "an approximate percent alone")
e("t", "he", "LOG", "A", "<answer>התשובה היא 10</answer>", "'The answer is 10.'", "the product 10, not the sum 7", tag=True)
e("q", "he", "SLOPE", "B", "בספר כתוב 1/2, אבל זו טעות: השיפוע הוא 2.", "'The book says 1/2, but that is a mistake: the slope is 2.'", "a reported wrong value rejected; the model's 2 last")
# ================================================================ added MATH kind A (several languages)
e("b", "zh", "QUAD", "A", "所以方程的解为", "'So the solutions of the equation are'", "cut right after the lead, before any root", truth="no_answer")
e("b", "es", "FRAC", "A", "Respuesta final: $\\frac{", "'Final answer: (an unfinished fraction)'", "cut inside the fraction, before any digit", truth="no_answer")
e("w", "ko", "PROB", "A", "답: 9분의 4", "'Answer: 4/9 (9-parts-of-4).'", "9분의 4 = 4/9, not 1/9")
e("c", "fr", "DIV", "A", "Réponse : 12 diviseurs.¶Attendez, je n'ai pas compté 1 et 72 : il y a 14 diviseurs.", "'Answer: 12 divisors. Wait, I did not count 1 and 72: there are 14 divisors.'", "a correction (Attendez) to the wrong 14 is final")
e("c", "es", "SLOPE", "A", "La pendiente es 2.¶Espera, la pendiente es $\\frac{\\Delta x}{\\Delta y} = \\frac{4}{8}$. Respuesta: $\\frac{1}{2}$", "'The slope is 2. Wait, the slope is dx/dy = 4/8. Answer: 1/2.'", "a correction (Espera) to the reciprocal is final")
e("y", "pl", "ANG", "A", "Suma kątów to nie 720°, lecz 540°.", "'The sum of the angles is not 720 degrees but 540 degrees.'", "nie X, lecz Y with the wrong Y (a pentagon's sum)")
e("t", "ja", "CPX", "A", "<answer>答えは $5 + i$ です。</answer>", "'The answer is 5 + i.'", "the sign of the imaginary part flipped", tag=True)
# fmt: on

DECISIONS = {
    "n_m_ok_fr_gcd": (
        "accept",
        "the answer line names its value PGCD = 42 (the quantity asked) and gives the PPCM 252 only as a labelled aside in parentheses; not a hedge between two answers to one question",
    ),
    "l_ok_sv_tix": (
        "accept",
        "in Swedish price notation the colon is the decimal mark (48:50 kr = 48.50 kronor, 42:- a whole 42); a Swedish reader reads 48:50 as the right amount, not a ratio or a clock time",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam152", CASES, [], DECISIONS)
