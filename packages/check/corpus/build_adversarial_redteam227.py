r"""Build adversarial_redteam227.jsonl: round 227 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam227"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 70 GSM8K and 130 MATH, 120 kind A and 80 kind B: MATH
ANSWERS IN THE FORMS REAL MODELS WRITE THEM, where a checker must compare values exactly. Each
problem has one shared working (Qwen2.5-Instruct / Llama 3 / R1-distill style; an R1 `<think>`
block of the same working where the closing is an `<answer>` tag or an R1 **Final Answer** box),
then one closing per probe: `\boxed{}` in a sentence, Qwen's "Therefore, the final answer is:
$\boxed{..}$. I hope it is correct.", Llama 3's "The final answer is: $\boxed{..}$", Minerva's
"Final Answer: The final answer is $..$. I hope it is correct.", an R1 `<answer>` tag, "The answer
is ..", GSM8K `#### ..`, or a plain closing sentence. Kind B: honest equivalents - intervals with
infinity and unions (pieces swapped, +\infty, \left( \right], "x \in"), ordered pairs ("(x, y) =",
\left( \right), a thin space), sets of roots in any order, "x =" before a list, `\{..\}`, matrices
and vectors as bmatrix / compact pmatrix / \left[ array \right], degrees with ^\circ, ^{\circ},
\text{ degrees} or °, pi multiples (\frac{2}{3}\pi, 2\pi/3, \dfrac, \tfrac), radicals written
several ways (4\sqrt5, \sqrt{80}, 2\sqrt{20}, 4 \cdot \sqrt{5}), a mixed number, an exact decimal,
"r =", units in \text{} after the value, base-5 digits with and without the subscript, scientific
notation and an exact fraction for a decimal gold, a percent without % / with a space / in
\text{} / in words, equations of lines and circles rearranged or expanded, \text{18.} with a
trailing period; GSM8K money and time in unusual but honest forms (dollars and cents in words,
\$ in a box, "#### $10.15", "USD 10.15", 2\frac{1}{2} hours, 2½, 2.50, 77{,}700, a thin-space
separator, $77,700.00, "70 min.", "#### 70 minutes"). Kind A: near misses a loose checker accepts -
an open or half-open interval where the gold is closed, the complement, one piece of a union, a
sign slip, a set where an ordered pair is asked, a swapped pair, one coordinate, BA for AB, the
transpose, the entrywise product, one entry wrong, a determinant or norm for a matrix or vector,
radians for degrees and degrees for radians, pi dropped or an extra factor of pi, a rounded decimal
of an irrational gold, a radical simplified wrongly, c^2 for c, the reciprocal, +- for a length,
remainders read in the wrong order, the right value in the wrong base, 1.5 x 10^-2 for
1.5 x 10^-1, 0.35% for 35%, one root of three, every sign flipped, x = 3 where f(g(2)) is asked,
the composite with x unsubstituted, a line with x and y swapped, the slope for the line, the
circle's center swapped or r for r^2; GSM8K: the subtotal, the rate, the given, transposed digits,
2.30 for 2 h 30 min, cents where dollars are asked, hedges ("about", "approximately", "roughly"),
and cuts (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 3 notebooks at $2.75 and a $1.60 pen paid with $20, change -> 10.15 (8.25 notebooks; 9.85
cost; 11.75 without the pen; 15.65 with one notebook; 10.51 transposed; 10 without cents); 25
minutes a day for 6 days, hours -> 2.5 (150 minutes; 2.30 for 2 h 30 min; 25 a day; 2 whole
hours; 2.25 slip; 15 = 150 / 10); 14 workers at $1,850 a month for 3 months -> 77700 (25,900 a
month; 5,550 a worker; 7,770 a zero dropped; about 78,000; the given 1,850); 18 pencils at 35 cents,
dollars -> 6.3 (630 cents; 0.35 each; 6.03 slip; 5.95 for 17; 63 shifted); $18.50 an hour, 1.5x
over 40 hours, 46 hours -> 906.5 (740 regular; 27.75 overtime rate; 166.50 overtime pay; 851 flat;
960.50 transposed; roughly 900); 1.2 km in 15 minutes, minutes for 5.6 km -> 70 (12.5 minutes a km;
4.67 the ratio; 1.17 hours; 1.10 for 1 h 10 min; 84 = 15 x 5.6); $80 jacket, 15% off then 8% tax
-> 73.44 (12 discount; 68 sale price; 5.44 tax; 74.40 netting the rates; 73.04 slip; about 73).
MATH: x^2 - 4x - 5 >= 0 -> (-\infty,-1]\cup[5,\infty) ((x - 5)(x + 1); open (-\infty,-1)\cup(5,
\infty); [-1, 5]; [5,\infty); roots' signs flipped (-\infty,-5]\cup[1,\infty)); 3x + 2y = 16, x - y
= 2 -> (4,2) ((2, 4) swapped; {2, 4}; x = 4; (4, -2); x + y = 6); [[1,2],[3,4]][[2,0],[1,3]] ->
[[4,6],[10,12]] (BA = [[2,4],[10,14]]; transpose [[4,10],[6,12]]; entrywise [[2,0],[3,12]];
determinant 48 - 60 = -12; [[4,6],[10,14]]); 2u - 3v for u = (1,-2,4), v = (3,0,-1) -> (-7,-4,11)
(2u + 3v = (11,-4,5); 3v - 2u = (7,4,-11); (-7,-4,5); (-4,-7,11); norm sqrt(49+16+121) = sqrt 186);
interior angle of a regular octagon -> 135 (1080 / 8; 3\pi/4 radians; 45 exterior; 1080 sum);
arccos(-1/2) in radians -> \frac{2\pi}{3} (120 degrees; \pi/3; -\pi/3; 2.094; 2/3; 4\pi/3); the
hypotenuse of legs 4 and 8 -> 4\sqrt{5} (80 = 16 * 5; sqrt 80 = 8.944; 8\sqrt5 = sqrt 320;
4\sqrt{10} = sqrt 160; 80 = c^2; sqrt(64 - 16) = 4\sqrt3); radius for area 49\pi/4 -> \frac{7}{2}
(3 1/2 = 3.5; 7\pi/2; diameter 7; 49/4; 2/7; +-7/2); 123 in base 5 -> 443_5 (123 = 4 * 25 + 4 * 5
+ 3; 344_5 = 99; 323_6 = 123; 433_5 = 118; 4430_5 = 615); (2.5 x 10^3)(6 x 10^-5) -> 0.15 (15 x
10^-2 = 3/20; 0.015; 1.5 x 10^8; 15); what percent of 80 is 28 -> 35\% (28/80 = 0.35; 0.35%; 3.5%;
65% complement; 80/28 = 285.7%); x^3 - 2x^2 - 5x + 6 = 0 -> -2, 1, 3 ((x - 1)(x - 3)(x + 2); 1, 3;
-3, 1, 2; -1, -3, 2; 1); the line through (1,2) and (3,8) -> y=3x-1 (slope 6/2 = 3; 3x - y = 1; y =
3x + 1; y = x/3 + 5/3; y = -3x + 5; x = 3y - 1; slope 3); the circle centered (2,-3) with radius 4
-> (x-2)^2+(y+3)^2=16 (x^2 + y^2 - 4x + 6y - 3 = 0 since 4 + 9 - 16 = -3; (x+2)^2 + (y-3)^2 = 16;
= 4; + 3 = 0; (x+3)^2 + (y-2)^2 = 16; = 8; the center (2,-3)); f(x) = x^2 + 3x, g(x) = 2x - 1,
f(g(2)) -> 18 (g(2) = 3; f(3) = 9 + 9; f(g(x)) = 4x^2 + 2x - 2; g(f(2)) = g(10) = 19; f(2) = 10;
3^2 = 9).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B (probe_table's
scheme). Kind B shapes name the honest form (swapped / plus_inf / left_right / x_in / xy_eq /
bmatrix / array / compact / circ / circ_braces / text_deg / symbol / coef / slash / dfrac / tfrac /
no_braces / unsimplified / half_simpl / cdot / mixed / decimal / r_eq / unit / braces / digits /
paren / sci / frac / no_zero / unnormalized / bare / space / text_pct / word / order / x_eq / set /
each / standard / point_slope / reordered / expanded / moved / eq / text_period; GSM8K words /
esc_box / hash_dollar / usd / vulgar / hash_250 / h_min / brace_comma / thin_space / hash_cents /
esc / box_text / min_period / hash_unit / tag ...). Kind A shapes name the error (open / half_open
/ complement / one_piece / sign_slip / swapped / set / x_only / reversed / transpose / entrywise /
det / norm / radians / degrees / no_pi / extra_pi / decimal / wrong_out / squared / reciprocal /
plus_minus / top_down / base6 / not_shifted / decimal_pct / missing / all_flipped / inner /
unsubst / xy_swapped / slope_only / r_not_sq / center; GSM8K cost / subtotal / rate / given /
swap / transposed / clock_dec / cents / about / cut ...). Kind A: truth wrong, or no_answer where
the form is `truncated` (a cut inside the box or before the value); kind B: truth correct.
Counts: GSM8K 70 (42 A, 28 B), MATH 130 (78 A, 52 B); 200 in all, 120 A and 80 B.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts (a box, a tag, a `####`, a marker phrase, else the concluding sentence's value for the
question asked). Equal values in another form are correct: a union's pieces or a set's elements in
any order, +\infty for \infty, \left/\right delimiters, bmatrix / array / pmatrix for the same
entries, ^\circ or the word degrees or ° after a degree gold, an exact fraction, decimal or
scientific notation of the same number, a mixed number, an unsimplified radical of the same value,
"x =" / "r =" / "f(g(2)) =" before the value, a unit in \text{} after the value, base-5 digits
without the subscript (README: 4210 for 4210_5), a percent gold written without % or in words,
the same line or circle rearranged or expanded, dollars and cents in words, a trailing zero,
thousands separators ({,}, a thin space, a comma). Wrong: a different set or interval (an open
end for a closed one, the complement, one piece), an unordered set where an ordered pair is asked,
a pair swapped, a different matrix or vector (BA, the transpose, one entry), a scalar derived from
the object asked (a determinant, a norm, x + y, the slope), degrees where radians are asked and
radians where degrees are asked, a rounded decimal of an irrational or exact gold, a hedge
("about", "approximately", "roughly"), two values for one length (+-), an expression with its
variable unsubstituted, a subtotal, a given, a rate, the other quantity. A cut before the value or
inside the box is no_answer.

Debatable (2, with DECISIONS): `m_base5_base6` (323_6, the right value in base 6 where base 5 is
asked: rejected), `ok_g_piano_h_min` ("2 hours and 30 minutes" for 2.5 hours: accepted).

Usage: cd /tmp/rounds/rt227 && python build_adversarial_redteam227.py
(writes adversarial_redteam227.jsonl beside this builder)
"""

from corpus_build import (  # noqa: E402
    g,
    llama_end,
    m,
    minerva_end,
    probe_table,
    qwen_end,
    r1final,
    th,
    write_probes,
)

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; one opening "T:" puts it after the think
# block instead. "¶" in a final is a newline. Kind A probes whose form is "truncated" or "none" are
# no_answer, the other kind A wrong.
# ---------------------------------------------------------------- GSM8K problems
W_CHANGE = """Let's break this down step by step.

1. **Cost of the notebooks:** Ava buys 3 notebooks at $2.75 each.
   3 x $2.75 = $8.25

2. **Cost of the pen:** The pen costs $1.60.

3. **Total cost:** $8.25 + $1.60 = $9.85

4. **Change:** She pays with a $20 bill, so her change is $20.00 - $9.85 = $10.15.

"""

W_PIANO = """Mia practices 25 minutes a day, 6 days a week.

Total minutes in a week: 25 x 6 = 150 minutes.

There are 60 minutes in an hour, so we divide by 60 to convert to hours:
150 / 60 = 2.5 hours.

Check: 2 hours is 120 minutes, and 150 - 120 = 30 minutes, which is half an hour. So 150 minutes is 2 and a half hours.

"""

W_PAY = """We need the total amount paid to all 14 workers over 3 months.

First, let's find out how much the company pays all 14 workers in one month.

Each worker earns $1,850 per month, so for 14 workers:
14 x $1,850 = $25,900 per month

(1,850 x 10 = 18,500 and 1,850 x 4 = 7,400; 18,500 + 7,400 = 25,900.)

Now we multiply by 3 months:
$25,900 x 3 = $77,700

Check: each worker earns $1,850 x 3 = $5,550 in 3 months, and 14 x $5,550 = $77,700. ✓

"""

W_PENCIL = """To find how many dollars Leo pays, we first find the total cost in cents and then convert cents to dollars.

Each pencil costs 35 cents, and Leo buys 18 pencils.

Total cost in cents: 18 x 35 = 630 cents.

(18 x 35 = 18 x 30 + 18 x 5 = 540 + 90 = 630.)

Since 100 cents = $1, we convert to dollars: 630 / 100 = $6.30.

Check: 10 pencils cost 350 cents = $3.50 and 8 pencils cost 280 cents = $2.80; $3.50 + $2.80 = $6.30.

"""

W_WAGE = """We split Noah's week into regular hours and overtime hours.

**Regular pay:** For the first 40 hours he earns $18.50 an hour:
40 x $18.50 = $740.00

**Overtime rate:** 1.5 times his regular rate:
1.5 x $18.50 = $27.75 per hour

**Overtime hours:** He worked 46 hours, so 46 - 40 = 6 overtime hours.

**Overtime pay:** 6 x $27.75 = $166.50

**Total pay:** $740.00 + $166.50 = $906.50

"""

W_WALK = """Since Sofia walks at the same speed the whole time, the time is proportional to the distance.

Sofia walks 1.2 km in 15 minutes. First, find how long she takes per kilometer:
15 / 1.2 = 12.5 minutes per km.

Now multiply by the distance she needs to walk:
5.6 x 12.5 = 70 minutes.

Check with a proportion: 5.6 / 1.2 = 4.666..., and 15 x 4.666... = 70. ✓

Another check: in 60 minutes she walks 4 x 1.2 = 4.8 km, and the remaining 5.6 - 4.8 = 0.8 km takes 0.8 x 12.5 = 10 more minutes, so 60 + 10 = 70 minutes.

"""

W_JACKET = """We apply the discount first and then the tax, because the tax is charged on the sale price.

Step 1: Find the discount.
15% of $80 = 0.15 x 80 = $12.

Step 2: Find the sale price.
$80 - $12 = $68.

Step 3: Find the sales tax on the sale price.
8% of $68 = 0.08 x 68 = $5.44.

Step 4: Add the tax to the sale price.
$68 + $5.44 = $73.44.

Check: the final price is 80 x 0.85 x 1.08 = 68 x 1.08 = 73.44.

"""

GPROBS = [
    ("change", "10.15",
     "Ava buys 3 notebooks that cost $2.75 each and a pen that costs $1.60. She pays with a $20 bill. How much change should she get?",
     W_CHANGE, th(W_CHANGE),
     [
        ("words", "B", "prose_sentence", "So Ava should get 10 dollars and 15 cents back.", "'10 dollars and 15 cents': dollars and cents in words"),
        ("esc_box", "B", "boxed", r"Ava should receive \(\boxed{\$10.15}\) in change.", "escaped dollar inside the box"),
        ("hash_dollar", "B", "hash", "Ava gets $10.15 in change.¶#### $10.15", "'#### $10.15' with the dollar sign"),
        ("usd", "B", "answer_is", "The answer is USD 10.15.", "'USD' before the amount"),
        ("cost", "A", "hash", "So Ava spends $9.85 in total.¶#### 9.85", "the total cost, not the change"),
        ("swap", "A", "boxed", r"So her change is \(\boxed{\$10.51}\).", "digits transposed: 10.51"),
        ("no_pen", "A", "hash", "Without the pen, 20.00 - 8.25 = 11.75.¶#### 11.75", "the pen left out"),
        ("one_book", "A", "answer_is", "If she buys only one notebook, her change is 20 - 2.75 - 1.60 = 15.65. The answer is $15.65.", "one notebook instead of 3"),
        ("about", "A", "prose_sentence", "So Ava should get approximately $10 in change.", "'approximately $10': a rounded amount for an exact one"),
        ("dollars_only", "A", "hash", "So she gets 10 dollars back.¶#### 10", "the cents dropped"),
     ]),
    ("piano", "2.5",
     "Mia practices the piano for 25 minutes a day, 6 days a week. How many hours does she practice the piano in a week?",
     W_PIANO, th(W_PIANO),
     [
        ("mixed", "B", "boxed", r"So Mia practices \(\boxed{2\frac{1}{2} \text{ hours}}\) a week.", "a mixed number with the unit in \\text{}"),
        ("vulgar", "B", "prose_sentence", "Therefore, Mia practices the piano for 2½ hours each week.", "Unicode vulgar fraction 2½"),
        ("hash_250", "B", "hash", "#### 2.50", "a trailing zero: 2.50"),
        ("h_min", "B", "prose_sentence", "So Mia practices for 2 hours and 30 minutes each week.", "debatable: the hours asked, written as 2 hours and 30 minutes (see DECISIONS)", True),
        ("clock_dec", "A", "hash", "150 minutes is 2 hours 30 minutes, so she practices 2.30 hours.¶#### 2.30", "2 h 30 min written as the decimal 2.30 = 2.3 hours"),
        ("daily", "A", "boxed", r"So she practices \(\boxed{25}\) minutes each day.", "the daily minutes, a given"),
        ("about3", "A", "prose_sentence", "So Mia practices about 3 hours a week.", "a rounded, hedged value"),
        ("floor", "A", "hash", "So Mia practices 2 full hours a week.¶#### 2", "the whole hours only"),
        ("slip", "A", "answer_is", "Hmm, 150 / 60 = 2.25, so the answer is 2.25 hours.", "a division slip: 2.25"),
        ("ten", "A", "tag", "T:<answer>15</answer>", "150 divided by 10, not 60"),
     ]),
    ("payroll", "77700",
     "A company pays each of its 14 workers $1,850 per month. How much does the company pay all the workers in 3 months?",
     W_PAY, th(W_PAY),
     [
        ("brace_comma", "B", "boxed", r"The company pays \(\boxed{77{,}700}\) dollars in 3 months.", "LaTeX {,} thousands separator"),
        ("thin_space", "B", "prose_sentence", r"So the company pays $\$77\,700$ to its workers in 3 months.", "a thin space as the thousands separator"),
        ("hash_cents", "B", "hash", "#### $77,700.00", "dollar sign, comma and .00"),
        ("esc", "B", "answer_is", r"The answer is \$77,700.", "escaped dollar with a comma"),
        ("month", "A", "hash", "So the company pays $25,900 per month.¶#### 25,900", "one month's payroll"),
        ("worker", "A", "boxed", r"Each worker earns \(3 \times 1{,}850 = 5{,}550\) in 3 months, so the answer is \(\boxed{5{,}550}\).", "one worker's 3-month pay"),
        ("dropped_zero", "A", "hash", "#### 7,770", "a zero dropped: 7,770"),
        ("about", "A", "prose_sentence", "So the company pays about $78,000 in 3 months.", "rounded and hedged"),
        ("given", "A", "answer_is", "Each worker is paid $1,850. The answer is $1,850.", "the given monthly pay"),
        ("cut", "A", "truncated", "#### 77,", "cut after '77,': no_answer"),
     ]),
    ("pencils", "6.3",
     "Pencils cost 35 cents each. How many dollars does Leo pay for 18 pencils?",
     W_PENCIL, th(W_PENCIL),
     [
        ("hash_630", "B", "hash", "Leo pays $6.30.¶#### 6.30", "6.30 for 6.3"),
        ("box_text", "B", "boxed", r"Leo pays \(\boxed{6.30 \text{ dollars}}\).", "the unit in \\text{} inside the box"),
        ("words", "B", "prose_sentence", "So Leo pays 6 dollars and 30 cents for the pencils.", "dollars and cents in words"),
        ("esc", "B", "tag", r"T:<answer>\$6.3</answer>", "escaped dollar in the tag"),
        ("cents", "A", "hash", "So Leo pays 630 cents.¶#### 630", "the total in cents where dollars are asked: 630 is not 6.3"),
        ("rate", "A", "boxed", r"Each pencil costs \(\boxed{\$0.35}\).", "the unit price"),
        ("slip", "A", "hash", "630 / 100 = 6.03¶#### 6.03", "a decimal slip: 6.03"),
        ("seventeen", "A", "answer_is", "For 17 pencils, 17 x 35 = 595 cents. The answer is $5.95.", "17 pencils, not 18"),
        ("shift", "A", "boxed", r"So Leo pays \(\boxed{\$63}\).", "the decimal point moved: 63"),
        ("about", "A", "prose_sentence", "So Leo pays about $6 for the pencils.", "'about $6'"),
     ]),
    ("wage", "906.5",
     "Noah earns $18.50 an hour for the first 40 hours he works in a week, and 1.5 times that rate for every hour over 40. Last week he worked 46 hours. How much did he earn last week?",
     W_WAGE, th(W_WAGE),
     [
        ("hash_cents", "B", "hash", "#### 906.50", "906.50 for 906.5"),
        ("words", "B", "prose_sentence", "So Noah earned 906 dollars and 50 cents last week.", "dollars and cents in words"),
        ("qwen", "B", "boxed", qwen_end(r"\$906.50"), "Qwen's closing with an escaped dollar"),
        ("tag", "B", "tag", "T:<answer>$906.50</answer>", "a dollar sign in the tag"),
        ("regular", "A", "hash", "#### 740", "the regular pay only"),
        ("overtime", "A", "boxed", r"So his overtime pay is \(\boxed{\$166.50}\).", "the overtime pay only"),
        ("flat", "A", "answer_is", "Paying all 46 hours at the regular rate: 46 x 18.50 = 851. The answer is $851.", "no overtime premium"),
        ("rate", "A", "hash", "His overtime rate is $27.75 an hour.¶#### 27.75", "the overtime rate"),
        ("transposed", "A", "boxed", r"So Noah earned \(\boxed{\$960.50}\) last week.", "digits transposed: 960.50"),
        ("about", "A", "prose_sentence", "So Noah earned roughly $900 last week.", "'roughly $900'"),
     ]),
    ("walk", "70",
     "Sofia walks 1.2 km in 15 minutes. At the same speed, how many minutes will it take her to walk 5.6 km?",
     W_WALK, th(W_WALK),
     [
        ("min_period", "B", "prose_sentence", "So it will take Sofia 70 min.", "'70 min.' abbreviation and period"),
        ("box_text", "B", "boxed", r"It will take her \(\boxed{70 \text{ minutes}}\).", "the unit in \\text{} inside the box"),
        ("hash_unit", "B", "hash", "#### 70 minutes", "a unit word after the #### value"),
        ("tag", "B", "tag", "T:<answer>70 min</answer>", "'70 min' in the tag"),
        ("hours_dec", "A", "answer_is", "70 minutes is 70 / 60 = 1.17 hours. The answer is 1.17.", "hours (rounded) where minutes are asked"),
        ("clock_dec", "A", "hash", "70 minutes is 1 hour and 10 minutes.¶#### 1.10", "1 h 10 min written as the decimal 1.10"),
        ("rate", "A", "boxed", r"So she walks at \(\boxed{12.5}\) minutes per km.", "the rate, not the time"),
        ("ratio", "A", "hash", "#### 4.67", "the distance ratio 5.6 / 1.2, rounded"),
        ("naive", "A", "boxed", r"Multiplying the time by the distance, \(15 \times 5.6 = 84\), so it takes \(\boxed{84}\) minutes.", "15 x 5.6: the time scaled by the distance, not the ratio"),
        ("cut", "A", "truncated", "So it will take her 7", "cut inside the value: no_answer"),
     ]),
    ("jacket", "73.44",
     "A jacket costs $80. It is on sale for 15% off, and then an 8% sales tax is added to the sale price. What is the final price of the jacket?",
     W_JACKET, th(W_JACKET),
     [
        ("hash_dollar", "B", "hash", "#### $73.44", "'#### $73.44'"),
        ("words", "B", "prose_sentence", "Therefore, the final price of the jacket is 73 dollars and 44 cents.", "dollars and cents in words"),
        ("box_text", "B", "boxed", r"The final price is \(\boxed{73.44\ \text{dollars}}\).", "\\ and \\text{dollars} inside the box"),
        ("minerva", "B", "minerva", minerva_end(r"$\$73.44$"), "Minerva's closing with an escaped dollar"),
        ("pretax", "A", "hash", "So the sale price is $68.¶#### 68", "the price before tax"),
        ("net", "A", "boxed", r"Combining the rates, \(15\% - 8\% = 7\%\) off, so the price is \(0.93 \times 80 = \boxed{74.40}\).", "the two rates netted: 74.40"),
        ("tax", "A", "answer_is", "The answer is $5.44.", "the tax only"),
        ("discount", "A", "hash", "#### 12", "the discount only"),
        ("rounded", "A", "prose_sentence", "So the final price of the jacket comes to about $73.", "rounded and hedged"),
        ("slip", "A", "boxed", r"Adding, \(68 + 5.04 = 73.04\), so the final price is \(\boxed{\$73.04}\).", "a slip in the tax (5.04 for 5.44)"),
     ]),
]
# ---------------------------------------------------------------- MATH problems (part 1)
W_INT = r"""We need to solve \(x^2 - 4x - 5 \ge 0\).

**Step 1: Factor the quadratic.**
We look for two numbers whose product is \(-5\) and whose sum is \(-4\): these are \(-5\) and \(1\). So
\[ x^2 - 4x - 5 = (x - 5)(x + 1). \]

**Step 2: Find the critical points.**
The product is zero at \(x = 5\) and \(x = -1\). These split the real line into three intervals: \((-\infty, -1)\), \((-1, 5)\) and \((5, \infty)\).

**Step 3: Test each interval.**
- For \(x = -2\): \((-2 - 5)(-2 + 1) = (-7)(-1) = 7 > 0\). Positive.
- For \(x = 0\): \((0 - 5)(0 + 1) = -5 < 0\). Negative.
- For \(x = 6\): \((6 - 5)(6 + 1) = 7 > 0\). Positive.

**Step 4: Endpoints.**
The inequality is \(\ge 0\), so the points where the product equals zero, \(x = -1\) and \(x = 5\), are included.

"""

W_SYS = r"""We solve the system
\[ 3x + 2y = 16, \qquad x - y = 2. \]

From the second equation, \(x = y + 2\). Substituting into the first equation:
\[ 3(y + 2) + 2y = 16 \implies 3y + 6 + 2y = 16 \implies 5y = 10 \implies y = 2. \]

Then \(x = y + 2 = 2 + 2 = 4\).

**Check:** \(3(4) + 2(2) = 12 + 4 = 16\) ✓ and \(4 - 2 = 2\) ✓.

"""

W_MAT = r"""We multiply the matrices row by column:
\[ \begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} \begin{pmatrix} 2 & 0 \\ 1 & 3 \end{pmatrix}. \]

- Row 1, column 1: \(1 \cdot 2 + 2 \cdot 1 = 2 + 2 = 4\).
- Row 1, column 2: \(1 \cdot 0 + 2 \cdot 3 = 0 + 6 = 6\).
- Row 2, column 1: \(3 \cdot 2 + 4 \cdot 1 = 6 + 4 = 10\).
- Row 2, column 2: \(3 \cdot 0 + 4 \cdot 3 = 0 + 12 = 12\).

"""

W_VEC = r"""We have \(\mathbf{u} = \begin{pmatrix} 1 \\ -2 \\ 4 \end{pmatrix}\) and \(\mathbf{v} = \begin{pmatrix} 3 \\ 0 \\ -1 \end{pmatrix}\).

First, scale each vector:
\[ 2\mathbf{u} = \begin{pmatrix} 2 \\ -4 \\ 8 \end{pmatrix}, \qquad 3\mathbf{v} = \begin{pmatrix} 9 \\ 0 \\ -3 \end{pmatrix}. \]

Now subtract component by component:
- first component: \(2 - 9 = -7\),
- second component: \(-4 - 0 = -4\),
- third component: \(8 - (-3) = 8 + 3 = 11\).

"""

W_OCT = r"""The sum of the interior angles of a polygon with \(n\) sides is \((n - 2) \cdot 180^\circ\).

For an octagon, \(n = 8\):
\[ (8 - 2) \cdot 180^\circ = 6 \cdot 180^\circ = 1080^\circ. \]

A regular octagon has 8 equal interior angles, so each one measures
\[ \frac{1080^\circ}{8} = 135^\circ. \]

Check with the exterior angles: the exterior angles of any convex polygon add up to \(360^\circ\), so each exterior angle of a regular octagon is \(360^\circ / 8 = 45^\circ\), and the interior angle is \(180^\circ - 45^\circ = 135^\circ\). ✓

"""

W_ACOS = r"""We want the angle \(\theta\) in \([0, \pi]\) with \(\cos \theta = -\frac{1}{2}\), since the range of \(\arccos\) is \([0, \pi]\).

We know \(\cos \frac{\pi}{3} = \frac{1}{2}\). Cosine is negative in the second quadrant, and \(\cos(\pi - \alpha) = -\cos \alpha\), so
\[ \cos\left(\pi - \frac{\pi}{3}\right) = -\cos\frac{\pi}{3} = -\frac{1}{2}. \]

Now \(\pi - \frac{\pi}{3} = \frac{3\pi}{3} - \frac{\pi}{3} = \frac{2\pi}{3}\), which lies in \([0, \pi]\).

(In degrees this angle is \(120^\circ\), but the question asks for radians.)

"""

W_HYP = r"""By the Pythagorean theorem, the hypotenuse \(c\) satisfies
\[ c^2 = 4^2 + 8^2 = 16 + 64 = 80, \qquad c = \sqrt{80}. \]

To simplify \(\sqrt{80}\), we look for the largest perfect square that divides 80. Since \(80 = 16 \cdot 5\) and 16 is a perfect square,
\[ \sqrt{80} = \sqrt{16} \cdot \sqrt{5} = 4\sqrt{5}. \]

Check: \((4\sqrt{5})^2 = 16 \cdot 5 = 80\) ✓. Numerically \(4\sqrt{5} \approx 8.944\).

"""

W_RAD = r"""The area of a circle of radius \(r\) is \(A = \pi r^2\). We are told
\[ \pi r^2 = \frac{49\pi}{4}. \]

Dividing both sides by \(\pi\):
\[ r^2 = \frac{49}{4}. \]

Taking the positive square root (a radius is positive):
\[ r = \sqrt{\frac{49}{4}} = \frac{\sqrt{49}}{\sqrt{4}} = \frac{7}{2}. \]

Check: \(\pi \left(\frac{7}{2}\right)^2 = \pi \cdot \frac{49}{4}\) ✓.

"""

MPROBS1 = [
    ("interval", r"(-\infty,-1]\cup[5,\infty)",
     r"Solve the inequality $x^2 - 4x - 5 \ge 0$. Express your answer in interval notation.",
     W_INT, th(W_INT),
     [
        ("swapped", "B", "boxed", "So the expression is nonnegative on the two outer intervals, endpoints included.¶¶" + qwen_end(r"[5,\infty)\cup(-\infty,-1]"), "the two pieces of the union in the other order: the same set"),
        ("plus_inf", "B", "boxed", r"Combining the outer intervals with their endpoints, the solution set is \(\boxed{(-\infty, -1] \cup [5, +\infty)}\).", "'+\\infty' and spaces: the same set"),
        ("left_right", "B", "minerva", "The solution is the union of the two outer intervals with the endpoints included.¶¶" + minerva_end(r"$\left(-\infty,-1\right]\cup\left[5,\infty\right)$"), "\\left( \\right] delimiters"),
        ("x_in", "B", "tag", r"T:<answer>x \in (-\infty, -1] \cup [5, \infty)</answer>", "'x \\in' before the set in the answer tag"),
        ("open", "A", "boxed", r"The product is positive on the two outer intervals, so the solution is \(\boxed{(-\infty,-1)\cup(5,\infty)}\).", "open intervals: the endpoints -1 and 5, where the product is 0, are left out"),
        ("half_open", "A", "boxed", r"So the solution set is \(\boxed{(-\infty,-1]\cup(5,\infty)}\).", "5 left out: one endpoint open"),
        ("complement", "A", "answer_is", r"The expression changes sign at the roots, so the solution is the closed interval between them. The answer is \([-1, 5]\).", "the complement's closure: where the product is <= 0"),
        ("one_piece", "A", "boxed", r"Since we need both factors to be nonnegative, \(x - 5 \ge 0\) and \(x + 1 \ge 0\), which gives \(x \ge 5\).¶¶" + llama_end(r"[5,\infty)"), "only the piece where both factors are nonnegative; (-inf,-1] lost"),
        ("sign_slip", "A", "tag", r"T:<answer>(-\infty,-5]\cup[1,\infty)</answer>", "the roots' signs flipped (roots read as -5 and 1)"),
        ("cut", "A", "truncated", r"Therefore the solution set is \(\boxed{(-\infty,-1]\cup", "cut inside the box: no_answer"),
     ]),
    ("system", "(4,2)",
     r"Solve the system $3x + 2y = 16$ and $x - y = 2$. Enter your answer as an ordered pair $(x, y)$.",
     W_SYS, th(W_SYS),
     [
        ("xy_eq", "B", "boxed", r"So the solution is \(\boxed{(x, y) = (4, 2)}\).", "'(x, y) =' before the pair"),
        ("left_right", "B", "minerva", minerva_end(r"$\left(4,\,2\right)$"), "\\left( \\right) and a thin space"),
        ("r1", "B", "boxed", "T:The solution of the system is \\(x = 4\\), \\(y = 2\\).¶¶" + r1final("(4, 2)"), "R1 think block, then a **Final Answer** box"),
        ("swapped", "A", "boxed", r"So the ordered pair is \(\boxed{(2, 4)}\).", "the coordinates swapped: (2, 4) is not (4, 2)"),
        ("set", "A", "boxed", r"So the solution set is \(\boxed{\{2, 4\}}\).", "an unordered set of the two values where an ordered pair (4, 2) is asked"),
        ("x_only", "A", "answer_is", r"The answer is \(x = 4\).", "only x where the pair is asked"),
        ("sign", "A", "tag", "T:<answer>(4, -2)</answer>", "sign slip on y"),
        ("sum", "A", "boxed", r"Adding the coordinates, \(x + y = 6\), so the answer is \(\boxed{6}\).", "x + y, not the pair"),
     ]),
    ("matprod", r"\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}",
     r"Compute $\begin{pmatrix} 1 & 2 \\ 3 & 4 \end{pmatrix} \begin{pmatrix} 2 & 0 \\ 1 & 3 \end{pmatrix}$.",
     W_MAT, th(W_MAT),
     [
        ("bmatrix", "B", "boxed", r"Putting the entries together, the product is \(\boxed{\begin{bmatrix} 4 & 6 \\ 10 & 12 \end{bmatrix}}\).", "bmatrix for a pmatrix gold"),
        ("array", "B", "minerva", minerva_end(r"$\left[\begin{array}{cc} 4 & 6 \\ 10 & 12 \end{array}\right]$"), "\\left[ array \\right]"),
        ("compact", "B", "boxed", "T:So the product matrix has rows (4, 6) and (10, 12).¶¶" + r1final(r"\begin{pmatrix}4&6\\10&12\end{pmatrix}"), "pmatrix with no spaces, after an R1 think block"),
        ("reversed", "A", "boxed", r"Multiplying in the other order, the first row is \((2, 4)\) and the second row is \((1 \cdot 1 + 3 \cdot 3, 1 \cdot 2 + 3 \cdot 4) = (10, 14)\), so the product is \(\boxed{\begin{pmatrix} 2 & 4 \\ 10 & 14 \end{pmatrix}}\).", "BA computed instead of AB"),
        ("transpose", "A", "boxed", r"Writing the entries column by column, the product is \(\boxed{\begin{pmatrix} 4 & 10 \\ 6 & 12 \end{pmatrix}}\).", "the transpose of the product"),
        ("entrywise", "A", "answer_is", r"Multiplying entry by entry instead, we get \(\begin{pmatrix} 2 & 0 \\ 3 & 12 \end{pmatrix}\). The answer is \(\begin{pmatrix} 2 & 0 \\ 3 & 12 \end{pmatrix}\).", "the entrywise (Hadamard) product"),
        ("det", "A", "tag", r"T:The determinant of the product is \(4 \cdot 12 - 6 \cdot 10 = -12\).¶<answer>-12</answer>", "the determinant of the product, not the matrix"),
        ("row_slip", "A", "boxed", llama_end(r"\begin{pmatrix} 4 & 6 \\ 10 & 14 \end{pmatrix}"), "one entry wrong (14 for 12)"),
     ]),
    ("vector", r"\begin{pmatrix} -7 \\ -4 \\ 11 \end{pmatrix}",
     r"Let $\mathbf{u} = \begin{pmatrix} 1 \\ -2 \\ 4 \end{pmatrix}$ and $\mathbf{v} = \begin{pmatrix} 3 \\ 0 \\ -1 \end{pmatrix}$. Compute $2\mathbf{u} - 3\mathbf{v}$.",
     W_VEC, th(W_VEC),
     [
        ("bmatrix", "B", "boxed", r"Therefore \(2\mathbf{u} - 3\mathbf{v} = \boxed{\begin{bmatrix} -7 \\ -4 \\ 11 \end{bmatrix}}\).", "bmatrix column"),
        ("qwen", "B", "boxed", qwen_end(r"\begin{pmatrix}-7\\-4\\11\end{pmatrix}"), "compact pmatrix in Qwen's closing line"),
        ("tag", "B", "tag", r"T:<answer>\(\begin{pmatrix} -7 \\ -4 \\ 11 \end{pmatrix}\)</answer>", "pmatrix inside \\( \\) inside the answer tag"),
        ("plus", "A", "boxed", r"Adding the scaled vectors: \(2 + 9 = 11\), \(-4 + 0 = -4\), \(8 + (-3) = 5\). So the result is \(\boxed{\begin{pmatrix} 11 \\ -4 \\ 5 \end{pmatrix}}\).", "2u + 3v computed: (11, -4, 5)"),
        ("neg", "A", "boxed", r"So \(3\mathbf{v} - 2\mathbf{u} = \boxed{\begin{pmatrix} 7 \\ 4 \\ -11 \end{pmatrix}}\).", "3v - 2u: every sign flipped"),
        ("third_slip", "A", "minerva", minerva_end(r"$\begin{pmatrix} -7 \\ -4 \\ 5 \end{pmatrix}$"), "8 - (-3) taken as 5: third component wrong"),
        ("permuted", "A", "answer_is", r"The answer is \(\begin{pmatrix} -4 \\ -7 \\ 11 \end{pmatrix}\).", "first two components swapped"),
        ("norm", "A", "boxed", r"Its length is \(\sqrt{49 + 16 + 121} = \sqrt{186}\), so the answer is \(\boxed{\sqrt{186}}\).", "the vector's norm, not the vector"),
     ]),
    ("octagon", "135",
     "What is the measure, in degrees, of each interior angle of a regular octagon?",
     W_OCT, th(W_OCT),
     [
        ("circ", "B", "boxed", r"Therefore, each interior angle of a regular octagon measures \(\boxed{135^\circ}\).", "^\\circ after the value"),
        ("circ_braces", "B", "minerva", minerva_end(r"$135^{\circ}$"), "^{\\circ} with braces"),
        ("text_deg", "B", "boxed", r"So each interior angle is \(\boxed{135 \text{ degrees}}\).", "the unit inside \\text{} after the value"),
        ("symbol", "B", "answer_is", "The answer is 135°.", "Unicode degree sign, trailing period"),
        ("radians", "A", "boxed", r"Converting to radians, \(135^\circ = 135 \cdot \frac{\pi}{180} = \frac{3\pi}{4}\), so each angle is \(\boxed{\frac{3\pi}{4}}\).", "radians where degrees are asked"),
        ("exterior", "A", "boxed", r"So each angle of the regular octagon measures \(\boxed{45^\circ}\).", "the exterior angle"),
        ("sum", "A", "tag", r"T:<answer>1080^\circ</answer>", "the interior angle sum"),
        ("approx", "A", "answer_is", r"The answer is approximately \(135^\circ\).", "'approximately' for an exact angle"),
        ("cut", "A", "truncated", r"Therefore, each interior angle measures \(\boxed{13", "cut inside the value: no_answer"),
     ]),
    ("arccos", r"\frac{2\pi}{3}",
     r"Compute $\arccos\left(-\frac{1}{2}\right)$. Express your answer in radians.",
     W_ACOS, th(W_ACOS),
     [
        ("coef", "B", "boxed", r"Hence \(\arccos\left(-\frac{1}{2}\right) = \boxed{\frac{2}{3}\pi}\).", "\\frac{2}{3}\\pi: the same multiple of pi"),
        ("slash", "B", "answer_is", r"The answer is $2\pi/3$.", "slash form"),
        ("dfrac", "B", "boxed", qwen_end(r"\dfrac{2\pi}{3}"), "\\dfrac"),
        ("tfrac", "B", "tag", r"T:<answer>\tfrac{2}{3}\pi</answer>", "\\tfrac{2}{3}\\pi in the tag"),
        ("degrees", "A", "boxed", r"So the angle is \(\boxed{120^\circ}\).", "degrees where radians are asked"),
        ("positive", "A", "boxed", r"Since \(\cos\frac{\pi}{3} = \frac{1}{2}\), we get \(\boxed{\frac{\pi}{3}}\).", "arccos(1/2): the sign ignored"),
        ("neg", "A", "minerva", minerva_end(r"$-\frac{\pi}{3}$"), "-pi/3, outside the range of arccos"),
        ("decimal", "A", "boxed", r"Numerically, \(\frac{2\pi}{3} \approx 2.094\), so the answer is \(\boxed{2.094}\).", "a rounded decimal of an irrational gold, boxed alone"),
        ("no_pi", "A", "boxed", r"So \(\arccos\left(-\frac{1}{2}\right) = \boxed{\frac{2}{3}}\).", "the factor pi dropped"),
        ("third_quad", "A", "answer_is", r"Cosine is also negative in the third quadrant, at \(\pi + \frac{\pi}{3} = \frac{4\pi}{3}\). The answer is \(\frac{4\pi}{3}\).", "4pi/3, outside the range of arccos"),
     ]),
    ("hyp", r"4\sqrt{5}",
     "A right triangle has legs of length 4 and 8. What is the length of the hypotenuse? Express your answer in simplest radical form.",
     W_HYP, th(W_HYP),
     [
        ("no_braces", "B", "boxed", r"Therefore, the hypotenuse has length \(\boxed{4\sqrt5}\).", "\\sqrt5 without braces"),
        ("unsimplified", "B", "answer_is", r"The answer is \(\sqrt{80}\).", "sqrt(80), the same value not simplified"),
        ("half_simpl", "B", "boxed", r"Since \(80 = 4 \cdot 20\), the length is \(2\sqrt{20}\), which equals \(\boxed{2\sqrt{20}}\).", "2 sqrt(20) = sqrt(80): equal value, partly simplified"),
        ("cdot", "B", "minerva", minerva_end(r"$4 \cdot \sqrt{5}$"), "4 \\cdot \\sqrt{5}"),
        ("wrong_out", "A", "boxed", r"Since \(80 = 16 \cdot 5\), we get \(\sqrt{80} = 8\sqrt{5}\), so the hypotenuse is \(\boxed{8\sqrt{5}}\).", "sqrt(16) taken as 8: 8 sqrt 5 = sqrt 320"),
        ("wrong_split", "A", "boxed", r"Pulling a 4 out of the root, \(\sqrt{80} = 4\sqrt{10}\), so the answer is \(\boxed{4\sqrt{10}}\).", "4 sqrt 10 = sqrt 160: a radical simplified wrongly"),
        ("decimal", "A", "answer_is", r"The answer is \(8.94\).", "rounded decimal of 4 sqrt 5"),
        ("squared", "A", "tag", "T:<answer>80</answer>", "c^2, not c"),
        ("other_leg", "A", "boxed", r"Taking 8 as the hypotenuse instead, the missing side is \(\sqrt{64 - 16} = \sqrt{48} = \boxed{4\sqrt{3}}\).", "8 taken as the hypotenuse"),
     ]),
    ("radius", r"\frac{7}{2}",
     r"A circle has area $\frac{49\pi}{4}$. What is the radius of the circle?",
     W_RAD, th(W_RAD),
     [
        ("mixed", "B", "boxed", r"So the radius is \(\boxed{3\frac{1}{2}}\).", "mixed number 3 1/2"),
        ("decimal", "B", "answer_is", "The answer is 3.5.", "exact decimal"),
        ("r_eq", "B", "tag", r"T:<answer>r = \tfrac{7}{2}</answer>", "'r =' and \\tfrac"),
        ("unit", "B", "boxed", r"Therefore the radius is \(\boxed{\frac{7}{2} \text{ units}}\).", "a unit in \\text{} after the value"),
        ("extra_pi", "A", "boxed", r"So \(r = \frac{7\pi}{2}\), and the radius is \(\boxed{\frac{7\pi}{2}}\).", "an extra factor of pi"),
        ("diameter", "A", "boxed", r"So the diameter of the circle is \(2r = \boxed{7}\).", "the diameter"),
        ("no_root", "A", "minerva", minerva_end(r"$\frac{49}{4}$"), "r^2, the root not taken"),
        ("reciprocal", "A", "boxed", r"So \(r = \frac{2}{7}\), i.e. the radius is \(\boxed{\frac{2}{7}}\).", "the reciprocal"),
        ("plus_minus", "A", "answer_is", r"Taking square roots, \(r = \pm\frac{7}{2}\). The answer is \(\pm\frac{7}{2}\).", "two values (plus or minus) for a length"),
     ]),
]
# ---------------------------------------------------------------- MATH problems (part 2)
W_BASE = r"""To convert \(123_{10}\) to base 5, we divide by 5 repeatedly and record the remainders.

\[
\begin{aligned}
123 \div 5 &= 24 \text{ remainder } 3, \\
24 \div 5 &= 4 \text{ remainder } 4, \\
4 \div 5 &= 0 \text{ remainder } 4.
\end{aligned}
\]

The base-5 digits are the remainders read from the last one to the first one: \(4, 4, 3\).

Check: \(4 \cdot 5^2 + 4 \cdot 5 + 3 = 100 + 20 + 3 = 123\). ✓

"""

W_SCI = r"""We group the coefficients and the powers of ten:
\[ (2.5 \times 10^3)(6 \times 10^{-5}) = (2.5 \cdot 6) \times (10^3 \cdot 10^{-5}). \]

The coefficients: \(2.5 \cdot 6 = 15\).

The powers of ten: \(10^3 \cdot 10^{-5} = 10^{3 + (-5)} = 10^{-2}\).

So the product is \(15 \times 10^{-2}\).

As a check, \(2.5 \times 10^3 = 2500\) and \(6 \times 10^{-5} = 0.00006\), and \(2500 \times 0.00006 = 0.15\).

"""

W_PCT = r"""A percent is a number of hundredths: \(p\%\) of a number means \(\frac{p}{100}\) times that number. We want the percent of 80 that gives 28.

Let the unknown percent be \(p\%\). Then
\[ \frac{p}{100} \cdot 80 = 28. \]

Dividing both sides by 80:
\[ \frac{p}{100} = \frac{28}{80} = \frac{7}{20} = 0.35. \]

(Simplifying: \(\frac{28}{80}\) divides by 4 to give \(\frac{7}{20}\), and \(\frac{7}{20} = \frac{35}{100}\).)

"""

W_CUBIC = r"""We use the Rational Root Theorem: any rational root divides the constant term 6, so the candidates are \(\pm 1, \pm 2, \pm 3, \pm 6\).

Try \(x = 1\): \(1 - 2 - 5 + 6 = 0\). ✓ So \(x - 1\) is a factor.

Synthetic division by \(x - 1\):
\[
\begin{array}{r|rrrr}
1 & 1 & -2 & -5 & 6 \\
  &   & 1 & -1 & -6 \\ \hline
  & 1 & -1 & -6 & 0
\end{array}
\]
So \(x^3 - 2x^2 - 5x + 6 = (x - 1)(x^2 - x - 6)\).

Now factor the quadratic: \(x^2 - x - 6 = (x - 3)(x + 2)\), since \((-3)(2) = -6\) and \(-3 + 2 = -1\).

So \(x^3 - 2x^2 - 5x + 6 = (x - 1)(x - 3)(x + 2)\).

"""

W_LINE = r"""To find the line, we first compute its slope from the two points and then use the point-slope form.

**Step 1: Slope.**
\[ m = \frac{8 - 2}{3 - 1} = \frac{6}{2} = 3. \]

**Step 2: Point-slope form.** Using the point \((1, 2)\):
\[ y - 2 = 3(x - 1). \]

**Step 3: Check the second point.** At \(x = 3\): \(y - 2 = 3 \cdot 2 = 6\), so \(y = 8\). ✓

"""

W_CIRC = r"""A circle is the set of points at a fixed distance \(r\) from its center. By the distance formula, a point \((x, y)\) is on the circle exactly when its distance to the center is \(r\).

The standard form of a circle with center \((h, k)\) and radius \(r\) is
\[ (x - h)^2 + (y - k)^2 = r^2. \]

Here \(h = 2\), \(k = -3\) and \(r = 4\), so \(r^2 = 16\) and \(y - k = y - (-3) = y + 3\).

Check a point: \((6, -3)\) is 4 units to the right of the center, and \((6 - 2)^2 + (-3 + 3)^2 = 16 + 0 = 16\). ✓

"""

W_COMP = r"""To evaluate a composition \(f(g(2))\), we work from the inside out: first find \(g(2)\), then plug that value into \(f\).

**Step 1: Evaluate the inner function.**
\[ g(2) = 2 \cdot 2 - 1 = 4 - 1 = 3. \]

**Step 2: Evaluate the outer function at that value.**
\[ f(g(2)) = f(3) = 3^2 + 3 \cdot 3. \]

"""

MPROBS2 = [
    ("base5", "443_5",
     r"Express $123_{10}$ in base 5.",
     W_BASE, th(W_BASE),
     [
        ("braces", "B", "boxed", r"Therefore, \(123_{10} = \boxed{443_{5}}\).", "subscript in braces"),
        ("digits", "B", "minerva", minerva_end("$443$"), "the base-5 digits without the subscript"),
        ("paren", "B", "tag", r"T:<answer>(443)_5</answer>", "(443)_5 in the tag"),
        ("top_down", "A", "boxed", r"Reading the remainders in the order we found them, the answer is \(\boxed{344_5}\).", "remainders read in the wrong order: 344_5 = 99"),
        ("base6", "A", "boxed", r"Dividing by 6 instead: \(123 = 3 \cdot 36 + 2 \cdot 6 + 3\), so \(123_{10} = \boxed{323_6}\).", "debatable: the right value in the wrong base (323_6 = 123 = 443_5); base 5 was asked (see DECISIONS)", True),
        ("slip", "A", "boxed", r"Hmm, let me redo the second step: \(24 \div 5 = 4\) remainder \(3\). So the digits are \(4, 3, 3\) and the answer is \(\boxed{433_5}\).", "a remainder slip: 433_5 = 118"),
        ("extra_zero", "A", "answer_is", r"The answer is \(4430_5\).", "an extra 0 digit: 4430_5 = 615"),
        ("cut", "A", "truncated", r"Therefore, \(123_{10} = \boxed{44", "cut inside the box: no_answer"),
     ]),
    ("sci", "0.15",
     r"Compute $(2.5 \times 10^3)(6 \times 10^{-5})$. Express your answer as a decimal.",
     W_SCI, th(W_SCI),
     [
        ("sci", "B", "boxed", r"In scientific notation, \(15 \times 10^{-2} = \boxed{1.5 \times 10^{-1}}\).", "scientific notation: 1.5 x 10^-1 = 0.15"),
        ("frac", "B", "answer_is", r"Since \(15 \times 10^{-2} = \frac{15}{100}\), the answer is \(\frac{3}{20}\).", "3/20: exact fraction for the decimal 0.15"),
        ("no_zero", "B", "tag", "T:<answer>.15</answer>", "a decimal without the leading zero"),
        ("unnormalized", "B", "minerva", minerva_end(r"$15 \times 10^{-2}$"), "15 x 10^-2, not normalized"),
        ("not_shifted", "A", "boxed", r"Writing this in standard form, the answer is \(\boxed{1.5 \times 10^{-2}}\).", "the exponent not adjusted when the decimal point moved: 0.015"),
        ("decimal_slip", "A", "boxed", r"So the product is \(15 \times 10^{-2} = \boxed{0.015}\).", "the decimal point moved three places"),
        ("exp_added", "A", "answer_is", r"Adding the exponents \(3 + 5 = 8\), the answer is \(1.5 \times 10^{8}\).", "exponents combined with the wrong sign"),
        ("coeff", "A", "boxed", r"So the answer is \(\boxed{15}\).", "the power of ten dropped"),
     ]),
    ("percent", r"35\%",
     "What percent of 80 is 28?",
     W_PCT, th(W_PCT),
     [
        ("bare", "B", "boxed", r"So \(p = 0.35 \times 100 = 35\), and 28 is 35 percent of 80. \(\boxed{35}\)", "35 without the percent sign for a percent gold"),
        ("space", "B", "minerva", minerva_end(r"$35 \%$"), "a space before \\%"),
        ("text_pct", "B", "boxed", qwen_end(r"35\text{\%}"), "\\% inside \\text{}"),
        ("word", "B", "answer_is", "So p = 35.¶¶The answer is 35 percent.", "'35 percent' in words"),
        ("decimal_pct", "A", "boxed", r"So 28 is \(\boxed{0.35\%}\) of 80.", "the fraction 0.35 written with a percent sign: 0.35% is not 35%"),
        ("shift", "A", "boxed", r"So \(p = 0.35 \times 10 = 3.5\), and the answer is \(\boxed{3.5\%}\).", "multiplied by 10, not 100"),
        ("complement", "A", "answer_is", r"The part that is not 28 is \(80 - 28 = 52\), which is \(65\%\) of 80. The answer is \(65\%\).", "the complement"),
        ("inverse", "A", "boxed", r"Hmm, maybe we need 80 as a percent of 28: \(\frac{80}{28} \approx 2.857\), so the answer is \(\boxed{285.7\%}\).", "80 as a percent of 28, rounded"),
     ]),
    ("cubic", "-2, 1, 3",
     r"Find all real solutions to $x^3 - 2x^2 - 5x + 6 = 0$. Enter all the solutions, separated by commas.",
     W_CUBIC, th(W_CUBIC),
     [
        ("order", "B", "boxed", r"Setting each factor to zero, the solutions are \(\boxed{3, 1, -2}\).", "the roots in another order"),
        ("x_eq", "B", "minerva", minerva_end(r"$x = -2, 1, 3$"), "'x =' before the list"),
        ("set", "B", "tag", r"T:<answer>\{-2, 1, 3\}</answer>", "the roots as a set"),
        ("each", "B", "answer_is", r"The answer is \(x = 1\), \(x = -2\), and \(x = 3\).", "'x =' before each root, 'and' before the last"),
        ("missing", "A", "boxed", r"Since \(x = 1\) and \(x = 3\) make the factors zero, the solutions are \(\boxed{1, 3}\).", "one root of three lost (-2)"),
        ("sign_slip", "A", "boxed", r"Setting each factor to zero: \(x = 1\), \(x = -3\), \(x = 2\). So the solutions are \(\boxed{-3, 1, 2}\).", "signs of the quadratic's roots flipped"),
        ("all_flipped", "A", "answer_is", r"Setting each factor equal to zero gives the solutions \(-1, 3, -2\)... wait, \(x - 1 = 0\) gives \(x = -1\), \(x - 3 = 0\) gives \(x = -3\), and \(x + 2 = 0\) gives \(x = 2\). The answer is \(-1, -3, 2\).", "every root's sign flipped, taken back from a half-flipped list"),
        ("one", "A", "boxed", llama_end("1"), "only the rational root found first"),
        ("cut", "A", "truncated", r"Therefore, the solutions are \(\boxed{-2, 1,", "cut inside the box: no_answer"),
     ]),
    ("line", "y=3x-1",
     r"Find the equation of the line that passes through the points $(1, 2)$ and $(3, 8)$.",
     W_LINE, th(W_LINE),
     [
        ("standard", "B", "boxed", r"Expanding, \(y - 2 = 3x - 3\), so \(3x - y = 1\). The equation of the line is \(\boxed{3x - y = 1}\).", "standard form: the same line"),
        ("point_slope", "B", "minerva", minerva_end(r"$y - 2 = 3(x - 1)$"), "point-slope form"),
        ("reordered", "B", "tag", r"T:<answer>y = -1 + 3x</answer>", "the intercept written first"),
        ("b_sign", "A", "boxed", r"Expanding, \(y = 3x - 3 + 2 = 3x + 1\), so the line is \(\boxed{y = 3x + 1}\).", "intercept sign slip: +1"),
        ("reciprocal", "A", "boxed", r"Using \(m = \frac{3 - 1}{8 - 2} = \frac{1}{3}\) instead, the line through \((1, 2)\) is \(y = \frac{1}{3}x + \frac{5}{3}\). So the answer is \(\boxed{y = \frac{1}{3}x + \frac{5}{3}}\).", "run over rise: the reciprocal slope"),
        ("neg_slope", "A", "answer_is", r"The answer is \(y = -3x + 5\).", "slope sign slip (passes through (1, 2) but not (3, 8))"),
        ("xy_swapped", "A", "boxed", r"So the equation of the line is \(\boxed{x = 3y - 1}\).", "x and y swapped"),
        ("slope_only", "A", "boxed", r"So the slope of the line is \(\boxed{3}\).", "the slope where the equation is asked"),
        ("cut", "A", "truncated", r"So the equation of the line is \(\boxed{y = 3x", "cut inside the box: no_answer"),
     ]),
    ("circle", r"(x-2)^2+(y+3)^2=16",
     r"Find the equation of the circle with center $(2, -3)$ and radius 4.",
     W_CIRC, th(W_CIRC),
     [
        ("expanded", "B", "boxed", r"Expanding \((x - 2)^2 + (y + 3)^2 = 16\): \(x^2 - 4x + 4 + y^2 + 6y + 9 = 16\), so \(\boxed{x^2 + y^2 - 4x + 6y - 3 = 0}\).", "general form: the same circle"),
        ("reordered", "B", "minerva", minerva_end(r"$(y+3)^2 + (x-2)^2 = 4^2$"), "terms in another order, 4^2 for 16"),
        ("moved", "B", "tag", r"T:<answer>x^2 - 4x + y^2 + 6y = 3</answer>", "expanded with the constant moved right"),
        ("signs", "A", "boxed", r"So the equation is \(\boxed{(x + 2)^2 + (y - 3)^2 = 16}\).", "the center's signs flipped: center (-2, 3)"),
        ("r_not_sq", "A", "boxed", r"So the equation is \(\boxed{(x - 2)^2 + (y + 3)^2 = 4}\).", "r, not r^2, on the right"),
        ("const_sign", "A", "answer_is", r"Expanding, \(x^2 - 4x + 4 + y^2 + 6y + 9 = 16\), so the answer is \(x^2 + y^2 - 4x + 6y + 3 = 0\).", "the constant's sign slipped when moved: +3 for -3"),
        ("swapped", "A", "boxed", r"With the center at \((-3, 2)\), the circle is \(\boxed{(x + 3)^2 + (y - 2)^2 = 16}\).", "the center's coordinates swapped"),
        ("two_r", "A", "boxed", qwen_end(r"(x-2)^2+(y+3)^2=8"), "2r for r^2"),
        ("center", "A", "boxed", r"So the circle is centered at \(\boxed{(2, -3)}\).", "the given center, not the equation"),
     ]),
    ("compose", "18",
     r"Let $f(x) = x^2 + 3x$ and $g(x) = 2x - 1$. Find $f(g(2))$.",
     W_COMP, th(W_COMP),
     [
        ("eq", "B", "boxed", r"So \(f(3) = 9 + 9 = 18\), that is, \(\boxed{f(g(2)) = 18}\).", "'f(g(2)) =' inside the box"),
        ("text_period", "B", "tag", r"T:<answer>\text{18.}</answer>", "\\text{} wrapper with a trailing period inside"),
        ("inner", "A", "boxed", r"So the input is \(\boxed{x = 3}\).", "x = g(2) = 3 where f(g(2)) is asked"),
        ("unsubst", "A", "boxed", r"In general, \(f(g(x)) = (2x - 1)^2 + 3(2x - 1) = 4x^2 + 2x - 2\). So \(\boxed{f(g(x)) = 4x^2 + 2x - 2}\).", "the composite with x left unsubstituted"),
        ("unexpanded", "A", "answer_is", r"The answer is \((2x - 1)^2 + 3(2x - 1)\).", "the composite unexpanded, x unsubstituted"),
        ("reversed", "A", "boxed", r"Evaluating the other way, \(f(2) = 4 + 6 = 10\) and \(g(10) = 19\), so the answer is \(\boxed{19}\).", "g(f(2))"),
        ("f_only", "A", "minerva", minerva_end("$10$"), "f(2): g not applied"),
        ("half", "A", "boxed", r"So \(f(3) = 3^2 = \boxed{9}\).", "only the x^2 term"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS1 + MPROBS2, m, "m")

DECISIONS = {
    "m_base5_base6": (
        "reject",
        "323_6 equals 123 = 443_5 in value, but the question asks for the number in base 5; a "
        "numeral in another base does not answer 'express in base 5' (the README's 4210 for 4210_5 "
        "reads bare digits in the asked base, which here would make 323 a base-5 numeral, 88)",
    ),
    "ok_g_piano_h_min": (
        "accept",
        "'2 hours and 30 minutes' is the same duration as the 2.5 hours asked, stated in the "
        "question's unit plus minutes; equal values in another form are correct (README), and no "
        "other amount is offered",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam227", CASES, [], DECISIONS)
