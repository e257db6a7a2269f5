r"""Build adversarial_redteam33.jsonl: a thirty-third round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam33", issue 25), written by an independent helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and
WITHOUT running the checker or any grader on the probes; handed over BEFORE any scoring. Not model
output. Read: `issues show 25`, corpus/corpus_build.py (helpers g, m, th, write_probes, MINERVA,
chat-turn tokens) and build_adversarial_redteam21.py (structure, conventions, label rules). No
other round's build script or jsonl was read.

Aim of this round: a second LAST fresh measure by another independent author. The issue's eight
classes, each probe one trick in a surface form earlier authors probably did not write (retraction
words in French, German and Spanish, HTML <s>/<del> strike-outs, \xcancel and \st, markdown
headings and code blocks, answer tags left unclosed, self-set practice problems after the answer),
with right-answer counterparts in the notations real models use.

Problems and golds (arithmetic checked by hand; python used for arithmetic only):
GSM8K
- nails: 13 boxes of 22 nails, 97 used -> 189 (13 * 22 = 260 + 26 = 286; 286 - 97 = 189; check
  189 + 97 = 286). Misreading 79: 286 - 79 = 207 (check 207 + 79 = 286).
- temperature: -3 degrees, falling 1.25 an hour for 6 hours -> -10.5 (1.25 * 6 = 7.5; -3 - 7.5 =
  -10.5 = -21/2). Rounded -10 or sign lost 10.5 are wrong.
- cheese: 1.5 kg at $9.26 -> 13.89 (9.26 + 4.63 = 13.89). Swapped digits 13.98 wrong.
- pay: $2,185 a month for 12 months plus a $1,450 bonus -> 27,670 (2185 * 12 = 21850 + 4370 =
  26220; 26220 + 1450 = 27670). Without the bonus 26,220.
- hens: 21 hens laying 8 eggs each -> 168 (= 14 dozen; 14 * 12 = 168). Misreading 22 hens: 176.
- quiz: 34 of 40 right -> 85 % (34 / 40 = 0.85).
- till: $210 less six $35 refunds -> 0 (6 * 35 = 210).
- laps: 9 laps of 17 minutes -> 153 (9 * 17 = 90 + 63 = 153).
MATH
- a multiple of 6 from 1 to 45: 6, 12, ..., 42 = 7 of 45 -> 7/45 (= 0.1555..., not 0.156).
- distance (1, -4) to (-3, 3): dx = -4, dy = 7, 16 + 49 = 65 -> \sqrt{65} (= 8.0622...).
- |2x - 3| <= 9: -6 <= 2x <= 12 -> [-3, 6].
- 3x^2 + 5x - 2 = (3x - 1)(x + 2) -> roots 1/3 and -2 (3/9 + 5/3 - 2 = 0; 12 - 10 - 2 = 0).
- (5 - 2i)(3 + i) = 15 + 5i - 6i - 2i^2 = 17 - i.
- 225 degrees -> 5\pi/4 (225/180 = 5/4; 5\pi/4 = 3.92699...).
- 2134_5 = 2*125 + 1*25 + 3*5 + 4 = 250 + 25 + 15 + 4 = 294.
- x + y = 2, x - y = 12 -> (7, -5) (2x = 14; check 7 - (-5) = 12).
- (2x - 7)(x + 3) = 2x^2 + 6x - 7x - 21 = 2x^2 - x - 21.
- C(12, 4) = 12*11*10*9 / 24 = 11880 / 24 = 495 (C(12, 5) = 792 is wrong here; ordered 11880).
- 0.\overline{21} = 21/99 = 7/33.
- x^3 - 9x at x = 3: 27 - 27 = 0.
- a sector of radius 4 and angle 135 degrees: 135/360 * 16\pi = 3/8 * 16\pi = 6\pi. (Angle 153:
  153/360 * 16 = 6.8, i.e. 34\pi/5.)
- 24/\sqrt6 = 24\sqrt6/6 = 4\sqrt6.
Wrong values used (each checked != gold): 207, 26,220, 13.98, 176 (22 * 8), 163, 13.9, -10, 27670.01,
0.004, 1e-9; 17 + i, (-5, 7), 21/100 (0.21 != 0.2121...), 2x^2 + x - 21 and 2x^2 - 13x - 21, 792,
11880, 8.06 / 8.062 (\sqrt{65} = 8.0622...), 0.2121, 7001/45000, 3.927, 294.0001, 34\pi/5,
\sqrt{58} (9 + 49), \sqrt{56}, 7/54, 295, 1. After-text values that do not count: 96 (8 * 12), 9/45
(multiples of 5 in 1..45: 5, 10, ..., 45 = 9), 1 + 17i ((17 - i) i = 17i + 1), 3\sqrt6 (18/\sqrt6 =
18\sqrt6/6), -7.5 (0 - 7.5).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number; `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported, hypothetical, other-part statements; `b_` bad input a JSON corpus can hold. An `_m_`
after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow the conventions stated in round 21's docstring (corpus/README.md itself was not opened in
this round; the problem list above avoids the numbers the brief listed as used): the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`;
a decimal for an exact irrational or repeating gold is `wrong`; a value the model itself marks wrong
is `wrong`; an explicit correction after an answer makes the corrected value the final one, in any
language; a check, pleasantry, a cut-off restart or a self-set practice problem after a committed
answer does not replace it; text in an invented next turn does not count; in an <answer> tag a
sentence, an equation chain or a box is read for the value it states; an <answer> tag never closed
is read like a closed one. A NUL anywhere makes the pair bad input. Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam33.py
"""

from corpus_build import EOT_USER, IM_ASSIST, IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# nails: gold 189 (13 * 22 = 286; 286 - 97 = 189). Slip: 79 used -> 286 - 79 = 207.
NAIL = "13 boxes of 22 nails hold 13 * 22 = <<13*22=286>>286 nails.\nUsing 97 of them leaves 286 - 97 = <<286-97=189>>189 nails.\n"
NAIL_SLIP = "13 boxes of 22 nails hold 13 * 22 = <<13*22=286>>286 nails.\nUsing 79 of them leaves 286 - 79 = <<286-79=207>>207 nails.\n"
# temperature: gold -10.5 (1.25 * 6 = 7.5; -3 - 7.5 = -10.5).
TEMP = "Starting at -3 degrees, it falls 1.25 * 6 = <<1.25*6=7.5>>7.5 degrees, ending at -3 - 7.5 = <<-3-7.5=-10.5>>-10.5 degrees.\n"
# cheese: gold 13.89 (1.5 * 9.26 = 9.26 + 4.63 = 13.89).
CHEESE = "1.5 kg at $9.26 per kg costs 1.5 * 9.26 = <<1.5*9.26=13.89>>13.89 dollars.\n"
# pay: gold 27670 (12 * 2185 = 26220; + 1450 = 27670). Without the bonus 26220.
PAY = "12 months at $2,185 is 12 * 2185 = <<12*2185=26220>>26220 dollars.\nWith the $1,450 bonus: 26220 + 1450 = <<26220+1450=27670>>27670 dollars.\n"
PAY_NB = "12 months at $2,185 is 12 * 2185 = <<12*2185=26220>>26220 dollars.\n"
# hens: gold 168 (21 * 8 = 168 = 14 dozen). Misreading 22 hens: 22 * 8 = 176.
HEN = "21 hens lay 8 eggs each, so 21 * 8 = <<21*8=168>>168 eggs.\n"
# quiz: gold 85 (34 / 40 = 0.85).
QUIZ = "34 of the 40 answers were right: 34 / 40 * 100 = <<34/40*100=85>>85 percent.\n"
# till: gold 0 (6 * 35 = 210; 210 - 210 = 0).
TILL = "Six $35 refunds cost 6 * 35 = <<6*35=210>>210 dollars, so the $210 till holds 210 - 210 = <<210-210=0>>0 dollars.\n"
# laps: gold 153 (9 * 17 = 153).
LAP = "9 laps of 17 minutes take 9 * 17 = <<9*17=153>>153 minutes.\n"

# ================================================================ MATH working
G_PROB = r"\frac{7}{45}"  # 6..42: 7 multiples of 6 in 1..45
PROB = r"The multiples of $6$ from $1$ to $45$ are $6, 12, 18, 24, 30, 36, 42$: seven of them, so the probability is $\frac{7}{45}$"
G_DIST = r"\sqrt{65}"  # (-4)^2 + 7^2 = 16 + 49 = 65
DIST = r"The distance is $\sqrt{(-3 - 1)^2 + (3 - (-4))^2} = \sqrt{16 + 49}$"
G_INT = "[-3, 6]"  # -9 <= 2x - 3 <= 9 -> -6 <= 2x <= 12
INT = r"$-9 \le 2x - 3 \le 9$ gives $-6 \le 2x \le 12$, so $-3 \le x \le 6$."
G_ROOTS = r"\frac{1}{3}, -2"  # (3x - 1)(x + 2)
ROOTS = r"$3x^2 + 5x - 2 = (3x - 1)(x + 2) = 0$,"
G_CPX = "17 - i"  # 15 + 5i - 6i - 2i^2 = 17 - i
CPX = r"$(5 - 2i)(3 + i) = 15 + 5i - 6i - 2i^2 = 15 - i + 2$"
G_RAD = r"\frac{5\pi}{4}"  # 225 / 180 = 5/4
RAD = r"$225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225\pi}{180}$"
G_BASE = "294"  # 250 + 25 + 15 + 4
BASE = r"$2134_5 = 2 \cdot 125 + 1 \cdot 25 + 3 \cdot 5 + 4$"
G_SYS = "(7, -5)"  # 2x = 14, y = 2 - 7 = -5
SYS = r"Adding $x + y = 2$ and $x - y = 12$ gives $2x = 14$, so $x = 7$ and $y = 2 - 7 = -5$."
G_POLY = "2x^2 - x - 21"  # 2x^2 + 6x - 7x - 21
POLY = r"$(2x - 7)(x + 3) = 2x^2 + 6x - 7x - 21$"
G_COMB = "495"  # 11880 / 24
COMB = r"$\binom{12}{4} = \frac{12 \cdot 11 \cdot 10 \cdot 9}{4!} = \frac{11880}{24}$"
G_REP = r"\frac{7}{33}"  # 21/99
REP = r"Let $x = 0.\overline{21}$. Then $100x - x = 21$, so $x = \frac{21}{99}$"
G_ZERO = "0"  # 27 - 27
ZERO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_SEC = r"6\pi"  # 135/360 * 16 pi = 3/8 * 16 pi
SEC = r"The area is $\frac{135}{360} \cdot \pi \cdot 4^2 = \frac{3}{8} \cdot 16\pi$"
G_RAT = r"4\sqrt{6}"  # 24 sqrt6 / 6
RAT = r"$\frac{24}{\sqrt{6}} = \frac{24\sqrt{6}}{6}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "189", "wrong", "tag", th(NAIL_SLIP) + "<answer>So 207 nails are left over.</answer>", "a sentence in the tag states 207"),
    g("t_bold_other", "A", "27670", "wrong", "tag", th(PAY_NB) + "<answer>**26,220**</answer>", "bold 26,220 in the tag (bonus left out)"),
    g("t_unclosed_other", "A", "189", "wrong", "tag", th(NAIL_SLIP) + "<answer>207", "a tag never closed, holding 207"),
    g("t_question_mark", "A", "168", "no_answer", "tag", th(HEN) + "<answer>?</answer>", "only a question mark in the tag; 168 only in the thinking"),
    g("t_gold_in_think_tag", "A", "13.89", "wrong", "tag", th(CHEESE + "<answer>13.89</answer> would be my draft.\n") + "<answer>13.98</answer>", "a draft tag with the gold inside the thinking, the real tag 13.98"),
    g("t_hash_in_tag_other", "A", "153", "wrong", "tag", th(LAP.replace("9 * 17 = <<9*17=153>>153", "9 * 17 = <<9*17=163>>163")) + "<answer>#### 163</answer>", "#### 163 inside the tag"),
    m("t_m_box_other", "A", G_CPX, "wrong", "tag", th(CPX + "\n") + r"<answer>$\boxed{17 + i}$</answer>", "a box in the tag with the sign of i lost"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + " so $x = \\frac{1}{3}$.\n") + r"<answer>$x = \frac{1}{3}$</answer>", "only one of the two roots in the tag"),
    m("t_m_refusal", "A", G_COMB, "no_answer", "tag", th(COMB + "\n") + "<answer>I could not finish the computation.</answer>", "a refusal sentence in the tag"),
    m("t_m_pair_swapped", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(x, y) = (-5, 7)</answer>", "the pair swapped in the tag"),
    m("t_m_unclosed_other", "A", G_REP, "wrong", "tag", th(REP + ".\n") + r"<answer>\frac{21}{100}", "a tag never closed, holding 21/100"),
    m("t_m_equation_end_other", "A", G_POLY, "wrong", "tag", th(POLY + "\n") + r"<answer>$(2x - 7)(x + 3) = 2x^2 - 13x - 21$</answer>", "an equation chain ending in a wrong expansion"),
    m("t_m_ok_eq_chain", "B", G_COMB, "correct", "tag", th(COMB + "\n") + r"<answer>\binom{12}{4} = 495</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_unclosed_box", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{5\pi}{4}}$", "a box in a tag never closed"),
    g("t_ok_sentence_units", "B", "-10.5", "correct", "tag", th(TEMP) + "<answer>The final temperature is -10.5 degrees.</answer>", "a sentence with units in the tag"),
    g("t_ok_hash_in_tag", "B", "189", "correct", "tag", th(NAIL) + "<answer>#### 189</answer>", "#### inside the tag"),
    g("t_ok_phrase_dollar", "B", "13.89", "correct", "tag", th(CHEESE) + "<answer>Final answer: $13.89</answer>", "a marker phrase and a dollar sign in the tag"),
    g("t_ok_unclosed", "B", "189", "correct", "tag", th(NAIL) + "<answer>189", "a tag never closed, holding the gold"),
    g("t_ok_multiline_working", "B", "27670", "correct", "tag", th(PAY) + "<answer>\n26220 + 1450 = 27670\nTotal: $27,670\n</answer>", "two lines in the tag, both ending in the gold"),
    m("t_m_ok_inline_parens", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + r"<answer>\(\frac{7}{45}\)</answer>", "\\( \\) math in the tag"),
    m("t_m_ok_display", "B", G_DIST, "correct", "tag", th(DIST + r" = \sqrt{65}." + "\n") + "<answer>\n$$\\sqrt{65}$$\n</answer>", "display math on its own lines in the tag"),
    m("t_m_ok_roots_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>The roots are $x = -2$ and $x = \frac{1}{3}$.</answer>", "both roots in a sentence, other order"),
    m("t_m_ok_interval_in", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in [-3, 6]$</answer>", "x \\in interval in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "189", "wrong", "hash", NAIL_SLIP + "So the answer is #### 207", "'So the answer is #### 207'"),
    g("h_two_markers_last_other", "A", "189", "wrong", "hash", NAIL + "Answer: #### 189\n\nFinal Answer: #### 207", "the last marker line states 207"),
    g("h_final_answer_hash_empty", "A", "168", "no_answer", "hash", HEN + "Final Answer: ####", "a marker phrase and an empty ####"),
    g("h_phrase_gold_hash_other", "A", "13.89", "wrong", "hash", CHEESE + "The answer is: $13.89\n#### 13.98", "the phrase 13.89, the #### 13.98: two final answers"),
    g("h_bold_hash_other", "A", "27670", "wrong", "hash", PAY_NB + "**Final Answer:** #### 26220", "bold marker then #### 26220"),
    g("h_hash_words_other", "A", "153", "wrong", "hash", LAP + "The answer is #### one hundred sixty-three", "number words after #### stating 163"),
    m("h_m_answer_hash_other", "A", G_COMB, "wrong", "hash", COMB + "\nAnswer: #### 792", "#### 792 (C(12, 5))"),
    m("h_m_phrase_hash_decimal", "A", G_DIST, "wrong", "hash", DIST + "\nThe answer is: #### 8.06", "a rounded decimal for \\sqrt{65} (8.0622...)"),
    m("h_m_final_hash_other", "A", G_POLY, "wrong", "hash", POLY + "\nFinal Answer: #### 2x^2 + x - 21", "the middle sign wrong after 'Final Answer: ####'"),
    g("h_ok_so_hash", "B", "189", "correct", "hash", NAIL + "So the answer is #### 189", "'So the answer is #### 189'"),
    g("h_ok_answer_colon_hash", "B", "27670", "correct", "hash", PAY + "Answer: #### 27,670", "'Answer: ####' with a comma"),
    g("h_ok_final_answer_hash_dollar", "B", "13.89", "correct", "hash", CHEESE + "Final Answer: #### $13.89", "'Final Answer: ####' with a dollar sign"),
    g("h_ok_answer_is_colon", "B", "168", "correct", "hash", HEN + "The answer is: #### 168", "'The answer is: ####'"),
    g("h_ok_heading_hash", "B", "153", "correct", "hash", LAP + "### Answer\n#### 153", "a markdown heading then ####"),
    g("h_ok_words_then_hash", "B", "168", "correct", "hash", HEN + "The hens lay one hundred sixty-eight eggs.\n#### 168", "number words then #### agreeing"),
    m("h_m_ok_answer_hash_frac", "B", G_PROB, "correct", "hash", PROB + ".\nAnswer: #### \\frac{7}{45}", "a LaTeX fraction after 'Answer: ####'"),
    m("h_m_ok_so_hash_base", "B", G_BASE, "correct", "hash", BASE + " = 294.\nSo the answer is #### 294", "a MATH answer after 'So the answer is ####'"),

    # ================================================================ 3. exactness
    g("x_sci_small", "A", "0", "wrong", "hash", TILL + "#### 1e-9", "1e-9 against gold 0"),
    g("x_sub_cent", "A", "0", "wrong", "hash", TILL + "#### 0.004", "0.004 against gold 0"),
    g("x_rounded", "A", "13.89", "wrong", "hash", CHEESE + "#### 13.9", "rounded to 13.9"),
    g("x_one_cent_off", "A", "27670", "wrong", "hash", PAY + "#### 27670.01", "off by a cent: relative error 4e-7"),
    g("x_temp_rounded", "A", "-10.5", "wrong", "hash", TEMP + "#### -10", "rounded to -10"),
    m("x_m_base_close", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{294.0001}$", "294.0001 against an integer gold"),
    m("x_m_pi_plus_tiny", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{6\pi + 10^{-40}}$", "6\\pi + 10^{-40}: an exact expression not equal to the gold"),
    m("x_m_zero_exp", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{e^{-200}}$", "e^{-200} is not zero"),
    m("x_m_zero_sin", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{\sin(10^{-80})}$", "sin(10^{-80}) is not zero"),
    m("x_m_sqrt_decimal", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{8.062}$", "a decimal for \\sqrt{65}"),
    m("x_m_rep_decimal", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.2121}$", "0.2121 is not 7/33"),
    m("x_m_frac_close", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{\frac{7001}{45000}}$", "7001/45000 is not 7/45 (= 7000/45000)"),
    m("x_m_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{3.927}$", "a decimal for 5\\pi/4 (3.92699...)"),
    m("x_m_cpx_tiny_imag", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{17 - i + 10^{-30}i}$", "a tiny extra imaginary part"),
    g("x_ok_dollar_zero", "B", "0", "correct", "hash", TILL + "#### $0", "a dollar sign before 0"),
    g("x_ok_zero_point", "B", "0", "correct", "hash", TILL + "#### 0.0", "0.0 for 0"),
    g("x_ok_temp_frac", "B", "-10.5", "correct", "boxed", TEMP + r"So the answer is $\boxed{-\frac{21}{2}}$.", "-21/2 = -10.5"),
    g("x_ok_pct_decimal_form", "B", "85", "correct", "hash", QUIZ + "#### 85.0", "85.0 for 85"),
    m("x_m_ok_repeating_bar", "B", G_REP, "correct", "boxed", r"The answer is $\boxed{0.\overline{21}}$, that is, $\frac{21}{99}$.", "a repeating decimal with a bar, exactly 7/33"),
    m("x_m_ok_unsimplified", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{21}{99}}$.", "21/99 = 7/33 unsimplified"),
    m("x_m_ok_unrationalized", "B", G_RAT, "correct", "boxed", r"We need $\frac{24}{\sqrt{6}}$, so the answer is $\boxed{\frac{24}{\sqrt{6}}}$.", "24/\\sqrt6 = 4\\sqrt6 exactly"),
    m("x_m_ok_pi_frac", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5}{4}\pi}$.", "\\frac54\\pi = 5\\pi/4"),
    m("x_m_ok_pi_times", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\pi \cdot 6}$.", "\\pi \\cdot 6 = 6\\pi"),
    m("x_m_ok_zero_box", "B", G_ZERO, "correct", "boxed", ZERO + r" $= \boxed{0}$.", "exactly zero"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_ne_unicode", "A", "189", "no_answer", "hash", NAIL + "#### ≠ 189", "a Unicode not-equal before the gold, nothing else"),
    g("n_strike_html_other", "A", "189", "wrong", "hash", NAIL_SLIP + "#### <s>189</s> 207", "the gold struck with <s>, 207 after"),
    g("n_del_only", "A", "168", "no_answer", "answer_is", HEN + "Final answer: <del>168</del>", "the gold struck with <del>, nothing after"),
    g("n_bracket_incorrect", "A", "168", "wrong", "hash", HEN + "#### 168 [incorrect]", "the model marks its answer incorrect"),
    g("n_nicht_de", "A", "189", "no_answer", "answer_is", NAIL + "Die Antwort ist nicht 189.", "German: 'the answer is not 189', nothing after"),
    g("n_cant_be", "A", "153", "no_answer", "answer_is", LAP + "The answer can't be 153.", "the gold ruled out, no other value"),
    m("n_m_xcancel", "A", G_COMB, "no_answer", "boxed", COMB + r" $= \boxed{\xcancel{495}}$", "a box holding the gold crossed out with \\xcancel"),
    m("n_m_text_not", "A", G_BASE, "no_answer", "boxed", BASE + r" $= \boxed{\text{not } 294}$", "\\text{not } gold in the box"),
    m("n_m_ne_pair", "A", G_SYS, "no_answer", "boxed", r"The solution satisfies $\boxed{(x, y) \ne (7, -5)}$.", "a box holding (x, y) \\ne gold"),
    m("n_m_st_other", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{\st{(7, -5)}\ (-5, 7)}$", "the gold struck with \\st, (-5, 7) after"),
    m("n_m_text_wrong", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{17 - i \text{ (wrong)}}$", "the gold annotated (wrong) by the model"),
    m("n_m_notin", "A", G_INT, "wrong", "boxed", INT + r" So $\boxed{x \notin [-3, 6]}$.", "the box states the complement of the gold set"),
    g("n_ok_not_slip", "B", "189", "correct", "answer_is", NAIL + "It is not 207 (that would mean 79 were used); the answer is 189.", "the slip value negated, the gold asserted"),
    g("n_ok_strike_html_other", "B", "189", "correct", "hash", NAIL + "#### <s>207</s> 189", "the wrong value struck with <s>, the gold after"),
    g("n_ok_check_emoji", "B", "168", "correct", "hash", HEN + "#### 168 ✅", "a check-mark emoji after the answer"),
    g("n_ok_nicht_sondern", "B", "189", "correct", "answer_is", NAIL + "Die Antwort ist nicht 207, sondern 189.", "German: 'not 207 but 189'"),
    g("n_ok_not_tax", "B", "13.89", "correct", "answer_is", CHEESE + "The answer is $13.89 (not including tax).", "a harmless 'not' annotation"),
    m("n_m_ok_sout_other", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{\sout{2x^2 + x - 21}\ 2x^2 - x - 21}$", "a wrong expansion struck with \\sout, the gold after"),
    m("n_m_ok_ne_working", "B", G_RAT, "correct", "boxed", r"Since $\sqrt{6} \neq 0$, " + RAT + r" $= \boxed{4\sqrt{6}}$.", "a \\neq in the working, the gold boxed"),
    m("n_m_ok_checkmark", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{495}\ \checkmark$", "\\checkmark after the box"),
    m("n_m_ok_lowest_terms", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{7}{33}}$ (in lowest terms)", "an annotation that is not a negation"),
    m("n_m_ok_cancel_work", "B", G_SEC, "correct", "boxed", r"The area is $\frac{\cancel{135}^{3}}{\cancel{360}_{8}} \cdot 16\pi = \boxed{6\pi}$.", "cancellations in the working, the gold boxed"),

    # ================================================================ 5. words after a number
    g("u_more", "A", "189", "wrong", "answer_is", NAIL + "The answer is 97 more.", "97, the number used, with 'more'"),
    g("u_gross", "A", "168", "wrong", "hash", HEN + "#### 168 gross", "168 gross = 24,192"),
    g("u_hundred", "A", "27670", "wrong", "answer_is", PAY + "The answer is 27670 hundred dollars.", "27670 hundred = 2,767,000"),
    g("u_k_suffix", "A", "27670", "wrong", "hash", PAY + "#### 27670k", "27670k = 27,670,000"),
    g("u_pairs", "A", "168", "wrong", "answer_is", HEN + "The answer is 168 pairs of eggs.", "168 pairs = 336 eggs"),
    g("u_cents", "A", "13.89", "wrong", "hash", CHEESE + "#### 13.89 cents", "13.89 cents is $0.1389"),
    g("u_fewer_minutes", "A", "153", "wrong", "answer_is", LAP + "The answer is 17 fewer minutes.", "17, a given, with 'fewer'"),
    m("u_m_thousand", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{495 \text{ thousand}}$", "495 thousand"),
    m("u_m_in_base5", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{294 \text{ in base } 5}$", "the value labelled base 5 (294 is not even a base-5 numeral)"),
    m("u_m_dozen", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{495 \text{ dozen}}$", "495 dozen = 5,940"),
    g("u_ok_nails", "B", "189", "correct", "hash", NAIL + "#### 189 nails", "a unit noun after ####"),
    g("u_ok_dollars_word", "B", "27670", "correct", "hash", PAY + "#### 27670 dollars", "the word dollars after ####"),
    g("u_ok_min_abbrev", "B", "153", "correct", "answer_is", LAP + "The answer is 153 min.", "the abbreviation min."),
    g("u_ok_fahrenheit", "B", "-10.5", "correct", "answer_is", TEMP + "The answer is -10.5 degrees Fahrenheit.", "degrees Fahrenheit"),
    g("u_ok_percent_sign", "B", "85", "correct", "hash", QUIZ + "#### 85%", "a percent sign"),
    g("u_ok_usd", "B", "13.89", "correct", "answer_is", CHEESE + "The answer is 13.89 USD.", "the currency code USD"),
    m("u_m_ok_units_sqrt", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{65}\text{ units}}$", "\\text{ units} after the root"),
    m("u_m_ok_cm2", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{6\pi\ \text{cm}^2}$", "square centimetres in the box"),
    m("u_m_ok_ways", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{495 \text{ ways}}$", "\\text{ ways} in the box"),
    m("u_m_ok_radians", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{5\pi}{4} \text{ radians}}$", "\\text{ radians} in the box"),

    # ================================================================ 6. retractions / after-text
    g("r_ps_other", "A", "189", "wrong", "hash", NAIL + "#### 189\n\nP.S. I re-read it: 79 nails were used, so 207.", "P.S. with a new value 207"),
    g("r_french", "A", "189", "wrong", "hash", NAIL + "#### 189\n\nOups, erreur : c'est 207.", "French retraction: 'oops, mistake: it is 207'"),
    g("r_spanish", "A", "168", "wrong", "hash", HEN + "#### 168\n\nCorrección: en realidad son 176.", "Spanish correction to 176"),
    g("r_strike_line", "A", "27670", "wrong", "hash", PAY + "#### 27670\n\n~~#### 27670~~\n#### 26220", "the answer line struck and replaced by 26220"),
    g("r_scratch_that", "A", "13.89", "wrong", "answer_is", CHEESE + "The answer is $13.89. Scratch that — $13.98.", "'Scratch that' then 13.98"),
    g("r_disregard", "A", "153", "wrong", "hash", LAP + "#### 153\n\nPlease disregard the above; I have not actually solved this yet.", "the answer withdrawn with nothing new (round 21: wrong); debatable between wrong and no_answer, both refused", True),
    m("r_m_hmm_later_box", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{495}$" + "\n\nHmm, actually order matters here, so $12 \\cdot 11 \\cdot 10 \\cdot 9 = 11880$, giving $\\boxed{11880}$.", "a later box 11880"),
    m("r_m_bracket_correction", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" so $x = \boxed{\frac{1}{3}, -2}$." + "\n\n[Correction: the second root is $2$, not $-2$.]", "a bracketed correction makes the roots 1/3 and 2"),
    m("r_m_german", "A", G_SEC, "wrong", "boxed", SEC + r" $= \boxed{6\pi}$" + "\n\nKorrektur: der Winkel war $153^\\circ$, also $\\boxed{\\frac{34\\pi}{5}}$.", "German correction to 34\\pi/5"),
    m("r_m_oops_paren", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{17 - i}$ (oops, sign error: $17 + i$)", "a parenthetical oops with 17 + i"),
    m("r_m_spanish", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{0}$" + "\n\nCorrección: olvidé el término constante $+1$, así que $f(3) = \\boxed{1}$.", "a Spanish correction to 1"),
    g("r_ok_ps_check", "B", "189", "correct", "hash", NAIL + "#### 189\n\nP.S. Check: 189 + 97 = 286. ✓", "P.S. with a check"),
    g("r_ok_french_confirm", "B", "189", "correct", "hash", NAIL + "#### 189\n\nVérification : 189 + 97 = 286, c'est bon.", "French check after the answer"),
    g("r_ok_user_turn", "B", "168", "correct", "hash", HEN + "#### 168" + IM_USER + "Now what if there were 22 hens?", "an invented user turn after the answer"),
    g("r_ok_practice_problem", "B", "153", "correct", "hash", LAP + "#### 153\n\nPractice problem: how long do 8 laps of 12 minutes take? 8 * 12 = 96, so $\\boxed{96}$.", "a self-set practice problem with its own box after the committed answer (issue 25 item 4)"),
    g("r_ok_restart_cut", "B", "27670", "correct", "hash", PAY + "#### 27670\n\nLet me redo the calculation to be sure: 12 * 2185 =", "a restart of the working cut off"),
    g("r_ok_correction_to_gold_de", "B", "189", "correct", "hash", NAIL_SLIP + "#### 207\n\nKorrektur: es wurden 97 Nägel verbraucht, also 286 - 97 = 189.\n#### 189", "a German correction to the gold"),
    m("r_m_ok_pleasantry_fr", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{4\sqrt{6}}$" + "\n\nJ'espère que cela vous aide !", "a French pleasantry after the box"),
    m("r_m_ok_practice", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{7}{45}}$." + "\n\nTry this yourself: the probability of a multiple of 5 from 1 to 45 is $\\boxed{\\frac{9}{45}}$.", "a self-set practice problem with its own box after the answer (9 multiples of 5 in 1..45)"),
    m("r_m_ok_note", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{294}$" + "\n\nNote: the digits 2, 1, 3, 4 are all valid in base 5.", "a harmless note after the box"),
    m("r_m_ok_minerva", "B", G_INT, "correct", "minerva", INT + "\n" + MINERVA.format("$[-3, 6]$"), "Minerva's closing line with 'I hope it is correct'"),
    m("r_m_ok_eot_turn", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{17 - i}$" + EOT_USER + r"Great, now multiply by $i$: $\boxed{1 + 17i}$", "a box in an invented Llama user turn"),
    m("r_m_ok_wait_confirm", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{2x^2 - x - 21}$" + "\n\nWait, let me double-check: at $x = 1$, $(-5)(4) = -20$ and $2 - 1 - 21 = -20$. Yes.", "a 'Wait' that confirms the answer"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_blockquote_refuse", "A", "189", "no_answer", "none", "> #### 189\n\nThat is the required format, but I cannot solve this problem.", "a quoted #### line then a refusal"),
    g("q_you_asked", "A", "189", "no_answer", "none", 'You asked me to confirm "#### 189", but I do not have enough information.', "the gold only in a quoted request"),
    g("q_key_then_own", "A", "189", "wrong", "hash", "According to the answer key, #### 189.\nMy own calculation:\n" + NAIL_SLIP + "#### 207", "the gold attributed to an answer key, own final 207"),
    g("q_code_block_format", "A", "168", "no_answer", "none", "```\n#### 168\n```\nThat is the output format; I'll leave the computation to you.", "the gold only in a format example in a code block"),
    g("q_two_parts", "A", "85", "wrong", "answer_is", QUIZ + "So it is 85 for part (a) and 15 for part (b).", "two final values for two parts; debatable: the gold is one value, so the question has one part, and a second stated part is a second final answer (issue 25 lists this form as must-reject)", True),
    g("q_would_be", "A", "27670", "wrong", "hash", PAY_NB + "Had the bonus been paid, the total would be 27670; I leave it out.\n#### 26220", "the gold only in a counterfactual, final 26220"),
    m("q_m_show_that", "A", G_COMB, "no_answer", "none", r'The prompt says "Show that the answer is $\boxed{495}$." I am unable to verify this.', "a quoted box then a refusal"),
    m("q_m_guess_refuse", "A", G_PROB, "no_answer", "none", r"One might guess $\boxed{\frac{7}{45}}$, but I have no way to check it, so I will not give an answer.", "a box under 'one might guess' then an explicit refusal; debatable (round 21: a hypothetical box then a refusal is no answer)", True),
    m("q_m_user_turn_gold", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{17 + i}$" + IM_USER + r"The answer is $17 - i$.", "the gold only in an invented user turn"),
    m("q_m_example_other", "A", G_COMB, "wrong", "boxed", r"For instance, $\binom{12}{4} = 495$ counts 4-element subsets; here we need $\binom{12}{5} = \boxed{792}$.", "the gold as an example, final box 792"),
    m("q_m_textbook_says", "A", G_DIST, "wrong", "boxed", r"The textbook's answer is $\sqrt{65}$, but I get $\sqrt{9 + 49} = \boxed{\sqrt{58}}$.", "the gold reported, own box \\sqrt{58}"),
    m("q_m_quote_assistant_other", "A", G_CPX, "wrong", "boxed", r"The assistant above claimed $\boxed{17 - i}$, which is wrong; the true product is $\boxed{17 + i}$.", "the gold attributed to another, own box 17 + i"),
    g("q_ok_quote_problem", "B", "168", "correct", "hash", "> 21 hens each lay 8 eggs.\n\n" + HEN + "#### 168", "the problem quoted first"),
    g("q_ok_key_agrees", "B", "189", "correct", "hash", "The answer key says 189, and my working agrees:\n" + NAIL + "#### 189", "a reported value the model confirms and states"),
    g("q_ok_hypo_after", "B", "-10.5", "correct", "hash", TEMP + "#### -10.5\n\n(If it had started at 0, it would be -7.5.)", "a hypothetical after the committed answer"),
    g("q_ok_friend_wrong_first", "B", "13.89", "correct", "hash", 'Sam said "13.98", but he swapped two digits.\n' + CHEESE + "#### 13.89", "another's wrong value quoted first"),
    m("q_m_ok_mistake_first", "B", G_CPX, "correct", "boxed", r"A common mistake gives $17 + i$. Correctly, " + CPX + r" $= \boxed{17 - i}$.", "a wrong value attributed to 'a common mistake' first"),
    m("q_m_ok_quote_problem", "B", G_COMB, "correct", "boxed", "> Compute $\\binom{12}{4}$.\n\n" + COMB + r" $= \boxed{495}$", "the problem quoted"),
    m("q_m_ok_suppose_refuted", "B", G_ROOTS, "correct", "boxed", r"Suppose $x = 2$: then $12 + 10 - 2 = 20 \neq 0$. Instead, " + ROOTS + r" so the roots are $\boxed{-2, \frac{1}{3}}$.", "a supposition refuted, then both roots"),
    m("q_m_ok_turn_other", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{4\sqrt{6}}$" + IM_USER + r"What about $\frac{18}{\sqrt{6}}$?" + IM_ASSIST + r"$\boxed{3\sqrt{6}}$", "another box only in invented turns"),

    # ================================================================ 8. bad input JSON can hold
    g("b_zero_width_other", "A", "189", "wrong", "hash", NAIL_SLIP + "#### 2\u200b07", "a zero-width space inside 207"),
    g("b_nul_other", "A", "189", "wrong", "hash", NAIL_SLIP + "#### 20\x007", "a NUL inside 207"),
    g("b_arabic_digits_other", "A", "189", "wrong", "hash", NAIL_SLIP + "#### ٢٠٧", "Arabic-Indic digits for 207"),
    g("b_gold_commas_other", "A", "27,670", "wrong", "hash", PAY_NB + "#### 26220", "a gold stored with a comma; the answer 26220"),
    g("b_huge_number", "A", "189", "wrong", "hash", NAIL + "#### " + "9" * 5000, "a 5000-digit number"),
    g("b_ansi_other", "A", "189", "wrong", "hash", NAIL_SLIP + "#### \x1b[1m207\x1b[0m", "ANSI escape codes around 207"),
    m("b_m_gold_dollar_other", "A", "$\\frac{7}{45}$", "wrong", "boxed", r"There are 7 multiples among 54 numbers: $\boxed{\frac{7}{54}}$", "a gold stored in $...$; the answer 7/54"),
    m("b_m_truncated_dfrac", "A", G_PROB, "no_answer", "truncated", PROB + r" $= \boxed{\dfrac{7}{4", "cut inside the box"),
    m("b_m_zw_other", "A", G_DIST, "wrong", "boxed", "$\\boxed{\\sqrt{5\u200b6}}$", "a zero-width space inside 56 (\\sqrt{56})"),
    m("b_m_fullwidth_other", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{２９５}$", "full-width 295"),
    g("b_ok_arabic_digits", "B", "189", "correct", "hash", NAIL + "#### ١٨٩", "Arabic-Indic digits for 189"),
    g("b_ok_gold_commas", "B", "27,670", "correct", "hash", PAY + "#### 27670", "a gold stored with a comma"),
    g("b_ok_nbsp_after", "B", "189", "correct", "hash", NAIL + "#### 189\u00a0", "a no-break space after the answer"),
    g("b_ok_tab", "B", "189", "correct", "hash", NAIL + "####\t189", "a tab after ####"),
    g("b_ok_long_working", "B", "189", "correct", "hash", NAIL * 300 + "#### 189", "a long completion (300 repeats of the working)"),
    m("b_m_ok_gold_dollar", "B", "$\\frac{7}{45}$", "correct", "boxed", PROB + r" $= \boxed{\frac{7}{45}}$", "a gold stored in $...$"),
    m("b_m_ok_gold_spaces", "B", " 6\\pi ", "correct", "boxed", SEC + r" $= \boxed{6\pi}$", "a gold with spaces around it"),
    m("b_m_ok_bom", "B", G_ROOTS, "correct", "boxed", "\ufeff" + ROOTS + r" so $x = \boxed{\frac{1}{3}, -2}$.", "a BOM first"),
    m("b_m_ok_crlf", "B", G_BASE, "correct", "boxed", (BASE + "\n" + r"$= \boxed{294}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_emoji_after", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{294}$ 🎉", "an emoji after the box"),
]
# fmt: on

DECISIONS = {
    "r_disregard": (
        "reject",
        "the model withdraws its answer with nothing new; refused either as wrong (round 21) or as no answer",
    ),
    "q_m_guess_refuse": (
        "reject",
        "a box under 'one might guess', followed by an explicit refusal to answer, is no final answer",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam33", CASES, [], DECISIONS)
