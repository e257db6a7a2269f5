r"""Build adversarial_redteam44.jsonl: a forty-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam44", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes, and handed over BEFORE any scoring. Not model output. Only
issue 25, corpus/README.md ("How labels were made" and the sources table, to avoid reusing
problems), corpus_build.py (helpers) and build_adversarial_redteam21.py (structure, conventions and
label rules) were read.

Aim of this round: a final fresh measure focused on RIGHT answers (about 55 % kind B) written the way
GSM8K-prompted instruct models and R1-format RL policies write them (answer tags with sentences and
units, `####` lines with words, answers in number words, boxes with explanations, checks after the
answer), and their wrong twins. Problems and golds (arithmetic checked by hand; python used for
arithmetic only):

GSM8K: a cyclist at 14 km/h for 3.5 h -> 49 km (14 * 3.5 = 42 + 7 = 49; the 3-hour slip 14 * 3 = 42);
a father 5 times his son's age, twice it in 21 years -> father 35 (5s + 21 = 2s + 42, s = 7, 5 * 7 =
35; the son's 7 and the difference 28 are wrong values); 523 pencils in boxes of 16 -> 11 left over
(16 * 32 = 512, 523 - 512 = 11; 32 boxes is a wrong value); 3 notebooks at $2.75 and a $1.40 pen ->
$9.65 (8.25 + 1.40 = 9.65; slip 9.56); 1 degree falling 2.25 an hour for 5 hours -> -10.25 (2.25 * 5
= 11.25, 1 - 11.25 = -10.25); 12 of 48 tiles red -> 25 % (12 / 48 = 1/4); 63 stickers, 7 friends take
9 each -> 0 (7 * 9 = 63); $2,340 a month for 15 months plus a $1,750 bonus -> $36,850 (2340 * 15 =
35,100; + 1,750 = 36,850; without the bonus 35,100).
MATH: \log_{27} 9 -> 2/3 (27^{2/3} = 9); \|(2, -6, 3)\| -> 7 (4 + 36 + 9 = 49); the 10th term of 4,
11, 18, ... -> 67 (4 + 9 * 7); 6^{50} mod 7 -> 1 (6 = -1 mod 7, even power); (2 - 5i)(1 + 2i) -> 12 - i
(2 + 4i - 5i + 10); exactly two heads in three tosses -> 3/8; the distance from (1, -3) to (6, 9) ->
13 (25 + 144 = 169); 5x^2 - 8x - 4 = 0 -> -2/5 and 2 ((5x + 2)(x - 2); 5 * 4/25 + 16/5 - 4 = 0);
\tan(3\pi/4) -> -1; a circle of circumference 22\pi -> area 121\pi (r = 11); |4x - 1| <= 7 ->
[-3/2, 2] (-6 <= 4x <= 8).
Wrong values used (checked): 9.56 (8.25 + 1.31); 42 (14 * 3); 7 and 28 (son, 35 - 7); 32 boxes;
35,100 (no bonus); 74 (4 + 10 * 7, the 11th term); -8 - i (i^2 sign lost: 2 - i - 10); 12 + i (the
conjugate); 3/2 (the reciprocal); 3/4 (6 of 8); \sqrt{13}; 100\pi (r = 10); the open interval
(-3/2, 2); 0.38, 0.667, 380.13 (rounded decimals of 3/8, 2/3, 121\pi = 380.1327...).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question; the question's
facts are in the working where the label needs them); `r_` retractions after the answer and harmless
after-text; `q_` quoted, reported, hypothetical and other-part statements; `b_` bad input a JSON
corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Counts: 175 probes, kind A 79 / B 96 (55 % B); GSM8K 100 (A 40 / B 60), MATH 75 (A 39 / B 36);
1 `debatable` (r_ok_new_problem), with its decision.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`
(number words included); a decimal for an exact irrational or repeating gold is `wrong`; a value the
model itself marks wrong is `wrong`; an explicit correction after an answer makes the corrected value
the final one; a check or pleasantry after a committed answer does not replace it; text in an
invented next turn does not count; in an <answer> tag a sentence, an equation chain or a box is read
for the value it states; an answer tag never closed is read up to the end. A NUL anywhere makes the
pair bad input (debatable, decision `reject`). Debatable probes carry `"debatable": true`, the
reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam44.py
"""

from corpus_build import IM_USER, LLAMA_END, MINERVA, QWEN_END, g, m, r1final, th, write_probes

# ================================================================ GSM8K-style working
# --- cyclist: gold 49 (14 * 3.5 = 42 + 7 = 49). Slip: 3 hours, 14 * 3 = 42.
BIKE = "She rides at 14 km/h for 3.5 hours, so she covers 14 * 3.5 = <<14*3.5=49>>49 km.\n"
BIKE_SLIP = "She rides at 14 km/h for 3 hours, so she covers 14 * 3 = <<14*3=42>>42 km.\n"
# --- ages: gold 35, the father's age (5s + 21 = 2(s + 21) -> 3s = 21, s = 7; 5 * 7 = 35;
#     check 35 + 21 = 56 = 2 * (7 + 21)). The son's age 7 and the difference 35 - 7 = 28 are wrong.
AGE = "We want the father's age. Let the son be s; the father is 5s.\nIn 21 years: 5s + 21 = 2(s + 21), so 3s = 21 and s = 7.\nThe father is 5 * 7 = <<5*7=35>>35 years old.\n"
# --- pencils: gold 11 left over (16 * 32 = 512; 523 - 512 = 11; 16 * 33 = 528 > 523).
REM = "We want the pencils left over. 523 pencils go in boxes of 16: 16 * 32 = <<16*32=512>>512, so 523 - 512 = <<523-512=11>>11 pencils are left over.\n"
# --- shop: gold 9.65 (3 * 2.75 = 8.25; 8.25 + 1.40 = 9.65). Digit slip 9.56.
SHOP = "3 notebooks at $2.75 cost 3 * 2.75 = <<3*2.75=8.25>>8.25 dollars; with the $1.40 pen, 8.25 + 1.40 = <<8.25+1.40=9.65>>9.65 dollars.\n"
# --- temperature: gold -10.25 (2.25 * 5 = 11.25; 1 - 11.25 = -10.25).
TEMP = "The temperature falls 2.25 * 5 = <<2.25*5=11.25>>11.25 degrees from 1 degree, to 1 - 11.25 = <<1-11.25=-10.25>>-10.25 degrees.\n"
# --- tiles: gold 25 (12 / 48 = 0.25 = 25 %; 48 * 0.25 = 12).
PCT = "12 of the 48 tiles are red, so 12 / 48 * 100 = <<12/48*100=25>>25 percent are red.\n"
# --- stickers: gold 0 (7 * 9 = 63; 63 - 63 = 0).
ZERO = "7 friends take 9 stickers each, 7 * 9 = <<7*9=63>>63 stickers, so 63 - 63 = <<63-63=0>>0 are left.\n"
# --- salary: gold 36850 (2340 * 15 = 23400 + 11700 = 35100; 35100 + 1750 = 36850). No bonus 35100.
SAL = "15 months at $2,340 is 15 * 2340 = <<15*2340=35100>>35100 dollars.\nWith the $1,750 bonus: 35100 + 1750 = <<35100+1750=36850>>36850 dollars.\n"
SAL_NOBONUS = "15 months at $2,340 is 15 * 2340 = <<15*2340=35100>>35100 dollars.\n"

# ================================================================ MATH working
G_LOG = r"\frac{2}{3}"  # 27^{2/3} = (27^{1/3})^2 = 3^2 = 9
LOG = r"$\log_{27} 9 = \frac{\log_3 9}{\log_3 27} = \frac{2}{3}$"
LOGW = r"$\log_{27} 9 = \frac{\log_3 9}{\log_3 27}$"
G_VEC = "7"  # 2^2 + (-6)^2 + 3^2 = 4 + 36 + 9 = 49; sqrt 49 = 7
VEC = r"$\|(2, -6, 3)\| = \sqrt{4 + 36 + 9} = \sqrt{49}$"
G_SEQ = "67"  # d = 11 - 4 = 7; a_10 = 4 + 9 * 7 = 4 + 63 = 67
SEQ = r"The common difference is $7$, so $a_{10} = 4 + 9 \cdot 7$"
G_MOD = "1"  # 6 = -1 (mod 7); (-1)^50 = 1
MOD = r"Since $6 \equiv -1 \pmod 7$, $6^{50} \equiv (-1)^{50}$"
G_CPX = "12 - i"  # 2 + 4i - 5i - 10i^2 = 2 - i + 10 = 12 - i
CPX = r"$(2 - 5i)(1 + 2i) = 2 + 4i - 5i - 10i^2 = 2 - i + 10$"
G_PROB = r"\frac{3}{8}"  # C(3,2) = 3 of 2^3 = 8 outcomes; 3/8 = 0.375
PROB = r"Exactly two heads in three tosses: $\binom{3}{2} = 3$ of the $8$ outcomes"
G_DIST = "13"  # dx = 5, dy = 12; 25 + 144 = 169 = 13^2
DIST = r"The distance from $(1, -3)$ to $(6, 9)$ is $\sqrt{5^2 + 12^2} = \sqrt{169}$"
G_ROOTS = r"-\frac{2}{5}, 2"  # (5x + 2)(x - 2) = 5x^2 - 10x + 2x - 4 = 5x^2 - 8x - 4
ROOTS = r"$5x^2 - 8x - 4 = (5x + 2)(x - 2) = 0$"
G_TAN = "-1"  # sin(3pi/4) = sqrt2/2, cos(3pi/4) = -sqrt2/2
TAN = r"$\tan\frac{3\pi}{4} = \frac{\sqrt{2}/2}{-\sqrt{2}/2}$"
G_CIRC = r"121\pi"  # 2 pi r = 22 pi -> r = 11; pi * 121
CIRC = r"The circumference is $22\pi$, so $r = 11$ and the area is $\pi \cdot 11^2$"
G_INT = r"\left[-\frac{3}{2}, 2\right]"  # -7 <= 4x - 1 <= 7 -> -6 <= 4x <= 8 -> -3/2 <= x <= 2
INT = r"$-7 \le 4x - 1 \le 7$ gives $-6 \le 4x \le 8$, so $-\frac{3}{2} \le x \le 2$."

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "49", "wrong", "tag", th(BIKE_SLIP) + "<answer>She rides 42 km.</answer>", "a sentence in the tag states 42"),
    g("t_son_age", "A", "35", "wrong", "tag", th(AGE) + "<answer>The son is 7 years old.</answer>", "the tag states the son's 7; the question asks the father's age"),
    g("t_equation_boxes", "A", "11", "wrong", "tag", th(REM) + "<answer>523 / 16 = 32 boxes</answer>", "an equation chain ending 32 boxes"),
    g("t_words_other", "A", "49", "wrong", "tag", th(BIKE_SLIP) + "<answer>forty-two kilometres</answer>", "number words for 42"),
    g("t_placeholder", "A", "36850", "no_answer", "tag", th(SAL) + "<answer>[final number]</answer>", "a placeholder in the tag; the gold only in the thinking"),
    g("t_box_nobonus", "A", "36850", "wrong", "tag", th(SAL_NOBONUS) + r"<answer>$\boxed{35,100}$</answer>", "a box in the tag, 35,100"),
    g("t_unclosed_other", "A", "9.65", "wrong", "tag", th(SHOP) + "<answer>The total is $9.56", "an unclosed tag stating 9.56"),
    m("t_m_sentence_other", "A", G_SEQ, "wrong", "tag", th(SEQ + " = 67.\n") + r"<answer>The 10th term is $a_{10} = 60$.</answer>", "a sentence in the tag with 60"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>$\boxed{-8 - i}$</answer>", "a box with -8 - i (the i^2 sign lost)"),
    m("t_m_empty_tag", "A", G_DIST, "no_answer", "tag", th(DIST + " = 13.\n") + "<answer> </answer>", "an empty tag; 13 only in the thinking"),
    g("t_ok_sentence_units", "B", "49", "correct", "tag", th(BIKE) + "<answer>She rides 49 km in total.</answer>", "a sentence with units in the tag"),
    g("t_ok_father_sentence", "B", "35", "correct", "tag", th(AGE) + "<answer>The father is 35 years old.</answer>", "a sentence in the tag"),
    g("t_ok_words", "B", "11", "correct", "tag", th(REM) + "<answer>eleven pencils</answer>", "number words in the tag"),
    g("t_ok_equation", "B", "11", "correct", "tag", th(REM) + "<answer>523 - 512 = 11</answer>", "an equation chain ending in the gold"),
    g("t_ok_money", "B", "9.65", "correct", "tag", th(SHOP) + "<answer>$9.65</answer>", "a dollar sign in the tag"),
    g("t_ok_box_comma", "B", "36850", "correct", "tag", th(SAL) + r"<answer>\boxed{36,850}</answer>", "a box with a thousands comma"),
    g("t_ok_unclosed", "B", "-10.25", "correct", "tag", th(TEMP) + "<answer>-10.25 degrees", "an answer tag never closed"),
    g("t_ok_multiline", "B", "0", "correct", "tag", th(ZERO) + "<answer>\nNo stickers are left.\n0\n</answer>", "a multi-line tag: a sentence then the value"),
    g("t_ok_answer_colon", "B", "25", "correct", "tag", th(PCT) + "<answer>The answer is 25%.</answer>", "'The answer is' inside the tag"),
    g("t_ok_bold_tag", "B", "49", "correct", "tag", th(BIKE) + "**<answer>49</answer>**", "a tag in bold"),
    m("t_m_ok_box_math", "B", G_LOG, "correct", "tag", th(LOG + ".\n") + r"<answer>$\boxed{\frac{2}{3}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_VEC, "correct", "tag", th(VEC + " = 7.\n") + r"<answer>The magnitude is $7$.</answer>", "a sentence in the tag"),
    m("t_m_ok_equation", "B", G_CPX, "correct", "tag", th(CPX + "\n") + r"<answer>(2 - 5i)(1 + 2i) = 12 - i</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_roots_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS + ".\n") + r"<answer>The roots are $x = -\frac{2}{5}$ and $x = 2$.</answer>", "the two roots in a sentence"),
    m("t_m_ok_dfrac", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + r"<answer>\dfrac{3}{8}</answer>", "\\dfrac in the tag"),
    m("t_m_ok_spaces", "B", G_MOD, "correct", "tag", th(MOD + " = 1.\n") + "<answer>\n   1\n</answer>", "newlines and spaces around 1"),

    g("t_think_gold_tag_other", "A", "49", "wrong", "tag", th(BIKE + "So she rides 49 km.\n") + "<answer>42</answer>", "the gold only in the thinking, 42 in the tag"),
    m("t_m_interval_open", "A", G_INT, "wrong", "tag", th(INT + "\n") + r"<answer>$\left(-\frac{3}{2}, 2\right)$</answer>", "an open interval for the closed gold"),
    g("t_ok_think_box_tag", "B", "49", "correct", "tag", th(BIKE + "So the distance is \\boxed{49}.\n") + "<answer>49 km</answer>", "a box in the thinking, units in the tag"),
    g("t_ok_tag_with_hash", "B", "36850", "correct", "tag", th(SAL) + "<answer>She earns $36,850 in total. #### 36850</answer>", "a sentence and a #### line in the tag"),
    m("t_m_ok_interval_in", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in \left[-\frac{3}{2}, 2\right]$</answer>", "x \\in before the interval in the tag"),
    m("t_m_ok_unicode_pi", "B", G_CIRC, "correct", "tag", th(CIRC + ".\n") + "<answer>121π</answer>", "a Unicode pi in the tag"),

    m("t_m_log_inverse", "A", G_LOG, "wrong", "tag", th(LOGW + "\n") + r"<answer>\frac{3}{2}</answer>", "the reciprocal 3/2 in the tag"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + "\n") + "<answer>x = 2</answer>", "only one of the two roots"),
    m("t_m_two_tags", "A", G_MOD, "wrong", "tag", th(MOD + "\n") + "<answer>1</answer>\n<answer>6</answer>", "two tags, the last 6"),
    m("t_m_unclosed_cut", "A", G_DIST, "no_answer", "truncated", th(DIST + "\n") + r"<answer>\sqrt{16", "an unclosed tag cut inside a root"),
    m("t_m_ok_log_equation", "B", G_LOG, "correct", "tag", th(LOG + ".\n") + r"<answer>$\log_{27} 9 = \frac{2}{3}$</answer>", "an equation ending in the gold in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_hash_slip", "A", "49", "wrong", "hash", BIKE_SLIP + "So the answer is #### 42", "phrase then #### 42"),
    g("h_phrase_gold_hash_other", "A", "35", "wrong", "hash", AGE + "The answer is 35.\n#### 7", "phrase 35, #### 7: two different final answers"),
    g("h_hash_words_other", "A", "11", "wrong", "hash", REM + "Answer: #### 32 boxes", "#### 32 boxes after Answer:"),
    g("h_hash_empty", "A", "36850", "no_answer", "hash", SAL + "Final Answer: ####", "an empty ####; the gold only in the working"),
    g("h_hash_then_phrase_other", "A", "9.65", "wrong", "hash", SHOP + "#### 9.65\nThe final answer is 9.56.", "#### gold then a phrase stating 9.56"),
    m("h_m_hash_other", "A", G_SEQ, "wrong", "hash", SEQ.replace("9", "10") + " = 74.\nThe answer is: #### 74", "the 11th term 74 after The answer is: ####"),
    g("h_ok_so_hash", "B", "49", "correct", "hash", BIKE + "So the answer is #### 49", "the issue's 'So the answer is #### N'"),
    g("h_ok_answer_colon_hash", "B", "35", "correct", "hash", AGE + "The answer is: #### 35", "'The answer is: ####'"),
    g("h_ok_final_answer_hash", "B", "11", "correct", "hash", REM + "Final Answer: #### 11", "'Final Answer: ####'"),
    g("h_ok_answer_hash_words", "B", "9.65", "correct", "hash", SHOP + "Answer: #### $9.65 in total", "'Answer: ####' with a dollar sign and words"),
    g("h_ok_phrase_units_hash", "B", "36850", "correct", "hash", SAL + "She earns $36,850 over the 15 months.\n#### 36,850", "a phrase with units then #### with a comma"),
    g("h_ok_hash_sentence", "B", "-10.25", "correct", "hash", TEMP + "#### -10.25 degrees Celsius", "#### with unit words"),
    g("h_ok_hash_minerva", "B", "25", "correct", "minerva", PCT + "#### 25\n" + MINERVA.format("25\\%"), "#### then an agreeing Minerva line"),
    g("h_ok_bold_phrase_hash", "B", "0", "correct", "hash", ZERO + "**The answer is 0.**\n#### 0", "bold phrase then ####"),
    m("h_m_ok_phrase_hash", "B", G_SEQ, "correct", "hash", SEQ + " = 67.\nThe answer is: #### 67", "a MATH answer after The answer is: ####"),

    g("h_ok_therefore_hash", "B", "25", "correct", "hash", PCT + "Therefore, 25% of the tiles are red.\n#### 25", "a Therefore sentence with % then ####"),
    g("h_ok_bold_answer_hash", "B", "11", "correct", "hash", REM + "**Answer:** 11 pencils\n\n#### 11", "bold Answer with units then ####"),

    m("h_m_phrase_hash_other", "A", G_PROB, "wrong", "hash", PROB.replace("$\\binom{3}{2} = 3$", "$6$") + ".\nThe answer is $\\frac{3}{4}$.\n#### 3/4", "phrase and #### agree on 3/4"),

    # ================================================================ 3. exactness
    g("x_zero_tiny", "A", "0", "wrong", "hash", ZERO + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded_money", "A", "9.65", "wrong", "hash", SHOP + "#### 9.7", "rounded to 9.7"),
    g("x_temp_rounded", "A", "-10.25", "wrong", "hash", TEMP + "#### -10.3", "rounded to -10.3"),
    g("x_big_off", "A", "36850", "wrong", "hash", SAL + "#### 36850.4", "36850.4, a relative error near 1e-5"),
    m("x_m_decimal_prob_rounded", "A", G_PROB, "wrong", "boxed", PROB + r", so $\boxed{0.38}$.", "0.38 is not 3/8 (0.375)"),
    m("x_m_log_decimal", "A", G_LOG, "wrong", "boxed", LOGW + r" $\approx \boxed{0.667}$", "0.667 for the exact 2/3"),
    m("x_m_near_one", "A", G_MOD, "wrong", "boxed", MOD + r" $= \boxed{1 + 10^{-30}}$", "1 + 10^{-30} is not 1"),
    m("x_m_pi_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r" $\approx \boxed{380.13}$", "a decimal for 121\\pi (380.13...)"),
    g("x_ok_trailing_zeros", "B", "9.65", "correct", "hash", SHOP + "#### 9.650", "a trailing zero"),
    g("x_ok_zero_money", "B", "0", "correct", "answer_is", ZERO + "The answer is $0.", "$0 for 0"),
    g("x_ok_fraction_temp", "B", "-10.25", "correct", "boxed", TEMP + r"The final temperature is $\boxed{-\frac{41}{4}}$ degrees.", "-41/4 = -10.25"),
    g("x_ok_comma_decimals", "B", "36850", "correct", "hash", SAL + "#### 36,850.00", "a comma and two decimal zeros"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r", so the probability is $\boxed{0.375}$.", "0.375 = 3/8 exactly"),
    m("x_m_ok_tfrac", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\tfrac{3}{8}}$.", "\\tfrac in the box"),
    m("x_m_ok_sqrt169", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{169}}$", "\\sqrt{169} = 13"),
    m("x_m_ok_frac_form", "B", G_LOG, "correct", "boxed", LOGW + r" $= \boxed{\frac{4}{6}}$", "4/6 = 2/3 unsimplified"),
    m("x_m_ok_pi_order", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{\pi \cdot 121}$", "the factors in the other order"),

    m("x_m_near_seven", "A", G_VEC, "wrong", "boxed", VEC + r" $\approx \boxed{7.0001}$", "7.0001 is not 7"),
    m("x_m_ok_decimal_int", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{-1.0}$", "-1.0 = -1 exactly"),

    m("x_m_conjugate", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{12 + i}$", "the conjugate 12 + i"),
    m("x_m_sqrt13", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{\sqrt{13}}$", "\\sqrt{13}, not 13"),
    m("x_m_seq_near", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{67 + 10^{-20}}$", "67 + 10^{-20} is not 67"),
    m("x_m_tan_sin_tiny", "A", G_TAN, "wrong", "boxed", TAN + r" $= \boxed{-1 + \sin(10^{-50})}$", "sin(10^{-50}) is not 0"),
    m("x_m_tiny_imag", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{121\pi + 10^{-40} i}$", "a tiny imaginary part"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{-i + 12}$", "the terms in the other order"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "49", "no_answer", "answer_is", BIKE + "The answer is not 49.", "the gold negated, nothing after"),
    g("n_strike_gold", "A", "35", "no_answer", "hash", AGE + "#### ~~35~~", "struck, nothing after"),
    g("n_strike_then_other", "A", "11", "wrong", "hash", REM + "#### ~~11~~ 32", "the gold struck, 32 after"),
    g("n_marked_wrong", "A", "36850", "wrong", "boxed", SAL + r"$\boxed{36850}$ (incorrect)", "the model marks its box incorrect"),
    m("n_m_neq_box", "A", G_TAN, "no_answer", "boxed", TAN + r" so $\tan\frac{3\pi}{4} \boxed{\neq -1}$", "a box holding \\neq gold"),
    m("n_m_cancel_box", "A", G_SEQ, "no_answer", "boxed", SEQ + r" $= \boxed{\cancel{67}}$", "a cancelled box"),
    m("n_m_sout_other", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{\sout{7}\ 49}$", "the gold struck, 49 after"),
    g("n_ok_not_other", "B", "35", "correct", "answer_is", AGE + "The answer is 35, not 7 (that is the son).", "another value negated after the gold"),
    g("n_ok_strike_other", "B", "11", "correct", "hash", REM + "#### ~~32~~ 11", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "49", "correct", "boxed", BIKE + r"$\boxed{49}$ ✅", "a check-mark emoji after the box"),
    g("n_ok_no_remainder", "B", "0", "correct", "answer_is", ZERO + "The answer is 0; none are left, not even one.", "harmless negation words after 0"),
    m("n_m_ok_neq_working", "B", G_ROOTS, "correct", "boxed", ROOTS + r", and $x = 0$ is not a root since $-4 \neq 0$; the roots are $\boxed{-\frac{2}{5}, 2}$.", "a \\neq in the working, the gold boxed"),
    m("n_m_ok_annot_reason", "B", G_MOD, "correct", "boxed", MOD + r" $= \boxed{1}$ (since the exponent is even)", "an explanation after the box"),
    m("n_m_ok_cancel_working", "B", G_TAN, "correct", "boxed", TAN + r" $= \frac{\cancel{\sqrt{2}/2}}{-\cancel{\sqrt{2}/2}} = \boxed{-1}$", "cancels in the working"),

    g("n_ok_struck_working", "B", "49", "correct", "hash", "~~14 * 3 = 42 km~~ The ride lasts 3.5 hours, not 3.\n" + BIKE + "#### 49", "a struck slip in the working, the gold after"),

    m("n_m_text_not", "A", G_LOG, "no_answer", "boxed", LOGW + r", but the answer is $\boxed{\text{not } \frac{2}{3}}$", "a box holding 'not' gold"),
    m("n_m_marked_wrong", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{13 \text{ (wrong)}}$", "the model marks its box wrong"),
    m("n_m_ok_not_open", "B", G_INT, "correct", "boxed", INT + r" The endpoints are included (it is not an open interval), so $x \in \boxed{\left[-\frac{3}{2}, 2\right]}$.", "a 'not' about the interval type, the gold boxed"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "11", "wrong", "answer_is", REM + "The answer is 11 dozen.", "11 dozen = 132, not the 11 pencils left"),
    g("u_thousand", "A", "36850", "wrong", "hash", SAL + "#### 36850 thousand", "36850 thousand = 36,850,000"),
    g("u_older", "A", "35", "wrong", "answer_is", AGE + "The answer is 28 years older.", "the difference 28, not the father's age"),
    g("u_pairs", "A", "11", "wrong", "hash", REM + "#### 11 pairs", "11 pairs = 22 pencils"),
    g("u_fewer", "A", "49", "wrong", "answer_is", BIKE_SLIP + "The answer is 7 fewer km.", "7 with 'fewer'"),
    m("u_m_squared", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{13 \text{ squared}}$", "13 squared = 169"),
    m("u_m_thousand", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{67 \text{ thousand}}$", "67 thousand = 67000"),
    g("u_ok_km", "B", "49", "correct", "hash", BIKE + "#### 49 km", "km after ####"),
    g("u_ok_kilometers_phrase", "B", "49", "correct", "answer_is", BIKE + "The answer is 49 kilometers.", "the word kilometers"),
    g("u_ok_years_old", "B", "35", "correct", "answer_is", AGE + "The father is 35 years old.\nThe answer is 35 years.", "years after the value"),
    g("u_ok_pencils_left", "B", "11", "correct", "hash", REM + "#### 11 pencils left over", "several words after ####"),
    g("u_ok_dollars_word", "B", "36850", "correct", "answer_is", SAL + "The answer is 36,850 dollars.", "the word dollars"),
    g("u_ok_percent_sign", "B", "25", "correct", "hash", PCT + "#### 25%", "a percent sign"),
    g("u_ok_degrees", "B", "-10.25", "correct", "answer_is", TEMP + "The answer is -10.25 °C.", "a degree sign with C"),
    g("u_ok_money_words", "B", "9.65", "correct", "answer_is", SHOP + "The answer is nine dollars and sixty-five cents.", "money in words"),
    g("u_ok_stickers", "B", "0", "correct", "hash", ZERO + "#### 0 stickers", "a unit noun after 0"),
    m("u_m_ok_sq_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{121\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_units", "B", G_VEC, "correct", "boxed", VEC + r" $= \boxed{7}$ units.", "units after the box"),

    g("u_and_a_half", "A", "11", "wrong", "answer_is", REM + "The answer is 11 and a half.", "11 and a half = 11.5"),
    g("u_ok_dollar_hash", "B", "9.65", "correct", "hash", SHOP + "#### $9.65", "a dollar sign after ####"),

    m("u_m_dozen", "A", G_VEC, "wrong", "boxed", VEC + r" $= \boxed{7 \text{ dozen}}$", "7 dozen = 84"),

    # ================================================================ 6. retractions and after-text
    g("r_edit_other", "A", "49", "wrong", "hash", BIKE + "#### 49\n\nEdit: she only rode 3 hours, so 42.", "Edit: after the answer, 42"),
    g("r_actually", "A", "35", "wrong", "answer_is", AGE + "The answer is 35. Actually, the question asks the son's age, so 7.", "the model switches to 7"),
    g("r_wait_other", "A", "9.65", "wrong", "boxed", SHOP + r"$\boxed{9.65}$" + "\n\nWait, the pen was $1.31, so the total is $\\boxed{9.56}$.", "a later box 9.56"),
    g("r_correction_other", "A", "36850", "wrong", "hash", SAL + "#### 36850\n\nCorrection: the bonus is not paid.\n#### 35100", "a correction to 35100"),
    m("r_m_later_box", "A", G_SEQ, "wrong", "boxed", SEQ + r" $= \boxed{67}$" + "\n\nHmm, I should count from $a_0$: $4 + 10 \\cdot 7 = \\boxed{74}$.", "a later box 74"),
    m("r_m_retract_tag", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + "<answer>12 - i</answer>\n\nOops, I meant <answer>-8 - i</answer>", "a second tag -8 - i after 'Oops'"),
    g("r_ok_check", "B", "49", "correct", "hash", BIKE + "#### 49\n\nCheck: 49 / 14 = 3.5 hours. ✓", "a check after the answer"),
    g("r_ok_verify_ages", "B", "35", "correct", "boxed", AGE + r"$\boxed{35}$" + "\n\nVerification: in 21 years the father is 56 and the son is 28, and 56 = 2 * 28.", "a verification with other numbers after the box"),
    g("r_ok_pleasantry", "B", "9.65", "correct", "hash", SHOP + "#### 9.65\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_correction_to_gold", "B", "11", "correct", "hash", REM + "#### 32\n\nCorrection: 32 is the number of boxes; the pencils left over are 11.\n#### 11", "a correction to the gold"),
    g("r_ok_invented_turn", "B", "25", "correct", "hash", PCT + "#### 25" + IM_USER + "What if 18 tiles were red?", "an invented user turn after the answer"),
    g("r_ok_new_problem", "B", "0", "correct", "tag", th(ZERO) + "<answer>0</answer>\n\nNew problem: 8 friends take 7 stickers each from 60. <answer>4</answer>", "debatable: a self-set new problem with its own tag (8 * 7 = 56, 60 - 56 = 4) after the committed answer", True),
    g("r_ok_restart_cut", "B", "-10.25", "correct", "hash", TEMP + "#### -10.25\n\nLet me redo this to be sure. The temperature falls 2.25 *", "a restart of the working that is cut off"),
    g("r_ok_summary", "B", "36850", "correct", "answer_is", SAL + "The answer is 36850.\n\nIn summary: 15 months of pay (35100) plus the bonus (1750).", "a summary with working numbers after"),
    m("r_m_ok_alt_method", "B", G_LOG, "correct", "boxed", LOG + r", so $\boxed{\frac{2}{3}}$." + "\n\nAlternatively, $27^{2/3} = 9$ confirms it.", "another method confirming after the box"),
    m("r_m_ok_wait_same", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{13}$" + "\n\nWait, let me double-check: $5^2 + 12^2 = 25 + 144 = 169$. Yes, $13$.", "a double-check reaching the same value"),
    m("r_m_ok_qwen_end", "B", G_TAN, "correct", "boxed", TAN + " = -1.\n\n" + QWEN_END.format("-1"), "Qwen's closing line"),
    m("r_m_ok_llama_end", "B", G_INT, "correct", "boxed", INT + "\n\n" + LLAMA_END.format(r"\left[-\frac{3}{2}, 2\right]"), "Llama's closing line"),
    m("r_m_ok_r1final_then_note", "B", G_CIRC, "correct", "boxed", "<think>\n" + CIRC + ".\n</think>\n" + r1final(r"121\pi") + "\n\n(Here $r = 11$, from $2\\pi r = 22\\pi$.)", "an R1 Final Answer block then a note"),

    g("r_never_mind_other", "A", "0", "wrong", "answer_is", ZERO + "The answer is 0. Never mind, 7 are left.", "Never mind, 7"),
    m("r_m_ok_explain_after", "B", G_ROOTS, "correct", "boxed", ROOTS + r", so $\boxed{-\frac{2}{5}, 2}$." + "\n\nThese are the two values where the parabola $y = 5x^2 - 8x - 4$ crosses the $x$-axis.", "an explanation after the box"),

    m("r_m_erratum_open", "A", G_INT, "wrong", "boxed", INT + r" So $\boxed{\left[-\frac{3}{2}, 2\right]}$." + "\n\nErratum: the inequality is strict, so $\\boxed{\\left(-\\frac{3}{2}, 2\\right)}$.", "Erratum: an open interval"),
    m("r_m_update_tag", "A", G_LOG, "wrong", "tag", th(LOG + "\n") + "<answer>2/3</answer>\nUpdate: it's actually <answer>3/2</answer>", "Update: a second tag 3/2"),
    m("r_m_ok_invented_turn", "B", G_SEQ, "correct", "boxed", SEQ + r" $= \boxed{67}$" + IM_USER + "Now find the 20th term.", "an invented user turn after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_reported_gold", "A", "49", "wrong", "answer_is", BIKE_SLIP + "My friend said it is 49 km, but I get 42.\nThe answer is 42.", "the gold only reported"),
    g("q_quote_only", "A", "35", "no_answer", "none", "> #### 35\n\nI cannot solve this problem.", "a quoted #### then a refusal"),
    g("q_if_only", "A", "36850", "no_answer", "none", "If the bonus were paid, she would earn 36850; I don't know whether it was.", "only a hypothetical"),
    g("q_other_part", "A", "11", "wrong", "hash", "(a) Pencils left over: 11. (b) Boxes filled: 32.\n#### 32", "the gold only in another part; the final 32"),
    m("q_m_show_that", "A", G_VEC, "no_answer", "none", r'You asked: "Show that the magnitude is $\boxed{7}$." I am unable to do this.', "a quoted box then a refusal"),
    m("q_m_invented_turn", "A", G_PROB, "wrong", "boxed", PROB + r", so $\boxed{\frac{3}{4}}$." + IM_USER + r"The answer is $\frac{3}{8}$.", "the gold only in an invented user turn"),
    g("q_ok_friend_wrong", "B", "49", "correct", "answer_is", BIKE + "My friend got 42 because he used 3 hours.\nThe answer is 49.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "9.65", "correct", "hash", '> "3 notebooks at $2.75 and a pen at $1.40"\n\n' + SHOP + "#### 9.65", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "36850", "correct", "hash", SAL + "#### 36850\n\nIf there were no bonus, it would be 35100.", "a hypothetical after the committed answer"),
    g("q_ok_son_then_father", "B", "35", "correct", "hash", "Part 1: the son is 7.\nPart 2: the father is 5 * 7 = 35, as asked.\n#### 35", "the son's 7 stated first, the father's 35 final"),
    m("q_m_ok_example_first", "B", G_MOD, "correct", "boxed", r"For example, $6^2 = 36 \equiv 1 \pmod 7$. Likewise, s" + MOD[1:] + r" $= \boxed{1}$.", "an example first"),
    m("q_m_ok_suppose_refuted", "B", G_TAN, "correct", "boxed", r"Suppose $\tan\frac{3\pi}{4} = 1$; that fails, since " + TAN + r" $= \boxed{-1}$.", "a supposition refuted, then the box"),

    m("q_m_hypo_then_other", "A", G_CIRC, "wrong", "boxed", r"If the circumference were $22\pi$, the area would be $121\pi$. Here I take it as $20\pi$, so $r = 10$ and the area is $\boxed{100\pi}$.", "the gold under an if, the final box 100\\pi"),
    g("q_ok_question_restated", "B", "49", "correct", "hash", "Question: a cyclist rides at 14 km/h for 3.5 hours. How far does she ride?\n" + BIKE + "#### 49", "the question restated first"),

    m("q_m_other_part_final", "A", G_TAN, "wrong", "boxed", r"(a) $\tan\frac{3\pi}{4} = -1$. (b) $\tan\frac{\pi}{4} = 1$." + "\nFinal answer: $\\boxed{1}$", "the gold only in part (a); the final box 1"),
    m("q_m_teacher_box", "A", G_CPX, "wrong", "answer_is", r"My teacher says $\boxed{12 - i}$, but I get $(2 - 5i)(1 + 2i) = 2 - i - 10 = -8 - i$." + "\nFinal answer: $-8 - i$.", "the gold only in a reported box"),
    m("q_m_ok_mistake_reported", "B", G_CPX, "correct", "boxed", r"A common mistake gives $-8 - i$ by dropping the sign of $i^2$. Correctly, " + CPX + r" $= \boxed{12 - i}$.", "a reported wrong value first"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "49", "no_answer", "none", "", "an empty completion"),
    g("b_ansi_other", "A", "49", "wrong", "hash", BIKE_SLIP + "\x1b[1m#### 42\x1b[0m", "ANSI escapes around #### 42"),
    g("b_fullwidth_other", "A", "11", "wrong", "hash", REM + "#### ３２", "full-width 32"),
    g("b_nul_gold", "A", "35", "wrong", "hash", AGE + "#### 3\x005", "a NUL inside 35; a NUL makes the pair bad input"),
    m("b_m_unclosed_box", "A", G_CIRC, "no_answer", "truncated", CIRC + r" $= \boxed{121", "cut inside the box"),
    g("b_ok_control_chars", "B", "11", "correct", "hash", REM + "\x07\x1b[0m\n#### 11", "a bell and an ANSI escape before the answer line"),
    g("b_ok_fullwidth", "B", "49", "correct", "hash", BIKE + "#### ４９", "full-width digits"),
    g("b_ok_crlf", "B", "36850", "correct", "hash", (SAL + "#### 36850").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_gold_comma", "B", "36,850", "correct", "hash", SAL + "#### 36850", "a gold stored with a comma"),
    g("b_ok_tabs", "B", "0", "correct", "hash", ZERO + "####\t0\t", "tabs around the value"),
    m("b_m_ok_gold_dollars", "B", "$" + G_DIST + "$", "correct", "boxed", DIST + r" $= \boxed{13}$", "a gold stored in dollars"),
    m("b_m_ok_nbsp", "B", G_SEQ, "correct", "boxed", SEQ + "\u00a0=\u00a0" + r"$\boxed{67}$", "non-breaking spaces before the box"),
    g("b_ok_trailing_ws", "B", "49", "correct", "hash", BIKE + "#### 49   \n\n\n", "spaces and blank lines after the answer"),
    m("b_m_gold_boxed_other", "A", r"\boxed{67}", "wrong", "boxed", SEQ.replace("9", "10") + r" $= \boxed{74}$", "a gold stored boxed; the model's 74"),
    m("b_m_ok_gold_spaces", "B", " 12 - i ", "correct", "boxed", CPX + r" $= \boxed{12 - i}$", "a gold with spaces"),
]
# fmt: on

DECISIONS = {
    "r_ok_new_problem": (
        "accept",
        "a self-set new problem after the committed answer is not a correction (issue 25, class 4)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam44", CASES, [], DECISIONS)
