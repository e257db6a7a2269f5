r"""Build adversarial_redteam42.jsonl: a forty-second round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam42", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/ or any ANALYSIS.md or NOTES file, and WITHOUT running the
checker or any grader on the probes, and handed over BEFORE any scoring. Not model output. Only
corpus/README.md ("How labels were made" and the sources table), corpus_build.py,
build_adversarial_redteam21.py (structure, conventions, label rules) and `issues show 25` were read.
Python was used for arithmetic only, never on probe text.

Aim of this round: LONG chain-of-thought completions as reasoning models write them (R1-distill,
QwQ, Qwen3 thinking, o1-style summaries): the final answer after pages of working with many
intermediate values, self-checks ("Wait, ...", "Let me verify"), abandoned paths and a closing
summary. Tricks: the right final answer after misleading intermediate boxes or retractions; a wrong
final answer after a right intermediate one; a final box followed by a verification that agrees or
disagrees; an answer stated only in the closing summary; truncation mid-verification or mid-box; a
repetition loop. Each probe carries one trick on top of the long working.

Problems and golds (new shapes; arithmetic checked by hand, python for arithmetic only):
GSM8K
- CYC: 18 km/h for 2.5 h, then 12 km/h for 1.75 h -> 66 km (18 * 2.5 = 45; 12 * 1.75 = 21;
  45 + 21 = 66). Wrong value 63 (1.5 h misread: 12 * 1.5 = 18; 45 + 18 = 63); average speed
  66 / 4.25 = 15.53 (a different quantity).
- AGE: a mother 4 times as old as her son, twice as old in 16 years -> mother 32 (4s + 16 =
  2(s + 16) -> 2s = 16 -> s = 8; 4 * 8 = 32; check 32 + 16 = 48 = 2 * (8 + 16) = 2 * 24). Son 8,
  mother in 16 years 48 (other quantities).
- PRICE: $160 raised 15 % then cut 25 % -> $138 (160 * 1.15 = 184; 184 * 0.75 = 138). Wrong
  values 184 (intermediate) and 144 (net -10 % misapplied: 160 * 0.9 = 144).
- PAINT: 14 walls of 9.5 m^2, a can covers 12 m^2, whole cans -> 12 (14 * 9.5 = 133; 133 / 12 =
  11.083...; round up to 12; 11 * 12 = 132 < 133 <= 144 = 12 * 12). Wrong 11 and 11.08.
- BANK: $250 balance, four cheques of $78.25 -> -63 (4 * 78.25 = 313; 250 - 313 = -63). Wrong 63.
- MEAN: five tests must average 84, four are 78, 91, 86, 80 -> fifth 85 (5 * 84 = 420;
  78 + 91 + 86 + 80 = 335; 420 - 335 = 85). Wrong 83.75 (335 / 4, the mean of four) and 84.
- FLOUR: 2.4 kg of flour, 8 cakes of 300 g -> 0 g left (8 * 300 = 2400 g = 2.4 kg; 2400 - 2400 =
  0).
- WIDG: 1,245 widgets a day for 26 days plus 2,480 in stock -> 34,850 (1245 * 26 = 32370;
  32370 + 2480 = 34850). Wrong 32,370 (stock left out).
MATH
- LOG: log_8 32 -> 5/3 (32 = 2^5, 8 = 2^3; 8^(5/3) = 2^5 = 32). Wrong 4 (32 / 8), 1.67.
- GEO: 3 + 6 + 12 + ... + 768 -> 1533 (768 = 3 * 2^8, nine terms; 3 * (2^9 - 1) = 3 * 511 =
  1533). Wrong 3069 (ten terms: 3 * 1023) and 1536.
- VEC: cosine of the angle between (1, 2, 2) and (2, -1, 2) -> 4/9 (dot 2 - 2 + 4 = 4; both norms
  sqrt(9) = 3; 4 / 9). Wrong 4 (the dot product) and 0.444.
- ROOT: the larger root of x^2 - 6x + 4 = 0 -> 3 + sqrt5 ((6 +- sqrt(36 - 16)) / 2 = 3 +- sqrt5;
  check (3 + sqrt5)^2 - 6(3 + sqrt5) + 4 = 14 + 6 sqrt5 - 18 - 6 sqrt5 + 4 = 0). Wrong 3 - sqrt5,
  5.236.
- HERON: the area of a triangle with sides 7, 8, 9 -> 12 sqrt5 (s = 12; 12 * 5 * 4 * 3 = 720 =
  144 * 5). sqrt720 is equal; 26.83 is not.
- MOD: 2^100 mod 13 -> 3 (2^12 = 4096 = 13 * 315 + 1; 100 = 8 * 12 + 4; 2^4 = 16 = 13 + 3).
  Wrong 16 (congruent, not the remainder).
- ARI: 5 + 9 + 13 + ... + 101 -> 1325 ((101 - 5) / 4 + 1 = 25 terms; 25 * (5 + 101) / 2 = 25 * 53
  = 1325). Wrong 1272 (24 terms: 24 * 53) and 25 (the number of terms).
- CARD: two cards without replacement, both hearts -> 1/17 (13/52 * 12/51 = 156/2652 = 1/17).
  Wrong 1/16 (with replacement: 1/4 * 1/4), 0.0588.
- TAN: tan 75 degrees -> 2 + sqrt3 ((1 + 1/sqrt3) / (1 - 1/sqrt3) = (sqrt3 + 1)^2 / 2 = 2 +
  sqrt3). Wrong 2 - sqrt3 (tan 15), 3.732.
- CPX: |(3 + 4i) / (1 - i)| -> 5 sqrt2 / 2 (5 / sqrt2). Wrong 5/2, 3.536.
- INEQ: 2x^2 - 5x - 3 < 0 -> (-1/2, 3) ((2x + 1)(x - 3); roots (5 +- 7) / 4 = 3, -1/2; the
  parabola opens up so the set is between the roots). Wrong [-1/2, 3] (closed) and the complement.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (near-zero, tolerance traps, exact vs decimal); `n_` negation, strike-out, annotation;
`u_` words after a number (chosen so the label does not depend on the unseen question: the
working states the quantity asked); `r_` retractions after the answer and harmless after-text
(verifications, truncated checks, summaries); `q_` quoted, reported, hypothetical and other-part
statements; `b_` bad input a JSON corpus can hold (lone surrogates are left out: the shared writer
writes UTF-8 unescaped, which cannot encode them). An `_m_` after the prefix marks a MATH probe;
`_ok_` marks kind B.

Kinds (`kind`): "A" a WRONG (or unanswered) completion a careless checker accepts; "B" a RIGHT
completion in a notation, or with after-text, real models write.

Labels follow corpus/README.md ("How labels were made") and round 21's conventions: the last final
answer counts; a hedge, two different final answers or a right number only in the working is
`wrong`; no final answer (cut off inside the thinking or inside the box, a negation with nothing
after, only a quotation or a hypothetical, a repetition loop that never ends) is `no_answer`; equal
in value but written differently is `correct`; a decimal for an exact irrational or repeating gold
is `wrong`; a value the model itself marks wrong is `wrong`; an explicit correction after an answer
makes the corrected value the final one; a check, verification (also one cut off mid-way), recap or
pleasantry after a committed answer that does not state a new value does not replace it; text in an
invented next turn or in a self-set new problem does not count; in an <answer> tag a sentence, an
equation chain or a box is read for the value it states; a box inside the thinking that the thinking
later abandons is working, not the answer. A NUL anywhere makes the pair bad input (debatable,
decision `reject`). Debatable probes carry `"debatable": true`, the reasoning in `note`, and in
DECISIONS the decision this round proposes.

Usage: python packages/check/corpus/build_adversarial_redteam42.py
"""

from corpus_build import IM_ASSIST, IM_USER, g, m, th, write_probes


def r1(work: str, summary: str, value: str) -> str:
    """An R1-distill completion: thinking, a closing summary, then a displayed Final Answer box."""
    return th(work) + "\n" + summary + "\n\n**Final Answer**\n\\[\n\\boxed{" + value + "}\n\\]"


def zero(work: str, answer: str) -> str:
    """An R1-Zero completion: thinking, then the answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


# ================================================================ GSM8K long working
# --- CYC: gold 66 (18 * 2.5 = 45; 12 * 1.75 = 21; 45 + 21 = 66). Wrong 63 (12 * 1.5 = 18).
CYC_HEAD = """Okay, so I need to find the total distance the cyclist covered. Let me reread the problem. She rides at 18 km/h for 2.5 hours, and then at 12 km/h for 1.75 hours. The question is the total distance.

Distance is speed times time, so I should handle each leg separately.

First leg: 18 km/h for 2.5 hours. 18 * 2 = 36, and 18 * 0.5 = 9, so 36 + 9 = 45 km.

Second leg: 12 km/h for 1.75 hours. 12 * 1 = 12, 12 * 0.75 = 9, so 12 + 9 = 21 km.

Total: 45 + 21 = 66 km.
"""
CYC_CHECK = """
Wait, let me double-check the second leg another way. 1.75 hours is 1 hour 45 minutes. In 45 minutes at 12 km/h she covers 12 * 45 / 60 = 9 km, plus 12 km in the first hour, so 21 km. Okay, that matches.

Hmm, could the question be asking for the average speed instead? Let me reread... no, it asks how far she rode in total. For the record, the average speed would be 66 / 4.25, about 15.53 km/h, but that's not what's asked.

Also check the first leg: 2.5 hours is 2 hours 30 minutes; 36 km in two hours plus 9 km in half an hour is 45 km. Good.

So the total distance is 66 km.
"""
CYC = CYC_HEAD + CYC_CHECK
CYC_SWITCH = (
    CYC_HEAD
    + """
Wait, hold on. Let me reread the second part. I think I misread it: the second leg is 1.5 hours, not 1.75. Then 12 * 1.5 = 18 km.

So the total would be 45 + 18 = 63 km.

Let me recompute to be safe: 18 * 2.5 = 45, 12 * 1.5 = 18, 45 + 18 = 63. Yes, 63 km.
"""
)
CYC_SUM = "The cyclist rides two legs:\n- First leg: 18 km/h * 2.5 h = 45 km\n- Second leg: 12 km/h * 1.75 h = 21 km\n\nTotal distance: 45 + 21 = 66 km."
CYC_SUM_SLIP = "The cyclist rides two legs:\n- First leg: 18 km/h * 2.5 h = 45 km\n- Second leg: 12 km/h * 1.5 h = 18 km\n\nTotal distance: 45 + 18 = 63 km."

# --- AGE: gold 32 (4s + 16 = 2(s + 16) -> s = 8; mother 32; check 48 = 2 * 24). Son 8; in 16 years 48.
AGE = """Alright, let's set this up. Let the son's age now be s. The mother is 4 times as old, so she is 4s.

In 16 years, the son will be s + 16 and the mother will be 4s + 16. At that point she is twice as old as him:

4s + 16 = 2(s + 16)
4s + 16 = 2s + 32
2s = 16
s = 8

So the son is 8 now. Hmm, but the question asks for the mother's age, not the son's. Let me be careful not to answer with 8.

Mother = 4 * 8 = 32.

Let me verify. Now: mother 32, son 8, and 32 = 4 * 8. Good. In 16 years: mother 48, son 24, and 48 = 2 * 24. Good.

Wait, is "in 16 years" maybe "16 years ago"? Let me reread... no, it's in 16 years. If it were 16 years ago the son would have a negative age, which makes no sense anyway.

So the mother is 32 years old now.
"""
AGE_SUM = "Let the son be s years old; the mother is 4s. In 16 years: 4s + 16 = 2(s + 16), so s = 8 and the mother is 4 * 8 = 32. Check: in 16 years she is 48 and he is 24, and 48 = 2 * 24."

# --- PRICE: gold 138 (160 * 1.15 = 184; 184 * 0.75 = 138). Wrong 144 (160 * 0.9), 184.
PRICE_HEAD = """Okay, the jacket starts at $160. First the price goes up by 15%, then the new price is cut by 25%.

Step one: 15% of 160 is 0.15 * 160 = 24. So after the increase it costs 160 + 24 = 184.

Step two: 25% of 184 is 0.25 * 184 = 46. So after the cut it costs 184 - 46 = 138.
"""
PRICE_CHECK = """
Hmm, let me double-check with multipliers: 160 * 1.15 * 0.75. 1.15 * 0.75 = 0.8625, and 160 * 0.8625 = 138. Same thing.

A common mistake would be to say +15% - 25% = -10% and compute 160 * 0.9 = 144. But that's wrong, because the 25% is taken off the raised price of 184, not off 160.

Let me also sanity check: 138 is less than 160, which makes sense because the cut is bigger than the raise and applies to a bigger base.

So the final price is $138.
"""
PRICE = PRICE_HEAD + PRICE_CHECK
PRICE_SWITCH = (
    PRICE_HEAD
    + """
Wait, maybe I'm overcomplicating this. A 15% increase followed by a 25% decrease is a net change of 15 - 25 = -10%. So the price is 160 * 0.9 = 144.

Hmm, the two methods disagree. I think the net-percentage approach is what the problem intends, so $144.
"""
)
PRICE_SUM = "After the 15% increase: 160 * 1.15 = $184. After the 25% cut: 184 * 0.75 = $138."

# --- PAINT: gold 12 (14 * 9.5 = 133; 133 / 12 = 11.083; whole cans -> 12). Wrong 11, 11.08.
PAINT = """So there are 14 walls, each 9.5 square meters. Total area = 14 * 9.5. 14 * 9 = 126 and 14 * 0.5 = 7, so 133 square meters.

One can covers 12 square meters. Number of cans = 133 / 12. 12 * 11 = 132, so 133 / 12 = 11 remainder 1, that is 11.083...

But she can only buy whole cans. With 11 cans she covers 11 * 12 = 132 square meters, which is 1 square meter short. So she needs 12 cans.

Let me double-check the area: 9.5 * 14 = 9.5 * 10 + 9.5 * 4 = 95 + 38 = 133. Yes.

And 12 cans cover 144 square meters, which is enough, with 11 left over. Rounding down to 11 would leave part of a wall unpainted, so the answer must be rounded up.
"""

# --- BANK: gold -63 (4 * 78.25 = 313; 250 - 313 = -63). Wrong 63.
BANK = """Let me see. The account has $250. He writes four cheques of $78.25 each.

Total of the cheques: 4 * 78.25. 4 * 78 = 312, 4 * 0.25 = 1, so 313.

Balance: 250 - 313. Since 313 is more than 250, the balance goes below zero: 250 - 313 = -63.

Wait, let me make sure of the sign. 313 - 250 = 63, and he spent more than he had, so he is 63 dollars overdrawn, which means the balance is -63 dollars.

Double-check the cheques: 78.25 + 78.25 = 156.50, times 2 = 313. Yes.

So the balance is -$63.
"""

# --- MEAN: gold 85 (5 * 84 = 420; 78 + 91 + 86 + 80 = 335; 420 - 335 = 85). Wrong 83.75 (335 / 4).
MEAN = """The average of five tests has to be 84, so the five scores must add up to 5 * 84 = 420.

The first four scores are 78, 91, 86 and 80. Their sum: 78 + 91 = 169, 169 + 86 = 255, 255 + 80 = 335.

Right now her average over four tests is 335 / 4 = 83.75, which is a bit below 84. So the fifth score has to be above 84.

Fifth score = 420 - 335 = 85.

Let me verify: 335 + 85 = 420, and 420 / 5 = 84. Yes.

Hmm, is there a trick, like the fifth test counting double? Let me reread... no, all five count equally. So she needs 85 on the fifth test.
"""

# --- FLOUR: gold 0 (8 * 300 = 2400 g = 2.4 kg; 2400 - 2400 = 0).
FLOUR = """First convert units: 2.4 kg of flour is 2.4 * 1000 = 2400 grams.

Each cake needs 300 grams, and she bakes 8 cakes: 8 * 300 = 2400 grams.

Flour left: 2400 - 2400 = 0 grams.

Wait, that seems too neat. Let me double-check the conversion: 1 kg = 1000 g, so 2.4 kg = 2400 g. Yes. And 300 * 8: 300 * 8 = 2400. So she uses exactly all of the flour.

So there is no flour left: 0 grams.
"""

# --- WIDG: gold 34850 (1245 * 26 = 32370; 32370 + 2480 = 34850). Wrong 32370.
WIDG = """The factory makes 1,245 widgets a day for 26 working days.

1,245 * 26: 1,245 * 20 = 24,900 and 1,245 * 6 = 7,470. 24,900 + 7,470 = 32,370.

It already had 2,480 widgets in stock, so the total is 32,370 + 2,480 = 34,850.

Let me double-check 1,245 * 26 another way: 1,250 * 26 = 32,500, minus 5 * 26 = 130, gives 32,370. Good.

And 32,370 + 2,480: 32,370 + 2,000 = 34,370, plus 480 = 34,850. Good.

So the factory has 34,850 widgets in total.
"""
WIDG_SHORT = """The factory makes 1,245 widgets a day for 26 working days.

1,245 * 26: 1,245 * 20 = 24,900 and 1,245 * 6 = 7,470. 24,900 + 7,470 = 32,370.

Let me double-check: 1,250 * 26 = 32,500, minus 5 * 26 = 130, gives 32,370. Good.

Hmm, is there anything else? Let me reread... the daily output is 1,245 and there are 26 working days. Weekends are already excluded by "working days", so I don't need to adjust.

So it has 32,370 widgets.
"""

# ================================================================ MATH long working
# --- LOG: gold 5/3 (32 = 2^5, 8 = 2^3). Wrong 4, 1.67.
G_LOG = r"\frac{5}{3}"
LOG = r"""Okay, I need $\log_8 32$. Both are powers of 2: $8 = 2^3$ and $32 = 2^5$.

So I want $x$ with $8^x = 32$, i.e. $(2^3)^x = 2^5$, so $2^{3x} = 2^5$ and $3x = 5$, giving $x = \frac{5}{3}$.

Wait, let me double check with change of base: $\log_8 32 = \frac{\log_2 32}{\log_2 8} = \frac{5}{3}$. Same.

Hmm, one might be tempted to write $\frac{32}{8} = 4$, but that's dividing the numbers, not the logs. $8^4 = 4096$, way too big, so 4 is definitely wrong.

Numerically, $\frac{5}{3} \approx 1.667$, and $8^{1.667}$ should be about 32: $8^{1} = 8$, $8^{2} = 64$, and 32 is between, closer to 64 in log scale. Makes sense.

So $\log_8 32 = \frac{5}{3}$.
"""
LOG_SUM = (
    r"Since $8 = 2^3$ and $32 = 2^5$, $8^x = 32$ gives $3x = 5$, so $\log_8 32 = \frac{5}{3}$."
)

# --- GEO: gold 1533 (nine terms; 3 * (2^9 - 1) = 1533). Wrong 3069 (ten terms), 1536.
G_GEO = "1533"
GEO_HEAD = r"""We need $3 + 6 + 12 + \cdots + 768$. This is geometric with first term $a = 3$ and ratio $r = 2$.

How many terms? The $n$-th term is $3 \cdot 2^{n-1} = 768$, so $2^{n-1} = 256 = 2^8$, so $n - 1 = 8$ and $n = 9$.

Let me list them to be sure: 3, 6, 12, 24, 48, 96, 192, 384, 768. That's 9 terms.

Sum: $S = a \cdot \frac{r^n - 1}{r - 1} = 3 \cdot \frac{2^9 - 1}{1} = 3 \cdot 511 = 1533$.
"""
GEO_CHECK = r"""
Let me verify by adding: 3 + 6 = 9, + 12 = 21, + 24 = 45, + 48 = 93, + 96 = 189, + 192 = 381, + 384 = 765, + 768 = 1533. Yes.

Another check: the sum of a doubling sequence is twice the last term minus the first: $2 \cdot 768 - 3 = 1536 - 3 = 1533$. Good.

So the sum is 1533.
"""
GEO = GEO_HEAD + GEO_CHECK

# --- VEC: gold 4/9 (dot 4; norms 3 and 3). Wrong 4, 0.444.
G_VEC = r"\frac{4}{9}"
VEC = r"""Let $\mathbf{u} = (1, 2, 2)$ and $\mathbf{v} = (2, -1, 2)$. The cosine of the angle is $\cos\theta = \frac{\mathbf{u} \cdot \mathbf{v}}{\|\mathbf{u}\| \|\mathbf{v}\|}$.

Dot product: $1 \cdot 2 + 2 \cdot (-1) + 2 \cdot 2 = 2 - 2 + 4 = 4$.

Norms: $\|\mathbf{u}\| = \sqrt{1 + 4 + 4} = \sqrt{9} = 3$, and $\|\mathbf{v}\| = \sqrt{4 + 1 + 4} = \sqrt{9} = 3$.

So $\cos\theta = \frac{4}{3 \cdot 3} = \frac{4}{9}$.

Wait, let me double-check the dot product: the middle term is $2 \cdot (-1) = -2$, so $2 - 2 + 4 = 4$. Right.

Sanity check: $\frac{4}{9} \approx 0.444$, between $-1$ and $1$, and positive, so the angle is acute (about $63.6^\circ$). Fine.

So $\cos\theta = \frac{4}{9}$.
"""

# --- ROOT: gold 3 + sqrt5. Wrong 3 - sqrt5, 5.236.
G_ROOT = r"3 + \sqrt{5}"
ROOT = r"""We need the larger root of $x^2 - 6x + 4 = 0$.

Quadratic formula: $x = \frac{6 \pm \sqrt{36 - 16}}{2} = \frac{6 \pm \sqrt{20}}{2} = \frac{6 \pm 2\sqrt{5}}{2} = 3 \pm \sqrt{5}$.

The two roots are $3 + \sqrt{5} \approx 5.236$ and $3 - \sqrt{5} \approx 0.764$. The larger is $3 + \sqrt{5}$.

Let me verify by plugging in: $(3 + \sqrt{5})^2 = 9 + 6\sqrt{5} + 5 = 14 + 6\sqrt{5}$. Then $14 + 6\sqrt{5} - 6(3 + \sqrt{5}) + 4 = 14 + 6\sqrt{5} - 18 - 6\sqrt{5} + 4 = 0$. Good.

Also Vieta: sum of roots $= 6$ and product $= 9 - 5 = 4$. Both match the coefficients.

So the larger root is $3 + \sqrt{5}$.
"""

# --- HERON: gold 12 sqrt5 (s = 12; 12 * 5 * 4 * 3 = 720 = 144 * 5).
G_HER = r"12\sqrt{5}"
HER = r"""The sides are 7, 8, 9. Use Heron's formula. Semi-perimeter $s = \frac{7 + 8 + 9}{2} = 12$.

Area $= \sqrt{s(s - a)(s - b)(s - c)} = \sqrt{12 \cdot 5 \cdot 4 \cdot 3}$.

$12 \cdot 5 = 60$, $60 \cdot 4 = 240$, $240 \cdot 3 = 720$. So the area is $\sqrt{720}$.

Simplify: $720 = 144 \cdot 5$, so $\sqrt{720} = 12\sqrt{5}$.

Let me double-check with another method. Put the side 8 on the x-axis... Actually, use the cosine rule for the angle opposite 9: $\cos C = \frac{49 + 64 - 81}{2 \cdot 7 \cdot 8} = \frac{32}{112} = \frac{2}{7}$. Then $\sin C = \sqrt{1 - \frac{4}{49}} = \frac{\sqrt{45}}{7} = \frac{3\sqrt{5}}{7}$. Area $= \frac{1}{2} \cdot 7 \cdot 8 \cdot \frac{3\sqrt{5}}{7} = 12\sqrt{5}$. Same.

Numerically $12\sqrt{5} \approx 26.83$.

So the area is $12\sqrt{5}$.
"""

# --- MOD: gold 3 (2^12 = 1 mod 13; 2^100 = 2^4 = 16 = 3). Wrong 16.
G_MOD = "3"
MOD = r"""We need $2^{100} \bmod 13$. By Fermat's little theorem, since 13 is prime, $2^{12} \equiv 1 \pmod{13}$.

$100 = 8 \cdot 12 + 4$, so $2^{100} = (2^{12})^8 \cdot 2^4 \equiv 1 \cdot 16 \pmod{13}$.

And $16 = 13 + 3$, so $2^{100} \equiv 3 \pmod{13}$.

Let me double-check with smaller powers: $2^1 = 2$, $2^2 = 4$, $2^3 = 8$, $2^4 = 16 \equiv 3$, $2^5 \equiv 6$, $2^6 \equiv 12 \equiv -1$. So $2^{12} \equiv 1$, consistent. Then $2^{100} = (2^6)^{16} \cdot 2^4 \equiv (-1)^{16} \cdot 3 = 3$. Same answer.

So the remainder is 3.
"""

# --- ARI: gold 1325 (25 terms; 25 * 53). Wrong 1272 (24 terms), 25.
G_ARI = "1325"
ARI = r"""The sum is $5 + 9 + 13 + \cdots + 101$, arithmetic with first term 5 and common difference 4.

Number of terms: $5 + 4(n - 1) = 101$, so $4(n - 1) = 96$, $n - 1 = 24$, $n = 25$.

Sum $= \frac{n}{2}(a_1 + a_n) = \frac{25}{2}(5 + 101) = \frac{25}{2} \cdot 106 = 25 \cdot 53 = 1325$.

Wait, let me make sure about the number of terms; off-by-one errors are easy here. $(101 - 5) / 4 = 24$ gaps, so 25 terms. If I had used 24 terms I'd get $24 \cdot 53 = 1272$, which would be wrong.

Check another way: the average of the first and last term is 53, and there are 25 terms, so $25 \cdot 53 = 1325$. And $25 \cdot 53 = 1250 + 75 = 1325$. Good.

So the sum is 1325.
"""

# --- CARD: gold 1/17 (13/52 * 12/51 = 156/2652). Wrong 1/16, 0.0588.
G_CARD = r"\frac{1}{17}"
CARD = r"""Two cards are drawn without replacement from a standard 52-card deck. We want the probability both are hearts.

First card a heart: $\frac{13}{52} = \frac{1}{4}$. Given that, the second is a heart: $\frac{12}{51} = \frac{4}{17}$.

So $P = \frac{1}{4} \cdot \frac{4}{17} = \frac{1}{17}$.

Let me verify with combinations: $\frac{\binom{13}{2}}{\binom{52}{2}} = \frac{78}{1326}$. And $1326 / 78 = 17$. So $\frac{1}{17}$. Same.

If it were with replacement it would be $\frac{1}{4} \cdot \frac{1}{4} = \frac{1}{16}$, but the problem says without replacement.

So the probability is $\frac{1}{17}$.
"""

# --- TAN: gold 2 + sqrt3. Wrong 2 - sqrt3 (tan 15), 3.732.
G_TAN = r"2 + \sqrt{3}"
TAN = r"""$\tan 75^\circ = \tan(45^\circ + 30^\circ) = \frac{\tan 45^\circ + \tan 30^\circ}{1 - \tan 45^\circ \tan 30^\circ} = \frac{1 + \frac{1}{\sqrt{3}}}{1 - \frac{1}{\sqrt{3}}}$.

Multiply top and bottom by $\sqrt{3}$: $\frac{\sqrt{3} + 1}{\sqrt{3} - 1}$.

Rationalize: multiply by $\frac{\sqrt{3} + 1}{\sqrt{3} + 1}$: $\frac{(\sqrt{3} + 1)^2}{3 - 1} = \frac{4 + 2\sqrt{3}}{2} = 2 + \sqrt{3}$.

Let me double-check numerically: $2 + \sqrt{3} \approx 3.732$, and $\tan 75^\circ \approx 3.732$. Good.

Note $\tan 15^\circ = 2 - \sqrt{3} \approx 0.268$, and indeed $\tan 75^\circ \tan 15^\circ = (2 + \sqrt{3})(2 - \sqrt{3}) = 1$, as it should be for complementary angles.

So $\tan 75^\circ = 2 + \sqrt{3}$.
"""

# A half-angle attempt with a sign error (cos 150 = -sqrt3/2, taken as +sqrt3/2): it lands on
# (1 - sqrt3/2) / (1/2) = 2 - sqrt3, tan 15 instead of tan 75.
TAN_HALF = r"""I'll use the half-angle formula $\tan\frac{\theta}{2} = \frac{1 - \cos\theta}{\sin\theta}$ with $\theta = 150^\circ$, since $75^\circ = \frac{150^\circ}{2}$.

$\sin 150^\circ = \frac{1}{2}$. For the cosine, $\cos 150^\circ = \frac{\sqrt{3}}{2}$.

So $\tan 75^\circ = \frac{1 - \frac{\sqrt{3}}{2}}{\frac{1}{2}} = 2 - \sqrt{3}$.

Numerically that's about $0.268$. Hmm, that seems small for $75^\circ$, but let me trust the formula.
"""

# --- CPX: gold 5 sqrt2 / 2 (|3 + 4i| = 5, |1 - i| = sqrt2). Wrong 5/2, 3.536.
G_CPX = r"\frac{5\sqrt{2}}{2}"
CPX = r"""We want $\left|\frac{3 + 4i}{1 - i}\right|$. The modulus of a quotient is the quotient of the moduli.

$|3 + 4i| = \sqrt{9 + 16} = 5$. $|1 - i| = \sqrt{1 + 1} = \sqrt{2}$.

So the answer is $\frac{5}{\sqrt{2}} = \frac{5\sqrt{2}}{2}$.

Let me verify by computing the quotient directly: $\frac{3 + 4i}{1 - i} \cdot \frac{1 + i}{1 + i} = \frac{3 + 3i + 4i + 4i^2}{2} = \frac{-1 + 7i}{2}$. Its modulus is $\frac{\sqrt{1 + 49}}{2} = \frac{\sqrt{50}}{2} = \frac{5\sqrt{2}}{2}$. Same.

Numerically about 3.536.

So the modulus is $\frac{5\sqrt{2}}{2}$.
"""

# --- INEQ: gold (-1/2, 3). Wrong [-1/2, 3], the complement.
G_INQ = r"\left( -\frac{1}{2}, 3 \right)"
INQ = r"""Solve $2x^2 - 5x - 3 < 0$. Factor: $2x^2 - 5x - 3 = (2x + 1)(x - 3)$. Check: $2x^2 - 6x + x - 3 = 2x^2 - 5x - 3$. Good.

Roots: $x = -\frac{1}{2}$ and $x = 3$.

The parabola opens upward (leading coefficient 2 > 0), so it is negative between the roots.

Test $x = 0$: $-3 < 0$, true. Test $x = 4$: $32 - 20 - 3 = 9 > 0$, false. Test $x = -1$: $2 + 5 - 3 = 4 > 0$, false.

The inequality is strict, so the endpoints are excluded: at $x = 3$ the expression is $18 - 15 - 3 = 0$, not less than 0.

So the solution is $-\frac{1}{2} < x < 3$, i.e. $\left(-\frac{1}{2}, 3\right)$.
"""

# A repetition loop as long-reasoning models fall into it (cut off by the token limit).
LOOP = "Wait, let me recompute the second leg. 12 * 1.75 = 21. So the total is 45 + 21 = 66. But wait, did I read the time correctly? Let me reread the problem.\n\n"
# A long verification, repeated, before a committed answer (well over 20,000 characters in all).
PAD = "Let me verify once more: 4 * 78.25 = 313 and 250 - 313 = -63. Consistent.\n"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags (R1-Zero format after long thinking)
    g("t_switch_tag_other", "A", "66", "wrong", "tag", zero(CYC_SWITCH, "63"), "the thinking reaches 66, then switches to 63; the tag says 63"),
    g("t_think_cut_mid_verify", "A", "66", "no_answer", "truncated", "<think>\n" + CYC_HEAD + "\nWait, let me double-check the second leg. 1.75 hours is 1 hour 45 minutes, so in 45 minutes she covers 12 * 45 / 60 =", "cut inside the thinking mid-verification; no tag"),
    g("t_tag_cut_open", "A", "32", "no_answer", "truncated", th(AGE) + "<answer>The mother is", "the tag opened and cut before any value"),
    g("t_tag_son_age", "A", "32", "wrong", "tag", zero(AGE, "The son is 8 years old."), "the tag states the son's age (8), which the thinking says is not what is asked"),
    g("t_tag_then_new_think_other", "A", "138", "wrong", "tag", zero(PRICE, "138") + "\n<think>\nHmm, actually a +15% then -25% change is a net -10%, so 160 * 0.9 = 144.\n</think>\n<answer>144</answer>", "a second think block and a second tag with 144 after the first tag"),
    g("t_tag_intermediate_total", "A", "34850", "wrong", "tag", zero(WIDG_SHORT, "32,370"), "the stock is left out; the tag says 32,370"),
    g("t_ok_tag_sentence_paren", "B", "32", "correct", "tag", zero(AGE, "The mother is 32 years old now (her son is 8)."), "the tag's sentence states 32 for the mother, the son's age in a parenthesis after it"),
    g("t_ok_tag_box", "B", "-63", "correct", "tag", zero(BANK, r"\boxed{-63}"), "a box in the tag after long thinking"),
    g("t_ok_tag_equation", "B", "34850", "correct", "tag", zero(WIDG, "1,245 * 26 + 2,480 = 34,850"), "an equation chain with commas ending in the gold"),
    g("t_ok_tag_after_boxed_slip", "B", "138", "correct", "tag", zero(PRICE_HEAD + "\nHmm, at first I wrote \\boxed{144} using a net -10%, but that is wrong: the 25% comes off 184, not 160. So 138 stands.\n", "$138"), "a box with 144 inside the thinking, rejected there; the tag says $138"),
    g("t_ok_tag_unclosed", "B", "85", "correct", "tag", th(MEAN) + "<answer>85", "the tag is never closed (the completion ends after the value)"),
    g("t_ok_tag_multiline", "B", "12", "correct", "tag", zero(PAINT, "\nShe needs 12 cans of paint.\n"), "a sentence on its own line in the tag, after thinking that has 11, 11.083 and 144"),
    m("t_m_switch_tag_other", "A", G_LOG, "wrong", "tag", zero(LOG.split("So $\\log_8 32")[0] + "Hmm, wait. Maybe the question wants $\\frac{32}{8}$ after all. That's $4$. I'll go with 4.\n", r"$\boxed{4}$"), "5/3 in the thinking, the tag's box says 4"),
    m("t_m_tag_empty", "A", G_GEO, "no_answer", "tag", zero(GEO, "\n"), "an empty tag after thinking that reaches 1533"),
    m("t_m_tag_dot_product", "A", G_VEC, "wrong", "tag", zero(VEC, r"$\mathbf{u} \cdot \mathbf{v} = 4$"), "the tag states the dot product 4, not the cosine"),
    m("t_m_two_tags_other", "A", G_TAN, "wrong", "tag", zero(TAN, r"$2 + \sqrt{3}$") + "\n\nHmm, on reflection I computed the wrong angle.\n<answer>$2 - \\sqrt{3}$</answer>", "two tags, the last 2 - sqrt3"),
    m("t_m_think_only_cut", "A", G_HER, "no_answer", "truncated", "<think>\n" + HER.split("So the area is $12")[0] + r"Hmm, let me also try placing the triangle with coordinates: $A = (0, 0)$, $B = (8, 0)$, and $C = (x, y)$ with $x^2 + y^2 = 49$ and $(x - 8)^2 + y^2 =", "cut in the thinking before any tag, after 12 sqrt5 in the working"),
    m("t_m_ok_tag_sentence", "B", G_VEC, "correct", "tag", zero(VEC, r"The cosine of the angle between the vectors is $\frac{4}{9}$."), "a sentence in the tag"),
    m("t_m_ok_tag_chain", "B", G_HER, "correct", "tag", zero(HER, r"$\sqrt{12 \cdot 5 \cdot 4 \cdot 3} = \sqrt{720} = 12\sqrt{5}$"), "an equation chain ending in the gold"),
    m("t_m_ok_tag_after_think_box", "B", G_CARD, "correct", "tag", zero(r"With replacement I'd get $\boxed{\frac{1}{16}}$, but the draw is without replacement." + "\n\n" + CARD, r"$\boxed{\frac{1}{17}}$"), "a box with 1/16 early in the thinking, the tag's box 1/17"),
    m("t_m_ok_tag_dfrac", "B", G_CPX, "correct", "tag", zero(CPX, r"\(\dfrac{5\sqrt{2}}{2}\)"), "\\dfrac in inline math in the tag"),
    m("t_m_ok_tag_interval_sentence", "B", G_INQ, "correct", "tag", zero(INQ, r"The solution set is $x \in \left(-\frac{1}{2}, 3\right)$."), "an interval with x \\in in a sentence"),

    # ================================================================ 2. phrase marker then #### after long working
    g("h_slip_phrase_hash", "A", "138", "wrong", "hash", PRICE_SWITCH + "\nSo the answer is #### 144", "138 mid-working, then a switch to 144 stated as 'So the answer is #### 144'"),
    g("h_phrase_gold_hash_other", "A", "85", "wrong", "hash", MEAN + "\nThe answer is 85.\n#### 83.75", "phrase 85, #### 83.75: two different final answers"),
    g("h_phrase_empty_hash", "A", "66", "no_answer", "hash", CYC + "\nThe answer is: ####", "an empty #### after the long working"),
    g("h_final_answer_hash_son", "A", "32", "wrong", "hash", AGE.replace("So the mother is 32 years old now.\n", "") + "\nFinal Answer: #### 8", "Final Answer: #### 8, the son's age"),
    g("h_ok_so_answer_hash", "B", "138", "correct", "hash", PRICE + "\nSo the answer is #### 138", "'So the answer is #### 138' after long working"),
    g("h_ok_final_answer_hash", "B", "85", "correct", "hash", MEAN + "\nFinal Answer: #### 85", "Final Answer: #### 85"),
    g("h_ok_answer_colon_hash_neg", "B", "-63", "correct", "hash", BANK + "\nThe answer is: #### -63", "The answer is: #### -63"),
    g("h_ok_bold_answer_hash", "B", "34850", "correct", "hash", WIDG + "\n**Answer:** #### 34,850", "bold Answer: then #### with a comma"),
    m("h_m_final_hash_other", "A", G_ARI, "wrong", "hash", ARI.split("Wait, let me")[0] + "Hmm, actually $(101 - 5)/4 = 24$, so there are 24 terms and the sum is $24 \\cdot 53 = 1272$.\n\nFinal Answer: #### 1272", "1325 mid-working, then 24 terms and #### 1272"),
    m("h_m_ok_answer_hash", "B", G_ARI, "correct", "hash", ARI + "\nSo the answer is #### 1325", "a MATH answer as 'So the answer is ####'"),
    m("h_m_ok_answer_colon_hash", "B", G_MOD, "correct", "hash", MOD + "\nThe answer is: #### 3", "The answer is: #### 3 after working with 16 and 12"),
    m("h_m_ok_hash_frac", "B", G_LOG, "correct", "hash", LOG + "\nFinal Answer: #### 5/3", "a slash fraction after Final Answer: ####"),

    # ================================================================ 3. exactness
    g("x_floor_cans", "A", "12", "wrong", "boxed", r1(PAINT.split("But she can only")[0] + "\nSo she needs about 11 cans.\n", "Total area 14 * 9.5 = 133 m^2; 133 / 12 = 11.08, so about 11 cans.", "11"), "rounded down to 11 after 11.083 in the working"),
    g("x_decimal_cans", "A", "12", "wrong", "boxed", r1(PAINT.split("But she can only")[0], "She needs 133 / 12 = 11.08 cans.", "11.08"), "the unrounded quotient 11.08"),
    g("x_near_zero_flour", "A", "0", "wrong", "hash", FLOUR + "\nHmm, but some flour always sticks to the bowl and the scale; realistically about 0.001 kg is left.\n#### 0.001", "0.001 against gold 0 (a tolerance trap)"),
    g("x_close_price", "A", "138", "wrong", "hash", PRICE_HEAD + "\nRounding each step to a convenient figure, I get about $137.99.\n\n#### 137.99", "137.99, within 0.01 % of the gold"),
    g("x_mean_of_four", "A", "85", "wrong", "boxed", r1(MEAN.split("Fifth score")[0], "Her current average is 335 / 4 = 83.75.", "83.75"), "83.75, the mean of four, from the working"),
    g("x_big_off_by_one", "A", "34850", "wrong", "hash", WIDG.replace("34,850", "34,849") + "\n#### 34849", "34849, a relative error of 3e-5 (the whole working says 34,849)"),
    g("x_ok_cans_round_up", "B", "12", "correct", "boxed", r1(PAINT, "Area: 14 * 9.5 = 133 m^2. Cans: 133 / 12 = 11.083..., rounded up because only whole cans can be bought.", "12"), "the gold after 11, 11.083 and 144 in the working"),
    g("x_ok_zero_decimal", "B", "0", "correct", "hash", FLOUR + "\n#### 0.0", "0.0 for 0"),
    g("x_ok_neg_cents", "B", "-63", "correct", "boxed", r1(BANK, "The cheques total 4 * $78.25 = $313, so the balance is $250 - $313.", "-63.00"), "-63.00 for -63"),
    g("x_ok_decimal_mean", "B", "85", "correct", "boxed", r1(MEAN, "The fifth score is 420 - 335.", "85.0"), "85.0 for 85"),
    m("x_m_log_decimal", "A", G_LOG, "wrong", "boxed", r1(LOG, r"$\log_8 32 = \frac{5}{3} \approx 1.67$.", "1.67"), "a rounded decimal for 5/3"),
    m("x_m_root_decimal", "A", G_ROOT, "wrong", "boxed", r1(ROOT, r"The larger root is $3 + \sqrt{5}$, numerically:", "5.236"), "a decimal for 3 + sqrt5"),
    m("x_m_heron_decimal", "A", G_HER, "wrong", "boxed", r1(HER, r"Heron's formula gives $\sqrt{720} \approx 26.83$.", "26.83"), "a decimal for 12 sqrt5"),
    m("x_m_card_decimal", "A", G_CARD, "wrong", "boxed", r1(CARD, r"$P = \frac{13}{52} \cdot \frac{12}{51} \approx 0.0588$.", "0.0588"), "a decimal for 1/17"),
    m("x_m_mod_unreduced", "A", G_MOD, "wrong", "boxed", r1(MOD.split("And $16")[0], r"$2^{100} \equiv 2^4 \pmod{13}$.", "16"), "16, congruent to 3 but not the remainder"),
    m("x_m_tan_decimal", "A", G_TAN, "wrong", "boxed", r1(TAN, r"$\tan 75^\circ \approx$", "3.732"), "a decimal for 2 + sqrt3"),
    m("x_m_ok_log_repeating", "B", G_LOG, "correct", "boxed", r1(LOG, r"$\log_8 32 = \frac{5}{3}$.", r"1.\overline{6}"), "1.\\overline{6} = 5/3 exactly"),
    m("x_m_ok_sqrt720", "B", G_HER, "correct", "boxed", r1(HER.split("Simplify")[0], r"By Heron's formula with $s = 12$ the area is $\sqrt{12 \cdot 5 \cdot 4 \cdot 3}$.", r"\sqrt{720}"), "sqrt720 = 12 sqrt5 unsimplified"),
    m("x_m_ok_card_unsimplified", "B", G_CARD, "correct", "boxed", r1(CARD, r"$P = \frac{13 \cdot 12}{52 \cdot 51}$.", r"\frac{156}{2652}"), "156/2652 = 1/17 unsimplified"),
    m("x_m_ok_cpx_unrationalised", "B", G_CPX, "correct", "boxed", r1(CPX, r"$\frac{|3 + 4i|}{|1 - i|} = \frac{5}{\sqrt{2}}$.", r"\frac{5}{\sqrt{2}}"), "5/sqrt2 = 5 sqrt2 / 2"),
    m("x_m_ok_geo_expression", "B", G_GEO, "correct", "boxed", r1(GEO, r"Nine terms, ratio 2: $S = 3(2^9 - 1)$.", r"3(2^9 - 1)"), "3(2^9 - 1) = 1533 unevaluated"),
    m("x_m_ok_root_formula", "B", G_ROOT, "correct", "boxed", r1(ROOT, r"By the quadratic formula the larger root is", r"\frac{6 + \sqrt{20}}{2}"), "(6 + sqrt20)/2 = 3 + sqrt5 unsimplified"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_not_gold_nothing_after", "A", "66", "no_answer", "answer_is", CYC + "\nHmm, but the answer is not 66 km. I must have made an error somewhere, and I can't find it.", "the gold negated at the end, no other value"),
    g("n_strike_gold_then_other", "A", "66", "wrong", "boxed", th(CYC_SWITCH) + "\n" + CYC_SUM_SLIP + "\n\n**Final Answer:** ~~66~~ \\boxed{63}", "66 struck, 63 boxed"),
    g("n_marked_wrong", "A", "85", "wrong", "boxed", r1(MEAN, "The fifth score must be 85.", "85") + "\n\n(This contradicts my check, so this answer is wrong.)", "the model marks its own box wrong"),
    g("n_cross_after_box", "A", "-63", "wrong", "boxed", r1(BANK, "The balance is 250 - 313.", "-63") + " ✗", "a cross mark after the final box"),
    g("n_ok_strike_other", "B", "66", "correct", "boxed", th(CYC) + "\n" + CYC_SUM + "\n\n**Final Answer:** ~~63~~ \\boxed{66}", "63 struck, 66 boxed"),
    g("n_ok_not_intermediate", "B", "85", "correct", "answer_is", MEAN + "\nThe answer is 85, not 83.75 (that is only the average of the first four tests).", "an intermediate value negated after the gold"),
    g("n_ok_not_net_percent", "B", "138", "correct", "boxed", r1(PRICE, "The price is $138, not $144: the 25% cut applies to $184, not to $160.", "138"), "the wrong value negated in the summary"),
    g("n_ok_check_mark", "B", "12", "correct", "boxed", r1(PAINT, "133 / 12 = 11.08, so 12 whole cans.", "12") + " ✓", "a check mark after the box"),
    m("n_m_neq_box", "A", G_GEO, "no_answer", "boxed", th(GEO) + "\nI keep getting a contradiction with the answer key, so all I can say is:\n\n" + r"$\boxed{\neq 1533}$", "a box holding \\neq gold"),
    m("n_m_cancel_box", "A", G_ARI, "no_answer", "boxed", th(ARI) + "\n" + r"The sum is $\boxed{\cancel{1325}}$", "a cancelled box"),
    m("n_m_text_incorrect", "A", G_VEC, "wrong", "boxed", r1(VEC, r"$\cos\theta = \frac{4}{9}$.", r"\frac{4}{9}\text{ (incorrect)}"), "the box itself annotated incorrect"),
    m("n_m_not_gold_but_other", "A", G_TAN, "wrong", "answer_is", th(TAN) + "\n" + r"On reflection, the answer is not $2 + \sqrt{3}$ but $2 - \sqrt{3}$.", "the gold negated, 2 - sqrt3 asserted"),
    m("n_m_sout_gold_then_other", "A", G_INQ, "wrong", "boxed", r1(INQ, r"The solution set is between the roots.", r"\sout{\left(-\frac{1}{2}, 3\right)}\ \left[-\frac{1}{2}, 3\right]"), "the gold struck with \\sout, the closed interval after"),
    m("n_m_ok_not_other", "B", G_TAN, "correct", "boxed", r1(TAN, r"The answer is not $2 - \sqrt{3}$ (that is $\tan 15^\circ$).", r"2 + \sqrt{3}"), "another value negated in the summary, the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_LOG, "correct", "boxed", r1(LOG, r"$\log_8 32 = \frac{\log 32}{\log 8} = \frac{5\cancel{\log 2}}{3\cancel{\log 2}}$.", G_LOG), "\\cancel in the summary's working, the gold boxed"),
    m("n_m_ok_verified_note", "B", G_ARI, "correct", "boxed", r1(ARI, r"25 terms with mean 53.", "1325") + "\n(verified two ways)", "an annotation that the answer was verified"),

    # ================================================================ 5. words after a number
    g("u_one_more", "A", "12", "wrong", "hash", PAINT + "\nSo she needs one can more than the 11 she planned.\n#### 1 more", "'1 more', the difference, not the 12 cans"),
    g("u_dozen", "A", "32", "wrong", "hash", AGE + "\n#### 32 dozen", "'32 dozen' = 384, not 32 years"),
    g("u_overdrawn", "A", "-63", "wrong", "hash", BANK + "\n#### 63 overdrawn", "debatable: '63 overdrawn' means a balance of -63, but the marked number is 63", True),
    g("u_ok_km", "B", "66", "correct", "hash", CYC + "\n#### 66 km", "a unit after ####"),
    g("u_ok_years_old", "B", "32", "correct", "boxed", r1(AGE, "Let the son be s; 4s + 16 = 2(s + 16) gives s = 8.", r"32\text{ years old}"), "years old in the box"),
    g("u_ok_dollars_neg", "B", "-63", "correct", "answer_is", BANK + "\nThe answer is -$63.", "a minus before the dollar sign"),
    g("u_ok_widgets_comma", "B", "34850", "correct", "hash", WIDG + "\n#### 34,850 widgets", "a comma and a unit noun"),
    g("u_ok_grams", "B", "0", "correct", "boxed", r1(FLOUR, "2.4 kg = 2400 g, and 8 cakes use 8 * 300 = 2400 g.", r"0\text{ g}"), "grams after 0 in the box"),
    m("u_m_terms_count", "A", G_ARI, "wrong", "boxed", r1(ARI, r"The sequence has", r"25 \text{ terms}"), "the box gives the number of terms, 25"),
    m("u_m_ok_square_units", "B", G_HER, "correct", "boxed", r1(HER, "By Heron's formula:", r"12\sqrt{5}\ \text{square units}"), "square units in the box"),
    m("u_m_ok_cm2", "B", G_HER, "correct", "boxed", r1(HER, "By Heron's formula:", r"12\sqrt{5}\,\text{cm}^2"), "cm^2 in the box"),
    m("u_m_ok_mod_phrase", "B", G_MOD, "correct", "answer_is", th(MOD) + "\n" + r"The remainder when $2^{100}$ is divided by 13 is $3$ (mod 13).", "the remainder with (mod 13) after it"),


    # ================================================================ 6. retractions after the answer, after-text, long-CoT endings
    g("r_verify_disagrees", "A", "66", "wrong", "boxed", r1(CYC, CYC_SUM, "66") + "\n\nLet me verify once more against the problem statement: the second leg is 1.5 hours, not 1.75. Then 12 * 1.5 = 18 and 45 + 18 = 63.\n\nSo the correct total is 63 km.", "a verification after the final box disagrees and states 63 as the correct total"),
    g("r_switch_after_gold_box", "A", "138", "wrong", "boxed", th(PRICE_SWITCH) + "\nAfter the 15% raise the price is $184; after the 25% cut it is $\\boxed{138}$.\n\nHowever, treating the changes as a net -10%:\n\n**Final Answer**\n\\[\n\\boxed{144}\n\\]", "a gold box in the summary, then a Final Answer box with 144"),
    g("r_edit_other", "A", "85", "wrong", "boxed", r1(MEAN, "The fifth score is 420 - 335 = 85.", "85") + "\n\nEdit: I misread one score as 80; it is 86, so the sum is 341 and the fifth score is 79.", "Edit: after the answer, 79 (78 + 91 + 86 + 86 = 341; 420 - 341 = 79)"),
    g("r_withdrawn_cut", "A", "138", "wrong", "boxed", r1(PRICE, PRICE_SUM, "138") + "\n\nWait, actually I think the 25% cut is applied to the original price. Then 160 * 0.75 = 120, and", "debatable: after the box the model begins withdrawing it and is cut off before a new value (round 21: a value withdrawn with nothing new is wrong)", True),
    g("r_wait_to_son", "A", "32", "wrong", "answer_is", th(AGE) + "\n" + AGE_SUM + "\n\nHmm, wait, rereading the question, it asks how old the son is. So the answer is 8.", "after the mother's 32, a rereading switches to the son, 8"),
    g("r_ok_verify_agrees", "B", "66", "correct", "boxed", r1(CYC, CYC_SUM, "66") + "\n\n**Verification:** 45 km in 2.5 h is 18 km/h and 21 km in 1.75 h is 12 km/h, as given. ✓", "a verification after the box that agrees"),
    g("r_ok_verify_cut", "B", "138", "correct", "boxed", r1(PRICE, PRICE_SUM, "138") + "\n\nLet me double-check 184 * 0.75 once more: 184 * 0.75 = 184 - 46 =", "a check after the committed box, cut off mid-way without a new value"),
    g("r_ok_wrong_box_then_fixed", "B", "66", "correct", "boxed", th(CYC_SWITCH + "\nHmm, no. Let me reread: the second leg really is 1.75 hours. So 12 * 1.75 = 21 and the total is 45 + 21 = 66.\n") + "\nAt first I used 1.5 hours and got $\\boxed{63}$, which is wrong.\n\n" + CYC_SUM + "\n\n**Final Answer**\n\\[\n\\boxed{66}\n\\]", "a box with 63 marked wrong in the summary, the final box 66"),
    g("r_ok_summary_only", "B", "32", "correct", "none", th(AGE) + "\n**Summary.** Let the son be s years old; then 4s + 16 = 2(s + 16), so s = 8. The mother is 4 * 8 = 32 years old, and in 16 years she will be 48, twice her son's 24.", "o1-style: the answer only in the closing summary, no marker, followed by a check with 48 and 24"),
    g("r_ok_invented_turn", "B", "85", "correct", "boxed", r1(MEAN, "The fifth score is 420 - 335 = 85.", "85") + IM_USER + "Thanks! Now what if she needs an average of 86?" + IM_ASSIST + "Then the fifth score is 430 - 335 = 95. \\boxed{95}", "an invented next user turn with its own box (5 * 86 = 430; 430 - 335 = 95)"),
    g("r_ok_self_problem", "B", "-63", "correct", "boxed", r1(BANK, "The cheques total $313, so the balance is 250 - 313 = -63.", "-63") + "\n\n---\n\n**Practice problem:** An account has $100 and three cheques of $46 are written. What is the balance?\n\n*Solution:* 3 * 46 = 138 and 100 - 138 = -38, so the balance is \\(\\boxed{-38}\\).", "a self-set new problem with its own box after the answer (3 * 46 = 138; 100 - 138 = -38)"),
    g("r_ok_long_padded", "B", "-63", "correct", "boxed", th(BANK + PAD * 300) + "\nThe balance is $250 - $313 = -$63.\n\n**Final Answer**\n\\[\n\\boxed{-63}\n\\]", "a verification repeated 300 times (over 20,000 characters) before the final box"),
    m("r_m_verify_disagrees", "A", G_GEO, "wrong", "boxed", r1(GEO, r"Nine terms, $S = 3(2^9 - 1) = 1533$.", G_GEO) + "\n\n" + r"Let me verify with the formula once more, counting the terms from $2^0$ to $2^9$: that's ten terms, so $S = 3(2^{10} - 1) = 3069$. So the answer is actually $\boxed{3069}$.", "a verification after the final box switches to 3069"),
    m("r_m_retract_to_dot", "A", G_VEC, "wrong", "boxed", r1(VEC, r"$\cos\theta = \frac{4}{9}$.", G_VEC) + "\n\n" + r"Actually, rereading the problem, it asks for $\mathbf{u} \cdot \mathbf{v}$, not the cosine. The answer is $\boxed{4}$.", "a correction after the box to 4"),
    m("r_m_cut_in_final_box", "A", G_LOG, "no_answer", "truncated", th(LOG) + "\n" + LOG_SUM + "\n\n**Final Answer**\n\\[\n\\boxed{\\frac{5}{", "cut inside the final box after long working"),
    m("r_m_hedge_summary", "A", G_ROOT, "wrong", "boxed", r1(ROOT, r"The roots are $3 \pm \sqrt{5}$; the larger is $3 + \sqrt{5}$, though if the question means the smaller it is $3 - \sqrt{5}$.", r"3 + \sqrt{5} \text{ or } 3 - \sqrt{5}"), "a hedge of two values in the final box"),
    m("r_m_ok_verify_agrees", "B", G_CARD, "correct", "boxed", r1(CARD, r"$P = \frac{13}{52} \cdot \frac{12}{51} = \frac{1}{17}$.", G_CARD) + "\n\n" + r"**Check:** $\binom{13}{2} / \binom{52}{2} = 78 / 1326 = 1/17$. ✓ (With replacement it would have been $\frac{1}{16}$.)", "a check after the box with 1/16 named as the with-replacement value"),
    m("r_m_ok_verify_cut", "B", G_LOG, "correct", "boxed", r1(LOG, LOG_SUM, G_LOG) + "\n\nLet me verify: $8^{5/3} = (8^{1/3})^5 = 2^5 =", "a verification after the box, cut off"),
    m("r_m_ok_wrong_box_retracted", "B", G_ARI, "correct", "boxed", th(ARI.replace("If I had used 24 terms I'd get", "At first I used 24 terms and wrote $\\boxed{1272}$. That is")) + "\n" + r"There are $25$ terms with average $53$, so the sum is $25 \cdot 53$." + "\n\n**Final Answer**\n\\[\n\\boxed{1325}\n\\]", "a box with 1272 inside the thinking, abandoned there; final box 1325"),
    m("r_m_ok_two_boxes_same", "B", G_MOD, "correct", "boxed", th(MOD) + "\n" + r"By Fermat, $2^{100} \equiv 2^4 = 16 \equiv \boxed{3} \pmod{13}$." + "\n\n**Final Answer**\n\\[\n\\boxed{3}\n\\]", "the gold boxed twice, once in a congruence chain with 16 and 13"),
    m("r_m_ok_alt_method", "B", G_INQ, "correct", "boxed", r1(INQ, r"Between the roots $-\frac{1}{2}$ and $3$, endpoints excluded.", G_INQ) + "\n\n" + r"Alternatively, completing the square: $2\left(x - \frac{5}{4}\right)^2 < \frac{49}{8}$, so $\left|x - \frac{5}{4}\right| < \frac{7}{4}$, which again gives $-\frac{1}{2} < x < 3$.", "a second method after the box, agreeing (2(x - 5/4)^2 - 25/8 - 3 < 0 -> 2(x - 5/4)^2 < 49/8; 5/4 -+ 7/4 = -1/2, 3)"),
    m("r_m_ok_pleasantry", "B", G_TAN, "correct", "boxed", r1(TAN, r"$\tan 75^\circ = \tan(45^\circ + 30^\circ) = 2 + \sqrt{3}$.", G_TAN) + "\n\nI hope this helps! Let me know if you'd like the value of $\\tan 15^\\circ$ too (it's $2 - \\sqrt{3}$).", "a pleasantry naming tan 15 = 2 - sqrt3 after the box"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    g("q_other_part_final", "A", "32", "wrong", "hash", AGE + "\n(a) The mother's age now: 32.\n(b) Her age in 16 years: 48.\n#### 48", "the gold in part (a), the final #### 48 is another quantity"),
    g("q_hypothetical_gold", "A", "66", "wrong", "hash", CYC_SWITCH + "\nIf the second leg had been 1.75 hours, the total would have been 66 km. But it is 1.5 hours, so:\n#### 63", "the gold only in a hypothetical, final 63"),
    g("q_quoted_only", "A", "138", "no_answer", "none", PRICE_HEAD + "\nBut the net change is +15% - 25% = -10%, which gives 144. Hmm, and 160 * 0.75 * 1.15 = 138 again. I tried this problem several times and keep getting different results.\n\nA solution I found online ends with:\n\n> So the answer is #### 138\n\nbut I cannot reproduce it, so I won't state an answer.", "the gold only in a quoted ####, then a refusal"),
    g("q_user_said_other", "A", "85", "wrong", "hash", MEAN.split("Fifth score")[0] + "You said the answer should be 85, but I think she just needs to keep her average, so 84.\n#### 84", "the gold only reported, the model's own final 84"),
    g("q_ok_key_disagrees", "B", "138", "correct", "hash", PRICE + "\nThe answer key says $144, but that uses a net -10%, which is not how successive percentages work.\n#### 138", "another's wrong value reported, own final 138"),
    g("q_ok_recap_problem", "B", "12", "correct", "boxed", th(PAINT) + '\n> "14 walls, each 9.5 m^2; one can covers 12 m^2."\n\nThe area is 133 m^2 and 133 / 12 = 11.08, so 11 cans are not enough.\n\n**Final Answer**\n\\[\n\\boxed{12}\n\\]', "the problem quoted in the summary (with 14, 9.5 and 12 in it)"),
    g("q_ok_hypo_after", "B", "66", "correct", "boxed", r1(CYC, CYC_SUM, "66") + "\n\n(If the second leg had been only 1.5 hours, the total would be 63 km.)", "a hypothetical after the box"),
    m("q_m_reported_gold", "A", G_TAN, "wrong", "boxed", th(TAN_HALF) + r"The textbook says $2 + \sqrt{3}$, but my half-angle calculation gives $\boxed{2 - \sqrt{3}}$.", "the gold only as the textbook's, own box 2 - sqrt3"),
    m("q_m_roots_not_set", "A", G_INQ, "wrong", "boxed", r1(INQ.split("The parabola")[0], r"The roots of $2x^2 - 5x - 3$ are", r"-\frac{1}{2}, 3"), "the roots, not the solution set"),
    m("q_m_invented_turn_gold", "A", G_CPX, "wrong", "boxed", th(CPX.split("So the answer is")[0] + "Hmm, so dividing 5 by 2, the modulus is 5/2.\n") + r"The modulus is $\boxed{\frac{5}{2}}$." + IM_USER + r"That's wrong, the answer is $\frac{5\sqrt{2}}{2}$.", "the gold only in an invented user turn"),
    m("q_m_suppose_only", "A", G_HER, "no_answer", "none", r"Let me place the triangle with $B = (0, 0)$ and $C = (8, 0)$, and $A = (x, y)$ with $x^2 + y^2 = 81$ and $(x - 8)^2 + y^2 = 49$. Subtracting, $-16x + 64 = -32$... this is getting messy, and I keep making sign errors." + "\n\n" + r"Suppose the area is $12\sqrt{5}$. To confirm this I would need Heron's formula with $s = 12$, which I'm not able to complete here." + "\n\nI'm not certain of the answer.", "only a supposition, then no answer"),
    m("q_m_ok_hypo_box_first", "B", G_CARD, "correct", "answer_is", th(CARD) + "\n" + r"With replacement the answer would be $\boxed{\frac{1}{16}}$; without replacement, as asked, the probability is $\frac{12}{51} \cdot \frac{13}{52} = \frac{1}{17}$." + "\n\nSo the answer is $\\frac{1}{17}$.", "a box under a hypothetical, the final answer stated after it without a box"),
    m("q_m_ok_classmate", "B", G_GEO, "correct", "boxed", r1(GEO, r"A classmate counted ten terms and got $3069$; there are nine (3 up to 768 = $3 \cdot 2^8$).", G_GEO), "another's wrong value reported in the summary"),
    m("q_m_ok_example_first", "B", G_MOD, "correct", "boxed", r1(MOD, r"For example, $2^{12} = 4096 = 13 \cdot 315 + 1$. Likewise, $2^{100} = (2^{12})^8 \cdot 2^4 \equiv 16$.", G_MOD), "examples with 4096, 315, 1 and 16 before the final box"),

    # ================================================================ 8. bad input JSON can hold, and degenerate long outputs
    g("b_loop_no_answer", "A", "66", "no_answer", "truncated", "<think>\n" + CYC_HEAD + "\n" + LOOP * 120, "a repetition loop inside the thinking, cut by the token limit; 66 only in the loop"),
    g("b_nul_other", "A", "34850", "wrong", "hash", WIDG_SHORT + "\x00\n#### 32370", "a NUL and a wrong answer 32370"),
    g("b_ok_crlf", "B", "85", "correct", "boxed", r1(MEAN, "The fifth score is 420 - 335.", "85").replace("\n", "\r\n"), "CRLF line ends throughout"),
    g("b_ok_bom", "B", "0", "correct", "hash", "\ufeff" + FLOUR + "\n#### 0", "a BOM first"),
    g("b_ok_thin_space", "B", "34850", "correct", "boxed", r1(WIDG, "1,245 * 26 = 32,370, plus 2,480 in stock.", r"34\,850"), "a LaTeX thin space as thousands separator"),
    g("b_ok_nbsp", "B", "34850", "correct", "hash", WIDG + "\n#### 34\u00a0850", "debatable: a no-break space as thousands separator after ####", True),
    m("b_m_unclosed_think", "A", G_VEC, "no_answer", "truncated", "<think>\n" + VEC.split("So $\\cos\\theta = \\frac{4}{9}$.\n")[0] + "Wait, but is the angle between the vectors or between the lines? Let me reconsider. If it's the lines, the cosine is $\\frac{|4|}{9}$, which is the same here. Hmm, but what if", "cut inside the thinking after 4/9 in the working"),
    m("b_m_ok_gold_math_mode", "B", "$" + G_LOG + "$", "correct", "boxed", r1(LOG, LOG_SUM, G_LOG), "a gold stored in math mode"),
    m("b_m_ok_gold_trailing_space", "B", G_ROOT + " \n", "correct", "boxed", r1(ROOT, r"The roots are $3 \pm \sqrt{5}$.", G_ROOT), "a gold with trailing whitespace"),
    m("b_m_ok_fullwidth_digits", "B", G_ARI, "correct", "answer_is", th(ARI) + "\nThe sum is １３２５.", "full-width digits in the final sentence"),

    # ================================================================ more kind A: long working, a careless reading accepts
    g("t_tag_average_speed", "A", "66", "wrong", "tag", zero(CYC, "Her average speed is about 15.53 km/h."), "the tag states the average speed the thinking computed aside"),
    g("h_hash_then_hash_other", "A", "66", "wrong", "hash", CYC + "\n#### 66\n\nHmm, wait. Rereading, the second leg is 1.5 hours: 12 * 1.5 = 18 and 45 + 18 = 63.\n\n#### 63", "two #### lines, the last 63"),
    g("n_strike_gold_only", "A", "-63", "no_answer", "hash", BANK + "\n#### ~~-63~~", "the gold struck, nothing after"),
    g("r_never_mind_other", "A", "12", "wrong", "boxed", r1(PAINT, "133 / 12 = 11.08, so 12 whole cans.", "12") + "\n\nNever mind: the last square meter can be covered with leftover paint from an earlier job, so 11 cans are enough. \\(\\boxed{11}\\)", "Never mind after the box, a new box 11"),
    g("q_own_first_attempt_gold", "A", "34850", "wrong", "hash", WIDG + "\nHmm, my first attempt gave 34,850, but I now think the stock was already counted in the daily output, so only the production counts.\n\n#### 32370", "the gold reported as a first attempt, final 32370"),
    g("x_avg_for_score", "A", "85", "wrong", "hash", MEAN + "\nSo the fifth score is 85, and her average stays 84.\n#### 84", "the phrase states 85, the #### line the average 84"),
    m("t_m_tag_closed_interval", "A", G_INQ, "wrong", "tag", zero(INQ, r"The solution is $-\frac{1}{2} \le x \le 3$."), "the tag's sentence gives the closed interval"),
    m("t_m_tag_placeholder", "A", G_GEO, "no_answer", "tag", zero(GEO, "[final answer]"), "a template placeholder in the tag after thinking that reaches 1533"),
    m("h_m_phrase_hash_decimal", "A", G_CPX, "wrong", "hash", CPX + "\nSo the answer is #### 3.536", "a decimal for 5 sqrt2 / 2 after ####"),
    m("x_m_cpx_no_root", "A", G_CPX, "wrong", "boxed", r1(CPX.split("So the answer is")[0] + "Hmm, so $\\frac{5}{\\sqrt{2}}$... dividing, that's $\\frac{5}{2}$.\n", r"$\frac{|3 + 4i|}{|1 - i|}$", r"\frac{5}{2}"), "5/2 after sqrt2 is dropped"),
    m("x_m_closed_interval", "A", G_INQ, "wrong", "boxed", r1(INQ, r"The expression is negative between the roots.", r"\left[-\frac{1}{2}, 3\right]"), "the closed interval after working that says the endpoints are excluded"),
    m("x_m_tan_plus_tiny", "A", G_TAN, "wrong", "boxed", r1(TAN, r"Keeping the rounding error of the numeric check:", r"2 + \sqrt{3} + 10^{-20}"), "2 + sqrt3 + 10^-20: a tolerance trap"),
    m("n_m_strike_box_only", "A", G_CARD, "no_answer", "boxed", th(CARD) + "\n" + r"~~$\boxed{\frac{1}{17}}$~~" + "\n\nI'm no longer sure of this.", "the only box struck out, nothing after"),
    m("r_m_update_other", "A", G_HER, "wrong", "boxed", r1(HER, r"By Heron's formula the area is $\sqrt{720} = 12\sqrt{5}$.", G_HER) + "\n\n" + r"Update: I forgot the factor $\frac{1}{2}$ of the triangle formula, so the area is actually $\boxed{6\sqrt{5}}$.", "Update: after the box, 6 sqrt5"),
    m("r_m_summary_cut", "A", G_ROOT, "no_answer", "truncated", th(ROOT) + "\n" + r"The quadratic formula gives $x = 3 \pm \sqrt{5}$. Comparing the two roots, the larger one is", "cut in the summary before the value"),
    m("r_m_wait_after_box", "A", G_MOD, "wrong", "boxed", r1(MOD, r"By Fermat, $2^{100} \equiv 2^4 \pmod{13}$.", G_MOD) + "\n\n" + r"Wait, I should use $2^{100} = (2^{6})^{16} \cdot 2^{4}$ with $2^6 \equiv 12$: that gives $12^{16} \cdot 16$, and I get $9$. So the answer is $\boxed{9}$.", "a switch after the box to 9"),
    m("q_m_angle_not_cosine", "A", G_VEC, "wrong", "boxed", r1(VEC, r"(a) $\cos\theta = \frac{4}{9}$. (b) $\theta = \arccos\frac{4}{9} \approx 63.6^\circ$.", r"63.6^\circ"), "the gold in part (a), the box the angle"),
    m("q_m_if_then_other", "A", G_GEO, "wrong", "boxed", th(GEO_HEAD) + "\n" + r"If the last term were $768$ the sum would be $1533$; counting one more doubling, as I read the problem, the sum is $3(2^{10} - 1)$." + "\n\n**Final Answer**\n\\[\n\\boxed{3069}\n\\]", "the gold only in a hypothetical, final box 3069"),
    m("b_m_loop_no_answer", "A", G_ARI, "no_answer", "truncated", "<think>\n" + ARI.split("So the sum is 1325.")[0] + ("Hmm, but let me recount the terms. 5, 9, 13, ..., 101. (101 - 5) / 4 = 24, plus 1 is 25. So 25 terms, sum 25 * 53 = 1325. But wait, should I recount the terms?\n\n" * 120), "a repetition loop in the thinking, cut by the token limit"),
    m("b_m_nul_other", "A", G_LOG, "wrong", "boxed", r1(LOG.split("So $\\log_8")[0] + "Hmm, I'll just divide: $\\frac{32}{8} = 4$.\n", r"$32 / 8$", "4") + "\x00", "a NUL after a wrong box 4"),
]

# fmt: on

DECISIONS = {
    "u_overdrawn": (
        "reject",
        "the marked number is 63; a trailing word does not make it -63 (round 21's '17.5 negative')",
    ),
    "r_withdrawn_cut": (
        "reject",
        "the model begins withdrawing its box and is cut off: a value withdrawn with nothing new is wrong (round 21)",
    ),
    "b_ok_nbsp": (
        "accept",
        "a no-break space between digit groups is a thousands separator (34 850 = 34,850), like a LaTeX thin space",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam42", CASES, [], DECISIONS)
