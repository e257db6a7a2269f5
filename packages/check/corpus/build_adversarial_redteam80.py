r"""Build adversarial_redteam80.jsonl: an eightieth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam80", issue 25), written by a NEW helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
multilingual round, and WITHOUT running the checker (or any grader) on them; handed over BEFORE any
scoring. Not model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py
(structure and label rules) and the issue text were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual models
write them: Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German,
Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai,
Greek, Hebrew, Czech, Swedish and Tagalog: their answer phrases, number writing (decimal commas,
thousands points and spaces, 万 / тыс. / mil scale words, Arabic-Indic, Persian, Devanagari,
Bengali, Thai and full-width digits, Russian period notation 0,(12), Czech ⟨ ⟩ intervals, Russian
semicolon intervals), counted nouns and units, negation and correction idioms, checks after the
answer, closings, reported and hypothetical speech, answer tags holding sentences in the language,
mixed-language outputs. About two thirds MATH-path probes.

Problems and golds (arithmetic checked by hand):
GSM8K
- pencils: 28 boxes of 37 pencils -> 28 * 37 = 1036 (30 * 37 = 1110, minus 2 * 37 = 74 -> 1036).
  Slip 28 * 36 = 1008.
- notebooks: 14 notebooks at 3.75 each -> 14 * 3.75 = 52.5 (14 * 3 = 42, 14 * 0.75 = 10.5).
- harvest: 5 fields of 187 kg = 935 kg (5 * 187 = 935), 262 kg sold -> 935 - 262 = 673
  (check 673 + 262 = 935). Forgetting the sale: 935.
- trucks: 12 trucks of 1,525 kg -> 12 * 1525 = 18300 (15250 + 3050) = 1.83万 = 18,3 тыс.
- students: 21 of 56 passed -> 21 / 56 = 0.375 = 37.5 % (56 * 0.375 = 21).
- temperature: 4 degrees, falling 1.5 an hour for 9 hours -> 4 - 13.5 = -9.5 (1.5 * 9 = 13.5).
MATH
- 1/3 + 2/5 = 5/15 + 6/15 = \frac{11}{15} (slip: (1+2)/(3+5) = 3/8).
- 2/\sqrt5 = \frac{2\sqrt{5}}{5} (= 0.8944...; the inverse \sqrt5/2 is the slip).
- 3x - 5 >= 7 <=> 3x >= 12 <=> x >= 4 -> [4, \infty).
- -2x + 1 >= 7 <=> -2x >= 6 <=> x <= -3 -> (-\infty, -3] (slip: not flipping, [-3, \infty)).
- (x + 7)(x - 5) = x^2 - 5x + 7x - 35 = x^2 + 2x - 35 (slip x^2 - 2x - 35).
- (3 + i)(2 - i) = 6 - 3i + 2i - i^2 = 6 - i + 1 = 7 - i (slip i^2 = +1: 5 - i).
- {1,2,4,8,16} ∩ {2,4,6,8,10} = \{2, 4, 8\}.
- [[2,1],[1,3]]^2 = [[4+1, 2+3],[2+3, 1+9]] = [[5,5],[5,10]] (slip: squaring entries [[4,1],[1,9]]).
- interior angle of a regular decagon: (10 - 2) * 180 / 10 = 1440 / 10 = 144 (degrees; 4\pi/5 rad;
  the exterior angle 36 is the slip).
- 0.\overline{12} = 12/99 = \frac{4}{33} (= 0.121212...).
- x^2 - 9x + 14 = (x - 2)(x - 7) -> 2, 7 (check 4 - 18 + 14 = 0, 49 - 63 + 14 = 0).
- 300 degrees = 300 * pi / 180 = \frac{5\pi}{3} (slip 5\pi/6; 5\pi/3 = 5.2359...).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (number writing included); `n_` negation, strike-out, annotation; `u_` counted nouns,
units and scale words after a number; `r_` retractions after the answer and harmless after-text;
`q_` quoted, reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can hold
(no lone surrogates). The language code follows the class (`zh`, `ja`, `ko`, `ru`, `uk`, `es`,
`pt`, `fr`, `de`, `it`, `nl`, `pl`, `tr`, `ar`, `fa`, `hi`, `bn`, `vi`, `id`, `th`, `el`, `he`,
`cs`, `sv`, `tl`). An `_m_` marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a WRONG, withdrawn or unanswered completion a careless checker accepts; "B" a RIGHT
completion in a notation or wording real models write. Each note glosses the non-English text.

Labels (corpus/README.md and round 21): the model's LAST COMMITTED final answer decides; a value it
withdraws, negates or only mentions as a hypothesis, a quotation or someone else's claim is not its
answer; a hedge or two different final answers is `wrong`; no final answer is `no_answer` (a
strike-out or negation with nothing after included); a value the model itself marks wrong is
`wrong`; an explicit correction makes the corrected value final; a check, a pleasantry or an
invented next turn after a committed answer does not replace it; equal in value but written
differently (a decimal comma, a thousands point, 万, native digits) is `correct`; a decimal for an
exact irrational or repeating gold is `wrong`; degrees are not radians. Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam80.py
"""

from corpus_build import IM_USER, MINERVA, g, m, qbox, r1final, th, write_probes


def L(*lines: str) -> str:
    """Lines joined by newlines."""
    return "\n".join(lines)


# ================================================================ golds
G_PEN, G_NB, G_HAR, G_TRK, G_PCT, G_TMP = "1036", "52.5", "673", "18300", "37.5", "-9.5"
G_FR = r"\frac{11}{15}"
G_RT = r"\frac{2\sqrt{5}}{5}"
G_IV = r"[4, \infty)"
G_IV2 = r"(-\infty, -3]"
G_PL = "x^2 + 2x - 35"
G_CX = "7 - i"
G_SET = r"\{2, 4, 8\}"
G_MAT = r"\begin{pmatrix} 5 & 5 \\ 5 & 10 \end{pmatrix}"
G_ANG = "144"
G_REP = r"\frac{4}{33}"
G_RO = "2, 7"
G_RAD = r"\frac{5\pi}{3}"

# ================================================================ working (LaTeX, language-neutral)
FR = r"$\frac{1}{3} + \frac{2}{5} = \frac{5}{15} + \frac{6}{15} = \frac{11}{15}$"
FR_SLIP = r"$\frac{1}{3} + \frac{2}{5} = \frac{1 + 2}{3 + 5} = \frac{3}{8}$"
RT = r"$\frac{2}{\sqrt{5}} = \frac{2}{\sqrt{5}} \cdot \frac{\sqrt{5}}{\sqrt{5}} = \frac{2\sqrt{5}}{5}$"
IV = r"$3x - 5 \ge 7 \iff 3x \ge 12 \iff x \ge 4$"
IV2 = r"$-2x + 1 \ge 7 \iff -2x \ge 6 \iff x \le -3$"
IV2_SLIP = r"$-2x + 1 \ge 7 \iff -2x \ge 6 \iff x \ge -3$"
PL = r"$(x + 7)(x - 5) = x^2 - 5x + 7x - 35 = x^2 + 2x - 35$"
PL_SLIP = r"$(x + 7)(x - 5) = x^2 + 5x - 7x - 35 = x^2 - 2x - 35$"
CX = r"$(3 + i)(2 - i) = 6 - 3i + 2i - i^2 = 6 - i + 1 = 7 - i$"
CX_SLIP = r"$(3 + i)(2 - i) = 6 - 3i + 2i - i^2 = 6 - i - 1 = 5 - i$"
SET = r"$A = \{1, 2, 4, 8, 16\}$, $B = \{2, 4, 6, 8, 10\}$, $A \cap B = \{2, 4, 8\}$"
MAT = r"$A^2 = \begin{pmatrix} 2 & 1 \\ 1 & 3 \end{pmatrix}\begin{pmatrix} 2 & 1 \\ 1 & 3 \end{pmatrix} = \begin{pmatrix} 4 + 1 & 2 + 3 \\ 2 + 3 & 1 + 9 \end{pmatrix}$"
ANG = r"$\frac{(10 - 2) \cdot 180^\circ}{10} = \frac{1440^\circ}{10} = 144^\circ$"
REP = r"$x = 0.\overline{12}$, $100x - x = 12$, $x = \frac{12}{99} = \frac{4}{33}$"
RO = r"$x^2 - 9x + 14 = (x - 2)(x - 7) = 0$"
RAD = r"$300^\circ \cdot \frac{\pi}{180^\circ} = \frac{300\pi}{180} = \frac{5\pi}{3}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_ok_sentence", "B", G_PEN, "correct", "tag", th("每盒 37 支，共 28 盒：28 × 37 = 1036。\n") + "<answer>一共有 1036 支铅笔。</answer>", "Chinese 'there are 1036 pencils in all' in the tag"),
    g("t_zh_sentence_slip", "A", G_PEN, "wrong", "tag", th("每盒 36 支，共 28 盒：28 × 36 = 1008。\n") + "<answer>一共有 1008 支铅笔。</answer>", "Chinese sentence in the tag states 1008 (the slip 28 × 36)"),
    g("t_ja_ok_comma", "B", G_PEN, "correct", "tag", th("28箱 × 37本 = 1036本。\n") + "<answer>答えは 1,036 本です。</answer>", "Japanese 'the answer is 1,036 pencils (本 counter)'"),
    g("t_ja_two_tags", "A", G_PEN, "wrong", "tag", th("28 × 37 = 1036 ... いや、1箱36本だった。28 × 36 = 1008。\n") + "<answer>1036本</answer>\n<answer>1008本</answer>", "Japanese: two tags, the last 1008"),
    m("t_ko_m_ok_particle", "B", G_FR, "correct", "tag", th(FR + "\n") + r"<answer>따라서 답은 $\frac{11}{15}$입니다.</answer>", "Korean 'so the answer is 11/15' with the copula 입니다 glued to the math"),
    m("t_ko_m_slip", "A", G_FR, "wrong", "tag", th(FR_SLIP + "\n") + r"<answer>따라서 답은 $\frac{3}{8}$입니다.</answer>", "Korean 'so the answer is 3/8': the numerators-and-denominators slip"),
    m("t_ru_m_ok_semicolon", "B", G_IV, "correct", "tag", th(IV + "\n") + r"<answer>Ответ: $x \in [4; +\infty)$.</answer>", "Russian 'Answer: x in [4; +inf)', the Russian semicolon interval"),
    m("t_ru_m_open", "A", G_IV, "wrong", "tag", th(IV.replace(r"\ge", ">") + "\n") + r"<answer>Ответ: $x \in (4; +\infty)$.</answer>", "Russian 'Answer:' an open interval (4; +inf); the endpoint 4 is lost"),
    m("t_uk_m_ok", "B", G_IV2, "correct", "tag", th(IV2 + "\nЗнак нерівності змінюється при діленні на від'ємне число.\n") + r"<answer>Відповідь: $x \in (-\infty; -3]$.</answer>", "Ukrainian 'Answer:' (the working: 'the inequality sign flips when dividing by a negative')"),
    m("t_uk_m_noflip", "A", G_IV2, "wrong", "tag", th(IV2_SLIP + "\n") + r"<answer>Відповідь: $x \in [-3; +\infty)$.</answer>", "Ukrainian 'Answer:' [-3; +inf): the sign not flipped"),
    g("t_es_ok_comma", "B", G_NB, "correct", "tag", th("14 cuadernos a 3,75 cada uno: 14 × 3,75 = 52,5.\n") + "<answer>La respuesta es 52,50 €.</answer>", "Spanish 'the answer is 52,50 euros' (decimal comma)"),
    g("t_es_see_above", "A", G_NB, "no_answer", "tag", th("14 × 3,75 = 52,5\n") + "<answer>Ver el razonamiento anterior.</answer>", "Spanish 'see the reasoning above': the tag states no value"),
    m("t_pt_m_ok_set", "B", G_SET, "correct", "tag", th(SET + "\n") + r"<answer>O conjunto solução é $\{2, 4, 8\}$.</answer>", "Portuguese 'the solution set is {2, 4, 8}'"),
    m("t_pt_m_union", "A", G_SET, "wrong", "tag", th(r"$A \cup B$ ... os elementos pares: $2, 4, 6, 8$" + "\n") + r"<answer>O conjunto solução é $\{2, 4, 6, 8\}$.</answer>", "Portuguese 'the solution set is {2, 4, 6, 8}': 6 is not in A"),
    m("t_fr_m_ok", "B", G_RT, "correct", "tag", th(RT + "\n") + r"<answer>La réponse est $\dfrac{2\sqrt{5}}{5}$.</answer>", "French 'the answer is' with \\dfrac"),
    m("t_fr_m_inverse", "A", G_RT, "wrong", "tag", th(r"On rationalise : $\frac{\sqrt{5}}{2}$" + "\n") + r"<answer>La réponse est $\dfrac{\sqrt{5}}{2}$.</answer>", "French 'the answer is' the inverse sqrt5/2"),
    m("t_de_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT + "\n") + r"<answer>Es gilt $A^2 = \begin{pmatrix} 5 & 5 \\ 5 & 10 \end{pmatrix}$.</answer>", "German 'it holds that A^2 = ...' in the tag"),
    m("t_de_m_entrywise", "A", G_MAT, "wrong", "tag", th("Man quadriert jeden Eintrag: $2^2 = 4$, $1^2 = 1$, $3^2 = 9$.\n") + r"<answer>Es gilt $A^2 = \begin{pmatrix} 4 & 1 \\ 1 & 9 \end{pmatrix}$.</answer>", "German 'square each entry': the entrywise square, wrong"),
    m("t_it_m_ok_roots", "B", G_RO, "correct", "tag", th(RO + "\n") + "<answer>Le radici sono $x = 2$ e $x = 7$.</answer>", "Italian 'the roots are x = 2 and x = 7' ('e' = and)"),
    m("t_it_m_signs", "A", G_RO, "wrong", "tag", th(r"$x^2 - 9x + 14 = (x + 2)(x + 7)$" + "\n") + "<answer>Le radici sono $x = -2$ e $x = -7$.</answer>", "Italian 'the roots are -2 and -7': sign slip"),
    m("t_nl_m_ok", "B", G_CX, "correct", "tag", th(CX + "\n") + "<answer>Het antwoord is $7 - i$.</answer>", "Dutch 'the answer is 7 - i'"),
    m("t_nl_m_slip", "A", G_CX, "wrong", "tag", th(CX_SLIP + "\n") + "<answer>Het antwoord is $5 - i$.</answer>", "Dutch 'the answer is 5 - i' (i^2 taken as +1)"),
    m("t_pl_m_ok_unclosed", "B", G_ANG, "correct", "tag", th(ANG + "\n") + r"<answer>Odpowiedź: każdy kąt wewnętrzny ma $144^\circ$.", "Polish 'Answer: each interior angle is 144 degrees', tag never closed (the issue's class 3)"),
    m("t_tr_m_placeholder", "A", G_ANG, "no_answer", "tag", th(ANG + "\n") + "<answer>cevabınızı buraya yazın</answer>", "Turkish 'write your answer here': a template copied into the tag; 144 only in the thinking"),
    g("t_ar_ok_digits", "B", G_HAR, "correct", "tag", th("٥ × ١٨٧ = ٩٣٥ كغ، ثم ٩٣٥ − ٢٦٢ = ٦٧٣ كغ.\n") + "<answer>الجواب هو ٦٧٣ كيلوغرامًا.</answer>", "Arabic 'the answer is 673 kilograms' in Arabic-Indic digits"),
    g("t_ar_forgot", "A", G_HAR, "wrong", "tag", th("٥ × ١٨٧ = ٩٣٥ كغ.\n") + "<answer>الجواب هو ٩٣٥ كيلوغرامًا.</answer>", "Arabic 'the answer is 935 kilograms': the sale forgotten"),
    g("t_fa_ok_momayyez", "B", G_PCT, "correct", "tag", th("۲۱ ÷ ۵۶ = ۰٫۳۷۵\n") + "<answer>پاسخ: ۳۷٫۵ درصد</answer>", "Persian 'answer: 37.5 percent' in Persian digits with the momayyez decimal separator"),
    g("t_fa_rounded", "A", G_PCT, "wrong", "tag", th("۲۱ ÷ ۵۶ ≈ ۰٫۳۸\n") + "<answer>پاسخ: ۳۸ درصد</answer>", "Persian 'answer: 38 percent': rounded, not 37.5"),
    m("t_hi_m_ok", "B", G_REP, "correct", "tag", th(REP + "\n") + r"<answer>उत्तर: $\frac{4}{33}$</answer>", "Hindi 'answer:'"),
    m("t_vi_m_ok", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>Vậy đáp án là $\frac{5\pi}{3}$.</answer>", "Vietnamese 'so the answer is'"),
    m("t_vi_m_slip", "A", G_RAD, "wrong", "tag", th(r"$300^\circ \cdot \frac{\pi}{360^\circ} = \frac{5\pi}{6}$" + "\n") + r"<answer>Vậy đáp án là $\frac{5\pi}{6}$.</answer>", "Vietnamese 'so the answer is 5pi/6' (divided by 360)"),
    g("t_th_ok", "B", G_PEN, "correct", "tag", th("28 × 37 = 1036\n") + "<answer>คำตอบคือ 1,036 แท่ง</answer>", "Thai 'the answer is 1,036 sticks (pencils)'"),
    g("t_id_two_tags", "A", G_HAR, "wrong", "tag", th("5 × 187 = 935 kg. Dijual 262 kg, sisa 673 kg.\n") + "<answer>673 kg</answer>\n\nSebenarnya pertanyaannya menanyakan total panen.\n<answer>935 kg</answer>", "Indonesian: a second tag after 'actually the question asks for the total harvest' gives 935"),
    m("t_el_m_ok", "B", G_PL, "correct", "tag", th(PL + "\n") + "<answer>Η απάντηση είναι $x^2 + 2x - 35$.</answer>", "Greek 'the answer is'"),
    m("t_el_m_slip", "A", G_PL, "wrong", "tag", th(PL_SLIP + "\n") + "<answer>Η απάντηση είναι $x^2 - 2x - 35$.</answer>", "Greek 'the answer is x^2 - 2x - 35': sign slip"),
    g("t_he_ok", "B", G_TRK, "correct", "tag", th("12 × 1,525 = 18,300\n") + "<answer>התשובה היא 18,300 ק\"ג.</answer>", "Hebrew 'the answer is 18,300 kg'"),
    m("t_cs_m_ok_angle", "B", G_IV, "correct", "tag", th(IV + "\n") + r"<answer>Výsledek: $x \in \langle 4; \infty)$</answer>", "Czech 'result:' with the Czech closed bracket ⟨ (\\langle) for [4, inf)"),
    g("t_sv_ok", "B", G_NB, "correct", "tag", th("14 · 3,75 = 52,50\n") + "<answer>Svaret är 52,50 kr.</answer>", "Swedish 'the answer is 52.50 kronor'"),
    g("t_tl_ok", "B", G_HAR, "correct", "tag", th("5 × 187 = 935. 935 − 262 = 673.\n") + "<answer>Ang sagot ay 673 kilo.</answer>", "Tagalog 'the answer is 673 kilos'"),
    m("t_bn_m_box", "B", G_SET, "correct", "tag", th(SET + "\n") + r"<answer>উত্তর: $\boxed{\{2, 4, 8\}}$</answer>", "Bengali 'answer:' with a box in the tag"),

    # ================================================================ 2. phrase marker then ####
    g("h_zh_ok", "B", G_PEN, "correct", "hash", "28 × 37 = 1036\n所以答案是 1036。\n#### 1036", "Chinese 'so the answer is 1036' then ####"),
    g("h_zh_ok_colon", "B", G_PEN, "correct", "hash", "28 × 37 = 1036\n答案：#### 1036", "Chinese 'answer:' then #### on the same line"),
    g("h_zh_two", "A", G_PEN, "wrong", "hash", "28 × 37 = 1036，但每盒其实是 36 支：28 × 36 = 1008。\n所以答案是 1036。\n#### 1008", "Chinese phrase 1036, #### 1008: two different final answers"),
    g("h_de_ok_comma", "B", G_NB, "correct", "hash", "14 · 3,75 € = 52,50 €\nDie Antwort lautet: #### 52,50", "German 'the answer is:' then #### with a decimal comma"),
    g("h_de_ok_point", "B", G_PEN, "correct", "hash", "28 Schachteln · 37 Stifte = 1.036 Stifte\nAntwort: #### 1.036", "debatable: German thousands point, 1.036 = 1036 pencils (a count cannot be 1.036); proposed accept", True),
    g("h_fr_ok_space", "B", G_TRK, "correct", "hash", "12 × 1 525 kg = 18 300 kg\nLa réponse est : #### 18\u202f300", "French 'the answer is:' #### with a narrow no-break space as thousands separator"),
    g("h_ru_ok", "B", G_PCT, "correct", "hash", "21 / 56 = 0,375, то есть 37,5 %.\nОтвет: #### 37,5", "Russian 'that is 37.5 %. Answer:' #### with a decimal comma"),
    g("h_ru_rounded", "A", G_PCT, "wrong", "hash", "21 / 56 ≈ 0,38, то есть примерно 38 %.\nОтвет: #### 38", "Russian 'about 38 %': rounded"),
    g("h_es_ok_unit", "B", G_HAR, "correct", "hash", "5 × 187 = 935 kg; 935 − 262 = 673 kg.\nRespuesta final: #### 673 kg", "Spanish 'final answer:' #### with kg"),
    g("h_es_forgot", "A", G_HAR, "wrong", "hash", "5 × 187 = 935 kg.\nRespuesta final: #### 935 kg", "Spanish 'final answer:' 935 (the sale forgotten)"),
    g("h_ja_ok_neg", "B", G_TMP, "correct", "hash", "1.5 × 9 = 13.5度下がるので、4 − 13.5 = −9.5度。\n答え：#### -9.5", "Japanese 'it drops 13.5 degrees, so -9.5. Answer:'"),
    g("h_ja_sign", "A", G_TMP, "wrong", "hash", "1.5 × 9 = 13.5度下がるので、13.5 − 4 = 9.5度。\n答え：#### 9.5", "Japanese: 13.5 - 4 = 9.5, the sign lost"),
    g("h_ko_ok_counter", "B", G_PEN, "correct", "hash", "28 × 37 = 1,036\n정답: #### 1,036개", "Korean 'correct answer:' #### with the counter 개"),
    g("h_tr_ok", "B", G_NB, "correct", "hash", "14 × 3,75 = 52,5 TL\nCevap: #### 52,5", "Turkish 'answer:' with a decimal comma"),
    g("h_id_ok", "B", G_HAR, "correct", "hash", "Total panen 5 × 187 = 935 kg, dijual 262 kg, jadi sisa 673 kg.\nJadi, jawabannya adalah #### 673", "Indonesian 'so the answer is' then ####"),
    g("h_it_ok_pct", "B", G_PCT, "correct", "hash", "21 / 56 = 0,375 = 37,5%\nLa risposta è: #### 37,5%", "Italian 'the answer is:' with a percent sign and decimal comma"),
    g("h_hi_ok_digits", "B", G_HAR, "correct", "hash", "5 × 187 = 935; 935 − 262 = 673\nउत्तर है: #### ६७३", "Hindi 'the answer is:' #### in Devanagari digits (673)"),
    g("h_pl_hedge", "A", G_TMP, "wrong", "hash", "4 − 1,5 · 9 = −9,5\nOdpowiedź: −9,5 albo −10 stopni, zależnie od zaokrąglenia.\n#### -9.5", "debatable: Polish 'answer: -9.5 or -10 degrees, depending on rounding' then #### -9.5; a hedge in the phrase (README: a hedge is wrong); proposed reject", True),
    m("h_ru_m_ok", "B", G_FR, "correct", "hash", FR + "\nОтвет: #### $\\frac{11}{15}$", "Russian 'Answer:' then #### with LaTeX on the MATH path"),
    m("h_zh_m_slip", "A", G_FR, "wrong", "hash", FR_SLIP + "\n答案：#### $\\frac{3}{8}$", "Chinese 'answer:' #### 3/8"),
    m("h_vi_m_ok", "B", G_REP, "correct", "hash", REP + "\nĐáp số: #### 4/33", "Vietnamese 'result:' #### 4/33 with a slash"),
    m("h_nl_m_two", "A", G_REP, "wrong", "hash", REP + "\nHet antwoord is $\\frac{4}{33}$.\n#### 0,12", "Dutch 'the answer is 4/33' then #### 0,12: two different final answers"),
    g("h_uk_ok_sep", "B", G_TRK, "correct", "hash", "12 · 1 525 = 18 300 кг\nВідповідь: #### 18 300", "Ukrainian 'Answer:' #### with a space thousands separator"),
    g("h_pt_sold", "A", G_HAR, "wrong", "hash", "5 × 187 = 935 kg, dos quais 262 kg foram vendidos.\nA resposta é: #### 262", "Portuguese 'the answer is:' 262, the sold part"),
]
# fmt: on

CASES += [
    # ================================================================ 3. exactness and number writing
    m("x_de_m_decimal", "A", G_RT, "wrong", "boxed", RT + r" $\approx 0{,}894$." + "\n\nDie Antwort ist $\\boxed{0{,}894}$.", "German 'the answer is 0,894': a decimal for 2sqrt5/5 (0.8944...)"),
    m("x_de_m_ok", "B", G_RT, "correct", "boxed", RT + ".\n\nDie Antwort ist $\\boxed{\\frac{2\\sqrt{5}}{5}}$.", "German 'the answer is' the exact value"),
    m("x_ru_m_period", "B", G_REP, "correct", "prose_sentence", "Обозначим $x = 0{,}(12)$. Тогда $100x = 12{,}(12)$, $99x = 12$, $x = \\frac{12}{99} = \\frac{4}{33}$.\n\n**Ответ:** $0{,}(12) = \\frac{4}{33}$.", "Russian 'Answer: 0,(12) = 4/33' (Russian period notation for 0.121212...) ending in the gold"),
    m("x_uk_m_ok_period_only", "B", G_REP, "correct", "answer_is", "Число $0{,}(12)$ — це періодичний дріб. Оскільки $99 \\cdot 0{,}(12) = 12$, маємо $\\frac{12}{99}$.\n\nВідповідь: $0{,}(12)$.", "debatable: Ukrainian 'Answer: 0,(12)', the period notation = 0.1212... = 4/33 exactly, but the problem asks for a fraction and the model restates the given; proposed accept (equal in value)", True),
    m("x_ru_m_trunc", "A", G_REP, "wrong", "answer_is", "Делим 4 на 33: $4 : 33 = 0{,}1212\\ldots$\n\nОтвет: $0{,}12$.", "Russian 'Answer: 0,12': a truncated decimal, not 4/33"),
    m("x_fr_m_ok_period", "B", G_FR, "correct", "boxed", FR + ", soit $0{,}7\\overline{3}$.\n\nLa réponse est $\\boxed{\\frac{11}{15}}$.", "French 'that is 0,7 repeating 3. The answer is 11/15'"),
    m("x_fr_m_round", "A", G_FR, "wrong", "boxed", FR + r" $\approx 0{,}73$" + "\n\nLa réponse est $\\boxed{0{,}73}$.", "French 'the answer is 0,73': rounded"),
    m("x_zh_m_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx 5.24$" + "\n\n所以答案约为 $\\boxed{5.24}$ 弧度。", "Chinese 'so the answer is about 5.24 radians': a decimal for 5pi/3"),
    m("x_zh_m_ok", "B", G_RAD, "correct", "boxed", RAD + "\n\n所以答案为 $\\boxed{\\frac{5}{3}\\pi}$。", "Chinese 'so the answer is (5/3)pi' written \\frac{5}{3}\\pi"),
    m("x_ja_m_ok_rad", "B", G_ANG, "correct", "boxed", ANG + "\n\nよって、1つの内角は $\\boxed{144^\\circ}$ です。", "Japanese 'so one interior angle is 144 degrees'"),
    m("x_ja_m_radians", "A", G_ANG, "wrong", "boxed", ANG + "\n\nラジアンで表すと $144^\\circ = \\frac{4\\pi}{5}$ なので、答えは $\\boxed{\\frac{4\\pi}{5}}$ です。", "debatable: Japanese 'in radians 144 deg = 4pi/5, so the answer is 4pi/5'; the gold is in degrees (round 21: degrees are not radians); proposed reject", True),
    m("x_ko_m_exterior", "A", G_ANG, "wrong", "boxed", "정십각형의 외각의 합은 $360^\\circ$이므로 한 외각은 $\\frac{360^\\circ}{10} = 36^\\circ$입니다.\n\n답: $\\boxed{36^\\circ}$", "Korean: the exterior angle 36 degrees ('the sum of exterior angles is 360, so one exterior angle is 36')"),
    g("x_zh_ok_wan", "B", G_TRK, "correct", "answer_is", "12 辆卡车，每辆 1525 千克：12 × 1525 = 18300 千克。\n答案是 1.83 万千克。", "Chinese 'the answer is 1.83 wan (ten-thousand) kilograms' = 18300"),
    g("x_zh_wan_round", "A", G_TRK, "wrong", "answer_is", "12 × 1525 = 18300 千克，约等于 1.8 万千克。\n答案：约 1.8 万千克。", "Chinese 'answer: about 1.8 wan kg' = 18000, rounded"),
    g("x_ja_ok_man", "B", G_TRK, "correct", "answer_is", "1台あたり1,525kg × 12台 = 18,300kg\n答え：1万8300kg", "Japanese 'answer: 1 man 8300 kg' = 18300"),
    g("x_ko_ok_man", "B", G_TRK, "correct", "answer_is", "1,525kg × 12대 = 18,300kg\n따라서 정답은 1만 8,300kg입니다.", "Korean 'so the answer is 1 man 8,300 kg' = 18300"),
    g("x_ru_ok_tys", "B", G_TRK, "correct", "answer_is", "12 · 1525 = 18 300 кг.\nОтвет: 18,3 тыс. кг.", "Russian 'Answer: 18.3 thousand kg' (тыс. = thousand)"),
    g("x_es_ok_mil", "B", G_TRK, "correct", "answer_is", "12 camiones × 1.525 kg = 18.300 kg.\nLa respuesta es 18.300 kg.", "Spanish thousands points: 1.525 and 18.300 are 1525 and 18300"),
    g("x_es_round_mil", "A", G_TRK, "wrong", "answer_is", "12 camiones × 1.525 kg ≈ 18.000 kg.\nLa respuesta es aproximadamente 18 mil kg.", "Spanish 'about 18 thousand kg': rounded, 18000"),
    g("x_de_ok_comma", "B", G_NB, "correct", "answer_is", "14 Hefte à 3,75 € kosten 14 · 3,75 € = 52,50 €.\nDie Antwort ist 52,50 €.", "German 'the answer is 52,50 euros'"),
    g("x_de_trunc", "A", G_NB, "wrong", "answer_is", "14 · 3,75 € = 52,50 €, also rund 52 €.\nDie Antwort ist 52 €.", "German 'so about 52 euros. The answer is 52 euros': rounded"),
    g("x_pt_ok", "B", G_PCT, "correct", "answer_is", "21 ÷ 56 = 0,375 → 37,5%\nPortanto, a resposta é 37,5%.", "Portuguese 'therefore the answer is 37,5 %'"),
    g("x_pt_share", "A", G_PCT, "wrong", "answer_is", "21 ÷ 56 = 0,375\nPortanto, a resposta é 0,375.", "debatable: Portuguese 'the answer is 0,375', the share for the percent the question asks; round 5/21's decision: reject", True),
    g("x_bn_ok_digits", "B", G_PEN, "correct", "answer_is", "২৮ × ৩৭ = ১০৩৬\nসুতরাং উত্তর হলো ১০৩৬টি পেন্সিল।", "Bengali 'so the answer is 1036 pencils' in Bengali digits (-টি counter)"),
    g("x_th_ok_digits", "B", G_PEN, "correct", "answer_is", "๒๘ × ๓๗ = ๑,๐๓๖\nดังนั้น คำตอบคือ ๑,๐๓๖ แท่ง", "Thai 'therefore the answer is 1,036 sticks' in Thai digits"),
    g("x_fa_ok_neg", "B", G_TMP, "correct", "answer_is", "دما ۱٫۵ × ۹ = ۱۳٫۵ درجه کاهش می‌یابد: ۴ − ۱۳٫۵ = −۹٫۵\nپاسخ: −۹٫۵ درجه", "Persian 'answer: -9.5 degrees' in Persian digits with the momayyez"),
    g("x_vi_ok_neg", "B", G_TMP, "correct", "answer_is", "Nhiệt độ giảm 1,5 × 9 = 13,5 độ, nên còn 4 − 13,5 = −9,5 độ.\nĐáp án: −9,5°C", "Vietnamese 'answer: -9,5 C' with a Unicode minus and a decimal comma"),
    m("x_it_m_decimal_root", "A", G_RT, "wrong", "answer_is", "Razionalizzando, $\\frac{2}{\\sqrt{5}} \\approx \\frac{2}{2{,}236} \\approx 0{,}8944$.\n\nLa risposta è $0{,}8944$.", "Italian 'the answer is 0,8944': a decimal for 2sqrt5/5"),
    m("x_nl_m_ok_equiv", "B", G_RT, "correct", "answer_is", "We vermenigvuldigen teller en noemer met $\\sqrt{5}$.\n\nHet antwoord is $\\frac{2}{5}\\sqrt{5}$.", "Dutch 'we multiply numerator and denominator by sqrt5. The answer is (2/5)sqrt5'"),
    m("x_pl_m_ok_decimal_frac", "B", G_FR, "correct", "answer_is", FR + "\n\nOdpowiedź: $\\frac{11}{15}$.", "Polish 'Answer:'"),
    m("x_tr_m_conj", "A", G_CX, "wrong", "answer_is", "$(3 + i)(2 - i) = 6 - 3i + 2i - i^2 = 6 + i + 1 = 7 + i$\n\nCevap: $7 + i$", "Turkish 'answer: 7 + i': -3i + 2i taken as +i, the conjugate of the gold"),
    m("x_el_m_interval_closed", "A", G_IV2, "wrong", "answer_is", IV2 + "\n\nΆρα η απάντηση είναι $(-\\infty, -3)$.", "Greek 'so the answer is (-inf, -3)': the endpoint -3 dropped"),
    m("x_el_m_ok", "B", G_IV2, "correct", "answer_is", IV2 + "\n\nΆρα η απάντηση είναι $x \\in (-\\infty, -3]$.", "Greek 'so the answer is x in (-inf, -3]'"),
    m("x_he_m_ok_matrix", "B", G_MAT, "correct", "boxed", MAT + "\n\nלכן התשובה היא $\\boxed{\\begin{pmatrix} 5 & 5 \\\\ 5 & 10 \\end{pmatrix}}$.", "Hebrew 'therefore the answer is' a boxed pmatrix"),
    m("x_he_m_bmatrix_ok", "B", G_MAT, "correct", "boxed", MAT + "\n\nלכן $A^2 = \\boxed{\\begin{bmatrix} 5 & 5 \\\\ 5 & 10 \\end{bmatrix}}$.", "Hebrew 'therefore' with bmatrix instead of pmatrix"),
    m("x_sv_m_mat_slip", "A", G_MAT, "wrong", "boxed", "Vi multiplicerar rad med kolumn: $2 \\cdot 2 + 1 \\cdot 1 = 5$, $2 \\cdot 1 + 1 \\cdot 3 = 5$, $1 \\cdot 2 + 3 \\cdot 1 = 5$, $1 \\cdot 1 + 3 \\cdot 3 = 9$.\n\nSvaret är $\\boxed{\\begin{pmatrix} 5 & 5 \\\\ 5 & 9 \\end{pmatrix}}$.", "Swedish 'we multiply row by column ... the answer is': 1 + 9 computed as 9"),

    # ================================================================ 4. negation, strike-out, annotation
    m("n_zh_m_not_but", "B", G_FR, "correct", "prose_sentence", FR_SLIP + "？不对，分数相加不能分子加分子、分母加分母。\n" + FR + "\n\n所以答案不是 $\\frac{3}{8}$，而是 $\\frac{11}{15}$。", "Chinese 'that's wrong, fractions don't add numerator to numerator... so the answer is not 3/8 but 11/15'"),
    m("n_zh_m_not_only", "A", G_FR, "no_answer", "prose_sentence", FR_SLIP + "？不对，分数相加不能分子加分子、分母加分母。\n\n所以答案不是 $\\frac{3}{8}$。", "Chinese 'so the answer is NOT 3/8': a negation with nothing after"),
    m("n_ru_m_not_a_but", "A", G_FR, "wrong", "prose_sentence", FR + "\n\nХотя нет, общий знаменатель здесь 8.\n\nОтвет: не $\\frac{11}{15}$, а $\\frac{3}{8}$.", "Russian 'no wait, the common denominator is 8. Answer: not 11/15 but 3/8'"),
    m("n_ru_m_ok_not_a_but", "B", G_FR, "correct", "prose_sentence", FR + "\n\nОтвет: не $\\frac{3}{8}$, а $\\frac{11}{15}$.", "Russian 'Answer: not 3/8 but 11/15'"),
    g("n_tr_not_but", "A", G_HAR, "wrong", "prose_sentence", "5 × 187 = 935 kg, 935 − 262 = 673 kg.\nAma soru toplam hasadı soruyor. Sonuç 673 değil, 935 kg.", "Turkish 'but the question asks the total harvest. The result is not 673 but 935 kg'"),
    g("n_tr_ok_not_but", "B", G_HAR, "correct", "prose_sentence", "5 × 187 = 935 kg, 935 − 262 = 673 kg.\nSatılan kısmı çıkarmak gerekiyor; sonuç 935 değil, 673 kg.", "Turkish 'the sold part must be subtracted; the result is not 935 but 673 kg'"),
    g("n_he_ok", "B", G_HAR, "correct", "prose_sentence", "5 × 187 = 935 ק\"ג, ונמכרו 262 ק\"ג.\nהתשובה אינה 935, אלא 673 ק\"ג.", "Hebrew 'the answer is not 935 but 673 kg'"),
    g("n_he_only_not", "A", G_HAR, "no_answer", "prose_sentence", "5 × 187 = 935 ק\"ג, ונמכרו 262 ק\"ג.\nבכל מקרה, התשובה אינה 673.", "Hebrew 'in any case, the answer is not 673': only a negation"),
    g("n_ja_strike_wrong", "A", G_PEN, "wrong", "answer_is", "28 × 37 = 1036本\n~~答え：1036本~~\n1箱は36本なので訂正します。\n答え：1008本", "Japanese: 'answer: 1036' struck out, 'corrected since a box holds 36. Answer: 1008'"),
    g("n_ja_ok_strike", "B", G_PEN, "correct", "answer_is", "28 × 36 = 1008本\n~~答え：1008本~~\n1箱は37本なので訂正します。28 × 37 = 1036本\n答え：1036本", "Japanese: the struck 1008 replaced, 'correcting since a box holds 37. Answer: 1036'"),
    g("n_ja_annot_wrong", "A", G_PEN, "wrong", "answer_is", "28 × 37 = 1036\n答え：1036本（誤り）\n※検算が合わないため、この答えは間違っています。", "Japanese 'answer: 1036 (error) — since the check doesn't match, this answer is wrong': the model marks its value wrong"),
    m("n_ko_m_annot", "A", G_FR, "wrong", "answer_is", FR + "\n\n답: $\\frac{11}{15}$ (✗ 틀림 — 분모를 다시 확인해야 함)", "Korean 'answer: 11/15 (✗ wrong — must recheck the denominator)': the model marks its value wrong"),
    m("n_ko_m_ok_check", "B", G_FR, "correct", "answer_is", FR + "\n\n답: $\\frac{11}{15}$ (✓ 검산 완료)", "Korean 'answer: 11/15 (✓ check done)'"),
    m("n_es_m_ok_verified", "B", G_CX, "correct", "boxed", CX + "\n\nLa respuesta es $\\boxed{7 - i}$ (verificado ✓).", "Spanish 'the answer is 7 - i (verified)'"),
    m("n_vi_m_marked_wrong", "A", G_CX, "no_answer", "boxed", CX + "\n\nĐáp án: ~~$\\boxed{7 - i}$~~ (sai, cần xem lại phép nhân)", "Vietnamese: the boxed 7 - i struck out, '(wrong, need to recheck the multiplication)', nothing after"),
    m("n_fr_m_faux", "A", G_RAD, "wrong", "boxed", RAD + "\n\nLa réponse $\\boxed{\\frac{5\\pi}{3}}$ est fausse d'après le corrigé ; je n'arrive pas à trouver mon erreur.", "French 'the answer 5pi/3 is false according to the answer key; I cannot find my mistake': the model marks its own value wrong and gives no other (README: a value the model marks wrong is wrong)", True),
    m("n_ar_m_ok_not_but", "B", G_RAD, "correct", "prose_sentence", RAD + "\n\nإذن الجواب ليس $\\frac{5\\pi}{6}$ بل $\\frac{5\\pi}{3}$.", "Arabic 'so the answer is not 5pi/6 but 5pi/3'"),
    m("n_ar_m_not_but_wrong", "A", G_RAD, "wrong", "prose_sentence", "$300^\\circ \\cdot \\frac{\\pi}{360^\\circ} = \\frac{5\\pi}{6}$\n\nإذن الجواب ليس $\\frac{5\\pi}{3}$ بل $\\frac{5\\pi}{6}$.", "Arabic 'so the answer is not 5pi/3 but 5pi/6'"),
    m("n_cs_m_strike", "A", G_IV, "wrong", "answer_is", IV + "\n\nOdpověď: ~~$x \\in \\langle 4; \\infty)$~~ $x \\in (4; \\infty)$", "Czech 'answer:' the right closed interval struck out, the open (4; inf) after it"),
    m("n_pl_m_ok_not", "B", G_PL, "correct", "answer_is", PL_SLIP + "\n\nTo nie jest $x^2 - 2x - 35$ — pomyliłem znaki. Poprawnie: $-5x + 7x = 2x$.\n\nOdpowiedź: $x^2 + 2x - 35$.", "Polish 'that is not x^2 - 2x - 35 — I mixed up the signs. Correctly ... Answer:'"),
    m("n_de_m_nicht_sondern", "A", G_IV, "wrong", "answer_is", IV + "\n\nDie Lösungsmenge ist also nicht $[4, \\infty)$, sondern $(4, \\infty)$, da $4$ selbst nicht dazugehört.", "German 'the solution set is thus not [4, inf) but (4, inf), since 4 itself does not belong'"),
    m("n_de_m_ok_nicht_sondern", "B", G_IV, "correct", "answer_is", IV + "\n\nDie Lösungsmenge ist also nicht $(4, \\infty)$, sondern $[4, \\infty)$, da $4$ selbst dazugehört.", "German 'the solution set is thus not (4, inf) but [4, inf), since 4 itself belongs'"),
    m("n_id_m_neq", "A", G_RO, "wrong", "boxed", RO + "\n\nJadi $x \\neq 2$ dan $x \\neq 7$ adalah syaratnya: $\\boxed{x \\neq 2, 7}$", "Indonesian 'so x != 2 and x != 7 is the condition': a negated box"),
    m("n_sv_m_ok_inte", "B", G_RO, "correct", "answer_is", RO + "\n\nRötterna är inte $-2$ och $-7$ utan $x = 2$ och $x = 7$.", "Swedish 'the roots are not -2 and -7 but x = 2 and x = 7'"),
]

CASES += [
    # ================================================================ 5. counted nouns, units, scale words
    g("u_zh_ok_noun_paren", "B", G_PEN, "correct", "answer_is", "28 × 37 = 1036\n答：一共有 1036 支铅笔（28 盒，每盒 37 支）。", "Chinese 'A: 1036 pencils in all (28 boxes, 37 per box)': the givens restated after the answer"),
    g("u_zh_ok_words", "B", G_PEN, "correct", "answer_is", "28 × 37 = 1036\n答：共一千零三十六支铅笔。", "Chinese number words 一千零三十六 = 1036 ('A: one thousand and thirty-six pencils in all')"),
    g("u_zh_words_slip", "A", G_PEN, "wrong", "answer_is", "28 × 36 = 1008\n答：共一千零八支铅笔。", "Chinese number words 一千零八 = 1008"),
    g("u_ru_ok_noun", "B", G_PEN, "correct", "answer_is", "28 · 37 = 1036.\nОтвет: 1036 карандашей.", "Russian 'Answer: 1036 pencils' (genitive plural)"),
    g("u_de_ok_words", "B", G_HAR, "correct", "answer_is", "5 · 187 kg = 935 kg; 935 kg − 262 kg = 673 kg.\nAntwort: Es bleiben sechshundertdreiundsiebzig Kilogramm übrig.", "German number word sechshundertdreiundsiebzig = 673 ('six hundred seventy-three kilograms remain')"),
    g("u_es_words_swap", "A", G_HAR, "wrong", "answer_is", "5 × 187 = 935 kg; 935 − 262 = 637 kg.\nRespuesta: quedan seiscientos treinta y siete kilogramos.", "Spanish 'six hundred thirty-seven kilograms remain': 637, the digits swapped"),
    g("u_es_ok_words", "B", G_HAR, "correct", "answer_is", "5 × 187 = 935 kg; 935 − 262 = 673 kg.\nRespuesta: quedan seiscientos setenta y tres kilogramos.", "Spanish 'six hundred seventy-three kilograms remain'"),
    g("u_pl_ok_zl_gr", "B", G_NB, "correct", "answer_is", "14 · 3,75 zł = 52,50 zł\nOdpowiedź: 52 zł 50 gr.", "Polish 'Answer: 52 zloty 50 grosze' = 52.50"),
    g("u_pl_zl_only", "A", G_NB, "wrong", "answer_is", "14 · 3,75 zł = 52,50 zł\nOdpowiedź: 52 zł.", "Polish 'Answer: 52 zloty': the grosze dropped"),
    g("u_nl_ok_euro", "B", G_NB, "correct", "answer_is", "14 × € 3,75 = € 52,50\nHet antwoord is € 52,50.", "Dutch 'the answer is EUR 52,50' with the euro sign first"),
    g("u_vi_ok_below", "B", G_TMP, "correct", "answer_is", "Nhiệt độ giảm 1,5 × 9 = 13,5 độ.\n4 − 13,5 = −9,5.\nVậy nhiệt độ lúc đó là 9,5 độ dưới 0 (−9,5°C).", "Vietnamese 'so the temperature then is 9,5 degrees below zero (-9,5 C)'"),
    g("u_vi_sign_lost", "A", G_TMP, "wrong", "answer_is", "Nhiệt độ giảm 1,5 × 9 = 13,5 độ.\n13,5 − 4 = 9,5.\nVậy nhiệt độ lúc đó là 9,5 độ.", "Vietnamese 'so the temperature then is 9,5 degrees': sign lost"),
    g("u_ru_ok_minus_word", "B", G_TMP, "correct", "answer_is", "Температура понизится на 1,5 · 9 = 13,5 градуса: 4 − 13,5 = −9,5.\nОтвет: минус 9,5 градуса.", "Russian 'Answer: minus 9,5 degrees'"),
    g("u_ko_ok_counter", "B", G_PEN, "correct", "answer_is", "한 상자에 37자루씩 28상자이므로 28 × 37 = 1,036자루입니다.\n\n답: 1,036자루", "Korean 'answer: 1,036 (pencil counter 자루)'"),
    g("u_ja_ok_fullwidth", "B", G_PEN, "correct", "answer_is", "２８箱 × ３７本 ＝ １０３６本\n答え：１０３６本", "Japanese with full-width digits: 'answer: 1036 pencils'"),
    g("u_tl_ok", "B", G_TRK, "correct", "answer_is", "12 trak × 1,525 kg = 18,300 kg\nKaya, ang kabuuang karga ay 18,300 kilo.", "Tagalog 'so the total load is 18,300 kilos'"),
    g("u_sv_tonnes", "A", G_TRK, "wrong", "answer_is", "12 · 1 525 kg = 18 300 kg ≈ 18 ton.\nSvar: ungefär 18 ton.", "Swedish 'answer: about 18 tonnes': the value 18, rounded and in another unit"),
    g("u_id_ok_persen", "B", G_PCT, "correct", "answer_is", "21 : 56 = 0,375 = 37,5 persen\nJadi, persentase siswa yang lulus adalah 37,5 persen.", "Indonesian 'so the percentage of students who passed is 37,5 percent'"),
    m("u_ru_m_ok_deg", "B", G_ANG, "correct", "answer_is", ANG + "\n\nОтвет: $144$ градуса.", "Russian 'Answer: 144 degrees'"),
    m("u_zh_m_ok_du", "B", G_ANG, "correct", "answer_is", "正十边形的内角和为 $(10-2) \\times 180^\\circ = 1440^\\circ$，每个内角为 $1440^\\circ \\div 10 = 144^\\circ$。\n\n答：每个内角是 144 度。", "Chinese 'A: each interior angle is 144 degrees (度)'"),
    m("u_ar_m_ok_daraja", "B", G_ANG, "correct", "answer_is", ANG + "\n\nإذن قياس كل زاوية داخلية هو $144$ درجة.", "Arabic 'so the measure of each interior angle is 144 degrees'"),
    m("u_hi_m_ext", "A", G_ANG, "wrong", "answer_is", "बाह्य कोण $= \\frac{360^\\circ}{10} = 36^\\circ$\n\nअतः प्रत्येक कोण $36$ डिग्री है।", "Hindi 'exterior angle = 36; hence each angle is 36 degrees'"),
    m("u_fr_m_ok_rad", "B", G_RAD, "correct", "answer_is", RAD + "\n\nDonc $300^\\circ$ correspond à $\\frac{5\\pi}{3}$ rad.", "French 'so 300 degrees corresponds to 5pi/3 rad': the given first, the answer with rad last"),
    m("u_ja_m_ok_rad", "B", G_RAD, "correct", "answer_is", RAD + "\n\n答え：$\\frac{5\\pi}{3}$ ラジアン", "Japanese 'answer: 5pi/3 radians' (katakana ラジアン)"),
    m("u_pt_m_degree_restated", "A", G_RAD, "wrong", "answer_is", "Para converter, multiplicamos por $\\frac{\\pi}{180}$.\n\nResposta: $300^\\circ$.", "debatable: Portuguese 'to convert we multiply by pi/180. Answer: 300 degrees' restates the given in degrees; round 21: degrees are not radians; proposed reject", True),
    m("u_it_m_ok_unita", "B", G_FR, "correct", "answer_is", FR + "\n\nQuindi la somma è $\\frac{11}{15}$ dell'intero.", "Italian 'so the sum is 11/15 of the whole'"),
    m("u_uk_m_ok_set_word", "B", G_SET, "correct", "answer_is", SET + "\n\nВідповідь: множина $\\{2; 4; 8\\}$.", "Ukrainian 'Answer: the set {2; 4; 8}' with semicolons"),
    m("u_cs_m_ok_roots", "B", G_RO, "correct", "answer_is", RO + "\n\nKořeny rovnice jsou $x_1 = 2$, $x_2 = 7$.", "Czech 'the roots of the equation are x1 = 2, x2 = 7'"),
    m("u_bn_m_ok", "B", G_RO, "correct", "answer_is", RO + "\n\nসুতরাং, সমীকরণের মূলগুলি হলো $2$ এবং $7$।", "Bengali 'so the roots of the equation are 2 and 7' (এবং = and)"),
    m("u_bn_m_one_root", "A", G_RO, "wrong", "answer_is", RO + "\n\nসুতরাং, সমীকরণের ধনাত্মক মূল $7$।", "Bengali 'so the positive root of the equation is 7': only one root, both are positive"),

    # ================================================================ 6. retractions and harmless after-text
    m("r_zh_m_ok_wait", "B", G_FR, "correct", "boxed", FR_SLIP + "\n\n答案是 $\\boxed{\\frac{3}{8}}$。\n\n等等，分数不能这样相加，要先通分。重新计算：\n" + FR + "\n\n所以答案应该是 $\\boxed{\\frac{11}{15}}$。", "Chinese: box 3/8, then 'wait, fractions can't be added like this, first a common denominator. Recompute ... so the answer should be 11/15'"),
    m("r_zh_m_wrong_wait", "A", G_FR, "wrong", "boxed", FR + "\n\n答案是 $\\boxed{\\frac{11}{15}}$。\n\n等等，好像应该直接把分子分母相加：\n" + FR_SLIP + "\n\n所以答案应该是 $\\boxed{\\frac{3}{8}}$。", "Chinese: box 11/15, then 'wait, it seems one should add numerators and denominators directly ... so the answer should be 3/8'"),
    m("r_zh_m_ok_cut", "B", G_FR, "correct", "boxed", FR + "\n\n答案是 $\\boxed{\\frac{11}{15}}$。\n\n等等，让我再检查一下：$\\frac{11}{15} = \\frac{5}{15} + \\frac{6}{15}$，", "Chinese box 11/15, then 'wait, let me check again: 11/15 = 5/15 + 6/15,' cut off mid-check (a re-check that agrees so far)"),
    g("r_ru_ok_check", "B", G_PEN, "correct", "answer_is", "28 · 37 = 1036.\nОтвет: 1036 карандашей.\n\nПроверка: 1036 : 28 = 37 ✓.", "Russian 'Answer: 1036 pencils. Check: 1036 / 28 = 37 ✓': a check ending in another number"),
    g("r_de_ok_moment", "B", G_HAR, "correct", "answer_is", "5 · 187 kg = 935 kg.\nAntwort: 935 kg.\n\nMoment, ich habe die verkauften 262 kg vergessen: 935 − 262 = 673.\nDie richtige Antwort ist also 673 kg.", "German 'Answer: 935. Wait, I forgot the 262 kg sold ... the right answer is thus 673 kg'"),
    g("r_de_wrong_moment", "A", G_HAR, "wrong", "answer_is", "5 · 187 kg = 935 kg; 935 − 262 = 673 kg.\nAntwort: 673 kg.\n\nMoment, die 262 kg wurden ja dazugekauft, nicht verkauft: 935 + 262 = 1197.\nDie richtige Antwort ist also 1197 kg.", "German 'Answer: 673 kg. Wait, the 262 kg were bought, not sold ... the right answer is thus 1197 kg'"),
    g("r_es_ok_closing", "B", G_NB, "correct", "answer_is", "14 × 3,75 = 52,50\nLa respuesta es 52,50 €.\n\n¡Espero que esto te ayude! Si tienes más preguntas sobre porcentajes o descuentos del 10 %, no dudes en preguntar.", "Spanish 'the answer is 52,50 euros. I hope this helps! If you have more questions about percentages or 10 % discounts, feel free to ask': a closing with another number"),
    m("r_ja_m_ok_check", "B", G_PL, "correct", "answer_is", PL + "\n\n答え：$x^2 + 2x - 35$\n\n検算：$x = 1$ のとき、$(1 + 7)(1 - 5) = -32$、$1 + 2 - 35 = -32$ で一致します。✓", "Japanese 'answer: ... Check: at x = 1, (8)(-4) = -32 and 1 + 2 - 35 = -32, they agree ✓'"),
    m("r_ja_m_recheck_wrong", "A", G_PL, "wrong", "answer_is", PL + "\n\n答え：$x^2 + 2x - 35$\n\nあ、符号を間違えました。正しくは $-5x + 7x = -2x$ なので、答えは $x^2 - 2x - 35$ です。", "Japanese 'answer: ... Oh, I got a sign wrong. Correctly -5x + 7x = -2x, so the answer is x^2 - 2x - 35'"),
    m("r_ko_m_exterior_switch", "A", G_ANG, "wrong", "boxed", ANG + "\n\n정답은 $\\boxed{144^\\circ}$입니다.\n\n아, 문제를 다시 읽어 보니 외각을 묻고 있네요. 외각은 $180^\\circ - 144^\\circ = 36^\\circ$이므로 최종 답은 $\\boxed{36^\\circ}$입니다.", "Korean 'the answer is 144. Oh, rereading, it asks the exterior angle ... so the final answer is 36' (the gold problem asks the interior angle)"),
    m("r_fr_m_erratum_wrong", "A", G_CX, "wrong", "boxed", CX + "\n\nRéponse : $\\boxed{7 - i}$\n\nErratum : j'ai mal développé le dernier terme, $-i^2 = -1$. Donc $6 - i - 1 = 5 - i$ et la réponse est $\\boxed{5 - i}$.", "French 'Erratum: I expanded the last term badly, -i^2 = -1. So 5 - i and the answer is 5 - i' (a wrong correction)"),
    m("r_fr_m_ok_erratum", "B", G_CX, "correct", "boxed", CX_SLIP + "\n\nRéponse : $\\boxed{5 - i}$\n\nErratum : $-i^2 = -(-1) = +1$. Donc $6 - i + 1 = 7 - i$ et la réponse est $\\boxed{7 - i}$.", "French 'Erratum: -i^2 = +1, so 7 - i and the answer is 7 - i'"),
    g("r_pt_ok_kept", "B", G_PCT, "correct", "answer_is", "21 ÷ 56 = 0,375 → 37,5%\nResposta: 37,5%.\n\nRevisão: 56 × 0,375 = 21 ✓. Resposta mantida.", "Portuguese 'Review: 56 x 0,375 = 21 ✓. Answer kept.'"),
    g("r_nl_ok_discount", "B", G_NB, "correct", "answer_is", "14 × € 3,75 = € 52,50\nHet antwoord is € 52,50.\n\nWacht, was er 10% korting? Nee, dat staat niet in de vraag. Het antwoord blijft € 52,50.", "Dutch 'Wait, was there a 10 % discount? No, the question does not say so. The answer stays EUR 52,50'"),
    g("r_nl_discount_applied", "A", G_NB, "wrong", "answer_is", "14 × € 3,75 = € 52,50\nHet antwoord is € 52,50.\n\nWacht, met 10% korting wordt het 52,50 × 0,9 = 47,25. Het antwoord is € 47,25.", "Dutch 'Wait, with 10 % discount it becomes 47,25. The answer is EUR 47,25': a new final answer"),
    m("r_tr_m_duzeltme", "A", G_RAD, "wrong", "answer_is", RAD + "\n\nCevap: $\\frac{5\\pi}{3}$.\n\nDüzeltme: Bir tam tur $\\pi$ radyandır, bu yüzden $300^\\circ = \\frac{300}{360}\\pi = \\frac{5\\pi}{6}$. Doğru cevap $\\frac{5\\pi}{6}$.", "Turkish 'Correction: one full turn is pi radians, so ... The correct answer is 5pi/6' (a wrong correction)"),
    m("r_tr_m_ok_check", "B", G_RAD, "correct", "answer_is", RAD + "\n\nCevap: $\\frac{5\\pi}{3}$.\n\nKontrol: $\\frac{5\\pi}{3} \\cdot \\frac{180^\\circ}{\\pi} = 300^\\circ$ ✓", "Turkish 'Check: 5pi/3 * 180/pi = 300 degrees ✓': the check ends in the given"),
    m("r_ar_m_ok_thanks", "B", G_IV, "correct", "boxed", IV + "\n\nإذن مجموعة الحل هي $\\boxed{[4, \\infty)}$.\n\nأتمنى أن يكون الشرح واضحًا! إذا كان لديك سؤال آخر عن المتباينات مثل $x > 5$، فلا تتردد في السؤال.", "Arabic 'so the solution set is [4, inf). I hope the explanation is clear! If you have another question about inequalities like x > 5, feel free to ask'"),
    m("r_fa_m_retract_none", "A", G_IV, "no_answer", "answer_is", IV + "\n\nپاسخ: $[4, \\infty)$\n\nنه، صبر کنید، این درست نیست. باید دوباره حل کنم.", "Persian 'Answer: [4, inf). No, wait, this is not right. I must solve it again.' and nothing after: withdrawn with nothing new, so no final answer (round 21 would say wrong; either way refused)"),
    m("r_hi_m_ok_verify", "B", G_REP, "correct", "answer_is", REP + "\n\nअतः उत्तर $\\frac{4}{33}$ है।\n\nजाँच: $4 \\div 33 = 0.121212\\ldots$ ✓", "Hindi 'hence the answer is 4/33. Check: 4 / 33 = 0.121212... ✓'"),
    m("r_hi_m_wrong_fix", "A", G_REP, "wrong", "answer_is", REP + "\n\nअतः उत्तर $\\frac{4}{33}$ है।\n\nरुकिए, $99$ की जगह $100$ से भाग देना चाहिए: $\\frac{12}{100} = \\frac{3}{25}$। सही उत्तर $\\frac{3}{25}$ है।", "Hindi 'wait, divide by 100 instead of 99: 12/100 = 3/25. The correct answer is 3/25'"),
    m("r_el_m_ok_invented_turn", "B", G_SET, "correct", "boxed", SET + "\n\nΆρα $A \\cap B = \\boxed{\\{2, 4, 8\\}}$." + IM_USER + "Ευχαριστώ! Και η ένωση $A \\cup B$;", "Greek 'so A ∩ B = {2,4,8}', then an invented user turn 'Thanks! And the union?'"),
    m("r_it_m_ok_invented_answer", "B", G_SET, "correct", "boxed", SET + "\n\nQuindi l'intersezione è $\\boxed{\\{2, 4, 8\\}}$." + IM_USER + "E l'unione?<|im_end|>\n<|im_start|>assistant\nL'unione è $\\boxed{\\{1, 2, 4, 6, 8, 10, 16\\}}$.", "Italian 'so the intersection is {2,4,8}', then an invented user turn 'And the union?' and an invented reply with another box; the answer to the posed question stands"),
    m("r_id_m_ralat", "A", G_MAT, "wrong", "boxed", MAT + "\n\nJadi $A^2 = \\boxed{\\begin{pmatrix} 5 & 5 \\\\ 5 & 10 \\end{pmatrix}}$.\n\nRalat: ternyata soal meminta $A^T A$... tidak, maaf, soal meminta $2A$: $\\boxed{\\begin{pmatrix} 4 & 2 \\\\ 2 & 6 \\end{pmatrix}}$.", "Indonesian 'Erratum: the problem actually asks A^T A... no, sorry, it asks 2A' and a new box: a different final answer"),
    m("r_sv_m_ok_oj", "B", G_MAT, "correct", "boxed", "Vi kvadrerar varje element: $\\begin{pmatrix} 4 & 1 \\\\ 1 & 9 \\end{pmatrix}$.\n\nOj, matriskvadrat betyder $A \\cdot A$, inte elementvis. " + MAT + ".\n\nSvar: $\\boxed{\\begin{pmatrix} 5 & 5 \\\\ 5 & 10 \\end{pmatrix}}$", "Swedish 'we square each element ... Oops, matrix square means A * A, not elementwise ... Answer:'"),
    m("r_cs_m_ok_oprava", "B", G_IV2, "correct", "answer_is", IV2_SLIP + "\n\nOdpověď: $x \\in \\langle -3; \\infty)$.\n\nOprava: při dělení záporným číslem se znaménko nerovnosti obrací, tedy $x \\le -3$.\nSprávná odpověď: $x \\in (-\\infty; -3\\rangle$.", "Czech 'Correction: dividing by a negative flips the sign, so x <= -3. Correct answer: x in (-inf; -3⟩' (Czech ⟩ for a closed end)"),
    m("r_uk_m_wrong_vypr", "A", G_IV2, "wrong", "answer_is", IV2 + "\n\nВідповідь: $(-\\infty; -3]$.\n\nВиправлення: ділення на $-2$ не змінює знак, тому $x \\ge -3$. Відповідь: $[-3; +\\infty)$.", "Ukrainian 'Correction: dividing by -2 does not change the sign, so x >= -3. Answer: [-3; +inf)' (a wrong correction)"),
    m("r_tl_m_ok_salamat", "B", G_RO, "correct", "answer_is", RO + "\n\nKaya ang mga ugat ay $x = 2$ at $x = 7$.\n\nSana nakatulong ito! Kung may tanong ka pa tungkol sa quadratic formula $x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$, magtanong ka lang.", "Tagalog 'so the roots are x = 2 and x = 7. Hope this helped! If you have more questions about the quadratic formula, just ask'"),
    m("r_vi_m_ok_thu_lai", "B", G_RT, "correct", "boxed", RT + "\n\nVậy đáp án là $\\boxed{\\frac{2\\sqrt{5}}{5}}$.\n\nThử lại: $\\frac{2\\sqrt{5}}{5} \\approx 0,894$ và $\\frac{2}{\\sqrt{5}} \\approx \\frac{2}{2,236} \\approx 0,894$ ✓", "Vietnamese 'so the answer is ... Check again: ≈ 0,894 and ≈ 0,894 ✓': decimals in the check"),
    m("r_vi_m_approx_final", "A", G_RT, "wrong", "boxed", RT + "\n\nVậy đáp án là $\\frac{2\\sqrt{5}}{5}$.\n\nLàm tròn đến hàng phần nghìn, đáp án cuối cùng là $\\boxed{0,894}$.", "Vietnamese 'rounding to thousandths, the final answer is 0,894': a decimal as the final committed answer"),
]

CASES += [
    # ================================================================ 7. quoted, reported, hypothetical, other-part
    m("q_zh_m_ok_classmate", "B", G_FR, "correct", "answer_is", "有同学认为 $\\frac{1}{3} + \\frac{2}{5} = \\frac{3}{8}$，这是错误的，因为分母不同的分数不能直接相加。\n" + FR + "\n\n正确答案是 $\\frac{11}{15}$。", "Chinese 'a classmate thinks 1/3 + 2/5 = 3/8, which is wrong ... the correct answer is 11/15'"),
    m("q_zh_m_textbook", "A", G_FR, "wrong", "answer_is", "课本后面的答案是 $\\frac{11}{15}$，但我按步骤算出来是：\n" + FR_SLIP + "\n\n所以我的答案是 $\\frac{3}{8}$。", "Chinese 'the answer in the back of the textbook is 11/15, but following the steps I get ... so my answer is 3/8'"),
    m("q_zh_m_only_textbook", "A", G_FR, "no_answer", "answer_is", "这道题我不太确定怎么做。课本后面给出的答案是 $\\frac{11}{15}$，但我没能推导出来。", "Chinese 'I am not sure how to do this. The textbook gives 11/15, but I could not derive it': only a reported value"),
    m("q_ru_m_ok_if_strict", "B", G_IV, "correct", "answer_is", IV + "\n\nЕсли бы неравенство было строгим, ответ был бы $(4; +\\infty)$. Но неравенство нестрогое, поэтому\n\nОтвет: $[4; +\\infty)$.", "Russian 'if the inequality were strict, the answer would be (4; +inf). But it is not strict, so Answer: [4; +inf)'"),
    m("q_ru_m_if_only", "A", G_IV, "no_answer", "answer_is", "Если бы в условии было $3x - 5 \\ge 7$, то ответ был бы $[4; +\\infty)$. Но в условии, которое вы прислали, неравенство обрезано, поэтому решить его я не могу.", "Russian 'if the condition were 3x - 5 >= 7, the answer would be [4; +inf). But the inequality you sent is cut off, so I cannot solve it': only a hypothetical"),
    m("q_ru_m_ok_after_if", "B", G_IV, "correct", "answer_is", IV + "\n\nОтвет: $[4; +\\infty)$.\n\nЗамечание: если бы неравенство было строгим, $3x - 5 > 7$, то ответом был бы интервал $(4; +\\infty)$.", "Russian 'Answer: [4; +inf). Remark: if the inequality were strict, the answer would be the interval (4; +inf)': a hypothetical after the committed answer"),
    m("q_de_m_loesungsheft", "A", G_PL, "wrong", "answer_is", "Im Lösungsheft steht $x^2 + 2x - 35$, aber ich komme auf\n" + PL_SLIP + "\n\nMeine Antwort: $x^2 - 2x - 35$.", "German 'the solution booklet says x^2 + 2x - 35, but I get ... My answer: x^2 - 2x - 35'"),
    m("q_de_m_ok_loesungsheft", "B", G_PL, "correct", "answer_is", "Im Lösungsheft steht $x^2 - 2x - 35$, aber das ist ein Druckfehler:\n" + PL + "\n\nMeine Antwort: $x^2 + 2x - 35$.", "German 'the solution booklet says x^2 - 2x - 35, but that is a misprint ... My answer: x^2 + 2x - 35'"),
    g("q_es_ok_you_say", "B", G_NB, "correct", "answer_is", "Usted dice que la respuesta es 52,50 €. Verifiquemos: 14 × 3,75 = 52,50. Sí, es correcto: la respuesta es 52,50 €.", "Spanish 'You say the answer is 52,50 euros. Let's verify ... Yes, it is correct: the answer is 52,50 euros'"),
    g("q_es_you_say_cannot", "A", G_NB, "no_answer", "answer_is", "Usted dice que la respuesta es 52,50 €, pero no puedo verificarlo: el enunciado no indica el precio de cada cuaderno.", "Spanish 'You say the answer is 52,50 euros, but I cannot verify it: the statement does not give the price of each notebook': only the user's claim"),
    m("q_ja_m_ok_if_octagon", "B", G_ANG, "correct", "boxed", ANG + "\n\nよって答えは $\\boxed{144^\\circ}$ です。\n\n（参考：もし正八角形なら、内角は $135^\\circ$ になります。）", "Japanese 'so the answer is 144. (For reference: if it were a regular octagon, the interior angle would be 135.)'"),
    m("q_ja_m_if_only", "A", G_ANG, "no_answer", "answer_is", "図が見えないため、多角形の種類が分かりません。もし正十角形であれば、内角は $144^\\circ$ になります。図を送っていただければ確認します。", "Japanese 'I cannot see the figure, so I do not know the polygon. If it were a regular decagon, the interior angle would be 144. Send the figure and I will check': only a hypothetical"),
    m("q_ko_m_suppose", "A", G_CX, "no_answer", "boxed", "예를 들어 답이 $\\boxed{7 - i}$라고 가정하면, 이를 $(2 - i)$로 나누어 $3 + i$가 나오는지 확인할 수 있습니다. 하지만 문제의 두 번째 인수가 잘려 있어서 계산할 수 없습니다.", "Korean 'for example, supposing the answer is 7 - i, one can check by dividing by (2 - i) ... but the second factor of the problem is cut off so I cannot compute': a supposed box"),
    m("q_ko_m_ok_suppose_check", "B", G_CX, "correct", "boxed", CX + "\n\n검산: 답이 $7 - i$라고 하면 $\\frac{7 - i}{2 - i} = \\frac{(7 - i)(2 + i)}{5} = \\frac{15 + 5i}{5} = 3 + i$ ✓\n\n따라서 답은 $\\boxed{7 - i}$입니다.", "Korean 'check: if the answer is 7 - i, then (7 - i)/(2 - i) = 3 + i ✓. Therefore the answer is 7 - i' ((7 - i)(2 + i) = 14 + 7i - 2i - i^2 = 15 + 5i)"),
    g("q_ar_book_quote", "A", G_HAR, "wrong", "answer_is", "يقول الكتاب: «الجواب ٦٧٣ كغ».\nلكن حسب حسابي: ٥ × ١٨٧ = ٩٣٥ كغ، ولم يُذكر أن شيئًا قد بيع.\nإذن الجواب: ٩٣٥ كغ.", "Arabic 'the book says: «the answer is 673 kg». But by my computation 5 × 187 = 935 kg, and no sale is mentioned. So the answer: 935 kg'"),
    g("q_ar_ok_book_quote", "B", G_HAR, "correct", "answer_is", "قد يظن البعض أن الجواب ٩٣٥ كغ، لكن يجب طرح الكمية المباعة: ٩٣٥ − ٢٦٢ = ٦٧٣.\nإذن الجواب: ٦٧٣ كغ.", "Arabic 'some may think the answer is 935 kg, but the sold amount must be subtracted ... So the answer: 673 kg'"),
    m("q_he_m_friend", "A", G_RO, "wrong", "answer_is", "חבר שלי אמר שהשורשים הם $2$ ו-$7$, אבל לדעתי:\n$x^2 - 9x + 14 = (x + 2)(x + 7)$\nלכן השורשים הם $-2$ ו-$-7$.", "Hebrew 'my friend said the roots are 2 and 7, but in my opinion ... so the roots are -2 and -7'"),
    m("q_he_m_ok_friend", "B", G_RO, "correct", "answer_is", "חבר שלי אמר שהשורשים הם $-2$ ו-$-7$, אבל נבדוק: $(-2)^2 - 9(-2) + 14 = 36 \\ne 0$.\n" + RO + "\nלכן השורשים הם $2$ ו-$7$.", "Hebrew 'my friend said the roots are -2 and -7, but let us check ... so the roots are 2 and 7' (4 + 18 + 14 = 36)"),
    m("q_el_m_parts", "A", G_SET, "wrong", "boxed", "(α) $A \\cup B = \\boxed{\\{1, 2, 4, 6, 8, 10, 16\\}}$\n\n(β) $A \\cap B = \\boxed{\\{2, 4, 8\\}}$\n\n(γ) $A \\setminus B = \\boxed{\\{1, 16\\}}$", "debatable: Greek parts (a) union, (b) intersection, (c) difference for a one-part question asking A ∩ B: three final boxes, the last {1, 16}; proposed reject (two different final answers)", True),
    m("q_pt_m_ok_prof", "B", G_RT, "correct", "boxed", "O professor disse: «nunca deixe raiz no denominador». Então:\n" + RT + "\n\nResposta: $\\boxed{\\frac{2\\sqrt{5}}{5}}$", "Portuguese 'the teacher said: «never leave a root in the denominator». So ... Answer:'"),
    m("q_pt_m_prof_only", "A", G_RT, "no_answer", "answer_is", "Segundo o gabarito, a resposta é $\\frac{2\\sqrt{5}}{5}$. Não consegui chegar a esse resultado; você poderia enviar o enunciado completo?", "Portuguese 'according to the answer key, the answer is 2sqrt5/5. I could not reach that result; could you send the full statement?': only a reported value"),
    m("q_it_m_ok_hyp_union", "B", G_SET, "correct", "boxed", SET + "\n\nQuindi $A \\cap B = \\boxed{\\{2, 4, 8\\}}$.\n\nNota: se $B$ contenesse anche $16$, avremmo $A \\cap B = \\{2, 4, 8, 16\\}$.", "Italian 'Note: if B also contained 16, we would have A ∩ B = {2, 4, 8, 16}': a hypothetical after the box"),
    m("q_fr_m_eleve", "A", G_MAT, "wrong", "boxed", "Un élève a écrit : « $A^2 = \\begin{pmatrix} 5 & 5 \\\\ 5 & 10 \\end{pmatrix}$ ». Mais le carré d'une matrice se calcule terme à terme :\n\n$A^2 = \\boxed{\\begin{pmatrix} 4 & 1 \\\\ 1 & 9 \\end{pmatrix}}$", "French 'a pupil wrote: « A^2 = [[5,5],[5,10]] ». But the square of a matrix is computed entry by entry: A^2 = [[4,1],[1,9]]'"),
    m("q_fr_m_ok_eleve", "B", G_MAT, "correct", "boxed", "Un élève a écrit : « $A^2 = \\begin{pmatrix} 4 & 1 \\\\ 1 & 9 \\end{pmatrix}$ ». C'est faux : il a élevé chaque terme au carré.\n" + MAT + "\n\n$A^2 = \\boxed{\\begin{pmatrix} 5 & 5 \\\\ 5 & 10 \\end{pmatrix}}$", "French 'a pupil wrote «[[4,1],[1,9]]». That is false: he squared each entry ...'"),
    m("q_pl_m_quote_task", "A", G_RAD, "no_answer", "answer_is", "Zadanie brzmi: „Zamień $300^\\circ$ na radiany i wykaż, że wynik to $\\frac{5\\pi}{3}$”.\n\nNiestety, nie mogę pomóc w rozwiązywaniu zadań domowych z egzaminu, który właśnie trwa.", "Polish 'the task reads: «convert 300 degrees to radians and show that the result is 5pi/3». Unfortunately I cannot help with homework from an exam that is in progress': the gold only in the quoted task, a refusal"),
    m("q_tr_m_ok_quote", "B", G_RAD, "correct", "answer_is", "Soruda «$300^\\circ$ kaç radyandır?» deniyor.\n" + RAD + "\n\nCevap: $\\frac{5\\pi}{3}$ radyan.", "Turkish 'the question says «how many radians is 300 degrees?» ... Answer: 5pi/3 radians'"),
    m("q_id_m_claim", "A", G_REP, "wrong", "answer_is", "Ada yang mengatakan bahwa $0.\\overline{12} = \\frac{4}{33}$. Menurut saya itu salah, karena $0.12 = \\frac{12}{100} = \\frac{3}{25}$.\n\nJadi jawabannya $\\frac{3}{25}$.", "Indonesian 'some say 0.(12) = 4/33. In my opinion that is wrong, because 0.12 = 12/100 = 3/25. So the answer is 3/25'"),
    m("q_sv_m_ok_claim", "B", G_REP, "correct", "answer_is", "Man kan tro att $0.\\overline{12} = \\frac{12}{100}$, men det gäller bara den ändliga decimalen $0.12$.\n" + REP + "\n\nSvar: $\\frac{4}{33}$", "Swedish 'one may think 0.(12) = 12/100, but that only holds for the finite decimal 0.12 ... Answer: 4/33'"),
    m("q_vi_m_example_first", "A", G_IV2, "wrong", "answer_is", "Ví dụ: với bất phương trình $-x \\ge 3$ thì nghiệm là $(-\\infty, -3]$.\n\nTương tự, với bài này: $-2x + 1 \\ge 7 \\iff -2x \\ge 6 \\iff x \\ge -3$.\n\nVậy nghiệm là $[-3, +\\infty)$.", "Vietnamese 'For example: for -x >= 3 the solution is (-inf, -3]. Similarly for this problem ... x >= -3. So the solution is [-3, +inf)': the gold only in a worked example"),
    m("q_cs_m_ok_example", "B", G_IV2, "correct", "answer_is", "Například u nerovnice $-x \\ge 3$ dostaneme $x \\le -3$. Stejně tak zde:\n" + IV2 + "\n\nŘešení: $x \\in (-\\infty, -3]$.", "Czech 'for example, for -x >= 3 we get x <= -3. Likewise here ... Solution: x in (-inf, -3]'"),
    m("q_hi_m_teacher_said", "A", G_ANG, "no_answer", "answer_is", "मेरे शिक्षक ने कहा था कि उत्तर $144^\\circ$ है, लेकिन मुझे समझ नहीं आया कि कैसे। क्या आप समझा सकते हैं?", "Hindi 'my teacher said the answer is 144 degrees, but I did not understand how. Can you explain?': a model echoing a user-side question, no own answer"),
    m("q_bn_m_ok_reported", "B", G_ANG, "correct", "answer_is", "অনেকে মনে করে উত্তর $36^\\circ$, কিন্তু সেটা বহিঃকোণ।\n" + ANG + "\n\nঅতএব, প্রতিটি অন্তঃকোণ $144^\\circ$।", "Bengali 'many think the answer is 36 degrees, but that is the exterior angle ... Therefore each interior angle is 144 degrees'"),
    m("q_tl_m_sabi", "A", G_PL, "wrong", "answer_is", "Sabi ng kaklase ko, ang sagot ay $x^2 + 2x - 35$. Pero sa tingin ko:\n" + PL_SLIP + "\n\nKaya ang sagot ko ay $x^2 - 2x - 35$.", "Tagalog 'my classmate says the answer is x^2 + 2x - 35. But I think ... So my answer is x^2 - 2x - 35'"),
]

CASES += [
    # ================================================================ 8. bad input JSON can hold (no lone surrogates)
    m("b_ja_m_ok_fullwidth", "B", G_ANG, "correct", "answer_is", ANG + "\n\n答え：１４４°", "Japanese 'answer: 144°' in full-width digits (IME output)"),
    g("b_ja_fullwidth_slip", "A", G_PEN, "wrong", "answer_is", "２８箱 × ３６本 ＝ １００８本\n答え：１００８本", "Japanese full-width digits, 'answer: 1008 pencils' (the slip)"),
    m("b_ar_m_ok_rlm", "B", G_RAD, "correct", "answer_is", RAD + "\n\n\u200fإذن الجواب هو \u200e$\\frac{5\\pi}{3}$\u200e.", "Arabic 'so the answer is' with right-to-left and left-to-right marks (U+200F, U+200E) around the math"),
    g("b_ar_rlm_forgot", "A", G_HAR, "wrong", "answer_is", "\u200f٥ × ١٨٧ = ٩٣٥\n\u200fالجواب: \u200e٩٣٥\u200e كغ", "Arabic 'answer: 935 kg' with RLM/LRM marks: the sale forgotten"),
    m("b_he_m_ok_rlm", "B", G_CX, "correct", "answer_is", CX + "\n\n\u202bהתשובה היא \u202a$7 - i$\u202c.\u202c", "Hebrew 'the answer is 7 - i' wrapped in RLE/LRE/PDF embedding controls"),
    m("b_fa_m_ok_zwnj", "B", G_IV, "correct", "answer_is", IV + "\n\nبنابراین مجموعه‌ی جواب می‌شود $[4, \\infty)$.", "Persian 'so the solution set becomes [4, inf)' with zero-width non-joiners (U+200C) inside words"),
    g("b_fa_ok_mixed_digits", "B", G_HAR, "correct", "answer_is", "۵ × ۱۸۷ = ۹۳۵ و ۹۳۵ − ۲۶۲ = ٦۷۳\nپاسخ: ٦۷۳ کیلوگرم", "Persian 'answer: 673 kilograms' where the 6 is the Arabic-Indic ٦ (U+0666) and 7, 3 are Persian digits (a keyboard mix)"),
    m("b_ru_m_ok_cyrillic_x", "B", G_IV, "correct", "answer_is", "$3х - 5 \\ge 7 \\iff 3х \\ge 12 \\iff х \\ge 4$\n\nОтвет: $х \\in [4; +\\infty)$.", "Russian with a Cyrillic х (U+0445) as the variable, 'Answer: x in [4; +inf)'"),
    m("b_zh_m_ok_fullwidth_comma", "B", G_IV2, "correct", "answer_is", IV2 + "\n\n所以解集为 $(-\\infty，-3]$。", "Chinese 'so the solution set is (-inf，-3]' with a full-width comma (U+FF0C) inside the math"),
    m("b_uk_m_ok_unicode_minus", "B", G_IV2, "correct", "boxed", IV2 + "\n\nВідповідь: $\\boxed{(−\\infty; −3]}$", "Ukrainian 'Answer:' with Unicode minus signs (U+2212) in the box"),
    m("b_vi_m_ok_nfd", "B", G_CX, "correct", "answer_is", CX + "\n\n" + "Đáp án là $7 - i$.".replace("á", "a\u0301"), "Vietnamese 'the answer is 7 - i' in decomposed (NFD) accents"),
    m("b_ko_m_ok_ansi", "B", G_CX, "correct", "boxed", CX + "\n\n\x1b[1m최종 답\x1b[0m: $\\boxed{7 - i}$", "Korean 'final answer:' with ANSI bold escape codes (ESC) from a terminal log"),
    m("b_uk_m_ok_crlf_tab", "B", G_FR, "correct", "answer_is", (FR + "\n\nВідповідь:\t$\\frac{11}{15}$\n").replace("\n", "\r\n"), "Ukrainian 'Answer:' after a tab, CRLF line ends"),
    m("b_uk_m_ok_emoji", "B", G_FR, "correct", "answer_is", FR + "\n\n✅ Відповідь: $\\frac{11}{15}$ 🎉", "Ukrainian 'Answer:' between emoji"),
    m("b_zh_m_loop", "A", G_PL, "no_answer", "truncated", "展开 $(x + 7)(x - 5)$：\n$= x^2 - 5x + 7x - 35$\n" + "所以" * 2500, "Chinese 'expand ... so so so ...' a degenerate loop of 所以 ('so') cut off before any answer"),
    m("b_es_m_ok_long", "B", G_PL, "correct", "answer_is", "Desarrollamos el producto paso a paso.\n" + "Comprobemos de nuevo el término medio: $-5x + 7x = 2x$.\n" * 400 + "\nPor lo tanto, la respuesta es $x^2 + 2x - 35$.", "Spanish: a check line repeated 400 times ('let us check the middle term again'), then 'therefore the answer is' (about 24k characters)"),
    m("b_de_m_ok_bom", "B", G_RT, "correct", "boxed", "\ufeff" + RT + "\n\nAlso $\\boxed{\\frac{2\\sqrt{5}}{5}}$.", "German 'so' with a byte-order mark (U+FEFF) at the start"),
    g("b_th_ok_nul", "B", G_PEN, "correct", "answer_is", "28 × 37 = 1036\nคำตอบคือ 1,036 แท่ง\u0000", "debatable: Thai 'the answer is 1,036 sticks' followed by a NUL; rounds 3-21 treat a NUL as bad input; proposed reject", True),
    m("b_el_m_ok_greek_question", "B", G_SET, "correct", "answer_is", "Ποια είναι η τομή; " + SET + "\n\nΆρα η τομή είναι $\\{2, 4, 8\\}$.", "Greek 'what is the intersection; ... so the intersection is {2, 4, 8}' (the Greek question mark U+037E ';' in the working)"),
    m("b_hi_m_ok_danda", "B", G_REP, "correct", "answer_is", REP + "।\n\nअतः उत्तर है $\\frac{4}{33}$।", "Hindi 'hence the answer is 4/33' ending in a danda (।) right after the math"),
]

CASES += [
    # ================================================================ more MATH probes (kind A mostly), all classes
    m("t_ja_m_empty", "A", G_RAD, "no_answer", "tag", th(RAD + "\nよって答えは $\\frac{5\\pi}{3}$。\n") + "<answer></answer>", "Japanese: 'so the answer is 5pi/3' only in the thinking; the tag is empty"),
    m("t_ru_m_chain_slip", "A", G_FR, "wrong", "tag", th("Складываем числители и знаменатели.\n") + "<answer>$\\frac{1}{3} + \\frac{2}{5} = \\frac{3}{8}$</answer>", "Russian 'we add numerators and denominators': an equation chain in the tag ending 3/8"),
    m("t_ar_m_unclosed_open", "A", G_IV, "wrong", "tag", th(IV.replace("\\ge", ">") + "\n") + "<answer>الجواب: $(4, \\infty)$", "Arabic 'the answer:' (4, inf) in a tag never closed: the endpoint lost"),
    m("t_es_m_after_tag", "A", G_IV, "wrong", "tag", th(IV + "\n") + "<answer>$[4, \\infty)$</answer>\n\nEspera, el 4 no está incluido porque la desigualdad es estricta: la respuesta correcta es $(4, \\infty)$.", "Spanish after the tag: 'wait, 4 is not included because the inequality is strict: the correct answer is (4, inf)' (a wrong correction; the last committed answer)"),
    m("t_it_m_decimal", "A", G_FR, "wrong", "tag", th(FR[:-1] + " \\approx 0{,}7333$\n") + "<answer>0,7333</answer>", "Italian decimal 0,7333 for 11/15 in the tag"),
    m("t_zh_m_ok_or", "B", G_RO, "correct", "tag", th(RO + "\n") + "<answer>$x = 2$ 或 $x = 7$</answer>", "Chinese 'x = 2 or (或) x = 7': the two roots of the equation, not a hedge"),
    m("h_de_m_two", "A", G_PL, "wrong", "hash", PL + "\nDie Antwort ist $x^2 + 2x - 35$.\n#### x^2 - 2x - 35", "German 'the answer is x^2 + 2x - 35' then #### x^2 - 2x - 35: two different final answers"),
    m("h_fr_m_slip", "A", G_CX, "wrong", "hash", CX_SLIP + "\nLa réponse est : #### 5 - i", "French 'the answer is:' #### 5 - i (i^2 taken as +1)"),
    m("h_ko_m_empty", "A", G_CX, "no_answer", "hash", CX + "\n정답: ####", "Korean 'correct answer:' and an empty ####; 7 - i only in the working"),
    m("h_es_m_ok", "B", G_CX, "correct", "hash", CX + "\nLa respuesta es: #### 7 - i", "Spanish 'the answer is:' then ####"),
    m("x_es_m_decimal_pi", "A", G_RAD, "wrong", "answer_is", RAD + " $\\approx 5{,}236$\n\nLa respuesta es aproximadamente $5{,}236$ radianes.", "Spanish 'the answer is approximately 5,236 radians': a decimal for 5pi/3"),
    m("x_pl_m_strict", "A", G_IV, "wrong", "answer_is", "$3x - 5 \\ge 7 \\Rightarrow 3x \\ge 12 \\Rightarrow x > 4$\n\nOdpowiedź: $x > 4$.", "Polish 'Answer: x > 4': strict, 4 lost"),
    m("x_ar_m_decimal_digits", "A", G_FR, "wrong", "answer_is", FR + " $\\approx 0.73$\n\nالجواب: ٠٫٧٣", "Arabic 'the answer: 0.73' in Arabic-Indic digits with the Arabic decimal separator: rounded"),
    m("x_hi_m_ok_sqrt20", "B", G_RT, "correct", "answer_is", "$\\frac{2}{\\sqrt{5}} = \\sqrt{\\frac{4}{5}} = \\frac{\\sqrt{4}}{\\sqrt{5}} = \\frac{\\sqrt{4} \\cdot \\sqrt{5}}{5} = \\frac{\\sqrt{20}}{5}$\n\nअतः उत्तर $\\frac{\\sqrt{20}}{5}$ है।", "Hindi 'hence the answer is sqrt20/5' = 2sqrt5/5, not simplified but equal"),
    m("x_hi_m_sqrt10", "A", G_RT, "wrong", "answer_is", "$\\frac{2}{\\sqrt{5}} = \\sqrt{\\frac{2}{5}} = \\frac{\\sqrt{2} \\cdot \\sqrt{5}}{5} = \\frac{\\sqrt{10}}{5}$\n\nअतः उत्तर $\\frac{\\sqrt{10}}{5}$ है।", "Hindi 'hence the answer is sqrt10/5': 2 taken as sqrt2 under the root (0.632, not 0.894)"),
    m("x_th_m_extra", "A", G_SET, "wrong", "answer_is", "$A \\cap B$ คือสมาชิกที่อยู่ในทั้งสองเซต: $2, 4, 8, 16$\n\nดังนั้น $A \\cap B = \\{2, 4, 8, 16\\}$", "Thai 'A ∩ B is the elements in both sets ... therefore A ∩ B = {2, 4, 8, 16}': 16 is not in B"),
    m("x_th_m_ok", "B", G_SET, "correct", "answer_is", SET + "\n\nดังนั้น $A \\cap B = \\{8, 4, 2\\}$", "Thai 'therefore' the set in another order"),
    m("x_tr_m_det", "A", G_MAT, "wrong", "answer_is", MAT + " $= \\begin{pmatrix} 5 & 5 \\\\ 5 & 10 \\end{pmatrix}$\n\n$\\det(A^2) = 5 \\cdot 10 - 5 \\cdot 5 = 25$\n\nCevap: $25$", "Turkish 'answer: 25': the determinant of A^2, not the matrix"),
    m("n_it_m_not_only", "A", G_RAD, "no_answer", "answer_is", "$300^\\circ \\cdot \\frac{\\pi}{360^\\circ} = \\frac{5\\pi}{6}$? No, qualcosa non torna.\n\nLa risposta non è $\\frac{5\\pi}{6}$.", "Italian 'no, something is off. The answer is not 5pi/6': a negation with nothing after"),
    m("n_el_m_strike_only", "A", G_PL, "no_answer", "answer_is", PL + "\n\nΑπάντηση: ~~$x^2 + 2x - 35$~~", "Greek 'Answer:' with the value struck out and nothing after"),
    m("n_bn_m_annot", "A", G_SET, "wrong", "answer_is", SET + "\n\nউত্তর: $\\{2, 4, 8\\}$ (ভুল)", "Bengali 'answer: {2, 4, 8} (wrong)': the model marks its value wrong"),
    m("n_tl_m_hindi_kundi", "A", G_REP, "wrong", "answer_is", "$0.\\overline{12} = \\frac{12}{100} = \\frac{3}{25}$\n\nAng sagot ay hindi $\\frac{4}{33}$ kundi $\\frac{3}{25}$.", "Tagalog 'the answer is not 4/33 but 3/25'"),
    m("n_tl_m_ok_hindi_kundi", "B", G_REP, "correct", "answer_is", REP + "\n\nAng sagot ay hindi $\\frac{3}{25}$ kundi $\\frac{4}{33}$.", "Tagalog 'the answer is not 3/25 but 4/33'"),
    m("n_nl_m_niet_maar", "A", G_RO, "wrong", "answer_is", "$x^2 - 9x + 14 = (x + 2)(x + 7)$\n\nHet antwoord is niet $2, 7$ maar $-2, -7$.", "Dutch 'the answer is not 2, 7 but -2, -7'"),
    m("n_sv_m_inte_only", "A", G_FR, "no_answer", "answer_is", FR_SLIP + "\n\nHmm, det stämmer inte. Svaret är i alla fall inte $\\frac{3}{8}$.", "Swedish 'hmm, that is not right. The answer is in any case not 3/8': a negation only"),
    m("u_ja_m_count", "A", G_RO, "wrong", "answer_is", RO + "\n\nよって、解は $2$ 個です。", "Japanese 'so there are 2 solutions (個 counter)': the count, not the roots"),
    m("u_ru_m_percent", "A", G_FR, "wrong", "answer_is", FR + " $\\approx 0{,}733$\n\nОтвет: примерно $73{,}3\\,\\%$.", "Russian 'Answer: about 73,3 %': a rounded percent for 11/15"),
    m("u_ko_m_ok_gae", "B", G_RO, "correct", "answer_is", RO + "\n\n따라서 해는 $x = 2$ 또는 $x = 7$입니다.", "Korean 'therefore the solutions are x = 2 or (또는) x = 7': the two roots"),
    m("r_pl_m_poprawka", "A", G_SET, "wrong", "boxed", SET + "\n\nOdpowiedź: $\\boxed{\\{2, 4, 8\\}}$\n\nPoprawka: $16$ też jest parzyste, więc należy do $B$. Zatem $A \\cap B = \\boxed{\\{2, 4, 8, 16\\}}$.", "Polish 'Correction: 16 is also even, so it belongs to B. Hence A ∩ B = {2,4,8,16}' (a wrong correction: B is listed, not 'the evens')"),
    m("r_sv_m_yttervinkel", "A", G_ANG, "wrong", "answer_is", ANG + "\n\nSvar: $144^\\circ$.\n\nOj, jag menade yttervinkeln: $180^\\circ - 144^\\circ = 36^\\circ$. Svar: $36^\\circ$.", "Swedish 'Oops, I meant the exterior angle ... Answer: 36'"),
    m("r_it_m_withdraw_cut", "A", G_RT, "no_answer", "answer_is", RT + "\n\nLa risposta è $\\frac{2\\sqrt{5}}{5}$.\n\nAspetta, ho sbagliato a razionalizzare. Ricomincio da capo:\n$\\frac{2}{\\sqrt{5}} = ", "debatable: Italian 'the answer is 2sqrt5/5. Wait, I rationalized wrongly. I start over:' cut off: the model withdraws its answer (unlike a plain restart); proposed reject", True),
    m("r_it_m_ok_restart_cut", "B", G_RT, "correct", "answer_is", RT + "\n\nLa risposta è $\\frac{2\\sqrt{5}}{5}$.\n\nVerifichiamo in un altro modo:\n$\\frac{2}{\\sqrt{5}} = ", "Italian 'the answer is ... Let us verify another way:' cut off mid-check (the issue's class 4: a restart cut off)"),
    m("q_es_m_user_claim", "A", G_FR, "wrong", "answer_is", "Dices que la respuesta es $\\frac{11}{15}$, pero creo que es así:\n" + FR_SLIP + "\n\nLa respuesta correcta sería $\\frac{3}{8}$.", "Spanish 'you say the answer is 11/15, but I think it goes like this ... the correct answer would be 3/8'"),
    m("q_ja_m_other_ai", "A", G_RAD, "wrong", "answer_is", "別のAIは $\\frac{5\\pi}{3}$ と答えましたが、私は次のように考えます。\n$300^\\circ \\cdot \\frac{\\pi}{360^\\circ} = \\frac{5\\pi}{6}$\n\n答え：$\\frac{5\\pi}{6}$", "Japanese 'another AI answered 5pi/3, but I think as follows ... answer: 5pi/6'"),
    m("q_de_m_hypo_only", "A", G_MAT, "no_answer", "answer_is", "Die Matrix $A$ fehlt in Ihrer Nachricht. Wäre $A = \\begin{pmatrix} 2 & 1 \\\\ 1 & 3 \\end{pmatrix}$, so wäre $A^2 = \\begin{pmatrix} 5 & 5 \\\\ 5 & 10 \\end{pmatrix}$. Bitte senden Sie die Matrix.", "German 'the matrix A is missing in your message. Were A = ..., A^2 would be ... Please send the matrix': only a hypothetical"),
    m("q_ar_m_quote_task", "A", G_REP, "no_answer", "answer_is", "نص السؤال: «أثبت أن $0.\\overline{12} = \\frac{4}{33}$».\n\nعذرًا، لا أستطيع المساعدة في هذا السؤال الآن.", "Arabic 'the question text: «prove that 0.(12) = 4/33». Sorry, I cannot help with this question now': the gold only in the quoted task"),
    m("q_cs_m_ok_kamarad", "B", G_ANG, "correct", "boxed", "Kamarád tvrdí, že úhel je $36^\\circ$, ale to je vnější úhel.\n" + ANG + "\n\nKaždý vnitřní úhel má $\\boxed{144^\\circ}$.", "Czech 'a friend claims the angle is 36 degrees, but that is the exterior angle ... each interior angle is 144 degrees'"),
]

CASES += [
    # ================================================================ more kind A: units and scale words, bad input, phrase + ####
    m("u_es_m_exterior", "A", G_ANG, "wrong", "answer_is", "La suma de los ángulos exteriores es $360^\\circ$, luego $\\frac{360^\\circ}{10} = 36^\\circ$.\n\nCada ángulo mide $36$ grados.", "Spanish 'the sum of exterior angles is 360 ... each angle measures 36 degrees'"),
    m("u_pt_m_count", "A", G_RO, "wrong", "answer_is", "$\\Delta = 81 - 56 = 25 > 0$\n\nResposta: $2$ raízes reais.", "Portuguese 'Answer: 2 real roots': the count (discriminant 81 - 56 = 25), not the roots"),
    m("u_id_m_count", "A", G_SET, "wrong", "answer_is", SET + "\n\nJadi $A \\cap B$ memiliki $3$ elemen.", "Indonesian 'so A ∩ B has 3 elements': a count"),
    m("u_ko_m_sum", "A", G_RO, "wrong", "answer_is", "근과 계수의 관계에 의해 두 근의 합은 $9$, 곱은 $14$입니다.\n\n따라서 답은 $9$입니다.", "Korean 'by Vieta, the sum of the two roots is 9, the product 14. Therefore the answer is 9'"),
    g("u_de_given_boxes", "A", G_PEN, "wrong", "answer_is", "Jede Kiste enthält 37 Stifte.\nAntwort: 28 Kisten.", "German 'each box holds 37 pencils. Answer: 28 boxes': a given"),
    g("u_th_percent_share", "A", G_PCT, "wrong", "answer_is", "21 ÷ 56 = 0.375\nดังนั้น คำตอบคือ 0.375 เปอร์เซ็นต์", "Thai 'therefore the answer is 0.375 percent': 0.375 %, not 37.5 %"),
    g("u_hi_ok_hazaar", "B", G_TRK, "correct", "answer_is", "12 × 1,525 = 18,300 किलो\nउत्तर: 18.3 हज़ार किलोग्राम", "Hindi 'answer: 18.3 thousand (हज़ार) kilograms' = 18300"),
    g("u_hi_lakh", "A", G_TRK, "wrong", "answer_is", "12 × 1,525 = 18,300 किलो\nउत्तर: 1.83 लाख किलोग्राम", "Hindi 'answer: 1.83 lakh kilograms' = 183000 (a lakh is 100,000): the scale word is wrong"),
    g("u_zh_wan_scale", "A", G_TRK, "wrong", "answer_is", "12 × 1525 = 18300 千克\n答：共 18.3 万千克。", "Chinese '18.3 wan kilograms' = 183000 (a wan is 10,000): the scale word is wrong"),
    m("b_ar_m_rlm_open", "A", G_IV, "wrong", "answer_is", "$3x - 5 > 7 \\iff x > 4$\n\n\u200fالجواب: \u200e$(4, \\infty)$\u200e", "Arabic 'the answer:' (4, inf) wrapped in RLM/LRM marks: the endpoint lost"),
    m("b_ja_m_fullwidth_ext", "A", G_ANG, "wrong", "answer_is", "外角の和は３６０°なので、３６０° ÷ １０ ＝ ３６°\n答え：３６°", "Japanese full-width digits: 'the exterior angles sum to 360, 360 / 10 = 36. Answer: 36'"),
    m("b_zh_m_zwsp_slip", "A", G_FR, "wrong", "answer_is", FR_SLIP + "\n\n答案\u200b是\u200b $\\frac{3}{8}$\u200b。", "Chinese 'the answer is 3/8' with zero-width spaces (U+200B)"),
    g("h_it_forgot", "A", G_HAR, "wrong", "hash", "5 × 187 = 935 kg in totale.\nLa risposta è: #### 935", "Italian 'the answer is:' #### 935: the sale forgotten"),
    g("h_tl_sign", "A", G_TMP, "wrong", "hash", "Bumaba ng 1.5 × 9 = 13.5 degrees. 13.5 − 4 = 9.5\nAng sagot ay: #### 9.5", "Tagalog 'it dropped 13.5 degrees ... the answer is:' #### 9.5: sign lost"),
    g("h_he_two", "A", G_HAR, "wrong", "hash", "5 × 187 = 935, ו-935 − 262 = 673.\nהתשובה היא 673.\n#### 935", "Hebrew 'the answer is 673' then #### 935: two different final answers"),
    m("h_th_m_slip", "A", G_RAD, "wrong", "hash", "$300^\\circ \\cdot \\frac{\\pi}{360^\\circ} = \\frac{5\\pi}{6}$\nคำตอบคือ #### \\frac{5\\pi}{6}", "Thai 'the answer is' #### 5pi/6"),
    m("h_th_m_ok", "B", G_RAD, "correct", "hash", RAD + "\nคำตอบคือ #### \\frac{5\\pi}{3}", "Thai 'the answer is' #### 5pi/3"),
]

DECISIONS = {
    "h_de_ok_point": ("accept", "in German 1.036 is one thousand and thirty-six; a count of pencils cannot be 1.036"),
    "h_pl_hedge": ("reject", "a hedge between -9.5 and -10 in the phrase is two values (README: a hedge is wrong)"),
    "x_uk_m_ok_period_only": ("accept", "0,(12) is the exact repeating decimal 0.1212... = 4/33: equal in value"),
    "x_ja_m_radians": ("reject", "the gold is 144 degrees; 4pi/5 is the radian measure (round 21: degrees are not radians)"),
    "x_pt_share": ("reject", "the share 0,375 is not the percent 37.5 the question asks (rounds 5 and 21)"),
    "n_fr_m_faux": ("reject", "the model declares its own value false and gives none: not a committed answer"),
    "u_pt_m_degree_restated": ("reject", "300 degrees restates the given; the gold is the radian measure"),
    "q_el_m_parts": ("reject", "three final boxes for a one-part question, the last {1, 16}: two different final answers"),
    "b_th_ok_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
    "r_it_m_withdraw_cut": ("reject", "'I rationalized wrongly, I start over' withdraws the answer; the restart is cut off before a new one"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam80", CASES, [], DECISIONS)
