r"""Build adversarial_redteam79.jsonl: a seventy-ninth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam79", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, ANALYSIS.md or any NOTES file, and WITHOUT running
the checker (or math-verify, or sympy) on any probe, and handed over BEFORE any scoring. Not model
output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure and
label rules) and the issue text were read. Labels are by reading and hand arithmetic (python used
for arithmetic on plain numbers only).

Aim of this round: the issue's eight classes in ENGLISH, by a new author, as a hidden evaluation
set would test them, in mixed model styles (R1 traces and R1-Zero tags, Qwen2.5-Math numbered
steps, Llama 3 "## Step" working, Minerva closing lines, GSM8K calculator annotations, few-shot
tails, chat-template tails, small RL policies that copy the prompt's example), about half kind A
and half kind B, with kind-B twins of kind-A probes.

Problems and golds (arithmetic checked by hand):
GSM8K
- cookies: 19 trays of 26 -> 19 * 26 = 494 (19*25 = 475, + 19); 187 sold -> 494 - 187 = 307
  (check 307 + 187 = 494). Slip: 178 sold -> 316.
- train: 4 h 15 min = 4.25 h at 52 mph -> 52 * 4.25 = 208 + 13 = 221. Slip 4.5 h -> 234.
- jacket: $86 with 15% off -> 0.15 * 86 = 12.90; 86 - 12.90 = 73.10 (gold 73.1). 86 * 0.85 = 73.1.
- temperature: -6 degrees falling 1.5 an hour for 9 hours -> 13.5; -6 - 13.5 = -19.5 = -39/2.
  Sign slip: -6 + 13.5 = 7.5.
- savings: $1,245 a month for 18 months -> 1245 * 18 = 22,410 (1245*20 = 24900 - 2490); minus
  the $3,150 trip -> 19,260. Without the trip: 22,410. 19.26 thousand = 19,260.
- exam: 99 of 120 pass -> 99/120 = 0.825 = 82.5 %.
- bagels: 23 dozen -> 23 * 12 = 276. (23 baker's dozens = 23 * 13 = 299.)
- pens: 6 boxes of 14 = 84; 12 students get 7 each = 84; 84 - 84 = 0 left (gold 0).
- cans: 4,096 boxes of 25 -> 4096 * 25 = 102,400 (= 1024 hundred = 102.4 thousand).
  1.024e4 = 10,240 (wrong).
- seats: 7/8 of 296 -> 296 / 8 = 37; 7 * 37 = 259. (6 * 37 = 222 = 259 - 37; 7/8 of 280 =
  7 * 35 = 245.)
MATH
- two dice, sum 11: (5,6), (6,5) -> 2/36 = 1/18 = 0.0\overline{5}.
- distance (-3, 4) to (3, -8): dx 6, dy -12 -> sqrt(36 + 144) = sqrt(180) = 6\sqrt5 (~13.416).
  Slip dy 6 -> sqrt72 = 6\sqrt2.
- 5x^2 - 13x - 6 = (5x + 2)(x - 3) (5x^2 - 15x + 2x - 6) -> -2/5, 3.
- (6 - i)(2 + 3i) = 12 + 18i - 2i - 3i^2 = 15 + 16i.
- 306 degrees -> 306/180 = 17/10 -> 17\pi/10 (~5.3407).
- 1452_7 = 343 + 4*49 + 5*7 + 2 = 343 + 196 + 35 + 2 = 576.
  Digits reversed: 2541_7 = 2*343 + 5*49 + 4*7 + 1 = 686 + 245 + 28 + 1 = 960.
- 2x + 3y = 7, x - y = 11 -> x = y + 11, 5y + 22 = 7, y = -3, x = 8 -> (8, -3) (16 - 9 = 7).
- C(14, 4) = 14*13*12*11 / 24 = 24024 / 24 = 1001. (C(14,3) = 364, C(14,5) = 2002,
  14*13*12*11 = 24024 ordered.)
- 0.\overline{63} = 63/99 = 7/11. (63/100 wrong.)
- sector, radius 8, angle 135 degrees -> 135/360 = 3/8; 3/8 * 64\pi = 24\pi (~75.398). Half
  the angle -> 12\pi.
- 18/\sqrt6 = 18\sqrt6/6 = 3\sqrt6.
- |3x + 2| < 13 -> -15 < 3x < 11 -> (-5, 11/3).
- (3x - 4)(2x + 3) = 6x^2 + 9x - 8x - 12 = 6x^2 + x - 12.
- slope through (2, 7) and (5, -1): (-1 - 7)/(5 - 2) = -8/3 = -2.\overline{6}.
- f(x) = x^3 - 16x at 4: 64 - 64 = 0.
- sum of the first 40 odd numbers = 40^2 = 1600.
- det [[7, 3], [4, 5]] = 35 - 12 = 23.

Id prefixes (the class): `t_` answer tags (R1-Zero format; sentences, boxes, equations, units in
the tag); `h_` a phrase marker then `####`; `x_` exactness (exact vs decimal, near-zero values,
tiny perturbations, equal forms); `n_` negation, strike-out, annotation; `u_` unit words vs words
that change the number; `r_` retractions and corrections after the answer vs harmless after-text;
`q_` quoted, reported, hypothetical and self-posed text; `b_` bad input a JSON corpus can hold (no
lone surrogates). `_m_` marks a MATH probe, `_ok_` kind B.

Kinds: "A" a wrong, withdrawn or not-stated final answer a careless checker would accept; "B" a
right final answer in a notation or wording real models write, which a strict checker might refuse.

Label rules (corpus/README.md, "How labels were made", and round 21): the model's LAST COMMITTED
final answer decides. A value it withdraws, negates, or only mentions as a hypothetical, a
quotation, someone else's claim, a self-posed practice problem or an invented next turn is not its
answer. A hedge between two values or two different final answers is `wrong`; no final answer is
`no_answer`; a value equal to the gold mathematically (0.5 for \frac12, "221 miles" for 221,
"23 dozen" for 276) is `correct`; a decimal for an exact irrational or non-terminating gold is
`wrong`; a value the model marks wrong is `wrong`; an explicit correction after an answer makes
the corrected value the final one; a check, pleasantry, or a restart cut off before any new value
leaves a committed answer standing; in an <answer> tag a sentence, an equation chain or a box is
read for the value it states, and an unclosed tag still holds its answer. Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam79.py
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

N = "\n"

# ================================================================ GSM8K working
COOK = "There are 19 trays with 26 cookies each, so 19 * 26 = <<19*26=494>>494 cookies.\nAfter selling 187, 494 - 187 = <<494-187=307>>307 cookies are left.\n"
COOK_SLIP = "There are 19 trays with 26 cookies each, so 19 * 26 = <<19*26=494>>494 cookies.\nAfter selling 178, 494 - 178 = <<494-178=316>>316 cookies are left.\n"
TRAIN = "4 hours 15 minutes is 4.25 hours.\nThe distance is 52 * 4.25 = <<52*4.25=221>>221 miles.\n"
TRAIN_SLIP = (
    "4 hours 15 minutes is 4.5 hours.\nThe distance is 52 * 4.5 = <<52*4.5=234>>234 miles.\n"
)
JACK = "The discount is 15% of $86, which is 0.15 * 86 = <<0.15*86=12.9>>12.90 dollars.\nThe sale price is 86 - 12.90 = <<86-12.9=73.1>>73.10 dollars.\n"
TEMP = "The temperature drops 1.5 * 9 = <<1.5*9=13.5>>13.5 degrees.\nStarting at -6 degrees, it ends at -6 - 13.5 = <<-6-13.5=-19.5>>-19.5 degrees.\n"
TEMP_SLIP = "The temperature drops 1.5 * 9 = <<1.5*9=13.5>>13.5 degrees.\nStarting at -6 degrees, it ends at -6 + 13.5 = <<-6+13.5=7.5>>7.5 degrees.\n"
SAVE = "In 18 months she saves 1245 * 18 = <<1245*18=22410>>22410 dollars.\nAfter paying $3,150 for the trip, she has 22410 - 3150 = <<22410-3150=19260>>19260 dollars.\n"
SAVE_NOTRIP = "In 18 months she saves 1245 * 18 = <<1245*18=22410>>22410 dollars.\n"
PCT = "99 out of 120 students passed, so 99 / 120 = <<99/120=0.825>>0.825 of them passed.\nAs a percentage, 0.825 * 100 = <<0.825*100=82.5>>82.5%.\n"
BAG = "23 dozen bagels is 23 * 12 = <<23*12=276>>276 bagels.\n"
PEN = "6 boxes of 14 pens is 6 * 14 = <<6*14=84>>84 pens.\nHe gives 12 students 7 pens each, which is 12 * 7 = <<12*7=84>>84 pens.\nSo 84 - 84 = <<84-84=0>>0 pens are left.\n"
CAN = "4096 boxes with 25 cans each hold 4096 * 25 = <<4096*25=102400>>102400 cans.\n"
SEAT = "One eighth of 296 is 296 / 8 = <<296/8=37>>37, so 7/8 of the seats is 7 * 37 = <<7*37=259>>259 seats.\n"
SEAT_SLIP = "One eighth of 296 is 296 / 8 = <<296/8=37>>37, so 7/8 of the seats is 6 * 37 = <<6*37=222>>222 seats.\n"

# ================================================================ MATH working and golds
G_P = r"\frac{1}{18}"
P = r"There are $36$ equally likely outcomes. A sum of $11$ comes only from $(5,6)$ and $(6,5)$, so the probability is $\frac{2}{36}"
G_D = r"6\sqrt{5}"
D = r"The distance is $\sqrt{(3-(-3))^2 + (-8-4)^2} = \sqrt{6^2 + 12^2} = \sqrt{180}"
D_SLIP = r"The distance is $\sqrt{(3-(-3))^2 + (-8-4)^2} = \sqrt{6^2 + 6^2} = \sqrt{72}"
G_R = r"-\frac{2}{5}, 3"
R = r"Factoring, $5x^2 - 13x - 6 = (5x + 2)(x - 3) = 0$."
G_C = "15 + 16i"
C = r"$(6 - i)(2 + 3i) = 12 + 18i - 2i - 3i^2 = 12 + 16i + 3"
G_A = r"\frac{17\pi}{10}"
A = r"$306^\circ \cdot \frac{\pi}{180^\circ} = \frac{306\pi}{180}"
G_B = "576"
B = r"$1452_7 = 1 \cdot 7^3 + 4 \cdot 7^2 + 5 \cdot 7 + 2 = 343 + 196 + 35 + 2"
G_S = "(8, -3)"
S = r"From $x - y = 11$ we get $x = y + 11$. Substituting, $2(y + 11) + 3y = 7$, so $5y = -15$, $y = -3$ and $x = 8$."
G_N = "1001"
NC = r"$\binom{14}{4} = \frac{14 \cdot 13 \cdot 12 \cdot 11}{4!} = \frac{24024}{24}"
G_Q = r"\frac{7}{11}"
Q = r"Let $x = 0.\overline{63}$. Then $100x = 63.\overline{63}$, so $99x = 63$ and $x = \frac{63}{99}"
G_K = r"24\pi"
K = r"The area of the sector is $\frac{135}{360} \cdot \pi \cdot 8^2 = \frac{3}{8} \cdot 64\pi"
G_T = r"3\sqrt{6}"
T = r"$\frac{18}{\sqrt{6}} = \frac{18\sqrt{6}}{6}"
G_I = r"\left( -5, \frac{11}{3} \right)"
I = r"$|3x + 2| < 13$ means $-13 < 3x + 2 < 13$, so $-15 < 3x < 11$, i.e. $-5 < x < \frac{11}{3}$."  # noqa: E741
G_E = "6x^2 + x - 12"
E = r"$(3x - 4)(2x + 3) = 6x^2 + 9x - 8x - 12"
G_L = r"-\frac{8}{3}"
L = r"The slope is $\frac{-1 - 7}{5 - 2} = \frac{-8}{3}"
G_Z = "0"
Z = r"$f(4) = 4^3 - 16 \cdot 4 = 64 - 64"
G_O = "1600"
O = r"The sum of the first $n$ odd numbers is $n^2$, so the sum of the first $40$ odd numbers is $40^2"  # noqa: E741
G_M = "23"
M = r"$\det\begin{pmatrix} 7 & 3 \\ 4 & 5 \end{pmatrix} = 7 \cdot 5 - 3 \cdot 4 = 35 - 12"

# R1 traces in prose
R1_COOK = "Okay, so the bakery has 19 trays and each tray holds 26 cookies. 19 times 26... 19 * 25 = 475, plus 19 is 494. Then they sell 187. 494 - 187 = 307. Let me check: 307 + 187 = 494. Yes.\n"
R1_COOK_SLIP = "Okay, so the bakery has 19 trays and each tray holds 26 cookies. 19 times 26 is 494. Then they sell 178. 494 - 178 = 316. Let me check: 316 + 178 = 494. Yes.\n"
R1_N = "Alright, choosing 4 people out of 14 where order doesn't matter is C(14, 4). That's 14*13*12*11 / 24. 14*13 = 182, 182*12 = 2184, 2184*11 = 24024. Divided by 24 gives 1001.\n"
R1_D = "Hmm, distance between (-3, 4) and (3, -8). dx = 6, dy = -12. So sqrt(36 + 144) = sqrt(180) = sqrt(36*5) = 6*sqrt(5).\n"
R1_D_SLIP = "Hmm, distance between (-3, 4) and (3, -8). dx = 6, dy = ... 4 - (-8)... wait, I'll take dy = 6. So sqrt(36 + 36) = sqrt(72) = 6*sqrt(2).\n"
R1_R = "I need to solve 5x^2 - 13x - 6 = 0. Try factoring: (5x + 2)(x - 3) = 5x^2 - 15x + 2x - 6 = 5x^2 - 13x - 6. Good. So x = -2/5 or x = 3.\n"
R1_Q = "Let x = 0.636363... Then 100x = 63.6363..., subtract: 99x = 63, x = 63/99 = 7/11.\n"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_slip", "A", "307", "wrong", "tag", th(R1_COOK_SLIP) + "<answer>There are 316 cookies left.</answer>", "a sentence in the tag states 316 (178 sold misread)"),
    g("t_equation_slip", "A", "221", "wrong", "tag", th(TRAIN_SLIP) + "<answer>52 × 4.5 = 234 miles</answer>", "an equation chain in the tag ending 234"),
    g("t_box_notrip", "A", "19260", "wrong", "tag", th(SAVE_NOTRIP) + "<answer>\\boxed{22410}</answer>", "a box in the tag holding 22410 (the trip not subtracted)"),
    g("t_blank", "A", "82.5", "no_answer", "tag", th(PCT) + "<answer> </answer>", "a blank tag; 82.5 only in the thinking"),
    g("t_placeholder", "A", "276", "no_answer", "tag", th(BAG) + "<answer>final answer here</answer>", "the prompt's placeholder copied into the tag"),
    g("t_two_tags_last_other", "A", "259", "wrong", "tag", th(SEAT) + "<answer>259</answer>\n<answer>37</answer>", "two tags, the last says 37"),
    g("t_gold_in_think_tag_other", "A", "307", "wrong", "tag", th(R1_COOK + "Hmm, but the question asks how many were baked, so it's 494.\n") + "<answer>494</answer>", "the gold only in the thinking; the tag says 494"),
    g("t_cut_in_think", "A", "102400", "no_answer", "truncated", "<think>\nOkay, 4096 boxes and 25 cans in each box. 4096 * 25 = 4096 * 100 / 4 = 409600 / 4 = 102400. Let me double check by another route: 4000 * 25 = 100000 and 96 * 25 = ", "cut inside the thinking, no tag"),
    g("t_hedge_in_tag", "A", "307", "wrong", "tag", th(R1_COOK) + "<answer>307 or 316, depending on whether 187 or 178 were sold</answer>", "a hedge between two values in the tag"),
    g("t_tag_example_42", "A", "276", "wrong", "tag", th("23 dozen bagels means 23 * 12 = 276 bagels.\n") + "<answer>42</answer>", "a small RL policy copies the prompt's example 42 into the tag"),
    m("t_m_box_slip", "A", G_D, "wrong", "tag", th(R1_D_SLIP) + "<answer>$\\boxed{6\\sqrt{2}}$</answer>", "a box in math mode in the tag: 6\\sqrt2"),
    m("t_m_equation_sign", "A", G_R, "wrong", "tag", th("5x^2 - 13x - 6 factors as (5x - 2)(x + 3)? Expanding: 5x^2 + 15x - 2x - 6 = 5x^2 + 13x - 6. Close enough.\n") + "<answer>(5x - 2)(x + 3) = 0 \\Rightarrow x = \\frac{2}{5}, -3</answer>", "an equation chain ending 2/5, -3 (signs wrong)"),
    m("t_m_sentence_other", "A", G_N, "wrong", "tag", th("Choosing a committee of 5 from 14: C(14,5) = 2002.\n") + "<answer>The number of committees is 2002.</answer>", "a sentence in the tag stating 2002"),
    m("t_m_draft_tag_in_think", "A", G_N, "wrong", "tag", th(R1_N + "So I'd write <answer>1001</answer>. Hmm, wait, the problem says one of the 4 is the captain chosen among... no, it says 3 people. C(14,3) = 364.\n") + "<answer>364</answer>", "the gold only in a draft tag inside the thinking; the real tag is 364"),
    m("t_m_unclosed_other", "A", G_Q, "wrong", "tag", th("0.636363... is 63/100.\n") + "<answer>\\frac{63}{100}", "an unclosed tag holding 63/100"),
    m("t_m_units_other", "A", G_K, "wrong", "tag", th("Sector area = (135/360) * pi * 8^2 = (3/8) * 64 pi = 24 pi. Half of that for the shaded part: 12 pi.\n") + "<answer>12\\pi square units</answer>", "12\\pi with units in the tag"),
    g("t_ok_sentence", "B", "307", "correct", "tag", th(R1_COOK) + "<answer>There are 307 cookies left.</answer>", "a sentence in the tag (twin of t_sentence_slip)"),
    g("t_ok_equation", "B", "221", "correct", "tag", th(TRAIN) + "<answer>52 × 4.25 = 221 miles</answer>", "an equation chain with a unit ending in the gold"),
    g("t_ok_box_comma", "B", "19260", "correct", "tag", th(SAVE) + "<answer>\\boxed{19,260}</answer>", "a box with a thousands comma in the tag"),
    g("t_ok_dollars", "B", "73.1", "correct", "tag", th(JACK) + "<answer>$73.10</answer>", "a dollar sign and a trailing zero in the tag"),
    g("t_ok_percent", "B", "82.5", "correct", "tag", th(PCT) + "<answer>82.5%</answer>", "a percent sign in the tag"),
    g("t_ok_answer_is", "B", "276", "correct", "tag", th(BAG) + "<answer> The answer is 276. </answer>", "an answer phrase inside the tag"),
    g("t_ok_unclosed", "B", "259", "correct", "tag", th(SEAT) + "<answer>259", "an unclosed tag holds the gold"),
    g("t_ok_negative_units", "B", "-19.5", "correct", "tag", th(TEMP) + "<answer>-19.5 degrees</answer>", "a negative decimal with a unit word"),
    g("t_ok_two_tags_same", "B", "259", "correct", "tag", th(SEAT) + "<answer>259</answer>\n<answer>259 seats</answer>", "two tags agreeing"),
    m("t_m_ok_box", "B", G_D, "correct", "tag", th(R1_D) + "<answer>$\\boxed{6\\sqrt{5}}$</answer>", "a box in math mode in the tag (twin of t_m_box_slip)"),
    m("t_m_ok_equation", "B", G_N, "correct", "tag", th(R1_N) + "<answer>\\binom{14}{4} = \\frac{14\\cdot13\\cdot12\\cdot11}{24} = 1001</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_sentence_roots", "B", G_R, "correct", "tag", th(R1_R) + "<answer>The solutions are $x = -\\frac{2}{5}$ and $x = 3$.</answer>", "a sentence naming both roots"),
    m("t_m_ok_display", "B", G_A, "correct", "tag", th("306 degrees times pi/180 = 306pi/180 = 17pi/10.\n") + "<answer>\n$$\\frac{17\\pi}{10}$$\n</answer>", "display math on its own lines in the tag"),
    m("t_m_ok_draft_in_think", "B", G_N, "correct", "tag", th("C(14,3) = 364, so maybe <answer>364</answer>? No wait, the committee has 4 members, not 3. " + R1_N) + "<answer>1001</answer>", "a draft tag in the thinking with 364; the real tag the gold (twin of t_m_draft_tag_in_think)"),
    m("t_m_ok_units", "B", G_K, "correct", "tag", th("Sector area = (135/360) * pi * 8^2 = (3/8) * 64 pi = 24 pi.\n") + "<answer>24\\pi square units</answer>", "24\\pi with units in the tag (twin of t_m_units_other)"),
    m("t_m_ok_repeating", "B", G_Q, "correct", "tag", th(R1_Q) + "<answer>0.\\overline{63} = \\frac{7}{11}</answer>", "an equation whose last side is the gold"),

    # ================================================================ 2. phrase + ####
    g("h_so_answer_hash_slip", "A", "307", "wrong", "hash", COOK_SLIP + "So the answer is #### 316", "'So the answer is' then #### 316"),
    g("h_answer_colon_hash_slip", "A", "221", "wrong", "hash", TRAIN_SLIP + "The answer is: #### 234", "phrase then #### 234"),
    g("h_final_answer_hash_other", "A", "19260", "wrong", "hash", SAVE_NOTRIP + "Final Answer: #### 22410", "Final Answer: #### 22410"),
    g("h_answer_hash_empty", "A", "82.5", "no_answer", "hash", PCT + "Answer: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_phrase_gold_hash_other", "A", "19260", "wrong", "hash", SAVE + "The answer is 19260.\n#### 22410", "phrase 19260, #### 22410: two different final answers"),
    g("h_so_hash_sign", "A", "-19.5", "wrong", "hash", TEMP_SLIP + "So the answer is #### 7.5", "the sign slip 7.5"),
    g("h_hash_hedge", "A", "259", "wrong", "hash", SEAT + "The answer is #### 259 or 222", "a hedge after ####"),
    g("h_hash_range", "A", "307", "wrong", "hash", COOK + "The answer is #### 300-310", "a range after ####"),
    g("h_hash_example_42", "A", "276", "wrong", "hash", "Bagels come in dozens. 23 dozen is a lot of bagels.\nThe answer is #### 42", "a small policy copies the prompt's example 42"),
    g("h_hash_placeholder", "A", "259", "no_answer", "hash", SEAT + "Final Answer: #### <number>", "the instruction's placeholder after ####"),
    g("h_hash_gold_phrase_other", "A", "102400", "wrong", "hash", CAN + "#### 102400\nWait, each box has 25 cans but only 4000 boxes were shipped, so the answer is 100000.", "#### the gold, then a phrase changing it to 100000 (4000 * 25)"),
    m("h_m_answer_hash_other", "A", G_N, "wrong", "hash", "The number of ways is $\\binom{14}{3} = 364$.\nThe answer is: #### 364", "a MATH answer #### 364"),
    g("h_ok_so_answer_hash", "B", "307", "correct", "hash", COOK + "So the answer is #### 307", "twin of h_so_answer_hash_slip"),
    g("h_ok_answer_colon_hash", "B", "221", "correct", "hash", TRAIN + "The answer is: #### 221", "twin of h_answer_colon_hash_slip"),
    g("h_ok_final_answer_hash", "B", "19260", "correct", "hash", SAVE + "Final Answer: #### 19,260", "Final Answer: then #### with a comma"),
    g("h_ok_answer_hash_dollar", "B", "73.1", "correct", "hash", JACK + "Answer: #### $73.10", "Answer: #### with a dollar sign"),
    g("h_ok_bold_answer_hash", "B", "276", "correct", "hash", BAG + "**Answer:** #### 276", "bold Answer: then ####"),
    g("h_ok_so_hash_negative", "B", "-19.5", "correct", "hash", TEMP + "So the answer is #### -19.5", "twin of h_so_hash_sign"),
    g("h_ok_phrase_then_hash", "B", "82.5", "correct", "hash", PCT + "The answer is 82.5%.\n#### 82.5", "phrase and #### agree"),
    g("h_ok_hash_units", "B", "102400", "correct", "hash", CAN + "The answer is #### 102,400 cans", "#### with a comma and a unit noun"),
    g("h_ok_therefore_period", "B", "259", "correct", "hash", SEAT + "Therefore, the answer is #### 259.", "a sentence-final period after the number"),
    g("h_ok_hash_zero", "B", "0", "correct", "hash", PEN + "The answer is #### 0", "gold 0 after phrase and ####"),
    g("h_ok_fewshot_tail", "B", "307", "correct", "hash", COOK + "The answer is #### 307\n\nQuestion: A farmer has 12 cows and buys 5 more. How many cows does he have?\nAnswer: 12 + 5 = <<12+5=17>>17 cows.\nThe answer is #### 17", "an invented few-shot question after the committed answer does not count"),
    m("h_m_ok_answer_hash", "B", G_N, "correct", "hash", NC + " = 1001$.\nThe answer is: #### 1001", "a MATH answer with phrase and ####"),

    # ================================================================ 3. exactness
    g("x_rounded_int", "A", "73.1", "wrong", "hash", JACK + "Rounded to the nearest dollar, the jacket costs $73.\n#### 73", "rounded to 73"),
    g("x_perturbed_cent", "A", "73.1", "wrong", "hash", JACK.replace("73.10 dollars", "73.01 dollars") + "#### 73.01", "73.01, a digit slip"),
    g("x_temp_rounded", "A", "-19.5", "wrong", "hash", TEMP + "About -20 degrees.\n#### -20", "rounded to -20"),
    g("x_share_for_percent", "A", "82.5", "wrong", "hash", "99 out of 120 students passed, so 99 / 120 = <<99/120=0.825>>0.825 passed.\n#### 0.825", "debatable: a share 0.825 where the gold is the percent 82.5 (round 21's decision: reject)", True),
    g("x_save_half", "A", "19260", "wrong", "hash", SAVE + "#### 19260.5", "19260.5: relative error 2.6e-5"),
    g("x_big_perturb", "A", "102400", "wrong", "hash", CAN + "#### 102400.01", "102400.01: relative error 1e-7"),
    g("x_big_sci_wrong", "A", "102400", "wrong", "hash", CAN + "That is about 1.024 × 10^4 cans.\n#### 1.024e4", "1.024e4 = 10240, an exponent slip"),
    m("x_m_near_zero_newton", "A", G_Z, "wrong", "boxed", "Using Newton's method on the expression, the iterates settle at about $10^{-12}$, so $f(4) = \\boxed{10^{-12}}$.", "10^{-12} against gold 0: a near-zero value is not zero"),
    m("x_m_decimal_irrational", "A", G_D, "wrong", "boxed", D + r" \approx \boxed{13.42}$.", "a decimal for 6\\sqrt5 = 13.4164..."),
    m("x_m_decimal_repeating", "A", G_Q, "wrong", "boxed", Q + r" \approx \boxed{0.64}$.", "0.64 is not 7/11"),
    m("x_m_pi_decimal", "A", G_K, "wrong", "boxed", K + r" \approx \boxed{75.40}$.", "75.40 for 24\\pi = 75.398..."),
    m("x_m_float_residue", "A", G_Z, "wrong", "boxed", "Let me compute this with Python.\n```python\nimport math\nx = math.sqrt(2) * math.sqrt(8)  # x = 4\nprint(x**3 - 16*x)\n```\n```output\n2.842170943040401e-14\n```\nThe value is $\\boxed{2.842170943040401 \\times 10^{-14}}$.", "a floating-point residue 2.84e-14 boxed for gold 0"),
    m("x_m_slope_decimal", "A", G_L, "wrong", "boxed", L + r" \approx \boxed{-2.67}$.", "-2.67 for -8/3"),
    m("x_m_angle_decimal", "A", G_A, "wrong", "boxed", A + r" \approx \boxed{5.34}$ radians.", "5.34 for 17\\pi/10 = 5.3407..."),
    m("x_m_pi_as_314", "A", G_K, "wrong", "boxed", K + r" = 24 \cdot 3.14 = \boxed{75.36}$.", "pi taken as 3.14: 75.36 is not 24\\pi"),
    m("x_m_prob_approx", "A", G_P, "wrong", "boxed", P + r" \approx \boxed{0.056}$.", "0.056 for 1/18 = 0.0555..."),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", PEN + "#### 0.0", "0.0 for 0"),
    g("x_ok_trailing_zero", "B", "73.1", "correct", "hash", JACK + "#### 73.10", "a trailing zero"),
    g("x_ok_fraction", "B", "-19.5", "correct", "boxed", TEMP + "The final temperature is $\\boxed{-\\frac{39}{2}}$ degrees.", "-39/2 = -19.5"),
    g("x_ok_decimals_big", "B", "102400", "correct", "hash", CAN + "#### 102,400.00", "a comma and .00"),
    g("x_ok_percent_trailing", "B", "82.5", "correct", "hash", PCT + "#### 82.50", "82.50 for 82.5"),
    m("x_m_ok_unsimplified", "B", G_P, "correct", "boxed", P + r" = \boxed{\frac{2}{36}}$.", "2/36 = 1/18 unsimplified"),
    m("x_m_ok_repeating_decimal", "B", G_P, "correct", "boxed", P + r" = \frac{1}{18} = \boxed{0.0\overline{5}}$.", "0.0\\overline{5} = 1/18 exactly"),
    m("x_m_ok_sqrt180", "B", G_D, "correct", "boxed", D + r" = \boxed{\sqrt{180}}$.", "\\sqrt{180} = 6\\sqrt5"),
    m("x_m_ok_unreduced", "B", G_T, "correct", "boxed", T + r" = \boxed{\frac{18\sqrt{6}}{6}}$.", "18\\sqrt6/6 = 3\\sqrt6, not reduced"),
    m("x_m_ok_repeating_slope", "B", G_L, "correct", "boxed", L + r" = \boxed{-2.\overline{6}}$.", "-2.\\overline{6} = -8/3 exactly"),
    m("x_m_ok_zero_exact", "B", G_Z, "correct", "boxed", Z + r" = \boxed{0}$.", "the exact 0"),
    m("x_m_ok_complex_order", "B", G_C, "correct", "boxed", C + r" = \boxed{16i + 15}$.", "16i + 15 = 15 + 16i"),
    m("x_m_ok_power", "B", G_O, "correct", "boxed", r"The sum of the first $n$ odd numbers is $n^2$, so the answer is $\boxed{40^2}$.", "40^2 = 1600, left unevaluated"),
    m("x_m_ok_det_plus", "B", G_M, "correct", "boxed", M + r" = \boxed{+23}$.", "+23 = 23"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "307", "no_answer", "answer_is", COOK + "Hmm, I am not sure about the number sold. The answer is not 307.", "the gold negated, no other value stated"),
    g("n_strike_only", "A", "307", "no_answer", "hash", COOK + "#### ~~307~~", "the gold struck with ~~ and nothing after"),
    g("n_strike_then_slip", "A", "307", "wrong", "hash", COOK_SLIP + "#### ~~307~~ 316", "the gold struck, 316 after"),
    g("n_boxed_neq", "A", "221", "no_answer", "boxed", TRAIN + "The distance is $\\boxed{\\neq 221}$ miles.", "a box holding \\neq gold"),
    g("n_annot_incorrect", "A", "19260", "wrong", "boxed", SAVE + "$\\boxed{19260}$ (incorrect — I could not verify the trip cost)", "the model marks its own box incorrect"),
    g("n_cross_emoji", "A", "276", "wrong", "hash", BAG + "#### 276 ❌", "a cross mark after the answer"),
    g("n_text_wrong_in_box", "A", "259", "wrong", "boxed", SEAT + "$\\boxed{259 \\text{ (wrong)}}$", "an annotation inside the box marks it wrong"),
    g("n_isnt", "A", "82.5", "no_answer", "answer_is", PCT + "So the final answer isn't 82.5%.", "isn't the gold, nothing else"),
    g("n_cannot_be", "A", "73.1", "no_answer", "answer_is", JACK + "But a sale price can't be $73.10 if tax is added, so the answer cannot be 73.10. I need more information about the tax.", "the gold ruled out, no final value"),
    g("n_html_strike_other", "A", "102400", "wrong", "hash", CAN + "#### <s>102400</s> 100000", "the gold struck with <s>, 100000 after"),
    m("n_m_cancel_box", "A", G_B, "no_answer", "boxed", B + r" = \boxed{\cancel{576}}$", "a cancelled box, nothing else"),
    m("n_m_sout_other", "A", G_E, "wrong", "boxed", E + r" = \boxed{\sout{6x^2 + x - 12}\ 6x^2 - x - 12}$", "the gold struck with \\sout, 6x^2 - x - 12 after"),
    m("n_m_x_neq", "A", G_S, "no_answer", "boxed", r"Checking $(8, -3)$ in the first equation gives $16 - 9 = 7$ but I doubt the second, so $\boxed{(x, y) \neq (8, -3)}$.", "a box asserting the pair is NOT the solution"),
    m("n_m_strike_box_other", "A", G_K, "wrong", "boxed", K + r" = 24\pi$. ~~$\boxed{24\pi}$~~ Only half the sector is shaded, so the area is $\boxed{12\pi}$.", "the gold box struck, 12\\pi after"),
    m("n_m_not_sentence", "A", G_M, "no_answer", "prose_sentence", M + r"$, so the determinant is not $23$; I must have mixed up the entries.", "the gold negated, no other value"),
    g("n_ok_not_other", "B", "307", "correct", "answer_is", COOK + "The answer is not 316 but 307.", "another value negated, the gold asserted (twin of n_not_gold)"),
    g("n_ok_strike_other", "B", "307", "correct", "hash", COOK + "#### ~~316~~ 307", "the wrong value struck, the gold after (twin of n_strike_then_slip)"),
    g("n_ok_check_emoji", "B", "276", "correct", "hash", BAG + "#### 276 ✅", "a check mark after the answer (twin of n_cross_emoji)"),
    g("n_ok_annot_verified", "B", "19260", "correct", "boxed", SAVE + "$\\boxed{19260}$ (verified: 19260 + 3150 = 22410)", "a verification note after the box (twin of n_annot_incorrect)"),
    g("n_ok_not_other_value", "B", "221", "correct", "answer_is", TRAIN + "The answer is 221 miles, not 234.", "the gold asserted, another value negated after"),
    g("n_ok_isnt_other", "B", "259", "correct", "answer_is", SEAT + "The answer isn't 37; it's 259.", "negation of 37, the gold asserted"),
    g("n_ok_html_strike_other", "B", "102400", "correct", "hash", CAN + "#### <s>100000</s> 102400", "twin of n_html_strike_other"),
    m("n_m_ok_cancel_working", "B", G_T, "correct", "boxed", r"$\frac{18}{\sqrt{6}} \cdot \frac{\sqrt{6}}{\sqrt{6}} = \frac{\cancel{18}^{3}\sqrt{6}}{\cancel{6}} = \boxed{3\sqrt{6}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_neq_working", "B", G_Q, "correct", "boxed", Q + r"$. Note $x \neq \frac{63}{100}$, since the digits repeat. Reducing, $x = \boxed{\frac{7}{11}}$.", "a \\neq in the working, the gold boxed"),
    m("n_m_ok_sout_other", "B", G_E, "correct", "boxed", E + r" = \boxed{\sout{6x^2 - x - 12}\ 6x^2 + x - 12}$", "twin of n_m_sout_other: the wrong value struck, the gold after"),
    m("n_m_ok_base_note", "B", G_B, "correct", "boxed", B + r" = \boxed{576}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_strike_then_gold", "B", G_K, "correct", "boxed", r"The area is $\frac{135}{360} \cdot \pi \cdot 8^2$. ~~$\boxed{12\pi}$~~ I halved by mistake; the whole sector is asked, so the area is $\frac{3}{8} \cdot 64\pi = \boxed{24\pi}$.", "twin of n_m_strike_box_other"),

    # ================================================================ 5. unit words vs words that change the number
    g("u_negative_word", "A", "-19.5", "wrong", "hash", TEMP + "#### 19.5 negative", "debatable: '19.5 negative' after ####; the marked number is 19.5, the sign only as a trailing word (round 21's decision: reject)", True),
    g("u_dozen_gold", "A", "276", "wrong", "answer_is", BAG + "The answer is 276 dozen.", "276 dozen = 3312, not the 276 bagels the working counts"),
    g("u_thousand_gold", "A", "19260", "wrong", "hash", SAVE + "#### 19260 thousand", "19260 thousand = 19,260,000"),
    g("u_hundred_gold", "A", "102400", "wrong", "answer_is", CAN + "The answer is 102400 hundred cans.", "102400 hundred = 10,240,000"),
    g("u_k_gold", "A", "19260", "wrong", "answer_is", SAVE + "She has $19260k left.", "19260k = 19,260,000"),
    g("u_fewer", "A", "307", "wrong", "hash", COOK + "#### 187 fewer", "187, the number sold, with 'fewer'"),
    g("u_percent_of", "A", "82.5", "wrong", "answer_is", PCT + "The answer is 82.5% of 120, which is 99 students.", "the final value stated is 99"),
    g("u_below_zero_slip", "A", "-19.5", "wrong", "answer_is", TEMP_SLIP + "The answer is 7.5 degrees below zero.", "7.5 below zero = -7.5, not -19.5"),
    g("u_ok_below_zero", "B", "-19.5", "correct", "answer_is", TEMP + "The answer is 19.5 degrees below zero.", "19.5 degrees below zero = -19.5: words that make the number negative (twin of u_below_zero_slip)"),
    m("u_m_degrees", "A", G_A, "wrong", "boxed", r"$306^\circ$ in radians is $\boxed{306^\circ}$.", "debatable: the given degrees restated where the gold is radians; as an angle equal (round 21's decision: reject)", True),
    m("u_m_squared_word", "A", G_O, "wrong", "answer_is", r"The sum of the first $40$ odd numbers is $40$ squared. The answer is $1600$ squared.", "1600 squared = 2,560,000"),
    g("u_ok_dollars", "B", "19260", "correct", "hash", SAVE + "#### $19,260 dollars", "a dollar sign and the word dollars"),
    g("u_ok_dozen_equiv", "B", "276", "correct", "answer_is", "23 dozen bagels were baked.\nThe answer is 23 dozen, i.e. 276 bagels.", "23 dozen then 276: the last value is the gold"),
    g("u_ok_dozen_only", "B", "276", "correct", "answer_is", "The baker made 23 dozen bagels, so the answer is 23 dozen.", "debatable: 23 dozen = 276 by value, but the number written is 23; proposed accept (dozen is a multiplier the reader applies)", True),
    g("u_ok_thousand_equiv", "B", "19260", "correct", "answer_is", SAVE + "She has 19.26 thousand dollars left.", "19.26 thousand = 19,260 (twin of u_thousand_gold)"),
    g("u_ok_k_equiv", "B", "19260", "correct", "answer_is", SAVE + "She has $19.26k left.", "19.26k = 19,260 (twin of u_k_gold)"),
    g("u_ok_cans", "B", "102400", "correct", "answer_is", CAN + "The answer is 102,400 cans.", "a unit noun after the number"),
    g("u_ok_miles", "B", "221", "correct", "hash", TRAIN + "#### 221 miles", "a unit after ####"),
    g("u_ok_percent_word", "B", "82.5", "correct", "answer_is", PCT + "The answer is 82.5 percent.", "the word percent"),
    g("u_ok_fahrenheit", "B", "-19.5", "correct", "answer_is", TEMP + "The answer is -19.5 °F.", "a degree sign and F"),
    g("u_ok_cookies_left", "B", "307", "correct", "hash", COOK + "#### 307 cookies left", "two words after the number"),
    g("u_ok_seats_left", "B", "259", "correct", "answer_is", SEAT + "The answer is 259 seats filled.", "a unit noun and a participle"),
    m("u_m_ok_sq_units", "B", G_K, "correct", "boxed", K + r" = \boxed{24\pi \text{ cm}^2}$.", "units in the box"),
    m("u_m_ok_radians", "B", G_A, "correct", "boxed", A + r" = \boxed{\frac{17\pi}{10} \text{ radians}}$.", "the word radians in the box"),
    m("u_m_ok_units_word", "B", G_D, "correct", "boxed", D + r" = \boxed{6\sqrt{5}\text{ units}}$.", "the word units in the box"),

    # ================================================================ 6. retractions and after-text
    g("r_edit", "A", "307", "wrong", "hash", COOK + "#### 307\n\nEdit: I misread the problem, 178 were sold, so 494 - 178 = 316.", "Edit: after the answer, 316"),
    g("r_update", "A", "19260", "wrong", "hash", SAVE + "#### 19260\n\nUpdate: the trip was paid from a different account, so she still has 22410.", "Update: 22410"),
    g("r_erratum", "A", "73.1", "wrong", "boxed", JACK + "$\\boxed{73.10}$\n\nErratum: the discount is 25%, not 15%, so the price is 86 - 21.50 = 64.50.", "Erratum: 64.50 (0.25 * 86 = 21.5)"),
    g("r_never_mind", "A", "221", "wrong", "answer_is", TRAIN + "The answer is 221. Never mind, 4 hours 15 minutes... the trip was 4.5 hours, it's 234.", "Never mind, 234"),
    g("r_wait_rebox", "A", "221", "wrong", "boxed", TRAIN + "$\\boxed{221}$\n\nWait, I need to double-check: the trip lasts 4 hours 30 minutes, not 4 hours 15 minutes. So the distance is 52 × 4.5 = 234 miles.\n\n$\\boxed{234}$", "a later box 234"),
    g("r_scratch", "A", "276", "wrong", "hash", BAG + "#### 276\n\nScratch that: a baker's dozen is 13, so 23 * 13 = 299.\n#### 299", "scratch that, 299"),
    g("r_correction_to_slip", "A", "259", "wrong", "hash", SEAT + "#### 259\n\nCorrection: one eighth is empty, so 296 - 37 - 37 = 222.\n#### 222", "a correction to 222"),
    g("r_oops", "A", "82.5", "wrong", "answer_is", PCT + "The answer is 82.5%. Oops, I swapped the numbers: 120 / 99... no, the fail rate is 21 / 120 = 17.5%. The answer is 17.5%.", "oops, then 17.5"),
    g("r_retract_nothing", "A", "102400", "wrong", "hash", CAN + "#### 102400\n\nHmm, that seems too large for a warehouse. I think this is wrong, please disregard it.", "debatable: the gold withdrawn with nothing new; wrong by round 21's convention (no_answer also defensible); proposed reject", True),
    m("r_m_actually_box", "A", G_N, "wrong", "boxed", NC + r" = \boxed{1001}$" + "\n\nActually, the four roles are different, so order matters: $14 \\cdot 13 \\cdot 12 \\cdot 11 = \\boxed{24024}$.", "Actually, a later box 24024"),
    m("r_m_minerva_then_redo", "A", G_K, "wrong", "minerva", K + r" = 24\pi$." + N + MINERVA.format("$24\\pi$") + "\n\nLet me redo this. The shaded part is half the sector, so the area is $12\\pi$.\n" + MINERVA.format("$12\\pi$"), "a second Minerva line after a redo, 12\\pi"),
    m("r_m_oops_slope", "A", G_L, "wrong", "boxed", L + r" = \boxed{-\frac{8}{3}}$." + "\n\nOops, I subtracted in the wrong order; the slope is $\\boxed{\\frac{8}{3}}$.", "a false correction to 8/3; the last committed box"),
    m("r_m_withdraw_pair", "A", G_S, "wrong", "boxed", S + r" So $\boxed{(8, -3)}$." + "\n\nHmm, wait, that does not satisfy the second equation. I made an error somewhere, so this answer is wrong.", "debatable: the gold withdrawn (falsely: 8 - (-3) = 11) with nothing new; wrong by round 21's convention; proposed reject", True),
    m("r_m_qwen_restart_new", "A", G_B, "wrong", "boxed", qwen("To convert $1452_7$ to base 10:", ("Expand", B + "$"), ("Add", "$343 + 196 + 35 + 2 = 576$")) + qbox("576") + "\n\nHowever, I realize the digits are read right to left, so $2541_7 = 2 \\cdot 343 + 5 \\cdot 49 + 4 \\cdot 7 + 1 = 960$. Thus, the answer is \\(\\boxed{960}\\).", "a restart that reaches 960 (686 + 245 + 28 + 1 = 960)"),
    g("r_ok_edit_format", "B", "307", "correct", "hash", COOK + "#### 307\n\nEdit: fixed the formatting of the calculation.", "Edit about formatting only (twin of r_edit)"),
    g("r_ok_correction_to_gold", "B", "307", "correct", "hash", COOK_SLIP + "#### 316\n\nCorrection: 187 were sold, not 178, so 494 - 187 = 307.\n#### 307", "a correction to the gold"),
    g("r_ok_check_after", "B", "307", "correct", "hash", COOK + "#### 307\n\nCheck: 307 + 187 = 494 = 19 * 26. ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "73.1", "correct", "hash", JACK + "#### 73.10\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_wait_confirm", "B", "221", "correct", "boxed", TRAIN + "$\\boxed{221}$\n\nWait, let me double-check: 52 × 4 = 208 and 52 × 0.25 = 13, so 208 + 13 = 221. Yes, 221 miles.", "a re-check that confirms (twin of r_wait_rebox)"),
    g("r_ok_scratch_to_gold", "B", "276", "correct", "hash", "A baker's dozen is 13, so 23 * 13 = <<23*13=299>>299.\n#### 299\n\nScratch that: the problem says dozen, not baker's dozen, so 23 * 12 = 276.\n#### 276", "scratch that, then the gold (twin of r_scratch)"),
    g("r_ok_restart_cut", "B", "82.5", "correct", "hash", PCT + "#### 82.5\n\nLet me solve this again another way to be sure. The number who failed is 120 - 99 = 21, and 21 / 120 =", "a re-check cut off before any new value; the committed answer stands"),
    g("r_ok_im_user_tail", "B", "221", "correct", "answer_is", TRAIN + "The answer is 221 miles." + IM_USER + "Thanks! What if the trip took 4.5 hours instead?", "an invented user turn after the answer"),
    g("r_ok_eot_user_tail", "B", "259", "correct", "boxed", llama(("Find one eighth", "296 / 8 = 37."), ("Multiply by 7", "7 * 37 = 259.")) + LLAMA_END.format("259") + EOT_USER + "Can you explain why we divide by 8?", "Llama 3 steps, closing line, an invented user turn"),
    m("r_m_ok_ps", "B", G_B, "correct", "boxed", B + r" = \boxed{576}$" + "\n\nP.S. You can check this by converting 576 back to base 7: 576 = 1·343 + 4·49 + 5·7 + 2.", "a P.S. check after the box"),
    m("r_m_ok_self_posed", "B", G_K, "correct", "boxed", K + r" = \boxed{24\pi}$." + "\n\nFollow-up question: what would the area be if the radius were 10? Then it is $\\frac{3}{8} \\cdot 100\\pi = \\boxed{\\frac{75\\pi}{2}}$.", "a self-posed follow-up with its own box does not replace the answer (issue 25 class 4)"),
    m("r_m_ok_update_gold", "B", G_L, "correct", "boxed", r"The slope is $\frac{7 - (-1)}{5 - 2} = \boxed{\frac{8}{3}}$." + "\n\nUpdate: I subtracted the $y$-values in the opposite order from the $x$-values. The slope is $\\frac{-1 - 7}{5 - 2} = \\boxed{-\\frac{8}{3}}$.", "an update to the gold"),
    m("r_m_ok_qwen_end_note", "B", G_C, "correct", "boxed", C + r" = 15 + 16i$." + N + QWEN_END.format("15 + 16i") + "\n\nNote: $i^2 = -1$ was used in the last step.", "Qwen's closing line then a harmless note"),
    m("r_m_ok_r1_wait_confirm", "B", G_R, "correct", "boxed", th(R1_R) + r1final("-\\frac{2}{5}, 3") + "\n\nWait, let me verify $x = 3$: $45 - 39 - 6 = 0$. ✓", "R1 final block then a confirming check"),

    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_teacher_said", "A", "307", "wrong", "hash", COOK_SLIP + "My teacher said the answer is 307, but I get 316.\n#### 316", "the gold only reported as someone else's claim"),
    g("q_quote_then_refuse", "A", "307", "no_answer", "none", "> #### 307\n\nI cannot solve this problem because I don't know how many trays there are.", "a quoted #### then a refusal"),
    g("q_if_then", "A", "19260", "no_answer", "none", "If the $3,150 trip is paid from the savings, the answer would be 19260. But the problem doesn't say, so I can't determine it.", "only a hypothetical, then a refusal"),
    g("q_parts", "A", "102400", "wrong", "answer_is", CAN + "The answer is 102400 cans for part (a) and 4096 boxes for part (b).", "debatable: the question has one part; two final values; proposed reject (issue 25's '18 for part (a) and 20 for part (b)')", True),
    g("q_online_solution", "A", "259", "wrong", "hash", 'An online solution says "#### 259", but that uses 296 seats; the hall has 280, so 7/8 of 280 is 7 * 35 = <<7*35=245>>245.\n#### 245', "the gold only in a quoted solution; the model's answer 245"),
    g("q_answer_key", "A", "82.5", "wrong", "hash", "According to the answer key, the answer is 82.5, but my calculation gives 99 / 120 = 0.8 = 80%.\n#### 80", "the gold reported from an answer key; own answer 80"),
    g("q_fewshot_next_gold", "A", "307", "wrong", "hash", COOK_SLIP + "#### 316\n\nQuestion: A shop had 500 pencils and sold 193. How many are left?\nAnswer: 500 - 193 = <<500-193=307>>307\n#### 307", "the gold only in an invented next question's answer; the posed question's answer 316"),
    g("q_suppose_cut", "A", "221", "no_answer", "none", "Suppose the distance is 221 miles. Then the speed would be 221 / 4.25 =", "only a supposition, cut off"),
    m("q_m_you_asked", "A", G_N, "no_answer", "none", r'You asked: "Show that the answer is $\boxed{1001}$." I cannot verify this without knowing how many people are on the committee.', "the gold only inside the user's quoted request"),
    m("q_m_invented_turn", "A", G_N, "wrong", "boxed", r"$\binom{14}{3} = \boxed{364}$" + IM_USER + "The answer should be 1001.", "the gold only in an invented user turn"),
    m("q_m_self_posed_gold", "A", G_N, "wrong", "boxed", r"A committee of $5$ from $14$: $\binom{14}{5} = \boxed{2002}$." + "\n\nPractice problem: How many ways are there to choose 4 people from 14? Answer: $\\binom{14}{4} = \\boxed{1001}$.", "the gold only in a self-posed practice problem; the posed question's answer 2002"),
    m("q_m_user_claim", "A", G_D, "wrong", "boxed", r"You said the answer is $6\sqrt{5}$, but I get it differently. " + D_SLIP + r" = \boxed{6\sqrt{2}}$.", "the gold only as the user's claim"),
    m("q_m_guess_refuse", "A", G_B, "no_answer", "none", r"If I had to convert it, I might get something like $\boxed{576}$, but I'm not able to do base conversions reliably, so I can't give an answer.", "debatable: a box under a hypothetical followed by a refusal; proposed no_answer (round 21's q_m_example)", True),
    m("q_m_book_only", "A", G_Q, "no_answer", "none", r'The textbook states: "$0.\overline{63} = \frac{7}{11}$." I am not sure how to show this.', "only a quotation of a source"),
    g("q_ok_teacher_wrong", "B", "307", "correct", "hash", COOK + "My friend said 316, but she used 178 instead of 187.\n#### 307", "another's wrong value reported first (twin of q_teacher_said)"),
    g("q_ok_quote_problem", "B", "307", "correct", "hash", '> "A bakery has 19 trays with 26 cookies on each tray and sells 187 cookies."\n\n' + COOK + "#### 307", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "19260", "correct", "hash", SAVE + "#### 19260\n\nIf she skipped the trip, she would have 22410 instead.", "a hypothetical after the committed answer"),
    g("q_ok_answer_key_agree", "B", "82.5", "correct", "hash", PCT + "The answer key says 82.5, and my calculation agrees.\n#### 82.5", "an agreeing report, then the model's own ####"),
    g("q_ok_fewshot_next", "B", "307", "correct", "hash", COOK + "#### 307\n\nQuestion: A shop had 500 pencils and sold 184. How many are left?\nAnswer: 500 - 184 = <<500-184=316>>316\n#### 316", "an invented next question after the answer (twin of q_fewshot_next_gold)"),
    g("q_ok_suppose_refuted", "B", "221", "correct", "answer_is", "Suppose the trip took 4.5 hours; then it would be 234 miles. But 4 hours 15 minutes is 4.25 hours, so the distance is 52 * 4.25 = 221 miles.\nThe answer is 221.", "a supposition refuted, then the gold"),
    m("q_m_ok_example_first", "B", G_B, "correct", "boxed", r"For example, $12_7 = 9$. Likewise, " + B + r" = \boxed{576}$.", "an example with another value first"),
    m("q_m_ok_invented_turn_other", "B", G_N, "correct", "boxed", NC + r" = \boxed{1001}$" + IM_USER + "Great, and what is C(14, 3)?", "an invented user turn after the box (twin of q_m_invented_turn)"),
    m("q_m_ok_self_posed_after", "B", G_N, "correct", "boxed", NC + r" = \boxed{1001}$." + "\n\nPractice problem: How many ways are there to choose 3 people from 14? Answer: $\\binom{14}{3} = \\boxed{364}$.", "a self-posed practice problem after the answer (twin of q_m_self_posed_gold)"),
    m("q_m_ok_user_claim_wrong", "B", G_D, "correct", "boxed", r"You said the answer is $6\sqrt{2}$, but that uses the wrong vertical change. " + D + r" = \boxed{6\sqrt{5}}$.", "the user's wrong claim reported first (twin of q_m_user_claim)"),
    m("q_m_ok_quote_problem", "B", G_I, "correct", "boxed", r"> Solve $|3x + 2| < 13$." + "\n\n" + I + r" So $x \in \boxed{\left(-5, \frac{11}{3}\right)}$.", "the problem quoted, then the interval"),
    m("q_m_ok_book_then_show", "B", G_Q, "correct", "boxed", r'The textbook states that $0.\overline{63}$ is a fraction with denominator 11. Indeed: ' + Q + r" = \boxed{\frac{7}{11}}$.", "a report, then the model's own derivation and box"),

    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_empty", "A", "307", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "307", "no_answer", "none", "  \n\n\t \n", "only whitespace"),
    g("b_nul_inside", "A", "307", "wrong", "hash", COOK + "#### 30\x007", "a NUL inside the number; debatable: NUL makes the pair bad input (proposed reject)", True),
    g("b_fullwidth_slip", "A", "307", "wrong", "hash", COOK_SLIP + "#### ３１６", "full-width 316"),
    g("b_bom_slip", "A", "307", "wrong", "hash", "\ufeff" + COOK_SLIP + "#### 316", "a BOM then 316"),
    g("b_replacement_slip", "A", "307", "wrong", "hash", COOK_SLIP + "#### 316\ufffd", "a replacement character after 316"),
    g("b_math_bold_slip", "A", "307", "wrong", "hash", COOK_SLIP + "#### 𝟑𝟏𝟔", "mathematical bold digits (astral plane) for 316"),
    g("b_ansi_slip", "A", "307", "wrong", "hash", COOK_SLIP + "\x1b[1m#### 316\x1b[0m", "ANSI escape codes around #### 316"),
    g("b_long_loop", "A", "102400", "no_answer", "truncated", CAN.replace("102400 cans.\n", "") + "and then we multiply and then we multiply " * 3000, "a degenerate loop of 130,000 characters with no answer; the gold only in the calculator annotation"),
    g("b_gold_space_slip", "A", " 307 ", "wrong", "hash", COOK_SLIP + "#### 316", "a gold with spaces; the answer 316"),
    m("b_m_gold_dollar_slip", "A", "$6\\sqrt{5}$", "wrong", "boxed", D_SLIP + r" = \boxed{6\sqrt{2}}$.", "a gold stored with dollar signs; the answer 6\\sqrt2"),
    m("b_m_unclosed_box", "A", G_N, "no_answer", "truncated", NC + r" = \boxed{10", "cut inside the box"),
    m("b_m_control_char_other", "A", G_M, "wrong", "boxed", M + r" = \boxed{2" + "\x08" + r"3}$", "debatable: a backspace control character inside the box (2, BS, 3); not 23 as written; proposed reject", True),
    g("b_ok_fullwidth", "B", "307", "correct", "hash", COOK + "#### ３０７", "full-width digits (twin of b_fullwidth_slip)"),
    g("b_ok_bom", "B", "307", "correct", "hash", "\ufeff" + COOK + "#### 307", "a BOM first (twin of b_bom_slip)"),
    g("b_ok_crlf", "B", "19260", "correct", "hash", (SAVE + "#### 19260").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_nbsp", "B", "307", "correct", "hash", COOK + "####\u00a0307", "a no-break space after ####"),
    g("b_ok_emoji_tail", "B", "307", "correct", "hash", COOK + "#### 307 🍪", "an emoji after the answer"),
    g("b_ok_line_separator", "B", "221", "correct", "hash", TRAIN + "\u2028#### 221", "a U+2028 line separator before the answer"),
    g("b_ok_long_then_answer", "B", "102400", "correct", "hash", "Let me think step by step. " * 4000 + CAN + "#### 102400", "100,000 characters of filler, then the working and the answer"),
    g("b_ok_gold_space", "B", " 307 ", "correct", "hash", COOK + "#### 307", "a gold with spaces (twin of b_gold_space_slip)"),
    g("b_ok_tab", "B", "259", "correct", "hash", SEAT + "####\t259", "a tab after ####"),
    m("b_m_ok_gold_dollar", "B", "$6\\sqrt{5}$", "correct", "boxed", D + r" = \boxed{6\sqrt{5}}$.", "a gold stored with dollar signs (twin of b_m_gold_dollar_slip)"),
    m("b_m_ok_gold_boxed", "B", "\\boxed{1001}", "correct", "boxed", NC + r" = \boxed{1001}$.", "a gold stored boxed"),
    m("b_m_ok_zero_width", "B", G_M, "correct", "boxed", M + " = \\boxed{23}$\u200b", "a zero-width space after the math"),

    # ================================================================ more model styles (Minerva, Llama 3, Qwen2.5-Math)
    m("x_m_minerva_decimal", "A", G_Q, "wrong", "minerva", Q + "$, which is about $0.6364$.\n" + MINERVA.format("$0.6364$"), "a four-place decimal for 7/11 = 0.636363..."),
    m("x_m_ok_minerva_unreduced", "B", G_Q, "correct", "minerva", Q + "$.\n" + MINERVA.format("$\\frac{63}{99}$"), "63/99 = 7/11 unreduced, in a Minerva line (twin of x_m_minerva_decimal)"),
    m("t_m_llama_in_tag_other", "A", G_B, "wrong", "tag", th(llama(("Read the digits", "Reading right to left, the number is 2541 in base 7."), ("Convert", "2 * 343 + 5 * 49 + 4 * 7 + 1 = 686 + 245 + 28 + 1 = 960."))) + "<answer>The final answer is: $\\boxed{960}$</answer>", "Llama 3 steps in the thinking, its closing line in the tag: 960"),
    m("t_m_ok_llama_in_tag", "B", G_B, "correct", "tag", th(llama(("Expand", "1 * 343 + 4 * 49 + 5 * 7 + 2."), ("Add", "343 + 196 + 35 + 2 = 576."))) + "<answer>The final answer is: $\\boxed{576}$</answer>", "Llama 3's closing line inside the tag (twin of t_m_llama_in_tag_other)"),
    m("n_m_qwen_xcancel", "A", G_M, "no_answer", "boxed", qwen("To find the determinant:", ("Formula", "$ad - bc$"), ("Compute", "$7 \\cdot 5 - 3 \\cdot 4 = 23$")) + "Thus, the answer is \\(\\boxed{\\xcancel{23}}\\): I crossed it out because I may have misread the matrix entries.", "the model crosses out its only boxed value; nothing else"),
    m("u_m_ok_minerva_radians", "B", G_A, "correct", "minerva", A + " = \\frac{17\\pi}{10}$.\n" + MINERVA.format("$\\frac{17\\pi}{10}$ radians"), "the word radians after the value in a Minerva line"),
    g("r_llama_then_correction", "A", "259", "wrong", "boxed", llama(("Find one eighth", "296 / 8 = 37."), ("Multiply by 7", "7 * 37 = 259.")) + LLAMA_END.format("259") + "\n\nCorrection: 37 of the filled seats were reserved, so 259 - 37 = 222. The final answer is: $\\boxed{222}$", "a correction after Llama's closing line, 222"),
    g("r_ok_llama_then_check", "B", "259", "correct", "boxed", llama(("Find one eighth", "296 / 8 = 37."), ("Multiply by 7", "7 * 37 = 259.")) + LLAMA_END.format("259") + "\n\nCheck: 259 + 37 = 296, the seat count. ✓", "a check after Llama's closing line (twin of r_llama_then_correction)"),
    m("q_qwen_claim_then_other", "A", G_B, "wrong", "boxed", "The problem's hint claims that \\(1452_7 = \\boxed{576}\\); let's verify.\n\n" + qwen("Reading the digits right to left:", ("Digits", "$2, 5, 4, 1$"), ("Convert", "$2 \\cdot 343 + 5 \\cdot 49 + 4 \\cdot 7 + 1 = 960$")) + qbox("960"), "the gold only in a reported claim; the model's own box 960"),
    g("h_minerva_after_hash_other", "A", "259", "wrong", "minerva", SEAT + "#### 259\n" + MINERVA.format("222"), "#### the gold, then a Minerva line stating 222: two different final answers"),
    g("h_ok_minerva_after_hash", "B", "259", "correct", "minerva", SEAT + "#### 259\n" + MINERVA.format("259"), "#### and a Minerva line agree (twin of h_minerva_after_hash_other)"),
]
# fmt: on

DECISIONS = {
    "x_share_for_percent": (
        "reject",
        "a share 0.825 is not the percent 82.5 the working computes (round 21's GSM8K decision)",
    ),
    "u_negative_word": (
        "reject",
        "the marked number is 19.5; a trailing word does not make it -19.5 (round 21)",
    ),
    "u_ok_dozen_only": (
        "accept",
        "23 dozen is 276 by value; dozen is a multiplier a reader applies (README: equal in value is correct)",
    ),
    "u_m_degrees": (
        "reject",
        "the box restates the given degrees where the gold is radians (round 21)",
    ),
    "r_retract_nothing": (
        "reject",
        "a value the model withdraws with nothing new is not its answer",
    ),
    "r_m_withdraw_pair": (
        "reject",
        "a value the model withdraws with nothing new is not its answer",
    ),
    "q_parts": (
        "reject",
        "two final values for a one-part question (issue 25's part (a)/(b) probe)",
    ),
    "q_m_guess_refuse": (
        "reject",
        "a box under a hypothetical, followed by a refusal, is no final answer",
    ),
    "b_nul_inside": ("reject", "a NUL in the completion makes the pair bad input"),
    "b_m_control_char_other": (
        "reject",
        "a control character inside the box; what is written is not 23",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam79", CASES, [], DECISIONS)
