r"""Build adversarial_redteam239.jsonl: round 239 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam239"), written by a helper of the reason-ppo team (issue
25) WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file
or any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the
probes (python used for plain arithmetic only). Not model output. Only corpus/README.md (sections
"Forms" and "How each source was labelled"), corpus_build.py (helpers; copied unchanged beside this
builder) and build_adversarial_redteam227.py / build_adversarial_redteam236.py (structure,
docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new
golds, new wording).

Aim of this round: FALSE REJECTS on MATH answers, as MATH-500 golds and real models write them.
English, 200 probes, all MATH (checker "math"), 130 kind B and 70 kind A, over 20 MATH-500-style
problems (10 probes each: 7 B + 3 A or 6 B + 4 A). Golds are written as MATH-500 writes them:
`\frac`, `\sqrt`, `\pi`, intervals and unions with `\infty`, a comma list of roots, ordered pairs
and triples, a `pmatrix` column vector and a 2x2 `pmatrix`, complex numbers, a base-2 numeral
`10010_2`, degrees `105^\circ`, a letter `\text{(B)}`, a word `\text{Friday}`, an equation `y=2x+3`,
an expression in x, `\pm`. Kind B: the gold in another honest form a real model writes (reordered
union pieces and roots, `x =` / `s =` / `(x,y) =` / `f^{-1}(x) =` before the value, `\dfrac`,
`\tfrac`, `\frac49`, `\frac\pi3`, `\sqrt3`, `\sqrt{12}` and `\frac{6}{\sqrt{3}}` for `2\sqrt{3}`,
exact decimals (-0.5 + 2.5i, -1.5 in a matrix, 0.\overline{4}), `\left( \right)`, `\,`, `\ `,
spaces, `^{\circ}`, °, `\degree`, `\text{ degrees}`, `\text{ units}`, bmatrix / compact pmatrix /
`\left( array \right)` / `\left[ array \right]` / a matrix environment / a row tuple / `\langle
\rangle` / i, j, k for a column vector, a scalar 1/2 left outside a matrix, `i` forms
(`\frac{5i}{2}`, `\frac{5i-1}{2}`, `0 - 8i`, `-8\mathrm{i}`, `- 8 i`), base-2 digits with a braced
subscript, `(10010)_2`, or none, letters as B / (B) / `\textbf{(B)}` / `\text{B}` / with the
option's number, weekday words bare / `\mathrm` / lower-case / bold, a line rearranged, in general
form or point-slope form, `+\infty`, `x \in`, set-builder, unions written as inequalities joined by
`\text{ or }` or "or", Unicode ∞ ∪ − in a sentence, `\pm` written as two listed roots or as the
unsimplified formula). Kind A: the nearest wrong twin (a sign, an endpoint or bracket, a missing
root, a swapped pair, the order of a triple, one component, BA-style reversals, the adjugate, the
transpose, an unsimplified wrong value, a different base, radians for degrees, the complement, one
piece of a union, a rounded decimal of an exact value) or a cut before the value (truncated,
no_answer).

Formats: half (100) R1-Zero completions, `<think>` + working + `</think>` + `<answer>...</answer>`,
the tag holding a bare value, `$...$`, `\(...\)`, `\boxed{}`, a sentence or an equation (`s = ...`,
`(1+i)^6 = -8i`, `1011_2 + 111_2 = 10010_2`); half the other closings real models write after their
working: `\boxed{}` in a closing sentence (Qwen2.5-Math style, or Qwen2.5-Instruct's "Therefore, the
final answer is: $\boxed{..}$. I hope it is correct."), Llama 3's "The final answer is:
$\boxed{..}$", Minerva's "Final Answer: The final answer is $..$. I hope it is correct.", and an
R1-distill think block + summary + "**Final Answer**" `\[ \boxed{..} \]` (20, one per problem). Each
problem has an R1 think working (informal, with checks) and an instruct working (markdown steps);
both stop before the final assembled form, so the closing states the value in its own form and an A
probe's closing carries its own slip.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only): marbles: 4 red,
5 blue, two drawn without replacement, same color -> \frac{4}{9} (C(9,2) = 36; C(4,2) + C(5,2) = 6 +
10 = 16; 16/36 = 32/72 = 4/9 = 0.\overline{4}; A: 0.44 rounded, 20/36 = 5/9 different colors, with
replacement 16/81 + 25/81 = 41/81). triangle: altitude 3 of an equilateral triangle, side ->
2\sqrt{3} (s^2/4 + 9 = s^2, s^2 = 12; sqrt 12 = 2 sqrt 3 = 6/sqrt 3; A: sqrt 3 the half side,
4\sqrt{3} = sqrt 48, 3.46 rounded). arctan: arctan(-sqrt 3) in radians -> -\frac{\pi}{3} (tan(pi/3)
= sqrt 3, arctan odd, range (-pi/2, pi/2); A: 2\pi/3 and 5\pi/3 outside the range, -60 degrees,
\pi/3 the sign dropped). domain: sqrt(x-2)/(x-5) -> [2,5)\cup(5,\infty) (x >= 2, x != 5, f(2) =
0/(-3) = 0; A: (2,5)\cup(5,\infty), [2,\infty), [2,5]\cup(5,\infty) = [2,\infty), a cut). absval:
|2x - 3| > 5 -> (-\infty,-1)\cup(4,\infty) (2x > 8 or 2x < -2; |5| = |-5| = 5 not > 5; A: closed
ends, (-1,4), (4,\infty)). cubic: x^3 - 7x + 6 = 0 -> -3,1,2 ((x - 1)(x^2 + x - 6) = (x - 1)(x +
3)(x - 2); synthetic division 1, 1, -6, 0; A: 1, 2; -3, 2; -2, -1, 3; a cut). intersect: y = 2x + 1
and 3x + y = 11 -> (2,5) (5x + 1 = 11; 3(2) + 5 = 11; A: (5, 2), x = 2, (2, 3) from y = 2 + 1).
system: x + y + z = 4, x - y + z = 6, 2x + y - z = 0 -> (2,-1,3) (2y = -2; x + z = 5, 2x - z = 1, 3x
= 6; checks 4, 6, 0; A: (2, -1, 7), (-1, 2, 3), (-4, -1, 9) from z = 1 - 2x (third equation -8 - 1 -
9 = -18), a cut). cross: (2,-1,3) x (1,4,-2) -> \begin{pmatrix} -10 \\ 7 \\ 9 \end{pmatrix} (2 - 12,
3 + 4, 8 + 1; dot products with both vectors 0; A: (-10, -7, 9) middle sign, b x a = (10, -7, -9),
(-10, 7, 7) third-component slip 8 - 1). inverse: [[4,3],[2,2]]^-1 -> \begin{pmatrix} 1 &
-\frac{3}{2} \\ -1 & 2 \end{pmatrix} (det 8 - 6 = 2; adjugate [[2,-3],[-2,4]]; product with the
matrix = I; A: the adjugate, the transpose, signs dropped [[1,3/2],[1,2]], diagonal not swapped
[[2,-3/2],[-1,1]] whose product is [[5,-3],[2,-1]]). quotient: (2 + 3i)/(1 - i) ->
-\frac{1}{2}+\frac{5}{2}i ((2 + 3i)(1 + i) = -1 + 5i, (1 - i)(1 + i) = 2; A: i^2 = +1 gives (5 +
5i)/2, -1 + 5i undivided, denominator slip -2 gives 1/2 - 5/2 i). binary: 1011_2 + 111_2 -> 10010_2
(11 + 7 = 18 = 16 + 2; column carries 0, 1, 0, 0, carry 1; remainders of 18 by 2: 0, 1, 0, 0, 1; A:
18 in base 10, 10000_2 = 16 a carry dropped, 1001_2 = 9 remainders read top down, a cut). clock:
2:30 -> 105^\circ (minute hand 180, hour hand 60 + 15 = 75; A: 120 with the hour hand at the 2, 255
reflex, 7\pi/12 = 105\pi/180 radians). choice: largest of 2^30, 3^20, 4^14, 5^12, 6^11 -> \text{(B)}
(1,073,741,824; 3,486,784,401; 268,435,456; 244,140,625 = 15625^2; 362,797,056; 8^10 < 9^10; A: (C)
mislabelled, (E) from 6^11 taken as 3.6 x 10^9, (A) from 3^2 taken as 6 in tenth roots (4^1.4 ~
6.96, 5^1.2 ~ 6.90, 6^1.1 ~ 7.18), a cut). weekday: Wednesday + 100 days -> \text{Friday} (100 = 7 *
14 + 2; A: Thursday counting today, the remainder 2, Monday counting back). line: through (1, 5),
perpendicular to y = -x/2 + 4 -> y=2x+3 (slope 2, b = 5 - 2; 2x - y + 3 = 0, -2x + y = 3, y - 2x =
3, 2x - y = -3, y - 5 = 2(x - 1) the same line; A: y = 2x - 3, 2x + y - 3 = 0 (y = -2x + 3), y = 2x
- 7, y = 2x + 5). finverse: f(x) = 3x - 7 -> \frac{x+7}{3} (f((x + 7)/3) = x; x/3 + 7/3 = (x + 7)/3
= (1/3)(x + 7); A: (x - 7)/3, 1/(3x - 7), x/3 + 7). range: x^2 + 4x + 7 -> [3,\infty) ((x + 2)^2 +
3, minimum 3 at x = -2; A: (3,\infty), [-2,\infty), [7,\infty) from f(0) = 7, a cut). quadratic: x^2
- 6x + 4 = 0 -> 3\pm\sqrt{5} (discriminant 36 - 16 = 20, (6 +- sqrt 20)/2, sqrt 20 = 2 sqrt 5; sum
6, product 9 - 5 = 4; A: 3 + sqrt 5 alone, sqrt 5 +- 3 (sqrt 5 - 3 ~ -0.76 is not a root), 6 +- 2
sqrt 5 not halved). power: (1 + i)^6 -> -8i ((1 + i)^2 = 2i, (2i)^3 = 8i^3 = -8i; (1 + i)^4 = -4; A:
-2i, -6i, -8 from i^3 = -1, 8i from i^3 = i).

Classes (id): `[ok_]m_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
honest form (tfrac / nobrace / sentence / repeating / dfrac / slash / chain / sqrt12 / eq /
unrationalized / unit / r1_nobrace / coef / neg_num / frac_nobrace / spaces / x_in / left_right /
swapped / thin / ineq / text_or / boxed / unicode / minerva_or / spaced / order / x_eq / reversed /
set / xy_eq / coords / r1_xy / each / xyz_eq / llama_xyz / r1_spaced / bmatrix / compact / row /
array / ijk / angle / matrix_env / scalar / decimal / one_frac / dfrac_thin / i_in_num /
r1_reordered / braces / digits / paren / min_digits / r1_braces / symbol / circ_braces / word / bare
/ text_deg / degree_macro / letter / textbf / text_letter / min_paren / with_value / text / bold_box
/ lower / mathrm / r1_plain / reordered / general / point_slope / neg_x / min_moved / r1_general /
split / f_eq / commuted / factored / r1_dfrac / plus_inf / space / set_builder / r1_in / listed /
x_pm / unsimplified / listed_box / llama_x / r1_order / zero_real / r1_zero). Kind A shapes name the
error (rounded / complement / replace / half / bad_simpl / decimal / obtuse / degrees / magnitude /
coterminal / open / no_hole / closed5 / closed / between / one_piece / missing / flipped / quad_only
/ swapped / x_only / y_slip / z_slip / found_order / solve_slip / middle_sign / reversed /
third_slip / adjugate / transpose / signs / no_swap / i_sq / undivided / den_slip / decimal / carry
/ top_down / hour_at_2 / reflex / radians / mislabel / magnitude / root_slip / count_today /
remainder / backward / b_slip / general_slip / expand_slip / intercept / sign / reciprocal /
partial_div / open / vertex_x / f0 / one_root / swapped_pm / not_halved / cube_i / times3 / i3_real
/ i3_i / cut). Kind A: truth wrong, or no_answer where the form is `truncated` (6 probes: a tag cut
before any root, boxes cut inside the value, an instruct working cut before its last value,
Minerva's closing cut inside the interval); kind B: truth correct. Form: `tag` for every completion
whose answer is in an `<answer>` element, `boxed` for the Qwen / Llama / R1 **Final Answer** boxes,
`minerva`, `truncated`. Counts: 200 MATH probes; kind B 130 (correct), kind A 70 (64 wrong, 6
no_answer); 100 R1-Zero tag completions (70 B, 30 A) and 100 others (60 B, 40 A: 20 R1 **Final
Answer**, 20 Minerva (one cut), 17 Llama 3, 43 Qwen-style boxes in a sentence or Qwen's closing
(four cut)).

Label conventions (corpus/README.md "How each source was labelled"; rounds 227 and 236), kept in
every probe:
- The LAST final answer counts: the `<answer>` element in the R1-Zero format (a sentence, a box,
  `$...$`, `\(...\)` or an equation inside it is read for the value it states as the answer, an
  equation or chain for its final value), else the last box, Minerva's "The final answer is", the R1
  **Final Answer** box. The working before it (a think block or instruct steps) does not change it,
  in either direction.
- Equal values in another form are correct: union pieces and roots in any order, a set `\{..\}` or a
  list for a comma list of roots, "x =" / "s =" / "(x, y) =" / "f^{-1}(x) =" before the value, a
  union written as inequalities joined by "or", `+\infty`, `\left \right`, spaces and thin spaces,
  unsimplified radicals and fractions of the same value (\sqrt{12}, 6/\sqrt{3}, 16/36 = 4/9 as a
  chain, (6 +- sqrt 20)/2), exact decimals (including 0.\overline{4}), a column vector as a row
  tuple, angle brackets or i, j, k, bmatrix / array / matrix for pmatrix, a scalar factor outside a
  matrix, `\frac{-3}{2}` for `-\frac{3}{2}`, `\pm` as two listed roots, base-2 digits without the
  subscript (the README's 4210 for 4210_5), degrees as °, `^{\circ}`, `\degree`, the word or a bare
  number where the question asks for the number of degrees, a unit word after a length, the option
  letter in any wrapper or with its option's number, the weekday in any wrapper or case, the same
  line rearranged.
- Wrong: a different set or interval (an open end for a closed one and the reverse, a closed end
  that adds a point, the complement, one piece, a missing or extra point), a missing root, an
  ordered pair or triple in another order, one coordinate, a different vector or matrix (reversed
  cross product, one component, the adjugate, the transpose), a rounded decimal of an exact value,
  radians where degrees are asked and degrees where radians are asked, another angle with the same
  tangent, another letter, another day, a different line, the value in base 10 where base 2 is asked
  (debatable, below). A cut before the value or inside the box is no_answer.

Debatable (3, with DECISIONS): `ok_m_intersect_coords` ("x = 2, y = 5" where an ordered pair is
asked: accept), `m_binary_decimal` (18, the sum in base 10, where base 2 is asked: reject),
`ok_m_range_ineq` ("y \geq 3" for the range [3,\infty): accept).

Usage: cd /tmp/rounds/rt239 && python build_adversarial_redteam239.py (writes
adversarial_redteam239.jsonl beside this builder; a second run rewrites it byte-identical)
"""

from corpus_build import llama_end, m, minerva_end, qwen_end, r1final, write_probes  # noqa: E402


def tg(think: str, answer: str, mid: str = "") -> str:
    """An R1-Zero completion: `<think>` + working (+ `mid`) + `</think>` + an `<answer>` tag."""
    return "<think>\n" + think + mid + "</think>\n<answer>" + answer + "</answer>"


def tcut(think: str, partial: str, mid: str = "") -> str:
    """An R1-Zero completion whose `<answer>` tag is cut by the token limit after `partial`."""
    return "<think>\n" + think + mid + "</think>\n<answer>" + partial


def r1(think: str, mid: str, summary: str, value: str) -> str:
    """An R1-distill completion: think block, a short summary, then the **Final Answer** box."""
    return "<think>\n" + think + mid + "</think>\n\n" + summary + "\n\n" + r1final(value)


def swap(text: str, old: str, new: str) -> str:
    """`text` with its one `old` passage replaced by `new` (a slip written into a working)."""
    if text.count(old) != 1:
        raise SystemExit(f"swap: {old[:40]!r} not found once")
    return text.replace(old, new)


# fmt: off
# ---------------------------------------------------------------- 1. marbles: \frac{4}{9}
T_MARB = """Okay, so there are 4 red and 5 blue marbles, 9 in total. We draw two without replacement and want both to be the same color.

Number of ways to choose 2 from 9: C(9,2) = 9*8/2 = 36.

Both red: C(4,2) = 4*3/2 = 6.
Both blue: C(5,2) = 5*4/2 = 10.

So 6 + 10 = 16 favorable pairs out of 36.

Let me double-check with sequential probabilities. P(red, red) = 4/9 * 3/8 = 12/72. P(blue, blue) = 5/9 * 4/8 = 20/72. Total 32/72. And 16/36 = 32/72, consistent.
"""

I_MARB = r"""To find the probability, we count unordered pairs of marbles.

**Step 1: Total number of ways to draw 2 marbles.**
There are \(4 + 5 = 9\) marbles, so the number of ways to choose 2 of them is
\[ \binom{9}{2} = \frac{9 \cdot 8}{2} = 36. \]

**Step 2: Ways to draw two marbles of the same color.**
- Both red: \(\binom{4}{2} = \frac{4 \cdot 3}{2} = 6\).
- Both blue: \(\binom{5}{2} = \frac{5 \cdot 4}{2} = 10\).

So there are \(6 + 10 = 16\) favorable outcomes.

**Step 3: Probability.**
"""

MARBLES = ("marbles", r"\frac{4}{9}",
    "A bag contains 4 red marbles and 5 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are the same color?",
    [
        ("tfrac", "B", "tag", tg(T_MARB, r"\tfrac{4}{9}", "\n16/36 reduces: divide top and bottom by 4 to get 4/9.\n"), "\\tfrac in the tag"),
        ("nobrace", "B", "tag", tg(T_MARB, r"$\frac49$", "\nSimplify 32/72 by dividing by 8: 4/9.\n"), "\\frac49 without braces inside $...$ in the tag"),
        ("sentence", "B", "tag", tg(T_MARB, "The probability that both marbles are the same color is 16/36 = 4/9."), "a sentence in the tag ending on the chain 16/36 = 4/9"),
        ("repeating", "B", "tag", tg(T_MARB, r"\(0.\overline{4}\)", "\n16/36 = 4/9, and as a decimal 4/9 = 0.4444..., that is 0.4 repeating.\n"), "0.\\overline{4}: the exact repeating decimal of 4/9"),
        ("rounded", "A", "tag", tg(T_MARB, "0.44", "\n16/36 = 0.444..., so about 0.44.\n"), "a rounded decimal (0.44) for the exact 4/9"),
        ("dfrac", "B", "boxed", I_MARB + r"The probability is \(\frac{16}{36}\), which simplifies to \(\boxed{\dfrac{4}{9}}\).", "\\dfrac in the box after the unsimplified 16/36"),
        ("slash", "B", "boxed", r1(T_MARB, "\n16/36 = 4/9.\n", r"There are \(\binom{9}{2} = 36\) pairs of marbles, and \(6 + 10 = 16\) of them are the same color, so the probability is \(16/36 = 4/9\).", "4/9"), "R1 **Final Answer** box holding the slash fraction 4/9"),
        ("chain", "B", "minerva", I_MARB + "The probability is the number of favorable outcomes divided by the total number of outcomes.\n\n" + minerva_end(r"$\frac{16}{36}=\frac{4}{9}$"), "Minerva's closing holding the chain 16/36 = 4/9"),
        ("complement", "A", "boxed", I_MARB + r"A red marble and a blue marble can be paired in \(4 \cdot 5 = 20\) ways, so the probability is \(\frac{20}{36}\), and the answer is \(\boxed{\frac{5}{9}}\).", "the probability of different colors (20/36 = 5/9), the complement"),
        ("replace", "A", "boxed", I_MARB + r"Drawing with replacement instead, each draw is independent: \(\left(\frac{4}{9}\right)^2 + \left(\frac{5}{9}\right)^2 = \frac{16}{81} + \frac{25}{81} = \frac{41}{81}\)." + "\n\n" + llama_end(r"\frac{41}{81}"), "with replacement (41/81) where the draws are without replacement"),
    ])

# ---------------------------------------------------------------- 2. triangle: 2\sqrt{3}
T_TRI = """An equilateral triangle with side s. The altitude splits it into two 30-60-90 right triangles, each with hypotenuse s, short leg s/2, and long leg equal to the altitude, 3.

By Pythagoras: (s/2)^2 + 3^2 = s^2.
So s^2/4 + 9 = s^2, which gives 9 = s^2 - s^2/4 = 3s^2/4.

So 3s^2 = 36, s^2 = 12.
"""

I_TRI = r"""In an equilateral triangle, the altitude bisects the base, forming two congruent 30-60-90 triangles.

Let the side length be \(s\). In one of the right triangles, the hypotenuse is \(s\), one leg is \(\frac{s}{2}\), and the other leg is the altitude, \(3\).

By the Pythagorean theorem:
\[ \left(\frac{s}{2}\right)^2 + 3^2 = s^2 \implies \frac{s^2}{4} + 9 = s^2 \implies \frac{3s^2}{4} = 9 \implies s^2 = 12. \]

"""

TRIANGLE = ("triangle", r"2\sqrt{3}",
    "The altitude of an equilateral triangle is 3 units. What is the length of a side of the triangle? Give an exact answer.",
    [
        ("sqrt12", "B", "tag", tg(T_TRI, r"\sqrt{12}", "Since s > 0, s = √12.\n"), "\\sqrt{12}, the unsimplified radical of 2\\sqrt{3}"),
        ("nobrace", "B", "tag", tg(T_TRI, r"\(2\sqrt3\)", "s = √12 = 2√3.\n\nCheck: the altitude is (√3/2)·s = (√3/2)·2√3 = 3. ✓\n"), "\\sqrt3 without braces inside \\( \\)"),
        ("eq", "B", "tag", tg(T_TRI, r"s = 2\sqrt{3}", "s is positive, so s = 2√3.\n"), "'s =' before the value in the tag"),
        ("sentence", "B", "tag", tg(T_TRI, r"Each side of the triangle has length $2\sqrt{3}$ units.", "So s = √12 = 2√3.\n"), "a sentence with the value in $...$ and a unit word"),
        ("half", "A", "tag", tg(T_TRI, r"\sqrt{3}", "So s = 2√3. The base of each small right triangle is half a side, s/2 = √3.\n"), "half the side (the short leg of the 30-60-90 triangle)"),
        ("unrationalized", "B", "boxed", I_TRI + r"Alternatively, the altitude of an equilateral triangle is \(\frac{\sqrt{3}}{2}s\), so \(\frac{\sqrt{3}}{2}s = 3\) gives \(s = \frac{6}{\sqrt{3}}\)." + "\n\n" + r"So the side length is \(\boxed{\frac{6}{\sqrt{3}}}\).", "6/\\sqrt{3}: the denominator not rationalized, equal to 2\\sqrt{3}"),
        ("unit", "B", "boxed", I_TRI + r"Taking the positive root, \(s = \sqrt{12} = \sqrt{4 \cdot 3} = 2\sqrt{3}\)." + "\n\n" + llama_end(r"2\sqrt{3} \text{ units}"), "Llama's closing with \\text{ units} after the value"),
        ("r1_nobrace", "B", "boxed", r1(T_TRI, "s = 2√3.\n", r"Let the side be \(s\). The altitude splits the triangle into two right triangles with legs \(\frac{s}{2}\) and \(3\), so \(\frac{s^2}{4} + 9 = s^2\), giving \(s^2 = 12\) and \(s = 2\sqrt{3}\).", r"2\sqrt3"), "R1 **Final Answer** box with \\sqrt3 unbraced"),
        ("bad_simpl", "A", "boxed", I_TRI + r"Taking the square root, \(s = \sqrt{12} = \sqrt{4} \cdot \sqrt{3} = 4\sqrt{3}\)." + "\n\n" + r"So the side length is \(\boxed{4\sqrt{3}}\).", "a radical simplified wrongly: 4\\sqrt{3} = \\sqrt{48}"),
        ("decimal", "A", "minerva", I_TRI + r"So \(s = \sqrt{12} \approx 3.46\)." + "\n\n" + minerva_end("$3.46$"), "a rounded decimal of the irrational 2\\sqrt{3}"),
    ])

# ---------------------------------------------------------------- 3. arctan: -\frac{\pi}{3}
T_ATAN = """We need the angle θ in (-π/2, π/2) with tan θ = -√3, since that's the range of arctan.

I know tan(π/3) = sin(π/3)/cos(π/3) = (√3/2)/(1/2) = √3.

Tangent is odd: tan(-x) = -tan(x). So tan(-π/3) = -√3.
"""

MID_ATAN = """
Is -π/3 in (-π/2, π/2)? Yes: -π/3 ≈ -1.047 and -π/2 ≈ -1.571.

Hmm, tan(2π/3) is also -√3, but 2π/3 is outside the range of arctan, so that's not it.
"""

I_ATAN = r"""The range of \(\arctan\) is \(\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)\), so we need the angle \(\theta\) in this interval with \(\tan\theta = -\sqrt{3}\).

**Step 1: Reference angle.** Since \(\tan\frac{\pi}{3} = \frac{\sin(\pi/3)}{\cos(\pi/3)} = \frac{\sqrt{3}/2}{1/2} = \sqrt{3}\), the reference angle is \(\frac{\pi}{3}\).

**Step 2: Sign.** The tangent is negative, and within \(\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)\) the tangent is negative only on \(\left(-\frac{\pi}{2}, 0\right)\). Since \(\tan\) is odd, \(\tan\left(-\frac{\pi}{3}\right) = -\sqrt{3}\).

"""

ARCTAN = ("arctan", r"-\frac{\pi}{3}",
    r"Compute $\arctan\left(-\sqrt{3}\right)$. Express your answer in radians.",
    [
        ("slash", "B", "tag", tg(T_ATAN, r"-\pi/3", MID_ATAN), "the slash form -\\pi/3 in the tag"),
        ("dfrac", "B", "tag", tg(T_ATAN, r"$-\dfrac{\pi}{3}$", MID_ATAN), "\\dfrac inside $...$"),
        ("coef", "B", "tag", tg(T_ATAN, r"\boxed{-\frac{1}{3}\pi}", MID_ATAN), "a box in the tag holding -\\frac{1}{3}\\pi (the coefficient written before \\pi)"),
        ("obtuse", "A", "tag", tg(T_ATAN, r"\frac{2\pi}{3}", "\nActually, angles are usually given between 0 and π, and tan(2π/3) = -√3 too, so I'll take 2π/3.\n"), "2\\pi/3: tan is -\\sqrt{3} there, but it is outside the range of arctan"),
        ("degrees", "A", "tag", tg(T_ATAN, r"$-60^\circ$", MID_ATAN + "\nIn degrees, -π/3 is -60°.\n"), "degrees where radians are asked"),
        ("neg_num", "B", "boxed", I_ATAN + qwen_end(r"\frac{-\pi}{3}"), "the minus sign in the numerator: \\frac{-\\pi}{3}"),
        ("frac_nobrace", "B", "minerva", I_ATAN + minerva_end(r"$-\frac\pi3$"), "\\frac\\pi3 with no braces at all"),
        ("tfrac", "B", "boxed", r1(T_ATAN, MID_ATAN, r"Since \(\tan\frac{\pi}{3} = \sqrt{3}\) and tangent is odd, \(\tan\left(-\frac{\pi}{3}\right) = -\sqrt{3}\), and \(-\frac{\pi}{3}\) lies in the range \(\left(-\frac{\pi}{2}, \frac{\pi}{2}\right)\) of arctan.", r"-\tfrac{\pi}{3}"), "R1 **Final Answer** box with \\tfrac"),
        ("magnitude", "A", "boxed", I_ATAN + r"So the angle is \(\frac{\pi}{3}\) below the \(x\)-axis, and the answer is \(\boxed{\frac{\pi}{3}}\).", "the sign dropped: the reference angle"),
        ("coterminal", "A", "boxed", I_ATAN + r"Expressing the angle in \([0, 2\pi)\): \(-\frac{\pi}{3} + 2\pi = \frac{5\pi}{3}\)." + "\n\n" + llama_end(r"\frac{5\pi}{3}"), "5\\pi/3: a coterminal angle outside the range of arctan"),
    ])

# ---------------------------------------------------------------- 4. domain: [2,5)\cup(5,\infty)
T_DOM = """For f(x) = sqrt(x-2)/(x-5), there are two conditions.

First, the square root needs x - 2 ≥ 0, so x ≥ 2.

Second, the denominator can't be zero: x - 5 ≠ 0, so x ≠ 5.

So x ≥ 2 but x ≠ 5. Is x = 2 okay? sqrt(0)/(2-5) = 0/(-3) = 0. Fine, so 2 is included.
"""

I_DOM = r"""For \(f(x) = \frac{\sqrt{x-2}}{x-5}\) to be defined, two conditions must hold.

**Condition 1: the square root.** The expression under the square root must be nonnegative:
\[ x - 2 \ge 0 \implies x \ge 2. \]

**Condition 2: the denominator.** The denominator cannot be zero:
\[ x - 5 \ne 0 \implies x \ne 5. \]

**Combining.** We need \(x \ge 2\) and \(x \ne 5\). The point \(x = 2\) is allowed (there \(f(2) = \frac{0}{-3} = 0\)), and \(x = 5\) must be removed.

"""

DOMAIN = ("domain", r"[2,5)\cup(5,\infty)",
    r"Find the domain of the function $f(x) = \frac{\sqrt{x-2}}{x-5}$. Express your answer in interval notation.",
    [
        ("spaces", "B", "tag", tg(T_DOM, r"[2, 5) \cup (5, \infty)"), "spaces after the commas and around \\cup"),
        ("x_in", "B", "tag", tg(T_DOM, r"$x \in [2, 5) \cup (5, +\infty)$"), "'x \\in' before the union, +\\infty"),
        ("left_right", "B", "tag", tg(T_DOM, r"\(\left[2,5\right)\cup\left(5,\infty\right)\)", "\nSo in interval notation: [2, 5) together with (5, ∞).\n"), "\\left[ \\right) delimiters inside \\( \\)"),
        ("open", "A", "tag", tg(T_DOM, r"(2,5)\cup(5,\infty)", "\nHmm, but at x = 2 the numerator is zero... I'll leave 2 out to be safe.\n"), "2 excluded: an open end where the gold is closed"),
        ("no_hole", "A", "tag", tg(T_DOM, r"$[2, \infty)$", "\nSo the domain is all x ≥ 2.\n"), "5 not removed"),
        ("swapped", "B", "boxed", I_DOM + qwen_end(r"(5,\infty)\cup[2,5)"), "the union's pieces in the other order"),
        ("thin", "B", "boxed", r1(T_DOM, "", r"The square root requires \(x \ge 2\), and the denominator requires \(x \ne 5\). So the domain is all \(x \ge 2\) except \(x = 5\).", r"[2,\,5)\cup(5,\,\infty)"), "R1 **Final Answer** box with thin spaces \\,"),
        ("ineq", "B", "minerva", I_DOM + minerva_end(r"$2 \le x < 5$ or $x > 5$"), "the same set as inequalities joined by 'or'"),
        ("closed5", "A", "boxed", I_DOM + r"Therefore, the domain of \(f\) is \(\boxed{[2,5]\cup(5,\infty)}\).", "a closed bracket at 5: [2,5] \\cup (5,\\infty) = [2,\\infty) includes 5"),
        ("cut", "A", "truncated", I_DOM + r"Therefore, the domain of \(f\) is \(\boxed{[2,5)\cup", "cut inside the box before the second piece: no_answer"),
    ])

# ---------------------------------------------------------------- 5. absolute value: (-\infty,-1)\cup(4,\infty)
T_ABS = """|2x - 3| > 5 means 2x - 3 > 5 or 2x - 3 < -5.

Case 1: 2x - 3 > 5 → 2x > 8 → x > 4.
Case 2: 2x - 3 < -5 → 2x < -2 → x < -1.

Check x = 5: |10 - 3| = 7 > 5 ✓. x = 0: |-3| = 3, not > 5, so 0 is excluded ✓. x = -2: |-7| = 7 > 5 ✓.
"""

MID_ABS = """
Endpoints: x = 4 gives |5| = 5, not greater than 5, so it's excluded. Same for x = -1: |-5| = 5, excluded.
"""

I_ABS = r"""We solve \(|2x - 3| > 5\). An absolute value is greater than 5 exactly when the quantity inside is greater than 5 or less than \(-5\).

**Case 1:** \(2x - 3 > 5 \implies 2x > 8 \implies x > 4\).

**Case 2:** \(2x - 3 < -5 \implies 2x < -2 \implies x < -1\).

The inequality is strict, so the endpoints \(x = -1\) and \(x = 4\) (where \(|2x - 3| = 5\)) are not included.

"""

ABSVAL = ("absval", r"(-\infty,-1)\cup(4,\infty)",
    r"Solve the inequality $|2x - 3| > 5$. Express your answer in interval notation.",
    [
        ("text_or", "B", "tag", tg(T_ABS, r"x < -1 \text{ or } x > 4", MID_ABS), "the union written as inequalities with \\text{ or }"),
        ("swapped", "B", "tag", tg(T_ABS, r"$(4,\infty)\cup(-\infty,-1)$", MID_ABS), "the pieces swapped inside $...$"),
        ("boxed", "B", "tag", tg(T_ABS, r"\boxed{(-\infty, -1) \cup (4, \infty)}", MID_ABS), "a box with spaces inside the tag"),
        ("unicode", "B", "tag", tg(T_ABS, "The solution set is (−∞, −1) ∪ (4, ∞).", MID_ABS), "a sentence with Unicode minus, ∞ and ∪"),
        ("closed", "A", "tag", tg(T_ABS, r"(-\infty,-1] \cup [4,\infty)", "\nThe boundary points solve |2x - 3| = 5, so I'll include them.\n"), "closed ends where the inequality is strict"),
        ("left_right", "B", "boxed", I_ABS + qwen_end(r"\left(-\infty,-1\right)\cup\left(4,+\infty\right)"), "\\left( \\right) delimiters and +\\infty"),
        ("minerva_or", "B", "minerva", I_ABS + minerva_end(r"$x<-1$ or $x>4$"), "two inequalities joined by 'or' in Minerva's closing"),
        ("spaced", "B", "boxed", r1(T_ABS, MID_ABS, r"The inequality \(|2x-3| > 5\) splits into \(2x - 3 > 5\), giving \(x > 4\), and \(2x - 3 < -5\), giving \(x < -1\).", r"(-\infty,-1)\ \cup\ (4,\infty)"), "R1 **Final Answer** box with '\\ ' spaces around \\cup"),
        ("between", "A", "boxed", I_ABS + r"So the solution is the interval between the two critical points, \(\boxed{(-1,4)}\).", "the complement (-1, 4)"),
        ("one_piece", "A", "boxed", I_ABS + r"Since the absolute value must be greater than 5, we keep only the case \(x > 4\)." + "\n\n" + llama_end(r"(4,\infty)"), "one piece of the union"),
    ])
# fmt: on

# fmt: off
# ---------------------------------------------------------------- 6. cubic: -3,1,2
T_CUB = """Find all real roots of x^3 - 7x + 6 = 0.

Try x = 1: 1 - 7 + 6 = 0. Yes! So (x - 1) is a factor.

Divide: x^3 - 7x + 6 = (x - 1)(x^2 + x - 6). Check: (x - 1)(x^2 + x - 6) = x^3 + x^2 - 6x - x^2 - x + 6 = x^3 - 7x + 6. ✓

Now x^2 + x - 6 = (x + 3)(x - 2).
"""

I_CUB = r"""We look for rational roots among the divisors of 6: \(\pm 1, \pm 2, \pm 3, \pm 6\).

Testing \(x = 1\): \(1^3 - 7(1) + 6 = 1 - 7 + 6 = 0\). So \(x - 1\) is a factor.

Dividing \(x^3 - 7x + 6\) by \(x - 1\) (synthetic division with coefficients \(1, 0, -7, 6\)):
\[
\begin{array}{r|rrrr}
1 & 1 & 0 & -7 & 6 \\
  &   & 1 & 1 & -6 \\ \hline
  & 1 & 1 & -6 & 0
\end{array}
\]
So \(x^3 - 7x + 6 = (x - 1)(x^2 + x - 6)\).

Factoring the quadratic: \(x^2 + x - 6 = (x + 3)(x - 2)\), since \(3 \cdot (-2) = -6\) and \(3 + (-2) = 1\).

Hence \(x^3 - 7x + 6 = (x - 1)(x + 3)(x - 2)\).

"""

CUBIC = ("cubic", "-3,1,2",
    r"Find all real roots of $x^3 - 7x + 6 = 0$. Enter all the roots, separated by commas.",
    [
        ("order", "B", "tag", tg(T_CUB, "1, 2, -3", "So the roots are 1, then -3 and 2.\n"), "the roots in the order found"),
        ("x_eq", "B", "tag", tg(T_CUB, r"$x = -3, 1, 2$", "Roots: x = 1, x = -3, x = 2.\n"), "'x =' before the list inside $...$"),
        ("sentence", "B", "tag", tg(T_CUB, "The roots are x = 1, x = 2, and x = -3.", "So x = 1, x = -3, x = 2.\n"), "a sentence naming each root, 'and' before the last"),
        ("missing", "A", "tag", tg(T_CUB, "1, 2", "So the roots are x = 1 and x = 2.\n"), "the root -3 lost"),
        ("cut", "A", "truncated", tcut(T_CUB, "The real roots of the equation are"), "the tag cut before any root: no_answer"),
        ("reversed", "B", "boxed", I_CUB + r"Setting each factor equal to zero, the roots are \(\boxed{2, 1, -3}\).", "the roots in decreasing order"),
        ("set", "B", "boxed", I_CUB + r"Setting each factor equal to zero gives \(x = 1\), \(x = -3\) and \(x = 2\)." + "\n\n" + llama_end(r"\{-3, 1, 2\}"), "the roots as a set \\{..\\}"),
        ("spaced", "B", "boxed", r1(T_CUB, "So x = 1, x = -3 or x = 2.\n", r"Since \(x = 1\) is a root, \(x^3 - 7x + 6 = (x - 1)(x^2 + x - 6) = (x - 1)(x + 3)(x - 2)\).", r"-3,\ 1,\ 2"), "R1 **Final Answer** box with '\\ ' after the commas"),
        ("flipped", "A", "boxed", I_CUB + r"Setting each factor to zero gives \(x = -1\), \(x = 3\) and \(x = -2\), so the roots are \(\boxed{-2, -1, 3}\).", "every root's sign flipped"),
        ("quad_only", "A", "minerva", I_CUB + r"The roots of the quadratic factor are \(x = -3\) and \(x = 2\)." + "\n\n" + minerva_end("$-3, 2$"), "the root 1 (the first one found) lost"),
    ])

# ---------------------------------------------------------------- 7. intersection: (2,5)
T_INT = """Substitute y = 2x + 1 into 3x + y = 11:
3x + (2x + 1) = 11
5x + 1 = 11
5x = 10
x = 2.
"""

MID_INT = """Then y = 2(2) + 1 = 5.

Check in the second equation: 3(2) + 5 = 6 + 5 = 11 ✓.
"""

I_INT = r"""We solve the system
\[ y = 2x + 1, \qquad 3x + y = 11. \]

Substituting the first equation into the second:
\[ 3x + (2x + 1) = 11 \implies 5x + 1 = 11 \implies 5x = 10 \implies x = 2. \]

"""

INTERSECT = ("intersect", "(2,5)",
    r"Find the point of intersection of the lines $y = 2x + 1$ and $3x + y = 11$. Enter your answer as an ordered pair.",
    [
        ("spaces", "B", "tag", tg(T_INT, "( 2 , 5 )", MID_INT), "spaces inside the pair"),
        ("xy_eq", "B", "tag", tg(T_INT, r"$(x,y) = (2,5)$", MID_INT), "'(x,y) =' before the pair"),
        ("sentence", "B", "tag", tg(T_INT, "The lines intersect at the point (2, 5).", MID_INT), "a sentence naming the point"),
        ("coords", "B", "tag", tg(T_INT, "x = 2, y = 5", MID_INT), "debatable: both coordinates named, not written as a pair (see DECISIONS)", True),
        ("swapped", "A", "tag", tg(T_INT, "(5, 2)", MID_INT + "\nSo the point is y = 5, x = 2.\n"), "the pair written (y, x)"),
        ("thin", "B", "boxed", I_INT + r"Then \(y = 2(2) + 1 = 5\). Check: \(3(2) + 5 = 11\) ✓." + "\n\n" + r"The point of intersection is \(\boxed{(2,\,5)}\).", "a thin space inside the pair"),
        ("left_right", "B", "boxed", I_INT + r"Then \(y = 2(2) + 1 = 5\)." + "\n\n" + llama_end(r"\left(2, 5\right)"), "\\left( \\right) delimiters"),
        ("r1_xy", "B", "boxed", r1(T_INT, MID_INT, r"Substituting \(y = 2x + 1\) into \(3x + y = 11\) gives \(5x + 1 = 11\), so \(x = 2\) and \(y = 5\).", r"(x, y) = \left(2, 5\right)"), "R1 **Final Answer** box with '(x, y) =' and \\left( \\right)"),
        ("x_only", "A", "boxed", I_INT + r"So the lines intersect at \(\boxed{x = 2}\).", "the x-coordinate only where the point is asked"),
        ("y_slip", "A", "minerva", I_INT + r"Then \(y = 2 + 1 = 3\)." + "\n\n" + minerva_end("$(2, 3)$"), "y computed without the factor 2: (2, 3)"),
    ])

# ---------------------------------------------------------------- 8. system of three: (2,-1,3)
T_SYS = """Subtract the second equation from the first: (x + y + z) - (x - y + z) = 4 - 6, so 2y = -2, y = -1.

Put y = -1 in the first: x - 1 + z = 4, so x + z = 5.
Put y = -1 in the third: 2x - 1 - z = 0, so 2x - z = 1.
"""

MID_SYS = """
Add them: 3x = 6, x = 2. Then z = 5 - 2 = 3.

Check all three: 2 - 1 + 3 = 4 ✓, 2 + 1 + 3 = 6 ✓, 4 - 1 - 3 = 0 ✓.
"""

I_SYS = r"""**Step 1: Eliminate \(x\) and \(z\).** Subtracting the second equation from the first:
\[ (x + y + z) - (x - y + z) = 4 - 6 \implies 2y = -2 \implies y = -1. \]

**Step 2: Reduce to two equations.** Substituting \(y = -1\):
- first equation: \(x - 1 + z = 4 \implies x + z = 5\);
- third equation: \(2x - 1 - z = 0 \implies 2x - z = 1\).

"""

I_SYS_OK = r"""**Step 3: Solve.** Adding the two equations: \(3x = 6\), so \(x = 2\), and then \(z = 5 - 2 = 3\).

**Check:** \(2 + (-1) + 3 = 4\) ✓, \(2 - (-1) + 3 = 6\) ✓, \(2(2) + (-1) - 3 = 0\) ✓.

"""

SYSTEM = ("system", "(2,-1,3)",
    r"Solve the system of equations \begin{align*} x + y + z &= 4, \\ x - y + z &= 6, \\ 2x + y - z &= 0. \end{align*} Enter your answer as an ordered triple $(x, y, z)$.",
    [
        ("spaces", "B", "tag", tg(T_SYS, "(2, -1, 3)", MID_SYS), "the triple with spaces"),
        ("each", "B", "tag", tg(T_SYS, "x = 2, y = -1, z = 3", MID_SYS), "each variable named in order x, y, z"),
        ("xyz_eq", "B", "tag", tg(T_SYS, r"\((x,y,z)=(2,-1,3)\)", MID_SYS), "'(x,y,z) =' inside \\( \\)"),
        ("z_slip", "A", "tag", tg(T_SYS, "(2, -1, 7)", "\nAdd them: 3x = 6, x = 2. Then z = 5 + 2 = 7.\n"), "a sign slip in z: (2, -1, 7)"),
        ("found_order", "A", "tag", tg(T_SYS, "(-1, 2, 3)", MID_SYS + "\nIn the order I found them: y = -1, x = 2, z = 3.\n"), "the triple written in the order found (y, x, z)"),
        ("thin", "B", "boxed", I_SYS + I_SYS_OK + r"Therefore the solution is \(\boxed{\left(2,\,-1,\,3\right)}\).", "\\left( \\right) and thin spaces"),
        ("llama_xyz", "B", "boxed", I_SYS + I_SYS_OK + llama_end(r"(x, y, z) = (2, -1, 3)"), "'(x, y, z) =' inside Llama's box"),
        ("r1_spaced", "B", "boxed", r1(T_SYS, MID_SYS, r"Subtracting the first two equations gives \(y = -1\); then \(x + z = 5\) and \(2x - z = 1\), so \(x = 2\) and \(z = 3\).", r"(2,\ -1,\ 3)"), "R1 **Final Answer** box with '\\ ' spaces"),
        ("solve_slip", "A", "boxed", I_SYS + r"**Step 3: Solve.** From the second equation, \(z = 1 - 2x\). Substituting into \(x + z = 5\): \(x + 1 - 2x = 5\), so \(-x = 4\) and \(x = -4\). Then \(z = 1 - 2(-4) = 9\)." + "\n\n" + r"Therefore the solution is \(\boxed{(-4, -1, 9)}\).", "z = 1 - 2x for 2x - 1: (-4, -1, 9) fails the third equation"),
        ("cut", "A", "truncated", I_SYS + r"**Step 3: Solve.** Adding the two equations: \(3x = 6\), so \(x = 2\), and then \(z = ", "cut before z and before any answer: no_answer"),
    ])

# ---------------------------------------------------------------- 9. cross product: (-10, 7, 9) as a column
T_CROSS = """Cross product of a = (2, -1, 3) and b = (1, 4, -2).

Formula: a × b = (a2 b3 - a3 b2, a3 b1 - a1 b3, a1 b2 - a2 b1).
"""

MID_CROSS = """
First: (-1)(-2) - (3)(4) = 2 - 12 = -10.
Second: (3)(1) - (2)(-2) = 3 + 4 = 7.
Third: (2)(4) - (-1)(1) = 8 + 1 = 9.

Check orthogonality with a: 2(-10) + (-1)(7) + 3(9) = -20 - 7 + 27 = 0 ✓. With b: 1(-10) + 4(7) + (-2)(9) = -10 + 28 - 18 = 0 ✓.
"""

I_CROSS = r"""The cross product of \(\mathbf{a} = \begin{pmatrix} a_1 \\ a_2 \\ a_3 \end{pmatrix}\) and \(\mathbf{b} = \begin{pmatrix} b_1 \\ b_2 \\ b_3 \end{pmatrix}\) is
\[ \mathbf{a} \times \mathbf{b} = \begin{pmatrix} a_2 b_3 - a_3 b_2 \\ a_3 b_1 - a_1 b_3 \\ a_1 b_2 - a_2 b_1 \end{pmatrix}. \]

Here \(a_1 = 2, a_2 = -1, a_3 = 3\) and \(b_1 = 1, b_2 = 4, b_3 = -2\).

"""

I_CROSS_OK = r"""- First component: \((-1)(-2) - (3)(4) = 2 - 12 = -10\).
- Second component: \((3)(1) - (2)(-2) = 3 + 4 = 7\).
- Third component: \((2)(4) - (-1)(1) = 8 + 1 = 9\).

"""

CROSS = ("cross", r"\begin{pmatrix} -10 \\ 7 \\ 9 \end{pmatrix}",
    r"Find $\begin{pmatrix} 2 \\ -1 \\ 3 \end{pmatrix} \times \begin{pmatrix} 1 \\ 4 \\ -2 \end{pmatrix}.$",
    [
        ("bmatrix", "B", "tag", tg(T_CROSS, r"\begin{bmatrix} -10 \\ 7 \\ 9 \end{bmatrix}", MID_CROSS), "bmatrix for the pmatrix gold"),
        ("compact", "B", "tag", tg(T_CROSS, r"$\begin{pmatrix}-10\\7\\9\end{pmatrix}$", MID_CROSS), "a compact pmatrix inside $...$"),
        ("row", "B", "tag", tg(T_CROSS, "(-10, 7, 9)", MID_CROSS), "the vector as a row tuple"),
        ("array", "B", "tag", tg(T_CROSS, r"\boxed{\left(\begin{array}{c} -10 \\ 7 \\ 9 \end{array}\right)}", MID_CROSS), "a box in the tag holding \\left( array \\right)"),
        ("middle_sign", "A", "tag", tg(T_CROSS, r"\begin{pmatrix} -10 \\ -7 \\ 9 \end{pmatrix}", "\nFirst: (-1)(-2) - (3)(4) = 2 - 12 = -10.\nSecond: (2)(-2) - (3)(1) = -4 - 3 = -7.\nThird: (2)(4) - (-1)(1) = 8 + 1 = 9.\n"), "the middle component's sign flipped (a1 b3 - a3 b1)"),
        ("ijk", "B", "boxed", I_CROSS + I_CROSS_OK + r"So \(\mathbf{a} \times \mathbf{b} = \boxed{-10\mathbf{i} + 7\mathbf{j} + 9\mathbf{k}}\).", "the vector in i, j, k form"),
        ("angle", "B", "minerva", I_CROSS + I_CROSS_OK + minerva_end(r"$\langle -10, 7, 9 \rangle$"), "angle brackets \\langle \\rangle"),
        ("matrix_env", "B", "boxed", r1(T_CROSS, MID_CROSS, r"Using \(\mathbf{a} \times \mathbf{b} = (a_2 b_3 - a_3 b_2,\ a_3 b_1 - a_1 b_3,\ a_1 b_2 - a_2 b_1)\) with \(\mathbf{a} = (2, -1, 3)\) and \(\mathbf{b} = (1, 4, -2)\):", r"\left(\begin{matrix} -10 \\ 7 \\ 9 \end{matrix}\right)"), "R1 **Final Answer** box with a matrix environment in \\left( \\right)"),
        ("reversed", "A", "boxed", I_CROSS + r"""- First component: \((4)(3) - (-2)(-1) = 12 - 2 = 10\).
- Second component: \((-2)(2) - (1)(3) = -4 - 3 = -7\).
- Third component: \((1)(-1) - (4)(2) = -1 - 8 = -9\).

So the cross product is \(\boxed{\begin{pmatrix} 10 \\ -7 \\ -9 \end{pmatrix}}\).""", "b x a computed (the roles of the vectors exchanged): the negative"),
        ("third_slip", "A", "boxed", I_CROSS + r"""- First component: \((-1)(-2) - (3)(4) = 2 - 12 = -10\).
- Second component: \((3)(1) - (2)(-2) = 3 + 4 = 7\).
- Third component: \((2)(4) - (-1)(1) = 8 - 1 = 7\).

""" + llama_end(r"\begin{pmatrix} -10 \\ 7 \\ 7 \end{pmatrix}"), "a sign slip in the third component: 7 for 9"),
    ])

# ---------------------------------------------------------------- 10. inverse matrix
T_INV = """For a 2x2 matrix [[a, b], [c, d]] the inverse is 1/(ad - bc) * [[d, -b], [-c, a]].

Here a = 4, b = 3, c = 2, d = 2.

Determinant: ad - bc = 4*2 - 3*2 = 8 - 6 = 2. Not zero, so the inverse exists.
"""

MID_INV = """
Swap a and d, negate b and c: [[2, -3], [-2, 4]]. Divide by 2: [[1, -3/2], [-1, 2]].

Check: [[4, 3], [2, 2]] times [[1, -3/2], [-1, 2]]: first row 4·1 + 3·(-1) = 1 and 4·(-3/2) + 3·2 = -6 + 6 = 0; second row 2·1 + 2·(-1) = 0 and 2·(-3/2) + 2·2 = -3 + 4 = 1. Identity ✓.
"""

I_INV = r"""For a \(2 \times 2\) matrix \(\begin{pmatrix} a & b \\ c & d \end{pmatrix}\) with \(ad - bc \neq 0\), the inverse is
\[ \frac{1}{ad - bc} \begin{pmatrix} d & -b \\ -c & a \end{pmatrix}. \]

**Step 1: Determinant.** \(ad - bc = (4)(2) - (3)(2) = 8 - 6 = 2\).

"""

I_INV_OK = r"""**Step 2: Adjugate.** Swapping the diagonal entries and negating the off-diagonal entries gives \(\begin{pmatrix} 2 & -3 \\ -2 & 4 \end{pmatrix}\).

**Step 3: Divide by the determinant.**
\[ \frac{1}{2}\begin{pmatrix} 2 & -3 \\ -2 & 4 \end{pmatrix}. \]

"""

INVERSE = ("inverse", r"\begin{pmatrix} 1 & -\frac{3}{2} \\ -1 & 2 \end{pmatrix}",
    r"Find the inverse of the matrix $\begin{pmatrix} 4 & 3 \\ 2 & 2 \end{pmatrix}$.",
    [
        ("bmatrix", "B", "tag", tg(T_INV, r"\begin{bmatrix} 1 & -3/2 \\ -1 & 2 \end{bmatrix}", MID_INV), "bmatrix with the slash entry -3/2"),
        ("scalar", "B", "tag", tg(T_INV, r"$\frac{1}{2}\begin{pmatrix} 2 & -3 \\ -2 & 4 \end{pmatrix}$", "\nSwap a and d, negate b and c: [[2, -3], [-2, 4]], and the inverse is 1/2 times that.\n\nCheck the (1,1) entry: 4·1 + 3·(-1) = 1 ✓.\n"), "the scalar 1/2 left outside the matrix: the same matrix"),
        ("decimal", "B", "tag", tg(T_INV, r"\begin{pmatrix}1&-1.5\\-1&2\end{pmatrix}", MID_INV), "the exact decimal -1.5 for -3/2"),
        ("adjugate", "A", "tag", tg(T_INV, r"\begin{pmatrix} 2 & -3 \\ -2 & 4 \end{pmatrix}", "\nSwap a and d, negate b and c: [[2, -3], [-2, 4]]. That's the inverse.\n"), "the adjugate, not divided by the determinant"),
        ("transpose", "A", "tag", tg(T_INV, r"\begin{pmatrix} 1 & -1 \\ -\frac{3}{2} & 2 \end{pmatrix}", "\nSwap a and d, negate b and c, divide by 2. Writing it column by column: the first column is (1, -3/2) and the second column is (-1, 2).\n"), "the transpose of the inverse (rows written as columns)"),
        ("dfrac", "B", "boxed", I_INV + I_INV_OK + qwen_end(r"\begin{pmatrix} 1 & -\dfrac{3}{2} \\ -1 & 2 \end{pmatrix}"), "\\dfrac inside the matrix"),
        ("array", "B", "boxed", r1(T_INV, MID_INV, r"The determinant is \(4 \cdot 2 - 3 \cdot 2 = 2\), so the inverse is \(\frac{1}{2}\begin{pmatrix} 2 & -3 \\ -2 & 4 \end{pmatrix}\).", r"\left[\begin{array}{cc} 1 & -\frac{3}{2} \\ -1 & 2 \end{array}\right]"), "R1 **Final Answer** box with \\left[ array \\right]"),
        ("neg_num", "B", "minerva", I_INV + I_INV_OK + minerva_end(r"$\begin{pmatrix} 1 & \frac{-3}{2} \\ -1 & 2 \end{pmatrix}$"), "\\frac{-3}{2}: the sign in the numerator"),
        ("signs", "A", "boxed", I_INV + I_INV_OK + r"Multiplying each entry by \(\frac{1}{2}\), the inverse is \(\boxed{\begin{pmatrix} 1 & \frac{3}{2} \\ 1 & 2 \end{pmatrix}}\).", "the off-diagonal signs dropped"),
        ("no_swap", "A", "boxed", I_INV + r"""**Step 2: Adjugate.** Negating the off-diagonal entries gives \(\begin{pmatrix} 4 & -3 \\ -2 & 2 \end{pmatrix}\).

**Step 3: Divide by the determinant.** Multiplying by \(\frac{1}{2}\):

""" + llama_end(r"\begin{pmatrix} 2 & -\frac{3}{2} \\ -1 & 1 \end{pmatrix}"), "the diagonal entries not swapped"),
    ])
# fmt: on

# fmt: off
# ---------------------------------------------------------------- 11. complex quotient: -\frac{1}{2}+\frac{5}{2}i
T_QUO = """To divide complex numbers, multiply the top and the bottom by the conjugate of the denominator, which is 1 + i.

Denominator: (1 - i)(1 + i) = 1 - i^2 = 1 + 1 = 2.
"""

MID_QUO = """
Numerator: (2 + 3i)(1 + i) = 2 + 2i + 3i + 3i^2 = 2 + 5i - 3 = -1 + 5i.

So the quotient is (-1 + 5i)/2.
"""

I_QUO = r"""We multiply the numerator and the denominator by the conjugate of the denominator, \(1 + i\):
\[ \frac{2+3i}{1-i} \cdot \frac{1+i}{1+i} = \frac{(2+3i)(1+i)}{(1-i)(1+i)}. \]

**Denominator:** \((1 - i)(1 + i) = 1 - i^2 = 1 - (-1) = 2\).

"""

I_QUO_OK = r"""**Numerator:** \((2 + 3i)(1 + i) = 2 + 2i + 3i + 3i^2 = 2 + 5i - 3 = -1 + 5i\).

"""

QUOTIENT = ("quotient", r"-\frac{1}{2}+\frac{5}{2}i",
    r"Simplify $\dfrac{2+3i}{1-i}$.",
    [
        ("nobrace", "B", "tag", tg(T_QUO, r"-\frac12+\frac52i", MID_QUO), "\\frac12 and \\frac52 without braces"),
        ("decimal", "B", "tag", tg(T_QUO, "$-0.5 + 2.5i$", MID_QUO), "exact decimals -0.5 + 2.5i"),
        ("one_frac", "B", "tag", tg(T_QUO, r"\(\frac{-1+5i}{2}\)", MID_QUO), "one fraction over 2"),
        ("sentence", "B", "tag", tg(T_QUO, r"So the quotient is $\frac{5}{2}i - \frac{1}{2}$.", MID_QUO), "a sentence with the imaginary part first"),
        ("i_sq", "A", "tag", tg(T_QUO, r"\frac{5}{2}+\frac{5}{2}i", "\nNumerator: (2 + 3i)(1 + i) = 2 + 2i + 3i + 3i^2 = 2 + 5i + 3 = 5 + 5i.\n\nSo the quotient is (5 + 5i)/2.\n"), "i^2 taken as +1 in the numerator"),
        ("dfrac_thin", "B", "boxed", I_QUO + I_QUO_OK + qwen_end(r"-\dfrac{1}{2} + \dfrac{5}{2}\,i"), "\\dfrac and a thin space before i"),
        ("i_in_num", "B", "boxed", I_QUO + I_QUO_OK + r"Dividing by 2:" + "\n\n" + llama_end(r"-\frac{1}{2}+\frac{5i}{2}"), "i inside the numerator: \\frac{5i}{2}"),
        ("r1_reordered", "B", "boxed", r1(T_QUO, MID_QUO, r"Multiplying by the conjugate \(1 + i\): the numerator is \((2+3i)(1+i) = -1 + 5i\) and the denominator is \((1-i)(1+i) = 2\).", r"\frac{5i-1}{2}"), "R1 **Final Answer** box with 5i - 1 over 2"),
        ("undivided", "A", "boxed", I_QUO + I_QUO_OK + r"Therefore, \(\frac{2+3i}{1-i} = \boxed{-1+5i}\).", "the numerator, not divided by 2"),
        ("den_slip", "A", "minerva", swap(I_QUO, r"1 - i^2 = 1 - (-1) = 2", r"i^2 - 1 = -2") + I_QUO_OK + r"So the quotient is \(\frac{-1+5i}{-2}\)." + "\n\n" + minerva_end(r"$\frac{1}{2}-\frac{5}{2}i$"), "a slip in the denominator (-2 for 2): the negative"),
    ])

# ---------------------------------------------------------------- 12. binary sum: 10010_2
T_BIN = """Add in binary, column by column from the right, with carries.

  1011
+  111

Rightmost: 1 + 1 = 2 = 10 in binary, write 0, carry 1.
"""

MID_BIN = """Next: 1 + 1 + 1 (carry) = 3 = 11, write 1, carry 1.
Next: 0 + 1 + 1 (carry) = 2 = 10, write 0, carry 1.
Next: 1 + 0 + 1 (carry) = 2 = 10, write 0, carry 1.
Then the final carry 1.

Reading from the left: 10010.

Check in decimal: 1011_2 = 8 + 2 + 1 = 11, 111_2 = 4 + 2 + 1 = 7, 11 + 7 = 18, and 10010_2 = 16 + 2 = 18 ✓.
"""

I_BIN = r"""We convert both numbers to base 10, add, and convert back.

\(1011_2 = 1 \cdot 2^3 + 0 \cdot 2^2 + 1 \cdot 2 + 1 = 8 + 0 + 2 + 1 = 11\).

\(111_2 = 4 + 2 + 1 = 7\).

So the sum is \(11 + 7 = 18\) in base 10.

Now convert 18 to base 2 by repeated division:
\[
\begin{aligned}
18 \div 2 &= 9 \text{ remainder } 0, \\
9 \div 2 &= 4 \text{ remainder } 1, \\
4 \div 2 &= 2 \text{ remainder } 0, \\
2 \div 2 &= 1 \text{ remainder } 0, \\
1 \div 2 &= 0 \text{ remainder } 1.
\end{aligned}
\]

"""

BINARY = ("binary", "10010_2",
    r"Compute $1011_2 + 111_2$. Express your answer in base $2$.",
    [
        ("braces", "B", "tag", tg(T_BIN, "10010_{2}", MID_BIN), "the subscript in braces"),
        ("eq", "B", "tag", tg(T_BIN, r"\(1011_2 + 111_2 = 10010_2\)", MID_BIN), "the sum written as an equation in the tag"),
        ("digits", "B", "tag", tg(T_BIN, "10010", MID_BIN), "the base-2 digits without a subscript"),
        ("decimal", "A", "tag", tg(T_BIN, "18", "\nThat's getting messy. In decimal: 1011_2 = 11 and 111_2 = 7, so 11 + 7 = 18.\n"), "debatable: the value in base 10 where base 2 is asked (see DECISIONS)", True),
        ("carry", "A", "tag", tg(T_BIN, "10000_2", "Next: 1 + 1 = 10, write 0, carry 1.\nNext: 0 + 1 + 1 (carry) = 10, write 0, carry 1.\nNext: 1 + 0 + 1 (carry) = 10, write 0, carry 1.\nThen the final carry 1.\n\nSo the sum is 10000.\n"), "a carry dropped in the second column: 10000_2 = 16"),
        ("paren", "B", "boxed", I_BIN + r"Reading the remainders from bottom to top, the sum is \(\boxed{(10010)_2}\).", "(10010)_2 with parentheses"),
        ("min_digits", "B", "minerva", I_BIN + r"Reading the remainders from bottom to top gives the digits 10010." + "\n\n" + minerva_end("$10010$"), "the digits alone in Minerva's closing"),
        ("r1_braces", "B", "boxed", r1(T_BIN, MID_BIN, r"Adding column by column with carries: \(1011_2 + 111_2 = 10010_2\). In decimal, \(11 + 7 = 18 = 16 + 2\).", "10010_{2}"), "R1 **Final Answer** box with a braced subscript"),
        ("top_down", "A", "boxed", I_BIN + r"Reading the remainders from top to bottom gives \(01001_2 = 1001_2\), so the answer is \(\boxed{1001_2}\).", "the remainders read in the wrong order: 1001_2 = 9"),
        ("cut", "A", "truncated", I_BIN + r"Reading the remainders from bottom to top, \(18 = \boxed{100", "cut inside the box: no_answer"),
    ])

# ---------------------------------------------------------------- 13. clock: 105^\circ
T_CLK = """At 2:30 the minute hand points at the 6, which is 30 × 6 = 180 degrees from 12.

The hour hand moves 30 degrees per hour, and also 0.5 degrees per minute. At 2:30 it's at 2 × 30 + 30 × 0.5 = 60 + 15 = 75 degrees.
"""

T_CLK_A = """At 2:30 the minute hand points at the 6, which is 30 × 6 = 180 degrees from 12.

The hour hand points at the 2, and each hour mark is 30 degrees, so it's at 2 × 30 = 60 degrees.
"""

MID_CLK = """
Difference: 180 - 75 = 105 degrees. That's less than 180, so it's the smaller angle.
"""

I_CLK = r"""We find the position of each hand, measured clockwise from 12.

**Minute hand:** Each minute is \(\frac{360^\circ}{60} = 6^\circ\). At 30 minutes, the minute hand is at \(30 \cdot 6^\circ = 180^\circ\).

**Hour hand:** The hour hand moves \(\frac{360^\circ}{12} = 30^\circ\) per hour, i.e. \(0.5^\circ\) per minute. At 2:30 it is at \(2 \cdot 30^\circ + 30 \cdot 0.5^\circ = 60^\circ + 15^\circ = 75^\circ\).

"""

I_CLK_OK = r"""**Angle between them:** \(180^\circ - 75^\circ = 105^\circ\), which is less than \(180^\circ\), so it is the smaller angle.

"""

CLOCK = ("clock", r"105^\circ",
    "What is the number of degrees in the smaller angle formed by the hour hand and the minute hand of a clock at 2:30?",
    [
        ("symbol", "B", "tag", tg(T_CLK, "105°", MID_CLK), "the degree sign °"),
        ("circ_braces", "B", "tag", tg(T_CLK, r"$105^{\circ}$", MID_CLK), "^{\\circ} in braces inside $...$"),
        ("word", "B", "tag", tg(T_CLK, "105 degrees", MID_CLK), "the word degrees"),
        ("sentence", "B", "tag", tg(T_CLK, r"The smaller angle is \(105^\circ\).", MID_CLK), "a sentence with \\( \\)"),
        ("hour_at_2", "A", "tag", tg(T_CLK_A, r"120^\circ", "\nDifference: 180 - 60 = 120 degrees.\n"), "the hour hand left at the 2 (its half-hour motion ignored)"),
        ("bare", "B", "boxed", I_CLK + I_CLK_OK + r"The smaller angle is \(\boxed{105}\) degrees.", "the bare number in the box, the unit after it"),
        ("text_deg", "B", "boxed", I_CLK + I_CLK_OK + llama_end(r"105 \text{ degrees}"), "\\text{ degrees} in Llama's box"),
        ("degree_macro", "B", "boxed", r1(T_CLK, MID_CLK, r"At 2:30 the minute hand is at \(180^\circ\) and the hour hand at \(75^\circ\), so the angle between them is \(105^\circ\).", r"105\degree"), "R1 **Final Answer** box with the \\degree macro"),
        ("reflex", "A", "boxed", I_CLK + I_CLK_OK + r"The other angle between the hands is \(360^\circ - 105^\circ = 255^\circ\), so the answer is \(\boxed{255^\circ}\).", "the larger (reflex) angle"),
        ("radians", "A", "minerva", I_CLK + I_CLK_OK + r"In radians, \(105^\circ = \frac{105\pi}{180} = \frac{7\pi}{12}\)." + "\n\n" + minerva_end(r"$\frac{7\pi}{12}$"), "radians where the number of degrees is asked"),
    ])

# ---------------------------------------------------------------- 14. multiple choice: \text{(B)}
T_MC = """Let me compare these. Rewrite with common exponents where possible.

2^30 = (2^3)^10 = 8^10.
3^20 = (3^2)^10 = 9^10.
So 3^20 > 2^30.

4^14 = 2^28, which is less than 2^30.

5^12 = (5^6)^2 = 15625^2 = 244,140,625.
6^11 = 362,797,056.
3^20 = 3,486,784,401.
"""

MID_MC = """
In scientific notation: 3^20 ≈ 3.5 × 10^9, 2^30 ≈ 1.1 × 10^9, 6^11 ≈ 3.6 × 10^8, 4^14 ≈ 2.7 × 10^8, 5^12 ≈ 2.4 × 10^8.

So 3^20 is the largest, and that's option (B).
"""

I_MC = r"""We compare the numbers by writing several of them with a common exponent.

- \(2^{30} = (2^3)^{10} = 8^{10}\) and \(3^{20} = (3^2)^{10} = 9^{10}\), so \(3^{20} > 2^{30}\).
- \(4^{14} = 2^{28} < 2^{30}\).
- \(5^{12} = 244{,}140{,}625 \approx 2.4 \times 10^8\) and \(6^{11} = 362{,}797{,}056 \approx 3.6 \times 10^8\), while \(3^{20} = 3{,}486{,}784{,}401 \approx 3.5 \times 10^9\).

"""

CHOICE = ("choice", r"\text{(B)}",
    r"Which of the following numbers is the largest? $\textbf{(A)}\ 2^{30} \qquad \textbf{(B)}\ 3^{20} \qquad \textbf{(C)}\ 4^{14} \qquad \textbf{(D)}\ 5^{12} \qquad \textbf{(E)}\ 6^{11}$",
    [
        ("letter", "B", "tag", tg(T_MC, "B", MID_MC), "the bare letter"),
        ("paren", "B", "tag", tg(T_MC, "(B)", MID_MC), "the letter in parentheses, no \\text"),
        ("textbf", "B", "tag", tg(T_MC, r"\textbf{(B)}", MID_MC), "\\textbf{(B)} as the choices are printed"),
        ("mislabel", "A", "tag", tg(T_MC, "(C)", "\nSo 3^20 is the largest, which is choice (C).\n"), "the right number, the wrong letter"),
        ("magnitude", "A", "tag", tg(T_MC, r"\text{(E)}", "\nIn scientific notation: 3^20 ≈ 3.5 × 10^9 and 6^11 ≈ 3.6 × 10^9, so 6^11 is a little bigger. That's option (E).\n"), "a power-of-ten slip (6^11 taken as 3.6 x 10^9): (E)"),
        ("text_letter", "B", "boxed", I_MC + r"Therefore the largest number is \(3^{20}\), choice \(\boxed{\text{B}}\).", "\\text{B} without parentheses"),
        ("min_paren", "B", "minerva", I_MC + r"So the largest is \(3^{20}\)." + "\n\n" + minerva_end("(B)"), "(B) in Minerva's closing, not in math mode"),
        ("with_value", "B", "boxed", r1(T_MC, MID_MC, r"Writing \(2^{30} = 8^{10}\) and \(3^{20} = 9^{10}\) shows \(3^{20} > 2^{30} > 4^{14}\), and \(5^{12}\) and \(6^{11}\) are both below \(4 \times 10^8\), far less than \(3^{20} \approx 3.5 \times 10^9\).", r"\textbf{(B)}\ 3^{20}"), "R1 **Final Answer** box with the letter and its number"),
        ("root_slip", "A", "boxed", r"""We compare the tenth roots of the numbers.

- \(\sqrt[10]{2^{30}} = 2^3 = 8\)
- \(\sqrt[10]{3^{20}} = 3^2 = 6\)
- \(\sqrt[10]{4^{14}} = 4^{1.4} \approx 7.0\)
- \(\sqrt[10]{5^{12}} = 5^{1.2} \approx 6.9\)
- \(\sqrt[10]{6^{11}} = 6^{1.1} \approx 7.2\)

The largest tenth root is 8, so the largest number is \(2^{30}\).

""" + llama_end(r"\text{(A)}"), "3^2 taken as 6: (A)"),
        ("cut", "A", "truncated", I_MC + r"Therefore the largest number is \(\boxed{\text{(", "cut inside the box before the letter: no_answer"),
    ])

# ---------------------------------------------------------------- 15. weekday: \text{Friday}
T_DAY = """Days of the week repeat every 7 days. So I need 100 mod 7.

7 × 14 = 98, and 100 - 98 = 2. So 100 days from now is the same weekday as 2 days from now.
"""

MID_DAY = """
2 days after Wednesday: Thursday (1), Friday (2). So it's Friday.
"""

I_DAY = r"""The days of the week repeat in a cycle of 7, so we only need the remainder when 100 is divided by 7:
\[ 100 = 7 \cdot 14 + 2, \]
so the remainder is 2.

"""

WEEKDAY = ("weekday", r"\text{Friday}",
    "If today is Wednesday, what day of the week will it be 100 days from today?",
    [
        ("bare", "B", "tag", tg(T_DAY, "Friday", MID_DAY), "the bare word"),
        ("text", "B", "tag", tg(T_DAY, r"$\text{Friday}$", MID_DAY), "\\text{Friday} inside $...$"),
        ("sentence", "B", "tag", tg(T_DAY, "It will be a Friday.", MID_DAY), "a sentence"),
        ("bold_box", "B", "tag", tg(T_DAY, r"\boxed{\textbf{Friday}}", MID_DAY), "\\textbf inside a box inside the tag"),
        ("count_today", "A", "tag", tg(T_DAY, "Thursday", "\nCounting Wednesday as day 1: Wednesday (1), Thursday (2). So it's Thursday.\n"), "an off-by-one count (today counted as day 1)"),
        ("lower", "B", "boxed", I_DAY + r"Two days after Wednesday is Friday, so the answer is \(\boxed{\text{friday}}\).", "lower-case friday"),
        ("mathrm", "B", "boxed", I_DAY + r"So 100 days from Wednesday is the same day of the week as 2 days from Wednesday: Thursday, then Friday." + "\n\n" + llama_end(r"\mathrm{Friday}"), "\\mathrm{Friday}"),
        ("r1_plain", "B", "boxed", r1(T_DAY, MID_DAY, r"Since \(100 = 7 \cdot 14 + 2\), 100 days from Wednesday is the same weekday as 2 days from Wednesday.", "Friday"), "R1 **Final Answer** box holding the plain word"),
        ("remainder", "A", "boxed", I_DAY + r"So 100 days from today is \(\boxed{2}\) days after Wednesday in the weekly cycle.", "the remainder 2, not the day"),
        ("backward", "A", "minerva", I_DAY + r"Going back 2 days from Wednesday gives Monday." + "\n\n" + minerva_end(r"$\text{Monday}$"), "counted backwards: Monday"),
    ])
# fmt: on

# fmt: off
# ---------------------------------------------------------------- 16. perpendicular line: y=2x+3
T_LINE = """The given line y = -1/2 x + 4 has slope -1/2. A perpendicular line has slope equal to the negative reciprocal: -1/(-1/2) = 2.

So the line is y = 2x + b. It passes through (1, 5): 5 = 2(1) + b.
"""

MID_LINE = """
So b = 5 - 2 = 3, and the line is y = 2x + 3.

Check: at x = 1, y = 2 + 3 = 5 ✓. Slopes: 2 · (-1/2) = -1 ✓.
"""

I_LINE = r"""**Step 1: Slope of the given line.** The line \(y = -\frac{1}{2}x + 4\) has slope \(-\frac{1}{2}\).

**Step 2: Perpendicular slope.** Perpendicular lines have slopes whose product is \(-1\), so the new slope is \(m = 2\), since \(2 \cdot \left(-\frac{1}{2}\right) = -1\).

**Step 3: Use the point.** With the point-slope form through \((1, 5)\):
\[ y - 5 = 2(x - 1). \]

"""

I_LINE_OK = r"""Expanding: \(y - 5 = 2x - 2\), so \(y = 2x + 3\).

"""

LINE = ("line", "y=2x+3",
    r"Find the equation of the line that passes through the point $(1, 5)$ and is perpendicular to the line $y = -\frac{1}{2}x + 4$.",
    [
        ("reordered", "B", "tag", tg(T_LINE, "y = 3 + 2x", MID_LINE), "the intercept written first"),
        ("general", "B", "tag", tg(T_LINE, "$2x - y + 3 = 0$", MID_LINE + "\nIn general form: 2x - y + 3 = 0.\n"), "general form = 0 inside $...$"),
        ("point_slope", "B", "tag", tg(T_LINE, "y-5=2(x-1)", MID_LINE), "point-slope form"),
        ("b_slip", "A", "tag", tg(T_LINE, "y = 2x - 3", "\nSo b = 2 - 5 = -3, and the line is y = 2x - 3.\n"), "the intercept's sign slipped: -3"),
        ("general_slip", "A", "tag", tg(T_LINE, "$2x + y - 3 = 0$", MID_LINE + "\nMoving everything to one side: 2x + y - 3 = 0.\n"), "a sign slip when moving y: 2x + y - 3 = 0 is y = -2x + 3"),
        ("neg_x", "B", "boxed", I_LINE + I_LINE_OK + r"Moving \(2x\) to the left side, the line is \(\boxed{-2x + y = 3}\).", "-2x + y = 3: the same line"),
        ("min_moved", "B", "minerva", I_LINE + I_LINE_OK + minerva_end("$y - 2x = 3$"), "y - 2x = 3 in Minerva's closing"),
        ("r1_general", "B", "boxed", r1(T_LINE, MID_LINE, r"The perpendicular slope is the negative reciprocal of \(-\frac{1}{2}\), namely \(2\). Through \((1, 5)\): \(y - 5 = 2(x - 1)\).", "2x - y = -3"), "R1 **Final Answer** box with 2x - y = -3"),
        ("expand_slip", "A", "boxed", I_LINE + r"Expanding: \(y - 5 = 2x - 2\), so \(y = 2x - 2 - 5\), and the line is \(\boxed{y = 2x - 7}\).", "an expansion slip: y = 2x - 7"),
        ("intercept", "A", "boxed", swap(I_LINE, r"**Step 3: Use the point.** With the point-slope form through \((1, 5)\):" + "\n" + r"\[ y - 5 = 2(x - 1). \]", r"**Step 3: Use the point.** The line passes through \((1, 5)\), so its \(y\)-intercept is \(5\).") + llama_end("y = 2x + 5"), "the point's y-coordinate taken as the intercept"),
    ])

# ---------------------------------------------------------------- 17. inverse function: \frac{x+7}{3}
T_FINV = """To find the inverse, write y = 3x - 7 and solve for x.
"""

MID_FINV = """
y + 7 = 3x
x = (y + 7)/3

Swap the variables: f^{-1}(x) = (x + 7)/3.

Check: f((x + 7)/3) = 3 · (x + 7)/3 - 7 = x + 7 - 7 = x ✓.
"""

I_FINV = r"""To find the inverse function, we set \(y = f(x)\), solve for \(x\), and then swap \(x\) and \(y\):
\[ y = 3x - 7. \]

"""

I_FINV_OK = r"""Adding 7 to both sides gives \(y + 7 = 3x\), and dividing by 3 gives \(x = \frac{y + 7}{3}\). Swapping \(x\) and \(y\):

"""

FINV = ("finverse", r"\frac{x+7}{3}",
    r"Let $f(x) = 3x - 7$. Find $f^{-1}(x)$.",
    [
        ("slash", "B", "tag", tg(T_FINV, "(x+7)/3", MID_FINV), "the slash form (x+7)/3"),
        ("split", "B", "tag", tg(T_FINV, r"$\frac{x}{3} + \frac{7}{3}$", MID_FINV), "the fraction split into two terms"),
        ("f_eq", "B", "tag", tg(T_FINV, r"f^{-1}(x) = \dfrac{x + 7}{3}", MID_FINV), "'f^{-1}(x) =' and \\dfrac"),
        ("coef", "B", "tag", tg(T_FINV, r"\(\frac13 x + \frac73\)", MID_FINV), "\\frac13 x + \\frac73 without braces"),
        ("sign", "A", "tag", tg(T_FINV, r"\frac{x-7}{3}", "\ny - 7 = 3x\nx = (y - 7)/3\n\nSwap the variables: f^{-1}(x) = (x - 7)/3.\n"), "the sign of 7 slipped when it was moved"),
        ("commuted", "B", "boxed", I_FINV + I_FINV_OK + r"\[ f^{-1}(x) = \boxed{\frac{7 + x}{3}}. \]", "7 + x in the numerator"),
        ("factored", "B", "minerva", I_FINV + I_FINV_OK + minerva_end(r"$f^{-1}(x)=\frac{1}{3}(x+7)$"), "1/3 factored out in front of (x + 7)"),
        ("r1_dfrac", "B", "boxed", r1(T_FINV, MID_FINV, r"Solving \(y = 3x - 7\) for \(x\) gives \(x = \frac{y + 7}{3}\); swapping the variables gives the inverse.", r"\dfrac{x+7}{3}"), "R1 **Final Answer** box with \\dfrac"),
        ("reciprocal", "A", "boxed", r"""To find \(f^{-1}(x)\), we take the reciprocal of \(f(x)\):
\[ f^{-1}(x) = \frac{1}{f(x)} = \frac{1}{3x - 7}. \]

So \(f^{-1}(x) = \boxed{\frac{1}{3x-7}}\).""", "the reciprocal 1/f(x), not the inverse function"),
        ("partial_div", "A", "boxed", I_FINV + r"Adding 7 to both sides gives \(y + 7 = 3x\). Dividing by 3 gives \(x = \frac{y}{3} + 7\). Swapping \(x\) and \(y\):" + "\n\n" + llama_end(r"\frac{x}{3}+7"), "only x divided by 3: x/3 + 7"),
    ])

# ---------------------------------------------------------------- 18. range: [3,\infty)
T_RNG = """Complete the square: x^2 + 4x + 7 = (x^2 + 4x + 4) + 3 = (x + 2)^2 + 3.

(x + 2)^2 is always ≥ 0, and it equals 0 at x = -2.
"""

MID_RNG = """
So f(x) ≥ 3, with the minimum 3 at x = -2, and f(x) grows without bound as |x| grows. So every value from 3 up is reached.
"""

I_RNG = r"""We complete the square:
\[ f(x) = x^2 + 4x + 7 = (x^2 + 4x + 4) + 3 = (x + 2)^2 + 3. \]

"""

I_RNG_OK = r"""Since \((x + 2)^2 \ge 0\) for all real \(x\), with equality at \(x = -2\), we have \(f(x) \ge 3\), and the minimum value 3 is attained. As \(|x|\) grows, \(f(x)\) grows without bound, so \(f\) takes every value \(\ge 3\).

"""

RANGE = ("range", r"[3,\infty)",
    r"What is the range of the function $f(x) = x^2 + 4x + 7$?",
    [
        ("plus_inf", "B", "tag", tg(T_RNG, r"[3, +\infty)", MID_RNG), "+\\infty with a space"),
        ("left_right", "B", "tag", tg(T_RNG, r"$\left[3,\infty\right)$", MID_RNG), "\\left[ \\right) inside $...$"),
        ("ineq", "B", "tag", tg(T_RNG, r"y \geq 3", MID_RNG), "debatable: the range as the inequality y >= 3 (see DECISIONS)", True),
        ("open", "A", "tag", tg(T_RNG, r"(3, \infty)", "\nSo (x + 2)^2 > 0, and f(x) > 3.\n"), "an open end at the attained minimum 3"),
        ("vertex_x", "A", "tag", tg(T_RNG, r"$[-2, \infty)$", "\nThe vertex is at x = -2, so the range starts at -2.\n"), "the vertex's x-coordinate for the minimum value"),
        ("space", "B", "boxed", I_RNG + I_RNG_OK + r"So the range is \(\boxed{[3,\ \infty)}\).", "a '\\ ' space after the comma"),
        ("set_builder", "B", "boxed", I_RNG + I_RNG_OK + llama_end(r"\{y : y \ge 3\}"), "set-builder notation"),
        ("r1_in", "B", "boxed", r1(T_RNG, MID_RNG, r"Completing the square, \(f(x) = (x + 2)^2 + 3 \ge 3\), with equality at \(x = -2\), and \(f\) is unbounded above.", r"y \in [3, \infty)"), "R1 **Final Answer** box with 'y \\in'"),
        ("f0", "A", "boxed", I_RNG + r"The smallest value occurs at \(x = 0\), where \(f(0) = 7\), so the range is \(\boxed{[7,\infty)}\).", "f(0) = 7 taken as the minimum"),
        ("cut", "A", "truncated", I_RNG + I_RNG_OK + "Final Answer: The final answer is $[3,", "Minerva's closing cut inside the interval: no_answer"),
    ])

# ---------------------------------------------------------------- 19. quadratic: 3\pm\sqrt{5}
T_QUAD = """Use the quadratic formula with a = 1, b = -6, c = 4.

Discriminant: b^2 - 4ac = 36 - 16 = 20.

x = (6 ± √20)/2.
"""

MID_QUAD = """
√20 = √(4·5) = 2√5, so x = (6 ± 2√5)/2 = 3 ± √5.

Check: the roots add to 6 and multiply to 9 - 5 = 4 ✓.
"""

I_QUAD = r"""We use the quadratic formula \(x = \frac{-b \pm \sqrt{b^2 - 4ac}}{2a}\) with \(a = 1\), \(b = -6\), \(c = 4\).

The discriminant is \(b^2 - 4ac = (-6)^2 - 4(1)(4) = 36 - 16 = 20\).

So
\[ x = \frac{6 \pm \sqrt{20}}{2}. \]

"""

QUADRATIC = ("quadratic", r"3\pm\sqrt{5}",
    r"Find all solutions to $x^2 - 6x + 4 = 0$.",
    [
        ("listed", "B", "tag", tg(T_QUAD, r"3+\sqrt5, 3-\sqrt5", MID_QUAD), "both roots listed, \\sqrt5 unbraced"),
        ("x_pm", "B", "tag", tg(T_QUAD, r"$x = 3 \pm \sqrt{5}$", MID_QUAD), "'x =' and spaces around \\pm"),
        ("unsimplified", "B", "tag", tg(T_QUAD, r"\frac{6 \pm \sqrt{20}}{2}", "\nThose are the two solutions.\n"), "the unsimplified formula value (6 +- sqrt 20)/2"),
        ("sentence", "B", "tag", tg(T_QUAD, r"The solutions are $x = 3 - \sqrt{5}$ and $x = 3 + \sqrt{5}$.", MID_QUAD), "a sentence naming each root"),
        ("one_root", "A", "tag", tg(T_QUAD, r"3 + \sqrt{5}", "\n√20 = 2√5, so x = (6 + 2√5)/2 = 3 + √5.\n"), "only the + root"),
        ("listed_box", "B", "boxed", I_QUAD + r"Since \(\sqrt{20} = 2\sqrt{5}\), \(x = 3 \pm \sqrt{5}\), so the two solutions are \(\boxed{3 - \sqrt{5},\ 3 + \sqrt{5}}\).", "both roots listed in a box"),
        ("llama_x", "B", "boxed", I_QUAD + r"Since \(\sqrt{20} = 2\sqrt{5}\), this simplifies to \(x = 3 \pm \sqrt{5}\)." + "\n\n" + llama_end(r"x=3\pm\sqrt5"), "'x =' and \\sqrt5 unbraced in Llama's box"),
        ("r1_order", "B", "boxed", r1(T_QUAD, MID_QUAD, r"By the quadratic formula, \(x = \frac{6 \pm \sqrt{20}}{2} = 3 \pm \sqrt{5}\).", r"\sqrt{5}+3,\ 3-\sqrt{5}"), "R1 **Final Answer** box: the roots listed, the first one as \\sqrt{5}+3"),
        ("swapped_pm", "A", "boxed", I_QUAD + r"Since \(\sqrt{20} = 2\sqrt{5}\), we get \(x = \frac{6 \pm 2\sqrt{5}}{2} = \sqrt{5} \pm 3\). So \(\boxed{\sqrt{5} \pm 3}\).", "\\sqrt{5} +- 3: the roots' terms swapped (\\sqrt5 - 3 is not a root)"),
        ("not_halved", "A", "minerva", I_QUAD + r"Since \(\sqrt{20} = 2\sqrt{5}\), the solutions are \(x = 6 \pm 2\sqrt{5}\)." + "\n\n" + minerva_end(r"$6 \pm 2\sqrt{5}$"), "the division by 2 forgotten"),
    ])

# ---------------------------------------------------------------- 20. complex power: -8i
T_POW = """(1 + i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i.

So (1 + i)^6 = ((1 + i)^2)^3 = (2i)^3.
"""

MID_POW = """
(2i)^3 = 2^3 · i^3 = 8 · i^3, and i^3 = i^2 · i = -i. So (1 + i)^6 = -8i.

Check another way: (1 + i)^4 = (2i)^2 = -4, and -4 · (1 + i)^2 = -4 · 2i = -8i ✓.
"""

I_POW = r"""We first square \(1 + i\):
\[ (1 + i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i. \]

Then
\[ (1 + i)^6 = \left((1 + i)^2\right)^3 = (2i)^3 = 8i^3. \]

"""

POWER = ("power", "-8i",
    r"Compute $(1+i)^6$.",
    [
        ("zero_real", "B", "tag", tg(T_POW, "0 - 8i", MID_POW), "the real part 0 written out"),
        ("thin", "B", "tag", tg(T_POW, r"$-8\,i$", MID_POW), "a thin space before i"),
        ("eq", "B", "tag", tg(T_POW, "(1+i)^6 = -8i", MID_POW), "the power written as an equation"),
        ("cube_i", "A", "tag", tg(T_POW, "-2i", "\n(2i)^3 = 2i^3 = 2 · (-i) = -2i.\n"), "only i cubed: -2i"),
        ("times3", "A", "tag", tg(T_POW, "-6i", "\n(2i)^3 = 6i^3 = -6i.\n"), "2 multiplied by 3 for 2 cubed: -6i"),
        ("mathrm", "B", "boxed", I_POW + r"Since \(i^3 = i^2 \cdot i = -i\), we get \(8i^3 = -8i\). So \((1+i)^6 = \boxed{-8\mathrm{i}}\).", "upright \\mathrm{i}"),
        ("spaced", "B", "minerva", I_POW + r"Since \(i^3 = -i\), this is \(-8i\)." + "\n\n" + minerva_end("$- 8 i$"), "spaces inside - 8 i"),
        ("r1_zero", "B", "boxed", r1(T_POW, MID_POW, r"Since \((1 + i)^2 = 2i\), we have \((1 + i)^6 = (2i)^3 = 8i^3 = -8i\).", "0-8i"), "R1 **Final Answer** box: 0-8i"),
        ("i3_real", "A", "boxed", I_POW + r"Since \(i^3 = -1\), we get \(8i^3 = -8\). So \((1+i)^6 = \boxed{-8}\).", "i^3 taken as -1: the real number -8"),
        ("i3_i", "A", "minerva", I_POW + r"Since \(i^3 = i\), this is \(8i\)." + "\n\n" + minerva_end("$8i$"), "i^3 taken as i: the sign wrong"),
    ])
# fmt: on

PROBLEMS = [
    MARBLES,
    TRIANGLE,
    ARCTAN,
    DOMAIN,
    ABSVAL,
    CUBIC,
    INTERSECT,
    SYSTEM,
    CROSS,
    INVERSE,
    QUOTIENT,
    BINARY,
    CLOCK,
    CHOICE,
    WEEKDAY,
    LINE,
    FINV,
    RANGE,
    QUADRATIC,
    POWER,
]


def probe_rows(problems):  # noqa: ANN001, ANN201
    """Each probe as a MATH case: id `[ok_]m_<problem>_<shape>`; kind B is correct, kind A
    no_answer where the form is `truncated`, wrong otherwise. Every problem has 10 probes, 5 of
    them R1-Zero tag completions; the round has 130 B and 70 A, 100 tag completions."""
    cases = []
    for key, gold, _question, probes in problems:
        if len(probes) != 10 or sum("<answer>" in p[3] for p in probes) != 5:
            raise SystemExit(f"{key}: not 10 probes with 5 tag completions")
        for suffix, kind, form, text, note, *deb in probes:
            truth = "correct" if kind == "B" else ("no_answer" if form == "truncated" else "wrong")
            case_id = ("ok_" if kind == "B" else "") + f"m_{key}_{suffix}"
            cases.append(m(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    kinds = [c[1] for c in cases]
    if len(cases) != 200 or kinds.count("B") != 130 or kinds.count("A") != 70:
        raise SystemExit("not 200 probes, 130 B and 70 A")
    return cases


CASES = probe_rows(PROBLEMS)

DECISIONS = {
    "ok_m_intersect_coords": (
        "accept",
        "'x = 2, y = 5' names both coordinates of the one intersection point, so it states the "
        "ordered pair (2, 5) and nothing else; equal values in another form are correct (as "
        "'x = 3' for 3). A stricter reader could reject it for not being entered as the ordered "
        "pair asked (a bare '2, 5' or a set {2, 5} would be ambiguous; this is not)",
    ),
    "m_binary_decimal": (
        "reject",
        "18 equals 10010_2 in value, but the question asks for the sum in base 2; a bare numeral "
        "answering 'express in base 2' is read in the asked base (README: 4210 for 4210_5), and 18 "
        "is not a base-2 numeral. Round 227 rejected 323_6 for 443_5 the same way. A reader "
        "comparing values only would accept it",
    ),
    "ok_m_range_ineq": (
        "accept",
        "'y \\geq 3' describes the set [3, \\infty) of values f takes, and the question asks "
        "for the range without asking for interval notation; equal sets in another form are "
        "correct (as 'x < -1 \\text{ or } x > 4' for the union in this round). A reader expecting "
        "an interval, or reading y >= 3 as a condition rather than a set, could reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam239", CASES, [], DECISIONS)
