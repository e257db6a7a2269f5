r"""Build adversarial_redteam8.jsonl: an eighth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam8", issue 25), written in session 14 WITHOUT reading the
checker's source, its README rules or bench/NOTES-checker.md, from issue 25's classes and from how
real models write, and committed BEFORE they were scored. Not model output.

New against rounds 1-7: other problems and numbers (a bakery's cupcakes 73, a ride of 45 km, a
year's rent $17,400, a temperature -9, flour 3.75 kg, a pass rate 75 %, 126 minutes of episodes,
312 stamps; MATH: 4/9, 4\sqrt3, 2 - \sqrt2, the closed interval [-2, 4], roots -1 and 3/2, 72
degrees, 16\pi, 8 - i, \pi/3, log_2 64 = 6, 212_3 = 23, the point (1, -2), x^2 + 2x - 15,
\sqrt5/5, \sqrt3/2, 729, choice (B), 210), other wordings, retractions and checks in about thirty
languages (Persian, Swahili, Czech, Hungarian, Bengali, Hebrew, Ukrainian, Vietnamese, ...), other
scripts' digits (Lao, Tibetan, Mongolian, Persian, Thai, Bengali), LaTeX spellings (\sout, \xout,
\binom, 48^{1/2}, \left(\frac{2}{3}\right)^2, 0.\overline{4}) and real-model styles (DeepSeek-R1
long <think> traces, Qwen "### Step" answers, Llama 3 <|eot_id|> and Qwen <|im_start|> tails,
Minerva "Final Answer:" lines and few-shot tails, GSM8K `####`, markdown headings and bold),
classes combined.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples; `b_` bad input a JSON corpus can hold (lone surrogates cannot be
written to a UTF-8 file and are left out).

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation real models write.

Labels follow corpus/README.md ("How labels were made") and rounds 5-6's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a refusal, only a quotation or an example) is `no_answer`;
equal in value but written differently is `correct`; a decimal for an exact irrational or repeating
gold is `wrong` unless the model writes the exact value and then its own rounding of it; a value the
model itself marks wrong is `wrong`, one it negates or strikes with nothing after is `no_answer`;
text in an invented next turn does not count. A NUL anywhere makes the pair bad input: a right
answer with a NUL is labelled `correct` and `debatable`, decision `reject`. Unit words are chosen so
the label does not depend on the question (which the checker does not see).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam8.py
"""

from corpus_build import LLAMA_END, MINERVA, QWEN_END, g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
CUP = (
    "The bakery packs 14 boxes of 12 cupcakes, so it has 14 * 12 = 168 cupcakes.\n"
    "It sells 95 of them, so 168 - 95 = 73 cupcakes are left.\n"
)  # gold 73 (14 * 12 = 168; 168 - 95 = 73)
TH = "<think>\n" + CUP + "</think>\n"
R1 = (
    "<think>\nAlright, so the bakery packs 14 boxes and each box has 12 cupcakes. First I need the "
    "total: 14 times 12. 10 * 12 = 120 and 4 * 12 = 48, so 120 + 48 = 168 cupcakes. Then it sells "
    "95. So what's left is 168 - 95. Let me do that: 168 - 100 = 68, plus 5 back gives 73. Hmm, let "
    "me verify by adding: 73 + 95 = 168? 73 + 95 = 168, since 70 + 90 = 160 and 3 + 5 = 8. Yes. "
    "The problem doesn't mention any cupcakes being thrown away or baked later, so the answer should "
    "be 73.\n</think>\n\n"
)  # gold 73
QWEN = (
    "To find how many cupcakes are left, we follow these steps:\n\n"
    "### Step 1: Total cupcakes\n\\[\n14 \\times 12 = 168\n\\]\n\n"
    "### Step 2: Subtract the cupcakes sold\n\\[\n168 - 95 = 73\n\\]\n\n"
)  # gold 73
BIKE = "Lena cycles at 18 km/h for 2.5 hours, so she covers 18 * 2.5 = 45 km.\n"  # gold 45
RENT = "The rent is $1,450 a month, so a year costs 12 * 1450 = $17,400.\n"  # gold 17400
TEMP = (
    "At noon it was 6°C; by midnight the temperature had dropped 15 degrees, so it was "
    "6 - 15 = -9°C.\n"
)  # gold -9
FLOUR = "Each loaf needs 1.25 kg of flour, so 3 loaves need 3 * 1.25 = 3.75 kg.\n"  # gold 3.75
PASS = "18 of the 24 students passed, and 18 / 24 = 0.75, so 75% of the class passed.\n"  # gold 75
SHOW = (
    "Each episode lasts 42 minutes and Ravi watches 3 of them: 3 * 42 = 126 minutes.\n"  # gold 126
)
STAMP = "Ana has 8 albums with 39 stamps each: 8 * 39 = 312 stamps.\n"  # gold 312

# ---------------------------------------------------------------- MATH-style working
BAG = (
    r"Each draw is red with probability $\frac{2}{3}$ and the draws (with replacement) are "
    r"independent, so $P = \left(\frac{2}{3}\right)^2$." + "\n"
)  # gold \frac{4}{9} = 0.4444...
R48 = r"We have $\sqrt{48} = \sqrt{16 \cdot 3}$." + "\n"  # gold 4\sqrt{3} = 6.9282...
RAT = (
    r"Multiplying by the conjugate, $\frac{2}{2 + \sqrt{2}} = \frac{2(2 - \sqrt{2})}{4 - 2}$."
    + "\n"
)  # gold 2 - \sqrt{2} = 0.5857...
ABS = r"$|x - 1| \le 3$ means $-3 \le x - 1 \le 3$." + "\n"  # gold [-2, 4]
QD = r"We factor $2x^2 - x - 3 = (2x - 3)(x + 1)$ and set each factor to zero." + "\n"  # -1, 3/2
PENT = (
    r"The exterior angles of a convex polygon sum to $360^\circ$, and a regular pentagon has $5$ "
    r"equal ones." + "\n"
)  # gold 72 (degrees)
CIRC = (
    r"The area of a circle of radius $4$ is $\pi r^2 = \pi \cdot 4^2$." + "\n"
)  # 16\pi = 50.265...
CPX = r"We expand $(2 + 3i)(1 - 2i) = 2 - 4i + 3i - 6i^2$ and use $i^2 = -1$." + "\n"  # 8 - i
ACOS = r"We need the angle in $[0, \pi]$ whose cosine is $\frac{1}{2}$." + "\n"  # \pi/3 = 1.0471...
LOG = r"Since $2^6 = 64$," + "\n"  # gold 6 (log_2 64)
B3 = r"In base $3$, $212_3 = 2 \cdot 3^2 + 1 \cdot 3 + 2$." + "\n"  # gold 23
SYS = r"Solving $x + y = -1$ and $2x - y = 4$: adding gives $3x = 3$, so $x = 1$." + "\n"  # (1, -2)
EXP = r"Expanding, $(x + 5)(x - 3) = x^2 - 3x + 5x - 15$." + "\n"  # gold x^2 + 2x - 15
RT5 = r"We rationalise $\frac{1}{\sqrt{5}}$ by multiplying top and bottom by $\sqrt{5}$." + "\n"
SIN = (
    r"On the unit circle the point at $60^\circ$ is $\left(\frac{1}{2}, \frac{\sqrt{3}}{2}\right)$."
    + "\n"
)
POW = r"Tripling $6$ times starting from $1$ gives $3^6$." + "\n"  # gold 729
CHOICE = r"Only option (B) satisfies both conditions; (A), (C) and (D) each fail one." + "\n"
SUMI = r"The sum $1 + 2 + \dots + 20 = \frac{20 \cdot 21}{2}$." + "\n"  # gold 210
EOT = "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
EOT_A = "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n"


G_BAG = r"\frac{4}{9}"
G_R48 = r"4\sqrt{3}"
G_RAT = r"2-\sqrt{2}"
G_ABS = "[-2,4]"
G_QD = r"-1, \frac{3}{2}"
G_CIRC = r"16\pi"
G_CPX = "8-i"
G_ACOS = r"\frac{\pi}{3}"
G_SYS = "(1,-2)"
G_EXP = "x^2 + 2x - 15"
G_RT5 = r"\frac{\sqrt{5}}{5}"
G_SIN = r"\frac{\sqrt{3}}{2}"
G_CHOICE = r"\text{(B)}"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_tag_then_german_retag", "A", "73", "wrong", "tag",
      TH + "<answer>73</answer>\nMoment, ich habe mich verlesen: verkauft wurden 85. Also 168 - 85 = 83.\n"
      "<answer>83</answer>", "a German retraction after the tag, then a second tag 83"),
    g("t_tag_fraction_other", "A", "73", "wrong", "tag", TH + "<answer>73/2</answer>", "73/2 in the tag"),
    g("t_tag_empty_after_think", "A", "73", "no_answer", "tag", TH + "<answer></answer>",
      "an empty tag; 73 only in the reasoning"),
    g("t_tag_whitespace_only", "A", "73", "no_answer", "tag", TH + "<answer>\n \n</answer>",
      "a tag holding only white space"),
    g("t_tag_question_mark", "A", "73", "wrong", "tag", TH + "<answer>73?</answer>",
      "the value asked, not stated; debatable", True),
    g("t_tag_two_values_and", "A", "73", "wrong", "tag", TH + "<answer>73 and 83</answer>",
      "two values in the tag"),
    g("t_tag_percent_of_decimal", "A", "75", "wrong", "tag", "<think>\n" + PASS + "</think>\n<answer>0.75%</answer>",
      "0.75 % is not 75 %"),
    g("t_tag_sign_lost", "A", "-9", "wrong", "tag",
      "<think>\n" + TEMP + "So it is 9 degrees below zero.\n</think>\n<answer>9</answer>",
      "the tag drops the minus sign"),
    g("t_tag_cut_mid_number", "A", "73", "no_answer", "truncated", TH + "<answer>7",
      "cut off inside the tag after one digit"),
    g("t_tag_placeholder_n", "A", "73", "no_answer", "tag", "<answer>N</answer>\n\nwhere N is the number of cupcakes left.",
      "a template letter, no value"),
    g("t_tag_in_think_only_then_other", "A", "73", "wrong", "tag",
      "<think>\n" + CUP + "<answer>73</answer>\nBut 10 cupcakes were returned by a customer, so 83.\n</think>\n"
      "<answer>83</answer>", "a draft tag in the thinking, the final tag 83"),
    g("t_tag_expression_other", "A", "73", "wrong", "tag", TH + "<answer>168 - 85</answer>",
      "an unevaluated expression equal to 83"),
    g("t_tag_llama_turn_then_other", "A", "73", "wrong", "tag",
      TH + "<answer>83</answer>" + EOT + "Is that right? I think it's 73." + EOT_A + "<answer>73</answer>",
      "the model's own tag is 83; 73 only after an invented user turn (convention: an invented turn does not count)"),
    m("t_tag_math_decimal", "A", G_R48, "wrong", "tag", "<think>\n" + R48 + "</think>\n<answer>6.93</answer>",
      "a rounded decimal of 4\\sqrt3 = 6.9282"),
    m("t_tag_math_wrong_radical", "A", G_R48, "wrong", "tag", "<think>\n" + R48 + "</think>\n<answer>4\\sqrt{2}</answer>",
      "4\\sqrt2"),
    m("t_tag_math_open_interval", "A", G_ABS, "wrong", "tag", "<think>\n" + ABS + "</think>\n<answer>(-2, 4)</answer>",
      "open interval for the closed [-2, 4]"),
    m("t_tag_math_one_root", "A", G_QD, "wrong", "tag", "<think>\n" + QD + "</think>\n<answer>\\frac{3}{2}</answer>",
      "one of the two roots"),
    m("t_tag_math_conjugate", "A", G_CPX, "wrong", "tag", "<think>\n" + CPX + "</think>\n<answer>8 + i</answer>",
      "the conjugate"),
    m("t_tag_math_choice_other", "A", G_CHOICE, "wrong", "tag", "<think>\n" + CHOICE + "</think>\n<answer>(D)</answer>",
      "choice D"),
    g("t_ok_tag_r1_long", "B", "73", "correct", "tag", R1 + "<answer>73</answer>", "a long R1 trace then the tag"),
    g("t_ok_tag_sentence", "B", "73", "correct", "tag", TH + "<answer>There are 73 cupcakes left.</answer>",
      "a sentence in the tag"),
    g("t_ok_tag_unicode_minus", "B", "-9", "correct", "tag", "<think>\n" + TEMP + "</think>\n<answer>\u22129</answer>",
      "U+2212 minus in the tag"),
    g("t_ok_tag_bold_money", "B", "17400", "correct", "tag", "<think>\n" + RENT + "</think>\n<answer>**$17,400**</answer>",
      "bold money with a thousands comma"),
    g("t_ok_tag_fraction_for_decimal", "B", "3.75", "correct", "tag", "<think>\n" + FLOUR + "</think>\n<answer>15/4</answer>",
      "15/4 = 3.75"),
    g("t_ok_tag_newlines_inside", "B", "73", "correct", "tag", TH + "<answer>\n73\n</answer>", "line breaks inside"),
    g("t_ok_tag_prose_then_tag", "B", "73", "correct", "tag",
      TH + "The bakery has 73 cupcakes left.\n\n<answer>73</answer>", "a sentence, then the tag"),
    g("t_ok_tag_draft_other_in_think", "B", "73", "correct", "tag",
      "<think>\nFirst guess: 168 - 85 = 83. No wait, it sold 95, not 85. 168 - 95 = 73.\n</think>\n<answer>73</answer>",
      "a draft 83 corrected inside the thinking"),
    m("t_ok_tag_math_dfrac", "B", G_BAG, "correct", "tag", "<think>\n" + BAG + "</think>\n<answer>$\\dfrac{4}{9}$</answer>",
      "\\dfrac in math mode in the tag"),
    m("t_ok_tag_math_unicode_root", "B", G_R48, "correct", "tag", "<think>\n" + R48 + "</think>\n<answer>4√3</answer>",
      "a Unicode root"),
    m("t_ok_tag_math_inequality", "B", G_ABS, "correct", "tag",
      "<think>\n" + ABS + "</think>\n<answer>$-2 \\le x \\le 4$</answer>", "the interval as a double inequality"),
    m("t_ok_tag_math_roots_reversed", "B", G_QD, "correct", "tag",
      "<think>\n" + QD + "</think>\n<answer>x = \\frac{3}{2} \\text{ or } x = -1</answer>", "roots reversed with 'or'"),
    m("t_ok_tag_math_boxed", "B", G_CIRC, "correct", "tag", "<think>\n" + CIRC + "</think>\n<answer>\\boxed{16\\pi}</answer>",
      "a box in the tag"),
    m("t_ok_tag_math_point_labelled", "B", G_SYS, "correct", "tag",
      "<think>\n" + SYS + "Then y = -1 - 1 = -2.\n</think>\n<answer>x = 1, y = -2</answer>",
      "the point as labelled coordinates; debatable: the form differs", True),
    m("t_ok_tag_math_choice_letter", "B", G_CHOICE, "correct", "tag", "<think>\n" + CHOICE + "</think>\n<answer>B</answer>",
      "the bare letter"),
    m("t_ok_tag_math_base", "B", "23", "correct", "tag", "<think>\n" + B3 + "That is 18 + 3 + 2.\n</think>\n<answer>23</answer>",
      "base 3 converted"),

    # ================================================================ 2. a phrase marker, then ####
    g("h_phrase_then_hash_other", "A", "73", "wrong", "hash", CUP + "The answer is 73.\n#### 83",
      "the phrase says 73, the #### line 83"),
    g("h_hash_then_phrase_other", "A", "73", "wrong", "hash", CUP + "#### 73\nSo the final answer is 83.",
      "#### 73, then a final phrase 83"),
    g("h_bold_label_hash_cents", "A", "17400", "wrong", "hash", RENT + "**Final answer:** #### 17,400.50",
      "50 cents more"),
    g("h_hash_bad_grouping", "A", "17400", "wrong", "hash", RENT + "#### 17,40", "a truncated value 17,40"),
    g("h_hash_monthly", "A", "17400", "wrong", "hash", RENT + "The answer is:\n#### 1,450", "the monthly figure"),
    g("h_hash_thousands_dropped", "A", "17400", "wrong", "hash", RENT + "Final answer: #### 17.4", "17.4 with no 'thousand'"),
    g("h_hash_sign_dropped", "A", "-9", "wrong", "hash", TEMP + "Final answer: #### 9", "the minus sign dropped"),
    g("h_hash_two_same_line", "A", "73", "wrong", "hash", CUP + "Answer: #### 73 #### 83", "two #### values on one line"),
    g("h_hash_equation_other", "A", "73", "wrong", "hash", CUP + "Final: #### 168 - 85 = 83", "an equation ending 83"),
    g("h_hash_then_boxes_line", "A", "73", "wrong", "hash",
      CUP + "#### 73\nBut the question asks for full boxes: 73 / 12 = 6 remainder 1.\n#### 6",
      "a second #### line with 6"),
    g("h_heading_then_hash_other", "A", "73", "wrong", "hash", CUP + "### Final Answer\n#### 83",
      "a markdown heading then #### 83"),
    g("h_spanish_phrase_hash_other", "A", "73", "wrong", "hash", CUP + "La respuesta es 73.\n#### 83",
      "Spanish phrase 73, #### 83"),
    g("h_japanese_phrase_hash_other", "A", "73", "wrong", "hash", CUP + "答えは73個です。\n#### 83",
      "Japanese phrase 73, #### 83"),
    g("h_bold_hash_other", "A", "73", "wrong", "hash", CUP + "**Answer: #### 83**", "bold #### 83"),
    g("h_think_then_hash_other", "A", "73", "wrong", "hash", TH + "The answer is:\n#### 83",
      "73 in the thinking, #### 83 after"),
    g("h_hash_box_other", "A", "73", "wrong", "hash", CUP + "Therefore:\n#### \\boxed{83}", "a box in the #### line"),
    g("h_hash_decimal_other", "A", "73", "wrong", "hash", CUP + "The final answer is\n#### 73.5", "73.5"),
    g("h_hash_negative_other", "A", "73", "wrong", "hash", CUP + "Answer:\n#### -73", "-73"),
    g("h_hash_blockquote_other", "A", "73", "wrong", "hash", CUP + "> **Answer**\n> #### 83", "a quoted block holding the model's own 83"),
    g("h_ok_phrase_then_hash", "B", "73", "correct", "hash", CUP + "So the bakery has 73 cupcakes left.\n#### 73",
      "phrase and #### agree"),
    g("h_ok_label_money", "B", "17400", "correct", "hash", RENT + "Final answer: #### $17,400", "money with a comma"),
    g("h_ok_money_decimals", "B", "17400", "correct", "hash", RENT + "The answer is\n#### 17400.00", "two zero decimals"),
    g("h_ok_equation_gold", "B", "73", "correct", "hash", CUP + "Final: #### 168 - 95 = 73", "an equation ending at the gold"),
    g("h_ok_heading_then_hash", "B", "73", "correct", "hash", QWEN + "### Final Answer\n#### 73", "Qwen steps, a heading, ####"),
    g("h_ok_kg", "B", "3.75", "correct", "hash", FLOUR + "Answer: #### 3.75 kg", "a decimal with a unit"),
    g("h_ok_mixed_number", "B", "3.75", "correct", "hash", FLOUR + "Answer: #### 3 3/4", "3 3/4 = 3.75"),
    g("h_ok_percent_sign", "B", "75", "correct", "hash", PASS + "The answer is:\n#### 75%", "a percent sign"),
    g("h_ok_percent_word", "B", "75", "correct", "hash", PASS + "#### 75 percent", "'percent'"),
    g("h_ok_celsius", "B", "-9", "correct", "hash", TEMP + "Final answer: #### -9 degrees Celsius", "negative with a unit"),
    g("h_ok_french_phrase", "B", "73", "correct", "hash", CUP + "La réponse est 73.\n#### 73", "French phrase, then ####"),
    g("h_ok_korean_label", "B", "73", "correct", "hash", CUP + "답: 73개\n#### 73", "Korean label with a counter"),
    g("h_ok_hindi_label", "B", "73", "correct", "hash", CUP + "उत्तर: 73\n#### 73", "Hindi label"),
    g("h_ok_pleasantry_after", "B", "73", "correct", "hash",
      CUP + "#### 73\n\nLet me know if you have any other questions!", "a pleasantry after"),
    g("h_ok_r1_bold_then_hash", "B", "73", "correct", "hash", R1 + "**Answer:** 73\n\n#### 73", "R1 trace, bold answer, ####"),
    g("h_ok_trailing_full_stop", "B", "312", "correct", "hash", STAMP + "Answer: #### 312.", "a full stop after"),

    # ================================================================ 3. exactness
    m("x_bag_decimal", "A", G_BAG, "wrong", "boxed", BAG + r"So $P = \boxed{0.444}$.", "4/9 rounded to 0.444"),
    m("x_bag_decimal_long", "A", G_BAG, "wrong", "boxed", BAG + r"$P = \boxed{0.4444444444}$", "ten 4s"),
    m("x_bag_plus_tiny", "A", G_BAG, "wrong", "boxed", BAG + r"$P = \boxed{\frac{4}{9} + 10^{-12}}$", "+1e-12"),
    m("x_bag_tiny_imag", "A", G_BAG, "wrong", "boxed", BAG + r"$P = \boxed{\frac{4}{9} + 10^{-9} i}$", "a tiny imaginary part"),
    m("x_bag_numerator_off", "A", G_BAG, "wrong", "boxed", BAG + r"$P = \boxed{\frac{4.0001}{9}}$", "numerator off by 1e-4"),
    m("x_bag_percent_rounded", "A", G_BAG, "wrong", "boxed", BAG + r"$P = \boxed{44.4\%}$", "44.4 % is not 4/9"),
    m("x_bag_power_off", "A", G_BAG, "wrong", "boxed", BAG + r"$P = \boxed{\left(\frac{2}{3}\right)^{2.001}}$", "exponent 2.001"),
    m("x_r48_decimal", "A", G_R48, "wrong", "boxed", R48 + r"So $\sqrt{48} = \boxed{6.928}$.", "6.928"),
    m("x_r48_radicand_off", "A", G_R48, "wrong", "boxed", R48 + r"$\boxed{4\sqrt{3.0001}}$", "radicand 3.0001"),
    m("x_r48_power_off", "A", G_R48, "wrong", "boxed", R48 + r"$\boxed{48^{0.4999}}$", "48^0.4999"),
    m("x_r48_sin_tiny", "A", G_R48, "wrong", "boxed", R48 + r"$\boxed{4\sqrt{3} + \sin(10^{-8})}$", "+ sin(1e-8)"),
    m("x_rat_decimal", "A", G_RAT, "wrong", "boxed", RAT + r"$= \boxed{0.586}$", "0.586"),
    m("x_rat_sign", "A", G_RAT, "wrong", "boxed", RAT + r"$= \boxed{2 + \sqrt{2}}$", "sign flipped"),
    m("x_rat_exp_tiny", "A", G_RAT, "wrong", "boxed", RAT + r"$= \boxed{2 - \sqrt{2} + e^{-40}}$", "+ e^-40"),
    m("x_circ_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r"$\approx \boxed{50.27}$", "16\\pi rounded"),
    m("x_circ_22_7", "A", G_CIRC, "wrong", "boxed", CIRC + r"$= \boxed{16 \cdot \frac{22}{7}}$", "22/7 for pi"),
    m("x_circ_3_14", "A", G_CIRC, "wrong", "boxed", CIRC + r"Using $\pi = 3.14$, the area is $\boxed{50.24}$.", "3.14 for pi"),
    m("x_circ_pi_perturbed", "A", G_CIRC, "wrong", "boxed", CIRC + r"$= \boxed{16.0000001\pi}$", "coefficient off by 1e-7"),
    m("x_cpx_tiny_real", "A", G_CPX, "wrong", "boxed", CPX + r"$= \boxed{8.000000001 - i}$", "real part off by 1e-9"),
    m("x_cpx_imag_coeff_off", "A", G_CPX, "wrong", "boxed", CPX + r"$= \boxed{8 - 1.0000001 i}$", "imag part off by 1e-7"),
    m("x_acos_decimal", "A", G_ACOS, "wrong", "boxed", ACOS + r"That is $\boxed{1.047}$.", "pi/3 rounded"),
    m("x_acos_plus_tiny", "A", G_ACOS, "wrong", "boxed", ACOS + r"$\boxed{\frac{\pi}{3} + 10^{-15}}$", "+1e-15"),
    m("x_log_under", "A", "6", "wrong", "boxed", LOG + r"$\log_2 64 = \boxed{5.9999}$.", "5.9999"),
    m("x_log_base_perturbed", "A", "6", "wrong", "boxed", LOG + r"$\log_2 64 = \boxed{\frac{\ln 64}{\ln 2.0001}}$", "ln 2.0001"),
    m("x_rt5_decimal", "A", G_RT5, "wrong", "boxed", RT5 + r"$= \boxed{0.447}$", "0.447"),
    m("x_rt5_inverted", "A", G_RT5, "wrong", "boxed", RT5 + r"$= \boxed{\sqrt{5}}$", "the reciprocal's reciprocal"),
    m("x_sin_decimal", "A", G_SIN, "wrong", "boxed", SIN + r"$\sin 60^\circ = \boxed{0.866}$", "0.866"),
    m("x_sumi_under", "A", "210", "wrong", "boxed", SUMI + r"$= \boxed{209.9999}$", "209.9999"),
    m("x_pow_plus_tiny", "A", "729", "wrong", "boxed", POW + r"$= \boxed{729 + 2^{-60}}$", "+2^-60"),
    g("x_gsm_flour_rounded", "A", "3.75", "wrong", "hash", FLOUR + "#### 3.8", "3.75 rounded to 3.8"),
    g("x_gsm_flour_almost", "A", "3.75", "wrong", "hash", FLOUR + "#### 3.7499999", "3.7499999"),
    g("x_gsm_rent_cent", "A", "17400", "wrong", "hash", RENT + "#### 17,400.01", "one cent more"),
    g("x_gsm_near_integer", "A", "73", "wrong", "hash", CUP + "#### 72.99999999", "just under 73"),
    g("x_gsm_temp_near", "A", "-9", "wrong", "hash", TEMP + "#### -9.0000001", "just under -9"),
    m("x_ok_bag_repeating", "B", G_BAG, "correct", "boxed", BAG + r"$P = \boxed{0.\overline{4}}$", "0.(4) = 4/9 exactly"),
    m("x_ok_bag_exact_then_approx", "B", G_BAG, "correct", "boxed", BAG + r"$P = \boxed{\frac{4}{9} \approx 0.44}$",
      "the exact value, then the model's own rounding"),
    m("x_ok_bag_unreduced", "B", G_BAG, "correct", "boxed", BAG + r"$P = \boxed{\frac{8}{18}}$", "8/18"),
    m("x_ok_bag_power", "B", G_BAG, "correct", "boxed", BAG + r"$P = \boxed{\left(\frac{2}{3}\right)^2}$", "(2/3)^2"),
    m("x_ok_r48_sqrt48", "B", G_R48, "correct", "boxed", R48 + r"$\boxed{\sqrt{48}}$", "unsimplified root"),
    m("x_ok_r48_2sqrt12", "B", G_R48, "correct", "boxed", R48 + r"$\boxed{2\sqrt{12}}$", "2\\sqrt{12}"),
    m("x_ok_r48_power_half", "B", G_R48, "correct", "boxed", R48 + r"$\boxed{48^{1/2}}$", "48^{1/2}"),
    m("x_ok_rat_unsimplified", "B", G_RAT, "correct", "boxed", RAT + r"$= \boxed{\frac{4 - 2\sqrt{2}}{2}}$", "unsimplified"),
    m("x_ok_rat_reordered", "B", G_RAT, "correct", "boxed", RAT + r"$= \boxed{-\sqrt{2} + 2}$", "reordered"),
    m("x_ok_circ_pi_times", "B", G_CIRC, "correct", "boxed", CIRC + r"$= \boxed{\pi \cdot 16}$", "pi first"),
    m("x_ok_circ_exact_then_approx", "B", G_CIRC, "correct", "boxed", CIRC + r"$= \boxed{16\pi} \approx 50.27$",
      "box exact, then a rounding after it"),
    m("x_ok_cpx_reordered", "B", G_CPX, "correct", "boxed", CPX + r"$= \boxed{-i + 8}$", "reordered"),
    m("x_ok_acos_slash", "B", G_ACOS, "correct", "boxed", ACOS + r"$\boxed{\pi/3}$", "pi/3"),
    m("x_ok_acos_degrees", "B", G_ACOS, "correct", "boxed", ACOS + r"$\boxed{60^\circ}$",
      "60 degrees for pi/3; debatable: the gold is in radians", True),
    m("x_ok_log_ratio", "B", "6", "correct", "boxed", LOG + r"$\log_2 64 = \boxed{\frac{\ln 64}{\ln 2}}$", "ln 64 / ln 2 = 6"),
    m("x_ok_rt5_recip", "B", G_RT5, "correct", "boxed", RT5 + r"$\boxed{\frac{1}{\sqrt{5}}}$", "1/\\sqrt5 = \\sqrt5/5"),
    m("x_ok_sin_slash", "B", G_SIN, "correct", "boxed", SIN + r"$\sin 60^\circ = \boxed{\sqrt{3}/2}$", "\\sqrt3/2"),
    m("x_ok_sin_root_quarter", "B", G_SIN, "correct", "boxed", SIN + r"$\sin 60^\circ = \boxed{\sqrt{\frac{3}{4}}}$", "\\sqrt{3/4}"),
    m("x_ok_pow_power", "B", "729", "correct", "boxed", POW + r"$\boxed{3^6}$", "3^6"),
    m("x_ok_sumi_binom", "B", "210", "correct", "boxed", SUMI + r"$= \boxed{\binom{21}{2}}$", "C(21, 2) = 210"),
    m("x_ok_exp_reordered", "B", G_EXP, "correct", "boxed", EXP + r"$= \boxed{2x + x^2 - 15}$", "terms reordered"),
    g("x_ok_gsm_trailing_zero", "B", "3.75", "correct", "hash", FLOUR + "#### 3.750", "a trailing zero"),
    g("x_ok_gsm_sci", "B", "17400", "correct", "hash", RENT + "#### 1.74 \\times 10^4", "scientific notation"),
    g("x_ok_gsm_neg_decimal", "B", "-9", "correct", "hash", TEMP + "#### -9.0", "-9.0"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_french_negated_only", "A", "73", "no_answer", "prose_sentence", CUP.split("\n")[0] + "\nLa réponse n'est pas 73.",
      "French: 'the answer is not 73', nothing else"),
    g("n_russian_negated_only", "A", "73", "no_answer", "prose_sentence", CUP.split("\n")[0] + "\nОтвет: не 73.",
      "Russian: 'answer: not 73'"),
    g("n_chinese_negated_only", "A", "73", "no_answer", "prose_sentence", "每盒12个，共14盒，卖出95个。\n答案不是73。",
      "Chinese: 'the answer is not 73'"),
    g("n_japanese_negated_only", "A", "73", "no_answer", "prose_sentence", "14箱×12個＝168個。\n答えは73ではありません。",
      "Japanese: 'the answer is not 73'"),
    g("n_hash_sout_only", "A", "73", "no_answer", "hash", CUP + "#### \\sout{73}", "struck with \\sout, nothing after"),
    g("n_hash_xout_then_other", "A", "73", "wrong", "hash", CUP + "#### \\xout{73} 83", "struck 73, then 83"),
    g("n_hash_markdown_strike_other", "A", "73", "wrong", "hash", CUP + "#### ~~73~~ 83", "markdown strike, then 83"),
    g("n_hash_bang_equal", "A", "73", "no_answer", "hash", CUP + "#### != 73", "'!= 73'"),
    g("n_hash_latex_ne", "A", "73", "no_answer", "hash", CUP + "#### x \\ne 73", "x \\ne 73"),
    g("n_hash_spanish_not_correct", "A", "73", "wrong", "hash", CUP + "#### 73 no es correcto", "Spanish: '73 is not correct'"),
    g("n_hash_never", "A", "73", "no_answer", "prose_sentence", CUP.split("\n")[0] + "\nThe number left can never be 73.",
      "'can never be 73'"),
    g("n_hash_ballot_x", "A", "73", "wrong", "hash", CUP + "#### 73 ✘", "a heavy ballot X after the value"),
    g("n_hash_arrow_wrong", "A", "73", "wrong", "hash", CUP + "#### 73 <- wrong", "an arrow and 'wrong'"),
    g("n_false_emdash", "A", "73", "wrong", "prose_sentence", CUP + "73 cupcakes left — false.", "'— false'"),
    g("n_hash_no_entry", "A", "73", "wrong", "hash", CUP + "#### 73 🚫", "a prohibited sign after the value; debatable: an emoji", True),
    g("n_hash_solidus_overlay", "A", "73", "no_answer", "hash", CUP + "#### 7\u03383\u0338", "digits overlaid with U+0338 (struck)"),
    g("n_hash_polish_not_right", "A", "73", "wrong", "hash", CUP + "#### 73 — nie, to nie jest dobrze.", "Polish: 'no, that is not right'"),
    g("n_hash_incorrect_annotation", "A", "73", "wrong", "hash", CUP + "#### 73 (incorrect)", "the model marks it incorrect"),
    g("n_turkish_not", "A", "73", "no_answer", "prose_sentence", CUP.split("\n")[0] + "\nCevap 73 değil.",
      "Turkish: 'the answer is not 73'"),
    m("n_box_sout_then_other", "A", G_CIRC, "wrong", "boxed", CIRC + r"$\boxed{\sout{16\pi}\ 8\pi}$", "struck gold, 8\\pi in the box"),
    m("n_box_cancel_whole", "A", G_CIRC, "no_answer", "boxed", CIRC + r"$\cancel{\boxed{16\pi}}$", "the whole box cancelled"),
    m("n_box_text_wrong", "A", G_CIRC, "wrong", "boxed", CIRC + r"$\boxed{16\pi}\ \text{(wrong)}$", "marked wrong"),
    m("n_box_neq", "A", G_BAG, "no_answer", "boxed", BAG + r"$P \neq \boxed{\frac{4}{9}}$", "P \\neq the box"),
    m("n_box_red_x", "A", G_ACOS, "wrong", "boxed", ACOS + r"$\boxed{\frac{\pi}{3}}$ ❌", "a red cross after the box"),
    g("n_ok_paren_german_nicht", "B", "73", "correct", "hash", CUP + "#### 73 (nicht 83)", "German: '(not 83)'"),
    g("n_ok_not_other_reason", "B", "73", "correct", "hash", CUP + "#### 73 (not 83: that would mean only 85 were sold)",
      "a rejected alternative in parentheses"),
    g("n_ok_neither_nor", "B", "73", "correct", "hash", "Neither 72 nor 74 works; " + CUP + "#### 73", "'neither ... nor' before"),
    g("n_ok_note_not_including", "B", "73", "correct", "hash", CUP + "#### 73\nNote: this does not include the 95 sold.",
      "'not' about something else"),
    g("n_ok_check_mark", "B", "73", "correct", "hash", CUP + "#### 73 ✓", "a check mark"),
    g("n_ok_french_ce_nest_pas", "B", "73", "correct", "hash", CUP + "Ce n'est pas 83, c'est 73.\n#### 73", "French: 'not 83, it's 73'"),
    g("n_ok_spanish_no_es", "B", "73", "correct", "hash", CUP + "No es 83; son 73.\n#### 73", "Spanish: 'not 83; it's 73'"),
    g("n_ok_minus_word", "B", "-9", "correct", "hash", TEMP + "#### minus 9",
      "'minus 9' = -9; debatable: a number word", True),
    m("n_ok_not_circumference", "B", G_CIRC, "correct", "boxed",
      CIRC + r"$= \boxed{16\pi}$ (not $8\pi$, which is the circumference)", "a rejected value in an aside"),
    m("n_ok_not_prime", "B", "210", "correct", "boxed", SUMI + r"$= \boxed{210}$, which is not prime.", "'not prime'"),
    m("n_ok_strike_then_gold", "B", G_CIRC, "correct", "boxed", CIRC + r"$\sout{8\pi}$ $\boxed{16\pi}$", "struck 8\\pi, then the box"),
    m("n_ok_cancel_working", "B", G_BAG, "correct", "boxed",
      BAG + r"$= \frac{2 \cdot 2}{3 \cdot 3}$, and nothing cancels: $\boxed{\frac{4}{9}}$", "'nothing cancels'"),

    # ================================================================ 5. words after a number
    g("u_dozen", "A", "73", "wrong", "hash", CUP + "#### 73 dozen", "73 dozen = 876"),
    g("u_hundred", "A", "73", "wrong", "hash", CUP + "#### 73 hundred", "7300"),
    g("u_thousand", "A", "73", "wrong", "hash", CUP + "#### 73 thousand", "73000"),
    g("u_crore", "A", "73", "wrong", "hash", CUP + "#### 73 crore", "73 crore = 730 million"),
    g("u_k_suffix", "A", "73", "wrong", "hash", CUP + "#### 73k", "73,000"),
    g("u_percent_for_count", "A", "73", "wrong", "hash", CUP + "#### 73%", "73 % is 0.73"),
    g("u_tenths", "A", "73", "wrong", "hash", CUP + "#### 73 tenths", "7.3"),
    g("u_half_dozens", "A", "73", "wrong", "hash", CUP + "#### 73 half-dozens", "438"),
    g("u_times_more", "A", "73", "wrong", "hash", CUP + "#### 73 times more", "a ratio, not a count"),
    g("u_or_more", "A", "73", "wrong", "hash", CUP + "#### 73 or more", "a bound"),
    g("u_at_minimum", "A", "73", "wrong", "hash", CUP + "#### 73 at minimum", "a bound"),
    g("u_and_a_half", "A", "73", "wrong", "hash", CUP + "#### 73 and a half", "73.5"),
    g("u_percent_of_them", "A", "73", "wrong", "hash", CUP + "#### 73 percent of them", "a share, not a count"),
    g("u_cents_for_dollars", "A", "17400", "wrong", "hash", RENT + "#### 17,400 cents", "$174"),
    g("u_above_zero", "A", "-9", "wrong", "hash", TEMP + "#### 9 above zero", "+9"),
    g("u_degrees_warmer", "A", "-9", "wrong", "hash", TEMP + "#### 9 degrees warmer", "a change, not -9"),
    g("u_ordinal", "A", "73", "wrong", "hash", CUP + "#### 73rd",
      "an ordinal; debatable: a rank, not a count", True),
    g("u_box_text_million", "A", "73", "wrong", "boxed", CUP + "$\\boxed{73 \\text{ million}}$", "73 million"),
    m("u_box_percent_fraction", "A", G_BAG, "wrong", "boxed", BAG + r"$\boxed{\frac{4}{9}\%}$", "4/9 of a percent"),
    m("u_box_degree_on_radian", "A", G_ACOS, "wrong", "boxed", ACOS + r"$\boxed{\frac{\pi}{3}^\circ}$", "pi/3 degrees"),
    m("u_box_text_squared", "A", "729", "wrong", "boxed", POW + r"$\boxed{729 \text{ squared}}$", "729^2"),
    g("u_ok_noun", "B", "73", "correct", "hash", CUP + "#### 73 cupcakes", "the counted noun"),
    g("u_ok_noun_remaining", "B", "73", "correct", "hash", CUP + "#### 73 cupcakes remaining", "noun + 'remaining'"),
    g("u_ok_usd_suffix", "B", "17400", "correct", "hash", RENT + "#### 17,400 USD", "USD after"),
    g("u_ok_per_year", "B", "17400", "correct", "hash", RENT + "#### $17,400 per year", "'per year' is the quantity's unit"),
    g("u_ok_thousand_word", "B", "17400", "correct", "hash", RENT + "#### 17.4 thousand dollars", "17.4 thousand = 17,400"),
    g("u_ok_kilograms", "B", "3.75", "correct", "hash", FLOUR + "#### 3.75 kilograms", "kilograms"),
    g("u_ok_celsius_symbol", "B", "-9", "correct", "hash", TEMP + "#### -9 °C", "degree Celsius sign"),
    g("u_ok_below_zero", "B", "-9", "correct", "hash", TEMP + "#### 9 below zero", "'9 below zero' = -9"),
    g("u_ok_km", "B", "45", "correct", "hash", BIKE + "#### 45 km", "km"),
    g("u_ok_kilometres", "B", "45", "correct", "hash", BIKE + "#### 45 kilometres", "British spelling"),
    g("u_ok_min", "B", "126", "correct", "hash", SHOW + "#### 126 min", "'min' (minutes, not minimum)"),
    g("u_ok_stamps_total", "B", "312", "correct", "hash", STAMP + "#### 312 stamps in total", "'in total'"),
    g("u_ok_pct", "B", "75", "correct", "hash", PASS + "#### 75 pct", "'pct'"),
    g("u_ok_box_text_km", "B", "45", "correct", "boxed", BIKE + "$\\boxed{45\\text{ km}}$", "a unit in \\text in a box"),
    g("u_ok_chinese_counter", "B", "73", "correct", "hash", CUP + "#### 73个", "Chinese counter"),
    g("u_ok_japanese_counter", "B", "312", "correct", "hash", STAMP + "#### 312枚", "Japanese counter"),
    g("u_ok_russian_noun", "B", "73", "correct", "hash", CUP + "#### 73 кекса", "Russian noun"),
    m("u_ok_box_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r"$= \boxed{16\pi\ \text{cm}^2}$", "cm^2 in the box"),
    m("u_ok_box_degrees_word", "B", "72", "correct", "boxed", PENT + r"Each is $\boxed{72 \text{ degrees}}$.", "'degrees'"),

    # ================================================================ 6. retractions and after-text
    g("r_de_moment", "A", "73", "wrong", "hash", CUP + "#### 73\nMoment, das stimmt nicht — es wurden 85 verkauft, also 83.",
      "German retraction to 83"),
    g("r_fr_attendez", "A", "73", "wrong", "hash", CUP + "#### 73\nAttendez, je me suis trompé : 168 - 85 = 83.", "French"),
    g("r_es_espera", "A", "73", "wrong", "hash", CUP + "#### 73\nEspera, me equivoqué: son 83.", "Spanish"),
    g("r_pt_espere", "A", "73", "wrong", "hash", CUP + "#### 73\nEspere, errei a conta: na verdade são 83.", "Portuguese"),
    g("r_it_aspetta", "A", "73", "wrong", "hash", CUP + "#### 73\nAspetta, ho sbagliato: sono 83.", "Italian"),
    g("r_nl_wacht", "A", "73", "wrong", "hash", CUP + "#### 73\nWacht, ik heb me vergist: het zijn er 83.", "Dutch"),
    g("r_ru_stop", "A", "73", "wrong", "hash", CUP + "#### 73\nСтоп, я ошибся: на самом деле 83.", "Russian"),
    g("r_pl_chwila", "A", "73", "wrong", "hash", CUP + "#### 73\nChwileczkę, pomyliłem się: to 83.", "Polish"),
    g("r_tr_dur", "A", "73", "wrong", "hash", CUP + "#### 73\nDur, hata yaptım: aslında 83.", "Turkish"),
    g("r_zh_deng", "A", "73", "wrong", "hash", CUP + "#### 73\n等等，我算错了，应该是83。", "Chinese"),
    g("r_ja_matte", "A", "73", "wrong", "hash", CUP + "#### 73\n待って、計算を間違えました。正しくは83です。", "Japanese"),
    g("r_ko_jamkkan", "A", "73", "wrong", "hash", CUP + "#### 73\n잠깐, 계산을 잘못했습니다. 정답은 83입니다.", "Korean"),
    g("r_vi_khoan", "A", "73", "wrong", "hash", CUP + "#### 73\nKhoan đã, tôi tính sai: đáp án là 83.", "Vietnamese"),
    g("r_hi_rukiye", "A", "73", "wrong", "hash", CUP + "#### 73\nरुकिए, मुझसे गलती हुई: सही उत्तर 83 है।", "Hindi"),
    g("r_ar_intazir", "A", "73", "wrong", "hash", CUP + "#### 73\nانتظر، لقد أخطأت: الجواب الصحيح 83.", "Arabic"),
    g("r_fa_sabr", "A", "73", "wrong", "hash", CUP + "#### 73\nصبر کنید، اشتباه کردم: جواب درست 83 است.", "Persian"),
    g("r_sw_subiri", "A", "73", "wrong", "hash", CUP + "#### 73\nSubiri, nimekosea: jibu ni 83.", "Swahili"),
    g("r_cs_pockej", "A", "73", "wrong", "hash", CUP + "#### 73\nPočkej, spletl jsem se: správně je 83.", "Czech"),
    g("r_hu_varj", "A", "73", "wrong", "hash", CUP + "#### 73\nVárj, elszámoltam: a helyes válasz 83.", "Hungarian"),
    g("r_id_tunggu", "A", "73", "wrong", "hash", CUP + "#### 73\nTunggu, saya keliru menghitung: jawabannya 83.", "Indonesian"),
    g("r_he_rega", "A", "73", "wrong", "hash", CUP + "#### 73\nרגע, טעיתי: התשובה היא 83.", "Hebrew"),
    g("r_uk_zachekai", "A", "73", "wrong", "hash", CUP + "#### 73\nЗачекай, я помилився: правильна відповідь 83.", "Ukrainian"),
    g("r_bn_ek_minit", "A", "73", "wrong", "hash", CUP + "#### 73\nএক মিনিট, আমি ভুল করেছি: সঠিক উত্তর 83।", "Bengali"),
    g("r_el_perimene", "A", "73", "wrong", "hash", CUP + "#### 73\nΠερίμενε, έκανα λάθος: η σωστή απάντηση είναι 83.", "Greek"),
    g("r_ro_stai", "A", "73", "wrong", "hash", CUP + "#### 73\nStai, am greșit: răspunsul corect este 83.", "Romanian"),
    m("r_box_radius_redo", "A", G_CIRC, "wrong", "boxed",
      CIRC + r"$= \boxed{16\pi}$" + "\n\nWait — 4 is the diameter, not the radius. With radius $2$ the area is $\\boxed{4\\pi}$.",
      "a new box after a misreading"),
    m("r_box_withdrawn_no_new", "A", G_BAG, "wrong", "boxed",
      BAG + r"$P = \boxed{\frac{4}{9}}$" + "\n\nHmm, on reflection this is wrong: the draws are without replacement.",
      "the box withdrawn, nothing new"),
    m("r_minerva_then_correction", "A", G_ACOS, "wrong", "minerva",
      ACOS + MINERVA.format(r"$\frac{\pi}{3}$") + "\n\nCorrection: I mixed up the sign; the answer is $\\frac{2\\pi}{3}$.",
      "a correction after the Minerva line"),
    g("r_r1_bold_then_other", "A", "73", "wrong", "prose_sentence",
      R1 + "**73**\n\nActually, rereading the problem, 85 were sold, so **83**.", "R1, bold 73, then bold 83"),
    g("r_edit_after_tag", "A", "73", "wrong", "tag", TH + "<answer>73</answer>\n\nEDIT: miscounted, should be 83.",
      "an edit after the tag"),
    g("r_review_new_hash", "A", "73", "wrong", "hash",
      CUP + "#### 73\n\nUpon review, each box holds 11: 14 * 11 = 154 and 154 - 95 = 59.\n#### 59", "a second #### after review"),
    g("r_scratch_no_new", "A", "73", "wrong", "hash", CUP + "#### 73\nScratch that; I need to recount the boxes.",
      "withdrawn, no new value"),
    g("r_ok_de_probe", "B", "73", "correct", "hash", CUP + "#### 73\nProbe: 73 + 95 = 168 ✓", "German check"),
    g("r_ok_fr_verification", "B", "73", "correct", "hash", CUP + "#### 73\nVérification : 73 + 95 = 168. C'est correct.", "French check"),
    g("r_ok_es_comprobacion", "B", "73", "correct", "hash", CUP + "#### 73\nComprobación: 168 - 95 = 73, correcto.", "Spanish check"),
    g("r_ok_ja_kakunin", "B", "73", "correct", "hash", CUP + "#### 73\n確認：73 + 95 = 168 なので正しいです。", "Japanese check"),
    g("r_ok_zh_yanzheng", "B", "73", "correct", "hash", CUP + "#### 73\n验证：73 + 95 = 168，正确。", "Chinese check"),
    g("r_ok_ru_proverka", "B", "73", "correct", "hash", CUP + "#### 73\nПроверка: 73 + 95 = 168, верно.", "Russian check"),
    g("r_ok_ko_geomsan", "B", "73", "correct", "hash", CUP + "#### 73\n검산: 73 + 95 = 168. 맞습니다.", "Korean check"),
    g("r_ok_hi_janch", "B", "73", "correct", "hash", CUP + "#### 73\nजाँच: 73 + 95 = 168, सही है।", "Hindi check"),
    g("r_ok_wait_confirms", "B", "73", "correct", "hash",
      CUP + "#### 73\nWait, let me double-check: 14 * 12 = 168 and 168 - 95 = 73. Yes, 73 is right.", "a 'wait' that confirms"),
    g("r_ok_boxes_aside", "B", "73", "correct", "hash", CUP + "#### 73\n(That's 6 full boxes and 1 extra cupcake.)",
      "other numbers in a harmless aside (6 * 12 + 1 = 73)"),
    g("r_ok_emoji_after", "B", "73", "correct", "hash", CUP + "#### 73 🎉", "a party emoji"),
    g("r_ok_eot_turn_after", "B", "73", "correct", "hash",
      CUP + "#### 73" + EOT + "What if 85 were sold?" + EOT_A + "Then 168 - 85 = 83.",
      "an invented Llama 3 turn after (README convention)"),
    m("r_ok_hope_helps", "B", G_CIRC, "correct", "boxed",
      CIRC + r"$= \boxed{16\pi}$" + "\n\nI hope this helps! Let me know if anything is unclear.", "a pleasantry"),
    m("r_ok_same_other_way", "B", G_BAG, "correct", "boxed",
      BAG + r"$P = \boxed{\frac{4}{9}}$" + "\n\nAlternatively, of the 9 equally likely ordered colour pairs, 4 are red-red, "
      r"giving the same $\frac{4}{9}$.", "a second method that agrees"),
    m("r_ok_generalisation_after", "B", "210", "correct", "boxed",
      SUMI + r"$= \boxed{210}$" + "\n\nIn general $1 + \\dots + n = \\frac{n(n+1)}{2}$; for $n = 10$ it would be $55$.",
      "a general remark with another value after the box"),
    m("r_ok_qwen_end_then_check", "B", G_SIN, "correct", "boxed",
      SIN + QWEN_END.format(r"\frac{\sqrt{3}}{2}") + "\n\nCheck: $\\left(\\frac{\\sqrt{3}}{2}\\right)^2 + \\left(\\frac{1}{2}\\right)^2 = 1$. ✓",
      "Qwen ending, then a check with other numbers"),

    # ================================================================ 7. quoted, reported, hypothetical
    g("q_key_only_no_own", "A", "73", "no_answer", "prose_sentence",
      "My teacher's answer key says 73, but I get something else and can't finish the calculation.",
      "a reported value, no own answer"),
    g("q_format_example_only", "A", "73", "no_answer", "none",
      "Please write your answer as '#### <number>', for example '#### 73'.", "only a format example"),
    g("q_hypothetical_then_other", "A", "73", "wrong", "hash",
      "Had the bakery sold 95, 73 would be left. But 10 cupcakes came back, so 168 - 95 + 10 = 83.\n#### 83",
      "the gold in a counterfactual, the model's 83"),
    g("q_student_claim_then_other", "A", "73", "wrong", "hash",
      "A student claimed the answer is 73. Checking: the student forgot the 10 returned cupcakes, "
      "so 168 - 95 + 10 = 83.\n#### 83", "the gold as someone's claim, rejected"),
    g("q_code_example_no_answer", "A", "73", "no_answer", "none",
      "```\nprint('#### 73')  # example output format\n```\nI could not compute the result.", "an example in code, then a refusal"),
    g("q_blockquote_other_solution", "A", "73", "wrong", "hash",
      "> Another solution online says #### 73.\n\nI disagree: 168 - 85 = 83.\n#### 83", "the gold in a quoted block"),
    g("q_json_template_only", "A", "73", "no_answer", "none", 'Return JSON like {"answer": 73}.', "a template"),
    g("q_chinese_reported_other", "A", "73", "wrong", "hash", "题目说答案是73，但我算出来是83。\n#### 83",
      "Chinese: 'the problem says 73, but I get 83'"),
    g("q_german_hypothetical_other", "A", "73", "wrong", "hash",
      "Wenn 95 verkauft worden wären, blieben 73 übrig. Es wurden aber 85 verkauft.\n#### 83", "German counterfactual"),
    g("q_spanish_quote_doubt", "A", "73", "no_answer", "prose_sentence",
      'El profesor dijo: "la respuesta es 73". No estoy seguro de cómo llegó a eso.', "Spanish: a reported value and a doubt"),
    g("q_user_said_then_other", "A", "73", "wrong", "hash", "You said 73, but that misses the returned cupcakes: 83.\n#### 83",
      "the user's value rejected"),
    g("q_im_start_user_gold", "A", "73", "wrong", "hash",
      "168 - 85 = 83.\n#### 83<|im_end|>\n<|im_start|>user\nThe answer is 73.<|im_end|>", "the gold only in an invented user turn"),
    g("q_example_then_other", "A", "73", "wrong", "hash",
      "Example: a shop with 168 cupcakes that sells 95 has 73 left.\nOur bakery sells 85, so 168 - 85 = 83.\n#### 83",
      "the gold in a worked example"),
    m("q_textbook_box_then_own", "A", G_CIRC, "wrong", "prose_sentence",
      r"The textbook's answer is $\boxed{16\pi}$, but I think the radius is $2$, so the area is $4\pi$.",
      "the gold in the textbook's box; the model's 4\\pi"),
    m("q_common_mistake_cut", "A", G_CIRC, "no_answer", "truncated",
      r"A common mistake is to answer $\boxed{8\pi}$. To get the area we square the radius: $\pi \cdot 4^2 =",
      "a mistake shown, then cut"),
    m("q_hypothetical_box_other", "A", G_CIRC, "wrong", "prose_sentence",
      r"If the radius were $4$, the area would be $\boxed{16\pi}$. Here the radius is $5$, so the area is $25\pi$.",
      "the gold boxed in a hypothetical"),
    m("q_minerva_example_only", "A", G_CIRC, "no_answer", "none",
      "End your response like this example:\nFinal Answer: The final answer is $16\\pi$. I hope it is correct.",
      "a Minerva format example, no solution"),
    m("q_suppose_box_refuted_no_answer", "A", G_BAG, "no_answer", "none",
      r"Suppose $P = \boxed{\frac{4}{9}}$. I cannot verify this assumption without more information.",
      "a supposition only"),
    g("q_ok_key_agrees", "B", "73", "correct", "hash", CUP + "This matches the answer key.\n#### 73", "a key that agrees"),
    m("q_ok_if_then_actual", "B", G_CIRC, "correct", "boxed",
      r"If the radius were $5$, the area would be $25\pi$; since it is $4$, the area is $\boxed{16\pi}$.",
      "a hypothetical, then the actual box"),
    g("q_ok_chinese_quote_problem", "B", "73", "correct", "hash",
      "题目说“每盒12个，共14盒，卖出95个”。14 × 12 = 168，168 − 95 = 73。\n#### 73", "the problem quoted in Chinese"),
    g("q_ok_student_mistake_explained", "B", "73", "correct", "hash",
      "A student might answer 83 by misreading 95 as 85; the correct count is 168 - 95 = 73.\n#### 73",
      "a wrong answer attributed, then the model's"),
    g("q_ok_format_example_first", "B", "73", "correct", "hash", "Format: #### <number>, e.g. #### 100\n\n" + CUP + "#### 73",
      "a format example before the real answer"),
    g("q_ok_code_output", "B", "73", "correct", "hash", "```python\nprint(14 * 12 - 95)\n```\nOutput: 73\n\n#### 73",
      "code and output, then ####"),
    g("q_ok_json_answer", "B", "73", "correct", "none", '{"reasoning": "14 * 12 = 168; 168 - 95 = 73", "answer": 73}',
      "a JSON answer object; debatable: no marker the prompts ask for", True),
    g("q_ok_some_might_say", "B", "73", "correct", "hash",
      "Some might say 83, but that assumes 85 were sold. The bakery sold 95, so 73 remain.\n#### 73",
      "a rejected reported value first"),
    g("q_ok_french_hypothetical", "B", "73", "correct", "hash",
      "Si elle avait vendu 85 cupcakes, il en resterait 83 ; elle en a vendu 95, donc il en reste 73.\n#### 73",
      "French counterfactual, then the actual"),
    m("q_ok_test_then_right", "B", G_BAG, "correct", "boxed",
      BAG + r"Let's test $\frac{1}{3}$: that is the chance of one red draw minus... no, too small. The right value is "
      r"$\boxed{\frac{4}{9}}$.", "a tested value, then the box"),
    m("q_ok_minerva_fewshot_tail", "B", G_CIRC, "correct", "minerva",
      CIRC + MINERVA.format(r"$16\pi$") + "\n\nProblem:\nFind the area of a circle of radius 5.\n\nSolution:\n"
      "The area is $25\\pi$.\nFinal Answer: The final answer is $25\\pi$. I hope it is correct.",
      "an invented few-shot problem after the answer (README convention); debatable", True),
    m("q_ok_llama_end_quote_problem", "B", "23", "correct", "boxed",
      'The problem asks: "Convert $212_3$ to base 10."\n' + B3 + "$= 18 + 3 + 2 = 23$.\n\n" + LLAMA_END.format("23"),
      "the problem quoted, then a Llama ending"),

    # ================================================================ 8. bad input
    g("b_superscript_cube", "A", "73", "wrong", "hash", CUP + "#### 7³", "7 cubed"),
    g("b_subscript_digit", "A", "73", "wrong", "hash", CUP + "#### 7₃", "7 with a subscript 3"),
    g("b_roman_other", "A", "73", "wrong", "hash", CUP + "#### LXXXIII", "Roman 83"),
    g("b_fullwidth_other", "A", "73", "wrong", "hash", CUP + "#### ８３", "fullwidth 83"),
    g("b_arabic_indic_other", "A", "73", "wrong", "hash", CUP + "#### ٨٣", "Arabic-Indic 83"),
    g("b_thai_other", "A", "73", "wrong", "hash", CUP + "#### ๘๓", "Thai 83"),
    g("b_bengali_other", "A", "73", "wrong", "hash", CUP + "#### ৮৩", "Bengali 83"),
    g("b_zwsp_inside_other", "A", "73", "wrong", "hash", CUP + "#### 8\u200b3", "83 with a zero-width space"),
    g("b_rlo_reversed", "A", "73", "wrong", "hash", CUP + "#### \u202e37",
      "RIGHT-TO-LEFT OVERRIDE before 37: it displays as 73, the text is 37"),
    g("b_form_feed_retract", "A", "73", "wrong", "hash", CUP + "#### 73\x0cActually it's 83.", "a retraction after a form feed"),
    g("b_paragraph_separator_retract", "A", "73", "wrong", "hash", CUP + "#### 73\u2029Correction: 83",
      "a correction after U+2029"),
    g("b_nul_other", "A", "73", "wrong", "hash", CUP + "#### 83\x00", "83 and a NUL (bad input either way)"),
    g("b_huge_exponent", "A", "73", "wrong", "hash", CUP + "#### 73e100000", "73 x 10^100000"),
    g("b_long_run_prefix", "A", "73", "wrong", "hash", CUP + "#### 73" + "0" * 4999, "73 followed by 4999 zeros"),
    m("b_math_fullwidth_other", "A", G_CIRC, "wrong", "boxed", CIRC + r"$\boxed{１８\pi}$", "fullwidth 18 pi"),
    g("b_ok_fullwidth", "B", "73", "correct", "hash", CUP + "#### ７３", "fullwidth digits"),
    g("b_ok_arabic_indic", "B", "73", "correct", "hash", CUP + "#### ٧٣", "Arabic-Indic digits"),
    g("b_ok_persian", "B", "73", "correct", "hash", CUP + "#### ۷۳", "Extended Arabic-Indic (Persian) digits"),
    g("b_ok_thai", "B", "73", "correct", "hash", CUP + "#### ๗๓", "Thai digits"),
    g("b_ok_bengali", "B", "73", "correct", "hash", CUP + "#### ৭৩", "Bengali digits"),
    g("b_ok_lao", "B", "73", "correct", "hash", CUP + "#### ໗໓", "Lao digits"),
    g("b_ok_tibetan", "B", "73", "correct", "hash", CUP + "#### ༧༣", "Tibetan digits"),
    g("b_ok_mongolian", "B", "73", "correct", "hash", CUP + "#### ᠗᠓", "Mongolian digits"),
    g("b_ok_devanagari", "B", "73", "correct", "hash", CUP + "#### ७३", "Devanagari digits"),
    g("b_ok_crlf", "B", "73", "correct", "hash", CUP.replace("\n", "\r\n") + "#### 73\r\n", "Windows line ends"),
    g("b_ok_bom_start", "B", "73", "correct", "hash", "\ufeff" + CUP + "#### 73", "a byte-order mark at the start"),
    g("b_ok_nnbsp_thousands", "B", "17400", "correct", "hash", RENT + "#### 17\u202f400", "narrow no-break space as thousands separator"),
    g("b_ok_soft_hyphen", "B", "73", "correct", "hash", CUP + "#### 7\u00ad3",
      "a soft hyphen inside the number; debatable: an invisible format character", True),
    m("b_ok_math_unicode_pi", "B", G_CIRC, "correct", "boxed", CIRC + r"$= \boxed{16π}$", "a Unicode pi in the box"),
    g("b_ok_nul_after_answer", "B", "73", "correct", "hash", CUP + "#### 73\x00",
      "a NUL after the right answer; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_nul_at_start", "B", "73", "correct", "hash", "\x00" + CUP + "#### 73",
      "a NUL at the start; debatable: a NUL anywhere makes the pair bad input", True),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-6)")
DECISIONS = {
    "t_tag_question_mark": ("reject", "an answer written as a question is asked, not stated"),
    "t_ok_tag_math_point_labelled": ("accept", "x = 1, y = -2 names the point (1, -2)"),
    "x_ok_acos_degrees": (
        "reject",
        "session 21: refused, as the eleven later black-box rounds 21 and 57-65 label degrees for a "
        "radian gold; was: 60 degrees is the angle pi/3",
    ),
    "n_hash_no_entry": ("reject", "a prohibition sign after the value marks it rejected"),
    "n_ok_minus_word": ("accept", "'minus 9' is -9"),
    "u_ordinal": ("reject", "an ordinal is a rank, not the count"),
    "q_ok_json_answer": ("accept", "the answer field of a JSON object is the model's answer"),
    "q_ok_minerva_fewshot_tail": (
        "accept",
        "a Minerva few-shot tail is an invented problem (README convention)",
    ),
    "b_ok_soft_hyphen": ("accept", "a soft hyphen is an invisible format character"),
    "b_ok_nul_after_answer": _BAD_INPUT,
    "b_ok_nul_at_start": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam8", CASES, [], DECISIONS)
