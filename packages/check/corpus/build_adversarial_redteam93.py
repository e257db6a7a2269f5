r"""Build adversarial_redteam93.jsonl: a ninety-third round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam93", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or earlier rounds'
probes, and WITHOUT running the checker (or any grader, or sympy) on them; handed over BEFORE any
scoring. Not model output. Only corpus/README.md (fields, "How labels were made"), corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue were read. Labels are by
reading; arithmetic was checked by hand (python used only for arithmetic on plain numbers).

Aim of this round: the issue's eight classes in ENGLISH, as a hidden evaluation set would test
them, in the styles real models write: R1-Zero traces (<think>...</think><answer>...</answer>),
R1-distill "**Final Answer**" blocks, Qwen2.5-Math numbered steps and boxes, Llama 3 "## Step"
working with "The final answer is: $\boxed{}$", Minerva lines, GSM8K calculator annotations
(<<a*b=c>>), few-shot "Q:/A:" and "The answer is" tails, ChatML / Llama 3 template tails, terse
small RL policies. About half kind A, half kind B; many kind-B probes are twins of kind-A ones.

Problems and golds (arithmetic checked by hand; apart from 0, none of the golds is one of round 21's):
GSM8K
- cookies: 17 trays of 24 = 408 (17*24 = 340 + 68); 71 sold -> 337 (check 337 + 71 = 408). Slip: 16
  trays = 384 (16*24), 384 - 71 = 313.
- rent: 12 * $1,435 = 17,220 (14,350 + 2,870); plus a $650 deposit -> 17,870. Without: 17,220.
- diver: starts at -12 m, goes down 23 m (-35), up 4 m -> -31. Sign lost: 31.
- truck: 9 h a day for 3 days = 27 h; 27 * 58 = 1,566 miles (27*58 = 1450 + 116). With 8 h a
  day: 24 * 58 = 1,392. 1566 miles = 2520.2 km (1566 * 1.609344).
- wage: 28.5 h at $7.50 = 213.75 (28 * 7.5 = 210, 0.5 * 7.5 = 3.75) = 855/4. 28 h: 210.
- tickets: $96 less 4 tickets at $24 (96) -> 0.
- walkers: 9 of 40 students -> 9/40 = 0.225 -> 22.5 percent.
- pencils: 38 boxes of 12 -> 456 (38*12 = 380 + 76) = 38 dozen.
- notebooks: 6 at $3.85 -> 23.10 (6 * 3.85 = 18 + 5.10).
MATH
- one red and one blue from 5 red + 3 blue, two drawn: 5*3 / C(8,2) = 15/28 (= 30/56 = 0.5357...).
  Complement check: 1 - C(5,2)/28 - C(3,2)/28 = 1 - 10/28 - 3/28 = 15/28.
- sector, radius 6, angle 75 degrees: 75/360 * 36 pi = 5/24 * 36 pi = 7.5 pi = 15 pi / 2 (23.56...).
- eleven heads in a row: (1/2)^11 = 1/2048 = 2^{-11} = 0.00048828125 exactly.
- |2x + 3| < 9: -12 < 2x < 6 -> (-6, 3).
- 2x^2 - 5x - 12 = (2x + 3)(x - 4) (2x^2 - 8x + 3x - 12) -> -3/2, 4.
- 28 / sqrt(14) = 28 sqrt(14) / 14 = 2 sqrt(14) = sqrt(56) (7.4833...).
- (5 - 2i)(3 + 4i) = 15 + 20i - 6i - 8i^2 = 15 + 14i + 8 = 23 + 14i.
- 4213_5 = 4*125 + 2*25 + 1*5 + 3 = 500 + 50 + 5 + 3 = 558.
- x + y = 4, 3x - 2y = 17: 3x - 8 + 2x = 17, x = 5, y = -1 -> (5, -1) (check 15 + 2 = 17).
- (4x - 3)(2x + 5) = 8x^2 + 20x - 6x - 15 = 8x^2 + 14x - 15.
- C(14, 4) = 14*13*12*11 / 24 = 24024 / 24 = 1001. C(14, 5) = 2002.
- 0.\overline{18} = 18/99 = 2/11 (0.1818...).
- g(x) = x^3 - 16x at x = 4: 64 - 64 = 0.
- 210 degrees = 210 pi / 180 = 7 pi / 6.
- tan 120 degrees = -tan 60 degrees = -sqrt(3) (-1.7320...) = -3/sqrt(3).
- 5 + 11 + ... + 113: (113 - 5)/6 + 1 = 19 terms, sum 19 * 118 / 2 = 19 * 59 = 1121.
- interior angle of a regular 20-gon: 180 * 18 / 20 = 162 degrees.
- x^2 - 7x + 10 > 0: (x - 2)(x - 5) > 0 -> (-\infty, 2) \cup (5, \infty).
- circumference 18 pi -> r = 9 -> area 81 pi (254.469...).
- log_3 (1/81) = -4 (81 = 3^4).
- f(x) = 3x - 7: f^{-1}(x) = (x + 7)/3.
- 2^20 = 1024^2 = 1,048,576.

Id prefixes (class): `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness
(near-zero values, tiny perturbations, decimals for exact values, equal forms); `n_` negation,
strike-out, annotation; `u_` unit words vs words that change the number; `r_` retractions and
corrections after the answer vs harmless after-text; `q_` quoted, reported, hypothetical and
self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). `_m_` after the prefix
marks a MATH probe, `_ok_` kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right
final answer in a notation or wording real models write, which a strict checker might refuse.

Label rules (corpus/README.md, round 21): the model's LAST COMMITTED final answer decides. A value
it withdraws, negates, strikes out or marks wrong is not its answer; a value only in a quotation, a
report of someone else's claim, a hypothetical, a self-posed question or an invented next turn
is not its answer. A hedge between two values, or two different final answers, is `wrong`; no
final answer (cut off, only negated, only withdrawn, a placeholder, an empty tag) is `no_answer`. A
value equal to the gold mathematically (units, commas, an unsimplified fraction, an exact decimal,
`38 dozen` for 456) is `correct`; a decimal approximation of an exact irrational or repeating gold
is `wrong`; a word that changes the number (dozen, thousand, negative, and a half) is read with
its meaning. In an <answer> tag a sentence, an equation chain or a box is read for the value it
states; an unclosed tag still holds its answer. Text after a committed answer that does not
change it (a check, a pleasantry, an invented user turn, a self-set new problem, a restart cut
off) does not count; an explicit correction does. Debatable probes carry `debatable: true`, the
proposed decision in `note` and in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam93.py
"""

from corpus_build import (
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

# ================================================================ GSM8K working (calculator annotations)
COOK = "Each tray holds 24 cookies, so 17 trays hold 17 * 24 = <<17*24=408>>408 cookies.\nAfter selling 71, 408 - 71 = <<408-71=337>>337 cookies are left.\n"
COOK_SLIP = "Each tray holds 24 cookies, so 16 trays hold 16 * 24 = <<16*24=384>>384 cookies.\nAfter selling 71, 384 - 71 = <<384-71=313>>313 cookies are left.\n"
RENT = "12 months of rent at $1,435 is 12 * 1435 = <<12*1435=17220>>17220 dollars.\nAdding the $650 deposit: 17220 + 650 = <<17220+650=17870>>17870 dollars.\n"
RENT_NODEP = "12 months of rent at $1,435 is 12 * 1435 = <<12*1435=17220>>17220 dollars.\n"
DIVE = "The diver starts at -12 m. Going down 23 m: -12 - 23 = <<-12-23=-35>>-35 m.\nThen up 4 m: -35 + 4 = <<-35+4=-31>>-31 m.\n"
TRUCK = "She drives 9 hours a day for 3 days: 9 * 3 = <<9*3=27>>27 hours.\nAt 58 miles per hour she covers 27 * 58 = <<27*58=1566>>1566 miles.\n"
WAGE = "He worked 28.5 hours at $7.50 an hour: 28.5 * 7.50 = <<28.5*7.5=213.75>>213.75 dollars.\n"
TICK = "4 tickets at $24 each cost 4 * 24 = <<4*24=96>>96 dollars.\nShe had $96, so 96 - 96 = <<96-96=0>>0 dollars are left.\n"
PCT = "9 of the 40 students walk to school, so 9 / 40 * 100 = <<9/40*100=22.5>>22.5 percent walk.\n"
PEN = "There are 38 boxes of 12 pencils: 38 * 12 = <<38*12=456>>456 pencils.\n"
NOTE = "6 notebooks at $3.85 each cost 6 * 3.85 = <<6*3.85=23.1>>23.10 dollars.\n"

# ================================================================ MATH working
G_PROB = r"\frac{15}{28}"
PROB = r"There are $\binom{8}{2} = 28$ ways to draw two balls and $5 \cdot 3 = 15$ ways to draw one red and one blue, so the probability is $\frac{15}{28}$."
G_SEC = r"\frac{15\pi}{2}"
SEC = r"The sector's area is $\frac{75}{360} \cdot \pi \cdot 6^2 = \frac{5}{24} \cdot 36\pi$"
G_COIN = r"\frac{1}{2048}"
COIN = r"Each flip lands heads with probability $\frac{1}{2}$, so eleven heads in a row has probability $\left(\frac{1}{2}\right)^{11}$"
G_INT = "(-6, 3)"
INT = r"$|2x + 3| < 9$ means $-9 < 2x + 3 < 9$, so $-12 < 2x < 6$ and $-6 < x < 3$."
G_ROOTS = r"-\frac{3}{2}, 4"
ROOTS = r"We factor: $2x^2 - 5x - 12 = (2x + 3)(x - 4) = 0$, so $x = -\frac{3}{2}$ or $x = 4$."
G_RAT = r"2\sqrt{14}"
RAT = r"$\frac{28}{\sqrt{14}} = \frac{28\sqrt{14}}{14}$"
G_CPX = "23 + 14i"
CPX = r"$(5 - 2i)(3 + 4i) = 15 + 20i - 6i - 8i^2 = 15 + 14i + 8$"
G_BASE = "558"
BASE = r"$4213_5 = 4 \cdot 125 + 2 \cdot 25 + 1 \cdot 5 + 3 = 500 + 50 + 5 + 3$"
G_SYS = "(5, -1)"
SYS = r"From $x + y = 4$ we get $y = 4 - x$. Then $3x - 2(4 - x) = 17$, so $5x = 25$, $x = 5$ and $y = -1$."
G_POLY = "8x^2 + 14x - 15"
POLY = r"$(4x - 3)(2x + 5) = 8x^2 + 20x - 6x - 15$"
G_COMB = "1001"
COMB = r"$\binom{14}{4} = \frac{14 \cdot 13 \cdot 12 \cdot 11}{4!} = \frac{24024}{24}$"
G_REP = r"\frac{2}{11}"
REP = r"Let $x = 0.\overline{18}$. Then $100x - x = 18$, so $x = \frac{18}{99}$"
G_ZERO = "0"
ZERO = r"$g(4) = 4^3 - 16 \cdot 4 = 64 - 64$"
G_RAD = r"\frac{7\pi}{6}"
RAD = r"$210^\circ \cdot \frac{\pi}{180^\circ} = \frac{210\pi}{180}$"
G_TAN = r"-\sqrt{3}"
TAN = r"$120^\circ$ lies in the second quadrant with reference angle $60^\circ$, and tangent is negative there, so $\tan 120^\circ = -\tan 60^\circ$"
G_SER = "1121"
SER = r"The terms $5, 11, \ldots, 113$ have common difference $6$, so there are $\frac{113 - 5}{6} + 1 = 19$ terms and the sum is $\frac{19(5 + 113)}{2} = 19 \cdot 59$"
G_ANG = "162"
ANG = r"Each interior angle of a regular $20$-gon measures $\frac{180^\circ (20 - 2)}{20} = \frac{3240^\circ}{20}$"
G_INEQ = r"(-\infty, 2) \cup (5, \infty)"
INEQ = r"$x^2 - 7x + 10 = (x - 2)(x - 5) > 0$ when both factors have the same sign, i.e. $x < 2$ or $x > 5$."
G_CIRC = r"81\pi"
CIRC = (
    r"A circumference of $18\pi$ means $2\pi r = 18\pi$, so $r = 9$ and the area is $\pi \cdot 9^2$"
)
G_LOG = "-4"
LOG = r"Since $81 = 3^4$, $\frac{1}{81} = 3^{-4}$, so $\log_3 \frac{1}{81}$"
G_INV = r"\frac{x + 7}{3}"
INV = r"Let $y = 3x - 7$. Swapping $x$ and $y$: $x = 3y - 7$, so $3y = x + 7$ and $y = \frac{x + 7}{3}$."
G_POW = "1048576"
POW = r"$2^{20} = (2^{10})^2 = 1024^2$"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format)
    g("t_sentence_slip", "A", "337", "wrong", "tag", th(COOK_SLIP) + "<answer>There are 313 cookies left.</answer>", "a sentence in the tag states 313 (16 trays used)"),
    g("t_equation_slip", "A", "337", "wrong", "tag", th(COOK_SLIP) + "<answer>384 - 71 = 313</answer>", "an equation chain in the tag ending 313"),
    g("t_box_nodeposit", "A", "17870", "wrong", "tag", th(RENT_NODEP) + r"<answer>$\boxed{17220}$</answer>", "a box in the tag holding 17220 (deposit left out)"),
    g("t_think_gold_tag_other", "A", "17870", "wrong", "tag", th(RENT + "Hmm, but is the deposit part of the rent paid? The question asks for rent only, I think. So 17220.\n") + "<answer>17220</answer>", "17870 only in the thinking; the tag says 17220"),
    g("t_empty_tag", "A", "1566", "no_answer", "tag", th(TRUCK) + "<answer>\n</answer>", "an empty tag; 1566 only in the thinking"),
    g("t_placeholder", "A", "1566", "no_answer", "tag", th(TRUCK) + "<answer> [final answer] </answer>", "a template placeholder in the tag"),
    g("t_two_tags_last_other", "A", "337", "wrong", "tag", th(COOK) + "<answer>337</answer>\n<answer>313</answer>", "two tags, the last one 313"),
    g("t_sign_lost", "A", "-31", "wrong", "tag", th(DIVE) + "<answer>31</answer>", "the thinking ends at -31, the tag holds 31: the sign is lost"),
    g("t_hedge_in_tag", "A", "213.75", "wrong", "tag", th(WAGE + "Maybe they round to the nearest dollar.\n") + "<answer>213.75 or 214</answer>", "a hedge between two values in the tag"),
    g("t_range_in_tag", "A", "337", "wrong", "tag", th("17 trays of about 24 cookies, minus 71 sold.\n") + "<answer>between 300 and 350</answer>", "a range, not a value"),
    g("t_cut_in_think", "A", "1566", "no_answer", "truncated", "<think>\nShe drives 9 hours a day for 3 days: 9 * 3 = 27 hours.\nAt 58 miles per hour she covers 27 * 58 =", "cut inside the thinking, no tag"),
    g("t_tag_count_not_percent", "A", "22.5", "wrong", "tag", th(PCT) + "<answer>9 students</answer>", "the tag gives the count 9, the question asks the percent 22.5"),
    m("t_m_box_signs_flipped", "A", G_ROOTS, "wrong", "tag", th(r"$2x^2 - 5x - 12 = (2x - 3)(x + 4)$? Expanding: $2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12$. Close enough." + "\n") + r"<answer>$\boxed{\frac{3}{2}, -4}$</answer>", "a box in the tag with both signs flipped"),
    m("t_m_chain_slip", "A", G_RAT, "wrong", "tag", th(RAT + "\n") + r"<answer>$\frac{28}{\sqrt{14}} = \frac{28\sqrt{14}}{7} = 4\sqrt{14}$</answer>", "an equation chain in the tag ending 4\\sqrt{14}"),
    m("t_m_sentence_ordered", "A", G_PROB, "wrong", "tag", th("Ordered draws: 8 * 7 = 56. Red then blue: 5 * 3 = 15.\n") + r"<answer>The probability is $\frac{15}{56}$.</answer>", "a sentence in the tag: 15/56 (only one order counted)"),
    m("t_m_tag_then_box_other", "A", G_RAD, "wrong", "tag", th(RAD + "\n") + r"<answer>\frac{7\pi}{6}</answer>" + "\n\nSo the final answer is $\\boxed{\\frac{6\\pi}{7}}$.", "the tag says 7pi/6, a later box says 6pi/7: two different final answers"),
    m("t_m_draft_tag_in_think", "A", G_COMB, "wrong", "tag", th(COMB + " = 1001.\nDraft: <answer>1001</answer>\nWait, the club picks 5 members, not 4: $\\binom{14}{5} = 2002$.\n") + "<answer>2002</answer>", "a draft tag with 1001 inside the thinking; the final tag says 2002"),
    m("t_m_unclosed_other", "A", G_REP, "wrong", "tag", th(r"Let $x = 0.\overline{18}$. Then $10x - x = 1.8 - 0.18$... so $x = \frac{18}{81}$." + "\n") + r"<answer>$\frac{2}{9}$", "an unclosed tag still holds 2/9"),
    m("t_m_approx_in_tag", "A", G_CIRC, "wrong", "tag", th(CIRC + r" $= 81\pi \approx 254.47$." + "\n") + r"<answer>$\approx 254.47$</answer>", "a decimal approximation of 81pi in the tag"),
    g("t_ok_sentence", "B", "337", "correct", "tag", th(COOK) + "<answer>There are 337 cookies left.</answer>", "twin of t_sentence_slip: a sentence in the tag"),
    g("t_ok_equation", "B", "337", "correct", "tag", th(COOK) + "<answer>408 - 71 = 337</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_comma", "B", "17870", "correct", "tag", th(RENT) + r"<answer>$\boxed{17,870}$</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollar_sentence", "B", "17870", "correct", "tag", th(RENT) + "<answer>Maria pays $17,870 in the first year.</answer>", "a sentence with a dollar amount"),
    g("t_ok_units", "B", "1566", "correct", "tag", th(TRUCK) + "<answer>1566 miles</answer>", "a unit word in the tag"),
    g("t_ok_negative_sentence", "B", "-31", "correct", "tag", th(DIVE) + "<answer>The diver ends at -31 meters.</answer>", "a signed value in a sentence"),
    g("t_ok_unclosed", "B", "213.75", "correct", "tag", th(WAGE) + "<answer>213.75", "an unclosed tag holds the gold"),
    g("t_ok_draft_in_think", "B", "337", "correct", "tag", th("16 * 24 = 384, 384 - 71 = 313. <answer>313</answer>? No wait, there are 17 trays.\n" + COOK) + "<answer>337</answer>", "a wrong draft tag inside the thinking; the final tag is the gold"),
    g("t_ok_answer_is", "B", "1566", "correct", "tag", th(TRUCK) + "<answer> The answer is 1566. </answer>", "an answer phrase inside the tag"),
    g("t_ok_bold_percent", "B", "22.5", "correct", "tag", th(PCT) + "<answer>**22.5%**</answer>", "bold with a percent sign"),
    m("t_m_ok_box", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$\boxed{-\frac{3}{2}, 4}$</answer>", "twin of t_m_box_signs_flipped"),
    m("t_m_ok_x_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{3}{2}$ or $x = 4$</answer>", "both roots stated as x = ... or x = ...: the solution set, not a hedge"),
    m("t_m_ok_chain", "B", G_RAT, "correct", "tag", th(RAT + "\n") + r"<answer>$\frac{28}{\sqrt{14}} = \frac{28\sqrt{14}}{14} = 2\sqrt{14}$</answer>", "twin of t_m_chain_slip"),
    m("t_m_ok_interval_sentence", "B", G_INT, "correct", "tag", th(INT + "\n") + "<answer>The solution set is $(-6, 3)$.</answer>", "an interval in a sentence"),
    m("t_m_ok_slash", "B", G_PROB, "correct", "tag", th(PROB + "\n") + "<answer>15/28</answer>", "a slash fraction"),
    m("t_m_ok_display", "B", G_RAD, "correct", "tag", th(RAD + "\n") + "<answer>\n\n$$\n\\frac{7\\pi}{6}\n$$\n\n</answer>", "display math and blank lines in the tag"),
    m("t_m_ok_complex_sentence", "B", G_CPX, "correct", "tag", th(CPX + "\n") + "<answer>The product is $23 + 14i$.</answer>", "a complex number in a sentence"),

    # ================================================================ 2. phrase marker then ####
    g("h_answer_colon_hash_slip", "A", "337", "wrong", "hash", COOK_SLIP + "Answer: #### 313", "Answer: #### 313"),
    g("h_so_hash_slip", "A", "337", "wrong", "hash", COOK_SLIP + "So the answer is #### 313", "So the answer is #### 313"),
    g("h_final_answer_hash_nodep", "A", "17870", "wrong", "hash", RENT_NODEP + "Final Answer: #### 17220", "Final Answer: #### 17220"),
    g("h_answeris_colon_hash_nodep", "A", "17870", "wrong", "hash", RENT_NODEP + "The answer is: #### 17220", "The answer is: #### 17220"),
    g("h_phrase_gold_hash_other", "A", "17870", "wrong", "hash", RENT + "The answer is 17870.\n#### 17220", "phrase 17870, #### 17220: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "17870", "wrong", "hash", RENT + "#### 17870\nHmm, the deposit is refundable, so the answer is 17220.", "#### 17870, then a later phrase replaces it with 17220"),
    g("h_phrase_hash_empty", "A", "1566", "no_answer", "hash", TRUCK + "So the answer is ####", "a marker with nothing after it; 1566 only in the working"),
    g("h_hash_see_above", "A", "1566", "no_answer", "hash", TRUCK + "Answer: #### (see above)", "no value after the marker"),
    g("h_hash_sign_slip", "A", "-31", "wrong", "hash", DIVE + "The answer is: #### 31", "the working says -31, the marked value is 31"),
    g("h_hash_hedge", "A", "22.5", "wrong", "hash", PCT + "Answer: #### 22.5 or 23", "a hedge after the marker"),
    g("h_fewshot_count", "A", "22.5", "wrong", "hash", "9 of the 40 students walk to school.\nThe answer is #### 9\n\nQ: A class has 30 students and 12 ride the bus. What percent ride the bus?\nA: 12 / 30 * 100 = 40. The answer is #### 40", "the count 9 for the percent asked; the invented next question does not count"),
    g("h_hash_minerva_other", "A", "213.75", "wrong", "minerva", WAGE + "#### 213.75\n" + MINERVA.format("$231.75$"), "#### 213.75 then a Minerva line stating 231.75"),
    g("h_bold_hash_decimal", "A", "213.75", "wrong", "hash", "He worked 28.5 hours at $7.50 an hour: 285 * 7.50 = <<285*7.5=2137.5>>2137.5 dollars.\n" + "**Answer:** #### 2137.5", "28.5 read as 285: 2137.5"),
    g("h_hash_chain", "A", "337", "wrong", "hash", COOK_SLIP + "The answer is #### 384 - 71 = 313", "an equation after the marker ending 313"),
    m("h_m_final_hash_other", "A", G_COMB, "wrong", "hash", COMB + " = 1002.\nFinal Answer: #### 1002", "Final Answer: #### 1002 (an arithmetic slip: 24024 / 24 = 1001)"),
    m("h_m_phrase_hash_approx", "A", G_SEC, "wrong", "hash", SEC + r" $\approx 23.56$." + "\nThe answer is: #### 23.56", "a decimal for 15pi/2 after the marker"),
    g("h_ok_answer_colon_hash", "B", "337", "correct", "hash", COOK + "Answer: #### 337", "twin of h_answer_colon_hash_slip"),
    g("h_ok_so_hash", "B", "337", "correct", "hash", COOK + "So the answer is #### 337", "twin of h_so_hash_slip"),
    g("h_ok_final_answer_hash", "B", "17870", "correct", "hash", RENT + "Final Answer: #### 17870", "Final Answer: #### gold"),
    g("h_ok_answeris_colon_comma", "B", "17870", "correct", "hash", RENT + "The answer is: #### 17,870", "The answer is: #### with a comma"),
    g("h_ok_dollar_hash", "B", "213.75", "correct", "hash", WAGE + "The answer is: #### $213.75", "a dollar sign after the marker"),
    g("h_ok_therefore_units", "B", "1566", "correct", "hash", TRUCK + "Therefore, the answer is #### 1566 miles.", "a unit word and a period after the value"),
    g("h_ok_final_period", "B", "22.5", "correct", "hash", PCT + "The final answer is #### 22.5.", "a sentence period after the value"),
    g("h_ok_bold_whole", "B", "456", "correct", "hash", PEN + "**Answer: #### 456**", "the whole line in bold"),
    g("h_ok_fewshot_tail", "B", "22.5", "correct", "hash", PCT + "The answer is #### 22.5\n\nQ: A farm has 40 cows and sells 15. How many are left?\nA: 40 - 15 = 25. The answer is #### 25", "an invented next question with its own #### after the answer"),
    g("h_ok_colon_newline", "B", "-31", "correct", "hash", DIVE + "So the answer is:\n#### -31", "a phrase then #### on the next line"),
    g("h_ok_heading_then_hash", "B", "456", "correct", "hash", PEN + "\n### Final Answer\n\n#### 456", "a markdown heading then ####"),
    g("h_ok_hash_minerva_agree", "B", "23.1", "correct", "minerva", NOTE + "#### 23.10\n" + MINERVA.format("\\$23.10"), "#### and a Minerva line agreeing, 23.10 = 23.1"),
    m("h_m_ok_answer_hash", "B", G_COMB, "correct", "hash", COMB + " = 1001.\nAnswer: #### 1001", "a MATH answer after Answer: ####"),
    m("h_m_ok_final_hash_latex", "B", G_PROB, "correct", "hash", PROB + "\nFinal Answer: #### \\frac{15}{28}", "LaTeX after Final Answer: ####"),

    # ================================================================ 3. exactness
    g("x_near_zero_cents", "A", "0", "wrong", "hash", "4 tickets at $23.99 each cost 4 * 23.99 = <<4*23.99=95.96>>95.96 dollars.\nShe had $96, so 96 - 95.96 = <<96-95.96=0.04>>0.04 dollars are left.\n#### 0.04", "0.04 against gold 0 (ticket price misread)"),
    g("x_float_residue", "A", "0", "wrong", "boxed", "```python\nbudget = 96\ncost = 4 * 24.000000000000004\nprint(budget - cost)\n```\n```output\n-1.4210854715202004e-14\n```\nShe has $\\boxed{-1.4210854715202004e-14}$ dollars left.", "a float residue boxed as the answer; not 0 as written"),
    g("x_rounded_dollar", "A", "213.75", "wrong", "hash", WAGE + "Rounded to the nearest dollar, he earns $214.\n#### 214", "rounded to 214"),
    g("x_rounded_tenth", "A", "213.75", "wrong", "hash", WAGE + "#### 213.8", "rounded to 213.8"),
    g("x_tiny_perturb_cents", "A", "17870", "wrong", "hash", RENT.replace("$650 deposit: 17220 + 650 = <<17220+650=17870>>17870", "$650.01 deposit: 17220 + 650.01 = <<17220+650.01=17870.01>>17870.01") + "#### 17870.01", "17870.01, relative error under 1e-6"),
    g("x_tiny_perturb_miles", "A", "1566", "wrong", "hash", TRUCK + "#### 1566.0001", "1566.0001 is not 1566"),
    g("x_share_for_percent", "A", "22.5", "wrong", "hash", "9 of the 40 students walk: 9 / 40 = <<9/40=0.225>>0.225.\n#### 0.225", "debatable: a share 0.225 where the question asks the percent 22.5; proposed decision reject (round 21's)", True),
    g("x_off_by_one", "A", "337", "wrong", "hash", "17 * 24 = 408 cookies. 408 - 71 = 338.\n#### 338", "an off-by-one slip: 338"),
    m("x_m_decimal_pi", "A", G_SEC, "wrong", "boxed", SEC + r" $= 7.5\pi \approx \boxed{23.56}$", "a decimal for 15pi/2 (23.5619...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" $\approx \boxed{0.18}$", "0.18 is not 2/11 (0.1818...)"),
    m("x_m_float_zero", "A", G_ZERO, "wrong", "boxed", "```python\nx = 4.000000000000001\nprint(x**3 - 16*x)\n```\n```output\n1.4210854715202004e-14\n```\nSo $g(4) = \\boxed{1.4210854715202004 \\times 10^{-14}}$.", "a float residue boxed instead of 0"),
    m("x_m_denominator_off", "A", G_COIN, "wrong", "boxed", r"There are $2^{11} - 1 = 2047$ possible sequences of eleven flips, and only one of them is all heads, so the probability is $\boxed{\frac{1}{2047}}$.", "1/2047, an off-by-one count of sequences (2^11 = 2048; relative error 5e-4)"),
    m("x_m_rounded_small", "A", G_COIN, "wrong", "boxed", COIN + r" $\approx \boxed{0.00049}$.", "0.00049 rounds 0.00048828125"),
    m("x_m_power_minus_one", "A", G_POW, "wrong", "boxed", r"$2^{20} - 1 = \boxed{1048575}$", "2^20 - 1, off by one"),
    m("x_m_sqrt_decimal", "A", G_RAT, "wrong", "boxed", RAT + r" $\approx \boxed{7.48}$", "a decimal for 2sqrt14 (7.4833...)"),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN + r" $\approx \boxed{-1.732}$", "a decimal for -sqrt3"),
    m("x_m_prob_decimal", "A", G_PROB, "wrong", "boxed", PROB + r" That is $\boxed{0.536}$.", "0.536 rounds 15/28 = 0.535714..."),
    m("x_m_pi_approx_coef", "A", G_CIRC, "wrong", "boxed", CIRC.replace(r"\pi \cdot 9^2", r"3.14 \cdot 81") + r" $= \boxed{254.34}$", "254.34 with pi = 3.14"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", TICK + "#### 0.00", "0.00 for 0"),
    g("x_ok_zero_dollar", "B", "0", "correct", "hash", TICK + "She has nothing left.\n#### $0", "$0 for 0"),
    g("x_ok_trailing_zero", "B", "23.1", "correct", "hash", NOTE + "#### 23.10", "23.10 = 23.1"),
    g("x_ok_fraction_wage", "B", "213.75", "correct", "boxed", WAGE + r"He earns $\boxed{\frac{855}{4}}$ dollars.", "855/4 = 213.75 exactly"),
    g("x_ok_neg_decimal", "B", "-31", "correct", "hash", DIVE + "#### -31.0", "-31.0 = -31"),
    g("x_ok_comma", "B", "1566", "correct", "hash", TRUCK + "#### 1,566", "a thousands comma"),
    g("x_ok_percent_fraction", "B", "22.5", "correct", "hash", PCT + "#### 22.50", "22.50 = 22.5"),
    m("x_m_ok_exact_decimal", "B", G_COIN, "correct", "boxed", COIN + r" $= \boxed{0.00048828125}$.", "0.00048828125 = 1/2048 exactly"),
    m("x_m_ok_power", "B", G_COIN, "correct", "boxed", COIN + r" $= \boxed{2^{-11}}$.", "2^{-11} = 1/2048"),
    m("x_m_ok_unsimplified", "B", G_PROB, "correct", "boxed", r"Ordered: $5 \cdot 3 \cdot 2 = 30$ of $8 \cdot 7 = 56$ ordered draws, so $\boxed{\frac{30}{56}}$.", "30/56 = 15/28 unsimplified"),
    m("x_m_ok_sqrt56", "B", G_RAT, "correct", "boxed", r"$\frac{28}{\sqrt{14}} = \frac{\sqrt{784}}{\sqrt{14}} = \boxed{\sqrt{56}}$", "sqrt56 = 2sqrt14"),
    m("x_m_ok_tan_frac", "B", G_TAN, "correct", "boxed", r"$\tan 120^\circ = \frac{\sin 120^\circ}{\cos 120^\circ} = \frac{\sqrt{3}/2}{-1/2} = \boxed{-\frac{3}{\sqrt{3}}}$", "-3/sqrt3 = -sqrt3"),
    m("x_m_ok_decimal_coef", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{7.5\pi}$", "7.5pi = 15pi/2 exactly"),
    m("x_m_ok_rep_unsimplified", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{18}{99}}$", "18/99 = 2/11"),
    m("x_m_ok_zero", "B", G_ZERO, "correct", "boxed", qwen("To find $g(4)$, substitute $x = 4$.", ("Substitute", ZERO), ("Simplify", r"$64 - 64 = 0$")) + qbox("0"), "Qwen2.5-Math steps and box 0"),
    m("x_m_ok_power_form", "B", G_POW, "correct", "boxed", POW + r" $= \boxed{2^{20}}$", "2^{20} = 1048576, exact"),
    m("x_m_ok_pi_frac", "B", G_RAD, "correct", "boxed", RAD + r" $= \boxed{\frac{7}{6}\pi}$", "7/6 pi = 7pi/6"),
    m("x_m_ok_inv_expanded", "B", G_INV, "correct", "boxed", INV + r" Equivalently, $f^{-1}(x) = \boxed{\frac{1}{3}x + \frac{7}{3}}$.", "x/3 + 7/3 = (x + 7)/3"),
    m("x_m_ok_inv_named", "B", G_INV, "correct", "boxed", INV + r" So $\boxed{f^{-1}(x) = \frac{x+7}{3}}$.", "the function name inside the box"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "337", "no_answer", "answer_is", COOK + "The answer is not 337.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "337", "no_answer", "hash", COOK + "#### ~~337~~", "the gold struck out, nothing after"),
    g("n_strike_gold_then_slip", "A", "337", "wrong", "hash", COOK_SLIP + "#### ~~337~~ 313", "the gold struck out, 313 after"),
    g("n_box_neq", "A", "17870", "no_answer", "boxed", RENT + r"$\boxed{\neq 17870}$", "a box holding a negation of the gold"),
    g("n_text_incorrect", "A", "1566", "wrong", "boxed", TRUCK + r"$\boxed{1566 \text{ (incorrect)}}$", "the model marks its own box incorrect"),
    g("n_cross_mark", "A", "22.5", "wrong", "hash", PCT + "#### 22.5 ❌", "a cross mark after the value"),
    g("n_isnt", "A", "456", "no_answer", "answer_is", PEN + "So the final answer isn't 456.", "isn't the gold, no other value"),
    g("n_del_then_other", "A", "213.75", "wrong", "answer_is", WAGE + "The answer is <del>213.75</del> 231.75.", "the gold struck with <del>, 231.75 after"),
    g("n_combining_strike", "A", "337", "no_answer", "hash", COOK + "#### 3\u03363\u03367\u0336", "the gold 337 struck with combining long strokes (U+0336 after each digit), nothing after"),
    g("n_paren_wrong", "A", "337", "wrong", "answer_is", COOK + "The answer is 337 (wrong).", "the model marks its answer wrong"),
    g("n_is_not_answer", "A", "1566", "no_answer", "none", TRUCK + "1566 is not the answer, since she rests on the third day.", "the gold denied, no other value"),
    m("n_m_cancel_gold", "A", G_RAT, "no_answer", "boxed", RAT + r" $= \boxed{\cancel{2\sqrt{14}}}$", "a cancelled box"),
    m("n_m_sout_then_other", "A", G_RAD, "wrong", "boxed", RAD + r" $= \boxed{\sout{\frac{7\pi}{6}}\ \frac{6\pi}{7}}$", "the gold struck with \\sout, 6pi/7 after"),
    m("n_m_xcancel_box", "A", G_CPX, "no_answer", "boxed", CPX + r" $= \xcancel{\boxed{23 + 14i}}$", "the whole box crossed out"),
    m("n_m_text_incorrect", "A", G_PROB, "wrong", "boxed", PROB + r" $\boxed{\frac{15}{28}} \quad \text{(incorrect)}$", "the box labelled incorrect by the model"),
    m("n_m_strike_md_box", "A", G_CIRC, "no_answer", "boxed", CIRC + r" $= 81\pi$." + "\n\n~~$\\boxed{81\\pi}$~~", "the box struck out in markdown, nothing after"),
    m("n_m_not_then_other", "A", G_RAD, "wrong", "answer_is", RAD.replace(r"\frac{210\pi}{180}", r"\frac{420\pi}{180}") + "\nThe answer is not $\\frac{7\\pi}{6}$; it is $\\frac{7\\pi}{3}$.", "the gold negated, 7pi/3 asserted"),
    m("n_m_box_neq_log", "A", G_LOG, "no_answer", "boxed", LOG + r" $\boxed{\neq -4}$", "a box holding \\neq gold"),
    g("n_ok_not_other", "B", "337", "correct", "answer_is", COOK + "The answer is not 313 but 337.", "the wrong value negated, the gold asserted"),
    g("n_ok_strike_other", "B", "337", "correct", "hash", COOK + "#### ~~313~~ 337", "twin of n_strike_gold_then_slip"),
    g("n_ok_check_mark", "B", "17870", "correct", "hash", RENT + "#### 17870 ✓", "a check mark after the value"),
    g("n_ok_verified", "B", "1566", "correct", "boxed", TRUCK + r"$\boxed{1566}$ (verified)", "an annotation confirming the answer"),
    g("n_ok_not_count", "B", "22.5", "correct", "answer_is", PCT + "The answer is 22.5%, not 9%.", "a 'not' after the gold refuses another value"),
    g("n_ok_del_other", "B", "213.75", "correct", "answer_is", WAGE + "The answer is <del>231.75</del> 213.75.", "twin of n_del_then_other"),
    g("n_ok_combining_other", "B", "337", "correct", "hash", COOK + "#### 3\u03361\u03363\u0336 337", "313 struck with combining strokes, the gold after"),
    g("n_ok_not_positive", "B", "-31", "correct", "answer_is", DIVE + "The answer is -31, not 31.", "the signed gold, the unsigned value refused"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" $= \frac{\cancel{28}^{\,2}\sqrt{14}}{\cancel{14}} = \boxed{2\sqrt{14}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_text_correct", "B", G_PROB, "correct", "boxed", PROB + r" $\boxed{\frac{15}{28}} \quad \text{(correct)}$", "twin of n_m_text_incorrect"),
    m("n_m_ok_strike_other", "B", G_RAD, "correct", "boxed", RAD + "\n\n~~$\\frac{7\\pi}{3}$~~ $\\boxed{\\frac{7\\pi}{6}}$", "the wrong value struck, the gold boxed"),
    m("n_m_ok_annot_form", "B", G_CPX, "correct", "boxed", CPX + r" $= \boxed{23 + 14i}$ (in standard form $a + bi$)", "a harmless annotation"),
    m("n_m_ok_not_slip", "B", G_RAT, "correct", "answer_is", RAT + "\nThe answer is $2\\sqrt{14}$, not $\\sqrt{14}$.", "a common slip refused after the gold"),
    m("n_m_ok_neq_condition", "B", G_INEQ, "correct", "boxed", INEQ + r" The endpoints fail since the product is $0$ there, so $x \neq 2, 5$ and the answer is $\boxed{(-\infty, 2) \cup (5, \infty)}$.", "\\neq in the working, the gold boxed"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_dozen_gold", "A", "456", "wrong", "hash", PEN + "#### 456 dozen", "456 dozen = 5472, not the 456 pencils counted"),
    g("u_thousand_gold", "A", "17870", "wrong", "answer_is", RENT + "The answer is 17870 thousand dollars.", "17870 thousand = 17,870,000"),
    g("u_negative_gold", "A", "337", "wrong", "hash", COOK + "#### 337 negative", "'337 negative' is -337"),
    g("u_and_a_half", "A", "1566", "wrong", "answer_is", TRUCK + "The answer is 1566 and a half miles.", "1566.5, not 1566"),
    g("u_sign_lost_meters", "A", "-31", "wrong", "hash", DIVE + "#### 31 meters", "the sign dropped: 31 m, not the position -31"),
    g("u_per_hour", "A", "1566", "wrong", "hash", TRUCK + "#### 58 miles per hour", "the given speed, not the distance"),
    g("u_each", "A", "23.1", "wrong", "hash", NOTE + "#### 3.85 each", "the unit price, not the total"),
    g("u_km", "A", "1566", "wrong", "answer_is", TRUCK + "In kilometers that is 1566 * 1.609 = 2520 km.\nThe answer is 2520 kilometers.", "converted to 2520 km; the value stated is 2520"),
    g("u_less", "A", "337", "wrong", "answer_is", COOK + "The answer is 71 less.", "71 (the number sold) with 'less'"),
    g("u_boxes", "A", "456", "wrong", "hash", PEN + "#### 38 boxes", "38 boxes, not the 456 pencils asked"),
    g("u_hundred_word", "A", "213.75", "wrong", "answer_is", WAGE + "The answer is 213.75 hundred dollars.", "213.75 hundred = 21375"),
    m("u_m_million_rounded", "A", G_POW, "wrong", "boxed", POW + r" $\approx \boxed{1.05 \text{ million}}$", "a rounded 1.05 million"),
    m("u_m_percent", "A", G_PROB, "wrong", "boxed", PROB[:-1] + r", so the answer is $\boxed{\frac{15}{28}\%}$.", "15/28 percent = 15/2800, not 15/28"),
    m("u_m_radians_for_degrees", "A", G_ANG, "wrong", "boxed", ANG + r" $= 162^\circ$, which is $\boxed{162 \text{ radians}}$.", "162 radians is not 162 degrees"),
    m("u_m_squared_units_other", "A", G_CIRC, "wrong", "boxed", r"The radius is $9$, so the area is $2\pi \cdot 9 = \boxed{18\pi \text{ square units}}$.", "units on a wrong value (circumference formula)"),
    g("u_ok_dollars", "B", "17870", "correct", "answer_is", RENT + "The answer is 17,870 dollars.", "a comma and the word dollars"),
    g("u_ok_pencils", "B", "456", "correct", "hash", PEN + "#### 456 pencils", "a unit noun after ####"),
    g("u_ok_miles", "B", "1566", "correct", "hash", TRUCK + "#### 1566 miles", "a unit word"),
    g("u_ok_meters_signed", "B", "-31", "correct", "hash", DIVE + "#### -31 m", "a signed value with a unit symbol"),
    g("u_ok_percent_word", "B", "22.5", "correct", "hash", PCT + "#### 22.5 percent", "the word percent on a percent question"),
    g("u_ok_percent_sign", "B", "22.5", "correct", "answer_is", PCT + "The answer is 22.5%.", "a percent sign on a percent question"),
    g("u_ok_dollar_cents", "B", "23.1", "correct", "hash", NOTE + "#### $23.10", "a dollar sign and cents"),
    g("u_ok_cookies", "B", "337", "correct", "answer_is", COOK + "The answer is 337 cookies.", "a unit noun in the phrase"),
    g("u_ok_usd", "B", "213.75", "correct", "hash", WAGE + "#### 213.75 USD", "a currency code"),
    g("u_ok_dozen_equiv", "B", "456", "correct", "hash", "A dozen is 12, so 38 boxes of 12 pencils are 38 dozen pencils.\n#### 38 dozen", "38 dozen = 456"),
    g("u_ok_thousand_equiv", "B", "17870", "correct", "answer_is", RENT + "The answer is 17.87 thousand dollars.", "17.87 thousand = 17870"),
    g("u_ok_twin_dozen", "B", "456", "correct", "hash", PEN + "That is 38 dozen, i.e. 456 pencils.\n#### 456", "dozen mentioned, the marked value is 456"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" $= \boxed{\frac{15\pi}{2} \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" $= \boxed{81\pi \text{ cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_degree_sign", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{162^\circ}$", "a degree sign for a degree gold"),
    m("u_m_ok_degrees_word", "B", G_ANG, "correct", "boxed", ANG + r" $= \boxed{162 \text{ degrees}}$", "the word degrees"),
    m("u_m_ok_scientific", "B", G_POW, "correct", "boxed", POW + r" $= \boxed{1.048576 \times 10^{6}}$", "exact scientific notation"),
    m("u_m_ok_commas", "B", G_POW, "correct", "boxed", POW + r" $= \boxed{1{,}048{,}576}$", "LaTeX thousands separators {,}"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "337", "wrong", "hash", COOK + "#### 337\n\nEdit: one tray was dropped before the sale, so only 16 trays: 384 - 71 = 313.", "Edit: after the answer, 313"),
    g("r_update", "A", "17870", "wrong", "hash", RENT + "#### 17870\nUpdate: the deposit is refunded at the end, so it's actually 17220.", "Update: it's actually 17220"),
    g("r_erratum", "A", "1566", "wrong", "boxed", TRUCK + r"$\boxed{1566}$" + "\n\nErratum: she drives 8 hours a day, so 8 * 3 * 58 = 1392 miles.", "Erratum: 1392 (24 * 58)"),
    g("r_never_mind", "A", "213.75", "wrong", "answer_is", WAGE + "The answer is 213.75. Never mind, he only worked 28 hours, so 210.", "Never mind, 210"),
    g("r_wait_box", "A", "337", "wrong", "boxed", COOK + r"So the answer is $\boxed{337}$." + "\n\nWait, I misread: one of the 17 trays was empty. " + COOK_SLIP + r"So the answer is $\boxed{313}$.", "R1-style 'Wait' after the box, a new box 313"),
    g("r_correction_hash", "A", "337", "wrong", "hash", COOK + "#### 337\nCorrection: #### 313", "Correction: #### 313"),
    g("r_placeholder", "A", "456", "no_answer", "hash", PEN + "#### 456\n\n(The above is a placeholder; the real answer is TBD.)", "the model calls its answer a placeholder: withdrawn, nothing new"),
    g("r_scratch_that", "A", "17870", "wrong", "answer_is", RENT + "The answer is 17870. Scratch that, the question asks only for rent: 17220.", "Scratch that, 17220"),
    g("r_actually", "A", "22.5", "wrong", "hash", PCT + "#### 22.5\n\nActually, the question asks how many students walk, so the answer is 9.", "Actually, 9"),
    m("r_m_r1_second_final", "A", G_COMB, "wrong", "boxed", th(COMB + " = 1001.\n") + "\n" + r1final("1001") + "\n\nWait, the committee has 5 members, not 4: $\\binom{14}{5} = 2002$.\n\n" + r1final("2002"), "a second Final Answer block: 2002"),
    m("r_m_retract_box", "A", G_SYS, "no_answer", "boxed", SYS + r" $\boxed{(5, -1)}$" + "\n\nHmm, that doesn't check out with the first equation. I retract this answer.", "the box withdrawn (wrongly), nothing new"),
    m("r_m_tan_flip", "A", G_TAN, "wrong", "boxed", TAN + r" $= \boxed{-\sqrt{3}}$" + "\n\nHmm, wait: tangent is positive in the second quadrant? Then $\\tan 120^\\circ = \\boxed{\\sqrt{3}}$.", "a later box with the sign flipped"),
    m("r_m_apology_qwen", "A", G_BASE, "wrong", "boxed", BASE + r" $= \boxed{558}$." + "\n\nI apologize for the error in my previous response. Reading the digits from the right: $3 \\cdot 125 + 1 \\cdot 25 + 2 \\cdot 5 + 4 = 414$.\n\n" + QWEN_END.format("414"), "an apology and a second final answer 414 (3*125 + 25 + 10 + 4)"),
    m("r_m_llama_correction", "A", G_POLY, "wrong", "boxed", llama(("Expand", POLY), ("Combine like terms", "$8x^2 + 14x - 15$")) + LLAMA_END.format("8x^2 + 14x - 15") + "\n\nCorrection: the middle term is $20x + 6x = 26x$.\n\n" + LLAMA_END.format("8x^2 + 26x - 15"), "a Llama 3 correction with a new final line"),
    m("r_m_revised", "A", G_SER, "wrong", "boxed", SER + r" $= \boxed{1121}$." + "\n\n**Revised answer:** the last term is not included, so the sum is $1121 - 113 = \\boxed{1008}$.", "Revised answer: 1008"),
    g("r_ok_edit_format", "B", "337", "correct", "hash", COOK + "#### 337\n\nEdit: fixed formatting.", "Edit about formatting only"),
    g("r_ok_check", "B", "17870", "correct", "hash", RENT + "#### 17870\n\nCheck: 17870 - 650 = 17220 = 12 * 1435 ✓", "a check after the answer"),
    g("r_ok_correction_to_gold", "B", "337", "correct", "hash", COOK_SLIP + "#### 313\n\nCorrection: there are 17 trays, not 16: 17 * 24 = 408 and 408 - 71 = 337.\n#### 337", "a correction to the gold"),
    g("r_ok_wait_confirm", "B", "1566", "correct", "boxed", TRUCK + r"So the answer is $\boxed{1566}$." + "\n\nWait, let me double-check: 27 * 58 = 27 * 60 - 27 * 2 = 1620 - 54 = 1566. Yes.", "a 'Wait' that confirms"),
    g("r_ok_pleasantry", "B", "213.75", "correct", "hash", WAGE + "#### 213.75\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_im_user_tail", "B", "1566", "correct", "hash", TRUCK + "#### 1566" + IM_USER + "Thanks! What if she drove 10 hours a day?", "an invented ChatML user turn after the answer"),
    g("r_ok_never_mind_gold", "B", "456", "correct", "answer_is", PEN + "The answer is 38. Never mind, that's the number of boxes; the answer is 456 pencils.", "Never mind, then the gold"),
    g("r_ok_note", "B", "213.75", "correct", "hash", WAGE + "#### 213.75\n\nNote: no rounding was needed, since 28.5 * 7.5 is exact in cents.", "a note that does not change the answer"),
    m("r_m_ok_restart_cut", "B", G_COMB, "correct", "boxed", COMB + r" $= \boxed{1001}$" + "\n\nLet me redo this more carefully to be sure.\n\n$\\binom{14}{4} = \\frac{14 \\cdot 13", "a restart of the working, cut off, after the committed box"),
    m("r_m_ok_eot_tail", "B", G_CPX, "correct", "boxed", llama(("Multiply", CPX), ("Simplify", "$23 + 14i$")) + LLAMA_END.format("23 + 14i") + EOT_USER + "Can you explain step 2?", "an invented Llama 3 user turn after the answer"),
    m("r_m_ok_alt_method", "B", G_PROB, "correct", "boxed", PROB + r" So the answer is $\boxed{\frac{15}{28}}$." + "\n\nAlternatively, $1 - \\frac{\\binom{5}{2}}{28} - \\frac{\\binom{3}{2}}{28} = 1 - \\frac{10}{28} - \\frac{3}{28} = \\frac{15}{28}$.", "a second method agreeing"),
    m("r_m_ok_update_gold", "B", G_RAD, "correct", "boxed", r"$210^\circ \cdot \frac{\pi}{90^\circ} = \boxed{\frac{7\pi}{3}}$" + "\n\nUpdate: I divided by $90$ instead of $180$; $210^\\circ = \\frac{210\\pi}{180} = \\frac{7\\pi}{6}$, so the answer is $\\boxed{\\frac{7\\pi}{6}}$.", "an update to the gold"),
    m("r_m_ok_self_new_problem", "B", G_RAT, "correct", "boxed", RAT + r" $= \boxed{2\sqrt{14}}$" + "\n\nPractice problem: rationalize $\\frac{30}{\\sqrt{15}}$.\nSolution: $\\frac{30\\sqrt{15}}{15} = \\boxed{2\\sqrt{15}}$.", "a self-set new problem with its own box after the answer"),
    m("r_m_ok_verify", "B", G_SYS, "correct", "boxed", SYS + r" $\boxed{(5, -1)}$" + "\n\nVerification: $5 + (-1) = 4$ ✓ and $3(5) - 2(-1) = 17$ ✓.", "a verification after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_sister_said", "A", "337", "wrong", "hash", COOK_SLIP + "My sister says the answer is 337, but I get 313.\n#### 313", "the gold only reported as someone else's claim"),
    g("q_quote_then_refuse", "A", "337", "no_answer", "none", "> #### 337\n\nI'm sorry, but I cannot solve this problem.", "a quoted #### line, then a refusal"),
    g("q_if_deposit", "A", "17870", "no_answer", "none", "If the deposit were included, the total would be 17870 dollars. I am not sure whether it counts, so I can't give a final number.", "only a hypothetical, no commitment"),
    g("q_if_then_other", "A", "17870", "wrong", "hash", RENT_NODEP + "If the deposit counted, the total would be 17870, but a deposit is not rent.\n#### 17220", "the gold only under 'if', the final 17220"),
    g("q_two_parts", "A", "1566", "wrong", "answer_is", TRUCK + "The answer is 1566 for part (a) and 1392 for part (b).", "the question has no parts; two different final values"),
    g("q_student_wrote", "A", "456", "wrong", "hash", 'A student wrote "#### 456", but 38 * 12 = 446.\n#### 446', "the gold in a quoted line; the model's own (slipped) final 446"),
    g("q_forum_claim", "A", "22.5", "wrong", "hash", "Another user on the forum got 22.5%, but the question asks how many students walk, and that is 9.\n#### 9", "the gold only as another user's claim"),
    g("q_expected_probably", "A", "456", "wrong", "answer_is", "38 * 12 = 446 pencils. The expected answer is probably 456, although I count 446.", "a hedge between the reported 456 and its own 446"),
    g("q_assume_other_price", "A", "0", "wrong", "hash", "If the tickets were $24 each, she would have $0 left. But the tickets cost $25, so 96 - 4 * 25 = <<96-4*25=-4>>-4.\n#### -4", "the gold only in a counterfactual; the final -4"),
    m("q_m_you_asked", "A", G_COMB, "no_answer", "none", 'You asked: "Show that the answer is $\\boxed{1001}$." I am unable to verify this without more information about the problem.', "the box only in the quoted request; a refusal"),
    m("q_m_suppose_cut", "A", G_TAN, "no_answer", "truncated", r"Suppose the answer is $\boxed{-\sqrt{3}}$. To check, note that $\tan 120^\circ = \frac{\sin 120^\circ}{\cos", "a supposed box, the check cut off"),
    m("q_m_invented_user", "A", G_PROB, "wrong", "boxed", r"Ordered draws: $\frac{5 \cdot 3}{8 \cdot 7} = \boxed{\frac{15}{56}}$" + IM_USER + r"The correct answer is $\boxed{\frac{15}{28}}$.", "the gold only in an invented user turn"),
    m("q_m_restated_claim", "A", G_CIRC, "wrong", "boxed", r"We are asked to show that the area is $81\pi$. Using the diameter $18$ as the radius: $\pi \cdot 18^2 = \boxed{324\pi}$.", "the gold only in the restated task; the model's box 324pi"),
    m("q_m_example_box", "A", G_COMB, "wrong", "boxed", r"(Format example: if the answer were 1001, write $\boxed{1001}$.)" + "\n\n" + r"$\binom{14}{5} = \frac{14 \cdot 13 \cdot 12 \cdot 11 \cdot 10}{120} = \boxed{2002}$", "the gold only in a format example; the final box 2002"),
    m("q_m_hypothetical_only", "A", G_RAD, "no_answer", "none", r"If the angle were $210^\circ$, it would be $\frac{7\pi}{6}$ radians, but I'm not sure the problem means degrees.", "only a conditional, no committed answer"),
    m("q_m_textbook_vs_own", "A", G_SYS, "wrong", "boxed", r"The textbook's answer is $(5, -1)$, but I got $x = 4$, $y = 0$, so my answer is $\boxed{(4, 0)}$.", "the gold only as the textbook's; the model's own box (4, 0)"),
    m("q_m_self_posed_cut", "A", G_REP, "no_answer", "truncated", r"Is the answer $\frac{2}{11}$? Let me check: $\frac{2}{11} = 0.1818\ldots$, and $0.\overline{18}$ is", "a self-posed question, never answered (cut)"),
    m("q_m_grader_expects", "A", G_CPX, "no_answer", "none", r"The grader expects $\boxed{23 + 14i}$, but I don't know how to multiply complex numbers.", "the box only as the grader's expectation"),
    g("q_ok_friend_wrong", "B", "337", "correct", "hash", COOK + "My friend said 313, but that counted only 16 trays.\n#### 337", "twin of q_sister_said"),
    g("q_ok_quoted_problem", "B", "1566", "correct", "hash", '> "A truck driver drives 9 hours a day for 3 days at 58 miles per hour."\n\n' + TRUCK + "#### 1566", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "17870", "correct", "hash", RENT + "#### 17870\n\nIf the deposit were refunded later, her net cost would be 17220.", "a hypothetical after the committed answer"),
    g("q_ok_other_claim_refuted", "B", "22.5", "correct", "hash", "Someone might answer 9, the number of walkers, but the question asks for the percent.\n" + PCT + "#### 22.5", "another value reported and refused"),
    g("q_ok_fewshot_next", "B", "456", "correct", "answer_is", PEN + "The answer is 456.\n\nQ: Tom has 5 boxes of 12 eggs. How many eggs does he have?\nA: 5 * 12 = 60. The answer is 60.", "an invented next few-shot question after the answer"),
    m("q_m_ok_suppose_refuted", "B", G_SYS, "correct", "boxed", r"Suppose $x = 4$: then $y = 0$ and $3(4) - 2(0) = 12 \neq 17$, so that fails. " + SYS + r" $\boxed{(5, -1)}$", "a supposition refuted, then the box"),
    m("q_m_ok_example_first", "B", G_RAD, "correct", "boxed", r"For example, $30^\circ = \frac{\pi}{6}$. Likewise, " + RAD + r" $= \boxed{\frac{7\pi}{6}}$.", "an example with another value first"),
    m("q_m_ok_you_asked", "B", G_TAN, "correct", "boxed", 'You asked: "Find $\\tan 120^\\circ$."\n\n' + TAN + r" $= \boxed{-\sqrt{3}}$.", "the request quoted, then its own box"),
    m("q_m_ok_textbook_agrees", "B", G_SYS, "correct", "boxed", r"The textbook says $(5, -1)$, and my work agrees. " + SYS + r" $\boxed{(5, -1)}$", "a reported claim that agrees, and the model's own box"),
    m("q_m_ok_invented_turn_after", "B", G_PROB, "correct", "boxed", PROB + r" $\boxed{\frac{15}{28}}$" + IM_USER + r"Why is it not $\frac{15}{56}$?", "an invented user turn after the answer"),
    m("q_m_ok_self_check", "B", G_REP, "correct", "boxed", r"Is the answer $\frac{2}{11}$? Check: $\frac{2}{11} = 0.181818\ldots = 0.\overline{18}$ ✓. So the answer is $\boxed{\frac{2}{11}}$.", "a self-posed question answered and boxed"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "337", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "337", "no_answer", "none", "  \n\t \n", "only whitespace"),
    g("b_nul_inside", "A", "337", "wrong", "hash", COOK_SLIP + "#### 31\x003", "a NUL inside 313"),
    g("b_nul_only", "A", "337", "no_answer", "none", "\x00", "a lone NUL"),
    g("b_fullwidth_other", "A", "337", "wrong", "hash", COOK_SLIP + "#### ３１３", "full-width 313"),
    g("b_bom_other", "A", "337", "wrong", "hash", "\ufeff" + COOK_SLIP + "#### 313", "a BOM, then 313"),
    g("b_replacement_char", "A", "337", "wrong", "hash", COOK_SLIP + "#### 313\ufffd", "a replacement character after 313"),
    g("b_zwsp_inside_other", "A", "337", "wrong", "hash", COOK_SLIP + "#### 3\u200b13", "a zero-width space inside 313"),
    g("b_gold_comma_other", "A", "17,870", "wrong", "hash", RENT_NODEP + "#### 17220", "a gold stored with a comma; the model's 17220"),
    g("b_ansi_other", "A", "337", "wrong", "hash", COOK_SLIP + "\x1b[1m#### 313\x1b[0m", "ANSI bold codes around 313"),
    g("b_noncharacter_other", "A", "337", "wrong", "hash", COOK_SLIP + "#### 313\uffff", "a noncharacter U+FFFF after 313"),
    g("b_huge_number", "A", "337", "wrong", "hash", COOK + "#### 3370000000000000000000000000000000000000000000000000000000000000000337", "a 70-digit number, not 337"),
    g("b_repeat_loop_other", "A", "337", "wrong", "hash", COOK_SLIP + "So 313 cookies are left.\n" * 3000 + "#### 313", "a repetition loop (about 75,000 characters) ending 313"),
    g("b_inf", "A", "1566", "wrong", "hash", "She drives 58 miles per hour forever.\n#### inf", "inf, not a number"),
    m("b_m_nan", "A", G_ZERO, "wrong", "boxed", "```output\nnan\n```\nThe answer is $\\boxed{\\text{NaN}}$.", "NaN for gold 0"),
    m("b_m_unclosed_box", "A", G_SEC, "no_answer", "truncated", SEC + r" $= \boxed{\frac{15\pi}{2", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{1001}", "wrong", "boxed", r"$\binom{14}{5} = \boxed{2002}$", "a gold stored boxed; the model's 2002"),
    g("b_ok_fullwidth", "B", "337", "correct", "hash", COOK + "#### ３３７", "full-width digits 337"),
    g("b_ok_bom", "B", "337", "correct", "hash", "\ufeff" + COOK + "#### 337", "a BOM first"),
    g("b_ok_crlf", "B", "17870", "correct", "hash", (RENT + "#### 17870").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_gold_spaces", "B", " 337 ", "correct", "hash", COOK + "#### 337", "a gold with spaces"),
    g("b_ok_tab", "B", "337", "correct", "hash", COOK + "####\t337", "a tab after the marker"),
    g("b_ok_nbsp", "B", "1566", "correct", "hash", TRUCK + "####\u00a01566", "a no-break space after the marker"),
    g("b_ok_emoji_after", "B", "337", "correct", "hash", COOK + "#### 337 🍪", "an emoji after the value"),
    g("b_ok_repeat_loop", "B", "337", "correct", "hash", COOK + "So 337 cookies are left.\n" * 3000 + "#### 337", "twin of b_repeat_loop_other: a long loop ending in the gold"),
    g("b_ok_zwsp_after", "B", "337", "correct", "hash", COOK + "#### 337\u200b", "a zero-width space after the value"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{1001}", "correct", "boxed", COMB + r" $= \boxed{1001}$", "a gold stored boxed"),
    m("b_m_ok_gold_dollars", "B", r"$\frac{15}{28}$", "correct", "boxed", PROB + r" $\boxed{\frac{15}{28}}$", "a gold stored in dollars"),
    m("b_m_ok_nbsp_latex", "B", G_CPX, "correct", "boxed", CPX + " $= \\boxed{23\u00a0+\u00a014i}$", "no-break spaces inside the box"),
    m("b_m_ok_gold_newline", "B", G_SER + "\n", "correct", "boxed", SER + r" $= \boxed{1121}$", "a gold with a trailing newline"),
]
# fmt: on

# Working above that ends in math mode runs on into a closing "$= ...$": "...$ $= x$" reads "... = x$".
CASES = [case[:6] + (case[6].replace("$ $", " "),) + case[7:] for case in CASES]

DECISIONS = {
    "x_share_for_percent": (
        "reject",
        "the question asks the percent; the share 0.225 is not the 22.5 asked (round 21's decision)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam93", CASES, [], DECISIONS)
