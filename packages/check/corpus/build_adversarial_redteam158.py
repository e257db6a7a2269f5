r"""Build adversarial_redteam158.jsonl: round 158 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam158"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam136.py / build_adversarial_redteam154.py / build_adversarial_redteam156.py
(structure, docstring, label conventions, DECISIONS; the "Aim" paragraphs of 154 and 156 read to AVOID
their shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew.
Working lines are language-neutral equations; the final lines are in the language. Shapes stressed
here (beyond rounds 154/156): mixed scale words (127万5千, 127만 5천, 1万2千, 12 bin, 12 тис., 12.75
लाख, 1,275 mln / 1,275 tys.) of the right or wrong size; compound number words (doce mil, mil
doscientas, treze, ثلاث عشرة, jedenáct dvanáctin, یک ششم); yuan-jiao-fen and dollar-cent /
kr-öre / rupee-paisa split amounts against a swapped or dropped minor part (17,52 / 17 zł 2 gr);
clock-like hour notations (3 h 30, 3時間半, 3 saat 30 dakika, 3 घंटे 30 मिनट) against 3,30 h / 3 uur
en 5 minuten / the minutes alone; the dot thousands mark in a MATH answer (1.275 for 1275,
debatable); bidi marks (RLM) around a LaTeX answer in Arabic / Hebrew; native digits (Thai, Bengali,
Persian, Devanagari); approximation after the exact value (correct) against the approximation alone;
the answer followed by an extra statistic (the mean after the sum, the failing count after the
percent: the committed answer stands); "not X but Y" / "Y, not X" in the language; reported speech
of a wrong value (the teacher / the book / a friend said ...) before or after the model's own value;
corrections in the language ("等等", "いや", "아니", "espera", "aliás", "en fait non", "Moment",
"anzi", "хотя нет", "ой", "chwila", "yok hayır", "لا، انتظر", "نه، صبر کن", "नहीं, रुको", "না, দাঁড়াও",
"eh salah", "à không", "เดี๋ยวนะ", "wacht", "nej vänta", "počkat", "όχι, στάσου", "רגע"); `<answer>`
tags holding a sentence in the language with the givens before the value; `####` after a phrase in
the language; answers cut at the token cap or left as a plan (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 48 packs of 250 sheets -> 12000 (48*250 = 12000; 1200 and 120000 wrong); 5 kg at 3.45 a kg
-> 17.25 (5*3.45 = 17.25; 17.52, 17.2, 17.02, 1725 cents wrong); 7 episodes of 30 minutes, HOURS
asked -> 3.5 (7*30 = 210 minutes; 210/60 = 3.5; 210 and 3.3 and 3 h 5 min wrong); 4 degrees,
falling 3 degrees an hour for 3 hours -> -5 (3*3 = 9; 4 - 9 = -5; +5 and the drop 9 wrong); 27 of 36
pupils passed, percent asked -> 75 (27/36 = 0.75; 25 and 0.75 % wrong); 3 cities of 425,000 -> 1275000
(3*425000 = 1275000; 127500, 1275 and 1725000 wrong); 156 pupils, buses of 12 -> 13 (156/12 = 13
exactly; 12 and 14 wrong).
MATH: sum 7 with two dice -> \frac{1}{6} (6 of 36; 1/36 and 0.17 wrong); \sqrt{48} -> 4\sqrt{3}
(16*3; ~6.928; 16\sqrt{3} and 6.93 alone wrong); 2x + 1 > 7 -> (3, \infty) (2x > 6; [3, \infty),
x < 3 and (-\infty, 3) wrong); x^2 - x - 12 = 0 -> -3, 4 ((x - 4)(x + 3); 3, -4 and one root and the
sum 1 wrong); y = 2x + 1 and y = -x + 7 meet at -> (2, 5) (3x = 6; y = 5; (5, 2) and x = 2 alone
wrong); 5\pi/4 in degrees -> 225 (5*180/4 = 225; 135 and 252 wrong); (2 + 3i)(1 - i) -> 5 + i (2 -
2i + 3i - 3i^2 = 5 + i; 5 - i and -1 + i (i^2 read as +1) wrong); 1 + 2 + ... + 50 -> 1275 (50*51/2;
the mean 25.5 wrong); \log_3 81 -> 4 (3^4 = 81; 3 and 27 wrong); 2/3 + 1/4 -> \frac{11}{12} (8/12 +
3/12; 3/7 (numerators and denominators added) and 12/11 wrong).

Classes (id prefix): `l_` the language's own final-answer label with its notation (grouping,
decimal comma, currency, scale words, number / fraction words, split units, native digits, school
notation), `y_` "not X but Y" / "Y, not X", `q_` reported speech of a value (teacher, book, friend),
`k_` corrections in the language after a first value, `a_` approximations (after the exact value or
alone) and extra statistics after the answer, `t_` `<answer>` tags holding a sentence in the
language, `h_` `####` after a phrase in the language, `b_` cuts, plans and refusals (no_answer).
Then `m_` for a MATH probe, `ok_` for kind B, then the language code and the problem. Kind A: truth
wrong / no_answer; kind B: truth correct. Every note opens with the language and carries an English
gloss of the final lines.

Label conventions (corpus/README.md; rounds 136, 154 and 156): the LAST final answer counts; a
right answer in the language's honest notation (decimal comma, local grouping with dot, space,
narrow no-break space or apostrophe, currency before or after, a scale word of the right size,
major and minor currency units equal to the decimal, hours and minutes or "and a half" equal to the
hours asked, a number word, a fraction word, native digits, a school notation for the same interval
/ point / root pair, a counted noun or counter, bidi marks) is correct; a scale word of the wrong size
is another value and wrong; another unit than the one asked is wrong, but a gloss in the other unit
after the value asked does not replace it; an approximation after the exact value is a gloss, an
approximation alone for an exact MATH gold or a rounded GSM8K value is wrong; an extra statistic
after the committed answer (the mean after the sum) does not replace it; in "not X but Y" the Y is
the answer; a value reported from someone else and rejected is not the answer, one the model adopts
is; an explicit correction after the answer makes the new value final, right or wrong; an answer
tag's content is the final answer (a sentence in it is read for the value it states); a cut before
any final value, a plan or a refusal is no_answer. Debatable probes carry `debatable=True` and a
DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam158.py  (writes adversarial_redteam158.jsonl beside itself)
"""

from pathlib import Path

from corpus_build import LANGUAGE_NAMES, g, m, th, write_probes  # noqa: E402

# ================================================================ problems: key -> (gold, working, path)
PROB = {
    "tix": ("12000", "48 × 250 = 12000\n", "g"),
    "price": ("17.25", "5 × 3.45 = 17.25\n", "g"),
    "ep": ("3.5", "7 × 30 = 210 min\n210 / 60 = 3.5\n", "g"),
    "temp": ("-5", "3 × 3 = 9\n4 − 9 = −5\n", "g"),
    "pct": ("75", "27 / 36 = 0.75\n0.75 × 100 = 75\n", "g"),
    "pop": ("1275000", "3 × 425000 = 1275000\n", "g"),
    "bus": ("13", "156 / 12 = 13\n", "g"),
    "dice": (
        "\\frac{1}{6}",
        "$(1,6),(2,5),(3,4),(4,3),(5,2),(6,1)$: $6$ / $36$, $\\frac{6}{36} = \\frac{1}{6}$\n",
        "m",
    ),
    "sq": ("4\\sqrt{3}", "$\\sqrt{48} = \\sqrt{16 \\cdot 3} = 4\\sqrt{3}$\n", "m"),
    "ineq": ("(3, \\infty)", "$2x + 1 > 7 \\Rightarrow 2x > 6 \\Rightarrow x > 3$\n", "m"),
    "root": ("-3, 4", "$x^2 - x - 12 = (x - 4)(x + 3) = 0$\n", "m"),
    "pt": (
        "(2, 5)",
        "$2x + 1 = -x + 7 \\Rightarrow 3x = 6 \\Rightarrow x = 2,\\ y = 2 \\cdot 2 + 1 = 5$\n",
        "m",
    ),
    "deg": ("225", "$\\frac{5\\pi}{4} \\cdot \\frac{180^\\circ}{\\pi} = 225^\\circ$\n", "m"),
    "cpx": ("5 + i", "$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$\n", "m"),
    "sum": ("1275", "$1 + 2 + \\dots + 50 = \\frac{50 \\cdot 51}{2} = 1275$\n", "m"),
    "log": ("4", "$81 = 3^4$\n", "m"),
    "fr": (
        "\\frac{11}{12}",
        "$\\frac{2}{3} + \\frac{1}{4} = \\frac{8}{12} + \\frac{3}{12} = \\frac{11}{12}$\n",
        "m",
    ),
}
LANG = LANGUAGE_NAMES
CASES: list[tuple] = []
_SEEN: dict[str, int] = {}


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
):  # noqa: ANN001, ANN201
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


C, W, N = "correct", "wrong", "no_answer"
RLM = "\u200f"
NNBSP = "\u202f"

# ================================================================ l_: native labels and notation
# Chinese
P(
    "zh",
    "l",
    "pop",
    C,
    "答：三个城市共有127万5千人。",
    "'Answer: the three cities have 127 wan 5 thousand (1,275,000) people.' mixed scale words, right size",
)
P(
    "zh",
    "l",
    "pop",
    W,
    "答：三个城市共有12万7千5百人。",
    "'Answer: 12 wan 7 thousand 5 hundred people' = 127,500, off by ten",
)
P(
    "zh",
    "l",
    "price",
    C,
    "所以一共要付17元2角5分。\n答：17元2角5分",
    "'So in total pay 17 yuan 2 jiao 5 fen. Answer: 17 yuan 2 jiao 5 fen' = 17.25",
)
P(
    "zh",
    "l",
    "price",
    W,
    "答：一共要付17元5角2分。",
    "'Answer: pay 17 yuan 5 jiao 2 fen' = 17.52, jiao and fen swapped",
)
P(
    "zh",
    "l",
    "ep",
    C,
    "答：一共需要三个半小时。",
    "'Answer: it needs three and a half hours in total' (number word + 半)",
)
P("zh", "l", "ep", W, "答：一共需要210分钟。", "'Answer: 210 minutes in total'; hours were asked")
P(
    "zh",
    "l",
    "temp",
    C,
    "所以最后的气温是零下五度。",
    "'So the final temperature is five degrees below zero' (number word)",
    form="prose_sentence",
)
P(
    "zh",
    "l",
    "dice",
    C,
    "因此，所求概率为 $\\dfrac{1}{6}$（约 $0.167$）。",
    "'Therefore the required probability is 1/6 (about 0.167)'; approximation after the exact value",
    form="prose_sentence",
)
P(
    "zh",
    "l",
    "dice",
    W,
    "概率约为 $0.17$。\n\n**最终答案**：约 $0.17$",
    "'The probability is about 0.17. Final answer: about 0.17' — approximation alone",
)
P(
    "zh",
    "l",
    "fr",
    C,
    "**答案**：十二分之十一",
    "'Answer: eleven twelfths' (Chinese fraction word, denominator first)",
)
P("zh", "l", "fr", W, "**答案**：十一分之十二", "'Answer: twelve elevenths' = 12/11, inverted")
# Japanese
P("ja", "l", "tix", C, "答え：1万2千枚", "'Answer: 1 man 2 thousand sheets' = 12,000")
P("ja", "l", "tix", W, "答え：1千2百枚", "'Answer: 1 thousand 2 hundred sheets' = 1,200")
P(
    "ja",
    "l",
    "bus",
    C,
    "したがって、必要なバスは十三台です。",
    "'Therefore the buses needed are thirteen (kanji numeral) vehicles'",
    form="prose_sentence",
)
P("ja", "l", "ep", C, "答え：3時間半", "'Answer: 3 hours and a half'")
P(
    "ja",
    "l",
    "ep",
    W,
    "答え：3時間30分、つまり3.3時間",
    "'Answer: 3 hours 30 minutes, i.e. 3.3 hours' — clock misread as the final decimal",
)
P(
    "ja",
    "l",
    "ineq",
    C,
    "よって、解は $x>3$ である。\n\n答え：$x > 3$",
    "'Hence the solution is x > 3. Answer: x > 3'",
)
P("ja", "l", "ineq", W, "答え：$x \\geqq 3$", "'Answer: x ≧ 3' — non-strict, wrong")
P("ja", "l", "deg", C, "**最終回答**：$225^\\circ$", "'Final answer: 225°'")
P("ja", "l", "deg", W, "**最終回答**：$135^\\circ$", "'Final answer: 135°' (180 - 45 slip)")
P(
    "ja",
    "l",
    "sq",
    W,
    "$\\sqrt{48} \\fallingdotseq 6.93$\n答え：約 $6.93$",
    "'√48 ≒ 6.93. Answer: about 6.93' — approximation alone",
)
# Korean
P("ko", "l", "pop", C, "답: 127만 5천 명", "'Answer: 127 man 5 thousand people' = 1,275,000")
P(
    "ko",
    "l",
    "pop",
    W,
    "답: 12만 7천5백 명",
    "'Answer: 12 man 7 thousand 5 hundred people' = 127,500",
)
P("ko", "l", "price", C, "정답: 17달러 25센트", "'Correct answer: 17 dollars 25 cents'")
P(
    "ko",
    "l",
    "temp",
    W,
    "따라서 최종 기온은 영상 5도입니다.",
    "'So the final temperature is 5 degrees above zero' = +5",
    form="prose_sentence",
)
P("ko", "l", "temp", C, "답: -5°C (영하 5도)", "'Answer: -5°C (5 degrees below zero)'")
P(
    "ko",
    "l",
    "log",
    C,
    "따라서 $\\log_3 81 = 4$입니다.\n\n최종 답: 4",
    "'Therefore log_3 81 = 4. Final answer: 4'",
)
P("ko", "l", "fr", C, "답: $\\frac{11}{12}$ (12분의 11)", "'Answer: 11/12 (11 of 12 parts)'")
P(
    "ko",
    "l",
    "fr",
    W,
    "답: 7분의 3",
    "'Answer: 3 of 7 parts' = 3/7, numerators and denominators added",
    work="$\\frac{2}{3} + \\frac{1}{4} = \\frac{2+1}{3+4}$\n",
)
# Spanish
P(
    "es",
    "l",
    "pop",
    C,
    "**Respuesta final:** 1,275 millones de habitantes.",
    "'Final answer: 1.275 million inhabitants' (decimal comma + millones)",
)
P(
    "es",
    "l",
    "pop",
    W,
    "**Respuesta final:** 1,275 mil habitantes.",
    "'Final answer: 1.275 thousand inhabitants' = 1,275 — wrong scale word",
)
P(
    "es",
    "l",
    "tix",
    C,
    "Respuesta: doce mil hojas.",
    "'Answer: twelve thousand sheets' (number words)",
)
P(
    "es",
    "l",
    "tix",
    W,
    "Respuesta: mil doscientas hojas.",
    "'Answer: one thousand two hundred sheets' = 1,200",
)
P(
    "es",
    "l",
    "ep",
    C,
    "La respuesta es 3 horas y media.",
    "'The answer is 3 and a half hours'",
    form="answer_is",
)
P(
    "es",
    "l",
    "ep",
    W,
    "La respuesta es 3,30 horas.",
    "'The answer is 3,30 hours' = 3.3 with decimal comma, clock misread",
    form="answer_is",
)
P(
    "es",
    "l",
    "ineq",
    C,
    "Por tanto, $x \\in (3, +\\infty)$.\n\n**Respuesta:** $(3, +\\infty)$",
    "'Hence x ∈ (3, +∞). Answer: (3, +∞)'",
)
P("es", "l", "cpx", C, "**Respuesta:** $z = 5 + i$", "'Answer: z = 5 + i'")
P(
    "es",
    "l",
    "cpx",
    W,
    "**Respuesta:** la parte real es $5$.",
    "'Answer: the real part is 5' — only one part",
)
# Portuguese
P(
    "pt",
    "l",
    "price",
    C,
    "Resposta: R$ 17,25",
    "'Answer: R$ 17,25' (decimal comma, currency before)",
)
P("pt", "l", "price", W, "Resposta: R$ 1.725", "'Answer: R$ 1.725' = 1725 (dot thousands)")
P(
    "pt",
    "l",
    "bus",
    C,
    "Resposta final: serão necessários treze ônibus.",
    "'Final answer: thirteen buses will be needed' (number word)",
)
P(
    "pt",
    "l",
    "pt",
    C,
    "Logo, o ponto de interseção é $P(2, 5)$.",
    "'Hence the intersection point is P(2, 5)'",
    form="prose_sentence",
)
P(
    "pt",
    "l",
    "pt",
    W,
    "Logo, o ponto de interseção é $(5, 2)$.",
    "'Hence the intersection point is (5, 2)' — swapped",
    form="prose_sentence",
)
P(
    "pt",
    "l",
    "sum",
    C,
    "A soma é 1.275.\n\nResposta: 1.275",
    "'The sum is 1.275. Answer: 1.275' — Portuguese dot thousands = 1275",
    debatable=True,
)
# French
P(
    "fr",
    "l",
    "pop",
    C,
    f"Réponse : 1{NNBSP}275{NNBSP}000 habitants.",
    "'Answer: 1 275 000 inhabitants' (narrow no-break spaces)",
)
P(
    "fr",
    "l",
    "pop",
    W,
    f"Réponse : 127{NNBSP}500 habitants.",
    "'Answer: 127 500 inhabitants' — off by ten",
)
P(
    "fr",
    "l",
    "ep",
    C,
    "Il lui faut donc 3 h 30.\n\n**Réponse finale : 3 h 30**",
    "'So he needs 3 h 30. Final answer: 3 h 30' = 3.5 hours",
)
P(
    "fr",
    "l",
    "temp",
    W,
    "La température finale est de 5 degrés.",
    "'The final temperature is 5 degrees' — magnitude only",
    form="prose_sentence",
)
P(
    "fr",
    "l",
    "temp",
    C,
    "La température finale est de moins cinq degrés, soit −5 °C.",
    "'The final temperature is minus five degrees, i.e. −5 °C' (U+2212)",
    form="prose_sentence",
)
P(
    "fr",
    "l",
    "ineq",
    C,
    "L'ensemble des solutions est $\\mathcal{S} = \\left]3\\,;+\\infty\\right[$.",
    "'The solution set is S = ]3 ; +∞['",
    form="prose_sentence",
)
P(
    "fr",
    "l",
    "ineq",
    W,
    "L'ensemble des solutions est $\\mathcal{S} = [3\\,;+\\infty[$.",
    "'The solution set is S = [3 ; +∞[' — closed at 3",
    form="prose_sentence",
)
P(
    "fr",
    "l",
    "fr",
    C,
    "Réponse : onze douzièmes, soit $\\frac{11}{12}$.",
    "'Answer: eleven twelfths, i.e. 11/12'",
)
# German
P("de", "l", "price", C, "Antwort: Sie bezahlt 17,25 €.", "'Answer: she pays 17,25 €'")
P(
    "de",
    "l",
    "price",
    W,
    "Antwort: Sie bezahlt 17,52 €.",
    "'Answer: she pays 17,52 €' — digits swapped",
)
P("de", "l", "tix", C, "Antwort: 12.000 Blatt", "'Answer: 12.000 sheets' (dot thousands)")
P("de", "l", "tix", W, "Antwort: 1.200 Blatt", "'Answer: 1.200 sheets' = 1,200")
P("de", "l", "ep", C, "Antwort: 3,5 Std.", "'Answer: 3,5 hrs.'")
P(
    "de",
    "l",
    "root",
    C,
    "Die Lösungen sind $x_1 = 4$ und $x_2 = -3$.\n\n**Endergebnis:** $\\mathbb{L} = \\{-3; 4\\}$",
    "'The solutions are x1 = 4 and x2 = -3. Final result: L = {-3; 4}'",
)
P(
    "de",
    "l",
    "root",
    W,
    "**Endergebnis:** $\\mathbb{L} = \\{3; -4\\}$",
    "'Final result: L = {3; -4}' — signs swapped",
)
P(
    "de",
    "l",
    "dice",
    C,
    "**Antwort:** $P = \\frac{6}{36} = \\frac{1}{6} \\approx 16{,}7\\,\\%$",
    "'Answer: P = 6/36 = 1/6 ≈ 16,7 %' — exact value then a percent approximation",
)
# Italian
P("it", "l", "bus", C, "Risposta: servono 13 pullman.", "'Answer: 13 coaches are needed'")
P(
    "it",
    "l",
    "bus",
    W,
    "Risposta: servono 12 pullman e avanzano 12 studenti.",
    "'Answer: 12 coaches are needed and 12 pupils are left over' — 12*12 = 144 slip",
)
P(
    "it",
    "l",
    "sq",
    C,
    "Quindi $\\sqrt{48} = 4\\sqrt{3} \\approx 6{,}93$.\n\n**Risposta finale:** $4\\sqrt{3}$",
    "'So √48 = 4√3 ≈ 6,93. Final answer: 4√3'",
)
P(
    "it",
    "l",
    "sq",
    W,
    "**Risposta finale:** $16\\sqrt{3}$",
    "'Final answer: 16√3' — the square left outside the root",
)
P("it", "l", "deg", C, "**Risposta:** $225°$ (gradi)", "'Answer: 225° (degrees)'")
# Russian
P("ru", "l", "temp", C, "Ответ: −5 °C (5 градусов мороза).", "'Answer: −5 °C (5 degrees of frost)'")
P("ru", "l", "temp", W, "Ответ: 5 градусов.", "'Answer: 5 degrees' — magnitude only")
P("ru", "l", "price", C, "Ответ: 17 долларов 25 центов.", "'Answer: 17 dollars 25 cents'")
P("ru", "l", "price", W, "Ответ: 17,2 доллара.", "'Answer: 17,2 dollars' = 17.20, a cent lost")
P("ru", "l", "ineq", C, "Ответ: $x \\in (3; +\\infty)$.", "'Answer: x ∈ (3; +∞).'")
P("ru", "l", "ineq", W, "Ответ: $x \\in [3; +\\infty)$.", "'Answer: x ∈ [3; +∞)' — closed at 3")
P(
    "ru",
    "l",
    "fr",
    C,
    "Ответ: $\\frac{11}{12}$ (одиннадцать двенадцатых).",
    "'Answer: 11/12 (eleven twelfths)'",
)
# Ukrainian
P("uk", "l", "tix", C, "Відповідь: 12 тис. аркушів.", "'Answer: 12 thousand sheets'")
P(
    "uk",
    "l",
    "tix",
    W,
    "Відповідь: 12 млн аркушів.",
    "'Answer: 12 million sheets' — wrong scale word",
)
P("uk", "l", "root", C, "Відповідь: $x_1 = -3$, $x_2 = 4$.", "'Answer: x1 = -3, x2 = 4'")
P(
    "uk",
    "l",
    "root",
    W,
    "Відповідь: $x_1 + x_2 = 1$.",
    "'Answer: x1 + x2 = 1' — the sum of the roots",
)
P("uk", "l", "pt", C, "Відповідь: $A(2; 5)$.", "'Answer: A(2; 5)' (semicolon point)")
# Polish
P("pl", "l", "price", C, "Odpowiedź: 17,25 zł", "'Answer: 17,25 zloty'")
P("pl", "l", "price", W, "Odpowiedź: 17 zł 2 gr", "'Answer: 17 zloty 2 grosze' = 17.02")
P("pl", "l", "pop", C, "Odpowiedź: 1,275 mln mieszkańców.", "'Answer: 1,275 million inhabitants'")
P(
    "pl",
    "l",
    "pop",
    W,
    "Odpowiedź: 1,275 tys. mieszkańców.",
    "'Answer: 1,275 thousand inhabitants' = 1,275",
)
P("pl", "l", "ineq", C, "Odpowiedź: $x \\in (3, +\\infty)$", "'Answer: x ∈ (3, +∞)'")
# Turkish
P(
    "tr",
    "l",
    "pct",
    C,
    "Cevap: öğrencilerin yüzde 75'i geçti.",
    "'Answer: 75 percent of the pupils passed' (apostrophe case suffix)",
)
P(
    "tr",
    "l",
    "pct",
    W,
    "Cevap: öğrencilerin %25'i kaldı.",
    "'Answer: 25% of the pupils failed' — the complement",
)
P("tr", "l", "tix", C, "Cevap: 12 bin yaprak.", "'Answer: 12 thousand sheets'")
P(
    "tr",
    "l",
    "ep",
    C,
    "Cevap: 3,5 saat, yani 3 saat 30 dakika (210 dakika).",
    "'Answer: 3,5 hours, i.e. 3 hours 30 minutes (210 minutes)' — minutes only as a gloss after the hours asked",
)
P("tr", "l", "cpx", C, "Sonuç: $z = 5 + i$'dir.", "'Result: z = 5 + i (copula suffix)'")
P("tr", "l", "cpx", W, "Sonuç: $5 - i$", "'Result: 5 − i' — the conjugate")
P("tr", "l", "deg", C, "Cevap: 225 derece", "'Answer: 225 degrees'")
# Arabic
P("ar", "l", "pop", C, "الإجابة النهائية: 1.275 مليون نسمة", "'Final answer: 1.275 million people'")
P(
    "ar",
    "l",
    "pop",
    W,
    "الإجابة النهائية: 127.5 ألف نسمة",
    "'Final answer: 127.5 thousand people' = 127,500",
)
P(
    "ar",
    "l",
    "bus",
    C,
    "إذن نحتاج إلى ثلاث عشرة حافلة.\nالإجابة: 13 حافلة",
    "'So we need thirteen buses. Answer: 13 buses'",
)
P("ar", "l", "bus", W, "الإجابة: ١٢ حافلة", "'Answer: 12 buses' (Arabic-Indic digits)")
P(
    "ar",
    "l",
    "root",
    C,
    "الحلول: $س = -3$ أو $س = 4$",
    "'The solutions: x = -3 or x = 4' (Arabic س for x)",
)
P("ar", "l", "root", W, "الحل: $س = 4$ فقط", "'The solution: x = 4 only' — one root")
P(
    "ar",
    "l",
    "fr",
    C,
    f"الجواب: {RLM}$\\frac{{11}}{{12}}${RLM}",
    "'The answer: 11/12' wrapped in right-to-left marks",
)
# Persian
P(
    "fa",
    "l",
    "price",
    C,
    "پاسخ: ۱۷ دلار و ۲۵ سنت",
    "'Answer: 17 dollars and 25 cents' (Persian digits)",
)
P(
    "fa",
    "l",
    "price",
    W,
    "پاسخ: ۱۷۲۵ سنت",
    "'Answer: 1725 cents' — another unit than the dollars asked",
)
P("fa", "l", "temp", C, "پاسخ: ۵ درجه زیر صفر", "'Answer: 5 degrees below zero'")
P("fa", "l", "temp", W, "پاسخ: ۵ درجه بالای صفر", "'Answer: 5 degrees above zero'")
P("fa", "l", "log", C, "پاسخ نهایی: ۴", "'Final answer: 4' (Persian digit)")
P("fa", "l", "log", W, "پاسخ نهایی: ۲۷", "'Final answer: 27' (81/3)")
P("fa", "l", "dice", C, "پاسخ: یک ششم", "'Answer: one sixth' (fraction word)")
# Hindi
P("hi", "l", "pop", C, "उत्तर: 12.75 लाख लोग", "'Answer: 12.75 lakh people' = 1,275,000")
P("hi", "l", "pop", W, "उत्तर: 1.275 लाख लोग", "'Answer: 1.275 lakh people' = 127,500")
P("hi", "l", "price", C, "उत्तर: ₹17.25 (17 रुपये 25 पैसे)", "'Answer: ₹17.25 (17 rupees 25 paise)'")
P("hi", "l", "ep", C, "उत्तर: 3 घंटे 30 मिनट", "'Answer: 3 hours 30 minutes' = 3.5 hours")
P("hi", "l", "ep", W, "उत्तर: 210 मिनट", "'Answer: 210 minutes' — hours were asked")
P("hi", "l", "sq", C, "अंतिम उत्तर: $4\\sqrt{3}$", "'Final answer: 4√3'")
P(
    "hi",
    "l",
    "sq",
    W,
    "अंतिम उत्तर: लगभग 6.93",
    "'Final answer: approximately 6.93' — approximation alone",
)
# Bengali
P("bn", "l", "tix", C, "উত্তর: ১২,০০০ টি পাতা", "'Answer: 12,000 sheets' (Bengali digits)")
P("bn", "l", "tix", W, "উত্তর: ১,২০০ টি পাতা", "'Answer: 1,200 sheets'")
P("bn", "l", "pct", C, "উত্তর: ৭৫%", "'Answer: 75%' (Bengali digits)")
P("bn", "l", "pct", W, "উত্তর: ০.৭৫%", "'Answer: 0.75%' — another value")
P(
    "bn",
    "l",
    "pt",
    C,
    "উত্তর: $(2, 5)$ বিন্দুতে রেখা দুটি ছেদ করে।",
    "'Answer: the two lines meet at the point (2, 5)'",
)
P("bn", "l", "pt", W, "উত্তর: $x = 2$", "'Answer: x = 2' — one coordinate")
# Indonesian
P("id", "l", "price", C, "Jawaban: $17,25", "'Answer: $17,25' (decimal comma)")
P("id", "l", "price", W, "Jawaban: 17,52 dolar", "'Answer: 17,52 dollars'")
P(
    "id",
    "l",
    "ineq",
    C,
    "Jadi, himpunan penyelesaiannya adalah $\\{x \\mid x > 3,\\ x \\in \\mathbb{R}\\}$.",
    "'So the solution set is {x | x > 3, x ∈ R}'",
    form="prose_sentence",
)
P(
    "id",
    "l",
    "ineq",
    W,
    "Jadi, himpunan penyelesaiannya adalah $\\{x \\mid x < 3\\}$.",
    "'So the solution set is {x | x < 3}'",
    form="prose_sentence",
)
P("id", "l", "cpx", C, "Jawaban akhir: $5 + i$", "'Final answer: 5 + i'")
# Vietnamese
P(
    "vi",
    "l",
    "tix",
    C,
    "Đáp số: 12.000 tờ giấy.",
    "'Answer: 12.000 sheets of paper' (dot thousands)",
)
P("vi", "l", "tix", W, "Đáp số: 120.000 tờ giấy.", "'Answer: 120.000 sheets' = 120,000")
P("vi", "l", "temp", C, "Đáp số: âm 5 độ C.", "'Answer: minus 5 degrees C'")
P("vi", "l", "temp", W, "Đáp số: 5 độ C.", "'Answer: 5 degrees C' — magnitude only")
P("vi", "l", "fr", C, "Đáp số: $\\frac{11}{12}$.", "'Answer: 11/12'")
P(
    "vi",
    "l",
    "fr",
    W,
    "Đáp số: mười hai phần mười một",
    "'Answer: twelve parts of eleven' = 12/11 (Vietnamese a phần b = a/b)",
)
P(
    "vi",
    "l",
    "root",
    C,
    "Vậy phương trình có hai nghiệm $x = -3$ và $x = 4$.",
    "'So the equation has two roots x = -3 and x = 4'",
    form="prose_sentence",
)
# Thai
P("th", "l", "price", C, "ตอบ 17.25 ดอลลาร์", "'Answer 17.25 dollars'")
P("th", "l", "price", W, "ตอบ 17 ดอลลาร์", "'Answer 17 dollars' — cents dropped")
P(
    "th",
    "l",
    "bus",
    C,
    "ตอบ ต้องใช้รถบัส ๑๓ คัน",
    "'Answer: 13 buses are needed' (Thai digits, counter คัน)",
)
P("th", "l", "bus", W, "ตอบ ต้องใช้รถบัส ๑๔ คัน", "'Answer: 14 buses are needed' (Thai digits)")
P("th", "l", "log", C, "คำตอบ: $\\log_3 81 = 4$", "'Answer: log_3 81 = 4'")
P("th", "l", "log", W, "คำตอบ: $\\log_3 81 = 3$", "'Answer: log_3 81 = 3'")
# Dutch
P("nl", "l", "pop", C, "Antwoord: 1.275.000 inwoners", "'Answer: 1.275.000 inhabitants'")
P(
    "nl",
    "l",
    "pop",
    W,
    "Antwoord: 1,275 duizend inwoners",
    "'Answer: 1,275 thousand inhabitants' = 1,275",
)
P(
    "nl",
    "l",
    "ep",
    C,
    "Antwoord: 3,5 uur (3 uur en 30 minuten)",
    "'Answer: 3,5 hours (3 hours and 30 minutes)'",
)
P(
    "nl",
    "l",
    "ep",
    W,
    "Antwoord: 3 uur en 5 minuten",
    "'Answer: 3 hours and 5 minutes' — the decimal .5 misread as 5 minutes",
)
P(
    "nl",
    "l",
    "deg",
    C,
    "Het antwoord is 225 graden.",
    "'The answer is 225 degrees.'",
    form="answer_is",
)
P(
    "nl",
    "l",
    "deg",
    W,
    "Het antwoord is 252 graden.",
    "'The answer is 252 degrees.' — digits swapped",
    form="answer_is",
)
# Swedish
P("sv", "l", "price", C, "Svar: 17 kr och 25 öre", "'Answer: 17 kronor and 25 öre'")
P(
    "sv",
    "l",
    "price",
    W,
    "Svar: 1 725 öre",
    "'Answer: 1 725 öre' — another unit than the kronor asked",
)
P("sv", "l", "tix", C, "Svar: 12 000 ark", "'Answer: 12 000 sheets' (space grouping)")
P(
    "sv",
    "l",
    "ineq",
    W,
    "Svar: $x > 4$",
    "'Answer: x > 4' — 7 + 1 = 8 slip",
    work="$2x + 1 > 7 \\Rightarrow 2x > 8$\n",
)
# Czech
P("cs", "l", "temp", C, "Odpověď: Teplota je −5 °C.", "'Answer: the temperature is −5 °C.'")
P(
    "cs",
    "l",
    "temp",
    W,
    "Odpověď: Teplota klesla o 9 °C.",
    "'Answer: the temperature dropped by 9 °C' — the drop",
)
P("cs", "l", "price", C, "Odpověď: 17,25 Kč", "'Answer: 17,25 CZK'")
P(
    "cs",
    "l",
    "pt",
    C,
    "Odpověď: Průsečík je $P[2; 5]$.",
    "'Answer: the intersection is P[2; 5]' (Czech bracket point)",
)
P(
    "cs",
    "l",
    "pt",
    W,
    "Odpověď: Průsečík je $P[5; 2]$.",
    "'Answer: the intersection is P[5; 2]' — swapped",
)
P("cs", "l", "fr", C, "Odpověď: jedenáct dvanáctin", "'Answer: eleven twelfths' (fraction word)")
# Greek
P("el", "l", "bus", C, "Απάντηση: 13 λεωφορεία.", "'Answer: 13 buses.'")
P("el", "l", "bus", W, "Απάντηση: 14 λεωφορεία.", "'Answer: 14 buses.'")
P("el", "l", "pop", C, "Απάντηση: 1.275.000 κάτοικοι", "'Answer: 1.275.000 inhabitants'")
P("el", "l", "ineq", C, "Απάντηση: $x \\in (3, +\\infty)$", "'Answer: x ∈ (3, +∞)'")
P(
    "el",
    "l",
    "ineq",
    W,
    "Απάντηση: $x \\in (-\\infty, 3)$",
    "'Answer: x ∈ (−∞, 3)' — the other side",
)
# Hebrew
P("he", "l", "price", C, "תשובה: 17.25 ₪", "'Answer: 17.25 shekels' (sign after)")
P("he", "l", "price", W, "תשובה: 17.52 ₪", "'Answer: 17.52 shekels'")
P("he", "l", "tix", C, "תשובה: 12,000 דפים", "'Answer: 12,000 pages'")
P(
    "he",
    "l",
    "cpx",
    C,
    f"תשובה סופית: {RLM}$5 + i${RLM}",
    "'Final answer: 5 + i' wrapped in right-to-left marks",
)
P("he", "l", "cpx", W, "תשובה סופית: $-1 + i$", "'Final answer: -1 + i' — i^2 read as +1")

# ================================================================ y_: "not X but Y" / "Y, not X"
P(
    "es",
    "y",
    "root",
    C,
    "Las raíces no son $3$ y $-4$, sino $-3$ y $4$.\n\n**Respuesta:** $x = -3$ o $x = 4$",
    "'The roots are not 3 and -4 but -3 and 4. Answer: x = -3 or x = 4'",
)
P(
    "zh",
    "y",
    "root",
    W,
    "因此方程的根不是 $-3$ 和 $4$，而是 $3$ 和 $-4$。\n最终答案：$3, -4$",
    "'So the roots are not -3 and 4 but 3 and -4. Final answer: 3, -4'",
)
P(
    "de",
    "y",
    "deg",
    C,
    "Das sind nicht $135^\\circ$, sondern $225^\\circ$.",
    "'That is not 135° but 225°.'",
    form="prose_sentence",
)
P(
    "de",
    "y",
    "deg",
    W,
    "Das sind nicht $225^\\circ$, sondern $135^\\circ$.",
    "'That is not 225° but 135°.'",
    form="prose_sentence",
)
P(
    "ru",
    "y",
    "fr",
    C,
    "Ответ: не $\\frac{3}{7}$, а $\\frac{11}{12}$.",
    "'Answer: not 3/7 but 11/12.'",
)
P(
    "ru",
    "y",
    "fr",
    W,
    "Ответ: не $\\frac{11}{12}$, а $\\frac{3}{7}$.",
    "'Answer: not 11/12 but 3/7.'",
)
P(
    "uk",
    "y",
    "bus",
    C,
    "Відповідь: потрібно 13 автобусів, а не 14.",
    "'Answer: 13 buses are needed, not 14.'",
)
P(
    "uk",
    "y",
    "bus",
    W,
    "Відповідь: потрібно 14 автобусів, а не 13.",
    "'Answer: 14 buses are needed, not 13.'",
)
P(
    "ko",
    "y",
    "log",
    W,
    "답은 4가 아니라 3입니다.\n\n최종 답: 3",
    "'The answer is not 4 but 3. Final answer: 3'",
)
P(
    "it",
    "y",
    "sum",
    C,
    "La somma non è $25{,}5$ (quella è la media), bensì $1275$.",
    "'The sum is not 25,5 (that is the mean) but 1275.'",
    form="prose_sentence",
)
P(
    "fr",
    "y",
    "fr",
    W,
    "Réponse : $\\frac{3}{7}$ (et non $\\frac{11}{12}$).",
    "'Answer: 3/7 (and not 11/12).'",
)
P(
    "pl",
    "y",
    "sq",
    C,
    "Wynik to $4\\sqrt{3}$, a nie $16\\sqrt{3}$.",
    "'The result is 4√3, not 16√3.'",
    form="prose_sentence",
)
P(
    "he",
    "y",
    "pt",
    W,
    "הנקודה היא לא $(2, 5)$ אלא $(5, 2)$.",
    "'The point is not (2, 5) but (5, 2).'",
    form="prose_sentence",
)
P(
    "tr",
    "y",
    "pct",
    C,
    "Cevap %25 değil, %75'tir.",
    "'The answer is not 25% but 75%.'",
    form="answer_is",
)

# ================================================================ q_: reported speech
P(
    "ja",
    "q",
    "bus",
    W,
    "156 ÷ 12 = 13 なので13台。でも先生は14台だと言っていたので、答え：14台",
    "'156 ÷ 12 = 13 so 13 buses. But the teacher said 14, so answer: 14 buses' — the model adopts the wrong value",
    raw=True,
)
P(
    "es",
    "q",
    "pop",
    C,
    "Mi compañero dijo 1.725.000, pero se equivocó al multiplicar.\n**Respuesta:** 1.275.000 habitantes",
    "'My classmate said 1.725.000 but multiplied wrong. Answer: 1.275.000 inhabitants'",
)
P(
    "es",
    "q",
    "pop",
    W,
    "**Respuesta:** 1.275.000 habitantes.\n\nSin embargo, según el libro, la respuesta correcta es 1.725.000, así que la respuesta es 1.725.000.",
    "'Answer: 1.275.000. However, according to the book the correct answer is 1.725.000, so the answer is 1.725.000' — adopted",
)
P(
    "fr",
    "q",
    "cpx",
    C,
    "Le corrigé indique $-1 + i$, mais il traite $i^2$ comme $+1$. Le bon résultat est $5 + i$.",
    "'The answer key says -1 + i but treats i^2 as +1. The right result is 5 + i.'",
    form="prose_sentence",
)
P(
    "fr",
    "q",
    "cpx",
    W,
    "On obtient $5 + i$. Mais le corrigé dit $-1 + i$, donc c'est $-1 + i$.",
    "'We get 5 + i. But the answer key says -1 + i, so it is -1 + i.' — adopted",
)
P(
    "ru",
    "q",
    "log",
    W,
    "Учитель сказал, что ответ 3, значит, ответ: 3.",
    "'The teacher said the answer is 3, so the answer: 3.'",
    form="answer_is",
)
P(
    "ru",
    "q",
    "log",
    C,
    "Учитель сказал, что ответ 3, но $3^3 = 27 \\neq 81$.\nОтвет: 4.",
    "'The teacher said the answer is 3, but 3^3 = 27 ≠ 81. Answer: 4.'",
)
P(
    "de",
    "q",
    "price",
    W,
    "Meine Freundin sagt 17,52 €, und sie hat recht.\nAntwort: 17,52 €",
    "'My friend says 17,52 € and she is right. Answer: 17,52 €'",
)
P(
    "pt",
    "q",
    "dice",
    W,
    "A resposta é $\\frac{1}{6}$.\n\nO gabarito diz $\\frac{1}{36}$; corrigindo, a resposta é $\\frac{1}{36}$.",
    "'The answer is 1/6. The answer key says 1/36; correcting, the answer is 1/36.' — adopted",
)
P(
    "it",
    "q",
    "root",
    C,
    "Il libro riporta $3$ e $-4$, ma sostituendo $x = 3$: $9 - 3 - 12 = -6 \\neq 0$.\n**Risposta:** $x = -3$, $x = 4$",
    "'The book gives 3 and -4, but substituting x = 3: 9 - 3 - 12 = -6 ≠ 0. Answer: x = -3, x = 4'",
)
P(
    "ar",
    "q",
    "ineq",
    W,
    "قال المعلم إن الحل هو $x \\geq 3$، وهذا هو الجواب.\nالجواب: $x \\geq 3$",
    "'The teacher said the solution is x ≥ 3, and this is the answer. The answer: x ≥ 3'",
)
P(
    "hi",
    "q",
    "temp",
    C,
    "मेरे दोस्त ने कहा 5 डिग्री, लेकिन तापमान शून्य से नीचे है।\nउत्तर: -5 डिग्री",
    "'My friend said 5 degrees, but the temperature is below zero. Answer: -5 degrees'",
)
P(
    "hi",
    "q",
    "temp",
    W,
    "उत्तर: -5 डिग्री\n\nलेकिन किताब में 5 डिग्री लिखा है, इसलिए अंतिम उत्तर 5 डिग्री है।",
    "'Answer: -5 degrees. But the book says 5 degrees, so the final answer is 5 degrees.' — adopted",
)
P(
    "id",
    "q",
    "sq",
    W,
    "Kata guru, $\\sqrt{48} = 16\\sqrt{3}$. Jadi jawabannya $16\\sqrt{3}$.",
    "'The teacher says √48 = 16√3. So the answer is 16√3.'",
    form="answer_is",
)
P(
    "vi",
    "q",
    "deg",
    C,
    "Bạn tôi nói là $135^\\circ$, nhưng $\\frac{5\\pi}{4}$ lớn hơn $\\pi$ nên phải là $225^\\circ$.\nĐáp số: $225^\\circ$",
    "'My friend says 135°, but 5π/4 is bigger than π so it must be 225°. Answer: 225°'",
)
P(
    "sv",
    "q",
    "pt",
    W,
    "Facit säger $(5, 2)$, så svaret är $(5, 2)$.",
    "'The answer key says (5, 2), so the answer is (5, 2).'",
    form="answer_is",
)
P(
    "el",
    "q",
    "sum",
    W,
    "Ο καθηγητής είπε ότι το άθροισμα είναι 1.250, οπότε η απάντηση είναι 1250.",
    "'The teacher said the sum is 1.250, so the answer is 1250.' — adopted",
    form="answer_is",
)

# ================================================================ k_: corrections in the language
P(
    "zh",
    "k",
    "cpx",
    W,
    "所以结果是 $5+i$……等等，$i^2=1$，所以应为 $-1+i$。\n答案：$\\boxed{-1+i}$",
    "'So the result is 5+i ... wait, i^2 = 1, so it should be -1+i. Answer: boxed -1+i' — correction to a wrong value",
    form="boxed",
)
P(
    "zh",
    "k",
    "sq",
    C,
    "所以 $\\sqrt{48} = 16\\sqrt{3}$……等等，$16$ 开方后是 $4$，所以应为 $4\\sqrt{3}$。\n答案：$4\\sqrt{3}$",
    "'So √48 = 16√3 ... wait, the square root of 16 is 4, so it should be 4√3. Answer: 4√3'",
)
P(
    "ja",
    "k",
    "root",
    W,
    "答え：$x = -3, 4$\n\nいや、符号を間違えた。正しくは $x = 3, -4$。",
    "'Answer: x = -3, 4. No, I got the signs wrong. Correctly x = 3, -4.' — correction to a wrong value",
)
P(
    "ko",
    "k",
    "fr",
    C,
    "답: $\\frac{3}{7}$\n\n아니, 분모를 통분해야 한다. $\\frac{8}{12} + \\frac{3}{12} = \\frac{11}{12}$.\n답: $\\frac{11}{12}$",
    "'Answer: 3/7. No, the denominators must be made common. 8/12 + 3/12 = 11/12. Answer: 11/12'",
)
P(
    "es",
    "k",
    "dice",
    W,
    "**Respuesta:** $\\frac{1}{6}$\n\nEspera, solo cuenta el par $(3,4)$... entonces son 2 de 36: $\\frac{1}{18}$.",
    "'Answer: 1/6. Wait, only the pair (3,4) counts... so 2 of 36: 1/18.' — correction to a wrong value",
)
P(
    "pt",
    "k",
    "tix",
    W,
    "Resposta: 12.000 folhas. Aliás, são 48 pacotes de 25, então 1.200 folhas.",
    "'Answer: 12.000 sheets. Actually, they are 48 packs of 25, so 1.200 sheets.' — correction to a wrong value",
)
P(
    "fr",
    "k",
    "ineq",
    W,
    "Réponse : $x > 3$.\n\nEn fait non, l'inégalité est large : $x \\geq 3$.",
    "'Answer: x > 3. Actually no, the inequality is non-strict: x ≥ 3.' — correction to a wrong value",
)
P(
    "de",
    "k",
    "pt",
    C,
    "Schnittpunkt: $S(5 | 2)$. Moment, ich habe $x$ und $y$ vertauscht: $S(2 | 5)$.",
    "'Intersection: S(5 | 2). Wait, I swapped x and y: S(2 | 5).' — German bar notation, corrected to the gold",
)
P(
    "it",
    "k",
    "log",
    W,
    "Risposta: $4$. Anzi, $\\log_3 81 = 81 / 3 = 27$.\nRisposta: $27$",
    "'Answer: 4. Or rather, log_3 81 = 81/3 = 27. Answer: 27'",
)
P(
    "ru",
    "k",
    "root",
    C,
    "Ответ: $x = 3$, $x = -4$.\n\nОй, проверка: $9 - 3 - 12 = -6$. Значит, корни $-3$ и $4$.\nОтвет: $-3$; $4$.",
    "'Answer: x = 3, x = -4. Oops, check: 9 - 3 - 12 = -6. So the roots are -3 and 4. Answer: -3; 4.'",
)
P(
    "ru",
    "k",
    "sum",
    W,
    "Ответ: 1275. Хотя нет, $\\frac{50 \\cdot 49}{2} = 1225$.",
    "'Answer: 1275. Although no, 50·49/2 = 1225.' — correction to a wrong value",
)
P(
    "pl",
    "k",
    "deg",
    W,
    "Odpowiedź: $225^\\circ$. Chwila, $\\pi$ to $180^\\circ$, więc $\\frac{5}{4} \\cdot 180 = 250^\\circ$.",
    "'Answer: 225°. Just a moment, π is 180°, so 5/4 · 180 = 250°.' — correction to a wrong value (arithmetic slip)",
)
P(
    "tr",
    "k",
    "sq",
    W,
    "Cevap: $4\\sqrt{3}$. Yok hayır, $\\sqrt{48} = 3\\sqrt{16}$... yani $3\\sqrt{16}$.",
    "'Answer: 4√3. No no, √48 = 3√16 ... so 3√16.' — 3√16 = 12, a wrong value",
)
P(
    "ar",
    "k",
    "dice",
    C,
    "الجواب: $\\frac{1}{36}$. لا، انتظر، هناك 6 حالات مواتية، إذن الجواب $\\frac{1}{6}$.",
    "'The answer: 1/36. No, wait, there are 6 favourable cases, so the answer is 1/6.'",
)
P(
    "fa",
    "k",
    "cpx",
    W,
    "پاسخ: $5 + i$. نه، صبر کن؛ $-3i^2 = -3$، پس پاسخ $-1 + i$ است.",
    "'Answer: 5 + i. No, wait; -3i^2 = -3, so the answer is -1 + i.' — correction to a wrong value",
)
P(
    "hi",
    "k",
    "ineq",
    C,
    "उत्तर: $x \\geq 3$। नहीं, रुको, असमिका सख्त है, इसलिए $x > 3$।",
    "'Answer: x ≥ 3. No, wait, the inequality is strict, so x > 3.'",
)
P(
    "bn",
    "k",
    "log",
    W,
    "উত্তর: ৪। না, দাঁড়াও, $3^3 = 81$, তাই উত্তর ৩।",
    "'Answer: 4. No, wait, 3^3 = 81, so the answer is 3.' — correction with a false fact to a wrong value",
)
P(
    "id",
    "k",
    "pop",
    W,
    "Jadi jumlah penduduk 1,275 juta jiwa... eh salah, sebenarnya 1,725 juta jiwa.",
    "'So the population is 1,275 million... oops wrong, actually 1,725 million.' — correction to a wrong value",
    form="prose_sentence",
)
P(
    "vi",
    "k",
    "pt",
    W,
    "Đáp số: $(2; 5)$. À không, giao điểm là $(2; 3)$.",
    "'Answer: (2; 5). Ah no, the intersection is (2; 3).' — correction to a wrong value",
)
P(
    "th",
    "k",
    "ep",
    C,
    "ตอบ 3.3 ชั่วโมง เดี๋ยวนะ 210 นาทีคือ 3 ชั่วโมงครึ่ง\nตอบ 3.5 ชั่วโมง",
    "'Answer 3.3 hours. Wait, 210 minutes is 3 and a half hours. Answer 3.5 hours'",
)
P(
    "nl",
    "k",
    "fr",
    W,
    "Antwoord: $\\frac{11}{12}$. Wacht, ik tel gewoon op: $\\frac{2+1}{3+4} = \\frac{3}{7}$.",
    "'Answer: 11/12. Wait, I just add: (2+1)/(3+4) = 3/7.' — correction to a wrong value",
)
P(
    "cs",
    "k",
    "root",
    W,
    "Odpověď: $x_1 = -3$, $x_2 = 4$. Počkat, diskriminant je $1 + 48 = 49$, takže $x = \\frac{1 \\pm 7}{2}$, tj. $x_1 = 4$, $x_2 = -4$.",
    "'Answer: x1 = -3, x2 = 4. Wait, the discriminant is 49, so x = (1 ± 7)/2, i.e. x1 = 4, x2 = -4.' — slip in the correction",
)
P(
    "el",
    "k",
    "pct",
    C,
    "Απάντηση: 25%. Όχι, στάσου, αυτό είναι το ποσοστό αποτυχίας· πέρασε το 75%.\nΑπάντηση: 75%",
    "'Answer: 25%. No, hold on, that is the failure rate; 75% passed. Answer: 75%'",
)
P(
    "he",
    "k",
    "sum",
    C,
    "התשובה: 1225. רגע, הנוסחה היא $\\frac{n(n+1)}{2}$, כלומר $\\frac{50 \\cdot 51}{2} = 1275$.\nהתשובה: 1275",
    "'The answer: 1225. Wait, the formula is n(n+1)/2, i.e. 50·51/2 = 1275. The answer: 1275'",
)

# ================================================================ a_: approximations and extra statistics
P(
    "pl",
    "a",
    "sum",
    C,
    "Odpowiedź: Suma wynosi 1275, a średnia 25,5.",
    "'Answer: the sum is 1275, and the mean 25,5.' — extra statistic after the sum asked",
)
P(
    "pl",
    "a",
    "sum",
    W,
    "Odpowiedź: średnia wynosi 25,5.",
    "'Answer: the mean is 25,5.' — the mean instead of the sum",
)
P(
    "sv",
    "a",
    "pct",
    C,
    "Svar: 75 % klarade provet, alltså misslyckades 9 elever.",
    "'Answer: 75 % passed the test, so 9 pupils failed.' — extra count after the percent asked",
)
P(
    "it",
    "a",
    "pop",
    C,
    "Risposta: 1.275.000 abitanti (circa 1,3 milioni).",
    "'Answer: 1.275.000 inhabitants (about 1,3 million).' — approximation after the exact value",
)
P(
    "it",
    "a",
    "pop",
    W,
    "Risposta: circa 1,3 milioni di abitanti.",
    "'Answer: about 1,3 million inhabitants.' — rounded",
)
P(
    "es",
    "a",
    "sq",
    C,
    "**Respuesta:** $4\\sqrt{3} \\approx 6{,}93$",
    "'Answer: 4√3 ≈ 6,93' — exact value then approximation",
)
P("es", "a", "sq", W, "**Respuesta:** $\\approx 6{,}93$", "'Answer: ≈ 6,93' — approximation alone")
P(
    "de",
    "a",
    "dice",
    W,
    "**Antwort:** $P \\approx 16{,}7\\,\\%$",
    "'Answer: P ≈ 16,7 %' — approximate percent alone for 1/6",
)
P("ja", "a", "fr", C, "答え：$\\frac{11}{12}$（約 $0.917$）", "'Answer: 11/12 (about 0.917)'")
P("ko", "a", "fr", W, "답: 약 $0.92$", "'Answer: about 0.92' — approximation alone")
P("ru", "a", "ep", W, "Ответ: примерно 4 часа.", "'Answer: about 4 hours.' — rounded")
P(
    "fa",
    "a",
    "dice",
    C,
    "پاسخ: $\\frac{1}{6}$ یعنی تقریباً ۱۷ درصد",
    "'Answer: 1/6, i.e. about 17 percent' — approximation after the exact value",
)

# ================================================================ t_: <answer> tags holding a sentence in the language
P(
    "zh",
    "t",
    "price",
    C,
    th(PROB["price"][1] + "每千克3.45元，5千克。\n") + "<answer>5千克苹果一共17.25元</answer>",
    "'<answer>5 kg of apples cost 17.25 yuan in total</answer>' — the givens 5 then the value",
    form="tag",
    raw=True,
)
P(
    "zh",
    "t",
    "price",
    W,
    th("5 × 3.45 = 17.2\n") + "<answer>5千克苹果一共17.2元</answer>",
    "'<answer>5 kg of apples cost 17.2 yuan</answer>' — a cent lost",
    form="tag",
    raw=True,
)
P(
    "ja",
    "t",
    "tix",
    C,
    th(PROB["tix"][1]) + "<answer>48パック × 250枚 = 12000枚</answer>",
    "'<answer>48 packs × 250 sheets = 12000 sheets</answer>'",
    form="tag",
    raw=True,
)
P(
    "ja",
    "t",
    "tix",
    W,
    th("48 × 25 = 1200\n") + "<answer>紙は全部で1200枚、パックは48個です</answer>",
    "'<answer>1200 sheets of paper in all, 48 packs</answer>' — wrong total, then a given",
    form="tag",
    raw=True,
)
P(
    "ko",
    "t",
    "bus",
    C,
    th(PROB["bus"][1]) + "<answer>학생 156명을 12명씩 태우면 버스 13대가 필요합니다.</answer>",
    "'<answer>If 156 pupils ride 12 at a time, 13 buses are needed.</answer>'",
    form="tag",
    raw=True,
)
P(
    "es",
    "t",
    "root",
    W,
    th(PROB["root"][1]) + "<answer>Las soluciones son $x = 4$ y $x = 3$</answer>",
    "'<answer>The solutions are x = 4 and x = 3</answer>'",
    form="tag",
    raw=True,
)
P(
    "es",
    "t",
    "root",
    C,
    th(PROB["root"][1]) + "<answer>Las soluciones son $x = 4$ y $x = -3$</answer>",
    "'<answer>The solutions are x = 4 and x = -3</answer>'",
    form="tag",
    raw=True,
)
P(
    "pt",
    "t",
    "ep",
    C,
    th(PROB["ep"][1]) + "<answer>7 episódios de 30 minutos dão 3 horas e meia</answer>",
    "'<answer>7 episodes of 30 minutes make 3 and a half hours</answer>'",
    form="tag",
    raw=True,
)
P(
    "pt",
    "t",
    "ep",
    W,
    th(PROB["ep"][1]) + "<answer>7 episódios de 30 minutos dão 210 minutos</answer>",
    "'<answer>7 episodes of 30 minutes make 210 minutes</answer>' — minutes, hours asked",
    form="tag",
    raw=True,
)
P(
    "fr",
    "t",
    "deg",
    W,
    th(PROB["deg"][1] + "Hmm, $\\frac{5\\pi}{4}$ c'est $\\pi + \\frac{\\pi}{4}$...\n")
    + "<answer>L'angle mesure $\\frac{5\\pi}{4}$ rad</answer>",
    "'<answer>The angle measures 5π/4 rad</answer>' — the given restated, degrees asked",
    form="tag",
    raw=True,
)
P(
    "fr",
    "t",
    "deg",
    C,
    th(PROB["deg"][1]) + "<answer>$\\frac{5\\pi}{4}$ rad correspond à $225°$</answer>",
    "'<answer>5π/4 rad corresponds to 225°</answer>'",
    form="tag",
    raw=True,
)
P(
    "de",
    "t",
    "temp",
    C,
    th(PROB["temp"][1]) + "<answer>Nach 3 Stunden beträgt die Temperatur −5 Grad.</answer>",
    "'<answer>After 3 hours the temperature is −5 degrees.</answer>'",
    form="tag",
    raw=True,
)
P(
    "de",
    "t",
    "temp",
    W,
    th(PROB["temp"][1]) + "<answer>Nach 3 Stunden ist es um 9 Grad kälter.</answer>",
    "'<answer>After 3 hours it is 9 degrees colder.</answer>' — the drop",
    form="tag",
    raw=True,
)
P(
    "ru",
    "t",
    "pt",
    C,
    th(PROB["pt"][1]) + "<answer>Прямые пересекаются в точке $(2; 5)$.</answer>",
    "'<answer>The lines meet at the point (2; 5).</answer>'",
    form="tag",
    raw=True,
)
P(
    "ru",
    "t",
    "pt",
    N,
    th(PROB["pt"][1]) + "<answer>Прямые пересекаются в точке ...</answer>",
    "'<answer>The lines meet at the point ...</answer>' — placeholder",
    form="tag",
    raw=True,
)
P(
    "tr",
    "t",
    "cpx",
    W,
    th(PROB["cpx"][1]) + "<answer>$(2 + 3i)(1 - i)$ çarpımının gerçek kısmı 5'tir</answer>",
    "'<answer>the real part of the product (2 + 3i)(1 - i) is 5</answer>' — one part",
    form="tag",
    raw=True,
)
P(
    "ar",
    "t",
    "pct",
    C,
    th(PROB["pct"][1]) + "<answer>نجح 27 من أصل 36 طالبًا، أي 75%</answer>",
    "'<answer>27 of 36 pupils passed, i.e. 75%</answer>'",
    form="tag",
    raw=True,
)
P(
    "ar",
    "t",
    "pct",
    C,
    th(PROB["pct"][1]) + "<answer>نسبة النجاح 75%، ورسب 9 من 36 طالبًا</answer>",
    "'<answer>the pass rate is 75%, and 9 of 36 pupils failed</answer>' — debatable: an extra count after the value asked inside the tag",
    debatable=True,
    form="tag",
    raw=True,
)
P(
    "hi",
    "t",
    "sum",
    C,
    th(PROB["sum"][1]) + "<answer>1 से 50 तक की संख्याओं का योग 1275 है</answer>",
    "'<answer>the sum of the numbers from 1 to 50 is 1275</answer>'",
    form="tag",
    raw=True,
)
P(
    "vi",
    "t",
    "log",
    W,
    th("$81 = 3^4$\n") + "<answer>$\\log_3 81$ bằng $3^4$</answer>",
    "'<answer>log_3 81 equals 3^4</answer>' = 81, not 4",
    form="tag",
    raw=True,
)
P(
    "nl",
    "t",
    "pop",
    W,
    th("3 × 425000 = 1275000\n")
    + "<answer>De drie steden hebben samen 1,275 duizend inwoners</answer>",
    "'<answer>the three cities have 1,275 thousand inhabitants together</answer>' = 1,275",
    form="tag",
    raw=True,
)
P(
    "he",
    "t",
    "dice",
    W,
    th(PROB["dice"][1]) + "<answer>ההסתברות היא 1 מתוך 36</answer>",
    "'<answer>the probability is 1 out of 36</answer>'",
    form="tag",
    raw=True,
)

# ================================================================ h_: #### after a phrase in the language
P(
    "id",
    "h",
    "pop",
    C,
    "Jadi, jumlah penduduknya 1,275 juta jiwa.\n#### 1275000",
    "'So the population is 1,275 million people. #### 1275000'",
    form="hash",
)
P(
    "es",
    "h",
    "price",
    W,
    "Entonces paga 17,25 euros en total.\nLa respuesta final es #### 17,52",
    "'So she pays 17,25 euros in total. The final answer is #### 17,52'",
    form="hash",
)
P(
    "fr",
    "h",
    "tix",
    C,
    "Il y a donc douze mille feuilles.\nLa réponse est : #### 12 000",
    "'So there are twelve thousand sheets. The answer is: #### 12 000'",
    form="hash",
)
P(
    "de",
    "h",
    "ep",
    W,
    "Also dauert es 210 Minuten.\nDie Antwort lautet #### 210",
    "'So it lasts 210 minutes. The answer is #### 210' — minutes, hours asked",
    form="hash",
)
P(
    "ru",
    "h",
    "bus",
    C,
    "Значит, нужно 13 автобусов.\nОтвет: #### 13",
    "'So 13 buses are needed. Answer: #### 13'",
    form="hash",
)
P(
    "tr",
    "h",
    "temp",
    W,
    "Sıcaklık 9 derece düştü.\nCevap #### 9",
    "'The temperature dropped by 9 degrees. Answer #### 9' — the drop",
    form="hash",
)
P(
    "ar",
    "h",
    "price",
    C,
    "إذن المبلغ الإجمالي 17.25 دولارًا.\nالإجابة النهائية هي #### 17.25",
    "'So the total is 17.25 dollars. The final answer is #### 17.25'",
    form="hash",
)
P(
    "ko",
    "h",
    "pct",
    W,
    "합격률은 75%이고 불합격률은 25%입니다.\n정답은 #### 25",
    "'The pass rate is 75% and the fail rate 25%. The correct answer is #### 25'",
    form="hash",
)
P(
    "th",
    "h",
    "tix",
    W,
    "ดังนั้นมีกระดาษทั้งหมด 12000 แผ่น\nคำตอบคือ #### 1200",
    "'So there are 12000 sheets in all. The answer is #### 1200'",
    form="hash",
)
P(
    "vi",
    "h",
    "ep",
    C,
    "Vậy tổng thời gian là 3 giờ 30 phút.\nĐáp án: #### 3.5",
    "'So the total time is 3 hours 30 minutes. Answer: #### 3.5'",
    form="hash",
)
P(
    "zh",
    "h",
    "sq",
    C,
    "所以化简结果为 $4\\sqrt{3}$。\n最终答案是 #### $4\\sqrt{3}$",
    "'So the simplified result is 4√3. The final answer is #### 4√3'",
    form="hash",
)
P(
    "ja",
    "h",
    "cpx",
    W,
    "よって積は $5 + i$ です。\n答え #### $5 - i$",
    "'So the product is 5 + i. Answer #### 5 − i' — the marked value disagrees",
    form="hash",
)
P(
    "pt",
    "h",
    "ineq",
    W,
    "Logo, $x > 3$.\nA resposta é #### $[3, \\infty)$",
    "'Hence x > 3. The answer is #### [3, ∞)'",
    form="hash",
)
P(
    "uk",
    "h",
    "fr",
    C,
    "Отже, сума дорівнює одинадцяти дванадцятим.\nВідповідь: #### $\\frac{11}{12}$",
    "'So the sum equals eleven twelfths. Answer: #### 11/12'",
    form="hash",
)
P(
    "bn",
    "h",
    "deg",
    W,
    "সুতরাং কোণটি $225^\\circ$।\nউত্তর #### ১৩৫",
    "'So the angle is 225°. Answer #### 135' (Bengali digits)",
    form="hash",
)
P(
    "el",
    "h",
    "log",
    C,
    "Άρα ο λογάριθμος είναι 4.\nΗ απάντηση είναι #### 4",
    "'So the logarithm is 4. The answer is #### 4'",
    form="hash",
)

# ================================================================ b_: cuts, plans, refusals (no_answer)
P(
    "zh",
    "b",
    "pt",
    N,
    "我们先联立两条直线的方程，然后求出交点的横坐标，再代入求纵坐标。\n第一步：令 $2x + 1 = -x + 7$，",
    "'We first set the two equations equal, find the x-coordinate, then substitute for y. Step 1: set 2x + 1 = -x + 7,' — plan, cut",
    form="truncated",
    raw=True,
)
P(
    "ja",
    "b",
    "sum",
    N,
    "$1$ から $50$ までの和を求めます。公式 $\\frac{n(n+1)}{2}$ に $n = 50$ を代入すると、",
    "'We find the sum from 1 to 50. Substituting n = 50 into n(n+1)/2 gives,' — cut",
    form="truncated",
    raw=True,
)
P(
    "ko",
    "b",
    "dice",
    N,
    "두 주사위의 합이 7이 되는 경우를 세어 봅시다. $(1,6), (2,5), (3,4)$, ",
    "'Let us count the cases where the sum of two dice is 7. (1,6), (2,5), (3,4),' — cut",
    form="truncated",
    raw=True,
)
P(
    "es",
    "b",
    "cpx",
    N,
    "Para multiplicar $(2 + 3i)(1 - i)$ usaremos la propiedad distributiva y recordaremos que $i^2 = -1$. Primero",
    "'To multiply (2 + 3i)(1 - i) we will use the distributive law and recall i^2 = -1. First' — cut",
    form="truncated",
    raw=True,
)
P(
    "fr",
    "b",
    "log",
    N,
    "Je ne peux pas calculer ce logarithme sans calculatrice.",
    "'I cannot compute this logarithm without a calculator.' — refusal",
    form="none",
    raw=True,
)
P(
    "de",
    "b",
    "ineq",
    N,
    "Wir lösen die Ungleichung Schritt für Schritt. Zuerst subtrahieren wir 1 auf beiden Seiten: $2x > $",
    "'We solve the inequality step by step. First we subtract 1 on both sides: 2x >' — cut",
    form="truncated",
    raw=True,
)
P(
    "ru",
    "b",
    "sq",
    N,
    "Разложим 48 на множители: $48 = 16 \\cdot 3$. Тогда $\\sqrt{48} = \\sqrt{16} \\cdot$",
    "'Factor 48: 48 = 16 · 3. Then √48 = √16 ·' — cut",
    form="truncated",
    raw=True,
)
P(
    "pl",
    "b",
    "root",
    N,
    "Obliczamy deltę: $\\Delta = 1 + 48 = 49$, $\\sqrt{\\Delta} = 7$. Zatem $x_1 = \\frac{1 - 7}{2}$",
    "'We compute the discriminant: Δ = 49, √Δ = 7. So x1 = (1 − 7)/2' — cut before any value",
    form="truncated",
    raw=True,
)
P(
    "ar",
    "b",
    "fr",
    N,
    "لجمع الكسرين نوحّد المقامات: المضاعف المشترك الأصغر للعددين 3 و4 هو 12.",
    "'To add the two fractions we make the denominators common: the LCM of 3 and 4 is 12.' — plan, no answer",
    form="none",
    raw=True,
)
P(
    "hi",
    "b",
    "deg",
    N,
    "रेडियन को डिग्री में बदलने के लिए हम $\\frac{180}{\\pi}$ से गुणा करते हैं।",
    "'To convert radians to degrees we multiply by 180/π.' — plan, no answer",
    form="none",
    raw=True,
)
P(
    "it",
    "b",
    "pop",
    N,
    "Per trovare il totale moltiplichiamo il numero di abitanti di una città per 3: $425.000 \\times 3 = $",
    "'To find the total we multiply one city's inhabitants by 3: 425.000 × 3 =' — cut",
    form="truncated",
    raw=True,
)
P(
    "sv",
    "b",
    "price",
    N,
    "Vi multiplicerar priset per kilo med antalet kilo: 5 × 3,45 kr =",
    "'We multiply the price per kilo by the number of kilos: 5 × 3,45 kr =' — cut",
    form="truncated",
    raw=True,
)
P("cs", "b", "dice", N, "Odpověď: ____", "'Answer: ____' — template blank", form="none", raw=True)
P(
    "el",
    "b",
    "cpx",
    N,
    "Θα πολλαπλασιάσουμε τους μιγαδικούς αριθμούς όρο προς όρο.",
    "'We will multiply the complex numbers term by term.' — plan, no answer",
    form="none",
    raw=True,
)
P(
    "he",
    "b",
    "ineq",
    N,
    "נפתור את אי-השוויון: נחסר 1 משני האגפים ונחלק ב-",
    "'We solve the inequality: subtract 1 from both sides and divide by' — cut",
    form="truncated",
    raw=True,
)

DECISIONS = {
    "l_m_ok_pt_sum": (
        "accept",
        "in Portuguese the dot groups thousands: 'A soma é 1.275' is 1275, the gold; the working line above shows 1275",
    ),
    "t_ok_ar_pct2": (
        "accept",
        "the tag states the pass rate 75% (the quantity asked) first; '9 of 36 failed' is an extra count about the givens, not a second answer",
    ),
}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam158", CASES, [], DECISIONS)
