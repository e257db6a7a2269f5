r"""Build adversarial_redteam160.jsonl: round 160 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam160"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / build_adversarial_redteam156.py / build_adversarial_redteam158.py
(structure, docstring, label conventions, DECISIONS; the "Aim" paragraphs of 156 and 158 read to AVOID
their shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew.
Working lines are language-neutral equations; the final lines are in the language. Shapes stressed
here (beyond rounds 156/158): full-width digits and whole answers in CJK numerals (１７９个,
一百七十九个, 百七十九個, 백칠십구 개); the Arabic decimal and group marks (٫ ٬) and Arabic-Indic /
Persian digits inside a sentence; prefix percent (Turkish %30, Arabic ٣٠٪); currency codes and
symbols on either side (53,75 €, 53,75 $, 53.75 ₪, US$53,75, ٥٣٫٧٥) and split major / minor
units (37 reais e 50 centavos, 37 грн 50 коп., 37 kronor och 50 öre, 37 บาท 50 สตางค์) against 53 zł 7 gr,
53 доллара 57 центов, 37 грн 5 коп., 53 Kč, 50 ₪ and the minor unit alone (3750 centavos, 3 750 öre);
compound duration notations (3 ч 45 мин, 3時間45分, 3 saat 45 dakika, 3 h 45 min, पौने चार,
পৌনে চার, tre quarti) against the "hours comma minutes" slip 3,45 h, सवा तीन (3.25) and "and a half";
"below zero" words (零下, κάτω από το μηδέν, minusgrader, מינוס) against the bare 10 (10도, 10 derecedir,
10 stupňů) and the drop 8; whole-number words and
fraction words for new golds (ciento setenta y nueve, hundertneunundsiebzig vs
hundertsiebenundneunzig, siete octavos vs un octavo, 八分之七, 8分の7, 8분의 7); percent words;
translated Minerva lines ("La respuesta final es ... Espero que sea correcta."); "not X but Y" and
"X instead of Y" in the language (the right or the wrong value last); reported speech of a wrong
value (a classmate, the answer key, the teacher, the book) rejected or adopted; corrections ("Ops",
"Hoppla", "Ой", "Aduh", "อุ๊ย", "Euh non", "Anzi no", "Стоп", "Počkat", "Όχι, λάθος", "רגע") after a
first value, right or wrong; approximations after an exact value (correct) or alone;
`<answer>` tags holding a sentence in the language with the givens (18, 12, 37) before the value or a
subtotal as its only value; `####` after a phrase in the language, with a decimal comma or a dot
thousands mark after it; school notation for solution sets (]−∞ ; −2], x ∈ (−∞; −2⟩, L = {−5; 3},
x₁ = −5, x₂ = 3) against an open end or swapped roots; cuts and plans (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 18 boxes of 12 eggs, 37 broken -> 179 (18*12 = 216; 216 - 37 = 179; 216, 180, 197 wrong);
4 tickets at 12.50 + a 3.75 fee -> 53.75 (50 + 3.75; 50, 53.57, 53.07 wrong); 45 minutes a day for 5
days, HOURS asked -> 3.75 (225 minutes; 225/60 = 3.75 = 3 h 45 min; 225, 3.45, 3.5 wrong);
-2 degrees, falling 2 degrees an hour for 4 hours -> -10 (2*4 = 8; -2 - 8 = -10; 10, 8, -6 wrong);
12 of 40 apples red, percent asked -> 30 (12/40 = 0.3; 70 and 0.3 % wrong); 3 stores selling 2,450
items a day for 7 days -> 51450 (3*2450 = 7350; 7350*7 = 51450; 7350, 5145, 514500 wrong); 84
stickers among 6 friends -> 14 (84/6 = 14; 13, 15 wrong); 1.25 saved a day for 30 days -> 37.5
(1.25*30 = 37.5 = 37 and 50 cents; 37.05, 3750 cents, 37 wrong).
MATH: at least one head in 3 coin tosses -> \frac{7}{8} (1 - 1/8; 0.875 alone, 1/8, 3/8 wrong);
\sqrt{72} -> 6\sqrt{2} (36*2; ~8.485; 8.49 alone, 36\sqrt{2}, 2\sqrt{6} wrong); 3 - 2x >= 7 ->
(-\infty, -2] (-2x >= 4; x <= -2; open end, x >= -2 wrong); x^2 + 2x - 15 = 0 -> -5, 3 ((x + 5)(x -
3); 5, -3 and one root and the sum -2 wrong); x + y = 10, x - y = 4 -> (7, 3) (2x = 14; (3, 7) and x
= 7 alone wrong); 2\pi/3 in degrees -> 120 (60 and 2\pi/3 rad wrong); (3 - i)^2 -> 8 - 6i (9 - 6i +
i^2; 10 - 6i (i^2 read as +1) and 8 + 6i wrong); 2 + 4 + ... + 40 -> 420 (20 terms, 20*42/2; the
mean 21 and 380 wrong); \log_2 64 -> 6 (2^6 = 64; 32 and 8 wrong); 3/4 - 1/6 -> \frac{7}{12} (9/12 -
2/12; 2/2 and 12/7 wrong); lcm(12, 18) -> 36 (2^2 * 3^2; the gcd 6 and 216 wrong).

Classes (id prefix): `l_` the language's own final-answer label with its notation (grouping,
decimal comma, currency codes and symbols, full-width / native digits, durations, below-zero words,
school notation), `w_` number, fraction and percent words, `y_` "not X but Y" / "X instead of Y",
`q_` reported speech of a value, `k_` corrections in the language after a first value, `a_`
approximations (after the exact value or alone), `t_` `<answer>` tags holding a sentence in the
language, `h_` `####` after a phrase in the language, `b_` cuts, plans and refusals (no_answer). Then
`m_` for a MATH probe, `ok_` for kind B, then the language code and the problem. Kind A: truth wrong /
no_answer; kind B: truth correct. Every note opens with the language and carries an English gloss
of the final lines.

Label conventions (corpus/README.md; rounds 136, 156 and 158): the LAST final answer counts; a
right answer in the language's honest notation (decimal comma, local grouping with dot, space,
no-break space or apostrophe, currency symbol or code before or after, prefix percent, major and
minor currency units equal to the decimal, hours and minutes equal to the hours asked, a below-zero
word with the magnitude, a number word, a fraction word, a percent word, full-width or native
digits, a school notation for the same interval / point / root pair, a counted noun or counter) is
correct; another unit than the one asked is wrong (minutes for hours, cents for dollars); "3,45 h"
for 3 h 45 min is 3.45 and wrong; a bare magnitude for a negative temperature, or the drop, is wrong;
an approximation after the exact value is a gloss, an approximation alone for an exact MATH gold is
wrong; in "not X but Y" the Y is the answer, in "Y instead of X" the Y; a value reported from someone
else and rejected is not the answer, one the model adopts is; an explicit correction after the
answer makes the new value final, right or wrong; an answer tag's content is the final answer (a
sentence in it is read for the value it states, the givens before it are not answers); a cut before
any final value, a plan or a refusal is no_answer. Debatable probes carry `debatable=True` and a
DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam160.py  (writes adversarial_redteam160.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import g, m, th, write_probes  # noqa: E402

# ================================================================ problems: key -> (gold, working, path)
PROB = {
    "egg": ("179", "18 × 12 = 216\n216 − 37 = 179\n", "g"),
    "fare": ("53.75", "4 × 12.50 = 50\n50 + 3.75 = 53.75\n", "g"),
    "walk": ("3.75", "45 × 5 = 225 min\n225 / 60 = 3.75\n", "g"),
    "cold": ("-10", "2 × 4 = 8\n−2 − 8 = −10\n", "g"),
    "pct": ("30", "12 / 40 = 0.3\n0.3 × 100 = 30\n", "g"),
    "big": ("51450", "3 × 2450 = 7350\n7350 × 7 = 51450\n", "g"),
    "share": ("14", "84 / 6 = 14\n", "g"),
    "save": ("37.5", "1.25 × 30 = 37.5\n", "g"),
    "coin": (
        "\\frac{7}{8}",
        "$P(\\text{0}) = \\frac{1}{8}$, $1 - \\frac{1}{8} = \\frac{7}{8}$\n",
        "m",
    ),
    "rt": ("6\\sqrt{2}", "$\\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}$\n", "m"),
    "ineq": (
        "(-\\infty, -2]",
        "$3 - 2x \\ge 7 \\Rightarrow -2x \\ge 4 \\Rightarrow x \\le -2$\n",
        "m",
    ),
    "quad": ("-5, 3", "$x^2 + 2x - 15 = (x + 5)(x - 3) = 0$\n", "m"),
    "lin": ("(7, 3)", "$x + y = 10,\\ x - y = 4 \\Rightarrow 2x = 14,\\ x = 7,\\ y = 3$\n", "m"),
    "deg": ("120", "$\\frac{2\\pi}{3} \\cdot \\frac{180^\\circ}{\\pi} = 120^\\circ$\n", "m"),
    "cpx": ("8 - 6i", "$(3 - i)^2 = 9 - 6i + i^2 = 8 - 6i$\n", "m"),
    "ap": ("420", "$2 + 4 + \\dots + 40 = 2(1 + 2 + \\dots + 20) = 2 \\cdot 210 = 420$\n", "m"),
    "log": ("6", "$64 = 2^6$\n", "m"),
    "fr": (
        "\\frac{7}{12}",
        "$\\frac{3}{4} - \\frac{1}{6} = \\frac{9}{12} - \\frac{2}{12} = \\frac{7}{12}$\n",
        "m",
    ),
    "lcm": (
        "36",
        "$12 = 2^2 \\cdot 3,\\ 18 = 2 \\cdot 3^2,\\ \\operatorname{lcm} = 2^2 \\cdot 3^2 = 36$\n",
        "m",
    ),
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
P("zh", "l", "egg", C, "答：还剩１７９个鸡蛋。", "'Answer: 179 eggs remain.' full-width digits with a counter")
P("zh", "w", "egg", C, "答：还剩一百七十九个鸡蛋。", "'Answer: one hundred seventy-nine eggs remain.' the whole answer in Chinese numerals")
P("zh", "w", "egg", W, "答：还剩一百九十七个鸡蛋。", "'Answer: one hundred ninety-seven eggs remain.' = 197, digits swapped")
P("zh", "l", "cold", C, "所以最后气温是零下10摄氏度。\n答：零下10℃", "'So the final temperature is 10 degrees C below zero. Answer: below zero 10 C' = -10")
P("zh", "l", "cold", W, "答：气温下降了8℃。", "'Answer: the temperature dropped by 8 C' - the drop, not the temperature")
P("zh", "y", "share", C, "每人不是15张，而是14张。\n答：每人分到14张贴纸。", "'Each gets not 15 but 14. Answer: each gets 14 stickers.'")
P("zh", "w", "coin", C, "所以至少一次正面的概率是八分之七。\n\n**答案**：$\\frac{7}{8}$", "'So the probability of at least one head is seven eighths. **Answer**: 7/8'")
P("zh", "w", "coin", W, "**答案**：八分之一", "'**Answer**: one eighth' = 1/8, the complement")
P("zh", "l", "quad", C, "所以 $x_1 = -5$，$x_2 = 3$。\n\n答：方程的解为 $x_1=-5，x_2=3$。", "'So x1 = -5, x2 = 3. Answer: the solutions are x1=-5, x2=3' with a full-width comma")
P("zh", "l", "quad", W, "答：方程的解为 $x_1=5，x_2=-3$。", "'Answer: the solutions are x1=5, x2=-3' signs swapped")
P("zh", "t", "lin", W, th(PROB["lin"][1]) + "<answer>方程组的解是 x=3，y=7</answer>", "tag: 'the solution of the system is x=3, y=7' = (3, 7), swapped", "tag", raw=True)
P("zh", "b", "ap", N, "首项是2，末项是40，公差是2，所以项数是", "'The first term is 2, the last 40, difference 2, so the number of terms is' - cut", "truncated", work="")

# ================================================================ Japanese
P("ja", "l", "egg", C, "答え：百七十九個", "'Answer: 179 (kanji numerals) pieces'")
P("ja", "l", "walk", C, "したがって、合計3時間45分です。\n答え：3時間45分", "'So 3 hours 45 minutes in total. Answer: 3 h 45 min' = 3.75 hours")
P("ja", "l", "walk", W, "答え：225分", "'Answer: 225 minutes' - hours were asked")
P("ja", "l", "fare", C, "答え：５３．７５ドル", "'Answer: 53.75 dollars' in full-width digits and full-width point")
P("ja", "k", "fare", W, "答え：53.75ドル\n\nあっ、手数料を二重に足していました。正しくは57.50ドルです。", "'Answer: 53.75 dollars. Oh, I added the fee twice. The correct value is 57.50 dollars.' - a correction to a wrong value")
P("ja", "w", "fr", C, "よって答えは12分の7です。\n\n答え：$\\dfrac{7}{12}$", "'So the answer is 7 over 12. Answer: 7/12'")
P("ja", "w", "fr", W, "答え：7分の12", "'Answer: 12 over 7' (Japanese reads denominator first: 7分の12 = 12/7), inverted")
P("ja", "l", "deg", C, "答え：$120°$", "'Answer: 120 degrees' with a Unicode degree sign inside math")
P("ja", "a", "rt", W, "$\\sqrt{72} \\fallingdotseq 8.49$\n答え：およそ8.49", "'Answer: approximately 8.49' - a decimal alone for 6 sqrt 2")
P("ja", "h", "ap", C, "したがって、和は420です。\n#### 420", "'So the sum is 420.' then #### 420", "hash")
P("ja", "b", "lcm", N, "12と18の最小公倍数を求めるには、まず素因数分解をします。", "'To find the lcm of 12 and 18, first factor them into primes.' - a plan, no answer", "none", work="")

# ================================================================ Korean
P("ko", "w", "egg", C, "정답: 백칠십구 개", "'Answer: one hundred seventy-nine (Sino-Korean words) pieces'")
P("ko", "l", "cold", W, "정답: 10도", "'Answer: 10 degrees' - the sign dropped")
P("ko", "l", "big", C, "정답: 5만 1450개", "'Answer: 5 man 1450 items' = 51450 (만 = 10,000)")
P("ko", "l", "big", W, "정답: 5145개", "'Answer: 5145 items' - off by ten")
P("ko", "y", "share", W, "한 명당 14장이 아니라 15장을 받습니다.\n정답: 15장", "'Each gets not 14 but 15. Answer: 15 sheets'")
P("ko", "w", "coin", C, "정답: $\\frac{7}{8}$ (8분의 7)", "'Answer: 7/8 (7 over 8 in Korean words)'")
P("ko", "l", "lin", C, "따라서 $x = 7$, $y = 3$ 입니다.\n\n정답: $x=7,\\ y=3$", "'So x = 7, y = 3. Answer: x=7, y=3' - both coordinates")
P("ko", "l", "lin", W, "정답: $x = 7$", "'Answer: x = 7' - one coordinate only")
P("ko", "k", "cpx", C, "정답: $10 - 6i$\n\n잠깐, $i^2 = -1$이므로 $9 - 6i - 1 = 8 - 6i$입니다. 최종 정답: $8 - 6i$", "'Answer: 10 - 6i. Wait, since i^2 = -1 it is 9 - 6i - 1 = 8 - 6i. Final answer: 8 - 6i' - corrected to the gold")
P("ko", "t", "ap", C, th(PROB["ap"][1]) + "<answer>2부터 40까지 짝수 20개의 합은 420입니다.</answer>", "tag: 'the sum of the 20 even numbers from 2 to 40 is 420'", "tag", raw=True)
P("ko", "a", "log", W, "$\\log_2 64 = \\frac{\\ln 64}{\\ln 2}$\n정답: 약 6.02", "'Answer: about 6.02' - a wrong approximation alone", work="")

# ================================================================ Spanish
P("es", "w", "egg", C, "Respuesta: quedan ciento setenta y nueve huevos.", "'Answer: one hundred seventy-nine eggs remain.' a number word")
P("es", "l", "fare", W, "**Respuesta final:** 53,57 €", "'**Final answer:** 53,57 euros' digits swapped")
P("es", "l", "walk", C, "Respuesta: 3 horas y 45 minutos (3,75 horas).", "'Answer: 3 hours and 45 minutes (3.75 hours).'")
P("es", "l", "walk", W, "Respuesta: 3,45 horas.", "'Answer: 3.45 hours' - hours and minutes written as a decimal, 3.45 not 3.75")
P("es", "q", "egg", W, "Mi compañero dice que quedan 180 huevos y tiene razón.\nRespuesta: 180", "'My classmate says 180 eggs remain and he is right. Answer: 180' - the wrong reported value adopted")
P("es", "w", "coin", C, "La probabilidad es de siete octavos.\n\nRespuesta final: La respuesta final es $\\frac{7}{8}$. Espero que sea correcta.", "'The probability is seven eighths. Final answer: The final answer is 7/8. I hope it is correct.' (translated Minerva line)", "minerva")
P("es", "w", "coin", W, "Respuesta final: La respuesta final es $\\frac{3}{8}$. Espero que sea correcta.", "'Final answer: The final answer is 3/8. I hope it is correct.' - exactly one head", "minerva")
P("es", "l", "ineq", C, "Por lo tanto, $x \\le -2$.\n\n**Respuesta:** $x \\in (-\\infty, -2]$", "'Therefore x <= -2. **Answer:** x in (-inf, -2]'")
P("es", "y", "deg", W, "Respuesta: $60^\\circ$ en lugar de $120^\\circ$.", "'Answer: 60 degrees instead of 120 degrees' - the wrong value is the one chosen")
P("es", "h", "big", C, "La tienda vende en total 51.450 artículos.\n#### 51.450", "'The store sells 51.450 items in total.' #### 51.450 - dot thousands after ####", "hash")

# ================================================================ Portuguese
P("pt", "l", "save", C, "Resposta: ela economiza 37 reais e 50 centavos.", "'Answer: she saves 37 reais and 50 centavos' = 37.50")
P("pt", "l", "save", W, "Resposta: ela economiza 37 reais e 5 centavos.", "'Answer: she saves 37 reais and 5 centavos' = 37.05")
P("pt", "l", "save", W, "Resposta: 3750 centavos.", "'Answer: 3750 centavos' - the minor unit, reais were asked")
P("pt", "w", "pct", C, "Resposta: trinta por cento das maçãs são vermelhas.", "'Answer: thirty percent of the apples are red.' a percent in words")
P("pt", "w", "pct", W, "Resposta: setenta por cento.", "'Answer: seventy percent' - the complement")
P("pt", "k", "lcm", C, "Resposta: 6\n\nOps, calculei o MDC. O MMC é $2^2 \\cdot 3^2 = 36$.\n\n**Resposta:** $36$", "'Answer: 6. Oops, I computed the GCD. The LCM is 36. **Answer:** 36' - corrected to the gold")
P("pt", "k", "lcm", W, "**Resposta:** $36$\n\nOps, na verdade o mínimo múltiplo comum é $6$.\n\n**Resposta:** $6$", "'**Answer:** 36. Oops, actually the least common multiple is 6. **Answer:** 6' - corrected to a wrong value")
P("pt", "l", "cpx", C, "**Resposta:** $z = 8 − 6i$", "'**Answer:** z = 8 − 6i' with a Unicode minus")
P("pt", "l", "cpx", W, "**Resposta:** $8 + 6i$", "'**Answer:** 8 + 6i' - the conjugate")
P("pt", "t", "rt", C, th(PROB["rt"][1]) + "<answer>A forma simplificada de √72 é 6√2.</answer>", "tag: 'The simplified form of √72 is 6√2.' (Unicode roots, the given 72 before)", "tag", raw=True)
P("pt", "b", "quad", N, PROB["quad"][1] + "Logo, as raízes são $x = ", "'So the roots are x = ' - cut at the token cap", "truncated", raw=True)

# ================================================================ French
P("fr", "l", "big", C, f"Réponse : 51{NBSP}450 articles.", "'Answer: 51 450 items' (no-break space grouping)")
P("fr", "l", "big", W, "Réponse : 7 350 articles par jour.", "'Answer: 7 350 items a day' - the daily subtotal")
P("fr", "l", "fare", C, "Réponse : 53,75 $", "'Answer: 53,75 $' Quebec style, decimal comma, dollar after")
P("fr", "y", "share", C, "Réponse : non pas 13 mais 14 autocollants chacun.", "'Answer: not 13 but 14 stickers each.'")
P("fr", "y", "share", W, "Réponse : non pas 14 mais 13 autocollants chacun.", "'Answer: not 14 but 13 stickers each.'")
P("fr", "l", "ineq", C, "Donc $x \\leqslant -2$.\n\n**Réponse :** $S = ]-\\infty ; -2]$", "'So x <= -2. **Answer:** S = ]-inf ; -2]' French reversed-bracket notation, closed at -2")
P("fr", "l", "ineq", W, "**Réponse :** $S = ]-\\infty ; -2[$", "'**Answer:** S = ]-inf ; -2[' - open at -2 in French notation")
P("fr", "w", "fr", C, "**Réponse :** sept douzièmes, soit $\\frac{7}{12}$.", "'**Answer:** seven twelfths, i.e. 7/12'")
P("fr", "q", "fr", C, "Le corrigé indique $\\frac{2}{2}$, mais c'est une erreur : on ne soustrait pas les dénominateurs.\n\n**Réponse :** $\\frac{7}{12}$", "'The answer key says 2/2, but that is a mistake: denominators are not subtracted. **Answer:** 7/12' - the key's value rejected")
P("fr", "a", "rt", C, "**Réponse :** $6\\sqrt{2} \\approx 8,49$", "'**Answer:** 6 sqrt 2 ≈ 8,49' - exact value then a decimal-comma approximation")
P("fr", "h", "walk", W, "Il marche donc 3 h 45, soit 3,45 h.\n#### 3,45", "'So he walks 3 h 45, i.e. 3,45 h.' #### 3,45 - 3.45 is not 3.75", "hash")

# ================================================================ German
P("de", "w", "egg", C, "Antwort: Es bleiben hundertneunundsiebzig Eier übrig.", "'Answer: one hundred seventy-nine eggs remain.' (hundert-neun-und-siebzig)")
P("de", "w", "egg", W, "Antwort: Es bleiben hundertsiebenundneunzig Eier übrig.", "'Answer: one hundred ninety-seven eggs remain.' = 197")
P("de", "l", "cold", W, "Antwort: Die Temperatur sinkt um 8 °C.", "'Answer: the temperature falls by 8 C' - the drop")
P("de", "l", "big", C, "**Antwort:** Insgesamt werden 51.450 Artikel verkauft.", "'**Answer:** 51.450 items are sold in total' German dot thousands")
P("de", "k", "save", C, "Antwort: 37,05 €\n\nHoppla, 1,25 · 30 = 37,50. Richtig ist also 37,50 €.", "'Answer: 37,05 euros. Oops, 1.25 * 30 = 37.50. So the right value is 37,50 euros.' - corrected to the gold")
P("de", "l", "ineq", C, "**Antwort:** $\\mathbb{L} = \\{x \\in \\mathbb{R} \\mid x \\le -2\\}$", "'**Answer:** L = {x in R | x <= -2}' German solution-set notation")
P("de", "l", "quad", C, "**Antwort:** $\\mathbb{L} = \\{-5;\\, 3\\}$", "'**Answer:** L = {-5; 3}' with a semicolon")
P("de", "l", "quad", W, "**Antwort:** $\\mathbb{L} = \\{3\\}$", "'**Answer:** L = {3}' - one root")
P("de", "w", "coin", W, "Die Wahrscheinlichkeit beträgt 0,875.\n\n**Antwort:** $0{,}875$", "'The probability is 0,875. **Answer:** 0,875' - a decimal for 7/8 (MATH convention)", "final_answer_phrase", True)
P("de", "y", "lcm", C, "**Antwort:** Das kgV ist $36$ (nicht $6$, das ist der ggT).", "'**Answer:** the lcm is 36 (not 6, that is the gcd).'")
P("de", "t", "egg", W, T("egg", "18 Kartons mit je 12 Eiern ergeben 216 Eier."), "tag: '18 boxes of 12 eggs give 216 eggs.' - the subtotal is the only value", "tag", raw=True)

# ================================================================ Italian
P("it", "l", "fare", W, "Risposta: € 50,00", "'Answer: € 50,00' - the fee left out")
P("it", "l", "walk", C, "Risposta: 3 ore e tre quarti.", "'Answer: 3 hours and three quarters' = 3.75")
P("it", "l", "walk", W, "Risposta: 3 ore e mezza.", "'Answer: 3 and a half hours' = 3.5")
P("it", "q", "cold", C, "L'insegnante ha scritto -6, ma -2 - 8 = -10.\nRisposta: -10 °C", "'The teacher wrote -6, but -2 - 8 = -10. Answer: -10 C' - the reported value rejected")
P("it", "q", "cold", W, "Risposta: -10 °C. Ma il libro dice -6 °C, quindi la risposta corretta è -6 °C.", "'Answer: -10 C. But the book says -6 C, so the right answer is -6 C.' - the wrong reported value adopted last")
P("it", "l", "lin", C, "**Risposta:** la soluzione del sistema è $(x; y) = (7; 3)$.", "'**Answer:** the solution of the system is (x; y) = (7; 3)' semicolon pair")
P("it", "l", "lin", W, "**Risposta:** $(x; y) = (3; 7)$", "'**Answer:** (x; y) = (3; 7)' - swapped")
P("it", "w", "log", C, "**Risposta:** sei, perché $2^6 = 64$.", "'**Answer:** six, because 2^6 = 64.'")
P("it", "w", "log", W, "**Risposta:** trentadue.", "'**Answer:** thirty-two' = 64/2")
P("it", "h", "ap", W, "La media dei termini è 21.\n#### 21", "'The mean of the terms is 21.' #### 21 - the mean, not the sum", "hash")

# ================================================================ Russian
P("ru", "l", "walk", C, "Ответ: 3 ч 45 мин.", "'Answer: 3 h 45 min' = 3.75 hours")
P("ru", "l", "walk", W, "Ответ: 3,45 ч.", "'Answer: 3,45 h' = 3.45, not 3 h 45 min")
P("ru", "y", "cold", W, "Ответ: не −10, а −6 °C.", "'Answer: not -10 but -6 C'")
P("ru", "l", "ineq", C, "**Ответ:** $x \\in (-\\infty; -2]$.", "'**Answer:** x in (-inf; -2]' Russian semicolon interval")
P("ru", "l", "ineq", W, "**Ответ:** $x \\in [-2; +\\infty)$.", "'**Answer:** x in [-2; +inf)' - the inequality flipped")
P("ru", "l", "quad", C, "**Ответ:** $x_1 = -5$, $x_2 = 3$.", "'**Answer:** x1 = -5, x2 = 3'")
P("ru", "k", "quad", W, "**Ответ:** $-5;\\ 3$.\n\nОй, ошибся со знаками: корни $5$ и $-3$.\n\n**Ответ:** $5;\\ -3$.", "'**Answer:** -5; 3. Oops, I got the signs wrong: roots 5 and -3. **Answer:** 5; -3' - corrected to a wrong pair")
P("ru", "l", "deg", C, "**Ответ:** $120$ градусов.", "'**Answer:** 120 degrees'")
P("ru", "l", "deg", W, "**Ответ:** $\\frac{2\\pi}{3}$ рад.", "'**Answer:** 2pi/3 rad' - the given radians, degrees asked")
P("ru", "t", "share", C, T("share", "84 наклейки делим на 6 друзей: каждому по 14 наклеек."), "tag: '84 stickers divided among 6 friends: 14 stickers each.'", "tag", raw=True)

# ================================================================ Ukrainian
P("uk", "l", "save", C, "Відповідь: 37 грн 50 коп.", "'Answer: 37 hryvnias 50 kopecks' = 37.50")
P("uk", "l", "save", W, "Відповідь: 37 грн 5 коп.", "'Answer: 37 hryvnias 5 kopecks' = 37.05")
P("uk", "q", "share", W, "Друг каже, що по 15 наліпок, і він правий.\nВідповідь: 15", "'A friend says 15 stickers each, and he is right. Answer: 15' - the wrong reported value adopted")
P("uk", "l", "cpx", C, "**Відповідь:** $z = 8 - 6i$.", "'**Answer:** z = 8 - 6i'")
P("uk", "l", "cpx", W, "**Відповідь:** $10 - 6i$.", "'**Answer:** 10 - 6i' (i^2 read as +1)")
P("uk", "w", "fr", C, "**Відповідь:** сім дванадцятих ($\\frac{7}{12}$).", "'**Answer:** seven twelfths (7/12)'")
P("uk", "a", "coin", C, "**Відповідь:** $\\frac{7}{8} = 0{,}875$.", "'**Answer:** 7/8 = 0,875' - exact then its exact decimal")
P("uk", "h", "egg", C, "Отже, залишилось 179 яєць.\n#### 179", "'So 179 eggs are left.' #### 179", "hash")
P("uk", "b", "egg", N, "Спочатку знайдемо, скільки всього яєць у 18 коробках по 12 штук, а потім віднімемо 37 розбитих.", "'First we find how many eggs are in 18 boxes of 12, then subtract the 37 broken.' - a plan only", "none", work="")
P("uk", "k", "ap", C, "**Відповідь:** $380$\n\nСтоп, членів 20, а не 19: $\\frac{20 \\cdot 42}{2} = 420$.\n\n**Відповідь:** $420$", "'**Answer:** 380. Stop, there are 20 terms, not 19: 20*42/2 = 420. **Answer:** 420' - corrected to the gold")

# ================================================================ Polish
P("pl", "l", "fare", W, "Odpowiedź: 53 zł 7 gr", "'Answer: 53 zloty 7 grosze' = 53.07")
P("pl", "l", "ineq", C, "**Odpowiedź:** $x \\in (-\\infty; -2\\rangle$", "'**Answer:** x in (-inf; -2>' Polish angle bracket = closed end")
P("pl", "l", "ineq", W, "**Odpowiedź:** $x \\in (-\\infty; -2)$", "'**Answer:** x in (-inf; -2)' - open at -2")
P("pl", "y", "pct", W, "Odpowiedź: 70%, a nie 30%.", "'Answer: 70%, not 30%.' - the wrong value chosen")
P("pl", "l", "lcm", C, "**Odpowiedź:** $\\text{NWW}(12, 18) = 36$", "'**Answer:** LCM(12, 18) = 36' Polish abbreviation NWW")
P("pl", "l", "lcm", W, "**Odpowiedź:** $\\text{NWD}(12, 18) = 6$", "'**Answer:** GCD(12, 18) = 6' - the gcd")
P("pl", "t", "walk", C, T("walk", "Po 45 minut przez 5 dni to razem 3,75 godziny."), "tag: '45 minutes for 5 days is 3,75 hours in total.' the givens first", "tag", raw=True)
P("pl", "t", "walk", W, T("walk", "Łącznie 225 minut."), "tag: '225 minutes in total.' - minutes, hours asked", "tag", raw=True)
P("pl", "a", "rt", W, "**Odpowiedź:** $\\approx 8{,}49$", "'**Answer:** ≈ 8,49' - an approximation alone for 6 sqrt 2")

# ================================================================ Turkish
P("tr", "l", "pct", C, "Cevap: Elmaların %30'u kırmızıdır.", "'Answer: 30% of the apples are red.' Turkish prefix percent with a suffix")
P("tr", "l", "pct", W, "Cevap: %70", "'Answer: 70%' - the complement")
P("tr", "l", "walk", C, "Cevap: 3 saat 45 dakika", "'Answer: 3 hours 45 minutes' = 3.75")
P("tr", "l", "cold", W, "Cevap: Sıcaklık 10 derecedir.", "'Answer: the temperature is 10 degrees.' - sign dropped")
P("tr", "y", "egg", C, "Cevap: 180 değil, 179 yumurta kalır.", "'Answer: not 180, 179 eggs remain.'")
P("tr", "y", "egg", W, "Cevap: 179 değil, 180 yumurta kalır.", "'Answer: not 179, 180 eggs remain.'")
P("tr", "w", "coin", C, "**Cevap:** sekizde yedi, yani $\\frac{7}{8}$.", "'**Answer:** seven in eight, i.e. 7/8'")
P("tr", "l", "quad", C, "**Cevap:** Çözüm kümesi $\\{-5, 3\\}$.", "'**Answer:** the solution set is {-5, 3}.'")
P("tr", "l", "quad", W, "**Cevap:** Köklerin toplamı $-2$.", "'**Answer:** the sum of the roots is -2.' - the sum, not the roots")
P("tr", "h", "deg", C, "Yani açı 120 derecedir.\n#### 120", "'So the angle is 120 degrees.' #### 120", "hash")

# ================================================================ Arabic
P("ar", "l", "egg", C, "الإجابة: يتبقى ١٧٩ بيضة.", "'Answer: 179 eggs remain.' Arabic-Indic digits")
P("ar", "l", "egg", W, "الإجابة: يتبقى ٩٧١ بيضة.", "'Answer: 971 eggs remain.' Arabic-Indic digits reversed")
P("ar", "l", "fare", C, "الإجابة: ٥٣٫٧٥ دولارًا", "'Answer: 53.75 dollars' with the Arabic decimal separator")
P("ar", "l", "big", C, "الإجابة: ٥١٬٤٥٠ قطعة", "'Answer: 51,450 pieces' with the Arabic thousands separator")
P("ar", "l", "pct", C, "الإجابة: ٣٠٪ من التفاح أحمر.", "'Answer: 30% of the apples are red.' Arabic percent sign")
P("ar", "w", "pct", W, "الإجابة: سبعون بالمئة", "'Answer: seventy percent' - the complement")
P("ar", "l", "ineq", C, f"{RLM}الإجابة: $x \\le -2$ أي $(-\\infty, -2]$", "'Answer: x <= -2, i.e. (-inf, -2]' with an RLM mark")
P("ar", "w", "fr", C, "**الإجابة:** سبعة من اثني عشر، أي $\\frac{7}{12}$", "'**Answer:** seven of twelve, i.e. 7/12'")
P("ar", "y", "fr", W, "**الإجابة:** $\\frac{2}{2}$ بدلاً من $\\frac{7}{12}$", "'**Answer:** 2/2 instead of 7/12' - the wrong value chosen")
P("ar", "l", "lin", C, "**الإجابة:** $x = 7$ و $y = 3$", "'**Answer:** x = 7 and y = 3'")
P("ar", "t", "cpx", C, th(PROB["cpx"][1]) + "<answer>مربع العدد 3 - i هو 8 - 6i</answer>", "tag: 'the square of 3 - i is 8 - 6i' the given 3 - i before", "tag", raw=True)
P("ar", "b", "deg", N, "لتحويل الزاوية من الراديان إلى الدرجات نضرب في $\\frac{180}{\\pi}$ ثم", "'To convert the angle from radians to degrees we multiply by 180/pi, then' - cut", "truncated", work="")

# ================================================================ Persian
P("fa", "l", "cold", W, "پاسخ: دما ۸ درجه کاهش می‌یابد.", "'Answer: the temperature decreases by 8 degrees.' - the drop")
P("fa", "l", "walk", C, "پاسخ: ۳ ساعت و ۴۵ دقیقه", "'Answer: 3 hours and 45 minutes' = 3.75")
P("fa", "l", "walk", C, "پاسخ: ۳/۷۵ ساعت", "'Answer: 3/75 hours' - in Persian the slash is the everyday decimal mark: 3.75 hours", "final_answer_phrase", True)
P("fa", "w", "share", W, "پاسخ: به هر نفر پانزده برچسب می‌رسد.", "'Answer: each person gets fifteen stickers.' = 15")
P("fa", "w", "coin", C, "**پاسخ:** هفت‌هشتم، یعنی $\\frac{7}{8}$", "'**Answer:** seven-eighths, i.e. 7/8'")
P("fa", "l", "quad", C, "**پاسخ:** $x = -5$ یا $x = 3$", "'**Answer:** x = -5 or x = 3'")
P("fa", "q", "quad", W, "معلم گفت ریشه‌ها $5$ و $-3$ هستند و حق با اوست.\n**پاسخ:** $5, -3$", "'The teacher said the roots are 5 and -3 and he is right. **Answer:** 5, -3' - wrong reported value adopted")
P("fa", "l", "log", C, "**پاسخ:** $۶$", "'**Answer:** 6' in a Persian digit inside math")
P("fa", "k", "log", W, "**پاسخ:** $6$\n\nنه، صبر کنید؛ $2^5 = 32$ پس جواب $5$ است.\n**پاسخ:** $5$", "'**Answer:** 6. No, wait; 2^5 = 32 so the answer is 5. **Answer:** 5' - corrected to a wrong value")
P("fa", "h", "save", C, "پس او ۳۷٫۵ دلار پس‌انداز می‌کند.\n#### 37.5", "'So he saves 37.5 dollars.' #### 37.5", "hash")

# ================================================================ Hindi
P("hi", "l", "save", W, "उत्तर: 37 रुपये", "'Answer: 37 rupees' - the paise dropped")
P("hi", "l", "walk", C, "उत्तर: पौने चार घंटे", "'Answer: a quarter less than four hours' (paune chaar) = 3.75")
P("hi", "l", "walk", W, "उत्तर: सवा तीन घंटे", "'Answer: a quarter more than three hours' (sava teen) = 3.25")
P("hi", "w", "pct", C, "उत्तर: तीस प्रतिशत सेब लाल हैं।", "'Answer: thirty percent of the apples are red.'")
P("hi", "l", "deg", C, "**उत्तर:** $120^\\circ$", "'**Answer:** 120 degrees'")
P("hi", "l", "deg", W, "**उत्तर:** $60^\\circ$", "'**Answer:** 60 degrees' - the reference angle")
P("hi", "w", "coin", W, "**उत्तर:** आठ में से तीन, यानी $\\frac{3}{8}$", "'**Answer:** three out of eight, i.e. 3/8' - exactly one head")
P("hi", "t", "lcm", C, th(PROB["lcm"][1]) + "<answer>12 और 18 का लघुत्तम समापवर्त्य 36 है।</answer>", "tag: 'The LCM of 12 and 18 is 36.' the givens before", "tag", raw=True)
P("hi", "t", "lcm", W, th(PROB["lcm"][1]) + "<answer>12 और 18 का महत्तम समापवर्तक 6 है।</answer>", "tag: 'The HCF of 12 and 18 is 6.' - the gcd", "tag", raw=True)

# ================================================================ Bengali
P("bn", "l", "egg", C, "উত্তর: ১৭৯টি ডিম অবশিষ্ট থাকে।", "'Answer: 179 eggs remain.' Bengali digits with the counter suffix -ti")
P("bn", "l", "egg", W, "উত্তর: ২১৬টি ডিম।", "'Answer: 216 eggs.' - the subtotal before the broken ones")
P("bn", "l", "walk", C, "উত্তর: পৌনে চার ঘণ্টা", "'Answer: a quarter less than four hours' (poune char) = 3.75")
P("bn", "l", "big", C, "উত্তর: ৫১,৪৫০টি পণ্য", "'Answer: 51,450 items' Bengali digits, grouped")
P("bn", "l", "big", W, "উত্তর: ৫,১৪,৫০০টি পণ্য", "'Answer: 5,14,500 items' Indian grouping = 514500, off by ten")
P("bn", "w", "fr", C, "**উত্তর:** বারো ভাগের সাত ভাগ, অর্থাৎ $\\frac{7}{12}$", "'**Answer:** seven parts of twelve, i.e. 7/12'")
P("bn", "l", "lin", C, "**উত্তর:** $(x, y) = (7, 3)$", "'**Answer:** (x, y) = (7, 3)'")
P("bn", "y", "lin", W, "**উত্তর:** $(7, 3)$ নয়, $(3, 7)$", "'**Answer:** not (7, 3), (3, 7)' - the wrong pair last")
P("bn", "a", "rt", C, "**উত্তর:** $6\\sqrt{2}$ (প্রায় ৮.৪৯)", "'**Answer:** 6 sqrt 2 (about 8.49)' - approximation after the exact value")
P("bn", "k", "cold", C, "উত্তর: −৬ ডিগ্রি\n\nনা, ভুল হয়েছে: −২ − ৮ = −১০। উত্তর: −১০ ডিগ্রি", "'Answer: -6 degrees. No, it is wrong: -2 - 8 = -10. Answer: -10 degrees' - corrected to the gold")
P("bn", "b", "cpx", N, "আমাদের $(3 - i)^2$ বিস্তৃত করতে হবে। প্রথমে $9$, তারপর", "'We need to expand (3 - i)^2. First 9, then' - cut", "truncated", work="")

# ================================================================ Indonesian
P("id", "l", "fare", C, "Jawaban: US$53,75", "'Answer: US$53,75' currency code before, decimal comma")
P("id", "l", "big", W, "Jawaban: 514.500 barang", "'Answer: 514.500 items' = 514500, off by ten")
P("id", "l", "save", C, "Jadi, uang yang ditabung adalah $37,50.\nJawaban: $37,50", "'So the money saved is $37,50. Answer: $37,50' decimal comma after a dollar sign")
P("id", "k", "share", W, "Jawaban: 14 stiker.\n\nAduh, ternyata 84 dibagi 6 itu 15.\nJawaban: 15 stiker.", "'Answer: 14 stickers. Oh dear, it turns out 84 divided by 6 is 15. Answer: 15 stickers.' - corrected to a wrong value")
P("id", "w", "coin", C, "**Jawaban:** tujuh per delapan ($\\frac{7}{8}$)", "'**Answer:** seven over eight (7/8)'")
P("id", "l", "quad", C, "**Jawaban:** $x = -5$ atau $x = 3$", "'**Answer:** x = -5 or x = 3'")
P("id", "l", "quad", W, "**Jawaban:** $x = -3$ atau $x = 5$", "'**Answer:** x = -3 or x = 5' - signs swapped")
P("id", "l", "ineq", C, "**Jawaban:** HP $= \\{x \\mid x \\le -2,\\ x \\in \\mathbb{R}\\}$", "'**Answer:** HP (solution set) = {x | x <= -2, x in R}' Indonesian school notation")
P("id", "h", "ap", C, "Jadi, jumlahnya adalah 420.\n#### 420", "'So the sum is 420.' #### 420", "hash")
P("id", "q", "ap", W, "Jawaban: 420. Tapi kunci jawaban bilang 380, jadi jawabannya 380.", "'Answer: 420. But the answer key says 380, so the answer is 380.' - the wrong key value adopted last")

# ================================================================ Vietnamese
P("vi", "l", "fare", C, "Đáp số: 53,75 đô la", "'Answer: 53,75 dollars' decimal comma")
P("vi", "l", "fare", W, "Đáp số: 5.375 đô la", "'Answer: 5.375 dollars' - Vietnamese dot thousands: 5375")
P("vi", "l", "walk", C, "Đáp số: 3 giờ 45 phút", "'Answer: 3 hours 45 minutes' = 3.75")
P("vi", "w", "pct", W, "Đáp số: ba mươi phần nghìn", "'Answer: thirty per thousand' = 3%, not 30%")
P("vi", "l", "lin", C, "**Đáp án:** Hệ có nghiệm $(x; y) = (7; 3)$.", "'**Answer:** the system has the solution (x; y) = (7; 3).'")
P("vi", "y", "deg", C, "**Đáp án:** $120^\\circ$ chứ không phải $60^\\circ$.", "'**Answer:** 120 degrees, not 60 degrees.'")
P("vi", "a", "rt", W, "**Đáp án:** $\\sqrt{72} \\approx 8,5$", "'**Answer:** sqrt 72 ≈ 8,5' - an approximation alone")
P("vi", "t", "big", C, T("big", "3 cửa hàng bán trong 7 ngày được 51 450 món hàng."), "tag: '3 stores selling for 7 days sell 51 450 items.' the givens before", "tag", raw=True)
P("vi", "b", "fr", N, "Ta quy đồng mẫu số: mẫu số chung là", "'We bring to a common denominator: the common denominator is' - cut", "truncated", work="")

# ================================================================ Thai
P("th", "l", "egg", C, "คำตอบ: เหลือไข่ ๑๗๙ ฟอง", "'Answer: 179 eggs remain' Thai digits with the egg classifier")
P("th", "k", "fare", W, "คำตอบ: 53 บาท 75 สตางค์... ไม่สิ 50 บาท", "'Answer: 53 baht 75 satang... no, 50 baht' - a self-correction to the fare without the fee", "final_answer_phrase", False, None, False)
P("th", "l", "save", C, "คำตอบ: 37 บาท 50 สตางค์", "'Answer: 37 baht 50 satang' = 37.50")
P("th", "k", "egg", C, "คำตอบ: 180 ฟอง\n\nอุ๊ย คำนวณผิด 216 − 37 = 179\nคำตอบ: 179 ฟอง", "'Answer: 180 eggs. Oops, miscalculated, 216 - 37 = 179. Answer: 179 eggs' - corrected to the gold")
P("th", "w", "pct", C, "คำตอบ: ร้อยละ 30", "'Answer: per hundred 30' (Thai 'roi la') = 30%")
P("th", "w", "pct", W, "คำตอบ: ร้อยละ 0.3", "'Answer: 0.3 percent' - the ratio written as a percent")
P("th", "l", "ineq", C, "**คำตอบ:** $x \\le -2$", "'**Answer:** x <= -2'")
P("th", "l", "ineq", W, "**คำตอบ:** $x \\ge -2$", "'**Answer:** x >= -2' - direction not flipped")
P("th", "l", "cpx", C, "**คำตอบ:** $8-6i$", "'**Answer:** 8-6i'")
P("th", "h", "cpx", W, "ดังนั้นคำตอบคือ 10 - 6i\n#### 10-6i", "'So the answer is 10 - 6i' #### 10-6i (i^2 read as +1)", "hash", work="$(3 - i)^2 = 9 - 6i + 1 = 10 - 6i$\n")
P("th", "t", "log", C, T("log", "log ฐาน 2 ของ 64 เท่ากับ 6"), "tag: 'log base 2 of 64 equals 6' the givens 2 and 64 before", "tag", raw=True)

# ================================================================ Dutch
P("nl", "w", "egg", C, "Antwoord: er blijven honderdnegenenzeventig eieren over.", "'Answer: one hundred seventy-nine eggs remain.'")
P("nl", "w", "egg", W, "Antwoord: er blijven honderdzevenennegentig eieren over.", "'Answer: one hundred ninety-seven eggs remain.' = 197")
P("nl", "l", "walk", C, "Antwoord: 3 uur en 45 minuten, oftewel drie en driekwart uur.", "'Answer: 3 hours and 45 minutes, i.e. three and three quarter hours'")
P("nl", "l", "walk", W, "Antwoord: drie en een half uur.", "'Answer: three and a half hours' = 3.5")
P("nl", "y", "save", C, "Antwoord: € 37,50 in plaats van de € 37,05 die ik eerst schreef.", "'Answer: € 37,50 instead of the € 37,05 I wrote first.'")
P("nl", "l", "ineq", C, "**Antwoord:** $x \\in \\langle \\leftarrow, -2]$", "'**Answer:** x in <<-, -2]' Dutch school notation, closed at -2")
P("nl", "l", "lin", W, "**Antwoord:** $x = 3$ en $y = 7$", "'**Answer:** x = 3 and y = 7' - swapped")
P("nl", "w", "fr", W, "**Antwoord:** twee tweede, dus $1$", "'**Answer:** two halves, so 1' - numerators and denominators subtracted")
P("nl", "b", "log", N, "We zoeken de exponent $k$ waarvoor $2^k = 64$. Dan is $2^5 = 32$ en", "'We look for the exponent k with 2^k = 64. Then 2^5 = 32 and' - cut", "truncated", work="")

# ================================================================ Swedish
P("sv", "l", "save", C, "Svar: 37 kronor och 50 öre", "'Answer: 37 kronor and 50 ore' = 37.50")
P("sv", "l", "save", W, "Svar: 3 750 öre", "'Answer: 3 750 ore' - the minor unit")
P("sv", "l", "cold", C, "Svar: temperaturen blir 10 minusgrader.", "'Answer: the temperature becomes 10 minus-degrees' = -10")
P("sv", "l", "cold", W, "Svar: temperaturen sjunker 8 grader.", "'Answer: the temperature sinks 8 degrees' - the drop")
P("sv", "w", "coin", C, "**Svar:** sju åttondelar, $\\frac{7}{8}$.", "'**Answer:** seven eighths, 7/8.'")
P("sv", "l", "quad", C, "**Svar:** $x_1 = -5$ och $x_2 = 3$", "'**Answer:** x1 = -5 and x2 = 3'")
P("sv", "q", "deg", C, "Facit säger $60^\\circ$, men det är referensvinkeln.\n**Svar:** $120^\\circ$", "'The answer key says 60 degrees, but that is the reference angle. **Answer:** 120 degrees' - the key's value rejected")
P("sv", "a", "coin", W, "**Svar:** cirka $0{,}88$", "'**Answer:** about 0,88' - a rounded decimal alone for 7/8")
P("sv", "h", "share", C, "Varje vän får alltså 14 klistermärken.\n#### 14", "'So each friend gets 14 stickers.' #### 14", "hash")
P("sv", "t", "pct", W, T("pct", "12 av 40 äpplen är röda, alltså 0,3 %."), "tag: '12 of 40 apples are red, so 0,3 %.' - the ratio as a percent", "tag", raw=True)

# ================================================================ Czech
P("cs", "l", "fare", W, "Odpověď: 53 Kč", "'Answer: 53 crowns' - the 75 haler dropped")
P("cs", "w", "egg", C, "Odpověď: Zbude sto sedmdesát devět vajec.", "'Answer: one hundred seventy-nine eggs will be left.'")
P("cs", "l", "walk", C, "Odpověď: 3 h 45 min", "'Answer: 3 h 45 min' = 3.75 hours")
P("cs", "l", "ineq", C, "**Odpověď:** $K = (-\\infty; -2\\rangle$", "'**Answer:** K = (-inf; -2>' Czech solution-set notation, closed at -2")
P("cs", "l", "ineq", W, "**Odpověď:** $K = \\langle -2; \\infty)$", "'**Answer:** K = <-2; inf)' - the other side")
P("cs", "l", "quad", C, "**Odpověď:** $K = \\{-5; 3\\}$", "'**Answer:** K = {-5; 3}'")
P("cs", "y", "ap", C, "**Odpověď:** Součet je $420$, ne $21$ (to je průměr).", "'**Answer:** the sum is 420, not 21 (that is the mean).'")
P("cs", "y", "ap", W, "**Odpověď:** Součet je $380$ místo $420$.", "'**Answer:** the sum is 380 instead of 420.' - the wrong value chosen")
P("cs", "k", "share", C, "Odpověď: 13\n\nPočkat, 6 · 14 = 84, takže každý dostane 14.\nOdpověď: 14", "'Answer: 13. Wait, 6 * 14 = 84, so each gets 14. Answer: 14' - corrected to the gold")
P("cs", "h", "fare", C, "Celkem tedy zaplatí 53,75 dolaru.\n#### 53,75", "'So in total he pays 53,75 dollars.' #### 53,75 - decimal comma after ####", "hash")
P("cs", "b", "walk", N, "Nejdříve spočítáme celkový počet minut a potom ho převedeme na hodiny.", "'First we compute the total number of minutes and then convert it to hours.' - a plan only", "none", work="")

# ================================================================ Greek
P("el", "l", "big", C, "Απάντηση: 51.450 προϊόντα", "'Answer: 51.450 products' Greek dot thousands")
P("el", "l", "big", W, "Απάντηση: 7.350 προϊόντα την ημέρα", "'Answer: 7.350 products a day' - the daily subtotal")
P("el", "l", "cold", C, "Απάντηση: 10 βαθμοί κάτω από το μηδέν.", "'Answer: 10 degrees below zero.' = -10")
P("el", "w", "share", C, "Απάντηση: δεκατέσσερα αυτοκόλλητα ο καθένας.", "'Answer: fourteen stickers each.'")
P("el", "w", "share", W, "Απάντηση: δεκατρία αυτοκόλλητα ο καθένας.", "'Answer: thirteen stickers each.'")
P("el", "l", "deg", C, "**Απάντηση:** $120$ μοίρες", "'**Answer:** 120 degrees'")
P("el", "q", "lcm", W, "Ο καθηγητής είπε ότι το ΕΚΠ είναι $216$, δηλαδή $12 \\cdot 18$.\n**Απάντηση:** $216$", "'The teacher said the LCM is 216, i.e. 12*18. **Answer:** 216' - the product adopted")
P("el", "l", "cpx", W, "**Απάντηση:** $8 - 6$", "'**Answer:** 8 - 6' - the i dropped (= 2)")
P("el", "t", "fr", C, T("fr", "Η διαφορά 3/4 − 1/6 ισούται με 7/12."), "tag: 'The difference 3/4 - 1/6 equals 7/12.' the givens first", "tag", raw=True)
P("el", "k", "rt", C, "**Απάντηση:** $2\\sqrt{6}$\n\nΌχι, λάθος: $72 = 36 \\cdot 2$, άρα $\\sqrt{72} = 6\\sqrt{2}$.\n**Απάντηση:** $6\\sqrt{2}$", "'**Answer:** 2 sqrt 6. No, wrong: 72 = 36*2, so sqrt 72 = 6 sqrt 2. **Answer:** 6 sqrt 2' - corrected to the gold")

# ================================================================ Hebrew
P("he", "l", "fare", C, "תשובה: 53.75 ₪", "'Answer: 53.75 shekels' shekel sign after")
P("he", "l", "fare", W, "תשובה: 50 ₪", "'Answer: 50 shekels' - the fee left out")
P("he", "l", "egg", C, f"{RLM}תשובה: נשארו 179 ביצים.", "'Answer: 179 eggs remained.' with an RLM mark")
P("he", "l", "walk", C, "תשובה: 3 שעות ו-45 דקות", "'Answer: 3 hours and 45 minutes' = 3.75")
P("he", "l", "walk", W, "תשובה: 225 דקות", "'Answer: 225 minutes' - hours asked")
P("he", "l", "cold", C, "תשובה: מינוס 10 מעלות", "'Answer: minus 10 degrees' = -10")
P("he", "w", "pct", C, "תשובה: שלושים אחוז מהתפוחים אדומים.", "'Answer: thirty percent of the apples are red.'")
P("he", "w", "coin", C, "**תשובה:** שבע שמיניות, כלומר $\\frac{7}{8}$", "'**Answer:** seven eighths, i.e. 7/8'")
P("he", "l", "lin", C, f"**תשובה:** {RLM}$(7, 3)$", "'**Answer:** (7, 3)' with an RLM before the math")
P("he", "y", "log", C, "**תשובה:** $6$ ולא $32$.", "'**Answer:** 6 and not 32.'")
P("he", "h", "lin", W, "לכן x = 7.\n#### 7", "'Therefore x = 7.' #### 7 - one coordinate", "hash")
P("he", "t", "quad", C, th(PROB["quad"][1]) + "<answer>הפתרונות של המשוואה הם x = -5 ו-x = 3</answer>", "tag: 'The solutions of the equation are x = -5 and x = 3'", "tag", raw=True)
# ================================================================ more kind A (wrong values in the languages' notation)
P("zh", "l", "egg", W, "答：还剩179个鸡蛋。\n\n不过题目其实问的是打破了多少个，所以答案是37个。", "'Answer: 179 eggs remain. But the question actually asks how many broke, so the answer is 37.' - a reread to the wrong quantity, last")
P("ja", "l", "cold", W, "答え：マイナス6度", "'Answer: minus 6 degrees' = -6")
P("es", "l", "save", W, "Respuesta: ahorra 37 euros.", "'Answer: he saves 37 euros.' - the 50 cents dropped")
P("fr", "k", "cold", W, "Réponse : −10 °C\n\nEuh non, on part de −2 : −2 − 4 = −6. Réponse : −6 °C", "'Answer: -10 C. Uh, no, we start from -2: -2 - 4 = -6. Answer: -6 C' - corrected to a wrong value")
P("de", "a", "walk", W, "Antwort: Er läuft 225 Minuten, also knapp 4 Stunden.", "'Answer: he walks 225 minutes, i.e. nearly 4 hours.' - minutes, then a rounded hour value")
P("ru", "l", "fare", W, "Ответ: 53 доллара 57 центов.", "'Answer: 53 dollars 57 cents' = 53.57")
P("tr", "l", "big", W, "Cevap: 5,145 bin ürün", "'Answer: 5,145 thousand items' = 5145 (Turkish decimal comma), off by ten")
P("ar", "l", "save", W, "الإجابة: ٣٧ دولارًا و٥ سنتات", "'Answer: 37 dollars and 5 cents' = 37.05")
P("hi", "l", "big", W, "उत्तर: 5.145 लाख वस्तुएँ", "'Answer: 5.145 lakh items' = 514,500, off by ten")
P("vi", "q", "share", W, "Cô giáo bảo mỗi bạn được 15 nhãn dán nên đáp số là 15.\nĐáp số: 15 nhãn dán", "'The teacher said each friend gets 15 stickers so the answer is 15. Answer: 15 stickers' - the wrong reported value adopted")
P("nl", "t", "egg", W, T("egg", "Er zijn 216 eieren, waarvan 37 kapot."), "tag: 'There are 216 eggs, of which 37 broken.' - givens and the subtotal, no result", "tag", raw=True)
P("cs", "l", "cold", W, "Odpověď: Teplota klesne na 10 stupňů.", "'Answer: the temperature falls to 10 degrees.' - the sign dropped")
P("zh", "l", "ineq", W, "答：不等式的解集为 $\\{x \\mid x < -2\\}$。", "'Answer: the solution set of the inequality is {x | x < -2}.' - strict, -2 left out")
P("ja", "l", "quad", W, "答え：$x = -5$", "'Answer: x = -5' - one root only")
P("ko", "l", "deg", W, "정답: $\\frac{2}{3}\\pi$", "'Answer: 2/3 pi' - the given radian measure, degrees asked")
P("es", "k", "quad", W, "**Respuesta:** $-5$ y $3$.\n\nEspera, revisando la factorización: $(x - 5)(x + 3)$, luego $x = 5$ y $x = -3$.\n\n**Respuesta:** $5$ y $-3$.", "'**Answer:** -5 and 3. Wait, checking the factoring: (x - 5)(x + 3), so x = 5 and x = -3. **Answer:** 5 and -3' - corrected to a wrong pair")
P("pt", "l", "lin", W, "**Resposta:** $S = \\{(3, 7)\\}$", "'**Answer:** S = {(3, 7)}' Brazilian solution-set notation, swapped pair")
P("fr", "l", "cpx", W, "**Réponse :** $z^2 = 8 + 6i$", "'**Answer:** z^2 = 8 + 6i' - the conjugate")
P("de", "k", "deg", W, "**Antwort:** $120^\\circ$\n\nKorrektur: $\\frac{2\\pi}{3}$ entspricht $60^\\circ$.\n\n**Antwort:** $60^\\circ$", "'**Answer:** 120 degrees. Correction: 2pi/3 corresponds to 60 degrees. **Answer:** 60 degrees' - corrected to a wrong value")
P("it", "k", "fr", W, "**Risposta:** $\\frac{7}{12}$\n\nAnzi no, $\\frac{9}{12} - \\frac{4}{12} = \\frac{5}{12}$.\n\n**Risposta:** $\\frac{5}{12}$", "'**Answer:** 7/12. Rather no, 9/12 - 4/12 = 5/12. **Answer:** 5/12' - corrected to a wrong value")
P("ru", "l", "ap", W, "**Ответ:** $S_{19} = 380$.", "'**Answer:** S_19 = 380.' - 19 terms")
P("uk", "l", "log", W, "**Відповідь:** $\\log_2 64 = 32$.", "'**Answer:** log_2 64 = 32.' = 64/2")
P("pl", "l", "quad", W, "**Odpowiedź:** $x_1 = -3$, $x_2 = 5$", "'**Answer:** x1 = -3, x2 = 5' - signs swapped")
P("fa", "l", "deg", W, "**پاسخ:** $۶۰$ درجه", "'**Answer:** 60 degrees' in Persian digits - the reference angle")
P("hi", "l", "ineq", W, "**उत्तर:** $x < -2$", "'**Answer:** x < -2' - strict, -2 left out")
P("bn", "l", "lcm", W, "**উত্তর:** ৬", "'**Answer:** 6' in a Bengali digit - the gcd")
P("id", "l", "lin", W, "**Jawaban:** HP $= \\{(3, 7)\\}$", "'**Answer:** HP (solution set) = {(3, 7)}' - swapped pair")
P("th", "l", "fr", W, "**คำตอบ:** $\\frac{12}{7}$", "'**Answer:** 12/7' - inverted")
P("el", "l", "log", W, "**Απάντηση:** $\\log_2 64 = 8$", "'**Answer:** log_2 64 = 8' - the square root of 64")
P("he", "k", "cpx", W, "**תשובה:** $8 - 6i$\n\nרגע, $(3 - i)^2 = 9 + 1 - 6i = 10 - 6i$.\n**תשובה:** $10 - 6i$", "'**Answer:** 8 - 6i. Wait, (3 - i)^2 = 9 + 1 - 6i = 10 - 6i. **Answer:** 10 - 6i' - corrected to a wrong value (i^2 read as +1)")
# fmt: on

DECISIONS = {
    "w_m_de_coin": (
        "reject",
        "0,875 is the exact decimal of 7/8 but the convention treats a decimal for a fractional MATH gold as wrong; the German decimal comma does not change that",
    ),
    "l_ok_fa_walk2": (
        "accept",
        "in everyday Persian writing the slash is the decimal mark (۳/۷۵ = 3.75), and the working line above shows 3.75; hours were asked",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam160", CASES, [], DECISIONS)
