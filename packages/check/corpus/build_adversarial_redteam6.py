r"""Build adversarial_redteam6.jsonl: a sixth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam6", issue 25), written in session 14 without reading the
checker's source or its README rules, from issue 25's classes and from how real models write, and
committed BEFORE they were scored. Not model output.

New against rounds 1-5: other problems and numbers (a library's books 266, a train's speed 70 km/h,
pizza slices 9, a wage $740, a sale price $60, an age 40, a submarine's depth -75 m, sugar 2.25
cups, a truck's 1,050 miles, a rise of 25 %; MATH: 5/18, 6\sqrt2, 1 + \sqrt3, the interval
(-1, 5), the union (-\infty, 2] \cup [3, \infty), roots -1/2 and 2, 45 degrees, 9\pi, 5 + 5i,
\pi/6, the vector (3, -1), 11 from base 2, 100, x^2 - x - 6, the inverse (x - 3)/2, roots -1, 0, 1,
\sqrt3, y = 2x + 1, the point (2, 3), choice (C), 1024, 2 1/4, \sqrt6/3, e, 4), other wordings,
about forty more languages and scripts for retractions, negations, checks and reported text
(Danish to Amharic, Tamil, Khmer, Myanmar, Gujarati, Gurmukhi digits, Chinese numerals), other
LaTeX spellings (\cancelto, \st, ]a, b[ intervals, \mathbb{R} \setminus, 0.2\overline{7},
\sqrt[4]{}, 1{,}024, \tfrac, bmatrix, \langle\rangle) and real-model styles (DeepSeek-R1 long
<think> traces, Qwen "### Step" answers with "Therefore, the final answer is: $\boxed{}$. I hope it
is correct.", Llama 3 "The final answer is: $\boxed{}$" with <|eot_id|> tails, Minerva few-shot
tails, GSM8K `####`), classes combined.

The id's first letter names the class (issue 25's "Hostile probes"):

1. `t_` answer tags; 2. `h_` a phrase marker followed by `####`; 3. `x_` exactness;
4. `n_` negation, strike-out and annotation; 5. `u_` unit words and words that change meaning;
6. `r_` retractions after the answer, and harmless after-text; 7. `q_` quoted, reported and
hypothetical text, examples and templates; 8. `b_` bad input a JSON corpus can hold. Lone
surrogates cannot be written to a UTF-8 file: they are in the `check --input` batch of the round's
report (bench/NOTES-checker.md, session 14, red-team round 6).

Two kinds, recorded in `kind`: "A" a WRONG (or unanswered) completion a careless checker accepts;
"B" a RIGHT completion in a notation real models write.

Labels follow corpus/README.md ("How labels were made") and round 5's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a question, a refusal, only a quotation) is `no_answer`; equal
in value but written differently is `correct`; a rounded decimal for an exact irrational or
repeating answer is `wrong`; a statement the model quotes, reports or supposes is not its answer; a
value the model itself marks as wrong is `wrong`, a value it negates or strikes with nothing after
is `no_answer`; text in an invented next turn (a `<|im_start|>user`, an `<|eot_id|>` header, a
Minerva few-shot "Problem:" tail) does not count. A NUL anywhere makes the pair bad input: a right
answer with a NUL is labelled `correct` and `debatable`, with the decision `reject` (rounds 3-4).
A probe whose label is itself debatable carries `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes (written black-box: a proposal, not a reading of the
checker's documented rules).

Every gold was computed by hand and re-checked (listed beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam6.py
"""

from corpus_build import LLAMA_END, MINERVA, QWEN_END, g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
LIB = (
    "The library has 9 shelves with 36 books each, so it owns 9 * 36 = 324 books.\n"
    "58 books are checked out, so 324 - 58 = 266 books remain on the shelves.\n"
)  # gold 266 (9 * 36 = 324; 324 - 58 = 266)
LIB_276 = (
    "The library has 9 shelves with 36 books each, so it owns 9 * 36 = 324 books.\n"
    "48 books are checked out, so 324 - 48 = 276 books remain on the shelves.\n"
)  # misreads 58 as 48: 276
TH = "<think>\n" + LIB + "</think>\n"
R1 = (
    "<think>\nOkay, let's see. The library has 9 shelves and each shelf holds 36 books. So the total "
    "number of books is 9 times 36. Let me compute that: 9 * 30 = 270 and 9 * 6 = 54, so 270 + 54 = "
    "324. Then 58 books are checked out. So the books remaining would be 324 - 58. Hmm, 324 - 50 = "
    "274, and 274 - 8 = 266. Wait, let me double-check that subtraction another way: 58 + 266 = "
    "324? 266 + 50 = 316, 316 + 8 = 324. Yes, that's right. Is there anything else in the problem, "
    "like books being returned? No, it only mentions the 58 checked out. So 266 books remain.\n"
    "</think>\n\n"
)  # gold 266
QWEN = (
    "To determine how many books remain on the shelves, we follow these steps:\n\n"
    "### Step 1: Total number of books\nThe library has 9 shelves with 36 books each:\n"
    "\\[\n9 \\times 36 = 324\n\\]\n\n### Step 2: Subtract the books checked out\n"
    "\\[\n324 - 58 = 266\n\\]\n\n"
)  # gold 266
TRAIN = "The train covers 245 km in 3.5 hours, so its average speed is 245 / 3.5 = 70 km/h.\n"  # 70
PIZZA = (
    "6 pizzas with 8 slices each make 6 * 8 = 48 slices. The 13 friends eat 3 slices each, "
    "13 * 3 = 39 slices, so 48 - 39 = 9 slices are left.\n"
)  # gold 9
WAGE = "Tom earns $18.50 an hour and works 40 hours, so he earns 18.50 * 40 = $740.\n"  # gold 740
DISC = (
    "The jacket costs $80 and is 25% off. The discount is 0.25 * 80 = $20, so the sale price is "
    "80 - 20 = $60.\n"
)  # gold 60
AGE = (
    "Maria's son is 12, and Maria is 3 times as old, so she is 3 * 12 = 36. In 4 years she will be "
    "36 + 4 = 40.\n"
)  # gold 40
SUB = (
    "The submarine starts at -120 m (120 m below the surface) and rises 45 m, so it ends at "
    "-120 + 45 = -75 m.\n"
)  # gold -75
CUPS = "Each batch uses 0.75 cups of sugar, so 3 batches use 3 * 0.75 = 2.25 cups.\n"  # gold 2.25
TRUCK = "The truck drives 350 miles a day for 3 days: 3 * 350 = 1050 miles.\n"  # gold 1050
RISE = (
    "The price rose from $40 to $50, an increase of $10, and 10 / 40 = 0.25, so the price went up "
    "by 25%.\n"
)  # gold 25

# ---------------------------------------------------------------- MATH-style working
DICE = (
    r"Of the $36$ equally likely outcomes for two dice, the sums $2, 3, 4, 5$ occur in "
    r"$1 + 2 + 3 + 4 = 10$ ways, so $P = \frac{10}{36}$." + "\n"
)  # gold \frac{5}{18} = 0.2777...
RAD = r"We have $\sqrt{72} = \sqrt{36 \cdot 2}$." + "\n"  # gold 6\sqrt{2} = 8.48528...
RAT = (
    r"Multiplying top and bottom by $\sqrt{3} + 1$: $\frac{2}{\sqrt{3} - 1} = "
    r"\frac{2(\sqrt{3} + 1)}{3 - 1}$." + "\n"
)  # gold 1 + \sqrt{3} = 2.732...
ABS = r"$|x - 2| < 3$ means $-3 < x - 2 < 3$." + "\n"  # gold (-1, 5)
QINEQ = (
    r"$x^2 - 5x + 6 = (x - 2)(x - 3) \ge 0$ holds outside the roots, endpoints included." + "\n"
)  # gold (-\infty, 2] \cup [3, \infty)
Q2 = r"We factor $2x^2 - 3x - 2 = (2x + 1)(x - 2)$ and set each factor to zero." + "\n"  # -1/2, 2
OCT = (
    r"The exterior angles of a convex polygon sum to $360^\circ$, and a regular octagon has $8$ equal "
    r"ones." + "\n"
)  # gold 45 (degrees)
CIRC = r"The area of a circle of radius $3$ is $\pi r^2 = \pi \cdot 3^2$." + "\n"  # gold 9\pi
CPX = r"We expand $(1 + 2i)(3 - i) = 3 - i + 6i - 2i^2$ and use $i^2 = -1$." + "\n"  # gold 5 + 5i
ASIN = (
    r"We need the angle in $\left[-\frac{\pi}{2}, \frac{\pi}{2}\right]$ whose sine is $\frac{1}{2}$."
    + "\n"
)  # gold \frac{\pi}{6}
VEC = (
    r"Subtracting componentwise, $\begin{pmatrix} 5 \\ 2 \end{pmatrix} - "
    r"\begin{pmatrix} 2 \\ 3 \end{pmatrix}$." + "\n"
)  # gold (3, -1) as a column
BIN = r"In base $2$, $1011_2 = 1 \cdot 2^3 + 0 \cdot 2^2 + 1 \cdot 2 + 1$." + "\n"  # gold 11
ODD = r"The sum of the first $10$ odd numbers $1 + 3 + \dots + 19$ is $10^2$." + "\n"  # gold 100
EXP = r"Expanding, $(x + 2)(x - 3) = x^2 - 3x + 2x - 6$." + "\n"  # gold x^2 - x - 6
INV = r"Solving $y = 2x + 3$ for $x$ gives $x = \frac{y - 3}{2}$; now swap $x$ and $y$." + "\n"
CUBE = r"We solve $x^3 = x$: $x^3 - x = x(x - 1)(x + 1) = 0$." + "\n"  # gold -1, 0, 1
TAN = (
    r"In a 30-60-90 triangle the leg opposite $60^\circ$ is $\sqrt{3}$ times the other leg." + "\n"
)
LINE = (
    r"The line through $(0, 1)$ and $(2, 5)$ has slope $\frac{5 - 1}{2 - 0} = 2$ and $y$-intercept "
    r"$1$." + "\n"
)  # gold y = 2x + 1
INTER = r"Solving $x + y = 5$ and $x - y = -1$: adding gives $2x = 4$." + "\n"  # gold (2, 3)
CHOICE = r"Only option (C) meets all three conditions; (A), (B), (D) and (E) each fail one." + "\n"
POW = r"Doubling $10$ times starting from $1$ gives $2^{10}$." + "\n"  # gold 1024
MIX = (
    r"The board is $\frac{27}{4}$ feet long and is cut into $3$ equal pieces: "
    r"$\frac{27}{4} \div 3 = \frac{9}{4}$." + "\n"
)  # gold 2\frac{1}{4}
SQ6 = r"We have $\sqrt{\frac{2}{3}} = \frac{\sqrt{2}}{\sqrt{3}}$; rationalising," + "\n"  # \sqrt6/3
LIM = (
    r"The limit $\lim_{n\to\infty}\left(1 + \frac{1}{n}\right)^n$ is the definition of Euler's "
    r"number." + "\n"
)  # gold e
LOG3 = r"Since $3^4 = 81$," + "\n"  # gold 4 (log_3 81)


G_DICE = r"\frac{5}{18}"
G_RAD = r"6\sqrt{2}"
G_RAT = r"1+\sqrt{3}"
G_ABS = "(-1,5)"
G_QINEQ = r"(-\infty,2]\cup[3,\infty)"
G_Q2 = r"-\frac{1}{2}, 2"
G_CIRC = r"9\pi"
G_CPX = "5+5i"
G_ASIN = r"\frac{\pi}{6}"
G_VEC = r"\begin{pmatrix} 3 \\ -1 \end{pmatrix}"
G_EXP = "x^2 - x - 6"
G_INV = r"\frac{x-3}{2}"
G_CUBE = "-1, 0, 1"
G_TAN = r"\sqrt{3}"
G_LINE = "y = 2x + 1"
G_INTER = "(2,3)"
G_CHOICE = r"\text{(C)}"
G_MIX = r"2\frac{1}{4}"
G_SQ6 = r"\frac{\sqrt{6}}{3}"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_retag_after_wait", "A", "266", "wrong", "tag",
      "<think>\n" + LIB + "<answer>266</answer> Wait, no. Re-reading: 48 books are checked out, "
      "not 58. So 324 - 48 = 276.\n</think>\n<answer>276</answer>",
      "a tag inside the reasoning, retracted, and the final tag says 276"),
    g("t_two_tags_last_other", "A", "266", "wrong", "tag",
      TH + "<answer>266</answer>\n<answer>276</answer>", "two tags, the last one 276"),
    g("t_nested_other", "A", "266", "wrong", "tag",
      TH + "<answer><answer>276</answer></answer>", "nested tags holding 276"),
    g("t_nested_two_values", "A", "266", "wrong", "tag",
      TH + "<answer>276 <answer>266</answer></answer>", "an outer tag with 276 around an inner 266: two values"),
    g("t_unclosed_then_retract", "A", "266", "wrong", "tag",
      TH + "<answer>266\n\nHmm, actually only 48 were checked out, so 276.",
      "an unclosed tag, then a retraction to 276"),
    g("t_chain_slip", "A", "266", "wrong", "tag", TH + "<answer>324 - 58 = 276</answer>",
      "an equation chain with a slip: its value is 276"),
    g("t_chain_gold_first", "A", "266", "wrong", "tag", TH + "<answer>266 + 10 = 276</answer>",
      "the gold on the left of a chain ending on 276"),
    g("t_inequality", "A", "266", "wrong", "tag", TH + "<answer>b < 266</answer>",
      "a bound, not a value"),
    g("t_at_least", "A", "266", "wrong", "tag", TH + "<answer>at least 266</answer>", "a bound"),
    g("t_range_dash", "A", "266", "wrong", "tag", TH + "<answer>260–270</answer>", "a range"),
    g("t_plus_minus", "A", "266", "wrong", "tag", TH + "<answer>266 ± 2</answer>", "an uncertainty"),
    g("t_format_mention_in_think_cut", "A", "266", "no_answer", "truncated",
      "<think>\nI'll end with the format <answer>266</answer> once I'm sure. First, is it 9 shelves "
      "or 8? The problem says 9 shelves of 36, so 9 * 36 = 324, and then",
      "a tag in the reasoning as a plan, then cut off"),
    g("t_empty_then_question", "A", "266", "no_answer", "tag",
      TH + "<answer></answer>\nIs it 266?", "an empty tag, then a question"),
    g("t_attribute_vs_content", "A", "266", "wrong", "tag",
      TH + '<answer value="266">276</answer>', "the attribute says 266, the content 276"),
    g("t_html_escaped_other", "A", "266", "wrong", "tag",
      TH + "&lt;answer&gt;276&lt;/answer&gt;", "an HTML-escaped tag holding 276"),
    g("t_refusal_in_tag", "A", "266", "no_answer", "tag",
      R1 + "<answer>I am not able to determine this from the information given.</answer>",
      "a refusal in the tag after a long think block that reaches 266"),
    g("t_not_gold_in_tag", "A", "266", "wrong", "tag", TH + "<answer>Not 266; I get 276.</answer>",
      "the gold denied inside the tag, 276 given"),
    g("t_code_in_tag", "A", "266", "wrong", "tag",
      TH + "<answer>\n```python\nprint(324 - 48)\n```\n</answer>", "code in the tag that prints 276"),
    g("t_fence_template_then_other", "A", "266", "wrong", "tag",
      "```\n<answer>266</answer>\n```\nOops, the block above was the template; the real count is 276.",
      "a fenced tag called a template, then 276"),
    g("t_tag_then_box_other", "A", "266", "wrong", "tag",
      TH + "<answer>266</answer>\n\n$\\boxed{276}$", "a tag and a later box that differ"),
    g("t_think_last_number_no_tag", "A", "266", "no_answer", "none",
      R1.rstrip("\n") + "\n\nI need to stop here.",
      "a finished think block that reaches 266, then no answer at all; debatable: the reasoning's "
      "conclusion is the gold", True),
    m("t_interval_closed", "A", G_ABS, "wrong", "tag",
      "<think>\n" + ABS + "</think>\n<answer>[-1, 5]</answer>", "closed instead of open"),
    m("t_interval_half_open", "A", G_ABS, "wrong", "tag",
      "<think>\n" + ABS + "</think>\n<answer>(-1, 5]</answer>", "half-open"),
    m("t_vec_sign", "A", G_VEC, "wrong", "tag",
      "<think>\n" + VEC + "</think>\n<answer>(3, 1)</answer>", "a sign lost in the vector"),
    m("t_choice_other", "A", G_CHOICE, "wrong", "tag",
      "<think>\n" + CHOICE + "</think>\n<answer>(D)</answer>", "another option"),
    m("t_root_decimal", "A", G_RAD, "wrong", "tag",
      "<think>\n" + RAD + "</think>\n<answer>8.485</answer>", "a rounded decimal for 6 sqrt 2"),
    m("t_roots_extra", "A", G_Q2, "wrong", "tag",
      "<think>\n" + Q2 + "</think>\n<answer>-\\frac{1}{2}, 2, 0</answer>", "an extra root"),
    m("t_dice_decimal", "A", G_DICE, "wrong", "tag",
      "<think>\n" + DICE + "</think>\n<answer>0.28</answer>", "5/18 rounded to 0.28"),
    g("t_ok_long_r1", "B", "266", "correct", "tag", R1 + "<answer>266</answer>",
      "a long DeepSeek-R1-style think block, then the tag"),
    g("t_ok_upper_tags", "B", "266", "correct", "tag", TH + "<ANSWER>266</ANSWER>", "upper-case tags"),
    g("t_ok_spaced_tags", "B", "266", "correct", "tag", TH + "< answer >266< /answer >",
      "spaces inside the angle brackets (a small model's malformed tags)"),
    g("t_ok_sentence_units", "B", "266", "correct", "tag",
      TH + "<answer>266 books remain on the shelves.</answer>", "a sentence with the unit"),
    g("t_ok_bold", "B", "266", "correct", "tag", TH + "<answer>**266**</answer>", "bold in the tag"),
    g("t_ok_inline_math_noun", "B", "266", "correct", "tag", TH + "<answer>$266$ books</answer>",
      "inline math and a noun"),
    g("t_ok_chain_text_unit", "B", "266", "correct", "tag",
      TH + r"<answer>9 \times 36 - 58 = 266 \text{ books}</answer>", "a right chain with \\text unit"),
    g("t_ok_unclosed_at_end", "B", "266", "correct", "tag", TH + "<answer>266",
      "an unclosed tag at the end (convention: it still holds the answer)"),
    g("t_ok_invented_turn_after", "B", "266", "correct", "tag",
      TH + "<answer>266</answer><|im_end|>\n<|im_start|>user\nNow what if 48 were checked out?"
      "<|im_end|>\n<|im_start|>assistant\n<answer>276</answer>",
      "an invented next turn with another tag (convention: text after the committed answer in an "
      "invented turn does not count)"),
    g("t_ok_money_cents", "B", "740", "correct", "tag",
      "<think>\n" + WAGE + "</think>\n<answer>$740.00</answer>", "dollars and cents"),
    g("t_ok_negative_metres", "B", "-75", "correct", "tag",
      "<think>\n" + SUB + "</think>\n<answer>-75 m</answer>", "a negative with a unit"),
    g("t_ok_label_line", "B", "266", "correct", "tag", TH + "<answer>\nFinal answer: 266\n</answer>",
      "a label line inside the tag"),
    m("t_ok_dfrac", "B", G_DICE, "correct", "tag",
      "<think>\n" + DICE + "</think>\n<answer>\\dfrac{5}{18}</answer>", "\\dfrac"),
    m("t_ok_unreduced_slash", "B", G_DICE, "correct", "tag",
      "<think>\n" + DICE + "</think>\n<answer>10/36</answer>", "an unreduced plain fraction"),
    m("t_ok_interval_inequality", "B", G_ABS, "correct", "tag",
      "<think>\n" + ABS + "</think>\n<answer>-1 < x < 5</answer>", "the interval as a double inequality"),
    m("t_ok_choice_sentence", "B", G_CHOICE, "correct", "tag",
      "<think>\n" + CHOICE + "</think>\n<answer>The answer is (C).</answer>", "a sentence naming the option"),
    m("t_ok_choice_letter", "B", G_CHOICE, "correct", "tag",
      "<think>\n" + CHOICE + "</think>\n<answer>C</answer>", "the bare letter"),
    m("t_ok_sqrt72", "B", G_RAD, "correct", "tag",
      "<think>\n" + RAD + "</think>\n<answer>\\sqrt{72}</answer>", "unsimplified radical"),
    m("t_ok_roots_decimal_or", "B", G_Q2, "correct", "tag",
      "<think>\n" + Q2 + "</think>\n<answer>x = -0.5 or x = 2</answer>",
      "an exact decimal for -1/2, joined by 'or'"),

    # ================================================================ 2. phrase marker + ####
    g("h_then_no_other", "A", "266", "wrong", "hash",
      LIB + "The answer is #### 266 books? No — 276.", "a question, then 276"),
    g("h_times_two", "A", "266", "wrong", "hash", LIB + "Final Answer: #### 266 x 2", "an operation after"),
    g("h_halved", "A", "266", "wrong", "hash", LIB + "So the answer is #### 266/2", "a division after"),
    g("h_two_hashes_same_line", "A", "266", "wrong", "hash", LIB + "Answer: #### 266 #### 276",
      "two #### values on one line"),
    g("h_bold_other", "A", "266", "wrong", "hash", LIB_276 + "**Answer:** #### 276",
      "a bold label and 276"),
    g("h_maybe", "A", "266", "wrong", "hash", LIB + "So the answer is #### maybe 266", "a hedge before"),
    g("h_cents_off", "A", "740", "wrong", "hash", WAGE + "So the answer is #### $740.50", "50 cents more"),
    g("h_sign_lost", "A", "-75", "wrong", "hash", SUB + "Final Answer: #### 75", "the sign lost"),
    g("h_then_new_hash_line", "A", "266", "wrong", "hash", LIB + "So the answer is #### 266\n#### 276",
      "a second bare #### line with 276"),
    g("h_words_other", "A", "266", "wrong", "hash",
      LIB_276 + "Answer: #### two hundred seventy-six", "the value in words is 276"),
    g("h_chain_slip", "A", "266", "wrong", "hash", LIB + "So the answer is #### 324 - 58 = 256",
      "a chain after #### ending on 256"),
    g("h_tenth", "A", "9", "wrong", "hash", PIZZA + "Final Answer: #### 0.9", "a tenth of the gold"),
    g("h_heading_other", "A", "266", "wrong", "hash", LIB_276 + "### Final Answer: #### 276",
      "a heading with the marker, 276"),
    g("h_inline_code_other", "A", "266", "wrong", "hash", LIB_276 + "The answer is `#### 276`",
      "inline code holding the #### line, 276"),
    g("h_paren_no_other", "A", "266", "wrong", "hash", LIB + "Answer: #### 266 (no: 276)",
      "a parenthesised correction on the same line"),
    g("h_spanish_other", "A", "266", "wrong", "hash", LIB_276 + "La respuesta es #### 276",
      "Spanish marker, 276"),
    g("h_ok_bold_value", "B", "266", "correct", "hash", LIB + "So the answer is #### **266**",
      "a bold value after ####"),
    g("h_ok_escaped_dollar", "B", "740", "correct", "hash", WAGE + "Final Answer: #### \\$740",
      "a LaTeX-escaped dollar"),
    g("h_ok_noun_stop", "B", "266", "correct", "hash", LIB + "The answer is #### 266 books.", "a noun"),
    g("h_ok_explanation_after", "B", "266", "correct", "hash",
      LIB + "So the answer is #### 266\nThis is the number of books still on the shelves.",
      "an explanation line after"),
    g("h_ok_inline_math", "B", "266", "correct", "hash", LIB + "Final Answer: #### $266$",
      "inline math after ####"),
    g("h_ok_unicode_minus", "B", "-75", "correct", "hash", SUB + "So the answer is #### −75",
      "a Unicode minus"),
    g("h_ok_trailing_zero", "B", "2.25", "correct", "hash", CUPS + "Answer: #### 2.250",
      "a trailing zero"),
    g("h_ok_spanish", "B", "266", "correct", "hash", LIB + "La respuesta es #### 266", "Spanish marker"),
    g("h_ok_chinese", "B", "266", "correct", "hash", LIB + "所以答案是 #### 266", "Chinese marker"),
    g("h_ok_german", "B", "266", "correct", "hash", LIB + "Die Antwort lautet: #### 266", "German marker"),
    g("h_ok_thousands_unit", "B", "1050", "correct", "hash",
      TRUCK + "So the answer is #### 1,050 miles", "a thousands comma and a unit"),
    g("h_ok_equals", "B", "266", "correct", "hash", LIB + "Final Answer: #### = 266",
      "an equals sign after ####"),
    g("h_ok_colon_blank_line", "B", "266", "correct", "hash",
      LIB + "Therefore, the answer is:\n\n#### 266", "the marker, a blank line, the #### line"),
    g("h_ok_italic", "B", "266", "correct", "hash", LIB + "*Answer:* #### *266*", "italics"),
    g("h_ok_percent_phrase", "B", "25", "correct", "hash", RISE + "So the price rose by #### 25%",
      "a phrase ending on ####, a percent"),
    g("h_ok_fraction", "B", "2.25", "correct", "hash", CUPS + "Answer: #### 9/4",
      "a fraction equal to the decimal gold"),
    g("h_ok_decimal_comma", "B", "2.25", "correct", "hash", CUPS + "Final Answer: #### 2,25",
      "a European decimal comma: 2,25 = 2.25; debatable: a comma is also a thousands separator "
      "(but 2,25 is no thousands grouping)", True),

    # ================================================================ 3. exactness
    m("x_dice_rounded", "A", G_DICE, "wrong", "boxed",
      DICE + r"So $P = \boxed{0.2778}$.", "a rounded decimal for 5/18"),
    m("x_dice_repeating_lookalike", "A", G_DICE, "wrong", "boxed",
      DICE + r"So $P = \boxed{0.\overline{27}}$.", "0.272727... = 3/11, not 5/18 = 0.2777..."),
    m("x_dice_approx_only", "A", G_DICE, "wrong", "boxed",
      DICE + r"So $P \approx \boxed{0.278}$.", "an approximation only"),
    m("x_dice_numerator_tiny", "A", G_DICE, "wrong", "boxed",
      DICE + r"So $P = \boxed{\frac{5 + 10^{-40}}{18}}$.", "a numerator off by 1e-40"),
    m("x_dice_tiny_phase", "A", G_DICE, "wrong", "boxed",
      DICE + r"So $P = \boxed{\frac{5}{18} e^{i \cdot 10^{-30}}}$.", "a tiny complex phase"),
    m("x_dice_lookalike_17", "A", G_DICE, "wrong", "boxed",
      DICE + r"So $P = \boxed{\frac{5}{17}}$.", "another denominator"),
    m("x_ok_dice_repeating", "B", G_DICE, "correct", "boxed",
      DICE + r"So $P = \boxed{0.2\overline{7}}$.", "0.2777... = 25/90 = 5/18 exactly"),
    m("x_ok_dice_unreduced", "B", G_DICE, "correct", "boxed",
      DICE + r"So $P = \boxed{\frac{10}{36}}$.", "unreduced"),
    m("x_ok_dice_exact_then_approx", "B", G_DICE, "correct", "boxed",
      DICE + r"So $P = \boxed{\frac{5}{18}} \approx 27.8\%$.", "the exact value, then its rounding"),
    m("x_ok_dice_tfrac", "B", G_DICE, "correct", "minerva",
      DICE + MINERVA.format(r"$\tfrac{5}{18}$"), "\\tfrac in Minerva's line"),
    m("x_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r"So $\boxed{8.49}$.", "a rounded decimal"),
    m("x_rad_decimal_radicand", "A", G_RAD, "wrong", "boxed",
      RAD + r"So $\boxed{6\sqrt{2.0000000000000001}}$.",
      "an exact expression whose radicand is not 2 (a float parse would make it 2)"),
    m("x_rad_cos_tiny", "A", G_RAD, "wrong", "boxed",
      RAD + r"So $\boxed{6\sqrt{2}\cos\left(10^{-30}\right)}$.", "times cos(1e-30), not 1"),
    m("x_rad_swapped", "A", G_RAD, "wrong", "boxed", RAD + r"So $\boxed{2\sqrt{6}}$.", "2 sqrt 6 = 4.899"),
    m("x_rad_cube_root", "A", G_RAD, "wrong", "boxed", RAD + r"So $\boxed{6\sqrt[3]{2}}$.", "a cube root"),
    m("x_rad_float_long", "A", G_RAD, "wrong", "boxed", RAD + r"So $\boxed{8.48528137423857}$.",
      "a 15-digit decimal of 6 sqrt 2 (8.485281374238570...); debatable: the brief's rule lets a "
      "decimal the model wrote match within tolerance", True),
    m("x_ok_rad_2sqrt18", "B", G_RAD, "correct", "boxed", RAD + r"So $\boxed{2\sqrt{18}}$.",
      "2 sqrt 18 = 6 sqrt 2"),
    m("x_ok_rad_3sqrt8", "B", G_RAD, "correct", "boxed", RAD + r"So $\boxed{3\sqrt{8}}$.",
      "3 sqrt 8 = 6 sqrt 2"),
    m("x_ok_rad_fourth_root", "B", G_RAD, "correct", "boxed", RAD + r"So $\boxed{\sqrt[4]{5184}}$.",
      "5184 = 72^2, so its fourth root is sqrt 72"),
    m("x_ok_rad_cdot_unicode", "B", G_RAD, "correct", "boxed", RAD + r"So $\boxed{6·√2}$.",
      "a middle dot and a Unicode root"),
    m("x_rat_minus", "A", G_RAT, "wrong", "boxed", RAT + r"$= \boxed{\sqrt{3} - 1}$.", "the sign flipped"),
    m("x_rat_halved", "A", G_RAT, "wrong", "boxed", RAT + r"$= \boxed{\frac{1 + \sqrt{3}}{2}}$.",
      "halved"),
    m("x_rat_decimal", "A", G_RAT, "wrong", "boxed", RAT + r"$= \boxed{2.732}$.", "a rounded decimal"),
    m("x_rat_cuberoot", "A", G_RAT, "wrong", "boxed", RAT + r"$= \boxed{1 + \sqrt[3]{3}}$.", "a cube root"),
    m("x_ok_rat_swapped", "B", G_RAT, "correct", "boxed", RAT + r"$= \boxed{\sqrt{3} + 1}$.",
      "terms swapped"),
    m("x_ok_rat_unreduced", "B", G_RAT, "correct", "boxed",
      RAT + r"$= \boxed{\frac{2\sqrt{3} + 2}{2}}$.", "not reduced"),
    m("x_abs_closed_left", "A", G_ABS, "wrong", "boxed", ABS + r"So $\boxed{-1 \le x < 5}$.",
      "the left end included"),
    m("x_abs_mirror", "A", G_ABS, "wrong", "boxed", ABS + r"So $\boxed{(-5, 1)}$.", "the mirror interval"),
    m("x_abs_one_side", "A", G_ABS, "wrong", "boxed", ABS + r"So $\boxed{x < 5}$.", "one bound only"),
    m("x_ok_abs_in", "B", G_ABS, "correct", "boxed", ABS + r"So $\boxed{x \in (-1, 5)}$.", "x in"),
    m("x_ok_abs_left_right", "B", G_ABS, "correct", "boxed",
      ABS + r"So $\boxed{\left( -1, 5 \right)}$.", "\\left( \\right)"),
    m("x_ok_abs_set_builder", "B", G_ABS, "correct", "boxed",
      ABS + r"So $\boxed{\{x \mid -1 < x < 5\}}$.", "set-builder notation"),
    m("x_ok_abs_french_brackets", "B", G_ABS, "correct", "boxed", ABS + r"So $\boxed{]-1, 5[}$.",
      "the French/ISO open interval ]a, b[; debatable: rare in English models", True),
    m("x_qineq_open", "A", G_QINEQ, "wrong", "boxed",
      QINEQ + r"So $x \in \boxed{(-\infty, 2) \cup (3, \infty)}$.", "the endpoints dropped"),
    m("x_qineq_complement", "A", G_QINEQ, "wrong", "boxed",
      QINEQ + r"So $x \in \boxed{[2, 3]}$.", "the complement"),
    m("x_qineq_cap", "A", G_QINEQ, "wrong", "boxed",
      QINEQ + r"So $x \in \boxed{(-\infty, 2] \cap [3, \infty)}$.", "an intersection (empty)"),
    m("x_ok_qineq_or", "B", G_QINEQ, "correct", "boxed",
      QINEQ + r"So $\boxed{x \le 2 \text{ or } x \ge 3}$.", "inequalities joined by 'or'"),
    m("x_ok_qineq_plus_inf", "B", G_QINEQ, "correct", "boxed",
      QINEQ + r"So $\boxed{(-\infty, 2] \cup [3, +\infty)}$.", "+\\infty"),
    m("x_ok_qineq_setminus", "B", G_QINEQ, "correct", "boxed",
      QINEQ + r"So $\boxed{\mathbb{R} \setminus (2, 3)}$.", "the reals minus an open interval"),
    m("x_ok_qineq_unicode", "B", G_QINEQ, "correct", "minerva",
      QINEQ + MINERVA.format("$(-∞, 2] ∪ [3, ∞)$"), "Unicode infinity and union"),
    m("x_q2_signs", "A", G_Q2, "wrong", "boxed", Q2 + r"So $x = \boxed{\frac{1}{2}, -2}$.",
      "both signs flipped"),
    m("x_q2_one_root", "A", G_Q2, "wrong", "boxed", Q2 + r"So $x = \boxed{-\frac{1}{2}}$.", "one root"),
    m("x_ok_q2_order", "B", G_Q2, "correct", "boxed", Q2 + r"So $x = \boxed{2, -\frac{1}{2}}$.",
      "the other order"),
    m("x_ok_q2_frac12", "B", G_Q2, "correct", "boxed", Q2 + r"So $x = \boxed{-\frac12,\ 2}$.",
      "\\frac12 without braces"),
    m("x_ok_q2_tfrac_set", "B", G_Q2, "correct", "boxed",
      Q2 + r"So the solution set is $\boxed{\left\{-\tfrac{1}{2}, 2\right\}}$.", "a set with \\tfrac"),
    m("x_oct_arcminutes", "A", "45", "wrong", "boxed", OCT + r"Each one is $\boxed{45'}$.",
      "45 arcminutes (a prime)"),
    m("x_oct_deg_min", "A", "45", "wrong", "boxed", OCT + r"Each one is $\boxed{45^\circ 30'}$.",
      "45 degrees 30 minutes"),
    m("x_ok_oct_words", "B", "45", "correct", "boxed", OCT + r"Each one is $\boxed{45 \text{ degrees}}$.",
      "degrees in words"),
    m("x_ok_oct_circ_braces", "B", "45", "correct", "minerva", OCT + MINERVA.format("$45^{\\circ}$"),
      "\\circ with braces in Minerva's line"),
    m("x_circ_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r"$= \boxed{28.27}$.", "a rounded decimal"),
    m("x_circ_pi_squared", "A", G_CIRC, "wrong", "boxed", CIRC + r"$= \boxed{9\pi^2}$.", "pi squared"),
    m("x_circ_no_pi", "A", G_CIRC, "wrong", "boxed", CIRC + r"$= \boxed{9}$.", "pi dropped"),
    m("x_ok_circ_pi_first", "B", G_CIRC, "correct", "boxed", CIRC + r"$= \boxed{\pi \cdot 9}$.", "reordered"),
    m("x_ok_circ_units", "B", G_CIRC, "correct", "boxed",
      CIRC + r"$= \boxed{9\pi \text{ square units}}$.", "square units"),
    m("x_ok_circ_unicode", "B", G_CIRC, "correct", "boxed", CIRC + r"$= \boxed{9π}$.", "a Unicode pi"),
    m("x_cpx_conj", "A", G_CPX, "wrong", "boxed", CPX + r"So the product is $\boxed{5 - 5i}$.", "the conjugate"),
    m("x_cpx_lost_i2", "A", G_CPX, "wrong", "boxed", CPX + r"So the product is $\boxed{1 + 5i}$.",
      "i^2 taken as +1"),
    m("x_cpx_tiny_imag", "A", G_CPX, "wrong", "boxed",
      CPX + r"So the product is $\boxed{5 + \left(5 + 10^{-30}\right)i}$.", "an imaginary part off by 1e-30"),
    m("x_cpx_tiny_real", "A", G_CPX, "wrong", "boxed",
      CPX + r"So the product is $\boxed{5 + 5i - 10^{-45}}$.", "a real part off by 1e-45"),
    m("x_ok_cpx_factored", "B", G_CPX, "correct", "boxed", CPX + r"So the product is $\boxed{5(1 + i)}$.",
      "factored"),
    m("x_ok_cpx_polar", "B", G_CPX, "correct", "boxed",
      CPX + r"So the product is $\boxed{5\sqrt{2}\, e^{i\pi/4}}$.", "polar form, exactly 5 + 5i"),
    m("x_asin_decimal", "A", G_ASIN, "wrong", "boxed", ASIN + r"So the angle is $\boxed{0.5236}$.",
      "a rounded decimal"),
    m("x_asin_other_angle", "A", G_ASIN, "wrong", "boxed", ASIN + r"So the angle is $\boxed{\frac{5\pi}{6}}$.",
      "the other angle with sine 1/2, outside the range"),
    m("x_ok_asin_coeff", "B", G_ASIN, "correct", "boxed", ASIN + r"So the angle is $\boxed{\frac{1}{6}\pi}$.",
      "a coefficient form"),
    m("x_ok_asin_slash", "B", G_ASIN, "correct", "boxed", ASIN + r"So the angle is $\boxed{\pi/6}$.",
      "a slash"),
    m("x_vec_swapped", "A", G_VEC, "wrong", "boxed",
      VEC + r"$= \boxed{\begin{pmatrix} -1 \\ 3 \end{pmatrix}}$.", "components swapped"),
    m("x_ok_vec_bmatrix", "B", G_VEC, "correct", "boxed",
      VEC + r"$= \boxed{\begin{bmatrix} 3 \\ -1 \end{bmatrix}}$.", "bmatrix"),
    m("x_ok_vec_angle", "B", G_VEC, "correct", "boxed", VEC + r"$= \boxed{\langle 3, -1 \rangle}$.",
      "angle brackets"),
    m("x_bin_digits", "A", "11", "wrong", "boxed", BIN + r"So the number is $\boxed{1011}$.",
      "the base-2 digits, not the value"),
    m("x_bin_base2_subscript", "A", "11", "wrong", "boxed", BIN + r"So the number is $\boxed{11_2}$.",
      "11 in base 2 is 3"),
    m("x_ok_bin_ten", "B", "11", "correct", "boxed", BIN + r"So the number is $\boxed{11_{10}}$.",
      "an explicit base 10"),
    m("x_odd_under", "A", "100", "wrong", "boxed", ODD + r"So the sum is $\boxed{99.99}$.", "under 100"),
    m("x_ok_odd_power", "B", "100", "correct", "boxed", ODD + r"So the sum is $\boxed{10^2}$.", "a power"),
    m("x_exp_sign", "A", G_EXP, "wrong", "boxed", EXP + r"$= \boxed{x^2 + x - 6}$.", "a sign slip"),
    m("x_exp_const", "A", G_EXP, "wrong", "boxed", EXP + r"$= \boxed{x^2 - x + 6}$.", "the constant's sign"),
    m("x_exp_decimal_const", "A", G_EXP, "wrong", "boxed", EXP + r"$= \boxed{x^2 - x - 6.000001}$.",
      "a perturbed constant"),
    m("x_ok_exp_reordered", "B", G_EXP, "correct", "boxed", EXP + r"$= \boxed{-6 - x + x^2}$.", "reordered"),
    m("x_ok_exp_factored", "B", G_EXP, "correct", "boxed", EXP + r"$= \boxed{(x + 2)(x - 3)}$.",
      "the factored form, equal as a polynomial"),
    m("x_ok_exp_one_x", "B", G_EXP, "correct", "boxed", EXP + r"$= \boxed{x^2 - 1x - 6}$.", "1x"),
    m("x_inv_sign", "A", G_INV, "wrong", "boxed", INV + r"So $f^{-1}(x) = \boxed{\frac{x + 3}{2}}$.",
      "the sign"),
    m("x_inv_half_x_minus_3", "A", G_INV, "wrong", "boxed", INV + r"So $f^{-1}(x) = \boxed{\frac{x}{2} - 3}$.",
      "x/2 - 3, not (x - 3)/2"),
    m("x_ok_inv_split", "B", G_INV, "correct", "boxed",
      INV + r"So $f^{-1}(x) = \boxed{\frac{x}{2} - \frac{3}{2}}$.", "split"),
    m("x_ok_inv_decimal_coeffs", "B", G_INV, "correct", "boxed",
      INV + r"So $f^{-1}(x) = \boxed{0.5(x - 3)}$.", "an exact decimal coefficient"),
    m("x_ok_inv_labelled", "B", G_INV, "correct", "boxed",
      INV + r"So $\boxed{f^{-1}(x) = \frac{x - 3}{2}}$.", "the whole equation boxed"),
    m("x_cube_missing", "A", G_CUBE, "wrong", "boxed", CUBE + r"So $x = \boxed{0, 1}$.", "-1 missing"),
    m("x_cube_pm_only", "A", G_CUBE, "wrong", "boxed", CUBE + r"So $x = \boxed{\pm 1}$.", "0 missing"),
    m("x_ok_cube_pm", "B", G_CUBE, "correct", "boxed", CUBE + r"So $x = \boxed{0, \pm 1}$.", "0 and plus-minus 1"),
    m("x_ok_cube_set", "B", G_CUBE, "correct", "boxed", CUBE + r"So $x \in \boxed{\{0, 1, -1\}}$.",
      "a set in another order"),
    m("x_tan_recip", "A", G_TAN, "wrong", "boxed", TAN + r"So $\tan 60^\circ = \boxed{\frac{\sqrt{3}}{3}}$.",
      "tan 30 instead"),
    m("x_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN + r"So $\tan 60^\circ = \boxed{1.732}$.",
      "a rounded decimal"),
    m("x_ok_tan_ratio", "B", G_TAN, "correct", "boxed", TAN + r"So $\tan 60^\circ = \boxed{\frac{3}{\sqrt{3}}}$.",
      "3/sqrt 3 = sqrt 3"),
    m("x_ok_tan_itself", "B", G_TAN, "correct", "boxed", TAN + r"So the answer is $\boxed{\tan 60^\circ}$.",
      "the trig value itself, in degrees"),
    m("x_line_intercept", "A", G_LINE, "wrong", "boxed", LINE + r"So $\boxed{y = 2x - 1}$.", "the intercept's sign"),
    m("x_line_slope_recip", "A", G_LINE, "wrong", "boxed", LINE + r"So $\boxed{y = \frac{x}{2} + 1}$.",
      "the reciprocal slope"),
    m("x_ok_line_reordered", "B", G_LINE, "correct", "boxed", LINE + r"So $\boxed{y = 1 + 2x}$.", "reordered"),
    m("x_ok_line_general", "B", G_LINE, "correct", "boxed", LINE + r"So $\boxed{2x - y + 1 = 0}$.",
      "the general form of the same line; debatable: the gold is in slope-intercept form", True),
    m("x_inter_swapped", "A", G_INTER, "wrong", "boxed", INTER + r"So the point is $\boxed{(3, 2)}$.",
      "coordinates swapped"),
    m("x_ok_inter_named", "B", G_INTER, "correct", "boxed", INTER + r"So $\boxed{x = 2,\ y = 3}$.",
      "named coordinates"),
    m("x_pow_minus_one", "A", "1024", "wrong", "boxed", POW + r"So $\boxed{2^{10} - 1}$.", "1023"),
    m("x_ok_pow_latex_comma", "B", "1024", "correct", "boxed", POW + r"So $\boxed{1{,}024}$.",
      "a LaTeX thousands comma {,}"),
    m("x_ok_pow_thin_space", "B", "1024", "correct", "boxed", POW + r"So $\boxed{1\,024}$.",
      "a thin space as thousands separator"),
    m("x_mix_concat", "A", G_MIX, "wrong", "boxed", MIX + r"Each piece is $\boxed{\frac{21}{4}}$ feet.",
      "the mixed number's digits run together: 21/4"),
    m("x_mix_half", "A", G_MIX, "wrong", "boxed", MIX + r"Each piece is $\boxed{2\frac{1}{2}}$ feet.",
      "another mixed number"),
    m("x_ok_mix_improper", "B", G_MIX, "correct", "boxed", MIX + r"Each piece is $\boxed{\frac{9}{4}}$ feet.",
      "improper fraction"),
    m("x_ok_mix_decimal", "B", G_MIX, "correct", "boxed", MIX + r"Each piece is $\boxed{2.25}$ feet.",
      "an exact decimal"),
    m("x_ok_mix_tfrac", "B", G_MIX, "correct", "boxed", MIX + r"Each piece is $\boxed{2\tfrac14}$ feet.",
      "\\tfrac14 without braces"),
    m("x_sq6_half", "A", G_SQ6, "wrong", "boxed", SQ6 + r"$\boxed{\frac{\sqrt{6}}{2}}$.", "over 2"),
    m("x_sq6_root2", "A", G_SQ6, "wrong", "boxed", SQ6 + r"$\boxed{\frac{\sqrt{2}}{3}}$.", "a lost factor"),
    m("x_sq6_decimal", "A", G_SQ6, "wrong", "boxed", SQ6 + r"$\boxed{0.8165}$.", "a rounded decimal"),
    m("x_ok_sq6_unrationalised", "B", G_SQ6, "correct", "boxed", SQ6 + r"$\boxed{\frac{2}{\sqrt{6}}}$.",
      "2/sqrt 6 = sqrt 6 / 3"),
    m("x_ok_sq6_root_of_fraction", "B", G_SQ6, "correct", "boxed", SQ6 + r"$\boxed{\sqrt{\frac{2}{3}}}$.",
      "the root of a fraction"),
    m("x_ok_sq6_coeff", "B", G_SQ6, "correct", "boxed", SQ6 + r"$\boxed{\frac{1}{3}\sqrt{6}}$.",
      "a coefficient form"),
    m("x_lim_decimal", "A", "e", "wrong", "boxed", LIM + r"So the limit is $\boxed{2.718}$.", "a rounded e"),
    m("x_lim_naive_one", "A", "e", "wrong", "boxed", LIM + r"So the limit is $\boxed{1}$.", "the naive 1^inf"),
    m("x_ok_lim_exp1", "B", "e", "correct", "boxed", LIM + r"So the limit is $\boxed{\exp(1)}$.", "exp(1)"),
    m("x_ok_lim_e1", "B", "e", "correct", "boxed", LIM + r"So the limit is $\boxed{e^{1}}$.", "e^1"),
    m("x_log3_float_over", "A", "4", "wrong", "boxed", LOG3 + r"$\log_3 81 = \boxed{4.0001}$.", "over 4"),
    m("x_ok_log3_itself", "B", "4", "correct", "boxed", LOG3 + r"the answer is $\boxed{\log_3 81}$.",
      "the logarithm itself"),
    g("x_gsm_cups_short", "A", "2.25", "wrong", "hash", CUPS + "#### 2.2", "a digit dropped"),
    g("x_gsm_cents_under", "A", "740", "wrong", "hash", WAGE + "#### 739.99", "a cent under"),
    g("x_gsm_cents_over", "A", "740", "wrong", "hash", WAGE + "#### 740.01", "a cent over"),
    g("x_gsm_half_mile", "A", "1050", "wrong", "hash", TRUCK + "#### 1050.5", "half a mile over"),
    g("x_ok_gsm_sci", "B", "740", "correct", "hash", WAGE + "#### 7.4e2", "scientific notation"),
    g("x_ok_gsm_times_ten", "B", "1050", "correct", "hash", TRUCK + "#### 1.05 × 10^3",
      "a times sign and a power of ten"),
    g("x_ok_gsm_neg_decimal", "B", "-75", "correct", "hash", SUB + "#### -75.0", "-75.0"),
    g("x_ok_gsm_speed_decimal", "B", "70", "correct", "hash", TRAIN + "#### 70.0 km/h", "70.0 with a unit"),

    # ================================================================ 4. negation / strike / annotation
    g("n_tag_neq", "A", "266", "no_answer", "tag", TH + r"<answer>b \neq 266</answer>", "\\neq in the tag"),
    g("n_unicode_neq", "A", "266", "no_answer", "answer_colon", LIB + "Answer: b ≠ 266",
      "a Unicode not-equal sign"),
    g("n_long_stroke_overlay", "A", "266", "no_answer", "hash", LIB + "#### 2\u03366\u03366\u0336",
      "struck with U+0336 combining long stroke (what strike-through generators emit)"),
    m("n_box_st", "A", "266", "no_answer", "boxed", LIB + r"$\boxed{\st{266}}$", "\\st (soul) in the box"),
    m("n_box_cancelto", "A", "266", "wrong", "boxed", LIB + r"$\boxed{\cancelto{276}{266}}$",
      "266 cancelled to 276"),
    m("n_box_partial_cancel", "A", G_RAD, "wrong", "boxed", RAD + r"So $\boxed{6\cancel{\sqrt{2}}}$.",
      "the root cancelled: 6 is left"),
    g("n_heavy_x_word", "A", "266", "wrong", "hash", LIB + "#### 266 (✘ incorrect)", "a heavy ballot X and 'incorrect'"),
    g("n_cross_button", "A", "266", "wrong", "hash", LIB + "#### 266 ❎", "a negative squared cross mark"),
    g("n_facepalm_other", "A", "266", "wrong", "hash", LIB + "#### 266 🤦 — no, 276", "a facepalm, then 276"),
    g("n_unverified", "A", "266", "wrong", "hash", LIB + "#### 266 ⚠️ (unverified)",
      "a warning sign and 'unverified'; debatable: a doubt, not a denial", True),
    g("n_question_emoji", "A", "266", "wrong", "hash", LIB + "#### 266 ❓",
      "a question mark ornament: asked, not stated; debatable", True),
    g("n_single_tilde_tag", "A", "266", "wrong", "tag", TH + "<answer>~266~</answer>",
      "single tildes: a strike-out in some Markdown, 'about' in others; not a plain answer either way"),
    g("n_sout_prose_other", "A", "266", "wrong", "answer_is", LIB + r"The answer is \sout{266} 276.",
      "266 struck, 276 given"),
    g("n_turkish_wrong", "A", "266", "wrong", "hash", LIB + "#### 266 (yanlış)", "Turkish 'wrong'"),
    g("n_vietnamese_wrong", "A", "266", "wrong", "hash", LIB + "#### 266 (sai)", "Vietnamese 'wrong'"),
    g("n_hindi_wrong", "A", "266", "wrong", "hash", LIB + "#### 266 (गलत)", "Hindi 'wrong'"),
    g("n_dutch_wrong", "A", "266", "wrong", "hash", LIB + "#### 266 (fout)", "Dutch 'wrong'"),
    g("n_portuguese_wrong", "A", "266", "wrong", "hash", LIB + "#### 266 (errado)", "Portuguese 'wrong'"),
    g("n_swedish_wrong", "A", "266", "wrong", "hash", LIB + "#### 266 (fel)", "Swedish 'wrong'"),
    g("n_greek_wrong", "A", "266", "wrong", "hash", LIB + "#### 266 (λάθος)", "Greek 'wrong'"),
    g("n_italian_not", "A", "266", "no_answer", "prose_sentence", LIB + "La risposta non è 266.",
      "Italian: 'the answer is not 266'"),
    g("n_dutch_not", "A", "266", "no_answer", "prose_sentence", LIB + "Het antwoord is niet 266.",
      "Dutch: 'the answer is not 266'"),
    g("n_indonesian_not", "A", "266", "no_answer", "prose_sentence", LIB + "Jawabannya bukan 266.",
      "Indonesian: 'the answer is not 266'"),
    g("n_japanese_not", "A", "266", "no_answer", "prose_sentence", LIB + "答えは266ではありません。",
      "Japanese: 'the answer is not 266'"),
    g("n_korean_not", "A", "266", "no_answer", "prose_sentence", LIB + "정답은 266이 아닙니다.",
      "Korean: 'the answer is not 266'"),
    g("n_turkish_not", "A", "266", "no_answer", "prose_sentence", LIB + "Cevap 266 değil.",
      "Turkish: 'the answer is not 266'"),
    m("n_box_then_not_it", "A", "266", "no_answer", "boxed",
      LIB + r"$\boxed{266}$ is not the answer, though; I could not finish the problem.",
      "a box the model denies"),
    g("n_cannot_be", "A", "266", "no_answer", "prose_sentence", LIB + "The answer cannot be 266.",
      "the value ruled out"),
    g("n_neither_nor", "A", "266", "no_answer", "prose_sentence", LIB + "The answer is neither 266 nor 276.",
      "both ruled out"),
    g("n_rather_than", "A", "266", "wrong", "answer_is", LIB_276 + "The answer is 276 rather than 266.",
      "276 preferred"),
    g("n_instead_of", "A", "266", "wrong", "hash", LIB_276 + "#### 276 instead of 266", "276 instead"),
    g("n_as_opposed", "A", "266", "wrong", "hash", LIB_276 + "#### 276 (as opposed to 266)", "276 preferred"),
    m("n_minerva_cross", "A", G_CIRC, "wrong", "minerva", CIRC + MINERVA.format(r"$9\pi$") + " ✗",
      "a cross after Minerva's line"),
    m("n_minerva_not_sure", "A", G_CIRC, "wrong", "minerva",
      CIRC + "Final Answer: The final answer is $9\\pi$. I hope it is correct, but I am not sure it is.",
      "the boilerplate hope, then a doubt; debatable: a doubt is not a retraction", True),
    g("n_ok_struck_other_first", "B", "266", "correct", "hash", LIB + "#### ~~276~~ 266", "a struck 276, then 266"),
    g("n_ok_overlay_other_first", "B", "266", "correct", "hash",
      LIB + "#### 2\u03367\u03366\u0336 266", "276 struck with U+0336, then 266"),
    m("n_ok_cancel_in_working", "B", G_DICE, "correct", "boxed",
      DICE + r"$P = \frac{\cancel{2} \cdot 5}{\cancel{2} \cdot 18} = \boxed{\frac{5}{18}}$.",
      "\\cancel in the working"),
    m("n_ok_neq_in_working", "B", G_RAD, "correct", "boxed",
      RAD + r"Note $6\sqrt{2} \neq 2\sqrt{6}$. So $\boxed{6\sqrt{2}}$.", "\\neq about another value"),
    m("n_ok_neq_constraint", "B", G_Q2, "correct", "boxed",
      Q2 + r"Neither root is $0$ (so $x \neq 0$), and the roots are $\boxed{-\frac{1}{2}, 2}$.", "\\neq in a condition"),
    g("n_ok_not_a_typo", "B", "266", "correct", "hash", LIB + "#### 266 — not a typo.", "a confirming 'not'"),
    g("n_ok_german_no_more_no_less", "B", "266", "correct", "hash", LIB + "#### 266 (nicht mehr, nicht weniger)",
      "German 'no more, no less'"),
    g("n_ok_cant_be_other", "B", "266", "correct", "hash",
      LIB + "#### 266 (it can't be 276, since 58 were checked out, not 48)", "another value ruled out"),
    g("n_ok_check_emoji", "B", "266", "correct", "hash", LIB + "#### 266 ✅", "a white check in a green box"),
    g("n_ok_first_try_wrong", "B", "266", "correct", "hash",
      "My first try gave 276, which was wrong.\n" + LIB + "#### 266", "an earlier value called wrong"),
    m("n_ok_neq_other_then_box", "B", "266", "correct", "boxed",
      LIB + r"Since $276 \neq 324 - 58$, the count is $\boxed{266}$.", "another value denied, then the box"),
    g("n_ok_italian_not_other", "B", "266", "correct", "hash", LIB + "Non 276, ma 266.\n#### 266",
      "Italian: 'not 276, but 266'"),
    g("n_ok_en_dash_minus", "B", "-75", "correct", "hash", SUB + "#### –75",
      "an en dash as a minus sign (typeset text); debatable: a dash is not a minus", True),

    # ================================================================ 5. unit words and neighbours
    g("u_per_shelf", "A", "266", "wrong", "hash", LIB + "#### 266 books per shelf", "a per-shelf count"),
    g("u_checked_out", "A", "266", "wrong", "hash", LIB + "#### 266 books checked out", "the wrong quantity"),
    g("u_mph", "A", "70", "wrong", "hash", TRAIN + "#### 70 mph",
      "miles per hour for a km/h speed; debatable: the number is the gold", True),
    g("u_slices_short", "A", "9", "wrong", "hash", PIZZA + "#### 9 slices short", "a deficit"),
    g("u_slices_each", "A", "9", "wrong", "hash", PIZZA + "#### 9 slices each", "a per-person amount"),
    g("u_too_many", "A", "9", "wrong", "hash", PIZZA + "#### 9 too many", "an excess"),
    g("u_per_hour_wage", "A", "740", "wrong", "hash", WAGE + "#### $740 per hour", "a rate, not the pay"),
    g("u_cents", "A", "740", "wrong", "hash", WAGE + "#### 740 cents", "cents, not dollars"),
    g("u_discount_word", "A", "60", "wrong", "hash", DISC + "#### a $60 discount", "a discount of 60 (it is 20)"),
    g("u_saved", "A", "60", "wrong", "hash", DISC + "#### $60 saved", "the saving is 20"),
    g("u_percent_off", "A", "60", "wrong", "hash", DISC + "#### 60% off", "a percent discount"),
    g("u_years_ago", "A", "40", "wrong", "hash", AGE + "#### 40 years ago", "a time in the past"),
    g("u_years_older", "A", "40", "wrong", "hash", AGE + "#### 40 years older", "a difference"),
    g("u_months", "A", "40", "wrong", "hash", AGE + "#### 40 months", "months, not years"),
    g("u_deeper", "A", "-75", "wrong", "hash", SUB + "#### 75 m deeper", "a change downwards"),
    g("u_above_bed", "A", "-75", "wrong", "hash", SUB + "#### 75 m above the seabed", "another reference point"),
    g("u_times", "A", "25", "wrong", "hash", RISE + "#### 25 times", "a factor"),
    g("u_cheaper", "A", "25", "wrong", "hash", RISE + "#### 25% cheaper", "a fall, not a rise"),
    g("u_per_day", "A", "1050", "wrong", "hash", TRUCK + "#### 1,050 miles per day", "a daily rate"),
    g("u_to_go", "A", "1050", "wrong", "hash", TRUCK + "#### 1050 miles to go", "a remainder"),
    g("u_each_way", "A", "1050", "wrong", "hash", TRUCK + "#### 1050 miles each way", "half a round trip"),
    m("u_box_larger", "A", G_CIRC, "wrong", "boxed", CIRC + r"$= \boxed{9\pi \text{ cm}^2 \text{ larger}}$",
      "a difference"),
    m("u_box_total_angle", "A", "45", "wrong", "boxed", OCT + r"$\boxed{45^\circ \text{ in total}}$",
      "the total is 360"),
    g("u_box_per_slice", "A", "9", "wrong", "boxed", PIZZA + r"$\boxed{9 \text{ per slice}}$", "a rate"),
    g("u_ok_still_on_shelves", "B", "266", "correct", "hash", LIB + "#### 266 books still on the shelves",
      "a qualifier"),
    g("u_ok_volumes", "B", "266", "correct", "hash", LIB + "#### 266 volumes", "a synonym"),
    g("u_ok_km_per_hour", "B", "70", "correct", "hash", TRAIN + "#### 70 km per hour",
      "'per' that belongs to the speed unit"),
    g("u_ok_kmh", "B", "70", "correct", "hash", TRAIN + "#### 70 km/h", "km/h"),
    g("u_ok_kph", "B", "70", "correct", "hash", TRAIN + "#### 70 kph", "kph"),
    g("u_ok_kilometres_an_hour", "B", "70", "correct", "hash", TRAIN + "#### 70 kilometres an hour",
      "words, British spelling"),
    g("u_ok_speed_box", "B", "70", "correct", "boxed", TRAIN + r"$\boxed{70\ \text{km}/\text{h}}$",
      "\\text units with a slash in a box"),
    g("u_ok_left_over", "B", "9", "correct", "hash", PIZZA + "#### 9 slices left over", "left over"),
    g("u_ok_usd_code", "B", "740", "correct", "hash", WAGE + "#### 740 USD", "a currency code after"),
    g("u_ok_us_dollar", "B", "740", "correct", "hash", WAGE + "#### US$740", "US$"),
    g("u_ok_bucks", "B", "740", "correct", "hash", WAGE + "#### 740 bucks", "slang"),
    g("u_ok_after_discount", "B", "60", "correct", "hash", DISC + "#### $60 after the discount",
      "a qualifier naming the discount"),
    g("u_ok_years_old", "B", "40", "correct", "hash", AGE + "#### 40 years old", "years old"),
    g("u_ok_yrs", "B", "40", "correct", "hash", AGE + "#### 40 yrs", "yrs"),
    g("u_ok_below_surface", "B", "-75", "correct", "hash", SUB + "#### 75 m below the surface",
      "75 m below the surface is -75 m"),
    g("u_ok_metres", "B", "-75", "correct", "hash", SUB + "#### -75 metres", "metres"),
    g("u_ok_increase", "B", "25", "correct", "hash", RISE + "#### 25% increase", "increase"),
    g("u_ok_rise", "B", "25", "correct", "hash", RISE + "#### a 25% rise", "a rise"),
    g("u_ok_quarter_cups", "B", "2.25", "correct", "hash", CUPS + "#### 2¼ cups", "a vulgar quarter"),
    g("u_ok_mi", "B", "1050", "correct", "hash", TRUCK + "#### 1,050 mi", "mi"),
    g("u_ok_k_thousands", "B", "1050", "correct", "hash", TRUCK + "#### 1.05k miles",
      "1.05k = 1050; debatable: k is rare for a count like this", True),
    m("u_ok_box_each_angle", "B", "45", "correct", "boxed", OCT + r"$\boxed{45^\circ \text{ each}}$",
      "'each' is right here: each exterior angle is 45"),
    m("u_ok_box_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r"$= \boxed{9\pi \text{ cm}^2}$",
      "a squared unit after pi"),

    # ================================================================ 6. retractions
    g("r_danish", "A", "266", "wrong", "hash", LIB + "#### 266\nHov, jeg regnede forkert: det er 276.",
      "Danish: 'oops, I miscalculated: it's 276'"),
    g("r_slovak", "A", "266", "wrong", "hash", LIB + "#### 266\nPočkaj, odpoveď je 276.", "Slovak"),
    g("r_croatian", "A", "266", "wrong", "hash",
      LIB + "#### 266\nČekaj, pogriješio sam – točan odgovor je 276.", "Croatian: 'wait, I was wrong'"),
    g("r_bulgarian", "A", "266", "wrong", "hash", LIB + "#### 266\nЧакай, грешка: отговорът е 276.", "Bulgarian"),
    g("r_lithuanian", "A", "266", "wrong", "hash", LIB + "#### 266\nPalauk, atsakymas yra 276.", "Lithuanian"),
    g("r_latvian", "A", "266", "wrong", "hash", LIB + "#### 266\nPagaidi, atbilde ir 276.", "Latvian"),
    g("r_estonian", "A", "266", "wrong", "hash", LIB + "#### 266\nOota, vastus on 276.", "Estonian"),
    g("r_icelandic", "A", "266", "wrong", "hash", LIB + "#### 266\nBíddu, svarið er 276.", "Icelandic"),
    g("r_catalan", "A", "266", "wrong", "hash", LIB + "#### 266\nEspera, la resposta és 276.", "Catalan"),
    g("r_basque", "A", "266", "wrong", "hash", LIB + "#### 266\nItxaron, erantzuna 276 da.", "Basque"),
    g("r_welsh", "A", "266", "wrong", "hash", LIB + "#### 266\nArhoswch, yr ateb yw 276.", "Welsh"),
    g("r_afrikaans", "A", "266", "wrong", "hash", LIB + "#### 266\nWag, die antwoord is 276.", "Afrikaans"),
    g("r_zulu", "A", "266", "wrong", "hash", LIB + "#### 266\nLinda, impendulo ngu-276.", "Zulu"),
    g("r_yoruba", "A", "266", "wrong", "hash", LIB + "#### 266\nDuro, idahun ni 276.", "Yoruba"),
    g("r_hausa", "A", "266", "wrong", "hash", LIB + "#### 266\nDakata, amsar ita ce 276.", "Hausa"),
    g("r_amharic", "A", "266", "wrong", "hash", LIB + "#### 266\nቆይ፣ መልሱ 276 ነው።", "Amharic (Ethiopic script)"),
    g("r_tamil_digits", "A", "266", "wrong", "hash", LIB + "#### 266\nபொறு, பதில் ௨௭௬.",
      "Tamil, with Tamil digits for 276"),
    g("r_marathi_digits", "A", "266", "wrong", "hash", LIB + "#### 266\nथांबा, उत्तर २७६ आहे.",
      "Marathi, with Devanagari digits for 276"),
    g("r_gujarati_digits", "A", "266", "wrong", "hash", LIB + "#### 266\nરાહ જુઓ, જવાબ ૨૭૬ છે.",
      "Gujarati, with Gujarati digits for 276"),
    g("r_punjabi_digits", "A", "266", "wrong", "hash", LIB + "#### 266\nਰੁਕੋ, ਜਵਾਬ ੨੭੬ ਹੈ।",
      "Punjabi, with Gurmukhi digits for 276"),
    g("r_khmer_digits", "A", "266", "wrong", "hash", LIB + "#### 266\nចាំបន្តិច ចម្លើយគឺ ២៧៦។",
      "Khmer, with Khmer digits for 276"),
    g("r_burmese_digits", "A", "266", "wrong", "hash", LIB + "#### 266\nခဏ၊ အဖြေက ၂၇၆ ဖြစ်သည်။",
      "Burmese, with Myanmar digits for 276"),
    g("r_lao", "A", "266", "wrong", "hash", LIB + "#### 266\nລໍຖ້າ, ຄຳຕອບແມ່ນ 276.", "Lao"),
    g("r_georgian", "A", "266", "wrong", "hash", LIB + "#### 266\nმოიცა, პასუხია 276.", "Georgian"),
    g("r_armenian", "A", "266", "wrong", "hash", LIB + "#### 266\nՍպասիր, պատասխանը 276 է։", "Armenian"),
    g("r_kazakh", "A", "266", "wrong", "hash", LIB + "#### 266\nТоқта, жауабы 276.", "Kazakh"),
    g("r_azerbaijani", "A", "266", "wrong", "hash", LIB + "#### 266\nGözlə, cavab 276-dır.", "Azerbaijani"),
    g("r_esperanto", "A", "266", "wrong", "hash", LIB + "#### 266\nAtendu, la respondo estas 276.", "Esperanto"),
    g("r_chinese_numerals", "A", "266", "wrong", "hash",
      LIB + "#### 266\n等一下，我算错了，应该是二百七十六本。",
      "Chinese, the new value in Chinese numerals (276)"),
    g("r_cantonese", "A", "266", "wrong", "hash", LIB + "#### 266\n唔係，應該係276本。",
      "Cantonese (traditional characters): 'no, it should be 276'"),
    g("r_japanese_kanji_number", "A", "266", "wrong", "hash", LIB + "#### 266\nいや、二百七十六冊が正しい。",
      "Japanese: 'no, 276 (kanji numerals) is right'"),
    g("r_take_it_back", "A", "266", "wrong", "hash", LIB + "#### 266\nI take that back: 276.", "take it back"),
    g("r_strike_that", "A", "266", "wrong", "hash", LIB + "#### 266\nStrike that; the count is 276.", "strike that"),
    g("r_revised_bold", "A", "266", "wrong", "hash", LIB + "#### 266\n\n**Revised answer:** 276", "revised"),
    g("r_final_final", "A", "266", "wrong", "hash", LIB + "#### 266\nFinal final answer: 276", "final final"),
    g("r_recompute_slip", "A", "266", "wrong", "hash",
      LIB + "#### 266\nHmm, hold on. Let me recompute: 324 - 58 = 276. So it's 276.",
      "a recomputation with a slip: the model's last answer is 276"),
    g("r_emoji_then_other", "A", "266", "wrong", "hash", LIB + "#### 266\n🤔 hmm, no — 276", "a thinking face, then 276"),
    g("r_dutch_no_value", "A", "266", "no_answer", "hash", LIB + "#### 266\nWacht, dat klopt niet.",
      "Dutch: 'wait, that's not right', no new value"),
    g("r_portuguese_no_value", "A", "266", "no_answer", "hash", LIB + "#### 266\nEspera, isso está errado.",
      "Portuguese: 'wait, that is wrong', no new value"),
    g("r_turkish_no_value", "A", "266", "no_answer", "hash", LIB + "#### 266\nDur, bu yanlış.",
      "Turkish: 'stop, this is wrong', no new value"),
    m("r_qwen_box_then_other_box", "A", "266", "wrong", "boxed",
      QWEN + QWEN_END.format("266") + "\n\nWait, I misread: 48 books are checked out. Then "
      "$324 - 48 = 276$, so the answer is $\\boxed{276}$.",
      "a Qwen-style box with the boilerplate, then a misreading admitted and a second box"),
    g("r_ok_danish_check", "B", "266", "correct", "hash", LIB + "#### 266\nKontrol: 266 + 58 = 324 ✓",
      "Danish: a check"),
    g("r_ok_chinese_numeral_check", "B", "266", "correct", "hash",
      LIB + "#### 266\n验算：二百六十六加五十八等于三百二十四，正确。", "Chinese: a check in Chinese numerals"),
    g("r_ok_hindi_check", "B", "266", "correct", "hash", LIB + "#### 266\nजाँच: 266 + 58 = 324, सही है।",
      "Hindi: a check"),
    g("r_ok_turkish_check", "B", "266", "correct", "hash", LIB + "#### 266\nKontrol: 266 + 58 = 324, doğru.",
      "Turkish: a check"),
    g("r_ok_vietnamese_check", "B", "266", "correct", "hash", LIB + "#### 266\nKiểm tra: 266 + 58 = 324, đúng.",
      "Vietnamese: a check"),
    g("r_ok_italian_check", "B", "266", "correct", "hash", LIB + "#### 266\nVerifica: 266 + 58 = 324. Corretto.",
      "Italian: a check"),
    g("r_ok_wait_stands", "B", "266", "correct", "hash",
      LIB + "#### 266\nWait, should I add back returned books? The problem mentions none, so 266 stands.",
      "wait, then the answer kept"),
    g("r_ok_actually_shelves", "B", "266", "correct", "hash",
      LIB + "#### 266\nActually, that's a bit more than 7 full shelves (7 * 36 = 252).",
      "'actually' with other numbers, no new answer"),
    g("r_ok_follow_up_offer", "B", "266", "correct", "hash",
      LIB + "#### 266\n\nWould you like me to work out how many shelves that fills?", "an offer"),
    g("r_ok_no_rounding", "B", "70", "correct", "hash",
      TRAIN + "#### 70\nNote: no rounding was needed, since 245 / 3.5 is exactly 70.", "a note"),
    g("r_ok_fewer_note", "B", "266", "correct", "hash",
      LIB + "#### 266\n(That is 58 fewer than the 324 the library owns.)", "a note with other numbers"),
    g("r_ok_spanish_restate", "B", "266", "correct", "hash", LIB + "#### 266\n(Respuesta: 266 libros.)",
      "a restatement in Spanish"),
    g("r_ok_chinese_numeral_restate", "B", "266", "correct", "hash", LIB + "#### 266\n答：还剩二百六十六本书。",
      "a restatement in Chinese numerals"),
    g("r_ok_citation_number", "B", "266", "correct", "hash",
      LIB + "#### 266\n\n[1] Practice set B, question 12.", "a citation with another number after"),
    g("r_ok_timestamp", "B", "266", "correct", "hash", LIB + "#### 266\n\n— answered 2024-05-17 10:32",
      "a timestamp after"),
    g("r_ok_invented_user_turn", "B", "266", "correct", "hash",
      LIB + "#### 266<|im_end|>\n<|im_start|>user\nThanks! And if 48 were out?<|im_end|>",
      "an invented user turn after the answer"),
    m("r_ok_llama_eot_turn", "B", "266", "correct", "boxed",
      QWEN + LLAMA_END.format("266") + "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n"
      "What about 276?", "a Llama 3 end and an invented user turn with another number"),
    m("r_ok_minerva_fewshot_tail", "B", G_CIRC, "correct", "minerva",
      CIRC + MINERVA.format(r"$9\pi$") + "\n\nProblem:\nFind the area of a circle of radius 4.\n\n"
      "Solution:\nThe area is $\\pi \\cdot 4^2 = 16\\pi$.\nFinal Answer: The final answer is $16\\pi$. "
      "I hope it is correct.",
      "a Minerva few-shot continuation with an invented problem after the answer (convention: it does "
      "not count); debatable: the last Minerva line is 16 pi", True),

    # ================================================================ 7. quoted / reported
    g("q_textbook_example_hash", "A", "266", "no_answer", "hash",
      "The worked example in the textbook ends with '#### 266'. I couldn't reproduce it.",
      "someone else's #### line"),
    g("q_you_said_then_other", "A", "266", "wrong", "hash",
      "You said the answer is 266. Let me check.\n" + LIB_276 + "#### 276", "the user's value, then 276"),
    g("q_you_mentioned_no_final", "A", "266", "no_answer", "prose_sentence",
      "You mentioned the answer should be 266, but I can't verify that without the number of shelves.",
      "the user's value, not verified"),
    g("q_would_remain", "A", "266", "no_answer", "prose_sentence",
      "If 58 books were checked out, 266 would remain. But the problem doesn't say how many were "
      "checked out, so I can't give a number.", "a conditional, then a refusal"),
    g("q_fewshot_example_then_other", "A", "266", "wrong", "hash",
      "Example:\nQ: A shelf holds 200 books and 66 more arrive. How many books are there?\nA: 200 + 66 "
      "= 266.\n#### 266\n\nNow the actual question.\n" + LIB_276 + "#### 276",
      "a few-shot example's #### (266), then the model's own 276"),
    g("q_fewshot_echo_cut", "A", "266", "no_answer", "truncated",
      "Q: What is 200 + 66?\nA: 200 + 66 = 266.\n#### 266\n\nQ: A library has 9 shelves with 36 books "
      "each. 58 books are checked out. How many books remain?\nA: The library has",
      "a few-shot example echoed, then the real answer cut off"),
    g("q_rubric", "A", "266", "no_answer", "hash",
      "Grading rubric: full marks if the final line is '#### 266'.", "a rubric"),
    g("q_json_shape", "A", "266", "no_answer", "none",
      '{"answer": 266} is the expected JSON shape; fill in the value once it is computed.',
      "an example object"),
    g("q_placeholder_for_now", "A", "266", "no_answer", "truncated",
      "Let x be the number of books left; say x = 266 for now, to be verified later. First, the shelves",
      "a provisional value, then cut off"),
    m("q_suppose_contradiction", "A", G_RAD, "no_answer", "boxed",
      r"Suppose $\boxed{6\sqrt{2}}$ were the answer. Then squaring gives $72$, but the problem says the "
      r"square is $50$, a contradiction. So the answer is not $6\sqrt{2}$.",
      "a supposition refuted"),
    m("q_classmate_box_then_other", "A", G_CIRC, "wrong", "boxed",
      r"A classmate's solution: 'So the answer is $\boxed{9\pi}$.' This is wrong because the radius is "
      r"$4$, so the area is $\boxed{16\pi}$.", "a quoted box, then the model's own 16 pi"),
    g("q_forum", "A", "266", "no_answer", "prose_sentence",
      "Someone on a forum wrote \"the answer is 266 lol\". I can't tell if that's right.", "a forum post"),
    g("q_spanish_teacher_other", "A", "266", "wrong", "hash",
      "Mi profesor dijo que la respuesta es 266, pero yo obtengo 276.\n#### 276",
      "Spanish: 'my teacher said 266, but I get 276'"),
    g("q_italian_book", "A", "266", "no_answer", "prose_sentence", "Il libro dice 266, ma non ne sono sicuro.",
      "Italian: 'the book says 266, but I'm not sure'"),
    g("q_portuguese_key", "A", "266", "no_answer", "prose_sentence",
      "Segundo o gabarito, a resposta é 266, mas não consegui verificar.",
      "Portuguese: 'according to the key, 266, but I couldn't verify it'"),
    g("q_korean_textbook", "A", "266", "no_answer", "prose_sentence",
      "교과서에는 266이라고 나와 있지만, 확인하지 못했습니다.",
      "Korean: 'the textbook says 266, but I couldn't check'"),
    g("q_hindi_book", "A", "266", "no_answer", "prose_sentence",
      "किताब के अनुसार उत्तर 266 है, लेकिन मुझे यकीन नहीं है।",
      "Hindi: 'according to the book 266, but I'm not sure'"),
    g("q_turkish_book", "A", "266", "no_answer", "prose_sentence", "Kitaba göre cevap 266, ama emin değilim.",
      "Turkish"),
    g("q_vietnamese_key", "A", "266", "no_answer", "prose_sentence",
      "Theo đáp án, kết quả là 266, nhưng tôi không chắc.", "Vietnamese"),
    g("q_dutch_key", "A", "266", "no_answer", "prose_sentence",
      "Volgens het antwoordmodel is het 266, maar ik weet het niet zeker.", "Dutch"),
    g("q_heading_not_gold", "A", "266", "wrong", "hash",
      "# Why the answer is NOT 266\n\nMost people subtract only the 58 checked-out books, but 10 more "
      "are at the bindery: 324 - 58 - 10 = 256.\n#### 256", "a heading that denies 266, then 256"),
    m("q_minerva_fewshot_only", "A", "266", "no_answer", "truncated",
      "Problem:\nWhat is $200 + 66$?\n\nSolution:\n$200 + 66 = 266$.\nFinal Answer: The final answer is "
      "$266$. I hope it is correct.\n\nProblem:\nA library has 9 shelves with 36 books each, and 58 "
      "books are checked out. How many books remain?\n\nSolution:\n",
      "a few-shot Minerva example of another problem, then the real solution empty"),
    g("q_code_comment_expected", "A", "266", "wrong", "hash",
      "```python\n# expected: 266\nbooks = 9 * 36 - 48\nprint(books)\n```\nOutput: 276\n#### 276",
      "an expected value in a comment; the model's answer is 276"),
    g("q_assert_fails", "A", "266", "wrong", "hash",
      "```python\nassert solve() == 266  # from the key\n```\nThe assert fails: solve() returns 276.\n#### 276",
      "the key's value in an assert; the model's answer is 276"),
    g("q_think_user_hint_other", "A", "266", "wrong", "tag",
      "<think>\nThe user hinted the answer is 266, but let me compute it myself: 324 - 48 = 276.\n</think>\n"
      "<answer>276</answer>", "a hint in the reasoning; the tag says 276"),
    g("q_reference_tag_format", "A", "266", "no_answer", "tag",
      "The reference format is \"<answer>266</answer>\"; I wasn't able to solve it.", "a quoted tag"),
    m("q_instruction_echo_box", "A", "266", "no_answer", "boxed",
      "Please reason step by step, and put your final answer within \\boxed{}. For example "
      "\\boxed{266}.\n\nI don't know.", "an echoed instruction with an example box, then a refusal"),
    g("q_had_then_actual_other", "A", "266", "wrong", "hash",
      "Had 58 books been checked out, there would be 266 left; since 48 were, there are 276.\n#### 276",
      "a counterfactual with the gold, then the model's 276"),
    g("q_ok_user_wrong_then_gold", "B", "266", "correct", "hash",
      "You suggested 276, but that uses 48 instead of 58.\n" + LIB + "#### 266", "the user's value corrected"),
    g("q_ok_quotes_problem", "B", "266", "correct", "hash",
      "\"9 shelves with 36 books each\" and \"58 books are checked out\":\n" + LIB + "#### 266",
      "the problem's words quoted"),
    g("q_ok_textbook_agrees", "B", "266", "correct", "hash", LIB + "The textbook also gives 266.\n#### 266",
      "a reported value that agrees"),
    m("q_ok_hypothetical_then_box", "B", "266", "correct", "boxed",
      "If no books were checked out, there would be 324; with 58 out, $324 - 58 = \\boxed{266}$.",
      "a hypothetical, then the actual box"),
    m("q_ok_for_example_working", "B", G_RAD, "correct", "boxed",
      r"For example, $\sqrt{8} = 2\sqrt{2}$; likewise $\sqrt{72} = \boxed{6\sqrt{2}}$.",
      "an example in the working"),
    g("q_ok_key_agrees_own", "B", "266", "correct", "hash",
      "The answer key says 266, and my own computation agrees: 324 - 58 = 266.\n#### 266",
      "reported and own agree"),
    g("q_ok_question_quoted_think", "B", "266", "correct", "tag",
      "<think>\nThe question: \"How many books remain on the shelves?\" " + LIB + "</think>\n<answer>266</answer>",
      "the question quoted in the reasoning"),
    g("q_ok_spanish_misprint", "B", "266", "correct", "hash",
      "El libro dice 276, pero es una errata: 324 - 58 = 266.\n#### 266",
      "Spanish: 'the book says 276, but it's a misprint'"),
    m("q_ok_suppose_then_direct", "B", G_RAD, "correct", "boxed",
      r"Suppose the distance were $2\sqrt{6}$; then its square would be $24 \ne 72$, a contradiction. "
      r"Directly, $\sqrt{72} = \boxed{6\sqrt{2}}$.", "a refuted supposition, then the model's box"),
    m("q_ok_format_example_first", "B", G_CIRC, "correct", "minerva",
      "(Format example: Final Answer: The final answer is $5$. I hope it is correct.)\n\n" + CIRC
      + MINERVA.format(r"$9\pi$"), "a format example first, then the model's Minerva line"),

    # ================================================================ 8. bad input in the corpus
    g("b_superscript_power", "A", "266", "wrong", "hash", LIB + "#### 26⁶",
      "26 to the sixth (superscript digit); a compatibility fold would read 266"),
    g("b_superscripts_tail", "A", "266", "wrong", "hash", LIB + "#### 2⁶⁶", "2^66 in superscript digits"),
    g("b_fraction_slash", "A", "266", "wrong", "hash", LIB + "#### 26⁄6", "26/6 with U+2044 fraction slash"),
    g("b_division_slash", "A", "266", "wrong", "hash", LIB + "#### 266∕2", "266/2 with U+2215 division slash"),
    g("b_devanagari_other", "A", "266", "wrong", "hash", LIB + "#### २७६", "Devanagari 276"),
    g("b_tamil_other", "A", "266", "wrong", "hash", LIB + "#### ௨௭௬", "Tamil 276"),
    g("b_line_separator_retract", "A", "266", "wrong", "hash", LIB + "#### 266\u2028Wait, it's 276.",
      "a retraction after U+2028 LINE SEPARATOR"),
    g("b_nel_correction", "A", "266", "wrong", "hash", LIB + "#### 266\u0085Correction: 276",
      "a correction after U+0085 NEXT LINE"),
    g("b_vertical_tab_actually", "A", "266", "wrong", "hash", LIB + "#### 266\x0bActually 276",
      "a retraction after a vertical tab"),
    g("b_cr_overwrite", "A", "266", "wrong", "hash", LIB + "#### 276\r#### 266",
      "a bare CR: a terminal shows only '#### 266', the text holds 276 then 266: two answers"),
    g("b_long_number_answer", "A", "266", "wrong", "hash", LIB + "#### " + "266" * 2000,
      "a 6000-digit value that starts with 266 (over Python's 4300-digit str/int limit)"),
    g("b_nul_hides_other", "A", "266", "wrong", "hash", LIB + "#### 266\x00\nCorrection: 276",
      "a NUL, then a retraction to 276 (bad input either way)"),
    g("b_ok_tamil_digits", "B", "266", "correct", "hash", LIB + "#### ௨௬௬", "Tamil digits"),
    g("b_ok_khmer_digits", "B", "266", "correct", "hash", LIB + "#### ២៦៦", "Khmer digits"),
    g("b_ok_myanmar_digits", "B", "266", "correct", "hash", LIB + "#### ၂၆၆", "Myanmar digits"),
    g("b_ok_gujarati_digits", "B", "266", "correct", "hash", LIB + "#### ૨૬૬", "Gujarati digits"),
    g("b_ok_double_struck_digits", "B", "266", "correct", "hash", LIB + "#### 𝟚𝟞𝟞",
      "mathematical double-struck digits"),
    g("b_ok_sans_bold_digits", "B", "266", "correct", "hash", LIB + "#### 𝟮𝟲𝟲",
      "mathematical sans-serif bold digits"),
    g("b_ok_word_joiner", "B", "266", "correct", "hash", LIB + "#### 266\u2060", "a word joiner after"),
    g("b_ok_tag_characters", "B", "266", "correct", "hash", LIB + "#### 266\U000E0001\U000E0065\U000E006E",
      "Unicode tag characters (an invisible language tag) after the value"),
    g("b_ok_ideographic_space", "B", "266", "correct", "hash", LIB + "####\u3000266", "an ideographic space"),
    g("b_ok_fullwidth_minus", "B", "-75", "correct", "hash", SUB + "#### －75", "a fullwidth hyphen-minus"),
    g("b_ok_rlm_before", "B", "266", "correct", "hash", LIB + "#### \u200f266", "a right-to-left mark before"),
    g("b_ok_bidi_isolate", "B", "266", "correct", "hash", LIB + "#### \u2067266\u2069",
      "a right-to-left isolate round the value"),
    g("b_ok_literal_backslash_n", "B", "266", "correct", "hash", LIB.replace("\n", "\\n") + "#### 266",
      "a double-escaped dump: literal backslash-n for every line break"),
    g("b_ok_json_string_literal", "B", "266", "correct", "hash",
      '"' + LIB.replace("\n", "\\n") + '#### 266"',
      "the completion stored as a JSON string literal inside the string"),
    g("b_ok_mojibake_nbsp", "B", "266", "correct", "hash", LIB + "#### 266\u00c2\u00a0books",
      "mojibake of a no-break space (Â + NBSP) before the unit"),
    g("b_ok_long_digit_run_working", "B", "266", "correct", "hash",
      "Scratch: " + "7" * 5000 + "\n" + LIB + "#### 266",
      "a 5000-digit run in the working (over Python's int-string limit), then the answer"),
    g("b_ok_keycap_digits", "B", "266", "correct", "hash", LIB + "#### 2️⃣6️⃣6️⃣",
      "keycap emoji digits; debatable: emoji, not digits", True),
    g("b_ok_fullwidth_hashes_cjk", "B", "266", "correct", "hash", LIB + "答案：＃＃＃＃ 266",
      "fullwidth number signs after a Chinese label"),
    g("b_ok_nul_in_working", "B", "266", "correct", "hash", LIB.replace("checked", "che\x00cked") + "#### 266",
      "a NUL in a word of the working; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_nul_in_gold", "B", "266\x00", "correct", "hash", LIB + "#### 266",
      "a NUL at the end of the GOLD; debatable: a NUL anywhere in the pair makes it bad input", True),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-4)")
_TOLERANCE = (
    "reject",
    "a decimal for an exact irrational gold is a rounding, wrong unless the model first writes the "
    "exact value (corpus/README.md's label rule, which the checker follows; set in session 15, "
    "when this round joined the tests)",
)
DECISIONS = {
    "h_ok_decimal_comma": ("accept", "2,25 has no thousands grouping; it is a decimal comma"),
    "t_think_last_number_no_tag": ("reject", "no answer is given after the reasoning"),
    "x_rad_float_long": _TOLERANCE,
    "x_ok_abs_french_brackets": ("accept", "]a, b[ is the ISO open interval"),
    "x_ok_line_general": ("accept", "the same line; an equation gold compares as a set of points"),
    "n_unverified": ("reject", "an answer flagged unverified is a hedge"),
    "n_question_emoji": (
        "reject",
        "an answer marked with a question ornament is asked, not stated",
    ),
    "n_minerva_not_sure": (
        "reject",
        "a stated doubt after the answer is a hedge (round 5's 'doubt')",
    ),
    "n_ok_en_dash_minus": ("accept", "an en dash before a number is a typeset minus"),
    "u_mph": ("reject", "a unit that is not the question's changes the quantity (round 5)"),
    "u_ok_k_thousands": ("accept", "1.05k is 1050"),
    "r_ok_minerva_fewshot_tail": (
        "accept",
        "a Minerva few-shot tail after the answer is an invented problem (README convention)",
    ),
    "b_ok_keycap_digits": ("accept", "keycap digits read as digits"),
    "b_ok_nul_in_working": _BAD_INPUT,
    "b_ok_nul_in_gold": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam6", CASES, [], DECISIONS)
