r"""Build adversarial_redteam96.jsonl: a ninety-sixth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam96", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, ANALYSIS.md or any NOTES file, and WITHOUT running
the checker (or any grader, math-verify or sympy) on the probes; handed over BEFORE any scoring. Not
model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure and
label rules) and the issue text were read. Labels are by reading; arithmetic checked by hand (and
with python on plain numbers only).

Aim of this round: the issue's eight classes in ENGLISH as a hidden evaluation set would test them,
in the styles real models write: R1-Zero traces (<think>...</think><answer>...</answer>), R1-distill
closing blocks, Qwen2.5-Math numbered steps and boxes, Llama 3 "## Step N:" working, Minerva lines,
GSM8K calculator annotations, few-shot tails with invented next questions, chat-template tails
(ChatML / Llama 3), program-aided (PAL) outputs, and short or looping small RL policies. About half
kind A, half kind B, with many kind-B twins of kind-A probes.

Problems and golds (new values; each gold grep-counted over the earlier rounds, most unused):
GSM8K
- COOK: 37 trays of 24 cookies, 529 sold -> 359 (37 * 24 = 740 + 148 = 888; 888 - 529 = 359; check
  359 + 529 = 888). Misread 592 sold: 888 - 592 = 296 (296 + 592 = 888).
- TRAIN: 63 km/h for 7.5 h -> 472.5 (63 * 7 = 441, 63 * 0.5 = 31.5; 441 + 31.5 = 472.5). For 7 h: 441.
- SAVE: $1,245 a month for 18 months, then a $3,875 laptop -> 18535 (1245 * 18 = 12450 + 9960 =
  22410; 22410 - 3875 = 18535; check 18535 + 3875 = 22410). Without the laptop: 22410.
- PROFIT: revenue $4,380, costs $5,126 -> -746 (5126 - 4380 = 746, so 4380 - 5126 = -746).
- PCT: 47 of 80 pass -> 58.75 percent (47 / 80 = 0.5875; 80 * 0.5875 = 47). Failing: 41.25.
- JAR: a 0.3 L bottle, 0.1 L and 0.2 L drunk -> 0 (0.3 - 0.1 - 0.2 = 0; Python floats print
  -2.7755575615628914e-17, checked with python).
- PRICE: 3.75 lb at $4.84 -> 18.15 (3 * 4.84 = 14.52; 0.75 * 4.84 = 3.63; 14.52 + 3.63 = 18.15).
  At $4.48: 3.75 * 4.48 = 13.44 + 3.36 = 16.80.
- EGGS: 53 cartons of 12 eggs -> 636 (53 * 12 = 530 + 106 = 636 = 53 dozen).
- WAGE: 14 workers, 8 h at $23.50 -> 2632 (8 * 23.5 = 188; 14 * 188 = 1880 + 752 = 2632). With 7
  paid hours: 7 * 23.5 = 164.5; 14 * 164.5 = 2303.
- SEATS: 36 rows of 69 seats -> 2484 (36 * 70 - 36 = 2520 - 36 = 2484). Misread 68: 36 * 68 = 2448.
MATH
- PROB: 13 red and 7 blue marbles, P(red) -> \frac{13}{20} (= 0.65 exactly).
- ELEV: a multiple of 11 from 1 to 90 -> \frac{4}{45} (11, 22, ..., 88: 8 of them; 8/90 = 4/45 =
  0.0888..., not a terminating decimal).
- DIST: (-3, 2) to (5, -3) -> \sqrt{89} (dx = 8, dy = -5; 64 + 25 = 89; sqrt(89) = 9.43398...).
- INT: |4x - 3| <= 13 -> \left[ -\frac{5}{2}, 4 \right] (-13 <= 4x - 3 <= 13; -10 <= 4x <= 16).
- ROOTS: 7x^2 - 19x - 6 = 0 -> -\frac{2}{7}, 3 ((7x + 2)(x - 3) = 7x^2 - 21x + 2x - 6; check
  7 * 9 - 57 - 6 = 0 and 4/7 + 38/7 - 6 = 0).
- CPX: (3 - 2i)(5 + 4i) -> 23 + 2i (15 + 12i - 10i - 8i^2 = 15 + 2i + 8).
- RAD: 285 degrees in radians -> \frac{19\pi}{12} (285/180 = 19/12).
- BASE: 4321_5 in base 10 -> 586 (4 * 125 + 3 * 25 + 2 * 5 + 1 = 500 + 75 + 10 + 1). 566 is the
  digit-swap slip (4231_5 = 500 + 50 + 15 + 1 = 566).
- SYS: 3x + 2y = 16, x - y = 2 -> (4, 2) (x = y + 2; 5y + 6 = 16; y = 2; check 12 + 4 = 16).
- POLY: (4x - 3)(x + 7) -> 4x^2 + 25x - 21 (4x^2 + 28x - 3x - 21).
- COMB: \binom{16}{3} -> 560 (16 * 15 * 14 = 3360; 3360 / 6 = 560).
- REP: 0.\overline{72} as a fraction -> \frac{8}{11} (72/99 = 8/11 = 24/33; 8/11 = 0.7272...).
- ZERO: g(x) = x^2 - 5x + 6 at x = 3 -> 0 (9 - 15 + 6 = 0).
- SEC: sector of radius 12, angle 105 degrees -> 42\pi (105/360 = 7/24; 144 * 7 / 24 = 42;
  42 pi = 131.9468...).
- SURD: \sqrt{200} + \sqrt{72} -> 16\sqrt{2} (10 sqrt2 + 6 sqrt2; sqrt(512) = 16 sqrt2).
- RAT: 20/\sqrt{10} -> 2\sqrt{10} (20 sqrt10 / 10).
- ANG: interior angle of a regular 45-gon in degrees -> 172 (180 * 43 / 45 = 4 * 43 = 172;
  exterior 360 / 45 = 8).
- CIRC: area of a circle of diameter 34 -> 289\pi (r = 17; 289 pi = 907.92...).
- LOG: \log_2 \frac{1}{256} -> -8 (256 = 2^8).
- FRAC: 2/5 + 1/3 + 1/6 -> \frac{9}{10} (12/30 + 10/30 + 5/30 = 27/30 = 9/10 = 0.9).
- DOM: the domain of \sqrt{x - 3} -> [3, \infty).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (exact vs decimal, near-zero values, tiny perturbations, equal forms); `n_` negation,
strike-out, annotation; `u_` unit words vs words that change the number; `r_` retractions and
corrections after the answer vs harmless after-text; `q_` quoted, reported, hypothetical and
self-posed text; `b_` bad input a JSON corpus can hold (no lone surrogates). An `_m_` after the
prefix marks a MATH probe; `_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG, withdrawn or unanswered completion a careless checker accepts; "B" a
RIGHT completion in a notation or wording real models write, which a strict checker might refuse.

Label rules (corpus/README.md "How labels were made" and the brief): the model's LAST COMMITTED final
answer decides. A value it withdraws, negates, strikes out or marks wrong, or only mentions as a
hypothetical, a quotation or someone else's claim, is not its answer. A hedge between two values, or
two different final answers, is `wrong`. No final answer (cut off, refused, only a placeholder, a
withdrawn value with nothing after it) is `no_answer`. A value equal to the gold mathematically
(0.65 for \frac{13}{20}, `636 eggs`, 53 dozen eggs = 636) is `correct`; a decimal approximation of an
exact irrational or repeating gold is `wrong`. An explicit correction after the answer makes the
corrected value final; a check, a pleasantry, an invented next user turn or a self-set new problem
after a committed answer does not replace it. In an <answer> tag a sentence, an equation chain or a
box is read for the value it states; an unclosed tag still holds its answer. A few-shot completion
that goes on with an invented next question is labelled by the answer to the question posed. Any
probe with a NUL is kind A only (a NUL makes the pair bad input). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and the proposed decision in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam96.py
"""

from corpus_build import (
    EOT_ASSIST,
    EOT_USER,
    IM_ASSIST,
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
# calculator-annotated (GSM8K fine-tune style)
COOK = "The bakery makes 37 * 24 = <<37*24=888>>888 cookies.\nAfter selling 529, 888 - 529 = <<888-529=359>>359 cookies are left.\n"
COOK_SLIP = "The bakery makes 37 * 24 = <<37*24=888>>888 cookies.\nAfter selling 592, 888 - 592 = <<888-592=296>>296 cookies are left.\n"
TRAIN = "The train travels 63 * 7.5 = <<63*7.5=472.5>>472.5 km.\n"
TRAIN_SLIP = "The train travels for 7 hours, so 63 * 7 = <<63*7=441>>441 km.\n"
SAVE = "In 18 months she saves 1245 * 18 = <<1245*18=22410>>22410 dollars.\nAfter buying the laptop she has 22410 - 3875 = <<22410-3875=18535>>18535 dollars.\n"
SAVE_NOSPEND = "In 18 months she saves 1245 * 18 = <<1245*18=22410>>22410 dollars.\n"
PROFIT = "The profit is 4380 - 5126 = <<4380-5126=-746>>-746 dollars.\n"
PCT = "47 / 80 = <<47/80=0.5875>>0.5875 of the students passed, which is 0.5875 * 100 = <<0.5875*100=58.75>>58.75 percent.\n"
JAR = "Ana and Ben drink 0.1 + 0.2 = <<0.1+0.2=0.3>>0.3 liters, so 0.3 - 0.3 = <<0.3-0.3=0>>0 liters are left.\n"
PRICE = "3.75 pounds cost 3.75 * 4.84 = <<3.75*4.84=18.15>>18.15 dollars.\n"
EGGS = "53 cartons hold 53 * 12 = <<53*12=636>>636 eggs.\n"
WAGE = "Each worker earns 8 * 23.50 = <<8*23.5=188>>188 dollars.\nAll 14 workers earn 14 * 188 = <<14*188=2632>>2632 dollars.\n"
SEATS = "The theater has 36 * 69 = <<36*69=2484>>2484 seats.\n"
SEATS_SLIP = "The theater has 36 * 68 = <<36*68=2448>>2448 seats.\n"

# R1-Zero thinking (the <answer> tag follows)
COOK_T = "Okay, the bakery makes 37 trays with 24 cookies on each. 37 × 20 = 740 and 37 × 4 = 148, so 888 cookies. They sold 529, so 888 − 529 = 359. Let me double-check: 359 + 529 = 888. Yes.\n"
COOK_T_SLIP = "Okay, the bakery makes 37 trays with 24 cookies on each. 37 × 20 = 740 and 37 × 4 = 148, so 888 cookies. They sold 592, so 888 − 592 = 296. Check: 296 + 592 = 888. Yes.\n"
SAVE_T = "She saves $1,245 each month for 18 months: 1245 × 18 = 12450 + 9960 = 22410. Then she spends $3,875 on a laptop: 22410 − 3875 = 18535.\n"
SAVE_T_NOSPEND = "She saves $1,245 each month for 18 months: 1245 × 18 = 12450 + 9960 = 22410. So she has $22,410.\n"
TRAIN_T = "Distance = speed × time = 63 × 7.5 = 441 + 31.5 = 472.5 km.\n"
TRAIN_T_SLIP = "Distance = speed × time. It goes for 7 hours, so 63 × 7 = 441 km.\n"
PROFIT_T = (
    "Profit = revenue − costs = 4380 − 5126. Since 5126 − 4380 = 746, the profit is −746, a loss.\n"
)
EGGS_T = "53 cartons with 12 eggs each: 53 × 12 = 530 + 106 = 636.\n"
WAGE_T = "Each worker works 8 hours at $23.50, that's 188 dollars. 14 workers: 14 × 188 = 1880 + 752 = 2632.\n"
SEATS_T = "36 rows of 69 seats: 36 × 70 − 36 = 2520 − 36 = 2484.\n"
PCT_T = "47 out of 80 passed. 47/80 = 0.5875, so 58.75%.\n"
PRICE_T = "3 × 4.84 = 14.52 and 0.75 × 4.84 = 3.63, total 18.15.\n"

# Llama 3 working
COOK_L = llama(
    ("Find the total number of cookies", "37 trays × 24 cookies = 888 cookies."),
    ("Subtract the cookies sold", "888 − 529 = 359 cookies."),
)
SAVE_L = llama(
    ("Compute the total savings", "$1,245 × 18 = $22,410."),
    ("Subtract the laptop", "$22,410 − $3,875 = $18,535."),
)
WAGE_L = llama(
    ("Daily pay per worker", "8 × $23.50 = $188."), ("Total for 14 workers", "14 × $188 = $2,632.")
)

# ================================================================ MATH working
G_PROB = r"\frac{13}{20}"
PROB = r"There are $13 + 7 = 20$ marbles and $13$ of them are red, so the probability is $\frac{13}{20}"
G_ELEV = r"\frac{4}{45}"
ELEV = r"The multiples of $11$ from $1$ to $90$ are $11, 22, \dots, 88$: eight of them. So the probability is $\frac{8}{90}"
G_DIST = r"\sqrt{89}"
DIST = r"The distance is $\sqrt{(5-(-3))^2 + (-3-2)^2} = \sqrt{64 + 25}"
G_INT = r"\left[ -\frac{5}{2}, 4 \right]"
INT = r"$-13 \le 4x - 3 \le 13$ gives $-10 \le 4x \le 16$, so $-\frac{5}{2} \le x \le 4$."
G_ROOTS = r"-\frac{2}{7}, 3"
ROOTS = r"$7x^2 - 19x - 6 = (7x + 2)(x - 3) = 0$, so $x = -\frac{2}{7}$ or $x = 3$."
G_CPX = "23 + 2i"
CPX = r"$(3 - 2i)(5 + 4i) = 15 + 12i - 10i - 8i^2 = 15 + 2i + 8"
G_RAD = r"\frac{19\pi}{12}"
RAD = r"$285^\circ \cdot \frac{\pi}{180^\circ} = \frac{285\pi}{180}"
G_BASE = "586"
BASE = r"$4321_5 = 4 \cdot 125 + 3 \cdot 25 + 2 \cdot 5 + 1 = 500 + 75 + 10 + 1"
G_SYS = "(4, 2)"
SYS = (
    r"From $x - y = 2$, $x = y + 2$. Then $3(y + 2) + 2y = 16$, so $5y = 10$, $y = 2$ and $x = 4$."
)
G_POLY = "4x^2 + 25x - 21"
POLY = r"$(4x - 3)(x + 7) = 4x^2 + 28x - 3x - 21"
G_COMB = "560"
COMB = r"$\binom{16}{3} = \frac{16 \cdot 15 \cdot 14}{6} = \frac{3360}{6}"
G_REP = r"\frac{8}{11}"
REP = r"Let $x = 0.\overline{72}$. Then $100x - x = 72$, so $x = \frac{72}{99}"
G_ZERO = "0"
ZERO = r"$g(3) = 3^2 - 5 \cdot 3 + 6 = 9 - 15 + 6"
G_SEC = r"42\pi"
SEC = r"The area is $\frac{105}{360} \cdot \pi \cdot 12^2 = \frac{7}{24} \cdot 144\pi"
G_SURD = r"16\sqrt{2}"
SURD = r"$\sqrt{200} + \sqrt{72} = 10\sqrt{2} + 6\sqrt{2}"
G_RAT = r"2\sqrt{10}"
RAT = r"$\frac{20}{\sqrt{10}} = \frac{20\sqrt{10}}{10}"
G_ANG = "172"
ANG = r"Each interior angle of a regular $45$-gon is $\frac{180^\circ \cdot 43}{45} = 4 \cdot 43^\circ"
G_CIRC = r"289\pi"
CIRC = r"The radius is $17$, so the area is $\pi \cdot 17^2"
G_LOG = "-8"
LOG = r"Since $\frac{1}{256} = 2^{-8}$, $\log_2 \frac{1}{256}"
G_FRAC = r"\frac{9}{10}"
FRAC = r"$\frac{2}{5} + \frac{1}{3} + \frac{1}{6} = \frac{12}{30} + \frac{10}{30} + \frac{5}{30} = \frac{27}{30}"
G_DOM = r"[3, \infty)"
DOM = r"We need $x - 3 \ge 0$, so $x \ge 3$."

# Qwen2.5-Math working
BASE_Q = qwen(
    r"To convert $4321_5$ to base 10, we expand it in powers of $5$.",
    ("Write out the place values", BASE + r" = 586$."),
    ("Check", r"$586 = 4 \cdot 125 + 86$ and $86 = 3 \cdot 25 + 11$, $11 = 2 \cdot 5 + 1$."),
)
REP_Q = qwen(
    r"To express $0.\overline{72}$ as a fraction, let $x = 0.\overline{72}$.",
    ("Multiply by 100", r"$100x = 72.\overline{72}$."),
    ("Subtract", r"$99x = 72$, so $x = \frac{72}{99} = \frac{8}{11}$."),
)
ROOTS_Q = qwen(
    r"To solve $7x^2 - 19x - 6 = 0$, we factor the quadratic.",
    ("Factor", r"$7x^2 - 19x - 6 = (7x + 2)(x - 3)$."),
    ("Solve each factor", r"$7x + 2 = 0$ gives $x = -\frac{2}{7}$; $x - 3 = 0$ gives $x = 3$."),
)
CPX_L = llama(
    ("Expand the product", r"$(3 - 2i)(5 + 4i) = 15 + 12i - 10i - 8i^2$."),
    ("Use $i^2 = -1$", r"$15 + 2i + 8 = 23 + 2i$."),
)
SEC_L = llama(
    ("Find the fraction of the circle", r"$\frac{105}{360} = \frac{7}{24}$."),
    ("Multiply by the area of the circle", r"$\frac{7}{24} \cdot 144\pi = 42\pi$."),
)

LONG_LOOP = "Let me think about this again. " * 1500

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_other", "A", "359", "wrong", "tag", th(COOK_T_SLIP) + "<answer>There are 296 cookies left.</answer>", "a sentence in the tag states 296 (the misread 592 sold)"),
    g("t_equation_other", "A", "359", "wrong", "tag", th(COOK_T_SLIP) + "<answer>888 - 592 = 296</answer>", "an equation chain ending 296"),
    g("t_check_equation", "A", "359", "wrong", "tag", th(COOK_T) + "<answer>359 + 529 = 888</answer>", "debatable: the tag holds the check equation, whose stated value is 888; the gold only as a term (proposed: reject, an equation is read for its final value)", True),
    g("t_empty", "A", "18535", "no_answer", "tag", th(SAVE_T) + "<answer>\n</answer>", "an empty tag; the gold only in the thinking"),
    g("t_placeholder", "A", "18535", "no_answer", "tag", th(SAVE_T) + "<answer> ... </answer>", "an ellipsis placeholder in the tag"),
    g("t_two_tags_last_other", "A", "18535", "wrong", "tag", th(SAVE_T) + "<answer>18535</answer>\n<answer>22410</answer>", "two tags, the last 22410"),
    g("t_box_other", "A", "18535", "wrong", "tag", th(SAVE_T_NOSPEND) + "<answer>\\boxed{22410}</answer>", "a box in the tag, 22410 (laptop forgotten)"),
    g("t_think_only_cut", "A", "359", "no_answer", "truncated", "<think>\n" + COOK_T + "So the answer is 359. Now I need to write it in the", "cut inside the thinking, no tag"),
    g("t_open_tag_empty_cut", "A", "636", "no_answer", "truncated", th(EGGS_T) + "<answer>", "an opened tag with nothing in it, cut off"),
    g("t_hedge", "A", "359", "wrong", "tag", th(COOK_T) + "<answer>359 or 296</answer>", "a hedge in the tag"),
    g("t_units_other", "A", "472.5", "wrong", "tag", th(TRAIN_T_SLIP) + "<answer>441 km</answer>", "441 km (7 hours), a unit in the tag"),
    g("t_sign_lost", "A", "-746", "wrong", "tag", th(PROFIT_T) + "<answer>746</answer>", "the profit asked is -746; the tag drops the sign"),
    g("t_answer_in_think_tag_other", "A", "2484", "wrong", "tag", th(SEATS_T + "So <answer>2484</answer>. Hmm, wait, let me re-read the problem: maybe each row has 68 seats. Then 36 × 68 = 2448.\n") + "<answer>2448</answer>", "a tag inside the thinking says 2484, the real tag after </think> says 2448"),
    m("t_m_box_other", "A", G_ROOTS, "wrong", "tag", th(r"Factor: (7x - 2)(x + 3) = 7x^2 + 21x - 2x - 6 = 7x^2 + 19x - 6. Hmm, close enough, roots 2/7 and -3." + "\n") + r"<answer>$\boxed{\frac{2}{7}, -3}$</answer>", "a box in the tag with the signs flipped"),
    m("t_m_sentence_other", "A", G_DIST, "wrong", "tag", th(r"dx = 8, dy = 5... wait dy = -3 - 2 = -5. 64 + 15 = 79." + "\n") + r"<answer>The distance is $\sqrt{79}$.</answer>", "a sentence in the tag, sqrt 79"),
    m("t_m_equation_other", "A", G_COMB, "wrong", "tag", th("16 choose 3 = 16 * 15 * 14 = 3360.\n") + r"<answer>\binom{16}{3} = 16 \cdot 15 \cdot 14 = 3360</answer>", "an equation chain ending 3360 (forgot to divide by 3!)"),
    m("t_m_placeholder", "A", G_SEC, "no_answer", "tag", th(SEC + r" = 42\pi$." + "\n") + "<answer>[final answer]</answer>", "a template placeholder in the tag"),
    m("t_m_think_vs_tag", "A", G_SEC, "wrong", "tag", th(SEC + r" = 42\pi$." + "\n") + r"<answer>$84\pi$</answer>", "the thinking reaches the gold, the tag says 84 pi"),
    g("t_ok_sentence", "B", "359", "correct", "tag", th(COOK_T) + "<answer>There are 359 cookies left.</answer>", "a sentence in the tag (twin of t_sentence_other)"),
    g("t_ok_equation", "B", "359", "correct", "tag", th(COOK_T) + "<answer>888 - 529 = 359</answer>", "an equation chain ending in the gold"),
    g("t_ok_box_comma", "B", "18535", "correct", "tag", th(SAVE_T) + "<answer>\\boxed{18,535}</answer>", "a box with a comma in the tag"),
    g("t_ok_dollar_comma", "B", "18535", "correct", "tag", th(SAVE_T) + "<answer>$18,535</answer>", "a dollar sign and a comma in the tag"),
    g("t_ok_units", "B", "472.5", "correct", "tag", th(TRAIN_T) + "<answer>472.5 km</answer>", "a unit in the tag (twin of t_units_other)"),
    g("t_ok_negative_sentence", "B", "-746", "correct", "tag", th(PROFIT_T) + "<answer>The profit is -$746 (a loss of $746).</answer>", "the signed profit stated; the parenthesis restates it as a loss"),
    g("t_ok_multiline", "B", "636", "correct", "tag", th(EGGS_T) + "<answer>\nTotal eggs: 53 × 12 = 636\n</answer>", "a label and an equation over lines in the tag"),
    g("t_ok_bold", "B", "2632", "correct", "tag", th(WAGE_T) + "<answer>**2632**</answer>", "markdown bold in the tag"),
    g("t_ok_unclosed", "B", "2484", "correct", "tag", th(SEATS_T) + "<answer>2484", "an unclosed tag at the end (the README: it still holds the answer)"),
    g("t_ok_answer_is", "B", "58.75", "correct", "tag", th(PCT_T) + "<answer>The answer is 58.75%.</answer>", "an answer phrase with a percent sign in the tag"),
    m("t_m_ok_box", "B", G_RAD, "correct", "tag", th(RAD + r" = \frac{19\pi}{12}$" + "\n") + r"<answer>$\boxed{\frac{19\pi}{12}}$</answer>", "a box in math mode in the tag"),
    m("t_m_ok_pair_sentence", "B", G_SYS, "correct", "tag", th(SYS + "\n") + "<answer>The solution is $(x, y) = (4, 2)$.</answer>", "a sentence with (x, y) = in the tag"),
    m("t_m_ok_roots_or", "B", G_ROOTS, "correct", "tag", th(ROOTS + "\n") + r"<answer>$x = -\frac{2}{7}$ or $x = 3$</answer>", "two roots as x = ... or x = ..."),
    m("t_m_ok_interval_in", "B", G_INT, "correct", "tag", th(INT + "\n") + r"<answer>$x \in \left[-\frac{5}{2}, 4\right]$</answer>", "x in the interval"),
    m("t_m_ok_equation", "B", G_LOG, "correct", "tag", th(LOG + " = -8$.\n") + r"<answer>$\log_2 \frac{1}{256} = -8$</answer>", "an equation ending in the gold"),
    m("t_m_ok_units_sentence", "B", G_CIRC, "correct", "tag", th(CIRC + r" = 289\pi$." + "\n") + r"<answer>The area is $289\pi$ square units.</answer>", "a sentence with units in the tag"),
    m("t_m_ok_spaces", "B", G_BASE, "correct", "tag", th(BASE + " = 586$\n") + "<answer>\n   586\n</answer>", "newlines and spaces in the tag"),
    m("t_m_ok_answer_colon", "B", G_CPX, "correct", "tag", th(CPX + " = 23 + 2i$\n") + "<answer>Answer: 23 + 2i</answer>", "Answer: inside the tag"),
]

CASES += [
    # ================================================================ 2. phrase marker then ####
    g("h_phrase_other_hash", "A", "359", "wrong", "hash", COOK_SLIP + "The answer is 296.\n#### 296", "phrase and #### agree on 296"),
    g("h_phrase_gold_hash_other", "A", "359", "wrong", "hash", COOK + "So the answer is 359.\n#### 296", "phrase 359, #### 296: two different final answers"),
    g("h_hash_gold_phrase_other", "A", "18535", "wrong", "hash", SAVE + "#### 18535\nThe answer is 22410.", "#### 18535 then a phrase stating 22410"),
    g("h_answer_colon_hash_other", "A", "18535", "wrong", "hash", SAVE_NOSPEND + "Answer: #### 22410", "Answer: #### 22410"),
    g("h_final_answer_hash_other", "A", "472.5", "wrong", "hash", TRAIN_SLIP + "Final Answer: #### 441", "Final Answer: #### 441"),
    g("h_so_answer_hash_empty", "A", "18535", "no_answer", "hash", SAVE + "The answer is: ####", "an empty #### after the phrase; the gold only in the working"),
    g("h_so_answer_hash_sign", "A", "-746", "wrong", "hash", PROFIT + "The company lost money, so the answer is #### 746", "the #### value drops the sign of the asked profit"),
    g("h_hash_then_minerva_other", "A", "18.15", "wrong", "minerva", PRICE + "#### 18.15\n" + MINERVA.format("18.51"), "#### gold then a Minerva line stating 18.51"),
    g("h_hash_hedge", "A", "636", "wrong", "hash", EGGS + "The answer is 636 or 648.\n#### 636", "debatable: a hedge in the phrase, #### the gold (proposed: reject, two final values)", True),
    g("h_hash_range", "A", "359", "wrong", "hash", COOK + "So the answer is #### 350-360", "a range after ####"),
    g("h_fewshot_tail_other", "A", "2484", "wrong", "hash", SEATS_SLIP + "The answer is: #### 2448\n\nQuestion: A theater has 36 rows with 69 seats in each row. How many seats are there?\nAnswer: 36 * 69 = 2484 seats. #### 2484", "the answer to the posed question is 2448; the gold only in an invented next Question/Answer turn"),
    g("h_bold_hash_rounded", "A", "58.75", "wrong", "hash", PCT + "**Final Answer:** #### 59", "rounded to 59"),
    m("h_m_phrase_hash_other", "A", G_COMB, "wrong", "hash", r"$\binom{16}{3} = \frac{16 \cdot 15 \cdot 14}{12} = \frac{3360}{12} = 280$." + "\nThe answer is #### 280", "divided by 12 instead of 6: 280"),
    m("h_m_answer_hash_other", "A", G_BASE, "wrong", "hash", r"$4321_5 = 4 \cdot 125 + 2 \cdot 25 + 3 \cdot 5 + 1 = 566$." + "\nAnswer: #### 566", "the middle digits swapped (4231_5): 566"),
    g("h_ok_so_answer_hash", "B", "359", "correct", "hash", COOK + "So the answer is #### 359", "the issue's 'So the answer is #### N'"),
    g("h_ok_answer_is_colon_hash", "B", "18535", "correct", "hash", SAVE + "The answer is: #### 18535", "'The answer is: #### N'"),
    g("h_ok_final_answer_hash", "B", "472.5", "correct", "hash", TRAIN + "Final Answer: #### 472.5", "'Final Answer: #### N' (twin of h_final_answer_hash_other)"),
    g("h_ok_answer_colon_hash", "B", "636", "correct", "hash", EGGS + "Answer: #### 636", "'Answer: #### N'"),
    g("h_ok_hash_comma", "B", "2632", "correct", "hash", WAGE + "The answer is #### 2,632", "a comma after the phrase and ####"),
    g("h_ok_hash_dollar", "B", "18.15", "correct", "hash", PRICE + "Therefore, the answer is #### $18.15", "a dollar sign after ####"),
    g("h_ok_hash_negative", "B", "-746", "correct", "hash", PROFIT + "So the final answer is #### -746", "a negative after the phrase and ####"),
    g("h_ok_phrase_then_hash", "B", "2484", "correct", "hash", SEATS + "The total number of seats is 2484.\n#### 2484", "a sentence, then #### on its own line"),
    g("h_ok_hash_period_zero", "B", "0", "correct", "hash", JAR + "The answer is #### 0.", "#### 0 with a sentence period"),
    g("h_ok_bold_hash", "B", "58.75", "correct", "hash", PCT + "**Answer:** #### 58.75", "bold Answer: then ####"),
    g("h_ok_fewshot_tail", "B", "2484", "correct", "hash", SEATS + "The answer is #### 2484\n\nQuestion: A farmer has 12 cows and buys 7 more. How many cows does he have?\nAnswer:", "an invented next question, unanswered, after the committed answer"),
    g("h_ok_hash_units", "B", "472.5", "correct", "hash", TRAIN + "So the answer is #### 472.5 km", "a unit after ####"),
    g("h_ok_hash_nospace", "B", "359", "correct", "hash", COOK + "The answer is ####359", "#### without a space"),
    m("h_m_ok_phrase_hash", "B", G_COMB, "correct", "hash", COMB + " = 560$.\nThe answer is #### 560", "a MATH answer after a phrase and ####"),
    m("h_m_ok_final_hash", "B", G_BASE, "correct", "hash", BASE + " = 586$.\nFinal Answer: #### 586", "Final Answer: #### on a MATH problem (twin of h_m_answer_hash_other)"),
]

CASES += [
    # ================================================================ 3. exactness
    g("x_pal_float_residue", "A", "0", "wrong", "answer_is", "```python\nbottle = 0.3\nleft = bottle - 0.1 - 0.2\nprint(left)\n```\n```output\n-2.7755575615628914e-17\n```\nThe answer is -2.7755575615628914e-17.", "a program-aided answer that states the float residue, not 0: a near-zero trap (checked with python)"),
    g("x_small_nonzero", "A", "0", "wrong", "hash", JAR.replace("0.1 + 0.2 = <<0.1+0.2=0.3>>0.3", "0.1 + 0.2 = <<0.1+0.2=0.29>>0.29").replace("0.3 - 0.3 = <<0.3-0.3=0>>0", "0.3 - 0.29 = <<0.3-0.29=0.01>>0.01") + "#### 0.01", "an addition slip leaves 0.01 against gold 0"),
    g("x_pct_rounded_1dp", "A", "58.75", "wrong", "hash", PCT + "#### 58.8", "rounded to one decimal"),
    g("x_pct_rounded_int", "A", "58.75", "wrong", "answer_is", PCT + "The answer is about 59%.", "rounded to 59"),
    g("x_price_truncated", "A", "18.15", "wrong", "hash", PRICE + "#### 18.1", "truncated to 18.1"),
    g("x_price_int", "A", "18.15", "wrong", "hash", PRICE + "#### 18", "truncated to 18 dollars"),
    g("x_save_off_cent", "A", "18535", "wrong", "hash", SAVE + "#### 18535.01", "18535.01: a relative error of 5e-7"),
    g("x_train_rounded", "A", "472.5", "wrong", "hash", TRAIN + "#### 473", "rounded to 473"),
    g("x_wage_tiny", "A", "2632", "wrong", "hash", WAGE + "#### 2632.0001", "2632.0001: a tiny perturbation"),
    g("x_profit_near", "A", "-746", "wrong", "hash", PROFIT + "#### -745.99", "-745.99, off by a cent"),
    m("x_m_decimal_irrational", "A", G_DIST, "wrong", "boxed", DIST + r" \approx \boxed{9.43}$", "a decimal for sqrt 89 (9.43398...)"),
    m("x_m_decimal_repeating", "A", G_REP, "wrong", "boxed", REP + r" \approx \boxed{0.73}$", "0.73 is not 8/11"),
    m("x_m_decimal_elev", "A", G_ELEV, "wrong", "boxed", ELEV + r" \approx \boxed{0.089}$", "0.089 is not 4/45 = 0.0888..."),
    m("x_m_pal_near_zero", "A", G_ZERO, "wrong", "boxed", "```python\nimport numpy as np\nx = np.roots([1, -5, 6])[0]\nprint(x**2 - 5*x + 6)\n```\n```output\n1.7763566394002505e-15\n```\n" + r"So $g(3) = \boxed{1.7763566394002505 \times 10^{-15}}$.", "a numerical residue boxed, not 0 (numpy gives exactly this residue for the root 3)"),
    m("x_m_pi_decimal", "A", G_SEC, "wrong", "boxed", SEC + r" \approx \boxed{131.95}$", "a decimal for 42 pi (131.9468...)"),
    m("x_m_close_frac", "A", G_RAD, "wrong", "boxed", r"$285^\circ \cdot \frac{\pi}{180^\circ} = \boxed{\frac{19\pi}{13}}$", "19pi/13: a one-digit slip"),
    m("x_m_sqrt_near", "A", G_DIST, "wrong", "boxed", r"The distance is $\sqrt{8^2 + 5^2} = \boxed{\sqrt{88}}$.", "sqrt 88, off by one under the root"),
    m("x_m_circ_decimal", "A", G_CIRC, "wrong", "boxed", CIRC + r" \approx \boxed{907.92}$", "a decimal for 289 pi"),
    m("x_m_truncated_repeat", "A", G_REP, "wrong", "boxed", r"Rounding, $0.\overline{72} \approx 0.72 = \boxed{\frac{18}{25}}$.", "18/25 = 0.72, not 0.7272... = 8/11"),
    m("x_m_log_near", "A", G_LOG, "wrong", "boxed", r"Using a calculator, $\log_2 \frac{1}{256} = \frac{\ln(1/256)}{\ln 2} \approx \boxed{-7.9999}$.", "-7.9999, a rounded numerical value that is not -8"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", JAR + "#### 0.0", "0.0 for 0"),
    g("x_ok_pal_zero", "B", "0", "correct", "answer_is", "```python\nfrom fractions import Fraction\nleft = Fraction(3, 10) - Fraction(1, 10) - Fraction(2, 10)\nprint(left)\n```\n```output\n0\n```\nThe answer is 0.", "program-aided, exact 0 (twin of x_pal_float_residue)"),
    g("x_ok_trailing_zeros", "B", "18.15", "correct", "hash", PRICE + "#### 18.150", "a trailing zero"),
    g("x_ok_fraction_train", "B", "472.5", "correct", "boxed", TRAIN + "The answer is $\\boxed{\\frac{945}{2}}$ km.", "945/2 = 472.5"),
    g("x_ok_mixed_pct", "B", "58.75", "correct", "answer_is", PCT + "The answer is 58 3/4 percent.", "a mixed number 58 3/4 = 58.75"),
    g("x_ok_cents", "B", "2632", "correct", "hash", WAGE + "#### $2,632.00", "2632.00 with a dollar sign and a comma"),
    g("x_ok_profit_decimal", "B", "-746", "correct", "hash", PROFIT + "#### -746.00", "-746.00"),
    m("x_m_ok_unsimplified", "B", G_REP, "correct", "boxed", REP + r" = \boxed{\frac{72}{99}}$", "72/99 = 8/11 unsimplified"),
    m("x_m_ok_decimal_exact", "B", G_PROB, "correct", "boxed", PROB + r" = \boxed{0.65}$.", "0.65 = 13/20 exactly"),
    m("x_m_ok_sqrt512", "B", G_SURD, "correct", "boxed", r"$\sqrt{200} + \sqrt{72} = \sqrt{2}(10 + 6)$, and $16\sqrt{2} = \sqrt{512}$, so the answer is $\boxed{\sqrt{512}}$.", "sqrt 512 = 16 sqrt 2"),
    m("x_m_ok_rat_unsimplified", "B", G_RAT, "correct", "boxed", RAT + r" = \boxed{\frac{20\sqrt{10}}{10}}$", "20 sqrt10 / 10 = 2 sqrt 10"),
    m("x_m_ok_pi_coefficient", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{19}{12}\pi}$", "19/12 pi = 19 pi / 12"),
    m("x_m_ok_power_form", "B", G_CIRC, "correct", "boxed", CIRC + r" = \boxed{17^2\pi}$", "17^2 pi = 289 pi"),
    m("x_m_ok_decimal_frac", "B", G_FRAC, "correct", "boxed", FRAC + r" = \boxed{0.9}$", "0.9 = 9/10 exactly"),
    m("x_m_ok_repeating_decimal", "B", G_ELEV, "correct", "boxed", ELEV + r" = \boxed{0.0\overline{8}}$", "0.0888... written with an overline is exactly 8/90 = 4/45"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{2i + 23}$", "2i + 23 = 23 + 2i"),
    m("x_m_ok_elev_unsimplified", "B", G_ELEV, "correct", "boxed", ELEV + r" = \boxed{\frac{8}{90}}$", "8/90 = 4/45"),
    m("x_m_ok_roots_order", "B", G_ROOTS, "correct", "boxed", ROOTS + r" The roots are $\boxed{3, -\frac{2}{7}}$.", "the roots in the other order"),
]

CASES += [
    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold", "A", "359", "no_answer", "answer_is", COOK + "Hmm, so the answer is not 359.", "the gold negated, nothing after"),
    g("n_strike_md", "A", "359", "no_answer", "hash", COOK + "#### ~~359~~", "struck with ~~ and nothing after"),
    g("n_strike_gold_other", "A", "359", "wrong", "hash", COOK_SLIP + "#### ~~359~~ 296", "the gold struck, 296 after"),
    g("n_box_neq", "A", "18535", "no_answer", "boxed", SAVE + "So $\\boxed{x \\neq 18535}$.", "a box holding x != gold"),
    g("n_box_not_eq", "A", "18535", "no_answer", "boxed", SAVE + "The amount is $\\boxed{\\not= 18535}$.", "a box holding \\not= gold"),
    g("n_annot_incorrect", "A", "2632", "wrong", "boxed", WAGE + "$\\boxed{2632}$ (incorrect)", "the model marks its own box incorrect"),
    g("n_text_wrong_in_box", "A", "636", "wrong", "boxed", EGGS + "$\\boxed{636\\text{ (wrong)}}$", "the box itself says (wrong)"),
    g("n_cross_emoji", "A", "472.5", "wrong", "hash", TRAIN + "#### 472.5 ❌", "a cross mark after the answer"),
    g("n_isnt", "A", "58.75", "no_answer", "answer_is", PCT + "So the final answer isn't 58.75.", "isn't the gold, no other value"),
    g("n_unicode_strike", "A", "359", "no_answer", "hash", COOK + "#### 3\u03365\u03369\u0336", "the gold with combining long-stroke overlays (struck through), nothing after"),
    g("n_html_strike_other", "A", "2484", "wrong", "answer_is", SEATS_SLIP + "The answer is <s>2484</s> 2448.", "the gold struck with <s>, 2448 after"),
    g("n_false_label", "A", "18.15", "wrong", "hash", PRICE + "#### 18.15 (FALSE — see correction below)\n\nCorrection: the price is $4.48 a pound, so 3.75 * 4.48 = 16.80.\n#### 16.80", "the gold annotated FALSE, then 16.80 (3.75 * 4.48 = 16.80)"),
    m("n_m_cancel", "A", G_SEC, "no_answer", "boxed", SEC + r" = \boxed{\cancel{42\pi}}$", "a cancelled box"),
    m("n_m_sout_then_other", "A", G_CPX, "wrong", "boxed", r"$(3 - 2i)(5 + 4i) = 15 + 12i - 10i + 8i^2 = \boxed{\sout{23 + 2i}\ 7 + 2i}$", "the gold struck with \\sout, 7 + 2i after (the sign slip 15 - 8)"),
    m("n_m_html_strike_box", "A", G_BASE, "wrong", "boxed", BASE + r"$, so <s>$\boxed{586}$</s> $\boxed{566}$.", "the gold box struck with <s>, 566 after"),
    m("n_m_tilde_box", "A", G_COMB, "no_answer", "boxed", COMB + r"$, so ~~$\boxed{560}$~~", "the only box struck with ~~"),
    m("n_m_withdrawn_box", "A", G_RAD, "no_answer", "boxed", RAD + r" = \boxed{\frac{19\pi}{12}}$ is not correct; I need to recheck the conversion.", "the box is declared not correct and nothing follows: withdrawn, no answer"),
    m("n_m_neq_box", "A", G_LOG, "no_answer", "boxed", r"The logarithm is $\boxed{\neq -8}$.", "a box holding \\neq gold"),
    m("n_m_crossed_box_unicode", "A", G_DIST, "wrong", "boxed", DIST + r" = \boxed{\sqrt{89}}$ ✗" + "\n" + r"Recomputing: $\sqrt{64 + 15} = \boxed{\sqrt{79}}$ ✓", "the gold box crossed, sqrt 79 ticked after"),
    g("n_ok_not_other", "B", "359", "correct", "answer_is", COOK + "The answer is not 296 but 359.", "another value negated, the gold asserted (twin of n_not_gold)"),
    g("n_ok_strike_other", "B", "359", "correct", "hash", COOK + "#### ~~296~~ 359", "the wrong value struck, the gold after"),
    g("n_ok_check_mark", "B", "2632", "correct", "boxed", WAGE + "$\\boxed{2632}$ ✓", "a check mark after the box"),
    g("n_ok_annot_correct", "B", "636", "correct", "boxed", EGGS + "$\\boxed{636}$ (correct)", "an annotation confirming (twin of n_annot_incorrect)"),
    g("n_ok_not_unit", "B", "472.5", "correct", "answer_is", TRAIN + "The answer is 472.5 km, not miles.", "a harmless 'not' about the unit"),
    g("n_ok_neq_working", "B", "18535", "correct", "hash", SAVE + "Note 22410 ≠ the final amount, since she spent 3875.\n#### 18535", "a ≠ in the working, the gold after ####"),
    g("n_ok_unicode_strike_other", "B", "359", "correct", "hash", COOK + "#### 2\u03369\u03366\u0336 359", "a struck 296 (combining overlays), the gold after"),
    g("n_ok_html_strike_other", "B", "2484", "correct", "answer_is", SEATS + "The answer is <s>2448</s> 2484.", "a struck 2448, the gold after (twin of n_html_strike_other)"),
    m("n_m_ok_cancel_working", "B", G_RAT, "correct", "boxed", RAT + r" = \frac{\cancel{20}^{2}\sqrt{10}}{\cancel{10}} = \boxed{2\sqrt{10}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_noted", "B", G_BASE, "correct", "boxed", BASE + r" = \boxed{586}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_html_strike_other", "B", G_BASE, "correct", "boxed", BASE + r"$, so <s>$\boxed{566}$</s> $\boxed{586}$.", "a struck 566 box, the gold box after"),
    m("n_m_ok_sout_other", "B", G_CPX, "correct", "boxed", CPX + r" = \boxed{\sout{7 + 2i}\ 23 + 2i}$", "a struck 7 + 2i, the gold after"),
    m("n_m_ok_not_decimal", "B", G_SEC, "correct", "boxed", SEC + r" = \boxed{42\pi}$, not a decimal approximation.", "a harmless 'not' after the box"),
    m("n_m_ok_cross_then_tick", "B", G_DIST, "correct", "boxed", r"The distance is $\sqrt{64 + 15} = \boxed{\sqrt{79}}$ ✗" + "\n" + r"Recomputing: $(-5)^2 = 25$, so $\sqrt{64 + 25} = \boxed{\sqrt{89}}$ ✓", "a crossed wrong box, the gold ticked after (twin of n_m_crossed_box_unicode)"),
]

CASES += [
    # ================================================================ 5. unit words vs words that change the number
    g("u_less", "A", "359", "wrong", "answer_is", COOK + "The answer is 529 less.", "529 (the number sold) with 'less'"),
    g("u_fewer", "A", "359", "wrong", "answer_is", COOK + "The answer is 529 fewer cookies.", "529 with 'fewer'"),
    g("u_dozen", "A", "636", "wrong", "answer_is", EGGS + "The answer is 636 dozen.", "636 dozen = 7632, not the 636 eggs the working counts"),
    g("u_thousand", "A", "18535", "wrong", "answer_is", SAVE + "The answer is 18535 thousand dollars.", "18535 thousand = 18,535,000"),
    g("u_million", "A", "2632", "wrong", "hash", WAGE + "#### 2.632 million", "2.632 million = 2,632,000"),
    g("u_pairs", "A", "2484", "wrong", "hash", SEATS + "#### 2484 pairs of seats", "2484 pairs = 4968 seats"),
    g("u_percent_of", "A", "58.75", "wrong", "answer_is", PCT + "The answer is 58.75% of 80, which is 47.", "the final value stated is 47"),
    g("u_count_not_pct", "A", "58.75", "wrong", "hash", PCT + "#### 47 out of 80", "the count 47 instead of the percent"),
    g("u_per_worker", "A", "2632", "wrong", "answer_is", WAGE + "The answer is $188 per worker.", "188 (one worker's pay) with 'per worker'"),
    g("u_cents", "A", "2632", "wrong", "hash", WAGE + "#### 2632 cents", "debatable: 2632 cents = $26.32, not the $2632 computed (proposed: reject, the word changes the amount)", True),
    g("u_k_rounded", "A", "18535", "wrong", "hash", SAVE + "#### $18.5k", "18.5k = 18500"),
    g("u_half_dozen", "A", "636", "wrong", "answer_is", EGGS + "So she has 636 half-dozens of eggs.", "636 half-dozens = 3816 eggs"),
    g("u_share_as_percent", "A", "58.75", "wrong", "hash", PCT_T.replace("so 58.75%.", "so the share is 0.5875.") + "#### 0.5875 percent", "0.5875 percent = 0.005875, not 58.75 percent (the share with a percent word)"),
    m("u_m_radians_word", "A", G_ANG, "wrong", "boxed", ANG + r" = \boxed{172 \text{ radians}}$", "172 radians is not 172 degrees"),
    m("u_m_thousand_box", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{560\text{ thousand}}$", "560 thousand = 560000"),
    m("u_m_percent_box", "A", G_PROB, "wrong", "boxed", PROB + r" = \boxed{13\%}$", "13% = 0.13, not 13/20"),
    g("u_ok_dollars_word", "B", "18535", "correct", "answer_is", SAVE + "The answer is 18,535 dollars.", "the word dollars"),
    g("u_ok_thousand_equal", "B", "18535", "correct", "answer_is", SAVE + "She has 18.535 thousand dollars, so the answer is $18,535.", "18.535 thousand = 18535, then the plain value (twin of u_thousand)"),
    g("u_ok_dozen_equiv", "B", "636", "correct", "answer_is", EGGS + "The answer is 53 dozen, i.e. 636 eggs.", "53 dozen then 636: the last value is the gold"),
    g("u_ok_dozen_only", "B", "636", "correct", "answer_is", EGGS + "That is 53 dozen eggs in total.\nThe answer is 53 dozen.", "debatable: 53 dozen = 636 eggs in value (proposed: accept, dozen is a multiplier word that makes it equal)", True),
    g("u_ok_kmh", "B", "472.5", "correct", "hash", TRAIN + "#### 472.5 km", "km after ####"),
    g("u_ok_percent_word", "B", "58.75", "correct", "answer_is", PCT + "The answer is 58.75 percent.", "the word percent"),
    g("u_ok_pct_sign", "B", "58.75", "correct", "hash", PCT + "#### 58.75%", "a percent sign"),
    g("u_ok_eggs_noun", "B", "636", "correct", "hash", EGGS + "#### 636 eggs", "a noun after ####"),
    g("u_ok_seats_noun", "B", "2484", "correct", "answer_is", SEATS + "The answer is 2484 seats.", "a noun after the value (twin of u_pairs)"),
    g("u_ok_per_day", "B", "2632", "correct", "answer_is", WAGE + "The total wage bill is $2,632 per day.", "'per day' after the total"),
    g("u_ok_usd", "B", "2632", "correct", "hash", WAGE + "#### 2632 USD", "USD after the value"),
    g("u_ok_minus_word", "B", "-746", "correct", "answer_is", PROFIT + "The profit is minus 746 dollars.", "'minus 746' = -746"),
    g("u_ok_neg_dollar", "B", "-746", "correct", "answer_is", PROFIT + "The profit is -$746.", "-$746"),
    g("u_ok_liters", "B", "0", "correct", "answer_is", JAR + "There are 0 liters left.", "0 liters"),
    m("u_m_ok_sq_units", "B", G_SEC, "correct", "boxed", SEC + r" = \boxed{42\pi \text{ square units}}$", "text units in the box"),
    m("u_m_ok_cm2", "B", G_CIRC, "correct", "boxed", CIRC + r" = \boxed{289\pi \text{ cm}^2}$", "cm^2 in the box"),
    m("u_m_ok_degree_sign", "B", G_ANG, "correct", "boxed", ANG + r" = \boxed{172^\circ}$", "a degree sign"),
    m("u_m_ok_degree_word", "B", G_ANG, "correct", "boxed", ANG + r" = \boxed{172 \text{ degrees}}$", "the word degrees (twin of u_m_radians_word)"),
    m("u_m_ok_radians_word", "B", G_RAD, "correct", "boxed", RAD + r" = \boxed{\frac{19\pi}{12} \text{ radians}}$", "the word radians after a radian gold"),
]

CASES += [
    # ================================================================ 6. retractions / corrections vs harmless after-text
    g("r_edit", "A", "359", "wrong", "hash", COOK + "#### 359\n\nEdit: I misread the number sold; it was 592, so 888 - 592 = 296.", "Edit: after the answer, 296"),
    g("r_update", "A", "18535", "wrong", "hash", SAVE + "#### 18535\nUpdate: it's actually 22410, the laptop was a gift.", "Update: it's actually 22410"),
    g("r_erratum", "A", "18.15", "wrong", "boxed", PRICE + "$\\boxed{18.15}$\n\nErratum: the price is $4.48 a pound, so 3.75 * 4.48 = 16.80.", "Erratum: 16.80"),
    g("r_never_mind", "A", "636", "wrong", "answer_is", EGGS + "The answer is 636. Never mind, the question asks for cartons, so 53.", "Never mind, 53"),
    g("r_r1_wait_other", "A", "359", "wrong", "boxed", th(COOK_T) + r1final("359") + "\n\nWait, I think I misread the number sold. Let me redo it: 888 − 592 = 296.\n\n" + r1final("296"), "an R1-distill closing block, then a wait and a second block with 296"),
    g("r_paren_not", "A", "2632", "wrong", "hash", WAGE + "#### 2632\n(Not 2632; 2303 — the workers have one unpaid hour, 14 * 7 * 23.50 = 2303.)", "(Not gold; 2303.) after the answer"),
    g("r_wrong_bang", "A", "58.75", "wrong", "answer_is", PCT + "The answer is 58.75. Wrong! The question asks who failed: 41.25.", "Wrong! 41.25 (100 - 58.75)"),
    g("r_placeholder", "A", "2484", "no_answer", "hash", SEATS + "#### 2484\n\n(The above is a placeholder; real answer TBD.)", "the answer declared a placeholder, nothing after"),
    g("r_actually_cut", "A", "472.5", "no_answer", "truncated", TRAIN + "#### 472.5\n\nActually, wait. The train stops for 30 minutes, so it only moves for 7 hours: 63 * 7 =", "debatable: the answer withdrawn by 'Actually, wait' and a restart cut off before a value (proposed: no_answer; reject either way)", True),
    g("r_chat_correction_self", "A", "18535", "wrong", "hash", SAVE + "#### 18535\n\nHold on, I subtracted the laptop twice? No — I forgot that she also got a $500 refund: 18535 + 500 = 19035.\n#### 19035", "a second #### after a self-correction: 19035"),
    m("r_m_actually_box", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{560}$" + "\n\n" + r"Actually, order matters here, so it's $16 \cdot 15 \cdot 14 = \boxed{3360}$.", "a later box 3360"),
    m("r_m_correction", "A", G_SYS, "wrong", "boxed", SYS + r" $\boxed{(4, 2)}$" + "\n\n" + r"Correction: I swapped $x$ and $y$; the answer is $\boxed{(2, 4)}$.", "a correction to (2, 4)"),
    m("r_m_retract_only", "A", G_BASE, "no_answer", "boxed", BASE + r" = \boxed{586}$" + "\n\nHmm, I made an arithmetic error somewhere; this answer is wrong.", "debatable: the model withdraws its box with nothing new (proposed: no_answer; round 21 labelled the same shape wrong; reject either way)", True),
    m("r_m_llama_other", "A", G_CPX, "wrong", "boxed", CPX_L + LLAMA_END.format("23 + 2i") + "\n\n" + r"Correction: the middle terms are $12i + 10i$, so the answer is $\boxed{23 + 22i}$.", "a correction after the Llama closing line: 23 + 22i"),
    m("r_m_never_mind", "A", G_LOG, "wrong", "boxed", r"The answer is $\boxed{-8}$. Never mind, $\log_2 256 = 8$, so it's $\boxed{8}$.", "Never mind, 8"),
    m("r_m_qwen_update", "A", G_ROOTS, "wrong", "boxed", ROOTS_Q + qbox(r"-\frac{2}{7}, 3") + "\n\nUpdate: the equation should be read as $7x^2 + 19x - 6 = 0$, so the roots are $\\boxed{\\frac{2}{7}, -3}$.", "Update: the signs flipped"),
    g("r_ok_edit_format", "B", "359", "correct", "hash", COOK + "#### 359\n\nEdit: fixed formatting.", "Edit: about formatting only (twin of r_edit)"),
    g("r_ok_correction_to_gold", "B", "359", "correct", "hash", COOK_SLIP + "#### 296\n\nCorrection: they sold 529, not 592. 888 - 529 = 359.\n#### 359", "a correction to the gold"),
    g("r_ok_check", "B", "18535", "correct", "hash", SAVE + "#### 18535\n\nCheck: 18535 + 3875 = 22410 = 18 * 1245 ✓", "a check after the answer"),
    g("r_ok_pleasantry", "B", "18.15", "correct", "hash", PRICE + "#### 18.15\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry after"),
    g("r_ok_never_mind_gold", "B", "636", "correct", "answer_is", EGGS + "The answer is 53. Never mind, that's cartons; the answer is 636.", "Never mind, then the gold (twin of r_never_mind)"),
    g("r_ok_update_gold", "B", "472.5", "correct", "hash", TRAIN_SLIP + "#### 441\nUpdate: it's actually 7.5 hours, so 63 * 7.5 = 472.5.\n#### 472.5", "an update to the gold"),
    g("r_ok_r1_wait_confirm", "B", "2632", "correct", "boxed", th(WAGE_T) + r1final("2632") + "\n\nWait, let me double-check: 23.5 × 8 = 188 and 188 × 14 = 2632. Yes, that's right.", "a wait that confirms the answer"),
    g("r_ok_fewshot_next_problem", "B", "2484", "correct", "hash", SEATS + "#### 2484\n\nProblem:\nWhat is 15% of 80?\nSolution: 0.15 * 80 = 12.\n#### 12", "a self-set next problem with its own #### after the committed answer"),
    g("r_ok_chat_user_turn", "B", "359", "correct", "hash", COOK + "#### 359" + IM_USER + "Thanks! What if they had sold 592?" + IM_ASSIST + "Then 888 - 592 = 296.\n#### 296", "the 296 is in an invented next user/assistant exchange about another question"),
    g("r_ok_llama_eot_turn", "B", "2632", "correct", "boxed", WAGE_L + LLAMA_END.format("2632") + EOT_USER + "Now do it for 7 hours." + EOT_ASSIST + "14 × 7 × $23.50 = $2,303.", "an invented Llama 3 next turn with another question"),
    m("r_m_ok_verify", "B", G_ROOTS, "correct", "boxed", ROOTS_Q + qbox(r"-\frac{2}{7}, 3") + "\n\nTo verify: $(7x + 2)(x - 3) = 7x^2 - 21x + 2x - 6 = 7x^2 - 19x - 6$. ✓", "a verification after the box"),
    m("r_m_ok_alt_method", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{560}$" + "\n\n" + r"Alternatively, $\binom{16}{3} = \binom{16}{13}$, which gives the same value.", "an alternative method after"),
    m("r_m_ok_llama_fix_gold", "B", G_CPX, "correct", "boxed", LLAMA_END.format("23 - 2i") + "\n\n" + r"Correction: $-10i + 12i = 2i$, so the answer is $\boxed{23 + 2i}$.", "a correction to the gold"),
    m("r_m_ok_self_posed", "B", G_CIRC, "correct", "boxed", CIRC + r" = \boxed{289\pi}$." + "\n\nPractice problem: find the area of a circle with diameter $10$. (Answer: $\\boxed{25\\pi}$)", "a self-set practice problem with its own box after the committed answer"),
    m("r_m_ok_equal_correction", "B", G_REP, "correct", "boxed", REP_Q + qbox(r"\frac{8}{11}") + "\n\nWait, I should double check: $\\frac{72}{99} = \\frac{24}{33}$, so the final answer is $\\boxed{\\frac{24}{33}}$.", "a 'correction' to 24/33, which equals 8/11"),
    m("r_m_ok_minerva_user_tail", "B", G_ANG, "correct", "minerva", ANG + " = 172^\\circ$.\n" + MINERVA.format("$172$") + IM_USER + "Can you find the exterior angle too?", "a Minerva line, then an invented user turn"),
    m("r_m_ok_erratum_same", "B", G_ANG, "correct", "boxed", ANG + r" = \boxed{172}$" + "\n\nErratum: I wrote $4 \\cdot 43$ too quickly; checking with the exterior angle, $180 - \\frac{360}{45} = 180 - 8 = 172$. The answer stays $172$.", "an erratum that keeps the answer"),
]

CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / self-posed
    g("q_teacher_said", "A", "359", "wrong", "answer_is", COOK_SLIP + "My teacher said the answer is 359, but I get 296.\nThe answer is 296.", "the gold only reported"),
    g("q_quote_only", "A", "359", "no_answer", "none", 'The answer key says: "#### 359". I cannot verify this from the problem.', "only a quotation of a key, no own answer"),
    g("q_blockquote_refuse", "A", "18535", "no_answer", "none", "> #### 18535\n\nI'm sorry, but I'm not able to solve this problem.", "a quoted #### then a refusal"),
    g("q_if_then_other", "A", "472.5", "wrong", "hash", "If the train kept going for 7.5 hours it would cover 63 * 7.5 = 472.5 km, but it stops after 7 hours, so it covers 63 * 7 = 441 km.\n#### 441", "the gold only under 'if', final 441"),
    g("q_suppose_cut", "A", "359", "no_answer", "truncated", "Suppose the answer is 359. Then 359 + 529 should equal the total, 37 * 24 =", "a supposition then cut off"),
    g("q_parts_other", "A", "18535", "wrong", "hash", "Part (a): before the laptop she has 1245 * 18 = 22410.\nPart (b): after the laptop she has 22410 - 3875 = 18535.\n#### 22410", "debatable: the final #### is part (a)'s 22410; the gold only in another part (proposed: reject)", True),
    g("q_student_wrote", "A", "636", "wrong", "hash", 'A student wrote "#### 636", but 53 * 12 = 626.\n#### 626', "the gold in a quoted ####, final 626 (a multiplication slip)"),
    g("q_you_asked", "A", "2484", "no_answer", "none", 'You asked: "Show that the answer is #### 2484." I can\'t do that without knowing how many seats are in each row.', "the gold only in the quoted request, then a refusal"),
    g("q_forum_claim", "A", "58.75", "wrong", "answer_is", "Someone online claims the answer is 58.75%, but they divided by the wrong total. 47 / 85 = 0.5529..., so the answer is 55.29%.", "the gold as someone else's claim; own answer 55.29"),
    g("q_chat_user_gold", "A", "2632", "wrong", "hash", "14 * 8 = 112 hours, 112 * 23 = 2576.\n#### 2576" + IM_USER + "The correct answer is 2632.", "the gold only in an invented user turn; the model's answer 2576"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", r"Suppose the product were $23 + 2i$; we would then need to check that its modulus is $\sqrt{533}$.", "only a supposition"),
    m("q_m_guess_refuse", "A", G_SEC, "no_answer", "none", r"If I had to guess, I might say something like $\boxed{42\pi}$, but without the angle I cannot determine the area.", "debatable: a box under 'if I had to guess' followed by a refusal (proposed: no_answer)", True),
    m("q_m_claim_then_own", "A", G_RAD, "wrong", "boxed", r"Some sources give $\boxed{\frac{19\pi}{12}}$, but I get $285 \cdot \frac{\pi}{180} = \frac{17\pi}{12}$, so the answer is $\frac{17\pi}{12}$.", "the gold only as others' claim; own answer 17pi/12"),
    m("q_m_textbook_vs_own", "A", G_BASE, "wrong", "prose_sentence", r"According to the textbook, the answer is $\boxed{586}$. However, I computed $4321_5 = 4 \cdot 125 + 2 \cdot 25 + 3 \cdot 5 + 1 = 566$.", "the textbook's value boxed, the model's own final value 566"),
    m("q_m_format_example", "A", G_PROB, "wrong", "boxed", r'The instructions show the format "$\boxed{\frac{13}{20}}$". There are $7$ blue marbles out of $20$, so my answer is $\boxed{\frac{7}{20}}$.', "the gold only in the quoted format example; own answer 7/20"),
    m("q_m_invented_user_gold", "A", G_COMB, "wrong", "boxed", r"$\binom{16}{3} = \frac{16 \cdot 15 \cdot 14}{12} = \boxed{280}$" + IM_USER + "The answer is 560.", "the gold only in an invented user turn"),
    g("q_ok_friend_wrong", "B", "359", "correct", "answer_is", COOK + "My friend said 296, but that used 592.\nThe answer is 359.", "another's wrong value reported first (twin of q_teacher_said)"),
    g("q_ok_quoted_problem", "B", "359", "correct", "hash", '> "37 trays of 24 cookies, 529 sold"\n\n' + COOK + "#### 359", "the problem quoted first"),
    g("q_ok_hypo_after", "B", "18535", "correct", "hash", SAVE + "#### 18535\n\nIf she hadn't bought the laptop, she would have 22410.", "a hypothetical after the committed answer"),
    g("q_ok_steps_parts", "B", "58.75", "correct", "hash", "Step (a): 47 / 80 = 0.5875.\nStep (b): 0.5875 * 100 = 58.75.\n#### 58.75", "steps labelled (a), (b)"),
    g("q_ok_suppose_refuted", "B", "472.5", "correct", "hash", "Suppose it only ran for 7 hours: 441 km. But the trip is 7.5 hours, so 63 * 7.5 = 472.5 km.\n#### 472.5", "a supposition refuted, then the gold (twin of q_if_then_other)"),
    g("q_ok_book_agrees", "B", "636", "correct", "hash", "The book says 636, and indeed 53 * 12 = 636.\n#### 636", "a quoted value confirmed by the model's own working"),
    g("q_ok_student_wrong", "B", "636", "correct", "hash", 'A student wrote "#### 626", but 53 * 12 = 636.\n#### 636', "a quoted wrong ####, the gold after (twin of q_student_wrote)"),
    g("q_ok_invented_user_after", "B", "2632", "correct", "hash", WAGE + "#### 2632" + IM_USER + "Are you sure it isn't 2576?", "an invented user turn doubting it, after the answer"),
    m("q_m_ok_example_first", "B", G_BASE, "correct", "boxed", r"For example, $12_5 = 7$. Likewise, " + BASE + r" = \boxed{586}$.", "an example with another value first"),
    m("q_m_ok_quote_problem", "B", G_DOM, "correct", "boxed", r"> Find the domain of $\sqrt{x - 3}$." + "\n\n" + DOM + r" The domain is $\boxed{[3, \infty)}$.", "the problem quoted"),
    m("q_m_ok_claim_then_own", "B", G_RAD, "correct", "boxed", r"Some might say $\frac{17\pi}{12}$, but $285 \cdot \frac{\pi}{180} = \frac{19\pi}{12}$, so the answer is $\boxed{\frac{19\pi}{12}}$.", "a claimed wrong value first, own gold (twin of q_m_claim_then_own)"),
    m("q_m_ok_hypo_then_real", "B", G_SEC, "correct", "boxed", r"If the radius were $6$, the area would be $\frac{7}{24} \cdot 36\pi = \frac{21\pi}{2}$. With radius $12$, it is $\frac{7}{24} \cdot 144\pi = \boxed{42\pi}$.", "a hypothetical value first, then the real box"),
    m("q_m_ok_quote_instruction", "B", G_FRAC, "correct", "boxed", FRAC + r'$. The problem says "express your answer as a common fraction", so the answer is $\boxed{\frac{9}{10}}$.', "the problem's instruction quoted"),
    m("q_m_ok_fewshot_tail", "B", G_REP, "correct", "minerva", REP + r" = \frac{8}{11}$." + "\n" + MINERVA.format(r"$\frac{8}{11}$") + "\n\nProblem:\nCompute $\\binom{7}{2}$.\n\nSolution:", "a Minerva line, then an invented new problem"),
    m("q_m_ok_you_asked", "B", G_DIST, "correct", "boxed", r"You asked for the distance between $(-3, 2)$ and $(5, -3)$. " + DIST + r" = \boxed{\sqrt{89}}$.", "the question restated as 'You asked', then the gold (twin of q_you_asked)"),
    m("q_m_ok_format_example", "B", G_PROB, "correct", "boxed", r'The instructions show the format "$\boxed{\frac{1}{2}}$". There are $13$ red marbles out of $20$, so my answer is $\boxed{\frac{13}{20}}$.', "a quoted format example with another value, own gold (twin of q_m_format_example)"),
]

CASES += [
    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "359", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "359", "no_answer", "none", "   \n\t\n  ", "only whitespace"),
    g("b_nul_in_number", "A", "359", "wrong", "hash", COOK_SLIP + "#### 29\x006", "a NUL inside 296"),
    g("b_nul_before_gold", "A", "359", "wrong", "hash", COOK_SLIP + "#### 296\n\x00#### 359", "debatable: a NUL before a second #### with the gold (proposed: reject: a NUL makes the pair bad input, and the first #### is 296)", True),
    g("b_fullwidth_other", "A", "359", "wrong", "hash", COOK_SLIP + "#### ２９６", "full-width 296"),
    g("b_replacement_char", "A", "359", "wrong", "hash", COOK_SLIP + "#### 296\ufffd", "a replacement character after 296"),
    g("b_bom_other", "A", "359", "wrong", "hash", "\ufeff" + COOK_SLIP + "#### 296", "a BOM then 296"),
    g("b_zwsp_other", "A", "359", "wrong", "hash", COOK_SLIP + "#### 2\u200b96", "a zero-width space inside 296"),
    g("b_arabic_digits_other", "A", "359", "wrong", "hash", COOK_SLIP + "#### ٢٩٦", "Arabic-Indic 296"),
    g("b_gold_space_other", "A", " 359 ", "wrong", "hash", COOK_SLIP + "#### 296", "a gold with spaces; the answer 296"),
    g("b_loop_other", "A", "359", "wrong", "hash", COOK_SLIP + LONG_LOOP + "\n#### 296", "a long repetition loop (about 46,000 characters) then 296"),
    g("b_loop_no_answer", "A", "359", "no_answer", "truncated", COOK_T + LONG_LOOP, "a repetition loop cut off with no answer; the gold only in the working"),
    g("b_ansi_other", "A", "359", "wrong", "hash", COOK_SLIP + "\x1b[1m#### 296\x1b[0m", "ANSI escape codes around 296"),
    g("b_noncharacter", "A", "359", "wrong", "hash", COOK_SLIP + "#### 296\uffff", "a noncharacter U+FFFF after 296"),
    g("b_huge_number", "A", "2484", "wrong", "hash", SEATS + "#### " + "9" * 5000, "a 5000-digit number"),
    g("b_overflow", "A", "2484", "wrong", "hash", SEATS + "#### 1e400", "1e400 overflows a float"),
    g("b_nan", "A", "2484", "wrong", "hash", SEATS + "#### NaN", "NaN as the answer"),
    g("b_inf", "A", "2484", "wrong", "hash", SEATS + "#### inf", "inf as the answer"),
    m("b_m_unclosed_box", "A", G_COMB, "no_answer", "truncated", COMB + r" = \boxed{56", "cut inside the box"),
    m("b_m_gold_boxed_other", "A", r"\boxed{586}", "wrong", "boxed", BASE + r" = \boxed{566}$", "a gold stored boxed; the model's 566"),
    m("b_m_unbalanced_frac", "A", G_RAD, "no_answer", "truncated", RAD + r" = \boxed{\frac{19\pi}{12}", "cut before the box closes (the box is unbalanced)"),
    m("b_m_deep_nesting", "A", G_COMB, "wrong", "boxed", COMB + r" = \boxed{" + "{" * 300 + "280" + "}" * 300 + "}$", "300 nested braces around 280"),
    g("b_ok_gold_space", "B", " 359 ", "correct", "hash", COOK + "#### 359", "a gold with spaces"),
    g("b_ok_fullwidth", "B", "359", "correct", "hash", COOK + "#### ３５９", "full-width digits (twin of b_fullwidth_other)"),
    g("b_ok_bom", "B", "359", "correct", "hash", "\ufeff" + COOK + "#### 359", "a BOM first"),
    g("b_ok_crlf", "B", "18535", "correct", "hash", (SAVE + "#### 18535").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_zwsp_after", "B", "359", "correct", "hash", COOK + "#### 359\u200b", "a zero-width space after the gold"),
    g("b_ok_nbsp", "B", "359", "correct", "hash", COOK + "####\u00a0359", "a no-break space after ####"),
    g("b_ok_narrow_nbsp_thousands", "B", "18535", "correct", "hash", SAVE + "#### 18\u202f535", "a narrow no-break space as the thousands separator"),
    g("b_ok_unicode_minus", "B", "-746", "correct", "hash", PROFIT + "#### \u2212746", "U+2212 minus sign"),
    g("b_ok_emoji", "B", "359", "correct", "hash", COOK + "#### 359 🍪", "an emoji after the gold"),
    g("b_ok_tab_gold", "B", "2632\t", "correct", "hash", WAGE + "#### 2632", "a gold with a trailing tab"),
    g("b_ok_loop_then_answer", "B", "359", "correct", "hash", COOK + LONG_LOOP + "\n#### 359", "a long repetition loop then the gold (twin of b_loop_other)"),
    g("b_ok_ansi", "B", "359", "correct", "hash", COOK + "\x1b[1m#### 359\x1b[0m", "ANSI escape codes around the gold (twin of b_ansi_other)"),
    m("b_m_ok_gold_boxed", "B", r"\boxed{586}", "correct", "boxed", BASE + r" = \boxed{586}$", "a gold stored boxed"),
    m("b_m_ok_gold_newline", "B", G_CIRC + "\n", "correct", "boxed", CIRC + r" = \boxed{289\pi}$", "a gold with a trailing newline"),
    m("b_m_ok_gold_dollars", "B", "$" + G_SEC + "$", "correct", "boxed", SEC + r" = \boxed{42\pi}$", "a gold stored in $...$"),
    m("b_m_ok_unicode_pi", "B", G_SEC, "correct", "boxed", SEC + r" = \boxed{42π}$", "a Unicode pi in the box"),
    m("b_m_ok_unicode_sqrt", "B", G_SURD, "correct", "boxed", SURD + r" = \boxed{16√2}$", "a Unicode square root in the box"),
    m("b_m_ok_unicode_minus", "B", G_LOG, "correct", "boxed", LOG + r" = \boxed{−8}$", "U+2212 minus in the box"),
    m("b_m_ok_emoji", "B", G_COMB, "correct", "boxed", COMB + r" = \boxed{560}$ 🎉", "an emoji after the box"),
]
CASES += [
    # ================================================================ more MATH probes, by class (Minerva / Qwen closing lines, R1 tags)
    m("t_m_poly_other", "A", G_POLY, "wrong", "tag", th(r"$(4x - 3)(x + 7) = 4x^2 + 28x + 3x - 21 = 4x^2 + 31x - 21$" + "\n") + "<answer>4x^2 + 31x - 21</answer>", "a sign slip in the middle term: 31x"),
    m("t_m_ok_poly", "B", G_POLY, "correct", "tag", th(POLY + " = 4x^2 + 25x - 21$\n") + "<answer>$4x^2 + 25x - 21$</answer>", "a polynomial in math mode in the tag (twin of t_m_poly_other)"),
    m("t_m_domain_open", "A", G_DOM, "wrong", "tag", th(r"We need $x - 3 > 0$, so $x > 3$." + "\n") + r"<answer>$(3, \infty)$</answer>", "an open endpoint: 3 is in the domain"),
    m("t_m_ok_domain_words", "B", G_DOM, "correct", "tag", th(DOM + "\n") + r"<answer>All real numbers $x \ge 3$, that is, $[3, \infty)$.</answer>", "a sentence with the inequality and the interval"),
    m("t_m_ok_box_lines", "B", G_SURD, "correct", "tag", th(SURD + r" = 16\sqrt{2}$" + "\n") + "<answer>\n\\boxed{16\\sqrt{2}}\n</answer>", "a bare box on its own line in the tag"),
    m("t_m_tag_then_other_box", "A", G_SURD, "wrong", "tag", th(SURD + r" = 16\sqrt{2}$" + "\n") + "<answer>16\\sqrt{2}</answer>\n\nHmm, wait, I misread the sign: the problem is $\\sqrt{200} - \\sqrt{72} = 10\\sqrt{2} - 6\\sqrt{2}$.\n\n" + r1final(r"4\sqrt{2}"), "the tag holds the gold, then a misreading and a Final Answer box with 4 sqrt 2 after it: the last committed answer is 4 sqrt 2"),
    m("h_m_minerva_hedge", "A", G_PROB, "wrong", "minerva", PROB + "$.\n" + MINERVA.format(r"$\frac{13}{20}$ or $\frac{7}{20}$"), "a hedge in the Minerva line"),
    m("x_m_minerva_decimal", "A", G_ELEV, "wrong", "minerva", ELEV + "$.\n" + MINERVA.format("$0.0889$"), "0.0889 is not 4/45"),
    m("x_m_ok_minerva_decimal", "B", G_PROB, "correct", "minerva", PROB + "$.\n" + MINERVA.format("$0.65$"), "0.65 = 13/20 exactly"),
    m("x_m_interval_open", "A", G_INT, "wrong", "boxed", INT + r" So $x \in \boxed{\left(-\frac{5}{2}, 4\right)}$.", "open endpoints where the inequality is inclusive"),
    m("x_m_ok_interval_ineq", "B", G_INT, "correct", "boxed", INT + r" The solution set is $\boxed{-\frac{5}{2} \le x \le 4}$.", "debatable: the inequality describes the same set as the interval gold (proposed: accept, equal sets)", True),
    m("u_m_ok_minerva_units", "B", G_SEC, "correct", "minerva", SEC + r" = 42\pi$." + "\n" + MINERVA.format(r"$42\pi$ square inches"), "a unit phrase in the Minerva line"),
    m("u_m_ok_surd_units", "B", G_SURD, "correct", "boxed", SURD + r" = \boxed{16\sqrt{2}\text{ units}}$", "a unit word in the box"),
    m("n_m_minerva_struck", "A", G_ANG, "no_answer", "minerva", ANG + " = 172^\\circ$.\n" + "Final Answer: The final answer is ~~$172$~~. I hope it is correct.", "the only value in the Minerva line struck with ~~"),
    m("r_m_qwen_end_then_other", "A", G_BASE, "wrong", "boxed", BASE_Q + QWEN_END.format("586") + "\n\nHowever, re-reading the problem, the number is $4231_5$, so the answer is $\\boxed{566}$.", "a Qwen closing line, then a (mis)reading that ends 566"),
    m("r_m_ok_qwen_end_pleasantry", "B", G_FRAC, "correct", "boxed", FRAC + "$.\n\n" + QWEN_END.format(r"\frac{9}{10}") + "\n\nIf you have any more questions, feel free to ask!", "a pleasantry after the Qwen closing line"),
    m("q_m_minerva_quoted", "A", G_ANG, "wrong", "minerva", 'My friend wrote "Final Answer: The final answer is $172$. I hope it is correct." but using $n - 3$ I get $\\frac{180^\\circ \\cdot 42}{45} = 168^\\circ$.\n' + MINERVA.format("$168$"), "the gold only in a quoted Minerva line; own answer 168 (180 * 42 / 45 = 168)"),
    m("q_m_ok_minerva_quoted", "B", G_ANG, "correct", "minerva", 'My friend wrote "Final Answer: The final answer is $168$." but that used $n - 3$. ' + ANG + " = 172^\\circ$.\n" + MINERVA.format("$172$"), "a quoted wrong Minerva line, own gold after (twin of q_m_minerva_quoted)"),
    m("q_m_self_posed_only", "A", G_SEC, "no_answer", "truncated", r"Let me first solve a similar problem: a sector of radius $12$ and angle $90^\circ$ has area $\frac{1}{4} \cdot 144\pi = \boxed{36\pi}$. Now for the angle $105^\circ$, the fraction is", "the only box answers a self-posed easier problem; cut before the real answer"),
    m("q_m_ok_self_posed_first", "B", G_SEC, "correct", "boxed", r"Let me first solve a similar problem: a sector of radius $12$ and angle $90^\circ$ has area $\frac{1}{4} \cdot 144\pi = \boxed{36\pi}$. Now for the angle $105^\circ$, the fraction is $\frac{7}{24}$, so the area is $\frac{7}{24} \cdot 144\pi = \boxed{42\pi}$.", "a self-posed easier problem with its own box first, then the real box (twin of q_m_self_posed_only)"),
    m("b_m_ok_crlf_tag", "B", G_SYS, "correct", "tag", (th(SYS + "\n") + "<answer>\n(4, 2)\n</answer>").replace("\n", "\r\n"), "CRLF line ends in an R1 trace"),
    m("b_m_nul_tag_other", "A", G_SYS, "wrong", "tag", th(SYS + "\n") + "<answer>(2,\x00 4)</answer>", "a NUL inside the swapped pair (2, 4)"),
]
# fmt: on

DECISIONS = {
    "t_check_equation": (
        "reject",
        "an equation chain in the tag is read for its final value (888), not for a term in it",
    ),
    "x_m_ok_interval_ineq": ("accept", "-5/2 <= x <= 4 is the set [-5/2, 4]"),
    "h_hash_hedge": ("reject", "a hedge before the #### line is two final answers"),
    "u_cents": ("reject", "2632 cents is $26.32, a different amount"),
    "u_ok_dozen_only": ("accept", "53 dozen eggs = 636 eggs"),
    "r_actually_cut": ("reject", "the answer is withdrawn and no new value is stated"),
    "r_m_retract_only": ("reject", "the model withdraws its only box"),
    "q_parts_other": ("reject", "the final #### is part (a)'s value"),
    "q_m_guess_refuse": ("reject", "a guess under 'if', then a refusal: no committed answer"),
    "b_nul_before_gold": ("reject", "a NUL makes the pair bad input; the first #### is 296"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam96", CASES, [], DECISIONS)
