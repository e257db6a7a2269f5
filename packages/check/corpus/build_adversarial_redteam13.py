r"""Build adversarial_redteam13.jsonl: a thirteenth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam13", issue 25), written in session 15 by a helper
WITHOUT reading the checker's source, its README rules, bench/ (the bench notes included), tests/
or any ANALYSIS.md, from issue 25's classes and from how real models write, and handed over BEFORE
any scoring. Not model output. Only corpus/README.md ("How labels were made"), corpus_build.py and
the builders of rounds 1-12 were read; round 8's structure and label conventions are kept.

New against rounds 1-12: other problems and numbers (a shop's pens 17 * 24 - 139 = 269, with the
misreading 279 as the usual wrong value; 9 tickets at $238 = $2,142; a freezer at -7 degrees C
cooling 11 more = -18; 4 bags of 2.35 kg = 9.4 kg; 31 of 50 votes = 62 %; piano practice
7 * 28 = 196 minutes; MATH: dice sums at most 6 = 5/12, \sqrt{72} = 6\sqrt2, 2/(\sqrt3 - 1) =
1 + \sqrt3, the closed interval [-1, 5], roots -2 and 3/2, a regular 15-gon's 156 degrees, a
sphere's 36\pi, (1 + 2i)(3 - i) = 5 + 5i, arccos(-\sqrt2/2) = 3\pi/4, 3021_4 = 201, the point
(3, -1), x^2 + 2x - 24, choice (C)), other wordings, retractions and checks in languages not
used for these numbers (Polish, Turkish, Indonesian, Greek, Japanese, Finnish, Romanian, Thai,
Hindi, Dutch, Chinese thinking), other digit forms (Gujarati, Odia, mathematical bold, a NEL
control before a retraction, a zero-width joiner inside a number) and real-model styles
(R1 <think>/<answer>, Qwen <|im_end|>, Llama 3 <|eot_id|>, Minerva lines, GSM8K `####`,
markdown bold), classes combined.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples; `b_` bad input a JSON corpus can hold (lone surrogates cannot be
written to a UTF-8 file and are left out).

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write, which a strict checker may refuse.

Labels follow corpus/README.md ("How labels were made") and rounds 5-12's conventions: the last
final answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a refusal, a cut inside the answer, only a quotation or an
example) is `no_answer`; equal in value but written differently is `correct`; a decimal for an
exact irrational or repeating gold is `wrong` unless the model writes the exact value and then its
own rounding of it; a hedge word ("approximately", "roughly") on an exact value is `wrong`; a value
the model itself marks wrong is `wrong`, one it negates or strikes with nothing after is
`no_answer`; an explicit correction after a wrong answer makes the corrected value the final one;
a withdrawn answer with nothing new is `wrong`; text in an invented next turn does not count. A
NUL anywhere makes the pair bad input: a right answer with a NUL is labelled `correct` and
`debatable`, decision `reject`. Unit words are chosen so the label does not depend on the question
(which the checker does not see): where a unit word matters, the working the checker sees fixes
the quantity. A probe whose label is itself debatable carries `"debatable": true`, the reasoning in
`note`, and in DECISIONS the decision this round proposes (a proposal, written black-box).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam13.py
"""

from corpus_build import MINERVA, g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
PEN = (
    "The shop orders 17 packs of 24 pens, so it has 17 * 24 = 408 pens.\n"
    "It gives away 139 of them, so 408 - 139 = 269 pens remain.\n"
)  # gold 269 (17 * 24 = 340 + 68 = 408; 408 - 139 = 269; check 269 + 139 = 408)
TH = "<think>\n" + PEN + "</think>\n"
TIX = "Each ticket costs $238 and the club buys 9: 9 * 238 = $2,142.\n"  # gold 2142 (9*200 + 9*38 = 1800 + 342)
FRZ = "The freezer is at -7°C and cools by another 11 degrees: -7 - 11 = -18°C.\n"  # gold -18
RICE = "Each bag holds 2.35 kg of rice, so 4 bags hold 4 * 2.35 = 9.4 kg.\n"  # gold 9.4 (= 47/5)
VOTE = "31 of the 50 members voted yes: 31 / 50 = 0.62, so 62% voted yes.\n"  # gold 62
PIANO = "Mia practises piano 28 minutes a day for 7 days: 7 * 28 = 196 minutes.\n"  # gold 196 (= 3 h 16 min)

# ---------------------------------------------------------------- MATH-style working
DICE = (
    r"Of the $36$ equally likely rolls of two dice, the sums $2, 3, 4, 5, 6$ occur "
    r"$1 + 2 + 3 + 4 + 5 = 15$ ways, so $P = \frac{15}{36}$." + "\n"
)  # gold 5/12 = 0.41666...
R72 = r"We have $\sqrt{72} = \sqrt{36 \cdot 2}$." + "\n"  # gold 6\sqrt2 = 8.48528...
RAT = (
    r"Multiplying by the conjugate, $\frac{2}{\sqrt{3} - 1} = \frac{2(\sqrt{3} + 1)}{3 - 1}$."
    + "\n"
)  # gold 1 + \sqrt3 = 2.73205...
ABS = r"$|x - 2| \le 3$ means $-3 \le x - 2 \le 3$." + "\n"  # gold [-1, 5]
QD = r"We factor $2x^2 + x - 6 = (2x - 3)(x + 2)$ and set each factor to zero." + "\n"
# gold -2, 3/2 (2x^2 + 4x - 3x - 6)
POLY = r"A regular $15$-gon has interior angle sum $(15 - 2) \cdot 180^\circ = 2340^\circ$." + "\n"
# gold 156 (2340 / 15 = 156; exterior 24)
SPH = (
    r"The volume of a sphere of radius $3$ is $\frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 27$."
    + "\n"
)
# gold 36\pi = 113.097...
CPX = r"We expand $(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2$ and use $i^2 = -1$." + "\n"  # gold 5 + 5i
ACOS = r"We need the angle in $[0, \pi]$ whose cosine is $-\frac{\sqrt{2}}{2}$." + "\n"
# gold 3\pi/4 = 2.35619... (135 degrees)
B4 = (
    r"In base $4$, $3021_4 = 3 \cdot 4^3 + 0 \cdot 4^2 + 2 \cdot 4 + 1$." + "\n"
)  # gold 201 (192 + 8 + 1)
SYS = r"Solving $x + 2y = 1$ and $x - y = 4$: subtracting gives $3y = -3$, so $y = -1$." + "\n"
# gold (3, -1): 3 + 2(-1) = 1, 3 - (-1) = 4
EXP = r"Expanding, $(x - 4)(x + 6) = x^2 + 6x - 4x - 24$." + "\n"  # gold x^2 + 2x - 24
CHOICE = (
    "Checking each option: (A) gives 14, (B) gives 10, (C) gives 12, which matches, (D) gives 9.\n"
)
EOT = "<|eot_id|>"


G_DICE = r"\frac{5}{12}"
G_R72 = r"6\sqrt{2}"
G_RAT = r"1+\sqrt{3}"
G_ABS = "[-1,5]"
G_QD = r"-2, \frac{3}{2}"
G_SPH = r"36\pi"
G_CPX = "5+5i"
G_ACOS = r"\frac{3\pi}{4}"
G_SYS = "(3,-1)"
G_EXP = "x^2+2x-24"
G_CHOICE = r"\text{(C)}"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_tag_then_polish_retag", "A", "269", "wrong", "tag",
      TH + "<answer>269</answer>\nChwila, źle odczytałem: rozdano 129. Czyli 408 - 129 = 279.\n<answer>279</answer>",
      "a Polish retraction after the tag, then a second tag 279"),
    g("t_tag_comma_decimal_other", "A", "2142", "wrong", "tag", "<think>\n" + TIX + "</think>\n<answer>21,42</answer>",
      "21,42 is 21.42 with a decimal comma, not 2,142; debatable: could be read as a misplaced thousands "
      "comma", True),
    m("t_tag_math_bound_only", "A", G_SPH, "wrong", "tag", "<think>\n" + SPH + "</think>\n<answer>V \\le 36\\pi</answer>",
      "a bound, not a value"),
    g("t_tag_bracket_placeholder", "A", "269", "no_answer", "tag", "<answer>[number of pens]</answer>",
      "a template placeholder, no value"),
    g("t_tag_sign_dropped", "A", "-18", "wrong", "tag",
      "<think>\n" + FRZ + "That is 18 degrees below zero.\n</think>\n<answer>18</answer>", "the tag drops the minus"),
    g("t_tag_two_tags_differ", "A", "269", "wrong", "tag", TH + "<answer>269</answer>\n<answer>279</answer>",
      "two different tags; the last is 279"),
    m("t_tag_math_decimal", "A", G_R72, "wrong", "tag", "<think>\n" + R72 + "</think>\n<answer>8.49</answer>",
      "a rounded decimal of 6\\sqrt2 = 8.4853"),
    m("t_tag_math_half_open", "A", G_ABS, "wrong", "tag", "<think>\n" + ABS + "</think>\n<answer>[-1, 5)</answer>",
      "half-open for the closed [-1, 5]"),
    m("t_tag_math_swapped_point", "A", G_SYS, "wrong", "tag",
      "<think>\n" + SYS + "Then $x = 4 + y = 3$.\n</think>\n<answer>(-1, 3)</answer>", "coordinates swapped"),
    m("t_tag_math_choice_other", "A", G_CHOICE, "wrong", "tag", "<think>\n" + CHOICE + "</think>\n<answer>(B)</answer>",
      "choice B"),
    m("t_tag_math_fraction_other", "A", G_DICE, "wrong", "tag", "<think>\n" + DICE + "</think>\n<answer>\\frac{15}{32}</answer>",
      "15/32, a slip in the denominator"),
    g("t_ok_tag_units", "B", "269", "correct", "tag", TH + "<answer>269 pens</answer>", "a count with its noun"),
    g("t_ok_tag_money", "B", "2142", "correct", "tag", "<think>\n" + TIX + "</think>\n<answer>\\$2,142</answer>",
      "escaped dollar and thousands comma"),
    g("t_ok_tag_trailing_zero", "B", "9.4", "correct", "tag", "<think>\n" + RICE + "</think>\n<answer>9.40</answer>",
      "9.40 = 9.4"),
    g("t_ok_tag_chinese_think", "B", "269", "correct", "tag",
      "<think>\n17 × 24 = 408，再减去送出的 139，408 − 139 = 269。验算：269 + 139 = 408。\n</think>\n<answer>269</answer>",
      "Chinese thinking, then the tag"),
    g("t_ok_tag_boxed_inside", "B", "269", "correct", "tag", TH + "<answer>\n\\boxed{269}\n</answer>", "a box inside the tag"),
    m("t_ok_tag_math_paren_point", "B", G_SYS, "correct", "tag",
      "<think>\n" + SYS + "Then $x = 4 + y = 3$.\n</think>\n<answer>\\( (3, -1) \\)</answer>", "the point in \\( \\)"),
    m("t_ok_tag_math_tfrac", "B", G_DICE, "correct", "tag", "<think>\n" + DICE + "</think>\n<answer>$\\tfrac{5}{12}$</answer>",
      "\\tfrac"),
    m("t_ok_tag_math_sum_order", "B", G_RAT, "correct", "tag",
      "<think>\n" + RAT + "</think>\n<answer>\\sqrt{3}+1</answer>", "the terms in the other order"),
    m("t_ok_tag_math_roots_labelled", "B", G_QD, "correct", "tag",
      "<think>\n" + QD + "</think>\n<answer>x = \\frac{3}{2}, x = -2</answer>", "both roots, labelled, in the other order"),

    # ================================================================ 2. phrase marker then ####
    g("h_answer_is_then_hash_other", "A", "269", "wrong", "hash", PEN + "The answer is 269.\n#### 279",
      "a phrase 269, then #### 279"),
    g("h_hash_then_answer_is_other", "A", "269", "wrong", "answer_is", PEN + "#### 269\nThe answer is 279.",
      "#### 269, then a later 'The answer is 279'"),
    g("h_boxed_then_hash_transposed", "A", "2142", "wrong", "hash", TIX + "$\\boxed{2142}$\n#### 2124",
      "a box 2142, then #### 2124 (digits transposed)"),
    g("h_phrase_then_empty_hash", "A", "269", "no_answer", "hash", PEN + "So the answer is:\n####",
      "an empty marker; 269 only in the working"),
    g("h_hash_number_word_unsigned", "A", "-18", "wrong", "hash", FRZ + "The freezer ends at -18°C.\n#### eighteen",
      "'eighteen' drops the sign of -18"),
    m("h_answer_then_hash_hedge", "A", G_EXP, "wrong", "hash", EXP + "Answer: $x^2+2x-24$\n#### x^2+2x-24 or x^2-2x-24",
      "a hedge on the #### line"),
    g("h_french_then_hash_other", "A", "62", "wrong", "hash", VOTE + "La réponse est 62.\n#### 38",
      "French phrase 62, then #### 38 (the share voting no)"),
    m("h_minerva_then_hash_other", "A", G_SPH, "wrong", "hash", SPH + MINERVA.format("$36\\pi$") + "\n#### 27\\pi",
      "a Minerva line, then #### 27\\pi"),
    m("h_box_then_hash_other_radical", "A", G_R72, "wrong", "hash", R72 + "$= \\boxed{6\\sqrt{2}}$\n#### 6\\sqrt{3}",
      "a box 6\\sqrt2, then #### 6\\sqrt3"),
    m("h_answer_is_then_hash_conjugate", "A", G_CPX, "wrong", "hash", CPX + "The answer is $5 + 5i$.\n#### 5 - 5i",
      "the conjugate on the #### line"),
    m("h_final_then_hash_exterior", "A", "156", "wrong", "hash", POLY + "Final answer: $156^\\circ$\n#### 24",
      "the exterior angle 24 on the #### line"),
    g("h_ok_answer_is_then_hash_same", "B", "269", "correct", "hash", PEN + "The answer is 269.\n#### 269", "both agree"),
    g("h_ok_bold_answer_then_hash", "B", "2142", "correct", "hash", TIX + "**Answer:** \\$2,142\n\n#### 2142",
      "bold Answer, then ####"),
    g("h_ok_hash_then_explain", "B", "-18", "correct", "hash",
      FRZ + "#### -18\nThe freezer ends at -18°C, i.e. 18 degrees below zero.", "an explanation after ####"),
    m("h_ok_therefore_then_hash_unit", "B", "156", "correct", "hash",
      POLY + "Therefore each interior angle measures $156^\\circ$.\n#### 156 degrees", "a unit on the #### line"),
    g("h_ok_spanish_then_hash", "B", "62", "correct", "hash", VOTE + "La respuesta es 62 %.\n#### 62",
      "Spanish phrase with a percent, then ####"),
    m("h_ok_minerva_then_hash_same", "B", G_SPH, "correct", "hash", SPH + MINERVA.format("$36\\pi$") + "\n#### 36\\pi",
      "Minerva line and #### agree"),
    m("h_ok_box_then_hash_slash", "B", G_DICE, "correct", "hash", DICE + "$= \\boxed{\\dfrac{5}{12}}$\n\n#### 5/12",
      "\\dfrac box, then 5/12"),
    m("h_ok_answer_is_then_hash_base", "B", "201", "correct", "hash",
      B4 + "$= 192 + 0 + 8 + 1 = 201$.\nThe answer is 201.\n#### 201", "phrase and #### agree"),
    m("h_ok_hash_then_box_same", "B", G_EXP, "correct", "boxed", EXP + "#### x^2+2x-24\nSo $\\boxed{x^2 + 2x - 24}$.",
      "#### then an agreeing box"),

    # ================================================================ 3. exactness
    m("x_box_decimal_fraction", "A", G_DICE, "wrong", "boxed", DICE + "$P \\approx \\boxed{0.4167}$",
      "a rounded decimal for 5/12"),
    m("x_box_decimal_sum_radical", "A", G_RAT, "wrong", "boxed", RAT + "$= \\sqrt{3} + 1 = \\boxed{2.732}$",
      "the exact value in the working, the box holds the decimal"),
    m("x_approx_radical", "A", G_R72, "wrong", "boxed", R72 + "$\\sqrt{72} \\approx \\boxed{8.49}$", "a decimal"),
    m("x_box_pi_evaluated", "A", G_SPH, "wrong", "boxed", SPH + "$V = 36\\pi \\approx \\boxed{113.1}$",
      "the decimal boxed, not 36\\pi"),
    m("x_box_pi_as_314", "A", G_SPH, "wrong", "boxed", SPH + "$V = 36 \\cdot 3.14 = \\boxed{113.04}$",
      "pi taken as 3.14"),
    m("x_box_angle_decimal", "A", G_ACOS, "wrong", "boxed", ACOS + "$\\theta = \\boxed{2.356}$", "radians as a decimal"),
    g("x_hash_rounded_money", "A", "2142", "wrong", "hash", TIX + "That is about $2,100.\n#### 2100", "rounded to hundreds"),
    g("x_hash_roughly", "A", "9.4", "wrong", "hash", RICE + "That is roughly 9 kg.\n#### 9", "rounded to a whole kg"),
    g("x_hash_percent_rounded", "A", "62", "wrong", "hash", "31 of 50 voted yes: 31 / 50 ≈ 0.6, so about 60%.\n#### 60",
      "rounded share"),
    g("x_hash_tilde", "A", "269", "wrong", "hash", PEN + "#### ~270", "an approximate 270"),
    g("x_hash_scientific_short", "A", "2142", "wrong", "hash", TIX + "#### 2.14e3", "2.14e3 = 2140"),
    m("x_ok_box_repeating", "B", G_DICE, "correct", "boxed", DICE + "$= \\boxed{0.41\\overline{6}}$",
      "0.41666... repeating is exactly 5/12"),
    m("x_ok_exact_then_rounding", "B", G_R72, "correct", "boxed", R72 + "$= \\boxed{6\\sqrt{2}} \\approx 8.49$",
      "exact boxed, then its own rounding"),
    m("x_ok_box_unsimplified_radical", "B", G_R72, "correct", "boxed", R72 + "So the value is $\\boxed{\\sqrt{72}}$.",
      "\\sqrt{72} = 6\\sqrt2 in value; debatable: unsimplified, README counts equal value as correct", True),
    m("x_ok_box_pi_coefficient_fraction", "B", G_ACOS, "correct", "boxed", ACOS + "$\\theta = \\boxed{\\frac{3}{4}\\pi}$",
      "3/4 pi = 3pi/4"),
    m("x_ok_box_cdot_pi", "B", G_SPH, "correct", "boxed", SPH + "$= \\boxed{36 \\cdot \\pi}$", "a written product"),
    g("x_ok_hash_trailing_zero", "B", "9.4", "correct", "hash", RICE + "#### 9.40", "9.40"),
    g("x_ok_hash_fraction", "B", "9.4", "correct", "hash", RICE + "As a fraction, 9.4 = 47/5.\n#### 47/5", "47/5 = 9.4"),
    g("x_ok_hash_times_ten_power", "B", "2142", "correct", "hash", TIX + "#### 2.142 \\times 10^3", "2.142 x 10^3 = 2142"),
    g("x_ok_hash_exactly", "B", "269", "correct", "hash", PEN + "#### 269 (exactly)", "'exactly' after the value"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_hash_not", "A", "269", "no_answer", "hash", PEN + "#### not 269", "the value negated, nothing after"),
    g("n_hash_sout_only", "A", "269", "no_answer", "hash", PEN + "#### \\sout{269}", "the value struck, nothing after"),
    g("n_hash_strike_then_other", "A", "269", "wrong", "hash", PEN + "#### ~~269~~ 279", "struck gold, then 279"),
    m("n_box_cross_mark", "A", "201", "wrong", "boxed", B4 + "$= \\boxed{201}$ ✗", "the model marks its box wrong"),
    g("n_dutch_not_only", "A", "269", "no_answer", "prose_sentence",
      "17 * 24 = 408 pennen, en er worden er 139 weggegeven.\nHet antwoord is niet 269.",
      "Dutch: 'the answer is not 269', nothing after"),
    g("n_tag_del_only", "A", "2142", "no_answer", "tag", "<think>\n" + TIX + "</think>\n<answer><del>2142</del></answer>",
      "struck inside the tag, nothing else"),
    m("n_box_cancel_only", "A", G_SPH, "no_answer", "boxed", SPH + "$\\boxed{\\cancel{36\\pi}}$",
      "the value cancelled inside the box"),
    m("n_box_one_root_after_neq", "A", G_QD, "wrong", "boxed", QD + "Since $x \\ne -2$ here, $\\boxed{\\frac{3}{2}}$.",
      "a root excluded without reason; one root of two"),
    m("n_box_sout_then_other", "A", G_CPX, "wrong", "boxed", CPX + "$\\boxed{\\sout{5+5i}\\ 1+5i}$", "struck gold, then 1+5i"),
    m("n_box_text_incorrect", "A", G_R72, "wrong", "boxed", R72 + "$\\boxed{6\\sqrt{2}}$ \\text{(incorrect)}",
      "the model marks its box incorrect"),
    m("n_minerva_not", "A", "201", "no_answer", "minerva", B4 + "Final Answer: The final answer is not $201$.",
      "a negated Minerva line"),
    g("n_ok_strike_then_gold", "B", "269", "correct", "hash", PEN + "#### ~~279~~ 269", "struck 279, then the gold"),
    g("n_ok_negative_word", "B", "-18", "correct", "hash", FRZ + "#### negative 18", "'negative 18' is -18"),
    g("n_ok_not_other_but_gold", "B", "269", "correct", "hash", PEN + "The answer is not 279 but 269.\n#### 269",
      "a wrong value negated, the gold kept"),
    g("n_ok_check_mark", "B", "269", "correct", "hash", PEN + "#### 269 ✓", "a check mark after the value"),
    g("n_ok_no_word_in_sentence", "B", "269", "correct", "hash", PEN + "No pens are lost; 269 remain.\n#### 269",
      "'No' in the sentence, not a negation of the value"),
    m("n_ok_box_not_exterior", "B", "156", "correct", "boxed",
      POLY + "Each angle is $2340 / 15 = 156^\\circ$ (not the exterior angle $24^\\circ$).\n$\\boxed{156}$",
      "another value negated, the gold boxed"),
    m("n_ok_box_cancel_then_gold", "B", G_CPX, "correct", "boxed", CPX + "$\\boxed{\\cancel{5-5i}\\ 5+5i}$",
      "a cancelled wrong value, then the gold in the box"),
    m("n_ok_box_then_verified", "B", G_SYS, "correct", "boxed",
      SYS + "Then $x = 3$.\n$\\boxed{(3,-1)}$ (verified: $3 + 2(-1) = 1$ ✓)", "a verification annotation"),
    m("n_ok_never_below", "B", G_ABS, "correct", "boxed",
      ABS + "So $x$ is never below $-1$ nor above $5$: $\\boxed{[-1, 5]}$.", "'never' in the sentence, the interval boxed"),

    # ================================================================ 5. words after a number
    g("u_hash_cents", "A", "2142", "wrong", "hash", TIX + "#### 2142 cents", "the working says $2,142; 2142 cents = $21.42"),
    g("u_hash_percent_of_decimal", "A", "62", "wrong", "hash", VOTE + "#### 0.62%", "0.62 % is not 62 %"),
    g("u_hash_hours_for_minutes", "A", "196", "wrong", "hash", PIANO + "#### 196 hours",
      "the working counts minutes; 196 hours is another quantity"),
    g("u_hash_grams", "A", "9.4", "wrong", "hash", RICE + "#### 9.4 g", "the working says kg"),
    g("u_hash_packs", "A", "269", "wrong", "hash", PEN + "#### 269 packs", "the working counts pens; 269 packs is 6456 pens"),
    m("u_box_degree_on_radian", "A", G_ACOS, "wrong", "boxed", ACOS + "$\\theta = \\boxed{\\frac{3\\pi}{4}^\\circ}$",
      "3\\pi/4 degrees, not 3\\pi/4 radians"),
    g("u_hash_fahrenheit", "A", "-18", "wrong", "hash", FRZ + "#### -18°F", "the working is in Celsius; -18°F is about -28°C"),
    m("u_box_radians_word", "A", "156", "wrong", "boxed", POLY + "$\\boxed{156 \\text{ radians}}$", "radians for degrees"),
    m("u_box_percent", "A", G_DICE, "wrong", "boxed", DICE + "$P = \\boxed{\\frac{5}{12}\\%}$", "5/12 of a percent"),
    m("u_box_base_subscript", "A", "201", "wrong", "boxed", B4 + "$= \\boxed{201_4}$", "201_4 = 33"),
    m("u_box_in_base_text", "A", "201", "wrong", "boxed", B4 + "$= \\boxed{201 \\text{ in base } 4}$", "201 in base 4 = 33"),
    g("u_ok_kg", "B", "9.4", "correct", "hash", RICE + "#### 9.4 kg", "kg as in the working"),
    g("u_ok_thousand_dollars", "B", "2142", "correct", "hash", TIX + "#### 2.142 thousand dollars", "2.142 thousand = 2142"),
    g("u_ok_below_zero", "B", "-18", "correct", "hash", FRZ + "#### 18 degrees below zero", "18 below zero = -18"),
    m("u_ok_rad_word", "B", G_ACOS, "correct", "boxed", ACOS + "$\\theta = \\boxed{\\frac{3\\pi}{4} \\text{ rad}}$", "rad named"),
    g("u_ok_minutes_with_hm", "B", "196", "correct", "hash", PIANO + "#### 196 minutes (3 h 16 min)",
      "minutes, with the same time in h and min"),
    m("u_ok_degree_sign", "B", "156", "correct", "boxed", POLY + "$2340 / 15 = \\boxed{156^\\circ}$", "a degree sign"),
    m("u_ok_text_degrees", "B", "156", "correct", "boxed", POLY + "Each angle is $\\boxed{156 \\text{ degrees}}$.", "degrees in words"),
    m("u_ok_cubic_units", "B", G_SPH, "correct", "boxed", SPH + "$V = \\boxed{36\\pi \\text{ cubic units}}$", "cubic units"),
    m("u_ok_base10_subscript", "B", "201", "correct", "boxed", B4 + "$= \\boxed{201_{10}}$", "base 10 named"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_hash_then_turkish", "A", "269", "wrong", "hash", PEN + "#### 269\nHayır, bu yanlış. Doğrusu 279.",
      "a Turkish retraction to 279"),
    g("r_hash_then_indonesian", "A", "269", "wrong", "hash", PEN + "#### 269\nTunggu, ternyata jawabannya 279.",
      "an Indonesian retraction to 279"),
    g("r_answer_is_then_greek", "A", "269", "wrong", "answer_is",
      PEN + "The answer is 269.\nΣυγγνώμη, λάθος: η σωστή απάντηση είναι 279.", "a Greek retraction to 279"),
    g("r_hash_then_withdrawn", "A", "269", "wrong", "hash", PEN + "#### 269\nWait, that's wrong. Let me redo this.",
      "a withdrawn answer with nothing new"),
    g("r_tag_then_japanese", "A", "2142", "wrong", "tag",
      "<think>\n" + TIX + "</think>\n<answer>2142</answer>\nすみません、計算ミスです。正しくは2124ドルです。",
      "a Japanese retraction to 2124"),
    g("r_hash_then_finnish", "A", "-18", "wrong", "hash", FRZ + "#### -18\nEi, virhe: lämpötila on -4.",
      "a Finnish retraction to -4"),
    m("r_box_then_romanian", "A", G_SPH, "wrong", "boxed",
      SPH + "$= \\boxed{36\\pi}$\nStai, am greșit: volumul este $\\boxed{108\\pi}$.", "a Romanian retraction to 108\\pi"),
    m("r_minerva_then_actually", "A", G_CPX, "wrong", "minerva",
      CPX + MINERVA.format("$5+5i$") + "\nActually, I made a sign error; the product is $1 + 5i$.",
      "a retraction after the Minerva line"),
    m("r_box_then_thai", "A", "201", "wrong", "boxed", B4 + "$= \\boxed{201}$\nขอโทษ คำตอบที่ถูกต้องคือ 198",
      "a Thai retraction to 198"),
    m("r_box_then_strict_endpoints", "A", G_ABS, "wrong", "boxed",
      ABS + "$\\boxed{[-1, 5]}$\nHmm, the endpoints should be excluded, so the answer is $(-1, 5)$.",
      "a retraction to the open interval"),
    m("r_box_then_cannot", "A", G_QD, "wrong", "boxed",
      QD + "$\\boxed{-2, \\frac{3}{2}}$\nSorry, that is incorrect; I cannot determine the roots.",
      "a withdrawn answer with nothing new"),
    g("r_ok_hash_then_turkish_check", "B", "269", "correct", "hash", PEN + "#### 269\nKontrol: 269 + 139 = 408 ✓",
      "a Turkish check"),
    g("r_ok_hash_then_eot", "B", "269", "correct", "hash", PEN + "#### 269" + EOT, "a Llama 3 end token"),
    g("r_ok_hash_then_im_end", "B", "2142", "correct", "hash", TIX + "#### 2142<|im_end|>\n<|endoftext|>", "Qwen end tokens"),
    g("r_ok_draft_then_final", "B", "269", "correct", "hash",
      "The answer is 279. Wait, no: 17 * 24 = 408, not 418. 408 - 139 = 269.\n#### 269",
      "a draft corrected before the final line"),
    m("r_ok_hope_it_helps", "B", G_ABS, "correct", "boxed",
      ABS + "So $\\boxed{[-1, 5]}$.\n\nI hope this helps! Let me know if you have any other questions.", "a polite tail"),
    m("r_ok_box_then_greek_check", "B", G_SPH, "correct", "boxed",
      SPH + "$= \\boxed{36\\pi}$\nΈλεγχος: $\\frac{4}{3} \\cdot 27 = 36$ ✓.", "a Greek check"),
    m("r_ok_box_then_wait_confirm", "B", G_CPX, "correct", "boxed",
      CPX + "$= \\boxed{5+5i}$\nWait, let me double-check: $3 - i + 6i + 2 = 5 + 5i$. Yes, that's right.",
      "a 'wait' that confirms"),
    m("r_ok_box_then_alternative", "B", "156", "correct", "boxed",
      POLY + "$2340 / 15 = \\boxed{156}$\nAlternatively, each exterior angle is $360 / 15 = 24^\\circ$, and "
      "$180 - 24 = 156$. Same answer.", "a second method agreeing"),
    m("r_ok_box_then_hindi_check", "B", "201", "correct", "boxed", B4 + "$= \\boxed{201}$\nजाँच: 3·64 + 2·4 + 1 = 201 ✓",
      "a Hindi check"),

    # ================================================================ 7. quoted, reported, hypothetical
    g("q_if_other_reading", "A", "269", "wrong", "hash",
      "If the shop had given away 139 pens, 269 would remain. But it gave away 149, so 408 - 149 = 259.\n#### 259",
      "the gold in a counterfactual; the model's own 259"),
    g("q_answer_key_reported", "A", "269", "wrong", "hash", "17 * 24 = 408 pens, and I take 129 as given away: 408 - 129 = 279.\n"
      "The answer key says 269, but I get 279.\n#### 279", "the gold reported from a key; the model's 279"),
    g("q_user_quoted_old", "A", "269", "wrong", "hash",
      'You wrote "#### 269" earlier, but that was for the old numbers. With 149 given away: 408 - 149 = 259.\n#### 259',
      "the gold quoted; the model's 259"),
    g("q_german_friend", "A", "2142", "wrong", "hash", "Mein Freund meint, es seien 2142 Dollar, aber ich komme auf 2124.\n#### 2124",
      "the gold as a friend's claim; the model's 2124"),
    g("q_app_claims_only", "A", "-18", "no_answer", "prose_sentence",
      'The weather app claims "-18°C", but I cannot verify that without the starting temperature.',
      "only a reported value, no answer of the model's own"),
    g("q_would_be", "A", "9.4", "wrong", "hash",
      "If there were 4 bags, the total would be 9.4 kg; there are 5 bags, so 5 * 2.35 = 11.75 kg.\n#### 11.75",
      "the gold hypothetical; the model's 11.75"),
    m("q_textbook_claims", "A", G_SPH, "wrong", "boxed",
      SPH + "The textbook claims the volume is $36\\pi$, but I get $\\boxed{12\\pi}$.", "the gold reported; the box 12\\pi"),
    m("q_grader_roleplay", "A", G_CPX, "wrong", "boxed",
      "Student answer: $\\boxed{5+5i}$\nGrade: incorrect. Correct answer: $\\boxed{1+5i}$", "the gold as a graded answer; the last box 1+5i"),
    m("q_hypothetical_radius", "A", G_SPH, "wrong", "boxed",
      "If the radius were $3$, the volume would be $36\\pi$; but the diameter is $3$, so $r = \\frac{3}{2}$ and "
      "$V = \\frac{4}{3}\\pi \\cdot \\frac{27}{8} = \\boxed{\\frac{9}{2}\\pi}$.", "the gold hypothetical; the box 9\\pi/2"),
    m("q_example_box_other_base", "A", "201", "wrong", "boxed",
      "For example, $\\boxed{201}$ would be the value in base $4$; here the base is $5$: "
      "$3021_5 = 375 + 0 + 10 + 1 = \\boxed{386}$.", "the gold as an example; the model's 386"),
    m("q_claim_then_cut", "A", G_DICE, "no_answer", "truncated",
      "Claim: $P = \\tfrac{5}{12}$. Let us test whether this claim holds by counting the rolls with sum at most",
      "a claim to be tested, cut off"),
    g("q_ok_first_thought", "B", "269", "correct", "hash",
      "My first thought was 279, but that double-counted. 408 - 139 = 269.\n#### 269", "a discarded first thought"),
    g("q_ok_teacher_agrees", "B", "269", "correct", "hash", PEN + "The teacher's answer is also 269, which matches mine.\n#### 269",
      "a reported value agreeing with the model's"),
    g("q_ok_if_then_actual", "B", "269", "correct", "hash",
      "17 * 24 = 408. If 129 had been given away, 279 would remain; but 139 were given away, so 269 remain.\n#### 269",
      "a counterfactual other value, then the gold"),
    g("q_ok_spanish_classmate", "B", "2142", "correct", "hash",
      "Mi compañero dijo 2124, pero se equivocó. 9 × 238 = 2142.\n#### 2142", "a classmate's wrong value reported"),
    m("q_ok_quoted_problem", "B", G_SPH, "correct", "boxed",
      'The problem says: "Find the volume of a sphere of radius 3." ' + SPH + "$= \\boxed{36\\pi}$", "the problem quoted"),
    m("q_ok_guess_then_box", "B", G_SPH, "correct", "boxed",
      "One might guess $\\frac{4}{3}\\pi \\cdot 9 = 12\\pi$, but that uses $r^2$. " + SPH + "$= \\boxed{36\\pi}$",
      "a wrong guess named, the gold boxed"),
    m("q_ok_example_then_box", "B", G_CPX, "correct", "boxed",
      "As an example of the method, $(1 + i)(1 - i) = 2$. Now " + CPX + "$= \\boxed{5+5i}$", "a worked example before"),
    m("q_ok_wolfram_agrees", "B", "201", "correct", "boxed", B4 + "$= 201$. Wolfram Alpha gives 201 too. $\\boxed{201}$",
      "a tool's agreeing value"),
    m("q_ok_options_listed", "B", G_CHOICE, "correct", "boxed",
      "The options are (A) 14, (B) 10, (C) 12, (D) 9. " + CHOICE + "$\\boxed{\\text{(C)}}$", "options listed, then (C)"),

    # ================================================================ 8. bad input
    g("b_nul_other", "A", "269", "wrong", "hash", PEN + "#### 279\x00", "279 and a NUL (bad input either way)"),
    g("b_gujarati_other", "A", "269", "wrong", "hash", PEN + "#### ૨૭૯", "Gujarati 279"),
    g("b_odia_other", "A", "269", "wrong", "hash", PEN + "#### ୨୭୯", "Odia 279"),
    m("b_math_zwj_inside_other", "A", "201", "wrong", "boxed", B4 + "$= \\boxed{2\u200d10}$", "210 with a zero-width joiner"),
    g("b_math_bold_other", "A", "269", "wrong", "hash", PEN + "#### 𝟐𝟕𝟗", "mathematical bold 279"),
    m("b_math_superscript_pi", "A", G_SPH, "wrong", "boxed", SPH + "$= \\boxed{36π²}$", "36 pi squared"),
    g("b_nel_then_retract", "A", "269", "wrong", "hash", PEN + "#### 269\x85No, 279.", "a retraction after NEL (U+0085)"),
    m("b_math_fullwidth_frac_other", "A", G_DICE, "wrong", "boxed", DICE + "$\\boxed{\\frac{５}{１３}}$", "fullwidth 5/13"),
    m("b_math_arabic_indic_other", "A", "201", "wrong", "boxed", B4 + "$= \\boxed{٢٠٢}$", "Arabic-Indic 202"),
    m("b_math_devanagari_other", "A", "156", "wrong", "boxed", POLY + "$= \\boxed{१५४}$", "Devanagari 154"),
    m("b_math_unicode_sqrt_other", "A", G_R72, "wrong", "boxed", R72 + "$= \\boxed{6√3}$", "a Unicode root, 6√3"),
    g("b_ok_gujarati", "B", "269", "correct", "hash", PEN + "#### ૨૬૯", "Gujarati digits"),
    g("b_ok_odia", "B", "269", "correct", "hash", PEN + "#### ୨୬୯", "Odia digits"),
    g("b_ok_math_bold", "B", "269", "correct", "hash", PEN + "#### 𝟐𝟔𝟗", "mathematical bold digits"),
    g("b_ok_nbsp_money", "B", "2142", "correct", "hash", TIX + "#### $2\u00a0142", "no-break space as thousands separator"),
    g("b_ok_nul_in_working", "B", "269", "correct", "hash", PEN.replace("408 pens.", "408 pens.\x00") + "#### 269",
      "a NUL inside the working; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_tab_after", "B", "269", "correct", "hash", PEN + "#### 269\t\n", "a tab and newline after"),
    m("b_ok_math_unicode_sqrt", "B", G_R72, "correct", "boxed", R72 + "$= \\boxed{6√2}$", "a Unicode root sign"),
    m("b_ok_math_nul_after_box", "B", G_SPH, "correct", "boxed", SPH + "$= \\boxed{36\\pi}$\x00",
      "a NUL after the right box; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_ok_math_crlf", "B", G_CPX, "correct", "boxed", CPX.replace("\n", "\r\n") + "$= \\boxed{5+5i}$\r\n", "Windows line ends"),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-12)")
DECISIONS = {
    "t_tag_comma_decimal_other": (
        "reject",
        "a comma before exactly two final digits is a decimal comma, not a thousands group",
    ),
    "x_ok_box_unsimplified_radical": (
        "accept",
        "\\sqrt{72} equals 6\\sqrt2; README: equal in value but written differently is correct",
    ),
    "b_ok_nul_in_working": _BAD_INPUT,
    "b_ok_math_nul_after_box": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam13", CASES, [], DECISIONS)
