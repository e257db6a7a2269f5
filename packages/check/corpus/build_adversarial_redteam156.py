r"""Build adversarial_redteam156.jsonl: round 156 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam156"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam152.py / build_adversarial_redteam154.py (structure, docstring, label
conventions, DECISIONS), plus the "Aim" paragraphs of rounds 136-154 (to AVOID their shapes) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: MULTILINGUAL final answers as multilingual models (Qwen2.5, Llama-3.1, Gemma-2,
Aya) write them for MGSM-style and MATH-style problems in 24 languages other than English: Chinese,
Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew.
Working lines are language-neutral equations; the final lines are in the language. Shapes new to
this round: SCALE WORDS of the right and the wrong size for a seven-digit gold (2,4 Mio. / 2,4 Tsd.,
2,4 millones / 2,4 mil, 2,4 milhões / 2,4 mil, 2,4 k€ / 2,4 M€, 2,4 млн / 2,4 тыс., 2,4 milyon /
2,4 bin, 2,4 juta / 2,4 miliar, 2,4 triệu / 2,4 nghìn, 2.4 ล้าน / 2.4 แสน, 24 लाख / 24 हज़ार, ২৪ লক্ষ /
২.৪ লক্ষ, 240万 / 24万, 240만 / 24만, miljoen / miljard, εκατ. / χιλ.); minor currency units with a
leading-zero cent value (13 zł 5 gr, 13 บาท 5 สตางค์, 13 रुपये 5 पैसे, 13 euros con 5 céntimos = 13.05) against 13 zł
50 gr and the Swedish colon price 13:50 kr (13.50); a unit gloss after the value asked (2,7 kg (2700 g)) against the grams alone, and German
"2,700 kg" (decimal comma, = 2.7) against "2.700 kg" (dot thousands, = 2700); number words of
languages whose digit order is reversed or vigesimal (siebenundfünfzig vs fünfundsiebzig,
zevenenvijftig vs vijfenzeventig, quatre-vingt-seize and Belgian nonante-six vs soixante-seize,
native Korean 쉰일곱 vs Sino-Korean 오십육); FRACTION WORDS in every language (tres octavos, drei
Achtel, три восьмых, trzy ósme, sekizde üç, ثلاثة أثمان, سه هشتم, ba phần tám, 3 ใน 8, tre
åttondelar, tři osminy, τρία όγδοα, שלוש שמיניות, আট ভাগের তিন ভাগ) against 1/8, 3/6 and 8/3;
percent words (百分之四十, 4割 = 40 % in Japanese wari, yüzde 40, 40 phần trăm, quarante pour cent)
against the complement and 0,4 %; Hindi / Bengali साढ़े / সাড়ে (plus a half); REMAINDER lines
(57盒余0个, 57 あまり 0, Rest 0) against "56 remainder 12"; CORRECTION LABELS in the language
(更正：, 訂正：, 정정:, Corrijo:, Corrigindo:, Rectification :, Korrektur:, Correzione:,
Исправление:, Виправлення:, Poprawka:, Düzeltme:, تصحيح:, اصلاح:, सुधार:, সংশোধন:, Koreksi:, Sửa lại:,
แก้ไข:, Correctie:, Rättelse:, Oprava:, Διόρθωση:, תיקון:) whose new value is right or wrong;
"INSTEAD OF" constructions (而不是, en lugar de, em vez de, au lieu de, statt, invece di,
вместо, замість, zamiast, yerine, بدلاً من, به جای, के बजाय, বদলে, bukannya, thay vì, แทนที่จะเป็น,
in plaats van, i stället för, místo, αντί για, במקום) with the stated value right or wrong; a
reported value IN PARENTHESES after the model's own answer (the book's 56 / 57) so that the last
number is the rejected one; code-switching (a Chinese or Korean think block then an English or
native final block; an English "Final answer:" after a native one, agreeing or not); template
blanks (答：略。, Resposta: ____ caixas., Ответ: ______.) as no_answer; school notation (Dutch
⟨←, 4], Polish (-∞, 4⟩, Czech [3; 7], Arabic س with Arabic-Indic digits and the Arabic comma in a
point, Japanese ≦, Unicode superscripts x² + x − 6); the Greek question mark ";" in an echoed
question; `<answer>` tags holding a sentence in the language; `####` after a phrase in the
language with a counter, Persian digits or local grouping.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 loaves with 450 g of flour each, KILOGRAMS asked -> 2.7 (450*6 = 2700 g; /1000 = 2.7; the
grams 2700 wrong); 3 notebooks at 4.35 -> 13.05 (3*4.35 = 13.05; 13.50 misread wrong); a town of
24,600 inhabitants, 3,850 move in -> 28450 (24600 + 3850 = 28450; subtracted 20750 wrong); 18 of 45
seeds sprouted, percent asked -> 40 (18/45 = 0.4; the others 60; 0.4 % wrong); 684 eggs packed 12 to
a carton -> 57 (684/12 = 57; 12*56 = 672, 684 - 672 = 12, so "56 remainder 12" wrong); 8 boxes of
12 pencils -> 96 (8*12 = 96; 7 boxes 84 wrong; 76 wrong); 6 sessions of 45 minutes, HOURS asked ->
4.5 (6*45 = 270 minutes; 270/60 = 4.5; 270 wrong; 3.5 wrong); 8 machines at 300,000 -> 2400000
(8*300000 = 2400000; 2400, 240000, 24000000 and 2.4 billion wrong); a 336-page book at 16 pages a
day, DAYS asked -> 21 (336/16 = 21; 3 weeks wrong).
MATH: exactly two heads in three coin flips -> \frac{3}{8} (C(3,2) = 3 of 8 outcomes; 0.375 = 37.5 %;
1/8 and 3/6 and 8/3 wrong); vertex of y = x^2 - 4x + 7 -> (2, 3) (x = 4/2 = 2; 4 - 8 + 7 = 3;
swapped (3, 2), (-2, 3), (2, 7) and (2, 5) wrong); 3x - 5 <= 7 -> (-\infty, 4] (3x <= 12; strict
x < 4 and [4, \infty) wrong); \sqrt{75} -> 5\sqrt{3} (25*3; ~8.660; 3\sqrt{5} and 25\sqrt{3} wrong);
150 degrees in radians -> \frac{5\pi}{6} (150/180 = 5/6; ~2.618; 6\pi/5 wrong); x + y = 10, x - y
= 4 -> (7, 3) (2x = 14; (3, 7) wrong); x^2 - 5x + 6 = 0 -> 2, 3 ((x - 2)(x - 3); -2, -3 wrong);
3/4 + 5/6 -> \frac{19}{12} (9/12 + 10/12; = 1 7/12; ~1.583; 8/10 wrong); \log_2 64 -> 6 (2^6 =
64; 32 = 64/2 and 8 wrong); 10th term of 3, 7, 11, ... -> 39 (3 + 9*4 = 39; 3 + 10*4 = 43 wrong);
(x + 3)(x - 2) -> x^2 + x - 6 (-2x + 3x = x; x^2 - x - 6 wrong); (1 + 2i)(3 - i) -> 5 + 5i (3 - i
+ 6i - 2i^2 = 5 + 5i; i^2 read as +1: 1 + 5i wrong; 5 - 5i wrong); \sin 60^\circ ->
\frac{\sqrt{3}}{2} (~0.866; 1/2 wrong; an approximation alone wrong).

Classes (id prefix): `s_` scale words (million / thousand / lakh / 万 / 만 / billion) of the right
or the wrong size, `u_` units (minor currency units, kg against g, hours and "plus a half", a unit
gloss after the value), `w_` number words (reversed digit order, vigesimal, native Korean),
`f_` fraction words, `p_` percent words and the wari, `r_` remainder lines, `k_` correction labels
in the language, `i_` "instead of" constructions, `y_` "not X but Y", `q_` a reported value in parentheses after the
model's own answer, `x_` code-switching (think blocks and final blocks in another language), `e_`
an echoed question before the answer, `n_` school notation of MATH answers, `a_` approximations,
`t_` `<answer>` tags holding a sentence in the language, `h_` `####` after a phrase in the language,
`b_` template blanks and cuts (no_answer). Then `m_` for a MATH probe, `ok_` for kind B, then the
language code and the problem. Kind A: truth wrong / no_answer; kind B: truth correct. Every note
opens with the language and carries an English gloss of the final lines.

Label conventions (corpus/README.md; rounds 136, 152 and 154): the LAST final answer counts; a
right answer in the language's honest notation (decimal comma, local grouping, currency before or
after, a scale word of the right size, major and minor currency units equal to the decimal, hours
with "and a half", a number word, a fraction word, a percent word or the Japanese wari, native
digits, a school notation for the same interval / point / root pair, a counted noun or counter) is
correct; a scale word of the wrong size (mil for millones, тыс. for млн, miliar for juta, 万 off by
ten) is another value and wrong; a leading-zero minor unit read as tens (13 zł 50 gr for 13.05) is
wrong; another unit than the one asked (grams for kilograms, minutes for hours, weeks for days) is
wrong, but a gloss in the other unit after the value asked does not replace it; a remainder of 0
after the quotient asked does not replace it, while "56 remainder 12" is not 57; an explicit
correction label after the answer makes the new value final, right or wrong; in "Y instead of X"
the stated Y is the answer; a reported value in parentheses that the model rejects is not its
answer; an approximation after the exact value is a gloss, an approximation alone for an exact MATH
gold is wrong; an English closing line that disagrees with the native one before it is final
(the last final answer); a template blank or 略 (answer omitted) is no_answer; an answer tag's
content is the final answer. Debatable probes carry `debatable=True` and a DECISIONS entry (2 of 280).

Usage: python build_adversarial_redteam156.py   (writes adversarial_redteam156.jsonl beside it)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, th, write_probes  # noqa: E402

GOLD = {
    "FLR": "2.7", "NTB": "13.05", "TOWN": "28450", "SEED": "40", "EGG": "57", "PCL": "96",
    "HRS": "4.5", "MAC": "2400000", "READ": "21",
    "COIN": r"\frac{3}{8}", "VERT": "(2, 3)", "INEQ": r"(-\infty, 4]", "SQRT": r"5\sqrt{3}",
    "RAD": r"\frac{5\pi}{6}", "SYS": "(7, 3)", "QUAD": "2, 3", "FRAC": r"\frac{19}{12}", "LOG": "6",
    "SEQ": "39", "POLY": "x^2 + x - 6", "CPX": "5 + 5i", "SIN": r"\frac{\sqrt{3}}{2}",
}  # fmt: skip
MATHP = {
    "COIN",
    "VERT",
    "INEQ",
    "SQRT",
    "RAD",
    "SYS",
    "QUAD",
    "FRAC",
    "LOG",
    "SEQ",
    "POLY",
    "CPX",
    "SIN",
}

# Language-neutral working (the final lines are in the language, in the probe).
WORK = {
    "FLR": "450 * 6 = 2700 g\n2700 / 1000 = 2.7 kg\n",
    "FLR_DE": "450 g * 6 = 2.700 g\n",
    "NTB": "3 * 4.35 = 13.05\n",
    "TOWN": "24600 + 3850 = 28450\n",
    "TOWN_S": "24600 - 3850 = 20750\n",
    "SEED": "18 / 45 = 0.4\n0.4 * 100 = 40\n",
    "SEED_O": "45 - 18 = 27\n27 / 45 = 0.6\n",
    "EGG": "684 / 12 = 57\n",
    "EGG_S": "12 * 56 = 672\n684 - 672 = 12\n",
    "PCL": "8 * 12 = 96\n",
    "PCL_S": "7 * 12 = 84\n",
    "HRS": "6 * 45 = 270 min\n270 / 60 = 4.5\n",
    "HRS_S": "6 * 45 = 270 min\n",
    "MAC": "8 * 300000 = 2400000\n",
    "READ": "336 / 16 = 21\n",
    "COIN": "HHT, HTH, THH: 3 of $2^3 = 8$ outcomes\n",
    "VERT": "$x_v = \\frac{4}{2} = 2$, $y_v = 2^2 - 4 \\cdot 2 + 7$\n",
    "INEQ": "$3x - 5 \\le 7 \\Rightarrow 3x \\le 12$\n",
    "SQRT": "$\\sqrt{75} = \\sqrt{25 \\cdot 3}$\n",
    "RAD": "$150^\\circ \\cdot \\frac{\\pi}{180^\\circ}$\n",
    "SYS": "$2x = 14 \\Rightarrow x = 7$, $y = 10 - 7$\n",
    "QUAD": "$x^2 - 5x + 6 = (x - 2)(x - 3) = 0$\n",
    "FRAC": "$\\frac{3}{4} + \\frac{5}{6} = \\frac{9}{12} + \\frac{10}{12}$\n",
    "LOG": "$2^6 = 64$\n",
    "SEQ": "$a_1 = 3$, $d = 4$, $a_{10} = 3 + 9 \\cdot 4$\n",
    "POLY": "$(x + 3)(x - 2) = x^2 - 2x + 3x - 6$\n",
    "CPX": "$(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2$\n",
    "SIN": "equilateral triangle of side 2, height $\\sqrt{3}$\n",
}

NB, NNB = "\u00a0", "\u202f"
CASES: list[tuple] = []


def e(
    cls, lang, prob, kind, tail, gloss, why, deb=False, tag=False, work=None, truth=None, raw=None
):  # noqa: ANN001, ANN201, PLR0913
    """One probe: working (WORK[work or prob], or `raw` verbatim) then the final lines `tail`
    ("¶" = newline, "<NB>" / "<NNB>" = no-break / narrow no-break space)."""
    tail = tail.replace("¶", "\n").replace("<NNB>", NNB).replace("<NB>", NB)
    body = raw if raw is not None else WORK[prob if work is None else work]
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
e("s", "zh", "MAC", "A", "答：一共需要24万元。", "'Answer: 240,000 yuan are needed in total (24 wan).'", "24万 = 240,000, ten times too small")
e("s", "zh", "MAC", "B", "答：一共需要240万元。", "'Answer: 2.4 million yuan are needed in total (240 wan).'", "240万 = 2,400,000")
e("w", "zh", "TOWN", "B", "答：现在全镇共有两万八千四百五十人。", "'Answer: the town now has twenty-eight thousand four hundred fifty people in total.'", "the number words 两万八千四百五十 = 28450 with 两 for two")
e("r", "zh", "EGG", "B", "答：正好装57盒，余0个。", "'Answer: exactly 57 cartons are filled, 0 left over.'", "the remainder 0 after the count asked does not replace it")
e("r", "zh", "EGG", "A", "答：可以装56盒，还剩12个。", "'Answer: 56 cartons can be filled, 12 are left over.'", "56 remainder 12: the 12 left over make a 57th full carton", work="EGG_S")
e("b", "zh", "SEED", "A", "答：略。", "'Answer: omitted.'", "the textbook placeholder 略 (answer omitted): no value", truth="no_answer")
e("p", "zh", "SEED", "B", "答：发芽率是百分之四十。", "'Answer: the sprouting rate is forty percent (hundred-parts-of forty).'", "百分之四十 = 40 %")
e("f", "zh", "COIN", "B", "所以恰好两次正面朝上的概率是八分之三。", "'So the probability of exactly two heads is three eighths (eight-parts-of three).'", "八分之三 = 3/8, denominator first")
e("f", "zh", "COIN", "A", "所以概率是八分之一。", "'So the probability is one eighth.'", "八分之一 = 1/8, one outcome only")
e("u", "zh", "FRAC", "B", "所以结果是 $1\\frac{7}{12}$（一又十二分之七）。", "'So the result is 1 7/12 (one and seven twelfths).'", "the mixed number 1 7/12 = 19/12 with its words")
e("x", "zh", "QUAD", "B", "**最终答案**\n\\[\n\\boxed{2, 3}\n\\]", "'(think in Chinese: x = 2 or x = -3? no, x = 3) Final answer: boxed 2, 3.'", "a Chinese think block with a rejected -3, then the translated R1 final block", tag=True, raw="嗯，先因式分解：$(x - 2)(x - 3) = 0$。\n所以 $x = 2$ 或 $x = -3$？不对，应该是 $x = 3$。\n所以两个根是 2 和 3。\n")
e("i", "zh", "CPX", "A", "所以乘积是 $1 + 5i$，而不是 $5 + 5i$。", "'So the product is 1 + 5i, and not 5 + 5i.'", "Y 而不是 X with the wrong Y (i^2 read as +1); the rejected X is the gold")
e("k", "zh", "SQRT", "A", "答：$5\\sqrt{3}$¶更正：$\\sqrt{75} = 3\\sqrt{5}$，所以答案是 $3\\sqrt{5}$。", "'Answer: 5 sqrt3. Correction: sqrt75 = 3 sqrt5, so the answer is 3 sqrt5.'", "a correction label (更正) to the wrong 3 sqrt5 is final")
e("x", "zh", "EGG", "A", "**Final Answer**\n\\[\n\\boxed{56}\n\\]", "'(think in Chinese ending on 57) Final Answer: boxed 56.'", "the think block reaches 57 but the final block after it says 56", tag=True, raw="嗯，684 ÷ 12 = 57。\n所以一共57盒。\n")

# ================================================================ Japanese (ja)
e("p", "ja", "SEED", "B", "答え：4割", "'Answer: 4 wari (4 tenths = 40 %).'", "the Japanese wari 4割 = 40 %")
e("p", "ja", "SEED", "A", "答え：6割", "'Answer: 6 wari (60 %).'", "the share that did not sprout", work="SEED_O")
e("s", "ja", "MAC", "A", "答え：24万円", "'Answer: 240,000 yen.'", "24万 = 240,000, ten times too small")
e("s", "ja", "MAC", "B", "答え：240万円", "'Answer: 2,400,000 yen (240 man).'", "240万円 = 2,400,000")
e("r", "ja", "EGG", "B", "684 ÷ 12 = 57 あまり 0 なので、答え：57パック", "'684 / 12 = 57 remainder 0, so the answer: 57 packs.'", "remainder 0 before the label; the count after it")
e("u", "ja", "FLR", "B", "答え：2.7 kg（2700 g）", "'Answer: 2.7 kg (2700 g).'", "the kilograms asked, then a gram gloss in parentheses")
e("u", "ja", "FLR", "A", "答え：2700 g", "'Answer: 2700 g.'", "grams; kilograms are asked")
e("f", "ja", "COIN", "B", "答え：$\\frac{3}{8}$（8分の3）", "'Answer: 3/8 (3 of 8 parts).'", "the fraction then its reading 8分の3")
e("n", "ja", "INEQ", "B", "よって、$x \\leqq 4$", "'Therefore x <= 4 (Japanese leqq).'", "the Japanese ≦ for the half-line (-inf, 4]")
e("k", "ja", "RAD", "B", "答え：$\\frac{6\\pi}{5}$¶訂正：$150 \\times \\frac{\\pi}{180} = \\frac{5\\pi}{6}$ なので、答えは $\\frac{5\\pi}{6}$ です。", "'Answer: 6pi/5. Correction: 150 x pi/180 = 5pi/6, so the answer is 5pi/6.'", "a correction label (訂正) to the right value")
e("i", "ja", "VERT", "A", "頂点は $(3, 2)$ です（$(2, 3)$ ではありません）。", "'The vertex is (3, 2) (it is not (2, 3)).'", "the swapped point stated; the gold rejected in parentheses after it")
e("t", "ja", "LOG", "B", "<answer>答えは六です。</answer>", "'The answer is six (kanji).'", "the kanji number word 六 = 6 in the tag sentence", tag=True)

# ================================================================ Korean (ko)
e("s", "ko", "MAC", "B", "답: 240만 원", "'Answer: 2,400,000 won (240 man).'", "240만 = 2,400,000")
e("s", "ko", "MAC", "A", "답: 24만 원", "'Answer: 240,000 won.'", "24만 = 240,000, ten times too small")
e("u", "ko", "HRS", "B", "답: 4.5시간 (270분)", "'Answer: 4.5 hours (270 minutes).'", "the hours asked, then a minute gloss")
e("u", "ko", "HRS", "A", "답: 270분이 걸립니다.", "'Answer: it takes 270 minutes.'", "minutes; hours are asked", work="HRS_S")
e("w", "ko", "EGG", "B", "답: 쉰일곱 팩", "'Answer: fifty-seven packs (native Korean numeral).'", "the native Korean numeral 쉰일곱 = 57")
e("w", "ko", "EGG", "A", "답: 오십육 팩", "'Answer: fifty-six packs (Sino-Korean numeral).'", "the Sino-Korean 오십육 = 56", work="EGG_S")
e("p", "ko", "SEED", "B", "답: 40퍼센트", "'Answer: 40 percent.'", "the percent word glued to the value")
e("f", "ko", "COIN", "B", "따라서 확률은 $\\frac{3}{8}$, 즉 8분의 3입니다.", "'Therefore the probability is 3/8, that is, 3 of 8 parts.'", "the fraction then its reading")
e("n", "ko", "QUAD", "B", "따라서 두 근은 2와 3입니다.", "'Therefore the two roots are 2 and 3.'", "the particle 와 (and) glued to the first root")
e("k", "ko", "SEQ", "A", "답: 39¶정정: 10번째 항은 $3 + 10 \\times 4 = 43$입니다.", "'Answer: 39. Correction: the 10th term is 3 + 10 x 4 = 43.'", "a correction label (정정) to the wrong 43 is final")
e("h", "ko", "TOWN", "B", "따라서 현재 인구는 28,450명입니다.¶#### 28,450명", "'So the current population is 28,450 people. #### 28,450 people'", "#### then comma grouping with the counter 명 glued")
e("a", "ko", "SIN", "A", "답: 약 0.87", "'Answer: about 0.87.'", "an approximation alone for sqrt3/2")
e("x", "ko", "VERT", "B", "**최종 답**\n\\[\n\\boxed{(2, 3)}\n\\]", "'(think in Korean) Final answer: boxed (2, 3).'", "a Korean think block and a translated R1 final block", tag=True, raw="음, 꼭짓점의 x좌표는 $\\frac{4}{2} = 2$이다.\n$y = 4 - 8 + 7 = 3$.\n")

# ================================================================ Spanish (es)
e("s", "es", "MAC", "A", "Respuesta: 2,4 mil euros.", "'Answer: 2.4 thousand euros.'", "'mil' is a thousand: 2,4 mil = 2400")
e("s", "es", "MAC", "B", "Respuesta: 2,4 millones de euros.", "'Answer: 2.4 million euros.'", "2,4 millones = 2,400,000")
e("u", "es", "NTB", "B", "Respuesta: 13 euros con 5 céntimos.", "'Answer: 13 euros and 5 cents.'", "major and minor units = 13.05")
e("u", "es", "NTB", "A", "Respuesta: 13,5 €", "'Answer: 13,5 EUR.'", "13.50, the 05 cents misread as 50")
e("q", "es", "EGG", "A", "Respuesta: 56 cartones. (Mi compañero obtuvo 57, pero se equivocó.)", "'Answer: 56 cartons. (My classmate got 57, but he was wrong.)'", "own 56; the gold only in a rejected report in parentheses after it", work="EGG_S")
e("i", "es", "EGG", "B", "Se necesitan 57 cartones en lugar de 56.", "'57 cartons are needed instead of 56.'", "Y en lugar de X with the right Y; the rejected 56 last")
e("f", "es", "COIN", "B", "La probabilidad es de tres octavos.", "'The probability is three eighths.'", "the fraction word tres octavos = 3/8")
e("f", "es", "COIN", "A", "La probabilidad es de un octavo.", "'The probability is one eighth.'", "un octavo = 1/8")
e("k", "es", "FRAC", "A", "Respuesta: $\\frac{19}{12}$¶Corrijo: $\\frac{3}{4} + \\frac{5}{6} = \\frac{8}{10} = \\frac{4}{5}$.", "'Answer: 19/12. I correct: 3/4 + 5/6 = 8/10 = 4/5.'", "a correction label (Corrijo) to the wrong 4/5 (tops and bottoms added) is final")
e("t", "es", "VERT", "A", "<answer>El vértice de la parábola está en (2, 7).</answer>", "'The vertex of the parabola is at (2, 7).'", "the y-intercept value 7 as the y-coordinate", tag=True)
e("h", "es", "FLR", "B", "Por lo tanto, se usan 2,7 kg de harina.¶#### 2,7 kg", "'So 2,7 kg of flour are used. #### 2,7 kg'", "#### then a decimal comma and the unit")

# ================================================================ Portuguese (pt)
e("s", "pt", "MAC", "A", "Resposta: R$ 2,4 mil", "'Answer: BRL 2.4 thousand.'", "'mil' is a thousand: 2400")
e("s", "pt", "MAC", "B", "Resposta: R$ 2,4 milhões", "'Answer: BRL 2.4 million.'", "2,4 milhões = 2,400,000")
e("s", "pt", "TOWN", "B", "Resposta: 28,45 mil habitantes.", "'Answer: 28.45 thousand inhabitants.'", "28,45 mil = 28450")
e("a", "pt", "TOWN", "A", "Resposta: cerca de 28 mil habitantes.", "'Answer: about 28 thousand inhabitants.'", "a rounded 28000")
e("u", "pt", "HRS", "B", "Resposta: 4h30min.", "'Answer: 4 h 30 min.'", "the Brazilian clock notation 4h30min = 4.5 hours")
e("u", "pt", "HRS", "A", "Resposta: 4,30 horas.", "'Answer: 4,30 hours.'", "4 h 30 min misread as the decimal 4.30")
e("f", "pt", "COIN", "B", "Logo, a probabilidade é 3/8, ou seja, 37,5%.", "'So the probability is 3/8, that is, 37,5%.'", "the exact value then the same value as a percent")
e("n", "pt", "SYS", "B", "Resposta: $S = \\{(7, 3)\\}$", "'Answer: S = {(7, 3)}.'", "the Brazilian solution set holding the pair")
e("n", "pt", "SYS", "A", "Resposta: $x = 3$ e $y = 7$", "'Answer: x = 3 and y = 7.'", "the values swapped")
e("k", "pt", "CPX", "B", "Resposta: $1 + 5i$¶Corrigindo: $-2i^2 = +2$, logo $(1 + 2i)(3 - i) = 5 + 5i$.", "'Answer: 1 + 5i. Correcting: -2i^2 = +2, so (1 + 2i)(3 - i) = 5 + 5i.'", "a correction label (Corrigindo) to the right value")
e("i", "pt", "SEQ", "A", "O décimo termo é 43 em vez de 39.", "'The tenth term is 43 instead of 39.'", "Y em vez de X with the wrong Y; the rejected 39 is the gold")
e("b", "pt", "EGG", "A", "Resposta: ____ caixas.", "'Answer: ____ boxes.'", "a template blank: no value", truth="no_answer")

# ================================================================ French (fr)
e("w", "fr", "PCL", "B", "Réponse : quatre-vingt-seize crayons.", "'Answer: ninety-six (four-twenty-sixteen) pencils.'", "the vigesimal number word quatre-vingt-seize = 96")
e("w", "fr", "PCL", "A", "Réponse : soixante-seize crayons.", "'Answer: seventy-six (sixty-sixteen) pencils.'", "soixante-seize = 76")
e("w", "fr", "PCL", "B", "Réponse : nonante-six crayons.", "'Answer: ninety-six pencils (Belgian / Swiss nonante).'", "the Belgian / Swiss number word nonante-six = 96")
e("s", "fr", "MAC", "A", "Réponse : 2,4 k€", "'Answer: 2,4 thousand euros (k€).'", "k€ = thousand euros: 2400")
e("s", "fr", "MAC", "B", "Réponse : 2,4 M€", "'Answer: 2,4 million euros (M€).'", "M€ = million euros: 2,400,000")
e("p", "fr", "SEED", "B", "Réponse : quarante pour cent.", "'Answer: forty percent.'", "percent in words = 40")
e("f", "fr", "FRAC", "B", "Donc la somme vaut dix-neuf douzièmes, soit $\\frac{19}{12}$.", "'So the sum equals nineteen twelfths, i.e. 19/12.'", "the fraction word then the fraction")
e("n", "fr", "INEQ", "B", "Donc $S = ]-\\infty ; 4]$.", "'So S = ]-inf ; 4].'", "French reversed bracket at infinity, closed at 4 = (-inf, 4]")
e("n", "fr", "INEQ", "A", "Donc $S = ]-\\infty ; 4[$.", "'So S = ]-inf ; 4[.'", "open at 4: (-inf, 4), not (-inf, 4]")
e("k", "fr", "RAD", "A", "Réponse : $\\frac{5\\pi}{6}$¶Rectification : $150 \\times \\frac{\\pi}{180} = \\frac{6\\pi}{5}$.", "'Answer: 5pi/6. Rectification: 150 x pi/180 = 6pi/5.'", "a correction label (Rectification) to the wrong 6pi/5 is final")
e("i", "fr", "SIN", "B", "Donc $\\sin 60° = \\frac{\\sqrt{3}}{2}$ au lieu de $\\frac{1}{2}$.", "'So sin 60 = sqrt3/2 instead of 1/2.'", "Y au lieu de X with the right Y; the rejected 1/2 last")
e("t", "fr", "QUAD", "B", "<answer>Les solutions sont 2 et 3.</answer>", "'The solutions are 2 and 3.'", "both roots joined by et in the tag", tag=True)
e("x", "fr", "EGG", "A", "Réponse : 57 cartons.¶¶Final answer: 56", "'Answer: 57 cartons. Final answer: 56.'", "an English closing line with 56 after the right native one: the last final answer")

# ================================================================ German (de)
e("w", "de", "EGG", "B", "Antwort: siebenundfünfzig Kartons.", "'Answer: fifty-seven (seven-and-fifty) cartons.'", "siebenundfünfzig = 57, units before tens")
e("w", "de", "EGG", "A", "Antwort: fünfundsiebzig Kartons.", "'Answer: seventy-five (five-and-seventy) cartons.'", "fünfundsiebzig = 75, the digits swapped")
e("u", "de", "FLR", "B", "Antwort: 2,700 kg Mehl.", "'Answer: 2,700 kg of flour (decimal comma).'", "German decimal comma with trailing zeros: 2,700 kg = 2.7 kg", deb=True)
e("u", "de", "FLR", "A", "Antwort: 2.700 kg Mehl.", "'Answer: 2.700 kg of flour (dot thousands).'", "the gram count 2.700 (= 2700 in German grouping) labelled kg", work="FLR_DE")
e("s", "de", "MAC", "B", "Antwort: 2,4 Mio. €", "'Answer: 2,4 million euros.'", "Mio. = million")
e("s", "de", "MAC", "A", "Antwort: 2,4 Tsd. €", "'Answer: 2,4 thousand euros.'", "Tsd. = thousand: 2400")
e("n", "de", "VERT", "B", "Scheitelpunktform: $y = (x - 2)^2 + 3$, also $S(2 \\mid 3)$.", "'Vertex form: y = (x - 2)^2 + 3, so S(2 | 3).'", "vertex form then the German point notation")
e("n", "de", "INEQ", "A", "Also $\\mathbb{L} = \\{x \\mid x < 4\\}$.", "'So L = {x | x < 4}.'", "strict: 4 excluded")
e("k", "de", "SEQ", "B", "Antwort: 43¶Korrektur: Das 10. Glied ist $a_{10} = 3 + 9 \\cdot 4 = 39$.", "'Answer: 43. Correction: the 10th term is a10 = 3 + 9 x 4 = 39.'", "a correction label (Korrektur) to the right 39")
e("i", "de", "CPX", "A", "Das Ergebnis ist also $5 - 5i$ statt $5 + 5i$.", "'So the result is 5 - 5i instead of 5 + 5i.'", "Y statt X with the wrong Y")
e("f", "de", "COIN", "B", "Die Wahrscheinlichkeit beträgt drei Achtel.", "'The probability is three eighths.'", "drei Achtel = 3/8")
e("h", "de", "READ", "A", "Sie braucht also 3 Wochen.¶#### 3", "'So she needs 3 weeks. #### 3'", "weeks; days are asked")
e("r", "de", "EGG", "B", "Antwort: $684 : 12 = 57$ Rest 0, also 57 Kartons.", "'Answer: 684 : 12 = 57 remainder 0, so 57 cartons.'", "remainder 0 inside the line; the count last")
e("q", "de", "EGG", "A", "Antwort: 56 Kartons. (Laut Lösungsheft 57 – das halte ich für falsch.)", "'Answer: 56 cartons. (According to the answer booklet 57 - I think that is wrong.)'", "own 56; the gold only in a rejected report", work="EGG_S")
e("b", "de", "SEED", "A", "Antwort: ___ %", "'Answer: ___ %.'", "a template blank: no value", truth="no_answer")

# ================================================================ Italian (it)
e("s", "it", "MAC", "A", "Risposta: 2,4 mila euro.", "'Answer: 2.4 thousand euros.'", "mila = thousand: 2400")
e("u", "it", "NTB", "A", "Risposta: 13,50 €", "'Answer: 13,50 EUR.'", "13.50, the cents misread")
e("q", "it", "EGG", "B", "Risposta: 57 confezioni. (Il libro riporta 56, ma è un refuso.)", "'Answer: 57 packs. (The book reports 56, but it is a misprint.)'", "own 57; a rejected report of 56 in parentheses after it")
e("f", "it", "FRAC", "B", "Quindi la somma è $\\frac{19}{12}$, cioè un intero e sette dodicesimi.", "'So the sum is 19/12, i.e. one whole and seven twelfths.'", "the fraction then the mixed number in words")
e("f", "it", "COIN", "A", "La probabilità è di tre sesti.", "'The probability is three sixths.'", "tre sesti = 3/6 = 1/2")
e("k", "it", "LOG", "A", "Risposta: 6¶Correzione: $\\log_2 64 = 64 : 2 = 32$.", "'Answer: 6. Correction: log2 64 = 64 : 2 = 32.'", "a correction label (Correzione) to the wrong 32 is final")
e("a", "it", "SQRT", "B", "Risposta: $5\\sqrt{3}$ (circa 8,66).", "'Answer: 5 sqrt3 (about 8,66).'", "exact value then an approximation gloss")
e("t", "it", "POLY", "A", "<answer>Il prodotto è x² − x − 6.</answer>", "'The product is x^2 - x - 6.'", "the sign of the x term slipped", tag=True)
e("r", "it", "EGG", "A", "Risposta: 56 confezioni con il resto di 12 uova.", "'Answer: 56 packs with a remainder of 12 eggs.'", "56 remainder 12 is not 57", work="EGG_S")

# ================================================================ Russian (ru)
e("s", "ru", "MAC", "B", "Ответ: 2,4 млн руб.", "'Answer: 2.4 million rubles.'", "млн = million")
e("s", "ru", "MAC", "A", "Ответ: 2,4 тыс. руб.", "'Answer: 2.4 thousand rubles.'", "тыс. = thousand: 2400")
e("w", "ru", "TOWN", "B", "Ответ: двадцать восемь тысяч четыреста пятьдесят жителей.", "'Answer: twenty-eight thousand four hundred fifty inhabitants.'", "the number words = 28450")
e("r", "ru", "EGG", "A", "Ответ: 56 коробок (остаток 12 яиц).", "'Answer: 56 boxes (remainder 12 eggs).'", "56 remainder 12 is not 57", work="EGG_S")
e("u", "ru", "HRS", "B", "Ответ: 4,5 ч (4 ч 30 мин).", "'Answer: 4,5 h (4 h 30 min).'", "the hours then the same in mixed units")
e("f", "ru", "COIN", "B", "Ответ: три восьмых.", "'Answer: three eighths.'", "три восьмых = 3/8")
e("n", "ru", "INEQ", "B", "Ответ: $x \\in (-\\infty; 4]$.", "'Answer: x in (-inf; 4].'", "the half-line with a semicolon")
e("n", "ru", "VERT", "A", "Ответ: вершина $(-2; 3)$.", "'Answer: vertex (-2; 3).'", "the sign of the x-coordinate flipped")
e("k", "ru", "SYS", "B", "Ответ: $(3; 7)$.¶Исправление: $x = 7$, $y = 3$, то есть $(7; 3)$.", "'Answer: (3; 7). Correction: x = 7, y = 3, that is (7; 3).'", "a correction label (Исправление) to the right pair")
e("i", "ru", "FRAC", "A", "Сумма равна $\\frac{8}{10}$ вместо $\\frac{19}{12}$.", "'The sum equals 8/10 instead of 19/12.'", "Y вместо X with the wrong Y")
e("h", "ru", "NTB", "B", "Итого 13 руб. 05 коп.¶#### 13,05", "'Total 13 rubles 05 kopecks. #### 13,05'", "mixed units, then #### with a decimal comma")
e("q", "ru", "EGG", "B", "Ответ: 57 коробок (в ответах учебника — 56, это опечатка).", "'Answer: 57 boxes (the textbook key says 56, that is a misprint).'", "own 57; a rejected report after it")
e("b", "ru", "SQRT", "A", "Ответ: ______.", "'Answer: ______.'", "a template blank: no value", truth="no_answer")

# ================================================================ Ukrainian (uk)
e("s", "uk", "MAC", "B", "Відповідь: 2,4 млн грн.", "'Answer: 2.4 million hryvnias.'", "млн = million")
e("s", "uk", "MAC", "A", "Відповідь: 24 млн грн.", "'Answer: 24 million hryvnias.'", "ten times too large")
e("u", "uk", "HRS", "A", "Відповідь: 270 хв.", "'Answer: 270 min.'", "minutes; hours are asked", work="HRS_S")
e("f", "uk", "COIN", "B", "Відповідь: ймовірність дорівнює трьом восьмим.", "'Answer: the probability equals three eighths (dative).'", "the fraction word in the dative case = 3/8")
e("n", "uk", "QUAD", "A", "Відповідь: $x_1 = -2$, $x_2 = -3$.", "'Answer: x1 = -2, x2 = -3.'", "both signs slipped")
e("k", "uk", "LOG", "B", "Відповідь: 32.¶Виправлення: $2^6 = 64$, тому $\\log_2 64 = 6$.", "'Answer: 32. Correction: 2^6 = 64, so log2 64 = 6.'", "a correction label (Виправлення) to the right 6")
e("i", "uk", "TOWN", "B", "Отже, тепер у місті 28 450 мешканців замість 24 600.", "'So the town now has 28 450 inhabitants instead of 24 600.'", "Y замість X with the right Y; the old population last")
e("t", "uk", "SEED", "A", "<answer>Проросло 60 % насіння.</answer>", "'60 % of the seeds sprouted.'", "the complement", tag=True)
e("a", "uk", "RAD", "A", "Відповідь: ≈ 2,62 рад.", "'Answer: ~ 2,62 rad.'", "an approximation alone for 5pi/6")

# ================================================================ Polish (pl)
e("u", "pl", "NTB", "B", "Odpowiedź: 13 zł 5 gr", "'Answer: 13 zloty 5 grosze.'", "major and minor units: 13 zł 5 gr = 13.05")
e("u", "pl", "NTB", "A", "Odpowiedź: 13 zł 50 gr", "'Answer: 13 zloty 50 grosze.'", "13.50, not 13.05")
e("s", "pl", "MAC", "A", "Odpowiedź: 2,4 tys. zł", "'Answer: 2.4 thousand zloty.'", "tys. = thousand: 2400")
e("w", "pl", "EGG", "A", "Odpowiedź: pięćdziesiąt sześć opakowań.", "'Answer: fifty-six packs.'", "the number words = 56", work="EGG_S")
e("f", "pl", "COIN", "B", "Odp.: Prawdopodobieństwo wynosi trzy ósme.", "'Ans.: the probability is three eighths.'", "trzy ósme = 3/8")
e("n", "pl", "INEQ", "B", "Odp.: $x \\in (-\\infty, 4\\rangle$", "'Ans.: x in (-inf, 4> (Polish closed end).'", "the Polish angle bracket closes the interval at 4")
e("n", "pl", "INEQ", "A", "Odp.: $x \\in (-\\infty, 4)$", "'Ans.: x in (-inf, 4).'", "open at 4")
e("k", "pl", "VERT", "A", "Odp.: $W = (2, 3)$¶Poprawka: $q = f(2) = 4 - 8 + 7 = 5$, więc $W = (2, 5)$.", "'Ans.: W = (2, 3). Correction: q = f(2) = 4 - 8 + 7 = 5, so W = (2, 5).'", "a correction label (Poprawka) to a slip (2, 5) is final")
e("i", "pl", "SQRT", "B", "Wynik to $5\\sqrt{3}$ zamiast $3\\sqrt{5}$.", "'The result is 5 sqrt3 instead of 3 sqrt5.'", "Y zamiast X with the right Y; the rejected value last")
e("t", "pl", "CPX", "B", "<answer>Iloczyn wynosi 5 + 5i.</answer>", "'The product is 5 + 5i.'", "the complex value in a tag sentence", tag=True)

# ================================================================ Turkish (tr)
e("f", "tr", "COIN", "B", "Cevap: sekizde üç", "'Answer: three in eight (eight-in three).'", "the Turkish fraction word, denominator first: sekizde üç = 3/8")
e("f", "tr", "COIN", "A", "Cevap: üçte sekiz", "'Answer: eight in three (8/3).'", "üçte sekiz = 8/3, reversed")
e("s", "tr", "MAC", "B", "Cevap: 2,4 milyon TL", "'Answer: 2.4 million lira.'", "milyon = million")
e("s", "tr", "MAC", "A", "Cevap: 2,4 bin TL", "'Answer: 2.4 thousand lira.'", "bin = thousand: 2400")
e("p", "tr", "SEED", "B", "Cevap: yüzde 40", "'Answer: percent 40 (yüzde before the number).'", "yüzde 40 = 40 %")
e("p", "tr", "SEED", "A", "Cevap: yüzde 60", "'Answer: percent 60.'", "the complement", work="SEED_O")
e("w", "tr", "EGG", "B", "Cevap: elli yedi koli", "'Answer: fifty-seven parcels.'", "the number words = 57")
e("n", "tr", "VERT", "B", "Tepe noktası $T(2, 3)$'tür.", "'The vertex is T(2, 3).'", "the suffix 'tür glued after the math")
e("k", "tr", "FRAC", "A", "Cevap: $\\frac{19}{12}$¶Düzeltme: payları ve paydaları toplarsak $\\frac{8}{10}$ olur.", "'Answer: 19/12. Correction: adding numerators and denominators gives 8/10.'", "a correction label (Düzeltme) to the wrong 8/10 is final")
e("u", "tr", "HRS", "B", "Cevap: 4,5 saat (yani 4 saat 30 dakika).", "'Answer: 4,5 hours (that is, 4 hours 30 minutes).'", "the hours then the same in mixed units")
e("h", "tr", "TOWN", "A", "Kasabanın nüfusu 20.750 olur.¶#### 20.750", "'The town's population becomes 20.750. #### 20.750'", "subtracted instead of added", work="TOWN_S")
e("i", "tr", "SEQ", "B", "Onuncu terim 43 yerine 39'dur.", "'The tenth term is 39 instead of 43.'", "X yerine Y with the right Y and a suffix glued")

# ================================================================ Arabic (ar)
e("w", "ar", "EGG", "B", "الإجابة: سبع وخمسون علبة.", "'Answer: fifty-seven (seven and fifty) boxes.'", "the number words سبع وخمسون = 57, units first")
e("s", "ar", "MAC", "B", "الإجابة: ٢٫٤ مليون ريال", "'Answer: 2.4 million riyals (Arabic decimal separator).'", "٢٫٤ مليون = 2,400,000")
e("s", "ar", "MAC", "A", "الإجابة: ٢٫٤ ألف ريال", "'Answer: 2.4 thousand riyals.'", "ألف = thousand: 2400")
e("f", "ar", "COIN", "B", "إذن الاحتمال هو ثلاثة أثمان.", "'So the probability is three eighths.'", "ثلاثة أثمان = 3/8")
e("n", "ar", "QUAD", "B", "إذن $س = ٢$ أو $س = ٣$.", "'So x = 2 or x = 3 (Arabic variable sin, Arabic-Indic digits).'", "the Arabic school variable س with Arabic-Indic digits")
e("n", "ar", "QUAD", "A", "إذن س = −٢ أو س = −٣.", "'So x = -2 or x = -3.'", "both signs slipped")
e("k", "ar", "SEQ", "A", "الإجابة: ٣٩¶تصحيح: الحد العاشر = ٣ + ١٠ × ٤ = ٤٣.", "'Answer: 39. Correction: the tenth term = 3 + 10 x 4 = 43.'", "a correction label (تصحيح) to the wrong 43 is final")
e("i", "ar", "VERT", "B", "إذن الرأس هو (٢، ٣) بدلاً من (٣، ٢).", "'So the vertex is (2, 3) instead of (3, 2) (Arabic comma).'", "Y بدلاً من X with the right Y written with the Arabic comma")
e("t", "ar", "NTB", "A", "<answer>المبلغ الإجمالي هو ١٣٫٥٠ دولار.</answer>", "'The total amount is 13.50 dollars.'", "13.50, not 13.05", tag=True)
e("p", "ar", "SEED", "B", "الإجابة: ٤٠٪ من البذور.", "'Answer: 40 % of the seeds.'", "Arabic-Indic digits with the Arabic percent sign")
e("h", "ar", "TOWN", "B", "إذن عدد السكان الآن ٢٨٬٤٥٠ نسمة.¶#### 28450", "'So the population is now 28,450 people. #### 28450'", "#### after an Arabic sentence")

# ================================================================ Persian (fa)
e("s", "fa", "MAC", "B", "پاسخ: ۲٫۴ میلیون تومان", "'Answer: 2.4 million toman.'", "میلیون = million, Persian digits and momayyez")
e("s", "fa", "MAC", "A", "پاسخ: ۲۴۰ هزار تومان", "'Answer: 240 thousand toman.'", "هزار = thousand: 240,000")
e("f", "fa", "COIN", "B", "پس احتمال برابر سه هشتم است.", "'So the probability equals three eighths.'", "سه هشتم = 3/8")
e("f", "fa", "COIN", "A", "پس احتمال برابر یک هشتم است.", "'So the probability equals one eighth.'", "یک هشتم = 1/8")
e("n", "fa", "INEQ", "B", "پس $x \\leq 4$ یعنی $(-\\infty, 4]$.", "'So x <= 4, that is (-inf, 4].'", "the inequality then the interval")
e("k", "fa", "SIN", "B", "پاسخ: $\\frac{1}{2}$¶اصلاح: $\\sin 60^\\circ = \\frac{\\sqrt{3}}{2}$.", "'Answer: 1/2. Correction: sin 60 = sqrt3/2.'", "a correction label (اصلاح) to the right value")
e("i", "fa", "EGG", "A", "پس ۵۶ کارتن به جای ۵۷ کارتن لازم است.", "'So 56 cartons instead of 57 cartons are needed.'", "Y به جای X with the wrong Y", work="EGG_S")
e("t", "fa", "LOG", "B", "<answer>مقدار لگاریتم برابر ۶ است.</answer>", "'The value of the logarithm equals 6.'", "a Persian digit in a tag sentence", tag=True)
e("a", "fa", "SQRT", "A", "پاسخ: تقریباً ۸٫۶۶", "'Answer: approximately 8.66.'", "an approximation alone for 5 sqrt3")
e("h", "fa", "PCL", "A", "پس تعداد مدادها ۸۴ است.¶#### ۸۴", "'So the number of pencils is 84. #### 84 (Persian digits)'", "7 boxes instead of 8", work="PCL_S")

# ================================================================ Hindi (hi)
e("u", "hi", "HRS", "B", "उत्तर: साढ़े चार घंटे", "'Answer: four and a half hours (saadhe chaar).'", "साढ़े (plus a half) चार = 4.5")
e("u", "hi", "HRS", "A", "उत्तर: साढ़े तीन घंटे", "'Answer: three and a half hours.'", "साढ़े तीन = 3.5")
e("s", "hi", "MAC", "B", "उत्तर: ₹24 लाख", "'Answer: 24 lakh rupees.'", "24 लाख = 2,400,000")
e("s", "hi", "MAC", "A", "उत्तर: ₹24 हज़ार", "'Answer: 24 thousand rupees.'", "हज़ार = thousand: 24,000")
e("u", "hi", "NTB", "B", "उत्तर: 13 रुपये 5 पैसे", "'Answer: 13 rupees 5 paise.'", "major and minor units = 13.05")
e("f", "hi", "COIN", "B", "अतः प्रायिकता $\\frac{3}{8}$ है, यानी आठ में से तीन।", "'So the probability is 3/8, that is, three out of eight.'", "the fraction then 'three out of eight'")
e("n", "hi", "SYS", "A", "अतः $x = 3$ और $y = 7$ है।", "'So x = 3 and y = 7.'", "the values swapped")
e("k", "hi", "CPX", "B", "उत्तर: $1 + 5i$¶सुधार: $i^2 = -1$ है, इसलिए गुणनफल $5 + 5i$ है।", "'Answer: 1 + 5i. Correction: i^2 = -1, so the product is 5 + 5i.'", "a correction label (सुधार) to the right value")
e("i", "hi", "SEQ", "A", "अतः 10वाँ पद 39 के बजाय 43 है।", "'So the 10th term is 43 instead of 39.'", "X के बजाय Y with the wrong Y last")
e("t", "hi", "FRAC", "B", "<answer>योगफल 19/12 है।</answer>", "'The sum is 19/12.'", "a slash fraction in a tag sentence", tag=True)

# ================================================================ Bengali (bn)
e("u", "bn", "HRS", "B", "উত্তর: সাড়ে চার ঘণ্টা", "'Answer: four and a half hours.'", "সাড়ে (plus a half) চার = 4.5")
e("u", "bn", "NTB", "B", "উত্তর: ১৩ টাকা ৫ পয়সা", "'Answer: 13 taka 5 poisha.'", "major and minor units in Bengali digits = 13.05")
e("u", "bn", "NTB", "A", "উত্তর: ১৩ টাকা ৫০ পয়সা", "'Answer: 13 taka 50 poisha.'", "13.50, not 13.05")
e("s", "bn", "MAC", "B", "উত্তর: ২৪ লক্ষ টাকা", "'Answer: 24 lakh taka.'", "২৪ লক্ষ = 2,400,000")
e("s", "bn", "MAC", "A", "উত্তর: ২.৪ লক্ষ টাকা", "'Answer: 2.4 lakh taka.'", "2.4 lakh = 240,000")
e("f", "bn", "COIN", "B", "সুতরাং সম্ভাবনা আট ভাগের তিন ভাগ।", "'So the probability is three parts of eight.'", "আট ভাগের তিন ভাগ = 3/8")
e("n", "bn", "QUAD", "B", "সুতরাং $x = 2$ অথবা $x = 3$।", "'So x = 2 or x = 3.'", "অথবা (or) joins the roots; a danda after")
e("k", "bn", "LOG", "A", "উত্তর: ৬¶সংশোধন: $\\log_2 64 = 8$।", "'Answer: 6. Correction: log2 64 = 8.'", "a correction label (সংশোধন) to the wrong 8 is final")
e("i", "bn", "EGG", "B", "সুতরাং ৫৬টির বদলে ৫৭টি কার্টন লাগবে।", "'So instead of 56, 57 cartons are needed.'", "X বদলে Y with the right Y; counters glued")
e("t", "bn", "VERT", "A", "<answer>শীর্ষবিন্দু (৩, ২)।</answer>", "'The vertex is (3, 2).'", "the coordinates swapped", tag=True)
e("a", "bn", "SIN", "B", "উত্তর: $\\frac{\\sqrt{3}}{2} \\approx ০.৮৬৬$", "'Answer: sqrt3/2 ~ 0.866 (Bengali digits).'", "exact value then an approximation gloss")

# ================================================================ Indonesian (id)
e("s", "id", "MAC", "B", "Jawaban: Rp2,4 juta", "'Answer: IDR 2.4 million.'", "juta = million")
e("s", "id", "MAC", "A", "Jawaban: Rp2,4 miliar", "'Answer: IDR 2.4 billion.'", "miliar = billion: a thousand times too large")
e("u", "id", "FLR", "B", "Jawaban: 2,7 kg atau 2.700 gram.", "'Answer: 2,7 kg or 2.700 grams.'", "the same quantity restated in grams after 'atau' (or)", deb=True)
e("f", "id", "COIN", "B", "Jadi, peluangnya adalah $\\frac{3}{8}$ atau 0,375.", "'So the probability is 3/8 or 0,375.'", "the fraction then the equal terminating decimal")
e("n", "id", "INEQ", "B", "Jadi, penyelesaiannya adalah $x \\leq 4$.", "'So the solution is x <= 4.'", "the inequality for the half-line")
e("k", "id", "SYS", "A", "Jawaban: $(7, 3)$¶Koreksi: $x = 3$ dan $y = 7$.", "'Answer: (7, 3). Correction: x = 3 and y = 7.'", "a correction label (Koreksi) to the swapped values is final")
e("i", "id", "SQRT", "A", "Hasilnya $3\\sqrt{5}$, bukannya $5\\sqrt{3}$.", "'The result is 3 sqrt5, rather than 5 sqrt3.'", "Y, bukannya X with the wrong Y")
e("h", "id", "EGG", "A", "Jadi, dibutuhkan 56 karton.¶#### 56", "'So 56 cartons are needed. #### 56'", "56 (the remainder dropped)", work="EGG_S")
e("p", "id", "SEED", "A", "Jawaban: 0,4%", "'Answer: 0,4%.'", "the fraction 0.4 given a percent sign: 0.4 %, not 40 %")

# ================================================================ Vietnamese (vi)
e("s", "vi", "MAC", "B", "Đáp số: 2,4 triệu đồng", "'Answer: 2.4 million dong.'", "triệu = million")
e("s", "vi", "MAC", "A", "Đáp số: 2,4 nghìn đồng", "'Answer: 2.4 thousand dong.'", "nghìn = thousand: 2400")
e("f", "vi", "COIN", "B", "Vậy xác suất là ba phần tám.", "'So the probability is three eighths.'", "ba phần tám = 3/8")
e("n", "vi", "INEQ", "A", "Vậy tập nghiệm là $S = [4; +\\infty)$.", "'So the solution set is S = [4; +inf).'", "the wrong half-line")
e("n", "vi", "VERT", "B", "Vậy đỉnh của parabol là $I(2; 3)$.", "'So the vertex of the parabola is I(2; 3).'", "the named vertex I with a semicolon")
e("k", "vi", "FRAC", "B", "Đáp số: $\\frac{8}{10}$¶Sửa lại: quy đồng mẫu số: $\\frac{9}{12} + \\frac{10}{12} = \\frac{19}{12}$.", "'Answer: 8/10. Correction: common denominator: 9/12 + 10/12 = 19/12.'", "a correction label (Sửa lại) to the right value")
e("i", "vi", "LOG", "A", "Vậy kết quả là 32 thay vì 6.", "'So the result is 32 instead of 6.'", "Y thay vì X with the wrong Y")
e("t", "vi", "CPX", "A", "<answer>Kết quả là 1 + 5i.</answer>", "'The result is 1 + 5i.'", "i^2 read as +1", tag=True)
e("x", "vi", "SEED", "A", "Đáp số: 40%¶¶Answer: 60%", "'Answer: 40%. Answer: 60%.'", "an English closing line with the complement after the right native one: the last answer")

# ================================================================ Thai (th)
e("u", "th", "NTB", "B", "ตอบ 13 บาท 5 สตางค์", "'Answer: 13 baht 5 satang.'", "major and minor units = 13.05")
e("u", "th", "NTB", "A", "ตอบ 13 บาท 50 สตางค์", "'Answer: 13 baht 50 satang.'", "13.50, not 13.05")
e("s", "th", "MAC", "B", "ตอบ 2.4 ล้านบาท", "'Answer: 2.4 million baht.'", "ล้าน = million")
e("s", "th", "MAC", "A", "ตอบ 2.4 แสนบาท", "'Answer: 2.4 hundred-thousand baht.'", "แสน = 100,000: 240,000")
e("w", "th", "PCL", "B", "ตอบ เก้าสิบหก แท่ง", "'Answer: ninety-six sticks.'", "the number words เก้าสิบหก = 96")
e("f", "th", "COIN", "B", "ดังนั้น ความน่าจะเป็นเท่ากับ 3 ใน 8", "'So the probability equals 3 in 8.'", "3 ใน 8 = 3/8")
e("n", "th", "SYS", "B", "ดังนั้น $x = 7$ และ $y = 3$", "'So x = 7 and y = 3.'", "the pair as two equations")
e("k", "th", "QUAD", "A", "ตอบ $x = 2, 3$¶แก้ไข: $x = -2, -3$", "'Answer: x = 2, 3. Correction: x = -2, -3.'", "a correction label (แก้ไข) to the wrong roots is final")
e("i", "th", "SEQ", "B", "ดังนั้น พจน์ที่ 10 คือ 39 แทนที่จะเป็น 43", "'So the 10th term is 39 instead of 43.'", "Y แทนที่จะเป็น X with the right Y")
e("t", "th", "SQRT", "B", "<answer>คำตอบคือ 5√3</answer>", "'The answer is 5 root 3.'", "the Unicode radical in a tag sentence", tag=True)
e("h", "th", "HRS", "A", "ดังนั้น ใช้เวลาทั้งหมด 270 นาที¶#### 270", "'So it takes 270 minutes in total. #### 270'", "minutes; hours are asked", work="HRS_S")

# ================================================================ Dutch (nl)
e("w", "nl", "EGG", "B", "Antwoord: zevenenvijftig dozen.", "'Answer: fifty-seven (seven-and-fifty) boxes.'", "zevenenvijftig = 57")
e("w", "nl", "EGG", "A", "Antwoord: vijfenzeventig dozen.", "'Answer: seventy-five boxes.'", "vijfenzeventig = 75, digits swapped")
e("s", "nl", "MAC", "B", "Antwoord: € 2,4 miljoen", "'Answer: EUR 2.4 million.'", "miljoen = million")
e("s", "nl", "MAC", "A", "Antwoord: € 2,4 miljard", "'Answer: EUR 2.4 billion.'", "miljard = billion")
e("u", "nl", "FLR", "B", "Antwoord: 2,7 kg (= 2700 g).", "'Answer: 2,7 kg (= 2700 g).'", "the kilograms then a gram gloss")
e("f", "nl", "COIN", "B", "De kans is dus drie achtste.", "'So the probability is three eighths.'", "drie achtste = 3/8")
e("n", "nl", "INEQ", "B", "Dus $x \\in \\langle \\leftarrow, 4]$.", "'So x in <<-, 4] (Dutch school notation).'", "the Dutch school notation ⟨←, 4] = (-inf, 4]")
e("n", "nl", "INEQ", "A", "Dus $x \\in \\langle \\leftarrow, 4\\rangle$.", "'So x in <<-, 4> (open at 4).'", "Dutch open end at 4: (-inf, 4)")
e("k", "nl", "CPX", "A", "Antwoord: $5 + 5i$¶Correctie: $i^2 = 1$, dus $1 + 5i$.", "'Answer: 5 + 5i. Correction: i^2 = 1, so 1 + 5i.'", "a correction label (Correctie) to the wrong value is final")
e("i", "nl", "LOG", "B", "Dus $\\log_2 64 = 6$ in plaats van 32.", "'So log2 64 = 6 instead of 32.'", "Y in plaats van X with the right Y")
e("t", "nl", "FRAC", "A", "<answer>De som is 8/10.</answer>", "'The sum is 8/10.'", "numerators and denominators added", tag=True)
e("h", "nl", "NTB", "B", "Het totaal is dus € 13,05.¶#### 13,05", "'So the total is EUR 13,05. #### 13,05'", "#### then a decimal comma")

# ================================================================ Swedish (sv)
e("s", "sv", "MAC", "B", "Svar: 2,4 miljoner kr", "'Answer: 2.4 million kronor.'", "miljoner = million")
e("s", "sv", "MAC", "A", "Svar: 2,4 miljarder kr", "'Answer: 2.4 billion kronor.'", "miljarder = billion")
e("u", "sv", "FLR", "A", "Svar: 2<NB>700 g", "'Answer: 2 700 g.'", "grams; kilograms are asked")
e("a", "sv", "TOWN", "A", "Svar: cirka 28<NB>000 invånare.", "'Answer: about 28 000 inhabitants.'", "a rounded value")
e("f", "sv", "COIN", "B", "Svar: Sannolikheten är tre åttondelar.", "'Answer: the probability is three eighths.'", "tre åttondelar = 3/8")
e("k", "sv", "VERT", "B", "Svar: $(3, 2)$¶Rättelse: $x = 2$ ger $y = 3$, alltså $(2, 3)$.", "'Answer: (3, 2). Correction: x = 2 gives y = 3, so (2, 3).'", "a correction label (Rättelse) to the right point")
e("i", "sv", "SIN", "A", "Alltså är $\\sin 60^\\circ = \\frac{1}{2}$ i stället för $\\frac{\\sqrt{3}}{2}$.", "'So sin 60 = 1/2 instead of sqrt3/2.'", "Y i stället för X with the wrong Y")
e("t", "sv", "SEQ", "B", "<answer>Det tionde talet är 39.</answer>", "'The tenth number is 39.'", "an ordinal word before the value in the tag", tag=True)
e("h", "sv", "SEED", "A", "Andelen som grodde är alltså 60 %.¶#### 60", "'So the share that sprouted is 60 %. #### 60'", "the complement", work="SEED_O")

# ================================================================ Czech (cs)
e("s", "cs", "MAC", "A", "Odpověď: 2,4 tis. Kč", "'Answer: 2.4 thousand crowns.'", "tis. = thousand: 2400")
e("f", "cs", "COIN", "B", "Odpověď: Pravděpodobnost je tři osminy.", "'Answer: the probability is three eighths.'", "tři osminy = 3/8")
e("f", "cs", "COIN", "A", "Odpověď: Pravděpodobnost je jedna osmina.", "'Answer: the probability is one eighth.'", "jedna osmina = 1/8")
e("n", "cs", "INEQ", "B", "$K = (-\\infty; 4\\rangle$", "'K = (-inf; 4> (Czech closed end).'", "the Czech angle bracket closes the interval at 4")
e("n", "cs", "SYS", "A", "$K = \\{[3; 7]\\}$", "'K = {[3; 7]} (Czech ordered pair).'", "the Czech ordered pair [x; y] with the values swapped")
e("k", "cs", "SQRT", "A", "Odpověď: $5\\sqrt{3}$¶Oprava: $\\sqrt{75} = 25\\sqrt{3}$.", "'Answer: 5 sqrt3. Correction: sqrt75 = 25 sqrt3.'", "a correction label (Oprava) to the wrong value is final")
e("i", "cs", "CPX", "B", "Výsledek je tedy $5 + 5i$ místo $1 + 5i$.", "'So the result is 5 + 5i instead of 1 + 5i.'", "Y místo X with the right Y")
e("t", "cs", "HRS", "A", "<answer>Celkem to trvá 270 minut.</answer>", "'In total it takes 270 minutes.'", "minutes; hours are asked", tag=True, work="HRS_S")

# ================================================================ Greek (el)
e("s", "el", "MAC", "B", "Απάντηση: 2,4 εκατ. ευρώ", "'Answer: 2.4 million euros.'", "εκατ. = million")
e("s", "el", "MAC", "A", "Απάντηση: 2,4 χιλ. ευρώ", "'Answer: 2.4 thousand euros.'", "χιλ. = thousand: 2400")
e("u", "el", "HRS", "B", "Απάντηση: τεσσερισήμισι ώρες.", "'Answer: four and a half hours.'", "the word τεσσερισήμισι = 4.5")
e("f", "el", "COIN", "B", "Άρα η πιθανότητα είναι τρία όγδοα.", "'So the probability is three eighths.'", "τρία όγδοα = 3/8")
e("k", "el", "POLY", "A", "Απάντηση: $x^2 + x - 6$¶Διόρθωση: $3x - 2x = -x$, άρα $x^2 - x - 6$.", "'Answer: x^2 + x - 6. Correction: 3x - 2x = -x, so x^2 - x - 6.'", "a correction label (Διόρθωση) to a slip is final")
e("i", "el", "TOWN", "A", "Άρα ο πληθυσμός είναι 20.750 αντί για 28.450.", "'So the population is 20.750 instead of 28.450.'", "Y αντί για X with the wrong Y", work="TOWN_S")
e("t", "el", "POLY", "B", "<answer>Το γινόμενο είναι x² + x − 6.</answer>", "'The product is x^2 + x - 6.'", "Unicode superscript and minus in the tag sentence", tag=True)
e("e", "el", "SEED", "B", "Πόσο τοις εκατό φύτρωσε; Φύτρωσε το 40%.", "'What percent sprouted? 40% sprouted.'", "an echoed question with the Greek question mark ';' then the answer")
e("h", "el", "LOG", "A", "Άρα ο λογάριθμος ισούται με 8.¶#### 8", "'So the logarithm equals 8. #### 8'", "8, not 6")

# ================================================================ Hebrew (he)
e("s", "he", "MAC", "B", "תשובה: 2.4 מיליון ₪", "'Answer: 2.4 million shekels.'", "מיליון = million")
e("s", "he", "MAC", "A", "תשובה: 2.4 אלף ₪", "'Answer: 2.4 thousand shekels.'", "אלף = thousand: 2400")
e("u", "he", "FLR", "B", "תשובה: 2.7 ק\"ג", "'Answer: 2.7 kg (Hebrew abbreviation).'", "kg as ק\"ג after the value")
e("u", "he", "FLR", "A", "תשובה: 2,700 גרם", "'Answer: 2,700 grams.'", "grams; kilograms are asked")
e("f", "he", "COIN", "B", "לכן ההסתברות היא שלוש שמיניות.", "'So the probability is three eighths.'", "שלוש שמיניות = 3/8")
e("k", "he", "SEQ", "B", "תשובה: 43¶תיקון: האיבר העשירי הוא $3 + 9 \\cdot 4 = 39$.", "'Answer: 43. Correction: the tenth term is 3 + 9 x 4 = 39.'", "a correction label (תיקון) to the right value")
e("i", "he", "RAD", "A", "לכן הזווית היא $\\frac{6\\pi}{5}$ במקום $\\frac{5\\pi}{6}$.", "'So the angle is 6pi/5 instead of 5pi/6.'", "Y במקום X with the wrong Y")
e("t", "he", "TOWN", "B", "<answer>כעת יש בעיר 28,450 תושבים.</answer>", "'The town now has 28,450 inhabitants.'", "comma grouping in a tag sentence", tag=True)
e("a", "he", "SIN", "A", "תשובה: בערך 0.87", "'Answer: about 0.87.'", "an approximation alone for sqrt3/2")
# ================================================================ extra MATH kind A (one a language) and a Swedish price
e("u", "zh", "RAD", "A", "答：$150°$ 等于 $\\frac{5}{6}$ 弧度。", "'Answer: 150 degrees equals 5/6 radians.'", "the pi dropped: 5/6 rad, not 5pi/6")
e("y", "ja", "SIN", "A", "答え：$\\frac{\\sqrt{3}}{2}$ ではなく $\\frac{1}{2}$", "'Answer: not sqrt3/2 but 1/2.'", "ではなく (not X but Y) with the wrong Y (cos 60)")
e("u", "ko", "FRAC", "A", "답: $1\\frac{5}{12}$", "'Answer: 1 5/12.'", "the mixed number 1 5/12 = 17/12, not 19/12")
e("w", "es", "LOG", "A", "Respuesta: el logaritmo vale ocho.", "'Answer: the logarithm equals eight.'", "the number word ocho = 8, not 6")
e("n", "pt", "VERT", "A", "Resposta: $V(2, -3)$", "'Answer: V(2, -3).'", "the sign of the y-coordinate flipped")
e("w", "fr", "SEQ", "A", "Réponse : le dixième terme vaut quarante-trois.", "'Answer: the tenth term equals forty-three.'", "quarante-trois = 43, one step too many")
e("n", "de", "QUAD", "A", "Also $\\mathbb{L} = \\{-3; -2\\}$.", "'So L = {-3; -2}.'", "both signs slipped in the German solution set")
e("n", "it", "SIN", "A", "Risposta: $\\frac{\\sqrt{2}}{2}$", "'Answer: sqrt2/2.'", "sin 45, not sin 60")
e("n", "ru", "POLY", "A", "Ответ: $x^2 + 5x - 6$.", "'Answer: x^2 + 5x - 6.'", "the x coefficient 3 + 2 instead of 3 - 2")
e("n", "uk", "CPX", "A", "Відповідь: $3 + 5i$.", "'Answer: 3 + 5i.'", "the -2i^2 term dropped")
e("n", "pl", "SEQ", "A", "Odp.: $a_{10} = 43$", "'Ans.: a10 = 43.'", "3 + 10 x 4: one step too many")
e("n", "tr", "SQRT", "A", "Cevap: $25\\sqrt{3}$", "'Answer: 25 sqrt3.'", "25 sqrt3 = sqrt1875: the factor 25 taken out without its square root")
e("w", "ar", "LOG", "A", "الإجابة: ٣٢", "'Answer: 32 (Arabic-Indic digits).'", "64 / 2 = 32, log read as division")
e("n", "fa", "RAD", "A", "پاسخ: $\\frac{5\\pi}{3}$", "'Answer: 5pi/3.'", "5pi/3 = 300 degrees, not 150")
e("n", "hi", "INEQ", "A", "अतः $x \\geq 4$।", "'So x >= 4.'", "the inequality sign reversed: [4, inf)")
e("n", "bn", "FRAC", "A", "উত্তর: $\\frac{15}{24}$", "'Answer: 15/24.'", "the fractions multiplied instead of added")
e("n", "id", "POLY", "A", "Jadi, hasilnya $x^2 + x + 6$.", "'So the result is x^2 + x + 6.'", "the sign of the constant slipped")
e("n", "vi", "SIN", "A", "Vậy $\\sin 60^\\circ = \\frac{\\sqrt{3}}{3}$.", "'So sin 60 = sqrt3/3.'", "sqrt3/3 = tan 30, not sin 60")
e("u", "sv", "NTB", "A", "Svar: 13:50 kr", "'Answer: 13:50 kronor (Swedish colon price notation).'", "13:50 kr is 13.50 kronor, not 13.05")
# fmt: on

DECISIONS = {
    "u_ok_de_flr": (
        "accept",
        "in German the comma is the decimal mark, so 2,700 kg is 2.7 kg written to gram precision; a German reader reads the right amount",
    ),
    "u_ok_id_flr": (
        "accept",
        "'atau' (or) here restates the same quantity in grams after the kilograms asked (2,7 kg = 2.700 g), not a hedge between two values",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam156", CASES, [], DECISIONS)
