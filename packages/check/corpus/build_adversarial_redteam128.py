r"""Build adversarial_redteam128.jsonl: a hundred-and-twenty-eighth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam128", issue 25), by a new author, written
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any
other round's builder than round 21's, and WITHOUT running the checker, math-verify, sympy or any grader
on the probes (python was used for plain arithmetic only). Handed over BEFORE any scoring. Not model
output. Only corpus/README.md (label conventions), corpus_build.py and build_adversarial_redteam21.py
(structure and label rules) were read.

Aim of this round: the eight classes of the issue in English, as a hidden-test author who knows real
model outputs writes them, 65 % MATH, in LONG reasoning-model completions (259 of 2,300-3,700
characters, 14 short ones that are cut, empty or echo a prompt, five of 128,000-350,000): an
R1-distill `<think>` block with several candidate values (slips, "Wait,", "Hmm,", a second method, a
clean redo), a summary after `</think>`, then the final
value in an `<answer>` tag, a box, a "**Final Answer**" block, bold, a table's last row, a `####` line
or a sentence, and what follows it: a verification line ("Check: ... ✓"), a units note, a restatement
in words, a second equal form, a closing pleasantry, an invented next turn (ChatML, Llama 3), an edit
or retraction, a cut at the token cap.

Problems, golds and the arithmetic (checked by hand):
GSM8K
- cookies: 14 trays of 18, 175 sold, bags of 7: 14*18 = 252, 252 - 175 = 77, 77/7 = 11 -> 11
  (subtotals 252, 77; a misread 16 a tray gives 224 - 175 = 49, 49/7 = 7).
- rent: $1,450 a month for 12 months + $600 deposit: 17,400 + 600 -> 18000 (without deposit 17400).
- temperature: 5 degrees, falls 2.25 an hour for 8 hours: 2.25*8 = 18, 5 - 18 -> -13 (drop 18).
- pass rate: 23 of 40 passed: 23/40 = 0.575 -> 57.5 (percent; failing 17/40 = 42.5).
- trip: 3 h at 64 mph + 2.5 h at 72 mph: 192 + 180 -> 372 (average 372/5.5 ~ 67.6).
- cherries: 3.5 kg at $4.18: 12.54 + 2.09 -> 14.63.
- laptops: 1,245 at $389: 498,000 - 13,695 -> 484305 (slip 1245*11 = 13,595 gives 484,405).
MATH
- P(two dice sum to 8) = 5/36 (5 of 36; sum 7 is 6/36 = 1/6) -> \frac{5}{36}.
- \sqrt{180} = \sqrt{36 \cdot 5} -> 6\sqrt{5} (3\sqrt{20} equal; 6\sqrt6 and 13.42 not).
- x^2 - 5x - 14 < 0, (x - 7)(x + 2) < 0 -> (-2, 7) (closed [-2, 7] wrong).
- y = 3x - 4 and y = -2x + 11: 5x = 15 -> (3, 5) (swapped (5, 3) wrong).
- [[1,2],[3,4]][[2,0],[1,3]] = [[4,6],[10,12]] -> pmatrix (BA = [[2,4],[10,14]], transpose wrong).
- interior angle of a regular dodecagon: 1800/12 -> 150 (degrees; exterior 30; 5\pi/6 radians).
- (3 + 2i)(1 - 4i) = 3 - 12i + 2i + 8 -> 11 - 10i (i^2 = +1 slip: -5 - 10i; conjugate 11 + 10i).
- (x + 3)(2x - 5) -> 2x^2 + x - 15 (sign slip 2x^2 - x - 15).
- x^2 - x - 12 = (x - 4)(x + 3) -> -3, 4 (flipped 3, -4).
- divisors of 360 = 2^3 3^2 5: 4*3*2 -> 24 (proper 23; 12 pairs).
- circle inscribed in a square of side 10: r = 5 -> 25\pi (78.54 decimal; 100\pi with r = 10).
- log_4 128 = 7/2 (2^7 = 2^{2x}) -> \frac{7}{2} (3.5 equal exactly; 2/7 and 3.499 not).
- 0.\overline{36} = 36/99 -> \frac{4}{11} (9/25 = 0.36 and 0.3636 not).
- sin 120 degrees -> \frac{\sqrt{3}}{2} (0.866, -\sqrt3/2 and 1/2 not).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions after the
answer, and harmless after-text; `q_` quoted, reported, invented-turn and self-set text; `b_` bad input
a JSON corpus can hold. An `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B. Kind "A" a
WRONG (or unanswered) completion the checker must refuse; "B" a RIGHT one it must accept.

Label conventions used (corpus/README.md "How labels were made", round 21, the brief): the LAST final
answer counts (a box, a tag, a `####` line, an answer phrase or a closing "Final answer:" line); an
answer tag's content is the final answer, read for the value its sentence or equation states; a value
inside the think block is working, never an answer; a hedge or two different final answers is
`wrong`; another quantity (a subtotal, the other unit, the exterior angle, proper divisors, BA) is
`wrong`; equal value written differently (10/72, 3.5 for 7/2, 0.\overline{36}, 3\sqrt{20}, reordered
terms, 57.5% for 57.5, $18,000.00) is `correct`; a decimal for an exact irrational or repeating gold is
`wrong`; degrees are not radians; a negated, struck-out or self-annotated-wrong answer with nothing
after is `no_answer` (or `wrong` when a wrong value replaces it); an explicit correction makes the
corrected value final (right or wrong); a check, units note, restatement, second equal form or
pleasantry after the answer does not replace it; an invented next turn, a quoted or reported claim, a
self-set new problem or an echoed instruction example does not count; a completion cut before its
answer is `no_answer`; a NUL anywhere in the pair (completion or gold) makes it bad input: kind A,
truth `no_answer`, noted per probe. Lone surrogates are NOT in this round: `write_probes` writes
UTF-8 with ensure_ascii=False, which cannot encode them. Debatable probes carry `"debatable": true`,
the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam128.py (moved into the corpus folder);
from /tmp/rt128 it writes /tmp/rt128/adversarial_redteam128.jsonl.
"""

from pathlib import Path

import corpus_build  # noqa: E402
from corpus_build import EOT_ASSIST, EOT_USER, IM_ASSIST, IM_USER, g, m, r1final, th, write_probes  # noqa: E402

# ================================================================ problems: working as long R1 traces
# Each problem: gold, a think block (several candidate values, ends at the right value), a summary
# after </think> (without its closing line). Arithmetic checked by hand (python for plain products).

# --- G1 cookies: 14 trays of 18 cookies, 175 sold, the rest in bags of 7. 14*18 = 252; 252-175 = 77;
#     77/7 = 11. Gold 11. Subtotals 252, 77.
G1 = "11"
T1 = """Okay, so the bakery makes 14 trays and each tray has 18 cookies. Let me find the total first.
14 * 18... 10 * 18 = 180 and 4 * 18 = 72, so 180 + 72 = 252 cookies.

Then they sell 175 cookies. 252 - 175 = 77 cookies left.

Wait, the question asks how many bags, not how many cookies. Each bag holds 7 cookies. So 77 / 7 = 11 bags.

Hmm, let me make sure I read "sells 175" right and not "157". The problem says 175. If it had been 157, then 252 - 157 = 95, and 95 / 7 is not a whole number, so 175 makes sense because it divides evenly.

Let me also double check 14 * 18 another way: 14 * 18 = 14 * 20 - 14 * 2 = 280 - 28 = 252. Yes.

And 252 - 175: 252 - 100 = 152, 152 - 75 = 77. Yes, 77.

77 / 7 = 11 since 7 * 11 = 77. So there are 11 bags. Could there be a leftover partial bag? No, 77 is exactly 11 sevens, so no cookies are left over.

So the candidates I had: 252 (total cookies), 77 (cookies left), 11 (bags). The question wants bags, so 11.
"""
S1 = """The bakery bakes 14 * 18 = <<14*18=252>>252 cookies.
After selling 175, 252 - 175 = <<252-175=77>>77 cookies remain.
Packed 7 to a bag, that is 77 / 7 = <<77/7=11>>11 bags.
"""

# --- G2 rent: $1,450 a month for 12 months plus a $600 deposit. 1450*12 = 17400; + 600 = 18000.
#     Gold 18000. Without the deposit: 17400.
G2 = "18000"
T2 = """Let me figure out the total Maya pays in the first year.

Rent is $1,450 per month. For 12 months that's 1450 * 12. 1450 * 10 = 14500, 1450 * 2 = 2900, total 14500 + 2900 = 17400.

So rent alone is $17,400. But she also pays a security deposit of $600 when she signs the lease. Does the question want the deposit included? It says "how much money does Maya pay in total during her first year, including all fees". The deposit is a fee paid in the first year, so include it.

17400 + 600 = 18000.

Hmm, wait. Is the deposit refundable? The problem doesn't say it gets returned within the year, so it's money she pays. I'll include it.

Let me double-check 1450 * 12: 1450 * 12 = (1500 - 50) * 12 = 18000 - 600 = 17400. Interesting, so 17400 + 600 = 18000 exactly. Good, consistent.

So total is $18,000.
"""
S2 = """Rent for the year: 12 * $1,450 = $<<12*1450=17400>>17,400.
Adding the $600 deposit: 17,400 + 600 = $<<17400+600=18000>>18,000.
"""

# --- G3 temperature: starts at 5 degrees, falls 2.25 degrees an hour for 8 hours. 2.25*8 = 18;
#     5 - 18 = -13. Gold -13. Sign lost: 13; the drop: 18.
G3 = "-13"
T3 = """The temperature starts at 5 degrees at midnight. It drops 2.25 degrees every hour for 8 hours.

Total drop: 2.25 * 8. 2 * 8 = 16, 0.25 * 8 = 2, so 18 degrees.

Final temperature: 5 - 18 = -13 degrees.

Wait, let me re-read: "falls by 2.25 degrees each hour". Yes, a fall. So it goes below zero. 5 - 18 = -13.

Hmm, I first thought maybe 13, but that's the magnitude; it's 13 below zero, so -13.

Check: after 1 hour 2.75, 2 hours 0.5, 3 hours -1.75, 4 hours -4, 5 hours -6.25, 6 hours -8.5, 7 hours -10.75, 8 hours -13. Yes, -13.
"""
S3 = """The temperature falls 2.25 * 8 = <<2.25*8=18>>18 degrees in 8 hours.
It ends at 5 - 18 = <<5-18=-13>>-13 degrees.
"""

# --- G4 percent: 23 of 40 students passed. 23/40 = 0.575 = 57.5 %. Gold 57.5. Failing share 42.5.
G4 = "57.5"
T4 = """There are 40 students and 23 passed. The percentage that passed is 23/40 * 100.

23/40 = 0.575. Times 100 = 57.5%.

Hmm, let me double check: 40 * 0.5 = 20, 40 * 0.075 = 3, so 20 + 3 = 23. Yes, 0.575.

Wait, does the question ask for the percent that passed or failed? "What percentage of the class passed the test?" Passed. So 57.5%, not 42.5% (which would be the 17 who failed: 17/40 = 0.425).

Should I round to 58%? The question doesn't say to round, so 57.5.
"""
S4 = """23 of the 40 students passed: 23 / 40 = <<23/40=0.575>>0.575.
As a percentage, 0.575 * 100 = <<0.575*100=57.5>>57.5%.
"""

# --- G5 trip: 3 hours at 64 mph, then 2.5 hours at 72 mph. 192 + 180 = 372 miles. Gold 372.
G5 = "372"
T5 = """First leg: 3 hours at 64 miles per hour = 3 * 64 = 192 miles.
Second leg: 2.5 hours at 72 mph = 2.5 * 72 = 180 miles. (2 * 72 = 144, 0.5 * 72 = 36, 144 + 36 = 180.)

Total distance = 192 + 180 = 372 miles.

Wait, is the question asking for the total distance or the average speed? "How many miles did the Garcias drive in all?" Total distance. So 372.

Just for sanity, average speed would be 372 / 5.5 = 67.6 or so, but that's not asked.

Let me re-add: 192 + 180 = 372. Yes.
"""
S5 = """First leg: 3 * 64 = <<3*64=192>>192 miles.
Second leg: 2.5 * 72 = <<2.5*72=180>>180 miles.
In all: 192 + 180 = <<192+180=372>>372 miles.
"""

# --- G6 produce: 3.5 kg of cherries at $4.18 a kilogram. 3*4.18 = 12.54; 0.5*4.18 = 2.09; 14.63. Gold 14.63.
G6 = "14.63"
T6 = """Cherries cost $4.18 per kilogram and Priya buys 3.5 kg.

3 kg: 3 * 4.18 = 12.54.
0.5 kg: 4.18 / 2 = 2.09.
Total: 12.54 + 2.09 = 14.63.

Hmm, let me check with another method: 3.5 * 4.18 = 3.5 * 4 + 3.5 * 0.18 = 14 + 0.63 = 14.63. Yes.

So she pays $14.63. Should I round to $14.60 or $15? No, money is to the cent: $14.63.
"""
S6 = """Cost = 3.5 * $4.18 = $<<3.5*4.18=14.63>>14.63.
"""

# --- G7 laptops: 1,245 laptops at $389 each. 1245*389 = 484305 (1245*400 = 498000; 1245*11 = 13695;
#     498000 - 13695 = 484305). Gold 484305.
G7 = "484305"
T7 = """The district buys 1,245 laptops at $389 each. Total = 1245 * 389.

Let me compute: 1245 * 400 = 498,000. Then subtract 1245 * 11 = 13,695. 498,000 - 13,695 = 484,305.

Let me verify another way: 1245 * 389 = 1000 * 389 + 245 * 389 = 389,000 + 245 * 389.
245 * 389 = 245 * 400 - 245 * 11 = 98,000 - 2,695 = 95,305.
389,000 + 95,305 = 484,305. Same.

Hmm, at first I wrote 1245 * 11 = 13,595 by mistake, which would give 484,405. But 1245 * 11 = 12450 + 1245 = 13,695. So 484,305 is right.

So the total cost is $484,305.
"""
S7 = """Total cost = 1,245 * $389 = $<<1245*389=484305>>484,305.
"""

GSM = {
    "cookies": (G1, T1, S1),
    "rent": (G2, T2, S2),
    "temp": (G3, T3, S3),
    "pct": (G4, T4, S4),
    "trip": (G5, T5, S5),
    "cherry": (G6, T6, S6),
    "laptop": (G7, T7, S7),
}
# ================================================================ MATH problems
# --- M1 dice: P(sum of two dice is 8) = 5/36 ((2,6),(3,5),(4,4),(5,3),(6,2)). Wrong 5/6, 1/6, 0.139.
M1 = r"\frac{5}{36}"
U1 = r"""Two fair six-sided dice, I need P(sum = 8). Total outcomes: 6 * 6 = 36.

Pairs summing to 8: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5. (1,7) is impossible since 7 > 6.

So P = 5/36.

Wait, should (3,5) and (5,3) count as different? Yes, the dice are distinguishable in the sample space of 36 ordered outcomes. If I only counted unordered pairs I'd get 3 out of 21, which is not a uniform space. So 5/36.

Hmm, earlier I half-thought it was 1/6 because 7 has 6 ways, but 8 has 5 ways. 6/36 = 1/6 is for sum 7. For sum 8 it's 5/36.

5/36 is about 0.1389. Keep it as a fraction.
"""
V1 = r"""There are $6 \times 6 = 36$ equally likely outcomes. The outcomes with sum $8$ are $(2,6), (3,5), (4,4), (5,3), (6,2)$, five in all, so the probability is $\frac{5}{36}$.
"""

# --- M2 radical: \sqrt{180} = \sqrt{36 \cdot 5} = 6\sqrt5. Wrong 3\sqrt{20} (equal! correct), 6\sqrt6, 13.42.
M2 = r"6\sqrt{5}"
U2 = r"""Simplify sqrt(180). Factor 180 = 4 * 45 = 4 * 9 * 5 = 36 * 5.

So sqrt(180) = sqrt(36) * sqrt(5) = 6 sqrt(5).

Wait, let me double check: 180 = 2^2 * 3^2 * 5. Perfect square part: 2^2 * 3^2 = 36. Remaining: 5. Yes, 6 sqrt 5.

Alternatively I could write 3 sqrt(20) or 2 sqrt(45), but those aren't fully simplified since 20 = 4*5 and 45 = 9*5.

Check numerically: 6 * 2.236 = 13.416, and 13.416^2 = 179.99. Good.

So 6√5.
"""
V2 = r"""Since $180 = 2^2 \cdot 3^2 \cdot 5 = 36 \cdot 5$, we have $\sqrt{180} = \sqrt{36}\,\sqrt{5} = 6\sqrt{5}$.
"""

# --- M3 interval: x^2 - 5x - 14 < 0 <=> (x - 7)(x + 2) < 0 <=> -2 < x < 7. Gold (-2, 7).
#     Wrong [-2, 7], (-7, 2), (-\infty,-2)\cup(7,\infty).
M3 = r"(-2, 7)"
U3 = r"""Solve x^2 - 5x - 14 < 0.

Factor: I need two numbers multiplying to -14 and adding to -5. -7 and 2: -7 * 2 = -14, -7 + 2 = -5. Yes.
So (x - 7)(x + 2) < 0.

Roots at x = 7 and x = -2. The parabola opens upward, so it's negative between the roots: -2 < x < 7.

Wait, I should double check the sign of the factors. (x - 7)(x + 2) = x^2 + 2x - 7x - 14 = x^2 - 5x - 14. Correct.

Test x = 0: 0 - 0 - 14 = -14 < 0. Yes, 0 is in the set. Test x = 8: 64 - 40 - 14 = 10 > 0, not in the set. Test x = -3: 9 + 15 - 14 = 10 > 0, not in. Good.

Endpoints: strict inequality, so excluded. Open interval (-2, 7).

Hmm, at first I wrote (-7, 2) from mixing up the signs, but the test points confirm (-2, 7).
"""
V3 = r"""Factor: $x^2 - 5x - 14 = (x - 7)(x + 2)$. The product is negative exactly between the roots $-2$ and $7$, and the inequality is strict, so the solution is $-2 < x < 7$, that is, $(-2, 7)$.
"""

# --- M4 tuple: y = 3x - 4 and y = -2x + 11: 5x = 15, x = 3, y = 5. Gold (3, 5). Swapped (5, 3).
M4 = r"(3, 5)"
U4 = r"""Find the intersection of y = 3x - 4 and y = -2x + 11.

Set equal: 3x - 4 = -2x + 11 -> 5x = 15 -> x = 3.

Then y = 3(3) - 4 = 9 - 4 = 5. Check in the other line: -2(3) + 11 = -6 + 11 = 5. Good.

So the point is (3, 5).

Wait, I should be careful to write it as (x, y) = (3, 5), not (5, 3).

Hmm, let me recheck: if x = 5 then y = 11 from the first line and 1 from the second, not equal. So (5, 3) isn't on both lines. (3, 5) it is.
"""
V4 = r"""Setting $3x - 4 = -2x + 11$ gives $5x = 15$, so $x = 3$, and then $y = 3(3) - 4 = 5$. Both lines pass through $(3, 5)$.
"""

# --- M5 matrix: [[1,2],[3,4]] [[2,0],[1,3]] = [[4,6],[10,12]]. Other order [[2,4],[10,14]]; transpose [[4,10],[6,12]].
M5 = r"\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}"
U5 = r"""Compute AB where A = [[1, 2], [3, 4]] and B = [[2, 0], [1, 3]].

Entry (1,1): row 1 of A dot column 1 of B = 1*2 + 2*1 = 4.
Entry (1,2): row 1 of A dot column 2 of B = 1*0 + 2*3 = 6.
Entry (2,1): row 2 of A dot column 1 of B = 3*2 + 4*1 = 10.
Entry (2,2): row 2 of A dot column 2 of B = 3*0 + 4*3 = 12.

So AB = [[4, 6], [10, 12]].

Wait, let me make sure I didn't compute BA by accident. BA would be: row 1 of B (2, 0) dot columns of A: 2*1 + 0*3 = 2, 2*2 + 0*4 = 4; row 2 of B (1, 3): 1*1 + 3*3 = 10, 1*2 + 3*4 = 14. So BA = [[2, 4], [10, 14]], different. The question asks for AB. So [[4, 6], [10, 12]].
"""
V5 = r"""$$AB = \begin{pmatrix} 1\cdot 2 + 2\cdot 1 & 1\cdot 0 + 2\cdot 3 \\ 3\cdot 2 + 4\cdot 1 & 3\cdot 0 + 4\cdot 3 \end{pmatrix} = \begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}.$$
"""

# --- M6 degrees: interior angle of a regular dodecagon = (12-2)*180/12 = 1800/12 = 150 (degrees).
#     Exterior 30. Radians 5\pi/6 (degrees are not radians).
M6 = "150"
U6 = r"""Regular dodecagon: 12 sides. Sum of interior angles = (12 - 2) * 180 = 10 * 180 = 1800 degrees.

Each interior angle = 1800 / 12 = 150 degrees.

Alternatively, the exterior angle is 360 / 12 = 30 degrees, so the interior angle is 180 - 30 = 150. Consistent.

Hmm, wait, did the problem ask for the interior or the exterior angle? "the measure of each interior angle". So 150, not 30.

In radians it would be 5pi/6, but the problem is in degrees.
"""
V6 = r"""The interior angles of a $12$-gon sum to $(12-2)\cdot 180^\circ = 1800^\circ$, so each interior angle of the regular dodecagon measures $\frac{1800^\circ}{12} = 150^\circ$.
"""

# --- M7 complex: (3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 11 - 10i. Wrong 11 + 10i, -5 - 10i.
M7 = "11 - 10i"
U7 = (
    r"""Multiply (3 + 2i)(1 - 4i).

FOIL: 3*1 = 3; 3*(-4i) = -12i; 2i*1 = 2i; 2i*(-4i) = -8i^2.

i^2 = -1, so -8i^2 = 8.

Sum: 3 + 8 + (-12i + 2i) = 11 - 10i.

Wait, let me double check the sign of -8i^2. 2i * (-4i) = -8 i^2 = -8 * (-1) = +8. Yes. So real part 3 + 8 = 11.

At first I got -5 - 10i by treating i^2 as +1, but that's wrong. 11 - 10i.

Check by modulus: |3 + 2i| = sqrt(13), |1 - 4i| = sqrt(17), product sqrt(221). |11 - 10i| = sqrt(121 + 100) = sqrt(221)."""
    + " \n"
)  # (the line ends on a space, as the author wrote it)
V7 = r"""$(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2 = 3 - 10i + 8 = 11 - 10i$.
"""

# --- M8 polynomial: (x + 3)(2x - 5) = 2x^2 - 5x + 6x - 15 = 2x^2 + x - 15. Wrong 2x^2 - x - 15.
M8 = "2x^2 + x - 15"
U8 = r"""Expand (x + 3)(2x - 5).

x * 2x = 2x^2; x * (-5) = -5x; 3 * 2x = 6x; 3 * (-5) = -15.

Combine: 2x^2 + (-5x + 6x) - 15 = 2x^2 + x - 15.

Hmm, let me check with x = 1: (1 + 3)(2 - 5) = 4 * (-3) = -12. And 2 + 1 - 15 = -12. Good.
x = 2: (5)(-1) = -5; 8 + 2 - 15 = -5. Good.

I almost wrote 2x^2 - x - 15 but the middle term is -5x + 6x = +x.
"""
V8 = r"""Distributing, $(x + 3)(2x - 5) = 2x^2 - 5x + 6x - 15 = 2x^2 + x - 15$.
"""

# --- M9 roots: x^2 - x - 12 = (x - 4)(x + 3); roots -3 and 4. Gold "-3, 4". Wrong "3, -4".
M9 = "-3, 4"
U9 = r"""Solve x^2 - x - 12 = 0.

Factors of -12 that add to -1: -4 and 3. So (x - 4)(x + 3) = 0, giving x = 4 or x = -3.

Check: 16 - 4 - 12 = 0. Good. 9 + 3 - 12 = 0. Good.

Quadratic formula too: x = [1 ± sqrt(1 + 48)] / 2 = [1 ± 7] / 2 = 4 or -3.

Wait, I first wrote (x + 4)(x - 3), which gives x^2 + x - 12, wrong middle sign. So roots are -3 and 4, not 3 and -4.
"""
V9 = r"""$x^2 - x - 12 = (x - 4)(x + 3) = 0$, so $x = 4$ or $x = -3$.
"""

# --- M10 divisors: 360 = 2^3 * 3^2 * 5 -> (3+1)(2+1)(1+1) = 24. Wrong 23 (excluding 1 or itself), 12.
M10 = "24"
U10 = (
    r"""How many positive divisors does 360 have?

Prime factorization: 360 = 36 * 10 = 2^2 * 3^2 * 2 * 5 = 2^3 * 3^2 * 5.

Number of divisors = (3 + 1)(2 + 1)(1 + 1) = 4 * 3 * 2 = 24.

Hmm, should I exclude 1 and 360? The question says "positive divisors", which includes both. So 24. If it said "proper divisors" it'd be 23.

Let me list a few to sanity check the pairs: 1*360, 2*180, 3*120, 4*90, 5*72, 6*60, 8*45, 9*40, 10*36, 12*30, 15*24, 18*20. That's 12 pairs -> 24 divisors."""
    + " \n"
)  # (the line ends on a space, as the author wrote it)
V10 = r"""Since $360 = 2^3 \cdot 3^2 \cdot 5$, the number of positive divisors is $(3+1)(2+1)(1+1) = 4 \cdot 3 \cdot 2 = 24$.
"""

# --- M11 circle: circle inscribed in a square of side 10 has radius 5, area 25\pi (about 78.54).
#     Wrong 100\pi (radius 10), 78.54.
M11 = r"25\pi"
U11 = r"""A circle inscribed in a square of side 10. The diameter of the circle equals the side of the square, so diameter 10, radius 5.

Area = pi r^2 = pi * 25 = 25 pi.

Wait, is it inscribed in the square or circumscribed about it? "A circle is inscribed in a square with side length 10" -> circle inside the square, touching all four sides. So radius 5. If the square were inscribed in the circle, the radius would be 5 sqrt 2 and the area 50 pi. Not this case.

And not 100 pi, which would be using 10 as the radius.

Answer in terms of pi: 25pi. Numerically about 78.54.
"""
V11 = r"""The diameter of the inscribed circle equals the side of the square, $10$, so its radius is $5$ and its area is $\pi \cdot 5^2 = 25\pi$.
"""

# --- M12 log: log_4 128 = log_2 128 / log_2 4 = 7/2. Decimal 3.5 is exactly 7/2 (correct). Wrong 7/3, 3.
M12 = r"\frac{7}{2}"
U12 = r"""Evaluate log base 4 of 128.

128 = 2^7, 4 = 2^2. So 4^x = 128 -> 2^(2x) = 2^7 -> 2x = 7 -> x = 7/2.

Hmm, is it 7/2 or 2/7? 4^(7/2) = (4^(1/2))^7 = 2^7 = 128. Yes, 7/2.

Another check: 4^3 = 64 and 4^4 = 256, and 128 is between, so the answer is between 3 and 4. 3.5 fits.
"""
V12 = r"""Write both numbers as powers of $2$: $128 = 2^7$ and $4 = 2^2$. Then $4^x = 128$ means $2^{2x} = 2^7$, so $x = \frac{7}{2}$.
"""

# --- M13 repeating decimal: 0.\overline{36} = 36/99 = 4/11. Wrong 9/25 (=0.36), 0.3636, 36/100.
M13 = r"\frac{4}{11}"
U13 = r"""Express 0.363636... as a fraction.

Let x = 0.363636... Then 100x = 36.363636... Subtract: 99x = 36, so x = 36/99.

Simplify: gcd(36, 99) = 9. 36/9 = 4, 99/9 = 11. So x = 4/11.

Check: 4/11 = 0.363636... since 11 * 0.36 = 3.96 and 4 - 3.96 = 0.04 -> 0.04/11 = 0.003636.... Yes.

Wait, careful not to write 36/100 = 9/25 = 0.36 exactly; that's the terminating decimal, not the repeating one.
"""
V13 = r"""Let $x = 0.\overline{36}$. Then $100x = 36.\overline{36}$, and subtracting gives $99x = 36$, so $x = \frac{36}{99} = \frac{4}{11}$.
"""

# --- M14 trig: sin 120 degrees = sin 60 degrees = \sqrt3/2. Wrong -\sqrt3/2, 1/2, 0.866.
M14 = r"\frac{\sqrt{3}}{2}"
U14 = r"""Compute sin(120°).

120° is in the second quadrant, reference angle 180° - 120° = 60°. Sine is positive in QII.

sin 60° = √3/2. So sin 120° = √3/2.

Wait — cos 120° would be -1/2, and I should not mix those up. The question asks sine. √3/2.

Hmm, let me double check with the unit circle: the point at 120° is (-1/2, √3/2). The y-coordinate is the sine: √3/2. Yes.
"""
V14 = r"""The reference angle of $120^\circ$ is $60^\circ$, and sine is positive in the second quadrant, so $\sin 120^\circ = \sin 60^\circ = \frac{\sqrt{3}}{2}$.
"""

MATH = {
    "dice": (M1, U1, V1),
    "rad": (M2, U2, V2),
    "int": (M3, U3, V3),
    "pt": (M4, U4, V4),
    "mat": (M5, U5, V5),
    "ang": (M6, U6, V6),
    "cpx": (M7, U7, V7),
    "poly": (M8, U8, V8),
    "roots": (M9, U9, V9),
    "div": (M10, U10, V10),
    "circ": (M11, U11, V11),
    "log": (M12, U12, V12),
    "rep": (M13, U13, V13),
    "sin": (M14, U14, V14),
}
# ---- second methods and false starts the long traces add (problem-specific; same golds as above)
ALT = {
    "cookies": """Actually, let me approach it differently to be safe. Per tray there are 18 cookies. 175 cookies sold is 9 full trays (162) plus 13 more. So the unsold cookies are 5 trays minus 13 cookies = 90 - 13 = 77. Same 77. And 77 cookies in bags of 7 is 11 bags. Hmm, what if the question wanted the number of full bags plus a partial bag? 77 divides evenly, so there is no partial bag. 11.
""",
    "rent": """Let me try another way of organizing it. Per month she pays 1450. Over the year, the deposit adds 600, which is 600/12 = 50 per month if I spread it out. So effectively 1500 per month, and 1500 * 12 = 18000. Same answer. Good, I like that this method gives a round number.

Hmm, but wait. What if the lease started mid-year? The problem says "her first year", so 12 months. Fine.
""",
    "temp": """Alternatively, think of it as: it takes 5 / 2.25 = 2.22 hours to reach 0 degrees. The remaining 8 - 2.22 = 5.78 hours of falling takes it to 5.78 * 2.25 = 13 below zero. Roughly -13. Exactly: 2.25 * 8 = 18 and 18 - 5 = 13 below zero. So -13, not 13 and not -18.
""",
    "pct": """Let me do it with fractions. 23/40 = 46/80 = 57.5/100. So 57.5 out of 100, i.e. 57.5%. Alternatively 1/40 = 2.5%, and 23 * 2.5 = 57.5. Yes.

Hmm, some might round to 58%, but 57.5 is exact.
""",
    "trip": """Alternatively: if they had driven all 5.5 hours at 64 mph, that's 352 miles. The second leg was 8 mph faster for 2.5 hours, an extra 20 miles. 352 + 20 = 372. Same answer.

What about 3 + 2.5 = 5.5 hours total? That's time, not distance. The question wants miles.
""",
    "cherry": """Alternatively, in cents: 418 cents per kg, times 3.5 = 418 * 7 / 2 = 2926 / 2 = 1463 cents = $14.63. Same.

Hmm, is there a discount or tax mentioned? No. So $14.63.
""",
    "laptop": """Let me try long multiplication as a third check:
  1245
x  389
------
 11205  (1245 * 9)
 99600  (1245 * 80)
373500  (1245 * 300)
------
484305

11205 + 99600 = 110805, 110805 + 373500 = 484305. Yes, 484,305 again.
""",
    "dice": r"""Let me verify by complement-free listing over the first die: first die 1 -> need 7, impossible; 2 -> 6 ok; 3 -> 5 ok; 4 -> 4 ok; 5 -> 3 ok; 6 -> 2 ok. That's 5 outcomes. 5/36.

Hmm, could the answer be 5/6? No, that would be if there were only 6 outcomes. 36 total. Could it be 5/21? That's unordered pairs, but those aren't equally likely. 5/36 it is.
""",
    "rad": r"""Another route: sqrt(180) = sqrt(9 * 20) = 3 sqrt(20) = 3 * sqrt(4 * 5) = 3 * 2 sqrt(5) = 6 sqrt(5). Same.

Or sqrt(180) = sqrt(4 * 45) = 2 sqrt(45) = 2 * 3 sqrt(5) = 6 sqrt(5). All roads lead to 6 sqrt 5.

Hmm, I briefly wrote 6 sqrt 6, but 36 * 6 = 216, not 180. So 6 sqrt 5.
""",
    "int": r"""Let me use the quadratic formula to double check the roots: x = [5 ± sqrt(25 + 56)] / 2 = [5 ± sqrt(81)] / 2 = [5 ± 9] / 2, so x = 7 or x = -2. Good.

Sign chart: for x < -2 both factors are negative, product positive. For -2 < x < 7, (x - 7) < 0 and (x + 2) > 0, product negative. For x > 7 both positive, product positive. So the solution set is the middle piece, (-2, 7).

If it were ≤, I'd include the endpoints and write [-2, 7], but it's strict.
""",
    "pt": r"""Alternatively, substitute: from the first equation y = 3x - 4, plug into y + 2x = 11: 3x - 4 + 2x = 11, 5x = 15, x = 3, y = 5. Same.

Or by elimination: subtract the equations: 0 = 5x - 15. x = 3. Then y = 5.

So the intersection point is (3, 5).
""",
    "mat": r"""Let me double check by computing column by column. AB's first column is A times B's first column (2, 1): 2*(1, 3) + 1*(2, 4) = (2, 6) + (2, 4) = (4, 10). Second column is A times (0, 3): 0*(1, 3) + 3*(2, 4) = (6, 12). So AB has columns (4, 10) and (6, 12), i.e. rows (4, 6) and (10, 12). Same matrix.

Hmm, I should be careful not to write the columns as rows, which would give the transpose [[4, 10], [6, 12]].

Determinant check: det A = 4 - 6 = -2, det B = 6 - 0 = 6, det AB should be -12. 4*12 - 6*10 = 48 - 60 = -12. ✓.
""",
    "ang": r"""Let me also verify using the central angle: each central angle is 360/12 = 30 degrees, and the isosceles triangle from the center has base angles (180 - 30)/2 = 75 each. The interior angle of the polygon is two base angles: 75 * 2 = 150. Same.

So 150 degrees.
""",
    "cpx": r"""Let me redo it by treating them as vectors: (3 + 2i)(1 - 4i). Real part = 3*1 - 2*(-4) = 3 + 8 = 11. Imaginary part = 3*(-4) + 2*1 = -12 + 2 = -10. So 11 - 10i. Same.

I want to avoid the slip of treating i^2 as +1, which gives 3 - 8 = -5 for the real part.
""",
    "poly": r"""Let me check the leading and constant terms directly: leading term x * 2x = 2x^2, constant term 3 * (-5) = -15. The middle coefficient is the "outer + inner": -5 + 6 = 1. So 2x^2 + x - 15.

Check by x = -3: (0)(anything) = 0, and 2*9 - 3 - 15 = 0 ✓. x = 5/2: (11/2)(0) = 0, and 2*25/4 + 5/2 - 15 = 12.5 + 2.5 - 15 = 0 ✓.
""",
    "roots": r"""Using Vieta: sum of roots = 1, product = -12. -3 + 4 = 1 ✓, -3 * 4 = -12 ✓. The pair 3 and -4 would have sum -1, which is wrong.

So the roots are x = -3 and x = 4.
""",
    "div": r"""Let me double check the factorization: 2^3 = 8, 3^2 = 9, 8 * 9 = 72, 72 * 5 = 360. ✓.

Exponents 3, 2, 1 -> (3+1)(2+1)(1+1) = 24.

Hmm, is 1 a divisor? Yes. Is 360 itself? Yes. Both counted in 24. Proper divisors would be 23, but the question says positive divisors.
""",
    "circ": r"""Another check: the square's area is 100. The inscribed circle covers pi/4 of it: 100 * pi / 4 = 25 pi. Same. Numerically 78.54, which is less than 100, as it should be.

If I'd used the diagonal, 10 sqrt 2, as the diameter, I'd get the circumscribed circle: radius 5 sqrt 2, area 50 pi. Not asked.
""",
    "log": r"""Change of base: log_4 128 = ln 128 / ln 4 = 7 ln 2 / (2 ln 2) = 7/2. Same.

Hmm, 7/3? No — that would be log_8 128 = 7/3 since 8 = 2^3. Here the base is 4 = 2^2, so 7/2.
""",
    "rep": r"""Another method: 0.\overline{36} = 36 * 0.\overline{01} = 36 * (1/99) = 36/99 = 4/11. Same.

Long division check: 4 / 11 = 0.3636... 40/11 = 3 r 7, 70/11 = 6 r 4, 40/11 = 3 r 7, ... so 0.363636. ✓
""",
    "sin": r"""Using the identity sin(180° - θ) = sin θ: sin 120° = sin 60° = √3/2. Same.

Hmm, could it be 1/2? That's sin 30° or sin 150°. 120° corresponds to the 60° reference angle, not 30°. So √3/2 ≈ 0.866.
""",
}
# ================================================================ completion shapes
PAD = """Let me read the problem carefully and make sure I know exactly which quantity is asked for before I compute anything, because it is easy to stop at an intermediate value.

Okay. I'll first identify what is given, then what is asked, then compute, and then verify with a second method if I can. If two methods disagree I'll go back and find the slip rather than pick one.

"""
REFLECT = """
Before I write the final answer, let me re-read the question once more and confirm the units and the form it wants. I'll also keep my intermediate values separate from the final one so I don't report the wrong quantity.

Hmm, one more pass over the arithmetic. I went through each step above and each one follows from the previous. The second method agreed with the first. I considered the other readings of the question and ruled them out. The numbers I wrote along the way are intermediate values, except the last one, which is what the question asks for.

Let me also think about whether the answer is reasonable in size. It is in the range I expected from a quick estimate, so I'm fairly confident.

Is there any trick in the wording? Sometimes a problem gives an extra number that is not needed, or asks for a different quantity than the natural one. I read it again: every given number was used once, and the quantity I computed is the one in the question. Nothing seems off.

One more thing: the form of the answer. I'll give it the way the question asks, without rounding unless the question says to round, and I'll state it once, clearly, at the end.

Alright, I'll write up the solution clearly: first the setup, then the computation, then the result.
"""
REDO = "\nHmm, that went quickly. Let me redo it from scratch as a clean chain of steps and see whether I land on the same value:\n\n"
INTRO = "Here is the solution, step by step.\n\n**Setup and computation**\n\n"


def G(key, tail, extra="", pre=""):
    """A long R1-distill completion for GSM8K problem `key`: think block, summary, then `tail`."""
    _, t, s = GSM[key]
    return (
        th(PAD + pre + t + "\n" + ALT[key] + REDO + s + REFLECT + extra) + "\n" + INTRO + s + tail
    )


def M(key, tail, extra="", pre=""):
    """A long R1-distill completion for MATH problem `key`: think block, summary, then `tail`."""
    _, t, s = MATH[key]
    return (
        th(PAD + pre + t + "\n" + ALT[key] + REDO + s + REFLECT + extra) + "\n" + INTRO + s + tail
    )


def GQ(key, tail):
    """A Qwen-style (no think block) GSM8K completion: steps then `tail`."""
    _, t, s = GSM[key]
    return "To solve this problem, let's break it down step by step.\n\n" + s + "\n" + tail


def gg(key):
    return GSM[key][0]


def mg(key):
    return MATH[key][0]


def GB(key, tail):
    """The think block alone (no summary after </think>), then `tail`: for probes whose label must
    not depend on whether a summary sentence counts as an answer."""
    _, t, s = GSM[key]
    return th(PAD + t + "\n" + ALT[key] + REDO + s + REFLECT) + tail


def MB(key, tail):
    """MATH twin of GB."""
    _, t, s = MATH[key]
    return th(PAD + t + "\n" + ALT[key] + REDO + s + REFLECT) + tail


# ================================================================ cases
# fmt: off
T_CASES = [
    # ---- B: right answers in <answer> tags
    g("t_ok_sentence", "B", gg("cookies"), "correct", "tag", G("cookies", "\n<answer>The bakery can fill 11 bags of cookies.</answer>"), "tag holds a sentence stating 11 bags; 252 and 77 are subtotals in the working"),
    g("t_ok_equation", "B", gg("rent"), "correct", "tag", G("rent", "\n<answer>12 * 1450 + 600 = 18000</answer>"), "tag holds an equation chain whose last value is 18000"),
    g("t_ok_dollar_comma", "B", gg("rent"), "correct", "tag", G("rent", "\n<answer>$18,000</answer>\n\nMaya pays $18,000 in her first year, including the deposit."), "tag with $ and a thousands separator, restated in words after"),
    g("t_ok_negative_unit", "B", gg("temp"), "correct", "tag", G("temp", "\n<answer>-13 degrees</answer>"), "tag with a unit word after a negative value"),
    g("t_ok_percent", "B", gg("pct"), "correct", "tag", G("pct", "\n<answer>57.5%</answer>\n\nCheck: 57.5% of 40 is 0.575 * 40 = 23 ✓"), "percent gold 57.5 accepts 57.5%; the check line restates 23, the given count, after the tag"),
    g("t_ok_boxed_in_tag", "B", gg("trip"), "correct", "tag", G("trip", "\n<answer>\\boxed{372}</answer>"), "a box inside the answer tag"),
    m("t_m_ok_sentence", "B", mg("dice"), "correct", "tag", M("dice", "\n<answer>The probability that the sum is 8 is $\\frac{5}{36}$.</answer>"), "tag holds a sentence; the 8 in it is the given sum, the stated value is 5/36"),
    m("t_m_ok_equation", "B", mg("rad"), "correct", "tag", M("rad", "\n<answer>$\\sqrt{180} = 6\\sqrt{5}$</answer>"), "tag holds an equation; the value is the right side"),
    m("t_m_ok_interval", "B", mg("int"), "correct", "tag", M("int", "\n<answer>$x \\in (-2, 7)$</answer>"), "interval written with x \\in"),
    m("t_m_ok_ineq", "B", mg("int"), "correct", "tag", M("int", "\n<answer>-2 < x < 7</answer>"), "the same set written as a double inequality; debatable only in form", True),
    m("t_m_ok_point", "B", mg("pt"), "correct", "tag", M("pt", "\n<answer>The lines intersect at $(3, 5)$.</answer>\n\nBoth equations give $y = 5$ at $x = 3$, so the point checks out."), "tag sentence, then a check that restates 5 and 3 separately"),
    m("t_m_ok_matrix", "B", mg("mat"), "correct", "tag", M("mat", "\n<answer>\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}</answer>"), "a pmatrix in the tag; BA = [[2,4],[10,14]] is only in the think"),
    m("t_m_ok_bmatrix", "B", mg("mat"), "correct", "tag", M("mat", "\n<answer>$AB = \\begin{bmatrix} 4 & 6 \\\\ 10 & 12 \\end{bmatrix}$</answer>"), "bmatrix for a pmatrix gold, with 'AB ='"),
    m("t_m_ok_degrees", "B", mg("ang"), "correct", "tag", M("ang", "\n<answer>$150^\\circ$</answer>"), "degrees with ^\\circ for the gold 150"),
    m("t_m_ok_complex", "B", mg("cpx"), "correct", "tag", M("cpx", "\n<answer>(3 + 2i)(1 - 4i) = 11 - 10i</answer>"), "equation whose left side is the product asked for; the value is 11 - 10i"),
    m("t_m_ok_roots_sentence", "B", mg("roots"), "correct", "tag", M("roots", "\n<answer>The solutions are $x = -3$ and $x = 4$.</answer>"), "two roots in a sentence, both equal to the gold set"),
    # ---- A: wrong or missing answers in <answer> tags
    g("t_subtotal", "A", gg("cookies"), "wrong", "tag", G("cookies", "\n<answer>77</answer>"), "tag holds 77, the cookies left, a subtotal; the question asks for bags"),
    g("t_empty", "A", gg("trip"), "no_answer", "tag", th(PAD + T5) + "<answer></answer>", "an empty answer tag after the think; values in the think are no answer"),
    g("t_two_tags_last_wrong", "A", gg("rent"), "wrong", "tag", G("rent", "\n<answer>18000</answer>\n\nActually the deposit is refunded, so it should not count.\n<answer>17400</answer>"), "a second tag replaces the first; the last answer is 17400"),
    g("t_tag_in_think_only", "A", gg("laptop"), "wrong", "tag", th(PAD + T7 + "\nSo I'd put <answer>484305</answer>. Hmm, but let me redo 1245 * 11 = 13,595... so 498,000 - 13,595 = 484,405.\n") + "\nTotal = 1,245 * 389 = 484,405.\n<answer>484405</answer>", "the right value is in a tag inside the think; the final tag is 484405 (slip 1245*11 = 13595)"),
    g("t_cut_in_tag", "A", gg("pct"), "no_answer", "tag", GB("pct", "\n<answer>57."), "cut at the token cap inside the tag: 57. is not an answer"),
    g("t_hedge_tag", "A", gg("temp"), "wrong", "tag", G("temp", "\n<answer>-13 or 13</answer>"), "a hedge in the tag: two different values"),
    m("t_m_decimal", "A", mg("dice"), "wrong", "tag", M("dice", "\n<answer>0.139</answer>"), "a rounded decimal for the exact 5/36"),
    m("t_m_swapped", "A", mg("pt"), "wrong", "tag", M("pt", "\n<answer>(5, 3)</answer>"), "coordinates swapped"),
    m("t_m_other_order", "A", mg("mat"), "wrong", "tag", M("mat", "\n<answer>\\begin{pmatrix} 2 & 4 \\\\ 10 & 14 \\end{pmatrix}</answer>"), "BA in the tag instead of AB"),
    m("t_m_closed", "A", mg("int"), "wrong", "tag", M("int", "\n<answer>[-2, 7]</answer>"), "closed interval for a strict inequality"),
    m("t_m_placeholder", "A", mg("rad"), "no_answer", "tag", MB("rad", "\nI will give my answer in the format <answer> ... </answer>."), "only a format placeholder, no value in any tag"),
    m("t_m_tag_then_new", "A", mg("cpx"), "wrong", "tag", M("cpx", "\n<answer>11 - 10i</answer>\n\nHmm wait, I think I dropped a sign: $-8i^2 = -8$.\n<answer>-5 - 10i</answer>"), "a later tag with a wrong value replaces the right one"),
    m("t_m_exterior", "A", mg("ang"), "wrong", "tag", M("ang", "\n<answer>Each exterior angle is $30^\\circ$.</answer>"), "the exterior angle, another quantity"),
    m("t_m_radians", "A", mg("ang"), "wrong", "tag", M("ang", "\n<answer>$\\frac{5\\pi}{6}$</answer>"), "radians for a degree gold: degrees are not radians (brief's label rule)", True),
    m("t_m_middle_sign", "A", mg("poly"), "wrong", "tag", M("poly", "\n<answer>$2x^2 - x - 15$</answer>"), "wrong middle sign"),
    m("t_m_one_root", "A", mg("roots"), "wrong", "tag", M("roots", "\n<answer>x = 4</answer>"), "only one of the two roots"),
]

H_CASES = [
    # ---- B: an answer phrase then ####
    g("h_ok_phrase_hash", "B", gg("cookies"), "correct", "hash", G("cookies", "\nThe answer is 11 bags.\n#### 11"), "answer phrase with a trailing word, then #### 11"),
    g("h_ok_bold_hash", "B", gg("rent"), "correct", "hash", G("rent", "\n**Final answer:** Maya pays **$18,000** in total.\n\n#### 18,000"), "bold final answer, then #### with a thousands separator"),
    g("h_ok_neg_hash", "B", gg("temp"), "correct", "hash", G("temp", "\nSo the temperature at 8 a.m. is -13 degrees.\n#### -13"), "negative #### value"),
    g("h_ok_hash_then_words", "B", gg("trip"), "correct", "hash", G("trip", "\n#### 372\n\nThe Garcias drove 372 miles in all."), "#### line, then a restatement in words"),
    g("h_ok_hash_dollar", "B", gg("cherry"), "correct", "hash", GQ("cherry", "Therefore, Priya pays $14.63 for the cherries.\n\n#### $14.63"), "#### with a dollar sign"),
    g("h_ok_hash_check", "B", gg("laptop"), "correct", "hash", G("laptop", "\nThe district spends $484,305.\n#### 484305\n\nCheck: 484305 / 389 = 1245 ✓"), "check line after #### restates 1245, the given count"),
    m("h_m_ok_phrase_hash", "B", mg("div"), "correct", "hash", M("div", "\nThe answer is 24.\n#### 24"), "phrase then ####, MATH path"),
    m("h_m_ok_frac_hash", "B", mg("dice"), "correct", "hash", M("dice", "\nFinal Answer: The final answer is $\\frac{5}{36}$. I hope it is correct.\n#### \\frac{5}{36}"), "Minerva line then a LaTeX #### value"),
    m("h_m_ok_slash_hash", "B", mg("log"), "correct", "hash", M("log", "\nTherefore $\\log_4 128 = \\frac{7}{2}$.\n\n#### 7/2"), "#### 7/2 for the gold \\frac{7}{2}"),
    m("h_m_ok_hash_decimal_exact", "B", mg("log"), "correct", "hash", M("log", "\nSo the answer is 3.5.\n#### 3.5"), "3.5 equals 7/2 exactly"),
    m("h_m_ok_hash_pi", "B", mg("circ"), "correct", "hash", M("circ", "\nThe area is $25\\pi$ square units.\n#### 25\\pi"), "#### 25\\pi"),
    m("h_m_ok_hash_cpx", "B", mg("cpx"), "correct", "hash", M("cpx", "\nThe product is $11 - 10i$.\n\n#### 11-10i"), "#### complex without spaces"),
    m("h_m_ok_hash_roots", "B", mg("roots"), "correct", "hash", M("roots", "\nThe roots are $-3$ and $4$.\n#### -3, 4"), "#### two roots"),
    m("h_m_ok_hash_sin", "B", mg("sin"), "correct", "hash", M("sin", "\nThe answer is $\\frac{\\sqrt{3}}{2}$.\n#### \\sqrt{3}/2"), "#### \\sqrt{3}/2 for \\frac{\\sqrt{3}}{2}"),
    # ---- A
    g("h_phrase_right_hash_wrong", "A", gg("cookies"), "wrong", "hash", G("cookies", "\nThe answer is 11 bags.\n#### 77"), "the #### line (last) holds 77, a subtotal"),
    g("h_hash_subtotal", "A", gg("rent"), "wrong", "hash", G("rent", "\nSo Maya pays $17,400 in rent.\n#### 17400"), "the rent alone, without the deposit"),
    g("h_hash_sign_lost", "A", gg("temp"), "wrong", "hash", G("temp", "\nThe temperature ends 13 degrees below where it would be at zero.\n#### 13"), "sign lost in the #### value"),
    g("h_hash_empty", "A", gg("trip"), "no_answer", "hash", th(PAD + T5) + "\nThe answer is\n####", "a phrase and #### with nothing after them; 372 only inside the think"),
    g("h_hash_hedge", "A", gg("pct"), "wrong", "hash", G("pct", "\nThe answer is about 57.5 or 58 percent.\n#### 57.5 or 58"), "hedge in the #### line"),
    g("h_hash_failing", "A", gg("pct"), "wrong", "hash", G("pct", "\nSo 42.5% of the class did not pass.\n#### 42.5"), "the failing share, another quantity"),
    m("h_m_hash_wrong_frac", "A", mg("dice"), "wrong", "hash", M("dice", "\nThe answer is $\\frac{1}{6}$.\n#### \\frac{1}{6}"), "1/6 is the sum-7 probability"),
    m("h_m_hash_proper", "A", mg("div"), "wrong", "hash", M("div", "\nExcluding 360 itself, there are 23.\n#### 23"), "proper divisors, another quantity"),
    m("h_m_hash_decimal_pi", "A", mg("circ"), "wrong", "hash", M("circ", "\nThe area is about 78.54.\n#### 78.54"), "a decimal for the exact 25\\pi"),
    m("h_m_hash_other_side", "A", mg("log"), "wrong", "hash", M("log", "\nThe answer is $\\frac{7}{2}$.\n#### 2/7"), "the #### line, last, holds 2/7"),
    m("h_m_hash_one_root", "A", mg("roots"), "wrong", "hash", M("roots", "\nThe positive root is 4.\n#### 4"), "one root only"),
    m("h_m_hash_cpx_conj", "A", mg("cpx"), "wrong", "hash", M("cpx", "\nThe product is $11 + 10i$.\n#### 11 + 10i"), "the conjugate"),
    m("h_m_hash_poly", "A", mg("poly"), "wrong", "hash", M("poly", "\nExpanded: $2x^2 - x - 15$.\n#### 2x^2 - x - 15"), "wrong middle sign"),
    m("h_m_hash_cut", "A", mg("sin"), "no_answer", "hash", MB("sin", "\nThe answer is\n#### \\frac{\\sqrt"), "cut at the token cap inside the #### value"),
    m("h_m_hash_sqrt_wrong", "A", mg("rad"), "wrong", "hash", M("rad", "\nSo $\\sqrt{180} = 6\\sqrt{6}$.\n#### 6\\sqrt{6}"), "6\\sqrt6 is not 6\\sqrt5"),
]
X_CASES = [
    # ---- B: equal value written differently
    m("x_m_ok_unreduced", "B", mg("dice"), "correct", "boxed", M("dice", "\n**Final Answer**\n\\[\n\\boxed{\\dfrac{10}{72}}\n\\]"), "10/72 = 5/36, an unreduced equal fraction"),
    m("x_m_ok_unsimplified_root", "B", mg("rad"), "correct", "boxed", M("rad", "\nThus $\\sqrt{180} = \\boxed{\\sqrt{180}}$ which is $6\\sqrt{5}$ in simplest form, so the answer is $\\boxed{6\\sqrt5}$."), "last box 6\\sqrt5 (no braces)"),
    m("x_m_ok_equal_root", "B", mg("rad"), "correct", "boxed", M("rad", "\nThe answer is $\\boxed{3\\sqrt{20}}$."), "3\\sqrt{20} = 6\\sqrt5 exactly, not simplest form but equal", True),
    m("x_m_ok_decimal_exact", "B", mg("log"), "correct", "boxed", M("log", "\n**Final Answer**\n\\[\n\\boxed{3.5}\n\\]\n\nThat is, $4^{3.5} = 128$."), "3.5 is exactly 7/2"),
    m("x_m_ok_repeating", "B", mg("rep"), "correct", "boxed", M("rep", "\n\\[\n\\boxed{\\frac{36}{99}}\n\\]"), "36/99 = 4/11, unreduced"),
    m("x_m_ok_sin_alt", "B", mg("sin"), "correct", "boxed", M("sin", "\nSo $\\sin 120^\\circ = \\boxed{\\frac{1}{2}\\sqrt{3}}$."), "\\frac12\\sqrt3 = \\sqrt3/2"),
    m("x_m_ok_sin_rationalized", "B", mg("sin"), "correct", "boxed", M("sin", "\nEquivalently $\\frac{3}{2\\sqrt{3}}$, so the answer is $\\boxed{\\frac{3}{2\\sqrt{3}}}$."), "3/(2\\sqrt3) = \\sqrt3/2 exactly"),
    m("x_m_ok_cpx_order", "B", mg("cpx"), "correct", "boxed", M("cpx", "\nThe answer is $\\boxed{-10i + 11}$."), "terms in another order"),
    m("x_m_ok_poly_order", "B", mg("poly"), "correct", "boxed", M("poly", "\n$$\\boxed{-15 + x + 2x^2}$$"), "polynomial terms in another order"),
    m("x_m_ok_pi_mult", "B", mg("circ"), "correct", "boxed", M("circ", "\nThe area is $\\boxed{25 \\pi}$ (about 78.54 square units)."), "exact value boxed, a decimal in a parenthetical after"),
    m("x_m_ok_roots_set", "B", mg("roots"), "correct", "boxed", M("roots", "\nThe solution set is $\\boxed{\\{-3, 4\\}}$."), "roots as a set"),
    g("x_ok_decimal_zeros", "B", gg("cherry"), "correct", "boxed", G("cherry", "\nPriya pays $\\boxed{14.630}$ dollars."), "a trailing zero"),
    g("x_ok_thousands", "B", gg("laptop"), "correct", "boxed", G("laptop", "\n**Final Answer**\n\\[\n\\boxed{\\$484{,}305}\n\\]"), "LaTeX {,} thousands separator and \\$"),
    g("x_ok_neg_decimal", "B", gg("temp"), "correct", "boxed", G("temp", "\nThe final temperature is $\\boxed{-13.0}$ degrees."), "-13.0 = -13"),
    g("x_ok_percent_frac", "B", gg("pct"), "correct", "boxed", G("pct", "\nSo $\\boxed{57.5\\%}$ of the class passed."), "57.5\\% for the percent gold 57.5"),
    g("x_ok_rent_cents", "B", gg("rent"), "correct", "boxed", G("rent", "\nTotal: $\\boxed{\\$18{,}000.00}$"), "cents written out"),
    # ---- A: near misses, approximations
    m("x_m_decimal_frac", "A", mg("dice"), "wrong", "boxed", M("dice", "\n**Final Answer**\n\\[\n\\boxed{0.1389}\n\\]"), "a rounded decimal for the exact 5/36"),
    m("x_m_decimal_root", "A", mg("rad"), "wrong", "boxed", M("rad", "\nNumerically, $\\sqrt{180} \\approx \\boxed{13.42}$."), "decimal approximation of 6\\sqrt5"),
    m("x_m_approx_pi", "A", mg("circ"), "wrong", "boxed", M("circ", "\nUsing $\\pi \\approx 3.14$, the area is $\\boxed{78.5}$ square units."), "decimal with pi approximated"),
    m("x_m_pi_radius10", "A", mg("circ"), "wrong", "boxed", M("circ", "\nHence the area is $\\boxed{100\\pi}$."), "radius 10 used"),
    m("x_m_repeating_trunc", "A", mg("rep"), "wrong", "boxed", M("rep", "\nSo the answer is $\\boxed{0.3636}$."), "a truncated decimal for 4/11"),
    m("x_m_terminating", "A", mg("rep"), "wrong", "boxed", M("rep", "\nSo the fraction is $\\boxed{\\frac{9}{25}}$."), "9/25 = 0.36 exactly, not 0.3636..."),
    m("x_m_sin_decimal", "A", mg("sin"), "wrong", "boxed", M("sin", "\n$\\sin 120^\\circ \\approx \\boxed{0.866}$"), "decimal for \\sqrt3/2"),
    m("x_m_sin_sign", "A", mg("sin"), "wrong", "boxed", M("sin", "\nSo the answer is $\\boxed{-\\frac{\\sqrt{3}}{2}}$."), "sign wrong"),
    m("x_m_log_near", "A", mg("log"), "wrong", "boxed", M("log", "\nSo $\\log_4 128 \\approx \\boxed{3.499}$."), "near but not equal to 7/2"),
    m("x_m_roots_flip", "A", mg("roots"), "wrong", "boxed", M("roots", "\nThe roots are $\\boxed{3, -4}$."), "signs flipped"),
    g("x_cherry_rounded", "A", gg("cherry"), "wrong", "boxed", G("cherry", "\nPriya pays about $\\boxed{14.6}$ dollars."), "14.6 is 3 cents off 14.63: beyond any rounding tolerance for a money answer"),
    g("x_pct_rounded", "A", gg("pct"), "wrong", "boxed", G("pct", "\nRounding, about $\\boxed{58\\%}$ passed."), "rounded percent"),
    g("x_pct_share", "A", gg("pct"), "wrong", "boxed", G("pct", "\nThe fraction who passed is $\\boxed{0.575}$."), "a share 0.575 for the percent 57.5", True),
    g("x_laptop_slip", "A", gg("laptop"), "wrong", "boxed", G("laptop", "\nThe total is $\\boxed{484,405}$ dollars."), "one digit off (1245*11 slip)"),
    g("x_temp_magnitude", "A", gg("temp"), "wrong", "boxed", G("temp", "\nThe drop is $\\boxed{18}$ degrees."), "the drop, another quantity"),
    g("x_trip_avg", "A", gg("trip"), "wrong", "boxed", G("trip", "\nThe average speed is $372 / 5.5 \\approx \\boxed{67.6}$ mph."), "average speed, another quantity"),
]

N_CASES = [
    # ---- A: negated, struck-out, annotated
    m("n_m_neq_box", "A", mg("div"), "no_answer", "boxed", MB("div", "\nThe count is $\\boxed{\\neq 23}$."), "a negated box states no value; and 23 is not the gold anyway"),
    m("n_m_neq_gold", "A", mg("div"), "wrong", "boxed", M("div", "\nSo the number of divisors is $\\boxed{\\not= 24}$."), "\\not= 24 denies the gold"),
    m("n_m_sout", "A", mg("dice"), "no_answer", "boxed", MB("dice", "\n~~The answer is $\\boxed{\\frac{5}{36}}$~~\n\nI need to recheck the count of outcomes before committing."), "the only box is struck out with ~~ and no answer follows"),
    m("n_m_sout_latex", "A", mg("pt"), "no_answer", "boxed", MB("pt", "\n\\sout{$\\boxed{(3, 5)}$}"), "\\sout around the only box"),
    m("n_m_wrong_note", "A", mg("int"), "wrong", "boxed", M("int", "\n$\\boxed{(-2, 7)}$ (wrong)\n\nI am not confident in the factorization."), "the model annotates its own answer as wrong (the brief names '18 (wrong)' as refused)"),
    m("n_m_not_answer", "A", mg("circ"), "wrong", "prose", M("circ", "\nThe answer is not $25\\pi$; the area must be $50\\pi$ since the radius is $5\\sqrt{2}$."), "denies the gold and states 50\\pi"),
    m("n_m_cancel", "A", mg("poly"), "no_answer", "boxed", MB("poly", "\n$\\cancel{\\boxed{2x^2 + x - 15}}$"), "\\cancel around the only box"),
    m("n_m_incorrect_claim", "A", mg("cpx"), "wrong", "prose", M("cpx", "\nSo $11 - 10i$ is incorrect, and the correct product is $\\boxed{-5 - 10i}$."), "the gold denied, a wrong box after"),
    m("n_m_x_mark", "A", mg("log"), "wrong", "boxed", M("log", "\nCandidate: $\\boxed{\\frac{7}{2}}$ ✗\n\nFinal: $\\boxed{\\frac{2}{7}}$"), "the right box marked ✗, final box 2/7"),
    m("n_m_neq_matrix", "A", mg("mat"), "no_answer", "boxed", MB("mat", "\n$$AB \\neq \\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}$$"), "a box on the right of \\neq states what AB is not", True),
    g("n_strike_md", "A", gg("cookies"), "no_answer", "prose", GB("cookies", "\n**Answer:** ~~11 bags~~\n\n(I'll need to recount the trays.)"), "markdown strike-out of the only answer"),
    g("n_wrong_paren", "A", gg("trip"), "wrong", "boxed", G("trip", "\n$\\boxed{372}$ (wrong — I mixed up the legs)\n\nThe correct total is $\\boxed{360}$."), "annotated wrong, a new box 360 after"),
    g("n_not_value", "A", gg("rent"), "wrong", "prose", G("rent", "\nThe total is not $18,000; the deposit is refunded, so Maya pays $17,400."), "denial then 17400"),
    g("n_neq_rent", "A", gg("rent"), "no_answer", "boxed", GB("rent", "\n$\\boxed{\\ne 18000}$"), "a negated box"),
    g("n_minus_lost", "A", gg("temp"), "wrong", "boxed", G("temp", "\nThe temperature is $\\boxed{13}$, not $-13$."), "the gold named only to be denied"),
    g("n_pct_not", "A", gg("pct"), "wrong", "prose", G("pct", "\nIt isn't 57.5%. The answer is 42.5%."), "denial then another quantity"),
    # ---- B: negation of a wrong value, then the right one; positive annotations
    m("n_m_ok_not_but", "B", mg("div"), "correct", "boxed", M("div", "\nThe answer is not 23 but $\\boxed{24}$, since both 1 and 360 count."), "denies 23, boxes 24"),
    m("n_m_ok_strike_then", "B", mg("roots"), "correct", "boxed", M("roots", "\n~~$x = 3, -4$~~ $\\to$ corrected: $\\boxed{-3, 4}$"), "struck-out wrong roots, then the right box"),
    m("n_m_ok_neq_other", "B", mg("pt"), "correct", "boxed", M("pt", "\nNote $(3, 5) \\neq (5, 3)$; the intersection is $\\boxed{(3, 5)}$."), "a \\neq in the sentence, the box right"),
    m("n_m_ok_correct_note", "B", mg("rep"), "correct", "boxed", M("rep", "\n$\\boxed{\\frac{4}{11}}$ (correct: $4 \\div 11 = 0.3636\\ldots$)"), "a positive annotation after the box"),
    m("n_m_ok_check_mark", "B", mg("cpx"), "correct", "boxed", M("cpx", "\n$\\boxed{11 - 10i}$ ✓\n\nModulus check: $|11 - 10i| = \\sqrt{221} = \\sqrt{13}\\sqrt{17}$ ✓"), "check marks after the box"),
    m("n_m_ok_not_exterior", "B", mg("ang"), "correct", "boxed", M("ang", "\nEach interior angle is $\\boxed{150^\\circ}$ (not the exterior angle, $30^\\circ$)."), "the exterior angle named as not the answer"),
    m("n_m_ok_cancel_work", "B", mg("dice"), "correct", "boxed", M("dice", "\n$\\frac{10}{72} = \\frac{\\cancel{2} \\cdot 5}{\\cancel{2} \\cdot 36} = \\boxed{\\frac{5}{36}}$"), "\\cancel in a cancellation step, not around the box"),
    m("n_m_ok_neither", "B", mg("sin"), "correct", "boxed", M("sin", "\nIt is neither $\\frac{1}{2}$ nor $-\\frac{\\sqrt3}{2}$: $\\sin 120^\\circ = \\boxed{\\frac{\\sqrt{3}}{2}}$."), "two denied values, then the box"),
    m("n_m_ok_radius_not", "B", mg("circ"), "correct", "boxed", M("circ", "\nThe radius is $5$, not $10$, so the area is $\\boxed{25\\pi}$."), "denial in the working"),
    m("n_m_ok_poly_fixed", "B", mg("poly"), "correct", "boxed", M("poly", "\nNot $2x^2 - x - 15$ (sign slip) — the expansion is $\\boxed{2x^2 + x - 15}$."), "a denied wrong form before the box"),
    g("n_ok_not_subtotal", "B", gg("cookies"), "correct", "prose", G("cookies", "\nThe answer is 11 bags, not 77 (77 is the number of cookies)."), "subtotal denied after the answer"),
    g("n_ok_strike_then", "B", gg("rent"), "correct", "prose", G("rent", "\n**Total:** ~~$17,400~~ **$18,000** (the deposit is included)."), "struck-out subtotal, then the bold answer"),
    g("n_ok_correct_paren", "B", gg("laptop"), "correct", "boxed", G("laptop", "\n$\\boxed{484305}$ (verified two ways)"), "positive annotation"),
    g("n_ok_not_positive", "B", gg("temp"), "correct", "boxed", G("temp", "\nIt is not 13 above zero: the answer is $\\boxed{-13}$."), "denied magnitude, then the right box"),
    g("n_ok_pct_not_failing", "B", gg("pct"), "correct", "prose", G("pct", "\nThe percentage that passed is 57.5% (not 42.5%, which is the share who failed)."), "answer, then a denied other quantity"),
]
U_CASES = [
    # ---- B: unit words from the closed list, honest notation
    g("u_ok_bags", "B", gg("cookies"), "correct", "prose", G("cookies", "\n**The bakery fills 11 bags.**"), "bold sentence, 'bags' names what is counted"),
    g("u_ok_miles", "B", gg("trip"), "correct", "boxed", G("trip", "\n$\\boxed{372 \\text{ miles}}$\n\nThat's a long day of driving — safe travels!"), "\\text{ miles} in the box, a pleasantry after"),
    g("u_ok_dollars_word", "B", gg("cherry"), "correct", "prose", G("cherry", "\nPriya pays 14.63 dollars for the cherries."), "'dollars' after the number"),
    g("u_ok_thousand", "B", gg("rent"), "correct", "prose", G("rent", "\nMaya pays $18 thousand in her first year."), "'$18 thousand' = 18000: a scale word that is honest notation", True),
    g("u_ok_below_zero", "B", gg("temp"), "correct", "prose", G("temp", "\nThe temperature at 8 a.m. is 13 degrees below zero."), "'13 degrees below zero' is -13", True),
    g("u_ok_percent_word", "B", gg("pct"), "correct", "prose", G("pct", "\nSo 57.5 percent of the class passed."), "'percent' for the percent gold"),
    m("u_m_ok_degrees_word", "B", mg("ang"), "correct", "boxed", M("ang", "\nEach interior angle measures $\\boxed{150 \\text{ degrees}}$."), "\\text{ degrees} in the box"),
    m("u_m_ok_deg_sym", "B", mg("ang"), "correct", "boxed", M("ang", "\n**Final Answer**\n\\[\n\\boxed{150^{\\circ}}\n\\]"), "^{\\circ}"),
    m("u_m_ok_sq_units", "B", mg("circ"), "correct", "boxed", M("circ", "\nThe area is $\\boxed{25\\pi \\text{ square units}}$."), "square units"),
    m("u_m_ok_cm2", "B", mg("circ"), "correct", "boxed", M("circ", "\nArea $= \\boxed{25\\pi\\ \\text{cm}^2}$"), "cm^2"),
    m("u_m_ok_divisors", "B", mg("div"), "correct", "prose", M("div", "\nTherefore, 360 has **24 positive divisors**."), "'positive divisors' names the counted things; the value is 24"),
    m("u_m_ok_table", "B", mg("div"), "correct", "prose", M("div", "\n| prime | exponent | choices |\n|---|---|---|\n| 2 | 3 | 4 |\n| 3 | 2 | 3 |\n| 5 | 1 | 2 |\n| **total** | | **24** |\n\nSo the number of divisors is 24."), "table's last row then a sentence"),
    m("u_m_ok_units_note", "B", mg("circ"), "correct", "boxed", M("circ", "\n$\\boxed{25\\pi}$\n\n(Units: square units, since the side was given without units.)"), "a units note after the box"),
    m("u_m_ok_log_word", "B", mg("log"), "correct", "prose", M("log", "\nTherefore, $\\log_4 128$ equals $\\frac{7}{2}$, or three and a half."), "restatement in words after the value"),
    m("u_m_ok_prob_words", "B", mg("dice"), "correct", "prose", M("dice", "\nThe probability is $\\frac{5}{36}$, that is, 5 chances in 36."), "restated as '5 chances in 36'"),
    m("u_m_ok_radians_word_other", "B", mg("ang"), "correct", "boxed", M("ang", "\n$\\boxed{150^\\circ}$, which is $\\frac{5\\pi}{6}$ radians."), "box in degrees, then the radian value as a second form"),
    # ---- A: words that change the number, or another unit
    g("u_fewer", "A", gg("cookies"), "wrong", "prose", G("cookies", "\nSo the bakery fills 11 fewer bags than it could have."), "'11 fewer' states a difference, not a count of bags"),
    g("u_dozen", "A", gg("cookies"), "wrong", "prose", G("cookies", "\nThe answer is 11 dozen."), "11 dozen is 132"),
    g("u_more", "A", gg("trip"), "wrong", "prose", G("trip", "\nThe Garcias drove 372 more miles than planned."), "'more ... than planned' is a difference"),
    g("u_thousand_wrong", "A", gg("laptop"), "wrong", "prose", G("laptop", "\nThe district spends about 484 thousand dollars."), "'about 484 thousand' is 484000, not 484305"),
    g("u_negative_word", "A", gg("temp"), "wrong", "prose", G("temp", "\nThe final temperature is 13 degrees above zero."), "'above zero' makes it +13"),
    g("u_percent_points", "A", gg("pct"), "wrong", "prose", G("pct", "\nThe pass rate rose by 57.5 percentage points."), "a change in points, not the rate asked"),
    m("u_m_radians", "A", mg("ang"), "wrong", "boxed", M("ang", "\nEach interior angle is $\\boxed{150}$ radians."), "150 radians is not 150 degrees"),
    m("u_m_times", "A", mg("div"), "wrong", "prose", M("div", "\n360 has 24 times as many divisors as a prime."), "'24 times as many' is a ratio"),
    m("u_m_pairs", "A", mg("div"), "wrong", "prose", M("div", "\nSo the divisors come in 12 pairs."), "12 pairs, the pair count, not the divisor count"),
    m("u_m_percent_prob", "A", mg("dice"), "wrong", "boxed", M("dice", "\n$\\boxed{5}$ percent"), "5 percent is 1/20"),
    m("u_m_sq_units_wrong", "A", mg("circ"), "wrong", "boxed", M("circ", "\n$\\boxed{25 \\text{ square units}}$"), "25 without \\pi"),
    m("u_m_exterior_deg", "A", mg("ang"), "wrong", "boxed", M("ang", "\n$\\boxed{30^\\circ}$ per exterior angle"), "the exterior angle"),
    m("u_m_half", "A", mg("log"), "wrong", "prose", M("log", "\nSo the logarithm is 7 halves of 1/2, that is, $\\frac{7}{4}$."), "7/4"),
    m("u_m_minutes", "A", mg("ang"), "wrong", "boxed", M("ang", "\n$\\boxed{150'}$"), "150' is 150 arc minutes, 2.5 degrees", True),
    m("u_m_squared", "A", mg("circ"), "wrong", "boxed", M("circ", "\n$\\boxed{25\\pi^2}$"), "pi squared"),
]

R_CASES = [
    # ---- A: answers retracted or replaced after they were given
    g("r_edit", "A", gg("cookies"), "wrong", "boxed", G("cookies", "\n$\\boxed{11}$\n\nEdit: I misread the tray size — each tray holds 16 cookies, so 14 * 16 = 224, 224 - 175 = 49, and 49 / 7 = 7 bags. The answer is 7."), "'Edit:' replaces 11 with 7"),
    g("r_wait_wrong", "A", gg("rent"), "wrong", "boxed", G("rent", "\n$\\boxed{18000}$\n\nWait, that's wrong — the deposit is refundable at the end of the lease, so it isn't a payment. It's $17,400."), "retraction after the box"),
    g("r_never_mind", "A", gg("trip"), "no_answer", "prose", G("trip", "\nSo the total is 372 miles.\n\nNever mind, I need to re-read whether the second leg was 2.5 hours or 25 minutes."), "'Never mind' withdraws the answer; nothing follows", True),
    g("r_actually", "A", gg("temp"), "wrong", "boxed", G("temp", "\nThe answer is $\\boxed{-13}$.\n\nHmm, actually the problem says it *rises* 2.25 degrees each hour, so $5 + 18 = 23$. The answer is $\\boxed{23}$."), "a later box replaces the first"),
    g("r_correction_pct", "A", gg("pct"), "wrong", "prose", G("pct", "\n**Answer: 57.5%**\n\nCorrection: the question asks what percent failed, so the answer is 42.5%."), "'Correction:' replaces it"),
    g("r_sorry", "A", gg("laptop"), "wrong", "prose", G("laptop", "\nThe total cost is $484,305.\n\nSorry, I made an arithmetic mistake. 1245 * 389 = 484,405. The correct total is $484,405."), "an apology and a new wrong value"),
    m("r_m_wait_box", "A", mg("dice"), "wrong", "boxed", M("dice", "\n$\\boxed{\\frac{5}{36}}$\n\nWait, I think the dice are indistinguishable here, so there are only 21 outcomes and 3 favourable: $\\boxed{\\frac{1}{7}}$."), "a later box replaces the first"),
    m("r_m_edit_interval", "A", mg("int"), "wrong", "boxed", M("int", "\n**Final Answer**\n\\[\n\\boxed{(-2, 7)}\n\\]\n\n**Edit:** the inequality is $\\le$, so the endpoints are included: $\\boxed{[-2, 7]}$."), "edit replaces the interval"),
    m("r_m_scratch", "A", mg("poly"), "wrong", "prose", M("poly", "\nSo the expansion is $2x^2 + x - 15$. Scratch that: the constant is $+15$, giving $2x^2 + x + 15$."), "'Scratch that' and a new value"),
    m("r_m_retract_only", "A", mg("mat"), "no_answer", "boxed", M("mat", "\n$$\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}$$\n\nActually, I retract this answer; I'm not sure whether the problem wants $AB$ or $BA$."), "withdrawn with nothing new", True),
    m("r_m_hmm_redo", "A", mg("roots"), "wrong", "boxed", M("roots", "\nThe roots are $\\boxed{-3, 4}$.\n\nHmm, let me redo the factoring: $x^2 - x - 12 = (x + 4)(x - 3)$, so the roots are $\\boxed{-4, 3}$."), "a re-derivation replaces the roots"),
    m("r_m_second_thought", "A", mg("ang"), "wrong", "prose", M("ang", "\nEach interior angle is $150^\\circ$.\n\nOn second thought, the question asks for the exterior angle, which is $30^\\circ$. Final answer: $30^\\circ$."), "'On second thought'"),
    m("r_m_oops", "A", mg("cpx"), "wrong", "boxed", M("cpx", "\n$\\boxed{11 - 10i}$\n\nOops, I should double check $2i \\cdot (-4i)$. That's $-8i^2 = -8$. So the real part is $3 - 8 = -5$: $\\boxed{-5 - 10i}$."), "'Oops' and a wrong new box"),
    m("r_m_disregard", "A", mg("div"), "wrong", "prose", M("div", "\nThe answer is 24.\n\nPlease disregard the above; 360 has 23 divisors greater than 1. Final answer: 23."), "disregard and replace"),
    m("r_m_cut_after_wait", "A", mg("rep"), "no_answer", "none", "<think>\n" + PAD + U13 + "\nSo 4/11... wait, let me redo the subtraction 100x - x. 100x = 36.3636, x = 0.3636, difference 36. Hmm, but what if the repeating block is 636? Then 1000x - x", "cut at the token cap inside the think (no </think>); the think's candidate 4/11 was never given as an answer"),
    m("r_m_thinking_candidate", "A", mg("log"), "wrong", "boxed", th(PAD + U12 + "\nWait, actually the question asks log base 128 of 4, not log base 4 of 128. Then it's 2/7.\n") + "\nSince $128^x = 4$ gives $2^{7x} = 2^2$, $x = \\frac{2}{7}$.\n\n$\\boxed{\\frac{2}{7}}$", "the think's candidate 7/2 is replaced; the final box is 2/7"),
    # ---- B: harmless after-text; corrections that land on the right value
    g("r_ok_check", "B", gg("cookies"), "correct", "boxed", G("cookies", "\n$\\boxed{11}$\n\nCheck: 11 * 7 = 77 and 77 + 175 = 252 = 14 * 18 ✓"), "check line restates given and intermediate numbers"),
    g("r_ok_wait_confirm", "B", gg("rent"), "correct", "prose", G("rent", "\nThe answer is $18,000.\n\nWait — should the deposit count? Yes, it is paid in the first year. So $18,000 stands."), "a 'Wait' that confirms the answer"),
    g("r_ok_edit_to_right", "B", gg("trip"), "correct", "boxed", G("trip", "\n$\\boxed{360}$\n\nEdit: I used 2.5 * 72 = 168 by mistake; 2.5 * 72 = 180, so the total is 192 + 180 = $\\boxed{372}$ miles."), "an edit replaces a wrong box with the right one"),
    g("r_ok_pleasantry", "B", gg("pct"), "correct", "prose", G("pct", "\n**Final answer: 57.5%**\n\nLet me know if you'd like me to show the percentage of students who failed as well!"), "a closing offer after the answer"),
    g("r_ok_hmm_ok", "B", gg("temp"), "correct", "boxed", G("temp", "\n$\\boxed{-13}$\n\nHmm, is that right? 5 - 18 = -13. Yes."), "a doubt resolved"),
    g("r_ok_sorry_fix", "B", gg("laptop"), "correct", "prose", G("laptop", "\nThe total is $484,405.\n\nSorry, I made an arithmetic slip: 1245 * 11 = 13,695, not 13,595. The correct total is $484,305."), "an apology fixing a wrong value"),
    m("r_m_ok_check", "B", mg("pt"), "correct", "boxed", M("pt", "\n$\\boxed{(3, 5)}$\n\nVerification: $3(3) - 4 = 5$ and $-2(3) + 11 = 5$ ✓"), "verification after the box"),
    m("r_m_ok_wait_fix", "B", mg("dice"), "correct", "boxed", M("dice", "\n$\\boxed{\\frac{1}{6}}$\n\nWait, that's the probability for a sum of 7. For a sum of 8 there are 5 outcomes, so the answer is $\\boxed{\\frac{5}{36}}$."), "correction to the right value"),
    m("r_m_ok_second_form", "B", mg("log"), "correct", "boxed", M("log", "\n$\\boxed{\\frac{7}{2}}$\n\nEquivalently, $3.5$."), "a second equal form after the box"),
    m("r_m_ok_restate", "B", mg("rad"), "correct", "boxed", M("rad", "\n**Final Answer**\n\\[\n\\boxed{6\\sqrt{5}}\n\\]\n\nSo $\\sqrt{180}$ in simplest radical form is six root five."), "restated in words"),
    m("r_m_ok_actually_confirm", "B", mg("int"), "correct", "boxed", M("int", "\n$\\boxed{(-2, 7)}$\n\nActually, let me double-check the endpoints: at $x = -2$ and $x = 7$ the expression is $0$, which is not $< 0$, so they are excluded. The answer stays $(-2, 7)$."), "'Actually' that confirms"),
    m("r_m_ok_think_candidates", "B", mg("cpx"), "correct", "boxed", th(PAD + "First attempt: -5 - 10i. Hmm, no.\nSecond attempt: 11 + 10i? No, the imaginary part is -12i + 2i = -10i.\n" + U7 + REFLECT) + "\n" + V7 + "\n" + r1final("11 - 10i"), "several candidates in the think, the final box right"),
    m("r_m_ok_pleasantry", "B", mg("mat"), "correct", "boxed", M("mat", "\n$$\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}$$\n\nI hope this helps! Let me know if you'd like to see $BA$ too."), "a pleasantry naming BA after"),
    m("r_m_ok_hmm_table", "B", mg("div"), "correct", "boxed", M("div", "\n$\\boxed{24}$\n\nHmm, let me verify by listing: 1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60, 72, 90, 120, 180, 360 — that's 24 ✓"), "listing after the box ends on 360, a divisor, then the count"),
    m("r_m_ok_oops_fix", "B", mg("sin"), "correct", "boxed", M("sin", "\n$\\boxed{-\\frac{1}{2}}$\n\nOops, that's $\\cos 120^\\circ$. The sine is $\\boxed{\\frac{\\sqrt{3}}{2}}$."), "oops fix to the right value"),
    m("r_m_ok_poly_check", "B", mg("poly"), "correct", "boxed", M("poly", "\n$\\boxed{2x^2 + x - 15}$\n\nCheck at $x = 1$: $(4)(-3) = -12$ and $2 + 1 - 15 = -12$ ✓"), "check after the box"),
]
Q_CASES = [
    # ---- A: the gold only in text the model did not state as its answer
    g("q_invented_user_right", "A", gg("cookies"), "wrong", "boxed", G("cookies", "\n$\\boxed{77}$" + IM_USER + "That's not right, the answer is 11 bags. Can you explain?" + IM_ASSIST + "You're right, the answer is 11."), "the model's answer is 77; 11 is in an invented next turn (user and assistant)"),
    g("q_quote_student", "A", gg("rent"), "wrong", "prose", G("rent", "\nA student wrote \"Maya pays $18,000\", but that counts the refundable deposit. Maya pays $17,400."), "the gold only in a quotation the model rejects"),
    g("q_other_part", "A", gg("trip"), "wrong", "hash", G("trip", "\n(a) Total distance: 372 miles.\n(b) Distance of the second leg: 180 miles.\n#### 180"), "the gold in part (a); the final #### is the other part"),
    g("q_self_set", "A", gg("temp"), "wrong", "boxed", G("temp", "\nThe temperature drops to $\\boxed{-12}$ degrees.\n\nNow let's try a new problem: if the temperature started at 5 and dropped 18 degrees, what would it be? $5 - 18 = \\boxed{-13}$."), "the real answer -12 (wrong); -13 only in a self-set new problem"),
    g("q_question_echo", "A", gg("pct"), "no_answer", "prose", "The question says: \"23 of the 40 students passed, and 57.5% is what the teacher reported. Is the teacher's figure right?\"\n\nI need to check this carefully.", "57.5 only in the quoted question; the completion gives no answer"),
    g("q_llama_next_turn", "A", gg("laptop"), "wrong", "prose", G("laptop", "\nThe final answer is $484,405." + EOT_USER + "Recheck: 1245*389 = 484305?" + EOT_ASSIST + "The final answer is $484,305."), "model's answer 484405; the gold only after an invented Llama 3 turn"),
    m("q_m_invented_user", "A", mg("dice"), "wrong", "boxed", M("dice", "\n$\\boxed{\\frac{1}{6}}$" + IM_USER + "Hint: the answer should be $\\frac{5}{36}$."), "gold only in an invented user turn"),
    m("q_m_textbook_claim", "A", mg("rad"), "wrong", "prose", M("rad", "\nMy textbook's answer key says $6\\sqrt{5}$, but I believe it is $6\\sqrt{6}$ because $180 = 36 \\cdot 6$ — no wait, I'll keep $6\\sqrt{6}$."), "gold only as the answer key's claim; the model's own answer 6\\sqrt6"),
    m("q_m_part_a", "A", mg("int"), "wrong", "boxed", M("int", "\n**(a)** The solution of $x^2 - 5x - 14 < 0$ is $(-2, 7)$.\n\n**(b)** The solution of $x^2 - 5x - 14 > 0$ is $\\boxed{(-\\infty, -2) \\cup (7, \\infty)}$."), "the model answers an invented part (b) in the final box", True),
    m("q_m_if_then", "A", mg("pt"), "no_answer", "prose", "If the answer were $(3, 5)$, then plugging in would give $5 = 3(3) - 4$, which is true. But I haven't solved the system yet; let me start.\n\nSetting $3x - 4 = -2x + 11$", "a hypothetical, then cut"),
    m("q_m_next_problem", "A", mg("ang"), "wrong", "boxed", M("ang", "\nSo each interior angle is $\\boxed{144^\\circ}$." + IM_USER + "What is each interior angle of a regular dodecagon?" + IM_ASSIST + "$\\boxed{150^\\circ}$"), "the model's own answer 144 (a decagon's); 150 only in an invented exchange"),
    m("q_m_reported", "A", mg("div"), "wrong", "prose", M("div", "\nSome sources say 360 has 24 divisors, but counting only the divisors between 1 and 360 exclusive gives 22. My answer is 22."), "24 only as a report; own answer 22"),
    m("q_m_example_box", "A", mg("poly"), "no_answer", "prose", "Please put your final answer within \\boxed{}, e.g. $\\boxed{2x^2 + x - 15}$.\n\nSure! Let's expand $(x + 3)(2x - 5)$ step by step.\n\nFirst, multiply $x$ by each term", "the box is in an echoed instruction example; the working is cut"),
    m("q_m_user_quote_cpx", "A", mg("cpx"), "wrong", "prose", M("cpx", "\nYou said the answer is \"$11 - 10i$\", but I get $11 + 10i$."), "the gold only as the user's quoted claim"),
    m("q_m_check_other", "A", mg("roots"), "wrong", "boxed", M("roots", "\nThe roots are $\\boxed{3, -4}$.\n\nA classmate's answer sheet lists $-3$ and $4$, but I checked mine twice."), "final box wrong (it contradicts the summary; the last final answer counts); the gold only in a reported classmate's answer"),
    m("q_m_log_quote", "A", mg("log"), "wrong", "boxed", M("log", "\n> Claim: $\\log_4 128 = \\frac{7}{2}$.\n\nThis claim is false since $4^3 = 64 \\ne 128$. So $\\log_4 128 = \\boxed{3}$."), "the gold in a blockquote the model rejects"),
    # ---- B: the model's own answer right; quoted, reported or invented text after it
    g("q_ok_invented_turn", "B", gg("cookies"), "correct", "boxed", G("cookies", "\n$\\boxed{11}$" + IM_USER + "Now what if they sold 161 cookies instead?" + IM_ASSIST + "Then 252 - 161 = 91 and 91 / 7 = $\\boxed{13}$ bags."), "the invented turn's 13 does not count"),
    g("q_ok_quote_wrong", "B", gg("rent"), "correct", "prose", G("rent", "\nThe problem says \"not counting utilities\", so utilities are excluded. A common mistake is to answer \"$17,400\" and forget the deposit. Maya pays $18,000 in total."), "quoted wrong value, own answer right and last"),
    g("q_ok_other_part_first", "B", gg("trip"), "correct", "hash", G("trip", "\nSecond leg alone: 180 miles. In all: 372 miles.\n#### 372"), "another quantity before, the #### right"),
    g("q_ok_next_problem_llama", "B", gg("temp"), "correct", "prose", G("temp", "\nThe final answer is -13." + EOT_USER + "Great, and if it started at 10 degrees?" + EOT_ASSIST + "The final answer is -8."), "the answer to the posed question is -13; -8 in an invented turn"),
    g("q_ok_teacher", "B", gg("pct"), "correct", "prose", G("pct", "\nThe teacher reported \"about 60%\", but the exact figure is 57.5%."), "reported approximate value, own exact answer last"),
    g("q_ok_code_block", "B", gg("laptop"), "correct", "prose", G("laptop", "\n```python\nprint(1245 * 389)  # 484305\n```\n\nSo the district spends **$484,305**."), "a code block then the bold answer"),
    m("q_m_ok_invented_turn", "B", mg("dice"), "correct", "boxed", M("dice", "\n$\\boxed{\\frac{5}{36}}$" + IM_USER + "What about a sum of 7?" + IM_ASSIST + "$\\boxed{\\frac{1}{6}}$"), "invented turn after the right answer"),
    m("q_m_ok_self_set", "B", mg("rad"), "correct", "boxed", M("rad", "\n$\\boxed{6\\sqrt{5}}$\n\n**Practice problem:** simplify $\\sqrt{200}$. (Answer: $10\\sqrt{2}$.)"), "a self-set practice problem after the answer"),
    m("q_m_ok_quote_claim", "B", mg("int"), "correct", "boxed", M("int", "\nSome might write \"$[-2, 7]$\", but the inequality is strict, so the answer is $\\boxed{(-2, 7)}$."), "quoted wrong answer, own box last"),
    m("q_m_ok_user_hint", "B", mg("pt"), "correct", "boxed", M("pt", "\nSo no — the intersection is not $(5, 3)$; it is $\\boxed{(3, 5)}$.", pre="The user asks: \"Is the intersection (5, 3)?\" Let me check that rather than assume it.\n\n"), "the user's guess (5, 3) quoted and denied, the box right"),
    m("q_m_ok_compare", "B", mg("ang"), "correct", "boxed", M("ang", "\n$\\boxed{150^\\circ}$\n\nFor comparison, a regular decagon has interior angles of $144^\\circ$."), "a comparison aside after the box"),
    m("q_m_ok_part_b_asked", "B", mg("cpx"), "correct", "boxed", M("cpx", "\n$\\boxed{11 - 10i}$\n\n(The conjugate, $11 + 10i$, would be the product $(3 - 2i)(1 + 4i)$.)"), "a parenthetical about another product"),
    m("q_m_ok_key", "B", mg("div"), "correct", "boxed", M("div", "\nThe answer key's \"23\" counts proper divisors only; the question asks for all positive divisors: $\\boxed{24}$."), "quoted key value rejected, own box"),
    m("q_m_ok_table_last", "B", mg("rep"), "correct", "prose", M("rep", "\n| step | value |\n|---|---|\n| $100x - x$ | $36$ |\n| $x$ | $\\frac{36}{99}$ |\n| **answer** | $\\frac{4}{11}$ |"), "the answer in a table's last row"),
    m("q_m_ok_bold", "B", mg("sin"), "correct", "prose", M("sin", "\n**Answer:** $\\sin 120^\\circ = \\frac{\\sqrt{3}}{2}$" + IM_USER + "and cos 120?"), "bold answer then an invented user turn with no answer"),
    m("q_m_ok_poly_student", "B", mg("poly"), "correct", "boxed", M("poly", "\nThe student's answer \"$2x^2 - x - 15$\" has the wrong middle sign. The correct expansion is $\\boxed{2x^2 + x - 15}$."), "a quoted wrong expansion before the box"),
]

BIG_THINK = ("Let me re-verify the count of favourable outcomes once more by listing them. " * 3 + "\n") * 1500
B_CASES = [
    # ---- A: bad input a JSON corpus can hold (NUL: bad input by the brief's rule)
    g("b_nul_in_answer", "A", gg("cookies"), "no_answer", "boxed", G("cookies", "\n$\\boxed{1\x001}$"), "a NUL inside the box: bad input -> no_answer (brief's rule)"),
    g("b_nul_after", "A", gg("rent"), "no_answer", "boxed", G("rent", "\n$\\boxed{18000}$\x00"), "a NUL after a right box: bad input -> no_answer (brief's rule)", True),
    g("b_nul_think", "A", gg("trip"), "no_answer", "boxed", G("trip", "\n$\\boxed{372}$", extra="\x00"), "a NUL inside the think block: bad input -> no_answer (brief's rule)", True),
    g("b_nul_gold", "A", gg("pct") + "\x00", "no_answer", "boxed", G("pct", "\n$\\boxed{57.5}$"), "a NUL in the gold: the pair is bad input -> no_answer", True),
    g("b_empty", "A", gg("temp"), "no_answer", "none", "", "empty completion"),
    g("b_whitespace", "A", gg("laptop"), "no_answer", "none", "\n\n \t \n", "whitespace only"),
    g("b_controls_only", "A", gg("cherry"), "no_answer", "none", "\x01\x02\x03\x1b[0m\x7f", "control characters only"),
    g("b_loop_cut", "A", gg("cookies"), "no_answer", "none", "<think>\n" + PAD + T1[:300] + ("Wait, let me recount the trays. " * 4000), "a think loop cut at the token cap; the think's subtotals are no answer"),
    m("b_m_nul_box", "A", mg("dice"), "no_answer", "boxed", M("dice", "\n$\\boxed{\\frac{5}{36}}$\n\x00"), "a NUL after the box: bad input -> no_answer (brief's rule)", True),
    m("b_m_nul_mid", "A", mg("rad"), "no_answer", "boxed", M("rad", "\n$\\boxed{6\\sqrt{\x005}}$"), "a NUL inside the radicand: bad input"),
    m("b_m_huge_wrong", "A", mg("dice"), "wrong", "boxed", th(BIG_THINK) + "\n$\\boxed{\\frac{1}{6}}$", "a ~340,000-character think, then a wrong box"),
    m("b_m_huge_cut", "A", mg("dice"), "no_answer", "none", "<think>\n" + BIG_THINK, "a ~340,000-character think cut before any answer"),
    m("b_m_ctrl_wrong", "A", mg("cpx"), "wrong", "boxed", M("cpx", "\n\x1b[1m$\\boxed{11 + 10i}$\x1b[0m"), "ANSI escapes around a wrong box"),
    m("b_m_bell_cut", "A", mg("int"), "no_answer", "none", "<think>\n" + PAD + U3[:600] + "\x07\x07\x07", "bell characters at a cut think, no answer"),
    m("b_m_formfeed_wrong", "A", mg("pt"), "wrong", "boxed", M("pt", "\n\x0c$\\boxed{(5, 3)}$"), "form feed before a wrong box"),
    m("b_m_zwsp_wrong", "A", mg("div"), "wrong", "boxed", M("div", "\n$\\boxed{2\u200b3}$"), "zero-width space inside 23 (wrong either way)"),
    # ---- B: right answers with odd but legal characters
    g("b_ok_crlf", "B", gg("cookies"), "correct", "boxed", G("cookies", "\n$\\boxed{11}$").replace("\n", "\r\n"), "CRLF line endings throughout"),
    g("b_ok_tabs", "B", gg("rent"), "correct", "hash", G("rent", "\n####\t18000\t"), "tabs around the #### value"),
    g("b_ok_bom", "B", gg("trip"), "correct", "boxed", "\ufeff" + G("trip", "\n$\\boxed{372}$"), "a BOM at the start"),
    g("b_ok_ansi", "B", gg("temp"), "correct", "boxed", G("temp", "\n\x1b[1m$\\boxed{-13}$\x1b[0m"), "ANSI bold escapes around the right box"),
    g("b_ok_nbsp", "B", gg("laptop"), "correct", "prose", G("laptop", "\nThe district spends $484\u00a0305 in total."), "a no-break space as the thousands separator", True),
    g("b_ok_zwj", "B", gg("pct"), "correct", "boxed", G("pct", "\n\u200d$\\boxed{57.5\\%}$\u200d\u2060"), "zero-width joiner and word joiner around the box (no U+2028: a jsonl reader that splits on it would break the file)"),
    g("b_ok_huge", "B", gg("cherry"), "correct", "boxed", th(("Let me recompute 3.5 * 4.18 once more to be sure. " * 4 + "\n") * 1500) + "\n" + S6 + "\n$\\boxed{14.63}$", "a ~300,000-character think, then the right box"),
    g("b_ok_del_in_think", "B", gg("cookies"), "correct", "boxed", G("cookies", "\n$\\boxed{11}$", extra="\x7f\x08"), "DEL and backspace inside the think only"),
    m("b_m_ok_crlf", "B", mg("mat"), "correct", "boxed", M("mat", "\n$$\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}$$").replace("\n", "\r\n"), "CRLF line endings with a matrix"),
    m("b_m_ok_huge", "B", mg("dice"), "correct", "boxed", th(BIG_THINK) + "\n" + V1 + "\n" + r1final("\\frac{5}{36}"), "a ~340,000-character think, then the right box"),
    m("b_m_ok_ansi", "B", mg("circ"), "correct", "boxed", M("circ", "\n\x1b[32m$\\boxed{25\\pi}$\x1b[0m"), "ANSI colour around the right box"),
    m("b_m_ok_vt", "B", mg("log"), "correct", "boxed", M("log", "\x0b$\\boxed{\\frac{7}{2}}$\x0b"), "vertical tabs around the box"),
    m("b_m_ok_ctrl_think", "B", mg("roots"), "correct", "boxed", M("roots", "\n$\\boxed{-3, 4}$", extra="\x01\x02\x1f"), "control characters inside the think only"),
    m("b_m_ok_fullwidth_space", "B", mg("sin"), "correct", "boxed", M("sin", "\n\u3000$\\boxed{\\frac{\\sqrt{3}}{2}}$\u3000"), "ideographic spaces around the box"),
    m("b_m_ok_gold_space", "B", " " + mg("poly") + "\n", "correct", "boxed", M("poly", "\n$\\boxed{2x^2 + x - 15}$"), "a gold with leading space and trailing newline"),
    m("b_m_ok_nbsp_box", "B", mg("cpx"), "correct", "boxed", M("cpx", "\n$\\boxed{11\u00a0-\u00a010i}$"), "no-break spaces inside the box"),
]
# fmt: on
# ---- more MATH probes (the round's 65 % MATH share), one per line, by class
# fmt: off
MORE_CASES = [
    m("t_m_ok_tag_units", "B", mg("circ"), "correct", "tag", M("circ", "\n<answer>25\\pi square units</answer>"), "tag with a unit phrase after 25\\pi"),
    m("t_m_ok_tag_then_restate", "B", mg("rep"), "correct", "tag", M("rep", "\n<answer>\\frac{4}{11}</answer>\n\nSo $0.\\overline{36} = \\frac{4}{11}$, as required."), "tag, then a restatement with the given decimal on the left"),
    m("t_m_tag_open_cut", "A", mg("sin"), "no_answer", "tag", MB("sin", "\n<answer>"), "cut at the token cap right after the opening tag, straight after </think>: the value is only in the think"),
    m("t_m_tag_pairs", "A", mg("div"), "wrong", "tag", M("div", "\n<answer>There are 12 pairs of divisors.</answer>"), "the tag's sentence states 12 pairs, not 24 divisors"),
    m("h_m_ok_minerva_hash", "B", mg("pt"), "correct", "hash", M("pt", "\nFinal Answer: The final answer is $(3,5)$. I hope it is correct.\n#### (3, 5)"), "Minerva line then ####"),
    m("h_m_empty_box_hash", "A", mg("poly"), "no_answer", "hash", MB("poly", "\nThe final answer is $\\boxed{}$.\n#### "), "an empty box and an empty #### straight after </think>: no stated answer"),
    m("x_m_ok_repeating_box", "B", mg("rep"), "correct", "boxed", M("rep", "\nThus $\\boxed{0.\\overline{36}}$, which as a fraction is $\\frac{4}{11}$."), "the box repeats the repeating decimal, exactly 4/11, and the fraction follows; both equal the gold"),
    m("x_m_ok_sin_nobrace", "B", mg("sin"), "correct", "boxed", M("sin", "\n**Final Answer**\n\\[\n\\boxed{\\frac{\\sqrt3}{2}}\n\\]"), "\\sqrt3 without braces"),
    m("x_m_ok_pi_frac", "B", mg("circ"), "correct", "boxed", M("circ", "\nArea $= \\frac{\\pi \\cdot 10^2}{4} = \\boxed{\\frac{100\\pi}{4}}$"), "100\\pi/4 = 25\\pi, unreduced"),
    m("x_m_cpx_i2", "A", mg("cpx"), "wrong", "boxed", M("cpx", "\n**Final Answer**\n\\[\n\\boxed{-5 - 10i}\n\\]"), "i^2 taken as +1"),
    m("x_m_matrix_transpose", "A", mg("mat"), "wrong", "boxed", M("mat", "\n$$\\boxed{\\begin{pmatrix} 4 & 10 \\\\ 6 & 12 \\end{pmatrix}}$$"), "the transpose of AB"),
    m("n_m_ok_struck_then_bold", "B", mg("log"), "correct", "prose", M("log", "\n**Answer:** ~~$\\frac{7}{3}$~~ **$\\frac{7}{2}$**"), "a struck-out wrong value, then the bold right one"),
    m("n_m_strike_last", "A", mg("int"), "no_answer", "prose", MB("int", "\n**Final Answer:** ~~$(-2, 7)$~~\n\n(struck until I re-check the factoring)"), "the only final answer struck out"),
    m("u_m_ok_no_units_note", "B", mg("dice"), "correct", "boxed", M("dice", "\n$\\boxed{\\frac{5}{36}}$\n\n(A probability has no units.)"), "a units note after the box"),
    m("u_m_ok_plain_150", "B", mg("ang"), "correct", "boxed", M("ang", "\nSo each interior angle is $\\boxed{150}$ degrees, and the exterior angle is $30$ degrees."), "box 150, then the exterior angle as an aside"),
    m("u_m_percent_angle", "A", mg("ang"), "wrong", "boxed", M("ang", "\n$\\boxed{150\\%}$"), "150 % is 1.5, not 150 degrees"),
    m("r_m_ok_closing_restate", "B", mg("pt"), "correct", "boxed", M("pt", "\n$\\boxed{(3, 5)}$\n\nSo, the two lines meet at the point $(3, 5)$. 😊"), "a closing sentence restating the point"),
    m("r_m_final_line_differs", "A", mg("pt"), "wrong", "prose", M("pt", "\n$\\boxed{(3, 5)}$\n\nFinal answer: $(5, 3)$"), "a later final line with the coordinates swapped: the last final answer counts"),
    m("r_m_ok_two_forms", "B", mg("log"), "correct", "boxed", M("log", "\n$\\boxed{\\frac{7}{2}}$ or, as a decimal, $\\boxed{3.5}$"), "two boxes with equal values, not a hedge"),
    m("r_m_never_mind", "A", mg("div"), "no_answer", "boxed", M("div", "\n$\\boxed{24}$\n\nNever mind — I'll recount the exponents before giving an answer."), "withdrawn with nothing new", True),
    m("q_m_ok_minerva_next", "B", mg("rad"), "correct", "phrase", M("rad", "\nFinal Answer: The final answer is $6\\sqrt{5}$. I hope it is correct." + IM_USER + "Simplify $\\sqrt{98}$." + IM_ASSIST + "Final Answer: The final answer is $7\\sqrt{2}$."), "the invented exchange's answer does not count"),
    m("q_m_problem_echo", "A", mg("sin"), "wrong", "boxed", "Problem: Compute $\\sin 120^\\circ$. (Answer: $\\frac{\\sqrt{3}}{2}$)\n\nSolution: The reference angle is $30^\\circ$, so $\\sin 120^\\circ = \\boxed{\\frac{1}{2}}$.", "the gold only in the echoed problem's answer; the model's box is 1/2"),
    m("q_m_ok_table_rad", "B", mg("rad"), "correct", "prose", M("rad", "\n| factor | square part | left over |\n|---|---|---|\n| $180 = 36 \\cdot 5$ | $6$ | $5$ |\n| **result** | | $6\\sqrt{5}$ |"), "the answer in the table's last row"),
    m("b_m_ok_tab_in_box", "B", mg("pt"), "correct", "boxed", M("pt", "\n$\\boxed{(3,\t5)}$"), "a tab inside the tuple"),
    m("b_m_nul_gold", "A", mg("roots") + "\x00", "no_answer", "boxed", M("roots", "\n$\\boxed{-3, 4}$"), "a NUL in the gold: bad input -> no_answer", True),
    m("b_m_ok_emoji", "B", mg("div"), "correct", "boxed", M("div", "\n✅ $\\boxed{24}$ 🎉"), "emoji around the box"),
    m("b_m_cut_summary", "A", mg("mat"), "no_answer", "none", M("mat", "")[: M("mat", "").index("**Setup and computation**") + 40], "cut at the token cap in the summary before any answer; the think's [[4,6],[10,12]] was never given as an answer"),
]
# fmt: on

CASES = T_CASES + H_CASES + X_CASES + N_CASES + U_CASES + R_CASES + Q_CASES + B_CASES + MORE_CASES

NUL_RULE = "a NUL anywhere in the pair makes it bad input (the brief's rule and rounds 3-63), whatever the answer"
DECISIONS = {
    "t_m_ok_ineq": ("accept", "-2 < x < 7 is the same set as (-2, 7); notation, not value"),
    "t_m_radians": (
        "reject",
        "degrees are not radians (the brief's label rule); the gold 150 is in degrees",
    ),
    "x_m_ok_equal_root": (
        "accept",
        "3\\sqrt{20} = 6\\sqrt5 exactly; simplest form is not asked by the checker's task (equal value written differently is correct)",
    ),
    "x_pct_share": (
        "reject",
        "a share 0.575 is not the percent 57.5 the question asks for (round 5's GSM8K decision)",
    ),
    "n_m_neq_matrix": (
        "reject",
        "the box is the right side of AB \\neq ...: the model states what AB is not",
    ),
    "u_ok_thousand": (
        "accept",
        "'$18 thousand' is exactly 18000: a scale word, not a change of quantity",
    ),
    "u_ok_below_zero": ("accept", "'13 degrees below zero' is -13 in plain English"),
    "u_m_minutes": ("reject", "a prime after a number is arc minutes; 150' is 2.5 degrees"),
    "r_never_mind": (
        "reject",
        "'Never mind' withdraws the answer and nothing replaces it (round 20's convention: withdrawn is no answer)",
    ),
    "r_m_retract_only": ("reject", "the model retracts the box explicitly and gives nothing new"),
    "r_m_never_mind": ("reject", "'Never mind' withdraws the box and nothing replaces it"),
    "q_m_part_a": (
        "reject",
        "the only boxed final answer answers an invented part (b); the posed question's value is prose in part (a) and the box replaces it as the final answer",
    ),
    "b_nul_after": ("reject", NUL_RULE),
    "b_nul_think": ("reject", NUL_RULE),
    "b_nul_gold": ("reject", NUL_RULE),
    "b_m_nul_box": ("reject", NUL_RULE),
    "b_m_nul_gold": ("reject", NUL_RULE),
    "b_ok_nbsp": (
        "accept",
        "a no-break space is an honest (SI/French-style) thousands separator: 484 305 = 484305",
    ),
}

if __name__ == "__main__":
    here = Path(__file__).resolve().parent
    if here != corpus_build.HERE:
        # Run from a scratch folder (/tmp/rt128): write the jsonl beside this file, not into the
        # corpus folder. Moved into the corpus folder, this patch does not apply.
        corpus_build.HERE = here
    write_probes("adversarial_redteam128", CASES, [], DECISIONS)
