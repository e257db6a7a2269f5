r"""Build adversarial_redteam39.jsonl: a thirty-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam39", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and WITHOUT running the
checker, `reason-ppo check`, math-verify or any grader on the probes; handed over BEFORE any scoring.
Not model output. Read: corpus/README.md ("How labels were made" and the sources table only),
corpus_build.py, build_adversarial_redteam21.py (structure, conventions, label rules) and issue 25.

Aim of this round: RIGHT answers a strict checker wrongly refuses, and their wrong twins. About 55 %
kind B: the right final answer written the many ways real instruct and reasoning models write it (an
answer tag holding a sentence, a box, an equation `a = 22`, a unit or a money sign; a phrase marker
then `####`; Minerva's and Qwen's "I hope it is correct." lines; `**Answer:**` bold; the answer
restated with a unit conversion or an equal percent / decimal form; a check after the answer that
recomputes the same value; a harmless remark, emoji or pleasantry after it; an answer in words;
thousands separators and spaces; LaTeX spacing `\,` `\!` and `\text{}`; a box followed by a short
explanation). About 45 % kind A: the same shapes where the value is wrong or not committed.
225 probes: kind A 98 / B 127 (56 %); GSM8K 118 / MATH 107; one `debatable` (x_minutes_bare).

Problems (new shapes and numbers; every value checked by hand, python used for ARITHMETIC ONLY):
GSM8K
- ages: Ann and her brother's ages sum to 38, Ann 6 years older -> Ann 22 (b + b + 6 = 38, 2b = 32,
  b = 16; 16 + 6 = 22; check 22 + 16 = 38). Wrong: 16 (the brother), 6 (the difference).
- work rate: pumps filling a tank in 4 h and 12 h together -> 3 hours (1/4 + 1/12 = 3/12 + 1/12 =
  4/12 = 1/3; = 180 minutes). Wrong: 8 (the mean (4 + 12) / 2), 16 (the sum).
- sharing: 317 cards dealt equally to 9 players -> 35 each (9 * 35 = 315; 317 - 315 = 2 left; 9 * 36
  = 324 > 317). Wrong: 36 (rounded up), 2 (the remainder).
- money: 4 notebooks at $2.65 and a pen at $1.15 -> $11.75 (4 * 2.65 = 10.60; 10.60 + 1.15 = 11.75).
  Wrong: 11.57 (digits swapped), 12.11 (a $1.51 pen: 10.60 + 1.51 = 12.11), 11.8 (rounded).
- pay: 28 months at $1,640 plus a $3,150 bonus -> 49,070 (28 * 1640 = 49200 - 3280 = 45920; 45920 +
  3150 = 49070). Wrong: 45,920 (no bonus), 49,700 (digits moved).
- temperature: 3 degrees falling 2.25 an hour for 8 hours -> -15 (2.25 * 8 = 18; 3 - 18 = -15).
  Wrong: 15 (sign lost), 18 (the drop), -14.99.
- percent: 14 of 40 students -> 35 % (14 / 40 = 0.35; check 0.35 * 40 = 14). Wrong: 14, 3.5.
- zero: $132 less 11 payments of $12 -> 0 (11 * 12 = 132). Wrong: 132, 0.001.
- ratio: 121 students, boys : girls = 3 : 8 -> 33 boys (121 / 11 = 11; 3 * 11 = 33; 8 * 11 = 88;
  33 + 88 = 121). Wrong: 88 (the girls), 55 (88 - 33), 33 dozen (= 396).
MATH
- log_4 32 -> 5/2 (log_2 32 / log_2 4 = 5 / 2; = 2.5 exactly). Wrong: 2/5, 5001/2000 (= 2.5005).
- (3, -2, 5) . (4, 1, -2) -> 0 (12 - 2 - 10 = 0). Wrong: 10^{-12}, 24 (12 + 2 + 10).
- two marbles from 5 red and 4 blue, both red -> 5/18 (C(5,2) / C(9,2) = 10 / 36 = 5 / 18; 5/18 =
  0.2777... = 0.2\overline{7}: 25/90 = 5/18). Wrong: 0.28 (rounded), 25/81 (with replacement).
- 3 + 6 + 12 + ... + 384 -> 765 (384 = 3 * 2^7, 8 terms; 3 * (2^8 - 1) = 3 * 255 = 765). Wrong:
  381 (7 terms: 3 * 127).
- a circle of circumference 18\pi -> area 81\pi (r = 9). Wrong: 324\pi (r = 18), 254.47 (81\pi
  = 254.469...), 18\pi.
- (4 - i) / (1 + i) -> 3/2 - 5/2 i ((4 - i)(1 - i) = 4 - 4i - i + i^2 = 3 - 5i; over (1+i)(1-i) =
  2). Wrong: 3/2 + 5/2 i (conjugate), 3 - 5i (not halved).
- \sqrt{75} - \sqrt{12} -> 3\sqrt3 (5\sqrt3 - 2\sqrt3; \sqrt27 = 3\sqrt3 = 5.19615...). Wrong:
  5.196, \sqrt{63} (= 3\sqrt7).
- x^2 - 2x - 15 <= 0 -> [-3, 5] ((x - 5)(x + 3) = x^2 - 2x - 15). Wrong: (-3, 5) (open).
- \tan(5\pi/6) -> -\sqrt3/3 ((1/2) / (-\sqrt3/2) = -1/\sqrt3). Wrong: \sqrt3/3 (sign), -0.5774.
- the units digit of 7^25 -> 7 (cycle 7, 9, 3, 1; 25 = 4 * 6 + 1). Wrong: 3 (7^3 = 343), 9.
- the vertex of y = x^2 + 8x + 10 -> (-4, -6) ((x + 4)^2 = x^2 + 8x + 16; 16 - 6 = 10). Wrong:
  (4, -6), -6 alone.
- det [[3, 5], [2, 4]] -> 2 (12 - 10). Wrong: 22 (12 + 10), -2.
- each interior angle of a regular octagon -> 135 (degrees; 6 * 180 = 1080; 1080 / 8 = 135).
  Wrong: 135 radians, 45 (the exterior angle 360 / 8).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact against decimal, equal forms); `n_` negation,
strike-out, annotation; `u_` words after a number (units, number words; chosen so the label does
not depend on the unseen question); `r_` retractions after the answer and harmless after-text; `q_`
quoted, reported, hypothetical and other-part statements; `b_` bad input a JSON corpus can hold. An
`_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation or strike-out with nothing after, a placeholder, only a
quotation or a hypothetical, an empty or cut tag) is `no_answer`; equal in value but written
differently (an exact decimal, an unsimplified fraction, a repeating decimal with its bar, number
words, `135^\circ` for 135) is `correct`; a rounded decimal for an exact irrational or repeating
gold is `wrong`; a value the model itself marks wrong is `wrong`; an explicit correction after an
answer makes the corrected value the final one; a check, an explanation, an emoji or a pleasantry
after a committed answer does not replace it; text in an invented next turn does not count; in an
<answer> tag a sentence, an equation `a = 22` or a box is read for the value it states. A NUL
anywhere makes the pair bad input (so a NUL is only put in kind A probes here). Debatable probes
carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round
proposes.

Usage: python packages/check/corpus/build_adversarial_redteam39.py
"""

from corpus_build import IM_USER, LLAMA_END, MINERVA, QWEN_END, g, m, th, write_probes

# ================================================================ GSM8K-style working
# --- ages: gold 22 (b + (b + 6) = 38 -> b = 16; Ann 22). Brother 16, difference 6.
AGE = "Let Ann's brother be b years old. Ann is 6 years older, and b + (b + 6) = 38, so 2b = 32 and b = 16.\nAnn is 16 + 6 = 22 years old.\n"
# --- pumps: gold 3 hours (1/4 + 1/12 = 1/3 tank an hour). Mean slip: (4 + 12) / 2 = 8.
PUMP = "Pump A fills 1/4 of the tank an hour and pump B fills 1/12.\nTogether: 1/4 + 1/12 = 3/12 + 1/12 = 4/12 = 1/3 of the tank an hour, so the tank fills in 3 hours.\n"
PUMP_AVG = "Pump A takes 4 hours and pump B takes 12 hours, so together they take (4 + 12) / 2 = 8 hours.\n"
# --- cards: gold 35 (9 * 35 = 315; 317 - 315 = 2 left over). Rounded up: 36.
CARD = "9 players * 35 cards = 315 cards, and 317 - 315 = 2, so each player gets 35 cards and 2 are left over.\n"
CARD_UP = "317 / 9 = 35.2..., so rounding up, each player gets 36 cards.\n"
# --- notebooks: gold 11.75 (4 * 2.65 = 10.60; + 1.15 = 11.75).
NOTE = "4 notebooks cost 4 * $2.65 = $10.60. With the $1.15 pen: $10.60 + $1.15 = $11.75.\n"
# --- pay: gold 49070 (28 * 1640 = 45920; + 3150 = 49070). Without the bonus: 45920.
WAGE = "28 months at $1,640 a month: 28 * 1640 = 45920 dollars.\nWith the $3,150 bonus: 45920 + 3150 = 49070 dollars.\n"
WAGE_NB = "28 months at $1,640 a month: 28 * 1640 = 45920 dollars.\n"
# --- temperature: gold -15 (2.25 * 8 = 18; 3 - 18 = -15).
TEMP = "It starts at 3 degrees and falls 2.25 degrees an hour for 8 hours: 2.25 * 8 = 18 degrees.\nThe final temperature is 3 - 18 = -15 degrees.\n"
# --- walkers: gold 35 (14 / 40 = 0.35 = 35 %).
PCT = "14 of the 40 students walk to school: 14 / 40 = 0.35 = 35 percent.\n"
# --- payments: gold 0 (11 * 12 = 132; 132 - 132 = 0).
ZERO = "She makes 11 payments of $12: 11 * 12 = 132 dollars. She started with $132, so 132 - 132 = 0 dollars are left.\n"
# --- class: gold 33 boys (121 / 11 = 11 a part; 3 * 11 = 33 boys, 8 * 11 = 88 girls).
RATIO = "Boys to girls is 3 : 8, 11 parts in all. 121 / 11 = 11 students a part, so there are 3 * 11 = 33 boys and 8 * 11 = 88 girls.\n"

# ================================================================ MATH working (lead-ups: the value follows)
G_LOG = r"\frac{5}{2}"  # log_2 32 / log_2 4 = 5/2 = 2.5
LOG = r"Since $32 = 2^5$ and $4 = 2^2$, $\log_4 32 = \frac{\log_2 32}{\log_2 4}$"
G_DOT = "0"  # 12 - 2 - 10 = 0
DOT = r"$(3, -2, 5) \cdot (4, 1, -2) = 3 \cdot 4 + (-2) \cdot 1 + 5 \cdot (-2) = 12 - 2 - 10$"
G_PROB = r"\frac{5}{18}"  # C(5,2) = 10, C(9,2) = 36; 10/36 = 5/18
PROB = r"Both marbles are red with probability $\frac{\binom{5}{2}}{\binom{9}{2}} = \frac{10}{36}$"
G_GEO = "765"  # 384 = 3 * 2^7 -> 8 terms; 3 * (256 - 1) = 765
GEO = r"The series $3 + 6 + 12 + \cdots + 384$ has ratio $2$ and $384 = 3 \cdot 2^7$, so it has $8$ terms and sum $3(2^8 - 1) = 3 \cdot 255$"
GEO_SLIP = r"The series $3 + 6 + 12 + \cdots + 384$ has ratio $2$; with $7$ terms the sum is $3(2^7 - 1) = 3 \cdot 127$"  # 381
G_AREA = r"81\pi"  # 2 pi r = 18 pi -> r = 9; pi * 81
AREA = (
    r"The circumference is $2\pi r = 18\pi$, so $r = 9$ and the area is $\pi r^2 = \pi \cdot 9^2$"
)
G_CPX = r"\frac{3}{2} - \frac{5}{2}i"  # (4 - i)(1 - i) = 4 - 4i - i + i^2 = 3 - 5i; / 2
CPX = r"$\frac{4 - i}{1 + i} = \frac{(4 - i)(1 - i)}{(1 + i)(1 - i)} = \frac{4 - 4i - i + i^2}{2}$"
G_RAD = r"3\sqrt{3}"  # 5 sqrt3 - 2 sqrt3 = 3 sqrt3 = sqrt27 = 5.19615...
RAD = r"$\sqrt{75} - \sqrt{12} = 5\sqrt{3} - 2\sqrt{3}$"
G_INT = "[-3, 5]"  # (x - 5)(x + 3) = x^2 - 2x - 15 <= 0 between the roots, included
INT = r"$x^2 - 2x - 15 = (x - 5)(x + 3) \le 0$ holds between the roots $-3$ and $5$, endpoints included"
G_TAN = r"-\frac{\sqrt{3}}{3}"  # (1/2) / (-sqrt3/2) = -1/sqrt3 = -0.57735...
TAN = r"$\tan\frac{5\pi}{6} = \frac{\sin(5\pi/6)}{\cos(5\pi/6)} = \frac{1/2}{-\sqrt{3}/2}$"
G_MOD = "7"  # 7, 9, 3, 1 cycle; 25 = 4 * 6 + 1 -> 7
MOD = r"The units digits of powers of $7$ cycle $7, 9, 3, 1$ with period $4$, and $25 = 4 \cdot 6 + 1$."
G_VTX = "(-4, -6)"  # (x + 4)^2 - 6 = x^2 + 8x + 16 - 6
VTX = r"Completing the square, $x^2 + 8x + 10 = (x + 4)^2 - 6$."
G_DET = "2"  # 12 - 10
DET = r"$\det\begin{pmatrix} 3 & 5 \\ 2 & 4 \end{pmatrix} = 3 \cdot 4 - 5 \cdot 2 = 12 - 10$"
G_OCT = "135"  # (8 - 2) * 180 = 1080; 1080 / 8 = 135 (degrees)
OCT = r"A regular octagon's interior angles sum to $(8 - 2) \cdot 180^\circ = 1080^\circ$, so each is $\frac{1080^\circ}{8}$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "22", "wrong", "tag", th(AGE) + "<answer>Ann's brother is 16 years old.</answer>", "the tag's sentence states the brother's 16; the working gives Ann 22"),
    g("t_box_nobonus", "A", "49070", "wrong", "tag", th(WAGE_NB) + r"<answer>$\boxed{45{,}920}$</answer>", "a box in the tag, 45,920 without the bonus"),
    g("t_unit_mean", "A", "3", "wrong", "tag", th(PUMP_AVG) + "<answer>8 hours</answer>", "a value with a unit, 8 (the mean of 4 and 12)"),
    g("t_equation_drop", "A", "-15", "wrong", "tag", th(TEMP) + "<answer>x = 18</answer>", "an equation in the tag naming the drop 18"),
    g("t_unclosed_empty", "A", "35", "no_answer", "tag", th(CARD) + "<answer>", "an opened tag with nothing in it; 35 only in the thinking"),
    g("t_ellipsis", "A", "11.75", "no_answer", "tag", th(NOTE) + "<answer>...</answer>", "only an ellipsis in the tag"),
    g("t_phrase_other", "A", "33", "wrong", "tag", th(RATIO) + "<answer>The answer is 88.</answer>", "a phrase in the tag stating 88, the girls"),
    g("t_money_other", "A", "11.75", "wrong", "tag", th(NOTE) + "<answer>$11.57</answer>", "a money sign and swapped digits"),
    g("t_ok_sentence", "B", "22", "correct", "tag", th(AGE) + "<answer>Ann is 22 years old.</answer>", "a sentence in the tag"),
    g("t_ok_equation", "B", "22", "correct", "tag", th(AGE) + "<answer>a = 22</answer>", "an equation a = 22 in the tag"),
    g("t_ok_money", "B", "11.75", "correct", "tag", th(NOTE) + "<answer>$11.75</answer>", "a dollar sign in the tag"),
    g("t_ok_box_comma", "B", "49070", "correct", "tag", th(WAGE) + r"<answer>\boxed{49,070}</answer>", "a bare box with a comma in the tag"),
    g("t_ok_unit", "B", "3", "correct", "tag", th(PUMP) + "<answer>3 hours</answer>", "a value and its unit in the tag"),
    g("t_ok_phrase", "B", "35", "correct", "tag", th(CARD) + "<answer>The answer is 35.</answer>", "an answer phrase in the tag"),
    g("t_ok_hash", "B", "-15", "correct", "tag", th(TEMP) + "<answer>#### -15</answer>", "a #### line in the tag"),
    g("t_ok_bold", "B", "33", "correct", "tag", th(RATIO) + "<answer>\n**Answer:** 33 boys\n</answer>", "bold Answer: with a unit noun inside the tag, on its own lines"),
    g("t_ok_percent", "B", "35", "correct", "tag", th(PCT) + "<answer>35%</answer>", "a percent sign in the tag"),
    m("t_m_box_conjugate", "A", G_CPX, "wrong", "tag", th(CPX + r" $= \frac{3 - 5i}{2}$" + "\n") + r"<answer>$\boxed{\frac{3}{2} + \frac{5}{2}i}$</answer>", "a box in the tag holding the conjugate"),
    m("t_m_sentence_other", "A", G_GEO, "wrong", "tag", th(GEO_SLIP + " = 381.\n") + "<answer>The sum is 381.</answer>", "a sentence stating 381 (seven terms)"),
    m("t_m_empty_box", "A", G_AREA, "no_answer", "tag", th(AREA + r" $= 81\pi$." + "\n") + r"<answer>$\boxed{}$</answer>", "an empty box in the tag"),
    m("t_m_part_only", "A", G_VTX, "wrong", "tag", th(VTX + "\n") + "<answer>x = -4</answer>", "only the vertex's x-coordinate for the point (-4, -6)"),
    m("t_m_cut_in_tag", "A", G_RAD, "no_answer", "truncated", th(RAD + "\n") + r"<answer>$3\sqrt{", "cut inside the tag's value"),
    m("t_m_equation_other", "A", G_DET, "wrong", "tag", th(DET + "\n") + r"<answer>$\det A = 12 + 10 = 22$</answer>", "an equation chain ending 22"),
    m("t_m_placeholder", "A", G_MOD, "no_answer", "tag", th(MOD + " So 7.\n") + "<answer>[final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_ok_box", "B", G_LOG, "correct", "tag", th(LOG + r" $= \frac{5}{2}$." + "\n") + r"<answer>$\boxed{\frac{5}{2}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_sentence", "B", G_VTX, "correct", "tag", th(VTX + "\n") + r"<answer>The vertex is $(-4, -6)$.</answer>", "a sentence in the tag"),
    m("t_m_ok_units_digit", "B", G_MOD, "correct", "tag", th(MOD + "\n") + "<answer>The units digit is 7.</answer>", "a sentence naming the digit"),
    m("t_m_ok_equation", "B", G_DET, "correct", "tag", th(DET + "\n") + r"<answer>$\det A = 2$</answer>", "an equation det A = 2"),
    m("t_m_ok_dfrac", "B", G_PROB, "correct", "tag", th(PROB + ".\n") + r"<answer>\(\dfrac{5}{18}\)</answer>", "\\dfrac in \\( \\) in the tag"),
    m("t_m_ok_in_interval", "B", G_INT, "correct", "tag", th(INT + ".\n") + r"<answer>$x \in [-3, 5]$</answer>", "x \\in [-3, 5] in the tag"),
    m("t_m_ok_degrees", "B", G_OCT, "correct", "tag", th(OCT + ".\n") + r"<answer>\boxed{135^\circ}</answer>", "a degree sign in a box in the tag"),
    m("t_m_ok_cpx", "B", G_CPX, "correct", "tag", th(CPX + "\n") + r"<answer>$\frac{3}{2} - \frac{5}{2}i$</answer>", "a complex number in math mode in the tag"),
    m("t_m_ok_prose", "B", G_OCT, "correct", "tag", th(OCT + ".\n") + "<answer>Each interior angle measures 135 degrees.</answer>", "a prose sentence with a unit word in the tag"),
    m("t_m_ok_chain", "B", G_RAD, "correct", "tag", th(RAD + "\n") + r"<answer>$\sqrt{75} - \sqrt{12} = 3\sqrt{3}$</answer>", "an equation chain ending in the gold"),
    m("t_m_hedge", "A", G_TAN, "wrong", "tag", th(TAN + "\n") + r"<answer>$\frac{\sqrt{3}}{3}$ or $-\frac{\sqrt{3}}{3}$</answer>", "a hedge between two values in the tag"),

    # ================================================================ 2. phrase + ####
    g("h_so_hash_other", "A", "22", "wrong", "hash", AGE + "So the answer is #### 16", "phrase then #### with the brother's 16"),
    g("h_colon_hash_empty", "A", "35", "no_answer", "hash", CARD + "The answer is: ####", "an empty #### after the phrase; 35 only in the working"),
    g("h_final_hash_remainder", "A", "35", "wrong", "hash", CARD + "Final Answer: #### 2", "the remainder 2 after Final Answer: ####"),
    g("h_phrase_gold_hash_other", "A", "3", "wrong", "hash", PUMP + "The answer is 3.\n#### 8", "phrase 3, then #### 8: two different final answers"),
    g("h_hash_then_phrase_other", "A", "11.75", "wrong", "hash", NOTE + "#### 11.75\nThe answer is 11.57.", "#### 11.75 then a phrase stating 11.57"),
    g("h_answer_hash_start", "A", "0", "wrong", "hash", ZERO + "Answer: #### 132", "the starting amount 132"),
    g("h_bold_hash_other", "A", "49070", "wrong", "hash", WAGE_NB + "**Final Answer:** #### 45,920", "bold Final Answer: #### 45,920 (no bonus)"),
    g("h_hash_sign_lost", "A", "-15", "wrong", "hash", TEMP + "The final answer is #### 15", "the sign dropped in the #### value"),
    g("h_ok_so_hash", "B", "22", "correct", "hash", AGE + "So the answer is #### 22", "'So the answer is #### N' (issue 25)"),
    g("h_ok_colon_hash", "B", "35", "correct", "hash", CARD + "The answer is: #### 35", "'The answer is: #### N'"),
    g("h_ok_final_hash", "B", "11.75", "correct", "hash", NOTE + "Final Answer: #### 11.75", "'Final Answer: #### N'"),
    g("h_ok_answer_hash_dollar", "B", "11.75", "correct", "hash", NOTE + "Answer: #### $11.75", "'Answer: #### $N'"),
    g("h_ok_bold_hash", "B", "49070", "correct", "hash", WAGE + "**Final Answer:** #### 49,070", "bold marker then #### with a comma"),
    g("h_ok_phrase_line_hash", "B", "3", "correct", "hash", PUMP + "Therefore, the answer is 3 hours.\n#### 3", "phrase with a unit, then a #### line"),
    g("h_ok_hash_negative", "B", "-15", "correct", "hash", TEMP + "The final answer is #### -15", "a negative value after the phrase and ####"),
    g("h_ok_hash_zero", "B", "0", "correct", "hash", ZERO + "So the answer is: #### 0", "zero after 'So the answer is: ####'"),
    g("h_ok_hash_thin_space", "B", "49070", "correct", "hash", WAGE + "The answer is #### 49\u2009070", "a thin space as the thousands separator"),
    g("h_ok_hash_percent", "B", "35", "correct", "hash", PCT + "The answer is #### 35%", "#### with a percent sign"),
    m("h_m_answer_hash_other", "A", G_GEO, "wrong", "hash", GEO_SLIP + ".\nAnswer: #### 381", "381 after Answer: ####"),
    m("h_m_final_hash_sign", "A", G_TAN, "wrong", "hash", TAN + ".\nFinal Answer: #### $\\frac{\\sqrt{3}}{3}$", "the sign lost after Final Answer: ####"),
    m("h_m_phrase_gold_hash_other", "A", G_DET, "wrong", "hash", DET + ".\nThe answer is 2.\n#### 22", "phrase 2 then #### 22"),
    m("h_m_hash_empty", "A", G_LOG, "no_answer", "hash", LOG + r" $= \frac{5}{2}$." + "\nThe final answer is ####", "an empty #### after the phrase"),
    m("h_m_hash_open_interval", "A", G_INT, "wrong", "hash", INT + ".\nSo the answer is #### (-3, 5)", "an open interval; the endpoints are included"),
    m("h_m_ok_colon_hash_frac", "B", G_PROB, "correct", "hash", PROB + ".\nThe answer is: #### \\frac{5}{18}", "a fraction after 'The answer is: ####'"),
    m("h_m_ok_final_hash_tuple", "B", G_VTX, "correct", "hash", VTX + "\nFinal Answer: #### (-4, -6)", "a point after 'Final Answer: ####'"),
    m("h_m_ok_so_hash", "B", G_MOD, "correct", "hash", MOD + "\nSo the answer is #### 7", "'So the answer is #### 7'"),
    m("h_m_ok_hash_sqrt", "B", G_RAD, "correct", "hash", RAD + ".\nThe answer is #### $3\\sqrt{3}$", "a radical in $ $ after ####"),
    m("h_m_ok_hash_area", "B", G_AREA, "correct", "hash", AREA + ".\n**Answer:** #### $81\\pi$", "bold marker, ####, 81\\pi"),
    m("h_m_ok_bold_hash_interval", "B", G_INT, "correct", "hash", INT + ".\n**Final Answer:** #### [-3, 5]", "bold Final Answer: then #### and an interval"),
    m("h_m_hash_swapped", "A", G_VTX, "wrong", "hash", VTX + "\nFinal Answer: #### (-6, -4)", "the coordinates swapped"),

    # ================================================================ 3. exactness
    g("x_tiny_zero", "A", "0", "wrong", "hash", ZERO + "#### 0.001", "0.001 against gold 0"),
    g("x_rounded_money", "A", "11.75", "wrong", "hash", NOTE + "#### 11.8", "rounded to 11.8"),
    g("x_near_thousands", "A", "49070", "wrong", "hash", WAGE + "#### 49,070.01", "one cent over: relative error 2e-7"),
    g("x_shifted_percent", "A", "35", "wrong", "hash", PCT + "#### 3.5", "3.5, a decimal point slipped"),
    g("x_close_negative", "A", "-15", "wrong", "hash", TEMP + "#### -14.99", "-14.99, close to -15"),
    g("x_minutes_bare", "A", "3", "wrong", "hash", PUMP + "#### 180", "debatable: 180 (minutes) for the 3 hours the working states; the #### number is not the gold's number", True),
    g("x_spacing_other", "A", "49070", "wrong", "boxed", WAGE_NB + "With the bonus the total is $\\boxed{49\\,700}$.", "49\\,700 (digits moved), LaTeX thin space"),
    g("x_ok_zero_cents", "B", "0", "correct", "hash", ZERO + "#### $0.00", "$0.00 for 0"),
    g("x_ok_trailing_zero", "B", "-15", "correct", "hash", TEMP + "#### -15.0", "-15.0 for -15"),
    g("x_ok_percent_sign", "B", "35", "correct", "hash", PCT + "#### 35%", "a percent sign"),
    g("x_ok_pct_and_decimal", "B", "35", "correct", "answer_is", PCT + "The answer is 35% (that is, 0.35 of the class).", "the percent restated as an equal decimal share in parentheses"),
    g("x_ok_cents", "B", "49070", "correct", "hash", WAGE + "#### 49,070.00", "cents and a comma"),
    g("x_ok_conversion", "B", "3", "correct", "answer_is", PUMP + "Together they take 3 hours, i.e. 180 minutes.\nThe answer is 3 hours.", "a unit conversion restated before the answer"),
    g("x_ok_latex_thin_space", "B", "49070", "correct", "boxed", WAGE + "The total is $\\boxed{49\\,070}$ dollars.", "LaTeX \\, as the thousands separator"),
    g("x_ok_text_box", "B", "35", "correct", "boxed", CARD + "Each player gets $\\boxed{\\text{35}}$ cards.", "the value in \\text{} in the box"),
    m("x_m_near_zero", "A", G_DOT, "wrong", "boxed", DOT + r" $= \boxed{10^{-12}}$", "10^{-12} against gold 0"),
    m("x_m_decimal_sqrt", "A", G_RAD, "wrong", "boxed", RAD + r" $\approx \boxed{5.196}$", "a decimal for 3\\sqrt3 (5.19615...)"),
    m("x_m_decimal_prob", "A", G_PROB, "wrong", "boxed", PROB + r" $\approx \boxed{0.28}$", "0.28 for 5/18 = 0.2777..."),
    m("x_m_decimal_pi", "A", G_AREA, "wrong", "boxed", AREA + r" $\approx \boxed{254.47}$", "a decimal for 81\\pi (254.469...)"),
    m("x_m_pi_plus_eps", "A", G_AREA, "wrong", "boxed", AREA + r" $= \boxed{81\pi + 10^{-30}}$", "81\\pi plus a tiny term"),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN + r" $\approx \boxed{-0.5774}$", "a decimal for -\\sqrt3/3"),
    m("x_m_frac_close", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{\frac{5001}{2000}}$", "5001/2000 = 2.5005, close to 5/2"),
    m("x_m_truncated_repeat", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{0.2777}$", "a truncated repeating decimal written as if exact"),
    m("x_m_ok_decimal_exact", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{2.5}$", "2.5 = 5/2 exactly"),
    m("x_m_ok_repeating_bar", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{0.2\overline{7}}$", "0.2\\overline{7} = 25/90 = 5/18 exactly"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{10}{36}}$", "10/36 unsimplified"),
    m("x_m_ok_zero_decimal", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{0.0}$", "0.0 for 0"),
    m("x_m_ok_sqrt27", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\sqrt{27}}$", "\\sqrt{27} = 3\\sqrt3"),
    m("x_m_ok_cpx_decimal", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{1.5 - 2.5i}$", "exact decimals for 3/2 and 5/2"),
    m("x_m_ok_spacing", "B", G_AREA, "correct", "boxed", AREA + r" $= \boxed{81\,\pi}$", "a LaTeX thin space in 81\\,\\pi"),
    m("x_m_ok_neg_spacing", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{3\!\sqrt{3}}$", "a LaTeX negative space \\!"),
    m("x_m_ok_unrationalised", "B", G_TAN, "correct", "boxed", TAN + r" $= \boxed{-\frac{1}{\sqrt{3}}}$", "-1/\\sqrt3 = -\\sqrt3/3"),
    m("x_m_ok_slash", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{5/2}$", "5/2 with a slash"),
    m("x_m_ok_neg_zero", "B", G_DOT, "correct", "boxed", DOT + r" $= \boxed{-0}$", "-0 = 0"),
    m("x_m_cpx_close", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{1.5 - 2.4999i}$", "an imaginary part 2.4999, close to 2.5"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "22", "no_answer", "answer_is", AGE + "The answer is not 22.", "the gold negated, nothing after"),
    g("n_strike_only", "A", "35", "no_answer", "hash", CARD + "#### ~~35~~", "struck with ~~ and nothing after"),
    g("n_annot_wrong", "A", "11.75", "wrong", "boxed", NOTE + r"$\boxed{11.75}$ (wrong)", "the model marks its box wrong"),
    g("n_cross_emoji", "A", "49070", "wrong", "boxed", WAGE + r"$\boxed{49070}$ ❌", "a cross-mark emoji after the box"),
    g("n_strike_gold_other", "A", "35", "wrong", "hash", PCT + "#### ~~35~~ 14", "the gold struck, 14 after"),
    g("n_isnt", "A", "-15", "no_answer", "answer_is", TEMP + "The final temperature isn't -15 degrees.", "isn't the gold, no other value"),
    g("n_ok_not_other", "B", "22", "correct", "answer_is", AGE + "The answer is 22, not 16.", "the gold asserted, another value negated"),
    g("n_ok_strike_other", "B", "35", "correct", "hash", CARD + "#### ~~36~~ 35", "the wrong value struck, the gold after"),
    g("n_ok_check_emoji", "B", "11.75", "correct", "boxed", NOTE + r"$\boxed{11.75}$ ✅", "a check-mark emoji after the box"),
    g("n_ok_annot_unit", "B", "49070", "correct", "boxed", WAGE + r"$\boxed{49070}$ (dollars in total)", "a harmless annotation naming the unit"),
    g("n_ok_not_positive", "B", "-15", "correct", "answer_is", TEMP + "The final temperature is -15 degrees, not 15.", "the sign confirmed by negating 15"),
    g("n_ok_none_36", "B", "35", "correct", "hash", CARD + "Each player gets 35 cards; no player gets 36.\n#### 35", "a negated other value in the closing sentence"),
    m("n_m_neq_box", "A", G_DOT, "no_answer", "boxed", DOT + r", which is $\boxed{\neq 0}$", "a box holding \\neq gold"),
    m("n_m_text_incorrect", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{\frac{5}{2}\text{ (incorrect)}}$", "the box annotated incorrect"),
    m("n_m_cancel_box", "A", G_RAD, "no_answer", "boxed", RAD + r" $= \boxed{\cancel{3\sqrt{3}}}$", "a cancelled box"),
    m("n_m_not_gold", "A", G_MOD, "no_answer", "answer_is", MOD + " The units digit is not 7.", "the gold negated, nothing after"),
    m("n_m_ne_statement", "A", G_TAN, "no_answer", "boxed", TAN + r", so $\boxed{\tan\frac{5\pi}{6} \ne -\frac{\sqrt{3}}{3}}$", "a box stating the value is not the gold"),
    m("n_m_ok_neq_working", "B", G_VTX, "correct", "boxed", VTX + r" Since $a = 1 \neq 0$, the vertex is $\boxed{(-4, -6)}$.", "\\neq in the working, the gold boxed"),
    m("n_m_ok_text_degrees", "B", G_OCT, "correct", "boxed", OCT + r" $= \boxed{135}$ (degrees)", "an annotation naming the unit"),
    m("n_m_ok_cancel_working", "B", G_PROB, "correct", "boxed", PROB + r" $= \frac{\cancel{10}^{\,5}}{\cancel{36}_{\,18}} = \boxed{\frac{5}{18}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_sout_other", "B", G_DET, "correct", "boxed", DET + r" $= \boxed{\sout{22}\ 2}$", "22 struck in the box, 2 after"),
    m("n_m_ok_not_other", "B", G_CPX, "correct", "boxed", CPX + r". The quotient is not $3 - 5i$: we must halve it, giving $\boxed{\frac{3}{2} - \frac{5}{2}i}$.", "another value negated, the gold boxed"),

    # ================================================================ 5. words after a number
    g("u_younger", "A", "22", "wrong", "hash", AGE + "#### 16 younger", "the brother's 16 with a word"),
    g("u_older", "A", "22", "wrong", "hash", AGE + "#### 6 years older", "the difference 6 with words"),
    g("u_dozen", "A", "33", "wrong", "answer_is", RATIO + "The answer is 33 dozen.", "33 dozen = 396, not the 33 boys the working counts"),
    g("u_words_other", "A", "35", "wrong", "answer_is", CARD_UP + "The answer is thirty-six.", "an answer in words, thirty-six"),
    g("u_remaining", "A", "35", "wrong", "hash", CARD + "#### 2 remaining", "the remainder 2 with a word"),
    g("u_more_girls", "A", "33", "wrong", "hash", RATIO + "#### 55 more girls", "88 - 33 = 55 with words"),
    g("u_ok_years_old", "B", "22", "correct", "hash", AGE + "#### 22 years old", "years old after ####"),
    g("u_ok_cards_each", "B", "35", "correct", "answer_is", CARD + "The answer is 35 cards per player.", "a unit phrase after the number"),
    g("u_ok_dollars_word", "B", "11.75", "correct", "answer_is", NOTE + "The answer is 11.75 dollars.", "the word dollars"),
    g("u_ok_degrees", "B", "-15", "correct", "answer_is", TEMP + "The answer is -15 degrees.", "the word degrees"),
    g("u_ok_boys", "B", "33", "correct", "hash", RATIO + "#### 33 boys", "a noun after ####"),
    g("u_ok_percent_phrase", "B", "35", "correct", "answer_is", PCT + "The answer is 35 percent of the students.", "percent of the students"),
    g("u_ok_hours", "B", "3", "correct", "hash", PUMP + "#### 3 hours", "hours after ####"),
    g("u_ok_words", "B", "22", "correct", "answer_is", AGE + "The answer is twenty-two.", "an answer in number words"),
    g("u_ok_words_money", "B", "11.75", "correct", "answer_is", NOTE + "The answer is eleven dollars and seventy-five cents.", "money in words"),
    g("u_ok_words_large", "B", "49070", "correct", "prose_sentence", WAGE + "She earns forty-nine thousand seventy dollars in total.", "a large number in words, no marker"),
    m("u_m_radians", "A", G_OCT, "wrong", "boxed", OCT + r" $= \boxed{135 \text{ radians}}$", "135 radians is not 135 degrees"),
    m("u_m_percent_frac", "A", G_PROB, "wrong", "boxed", PROB + r" $= \boxed{\frac{5}{18}\%}$", "5/18 % = 5/1800"),
    m("u_m_words_other", "A", G_MOD, "wrong", "answer_is", r"Since $7^3 = 343$, the units digit is three.", "three in words"),
    m("u_m_exterior", "A", G_OCT, "wrong", "boxed", r"Each exterior angle is $\frac{360^\circ}{8} = \boxed{45^\circ}$.", "the exterior angle 45"),
    m("u_m_ok_square_units", "B", G_AREA, "correct", "boxed", AREA + r" $= \boxed{81\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_degrees_word", "B", G_OCT, "correct", "answer_is", OCT + r". The answer is $135$ degrees.", "the word degrees"),
    m("u_m_ok_words", "B", G_MOD, "correct", "answer_is", MOD + " The units digit is seven.", "the digit in words"),
    m("u_m_ok_cm", "B", G_AREA, "correct", "boxed", AREA + r" $= \boxed{81\pi\ \text{cm}^2}$", "cm^2 in \\text{} in the box"),
    m("u_m_ok_annotation", "B", G_GEO, "correct", "boxed", GEO + r" $= \boxed{765}$ (the sum of all eight terms)", "a short annotation after the box"),
    m("u_m_ok_pi_words", "B", G_AREA, "correct", "answer_is", AREA + ". The area is 81 pi square centimetres.", "pi as a word and a unit"),
    m("u_m_ok_degree_text", "B", G_OCT, "correct", "boxed", OCT + r" $= \boxed{135\text{°}}$", "a degree sign in \\text{}"),

    # ================================================================ 6. retractions and after-text
    g("r_update", "A", "22", "wrong", "hash", AGE + "#### 22\nUpdate: I mixed up the two; the answer is 16.", "Update: the answer is 16"),
    g("r_actually", "A", "11.75", "wrong", "hash", NOTE + "#### 11.75\n\nActually, the pen was $1.51, so 10.60 + 1.51 = 12.11.\n#### 12.11", "a later #### 12.11"),
    g("r_wait_redo", "A", "35", "wrong", "boxed", CARD + r"$\boxed{35}$" + "\n\nWait, I think that's wrong. Let me redo: 317 / 9 is about 36, so 36.", "Wait, ... so 36"),
    g("r_check_changes", "A", "49070", "wrong", "hash", WAGE + "#### 49070\n\nCheck: the bonus was already in the monthly pay, so the total is 45920.\n#### 45920", "a 'check' that changes the answer to 45920"),
    g("r_never_mind", "A", "-15", "wrong", "answer_is", TEMP + "The answer is -15. Never mind, the answer is 18.", "Never mind, then 18 (the drop)"),
    g("r_minerva_other", "A", "33", "wrong", "minerva", RATIO + "#### 33\n" + MINERVA.format("88"), "#### 33 then a Minerva line stating 88"),
    g("r_ok_minerva", "B", "22", "correct", "minerva", AGE + MINERVA.format("22"), "Minerva's closing line"),
    g("r_ok_emoji", "B", "35", "correct", "hash", CARD + "#### 35\n\n😊", "an emoji after the answer"),
    g("r_ok_check_recompute", "B", "11.75", "correct", "hash", NOTE + "#### 11.75\n\nCheck: 11.75 - 1.15 = 10.60 = 4 * 2.65. ✓", "a check recomputing the same value"),
    g("r_ok_pleasantry", "B", "49070", "correct", "hash", WAGE + "#### 49070\n\nLet me know if you need anything else!", "a pleasantry after"),
    g("r_ok_box_explanation", "B", "-15", "correct", "boxed", TEMP + r"$\boxed{-15}$" + "\n\nThat is 15 degrees below zero, since the drop of 18 is larger than the starting 3.", "a short explanation after the box"),
    g("r_ok_qwen_end", "B", "33", "correct", "boxed", RATIO + QWEN_END.format("33"), "Qwen's 'I hope it is correct.' line"),
    g("r_ok_verify", "B", "35", "correct", "hash", PCT + "#### 35\n\nVerification: 35% of 40 is 0.35 * 40 = 14. ✓", "a verification after the answer"),
    g("r_ok_check_cut", "B", "3", "correct", "hash", PUMP + "#### 3\n\nLet me double-check with another method: in 3 hours pump A fills 3/4 and pump B fills", "a check cut off after the committed answer, no new value"),
    g("r_ok_edit_gold", "B", "0", "correct", "hash", ZERO + "#### 132\n\nEdit: 132 is what she paid; she has 132 - 132 = 0 left.\n#### 0", "an edit correcting to the gold"),
    m("r_m_later_box", "A", G_GEO, "wrong", "boxed", GEO + r" $= \boxed{765}$" + "\n\nWait, $384$ is the 7th term, so $S = 3(2^7 - 1) = \\boxed{381}$.", "a later box 381"),
    m("r_m_erratum", "A", G_AREA, "wrong", "boxed", AREA + r" $= \boxed{81\pi}$" + "\n\nErratum: the radius is 18, so the area is $324\\pi$.", "Erratum: 324\\pi"),
    m("r_m_correction", "A", G_TAN, "wrong", "boxed", TAN + r" $= \boxed{-\frac{\sqrt{3}}{3}}$" + "\n\nCorrection: the tangent is positive there, so the answer is $\\frac{\\sqrt{3}}{3}$.", "Correction: the sign flipped"),
    m("r_m_never_mind", "A", G_DET, "wrong", "boxed", DET + r" $= \boxed{2}$. Never mind, it's $-2$.", "Never mind, -2"),
    m("r_m_minerva_other", "A", G_LOG, "wrong", "minerva", LOG + r" $= \boxed{\frac{5}{2}}$" + "\n" + MINERVA.format("$\\frac{2}{5}$"), "a box 5/2 then a Minerva line stating 2/5"),
    m("r_m_ok_minerva", "B", G_LOG, "correct", "minerva", LOG + r" $= \frac{5}{2}$." + "\n" + MINERVA.format("$\\frac{5}{2}$"), "Minerva's closing line"),
    m("r_m_ok_qwen_end", "B", G_CPX, "correct", "boxed", CPX + ".\n" + QWEN_END.format(r"\frac{3}{2} - \frac{5}{2}i"), "Qwen's closing line"),
    m("r_m_ok_box_explanation", "B", G_VTX, "correct", "boxed", VTX + r" $\boxed{(-4, -6)}$" + "\n\nThe parabola opens upward, so this vertex is its lowest point.", "a short explanation after the box"),
    m("r_m_ok_check", "B", G_MOD, "correct", "boxed", MOD + r" So the units digit is $\boxed{7}$." + "\n\nCheck: $7^5 = 16807$ also ends in $7$, as $5 = 4 + 1$. ✓", "a check with the same value"),
    m("r_m_ok_emoji", "B", G_DET, "correct", "boxed", DET + r" $= \boxed{2}$ 🙂", "an emoji after the box"),
    m("r_m_ok_llama_end", "B", G_INT, "correct", "boxed", INT + ".\n\n" + LLAMA_END.format("[-3, 5]"), "Llama 3's closing line"),
    m("r_m_ok_invented_turn", "B", G_GEO, "correct", "boxed", GEO + r" $= \boxed{765}$" + IM_USER + r"Now find $2 + 4 + \cdots + 256$.", "an invented next turn with a new problem; it does not count"),
    m("r_m_ok_hope", "B", G_RAD, "correct", "boxed", RAD + r" $= 3\sqrt{3}$." + "\nThe final answer is $\\boxed{3\\sqrt{3}}$. I hope it is correct.", "'The final answer is $\\boxed{}$. I hope it is correct.'"),
    m("r_m_ok_pleasantry", "B", G_OCT, "correct", "boxed", OCT + r" $= \boxed{135}$." + "\n\nI hope this helps! 😊", "a pleasantry and emoji after the box"),
    m("r_m_ok_check_decimal", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{3\sqrt{3}}$." + "\n\nCheck: $\\sqrt{75} - \\sqrt{12} \\approx 8.660 - 3.464 = 5.196 \\approx \\sqrt{27}$. ✓", "a decimal check after the exact box; the box stays the answer"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_key_reported", "A", "22", "wrong", "hash", "The answer key says 22, but I get b = 16 for the brother and answer 16.\n#### 16", "the gold only reported; own answer 16"),
    g("q_hypo_only", "A", "49070", "no_answer", "none", "If the bonus were paid, the total would be 49070.", "only a hypothetical"),
    g("q_quoted_hash", "A", "35", "no_answer", "none", "> #### 35\n\nThat is what the book says, but I cannot solve this.", "a quoted #### then a refusal"),
    g("q_other_part", "A", "35", "wrong", "hash", "(a) Each player gets 35 cards. (b) 2 cards are left over.\n#### 2", "the gold only in part (a); the final #### is 2"),
    g("q_asked_show", "A", "-15", "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{-15}$." I cannot do that.', "a box only inside the quoted request"),
    g("q_suppose_only", "A", "11.75", "no_answer", "none", "Suppose the total is $11.75; we would still need to check the prices.", "only a supposition"),
    g("q_ok_first_guess", "B", "22", "correct", "hash", AGE + "My first guess was 16, but that is the brother's age.\n#### 22", "a reported wrong guess before the answer"),
    g("q_ok_quoted_problem", "B", "11.75", "correct", "hash", '> "4 notebooks at $2.65 each and a pen at $1.15"\n\n' + NOTE + "#### 11.75", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "3", "correct", "hash", PUMP + "#### 3\n\nIf only pump A were used, it would take 4 hours.", "a hypothetical after the committed answer"),
    g("q_ok_both_counts", "B", "33", "correct", "hash", RATIO + "The question asks for the boys.\n#### 33", "both counts in the working, the asked one marked"),
    g("q_ok_suppose_refuted", "B", "35", "correct", "hash", "Suppose each player got 36; that needs 9 * 36 = 324 > 317 cards, too many.\n" + CARD + "#### 35", "a supposition refuted, then the answer"),
    g("q_ok_teacher_agrees", "B", "-15", "correct", "answer_is", TEMP + 'As my teacher said, "the answer is -15."\nThe answer is -15.', "a quotation agreeing, then the model's own answer"),
    m("q_m_if_only", "A", G_AREA, "no_answer", "none", r"I cannot solve this. (If the radius were $9$, the area would be $81\pi$.)", "a refusal with only a hypothetical"),
    m("q_m_textbook_box", "A", G_GEO, "wrong", "boxed", r"The textbook answer is $\boxed{765}$, but I disagree. " + GEO_SLIP + r" $= \boxed{381}$.", "the gold only reported; own box 381"),
    m("q_m_other_part", "A", G_VTX, "wrong", "boxed", VTX + r" (a) The axis is $x = -4$. (b) The minimum value is $-6$." + "\n**Answer:** $\\boxed{-6}$", "only the minimum value boxed, not the vertex"),
    m("q_m_invented_turn", "A", G_PROB, "wrong", "boxed", r"With replacement, $\left(\frac{5}{9}\right)^2 = \boxed{\frac{25}{81}}$" + IM_USER + "The answer is 5/18.", "the gold only in an invented user turn"),
    m("q_m_suppose_only", "A", G_RAD, "no_answer", "none", r"Suppose the answer is $3\sqrt{3}$; I would need to verify that.", "only a supposition"),
    m("q_m_ok_example_first", "B", G_LOG, "correct", "boxed", r"For example, $\log_2 8 = 3$. Likewise, with $32 = 2^5$ and $4 = 2^2$, $\log_4 32 = \frac{\log_2 32}{\log_2 4} = \boxed{\frac{5}{2}}$.", "an example with another value first"),
    m("q_m_ok_quoted", "B", G_MOD, "correct", "boxed", r"> Find the units digit of $7^{25}$." + "\n\n" + MOD + r" The units digit is $\boxed{7}$.", "the problem quoted"),
    m("q_m_ok_suppose_then", "B", G_INT, "correct", "boxed", INT + r". Suppose the answer were $(-3, 5)$; but the inequality is $\le$, so the endpoints are in: $\boxed{[-3, 5]}$.", "a supposition refuted, then the box"),
    m("q_m_ok_user_said", "B", G_DET, "correct", "boxed", r"You said it might be $22$, but " + DET + r" $= \boxed{2}$.", "the user's wrong value reported first"),
    m("q_m_ok_hypo_after", "B", G_OCT, "correct", "boxed", OCT + r" $= \boxed{135^\circ}$." + "\n\nIf it were a hexagon, each angle would be $120^\\circ$.", "a hypothetical after the answer"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "22", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace_only", "A", "22", "no_answer", "none", "   \n\t \n", "only whitespace"),
    g("b_nul_other", "A", "22", "wrong", "hash", AGE + "#### 1\x006", "a NUL inside 16 (the pair is bad input; either way not 22)"),
    g("b_fullwidth_other", "A", "35", "wrong", "hash", CARD_UP + "#### ３６", "full-width 36"),
    g("b_huge_number", "A", "22", "wrong", "hash", AGE + "#### " + "2" * 5000, "a 5000-digit number"),
    g("b_ok_crlf", "B", "22", "correct", "hash", (AGE + "#### 22").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "35", "correct", "hash", CARD + "#### ３５", "full-width digits"),
    g("b_ok_nbsp_thousands", "B", "49070", "correct", "hash", WAGE + "#### 49\u00a0070", "a no-break space as the thousands separator"),
    g("b_ok_zero_width_after", "B", "11.75", "correct", "hash", NOTE + "#### 11.75\u200b", "a zero-width space after the value"),
    g("b_ok_gold_dollar", "B", "$11.75", "correct", "hash", NOTE + "#### 11.75", "a gold stored with a dollar sign"),
    g("b_ok_tab", "B", "-15", "correct", "hash", TEMP + "####\t-15", "a tab after ####"),
    g("b_ok_unicode_minus", "B", "-15", "correct", "hash", TEMP + "#### \u221215", "a Unicode minus sign"),
    g("b_ok_gold_comma", "B", "49,070", "correct", "hash", WAGE + "#### 49070", "a gold stored with a comma"),
    m("b_m_unclosed_box", "A", G_CPX, "no_answer", "truncated", CPX + r" $= \boxed{\frac{3}{2} - \frac{5}{2}", "cut inside the box"),
    m("b_m_fullwidth_other", "A", G_MOD, "wrong", "boxed", r"Since $7^3 = 343$, the units digit is $\boxed{３}$.", "a full-width 3"),
    m("b_m_bom_other", "A", G_GEO, "wrong", "boxed", "\ufeff" + GEO_SLIP + r" $= \boxed{381}$", "a BOM then 381"),
    m("b_m_nul_later_box", "A", G_DET, "wrong", "boxed", DET + r" $= \boxed{2}$" + "\x00" + r" no, $\boxed{22}$", "a NUL then a later box 22 (bad input either way)"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{765}", "correct", "boxed", GEO + r" $= \boxed{765}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$3\sqrt{3}$", "correct", "boxed", RAD + r" $= \boxed{3\sqrt{3}}$", "a gold stored in $ $"),
    m("b_m_ok_crlf", "B", G_LOG, "correct", "boxed", (LOG + " $= \\boxed{\\frac{5}{2}}$\n\nDone.").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_unicode_sqrt", "B", G_RAD, "correct", "boxed", RAD + " $= \\boxed{3√3}$", "a Unicode square-root sign"),
    m("b_m_ok_nbsp", "B", G_INT, "correct", "boxed", INT + ": $\\boxed{[-3,\u00a05]}$", "a no-break space inside the interval"),
    m("b_m_ok_gold_newline", "B", G_VTX + "\n", "correct", "boxed", VTX + r" The vertex is $\boxed{(-4, -6)}$.", "a gold with a trailing newline"),
    m("b_m_ok_zero_width", "B", G_GEO, "correct", "boxed", GEO + " $= \\boxed{765}$\u200b", "a zero-width space after the box"),
]
# fmt: on

DECISIONS = {
    "x_minutes_bare": (
        "reject",
        "the #### number is 180 with no unit; the working states 3 hours and the gold is 3 (a unit "
        "the model did not write is not read into a bare number)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam39", CASES, [], DECISIONS)
