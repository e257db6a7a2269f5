r"""Build adversarial_redteam105.jsonl: a hundred-and-fifth round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam105", issue 25), written by a helper (a new author)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes;
handed over BEFORE any scoring. Not model output. Only corpus/README.md (label conventions),
corpus_build.py (helpers) and build_adversarial_redteam21.py (structure) were read.

Aim of this round: the eight classes of the issue in English, as a tester who knows real model
outputs writes a hidden set: `<answer>` tags holding sentences, equations, units and boxes; answers
restated after the box in a closing sentence; "**Final Answer**" blocks; bold answers; answers in a
table's last row; trailing checks ("Check: 289 + 89 = 378 ✓"); long R1 think blocks with several
candidate values before the last one; completions cut at a token cap; invented next turns; retractions
and corrections phrased as real models phrase them. About half kind A, half kind B; GSM8K about 60 %,
MATH about 40 %; most completions over 600 characters.

Problems and golds (arithmetic checked by hand; python used for plain arithmetic only):
GSM8K
- croissants: 14 trays of 27, 289 sold -> 89 (14*27 = 270 + 108 = 378; 378 - 289 = 89; check
  289 + 89 = 378). Borrow slip 99; subtotal 378.
- kayak: $18 an hour for 7 hours plus a $25 fee -> 151 (18*7 = 126; 126 + 25 = 151). Without fee 126.
- cyclist: 23 km/h for 4.5 hours -> 103.5 (23*4 = 92; 23*0.5 = 11.5; 92 + 11.5 = 103.5).
- savings: $2,840 a quarter for 3 years -> 34080 (4*2840 = 11360 a year; 3*11360 = 34080;
  12*2840 = 28400 + 5680 = 34080). One year 11360.
- seeds: 72 of 160 sprouted, what percent -> 45 (72/160 = 0.45; 160*0.45 = 72). Not sprouted 55.
- temperature: 4 degrees, falling 3 degrees an hour for 5 hours -> -11 (3*5 = 15; 4 - 15 = -11).
- eggs: 23 eggs a day for 12 days -> 276 (23*12 = 230 + 46 = 276 = 23 dozen).
- films: 3 films of 118 minutes and 2 breaks of 17 minutes -> 388 minutes (3*118 = 354; 2*17 = 34;
  354 + 34 = 388 = 6 h 28 min). Without breaks 354.
- pages: a 1,102-page book at 38 pages a day -> 29 days (38*29 = 1140 - 38 = 1102).
- tickets: 245 adult tickets at $12 and 180 child tickets at $7 -> 4200 (245*12 = 2940;
  180*7 = 1260; 2940 + 1260 = 4200). Adults only 2940.
- paint: 3 cans at $24.75 and a brush at $8.60 -> 82.85 (3*24.75 = 74.25; 74.25 + 8.60 = 82.85).
MATH
- two reds from 5 red and 7 blue without replacement -> \frac{5}{33} (5/12 * 4/11 = 20/132 = 5/33
  = 0.1515...). With replacement 25/144.
- \sqrt{180} -> 6\sqrt{5} (180 = 36*5; 6\sqrt5 = 13.416...).
- x^2 - 5x - 14 < 0 -> (-2, 7) ((x - 7)(x + 2); check 49 - 35 - 14 = 0, 4 + 10 - 14 = 0).
- midpoint of (3, -8) and (-5, 2) -> (-1, -3) ((3 - 5)/2 = -1; (-8 + 2)/2 = -3).
- [[2, 1], [0, 3]] [[1, -1], [4, 2]] -> [[6, 0], [12, 6]] (2+4 = 6; -2+2 = 0; 0+12 = 12; 0+6 = 6).
- interior angle of a regular 12-gon -> 150 (degrees; 10*180/12 = 1800/12 = 150; 5\pi/6 is radians).
- (3 - 2i)^2 -> 5 - 12i (9 - 12i + 4i^2 = 9 - 12i - 4).
- (x - 4)(3x + 5) -> 3x^2 - 7x - 20 (3x^2 + 5x - 12x - 20).
- roots of x^3 - 9x = 0 -> -3, 0, 3 (x(x - 3)(x + 3)).
- \log_3 243 -> 5 (3^5 = 243).
- 7 + 11 + ... + 99 -> 1272 (24 terms: (99 - 7)/4 + 1 = 24; 24*106/2 = 1272).
- 0.\overline{36} as a fraction -> \frac{4}{11} (36/99 = 4/11 = 0.3636...).
- \arctan 1 -> \frac{\pi}{4} (45 degrees is not radians; 0.785 is a decimal for an exact value).

Id prefixes: `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness; `n_` negation,
strike-out, annotation; `u_` words after a number; `r_` retractions and harmless after-text; `q_`
quoted, reported, other-part, invented-turn and self-set text; `b_` bad input JSON can hold. An `_m_`
after the prefix marks a MATH probe; `_ok_` marks kind B.

Label conventions (corpus/README.md "How labels were made", round 21's): the LAST final answer
counts; a hedge or two different final answers is `wrong`; a right number only in the working with a
different (or no) final answer is `wrong` (`no_answer` when there is no final answer at all: cut off,
placeholder, empty tag, only struck-out or negated values, a withdrawal with nothing after it); an
answer tag's content is the final answer (a sentence, an equation chain or a box in it is read for the
value it states); equal value written differently is `correct` (another order of a set, an unreduced
fraction, \sqrt{180} for 6\sqrt5, 45% for 45); another quantity (a subtotal, the other unit, the
per-item value) is `wrong`; a decimal for an exact irrational or repeating gold is `wrong`; a decimal
the model wrote for a decimal gold is compared with a small tolerance only when the model gave a
decimal; degrees are not radians; a word after the number that changes it (fewer, dozen, thousand,
pairs, times, more) makes it `wrong`, a unit or the counted noun does not; an explicit correction after
an answer makes the corrected value the final one, a check or a pleasantry does not; text in an
invented next turn, a quotation, a question the model was asked, a self-set new problem or another
part does not count as the model's answer; a NUL or a lone surrogate anywhere in the pair makes it bad
input -> kind A, `no_answer` (lone surrogates are written as JSON escapes `\udXXX`, since UTF-8 cannot
hold them). Debatable probes carry `debatable=True`, the reasoning in `note`, and a proposed decision
in DECISIONS.

Usage: python packages/check/corpus/build_adversarial_redteam105.py
"""

import re
from pathlib import Path

import corpus_build
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


def tag(think: str, answer: str) -> str:
    """An R1-Zero completion: a think block, then the answer tag."""
    return th(think) + "<answer>" + answer + "</answer>"


# ================================================================ GSM8K working
# croissants: gold 89 (14*27 = 378; 378 - 289 = 89).
CRO_Q = "A bakery bakes 14 trays of 27 croissants every morning and sells 289 croissants by closing time. How many croissants are left at the end of the day?"
CRO_T = (
    "Okay, so the bakery bakes 14 trays, and each tray holds 27 croissants. First I need the total number baked.\n\n"
    "14 * 27: 10 * 27 = 270 and 4 * 27 = 108, so 270 + 108 = 378 croissants.\n\n"
    "Then they sell 289 of them by closing time. So the number left is 378 - 289.\n\n"
    "378 - 289... let me do it carefully. 378 - 200 = 178, 178 - 80 = 98, 98 - 9 = 89.\n\n"
    "Hmm, is it 89 or 99? I keep wanting to say 99 because of the borrowing. Let me check by adding: 289 + 89 = 289 + 11 + 78 = 300 + 78 = 378. Yes, that works. And 289 + 99 = 388, which is too many.\n\n"
    "So 89 croissants are left.\n"
)
CRO_SLIP_T = (
    "Okay, the bakery bakes 14 trays with 27 croissants on each one. Total baked = 14 * 27.\n\n"
    "14 * 27 = 14 * 20 + 14 * 7 = 280 + 98 = 378 croissants.\n\n"
    "They sell 289. Remaining = 378 - 289.\n\n"
    "Units: 8 - 9, borrow, 18 - 9 = 9. Tens: 6 - 8, borrow, 16 - 8 = 8... wait, then hundreds 2 - 2 = 0, so 89? Hmm, I think I dropped a borrow somewhere. Let me just say 378 - 289 = 99.\n\n"
    "So there are 99 croissants left over at the end of the day.\n"
)
CRO_S = (
    "The bakery bakes 14 trays * 27 croissants = <<14*27=378>>378 croissants each morning.\n"
    "It sells 289 croissants, so 378 - 289 = <<378-289=89>>89 croissants are left at the end of the day.\n"
)
CRO_SLIP_S = (
    "The bakery bakes 14 trays * 27 croissants = <<14*27=378>>378 croissants each morning.\n"
    "It sells 289 croissants, so 378 - 289 = <<378-289=99>>99 croissants are left at the end of the day.\n"
)
CRO_L = llama(
    (
        "Calculate the total number of croissants baked",
        "The bakery bakes 14 trays with 27 croissants each, so the total is 14 * 27 = 378 croissants.",
    ),
    (
        "Subtract the croissants sold",
        "By closing time 289 croissants are sold, so 378 - 289 = 89 croissants remain.",
    ),
    ("Verify the result", "Adding back: 89 + 289 = 378, which matches the number baked."),
)

# kayak: gold 151 (18*7 = 126; 126 + 25 = 151).
KAY_Q = "Maya rents a kayak for 7 hours. The rental costs $18 per hour plus a one-time $25 cleaning fee. How much does Maya pay in total?"
KAY_T = (
    "Let me figure out the hourly part first. $18 per hour for 7 hours: 18 * 7 = 126 dollars.\n\n"
    "Then there's the one-time cleaning fee of $25. Is the fee per hour? No, it says one-time, so it's added once.\n\n"
    "Total = 126 + 25 = 151 dollars.\n\n"
    "Wait, let me make sure I didn't misread: 'costs $18 per hour plus a one-time $25 cleaning fee.' Yes. So 126 + 25 = 151.\n\n"
    "If I had multiplied the fee by 7 I would get 126 + 175 = 301, but that's not what the problem says.\n"
)
KAY_S = (
    "For 7 hours at $18 per hour, Maya pays 7 * 18 = <<7*18=126>>126 dollars.\n"
    "Adding the one-time cleaning fee, she pays 126 + 25 = <<126+25=151>>151 dollars in total.\n"
)
KAY_NOFEE_S = (
    "For 7 hours at $18 per hour, Maya pays 7 * 18 = <<7*18=126>>126 dollars for the kayak.\n"
)
KAY_Q2 = qwen(
    "To find the total cost of Maya's kayak rental, we need to add the hourly charges and the one-time fee.",
    (
        "Hourly charges",
        "Maya rents the kayak for 7 hours at $18 per hour:\n   \\[\n   7 \\times 18 = 126\n   \\]",
    ),
    (
        "Add the cleaning fee",
        "The one-time cleaning fee is $25:\n   \\[\n   126 + 25 = 151\n   \\]",
    ),
)

# cyclist: gold 103.5 (23*4.5).
CYC_T = (
    "The cyclist rides at 23 km/h for 4.5 hours. Distance = speed * time = 23 * 4.5.\n\n"
    "23 * 4 = 92, and 23 * 0.5 = 11.5, so 92 + 11.5 = 103.5 km.\n\n"
    "Hmm, should I round? The question asks how many kilometres, and 4.5 hours is exact, so 103.5 is exact. No rounding needed.\n\n"
    "Double-check: 103.5 / 23 = 4.5. Yes, since 23 * 4.5 = 103.5.\n"
)
CYC_S = "In 4.5 hours at 23 km per hour the cyclist covers 23 * 4.5 = <<23*4.5=103.5>>103.5 kilometers.\n"

# savings: gold 34080 (2840*4 = 11360; *3 = 34080).
SAV_T = (
    "He saves $2,840 each quarter. There are 4 quarters in a year, so per year that's 2840 * 4 = 11,360 dollars.\n\n"
    "Over 3 years: 11,360 * 3 = 34,080 dollars.\n\n"
    "Alternatively, 3 years = 12 quarters, and 2840 * 12 = 28,400 + 5,680 = 34,080. Same answer.\n\n"
    "Wait, did the problem say 3 years or 3 quarters? Let me reread... 'for 3 years'. Okay, 34,080.\n"
)
SAV_S = (
    "Leo saves 4 * 2840 = <<4*2840=11360>>11360 dollars each year.\n"
    "In 3 years he saves 3 * 11360 = <<3*11360=34080>>34080 dollars.\n"
)
SAV_YEAR_S = "Leo saves 4 * 2840 = <<4*2840=11360>>11360 dollars each year.\n"

# seeds: gold 45 (72/160 = 0.45).
SEED_T = (
    "72 out of 160 seeds sprouted. The fraction is 72/160. Simplify: divide by 8 to get 9/20.\n\n"
    "9/20 = 0.45, which is 45%.\n\n"
    "Let me double check: 10% of 160 is 16, so 40% is 64 and 5% is 8; 64 + 8 = 72. Yes, 45%.\n\n"
    "The ones that didn't sprout would be 160 - 72 = 88, which is 55%, but the question asks about the ones that sprouted.\n"
)
SEED_S = "The fraction of seeds that sprouted is 72 / 160 = <<72/160=0.45>>0.45.\nAs a percentage, that is 0.45 * 100 = <<0.45*100=45>>45 percent.\n"

# temperature: gold -11 (4 - 3*5).
TMP_T = (
    "The temperature starts at 4 degrees. It falls 3 degrees every hour for 5 hours, so the total drop is 3 * 5 = 15 degrees.\n\n"
    "4 - 15 = -11.\n\n"
    "So the temperature ends up below zero. Let me recheck: after 1 hour 1, after 2 hours -2, after 3 hours -5, after 4 hours -8, after 5 hours -11. Yes.\n"
)
TMP_S = "The temperature drops 3 * 5 = <<3*5=15>>15 degrees in 5 hours.\nSo it ends at 4 - 15 = <<4-15=-11>>-11 degrees.\n"

# eggs: gold 276.
EGG_S = (
    "The farm collects 23 eggs a day, so in 12 days it collects 23 * 12 = <<23*12=276>>276 eggs.\n"
)
EGG_T = (
    "23 eggs each day for 12 days. 23 * 12 = 23 * 10 + 23 * 2 = 230 + 46 = 276.\n\n"
    "Interesting, 276 / 12 = 23, so that's exactly 23 dozen, which makes sense because there are 12 days. "
    "But the question asks how many eggs, not how many dozen, so the answer is 276 eggs.\n"
)

# films: gold 388 (3*118 + 2*17).
FILM_T = (
    "There are 3 films, each 118 minutes long. 3 * 118 = 354 minutes.\n\n"
    "There are 2 breaks of 17 minutes each: 2 * 17 = 34 minutes.\n\n"
    "Hmm, wait. With 3 films, are there 2 breaks or 3? The problem says 2 breaks, between the films. OK, 2.\n\n"
    "Total: 354 + 34 = 388 minutes.\n\n"
    "In hours that's 6 hours and 28 minutes, but the question asks for minutes, so 388.\n"
)
FILM_S = (
    "The three films last 3 * 118 = <<3*118=354>>354 minutes.\n"
    "The two breaks last 2 * 17 = <<2*17=34>>34 minutes.\n"
    "The marathon lasts 354 + 34 = <<354+34=388>>388 minutes.\n"
)
FILM_NOBREAK_S = "The three films last 3 * 118 = <<3*118=354>>354 minutes.\n"

# pages: gold 29 (1102 / 38).
PAGE_T = (
    "The book has 1,102 pages and Nora reads 38 pages a day. Days = 1102 / 38.\n\n"
    "38 * 30 = 1140, which is more than 1102. 1140 - 1102 = 38, so 38 * 29 = 1102 exactly.\n\n"
    "So it takes exactly 29 days, no partial day at the end.\n"
)
PAGE_S = "Nora needs 1102 / 38 = <<1102/38=29>>29 days to finish the book.\n"

# tickets: gold 4200.
TIX_T = (
    "Adult tickets: 245 tickets at $12 each. 245 * 12 = 245 * 10 + 245 * 2 = 2450 + 490 = 2940.\n\n"
    "Child tickets: 180 at $7 each = 1260.\n\n"
    "Total revenue = 2940 + 1260 = 4200.\n\n"
    "Hmm, 4200 is a nice round number, let me double check 245 * 12. 250 * 12 = 3000, minus 5 * 12 = 60, so 2940. Yes. And 180 * 7 = 1260. 2940 + 1260 = 4200.\n"
)
TIX_S = (
    "The adult tickets bring in 245 * 12 = <<245*12=2940>>2940 dollars.\n"
    "The child tickets bring in 180 * 7 = <<180*7=1260>>1260 dollars.\n"
    "In total the theater takes in 2940 + 1260 = <<2940+1260=4200>>4200 dollars.\n"
)
TIX_ADULT_S = "The adult tickets bring in 245 * 12 = <<245*12=2940>>2940 dollars.\n"

# paint: gold 82.85.
PNT_S = (
    "Three cans of paint cost 3 * 24.75 = <<3*24.75=74.25>>74.25 dollars.\n"
    "With the brush, the total is 74.25 + 8.60 = <<74.25+8.60=82.85>>82.85 dollars.\n"
)
PNT_T = (
    "3 cans at $24.75: 24.75 * 3 = 74.25. Then the brush is $8.60. 74.25 + 8.60 = 82.85.\n\n"
    "Let me verify: 74 + 8 = 82, 0.25 + 0.60 = 0.85, so 82.85. Good.\n"
)

# ================================================================ MATH working
G_PRB = r"\frac{5}{33}"
PRB = (
    r"There are $5 + 7 = 12$ marbles in total. The probability that the first marble is red is $\frac{5}{12}$. "
    r"Since the first marble is not replaced, $4$ red marbles remain among $11$, so the probability that the second is also red is $\frac{4}{11}$."
    "\n\n"
    r"Multiplying, $\frac{5}{12} \cdot \frac{4}{11} = \frac{20}{132} = \frac{5}{33}$."
    "\n\n"
)
PRB_T = (
    "Two marbles drawn without replacement from 5 red and 7 blue. P(both red) = (5/12)(4/11).\n\n"
    "5 * 4 = 20, 12 * 11 = 132. 20/132 reduces by 4 to 5/33.\n\n"
    "Alternatively C(5,2)/C(12,2) = 10/66 = 5/33. Same. Good.\n\n"
    "As a decimal it's about 0.1515, but I'll keep the fraction.\n"
)
G_SQ = r"6\sqrt{5}"
SQ = (
    r"We factor $180$ to find its largest perfect-square factor: $180 = 2^2 \cdot 3^2 \cdot 5 = 36 \cdot 5$."
    "\n\n"
    r"Therefore $\sqrt{180} = \sqrt{36} \cdot \sqrt{5} = 6\sqrt{5}$."
    "\n\n"
)
G_INQ = "(-2, 7)"
INQ = (
    r"First we factor the quadratic: $x^2 - 5x - 14 = (x - 7)(x + 2)$."
    "\n\n"
    r"The product is negative exactly when the two factors have opposite signs, which happens between the roots $x = -2$ and $x = 7$. "
    r"The endpoints make the product zero, and the inequality is strict, so they are excluded."
    "\n\n"
    r"Testing $x = 0$: $(0 - 7)(0 + 2) = -14 < 0$, which confirms the middle interval."
    "\n\n"
)
G_MID = "(-1, -3)"
MID = (
    r"The midpoint of $(x_1, y_1)$ and $(x_2, y_2)$ is $\left(\frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2}\right)$."
    "\n\n"
    r"Here $\frac{3 + (-5)}{2} = \frac{-2}{2} = -1$ and $\frac{-8 + 2}{2} = \frac{-6}{2} = -3$."
    "\n\n"
)
G_MAT = r"\begin{pmatrix} 6 & 0 \\ 12 & 6 \end{pmatrix}"
MAT = (
    r"We multiply row by column. The $(1,1)$ entry is $2 \cdot 1 + 1 \cdot 4 = 6$, the $(1,2)$ entry is $2 \cdot (-1) + 1 \cdot 2 = 0$, "
    r"the $(2,1)$ entry is $0 \cdot 1 + 3 \cdot 4 = 12$, and the $(2,2)$ entry is $0 \cdot (-1) + 3 \cdot 2 = 6$."
    "\n\n"
)
G_ANG = "150"
ANG = (
    r"The sum of the interior angles of an $n$-gon is $(n - 2) \cdot 180^\circ$. For $n = 12$ this is $10 \cdot 180^\circ = 1800^\circ$."
    "\n\n"
    r"A regular polygon has all angles equal, so each interior angle measures $\frac{1800^\circ}{12} = 150^\circ$."
    "\n\n"
)
G_CPX = "5 - 12i"
CPX = (
    r"We expand using $(a - b)^2 = a^2 - 2ab + b^2$: $(3 - 2i)^2 = 9 - 12i + (2i)^2 = 9 - 12i + 4i^2$."
    "\n\n"
    r"Since $i^2 = -1$, we get $9 - 12i - 4 = 5 - 12i$."
    "\n\n"
)
G_POL = "3x^2 - 7x - 20"
POL = (
    r"Using FOIL: $(x - 4)(3x + 5) = x \cdot 3x + x \cdot 5 - 4 \cdot 3x - 4 \cdot 5 = 3x^2 + 5x - 12x - 20$."
    "\n\n"
    r"Combining like terms gives $3x^2 - 7x - 20$."
    "\n\n"
)
G_RTS = "-3, 0, 3"
RTS = (
    r"Factor out $x$: $x^3 - 9x = x(x^2 - 9) = x(x - 3)(x + 3)$."
    "\n\n"
    r"Setting each factor to zero gives $x = 0$, $x = 3$ and $x = -3$."
    "\n\n"
)
G_LOG = "5"
LOG = (
    r"Since $3^1 = 3$, $3^2 = 9$, $3^3 = 27$, $3^4 = 81$ and $3^5 = 243$, we have $\log_3 243 = 5$."
    "\n\n"
)
G_SUM = "1272"
SUM = (
    r"The terms $7, 11, 15, \ldots, 99$ form an arithmetic sequence with first term $7$ and common difference $4$. "
    r"The number of terms is $\frac{99 - 7}{4} + 1 = 23 + 1 = 24$."
    "\n\n"
    r"The sum is $\frac{24}{2}(7 + 99) = 12 \cdot 106 = 1272$."
    "\n\n"
)
G_REP = r"\frac{4}{11}"
REP = (
    r"Let $x = 0.\overline{36}$. Then $100x = 36.\overline{36}$, and subtracting gives $99x = 36$."
    "\n\n"
    r"So $x = \frac{36}{99} = \frac{4}{11}$ after dividing numerator and denominator by $9$."
    "\n\n"
)
G_ATN = r"\frac{\pi}{4}"
ATN = (
    r"We need the angle in $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$ whose tangent is $1$. Since $\tan 45^\circ = 1$ and $45^\circ = \frac{\pi}{4}$ radians, $\arctan 1 = \frac{\pi}{4}$."
    "\n\n"
)

# ---------------------------------------------------------------- the openings real models write
# (a restatement of the problem before the working: Llama 3 / Qwen instruct prose, R1 rereading).
_GSM_OPEN = {
    "CRO": (
        "To solve this problem, let's break it down step by step.\n\nFirst, we need to find how many croissants the bakery bakes in total each morning. "
        "The problem tells us there are 14 trays and that every tray holds 27 croissants. Then we take away the croissants that are sold by closing time, which is 289. "
        "Whatever is left over is what the question asks for.\n\n"
    ),
    "KAY": (
        "Let's break down the cost of Maya's kayak rental.\n\nThe rental has two parts: an hourly charge of $18 for each of the 7 hours she keeps the kayak, "
        "and a one-time cleaning fee of $25 that is charged only once, no matter how long the rental lasts. We compute the hourly part first and then add the fee.\n\n"
    ),
    "CYC": (
        "We need to find the distance the cyclist travels.\n\nThe cyclist rides at a constant speed of 23 kilometers per hour for 4.5 hours. "
        "Since distance equals speed multiplied by time, we multiply the speed by the number of hours. Note that 4.5 hours is four and a half hours, "
        "so we can split the product into 23 * 4 and 23 * 0.5 if that is easier.\n\n"
    ),
    "SAV": (
        "Let's figure out how much money Leo saves.\n\nLeo puts away $2,840 every quarter. A year has 4 quarters, so we first find how much he saves in one year, "
        "and then multiply by the number of years, which is 3. We could also count the quarters directly: 3 years is 3 * 4 = 12 quarters.\n\n"
    ),
    "SEED": (
        "We want the percentage of seeds that sprouted.\n\nOut of 160 seeds that were planted, 72 sprouted. To turn this into a percentage, "
        "we divide the number that sprouted by the total number planted and then multiply by 100. "
        "We should be careful to use the seeds that sprouted, not the ones that did not.\n\n"
    ),
    "TMP": (
        "Let's track the temperature hour by hour.\n\nThe temperature starts at 4 degrees. Every hour it falls by 3 degrees, and this continues for 5 hours. "
        "So we find the total drop over the 5 hours and subtract it from the starting temperature. The result may be below zero, "
        "so we need to keep track of the sign.\n\n"
    ),
    "EGG": (
        "We need the total number of eggs the farm collects.\n\nEach day the farm collects 23 eggs, and it does this for 12 days in a row. "
        "Since the same number of eggs is collected every day, we can multiply the daily number by the number of days. "
        "Nothing is sold or broken along the way, so the total is simply the product.\n\n"
    ),
    "FILM": (
        "Let's add up the length of the whole movie marathon.\n\nThe marathon has 3 films, and each film is 118 minutes long. Between the films there are "
        "2 breaks, and each break lasts 17 minutes. The total length is the time spent on the films plus the time spent on the breaks, "
        "and the question asks for the answer in minutes.\n\n"
    ),
    "PAGE": (
        "We need to find how many days Nora needs to finish the book.\n\nThe book has 1,102 pages, and Nora reads 38 pages every day. "
        "To find the number of days, we divide the total number of pages by the number of pages she reads per day. "
        "If the division leaves a remainder, she would need one more day for the last few pages.\n\n"
    ),
    "TIX": (
        "Let's calculate the total ticket revenue.\n\nThe theater sold two kinds of tickets: 245 adult tickets at $12 each and 180 child tickets at $7 each. "
        "We find the money from each kind separately and then add the two amounts together to get the total the theater takes in.\n\n"
    ),
    "PNT": (
        "Let's find the total cost of the supplies.\n\nThe shopper buys 3 cans of paint that cost $24.75 each, and one paintbrush that costs $8.60. "
        "We first multiply to get the cost of the paint, then add the cost of the brush. Since these are money amounts, "
        "we keep two decimal places.\n\n"
    ),
}
_R1_OPEN = (
    "Let me read the problem again carefully and make sure I understand what is being asked before I start computing anything. "
    "I'll write down the numbers given, decide which operations connect them, and then check the result at the end.\n\n"
)
CRO_S, CRO_SLIP_S = _GSM_OPEN["CRO"] + CRO_S, _GSM_OPEN["CRO"] + CRO_SLIP_S
KAY_S, KAY_NOFEE_S = _GSM_OPEN["KAY"] + KAY_S, _GSM_OPEN["KAY"] + KAY_NOFEE_S
CYC_S = _GSM_OPEN["CYC"] + CYC_S
SAV_S, SAV_YEAR_S = _GSM_OPEN["SAV"] + SAV_S, _GSM_OPEN["SAV"] + SAV_YEAR_S
SEED_S = _GSM_OPEN["SEED"] + SEED_S
TMP_S = _GSM_OPEN["TMP"] + TMP_S
EGG_S = _GSM_OPEN["EGG"] + EGG_S
FILM_S, FILM_NOBREAK_S = _GSM_OPEN["FILM"] + FILM_S, _GSM_OPEN["FILM"] + FILM_NOBREAK_S
PAGE_S = _GSM_OPEN["PAGE"] + PAGE_S
TIX_S, TIX_ADULT_S = _GSM_OPEN["TIX"] + TIX_S, _GSM_OPEN["TIX"] + TIX_ADULT_S
PNT_S = _GSM_OPEN["PNT"] + PNT_S
CRO_T, CRO_SLIP_T, KAY_T, CYC_T, SAV_T, SEED_T, TMP_T, EGG_T, FILM_T, PAGE_T, TIX_T, PNT_T = (
    _R1_OPEN + x
    for x in (
        CRO_T,
        CRO_SLIP_T,
        KAY_T,
        CYC_T,
        SAV_T,
        SEED_T,
        TMP_T,
        EGG_T,
        FILM_T,
        PAGE_T,
        TIX_T,
        PNT_T,
    )
)
CRO_L = _GSM_OPEN["CRO"] + CRO_L
KAY_Q2 = KAY_Q2.replace(
    "one-time fee.",
    "one-time fee. The problem gives an hourly rate of $18, a rental time of 7 hours, and a cleaning fee of $25 that is charged once, whatever the length of the rental. We compute each part and add them.",
)
_MATH_OPEN = (
    r"To solve this problem, we will work step by step, writing out each intermediate result so that it can be checked, "
    r"and then state the final answer in simplest form."
    "\n\n"
)
PRB, SQ, INQ, MID, MAT, ANG, CPX, POL, RTS, LOG, SUM, REP, ATN = (
    _MATH_OPEN + x for x in (PRB, SQ, INQ, MID, MAT, ANG, CPX, POL, RTS, LOG, SUM, REP, ATN)
)
MID = MID.replace(
    "Here",
    r"The two endpoints are $(3, -8)$ and $(-5, 2)$, so we average the $x$-coordinates and the $y$-coordinates separately."
    "\n\nHere",
)
MAT = MAT.replace(
    "We multiply row by column.",
    r"We are asked for the product $\begin{pmatrix} 2 & 1 \\ 0 & 3 \end{pmatrix} \begin{pmatrix} 1 & -1 \\ 4 & 2 \end{pmatrix}$. Each entry of the product is the dot product of a row of the first matrix with a column of the second. We multiply row by column.",
)
CPX = CPX.replace(
    "We expand",
    r"We need to compute $(3 - 2i)^2$, the square of a complex number in the form $a + bi$ with $a = 3$ and $b = -2$. We expand",
)
LOG = LOG.replace(
    "Since $3^1",
    r"We want the exponent $k$ with $3^k = 243$, because $\log_3 243 = k$ means exactly that. Listing the powers of $3$: since $3^1",
)
ATN = ATN.replace(
    "We need the angle",
    r"The range of the arctangent function is the open interval $\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$, and its output is in radians. We need the angle",
)

# ---------------------------------------------------------------- the problem as R1 restates it, and Qwen's plan lists
_QUESTIONS = {
    "CRO": CRO_Q,
    "KAY": KAY_Q,
    "CYC": "A cyclist rides at a steady 23 km per hour for 4.5 hours. How many kilometers does the cyclist ride?",
    "SAV": "Leo saves $2,840 at the end of every quarter. How much money does he save in 3 years?",
    "SEED": "A gardener planted 160 seeds, and 72 of them sprouted. What percentage of the seeds sprouted?",
    "TMP": "At midnight the temperature was 4 degrees. It fell by 3 degrees every hour for the next 5 hours. What was the temperature at 5 a.m.?",
    "EGG": "A small farm collects 23 eggs every day. How many eggs does it collect in 12 days?",
    "FILM": "A movie marathon shows 3 films, each 118 minutes long, with 2 breaks of 17 minutes between them. How many minutes does the marathon last?",
    "PAGE": "Nora's book has 1,102 pages. If she reads 38 pages every day, how many days will it take her to finish the book?",
    "TIX": "A theater sold 245 adult tickets at $12 each and 180 child tickets at $7 each. How much money did the theater take in?",
    "PNT": "Sam buys 3 cans of paint at $24.75 each and a paintbrush for $8.60. How much does Sam spend in total?",
}
_PLANS = {
    "CRO": [
        "Find the total number of croissants baked.",
        "Subtract the number of croissants sold.",
        "Check the result by adding back.",
    ],
    "KAY": [
        "Compute the hourly charges.",
        "Add the one-time cleaning fee.",
        "State the total cost.",
    ],
    "CYC": ["Identify the speed and the time.", "Multiply speed by time.", "Check the units."],
    "SAV": [
        "Find the savings per year.",
        "Multiply by the number of years.",
        "Check by counting quarters.",
    ],
    "SEED": [
        "Write the fraction of seeds that sprouted.",
        "Convert the fraction to a decimal.",
        "Convert the decimal to a percentage.",
    ],
    "TMP": [
        "Find the total drop in temperature.",
        "Subtract the drop from the starting temperature.",
        "Check hour by hour.",
    ],
    "EGG": [
        "Identify the eggs collected per day.",
        "Multiply by the number of days.",
        "State the total.",
    ],
    "FILM": [
        "Find the total length of the films.",
        "Find the total length of the breaks.",
        "Add the two lengths.",
    ],
    "PAGE": [
        "Divide the pages by the pages read per day.",
        "Check whether there is a remainder.",
        "State the number of days.",
    ],
    "TIX": [
        "Find the revenue from adult tickets.",
        "Find the revenue from child tickets.",
        "Add the two amounts.",
    ],
    "PNT": [
        "Find the cost of the paint.",
        "Add the cost of the brush.",
        "State the total with cents.",
    ],
}


def _plan(key: str) -> str:
    steps = "".join(f"{i}. {s}\n" for i, s in enumerate(_PLANS[key], 1))
    return (
        "To answer this question, we need to follow these steps:\n\n"
        + steps
        + "\nLet's go through each step in detail.\n\n"
    )


def _restate(key: str) -> str:
    return 'Okay, so the problem says: "' + _QUESTIONS[key] + '"\n\n'


CRO_S, CRO_SLIP_S = _plan("CRO") + CRO_S, _plan("CRO") + CRO_SLIP_S
KAY_S, KAY_NOFEE_S = _plan("KAY") + KAY_S, _plan("KAY") + KAY_NOFEE_S
CYC_S, SAV_S, SAV_YEAR_S = _plan("CYC") + CYC_S, _plan("SAV") + SAV_S, _plan("SAV") + SAV_YEAR_S
SEED_S, TMP_S, EGG_S = _plan("SEED") + SEED_S, _plan("TMP") + TMP_S, _plan("EGG") + EGG_S
FILM_S, FILM_NOBREAK_S, PAGE_S = (
    _plan("FILM") + FILM_S,
    _plan("FILM") + FILM_NOBREAK_S,
    _plan("PAGE") + PAGE_S,
)
TIX_S, TIX_ADULT_S, PNT_S = _plan("TIX") + TIX_S, _plan("TIX") + TIX_ADULT_S, _plan("PNT") + PNT_S
CRO_T, CRO_SLIP_T = _restate("CRO") + CRO_T, _restate("CRO") + CRO_SLIP_T
KAY_T, CYC_T, SAV_T = _restate("KAY") + KAY_T, _restate("CYC") + CYC_T, _restate("SAV") + SAV_T
SEED_T, TMP_T, EGG_T = _restate("SEED") + SEED_T, _restate("TMP") + TMP_T, _restate("EGG") + EGG_T
FILM_T, PAGE_T, TIX_T, PNT_T = (
    _restate("FILM") + FILM_T,
    _restate("PAGE") + PAGE_T,
    _restate("TIX") + TIX_T,
    _restate("PNT") + PNT_T,
)
_MATH_ASK = {
    "PRB": r"A bag holds $5$ red marbles and $7$ blue marbles. Two marbles are drawn at random without replacement, and we want the probability that both are red, expressed as a common fraction.",
    "SQ": r"We are asked to simplify $\sqrt{180}$, which means writing it as an integer times the square root of a square-free integer.",
    "INQ": r"We are asked for all real $x$ with $x^2 - 5x - 14 < 0$, written in interval notation.",
    "MID": r"We are asked for the midpoint of the segment with endpoints $(3, -8)$ and $(-5, 2)$.",
    "MAT": r"We are asked to compute a product of two $2 \times 2$ matrices.",
    "ANG": r"We are asked for the measure, in degrees, of one interior angle of a regular dodecagon (a $12$-sided polygon).",
    "CPX": r"We are asked to simplify $(3 - 2i)^2$, where $i^2 = -1$, and write the result in the form $a + bi$.",
    "POL": r"We are asked to expand the product $(x - 4)(3x + 5)$ and collect like terms.",
    "RTS": r"We are asked for all real solutions of $x^3 - 9x = 0$, listed and separated by commas.",
    "LOG": r"We are asked to evaluate $\log_3 243$.",
    "SUM": r"We are asked for the sum $7 + 11 + 15 + \cdots + 99$.",
    "REP": r"We are asked to express the repeating decimal $0.\overline{36}$ as a common fraction in lowest terms.",
    "ATN": r"We are asked to compute $\arctan 1$, with the answer in radians.",
}
PRB, SQ, INQ, MID = (
    _MATH_ASK[k] + " " + v for k, v in (("PRB", PRB), ("SQ", SQ), ("INQ", INQ), ("MID", MID))
)
MAT, ANG, CPX, POL = (
    _MATH_ASK[k] + " " + v for k, v in (("MAT", MAT), ("ANG", ANG), ("CPX", CPX), ("POL", POL))
)
RTS, LOG, SUM, REP, ATN = (
    _MATH_ASK[k] + " " + v
    for k, v in (("RTS", RTS), ("LOG", LOG), ("SUM", SUM), ("REP", REP), ("ATN", ATN))
)

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (t_)
    g("t_sentence_slip", "A", "89", "wrong", "tag", tag(CRO_SLIP_T, "There are 99 croissants left at the end of the day."), "the tag's sentence states 99 (borrow slip); 89 only as a doubted step in the thinking"),
    g("t_equation_slip", "A", "89", "wrong", "tag", tag(CRO_SLIP_T, "378 - 289 = 99"), "an equation chain in the tag ending 99; its left side 378 - 289 is 89 but the stated value is 99"),
    g("t_subtotal", "A", "89", "wrong", "tag", tag(CRO_T, "378 croissants"), "the tag holds the total baked (a subtotal), not the number left"),
    g("t_empty", "A", "151", "no_answer", "tag", tag(KAY_T, ""), "an empty tag; 151 only in the thinking"),
    g("t_placeholder", "A", "151", "no_answer", "tag", tag(KAY_T, "[final numerical answer]"), "a template placeholder copied from the prompt; no value stated"),
    g("t_two_tags_last_other", "A", "151", "wrong", "tag", tag(KAY_T, "151") + "\n<answer>126</answer>", "two tags; the last states 126 (the fee left out)"),
    g("t_box_in_tag_other", "A", "34080", "wrong", "tag", tag(SAV_T.replace("Over 3 years: 11,360 * 3 = 34,080 dollars.\n\nAlternatively, 3 years = 12 quarters, and 2840 * 12 = 28,400 + 5,680 = 34,080. Same answer.\n\nWait, did the problem say 3 years or 3 quarters? Let me reread... 'for 3 years'. Okay, 34,080.\n", "So each year he puts away 11,360.\n"), r"$\boxed{11,360}$"), "a box in the tag holding the one-year amount, 11360"),
    g("t_cut_in_tag", "A", "276", "no_answer", "none", th(EGG_T) + "<answer>The farm collects a total of", "cut at the token cap inside the tag before any value"),
    g("t_cut_in_think", "A", "388", "no_answer", "none", "<think>\n" + FILM_T[:FILM_T.index("Total:")] + "Total: 354 +", "cut inside the thinking; no tag, no final value (388 never written)"),
    g("t_hedge_in_tag", "A", "45", "wrong", "tag", tag(SEED_T, "45% (or 55% if counting the seeds that did not sprout)"), "a hedge in the tag: two different values"),
    g("t_other_quantity_tag", "A", "45", "wrong", "tag", tag(SEED_T, "88 seeds did not sprout"), "the tag states another quantity, 88"),
    g("t_sign_lost", "A", "-11", "wrong", "tag", tag(TMP_T, "The temperature is 11 degrees."), "the tag drops the sign: 11, not -11"),
    g("t_working_in_tag_last_sub", "A", "4200", "wrong", "tag", th(TIX_T) + "<answer>\nAdult tickets: 245 x $12 = $2,940\nChild tickets: 180 x $7 = $1,260\nTotal: $4,200\nAdult share: $2,940\n</answer>", "working in the tag whose last line is the adult share 2940, after the total", True),
    g("t_ok_sentence", "B", "89", "correct", "tag", tag(CRO_T, "There are 89 croissants left at the end of the day."), "a sentence in the tag stating 89"),
    g("t_ok_equation", "B", "89", "correct", "tag", tag(CRO_T, "14 * 27 - 289 = 378 - 289 = 89"), "an equation chain in the tag ending in the gold"),
    g("t_ok_dollar_sentence", "B", "151", "correct", "tag", tag(KAY_T, "Maya pays $151 in total."), "a sentence with a dollar sign"),
    g("t_ok_box_comma", "B", "34080", "correct", "tag", tag(SAV_T, r"\boxed{34,080}"), "a box with a thousands separator in the tag"),
    g("t_ok_units", "B", "103.5", "correct", "tag", tag(CYC_T, "103.5 km"), "the value with its unit"),
    g("t_ok_percent_bold", "B", "45", "correct", "tag", tag(SEED_T, "**45%**"), "bold percent for a percent gold"),
    g("t_ok_negative_sentence", "B", "-11", "correct", "tag", tag(TMP_T, "The final temperature is -11 degrees (11 degrees below zero)."), "a sentence with -11 and a gloss restating it"),
    g("t_ok_multiline_tag", "B", "4200", "correct", "tag", th(TIX_T) + "<answer>\nAdult tickets: 245 x $12 = $2,940\nChild tickets: 180 x $7 = $1,260\nTotal revenue: $4,200\n</answer>", "working in the tag, its last line the total"),
    g("t_ok_box_in_text", "B", "29", "correct", "tag", tag(PAGE_T, r"It will take Nora $\boxed{29}$ days to finish the book."), "a box inside a sentence in the tag"),
    g("t_ok_spaced_tag", "B", "276", "correct", "tag", th(EGG_T) + "\n<answer>\n   276\n</answer>\n", "newlines and spaces around the value in the tag"),
    g("t_ok_slip_then_fixed", "B", "89", "correct", "tag", tag(CRO_SLIP_T + "\nHold on, 289 + 99 = 388, not 378. So the subtraction was off by 10: 378 - 289 = 89.\n", "89"), "the think block corrects its slip; the tag holds the corrected 89"),
    m("t_m_decimal", "A", G_PRB, "wrong", "tag", tag(PRB_T, "0.15"), "a rounded decimal in the tag for the exact 5/33"),
    m("t_m_with_replacement", "A", G_PRB, "wrong", "tag", tag("5 red and 7 blue, 12 total. P(red) = 5/12 each time, so P(both) = (5/12)^2 = 25/144.\n", r"$\frac{25}{144}$"), "the with-replacement value 25/144"),
    m("t_m_closed_interval", "A", G_INQ, "wrong", "tag", tag("x^2 - 5x - 14 = (x-7)(x+2). Negative between the roots, so -2 to 7.\n", "[-2, 7]"), "closed brackets for a strict inequality"),
    m("t_m_radians", "A", G_ANG, "wrong", "tag", tag("Sum of interior angles is (12-2)*180 = 1800 degrees, each 150 degrees, which is 5pi/6.\n", r"$\frac{5\pi}{6}$"), "the angle in radians; the gold is degrees"),
    m("t_m_matrix_entry", "A", G_MAT, "wrong", "tag", tag("Row 1 times column 2: 2*(-1) + 1*2 = 0. Row 2 times column 1: 0*1 + 3*4 = 12. Hmm, I'll write it out.\n", r"\begin{pmatrix} 6 & 0 \\ 12 & 5 \end{pmatrix}"), "one entry wrong (5 for 6)"),
    m("t_m_cut_tag", "A", G_CPX, "no_answer", "none", th("(3 - 2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4 = 5 - 12i.\n") + "<answer>$(3 - 2i)^2 =", "cut inside the tag before the value; 5 - 12i only in the thinking"),
    m("t_m_ok_box", "B", G_PRB, "correct", "tag", tag(PRB_T, r"$\boxed{\frac{5}{33}}$"), "a box in math mode in the tag"),
    m("t_m_ok_dfrac_sentence", "B", G_PRB, "correct", "tag", tag(PRB_T, r"The probability that both marbles are red is $\dfrac{5}{33}$."), "a sentence with \\dfrac"),
    m("t_m_ok_interval_sentence", "B", G_INQ, "correct", "tag", tag("x^2 - 5x - 14 = (x - 7)(x + 2) < 0. The parabola opens upward, so it's negative strictly between -2 and 7.\n", r"$x \in (-2, 7)$"), "x \\in before the interval"),
    m("t_m_ok_point_eq", "B", G_MID, "correct", "tag", tag("Midpoint: ((3 + (-5))/2, (-8 + 2)/2) = (-1, -3).\n", r"$(x, y) = (-1, -3)$"), "(x, y) = before the point"),
    m("t_m_ok_degrees", "B", G_ANG, "correct", "tag", tag("(12 - 2) * 180 = 1800, divided by 12 is 150 degrees.\n", r"$150^\circ$"), "degrees sign for a degree gold"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", tag("Entries: 2*1 + 1*4 = 6, 2*(-1) + 1*2 = 0, 0*1 + 3*4 = 12, 0*(-1) + 3*2 = 6.\n", r"$\begin{pmatrix} 6 & 0 \\ 12 & 6 \end{pmatrix}$"), "the matrix in the tag"),
    m("t_m_ok_poly_eq", "B", G_POL, "correct", "tag", tag("(x - 4)(3x + 5) = 3x^2 + 5x - 12x - 20 = 3x^2 - 7x - 20.\n", "(x - 4)(3x + 5) = 3x^2 - 7x - 20"), "an equation in the tag: the product equals the expanded form (both sides equal the gold)"),

    # ================================================================ 2. phrase + #### (h_)
    g("h_both_slip", "A", "89", "wrong", "hash", CRO_SLIP_S + "The answer is 99.\n#### 99", "phrase and #### agree on the slip 99"),
    g("h_phrase_gold_hash_other", "A", "89", "wrong", "hash", CRO_T + "\nThe answer is 89.\n#### 378", "phrase 89 but the #### line 378: two different final answers"),
    g("h_hash_gold_then_phrase_other", "A", "151", "wrong", "hash", KAY_S + "#### 151\n\nHowever, reading the problem again, the cleaning fee is included in the hourly price, so the final answer is 126.", "#### 151 then a later final answer 126 that replaces it"),
    g("h_hash_subtotal", "A", "34080", "wrong", "hash", SAV_YEAR_S + "So Leo saves $11,360.\n#### 11360", "one year's savings, a subtotal"),
    g("h_hash_empty", "A", "388", "no_answer", "hash", FILM_S + "Final answer:\n####", "an empty #### after an empty phrase; 388 only in the working"),
    g("h_hash_placeholder", "A", "388", "no_answer", "hash", FILM_S + "#### <your answer>", "a template placeholder after ####"),
    g("h_bold_other_hash_gold", "A", "4200", "wrong", "hash", TIX_S + "\n**Answer: $2,940**\n\n#### 4200", "debatable: a bold answer line 2940 and a #### line 4200 disagree (two different final answers)", True),
    g("h_hash_hedge", "A", "45", "wrong", "hash", SEED_S + "#### 45 or 55", "a hedge on the #### line"),
    g("h_hash_per_item", "A", "82.85", "wrong", "hash", "Each can of paint costs $24.75 and the brush costs $8.60.\n" + PNT_S + "So each can costs $24.75.\n#### 24.75", "the per-item price, not the total"),
    g("h_hash_no_sign", "A", "-11", "wrong", "hash", TMP_S + "The temperature is 11 degrees below where it... no, it ends at 11 degrees below zero.\n#### 11", "debatable: the phrase says below zero but the #### value is 11", True),
    g("h_two_hash_last_other", "A", "29", "wrong", "hash", PAGE_S + "#### 29\n\nLet me recount with 38 pages a day for 30 days: 38 * 30 = 1140.\n#### 30", "two #### lines; the last is 30"),
    g("h_phrase_trailing_hash_other", "A", "276", "wrong", "hash", EGG_S + "The answer is 276 eggs in total.\n#### 23", "phrase 276, #### 23 (the dozens): two final answers"),
    g("h_ok_phrase_hash", "B", "89", "correct", "hash", CRO_S + "The answer is 89 croissants.\n#### 89", "phrase with a noun, then ####"),
    g("h_ok_dollar_hash", "B", "151", "correct", "hash", KAY_S + "Therefore, Maya pays $151 in total.\n\n#### $151", "#### with a dollar sign"),
    g("h_ok_comma_hash", "B", "34080", "correct", "hash", SAV_S + "Leo saves $34,080 over the three years.\n#### 34,080", "#### with a thousands separator"),
    g("h_ok_decimal_unit_hash", "B", "103.5", "correct", "hash", CYC_S + "Final answer: 103.5 km\n#### 103.5", "Final answer phrase with a unit, then ####"),
    g("h_ok_trailing_words", "B", "29", "correct", "hash", PAGE_S + "So, the answer is 29 days until she finishes the whole book.\n#### 29", "answer phrase with trailing words, then ####"),
    g("h_ok_hash_unit", "B", "4200", "correct", "hash", TIX_S + "The theater takes in $4,200.\n#### 4200 dollars", "#### with a unit word"),
    g("h_ok_hash_percent", "B", "45", "correct", "hash", SEED_S + "45% of the seeds sprouted.\n#### 45%", "#### with a percent sign for a percent gold"),
    g("h_ok_hash_negative", "B", "-11", "correct", "hash", TMP_S + "The final temperature is -11 degrees.\n#### -11", "#### with a negative value"),
    g("h_ok_bold_phrase_hash", "B", "82.85", "correct", "hash", PNT_S + "\n**The total cost is $82.85.**\n\n#### 82.85", "a bold phrase then ####"),
    g("h_ok_hash_then_check", "B", "388", "correct", "hash", FILM_S + "#### 388\n\nCheck: 354 + 34 = 388 ✓", "a check after the #### restating the gold"),
    g("h_ok_minerva_hash", "B", "276", "correct", "hash", EGG_S + "#### 276\n" + MINERVA.format("$276$"), "#### then a Minerva line agreeing"),
    m("h_m_phrase_hash_decimal", "A", G_PRB, "wrong", "hash", PRB + "The answer is approximately 0.152.\n#### 0.152", "a decimal after #### for an exact fraction"),
    m("h_m_hash_other_point", "A", G_MID, "wrong", "hash", MID + "So the midpoint is $(-1, -3)$.\n#### (1, -3)", "phrase gives the gold, #### line drops a sign: two final answers"),
    m("h_m_hash_unexpanded_other", "A", G_POL, "wrong", "hash", POL.replace("- 12x", "+ 12x").replace("3x^2 - 7x - 20", "3x^2 + 17x - 20") + "The answer is $3x^2 + 17x - 20$.\n#### 3x^2 + 17x - 20", "a sign slip, 3x^2 + 17x - 20"),
    m("h_m_hash_empty", "A", G_LOG, "no_answer", "hash", LOG.replace("we have $\\log_3 243 = 5$", "we look for the exponent") + "The answer is:\n####", "an empty ####; 5 only as 3^5 in the working"),
    m("h_m_hash_complex_conj", "A", G_CPX, "wrong", "hash", CPX + "The answer is $5 + 12i$.\n#### 5 + 12i", "the conjugate 5 + 12i"),
    m("h_m_hash_sum_off", "A", G_SUM, "wrong", "hash", SUM.replace("23 + 1 = 24", "23").replace("\\frac{24}{2}", "\\frac{23}{2}").replace("12 \\cdot 106 = 1272", "11.5 \\cdot 106 = 1219") + "The answer is 1219.\n#### 1219", "an off-by-one term count, 1219"),
    m("h_m_ok_frac", "B", G_PRB, "correct", "hash", PRB + r"The answer is $\frac{5}{33}$." "\n#### \\frac{5}{33}", "LaTeX fraction after ####"),
    m("h_m_ok_slash", "B", G_PRB, "correct", "hash", PRB + "The probability is 5/33.\n#### 5/33", "a slash fraction after ####"),
    m("h_m_ok_point", "B", G_MID, "correct", "hash", MID + "So the midpoint is $(-1, -3)$.\n#### (-1, -3)", "a point after ####"),
    m("h_m_ok_radical", "B", G_SQ, "correct", "hash", SQ + "The answer is $6\\sqrt{5}$.\n#### 6\\sqrt{5}", "a radical after ####"),
    m("h_m_ok_set", "B", G_RTS, "correct", "hash", RTS + "The roots are $-3$, $0$ and $3$.\n#### -3, 0, 3", "a list after ####"),
    m("h_m_ok_log", "B", G_LOG, "correct", "hash", LOG + "Thus the answer is 5.\n#### 5", "an integer after ####"),

    # ================================================================ 3. exactness (x_)
    g("x_round_down", "A", "103.5", "wrong", "boxed", CYC_T.replace("Hmm, should I round?", "Hmm, should I round? Distances are usually whole numbers here.") + "\nSo the cyclist rides about 103 km.\n\n" + r1final("103"), "rounded down to 103; the gold is 103.5"),
    g("x_round_up", "A", "103.5", "wrong", "lastline", CYC_S + "Rounding to the nearest kilometer, the cyclist travels 104 km.\n\n104", "rounded up to 104"),
    g("x_money_dime", "A", "82.85", "wrong", "boxed", PNT_T + "\nRounded to the nearest ten cents, the total is $82.90.\n\n" + qbox("82.90", "The total cost is"), "82.90 is not 82.85; a money answer off by 5 cents"),
    g("x_money_whole", "A", "82.85", "wrong", "phrase", PNT_S + "So the total is roughly $83.\nThe answer is 83.", "rounded to whole dollars, 83"),
    g("x_share_for_percent", "A", "45", "wrong", "hash", SEED_S.replace("As a percentage, that is 0.45 * 100 = <<0.45*100=45>>45 percent.\n", "So the share of seeds that sprouted is 0.45.\n") + "#### 0.45", "debatable: the share 0.45 for a percent the question asks for", True),
    g("x_approx_savings", "A", "34080", "wrong", "phrase", SAV_T + "\nSo Leo saves approximately $34,000 over the three years.\n\n**Final Answer:** approximately $34,000", "an approximation, 34000"),
    g("x_pages_decimal", "A", "29", "wrong", "boxed", "Nora reads 38 pages per day. 1102 / 38 = 28.9 (approximately), so she needs about 28.9 days.\n\nSince she reads part of a day at the end, it takes about 28.9 days.\n\n" + LLAMA_END.format("28.9"), "28.9 is not 29 (and 1102 / 38 is exactly 29)"),
    g("x_temp_half", "A", "-11", "wrong", "boxed", TMP_T.replace("4 - 15 = -11.", "4 - 15.5 = -11.5.") + "\n" + qbox("-11.5", "The final temperature is"), "a slip, -11.5"),
    g("x_tickets_near", "A", "4200", "wrong", "hash", TIX_S.replace("180 * 7 = <<180*7=1260>>1260", "180 * 7 = <<180*7=1206>>1206").replace("2940 + 1260 = <<2940+1260=4200>>4200", "2940 + 1206 = <<2940+1206=4146>>4146") + "#### 4146", "a near miss, 4146"),
    g("x_eggs_dozen_number", "A", "276", "wrong", "tag", tag(EGG_T.replace("so the answer is 276 eggs.", "so I'll give the number of dozens."), "23"), "23 (dozens) for 276 eggs"),
    g("x_ok_trailing_zero", "B", "103.5", "correct", "boxed", CYC_T + "\n" + r1final("103.50"), "103.50 for 103.5"),
    g("x_ok_money_cents", "B", "82.85", "correct", "phrase", PNT_S + "The total cost is $82.85.", "dollar sign and cents"),
    g("x_ok_percent_decimal", "B", "45", "correct", "tag", tag(SEED_T, "45.0%"), "45.0% for 45"),
    g("x_ok_pages_decimal", "B", "29", "correct", "phrase", PAGE_T + "\nThe answer is 29.0 days.", "29.0 for 29"),
    g("x_ok_money_two_dp", "B", "4200", "correct", "boxed", TIX_T + "\n" + r1final("\\$4,200.00"), "$4,200.00 in a box"),
    g("x_ok_unicode_minus", "B", "-11", "correct", "phrase", TMP_S + "Final answer: the temperature is \u221211 degrees.", "a Unicode minus sign (U+2212) before 11"),
    g("x_ok_savings_space_sep", "B", "34080", "correct", "tag", tag(SAV_T, "$34,080.00"), "comma and cents"),
    m("x_m_decimal_prob", "A", G_PRB, "wrong", "boxed", PRB + r"As a decimal, this is approximately $0.1515$." "\n\n" + qbox("0.1515", "Thus, the probability is"), "a decimal for the exact 5/33"),
    m("x_m_near_fraction", "A", G_PRB, "wrong", "boxed", PRB.replace(r"= \frac{20}{132} = \frac{5}{33}", r"= \frac{20}{128} = \frac{5}{32}") + r"\[ \boxed{\frac{5}{32}} \]", "5/32, a near miss (12 * 11 misread as 128)"),
    m("x_m_radical_decimal", "A", G_SQ, "wrong", "boxed", SQ + r"Numerically, $6\sqrt{5} \approx 13.42$." "\n\n" + QWEN_END.format("13.42"), "a decimal for the exact 6\\sqrt5"),
    m("x_m_radical_other", "A", G_SQ, "wrong", "boxed", SQ.replace("36 \\cdot 5", "36 \\cdot 6").replace("\\sqrt{5}", "\\sqrt{6}") + QWEN_END.format("6\\sqrt{6}"), "6\\sqrt6, a near miss"),
    m("x_m_repeat_decimal", "A", G_REP, "wrong", "boxed", REP.replace(r"So $x = \frac{36}{99} = \frac{4}{11}$ after dividing numerator and denominator by $9$.", r"So $x = 0.36$.") + r"\boxed{0.36}", "a truncated decimal for 4/11"),
    m("x_m_arctan_decimal", "A", G_ATN, "wrong", "boxed", ATN + r"Numerically $\frac{\pi}{4} \approx 0.785$, so the answer is $\boxed{0.785}$.", "a decimal for pi/4"),
    m("x_m_missing_root", "A", G_RTS, "wrong", "boxed", RTS.replace("$x = 0$, ", "") .replace("Setting each factor", "Ignoring the trivial factor, setting each factor") + r"$\boxed{-3, 3}$", "the root 0 left out"),
    m("x_m_log_near", "A", G_LOG, "wrong", "boxed", r"$\log_3 243 = \frac{\ln 243}{\ln 3} \approx \frac{5.4931}{1.0986} \approx 4.99$." "\n\n" + r"$\boxed{4.99}$", "4.99 from rounded logs, not 5"),
    m("x_m_ok_unreduced", "B", G_PRB, "correct", "boxed", PRB.replace(r" = \frac{5}{33}$.", "$.") + r"$\boxed{\frac{20}{132}}$", "debatable: the unreduced 20/132, equal in value", True),
    m("x_m_ok_repeating", "B", G_PRB, "correct", "boxed", PRB + r"As a repeating decimal this is $0.\overline{15}$, so the answer is $\boxed{0.\overline{15}}$.", "0.\\overline{15} = 15/99 = 5/33 exactly; an exact repeating decimal"),
    m("x_m_ok_unsimplified_radical", "B", G_SQ, "correct", "boxed", r"$\sqrt{180} = \sqrt{4 \cdot 45} = 2\sqrt{45} = 2\sqrt{9 \cdot 5} = 6\sqrt{5}$." "\n\n" + r"The answer is $\boxed{6 \sqrt 5}$.", "\\sqrt 5 without braces and a space"),
    m("x_m_ok_exact_then_approx", "B", G_SQ, "correct", "boxed", SQ + r"$\boxed{6\sqrt{5} \approx 13.42}$", "debatable: the exact value then its approximation in the box", True),
    m("x_m_ok_pi_slash", "B", G_ATN, "correct", "boxed", ATN + r"Final answer: $\boxed{\pi/4}$", "pi/4 with a slash"),
    m("x_m_ok_set_order", "B", G_RTS, "correct", "boxed", RTS + r"So the solutions are $\boxed{0, 3, -3}$.", "the roots in another order"),
    m("x_m_ok_log_decimal", "B", G_LOG, "correct", "boxed", LOG + r"$\boxed{5.0}$", "5.0 for 5"),
    m("x_m_ok_inequality_form", "B", G_INQ, "correct", "boxed", INQ + r"The solution set is $\boxed{-2 < x < 7}$.", "the interval as a double inequality"),
    m("x_m_ok_complex_order", "B", G_CPX, "correct", "boxed", CPX + r"So $(3 - 2i)^2 = \boxed{-12i + 5}$.", "the terms of 5 - 12i in another order"),

    # ================================================================ 4. negation / strike-out / annotation (n_)
    g("n_boxed_neq", "A", "89", "no_answer", "boxed", CRO_T + "\nSo the number of croissants left is $\\boxed{\\neq 89}$.", "a box saying 'not 89'; no value stated"),
    g("n_sout_only", "A", "89", "no_answer", "boxed", CRO_S + "\nThe answer is $\\sout{89}$.", "the only final answer struck out"),
    g("n_md_strike_only", "A", "151", "no_answer", "phrase", KAY_S + "\n**Final answer:** ~~$151~~", "a markdown strike-out; nothing after"),
    g("n_annot_wrong", "A", "151", "wrong", "phrase", KAY_S + "\nThe answer is 151 (wrong).", "the model marks its own answer wrong"),
    g("n_hash_incorrect", "A", "34080", "wrong", "hash", SAV_S + "#### 34080 (incorrect)", "#### value annotated incorrect"),
    g("n_not_the_answer", "A", "276", "no_answer", "prose", EGG_T + "\nBut hold on, the question might want something else. Whatever it is, the answer is not 276.", "a negation of the only value; no answer left"),
    g("n_strike_gold_then_other", "A", "89", "wrong", "phrase", CRO_S + "\n**Answer:** ~~89~~ 99", "the gold struck out, 99 after it"),
    g("n_cancel_percent", "A", "45", "no_answer", "boxed", SEED_T + "\n$\\boxed{\\cancel{45\\%}}$", "a cancelled value in the box"),
    g("n_html_strike", "A", "388", "no_answer", "phrase", FILM_S + "\nThe marathon lasts <s>388</s> minutes.", "an HTML strike-out of the only value", True),
    g("n_tag_strike", "A", "29", "no_answer", "tag", tag(PAGE_T, "~~29~~"), "the tag holds only a struck value"),
    g("n_table_cross", "A", "4200", "wrong", "prose", TIX_T + "\n| Candidate | Check |\n|---|---|\n| $4,200 | ✗ (forgot tax?) |\n| $4,410 | ✓ |\n\nSo the answer is $4,410.", "a table rejecting 4200 and picking 4410"),
    g("n_neq_sentence", "A", "-11", "no_answer", "prose", TMP_T + "\nSo the final temperature \u2260 -11 degrees, because the drop stops at zero? I'm not sure.", "a negated value and doubt; no answer"),
    g("n_annot_tag_wrong", "A", "103.5", "wrong", "tag", tag(CYC_T, "103.5 km (this is wrong, see above)"), "an annotation in the tag marks the value wrong", True),
    g("n_ok_strike_then_right", "B", "89", "correct", "phrase", CRO_SLIP_S + "Wait: 99 + 289 = 388, not 378.\n\n**Answer:** ~~99~~ **89**", "the slip struck out, 89 after it"),
    g("n_ok_not_x_but_y", "B", "151", "correct", "phrase", KAY_S + "\nThe answer is not $126 but $151, since the fee is added once.", "not 126 but 151"),
    g("n_ok_sout_then_box", "B", "151", "correct", "boxed", KAY_Q2 + "So the total is $\\sout{126}$ $\\boxed{151}$ dollars.", "a struck subtotal then the box"),
    g("n_ok_verified", "B", "89", "correct", "phrase", CRO_L + "**Answer: 89 (verified ✓)**", "a positive annotation"),
    g("n_ok_checkmark", "B", "34080", "correct", "hash", SAV_S + "#### 34080 ✅", "a check-mark emoji after ####"),
    g("n_ok_neq_in_working", "B", "89", "correct", "boxed", "14 * 27 = 378. 378 - 289 = 99? Check: 99 + 289 = 388 \u2260 378. So it must be 89: 89 + 289 = 378 ✓.\n\nThe answer is $\\boxed{89}$.", "a \\ne in the working, the box 89"),
    g("n_ok_not_positive", "B", "-11", "correct", "boxed", TMP_S + "The answer is -11, not 11, because the temperature goes below zero.\n\n$\\boxed{-11}$", "'not 11' next to the right value"),
    g("n_ok_table_tick", "B", "4200", "correct", "prose", TIX_T + "\n| Step | Value |\n|---|---|\n| Adults | $2,940 |\n| Children | $1,260 |\n| **Total** | **$4,200** |\n\nThe theater takes in **$4,200**.", "a table's last row and a bold restatement"),
    g("n_ok_strike_in_tag_then_value", "B", "29", "correct", "tag", tag(PAGE_T, "~~30~~ 29 days"), "a struck 30 and 29 after it in the tag"),
    g("n_ok_no_remainder", "B", "29", "correct", "phrase", PAGE_S + "There is no remainder, so she does not need a 30th day.\nFinal answer: 29", "'not ... 30th day' before the answer line"),
    g("n_ok_not_required", "B", "276", "correct", "hash", EGG_S + "No need to convert to dozens.\n#### 276", "a 'no need' sentence before ####"),
    m("n_m_neq_box", "A", G_REP, "no_answer", "boxed", REP.replace(r"So $x = \frac{36}{99} = \frac{4}{11}$ after dividing numerator and denominator by $9$.", "") + r"Therefore $\boxed{x \neq \frac{4}{11}}$.", "a box holding x \\neq 4/11"),
    m("n_m_xout", "A", G_PRB, "no_answer", "boxed", PRB + r"$\boxed{\xout{\frac{5}{33}}}$", "a crossed-out fraction in the box"),
    m("n_m_cross_mark", "A", G_CPX, "wrong", "boxed", CPX + r"$\boxed{5 - 12i}$ ❌ (my expansion dropped a term; I could not fix it)", "the model marks its box wrong", True),
    m("n_m_strike_interval", "A", G_INQ, "wrong", "boxed", INQ + r"Answer: ~~$(-2, 7)$~~ $\boxed{[-2, 7]}$", "the right interval struck, a closed one boxed"),
    m("n_m_not_radian", "A", G_ANG, "no_answer", "prose", ANG + r"So the angle is not $\frac{5\pi}{6}$ and not $120^\circ$; it is not a standard answer either way.", "only negated values"),
    m("n_m_ok_cancel_working", "B", G_PRB, "correct", "boxed", r"$\frac{5}{12} \cdot \frac{4}{11} = \frac{5 \cdot \cancel{4}}{\cancel{4} \cdot 3 \cdot 11} = \frac{5}{33}$" "\n\n" + qbox(G_PRB), "\\cancel in the working, the box right"),
    m("n_m_ok_not_closed", "B", G_INQ, "correct", "boxed", INQ + r"The answer is $\boxed{(-2, 7)}$, not $[-2, 7]$, because the inequality is strict.", "'not [-2, 7]' after the box"),
    m("n_m_ok_strike_replace", "B", G_PRB, "correct", "phrase", PRB + r"Answer: ~~$\frac{25}{144}$~~ $\frac{5}{33}$", "a struck wrong value, then the right one"),
    m("n_m_ok_neq_note", "B", G_ATN, "correct", "boxed", ATN + r"$\boxed{\frac{\pi}{4}}$ (note: $\arctan 1 \neq 45$ in radians; the degree form is $45^\circ$)", "a \\neq note after the box", True),
    m("n_m_ok_matrix_tick", "B", G_MAT, "correct", "boxed", MAT + r"$$\boxed{\begin{pmatrix} 6 & 0 \\ 12 & 6 \end{pmatrix}}$$ ✓", "a tick after the boxed matrix"),

    # ================================================================ 5. unit words (u_)
    g("u_dozen", "A", "89", "wrong", "phrase", CRO_S + "\nSo the bakery has 89 dozen croissants left.", "89 dozen is 1068"),
    g("u_fewer", "A", "89", "wrong", "tag", tag(CRO_T, "89 fewer"), "'89 fewer' is a difference, not a count"),
    g("u_per_hour", "A", "151", "wrong", "phrase", KAY_S + "\nMaya pays $151 per hour.", "'per hour' changes the quantity"),
    g("u_thousand", "A", "34080", "wrong", "boxed", SAV_T + "\n" + r1final("34{,}080 \\text{ thousand}"), "'thousand' scales the value"),
    g("u_cents", "A", "34080", "wrong", "hash", SAV_S + "#### 34080 cents", "34080 cents is $340.80, another unit"),
    g("u_pairs", "A", "276", "wrong", "phrase", EGG_S + "\nThe farm collects 276 pairs of eggs.", "276 pairs is 552"),
    g("u_times", "A", "45", "wrong", "tag", tag(SEED_T, "45 times"), "'45 times' is a ratio word, not a percent"),
    g("u_percent_for_count", "A", "388", "wrong", "boxed", FILM_T + "\n" + LLAMA_END.format("388\\%"), "debatable: a percent sign on a count of minutes", True),
    g("u_more", "A", "4200", "wrong", "phrase", TIX_S + "\nSo the theater made $4,200 more.", "'more' makes it a difference"),
    g("u_hundred", "A", "29", "wrong", "tag", tag(PAGE_T, "29 hundred"), "'29 hundred' is 2900"),
    g("u_per_day", "A", "276", "wrong", "tag", tag(EGG_T, "276 per day"), "'per day' makes it a rate"),
    g("u_short", "A", "82.85", "wrong", "phrase", PNT_S + "\nShe is $82.85 short.", "'short' makes it a shortfall"),
    g("u_ok_noun", "B", "89", "correct", "phrase", CRO_S + "\nSo 89 croissants are left.", "the counted noun after the value"),
    g("u_ok_dollars_word", "B", "151", "correct", "tag", tag(KAY_T, "151 dollars"), "a currency word"),
    g("u_ok_usd", "B", "151", "correct", "boxed", KAY_Q2 + qbox("151 \\text{ USD}", "Maya pays"), "USD in a box"),
    g("u_ok_km", "B", "103.5", "correct", "boxed", CYC_T + "\n" + r1final("103.5 \\text{ km}"), "km in a box"),
    g("u_ok_kilometres", "B", "103.5", "correct", "phrase", CYC_S + "\nThe cyclist rides 103.5 kilometres.", "a unit word"),
    g("u_ok_percent_word", "B", "45", "correct", "phrase", SEED_S + "\nThe answer is 45 percent.", "'percent' for a percent gold"),
    g("u_ok_celsius", "B", "-11", "correct", "tag", tag(TMP_T, "-11 °C"), "degrees Celsius sign"),
    g("u_ok_degrees_word", "B", "-11", "correct", "phrase", TMP_S + "\nThe temperature at the end is -11 degrees Fahrenheit.", "a unit phrase after the value"),
    g("u_ok_minutes", "B", "388", "correct", "tag", tag(FILM_T, "388 minutes"), "minutes for a minutes gold"),
    g("u_ok_min_abbr", "B", "388", "correct", "hash", FILM_S + "#### 388 min", "min abbreviation"),
    g("u_ok_days", "B", "29", "correct", "boxed", PAGE_T + "\n" + r1final("29 \\text{ days}"), "days in a box"),
    g("u_ok_eggs", "B", "276", "correct", "tag", tag(EGG_T, "276 eggs"), "the counted noun in a tag"),
    g("u_ok_below_zero", "B", "-11", "correct", "phrase", TMP_T + "\nSo the final temperature is 11 degrees below zero.", "debatable: '11 degrees below zero' states -11 in words", True),
    m("u_m_radians_word", "A", G_ANG, "wrong", "boxed", ANG + r"In radians this is $\frac{5\pi}{6}$." "\n\n" + qbox(r"\frac{5\pi}{6} \text{ radians}"), "radians for a degree gold"),
    m("u_m_rad_for_deg", "A", G_ANG, "wrong", "boxed", ANG + r"$\boxed{150 \text{ rad}}$", "150 rad is not 150 degrees"),
    m("u_m_degrees_for_rad", "A", G_ATN, "wrong", "boxed", ATN + r"$\boxed{45^\circ}$", "45 degrees for pi/4 radians"),
    m("u_m_pi_degrees", "A", G_ATN, "wrong", "boxed", ATN + r"$\boxed{\frac{\pi}{4} \text{ degrees}}$", "pi/4 degrees is not pi/4 radians"),
    m("u_m_square_units", "A", G_SUM, "wrong", "phrase", SUM + "The sum is 1272 squared.", "'squared' changes the value", True),
    m("u_m_ok_deg_word", "B", G_ANG, "correct", "boxed", ANG + r"$\boxed{150 \text{ degrees}}$", "'degrees' for a degree gold"),
    m("u_m_ok_deg_sign", "B", G_ANG, "correct", "boxed", ANG + r"Each interior angle measures $\boxed{150^{\circ}}$.", "^{\\circ}"),
    m("u_m_ok_deg_unicode", "B", G_ANG, "correct", "phrase", ANG + "Final Answer: 150°", "a Unicode degree sign"),
    m("u_m_ok_units_word", "B", G_SQ, "correct", "boxed", SQ + r"$\boxed{6\sqrt{5} \text{ units}}$", "'units' after a radical"),
    m("u_m_ok_rad_word", "B", G_ATN, "correct", "boxed", ATN + r"$\boxed{\frac{\pi}{4} \text{ radians}}$", "'radians' for a radian gold"),

    # ================================================================ 6. retractions and after-text (r_)
    g("r_edit", "A", "89", "wrong", "hash", CRO_S + "#### 89\n\nEdit: I rechecked the subtraction and it should be 99.\n#### 99", "Edit: a new value after the answer"),
    g("r_wait_wrong", "A", "89", "wrong", "boxed", CRO_L + LLAMA_END.format("89") + "\n\nWait, that's wrong. The bakery also gives away one tray at noon, so 89 - 27 = 62. The final answer is 62.", "a retraction with a new value 62"),
    g("r_never_mind", "A", "151", "no_answer", "hash", KAY_S + "#### 151\n\nNever mind, I misread the question. Please ignore my answer.", "Never mind withdraws the answer; nothing new"),
    g("r_correction_bold", "A", "151", "wrong", "phrase", KAY_Q2 + qbox("151") + "\n\n**Correction:** The $25 fee is charged for every hour, so the total is 7 × (18 + 25) = $301.\n\n**Final answer: $301**", "Correction: 301 replaces 151"),
    g("r_actually_quarters", "A", "34080", "wrong", "boxed", SAV_T + "\n\\boxed{34080}\n\nActually, I need to reconsider: the first deposit is made at the end of the first quarter and the last one is skipped, so there are 11 deposits: 11 * 2840 = 31,240.\n\n\\boxed{31240}", "Actually: a second box 31240 (11 * 2840)"),
    g("r_scratch_that", "A", "45", "wrong", "phrase", SEED_S + "\nSo 45% sprouted. Scratch that, the question asks for the percentage that did NOT sprout: 88 / 160 = 55%.\n\nFinal answer: 55%", "Scratch that: 55 replaces 45"),
    g("r_apology_other", "A", "388", "wrong", "boxed", FILM_S + "\n" + QWEN_END.format("388") + "\n\nI apologize for the mistake in my previous response. The breaks should not be counted as part of the marathon. The correct total is 354 minutes.\n\n" + QWEN_END.format("354"), "an apology and a second closing line 354"),
    g("r_withdrawn_no_new", "A", "388", "no_answer", "boxed", FILM_T + "\n" + r1final("388") + "\n\nHmm, I'm not confident in this. Please disregard the answer above; I need more information about the breaks.", "the box withdrawn; no new value"),
    g("r_think_last_candidate_tag_other", "A", "29", "wrong", "tag", th(PAGE_T + "\nBut wait, if she reads 38 pages on the first day and then one day off... no, the problem says every day. Hmm, but maybe she starts halfway through the first day. Then it would be 30 days.\n") + "<answer>30</answer>", "several candidates in the thinking; the tag holds 30"),
    g("r_oops_tag_second", "A", "4200", "wrong", "tag", tag(TIX_T, "4200") + "\n\nOops, I forgot the 15 senior tickets at $5 each. <answer>4275</answer>", "a second tag after an Oops: 4275"),
    g("r_on_second_thought", "A", "276", "wrong", "phrase", EGG_S + "\nSo 276 eggs. On second thought, the farm sells 5 eggs a day, so it keeps 18 * 12 = 216 eggs.\n\nThe answer is 216.", "On second thought: 216"),
    g("r_hash_then_redo_cut", "A", "82.85", "no_answer", "none", PNT_S + "#### 82.85\n\nWait, that doesn't look right. Let me redo this from the start.\n\nThree cans of paint cost 3 * 24.75 =", "the answer withdrawn ('doesn't look right, redo') and the redo cut at the token cap", True),
    g("r_ok_check", "B", "89", "correct", "hash", CRO_S + "#### 89\n\nCheck: 289 + 89 = 378 ✓", "a check after ####"),
    g("r_ok_minerva", "B", "151", "correct", "phrase", KAY_S + MINERVA.format("$151$"), "Minerva's closing with 'I hope it is correct'"),
    g("r_ok_wait_then_right", "B", "89", "correct", "boxed", CRO_SLIP_S + "\n$\\boxed{99}$\n\nWait, that's wrong: 99 + 289 = 388, not 378. The correct subtraction is 378 - 289 = 89.\n\n$\\boxed{89}$", "a retraction of 99, then 89 boxed"),
    g("r_ok_correction_to_gold", "B", "151", "correct", "phrase", KAY_NOFEE_S + "So Maya pays $126.\n\nCorrection: I forgot the one-time $25 cleaning fee. 126 + 25 = 151.\n\nThe answer is $151.", "a correction to the gold"),
    g("r_ok_verify_yes", "B", "34080", "correct", "boxed", SAV_S + "$\\boxed{34080}$\n\nLet me verify: 12 quarters × $2,840 = $34,080. Yes, the answer is correct.", "a verification after the box restating it"),
    g("r_ok_think_candidates", "B", "89", "correct", "tag", th("14 trays of 27 is 378. Sold 289. 378 - 289 = 99? Hmm. Or maybe I should subtract from 380: 380 - 289 = 91, minus 2 is 89. So 89, not 99. Let me also consider whether the question asks for croissants sold... no, it asks how many are left. Candidates: 99 (wrong borrow), 378 (total, not asked), 89.\n\nWait, let me verify once more: 89 + 289 = 378. Yes.\n") + "<answer>89</answer>", "a think block with candidates 99 and 378 before 89; the tag 89"),
    g("r_ok_restated", "B", "34080", "correct", "boxed", SAV_T + "\n" + r1final("34080") + "\n\nSo Leo will have saved $34,080 after three years.", "a closing sentence restating the box"),
    g("r_ok_wait_confirm", "B", "388", "correct", "boxed", FILM_S + "\n$\\boxed{388}$\n\nWait, should the breaks be included? The question asks for the total length of the marathon including breaks, so yes. 388 minutes stands.", "a Wait that confirms the box"),
    g("r_ok_not_wrong", "B", "4200", "correct", "hash", TIX_S + "#### 4200\n\nHmm, is that wrong? No: 2940 + 1260 = 4200. The answer stays 4200.", "a doubt answered in favour of the same value"),
    g("r_ok_pleasantry", "B", "276", "correct", "hash", EGG_S + "#### 276\n\nLet me know if you have any other questions! 😊", "a pleasantry after ####"),
    g("r_ok_final_block_after_wait", "B", "29", "correct", "boxed", th(PAGE_T + "\nWait, should I round up? 1102 / 38 is exactly 29, so no rounding. 29.\n") + "\nNora reads 38 pages a day, and 38 × 29 = 1,102, so she finishes in exactly 29 days.\n\n" + r1final("29"), "R1 closing block after a Wait in the thinking"),
    g("r_ok_check_line", "B", "82.85", "correct", "boxed", PNT_T + "\n" + qbox("82.85") + "\n\nCheck: 3 × 24.75 + 8.60 = 74.25 + 8.60 = 82.85 ✓", "a check line after the box"),
    m("r_m_replacement", "A", G_PRB, "wrong", "boxed", PRB + qbox(G_PRB) + "\n\nWait, the problem says the marble is replaced after the first draw. Then the probability is $\\left(\\frac{5}{12}\\right)^2 = \\frac{25}{144}$.\n\n" + qbox(r"\frac{25}{144}"), "a retraction to 25/144"),
    m("r_m_oops_point", "A", G_MID, "wrong", "boxed", MID + r"The midpoint is $\boxed{(-1, -3)}$." "\n\nOops, I mixed up the signs of the $y$-coordinates; it should be $\\frac{8 + 2}{2} = 5$. The corrected midpoint is $\\boxed{(-1, 5)}$.", "Oops: a second box (-1, 5)"),
    m("r_m_update_matrix", "A", G_MAT, "wrong", "boxed", MAT + r"$$\boxed{\begin{pmatrix} 6 & 0 \\ 12 & 6 \end{pmatrix}}$$" "\n\n**Update:** I multiplied in the wrong order. The product should be $BA$: $\\begin{pmatrix} 2 & -2 \\\\ 8 & 10 \\end{pmatrix}$.\n\n" + r"$$\boxed{\begin{pmatrix} 2 & -2 \\ 8 & 10 \end{pmatrix}}$$", "an update with the other product BA"),
    m("r_m_withdraw", "A", G_SUM, "no_answer", "boxed", SUM + qbox("1272") + "\n\nHmm, that can't be right; I'm retracting this answer until I can recount the terms.", "the box withdrawn; no new value"),
    m("r_m_llama_apology", "A", G_POL, "wrong", "boxed", llama(("Apply FOIL", "$(x - 4)(3x + 5) = 3x^2 + 5x - 12x - 20$."), ("Combine like terms", "$3x^2 - 7x - 20$.")) + LLAMA_END.format("3x^2 - 7x - 20") + "\n\nI apologize, I made a mistake with the sign of the constant term. The correct expansion is $3x^2 - 7x + 20$.\n\n" + LLAMA_END.format("3x^2 - 7x + 20"), "an apology with a wrong 'fix' +20"),
    m("r_m_second_think", "A", G_RTS, "wrong", "tag", th("x^3 - 9x = x(x-3)(x+3) so roots -3, 0, 3.\n\nWait, maybe they only want nonzero roots? The problem says 'all real roots'... hmm, but I'll exclude zero since it's trivial.\n") + "<answer>-3, 3</answer>", "the thinking talks itself out of the root 0"),
    m("r_m_ok_wait_then_right", "B", G_CPX, "correct", "boxed", r"$(3 - 2i)^2 = 9 - 12i + 4i^2 = 13 - 12i$." "\n\nWait, $i^2 = -1$, so $4i^2 = -4$, not $+4$. Then $9 - 12i - 4 = 5 - 12i$.\n\n" + qbox(G_CPX), "a Wait fixing the sign, then the box"),
    m("r_m_ok_check_after", "B", G_INQ, "correct", "boxed", INQ + qbox(G_INQ) + "\n\nCheck: $x = 8$ gives $64 - 40 - 14 = 10 > 0$ (outside), $x = 0$ gives $-14 < 0$ (inside). ✓", "checks after the box"),
    m("r_m_ok_final_answer_block", "B", G_SUM, "correct", "boxed", th("7, 11, ..., 99. Number of terms: (99-7)/4 + 1 = 24. Wait, let me double check: 7 + 4*23 = 7 + 92 = 99. Yes, 24 terms. Sum = 24 * (7 + 99)/2 = 12 * 106 = 1272.\n\nHmm, 12 * 106: 12 * 100 = 1200, 12 * 6 = 72, 1272.\n") + "\n" + SUM + r1final("1272"), "R1 final answer block after a checked thinking"),
    m("r_m_ok_correction_to_gold", "B", G_POL, "correct", "boxed", r"$(x - 4)(3x + 5) = 3x^2 + 5x - 12x + 20$." "\n\nCorrection: $(-4)(5) = -20$, so the expansion is $3x^2 - 7x - 20$.\n\n" + LLAMA_END.format(G_POL), "a correction to the gold"),
    m("r_m_ok_hope", "B", G_LOG, "correct", "phrase", LOG + MINERVA.format("$5$"), "Minerva's closing"),

    # ================================================================ 7. quoted and reported text (q_)
    g("q_next_user_gold", "A", "89", "wrong", "hash", CRO_SLIP_S + "#### 99" + IM_USER + "That's wrong, the answer is 89. Can you explain where you went wrong?", "the gold only in an invented user turn"),
    g("q_invented_turn_fixes", "A", "151", "wrong", "hash", KAY_NOFEE_S + "#### 126" + EOT_USER + "You forgot the cleaning fee." + EOT_ASSIST + "You're right! 126 + 25 = 151.\n#### 151", "debatable: the model's own turn answers 126; 151 only in an invented next exchange", True),
    g("q_friend_quote", "A", "89", "wrong", "hash", "My friend said the answer is \"89\", but let me work it out myself.\n" + CRO_SLIP_S + "#### 99", "the gold only in a quotation; the own answer is 99"),
    g("q_question_only", "A", "89", "no_answer", "none", "Question: " + CRO_Q + "\nLet's think step by step.\nQuestion: " + CRO_Q + "\nLet's think step by step.\nQuestion: " + CRO_Q, "only the question repeated; no answer"),
    g("q_self_set_gold", "A", "151", "wrong", "boxed", KAY_NOFEE_S + "So Maya pays $\\boxed{126}$.\n\n### Practice problem\nTry this one: if the rental also had a one-time $25 cleaning fee, what would Maya pay?\n**Solution:** 126 + 25 = $\\boxed{151}$", "debatable: the model's answer is 126; 151 is the solution of a practice problem it set itself", True),
    g("q_answer_key_only", "A", "34080", "no_answer", "prose", "I don't have enough information to be sure how the quarters line up. According to the answer key in the back of the textbook, \"the answer is $34,080\", but I was not able to verify this myself.", "only a quoted answer key, not stated as the model's own", True),
    g("q_few_shot_tail_gold", "A", "89", "wrong", "phrase", CRO_SLIP_S + "The answer is 99.\n\nQ: A shop has 120 apples and sells 31. How many are left?\nA: 120 - 31 = 89. The answer is 89.", "the gold only in an invented few-shot answer to another question"),
    g("q_reported_most_people", "A", "45", "wrong", "phrase", "Most students would answer 45% here, but they forget the seeds that were planted late.\n72 of the 160 sprouted, but 20 of the 160 were planted late and are not counted, so 72 / 140 = 51.4%.\n\nThe answer is 51.4%.", "45 only as what others would answer; the model's answer is 51.4"),
    g("q_other_part_a", "A", "388", "wrong", "phrase", "**Part (a)** The three films and the two breaks last 3 × 118 + 2 × 17 = 388 minutes.\n\n**Part (b)** The films alone last 3 × 118 = 354 minutes.\n\n**Final answer: 354 minutes**", "the model splits the question into parts itself and gives 354 as its final answer; 388 only in its part (a)", True),
    g("q_user_question_tail", "A", "29", "no_answer", "none", "Let me set up the division: pages ÷ pages per day = days." + IM_USER + "Is the answer 29?", "no answer; 29 only in an invented user question"),
    g("q_new_problem_box_gold", "A", "276", "wrong", "boxed", "The farm collects 23 eggs a day for 12 days. 23 + 12 = 35 eggs.\n\n$\\boxed{35}$\n\nNow, a new problem: A farm collects 23 eggs a day for 12 days and sells none. How many eggs does it have?\n\n23 × 12 = $\\boxed{276}$", "the own answer 35; 276 in a problem the model set itself", True),
    g("q_hypothetical_gold", "A", "4200", "wrong", "phrase", TIX_ADULT_S + "If the child tickets had also been sold, the total would have been $4,200, but the question only asks about adults.\n\nThe answer is $2,940.", "4200 only under a hypothetical; the answer 2940"),
    g("q_ok_next_user_wrong", "B", "151", "correct", "hash", KAY_S + "#### 151" + IM_USER + "I think it's 126. Can you check again?", "an invented user turn with 126 after the answer"),
    g("q_ok_few_shot_tail_other", "B", "89", "correct", "phrase", CRO_S + "The answer is 89.\n\nQ: A farmer has 56 cows and buys 19 more. How many cows does he have?\nA: 56 + 19 = 75. The answer is 75.", "an invented few-shot turn after the answer"),
    g("q_ok_quote_question", "B", "89", "correct", "boxed", "The question asks: \"How many croissants are left at the end of the day?\"\n\n" + CRO_S + "\n$\\boxed{89}$", "the question quoted, then the answer"),
    g("q_ok_self_set_other", "B", "151", "correct", "boxed", KAY_S + "So Maya pays $\\boxed{151}$.\n\n### Practice problem\nWhat if she rented the kayak for 10 hours?\n**Solution:** 10 × 18 + 25 = $\\boxed{205}$", "a self-set practice problem after the answer; its box does not count"),
    g("q_ok_reported_wrong", "B", "89", "correct", "boxed", CRO_T + "\nSome people might say 378, but that is the number baked, not the number left.\n\n" + r1final("89"), "another value only as what some people might say"),
    g("q_ok_hypothetical_after", "B", "34080", "correct", "hash", SAV_S + "#### 34080\n\n(If he had saved for only 2 years, the total would have been 22,720.)", "a hypothetical after the answer"),
    g("q_ok_chat_end_tokens", "B", "388", "correct", "boxed", FILM_T + "\n" + r1final("388") + IM_USER + "thanks! and how long in hours?" + IM_ASSIST + "388 minutes is 6 hours and 28 minutes.", "an invented next exchange in hours after the answer"),
    g("q_ok_llama_tail", "B", "29", "correct", "boxed", llama(("Divide the pages by the daily rate", "1102 / 38 = 29."), ("Check", "38 * 29 = 1102.")) + LLAMA_END.format("29") + EOT_USER + "What if she reads 29 pages a day?", "an invented Llama user turn after the answer"),
    g("q_ok_subtotals_labelled", "B", "4200", "correct", "phrase", "**Adults:** 245 × $12 = $2,940\n**Children:** 180 × $7 = $1,260\n\n**Total:** $2,940 + $1,260 = $4,200\n\nThe theater takes in **$4,200** in total.", "subtotals labelled, the total last and bold"),
    g("q_ok_question_numbers_in_answer", "B", "276", "correct", "tag", tag(EGG_T, "The farm collects 23 eggs a day for 12 days, so it collects 276 eggs in total."), "question numbers restated in the tag's sentence before the value"),
    m("q_m_next_user_gold", "A", G_PRB, "wrong", "boxed", r"$P = \frac{5}{12} \cdot \frac{5}{12} = \frac{25}{144}$" "\n\n" + qbox(r"\frac{25}{144}") + IM_USER + "The marbles are not replaced, so shouldn't it be 5/33?", "the gold only in an invented user turn"),
    m("q_m_textbook_quote", "A", G_SQ, "wrong", "boxed", r"The textbook writes $\sqrt{180} = 6\sqrt{5}$, but I think it should be $\sqrt{180} = 3\sqrt{20}$ simplified to $9\sqrt{2}$." "\n\n" + qbox(r"9\sqrt{2}"), "the gold only as the textbook's; own answer 9\\sqrt2"),
    m("q_m_other_part", "A", G_MID, "wrong", "boxed", r"(a) The midpoint is $(-1, -3)$." "\n\n" r"(b) The distance between the points is $\sqrt{(-8)^2 + 10^2} = \sqrt{164} = 2\sqrt{41}$." "\n\n" + qbox(r"2\sqrt{41}"), "debatable: the model's box is a distance it added as part (b); the midpoint only in its part (a)", True),
    m("q_m_self_set_gold", "A", G_ANG, "wrong", "boxed", r"Each exterior angle is $\frac{360^\circ}{12} = 30^\circ$." "\n\n" + qbox("30") + "\n\n**Follow-up exercise:** find the interior angle. Answer: $180^\\circ - 30^\\circ = \\boxed{150^\\circ}$.", "debatable: the model's answer 30 (exterior); 150 in a follow-up it set itself", True),
    m("q_m_hypothetical", "A", G_LOG, "wrong", "boxed", r"If the base were $3$, then $\log_3 243$ would be $5$. But here the base is $9$: $\log_9 243 = \frac{5}{2}$." "\n\n" + qbox(r"\frac{5}{2}"), "5 only under a hypothetical; own answer 5/2"),
    m("q_m_ok_next_turn_other", "B", G_POL, "correct", "boxed", POL + qbox(G_POL) + IM_USER + "Now expand (x + 4)(3x - 5).", "an invented next question after the answer"),
    m("q_m_ok_quote_problem", "B", G_INQ, "correct", "boxed", r"The problem asks: \"Solve $x^2 - 5x - 14 < 0$.\"" "\n\n" + INQ + qbox(G_INQ, "So the solution is"), "the problem quoted first"),
    m("q_m_ok_self_set_other", "B", G_SUM, "correct", "boxed", SUM + qbox("1272") + "\n\n**Try it yourself:** find $3 + 7 + \\cdots + 43$. (Answer: $\\boxed{253}$)", "a self-set exercise after the answer"),
    m("q_m_ok_reported_other", "B", G_REP, "correct", "boxed", REP + r"A common mistake is to write $\frac{36}{100}$, but that is $0.36$, not $0.\overline{36}$." "\n\n" + r1final(G_REP), "a reported mistake before the final block"),
    m("q_m_ok_other_root_mention", "B", G_RTS, "correct", "boxed", RTS + r"(The equation $x^2 - 9 = 0$ alone would give only $\pm 3$.)" "\n\n" + r"$\boxed{-3, 0, 3}$", "a parenthetical about another equation before the box"),

    # ================================================================ 8. bad input JSON can hold (b_)
    g("b_nul_in_working", "A", "89", "no_answer", "hash", CRO_S.replace("croissants each morning", "croissants\x00 each morning") + "#### 89", "a NUL in the working: bad input, whatever the answer (rule: a NUL anywhere -> no_answer)"),
    g("b_nul_in_tag", "A", "151", "no_answer", "tag", tag(KAY_T, "151\x00"), "a NUL after the value in the tag: bad input"),
    g("b_nul_at_start", "A", "276", "no_answer", "hash", "\x00" + EGG_S + "#### 276", "a NUL as the first character: bad input"),
    g("b_nul_in_gold", "A", "34080\x00", "no_answer", "hash", SAV_S + "#### 34080", "a NUL in the gold: the pair is bad input"),
    g("b_surrogate_broken_emoji", "A", "89", "no_answer", "boxed", CRO_T + "\nGreat, that checks out! \ud83d\n\n" + r1final("89"), "a lone high surrogate (half an emoji, as a cut byte-level decode leaves it): bad input"),
    g("b_surrogate_low_think", "A", "388", "no_answer", "tag", tag(FILM_T.replace("Total: 354", "Total:\udc8d 354"), "388 minutes"), "a lone low surrogate in the thinking: bad input"),
    g("b_surrogate_in_gold", "A", "-11\ud800", "no_answer", "hash", TMP_S + "#### -11", "a lone surrogate in the gold: bad input"),
    g("b_empty", "A", "45", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace_only", "A", "45", "no_answer", "none", "   \n\n\t \r\n  ", "only whitespace"),
    g("b_control_only", "A", "29", "no_answer", "none", "\x01\x02\x03\x1b[0m\x07\x08\x7f", "only control characters"),
    g("b_huge_loop_cut", "A", "89", "no_answer", "none", th("14 * 27 = 378. 378 - 289 = ...\n" + "Wait, let me recompute 378 - 289 to be sure. " * 3000)[:-9], "a 135,000-character loop cut at the token cap before any answer"),
    g("b_huge_then_wrong", "A", "4200", "wrong", "hash", ("Let me list the adult tickets one at a time to be careful. " * 2500) + "\n" + TIX_ADULT_S + "#### 2940", "a 148,000-character working ending in the subtotal 2940"),
    g("b_ansi_wrong", "A", "89", "wrong", "phrase", CRO_SLIP_S + "\x1b[1;32mThe answer is 99.\x1b[0m", "ANSI colour codes around a wrong answer"),
    m("b_m_nul", "A", G_PRB, "no_answer", "boxed", PRB.replace("There are", "There\x00 are") + qbox(G_PRB), "a NUL in a MATH working: bad input"),
    m("b_m_surrogate", "A", G_MAT, "no_answer", "boxed", MAT + "\udfff" + r"$$\boxed{\begin{pmatrix} 6 & 0 \\ 12 & 6 \end{pmatrix}}$$", "a lone low surrogate before the box: bad input"),
    m("b_m_huge_cut", "A", G_SUM, "no_answer", "none", SUM.split("The sum is")[0] + "Let me add them one by one instead: " + " + ".join(str(7 + 4 * (k % 24)) for k in range(12000)), "a 60,000-character sum written out (a loop over the terms) and cut before any answer"),
    g("b_ok_ansi", "B", "89", "correct", "phrase", CRO_S + "\x1b[1mThe answer is 89.\x1b[0m", "ANSI bold codes around the answer line (control characters, not bad input)"),
    g("b_ok_crlf", "B", "151", "correct", "hash", (KAY_S + "#### 151").replace("\n", "\r\n"), "Windows line endings"),
    g("b_ok_tabs", "B", "34080", "correct", "phrase", SAV_T.replace("\n\n", "\n\t") + "\tFinal answer:\t$34,080", "tabs as separators"),
    g("b_ok_formfeed", "B", "103.5", "correct", "boxed", CYC_T + "\x0c\n" + r1final("103.5"), "a form feed before the closing block"),
    g("b_ok_bom", "B", "45", "correct", "hash", "\ufeff" + SEED_S + "#### 45", "a byte-order mark at the start"),
    g("b_ok_zwsp_prose", "B", "-11", "correct", "phrase", TMP_T.replace("So the temperature", "So\u200b the temperature") + "\nThe answer is -11.", "a zero-width space in the prose, not in the number"),
    g("b_ok_emoji_pair", "B", "388", "correct", "hash", FILM_S + "#### 388 🎬🍿", "valid astral characters (surrogate pairs in UTF-16) after the answer"),
    g("b_ok_del_bell", "B", "29", "correct", "hash", PAGE_S.replace("Nora", "Nora\x07") + "\x7f#### 29", "a BEL and a DEL in the text"),
    g("b_ok_huge_then_answer", "B", "89", "correct", "hash", ("Let me recount the croissants tray by tray to be careful. " * 2500) + "\n" + CRO_S + "#### 89", "a 145,000-character working, then the answer"),
    g("b_ok_nbsp", "B", "276", "correct", "phrase", EGG_S + "The answer is\u00a0276.", "a non-breaking space before the value"),
    g("b_ok_lrm", "B", "4200", "correct", "hash", TIX_S + "#### \u200e4200", "a left-to-right mark before the value"),
    g("b_ok_vtab", "B", "82.85", "correct", "hash", PNT_S.replace("\n", "\x0b\n", 1) + "#### 82.85", "a vertical tab in the working"),
    g("b_ok_literal_backslash_n", "B", "89", "correct", "hash", CRO_S.replace("\n", "\\n") + "\n#### 89", "debatable: literal backslash-n sequences (a double-escaped output); the #### line is on its own line", True),
    m("b_m_ok_crlf", "B", G_POL, "correct", "boxed", (POL + qbox(G_POL)).replace("\n", "\r\n"), "Windows line endings in a MATH completion"),
    m("b_m_ok_huge", "B", G_RTS, "correct", "boxed", ("We check candidate roots one at a time. " * 3000) + "\n" + RTS + r"$\boxed{-3, 0, 3}$", "a 120,000-character working, then the box"),
    m("b_m_ok_ctrl", "B", G_MID, "correct", "boxed", MID.replace("Here", "Here\x1f") + qbox(G_MID), "a unit-separator control character in the working"),
    m("b_m_ok_emoji", "B", G_CPX, "correct", "boxed", CPX + qbox(G_CPX) + " 🎉", "an emoji after the box"),

    # ================================================================ more MATH probes (classes as above)
    m("q_m_few_shot_tail_gold", "A", G_LOG, "wrong", "phrase", r"We have $3^6 = 243$, so $\log_3 243 = 6$." "\n\n" + MINERVA.format("$6$") + "\n\nProblem:\nCompute $\\log_2 32$.\n\nSolution:\nSince $2^5 = 32$, $\\log_2 32 = 5$.\n\n" + MINERVA.format("$5$"), "own answer 6 (3^6 is 729); the gold only in an invented few-shot problem about log_2 32"),
    m("q_m_ok_few_shot_tail", "B", G_LOG, "correct", "phrase", LOG + MINERVA.format("$5$") + "\n\nProblem:\nCompute $\\log_2 64$.\n\nSolution:\nSince $2^6 = 64$, $\\log_2 64 = 6$.\n\n" + MINERVA.format("$6$"), "an invented few-shot problem after the answer; its 6 does not count"),
    m("q_m_ok_quoted_wrong_claim", "B", G_CPX, "correct", "boxed", r"A common claim is that $(3 - 2i)^2 = 9 - 4i^2 = 13$. This is incorrect, because it forgets the cross term $-2 \cdot 3 \cdot 2i$." "\n\n" + CPX + qbox(G_CPX), "a quoted wrong claim (13) before the right box"),
    m("n_m_neq_sum", "A", G_SUM, "no_answer", "boxed", SUM.split("The sum is")[0] + r"I could not pin the sum down, but it is not $1272$: $\boxed{\neq 1272}$", "a box holding only 'not 1272'"),
    m("n_m_ok_not_degrees", "B", G_ATN, "correct", "phrase", ATN + r"The answer is $\frac{\pi}{4}$ radians, not $45$.", "'not 45' after the right value"),
    m("n_m_annot_wrong", "A", G_POL, "wrong", "phrase", POL + r"**Final Answer:** $3x^2 - 7x - 20$ (incorrect: I am sure the middle term is wrong but ran out of time)", "the model marks its own final answer incorrect"),
    m("u_m_thousand", "A", G_SUM, "wrong", "phrase", SUM + "So the sum is 1272 thousand.", "'thousand' scales the value"),
    m("u_m_ok_cm", "B", G_SQ, "correct", "boxed", SQ + r"So the side length is $\boxed{6\sqrt{5}\ \text{cm}}$.", "a length unit after a radical"),
    m("u_m_percent_prob", "A", G_PRB, "wrong", "boxed", PRB + r"$\boxed{\frac{5}{33}\%}$", "5/33 percent is 5/3300, not 5/33"),
    m("r_m_wait_interval", "A", G_INQ, "wrong", "boxed", INQ + qbox(G_INQ) + "\n\nWait, I should double-check the direction. Since the parabola opens upward, I think the inequality holds outside the roots instead:\n\n" + qbox(r"(-\infty, -2) \cup (7, \infty)"), "a wrong second-guess replaces the right interval"),
    m("r_m_ok_wait_angle", "B", G_ANG, "correct", "boxed", r"The interior angles of a $12$-gon sum to $(12 - 2) \cdot 180^\circ = 1800^\circ$, so each is $\frac{1800^\circ}{12} = 144^\circ$." "\n\nWait, $144^\\circ$ is the interior angle of a regular decagon ($\\frac{1440^\\circ}{10}$). Recomputing: $\\frac{1800}{12} = 150$.\n\n" + qbox("150^\\circ"), "a Wait replacing 144 with 150"),
    m("r_m_ok_candidates_think", "B", G_REP, "correct", "tag", th("0.363636... Is it 36/100? No, that's 0.36 exactly. 9/25? Also 0.36. For a two-digit repeat it's 36/99. Divide by 9: 4/11. Check: 4/11 = 0.363636... yes.\n\nSo candidates were 9/25 and 4/11, and 4/11 is right.\n") + r"<answer>$\frac{4}{11}$</answer>", "candidates 9/25 and 36/100 in the thinking; the tag 4/11"),
    m("h_m_hash_radians", "A", G_ANG, "wrong", "hash", ANG + r"Converting to radians, $150^\circ = \frac{5\pi}{6}$." "\n\nThe answer is $\\frac{5\\pi}{6}$.\n#### \\frac{5\\pi}{6}", "radians after #### for a degree gold"),
    m("h_m_ok_cpx_hash", "B", G_CPX, "correct", "hash", CPX + "The answer is $5 - 12i$.\n#### 5-12i", "a complex number without spaces after ####"),
    m("h_m_ok_matrix_hash", "B", G_MAT, "correct", "hash", MAT + r"The answer is $\begin{pmatrix} 6 & 0 \\ 12 & 6 \end{pmatrix}$." "\n#### \\begin{pmatrix} 6 & 0 \\\\ 12 & 6 \\end{pmatrix}", "a matrix after ####"),
    m("b_m_surrogate_gold", "A", G_REP + "\udc00", "no_answer", "boxed", REP + qbox(G_REP), "a lone surrogate in the gold: bad input"),
    m("b_m_ok_tabs", "B", G_REP, "correct", "boxed", REP.replace("\n\n", "\n\t\n") + "\t" + qbox(G_REP), "tabs between the lines"),
    m("b_m_ok_bom", "B", G_LOG, "correct", "boxed", "\ufeff" + LOG + qbox("5"), "a byte-order mark at the start"),
    m("t_m_ok_equation_chain", "B", G_REP, "correct", "tag", th("Let x = 0.3636..., 100x = 36.3636..., so 99x = 36 and x = 36/99 = 4/11.\n") + r"<answer>$x = \frac{36}{99} = \frac{4}{11}$</answer>", "an equation chain in the tag ending in the gold"),
    m("x_m_ok_pi_coefficient", "B", G_ATN, "correct", "boxed", ATN + r"$\boxed{\frac{1}{4}\pi}$", "(1/4)pi for pi/4"),
]
# fmt: on

DECISIONS = {
    "t_working_in_tag_last_sub": (
        "reject",
        "a tag's content is the final answer; its last line states 2940, after the total, so the tag ends on another quantity",
    ),
    "h_bold_other_hash_gold": (
        "reject",
        "a bold 'Answer:' line and a #### line with different values are two final answers (README: wrong)",
    ),
    "h_hash_no_sign": (
        "reject",
        "the #### value 11 is the marked answer; a phrase saying 'below zero' does not change the marked value",
    ),
    "x_share_for_percent": (
        "reject",
        "a decimal share is not the percent the question asks for (round 5's GSM8K decision)",
    ),
    "x_m_ok_unreduced": (
        "accept",
        "20/132 equals 5/33; README: equal in value but written differently is correct",
    ),
    "x_m_ok_exact_then_approx": (
        "accept",
        "the box states the exact value first; the approximation only glosses it",
    ),
    "n_html_strike": (
        "reject",
        "an HTML <s> strike-out of the only value leaves no answer, like ~~ ~~ and \\sout",
    ),
    "n_annot_tag_wrong": (
        "reject",
        "the model marks its tag value wrong; a value the model itself marks wrong is wrong",
    ),
    "n_m_cross_mark": (
        "reject",
        "a cross mark and 'I could not fix it' mark the boxed value wrong by the model itself",
    ),
    "n_m_ok_neq_note": (
        "accept",
        "the box holds pi/4; the note after it only relates degrees and radians",
    ),
    "u_percent_for_count": (
        "reject",
        "'388%' is 3.88, not 388 minutes; a percent sign on a non-percent gold changes the value",
    ),
    "u_ok_below_zero": ("accept", "'11 degrees below zero' states -11 in words"),
    "u_m_square_units": ("reject", "'1272 squared' is 1272^2"),
    "r_hash_then_redo_cut": (
        "reject",
        "'doesn't look right, let me redo' withdraws the answer and the redo never reaches a value",
    ),
    "q_invented_turn_fixes": (
        "reject",
        "the model's own turn answers 126; an invented next exchange is not its answer to the question posed",
    ),
    "q_self_set_gold": (
        "reject",
        "151 answers a practice problem the model set itself; its answer to the question posed is 126",
    ),
    "q_answer_key_only": (
        "reject",
        "only a quotation of an answer key the model says it could not verify; no own answer",
    ),
    "q_other_part_a": (
        "reject",
        "the model's final answer line states 354; 388 is only its own part (a)",
    ),
    "q_new_problem_box_gold": (
        "reject",
        "the model's answer to the question posed is 35; the 276 box answers a problem it set itself",
    ),
    "q_m_other_part": (
        "reject",
        "the boxed final answer is the distance 2\\sqrt{41} of a part (b) the model added; the midpoint is only in its part (a), not stated as the final answer",
    ),
    "q_m_self_set_gold": (
        "reject",
        "the model boxed 30 as its answer; 150 only in a follow-up exercise it set itself",
    ),
    "b_ok_literal_backslash_n": (
        "accept",
        "literal backslash-n text is harmless; the #### line on its own line states 89",
    ),
}


def _write_records_escaping_surrogates(out: Path, records: list[dict]) -> None:
    """corpus_build.write_records, but lone surrogates (which UTF-8 cannot hold) are written as JSON
    escapes (`\\udXXX`), so the file stays valid UTF-8 and json.loads gives them back."""
    import json

    with out.open("w", encoding="utf-8") as handle:
        for record in records:
            line = json.dumps(record, ensure_ascii=False)
            line = re.sub("[\ud800-\udfff]", lambda c: f"\\u{ord(c.group()):04x}", line)
            handle.write(line + "\n")
    print(f"wrote {len(records)} records to {out}")


def _check() -> None:
    ids = [c[0] for c in CASES]
    assert len(ids) == len(set(ids)), "duplicate ids"
    for c in CASES:
        case_id, debatable = c[0], (c[8] if len(c) > 8 else False)
        assert c[5] in ("tag", "hash", "boxed", "phrase", "lastline", "prose", "none"), case_id
        assert bool(debatable) == (case_id in DECISIONS), (
            f"{case_id}: debatable without decision or vice versa"
        )


if __name__ == "__main__":
    _check()
    corpus_build.write_records = _write_records_escaping_surrogates
    here = Path(__file__).resolve().parent
    if here != corpus_build.HERE:  # run outside the corpus folder: write beside this file
        corpus_build.HERE = here
    write_probes("adversarial_redteam105", CASES, [], DECISIONS)
