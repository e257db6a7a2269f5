r"""Build adversarial_redteam119.jsonl: a hundred-and-nineteenth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam119", issue 25), by a new author,
written WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES
file, and WITHOUT running the checker, math-verify, sympy or any grader on the probes; handed over
BEFORE any scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py
(helpers) and build_adversarial_redteam21.py (structure) were read.

Aim of this round: the eight classes of the issue in English, 50 % GSM8K / 50 % MATH, about half
kind A and half kind B, with the emphasis on what comes RIGHT AFTER the final value on the same line
or the next: words that change it ('times', 'percent', 'thousand', 'less', 'per hour', 'squared',
'dozen', 'more'), words that merely describe it (units, 'exactly', 'in total', '(simplified)'),
notes in brackets, trailing checks, restatements in another notation, and answers given in markdown
tables, bold lines and code blocks; in the shapes real RL-trained and reasoning models write (R1
`<think>` blocks with "Wait," self-corrections and several candidate values, Qwen2.5-Math steps
ending in a box, Llama 3 "The final answer is", GSM8K `<<a*b=c>>` annotations, Minerva "Final
Answer:", chat end tokens and invented turns, completions cut at a token cap).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K
- COOK: 14 trays of 18 cookies, 37 broken -> 14 * 18 = 252; 252 - 37 = 215. Gold 215.
  (slip: 73 broken -> 252 - 73 = 179.)
- BIKE: 3.5 hours at 16 miles per hour -> 3.5 * 16 = 56 miles. Gold 56.
- RENT: $1,450 a month for 12 months plus a $600 deposit -> 1450 * 12 = 17400; 17400 + 600 = 18000.
  Gold 18000 (without the deposit 17400).
- TANK: a 240-liter tank 35 % full, liters to fill -> 240 * 0.35 = 84; 240 - 84 = 156. Gold 156
  (the water already in: 84).
- SHIRT: a $48 shirt at 25 % off -> 48 * 0.25 = 12; 48 - 12 = 36. Gold 36 (the discount 12).
- PASS: 27 of 40 students passed, percent -> 27 / 40 = 0.675 = 67.5 %. Gold 67.5.
- TEMP: 4 degrees, falling 1.5 degrees an hour for 6 hours -> 1.5 * 6 = 9; 4 - 9 = -5. Gold -5.
- WAGE: $18.50 an hour for 32 hours -> 18.5 * 32 = 592. Gold 592.
MATH
- PROB: two red marbles without replacement from 5 red and 3 blue -> 5/8 * 4/7 = 20/56 = 5/14.
  Gold \frac{5}{14} (decimal 0.357142..., so 0.357 is only approximate).
- SURD: \sqrt{72} = \sqrt{36 * 2} = 6\sqrt{2}. Gold 6\sqrt{2} (about 8.485).
- INEQ: x^2 - 5x + 4 < 0 -> (x - 1)(x - 4) < 0 -> 1 < x < 4. Gold (1, 4).
- CPX: (3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8 = 11 - 10i. Gold 11 - 10i.
- OCT: interior angle of a regular octagon -> 180 * 6 / 8 = 135 degrees. Gold 135 (3\pi/4 is the
  same angle in radians: wrong here, degrees are not radians).
- POLY: (x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15 = 2x^2 - x - 15. Gold 2x^2 - x - 15.
- MAT: [[1, 2], [3, 4]] [[2, 0], [1, 3]] = [[2 + 2, 0 + 6], [6 + 4, 0 + 12]] = [[4, 6], [10, 12]].
  Gold \begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}.
- ROOTS: x^2 - x - 12 = (x - 4)(x + 3) = 0 -> -3, 4. Gold -3, 4.
- MEET: y = 2x + 1 and y = -x + 7 -> 3x = 6, x = 2, y = 5. Gold (2, 5).
- CIRC: area of a circle of diameter 10 -> r = 5, 25\pi. Gold 25\pi (about 78.54).
- LOG: \log_2 64 = 6 (2^6 = 64). Gold 6.
- PCT: what percent of 80 is 18 -> 18 / 80 = 0.225 = 22.5 %. Gold 22.5.

Classes (id prefix): `t_` answer tags, `h_` a phrase marker then `####`, `x_` exactness, `n_`
negation / strike-out / annotation, `u_` words after the value (unit words and words that change
it), `r_` retractions and what follows a committed answer, `q_` quoted / reported / other text, `b_`
bad input a JSON corpus can hold. `_m_` after the prefix marks a MATH probe, `_ok_` a kind-B probe.

Label conventions (corpus/README.md and the brief): the LAST final answer counts; a right answer
in another honest notation is correct; another quantity (a subtotal, the other unit, the rate, the
per-item value, the discount) is wrong; the content of an <answer> tag is the final answer (a
sentence, an equation chain or a box in it is read for the value it states); equal value written
differently is correct; degrees are not radians; a percent gold accepts a `%`; a hedge or two
different final answers is wrong; a value the model marks wrong, strikes out or negates is not its
answer (no_answer when nothing else is stated, wrong when another value is); an explicit
retraction or correction after an answer replaces it; a check, a restatement of the same value or
a pleasantry after a committed answer does not; text in an invented next turn, a quotation, a
question or a self-set new problem does not count; a completion cut before its answer is
no_answer; a word after a number that changes the quantity ('thousand', 'dozen', 'less', 'per
hour', 'squared', 'times') makes it another value (wrong) while a unit of the asked quantity,
'exactly', 'in total' or '(simplified)' does not; a decimal for an exact irrational or repeating
gold is wrong, a decimal exactly equal to a terminating gold is correct. A NUL anywhere makes the
pair bad input: kind A, truth no_answer, noted. Lone surrogates cannot be written by
`write_records` (UTF-8 encoding refuses them), so this round holds none; other control characters
are labelled by the text (they do not change a value written around them). Debatable probes carry
`debatable` and an entry in DECISIONS.

Usage: python packages/check/corpus/build_adversarial_redteam119.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

# ================================================================ GSM8K working
COOK = "14 trays of 18 cookies make 14 * 18 = <<14*18=252>>252 cookies.\n37 are broken, so 252 - 37 = <<252-37=215>>215 cookies are left.\n"
COOK_SLIP = "14 trays of 18 cookies make 14 * 18 = <<14*18=252>>252 cookies.\n73 are broken, so 252 - 73 = <<252-73=179>>179 cookies are left.\n"
BIKE = "She rides for 3.5 hours at 16 miles per hour, so she covers 3.5 * 16 = <<3.5*16=56>>56 miles.\n"
RENT = "Rent for 12 months is 12 * 1450 = <<12*1450=17400>>17400 dollars.\nAdding the $600 deposit: 17400 + 600 = <<17400+600=18000>>18000 dollars.\n"
RENT_NODEP = "Rent for 12 months is 12 * 1450 = <<12*1450=17400>>17400 dollars.\n"
TANK = "The tank already holds 240 * 0.35 = <<240*0.35=84>>84 liters.\nTo fill it we need 240 - 84 = <<240-84=156>>156 liters.\n"
SHIRT = "The discount is 48 * 0.25 = <<48*0.25=12>>12 dollars.\nSo the shirt costs 48 - 12 = <<48-12=36>>36 dollars.\n"
PASS = "27 / 40 = <<27/40=0.675>>0.675 of the students passed, which is 0.675 * 100 = <<0.675*100=67.5>>67.5 percent.\n"
TEMP = "The temperature drops 1.5 * 6 = <<1.5*6=9>>9 degrees, so it ends at 4 - 9 = <<4-9=-5>>-5 degrees.\n"
WAGE = "He earns 18.50 * 32 = <<18.5*32=592>>592 dollars.\n"

THINK_COOK = (
    "Okay, so there are 14 trays with 18 cookies on each tray. 14 times 18... 14 * 18 = 252. "
    "Then 37 are broken. 252 - 37 = 225? Wait, let me redo that. 252 - 30 = 222, 222 - 7 = 215. "
    "So 215. Hmm, let me double-check: 215 + 37 = 252. Yes.\n"
)
THINK_RENT = (
    "The rent is $1,450 per month for 12 months. 1450 * 12 = 14500 + 2900 = 17400. "
    "Wait, do I include the deposit? The question asks how much she pays in the first year including "
    "the $600 deposit. So 17400 + 600 = 18000. Let me make sure: 1450 * 10 = 14500, 1450 * 2 = 2900, "
    "total 17400, plus 600 is 18000.\n"
)
THINK_TANK = (
    "The tank holds 240 liters and it's 35% full. 35% of 240 is 0.35 * 240 = 84. "
    "So 84 liters are in it. The question asks how many more liters to fill it, so 240 - 84 = 156. "
    "Wait, is the answer 84 or 156? It asks how much is needed to fill it, so 156.\n"
)
THINK_SHIRT = (
    "The shirt is $48 and it's 25% off. 25% of 48 is 12. So the discount is $12. "
    "The sale price is 48 - 12 = 36. Alternatively 0.75 * 48 = 36. Same.\n"
)
THINK_PASS = (
    "27 out of 40 passed. 27/40 = 0.675. As a percent that's 67.5%. "
    "Hmm, should I round to 68? No, the question doesn't say to round. 67.5.\n"
)
THINK_TEMP = (
    "Starts at 4 degrees. Drops 1.5 each hour for 6 hours: 1.5 * 6 = 9. 4 - 9 = -5. "
    "Wait, is it 4 - 9 or 9 - 4? It drops, so 4 - 9 = -5. The temperature is -5 degrees.\n"
)
THINK_WAGE = (
    "18.50 per hour times 32 hours. 18 * 32 = 576, 0.5 * 32 = 16, 576 + 16 = 592. "
    "Wait, let me recheck: 18.5 * 30 = 555, 18.5 * 2 = 37, 555 + 37 = 592. Good.\n"
)
THINK_BIKE = (
    "3.5 hours at 16 mph. 3 * 16 = 48, 0.5 * 16 = 8, so 48 + 8 = 56. "
    "Hmm, is it 56 or did I mix up? Distance = speed * time = 16 * 3.5 = 56 miles.\n"
)

# ================================================================ MATH working
G_PROB = r"\frac{5}{14}"
PROB = r"The probability the first marble is red is $\frac{5}{8}$, and then the second is red with probability $\frac{4}{7}$. So the probability is $\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56}$"
G_SURD = r"6\sqrt{2}"
SURD = r"We have $\sqrt{72} = \sqrt{36 \cdot 2} = \sqrt{36} \cdot \sqrt{2}$"
G_INEQ = "(1, 4)"
INEQ = r"Factoring, $x^2 - 5x + 4 = (x - 1)(x - 4)$, which is negative exactly when $1 < x < 4$."
G_CPX = "11 - 10i"
CPX = r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8$"
G_OCT = "135"
OCT = r"The sum of the interior angles of an octagon is $180^\circ(8 - 2) = 1080^\circ$, so each angle is $\frac{1080^\circ}{8}$"
G_POLY = "2x^2 - x - 15"
POLY = r"$(x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15$"
G_MAT = r"\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}"
MAT = r"$\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix}\begin{pmatrix} 2 & 0 \\ 1 & 3 \end{pmatrix} = \begin{pmatrix} 1\cdot 2 + 2 \cdot 1 & 1 \cdot 0 + 2 \cdot 3 \\ 3 \cdot 2 + 4 \cdot 1 & 3 \cdot 0 + 4 \cdot 3 \end{pmatrix}$"
MAT_ANS = r"\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}"
G_ROOTS = "-3, 4"
ROOTS = r"$x^2 - x - 12 = (x - 4)(x + 3) = 0$, so $x = 4$ or $x = -3$."
G_MEET = "(2, 5)"
MEET = r"Setting $2x + 1 = -x + 7$ gives $3x = 6$, so $x = 2$ and $y = 2(2) + 1 = 5$."
G_CIRC = r"25\pi"
CIRC = r"The radius is $\frac{10}{2} = 5$, so the area is $\pi r^2 = \pi \cdot 5^2$"
G_LOG = "6"
LOG = r"Since $2^6 = 64$, we get $\log_2 64$"
G_PCT = "22.5"
PCT = r"We need $\frac{18}{80} \cdot 100\% = 0.225 \cdot 100\%$"

QPROB = qwen(
    "To find the probability that both marbles are red, we multiply the probabilities of each draw.",
    ("First draw", r"There are 5 red marbles out of 8, so $P(R_1) = \frac{5}{8}$."),
    ("Second draw", r"With one red removed, $P(R_2 \mid R_1) = \frac{4}{7}$."),
    ("Multiply", r"$P = \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$."),
)
QSURD = qwen(
    r"To simplify $\sqrt{72}$, we factor out the largest perfect square.",
    ("Factor", r"$72 = 36 \cdot 2$."),
    ("Simplify", r"$\sqrt{72} = \sqrt{36}\sqrt{2} = 6\sqrt{2}$."),
)
LCPX = llama(
    ("Expand the product", r"$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2$."),
    ("Use $i^2 = -1$", r"$-8i^2 = 8$, so we get $3 + 8 - 10i = 11 - 10i$."),
)
LOCT = llama(
    ("Sum of interior angles", r"For $n = 8$, the sum is $180(8 - 2) = 1080$ degrees."),
    ("Divide by the number of angles", r"Each angle is $\frac{1080}{8} = 135$ degrees."),
)
LMEET = llama(
    ("Set the equations equal", r"$2x + 1 = -x + 7$, so $3x = 6$ and $x = 2$."),
    ("Find y", r"$y = 2(2) + 1 = 5$."),
)
THINK_ROOTS = (
    "We need the roots of x^2 - x - 12. Two numbers that multiply to -12 and add to -1: -4 and 3. "
    "So (x - 4)(x + 3) = 0, roots 4 and -3. Wait, let me check: 16 - 4 - 12 = 0 yes; 9 + 3 - 12 = 0 yes.\n"
)
THINK_PROB = (
    "5 red, 3 blue, 8 total. First red: 5/8. Second red: 4/7. Product 20/56 = 5/14. "
    "Hmm, wait, is it with replacement? No, without. So 5/14, not 25/64.\n"
)
THINK_CIRC = (
    "Diameter 10, so radius 5. Area = pi r^2 = 25 pi. Wait, I should not use the diameter as the "
    "radius: 100 pi would be wrong. So 25 pi.\n"
)
THINK_MAT = (
    "Row 1 times column 1: 1*2 + 2*1 = 4. Row 1 times column 2: 1*0 + 2*3 = 6. "
    "Row 2 times column 1: 3*2 + 4*1 = 10. Row 2 times column 2: 3*0 + 4*3 = 12.\n"
)
THINK_INEQ = (
    "x^2 - 5x + 4 = (x-1)(x-4). Negative between the roots, so 1 < x < 4. "
    "Wait, strict inequality, so open interval (1, 4), not [1, 4].\n"
)
THINK_PCT = "18/80 = 0.225, times 100 is 22.5. So 22.5%.\n"
THINK_LOG = "2^5 = 32, 2^6 = 64. So log base 2 of 64 is 6.\n"
THINK_POLY = "(x - 3)(2x + 5) = 2x^2 + 5x - 6x - 15 = 2x^2 - x - 15.\n"

PAD = "Let me think about this carefully. " * 6000  # about 210,000 characters

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_times", "A", "215", "wrong", "tag", th(THINK_COOK) + "<answer>215 times</answer>", "a number followed by 'times' in the tag: a multiplier, not the 215 cookies"),
    g("t_sentence_broken", "A", "215", "wrong", "tag", th(THINK_COOK.replace("So 215.", "So 215 are left and 37 broken.")) + "<answer>There are 37 broken cookies.</answer>", "the tag's sentence states the broken count 37"),
    g("t_eq_rate", "A", "56", "wrong", "tag", th(THINK_BIKE) + "<answer>16 miles per hour</answer>", "the tag holds the given speed, not the distance 56"),
    g("t_eq_chain_other", "A", "18000", "wrong", "tag", th(RENT_NODEP) + "<answer>1450 * 12 = 17400</answer>", "an equation chain ending in 17400 (the deposit left out)"),
    g("t_box_discount", "A", "36", "wrong", "tag", th(THINK_SHIRT) + "<answer>\\boxed{12}</answer>", "a box in the tag holding the discount 12"),
    g("t_ok_thousand_word", "B", "18000", "correct", "tag", th(THINK_RENT) + "<answer>$18 thousand</answer>", "'18 thousand' is 18000: the word completes the value"),
    g("t_per_hour", "A", "592", "wrong", "tag", th(THINK_WAGE) + "<answer>$18.50 per hour</answer>", "the given hourly wage, not the pay 592"),
    g("t_unclosed_cut", "A", "156", "no_answer", "none", "<think>\nThe tank holds 240 liters and it's 35% full. 35% of 240 is 0.35 * 240 =", "cut at the token cap inside the think block"),
    g("t_two_tags_last_other", "A", "592", "wrong", "tag", th(THINK_WAGE) + "<answer>592</answer>\n<answer>576</answer>", "two tags, the last one 576"),
    g("t_placeholder", "A", "-5", "no_answer", "tag", th(THINK_TEMP) + "<answer> ... </answer>", "the tag holds only an ellipsis; -5 only in the thinking"),
    g("t_ok_sentence_units", "B", "215", "correct", "tag", th(THINK_COOK) + "<answer>There are 215 cookies left in total.</answer>", "a sentence with a unit noun and 'in total'"),
    g("t_ok_equation", "B", "18000", "correct", "tag", th(THINK_RENT) + "<answer>1450 * 12 + 600 = 18000</answer>", "an equation chain ending in the gold"),
    g("t_ok_dollar_comma", "B", "18000", "correct", "tag", th(THINK_RENT) + "<answer>$18,000</answer>", "a dollar sign and a thousands separator"),
    g("t_ok_box_in_tag", "B", "36", "correct", "tag", th(THINK_SHIRT) + "<answer>\\boxed{36}</answer>", "a box in the tag"),
    g("t_ok_percent", "B", "67.5", "correct", "tag", th(THINK_PASS) + "<answer>67.5%</answer>", "a percent sign on a percent gold"),
    g("t_ok_miles", "B", "56", "correct", "tag", th(THINK_BIKE) + "<answer>56 miles</answer>", "a unit of the asked quantity"),
    g("t_ok_bold_sentence", "B", "-5", "correct", "tag", th(THINK_TEMP) + "<answer>The temperature after 6 hours is **-5 degrees**.</answer>", "bold inside a sentence in the tag"),
    g("t_ok_exactly", "B", "156", "correct", "tag", th(THINK_TANK) + "<answer>Exactly 156 liters are needed to fill the tank.</answer>", "'Exactly' before the value, liters after"),
    m("t_m_squared", "A", G_CIRC, "wrong", "tag", th(THINK_CIRC) + "<answer>$5\\pi$ squared</answer>", "'5\\pi squared' is 25\\pi^2, not 25\\pi", True),
    m("t_m_radians", "A", G_OCT, "wrong", "tag", th("Each interior angle is 135 degrees, which is 3pi/4 radians.\n") + "<answer>$\\frac{3\\pi}{4}$</answer>", "radians where the gold is degrees"),
    m("t_m_decimal", "A", G_PROB, "wrong", "tag", th(THINK_PROB) + "<answer>0.357</answer>", "a rounded decimal for 5/14"),
    m("t_m_closed_interval", "A", G_INEQ, "wrong", "tag", th(INEQ + "\n") + "<answer>[1, 4]</answer>", "closed interval for a strict inequality"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(THINK_ROOTS) + "<answer>x = 4</answer>", "only one of the two roots"),
    m("t_m_empty", "A", G_LOG, "no_answer", "tag", th(THINK_LOG) + "<answer></answer>", "an empty tag; 6 only in the thinking"),
    m("t_m_question_in_tag", "A", G_SURD, "no_answer", "tag", th("I need to simplify sqrt(72).\n") + "<answer>What is the simplest form of $\\sqrt{72}$?</answer>", "the tag holds the question, no value"),
    m("t_m_matrix_transposed", "A", G_MAT, "wrong", "tag", th(THINK_MAT) + "<answer>$\\begin{pmatrix} 4 & 10 \\\\ 6 & 12 \\end{pmatrix}$</answer>", "the transpose of the product"),
    m("t_m_ok_equation_x", "B", G_ROOTS, "correct", "tag", th(THINK_ROOTS) + "<answer>$x = -3$ or $x = 4$</answer>", "both roots as equations joined by 'or' (a solution set, not a hedge)"),
    m("t_m_ok_box_text", "B", G_OCT, "correct", "tag", th(LOCT) + "<answer>\\boxed{135^\\circ}</answer>", "degrees sign in a box in the tag"),
    m("t_m_ok_sentence", "B", G_CIRC, "correct", "tag", th(THINK_CIRC) + "<answer>The area of the circle is $25\\pi$ square units.</answer>", "a sentence with 'square units'"),
    m("t_m_ok_frac_unsimplified", "B", G_PROB, "correct", "tag", th(THINK_PROB) + "<answer>$\\frac{20}{56} = \\frac{5}{14}$</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(THINK_MAT) + "<answer>\\begin{bmatrix} 4 & 6 \\\\ 10 & 12 \\end{bmatrix}</answer>", "bmatrix for pmatrix"),
    m("t_m_ok_point", "B", G_MEET, "correct", "tag", th(MEET + "\n") + "<answer>The lines meet at $(x, y) = (2, 5)$.</answer>", "a sentence with (x, y) ="),
    m("t_m_ok_interval_words", "B", G_INEQ, "correct", "tag", th(THINK_INEQ) + "<answer>$1 < x < 4$</answer>", "the inequality for the interval (1, 4)"),
    m("t_m_ok_pct", "B", G_PCT, "correct", "tag", th(THINK_PCT) + "<answer>22.5\\%</answer>", "\\% after a percent gold"),
    m("t_m_ok_cpx", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>$11 - 10i$ (simplified)</answer>", "'(simplified)' after the value"),

    # ================================================================ 2. phrase marker then ####
    g("h_phrase_per_hour", "A", "56", "wrong", "hash", BIKE + "The answer is 16 miles per hour.\n#### 16", "the rate, not the distance"),
    g("h_phrase_gold_hash_other", "A", "215", "wrong", "hash", COOK + "The answer is 215.\n#### 252", "phrase 215, #### 252: two final answers, the last 252"),
    g("h_hash_less", "A", "36", "wrong", "hash", SHIRT + "So the shirt costs $12 less.\n#### 12 less", "'12 less' is the discount"),
    g("h_hash_times", "A", "592", "wrong", "hash", WAGE + "The answer is 32 times.\n#### 32 times", "32, the hours, with 'times'"),
    g("h_hash_thousand", "A", "18000", "wrong", "hash", RENT + "She pays 18000 thousand dollars.\n#### 18000 thousand", "18000 thousand = 18,000,000"),
    g("h_hash_empty", "A", "156", "no_answer", "hash", TANK + "The final answer is:\n####", "an empty marker and an empty ####"),
    g("h_hash_hedge", "A", "67.5", "wrong", "hash", PASS + "The answer is 67.5 or 68 if rounded.\n#### 67.5 or 68", "a hedge in the #### line"),
    g("h_hash_subtotal", "A", "18000", "wrong", "hash", RENT + "The rent alone is $17,400.\n#### 17400", "the subtotal without the deposit"),
    g("h_hash_percent_wrong_qty", "A", "156", "wrong", "hash", TANK + "The tank is 35 percent full.\n#### 35 percent", "the given percent, not the liters"),
    g("h_ok_phrase_units", "B", "215", "correct", "hash", COOK + "The answer is 215 cookies.\n#### 215", "phrase with unit noun, then ####"),
    g("h_ok_phrase_in_total", "B", "18000", "correct", "hash", RENT + "She pays $18,000 in total.\n#### 18,000", "'in total' and a thousands separator"),
    g("h_ok_bold_then_hash", "B", "36", "correct", "hash", SHIRT + "**The sale price is $36.**\n\n#### 36", "a bold line then ####"),
    g("h_ok_hash_dollars", "B", "592", "correct", "hash", WAGE + "He earns $592 for the week.\n#### $592", "a dollar sign after ####"),
    g("h_ok_negative_degrees", "B", "-5", "correct", "hash", TEMP + "The final temperature is -5 degrees.\n#### -5 degrees", "a negative with a unit"),
    g("h_ok_percent", "B", "67.5", "correct", "hash", PASS + "So 67.5 percent of the students passed.\n#### 67.5%", "a percent sign after ####"),
    g("h_ok_liters_check", "B", "156", "correct", "hash", TANK + "We need 156 liters.\n#### 156\n\nCheck: 84 + 156 = 240 ✓", "a check after ####"),
    g("h_ok_miles_exactly", "B", "56", "correct", "hash", BIKE + "She rides exactly 56 miles.\n#### 56 miles", "'exactly', then miles after ####"),
    g("h_ok_minerva_then_hash", "B", "215", "correct", "hash", COOK + MINERVA.format("215") + "\n#### 215", "Minerva line then #### agreeing"),
    m("h_m_phrase_other", "A", G_LOG, "wrong", "hash", LOG + " $= 6$.\nThe answer is 64.\n#### 64", "the argument 64, not the log"),
    m("h_m_hash_squared", "A", G_CIRC, "wrong", "hash", CIRC + " $= 25\\pi$.\nThe answer is $5$ squared.\n#### 5 squared", "'5 squared' = 25, not 25\\pi"),
    m("h_m_hash_decimal", "A", G_SURD, "wrong", "hash", SURD + " $= 6\\sqrt{2}$.\nThe answer is approximately 8.49.\n#### 8.49", "a decimal for 6\\sqrt2"),
    m("h_m_hash_radians", "A", G_OCT, "wrong", "hash", LOCT + "In radians this is $\\frac{3\\pi}{4}$.\n#### 3\\pi/4", "radians for a degree gold"),
    m("h_m_phrase_gold_hash_other", "A", G_CPX, "wrong", "hash", CPX + " $= 11 - 10i$.\nThe answer is $11 - 10i$.\n#### 11 + 10i", "#### the conjugate after a right phrase"),
    m("h_m_hash_unit_rate", "A", G_PCT, "wrong", "hash", PCT + " $= 22.5\\%$.\nThe answer is 0.225 times.\n#### 0.225 times", "0.225 'times' is a ratio, not 22.5 percent", True),
    m("h_m_hash_poly_other", "A", G_POLY, "wrong", "hash", POLY + " $= 2x^2 - x - 15$.\nThe answer is $2x^2 + x - 15$.\n#### 2x^2 + x - 15", "sign of the middle term wrong"),
    m("h_m_hash_cut", "A", G_MEET, "no_answer", "none", LMEET + "The answer is\n#### (2,", "cut inside the #### line"),
    m("h_m_ok_phrase_hash", "B", G_LOG, "correct", "hash", LOG + " $= 6$.\nThe answer is 6.\n#### 6", "phrase and #### agree"),
    m("h_m_ok_hash_frac", "B", G_PROB, "correct", "hash", QPROB + "The answer is 5/14.\n#### 5/14", "a slash fraction after ####"),
    m("h_m_ok_hash_point", "B", G_MEET, "correct", "hash", LMEET + "The answer is the point (2, 5).\n#### (2, 5)", "a tuple after ####"),
    m("h_m_ok_hash_degrees", "B", G_OCT, "correct", "hash", LOCT + "The answer is 135 degrees.\n#### 135°", "a degree sign after ####"),
    m("h_m_ok_hash_surd", "B", G_SURD, "correct", "hash", QSURD + "The answer is $6\\sqrt{2}$.\n#### 6\\sqrt{2}", "a LaTeX radical after ####"),
    m("h_m_ok_hash_pct", "B", G_PCT, "correct", "hash", PCT + " $= 22.5\\%$.\nThe answer is 22.5 percent.\n#### 22.5%", "a percent sign"),
    m("h_m_ok_hash_roots", "B", G_ROOTS, "correct", "hash", ROOTS + "\nThe answer is $x = -3, 4$.\n#### -3, 4", "both roots"),
    m("h_m_ok_hash_cpx_check", "B", G_CPX, "correct", "hash", LCPX + "The answer is $11 - 10i$.\n#### 11 - 10i\n\nCheck: $|11 - 10i|^2 = 221 = 13 \\cdot 17 = |3 + 2i|^2|1 - 4i|^2$ ✓", "a check after ####"),

    # ================================================================ 3. exactness
    g("x_rounded_percent", "A", "67.5", "wrong", "hash", PASS + "Rounded, about 68 percent passed.\n#### 68", "rounded to 68"),
    g("x_truncated", "A", "67.5", "wrong", "boxed", PASS + "The answer is $\\boxed{67}$.", "truncated to 67"),
    g("x_share_for_percent", "A", "67.5", "wrong", "hash", PASS + "#### 0.675", "the share 0.675 for the percent 67.5", True),
    g("x_off_by_small", "A", "592", "wrong", "hash", WAGE + "#### 592.5", "592.5 against 592"),
    g("x_approx_wave", "A", "156", "wrong", "boxed", TANK + "So roughly $\\boxed{\\approx 160}$ liters.", "an approximation 160"),
    g("x_sign_lost", "A", "-5", "wrong", "hash", TEMP + "#### 5", "the sign dropped"),
    g("x_cents_other", "A", "592", "wrong", "hash", "18.50 * 32 = 591.50 dollars.\n#### 591.50", "a wrong product 591.50"),
    g("x_near_ratio", "A", "36", "wrong", "boxed", SHIRT + "The price is $\\boxed{35.99}$ dollars.", "35.99 against 36"),
    g("x_ok_decimal_trailing", "B", "592", "correct", "hash", WAGE + "#### 592.00", "trailing zeros"),
    g("x_ok_fraction_percent", "B", "67.5", "correct", "boxed", PASS + "The answer is $\\boxed{\\frac{135}{2}}$ percent.", "135/2 = 67.5, with 'percent'"),
    g("x_ok_negative_frac", "B", "-5", "correct", "boxed", TEMP + "The final temperature is $\\boxed{-5.0}$ degrees.", "-5.0 = -5"),
    g("x_ok_cents", "B", "36", "correct", "hash", SHIRT + "#### $36.00", "$36.00 = 36"),
    g("x_ok_comma_decimal", "B", "18000", "correct", "hash", RENT + "#### 18,000.00", "a comma and .00"),
    g("x_ok_words", "B", "156", "correct", "lastline", TANK + "\n**Answer: 156 liters (exactly).**", "a bold answer line with '(exactly)'"),
    g("x_ok_mixed", "B", "56", "correct", "boxed", BIKE + "Total distance: $\\boxed{56.0}$ miles.", "56.0 = 56"),
    g("x_ok_percent_decimal_marked", "B", "67.5", "correct", "hash", PASS + "#### 67.50%", "67.50% = 67.5"),
    g("x_ok_table", "B", "215", "correct", "lastline", COOK + "\n| Step | Value |\n|---|---|\n| Baked | 252 |\n| Broken | 37 |\n| **Left** | **215** |", "the answer in the table's last row"),
    m("x_m_decimal_pi", "A", G_CIRC, "wrong", "boxed", CIRC + " $\\approx \\boxed{78.54}$.", "a decimal for 25\\pi"),
    m("x_m_decimal_frac", "A", G_PROB, "wrong", "boxed", QPROB + qbox("0.36", "So the probability is approximately"), "0.36 for 5/14 (0.3571...)"),
    m("x_m_decimal_surd", "A", G_SURD, "wrong", "boxed", SURD + r" $= 6\sqrt{2} \approx \boxed{8.485}$.", "8.485 for 6\\sqrt2 (8.4852...)"),
    m("x_m_pi_approx", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= 25 \cdot 3.14 = \boxed{78.5}$.", "pi taken as 3.14"),
    m("x_m_with_replacement", "A", G_PROB, "wrong", "boxed", r"$\left(\frac{5}{8}\right)^2 = \boxed{\frac{25}{64}}$.", "25/64, with replacement"),
    m("x_m_diameter_radius", "A", G_CIRC, "wrong", "boxed", r"The area is $\pi \cdot 10^2 = \boxed{100\pi}$.", "the diameter used as radius"),
    m("x_m_surd_unsimplified_wrong", "A", G_SURD, "wrong", "boxed", r"$\sqrt{72} = \sqrt{9 \cdot 8} = \boxed{3\sqrt{6}}$.", "3\\sqrt6 = \\sqrt{54}, not \\sqrt{72}"),
    m("x_m_pct_rounded", "A", G_PCT, "wrong", "boxed", PCT + r" $\approx \boxed{23\%}$.", "rounded to 23%"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", PROB + r" $= \boxed{\frac{20}{56}}$.", "20/56 = 5/14 unsimplified"),
    m("x_m_ok_sqrt72", "B", G_SURD, "correct", "boxed", SURD + r" $= \boxed{\sqrt{72}}$.", "\\sqrt{72} is exactly 6\\sqrt2", True),
    m("x_m_ok_sqrt_form", "B", G_SURD, "correct", "boxed", QSURD + qbox(r"6\sqrt2", "The simplified form is"), "\\sqrt2 without braces"),
    m("x_m_ok_pi_first", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{25 \pi}$ (exact).", "'(exact)' after the box"),
    m("x_m_ok_pct_frac", "B", G_PCT, "correct", "boxed", PCT + r" $= \boxed{\frac{45}{2}\%}$.", "45/2 % = 22.5"),
    m("x_m_ok_decimal_exact", "B", G_PCT, "correct", "boxed", PCT + r" $= \boxed{22.50}$.", "22.50 = 22.5"),
    m("x_m_ok_log_expr", "B", G_LOG, "correct", "boxed", LOG + r" $= \log_2 2^6 = \boxed{6}$, since $2^6 = 64$.", "a check clause after the box"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{-10i + 11}$.", "terms in another order"),
    m("x_m_ok_poly_order", "B", G_POLY, "correct", "boxed", POLY + r" $= \boxed{-15 - x + 2x^2}$.", "terms in another order"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "215", "no_answer", "phrase", COOK + "The answer is not 215.", "the gold negated, nothing else"),
    g("n_strike_md", "A", "18000", "no_answer", "hash", RENT + "#### ~~18000~~", "the gold struck through, nothing after"),
    g("n_strike_gold_then_other", "A", "18000", "wrong", "hash", RENT_NODEP + "#### ~~18000~~ 17400", "the gold struck, 17400 after"),
    g("n_annot_wrong", "A", "36", "wrong", "boxed", SHIRT + "$\\boxed{36}$ (wrong)", "the model marks its box wrong"),
    g("n_cross", "A", "592", "wrong", "hash", WAGE + "#### 592 ❌", "a cross mark after the value", True),
    g("n_neq_box", "A", "156", "no_answer", "boxed", TANK + "$\\boxed{\\neq 156}$", "a box holding \\neq gold"),
    g("n_bold_not", "A", "56", "no_answer", "lastline", BIKE + "\n**Final answer: NOT 56 miles**", "a bold final line negating the gold"),
    g("n_incorrect_note", "A", "215", "wrong", "hash", COOK + "#### 215 [incorrect — see below]\n\nRecounting, 252 - 73 = 179.\n#### 179", "a bracketed note marks 215 incorrect, final 179"),
    g("n_sout", "A", "-5", "no_answer", "boxed", TEMP + "$\\boxed{\\sout{-5}}$", "\\sout strike-out in the box"),
    g("n_ok_not_other", "B", "215", "correct", "phrase", COOK + "The answer is not 179 but 215.", "another value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "18000", "correct", "hash", RENT + "#### ~~17400~~ 18000", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "36", "correct", "boxed", SHIRT + "$\\boxed{36}$ ✓", "a check mark after the box"),
    g("n_ok_bracket_note", "B", "592", "correct", "hash", WAGE + "#### 592 [before taxes]", "a descriptive bracketed note"),
    g("n_ok_not_rounded", "B", "67.5", "correct", "phrase", PASS + "The answer is 67.5% (not rounded).", "'(not rounded)' describes the value"),
    g("n_ok_negative_ok", "B", "-5", "correct", "phrase", TEMP + "The answer is -5 degrees, i.e. below zero, not above it.", "a harmless 'not' after the gold"),
    g("n_ok_correct_label", "B", "156", "correct", "boxed", TANK + "$\\boxed{156}$ (correct)", "'(correct)' after the box"),
    g("n_ok_verified", "B", "56", "correct", "hash", BIKE + "#### 56 ✅ (verified: 56 / 16 = 3.5)", "a verification note after the value"),
    m("n_m_cancel", "A", G_CIRC, "no_answer", "boxed", CIRC + r" $= \boxed{\cancel{25\pi}}$", "a cancelled box"),
    m("n_m_neq", "A", G_LOG, "no_answer", "boxed", LOG + r" $\boxed{\neq 6}$", "\\neq in the box"),
    m("n_m_sout_other", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{\sout{2x^2 - x - 15}\ 2x^2 + x - 15}$", "the gold struck, a wrong polynomial after"),
    m("n_m_not_equal_text", "A", G_CPX, "no_answer", "lastline", CPX + ".\n\nThe product is **not** $11 - 10i$.", "the gold negated in a bold sentence"),
    m("n_m_wrong_tag", "A", G_MEET, "wrong", "boxed", LMEET + r"The final answer is: $\boxed{(2, 5)}$ (this is wrong; it should be $(5, 2)$)", "annotation replaces with (5, 2)"),
    m("n_m_strike_md", "A", G_PROB, "no_answer", "lastline", QPROB + "**Final Answer:** ~~$\\frac{5}{14}$~~", "struck bold final line"),
    m("n_m_xcancel_roots", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{\xcancel{-3}, 4}$", "one root cancelled, only 4 left"),
    m("n_m_not_degrees", "A", G_OCT, "wrong", "boxed", LOCT + r"The answer is $\boxed{135}$ — no wait, that's not right, it's $\boxed{140}$.", "the model rejects 135, final 140"),
    m("n_m_ok_cancel_working", "B", G_SURD, "correct", "boxed", SURD + r" $= \frac{\cancel{2} \cdot 6\sqrt{2}}{\cancel{2}} = \boxed{6\sqrt{2}}$", "cancel marks in the working, the gold boxed"),
    m("n_m_ok_not_closed", "B", G_INEQ, "correct", "boxed", INEQ + r" The interval is open (not closed): $\boxed{(1, 4)}$.", "'not closed' describes the interval"),
    m("n_m_ok_neq_other", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{6}$ (note: $\neq 5$, since $2^5 = 32$)", "a \\neq note about another value"),
    m("n_m_ok_strike_other", "B", G_CPX, "correct", "lastline", CPX + "\n\n**Answer:** ~~$11 + 10i$~~ $11 - 10i$", "the wrong value struck, the gold after"),
    m("n_m_ok_degrees_not_rad", "B", G_OCT, "correct", "boxed", LOCT + r"The answer is $\boxed{135}$ degrees (not radians).", "'(not radians)' describes the unit"),
    m("n_m_ok_check_mark", "B", G_MEET, "correct", "boxed", LMEET + LLAMA_END.format("(2, 5)") + " ✓", "a check mark after the Llama line"),
    m("n_m_ok_simplified", "B", G_PROB, "correct", "boxed", QPROB + qbox(r"\frac{5}{14}") + " (simplified from $\\frac{20}{56}$)", "a bracketed note naming the unsimplified form"),
    m("n_m_ok_matrix_note", "B", G_MAT, "correct", "boxed", MAT + "\n\n$$\\boxed{" + MAT_ANS + "}$$\n(note: matrix multiplication is not commutative)", "a 'not' note after the box"),
    m("n_m_ok_not_approx", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{25\pi}$ (exact, not $78.54$)", "a bracketed note naming a decimal it is not"),

    # ================================================================ 5. words after the value
    g("u_dozen", "A", "215", "wrong", "phrase", COOK + "The answer is 215 dozen.", "215 dozen = 2580"),
    g("u_thousand", "A", "18000", "wrong", "phrase", RENT + "She pays 18 thousand.\nThe answer is 18000 thousand.", "18000 thousand = 18,000,000"),
    g("u_per_hour", "A", "592", "wrong", "phrase", WAGE + "The answer is 592 per hour.", "592 per hour is a rate, the total is 592"),
    g("u_less", "A", "36", "wrong", "phrase", SHIRT + "The answer is 36 less.", "'36 less' is a difference, not a price", True),
    g("u_times", "A", "56", "wrong", "boxed", BIKE + "So she rides $\\boxed{56}$ times farther.", "'56 times farther' is a ratio"),
    g("u_percent_of", "A", "156", "wrong", "phrase", TANK + "The answer is 156 percent.", "156 percent is not 156 liters"),
    g("u_more", "A", "156", "wrong", "phrase", "The tank holds 84 liters now.\nThe answer is 84 more.", "84, the current volume, with 'more'"),
    g("u_squared", "A", "56", "wrong", "boxed", BIKE + "The answer is 56 squared.", "'56 squared' = 3136"),
    g("u_negative_word", "A", "-5", "wrong", "hash", TEMP + "#### 5 negative", "'5 negative' after ####; the number is 5", True),
    g("u_ok_dollars", "B", "18000", "correct", "phrase", RENT + "The answer is $18,000 dollars in total.", "dollar sign, 'dollars' and 'in total'"),
    g("u_ok_cookies", "B", "215", "correct", "hash", COOK + "#### 215 cookies", "a unit noun after ####"),
    g("u_ok_percent", "B", "67.5", "correct", "phrase", PASS + "The answer is 67.5 percent of the class.", "'percent of the class' on a percent gold"),
    g("u_ok_per_week", "B", "592", "correct", "phrase", WAGE + "The answer is $592 for the week.", "'for the week' describes the total"),
    g("u_ok_liters", "B", "156", "correct", "phrase", TANK + "The answer is 156 L.", "a unit symbol"),
    g("u_ok_degrees_f", "B", "-5", "correct", "phrase", TEMP + "The answer is -5 °F.", "a degree sign with F"),
    g("u_ok_miles_exactly", "B", "56", "correct", "boxed", BIKE + "She rides $\\boxed{56 \\text{ miles}}$ exactly.", "text unit in the box, 'exactly' after"),
    g("u_ok_bold_usd", "B", "36", "correct", "lastline", SHIRT + "\n**Final price: $36 USD**", "a bold line with USD"),
    g("u_ok_code_block", "B", "215", "correct", "lastline", COOK + "\n```\ncookies_left = 14 * 18 - 37\nprint(cookies_left)  # 215\n```\nOutput:\n```\n215\n```\n**Answer: 215 cookies**", "a code block then a bold answer"),
    m("u_m_squared", "A", G_CIRC, "wrong", "boxed", CIRC + r" $= \boxed{25\pi}^2$.", "a square after the box", True),
    m("u_m_ok_times_pi", "B", G_CIRC, "correct", "boxed", CIRC + r" $= 25\pi$. So the area is $\boxed{25}$ times $\pi$.", "the box holds 25 but the sentence goes on 'times \\pi': the stated value is 25\\pi; a checker reading only the box refuses it", True),
    m("u_m_radians_word", "A", G_OCT, "wrong", "boxed", LOCT + r"The answer is $\boxed{135}$ radians.", "135 radians is not 135 degrees"),
    m("u_m_percent_frac", "A", G_PROB, "wrong", "phrase", QPROB + r"So the probability is $\frac{5}{14}$ percent.", "'5/14 percent' is 5/1400, not the probability 5/14"),
    m("u_m_thousand", "A", G_PCT, "wrong", "phrase", PCT + r" $= 22.5\%$." + "\nThe answer is 22.5 thousand.", "22.5 thousand = 22500"),
    m("u_m_less", "A", G_PCT, "wrong", "phrase", PCT + r" $= 22.5\%$." + "\nThe answer is 77.5 percent less.", "77.5 percent less: the complement"),
    m("u_m_per_unit", "A", G_PROB, "wrong", "boxed", QPROB + r"So $\boxed{\frac{5}{14}}$ per draw, squared for two draws: $\boxed{\frac{25}{196}}$.", "final box 25/196"),
    m("u_m_ok_per_hundred", "B", G_PCT, "correct", "phrase", PCT + r" $= 22.5\%$." + "\nSo 18 is 22.5 per hundred of 80, and the answer is 22.5 per cent.", "'per hundred' and 'per cent' are percent: 22.5 %"),
    m("u_m_in_total_sum", "A", G_OCT, "wrong", "boxed", LOCT + r"The answer is $\boxed{1080}$ degrees in total.", "'in total' on the angle sum 1080, not each angle 135"),
    m("u_m_modulus_squared", "A", G_CPX, "wrong", "boxed", CPX + r" $= 11 - 10i$, whose modulus squared is $\boxed{221}$.", "the last box is |11 - 10i|^2 = 121 + 100 = 221, another quantity"),
    m("u_m_pct_of_80", "A", G_PCT, "wrong", "boxed", PCT + r" $= 22.5\%$. So the answer is $22.5\%$ of $80$, which is $\boxed{18}$.", "'of 80, which is 18': the final value is the given 18"),
    m("u_m_ok_sq_units", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{25\pi \text{ square units}}$", "'square units' in the box"),
    m("u_m_ok_units2", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{25\pi}$ units$^2$.", "units^2 after the box"),
    m("u_m_ok_degrees_word", "B", G_OCT, "correct", "boxed", LOCT + r"The answer is $\boxed{135}$ degrees.", "'degrees' after the box"),
    m("u_m_ok_deg_circ", "B", G_OCT, "correct", "boxed", LOCT + LLAMA_END.format(r"135^\circ"), "135^\\circ in the box"),
    m("u_m_ok_percent", "B", G_PCT, "correct", "boxed", PCT + r" $= \boxed{22.5\%}$.", "a percent in the box"),
    m("u_m_ok_exactly", "B", G_LOG, "correct", "boxed", LOG + r" $= \boxed{6}$ exactly.", "'exactly' after the box"),
    m("u_m_ok_in_total", "B", G_PROB, "correct", "boxed", QPROB + r"In total, the probability is $\boxed{\frac{5}{14}}$.", "'In total' before the box"),
    m("u_m_ok_text_deg", "B", G_OCT, "correct", "boxed", LOCT + r"$\boxed{135 \text{ degrees}}$", "\\text{ degrees} in the box"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "215", "wrong", "hash", COOK + "#### 215\n\nEdit: I misread, 73 were broken, so 179.", "Edit: after the answer, 179"),
    g("r_wait_wrong", "A", "18000", "wrong", "hash", RENT + "#### 18000\n\nWait, that's wrong. The deposit is refunded, so she pays 17400.", "Wait, that's wrong, 17400"),
    g("r_never_mind", "A", "36", "wrong", "phrase", SHIRT + "The answer is 36. Never mind, I mean 12.", "Never mind, 12"),
    g("r_actually", "A", "592", "wrong", "boxed", WAGE + "$\\boxed{592}$\n\nActually, he only worked 30 hours, so it is 18.50 * 30 = $\\boxed{555}$.", "a later box 555"),
    g("r_think_last_candidate_other", "A", "156", "wrong", "tag", th(THINK_TANK + "Hmm, wait. Re-reading, it asks how much water is in the tank. That's 84.\n") + "<answer>84</answer>", "think block switches to 84, the tag says 84"),
    g("r_correction_bracket", "A", "67.5", "wrong", "hash", PASS + "#### 67.5\n[Correction: 28 passed, so 70.]", "bracketed correction to 70"),
    g("r_scratch", "A", "-5", "wrong", "phrase", TEMP + "The answer is -5. Scratch that, it rose, so 13.", "Scratch that: 4 + 9 = 13"),
    g("r_withdrawn", "A", "56", "no_answer", "hash", BIKE + "#### 56\n\nHmm, never mind, I'm not sure about this at all. I can't determine the answer.", "the model withdraws 56 and gives nothing", True),
    g("r_ok_check", "B", "215", "correct", "hash", COOK + "#### 215\n\nCheck: 215 + 37 = 252 = 14 * 18 ✓", "a check after ####"),
    g("r_ok_wait_confirms", "B", "18000", "correct", "hash", RENT + "#### 18000\n\nWait, let me double-check: 1450 * 12 = 17400, plus 600 is 18000. Yes, 18000.", "'Wait' then a confirmation"),
    g("r_ok_correction_to_gold", "B", "36", "correct", "phrase", "The answer is 12. Wait, that's the discount, not the price. The price is 48 - 12 = 36, so the answer is 36.", "a correction to the gold"),
    g("r_ok_think_candidates", "B", "156", "correct", "tag", th(THINK_TANK) + "<answer>156</answer>", "several candidates in the thinking, the tag 156"),
    g("r_ok_pleasantry", "B", "592", "correct", "hash", WAGE + "#### 592\n\nI hope this helps! Let me know if you have more questions.", "a pleasantry after"),
    g("r_ok_edit_format", "B", "67.5", "correct", "hash", PASS + "#### 67.5\n\nEdit: fixed a typo in the explanation.", "Edit about formatting only"),
    g("r_ok_restate_other_notation", "B", "-5", "correct", "phrase", TEMP + "The answer is -5. In other words, 5 degrees below zero.", "restatement in words after the answer", True),
    g("r_ok_bold_restated", "B", "56", "correct", "boxed", BIKE + "$\\boxed{56}$\n\n**So she rides 56 miles.**", "a bold restatement after the box"),
    m("r_m_actually", "A", G_PROB, "wrong", "boxed", QPROB + qbox(r"\frac{5}{14}") + "\n\nActually, the marbles are replaced, so it is $\\left(\\frac{5}{8}\\right)^2 = \\boxed{\\frac{25}{64}}$.", "a later box 25/64"),
    m("r_m_wait_think", "A", G_INEQ, "wrong", "tag", th(THINK_INEQ + "Wait, actually the question says <= so it should be [1, 4].\n") + "<answer>[1, 4]</answer>", "think switches to [1, 4]"),
    m("r_m_update", "A", G_ROOTS, "wrong", "boxed", ROOTS + r" $\boxed{-3, 4}$" + "\n\nUpdate: I made a sign error; the roots are $\\boxed{3, -4}$.", "Update to 3, -4"),
    m("r_m_erratum", "A", G_POLY, "wrong", "boxed", POLY + r" $= \boxed{2x^2 - x - 15}$" + "\n\nErratum: the factor is $(x + 3)$, giving $\\boxed{2x^2 + 11x + 15}$.", "Erratum to another polynomial"),
    m("r_m_wrong_restart", "A", G_MEET, "wrong", "boxed", LMEET + LLAMA_END.format("(2, 5)") + "\n\nHmm, that's wrong. I'll redo: $y = 2x - 1$, so $3x = 8$... the answer is $\\boxed{(\\frac{8}{3}, \\frac{13}{3})}$.", "restart with another answer"),
    m("r_m_oops", "A", G_CPX, "wrong", "boxed", CPX + r" $= \boxed{11 - 10i}$" + "\n\nOops, $i^2 = -1$ means $-8i^2 = -8$... so $\\boxed{-5 - 10i}$.", "an 'Oops' to a wrong value"),
    m("r_m_retract_nothing", "A", G_LOG, "no_answer", "boxed", LOG + r" $= \boxed{6}$" + "\n\nWait, that's wrong, I retract it. I need to start over.", "the model withdraws its box, nothing new", True),
    m("r_m_cut_after_wait", "A", G_SURD, "no_answer", "none", th("sqrt(72) = 6 sqrt(2).\n") + "<answer>$6\\sqrt{2}$</answer>\n\nWait, I think I made an error above. Let me redo it: $72 = 8 \\cdot 9$, so $\\sqrt{72} =", "the model retracts its tag answer ('I made an error') and is cut before a new value", True),
    m("r_m_ok_check", "B", G_ROOTS, "correct", "boxed", ROOTS + r" $\boxed{-3, 4}$" + "\n\nCheck: $(-3)^2 - (-3) - 12 = 0$ and $16 - 4 - 12 = 0$. ✓", "a check after"),
    m("r_m_ok_wait_confirm", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{11 - 10i}$" + "\n\nWait, let me verify: $-8i^2 = +8$, so $3 + 8 = 11$. Yes, $11 - 10i$.", "Wait then confirmation"),
    m("r_m_ok_restated_decimal", "B", G_PROB, "correct", "boxed", QPROB + qbox(r"\frac{5}{14}") + r" (about $0.357$)", "an approximate decimal restated after the exact box"),
    m("r_m_ok_restated_interval", "B", G_INEQ, "correct", "boxed", INEQ + r" $\boxed{(1, 4)}$, i.e. $1 < x < 4$.", "the interval restated as inequality"),
    m("r_m_ok_correction_to_gold", "B", G_POLY, "correct", "boxed", r"$(x - 3)(2x + 5) = \boxed{2x^2 + x - 15}$" + "\n\nWait, $5x - 6x = -x$, not $x$. Correcting: $\\boxed{2x^2 - x - 15}$.", "a correction to the gold"),
    m("r_m_ok_final_block", "B", G_MAT, "correct", "boxed", th(THINK_MAT + "Wait, did I multiply in the right order? A times B, rows of A with columns of B. Yes.\n") + "The product is computed entry by entry.\n\n" + r1final(MAT_ANS), "R1 Final Answer block after candidates"),
    m("r_m_ok_think_several", "B", G_CIRC, "correct", "boxed", th(THINK_CIRC) + r1final(r"25\pi"), "think names 100\\pi then 25\\pi"),
    m("r_m_ok_hope", "B", G_OCT, "correct", "phrase", LOCT + MINERVA.format("$135$"), "Minerva closing 'I hope it is correct'"),

    # ================================================================ 7. quoted / reported / other text
    g("q_teacher_said", "A", "215", "wrong", "phrase", COOK_SLIP + "My teacher said the answer is 215, but I get 179.\nThe answer is 179.", "the gold only reported; own answer 179"),
    g("q_quote_only", "A", "18000", "no_answer", "none", 'The answer key says: "The answer is 18000."', "only a quotation", True),
    g("q_question_asked", "A", "36", "no_answer", "none", "What is the sale price of a $48 shirt at 25% off? Is it $36?", "only a question"),
    g("q_invented_turn", "A", "592", "wrong", "hash", "18.50 * 30 = 555.\n#### 555" + IM_USER + "Great! Actually the answer is 592, right?", "the gold only in an invented user turn"),
    g("q_other_part", "A", "18000", "wrong", "hash", "(a) With the deposit: 18000.\n(b) Rent only: 17400.\n#### 17400", "the gold in part (a), the final #### 17400", True),
    g("q_new_problem", "A", "156", "wrong", "hash", "240 * 0.35 = 84.\n#### 84\n\nNow try this one: a 240-liter tank is 35% full. How much more to fill it? (Answer: 156)", "the gold only in a self-set new problem"),
    g("q_hypothetical", "A", "56", "no_answer", "none", "If she rode 3.5 hours at 16 mph, she would go 56 miles, but the problem does not give the time, so I cannot answer.", "a hypothetical then a refusal"),
    g("q_llama_turn", "A", "-5", "wrong", "phrase", "The temperature is 4 + 9 = 13 degrees.\nThe answer is 13." + EOT_USER + "The answer is -5.", "the gold only in an invented Llama user turn"),
    g("q_ok_teacher_wrong", "B", "215", "correct", "phrase", COOK + "My friend said 179, but he used 73 broken.\nThe answer is 215.", "another's value reported first"),
    g("q_ok_quoted_problem", "B", "36", "correct", "hash", '> "A $48 shirt is on sale for 25% off."\n\n' + SHIRT + "#### 36", "the problem quoted first"),
    g("q_ok_invented_turn_after", "B", "592", "correct", "hash", WAGE + "#### 592" + IM_USER + "Thanks! Now what if he worked 40 hours?", "an invented turn after a committed right answer"),
    g("q_ok_new_problem_after", "B", "156", "correct", "hash", TANK + "#### 156\n\nPractice problem: a 100-liter tank is 20% full. How much more is needed? (Answer: 80)", "a self-set problem after the answer"),
    g("q_ok_parts_final", "B", "18000", "correct", "hash", "(a) Rent: 1450 * 12 = 17400.\n(b) Plus deposit: 17400 + 600 = 18000.\n#### 18000", "steps labelled (a), (b)"),
    g("q_ok_quote_in_working", "B", "67.5", "correct", "phrase", 'The problem says "27 of the 40 students passed."\n' + PASS + "The answer is 67.5%.", "a quote in the working"),
    g("q_ok_llama_end", "B", "-5", "correct", "boxed", TEMP + LLAMA_END.format("-5") + EOT_USER + "What about after 10 hours?", "an invented Llama turn after"),
    g("q_ok_hypo_after", "B", "56", "correct", "hash", BIKE + "#### 56\n\nIf she rode 4 hours instead, it would be 64 miles.", "a hypothetical after the answer"),
    g("q_ok_table_last_row", "B", "18000", "correct", "lastline", "| Item | Cost |\n|---|---|\n| Rent (12 x $1,450) | $17,400 |\n| Deposit | $600 |\n| **Total** | **$18,000** |", "a table with the total in the last row"),
    m("q_m_invented_turn", "A", G_LOG, "wrong", "boxed", r"$2^5 = 64$, so $\log_2 64 = \boxed{5}$." + IM_USER + "The answer is 6.", "the gold only in an invented turn"),
    m("q_m_reported", "A", G_CIRC, "wrong", "boxed", r"Some students say the answer is $25\pi$, but with diameter 10 the area is $\pi \cdot 10^2 = \boxed{100\pi}$.", "the gold only reported"),
    m("q_m_other_part", "A", G_SURD, "wrong", "boxed", r"(a) $\sqrt{72} = 6\sqrt{2}$. (b) $\sqrt{50} = \boxed{5\sqrt{2}}$.", "the gold in part (a), the only box is an invented part (b): 5\\sqrt2", True),
    m("q_m_self_problem", "A", G_PROB, "wrong", "boxed", r"$\frac{5}{8} \cdot \frac{5}{8} = \boxed{\frac{25}{64}}$." + "\n\nFollow-up problem: without replacement? Answer: $\\frac{5}{14}$.", "the gold only in a self-set follow-up"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $11 - 10i$; we would then need to verify it, which I will not do here.", "only a supposition"),
    m("q_m_question", "A", G_MEET, "no_answer", "none", r"Do the lines $y = 2x + 1$ and $y = -x + 7$ meet at $(2, 5)$? That's what we need to check.", "only a question"),
    m("q_m_quote_box", "A", G_OCT, "no_answer", "none", r'The textbook writes "$\boxed{135}$" but I cannot verify this, so I will not give an answer.', "a quoted box then a refusal", True),
    m("q_m_student_wrote", "A", G_INEQ, "wrong", "boxed", r'A student wrote "$(1, 4)$", but the inequality is $\le$, so $\boxed{[1, 4]}$.', "the gold only quoted"),
    m("q_m_eot_turn", "A", G_ROOTS, "wrong", "boxed", r"$x = \boxed{4}$" + EOT_USER + r"You forgot $-3$. The roots are $-3, 4$.", "the other root only in an invented turn"),
    m("q_m_ok_example_first", "B", G_LOG, "correct", "boxed", r"For example, $\log_2 8 = 3$. Likewise, s" + LOG[1:] + r" $= \boxed{6}$.", "an example with another value first"),
    m("q_m_ok_quoted_problem", "B", G_INEQ, "correct", "boxed", "> Solve $x^2 - 5x + 4 < 0$.\n\n" + INEQ + r" So $x \in \boxed{(1, 4)}$.", "the problem quoted"),
    m("q_m_ok_invented_after", "B", G_CPX, "correct", "boxed", LCPX + LLAMA_END.format("11 - 10i") + EOT_USER + "Now compute (3 + 2i)(1 + 4i).", "an invented turn after"),
    m("q_m_ok_friend_wrong", "B", G_CIRC, "correct", "boxed", r"A friend used the diameter and got $100\pi$, but the radius is 5, so the area is $\boxed{25\pi}$.", "another's value first"),
    m("q_m_ok_suppose_refuted", "B", G_MEET, "correct", "boxed", r"Suppose the point were $(1, 3)$: then $-1 + 7 = 6 \ne 3$, so no. " + MEET + r" The point is $\boxed{(2, 5)}$.", "a supposition refuted"),
    m("q_m_ok_im_after", "B", G_PCT, "correct", "boxed", PCT + r" $= \boxed{22.5\%}$" + IM_USER + "What percent of 80 is 20?", "an invented turn after"),
    m("q_m_ok_table", "B", G_ROOTS, "correct", "lastline", ROOTS + "\n\n| Root | Check |\n|---|---|\n| $-3$ | $9 + 3 - 12 = 0$ |\n| $4$ | $16 - 4 - 12 = 0$ |\n\n**Roots: $-3, 4$**", "a table of checks then a bold line"),
    m("q_m_ok_code", "B", G_MAT, "correct", "boxed", "```python\nimport numpy as np\nA = np.array([[1, 2], [3, 4]])\nB = np.array([[2, 0], [1, 3]])\nprint(A @ B)\n```\n```output\n[[ 4  6]\n [10 12]]\n```\nThe product is $\\boxed{" + MAT_ANS + "}$.", "a code block and output, then the box"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "215", "no_answer", "none", "", "an empty completion"),
    g("b_nul_gold", "A", "215", "no_answer", "hash", COOK + "\x00#### 215", "a NUL before a right answer: bad input (brief's rule), no_answer"),
    g("b_nul_inside", "A", "18000", "no_answer", "hash", RENT + "#### 180\x0000", "a NUL inside the number: bad input"),
    g("b_control_inside", "A", "36", "wrong", "hash", SHIRT + "#### 3\x076", "a bell control character splits 36 into 3 and 6", True),
    g("b_fullwidth_other", "A", "592", "wrong", "hash", "18 * 32 = 576.\n#### ５７６", "full-width 576"),
    g("b_huge_then_other", "A", "156", "wrong", "hash", PAD + "\n240 * 0.35 = 84.\n#### 84", "a 210 kB completion ending in 84"),
    g("b_huge_cut", "A", "156", "no_answer", "none", PAD, "a 210 kB completion with no answer"),
    g("b_bom_other", "A", "-5", "wrong", "hash", "\ufeff4 + 9 = 13.\n#### 13", "a BOM then 13"),
    g("b_zwsp_other", "A", "56", "wrong", "hash", "She rides for 3.5 hours at 16 miles per hour, so she covers 3.5 * 16 = <<3.5*16=65>>65 miles.\n#### 6\u200b5", "a zero-width space inside 65 (a wrong product)"),
    g("b_nul_gold_only", "A", "67.5", "no_answer", "hash", PASS + "#### 67.5\x00", "a NUL after a right answer: bad input"),
    g("b_ok_crlf", "B", "215", "correct", "hash", (COOK + "#### 215").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_fullwidth", "B", "592", "correct", "hash", WAGE + "#### ５９２", "full-width digits"),
    g("b_ok_bom", "B", "18000", "correct", "hash", "\ufeff" + RENT + "#### 18000", "a BOM first"),
    g("b_ok_huge_then_gold", "B", "156", "correct", "hash", PAD + "\n" + TANK + "#### 156", "a 210 kB completion ending in the gold"),
    g("b_ok_gold_space", "B", " 36 ", "correct", "hash", SHIRT + "#### 36", "a gold with spaces"),
    g("b_ok_tabs", "B", "56", "correct", "hash", BIKE + "####\t56\t", "tabs around the value"),
    g("b_ok_control_in_working", "B", "-5", "correct", "hash", TEMP.replace("drops", "drops\x1b[0m") + "#### -5", "an ANSI escape in the working, not the answer"),
    g("b_ok_nbsp", "B", "18000", "correct", "hash", RENT + "#### 18\u00a0000", "a no-break space as thousands separator", True),
    g("b_ok_unicode_minus", "B", "-5", "correct", "hash", TEMP + "#### \u22125", "a Unicode minus sign"),
    m("b_m_empty_gold_space", "A", G_LOG, "no_answer", "none", "   \n\n  ", "whitespace only"),
    m("b_m_nul", "A", G_CIRC, "no_answer", "boxed", CIRC + r" $= \boxed{25\pi}$" + "\x00", "a NUL after a right box: bad input"),
    m("b_m_nul_in_box", "A", G_PROB, "no_answer", "boxed", QPROB + "$\\boxed{\\frac{5}{1\x004}}$", "a NUL in the box: bad input"),
    m("b_m_unclosed_box", "A", G_MAT, "no_answer", "none", MAT + " $= \\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10", "cut inside the box"),
    m("b_m_deep_braces", "A", G_SURD, "no_answer", "boxed", SURD + " $= \\boxed{" + "{" * 3000 + "6\\sqrt{2}", "3000 unclosed braces inside a box: no closed answer"),
    m("b_m_gold_boxed_other", "A", r"\boxed{6}", "wrong", "boxed", r"$2^5 = 32$, so $\log_2 64 = \boxed{5}$.", "a gold stored boxed, the model's 5"),
    m("b_m_control_in_box", "A", G_LOG, "wrong", "boxed", LOG + r" $= \boxed{6" + "\x08" + "5}$", "a backspace control character between 6 and 5", True),
    m("b_m_huge_box_list", "A", G_LOG, "wrong", "boxed", LOG + " $= " + ", ".join(rf"\boxed{{{k}}}" for k in range(1, 2001)) + "$", "2000 boxes: a shotgun list, last 2000"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{6}", "correct", "boxed", LOG + r" $= \boxed{6}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_CIRC + "\n", "correct", "boxed", CIRC + r" $= \boxed{25\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_crlf", "B", G_ROOTS, "correct", "boxed", (ROOTS + "\n" + r"$\boxed{-3, 4}$").replace("\n", "\r\n"), "CRLF line ends"),
    m("b_m_ok_huge_working", "B", G_PROB, "correct", "boxed", PAD + "\n" + QPROB + QWEN_END.format(r"\frac{5}{14}"), "a 210 kB completion ending in a right Qwen line"),
    m("b_m_ok_zwj_working", "B", G_CPX, "correct", "boxed", CPX.replace("=", "=\u200d", 1) + r" $= \boxed{11 - 10i}$", "a zero-width joiner in the working"),
    m("b_m_ok_unicode_minus", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{11 \u2212 10i}$", "a Unicode minus in the box"),
    m("b_m_ok_tab_box", "B", G_MEET, "correct", "boxed", MEET + "\t$\\boxed{(2,\t5)}$", "a tab inside the tuple"),
    m("b_m_ok_emoji_after", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{25\pi}$ 🎉✨", "emoji after the box (astral-plane characters, valid pairs)"),
]
# fmt: on

DECISIONS = {
    "t_m_squared": (
        "reject",
        "'5\\pi squared' read literally is 25\\pi^2; even read as (5)^2\\pi the words change the written value",
    ),
    "h_m_hash_unit_rate": (
        "reject",
        "0.225 'times' is the ratio, the percent asked is 22.5; a percent gold accepts 22.5 % not the share",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's GSM8K decision)",
    ),
    "x_m_ok_sqrt72": (
        "accept",
        "\\sqrt{72} equals 6\\sqrt2 exactly; equal value written differently is correct (README)",
    ),
    "n_cross": ("reject", "a cross mark after the value is the model's own mark that it is wrong"),
    "u_less": ("reject", "'36 less' states a difference, the question asks a price"),
    "u_negative_word": (
        "reject",
        "the marked number is 5; a trailing word does not make it -5 (round 21's decision)",
    ),
    "u_m_squared": ("reject", "a ^2 after the box squares the boxed value: 625\\pi^2"),
    "u_m_ok_times_pi": (
        "accept",
        "'\\boxed{25} times \\pi' states 25\\pi; the words after the box complete the value (the brief: words after the value count)",
    ),
    "r_withdrawn": (
        "reject",
        "the model withdraws its answer and says it cannot determine one: no final answer",
    ),
    "r_ok_restate_other_notation": (
        "accept",
        "'5 degrees below zero' restates -5 after the committed answer; not a new value",
    ),
    "r_m_retract_nothing": (
        "reject",
        "a value the model withdraws with nothing new is no final answer",
    ),
    "r_m_cut_after_wait": (
        "reject",
        "an explicit retraction ('I made an error') after the tag, cut before a new value: the retracted value is no final answer",
    ),
    "q_other_part": (
        "reject",
        "the final #### is 17400; the gold only in another part (round 21's decision)",
    ),
    "q_m_other_part": (
        "reject",
        "the only boxed final answer is part (b)'s 5\\sqrt2; the gold is in the working of part (a)",
    ),
    "q_quote_only": ("reject", "only a quotation of an answer key, no own answer"),
    "q_m_quote_box": ("reject", "a quoted box followed by a refusal is no final answer"),
    "b_control_inside": (
        "reject",
        "a control character inside 36 leaves '3' and '6', not the number 36",
    ),
    "b_ok_nbsp": ("accept", "a no-break space is a common thousands separator (SI style)"),
    "b_m_control_in_box": (
        "reject",
        "the box holds 6, a backspace and 5; read as written it is 65, not 6",
    ),
}

if __name__ == "__main__":
    import corpus_build

    _here = Path(__file__).resolve().parent
    if _here != corpus_build.HERE:  # outside the corpus folder: write beside this file instead
        corpus_build.HERE = _here
    write_probes("adversarial_redteam119", CASES, [], DECISIONS)
