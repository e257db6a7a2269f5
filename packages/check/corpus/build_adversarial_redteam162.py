r"""Build adversarial_redteam162.jsonl: round 162 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam162"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (the label and "Forms" sections), corpus_build.py (helpers) and
build_adversarial_redteam156.py / build_adversarial_redteam158.py / build_adversarial_redteam160.py
(structure, docstring, label conventions, the helpers P / T, DECISIONS; their "Aim" paragraphs read
to AVOID their shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: RIGHT answers (kind B) written the way multilingual models (Qwen2.5, Llama-3.1,
Gemma-2, Aya, DeepSeek) actually close a solution in 24 languages other than English (Chinese,
Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew),
with the same surfaces carrying a wrong value for kind A. Working lines are language-neutral
equations; the final lines are in the language. Shapes stressed: each language's own answer
sentences and labels ("Итак, ответ:", "Таким образом", "Vậy đáp án là", "Đáp số:", "Kết luận:",
"Jadi, jawabannya adalah", "Portanto, a resposta é", "Donc, la réponse est", "따라서 정답은 ...입니다",
"答案是：", "答：", "したがって、答えは...です", "Dolayısıyla cevap ...'tür", "لذا فإن الإجابة هي",
"अतः उत्तर ... है।", "সুতরাং উত্তর হলো", "ดังนั้นคำตอบคือ", "Άρα η απάντηση είναι", "לכן התשובה היא",
"Svaret är alltså", "Het antwoord is dus", "Odpověď:", "Zatem odpowiedź to") in plain, bold and
prose form; \boxed{} INSIDE a sentence of the language with a counter, a suffix or a unit glued
after the box ($\boxed{153}$권입니다, $\boxed{108^\circ}$'dir, $\boxed{15.65}$ ドルです,
$\boxed{\%85}$'tir); counters and classifiers (本, 個, 권, 상자, buah, viên, เล่ม, ลูก, -টি, 153'tür);
currencies and split units (R$ 475,00, 15 руб. 65 коп., 15,65 zł, 15,65 Kč, ₹475, ১৫.৬৫ টাকা,
١٥٫٦٥ ريالًا, ۴۷۵ تومان, 475 грн., 475 kr, ‏15.65 ₪, € 15,65) against swapped or dropped minor
units (15 zł 6 gr, 15 руб. 56 коп.), the subtotal, off-by-ten grouping (German 4.750 €, Indonesian
Rp15.650, Persian slash decimal ۴۷/۵) and rounding (16 Kč, 500 €); grouping marks (space, no-break
and narrow no-break space, dot, Arabic ٬) and native / full-width digits (Persian, Arabic-Indic,
Devanagari, Bengali, Thai, ７５０００); percent on either side and in words (%15, 15 %, ١٥٪,
१५%, 15 процентов, sessanta per cento, ৬০ শতাংশ, שישים אחוז) against the complement; minutes asked
with hours-and-minutes glossed or restated (155分（2時間35分）, 2 h 35 min, tj. 155 minut) against
"2,35 hours", 165, 275 and 135; half and quarter words (4 litri e mezzo, साढ़े चार, fyra och en halv)
against e un quarto / सवा चार (4.25) and another unit (45 deciliter); MATH school notation: intervals
with ";" and reversed brackets (]-inf ; 3[, [2, +inf[, (-inf; 3), <2; +inf), <-3; 5>, <<-, 3>),
set-builder and solution sets (S = {x in R | ...}, L = [-3; 5], K = {3; 4}, HP = {(4, 3)}, S = {3 ; 4}),
roots (x1 = 3; x2 = 4 with Unicode subscripts, "x = 3 অথবা x = 4"), a cases block, an Arabic س for x;
an EMPTY-SET gold answered in words (нет решений, 解なし, 无解, 해 없음, no tiene solución, Olikheten
saknar lösning, Nerovnice nemá řešení, αδύνατη, vô nghiệm, HP = { }, אין פתרון, कोई हल नहीं, لا يوجد حل)
against the zero of the absolute value; degrees with suffixes and words (108 درجه, 108 องศา); pi,
fractions and mixed numbers in words or glossed in brackets (nove pi, εννέα πι, onze douzièmes,
12分の11, jedenaście dwunastych, tres enteros y un cuarto, три цілих одна четверта);
restatements after the exact value ("5\sqrt{2}, т.е. примерно 7,07", "9\pi \approx 28{,}27"); kind A
also carries corrections in the language after a right value, hedges between two values ("或",
"または", "또는", "o", "ou", "oder", "oppure", "або", "lub", "یا", "या", "অথবা", "atau", "hoặc",
"หรือ", "of misschien", "eller möjligen", "nebo", "ή", "או") and one cut or plan per language.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 shelves of 24 books, 15 taken away -> 153 (7*24 = 168; 168 - 15 = 153; 168, 183, 152, 143
wrong); 3 notebooks at 4.35 and a pen at 2.60 -> 15.65 (13.05 + 2.60; 13.05, 15.56, 16.65, 6.95,
15.06, 16, 15650 wrong); a ride from 08:45 to 11:20, MINUTES asked -> 155 (2 h 35 min; 2.35 h, 165,
275 = 1120 - 845, 135 wrong); price 80 cut to 68, percent discount -> 15 (12/80 = 0.15; 85, 12, 17.6
= 12/68 wrong); 4 warehouses of 18,750 boxes -> 75000 (18750, 7500, 57000, 750000 wrong); 144
marbles among 9 children -> 16 (15, 17, 9, 144 wrong); 38 hours at 12.50 -> 475 (457, 47.5, 4750,
450, 500 wrong); 3/4 litre a day for 6 days -> 4.5 (18/4; 18, 4.25, 45 dl wrong).
MATH: 2x - 5 < 1 -> (-\infty, 3) (x < 3; closed at 3, x > 3 wrong); |x - 1| <= 4 -> [-3, 5] (open
ends and [-5, 3] wrong); x^2 - 7x + 12 = 0 -> 3, 4 ((x - 3)(x - 4); -3 and -4, one root, 3 and -4
wrong); |x + 1| < -3 -> \emptyset (no real x; x = -1 wrong); interior angle of a regular pentagon ->
108 (540/5; 72 and 540 wrong); area of a circle of radius 3 -> 9\pi (6\pi and 28.27 alone wrong);
2/3 + 1/4 -> \frac{11}{12} (8/12 + 3/12; 3/7 and 12/11 wrong); 1 1/2 + 1 3/4 -> \frac{13}{4} (6/4 +
7/4 = 3 1/4; 2 2/3 wrong); 27 as a percent of 45 -> 60 (40 and 167 wrong); 2x + y = 11, x - y = 1
-> (4, 3) (3x = 12; (3, 4) wrong); 3^{x+1} = 81 -> 3 (4 wrong); C(7, 3) -> 35 (210 wrong); \sqrt{50}
-> 5\sqrt{2} (7.07 alone and 2\sqrt{5} wrong); domain of \sqrt{x - 2} -> [2, \infty) (open at 2
and [-2, inf) wrong).

Classes (id prefix): `l_` the language's answer sentence or label, `u_` counters, classifiers,
units, currencies and suffixes glued to the value, `d_` grouping and decimal marks and native /
full-width digits, `w_` number, fraction, percent, half / quarter and pi words, `s_` school
notation (intervals, solution sets, roots, empty set), `r_` a restatement or rounded gloss after
the value (or a rounded value alone), `k_` corrections after a first value, `e_` hedges between two
values, `b_` cuts (no_answer). Then `m_` for a MATH probe, `ok_` for kind B, then the language code
and the problem. Kind A: truth wrong / no_answer (140); kind B: truth correct (140); 12 probes per
language (6 / 6) for zh ja ko es pt fr de it ru uk pl tr ar fa hi bn, 11 for id vi th nl (6 A, 5 B)
and sv cs el he (5 A, 6 B). Every note opens with the language and carries an English gloss of the
final lines.

Label conventions (corpus/README.md; rounds 136, 156, 158 and 160): the LAST final answer counts; a
right answer in the language's honest notation (decimal comma, local grouping with dot, space,
no-break or narrow no-break space or the Arabic ٬, currency symbol or code before or after, major
and minor units equal to the decimal, prefix or suffix percent, native or full-width digits, a
counter, classifier or case suffix glued to the value or to its box, a number / fraction / percent /
half word, a school notation for the same interval, set or root pair, a words answer "no solution"
for an empty-set gold) is correct; a gloss or restatement after the exact value (the improper
fraction, hours and minutes after the minutes asked, "т.е. примерно 7,07") does not change it; a
rounded value alone for an exact gold is wrong, and so is another unit than the one asked (dl for
litres, hours for minutes), a dot-grouped number that reads ten or a thousand times the gold in the
language (4.750 €, Rp15.650), and "2,35 hours" for 2 h 35 min; an explicit correction after the
answer makes the new value final; a hedge between two different values is wrong; "not X but Y" takes
Y; a cut before any final value is no_answer. Debatable probes carry `debatable=True` and a DECISIONS
entry (2 of 280): the Arabic س for x, and the Thai "or" between two notations of one set.

Usage: python build_adversarial_redteam162.py  (writes adversarial_redteam162.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import g, m, th, write_probes  # noqa: E402

# ================================================================ problems: key -> (gold, working, path)
PROB = {
    "book": ("153", "7 × 24 = 168\n168 − 15 = 153\n", "g"),
    "buy": ("15.65", "3 × 4.35 = 13.05\n13.05 + 2.60 = 15.65\n", "g"),
    "ride": ("155", "08:45 → 10:45 = 120 min\n10:45 → 11:20 = 35 min\n120 + 35 = 155\n", "g"),
    "off": ("15", "80 − 68 = 12\n12 / 80 = 0.15\n0.15 × 100 = 15\n", "g"),
    "depot": ("75000", "4 × 18750 = 75000\n", "g"),
    "marb": ("16", "144 / 9 = 16\n", "g"),
    "wage": ("475", "38 × 12.50 = 475\n", "g"),
    "juice": ("4.5", "6 × 3/4 = 18/4 = 4.5\n", "g"),
    "ivl": ("(-\\infty, 3)", "$2x - 5 < 1 \\Rightarrow 2x < 6 \\Rightarrow x < 3$\n", "m"),
    "abs": (
        "[-3, 5]",
        "$|x - 1| \\le 4 \\Rightarrow -4 \\le x - 1 \\le 4 \\Rightarrow -3 \\le x \\le 5$\n",
        "m",
    ),
    "roots": ("3, 4", "$x^2 - 7x + 12 = (x - 3)(x - 4) = 0$\n", "m"),
    "empty": ("\\emptyset", "$|x + 1| \\ge 0 > -3$, so $|x + 1| < -3$ never holds.\n", "m"),
    "pent": (
        "108",
        "$\\frac{(5 - 2) \\cdot 180^\\circ}{5} = \\frac{540^\\circ}{5} = 108^\\circ$\n",
        "m",
    ),
    "circ": ("9\\pi", "$S = \\pi r^2 = \\pi \\cdot 3^2 = 9\\pi$\n", "m"),
    "fr": (
        "\\frac{11}{12}",
        "$\\frac{2}{3} + \\frac{1}{4} = \\frac{8}{12} + \\frac{3}{12} = \\frac{11}{12}$\n",
        "m",
    ),
    "mix": (
        "\\frac{13}{4}",
        "$1\\frac{1}{2} + 1\\frac{3}{4} = \\frac{6}{4} + \\frac{7}{4} = \\frac{13}{4}$\n",
        "m",
    ),
    "perc": ("60", "$\\frac{27}{45} = 0.6 = 60\\%$\n", "m"),
    "sys": ("(4, 3)", "$2x + y = 11,\\ x - y = 1 \\Rightarrow 3x = 12,\\ x = 4,\\ y = 3$\n", "m"),
    "exp": ("3", "$3^{x + 1} = 81 = 3^4 \\Rightarrow x + 1 = 4 \\Rightarrow x = 3$\n", "m"),
    "comb": (
        "35",
        "$\\binom{7}{3} = \\frac{7 \\cdot 6 \\cdot 5}{3 \\cdot 2 \\cdot 1} = 35$\n",
        "m",
    ),
    "rt": ("5\\sqrt{2}", "$\\sqrt{50} = \\sqrt{25 \\cdot 2} = 5\\sqrt{2}$\n", "m"),
    "dom": ("[2, \\infty)", "$x - 2 \\ge 0 \\Rightarrow x \\ge 2$\n", "m"),
}
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip
CASES: list[tuple] = []
_SEEN: dict[str, int] = {}
C, W, N = "correct", "wrong", "no_answer"
NBSP = "\u00a0"
NNBSP = "\u202f"
RLM = "\u200f"


def P(
    lang,
    cls,
    key,
    truth,
    final,
    gloss,
    form="final_answer_phrase",
    debatable=False,
    work=None,
    raw=False,
):  # noqa: ANN001, ANN201, E501
    """One probe: the problem's working (or `work`) then the final lines `final` (or `final` whole when raw)."""
    gold, w, path = PROB[key]
    kind = "B" if truth == "correct" else "A"
    base = cls + ("_m" if path == "m" else "") + ("_ok" if kind == "B" else "") + f"_{lang}_{key}"
    n = _SEEN.get(base, 0) + 1
    _SEEN[base] = n
    cid = base if n == 1 else f"{base}{n}"
    text = final if raw else (w if work is None else work) + final
    note = f"{LANG[lang]}: {gloss}"
    make = m if path == "m" else g
    CASES.append(make(cid, kind, gold, truth, form, text, note, debatable))


def T(key, inner):  # noqa: ANN001, ANN201
    """An R1-Zero completion: the working in a think block, then `inner` in an answer tag."""
    return th(PROB[key][1]) + "<answer>" + inner + "</answer>"


# fmt: off
# ================================================================ Chinese
P("zh", "l", "book", C, "答：因此，书架上还剩 $\\boxed{153}$ 本书。", "'Answer: so [boxed 153] books remain on the shelves.' a box inside the sentence, then the book counter 本", "boxed")
P("zh", "d", "depot", C, "所以四个仓库共有75000箱。\n答案是：７５０００箱。", "'So the four warehouses hold 75000 boxes. The answer is: 75000 boxes.' in full-width digits")
P("zh", "w", "off", C, "原价80元，现价68元，相当于打了八五折，即降价百分之十五。\n答：降价了15%。", "'Original 80, now 68, i.e. 85% of the price (ba-wu zhe), a cut of fifteen percent. Answer: the price fell by 15%.'")
P("zh", "s", "ivl", C, "答：不等式的解集为 $\\{x \\mid x < 3\\}$。", "'Answer: the solution set of the inequality is {x | x < 3}.'")
P("zh", "s", "empty", C, "因为绝对值非负，所以原不等式无解。\n\n答：解集为 $\\varnothing$（无解）。", "'Since an absolute value is non-negative, the inequality has no solution. Answer: the solution set is the empty set (no solution).'")
P("zh", "w", "mix", C, "答：和为 $3\\frac{1}{4}$（即 $\\frac{13}{4}$）。", "'Answer: the sum is 3 1/4 (that is, 13/4).' a mixed number with the improper fraction glossed")
P("zh", "u", "book", W, "答：共有168本书。", "'Answer: there are 168 books in all.' - the subtotal before 15 were removed")
P("zh", "k", "ride", W, "答：一共用了155分钟。\n\n等等，11:20 − 8:45 应该是2小时45分，也就是165分钟。\n答：165分钟", "'Answer: 155 minutes in all. Wait, 11:20 - 8:45 should be 2 h 45 min, that is 165 minutes. Answer: 165 minutes' - corrected to a wrong value")
P("zh", "e", "fr", W, "答案是 $\\frac{11}{12}$ 或 $\\frac{3}{7}$。", "'The answer is 11/12 or 3/7.' - a hedge between two values")
P("zh", "s", "roots", W, "答：方程的解为 $x_1 = -3$，$x_2 = -4$。", "'Answer: the solutions of the equation are x1 = -3, x2 = -4.' - signs flipped")
P("zh", "r", "circ", W, "答：圆的面积约为28.27。", "'Answer: the area of the circle is about 28.27.' - a rounded decimal alone for 9 pi", work="$S = \\pi r^2 = \\pi \\cdot 3^2$\n")
P("zh", "b", "comb", N, "从7个人中选3个人，组合数为 $\\binom{7}{3} = \\frac{7 \\times 6 \\times 5}{", "'Choosing 3 of 7 people, the number of combinations is C(7,3) = (7*6*5)/' - cut mid-formula", "truncated", work="")

# ================================================================ Japanese
P("ja", "u", "marb", C, "したがって、1人あたり16個です。\n\n答え：16個", "'So 16 each. Answer: 16 pieces' with the counter 個")
P("ja", "l", "buy", C, "したがって、答えは $\\boxed{15.65}$ ドルです。", "'Therefore, the answer is [boxed 15.65] dollars.' a box inside the sentence", "boxed")
P("ja", "u", "ride", C, "答え：155分（2時間35分）", "'Answer: 155 minutes (2 hours 35 minutes)' - the minutes asked, hours and minutes glossed")
P("ja", "s", "abs", C, "よって、$-3 \\leqq x \\leqq 5$ です。\n\n**答え**：$-3 \\leqq x \\leqq 5$", "'Hence -3 <= x <= 5. **Answer**: -3 <= x <= 5' with the Japanese school sign leqq")
P("ja", "s", "empty", C, "絶対値は0以上なので、この不等式を満たす $x$ は存在しません。\n\n答え：解なし", "'Since an absolute value is at least 0, no x satisfies the inequality. Answer: no solution'")
P("ja", "w", "fr", C, "したがって、答えは $\\frac{11}{12}$（12分の11）です。", "'Therefore, the answer is 11/12 (11 over 12 in Japanese order).'", "answer_is")
P("ja", "l", "buy", W, "したがって、答えは $\\boxed{13.05}$ ドルです。", "'Therefore, the answer is [boxed 13.05] dollars.' - the notebooks only, the pen left out", "boxed")
P("ja", "u", "ride", W, "答え：2.35時間", "'Answer: 2.35 hours' - 2 h 35 min written as a decimal, and minutes were asked")
P("ja", "k", "pent", W, "答え：108°\n\nいや、360° ÷ 5 = 72° なので、答えは72°です。\n答え：72°", "'Answer: 108 degrees. No, 360/5 = 72 degrees, so the answer is 72 degrees. Answer: 72 degrees' - corrected to the exterior angle")
P("ja", "e", "marb", W, "答えは16個、または15個です。", "'The answer is 16 pieces, or 15 pieces.' - a hedge")
P("ja", "r", "rt", W, "$\\sqrt{50} \\fallingdotseq 7.07$\n答え：約7.07", "'Answer: about 7.07' - a rounded decimal alone for 5 sqrt 2", work="")
P("ja", "b", "depot", N, "まず、1つの倉庫には18750箱あるので、4つの倉庫では", "'First, one warehouse has 18750 boxes, so four warehouses have' - cut", "truncated", work="")

# ================================================================ Korean
P("ko", "u", "book", C, "따라서 정답은 $\\boxed{153}$권입니다.", "'Therefore the answer is [boxed 153] volumes.' with the book counter 권 glued to the box", "boxed")
P("ko", "u", "depot", C, "**정답: 75,000상자**", "'**Answer: 75,000 boxes**' with the counter 상자 glued on")
P("ko", "l", "off", C, "따라서 할인율은 15%입니다.\n\n정답은 15%입니다.", "'So the discount rate is 15%. The answer is 15%.' with the copula glued on", "answer_is")
P("ko", "s", "sys", C, "따라서 정답은 $x=4$, $y=3$ 입니다.", "'Therefore the answer is x=4, y=3.'", "answer_is")
P("ko", "l", "exp", C, "양변의 밑을 3으로 맞추면 지수가 같아야 하므로, 따라서 $x$의 값은 3입니다.", "'Matching the bases to 3 the exponents must agree, so the value of x is 3.'", "prose_sentence")
P("ko", "s", "empty", C, "절댓값은 항상 0 이상이므로 이 부등식은 해가 없습니다.\n\n정답: 해 없음", "'An absolute value is always at least 0, so the inequality has no solution. Answer: no solution'")
P("ko", "u", "off", W, "정답: 12%", "'Answer: 12%' - the discount in money read as a percent")
P("ko", "k", "book", W, "정답: 153권\n\n아, 잠깐만요. 15권을 빼는 게 아니라 더해야 합니다. 168 + 15 = 183\n정답: 183권", "'Answer: 153 volumes. Oh, wait. The 15 should be added, not subtracted. 168 + 15 = 183. Answer: 183 volumes' - corrected to a wrong value")
P("ko", "s", "dom", W, "정답: $x > 2$", "'Answer: x > 2' - the endpoint 2 left out")
P("ko", "e", "comb", W, "정답은 35 또는 210입니다.", "'The answer is 35 or 210.' - a hedge", "answer_is")
P("ko", "u", "wage", W, "따라서 정답은 457달러입니다.", "'Therefore the answer is 457 dollars.' - digits swapped", "answer_is")
P("ko", "b", "roots", N, "근의 공식을 사용하면 $x = \\frac{7 \\pm \\sqrt{49 - 48}}{2}$ 이므로", "'Using the quadratic formula x = (7 +- sqrt(49 - 48))/2, so' - cut", "truncated", work="")

# ================================================================ Spanish
P("es", "l", "book", C, "Por lo tanto, la respuesta es 153 libros.", "'Therefore, the answer is 153 books.'", "answer_is")
P("es", "d", "depot", C, "**Respuesta:** 75 000 cajas", "'**Answer:** 75 000 boxes' with a space as the thousands mark")
P("es", "l", "juice", C, "**Respuesta final:** Ana bebe $\\boxed{4{,}5}$ litros en total.", "'**Final answer:** Ana drinks [boxed 4,5] litres in all.' a boxed decimal comma inside the sentence", "boxed")
P("es", "w", "mix", C, "Por lo tanto, la suma es $3\\frac{1}{4}$ (tres enteros y un cuarto).", "'Therefore, the sum is 3 1/4 (three wholes and a quarter).'", "prose_sentence")
P("es", "s", "ivl", C, "**Respuesta:** $S = \\{x \\in \\mathbb{R} : x < 3\\}$", "'**Answer:** S = {x in R : x < 3}'")
P("es", "s", "empty", C, "Como el valor absoluto nunca es negativo, la inecuación no tiene solución.\n\n**Respuesta:** $S = \\emptyset$", "'Since an absolute value is never negative, the inequality has no solution. **Answer:** S = empty set'")
P("es", "l", "juice", W, "**Respuesta final:** 18 litros", "'**Final answer:** 18 litres' - the numerator 18/4 taken as the total")
P("es", "k", "depot", W, "**Respuesta:** 75 000 cajas\n\nEspera, me equivoqué: son 4 × 18 750 = 57 000.\n\n**Respuesta:** 57 000 cajas", "'**Answer:** 75 000 boxes. Wait, I was wrong: it is 4 x 18 750 = 57 000. **Answer:** 57 000 boxes' - corrected to a wrong value")
P("es", "s", "roots", W, "La única solución es $x = 3$.", "'The only solution is x = 3.' - one root only", "prose_sentence")
P("es", "e", "perc", W, "La respuesta es 60 % o 40 %.", "'The answer is 60 % or 40 %.' - a hedge with the complement", "answer_is")
P("es", "u", "book", W, "Por lo tanto, la respuesta es 168 libros.", "'Therefore, the answer is 168 books.' - the subtotal", "answer_is")
P("es", "b", "circ", N, "El área de un círculo es $\\pi r^2$. Sustituyendo $r = 3$,", "'The area of a circle is pi r^2. Substituting r = 3,' - cut", "truncated", work="")

# ================================================================ Portuguese
P("pt", "l", "wage", C, "Portanto, a resposta é R$ 475,00.", "'Therefore, the answer is R$ 475,00.' real sign before, decimal comma", "answer_is")
P("pt", "l", "marb", C, "Portanto, cada criança recebe 16 bolinhas de gude.\n\n**Resposta:** 16 bolinhas", "'So each child gets 16 marbles. **Answer:** 16 marbles'")
P("pt", "u", "ride", C, "**Resposta:** a viagem durou 155 minutos, ou seja, 2 h 35 min.", "'**Answer:** the trip lasted 155 minutes, that is, 2 h 35 min.' - the minutes asked, then a restatement")
P("pt", "s", "abs", C, "**Resposta:** $S = \\{x \\in \\mathbb{R} \\mid -3 \\le x \\le 5\\}$", "'**Answer:** S = {x in R | -3 <= x <= 5}' Brazilian solution-set notation")
P("pt", "s", "dom", C, "Portanto, o domínio é $D = [2, +\\infty[$.", "'Therefore, the domain is D = [2, +inf[.' reversed bracket at infinity", "prose_sentence")
P("pt", "w", "circ", C, "Portanto, a área é $9\\pi$, ou seja, nove pi.", "'Therefore, the area is 9 pi, that is, nine pi.' pi in words", "prose_sentence")
P("pt", "l", "wage", W, "Portanto, a resposta é R$ 47,50.", "'Therefore, the answer is R$ 47,50.' - off by ten", "answer_is")
P("pt", "k", "marb", W, "**Resposta:** 16 bolinhas\n\nAliás, errei: 144 ÷ 9 = 15.\n\n**Resposta:** 15 bolinhas", "'**Answer:** 16 marbles. Actually, I got it wrong: 144 / 9 = 15. **Answer:** 15 marbles' - corrected to a wrong value")
P("pt", "s", "dom", W, "Portanto, o domínio é $D = ]2, +\\infty[$.", "'Therefore, the domain is D = ]2, +inf[.' - 2 left out (reversed bracket = open)", "prose_sentence")
P("pt", "e", "buy", W, "Portanto, a resposta é 15,65 ou 16,65 reais.", "'Therefore, the answer is 15,65 or 16,65 reais.' - a hedge", "answer_is")
P("pt", "w", "perc", W, "Portanto, a resposta é quarenta por cento.", "'Therefore, the answer is forty percent.' - the complement", "answer_is")
P("pt", "b", "sys", N, "Somando as duas equações, obtemos $3x = 12$. Agora", "'Adding the two equations we get 3x = 12. Now' - cut", "truncated", work="")

# ================================================================ French
P("fr", "l", "buy", C, "Donc, la réponse est 15,65 €.", "'So the answer is 15,65 euros.' decimal comma, euro after", "answer_is")
P("fr", "d", "depot", C, f"**Réponse :** 75{NNBSP}000 cartons", "'**Answer:** 75 000 boxes' with a narrow no-break space as the thousands mark")
P("fr", "l", "off", C, f"Donc, la réponse est 15{NBSP}%.", "'So the answer is 15 %.' with a no-break space before the percent sign", "answer_is")
P("fr", "s", "ivl", C, "Donc, l'ensemble des solutions est $\\boxed{]-\\infty\\,;\\,3[}$.", "'So the solution set is [boxed ]-inf ; 3[].' French reversed brackets and semicolon in a box", "boxed")
P("fr", "s", "roots", C, "Les solutions sont $x_1 = 3$ et $x_2 = 4$.\n\n**Réponse :** $\\mathcal{S} = \\{3\\,;\\,4\\}$", "'The solutions are x1 = 3 and x2 = 4. **Answer:** S = {3 ; 4}'")
P("fr", "w", "fr", C, "Donc, la réponse est $\\frac{11}{12}$ (onze douzièmes).", "'So the answer is 11/12 (eleven twelfths).'", "answer_is")
P("fr", "d", "buy", W, "Donc, la réponse est 15,56 €.", "'So the answer is 15,56 euros.' - cents swapped", "answer_is")
P("fr", "s", "ivl", W, "**Réponse :** $S = \\,]-\\infty\\,;\\,3]$", "'**Answer:** S = ]-inf ; 3]' - 3 wrongly included")
P("fr", "k", "pent", W, "**Réponse :** $108^\\circ$\n\nEuh, non : c'est la somme des angles qu'il faut, soit $540^\\circ$.\n\n**Réponse :** $540^\\circ$", "'**Answer:** 108 degrees. Er, no: it is the sum of the angles that is needed, i.e. 540 degrees. **Answer:** 540 degrees' - corrected to the angle sum")
P("fr", "e", "off", W, "Donc, la réponse est 15 % ou 85 %.", "'So the answer is 15 % or 85 %.' - a hedge with the complement", "answer_is")
P("fr", "u", "depot", W, "**Réponse :** 18 750 cartons", "'**Answer:** 18 750 boxes' - one warehouse, the given")
P("fr", "b", "exp", N, "On écrit $81$ comme une puissance de $3$ :", "'We write 81 as a power of 3:' - cut", "truncated", work="")

# ================================================================ German
P("de", "l", "book", C, "Also bleiben 153 Bücher übrig.\n\n**Antwort:** Es bleiben 153 Bücher im Regal.", "'So 153 books are left. **Answer:** 153 books remain on the shelf.'")
P("de", "d", "wage", C, "**Antwort:** Er verdient 475,00 €.", "'**Answer:** He earns 475,00 euros.' decimal comma with zero cents")
P("de", "u", "ride", C, "Die Fahrt dauert von 8:45 Uhr bis 11:20 Uhr, also 2 Std. 35 Min.\n\n**Antwort:** 155 Minuten", "'The ride lasts from 8:45 to 11:20, so 2 h 35 min. **Answer:** 155 minutes'")
P("de", "s", "abs", C, "**Antwort:** $\\mathbb{L} = [-3; 5]$", "'**Answer:** L = [-3; 5]' German solution-set notation with a semicolon")
P("de", "w", "comb", C, "Es gibt also fünfunddreißig Möglichkeiten.\n\n**Antwort:** fünfunddreißig Möglichkeiten", "'So there are thirty-five ways. **Answer:** thirty-five ways' a German number word (units first)")
P("de", "r", "circ", C, "**Antwort:** $A = 9\\pi \\approx 28{,}27$", "'**Answer:** A = 9 pi ~ 28,27' - the exact value with a rounded gloss")
P("de", "d", "wage", W, "**Antwort:** Er verdient 4.750 €.", "'**Answer:** He earns 4.750 euros.' German dot thousands = 4750, off by ten")
P("de", "s", "abs", W, "Also ist die Lösungsmenge $\\boxed{\\mathbb{L} = ]-3; 5[}$.", "'So the solution set is [boxed L = ]-3; 5[].' - both ends open", "boxed")
P("de", "k", "book", W, "**Antwort:** 153 Bücher\n\nMoment, ich habe mich verrechnet: 7 · 24 = 158, also 158 − 15 = 143.\n\n**Antwort:** 143 Bücher", "'**Answer:** 153 books. Hold on, I miscalculated: 7*24 = 158, so 158 - 15 = 143. **Answer:** 143 books' - corrected to a wrong value")
P("de", "e", "sys", W, "Die Lösung ist $(4|3)$ oder $(3|4)$.", "'The solution is (4|3) or (3|4).' German point notation, a hedge", "prose_sentence")
P("de", "u", "ride", W, "**Antwort:** 2,35 Stunden", "'**Answer:** 2,35 hours' - hours-and-minutes as a decimal, minutes asked")
P("de", "b", "mix", N, "Zuerst wandeln wir die gemischten Zahlen in unechte Brüche um:", "'First we turn the mixed numbers into improper fractions:' - cut", "truncated", work="")

# ================================================================ Italian
P("it", "l", "marb", C, "Quindi, la risposta è 16 biglie.", "'So the answer is 16 marbles.'", "answer_is")
P("it", "w", "juice", C, "**Risposta:** 4 litri e mezzo", "'**Answer:** 4 litres and a half' = 4.5")
P("it", "s", "sys", C, "**Risposta:** $x = 4$, $y = 3$", "'**Answer:** x = 4, y = 3'")
P("it", "s", "empty", C, "Quindi la disequazione è impossibile.\n\n**Risposta:** nessuna soluzione ($S = \\emptyset$)", "'So the inequality is impossible. **Answer:** no solution (S = empty set)'")
P("it", "w", "perc", C, "Quindi, la risposta è il 60% (sessanta per cento).", "'So the answer is 60% (sixty percent).'", "answer_is")
P("it", "d", "depot", C, "Quindi, la risposta è 75.000 scatole.", "'So the answer is 75.000 boxes.' Italian dot thousands", "answer_is")
P("it", "w", "juice", W, "**Risposta:** 4 litri e un quarto", "'**Answer:** 4 litres and a quarter' = 4.25")
P("it", "d", "depot", W, "Quindi, la risposta è 7.500 scatole.", "'So the answer is 7.500 boxes.' = 7500, off by ten", "answer_is")
P("it", "k", "sys", W, "**Risposta:** $(4, 3)$\n\nAnzi no, ricontrollando viene $x = 3$ e $y = 4$.\n\n**Risposta:** $(3, 4)$", "'**Answer:** (4, 3). No wait, rechecking gives x = 3 and y = 4. **Answer:** (3, 4)' - corrected to the swapped pair")
P("it", "e", "exp", W, "Quindi, $x = 3$ oppure $x = 4$.", "'So x = 3 or else x = 4.' - a hedge (4 is x + 1)", "prose_sentence")
P("it", "s", "dom", W, "**Risposta:** $D = [-2, +\\infty)$", "'**Answer:** D = [-2, +inf)' - sign of the endpoint flipped")
P("it", "b", "wage", N, "Moltiplichiamo le ore lavorate per la paga oraria: $38 \\times 12{,}50 =$", "'We multiply the hours worked by the hourly pay: 38 x 12,50 =' - cut", "truncated", work="")

# ================================================================ Russian
P("ru", "l", "book", C, "Итак, ответ: 153 книги.", "'So, the answer: 153 books.' (genitive singular after 3)")
P("ru", "u", "buy", C, "**Ответ:** 15 руб. 65 коп.", "'**Answer:** 15 rubles 65 kopecks' = 15.65")
P("ru", "s", "ivl", C, "Итак, ответ: $\\boxed{x \\in (-\\infty; 3)}$.", "'So, the answer: [boxed x in (-inf; 3)].' Russian semicolon in the interval", "boxed")
P("ru", "s", "empty", C, "Так как модуль неотрицателен, неравенство решений не имеет.\n\n**Ответ:** нет решений.", "'Since a modulus is non-negative, the inequality has no solutions. **Answer:** no solutions.'")
P("ru", "r", "rt", C, "Таким образом, $\\sqrt{50} = 5\\sqrt{2}$.\n\n**Ответ:** $5\\sqrt{2}$, т.е. примерно 7,07.", "'Thus sqrt 50 = 5 sqrt 2. **Answer:** 5 sqrt 2, i.e. about 7,07.' - the exact value then a rounded restatement")
P("ru", "w", "off", C, "Таким образом, скидка составляет 15 процентов.\n\n**Ответ:** 15 процентов.", "'Thus the discount is 15 percent. **Answer:** 15 percent.'")
P("ru", "u", "buy", W, "**Ответ:** 15 руб. 56 коп.", "'**Answer:** 15 rubles 56 kopecks' - kopecks swapped")
P("ru", "s", "abs", W, "**Ответ:** $x \\in [-5; 3]$.", "'**Answer:** x in [-5; 3].' - the interval reflected")
P("ru", "k", "comb", W, "**Ответ:** 35.\n\nХотя нет, порядок важен, значит $7 \\cdot 6 \\cdot 5 = 210$.\n\n**Ответ:** 210.", "'**Answer:** 35. Although no, order matters, so 7*6*5 = 210. **Answer:** 210.' - corrected to permutations")
P("ru", "u", "marb", W, "Итак, ответ: 9 шариков.", "'So, the answer: 9 marbles.' - the number of children, a given")
P("ru", "r", "book", W, "Итак, ответ: $\\boxed{168}$, т.е. 168 книг на полках.", "'So, the answer: [boxed 168], i.e. 168 books on the shelves.' - the subtotal restated", "boxed")
P("ru", "b", "pent", N, "Сумма углов пятиугольника равна $180^\\circ \\cdot (5 - 2) =$", "'The angle sum of a pentagon equals 180 degrees * (5 - 2) =' - cut", "truncated", work="")

# ================================================================ Ukrainian
P("uk", "l", "marb", C, "Отже, відповідь: 16 кульок.", "'Hence, the answer: 16 marbles.'")
P("uk", "u", "wage", C, "**Відповідь:** 475 грн.", "'**Answer:** 475 hryvnias.'")
P("uk", "s", "abs", C, "**Відповідь:** $x \\in [-3; 5]$.", "'**Answer:** x in [-3; 5].'")
P("uk", "s", "roots", C, "**Відповідь:** x₁ = 3; x₂ = 4.", "'**Answer:** x1 = 3; x2 = 4.' with Unicode subscripts, no LaTeX")
P("uk", "d", "depot", C, f"**Відповідь:** 75{NBSP}000 ящиків.", "'**Answer:** 75 000 crates.' with a no-break space as the thousands mark")
P("uk", "w", "mix", C, "Отже, сума дорівнює $3\\frac{1}{4}$ (три цілих одна четверта).", "'Hence the sum equals 3 1/4 (three wholes one quarter).'", "prose_sentence")
P("uk", "u", "wage", W, "**Відповідь:** 450 грн.", "'**Answer:** 450 hryvnias.' - 36 hours' pay")
P("uk", "s", "roots", W, "**Відповідь:** x₁ = −3; x₂ = −4.", "'**Answer:** x1 = -3; x2 = -4.' - signs flipped")
P("uk", "k", "depot", W, "**Відповідь:** 75 000 ящиків.\n\nСтоп, помилка: 4 · 18 750 = 750 000.\n\n**Відповідь:** 750 000 ящиків.", "'**Answer:** 75 000 crates. Stop, a mistake: 4 * 18 750 = 750 000. **Answer:** 750 000 crates.' - corrected to a wrong value")
P("uk", "e", "ivl", W, "Отже, $x < 3$ або $x \\le 3$.", "'Hence x < 3 or x <= 3.' - a hedge between two sets", "prose_sentence")
P("uk", "w", "mix", W, "Отже, відповідь: дві цілих дві третіх.", "'Hence, the answer: two wholes two thirds.' = 2 2/3, numerators and denominators added")
P("uk", "b", "off", N, "Знайдемо, на скільки гривень знизилася ціна:", "'Let us find by how many hryvnias the price dropped:' - cut", "truncated", work="")

# ================================================================ Polish
P("pl", "u", "buy", C, "**Odpowiedź:** Zapłaci 15,65 zł.", "'**Answer:** He will pay 15,65 zloty.'")
P("pl", "l", "book", C, "Zatem odpowiedź to 153 książki.", "'Thus the answer is 153 books.'", "answer_is")
P("pl", "s", "dom", C, "**Odpowiedź:** $D = \\langle 2; +\\infty)$", "'**Answer:** D = <2; +inf)' Polish angle bracket for a closed end")
P("pl", "s", "sys", C, "**Odpowiedź:** $\\begin{cases} x = 4 \\\\ y = 3 \\end{cases}$", "'**Answer:** {x = 4, y = 3}' as a cases block")
P("pl", "u", "ride", C, "**Odpowiedź:** Podróż trwała 155 minut (2 godz. 35 min).", "'**Answer:** The trip lasted 155 minutes (2 h 35 min).'")
P("pl", "w", "fr", C, "Zatem wynik to $\\frac{11}{12}$, czyli jedenaście dwunastych.", "'Thus the result is 11/12, that is, eleven twelfths.'", "prose_sentence")
P("pl", "u", "buy", W, "**Odpowiedź:** Zapłaci 15 zł 6 gr.", "'**Answer:** He will pay 15 zloty 6 grosz.' = 15.06")
P("pl", "s", "dom", W, "**Odpowiedź:** $D = (2; +\\infty)$", "'**Answer:** D = (2; +inf)' - open at 2")
P("pl", "k", "fr", W, "Zatem wynik to $\\frac{11}{12}$.\n\nChwila, dodaję liczniki i mianowniki: $\\frac{2 + 1}{3 + 4} = \\frac{3}{7}$.\n\n**Odpowiedź:** $\\frac{3}{7}$", "'Thus the result is 11/12. Wait, I add numerators and denominators: 3/7. **Answer:** 3/7' - corrected to a wrong value")
P("pl", "e", "book", W, "Zatem odpowiedź to 153 lub 152 książki.", "'Thus the answer is 153 or 152 books.' - a hedge", "answer_is")
P("pl", "u", "ride", W, "**Odpowiedź:** 275 minut", "'**Answer:** 275 minutes' - 1120 - 845 read as minutes")
P("pl", "b", "circ", N, "Pole koła obliczamy ze wzoru $P = \\pi r^2$, więc", "'We compute the area of the circle from P = pi r^2, so' - cut", "truncated", work="")

# ================================================================ Turkish
P("tr", "u", "book", C, "Dolayısıyla cevap 153'tür.", "'Therefore the answer is 153.' with the copula suffix 'tür glued on", "answer_is")
P("tr", "u", "off", C, "Dolayısıyla indirim oranı %15'tir.\n\n**Cevap:** %15", "'So the discount rate is %15. **Answer:** %15' prefix percent")
P("tr", "d", "depot", C, "**Cevap:** 75.000 koli", "'**Answer:** 75.000 parcels' Turkish dot thousands")
P("tr", "u", "pent", C, "Dolayısıyla her bir iç açı $\\boxed{108^\\circ}$'dir.", "'Therefore each interior angle is [boxed 108 degrees].' with the suffix 'dir glued after the box", "boxed")
P("tr", "s", "empty", C, "Mutlak değer negatif olamaz.\n\n**Cevap:** Çözüm kümesi boş kümedir, Ç.K. = $\\emptyset$.", "'An absolute value cannot be negative. **Answer:** The solution set is the empty set, S.S. = empty set.'")
P("tr", "u", "ride", C, "**Cevap:** Yolculuk 155 dakika (2 saat 35 dakika) sürmüştür.", "'**Answer:** The trip took 155 minutes (2 hours 35 minutes).'")
P("tr", "u", "off", W, "Dolayısıyla cevap $\\boxed{\\%85}$'tir.", "'Therefore the answer is [boxed %85].' - the share still paid, prefix percent in a box", "boxed")
P("tr", "d", "depot", W, "**Cevap:** 750.000 koli", "'**Answer:** 750.000 parcels' = 750000, ten times too many")
P("tr", "k", "pent", W, "**Cevap:** 108°\n\nYok hayır, iç açıların toplamı soruluyor: 540°.\n\n**Cevap:** 540°", "'**Answer:** 108 degrees. No wait, the sum of the interior angles is asked: 540 degrees. **Answer:** 540 degrees' - corrected to the sum")
P("tr", "u", "wage", W, "Dolayısıyla cevap 475 TL değil, 457 TL'dir.", "'Therefore the answer is not 475 TL but 457 TL.' - the wrong value chosen", "answer_is")
P("tr", "s", "empty", W, "**Cevap:** $x = -1$", "'**Answer:** x = -1' - the zero of the absolute value, no solution exists")
P("tr", "b", "marb", N, "144 bilyeyi 9 çocuğa eşit olarak paylaştırırsak her çocuğa", "'If we share 144 marbles equally among 9 children, each child gets' - cut", "truncated", work="")

# ================================================================ Arabic
P("ar", "l", "book", C, "لذا فإن الإجابة هي ١٥٣ كتابًا.", "'So the answer is 153 books.' in Arabic-Indic digits with the accusative", "answer_is")
P("ar", "u", "buy", C, "**الإجابة:** ١٥٫٦٥ ريالًا", "'**Answer:** 15.65 riyals' with the Arabic decimal mark")
P("ar", "u", "off", C, "لذا فإن نسبة الخصم هي ١٥٪.", "'So the discount rate is 15%.' with the Arabic percent sign", "prose_sentence")
P("ar", "s", "ivl", C, f"**الإجابة:** {RLM}$س < ٣$", "'**Answer:** x < 3' written with the Arabic variable sin and an Arabic-Indic 3", debatable=True)
P("ar", "s", "empty", C, "بما أن القيمة المطلقة لا تكون سالبة، لذا فإن المتباينة ليس لها حل.\n\n**الإجابة:** لا يوجد حل (مجموعة الحل $= \\emptyset$)", "'Since an absolute value is never negative, the inequality has no solution. **Answer:** there is no solution (solution set = empty set)'")
P("ar", "d", "depot", C, "**الإجابة:** ٧٥٬٠٠٠ صندوق", "'**Answer:** 75,000 boxes' with the Arabic thousands mark")
P("ar", "u", "buy", W, "**الإجابة:** ١٣٫٠٥ ريالًا", "'**Answer:** 13.05 riyals' - the pen left out")
P("ar", "d", "depot", W, "**الإجابة:** ٧٬٥٠٠ صندوق", "'**Answer:** 7,500 boxes' - off by ten")
P("ar", "k", "roots", W, "**الإجابة:** $x = 3$ و $x = 4$\n\nلا، انتظر: التحليل هو $(x + 3)(x + 4)$.\n\n**الإجابة:** $x = -3$ و $x = -4$", "'**Answer:** x = 3 and x = 4. No, wait: the factoring is (x + 3)(x + 4). **Answer:** x = -3 and x = -4' - corrected to a wrong pair")
P("ar", "e", "off", W, "لذا فإن الإجابة هي ١٥٪ أو ١٢٪.", "'So the answer is 15% or 12%.' - a hedge", "answer_is")
P("ar", "r", "circ", W, "**الإجابة:** المساحة تساوي تقريبًا ٢٨٫٢٧", "'**Answer:** the area is approximately 28.27' - a rounded decimal alone for 9 pi", work="$S = \\pi r^2$\n")
P("ar", "b", "comb", N, "عدد طرق اختيار ٣ أشخاص من ٧ هو", "'The number of ways to choose 3 people out of 7 is' - cut", "truncated", work="")

# ================================================================ Persian
P("fa", "u", "marb", C, "پس هر کودک ۱۶ تیله می‌گیرد.\n\n**پاسخ:** ۱۶ تیله", "'So each child gets 16 marbles. **Answer:** 16 marbles' in Persian digits")
P("fa", "u", "wage", C, "بنابراین پاسخ ۴۷۵ تومان است.", "'Therefore the answer is 475 toman.'", "answer_is")
P("fa", "s", "abs", C, "**پاسخ:** $-۳ \\le x \\le ۵$", "'**Answer:** -3 <= x <= 5' with Persian digits inside the math")
P("fa", "u", "pent", C, "بنابراین هر زاویهٔ داخلی ۱۰۸ درجه است.", "'Therefore each interior angle is 108 degrees.'", "prose_sentence")
P("fa", "s", "empty", C, "قدر مطلق هیچ‌وقت منفی نیست.\n\n**پاسخ:** نامعادله جواب ندارد.", "'An absolute value is never negative. **Answer:** the inequality has no solution.'")
P("fa", "w", "mix", C, "بنابراین حاصل $\\frac{13}{4}$ یعنی سه و یک چهارم است.", "'Therefore the result is 13/4, i.e. three and one quarter.'", "prose_sentence")
P("fa", "u", "marb", W, "**پاسخ:** ۱۵ تیله", "'**Answer:** 15 marbles' - off by one")
P("fa", "u", "pent", W, "بنابراین هر زاویهٔ داخلی ۷۲ درجه است.", "'Therefore each interior angle is 72 degrees.' - the exterior angle", "prose_sentence")
P("fa", "k", "wage", W, "بنابراین پاسخ ۴۷۵ تومان است.\n\nنه، صبر کن: ۳۸ × ۱۲٫۵ = ۴۵۷\n\n**پاسخ:** ۴۵۷ تومان", "'Therefore the answer is 475 toman. No, wait: 38 x 12.5 = 457. **Answer:** 457 toman' - corrected to a wrong value")
P("fa", "e", "abs", W, "**پاسخ:** $[-3, 5]$ یا $(-3, 5)$", "'**Answer:** [-3, 5] or (-3, 5)' - a hedge")
P("fa", "d", "wage", W, "بنابراین پاسخ ۴۷/۵ تومان است.", "'Therefore the answer is 47/5 toman.' the Persian slash decimal = 47.5, off by ten", "answer_is")
P("fa", "b", "juice", N, "مقدار آب‌میوه در هر روز $\\frac{3}{4}$ لیتر است، پس در ۶ روز", "'The juice per day is 3/4 litre, so in 6 days' - cut", "truncated", work="")

# ================================================================ Hindi
P("hi", "l", "book", C, "अतः उत्तर 153 किताबें है।", "'Hence the answer is 153 books.' with the danda", "answer_is")
P("hi", "u", "wage", C, "**उत्तर:** ₹475", "'**Answer:** Rs 475' rupee sign before")
P("hi", "d", "off", C, "अतः छूट १५% है।\n\n**उत्तर:** १५%", "'Hence the discount is 15%. **Answer:** 15%' in Devanagari digits")
P("hi", "s", "ivl", C, "**उत्तर:** $x \\in (-\\infty, 3)$, अर्थात् $x < 3$।", "'**Answer:** x in (-inf, 3), that is, x < 3.'")
P("hi", "s", "empty", C, "चूँकि निरपेक्ष मान कभी ऋणात्मक नहीं होता, अतः इस असमिका का कोई हल नहीं है।\n\n**उत्तर:** कोई हल नहीं", "'Since an absolute value is never negative, this inequality has no solution. **Answer:** no solution'")
P("hi", "w", "juice", C, "अतः अना कुल साढ़े चार लीटर जूस पीती है।\n\n**उत्तर:** साढ़े चार लीटर", "'Hence Ana drinks four and a half litres of juice in all. **Answer:** saadhe chaar (4.5) litres'")
P("hi", "w", "juice", W, "**उत्तर:** सवा चार लीटर", "'**Answer:** sava chaar litres' = 4.25")
P("hi", "u", "wage", W, "**उत्तर:** ₹4,750", "'**Answer:** Rs 4,750' - off by ten")
P("hi", "k", "book", W, "अतः उत्तर 153 किताबें है।\n\nनहीं, रुको: 7 × 24 = 168, और 168 + 15 = 183।\n\n**उत्तर:** 183 किताबें", "'Hence the answer is 153 books. No, wait: 7*24 = 168 and 168 + 15 = 183. **Answer:** 183 books' - corrected to a wrong value")
P("hi", "e", "circ", W, "**उत्तर:** $9\\pi$ या $6\\pi$", "'**Answer:** 9 pi or 6 pi' - a hedge with the circumference")
P("hi", "s", "ivl", W, "**उत्तर:** $x > 3$", "'**Answer:** x > 3' - the inequality reversed")
P("hi", "b", "perc", N, "27, 45 का कितना प्रतिशत है, यह ज्ञात करने के लिए हम", "'To find what percent of 45 is 27, we' - cut", "truncated", work="")

# ================================================================ Bengali
P("bn", "u", "book", C, "সুতরাং উত্তর হলো ১৫৩টি বই।", "'So the answer is 153 books.' Bengali digits with the classifier -টি glued on", "answer_is")
P("bn", "u", "buy", C, "**উত্তর:** ১৫.৬৫ টাকা", "'**Answer:** 15.65 taka' in Bengali digits")
P("bn", "u", "marb", C, "সুতরাং প্রত্যেক শিশু ১৬টি মার্বেল পাবে।", "'So each child will get 16 marbles.' classifier glued on", "prose_sentence")
P("bn", "s", "roots", C, "**উত্তর:** $x = 3$ অথবা $x = 4$", "'**Answer:** x = 3 or x = 4' - both roots of the equation")
P("bn", "s", "dom", C, "**উত্তর:** ডোমেইন $[2, \\infty)$", "'**Answer:** domain [2, inf)'")
P("bn", "w", "perc", C, "সুতরাং ২৭ হলো ৪৫-এর ৬০ শতাংশ।", "'So 27 is 60 percent of 45.' percent word, Bengali digits", "prose_sentence")
P("bn", "u", "book", W, "সুতরাং উত্তর হলো ১৬৮টি বই।", "'So the answer is 168 books.' - the subtotal", "answer_is")
P("bn", "u", "buy", W, "**উত্তর:** ১৬.৬৫ টাকা", "'**Answer:** 16.65 taka' - off by one taka")
P("bn", "k", "marb", W, "সুতরাং উত্তর হলো ১৬টি।\n\nনা, দাঁড়াও: ১৪৪ ÷ ৯ = ১৭।\n\n**উত্তর:** ১৭টি মার্বেল", "'So the answer is 16. No, wait: 144 / 9 = 17. **Answer:** 17 marbles' - corrected to a wrong value")
P("bn", "e", "dom", W, "**উত্তর:** $[2, \\infty)$ অথবা $(2, \\infty)$", "'**Answer:** [2, inf) or (2, inf)' - a hedge between two intervals")
P("bn", "w", "perc", W, "সুতরাং উত্তর হলো ৪০ শতাংশ।", "'So the answer is 40 percent.' - the complement", "answer_is")
P("bn", "b", "exp", N, "উভয় পক্ষকে ৩-এর ঘাত হিসেবে লিখি:", "'Write both sides as powers of 3:' - cut", "truncated", work="")

# ================================================================ Indonesian
P("id", "u", "book", C, "Jadi, jawabannya adalah 153 buah buku.", "'So, the answer is 153 (buah) books.' with the classifier buah", "answer_is")
P("id", "d", "depot", C, "**Jawaban:** 75.000 kardus", "'**Answer:** 75.000 cartons' Indonesian dot thousands")
P("id", "s", "empty", C, "Karena nilai mutlak tidak pernah negatif, pertidaksamaan tersebut tidak memiliki penyelesaian.\n\n**Jawaban:** HP $= \\{\\,\\}$", "'Since an absolute value is never negative, the inequality has no solution. **Answer:** HP (solution set) = { }'")
P("id", "u", "ride", C, "Jadi, lama perjalanan adalah 155 menit (2 jam 35 menit).", "'So, the trip lasted 155 minutes (2 hours 35 minutes).'", "prose_sentence")
P("id", "s", "sys", C, "Jadi, himpunan penyelesaiannya adalah $\\boxed{\\{(4, 3)\\}}$.", "'So, the solution set is [boxed {(4, 3)}].'", "boxed")
P("id", "d", "buy", W, "Jadi, jawabannya adalah Rp15.650.", "'So, the answer is Rp15.650.' - Indonesian dot thousands = 15650, not 15.65", "answer_is")
P("id", "k", "book", W, "Jadi, jawabannya adalah 153 buah buku.\n\nEh salah, seharusnya 168 − 16 = 152.\n\n**Jawaban:** 152 buku", "'So, the answer is 153 books. Oops wrong, it should be 168 - 16 = 152. **Answer:** 152 books' - corrected to a wrong value")
P("id", "u", "ride", W, "Jadi, lama perjalanan adalah 2,35 jam.", "'So, the trip lasted 2,35 hours.' - hours and minutes as a decimal, minutes asked", "prose_sentence")
P("id", "s", "sys", W, "**Jawaban:** $x = 3$, $y = 4$", "'**Answer:** x = 3, y = 4' - swapped")
P("id", "e", "depot", W, "Jadi, jawabannya 75.000 atau 7.500 kardus.", "'So, the answer is 75.000 or 7.500 cartons.' - a hedge", "answer_is")
P("id", "b", "fr", N, "Samakan penyebutnya terlebih dahulu:", "'First make the denominators equal:' - cut", "truncated", work="")

# ================================================================ Vietnamese
P("vi", "l", "marb", C, "Vậy đáp án là 16 viên bi.", "'So the answer is 16 marbles.' with the classifier viên", "answer_is")
P("vi", "u", "buy", C, "**Đáp số:** 15,65 đô la", "'**Answer (result):** 15,65 dollars' decimal comma")
P("vi", "s", "empty", C, "Vì giá trị tuyệt đối luôn không âm nên bất phương trình đã cho vô nghiệm.\n\n**Kết luận:** Bất phương trình vô nghiệm.", "'Since an absolute value is never negative, the given inequality has no solution. **Conclusion:** The inequality has no solution.'")
P("vi", "w", "rt", C, "Vậy đáp án là $\\boxed{5\\sqrt{2}}$ (năm căn hai).", "'So the answer is [boxed 5 sqrt 2] (five root two).' a gloss in words after the box", "boxed")
P("vi", "s", "roots", C, "Vậy phương trình có hai nghiệm $x_1 = 3$; $x_2 = 4$.", "'So the equation has two roots x1 = 3; x2 = 4.'", "prose_sentence")
P("vi", "u", "buy", W, "**Đáp số:** 6,95 đô la", "'**Answer:** 6,95 dollars' - one notebook and the pen")
P("vi", "k", "rt", W, "**Đáp án:** $5\\sqrt{2}$\n\nÀ không, $\\sqrt{50} = \\sqrt{2 \\cdot 25} = 2\\sqrt{5}$.\n\n**Đáp án:** $2\\sqrt{5}$", "'**Answer:** 5 sqrt 2. Ah no, sqrt 50 = sqrt(2*25) = 2 sqrt 5. **Answer:** 2 sqrt 5' - corrected to a wrong value")
P("vi", "u", "marb", W, "Vậy đáp án là 144 viên bi.", "'So the answer is 144 marbles.' - the given total", "answer_is")
P("vi", "s", "roots", W, "Vậy phương trình có nghiệm duy nhất $x = 4$.", "'So the equation has the unique root x = 4.' - one root only", "prose_sentence")
P("vi", "e", "wage", W, "Vậy đáp án là 475 hoặc 47,5 đô la.", "'So the answer is 475 or 47,5 dollars.' - a hedge", "answer_is")
P("vi", "b", "depot", N, "Số thùng hàng trong 4 kho là", "'The number of crates in 4 warehouses is' - cut", "truncated", work="")

# ================================================================ Thai
P("th", "l", "book", C, "ดังนั้นคำตอบคือ 153 เล่ม", "'So the answer is 153 (volumes).' with the classifier เล่ม", "answer_is")
P("th", "d", "marb", C, "**คำตอบ:** ๑๖ ลูก", "'**Answer:** 16 (balls)' in Thai digits with the classifier ลูก")
P("th", "u", "wage", C, "ดังนั้นคำตอบคือ 475 บาท", "'So the answer is 475 baht.'", "answer_is")
P("th", "u", "pent", C, "ดังนั้นมุมภายในแต่ละมุมมีขนาด 108 องศา", "'So each interior angle measures 108 degrees.'", "prose_sentence")
P("th", "s", "abs", C, "**คำตอบ:** $[-3, 5]$ หรือ $-3 \\le x \\le 5$", "'**Answer:** [-3, 5] or -3 <= x <= 5' - 'or' between two notations of the same set", debatable=True)
P("th", "u", "book", W, "ดังนั้นคำตอบคือ 168 เล่ม", "'So the answer is 168 (volumes).' - the subtotal", "answer_is")
P("th", "d", "marb", W, "**คำตอบ:** ๑๕ ลูก", "'**Answer:** 15 (balls)' in Thai digits - off by one")
P("th", "k", "pent", W, "ดังนั้นคำตอบคือ 108 องศา\n\nเดี๋ยวนะ มุมแต่ละมุมคือ 360 ÷ 5 = 72 องศา\n\n**คำตอบ:** 72 องศา", "'So the answer is 108 degrees. Wait, each angle is 360/5 = 72 degrees. **Answer:** 72 degrees' - corrected to the exterior angle")
P("th", "s", "abs", W, "**คำตอบ:** $(-3, 5)$", "'**Answer:** (-3, 5)' - both ends open")
P("th", "e", "juice", W, "ดังนั้นคำตอบคือ 4.5 หรือ 4.25 ลิตร", "'So the answer is 4.5 or 4.25 litres.' - a hedge", "answer_is")
P("th", "b", "roots", N, "แยกตัวประกอบ $x^2 - 7x + 12$ ได้", "'Factoring x^2 - 7x + 12 gives' - cut", "truncated", work="")

# ================================================================ Dutch
P("nl", "l", "buy", C, "Het antwoord is dus € 15,65.", "'So the answer is EUR 15,65.' euro sign before, decimal comma", "answer_is")
P("nl", "s", "ivl", C, "**Antwoord:** $x \\in \\langle \\leftarrow, 3 \\rangle$", "'**Answer:** x in <<-, 3>' Dutch school notation for (-inf, 3)")
P("nl", "u", "ride", C, "**Antwoord:** 155 minuten (2 uur en 35 minuten)", "'**Answer:** 155 minutes (2 hours and 35 minutes)'")
P("nl", "w", "fr", C, "Het antwoord is dus $\\frac{11}{12}$ (elf twaalfde).", "'So the answer is 11/12 (eleven twelfths).'", "answer_is")
P("nl", "d", "depot", C, "**Antwoord:** 75.000 dozen", "'**Answer:** 75.000 boxes' Dutch dot thousands")
P("nl", "l", "buy", W, "Het antwoord is dus € 13,05.", "'So the answer is EUR 13,05.' - the pen left out", "answer_is")
P("nl", "s", "ivl", W, "**Antwoord:** $x \\in \\langle \\leftarrow, 3]$", "'**Answer:** x in <<-, 3]' - 3 wrongly included")
P("nl", "k", "off", W, "**Antwoord:** 15%\n\nWacht, de korting moet je op de nieuwe prijs nemen: $12 / 68 \\approx 17{,}6\\%$.\n\n**Antwoord:** 17,6%", "'**Answer:** 15%. Wait, the discount must be taken on the new price: 12/68 ~ 17,6%. **Answer:** 17,6%' - corrected to a wrong base")
P("nl", "u", "ride", W, "**Antwoord:** 135 minuten", "'**Answer:** 135 minutes' - twenty minutes short")
P("nl", "e", "fr", W, "Het antwoord is $\\frac{11}{12}$ of misschien $\\frac{12}{11}$.", "'The answer is 11/12 or maybe 12/11.' - a hedge", "answer_is")
P("nl", "b", "comb", N, "We kiezen 3 uit 7, dus we gebruiken de binomiaalcoëfficiënt", "'We choose 3 out of 7, so we use the binomial coefficient' - cut", "truncated", work="")

# ================================================================ Swedish
P("sv", "l", "marb", C, "Svaret är alltså 16 kulor.", "'The answer is thus 16 marbles.'", "answer_is")
P("sv", "d", "wage", C, f"**Svar:** 475{NBSP}kr", "'**Answer:** 475 kronor' with a no-break space")
P("sv", "d", "depot", C, "**Svar:** 75 000 lådor", "'**Answer:** 75 000 boxes' Swedish space thousands")
P("sv", "s", "empty", C, "Ett absolutbelopp kan aldrig vara negativt.\n\n**Svar:** Olikheten saknar lösning.", "'An absolute value can never be negative. **Answer:** The inequality has no solution.'")
P("sv", "w", "juice", C, "Svaret är alltså fyra och en halv liter.", "'The answer is thus four and a half litres.' = 4.5", "answer_is")
P("sv", "s", "dom", C, "**Svar:** $x \\geq 2$", "'**Answer:** x >= 2' - the domain as an inequality")
P("sv", "d", "wage", W, "**Svar:** 47,50 kr", "'**Answer:** 47,50 kronor' - off by ten")
P("sv", "k", "depot", W, "**Svar:** 75 000 lådor\n\nNej vänta, jag räknade fel: det blir 7 500 lådor.\n\n**Svar:** 7 500 lådor", "'**Answer:** 75 000 boxes. No wait, I miscalculated: it is 7 500 boxes. **Answer:** 7 500 boxes' - corrected to a wrong value")
P("sv", "u", "juice", W, "Svaret är alltså 45 deciliter.", "'The answer is thus 45 decilitres.' - another unit than the litres asked", "answer_is")
P("sv", "e", "marb", W, "Svaret är 16 kulor, eller möjligen 17.", "'The answer is 16 marbles, or possibly 17.' - a hedge", "answer_is")
P("sv", "b", "dom", N, "Uttrycket under rottecknet måste vara icke-negativt, alltså", "'The expression under the root sign must be non-negative, so' - cut", "truncated", work="")

# ================================================================ Czech
P("cs", "l", "book", C, "Odpověď: Na policích zbylo 153 knih.", "'Answer: 153 books were left on the shelves.'")
P("cs", "u", "buy", C, "**Odpověď:** 15,65 Kč", "'**Answer:** 15,65 crowns'")
P("cs", "s", "abs", C, "**Odpověď:** $x \\in \\langle -3; 5 \\rangle$", "'**Answer:** x in <-3; 5>' Czech angle brackets for closed ends")
P("cs", "s", "empty", C, "Absolutní hodnota nemůže být záporná.\n\n**Odpověď:** Nerovnice nemá řešení, $K = \\emptyset$.", "'An absolute value cannot be negative. **Answer:** The inequality has no solution, K = empty set.'")
P("cs", "s", "roots", C, "**Odpověď:** $K = \\{3; 4\\}$", "'**Answer:** K = {3; 4}' Czech root set with a semicolon")
P("cs", "r", "ride", C, "Cesta trvala 2 h 35 min, tj. 155 minut.", "'The trip lasted 2 h 35 min, i.e. 155 minutes.' - a restatement in the minutes asked", "prose_sentence")
P("cs", "u", "buy", W, "**Odpověď:** 16 Kč", "'**Answer:** 16 crowns' - rounded for an exact amount")
P("cs", "s", "abs", W, "**Odpověď:** $x \\in (-3; 5)$", "'**Answer:** x in (-3; 5)' - round brackets are open in Czech notation")
P("cs", "k", "roots", W, "**Odpověď:** $K = \\{3; 4\\}$\n\nPočkat, kořeny mají opačná znaménka než v závorkách... tedy $-3$ a $-4$.\n\n**Odpověď:** $K = \\{-3; -4\\}$", "'**Answer:** K = {3; 4}. Wait, the roots have the opposite signs to those in the brackets... so -3 and -4. **Answer:** K = {-3; -4}' - corrected to a wrong pair")
P("cs", "e", "ride", W, "Cesta trvala 155 nebo 165 minut.", "'The trip lasted 155 or 165 minutes.' - a hedge", "prose_sentence")
P("cs", "b", "wage", N, "Výdělek spočítáme jako počet hodin krát hodinová mzda:", "'We compute the earnings as the number of hours times the hourly wage:' - cut", "truncated", work="")

# ================================================================ Greek
P("el", "l", "book", C, "Άρα η απάντηση είναι 153 βιβλία.", "'So the answer is 153 books.'", "answer_is")
P("el", "s", "empty", C, "Η απόλυτη τιμή δεν είναι ποτέ αρνητική.\n\n**Απάντηση:** Η ανίσωση είναι αδύνατη (καμία λύση).", "'An absolute value is never negative. **Answer:** The inequality is impossible (no solution).'")
P("el", "u", "wage", C, "**Απάντηση:** 475 €", "'**Answer:** 475 euros'")
P("el", "w", "circ", C, "Άρα το εμβαδόν είναι $9\\pi$, δηλαδή εννέα πι.", "'So the area is 9 pi, that is, nine pi.' pi in words", "prose_sentence")
P("el", "s", "dom", C, "**Απάντηση:** $A = [2, +\\infty)$", "'**Answer:** A = [2, +inf)' (A = domain in Greek schools)")
P("el", "d", "depot", C, "Άρα η απάντηση είναι 75.000 κιβώτια.", "'So the answer is 75.000 crates.' Greek dot thousands", "answer_is")
P("el", "l", "circ", W, "**Απάντηση:** $6\\pi$", "'**Answer:** 6 pi' - the circumference")
P("el", "u", "wage", W, "**Απάντηση:** 500 €", "'**Answer:** 500 euros' - rounded (40 hours)")
P("el", "k", "book", W, "Άρα η απάντηση είναι 153 βιβλία.\n\nΌχι, στάσου: 168 − 25 = 143.\n\n**Απάντηση:** 143 βιβλία", "'So the answer is 153 books. No, hold on: 168 - 25 = 143. **Answer:** 143 books' - corrected to a wrong value")
P("el", "e", "dom", W, "Άρα το πεδίο ορισμού είναι $[2, +\\infty)$ ή $\\mathbb{R}$.", "'So the domain is [2, +inf) or R.' - a hedge", "prose_sentence")
P("el", "b", "sys", N, "Προσθέτουμε κατά μέλη τις δύο εξισώσεις:", "'We add the two equations side by side:' - cut", "truncated", work="")

# ================================================================ Hebrew
P("he", "l", "marb", C, "לכן התשובה היא 16 גולות.", "'So the answer is 16 marbles.'", "answer_is")
P("he", "u", "buy", C, f"**תשובה:** {RLM}15.65 ₪", "'**Answer:** 15.65 shekels' after a right-to-left mark")
P("he", "u", "ride", C, "לכן הנסיעה נמשכה 155 דקות (שעתיים ו-35 דקות).", "'So the trip lasted 155 minutes (two hours and 35 minutes).'", "prose_sentence")
P("he", "s", "roots", C, "**תשובה:** $x_1 = 3,\\ x_2 = 4$", "'**Answer:** x1 = 3, x2 = 4'")
P("he", "s", "empty", C, "ערך מוחלט אינו שלילי לעולם.\n\n**תשובה:** אין פתרון", "'An absolute value is never negative. **Answer:** no solution'")
P("he", "w", "perc", C, "לכן התשובה היא 60% (שישים אחוז).", "'So the answer is 60% (sixty percent).'", "answer_is")
P("he", "u", "buy", W, "**תשובה:** 13.05 ₪", "'**Answer:** 13.05 shekels' - the pen left out")
P("he", "u", "ride", W, "לכן התשובה היא 2.35 שעות.", "'So the answer is 2.35 hours.' - hours and minutes as a decimal, minutes asked", "answer_is")
P("he", "k", "perc", W, "לכן התשובה היא 60%.\n\nרגע, $45 / 27 \\approx 1.67$, כלומר 167%.\n\n**תשובה:** 167%", "'So the answer is 60%. Wait, 45/27 ~ 1.67, i.e. 167%. **Answer:** 167%' - corrected to the inverse ratio")
P("he", "s", "roots", W, "**תשובה:** $x = 3$ או $x = -4$", "'**Answer:** x = 3 or x = -4' - one root with a wrong sign")
P("he", "b", "pent", N, "סכום הזוויות במחומש הוא", "'The angle sum of a pentagon is' - cut", "truncated", work="")
# fmt: on

DECISIONS = {
    "s_m_ok_ar_ivl": (
        "accept",
        "Arabic school mathematics writes the unknown as the letter sin (س) and Arabic-Indic digits; 'س < ٣' is x < 3, the interval asked, but a reader may not map س to x",
    ),
    "s_m_ok_th_abs": (
        "accept",
        "the Thai 'หรือ' (or) joins two notations of one and the same set ([-3, 5] and -3 <= x <= 5), a restatement rather than a hedge between different answers",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam162", CASES, [], DECISIONS)
