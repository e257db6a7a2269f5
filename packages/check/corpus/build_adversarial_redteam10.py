r"""Build adversarial_redteam10.jsonl: a tenth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam10", issue 25), written in session 15 WITHOUT reading the
checker's source, its README rules or bench/NOTES-checker.md, from issue 25's classes and from how
real models write, and committed BEFORE they were scored. Not model output.

New against rounds 1-8: other problems and numbers (a farmer's apples 94, four weeks' wages
$2,940, a freezer at -12 degrees, jugs of 4.8 litres, a germination rate 65 %, a baking time of
115 minutes, a ride at 28 km/h, 45,000 bottles, an age of 38; MATH: 5/36 for two dice, 3\sqrt7,
3 + 2\sqrt2, the open interval (1, 4), the union (-\infty, -2) \cup (5, \infty), roots -2 and 1/3,
an octagon's 135^\circ, a cone's 12\pi, the quotient -1/2 + 3/2 i, 5\pi/6, log_4 8 = 3/2, 145 =
401_6, the point (-3, -8), x^2 + 3x - 28, 2\sqrt10/5, cos 150^\circ = -\sqrt3/2, a decagon's 35
diagonals, choice (D), the sum 230, \sqrt29, the mean 2.4, the inverse (x + 4)/3, an odd function,
the units digit 9, the root 2 of a radical equation, 17.5 percent), the MATH path above all (about
two thirds of the probes), other wordings, retractions, negations and checks in languages rounds
1-8 left out (Slovenian, Serbian, Nepali, Telugu, Kannada, Albanian, Uzbek, Mongolian, Sinhala,
Javanese, Thai, Greek, Vietnamese, Portuguese, Arabic, Hindi, Japanese quotation brackets, Italian
and Spanish counterfactuals), other spellings (\xmark, \cmark, markdown and <s> strikes around a
box, 0.13\overline{8}, \sqrt{17 + 12\sqrt2}, 0.4\sqrt{10}, 5:31 odds, the per-mille sign, basis
points, "gross", "degrees of frost", "km h^-1", Unicode vulgar fractions, the fraction slash,
mathematical italic x, superscript powers, fullwidth and ideographic punctuation, the small
hyphen-minus, the Arabic decimal separator, backspace and record-separator controls, Python float
artefacts such as 4.800000000000001) and real-model styles (DeepSeek-R1 <think> traces with "Wait,"
and degenerate "Wait, let me check again." loops, a second <think> block after the answer,
Qwen2.5-Math "### Step" answers and its "Self-evaluation: [VERIFY] wrong / correct" tail,
tool-integrated ```output blocks, Llama 3 and Qwen chat tails, Minerva "Final Answer:" lines and
few-shot tails, multiple-choice letters and option lists, JSON outputs, footnotes, grader feedback
on a previous attempt, markdown tables and bold), classes combined.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness and equivalence; `n_` negation, strike-out, annotation and harmless look-alikes; `u_`
words after a number; `r_` retractions after the answer and harmless after-text; `q_` quoted,
reported and hypothetical text, examples; `b_` bad input a JSON corpus can hold (lone surrogates
cannot be written to a UTF-8 file and are left out).

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-8's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a refusal, only a quotation or an example) is `no_answer`;
equal in value but written differently is `correct`; a decimal for an exact irrational or repeating
gold is `wrong` unless the model writes the exact value and then its own rounding of it; a value the
model itself marks wrong is `wrong`, one it negates or strikes with nothing after is `no_answer`;
text in an invented next turn does not count. A NUL anywhere makes the pair bad input: a right
answer with a NUL is labelled `correct` and `debatable`, decision `reject`. Unit words are chosen so
the label does not depend on the question (which the checker does not see), only on the completion.
A probe whose label is itself debatable carries `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes (written black-box: a proposal, not a reading of the
checker's documented rules).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam10.py
"""

from corpus_build import LLAMA_END, MINERVA, g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
APPLE = (
    "The farmer has 6 crates of 24 apples, so 6 * 24 = 144 apples.\n"
    "He sells 50 of them at the market, so 144 - 50 = 94 apples are left.\n"
)  # gold 94 (6 * 24 = 144; 144 - 50 = 94; 94 + 50 = 144)
APPLE1 = "The farmer has 6 crates of 24 apples, so 6 * 24 = 144 apples.\n"  # no conclusion
THA = "<think>\n" + APPLE + "</think>\n"
R1A = (
    "<think>\nOkay, so the farmer has 6 crates and each crate holds 24 apples. Total first: 6 times "
    "24. 6 * 20 = 120 and 6 * 4 = 24, so 144 apples. Then he sells 50 at the market. 144 - 50 = 94. "
    "Wait, let me make sure I'm not misreading — it says he sells 50 apples, not 50 crates. Yes, "
    "apples. Hmm, and nothing about apples going bad. Let me double-check the subtraction: 94 + 50 = "
    "144. Correct. So 94 apples are left.\n</think>\n\n"
)  # gold 94
WAGE = (
    "Omar earns $21 an hour and works 35 hours a week, so he earns 21 * 35 = $735 a week.\n"
    "In 4 weeks he earns 4 * 735 = $2,940.\n"
)  # gold 2940 (21 * 35 = 735; 735 * 4 = 2940)
FREEZE = (
    "The freezer starts at 4°C and cools by 2 degrees an hour for 8 hours, a drop of 2 * 8 = 16 "
    "degrees.\nSo it ends at 4 - 16 = -12°C.\n"
)  # gold -12 (4 - 16 = -12)
JUG = "Each jug holds 1.6 litres, so 3 jugs hold 3 * 1.6 = 4.8 litres.\n"  # gold 4.8
SPROUT = "26 of the 40 seeds sprouted, and 26 / 40 = 0.65, so 65% of them sprouted.\n"  # gold 65
BAKE = (
    "Preparation takes 35 minutes and baking takes 1 hour 20 minutes = 80 minutes, so "
    "35 + 80 = 115 minutes in all.\n"
)  # gold 115 (60 + 20 = 80; 35 + 80 = 115)
RIDE = "The cyclist rides 126 km in 4.5 hours, so her average speed is 126 / 4.5 = 28 km/h.\n"  # gold 28 (4.5 * 28 = 126)
BOTTLE = "The factory fills 1,250 bottles a day for 36 days: 1,250 * 36 = 45,000 bottles.\n"  # gold 45000 (1000 * 36 = 36000, 250 * 36 = 9000)
AGE = (
    "Tom's son is 11 and Tom is 3 times as old, so Tom is 3 * 11 = 33.\n"
    "In 5 years Tom will be 33 + 5 = 38.\n"
)  # gold 38 (the son will be 16)

# ---------------------------------------------------------------- MATH-style working
DICE = (
    r"With two fair dice there are $36$ equally likely ordered outcomes; the sum is $8$ for "
    r"$(2,6), (3,5), (4,4), (5,3), (6,2)$, that is $5$ of them." + "\n"
)  # gold \frac{5}{36} = 0.13888... = 0.13\overline{8}
R63 = r"We have $\sqrt{63} = \sqrt{9 \cdot 7}$." + "\n"  # gold 3\sqrt{7} = 7.93725...
SQ = r"Expanding, $(1 + \sqrt{2})^2 = 1 + 2\sqrt{2} + 2$." + "\n"  # gold 3 + 2\sqrt{2} = 5.82842...
QIN = (
    r"$x^2 - 5x + 4 = (x - 1)(x - 4) < 0$ holds strictly between the roots $1$ and $4$." + "\n"
)  # gold (1,4)
QOUT = (
    r"$x^2 - 3x - 10 = (x - 5)(x + 2) > 0$ holds outside the roots $-2$ and $5$." + "\n"
)  # gold (-\infty,-2) \cup (5,\infty)
QR = r"We factor $3x^2 + 5x - 2 = (3x - 1)(x + 2)$ and set each factor to zero." + "\n"
# gold -2, 1/3 ((3x - 1)(x + 2) = 3x^2 + 6x - x - 2)
OCT = (
    r"Each interior angle of a regular octagon is $\frac{(8 - 2) \cdot 180^\circ}{8}$." + "\n"
)  # gold 135^\circ (1080 / 8 = 135; exterior 45)
CONE = (
    r"The cone has radius $3$ and height $4$, so $V = \frac{1}{3}\pi r^2 h = \frac{1}{3}\pi "
    r"\cdot 3^2 \cdot 4$." + "\n"
)  # gold 12\pi = 37.699... (9 * 4 / 3 = 12)
QWEN_CONE = (
    "To find the volume of the cone, we proceed step by step.\n\n"
    "### Step 1: Recall the formula\n\\[\nV = \\frac{1}{3}\\pi r^2 h\n\\]\n\n"
    "### Step 2: Substitute $r = 3$ and $h = 4$\n\\[\nV = \\frac{1}{3}\\pi \\cdot 9 \\cdot 4 = "
    "12\\pi\n\\]\n\n"
)  # gold 12\pi
CDIV = (
    r"$\frac{1 + 2i}{1 - i} = \frac{(1 + 2i)(1 + i)}{(1 - i)(1 + i)} = \frac{1 + 3i + 2i^2}{2}$."
    + "\n"
)  # gold -1/2 + 3/2 i ((1 + 3i - 2) / 2 = (-1 + 3i) / 2)
ANG = (
    r"We need the angle in $[0, \pi]$ whose cosine is $-\frac{\sqrt{3}}{2}$: the reference angle "
    r"is $\frac{\pi}{6}$ and the cosine is negative in the second quadrant." + "\n"
)  # gold 5\pi/6 = 2.61799... (150 degrees)
LOG = r"Let $\log_4 8 = x$. Then $4^x = 8$, i.e. $2^{2x} = 2^3$." + "\n"  # gold 3/2 = 1.5
B6 = (
    r"Dividing by $6$: $145 = 24 \cdot 6 + 1$, $24 = 4 \cdot 6 + 0$, $4 = 0 \cdot 6 + 4$; reading "
    r"the remainders from last to first gives the digits." + "\n"
)  # gold 401_6 (4 * 36 + 0 * 6 + 1 = 145)
LINES = (
    r"Setting $3x + 1 = x - 5$ gives $2x = -6$, so $x = -3$ and $y = -3 - 5 = -8$." + "\n"
)  # gold (-3,-8) (3(-3) + 1 = -8)
POLY = r"Expanding, $(x - 4)(x + 7) = x^2 + 7x - 4x - 28$." + "\n"  # gold x^2 + 3x - 28
RAT10 = (
    r"Rationalising, $\frac{4}{\sqrt{10}} = \frac{4\sqrt{10}}{10}$." + "\n"
)  # gold 2\sqrt{10}/5 = 1.26491... (squared: 40/25 = 8/5)
COS = (
    r"$150^\circ$ lies in the second quadrant with reference angle $30^\circ$, so "
    r"$\cos 150^\circ = -\cos 30^\circ$." + "\n"
)  # gold -\sqrt{3}/2
DIAG = r"A decagon has $\frac{10(10 - 3)}{2}$ diagonals." + "\n"  # gold 35 (70 / 2)
R1D = (
    "<think>\nThe question asks how many diagonals a convex decagon has. Each vertex joins 10 - 3 = "
    "7 non-adjacent vertices (not itself, not its two neighbours). That gives 10 * 7 = 70, but each "
    "diagonal is counted from both ends, so 70 / 2 = 35. Wait, let me sanity-check the formula with "
    "a square: 4 * 1 / 2 = 2 diagonals. Yes. And a pentagon: 5 * 2 / 2 = 5. Right. So the decagon "
    "has 35.\n</think>\n\n"
)  # gold 35
MC = (
    r"$2^5 - 2^3 = 32 - 8 = 24$, which is option (D); options (A) $4$, (B) $8$ and (C) $16$ do not "
    r"match." + "\n"
)  # gold (D) (the options: (A) 4, (B) 8, (C) 16, (D) 24)
ARITH = (
    r"$5 + 9 + \dots + 41$ has $\frac{41 - 5}{4} + 1 = 10$ terms, so the sum is "
    r"$\frac{10(5 + 41)}{2}$." + "\n"
)  # gold 230 (10 * 46 / 2; with last term 45: 11 terms, 275)
DIST = (
    r"The distance from $(0, 0)$ to $(2, 5)$ is $\sqrt{2^2 + 5^2}$." + "\n"
)  # gold \sqrt{29} = 5.38516...
MEAN = r"The mean of $0.7$, $2.9$ and $3.6$ is $\frac{0.7 + 2.9 + 3.6}{3} = \frac{7.2}{3}$." + "\n"
# gold 2.4 (= 12/5 = 2 2/5)
INV = (
    r"Write $y = 3x - 4$ and solve for $x$: $x = \frac{y + 4}{3}$. Swapping the letters gives the "
    r"inverse." + "\n"
)  # gold (x + 4)/3
PAR = r"$f(-x) = (-x)^3 + (-x) = -x^3 - x = -(x^3 + x) = -f(x)$." + "\n"  # gold \text{odd}
MOD = (
    r"The units digits of powers of $7$ repeat with period $4$: $7, 9, 3, 1$. Since "
    r"$2026 = 4 \cdot 506 + 2$, the units digit of $7^{2026}$ is the second in the cycle." + "\n"
)  # gold 9
RADEQ = (
    r"Squaring $\sqrt{x + 2} = x$ gives $x^2 - x - 2 = 0$, so $(x - 2)(x + 1) = 0$. Checking in the "
    r"original equation: $\sqrt{4} = 2$ works, but $\sqrt{1} = 1 \ne -1$." + "\n"
)  # gold 2 (-1 is extraneous)
PERC = r"We want $\frac{14}{80} \times 100\%$." + "\n"  # gold 17.5 (14 / 80 = 0.175)

EOT = "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
EOT_A = "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"
NUL = "\x00"


def th(work):
    """`work` as an R1 thinking block."""
    return "<think>\n" + work + "</think>\n"


G_DICE = r"\frac{5}{36}"
G_R63 = r"3\sqrt{7}"
G_SQ = r"3+2\sqrt{2}"
G_QIN = "(1,4)"
G_QOUT = r"(-\infty,-2)\cup(5,\infty)"
G_QR = r"-2, \frac{1}{3}"
G_OCT = r"135^\circ"
G_CONE = r"12\pi"
G_CDIV = r"-\frac{1}{2}+\frac{3}{2}i"
G_ANG = r"\frac{5\pi}{6}"
G_LOG = r"\frac{3}{2}"
G_B6 = "401_6"
G_LINES = "(-3,-8)"
G_POLY = "x^2+3x-28"
G_RAT10 = r"\frac{2\sqrt{10}}{5}"
G_COS = r"-\frac{\sqrt{3}}{2}"
G_MC = r"\text{(D)}"
G_DIST = r"\sqrt{29}"
G_INV = r"\frac{x+4}{3}"
G_PAR = r"\text{odd}"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    m("t_cone_radius_in_tag", "A", G_CONE, "wrong", "tag", th(CONE) + "<answer>r = 3</answer>",
      "the radius, not the volume, in the tag"),
    m("t_dice_percent_rounded", "A", G_DICE, "wrong", "tag", th(DICE) + r"<answer>13.9\%</answer>",
      "5/36 = 13.888...% rounded to 13.9%"),
    m("t_qin_ends_swapped", "A", G_QIN, "wrong", "tag", th(QIN) + "<answer>(4, 1)</answer>",
      "interval ends swapped (an empty interval, or the point (4, 1))"),
    m("t_qout_cap_for_cup", "A", G_QOUT, "wrong", "tag",
      th(QOUT) + r"<answer>(-\infty,-2)\cap(5,\infty)</answer>", "an intersection (empty) for the union"),
    m("t_qr_factored_not_roots", "A", G_QR, "wrong", "tag", th(QR) + "<answer>(3x - 1)(x + 2)</answer>",
      "the factorisation, not the roots"),
    m("t_lines_x_only", "A", G_LINES, "wrong", "tag", th(LINES) + "<answer>x = -3</answer>",
      "one coordinate of the point"),
    m("t_cdiv_conjugate_hedge", "A", G_CDIV, "wrong", "tag",
      th(CDIV) + r"<answer>\frac{-1+3i}{2} \text{ or } \frac{-1-3i}{2}</answer>",
      "a hedge between the value and its conjugate"),
    m("t_frac_cut_in_tag", "A", G_DICE, "no_answer", "truncated", th(DICE) + r"<answer>\frac{5}{3",
      "cut inside the denominator of the fraction in the tag"),
    m("t_self_closing_empty_tag", "A", G_DIST, "no_answer", "tag",
      "<think>\n" + DIST + "That is $\\sqrt{29}$.\n</think>\n<answer/>",
      "a self-closing empty tag; \\sqrt{29} only in the thinking"),
    m("t_second_think_block_other", "A", G_CONE, "wrong", "tag",
      th(CONE) + r"<answer>12\pi</answer>" + "\n<think>\nWait, the 4 is the slant height, so "
      r"$h = \sqrt{16 - 9} = \sqrt{7}$ and $V = 3\sqrt{7}\pi$." + "\n</think>\n" + r"<answer>3\sqrt{7}\pi</answer>",
      "a second <think> block after the answer, then a second tag 3\\sqrt7\\pi"),
    m("t_mc_two_letters", "A", G_MC, "wrong", "tag", th(MC) + "<answer>B, D</answer>", "two choices in the tag"),
    m("t_log_log2_3_slip", "A", G_LOG, "wrong", "tag", th(LOG) + "<answer>1.585</answer>",
      "1.585 is log_2 3, not log_4 8"),
    m("t_b6_remainders_forward", "A", G_B6, "wrong", "tag", th(B6) + "<answer>104_6</answer>",
      "remainders read first to last (104_6 = 40)"),
    m("t_poly_roots_not_expansion", "A", G_POLY, "wrong", "tag", th(POLY) + "<answer>x = 4, x = -7</answer>",
      "the roots, not the expansion"),
    g("t_gsm_weekly_in_tag", "A", "2940", "wrong", "tag", th(WAGE) + "<answer>$735</answer>",
      "the weekly pay in the tag"),
    g("t_gsm_r1_total_in_tag", "A", "94", "wrong", "tag", R1A + "<answer>144</answer>",
      "a long R1 trace ending at 94, the tag copies the total 144"),
    g("t_gsm_point_lost", "A", "4.8", "wrong", "tag", th(JUG) + "<answer>48</answer>",
      "the decimal point lost"),
    g("t_gsm_fraction_for_percent", "A", "65", "wrong", "tag", th(SPROUT) + "<answer>13/20</answer>",
      "the share as a fraction, not the percentage"),
    g("t_gsm_money_shifted", "A", "2940", "wrong", "tag", th(WAGE) + "<answer>$29.40</answer>",
      "the point shifted two places"),
    g("t_gsm_tag_in_unclosed_think", "A", "94", "no_answer", "truncated",
      "<think>\n" + APPLE + "<answer>94</answer>\nHmm, but does the farmer keep some apples for his "
      "family? Let me reread the", "a draft tag inside a thinking block that is then cut off; "
      "debatable: the only tag holds the gold, but the model had not finished", True),
    m("t_ok_dice_slash", "B", G_DICE, "correct", "tag", th(DICE) + "<answer>5/36</answer>", "a plain slash"),
    m("t_ok_r63_paren_delims", "B", G_R63, "correct", "tag", th(R63) + r"<answer>\(3\sqrt{7}\)</answer>",
      "\\( \\) math delimiters in the tag"),
    m("t_ok_qin_membership", "B", G_QIN, "correct", "tag", th(QIN) + r"<answer>$x \in (1,4)$</answer>",
      "x \\in (1, 4)"),
    m("t_ok_qout_words", "B", G_QOUT, "correct", "tag", th(QOUT) + r"<answer>x < -2 \text{ or } x > 5</answer>",
      "the union as two inequalities joined by 'or'"),
    m("t_ok_qr_labelled_tfrac", "B", G_QR, "correct", "tag",
      th(QR) + r"<answer>x_1 = -2,\ x_2 = \tfrac{1}{3}</answer>", "labelled roots, \\tfrac"),
    m("t_ok_oct_degree_sign", "B", G_OCT, "correct", "tag", th(OCT) + "<answer>135°</answer>",
      "a Unicode degree sign"),
    m("t_ok_cdiv_one_fraction", "B", G_CDIV, "correct", "tag", th(CDIV) + r"<answer>\frac{-1+3i}{2}</answer>",
      "one fraction"),
    m("t_ok_log_decimal", "B", G_LOG, "correct", "tag", th(LOG) + "<answer>1.5</answer>",
      "the terminating decimal of 3/2"),
    m("t_ok_b6_digits_only", "B", G_B6, "correct", "tag", th(B6) + "<answer>401</answer>",
      "base digits without the subscript (README: 4210 for 4210_5)"),
    m("t_ok_lines_left_right", "B", G_LINES, "correct", "tag", th(LINES) + r"<answer>\left(-3,\,-8\right)</answer>",
      "\\left( \\right) and a thin space"),
    m("t_ok_mc_bold_letter", "B", G_MC, "correct", "tag", th(MC) + "<answer>**(D)**</answer>",
      "a bold letter in parentheses"),
    m("t_ok_r1_diag", "B", "35", "correct", "tag", R1D + "<answer>35</answer>", "an R1 trace with 'Wait,' checks"),
    m("t_ok_cone_sentence_units", "B", G_CONE, "correct", "tag",
      th(CONE) + r"<answer>The volume is $12\pi$ cubic units.</answer>", "a sentence with units in the tag"),
    g("t_ok_gsm_chain", "B", "94", "correct", "tag", th(APPLE) + "<answer>144 - 50 = 94</answer>",
      "a chain ending at the gold"),
    g("t_ok_gsm_money_cents", "B", "2940", "correct", "tag", th(WAGE) + "<answer>$2,940.00</answer>",
      "money with a comma and zero cents"),
    g("t_ok_gsm_celsius_sign", "B", "-12", "correct", "tag", th(FREEZE) + "<answer>-12℃</answer>",
      "U+2103 DEGREE CELSIUS"),
    g("t_ok_gsm_product_chain", "B", "2940", "correct", "tag", th(WAGE) + "<answer>21 × 35 × 4 = 2940</answer>",
      "a product chain with × ending at the gold"),

    # ================================================================ 2. a phrase marker, then ####
    g("h_arabic_phrase_hash_other", "A", "94", "wrong", "hash", APPLE + "الإجابة هي 94.\n#### 104",
      "Arabic phrase 94, #### 104"),
    g("h_polish_phrase_hash_other", "A", "94", "wrong", "hash", APPLE + "Odpowiedź: 94 jabłka.\n#### 104",
      "Polish phrase 94, #### 104"),
    g("h_korean_phrase_hash_other", "A", "94", "wrong", "hash", APPLE + "답은 94개입니다.\n#### 104",
      "Korean phrase 94, #### 104"),
    g("h_box_then_hash_other", "A", "94", "wrong", "hash", APPLE + "The final answer is $\\boxed{94}$.\n#### 104",
      "a boxed 94, then #### 104"),
    g("h_hash_then_tag_other", "A", "94", "wrong", "hash", APPLE + "#### 94\n<answer>104</answer>",
      "#### 94, then an answer tag 104"),
    g("h_hash_then_minerva_other", "A", "-12", "wrong", "hash",
      FREEZE + "#### -12\nFinal Answer: The final answer is $12$. I hope it is correct.",
      "#### -12, then a Minerva line 12"),
    g("h_hash_european_comma_misplaced", "A", "2940", "wrong", "hash", WAGE + "The answer is:\n#### 2,94",
      "'2,94' is 2.94 (decimal comma) or a broken 294, not 2940"),
    g("h_phrase_right_hash_extra_zero", "A", "45000", "wrong", "hash", BOTTLE + "The answer is 45,000.\n#### 450000",
      "the phrase right, the #### line with an extra zero"),
    g("h_hash_hours_rounded", "A", "115", "wrong", "hash", BAKE + "The answer is:\n#### 1.92 hours",
      "115 minutes as 1.92 hours, rounded (1.9166...)"),
    g("h_phrase_then_hash_current_age", "A", "38", "wrong", "hash", AGE + "So the answer is 38.\n#### 33",
      "the phrase 38, the #### line Tom's age now"),
    g("h_hash_plus_minus", "A", "-12", "wrong", "hash", FREEZE + "The answer is:\n#### ±12",
      "±12 leaves the sign open"),
    g("h_hash_two_values_slash", "A", "38", "wrong", "hash", AGE + "The answer is 38.\n#### 33/38",
      "two values on the #### line"),
    g("h_hash_percent_shifted", "A", "65", "wrong", "hash", SPROUT + "So the answer is 65%.\n#### 6.5",
      "6.5 on the #### line"),
    g("h_hash_litres_times_ten", "A", "4.8", "wrong", "hash", JUG + "The answer is 4.8 litres.\n#### 48",
      "48 on the #### line"),
    g("h_hash_range_en_dash", "A", "65", "wrong", "hash", SPROUT + "Final answer:\n#### 60–65",
      "a range with an en dash"),
    g("h_hash_thai_phrase_other", "A", "28", "wrong", "hash", RIDE + "คำตอบคือ 28 กม./ชม.\n#### 31.5",
      "Thai phrase 28, #### 31.5"),
    m("h_math_phrase_hash_digit_dropped", "A", G_DICE, "wrong", "hash",
      DICE + "The answer is $\\frac{5}{36}$.\n#### 5/6", "the #### line drops a digit"),
    m("h_math_hash_then_phrase_other", "A", G_QIN, "wrong", "hash",
      QIN + "#### (1,4)\nSo the answer is $[1,4]$.", "#### (1, 4), then a phrase with the closed interval"),
    m("h_math_box_then_hash_other", "A", G_CONE, "wrong", "hash",
      CONE + "The volume is $\\boxed{12\\pi}$.\n#### 36\\pi", "a box 12\\pi, then #### 36\\pi (the 1/3 dropped)"),
    m("h_math_hash_sign_slip", "A", G_POLY, "wrong", "hash",
      POLY + "The answer is $x^2 + 3x - 28$.\n#### x^2 - 3x - 28", "the #### line flips a sign"),
    g("h_ok_equals_after_hash", "B", "94", "correct", "hash", APPLE + "The answer is 94.\n#### = 94",
      "an equals sign after ####"),
    g("h_ok_self_corrected_before", "B", "94", "correct", "hash",
      "6 * 24 = 144 and 144 - 40 = 104 — no, 50 were sold, not 40: 144 - 50 = 94.\nThe answer is 94.\n#### 94",
      "a slip corrected before the marker"),
    g("h_ok_superscript_sci", "B", "45000", "correct", "hash", BOTTLE + "The answer is 45,000 bottles.\n#### 4.5 × 10⁴",
      "scientific notation with a superscript exponent"),
    g("h_ok_heading_label", "B", "38", "correct", "hash", AGE + "\n#### Final Answer: 38", "#### as a heading with a label"),
    g("h_ok_hash_sum", "B", "38", "correct", "hash", AGE + "The answer is 38.\n#### 33 + 5 = 38", "a sum ending at the gold"),
    g("h_ok_minutes_paren", "B", "115", "correct", "hash",
      BAKE + "The answer is 115 minutes.\n#### 115 minutes (1 h 55 min)", "the same time in hours and minutes after"),
    g("h_ok_bold_money_phrase", "B", "2940", "correct", "hash",
      WAGE + "Omar earns **$2,940** in four weeks.\n#### 2940", "bold money in the phrase"),
    g("h_ok_unicode_minus_phrase", "B", "-12", "correct", "hash",
      FREEZE + "The final temperature is −12 °C.\n#### -12", "U+2212 in the phrase, ASCII on the #### line"),
    g("h_ok_spanish_decimal_comma", "B", "4.8", "correct", "hash",
      JUG + "La respuesta es 4,8 litros.\n#### 4.8", "Spanish decimal comma in the phrase"),
    g("h_ok_german_thousands_dot", "B", "45000", "correct", "hash",
      BOTTLE + "Die Antwort ist 45.000 Flaschen.\n#### 45000", "German thousands dot in the phrase"),
    g("h_ok_thai_phrase", "B", "94", "correct", "hash", APPLE + "คำตอบคือ 94 ผล\n#### 94", "Thai phrase with a classifier"),
    m("h_ok_math_hash_frac", "B", G_DICE, "correct", "hash",
      DICE + "The answer is $\\frac{5}{36}$.\n#### \\frac{5}{36}", "LaTeX on the #### line"),
    m("h_ok_math_hash_root_approx", "B", G_R63, "correct", "hash", R63 + "So the answer is $3\\sqrt{7}$.\n#### 3√7 ≈ 7.94",
      "the exact value, then the model's own rounding"),
    m("h_ok_math_hash_degrees", "B", G_OCT, "correct", "hash", OCT + "The answer is $135^\\circ$.\n#### 135",
      "degrees without the sign (README: 30 for 30^\\circ)"),
    m("h_ok_math_hash_complex_plain", "B", G_CDIV, "correct", "hash", CDIV + "#### -1/2 + (3/2)i",
      "plain-text complex number"),
    m("h_ok_math_hash_boxed", "B", G_QIN, "correct", "hash", QIN + "The answer is:\n#### \\boxed{(1,4)}",
      "a box on the #### line"),

    # ================================================================ 3. exactness and equivalence
    m("x_dice_repeat_lookalike", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{0.1\overline{38}}$",
      "0.1383838... (the bar over 38), not 0.13888..."),
    m("x_r63_swapped", "A", G_R63, "wrong", "boxed", R63 + r"$= \boxed{7\sqrt{3}}$", "7\\sqrt3 = \\sqrt{147}"),
    m("x_r63_float", "A", G_R63, "wrong", "boxed", R63 + r"$\approx \boxed{7.937253933193772}$",
      "a float of 3\\sqrt7"),
    m("x_sq_float", "A", G_SQ, "wrong", "boxed", SQ + r"$= \boxed{5.82842712474619}$", "a float of 3 + 2\\sqrt2"),
    m("x_sq_pell_convergent", "A", G_SQ, "wrong", "boxed",
      SQ + r"Using $\sqrt{2} \approx \frac{577}{408}$, this is $\boxed{3 + 2 \cdot \frac{577}{408}}$.",
      "a convergent of \\sqrt2: 1189/204 = 5.828431..., off by 4e-6"),
    m("x_cone_float", "A", G_CONE, "wrong", "boxed", CONE + r"$= \boxed{37.69911184307752}$", "a float of 12\\pi"),
    m("x_cdiv_sign", "A", G_CDIV, "wrong", "boxed", CDIV + r"$= \boxed{\frac{1+3i}{2}}$", "the real part's sign lost"),
    m("x_cdiv_tiny_real", "A", G_CDIV, "wrong", "boxed", CDIV + r"$= \boxed{-0.5000000001 + 1.5i}$",
      "real part off by 1e-10"),
    m("x_log_float_under", "A", G_LOG, "wrong", "boxed", LOG + r"So $x = \boxed{1.4999999999999998}$.",
      "a float just under 3/2"),
    m("x_b6_base7", "A", G_B6, "wrong", "boxed", B6 + r"So $145 = \boxed{401_7}$.", "the right digits in base 7 (= 197)"),
    m("x_dist_float", "A", G_DIST, "wrong", "boxed", DIST + r"$= \boxed{5.385164807134504}$", "a float of \\sqrt29"),
    m("x_dist_difference_slip", "A", G_DIST, "wrong", "boxed", DIST + r"$= \boxed{\sqrt{21}}$",
      "5^2 - 2^2 instead of the sum"),
    m("x_rat10_float", "A", G_RAT10, "wrong", "boxed", RAT10 + r"$= \boxed{1.2649110640673518}$",
      "a float of 2\\sqrt10/5"),
    m("x_cos_sign", "A", G_COS, "wrong", "boxed", COS + r"$= \boxed{\frac{\sqrt{3}}{2}}$", "the sign lost"),
    m("x_mean_float", "A", "2.4", "wrong", "boxed", MEAN + r"$= \boxed{2.3999999999999995}$",
      "a float just under 2.4"),
    m("x_arith_float", "A", "230", "wrong", "boxed", ARITH + r"$= \boxed{229.99999999999997}$", "a float just under 230"),
    m("x_qout_closed_ends", "A", G_QOUT, "wrong", "boxed", QOUT + r"$\boxed{(-\infty,-2]\cup[5,\infty)}$",
      "closed ends for a strict inequality"),
    m("x_inv_precedence", "A", G_INV, "wrong", "boxed", INV + r"$f^{-1}(x) = \boxed{\frac{x}{3} + 4}$",
      "x/3 + 4, not (x + 4)/3"),
    m("x_dist_root_forgotten", "A", G_DIST, "wrong", "boxed", DIST + r"$= \boxed{29}$", "the square root forgotten"),
    m("x_cone_pi_dropped", "A", G_CONE, "wrong", "boxed", CONE + r"$= \boxed{12}$", "\\pi dropped"),
    g("x_gsm_float_artefact", "A", "4.8", "wrong", "hash",
      "```python\nprint(3 * 1.6)\n```\n```output\n4.800000000000001\n```\n#### 4.800000000000001",
      "the raw float 4.800000000000001 copied to the answer"),
    g("x_gsm_wage_float_under", "A", "2940", "wrong", "hash", WAGE + "#### 2939.9999999999995", "just under 2940"),
    m("x_ok_dice_repeating", "B", G_DICE, "correct", "boxed", DICE + r"$P = \boxed{0.13\overline{8}}$",
      "0.13888... = 5/36 exactly"),
    m("x_ok_dice_six_squared", "B", G_DICE, "correct", "boxed", DICE + r"$P = \boxed{\frac{5}{6^2}}$", "5/6^2"),
    m("x_ok_r63_product_of_roots", "B", G_R63, "correct", "boxed", R63 + r"$= \boxed{\sqrt{21}\cdot\sqrt{3}}$",
      "\\sqrt21 \\sqrt3 = \\sqrt63"),
    m("x_ok_r63_half_power", "B", G_R63, "correct", "boxed", R63 + r"$= \boxed{3 \cdot 7^{1/2}}$", "3 * 7^(1/2)"),
    m("x_ok_sq_denested", "B", G_SQ, "correct", "boxed", SQ + r"$= \boxed{\sqrt{17 + 12\sqrt{2}}}$",
      "(3 + 2\\sqrt2)^2 = 17 + 12\\sqrt2"),
    m("x_ok_sq_reciprocal", "B", G_SQ, "correct", "boxed", SQ + r"$= \boxed{\frac{1}{3 - 2\sqrt{2}}}$",
      "(3 + 2\\sqrt2)(3 - 2\\sqrt2) = 1"),
    m("x_ok_cone_unsimplified", "B", G_CONE, "correct", "boxed", CONE + r"$= \boxed{\frac{36\pi}{3}}$", "36\\pi/3"),
    m("x_ok_cdiv_decimals", "B", G_CDIV, "correct", "boxed", CDIV + r"$= \boxed{-0.5 + 1.5i}$",
      "terminating decimals for -1/2 and 3/2"),
    m("x_ok_cdiv_i_first", "B", G_CDIV, "correct", "boxed", CDIV + r"$= \boxed{\frac{3}{2}i - \frac{1}{2}}$",
      "imaginary part first"),
    m("x_ok_ang_pi_minus", "B", G_ANG, "correct", "boxed", ANG + r"So $\theta = \boxed{\pi - \frac{\pi}{6}}$.",
      "\\pi - \\pi/6"),
    m("x_ok_log_mixed", "B", G_LOG, "correct", "boxed", LOG + r"So $2x = 3$ and $x = \boxed{1\frac{1}{2}}$.",
      "a mixed number"),
    m("x_ok_rat10_decimal_coeff", "B", G_RAT10, "correct", "boxed", RAT10 + r"$= \boxed{0.4\sqrt{10}}$",
      "an exact terminating decimal coefficient"),
    m("x_ok_rat10_root_of_fraction", "B", G_RAT10, "correct", "boxed", RAT10 + r"$= \boxed{\sqrt{\frac{8}{5}}}$",
      "(2\\sqrt10/5)^2 = 8/5"),
    m("x_ok_cos_coeff_split", "B", G_COS, "correct", "boxed", COS + r"$= \boxed{-\frac{1}{2}\sqrt{3}}$", "-(1/2)\\sqrt3"),
    m("x_ok_mean_fraction", "B", "2.4", "correct", "boxed", MEAN + r"$= \boxed{\frac{12}{5}}$", "12/5 = 2.4"),
    m("x_ok_dist_exact_then_approx", "B", G_DIST, "correct", "boxed", DIST + r"$= \boxed{\sqrt{29} \approx 5.39}$",
      "the exact value, then the model's own rounding"),
    g("x_ok_gsm_mixed_fraction", "B", "4.8", "correct", "hash", JUG + "#### 4 4/5", "4 4/5 = 4.8"),
    g("x_ok_gsm_times_ten_cubed", "B", "45000", "correct", "hash", BOTTLE + "#### 45 × 10³", "45 x 10^3"),

    # ================================================================ 4. negation, strike-out, annotation
    m("n_md_strike_around_box", "A", G_R63, "no_answer", "boxed", R63 + r"~~$\boxed{3\sqrt{7}}$~~",
      "the whole box struck with markdown, nothing after"),
    m("n_html_s_box_then_other", "A", G_CONE, "wrong", "boxed",
      CONE + r"<s>$\boxed{12\pi}$</s> $\boxed{36\pi}$", "an HTML-struck box, then 36\\pi"),
    m("n_xcancel_box_then_other", "A", G_QIN, "wrong", "boxed",
      QIN + r"$\xcancel{\boxed{(1,4)}}$ $\boxed{[1,4]}$", "a crossed-out box, then the closed interval"),
    m("n_box_struck_root_in_list", "A", G_QR, "wrong", "boxed",
      QR + r"$x = \boxed{-2, \cancel{\frac{1}{3}}}$", "one of the two roots cancelled inside the box"),
    m("n_xmark_after_box", "A", G_DIST, "wrong", "boxed", DIST + r"$= \boxed{\sqrt{29}}$ \xmark",
      "pifont \\xmark (a cross) after the box"),
    m("n_box_not_odd", "A", G_PAR, "wrong", "boxed", PAR + r"So $f$ is $\boxed{\text{not odd}}$.",
      "the model's answer denies oddness"),
    m("n_arabic_not_math", "A", G_DICE, "no_answer", "prose_sentence",
      "ليس لدي حل كامل.\nالجواب ليس $\\frac{5}{36}$.", "Arabic: 'I have no full solution. The answer is not 5/36.'"),
    m("n_portuguese_not_math", "A", G_CONE, "no_answer", "prose_sentence", CONE + "A resposta não é $12\\pi$.",
      "Portuguese: 'the answer is not 12\\pi', nothing else (the working stops unevaluated)"),
    m("n_vietnamese_not_math", "A", G_LOG, "no_answer", "prose_sentence", LOG + "Đáp án không phải là $\\frac{3}{2}$.",
      "Vietnamese: 'the answer is not 3/2'"),
    m("n_minerva_struck", "A", G_ANG, "no_answer", "minerva",
      ANG + r"Final Answer: The final answer is ~~$\frac{5\pi}{6}$~~. I hope it is correct.",
      "the value struck inside a Minerva line"),
    m("n_minerva_neq", "A", G_COS, "no_answer", "minerva",
      COS + r"Final Answer: The final answer is $\neq -\frac{\sqrt{3}}{2}$. I hope it is correct.",
      "\\neq inside a Minerva line"),
    m("n_mc_all_struck", "A", G_MC, "no_answer", "none", "~~(A)~~ ~~(B)~~ ~~(C)~~ ~~(D)~~",
      "every option struck, no choice made"),
    m("n_mc_ticks_other", "A", G_MC, "wrong", "prose_sentence",
      r"$2^5 - 2^3 = 2^{5-3} = 4$." + "\nChecking each option:\n(A) ✓\n(B) ✗\n(C) ✗\n(D) ✗",
      "exponents subtracted; only (A) ticked, the gold letter crossed"),
    g("n_thai_not", "A", "94", "no_answer", "prose_sentence", APPLE1 + "คำตอบไม่ใช่ 94",
      "Thai: 'the answer is not 94'"),
    g("n_hindi_not", "A", "94", "no_answer", "prose_sentence", APPLE1 + "उत्तर 94 नहीं है।",
      "Hindi: 'the answer is not 94'"),
    g("n_greek_not", "A", "2940", "no_answer", "prose_sentence",
      "Ο Ομάρ κερδίζει 21 δολάρια την ώρα.\nΗ απάντηση δεν είναι 2940.", "Greek: 'the answer is not 2940'"),
    g("n_hash_retracted_bracket", "A", "94", "wrong", "hash", APPLE + "#### 94 [RETRACTED]",
      "the model marks its value retracted"),
    g("n_hash_german_falsch", "A", "38", "wrong", "hash", AGE + "#### 38 (falsch)", "German '(wrong)'"),
    g("n_hash_french_faux", "A", "115", "wrong", "hash", BAKE + "#### 115 — faux", "French '— false'"),
    g("n_tag_chinese_cuowu", "A", "65", "wrong", "tag", th(SPROUT) + "<answer>65（错误）</answer>",
      "Chinese '(wrong)' in fullwidth parentheses inside the tag"),
    g("n_hash_japanese_batsu", "A", "38", "wrong", "hash", AGE + "#### 38 ×",
      "a Japanese batsu (×, 'wrong') after the value; debatable: × can be read as a stray times sign", True),
    m("n_ok_neq_in_strict_union", "B", G_QOUT, "correct", "boxed",
      QOUT + r"The inequality is strict, so $x \neq -2$ and $x \neq 5$: $\boxed{(-\infty,-2)\cup(5,\infty)}$.",
      "\\neq about the endpoints"),
    m("n_ok_extraneous_other_root", "B", "2", "correct", "boxed",
      RADEQ + r"So $x = -1$ is extraneous and the solution is $\boxed{2}$.", "'extraneous' about the other root"),
    m("n_ok_mc_elimination", "B", G_MC, "correct", "boxed",
      MC + "(A) ✗ (B) ✗ (C) ✗ (D) ✓\n\n$\\boxed{\\text{(D)}}$", "crosses on the rejected options"),
    m("n_ok_no_further", "B", G_R63, "correct", "boxed",
      R63 + r"No, $\boxed{3\sqrt{7}}$ cannot be simplified further, since $7$ is prime.", "'No,' and 'cannot'"),
    m("n_ok_chinese_not_other", "B", G_R63, "correct", "boxed",
      R63 + r"答案不是 $7\sqrt{3}$，而是 $\boxed{3\sqrt{7}}$。", "Chinese: 'not 7\\sqrt3 but 3\\sqrt7'"),
    m("n_ok_japanese_not_other", "B", G_DICE, "correct", "boxed",
      DICE + r"$\frac{1}{9}$ ではなく $\boxed{\frac{5}{36}}$ です。", "Japanese: 'not 1/9 but 5/36'"),
    m("n_ok_bold_minus_sign", "B", G_COS, "correct", "boxed", COS + r"$= \boxed{\mathbf{-\frac{\sqrt{3}}{2}}}$",
      "a bold minus sign is a sign, not a negation"),
    m("n_ok_not_yet_simplified", "B", G_RAT10, "correct", "boxed",
      r"**Not** yet simplified: $\frac{4}{\sqrt{10}}$." + "\n" + RAT10 + r"Simplified: $\boxed{\frac{2\sqrt{10}}{5}}$",
      "'Not yet simplified' about an earlier form"),
    m("n_ok_cmark", "B", "230", "correct", "boxed", ARITH + r"$= \boxed{230}$ \cmark", "pifont \\cmark (a tick)"),
    m("n_ok_not_reflex", "B", G_OCT, "correct", "boxed",
      OCT + r"The polygon is convex, so no angle is reflex: each is $\boxed{135^\circ}$.", "'no angle is reflex'"),
    m("n_ok_not_even_but_odd", "B", G_PAR, "correct", "boxed",
      PAR + r"It is not even, since $f(-1) = -2 \neq 2 = f(1)$; it is $\boxed{\text{odd}}$.", "'not even' before the box"),
    m("n_ok_cancel_in_working", "B", G_LOG, "correct", "boxed",
      r"$\log_4 8 = \frac{\log 8}{\log 4} = \frac{3\cancel{\log 2}}{2\cancel{\log 2}} = \boxed{\frac{3}{2}}$",
      "\\cancel in the working, not on the answer"),
    m("n_ok_not_closed_reason", "B", G_QIN, "correct", "boxed",
      QIN + r"For $x \le 1$ or $x \ge 4$ the product is not negative, so $\boxed{(1,4)}$.", "'not negative'"),
    g("n_ok_struck_other_after", "B", "94", "correct", "hash", APPLE + "#### 94 ~~104~~",
      "a struck 104 after the gold"),
    g("n_ok_german_ohne", "B", "2940", "correct", "hash", WAGE + "#### 2940 (ohne Überstunden)",
      "German '(without overtime)'"),
    g("n_ok_never_below", "B", "-12", "correct", "hash",
      FREEZE + "This freezer never goes below −18 °C, so −12 °C is plausible.\n#### -12",
      "'never' and another negative number before the answer"),
    g("n_ok_struck_working", "B", "4.8", "correct", "hash", "~~3 × 1.5 = 4.5~~ 3 × 1.6 = 4.8\n#### 4.8",
      "a struck slip in the working"),

    # ================================================================ 5. words after a number
    g("u_permille", "A", "65", "wrong", "hash", SPROUT + "#### 65‰", "per mille: 6.5 %"),
    g("u_basis_points", "A", "65", "wrong", "hash", SPROUT + "#### 65 bps", "basis points: 0.65 %"),
    g("u_gross", "A", "94", "wrong", "hash", APPLE + "#### 94 gross", "94 gross = 94 * 144"),
    g("u_years_from_now", "A", "38", "wrong", "hash", AGE + "#### 38 years from now", "a time offset, not an age"),
    g("u_degrees_lower", "A", "-12", "wrong", "hash", FREEZE + "#### 12 degrees lower", "a change, not the temperature"),
    g("u_kmh_faster", "A", "28", "wrong", "hash", RIDE + "#### 28 km/h faster", "a difference of speeds"),
    g("u_thousand_thousand", "A", "45000", "wrong", "hash", BOTTLE + "#### 45,000 thousand", "45 million"),
    g("u_per_week_total", "A", "2940", "wrong", "hash", WAGE + "#### $2,940 per week",
      "'per week' contradicts the four-week total in the working"),
    g("u_cent_sign", "A", "2940", "wrong", "hash", WAGE + "#### 2940¢", "2940 cents = $29.40"),
    g("u_a_day", "A", "45000", "wrong", "hash", BOTTLE + "#### 45,000 a day",
      "a daily rate, not the 36-day total of the working"),
    m("u_math_odds", "A", G_DICE, "wrong", "boxed", DICE + r"The odds are $\boxed{5:31}$.",
      "odds 5:31 (ratio 5/31), not the probability"),
    m("u_math_excluding", "A", G_QIN, "wrong", "boxed", QIN + r"$\boxed{(1,4) \text{ excluding } 2}$",
      "(1, 2) \\cup (2, 4)"),
    m("u_math_tens", "A", "9", "wrong", "boxed", MOD + r"$\boxed{9 \text{ tens}}$", "9 tens = 90"),
    m("u_math_neither_odd_nor_even", "A", G_PAR, "wrong", "boxed",
      r"$f(-1) = -2$ and $f(1) = 2$, so $f(-1) \neq f(1)$ and $f$ is not even; hence $f$ is "
      r"$\boxed{\text{neither odd nor even}}$.", "contains 'odd' but means neither (a wrong inference)"),
    m("u_math_thousand", "A", "2.4", "wrong", "boxed", MEAN + r"$= \boxed{2.4 \text{ thousand}}$", "2400"),
    m("u_math_halves", "A", "230", "wrong", "boxed", ARITH + r"$= \boxed{230 \text{ halves}}$", "115"),
    m("u_math_and_other_choice", "A", G_MC, "wrong", "boxed", MC + r"$\boxed{\text{(D) and (B)}}$", "two choices"),
    m("u_math_in_base_ten", "A", G_B6, "wrong", "boxed", B6 + r"$\boxed{401 \text{ in base } 10}$",
      "the digits declared decimal (401 != 145)"),
    m("u_math_percent_of", "A", "17.5", "wrong", "boxed", PERC + r"$\boxed{17.5\% \text{ of } 80}$", "that is 14"),
    m("u_math_rounded_to_integer", "A", G_DIST, "wrong", "boxed",
      DIST + r"$\boxed{\sqrt{29} \text{ rounded to the nearest integer}}$", "that is 5"),
    m("u_ok_cubic_units", "B", G_CONE, "correct", "boxed", CONE + r"$= \boxed{12\pi \text{ cubic units}}$", "cubic units"),
    m("u_ok_units_digit_label", "B", "9", "correct", "boxed", MOD + r"$\boxed{9 \text{ (units digit)}}$",
      "a label naming the quantity"),
    m("u_ok_percent_sign", "B", "17.5", "correct", "boxed", PERC + r"$= \boxed{17.5\%}$", "a percent sign"),
    m("u_ok_chance", "B", G_DICE, "correct", "boxed", DICE + r"$\boxed{\frac{5}{36} \text{ chance}}$", "'chance'"),
    m("u_ok_out_of", "B", G_DICE, "correct", "boxed", DICE + r"$\boxed{5 \text{ out of } 36}$",
      "'5 out of 36' is the probability 5/36"),
    m("u_ok_diagonals", "B", "35", "correct", "boxed", DIAG + r"$= \boxed{35 \text{ diagonals}}$", "the counted noun"),
    m("u_ok_each", "B", G_OCT, "correct", "boxed", OCT + r"$= \boxed{135^\circ \text{ each}}$",
      "'each' matches 'each interior angle' in the working"),
    m("u_ok_simplified_note", "B", G_R63, "correct", "boxed", R63 + r"$= \boxed{3\sqrt{7} \text{ (simplified)}}$",
      "an annotation that does not change the value"),
    m("u_ok_odd_function", "B", G_PAR, "correct", "boxed", PAR + r"So $f$ is an $\boxed{\text{odd function}}$.",
      "'odd function'"),
    m("u_ok_units", "B", G_DIST, "correct", "boxed", DIST + r"$= \boxed{\sqrt{29}\ \text{units}}$", "'units'"),
    g("u_ok_yo", "B", "38", "correct", "hash", AGE + "#### 38 yo", "'yo' = years old"),
    g("u_ok_degrees_of_frost", "B", "-12", "correct", "hash", FREEZE + "#### 12 degrees of frost",
      "British idiom: 12 degrees of frost = -12 °C; debatable: an old-fashioned idiom", True),
    g("u_ok_k_bottles", "B", "45000", "correct", "hash", BOTTLE + "#### 45K bottles", "K = thousand"),
    g("u_ok_km_h_minus_one", "B", "28", "correct", "hash", RIDE + "#### 28 km h⁻¹", "SI km h^-1"),
    g("u_ok_earned_in_total", "B", "2940", "correct", "hash", WAGE + "#### $2,940 earned in total", "'earned in total'"),

    # ================================================================ 6. retractions and after-text
    g("r_sl_pocakaj", "A", "94", "wrong", "hash", APPLE + "#### 94\nPočakaj, zmotil sem se: prodal je 40 jabolk, torej 104.",
      "Slovenian retraction to 104"),
    g("r_sr_cekaj", "A", "94", "wrong", "hash", APPLE + "#### 94\nЧекај, погрешио сам: продато је 40, дакле 104.",
      "Serbian (Cyrillic)"),
    g("r_ne_parkhanus", "A", "94", "wrong", "hash", APPLE + "#### 94\nपर्खनुहोस्, मैले गल्ती गरें: सही उत्तर 104 हो।", "Nepali"),
    g("r_te_agandi", "A", "94", "wrong", "hash", APPLE + "#### 94\nఆగండి, నేను తప్పు చేశాను: సరైన సమాధానం 104.", "Telugu"),
    g("r_sq_prit", "A", "94", "wrong", "hash", APPLE + "#### 94\nPrit, gabova: përgjigjja e saktë është 104.", "Albanian"),
    g("r_uz_kuting", "A", "94", "wrong", "hash", APPLE + "#### 94\nKuting, xato qildim: to‘g‘ri javob 104.", "Uzbek"),
    g("r_mn_huleegeerei", "A", "94", "wrong", "hash", APPLE + "#### 94\nХүлээгээрэй, би алдсан: зөв хариулт 104.", "Mongolian"),
    g("r_kn_tadeyiri", "A", "94", "wrong", "hash", APPLE + "#### 94\nತಡೆಯಿರಿ, ನಾನು ತಪ್ಪು ಮಾಡಿದೆ: ಸರಿಯಾದ ಉತ್ತರ 104.", "Kannada"),
    g("r_jv_sedhela", "A", "94", "wrong", "hash", APPLE + "#### 94\nSedhela, aku salah: jawabane sing bener 104.", "Javanese"),
    g("r_si_inna", "A", "28", "wrong", "hash", RIDE + "#### 28\nඉන්න, මම වැරදුණා: ඇය පැය 4 ක් ගියා, නිවැරදි පිළිතුර 31.5.",
      "Sinhala retraction to 31.5"),
    g("r_hi_revised_same_line", "A", "38", "wrong", "hash", AGE + "#### 38 (संशोधित: 33)",
      "Hindi '(revised: 33)' on the same line"),
    g("r_verify_wrong_reevaluate", "A", "94", "wrong", "hash",
      APPLE + "#### 94\n\n[VERIFY] wrong. [RE-EVALUATE] Re-reading: 60 apples were sold, so 144 - 60 = 84.\n#### 84",
      "Qwen-style self-verification marks it wrong, then a new #### 84"),
    g("r_hold_on_hours", "A", "2940", "wrong", "hash",
      WAGE + "#### 2940\n\nHmm, hold on — re-reading, he works 30 hours a week, not 35: 21 × 30 × 4 = 2,520.\n#### 2520",
      "an R1-style 'hold on', then #### 2520"),
    m("r_zh_slant_height", "A", G_CONE, "wrong", "boxed",
      CONE + r"$V = \boxed{12\pi}$" + "\n\n等一下，题目中的 4 是母线长，不是高。高为 $\\sqrt{4^2 - 3^2} = \\sqrt{7}$，"
      "所以体积是 $\\boxed{3\\sqrt{7}\\pi}$。", "Chinese: 4 is the slant height; a new box"),
    m("r_endpoints_included", "A", G_QIN, "wrong", "boxed",
      QIN + r"$\boxed{(1,4)}$" + "\n\nOops — the problem says $\\le 0$, so the endpoints are included: $[1,4]$.",
      "the new value unboxed after 'Oops'"),
    m("r_extraneous_after_box", "A", G_QR, "wrong", "boxed",
      QR + r"$x = \boxed{-2, \frac{1}{3}}$" + "\n\nBut $x = -2$ makes the denominator $x + 2$ of the original "
      "equation zero, so the only solution is $\\boxed{\\frac{1}{3}}$.", "one root withdrawn after the box"),
    m("r_footnote_correction", "A", "230", "wrong", "boxed",
      ARITH + r"$= \boxed{230}^{*}$" + "\n\n${}^{*}$Correction: the last term is $45$, not $41$, so there are "
      "$11$ terms and the sum is $275$.", "a footnote correction"),
    m("r_verify_wrong_no_new", "A", G_DICE, "wrong", "boxed",
      DICE + r"$P = \boxed{\frac{5}{36}}$" + "\n\nSelf-evaluation: [VERIFY] wrong.",
      "Qwen-style self-evaluation marks the answer wrong, nothing new"),
    m("r_json_revised", "A", G_CONE, "wrong", "none",
      '{"steps": ["V = (1/3) pi r^2 h", "r = 3, h = 4 gives 12 pi", "the diameter is 3, not the radius"], '
      '"initial_answer": "12\\\\pi", "final_answer": "3\\\\pi"}',
      "a JSON answer whose final field revises the initial one (r = 3/2: (1/3) pi (9/4) 4 = 3 pi)"),
    m("r_minerva_then_inverted", "A", G_LOG, "wrong", "minerva",
      LOG + MINERVA.format(r"$\frac{3}{2}$") + "\n\nHmm, I think I inverted it: the answer should be $\\frac{2}{3}$.",
      "a wrong second guess after the right Minerva line"),
    m("r_ps_digit_order", "A", G_B6, "wrong", "boxed",
      B6 + r"So $145 = \boxed{401_6}$." + "\n\nP.S. I read the remainders in the wrong order; it should be $104_6$.",
      "a P.S. reverses the digits"),
    m("r_ja_sign_after_minerva", "A", G_COS, "wrong", "minerva",
      COS + MINERVA.format(r"$-\frac{\sqrt{3}}{2}$") + "\n\nすみません、符号を間違えました。正しくは $\\frac{\\sqrt{3}}{2}$ です。",
      "Japanese: 'sorry, I got the sign wrong; correctly it is \\sqrt3/2'"),
    m("r_ru_point_misread", "A", G_DIST, "wrong", "boxed",
      DIST + r"$= \boxed{\sqrt{29}}$" + "\n\nОй, я перепутал точку: это $(2, 3)$, так что расстояние равно $\\sqrt{13}$.",
      "Russian: 'oops, I misread the point; the distance is \\sqrt13'"),
    m("r_ang_or_rather", "A", G_ANG, "wrong", "boxed",
      ANG + r"So $\theta = \boxed{\frac{5\pi}{6}}$, or rather $\frac{7\pi}{6}$, the third-quadrant angle.",
      "'or rather' replaces the box on the same line"),
    m("r_ok_verify_correct", "B", G_DICE, "correct", "boxed",
      DICE + r"$P = \boxed{\frac{5}{36}}$" + "\n\nSelf-evaluation: [VERIFY] correct.", "self-evaluation says correct"),
    m("r_ok_comparison_other_prob", "B", G_DICE, "correct", "boxed",
      DICE + r"$P = \boxed{\frac{5}{36}}$" + "\n\n(For comparison, a sum of $7$ has probability $\\frac{6}{36} = "
      "\\frac{1}{6}$, the most likely sum.)", "another probability in a comparison"),
    m("r_ok_check_square", "B", G_R63, "correct", "boxed",
      R63 + r"$= \boxed{3\sqrt{7}}$" + "\n\n**Check:** $(3\\sqrt{7})^2 = 9 \\cdot 7 = 63$ ✓", "a check with other numbers"),
    m("r_ok_test_points", "B", G_QIN, "correct", "boxed",
      QIN + r"$\boxed{(1,4)}$" + "\n\nTest: $x = 2$ gives $4 - 10 + 4 = -2 < 0$ ✓, while $x = 5$ gives $4 > 0$.",
      "test points after the box"),
    m("r_ok_cylinder_compare", "B", G_CONE, "correct", "boxed",
      QWEN_CONE + r"$\boxed{12\pi}$" + "\n\n(A cylinder with the same base and height would hold $36\\pi$, three "
      "times as much.)", "Qwen steps, then a comparison with 36\\pi"),
    m("r_ok_b6_check", "B", G_B6, "correct", "boxed",
      B6 + r"So $145 = \boxed{401_6}$." + "\n\nCheck: $4 \\cdot 36 + 0 \\cdot 6 + 1 = 145$ ✓", "a check after the box"),
    m("r_ok_mc_other_options", "B", G_MC, "correct", "boxed",
      MC + r"$\boxed{\text{(D)}}$" + "\n\n(Option (C), $16$, would be $2^5 - 2^4$.)", "another option discussed after"),
    m("r_ok_eot_invented_turn", "B", "35", "correct", "boxed",
      DIAG + LLAMA_END.format("35") + EOT + "How many diagonals does a dodecagon have?" + EOT_A
      + "A dodecagon has $\\frac{12 \\cdot 9}{2} = 54$.", "an invented Llama 3 turn after (README convention)"),
    m("r_ok_im_end_endoftext", "B", G_POLY, "correct", "boxed",
      POLY + r"$= \boxed{x^2 + 3x - 28}$" + "<|im_end|>\n<|endoftext|>", "Qwen end tokens"),
    m("r_ok_confidence", "B", G_LOG, "correct", "boxed",
      LOG + r"So $2x = 3$ and $x = \boxed{\frac{3}{2}}$." + "\n\nConfidence: 95%", "a confidence line with a number"),
    m("r_ok_numeric_after_exact", "B", G_DIST, "correct", "boxed",
      DIST + r"$= \boxed{\sqrt{29}}$" + "\n\nThis is the exact value; numerically it is about $5.385$.",
      "the exact box, then the model's own rounding"),
    m("r_ok_wait_exterior_check", "B", G_OCT, "correct", "boxed",
      OCT + r"$= \boxed{135^\circ}$" + "\n\nWait, let me double-check with the exterior angle: $360^\\circ / 8 = "
      "45^\\circ$ and $180^\\circ - 45^\\circ = 135^\\circ$. Yes.", "a 'Wait' that confirms via other numbers"),
    g("r_ok_explanation", "B", "94", "correct", "hash",
      APPLE + "#### 94\n\n**Explanation:** Of the 144 apples, 50 were sold, leaving 94.", "an explanation after"),
    g("r_ok_fahrenheit_aside", "B", "-12", "correct", "hash", FREEZE + "#### -12\n(That is 10.4 °F.)",
      "the same temperature in °F"),
    g("r_ok_pace_aside", "B", "28", "correct", "hash",
      RIDE + "#### 28\nAt that pace, a 200 km ride would take about 7.1 hours.", "a hypothetical use of the answer"),
    g("r_ok_swahili_check", "B", "45000", "correct", "hash", BOTTLE + "#### 45000\nUhakiki: 45,000 ÷ 36 = 1,250 ✓",
      "Swahili check"),

    # ================================================================ 7. quoted, reported, hypothetical
    m("q_show_that_cut", "A", "230", "no_answer", "truncated",
      r"We are asked to show that $5 + 9 + \dots + 41 = 230$. The number of terms is",
      "the gold only in the statement to be shown, then cut"),
    m("q_manual_says_mine_other", "A", G_DICE, "wrong", "prose_sentence",
      r"According to the solution manual the answer is $\boxed{\frac{5}{36}}$, but I count only four pairs — "
      r"$(2,6), (3,5), (5,3), (6,2)$ — so I get $\frac{4}{36} = \frac{1}{9}$.",
      "the gold boxed as the manual's, the model's own 1/9"),
    m("q_zh_hypothetical_box", "A", G_CONE, "wrong", "prose_sentence",
      r"如果高是 4，体积就是 $\boxed{12\pi}$；但本题的高是 5，所以体积是 $\frac{1}{3}\pi \cdot 9 \cdot 5 = 15\pi$。",
      "Chinese counterfactual box, own 15\\pi"),
    m("q_format_example_then_other", "A", G_DICE, "wrong", "boxed",
      "(Format reminder from the prompt: if the answer were 5/36 you would write $\\boxed{\\frac{5}{36}}$.)\n\n"
      r"The sum is $8$ for $(2,6), (3,5), (5,3), (6,2)$ and $(4,4)$; I think $(4,4)$ should be dropped, so the "
      r"probability is $\boxed{\frac{1}{9}}$.", "the gold in a format example, the model's 1/9"),
    m("q_mc_choices_listed_pick_other", "A", G_DICE, "wrong", "prose_sentence",
      r"The choices are (A) $\frac{1}{9}$ (B) $\frac{5}{36}$ (C) $\frac{1}{6}$ (D) $\frac{7}{36}$. Since $7$ is "
      r"the most common sum, the answer is (C).", "the gold value only in the option list"),
    m("q_proposed_answer_rejected", "A", G_DIST, "wrong", "prose_sentence",
      r"The proposed answer $\sqrt{29}$ is incorrect: the points are $(0, 0)$ and $(2, 3)$, so the distance is "
      r"$\sqrt{13}$.", "a verification task rejects the gold"),
    m("q_minerva_fewshot_tail_gold", "A", G_ANG, "wrong", "minerva",
      ANG + MINERVA.format(r"$\frac{\pi}{6}$") + "\n\nProblem:\nFind the angle in $[0, \\pi]$ with cosine "
      "$-\\frac{\\sqrt{3}}{2}$.\n\nSolution:\nThe angle is $\\frac{5\\pi}{6}$.\n"
      + MINERVA.format(r"$\frac{5\pi}{6}$"), "own answer \\pi/6; the gold only in an invented few-shot tail"),
    m("q_im_start_user_gold", "A", G_LOG, "wrong", "boxed",
      LOG + r"So $x = \boxed{\frac{2}{3}}$." + "<|im_end|>\n<|im_start|>user\nThe answer is \\frac{3}{2}, try again.<|im_end|>",
      "the gold only in an invented user turn"),
    m("q_textbook_example_box", "A", G_R63, "wrong", "prose_sentence",
      r"Example 3 in the textbook simplifies $\sqrt{63} = \boxed{3\sqrt{7}}$. Our problem asks for $\sqrt{28}$: "
      r"$\sqrt{28} = \sqrt{4 \cdot 7} = 2\sqrt{7}$.", "the gold boxed in a worked example; own 2\\sqrt7"),
    m("q_ja_reported_other", "A", G_QIN, "wrong", "prose_sentence",
      "教科書には「答えは $(1,4)$」とありますが、私の計算では $[1,4]$ です。",
      "Japanese: 'the textbook says (1, 4), but I get [1, 4]'"),
    m("q_hint_then_cut", "A", G_POLY, "no_answer", "truncated",
      'Hint from the problem: "the expanded form is $x^2 + 3x - 28$". Let me verify by expanding '
      r"$(x - 4)(x + 7) = x^2 + 7x", "the gold only in a quoted hint, then cut"),
    m("q_you_said_then_other", "A", G_COS, "wrong", "prose_sentence",
      r"You said $\cos 150^\circ = -\frac{\sqrt{3}}{2}$, but I think it is $-\frac{1}{2}$.",
      "the user's value, the model's own -1/2"),
    m("q_hint_in_think_other", "A", G_OCT, "wrong", "boxed",
      "<think>\nThe hint says $135^\\circ$, but the exterior angles of an octagon are $360/8 = 40$ each, so "
      "the interior angle is $180 - 40 = 140$.\n</think>\n$\\boxed{140^\\circ}$",
      "the gold only as a hint in the thinking; own 140 (360/8 miscomputed)"),
    m("q_assert_only", "A", G_POLY, "no_answer", "none",
      "```python\nassert expand((x - 4)*(x + 7)) == x**2 + 3*x - 28  # from the problem statement\n```\n"
      "I can't run code here, so I can't confirm the expansion.", "the gold only in an assert, no own answer"),
    g("q_student_dialogue", "A", "94", "no_answer", "none",
      'Student: "Is it 94?"\nTeacher: "Not quite — read how many were sold again."',
      "a dialogue; the gold only as a student's question"),
    g("q_grader_feedback_prev_attempt", "A", "94", "wrong", "hash",
      "Previous attempt: #### 94 — the grader marked this incorrect.\nNew attempt: rereading, 40 were sold, "
      "so 144 - 40 = 104.\n#### 104", "the gold as a reported earlier attempt, own 104"),
    g("q_it_counterfactual", "A", "94", "wrong", "hash",
      "Se avesse venduto 50 mele, ne resterebbero 94; ma ne ha vendute 40, quindi 144 - 40 = 104.\n#### 104",
      "Italian counterfactual holds the gold"),
    g("q_table_attempts", "A", "4.8", "wrong", "hash",
      "| Attempt | Litres |\n|---|---|\n| 1 | 4.8 |\n| 2 | 4.5 |\n\nAfter the correction (each jug holds 1.5 L), "
      "the answer is 4.5.\n#### 4.5", "the gold in a table of attempts"),
    g("q_friend_got_gold", "A", "-12", "wrong", "hash",
      "My friend got −12, but the freezer cools 3 degrees an hour, not 2: 4 − 3 × 8 = −20.\n#### -20",
      "the gold as a friend's result"),
    g("q_es_counterfactual_speed", "A", "28", "wrong", "hash",
      "Si hubiera tardado 4,5 horas, su velocidad habría sido 28 km/h; pero tardó 4 horas, así que "
      "126 / 4 = 31,5 km/h.\n#### 31.5", "Spanish counterfactual holds the gold"),
    m("q_ok_tool_output", "B", G_DICE, "correct", "boxed",
      "```python\nfrom fractions import Fraction\nprint(Fraction(sum(1 for a in range(1, 7) for b in range(1, 7) "
      "if a + b == 8), 36))\n```\n```output\n5/36\n```\nThe probability is $\\boxed{\\frac{5}{36}}$.",
      "tool-integrated reasoning: code, output, box"),
    m("q_ok_prev_attempt_equal", "B", G_R63, "correct", "boxed",
      R63 + r"Previous attempt: $\boxed{\sqrt{63}}$ (not simplified)." + "\n" + r"Simplified: $\boxed{3\sqrt{7}}$",
      "two boxes equal in value"),
    m("q_ok_hint_quoted", "B", G_CONE, "correct", "boxed",
      r'As the hint says ("use $V = \frac{1}{3}\pi r^2 h$"), $V = \frac{1}{3}\pi \cdot 9 \cdot 4 = \boxed{12\pi}$.',
      "a quoted hint, then the model's own box"),
    m("q_ok_common_mistake", "B", G_DICE, "correct", "boxed",
      r"A common mistake is to forget $(4,4)$ and get $\frac{4}{36}$; including it gives $\boxed{\frac{5}{36}}$.",
      "a wrong value attributed, then the box"),
    m("q_ok_if_le_then_actual", "B", G_QIN, "correct", "boxed",
      QIN + r"If the inequality were $\le 0$, the answer would be $[1,4]$; since it is strict, the answer is "
      r"$\boxed{(1,4)}$.", "a hypothetical, then the actual box"),
    m("q_ok_ja_brackets_own", "B", G_DICE, "correct", "prose_sentence",
      DICE + "よって、求める確率は「$\\frac{5}{36}$」です。", "the model's own answer in Japanese quotation brackets"),
    m("q_ok_mc_letter_with_value", "B", G_MC, "correct", "boxed", MC + r"$\boxed{\text{(D) } 24}$",
      "the letter with its value"),
    m("q_ok_mc_options_listed", "B", G_MC, "correct", "boxed",
      r"The options are (A) $4$, (B) $8$, (C) $16$, (D) $24$. Since $32 - 8 = 24$, the answer is "
      r"$\boxed{\text{(D)}}$.", "the option list before the letter"),
    m("q_ok_student_wrong_then", "B", G_LOG, "correct", "boxed",
      r"A student wrote $\log_4 8 = 2$ because $8 / 4 = 2$; that is wrong. Since $4^{3/2} = 8$, "
      r"$\log_4 8 = \boxed{\frac{3}{2}}$.", "a student's wrong value, then the box"),
    m("q_ok_json_final", "B", G_ANG, "correct", "none",
      '{"reasoning": "cosine is negative in quadrant II; the reference angle is pi/6", "final_answer": '
      '"\\\\frac{5\\\\pi}{6}"}', "a JSON object with a final_answer field; debatable: no marker the prompts ask for",
      True),
    m("q_ok_question_quoted_in_think", "B", G_POLY, "correct", "boxed",
      '<think>\nThe question says "Expand $(x - 4)(x + 7)$."\n' + POLY + "That gives x^2 + 3x - 28.\n</think>\n"
      r"$\boxed{x^2 + 3x - 28}$", "the question quoted in the thinking"),
    m("q_ok_example_before", "B", G_B6, "correct", "boxed",
      r"For example, $10 = 14_6$ because $10 = 1 \cdot 6 + 4$. Likewise:" + "\n" + B6 + r"So $145 = \boxed{401_6}$.",
      "a worked example with another base-6 number first"),
    g("q_ok_de_quotes_own", "B", "45000", "correct", "hash", BOTTLE + "Die Antwort lautet „45.000“.\n#### 45000",
      "German quotation marks around the model's own answer"),
    g("q_ok_hypothetical_after", "B", "94", "correct", "hash",
      APPLE + "#### 94\n(If he had sold 60 instead, 84 would remain.)", "a hypothetical after the answer"),
    g("q_ok_grader_feedback_fixed", "B", "38", "correct", "hash",
      "Previous attempt: #### 33 — marked incorrect (that is Tom's age now).\nCorrected: 33 + 5 = 38.\n#### 38",
      "a reported earlier attempt, then the right answer"),
    g("q_ok_it_counterfactual", "B", "4.8", "correct", "hash",
      "Se ogni caraffa contenesse 1,5 litri, avremmo 4,5 litri; ma ne contiene 1,6, quindi 3 × 1,6 = 4,8 litri.\n#### 4.8",
      "Italian counterfactual, then the actual"),
    g("q_ok_friend_then_mine", "B", "2940", "correct", "hash",
      "My friend got $2,520 by using 30 hours, but the problem says 35 hours a week: 21 × 35 × 4 = 2,940.\n#### 2940",
      "a friend's wrong value, then the model's"),

    # ================================================================ 8. bad input
    m("b_nul_wrong_math", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{\frac{1}{6}}$" + NUL,
      "1/6 and a NUL (bad input either way)"),
    m("b_arabic_indic_math_wrong", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{\frac{٥}{٣٥}}$",
      "Arabic-Indic 5/35"),
    m("b_vulgar_five_sixths", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{⅚}$", "U+215A five sixths"),
    m("b_cube_root_sign", "A", G_R63, "wrong", "boxed", R63 + r"$= \boxed{3∛7}$", "a cube root, not a square root"),
    g("b_backspace_overwrite", "A", "94", "wrong", "hash", APPLE + "#### 94\x08\x08104",
      "two backspaces: the text holds 94 then 104, a terminal shows 104"),
    m("b_fullwidth_pair_wrong", "A", G_LINES, "wrong", "boxed", LINES + r"$\boxed{（３，－８）}$",
      "fullwidth pair with the first sign lost"),
    g("b_persian_wrong", "A", "94", "wrong", "hash", APPLE + "#### ۱۰۴", "Persian digits 104"),
    m("b_bold_digits_wrong", "A", "230", "wrong", "boxed", ARITH + r"$= \boxed{𝟐𝟑𝟓}$", "math bold 235"),
    g("b_ideographic_space_retract", "A", "94", "wrong", "hash", APPLE + "#### 94\u3000実は104です。",
      "an ideographic space, then Japanese 'actually it is 104'"),
    m("b_record_separator_correction", "A", G_CONE, "wrong", "boxed",
      CONE + r"$= \boxed{12\pi}$" + "\x1eCorrection: $36\\pi$", "a correction after U+001E RECORD SEPARATOR"),
    g("b_zwj_digit_missing", "A", "2940", "wrong", "hash", WAGE + "#### 2\u200d9\u200d4",
      "294 with zero-width joiners"),
    m("b_rlo_pair", "A", G_LINES, "wrong", "boxed", LINES + "$\\boxed{(\u202e8-,3-\u202c)}$",
      "RIGHT-TO-LEFT OVERRIDE: displays as (-3,-8), the text is (8-,3-)"),
    m("b_fraction_slash_wrong", "A", G_LOG, "wrong", "boxed", LOG + r"$x = \boxed{2⁄3}$",
      "2/3 with U+2044 FRACTION SLASH"),
    m("b_long_zero_run", "A", "2.4", "wrong", "boxed", MEAN + r"$= \boxed{2.4" + "0" * 3000 + "1}$",
      "2.4 followed by 3000 zeros and a 1"),
    m("b_superscript_cube_poly", "A", G_POLY, "wrong", "boxed", POLY + r"$= \boxed{x³ + 3x − 28}$",
      "x cubed in superscript"),
    m("b_vulgar_two_three_fifths", "A", "2.4", "wrong", "boxed", MEAN + r"$= \boxed{2⅗}$", "2 3/5 = 2.6"),
    g("b_nbsp_thousands_wrong", "A", "45000", "wrong", "hash", BOTTLE + "#### 4\u00a0500",
      "4 500 with a no-break space as thousands separator: 4500"),
    g("b_arabic_decimal_sep_wrong", "A", "4.8", "wrong", "hash", JUG + "#### ٤٫٥",
      "Arabic-Indic 4.5 with U+066B ARABIC DECIMAL SEPARATOR"),
    m("b_ok_nul_after_box", "B", G_CONE, "correct", "boxed", CONE + r"$= \boxed{12\pi}$" + NUL,
      "a NUL after the right box; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_ok_nul_in_think", "B", "35", "correct", "tag", R1D.replace("Right.", "Right." + NUL) + "<answer>35</answer>",
      "a NUL inside the thinking; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_nul_after_tag", "B", "65", "correct", "tag", th(SPROUT) + "<answer>65</answer>" + NUL + NUL,
      "two NULs after the tag; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_ok_arabic_indic_frac", "B", G_DICE, "correct", "boxed", DICE + r"$P = \boxed{\frac{٥}{٣٦}}$",
      "Arabic-Indic digits in a LaTeX fraction"),
    m("b_ok_vulgar_half", "B", G_LOG, "correct", "boxed", LOG + r"$x = \boxed{1½}$", "1 and U+00BD"),
    m("b_ok_vulgar_two_fifths", "B", "2.4", "correct", "boxed", MEAN + r"$= \boxed{2⅖}$", "2 2/5 = 2.4"),
    m("b_ok_fraction_slash", "B", G_DICE, "correct", "boxed", DICE + r"$P = \boxed{5⁄36}$", "U+2044 FRACTION SLASH"),
    m("b_ok_unicode_poly", "B", G_POLY, "correct", "boxed", POLY + r"$= \boxed{x² + 3x − 28}$",
      "superscript 2 and U+2212 minus"),
    m("b_ok_math_italic_x", "B", G_INV, "correct", "boxed", INV + r"$f^{-1}(x) = \boxed{(𝑥 + 4)/3}$",
      "mathematical italic x (U+1D465) copied from rendered maths"),
    m("b_ok_fullwidth_pair", "B", G_LINES, "correct", "boxed", LINES + r"$\boxed{（－３，－８）}$",
      "fullwidth parentheses, minus signs, digits and comma"),
    m("b_ok_ideographic_comma_roots", "B", G_QR, "correct", "boxed", QR + r"$x = \boxed{-2、\frac{1}{3}}$",
      "an ideographic comma between the roots"),
    m("b_ok_unicode_root_slash", "B", G_RAT10, "correct", "boxed", RAT10 + r"$= \boxed{2√10 / 5}$",
      "a Unicode root and a slash"),
    g("b_ok_small_hyphen_minus", "B", "-12", "correct", "hash", FREEZE + "#### ﹣12", "U+FE63 SMALL HYPHEN-MINUS"),
    g("b_ok_arabic_decimal_sep", "B", "4.8", "correct", "hash", JUG + "#### ٤٫٨",
      "Arabic-Indic 4.8 with U+066B ARABIC DECIMAL SEPARATOR"),
    m("b_ok_r1_repetition_loop", "B", "35", "correct", "boxed",
      DIAG + "That is 35. " + "Wait, let me check again. " * 400 + "OK, it is $\\boxed{35}$.",
      "a degenerate R1 'Wait, let me check again.' loop, then the box"),
    m("b_ok_persian_digits_box", "B", "35", "correct", "boxed", DIAG + r"$= \boxed{۳۵}$", "Persian digits in a box"),
    m("b_ok_crlf_math", "B", G_QOUT, "correct", "boxed",
      (QOUT + "So the solution set is\n$$\\boxed{(-\\infty,-2)\\cup(5,\\infty)}$$\n").replace("\n", "\r\n"),
      "Windows line ends around display maths"),
    m("b_ok_bengali_digits_box", "B", "230", "correct", "boxed", ARITH + r"$= \boxed{২৩০}$", "Bengali digits in a box"),
    m("b_ok_fullwidth_solidus", "B", G_ANG, "correct", "boxed", ANG + r"$\theta = \boxed{5π／6}$",
      "a Unicode pi and a fullwidth solidus"),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-8)")
DECISIONS = {
    "t_gsm_tag_in_unclosed_think": (
        "reject",
        "a tag inside a thinking block that never closes is a draft; the model doubted it and was cut",
    ),
    "n_hash_japanese_batsu": ("reject", "× after a value is the Japanese 'wrong' mark (batsu)"),
    "u_ok_degrees_of_frost": ("accept", "'12 degrees of frost' means 12 degrees below zero"),
    "q_ok_json_final": (
        "accept",
        "the final_answer field of a JSON object is the model's answer (round 8)",
    ),
    "b_ok_nul_after_box": _BAD_INPUT,
    "b_ok_nul_in_think": _BAD_INPUT,
    "b_ok_nul_after_tag": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam10", CASES, [], DECISIONS)
