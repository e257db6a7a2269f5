r"""Build adversarial_redteam148.jsonl: round 148 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam148"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers),
build_adversarial_redteam136.py (structure, docstring, label conventions, DECISIONS),
build_adversarial_redteam143.py / build_adversarial_redteam145.py (label conventions of the
multilingual rounds) and the "Aim" paragraphs of rounds 137-146 (read to AVOID their shapes) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese (Brazil), French, German, Italian, Russian, Ukrainian, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech,
Greek, Hebrew. Working lines are language-neutral equations (as models often write them); the final
lines are in the language: its own "final answer" labels (答：, 答え：, 정답:, Respuesta final:,
Endergebnis:, Ответ:, Відповідь:, Odpowiedź:, Cevap:, الإجابة النهائية:, پاسخ نهایی:, अंतिम उत्तर:,
উত্তর:, Jawaban akhir:, Đáp số:, คำตอบ:, Eindantwoord:, Svar:, Odpověď:, Τελική απάντηση:, תשובה
סופית:), decimal commas and native decimal marks (٫), thousands grouping with dot, no-break space,
narrow no-break space, comma, Persian ٬, none at all for four digits (Polish), currency before or
after (€ 42,75, R$ 15.360,00, ₹15,360, 42,75 TL, 42.75 ₪), scale words (15,36 тыс.), number words
for nine, counted nouns and counters (명, 個, ฟอง, টি, butir, quả), clock time for a decimal number
of hours (10時間30分), "minus 7 Grad" / 영하 7도 for -7, school interval notation ([-1; 7], ⟨-1; 7⟩
in Polish, ⟨-1, 7⟩ (open) in Dutch, ]-1, 7[), Lösungsmenge braces, x₁ / x₂ root pairs, native
"not X but Y", corrections ("Espera, en realidad", "Moment, eigentlich", "Подождите", "Oops",
"À không", "Eh, ternyata"), reported speech of a wrong value (teacher, friend, classmate), an
approximation after the exact value (a gloss) against an approximation alone, hedges with the native
"or", `<answer>` tags holding a sentence in the language, `####` after a phrase in the language
(same line and next line), suppositions, and completions cut right after the native lead.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 4 buses of 38 seats, 17 seats empty, passengers asked -> 135 (4*38 = 152; 152 - 17 = 135;
slips 162 - 17 = 145, 142 - 17 = 125); 3 cans of paint at 12.75 + a brush at 4.50 -> 42.75 (38.25 +
4.50; without the brush 38.25; rounded 43); 6 crates of 420 eggs + 975 -> 3495 (2520 + 975; slip
6*420 = 2420 -> 3395; 2520 - 975 = 1545); 45 min a day for 14 days, HOURS asked -> 10.5 (630
minutes; / 60 = 10.5 = 10 h 30 min); 27 pupils in groups of 3 -> 9 (misread 24 / 3 = 8); 18 of 24
seeds sprouted, percent asked -> 75 (not sprouted 25); 5 degrees, dropping 3 an hour for 4 hours ->
-7 (drop 12; 3 hours: 5 - 9 = -4); rent 1280 a month for a year -> 15360 (ten times off 1536;
"about 15000").
MATH: two dice sum 8 -> \frac{5}{36} ((2,6),(3,5),(4,4),(5,3),(6,2); 0.13888...); 2x^2 - 7x + 3 = 0
-> \frac{1}{2}, 3 ((2x - 1)(x - 3); sum 7/2; sign slip -1/2, -3); distance (-1, 2) to (3, -4) ->
2\sqrt{13} (\sqrt{16 + 36} = \sqrt{52} ~ 7.2111); (3 + 2i)(1 - i) -> 5 - i (3 - 3i + 2i + 2;
i^2 read as +1: 1 - i; -2i^2 dropped: 3 - i); |x - 3| <= 4 -> [-1, 7] (open (-1, 7) wrong);
C(10, 3) -> 120 (720/6; ordered 720); interior angle sum of a heptagon -> 900 (degrees; 5\pi rad;
each angle 128.57...); 45 in base 3 -> 1200_3 (27 + 18; reversed 0021; slips 2100_3 = 63, 1020_3
= 33); 0.\overline{27} -> \frac{3}{11} (27/99; 27/100 wrong); f(x) = x^2 - 4x + 1 at -2 -> 13
(4 + 8 + 1; f(2) = -3).

Classes (id prefix): `l_` the language's final-answer label or "the answer is" with a value in the
language's notation (grouping, decimal mark, currency, scale word, native digits), `u_` counted
nouns, units, number words, other quantity (subtotal, per month, minutes, the drop, each angle,
radians), `c_` corrections in the language ("wait", "actually", "oops"), `n_` "not X but Y" and
hedges with the native "or", `q_` reported speech of a value (teacher, friend) and suppositions,
`a_` approximations (after the exact value vs alone), `t_` `<answer>` tags holding a sentence in the
language, `h_` `####` after a phrase in the language, `b_` cuts right after the native lead. Then
`m_` for a MATH probe, `ok_` for kind B, then the language code and the problem. Kind A: truth
wrong / no_answer; kind B: truth correct. Every note opens with the language and carries an English
gloss of the final lines.

Label conventions (corpus/README.md; rounds 136, 143 and 145): the LAST final answer counts; a right
answer in the language's honest notation (decimal comma, local thousands grouping, currency before
or after, a counted noun or counter, the number word, native digits, a scale word giving the same
value, clock time equal to the decimal hours, Unicode minus, "x_1 = 1/2, x_2 = 3" or both roots
joined by the native "or", a double inequality or the school's closed-interval notation for the
interval, an unreduced or unsimplified form equal to the gold (27/99, \sqrt{52}), a terminating
decimal equal to a fraction gold (0,5)) is correct; an approximation after the exact value is a
gloss, not a second answer; an approximation alone for an exact MATH gold or a rounded GSM8K value
is wrong; another quantity (subtotal, per-month rent, minutes for hours, the drop, the not-sprouted
percent, each angle, radians for a degree gold, one root, the sum of the roots) is wrong; a value
ten times off is wrong; a hedge with the native "or" between two values is wrong; an answer tag's
content is the final answer (a sentence in it is read for the value it states); "not X but Y" makes
Y the answer; an explicit correction after an answer makes the new value final, right or wrong; a
value only in someone else's reported answer is not the model's answer; a supposition or a
completion cut after the native lead is no_answer. Debatable probes carry `debatable=True` and a
DECISIONS entry (3 of 280).

Usage: python build_adversarial_redteam148.py   (writes adversarial_redteam148.jsonl beside it)
"""

from pathlib import Path

from corpus_build import g, m, th, write_probes  # noqa: E402

GOLD = {
    "BUS": "135", "PAINT": "42.75", "EGGS": "3495", "WALK": "10.5", "GRP": "9", "SEED": "75",
    "TEMP": "-7", "RENT": "15360",
    "DICE": r"\frac{5}{36}", "ROOT": r"\frac{1}{2}, 3", "DIST": r"2\sqrt{13}", "CPX": "5 - i",
    "ABS": "[-1, 7]", "COMB": "120", "HEPT": "900", "BASE": "1200_3", "REP": r"\frac{3}{11}",
    "FUN": "13",
}  # fmt: skip
MATHP = {"DICE", "ROOT", "DIST", "CPX", "ABS", "COMB", "HEPT", "BASE", "REP", "FUN"}

# Language-neutral working (the final line is in the language, in the probe).
WORK = {
    "BUS": "4 * 38 = 152\n152 - 17 = 135\n",
    "BUS_S": "4 * 38 = 152\n",
    "PAINT": "3 * 12.75 = 38.25\n38.25 + 4.50 = 42.75\n",
    "PAINT_S": "3 * 12.75 = 38.25\n",
    "EGGS": "6 * 420 = 2520\n2520 + 975 = 3495\n",
    "EGGS_S": "6 * 420 = 2520\n",
    "WALK": "45 * 14 = 630 min\n630 / 60 = 10.5\n",
    "WALK_S": "45 * 14 = 630 min\n",
    "GRP": "27 / 3 = 9\n",
    "GRP_8": "24 / 3 = 8\n",
    "SEED": "18 / 24 = 0.75\n0.75 * 100 = 75\n",
    "TEMP": "3 * 4 = 12\n5 - 12 = -7\n",
    "TEMP_S": "3 * 4 = 12\n",
    "RENT": "1280 * 12 = 15360\n",
    "RENT_S": "1280 / month\n",
    "DICE": "(2,6), (3,5), (4,4), (5,3), (6,2): 5 of 36 outcomes.\n",
    "ROOT": "$2x^2 - 7x + 3 = (2x - 1)(x - 3) = 0$\n",
    "DIST": r"$d = \sqrt{(3 - (-1))^2 + (-4 - 2)^2} = \sqrt{16 + 36} = \sqrt{52}$" + "\n",
    "CPX": "$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2$\n",
    "CPX_SLIP": "$(3 + 2i)(1 - i) = 3 - 3i + 2i - 2i^2 = 3 - i - 2$\n",
    "ABS": r"$|x - 3| \le 4 \iff -4 \le x - 3 \le 4$" + "\n",
    "COMB": r"$\binom{10}{3} = \frac{10 \cdot 9 \cdot 8}{3!} = \frac{720}{6}$" + "\n",
    "COMB_ORD": r"$10 \cdot 9 \cdot 8 = 720$" + "\n",
    "HEPT": r"$(7 - 2) \cdot 180^\circ$" + "\n",
    "BASE": r"$45 = 1 \cdot 27 + 2 \cdot 9 + 0 \cdot 3 + 0$" + "\n",
    "REP": r"$x = 0.\overline{27}$, $100x - x = 27$, $x = \frac{27}{99}$" + "\n",
    "FUN": "$f(-2) = (-2)^2 - 4(-2) + 1 = 4 + 8 + 1$\n",
    "FUN_2": "$f(2) = 2^2 - 4 \\cdot 2 + 1 = 4 - 8 + 1$\n",
    "": "",
}

NB, NNB = "\u00a0", "\u202f"
CASES: list[tuple] = []


def e(
    cls, lang, prob, kind, tail, gloss, why, truth=None, form=None, deb=False, tag=False, work=None
):  # noqa: ANN001, ANN201, PLR0913
    """One probe: working (WORK[work or prob]) then the final lines `tail` ("¶" = newline, "<NB>" /
    "<NNB>" = no-break / narrow no-break space)."""
    tail = tail.replace("¶", "\n").replace("<NNB>", NNB).replace("<NB>", NB)
    body = WORK[prob if work is None else work]
    text = (th(body) if tag else body) + tail
    is_math = prob in MATHP
    truth = truth or ("correct" if kind == "B" else "wrong")
    if form is None:
        form = (
            "tag"
            if "<answer>" in tail
            else "hash"
            if "####" in tail
            else "boxed"
            if "\\boxed" in tail
            else "phrase"
        )
    cid = (
        f"{cls}_"
        + ("m_" if is_math else "")
        + ("ok_" if kind == "B" else "")
        + f"{lang}_{prob.lower()}"
    )
    note = f"[{lang}] {why}. Gloss: {gloss}"
    CASES.append((m if is_math else g)(cid, kind, GOLD[prob], truth, form, text, note, deb))


# fmt: off
# ================================================================ Chinese (zh)
e("l", "zh", "BUS", "B", "答：一共有135名乘客。", "'Answer: there are 135 passengers in total.'", "答 label, the counter 名 after the number")
e("a", "zh", "PAINT", "A", "所以总共花费约43元。", "'So the total cost is about 43 yuan.'", "a rounded value alone for 42.75")
e("t", "zh", "EGGS", "A", "<answer>农场一共有2520个鸡蛋。</answer>", "'The farm has 2520 eggs in total.'", "the tag's sentence states the subtotal 2520, not 3495", tag=True, work="EGGS_S")
e("u", "zh", "GRP", "B", "答：可以分成九组。", "'Answer: they can be split into nine groups.'", "the number word 九 (nine) with the counter 组")
e("c", "zh", "TEMP", "A", "最终温度是−7°C。¶等等，其实第一个小时温度不变，只下降了3个小时：5 − 9 = −4。所以答案是−4°C。", "'The final temperature is -7 C. Wait, actually in the first hour it does not change, it only drops for 3 hours: 5 - 9 = -4. So the answer is -4 C.'", "a correction in Chinese (等等，其实) after the gold makes -4 final")
e("a", "zh", "RENT", "B", "因此一年的房租共计15,360元（约1.5万元）。", "'So the rent for the year totals 15,360 yuan (about 15 thousand yuan).'", "the exact value, then a 万 approximation in parentheses: a gloss")
e("a", "zh", "DICE", "A", "概率约为0.14。", "'The probability is about 0.14.'", "an approximation alone for 5/36")
e("l", "zh", "ROOT", "B", r"所以方程的解为 $\boxed{x_1=\frac{1}{2},\ x_2=3}$。", "'So the solutions of the equation are x1 = 1/2, x2 = 3.'", "both roots as x_1, x_2 in the box")
e("c", "zh", "COMB", "A", "答案是120。¶不对，这里顺序有关，所以是 $10 \\times 9 \\times 8 = 720$ 种。", "'The answer is 120. No, order matters here, so it is 10 x 9 x 8 = 720 ways.'", "a correction (不对) from the gold to the ordered count 720")
e("l", "zh", "CPX", "B", "所以结果是 $5 - i$。", "'So the result is 5 - i.'", "所以结果是 (so the result is) then the value in math mode and a full-width stop")
e("l", "zh", "ABS", "A", "解集为 $(-1, 7)$。", "'The solution set is (-1, 7).'", "the open interval for the closed [-1, 7]")
e("l", "zh", "REP", "B", "化为最简分数：$\\frac{3}{11}$。", "'Reduced to lowest terms: 3/11.'", "化为最简分数 (in lowest terms) label")

# ================================================================ Japanese (ja)
e("u", "ja", "BUS", "A", "答え：152人", "'Answer: 152 people.'", "the seat count (subtotal) 152 with the counter 人", work="BUS_S")
e("l", "ja", "PAINT", "B", "よって、答えは **42.75ドル** です。", "'Therefore the answer is **42.75 dollars**.'", "bold value with ドル after it")
e("u", "ja", "WALK", "B", "答え：10時間30分", "'Answer: 10 hours 30 minutes.'", "clock time equal to 10.5 hours")
e("c", "ja", "GRP", "A", "答え：9グループ¶待って、問題文をもう一度読むと3人が欠席しているので、24 ÷ 3 = 8。¶答え：8グループ", "'Answer: 9 groups. Wait, rereading the problem, 3 pupils are absent, so 24 / 3 = 8. Answer: 8 groups.'", "a correction (待って) from the gold to 8, which is final")
e("l", "ja", "SEED", "B", "発芽率は75%です。", "'The germination rate is 75%.'", "percent gold with %")
e("n", "ja", "EGGS", "A", "答えは3,495個ではなく、2,520個です。", "'The answer is not 3,495 but 2,520.'", "'not X but Y' with the gold as X: 2520 final")
e("a", "ja", "DIST", "B", "したがって、距離は $2\\sqrt{13} \\approx 7.21$ です。", "'Therefore the distance is 2 sqrt13 ~ 7.21.'", "the exact value then an approximation: a gloss")
e("l", "ja", "FUN", "A", "$f(2) = -3$ なので、答えは $-3$ です。", "'Since f(2) = -3, the answer is -3.'", "the function evaluated at 2, not -2", work="FUN_2")
e("u", "ja", "HEPT", "B", "内角の和は900度です。", "'The sum of the interior angles is 900 degrees.'", "the degree word 度 after the number")
e("l", "ja", "BASE", "A", "よって、45を3進法で表すと0021です。", "'So 45 written in base 3 is 0021.'", "the digits reversed")
e("u", "ja", "ROOT", "A", "解は $x = \\frac{1}{2}$ と $x = 3$ ですが、整数解は $x = 3$ です。¶答え：$3$", "'The solutions are x = 1/2 and x = 3, but the integer solution is x = 3. Answer: 3.'", "the answer line gives only one root")
e("t", "ja", "REP", "B", "<answer>答えは $\\frac{3}{11}$ です。</answer>", "'The answer is 3/11.'", "a Japanese sentence in the tag", tag=True)

# ================================================================ Korean (ko)
e("h", "ko", "BUS", "B", "따라서 승객은 총 135명입니다.¶#### 135명", "'So there are 135 passengers in total. #### 135 (counter 명)'", "#### with the counter 명 glued to the number")
e("u", "ko", "RENT", "A", "정답: 월세는 1,280달러입니다.", "'Answer: the monthly rent is 1,280 dollars.'", "the per-month rent, not the year's", work="RENT_S")
e("u", "ko", "TEMP", "B", "최종 온도는 영하 7도입니다.", "'The final temperature is 7 degrees below zero.'", "debatable: 영하 7도 is the ordinary Korean way to say -7 degrees", deb=True)
e("c", "ko", "PAINT", "A", "총 42.75달러입니다.¶잠깐, 붓은 이미 가지고 있다고 했으니 붓 값은 빼야 합니다. 따라서 38.25달러입니다.", "'It is 42.75 dollars in total. Wait, it said he already has a brush, so the brush must be left out. So it is 38.25 dollars.'", "a correction (잠깐) from the gold to 38.25")
e("u", "ko", "GRP", "B", "정답: 9개 조", "'Answer: 9 groups.'", "the counter 개 glued to the number")
e("t", "ko", "WALK", "A", "<answer>630분</answer>", "'630 minutes'", "minutes in the tag; hours asked", tag=True, work="WALK_S")
e("u", "ko", "COMB", "B", "따라서 방법의 수는 120가지입니다.", "'So the number of ways is 120.'", "가지 (kinds/ways) glued to the number")
e("a", "ko", "DICE", "A", "확률은 약 13.9%입니다.", "'The probability is about 13.9%.'", "an approximate percent alone for 5/36")
e("l", "ko", "CPX", "A", "답: $1 - i$", "'Answer: 1 - i.'", "the i^2 = +1 slip in the working", work="CPX_SLIP")
e("l", "ko", "ABS", "B", "정답: $-1 \\le x \\le 7$", "'Answer: -1 <= x <= 7.'", "a double inequality for [-1, 7]")
e("u", "ko", "DIST", "B", "거리는 $\\sqrt{52}$입니다.", "'The distance is sqrt52.'", "the unsimplified radical, equal to 2 sqrt13")
e("q", "ko", "FUN", "A", "친구는 13이라고 했지만, 제가 계산하면 $-3$입니다.¶답: $-3$", "'My friend said 13, but by my calculation it is -3. Answer: -3.'", "the gold only in a friend's reported answer", work="FUN_2")

# ================================================================ Spanish (es)
e("l", "es", "EGGS", "B", "**Respuesta final:** 3.495 huevos", "'Final answer: 3,495 eggs.'", "dot thousands separator and a counted noun")
e("a", "es", "PAINT", "B", "Gastó un total de 42,75 € (unos 43 €).", "'He spent a total of 42.75 EUR (about 43 EUR).'", "decimal comma, euro sign after, then an approximation in parentheses")
e("c", "es", "BUS", "A", "Hay 135 pasajeros.¶Espera, en realidad la pregunta pide cuántos asientos hay en total, no los pasajeros. Entonces la respuesta es 152.", "'There are 135 passengers. Wait, actually the question asks how many seats there are in total, not the passengers. So the answer is 152.'", "a correction (Espera, en realidad) from the gold to 152")
e("h", "es", "SEED", "A", "El 75 % germinó, así que el porcentaje de semillas que no germinaron es 25 %.¶#### 25", "'75% sprouted, so the percent of seeds that did not sprout is 25%. #### 25'", "the not-sprouted percent marked")
e("l", "es", "RENT", "B", "Respuesta: 15.360 dólares al año.", "'Answer: 15,360 dollars a year.'", "dot thousands and a unit")
e("u", "es", "GRP", "A", "Por lo tanto, se pueden formar ocho grupos.", "'Therefore eight groups can be formed.'", "the number word ocho (eight) after a misread 24", work="GRP_8")
e("a", "es", "DIST", "A", "La distancia es aproximadamente 7,21.", "'The distance is approximately 7.21.'", "an approximation alone for 2 sqrt13")
e("l", "es", "ROOT", "B", "Las soluciones son $x = \\frac{1}{2}$ y $x = 3$.", "'The solutions are x = 1/2 and x = 3.'", "both roots joined by y (and)")
e("u", "es", "COMB", "B", "Hay 120 maneras de elegir el comité.", "'There are 120 ways to choose the committee.'", "a counted noun after the number")
e("l", "es", "BASE", "A", "En base 3, 45 se escribe $\\boxed{2100_3}$.", "'In base 3, 45 is written 2100_3.'", "a digit slip: 2100_3 = 63")
e("l", "es", "REP", "B", "$0,\\overline{27} = \\frac{3}{11}$¶¶**Respuesta:** $\\frac{3}{11}$", "'Answer: 3/11.'", "bold Respuesta label")
e("u", "es", "HEPT", "A", "La suma es $900^\\circ$, es decir, $5\\pi$ radianes.¶¶Respuesta final: $5\\pi$", "'The sum is 900 degrees, that is, 5 pi radians. Final answer: 5 pi.'", "radians in the final line for a degree gold")

# ================================================================ Portuguese (pt, Brazil)
e("l", "pt", "RENT", "B", "Resposta: R$ 15.360,00 por ano.", "'Answer: R$ 15,360.00 a year.'", "R$ before, dot thousands, decimal comma with cents")
e("l", "pt", "PAINT", "A", "Resposta final: R$ 38,25", "'Final answer: R$ 38.25.'", "the brush left out", work="PAINT_S")
e("n", "pt", "BUS", "B", "Não são 152 passageiros, mas sim 135.¶#### 135", "'It is not 152 passengers but 135. #### 135'", "'not X but Y' with the gold as Y, then ####")
e("a", "pt", "WALK", "A", "Aproximadamente 11 horas.", "'Approximately 11 hours.'", "a rounded value alone for 10.5")
e("l", "pt", "TEMP", "B", "A temperatura final é de −7 °C.", "'The final temperature is -7 C.'", "a Unicode minus and a space before °C")
e("q", "pt", "EGGS", "A", "Minha professora disse que a resposta é 3.495, mas eu acho que é 2.520.", "'My teacher said the answer is 3,495, but I think it is 2,520.'", "the gold only in the teacher's reported answer", work="EGGS_S")
e("l", "pt", "FUN", "B", "Portanto, $f(-2) = 13$.", "'Therefore f(-2) = 13.'", "an equation ending in the gold")
e("a", "pt", "DICE", "B", "A probabilidade é $\\frac{5}{36} \\approx 0{,}139$.", "'The probability is 5/36 ~ 0.139.'", "exact value then an approximation with {,}")
e("l", "pt", "ABS", "A", "Solução: $]-1, 7[$", "'Solution: ]-1, 7[.'", "reversed-bracket notation for the OPEN interval")
e("t", "pt", "CPX", "B", "<answer>O resultado é $5 - i$.</answer>", "'The result is 5 - i.'", "a Portuguese sentence in the tag", tag=True)
e("c", "pt", "COMB", "A", "Espera, a ordem importa aqui, então são $10 \\cdot 9 \\cdot 8 = 720$ maneiras.¶¶Resposta: 720", "'Wait, order matters here, so there are 10 * 9 * 8 = 720 ways. Answer: 720.'", "a correction to the ordered count")
e("u", "pt", "ROOT", "A", "As raízes somam $\\frac{7}{2}$.¶¶Resposta: $\\frac{7}{2}$", "'The roots add up to 7/2. Answer: 7/2.'", "the sum of the roots")

# ================================================================ French (fr)
e("l", "fr", "EGGS", "B", "Réponse finale : 3<NNB>495 œufs.", "'Final answer: 3 495 eggs.'", "narrow no-break space thousands, space before the colon")
e("l", "fr", "PAINT", "B", "Il a dépensé 42,75<NB>€ au total.", "'He spent 42.75 EUR in total.'", "decimal comma, no-break space before €")
e("q", "fr", "BUS", "A", "Le professeur affirme que la réponse est 135, mais d'après mon calcul, il y a 152 passagers.", "'The teacher claims the answer is 135, but by my calculation there are 152 passengers.'", "the gold only in the teacher's claim", work="BUS_S")
e("u", "fr", "WALK", "B", "Elle a marché 10,5 heures, soit 10 h 30 min.", "'She walked 10.5 hours, i.e. 10 h 30 min.'", "decimal comma then the same time in h/min")
e("c", "fr", "GRP", "A", "On peut former 9 groupes.¶Attends, non : la question demande combien d'élèves il y a dans chaque groupe, donc la réponse est 3.", "'9 groups can be formed. Wait, no: the question asks how many pupils are in each group, so the answer is 3.'", "a correction (Attends, non) from the gold to 3")
e("n", "fr", "SEED", "A", "Le taux de germination est de 75 % ou 25 %.", "'The germination rate is 75% or 25%.'", "a hedge with ou (or)")
e("a", "fr", "DIST", "B", "La distance vaut $2\\sqrt{13}$ (environ 7,21).", "'The distance is 2 sqrt13 (about 7.21).'", "exact value, approximation in parentheses")
e("l", "fr", "REP", "A", "Donc $x = 0,27$.", "'So x = 0.27.'", "a terminating decimal that is not 3/11")
e("l", "fr", "ABS", "B", "$S = [-1\\,;\\,7]$", "'S = [-1; 7]'", "French closed interval with a semicolon")
e("u", "fr", "HEPT", "B", "La somme des angles intérieurs d'un heptagone est de 900°.", "'The sum of the interior angles of a heptagon is 900 degrees.'", "a degree sign and a full stop")
e("n", "fr", "CPX", "A", "Non pas $5 - i$ mais $1 - i$, car $-2i^2 = -2$.", "'Not 5 - i but 1 - i, since -2i^2 = -2.'", "'non pas X mais Y' with the gold as X")
e("a", "fr", "DICE", "A", "Réponse : la probabilité est d'environ 14<NB>%.", "'Answer: the probability is about 14%.'", "an approximate percent alone")

# ================================================================ German (de)
e("t", "de", "EGGS", "B", "<answer>Der Hof hat insgesamt 3.495 Eier.</answer>", "'The farm has 3,495 eggs in total.'", "a German sentence with dot thousands in the tag", tag=True)
e("u", "de", "RENT", "A", "Die Miete beträgt 1.280 € pro Monat, also 1.280 · 12 = 1.536 € im Jahr.", "'The rent is 1,280 EUR a month, so 1,280 * 12 = 1,536 EUR a year.'", "a value ten times off (1536)", work="RENT_S")
e("l", "de", "PAINT", "B", "Endergebnis: 42,75 €", "'Final result: 42.75 EUR.'", "Endergebnis label, decimal comma")
e("c", "de", "BUS", "A", "Die Antwort ist 135.¶¶Moment, eigentlich habe ich mich verrechnet: 4 · 38 = 162, also 162 − 17 = 145.¶Die Antwort ist 145.", "'The answer is 135. Wait, actually I miscalculated: 4 * 38 = 162, so 162 - 17 = 145. The answer is 145.'", "a correction (Moment, eigentlich) to a slip makes 145 final")
e("u", "de", "TEMP", "B", "Die Temperatur beträgt am Ende minus 7 Grad.", "'The temperature at the end is minus 7 degrees.'", "'minus 7 Grad' in words")
e("h", "de", "SEED", "B", "Es sind also 75 Prozent der Samen gekeimt.¶#### 75", "'So 75 percent of the seeds sprouted. #### 75'", "a German sentence then ####")
e("n", "de", "COMB", "A", "Das Ergebnis ist 120 oder 720, je nachdem, ob die Reihenfolge zählt.", "'The result is 120 or 720, depending on whether the order counts.'", "a hedge with oder (or)")
e("l", "de", "ROOT", "B", "$\\mathbb{L} = \\{\\tfrac{1}{2};\\,3\\}$", "'L (solution set) = {1/2; 3}'", "German Lösungsmenge with a semicolon")
e("l", "de", "BASE", "B", "Also ist $45 = 1200_3$.¶¶**Antwort:** $1200_3$", "'So 45 = 1200_3. Answer: 1200_3.'", "bold Antwort label")
e("l", "de", "DIST", "A", "Der Abstand beträgt $\\sqrt{40}$.", "'The distance is sqrt40.'", "a wrong radical", work="")
e("l", "de", "FUN", "B", "Ergebnis: $f(-2) = 13$.", "'Result: f(-2) = 13.'", "Ergebnis label and an equation")
e("a", "de", "DICE", "B", "Die Wahrscheinlichkeit beträgt $\\frac{5}{36}$, also etwa 13,9 %.", "'The probability is 5/36, i.e. about 13.9%.'", "exact value then an approximate percent: a gloss")

# ================================================================ Italian (it)
e("l", "it", "PAINT", "B", "Risposta: € 42,75", "'Answer: EUR 42.75.'", "euro sign before, decimal comma")
e("u", "it", "BUS", "B", "Quindi ci sono centotrentacinque passeggeri, cioè 135.", "'So there are one hundred thirty-five passengers, i.e. 135.'", "the number word then the numeral")
e("l", "it", "EGGS", "A", "Risultato finale: 2.520 uova", "'Final result: 2,520 eggs.'", "the subtotal", work="EGGS_S")
e("b", "it", "WALK", "A", "Quindi la risposta è", "'So the answer is'", "cut at the token cap right after the lead; 10.5 only in the working", truth="no_answer", form="none")
e("u", "it", "GRP", "B", "La risposta è nove gruppi.", "'The answer is nine groups.'", "the number word nove")
e("q", "it", "SEED", "A", "Il mio amico dice 75%, ma secondo me è il 25%.", "'My friend says 75%, but in my opinion it is 25%.'", "the gold only in the friend's answer", work="")
e("l", "it", "ABS", "B", "Soluzione: $-1 \\le x \\le 7$, cioè $x \\in [-1, 7]$.", "'Solution: -1 <= x <= 7, i.e. x in [-1, 7].'", "double inequality then the interval")
e("l", "it", "CPX", "A", "Risultato: $5 + i$", "'Result: 5 + i.'", "a sign slip")
e("u", "it", "HEPT", "A", "Ogni angolo interno misura circa $128{,}6^\\circ$.", "'Each interior angle measures about 128.6 degrees.'", "each angle, not the sum")
e("l", "it", "REP", "B", "La frazione generatrice è $\\frac{27}{99} = \\frac{3}{11}$.", "'The generating fraction is 27/99 = 3/11.'", "Italian school term 'frazione generatrice'")
e("c", "it", "FUN", "A", "$f(-2) = 13$.¶Aspetta, in realtà ho sbagliato il segno: $-4 \\cdot (-2) = -8$, quindi $f(-2) = 4 - 8 + 1 = -3$.¶Risposta: $-3$", "'f(-2) = 13. Wait, actually I got the sign wrong: -4 * (-2) = -8, so f(-2) = -3. Answer: -3.'", "a correction (Aspetta, in realtà) to a sign slip makes -3 final")
e("u", "it", "COMB", "B", "Ci sono $\\boxed{120}$ modi.", "'There are 120 ways.'", "a box inside the Italian sentence")

# ================================================================ Russian (ru)
e("l", "ru", "RENT", "B", "Ответ: 15,36 тыс. рублей.", "'Answer: 15.36 thousand roubles.'", "a scale word тыс. (thousand) with a decimal comma: 15360")
e("l", "ru", "EGGS", "B", "Ответ: 3<NB>495 яиц.", "'Answer: 3 495 eggs.'", "no-break space thousands and the genitive noun")
e("n", "ru", "BUS", "A", "Ответ не 135, а 152 пассажира.", "'The answer is not 135 but 152 passengers.'", "'не X, а Y' with the gold as X")
e("u", "ru", "TEMP", "A", "Температура понизилась на 12 градусов.¶Ответ: 12", "'The temperature dropped by 12 degrees. Answer: 12.'", "the drop, not the final temperature", work="TEMP_S")
e("a", "ru", "PAINT", "A", "Ответ: примерно 43 доллара.", "'Answer: approximately 43 dollars.'", "a rounded value alone")
e("u", "ru", "GRP", "B", "Ответ: девять групп.", "'Answer: nine groups.'", "the number word девять")
e("a", "ru", "DICE", "B", "Ответ: $\\frac{5}{36} \\approx 0{,}14$.", "'Answer: 5/36 ~ 0.14.'", "exact then approximate")
e("u", "ru", "ROOT", "A", "Ответ: $x = 3$ (так как корень должен быть целым).", "'Answer: x = 3 (since the root must be an integer).'", "one root, with an invented condition")
e("q", "ru", "DIST", "A", "В решебнике указано $2\\sqrt{13}$, но у меня получилось $\\sqrt{40}$.¶Ответ: $\\sqrt{40}$", "'The solutions book gives 2 sqrt13, but I got sqrt40. Answer: sqrt40.'", "the gold only in the solutions book's reported value", work="")
e("c", "ru", "BASE", "A", "Ответ: $1200_3$.¶Подождите, я перепутал порядок цифр. Правильно: $0021_3$.", "'Answer: 1200_3. Wait, I mixed up the order of the digits. Correct: 0021_3.'", "a correction (Подождите) from the gold to the reversed digits")
e("u", "ru", "COMB", "B", "Ответ: 120 способов.", "'Answer: 120 ways.'", "a counted noun")
e("l", "ru", "ABS", "A", "Ответ: $x \\in (-1; 7)$.", "'Answer: x in (-1; 7).'", "the open interval with a semicolon")

# ================================================================ Ukrainian (uk)
e("u", "uk", "BUS", "B", "Відповідь: 135 пасажирів.", "'Answer: 135 passengers.'", "Відповідь label and a counted noun")
e("u", "uk", "RENT", "A", "Відповідь: 1<NB>280 грн на місяць.", "'Answer: 1 280 UAH a month.'", "the per-month rent", work="RENT_S")
e("h", "uk", "WALK", "B", "Отже, вона гуляла 10,5 години.¶#### 10,5", "'So she walked 10.5 hours. #### 10,5'", "#### with a decimal comma")
e("c", "uk", "SEED", "A", "Проросло 75 %.¶Зачекайте, насправді питають про ті, що не проросли: 24 − 18 = 6, тобто 25 %.¶Відповідь: 25 %", "'75% sprouted. Wait, actually they ask about the ones that did not sprout: 24 - 18 = 6, i.e. 25%. Answer: 25%.'", "a correction (Зачекайте, насправді) to the other percent")
e("l", "uk", "EGGS", "B", "Усього 3<NB>495 яєць.", "'3 495 eggs in total.'", "no-break space thousands")
e("q", "uk", "GRP", "A", "Вчителька сказала, що буде дев'ять груп, але я думаю, що 24 : 3 = 8.¶Відповідь: 8", "'The teacher said there will be nine groups, but I think 24 : 3 = 8. Answer: 8.'", "the gold only in the teacher's reported words", work="")
e("l", "uk", "CPX", "B", "Відповідь: 5 − i", "'Answer: 5 - i.'", "plain text with a Unicode minus")
e("l", "uk", "FUN", "A", "Відповідь: $-3$", "'Answer: -3.'", "f(2) instead of f(-2)", work="FUN_2")
e("u", "uk", "HEPT", "B", "Відповідь: 900 градусів.", "'Answer: 900 degrees.'", "the degree word")
e("a", "uk", "DIST", "A", "Відповідь: $\\approx 7{,}2$.", "'Answer: ~7.2.'", "an approximation alone")
e("l", "uk", "REP", "A", "Відповідь: $\\dfrac{27}{90}$.", "'Answer: 27/90.'", "a slip: 27/90 = 0.3, not 3/11")
e("l", "uk", "ROOT", "B", "Відповідь: $x_1 = 0{,}5$; $x_2 = 3$.", "'Answer: x1 = 0.5; x2 = 3.'", "0,5 with a decimal comma for 1/2")

# ================================================================ Polish (pl)
e("l", "pl", "EGGS", "B", "Odpowiedź: 3495 jajek.", "'Answer: 3495 eggs.'", "Polish does not group four-digit numbers")
e("l", "pl", "RENT", "B", "Odpowiedź: 15<NB>360 zł.", "'Answer: 15 360 PLN.'", "no-break space thousands, zł after")
e("n", "pl", "PAINT", "A", "Odpowiedź: 42,75 zł lub 38,25 zł, zależnie od tego, czy liczyć pędzel.", "'Answer: 42.75 zl or 38.25 zl, depending on whether the brush counts.'", "a hedge with lub (or)")
e("c", "pl", "BUS", "A", "Jest 135 pasażerów.¶Czekaj, właściwie pytanie dotyczy liczby miejsc, więc odpowiedź to 152.", "'There are 135 passengers. Wait, actually the question is about the number of seats, so the answer is 152.'", "a correction (Czekaj, właściwie) to the seats")
e("l", "pl", "TEMP", "B", "Temperatura wyniesie −7°C.", "'The temperature will be -7 C.'", "a Unicode minus")
e("t", "pl", "GRP", "A", "<answer>Powstanie osiem grup.</answer>", "'Eight groups will be formed.'", "the tag's sentence states osiem (eight)", tag=True, work="GRP_8")
e("u", "pl", "COMB", "A", "Odpowiedź: 720 sposobów.", "'Answer: 720 ways.'", "the ordered count", work="COMB_ORD")
e("l", "pl", "DICE", "B", "Prawdopodobieństwo wynosi $\\frac{5}{36}$.", "'The probability is 5/36.'", "wynosi (amounts to)")
e("l", "pl", "ABS", "B", "Odpowiedź: $x \\in \\langle -1; 7 \\rangle$", "'Answer: x in <-1; 7>.'", "debatable: Polish school notation, angle brackets mean a CLOSED interval", deb=True)
e("l", "pl", "ROOT", "A", "Odpowiedź: $x = -\\frac{1}{2}$ lub $x = -3$.", "'Answer: x = -1/2 or x = -3.'", "a sign slip in both roots")
e("l", "pl", "BASE", "B", "Odpowiedź: $(1200)_3$.", "'Answer: (1200)_3.'", "parenthesised base-3 numeral")
e("h", "pl", "FUN", "B", "Zatem $f(-2) = 13$.¶#### 13", "'Hence f(-2) = 13. #### 13'", "a Polish sentence then ####")

# ================================================================ Turkish (tr)
e("l", "tr", "SEED", "B", "Cevap: %75", "'Answer: 75%.'", "the percent sign before the number")
e("l", "tr", "PAINT", "B", "Toplam 42,75 TL harcadı.", "'He spent 42.75 TL in total.'", "decimal comma, TL after")
e("q", "tr", "BUS", "A", "Öğretmenim cevabın 135 olduğunu söyledi ama bence 152.", "'My teacher said the answer is 135, but I think 152.'", "the gold only in the teacher's words", work="BUS_S")
e("a", "tr", "EGGS", "A", "Cevap: yaklaşık 3.500 yumurta.", "'Answer: approximately 3,500 eggs.'", "an approximation alone")
e("l", "tr", "WALK", "B", "Cevap: 10,5 saat", "'Answer: 10.5 hours.'", "decimal comma and the unit")
e("u", "tr", "GRP", "B", "Sonuç: dokuz grup.", "'Result: nine groups.'", "the number word dokuz")
e("l", "tr", "DIST", "A", "Sonuç: $2\\sqrt{3}$", "'Result: 2 sqrt3.'", "a wrong radical", work="")
e("l", "tr", "CPX", "B", "Sonuç: $5 - i$ olur.", "'Result: it is 5 - i.'", "a verb after the math")
e("l", "tr", "REP", "A", "Cevap: $\\frac{27}{100}$", "'Answer: 27/100.'", "the terminating 0.27, not 27/99")
e("u", "tr", "HEPT", "B", "İç açılar toplamı 900°'dir.", "'The sum of the interior angles is 900 degrees.'", "a Turkish suffix 'dir after the degree sign")
e("l", "tr", "ABS", "A", "Çözüm kümesi: $(-1, 7)$", "'Solution set: (-1, 7).'", "the open interval")
e("u", "tr", "COMB", "B", "Cevap: 120 farklı şekilde seçilebilir.", "'Answer: it can be chosen in 120 different ways.'", "a verb phrase after the number")

# ================================================================ Arabic (ar)
e("l", "ar", "BUS", "B", "الإجابة النهائية: 135 راكبًا.", "'Final answer: 135 passengers.'", "Arabic final-answer label, ASCII digits")
e("l", "ar", "PAINT", "B", "المجموع: ٤٢٫٧٥ دولارًا", "'Total: 42.75 dollars.'", "Arabic-Indic digits with the Arabic decimal separator")
e("l", "ar", "EGGS", "A", "الإجابة: ٢٥٢٠ بيضة", "'Answer: 2520 eggs.'", "the subtotal in Arabic-Indic digits", work="EGGS_S")
e("u", "ar", "TEMP", "A", "الجواب: 7 درجات", "'Answer: 7 degrees.'", "the sign dropped: 7 is not -7")
e("h", "ar", "RENT", "B", "إذن الإيجار السنوي هو 15,360 دولار.¶#### 15360", "'So the yearly rent is 15,360 dollars. #### 15360'", "an Arabic sentence then ####")
e("q", "ar", "GRP", "A", "قال صديقي إن الجواب تسعة، لكن حسب حسابي الجواب ثمانية.", "'My friend said the answer is nine, but by my calculation the answer is eight.'", "the gold only as the friend's number word", work="GRP_8")
e("a", "ar", "DICE", "A", "الاحتمال تقريبًا 0.14", "'The probability is approximately 0.14.'", "an approximation alone")
e("l", "ar", "ROOT", "B", "الحلان هما $x = \\frac{1}{2}$ أو $x = 3$.", "'The two solutions are x = 1/2 or x = 3.'", "both roots joined by أو (or) after 'the two solutions are'")
e("t", "ar", "FUN", "B", "<answer>قيمة الدالة هي 13</answer>", "'The value of the function is 13.'", "an Arabic sentence in the tag", tag=True)
e("n", "ar", "COMB", "A", "عدد الطرق هو 720 وليس 120.", "'The number of ways is 720, not 120.'", "'Y, not X' with the gold as X", work="COMB_ORD")
e("l", "ar", "DIST", "B", "المسافة = $2\\sqrt{13}$", "'The distance = 2 sqrt13.'", "Arabic word then =")
e("l", "ar", "BASE", "A", "الجواب: $1020_3$", "'Answer: 1020_3.'", "a digit slip: 1020_3 = 33")

# ================================================================ Persian (fa)
e("l", "fa", "BUS", "B", "پاسخ نهایی: ۱۳۵ مسافر", "'Final answer: 135 passengers.'", "Persian digits")
e("a", "fa", "PAINT", "A", "پاسخ: حدود ۴۳ دلار", "'Answer: about 43 dollars.'", "a rounded value alone, Persian digits")
e("l", "fa", "WALK", "B", "بنابراین او ۱۰٫۵ ساعت پیاده‌روی کرده است.", "'So she has walked 10.5 hours.'", "Persian digits with the Persian decimal separator")
e("n", "fa", "SEED", "A", "پاسخ: ۷۵ یا ۲۵ درصد", "'Answer: 75 or 25 percent.'", "a hedge with یا (or)")
e("l", "fa", "EGGS", "B", "جواب: ۳٬۴۹۵ تخم‌مرغ", "'Answer: 3,495 eggs.'", "Persian digits with the Persian thousands separator")
e("c", "fa", "TEMP", "A", "دمای نهایی −۷ درجه است.¶صبر کنید، در واقع دما فقط ۳ ساعت کاهش می‌یابد: ۵ − ۹ = −۴.¶پاسخ: −۴", "'The final temperature is -7 degrees. Wait, actually the temperature only drops for 3 hours: 5 - 9 = -4. Answer: -4.'", "a correction (صبر کنید، در واقع) makes -4 final")
e("l", "fa", "CPX", "A", "پاسخ: $1 - i$", "'Answer: 1 - i.'", "the i^2 slip", work="CPX_SLIP")
e("u", "fa", "HEPT", "B", "مجموع زوایای داخلی ۹۰۰ درجه است.", "'The sum of the interior angles is 900 degrees.'", "Persian digits in a MATH answer")
e("l", "fa", "REP", "B", "پاسخ: $\\frac{3}{11}$", "'Answer: 3/11.'", "پاسخ label")
e("l", "fa", "ABS", "B", "مجموعه جواب: $-1 \\leq x \\leq 7$", "'Solution set: -1 <= x <= 7.'", "a double inequality with \\leq")
e("q", "fa", "DICE", "A", "فرض کنیم احتمال برابر $\\frac{5}{36}$ باشد؛ باید این را بررسی کنم.", "'Suppose the probability equals 5/36; I need to check this.'", "only a supposition, no answer", truth="no_answer", form="none", work="")
e("u", "fa", "COMB", "B", "پاسخ: ۱۲۰ روش", "'Answer: 120 ways.'", "Persian digits and a counted noun")

# ================================================================ Hindi (hi)
e("l", "hi", "RENT", "B", "अंतिम उत्तर: ₹15,360", "'Final answer: Rs 15,360.'", "rupee sign before, comma thousands")
e("l", "hi", "BUS", "A", "उत्तर: 152 यात्री", "'Answer: 152 passengers.'", "the seat count", work="BUS_S")
e("l", "hi", "PAINT", "B", "इसलिए कुल खर्च 42.75 डॉलर है।", "'So the total cost is 42.75 dollars.'", "a danda after the sentence")
e("u", "hi", "GRP", "B", "उत्तर: नौ समूह", "'Answer: nine groups.'", "the number word नौ")
e("c", "hi", "EGGS", "A", "कुल 3495 अंडे।¶रुकिए, असल में मैंने गलती की: 6 × 420 = 2420, तो 2420 + 975 = 3395।¶उत्तर: 3395", "'3495 eggs in total. Wait, actually I made a mistake: 6 x 420 = 2420, so 2420 + 975 = 3395. Answer: 3395.'", "a correction (रुकिए, असल में) to a slip makes 3395 final")
e("u", "hi", "SEED", "B", "उत्तर: 75 प्रतिशत", "'Answer: 75 percent.'", "the word प्रतिशत (percent)")
e("a", "hi", "DIST", "A", "दूरी लगभग 7.2 है।", "'The distance is about 7.2.'", "an approximation alone")
e("l", "hi", "ROOT", "B", "उत्तर: $x = \\frac{1}{2}$ या $x = 3$", "'Answer: x = 1/2 or x = 3.'", "both roots joined by या (or)")
e("q", "hi", "FUN", "A", "मेरे दोस्त ने कहा कि उत्तर 13 है, लेकिन मुझे $-3$ मिला।", "'My friend said the answer is 13, but I got -3.'", "the gold only in the friend's words", work="FUN_2")
e("t", "hi", "HEPT", "A", "<answer>प्रत्येक आंतरिक कोण लगभग 128.57° है।</answer>", "'Each interior angle is about 128.57 degrees.'", "each angle in the tag, not the sum", tag=True)
e("l", "hi", "CPX", "B", "अतः गुणनफल $5 - i$ है।", "'Hence the product is 5 - i.'", "अतः (hence) and है after the math")
e("l", "hi", "BASE", "B", "उत्तर: $1200_3$", "'Answer: 1200_3.'", "उत्तर label")

# ================================================================ Bengali (bn)
e("u", "bn", "BUS", "B", "উত্তর: ১৩৫ জন যাত্রী", "'Answer: 135 passengers.'", "Bengali digits and the counter জন")
e("u", "bn", "WALK", "A", "উত্তর: ৬৩০ মিনিট", "'Answer: 630 minutes.'", "minutes for hours", work="WALK_S")
e("l", "bn", "TEMP", "B", "চূড়ান্ত তাপমাত্রা -7°C।", "'The final temperature is -7 C.'", "a danda right after °C")
e("c", "bn", "RENT", "A", "বার্ষিক ভাড়া ১৫,৩৬০ টাকা।¶দাঁড়াও, আসলে প্রশ্নে মাসিক ভাড়া জিজ্ঞাসা করা হয়েছে। তাই উত্তর ১২৮০ টাকা।", "'The yearly rent is 15,360 taka. Wait, actually the question asks the monthly rent. So the answer is 1280 taka.'", "a correction (দাঁড়াও, আসলে) to the per-month value")
e("u", "bn", "EGGS", "B", "মোট ৩,৪৯৫টি ডিম।", "'3,495 eggs in total.'", "Bengali digits, comma, the classifier টি glued to the number")
e("u", "bn", "GRP", "A", "উত্তর: আটটি দল", "'Answer: eight groups.'", "the number word আট (eight) with টি", work="GRP_8")
e("u", "bn", "COMB", "B", "উত্তর: 120টি উপায়", "'Answer: 120 ways.'", "ASCII digits with the classifier টি glued")
e("n", "bn", "DICE", "A", "উত্তর: $\\frac{5}{36}$ নয়, $\\frac{1}{7}$।", "'Answer: not 5/36, 1/7.'", "'not X, Y' with the gold as X")
e("l", "bn", "ABS", "A", "উত্তর: $x < 7$", "'Answer: x < 7.'", "one side of the inequality only")
e("l", "bn", "REP", "A", "উত্তর: $0.27$", "'Answer: 0.27.'", "the terminating decimal, not 3/11")
e("l", "bn", "FUN", "B", "সুতরাং, $f(-2) = 13$।", "'Therefore f(-2) = 13.'", "a danda right after the math")
e("u", "bn", "DIST", "B", "দূরত্ব = $2\\sqrt{13}$ একক", "'Distance = 2 sqrt13 units.'", "a unit word after the math")

# ================================================================ Indonesian (id)
e("l", "id", "PAINT", "B", "Jadi, total biayanya adalah $42,75.", "'So the total cost is $42.75.'", "a plain dollar sign and a decimal comma")
e("l", "id", "EGGS", "B", "Jawaban akhir: 3.495 butir telur", "'Final answer: 3,495 eggs.'", "dot thousands and the counter butir")
e("c", "id", "BUS", "A", "Jadi ada 135 penumpang.¶Eh, ternyata saya salah hitung: 4 × 38 = 142, jadi 142 − 17 = 125.¶Jawaban: 125", "'So there are 135 passengers. Oh, it turns out I miscounted: 4 x 38 = 142, so 142 - 17 = 125. Answer: 125.'", "a correction (Eh, ternyata) to a slip makes 125 final")
e("u", "id", "SEED", "A", "Persentase biji yang tidak berkecambah adalah 25%.¶Jawaban: 25%", "'The percent of seeds that did not sprout is 25%. Answer: 25%.'", "the other percent")
e("l", "id", "RENT", "B", "Jawabannya adalah 15.360 dolar per tahun.", "'The answer is 15,360 dollars a year.'", "Jawabannya adalah (the answer is), dot thousands")
e("n", "id", "GRP", "A", "Bukan 9, melainkan 8 kelompok.", "'Not 9, but 8 groups.'", "'bukan X, melainkan Y' with the gold as X", work="GRP_8")
e("a", "id", "DIST", "B", "Jarak = $2\\sqrt{13} \\approx 7{,}21$ satuan.", "'Distance = 2 sqrt13 ~ 7.21 units.'", "exact, approximation, unit")
e("l", "id", "CPX", "A", "Jadi hasilnya $3 - i$.", "'So the result is 3 - i.'", "the -2i^2 term dropped")
e("u", "id", "HEPT", "B", "Jumlah sudut dalam segi tujuh adalah 900 derajat.", "'The sum of the interior angles of a heptagon is 900 degrees.'", "the degree word")
e("l", "id", "ROOT", "A", "Jawaban: $x = 3$", "'Answer: x = 3.'", "one root")
e("l", "id", "REP", "B", "Jadi, $0{,}\\overline{27} = \\frac{3}{11}$.", "'So 0.(27) = 3/11.'", "an equation ending in the gold")
e("n", "id", "COMB", "A", "Banyak cara adalah 120 atau 720.", "'The number of ways is 120 or 720.'", "a hedge with atau (or)")

# ================================================================ Vietnamese (vi)
e("h", "vi", "BUS", "B", "Vậy đáp số là: #### 135", "'So the answer is: #### 135'", "#### on the same line after a Vietnamese phrase")
e("l", "vi", "EGGS", "A", "Đáp số: 2.520 quả trứng", "'Answer: 2,520 eggs.'", "the subtotal", work="EGGS_S")
e("l", "vi", "PAINT", "B", "Đáp số: 42,75 đô la", "'Answer: 42.75 dollars.'", "Đáp số label, decimal comma")
e("l", "vi", "WALK", "B", "Đáp số: 10,5 giờ", "'Answer: 10.5 hours.'", "decimal comma and the unit")
e("u", "vi", "TEMP", "A", "Nhiệt độ giảm 12 độ.¶Đáp số: 12 độ", "'The temperature drops 12 degrees. Answer: 12 degrees.'", "the drop", work="TEMP_S")
e("q", "vi", "SEED", "A", "Bạn tôi bảo là 75%, nhưng tôi tính ra 70%.", "'My friend says 75%, but I calculate 70%.'", "the gold only in the friend's words", work="")
e("l", "vi", "FUN", "B", "Vậy $f(-2) = 13$.¶Đáp án: 13", "'So f(-2) = 13. Answer: 13.'", "Đáp án label")
e("a", "vi", "DICE", "A", "Đáp án: khoảng 0,14", "'Answer: about 0.14.'", "an approximation alone")
e("l", "vi", "ABS", "B", "Tập nghiệm: $S = [-1; 7]$", "'Solution set: S = [-1; 7].'", "Vietnamese closed interval with a semicolon")
e("l", "vi", "BASE", "A", "Đáp án: $0021_3$", "'Answer: 0021_3.'", "the digits reversed")
e("u", "vi", "COMB", "B", "Có tất cả 120 cách chọn.", "'There are 120 ways to choose in all.'", "a counted noun")
e("c", "vi", "CPX", "A", "Kết quả: $5 - i$.¶À không, $-2i^2 = -2$, nên kết quả là $1 - i$.", "'Result: 5 - i. Ah no, -2i^2 = -2, so the result is 1 - i.'", "a correction (À không) from the gold to the i^2 slip")

# ================================================================ Thai (th)
e("u", "th", "BUS", "B", "คำตอบ: 135 คน", "'Answer: 135 people.'", "the classifier คน")
e("a", "th", "PAINT", "A", "ดังนั้นคำตอบคือประมาณ 43 ดอลลาร์", "'So the answer is about 43 dollars.'", "a rounded value alone")
e("b", "th", "EGGS", "A", "ดังนั้นคำตอบคือ", "'So the answer is'", "cut at the token cap after the lead; 3495 only in the working", truth="no_answer", form="none")
e("u", "th", "GRP", "B", "ตอบ: เก้ากลุ่ม", "'Answer: nine groups.'", "the number word เก้า glued to กลุ่ม (no space in Thai)")
e("u", "th", "RENT", "A", "ตอบ 1,280 บาทต่อเดือน", "'Answer 1,280 baht per month.'", "the per-month rent", work="RENT_S")
e("t", "th", "WALK", "A", "<answer>เธอเดินทั้งหมด 630 นาที</answer>", "'She walked 630 minutes in all.'", "minutes in the tag; hours asked", tag=True, work="WALK_S")
e("l", "th", "ROOT", "B", "ดังนั้น $x = \\frac{1}{2}$ หรือ $x = 3$", "'So x = 1/2 or x = 3.'", "both roots joined by หรือ (or)")
e("a", "th", "DIST", "A", "ระยะทางประมาณ 7.21 หน่วย", "'The distance is about 7.21 units.'", "an approximation alone")
e("u", "th", "HEPT", "B", "ผลรวมมุมภายในคือ 900 องศา", "'The sum of the interior angles is 900 degrees.'", "the degree word")
e("n", "th", "COMB", "A", "ไม่ใช่ 120 แต่เป็น 720 วิธี", "'Not 120 but 720 ways.'", "'not X but Y' with the gold as X", work="COMB_ORD")
e("l", "th", "REP", "B", "คำตอบคือ $\\frac{3}{11}$", "'The answer is 3/11.'", "คำตอบคือ (the answer is)")
e("l", "th", "FUN", "A", "คำตอบ: $-3$", "'Answer: -3.'", "f(2) instead of f(-2)", work="FUN_2")

# ================================================================ Dutch (nl)
e("l", "nl", "PAINT", "B", "Antwoord: € 42,75", "'Answer: EUR 42.75.'", "euro sign before, decimal comma")
e("l", "nl", "RENT", "B", "Dus betaalt ze in totaal € 15.360 per jaar.", "'So she pays EUR 15,360 a year in total.'", "euro sign before, dot thousands")
e("q", "nl", "BUS", "A", "Mijn leraar zei dat het antwoord 135 is, maar ik kom uit op 152.", "'My teacher said the answer is 135, but I get 152.'", "the gold only in the teacher's words", work="BUS_S")
e("u", "nl", "TEMP", "B", "De eindtemperatuur is min 7 graden, dus −7 °C.", "'The final temperature is minus 7 degrees, so -7 C.'", "min 7 graden then -7 °C")
e("u", "nl", "GRP", "A", "Eindantwoord: acht groepjes", "'Final answer: eight little groups.'", "the number word acht", work="GRP_8")
e("c", "nl", "EGGS", "A", "Er zijn 3495 eieren.¶Wacht, eigenlijk zijn de 975 eieren verkocht, dus moet ik ze aftrekken: 2520 − 975 = 1545.¶Antwoord: 1545", "'There are 3495 eggs. Wait, actually the 975 eggs were sold, so I have to subtract them: 2520 - 975 = 1545. Answer: 1545.'", "a correction (Wacht, eigenlijk) makes 1545 final")
e("a", "nl", "DICE", "B", "De kans is $\\frac{5}{36}$, ongeveer 0,139.", "'The probability is 5/36, about 0.139.'", "exact value then an approximation")
e("l", "nl", "ABS", "A", "Antwoord: $x \\in \\langle -1, 7 \\rangle$", "'Answer: x in <-1, 7>.'", "debatable: Dutch school notation, angle brackets mean an OPEN interval", deb=True)
e("u", "nl", "COMB", "B", "Er zijn 120 manieren.", "'There are 120 ways.'", "a counted noun")
e("n", "nl", "CPX", "A", "Antwoord: $5 - i$ of $5 + i$", "'Answer: 5 - i or 5 + i.'", "a hedge with of (or)")
e("n", "nl", "ROOT", "A", "Antwoord: $x = \\frac{1}{2}$ of $x = -3$", "'Answer: x = 1/2 or x = -3.'", "one root's sign wrong (of = or joins the roots)")
e("u", "nl", "HEPT", "A", "Antwoord: $5\\pi$", "'Answer: 5 pi.'", "radians for a degree gold")

# ================================================================ Swedish (sv)
e("t", "sv", "EGGS", "B", "<answer>Svar: 3<NB>495 ägg</answer>", "'Answer: 3 495 eggs.'", "a Swedish label with no-break space thousands in the tag", tag=True)
e("l", "sv", "PAINT", "B", "Totalt kostar det 42,75 kr.", "'In total it costs 42.75 kr.'", "decimal comma, kr after")
e("l", "sv", "BUS", "A", "Svar: 152 passagerare", "'Answer: 152 passengers.'", "the seat count", work="BUS_S")
e("a", "sv", "SEED", "A", "Svar: ungefär 70 %", "'Answer: approximately 70%.'", "an approximation alone for 75", work="")
e("a", "sv", "WALK", "A", "Hon gick 630 minuter, alltså drygt 10 timmar.¶Svar: 10 timmar", "'She walked 630 minutes, i.e. just over 10 hours. Answer: 10 hours.'", "a truncated hour value", work="WALK_S")
e("l", "sv", "FUN", "B", "Svar: $f(-2) = 13$", "'Answer: f(-2) = 13.'", "Svar label and an equation")
e("l", "sv", "DIST", "A", "Svar: $\\sqrt{40}$", "'Answer: sqrt40.'", "a wrong radical", work="")
e("l", "sv", "REP", "B", "Svar: $3/11$", "'Answer: 3/11.'", "a slash fraction")
e("l", "sv", "BASE", "A", "Svar: $120_3$", "'Answer: 120_3.'", "a dropped digit: 120_3 = 15")
e("l", "sv", "ABS", "A", "Svar: $-1 < x < 7$", "'Answer: -1 < x < 7.'", "strict inequalities for a closed interval")

# ================================================================ Czech (cs)
e("u", "cs", "BUS", "B", "Odpověď: 135 cestujících", "'Answer: 135 passengers.'", "Odpověď label and a counted noun")
e("b", "cs", "RENT", "A", "Odpověď:", "'Answer:'", "cut at the token cap after the bare label; 15360 only in the working", truth="no_answer", form="none")
e("l", "cs", "PAINT", "A", "Odpověď: 38,25 Kč", "'Answer: 38.25 CZK.'", "the brush left out", work="PAINT_S")
e("c", "cs", "TEMP", "A", "Teplota bude −7 °C.¶Počkat, ve skutečnosti teplota klesá jen 3 hodiny: 5 − 9 = −4.¶Odpověď: −4 °C", "'The temperature will be -7 C. Wait, in fact the temperature drops for only 3 hours: 5 - 9 = -4. Answer: -4 C.'", "a correction (Počkat, ve skutečnosti) makes -4 final")
e("u", "cs", "GRP", "A", "Odpověď: osm skupin", "'Answer: eight groups.'", "the number word osm", work="GRP_8")
e("u", "cs", "COMB", "B", "Odpověď: 120 způsobů", "'Answer: 120 ways.'", "a counted noun")
e("l", "cs", "ROOT", "B", "$x_1 = \\frac{1}{2}$, $x_2 = 3$", "'x1 = 1/2, x2 = 3'", "x_1, x_2 as the last line")
e("l", "cs", "DICE", "A", "Odpověď: $\\frac{5}{6}$", "'Answer: 5/6.'", "a wrong fraction")
e("u", "cs", "HEPT", "B", "Součet vnitřních úhlů je 900°.", "'The sum of the interior angles is 900 degrees.'", "a degree sign")
e("l", "cs", "CPX", "A", "Odpověď: $5 + i$", "'Answer: 5 + i.'", "a sign slip")

# ================================================================ Greek (el)
e("l", "el", "BUS", "B", "Τελική απάντηση: 135 επιβάτες", "'Final answer: 135 passengers.'", "Greek final-answer label")
e("l", "el", "EGGS", "A", "Απάντηση: 2.520 αυγά", "'Answer: 2,520 eggs.'", "the subtotal", work="EGGS_S")
e("l", "el", "PAINT", "B", "Άρα ξόδεψε συνολικά 42,75 €.", "'So he spent 42.75 EUR in total.'", "decimal comma, euro after")
e("q", "el", "SEED", "A", "Ο δάσκαλος είπε 75%, αλλά εγώ βρίσκω 25%.", "'The teacher said 75%, but I find 25%.'", "the gold only in the teacher's words", work="")
e("b", "el", "RENT", "A", "Επομένως, η απάντηση είναι", "'Therefore, the answer is'", "cut at the token cap after the lead; 15360 only in the working", truth="no_answer", form="none")
e("l", "el", "DIST", "A", "Απάντηση: $\\sqrt{13}$", "'Answer: sqrt13.'", "the factor 2 lost")
e("l", "el", "REP", "B", "Άρα $x = \\frac{3}{11}$.", "'So x = 3/11.'", "x = the gold")
e("l", "el", "ABS", "A", "Απάντηση: $(-1, 7)$", "'Answer: (-1, 7).'", "the open interval")
e("l", "el", "FUN", "B", "Απάντηση: $f(-2)=13$", "'Answer: f(-2) = 13.'", "an equation without spaces")
e("l", "el", "BASE", "A", "Απάντηση: $2100_3$", "'Answer: 2100_3.'", "a digit slip: 2100_3 = 63")

# ================================================================ Hebrew (he)
e("l", "he", "BUS", "B", "תשובה סופית: 135 נוסעים", "'Final answer: 135 passengers.'", "Hebrew final-answer label")
e("l", "he", "PAINT", "B", "סך הכול 42.75 ₪", "'In total 42.75 NIS.'", "the shekel sign after")
e("c", "he", "EGGS", "A", "יש 3,495 ביצים.¶אופס, טעיתי: 6 × 420 = 2,420, ולכן 2,420 + 975 = 3,395.¶תשובה: 3,395", "'There are 3,495 eggs. Oops, I made a mistake: 6 x 420 = 2,420, so 2,420 + 975 = 3,395. Answer: 3,395.'", "a correction (אופס, טעיתי) to a slip makes 3395 final")
e("u", "he", "GRP", "A", "תשובה: שמונה קבוצות", "'Answer: eight groups.'", "the number word שמונה", work="GRP_8")
e("l", "he", "WALK", "B", "תשובה: 10.5 שעות", "'Answer: 10.5 hours.'", "the unit word after the number")
e("u", "he", "COMB", "A", "תשובה: 720", "'Answer: 720.'", "the ordered count", work="COMB_ORD")
e("l", "he", "CPX", "B", "התשובה היא $5 - i$.", "'The answer is 5 - i.'", "התשובה היא (the answer is)")
e("n", "he", "DICE", "A", "ההסתברות היא $\\frac{5}{36}$ או $\\frac{1}{6}$.", "'The probability is 5/36 or 1/6.'", "a hedge with או (or)")
e("l", "he", "ROOT", "A", "התשובה: $x = 3$ בלבד", "'The answer: x = 3 only.'", "one root only")
e("u", "he", "HEPT", "B", "סכום הזוויות הפנימיות הוא 900 מעלות.", "'The sum of the interior angles is 900 degrees.'", "the degree word מעלות")
# fmt: on

DECISIONS = {
    "u_ok_ko_temp": (
        "accept",
        "영하 7도 ('7 degrees below zero') is the ordinary Korean way to write -7 degrees; the value stated is -7",
    ),
    "l_m_ok_pl_abs": (
        "accept",
        "in Polish school notation angle brackets <-1; 7> denote the closed interval [-1, 7]",
    ),
    "l_m_nl_abs": (
        "reject",
        "in Dutch school notation angle brackets <-1, 7> denote the open interval (-1, 7), not the gold [-1, 7]",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam148", CASES, [], DECISIONS)
