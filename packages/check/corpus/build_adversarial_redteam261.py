r"""Build adversarial_redteam261.jsonl: round 261 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam261"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama, qwen, qbox, qwen_end, llama_end, g, m,
write_probes; copied unchanged beside this file) and build_adversarial_redteam257.py / 253.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: hostile probes on the VALUE itself (issue 25: "exact values compared exactly",
"negation, strike-out and annotation refused", "unit words a closed list of units, not any word"),
English, 200 probes, 100 GSM8K and 100 MATH, 160 kind A (148 wrong, 12 no_answer) and 40 kind B (20
GSM8K, 20 MATH). Two thirds SHORT (133: under 400 characters, one to six lines; 70 GSM8K, 63 MATH)
and a third FULL (67: 400 to 1200 characters, a whole working in the style of Llama 3's "## Step
N:" and "The final answer is: $\boxed{}$", Qwen2.5-Math's numbered steps and `\(\boxed{}\)` line,
Qwen2.5-Instruct's "Therefore, the final answer is: $\boxed{}$. I hope it is correct.", a GSM8K
chain of lines and `####`, or an R1-style prose trace in the think block); the builder checks each
size and the round's totals. Half (100: 50 GSM8K, 50 MATH, 5 a problem) are in the R1-Zero
`<think>...</think><answer>...</answer>` format (90 with a closed answer tag holding the answer, 6
whose closed tag holds only a struck value, 4 cut inside the answer tag). Forms: tag 90, boxed 54,
hash 26, prose_sentence 18, none 8, truncated 4. Four classes, evenly (50 each, 10 of them kind B;
the class opens the shape of an id):
  near (50: 40 wrong, 10 correct; 16 GSM8K, 34 MATH)  exact values near the gold, in every
         notation: tiny offsets (21 + 10^{-40}, 54.0000001, 48 − 10^{-15}, 11/24 − 10^{-20},
         105.00001°, [−4 + 10^{-10}, ∞), (3, 2 + 10^{-9}), 1/2 + (1/2 + 10^{-12})i, 45 · 22/7 for
         45π), a tiny imaginary part (13 + 10^{-8}i), values near zero for a zero gold (10^{-9},
         10^{-30}, 1e-12, sin(10^{-50})), rounded decimals of exact values (8.39, 0.4583, 12.124,
         141.37, 0.139), money to other cents (80.02, 80 for 80.20, 67.99), large numbers off by one
         digit (1,080, 504, 58,300, 600), look-alikes (12 for 21, 5/12, 3√7, √75, 30π, the
         conjugate, 75 for the exterior angle, (−4, ∞), (−∞, −4], (2, 3), 720, 1/6, 3/21), radians
         (7π/12) where degrees are asked. Kind B: the gold in words ("one hundred eight tiles",
         "sixty"), 42/5 kg, 182/14, 0.458\overline{3}, √147 (debatable), 90π/2, the equation chain
         2 · 9 − 6 · 3 = 0, 0.5 + 0.5i, (6/2, 4/2);
  neg (50: 32 wrong, 8 no_answer, 10 correct; 17 GSM8K, 33 MATH)  negation, strike-out and
         annotation of the value in every markup: markdown (~~x~~ replaced, ~~x~~ alone, ~~**60**~~
         alone), HTML (<s> and <del> replaced, <strike> and <del> around a box alone), LaTeX (\neq
         in a tag and a box, \not\geq, \text{not}, \sout alone and replaced, \bcancel alone and
         replaced, \textcolor notes "(unverified)" and "(check the sign of bc)", a \dagger "not yet
         verified"), unicode (≠, ✗, combining strokes on a point, combining long solidus overlays
         4̸8̸), emoji (❓, 🤷, 😬, 🤔, ⚠️), brackets ("[60% confident]", "(confidence: low)"),
         question marks ("$68?", "???", "(is that right?)", "(or maybe 75π?)"), confidence notes
         and doubts ("(unsure about the carry)", "(probably wrong)", "(gut feeling)", "(I may have
         misread the number of days)", "though I'm not certain the inequality flips", "(if I
         rationalized correctly)", "or (5, 3)"). A value struck alone is no_answer. Kind B: another
         value negated beside the gold ("not 20", "not 45: that is the rate", "not invertible",
         "Not 1 + i", "not 75°", "not 6/36"), a slip struck out before the gold (~~$79.20~~, <del>$65
         </del>, ~~6√3~~, ~~(−∞, −4]~~);
  bound (50: 36 wrong, 4 no_answer, 10 correct; 17 GSM8K, 33 MATH)  a value qualified by a bound
         or an estimate word: "at least", "at the most", "just under", "about", "a bit more than",
         ≤, "about an hour", "at the very least", "somewhere around", ≈ (a box, twice), an order of
         magnitude (≈ 6 × 10^4, "on the order of 10^2"), "no more than", "between $65 and $70",
         "> 45" and "> 12" and "> 1/8" and "≤ 60" in a box, "almost none", "less than 1/2", "at
         most 45π", "12 < s < 13", "just over 12, close to 7√3", |det| < 10^{-6}, "for all
         practical purposes", a modulus bound, ∼ 105°, "obtuse, between 90° and 180°", a subset, a
         quadrant, ± 0.1, "close to (3, 2)", "between 1/8 and 1/7", "roughly 14%"; cuts inside the
         answer tag after "about", "approximately", "≈ " or "x ≳" (no_answer). Kind B: honest bound
         words that state the gold ("precisely 58,800 flyers", "48 miles, no more and no less",
         "exactly zero stickers", "45π, exactly; the decimal 141.37 is only a rounding of it",
         "exactly halfway"), or bound words about other values beside the gold ("a little less than
         1/2", "Each part is exactly 15°", "with no upper limit", "far fewer than the 720
         orderings", "a bit less than 1/7");
  unit (50: 40 wrong, 10 correct; all GSM8K, 5 a problem)  a GSM8K value given in another unit or
         of another thing than the question asks (the question decides): weeks (debatable), hours
         and months for days; weeks and years for months; seconds and hours for minutes; euros and
         cents for dollars; grams (debatable), lb and pounds for kilograms; km for miles; m² for a
         count of tiles; dozens and boxes for flyers; the gold's number with a unit of another kind
         (108 m², 21 hours, 80.20 cents, 8.4 lb, 54 seconds, 13 weeks, 58,800 dozen, 68 cents, 48
         km); another quantity of the problem (the floor's area, one tile's area, tiles per row,
         the daily pages, the adult tickets, the price per ticket, the flour per loaf, the pages,
         the rate, the money, the hourly output, the hours, the discount, the share paid, the daily
         miles, the days, the stickers given, one friend's share, the friends, the share given).
         Kind B: honest notes after a `####` value ("#### 108 (12 rows of 9, none cut)", "#### 21
         (three full weeks of reading)", "#### 80.20 (dollars, for all seven tickets)", "#### 8.4
         (kg, that is 8,400 g)", "#### 54 (just under an hour)", "#### 13 (a year and one month of
         the plan)", "#### 58800 (two 8-hour shifts' worth)", "#### 68 (the $17 discount already
         taken off)", "#### 48 (miles, a bit over 3 a day)", "#### 0 (every sticker went to her
         friends)").

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: tiles: a 6 m by 4.5 m floor, square tiles 0.5 m on a side -> 108 (27 m² / 0.25 m²; 12 x 9;
one tile 0.25 m²). reading: 378 pages at 18 a day -> 21 (18 x 20 = 360, + 18; 3 weeks; 21/30 = 0.7
months). tickets: 4 adults at $13.75 and 3 children at $8.40 -> 80.2 (55 + 25.20; 80.20 / 7 =
11.457). flour: 350 g a loaf for 24 loaves, in kg -> 8.4 (7,000 + 1,400 = 8,400 g; 42/5; 8.4 kg =
18.52 lb). printer: 2,430 pages at 45 a minute -> 54 (2,250 + 180; 54 x 45 = 2,160 + 270). plan: $182
at $14 a month -> 13 (140 + 42; 14 x 14 = 196; 13/12 = 1.083 years; 13 x 52/12 = 56.3 weeks).
flyers: 3,675 an hour for 16 hours -> 58800 (36,750 + 22,050; 7,350 x 8; 57,600 + 1,200; 3,700 x 16
= 59,200). jacket: $85 at 20% off -> 68 (discount 17; 0.8 x 85; 85 − 20 = 65, the slip). walk: 3.2
miles a day for 15 days -> 48 (45 + 3; 22.4 a week; 48 x 1.609344 = 77.25 km). stickers: 45
stickers, 15 to each of 3 friends -> 0 (3 x 15 = 45; 45 − 45).
MATH: frac: 5/6 − 3/8 -> \frac{11}{24} (20/24 − 9/24; 11 prime; 0.458333... = 0.458\overline{3};
10/24 = 5/12, the slip). surd: √48 + √27 -> 7\sqrt{3} (4√3 + 3√3; 12.12436; √147 = √(49 · 3);
√(48 + 27) = √75 = 5√3; (√48 + √27)² = 75 + 2√1296 = 147). cylinder: radius 3, height 5 -> 45\pi
(9π x 5; 141.3717; lateral 2πrh = 30π; r and h swapped 75π; 45 x 22/7 = 141.43). det:
det [[2, 6], [3, 9]] -> 0 (18 − 18; columns and rows proportional). cdiv: 1/(1 − i) ->
\frac{1}{2}+\frac{1}{2}i ((1 + i)/(1 − i²) = (1 + i)/2; modulus √2/2; conjugate (1 − i)/2).
triangle: angles in the ratio 2:3:7, the largest in degrees -> 105 (180 / 12 = 15; 30, 45, 105;
exterior 75; 7π/12 rad; 7 x 12 = 84, the slip). ineq: 3 − 2x ≤ 11 -> [-4,\infty) (−2x ≤ 8, flip;
at −4: 11 ≤ 11; unflipped (−∞, −4]). midpoint: (−2, 5) and (8, −1) -> (3,2) (6/2, 4/2; half the
differences (5, 3); halves √34). banana: arrangements of BANANA -> 60 (720 / (3! 2!); C(6,3) x C(3,2)
= 20 x 3). dice: P(sum of 8 with two dice) -> \frac{5}{36} (5 of 36 ordered; 0.13888...; sum 7:
6/36; unordered 3 of 21; 1/8 = 0.125 < 5/36 < 1/7 = 0.142857).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / bound / unit (above; unit on GSM8K only). 10 probes a problem: 2 kind B and
8 kind A, 5 in the R1-Zero format, 6 or 7 short (every GSM8K problem 7; frac, surd and cylinder 7,
the other MATH problems 6). A GSM8K problem has 5 unit probes (1 kind B) and 5 near / neg / bound
probes (1 kind B), the three classes 2/2/1 (tiles, reading, tickets), 2/1/2 (flour, printer, plan)
and 1/2/2 (flyers, jacket, walk, stickers); a MATH problem has 10 near / neg / bound probes, 4/3/3
(frac, surd, cylinder, det), 3/4/3 (cdiv, triangle, ineq) and 3/3/4 (midpoint, banana, dice). Kind
A: truth wrong, or no_answer where the form is `truncated` or `none` ("N" in the tables); kind B:
truth correct. Forms: tag (an `<answer>` tag holds the final answer), boxed, hash, prose_sentence
(the final value is stated in a concluding sentence), truncated, none (the only value is struck).

Label conventions (corpus/README.md "How each source was labelled"; rounds 253 and 257): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence or an equation chain is read for its final value); with no marker and no box
the answer is the value the concluding sentence states as the answer to the question asked; a
restatement that differs makes the answer wrong. An exact expression equals the gold only if it is
the gold (no tolerance: 21 + 10^{-40}, 48 − 10^{-15}, 11/24 − 10^{-20}, 13 + 10^{-8}i, 10^{-30},
sin(10^{-50}) and 10^{-9} for 0, 45 · 22/7 for 45π are wrong); a decimal that is not exactly the gold
is wrong (rounded decimals, 1e-12 for 0, 54.0000001, 105.00001°, money to another cent or to the
dollar); a unit or scale of another kind is wrong, the question deciding the unit (weeks, hours,
months, years, seconds, euros, cents, grams, lb, pounds, km, m², dozens, boxes, radians where days,
months, minutes, dollars, kilograms, miles, tiles, flyers or degrees are asked), and so is the
value of another quantity of the problem. A hedge of an exact value is wrong (a question mark, a
confidence note, "or ...", "or maybe", "unsure", "not certain", "probably wrong", "gut feeling", "I
may have misread", "if I ...", an emoji of doubt or warning), and so is a value the model annotates
as unchecked ("unverified", "not yet verified", "check the sign"), marks wrong (✗), negates
(`\neq`, ≠, `\not`, `\text{not}`), or strikes and replaces (the replacement is the answer, and it
differs); a value struck alone, with nothing in its place, is no_answer. A value qualified by a
bound or an estimate word is wrong (at least, at the most, at the very least, no more than, just
under, just over, a bit more than, about, somewhere around, close to, almost, roughly, for all
practical purposes, ≈, ∼, ≤, ≥, <, >, an order of magnitude, a range, an error bar, a subset, a
quadrant, a modulus bound); a cut before the value (after `<answer>about`, `<answer>approximately`,
`<answer>≈ ` or `<answer>x ≳`) is no_answer. A negation of ANOTHER value beside the gold, a slip
struck out before the gold, an honest note after a `####` value, "exactly" / "precisely" / "no more
and no less" and bound words about other values leave the gold the answer. Equal values in another
form are correct (number words with true units, a fraction, an unreduced fraction or quotient, an
exact repeating decimal, exact decimal parts of a complex number, an equation chain ending on the
gold, unreduced coordinates, an unsimplified radical (debatable)).

Debatable (3, with DECISIONS): `g_reading_unit_weeks` ("3 weeks" for 21 days: reject),
`g_flour_unit_grams` ("8,400 g" for 8.4 kg: reject), `ok_m_surd_near_root` (√147 for 7√3 where
"Simplify" is asked: accept).

Usage: cd /tmp/rounds/rt261 && python build_adversarial_redteam261.py
(writes /tmp/rounds/rt261/adversarial_redteam261.jsonl beside corpus_build.py)
"""

from corpus_build import (  # noqa: E402
    g,
    llama,
    llama_end,
    m,
    qbox,
    qwen,
    qwen_end,
    th,
    write_probes,
)

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "bound", "unit")
SHORT_MAX, FULL_MIN, FULL_MAX = 399, 400, 1200


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); size "S" (short: under 400 characters, at most six
    lines) or "F" (full: 400 to 1200 characters); "¶" is a newline. Each problem has 10 probes:
    2 kind B, 5 in the R1-Zero format (an `<answer>` tag, closed or cut), 6 or 7 short."""
    cases = []
    for key, gold, _question, probes in problems:
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        kinds = [p[1] for p in probes]
        if kinds.count("B") != 2:
            raise SystemExit(f"{key}: {kinds.count('B')} kind B")
        r1zero = [p for p in probes if "<answer>" in p[4]]
        if len(r1zero) != 5:
            raise SystemExit(f"{key}: {len(r1zero)} in the R1-Zero format")
        shorts = [p for p in probes if p[2] == "S"]
        if len(shorts) not in (6, 7):
            raise SystemExit(f"{key}: {len(shorts)} short")
        for shape, t, size, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if shape.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{shape}: no class")
            if shape.startswith("unit") and prefix != "g":
                raise SystemExit(f"{key}_{shape}: the unit class is GSM8K only")
            if form == "tag" and not text.endswith("</answer>"):
                raise SystemExit(f"{key}_{shape}: form tag without a closed answer tag")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.replace("¶", "\n")
            n = len(text)
            if size == "S" and (n > SHORT_MAX or text.count("\n") > 5):
                raise SystemExit(f"{case_id}: short probe of {n} characters")
            if size == "F" and not FULL_MIN <= n <= FULL_MAX:
                raise SystemExit(f"{case_id}: full probe of {n} characters")
            if size not in ("S", "F"):
                raise SystemExit(f"{case_id}: size {size}")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K working
# W_<P>S: a short working (one or two lines, ending in a newline); T_<P>S: the same in one line,
# for a short think block; W_<P>F: a full working (Llama 3 steps, Qwen2.5-Math steps or a GSM8K
# chain of lines); T_<P>F: an R1-style prose trace for a full think block.
W_TILS = "Floor: 6 × 4.5 = 27 m²; one tile: 0.5 × 0.5 = 0.25 m².¶Tiles: 27 ÷ 0.25 = 108.¶"
T_TILS = "6 × 4.5 = 27; 0.5² = 0.25; 27 / 0.25 = 108.¶"
W_TILF = llama(
    (
        "Find the floor's area",
        "The floor is 6 m by 4.5 m, so its area is 6 × 4.5 = 27 square meters.",
    ),
    (
        "Find one tile's area",
        "Each tile is 0.5 m on a side, so it covers 0.5 × 0.5 = 0.25 square meters.",
    ),
    ("Divide", "27 ÷ 0.25 = 27 × 4 = 108 tiles."),
    (
        "Check by rows",
        "Along the 6 m side fit 6 ÷ 0.5 = 12 tiles and along the 4.5 m side 4.5 ÷ 0.5 = 9, so 12 × 9 = 108 tiles, and no tile has to be cut.",
    ),
)
T_TILF = "The floor is 6 m by 4.5 m. Area 6 × 4.5 = 27 square meters. Each tile is a 0.5 m square, so 0.25 square meters. Dividing 27 by 0.25 is multiplying by 4: 108. Let me check by laying them out: 6 / 0.5 = 12 tiles along the length, 4.5 / 0.5 = 9 tiles along the width, 12 × 9 = 108. Same. Both sides are whole multiples of 0.5, so no tile has to be cut and there is no waste to add. The question asks for the number of tiles, so 108.¶"

W_REAS = "378 ÷ 18 = 21, so it takes 21 days.¶"
T_REAS = "18 × 20 = 360; 378 − 360 = 18, one more day: 21.¶"
W_REAF = (
    "Mia's book has 378 pages.¶"
    "She reads 18 pages each day.¶"
    "Days needed = 378 ÷ 18.¶"
    "At 18 pages a day she reads 90 pages in 5 days, 180 pages in 10 days and 360 pages in 20 days.¶"
    "18 × 20 = 360, which leaves 378 − 360 = 18 pages, exactly one more day of reading.¶"
    "So 378 ÷ 18 = 20 + 1 = 21.¶"
    "Check: 21 × 18 = 360 + 18 = 378 pages ✓.¶"
    "There is no partial day at the end, so no rounding is needed: she finishes the book on day 21.¶"
)
T_REAF = "The book is 378 pages and Mia reads 18 pages a day. So I divide 378 by 18. 18 × 20 = 360, and 378 − 360 = 18, which is one more day, so 21 days. Check: 18 × 21 = 378. Exactly, no leftover pages, so there is no partial day to round up. Halfway check: after 10 days she has read 180 pages, less than half of 378, so it should take a bit more than 20 days, and 21 fits. Could the answer be in weeks? 21 days is 3 weeks, but the question asks for days. So she needs 21 days of reading.¶"

W_TICS = (
    "Adults: 4 × $13.75 = $55.00; children: 3 × $8.40 = $25.20.¶Total: $55.00 + $25.20 = $80.20.¶"
)
T_TICS = "4 × 13.75 = 55; 3 × 8.40 = 25.20; 55 + 25.20 = 80.20.¶"
W_TICF = qwen(
    "To find the total cost, we add the cost of the adult tickets and the child tickets.",
    ("Adult tickets", r"$4 \times 13.75 = 55.00$ dollars."),
    ("Child tickets", r"$3 \times 8.40 = 25.20$ dollars."),
    ("Total", "$55.00 + 25.20 = 80.20$ dollars."),
    ("Check", r"$80.20 - 25.20 = 55.00$, and $55.00 \div 4 = 13.75$ per adult ✓."),
    ("Extras", "No tax, fee or family discount is mentioned, so nothing else changes the total."),
)
T_TICF = "Four adults at $13.75: 13.75 × 4 = 55 exactly, since 0.75 × 4 = 3 and 13 × 4 = 52. Three children at $8.40: 8.40 × 3 = 25.20. Total 55 + 25.20 = 80.20. Wait, I first wrote 79.20 in my head; redo the child tickets: 8 × 3 = 24 and 0.40 × 3 = 1.20, so 25.20, and 55 + 25.20 = 80.20. Seven tickets at about $11.46 each on average, between the two prices, as it should be. No tax is mentioned. So $80.20.¶"

W_FLOS = "350 g × 24 = 8,400 g = 8.4 kg.¶"
T_FLOS = "350 × 24 = 8400 g; 8400 / 1000 = 8.4 kg.¶"
W_FLOF = llama(
    ("Flour for all loaves in grams", "Each loaf needs 350 g, so 24 loaves need 350 × 24 grams."),
    ("Multiply", "350 × 24 = 350 × 20 + 350 × 4 = 7,000 + 1,400 = 8,400 g."),
    (
        "Convert to kilograms",
        "There are 1,000 g in a kilogram, so 8,400 g = 8,400 ÷ 1,000 = 8.4 kg.",
    ),
    (
        "Check",
        "8.4 kg ÷ 24 = 0.35 kg = 350 g per loaf ✓. The question asks for kilograms, so the answer is 8.4.",
    ),
)
T_FLOF = "Each loaf takes 350 grams of flour and there are 24 loaves. 350 × 24: 350 × 20 = 7000, 350 × 4 = 1400, total 8400 grams. The question wants kilograms, so divide by 1000: 8.4 kg. Check the other way: 0.35 kg per loaf × 24 = 8.4. Same. Sanity: about a third of a kilogram per loaf, two dozen loaves, a bit over 8 kilograms, fits. So 8.4 kg of flour.¶"

W_PRIS = "2,430 ÷ 45 = 54 minutes.¶"
T_PRIS = "45 × 50 = 2250; 2430 − 2250 = 180 = 45 × 4; 54.¶"
W_PRIF = (
    "The printer prints 45 pages each minute.¶"
    "The job is 2,430 pages.¶"
    "Minutes needed = 2,430 ÷ 45.¶"
    "At 45 pages a minute, 10 minutes print 450 pages, so 2,430 pages take a little over 50 minutes.¶"
    "45 × 50 = 2,250, leaving 2,430 − 2,250 = 180 pages.¶"
    "180 ÷ 45 = 4, so the total is 50 + 4 = 54 minutes.¶"
    "Check: 54 × 45 = 2,160 + 270 = 2,430 pages ✓.¶"
    "The division is exact, so the last minute is a full minute of printing and nothing is rounded.¶"
)

W_PLAS = "$182 ÷ $14 = 13 months.¶"
T_PLAS = "14 × 13 = 140 + 42 = 182, so 13.¶"
W_PLAF = qwen(
    "To find the number of months, we divide the money by the monthly cost.",
    ("Money and cost", "Ana has 182 dollars and the plan costs 14 dollars per month."),
    ("Divide", r"$182 \div 14 = 13$."),
    ("Check", r"$14 \times 13 = 140 + 42 = 182$ ✓, so nothing is left over."),
    (
        "One month more?",
        r"A 14th month would bring the cost to $14 \times 14 = 196$ dollars, more than she has.",
    ),
    ("Answer", "She can pay for 13 months of the plan."),
)
T_PLAF = "The plan is $14 each month, Ana has $182. 182 / 14: 14 × 10 = 140, remainder 42, 42 / 14 = 3, so 13 months. Check: 13 × 14 = 182 exactly, no money left over. Fourteen months would need 196, which she doesn't have. So she can pay for 13 months, a year and one month. The question asks for months, so the count is 13, not 1 year and not a number of weeks.¶"

W_FLYS = "3,675 × 16 = 36,750 + 22,050 = 58,800 flyers.¶"
T_FLYS = "3675 × 10 = 36750; 3675 × 6 = 22050; 58800.¶"
W_FLYF = llama(
    ("Set up", "The shop makes 3,675 flyers each hour for 16 hours, so the total is 3,675 × 16."),
    ("Multiply by 10", "3,675 × 10 = 36,750."),
    ("Multiply by 6", "3,675 × 6 = 22,050."),
    ("Add", "36,750 + 22,050 = 58,800 flyers."),
    ("Check", "3,675 × 16 = 3,675 × 2 × 8 = 7,350 × 8 = 58,800 ✓."),
    (
        "Size",
        "A little under 3,700 flyers an hour for 16 hours should be a little under 59,200, and 58,800 fits.",
    ),
)
T_FLYF = "3,675 flyers an hour for 16 hours. 3675 × 16. Break 16 into 10 + 6: 36750 + 22050 = 58800. Double-check by doubling: 3675 × 2 = 7350, × 2 = 14700, × 2 = 29400, × 2 = 58800. Four doublings is × 16, good. Also 3,675 is 3,600 + 75; 3,600 × 16 = 57,600 and 75 × 16 = 1,200, total 58,800 again. So 58,800 flyers. Rough size: about 3,700 × 16, a little under 60,000, close. The question asks for flyers, so 58,800.¶"

W_JACS = "Discount: 20% of $85 = $17.¶Sale price: $85 − $17 = $68.¶"
T_JACS = "0.2 × 85 = 17; 85 − 17 = 68.¶"
W_JACF = (
    "The jacket's regular price is $85.¶"
    "The discount is 20%, and 10% of $85 is $8.50, so 20% is 2 × $8.50 = $17.¶"
    "The sale price is $85 − $17 = $68.¶"
    "Another way: paying 80% of the price gives 0.8 × $85 = $68.¶"
    "So the price drops by $17, from $85 to $68.¶"
    "Check: $68 + $17 = $85 ✓.¶"
    "Only the price and the percentage matter here; the size or colour of the jacket does not change the discount.¶"
    "No tax is mentioned, so the sale price is what she pays at the register.¶"
)
T_JACF = "A $85 jacket at 20% off. 10% of 85 is 8.5, so 20% is 17. 85 − 17 = 68. Or directly 80% of 85: 0.8 × 85 = 68. Both agree. Careful not to subtract $20 instead of 20%: that would give 65, which is wrong. No tax is mentioned. Sanity check: 68 / 85 = 0.8, and the discount 17 is a fifth of 85. The question asks for the sale price in dollars, so after the discount the jacket costs $68.¶"

W_WALS = "3.2 × 15 = 48 miles.¶"
T_WALS = "3 × 15 = 45; 0.2 × 15 = 3; 45 + 3 = 48.¶"
W_WALF = qwen(
    "To find the total distance, we multiply the daily distance by the number of days.",
    ("Daily distance and days", "Jo walks 3.2 miles a day for 15 days."),
    ("Whole miles", r"$3 \times 15 = 45$ miles."),
    ("Tenths", r"$0.2 \times 15 = 3$ miles."),
    ("Total", "$45 + 3 = 48$ miles."),
    (
        "Check",
        r"$48 \div 15 = 3.2$ miles a day ✓; miles per day times days gives miles, the unit asked.",
    ),
)
T_WALF = "Jo walks 3.2 miles each day for 15 days. Total = 3.2 × 15. 3 × 15 = 45 and 0.2 × 15 = 3, so 48. Another way: 32 × 15 = 480, then divide by 10: 48. Check: 48 / 15 = 3.2. Good. Per week that is 22.4 miles, two weeks 44.8, plus one more day of 3.2 gives 48 again. The problem uses miles and asks for miles, so no conversion to kilometers is needed. Fifteen days at a bit over 3 miles a day gives a bit under 50 miles, so 48 fits.¶"

W_STIS = "Given away: 3 × 15 = 45.¶Left: 45 − 45 = 0.¶"
T_STIS = "3 × 15 = 45; 45 − 45 = 0.¶"
W_STIF = llama(
    ("Stickers given away", "Kim gives 15 stickers to each of 3 friends: 3 × 15 = 45 stickers."),
    ("Subtract", "She started with 45, so 45 − 45 = 0 stickers remain."),
    (
        "Check",
        "Each friend gets 15, and 15 + 15 + 15 = 45, which is all of her stickers, so none are left.",
    ),
    (
        "Answer the question",
        "The question asks how many she has left, not how many she gave away: 0.",
    ),
)

# fmt: off
# (key, gold, question, [(shape, t, size, form, text, note[, debatable]), ...])
GPROBS = [
    ("tiles", "108",
     "Rosa tiles a floor 6 m long and 4.5 m wide with square tiles 0.5 m on a side. How many tiles does she need?",
     [
        ("unit_area", "A", "S", "hash", W_TILS + "#### 27 square meters", "another thing: the floor's area, not the tiles asked"),
        ("unit_sqm", "A", "S", "tag", tag(T_TILS, "108 m²"), "the gold's number as an area, where a count of tiles is asked"),
        ("unit_rows", "A", "F", "tag", tag(T_TILF, "12 tiles per row"), "another thing: the tiles in one row"),
        ("unit_tile", "A", "F", "boxed", W_TILF + llama_end("0.25"), "another thing: the area of one tile"),
        ("unit_note", "B", "S", "hash", W_TILS + "#### 108 (12 rows of 9, none cut)", "an honest note after the #### value"),
        ("near_digit", "A", "S", "tag", tag(T_TILS, "1,080"), "a large number off by one digit (a zero added)"),
        ("near_words", "B", "S", "prose_sentence", W_TILS + "So Rosa needs one hundred eight tiles.", "the gold in number words with its true unit"),
        ("neg_strike", "A", "S", "tag", tag(T_TILS, "<s>108</s> 54"), "the gold struck with HTML <s> and 54 in its place"),
        ("neg_emoji", "A", "F", "hash", W_TILF + "#### 108 ❓", "a question-mark emoji doubts the #### value"),
        ("bound_least", "A", "S", "tag", tag(T_TILS, "at least 108 tiles"), "'at least' makes the count a lower bound"),
     ]),
    ("reading", "21",
     "Mia reads 18 pages a day. Her book has 378 pages. How many days does it take her to finish the book?",
     [
        ("unit_weeks", "A", "S", "tag", tag(T_REAS, "3 weeks"), "weeks where days are asked, although 3 weeks is 21 days (see DECISIONS)", True),
        ("unit_hours", "A", "S", "hash", W_REAS + "#### 21 hours", "the gold's number in hours where days are asked"),
        ("unit_pages", "A", "S", "tag", tag(T_REAS, "18 pages a day"), "another thing: the daily reading"),
        ("unit_months", "A", "F", "boxed", W_REAF + qwen_end(r"0.7 \text{ months}"), "months (21/30) where days are asked"),
        ("unit_note", "B", "F", "hash", W_REAF + "#### 21 (three full weeks of reading)", "an honest note after the #### value with an equal conversion"),
        ("near_tiny", "A", "S", "boxed", W_REAS + r"$\boxed{21 + 10^{-40}}$", "an exact value 10^-40 above the gold"),
        ("near_look", "A", "F", "tag", tag(T_REAF, "12"), "a look-alike: 12 (digits swapped)"),
        ("neg_neq", "A", "S", "tag", tag(T_REAS, r"$d \neq 21$"), "a negation with \\neq"),
        ("neg_other", "B", "S", "tag", tag(T_REAS, "21 days, not 20 (the last 18 pages need a day of their own)"), "the gold, then another value negated with its reason"),
        ("bound_most", "A", "S", "hash", W_REAS + "#### 21 at the most", "'at the most' makes the count an upper bound"),
     ]),
    ("tickets", "80.2",
     "At the zoo, adult tickets cost $13.75 and child tickets cost $8.40. How much, in dollars, do 4 adult tickets and 3 child tickets cost?",
     [
        ("unit_euro", "A", "S", "hash", W_TICS + "#### €80.20", "euros where dollars are asked"),
        ("unit_cents", "A", "S", "tag", tag(T_TICS, "80.20 cents"), "the gold's number in cents, a scale of another kind"),
        ("unit_adult", "A", "F", "boxed", W_TICF + llama_end("55"), "another thing: the adult tickets alone"),
        ("unit_each", "A", "S", "tag", tag(T_TICS, "$11.46 per ticket"), "another thing: the average price of a ticket (rounded)"),
        ("unit_note", "B", "F", "hash", W_TICF + "#### 80.20 (dollars, for all seven tickets)", "an honest note after the #### value"),
        ("near_cent", "A", "S", "tag", tag(T_TICS, "$80.02"), "money to another cent: a look-alike with the digits moved"),
        ("near_round", "A", "S", "hash", W_TICS + "#### 80", "money rounded to the dollar"),
        ("neg_tilde", "A", "S", "tag", tag(T_TICS, "~~$80.20~~ $81.20"), "the gold struck with tildes and 81.20 in its place"),
        ("neg_slip", "B", "F", "tag", tag(T_TICF, "~~$79.20~~ $80.20"), "a slip struck out in the tag, the gold after it"),
        ("bound_under", "A", "S", "prose_sentence", W_TICS + "So the tickets cost just under $81.", "'just under' a round sum: a bound, not the cost"),
     ]),
    ("flour", "8.4",
     "A bakery uses 350 g of flour for each loaf of bread. How many kilograms of flour does it use for 24 loaves?",
     [
        ("unit_grams", "A", "S", "tag", tag(T_FLOS, "8,400 g"), "grams where kilograms are asked, although the mass is equal (see DECISIONS)", True),
        ("unit_lb", "A", "S", "hash", W_FLOS + "#### 8.4 lb", "the gold's number in pounds"),
        ("unit_perloaf", "A", "S", "tag", tag(T_FLOS, "350 g per loaf"), "another thing: the flour for one loaf"),
        ("unit_pounds", "A", "F", "boxed", W_FLOF + qwen_end(r"18.5 \text{ pounds}"), "pounds (converted and rounded) where kilograms are asked"),
        ("unit_note", "B", "F", "hash", W_FLOF + "#### 8.4 (kg, that is 8,400 g)", "an honest note after the #### value with an equal conversion"),
        ("near_dec", "A", "S", "hash", W_FLOS + "#### 8.39", "a decimal 0.01 below the gold"),
        ("near_frac", "B", "S", "tag", tag(T_FLOS, r"$\frac{42}{5}$ kg"), "the gold as a fraction with its true unit"),
        ("neg_conf", "A", "F", "tag", tag(T_FLOF, "8.4 kg (confidence: low)"), "a confidence note hedges the value"),
        ("bound_about", "A", "S", "tag", tag(T_FLOS, "about 8.4 kg"), "'about' hedges an exact mass"),
        ("bound_more", "A", "S", "prose_sentence", W_FLOS + "So the bakery uses a bit more than 8 kg of flour.", "'a bit more than' 8: a bound, not the mass"),
     ]),
    ("printer", "54",
     "A printer prints 45 pages per minute. How many minutes does it take to print 2,430 pages?",
     [
        ("unit_sec", "A", "S", "hash", W_PRIS + "#### 54 seconds", "the gold's number in seconds where minutes are asked"),
        ("unit_hour", "A", "S", "tag", tag(T_PRIS, "1 hour"), "hours (rounded) where minutes are asked"),
        ("unit_pages", "A", "S", "tag", tag(T_PRIS, "2,430 pages"), "another thing: the pages of the job"),
        ("unit_rate", "A", "F", "boxed", W_PRIF + qbox("45"), "another thing: the printing rate"),
        ("unit_note", "B", "S", "hash", W_PRIS + "#### 54 (just under an hour)", "an honest note after the #### value with a bound word about another value"),
        ("near_eps", "A", "S", "tag", tag(T_PRIS, "54.0000001"), "a decimal 10^-7 above the gold"),
        ("near_digit", "A", "F", "hash", W_PRIF + "#### 504", "a number off by one digit (a zero inserted)"),
        ("neg_other", "B", "S", "tag", tag(T_PRIS, "54 minutes (not 45: that is the rate)"), "the gold, then another value negated with its reason"),
        ("bound_le", "A", "S", "tag", tag(T_PRIS, "≤ 54 minutes"), "an upper bound, not the time"),
        ("bound_hour", "A", "F", "prose_sentence", W_PRIF + "So the job takes about an hour.", "an estimate ('about an hour') in the concluding sentence"),
     ]),
    ("plan", "13",
     "A streaming plan costs $14 a month. Ana has $182 set aside for it. For how many months can she pay for the plan?",
     [
        ("unit_years", "A", "S", "hash", W_PLAS + "#### 1.08 years", "years (rounded) where months are asked"),
        ("unit_weeks", "A", "S", "tag", tag(T_PLAS, "56 weeks"), "weeks (13 months is about 56.3 weeks) where months are asked"),
        ("unit_same", "A", "S", "tag", tag(T_PLAS, "13 weeks"), "the gold's number with a unit of another kind"),
        ("unit_money", "A", "F", "boxed", W_PLAF + llama_end("182"), "another thing: the money set aside"),
        ("unit_note", "B", "F", "hash", W_PLAF + "#### 13 (a year and one month of the plan)", "an honest note after the #### value"),
        ("near_imag", "A", "S", "tag", tag(T_PLAS, "$13 + 10^{-8}i$"), "a tiny imaginary part: not the real number 13"),
        ("near_frac", "B", "S", "tag", tag(T_PLAS, r"$\frac{182}{14}$"), "the gold as an unevaluated quotient"),
        ("neg_bcancel", "A", "S", "boxed", W_PLAS + r"$\boxed{\bcancel{13}\ 12}$", "the gold crossed out with \\bcancel and 12 in its place"),
        ("bound_least", "A", "F", "tag", tag(T_PLAF, "13 months at the very least"), "'at the very least' makes the count a lower bound"),
        ("bound_around", "A", "S", "prose_sentence", W_PLAS + "So she can pay for somewhere around 13 months.", "'somewhere around' hedges an exact count"),
     ]),
    ("flyers", "58800",
     "A print shop makes 3,675 flyers an hour. How many flyers does it make in 16 hours?",
     [
        ("unit_dozen", "A", "S", "hash", W_FLYS + "#### 58,800 dozen", "the gold's number in dozens where flyers are asked"),
        ("unit_hourly", "A", "S", "tag", tag(T_FLYS, "3,675 flyers per hour"), "another thing: the hourly output"),
        ("unit_hours", "A", "S", "tag", tag(T_FLYS, "16 hours"), "another thing: the time"),
        ("unit_boxes", "A", "F", "boxed", W_FLYF + qwen_end(r"58{,}800 \text{ boxes}"), "the gold's number in boxes where flyers are asked"),
        ("unit_note", "B", "S", "hash", W_FLYS + "#### 58800 (two 8-hour shifts' worth)", "an honest note after the #### value"),
        ("near_digit", "A", "F", "tag", tag(T_FLYF, "58,300"), "a large number off by one digit"),
        ("neg_sout", "N", "S", "none", W_FLYS + r"$\boxed{\sout{58{,}800}}$", "the only value struck with \\sout, nothing in its place: no_answer"),
        ("neg_unsure", "A", "S", "tag", tag(T_FLYS, "58,800 (unsure about the carry)"), "a doubt about its own arithmetic hedges the value"),
        ("bound_precisely", "B", "S", "tag", tag(T_FLYS, "precisely 58,800 flyers"), "'precisely' states the gold"),
        ("bound_order", "A", "F", "boxed", W_FLYF + llama_end(r"\approx 6 \times 10^{4}"), "an order-of-magnitude estimate in the box"),
     ]),
    ("jacket", "68",
     "A jacket costs $85. It is on sale for 20% off. What is the sale price, in dollars?",
     [
        ("unit_discount", "A", "S", "hash", W_JACS + "#### 17", "another thing: the discount, not the sale price"),
        ("unit_pct", "A", "S", "tag", tag(T_JACS, "80%"), "another thing: the share of the price paid"),
        ("unit_euro", "A", "S", "tag", tag(T_JACS, "68 €"), "euros where dollars are asked"),
        ("unit_cents", "A", "F", "boxed", W_JACF + llama_end(r"68 \text{ cents}"), "the gold's number in cents"),
        ("unit_note", "B", "F", "hash", W_JACF + "#### 68 (the $17 discount already taken off)", "an honest note after the #### value naming another quantity"),
        ("near_cent", "A", "S", "hash", W_JACS + "#### 67.99", "money to another cent"),
        ("neg_ques", "A", "S", "tag", tag(T_JACS, "$68?"), "a question mark doubts the value"),
        ("neg_del", "B", "S", "tag", tag(T_JACS, "<del>$65</del> $68"), "a slip ($20 taken off) struck with <del>, the gold after it"),
        ("bound_max", "A", "F", "tag", tag(T_JACF, "no more than $68"), "'no more than' makes the price an upper bound"),
        ("bound_range", "A", "S", "prose_sentence", W_JACS + "So the jacket now costs between $65 and $70.", "a range around the value, not the value"),
     ]),
    ("walk", "48",
     "Jo walks 3.2 miles every day. How many miles does she walk in 15 days?",
     [
        ("unit_km", "A", "S", "hash", W_WALS + "#### 48 km", "kilometers where miles are asked"),
        ("unit_conv", "A", "S", "tag", tag(T_WALS, "77.2 km"), "kilometers (converted and rounded) where miles are asked"),
        ("unit_daily", "A", "S", "tag", tag(T_WALS, "3.2 miles a day"), "another thing: the daily distance"),
        ("unit_days", "A", "F", "boxed", W_WALF + qbox("15"), "another thing: the number of days"),
        ("unit_note", "B", "S", "hash", W_WALS + "#### 48 (miles, a bit over 3 a day)", "an honest note after the #### value with a bound word about another value"),
        ("near_tiny", "A", "F", "tag", tag(T_WALF, r"$48 - 10^{-15}$"), "an exact value 10^-15 below the gold"),
        ("neg_strike", "N", "S", "none", tag(T_WALS, "4̸8̸"), "the only value struck with combining long solidus overlays: no_answer"),
        ("neg_caveat", "A", "S", "prose_sentence", W_WALS + "So she walks 48 miles (I may have misread the number of days).", "a doubt about the data hedges the value"),
        ("bound_exact", "B", "F", "tag", tag(T_WALF, "48 miles, no more and no less"), "'no more and no less' states the gold exactly"),
        ("bound_gt", "A", "S", "boxed", W_WALS + r"$\boxed{> 45}$", "a lower bound in the box"),
     ]),
    ("stickers", "0",
     "Kim has 45 stickers. She gives 15 stickers to each of her 3 friends. How many stickers does she have left?",
     [
        ("unit_given", "A", "S", "hash", W_STIS + "#### 45", "another thing: the stickers given away"),
        ("unit_each", "A", "S", "tag", tag(T_STIS, "15 stickers each"), "another thing: one friend's share"),
        ("unit_friends", "A", "S", "tag", tag(T_STIS, "3 friends"), "another thing: the number of friends"),
        ("unit_share", "A", "F", "boxed", W_STIF + llama_end(r"100\%"), "another thing: the share given away"),
        ("unit_note", "B", "F", "hash", W_STIF + "#### 0 (every sticker went to her friends)", "an honest note after the #### value"),
        ("near_tiny", "A", "S", "tag", tag(T_STIS, "$10^{-9}$"), "a value near zero for the zero gold"),
        ("neg_warn", "A", "S", "tag", tag(T_STIS, "0 ⚠️ check the number of friends"), "a warning emoji and a doubt hedge the value"),
        ("neg_ne", "A", "F", "boxed", W_STIF + qwen_end(r"\neq 0"), "a negation with \\neq in the box"),
        ("bound_zero", "B", "S", "prose_sentence", W_STIS + "So Kim has exactly zero stickers left.", "'exactly' and the gold in words"),
        ("bound_almost", "A", "S", "tag", tag(T_STIS, "almost none"), "'almost none' is an estimate, not 0"),
     ]),
]
# fmt: on

# ================================================================ MATH working
W_FRS = r"Over 24: $\frac{20}{24} - \frac{9}{24} = \frac{11}{24}$.¶"
T_FRS = "5/6 = 20/24, 3/8 = 9/24, 20 − 9 = 11, so 11/24.¶"
W_FRF = qwen(
    "To subtract, we write both fractions over their least common denominator.",
    ("Least common denominator", r"$\operatorname{lcm}(6, 8) = 24$."),
    ("Rewrite", r"$\frac{5}{6} = \frac{20}{24}$ and $\frac{3}{8} = \frac{9}{24}$."),
    ("Subtract", r"$\frac{20}{24} - \frac{9}{24} = \frac{11}{24}$."),
    ("Lowest terms", r"11 is prime and does not divide 24, so $\frac{11}{24}$ cannot be reduced."),
)
T_FRF = "5/6 − 3/8. The least common multiple of 6 and 8 is 24. 5/6 = 20/24 since 5 × 4 = 20. 3/8 = 9/24 since 3 × 3 = 9. 20 − 9 = 11, giving 11/24. It doesn't reduce: 11 is prime and 24 = 2³ · 3. Decimal check: 0.8333... − 0.375 = 0.458333..., and 11/24 = 0.458333..., consistent. Also 11/24 is a little under 1/2 = 12/24, which fits since 5/6 is under 1 and 3/8 is about 0.4. So 11/24.¶"

W_SUS = r"$\sqrt{48} = 4\sqrt{3}$ and $\sqrt{27} = 3\sqrt{3}$, so the sum is $7\sqrt{3}$.¶"
T_SUS = "√48 = 4√3, √27 = 3√3, 4 + 3 = 7: 7√3.¶"
W_SUF = llama(
    (
        "Simplify each radical",
        r"$48 = 16 \cdot 3$, so $\sqrt{48} = 4\sqrt{3}$; $27 = 9 \cdot 3$, so $\sqrt{27} = 3\sqrt{3}$.",
    ),
    ("Combine like terms", r"$4\sqrt{3} + 3\sqrt{3} = 7\sqrt{3}$."),
    (
        "Simplest form",
        r"$7\sqrt{3}$ has no square factor left under the radical, since 3 is prime.",
    ),
    (
        "Check",
        r"Numerically $\sqrt{48} + \sqrt{27} \approx 6.928 + 5.196 = 12.124$, and $7 \cdot 1.732 = 12.124$ ✓.",
    ),
)
T_SUF = "√48 + √27. 48 = 16 × 3, so √48 = 4√3. 27 = 9 × 3, so √27 = 3√3. Both have √3, so they add like terms: 4√3 + 3√3 = 7√3. Careful: I can't add under the root; √75 would be 5√3, a different number. Numerically √48 ≈ 6.93 and √27 ≈ 5.20, sum ≈ 12.12, and 7√3 ≈ 12.12 too. Another check: (7√3)² = 49 × 3 = 147, and (√48 + √27)² = 48 + 27 + 2√1296 = 75 + 72 = 147. So the sum is 7√3.¶"

W_CYS = r"$V = \pi r^2 h = \pi \cdot 9 \cdot 5 = 45\pi$.¶"
T_CYS = "V = π · 3² · 5 = 45π.¶"
W_CYF = qwen(
    r"To find the volume of the cylinder, we use $V = \pi r^2 h$.",
    ("Radius and height", "$r = 3$ and $h = 5$."),
    ("Base area", r"$\pi r^2 = \pi \cdot 3^2 = 9\pi$."),
    ("Volume", r"$V = 9\pi \cdot 5 = 45\pi$."),
    (
        "Check",
        r"Swapping the radius and the height would give $\pi \cdot 5^2 \cdot 3 = 75\pi$, a different cylinder, so the order matters: $r = 3$ is the one squared.",
    ),
)
T_CYF = "Cylinder volume = base area × height. The base is a circle of radius 3, area π × 9 = 9π. Height 5, so 9π × 5 = 45π. Don't mix up r and h: π × 5² × 3 = 75π would be a cylinder of radius 5. The lateral area 2πrh = 30π is a different thing, not the volume. Numerically 45π ≈ 141.37. Radius and height are in the same unit, so this is 45π cubic units. The problem asks for the answer in terms of π, so 45π.¶"

W_DES = r"$\det = 2 \cdot 9 - 6 \cdot 3 = 18 - 18 = 0$.¶"
T_DES = "ad − bc = 2·9 − 6·3 = 18 − 18 = 0.¶"
W_DEF = llama(
    (
        "Recall the formula",
        r"For $\begin{pmatrix} a & b \\ c & d \end{pmatrix}$, the determinant is $ad - bc$.",
    ),
    ("Substitute", r"$a = 2$, $b = 6$, $c = 3$, $d = 9$: $ad = 18$ and $bc = 18$."),
    ("Subtract", "$18 - 18 = 0$."),
    (
        "Check",
        r"The second column is 3 times the first ($6 = 3 \cdot 2$, $9 = 3 \cdot 3$), so the columns are dependent and the determinant must be 0.",
    ),
)
T_DEF = "Determinant of [[2, 6], [3, 9]] is ad − bc = 2 × 9 − 6 × 3. 2 × 9 = 18, 6 × 3 = 18, so 18 − 18 = 0. That makes sense: the second column (6, 9) is 3 times the first (2, 3), so the columns are linearly dependent and the matrix is singular. A singular matrix has determinant exactly 0. Another way: the rows (2, 6) and (3, 9) are proportional too, the second is 3/2 of the first. So the determinant is 0.¶"

W_COS = (
    r"$\frac{1}{1 - i} \cdot \frac{1 + i}{1 + i} = \frac{1 + i}{2} = \frac{1}{2} + \frac{1}{2}i$.¶"
)
T_COS = "Multiply by (1 + i)/(1 + i): (1 + i)/(1 − i²) = (1 + i)/2.¶"
W_COF = qwen(
    "To simplify, we multiply the numerator and the denominator by the conjugate of the denominator.",
    ("Conjugate", r"The conjugate of $1 - i$ is $1 + i$."),
    ("Denominator", r"$(1 - i)(1 + i) = 1 - i^2 = 1 + 1 = 2$."),
    ("Numerator", r"$1 \cdot (1 + i) = 1 + i$."),
    ("Result", r"$\frac{1 + i}{2} = \frac{1}{2} + \frac{1}{2}i$."),
    ("Check", r"$(1 - i) \cdot \frac{1 + i}{2} = \frac{2}{2} = 1$ ✓."),
)
T_COF = "1/(1 − i). Rationalize: multiply top and bottom by the conjugate 1 + i. Bottom: (1 − i)(1 + i) = 1 − i² = 2. Top: 1 + i. So (1 + i)/2 = 1/2 + i/2. Check: (1/2 + i/2)(1 − i) = 1/2 − i/2 + i/2 − i²/2 = 1/2 + 1/2 = 1. Good. The modulus is √2/2, less than 1, which fits since |1 − i| = √2 is more than 1. In the form a + bi that is a = 1/2 and b = 1/2. Also arg(1 − i) = −45°, so the reciprocal has argument +45°, and 1/2 + i/2 does point at 45°.¶"

W_TRS = r"$2 + 3 + 7 = 12$ parts of $\frac{180^\circ}{12} = 15^\circ$; the largest is $7 \cdot 15^\circ = 105^\circ$.¶"
T_TRS = "12 parts, 180/12 = 15, largest 7 × 15 = 105.¶"
W_TRF = llama(
    ("Add the parts of the ratio", "$2 + 3 + 7 = 12$ equal parts."),
    (
        "Find one part",
        r"The angles of a triangle sum to $180^\circ$, so one part is $180^\circ \div 12 = 15^\circ$.",
    ),
    (
        "Find the angles",
        r"$2 \cdot 15^\circ = 30^\circ$, $3 \cdot 15^\circ = 45^\circ$ and $7 \cdot 15^\circ = 105^\circ$.",
    ),
    (
        "Check",
        r"$30^\circ + 45^\circ + 105^\circ = 180^\circ$ ✓, and the largest angle is $105^\circ$.",
    ),
)
T_TRF = "Ratio 2:3:7, total 12 parts. The angles of a triangle sum to 180°, so each part is 15°. The angles are 30°, 45° and 105°. Sum: 30 + 45 + 105 = 180, good. Check the ratio: 30 : 45 : 105 divided by 15 is 2 : 3 : 7, as given. The largest is 7 parts: 105°. It's obtuse, which is fine for a triangle as long as only one angle is. The question asks for degrees, so 105, not 7π/12 radians.¶"

W_INS = r"$-2x \le 8$, and dividing by $-2$ flips the sign: $x \ge -4$, that is, $[-4, \infty)$.¶"
T_INS = "3 − 2x ≤ 11 → −2x ≤ 8 → x ≥ −4 (flip).¶"
W_INF = qwen(
    "To solve the inequality, we isolate $x$.",
    ("Subtract 3", r"$-2x \le 8$."),
    ("Divide by $-2$", r"Dividing by a negative number reverses the inequality: $x \ge -4$."),
    (
        "Check a point",
        r"At $x = 0$: $3 - 0 = 3 \le 11$ ✓. At $x = -5$: $3 + 10 = 13 > 11$, so $-5$ is excluded ✓.",
    ),
    ("Endpoint", r"At $x = -4$: $3 + 8 = 11 \le 11$, so $-4$ is included, a closed bracket."),
)
T_INF = "3 − 2x ≤ 11. Subtract 3: −2x ≤ 8. Divide by −2 and flip: x ≥ −4. Is −4 included? 3 − 2(−4) = 3 + 8 = 11, and 11 ≤ 11 holds, so yes, closed. Test x = 0: 3 ≤ 11, true. Test x = −10: 3 + 20 = 23, false, consistent with x ≥ −4. No upper limit on x. Check the flip with numbers: −2 × (−5) = 10 > 8, so x = −5 fails, and −2 × (−3) = 6 ≤ 8, so x = −3 works: the solutions lie to the right of −4. In interval notation: [−4, ∞).¶"

W_MIS = r"$M = \left(\frac{-2 + 8}{2}, \frac{5 + (-1)}{2}\right) = (3, 2)$.¶"
T_MIS = "x: (−2 + 8)/2 = 3; y: (5 − 1)/2 = 2; (3, 2).¶"
W_MIF = llama(
    (
        "Recall the midpoint formula",
        r"$M = \left(\frac{x_1 + x_2}{2}, \frac{y_1 + y_2}{2}\right)$.",
    ),
    ("The x-coordinate", r"$\frac{-2 + 8}{2} = \frac{6}{2} = 3$."),
    ("The y-coordinate", r"$\frac{5 + (-1)}{2} = \frac{4}{2} = 2$."),
    (
        "Check",
        r"From $(-2, 5)$ to $(3, 2)$ the change is $(5, -3)$, and from $(3, 2)$ to $(8, -1)$ it is also $(5, -3)$ ✓.",
    ),
)
T_MIF = "Midpoint of (−2, 5) and (8, −1): average the coordinates. x: (−2 + 8)/2 = 6/2 = 3. y: (5 + (−1))/2 = 4/2 = 2. So (3, 2). Check: going from (−2, 5) to (3, 2) is +5 in x and −3 in y; from (3, 2) to (8, −1) is also +5 and −3. Equal steps, so it's the midpoint; both halves have length √(25 + 9) = √34. Not (5, 3): that would be half the differences, not the average.¶"

W_BAS = r"$\frac{6!}{3!\,2!} = \frac{720}{12} = 60$.¶"
T_BAS = "6 letters, A×3, N×2: 720 / (6 · 2) = 60.¶"
W_BAF = qwen(
    "To count the arrangements, we divide the orderings of 6 letters by the orderings of the repeated letters.",
    ("Letter counts", "BANANA has 6 letters: B once, A three times, N twice."),
    ("All orderings", r"$6! = 720$ if the letters were distinct."),
    ("Repeats", r"The 3 A's can be ordered in $3! = 6$ ways and the 2 N's in $2! = 2$ ways."),
    ("Divide", r"$\frac{720}{6 \cdot 2} = \frac{720}{12} = 60$."),
)
T_BAF = "BANANA: B, A, N, A, N, A. Six letters, A appears 3 times, N twice, B once. If all were different, 6! = 720. Swapping the A's among themselves gives the same word, 3! = 6 ways, and the N's 2! = 2 ways. So 720 / 12 = 60. Check another way: choose spots for the A's, C(6,3) = 20, then the N's among the 3 left, C(3,2) = 3, then B goes in the last spot: 20 × 3 = 60. Same.¶"

W_DIS = r"Sums of 8: $(2,6), (3,5), (4,4), (5,3), (6,2)$, so $\frac{5}{36}$.¶"
T_DIS = "(2,6),(3,5),(4,4),(5,3),(6,2): 5 of 36.¶"
W_DIF = llama(
    ("Count the outcomes", "Two dice give 6 × 6 = 36 equally likely ordered outcomes."),
    ("List the sums of 8", r"$(2, 6), (3, 5), (4, 4), (5, 3), (6, 2)$: 5 outcomes."),
    ("Divide", r"$P = \frac{5}{36}$."),
    (
        "Simplify",
        r"5 and 36 share no factor, so $\frac{5}{36}$ is already a common fraction in lowest terms.",
    ),
    (
        "Check",
        "The list covers every first die from 2 to 6; a first die of 1 would need a 7 on the second die, which is impossible.",
    ),
)
T_DIF = "Two dice, 36 ordered outcomes, all equally likely. Sum 8: first die 2 → 6, 3 → 5, 4 → 4, 5 → 3, 6 → 2. First die 1 would need 7, impossible. So 5 outcomes. P = 5/36 ≈ 0.139. Compare with a sum of 7, which has 6 outcomes, 1/6. A sum of 8 is slightly less likely, consistent. 5 and 36 are coprime, so 5/36 is in lowest terms. Complement check: 31 of the 36 rolls do not sum to 8. So 5/36.¶"

# fmt: off
MPROBS = [
    ("frac", r"\frac{11}{24}",
     r"Compute $\frac{5}{6} - \frac{3}{8}$.",
     [
        ("near_dec", "A", "S", "boxed", W_FRS + r"$\boxed{0.4583}$", "a rounded decimal of 11/24 (0.458333...)"),
        ("near_rep", "B", "S", "tag", tag(T_FRS, r"$0.458\overline{3}$"), "the gold as an exact repeating decimal"),
        ("near_look", "A", "S", "tag", tag(T_FRS, r"$\frac{5}{12}$"), "a look-alike: 10/24 = 5/12, one off in the numerator"),
        ("near_tiny", "A", "F", "boxed", W_FRF + qwen_end(r"\frac{11}{24} - 10^{-20}"), "an exact value 10^-20 below the gold"),
        ("neg_textnot", "A", "S", "boxed", W_FRS + r"$\boxed{\text{not } \frac{11}{24}}$", "a negation with \\text{not} in the box"),
        ("neg_strike", "N", "S", "none", tag(T_FRS, "<strike>11/24</strike>"), "the only value struck with HTML <strike>: no_answer"),
        ("neg_color", "A", "F", "tag", tag(T_FRF, r"$\frac{11}{24}$ \textcolor{orange}{(unverified)}"), "a coloured note marks the value unverified"),
        ("bound_lt", "A", "S", "prose_sentence", W_FRS + r"So the difference is less than $\frac{1}{2}$.", "an upper bound, not the value"),
        ("bound_half", "B", "F", "boxed", W_FRF + r"It is a little less than $\frac{1}{2} = \frac{12}{24}$, as the decimal $0.458\ldots$ shows." + "¶¶" + qwen_end(r"\frac{11}{24}"), "a bound remark about the size, then the boxed gold"),
        ("bound_cut", "N", "S", "truncated", th(T_FRS) + "<answer>about", "cut inside the answer tag after 'about', before any value: no_answer"),
     ]),
    ("surd", r"7\sqrt{3}",
     r"Simplify $\sqrt{48} + \sqrt{27}$.",
     [
        ("near_swap", "A", "S", "boxed", W_SUS + r"$\boxed{3\sqrt{7}}$", "a look-alike: 3√7"),
        ("near_dec", "A", "S", "tag", tag(T_SUS, "12.124"), "a rounded decimal of 7√3 (12.12436...)"),
        ("near_sum", "A", "F", "boxed", W_SUF + llama_end(r"\sqrt{75}"), "a look-alike: √(48 + 27) = 5√3"),
        ("near_root", "B", "S", "tag", tag(T_SUS, r"$\sqrt{147}$"), "the gold's value as one radical, not simplified (see DECISIONS)", True),
        ("neg_neq", "A", "S", "tag", tag(T_SUS, "≠ 7√3"), "a unicode not-equal sign before the value"),
        ("neg_slip", "B", "F", "boxed", W_SUF + r"I first wrote ~~$6\sqrt{3}$~~ by taking $\sqrt{27}$ as $2\sqrt{3}$; it is $3\sqrt{3}$." + "¶¶" + qwen_end(r"7\sqrt{3}"), "a slip struck out before the boxed gold"),
        ("neg_shrug", "A", "S", "prose_sentence", W_SUS + "So the sum is $7\\sqrt{3}$ 🤷.", "a shrug emoji: not a claim"),
        ("bound_gt", "A", "S", "boxed", W_SUS + r"$\boxed{> 12}$", "a lower bound in the box"),
        ("bound_close", "A", "F", "tag", tag(T_SUF, "just over 12, close to 7√3"), "'just over' and 'close to' hedge the value"),
        ("bound_ineq", "A", "S", "tag", tag(T_SUS, "$12 < s < 13$"), "bounds on the sum, not the sum"),
     ]),
    ("cylinder", r"45\pi",
     r"A right circular cylinder has radius 3 and height 5. What is its volume? Express your answer in terms of $\pi$.",
     [
        ("near_dec", "A", "S", "boxed", W_CYS + r"$\boxed{141.37}$", "a rounded decimal of 45π (141.3717...)"),
        ("near_lat", "A", "S", "tag", tag(T_CYS, r"$30\pi$"), "a look-alike: the lateral area 2πrh"),
        ("near_pi", "A", "F", "boxed", W_CYF + qwen_end(r"45 \times \frac{22}{7}"), "π replaced by 22/7: not exactly 45π"),
        ("near_unred", "B", "S", "tag", tag(T_CYS, r"$\frac{90\pi}{2}$"), "the gold as an unreduced fraction"),
        ("neg_grimace", "A", "S", "boxed", W_CYS + r"$\boxed{45\pi}$ 😬", "a grimacing emoji doubts the box"),
        ("neg_or", "A", "F", "tag", tag(T_CYF, r"$45\pi$ (or maybe $75\pi$?)"), "an 'or maybe' alternative with a question mark"),
        ("neg_del", "N", "S", "none", W_CYS + r"<del>$\boxed{45\pi}$</del>", "the only box struck with HTML <del>: no_answer"),
        ("bound_most", "A", "S", "prose_sentence", W_CYS + r"So the volume is at most $45\pi$.", "an upper bound, not the volume"),
        ("bound_exact", "B", "S", "tag", tag(T_CYS, "45π, exactly; the decimal 141.37 is only a rounding of it"), "the gold, then an honest remark about a rounded decimal"),
        ("bound_cut", "N", "F", "truncated", th(T_CYF) + "<answer>approximately", "cut inside the answer tag after 'approximately': no_answer"),
     ]),
    ("det", "0",
     r"Compute $\det\begin{pmatrix} 2 & 6 \\ 3 & 9 \end{pmatrix}$.",
     [
        ("near_tiny", "A", "S", "boxed", W_DES + r"$\boxed{10^{-30}}$", "10^-30 is not 0: a value near zero"),
        ("near_e", "A", "S", "tag", tag(T_DES, "1e-12"), "a value near zero in e-notation"),
        ("near_sin", "A", "F", "boxed", W_DEF + llama_end(r"\sin(10^{-50})"), "an exact expression near zero, not zero"),
        ("near_chain", "B", "S", "tag", tag(T_DES, r"$2 \cdot 9 - 6 \cdot 3 = 0$"), "an equation chain ending on the gold"),
        ("neg_color", "A", "F", "tag", tag(T_DEF, r"$0$ \textcolor{red}{(check the sign of $bc$)}"), "a red note asks for a check: a hedge"),
        ("neg_right", "A", "S", "boxed", W_DES + r"$\boxed{0}$ (is that right?)", "a question about its own box hedges the value"),
        ("neg_sing", "B", "S", "tag", tag(T_DES, "0 (so the matrix is not invertible)"), "the gold, then another property negated"),
        ("bound_abs", "A", "S", "tag", tag(T_DES, r"$|\det| < 10^{-6}$"), "a bound on the determinant, not its value"),
        ("bound_prac", "A", "F", "prose_sentence", W_DEF + "So the determinant is zero for all practical purposes.", "'for all practical purposes' hedges an exact 0"),
        ("bound_approx", "A", "F", "boxed", W_DEF + qwen_end(r"\approx 0"), "≈ in the box"),
     ]),
    ("cdiv", r"\frac{1}{2}+\frac{1}{2}i",
     r"Simplify $\frac{1}{1 - i}$.",
     [
        ("near_conj", "A", "S", "boxed", W_COS + r"$\boxed{\frac{1}{2} - \frac{1}{2}i}$", "a look-alike: the conjugate"),
        ("near_eps", "A", "S", "tag", tag(T_COS, r"$\frac{1}{2} + \left(\frac{1}{2} + 10^{-12}\right)i$"), "the imaginary part 10^-12 off"),
        ("near_dec", "B", "S", "tag", tag(T_COS, "0.5 + 0.5i"), "the gold with exact decimal parts"),
        ("neg_sout", "A", "S", "boxed", W_COS + r"$\boxed{\sout{\frac{1+i}{2}}\ \frac{1-i}{2}}$", "the gold struck with \\sout and the conjugate in its place"),
        ("neg_strike", "N", "S", "none", tag(T_COS, "~~(1 + i)/2~~"), "the only value struck with tildes: no_answer"),
        ("neg_hmm", "A", "F", "tag", tag(T_COF, "(1 + i)/2 🤔 (if I rationalized correctly)"), "a thinking emoji and a conditional hedge the value"),
        ("neg_other", "B", "F", "boxed", W_COF + "(Not $1 + i$: the denominator 2 must stay.)¶¶" + qwen_end(r"\frac{1+i}{2}"), "another value negated, then the gold boxed"),
        ("bound_disk", "A", "S", "prose_sentence", W_COS + "So the result lies inside the unit circle, with modulus less than 1.", "a bound on the modulus, not the value"),
        ("bound_approx", "A", "F", "boxed", W_COF + llama_end(r"\approx 0.5 + 0.5i"), "≈ hedges an exact value"),
        ("bound_cut", "N", "F", "truncated", th(T_COF) + "<answer>≈ ", "cut inside the answer tag after ≈, before any value: no_answer"),
     ]),
    ("triangle", "105",
     r"The angles of a triangle are in the ratio $2:3:7$. What is the measure, in degrees, of the largest angle?",
     [
        ("near_rad", "A", "S", "boxed", W_TRS + r"$\boxed{\frac{7\pi}{12}}$", "radians where degrees are asked"),
        ("near_ext", "A", "S", "tag", tag(T_TRS, "75"), "a look-alike: the exterior angle at that vertex"),
        ("near_eps", "A", "F", "tag", tag(T_TRF, "105.00001°"), "a decimal 10^-5 above the gold"),
        ("neg_xmark", "A", "S", "boxed", W_TRS + r"$\boxed{105^\circ}$ ✗", "a cross mark after the box marks it wrong"),
        ("neg_del", "A", "S", "tag", tag(T_TRS, "<del>105°</del> 84°"), "the gold struck with <del> and 84° in its place"),
        ("neg_conf", "A", "F", "tag", tag(T_TRF, "105° [60% confident]"), "a bracketed confidence note"),
        ("neg_other", "B", "S", "tag", tag(T_TRS, "105°, not 75°, which is the exterior angle there"), "the gold, then another value negated with its reason"),
        ("bound_obtuse", "A", "S", "prose_sentence", W_TRS + r"So the largest angle is obtuse, between $90^\circ$ and $180^\circ$.", "a range, not the angle"),
        ("bound_exact", "B", "F", "boxed", W_TRF + r"Each part is exactly $15^\circ$, so nothing is rounded." + "¶¶" + llama_end(r"105^\circ"), "'exactly' about a part, then the boxed gold"),
        ("bound_sim", "A", "F", "boxed", W_TRF + qwen_end(r"\sim 105^\circ"), "'∼' in the box: an estimate"),
     ]),
    ("ineq", r"[-4,\infty)",
     r"Solve $3 - 2x \le 11$. Express your answer in interval notation.",
     [
        ("near_open", "A", "S", "boxed", W_INS + r"$\boxed{(-4, \infty)}$", "a look-alike: the endpoint left out"),
        ("near_flip", "A", "S", "tag", tag(T_INS, r"$(-\infty, -4]$"), "a look-alike: the inequality not flipped"),
        ("near_eps", "A", "F", "boxed", W_INF + qwen_end(r"[-4 + 10^{-10}, \infty)"), "an endpoint 10^-10 off"),
        ("neg_slip", "B", "S", "tag", tag(T_INS, r"~~$(-\infty, -4]$~~ $[-4, \infty)$"), "a slip struck out in the tag, the gold after it"),
        ("neg_doubt", "A", "F", "tag", tag(T_INF, r"$[-4, \infty)$, though I'm not certain the inequality flips"), "a doubt about its own step hedges the set"),
        ("neg_qqq", "A", "S", "prose_sentence", W_INS + r"So the solution set is $[-4, \infty)$???", "question marks doubt the value"),
        ("neg_not", "A", "S", "boxed", W_INS + r"$\boxed{x \not\geq -4}$", "a negation with \\not in the box"),
        ("bound_nolimit", "B", "F", "boxed", W_INF + "So $x$ can be $-4$ itself or anything larger, with no upper limit.¶¶" + llama_end(r"[-4, \infty)"), "honest words about the bounds of the set, then the boxed gold"),
        ("bound_sub", "A", "S", "tag", tag(T_INS, r"$S \subset [-5, \infty)$"), "the set only said to lie inside a larger set"),
        ("bound_cut", "N", "F", "truncated", th(T_INF) + "<answer>x ≳", "cut inside the answer tag after ≳, before any value: no_answer"),
     ]),
    ("midpoint", "(3,2)",
     r"Find the midpoint of the segment with endpoints $(-2, 5)$ and $(8, -1)$.",
     [
        ("near_swap", "A", "S", "boxed", W_MIS + r"$\boxed{(2, 3)}$", "a look-alike: the coordinates swapped"),
        ("near_unred", "B", "S", "tag", tag(T_MIS, r"$\left(\frac{6}{2}, \frac{4}{2}\right)$"), "the gold point with unreduced coordinates"),
        ("near_tiny", "A", "F", "tag", tag(T_MIF, r"$(3, 2 + 10^{-9})$"), "a coordinate 10^-9 off"),
        ("neg_dagger", "A", "S", "boxed", W_MIS + r"$\boxed{(3, 2)^{\dagger}}$ ($^\dagger$ not yet verified)", "a dagger note marks the box unverified"),
        ("neg_strike", "N", "S", "none", tag(T_MIS, "(̶3̶,̶ ̶2̶)̶"), "the only value struck with combining strokes: no_answer"),
        ("neg_or", "A", "F", "boxed", W_MIF + qwen_end(r"(3, 2) \text{ or } (5, 3)"), "an 'or' alternative in the box"),
        ("bound_close", "A", "S", "prose_sentence", W_MIS + "So the midpoint is close to (3, 2).", "'close to' hedges an exact point"),
        ("bound_quad", "A", "S", "tag", tag(T_MIS, "in the first quadrant: x > 0 and y > 0"), "bounds on the coordinates, not the point"),
        ("bound_half", "B", "F", "tag", tag(T_MIF, "(3, 2), exactly halfway: 5 units from each end horizontally"), "the gold, then an exact remark about distances"),
        ("bound_pm", "A", "F", "boxed", W_MIF + llama_end(r"(3.0, 2.0) \pm 0.1"), "an error bar on an exact point"),
     ]),
    ("banana", "60",
     r"How many distinct arrangements of the letters of the word BANANA are there?",
     [
        ("near_fact", "A", "S", "boxed", W_BAS + r"$\boxed{720}$", "a look-alike: 6! without dividing by the repeats"),
        ("near_digit", "A", "S", "tag", tag(T_BAS, "600"), "a number off by one digit (a zero added)"),
        ("near_words", "B", "S", "tag", tag(T_BAS, "sixty"), "the gold in number words"),
        ("neg_wrong", "A", "S", "boxed", W_BAS + r"$\boxed{60}$ (probably wrong)", "the model marks its own box probably wrong"),
        ("neg_strike", "N", "F", "none", tag(T_BAF, "~~**60**~~"), "the only value, bold, struck with tildes: no_answer"),
        ("neg_ne", "A", "F", "boxed", W_BAF + llama_end(r"N \neq 60"), "a negation with \\neq in the box"),
        ("bound_fewer", "B", "S", "tag", tag(T_BAS, "60, far fewer than the 720 orderings of six distinct letters"), "the gold, then a bound word about another value"),
        ("bound_least", "A", "S", "prose_sentence", W_BAS + "So there are at least 60 arrangements.", "a lower bound, not the count"),
        ("bound_order", "A", "F", "tag", tag(T_BAF, "on the order of 10^2"), "an order-of-magnitude estimate"),
        ("bound_le", "A", "F", "boxed", W_BAF + qbox(r"\leq 60"), "an upper bound in the box"),
     ]),
    ("dice", r"\frac{5}{36}",
     r"Two fair six-sided dice are rolled. What is the probability that the sum is 8? Express your answer as a common fraction.",
     [
        ("near_dec", "A", "S", "boxed", W_DIS + r"$\boxed{0.139}$", "a rounded decimal of 5/36 (0.13888...)"),
        ("near_seven", "A", "S", "tag", tag(T_DIS, r"$\frac{1}{6}$"), "a look-alike: the probability of a sum of 7"),
        ("near_unord", "A", "F", "boxed", W_DIF + qwen_end(r"\frac{3}{21}"), "a look-alike: unordered outcomes counted (1/7)"),
        ("neg_other", "B", "S", "tag", tag(T_DIS, "5/36, not 6/36 (that count is for a sum of 7)"), "the gold, then another value negated with its reason"),
        ("neg_gut", "A", "S", "boxed", W_DIS + r"$\boxed{\frac{5}{36}}$ (gut feeling)", "a note that the value is a guess"),
        ("neg_bcancel", "N", "F", "none", tag(T_DIF, r"$\bcancel{\frac{5}{36}}$"), "the only value crossed out with \\bcancel: no_answer"),
        ("bound_less", "B", "F", "tag", tag(T_DIF, "5/36, a bit less than 1/7"), "the gold, then a true bound remark about its size"),
        ("bound_range", "A", "S", "prose_sentence", W_DIS + "So the probability is between 1/8 and 1/7.", "a range, not the probability"),
        ("bound_pct", "A", "S", "tag", tag(T_DIS, "roughly 14%"), "'roughly' and a rounded percent"),
        ("bound_gt", "A", "F", "boxed", W_DIF + llama_end(r"> \frac{1}{8}"), "a lower bound in the box"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")


def _check_totals(cases):  # noqa: ANN001, ANN202
    """The round's totals: 200 probes, 100 GSM8K and 100 MATH, 160 kind A and 40 kind B, 133
    short, 100 in the R1-Zero format, 50 a class with 10 kind B each."""
    texts = [c[6] for c in cases]
    counts = {
        "probes": len(cases),
        "gsm8k": sum(c[2] == "gsm8k" for c in cases),
        "kind A": sum(c[1] == "A" for c in cases),
        "short": sum(len(t) <= SHORT_MAX for t in texts),
        "R1-Zero": sum("<answer>" in t for t in texts),
    }
    shapes = [c[0].removeprefix("ok_").split("_")[2] for c in cases]
    counts.update({k: shapes.count(k) for k in CLASSES})
    counts.update(
        {
            f"{k} B": sum(s == k and c[1] == "B" for s, c in zip(shapes, cases, strict=True))
            for k in CLASSES
        }
    )
    want = {"probes": 200, "gsm8k": 100, "kind A": 160, "short": 133, "R1-Zero": 100,
            "near": 50, "neg": 50, "bound": 50, "unit": 50,
            "near B": 10, "neg B": 10, "bound B": 10, "unit B": 10}  # fmt: skip
    if counts != want:
        raise SystemExit(f"totals {counts} != {want}")


_check_totals(CASES)

DECISIONS = {
    "g_reading_unit_weeks": (
        "reject",
        "the question asks how many days, and the tag gives '3 weeks'; the label convention holds "
        "that the question decides the unit and that a unit of another kind is wrong, so a "
        "duration in weeks does not answer a question in days even where the two are equal. A "
        "reader who accepts any equal duration in a named unit would accept it",
    ),
    "g_flour_unit_grams": (
        "reject",
        "the question asks how many kilograms, and the tag gives '8,400 g'; the question decides "
        "the unit, so a mass in grams is not the number of kilograms asked, even though 8,400 g "
        "is 8.4 kg. A reader who accepts an equal quantity in a named unit would accept it",
    ),
    "ok_m_surd_near_root": (
        "accept",
        "sqrt(147) = sqrt(49 * 3) = 7 sqrt(3) exactly, and equal values in another form are "
        "correct. A reader who holds 'Simplify' to require the simplest radical form would "
        "reject an unsimplified radical",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam261", CASES, [], DECISIONS)
