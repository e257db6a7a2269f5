r"""Build adversarial_redteam221.jsonl: round 221 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam221"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round (issue 25, a grader's HIDDEN probe set): English, 200 probes, 80 GSM8K and 120
MATH, 150 kind A and 50 kind B, focused on MATH-style answers. Short to medium probes, one idea a
probe: a shared working per problem (Qwen / Llama-style instruct prose, or an R1 `<think>` block),
then one final. 100 of the 200 are in the R1 `<think>...</think><answer>...</answer>` format; the
rest end with `\boxed{}` (Qwen2.5's "Therefore, the final answer is: $\boxed{..}$" and Qwen-Math's
"Thus, the answer is \(\boxed{..}\)"), Minerva's "Final Answer: The final answer is $..$. I hope it
is correct.", "The answer is", "Final Answer:", GSM8K `####`, or a closing sentence.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
MATH: circle of radius 3, area -> 9\pi (circumference 6\pi; 9\pi = 28.274...; 9 * 22/7 = 198/7 =
28.2857; \pi d^2 with d = 6 gives 36\pi); unit square's diagonal -> \sqrt{2} (d^2 = 2; 1.41421356...;
reciprocal \sqrt{2}/2); \ln x = 1 -> e (2.718281828...; reciprocal 1/e); smallest positive x in
radians with \sin x = 1/2 -> \frac{\pi}{6} (30 degrees; 5\pi/6 the other; 0.5236); |x - 2| <= 3 in
interval notation -> [-1,5] (open / half-open / [-5, 1] for |x + 2|); real solutions of x^3 - 4x = 0
-> -2, 0, 2 (dividing by x loses 0; x^2 = 4 read as +-4 gives -4, 0, 4); x + y = 7, x - y = 1 ->
(4,3) (swapped (3, 4); (4, -3)); 4 red and 6 blue marbles, two drawn without replacement, both red ->
\frac{2}{15} (4/10 * 3/9 = 12/90 = 2/15 = 6/45 = 0.1333...; with replacement 16/100 = 4/25; 12/100 =
3/25 not equal; complement 13/15; C(4,2) = 6; doubled 4/15); fair die even -> \frac{1}{2} (3 of 6;
2/6 = 1/3; 50 without %); \cos(2\pi/3) -> -\frac{1}{2} (120 degrees; sine \sqrt{3}/2; cos 150 degrees
= -\sqrt{3}/2; \cos(4\pi/3) = -1/2 in a self-set practice problem); sphere of radius 3, volume ->
36\pi (4/3 * 27 = 36; 113.097...; 18\pi; 4\pi r^3 = 108\pi; surface area 4\pi * 9 = 36\pi in a
self-set follow-up; 36 * 3.14 = 113.04); regular pentagon interior angle -> 108^\circ (sum 540;
exterior 72; 540/6 = 90).
GSM8K: 7 trays of 24 cookies, 130 sold, left -> 38 (168 baked; 38 dozen = 456); 350-page book, 45
pages a day for 6 days, left -> 80 (270 read); 5 tickets at $18 paid with $100, change -> 10 (90
cost); 1,200 l tank draining 75 l an hour, hours -> 16 (75 * 16 = 1200); Lily 28 stamps, Jake 3
times as many, together -> 112 (84 Jake; 56 difference; 112 - 28 = 84); 9 dozen eggs, 17 cracked,
not cracked -> 91 (108; 8 dozen = 96, 96 - 17 = 79); $240 coat 25 % off, sale price -> 180 (60
discount; 180 * 0.75 = 135); 62 mph for 3.5 hours -> 217 (62 * 3 = 186; 62 * 0.5 = 31; 2 * 217 =
434).

Classes (id `[ok_]<g|m>_<problem>_<shape>`, `ok_` marking kind B; the shape names the idea):
  (1) exact forms near the gold but not equal: `dec`, `dec3`, `dec4`, `dec5`, `pi314`, `frac227`
      (a decimal or 22/7 / 3.14 for \pi, \sqrt{2}, e), `tiny` (+ 10^{-9}, + 10^{-8}), `sign`,
      `nopi` / `half` / `nothird` / `pisq` (a factor of \pi or 2 missing or extra), `recip`,
      `deg30` / `deg30c` (degrees for radians), `open` / `halfopen` / `strict` (interval ends),
      `nozero` / `twoonly` (a set missing an element), `swap` (ordered pair swapped), `unred` (an
      unreduced fraction that is not equal), `fifty` (50 for 1/2), and other slips (`circ`,
      `squared`, `sine`, `negsqrt`, `withrep`, `compl`, `count`, `ext`, `sum`, `noroot`).
  (2) negation, strike-out and annotation inside LaTeX or the tag: `neq`, `noteq`, `ne` (\neq,
      \not=, \ne), `cancel`, `sout`, `strike` (markdown ~~), `textq` (\text{?}), `textwrong`
      (\text{(wrong)} / \text{(incorrect)}), `approx` (\approx where exact is asked), `neg` (not X).
  (3) GSM8K numbers with words after them that change the quantity: `short`, `dozen`, `hundred`,
      `thousand`, `percent`, `perday`, `perticket`, `perhour`, `each`, `cents`, `off`, `minutes`,
      `days`, `minus` (`#### 112 - 28`), `shorttag`.
  (4) retractions after the answer: `retract`, `erratum`, `never`, `edit`, `update`, `correction`,
      `misread`, `twice`, `ps` (replaced: wrong); `takeback`, `scratch` (nothing in its place:
      no_answer).
  (5) statements not made: `quote` / `key` / `hint` / `user` (the gold only in a quoted answer key,
      hint, user or classmate, the model's own value differs, or it gives none), `restated` (the gold
      inside the restated question, no answer), `parts` (a part (a) / part (b) answer), `selfset`
      (a wrong answer, then a self-set follow-up whose box equals the gold), `xonly` / `positive` /
      `half` (a part of the answer), `two` / `both` (two values).
  (6) tags: `tagsent` (a sentence in the tag with a wrong value), `twotags` (two tags, the last one
      wrong), `empty` (an empty tag: no_answer), `cut` (an unclosed tag cut before or inside the
      value: no_answer), `unclosed` (an unclosed tag with a complete wrong value: wrong), `pisq` (a
      wrong box inside the tag).
  Kind B (`ok_`): honest equal forms: \dfrac, \tfrac, \dfrac12, 0.5 / -0.5 for an exact half, \frac{-1}{2},
      12/90 for 2/15, \left( \right) and \left[ \right], spaces, thin spaces and '\ ', \text{} units
      (cm^2, cubic units), 'x = e', 'd = \sqrt{2}', e^{1}, \mathrm{e}, \pi/6, \frac{1}{6}\pi, 36 \pi,
      \sqrt2, the same set in another order or in braces, x = 0 and x = \pm 2, -1 \le x \le 5 for
      [-1,5], 108° and 108^{\circ} for 108^\circ; an answer tag holding a sentence, a phrase or a
      box; `#### 38 cookies`, `#### $10`, `#### $180.00`, `The answer is: #### 38`,
      `Final Answer: #### 80`, unit words (dollars, hours, miles, mi, pages, stamps, eggs).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; in the R1 format the `<answer>` tag is the final answer, and text after it that takes the
answer back and states another value replaces it; with no marker and no box it is the value the
concluding sentence states as the answer to the question asked. A trailing remark with no number does
not change the answer. Wrong: a subtotal, a given, the other person's amount, the difference where
the total is asked (or the reverse), a rate where a total is asked, a hedge or approximation of an
exact value ("about", "at least", \approx, a rounded decimal for an irrational or repeating value), a
negated value (\neq, \not=, "not"), a struck-out or annotated value (\cancel, \sout, ~~ ~~, \text{?},
\text{(wrong)}), two values for one question, a value whose trailing words change the quantity
("38 dozen", "10 cents", "217 per hour"), an answer taken back and replaced, a value the model only
quotes (answer key, hint, user, classmate, the restated question) while its own answer differs, and
a self-set follow-up's box after a wrong answer. An answer taken back with nothing in its place, an
empty tag, a quoted or restated gold with no answer of the model's own, or a cut before the value
(an unclosed tag cut inside it included) is no_answer. Equal values in another form are correct; a
tag never closed that holds a complete value is read like a closed one (right or wrong).
Debatable (1, with DECISIONS): `m_sinx_deg30c` (`<answer>30^\circ</answer>` where radians are asked).

Usage: python build_adversarial_redteam221.py (writes adversarial_redteam221.jsonl beside this file,
/tmp/rounds/rt221)
"""

from corpus_build import g, m, minerva_end, probe_table, qbox, qwen_end, th, write_probes  # noqa: E402

# fmt: off
# MATH problems: (key, gold, question, instruct working, think block, [(suffix, kind, form, final,
# note[, debatable]), ...]). A final opening "T:" follows the think block, "@" is the whole
# completion, anything else follows the instruct working. "¶" is a newline.
MPROBS = [
    ("circle", r"9\pi",
     r"A circle has radius 3 cm. What is its area, in square centimeters? Express your answer in terms of $\pi$.",
     r"""We are given a circle whose radius is 3 cm, and we are asked for the area it encloses, measured in square centimeters. Since the answer should be written in terms of \(\pi\), we will not replace \(\pi\) by a decimal at any point.

To find the area of a circle, we use the formula
\[ A = \pi r^2. \]

Here the radius is \( r = 3 \) cm, so
\[ r^2 = 3^2 = 9, \]
and therefore
\[ A = \pi \cdot 9 = 9\pi. \]

Note that this is different from the circumference, which is \( 2\pi r = 6\pi \). The problem asks for the answer in terms of \(\pi\), so we keep it exact rather than writing the decimal \( 9\pi \approx 28.27 \).

""",
     th(r"""Let me restate: radius 3 cm, want the area in square centimeters, answer in terms of pi. So no decimals, keep pi as a symbol.

Okay, so I need the area of a circle with radius 3 cm. The area formula is A = pi r^2. With r = 3, r^2 = 9, so A = 9 pi.

Let me make sure I'm not mixing it up with the circumference: that would be 2 pi r = 6 pi, which is a length, not an area. The question wants square centimeters, so area is right.

They also say "in terms of pi", so I shouldn't convert to a decimal. 9 pi is about 28.27, but the exact answer is 9 pi.
"""),
     [
        ("dec", "A", "boxed", qwen_end("28.27"), "a rounded decimal (9 pi = 28.274...) where an exact answer in terms of pi is asked"),
        ("frac227", "A", "answer_tag", r"T:<answer>9 \cdot \frac{22}{7} = \frac{198}{7}</answer>", "pi replaced by 22/7: 198/7 = 28.2857 is not 9 pi"),
        ("circ", "A", "answer_tag", r"T:<answer>6\pi</answer>", "the circumference 6 pi, not the area"),
        ("cancel", "A", "answer_tag", r"T:<answer>\cancel{9\pi}</answer>", "the value struck out with \\cancel: no answer is asserted, a strike-out is refused"),
        ("neq", "A", "minerva", minerva_end(r"$A \neq 9\pi$"), "a negated value: 'A != 9 pi' states what the area is not"),
        ("retract", "A", "answer_tag", r"T:<answer>9\pi</answer>¶¶Wait, I think the area formula uses the diameter: \(A = \pi d^2 = \pi \cdot 6^2 = 36\pi\). Correction: the area is \(36\pi\).", "the tag's 9 pi taken back after the tag and replaced by 36 pi (a wrong formula); the last answer counts"),
        ("quote", "A", "prose_sentence", r"@The area of a circle is found from its radius, here $r = 3$ cm. The answer key in the textbook lists $\boxed{9\pi}$, but that must be a misprint: I use $A = 2\pi r = 2\pi \cdot 3 = 6\pi$, so my answer is $6\pi$.", "the gold only in a quoted answer key; the model's own final is 6 pi"),
        ("ok_units", "B", "answer_tag", r"T:<answer>9\pi \text{ cm}^2</answer>", "9 pi with its unit in \\text{} and ^2"),
        ("ok_sentence", "B", "answer_tag", r"T:<answer> The area of the circle is $9\pi$ square centimeters. </answer>", "an answer tag holding a sentence that states 9 pi"),
        ("ok_thin", "B", "boxed", qwen_end(r"9\,\pi"), "a thin space between 9 and pi"),
     ]),
    ("diag", r"\sqrt{2}",
     r"A square has side length 1. What is the length of its diagonal?",
     r"""We are asked for the length of a diagonal of a square whose sides have length 1. The diagonal connects two opposite corners, so it is the hypotenuse of a right triangle formed with two adjacent sides.

The diagonal of a square splits it into two right triangles whose legs are the sides of the square.

By the Pythagorean theorem, if \( d \) is the diagonal,
\[ d^2 = 1^2 + 1^2 = 2. \]

Taking the positive square root (a length is positive),
\[ d = \sqrt{2}. \]

Numerically, \( \sqrt{2} \approx 1.4142 \), which is a little longer than the side, as expected.

""",
     th(r"""The problem: square, side 1, find the diagonal. Opposite corners. I could use coordinates: corners (0,0) and (1,1), distance sqrt((1-0)^2 + (1-0)^2). Same thing as Pythagoras.

Alright, a unit square, and I want its diagonal. The diagonal and two sides make a right triangle with legs 1 and 1.

So d^2 = 1 + 1 = 2, and d = sqrt(2). Length is positive so I take the positive root.

Sanity check: sqrt(2) is about 1.414, which is between 1 and 2, and the diagonal should be longer than a side but shorter than two sides. Good. The exact value is sqrt 2.
"""),
     [
        ("dec4", "A", "minerva", minerva_end("$1.4142$"), "a rounded decimal for the exact sqrt 2 (1.41421356...)"),
        ("dec3", "A", "answer_tag", "T:<answer>1.414</answer>", "a rounded decimal for sqrt 2"),
        ("tiny", "A", "boxed", r"Adding a small rounding guard, the diagonal is $\boxed{\sqrt{2} + 10^{-9}}$.", "a tiny term added to the exact value: sqrt 2 + 10^-9 is not sqrt 2"),
        ("recip", "A", "answer_tag", r"T:<answer>\frac{\sqrt{2}}{2}</answer>", "the reciprocal 1/sqrt 2 = sqrt 2 / 2"),
        ("squared", "A", "answer_is", "The answer is 2.", "d^2 = 2, a subtotal, not d"),
        ("sout", "A", "answer_tag", r"T:<answer>\sout{\sqrt{2}}</answer>", "the value struck out with \\sout: refused"),
        ("approx", "A", "boxed", r"So the diagonal is $\boxed{d \approx 1.41}$.", "\\approx and a rounded decimal where the exact length is asked"),
        ("ok_unbraced", "B", "answer_is", r"The answer is $\sqrt2$.", "\\sqrt2 without braces"),
        ("ok_eq", "B", "answer_tag", r"T:<answer>d = \sqrt{2}</answer>", "'d = sqrt 2' in the tag"),
        ("ok_phrase", "B", "final_answer_phrase", r"Final Answer: The diagonal of the square has length $\sqrt{2}$ units.", "'Final Answer:' then a sentence with a unit word"),
     ]),
    ("ln", "e",
     r"Solve for $x$: $\ln x = 1$.",
     r"""We want the value of \( x \) that makes \( \ln x = 1 \) true. The natural logarithm is the logarithm with base \( e \), so the equation can be rewritten in exponential form.

We use the definition of the natural logarithm: \( \ln x = y \) means \( x = e^{y} \).

Since \( \ln x = 1 \), we get
\[ x = e^{1} = e. \]

Check: \( \ln e = 1 \) by definition, so the equation holds. (For reference, \( e \approx 2.71828 \), but the exact solution is \( e \).)

""",
     th(r"""The equation is ln x = 1, and x is the unknown. The domain of ln is x > 0, so whatever I get must be positive.

Okay, ln x = 1. The natural log is log base e, so ln x = 1 means e^1 = x. So x = e.

Double check: ln(e) = 1. Yes. Also x must be positive for ln to be defined, and e > 0, fine.

Numerically e is 2.71828..., but the question just says solve, so the exact answer e is best.
"""),
     [
        ("dec", "A", "answer_tag", "T:<answer>2.718</answer>", "a rounded decimal for the exact e"),
        ("dec5", "A", "boxed", qwen_end("2.71828"), "a rounded decimal for e (2.718281828...)"),
        ("recip", "A", "minerva", minerva_end(r"$\frac{1}{e}$"), "the reciprocal 1/e (ln x = -1)"),
        ("two", "A", "answer_tag", "T:<answer>e or 2.718</answer>", "two values, one of them a rounded decimal not equal to e"),
        ("textq", "A", "boxed", r"So $x = \boxed{e\text{?}}$", "the value annotated with \\text{?}: not committed"),
        ("restated", "A", "none", "@You asked: \"Show that the solution of $\\ln x = 1$ is $x = \\boxed{e}$.\" I have not been able to work this out, so I can't give a value for $x$.", "the box is inside the restated question; the model gives no value: no_answer"),
        ("takeback", "A", "none", "T:<answer>e</answer>¶I'm not confident in this; please disregard the answer above.", "the tag's answer taken back with nothing in its place: no_answer"),
        ("ok_e1", "B", "answer_tag", "T:<answer>x = e^{1}</answer>", "e^1 = e, with 'x ='"),
        ("ok_xeq", "B", "answer_is", "The answer is $x = e$.", "'x = e'"),
        ("ok_mathrm", "B", "answer_tag", r"T:<answer>\mathrm{e}</answer>", "upright \\mathrm{e}"),
     ]),
    ("sinx", r"\frac{\pi}{6}",
     r"Find the smallest positive solution, in radians, of $\sin x = \frac{1}{2}$.",
     r"""We are looking for angles whose sine equals \( \frac{1}{2} \), and the problem asks for the smallest positive one, measured in radians, not degrees.

We need the smallest positive angle \( x \) (in radians) with \( \sin x = \frac{1}{2} \).

From the 30-60-90 triangle, \( \sin 30^\circ = \frac{1}{2} \). Converting to radians:
\[ 30^\circ = 30 \cdot \frac{\pi}{180} = \frac{\pi}{6}. \]

Sine is also positive in the second quadrant, so \( x = \pi - \frac{\pi}{6} = \frac{5\pi}{6} \) is another solution, but it is larger. The smallest positive solution is therefore \( \frac{\pi}{6} \approx 0.5236 \).

""",
     th(r"""Need: smallest positive x, in radians, with sin x = 1/2. Sine is the y-coordinate on the unit circle, so I want the first point going counterclockwise from angle 0 with height 1/2.

sin x = 1/2. I know sin 30 degrees = 1/2. In radians 30 degrees is pi/6.

Other solutions: sin is positive in quadrant II too, so pi - pi/6 = 5pi/6. Then adding 2pi gives more, but those are bigger.

Smallest positive: pi/6, which is about 0.5236. The question wants radians, so pi/6, not 30.
"""),
     [
        ("deg30", "A", "boxed", qwen_end("30"), "degrees for radians: 30 is not pi/6"),
        ("deg30c", "A", "answer_tag", r"T:<answer>30^\circ</answer>", "the angle in degrees where radians are asked", True),
        ("both", "A", "answer_is", r"The answer is $\frac{\pi}{6}$ or $\frac{5\pi}{6}$.", "two values for the one smallest solution"),
        ("dec", "A", "minerva", minerva_end("$0.52$"), "a rounded decimal for pi/6"),
        ("nopi", "A", "answer_tag", r"T:<answer>\frac{1}{6}</answer>", "a missing factor of pi"),
        ("cut", "A", "truncated", r"T:<answer>\frac{\pi}{", "an unclosed tag cut inside the fraction: no_answer"),
        ("noteq", "A", "boxed", r"Therefore $\boxed{x \not= \frac{\pi}{6}}$.", "negated with \\not="),
        ("ok_dfrac", "B", "answer_tag", r"T:<answer>\dfrac{\pi}{6}</answer>", "\\dfrac"),
        ("ok_slash", "B", "answer_is", r"The answer is $\pi/6$.", "pi/6 with a slash"),
        ("ok_coef", "B", "boxed", qwen_end(r"\frac{1}{6}\pi"), "(1/6) pi"),
     ]),
    ("absineq", "[-1,5]",
     r"Solve $|x - 2| \le 3$. Express your answer in interval notation.",
     r"""We need every real \( x \) for which the distance between \( x \) and 2 on the number line is at most 3, written in interval notation.

The inequality \( |x - 2| \le 3 \) means that \( x - 2 \) is at most 3 away from 0:
\[ -3 \le x - 2 \le 3. \]

Adding 2 to all three parts:
\[ -1 \le x \le 5. \]

Both endpoints are included, because the inequality is "less than or equal to". Check: \( x = -1 \) gives \( |-3| = 3 \le 3 \), and \( x = 5 \) gives \( |3| = 3 \le 3 \). In interval notation this is a closed interval.

""",
     th(r"""Absolute value inequality. |x - 2| is the distance from x to 2, and it has to be at most 3. So x is within 3 of 2 on the number line. Let me do it algebraically.

|x - 2| <= 3 means -3 <= x - 2 <= 3, so -1 <= x <= 5.

Endpoints: at x = -1, |−3| = 3, and 3 <= 3 is true, so -1 is included. At x = 5, |3| = 3, included too. So closed brackets.

Interval notation: [-1, 5].
"""),
     [
        ("open", "A", "answer_tag", "T:<answer>(-1, 5)</answer>", "open interval where the ends are included"),
        ("halfopen", "A", "boxed", qwen_end("[-1, 5)"), "right end wrongly open"),
        ("sign", "A", "minerva", minerva_end("$[-5, 1]$"), "the interval of |x + 2| <= 3: a sign slip"),
        ("half", "A", "answer_tag", r"T:<answer>x \le 5</answer>", "only one side of the solution"),
        ("strict", "A", "answer_is", r"The answer is $-1 < x < 5$.", "strict inequalities: the ends left out"),
        ("twotags", "A", "answer_tag", "T:<answer>[-1, 5]</answer>¶<answer>(-1, 5)</answer>", "two tags; the last one, the open interval, counts"),
        ("retract", "A", "boxed", r"So the solution set is $\boxed{[-1,5]}$.¶¶Hmm, wait: at the endpoints the absolute value equals 3, and I think those should be excluded. Corrected answer: $(-1, 5)$.", "the closed interval taken back and replaced by the open one"),
        ("ok_left", "B", "answer_tag", r"T:<answer>\left[-1, 5\right]</answer>", "\\left[ \\right]"),
        ("ok_ineq", "B", "answer_is", r"The answer is $-1 \le x \le 5$.", "the same set as an inequality"),
        ("ok_space", "B", "boxed", qwen_end(r"[ -1 ,\ 5 ]"), "spaces and '\\ ' inside the brackets"),
     ]),
    ("cubic", "-2, 0, 2",
     r"Find all real solutions to $x^3 - 4x = 0$. Enter all the solutions, separated by commas.",
     r"""We want every real number \( x \) with \( x^3 - 4x = 0 \). The polynomial has degree 3, so there are at most three real solutions; factoring will find them.

Factor out the common factor \( x \):
\[ x^3 - 4x = x(x^2 - 4) = x(x - 2)(x + 2). \]

A product is zero exactly when one of its factors is zero, so
\[ x = 0, \quad x = 2, \quad x = -2. \]

Check: \( 0^3 - 0 = 0 \), \( 8 - 8 = 0 \), and \( -8 + 8 = 0 \). All three work. Note that we must not divide both sides by \( x \), since that would lose the solution \( x = 0 \).

""",
     th(r"""Cubic equation, x^3 - 4x = 0. Degree 3, at most 3 roots. No constant term, so x = 0 is obviously one root.

x^3 - 4x = 0. Factor: x(x^2 - 4) = 0, then x(x-2)(x+2) = 0.

So x = 0, 2, -2. Let me check each: 0 - 0 = 0 ok; 8 - 8 = 0 ok; -8 - (-8) = 0 ok.

Careful not to divide by x, that drops x = 0. So three solutions: -2, 0, 2.
"""),
     [
        ("nozero", "A", "answer_tag", "T:<answer>-2, 2</answer>", "x = 0 missing (the set lacks an element)"),
        ("twoonly", "A", "boxed", qwen_end(r"\{0, 2\}"), "x = -2 missing"),
        ("noroot", "A", "minerva", minerva_end("$-4, 0, 4$"), "x^2 = 4 taken as x = +-4"),
        ("positive", "A", "answer_is", "The answer is $2$.", "one solution only"),
        ("textwrong", "A", "answer_tag", r"T:<answer>-2, 0, 2 \text{ (wrong)}</answer>", "annotated '(wrong)' by the model"),
        ("cut", "A", "truncated", "T:<answer>The solutions are $x = -2$, $x = 0$, and", "an unclosed tag cut before the last element: no_answer"),
        ("quote", "A", "prose_sentence", r"@We need the real solutions of $x^3 - 4x = 0$. The answer key says the solutions are $\boxed{-2, 0, 2}$, but dividing both sides by $x$ gives $x^2 = 4$, so I only find $x = \pm 2$, and that is my answer.", "the gold only in a quoted answer key; the model's answer is +-2"),
        ("ok_order", "B", "answer_tag", "T:<answer>2, 0, -2</answer>", "the same three solutions in another order"),
        ("ok_set", "B", "boxed", qwen_end(r"\{-2,\ 0,\ 2\}"), "set braces and '\\ ' spaces"),
        ("ok_pm", "B", "answer_is", r"The answer is $x = 0$ and $x = \pm 2$.", "0 and +-2: the same three solutions"),
     ]),
    ("system", "(4,3)",
     r"Solve the system $x + y = 7$ and $x - y = 1$. Enter your answer as an ordered pair $(x, y)$.",
     r"""Add the two equations to eliminate \( y \):
\[ (x + y) + (x - y) = 7 + 1 \implies 2x = 8 \implies x = 4. \]

Substitute \( x = 4 \) into the first equation:
\[ 4 + y = 7 \implies y = 3. \]

Check in the second equation: \( 4 - 3 = 1 \). Both equations hold, so the ordered pair is \( (x, y) = (4, 3) \).

""",
     th(r"""Two equations: x + y = 7, x - y = 1. Adding: 2x = 8, so x = 4. Then y = 7 - 4 = 3.

Check: 4 - 3 = 1, yes. So (x, y) = (4, 3). The order matters, x first then y.
"""),
     [
        ("swap", "A", "answer_tag", "T:<answer>(3, 4)</answer>", "the ordered pair swapped"),
        ("xonly", "A", "answer_is", "The answer is $x = 4$.", "only x, a part of the pair"),
        ("sign", "A", "boxed", qwen_end("(4, -3)"), "a wrong sign on y"),
        ("empty", "A", "none", "T:<answer></answer>", "an empty tag after working that reached (4, 3): no_answer"),
        ("erratum", "A", "minerva", minerva_end("$(4, 3)$") + "¶¶Erratum: I mixed up which variable is which; the pair should be $(3, 4)$.", "(4, 3) taken back after the Minerva line and replaced by (3, 4)"),
        ("sout", "A", "boxed", qwen_end(r"\sout{(4, 3)}"), "the pair struck out with \\sout"),
        ("hint", "A", "prose_sentence", r"@Adding the equations gives $2x = 8$, so $x = 4$. The hint in the question suggests $\boxed{(4, 3)}$. However, subtracting the second equation from the first I get $2y = -6$, so $y = -3$ and my answer is $(4, -3)$.", "the gold only as a quoted hint; the model's own final is (4, -3)"),
        ("textq", "A", "answer_tag", r"T:<answer>(4, 3) \text{?}</answer>", "annotated with \\text{?}: not committed"),
        ("ok_left", "B", "boxed", qwen_end(r"\left( 4, 3 \right)"), "\\left( \\right) and spaces"),
        ("ok_tagbox", "B", "answer_tag", r"T:<answer>$\boxed{(4,\, 3)}$</answer>", "a box inside the tag, thin space"),
     ]),
    ("marbles", r"\frac{2}{15}",
     r"A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     r"""We draw two marbles one after the other from a bag of red and blue marbles, without putting the first marble back. We need the probability that both marbles drawn are red, written as a common fraction.

There are \( 4 + 6 = 10 \) marbles in total.

The probability that the first marble is red is \( \frac{4}{10} \). Given that, 3 red marbles remain among 9, so the probability that the second is also red is \( \frac{3}{9} \).

\[ P = \frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}. \]

Check with combinations: \( \binom{4}{2} = 6 \) red pairs out of \( \binom{10}{2} = 45 \) pairs, and \( \frac{6}{45} = \frac{2}{15} \approx 0.1333 \).

""",
     th(r"""Bag: 4 red, 6 blue. Draw 2, no replacement. Want P(both red). The second draw depends on the first, so I multiply conditional probabilities.

10 marbles, 4 red. First red: 4/10. Second red given first red: 3/9. Multiply: 12/90 = 2/15.

Check with combinations: C(4,2) = 6, C(10,2) = 45, 6/45 = 2/15. Same.

Without replacement, so not (4/10)^2. Common fraction: 2/15.
"""),
     [
        ("withrep", "A", "answer_tag", r"T:<answer>\frac{4}{25}</answer>", "with replacement: (4/10)^2 = 4/25"),
        ("unred", "A", "boxed", qwen_end(r"\frac{12}{100}"), "an unreduced fraction that is NOT equal (12/100 = 3/25)"),
        ("dec", "A", "minerva", minerva_end("$0.133$"), "a rounded decimal for 2/15 = 0.1333..."),
        ("compl", "A", "answer_tag", r"T:<answer>\frac{13}{15}</answer>", "the complement"),
        ("count", "A", "answer_tag", "T:<answer>6</answer>", "C(4,2) = 6, a count, not the probability"),
        ("approx", "A", "answer_tag", r"T:<answer>\approx 0.13</answer>", "\\approx a decimal where a common fraction is asked"),
        ("ne", "A", "boxed", r"Hence $\boxed{P \ne \frac{2}{15}}$.", "negated with \\ne"),
        ("never", "A", "boxed", qwen_end(r"\frac{2}{15}") + r"¶¶Never mind: the order of the two draws matters here, so I should double it. The probability is $\frac{4}{15}$.", "2/15 taken back and replaced by 4/15"),
        ("ok_unred", "B", "answer_tag", r"T:<answer>\frac{12}{90}</answer>", "an unreduced fraction that IS equal (12/90 = 2/15)"),
        ("ok_tfrac", "B", "boxed", qbox(r"\tfrac{2}{15}"), "\\tfrac"),
     ]),
    ("die", r"\frac{1}{2}",
     r"A fair six-sided die is rolled once. What is the probability that the number rolled is even?",
     r"""We roll one fair six-sided die and want the probability that the number shown is even. Because the die is fair, each face is equally likely, so the probability is the number of favorable outcomes divided by the number of possible outcomes.

A fair die has 6 equally likely outcomes: 1, 2, 3, 4, 5, 6.

The even outcomes are 2, 4 and 6, which is 3 outcomes.

\[ P(\text{even}) = \frac{3}{6} = \frac{1}{2}. \]

""",
     th(r"""One roll of a fair die. P(even). Favorable over total, since all faces are equally likely.

Die: 1 to 6, each equally likely. Even numbers: 2, 4, 6. That's 3 out of 6.

3/6 = 1/2. Makes sense, half the numbers are even.
"""),
     [
        ("count", "A", "answer_tag", "T:<answer>3</answer>", "the count of even faces, not the probability"),
        ("third", "A", "boxed", qwen_end(r"\frac{1}{3}"), "a wrong probability"),
        ("tiny", "A", "minerva", minerva_end(r"$\frac{1}{2} + 10^{-8}$"), "a tiny term added to the exact value"),
        ("cancel", "A", "answer_tag", r"T:<answer>\cancel{\frac{1}{2}}</answer>", "struck out with \\cancel"),
        ("scratch", "A", "none", r"The answer is $\frac{1}{2}$.¶¶Wait, scratch that. I need to recheck the problem statement before I commit to an answer.", "the answer taken back with nothing in its place: no_answer"),
        ("key", "A", "answer_tag", r"@<think>¶The die has faces 1 to 6. Even faces: 2 and 4... so 2 out of 6, which is 1/3. The answer key says 1/2, but I'll go with my count.¶</think>¶<answer>The answer key gives $\frac{1}{2}$, but I count only 2 and 4 as even here, so $\frac{1}{3}$.</answer>", "the gold only as the quoted key; the model's own value in the tag is 1/3"),
        ("fifty", "A", "answer_tag", "T:<answer>50</answer>", "50 without a percent sign: not 1/2"),
        ("twotags", "A", "answer_tag", r"T:<answer>\frac{1}{2}</answer>¶<answer>\frac{1}{3}</answer>", "two tags; the last one counts"),
        ("ok_dec", "B", "answer_tag", "T:<answer>0.5</answer>", "the exact decimal 0.5"),
        ("ok_dfrac", "B", "minerva", minerva_end(r"$\dfrac12$"), "\\dfrac12 without braces"),
     ]),
    ("cos", r"-\frac{1}{2}",
     r"Compute $\cos \frac{2\pi}{3}$.",
     r"""We want the exact value of \( \cos \frac{2\pi}{3} \). We can use the unit circle together with a reference angle, since \( \frac{2\pi}{3} \) is not in the first quadrant.

The angle \( \frac{2\pi}{3} \) equals \( 120^\circ \), which lies in the second quadrant.

Its reference angle is \( \pi - \frac{2\pi}{3} = \frac{\pi}{3} \), i.e. \( 60^\circ \), and \( \cos \frac{\pi}{3} = \frac{1}{2} \).

Cosine is negative in the second quadrant, so
\[ \cos \frac{2\pi}{3} = -\cos\frac{\pi}{3} = -\frac{1}{2}. \]

""",
     th(r"""Need cos(2pi/3), exact. Convert to degrees to see where it is: 2pi/3 * 180/pi = 120.

2pi/3 is 120 degrees. Second quadrant, where cosine is negative. Reference angle 60 degrees, cos 60 = 1/2.

So cos(2pi/3) = -1/2. Check on the unit circle: the point at 120 degrees is (-1/2, sqrt3/2). x-coordinate -1/2. Yes.
"""),
     [
        ("sign", "A", "answer_tag", r"T:<answer>\frac{1}{2}</answer>", "the sign dropped"),
        ("sine", "A", "answer_tag", r"T:<answer>\frac{\sqrt{3}}{2}</answer>", "the sine's value"),
        ("negsqrt", "A", "minerva", minerva_end(r"$-\frac{\sqrt{3}}{2}$"), "the cosine of 150 degrees"),
        ("deg", "A", "answer_tag", r"T:<answer>120^\circ</answer>", "the angle, a given, not its cosine"),
        ("noteq", "A", "boxed", r"So the value is $\boxed{\not= -\frac{1}{2}}$.", "negated with \\not="),
        ("tagsent", "A", "answer_tag", r"T:<answer>The value is $\frac{1}{2}$, since cosine is positive in the second quadrant.</answer>", "a sentence in the tag with a wrong value"),
        ("cut", "A", "truncated", r"T:<answer>-\frac{1}{", "an unclosed tag cut inside the fraction: no_answer"),
        ("selfset", "A", "boxed", r"@The reference angle of $\frac{2\pi}{3}$ is $\frac{\pi}{3}$, and $\cos\frac{\pi}{3} = \frac{1}{2}$. So $\cos\frac{2\pi}{3} = \boxed{\frac{1}{2}}$.¶¶**Practice problem:** compute $\cos\frac{4\pi}{3}$. The reference angle is again $\frac{\pi}{3}$ and the angle lies in the third quadrant, where cosine is negative, so $\cos\frac{4\pi}{3} = \boxed{-\frac{1}{2}}$.", "the answer to the question is 1/2 (wrong); the last box answers a self-set practice problem"),
        ("ok_dec", "B", "answer_is", "The answer is $-0.5$.", "the exact decimal -0.5"),
        ("ok_negnum", "B", "answer_tag", r"T:<answer>\frac{-1}{2}</answer>", "the minus sign in the numerator"),
     ]),
    ("sphere", r"36\pi",
     r"Find the volume of a sphere with radius 3. Express your answer in terms of $\pi$.",
     r"""We are asked for the volume of a sphere whose radius is 3, and the answer should be left in terms of \( \pi \), so we keep \( \pi \) as a symbol throughout.

The volume of a sphere of radius \( r \) is
\[ V = \frac{4}{3}\pi r^3. \]

With \( r = 3 \), \( r^3 = 27 \), so
\[ V = \frac{4}{3}\pi \cdot 27 = 4 \cdot 9 \pi = 36\pi. \]

As a decimal this is about \( 113.1 \), but the problem asks for the answer in terms of \( \pi \).

""",
     th(r"""Volume of a sphere with radius 3, answer in terms of pi. I need the formula, not the surface area one.

Sphere volume: (4/3) pi r^3. r = 3, r^3 = 27. (4/3)(27) = 36. So V = 36 pi.

Don't forget the 4/3 and the pi. 36 pi is about 113.1. They want it in terms of pi, so 36 pi.
"""),
     [
        ("nopi", "A", "answer_tag", "T:<answer>36</answer>", "a missing factor of pi"),
        ("dec", "A", "answer_tag", "T:<answer>113.1</answer>", "a rounded decimal where an exact answer in terms of pi is asked"),
        ("half", "A", "minerva", minerva_end(r"$18\pi$"), "a missing factor of 2"),
        ("nothird", "A", "answer_tag", r"T:<answer>108\pi</answer>", "4 pi r^3 without the 1/3"),
        ("selfset", "A", "boxed", r"@The volume of a sphere is $V = 4\pi r^3$. With $r = 3$, $r^3 = 27$, and we get $V = 4\pi \cdot 27 = \boxed{108\pi}$.¶¶**Follow-up:** what is the surface area of the same sphere? $S = 4\pi r^2 = 4\pi \cdot 9 = \boxed{36\pi}$.", "the answer to the question is 108 pi (wrong); the last box answers a self-set follow-up"),
        ("pisq", "A", "answer_tag", r"T:<answer>$\boxed{36\pi^2}$</answer>", "an extra factor of pi, in a box inside the tag"),
        ("textwrong", "A", "boxed", qwen_end(r"36\pi\ \text{(incorrect)}"), "annotated '(incorrect)' inside the box"),
        ("pi314", "A", "answer_tag", r"T:<answer>36 \times 3.14 = 113.04</answer>", "pi replaced by 3.14"),
        ("ok_units", "B", "boxed", qwen_end(r"36\pi \text{ cubic units}"), "a \\text{} unit after the value"),
        ("ok_space", "B", "answer_tag", r"T:<answer>36 \pi</answer>", "a space between 36 and pi"),
     ]),
    ("pentagon", r"108^\circ",
     r"What is the measure, in degrees, of each interior angle of a regular pentagon?",
     r"""A regular pentagon has five equal sides and five equal interior angles. We first find the total of the interior angles and then share it equally among the five angles.

The sum of the interior angles of an \( n \)-gon is \( (n - 2) \cdot 180^\circ \). For a pentagon, \( n = 5 \):
\[ (5 - 2) \cdot 180^\circ = 540^\circ. \]

In a regular pentagon all five interior angles are equal, so each one measures
\[ \frac{540^\circ}{5} = 108^\circ. \]

Check: each exterior angle is \( 180^\circ - 108^\circ = 72^\circ \), and \( 5 \cdot 72^\circ = 360^\circ \), as it should be.

""",
     th(r"""Regular pentagon, each interior angle in degrees. All five angles are equal, so find the total and divide by 5.

Interior angle sum for a polygon is (n-2)*180. Pentagon n = 5: 3*180 = 540.

Regular, so each angle is 540/5 = 108 degrees.

Check with exterior angles: 360/5 = 72, and 180 - 72 = 108. Consistent.
"""),
     [
        ("sum", "A", "answer_tag", r"T:<answer>540^\circ</answer>", "the angle sum, a subtotal"),
        ("ext", "A", "boxed", qwen_end(r"72^\circ"), "the exterior angle"),
        ("textq", "A", "minerva", minerva_end(r"$108^\circ \text{?}$"), "annotated with \\text{?}"),
        ("neq", "A", "answer_tag", r"T:<answer>\neq 108^\circ</answer>", "negated with \\neq"),
        ("update", "A", "answer_tag", r"T:<answer>108^\circ</answer>¶¶Update: I should have divided by 6, not 5, which gives $90^\circ$.", "108 taken back and replaced by 90"),
        ("two", "A", "answer_tag", r"T:<answer>108^\circ or 72^\circ</answer>", "two values"),
        ("restated", "A", "none", "@You asked me to \"show that each interior angle of a regular pentagon measures $\\boxed{108^\\circ}$.\" I cannot do that without a figure, so I can't give an answer here.", "the box is inside the restated request; the model answers nothing: no_answer"),
        ("unclosed", "A", "answer_tag", r"T:<answer>72^\circ", "an unclosed tag with a complete wrong value"),
        ("ok_deg", "B", "answer_tag", "T:<answer>108°</answer>", "the Unicode degree sign"),
        ("ok_braced", "B", "boxed", qwen_end(r"108^{\circ}"), "^{\\circ} with braces"),
     ]),
]
# GSM8K problems, the same shape as MPROBS.
GPROBS = [
    ("cookies", "38",
     "A baker makes 7 trays of cookies with 24 cookies on each tray. She sells 130 cookies. How many cookies does she have left?",
     """Let's solve this step by step. The baker makes several trays of cookies, all with the same number of cookies on each tray, and then sells some of them. We need to know how many cookies remain after the sale.

First, find how many cookies the baker makes in total.
She makes 7 trays with 24 cookies on each tray, so she makes 7 x 24 = 168 cookies.

Next, subtract the cookies she sells.
She sells 130 cookies, so she has 168 - 130 = 38 cookies left.

Check: 38 + 130 = 168, which matches the total.

""",
     th("""So the baker has 7 trays, 24 cookies each, then sells 130. The question is how many are left, so total minus sold.

Okay, 7 trays times 24 cookies. 7 * 24: 7 * 20 = 140, 7 * 4 = 28, total 168.

She sells 130. 168 - 130 = 38.

Check: 130 + 38 = 168. Good. So 38 cookies are left.
"""),
     [
        ("short", "A", "hash", "#### 38 short", "'38 short' states a shortfall, not 38 cookies left"),
        ("dozen", "A", "hash", "#### 38 dozen", "'38 dozen' is 456 cookies"),
        ("hundred", "A", "answer_tag", "T:<answer>38 hundred</answer>", "'38 hundred' is 3800"),
        ("total", "A", "answer_tag", "T:<answer>168</answer>", "the total baked, a subtotal"),
        ("edit", "A", "answer_tag", "T:<answer>38</answer>¶¶Edit: I mis-multiplied above; the correct number left is 48.", "38 taken back after the tag and replaced by 48"),
        ("sold", "A", "boxed", qwen_end("130"), "the number sold, a given"),
        ("empty", "A", "truncated", "T:<answer>", "an unclosed, empty tag: no_answer"),
        ("ok_noun", "B", "hash", "#### 38 cookies", "the counted noun after ####"),
        ("ok_tagsent", "B", "answer_tag", "T:<answer>She has 38 cookies left.</answer>", "a sentence in the tag"),
        ("ok_phrasehash", "B", "hash", "The answer is: #### 38", "a phrase marker followed by ####"),
     ]),
    ("pages", "80",
     "Maria's book has 350 pages. She reads 45 pages a day for 6 days. How many pages does she still have to read?",
     """Let's break this down. Maria's book has a fixed number of pages, and she reads the same number of pages every day. To find how many pages she still has to read, we first find how many pages she has already read.

Maria reads 45 pages each day for 6 days.
Pages read = 45 * 6 = 270 pages.

The book has 350 pages, so the pages she still has to read are:
350 - 270 = 80 pages.

""",
     th("""Book of 350 pages. Reads 45 per day for 6 days. How many pages still to read: total minus what she read.

45 pages a day for 6 days: 45 * 6 = 270. Book is 350 pages. 350 - 270 = 80.

Let me double check 45 * 6: 40*6 = 240, 5*6 = 30, 270. Yes. 80 pages remain.
"""),
     [
        ("read", "A", "answer_tag", "T:<answer>270</answer>", "the pages read, a subtotal"),
        ("rate", "A", "boxed", qwen_end("45"), "the daily rate, a given"),
        ("percent", "A", "answer_tag", "T:<answer>80 percent</answer>", "'80 percent' is not 80 pages"),
        ("perday", "A", "hash", "#### 80 pages per day", "a rate where the total left is asked"),
        ("quote", "A", "none", "@The answer key shows:¶> #### 80¶¶but I cannot check it, because the problem does not say whether she read on every one of the 6 days.", "#### 80 only in a quoted answer key; the model gives no value: no_answer"),
        ("takeback", "A", "none", "T:<answer>80</answer>¶Hmm, this assumes she never skipped a day. I'll leave the answer blank until that is clarified.", "the tag's answer taken back with nothing in its place: no_answer"),
        ("two", "A", "answer_is", "The answer is 80 or 90.", "two values"),
        ("ok_noun", "B", "hash", "#### 80 pages", "the noun after ####"),
        ("ok_tagnoun", "B", "answer_tag", "T:<answer>80 pages</answer>", "the noun in the tag"),
        ("ok_finalhash", "B", "hash", "Final Answer: #### 80", "'Final Answer:' followed by ####"),
     ]),
    ("tickets", "10",
     "A movie ticket costs $18. A family buys 5 tickets and pays with a $100 bill. How much change do they get?",
     """Let's work through this problem. We need the total cost of the tickets first, and then we compare it with the amount the family pays to find the change.

The family buys 5 tickets at $18 each.
Total cost = 5 x $18 = $90.

They pay with a $100 bill, so the change is:
$100 - $90 = $10.

""",
     th("""Tickets are $18 each, family buys 5, pays with $100. Change = paid - cost.

5 tickets, $18 each: 5 * 18 = 90. Let me double check: 18 + 18 = 36, 36 + 36 = 72, 72 + 18 = 90. Yes, $90.

Paid 100. Change = 100 - 90 = 10.

So they get $10 back.
"""),
     [
        ("cost", "A", "answer_tag", "T:<answer>\\$90</answer>", "the cost, a subtotal"),
        ("cents", "A", "hash", "#### 10 cents", "'10 cents' is $0.10"),
        ("perticket", "A", "hash", "#### 10 per ticket", "'10 per ticket' is $50 in all"),
        ("neg", "A", "answer_is", "The answer is not $10.", "a negated value and nothing in its place"),
        ("erratum", "A", "answer_tag", "T:<answer>10</answer>¶¶Erratum: the change is $20.", "10 taken back and replaced by 20"),
        ("shorttag", "A", "answer_tag", "T:<answer>10 short</answer>", "'10 short': they would be $10 short, not $10 of change"),
        ("user", "A", "prose_sentence", "@You said the change should be $\\boxed{10}$, but I read the problem as 5 tickets at $20 each, which is $100 in total, so I think the family gets no change at all: $0.", "the gold only as the user's quoted value; the model's own value is 0"),
        ("ok_dollar", "B", "hash", "#### $10", "a dollar sign after ####"),
        ("ok_tagbox", "B", "answer_tag", "T:<answer>$\\boxed{10}$</answer>", "a box inside the tag"),
        ("ok_dollars", "B", "answer_is", "The answer is 10 dollars.", "the unit word 'dollars'"),
     ]),
    ("tank", "16",
     "A tank holds 1,200 liters of water. It drains at a rate of 75 liters per hour. How many hours does it take to empty the full tank?",
     """Let's solve this problem. The tank starts full and loses the same amount of water every hour, so the time to empty it is the total volume divided by the rate.

The tank holds 1,200 liters and loses 75 liters every hour.
Time to empty = 1,200 / 75 = 16 hours.

Check: 75 x 16 = 1,200 liters.

""",
     th("""Full tank 1,200 liters, drains 75 liters per hour. Hours to empty = volume / rate.

1200 / 75. Hmm, 75 * 10 = 750, leaving 450, and 75 * 6 = 450. So 10 + 6 = 16.

Check: 75 * 16 = 1200 because 75 * 4 = 300 and 300 * 4 = 1200. So it takes 16 hours to empty.
"""),
     [
        ("rate", "A", "answer_tag", "T:<answer>75</answer>", "the rate, a given"),
        ("minutes", "A", "hash", "#### 16 minutes", "'16 minutes' is not 16 hours"),
        ("days", "A", "answer_tag", "T:<answer>16 days</answer>", "'16 days' is not 16 hours"),
        ("about", "A", "answer_is", "The answer is about 16 hours.", "a hedge ('about') on an exact value"),
        ("atleast", "A", "answer_tag", "T:<answer>at least 16</answer>", "a bound, not the value"),
        ("twotags", "A", "answer_tag", "T:<answer>16</answer><answer>15</answer>", "two tags; the last one counts"),
        ("never", "A", "boxed", qwen_end("16") + "¶¶Never mind, it is 18.", "16 taken back and replaced by 18"),
        ("ok_hours", "B", "hash", "#### 16 hours", "the unit after ####"),
        ("ok_tagspace", "B", "answer_tag", "T:<answer> 16 hours </answer>", "spaces and a unit in the tag"),
        ("ok_bold", "B", "prose_sentence", "So it takes **16 hours** to empty the full tank.", "a bold value in the closing sentence"),
     ]),
    ("stamps", "112",
     "Lily has 28 stamps. Jake has 3 times as many stamps as Lily. How many stamps do they have together?",
     """Let's solve this step by step. We know how many stamps Lily has, and Jake has a multiple of that. The question asks for the number of stamps the two of them have together, so we need both amounts and then their sum.

Lily has 28 stamps.
Jake has 3 times as many: 3 x 28 = 84 stamps.
Together they have 28 + 84 = 112 stamps.

""",
     th("""Lily has 28. Jake has 3 times as many as Lily. The question asks for both of them together, so I need Jake's amount and then add.

Lily 28. Jake 3 times as many: 3 * 28 = 84.

Together 28 + 84 = 112.

Double-check: together is Lily plus 3 Lilys, so 4 * 28 = 112. Yes. The question asks for both together, not just Jake.
"""),
     [
        ("jake", "A", "answer_tag", "T:<answer>84</answer>", "Jake's amount, the other person's"),
        ("diff", "A", "hash", "#### 56", "the difference where the total is asked"),
        ("each", "A", "hash", "#### 112 each", "'112 each' would be 224 together"),
        ("thousand", "A", "answer_tag", "T:<answer>112 thousand</answer>", "'112 thousand' is 112000"),
        ("tagsent", "A", "answer_tag", "T:<answer>Jake has 84 stamps, which is more than Lily.</answer>", "a sentence in the tag with Jake's amount"),
        ("correction", "A", "answer_tag", "T:<answer>112</answer>¶¶Correction: the question is only about Jake, so the answer is 84.", "112 taken back and replaced by 84"),
        ("minus", "A", "hash", "#### 112 - 28", "'112 - 28' is 84"),
        ("cut", "A", "truncated", "@Lily has 28 stamps.¶Jake has 3 x 28 = 84 stamps.¶Together they have 28 + 84 =¶####", "cut after ####: no_answer"),
        ("ok_noun", "B", "hash", "#### 112 stamps", "the noun after ####"),
        ("ok_tagnoun", "B", "answer_tag", "T:<answer>112 stamps</answer>", "the noun in the tag"),
     ]),
    ("eggs", "91",
     "A farm collects 9 dozen eggs. 17 of the eggs are cracked. How many eggs are not cracked?",
     """Let's solve this problem step by step. The farm's eggs are counted in dozens, so we first convert the dozens to single eggs, and then take away the cracked ones.

One dozen is 12 eggs, so 9 dozen eggs is 9 x 12 = 108 eggs.
17 of them are cracked, so the number of eggs that are not cracked is 108 - 17 = 91.

""",
     th("""9 dozen eggs, 17 cracked. How many are not cracked? Convert dozens to eggs first.

9 dozen = 9 * 12 = 108 eggs.

17 cracked. 108 - 17 = 91 not cracked.

Check: 91 + 17 = 108. Yes. The question asks for the eggs that are not cracked, so 91.
"""),
     [
        ("total", "A", "answer_tag", "T:<answer>108</answer>", "all the eggs, a subtotal"),
        ("dozen", "A", "answer_tag", "T:<answer>91 dozen</answer>", "'91 dozen' is 1092 eggs"),
        ("cracked", "A", "boxed", qwen_end("17"), "the cracked eggs, a given"),
        ("percent", "A", "hash", "#### 91 percent", "'91 percent' is not 91 eggs"),
        ("strike", "A", "answer_tag", "T:<answer>~~91~~</answer>", "struck out with markdown ~~"),
        ("misread", "A", "answer_tag", "T:<answer>91</answer>¶¶Wait, I misread: it said 8 dozen, so 96 - 17 = 79.", "91 taken back and replaced by 79"),
        ("quote", "A", "prose_sentence", "@\"The answer is 91,\" my classmate said, but I counted 9 x 12 = 108 and then 108 - 17 = 81, so I get 81.", "the gold only in a quoted remark; the model's own value is 81"),
        ("cut", "A", "truncated", "T:<answer>There are", "an unclosed tag cut before the value: no_answer"),
        ("ok_noun", "B", "answer_is", "The answer is 91 eggs.", "the noun after the value"),
        ("ok_tagphrase", "B", "answer_tag", "T:<answer>The answer is 91.</answer>", "a phrase in the tag"),
     ]),
    ("coat", "180",
     "A coat costs $240. It is on sale for 25% off. What is the sale price of the coat?",
     """Let's find the sale price step by step. A discount of 25% means the price goes down by 25% of the original price.

The discount is 25% of $240:
0.25 x 240 = $60.

The sale price is the original price minus the discount:
$240 - $60 = $180.

""",
     th("""Coat $240, 25% off. Sale price = original minus discount.

25% of 240: a quarter of 240 is 60. So the discount is $60.

240 - 60 = 180.

Other way: paying 75% of the price, 0.75 * 240 = 180. Same. The question asks for the sale price, not the discount, so $180.
"""),
     [
        ("disc", "A", "answer_tag", "T:<answer>60</answer>", "the discount, not the sale price"),
        ("off", "A", "hash", "#### 180 off", "'$180 off' is a discount of 180"),
        ("cents", "A", "answer_tag", "T:<answer>180 cents</answer>", "'180 cents' is $1.80"),
        ("approx", "A", "boxed", qwen_end(r"\approx 180"), "\\approx where the exact price is asked"),
        ("textwrong", "A", "answer_tag", r"T:<answer>180 \text{ (wrong)}</answer>", "annotated '(wrong)'"),
        ("two", "A", "answer_is", "The answer is $180 or $60.", "two values"),
        ("twice", "A", "answer_tag", "T:<answer>180</answer>¶Hmm, I think the 25% should be taken twice, so the sale price is $135.", "180 taken back and replaced by 135"),
        ("restated", "A", "none", "@The question asks: \"A coat costs $240 and is on sale for 25% off; show that the sale price is #### 180.\" I can't complete this without more information.", "#### 180 only inside the restated question; no answer: no_answer"),
        ("ok_cents", "B", "hash", "#### $180.00", "dollars with cents"),
        ("ok_tagdollar", "B", "answer_tag", "T:<answer>\\$180</answer>", "an escaped dollar in the tag"),
     ]),
    ("car", "217",
     "A car travels at 62 miles per hour for 3.5 hours. How many miles does it travel?",
     """Let's solve this. The car moves at a constant speed for a given amount of time, so the distance it travels is the speed multiplied by the time.

Distance = speed x time.
Distance = 62 x 3.5 = 217 miles.

(In the first 3 hours the car covers 62 x 3 = 186 miles, and in the last half hour another 31 miles, for 186 + 31 = 217 miles.)

""",
     th("""Car at 62 miles per hour for 3.5 hours. Distance = rate * time.

Split 3.5 hours into 3 hours and half an hour.

62 * 3 = 186 miles in the first 3 hours. 62 * 0.5 = 31 miles in the last half hour. 186 + 31 = 217 miles.

Check another way: 62 * 3.5 = 62 * 7 / 2 = 434 / 2 = 217. Good, 217 miles.
"""),
     [
        ("rate", "A", "answer_tag", "T:<answer>62</answer>", "the speed, a given"),
        ("perhour", "A", "answer_tag", "T:<answer>217 per hour</answer>", "a rate, not the distance"),
        ("hours3", "A", "boxed", qwen_end("186"), "the first 3 hours only, a subtotal"),
        ("neg", "A", "answer_tag", "T:<answer>not 217</answer>", "a negated value"),
        ("ps", "A", "answer_is", "The answer is 217 miles.¶¶P.S. I was wrong above: 62 x 3.5 = 207, so the car travels 207 miles.", "217 taken back and replaced by 207"),
        ("half", "A", "answer_tag", "T:<answer>31</answer>", "the last half hour only"),
        ("unclosed", "A", "answer_tag", "T:<answer>186 miles", "an unclosed tag with a complete wrong value"),
        ("parts", "A", "prose_sentence", "The distance is 217 miles for part (a) and 434 miles for part (b).", "two values for one question; the question has no parts"),
        ("ok_noun", "B", "hash", "#### 217 miles", "the unit after ####"),
        ("ok_mi", "B", "answer_tag", "T:<answer>217 mi</answer>", "the abbreviated unit in the tag"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "m_sinx_deg30c": (
        "reject",
        "the question asks for the solution in radians; 30^\\circ names the right angle in the "
        "unit the question rules out, so it is not the requested answer (the reverse of the README's "
        "'30 for 30^\\circ', where the gold itself is in degrees). A checker should compare a degree "
        "value with a radian gold as a number (30 != pi/6) and not convert",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam221", CASES, [], DECISIONS)
