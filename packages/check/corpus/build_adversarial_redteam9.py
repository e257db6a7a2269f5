r"""Build adversarial_redteam9.jsonl: a ninth round of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam9", issue 25), written in session 15 WITHOUT reading the
checker's source, its README rules or bench/NOTES-checker.md (nor tests/ or any ANALYSIS.md), from
issue 25's classes and from how real models write, and committed BEFORE they were scored. Not model
output. Only corpus/README.md ("How labels were made"), corpus_build.py and the builders of rounds
1-8 were read; round 8's structure and label conventions are kept.

New against rounds 1-8: other problems and numbers (a farmer's oranges 27 * 16 - 58 = 374, concert
tickets $166, a salary of $19,000 over 8 months, a diver at -28 m, juice 3.15 L, seeds sprouting
65 %, three films of 285 minutes, a drive of 217 miles, 34 legs, an age of 41, 62,000 bottles; MATH:
5/36 (dice), 3\sqrt7, (1 + \sqrt3)/2, the open interval (1, 4), roots -2 and 1/3, a decagon's 144
degrees, a cylinder's 20\pi, -3 + 4i, 2\pi/3, log_4 8 = 3/2, 143_5 = 48, the point (-1, 3),
x^2 - 2x - 8, 3\sqrt2/2, 625, 84 = C(9, 3), 0.\overline{27} = 3/11, 2 \pm \sqrt5, 11/4, choice
(D)), other wordings (a second <think> block after the tag, an HTML <del>/<s>/comment, a code
comment, an ANSI erase or backspaces over the answer, a JSON "revised_answer", a calculator or
another model reported, a system-prompt echo, a few-shot tail with the gold), other notations
(decimal comma 3,15, German thousands dot 19.000, "19 grand", "62k", 0.13\overline{8},
0.(27), \sqrt{4.5}, 2\frac{3}{4}, 6.25 \times 10^2, 48_{10}, "3 3/20", keycap, mathematical-bold
and N'Ko digits, Kannada, Telugu, Gujarati, Odia digits, Chinese numerals, a Cyrillic Ze for 3),
retractions, negations and checks in other languages (Tagalog, Thai, Finnish, Catalan, Slovak,
Malay, Lithuanian, Urdu, Marathi, Bulgarian, Georgian, Estonian, Italian, Dutch, Korean, Arabic,
Hindi, Portuguese, Chinese, Japanese, Russian, Spanish, French, German, Turkish) and real-model
styles (DeepSeek-R1 <think> traces, Qwen "### Step" answers and "Therefore, the final answer is:
$\boxed{}$. I hope it is correct.", Llama 3 "The final answer is: $\boxed{}$" and <|eot_id|>
tails, Qwen <|im_end|> turns, Minerva "Final Answer: The final answer is $X$. I hope it is
correct.", GSM8K `####`, markdown bold, headings and tables, JSON outputs), classes combined.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation and harmless look-alikes; `u_` words after a
number; `r_` retractions after the answer and harmless after-text; `q_` quoted, reported and
hypothetical text, examples; `b_` bad input a JSON corpus can hold (lone surrogates cannot be
written to a UTF-8 file and are left out).

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation real models write.

Labels follow corpus/README.md ("How labels were made") and rounds 5-8's conventions: the last
final answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (a negation, a refusal, a question, only a quotation or an example) is
`no_answer`; equal in value but written differently is `correct`; a decimal for an exact irrational
or repeating gold is `wrong` unless the model writes the exact value and then its own rounding of
it; a value the model itself marks wrong is `wrong`, one it negates or strikes with nothing after
is `no_answer`; text in an invented next turn (an <|im_start|>user, an <|eot_id|> header, a
few-shot "Question:" tail) does not count. A NUL anywhere makes the pair bad input: a right answer
with a NUL is labelled `correct` and `debatable`, decision `reject`. Unit words are chosen so the
label does not depend on the question (which the checker does not see); where a unit word matters,
the working the checker sees fixes the quantity. A probe whose label is itself debatable carries
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes
(written black-box: a proposal, not a reading of the checker's documented rules).

Every gold was computed by hand and re-checked (beside each working text below).

Usage: python packages/check/corpus/build_adversarial_redteam9.py
"""

from corpus_build import LLAMA_END, MINERVA, QWEN_END, g, m, write_probes

# ---------------------------------------------------------------- GSM8K-style working
ORANGE_1 = (
    "A farmer picks 27 crates of oranges with 16 oranges in each crate, so he has "
    "27 * 16 = 432 oranges.\n"
)
ORANGE = ORANGE_1 + "He gives 58 of them to his neighbours, so 432 - 58 = 374 oranges are left.\n"
# gold 374 (27 * 16 = 320 + 112 = 432; 432 - 58 = 374; check 374 + 58 = 432)
TH = "<think>\n" + ORANGE + "</think>\n"
R1 = (
    "<think>\nOkay, let me figure this out. The farmer has 27 crates and each crate holds 16 "
    "oranges. 27 times 16... 25 * 16 = 400, plus 2 * 16 = 32, so 432 oranges. He gives away 58. "
    "432 - 58: 432 - 60 = 372, add back 2, that's 374. Let me double check with addition: 374 + 58 "
    "= 432? 374 + 50 = 424, + 8 = 432. Yes. Nothing else is taken away or added in the problem, so "
    "374 oranges are left.\n</think>\n\n"
)  # gold 374
QWEN = (
    "To find how many oranges are left, we proceed step by step.\n\n"
    "### Step 1: Total number of oranges\n\\[\n27 \\times 16 = 432\n\\]\n\n"
    "### Step 2: Subtract the oranges given away\n\\[\n432 - 58 = 374\n\\]\n\n"
)  # gold 374
ORANGE_ES = (
    "Un agricultor recoge 27 cajas de 16 naranjas: 27 × 16 = 432 naranjas. Regala 58, así que "
    "quedan 432 − 58 = 374.\n"
)  # gold 374
ORANGE_ZH = (
    "农夫摘了27箱橙子，每箱16个，共 27 × 16 = 432 个。送给邻居58个，剩下 432 − 58 = 374 个。\n"
)
ORANGE_JA = (
    "農家は16個入りの箱を27箱収穫したので、27 × 16 = 432個です。近所に58個あげたので、"
    "432 − 58 = 374個残ります。\n"
)  # gold 374
ORANGE_RU = (
    "Фермер собрал 27 ящиков по 16 апельсинов: 27 · 16 = 432 апельсина. Он отдал соседям 58, "
    "осталось 432 − 58 = 374.\n"
)  # gold 374
ORANGE_AR = (
    "جمع المزارع 27 صندوقًا في كل منها 16 برتقالة، أي 27 × 16 = 432 برتقالة. أعطى جيرانه 58، "
    "فبقي 432 − 58 = 374.\n"
)  # gold 374
ORANGE_HI = (
    "किसान ने 16-16 संतरों के 27 टोकरे तोड़े: 27 × 16 = 432 संतरे। उसने 58 पड़ोसियों को दिए, "
    "तो 432 − 58 = 374 बचे।\n"
)  # gold 374
TICKET = (
    "Four concert tickets cost 4 * $38.50 = $154, and the booking fee is $12, so the total is "
    "154 + 12 = $166.\n"
)  # gold 166 (4 * 38.5 = 154; 154 + 12 = 166)
SALARY = "Nadia earns $2,375 a month; over 8 months that is 8 * 2375 = $19,000.\n"  # gold 19000
# gold 19000 (German notation: 2.375 is 2,375 and 19.000 is 19,000)
SALARY_DE = "Nadia verdient 2.375 € im Monat; in 8 Monaten sind das 8 · 2.375 € = 19.000 €.\n"
DIVE = (
    "The diver starts at -12 m, rises 5 m to -12 + 5 = -7 m, then descends 21 m to "
    "-7 - 21 = -28 m.\n"
)  # gold -28
JUICE = "Each glass holds 0.35 L, so 9 glasses need 9 * 0.35 = 3.15 L of juice.\n"  # gold 3.15
JUICE_DE = "Jedes Glas fasst 0,35 l, also brauchen 9 Gläser 9 · 0,35 = 3,15 l Saft.\n"  # gold 3.15
SEED = "13 of the 20 seeds sprouted, and 13 / 20 = 0.65, so 65% of the seeds sprouted.\n"  # 65
SEED_FR = "13 des 20 graines ont germé : 13 / 20 = 0,65, soit 65 % des graines.\n"  # gold 65
FILM = "Each film runs 95 minutes and Omar watches 3 of them: 3 * 95 = 285 minutes.\n"  # gold 285
DRIVE = "The car travels at 62 miles per hour for 3.5 hours: 62 * 3.5 = 217 miles.\n"  # gold 217
LEGS = "7 chickens have 7 * 2 = 14 legs and 5 cows have 5 * 4 = 20 legs, so 14 + 20 = 34 legs.\n"
# gold 34 (14 + 20)
AGE = "Her son is 12, so Maria is 3 * 12 = 36. In 5 years she will be 36 + 5 = 41.\n"  # gold 41
BOTTLE = "The plant fills 2,480 bottles a day, so in 25 days it fills 25 * 2480 = 62,000 bottles.\n"
# gold 62000 (2480 * 25 = 248000 / 4 = 62000)

# ---------------------------------------------------------------- MATH-style working
DICE = (
    r"Of the $36$ equally likely outcomes of two fair dice, five give a sum of $8$: "
    r"$(2,6), (3,5), (4,4), (5,3), (6,2)$." + "\n"
)  # gold \frac{5}{36} = 0.13888...
R63 = r"We have $\sqrt{63} = \sqrt{9 \cdot 7}$." + "\n"  # gold 3\sqrt{7} = 7.93725...
RATS = (
    r"Multiplying by the conjugate, $\frac{1}{\sqrt{3} - 1} = \frac{\sqrt{3} + 1}{3 - 1}$." + "\n"
)  # gold (1 + \sqrt3)/2 = 1.36602...
INEQ = (
    r"We factor $x^2 - 5x + 4 = (x - 1)(x - 4)$; the product is negative strictly between the "
    r"roots." + "\n"
)  # gold (1, 4)
QR = r"We factor $3x^2 + 5x - 2 = (3x - 1)(x + 2)$ and set each factor to zero." + "\n"
# gold -2, 1/3 ((3x - 1)(x + 2) = 3x^2 + 6x - x - 2)
DEC = (
    r"Each interior angle of a regular decagon is $\frac{(10 - 2) \cdot 180^\circ}{10}$." + "\n"
)  # gold 144 (1440 / 10)
CYL = r"The volume of a cylinder is $\pi r^2 h = \pi \cdot 2^2 \cdot 5$." + "\n"  # 20\pi = 62.8318
SQC = r"We expand $(1 + 2i)^2 = 1 + 4i + 4i^2$ and use $i^2 = -1$." + "\n"  # gold -3 + 4i
ACOS = r"We need the angle in $[0, \pi]$ whose cosine is $-\frac{1}{2}$." + "\n"
# gold 2\pi/3 = 2.09439...
LOG48 = (
    r"Since $8 = 2^3$ and $4 = 2^2$, we have $\log_4 8 = \frac{\log_2 8}{\log_2 4}$." + "\n"
)  # gold 3/2 = 1.5 exactly
B5 = r"In base $5$, $143_5 = 1 \cdot 5^2 + 4 \cdot 5 + 3$." + "\n"  # gold 48 (25 + 20 + 3)
LINES = r"Setting $x + 4 = -2x + 1$ gives $3x = -3$, so $x = -1$." + "\n"
# gold (-1, 3): y = -1 + 4 = 3 and -2(-1) + 1 = 3
POLY = r"Expanding, $(x - 4)(x + 2) = x^2 + 2x - 4x - 8$." + "\n"  # gold x^2 - 2x - 8
RT2 = (
    r"We rationalise $\frac{3}{\sqrt{2}}$ by multiplying top and bottom by $\sqrt{2}$." + "\n"
)  # gold 3\sqrt2/2 = 2.12132...
P54 = r"We need $5^4 = 25^2$." + "\n"  # gold 625
BIN = (
    r"Choosing $3$ of the $9$ players gives "
    r"$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1}$." + "\n"
)  # gold 84 (504 / 6)
REP = r"Let $x = 0.\overline{27}$; then $100x - x = 27$, so $99x = 27$." + "\n"
# gold 3/11 = 0.272727...
PM = (
    r"By the quadratic formula, $x^2 - 4x - 1 = 0$ gives "
    r"$x = \frac{4 \pm \sqrt{16 + 4}}{2} = \frac{4 \pm 2\sqrt{5}}{2}$." + "\n"
)  # gold 2 \pm \sqrt5 (4.2360..., -0.2360...)
IMP = r"We add $\frac{5}{4} + \frac{3}{2} = \frac{5}{4} + \frac{6}{4}$." + "\n"  # 11/4 = 2.75
CHD = r"Testing each option, only (D) satisfies both inequalities." + "\n"  # gold (D)
EOT = "<|eot_id|>"


G_DICE = r"\frac{5}{36}"
G_R63 = r"3\sqrt{7}"
G_RATS = r"\frac{1+\sqrt{3}}{2}"
G_INEQ = "(1,4)"
G_QR = r"-2, \frac{1}{3}"
G_CYL = r"20\pi"
G_SQC = "-3+4i"
G_ACOS = r"\frac{2\pi}{3}"
G_LOG = r"\frac{3}{2}"
G_LINES = "(-1,3)"
G_POLY = "x^2 - 2x - 8"
G_RT2 = r"\frac{3\sqrt{2}}{2}"
G_REP = r"\frac{3}{11}"
G_PM = r"2\pm\sqrt{5}"
G_IMP = r"\frac{11}{4}"
G_CHD = r"\text{(D)}"


# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_second_think_block_retag", "A", "374", "wrong", "tag",
      TH + "<answer>374</answer>\n<think>\nHmm, the problem says 10 of the oranges were bruised and thrown out, "
      "so 374 - 10 = 364.\n</think>\n<answer>364</answer>", "a second <think> block after the tag, then a tag 364"),
    g("t_tag_range", "A", "374", "wrong", "tag", TH + "<answer>370-380</answer>", "a range in the tag"),
    g("t_tag_about_rounded", "A", "374", "wrong", "tag", TH + "<answer>about 370</answer>", "a rounded estimate"),
    g("t_tag_json_other", "A", "374", "wrong", "tag", TH + '<answer>{"oranges_left": 364}</answer>',
      "a JSON object holding 364 in the tag"),
    g("t_tag_upper_other", "A", "374", "wrong", "tag", TH + "<ANSWER>364</ANSWER>", "an upper-case tag holding 364"),
    g("t_tag_total_not_left", "A", "374", "wrong", "tag",
      "<think>\n" + ORANGE + "So the answer is 374.\n</think>\n<answer>432</answer>",
      "the thinking says 374, the tag holds the total 432"),
    g("t_tag_unclosed_other", "A", "374", "wrong", "tag", TH + "<answer>364\n", "an unclosed tag holding 364"),
    g("t_tag_variable_other", "A", "374", "wrong", "tag", TH + "<answer>x = 384</answer>", "x = 384 in the tag"),
    g("t_tag_hedge_inside", "A", "374", "wrong", "tag",
      TH + "<answer>374 oranges, or 364 if the 10 bruised ones are thrown away</answer>", "a hedge inside the tag"),
    g("t_tag_cannot_determine", "A", "374", "no_answer", "tag",
      TH + "<answer>I cannot determine this from the information given.</answer>",
      "a refusal in the tag; 374 only in the thinking"),
    g("t_tag_self_closing", "A", "374", "no_answer", "tag", TH + "<answer/>", "a self-closing empty tag"),
    g("t_tag_see_above", "A", "374", "no_answer", "tag", TH + "<answer>See the reasoning above.</answer>",
      "a pointer to the reasoning, no value in the tag"),
    g("t_tag_money_shift", "A", "166", "wrong", "tag", "<think>\n" + TICKET + "</think>\n<answer>$16.60</answer>",
      "the decimal point shifted: $16.60"),
    g("t_tag_intermediate_depth", "A", "-28", "wrong", "tag", "<think>\n" + DIVE + "</think>\n<answer>-7</answer>",
      "the intermediate depth -7 in the tag"),
    g("t_ok_r1_tag", "B", "374", "correct", "tag", R1 + "<answer>374</answer>", "an R1 trace, then the tag"),
    g("t_ok_tag_bold_blank_lines", "B", "374", "correct", "tag", TH + "<answer>\n\n**374**\n\n</answer>",
      "bold value between blank lines in the tag"),
    g("t_ok_tag_hash_inside", "B", "374", "correct", "tag", TH + "<answer>#### 374</answer>", "a #### marker inside the tag"),
    g("t_ok_tag_money_cents", "B", "166", "correct", "tag", "<think>\n" + TICKET + "</think>\n<answer>$166.00</answer>",
      "money with zero cents"),
    g("t_ok_tag_negative_unit", "B", "-28", "correct", "tag", "<think>\n" + DIVE + "</think>\n<answer>-28 m</answer>",
      "a negative value with metres"),
    g("t_ok_tag_fraction_for_decimal", "B", "3.15", "correct", "tag", "<think>\n" + JUICE + "</think>\n<answer>63/20</answer>",
      "63/20 = 3.15"),
    g("t_ok_tag_number_words", "B", "374", "correct", "tag", TH + "<answer>three hundred seventy-four</answer>",
      "the value in words; debatable: a number word, not digits", True),
    g("t_ok_tag_chinese_counter", "B", "374", "correct", "tag", "<think>\n" + ORANGE_ZH + "</think>\n<answer>374个</answer>",
      "Chinese working and a counter in the tag"),
    g("t_ok_tag_thousands", "B", "19000", "correct", "tag", "<think>\n" + SALARY + "</think>\n<answer>19,000</answer>",
      "a thousands comma"),
    m("t_math_tag_decimal", "A", G_DICE, "wrong", "tag", "<think>\n" + DICE + "</think>\n<answer>0.139</answer>",
      "a rounded decimal of 5/36 = 0.13888..."),
    m("t_math_tag_closed_interval", "A", G_INEQ, "wrong", "tag", "<think>\n" + INEQ + "</think>\n<answer>[1, 4]</answer>",
      "closed interval for the open (1, 4)"),
    m("t_math_tag_one_root", "A", G_QR, "wrong", "tag", "<think>\n" + QR + "</think>\n<answer>x = \\frac{1}{3}</answer>",
      "one of the two roots"),
    m("t_math_tag_sign_complex", "A", G_SQC, "wrong", "tag", "<think>\n" + SQC + "</think>\n<answer>-3 - 4i</answer>",
      "the conjugate -3 - 4i"),
    m("t_math_tag_swapped_point", "A", G_LINES, "wrong", "tag",
      "<think>\n" + LINES + "Then $y = -1 + 4 = 3$.\n</think>\n<answer>(3, -1)</answer>", "coordinates swapped"),
    m("t_math_tag_pm_one", "A", G_PM, "wrong", "tag", "<think>\n" + PM + "</think>\n<answer>2 + \\sqrt{5}</answer>",
      "only the + root of 2 \\pm \\sqrt5"),
    m("t_math_tag_inverted_log", "A", G_LOG, "wrong", "tag", "<think>\n" + LOG48 + "</think>\n<answer>\\frac{2}{3}</answer>",
      "the reciprocal 2/3"),
    m("t_ok_math_tag_frac", "B", G_DICE, "correct", "tag", "<think>\n" + DICE + "</think>\n<answer>\\frac{5}{36}</answer>",
      "a bare \\frac in the tag"),
    m("t_ok_math_tag_no_braces", "B", G_R63, "correct", "tag", "<think>\n" + R63 + "</think>\n<answer>3\\sqrt7</answer>",
      "\\sqrt7 without braces"),
    m("t_ok_math_tag_interval_in", "B", G_INEQ, "correct", "tag",
      "<think>\n" + INEQ + "</think>\n<answer>$x \\in (1, 4)$</answer>", "x \\in (1, 4)"),
    m("t_ok_math_tag_strict_ineq", "B", G_INEQ, "correct", "tag", "<think>\n" + INEQ + "</think>\n<answer>1 < x < 4</answer>",
      "the open interval as a strict double inequality"),
    m("t_ok_math_tag_roots_and", "B", G_QR, "correct", "tag",
      "<think>\n" + QR + "</think>\n<answer>x = -2 \\text{ and } x = \\tfrac{1}{3}</answer>", "roots joined by 'and', \\tfrac"),
    m("t_ok_math_tag_decimal_exact", "B", G_LOG, "correct", "tag", "<think>\n" + LOG48 + "</think>\n<answer>1.5</answer>",
      "1.5 is exactly 3/2"),
    m("t_ok_math_tag_degree", "B", "144", "correct", "tag", "<think>\n" + DEC + "</think>\n<answer>144^\\circ</answer>",
      "a degree sign on a degree gold"),
    m("t_ok_math_tag_point_spaces", "B", G_LINES, "correct", "tag",
      "<think>\n" + LINES + "Then $y = 3$.\n</think>\n<answer>( -1 , 3 )</answer>", "a point with loose spacing"),

    # ================================================================ 2. a phrase marker, then ####
    g("h_phrase_then_hash_other", "A", "374", "wrong", "hash", ORANGE + "So the answer is 374.\n#### 364",
      "the phrase says 374, the #### line 364"),
    g("h_hash_then_bold_final_other", "A", "374", "wrong", "hash", ORANGE + "#### 374\n\n**Final answer: 364**",
      "#### 374, then a bold final answer 364"),
    g("h_hash_expression_other", "A", "374", "wrong", "hash", ORANGE + "Final answer: #### 374 - 10",
      "an unevaluated expression equal to 364"),
    g("h_phrase_then_hash_total", "A", "374", "wrong", "hash", ORANGE + "There are 374 left.\n#### 432",
      "the #### line holds the total 432"),
    g("h_boxed_then_hash_other", "A", "374", "wrong", "hash", ORANGE + "The final answer is $\\boxed{374}$.\n#### 364",
      "a box 374, then #### 364"),
    g("h_hash_decimal_shift", "A", "166", "wrong", "hash", TICKET + "The answer is:\n#### 16.6", "16.6 for 166"),
    g("h_hash_decimal_comma_other", "A", "166", "wrong", "hash", TICKET + "Die Antwort ist:\n#### 1,66",
      "'1,66' is 1.66 with a decimal comma (and no thousands grouping)"),
    g("h_russian_phrase_hash_other", "A", "374", "wrong", "hash", ORANGE_RU + "Ответ: 374.\n#### 364",
      "Russian label 374, #### 364"),
    g("h_arabic_phrase_hash_other", "A", "374", "wrong", "hash", ORANGE_AR + "الجواب هو 374.\n#### 384",
      "Arabic phrase 374, #### 384"),
    g("h_hindi_phrase_hash_other", "A", "374", "wrong", "hash", ORANGE_HI + "उत्तर: 374\n#### 384",
      "Hindi label 374, #### 384"),
    g("h_age_current", "A", "41", "wrong", "hash", AGE + "Therefore, Maria will be 41 in five years.\n#### 36",
      "the phrase says 41, the #### line the current age 36"),
    g("h_double_negative", "A", "-28", "wrong", "hash", DIVE + "Final answer:\n#### -(-28)", "-(-28) = 28"),
    g("h_hash_then_spanish_phrase_other", "A", "374", "wrong", "hash", ORANGE + "#### 374\nLa respuesta final es 364.",
      "#### 374, then a Spanish final phrase 364"),
    g("h_hash_arrow_other", "A", "374", "wrong", "hash", ORANGE + "Answer: 374 → #### 364", "an arrow to #### 364"),
    g("h_hash_empty_marker", "A", "374", "no_answer", "hash", ORANGE + "The answer is:\n####",
      "an empty #### line; 374 only in the working"),
    g("h_hash_legs_partial", "A", "34", "wrong", "hash", LEGS + "The answer is\n#### 14", "the chickens' legs only"),
    g("h_table_then_hash_other", "A", "374", "wrong", "hash",
      ORANGE + "| Step | Value |\n|---|---|\n| Total | 432 |\n| Left | 374 |\n\n#### 364",
      "a markdown table with 374, then #### 364"),
    g("h_ok_phrase_then_hash", "B", "374", "correct", "hash", ORANGE + "So the farmer has 374 oranges left.\n\n#### 374",
      "phrase and #### agree"),
    g("h_ok_bold_label_then_hash", "B", "374", "correct", "hash", ORANGE + "**Final Answer:** 374\n#### 374",
      "bold label, then ####"),
    g("h_ok_money_phrase_hash", "B", "166", "correct", "hash", TICKET + "The answer is $166.\n#### 166",
      "a dollar phrase, then a bare ####"),
    g("h_ok_money_cents_hash", "B", "166", "correct", "hash", TICKET + "#### $166.00", "dollar sign and zero cents"),
    g("h_ok_space_thousands", "B", "19000", "correct", "hash", SALARY + "#### 19 000", "a space as thousands separator"),
    g("h_ok_german_dot_thousands", "B", "19000", "correct", "hash", SALARY_DE + "Die Antwort ist 19.000 €.\n#### 19.000",
      "German thousands dot, fixed by the working (2.375 € a month); debatable: '19.000' is 19 in English", True),
    g("h_ok_german_decimal_comma", "B", "3.15", "correct", "hash", JUICE_DE + "Antwort: 3,15 Liter\n#### 3,15",
      "German decimal comma; '3,15' cannot be a thousands grouping"),
    g("h_ok_chinese_label", "B", "374", "correct", "hash", ORANGE_ZH + "答案：374\n#### 374", "Chinese label, then ####"),
    g("h_ok_russian_label", "B", "374", "correct", "hash", ORANGE_RU + "Ответ: 374.\n#### 374", "Russian label, then ####"),
    g("h_ok_qwen_heading_bold", "B", "374", "correct", "hash", QWEN + "### Final Answer\n#### **374**",
      "Qwen steps, a heading, a bold value after ####"),
    g("h_ok_hours_aside", "B", "285", "correct", "hash", FILM + "That is 4 hours 45 minutes.\n#### 285 (4 h 45 min)",
      "the same duration in hours in an aside (4 * 60 + 45 = 285)"),
    g("h_ok_french_percent_space", "B", "65", "correct", "hash", SEED_FR + "La réponse est 65 %.\n#### 65 %",
      "French spacing before the percent sign"),
    g("h_ok_im_end", "B", "374", "correct", "hash", ORANGE + "The answer is 374.\n#### 374<|im_end|>",
      "a Qwen end-of-turn token right after"),
    g("h_ok_eos_s", "B", "374", "correct", "hash", ORANGE + "#### 374</s>", "an end-of-sequence token right after"),
    m("h_math_phrase_hash_other", "A", G_DICE, "wrong", "hash", DICE + "The answer is $\\frac{5}{36}$.\n#### \\frac{1}{6}",
      "MATH path: the phrase 5/36, the #### line 1/6"),
    m("h_math_hash_decimal", "A", G_R63, "wrong", "hash", R63 + "The answer is:\n#### 7.94",
      "MATH path: only a decimal of 3\\sqrt7 after ####"),
    m("h_math_hash_then_box_other", "A", G_INEQ, "wrong", "hash", INEQ + "#### (1, 4)\n\nSo the final answer is $\\boxed{[1, 4]}$.",
      "#### (1, 4), then a final box [1, 4]"),
    m("h_ok_math_phrase_hash", "B", G_DICE, "correct", "hash", DICE + "The answer is $\\frac{5}{36}$.\n#### \\frac{5}{36}",
      "MATH path with a GSM8K-style #### line"),
    m("h_ok_math_hash_pi", "B", G_CYL, "correct", "hash", CYL + "#### 20\\pi", "20\\pi after ####"),
    m("h_ok_math_hash_slash", "B", G_DICE, "correct", "hash", DICE + "#### 5/36", "5/36 after ####"),

    # ================================================================ 3. exactness
    m("x_dice_decimal", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{0.1389}$.", "5/36 rounded"),
    m("x_dice_percent", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{13.9\%}$", "13.9 % is not 5/36"),
    m("x_r63_decimal", "A", G_R63, "wrong", "boxed", R63 + r"$\sqrt{63} \approx \boxed{7.94}$", "only a decimal, boxed"),
    m("x_r63_cube_root", "A", G_R63, "wrong", "boxed", R63 + r"$= \boxed{3\sqrt[3]{7}}$", "a cube root"),
    m("x_r63_swapped", "A", G_R63, "wrong", "boxed", R63 + r"$= \boxed{7\sqrt{3}}$", "coefficient and radicand swapped"),
    m("x_rats_decimal_minerva", "A", G_RATS, "wrong", "minerva", RATS + MINERVA.format("$1.366$"),
      "a Minerva line with a decimal of (1 + \\sqrt3)/2"),
    m("x_rats_sign", "A", G_RATS, "wrong", "boxed", RATS + r"$= \boxed{\frac{\sqrt{3} - 1}{2}}$", "sign flipped"),
    m("x_cyl_decimal", "A", G_CYL, "wrong", "boxed", CYL + r"$= \boxed{62.83}$", "20\\pi rounded"),
    m("x_cyl_pi_approx", "A", G_CYL, "wrong", "boxed", CYL + r"$\approx 20 \times 3.1416 = \boxed{62.832}$",
      "3.1416 for pi"),
    m("x_acos_355_113", "A", G_ACOS, "wrong", "boxed",
      ACOS + r"Using $\pi \approx \frac{355}{113}$, the angle is $\boxed{\frac{710}{339}}$.", "355/113 for pi"),
    m("x_acos_decimal", "A", G_ACOS, "wrong", "boxed", ACOS + r"$\boxed{2.094}$", "2\\pi/3 rounded"),
    m("x_log_near", "A", G_LOG, "wrong", "boxed", LOG48 + r"$= \boxed{1.4999}$", "1.4999"),
    m("x_rt2_decimal", "A", G_RT2, "wrong", "boxed", RT2 + r"$= \boxed{2.121}$", "3\\sqrt2/2 rounded"),
    m("x_rep_truncated", "A", G_REP, "wrong", "boxed", REP + r"$x = \boxed{0.2727}$", "3/11 truncated"),
    m("x_pm_decimals", "A", G_PM, "wrong", "boxed", PM + r"$x \approx \boxed{4.236, -0.236}$", "both roots as decimals"),
    m("x_sqc_real_off", "A", G_SQC, "wrong", "boxed", SQC + r"$= \boxed{-2.9999 + 4i}$", "real part off by 1e-4"),
    m("x_imp_near", "A", G_IMP, "wrong", "boxed", IMP + r"$= \boxed{2.74}$", "2.74 for 2.75"),
    g("x_gsm_juice_rounded", "A", "3.15", "wrong", "hash", JUICE + "#### 3.1", "3.15 rounded to one decimal"),
    g("x_gsm_ticket_under", "A", "166", "wrong", "hash", TICKET + "#### 165.999", "165.999"),
    g("x_gsm_share_fraction", "A", "65", "wrong", "hash", SEED + "#### 0.65",
      "the share 0.65 where the working reports 65 %; debatable: 0.65 = 65 %", True),
    g("x_gsm_bottles_over", "A", "62000", "wrong", "hash", BOTTLE + "#### 62,000.001", "a thousandth over"),
    m("x_ok_dice_repeating", "B", G_DICE, "correct", "boxed", DICE + r"$P = \boxed{0.13\overline{8}}$",
      "0.13(8) = 117/900 + 8/900 = 125/900 = 5/36 exactly"),
    m("x_ok_dice_unreduced", "B", G_DICE, "correct", "boxed", DICE + r"$P = \boxed{\frac{10}{72}}$", "10/72"),
    m("x_ok_r63_unsimplified", "B", G_R63, "correct", "boxed", R63 + r"$\boxed{\sqrt{63}}$", "the unsimplified root"),
    m("x_ok_r63_exact_approx", "B", G_R63, "correct", "boxed", R63 + r"$= \boxed{3\sqrt{7} \approx 7.94}$",
      "the exact value, then the model's own rounding"),
    m("x_ok_rats_split", "B", G_RATS, "correct", "boxed", RATS + r"$= \boxed{\frac{1}{2} + \frac{\sqrt{3}}{2}}$",
      "split into two fractions"),
    m("x_ok_rats_original", "B", G_RATS, "correct", "boxed", RATS + r"$\boxed{\frac{1}{\sqrt{3} - 1}}$",
      "the unrationalised original, equal in value"),
    m("x_ok_cyl_factored", "B", G_CYL, "correct", "boxed", CYL + r"$= \boxed{\pi \cdot 4 \cdot 5}$", "unmultiplied"),
    m("x_ok_acos_coefficient", "B", G_ACOS, "correct", "boxed", ACOS + r"$\boxed{\frac{2}{3}\pi}$", "2/3 pi"),
    m("x_ok_log_decimal", "B", G_LOG, "correct", "boxed", LOG48 + r"$= \frac{3}{2} = \boxed{1.50}$",
      "1.50 is exactly 3/2"),
    m("x_ok_rt2_sqrt_decimal", "B", G_RT2, "correct", "boxed", RT2 + r"Equivalently $\boxed{\sqrt{4.5}}$.",
      "\\sqrt{4.5} = \\sqrt{9/2} exactly: a terminating decimal inside an exact root"),
    m("x_ok_rt2_unrationalised", "B", G_RT2, "correct", "boxed", RT2 + r"$\boxed{\frac{3}{\sqrt{2}}}$",
      "the unrationalised form"),
    m("x_ok_rep_overline_minerva", "B", G_REP, "correct", "minerva", REP + MINERVA.format(r"$0.\overline{27}$"),
      "0.\\overline{27} = 3/11 on a Minerva line"),
    m("x_ok_rep_paren", "B", G_REP, "correct", "boxed", REP + r"$x = \boxed{0.(27)}$",
      "the repeating decimal in parenthesis notation; debatable: (27) could be read as a product", True),
    m("x_ok_pm_listed", "B", G_PM, "correct", "boxed", PM + r"$\boxed{2 + \sqrt{5},\ 2 - \sqrt{5}}$",
      "both roots listed for 2 \\pm \\sqrt5"),
    m("x_ok_imp_mixed", "B", G_IMP, "correct", "boxed", IMP + r"$= \boxed{2\frac{3}{4}}$", "a mixed number 2 3/4 = 11/4"),
    m("x_ok_p54_sci", "B", "625", "correct", "boxed", P54 + r"$= \boxed{6.25 \times 10^2}$", "scientific notation"),
    g("x_ok_gsm_juice_mixed", "B", "3.15", "correct", "hash", JUICE + "#### 3 3/20", "3 3/20 = 3.15"),
    g("x_ok_gsm_bottles_sci", "B", "62000", "correct", "hash", BOTTLE + "#### 6.2 × 10⁴", "scientific with a superscript"),

    # ================================================================ 4. negation, strike-out, annotation
    g("n_html_del_only", "A", "374", "no_answer", "hash", ORANGE + "#### <del>374</del>", "struck with HTML <del>, nothing after"),
    g("n_html_s_then_other", "A", "374", "wrong", "hash", ORANGE + "#### <s>374</s> 364", "struck with <s>, then 364"),
    g("n_combining_long_stroke", "A", "374", "no_answer", "hash", ORANGE + "#### 3\u03367\u03364\u0336",
      "digits overlaid with U+0336 (struck), nothing after"),
    g("n_html_comment", "A", "374", "no_answer", "hash", ORANGE + "#### <!-- 374 -->", "the value commented out"),
    g("n_code_comment_other", "A", "374", "wrong", "hash", ORANGE + "#### 364  # not 374", "364, then a comment 'not 374'"),
    g("n_arabic_not", "A", "374", "no_answer", "prose_sentence", ORANGE_1 + "الجواب ليس 374.",
      "Arabic: 'the answer is not 374'"),
    g("n_hindi_not", "A", "374", "no_answer", "prose_sentence", ORANGE_1 + "उत्तर 374 नहीं है।",
      "Hindi: 'the answer is not 374'"),
    g("n_chinese_marked_wrong", "A", "374", "wrong", "hash", ORANGE + "#### 374（错误）", "Chinese '(wrong)' after the value"),
    g("n_false_bracket", "A", "374", "wrong", "hash", ORANGE + "#### 374 [FALSE]", "marked [FALSE]"),
    g("n_is_not_the_answer", "A", "374", "wrong", "hash", ORANGE + "#### 374 is not the answer",
      "the model states the value and marks it not the answer"),
    g("n_logic_not", "A", "374", "no_answer", "prose_sentence", ORANGE_1 + "$\\neg(x = 374)$", "a logical negation only"),
    g("n_impossible", "A", "374", "no_answer", "prose_sentence", ORANGE_1 + "It is impossible for the answer to be 374.",
      "'impossible' with nothing after"),
    g("n_paren_first_got_wrong", "A", "374", "wrong", "hash", ORANGE + "#### 374 (this is what I first got, but it is wrong)",
      "the model calls its value wrong"),
    g("n_portuguese_not", "A", "374", "no_answer", "prose_sentence", ORANGE_1 + "A resposta não é 374.",
      "Portuguese: 'the answer is not 374'"),
    m("n_italian_not", "A", G_R63, "no_answer", "prose_sentence", R63 + "La risposta non è $3\\sqrt{7}$.",
      "Italian: 'the answer is not 3\\sqrt7'"),
    m("n_dutch_not", "A", G_DICE, "no_answer", "prose_sentence", DICE + "Het antwoord is niet $\\frac{5}{36}$.",
      "Dutch: 'the answer is not 5/36'"),
    m("n_korean_not", "A", G_CYL, "no_answer", "prose_sentence", CYL + "답은 $20\\pi$가 아닙니다.",
      "Korean: 'the answer is not 20\\pi'"),
    m("n_box_not_eq", "A", G_R63, "no_answer", "boxed", R63 + r"$\boxed{x \not= 3\sqrt{7}}$", "\\not= inside the box"),
    m("n_box_bcancel", "A", G_DICE, "no_answer", "boxed", DICE + r"$\bcancel{\boxed{\frac{5}{36}}}$", "the box cancelled with \\bcancel"),
    m("n_box_arrow_incorrect", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{\frac{5}{36}}$ ← incorrect",
      "an arrow and 'incorrect' after the box"),
    m("n_box_is_false", "A", G_ACOS, "wrong", "boxed", ACOS + r"$\boxed{\frac{2\pi}{3}}$ is false.", "'is false' after the box"),
    m("n_box_xcancel_then_other", "A", G_INEQ, "wrong", "boxed", INEQ + r"$\xcancel{(1, 4)}\ \boxed{[1, 4]}$",
      "the gold struck, the closed interval boxed"),
    g("n_ok_not_before_giveaway", "B", "374", "correct", "hash",
      ORANGE + "#### 374 — not 432, which is the count before the giveaway", "a rejected alternative after a dash"),
    g("n_ok_no_not", "B", "374", "correct", "hash",
      ORANGE_1 + "No, not 432: he gave 58 away, and 432 − 58 = 374.\n#### 374", "'No, not 432' before the answer"),
    g("n_ok_german_nicht_sondern", "B", "374", "correct", "hash", ORANGE + "Nicht 432, sondern 374.\n#### 374",
      "German: 'not 432 but 374'"),
    g("n_ok_check_emoji", "B", "374", "correct", "hash", ORANGE + "#### 374 ✅", "a check-mark emoji"),
    g("n_ok_strike_then_gold", "B", "374", "correct", "hash", ORANGE + "#### ~~432~~ 374", "a struck 432, then 374"),
    g("n_ok_isnt_before", "B", "374", "correct", "hash",
      ORANGE + "The answer isn't 432 — that's before the giveaway. It's 374.\n#### 374", "'isn't 432 ... It's 374'"),
    g("n_ok_none_after", "B", "374", "correct", "hash", ORANGE + "#### 374\nNote: none of the oranges were counted twice.",
      "'none' about something else"),
    g("n_ok_chinese_bushi", "B", "374", "correct", "hash", ORANGE_ZH + "不是432，而是374。\n#### 374",
      "Chinese: 'not 432 but 374'"),
    g("n_ok_japanese_dewanaku", "B", "374", "correct", "hash", ORANGE_JA + "432ではなく374です。\n#### 374",
      "Japanese: 'not 432, 374'"),
    g("n_ok_not_surface", "B", "-28", "correct", "hash",
      DIVE + "The diver is not at the surface; the final depth reading is −28 m.\n#### -28", "'not' about the surface"),
    m("n_ok_box_not_diameter", "B", G_CYL, "correct", "boxed",
      CYL + r"$= \boxed{20\pi}$, not $80\pi$ (that would use the diameter as the radius).",
      "a rejected value after the box (\\pi * 16 * 5 = 80\\pi)"),
    m("n_ok_neq_zero_working", "B", G_RATS, "correct", "boxed",
      RATS + r"Since $\sqrt{3} - 1 \neq 0$, this is allowed: $\boxed{\frac{1 + \sqrt{3}}{2}}$", "\\neq in the working"),
    m("n_ok_box_nonnegative", "B", G_R63, "correct", "boxed",
      R63 + r"$= \boxed{3\sqrt{7}}$ (non-negative, as a principal root must be).", "'non-negative' after the box"),
    m("n_ok_xcancel_working", "B", G_CYL, "correct", "boxed",
      CYL + r"$\xcancel{\pi \cdot 2 \cdot 5}$ (wrong formula) $\pi \cdot 4 \cdot 5 = \boxed{20\pi}$",
      "a struck wrong step, then the box"),
    m("n_ok_not_included", "B", G_INEQ, "correct", "boxed",
      INEQ + r"The endpoints are not included, so the solution set is $\boxed{(1, 4)}$.", "'not included' before the box"),
    m("n_ok_option_rejected", "B", G_CHD, "correct", "boxed",
      CHD + r"Option (B) is incorrect since it fails the second inequality. $\boxed{\text{(D)}}$",
      "another option called incorrect, then the box"),
    m("n_ok_box_check_mark", "B", G_ACOS, "correct", "boxed", ACOS + r"$\boxed{\frac{2\pi}{3}}$ ✓", "a check mark"),

    # ================================================================ 5. words after a number
    g("u_pairs", "A", "374", "wrong", "hash", ORANGE + "#### 374 pairs", "374 pairs = 748"),
    g("u_gross", "A", "374", "wrong", "hash", ORANGE + "#### 374 gross", "374 gross = 374 * 144"),
    g("u_lakh", "A", "374", "wrong", "hash", ORANGE + "#### 374 lakh", "374 lakh = 37.4 million"),
    g("u_wan", "A", "374", "wrong", "hash", ORANGE_ZH + "#### 374万", "Chinese 万: 3,740,000"),
    g("u_billion", "A", "374", "wrong", "hash", ORANGE + "#### 374 billion", "374 billion"),
    g("u_fewer", "A", "374", "wrong", "hash", ORANGE + "#### 374 fewer", "a difference, not a count"),
    g("u_more_than_before", "A", "374", "wrong", "hash", ORANGE + "#### 374 more than before", "a change, not a count"),
    g("u_up_to", "A", "374", "wrong", "hash", ORANGE + "#### up to 374", "a bound written before the number"),
    g("u_per_crate", "A", "374", "wrong", "hash", ORANGE + "#### 374 per crate", "a rate, not a count"),
    g("u_per_mille", "A", "65", "wrong", "hash", SEED + "#### 65‰", "65 per mille = 6.5 %, where the working says 65 %"),
    g("u_seconds_for_minutes", "A", "285", "wrong", "hash", FILM + "#### 285 seconds",
      "seconds where the working counts 285 minutes"),
    g("u_ml_for_litres", "A", "3.15", "wrong", "hash", JUICE + "#### 3.15 mL", "millilitres where the working has 3.15 L"),
    g("u_years_from_now", "A", "41", "wrong", "hash", AGE + "#### 41 years from now", "a time span, not the age"),
    g("u_metres_higher", "A", "-28", "wrong", "hash", DIVE + "#### 28 m higher", "a change upwards, not the depth"),
    g("u_spanish_mil", "A", "374", "wrong", "hash", ORANGE_ES + "#### 374 mil", "Spanish 'mil': 374,000"),
    m("u_box_plus_minus", "A", G_CYL, "wrong", "boxed", CYL + r"$= \boxed{20\pi \pm 0.5}$", "an error bar in the box"),
    m("u_box_radians", "A", "144", "wrong", "boxed", DEC + r"$= \boxed{144 \text{ radians}}$", "144 radians is not 144 degrees"),
    m("u_box_acos_degrees", "A", G_ACOS, "wrong", "boxed", ACOS + r"$\boxed{\frac{2\pi}{3}\text{ degrees}}$",
      "2\\pi/3 degrees"),
    m("u_box_thousand", "A", "625", "wrong", "boxed", P54 + r"$= \boxed{625 \text{ thousand}}$", "625,000"),
    m("u_box_base_five", "A", "48", "wrong", "boxed", B5 + r"$= \boxed{48_5}$", "48 read in base 5 (not even a base-5 numeral)"),
    g("u_ok_grand", "B", "19000", "correct", "hash", SALARY + "#### 19 grand", "'grand' = thousand dollars"),
    g("u_ok_k_bottles", "B", "62000", "correct", "hash", BOTTLE + "#### 62k bottles", "62k = 62,000"),
    g("u_ok_thousand", "B", "62000", "correct", "hash", BOTTLE + "#### 62 thousand", "62 thousand"),
    g("u_ok_below_surface", "B", "-28", "correct", "hash", DIVE + "#### 28 m below the surface", "'28 m below the surface' = -28 m"),
    g("u_ok_left_over", "B", "374", "correct", "hash", ORANGE + "#### 374 left over", "'left over'"),
    g("u_ok_in_all", "B", "374", "correct", "hash", ORANGE + "#### 374 oranges in all", "noun + 'in all'"),
    g("u_ok_bucks", "B", "166", "correct", "hash", TICKET + "#### 166 bucks", "slang for dollars"),
    g("u_ok_usd_prefix", "B", "166", "correct", "hash", TICKET + "#### US$166", "US$ prefix"),
    g("u_ok_years_old", "B", "41", "correct", "hash", AGE + "#### 41 years old", "'years old'"),
    g("u_ok_cents_equal", "B", "166", "correct", "hash", TICKET + "#### 16,600 cents",
      "16,600 cents = $166; debatable: the number differs from the gold, the amount does not", True),
    g("u_ok_litres", "B", "3.15", "correct", "hash", JUICE + "#### 3.15 litres of juice", "'litres of juice'"),
    g("u_ok_mi", "B", "217", "correct", "hash", DRIVE + "#### 217 mi", "'mi' abbreviation"),
    g("u_ok_legs", "B", "34", "correct", "hash", LEGS + "#### 34 legs", "the counted noun"),
    m("u_ok_box_cm3", "B", G_CYL, "correct", "boxed", CYL + r"$= \boxed{20\pi \text{ cm}^3}$", "cm^3 in the box"),
    m("u_ok_box_rad", "B", G_ACOS, "correct", "boxed", ACOS + r"$\boxed{\frac{2\pi}{3}\ \text{rad}}$", "'rad' on a radian gold"),
    m("u_ok_box_ways", "B", "84", "correct", "boxed", BIN + r"$= \boxed{84 \text{ ways}}$", "'ways' in the box"),
    m("u_ok_box_base10", "B", "48", "correct", "boxed", B5 + r"$= 25 + 20 + 3 = \boxed{48_{10}}$", "an explicit base-10 subscript"),

    # ================================================================ 6. retractions and after-text
    g("r_hold_on_bruised", "A", "374", "wrong", "hash",
      ORANGE + "#### 374\nHmm, hold on. I forgot the 10 bruised oranges he threw away: 374 − 10 = 364.\n#### 364",
      "'hold on', then a second #### 364"),
    g("r_r1_oops_final_line", "A", "374", "wrong", "prose_sentence",
      R1 + "**Answer: 374**\n\nOops — he also gave 10 to his sister, so 58 + 10 = 68 were given away. Final: 364.",
      "R1, a bold 374, then 'Oops' and 'Final: 364'"),
    g("r_scratch_above", "A", "374", "wrong", "hash", ORANGE + "#### 374\nActually, scratch the above; the correct total is 364.",
      "'scratch the above'"),
    g("r_second_thought", "A", "374", "wrong", "hash", ORANGE + "#### 374\nOn second thought, the answer should be 364.",
      "'on second thought'"),
    g("r_not_confident", "A", "374", "wrong", "hash", ORANGE + "#### 374\nI'm not confident in this; it is probably wrong.",
      "the model calls its own answer probably wrong, no new value"),
    g("r_json_revised", "A", "374", "wrong", "none",
      ORANGE + '```json\n{"answer": 374, "revised_answer": 364, "reason": "10 oranges were bruised"}\n```',
      "a JSON object revising 374 to 364"),
    g("r_tl_teka", "A", "374", "wrong", "hash", ORANGE + "#### 374\nTeka, nagkamali ako: 364 ang tamang sagot.", "Tagalog"),
    g("r_th_diaw", "A", "374", "wrong", "hash", ORANGE + "#### 374\nเดี๋ยวก่อน ฉันคำนวณผิด คำตอบที่ถูกคือ 364", "Thai"),
    g("r_fi_hetkinen", "A", "374", "wrong", "hash", ORANGE + "#### 374\nHetkinen, laskin väärin: oikea vastaus on 364.", "Finnish"),
    g("r_ca_espera", "A", "374", "wrong", "hash", ORANGE + "#### 374\nEspera, m'he equivocat: la resposta és 364.", "Catalan"),
    g("r_sk_moment", "A", "374", "wrong", "hash", ORANGE + "#### 374\nMoment, pomýlil som sa: správne je 364.", "Slovak"),
    g("r_ms_sekejap", "A", "374", "wrong", "hash", ORANGE + "#### 374\nSekejap, saya tersilap kira: jawapannya 364.", "Malay"),
    m("r_lt_palaukite", "A", G_DICE, "wrong", "boxed",
      DICE + r"$P = \boxed{\frac{5}{36}}$" + "\n\nPalaukite, suklydau: teisingas atsakymas yra $\\frac{1}{6}$.",
      "Lithuanian retraction to 1/6"),
    m("r_ur_rukein", "A", G_CYL, "wrong", "boxed",
      CYL + r"$= \boxed{20\pi}$" + "\n\nرکیں، مجھ سے غلطی ہوئی: صحیح جواب $40\\pi$ ہے۔", "Urdu retraction to 40\\pi"),
    m("r_mr_thamba", "A", G_ACOS, "wrong", "boxed",
      ACOS + r"$\boxed{\frac{2\pi}{3}}$" + "\n\nथांबा, माझी चूक झाली: बरोबर उत्तर $\\frac{\\pi}{3}$ आहे.",
      "Marathi retraction to \\pi/3"),
    m("r_bg_chakai", "A", G_POLY, "wrong", "boxed",
      POLY + r"$= \boxed{x^2 - 2x - 8}$" + "\n\nЧакай, сбърках знака: верният отговор е $x^2 + 2x - 8$.",
      "Bulgarian retraction to x^2 + 2x - 8"),
    m("r_ka_moitsade", "A", G_LOG, "wrong", "boxed",
      LOG48 + r"$= \boxed{\frac{3}{2}}$" + "\n\nმოიცადე, შევცდი: სწორი პასუხია $\\frac{2}{3}$.",
      "Georgian retraction to 2/3"),
    m("r_et_oota", "A", G_SQC, "wrong", "boxed",
      SQC + r"$= \boxed{-3 + 4i}$" + "\n\nOota, arvutasin valesti: õige vastus on $5 + 4i$.",
      "Estonian retraction to 5 + 4i"),
    m("r_box_copied_wrong", "A", G_R63, "wrong", "boxed",
      R63 + r"$= \boxed{3\sqrt{7}}$" + "\n\nWait, I copied the problem wrong: it is $\\sqrt{72} = \\sqrt{36 \\cdot 2} = \\boxed{6\\sqrt{2}}$.",
      "a new box after re-reading the problem"),
    m("r_minerva_recount", "A", G_DICE, "wrong", "minerva",
      DICE + MINERVA.format(r"$\frac{5}{36}$") + "\n\nUpon reflection, $(4,4)$ should be counted twice since the dice are "
      "distinguishable, so the answer is $\\frac{6}{36} = \\frac{1}{6}$.",
      "a (mistaken) recount after the Minerva line; the model's last answer is 1/6"),
    m("r_llama_apology_other", "A", G_CYL, "wrong", "boxed",
      CYL + LLAMA_END.format(r"20\pi") + "\n\nI apologize for the error: the radius is 4, not 2, so "
      "$V = \\pi \\cdot 16 \\cdot 5 = \\boxed{80\\pi}$.", "an apology and a new box after the Llama ending"),
    m("r_qwen_nonstrict", "A", G_INEQ, "wrong", "boxed",
      INEQ + QWEN_END.format("(1, 4)") + "\n\nWait, the inequality is $\\le$, so the endpoints are included: $\\boxed{[1, 4]}$.",
      "a new box after the Qwen ending"),
    g("r_ok_double_check", "B", "374", "correct", "hash", ORANGE + "#### 374\nDouble-check: 374 + 58 = 432 = 27 × 16 ✓",
      "a check with other numbers"),
    g("r_ok_crates_aside", "B", "374", "correct", "hash", ORANGE + "#### 374\n(That's a little over 23 crates' worth.)",
      "an aside with another number (374 / 16 = 23.375)"),
    g("r_ok_no_wait_stands", "B", "374", "correct", "hash",
      ORANGE + "#### 374\nNo wait — let me re-check the multiplication. 27 × 16: 20 × 16 = 320 and 7 × 16 = 112, "
      "so 432. Good, 374 stands.", "'No wait' that confirms"),
    g("r_ok_hypothetical_after", "B", "374", "correct", "hash",
      ORANGE + "#### 374\nIf he had given away 68 instead, 364 would be left — but he gave away 58.",
      "a counterfactual after the answer"),
    g("r_ok_slip_confirmed", "B", "374", "correct", "hash",
      ORANGE + "#### 374\nI made a slip in my scratch work earlier (I wrote 423 for 27 × 16), but 432 is right and so is 374.",
      "'slip' about the scratch work; the answer confirmed"),
    g("r_ok_tl_suriin", "B", "374", "correct", "hash", ORANGE + "#### 374\nSuriin: 374 + 58 = 432. Tama.", "Tagalog check"),
    g("r_ok_th_check", "B", "374", "correct", "hash", ORANGE + "#### 374\nตรวจสอบ: 374 + 58 = 432 ถูกต้อง", "Thai check"),
    g("r_ok_tr_kontrol", "B", "374", "correct", "hash", ORANGE + "#### 374\nKontrol: 374 + 58 = 432, doğru.", "Turkish check"),
    g("r_ok_ms_semakan", "B", "374", "correct", "hash", ORANGE + "#### 374\nSemakan: 374 + 58 = 432. Betul.", "Malay check"),
    g("r_ok_ca_comprovacio", "B", "374", "correct", "hash", ORANGE + "#### 374\nComprovació: 374 + 58 = 432. Correcte.",
      "Catalan check"),
    g("r_ok_sk_kontrola", "B", "374", "correct", "hash", ORANGE + "#### 374\nKontrola: 374 + 58 = 432, sedí.", "Slovak check"),
    m("r_ok_fi_tarkistus", "B", G_DICE, "correct", "boxed",
      DICE + r"$P = \boxed{\frac{5}{36}}$" + "\n\nTarkistus: summan 8 antavat (2,6), (3,5), (4,4), (5,3), (6,2), eli 5 tulosta 36:sta. Oikein.",
      "Finnish check after the box"),
    m("r_ok_ur_janch", "B", G_CYL, "correct", "boxed",
      CYL + r"$= \boxed{20\pi}$" + "\n\nجانچ: $\\pi \\cdot 4 \\cdot 5 = 20\\pi$، درست۔", "Urdu check after the box"),
    m("r_ok_box_approx_after", "B", G_R63, "correct", "boxed",
      R63 + r"$= \boxed{3\sqrt{7}} \approx 7.94$, which lies between $\sqrt{49} = 7$ and $\sqrt{64} = 8$ as expected.",
      "a rounding and a sanity check after the box"),
    m("r_ok_minerva_note", "B", G_DICE, "correct", "minerva",
      DICE + MINERVA.format(r"$\frac{5}{36}$") + "\n\nNote: $\\frac{5}{36} \\approx 0.139$.", "a rounding after the Minerva line"),
    m("r_ok_llama_eot", "B", G_CYL, "correct", "boxed", CYL + LLAMA_END.format(r"20\pi") + EOT, "a Llama 3 ending and <|eot_id|>"),
    m("r_ok_test_points", "B", G_INEQ, "correct", "boxed",
      INEQ + r"$\boxed{(1, 4)}$" + "\n\nTest: $x = 2$ gives $4 - 10 + 4 = -2 < 0$ ✓; $x = 5$ gives $25 - 25 + 4 = 4 > 0$ ✗ "
      "(outside, as expected).", "a test point with a cross, as expected, after the box"),

    # ================================================================ 7. quoted, reported, hypothetical
    g("q_sample_only", "A", "374", "no_answer", "none",
      "The sample answer in the prompt was '#### 374'. I was unable to solve the problem.", "a reported sample, a refusal"),
    g("q_prompt_echo_tag_cut", "A", "374", "no_answer", "truncated",
      "Answer format example: <answer>374</answer>\n\n<think>\nLet me start. The farmer picks 27 crates",
      "a format example with the gold, then cut off"),
    g("q_calculator_reported_other", "A", "374", "wrong", "hash",
      "My calculator says 27 × 16 − 58 = 374, but that ignores the 10 bruised oranges: 432 − 68 = 364.\n#### 364",
      "the gold as a calculator's result, rejected"),
    g("q_russian_friend_other", "A", "374", "wrong", "hash",
      "Мой друг получил 374, но он забыл про 10 испорченных апельсинов. У меня 364.\n#### 364",
      "Russian: 'my friend got 374 ... I get 364'"),
    g("q_if_none_bruised_box", "A", "374", "wrong", "hash",
      ORANGE_1 + "If none of the oranges were bruised, the answer would be $\\boxed{374}$. But 10 were bruised and thrown "
      "away, so 432 − 68 = 364 are left.\n#### 364", "the gold boxed in a counterfactual"),
    g("q_assume_inconclusive", "A", "374", "no_answer", "none",
      "Assume the answer is 374. Then 374 + 58 = 432 oranges were picked, which needs 27 full crates of 16 — but I am "
      "not sure the crates were full, so I cannot conclude.", "an assumption, no conclusion"),
    g("q_code_assert_no_answer", "A", "374", "no_answer", "none",
      "```python\nexpected = 374  # from the answer key\nassert solve() == expected\n```\nRunning this raises an error, "
      "and I could not determine the result myself.", "a key value in code, then a refusal"),
    g("q_system_echo_other", "A", "374", "wrong", "hash",
      "<|im_start|>system\nEnd with '#### <answer>', e.g. '#### 374'.<|im_end|>\n<|im_start|>assistant\n"
      "27 × 16 = 432, and he gave away 58 plus 10 bruised: 432 − 68 = 364.\n#### 364",
      "the gold in an echoed system prompt, the model's 364"),
    g("q_fewshot_tail_gold", "A", "374", "wrong", "hash",
      "27 × 16 = 432; he gave away 68, so 432 − 68 = 364.\n#### 364\n\nQuestion: A baker has 432 rolls and sells 58. "
      "How many are left?\nAnswer: 432 − 58 = 374.\n#### 374",
      "the model's 364, then an invented few-shot question with #### 374 (convention: it does not count)"),
    g("q_japanese_if_other", "A", "374", "wrong", "hash",
      "もし傷んだオレンジがなければ答えは374個ですが、10個傷んでいたので364個です。\n#### 364",
      "Japanese counterfactual 374, the model's 364"),
    g("q_models_disagree", "A", "374", "wrong", "hash", "Qwen says 374, but GPT-4 says 364. I trust GPT-4.\n#### 364",
      "other models reported"),
    g("q_format_whole_number", "A", "374", "no_answer", "none",
      "The problem statement says the answer should be a whole number, like 374.", "an example of the format only"),
    m("q_key_claims_other", "A", G_DICE, "wrong", "prose_sentence",
      DICE + r"The answer key claims $\boxed{\frac{5}{36}}$, but I count six outcomes, so the probability is $\frac{1}{6}$.",
      "the gold in the key's box; the model's 1/6"),
    m("q_for_example_other", "A", G_CYL, "wrong", "prose_sentence",
      r"For example, if $r = 2$ and $h = 5$ then $V = \boxed{20\pi}$. In our problem $r = 3$ and $h = 5$, so $V = 45\pi$.",
      "the gold boxed in an example"),
    m("q_instruction_example_only", "A", G_R63, "no_answer", "none",
      r"Write your answer in simplest radical form, e.g. $\boxed{3\sqrt{7}}$.", "an instruction with an example only"),
    m("q_reviewer_other", "A", G_ACOS, "wrong", "prose_sentence",
      r"Reviewer 2 thinks the answer is $\boxed{\frac{2\pi}{3}}$; I disagree — the cosine is $+\frac{1}{2}$, so the "
      r"angle is $\frac{\pi}{3}$.", "a reviewer's box rejected"),
    m("q_quoted_student_box", "A", G_INEQ, "wrong", "prose_sentence",
      "A student wrote: “$(x-1)(x-4) < 0 \\Rightarrow \\boxed{(1, 4)}$.” This is wrong because the inequality in the "
      "problem is $\\le$; the answer is $[1, 4]$.", "the gold in a quoted student solution"),
    m("q_hypothetical_roots_other", "A", G_QR, "wrong", "prose_sentence",
      r"If the constant term were $-2$ we would get $\boxed{-2, \frac{1}{3}}$; here it is $+2$, so "
      r"$3x^2 + 5x + 2 = (3x + 2)(x + 1)$ and the roots are $-1$ and $-\frac{2}{3}$.",
      "the gold boxed in a counterfactual"),
    m("q_prompt_echo_math_cut", "A", G_CYL, "no_answer", "truncated",
      "Please reason step by step, and put your final answer within \\boxed{}. For instance: \\boxed{20\\pi}.\n\n"
      "The volume of a cylinder is", "an echoed instruction with an example, then cut"),
    m("q_question_box", "A", G_LINES, "no_answer", "none",
      r"Is the answer $\boxed{(-1, 3)}$? I'm not sure how to check this, so I'll stop here.", "a question, then stop"),
    g("q_ok_problem_quote", "B", "374", "correct", "hash",
      'The problem asks: "How many oranges are left after he gives away 58?"\n' + ORANGE + "#### 374",
      "the problem quoted first"),
    g("q_ok_first_thought", "B", "374", "correct", "hash",
      "My first thought was 364, but that subtracts 68 instead of 58.\n" + ORANGE + "#### 374", "a rejected first thought"),
    g("q_ok_students_forget", "B", "374", "correct", "hash",
      ORANGE + "Some students answer 432 because they forget the giveaway. The correct answer is 374.\n#### 374",
      "a common mistake reported"),
    g("q_ok_format_then", "B", "374", "correct", "hash", "Answer format: '#### <number>'\n\n" + ORANGE + "#### 374",
      "a format template before the real answer"),
    g("q_ok_if_then_actual", "B", "374", "correct", "hash",
      "If the farmer had given away 68, 364 would remain; he gave away 58, so 432 − 58 = 374 remain.\n#### 374",
      "a counterfactual, then the actual"),
    g("q_ok_chinese_assume", "B", "374", "correct", "hash",
      "假设答案是364，验证：364 + 58 = 422 ≠ 432，所以不对。正确答案是 432 − 58 = 374。\n#### 374",
      "Chinese: an assumption refuted, then the answer"),
    g("q_ok_spanish_supongamos", "B", "374", "correct", "hash",
      "Supongamos que quedan 384. Entonces 384 + 58 = 442 ≠ 432, así que no. En realidad quedan 432 − 58 = 374.\n#### 374",
      "Spanish: a supposition refuted, then the answer"),
    g("q_ok_json_final", "B", "374", "correct", "none",
      '{"steps": ["27 * 16 = 432", "432 - 58 = 374"], "final_answer": "374"}',
      "a JSON final_answer field; debatable: no marker the prompts ask for", True),
    g("q_ok_invented_user_turn", "B", "374", "correct", "hash",
      ORANGE + "#### 374<|im_end|>\n<|im_start|>user\nAre you sure? I think it's 364.<|im_end|>",
      "a different value in an invented user turn (convention: it does not count)"),
    g("q_ok_online_agrees", "B", "374", "correct", "hash", ORANGE + "Online solutions also give 374, which agrees.\n#### 374",
      "a reported value that agrees"),
    m("q_ok_if_r3_then_actual", "B", G_CYL, "correct", "boxed",
      r"If $r$ were $3$, the volume would be $45\pi$; with $r = 2$ and $h = 5$ it is $\boxed{20\pi}$.",
      "a counterfactual, then the actual box"),
    m("q_ok_textbook_agrees", "B", G_DICE, "correct", "boxed",
      DICE + r"The textbook's answer, $\frac{5}{36}$, agrees with my count: $\boxed{\frac{5}{36}}$.", "a key that agrees"),
    m("q_ok_suppose_in_working", "B", G_INEQ, "correct", "boxed",
      INEQ + r"Suppose $x \le 1$: both factors are $\le 0$, so the product is $\ge 0$. Suppose $x \ge 4$: both are "
      r"$\ge 0$. So the solution set is $\boxed{(1, 4)}$.", "suppositions in the working"),
    m("q_ok_example_coins", "B", G_DICE, "correct", "boxed",
      r"Example: for two fair coins, $P(\text{two heads}) = \frac{1}{4}$. For our dice: " + DICE + r"$P = \boxed{\frac{5}{36}}$",
      "an unrelated example first"),
    m("q_ok_llama_problem_quote", "B", G_R63, "correct", "boxed",
      'The problem asks: "Simplify $\\sqrt{63}$."\n' + R63 + "$= 3\\sqrt{7}$.\n\n" + LLAMA_END.format(r"3\sqrt{7}"),
      "the problem quoted, then a Llama ending"),
    m("q_ok_student_error_explained", "B", G_LINES, "correct", "boxed",
      "A common error is to give $(1, 3)$ by dropping a sign. " + LINES + r"Then $y = -1 + 4 = 3$, so the point is "
      r"$\boxed{(-1, 3)}$.", "a wrong point attributed, then the box"),
    m("q_ok_choice_question_quoted", "B", G_CHD, "correct", "boxed",
      'The question reads: "Which of the following satisfies both inequalities?"\n' + CHD + r"$\boxed{\text{(D)}}$",
      "the question quoted, then the choice"),

    # ================================================================ 8. bad input
    g("b_nul_inside_other", "A", "374", "wrong", "hash", ORANGE + "#### 36\x004", "364 split by a NUL (bad input either way)"),
    g("b_kannada_other", "A", "374", "wrong", "hash", ORANGE + "#### ೩೬೪", "Kannada 364"),
    g("b_telugu_other", "A", "374", "wrong", "hash", ORANGE + "#### ౩౬౪", "Telugu 364"),
    g("b_odia_other", "A", "374", "wrong", "hash", ORANGE + "#### ୩୬୪", "Odia 364"),
    g("b_math_bold_other", "A", "374", "wrong", "hash", ORANGE + "#### 𝟑𝟔𝟒", "mathematical bold 364"),
    g("b_chinese_numeral_other", "A", "374", "wrong", "hash", ORANGE + "#### 三百六十四", "Chinese numerals 364"),
    g("b_cyrillic_ze", "A", "374", "wrong", "hash", ORANGE + "#### З74", "Cyrillic Ze (U+0417) for 3: not the number 374"),
    g("b_vt_retract", "A", "374", "wrong", "hash", ORANGE + "#### 374\x0bActually it's 364.", "a retraction after a vertical tab"),
    g("b_nel_retract", "A", "374", "wrong", "hash", ORANGE + "#### 374\x85Correction: 364", "a correction after NEL (U+0085)"),
    g("b_record_sep_retag", "A", "374", "wrong", "hash", ORANGE + "#### 374\x1e#### 364", "a second #### after a record separator"),
    g("b_cr_retract", "A", "374", "wrong", "hash", ORANGE + "#### 374\rActually, 364.", "a retraction after a bare CR"),
    g("b_ansi_erase", "A", "374", "wrong", "hash", ORANGE + "#### 374\x1b[2K\r#### 364",
      "an ANSI erase-line, then #### 364 (a terminal shows only 364)"),
    g("b_backspace_overwrite", "A", "374", "wrong", "hash", ORANGE + "#### 374\b\b\b364",
      "backspaces over 374, then 364 (displays as 364)"),
    g("b_long_gap_retract", "A", "374", "wrong", "hash", ORANGE + "#### 374" + " " * 10000 + "\nActually, 364.",
      "a retraction after 10,000 spaces"),
    g("b_decimal_tail", "A", "374", "wrong", "hash", ORANGE + "#### 374." + "0" * 3000 + "1", "374 + 10^-3001"),
    g("b_many_hash_lines", "A", "374", "wrong", "hash", ORANGE + "".join(f"#### {k}\n" for k in range(300, 400)),
      "100 #### lines counting 300 to 399 (374 among them): many final answers, the last 399"),
    m("b_math_fullwidth_other", "A", G_R63, "wrong", "boxed", R63 + r"$\boxed{３\sqrt{５}}$", "fullwidth 3\\sqrt5"),
    m("b_math_nul_other", "A", G_DICE, "wrong", "boxed", DICE + r"$P = \boxed{\frac{1}{6}}$" + "\x00",
      "1/6 and a NUL (bad input either way)"),
    m("b_math_italic_pi_other", "A", G_CYL, "wrong", "boxed", CYL + r"$= \boxed{40𝜋}$", "mathematical italic pi, 40"),
    m("b_math_deep_nest_other", "A", G_R63, "wrong", "boxed", R63 + "$" + "\\boxed{" * 60 + "7\\sqrt{3}" + "}" * 60 + "$",
      "7\\sqrt3 inside 60 nested boxes"),
    g("b_ok_kannada", "B", "374", "correct", "hash", ORANGE + "#### ೩೭೪", "Kannada digits"),
    g("b_ok_telugu", "B", "374", "correct", "hash", ORANGE + "#### ౩౭౪", "Telugu digits"),
    g("b_ok_gujarati", "B", "374", "correct", "hash", ORANGE + "#### ૩૭૪", "Gujarati digits"),
    g("b_ok_nko", "B", "374", "correct", "hash", ORANGE + "#### ߃߇߄", "N'Ko digits (right-to-left script)"),
    g("b_ok_math_bold", "B", "374", "correct", "hash", ORANGE + "#### 𝟑𝟕𝟒", "mathematical bold digits"),
    g("b_ok_chinese_numeral", "B", "374", "correct", "hash", ORANGE + "#### 三百七十四", "Chinese numerals"),
    g("b_ok_tab", "B", "374", "correct", "hash", ORANGE + "####\t374", "a tab after ####"),
    g("b_ok_ideographic_space", "B", "374", "correct", "hash", ORANGE + "####\u3000374", "an ideographic space after ####"),
    g("b_ok_fullwidth_minus", "B", "-28", "correct", "hash", DIVE + "#### －２８", "fullwidth hyphen-minus and digits"),
    g("b_ok_keycap", "B", "374", "correct", "hash", ORANGE + "#### 3\ufe0f\u20e37\ufe0f\u20e34\ufe0f\u20e3",
      "keycap emoji digits (digit + VS16 + U+20E3)"),
    g("b_ok_rlm", "B", "374", "correct", "hash", ORANGE + "#### \u200f374\u200f", "right-to-left marks around the value"),
    g("b_ok_long_working", "B", "374", "correct", "hash", ("Let me recheck. " + ORANGE) * 150 + "#### 374",
      "a 25,000-character repetitive working, then ####"),
    g("b_ok_nul_in_think", "B", "374", "correct", "tag", "<think>\n" + ORANGE + "\x00</think>\n<answer>374</answer>",
      "a NUL inside the thinking; debatable: a NUL anywhere makes the pair bad input", True),
    g("b_ok_nul_in_working", "B", "374", "correct", "hash", ORANGE.replace("\n", "\x00\n", 1) + "#### 374",
      "a NUL in the working; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_ok_math_fullwidth", "B", G_R63, "correct", "boxed", R63 + r"$\boxed{３\sqrt{７}}$", "fullwidth digits in the box"),
    m("b_ok_math_italic_pi", "B", G_CYL, "correct", "boxed", CYL + r"$= \boxed{20𝜋}$", "mathematical italic pi (U+1D70B)"),
    m("b_ok_math_nul", "B", G_DICE, "correct", "boxed", DICE + r"$P = \boxed{\frac{5}{36}}$" + "\x00",
      "a NUL after the box; debatable: a NUL anywhere makes the pair bad input", True),
    m("b_ok_math_deep_nest", "B", G_R63, "correct", "boxed", R63 + "$" + "\\boxed{" * 60 + "3\\sqrt{7}" + "}" * 60 + "$",
      "3\\sqrt7 inside 60 nested boxes"),
]
# fmt: on

_BAD_INPUT = ("reject", "a NUL anywhere in the pair makes it bad_input (the brief; rounds 3-8)")
DECISIONS = {
    "t_ok_tag_number_words": ("accept", "'three hundred seventy-four' names 374 exactly"),
    "h_ok_german_dot_thousands": (
        "accept",
        "the working writes 2.375 € and 19.000 € in German notation, so '19.000' is 19,000",
    ),
    "x_gsm_share_fraction": (
        "reject",
        "the working reports 65 %, the gold counts percent; 0.65 is the share, not the number asked",
    ),
    "x_ok_rep_paren": ("accept", "0.(27) is the usual European notation for 0.272727... = 3/11"),
    "u_ok_cents_equal": (
        "accept",
        "16,600 cents is the same amount as $166 (README: equal in value, written differently)",
    ),
    "q_ok_json_final": ("accept", "the final_answer field of a JSON object is the model's answer"),
    "b_ok_nul_in_think": _BAD_INPUT,
    "b_ok_nul_in_working": _BAD_INPUT,
    "b_ok_math_nul": _BAD_INPUT,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam9", CASES, [], DECISIONS)
