r"""Build adversarial_redteam51.jsonl: a fifty-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam51", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, WITHOUT reading other
rounds' probe files (rounds 22-50 included), and WITHOUT running the checker or any grader on the
probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md ("How labels were
made" and the sources table, to avoid reusing problems), corpus_build.py (helpers), the round-21
builder (structure, conventions, label rules) and `issues show 25` were read.

Aim of this round: a fresh measure of the issue's kind-A classes where they are subtle, about half
kind A and half kind-B twins: exactness traps (near-zero exact expressions, tiny offsets, decimals
for exact values, rounding the question did not ask for); negation and annotation in new notations
(Unicode combining strokes, HTML <del>/<s>, \xcancel, \ne) and languages; comparison, count and
group words after numbers (dozen, hundred, thousand, 万, ダース, 다스, тысяч, mil, milioni, k) in
English and other languages; retraction markers in new phrasings and in Chinese, Japanese, Korean,
Russian, Spanish, French, German, Portuguese and Italian; quoted, reported, hypothetical,
conditional and other-part statements in new framings (answer keys, forums, instructions, code
comments, invented Llama 3 turns); bad input a JSON corpus can hold (NUL, zero-width and bidi
marks, ANSI escapes, Arabic-Indic and Devanagari digits, golds stored with `####` or `$`, huge
inputs). About half GSM8K, half MATH.

Problems and golds (every value checked by hand; python used for arithmetic only):
GSM8K
- BANK: a $45 balance, three checks of $27.50 -> -37.5 (3 * 27.50 = 82.50; 45 - 82.50 = -37.50;
  check -37.50 + 82.50 = 45). Rounded -38 is wrong.
- GAS: 12.5 gallons at $3.48 -> 43.5 (12 * 3.48 = 41.76; 0.5 * 3.48 = 1.74; 41.76 + 1.74 = 43.50).
  Wrong values: 44 (rounded), 41.76 (12 gallons), 43.5000001 (tiny offset).
- CHAIR: 54 chairs set in 6 rows of 9 -> 0 left (6 * 9 = 54; 54 - 54 = 0).
- DISC: a price cut from $60 to $45 -> 25 % (60 - 45 = 15; 15 / 60 = 0.25). The drop 15 is wrong.
- VAN: 100 people, vans of 8 -> 13 vans (100 / 8 = 12.5; 12 * 8 = 96 < 100; 13 * 8 = 104 >= 100).
  Wrong: 12.5, 12.
- PAY: $3,450 a month for 16 months plus a $2,250 bonus -> 57,450 (3450 * 16 = 34500 + 20700 =
  55200; 55200 + 2250 = 57450). Without the bonus 55,200 is wrong.
- JUICE: 45 L of juice and water mixed 2:3 -> 18 L of juice (45 * 2 / 5 = 18; water 45 * 3 / 5 =
  27; 18 + 27 = 45). The water 27 is wrong.
- FUEL: 6 L per 100 km over 350 km -> 21 L (350 / 100 = 3.5; 3.5 * 6 = 21). 35 (= 350 / 10) wrong.
MATH
- LOG: \log_8 \frac14 = -\frac23 (8^{-2/3} = 2^{-2} = 1/4); -0.\overline{6} = -2/3 exactly; -0.6667
  is not.
- GEO: 6 + 2 + \frac23 + ... = 9 (ratio 1/3; 6 / (2/3) = 9). 9/2 and 9 - 3^{-20} are wrong.
- SQ: \sqrt{245} = 7\sqrt5 (49 * 5 = 245); 15.65 (7\sqrt5 = 15.652...) is wrong.
- CPX: (1 - 3i)(4 + 2i) = 4 + 2i - 12i - 6i^2 = 10 - 10i; the conjugate product (1 + 3i)(4 - 2i) =
  4 - 2i + 12i + 6 = 10 + 10i is wrong.
- INT: x^2 - x - 12 <= 0 -> [-3, 4] ((x - 4)(x + 3); at x = 0: -12 <= 0); the open (-3, 4) is wrong.
- DOT: (2, -1, 4) . (3, 5, -2) = 6 - 5 - 8 = -7.
- SEQ: the 30th term of 5, 8, 11, ... = 5 + 29 * 3 = 92 (95 = 5 + 30 * 3 is the off-by-one); the sum
  of the first 30 terms is 15 * (5 + 92) = 1455.
- BASE: 2023_4 = 2 * 64 + 0 * 16 + 2 * 4 + 3 = 139.
- PROB: at least one head in three tosses = 1 - 1/8 = 7/8 = 0.875 exactly.
- CIRC: x^2 + y^2 + 4x - 10y + 20 = 0 -> (x + 2)^2 + (y - 5)^2 = 4 + 25 - 20 = 9: center (-2, 5),
  radius 3.
- ZERO: \binom62 - \binom64 = 15 - 15 = 0.
- CONE: radius 5, height 6 -> \frac13 \pi \cdot 25 \cdot 6 = 50\pi (= 157.0796...).
- QR: x^2 + 2x - 4 = 0 -> (-2 \pm \sqrt{20}) / 2 = -1 \pm \sqrt5 (1.236..., -3.236...).
- FRAC: 1/6 + 3/8 = 4/24 + 9/24 = 13/24 = 0.541\overline{6}.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact vs decimal, rounding not asked for); `n_` negation,
strike-out, annotation; `u_` words after a number (chosen so the label does not depend on the
unseen question); `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical, conditional and other-part statements; `b_` bad input a JSON corpus can
hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation, a hypothetical or a refusal) is `no_answer`; equal in value but written differently is
`correct`; a decimal for an exact irrational or repeating gold is `wrong`, a decimal equal to the
gold exactly is `correct`; a value the model itself marks wrong is `wrong`; an explicit correction
after an answer makes the corrected value the final one; a check, note or pleasantry after a
committed answer does not replace it; text in an invented next turn does not count; in an <answer>
tag a sentence, an equation chain or a box is read for the value it states, and an unclosed tag
still holds its answer; a group or scale word after a number (dozen, hundred, thousand, 万, k)
multiplies it; a NUL anywhere makes the pair bad input (decision `reject`). Lone surrogates are not
in this file: `write_records` writes UTF-8 and cannot encode them. Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam51.py
"""

from corpus_build import EOT_USER, IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- bank: gold -37.5 (3 * 27.50 = 82.50; 45 - 82.50 = -37.50).
BANK = "Three checks of $27.50 total 3 * 27.50 = <<3*27.5=82.5>>82.50 dollars.\nHer balance is 45 - 82.50 = <<45-82.5=-37.5>>-37.50 dollars.\n"
# --- gas: gold 43.5 (12.5 * 3.48 = 41.76 + 1.74 = 43.50). Slip: 12 gallons -> 41.76.
GAS = "12.5 gallons at $3.48 a gallon cost 12.5 * 3.48 = <<12.5*3.48=43.5>>43.50 dollars.\n"
GAS_SLIP = "12 gallons at $3.48 a gallon cost 12 * 3.48 = <<12*3.48=41.76>>41.76 dollars.\n"
# --- chairs: gold 0 (6 * 9 = 54; 54 - 54 = 0).
CHAIR = "6 rows of 9 chairs use 6 * 9 = <<6*9=54>>54 chairs, so 54 - 54 = <<54-54=0>>0 chairs are left over.\n"
# --- discount: gold 25 (60 - 45 = 15; 15 / 60 * 100 = 25).
DISC = "The price fell from $60 to $45, a drop of 60 - 45 = <<60-45=15>>15 dollars.\nAs a percent: 15 / 60 * 100 = <<15/60*100=25>>25 percent.\n"
# --- vans: gold 13 (100 / 8 = 12.5; 12 * 8 = 96 < 100, so 13).
VAN = "100 / 8 = <<100/8=12.5>>12.5, and 12 vans carry only 12 * 8 = <<12*8=96>>96 people, so 13 vans are needed.\n"
VAN_SLIP = "100 / 8 = <<100/8=12.5>>12.5, so we drop the half van and use 12 vans.\n"
# --- pay: gold 57450 (3450 * 16 = 55200; 55200 + 2250 = 57450). No bonus: 55200.
PAY = "16 months at $3,450 is 16 * 3450 = <<16*3450=55200>>55200 dollars.\nAdding the $2,250 bonus: 55200 + 2250 = <<55200+2250=57450>>57450 dollars.\n"
PAY_NOBONUS = "16 months at $3,450 is 16 * 3450 = <<16*3450=55200>>55200 dollars.\n"
# --- juice: gold 18 (45 * 2 / 5 = 18; water 45 * 3 / 5 = 27). Slip: the water 27.
JUICE = "Juice and water are mixed 2:3, so juice is 2/5 of the 45 L: 45 * 2 / 5 = <<45*2/5=18>>18 litres.\n"
JUICE_SLIP = "Juice and water are mixed 2:3, so juice is 3/5 of the 45 L: 45 * 3 / 5 = <<45*3/5=27>>27 litres.\n"
# --- fuel: gold 21 (350 / 100 * 6 = 21). Slip: 350 / 10 = 35.
FUEL = "The car uses 6 L per 100 km, so 350 km take 350 / 100 * 6 = <<350/100*6=21>>21 litres.\n"
FUEL_SLIP = "The car uses 6 L per 100 km, so 350 km take 350 / 10 = <<350/10=35>>35 litres.\n"

# ================================================================ MATH working
G_LOG = r"-\frac{2}{3}"  # 8^{-2/3} = (2^3)^{-2/3} = 2^{-2} = 1/4
LOG = r"$8^{-2/3} = (2^3)^{-2/3} = 2^{-2} = \frac14$, so $\log_8 \frac14 = -\frac{2}{3}$"
G_GEO = "9"  # ratio 1/3, 6 / (1 - 1/3) = 6 / (2/3) = 9
GEO = r"The ratio is $\frac13$, so the sum is $\frac{6}{1 - \frac13} = \frac{6}{2/3}$"
GEO_LC = "t" + GEO[1:]  # the same working mid-sentence
G_SQ = r"7\sqrt{5}"  # 245 = 49 * 5
SQ = r"$\sqrt{245} = \sqrt{49 \cdot 5}$"
G_CPX = "10 - 10i"  # (1 - 3i)(4 + 2i) = 4 + 2i - 12i - 6i^2 = 4 - 10i + 6
CPX = r"$(1 - 3i)(4 + 2i) = 4 + 2i - 12i - 6i^2 = 4 - 10i + 6$"
G_INT = "[-3, 4]"  # (x - 4)(x + 3) <= 0 between the roots, ends included
INT = r"$x^2 - x - 12 = (x - 4)(x + 3) \le 0$ holds between the roots, ends included, so $-3 \le x \le 4$."
G_DOT = "-7"  # 2*3 + (-1)*5 + 4*(-2) = 6 - 5 - 8 = -7
DOT = r"$(2, -1, 4) \cdot (3, 5, -2) = 6 - 5 - 8$"
G_SEQ = "92"  # 5 + 29 * 3 = 5 + 87 = 92
SEQ = r"The common difference is $3$, so $a_{30} = 5 + 29 \cdot 3 = 5 + 87$"
G_BASE = "139"  # 2*64 + 0*16 + 2*4 + 3 = 128 + 8 + 3 = 139
BASE = r"$2023_4 = 2 \cdot 64 + 0 \cdot 16 + 2 \cdot 4 + 3 = 128 + 8 + 3$"
G_PROB = r"\frac{7}{8}"  # 1 - (1/2)^3 = 7/8 = 0.875
PROB = r"No heads in three tosses has probability $\frac18$, so at least one head has probability $1 - \frac18$"
G_CIRC = "(-2, 5)"  # (x + 2)^2 + (y - 5)^2 = 4 + 25 - 20 = 9
CIRC = r"Completing the square, $(x + 2)^2 + (y - 5)^2 = 4 + 25 - 20 = 9$"
G_ZERO = "0"  # C(6,2) = 15 = C(6,4)
ZERO = r"$\binom{6}{2} - \binom{6}{4} = 15 - 15$"
G_CONE = r"50\pi"  # (1/3) * pi * 25 * 6 = 50 pi = 157.0796...
CONE = r"$V = \frac13 \pi r^2 h = \frac13 \pi \cdot 25 \cdot 6$"
G_QR = r"-1 \pm \sqrt{5}"  # (-2 +- sqrt(4 + 16)) / 2 = -1 +- sqrt5
QR = r"By the quadratic formula, $x = \frac{-2 \pm \sqrt{4 + 16}}{2} = \frac{-2 \pm 2\sqrt5}{2}$"
G_FRAC = r"\frac{13}{24}"  # 4/24 + 9/24 = 13/24 = 0.541666...
FRAC = r"$\frac16 + \frac38 = \frac{4}{24} + \frac{9}{24}$"

# a long but harmless working for the size probes: about 50,000 characters
LONG_WORK = "Let me re-read the problem and check each step once more.\n" * 860

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_es_other", "A", "13", "wrong", "tag", th(VAN_SLIP) + "<answer>Se necesitan 12 vans.</answer>", "a Spanish sentence in the tag states 12"),
    g("t_equation_other", "A", "18", "wrong", "tag", th(JUICE_SLIP) + "<answer>45 * 3 / 5 = 27</answer>", "an equation chain ending 27 (the water)"),
    g("t_ellipsis_placeholder", "A", "57450", "no_answer", "tag", th(PAY) + "<answer>...</answer>", "an ellipsis placeholder in the tag; the gold only in the thinking"),
    g("t_box_other", "A", "57450", "wrong", "tag", th(PAY_NOBONUS) + r"<answer>\boxed{55200}</answer>", "a box in the tag, 55200 (no bonus)"),
    g("t_unclosed_other", "A", "43.5", "wrong", "tag", th(GAS_SLIP) + "<answer>41.76", "an unclosed tag holding 41.76"),
    g("t_zh_sentence_other", "A", "18", "wrong", "tag", th(JUICE_SLIP) + "<answer>答案是 27 升。</answer>", "a Chinese sentence in the tag: the answer is 27 L"),
    m("t_m_open_interval", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>$(-3, 4)$</answer>", "an open interval for the closed gold"),
    m("t_m_box_other", "A", G_CIRC, "wrong", "tag", th(CIRC + "\n") + r"<answer>The center is $\boxed{(2, -5)}$.</answer>", "a sentence with a box of the sign-flipped center"),
    m("t_m_empty_box", "A", G_SEQ, "no_answer", "tag", th(SEQ + " = 92.\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag"),
    m("t_m_hedge", "A", G_GEO, "wrong", "tag", th(GEO + " = 9.\n") + "<answer>9 or 18</answer>", "a hedge in the tag"),
    m("t_m_second_tag_other", "A", G_DOT, "wrong", "tag", th(DOT + " = -7.\n") + "<answer>-7</answer>\n<think>\nWait, 4 * (-2) = -8, and 6 - 5 = 1, so 1 + 8 = 9.\n</think>\n<answer>9</answer>", "a second think/answer pair ending 9"),
    g("t_ok_sentence_es", "B", "13", "correct", "tag", th(VAN) + "<answer>Se necesitan 13 vans.</answer>", "a Spanish sentence in the tag"),
    g("t_ok_zh_sentence", "B", "18", "correct", "tag", th(JUICE) + "<answer>答案是 18 升。</answer>", "a Chinese sentence in the tag"),
    g("t_ok_equation", "B", "18", "correct", "tag", th(JUICE) + "<answer>45 * 2 / 5 = 18</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_comma", "B", "57450", "correct", "tag", th(PAY) + r"<answer>\boxed{57,450}</answer>", "a box with a comma in the tag"),
    g("t_ok_neg_dollar", "B", "-37.5", "correct", "tag", th(BANK) + "<answer>-$37.50</answer>", "a minus before the dollar sign"),
    g("t_ok_hash_in_tag", "B", "25", "correct", "tag", th(DISC) + "<answer>#### 25</answer>", "#### inside the tag"),
    m("t_m_ok_interval_in", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in [-3, 4]$</answer>", "x \\in before the interval"),
    m("t_m_ok_sentence", "B", G_CIRC, "correct", "tag", th(CIRC + "\n") + "<answer>The center is $(-2, 5)$.</answer>", "a sentence in the tag"),
    m("t_m_ok_dfrac", "B", G_FRAC, "correct", "tag", th(FRAC + "\n") + r"<answer>\dfrac{13}{24}</answer>", "\\dfrac, no dollars"),
    m("t_m_ok_pm", "B", G_QR, "correct", "tag", th(QR + "\n") + r"<answer>$x = -1 \pm \sqrt{5}$</answer>", "x = with \\pm"),
    m("t_m_ok_unclosed", "B", G_LOG, "correct", "tag", th(LOG + ".\n") + r"<answer>$-\frac{2}{3}$", "an unclosed tag holding the gold"),
    m("t_m_decimal_chain", "A", G_SQ, "wrong", "tag", th(SQ + ".\n") + r"<answer>$\sqrt{245} \approx 15.65$</answer>", "an equation chain in the tag ending in a decimal for 7\\sqrt5"),
    m("t_m_ok_box_pm", "B", G_QR, "correct", "tag", th(QR + "\n") + r"<answer>$\boxed{-1 \pm \sqrt{5}}$</answer>", "a box with \\pm in the tag"),
    m("t_m_ok_equation_log", "B", G_LOG, "correct", "tag", th(LOG + ".\n") + r"<answer>$\log_8 \frac14 = -\frac23$</answer>", "an equation in the tag ending in the gold (\\frac23 without braces)"),
    m("t_m_ok_base_subscripts", "B", G_BASE, "correct", "tag", th(BASE + " = 139.\n") + r"<answer>$2023_4 = 139_{10}$</answer>", "an equation of bases in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_answer_hash_other", "A", "18", "wrong", "hash", JUICE_SLIP + "So the answer is #### 27", "phrase then #### 27"),
    g("h_answer_colon_hash_other", "A", "13", "wrong", "hash", VAN + "Answer: #### 12.5", "Answer: #### with the unrounded 12.5"),
    g("h_final_answer_hash_empty", "A", "21", "no_answer", "hash", FUEL + "Final Answer: ####", "an empty #### after Final Answer:; the gold only in the working"),
    g("h_hash_then_es_phrase_other", "A", "25", "wrong", "hash", DISC + "#### 25\nLa respuesta es 15.", "#### gold then a Spanish phrase stating 15: two different final answers"),
    g("h_hash_then_minerva_other", "A", "43.5", "wrong", "minerva", GAS + "So the answer is #### 43.50\n" + MINERVA.format("41.76"), "#### gold then a Minerva line stating 41.76"),
    m("h_m_phrase_hash_other", "A", G_SEQ, "wrong", "hash", r"$a_{30} = 5 + 30 \cdot 3 = 95$." + "\nThe final answer is #### 95", "phrase then #### 95 (off by one)"),
    m("h_m_phrase_hash_empty_box", "A", G_BASE, "no_answer", "hash", BASE + " = 139.\n" + r"Answer: #### $\boxed{}$", "an empty box after Answer: ####"),
    g("h_ok_so_answer_hash", "B", "18", "correct", "hash", JUICE + "So the answer is #### 18", "phrase then ####"),
    g("h_ok_answer_colon_hash", "B", "13", "correct", "hash", VAN + "Answer: #### 13", "Answer: ####"),
    g("h_ok_final_answer_hash_comma", "B", "57450", "correct", "hash", PAY + "Final Answer: #### 57,450", "Final Answer: #### with a comma"),
    g("h_ok_answer_is_colon_neg", "B", "-37.5", "correct", "hash", BANK + "The answer is: #### -37.50", "The answer is: #### with a negative decimal"),
    g("h_ok_zh_colon_hash", "B", "21", "correct", "hash", FUEL + "答案：#### 21", "a Chinese marker with a full-width colon then ####"),
    g("h_ok_bold_hash", "B", "43.5", "correct", "hash", GAS + "**Answer:** #### 43.50", "bold Answer: then ####"),
    m("h_m_ok_phrase_hash", "B", G_SEQ, "correct", "hash", SEQ + " = 92.\nThe final answer is #### 92", "a MATH answer after phrase + ####"),
    m("h_m_ok_answer_hash_frac", "B", G_FRAC, "correct", "hash", FRAC + r" $= \frac{13}{24}$." + "\nAnswer: #### \\frac{13}{24}", "Answer: #### with a LaTeX fraction"),
    m("h_m_hash_open_interval", "A", G_INT, "wrong", "hash", INT + "\nSo the answer is #### (-3, 4)", "phrase + #### with the open interval"),
    m("h_m_ok_answer_hash_pi", "B", G_CONE, "correct", "hash", CONE + r" $= 50\pi$." + "\nAnswer: #### 50\\pi", "Answer: #### with \\pi"),
    m("h_m_ok_so_hash_interval", "B", G_INT, "correct", "hash", INT + "\nSo the answer is #### [-3, 4]", "phrase + #### with the interval"),

    # ================================================================ 3. exactness
    g("x_tiny_offset_zero", "A", "0", "wrong", "hash", CHAIR + "#### 0.000001", "0.000001 against gold 0"),
    g("x_rounded_dollar", "A", "43.5", "wrong", "hash", GAS + "Rounding to the nearest dollar, about 44 dollars.\n#### 44", "rounded to 44; the working computes 43.50 and nothing asks for whole dollars"),
    g("x_rounded_negative", "A", "-37.5", "wrong", "hash", BANK + "#### -38", "-37.50 rounded to -38"),
    g("x_unrounded_vans", "A", "13", "wrong", "hash", "100 / 8 = <<100/8=12.5>>12.5 vans.\n#### 12.5", "12.5 vans, not rounded up"),
    g("x_tiny_over", "A", "43.5", "wrong", "hash", GAS + "#### 43.5000001", "a 1e-7 offset"),
    m("x_m_decimal_log", "A", G_LOG, "wrong", "boxed", LOG + r" $\approx \boxed{-0.6667}$", "a rounded decimal for -2/3"),
    m("x_m_decimal_frac", "A", G_FRAC, "wrong", "boxed", FRAC + r" $\approx \boxed{0.5417}$", "a rounded decimal for 13/24"),
    m("x_m_decimal_sqrt", "A", G_SQ, "wrong", "boxed", SQ + r" $\approx \boxed{15.65}$", "a decimal for 7\\sqrt5 (15.652...)"),
    m("x_m_near_zero_power", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\frac{1}{10^{40}}}$", "10^{-40} against gold 0"),
    m("x_m_pi_tiny", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{50\pi + 10^{-20}}$", "50\\pi plus a tiny exact term"),
    m("x_m_pi_decimal", "A", G_CONE, "wrong", "boxed", CONE + r" $\approx \boxed{157.08}$", "a decimal for 50\\pi"),
    m("x_m_tiny_imaginary", "A", G_DOT, "wrong", "boxed", DOT + r" $= \boxed{-7 + 10^{-15} i}$", "a tiny imaginary part"),
    m("x_m_roots_decimal", "A", G_QR, "wrong", "boxed", QR + r", so $x \approx \boxed{1.236, -3.236}$", "decimals for -1 \\pm \\sqrt5"),
    m("x_m_partial_sum", "A", G_GEO, "wrong", "boxed", r"Summing the first 21 terms, $\frac{6(1 - 3^{-21})}{2/3} = \boxed{9 - 9 \cdot 3^{-21}}$.", "a partial sum a hair under 9"),
    g("x_ok_neg_cents", "B", "-37.5", "correct", "hash", BANK + "#### -37.50", "a trailing zero on a negative decimal"),
    g("x_ok_zero_point", "B", "0", "correct", "hash", CHAIR + "#### 0.0", "0.0 for 0"),
    g("x_ok_pay_cents", "B", "57450", "correct", "hash", PAY + "#### 57,450.00", "a comma and cents"),
    m("x_m_ok_exact_decimal", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.875}$.", "0.875 = 7/8 exactly"),
    m("x_m_ok_repeating", "B", G_FRAC, "correct", "boxed", FRAC + r" $= \boxed{0.541\overline{6}}$.", "0.541\\overline{6} = 13/24 exactly"),
    m("x_m_ok_repeating_neg", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{-0.\overline{6}}$.", "-0.\\overline{6} = -2/3 exactly"),
    m("x_m_ok_unsimplified_sqrt", "B", G_SQ, "correct", "boxed", r"The answer is $\boxed{\sqrt{245}}$.", "\\sqrt{245} = 7\\sqrt5"),
    m("x_m_ok_unsimplified_zero", "B", G_ZERO, "correct", "boxed", r"$\boxed{15 - 15}$", "15 - 15 = 0, unsimplified"),
    m("x_m_ok_pi_fraction", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{\frac{150\pi}{3}}$.", "150\\pi/3 = 50\\pi"),
    m("x_m_ok_roots_listed", "B", G_QR, "correct", "boxed", QR + r", so $\boxed{-1 + \sqrt{5}, -1 - \sqrt{5}}$.", "the two roots listed"),
    m("x_m_cpx_tiny_offset", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{10 - 10.000001i}$", "the imaginary part off by 1e-6"),
    m("x_m_interval_almost", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{[-3, 3.9999]}$.", "an end a hair under 4"),
    m("x_m_ok_decimal_integer", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{-7.0}$", "-7.0 for -7"),
    m("x_m_ok_tfrac", "B", G_LOG, "correct", "boxed", LOG + r", so the answer is $\boxed{-\tfrac{2}{3}}$.", "\\tfrac"),
    m("x_m_ok_factored", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{10(1 - i)}$", "10(1 - i) = 10 - 10i"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_neq_unicode", "A", "0", "no_answer", "hash", CHAIR + "#### ≠ 0", "a Unicode ≠ before the gold, nothing else"),
    g("n_not_equal_words", "A", "13", "no_answer", "answer_is", VAN + "The answer is not equal to 13.", "the gold negated in words"),
    g("n_html_del", "A", "43.5", "no_answer", "hash", GAS + "#### <del>43.50</del>", "struck with HTML <del>, nothing after"),
    g("n_html_s_then_other", "A", "43.5", "wrong", "hash", GAS_SLIP + "#### <s>43.50</s> 41.76", "the gold struck with <s>, 41.76 after"),
    g("n_combining_strike", "A", "18", "no_answer", "hash", JUICE + "#### 1\u03368\u0336", "the gold struck with combining long strokes (U+0336), nothing after"),
    g("n_es_no_es", "A", "18", "no_answer", "answer_is", JUICE + "La respuesta no es 18.", "Spanish: the answer is not 18"),
    g("n_zh_bushi", "A", "25", "no_answer", "answer_is", DISC + "答案不是 25。", "Chinese: the answer is not 25"),
    g("n_ja_dewa_nai", "A", "57450", "no_answer", "answer_is", PAY + "答えは 57450 ではありません。", "Japanese: the answer is not 57450"),
    g("n_annot_incorrect", "A", "-37.5", "wrong", "boxed", BANK + r"$\boxed{-37.5}$ (incorrect)", "the model marks its box incorrect"),
    g("n_annot_faux", "A", "43.5", "wrong", "boxed", GAS + r"$\boxed{43.5}$ (faux)", "French annotation: (false)"),
    m("n_m_neq_roots", "A", G_QR, "no_answer", "boxed", r"$\boxed{x \neq -1 \pm \sqrt{5}}$", "a box holding x \\neq gold"),
    m("n_m_ne_alias", "A", G_SQ, "no_answer", "boxed", SQ + r", and the answer is $\boxed{\ne 7\sqrt{5}}$.", "the \\ne alias of \\neq"),
    m("n_m_xcancel", "A", G_SEQ, "no_answer", "boxed", SEQ + r" $= \boxed{\xcancel{92}}$", "a box struck with \\xcancel"),
    m("n_m_text_wrong", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{7}{8}\ \text{(wrong)}}$", "the model marks its box wrong inside the box"),
    m("n_m_text_falsch", "A", G_CONE, "wrong", "boxed", CONE + r" $= \boxed{50\pi \text{ (falsch)}}$", "German annotation (false) inside the box"),
    m("n_m_not_boxed", "A", G_BASE, "no_answer", "boxed", BASE + r". The answer is not $\boxed{139}$.", "a box negated, nothing else"),
    m("n_m_cancel_then_other", "A", G_CIRC, "wrong", "boxed", r"The center is $\boxed{\cancel{(-2, 5)}\ (2, -5)}$.", "the gold cancelled, (2, -5) after"),
    g("n_ok_es_no_sino", "B", "18", "correct", "answer_is", JUICE + "La respuesta no es 27, sino 18.", "Spanish: not 27 but 18"),
    g("n_ok_de_nicht_other", "B", "21", "correct", "answer_is", FUEL + "Die Antwort ist 21, nicht 35.", "German: 21, not 35"),
    g("n_ok_zh_shi_bushi", "B", "25", "correct", "answer_is", DISC + "答案是 25，不是 15。", "Chinese: 25, not 15"),
    g("n_ok_ru_paren_not", "B", "13", "correct", "answer_is", VAN + "Ответ: 13 (не 12).", "Russian: 13 (not 12)"),
    g("n_ok_combining_strike_other", "B", "18", "correct", "hash", JUICE + "#### 2\u03367\u0336 18", "27 struck with combining strokes, the gold after"),
    g("n_ok_annot_verified", "B", "-37.5", "correct", "boxed", BANK + r"$\boxed{-37.5}$ (verified)", "a harmless annotation"),
    m("n_m_ok_cancel_other", "B", G_CIRC, "correct", "boxed", r"The center is $\boxed{\cancel{(2, -5)}\ (-2, 5)}$.", "the wrong center cancelled, the gold after"),
    m("n_m_ok_text_exact", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{7\sqrt{5}\ \text{(exact)}}$", "an '(exact)' annotation"),
    m("n_m_ok_ne_condition", "B", G_FRAC, "correct", "boxed", r"Both denominators are $\ne 0$, and " + FRAC + r" $= \boxed{\frac{13}{24}}$.", "a \\ne in the working, not on the answer"),
    m("n_m_ok_not_other", "B", G_GEO, "correct", "boxed", GEO + r", which is not $\frac92$ but $\boxed{9}$.", "another value negated, the gold boxed"),
    m("n_m_zh_bushi", "A", G_DOT, "no_answer", "boxed", DOT + "。答案不是 $\\boxed{-7}$。", "Chinese: the answer is not the boxed gold"),
    m("n_m_ok_sout_working", "B", G_SEQ, "correct", "boxed", r"$a_{30} = \sout{5 + 30 \cdot 3}\ 5 + 29 \cdot 3 = \boxed{92}$", "a struck-out wrong step in the working, the gold boxed"),
    m("n_m_ok_neq_other_after", "B", G_GEO, "correct", "boxed", GEO + r" $= \boxed{9}$ $(\neq \frac{9}{2})$", "a \\neq of another value after the box"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "18", "wrong", "answer_is", JUICE + "The answer is 18 dozen.", "18 dozen = 216, not the 18 L the working computes"),
    g("u_minus_word", "A", "13", "wrong", "answer_is", VAN + "The answer is minus 13.", "minus 13 = -13 for a count of vans"),
    g("u_less_given", "A", "25", "wrong", "answer_is", DISC + "The answer is 15 less.", "15, the dollar drop, with 'less'"),
    g("u_es_docenas", "A", "18", "wrong", "answer_is", JUICE + "La respuesta es 18 docenas.", "Spanish: 18 dozen = 216"),
    g("u_zh_wan", "A", "18", "wrong", "answer_is", JUICE + "答案是 18 万。", "Chinese: 18 万 = 180,000"),
    g("u_ja_dasu", "A", "13", "wrong", "answer_is", VAN + "答えは 13 ダースです。", "Japanese: 13 dozen = 156"),
    g("u_ko_daseu", "A", "18", "wrong", "answer_is", JUICE + "답은 18 다스입니다.", "Korean: 18 dozen = 216"),
    g("u_ru_tysyach", "A", "13", "wrong", "answer_is", VAN + "Ответ: 13 тысяч.", "Russian: 13 thousand"),
    g("u_pt_mil", "A", "21", "wrong", "answer_is", FUEL + "A resposta é 21 mil.", "Portuguese: 21 mil = 21,000"),
    g("u_k_suffix_big", "A", "57450", "wrong", "hash", PAY + "#### 57450k", "57450k = 57,450,000"),
    m("u_m_million", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{139 \text{ million}}$", "139 million"),
    m("u_m_percent_of_fraction", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{7}{8}\%}$", "7/8 % = 0.00875"),
    m("u_m_dozen", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{92 \text{ dozen}}$", "92 dozen = 1104"),
    m("u_m_thin_space_thousands", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{139\,000}$", "139\\,000 = 139000"),
    g("u_ok_minus_word", "B", "-37.5", "correct", "answer_is", BANK + "The answer is minus 37.50.", "minus in words for a negative balance"),
    g("u_ok_zh_sheng", "B", "18", "correct", "answer_is", JUICE + "答案是 18 升。", "Chinese: 18 litres"),
    g("u_ok_ja_dai", "B", "13", "correct", "answer_is", VAN + "答えは 13 台です。", "Japanese counter for vehicles"),
    g("u_ok_ko_liter", "B", "18", "correct", "answer_is", JUICE + "답은 18 리터입니다.", "Korean: 18 litres"),
    g("u_ok_ru_noun", "B", "13", "correct", "answer_is", VAN + "Ответ: 13 микроавтобусов.", "Russian: 13 minibuses"),
    g("u_ok_pt_litros", "B", "21", "correct", "answer_is", FUEL + "A resposta é 21 litros.", "Portuguese: 21 litres"),
    g("u_ok_it_per_cento", "B", "25", "correct", "answer_is", DISC + "La risposta è 25 per cento.", "Italian: 25 percent"),
    g("u_ok_k_suffix", "B", "57450", "correct", "answer_is", PAY + "The answer is $57.45k.", "57.45k = 57,450"),
    g("u_ok_space_thousands", "B", "57450", "correct", "hash", PAY + "#### 57 450", "a space as the thousands separator"),
    m("u_m_ok_cubic_units", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{50\pi \text{ cubic units}}$", "text units in the box"),
    m("u_m_ok_cm3", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{50\pi\ \text{cm}^3}$", "cm^3 in the box"),
    m("u_m_ok_base_ten", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{139_{10}}$", "a base-10 subscript"),
    m("u_m_ok_rect_form", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{10 - 10i}$ (in rectangular form)", "a form annotation after the box"),
    m("u_m_ok_units_text", "B", G_SQ, "correct", "boxed", SQ + r" $= \boxed{7\sqrt{5} \text{ units}}$", "units in the box"),
    m("u_m_ok_ja_desu", "B", G_SEQ, "correct", "answer_is", SEQ + " = 92。\n第30項は $92$ です。", "Japanese: the 30th term is 92"),

    # ================================================================ 6. retractions
    g("r_zh_gengzheng", "A", "18", "wrong", "hash", JUICE + "#### 18\n\n更正：我把比例看反了，应为 27。", "Chinese correction after the answer: should be 27"),
    g("r_ja_teisei", "A", "13", "wrong", "hash", VAN + "#### 13\n\n訂正：正しくは 12 台です。", "Japanese correction: correctly 12"),
    g("r_ko_jeongjeong", "A", "21", "wrong", "hash", FUEL + "#### 21\n\n정정: 답은 35입니다.", "Korean correction: the answer is 35"),
    g("r_ru_popravka", "A", "25", "wrong", "hash", DISC + "#### 25\n\nПоправка: на самом деле 15.", "Russian correction: actually 15"),
    g("r_es_correccion", "A", "43.5", "wrong", "hash", GAS + "#### 43.50\n\nCorrección: en realidad son 41.76.", "Spanish correction: actually 41.76"),
    g("r_fr_rectification", "A", "57450", "wrong", "hash", PAY + "#### 57450\n\nRectification : la prime n'est pas versée, donc 55200.", "French correction: 55200"),
    g("r_de_korrektur", "A", "-37.5", "wrong", "hash", BANK + "#### -37.50\n\nKorrektur: Es sind -82.50.", "German correction: -82.50"),
    g("r_pt_errata", "A", "13", "wrong", "hash", VAN + "#### 13\n\nErrata: são 12 vans.", "Portuguese erratum: 12 vans"),
    g("r_it_correzione", "A", "0", "wrong", "hash", CHAIR + "#### 0\n\nCorrezione: ne restano 6.", "Italian correction: 6 are left"),
    g("r_scratch_that", "A", "21", "wrong", "answer_is", FUEL + "The answer is 21. Scratch that — 35.", "Scratch that, then 35"),
    m("r_m_second_thought", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{92}$. On second thought, $a_{30} = 5 + 30 \cdot 3 = \boxed{95}$.", "on second thought, a later box 95"),
    m("r_m_ps_other", "A", G_CIRC, "wrong", "boxed", CIRC + r", so the center is $\boxed{(-2, 5)}$." + "\n\nP.S. I mixed up the signs: the center is actually $(2, -5)$.", "P.S. correcting to (2, -5)"),
    m("r_m_disregard", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{7}{8}}$." + "\n\nPlease disregard the answer above; I have not finished checking it.", "debatable: the model withdraws its answer and gives none (round 20-21 convention: wrong)", True),
    m("r_m_zh_dengdeng", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{9}$" + "\n\n等等，我算错了，和应为 $\\frac{9}{2}$。", "Chinese: wait, I miscalculated, the sum should be 9/2"),
    m("r_m_ja_machigai", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{10 - 10i}$" + "\n\nいや、間違えました。正しくは $10 + 10i$ です。", "Japanese: no, I was wrong, correctly 10 + 10i"),
    m("r_m_es_fe_de_erratas", "A", G_DOT, "wrong", "boxed", DOT + r" $= \boxed{-7}$" + "\n\nFe de erratas: el producto escalar es $9$.", "Spanish erratum: the dot product is 9"),
    g("r_ok_zh_yanzheng", "B", "18", "correct", "hash", JUICE + "#### 18\n\n验证：18 + 27 = 45 ✓", "Chinese check after the answer"),
    g("r_ok_ja_kakunin", "B", "13", "correct", "hash", VAN + "#### 13\n\n確認：12 台では 96 人しか乗れません。", "Japanese check: 12 vans carry only 96"),
    g("r_ok_ko_geomsan", "B", "21", "correct", "hash", FUEL + "#### 21\n\n검산: 21 / 6 * 100 = 350 ✓", "Korean check"),
    g("r_ok_ru_proverka", "B", "25", "correct", "hash", DISC + "#### 25\n\nПроверка: 60 * 0,75 = 45. Верно.", "Russian check with a decimal comma"),
    g("r_ok_es_espero", "B", "43.5", "correct", "hash", GAS + "#### 43.50\n\nEspero que esto ayude.", "Spanish pleasantry"),
    g("r_ok_de_probe", "B", "-37.5", "correct", "hash", BANK + "#### -37.50\n\nProbe: 45 - 82.50 = -37.50. Stimmt.", "German check"),
    g("r_ok_pt_correcao_gold", "B", "13", "correct", "hash", VAN_SLIP + "#### 12\n\nCorreção: 12 vans levam só 96 pessoas, então são 13.\n#### 13", "Portuguese correction to the gold"),
    g("r_ok_edit_typo", "B", "21", "correct", "answer_is", FUEL + "The answer is 21.\n\nEdit: fixed a typo in the first line.", "Edit: about a typo only"),
    g("r_ok_fr_remarque", "B", "57450", "correct", "hash", PAY + "#### 57450\n\nRemarque : le calcul inclut bien la prime.", "French remark confirming"),
    m("r_m_ok_zh_yanzheng", "B", G_GEO, "correct", "boxed", GEO + r" $= \boxed{9}$" + "\n\n验证：$6 + 2 + \\frac23 + \\cdots$ 的部分和趋近于 $9$。", "Chinese check after the box"),
    m("r_m_ok_wait_to_gold", "B", G_GEO, "correct", "boxed", r"The sum is $\frac{6}{1 - \frac13} = \boxed{\frac{9}{2}}$." + "\n\nWait, $\\frac{6}{2/3} = 9$, not $\\frac92$. So the sum is $\\boxed{9}$.", "wait, then a corrected box with the gold"),
    m("r_m_ok_note", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{139}$" + "\n\nNote: the digit 0 contributes nothing.", "a note after"),
    m("r_m_ok_oops_to_gold", "B", G_CPX, "correct", "boxed", r"$(1 + 3i)(4 - 2i) = \boxed{10 + 10i}$" + "\n\nOops, I conjugated both factors by mistake: " + CPX + r" $= \boxed{10 - 10i}$.", "oops, then the gold boxed"),
    m("r_m_ok_ps", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{-7}$" + "\n\nP.S. A negative dot product means the angle between them is obtuse.", "P.S. harmless"),
    m("r_m_ko_jeongjeong", "A", G_QR, "wrong", "boxed", QR + r", so $x = \boxed{-1 \pm \sqrt{5}}$." + "\n\n정정: 근은 $1 \\pm \\sqrt{5}$입니다.", "Korean correction: the roots are 1 \\pm \\sqrt5"),
    m("r_m_pt_errata", "A", G_INT, "wrong", "boxed", INT + r" $\boxed{[-3, 4]}$" + "\n\nErrata: o intervalo correto é $(-3, 4)$.", "Portuguese erratum: the open interval"),
    m("r_m_it_correzione", "A", G_SQ, "wrong", "boxed", SQ + r" $= \boxed{7\sqrt{5}}$" + "\n\nCorrezione: $\\sqrt{245} = 5\\sqrt{7}$.", "Italian correction to 5\\sqrt7 (= \\sqrt{175})"),
    m("r_m_ok_ko_geomsan", "B", G_CIRC, "correct", "boxed", CIRC + r", so the center is $\boxed{(-2, 5)}$." + "\n\n검산: 반지름은 $3$이고 $9 = 4 + 25 - 20$ 입니다. ✓", "Korean check after the box"),
    m("r_m_ok_ru_proverka", "B", G_FRAC, "correct", "boxed", FRAC + r" $= \boxed{\frac{13}{24}}$" + "\n\nПроверка: 0,541(6) · 24 = 13. Верно.", "Russian check with a Russian repeating decimal"),
    m("r_m_ok_de_probe", "B", G_LOG, "correct", "boxed", LOG + r", so $\boxed{-\frac{2}{3}}$." + "\n\nProbe: $8^{-2/3} = \\frac14$. Stimmt.", "German check"),
    m("r_m_ok_fr_verification", "B", G_INT, "correct", "boxed", INT + r" $\boxed{[-3, 4]}$" + "\n\nVérification : en $x = 0$, on a $-12 \\le 0$.", "French check"),
    m("r_m_ok_it_pleasantry", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{50\pi}$" + "\n\nSpero che sia chiaro!", "Italian pleasantry"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_es_profesor", "A", "18", "wrong", "hash", JUICE_SLIP + "Mi profesor dice que la respuesta es 18, pero yo obtengo 27.\n#### 27", "Spanish: the gold only reported from a teacher"),
    g("q_if_bonus", "A", "57450", "wrong", "hash", "If the bonus is paid, the total is 57450; I will assume it is not.\n" + PAY_NOBONUS + "#### 55200", "the gold under a condition the model rejects; final 55200"),
    g("q_hyp_refusal", "A", "13", "no_answer", "none", "If each van held 8 people, we would need 13 vans. But I am not sure of the van size, so I cannot answer.", "a hypothetical then a refusal"),
    g("q_forum", "A", "13", "no_answer", "none", 'Someone on a forum wrote "#### 13". I could not verify it.', "only a reported ####"),
    g("q_instruction_example", "A", "25", "no_answer", "none", "The instructions say to end with a line like `#### 25`. I am not sure how to compute the percent.", "the gold only in a quoted format example"),
    g("q_code_comment", "A", "13", "no_answer", "none", "```python\nprint(-(-100 // 8))  # expected 13?\n```\nI cannot run code here, so I do not know the result.", "the gold only in a code comment, then a refusal"),
    g("q_zh_ruguo", "A", "21", "no_answer", "none", "如果答案是 21，那么每 100 公里用 6 升是对的。但我无法确定。", "Chinese: if the answer is 21 ... but I cannot be sure"),
    g("q_ja_tomodachi", "A", "0", "wrong", "hash", "「答えは 0 です」と友達は言いましたが、私は 6 だと思います。\n#### 6", "Japanese: a friend said 0, I think 6"),
    g("q_ru_uchitel", "A", "25", "wrong", "hash", "«Ответ: 25», — сказал учитель. Но я получил 20.\n#### 20", "Russian: the teacher said 25, I got 20"),
    g("q_de_wenn", "A", "25", "no_answer", "none", "Wenn der Rabatt 25 % wäre, würde der Preis 45 $ betragen. Ich kann es nicht sicher sagen.", "German: a conditional, then 'I cannot say'"),
    m("q_m_prove_refusal", "A", G_GEO, "no_answer", "none", r'The problem asks: "Prove that the sum is $\boxed{9}$." I am unable to do this.', "the gold only in the quoted problem, then a refusal"),
    m("q_m_other_part", "A", G_SEQ, "wrong", "boxed", r"Part (a): $a_{30} = \boxed{92}$." + "\n" + r"Part (b): the sum of the first 30 terms is $15(5 + 92) = \boxed{1455}$.", "debatable: the gold in part (a), a last box 1455 for an invented part (b)", True),
    m("q_m_llama_turn", "A", G_SEQ, "wrong", "boxed", r"$a_{30} = 5 + 30 \cdot 3 = \boxed{95}$" + EOT_USER + "Thanks! The answer is 92, right?", "the gold only in an invented Llama 3 user turn"),
    m("q_m_zh_jiashe", "A", G_PROB, "no_answer", "none", r"假设答案是 $\frac{7}{8}$，我们还需要验证。", "Chinese: suppose the answer is 7/8; we still need to check"),
    m("q_m_answer_key", "A", G_DOT, "wrong", "boxed", r"The answer key says $\boxed{-7}$, but my computation gives $6 - 5 + 8 = 9$, so the answer is $\boxed{9}$.", "the gold in a reported answer key; own final 9"),
    m("q_m_chatml_turn", "A", G_BASE, "wrong", "boxed", r"$2023_4 = 2 \cdot 64 + 2 \cdot 4 + 1 = \boxed{137}$" + IM_USER + r"No, it is $\boxed{139}$.", "the gold only in an invented ChatML user turn"),
    g("q_ok_es_amigo", "B", "18", "correct", "hash", JUICE + "Mi amigo dice 27, pero eso es el agua.\n#### 18", "Spanish: a friend's wrong value reported first"),
    g("q_ok_hyp_after", "B", "57450", "correct", "hash", PAY + "#### 57450\n\nWithout the bonus it would have been 55200.", "a hypothetical after the committed answer"),
    g("q_ok_if_then_gold", "B", "13", "correct", "hash", "If only 12 vans were used, just 96 people would fit, so 13 vans are needed.\n#### 13", "a refuted conditional, then the gold"),
    g("q_ok_instruction_quoted", "B", "21", "correct", "hash", 'The instructions say to end with "#### <number>".\n' + FUEL + "#### 21", "the format instruction quoted first"),
    g("q_ok_ja_tomodachi", "B", "13", "correct", "hash", "友達は 12 台と言いましたが、それでは足りません。\n" + VAN + "#### 13", "Japanese: a friend said 12, not enough"),
    g("q_ok_ru_oshibsya", "B", "25", "correct", "hash", "«Ответ: 20», — сказал Петя, но он ошибся.\n" + DISC + "#### 25", "Russian: Petya said 20 but was wrong"),
    g("q_ok_quoted_problem_es", "B", "18", "correct", "hash", '> "Una mezcla de 45 L de jugo y agua en razón 2:3..."\n\n' + JUICE + "#### 18", "the problem quoted in Spanish first"),
    m("q_m_ok_steps_labelled", "B", G_SEQ, "correct", "boxed", "(i) The common difference is $3$.\n(ii) $a_{30} = 5 + 29 \\cdot 3 = 92$.\n" + r"So the answer is $\boxed{92}$.", "steps labelled (i), (ii)"),
    m("q_m_ok_suppose_refuted", "B", G_GEO, "correct", "boxed", r"Suppose the ratio were $\frac23$; then the sum would be $18$. But $\frac26 = \frac13$, so " + GEO_LC + r" $= \boxed{9}$.", "a refuted supposition, then the gold"),
    m("q_m_ok_key_agrees", "B", G_GEO, "correct", "boxed", "The answer key says 9, and indeed " + GEO_LC + r" $= \boxed{9}$.", "a reported value agreeing with the model's own box"),
    m("q_m_ok_quote_problem", "B", G_CIRC, "correct", "boxed", r"> Find the center of $x^2 + y^2 + 4x - 10y + 20 = 0$." + "\n\n" + CIRC + r", so the center is $\boxed{(-2, 5)}$.", "the problem quoted"),
    m("q_m_ok_hyp_after", "B", G_CONE, "correct", "boxed", CONE + r" $= \boxed{50\pi}$." + "\n\nIf the height were doubled, the volume would be $100\\pi$.", "a hypothetical after the box"),
    m("q_m_ko_teacher", "A", G_PROB, "wrong", "boxed", r"선생님은 $\frac{7}{8}$이라고 하셨지만, 저는 $\boxed{\frac{3}{8}}$을 얻었습니다.", "Korean: the teacher said 7/8, I got 3/8"),
    m("q_m_ok_fr_ami", "B", G_CIRC, "correct", "boxed", r"Mon ami dit $(2, -5)$, mais les signes sont inversés. " + CIRC + r", donc le centre est $\boxed{(-2, 5)}$.", "French: a friend's wrong value, then the gold"),
    m("q_m_ok_chatml_after", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{7}{8}}$." + IM_USER + r"Now, what is the probability of at least two heads? $\boxed{\frac{1}{2}}$", "a new question and box in an invented ChatML turn"),
    m("q_m_ok_llama_after", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{-7}$." + EOT_USER + "What is (1, 2, 3) . (4, 5, 6)?", "an invented Llama 3 user turn after the box"),
    m("q_m_ok_strict_hyp", "B", G_INT, "correct", "boxed", r"If the inequality were strict, the answer would be $(-3, 4)$; it is not strict, so $x \in \boxed{[-3, 4]}$.", "a hypothetical with another value, then the gold"),

    # ================================================================ 8. bad input JSON can hold
    g("b_nul_other", "A", "18", "wrong", "hash", JUICE_SLIP + "#### 2\x007", "a NUL inside 27"),
    g("b_zero_width_other", "A", "18", "wrong", "hash", JUICE_SLIP + "#### 2\u200b7", "a zero-width space inside 27"),
    g("b_rtl_mark_other", "A", "18", "wrong", "hash", JUICE_SLIP + "#### \u200f27", "a right-to-left mark before 27"),
    g("b_arabic_indic_other", "A", "18", "wrong", "hash", JUICE_SLIP + "#### ٢٧", "Arabic-Indic 27"),
    g("b_ansi_other", "A", "18", "wrong", "hash", JUICE_SLIP + "\x1b[1m#### 27\x1b[0m", "ANSI escapes around #### 27"),
    g("b_gold_hash_other", "A", "#### 13", "wrong", "hash", VAN_SLIP + "#### 12", "a gold stored with ####; the answer 12"),
    g("b_long_other", "A", "18", "wrong", "hash", LONG_WORK + JUICE_SLIP + "#### 27", "about 50,000 characters, then 27"),
    m("b_m_gold_dollars_other", "A", "$\\frac{7}{8}$", "wrong", "boxed", r"The probability is $\boxed{\frac{1}{8}}$.", "a gold stored in dollars; the model's 1/8"),
    m("b_m_fullwidth_other", "A", G_SEQ, "wrong", "boxed", r"$a_{30} = \boxed{９５}$", "full-width 95"),
    m("b_m_unclosed_box", "A", G_CONE, "no_answer", "truncated", CONE + r" $= \boxed{50\p", "cut inside the box"),
    g("b_ok_arabic_indic", "B", "18", "correct", "hash", JUICE + "#### ١٨", "Arabic-Indic digits"),
    g("b_ok_devanagari", "B", "13", "correct", "hash", VAN + "#### १३", "Devanagari digits"),
    g("b_ok_ansi", "B", "18", "correct", "hash", JUICE + "\x1b[1m#### 18\x1b[0m", "ANSI escapes around the answer line"),
    g("b_ok_gold_hash", "B", "#### 13", "correct", "hash", VAN + "#### 13", "a gold stored with ####"),
    g("b_ok_gold_tab_newline", "B", "\t13\n", "correct", "hash", VAN + "#### 13", "a gold with a tab and a newline"),
    g("b_ok_long", "B", "18", "correct", "hash", LONG_WORK + JUICE + "#### 18", "about 50,000 characters, then the gold"),
    g("b_ok_crlf", "B", "-37.5", "correct", "hash", (BANK + "#### -37.50").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_gold_dollars", "B", "$\\frac{7}{8}$", "correct", "boxed", PROB + r" $= \boxed{\frac{7}{8}}$.", "a gold stored in dollars"),
    m("b_m_ok_nbsp", "B", G_QR, "correct", "boxed", QR + ", so $\\boxed{-1\u00a0\\pm\u00a0\\sqrt{5}}$.", "no-break spaces inside the box"),
    m("b_m_ok_unicode_minus", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{" + "\u2212" + "7}$", "a Unicode minus sign (U+2212)"),
    m("b_m_zero_width_other", "A", G_SEQ, "wrong", "boxed", "$a_{30} = \\boxed{9\u200b5}$", "a zero-width space inside 95"),
    m("b_m_ok_crlf", "B", G_BASE, "correct", "boxed", (BASE + " = 139.\n" + r"So the answer is $\boxed{139}$.").replace("\n", "\r\n") + "\r\n", "CRLF line ends"),
    m("b_m_ok_bom", "B", G_CPX, "correct", "boxed", "\ufeff" + CPX + r" $= \boxed{10 - 10i}$", "a BOM first"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{139}", "correct", "boxed", BASE + r" $= \boxed{139}$", "a gold stored boxed"),
]
# fmt: on

DECISIONS = {
    "r_m_disregard": (
        "reject",
        "a value the model withdraws with nothing new is wrong (rounds 20-21's convention)",
    ),
    "q_m_other_part": (
        "reject",
        "the last box is 1455 for an invented part (b); the last final answer counts (round 21's q_other_part)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam51", CASES, [], DECISIONS)
