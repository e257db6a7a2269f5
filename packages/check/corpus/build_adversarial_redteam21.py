r"""Build adversarial_redteam21.jsonl: a twenty-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam21", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/ or any ANALYSIS.md, and WITHOUT running the checker,
and handed over BEFORE any scoring. Not model output. Only corpus/README.md ("How labels were
made"), corpus_build.py and build_adversarial_redteam20.py (for structure and conventions) were read.

Aim of this round: the eight classes of the issue as a hidden-test author writes them, short plain
probes with one trick each, new numbers and problems. GSM8K: 23 bags of 16 marbles, 149 given away
-> 219 (misreading 194 -> 174); 5 degrees falling 2.5 an hour for 9 hours -> -17.5 (sign lost:
17.5); 4.5 lb at $3.26 -> $14.67; $2,375 a month for 24 months plus a $1,800 bonus -> $58,800
(without the bonus $57,000); 34 hens laying 6 eggs -> 204 (= 17 dozen); 39 of 60 passing -> 65 %;
$120 less three $40 bills -> 0. MATH: a multiple of 6 from 1-40 -> 3/20; the distance from (-1, 3)
to (4, -7) -> 5\sqrt5; |3x - 2| <= 7 -> [-5/3, 3]; 2x^2 - 7x + 3 = 0 -> 1/2 and 3; (5 + i)(2 - 3i)
-> 13 - 13i; 330 degrees -> 11\pi/6; 523_6 -> 195; x + y = 10 and 2x - y = -1 -> (3, 7);
(2x + 3)(x - 6) -> 2x^2 - 9x - 18; C(11, 4) -> 330; 0.\overline{27} -> 3/11; x^3 - 4x at x = 2 -> 0;
a sector of radius 6 and angle 150 degrees -> 15\pi; 10/\sqrt5 -> 2\sqrt5.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero and tolerance traps included); `n_` negation, strike-out, annotation; `u_` words
after a number (chosen so the label does not depend on the unseen question); `r_` retractions after
the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part statements;
`b_` bad input a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks
kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 20's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical) is `no_answer`; equal in value but written differently is `correct`; a
decimal for an exact irrational or repeating gold is `wrong`; a value the model itself marks wrong
is `wrong`; an explicit correction after an answer makes the corrected value the final one; a check
or pleasantry after a committed answer does not replace it; text in an invented next turn does not
count; in an <answer> tag a sentence, an equation chain or a box is read for the value it states. A
NUL anywhere makes the pair bad input (debatable, decision `reject`). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam21.py
"""

from corpus_build import MINERVA, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- marbles: gold 219 (23 * 16 = 320 + 48 = 368; 368 - 149 = 219; check 219 + 149 = 368).
#     Misreading 194: 368 - 194 = 174 (check 174 + 194 = 368).
MAR = "23 bags of 16 marbles hold 23 * 16 = <<23*16=368>>368 marbles.\nAfter giving away 149, 368 - 149 = <<368-149=219>>219 remain.\n"
MAR_SLIP = "23 bags of 16 marbles hold 23 * 16 = <<23*16=368>>368 marbles.\nAfter giving away 194, 368 - 194 = <<368-194=174>>174 remain.\n"
# --- temperature: gold -17.5 (2.5 * 9 = 22.5; 5 - 22.5 = -17.5).
TEMP = "The temperature falls 2.5 * 9 = <<2.5*9=22.5>>22.5 degrees, so it ends at 5 - 22.5 = <<5-22.5=-17.5>>-17.5 degrees.\n"
# --- apples: gold 14.67 (4 * 3.26 = 13.04; 0.5 * 3.26 = 1.63; 13.04 + 1.63 = 14.67).
APP = "4.5 pounds at $3.26 a pound cost 4.5 * 3.26 = <<4.5*3.26=14.67>>14.67 dollars.\n"
# --- salary: gold 58800 (2375 * 24 = 47500 + 9500 = 57000; 57000 + 1800 = 58800). No bonus: 57000.
SAL = "24 months at $2,375 a month is 24 * 2375 = <<24*2375=57000>>57000 dollars.\nWith the $1,800 bonus: 57000 + 1800 = <<57000+1800=58800>>58800 dollars.\n"
SAL_NOBONUS = "24 months at $2,375 a month is 24 * 2375 = <<24*2375=57000>>57000 dollars.\n"
# --- eggs: gold 204 (34 * 6 = 204 = 17 * 12, 17 dozen).
EGG = "34 hens each lay 6 eggs, so there are 34 * 6 = <<34*6=204>>204 eggs.\n"
# --- exam: gold 65 (39 / 60 = 0.65 = 65 %; 60 * 0.65 = 39).
EXAM = "39 of the 60 students passed, so 39 / 60 * 100 = <<39/60*100=65>>65 percent passed.\n"
# --- wallet: gold 0 (3 * 40 = 120; 120 - 120 = 0).
WAL = "She pays three bills of $40, 3 * 40 = <<3*40=120>>120 dollars, so 120 - 120 = <<120-120=0>>0 dollars are left.\n"

# ================================================================ MATH working
G_PROB = r"\frac{3}{20}"  # multiples of 6 in 1..40: 6,12,18,24,30,36 = 6; 6/40 = 3/20
PROB = r"The multiples of $6$ from $1$ to $40$ are $6, 12, 18, 24, 30, 36$: six of them, so the probability is $\frac{6}{40}$"
G_DIST = r"5\sqrt{5}"  # dx = 5, dy = -10; 25 + 100 = 125 = 25 * 5
DIST = r"The distance is $\sqrt{5^2 + (-10)^2} = \sqrt{125}$"
G_INT = r"\left[ -\frac{5}{3}, 3 \right]"  # -7 <= 3x - 2 <= 7 -> -5 <= 3x <= 9 -> -5/3 <= x <= 3
INT = r"$-7 \le 3x - 2 \le 7$ gives $-5 \le 3x \le 9$, so $-\frac{5}{3} \le x \le 3$."
# 2x^2 - 7x + 3 = (2x - 1)(x - 3); check 2*9 - 21 + 3 = 0, 2/4 - 7/2 + 3 = 0
G_ROOTS = r"\frac{1}{2}, 3"
ROOTS = r"$2x^2 - 7x + 3 = (2x - 1)(x - 3) = 0$."
G_CPX = "13 - 13i"  # (5 + i)(2 - 3i) = 10 - 15i + 2i - 3i^2 = 10 - 13i + 3 = 13 - 13i
CPX = r"$(5 + i)(2 - 3i) = 10 - 15i + 2i - 3i^2 = 13 - 13i$"
G_RAD = r"\frac{11\pi}{6}"  # 330 * pi / 180 = 11 pi / 6
RAD = r"$330^\circ \cdot \frac{\pi}{180^\circ}$"
G_BASE = "195"  # 5 * 36 + 2 * 6 + 3 = 180 + 12 + 3 = 195
BASE = r"$523_6 = 5 \cdot 36 + 2 \cdot 6 + 3$"
G_SYS = "(3, 7)"  # adding: 3x = 9, x = 3, y = 7; check 2*3 - 7 = -1
SYS = r"Adding the equations gives $3x = 9$, so $x = 3$ and $y = 10 - 3 = 7$."
G_POLY = "2x^2 - 9x - 18"  # 2x^2 - 12x + 3x - 18
POLY = r"$(2x + 3)(x - 6) = 2x^2 - 12x + 3x - 18$"
G_COMB = "330"  # 11 * 10 * 9 * 8 / 24 = 7920 / 24 = 330
COMB = r"$\binom{11}{4} = \frac{11 \cdot 10 \cdot 9 \cdot 8}{24}$"
G_REP = r"\frac{3}{11}"  # 0.2727... = 27/99 = 3/11
REP = r"Let $x = 0.\overline{27}$. Then $100x - x = 27$, so $x = \frac{27}{99}$"
G_ZERO = "0"  # 2^3 - 4*2 = 8 - 8 = 0
ZERO = r"$f(2) = 2^3 - 4 \cdot 2 = 8 - 8$"
G_SEC = r"15\pi"  # 150/360 * 36 pi = 5/12 * 36 pi = 15 pi
SEC = r"The area is $\frac{150}{360} \cdot \pi \cdot 6^2 = \frac{5}{12} \cdot 36\pi$"
G_RAT = r"2\sqrt{5}"  # 10 sqrt5 / 5 = 2 sqrt5
RAT = r"$\frac{10}{\sqrt{5}} = \frac{10\sqrt{5}}{5}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "219", "wrong", "tag", th(MAR_SLIP) + "<answer>There are 174 marbles left.</answer>", "a sentence in the tag states 174"),
    g("t_equation_other", "A", "219", "wrong", "tag", th(MAR_SLIP) + "<answer>368 - 194 = 174</answer>", "an equation chain ending 174"),
    g("t_empty_tag", "A", "219", "no_answer", "tag", th(MAR) + "<answer></answer>", "an empty tag; 219 only in the thinking"),
    g("t_two_tags", "A", "219", "wrong", "tag", th(MAR) + "<answer>219</answer>\n<answer>174</answer>", "two tags, the last 174"),
    g("t_box_other", "A", "58800", "wrong", "tag", th(SAL_NOBONUS) + r"<answer>\boxed{57000}</answer>", "a box in the tag, 57000"),
    m("t_m_placeholder", "A", G_COMB, "no_answer", "tag", th(COMB + " = 330.\n") + "<answer>your final answer here</answer>", "a template placeholder in the tag"),
    m("t_m_equation_start", "A", G_COMB, "wrong", "tag", th(COMB + "\n") + r"<answer>330 / 2 = 165</answer>", "an equation chain starting with the gold, ending 165"),
    m("t_m_unclosed_think_only", "A", G_SEC, "no_answer", "truncated", "<think>\n" + SEC + r" = 15\pi." + "\n", "cut inside the thinking, no tag"),
    g("t_ok_sentence", "B", "219", "correct", "tag", th(MAR) + "<answer>There are 219 marbles left.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "219", "correct", "tag", th(MAR) + "<answer>368 - 149 = 219</answer>", "an equation chain ending in the gold"),
    g("t_ok_box", "B", "58800", "correct", "tag", th(SAL) + r"<answer>\boxed{58,800}</answer>", "a box with a comma in the tag"),
    g("t_ok_dollar", "B", "14.67", "correct", "tag", th(APP) + "<answer>$14.67</answer>", "a dollar sign in the tag"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\boxed{\frac{11\pi}{6}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (3, 7)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_spaces", "B", G_BASE, "correct", "tag", th(BASE + " = 195\n") + "<answer>\n  195\n</answer>", "newlines and spaces in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_phrase_other_hash", "A", "219", "wrong", "hash", MAR_SLIP + "The answer is 174.\n#### 174", "phrase and #### agree on 174"),
    g("h_phrase_gold_hash_other", "A", "219", "wrong", "hash", MAR + "The answer is 219.\n#### 174", "phrase 219, #### 174: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "219", "wrong", "hash", MAR + "#### 219\nThe answer is 174.", "#### 219 then a phrase stating 174"),
    g("h_hash_empty", "A", "58800", "no_answer", "hash", SAL + "The answer is:\n####", "an empty #### after an empty phrase; the gold only in the working"),
    g("h_hash_sign_lost", "A", "-17.5", "wrong", "hash", TEMP + "So the final temperature is 17.5 degrees below zero.\n#### 17.5", "debatable: the phrase says below zero but the #### value drops the sign", True),
    g("h_hash_minerva_other", "A", "14.67", "wrong", "minerva", APP + "#### 14.67\n" + MINERVA.format("14.76"), "#### gold then a Minerva line stating 14.76"),
    g("h_hash_hedge", "A", "204", "wrong", "hash", EGG + "The answer is 204 or 17.\n#### 204", "debatable: a hedge in the phrase, #### the gold", True),
    g("h_hash_range", "A", "219", "wrong", "hash", MAR + "#### 200-250", "a range in the #### line"),
    g("h_ok_phrase_hash", "B", "219", "correct", "hash", MAR + "The answer is 219.\n#### 219", "phrase and #### agree"),
    g("h_ok_phrase_units_hash", "B", "58800", "correct", "hash", SAL + "She earns $58,800 in total.\n#### 58,800", "phrase with units, #### with a comma"),
    g("h_ok_hash_minerva", "B", "14.67", "correct", "minerva", APP + "#### 14.67\n" + MINERVA.format("\\$14.67"), "#### then a Minerva line agreeing"),
    g("h_ok_negative_hash", "B", "-17.5", "correct", "hash", TEMP + "The final temperature is -17.5 degrees.\n#### -17.5", "a negative decimal"),
    g("h_ok_bold_hash", "B", "204", "correct", "hash", EGG + "**Answer:** 204 eggs\n\n#### 204", "bold Answer then ####"),
    g("h_ok_hash_nospace", "B", "65", "correct", "hash", EXAM + "The answer is 65%.\n####65", "#### without a space"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 330.\nThe answer is 330.\n#### 330", "a MATH answer with ####"),

    # ================================================================ 3. exactness
    g("x_near_zero", "A", "0", "wrong", "hash", WAL.replace("120 - 120 = <<120-120=0>>0", "120 - 119.99 = <<120-119.99=0.01>>0.01") + "#### 0.01", "0.01 against gold 0"),
    g("x_tiny_nonzero", "A", "0", "wrong", "hash", WAL + "#### 0.0001", "0.0001 against gold 0: a tolerance trap"),
    g("x_rounded", "A", "14.67", "wrong", "hash", APP + "#### 14.7", "rounded to 14.7"),
    g("x_truncated_int", "A", "14.67", "wrong", "hash", APP + "#### 14", "truncated to 14"),
    g("x_off_by_tiny", "A", "58800", "wrong", "hash", SAL + "#### 58800.5", "58800.5, relative error under 1e-5"),
    g("x_share_for_percent", "A", "65", "wrong", "hash", EXAM + "#### 0.65", "debatable: a decimal share for the percent the working computes (round 5's decision)", True),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" $\approx \boxed{11.18}$", "a decimal for 5\\sqrt5 (11.1803...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.27}$", "0.27 is not 3/11"),
    m("x_m_near_zero", "A", G_ZERO, "wrong", "boxed", ZERO + r" $= \boxed{10^{-6}}$", "10^{-6} against gold 0"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", WAL + "#### 0.00", "0.00 for 0"),
    g("x_ok_trailing_zero", "B", "14.67", "correct", "hash", APP + "#### 14.670", "a trailing zero"),
    g("x_ok_fraction", "B", "-17.5", "correct", "boxed", TEMP + r"The answer is $\boxed{-\frac{35}{2}}$.", "-35/2 = -17.5"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{6}{40}}$.", "6/40 = 3/20 unsimplified"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.15}$.", "0.15 = 3/20 exactly"),
    m("x_m_ok_sqrt125", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{125}}$.", "\\sqrt{125} = 5\\sqrt5"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "219", "no_answer", "answer_is", MAR + "The answer is not 219.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "219", "no_answer", "hash", MAR + "#### ~~219~~", "struck with ~~ and nothing after"),
    g("n_strike_gold_then_other", "A", "219", "wrong", "hash", MAR_SLIP + "#### ~~219~~ 174", "the gold struck, 174 after"),
    g("n_annot_wrong", "A", "58800", "wrong", "boxed", SAL + r"$\boxed{58800}$ (this is wrong)", "the model marks its box wrong"),
    g("n_cross_mark", "A", "204", "wrong", "boxed", EGG + r"\boxed{204} ✗", "a cross mark after the box"),
    g("n_isnt", "A", "65", "no_answer", "answer_is", EXAM + "The final answer isn't 65.", "isn't the gold, no other value"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" = \boxed{\cancel{15\pi}}", "a cancelled box"),
    m("n_m_neq_box", "A", G_CPX, "no_answer", "boxed", r"The product is $\boxed{\neq 13 - 13i}$.", "a box holding \\neq gold"),
    m("n_m_sout", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{2x^2 - 9x - 18}\ 2x^2 + 9x - 18}$", "the gold struck with \\sout, 2x^2 + 9x - 18 after"),
    g("n_ok_not_other", "B", "219", "correct", "answer_is", MAR + "The answer is not 174 but 219.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "219", "correct", "hash", MAR + "#### ~~174~~ 219", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "204", "correct", "boxed", EGG + r"\boxed{204} ✓", "a check mark after the box"),
    g("n_ok_not_negative", "B", "65", "correct", "answer_is", EXAM + "The answer is 65, not a negative number.", "a harmless 'not' after the gold"),
    m("n_m_ok_cancel_other", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{10}^{2}\sqrt{5}}{\cancel{5}} = \boxed{2\sqrt{5}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_noted", "B", G_BASE, "correct", "boxed", BASE + r" $= \boxed{195}$ (in base 10)", "an annotation naming the base"),

    # ================================================================ 5. words after a number
    g("u_negative_word", "A", "-17.5", "wrong", "hash", TEMP + "#### 17.5 negative", "debatable: '17.5 negative' after ####; the number is 17.5", True),
    g("u_less", "A", "219", "wrong", "answer_is", MAR + "The answer is 149 less.", "149, the number given away, with 'less'"),
    g("u_fewer", "A", "219", "wrong", "answer_is", MAR + "The answer is 149 fewer marbles.", "149 with 'fewer'"),
    g("u_dozen_gold", "A", "204", "wrong", "answer_is", EGG + "The answer is 204 dozen.", "204 dozen = 2448, not the 204 eggs the working counts"),
    g("u_score", "A", "60", "wrong", "answer_is", "Three score is 3 * 20 = 60, so the answer is 60 score.", "60 score = 1200; debatable wording", True),
    g("u_thousand", "A", "58800", "wrong", "answer_is", SAL + "The answer is 58800 thousand dollars.", "58800 thousand = 58,800,000"),
    g("u_percent_of", "A", "65", "wrong", "answer_is", EXAM + "The answer is 65% of 60, which is 39.", "the final value stated is 39"),
    m("u_m_degrees", "A", G_RAD, "wrong", "boxed", r"$330^\circ$ in radians is $\boxed{330^\circ}$.", "debatable: the degrees restated where the gold is radians; equal as an angle (round 1: degrees are not radians)", True),
    g("u_ok_dollars", "B", "58800", "correct", "answer_is", SAL + "The answer is $58,800 dollars.", "a dollar sign and the word dollars"),
    g("u_ok_dozen_equiv", "B", "204", "correct", "answer_is", EGG + "The answer is 17 dozen, i.e. 204 eggs.", "17 dozen then 204: the last value is the gold"),
    g("u_ok_score_equiv", "B", "60", "correct", "answer_is", "Three score is 3 * 20 = 60.\nThe answer is three score, that is 60.", "the last value is 60"),
    g("u_ok_degrees_below", "B", "-17.5", "correct", "answer_is", TEMP + "The answer is -17.5 °C.", "a degree sign with C"),
    g("u_ok_percent_word", "B", "65", "correct", "answer_is", EXAM + "The answer is 65 percent.", "the word percent"),
    g("u_ok_units_eggs", "B", "204", "correct", "hash", EGG + "#### 204 eggs", "a unit noun after ####"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{15\pi \text{ square units}}$", "text units in the box"),

    # ================================================================ 6. retractions
    g("r_edit", "A", "219", "wrong", "hash", MAR + "#### 219\n\nEdit: I misread; 194 were given away, so 174.", "Edit: after the answer, 174"),
    g("r_update", "A", "58800", "wrong", "hash", SAL + "#### 58800\nUpdate: it's actually 57000, the bonus was not paid.", "Update: it's actually 57000"),
    g("r_erratum", "A", "14.67", "wrong", "boxed", APP + r"$\boxed{14.67}$" + "\n\nErratum: the price was $3.62, so 16.29.", "Erratum: 16.29 (4.5 * 3.62 = 16.29)"),
    g("r_never_mind", "A", "204", "wrong", "answer_is", EGG + "The answer is 204. Never mind, it's 17.", "Never mind, 17"),
    g("r_paren_not", "A", "219", "wrong", "hash", MAR + "#### 219 (Not 219; 174.)", "(Not X; Y.) after the answer"),
    g("r_wrong_bang", "A", "65", "wrong", "answer_is", EXAM + "The answer is 65. Wrong! 35.", "Wrong! 35"),
    m("r_m_actually", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{330}$" + "\n\nActually, I should have used $\\binom{11}{3} = 165$, so the answer is $\\boxed{165}$.", "a later box 165"),
    m("r_m_withdrawn", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(3, 7)}$" + "\n\nWait, this is wrong, I retract it.", "debatable: the model withdraws the gold with nothing new (round 20: wrong)", True),
    g("r_ok_edit_format", "B", "219", "correct", "hash", MAR + "#### 219\n\nEdit: fixed formatting.", "Edit: about formatting only"),
    g("r_ok_correction_to_gold", "B", "219", "correct", "hash", MAR_SLIP + "#### 174\n\nCorrection: 149 were given away, so 368 - 149 = 219.\n#### 219", "a correction to the gold"),
    g("r_ok_check", "B", "58800", "correct", "hash", SAL + "#### 58800\n\nCheck: 58800 - 1800 = 57000 = 24 * 2375. ✓", "a check after the answer"),
    g("r_ok_paren_not_other", "B", "219", "correct", "hash", MAR + "#### 219 (Not 174; 219.)", "(Not X; gold.)"),
    g("r_ok_never_mind_gold", "B", "204", "correct", "answer_is", EGG + "The answer is 17. Never mind, that's dozens; the answer is 204.", "Never mind, then the gold"),
    g("r_ok_pleasantry", "B", "14.67", "correct", "hash", APP + "#### 14.67\n\nI hope this helps! Let me know if you have questions.", "a pleasantry after"),
    m("r_m_ok_update_gold", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-\frac{1}{2}, 3}$" + "\n\nUpdate: it's actually $x = \\frac{1}{2}$ and $x = 3$, so $\\boxed{\\frac{1}{2}, 3}$.", "an update to the gold"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_teacher_said", "A", "219", "wrong", "answer_is", MAR_SLIP + "My teacher said the answer is 219, but I get 174.\nThe answer is 174.", "the gold only reported"),
    g("q_quote_only", "A", "219", "no_answer", "none", 'The book says: "The answer is 219."', "only a quotation, no own answer", True),
    g("q_if_then", "A", "58800", "no_answer", "none", "If the bonus were included, the answer would be 58800.", "only a hypothetical"),
    g("q_other_part", "A", "58800", "wrong", "hash", "(a) Without the bonus: 57000. (b) With the bonus: 58800.\n#### 57000", "another part's value is the gold, the final answer 57000", True),
    g("q_student_wrote", "A", "204", "wrong", "hash", 'A student wrote "#### 204", but 34 * 6 = 210.\n#### 210', "the gold in a quoted ####, final 210"),
    m("q_m_example", "A", G_BASE, "no_answer", "none", r"If I had time to work it out, I might get something like $\boxed{195}$, but I cannot solve this.", "debatable: a box under a hypothetical and a refusal", True),
    m("q_m_invented_turn", "A", G_COMB, "wrong", "boxed", COMB + r" $= \boxed{165}$" + "<|im_end|>\n<|im_start|>user\nThe answer is 330.", "the gold only in an invented user turn"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $13 - 13i$; we would then need to check it.", "only a supposition"),
    g("q_ok_teacher_wrong", "B", "219", "correct", "answer_is", MAR + "My friend said 174, but that used 194.\nThe answer is 219.", "another's wrong value reported first"),
    g("q_ok_quoted_problem", "B", "14.67", "correct", "hash", '> "4.5 pounds at $3.26 a pound"\n\n' + APP + "#### 14.67", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "58800", "correct", "hash", SAL + "#### 58800\n\nIf there were no bonus, it would be 57000.", "a hypothetical after the committed answer"),
    g("q_ok_parts_then_hash", "B", "65", "correct", "hash", "Step (a): 39 / 60 = 0.65.\nStep (b): 0.65 * 100 = 65.\n#### 65", "steps labelled (a), (b)"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_6 = 8$. Likewise, " + BASE + r" $= \boxed{195}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_INT, "correct", "boxed", r"> Solve $|3x - 2| \le 7$." + "\n\n" + INT + r" So $x \in \boxed{\left[-\frac{5}{3}, 3\right]}$.", "the problem quoted"),
    m("q_m_ok_suppose_then", "B", G_ZERO, "correct", "boxed", r"Suppose $f(2) = 1$; that fails, since " + ZERO + r" $= \boxed{0}$.", "a supposition refuted, then the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "219", "no_answer", "none", "", "an empty completion"),
    g("b_nul_other", "A", "219", "wrong", "hash", MAR_SLIP + "#### 17\x004", "a NUL inside 174"),
    g("b_gold_space_other", "A", " 219 ", "wrong", "hash", MAR_SLIP + "#### 174", "a gold with spaces; the answer 174"),
    g("b_fullwidth_other", "A", "219", "wrong", "hash", MAR_SLIP + "#### １７４", "full-width 174"),
    g("b_surrogate_like", "A", "219", "wrong", "hash", MAR_SLIP + "#### 174\ufffd", "a replacement character after 174"),
    g("b_bom_other", "A", "219", "wrong", "hash", "\ufeff" + MAR_SLIP + "#### 174", "a BOM then 174"),
    m("b_m_gold_boxed_other", "A", r"\boxed{195}", "wrong", "boxed", BASE + r" $= \boxed{159}$", "a gold stored boxed; the model's 159"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" $= \boxed{33", "cut inside the box"),
    g("b_ok_gold_space", "B", " 219 ", "correct", "hash", MAR + "#### 219", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "219", "correct", "hash", MAR + "#### ２１９", "full-width digits"),
    g("b_ok_bom", "B", "219", "correct", "hash", "\ufeff" + MAR + "#### 219", "a BOM first"),
    g("b_ok_crlf", "B", "58800", "correct", "hash", (SAL + "#### 58800").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_nul", "B", "204", "correct", "hash", EGG + "\x00#### 204", "a NUL before the answer; debatable: a NUL makes the pair bad input", True),
    m("b_m_ok_gold_boxed", "B", r"\boxed{195}", "correct", "boxed", BASE + r" $= \boxed{195}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_SEC + "\n", "correct", "boxed", SEC + r" $= \boxed{15\pi}$", "a gold with a trailing newline"),
]
# fmt: on

DECISIONS = {
    "h_hash_sign_lost": (
        "reject",
        "the #### value is 17.5, not -17.5; the phrase's 'below zero' does not change the marked value",
    ),
    "h_hash_hedge": (
        "reject",
        "a hedge before the #### line is two final answers (README: a hedge is wrong)",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 17.5; a trailing word does not make it -17.5",
    ),
    "u_score": ("reject", "'60 score' is 1200 in the reading rounds 14 and 18 used"),
    "r_m_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
    "q_quote_only": ("reject", "only a quotation of a source, no own answer"),
    "q_other_part": ("reject", "the final #### is 57000; the gold only in another part"),
    "u_m_degrees": (
        "reject",
        "the box restates the given degrees; the gold is in radians (round 1's decision: degrees are not radians)",
    ),
    "q_m_example": (
        "reject",
        "a box under a hypothetical, followed by a refusal, is no final answer",
    ),
    "b_ok_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-20)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam21", CASES, [], DECISIONS)
