r"""Build adversarial_redteam202.jsonl: round 202 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam202"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 100 GSM8K and 140 MATH, 180 kind A and 60 kind B: ISSUE 25'S
HOSTILE CLASSES ON MATH-STYLE ANSWERS (fractions, radicals, intervals, ordered pairs, complex
numbers, angles, bases, expressions in x, matrices), after 300-1000 characters of working in the
shapes real models write (Qwen2.5-Math numbered bold steps with `\(\boxed{}\)`, Qwen2.5-Instruct's
"Therefore, the final answer is: $\boxed{}$. I hope it is correct.", Llama 3 "## Step N:" with
"The final answer is: $\boxed{}$", R1-distill "**Final Answer**" blocks (one with a think block),
Minerva's closing, GSM8K `####`, prose). Kind A: a tolerance trap on an exact answer (a ten-digit
decimal of `3\sqrt{3}`, `\frac{1}{17}`, `\frac{5\pi}{12}`, `\frac{4}{11}`, `36-9\pi`; 59.9985 for 60,
2.3998 for 2.4); the problem's own expression boxed unevaluated; a box negated (`x \neq 7`),
struck (`\cancel{}`, Markdown `~~`) or annotated "(wrong)" / "(incorrect)"; a retraction after the
box in new words (with a wrong replacement, or with none); a quoted box that is not the model's
own answer; a box for a sub-step or another part (a root condition, the determinant, one row, the
real part, the count); an interval with a wrong bracket; a hedged, rounded or bounded value
("about", "approximately", `\approx`, "at least", "more than", "less than"); two values in one
box; a cut inside the box. Kind B: honest twins (`\sqrt{27}` and `3 \sqrt 3` for `3\sqrt{3}`,
`\frac{78}{1326}` and `1/17` for `\frac{1}{17}`, `-2 \le x \le 5` and `x\in[-2,5]` for `[-2, 5]`,
set-builder and `\left[ \right)` for the domain, `x=4,\ y=2` for `(4,2)`, `-i+5`, `\frac{5}{12}\pi`,
`150^\circ` / "150 degrees" for a degree gold, `1422` without its base, `7x + 2x^2 - 4`, bmatrix
and array for pmatrix, `\frac{36}{99}` and `\dfrac{4}{11}`, `0.3125` (a decimal that IS exact) for
`\frac{5}{16}`, `9(4-\pi)`, `\frac{1155}{4}` for 288.75, `\frac{12}{5}` for 2.4, escaped dollars,
units in the box, a value followed by an equal restatement or a check whose last number is a given).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: car $12,000 losing 15 % a year, after 2 years -> 8670 (10200 after one year; 3330 the drop;
8400 for a flat 30 %; 8700 rounded); sugar 3/4 cup x 10 batches, 2-cup bags -> 4 (7.5 cups; 3.75
unrounded; 3 rounded down; 8 cups bought); train 180 km in 2.5 h, minutes for 252 km -> 210 (72
km/h; 3.5 h; 150 min the given time; 5/6 min per km); $250 in the ratio 2:3, Leo -> 150 (Nadia 100;
part 50; difference 50; 3/5); scores 82, 91, 77, 88, fifth for an average of 85 -> 87 (sum 338;
total 425; average so far 84.5); 3 notebooks for $4, 45 notebooks -> 60 (15 packs; 45 x 1.3333 =
59.9985; 45 x 1.33 = 59.85; 64 for a 16-pack slip); garden 12 x 8 m, 1.5 m gate, $7.50/m -> 288.75
(perimeter 40; 38.5 m; 300 without the gate; 288.8 rounded; 1155/4 equal); pipes 4 h and 6 h ->
2.4 (rate 5/12; 1/0.4167 = 2.3998; average 5; sum 10; 144 minutes); jacket $80, 25 % off, 8 % tax
-> 64.8 (sale 60; tax 4.80; discount 20; 66.40 taxing the full price; 65 rounded); 2 L bottle, 5
glasses of 250 mL, mL left -> 750 (1250 poured; 2000; 3 more glasses; 1.25 L poured; 650 slip).
MATH: sqrt 75 - sqrt 12 -> 3\sqrt{3} (5.196152423; 5\sqrt{3} sub-step; \sqrt{63}; 7\sqrt{3});
both hearts without replacement -> \frac{1}{17} (78/1326; 0.0588235294; 1/16; 1/4; 2/17);
|2x - 3| <= 7 -> [-2, 5] ((-2, 5); [-2, 5); [-5, 2]; x <= 5; the complement); domain of
sqrt(x-2)/(x-7) -> [2,7) \cup (7,\infty) ([2, \infty); (2,7) \cup (7,\infty); [2,7] \cup
[7,\infty); \mathbb{R} \setminus \{7\}); 3x + 2y = 16, x - y = 2 -> (4,2) ((2,4); x + y = 6;
(4,6)); (3+2i)(1-i) -> 5-i (1-i; 5+i; real 5; imaginary -1; modulus \sqrt{26}); arctan 1 +
arcsin 1/2 -> \frac{5\pi}{12} (1.308996939; \pi/4; \pi/5; 5/12); regular 12-gon interior angle ->
150 (30 exterior; 1800 sum; 10 triangles; 120); 237 in base 5 -> 1422_5 (2241_5; 47; 422_5;
1422_{10}); (x+4)(2x-1) -> 2x^2+7x-4 (2x^2+7x+4; 2x^2-4; 2x^2+9x-4; 8x; 7; 5 at x = 1); the
product of [[2,-1],[1,3]] and [[1,4],[0,2]] -> [[2,6],[1,10]] (BA [[6,11],[2,6]]; transpose; det
14; entrywise [[2,-4],[0,6]]; [[2,6],[1,7]]); 0.\overline{36} -> \frac{4}{11} (36/99;
0.3636363636; 9/25; 11/30); exactly 2 heads in 5 flips -> \frac{5}{16} (10/32; 0.3125 exact; 0.31;
0.313; 10; 1/2 for at most 2; 1/32; about 31 %); square of side 6 minus its inscribed circle ->
36-9\pi (9(4-\pi); 7.725666118; 9\pi; 36-36\pi; 36-6\pi; 7.74 from \pi = 3.14; 36).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; 10 GSM8K problems x 10
probes (7 A, 3 B each) and 14 MATH problems x 10 probes (12 with 8 A and 2 B, 2 with 7 A and 3 B).
Kind B shapes name the honest form (hash / esc_comma / cents / unit_box / fraction_box / sqrt27 /
nobrace / unreduced / slash / ineq / in / set_builder / left_right / eqs / named / reordered /
parts / coef / deg_box / degrees_word / no_sub / brace_sub / braces / bmatrix / array / dfrac /
decimal_exact / factored / check_after / hm_after / liters_after / paren_hm ...). Kind A shapes name
the error (decimal / tolerance / restated / annotated / struck / strike / neq / retract /
retract_none / takeback / takeback_none / quoted / sub / first / root_only / det / row / real /
imag / count / open / half_open / closed_seven / open_two / approx / about / at_least / bound /
two / two_values / cut ...). Kind A: truth wrong, or no_answer where the form is `truncated` or
`none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer; nor does an equal
restatement ("210 minutes (3 hours and 30 minutes)", "750 mL (0.75 L)", "2.4 hours, which is 2 hours
and 24 minutes") or a check after the stated answer ("87, since (338 + 87) / 5 = 425 / 5 = 85"). A
box the model quotes and then overrules is not its answer. A box for a sub-step or another part,
followed by no later final value, is the (wrong) final answer. Wrong: a subtotal, a given, the
other part, a rate where a total is asked, a decimal approximation of an exact value (however many
digits), a hedge or bound ("about", `\approx`, "at least", "more than"), a negated or
condition-only box (`x \neq 7`), an interval with a wrong bracket, two values for one question, an
answer taken back and replaced. An answer taken back with nothing in its place (a struck box, a
box annotated "(wrong)", "I won't commit to it") or a cut before the value closes (a cut inside
the box) is no_answer. Equal values in another form are correct (unreduced fractions, a
terminating decimal equal to the fraction, set-builder for an interval, a base-5 numeral without
its subscript, reordered terms, bmatrix for pmatrix).

Debatable (4, with DECISIONS, all "reject"): `m_rad_restated` (`\sqrt{75}-\sqrt{12}` boxed for
"Simplify"), `m_complex_restated` (`(3+2i)(1-i)` boxed for "Compute"), `m_arc_restated`
(`\arctan 1 + \arcsin\frac{1}{2}` boxed for "Compute"), `m_poly_restated` (`(x+4)(2x-1)` boxed for
"Expand"): each box equals the gold in value, but it only restates the problem's own expression.

Usage: python build_adversarial_redteam202.py (writes adversarial_redteam202.jsonl beside this file)
"""

from corpus_build import (  # noqa: E402
    g,
    llama_end,
    m,
    minerva_end,
    probe_table,
    qbox,
    qwen_end,
    r1final,
    write_probes,
)

# fmt: off
# Problems: (key, gold, question, working, think block (unused here: ""), [(suffix, kind, form,
# final, note[, debatable]), ...]). The final follows the working; "¶" in a final is a newline.
# Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("car", "8670",
     "Dana buys a used car for $12,000. Its value drops by 15% every year. How much is the car worth after 2 years?",
     """## Step 1: Find the value after the first year
The car loses 15% of $12,000 in the first year. That is 0.15 x 12,000 = $1,800.
So after one year the car is worth 12,000 - 1,800 = $10,200.

## Step 2: Find the value after the second year
In the second year the car loses 15% of its new value, not of the purchase price:
0.15 x 10,200 = $1,530.
So after two years the car is worth 10,200 - 1,530 = $8,670.

## Step 3: Check with a multiplier
Each year the value is multiplied by 1 - 0.15 = 0.85, so after two years:
12,000 x 0.85 x 0.85 = 12,000 x 0.7225 = $8,670.
The total drop over the two years is 12,000 - 8,670 = $3,330.

""",
     "",
     [
        ("hash", "B", "hash", "#### 8670", "'####' value"),
        ("esc_comma", "B", "boxed", llama_end(r"\$8,670"), "escaped dollar and a thousands comma in the box"),
        ("cents", "B", "prose_sentence", "So the car is worth $8,670.00 after 2 years.", "cents written out"),
        ("year1_box", "A", "boxed", r"So after the first year the car is worth $\boxed{10200}$ dollars, and in the second year its value keeps dropping.", "a box for a sub-step (the value after one year); no later value"),
        ("drop", "A", "boxed", llama_end("3330"), "the total drop, not the value"),
        ("about", "A", "hash", "So the car is worth about $8,700 after two years.¶¶#### 8700", "a rounded, hedged value of an exact amount"),
        ("linear", "A", "hash", "#### 8670¶¶Wait - losing 15% twice is a 30% loss, so the car is worth 12,000 x 0.70 = $8,400.¶¶#### 8400", "the answer taken back for the simple-percentage 8400"),
        ("takeback_none", "A", "none", "#### 8670¶¶Actually, I'm not sure whether the 15% is taken from the new value each year or from the purchase price. I would need to know which one the problem means before giving a final number.", "the answer taken back, nothing in its place: no_answer"),
        ("rate_box", "A", "boxed", r"The car's value drops by $\boxed{15\%}$ each year.", "the given rate boxed last"),
        ("cut", "A", "truncated", "The final answer is: $\\boxed{86", "cut inside the box: no_answer"),
     ]),
    ("sugar", "4",
     "A cookie recipe needs 3/4 cup of sugar per batch. Omar wants to bake 10 batches. Sugar is sold in bags that hold 2 cups each. How many bags of sugar does Omar need to buy?",
     """Let's solve this step by step.

First, we find how much sugar Omar needs for 10 batches. Each batch needs 3/4 cup:
10 x 3/4 = 30/4 = 7.5 cups of sugar.

Next, we find how many bags that is. Each bag holds 2 cups:
7.5 / 2 = 3.75 bags.

Check: 3.75 bags x 2 cups per bag = 7.5 cups, and 7.5 cups / (3/4 cup per batch) = 10 batches, which matches the 10 batches Omar wants to bake.

""",
     "",
     [
        ("ceil_hash", "B", "hash", "Omar cannot buy part of a bag, so he has to round up: 3 bags would give only 6 cups, which is not enough, while 4 bags give 8 cups.¶¶#### 4", "rounded up with a check"),
        ("unit_box", "B", "boxed", "He cannot buy 0.75 of a bag, so he must buy the next whole number of bags.¶¶" + qwen_end(r"4 \text{ bags}"), "a unit in the box"),
        ("remark", "B", "prose_sentence", "Since bags are sold whole, Omar needs to buy 4 bags of sugar, and he will have half a cup left over.", "a trailing clause without digits"),
        ("unrounded", "A", "hash", "#### 3.75", "the unrounded quotient; bags are bought whole"),
        ("cups", "A", "boxed", r"So Omar needs $\boxed{7.5}$ cups of sugar.", "the cups, a subtotal"),
        ("at_least", "A", "prose_sentence", "So Omar needs at least 4 bags of sugar.", "'at least 4': a bound"),
        ("floor", "A", "hash", "He can only buy whole bags, so he buys 3 bags.¶¶#### 3", "rounded down"),
        ("bought_cups", "A", "hash", "Rounding up, he buys enough bags to have 4 x 2 = 8 cups.¶¶#### 8", "the cups bought, not the bags"),
        ("two_values", "A", "answer_is", "The answer is 3 or 4 bags, depending on whether Omar measures the sugar exactly.", "two values for one question"),
        ("cut", "A", "truncated", "Rounding up, Omar needs to buy $\\boxed{", "cut inside the box: no_answer"),
     ]),
    ("train", "210",
     "A train covers 180 km in 2.5 hours. At the same speed, how many minutes will it take to travel 252 km?",
     """To find the time, we first need the speed of the train.

**Speed:**
Speed = distance / time = 180 km / 2.5 h = 72 km/h.

**Time for 252 km:**
Time = distance / speed = 252 km / 72 km/h = 3.5 hours.

**Convert to minutes:**
There are 60 minutes in an hour, so 3.5 hours = 3.5 x 60 = 210 minutes.

**Check:** In 210 minutes = 3.5 hours at 72 km/h, the train goes 72 x 3.5 = 252 km. Correct.

""",
     "",
     [
        ("minerva", "B", "minerva", minerva_end("210"), "Minerva closing"),
        ("paren_hm", "B", "prose_sentence", "It will take the train 210 minutes (3 hours and 30 minutes) to travel 252 km.", "the value, then an equal time in hours and minutes"),
        ("hash", "B", "hash", "#### 210", "'####'"),
        ("hours", "A", "hash", "#### 3.5", "hours where minutes are asked"),
        ("speed", "A", "boxed", qwen_end("72"), "the speed, a rate"),
        ("per_km", "A", "boxed", r"At 72 km/h the train needs 60 / 72 of a minute for each kilometer, so the time per kilometer is $\boxed{\frac{5}{6}}$ minutes.", "minutes per kilometer, a rate where the total time is asked"),
        ("given", "A", "boxed", r"The train covers 180 km in $\boxed{150}$ minutes.", "the given 2.5 hours in minutes"),
        ("approx", "A", "prose_sentence", "It will take the train approximately 210 minutes.", "'approximately' an exact value"),
        ("takeback_none", "A", "none", "So it takes 210 minutes.¶¶Hmm, wait. Let me double-check the speed: 180 / 2.5... I think I divided the wrong way round, so let me redo this from the start.", "taken back, nothing in its place: no_answer"),
        ("cut", "A", "truncated", "Therefore, it will take $\\boxed{21", "cut inside the box: no_answer"),
     ]),
    ("ratio", "150",
     "Nadia and Leo share $250 in the ratio 2:3. How much money does Leo get?",
     """The ratio 2:3 means that for every 2 parts Nadia gets, Leo gets 3 parts.

Step 1: Total number of parts.
2 + 3 = 5 parts.

Step 2: Value of one part.
$250 / 5 = $50 per part.

Step 3: Each person's share.
Nadia: 2 x $50 = $100
Leo: 3 x $50 = $150

Step 4: Check.
$100 + $150 = $250, which is the whole amount, and 100 : 150 = 2 : 3.

""",
     "",
     [
        ("hash", "B", "hash", "#### 150", "'####'"),
        ("cents_box", "B", "boxed", qwen_end(r"\$150.00"), "escaped dollar with cents in the box"),
        ("fraction_of", "B", "prose_sentence", "Leo's share is 3/5 of $250, which is $150.", "the share as a fraction of the total, then the value last"),
        ("other", "A", "hash", "#### 100", "Nadia's share"),
        ("part", "A", "boxed", r"Each part is worth $\boxed{50}$ dollars.", "one part, a sub-step"),
        ("diff", "A", "prose_sentence", "So Leo gets $50 more than Nadia.", "the difference"),
        ("fraction", "A", "boxed", r"Leo gets $\boxed{\frac{3}{5}}$ of the money.", "the fraction, not the amount"),
        ("quoted", "A", "hash", r"The answer key I remember lists $\boxed{150}$, but Leo's name comes first in my reading of the ratio, so Leo gets 2 parts: 2 x $50 = $100.¶¶#### 100", "a quoted box; the model's own final answer is 100"),
        ("struck", "A", "none", r"Final answer: $\boxed{\cancel{150}}$ - no, I mixed up the order of the names. Let me redo the ratio.", "a struck box, nothing in its place: no_answer"),
        ("cut", "A", "truncated", "Therefore, Leo receives $\\boxed{1", "cut inside the box: no_answer"),
     ]),
    ("scores", "87",
     "Priya's first four test scores are 82, 91, 77 and 88. What score does she need on the fifth test so that her average over all five tests is exactly 85?",
     """Let's think step by step.

The average of five tests is the total of the five scores divided by 5. For the average to be 85, the total must be:
85 x 5 = 425.

The total of the first four scores is:
82 + 91 + 77 + 88 = 338.

(Her average so far is 338 / 4 = 84.5.)

So the fifth score must make up the difference:
425 - 338 = 87.

""",
     "",
     [
        ("hash", "B", "hash", "#### 87", "'####'"),
        ("check_after", "B", "prose_sentence", "Priya needs a score of exactly 87 on the fifth test, since (338 + 87) / 5 = 425 / 5 = 85.", "the answer, then a check whose last number is the given 85"),
        ("unit_box", "B", "boxed", llama_end(r"87 \text{ points}"), "a unit in the box"),
        ("average", "A", "hash", "#### 84.5", "the current average"),
        ("total", "A", "boxed", r"So the total needed is $\boxed{425}$.", "the total needed, a sub-step"),
        ("sum", "A", "boxed", r"Her first four tests add up to $\boxed{338}$.", "the sum so far"),
        ("at_least", "A", "prose_sentence", "So Priya needs to score at least 87 on the fifth test.", "'at least' where 'exactly' is asked"),
        ("target", "A", "hash", "So her average will be 85.¶¶#### 85", "the given target average"),
        ("two_values", "A", "prose_sentence", "So Priya needs 87 on the fifth test (or 88 to be safe).", "two values"),
        ("cut", "A", "truncated", "So the score Priya needs on the fifth test is", "cut before the value: no_answer"),
     ]),
    ("notebooks", "60",
     "A pack of 3 notebooks costs $4. How much do 45 notebooks cost?",
     """We need the cost of 45 notebooks when 3 notebooks cost $4.

Method 1 (count packs):
Each pack has 3 notebooks, so 45 notebooks is 45 / 3 = 15 packs.
Each pack costs $4, so 15 packs cost 15 x $4 = $60.

Method 2 (unit price):
One notebook costs $4 / 3 = $4/3, which is about $1.33 when written in cents.
45 notebooks cost 45 x 4/3 = 180/3 = $60.

Both methods give the same cost.

""",
     "",
     [
        ("hash", "B", "hash", "#### 60", "'####'"),
        ("cents_box", "B", "boxed", qwen_end(r"\$60.00"), "dollars and cents in the box"),
        ("frac_eq", "B", "prose_sentence", r"So the 45 notebooks cost $\frac{180}{3} = 60$ dollars.", "a fraction equal to the value, then the value"),
        ("tolerance", "A", "hash", "Using the unit price to four decimals: 45 x $1.3333 = $59.9985.¶¶#### 59.9985", "a value a hair below 60 (a tolerance trap)"),
        ("rounded_unit", "A", "hash", "Using the unit price in cents: 45 x $1.33 = $59.85.¶¶#### 59.85", "a near value from a rounded unit price"),
        ("packs", "A", "hash", "#### 15", "the number of packs"),
        ("unit", "A", "boxed", r"Each notebook costs $\boxed{1.33}$ dollars.", "the unit price, a rate"),
        ("about", "A", "prose_sentence", "So 45 notebooks cost about $60.", "'about' an exact amount"),
        ("approx_box", "A", "boxed", qwen_end(r"\approx 60"), "an approximation sign in the box"),
        ("takeback", "A", "hash", "#### 60¶¶Hmm, let me recount the packs: 45 / 3 is 16 packs, so the cost is 16 x $4 = $64.¶¶#### 64", "taken back for 64 (a slip in the recount)"),
     ]),
    ("fence", "288.75",
     "A rectangular garden is 12 m long and 8 m wide. A fence will go all the way around it except for a 1.5 m wide gate. Fencing costs $7.50 per meter. How much will the fencing cost?",
     """1. **Perimeter of the garden:**
   The perimeter of a rectangle is 2 x (length + width) = 2 x (12 + 8) = 2 x 20 = 40 m.

2. **Subtract the gate:**
   The gate is not fenced, so the length of fencing is 40 - 1.5 = 38.5 m.

3. **Cost of the fencing:**
   38.5 m x $7.50 per m = $288.75.
   (Check: 38 x 7.50 = 285 and 0.5 x 7.50 = 3.75; 285 + 3.75 = 288.75.)

""",
     "",
     [
        ("hash", "B", "hash", "#### 288.75", "'####'"),
        ("fraction_box", "B", "boxed", qwen_end(r"\frac{1155}{4}"), "an exact fraction equal to 288.75"),
        ("total_sentence", "B", "prose_sentence", "So the fencing will cost $288.75 in total.", "plain closing"),
        ("no_gate", "A", "hash", "#### 300", "the cost without the gate"),
        ("length", "A", "boxed", r"So the fence is $\boxed{38.5}$ meters long.", "the length, a subtotal"),
        ("approx", "A", "prose_sentence", "So the fencing will cost approximately $289.", "a rounded, hedged value"),
        ("tolerance", "A", "hash", "Rounded to one decimal place, the cost is $288.8.¶¶#### 288.8", "a near value"),
        ("perimeter", "A", "boxed", r"The perimeter of the garden is $\boxed{40}$ m.", "the perimeter"),
        ("takeback_none", "A", "none", "#### 288.75¶¶On second thought, I'm not sure whether the gate is priced separately from the fence, so I can't settle on a final cost yet.", "taken back, nothing in its place: no_answer"),
        ("cut", "A", "truncated", "The total cost is $\\boxed{288.", "cut inside the box: no_answer"),
     ]),
    ("pipes", "2.4",
     "Pipe A can fill a tank in 4 hours and pipe B can fill it in 6 hours. How many hours will it take to fill the tank with both pipes open?",
     """Let's work with rates (the part of the tank each pipe fills in one hour).

- Pipe A fills 1/4 of the tank per hour.
- Pipe B fills 1/6 of the tank per hour.

Together they fill:
1/4 + 1/6 = 3/12 + 2/12 = 5/12 of the tank per hour.

The time to fill one whole tank is the reciprocal of the combined rate:
1 / (5/12) = 12/5 = 2.4 hours.

Check: in 2.4 hours pipe A fills 2.4/4 = 0.6 of the tank and pipe B fills 2.4/6 = 0.4 of it; 0.6 + 0.4 = 1 full tank.

""",
     "",
     [
        ("hash", "B", "hash", "#### 2.4", "'####'"),
        ("frac_box", "B", "boxed", llama_end(r"\frac{12}{5}"), "the exact fraction"),
        ("hm_after", "B", "prose_sentence", "Both pipes together fill the tank in 2.4 hours, which is 2 hours and 24 minutes.", "the value, then an equal time whose last number is 24"),
        ("rate", "A", "boxed", llama_end(r"\frac{5}{12}"), "the combined rate, not the time"),
        ("tolerance", "A", "hash", "Using decimals instead: 0.25 + 0.1667 = 0.4167, and 1 / 0.4167 = 2.3998.¶¶#### 2.3998", "a value a hair below 2.4 (a tolerance trap)"),
        ("average", "A", "hash", "Another way to see it is to average the two times: (4 + 6) / 2 = 5.¶¶#### 5", "the average of the times, a wrong method"),
        ("sum", "A", "hash", "#### 10", "the times added"),
        ("minutes", "A", "hash", "In minutes: 2.4 x 60 = 144.¶¶#### 144", "minutes where hours are asked"),
        ("about", "A", "prose_sentence", "So with both pipes open, the tank fills in roughly 2.5 hours.", "a hedged, rounded value"),
        ("cut", "A", "truncated", "So the tank fills in $\\boxed{\\frac{12}", "cut inside the box: no_answer"),
     ]),
    ("jacket", "64.8",
     "A jacket costs $80. It is on sale for 25% off, and then an 8% sales tax is added to the sale price. What is the final price?",
     """Step 1: Discount.
25% of $80 is 0.25 x 80 = $20.
Sale price: 80 - 20 = $60.

Step 2: Sales tax on the sale price.
8% of $60 is 0.08 x 60 = $4.80.

Step 3: Final price.
60 + 4.80 = $64.80.

(Equivalently, 80 x 0.75 x 1.08 = 60 x 1.08 = 64.8.)

Note that the tax is added to the sale price, as the problem says, and not to the original $80.

""",
     "",
     [
        ("hash", "B", "hash", "#### 64.8", "'####'"),
        ("cents_box", "B", "boxed", qwen_end(r"\$64.80"), "dollars and cents in the box"),
        ("answer_is", "B", "answer_is", "The answer is $64.80.", "'The answer is' with a trailing zero"),
        ("sale", "A", "hash", "#### 60", "the sale price, a subtotal"),
        ("tax_full", "A", "hash", "But the tax is usually charged on the original price: 0.08 x 80 = $6.40, so the final price is 60 + 6.40 = $66.40.¶¶#### 66.4", "replaced by a wrong method"),
        ("tax_only", "A", "boxed", r"The sales tax is $\boxed{4.80}$ dollars.", "the tax alone"),
        ("discount", "A", "boxed", r"The discount is $\boxed{20}$ dollars.", "the discount"),
        ("dollar", "A", "hash", "Rounded to the nearest dollar, the final price is $65.¶¶#### 65", "rounded"),
        ("quoted", "A", "prose_sentence", r"Some would write \(\boxed{64.80}\) here, but the tax should be charged on the original price, so the final price is $60 + $6.40 = $66.40.", "a quoted box, then the model's own final 66.40"),
        ("takeback_none", "A", "none", "#### 64.8¶¶Wait, does the tax apply before or after the discount? The problem is not clear enough, so I cannot give a single final price.", "taken back, nothing in its place: no_answer"),
     ]),
    ("juice", "750",
     "A bottle holds 2 liters of juice. Maya pours 5 glasses of 250 mL each. How many milliliters of juice are left in the bottle?",
     """We need everything in the same unit, so let's convert liters to milliliters.

1 liter = 1000 mL, so 2 liters = 2 x 1000 = 2000 mL.

Maya pours 5 glasses of 250 mL each:
5 x 250 = 1250 mL poured.

Juice left in the bottle:
2000 - 1250 = 750 mL.

Check: the poured juice and the juice left must add back up to the full bottle: 1250 + 750 = 2000 mL.

""",
     "",
     [
        ("hash", "B", "hash", "#### 750", "'####'"),
        ("unit_box", "B", "boxed", qwen_end(r"750 \text{ mL}"), "a unit in the box"),
        ("liters_after", "B", "prose_sentence", "There are 750 mL (0.75 L) of juice left in the bottle.", "the value, then the same amount in liters"),
        ("poured", "A", "hash", "#### 1250", "the amount poured"),
        ("given", "A", "hash", "#### 2000", "the bottle's capacity in mL, a given"),
        ("glasses", "A", "boxed", r"So Maya could still pour $\boxed{3}$ more glasses.", "another question's answer (750 / 250)"),
        ("bound", "A", "prose_sentence", "So less than 1000 mL of juice is left in the bottle.", "a bound"),
        ("takeback", "A", "hash", "#### 750¶¶Hmm, let me redo the subtraction: 2,000 - 1,250 = 650 mL.¶¶#### 650", "taken back for a slip, 650"),
        ("poured_liters", "A", "boxed", r"So Maya poured $\boxed{1.25}$ liters of juice.", "the amount poured, in liters"),
        ("cut", "A", "truncated", "There are $\\boxed{7", "cut inside the box: no_answer"),
     ]),
]
MPROBS = [
    ("rad", r"3\sqrt{3}",
     r"Simplify $\sqrt{75} - \sqrt{12}$.",
     r"""To simplify \(\sqrt{75} - \sqrt{12}\), we write each radicand as a perfect square times 3.

1. **Simplify \(\sqrt{75}\):**
   \(75 = 25 \cdot 3\), so \(\sqrt{75} = \sqrt{25}\cdot\sqrt{3} = 5\sqrt{3}\).

2. **Simplify \(\sqrt{12}\):**
   \(12 = 4 \cdot 3\), so \(\sqrt{12} = \sqrt{4}\cdot\sqrt{3} = 2\sqrt{3}\).

3. **Combine like radicals:**
   \(5\sqrt{3} - 2\sqrt{3} = (5 - 2)\sqrt{3} = 3\sqrt{3}\).

Check: \((3\sqrt{3})^2 = 9 \cdot 3 = 27\), and numerically \(\sqrt{75} - \sqrt{12} \approx 8.660 - 3.464 = 5.196\), while \(3\sqrt{3} \approx 5.196\).

""",
     "",
     [
        ("sqrt27", "B", "boxed", r"This can also be written as a single radical, \(3\sqrt{3} = \sqrt{27}\).¶¶" + r1final(r"\sqrt{27}"), "an equal single radical"),
        ("nobrace", "B", "boxed", qbox(r"3 \sqrt 3"), "\\sqrt without braces"),
        ("decimal", "A", "boxed", qwen_end("5.196152423"), "a ten-digit decimal of an exact radical (a tolerance trap)"),
        ("restated", "A", "boxed", qbox(r"\sqrt{75}-\sqrt{12}"), "the problem's own expression boxed, not simplified", True),
        ("radicands", "A", "boxed", r"Subtracting under one radical instead, \(\sqrt{75-12} = \sqrt{63}\).¶¶" + qbox(r"\sqrt{63}"), "radicands subtracted: sqrt 63"),
        ("annotated", "A", "none", r"\(\boxed{3\sqrt{3}} \text{ (wrong)}\)¶¶I must have dropped a factor somewhere; I'll have to recheck both radicals.", "the box annotated as wrong, nothing in its place: no_answer"),
        ("sub", "A", "boxed", r"So the first radical simplifies to \(\boxed{5\sqrt{3}}\).", "a box for a sub-step"),
        ("approx", "A", "boxed", qbox(r"\approx 5.2"), "an approximation in the box"),
        ("retract", "A", "prose_sentence", r"Thus the answer is \(\boxed{3\sqrt{3}}\).¶¶On reflection that box has the wrong sign in the middle: combining \(5\sqrt{3}\) and \(2\sqrt{3}\) gives \(7\sqrt{3}\).", "retracted after the box in new words, for 7 sqrt 3"),
        ("cut", "A", "truncated", r"Thus the answer is \(\boxed{3\sqrt{", "cut inside the box: no_answer"),
     ]),
    ("hearts", r"\frac{1}{17}",
     r"Two cards are drawn at random from a standard 52-card deck without replacement. What is the probability that both cards are hearts? Express your answer as a common fraction.",
     r"""## Step 1: Probability that the first card is a heart
There are 13 hearts among the 52 cards, so the probability is \(\frac{13}{52} = \frac{1}{4}\).

## Step 2: Probability that the second card is a heart, given the first was
After one heart is removed, 12 hearts remain among 51 cards: \(\frac{12}{51} = \frac{4}{17}\).

## Step 3: Multiply
\(\frac{1}{4} \cdot \frac{4}{17} = \frac{4}{68} = \frac{1}{17}\).

## Step 4: Check by counting
The number of pairs of hearts is \(\binom{13}{2} = 78\) and the number of pairs of cards is \(\binom{52}{2} = 1326\), so the probability is \(\frac{78}{1326}\), and \(1326 = 78 \cdot 17\).

""",
     "",
     [
        ("unreduced", "B", "boxed", llama_end(r"\frac{78}{1326}"), "an unreduced equal fraction"),
        ("slash", "B", "minerva", minerva_end("1/17"), "slash fraction in Minerva's closing"),
        ("decimal", "A", "minerva", minerva_end("0.0588235294"), "a ten-digit decimal of an exact fraction (a tolerance trap)"),
        ("replacement", "A", "boxed", r"If the first card is put back, the probability is \(\frac{1}{4}\cdot\frac{1}{4}\).¶¶" + llama_end(r"\frac{1}{16}"), "with replacement"),
        ("first", "A", "boxed", r"So the probability that the first card is a heart is \(\boxed{\frac{1}{4}}\).", "a box for a sub-step"),
        ("struck", "A", "none", llama_end(r"\cancel{\frac{1}{17}}") + "¶¶That cannot be right, I will redo the counting.", "a struck box, nothing in its place: no_answer"),
        ("approx", "A", "boxed", llama_end(r"\approx 0.059"), "an approximation in the box"),
        ("two", "A", "boxed", llama_end(r"\frac{1}{17} \text{ or } \frac{1}{16}"), "two values in one box"),
        ("quoted", "A", "prose_sentence", r"Many solutions online give \(\boxed{\frac{1}{17}}\), but that ignores the order of the draws; counting both orders, the probability is \(\frac{2}{17}\).", "a quoted box, then the model's own 2/17"),
        ("cut", "A", "truncated", llama_end(r"\frac{1}{1")[:-2], "cut inside the box: no_answer"),
     ]),
    ("abs", "[-2, 5]",
     r"Solve $|2x - 3| \le 7$. Express your answer in interval notation.",
     r"""An inequality \(|A| \le B\) with \(B \ge 0\) is the same as \(-B \le A \le B\). So
\[ -7 \le 2x - 3 \le 7. \]

Add 3 to all three parts:
\[ -4 \le 2x \le 10. \]

Divide by 2 (a positive number, so the inequality signs stay the same):
\[ -2 \le x \le 5. \]

The inequality is not strict, so both endpoints are included: at \(x = -2\), \(|2(-2) - 3| = |-7| = 7\), and at \(x = 5\), \(|2 \cdot 5 - 3| = 7\), both \(\le 7\).

""",
     "",
     [
        ("ineq", "B", "boxed", qbox(r"-2 \le x \le 5", "So the solution set is"), "a compound inequality for the interval"),
        ("in", "B", "minerva", minerva_end(r"$x\in[-2,5]$"), "membership in the interval"),
        ("open", "A", "boxed", qbox("(-2, 5)"), "open interval: endpoints are included"),
        ("half_open", "A", "boxed", qbox("[-2, 5)"), "wrong right bracket"),
        ("swapped", "A", "boxed", qbox("[-5, 2]"), "endpoints with the signs swapped"),
        ("one_side", "A", "boxed", qbox(r"x \le 5"), "one side of the inequality"),
        ("endpoints", "A", "boxed", qbox("-2, 5"), "the two endpoints, not the interval"),
        ("complement", "A", "boxed", qbox(r"(-\infty, -2) \cup (5, \infty)"), "the complement"),
        ("retract", "A", "prose_sentence", r"So the answer is \(\boxed{[-2, 5]}\). Hmm, but at the endpoints \(|2x-3|\) is exactly 7, and I'd rather keep only the points where it is strictly smaller, so the solution set is \((-2, 5)\).", "retracted after the box for the open interval"),
        ("cut", "A", "truncated", r"So the answer is \(\boxed{[-2,", "cut inside the box: no_answer"),
     ]),
    ("domain", r"[2,7) \cup (7,\infty)",
     r"Find the domain of $f(x) = \dfrac{\sqrt{x-2}}{x-7}$. Express your answer in interval notation.",
     r"""We need two conditions.

1. **The square root:** \(\sqrt{x-2}\) is defined only when \(x - 2 \ge 0\), that is \(x \ge 2\).

2. **The denominator:** we cannot divide by zero, so \(x - 7 \ne 0\), that is \(x \ne 7\).

Both conditions must hold: \(x \ge 2\) and \(x \ne 7\). The value \(x = 2\) is allowed (the numerator is \(0\) and the denominator is \(-5\)), and \(7\) is removed from \([2, \infty)\), which splits it into two pieces:
\[ [2, 7) \quad\text{and}\quad (7, \infty). \]

""",
     "",
     [
        ("set_builder", "B", "boxed", qbox(r"\{x \mid x \ge 2,\ x \ne 7\}", "So the domain is"), "set-builder notation for the same set"),
        ("left_right", "B", "boxed", r1final(r"\left[2,7\right)\cup\left(7,\infty\right)"), "\\left/\\right brackets"),
        ("neq", "A", "boxed", qbox(r"x \neq 7", "So the domain is"), "only the excluded point, a negated box"),
        ("no_hole", "A", "boxed", qbox(r"[2, \infty)", "So the domain is"), "7 not removed"),
        ("open_two", "A", "boxed", qbox(r"(2, 7) \cup (7, \infty)", "So the domain is"), "2 wrongly excluded"),
        ("closed_seven", "A", "boxed", qbox(r"[2, 7] \cup [7, \infty)", "So the domain is"), "7 wrongly included"),
        ("root_only", "A", "boxed", r"The square root requires \(\boxed{x \ge 2}\).", "a box for a sub-step"),
        ("reals", "A", "boxed", qbox(r"\mathbb{R} \setminus \{7\}", "So the domain is"), "the root condition ignored"),
        ("retract", "A", "prose_sentence", r"So the domain is \(\boxed{[2,7) \cup (7,\infty)}\). Actually, a square root of zero in the numerator makes the whole expression degenerate, so \(x = 2\) should go as well, leaving \((2, 7) \cup (7, \infty)\).", "retracted after the box for a wrong set"),
        ("cut", "A", "truncated", r"So the domain is \(\boxed{[2,7) \cup (7,", "cut inside the box: no_answer"),
     ]),
    ("pair", "(4,2)",
     r"Find the ordered pair $(x,y)$ that satisfies $3x + 2y = 16$ and $x - y = 2$.",
     r"""From the second equation, \(x = y + 2\).

Substitute into the first equation:
\[ 3(y + 2) + 2y = 16 \]
\[ 3y + 6 + 2y = 16 \]
\[ 5y = 10 \]
\[ y = 2. \]

Then \(x = y + 2 = 4\).

Check: \(3(4) + 2(2) = 12 + 4 = 16\) and \(4 - 2 = 2\). Both equations hold, so the solution is consistent with the system, and since the two lines have different slopes it is the only solution.

""",
     "",
     [
        ("eqs", "B", "boxed", qbox(r"x=4,\ y=2"), "the pair as two equations"),
        ("named", "B", "prose_sentence", r"Therefore \((x, y) = (4, 2)\).", "the pair named (x, y) ="),
        ("swapped", "A", "boxed", qbox("(2, 4)"), "coordinates swapped"),
        ("x_only", "A", "boxed", qbox("4"), "only x"),
        ("y_only", "A", "boxed", r"So \(\boxed{y = 2}\).", "only y"),
        ("struck", "A", "none", r"\(\boxed{\cancel{(4,2)}}\)¶¶I crossed this out because I think I substituted into the wrong equation; let me start over.", "a struck box, nothing in its place: no_answer"),
        ("sum", "A", "boxed", r"So \(x + y = \boxed{6}\).", "another quantity, x + y"),
        ("retract", "A", "prose_sentence", r"So the pair is \(\boxed{(4,2)}\). Hmm, substituting again, \(x - y = 2\) means \(y = x + 2\), so the pair should really be \((4, 6)\).", "retracted after the box for (4, 6)"),
        ("two", "A", "boxed", qbox(r"(4, 2) \text{ or } (2, 4)"), "two pairs"),
        ("cut", "A", "truncated", r"So the ordered pair is \(\boxed{(4,", "cut inside the box: no_answer"),
     ]),
    ("complex", "5-i",
     r"Compute $(3+2i)(1-i)$.",
     r"""We expand using the distributive property (FOIL):
\[ (3+2i)(1-i) = 3\cdot 1 + 3\cdot(-i) + 2i \cdot 1 + 2i\cdot(-i). \]

Compute each term:
- \(3 \cdot 1 = 3\)
- \(3 \cdot (-i) = -3i\)
- \(2i \cdot 1 = 2i\)
- \(2i \cdot (-i) = -2i^2 = -2(-1) = 2\)

Add them:
\[ 3 - 3i + 2i + 2 = (3 + 2) + (-3i + 2i) = 5 - i. \]

""",
     "",
     [
        ("reordered", "B", "boxed", qwen_end(r"-i+5"), "the terms in the other order"),
        ("parts", "B", "prose_sentence", r"So \((3+2i)(1-i) = 5 - i\), a number with real part \(5\) and imaginary part \(-1\).", "the value, then its parts (last number -1)"),
        ("sign", "A", "boxed", r"(Taking \(-2i^2\) as \(-2\) instead:) \(3 - i - 2 = 1 - i\).¶¶" + qwen_end("1-i"), "i^2 sign slip"),
        ("conjugate", "A", "boxed", qwen_end("5+i"), "the conjugate"),
        ("restated", "A", "boxed", qwen_end("(3+2i)(1-i)"), "the problem's own product boxed", True),
        ("real", "A", "boxed", r"The real part of the product is \(\boxed{5}\).", "only the real part"),
        ("imag", "A", "boxed", r"The imaginary part of the product is \(\boxed{-1}\).", "only the imaginary part"),
        ("modulus", "A", "boxed", r"Its modulus is \(\sqrt{5^2 + 1^2}\):¶¶" + qwen_end(r"\sqrt{26}"), "the modulus"),
        ("retract_none", "A", "none", qwen_end("5-i") + r"¶¶Wait, I should double-check whether \(i^2 = -1\) was applied to the right term. I'm not confident in that box, so I won't commit to it yet.", "taken back after the box, nothing in its place: no_answer"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{5 -", "cut inside the box: no_answer"),
     ]),
    ("arc", r"\frac{5\pi}{12}",
     r"Compute $\arctan 1 + \arcsin \frac{1}{2}$. Express your answer in radians.",
     r"""<think>
arctan 1: tan(pi/4) = 1, and pi/4 is in (-pi/2, pi/2), so arctan 1 = pi/4.
arcsin(1/2): sin(pi/6) = 1/2, pi/6 in [-pi/2, pi/2], so arcsin(1/2) = pi/6.
Sum: pi/4 + pi/6 = 3pi/12 + 2pi/12 = 5pi/12. In degrees that is 45 + 30 = 75.
</think>

We evaluate each inverse trigonometric function on its principal range.

- \(\arctan 1 = \frac{\pi}{4}\), since \(\tan\frac{\pi}{4} = 1\).
- \(\arcsin\frac{1}{2} = \frac{\pi}{6}\), since \(\sin\frac{\pi}{6} = \frac{1}{2}\).

Adding with a common denominator of 12:
\[ \frac{\pi}{4} + \frac{\pi}{6} = \frac{3\pi}{12} + \frac{2\pi}{12} = \frac{5\pi}{12}. \]

""",
     "",
     [
        ("coef", "B", "boxed", r1final(r"\frac{5}{12}\pi"), "pi outside the fraction"),
        ("slash", "B", "minerva", minerva_end(r"$5\pi/12$"), "slash form"),
        ("decimal", "A", "boxed", r1final("1.308996939"), "a ten-digit decimal of an exact angle (a tolerance trap)"),
        ("first", "A", "boxed", r"So \(\arctan 1 = \boxed{\frac{\pi}{4}}\).", "a box for a sub-step"),
        ("add_den", "A", "boxed", r"Adding numerators and denominators, \(\frac{\pi + \pi}{4 + 6} = \frac{\pi}{5}\).¶¶" + r1final(r"\frac{\pi}{5}"), "fractions added wrongly"),
        ("no_pi", "A", "boxed", r1final(r"\frac{5}{12}"), "pi dropped"),
        ("approx", "A", "boxed", r1final(r"\approx 1.31"), "an approximation in the box"),
        ("restated", "A", "boxed", r1final(r"\arctan 1 + \arcsin\frac{1}{2}"), "the problem's own expression boxed", True),
        ("annotated", "A", "none", r"\(\boxed{\frac{5\pi}{12}}\ \text{(incorrect)}\)¶¶I need to recheck the range of \(\arcsin\).", "the box annotated as incorrect, nothing in its place: no_answer"),
        ("cut", "A", "truncated", "**Final Answer**\n\\[\n\\boxed{\\frac{5\\pi}{", "cut inside the box: no_answer"),
     ]),
    ("gon", "150",
     r"What is the measure, in degrees, of each interior angle of a regular 12-sided polygon?",
     r"""The sum of the interior angles of an \(n\)-sided polygon is \((n - 2) \cdot 180^\circ\). For \(n = 12\):
\[ (12 - 2)\cdot 180^\circ = 10 \cdot 180^\circ = 1800^\circ. \]

In a regular polygon all interior angles are equal, so each one is
\[ \frac{1800^\circ}{12} = 150^\circ. \]

Check with exterior angles: the exterior angles add up to \(360^\circ\), so each is \(\frac{360^\circ}{12} = 30^\circ\), and each interior angle is \(180^\circ - 30^\circ = 150^\circ\).

""",
     "",
     [
        ("deg_box", "B", "boxed", qwen_end(r"150^\circ"), "degree sign in the box"),
        ("degrees_word", "B", "prose_sentence", "So each interior angle of a regular 12-sided polygon measures 150 degrees.", "'degrees' as a word"),
        ("final_phrase", "B", "final_answer_phrase", r"Final Answer: Each interior angle measures $150^{\circ}$.", "'Final Answer:' sentence with braces on the degree sign"),
        ("exterior", "A", "boxed", r"So each exterior angle is \(\boxed{30^\circ}\).", "the exterior angle"),
        ("sum", "A", "boxed", qwen_end(r"1800^\circ"), "the angle sum"),
        ("bound", "A", "prose_sentence", r"So each interior angle is more than \(120^\circ\), the interior angle of a hexagon.", "a bound"),
        ("retract", "A", "prose_sentence", qwen_end(r"150^\circ") + r"¶¶Actually, that formula counts the exterior angle twice; the interior angle is \(180^\circ - 2\cdot 30^\circ = 120^\circ\).", "retracted after the box for 120"),
        ("two", "A", "boxed", qwen_end(r"150^\circ \text{ or } 30^\circ"), "two values"),
        ("triangles", "A", "boxed", r"The polygon splits into \(\boxed{10}\) triangles from one vertex.", "a box for a sub-step (n - 2)"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{15", "cut inside the box: no_answer"),
     ]),
    ("base", "1422_5",
     r"Express $237_{10}$ in base 5.",
     r"""We repeatedly divide by 5 and record the remainders.

- \(237 \div 5 = 47\) remainder \(2\)
- \(47 \div 5 = 9\) remainder \(2\)
- \(9 \div 5 = 1\) remainder \(4\)
- \(1 \div 5 = 0\) remainder \(1\)

Reading the remainders from the last to the first gives the digits \(1, 4, 2, 2\).

Check: \(1\cdot 5^3 + 4 \cdot 5^2 + 2 \cdot 5 + 2 = 125 + 100 + 10 + 2 = 237\).

""",
     "",
     [
        ("no_sub", "B", "boxed", qbox("1422"), "digits without the base subscript"),
        ("brace_sub", "B", "minerva", minerva_end(r"$1422_{5}$"), "subscript in braces"),
        ("reversed", "A", "boxed", qbox("2241_5"), "digits read in the wrong order"),
        ("given", "A", "boxed", qbox("237"), "the given number"),
        ("quotient", "A", "boxed", r"The first division gives the quotient \(\boxed{47}\).", "a box for a sub-step"),
        ("base_ten", "A", "boxed", qbox("1422_{10}"), "the right digits labelled base ten"),
        ("retract", "A", "prose_sentence", qbox("1422_5") + r" Hmm, the remainders should be read from top to bottom, so the answer is \(2241_5\).", "retracted after the box for the reversed digits"),
        ("dropped", "A", "boxed", qbox("422_5"), "the leading digit dropped"),
        ("strike", "A", "none", r"~~\(\boxed{1422_5}\)~~ (I struck this out: I think one of the divisions is off.)", "struck through in Markdown, nothing in its place: no_answer"),
        ("cut", "A", "truncated", r"Thus, the answer is \(\boxed{142", "cut inside the box: no_answer"),
     ]),
    ("poly", "2x^2+7x-4",
     r"Expand $(x+4)(2x-1)$.",
     r"""## Step 1: Distribute each term of the first factor
\((x+4)(2x-1) = x(2x - 1) + 4(2x - 1)\).

## Step 2: Multiply out
\(x(2x - 1) = 2x^2 - x\) and \(4(2x - 1) = 8x - 4\).

## Step 3: Combine like terms
\(2x^2 - x + 8x - 4 = 2x^2 + 7x - 4\).

## Step 4: Check with a value
At \(x = 1\): \((1 + 4)(2 - 1) = 5\), and \(2 + 7 - 4 = 5\). The values agree.

""",
     "",
     [
        ("reordered", "B", "boxed", llama_end("7x + 2x^2 - 4"), "terms in another order"),
        ("braces", "B", "minerva", minerva_end(r"$2x^{2}+7 x-4$"), "braced exponent and spaced term"),
        ("const", "A", "boxed", llama_end("2x^2+7x+4"), "constant sign slip"),
        ("no_middle", "A", "boxed", r"Multiplying only first terms and last terms: \(2x^2 - 4\).¶¶" + llama_end("2x^2-4"), "middle terms forgotten"),
        ("middle_add", "A", "boxed", llama_end("2x^2+9x-4"), "middle terms added with the wrong sign"),
        ("restated", "A", "boxed", llama_end("(x+4)(2x-1)"), "the problem's own product boxed, not expanded", True),
        ("sub", "A", "boxed", r"So the product of the inner terms is \(4 \cdot 2x = \boxed{8x}\).", "a box for a sub-step"),
        ("coeff", "A", "boxed", r"So the coefficient of \(x\) is \(\boxed{7}\).", "a box for another part, the x coefficient"),
        ("at_one", "A", "boxed", r"So at \(x = 1\) the expression equals \(\boxed{5}\).", "the check value"),
        ("cut", "A", "truncated", r"The final answer is: $\boxed{2x^2+7x-", "cut inside the box: no_answer"),
     ]),
    ("matrix", r"\begin{pmatrix} 2 & 6 \\ 1 & 10 \end{pmatrix}",
     r"Compute $\begin{pmatrix} 2 & -1 \\ 1 & 3 \end{pmatrix} \begin{pmatrix} 1 & 4 \\ 0 & 2 \end{pmatrix}$.",
     r"""Each entry of the product is a row of the first matrix times a column of the second.

- Row 1, column 1: \(2 \cdot 1 + (-1) \cdot 0 = 2\).
- Row 1, column 2: \(2 \cdot 4 + (-1) \cdot 2 = 8 - 2 = 6\).
- Row 2, column 1: \(1 \cdot 1 + 3 \cdot 0 = 1\).
- Row 2, column 2: \(1 \cdot 4 + 3 \cdot 2 = 4 + 6 = 10\).

So the product is
\[ \begin{pmatrix} 2 & 6 \\ 1 & 10 \end{pmatrix}. \]

(Check with determinants: \(\det = 2\cdot 3 - (-1)\cdot 1 = 7\) and \(1 \cdot 2 - 4 \cdot 0 = 2\), and the product's determinant is \(2 \cdot 10 - 6 \cdot 1 = 14 = 7 \cdot 2\).)

""",
     "",
     [
        ("bmatrix", "B", "boxed", qwen_end(r"\begin{bmatrix} 2 & 6 \\ 1 & 10 \end{bmatrix}"), "bmatrix for pmatrix"),
        ("array", "B", "boxed", r1final(r"\left(\begin{array}{cc} 2 & 6 \\ 1 & 10 \end{array}\right)"), "array with \\left( \\right)"),
        ("reversed", "A", "boxed", qwen_end(r"\begin{pmatrix} 6 & 11 \\ 2 & 6 \end{pmatrix}"), "the product in the other order"),
        ("transpose", "A", "boxed", qwen_end(r"\begin{pmatrix} 2 & 1 \\ 6 & 10 \end{pmatrix}"), "the transpose"),
        ("det", "A", "boxed", r"The determinant of the product is \(\boxed{14}\).", "another part: the determinant"),
        ("entrywise", "A", "boxed", qwen_end(r"\begin{pmatrix} 2 & -4 \\ 0 & 6 \end{pmatrix}"), "entrywise product"),
        ("slip", "A", "boxed", qwen_end(r"\begin{pmatrix} 2 & 6 \\ 1 & 7 \end{pmatrix}"), "one entry wrong"),
        ("row", "A", "boxed", r"So the first row of the product is \(\boxed{(2, 6)}\).", "one row only"),
        ("retract_none", "A", "none", qwen_end(r"\begin{pmatrix} 2 & 6 \\ 1 & 10 \end{pmatrix}") + "¶¶Hold on - I may have multiplied columns by columns. I need to redo this before trusting the box.", "taken back after the box, nothing in its place: no_answer"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{\begin{pmatrix} 2 & 6 \\ 1 &", "cut inside the box: no_answer"),
     ]),
    ("repeat", r"\frac{4}{11}",
     r"Express $0.\overline{36}$ as a common fraction in lowest terms.",
     r"""Let \(x = 0.\overline{36} = 0.363636\ldots\)

The repeating block has two digits, so multiply by \(100\):
\[ 100x = 36.363636\ldots \]

Subtract the original equation:
\[ 100x - x = 36.3636\ldots - 0.3636\ldots \]
\[ 99x = 36 \]
\[ x = \frac{36}{99}. \]

The greatest common divisor of \(36\) and \(99\) is \(9\), so
\[ x = \frac{36 \div 9}{99 \div 9} = \frac{4}{11}. \]

""",
     "",
     [
        ("unreduced", "B", "boxed", qbox(r"\frac{36}{99}"), "an unreduced equal fraction"),
        ("slash", "B", "answer_is", "The answer is 4/11.", "slash fraction"),
        ("dfrac", "B", "boxed", r1final(r"\dfrac{4}{11}"), "\\dfrac"),
        ("decimal", "A", "boxed", qbox("0.3636363636"), "a ten-digit decimal of a repeating fraction (a tolerance trap)"),
        ("hundredths", "A", "boxed", r"Reading the digits as hundredths instead, \(\frac{36}{100} = \frac{9}{25}\).¶¶" + qbox(r"\frac{9}{25}"), "36/100"),
        ("equation", "A", "boxed", r"The key equation is \(\boxed{99x = 36}\).", "a box for a sub-step"),
        ("approx", "A", "boxed", qbox(r"\approx 0.36"), "an approximation in the box"),
        ("numerator", "A", "boxed", r"So the numerator before reducing is \(\boxed{36}\).", "another part"),
        ("retract", "A", "prose_sentence", qbox(r"\frac{4}{11}") + r" Wait, I think only the 6 repeats here, so \(10x = 3.666\ldots\) and \(9x = 3.3\), which gives \(x = \frac{11}{30}\).", "retracted after the box for 11/30"),
        ("cut", "A", "truncated", r"Thus, the answer is \(\boxed{\frac{4}{1", "cut inside the box: no_answer"),
     ]),
    ("coin", r"\frac{5}{16}",
     r"A fair coin is flipped 5 times. What is the probability of getting exactly 2 heads? Express your answer as a common fraction.",
     r"""Each flip has 2 equally likely outcomes, so there are \(2^5 = 32\) equally likely sequences.

The number of sequences with exactly 2 heads is the number of ways to choose which 2 of the 5 flips are heads:
\[ \binom{5}{2} = \frac{5 \cdot 4}{2} = 10. \]

So the probability is
\[ \frac{10}{32} = \frac{5}{16}. \]

""",
     "",
     [
        ("decimal_exact", "B", "boxed", qwen_end("0.3125"), "a terminating decimal that is exactly 5/16"),
        ("unreduced", "B", "boxed", qwen_end(r"\frac{10}{32}"), "an unreduced equal fraction"),
        ("rounded", "A", "boxed", qwen_end("0.31"), "rounded"),
        ("rounded3", "A", "boxed", qwen_end("0.313"), "rounded to three places (a tolerance trap)"),
        ("count", "A", "boxed", r"So the number of favorable sequences is \(\boxed{10}\).", "the count"),
        ("at_most", "A", "boxed", r"For at most 2 heads we add \(\binom{5}{0} + \binom{5}{1} + \binom{5}{2} = 16\) sequences:¶¶" + qwen_end(r"\frac{1}{2}"), "another part: at most 2 heads"),
        ("struck", "A", "none", qwen_end(r"\cancel{\frac{5}{16}}") + "¶¶I crossed that out; the order of the flips may not matter here.", "a struck box, nothing in its place: no_answer"),
        ("about", "A", "prose_sentence", r"So the probability of exactly 2 heads is about \(31\%\).", "a hedged percentage"),
        ("one_seq", "A", "boxed", r"Each particular sequence has probability \(\left(\frac{1}{2}\right)^5\):¶¶" + qwen_end(r"\frac{1}{32}"), "one sequence's probability"),
        ("cut", "A", "truncated", r"Therefore, the final answer is: $\boxed{\frac{5}{", "cut inside the box: no_answer"),
     ]),
    ("circle", r"36-9\pi",
     r"A circle is inscribed in a square with side length 6. What is the area of the region inside the square but outside the circle? Express your answer in terms of $\pi$.",
     r"""1. **Area of the square:**
   The side length is 6, so the area is \(6^2 = 36\).

2. **Radius of the circle:**
   An inscribed circle touches all four sides, so its diameter equals the side length, 6. The radius is \(3\).

3. **Area of the circle:**
   \(\pi r^2 = \pi \cdot 3^2 = 9\pi\).

4. **Area of the region:**
   \(36 - 9\pi\). (Numerically, \(9\pi \approx 28.27\), so the region is about \(7.73\).)

""",
     "",
     [
        ("factored", "B", "boxed", qbox(r"9(4-\pi)"), "factored form"),
        ("reordered", "B", "boxed", llama_end(r"-9\pi+36"), "terms in the other order"),
        ("decimal", "A", "boxed", qbox("7.725666118"), "a ten-digit decimal of an exact area (a tolerance trap)"),
        ("circle", "A", "boxed", r"So the circle's area is \(\boxed{9\pi}\).", "the circle's area"),
        ("radius6", "A", "boxed", r"Using the side length as the radius, the circle's area is \(36\pi\).¶¶" + qbox(r"36-36\pi"), "radius 6"),
        ("circumference", "A", "boxed", qbox(r"36-6\pi"), "circumference in place of area"),
        ("approx", "A", "boxed", qbox(r"\approx 7.73"), "an approximation in the box"),
        ("square", "A", "boxed", r"The area of the square is \(\boxed{36}\).", "the square's area"),
        ("pi314", "A", "boxed", r"Using \(\pi \approx 3.14\): \(36 - 9(3.14) = 36 - 28.26 = 7.74\).¶¶" + qbox("7.74"), "a decimal from pi = 3.14"),
        ("cut", "A", "truncated", r"Thus, the answer is \(\boxed{36-9", "cut inside the box: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

_RESTATED = (
    "reject",
    "the box holds the problem's own expression, unchanged; it equals the gold in value, but the "
    "question asks for it to be simplified, computed or expanded, and restating the question "
    "answers nothing: no final answer of the model's own is stated, and a label of correct would "
    "reward copying the question into the box",
)
DECISIONS = {
    "m_rad_restated": _RESTATED,
    "m_complex_restated": _RESTATED,
    "m_arc_restated": _RESTATED,
    "m_poly_restated": _RESTATED,
}

if __name__ == "__main__":
    write_probes("adversarial_redteam202", CASES, [], DECISIONS)
