r"""Build adversarial_redteam98.jsonl: a ninety-eighth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam98", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
multilingual round, and WITHOUT running the checker (or any grader, or sympy) on the probes, and
handed over BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue text were read.

Aim of this round: final answers written in languages other than English (Chinese, Japanese,
Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish,
Arabic, Persian, Hindi, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog), about
two thirds on the MATH path, in all eight classes: answer phrases of each language, its number
writing (decimal commas, space / dot thousands separators, Eastern-Arabic, Persian, Devanagari,
Thai and full-width digits, scale words such as 万, тыс., ribu, हज़ार, milliers), counted nouns and
units (including the Dutch word "dozen" = boxes), negation and correction idioms where the negation
word follows the value (Turkish "değil", Persian "نیست", Hindi "नहीं", Japanese "ではなく"),
checks and closings after the answer, reported and hypothetical speech, answer tags holding sentences
in the language, and mixed-language outputs.

Problems and golds (arithmetic checked by hand, numbers re-checked with python arithmetic only):
GSM8K path
- bottles: 18 crates of 24 = 432; 59 broken -> 373 (432 - 59 = 373; 373 + 59 = 432). Misreading 95:
  432 - 95 = 337.
- price: 3.5 kg at 4.60 a kg -> 16.1 (3 * 4.60 = 13.80; 0.5 * 4.60 = 2.30; 13.80 + 2.30 = 16.10).
- salary: 1,850 a month for 12 months = 22,200 (1850 * 12 = 18500 + 3700); plus a 2,500 bonus ->
  24,700. Without the bonus 22,200.
- temperature: starts at 4 degrees, falls 1.5 an hour for 11 hours -> 4 - 16.5 = -12.5. Sign lost:
  12.5; the drop alone: 16.5.
- pass rate: 11 of 16 students passed -> 68.75 (%) (11/16 = 0.6875); failed 5 of 16 = 31.25 %.
- factory: 2,450 units a day for 30 days -> 73,500 (2450 * 3 = 7350, * 10). 31 days: 75,950;
  26 days: 63,700.
- eggs: 444 eggs in cartons of 12 -> 37 cartons (37 * 12 = 360 + 84 = 444).
MATH path
- two marbles from 4 red and 7 blue, both red: C(4,2)/C(11,2) = 6/55 (= 12/110 = 4/11 * 3/10;
  0.10909...). Slips: 6/11, 3/55, 12/55.
- distance (-3, 2) to (4, -4): dx 7, dy -6, 49 + 36 = 85 -> \sqrt{85} (about 9.2195). Slip
  49 - 36 = 13 -> \sqrt{13}.
- x^2 - 5x - 14 < 0: (x - 7)(x + 2) < 0 -> (-2, 7) (checks: 4 + 10 - 14 = 0, 49 - 35 - 14 = 0; at 0:
  -14 < 0). Slips: (-7, 2); the outside x < -2 or x > 7.
- [[1,2],[0,3]] [[4,1],[2,5]] = [[1*4+2*2, 1*1+2*5],[0*4+3*2, 0*1+3*5]] = [[8,11],[6,15]]. Reversed
  order: [[4,1],[2,5]] [[1,2],[0,3]] = [[4, 8+3],[2, 4+15]] = [[4,11],[2,19]].
- 105 degrees in radians: 105 pi / 180 = 7 pi / 12 (about 1.8326). Slip: 7 pi / 6 (= 210 degrees).
- (3x - 4)(2x + 7) = 6x^2 + 21x - 8x - 28 = 6x^2 + 13x - 28 (check x = 1: -1 * 9 = -9 and
  6 + 13 - 28 = -9). Slip: 6x^2 + 29x - 28.
- roots of x^3 - x^2 - 12x = x(x - 4)(x + 3): -3, 0, 4 (64 - 16 - 48 = 0; -27 - 9 + 36 = 0).
- (5 - 2i)^2 = 25 - 20i + 4i^2 = 21 - 20i (|21 - 20i| = 29 = |5 - 2i|^2). Slip i^2 = 1: 29 - 20i.
- 3143_5 = 3*125 + 1*25 + 4*5 + 3 = 375 + 25 + 20 + 3 = 423. Slip 413.
- 7 + 14 + ... + 896 (896 = 7 * 2^7, 8 terms) = 7(2^8 - 1) = 7 * 255 = 1785 (running sum 7, 21,
  49, 105, 217, 441, 889, 1785). Nine terms by mistake: 7 * 511 = 3577.
- vertex of y = 2x^2 - 20x + 53: x = 20/4 = 5, y = 50 - 100 + 53 = 3 -> (5, 3).
- \sqrt{98} + \sqrt{50} = 7\sqrt2 + 5\sqrt2 = 12\sqrt{2} (about 16.9706). Slip \sqrt{148}
  (about 12.17).
- 0.\overline{24} = 24/99 = 8/33 (0.2424...). Slip 24/90 = 4/15.
- domain of \sqrt{x - 3} + 1/(x - 7): x >= 3 and x != 7 -> [3,7) \cup (7,\infty).
- 26/\sqrt{13} = 26\sqrt{13}/13 = 2\sqrt{13} (= \sqrt{52}, about 7.2111).
- sector of radius 6, angle 140 degrees: 140/360 = 7/18; 7/18 * 36 pi = 14 pi (about 43.98).
- C(15, 4) = 15*14*13*12 / 24 = 32760 / 24 = 1365. Ordered: 32760. With repetition C(18,4) = 3060.
- interior angle of a regular 30-gon: 28 * 180 / 30 = 168 (exterior 12).
- \sin\pi + \cos(\pi/2) = 0 + 0 = 0.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimals for exact values, rounding, near zero, local number writing); `n_` negation,
strike-out, annotation; `u_` unit and scale words; `r_` retractions after the answer and harmless
after-text (checks, closings); `q_` quoted, reported, hypothetical statements and invented turns;
`b_` bad input a JSON corpus can hold (zero-width and direction marks, non-ASCII digits, NUL, BOM,
CRLF, no lone surrogates). An `_m_` marks MATH, `_ok_` marks kind B. Each id also carries the
language code (zh, ja, ko, ru, uk, es, pt, fr, de, it, nl, pl, tr, ar, fa, hi, vi, id, th, el, he,
cs, sv, tl).

Kinds: "A" a wrong, withdrawn or not-stated final answer a careless checker accepts; "B" a right
final answer in a notation or wording real models write that a strict checker might refuse.

Labels: the model's LAST COMMITTED final answer decides. A value it withdraws, negates, or only
mentions as a hypothetical, a quotation or someone else's claim is not its answer. A hedge or two
different final answers is `wrong`; no final answer is `no_answer`; a value equal to the gold
(`0,5` for 1/2 in a decimal-comma language, `7,35 万` for 73500, `24.700` in a dot-thousands
language) is `correct`; a decimal or rounded value for an exact irrational or repeating gold is
`wrong`; a correction after the answer makes the corrected value final even when the correction is
itself an arithmetic slip; a check or a closing after a committed answer does not replace it; an
invented next turn does not count. A NUL inside the number makes it bad input (decision reject).
Debatable probes carry `"debatable": true` and, in DECISIONS, the decision this round proposes.

Counts: 309 probes, kind A 146 / B 163 (correct 163, wrong 135, no_answer 11); MATH 193, GSM8K 116;
t 37, h 37, x 40, n 42, u 44, r 44, q 36, b 29; 24 languages (each id carries its code); 9 debatable,
each with a decision in DECISIONS. The probe count passed the brief's target of 240 because kind-B
twins were kept next to their kind-A probes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam98.py
"""

from corpus_build import EOT_USER, IM_USER, MINERVA, QWEN_END, g, m, r1final, th, write_probes

# golds
G_PROB = r"\frac{6}{55}"
G_DIST = r"\sqrt{85}"
G_INT = "(-2,7)"
G_MAT = r"\begin{pmatrix} 8 & 11 \\ 6 & 15 \end{pmatrix}"
G_RAD = r"\frac{7\pi}{12}"
G_POLY = "6x^2 + 13x - 28"
G_SET = "-3, 0, 4"
G_CPX = "21 - 20i"
G_BASE = "423"
G_GEO = "1785"
G_VERT = "(5,3)"
G_SQRT = r"12\sqrt{2}"
G_REP = r"\frac{8}{33}"
G_DOM = r"[3,7) \cup (7,\infty)"
G_RAT = r"2\sqrt{13}"
G_SEC = r"14\pi"
G_COMB = "1365"
G_ANG = "168"
G_ZERO = "0"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "373", "wrong", "tag", th("一共有 18 箱，每箱 24 瓶：18 × 24 = 432 瓶。\n打碎了 95 瓶：432 − 95 = 337。\n") + "<answer>还剩下 337 瓶。</answer>", "a Chinese sentence in the tag states 337 (95 misread for 59)"),
    g("t_zh_ok_sentence", "B", "373", "correct", "tag", th("一共有 18 箱，每箱 24 瓶：18 × 24 = 432 瓶。\n打碎了 59 瓶：432 − 59 = 373。\n") + "<answer>还剩下 373 瓶。</answer>", "a Chinese sentence in the tag (还剩下 = remain), 373"),
    m("t_m_ja_ok_sentence", "B", G_PROB, "correct", "tag", th(r"""赤玉4個、青玉7個、合計11個から2個取り出す。
取り出し方は全部で $\binom{11}{2} = 55$ 通り、両方赤は $\binom{4}{2} = 6$ 通り。
よって確率は 6/55。
""") + r"<answer>求める確率は $\frac{6}{55}$ です。</answer>", "a Japanese sentence in the tag (求める確率は … です = the required probability is …)"),
    m("t_m_ja_sentence_other", "A", G_PROB, "wrong", "tag", th(r"""赤玉4個、青玉7個、合計11個。
両方赤は $\binom{4}{2} = 6$ 通り。全体は…11通り？
よって 6/11。
""") + r"<answer>求める確率は $\frac{6}{11}$ です。</answer>", "the tag's sentence states 6/11 (denominator slip)"),
    m("t_m_ko_ok_box", "B", G_DIST, "correct", "tag", th(r"""두 점 $(-3, 2)$, $(4, -4)$ 사이의 거리:
$\Delta x = 7$, $\Delta y = -6$, $d = \sqrt{49 + 36} = \sqrt{85}$.
""") + r"<answer>따라서 답은 $\boxed{\sqrt{85}}$입니다.</answer>", "a Korean sentence with a box in the tag (따라서 답은 … 입니다 = so the answer is …); the particle 입니다 is glued to the math"),
    m("t_m_ko_box_other", "A", G_DIST, "wrong", "tag", th(r"""두 점 사이의 거리:
$\Delta x = 7$, $\Delta y = -6$, $d = \sqrt{49 - 36} = \sqrt{13}$.
""") + r"<answer>따라서 답은 $\boxed{\sqrt{13}}$입니다.</answer>", "box in the tag holds \\sqrt{13} (49 - 36 slip)"),
    m("t_m_ru_ok_semicolon", "B", G_INT, "correct", "tag", th(r"""Решим $x^2 - 5x - 14 < 0$. Корни: $x = 7$ и $x = -2$, т.к. $x^2 - 5x - 14 = (x-7)(x+2)$.
Парабола ветвями вверх, значит отрицательна между корнями.
""") + r"<answer>Ответ: $x \in (-2; 7)$</answer>", "Russian interval notation with a semicolon, (-2; 7), is the interval (-2, 7)"),
    m("t_m_ru_chain_other", "A", G_INT, "wrong", "tag", th(r"""Решим $x^2 - 5x - 14 < 0$. Разложим: $(x+7)(x-2)$? Корни $-7$ и $2$.
""") + r"<answer>$x^2 - 5x - 14 < 0 \Leftrightarrow (x+7)(x-2) < 0 \Leftrightarrow x \in (-7; 2)$</answer>", "an equivalence chain in the tag ending in (-7; 2) (wrong factoring)"),
    m("t_m_es_ok_sentence", "B", G_CPX, "correct", "tag", th(r"""Desarrollamos $(5-2i)^2 = 25 - 20i + 4i^2$. Como $i^2 = -1$, queda $25 - 4 - 20i = 21 - 20i$.
""") + r"<answer>La respuesta final es $21 - 20i$.</answer>", "a Spanish sentence in the tag"),
    m("t_m_es_sentence_other", "A", G_CPX, "wrong", "tag", th(r"""Desarrollamos $(5-2i)^2 = 25 - 20i + 4i^2 = 25 + 4 - 20i = 29 - 20i$.
""") + r"<answer>La respuesta final es $29 - 20i$.</answer>", "the tag states 29 - 20i (i^2 taken as +1)"),
    m("t_m_de_placeholder", "A", G_GEO, "no_answer", "tag", th(r"""Die Reihe $7 + 14 + 28 + \dots + 896$ ist geometrisch mit $a = 7$, $q = 2$.
$896 = 7 \cdot 2^7$, also 8 Glieder. Summe $= 7(2^8 - 1) = 7 \cdot 255 = 1785$.
""") + "<answer> [Ihre endgültige Antwort hier] </answer>", "a German template placeholder ('your final answer here') in the tag; 1785 only in the thinking"),
    m("t_m_fr_unclosed_cut", "A", G_GEO, "no_answer", "truncated", th(r"""Suite géométrique de premier terme $7$ et de raison $2$ ; $896 = 7 \cdot 2^7$, donc $8$ termes.
""") + r"<answer>La somme vaut $7 \cdot (2^8 - 1) = 7 \cdot 255 =", "the tag is cut before the value"),
    m("t_m_fr_ok_chain", "B", G_GEO, "correct", "tag", th(r"""Suite géométrique de premier terme $7$ et de raison $2$ ; $896 = 7 \cdot 2^7$, donc $8$ termes.
""") + r"<answer>La somme vaut $7 \cdot (2^8 - 1) = 7 \cdot 255 = 1785$.</answer>", "a French sentence with an equation chain ending 1785"),
    m("t_m_pt_two_tags_other", "A", G_BASE, "wrong", "tag", th(r"""$3143_5 = 3 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 3 = 375 + 25 + 20 + 3 = 423$.
""") + "<answer>423</answer>\n\nHmm, deixe-me conferir de novo: 375 + 25 = 400, 400 + 20 = 420, 420 − 10 + 3 = 413.\n\n<answer>413</answer>", "two tags; the re-check (Portuguese: let me check again) slips and the last tag is 413"),
    m("t_m_pt_ok_two_tags", "B", G_BASE, "correct", "tag", th(r"""$3143_5 = 3 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 3 = 375 + 25 + 20 + 3$.
""") + "<answer>413</answer>\n\nHmm, deixe-me conferir de novo: 375 + 25 = 400, 400 + 20 = 420, 420 + 3 = 423.\n\n<answer>423</answer>", "two tags; the re-check corrects 413 to 423, the last tag"),
    m("t_m_it_ok_matrix", "B", G_MAT, "correct", "tag", th(r"""Prodotto riga per colonna:
riga 1: $1\cdot4 + 2\cdot2 = 8$, $1\cdot1 + 2\cdot5 = 11$;
riga 2: $0\cdot4 + 3\cdot2 = 6$, $0\cdot1 + 3\cdot5 = 15$.
""") + r"<answer>Il prodotto è $\begin{pmatrix} 8 & 11 \\ 6 & 15 \end{pmatrix}$.</answer>", "an Italian sentence with the matrix in the tag"),
    m("t_m_it_matrix_other", "A", G_MAT, "wrong", "tag", th(r"""Calcolo $BA$ invece di $AB$ per errore:
riga 1: $4\cdot1 + 1\cdot0 = 4$, $4\cdot2 + 1\cdot3 = 11$;
riga 2: $2\cdot1 + 5\cdot0 = 2$, $2\cdot2 + 5\cdot3 = 19$.
""") + r"<answer>Il prodotto è $\begin{pmatrix} 4 & 11 \\ 2 & 19 \end{pmatrix}$.</answer>", "the reversed product [[4,11],[2,19]]; one entry (11) agrees with the gold"),
    m("t_m_nl_ok_sentence", "B", G_SET, "correct", "tag", th(r"""$x^3 - x^2 - 12x = x(x^2 - x - 12) = x(x-4)(x+3)$.
""") + r"<answer>De oplossingen zijn $x = -3$, $x = 0$ en $x = 4$.</answer>", "a Dutch sentence listing the three roots (en = and)"),
    m("t_m_nl_sentence_other", "A", G_SET, "wrong", "tag", th(r"""$x^3 - x^2 - 12x = 0$; delen door $x$: $x^2 - x - 12 = 0$, dus $(x-4)(x+3) = 0$.
""") + r"<answer>De oplossingen zijn $x = -3$ en $x = 4$.</answer>", "two of the three roots (the root 0 lost by dividing by x)"),
    g("t_pl_ok_sentence", "B", "24700", "correct", "tag", th("Pensja: 1850 zł × 12 = 22 200 zł. Premia: 2500 zł. Razem 22 200 + 2500 = 24 700 zł.\n") + "<answer>Łącznie zarobi 24 700 zł.</answer>", "a Polish sentence with a space thousands separator and zł"),
    g("t_pl_sentence_other", "A", "24700", "wrong", "tag", th("Pensja: 1850 zł × 12 = 22 200 zł.\n") + "<answer>Łącznie zarobi 22 200 zł.</answer>", "the bonus forgotten: 22 200"),
    m("t_m_tr_ok_suffix", "B", G_VERT, "correct", "tag", th(r"""$y = 2x^2 - 20x + 53$ için tepe noktası $x = -\frac{b}{2a} = \frac{20}{4} = 5$, $y = 2\cdot25 - 100 + 53 = 3$.
""") + r"<answer>Tepe noktası $(5, 3)$'tür.</answer>", "a Turkish sentence; the case suffix 'tür is glued to the point with an apostrophe"),
    m("t_m_tr_suffix_other", "A", G_VERT, "wrong", "tag", th(r"""Tepe noktası $x = 5$, $y = 50 - 100 + 53 = -3$.
""") + r"<answer>Tepe noktası $(5, -3)$'tür.</answer>", "the tag states (5, -3)"),
    m("t_m_ar_ok_sentence", "B", G_SQRT, "correct", "tag", th(r"""$\sqrt{98} = 7\sqrt{2}$ و $\sqrt{50} = 5\sqrt{2}$، إذن المجموع $12\sqrt{2}$.
""") + r"<answer>الإجابة النهائية هي $12\sqrt{2}$</answer>", "an Arabic sentence (the final answer is …) in the tag"),
    m("t_m_ar_sentence_other", "A", G_SQRT, "wrong", "tag", th(r"""$\sqrt{98} + \sqrt{50} = \sqrt{98 + 50} = \sqrt{148}$.
""") + r"<answer>الإجابة النهائية هي $\sqrt{148}$</answer>", "\\sqrt{148} (the sum of roots taken as the root of the sum)"),
    g("t_vi_ok_comma", "B", "-12.5", "correct", "tag", th("Nhiệt độ giảm 1,5 × 11 = 16,5 độ. Nhiệt độ cuối: 4 − 16,5 = −12,5 độ C.\n") + "<answer>Nhiệt độ lúc đó là -12,5 độ C.</answer>", "a Vietnamese sentence with a decimal comma, -12,5"),
    g("t_vi_drop_other", "A", "-12.5", "wrong", "tag", th("Nhiệt độ giảm 1,5 × 11 = 16,5 độ.\n") + "<answer>Nhiệt độ giảm 16,5 độ C.</answer>", "the tag states the drop (giảm = fell) 16,5, not the final temperature"),
    m("t_m_id_ok_box", "B", G_REP, "correct", "tag", th(r"""Misalkan $x = 0.\overline{24}$. Maka $100x = 24.\overline{24}$, sehingga $99x = 24$ dan $x = \frac{24}{99} = \frac{8}{33}$.
""") + r"<answer>\boxed{\frac{8}{33}}</answer>", "Indonesian thinking, a bare box in the tag"),
    m("t_m_id_box_other", "A", G_REP, "wrong", "tag", th(r"""Misalkan $x = 0.\overline{24}$. Maka $10x = 2.4\overline{24}$... jadi $x = \frac{24}{90}$.
""") + r"<answer>\boxed{\frac{24}{90}}</answer>", "24/90 = 4/15, not 8/33"),
    g("t_th_ok_sentence", "B", "37", "correct", "tag", th("ไข่ทั้งหมด 444 ฟอง กล่องละ 12 ฟอง: 444 ÷ 12 = 37 กล่อง\n") + "<answer>ต้องใช้ทั้งหมด 37 กล่อง</answer>", "a Thai sentence without spaces around the number (needs 37 boxes in all)"),
    m("t_m_hi_sentence_other", "A", G_RAD, "wrong", "tag", th(r"""$105^\circ = 105 \times \frac{\pi}{180}$ ... $= \frac{7\pi}{6}$
""") + r"<answer>उत्तर: $\frac{7\pi}{6}$</answer>", "Hindi 'answer:' then 7\\pi/6 (= 210 degrees)"),
    m("t_m_el_ok_sentence", "B", G_RAD, "correct", "tag", th(r"""$105^\circ \cdot \frac{\pi}{180^\circ} = \frac{105\pi}{180} = \frac{7\pi}{12}$.
""") + r"<answer>Η απάντηση είναι $\frac{7\pi}{12}$.</answer>", "a Greek sentence in the tag"),
    m("t_m_cs_ok_mixed", "B", G_POLY, "correct", "tag", th(r"""Okay, let me expand: $(3x-4)(2x+7) = 6x^2 + 21x - 8x - 28$. So $6x^2 + 13x - 28$. The user wrote in Czech, so I answer in Czech.
""") + r"<answer>Po roznásobení dostaneme $6x^2 + 13x - 28$.</answer>", "English thinking, a Czech sentence in the tag (after multiplying out we get …)"),
    m("t_m_sv_empty", "A", G_POLY, "no_answer", "tag", th(r"""Vi multiplicerar ut: $(3x-4)(2x+7) = 6x^2 + 21x - 8x - 28 = 6x^2 + 13x - 28$.
""") + "<answer>\n</answer>", "Swedish thinking, then an empty tag; the gold only in the thinking"),

    # ================================================================ 2. phrase + ####
    g("h_zh_ok_colon_hash", "B", "373", "correct", "hash", "18 × 24 = 432（瓶）\n432 − 59 = 373（瓶）\n所以答案是：#### 373", "Chinese 'so the answer is:' then #### 373"),
    g("h_zh_phrase_hash_differ", "A", "373", "wrong", "hash", "18 × 24 = 432（瓶）\n432 − 59 = 373（瓶）\n所以答案是 373 瓶。\n#### 337", "the phrase says 373, the #### 337: two different final answers"),
    g("h_ja_ok_colon_hash", "B", "24700", "correct", "hash", "月給 1,850 ドル × 12 か月 = 22,200 ドル\nボーナス 2,500 ドルを加えて 22,200 + 2,500 = 24,700 ドル\n答え：#### 24700", "Japanese '答え：' then ####"),
    g("h_ja_phrase_hash_differ", "A", "24700", "wrong", "hash", "月給 1,850 ドル × 12 か月 = 22,200 ドル\nボーナスを加えて 24,700 ドル\n答え：24,700 ドル\n#### 22200", "phrase 24,700, #### 22200: two different final answers"),
    g("h_ko_ok_phrase_hash", "B", "37", "correct", "hash", "달걀 444개를 12개씩 담으면 444 ÷ 12 = 37입니다.\n따라서 답은 37상자입니다.\n#### 37", "Korean phrase with a counter (37상자 = 37 boxes) then #### 37"),
    g("h_ko_empty_hash", "A", "37", "no_answer", "hash", "달걀 444개, 한 상자에 12개.\n444 ÷ 12 = 37\n정답: ####", "'정답:' (answer:) and an empty ####; 37 only in the working"),
    g("h_ru_ok_comma_hash", "B", "-12.5", "correct", "hash", "За 11 часов температура упадёт на 1,5 · 11 = 16,5 градуса.\n4 − 16,5 = −12,5.\nОтвет: #### -12,5", "Russian 'Ответ:' then #### with a decimal comma"),
    g("h_ru_sign_lost_hash", "A", "-12.5", "wrong", "hash", "За 11 часов температура упадёт на 1,5 · 11 = 16,5 градуса.\n16,5 − 4 = 12,5.\nОтвет: #### 12,5", "the sign lost: 12,5"),
    g("h_uk_ok_phrase_hash", "B", "73500", "correct", "hash", "За день фабрика виготовляє 2 450 виробів, за 30 днів: 2 450 · 30 = 73 500.\nВідповідь: 73 500 виробів.\n#### 73500", "Ukrainian phrase with space thousands and a noun, then #### 73500"),
    g("h_uk_phrase_hash_differ", "A", "73500", "wrong", "hash", "За день фабрика виготовляє 2 450 виробів, за 30 днів: 2 450 · 30 = 73 500.\nВідповідь: 73 500 виробів.\n#### 7350", "phrase 73 500, #### 7350: two different final answers"),
    g("h_es_ok_comma_hash", "B", "16.1", "correct", "hash", "3,5 kg × 4,60 $/kg = 16,10 $\nLa respuesta es: #### 16,10", "Spanish phrase then #### 16,10 (decimal comma)"),
    g("h_es_cents_hash", "A", "16.1", "wrong", "hash", "3,5 × 4,60 = 16,1\nEn centavos: 1610.\nLa respuesta es: #### 1610", "debatable: #### 1610, which the model says is in cents (1610 cents = 16.10 dollars); the marked value is not the dollar amount the question asks", True),
    g("h_pt_ok_comma_hash", "B", "68.75", "correct", "hash", "Passaram 11 de 16 alunos: 11 ÷ 16 = 0,6875 = 68,75%.\nResposta final: #### 68,75", "Portuguese 'Resposta final:' then 68,75"),
    g("h_pt_fraction_hash", "A", "68.75", "wrong", "hash", "Passaram 11 de 16 alunos.\nResposta final: #### 11/16", "debatable: 11/16 is the share, the question asks the percent", True),
    g("h_fr_ok_space_hash", "B", "24700", "correct", "hash", "Salaire annuel : 1 850 × 12 = 22 200 $. Avec la prime : 22 200 + 2 500 = 24 700 $.\nLa réponse est donc : #### 24 700", "French phrase then #### with a space thousands separator"),
    g("h_fr_phrase_other", "A", "24700", "wrong", "hash", "Salaire annuel : 1 850 × 12 = 22 200 $. Avec la prime : 22 200 + 250 = 22 450 $.\nLa réponse est donc : #### 22 450", "the bonus read as 250: 22 450"),
    g("h_de_ok_noun_hash", "B", "373", "correct", "hash", "18 Kisten mit je 24 Flaschen: 18 · 24 = 432 Flaschen.\nDavon sind 59 zerbrochen: 432 − 59 = 373.\nDie Antwort lautet: #### 373 Flaschen", "German phrase then #### 373 with a noun (Flaschen = bottles)"),
    g("h_de_broken_hash", "A", "373", "wrong", "hash", "18 Kisten mit je 24 Flaschen: 18 · 24 = 432 Flaschen.\nDavon sind 59 zerbrochen.\nDie Antwort lautet: #### 59 Flaschen", "#### 59, the broken ones"),
    g("h_it_ok_phrase_hash", "B", "37", "correct", "hash", "444 uova divise in confezioni da 12: 444 : 12 = 37.\nQuindi la risposta è #### 37", "Italian phrase then ####; the division sign is a colon"),
    g("h_it_phrase_hash_differ", "A", "37", "wrong", "hash", "444 uova divise in confezioni da 12: 444 : 12 = 37.\nLa risposta è 37.\n#### 444", "phrase 37, #### 444: two different final answers"),
    g("h_nl_ok_euro_hash", "B", "16.1", "correct", "hash", "3,5 kg à € 4,60 per kg: 3,5 × 4,60 = 16,10.\nHet antwoord is: #### €16,10", "Dutch phrase then #### with a euro sign and a decimal comma"),
    g("h_pl_ok_percent_hash", "B", "68.75", "correct", "hash", "Zdało 11 z 16 uczniów: 11/16 = 0,6875, czyli 68,75%.\nOdpowiedź: #### 68,75%", "Polish 'Odpowiedź:' then #### 68,75%"),
    g("h_tr_ok_dot_thousands", "B", "73500", "correct", "hash", "Günde 2.450 ürün, 30 günde 2.450 × 30 = 73.500 ürün.\nCevap: #### 73.500", "debatable: Turkish writes thousands with a dot; 73.500 is 73500 here (2.450 × 30), not 73.5", True),
    m("h_m_ar_ok_frac_hash", "B", G_PROB, "correct", "hash", r"""عدد طرق اختيار كرتين حمراوين: $\binom{4}{2} = 6$، وعدد الطرق الكلية: $\binom{11}{2} = 55$.
الإجابة: #### \frac{6}{55}""", "Arabic 'the answer:' then #### with a LaTeX fraction"),
    g("h_fa_ok_digits_hash", "B", "373", "correct", "hash", "۱۸ × ۲۴ = ۴۳۲ بطری\n۴۳۲ − ۵۹ = ۳۷۳ بطری\nپاسخ نهایی: #### ۳۷۳", "Persian 'final answer:' then #### in Persian digits (۳۷۳ = 373)"),
    g("h_fa_digits_other", "A", "373", "wrong", "hash", "۱۸ × ۲۴ = ۴۳۲ بطری\n۴۳۲ − ۹۵ = ۳۳۷ بطری\nپاسخ نهایی: #### ۳۳۷", "Persian digits ۳۳۷ = 337"),
    g("h_hi_ok_phrase_hash", "B", "24700", "correct", "hash", "वार्षिक वेतन = 1850 × 12 = 22200 रुपये\nबोनस सहित = 22200 + 2500 = 24700 रुपये\nअतः उत्तर है: #### 24700", "Hindi 'so the answer is:' then ####"),
    g("h_hi_phrase_hash_differ", "A", "24700", "wrong", "hash", "वार्षिक वेतन = 1850 × 12 = 22200 रुपये\nबोनस सहित = 22200 + 2500 = 24700 रुपये\nअतः उत्तर है 24700 रुपये।\n#### 2500", "phrase 24700, #### 2500 (the bonus): two different final answers"),
    m("h_m_ru_ok_root_hash", "B", G_RAT, "correct", "hash", r"""$\frac{26}{\sqrt{13}} = \frac{26\sqrt{13}}{13} = 2\sqrt{13}$.
Ответ: #### 2\sqrt{13}""", "Russian 'Ответ:' then #### 2\\sqrt{13}"),
    m("h_m_es_ok_pi_hash", "B", G_RAD, "correct", "hash", r"""$105^\circ \cdot \frac{\pi}{180^\circ} = \frac{105\pi}{180} = \frac{7\pi}{12}$
La respuesta es: #### \frac{7\pi}{12}""", "Spanish phrase then #### with a LaTeX fraction"),
    m("h_m_es_inverted_hash", "A", G_RAD, "wrong", "hash", r"""$105^\circ \cdot \frac{180}{\pi}$ ... $= \frac{12\pi}{7}$
La respuesta es: #### \frac{12\pi}{7}""", "12\\pi/7, not 7\\pi/12"),
    m("h_m_vi_ok_hash", "B", G_COMB, "correct", "hash", r"""Số cách chọn 4 trong 15: $C_{15}^4 = \frac{15 \cdot 14 \cdot 13 \cdot 12}{4!} = \frac{32760}{24} = 1365$.
Đáp án: #### 1365""", "Vietnamese 'Đáp án:' then ####; the Vietnamese C_n^k notation in the working"),
    m("h_m_vi_ordered_hash", "A", G_COMB, "wrong", "hash", r"""Số cách chọn 4 trong 15: $15 \cdot 14 \cdot 13 \cdot 12 = 32760$.
Đáp án là $C_{15}^4 = 1365$ nếu không kể thứ tự, nhưng ở đây ta kể thứ tự.
#### 32760""", "the gold under 'if order did not count' (nếu không kể thứ tự); the #### is 32760"),
    m("h_m_id_ok_deg_hash", "B", G_ANG, "correct", "hash", r"""Sudut dalam segi-30 beraturan $= \frac{(30-2) \cdot 180^\circ}{30} = 168^\circ$.
Jawabannya adalah #### 168^\circ""", "Indonesian phrase then #### 168^\\circ (gold 168, degrees)"),
    m("h_m_id_exterior_hash", "A", G_ANG, "wrong", "hash", r"""Sudut luar segi-30 beraturan $= \frac{360^\circ}{30} = 12^\circ$.
Jawabannya adalah #### 12^\circ""", "the exterior angle 12"),

    # ================================================================ 3. exactness
    m("x_m_zh_float_zero", "A", G_ZERO, "wrong", "boxed", r"""用 Python 计算：`math.sin(math.pi) + math.cos(math.pi/2)`，输出 `1.8369701987210297e-16`。

因此答案为 $\boxed{1.837 \times 10^{-16}}$。""", "a floating-point residue 1.837e-16 boxed as the answer; the exact value is 0"),
    m("x_m_zh_ok_zero", "B", G_ZERO, "correct", "boxed", r"""因为 $\sin\pi = 0$，$\cos\frac{\pi}{2} = 0$，
所以 $\sin\pi + \cos\frac{\pi}{2} = 0 + 0 = \boxed{0}$。""", "exact 0 with Chinese punctuation around the math"),
    m("x_m_de_float_zero", "A", G_ZERO, "wrong", "boxed", r"""Mit dem Taschenrechner ($\pi \approx 3{,}1416$): $\sin(3{,}1416) \approx -7{,}35 \cdot 10^{-6}$ und $\cos(1{,}5708) \approx -3{,}67 \cdot 10^{-6}$.

Antwort: $\boxed{-1{,}1 \cdot 10^{-5}}$""", "a rounded-pi residue -1.1e-5 with German decimal commas; the exact value is 0"),
    m("x_m_fa_tiny_annotated", "A", G_ZERO, "wrong", "boxed", r"""با محاسبهٔ عددی: $\sin\pi + \cos\frac{\pi}{2} \approx 1.8 \times 10^{-16}$.

پاسخ: $\boxed{10^{-16}}$ (تقریباً صفر)""", "debatable: the box holds 10^{-16}, annotated in Persian 'approximately zero'; the committed value is not 0", True),
    m("x_m_ar_cos_slip", "A", G_ZERO, "wrong", "boxed", r"""$\sin\pi = 0$ و $\cos\frac{\pi}{2} = 1$، إذن القيمة تساوي $\boxed{1}$""", "cos(pi/2) taken as 1"),
    m("x_m_ar_ok_zero", "B", G_ZERO, "correct", "boxed", r"""$\sin\pi = 0$ و $\cos\frac{\pi}{2} = 0$، إذن القيمة تساوي $\boxed{0}$""", "exact 0 in an Arabic sentence"),
    m("x_m_ja_decimal", "A", G_SQRT, "wrong", "boxed", r"""$\sqrt{98} = 7\sqrt{2}$、$\sqrt{50} = 5\sqrt{2}$ なので和は $12\sqrt{2} \approx 16.97$。
答え：$\boxed{16.97}$""", "a decimal for the exact 12\\sqrt{2}"),
    m("x_m_ja_ok_exact_approx", "B", G_SQRT, "correct", "boxed", r"""$\sqrt{98} = 7\sqrt{2}$、$\sqrt{50} = 5\sqrt{2}$ なので、
答え：$\boxed{12\sqrt{2}}$（約 16.97）""", "the exact box, then a Japanese 'about 16.97' gloss in full-width parentheses"),
    m("x_m_ko_decimal", "A", G_DIST, "wrong", "boxed", r"""$d = \sqrt{7^2 + 6^2} = \sqrt{85} \approx 9.22$
따라서 두 점 사이의 거리는 약 $\boxed{9.22}$입니다.""", "a rounded decimal (약 = about)"),
    m("x_m_ko_ok_exact", "B", G_DIST, "correct", "boxed", r"""$d = \sqrt{7^2 + 6^2} = \sqrt{85} \approx 9.22$이므로, 정확한 값으로 답하면 $\boxed{\sqrt{85}}$입니다.""", "the decimal first, then the exact box (정확한 값 = exact value)"),
    m("x_m_ru_rounded", "A", G_PROB, "wrong", "answer_is", r"""Благоприятных исходов $C_4^2 = 6$, всего $C_{11}^2 = 55$.
$P = \frac{6}{55} \approx 0{,}11$.
Ответ: $0{,}11$.""", "the final 'Ответ' is the rounded 0,11"),
    m("x_m_ru_ok_period", "B", G_PROB, "correct", "answer_is", r"""Благоприятных исходов $C_4^2 = 6$, всего $C_{11}^2 = 55$, $P = 6 : 55$.
Ответ: $0{,}1(09)$.""", "Russian periodic-decimal notation: 0,1(09) = 0.10909... = 6/55 exactly"),
    m("x_m_tr_percent_approx", "A", G_PROB, "wrong", "answer_is", r"""İki kırmızı top seçme olasılığı $\frac{\binom{4}{2}}{\binom{11}{2}} = \frac{6}{55} \approx 0{,}109$.
Cevap: yaklaşık $\%10{,}9$""", "Turkish 'approximately %10,9' (percent sign before the number): a rounded value"),
    m("x_m_tr_ok_exact_then_approx", "B", G_PROB, "correct", "answer_is", r"""İki kırmızı top seçme olasılığı $\frac{\binom{4}{2}}{\binom{11}{2}}$.
Cevap: $\frac{6}{55} \approx 0{,}109$""", "the exact value, then its approximation on the same line"),
    m("x_m_es_decimal_rep", "A", G_REP, "wrong", "boxed", r"""Sea $x = 0.\overline{24} = 0.242424\ldots$; redondeando, $x \approx 0.2424$.
Así que la respuesta es $\boxed{0.2424}$""", "a truncated decimal for 8/33"),
    m("x_m_es_ok_unsimplified", "B", G_REP, "correct", "boxed", r"""Sea $x = 0.\overline{24}$. Entonces $100x - x = 24$, es decir, $99x = 24$.
La respuesta es $\boxed{\frac{24}{99}}$.""", "debatable: 24/99 equals 8/33 but is not in lowest terms", True),
    m("x_m_fr_decimal_rad", "A", G_RAD, "wrong", "boxed", r"""$105^\circ = 105 \times \frac{\pi}{180} \approx 1{,}8326$ rad.
Réponse : $\boxed{1{,}83}$ rad""", "a decimal radian value with a French decimal comma"),
    m("x_m_fr_ok_dfrac", "B", G_RAD, "correct", "boxed", r"""$105^\circ = 105 \times \frac{\pi}{180} = \frac{7\pi}{12}$ rad.
Réponse : $\boxed{\dfrac{7\pi}{12}}$ rad""", "\\dfrac and a trailing 'rad'"),
    m("x_m_de_decimal_sec", "A", G_SEC, "wrong", "boxed", r"""Der Sektor hat den Flächeninhalt $\frac{140}{360} \cdot \pi \cdot 6^2 = 14\pi \approx 43{,}98$.
Antwort: $\boxed{43{,}98}$""", "a decimal for 14\\pi"),
    m("x_m_de_ok_sec", "B", G_SEC, "correct", "boxed", r"""Der Sektor hat den Flächeninhalt $\frac{140}{360} \cdot \pi \cdot 6^2 = \frac{7}{18} \cdot 36\pi$.
Antwort: $\boxed{14\pi}$ ($\approx 43{,}98$)""", "the exact box, then an approximation in parentheses"),
    m("x_m_it_ok_sci", "B", G_GEO, "correct", "boxed", r"""Progressione geometrica con $a_1 = 7$, $q = 2$, $n = 8$: $S_8 = 7 \cdot \frac{2^8 - 1}{2 - 1} = 7 \cdot 255$.
La somma è $\boxed{1{,}785 \cdot 10^3}$.""", "1,785 · 10^3 with an Italian decimal comma is exactly 1785"),
    m("x_m_it_sci_rounded", "A", G_GEO, "wrong", "boxed", r"""Progressione geometrica con $a_1 = 7$, $q = 2$, $n = 8$: $S_8 = 7 \cdot 255 \approx 1{,}78 \cdot 10^3$.
La somma è $\boxed{1{,}78 \cdot 10^3}$.""", "1,78 · 10^3 = 1780, rounded"),
    m("x_m_nl_ok_thin_space", "B", G_COMB, "correct", "boxed", r"""Het aantal manieren is $\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{4 \cdot 3 \cdot 2 \cdot 1} = \frac{32\,760}{24} = \boxed{1\,365}$.""", "a thin-space thousands separator inside the box"),
    m("x_m_nl_approx", "A", G_COMB, "wrong", "boxed", r"""Het aantal manieren is $\binom{15}{4} = \frac{32\,760}{24}$, dus ongeveer $\boxed{1{,}4 \cdot 10^3}$ mogelijkheden.""", "ongeveer (about) 1,4 · 10^3 = 1400"),
    m("x_m_pl_decimal_rat", "A", G_RAT, "wrong", "boxed", r"""$\frac{26}{\sqrt{13}} = \frac{26}{3{,}606} \approx 7{,}21$.
Odpowiedź: $\boxed{7{,}21}$""", "a decimal for 2\\sqrt{13}"),
    m("x_m_pl_ok_exact_approx", "B", G_RAT, "correct", "boxed", r"""$\frac{26}{\sqrt{13}} = \frac{26\sqrt{13}}{13} = 2\sqrt{13}$.
Odpowiedź: $\boxed{2\sqrt{13}}$, czyli w przybliżeniu 7,21.""", "the exact box, then 'approximately 7,21' in Polish"),
    m("x_m_he_swapped", "A", G_VERT, "wrong", "boxed", r"""$x_v = \frac{20}{4} = 5$, $y_v = 3$.
קודקוד הפרבולה: $\boxed{(3, 5)}$""", "the coordinates swapped"),
    m("x_m_he_ok_decimals", "B", G_VERT, "correct", "boxed", r"""$x_v = -\frac{-20}{2 \cdot 2} = 5.0$, $y_v = 2(5.0)^2 - 20(5.0) + 53 = 3.0$.
קודקוד הפרבולה: $\boxed{(5.0, 3.0)}$""", "decimals equal to the integers"),
    m("x_m_cs_ok_decimal_comma", "B", G_CPX, "correct", "boxed", r"""$(5 - 2i)^2 = 25 - 20i + 4i^2 = 21{,}0 - 20{,}0i$ (numericky z kalkulačky).
Výsledek: $\boxed{21{,}0 - 20{,}0i}$""", "Czech decimal commas: 21,0 - 20,0i is 21 - 20i"),
    m("x_m_cs_modulus", "A", G_CPX, "wrong", "boxed", r"""$(5 - 2i)^2$ má absolutní hodnotu $|5 - 2i|^2 = 25 + 4 = 29$.
Výsledek: $\boxed{29}$""", "the modulus 29, not the square"),
    g("x_vi_rounded", "A", "16.1", "wrong", "hash", "3,5 kg × 4,60 đô la = 16,1 đô la, tức là khoảng 16 đô la.\n#### 16", "rounded to 16 (khoảng = about)"),
    g("x_el_ok_comma_euro", "B", "16.1", "correct", "answer_is", "3,5 × 4,60 = 16,10\nΑπάντηση: 16,10 €", "Greek 'Απάντηση:' with a decimal comma and €"),
    g("x_cs_rounded_percent", "A", "68.75", "wrong", "answer_is", "11 z 16 studentů prošlo: 11 : 16 = 0,6875.\nOdpověď: přibližně 69 %", "přibližně (approximately) 69 %"),
    g("x_cs_ok_percent", "B", "68.75", "correct", "answer_is", "11 z 16 studentů prošlo: 11 : 16 = 0,6875.\nOdpověď: 68,75 %", "68,75 % with a decimal comma"),
    g("x_sv_ok_unicode_minus", "B", "-12.5", "correct", "answer_is", "Temperaturen sjunker 1,5 · 11 = 16,5 grader. 4 − 16,5 = −12,5.\nSvar: −12,5 °C", "a Unicode minus sign (U+2212) and a decimal comma"),
    g("x_sv_rounded", "A", "-12.5", "wrong", "answer_is", "Temperaturen sjunker 1,5 · 11 = 16,5 grader. 4 − 16,5 = −12,5.\nSvar: ungefär −13 °C", "ungefär (about) -13"),
    g("x_de_ok_dot_thousands", "B", "24700", "correct", "answer_is", "Jahresgehalt: 12 · 1.850 $ = 22.200 $. Mit Bonus: 22.200 $ + 2.500 $ = 24.700 $.\nAntwort: 24.700 $", "debatable: German dot thousands; 24.700 is 24700 here (22.200 + 2.500), not 24.7", True),
    g("x_de_comma_decimal_other", "A", "24700", "wrong", "answer_is", "Jahresgehalt: 12 · 1.850 $ = 22.200 $. Mit Bonus: 22.200 $ + 2.500 $.\nAntwort: 24,7 $", "24,7 in German is 24.7, a decimal comma (the model dropped the thousands)"),

    # ================================================================ 4. negation, strike-out, annotation
    m("n_m_zh_struck_nothing", "A", G_PROB, "no_answer", "boxed", r"""两个都是红球的取法：$\binom{4}{2} = 6$；总取法：$\binom{11}{2} = 55$。

~~所以答案是 $\boxed{\frac{6}{55}}$~~ 不对，题目说的是“有放回”吗？让我重新读题……""", "the model strikes out its own 6/55 and stops while re-reading: nothing committed"),
    m("n_m_zh_ok_struck_then", "B", G_PROB, "correct", "boxed", r"""两个都是红球的取法：$\binom{4}{2} = 6$。
~~总取法为 11，所以答案是 $\frac{6}{11}$~~ 不对，总取法应为 $\binom{11}{2} = 55$。

所以答案是 $\boxed{\frac{6}{55}}$。""", "the wrong 6/11 struck out, then the right box"),
    m("n_m_ja_not_then_other", "A", G_INT, "wrong", "answer_is", r"""$x^2 - 5x - 14 = (x - 7)(x + 2)$ なので、解は $(-2, 7)$ ではなく、$x < -2$ または $x > 7$ です。""", "Japanese 'not (-2, 7) but x < -2 or x > 7' (ではなく = not … but): the gold negated"),
    m("n_m_ja_ok_not_then_gold", "B", G_INT, "correct", "boxed", r"""$x^2 - 5x - 14 = (x - 7)(x + 2) < 0$ なので、解は $x < -2$ または $x > 7$ ではなく、$\boxed{(-2, 7)}$ です。""", "the outside region negated, the gold boxed"),
    m("n_m_ko_not_then_other", "A", G_CPX, "wrong", "answer_is", r"""$(5-2i)^2 = 25 - 20i + 4i^2$.
정답은 $21 - 20i$가 아니라 $29 - 20i$입니다.""", "Korean 'not 21 - 20i but 29 - 20i' (가 아니라): the gold negated"),
    m("n_m_ko_ok_not_then_gold", "B", G_CPX, "correct", "answer_is", r"""$(5-2i)^2 = 25 - 20i + 4i^2 = 25 - 20i - 4$.
정답은 $29 - 20i$가 아니라 $21 - 20i$입니다.""", "the slip negated, the gold stated"),
    m("n_m_ru_not_but_other", "A", G_RAD, "wrong", "answer_is", r"""$105^\circ = \frac{105}{180}\pi$.
Ответ: не $\frac{7\pi}{12}$, а $\frac{7\pi}{6}$.""", "Russian 'not …, but …' with the gold negated"),
    m("n_m_ru_ok_not_but_gold", "B", G_RAD, "correct", "answer_is", r"""$105^\circ = \frac{105}{180}\pi$.
Ответ: не $\frac{7\pi}{6}$, а $\frac{7\pi}{12}$.""", "the slip negated, the gold after 'а'"),
    m("n_m_uk_options_other", "A", G_BASE, "wrong", "answer_is", r"""Перевіримо варіанти:
$423$ — невірно ($3 \cdot 125 + 25 + 20 + 3 \ne 423$?)
$433$ — вірно.
Відповідь: $433$""", "the gold marked невірно (wrong), 433 chosen"),
    m("n_m_uk_ok_options_gold", "B", G_BASE, "correct", "answer_is", r"""Перевіримо варіанти:
$413$ — невірно ($375 + 25 + 20 + 3 = 423$, а не 413)
$423$ — вірно.
Відповідь: $423$""", "413 marked невірно, 423 вірно (right)"),
    m("n_m_es_struck_other", "A", G_GEO, "wrong", "boxed", r"""Es una serie geométrica de razón $2$: $S = 7(2^8 - 1)$.

~~La respuesta es $\boxed{1785}$~~ Espera, me equivoqué en el número de términos: hay 9 términos, así que la suma es $7(2^9 - 1) = \boxed{3577}$.""", "the gold struck out, a wrong correction 3577 follows"),
    m("n_m_es_ok_struck_gold", "B", G_GEO, "correct", "boxed", r"""Es una serie geométrica de razón $2$.

~~La suma es $7(2^9 - 1) = \boxed{3577}$~~ Espera, $896 = 7 \cdot 2^7$, así que hay 8 términos: $7(2^8 - 1) = \boxed{1785}$.""", "the slip struck out, then 1785"),
    m("n_m_pt_not_then_other", "A", G_POLY, "wrong", "answer_is", r"""$(3x - 4)(2x + 7) = 6x^2 + 21x + 8x - 28$.
Portanto, o produto NÃO é $6x^2 + 13x - 28$; o correto é $6x^2 + 29x - 28$.""", "the gold negated (NÃO = NOT) and a sign slip stated"),
    m("n_m_pt_ok_not_then_gold", "B", G_POLY, "correct", "boxed", r"""$(3x - 4)(2x + 7) = 6x^2 + 21x - 8x - 28$.
Portanto, o produto NÃO é $6x^2 + 29x - 28$ (erro de sinal); o correto é $\boxed{6x^2 + 13x - 28}$.""", "the slip negated, the gold boxed"),
    m("n_m_fr_neq_only", "A", G_DOM, "wrong", "boxed", r"""Le dénominateur s'annule en $x = 7$.
Le domaine est $\boxed{x \neq 7}$.""", "only x != 7 (x >= 3 forgotten)"),
    m("n_m_fr_ok_conditions", "B", G_DOM, "correct", "boxed", r"""Il faut $x - 3 \geq 0$ et $x - 7 \neq 0$.
Le domaine est $\boxed{x \geq 3,\ x \neq 7}$.""", "debatable: the domain as two conditions, x >= 3 and x != 7: the same set as the gold, written as conditions rather than an interval union", True),
    m("n_m_de_not_then_other", "A", G_ANG, "wrong", "answer_is", r"""Im regelmäßigen 30-Eck ist jeder Winkel $\frac{360^\circ}{30} = 12^\circ$.
Der Innenwinkel beträgt also nicht $168^\circ$, sondern $12^\circ$.""", "German 'not 168 but 12' (nicht …, sondern …)"),
    m("n_m_de_ok_not_then_gold", "B", G_ANG, "correct", "boxed", r"""Der Außenwinkel ist $\frac{360^\circ}{30} = 12^\circ$.
Der Innenwinkel beträgt also nicht $12^\circ$ (das ist der Außenwinkel), sondern $180^\circ - 12^\circ = \boxed{168^\circ}$.""", "the exterior angle negated, the gold boxed with a degree sign"),
    m("n_m_it_struck_other", "A", G_COMB, "wrong", "answer_is", r"""$\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{24} = 1365$.

Risposta: ~~1365~~ — no, ho sbagliato: i gusti si possono ripetere, quindi $\binom{18}{4} = 3060$.""", "the gold struck out, 3060 stated (a wrong switch to repetition)"),
    m("n_m_it_ok_struck_gold", "B", G_COMB, "correct", "answer_is", r"""Con ripetizione sarebbe $\binom{18}{4}$...

Risposta: ~~3060~~ — no, senza ripetizione: $\binom{15}{4} = 1365$.""", "3060 struck out, 1365 stated"),
    m("n_m_tr_degil_other", "A", G_DIST, "wrong", "answer_is", r"""$d = \sqrt{7^2 - 6^2}$.
Cevap $\sqrt{85}$ değil, $\sqrt{13}$.""", "Turkish 'the answer is not √85, (it is) √13': değil follows the negated value"),
    m("n_m_tr_ok_degil_gold", "B", G_DIST, "correct", "answer_is", r"""$d = \sqrt{7^2 + 6^2} = \sqrt{49 + 36}$.
Cevap $\sqrt{13}$ değil, $\sqrt{85}$.""", "√13 negated by the following değil, √85 stated"),
    m("n_m_ar_not_but_other", "A", G_PROB, "wrong", "answer_is", r"""عدد الطرق المرتبة لاختيار كرتين حمراوين $4 \times 3 = 12$ من $55$.
الجواب ليس $\frac{6}{55}$ بل $\frac{12}{55}$.""", "Arabic 'the answer is not 6/55 but 12/55' (ليس … بل)"),
    m("n_m_ar_ok_not_but_gold", "B", G_PROB, "correct", "answer_is", r"""الطرق المرتبة $12$ من $110$، أي $\frac{6}{55}$.
الجواب ليس $\frac{12}{55}$ بل $\frac{6}{55}$.""", "12/55 negated, 6/55 stated"),
    m("n_m_fa_nist_other", "A", G_RAD, "wrong", "answer_is", r"""$105^\circ = 105 \times \frac{\pi}{180}$.
پاسخ $\frac{7\pi}{12}$ نیست؛ پاسخ درست $\frac{5\pi}{12}$ است.""", "Persian 'the answer is not 7π/12; the right answer is 5π/12' (نیست after the value)"),
    m("n_m_fa_ok_nist_gold", "B", G_RAD, "correct", "answer_is", r"""$105^\circ = 105 \times \frac{\pi}{180} = \frac{105\pi}{180}$.
پاسخ $\frac{5\pi}{12}$ نیست؛ پاسخ درست $\frac{7\pi}{12}$ است.""", "5π/12 negated, 7π/12 stated (است = is)"),
    m("n_m_hi_nahin_other", "A", G_SQRT, "wrong", "answer_is", r"""$\sqrt{98} + \sqrt{50} = \sqrt{98 + 50}$.
उत्तर $12\sqrt{2}$ नहीं है, बल्कि $\sqrt{148}$ है।""", "Hindi 'the answer is not 12√2 but √148' (नहीं है, बल्कि)"),
    m("n_m_hi_ok_nahin_gold", "B", G_SQRT, "correct", "answer_is", r"""$\sqrt{98} = 7\sqrt{2}$, $\sqrt{50} = 5\sqrt{2}$.
उत्तर $\sqrt{148}$ नहीं है, बल्कि $12\sqrt{2}$ है।""", "√148 negated, 12√2 stated"),
    m("n_m_pl_annot_wrong_fix", "A", G_VERT, "wrong", "boxed", r"""$x_w = \frac{20}{4} = 5$, $y_w = 2 \cdot 25 - 100 + 53$.
$\boxed{(5, 3)}$ — błędnie! Poprawnie: $\boxed{(5, -3)}$""", "the gold annotated 'błędnie!' (wrongly!) and replaced by (5, -3)"),
    m("n_m_pl_ok_annot_fix", "B", G_VERT, "correct", "boxed", r"""$x_w = \frac{20}{4} = 5$, $y_w = 2 \cdot 25 - 100 + 53$.
$\boxed{(5, -3)}$ — błędnie! Poprawnie: $\boxed{(5, 3)}$""", "(5, -3) annotated wrong, (5, 3) the last box"),
    m("n_m_he_no_then_other", "A", G_SEC, "wrong", "answer_is", r"""השטח הוא $14\pi$? לא — הזווית היא $270^\circ$, ולכן השטח הוא $\frac{270}{360} \cdot 36\pi = 27\pi$.""", "Hebrew 'is the area 14π? No — … 27π' (a misread angle)"),
    m("n_m_he_ok_no_then_gold", "B", G_SEC, "correct", "boxed", r"""השטח הוא $27\pi$? לא — הזווית היא $140^\circ$, ולכן השטח הוא $\frac{140}{360} \cdot 36\pi = \boxed{14\pi}$.""", "27π rejected by 'לא' (no), 14π boxed"),
    g("n_zh_not_but_other", "A", "373", "wrong", "hash", "18 × 24 = 432，432 − 95 = 337。\n答案不是 373，而是 337。\n#### 337", "Chinese 'the answer is not 373 but 337' (不是 … 而是)"),
    g("n_zh_ok_hash_annot", "B", "373", "correct", "hash", "18 × 24 = 432，432 − 59 = 373。\n#### 373（不是 337）", "an annotation after the value: '(not 337)'"),
    g("n_ja_dewanaku_other", "A", "373", "wrong", "answer_is", "18 × 24 = 432 本、432 − 95 = 337 本。\n答えは 373 本…ではなく、337 本です。", "Japanese 'not 373 but 337'"),
    g("n_ru_struck_other", "A", "24700", "wrong", "answer_is", "1 850 · 12 = 22 200 руб. Премия не входит в зарплату.\nОтвет: ~~24 700~~ 22 200 руб.", "the gold struck out, 22 200 after it"),
    g("n_ru_ok_struck_gold", "B", "24700", "correct", "answer_is", "1 850 · 12 = 22 200 руб. С премией: 22 200 + 2 500 = 24 700.\nОтвет: ~~22 200~~ 24 700 руб.", "22 200 struck out, 24 700 after it"),
    g("n_de_ok_annot_nicht", "B", "37", "correct", "hash", "444 : 12 = 37 Kartons.\n#### 37 (nicht 444)", "German annotation '(not 444)' after the value"),
    g("n_de_annot_nicht_other", "A", "37", "wrong", "hash", "Es werden alle Eier gezählt: 444.\n#### 444 (nicht 37)", "444 with '(not 37)': the gold negated"),
    g("n_vi_complement", "A", "68.75", "wrong", "hash", "Số học sinh không đạt: 16 − 11 = 5, tức là 5 : 16 = 31,25%, không phải 68,75%.\n#### 31,25", "Vietnamese 'not 68,75%' (không phải); the fail rate stated"),
    g("n_ko_ok_struck_gold", "B", "37", "correct", "hash", "444 ÷ 12 = 37, 나머지 0이므로 ~~38~~ 37상자면 충분합니다.\n#### 37", "38 struck out, 37 committed"),
    g("n_ko_struck_other", "A", "37", "wrong", "hash", "444 ÷ 12 = 37이지만 여유분을 위해 ~~37~~ 38상자가 필요합니다.\n#### 38", "the gold struck out, 38 after it"),

    # ================================================================ 5. unit and scale words
    g("u_zh_ok_wan", "B", "73500", "correct", "answer_is", "每天生产 2450 件，30 天共生产 2450 × 30 = 73500 件。\n答：共生产 7.35 万件。", "Chinese scale word: 7.35 万 = 7.35 × 10,000 = 73500"),
    g("u_zh_wan_other", "A", "73500", "wrong", "answer_is", "每天生产 2450 件，30 天共生产 2450 × 30 件。\n答：共生产 735 万件。", "735 万 = 7,350,000"),
    g("u_ja_ok_man", "B", "73500", "correct", "answer_is", "1日に 2,450 個、30日間で 2,450 × 30 = 73,500 個。\n答えは 7万3500 個です。", "Japanese 7万3500 = 73500"),
    g("u_ja_man_other", "A", "73500", "wrong", "answer_is", "1日に 2,450 個、30日間で 2,450 × 30 個。\n答えは 7万350 個です。", "7万350 = 70350"),
    g("u_ko_ok_man", "B", "73500", "correct", "answer_is", "하루 2,450개씩 30일 동안: 2,450 × 30 = 73,500개.\n정답은 7만 3,500개입니다.", "Korean 7만 3,500 = 73500"),
    g("u_ru_ok_tys", "B", "73500", "correct", "answer_is", "2 450 · 30 = 73 500.\nОтвет: 73,5 тыс. изделий.", "тыс. (thousand): 73,5 тыс. = 73500"),
    g("u_ru_mln_other", "A", "73500", "wrong", "answer_is", "2 450 · 30 = 73 500.\nОтвет: 73,5 млн изделий.", "73,5 млн = 73,500,000 (a scale-word slip)"),
    g("u_ru_fewer_other", "A", "373", "wrong", "answer_is", "18 · 24 = 432 бутылки, 59 разбилось.\nОтвет: на 59 бутылок меньше.", "'59 bottles fewer' (на … меньше): the number broken, not those left"),
    g("u_ru_ok_plural", "B", "373", "correct", "answer_is", "18 · 24 = 432 бутылки, 432 − 59 = 373.\nОтвет: 373 бутылки.", "a Russian plural noun form after the number"),
    g("u_uk_thousand_other", "A", "37", "wrong", "answer_is", "444 : 12 = 37.\nВідповідь: 37 тисяч коробок.", "37 тисяч (thousand) = 37000"),
    g("u_nl_ok_dozen_boxes", "B", "37", "correct", "answer_is", "444 eieren, 12 per doos: 444 : 12 = 37.\nEr zijn 37 dozen nodig.", "Dutch 'dozen' is the plural of 'doos' (box): 37 boxes, not 37 dozen"),
    g("u_nl_boxes_other", "A", "37", "wrong", "answer_is", "Er zijn 444 eieren.\nAntwoord: 444 dozen.", "444 boxes"),
    g("u_es_ok_cents", "B", "16.1", "correct", "answer_is", "3,5 × 4,60 = 16,10.\nLa respuesta es 16 dólares con 10 centavos.", "16 dollars and 10 cents = 16.10"),
    g("u_es_cents_other", "A", "16.1", "wrong", "answer_is", "3,5 × 4,60 = 16,01.\nLa respuesta es 16 dólares con 1 centavo.", "16 dollars and 1 cent = 16.01"),
    g("u_fr_ok_milliers", "B", "24700", "correct", "answer_is", "1 850 × 12 = 22 200 ; 22 200 + 2 500 = 24 700.\nLa réponse est 24,7 milliers de dollars.", "24,7 milliers (thousands) = 24700"),
    g("u_fr_millions_other", "A", "24700", "wrong", "answer_is", "1 850 × 12 = 22 200 ; 22 200 + 2 500 = 24 700.\nLa réponse est 24,7 millions de dollars.", "24,7 millions = 24,700,000"),
    g("u_de_ok_unter_null", "B", "-12.5", "correct", "answer_is", "Die Temperatur sinkt um 1,5 · 11 = 16,5 Grad: 4 − 16,5 = −12,5.\nDie Temperatur beträgt dann 12,5 Grad unter null.", "12,5 degrees below zero (unter null) = -12.5"),
    g("u_de_ueber_null_other", "A", "-12.5", "wrong", "answer_is", "Die Temperatur sinkt um 1,5 · 11 = 16,5 Grad: 16,5 − 4 = 12,5.\nDie Temperatur beträgt dann 12,5 Grad über null.", "12,5 degrees above zero (über null)"),
    g("u_it_ok_sotto_zero", "B", "-12.5", "correct", "answer_is", "In 11 ore la temperatura scende di 1,5 × 11 = 16,5 gradi: 4 − 16,5 = −12,5.\nLa temperatura finale è di 12,5 gradi sotto zero.", "12,5 degrees below zero (sotto zero) = -12.5"),
    g("u_it_drop_other", "A", "-12.5", "wrong", "answer_is", "In 11 ore la temperatura scende di 1,5 × 11 = 16,5 gradi.\nLa temperatura è scesa di 16,5 gradi.", "the drop (è scesa di = fell by), not the temperature"),
    g("u_id_ok_ribu", "B", "24700", "correct", "answer_is", "Gaji setahun: 1.850 × 12 = 22.200 dolar. Ditambah bonus 2.500: 24.700 dolar.\nJadi total gajinya 24,7 ribu dolar.", "Indonesian ribu (thousand): 24,7 ribu = 24700"),
    g("u_id_juta_other", "A", "24700", "wrong", "answer_is", "Gaji setahun: 1.850 × 12 = 22.200 dolar. Ditambah bonus 2.500.\nJadi total gajinya 24,7 juta dolar.", "24,7 juta (million)"),
    g("u_hi_ok_hazar", "B", "73500", "correct", "answer_is", "प्रतिदिन 2450 उत्पाद, 30 दिनों में 2450 × 30 = 73500 उत्पाद।\nउत्तर: 73.5 हज़ार उत्पाद", "Hindi हज़ार (thousand): 73.5 हज़ार = 73500"),
    g("u_hi_lakh_other", "A", "73500", "wrong", "answer_is", "प्रतिदिन 2450 उत्पाद, 30 दिनों में।\nउत्तर: 73.5 लाख उत्पाद", "73.5 लाख (lakh = 100,000) = 7,350,000"),
    g("u_sv_ok_procent", "B", "68.75", "correct", "answer_is", "11 av 16 elever klarade provet: 11/16 = 0,6875.\nSvar: 68,75 procent", "the word procent with a decimal comma"),
    g("u_sv_promille_other", "A", "68.75", "wrong", "answer_is", "11 av 16 elever klarade provet: 11/16 = 0,6875.\nSvar: 68,75 promille", "promille (per mille) is 6.875 %"),
    g("u_th_ok_box", "B", "37", "correct", "answer_is", "444 ÷ 12 = 37\nตอบ 37 กล่อง", "Thai 'answer 37 boxes'"),
    g("u_th_thousand_other", "A", "37", "wrong", "answer_is", "444 ÷ 12 = 37\nตอบ 37 พันกล่อง", "37 พัน (thousand) boxes"),
    g("u_el_ok_thousands", "B", "24700", "correct", "answer_is", "1.850 × 12 = 22.200 και 22.200 + 2.500 = 24.700.\nΑπάντηση: 24,7 χιλιάδες δολάρια", "Greek χιλιάδες (thousands): 24,7 χιλιάδες = 24700"),
    g("u_vi_trieu_other", "A", "73500", "wrong", "answer_is", "2.450 × 30 = 73.500\nĐáp số: 73,5 triệu sản phẩm", "73,5 triệu (million)"),
    m("u_m_el_ok_units", "B", G_SEC, "correct", "boxed", r"""$E = \frac{140}{360} \cdot \pi \cdot 6^2 = \frac{7}{18} \cdot 36\pi$.
Το εμβαδόν είναι $\boxed{14\pi \text{ τ.μ.}}$""", "Greek τ.μ. (square units) inside the box"),
    m("u_m_es_ok_cm2", "B", G_SEC, "correct", "boxed", r"""$A = \frac{140^\circ}{360^\circ} \cdot \pi \cdot 6^2 = 14\pi$.
El área del sector es $\boxed{14\pi\ \text{cm}^2}$.""", "cm^2 inside the box"),
    m("u_m_tr_ok_suffix_unit", "B", G_SEC, "correct", "answer_is", r"""Alan $= \frac{140}{360} \cdot 36\pi$.
Cevap: Alan $14\pi$ birimkaredir.""", "Turkish 'birimkaredir' (is … square units) after the value"),
    m("u_m_ja_ok_deg", "B", G_ANG, "correct", "boxed", r"""正三十角形の内角は $\frac{180^\circ \times 28}{30}$。
答え：$\boxed{168°}$""", "a Unicode degree sign inside the box"),
    m("u_m_ru_ok_deg_word", "B", G_ANG, "correct", "answer_is", r"""Сумма углов $30$-угольника $180^\circ \cdot 28 = 5040^\circ$, один угол $5040^\circ : 30$.
Ответ: $168$ градусов.""", "Russian 'градусов' (degrees) after the value"),
    m("u_m_cs_ok_stupnu", "B", G_ANG, "correct", "answer_is", r"""Součet vnitřních úhlů je $(30 - 2) \cdot 180^\circ = 5040^\circ$.
Každý vnitřní úhel má $168$ stupňů.""", "Czech 'stupňů' (degrees)"),
    m("u_m_sv_exterior", "A", G_ANG, "wrong", "answer_is", r"""Vinkelsumman är $360^\circ$ och det finns 30 hörn.
Varje vinkel är $12$ grader.""", "12 degrees (the exterior angle)"),
    m("u_m_he_ok_deg", "B", G_ANG, "correct", "answer_is", r"""סכום הזוויות הפנימיות: $(30-2) \cdot 180^{\circ} = 5040^{\circ}$.
כל זווית פנימית היא $168^{\circ}$""", "Hebrew sentence, degree superscript"),
    m("u_m_de_ok_LE", "B", G_DIST, "correct", "boxed", r"""$d = \sqrt{7^2 + (-6)^2} = \sqrt{85}$
$d = \boxed{\sqrt{85}\ \text{LE}}$""", "German LE (Längeneinheiten, length units) inside the box"),
    m("u_m_pt_ok_unidades", "B", G_DIST, "correct", "answer_is", r"""$d = \sqrt{(4-(-3))^2 + (-4-2)^2} = \sqrt{49 + 36}$.
A distância é $\sqrt{85}$ unidades.""", "Portuguese 'unidades' (units) after the value"),
    m("u_m_ko_ok_gaji", "B", G_COMB, "correct", "answer_is", r"""$_{15}C_4 = \frac{15 \times 14 \times 13 \times 12}{4 \times 3 \times 2 \times 1} = 1365$
따라서 경우의 수는 총 $1365$가지입니다.""", "the Korean counter 가지 (ways) glued to the math"),
    m("u_m_ko_order_other", "A", G_COMB, "wrong", "answer_is", r"""$_{15}P_4 = 15 \times 14 \times 13 \times 12 = 32760$
따라서 경우의 수는 총 $32760$가지입니다.""", "the ordered count 32760"),
    m("u_m_vi_ok_dot_thousands", "B", G_COMB, "correct", "answer_is", r"""Số cách chọn là $C_{15}^4 = \frac{15 \cdot 14 \cdot 13 \cdot 12}{24} = 1365$.
Vậy có 1.365 cách chọn.""", "debatable: Vietnamese writes thousands with a dot; 1.365 ways is 1365 (a count of ways cannot be 1.365)", True),

    # ================================================================ 6. retractions and harmless after-text
    m("r_m_zh_wrong_retract", "A", G_PROB, "wrong", "boxed", r"""两个都是红球的概率：$\frac{\binom{4}{2}}{\binom{11}{2}} = \frac{6}{55}$，即 $\boxed{\frac{6}{55}}$。

等等，我好像算错了：取球是无序的，还要再除以 2，应为 $\frac{6}{55} \div 2 = \frac{3}{55}$。

所以正确答案是 $\boxed{\frac{3}{55}}$。""", "the model retracts the gold (等等，我好像算错了 = wait, I seem to have miscalculated) and commits 3/55"),
    m("r_m_zh_ok_check", "B", G_PROB, "correct", "boxed", r"""两个都是红球的概率：$\frac{\binom{4}{2}}{\binom{11}{2}} = \boxed{\frac{6}{55}}$

验证：$\frac{4}{11} \cdot \frac{3}{10} = \frac{12}{110} = \frac{6}{55}$ ✓""", "a check (验证) after the box, ending in the same value and a tick"),
    m("r_m_ja_teisei", "A", G_GEO, "wrong", "boxed", r"""初項 $7$、公比 $2$ の等比数列で、$896 = 7 \cdot 2^7$ より項数は 8。
和は $7(2^8 - 1) = 1785$。

答え: $\boxed{1785}$

訂正：$2^0$ から $2^8$ までなので項数は 9 です。したがって $7(2^9 - 1) = 3577$ が正しい答えです。""", "訂正 (correction) after the box commits 3577"),
    m("r_m_ja_ok_kenzan", "B", G_GEO, "correct", "boxed", r"""初項 $7$、公比 $2$ の等比数列で、$896 = 7 \cdot 2^7$ より項数は 8。

答え: $\boxed{1785}$

検算: $7 + 14 + 28 + 56 + 112 + 224 + 448 + 896 = 1785$ ✓""", "検算 (verification) after the box"),
    m("r_m_ko_sujeong", "A", G_VERT, "wrong", "boxed", r"""꼭짓점의 $x$좌표: $-\frac{b}{2a} = \frac{20}{4} = 5$, $y = 50 - 100 + 53 = 3$.
답: $\boxed{(5, 3)}$

수정: 꼭짓점의 $x$좌표는 $-\frac{b}{2a} = -5$이므로 꼭짓점은 $(-5, 3)$입니다.""", "수정 (correction) commits (-5, 3)"),
    m("r_m_ko_ok_closing", "B", G_VERT, "correct", "boxed", r"""꼭짓점의 $x$좌표: $-\frac{b}{2a} = \frac{20}{4} = 5$.
답: $\boxed{(5, 3)}$

확인: $x = 5$일 때 $y = 50 - 100 + 53 = 3$ ✓
도움이 되었길 바랍니다!""", "a check and a closing ('hope this helped!')"),
    m("r_m_ru_popravka", "A", G_BASE, "wrong", "boxed", r"""$3143_5 = 3 \cdot 5^3 + 1 \cdot 5^2 + 4 \cdot 5 + 3 = 375 + 25 + 20 + 3$.
Ответ: $\boxed{423}$.

Поправка: $375 + 25 = 400$, $400 + 20 = 420$, $420 + 3 = 413$. Итак, ответ: $413$.""", "Поправка (correction) with an addition slip commits 413"),
    m("r_m_ru_ok_proverka", "B", G_BASE, "correct", "boxed", r"""$3143_5 = 3 \cdot 5^3 + 1 \cdot 5^2 + 4 \cdot 5 + 3 = 375 + 25 + 20 + 3$.
Ответ: $\boxed{423}$.

Проверка: $423 = 3 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 3$ ✓""", "Проверка (check) after the box"),
    m("r_m_uk_oi", "A", G_RAD, "wrong", "answer_is", r"""$105^\circ = 105 \cdot \frac{\pi}{180} = \frac{7\pi}{12}$.
Відповідь: $\frac{7\pi}{12}$.

Ой, помилка: $\pi$ радіан — це $360^\circ$, тож $105^\circ = \frac{105\pi}{360} = \frac{7\pi}{24}$. Правильна відповідь: $\frac{7\pi}{24}$.""", "Ukrainian 'oops, a mistake' then 7π/24 committed"),
    m("r_m_uk_ok_closing", "B", G_RAD, "correct", "answer_is", r"""$105^\circ = 105 \cdot \frac{\pi}{180} = \frac{7\pi}{12}$.
Відповідь: $\frac{7\pi}{12}$.

Сподіваюся, це допомогло! Якщо будуть питання — пишіть.""", "a Ukrainian closing"),
    m("r_m_pt_correcao", "A", G_SET, "wrong", "boxed", r"""$x^3 - x^2 - 12x = x(x - 4)(x + 3) = 0$.
$\boxed{-3, 0, 4}$

Correção: como $x = 0$ anula o polinômio trivialmente, consideramos só as raízes não nulas: $\boxed{-3, 4}$.""", "Correção drops the root 0: the last box is -3, 4"),
    m("r_m_pt_ok_verif", "B", G_SET, "correct", "boxed", r"""$x^3 - x^2 - 12x = x(x - 4)(x + 3) = 0$.
$\boxed{-3, 0, 4}$

Verificação: $f(4) = 64 - 16 - 48 = 0$ ✓, $f(-3) = -27 - 9 + 36 = 0$ ✓, $f(0) = 0$ ✓.""", "Verificação after the box"),
    m("r_m_de_korrektur", "A", G_DIST, "wrong", "boxed", r"""$d = \sqrt{(4 + 3)^2 + (-4 - 2)^2} = \sqrt{49 + 36} = \boxed{\sqrt{85}}$

Korrektur: $\Delta y = -4 - 2 = -2$, also $d = \sqrt{49 + 4} = \boxed{\sqrt{53}}$.""", "Korrektur with a slip: last box √53"),
    m("r_m_de_ok_probe", "B", G_DIST, "correct", "boxed", r"""$d = \sqrt{(4 + 3)^2 + (-4 - 2)^2} = \boxed{\sqrt{85}}$

Probe: $7^2 + 6^2 = 49 + 36 = 85$ ✓""", "Probe (check) after the box"),
    m("r_m_nl_oeps", "A", G_POLY, "wrong", "boxed", r"""$(3x - 4)(2x + 7) = 6x^2 + 21x - 8x - 28 = \boxed{6x^2 + 13x - 28}$

Oeps, ik heb me vergist: $21x + 8x = 29x$. Dus het antwoord is $6x^2 + 29x - 28$.""", "'Oeps, ik heb me vergist' (oops, I was wrong) commits the slip"),
    m("r_m_nl_ok_controle", "B", G_POLY, "correct", "boxed", r"""$(3x - 4)(2x + 7) = 6x^2 + 21x - 8x - 28 = \boxed{6x^2 + 13x - 28}$

Controle met $x = 1$: $(3 - 4)(2 + 7) = -9$ en $6 + 13 - 28 = -9$ ✓""", "Controle (check) after the box"),
    m("r_m_pl_sprostowanie", "A", G_RAT, "wrong", "boxed", r"""$\frac{26}{\sqrt{13}} = \frac{26\sqrt{13}}{13} = 2\sqrt{13}$
Odpowiedź: $\boxed{2\sqrt{13}}$

Sprostowanie: po usunięciu niewymierności z mianownika otrzymujemy $\frac{2}{\sqrt{13}}$.""", "Sprostowanie (correction) commits 2/√13"),
    m("r_m_pl_ok_closing", "B", G_RAT, "correct", "boxed", r"""$\frac{26}{\sqrt{13}} = \frac{26\sqrt{13}}{13} = 2\sqrt{13}$
Odpowiedź: $\boxed{2\sqrt{13}}$

Mam nadzieję, że to pomogło!""", "a Polish closing"),
    m("r_m_ar_tashih", "A", G_SEC, "wrong", "boxed", r"""مساحة القطاع $= \frac{140}{360} \cdot \pi \cdot 6^2 = \boxed{14\pi}$

تصحيح: العدد $6$ هو القطر وليس نصف القطر، لذا المساحة $\frac{7}{18} \cdot 9\pi = \boxed{\frac{7\pi}{2}}$""", "تصحيح (correction) commits 7π/2"),
    m("r_m_ar_ok_closing", "B", G_SEC, "correct", "boxed", r"""مساحة القطاع $= \frac{140}{360} \cdot \pi \cdot 6^2 = \boxed{14\pi}$

أتمنى أن يكون هذا مفيدًا!""", "an Arabic closing"),
    m("r_m_hi_sudhar", "A", G_COMB, "wrong", "boxed", r"""$\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{24} = 1365$
उत्तर: $\boxed{1365}$

सुधार: यहाँ क्रम मायने रखता है, इसलिए उत्तर $15 \cdot 14 \cdot 13 \cdot 12 = 32760$ है।""", "सुधार (correction) commits 32760"),
    m("r_m_hi_ok_thanks", "B", G_COMB, "correct", "boxed", r"""$\binom{15}{4} = \frac{15 \cdot 14 \cdot 13 \cdot 12}{24} = 1365$
उत्तर: $\boxed{1365}$

धन्यवाद!""", "a Hindi 'thank you' after the box"),
    m("r_m_vi_sua", "A", G_REP, "wrong", "boxed", r"""Đặt $x = 0,\overline{24}$, ta có $100x - x = 24$ nên $x = \frac{24}{99} = \frac{8}{33}$.
Vậy $\boxed{\frac{8}{33}}$.

Sửa lại: chu kỳ bắt đầu sau dấu phẩy nên $0,\overline{24} = \frac{24}{90} = \frac{4}{15}$.""", "Sửa lại (correcting) commits 4/15"),
    m("r_m_vi_ok_kiemtra", "B", G_REP, "correct", "boxed", r"""Đặt $x = 0,\overline{24}$, ta có $100x - x = 24$ nên $x = \frac{24}{99} = \frac{8}{33}$.
Vậy $\boxed{\frac{8}{33}}$.

Kiểm tra: $8 : 33 = 0,2424\ldots$ ✓""", "Kiểm tra (check) with a decimal comma after the box"),
    m("r_m_th_kaekhai", "A", G_INT, "wrong", "boxed", r"""$x^2 - 5x - 14 = (x - 7)(x + 2) < 0$
คำตอบคือ $\boxed{(-2, 7)}$

แก้ไข: เนื่องจากพาราโบลาหงาย คำตอบที่ถูกต้องคือ $(-\infty, -2) \cup (7, \infty)$""", "แก้ไข (correction) commits the outside region"),
    m("r_m_th_ok_check", "B", G_INT, "correct", "boxed", r"""$x^2 - 5x - 14 = (x - 7)(x + 2) < 0$
คำตอบคือ $\boxed{(-2, 7)}$

ตรวจสอบ: ที่ $x = 0$ ได้ $-14 < 0$ ✓ และที่ $x = 8$ ได้ $64 - 40 - 14 = 10 > 0$ ✓""", "ตรวจสอบ (check) after the box: inside, 0 gives -14 < 0; outside, 8 gives 10 > 0"),
    m("r_m_cs_oprava", "A", G_CPX, "wrong", "boxed", r"""$(5 - 2i)^2 = 25 - 20i + 4i^2 = \boxed{21 - 20i}$

Oprava: $(5 - 2i)^2 = 25 - 10i + 4i^2 = 21 - 10i$.""", "Oprava (correction) with a slip commits 21 - 10i"),
    m("r_m_cs_ok_kontrola", "B", G_CPX, "correct", "boxed", r"""$(5 - 2i)^2 = 25 - 20i + 4i^2 = \boxed{21 - 20i}$

Kontrola: $|21 - 20i| = \sqrt{441 + 400} = 29 = |5 - 2i|^2$ ✓""", "Kontrola (check) after the box"),
    m("r_m_sv_rattelse", "A", G_DOM, "wrong", "boxed", r"""Vi behöver $x - 3 \geq 0$ och $x \neq 7$.
Svar: $\boxed{[3, 7) \cup (7, \infty)}$

Rättelse: $\sqrt{x - 3}$ kräver $x > 3$, så svaret blir $(3, 7) \cup (7, \infty)$.""", "Rättelse (correction) commits the open interval at 3"),
    m("r_m_sv_ok_closing", "B", G_DOM, "correct", "boxed", r"""Vi behöver $x - 3 \geq 0$ och $x \neq 7$.
Svar: $\boxed{[3, 7) \cup (7, \infty)}$

Lycka till med resten av uppgifterna!""", "a Swedish closing ('good luck with the rest')"),
    m("r_m_he_ok_check", "B", G_ANG, "correct", "boxed", r"""זווית פנימית: $\frac{(30 - 2) \cdot 180}{30} = \boxed{168}$

בדיקה: $180 - \frac{360}{30} = 180 - 12 = 168$ ✓""", "בדיקה (check) after the box"),
    m("r_m_tl_pasensya", "A", G_MAT, "wrong", "boxed", r"""I-multiply ang mga row at column:
$\begin{pmatrix} 1 & 2 \\ 0 & 3 \end{pmatrix}\begin{pmatrix} 4 & 1 \\ 2 & 5 \end{pmatrix} = \begin{pmatrix} 8 & 11 \\ 6 & 15 \end{pmatrix}$
Ang sagot ay $\boxed{\begin{pmatrix} 8 & 11 \\ 6 & 15 \end{pmatrix}}$.

Pasensya, mali pala ang pagkakasunod: ang tamang sagot ay $\begin{pmatrix} 4 & 11 \\ 2 & 19 \end{pmatrix}$.""", "Tagalog 'sorry, the order was wrong after all' commits the reversed product"),
    m("r_m_tl_ok_closing", "B", G_MAT, "correct", "boxed", r"""I-multiply ang mga row at column:
row 1: $1 \cdot 4 + 2 \cdot 2 = 8$, $1 \cdot 1 + 2 \cdot 5 = 11$; row 2: $6$, $15$.
Ang sagot ay $\boxed{\begin{pmatrix} 8 & 11 \\ 6 & 15 \end{pmatrix}}$.

Sana makatulong ito!""", "a Tagalog closing ('hope this helps!')"),
    g("r_es_espera", "A", "373", "wrong", "hash", "18 × 24 = 432 botellas; 432 − 59 = 373.\n#### 373\n\nEspera, leí mal: se rompieron 95 botellas, no 59. Entonces 432 − 95 = 337.\n#### 337", "Spanish 'wait, I misread' and a second #### 337"),
    g("r_es_ok_closing", "B", "373", "correct", "hash", "18 × 24 = 432 botellas; 432 − 59 = 373.\n#### 373\n\n¡Espero que te sirva! Si tienes más preguntas, aquí estoy.", "a Spanish closing after ####"),
    g("r_tr_duzeltme", "A", "-12.5", "wrong", "hash", "Sıcaklık 11 saatte 1,5 × 11 = 16,5 derece düşer: 4 − 16,5 = −12,5.\n#### -12,5\n\nDüzeltme: 11 saatte 1,5 × 11 = 15 derece düşer, 4 − 15 = −11.\n#### -11", "Düzeltme (correction) with a multiplication slip, #### -11 last"),
    g("r_tr_ok_kontrol", "B", "-12.5", "correct", "hash", "Sıcaklık 11 saatte 1,5 × 11 = 16,5 derece düşer: 4 − 16,5 = −12,5.\n#### -12,5\n\nKontrol: −12,5 + 16,5 = 4 ✓", "Kontrol (check) after ####"),
    g("r_id_ralat", "A", "73500", "wrong", "hash", "2.450 × 30 = 73.500 unit.\n#### 73500\n\nRalat: pabrik libur setiap Minggu, jadi hanya 26 hari kerja: 2.450 × 26 = 63.700.\n#### 63700", "Ralat (erratum) with an invented day off, #### 63700 last"),
    g("r_id_ok_closing", "B", "73500", "correct", "hash", "2.450 × 30 = 73.500 unit.\n#### 73500\n\nSemoga membantu!", "an Indonesian closing after ####"),
    g("r_fa_confirm", "B", "68.75", "correct", "hash", "۱۱ از ۱۶ دانش‌آموز قبول شدند: ۱۱ ÷ ۱۶ = ۰٫۶۸۷۵\n#### 68.75\n\nاصلاحیه: درصد قبولی همان ۶۸٫۷۵ درصد است؛ پاسخ تغییری نمی‌کند.", "a Persian 'correction' note that confirms the same value (پاسخ تغییری نمی‌کند = the answer does not change)"),
    g("r_fa_switch", "A", "68.75", "wrong", "hash", "۱۱ از ۱۶ دانش‌آموز قبول شدند: ۱۱ ÷ ۱۶ = ۰٫۶۸۷۵\n#### 68.75\n\nاصلاح: سؤال درصد مردودی را می‌خواهد: ۵ ÷ ۱۶ = ۳۱٫۲۵ درصد.\n#### 31.25", "a Persian correction that switches to the failure rate, #### 31.25 last"),

    # ================================================================ 7. quoted, reported, hypothetical, invented turns
    m("q_m_zh_reference_other", "A", G_PROB, "wrong", "boxed", r"""两个都是红球：$\frac{4}{11} \times \frac{3}{10} = \frac{12}{110}$，再除以 2 得 $\frac{6}{110} = \frac{3}{55}$。

题目给出的参考答案是 $\frac{6}{55}$，但我算出的是 $\frac{3}{55}$。

最终答案：$\boxed{\frac{3}{55}}$""", "the gold only as the reported reference answer (参考答案); the model's own box is 3/55"),
    m("q_m_zh_ok_classmate", "B", G_PROB, "correct", "boxed", r"""两个都是红球：$\frac{4}{11} \times \frac{3}{10} = \frac{12}{110} = \frac{6}{55}$。

有同学认为答案是 $\frac{3}{55}$（多除了一次 2），但正确答案是 $\boxed{\frac{6}{55}}$。""", "a classmate's 3/55 reported, then the model's own box"),
    m("q_m_ja_claim_other", "A", G_INT, "wrong", "boxed", r"""$x^2 - 5x - 14 = (x + 7)(x - 2)$ と因数分解できます。
「答えは $(-2, 7)$」という主張は誤りです。正しくは $\boxed{(-7, 2)}$ です。""", "a quoted claim of the gold called wrong; the model's box is (-7, 2)"),
    m("q_m_ja_ok_claim_gold", "B", G_INT, "correct", "boxed", r"""$x^2 - 5x - 14 = (x - 7)(x + 2)$ と因数分解できます。
「答えは $(-7, 2)$」という主張は誤りです。正しくは $\boxed{(-2, 7)}$ です。""", "a quoted wrong claim, then the gold boxed"),
    m("q_m_ko_hypo_gold", "A", G_SEC, "wrong", "boxed", r"""부채꼴의 넓이 $= \frac{280}{360} \times 36\pi = 28\pi$.
넓이는 $\boxed{28\pi}$입니다. 만약 중심각이 $140^\circ$였다면 넓이는 $14\pi$가 되었을 것입니다.""", "the gold only in a hypothetical (만약 … 였다면 = if it had been …); the box is 28π (angle misread as 280)"),
    m("q_m_ru_ok_textbook_typo", "B", G_RAD, "correct", "answer_is", r"""В ответах в конце задачника написано $\frac{7\pi}{6}$, но это опечатка: $105^\circ = \frac{105\pi}{180} = \frac{7\pi}{12}$.

Ответ: $\frac{7\pi}{12}$.""", "a textbook's wrong answer reported, then the model's own"),
    m("q_m_es_show_that", "A", G_CPX, "no_answer", "none", r"""El enunciado dice: "Demuestra que $(5 - 2i)^2 = \boxed{21 - 20i}$".

Lo siento, no puedo completar la demostración sin más información.""", "the gold only inside the quoted statement to prove; the model declines"),
    m("q_m_es_hypo_hedge", "A", G_CPX, "wrong", "answer_is", r"""$(5 - 2i)^2 = 25 - 20i + 4i^2$.
Si $i^2$ fuera $1$, el resultado sería $29 - 20i$; si $i^2 = -1$, sería $21 - 20i$. Depende de la convención que se use.""", "two conditional results and 'depends on the convention': a hedge"),
    m("q_m_es_ok_someone", "B", G_CPX, "correct", "boxed", r"""Nos piden $(5 - 2i)^2$. Si alguien dijera "$29 - 20i$", habría olvidado que $i^2 = -1$.
$(5 - 2i)^2 = 25 - 20i - 4$, así que el resultado es $\boxed{21 - 20i}$.""", "a hypothetical wrong answer first, then the box"),
    m("q_m_fr_corrige_other", "A", G_GEO, "wrong", "answer_is", r"""D'après le corrigé, la réponse serait $\boxed{1785}$, mais mon calcul donne $7(2^9 - 1) = 3577$.

Réponse : $3577$""", "the answer key's 1785 (boxed in the report); the model's own answer is 3577"),
    m("q_m_fr_ok_forum", "B", G_GEO, "correct", "boxed", r"""D'après un forum, la réponse serait $3577$, mais $896 = 7 \cdot 2^7$ : il n'y a que 8 termes, donc $S = 7(2^8 - 1) = \boxed{1785}$.""", "a forum's 3577 reported, the model's own box"),
    m("q_m_de_invented_turn", "A", G_DIST, "wrong", "boxed", r"""$d = \sqrt{7^2 + (-2)^2} = \boxed{\sqrt{53}}$""" + IM_USER + r"""Die richtige Antwort ist $\sqrt{85}$.""", "the gold only in an invented user turn; the model's box is √53"),
    m("q_m_de_ok_invented_turn", "B", G_DIST, "correct", "boxed", r"""$d = \sqrt{7^2 + (-6)^2} = \boxed{\sqrt{85}}$""" + IM_USER + r"""Danke! Und der Abstand von $(0, 0)$ zu $(2, 7)$ ist dann $\boxed{\sqrt{53}}$, oder?""", "an invented user turn with another box after the answer"),
    m("q_m_it_ordered_hypo", "A", G_COMB, "wrong", "boxed", r"""Se l'ordine non contasse otterremmo $\binom{15}{4} = 1365$; ma qui l'ordine conta, quindi $15 \cdot 14 \cdot 13 \cdot 12 = \boxed{32760}$.""", "the gold in an Italian counterfactual (se … non contasse); the box is 32760"),
    m("q_m_it_ok_ordered_hypo", "B", G_COMB, "correct", "boxed", r"""Se l'ordine contasse otterremmo $15 \cdot 14 \cdot 13 \cdot 12 = 32760$; poiché non conta, dividiamo per $4! = 24$: $\boxed{1365}$.""", "the counterfactual holds the wrong value, the box the gold"),
    m("q_m_nl_chatgpt_other", "A", G_REP, "wrong", "boxed", r"""Volgens ChatGPT is het antwoord $\frac{8}{33}$, maar ik kom uit op $\frac{24}{90} = \frac{4}{15}$.

Antwoord: $\boxed{\frac{4}{15}}$""", "the gold reported as another system's answer; the model's box is 4/15"),
    m("q_m_pl_question_cut", "A", G_VERT, "no_answer", "truncated", r"""Pytanie brzmi: „Czy wierzchołek paraboli $y = 2x^2 - 20x + 53$ to $(5, 3)$?”

Aby to sprawdzić, policzmy $x_w = -\frac{b}{2a} = \frac{20}{4}$""", "the gold only inside the quoted question (Pytanie brzmi = the question reads); cut before any answer"),
    m("q_m_pl_ok_colleague", "B", G_VERT, "correct", "boxed", r"""Kolega twierdzi, że wierzchołek to $(-5, 3)$, ale $x_w = -\frac{b}{2a} = \frac{20}{4} = 5$ i $y_w = 50 - 100 + 53 = 3$, więc $\boxed{(5, 3)}$.""", "a colleague's claim reported, then the model's box"),
    m("q_m_vi_prove_refuse", "A", G_SQRT, "no_answer", "none", r"""Đề bài yêu cầu: “Chứng minh rằng $\sqrt{98} + \sqrt{50} = 12\sqrt{2}$.”

Xin lỗi, tôi không thể giải bài này.""", "the gold only in the quoted task; the model refuses (xin lỗi, tôi không thể = sorry, I cannot)"),
    m("q_m_id_ok_suppose", "B", G_SQRT, "correct", "boxed", r"""Misalkan jawabannya $\sqrt{148}$; ini salah karena $\sqrt{a} + \sqrt{b} \neq \sqrt{a + b}$.
Yang benar: $\sqrt{98} + \sqrt{50} = 7\sqrt{2} + 5\sqrt{2}$. Jadi jawabannya $\boxed{12\sqrt{2}}$.""", "a supposition refuted, then the box"),
    m("q_m_el_invented_turn", "A", G_ANG, "wrong", "boxed", r"""Κάθε γωνία: $\frac{360^\circ}{30} = \boxed{12}$""" + EOT_USER + "Λάθος, η σωστή απάντηση είναι 168.", "the gold only in an invented Llama user turn ('wrong, the right answer is 168'); the model's box is 12"),
    m("q_m_el_ok_invented_turn", "B", G_ANG, "correct", "boxed", r"""Κάθε εσωτερική γωνία: $\frac{28 \cdot 180^\circ}{30} = \boxed{168}$""" + EOT_USER + "Και η εξωτερική γωνία; Είναι 12;", "an invented user turn asking about 12 after the box"),
    m("q_m_tl_ok_classmate", "B", G_RAD, "correct", "boxed", r"""$105^\circ \times \frac{\pi}{180^\circ} = \frac{105\pi}{180} = \frac{7\pi}{12}$.
Sabi ng kaklase ko, $\frac{7\pi}{6}$ daw ang sagot, pero mali iyon. Ang tamang sagot ay $\boxed{\frac{7\pi}{12}}$.""", "Tagalog: a classmate's claim reported (sabi … daw), then the box"),
    m("q_m_fa_ok_someone", "B", G_DOM, "correct", "boxed", r"""اگر کسی بگوید دامنه $x \neq 7$ است، شرط $x \geq 3$ را فراموش کرده است.
دامنه: $\boxed{[3, 7) \cup (7, \infty)}$""", "someone's incomplete answer in a Persian conditional, then the box"),
    m("q_m_cs_ok_verified_quote", "B", G_REP, "correct", "boxed", r"""V zadání stojí: „výsledek zapište jako zlomek“. Máme $99x = 24$, tedy $x = \frac{24}{99} = \frac{8}{33}$.
Ověření: $\frac{8}{33} = 0{,}2424\ldots$ ✓
Odpověď: $\boxed{\frac{8}{33}}$""", "the task's wording quoted, then the model's own verified box"),
    g("q_ru_teacher_other", "A", "373", "wrong", "hash", "18 · 24 = 432, 432 − 95 = 337.\nУчитель сказал, что ответ 373, но у меня получилось 337.\n#### 337", "the gold only as the teacher's claim"),
    g("q_ru_ok_typo", "B", "373", "correct", "hash", "В ответах в конце учебника написано 337, но это опечатка: 432 − 59 = 373.\n#### 373", "a wrong book answer reported, then ####"),
    g("q_uk_if_bonus", "A", "24700", "wrong", "hash", "1 850 · 12 = 22 200.\nЯкби премія враховувалася, відповідь була б 24 700. Але премію виплачують наступного року, тому за цей рік:\n#### 22200", "the gold in a counterfactual (якби = if); #### 22200"),
    g("q_pt_gabarito_only", "A", "37", "no_answer", "none", "Segundo o gabarito, a resposta é 37 caixas. Não consegui chegar a esse valor com os dados do enunciado.", "the gold only as the answer key's (segundo o gabarito); the model says it could not reach it"),
    g("q_hi_friend_other", "A", "68.75", "wrong", "hash", "मेरे दोस्त ने कहा कि उत्तर 68.75% है, लेकिन मुझे 5 ÷ 16 = 31.25% मिला।\n#### 31.25", "the gold only as a friend's claim"),
    g("q_sv_teacher_other", "A", "37", "wrong", "hash", "444 / 12 = 37.\nLäraren sa att svaret är 37, men jag tror att 38 lådor behövs för säkerhets skull.\n#### 38", "the gold as the teacher's; the model's #### 38"),
    g("q_he_answerkey_only", "A", "373", "no_answer", "none", "לפי התשובון, התשובה היא 373.", "debatable: only a report of the answer key (לפי התשובון = according to the answer key), no working and no own answer", True),
    g("q_tr_key_other", "A", "73500", "wrong", "hash", "Kitabın cevap anahtarında 73.500 yazıyor ama bence ay 31 gün: 2.450 × 31 = 75.950.\n#### 75950", "the answer key's value reported; the model's #### 75950"),
    g("q_ar_ok_quoted_problem", "B", "73500", "correct", "hash", "> ينتج مصنع 2450 قطعة يوميًا. كم قطعة ينتج في 30 يومًا؟\n\n2450 × 30 = 73500\n#### 73500", "the problem quoted first (with 2450 and 30), then ####"),

    # ================================================================ 8. bad input a JSON corpus can hold
    m("b_m_zh_ok_zwsp", "B", G_PROB, "correct", "boxed", "两个都是红球的概率为 $\\frac{\\binom{4}{2}}{\\binom{11}{2}} = \\frac{6}{55}$。\n所以答案是 $\\boxed{\\frac{6}{55}}$\u200b。", "a zero-width space (U+200B) between the box and the Chinese full stop"),
    m("b_m_ar_ok_rlm", "B", G_SQRT, "correct", "boxed", "$\\sqrt{98} + \\sqrt{50} = 7\\sqrt{2} + 5\\sqrt{2}$\nالجواب: \u200f$\\boxed{12\\sqrt{2}}$\u200f", "right-to-left marks (U+200F) around the box in an Arabic line"),
    m("b_m_he_ok_rle", "B", G_SEC, "correct", "boxed", "$\\frac{140}{360} \\cdot 36\\pi = 14\\pi$\n\u202bהתשובה היא $\\boxed{14\\pi}$\u202c", "an RTL embedding (U+202B … U+202C) around a Hebrew answer line"),
    m("b_m_ko_bom_other", "A", G_DIST, "wrong", "boxed", "\ufeff$d = \\sqrt{49 - 36}$\n따라서 답은 $\\boxed{\\sqrt{13}}$입니다.", "a BOM, then √13"),
    m("b_m_vi_ok_emoji", "B", G_COMB, "correct", "boxed", "$C_{15}^4 = \\frac{32760}{24} = 1365$\nĐáp án: $\\boxed{1365}$ 🎉", "an emoji after the box"),
    m("b_m_ar_ok_arabic_comma", "B", G_SET, "correct", "boxed", "$x^3 - x^2 - 12x = x(x - 4)(x + 3)$\nالحلول: $\\boxed{-3،\\ 0،\\ 4}$", "Arabic commas (U+060C) between the roots inside the box"),
    m("b_m_uk_ok_line_sep", "B", G_RAT, "correct", "answer_is", "$\\frac{26}{\\sqrt{13}} = \\frac{26\\sqrt{13}}{13}$\nВідповідь:\u2028$2\\sqrt{13}$", "a Unicode line separator (U+2028) between 'Відповідь:' and the value"),
    m("b_m_ja_ok_fullwidth_space", "B", G_MAT, "correct", "boxed", "行列の積を計算します。\n\u3000$AB = \\begin{pmatrix} 1\\cdot4+2\\cdot2 & 1\\cdot1+2\\cdot5 \\\\ 0\\cdot4+3\\cdot2 & 0\\cdot1+3\\cdot5 \\end{pmatrix}$\n答え：\u3000$\\boxed{\\begin{pmatrix} 8 & 11 \\\\ 6 & 15 \\end{pmatrix}}$", "ideographic spaces (U+3000) before the box"),
    m("b_m_zh_ok_long_loop", "B", G_GEO, "correct", "boxed", th("首项 7，公比 2，896 = 7 × 2^7，共 8 项。\n" + "再检查一遍：7 + 14 + 28 + 56 + 112 + 224 + 448 + 896 = 1785。\n" * 1500) + "求和公式：$S_8 = 7(2^8 - 1) = 7 \\times 255$。\n\n**最终答案**\n\\[\n\\boxed{1785}\n\\]", "a very long repeated check (1500 lines) in the thinking, then the box"),
    m("b_m_zh_long_loop_cut", "A", G_GEO, "no_answer", "truncated", "<think>\n首项 7，公比 2，896 = 7 × 2^7，共 8 项。\n" + "再检查一遍：7 + 14 + 28 + 56 + 112 + 224 + 448 + 896 = 1785。\n" * 1500 + "再检查一遍：7 + 14 + 28", "the same loop cut inside the thinking: 1785 only in the working, no answer"),
    g("b_ar_ok_eastern_digits", "B", "373", "correct", "hash", "١٨ × ٢٤ = ٤٣٢ زجاجة\n٤٣٢ − ٥٩ = ٣٧٣ زجاجة\n#### ٣٧٣", "Eastern Arabic digits (٣٧٣ = 373)"),
    g("b_ar_eastern_other", "A", "373", "wrong", "hash", "١٨ × ٢٤ = ٤٣٢ زجاجة\n٤٣٢ − ٩٥ = ٣٣٧ زجاجة\n#### ٣٣٧", "Eastern Arabic ٣٣٧ = 337"),
    g("b_ja_ok_fullwidth", "B", "37", "correct", "hash", "卵４４４個を１２個ずつ箱に入れると、４４４÷１２＝３７箱。\n#### ３７", "full-width digits after ####"),
    g("b_ja_fullwidth_other", "A", "37", "wrong", "hash", "卵４４４個を１２個ずつ、予備に１箱足して３８箱。\n#### ３８", "full-width 38"),
    g("b_fr_ok_narrow_nbsp", "B", "24700", "correct", "hash", "1\u202f850 × 12 = 22\u202f200 ; 22\u202f200 + 2\u202f500 = 24\u202f700.\n#### 24\u202f700", "French narrow no-break spaces (U+202F) as thousands separators"),
    g("b_hi_ok_devanagari", "B", "37", "correct", "answer_is", "४४४ ÷ १२ = ३७\nउत्तर: ३७ डिब्बे", "Devanagari digits (३७ = 37) and a noun"),
    g("b_hi_devanagari_other", "A", "37", "wrong", "answer_is", "कुल अंडे: ४४४\nउत्तर: ४४४ अंडे", "Devanagari ४४४ = 444, the eggs"),
    g("b_th_ok_thai_digits", "B", "37", "correct", "answer_is", "ไข่ ๔๔๔ ฟอง ใส่กล่องละ ๑๒ ฟอง: ๔๔๔ ÷ ๑๒ = ๓๗\nตอบ ๓๗ กล่อง", "Thai digits (๓๗ = 37)"),
    g("b_fa_ok_arabic_decimal", "B", "68.75", "correct", "hash", "۱۱ ÷ ۱۶ = ۰٫۶۸۷۵\n#### ۶۸٫۷۵", "Persian digits with the Arabic decimal separator U+066B (۶۸٫۷۵ = 68.75)"),
    g("b_ru_ok_crlf", "B", "373", "correct", "hash", "18 · 24 = 432 бутылки.\r\n432 − 59 = 373.\r\nОтвет:\r\n#### 373\r\n", "CRLF line endings"),
    g("b_zh_nul_other", "A", "373", "wrong", "hash", "18 × 24 = 432，432 − 95 = 337。\n#### 33\x007", "a NUL inside 337"),
    g("b_ko_ok_tab", "B", "37", "correct", "hash", "444 ÷ 12 = 37\n정답:\t####\t37", "tabs around ####"),
    m("b_m_ar_rlm_other", "A", G_SQRT, "wrong", "boxed", "$\\sqrt{98} + \\sqrt{50} = \\sqrt{148}$\nالجواب: \u200f$\\boxed{\\sqrt{148}}$\u200f", "right-to-left marks around a wrong box (√148)"),
    m("b_m_zh_zwsp_other", "A", G_PROB, "wrong", "boxed", "两个都是红球：$\\frac{6}{55} \\div 2 = \\frac{3}{55}$。\n所以答案是 $\\boxed{\\frac{3}{55}}$\u200b。", "a zero-width space after a wrong box (3/55)"),
    m("b_m_vi_emoji_other", "A", G_COMB, "wrong", "boxed", "$A_{15}^4 = 15 \\cdot 14 \\cdot 13 \\cdot 12 = 32760$\nĐáp án: $\\boxed{32760}$ 🎉", "an emoji after the ordered count 32760"),
    g("b_fa_arabic_decimal_other", "A", "68.75", "wrong", "hash", "۵ ÷ ۱۶ = ۰٫۳۱۲۵\n#### ۳۱٫۲۵", "Persian digits ۳۱٫۲۵ = 31.25, the failure rate"),
    g("b_ru_crlf_other", "A", "373", "wrong", "hash", "18 · 24 = 432 бутылки.\r\n432 − 95 = 337.\r\nОтвет:\r\n#### 337\r\n", "CRLF line endings, 337"),
    g("b_fr_narrow_nbsp_other", "A", "24700", "wrong", "hash", "1\u202f850 × 12 = 22\u202f200.\n#### 22\u202f200", "narrow no-break spaces, 22 200 (bonus forgotten)"),

    # ================================================================ mixed-language outputs (classes as the prefix says)
    m("t_m_zh_en_ok_mixed", "B", G_RAT, "correct", "tag", th(r"""分母有理化：$\frac{26}{\sqrt{13}} = \frac{26\sqrt{13}}{13} = 2\sqrt{13}$。用户用英文提问，所以用英文回答。
""") + r"<answer>The answer is $2\sqrt{13}$.</answer>", "Chinese thinking, an English sentence in the tag"),
    m("t_m_zh_en_mixed_other", "A", G_RAT, "wrong", "tag", th(r"""分母有理化：$\frac{26}{\sqrt{13}}$ ... 约分得 $\frac{2}{\sqrt{13}}$。
""") + r"<answer>The answer is $\frac{2}{\sqrt{13}}$.</answer>", "2/√13 in the tag"),
    g("h_hi_en_ok_hinglish", "B", "24700", "correct", "hash", "Total salary = 1850 × 12 = 22200 rupaye, bonus milake 22200 + 2500 = 24700.\nToh answer hai: #### 24700", "Hinglish (Hindi in Latin letters mixed with English): 'so the answer is:' then ####"),
    g("h_hi_en_hinglish_other", "A", "24700", "wrong", "hash", "Total salary = 1850 × 12 = 22200 rupaye. Bonus alag se milta hai.\nToh answer hai: #### 22200", "Hinglish; the bonus left out ('the bonus is paid separately'), 22200"),
    m("r_m_es_en_mixed_retract", "A", G_RAD, "wrong", "boxed", r"""Multiplicamos por $\frac{\pi}{180}$: $105 \cdot \frac{\pi}{180} = \frac{105\pi}{180}$.
Respuesta: $\boxed{\frac{7\pi}{12}}$

Wait, I think I made an error: $\frac{105}{180}$ simplifies to $\frac{7}{18}$, not $\frac{7}{12}$. So the answer is $\frac{7\pi}{18}$.""", "a Spanish answer, then an English retraction with a simplification slip commits 7π/18"),
    m("r_m_es_en_ok_mixed_check", "B", G_RAD, "correct", "boxed", r"""Multiplicamos por $\frac{\pi}{180}$: $105 \cdot \frac{\pi}{180} = \frac{105\pi}{180}$.
Respuesta: $\boxed{\frac{7\pi}{12}}$

Double-check: $\frac{105}{180} = \frac{7 \cdot 15}{12 \cdot 15} = \frac{7}{12}$ ✓""", "a Spanish answer, then an English check"),
    m("u_m_id_en_ok_units", "B", G_SEC, "correct", "answer_is", r"""Luas juring $= \frac{140}{360} \times \pi \times 6^2 = \frac{7}{18} \times 36\pi$.
Jadi luasnya $14\pi$ square units.""", "Indonesian sentence with English 'square units'"),
    m("x_m_de_en_ok_gloss", "B", G_PROB, "correct", "answer_is", r"""$P = \frac{\binom{4}{2}}{\binom{11}{2}} = \frac{6}{55}$
Ergebnis: $\frac{6}{55}$ (i.e. about 10.9%)""", "German 'Ergebnis:' with the exact value, then an English approximate gloss"),
    m("b_m_zh_en_ok_fullwidth_colon", "B", G_VERT, "correct", "boxed", "顶点横坐标 $x = -\\frac{b}{2a} = 5$，纵坐标 $y = 50 - 100 + 53 = 3$。\n\nFinal Answer：$\\boxed{(5, 3)}$", "an English marker with a full-width colon (U+FF1A) after Chinese working"),

    # ================================================================ closing lines of real models after non-English working
    m("r_m_ru_ok_minerva_check", "B", G_DIST, "correct", "minerva", r"""Расстояние между точками: $d = \sqrt{(4 - (-3))^2 + (-4 - 2)^2} = \sqrt{49 + 36} = \sqrt{85}$.
""" + MINERVA.format(r"$\sqrt{85}$") + "\n\nПроверка: $7^2 + 6^2 = 85$ ✓", "Russian working, Minerva's closing line, then a Russian check"),
    m("q_m_ko_fewshot_next_problem", "A", G_DIST, "wrong", "minerva", r"""풀이: $d = \sqrt{7^2 - 6^2} = \sqrt{13}$.
""" + MINERVA.format(r"$\sqrt{13}$") + r"""

문제: 두 점 $(0, 0)$과 $(6, 7)$ 사이의 거리를 구하시오.
풀이: $d = \sqrt{36 + 49} = \sqrt{85}$.
""" + MINERVA.format(r"$\sqrt{85}$"), "a base model's few-shot continuation: its answer to this problem is √13; √85 answers a self-set next problem (문제 = problem)"),
    m("q_m_ko_ok_fewshot_next_problem", "B", G_DIST, "correct", "minerva", r"""풀이: $d = \sqrt{7^2 + 6^2} = \sqrt{85}$.
""" + MINERVA.format(r"$\sqrt{85}$") + r"""

문제: 두 점 $(0, 0)$과 $(2, 3)$ 사이의 거리를 구하시오.
풀이: $d = \sqrt{4 + 9} = \sqrt{13}$.
""" + MINERVA.format(r"$\sqrt{13}$"), "the answer √85, then a self-set next problem with its own final answer √13 that does not count"),
    m("x_m_zh_ok_qwen_end", "B", G_REP, "correct", "boxed", r"""设 $x = 0.\overline{24}$，则 $100x = 24.\overline{24}$，两式相减得 $99x = 24$，$x = \frac{24}{99} = \frac{8}{33}$。

""" + QWEN_END.format(r"\frac{8}{33}"), "Chinese working, Qwen's English closing line"),
    m("t_m_th_ok_r1final", "B", G_SET, "correct", "boxed", th(r"""แยกตัวประกอบ: $x^3 - x^2 - 12x = x(x - 4)(x + 3)$ ดังนั้นราก $x = 0, 4, -3$
""") + "รากของสมการคือ $-3$, $0$ และ $4$\n\n" + r1final("-3, 0, 4"), "Thai thinking with no answer tag, a Thai sentence (รากของสมการคือ … และ … = the roots are … and …) and an R1 final box"),
]
# fmt: on

DECISIONS = {
    "h_pt_fraction_hash": (
        "reject",
        "11/16 is the share that passed; the question asks the percent and the working never turns it into 68.75",
    ),
    "h_tr_ok_dot_thousands": (
        "accept",
        "Turkish writes thousands with a dot; the working (2.450 × 30 = 73.500) fixes the value at 73500",
    ),
    "x_m_fa_tiny_annotated": (
        "reject",
        "the committed box is 10^{-16}; the Persian 'approximately zero' gloss does not make the boxed value 0",
    ),
    "x_m_es_ok_unsimplified": (
        "accept",
        "24/99 equals 8/33; the README counts an answer equal in value as correct",
    ),
    "x_de_ok_dot_thousands": (
        "accept",
        "German writes thousands with a dot; 22.200 + 2.500 = 24.700 in the working fixes the value at 24700",
    ),
    "u_m_vi_ok_dot_thousands": (
        "accept",
        "Vietnamese writes thousands with a dot and a count of ways is an integer: 1.365 is 1365",
    ),
    "n_m_fr_ok_conditions": (
        "accept",
        "x >= 3 and x != 7 describe exactly the set [3,7) \\cup (7,\\infty); equal as a set",
    ),
    "h_es_cents_hash": (
        "reject",
        "the #### value is 1610; the question asks dollars and 1610 is not 16.1 (a unit change is not the answer asked)",
    ),
    "q_he_answerkey_only": (
        "reject",
        "only a report of the answer key, no working and no own answer (round 21's q_quote_only)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam98", CASES, [], DECISIONS)
