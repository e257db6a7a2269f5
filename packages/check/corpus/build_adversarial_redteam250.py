r"""Build adversarial_redteam250.jsonl: round 250 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam250"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama, qwen, qbox, qwen_end, llama_end,
minerva_end, r1final, m, write_probes; copied unchanged beside this file) and
build_adversarial_redteam240.py / 234.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: a grader-style HIDDEN probe set for issue 25, English, 200 probes, ALL MATH (golds
as MATH-500 writes them: fractions, radicals, π, intervals, pairs, a list of roots, a matrix, complex
numbers, a base, degrees, a letter, an expression, 0), 160 kind A (148 wrong, 12 no_answer) and 40
kind B. Half SHORT (100: under 400 characters, one to six lines) and half FULL (100: 400 to 1200
characters, a whole working in the style of Qwen2.5-Math's numbered steps and `\(\boxed{}\)` line,
Llama 3's "## Step N:" and "The final answer is: $\boxed{}$", Qwen2.5-Instruct's "Therefore, the
final answer is: $\boxed{}$. I hope it is correct.", Minerva's "Final Answer:" line, an R1-distill
"**Final Answer**" box, or an R1-style prose trace); the builder checks each size. Half (100) are in
the R1-Zero `<think>...</think><answer>...</answer>` format (99 with an answer tag, one cut inside
its think block); the rest end on `\boxed{}` (bare, or a model's closing line), Minerva's line, prose
(a retraction, a quote, a refusal) or are cut. Forms: tag 80, prose_sentence 57, boxed 48, none 8,
truncated 4, minerva 3. Five classes of the issue, evenly (40 each: 32 kind A, 8 kind B; in each
problem one short and one full probe of each class; the class opens the shape of an id):
  near (40)  exact values near the gold, compared exactly: tiny offsets in every notation (5/36 +
         10^-12, √128.0001, 12π(1 + 10^-20), [−1, 4.0001], (2, 3 + 10^-10), 2.000001 in a root list,
         a matrix entry 2.000000001, 150.0001°, 5.0000001x, 3/4 − 1/10^40, 4π/3 + 10^-50, (5.000001,
         ∞) in a domain), rounded decimals of exact values (11.31, 37.7, 0.5 − 2.4999i, 149.99,
         0.7499, 5.2915, 4.189, 1.618), look-alikes (the swapped pair (3, 2), the transposed
         matrix, 5602_7, 2x^2 + 5x + 12, (−3, 2), (√5 − 1)/2, (2, 5) ∪ (5, ∞), the value 3^{20} for
         the letter), a tiny imaginary part (1/2 − 5/2 i + 10^-12 i, 16 + 10^-20 i, 16e^{i·10^-9}),
         a value near zero where the gold is 0 (−10^-12). Kind B: 5/36 ≈ 0.139 (debatable), x ∈
         [−1, 4], {2, 1, −3}, 5620 with no subscript, (B) without \text, √28, 0.000, (3.0, −2.0);
  neg (40)   negation and annotation inside boxes and tags: "(not sure)", "(this might be
         wrong)", "(?)", "(I think)", "though I may have mixed up the order", "(one may be
         extraneous)", "(unverified)", "(or its conjugate?)", "(if I read the remainders in the
         right order)", "(approx.)", "(B)?", "or (C) if I misjudged", "(probably)", "— unsure",
         "✗", "(doubtful)", "likely wrong", "(not certain)", "\det \neq 0", "(up to rounding)",
         "(maybe 16i)", "(check endpoints)", "(not verified)", `x \notin`, a conjugate bar, the
         gold struck (\sout) with another value after it, one root struck (\not); alone with
         nothing in its place (no_answer): ~~12π~~, \cancel{5620_7}. Kind B: the gold boxed with a
         wrong value negated after the box (5 problems), a slip struck out before the gold (in a
         tag; in the working), the gold with a remark that explains it ("16 (a real number, since
         i^4 = 1)");
  ret (40)   retractions after the box or the tag (Wait, Hmm, Actually, Erratum, Edit, Update,
         Correction, On second thought, On reflection, Oops, Hold on, Oh wait, Addendum, Let me
         redo), the new value a fraction (1/7, 5/18, 5/12, 1/11 times the matrix), a radical (2√17,
         7√2, √7, (√5 + 1)/3, (√5 − 1)/2, 1 and (−1 ± √21)/2), an interval ((−∞, −1] ∪ [4, ∞),
         (−1, 4), (2, 5) ∪ (5, ∞)), a pair ((4, 3), (14/5, 19/5), (1/2, 5/2), (3/2, −4), (−3, 2), the
         foci), or another value (6π, 265_7, 6620_7, 100, (C), 2x^2 + 3x − 12, −24, 3π, 2π/3, −16,
         16i, the radius 5, another matrix). Kind B: a correction after a wrong box that lands on
         the gold (6), a trailing check that restates the roots, a second tag after a correction;
  quo (40)   statements the model did not make, in MATH form: a textbook's answer section, the
         back of the book, a hint (in the margin, under the problem, on the sheet), an answer key,
         a worked example's box (in the book, the notes, the lecture notes), a worked example in
         the think block; the model's own value differs (wrong), or it refuses or stops (none, 6),
         or is cut before its value (truncated, 4). Kind B: a quoted wrong value (a worked
         example's box that adds under the root, gives the transpose, or solves another
         inequality, base or power; a misprint; a hint using the hyperbola formula or the linear
         terms' signs), then the model's own gold;
  tag (40)   answer tags holding sentences or equations that name another quantity: the count of
         outcomes, the complement, one term, the square of the sum, the arc length, 2x, the
         endpoints, one coordinate, the factorization, the sum of the roots, the determinant, the
         identity, the modulus, an expansion of 2023, the digit count, one part, an inequality
         between choices, the smallest choice, a coefficient, a value at x = 1, a partial sum, c,
         the major axis, b, a floating-point determinant ≈ 6.66 × 10^-16, the rank, (1 + i)^2, the
         argument, one condition, the radius, the circle's equation, the new denominator. Kind B:
         sentences and equations whose value is the gold ("The area of the sector is 12π square
         units.", "The solution is x = 2 and y = 3.", "a = 1/2 and b = −5/2, so z = ...", "The
         largest angle measures 150°.", lim S_n = 3/4, T = 4π/3, "all x ≥ 2 with x ≠ 5"
         (debatable), 2/(√5 − 1) = (√5 + 1)/2).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
dice: two dice, P(sum 8) -> \frac{5}{36} (ordered pairs (2,6), (3,5), (4,4), (5,3), (6,2) of 36;
0.13888...; unordered 3 of 21 = 1/7; complement 31/36). surd: √50 + √18 -> 8\sqrt{2} (5√2 + 3√2;
√128 = 11.3137...; √68 = 2√17 = 8.2462...; √8 for √18 gives 7√2). sector: radius 6, 120° -> 12\pi
(36π / 3; 37.699...; arc 4π; θ = π/3 gives 6π). absineq: |2x − 3| ≤ 5 -> [-1,4] (−2 ≤ 2x ≤ 8;
|2x + 3| ≤ 5 gives [−4, 1]). system: 3x + 2y = 12, x − y = −1 -> (2,3) (5y = 15; the slip x = y + 1
gives 5y = 9, (14/5, 9/5); 5x = 14 gives (14/5, 19/5); slopes −3/2 and 1). cubic: x^3 − 7x + 6 = 0
-> -3,1,2 ((x − 1)(x^2 + x − 6) = (x − 1)(x + 3)(x − 2); synthetic division 1, 1, −6, remainder 0;
−27 + 21 + 6 = 0; 8 − 14 + 6 = 0; (x − 3)(x + 2) = x^2 − x − 6, the slip). matinv: inverse of
[[2, 1], [5, 3]] -> \begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix} (det 6 − 5 = 1; the product with
the matrix is the identity: 6 − 5, −2 + 2, 15 − 15, −5 + 6). cdiv: (3 − 2i)/(1 + i) ->
\frac{1}{2}-\frac{5}{2}i ((3 − 2i)(1 − i) = 3 − 5i − 2 = 1 − 5i over 2; back: (1 + i)(1/2 − 5/2 i) =
3 − 2i; |1 − 5i|/2 = √26/2; i^2 = 1 gives 5/2 − 5/2 i; (5 + i)/2 from (3 − 2i)(1 + i) over 2i taken
as 2). base7: 2023 in base 7 -> 5620_7 (2023 = 7·289, 289 = 7·41 + 2, 41 = 7·5 + 6; 5·343 + 6·49 +
2·7 = 1715 + 294 + 14 = 2023; in base 8 3747_8 = 1536 + 448 + 32 + 7 = 2023; 5602_7 = 2017).
pentagon: angles 3:3:3:4:5 -> 150 (540 / 18 = 30; 90, 90, 90, 120, 150; 360 / 18 = 20 gives 100).
choice: the largest of 2^30, 3^20, 5^13, 6^11, 10^9 -> \text{(B)} (1,073,741,824; 3,486,784,401;
1,220,703,125; 362,797,056; 10^9; (9/5)^10 = 357.05 > 125; logs 9.03, 9.54, 9.087, 8.558, 9;
10^13 / 819 = 1.22 × 10^10, the slip). expand: (2x − 3)(x + 4) -> 2x^2+5x-12 (8x − 3x = 5x; at
x = 1: −5 both; roots 3/2 and −4). telescope: Σ 1/(k(k + 2)) -> \frac{3}{4} (A = 1/2, B = −1/2;
(1/2)(1 + 1/2); S_2 = 1/3 + 1/8 = 11/24; from k = 2: (1/2)(1/2 + 1/3) = 5/12). foci: x^2/16 +
y^2/9 = 1 -> 2\sqrt{7} (c^2 = 16 − 9 = 7; √28 = 5.29150...; √7 = 2.6458 < 4; a^2 + b^2 = 25 gives
10). period: sin(3x/2) -> \frac{4\pi}{3} (2π / (3/2); 4.18879...; 2π · 3/2 = 3π; 2π/3 with b = 3).
det: det [[1,2,3],[4,5,6],[7,8,9]] -> 0 (1(45 − 48) − 2(36 − 42) + 3(32 − 35) = −3 + 12 − 9; a
plus on the middle term gives −24; 35 − 32 for the last minor gives 18). cpow: (1 + i)^8 -> 16
((2i)^4 = 16 i^4; (√2)^8 = 16, argument 2π; (1 + i)^6 = (2i)^3 = −8i). domain: √(x − 2) + 1/(x −
5) -> [2,5)\cup(5,\infty) (x ≥ 2, x ≠ 5; at x = 3: 1 − 1/2 = 1/2). center: x^2 − 6x + y^2 + 4y =
12 -> (3,-2) ((x − 3)^2 + (y + 2)^2 = 12 + 9 + 4 = 25). conj: 2/(√5 − 1) -> \frac{1+\sqrt{5}}{2}
(2(√5 + 1)/4; 1.6180339...; 5 + 1 = 6 gives (√5 + 1)/3; the numerator 2√5 − 2 gives (√5 − 1)/2).

Classes and ids: `[ok_]m_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class is
one of near / neg / ret / quo / tag (above). 10 probes a problem (2 of each class, one short and one
full; 2 kind B and 8 kind A; 5 in the R1-Zero format). Kind A: truth wrong, or no_answer where the
form is `truncated` or `none` ("N" in the tables); kind B: truth correct. Forms: tag (an `<answer>`
tag holds the final answer), boxed, minerva, prose_sentence (the final value is stated in prose:
after a retraction, or the model's own after a quote), truncated, none.

Label conventions (corpus/README.md "How each source was labelled"; rounds 234 and 240): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence or an equation chain is read for its final value and must name the quantity
asked; a second tag after a correction replaces the first); with no marker and no box the answer is
the value the concluding sentence states as the answer to the question asked. A retraction after
the answer replaces it (wrong when it names another value, even one the model miscomputes; the
retraction's value is the answer); a trailing check that restates the value does not change it.
Quoted or reported text (a textbook, the back of the book, a hint, a key, a worked example's box, a
note) is not the model's statement: the model's own final value is its answer, and with none of its
own (a refusal, a stop, a cut) the probe is no_answer. A hedge of an exact value is wrong ("(not
sure)", "(I think)", "(approx.)", "(probably)", "?", "— unsure", "(doubtful)", "(not certain)", "(up
to rounding)", "(maybe 16i)", "(or its conjugate?)", "or (C) if ..."), and so is a value the model
marks wrong ("✗", "likely wrong", "(this might be wrong)"), one it annotates as unchecked
("(unverified)", "(not verified)", "(check endpoints)", "(one may be extraneous)", "(if I read the
remainders in the right order)"), a negated value (`\neq`, `\notin`) and a struck value replaced by
another; a struck or cancelled value alone is no_answer. A negation of ANOTHER value after the gold,
outside the box, leaves the gold the answer, as does a slip struck out before the gold and a remark
that explains the value. An exact expression equals the gold only if it is the gold (no tolerance:
5/36 + 10^-12, √128.0001, 3/4 − 10^-40, 16 + 10^-20 i, −10^-12 for 0 are wrong); a decimal that is
not exactly the gold is wrong. Equal values in another form are correct (x ∈ [−1, 4], a set of the
roots in any order, 5620 for 5620_7, (B) for \text{(B)}, √28, 0.000, (3.0, −2.0),
2/(√5 − 1) = (√5 + 1)/2, a sentence naming the gold with a true unit).

Debatable (3, with DECISIONS): `ok_m_dice_near_exactdec` (the exact gold then "≈ 0.139" in the tag:
accept), `m_choice_near_value` (the boxed value 3^{20} where the letter is asked: reject),
`ok_m_domain_tag_words` ("all x ≥ 2 with x ≠ 5" where interval notation is asked: accept).

Usage: cd /tmp/rounds/rt250 && python build_adversarial_redteam250.py
(writes /tmp/rounds/rt250/adversarial_redteam250.jsonl beside corpus_build.py)
"""

from corpus_build import (  # noqa: E402
    llama,
    llama_end,
    m,
    minerva_end,
    qbox,
    qwen,
    qwen_end,
    r1final,
    th,
    write_probes,
)

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "ret", "quo", "tag")
SHORT_MAX, FULL_MIN, FULL_MAX = 399, 400, 1200


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); size "S" (short: under 400 characters, at most six
    lines) or "F" (full: 400 to 1200 characters); "¶" is a newline; a leading "@" (a completion
    written without the problem's shared working) is dropped."""
    cases = []
    for key, gold, _question, probes in problems:
        for shape, t, size, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if shape.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{shape}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.removeprefix("@").replace("¶", "\n")
            n = len(text)
            if size == "S" and (n > SHORT_MAX or text.count("\n") > 5):
                raise SystemExit(f"{case_id}: short probe of {n} characters")
            if size == "F" and not FULL_MIN <= n <= FULL_MAX:
                raise SystemExit(f"{case_id}: full probe of {n} characters")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ working
# (W_<P>S: a short working, one or two lines; W_<P>F: a full working, 350 to 800 characters, in
# the style of Qwen2.5-Math (qwen), Llama 3 (llama) or an R1-style prose trace)
W_DICES = (
    "Sums of 8: (2,6), (3,5), (4,4), (5,3), (6,2), which is 5 of the 36 equally likely outcomes.¶"
)
W_DICEF = qwen(
    "To find the probability, we count the favourable outcomes and divide by the total number of outcomes.",
    (
        "Total outcomes",
        r"Each die has 6 faces, so there are $6 \times 6 = 36$ equally likely ordered outcomes.",
    ),
    (
        "Favourable outcomes",
        r"The ordered pairs with sum 8 are $(2,6), (3,5), (4,4), (5,3), (6,2)$, which is 5 pairs. A 1 cannot appear, since the other die would need a 7.",
    ),
    ("Probability", r"$P = \frac{5}{36}$."),
)

W_SURS = r"$\sqrt{50} = 5\sqrt{2}$ and $\sqrt{18} = 3\sqrt{2}$, so the sum is $8\sqrt{2}$.¶"
W_SURF = llama(
    (
        "Factor out perfect squares",
        r"We have $50 = 25 \cdot 2$ and $18 = 9 \cdot 2$, so $\sqrt{50} = \sqrt{25}\sqrt{2} = 5\sqrt{2}$ and $\sqrt{18} = \sqrt{9}\sqrt{2} = 3\sqrt{2}$.",
    ),
    (
        "Combine like radicals",
        r"Both terms are multiples of $\sqrt{2}$, so $5\sqrt{2} + 3\sqrt{2} = (5 + 3)\sqrt{2} = 8\sqrt{2}$.",
    ),
    (
        "Check numerically",
        r"$\sqrt{50} \approx 7.0711$ and $\sqrt{18} \approx 4.2426$, total $\approx 11.3137$, and $8\sqrt{2} \approx 11.3137$ as well.",
    ),
)

W_SECS = r"The sector is $\frac{120}{360} = \frac{1}{3}$ of the circle, so its area is $\frac{1}{3} \cdot 36\pi = 12\pi$.¶"
W_SECF = qwen(
    "To find the area of the sector, we use the fraction of the circle that the central angle covers.",
    ("Area of the full circle", r"$A = \pi r^2 = \pi \cdot 6^2 = 36\pi$."),
    (
        "Fraction of the circle",
        r"The central angle is $120^\circ$ out of $360^\circ$, so the sector is $\frac{120}{360} = \frac{1}{3}$ of the circle.",
    ),
    (
        "Area of the sector",
        r"$\frac{1}{3} \cdot 36\pi = 12\pi$. Equivalently, with $\theta = \frac{2\pi}{3}$ radians, $\frac{1}{2} r^2 \theta = \frac{1}{2} \cdot 36 \cdot \frac{2\pi}{3} = 12\pi$.",
    ),
)

W_ABSS = r"$-5 \le 2x - 3 \le 5$ gives $-2 \le 2x \le 8$, so $-1 \le x \le 4$.¶"
W_ABSF = (
    r"We need all $x$ with $|2x - 3| \le 5$. An absolute value is at most 5 exactly when the quantity inside lies between $-5$ and $5$, so¶"
    r"$$-5 \le 2x - 3 \le 5.$$¶"
    r"Adding 3 to every part: $-2 \le 2x \le 8$. Dividing by 2 (positive, so the signs stay): $-1 \le x \le 4$.¶"
    r"Check the endpoints: at $x = -1$, $|-2 - 3| = 5$ ✓; at $x = 4$, $|8 - 3| = 5$ ✓. Both endpoints satisfy the inequality because it is non-strict, so they are included. "
    r"A middle point such as $x = 0$ gives $|-3| = 3 \le 5$ ✓, and $x = 5$ gives $7 > 5$, outside.¶"
)

W_SYSS = r"From $x = y - 1$: $3(y - 1) + 2y = 12$, so $5y = 15$, $y = 3$ and $x = 2$.¶"
W_SYSF = llama(
    ("Solve the second equation for x", r"From $x - y = -1$ we get $x = y - 1$."),
    (
        "Substitute into the first equation",
        r"$3(y - 1) + 2y = 12$, so $3y - 3 + 2y = 12$, which gives $5y = 15$ and $y = 3$.",
    ),
    ("Find x", r"$x = y - 1 = 3 - 1 = 2$."),
    ("Check", r"$3(2) + 2(3) = 6 + 6 = 12$ ✓ and $2 - 3 = -1$ ✓."),
    (
        "Interpret",
        r"The two lines cross at exactly one point, since their slopes $-\frac{3}{2}$ and $1$ differ, so this solution is the only one.",
    ),
)

W_CUBS = r"$x = 1$ is a root, and $x^3 - 7x + 6 = (x - 1)(x^2 + x - 6) = (x - 1)(x + 3)(x - 2)$.¶"
W_CUBF = qwen(
    r"We look for rational roots among the divisors of 6: $\pm 1, \pm 2, \pm 3, \pm 6$.",
    ("Test $x = 1$", r"$1 - 7 + 6 = 0$, so $x - 1$ is a factor."),
    (
        "Divide",
        r"Synthetic division of $1, 0, -7, 6$ by $1$ gives $1, 1, -6$ with remainder $0$, so $x^3 - 7x + 6 = (x - 1)(x^2 + x - 6)$.",
    ),
    (
        "Factor the quadratic",
        r"$x^2 + x - 6 = (x + 3)(x - 2)$, since $3 \cdot (-2) = -6$ and $3 - 2 = 1$.",
    ),
    ("Roots", r"$x = 1$, $x = -3$, $x = 2$. Check $x = -3$: $-27 + 21 + 6 = 0$ ✓."),
)

INV = r"\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"
W_INVS = r"$\det = 2 \cdot 3 - 1 \cdot 5 = 1$, so the inverse is $" + INV + "$.¶"
W_INVF = llama(
    (
        "Compute the determinant",
        r"For $\begin{pmatrix} a & b \\ c & d \end{pmatrix}$ the determinant is $ad - bc = 2 \cdot 3 - 1 \cdot 5 = 6 - 5 = 1$, which is nonzero, so the inverse exists.",
    ),
    (
        "Apply the 2x2 inverse formula",
        r"The inverse is $\frac{1}{ad - bc}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix} = \frac{1}{1}"
        + INV
        + "$.",
    ),
    (
        "Verify",
        r"$\begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}"
        + INV
        + r" = \begin{pmatrix} 6 - 5 & -2 + 2 \\ 15 - 15 & -5 + 6 \end{pmatrix} = \begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}$.",
    ),
)

W_CDVS = r"Multiply by $\frac{1 - i}{1 - i}$: $\frac{(3 - 2i)(1 - i)}{2} = \frac{3 - 3i - 2i + 2i^2}{2} = \frac{1 - 5i}{2}$.¶"
W_CDVF = (
    r"I need to get rid of the $i$ in the denominator, so I multiply top and bottom by the conjugate $1 - i$.¶"
    r"Denominator: $(1 + i)(1 - i) = 1 - i^2 = 1 + 1 = 2$.¶"
    r"Numerator: $(3 - 2i)(1 - i) = 3 - 3i - 2i + 2i^2$. Since $i^2 = -1$, $2i^2 = -2$, so the numerator is $3 - 2 - 5i = 1 - 5i$.¶"
    r"So the quotient is $\frac{1 - 5i}{2} = \frac{1}{2} - \frac{5}{2}i$.¶"
    r"Let me verify by multiplying back: $(1 + i)\left(\frac{1}{2} - \frac{5}{2}i\right) = \frac{1}{2} - \frac{5}{2}i + \frac{1}{2}i - \frac{5}{2}i^2 = \frac{1}{2} + \frac{5}{2} - 2i = 3 - 2i$ ✓.¶"
)

W_B7S = r"$2023 = 7 \cdot 289 + 0$, $289 = 7 \cdot 41 + 2$, $41 = 7 \cdot 5 + 6$, $5 = 7 \cdot 0 + 5$; reading the remainders upward: $5620_7$.¶"
W_B7F = qwen(
    r"To convert $2023$ to base 7, we divide repeatedly by 7 and record the remainders.",
    ("Divide 2023 by 7", r"$2023 \div 7 = 289$ remainder $0$."),
    ("Divide 289 by 7", r"$289 \div 7 = 41$ remainder $2$, since $7 \cdot 41 = 287$."),
    ("Divide 41 by 7", r"$41 \div 7 = 5$ remainder $6$."),
    ("Divide 5 by 7", r"$5 \div 7 = 0$ remainder $5$."),
    (
        "Read the remainders from last to first",
        r"$5, 6, 2, 0$, so $2023_{10} = 5620_7$. Check: $5 \cdot 343 + 6 \cdot 49 + 2 \cdot 7 + 0 = 1715 + 294 + 14 = 2023$.",
    ),
)

W_PENS = r"The angles sum to $540^\circ$ and there are $3+3+3+4+5 = 18$ parts of $30^\circ$; the largest is $5 \cdot 30^\circ = 150^\circ$.¶"
W_PENF = llama(
    (
        "Find the angle sum",
        r"A pentagon has interior angle sum $(5 - 2) \cdot 180^\circ = 540^\circ$.",
    ),
    ("Count the parts", r"The ratio $3:3:3:4:5$ has $3 + 3 + 3 + 4 + 5 = 18$ parts."),
    ("Size of one part", r"$540^\circ \div 18 = 30^\circ$."),
    (
        "Largest angle",
        r"The largest angle has 5 parts: $5 \cdot 30^\circ = 150^\circ$. The angles are $90^\circ, 90^\circ, 90^\circ, 120^\circ, 150^\circ$, which add to $540^\circ$.",
    ),
)

W_CHOS = r"$2^{30} \approx 1.07 \times 10^9$, $3^{20} \approx 3.49 \times 10^9$, $5^{13} \approx 1.22 \times 10^9$, $6^{11} \approx 3.63 \times 10^8$, $10^9$: the largest is $3^{20}$.¶"
W_CHOF = (
    r"Let me compare them by writing each as a number. $2^{30} = (2^{10})^3 = 1024^3 = 1{,}073{,}741{,}824$. "
    r"$3^{20} = (3^{10})^2 = 59049^2 = 3{,}486{,}784{,}401$. $5^{13} = 1{,}220{,}703{,}125$. $6^{11} = 362{,}797{,}056$. And $10^9 = 1{,}000{,}000{,}000$.¶"
    r"So the order is $6^{11} < 10^9 < 2^{30} < 5^{13} < 3^{20}$.¶"
    r"Another way to see the top two: $3^{20} = 9^{10}$ and $5^{13} = 5^{10} \cdot 125$, and $(9/5)^{10} \approx 357 > 125$, so $3^{20}$ wins. The largest is choice (B).¶"
)

W_EXPS = r"$(2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12$.¶"
W_EXPF = qwen(
    "We use the distributive property (FOIL): each term of the first factor multiplies each term of the second, which gives four products.",
    ("First", r"$2x \cdot x = 2x^2$"),
    ("Outer", r"$2x \cdot 4 = 8x$"),
    ("Inner", r"$-3 \cdot x = -3x$"),
    ("Last", r"$-3 \cdot 4 = -12$"),
    (
        "Combine like terms",
        r"$2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12$. Check at $x = 1$: $(2 - 3)(1 + 4) = -5$ and $2 + 5 - 12 = -5$ ✓.",
    ),
)

W_TELS = r"$\frac{1}{k(k+2)} = \frac{1}{2}\left(\frac{1}{k} - \frac{1}{k+2}\right)$; the sum telescopes to $\frac{1}{2}\left(1 + \frac{1}{2}\right) = \frac{3}{4}$.¶"
W_TELF = (
    r"Partial fractions: $\frac{1}{k(k+2)} = \frac{A}{k} + \frac{B}{k+2}$ with $1 = A(k + 2) + Bk$. At $k = 0$: $A = \frac{1}{2}$; at $k = -2$: $B = -\frac{1}{2}$. So each term is $\frac{1}{2}\left(\frac{1}{k} - \frac{1}{k+2}\right)$.¶"
    r"Writing out the first few: $\frac{1}{2}\left[(1 - \tfrac{1}{3}) + (\tfrac{1}{2} - \tfrac{1}{4}) + (\tfrac{1}{3} - \tfrac{1}{5}) + (\tfrac{1}{4} - \tfrac{1}{6}) + \cdots\right]$. Every negative term cancels with a positive term two places later, so only $1$ and $\frac{1}{2}$ survive.¶"
    r"The partial sum is $S_n = \frac{1}{2}\left(\frac{3}{2} - \frac{1}{n+1} - \frac{1}{n+2}\right) \to \frac{1}{2} \cdot \frac{3}{2} = \frac{3}{4}$.¶"
)

W_FOCS = (
    r"$c^2 = a^2 - b^2 = 16 - 9 = 7$, so $c = \sqrt{7}$ and the foci are $2c = 2\sqrt{7}$ apart.¶"
)
W_FOCF = llama(
    (
        "Identify a and b",
        r"Here $a^2 = 16$ and $b^2 = 9$, so $a = 4$ and $b = 3$; the major axis is horizontal because $16 > 9$.",
    ),
    ("Find c", r"For an ellipse, $c^2 = a^2 - b^2 = 16 - 9 = 7$, so $c = \sqrt{7}$."),
    ("Locate the foci", r"The foci are at $(\pm\sqrt{7}, 0)$."),
    ("Distance between the foci", r"The distance is $2c = 2\sqrt{7}$."),
    (
        "Check",
        r"The foci lie inside the ellipse on the major axis, as they should, since $\sqrt{7} \approx 2.65 < 4 = a$.",
    ),
)

W_PERS = r"The period of $\sin(bx)$ is $\frac{2\pi}{b}$; with $b = \frac{3}{2}$ it is $\frac{2\pi}{3/2} = \frac{4\pi}{3}$.¶"
W_PERF = qwen(
    r"The function $\sin(bx)$ repeats when $bx$ increases by $2\pi$.",
    ("Identify b", r"$y = \sin\left(\frac{3}{2}x\right)$, so $b = \frac{3}{2}$."),
    ("Compute the period", r"$T = \frac{2\pi}{b} = 2\pi \cdot \frac{2}{3} = \frac{4\pi}{3}$."),
    (
        "Check",
        r"At $x = \frac{4\pi}{3}$ the argument is $\frac{3}{2} \cdot \frac{4\pi}{3} = 2\pi$, one full cycle, and no smaller positive $T$ works because $\sin$ has least period $2\pi$.",
    ),
)

W_DETS = (
    r"Expanding along the first row: $1(45 - 48) - 2(36 - 42) + 3(32 - 35) = -3 + 12 - 9 = 0$.¶"
)
W_DETF = (
    r"I'll expand along the first row.¶"
    r"The minor for the 1: $\begin{vmatrix} 5 & 6 \\ 8 & 9 \end{vmatrix} = 45 - 48 = -3$.¶"
    r"The minor for the 2: $\begin{vmatrix} 4 & 6 \\ 7 & 9 \end{vmatrix} = 36 - 42 = -6$, and this term carries a minus sign.¶"
    r"The minor for the 3: $\begin{vmatrix} 4 & 5 \\ 7 & 8 \end{vmatrix} = 32 - 35 = -3$.¶"
    r"So $\det = 1(-3) - 2(-6) + 3(-3) = -3 + 12 - 9 = 0$.¶"
    r"That makes sense: the third row minus the second row is $(3, 3, 3)$, the same as the second row minus the first, so the rows are linearly dependent.¶"
)

W_CPWS = r"$(1 + i)^2 = 2i$, so $(1 + i)^8 = (2i)^4 = 16i^4 = 16$.¶"
W_CPWF = llama(
    ("Square first", r"$(1 + i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i$."),
    (
        "Raise to the fourth power",
        r"$(1 + i)^8 = \left((1 + i)^2\right)^4 = (2i)^4 = 2^4 \cdot i^4 = 16 \cdot 1 = 16$.",
    ),
    (
        "Check with polar form",
        r"$1 + i = \sqrt{2}\,e^{i\pi/4}$, so $(1 + i)^8 = (\sqrt{2})^8 e^{2\pi i} = 16 \cdot 1 = 16$.",
    ),
    (
        "Interpret",
        r"Each factor $1 + i$ rotates by $45^\circ$, so eight of them make a full turn of $360^\circ$ and land on the positive real axis.",
    ),
)

W_DOMS = (
    r"We need $x - 2 \ge 0$, so $x \ge 2$, and $x \ne 5$: the domain is $[2,5) \cup (5,\infty)$.¶"
)
W_DOMF = (
    r"To find the domain, I need the values of $x$ for which both terms are defined.¶¶"
    r"The square root $\sqrt{x - 2}$ is defined for real numbers only when $x - 2 \ge 0$, that is, $x \ge 2$. The endpoint $x = 2$ is allowed, since $\sqrt{0} = 0$.¶¶"
    r"The fraction $\frac{1}{x - 5}$ is defined whenever the denominator is nonzero, so $x \ne 5$.¶¶"
    r"Combining: $x \ge 2$ and $x \ne 5$. In interval notation that is $[2, 5) \cup (5, \infty)$. For example $x = 3$ gives $1 - \frac{1}{2} = \frac{1}{2}$, while $x = 5$ divides by zero and $x = 1$ takes the root of $-1$.¶¶"
)

W_CENS = (
    r"Completing squares: $(x - 3)^2 + (y + 2)^2 = 12 + 9 + 4 = 25$, so the center is $(3, -2)$.¶"
)
W_CENF = llama(
    ("Group the x and y terms", r"$(x^2 - 6x) + (y^2 + 4y) = 12$."),
    ("Complete the square in x", r"$x^2 - 6x = (x - 3)^2 - 9$."),
    ("Complete the square in y", r"$y^2 + 4y = (y + 2)^2 - 4$."),
    ("Rewrite the equation", r"$(x - 3)^2 + (y + 2)^2 = 12 + 9 + 4 = 25$, a circle of radius $5$."),
    (
        "Read off the center",
        r"The standard form $(x - h)^2 + (y - k)^2 = r^2$ gives $h = 3$ and $k = -2$.",
    ),
)

W_CONS = r"Multiply by $\frac{\sqrt{5} + 1}{\sqrt{5} + 1}$: $\frac{2(\sqrt{5} + 1)}{5 - 1} = \frac{\sqrt{5} + 1}{2}$.¶"
W_CONF = (
    r"To clear the radical from the denominator I multiply numerator and denominator by the conjugate $\sqrt{5} + 1$.¶"
    r"Denominator: $(\sqrt{5} - 1)(\sqrt{5} + 1) = 5 - 1 = 4$.¶"
    r"Numerator: $2(\sqrt{5} + 1) = 2\sqrt{5} + 2$.¶"
    r"So the fraction is $\frac{2\sqrt{5} + 2}{4} = \frac{\sqrt{5} + 1}{2}$.¶"
    r"Numerically, $\sqrt{5} \approx 2.2360680$, so $\frac{2}{\sqrt{5} - 1} \approx \frac{2}{1.2360680} \approx 1.6180340$ and $\frac{\sqrt{5} + 1}{2} \approx 1.6180340$ too; this is the golden ratio.¶"
)

# fmt: off
# (key, gold, question, [(shape, t, size, form, text, note[, debatable]), ...])
MPROBS = [
    ("dice", r"\frac{5}{36}",
     "Two fair six-sided dice are rolled. What is the probability that the sum of the numbers rolled is 8? Express your answer as a common fraction.",
     [
        ("near_exactdec", "B", "S", "tag", tag(W_DICES, r"$\frac{5}{36} \approx 0.139$"), "the exact gold, then its rounded decimal after '≈' (see DECISIONS)", True),
        ("near_offset", "A", "F", "boxed", W_DICEF + qbox(r"\frac{5}{36} + 10^{-12}"), "5/36 + 10^-12 is not 5/36: an exact expression with a tiny offset"),
        ("neg_unsure", "A", "S", "boxed", W_DICES + r"$\boxed{\frac{5}{36}\ \text{(not sure)}}$", "'(not sure)' inside the box hedges an exact probability"),
        ("neg_mightbe", "A", "F", "tag", tag(W_DICEF, r"$\frac{5}{36}$ (this might be wrong)"), "the model marks its own value as possibly wrong inside the tag"),
        ("ret_ordered", "B", "S", "prose_sentence", r"@Sums of 8: (2,6), (3,5), (4,4), which is 3 of the 21 unordered pairs, so $\boxed{\frac{1}{7}}$.¶Wait, the 36 ordered outcomes are the equally likely ones: (2,6), (3,5), (4,4), (5,3), (6,2) gives $\frac{5}{36}$.", "a retraction after a wrong box (unordered pairs) lands on the gold"),
        ("ret_unordered", "A", "F", "prose_sentence", W_DICEF + qbox(r"\frac{5}{36}") + "¶¶" + r"Hmm, on reflection $(2,6)$ and $(6,2)$ are the same roll, so only 3 outcomes count out of 21 distinct rolls: the probability is $\frac{1}{7}$.", "a (false) retraction after the box replaces 5/36 with the fraction 1/7"),
        ("quo_book", "A", "S", "prose_sentence", r"@The textbook's answer section lists $\boxed{\frac{5}{36}}$ for this exercise. My count: (2,6), (3,5), (4,4) out of 21 unordered rolls, so the probability is $\frac{3}{21} = \frac{1}{7}$.", "the textbook's box holds the gold; the model's own answer is 1/7"),
        ("quo_hintcut", "N", "F", "truncated", "@<think>¶" + r"The hint printed under the problem says: " + '"' + r"Count ordered pairs; you should get $\boxed{\frac{5}{36}}$." + '"' + r" I don't want to just copy that, so let me count for myself.¶Each die shows 1 through 6, and the two dice are different objects, so there are $6 \cdot 6 = 36$ ordered outcomes, all equally likely.¶For a sum of 8 the first die can't be 1 (the second would need a 7). Going through the first die from 2 up: 2 with 6, 3 with 5, 4 with 4, 5 with 3, 6 with 2. So the number of favourable outcomes is", "the hint's box holds the gold; the model is cut before its own probability: no_answer"),
        ("tag_count", "A", "S", "tag", tag(W_DICES, r"There are $5$ favourable outcomes."), "a sentence in the tag naming the count, not the probability"),
        ("tag_compl", "A", "F", "tag", tag(W_DICEF, r"The probability of not rolling an 8 is $\frac{31}{36}$."), "a sentence in the tag naming the complement"),
     ]),
    ("surd", r"8\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{18}$.",
     [
        ("near_dec", "A", "S", "boxed", r"@$\sqrt{50} + \sqrt{18} \approx 7.0711 + 4.2426 \approx \boxed{11.31}$", "a rounded decimal of 8√2 (11.3137...)"),
        ("near_radicand", "A", "F", "tag", tag(W_SURF, r"$\sqrt{128.0001}$"), "√128.0001 is not √128 = 8√2: a tiny offset under the root"),
        ("neg_notsum", "B", "S", "boxed", W_SURS + r"$\boxed{8\sqrt{2}}$, not $\sqrt{68}$ (radicals do not add under one root).", "the gold boxed, with a wrong value negated after the box"),
        ("neg_strike", "A", "F", "boxed", W_SURF + llama_end(r"\sout{8\sqrt{2}}\ 2\sqrt{17}"), "the gold struck out (\\sout) in the box, 2√17 in its place"),
        ("ret_addroot", "A", "S", "prose_sentence", tag(W_SURS, r"$8\sqrt{2}$") + "¶" + r"Actually, adding under one root: $\sqrt{50 + 18} = \sqrt{68} = 2\sqrt{17}$.", "a (false) retraction after the tag replaces 8√2 with the radical 2√17"),
        ("ret_erratum", "A", "F", "prose_sentence", W_SURF + llama_end(r"8\sqrt{2}") + "¶¶" + r"Erratum: I misread the second term; it is $\sqrt{8}$, not $\sqrt{18}$, so the sum is $5\sqrt{2} + 2\sqrt{2} = 7\sqrt{2}$.", "an erratum after the box replaces 8√2 with the radical 7√2"),
        ("quo_example", "B", "S", "prose_sentence", r"@A worked example in my notes ends with $\boxed{2\sqrt{17}}$ for this sum, but it adds under the root. Done properly: $5\sqrt{2} + 3\sqrt{2} = 8\sqrt{2}$.", "the worked example's wrong box is reported; the model's own value is the gold"),
        ("quo_hint", "A", "F", "tag", "@<think>¶" + r"The hint in the margin reads: " + '"' + r"Factor out perfect squares; the answer is $8\sqrt{2}$." + '"' + r" Let me try it my own way. Radicals add like numbers, so $\sqrt{50} + \sqrt{18} = \sqrt{50 + 18} = \sqrt{68}$. Now simplify $\sqrt{68}$: $68 = 4 \cdot 17$, and 17 is prime, so $\sqrt{68} = \sqrt{4}\sqrt{17} = 2\sqrt{17}$. Numerically $2\sqrt{17} \approx 2 \cdot 4.1231 = 8.2462$, which is between $\sqrt{64} = 8$ and $\sqrt{81} = 9$, consistent with $\sqrt{68}$. So the sum simplifies to $2\sqrt{17}$; the hint's form must come from a different grouping.¶</think>¶<answer>$2\sqrt{17}$</answer>", "the hint holds the gold; the model's own tag holds 2√17"),
        ("tag_term", "A", "S", "tag", tag(W_SURS, r"$\sqrt{50} = 5\sqrt{2}$"), "an equation in the tag for one term only"),
        ("tag_square", "A", "F", "tag", tag(W_SURF, r"$(\sqrt{50} + \sqrt{18})^2 = 128$"), "an equation in the tag for the square of the sum"),
     ]),
    ("sector", r"12\pi",
     r"A sector of a circle of radius 6 has a central angle of $120^\circ$. What is the area of the sector? Express your answer in terms of $\pi$.",
     [
        ("near_dec", "A", "S", "tag", tag(W_SECS, "37.7"), "a rounded decimal of 12π (37.699...)"),
        ("near_scale", "A", "F", "boxed", W_SECF + qbox(r"12\pi\left(1 + 10^{-20}\right)"), "12π(1 + 10^-20) is not 12π"),
        ("neg_qmark", "A", "S", "boxed", W_SECS + r"$\boxed{12\pi\,(?)}$", "a question mark inside the box: an unsure value"),
        ("neg_struck", "N", "F", "none", tag(W_SECF, r"~~$12\pi$~~"), "the tag's only value struck out: no_answer"),
        ("ret_arc", "B", "S", "prose_sentence", r"@The arc is $\frac{1}{3} \cdot 2\pi \cdot 6 = 4\pi$, so $\boxed{4\pi}$.¶Oops, that is the arc length. The area asked is $\frac{1}{3} \cdot \pi \cdot 6^2 = 12\pi$.", "a retraction after a wrong box (the arc length) lands on the gold"),
        ("ret_halfangle", "A", "F", "prose_sentence", tag(W_SECF, r"$12\pi$") + "¶" + r"On second thought, in $\frac{1}{2} r^2 \theta$ the angle should be $\theta = \frac{\pi}{3}$, so the area is $\frac{1}{2} \cdot 36 \cdot \frac{\pi}{3} = 6\pi$.", "a (false) retraction after the tag replaces 12π with 6π"),
        ("quo_back", "A", "S", "prose_sentence", r"@The back of the book gives $12\pi$. I compute $\frac{120}{360} \cdot 2\pi \cdot 6 = 4\pi$, so the area is $4\pi$.", "the book's value is reported; the model's own answer is 4π (the arc length)"),
        ("quo_refuse", "N", "F", "none", r"@The textbook works this exact example. Its solution reads: " + '"' + r"The sector is one third of the circle, so its area is $\boxed{12\pi}$." + '"' + r" The question is the one I was given, radius 6 and central angle $120^\circ$, so the book's box is their answer, not a derivation of mine.¶¶I started to check it, but I am not sure whether the figure intends the shaded region to be the sector or the segment (the sector minus the triangle), and the problem text alone does not settle it for me. Without the figure I can't tell which area is wanted, so I won't state a value of my own here.", "the textbook's worked box holds the gold; the model gives no answer of its own: no_answer"),
        ("tag_arc", "A", "S", "tag", tag(W_SECS, r"The arc length is $4\pi$."), "a sentence in the tag naming the arc length"),
        ("tag_units", "B", "F", "tag", tag(W_SECF, r"The area of the sector is $12\pi$ square units."), "a sentence in the tag with the gold and a true unit"),
     ]),
    ("absineq", "[-1,4]",
     r"Solve the inequality $|2x - 3| \le 5$. Express your answer in interval notation.",
     [
        ("near_member", "B", "S", "tag", tag(W_ABSS, r"$x \in [-1, 4]$"), "membership in the gold interval"),
        ("near_endpoint", "A", "F", "minerva", W_ABSF + minerva_end(r"$[-1, 4.0001]$"), "the right endpoint nudged to 4.0001"),
        ("neg_ithink", "A", "S", "boxed", W_ABSS + r"$\boxed{[-1,4]\ \text{(I think)}}$", "'(I think)' inside the box hedges the interval"),
        ("neg_notin", "A", "F", "tag", tag(W_ABSF, r"$x \notin [-1, 4]$"), "a negated membership: the complement of the gold"),
        ("ret_flip", "A", "S", "prose_sentence", W_ABSS + r"$\boxed{[-1,4]}$" + "¶" + r"Hmm, wait: the inequality flips, so the solution is $(-\infty, -1] \cup [4, \infty)$.", "a (false) retraction after the box replaces the gold with the union (−∞, −1] ∪ [4, ∞)"),
        ("ret_open", "A", "F", "prose_sentence", tag(W_ABSF, "$[-1,4]$") + "¶" + r"Correction: I should exclude the endpoints, since $|2x - 3| = 5$ there; the answer is $(-1, 4)$.", "a (false) correction after the tag replaces the gold with the open interval (−1, 4)"),
        ("quo_hintnone", "N", "S", "none", r"@The hint says the solution set is $[-1, 4]$. I'd rather not just copy it, and I haven't finished my own check.", "the hint's value is reported; the model gives none of its own: no_answer"),
        ("quo_example", "B", "F", "boxed", r"@A worked example in the textbook boxes $\boxed{[-4, 1]}$, but that example is $|2x + 3| \le 5$, a different inequality. For ours:¶¶" + W_ABSF + qbox("[-1,4]"), "the worked example's box (another inequality) is reported; the model's own box holds the gold"),
        ("tag_2x", "A", "S", "tag", tag(W_ABSS, r"$-2 \le 2x \le 8$"), "an inequality in the tag for 2x, not x"),
        ("tag_endpoints", "A", "F", "tag", tag(W_ABSF, r"The endpoints are $x = -1$ and $x = 4$."), "a sentence in the tag naming the endpoints, not the solution set"),
     ]),
    ("system", "(2,3)",
     r"Solve the system $3x + 2y = 12$ and $x - y = -1$. Enter your answer as an ordered pair $(x, y)$.",
     [
        ("near_swap", "A", "S", "tag", tag(W_SYSS, "$(3, 2)$"), "the coordinates swapped"),
        ("near_offset", "A", "F", "boxed", W_SYSF + llama_end(r"(2, 3 + 10^{-10})"), "y = 3 + 10^-10 is not 3"),
        ("neg_order", "B", "S", "boxed", r"@From $x = y - 1$: $5y - 3 = 12$, so $y = 3$ and $x = 2$.¶$\boxed{(2,3)}$, not $(3,2)$, since the pair lists $x$ first.", "the gold boxed, the swapped pair negated after the box"),
        ("neg_order_doubt", "A", "F", "tag", tag(W_SYSF, r"$(2, 3)$, though I may have mixed up the order"), "the model doubts its own pair inside the tag"),
        ("ret_update", "A", "S", "prose_sentence", tag(W_SYSS, "$(2,3)$") + "¶" + r"Update: substituting back, $x = y + 1 = 4$, so the pair is $(4, 3)$.", "a (false) update after the tag replaces the gold with the pair (4, 3)"),
        ("ret_elim", "A", "F", "prose_sentence", W_SYSF + llama_end("(2,3)") + "¶¶" + r"Hold on, let me redo it by elimination: doubling the second equation gives $2x - 2y = -2$, and adding it to the first gives $5x = 14$, so $x = \frac{14}{5}$ and $y = x + 1 = \frac{19}{5}$. The solution is $\left(\frac{14}{5}, \frac{19}{5}\right)$.", "a (false) redo after the box replaces the gold with a pair of fractions"),
        ("quo_key", "A", "S", "prose_sentence", "@The answer key prints \"$(2, 3)$\". Solving myself: $x = y + 1$, $3y + 3 + 2y = 12$, $y = \\frac{9}{5}$, $x = \\frac{14}{5}$, so the pair is $\\left(\\frac{14}{5}, \\frac{9}{5}\\right)$.", "the key's pair is quoted; the model's own (sign-slipped) pair is (14/5, 9/5)"),
        ("quo_examplecut", "N", "F", "truncated", r"@The worked example in the book solves exactly this system and ends with $\boxed{(2, 3)}$. I will solve it independently instead of relying on that.¶¶" + llama(("Solve the second equation for x", r"From $x - y = -1$ we get $x = y - 1$."), ("Substitute into the first equation", r"$3(y - 1) + 2y = 12$, so $3y - 3 + 2y = 12$, which gives $5y = 15$.")) + r"## Step 3: Solve for y¶Dividing both sides of $5y = 15$ by 5, we get $y =", "the worked example's box holds the gold; the model is cut before its own pair: no_answer"),
        ("tag_y", "A", "S", "tag", tag(W_SYSS, "$y = 3$"), "only one coordinate in the tag"),
        ("tag_sentence", "B", "F", "tag", tag(W_SYSF, r"The solution is $x = 2$ and $y = 3$."), "a sentence in the tag naming both coordinates of the gold"),
     ]),
    ("cubic", "-3,1,2",
     r"Find all real solutions of $x^3 - 7x + 6 = 0$. Enter all the solutions, separated by commas.",
     [
        ("near_set", "B", "S", "tag", tag(W_CUBS, r"$\{2, 1, -3\}$"), "the three roots as a set, in another order"),
        ("near_offset", "A", "F", "boxed", W_CUBF + qbox("-3, 1, 2.000001"), "one root nudged to 2.000001"),
        ("neg_extraneous", "A", "S", "boxed", W_CUBS + r"$\boxed{-3, 1, 2\ \text{(one may be extraneous)}}$", "an annotation inside the box doubts one of the roots"),
        ("neg_notone", "A", "F", "boxed", W_CUBF + qbox(r"-3, \not{1}, 2"), "one root struck (\\not) inside the box: at most −3, 2, not the full list"),
        ("ret_quad", "A", "S", "prose_sentence", W_CUBS + r"$\boxed{-3, 1, 2}$" + "¶" + r"Wait, the quadratic factor should be $x^2 + x - 5$, so the solutions are $1$ and $\frac{-1 \pm \sqrt{21}}{2}$.", "a (false) retraction after the box replaces the roots with 1 and radicals"),
        ("ret_check", "B", "F", "tag", tag(W_CUBF, "$-3, 1, 2$") + "¶" + r"Check: $(-3)^3 - 7(-3) + 6 = -27 + 21 + 6 = 0$, $1 - 7 + 6 = 0$, $8 - 14 + 6 = 0$. All three check out.", "a trailing check that restates the three roots"),
        ("quo_book", "A", "S", "prose_sentence", "@The textbook's answer reads \"$-3, 1, 2$\". I find that $x = 1$ works, and I factor the quadratic $x^2 + x - 6$ as $(x - 3)(x + 2)$, giving $1, 3, -2$.", "the textbook's list is quoted; the model's own (mis-factored) list is 1, 3, −2"),
        ("quo_hintnone", "N", "F", "none", "@<think>¶" + r"The hint says the roots are $\boxed{-3, 1, 2}$. Let me try it myself. Rational root candidates: $\pm 1, \pm 2, \pm 3, \pm 6$. $x = 1$: $1 - 7 + 6 = 0$, so $x - 1$ is a factor. Dividing, I get a quotient, but I keep making errors in the synthetic division: the remainder comes out as 12 one time and 0 another, and the quadratic changes each time. I can't confirm the other two roots myself, so I shouldn't report a list.¶</think>¶<answer>I could not finish the factorization, so I have no answer of my own.</answer>", "the hint's box holds the gold; the tag gives no answer of the model's own: no_answer"),
        ("tag_factor", "A", "S", "tag", tag(W_CUBS, r"$x^3 - 7x + 6 = (x - 1)(x + 3)(x - 2)$"), "an equation in the tag: the factorization, not the roots"),
        ("tag_sum", "A", "F", "tag", tag(W_CUBF, r"The sum of the roots is $-3 + 1 + 2 = 0$."), "a sentence in the tag naming the sum of the roots"),
     ]),
    ("matinv", INV,
     r"Find the inverse of the matrix $\begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}$.",
     [
        ("near_transpose", "A", "S", "tag", tag(W_INVS, r"$\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}$"), "the transpose of the inverse"),
        ("near_entry", "A", "F", "boxed", W_INVF + llama_end(r"\begin{pmatrix} 3 & -1 \\ -5 & 2.000000001 \end{pmatrix}"), "one entry nudged to 2.000000001"),
        ("neg_unverified", "A", "S", "boxed", W_INVS + r"$\boxed{" + INV + r" \text{ (unverified)}}$", "'(unverified)' annotates the matrix inside the box"),
        ("neg_strike", "B", "F", "tag", tag(W_INVF, r"~~$\begin{pmatrix} -3 & 1 \\ 5 & -2 \end{pmatrix}$~~ $" + INV + "$"), "a sign slip struck out in the tag, the gold after it"),
        ("ret_edit", "A", "S", "prose_sentence", W_INVS + r"$\boxed{" + INV + "}$¶" + r"Edit: I forgot to divide by the determinant $2 \cdot 3 + 1 \cdot 5 = 11$: the inverse is $\frac{1}{11}" + INV + "$.", "a (false) edit after the box scales the matrix by the fraction 1/11"),
        ("ret_swap", "A", "F", "prose_sentence", tag(W_INVF, "$" + INV + "$") + "¶" + r"Hmm, I swapped the wrong entries: the inverse should be $\begin{pmatrix} 2 & -1 \\ -5 & 3 \end{pmatrix}$.", "a (false) retraction after the tag replaces the inverse with another matrix"),
        ("quo_example", "B", "S", "prose_sentence", r"@The worked example's box shows $\boxed{\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}}$, which is the transpose. With $\det = 1$ the inverse is $" + INV + "$.", "the worked example's wrong box is reported; the model's own matrix is the gold"),
        ("quo_book", "A", "F", "boxed", r"@The textbook's answer section lists $" + INV + r"$ for this exercise. Here is my own computation.¶¶" + llama(("Compute the determinant", r"$ad - bc = 2 \cdot 3 - 1 \cdot 5 = 1$."), ("Swap the diagonal", r"For a $2 \times 2$ matrix the inverse swaps $a$ and $d$ and divides by the determinant: $\frac{1}{1}\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}$."), ("Simplify", r"Dividing by $1$ changes nothing.")) + llama_end(r"\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}"), "the textbook's matrix is the gold; the model's own box forgets to negate b and c"),
        ("tag_det", "A", "S", "tag", tag(W_INVS, r"$\det A = 1$"), "an equation in the tag for the determinant"),
        ("tag_identity", "A", "F", "tag", tag(W_INVF, r"$AA^{-1} = \begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}$"), "an equation in the tag naming the identity matrix"),
     ]),
    ("cdiv", r"\frac{1}{2}-\frac{5}{2}i",
     r"Simplify $\frac{3 - 2i}{1 + i}$. Write your answer in the form $a + bi$.",
     [
        ("near_dec", "A", "S", "tag", tag(W_CDVS, r"$0.5 - 2.4999i$"), "the imaginary part rounded down to −2.4999"),
        ("near_imag", "A", "F", "minerva", W_CDVF + minerva_end(r"$\frac{1}{2} - \frac{5}{2}i + 10^{-12}i$"), "a tiny extra imaginary part"),
        ("neg_conj", "A", "S", "boxed", W_CDVS + r"$\boxed{\frac{1}{2} - \frac{5}{2}i\ (\text{or its conjugate?})}$", "the box hedges between the value and its conjugate"),
        ("neg_bar", "A", "F", "tag", tag(W_CDVF, r"$\overline{\tfrac{1}{2} - \tfrac{5}{2}i}$"), "a bar over the value: the conjugate 1/2 + 5/2 i"),
        ("ret_isq", "B", "S", "prose_sentence", r"@$\frac{(3 - 2i)(1 - i)}{2} = \frac{3 - 5i + 2}{2}$, so $\boxed{\frac{5}{2} - \frac{5}{2}i}$.¶Correction: $2i^2 = -2$, not $+2$, so the numerator is $1 - 5i$ and the answer is $\frac{1}{2} - \frac{5}{2}i$.", "a correction after a wrong box lands on the gold"),
        ("ret_pair", "A", "F", "prose_sentence", tag(W_CDVF, r"$\frac{1}{2} - \frac{5}{2}i$") + "¶" + r"Oh wait, the question wants $a$ and $b$: $(a, b) = \left(\frac{1}{2}, \frac{5}{2}\right)$.", "a retraction after the tag replaces the value with a pair whose sign of b is lost"),
        ("quo_hint", "A", "S", "prose_sentence", "@A hint on the sheet: \"the answer is $\\frac{1}{2} - \\frac{5}{2}i$.\" I get $\\frac{(3 - 2i)(1 - i)}{2} = \\frac{5 - 5i}{2}$, taking $i^2 = 1$, so $\\frac{5}{2} - \\frac{5}{2}i$.", "the hint's value is quoted; the model's own answer is 5/2 − 5/2 i"),
        ("quo_notes", "A", "F", "boxed", r"@The lecture notes have a worked example: $\frac{3 - 2i}{1 + i} = \boxed{\frac{1}{2} - \frac{5}{2}i}$. I'll solve it myself to make sure.¶¶" + qwen("To simplify, we multiply the numerator and the denominator by the same factor.", ("Multiply by $\\frac{1 + i}{1 + i}$", r"Numerator: $(3 - 2i)(1 + i) = 3 + 3i - 2i - 2i^2 = 3 + i + 2 = 5 + i$."), ("Denominator", r"$(1 + i)(1 + i) = 1 + 2i + i^2 = 2i$, which I treat as $2$."), ("Divide", r"$\frac{5 + i}{2} = \frac{5}{2} + \frac{1}{2}i$.")) + qbox(r"\frac{5}{2} + \frac{1}{2}i"), "the notes' worked box holds the gold; the model's own box holds 5/2 + i/2"),
        ("tag_modulus", "A", "S", "tag", tag(W_CDVS, r"$|z| = \frac{\sqrt{26}}{2}$"), "an equation in the tag for the modulus"),
        ("tag_parts", "B", "F", "tag", tag(W_CDVF, r"$a = \frac{1}{2}$ and $b = -\frac{5}{2}$, so $z = \frac{1}{2} - \frac{5}{2}i$."), "a sentence in the tag ending on the gold"),
     ]),
    ("base7", "5620_7",
     r"Convert $2023_{10}$ to base 7.",
     [
        ("near_bare", "B", "S", "tag", tag(W_B7S, "$5620$"), "the digits without the base subscript (the base asked)"),
        ("near_digits", "A", "F", "boxed", W_B7F + qbox("5602_7"), "two digits swapped: 5602_7 is 2017"),
        ("neg_order", "A", "S", "boxed", W_B7S + r"$\boxed{5620_7 \text{ (if I read the remainders in the right order)}}$", "a condition inside the box hedges the value"),
        ("neg_cancel", "N", "F", "none", tag(W_B7F, r"$\cancel{5620_7}$"), "the tag's only value cancelled: no_answer"),
        ("ret_reverse", "A", "S", "prose_sentence", tag(W_B7S, "$5620_7$") + "¶" + r"Oops, the remainders are read top to bottom: $0265_7 = 265_7$.", "a (false) retraction after the tag replaces the gold with 265_7"),
        ("ret_lead", "A", "F", "prose_sentence", W_B7F + qbox("5620_7") + "¶¶" + r"On reflection, $2023 \div 343 \approx 5.9$, which rounds to $6$, so the leading digit should be $6$: the answer is $6620_7$.", "a (false) retraction after the box replaces the gold with 6620_7"),
        ("quo_back", "A", "S", "prose_sentence", "@The back of the book lists \"$5620_7$\". My divisions: $2023 = 7 \\cdot 289$, $289 = 7 \\cdot 41 + 2$, $41 = 7 \\cdot 5 + 6$, $5$; read top-down that is $0265$, so $265_7$.", "the book's value is quoted; the model's own answer is 265_7"),
        ("quo_example", "B", "F", "boxed", r"@A worked example converting $2023$ to base 8 boxes $\boxed{3747_8}$; that is base 8, so I redo it for base 7.¶¶" + W_B7F + qbox("5620_7"), "the worked example's box (base 8) is reported; the model's own box holds the gold"),
        ("tag_expand", "A", "S", "tag", tag(W_B7S, r"$2023 = 5 \cdot 7^3 + 6 \cdot 7^2 + 2 \cdot 7$"), "an equation in the tag expanding 2023 in powers of 7, not the base-7 numeral"),
        ("tag_digits", "A", "F", "tag", tag(W_B7F, "The base-7 number has 4 digits."), "a sentence in the tag naming the number of digits"),
     ]),
    ("pentagon", "150",
     r"The angles of a pentagon are in the ratio $3:3:3:4:5$. What is the number of degrees in the measure of the largest angle?",
     [
        ("near_offset", "A", "S", "tag", tag(W_PENS, r"$150.0001^\circ$"), "150.0001° is not 150°"),
        ("near_dec", "A", "F", "boxed", W_PENF + llama_end("149.99"), "149.99 is not 150"),
        ("neg_regular", "B", "S", "boxed", W_PENS + r"$\boxed{150^\circ}$ (not $108^\circ$, which would be a regular pentagon).", "the gold boxed, another value negated after the box"),
        ("neg_approx", "A", "F", "tag", tag(W_PENF, r"$150^\circ$ (approx.)"), "'(approx.)' hedges an exact angle"),
        ("ret_sum360", "A", "S", "prose_sentence", W_PENS + r"$\boxed{150}$" + "¶" + r"Wait, I used the wrong angle sum: with $360^\circ$ one part is $20^\circ$ and the largest angle is $100^\circ$.", "a (false) retraction after the box replaces 150 with 100"),
        ("ret_fraction", "A", "F", "prose_sentence", tag(W_PENF, "$150$") + "¶" + r"Correction: the question asks what fraction of the angle sum the largest angle is, so the answer is $\frac{5}{18}$.", "a (false) correction after the tag replaces 150 with the fraction 5/18"),
        ("quo_hint", "A", "S", "prose_sentence", "@The hint says \"the largest angle is $150^\\circ$\". With $360^\\circ$ split into 18 parts, each part is $20^\\circ$ and the largest is $100^\\circ$.", "the hint's value is quoted; the model's own answer is 100"),
        ("quo_examplecut", "N", "F", "truncated", r"@The textbook's worked example for the ratio $3:3:3:4:5$ ends with $\boxed{150}$. Rather than copy it, I'll work it out from the ratio, since the example may use a different polygon.¶¶" + llama(("Find the angle sum", r"A pentagon has interior angle sum $(5 - 2) \cdot 180^\circ = 540^\circ$."), ("Count the parts", r"The ratio has $3 + 3 + 3 + 4 + 5 = 18$ parts, and the largest angle takes 5 of them.")) + r"## Step 3: Size of one part¶Each part is $540^\circ \div 18 =", "the worked example's box holds the gold; the model is cut before its own value: no_answer"),
        ("tag_part", "A", "S", "tag", tag(W_PENS, r"Each part is $30^\circ$."), "a sentence in the tag naming one part"),
        ("tag_sentence", "B", "F", "tag", tag(W_PENF, r"The largest angle measures $150^\circ$."), "a sentence in the tag with the gold in degrees"),
     ]),
    ("choice", r"\text{(B)}",
     r"Which of the following numbers is the largest? (A) $2^{30}$ (B) $3^{20}$ (C) $5^{13}$ (D) $6^{11}$ (E) $10^9$. Enter the letter of your choice.",
     [
        ("near_letter", "B", "S", "tag", tag(W_CHOS, "(B)"), "the letter in parentheses, without \\text"),
        ("near_value", "A", "F", "boxed", W_CHOF + "¶" + r1final("3^{20}"), "the value of choice (B), not the letter asked (see DECISIONS)", True),
        ("neg_qmark", "A", "S", "boxed", W_CHOS + r"$\boxed{\text{(B)?}}$", "a question mark inside the box: an unsure choice"),
        ("neg_orc", "A", "F", "tag", tag(W_CHOF, r"(B), or (C) if I misjudged $5^{13}$"), "two letters in the tag, one conditional: a hedge"),
        ("ret_misread", "A", "S", "prose_sentence", W_CHOS + r"$\boxed{\text{(B)}}$" + "¶" + r"Hmm, I misread the list: the largest is $5^{13}$, choice (C).", "a (false) retraction after the box replaces (B) with (C)"),
        ("ret_logs", "B", "F", "tag", "@<think>¶" + r"I want the largest of $2^{30}, 3^{20}, 5^{13}, 6^{11}, 10^9$. Using logarithms base 10: $30 \log 2 \approx 30 \cdot 0.301 = 9.03$; $20 \log 3 \approx 20 \cdot 0.477 = 9.54$; $13 \log 5 \approx 13 \cdot 0.699 = 9.09$; $11 \log 6 \approx 11 \cdot 0.778 = 8.56$; and $\log 10^9 = 9$. Hmm, I'll go with the base-5 one since 5 is the biggest base among the top three.¶</think>¶<answer>(C)</answer>¶Correction: by my own logarithms $20 \log 3 \approx 9.54$ is the largest, well above $13 \log 5 \approx 9.09$, so $3^{20}$ is the largest.¶<answer>(B)</answer>", "a correction after the tag, with a second tag that lands on the gold"),
        ("quo_key", "A", "S", "prose_sentence", r"@The answer key says (B). I compare exponents: $2^{30}$ has the largest exponent, so I pick (A).", "the key's letter is reported; the model's own choice is (A)"),
        ("quo_notes", "A", "F", "boxed", r"@The worked example in my notes ends with $\boxed{\text{(B)}}$, but that list was different, so let me compare these numbers myself.¶¶" + r"$2^{30} = 1024^3 \approx 1.07 \times 10^9$. $3^{20} = 59049^2 \approx 3.49 \times 10^9$. $5^{13} = \frac{10^{13}}{2^{13}} \approx \frac{10^{13}}{819} \approx 1.22 \times 10^{10}$. $6^{11} \approx 3.6 \times 10^8$. $10^9$ is exactly $10^9$. The largest is $5^{13}$, choice (C).¶¶" + qwen_end(r"\text{(C)}"), "the notes' worked box holds the gold letter; the model's own box holds (C) (2^13 misread as 819)"),
        ("tag_ineq", "A", "S", "tag", tag(W_CHOS, r"$3^{20} > 5^{13}$"), "an inequality in the tag, not the letter"),
        ("tag_smallest", "A", "F", "tag", tag(W_CHOF, "The smallest is (D)."), "a sentence in the tag naming the smallest choice"),
     ]),
    ("expand", "2x^2+5x-12",
     r"Expand $(2x - 3)(x + 4)$.",
     [
        ("near_sign", "A", "S", "tag", tag(W_EXPS, "$2x^2 + 5x + 12$"), "the constant's sign flipped"),
        ("near_coef", "A", "F", "boxed", W_EXPF + qbox(r"2x^2 + 5.0000001x - 12"), "a coefficient nudged to 5.0000001"),
        ("neg_notcancel", "B", "S", "boxed", W_EXPS + r"$\boxed{2x^2 + 5x - 12}$, not $2x^2 - 12$ (the middle terms do not cancel).", "the gold boxed, a wrong expansion negated after the box"),
        ("neg_probably", "A", "F", "tag", tag(W_EXPF, r"$2x^2 + 5x - 12$ (probably)"), "'(probably)' hedges the expansion inside the tag"),
        ("ret_outer", "A", "S", "prose_sentence", W_EXPS + r"$\boxed{2x^2 + 5x - 12}$" + "¶" + r"Edit: the outer term is $2x \cdot 4 = 6x$, so it's $2x^2 + 3x - 12$.", "a (false) edit after the box replaces the gold with 2x^2 + 3x − 12"),
        ("ret_roots", "A", "F", "prose_sentence", W_EXPF + qbox("2x^2+5x-12") + "¶¶" + r"On second thought, the problem wants the roots: $2x^2 + 5x - 12 = 0$ gives $x = \frac{3}{2}$ and $x = -4$, so the answer is $\left(\frac{3}{2}, -4\right)$.", "a retraction after the box replaces the expansion with a pair of roots"),
        ("quo_misprint", "B", "S", "prose_sentence", r"@The textbook's answer section prints $2x^2 + 11x - 12$, which looks like a misprint: $8x - 3x = 5x$, so the expansion is $2x^2 + 5x - 12$.", "the textbook's wrong value is reported; the model's own value is the gold"),
        ("quo_example", "A", "F", "tag", "@<think>¶" + r"A worked example in the textbook expands $(2x - 3)(x + 4)$ and boxes $\boxed{2x^2 + 5x - 12}$. I'll do it myself to check.¶First: $2x \cdot x = 2x^2$. Outer: $2x \cdot 4 = 8x$. Inner: the minus sign belongs to the 3, and $3 \cdot x = 3x$, so I add $3x$. Last: $-3 \cdot 4 = -12$.¶Combining: $2x^2 + 8x + 3x - 12 = 2x^2 + 11x - 12$.¶That differs from the example, but I'll trust my own expansion.¶</think>¶<answer>$2x^2 + 11x - 12$</answer>", "the worked example's box holds the gold; the model's own tag holds 2x^2 + 11x − 12"),
        ("tag_coef", "A", "S", "tag", tag(W_EXPS, r"The $x$-coefficient is $5$."), "a sentence in the tag naming one coefficient"),
        ("tag_value", "A", "F", "tag", tag(W_EXPF, r"At $x = 1$ the expression equals $-5$."), "a sentence in the tag naming a value at x = 1"),
     ]),
    ("telescope", r"\frac{3}{4}",
     r"Compute $\displaystyle\sum_{k=1}^{\infty} \frac{1}{k(k+2)}$.",
     [
        ("near_dec", "A", "S", "tag", tag(W_TELS, "0.7499"), "0.7499 is not 3/4"),
        ("near_offset", "A", "F", "minerva", W_TELF + minerva_end(r"$\frac{3}{4} - \frac{1}{10^{40}}$"), "3/4 − 10^-40 is not 3/4"),
        ("neg_unsure", "A", "S", "boxed", W_TELS + r"$\boxed{\tfrac{3}{4}\ \text{— unsure}}$", "'— unsure' inside the box"),
        ("neg_cross", "A", "F", "tag", tag(W_TELF, r"$\frac{3}{4}$ ✗"), "a cross mark: the model marks its value wrong"),
        ("ret_half", "B", "S", "prose_sentence", r"@It telescopes: $\sum \left(\frac{1}{k} - \frac{1}{k+2}\right) = 1 + \frac{1}{2}$, so $\boxed{\frac{3}{2}}$.¶Oops, I dropped the factor $\frac{1}{2}$ from the partial fractions; the sum is $\frac{3}{4}$.", "a correction after a wrong box lands on the gold"),
        ("ret_start", "A", "F", "prose_sentence", tag(W_TELF, r"$\frac{3}{4}$") + "¶" + r"Hmm, I misread the sum: it starts at $k = 2$, so only $\frac{1}{2}$ and $\frac{1}{3}$ survive, giving $\frac{1}{2} \cdot \frac{5}{6} = \frac{5}{12}$.", "a (false) retraction after the tag replaces 3/4 with the fraction 5/12"),
        ("quo_notes", "A", "S", "prose_sentence", r"@A worked example in the notes telescopes this sum to $\boxed{\frac{3}{4}}$. I get $\sum\left(\frac{1}{k} - \frac{1}{k+2}\right) = 1 + \frac{1}{2}$, so the sum is $\frac{3}{2}$.", "the notes' worked box holds the gold; the model's own value is 3/2"),
        ("quo_hintnone", "N", "F", "none", "@The hint under the problem says: \"Use partial fractions; the sum telescopes to $\\frac{3}{4}$.\" " + r"I tried partial fractions: $\frac{1}{k(k+2)} = \frac{A}{k} + \frac{B}{k+2}$, so $1 = A(k + 2) + Bk$. Setting $k = 0$ gives $A = \frac{1}{2}$, and setting $k = -2$ gives $B = -\frac{1}{2}$. The terms are $\frac{1}{2}\left(\frac{1}{k} - \frac{1}{k + 2}\right)$, and the first few are $\frac{1}{2}(1 - \frac{1}{3})$, $\frac{1}{2}(\frac{1}{2} - \frac{1}{4})$, $\frac{1}{2}(\frac{1}{3} - \frac{1}{5})$. I am not sure which terms survive in the limit, since the cancellation skips a term, and I don't want to give a number I can't justify. I'll stop here without a final answer.", "the hint's value is quoted; the model gives none of its own: no_answer"),
        ("tag_partial", "A", "S", "tag", tag(W_TELS, r"$S_2 = \frac{1}{3} + \frac{1}{8} = \frac{11}{24}$"), "an equation in the tag for the partial sum S_2"),
        ("tag_limit", "B", "F", "tag", tag(W_TELF, r"$\lim_{n\to\infty} S_n = \frac{3}{4}$"), "an equation in the tag whose value is the gold"),
     ]),
    ("foci", r"2\sqrt{7}",
     r"Find the distance between the foci of the ellipse $\frac{x^2}{16} + \frac{y^2}{9} = 1$.",
     [
        ("near_root28", "B", "S", "tag", tag(W_FOCS, r"$\sqrt{28}$"), "√28 = 2√7"),
        ("near_dec", "A", "F", "boxed", W_FOCF + llama_end("5.2915"), "a rounded decimal of 2√7 (5.29150...)"),
        ("neg_doubtful", "A", "S", "boxed", W_FOCS + r"$\boxed{2\sqrt{7}\ \text{(doubtful)}}$", "'(doubtful)' inside the box"),
        ("neg_sketch", "A", "F", "tag", tag(W_FOCF, r"$2\sqrt{7}$, but this contradicts my sketch, so it is likely wrong"), "the model calls its own value likely wrong inside the tag"),
        ("ret_half", "A", "S", "prose_sentence", tag(W_FOCS, r"$2\sqrt{7}$") + "¶" + r"Wait, $c = \sqrt{a^2 - b^2}$ is already the full distance, not half of it: the answer is $\sqrt{7}$.", "a (false) retraction after the tag replaces 2√7 with the radical √7"),
        ("ret_points", "A", "F", "prose_sentence", W_FOCF + llama_end(r"2\sqrt{7}") + "¶¶" + r"Correction: the question asks for the foci themselves, $(-\sqrt{7}, 0)$ and $(\sqrt{7}, 0)$.", "a retraction after the box replaces the distance with the foci (pairs)"),
        ("quo_book", "A", "S", "prose_sentence", r"@The textbook lists the answer $2\sqrt{7}$. I'll check: for an ellipse $c^2 = a^2 + b^2 = 25$, so $c = 5$ and the distance is $10$.", "the textbook's value is reported; the model's own answer is 10"),
        ("quo_hint", "B", "F", "boxed", r"@A hint claims the answer is $10$, using $c^2 = a^2 + b^2$; that formula is for hyperbolas.¶¶" + W_FOCF + llama_end(r"2\sqrt{7}"), "the hint's wrong value is reported; the model's own box holds the gold"),
        ("tag_c", "A", "S", "tag", tag(W_FOCS, r"$c = \sqrt{7}$"), "an equation in the tag for c, half the distance"),
        ("tag_axis", "A", "F", "tag", tag(W_FOCF, r"The major axis has length $2a = 8$."), "a sentence in the tag naming the major axis"),
     ]),
    ("period", r"\frac{4\pi}{3}",
     r"What is the period of $y = \sin\left(\frac{3x}{2}\right)$?",
     [
        ("near_dec", "A", "S", "boxed", W_PERS + r"$\boxed{4.189}$", "a rounded decimal of 4π/3 (4.18879...)"),
        ("near_offset", "A", "F", "boxed", W_PERF + qbox(r"\frac{4\pi}{3} + 10^{-50}"), "4π/3 + 10^-50 is not 4π/3"),
        ("neg_strike", "B", "S", "boxed", r"@$T = \frac{2\pi}{b}$ with $b = \frac{3}{2}$: $T = \sout{3\pi}\ \frac{4\pi}{3}$ (I first multiplied instead of dividing).¶$\boxed{\frac{4\pi}{3}}$", "a slip struck out in the working, the gold boxed"),
        ("neg_uncertain", "A", "F", "tag", tag(W_PERF, r"$\frac{4\pi}{3}$ (not certain)"), "'(not certain)' hedges the period inside the tag"),
        ("ret_times", "A", "S", "prose_sentence", W_PERS + r"$\boxed{\frac{4\pi}{3}}$" + "¶" + r"Wait, the period is $2\pi b$, not $\frac{2\pi}{b}$: $2\pi \cdot \frac{3}{2} = 3\pi$.", "a (false) retraction after the box replaces the gold with 3π"),
        ("ret_pi", "A", "F", "prose_sentence", tag(W_PERF, r"$\frac{4\pi}{3}$") + "¶" + r"Hmm, the zeros of $\sin$ repeat every $\pi$, so the period is $\frac{\pi}{b} = \frac{2\pi}{3}$.", "a (false) retraction after the tag replaces the gold with the fraction 2π/3"),
        ("quo_back", "A", "S", "prose_sentence", r"@The back of the book says $\frac{4\pi}{3}$, but I get $T = 2\pi \cdot \frac{3}{2} = 3\pi$.", "the book's value is reported; the model's own answer is 3π"),
        ("quo_example", "A", "F", "tag", "@<think>¶" + r"The book's worked example on this very function ends with $\boxed{\frac{4\pi}{3}}$. Let me derive it myself. The period of $\sin(bx)$ is $\frac{2\pi}{b}$, and here the coefficient of $x$ is the 3 in the numerator, so $b = 3$ and the period is $\frac{2\pi}{3}$. Checking: at $x = \frac{2\pi}{3}$ the argument is $\frac{3}{2} \cdot \frac{2\pi}{3} = \pi$ and $\sin \pi = 0 = \sin 0$, so the graph is back at zero. The period is $\frac{2\pi}{3}$.¶</think>¶<answer>$\frac{2\pi}{3}$</answer>", "the worked example's box holds the gold; the model's own tag holds 2π/3"),
        ("tag_b", "A", "S", "tag", tag(W_PERS, r"$b = \frac{3}{2}$"), "an equation in the tag for the coefficient b"),
        ("tag_T", "B", "F", "tag", tag(W_PERF, r"$T = \frac{4\pi}{3}$"), "an equation in the tag naming the period"),
     ]),
    ("det", "0",
     r"Compute $\det \begin{pmatrix} 1 & 2 & 3 \\ 4 & 5 & 6 \\ 7 & 8 & 9 \end{pmatrix}$.",
     [
        ("near_zeros", "B", "S", "tag", tag(W_DETS, "$0.000$"), "0.000 is exactly 0"),
        ("near_tiny", "A", "F", "boxed", W_DETF + qwen_end(r"-10^{-12}"), "−10^-12 is not 0: a value near zero"),
        ("neg_neq", "A", "S", "boxed", W_DETS + r"$\boxed{\det \neq 0}$", "a negation inside the box"),
        ("neg_rounding", "A", "F", "boxed", W_DETF + qwen_end(r"0\ \text{(up to rounding)}"), "'(up to rounding)' inside the box hedges an exact 0"),
        ("ret_edit", "A", "S", "prose_sentence", tag(W_DETS, "$0$") + "¶" + r"Edit: the middle cofactor is $+2(36 - 42) = -12$, so $\det = -3 - 12 - 9 = -24$.", "a (false) edit after the tag replaces 0 with −24"),
        ("ret_cofactor", "B", "F", "prose_sentence", r"@I'll expand along the first row.¶Minor for the 1: $\begin{vmatrix} 5 & 6 \\ 8 & 9 \end{vmatrix} = 45 - 48 = -3$.¶Minor for the 2: $\begin{vmatrix} 4 & 6 \\ 7 & 9 \end{vmatrix} = 36 - 42 = -6$.¶Minor for the 3: $\begin{vmatrix} 4 & 5 \\ 7 & 8 \end{vmatrix} = 32 - 35 = -3$.¶Adding the terms: $1(-3) + 2(-6) + 3(-3) = -3 - 12 - 9 = -24$.¶\[\boxed{-24}\]¶Wait, the cofactor of the middle entry carries a minus sign: the expansion is $1(-3) - 2(-6) + 3(-3) = -3 + 12 - 9 = 0$. So the determinant is $0$, consistent with the rows being in arithmetic progression.", "a correction after a wrong box lands on the gold 0"),
        ("quo_hint", "A", "S", "prose_sentence", "@The hint says \"the determinant is $0$ because the rows are dependent\". I compute $1(45 - 48) + 2(36 - 42) + 3(32 - 35) = -3 - 12 - 9$, so the determinant is $-24$.", "the hint's value is quoted; the model's own answer is −24"),
        ("quo_example", "A", "F", "tag", "@<think>¶" + r"The textbook has a worked example with a $3 \times 3$ matrix whose rows are $1, 2, 3$ / $4, 5, 6$ / $7, 8, 9$, and its solution box shows $\boxed{0}$. I'll compute it independently.¶Expand along the first row. Minor of 1: $5 \cdot 9 - 6 \cdot 8 = 45 - 48 = -3$. Minor of 2: $4 \cdot 9 - 6 \cdot 7 = 36 - 42 = -6$, with a minus sign in front. Minor of 3: $4 \cdot 8 - 5 \cdot 7 = 35 - 32 = 3$.¶So $\det = 1(-3) - 2(-6) + 3(3) = -3 + 12 + 9 = 18$.¶</think>¶<answer>$18$</answer>", "the worked example's box holds the gold; the model's own tag holds 18 (a minor's sign slipped)"),
        ("tag_float", "A", "S", "tag", tag(W_DETS, r"$\det A \approx 6.66 \times 10^{-16}$"), "an equation in the tag with a floating-point value near zero"),
        ("tag_rank", "A", "F", "tag", tag(W_DETF, r"The rank of the matrix is $2$."), "a sentence in the tag naming the rank"),
     ]),
    ("cpow", "16",
     r"Compute $(1 + i)^8$.",
     [
        ("near_imag", "A", "S", "tag", tag(W_CPWS, r"$16 + 10^{-20}i$"), "a tiny imaginary part"),
        ("near_phase", "A", "F", "boxed", W_CPWF + llama_end(r"16e^{i \cdot 10^{-9}}"), "16e^{i·10^-9} is not 16 (a tiny phase)"),
        ("neg_maybe", "A", "S", "boxed", W_CPWS + r"$\boxed{16\ \text{(maybe } 16i\text{)}}$", "the box hedges between 16 and 16i"),
        ("neg_real", "B", "F", "tag", tag(W_CPWF, r"$16$ (a real number, since $i^4 = 1$)"), "the gold with a remark that explains it, not a hedge"),
        ("ret_i4", "A", "S", "prose_sentence", W_CPWS + r"$\boxed{16}$" + "¶" + r"Correction: $(2i)^4 = 2^4 i^4$ and $i^4 = -1$, so it is $-16$.", "a (false) correction after the box replaces 16 with −16"),
        ("ret_arg", "A", "F", "prose_sentence", tag(W_CPWF, "$16$") + "¶" + r"Hold on, the argument of $1 + i$ is $\frac{\pi}{4}$, so $8 \cdot \frac{\pi}{4} = \frac{\pi}{2}$ and the result is $16\left(\cos\frac{\pi}{2} + i\sin\frac{\pi}{2}\right) = 16i$.", "a (false) retraction after the tag (8 · π/4 miscomputed as π/2) replaces 16 with 16i"),
        ("quo_example", "B", "S", "prose_sentence", r"@The book's worked example for $(1 + i)^6$ boxes $\boxed{-8i}$. Here the exponent is 8: $(1 + i)^8 = (2i)^4 = 16$.", "a worked example's box for another power is reported; the model's own value is the gold"),
        ("quo_refuse", "N", "F", "none", r"@The textbook's answer section gives $16$ for this exercise. Let me check with the polar form. $1 + i$ has modulus $\sqrt{2}$ and argument $\frac{\pi}{4}$, so $(1 + i)^8$ has modulus $(\sqrt{2})^8$ and argument $8 \cdot \frac{\pi}{4}$. I computed $(\sqrt{2})^8 = 2^8 = 256$ at first and then $2^4 = 16$, and I can't decide which exponent rule is right without looking it up; the argument $2\pi$ against $0$ confuses me as well. Since I can't settle the modulus, I won't give a final value.", "the textbook's value is reported; the model gives none of its own: no_answer"),
        ("tag_square", "A", "S", "tag", tag(W_CPWS, r"$(1 + i)^2 = 2i$"), "an equation in the tag for the square"),
        ("tag_arg", "A", "F", "tag", tag(W_CPWF, r"The argument of $(1 + i)^8$ is $2\pi$."), "a sentence in the tag naming the argument"),
     ]),
    ("domain", r"[2,5)\cup(5,\infty)",
     r"Find the domain of $f(x) = \sqrt{x - 2} + \frac{1}{x - 5}$. Express your answer in interval notation.",
     [
        ("near_open", "A", "S", "tag", tag(W_DOMS, r"$(2,5)\cup(5,\infty)$"), "the endpoint 2 left out"),
        ("near_gap", "A", "F", "boxed", W_DOMF + qwen_end(r"[2, 5) \cup (5.000001, \infty)"), "a gap (5, 5.000001] left out"),
        ("neg_check", "A", "S", "boxed", W_DOMS + r"$\boxed{[2,5) \cup (5,\infty)\ \text{(check endpoints)}}$", "an annotation inside the box doubts the endpoints"),
        ("neg_notin", "A", "F", "tag", tag(W_DOMF, r"$x \notin [2,5) \cup (5,\infty)$"), "a negated membership: the complement of the domain"),
        ("ret_five", "B", "S", "prose_sentence", r"@$x - 2 \ge 0$ gives $x \ge 2$, so $\boxed{[2, \infty)}$.¶Wait, I forgot that $x = 5$ makes the denominator zero; the domain is $[2,5) \cup (5,\infty)$.", "a retraction after a wrong box lands on the gold"),
        ("ret_two", "A", "F", "prose_sentence", tag(W_DOMF, r"$[2,5)\cup(5,\infty)$") + "¶" + r"Hmm, I need to exclude $x = 2$ as well, since the root is zero there: the domain is $(2,5)\cup(5,\infty)$.", "a (false) retraction after the tag replaces the gold with an open interval union"),
        ("quo_key", "A", "S", "prose_sentence", r"@The answer key gives $[2,5)\cup(5,\infty)$. Since a square root must be positive, I take $x > 2$ and $x \neq 5$, so the domain is $(2, 5) \cup (5, \infty)$.", "the key's value is reported; the model's own answer leaves out 2"),
        ("quo_margincut", "N", "F", "truncated", "@The hint in the margin reads: \"Answer: $[2,5) \\cup (5,\\infty)$.\" Let me verify that rather than copy it.¶¶" + r"The square root $\sqrt{x - 2}$ is real only when $x - 2 \ge 0$, so $x \ge 2$. The endpoint is allowed because $\sqrt{0} = 0$ is defined.¶¶The term $\frac{1}{x - 5}$ needs a nonzero denominator, so $x \ne 5$.¶¶Putting the two conditions together, the set of allowed $x$, written in interval notation, is", "the margin's value is quoted; the model is cut before its own interval: no_answer"),
        ("tag_cond", "A", "S", "tag", tag(W_DOMS, r"$x \ge 2$"), "an inequality in the tag: one condition only"),
        ("tag_words", "B", "F", "tag", tag(W_DOMF, r"The domain is all $x \ge 2$ with $x \ne 5$."), "a sentence in the tag stating the gold set as conditions (see DECISIONS)", True),
     ]),
    ("center", "(3,-2)",
     r"Find the center of the circle with equation $x^2 - 6x + y^2 + 4y = 12$.",
     [
        ("near_dec", "B", "S", "tag", tag(W_CENS, r"$(3.0, -2.0)$"), "the gold pair with decimal points"),
        ("near_sign", "A", "F", "boxed", W_CENF + llama_end("(-3, 2)"), "both signs flipped"),
        ("neg_qmark", "A", "S", "boxed", W_CENS + r"$\boxed{(3, -2)?}$", "a question mark inside the box"),
        ("neg_unverified", "A", "F", "tag", tag(W_CENF, r"$(3, -2)$ (not verified)"), "'(not verified)' hedges the pair inside the tag"),
        ("ret_erratum", "A", "S", "prose_sentence", tag(W_CENS, "$(3,-2)$") + "¶" + r"Erratum: the signs flip when reading $(x - h)^2$; the center is $(-3, 2)$.", "a (false) erratum after the tag replaces the gold with the pair (−3, 2)"),
        ("ret_radius", "A", "F", "prose_sentence", W_CENF + llama_end("(3,-2)") + "¶¶" + r"Addendum: the problem asks for the radius, which is $\sqrt{25} = 5$.", "an addendum after the box replaces the center with the radius"),
        ("quo_book", "A", "S", "prose_sentence", r"@The textbook says the center is $(3, -2)$. I halve the linear coefficients: $\left(-\frac{6}{2}, \frac{4}{2}\right) = (-3, 2)$.", "the textbook's pair is reported; the model's own pair is (−3, 2)"),
        ("quo_hint", "B", "F", "boxed", r"@A hint suggests the center is $(-3, 2)$, but that takes the signs of the linear terms at face value.¶¶" + W_CENF + llama_end("(3,-2)"), "the hint's wrong pair is reported; the model's own box holds the gold"),
        ("tag_radius", "A", "S", "tag", tag(W_CENS, "$r = 5$"), "an equation in the tag for the radius"),
        ("tag_equation", "A", "F", "tag", tag(W_CENF, r"$(x - 3)^2 + (y + 2)^2 = 25$"), "the circle's equation in the tag, not its center"),
     ]),
    ("conj", r"\frac{1+\sqrt{5}}{2}",
     r"Rationalize the denominator: $\frac{2}{\sqrt{5} - 1}$.",
     [
        ("near_dec", "A", "S", "tag", tag(W_CONS, "$1.618$"), "a rounded decimal of (1 + √5)/2 (1.61803...)"),
        ("near_recip", "A", "F", "boxed", W_CONF + qwen_end(r"\frac{\sqrt{5} - 1}{2}"), "a look-alike: (√5 − 1)/2 is the reciprocal"),
        ("neg_reciprocal", "B", "S", "boxed", W_CONS + r"$\boxed{\frac{1 + \sqrt{5}}{2}}$, not $\frac{\sqrt{5} - 1}{2}$, which is its reciprocal.", "the gold boxed, the reciprocal negated after the box"),
        ("neg_ithink", "A", "F", "tag", tag(W_CONF, r"$\frac{1 + \sqrt{5}}{2}$ (I think)"), "'(I think)' hedges the value inside the tag"),
        ("ret_six", "A", "S", "prose_sentence", W_CONS + r"$\boxed{\frac{1 + \sqrt{5}}{2}}$" + "¶" + r"Oh wait, $(\sqrt{5} - 1)(\sqrt{5} + 1) = 5 + 1 = 6$, so it's $\frac{\sqrt{5} + 1}{3}$.", "a (false) retraction after the box replaces the gold with (√5 + 1)/3"),
        ("ret_numer", "A", "F", "prose_sentence", tag(W_CONF, r"$\frac{1 + \sqrt{5}}{2}$") + "¶" + r"Correction: the numerator should be $2\sqrt{5} - 2$, which gives $\frac{\sqrt{5} - 1}{2}$.", "a (false) correction after the tag replaces the gold with the radical fraction (√5 − 1)/2"),
        ("quo_book", "A", "S", "prose_sentence", r"@The textbook's answer is $\frac{1 + \sqrt{5}}{2}$. Multiplying top and bottom by $\sqrt{5} + 1$, I get $\frac{\sqrt{5} + 1}{4}$, dropping the 2 on top.", "the textbook's value is reported; the model's own answer is (√5 + 1)/4"),
        ("quo_notes", "N", "F", "none", r"@An example in the lecture notes shows $\frac{2}{\sqrt{5} - 1} = \boxed{\frac{1 + \sqrt{5}}{2}}$ and says the result is the golden ratio. That is the very expression in this problem. I began to redo it: the conjugate of $\sqrt{5} - 1$ is $\sqrt{5} + 1$, and multiplying the denominator by it gives $5 - 1 = 4$. For the numerator I need $2(\sqrt{5} + 1)$, but I'm not sure whether the 2 should cancel with the 4 before or after the conjugate step, so I'll stop here rather than guess a final form.", "the notes' example box holds the gold; the model gives no answer of its own: no_answer"),
        ("tag_equation", "B", "S", "tag", tag(W_CONS, r"$\frac{2}{\sqrt{5} - 1} = \frac{\sqrt{5} + 1}{2}$"), "an equation in the tag ending on the gold"),
        ("tag_denominator", "A", "F", "tag", tag(W_CONF, r"The denominator becomes $4$."), "a sentence in the tag naming the new denominator"),
     ]),
]
# fmt: on


CASES = table(MPROBS, m, "m")

DECISIONS = {
    "ok_m_dice_near_exactdec": (
        "accept",
        "the tag states the exact gold 5/36 and then its rounded decimal after '≈', the way "
        "models commonly close a probability; the '≈' qualifies the decimal, not the fraction, "
        "so the model's answer is 5/36 (the exact gold followed by its decimal is correct in "
        "rounds 234 and 240). A reader who takes the last number in the tag (0.139, not 5/36) "
        "would reject it",
    ),
    "m_choice_near_value": (
        "reject",
        "the question asks for the letter of the choice, and the final box holds 3^{20}, the "
        "value of choice (B), not a letter; the working says 'choice (B)' but the boxed final "
        "answer is what counts. A reader who maps an option's content to its letter (3^{20} is "
        "option B and no other option) would accept it",
    ),
    "ok_m_domain_tag_words": (
        "accept",
        "'all x ≥ 2 with x ≠ 5' is exactly the set [2,5) ∪ (5,∞), stated as conditions; equal "
        "values in another form are correct, and the form asked ('interval notation') is a "
        "presentation, not a different answer. A reader who holds the answer to the requested "
        "notation would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam250", CASES, [], DECISIONS)
