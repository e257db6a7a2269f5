r"""Build adversarial_redteam257.jsonl: round 257 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam257"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama, qwen, qbox, qwen_end, llama_end, g, m,
write_probes; copied unchanged beside this file) and build_adversarial_redteam253.py / 250.py
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
`<think>...</think><answer>...</answer>` format (93 with a closed answer tag holding the answer, 4
whose closed tag holds only a struck or withdrawn value, 3 cut inside the answer tag). Forms: tag
93, boxed 53, hash 26, prose_sentence 16, none 9, truncated 3. Four classes, evenly (50 each, 40
kind A and 10 kind B; the class opens the shape of an id):
  near (50: 40 wrong, 10 correct; 17 GSM8K, 33 MATH)  exact values near the gold, in every
         notation: tiny offsets (6 + 10^{-12}, 12.000001, 26(1 + 10^{-15}), 19/36 + 10^{-30},
         5√7.000001, (−3, 7 − 10^{-9}), 25 · 3.14 for 25π), a tiny imaginary part (110 + 10^{-9}i,
         −3 + (4 + 10^{-10})i), a value near zero for the zero gold (2^{-60}), rounded decimals of
         exact values (0.528, 13.2288, 78.54, 0.87, 4.42 buses, 44.99), money to other cents
         (49.05, 335.99), large numbers off by one digit (100,400, 7920), look-alikes (21, 201,
         101, 729, 924, 19/63, 7√5, 100π, 7/9, 3/8, the conjugate, 5 + 4i, [−3, 7], (−7, 3),
         (7, 3), only x = 3, 150 for the exterior angle, "undefined" for slope 0, 4 buses
         rounded down), radians (π/6) where degrees are asked. Kind B: the gold in words ("six
         cans", "thirty degrees"), 99/2 dollars, 1.0044 × 10^5, 78/3 km/h, 0.52\overline{7},
         0/8, −0 (debatable), {x : −3 < x < 7}, "x = 3, y = 7";
  neg (50: 31 wrong, 9 no_answer, 10 correct; 17 GSM8K, 33 MATH)  negation, strike-out and
         annotation of the value in every markup: markdown (~~x~~ with another value, ~~\boxed{}~~
         alone, "(**not sure**)"), HTML (<s>, <del> alone or replaced, an `<!-- unverified -->`
         comment), LaTeX (\sout and \ne in a box, \neq, \text{not}, \cancel and \xcancel alone,
         \textcolor{red}{... ?}), unicode (combining strokes 3̶3̶6̶ and 2̶5̶π̶ alone, ≠, ⁇), emoji
         (🤞, ⚠️, 🤨), brackets ("[needs checking]", "[70% sure]", "(?)", "(wrong sign?)"),
         question marks ("210??", "(I think?)", "or is it (7, 3)?", "(or undefined?)"),
         confidence notes ("(confidence: 85%)", "(reasonably sure)", "(dubious)"), doubts
         ("(if I factored 175 correctly)", "(double-check this)", "though maybe the endpoints
         belong", "(or 1/5, if ...)"), a withdrawal with nothing in its place ("— no, scratch
         that"). A value struck or withdrawn alone is no_answer. Kind B: another value negated
         after the gold ("not 168 km", "**not** 100π", "not the 150° interior one", "not 924"), a
         slip struck out before the gold (~~40.5~~ 45, ~~4~~ 5 buses, ~~25√7~~ 5√7, ~~−3 − 4i~~,
         ~~(7, 3)~~ (3, 7)), the gold with a remark that explains it;
  bound (50: 37 wrong, 3 no_answer, 10 correct; 16 GSM8K, 34 MATH)  a value qualified by a bound
         or an estimate word: ≥, ≤ and \le in a box, ≈ (a box, a sentence, a tag), ∼, ≃, "within",
         "nearly", "roughly", "-ish", "max", "or so", "over", "around", "in the mid-20s", "a little
         more than", "give or take", "somewhere near", "effectively", "near", "at least", "at
         most" (of the modulus), "less than", "between ... and", "between about", "> 3/4", "x > 2",
         "|m| < 0.001", A < 25π, S ⊆ the gold set, < 90° for acute, 30° ± 1°, an order of
         magnitude, "about 88%"; cuts inside the answer tag after "~", "≈" or "roughly"
         (no_answer). Kind B: honest bound words that state the gold ("exactly 12 weeks",
         "exactly $336", "exactly 25π square units", "precisely 792", "strictly between −3 and 7"),
         or bound words about other values beside the gold ("a little under two hours", "roughly
         0.53, but the exact value is the fraction", "a little over 13", "modulus exactly 5", "more
         than 1/2 and less than 1");
  unit (50: 40 wrong, 10 correct; all GSM8K, 5 a problem)  a GSM8K value given in another unit or
         of another thing than the question asks (the question decides): months, years, days for
         weeks; miles and meters (debatable) for kilometers; euros, pounds sterling and cents for
         dollars; hours, "1 h 50 min" (debatable) and seconds for minutes; pounds and lb for
         kilograms; liters and gallons for cans; dozens and cases for bottles; mph, m/s and km/min
         for km/h; the gold's own number with a unit of another kind (12 months, 110 seconds, 45
         lb, 26 mph, 49.50 cents, 100,440 dozen, 100,440 cases, 6 liters, 6 gallons); another
         quantity of the problem (the area to paint, cans per coat, the price, the speed, the time,
         the shirts alone, the baking time, one box's weight, the count of boxes, the seats, the
         empty seats, the leftover students, the daily output, the days, the balance, a year's
         interest, the total rate, the distance). Kind B: honest notes after a `####` value ("####
         6 (exactly enough for both coats)", "#### 12 (weeks, that is 84 days)", "#### 110 (that
         is, 1 hour 50 minutes)", "#### 5 (with 28 seats to spare)", "#### 100440 (bottles, over
         the 24 days)", "#### 336 (interest only; the balance would be $2,736)", "#### 26 (km/h,
         about 7.2 m/s)") and the gold with its true unit in the tag ("210 km (in the 2.5 hours)",
         "49.50 USD", "45 kg (all 18 boxes together)").

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: paint: a wall 15 m by 3 m, two coats, a can covers 15 m² -> 6 (45 m², 90 m², 90 / 15; 3
cans a coat). savings: $35 a week for a $420 bike -> 12 (35 x 12 = 420; 11 weeks 385; 84 days;
12/52 = 0.2308 years; 12 weeks is about 2.76 months, not 3). train: 84 km/h for 2.5 h -> 210 (168 +
42; 420 / 2; 210 / 2.5 = 84; 168 in two hours). shirts: 3 shirts at $12.50 and a $12 cap -> 49.5
(37.50 + 12; 99/2; 36 + 1.50 + 12). recipe: 25 min, 1 h 10 min, 15 min -> 110 (25 + 70 + 15; 1 h
50 min; 110 / 60 = 1.8333 h). boxes: 18 boxes of 2.5 kg -> 45 (36 + 9; 90 / 2; 45 / 18 = 2.5;
18 x 2.25 = 40.5, the slip; 45 kg = 99.2 lb). buses: 212 students, 48 seats a bus -> 5 (4 x 48 =
192, 20 left; 5 x 48 = 240, 28 empty; 212 / 48 = 4.4167). bottles: 4,185 a day for 24 days ->
100440 (83,700 + 16,740; 4185 x 25 = 104,625, minus 4,185; 96,000 + 4,440). interest: $2,400 at
3.5% simple for 4 years -> 336 (84 a year; 14% of 2400; balance 2,736; compounded it would be
354.06). cyclist: 39 km in 1.5 h -> 26 (78 / 3; 26 x 1.5 = 39; 7.22 m/s; 0.433 km/min).
MATH: frac: 3/4 − 2/9 -> \frac{19}{36} (27/36 − 8/36; 19 prime; 0.52777... = 0.52\overline{7};
(3 − 2)/(9 − 4) = 1/5, the slip). surd: √175 -> 5\sqrt{7} (25 x 7; 13.22875...; 13^2 = 169 < 175
< 196; 7√5 = 15.65). circle: circumference 10π, area -> 25\pi (r = 5; 78.5398...; 100π with the
diameter; 25 x 3.14 = 78.5). slope: through (−3, 7) and (5, 7) -> 0 (0/8; 0/(−8) reversed;
horizontal y = 7). csq: (1 + 2i)^2 -> -3+4i (1 + 4i − 4; |z| = 5 = |1 + 2i|^2; arg 2 x 63.43° =
126.87°; i^2 = +1 gives 5 + 4i). ext: exterior angle of a regular dodecagon -> 30 (360 / 12;
interior 1800 / 12 = 150; π/6 rad; decagon 36). absineq: |x − 2| < 5 -> (-3,7) (−5 < x − 2 < 5;
|6| = 6 at 8; |x + 2| < 5 gives (−7, 3)). lines: y = 2x + 1 and y = −x + 10 -> (3,7) (3x = 9; 2(3)
+ 1 = 7 = −3 + 10). binom: C(12, 5) -> 792 (95040 / 120; 11 x 9 x 8; C(11,4) + C(11,5) = 330 +
462; C(12, 6) = 924). coin: at least one head in 3 flips -> \frac{7}{8} (1 − 1/8; 0.875; exactly
one head 3/8; 7 of 8 outcomes).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / bound / unit (above; unit on GSM8K only). 10 probes a problem: 2 kind B and
8 kind A, 5 in the R1-Zero format, 6 or 7 short. A GSM8K problem has 5 unit probes (1 kind B) and 5
near / neg / bound probes (1 kind B), the three classes rotating 2/2/1, 2/1/2, 1/2/2; a MATH problem
has 10 near / neg / bound probes rotating 4/3/3, 3/4/3, 3/3/4 (the last problem 3/3/4). Kind A:
truth wrong, or no_answer where the form is `truncated` or `none` ("N" in the tables); kind B:
truth correct. Forms: tag (an `<answer>` tag holds the final answer), boxed, hash, prose_sentence
(the final value is stated in a concluding sentence), truncated, none (the only value is struck or
withdrawn).

Label conventions (corpus/README.md "How each source was labelled"; rounds 250 and 253): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence or an equation chain is read for its final value); with no marker and no box
the answer is the value the concluding sentence states as the answer to the question asked; a
restatement that differs makes the answer wrong. An exact expression equals the gold only if it is
the gold (no tolerance: 6 + 10^{-12}, 26(1 + 10^{-15}), 19/36 + 10^{-30}, 5√7.000001, 110 +
10^{-9}i and 2^{-60} for 0 are wrong); a decimal that is not exactly the gold is wrong (rounded
decimals, money to another cent, 12.000001); a unit or scale of another kind is wrong, the question
deciding the unit (months, years, miles, euros, pounds, cents, hours, seconds, lb, liters, gallons,
dozens, cases, mph, m/s, km/min, radians where weeks, kilometers, dollars, minutes, kilograms,
cans, bottles, km/h or degrees are asked), and so is the value of another quantity of the problem.
A hedge of an exact value is wrong (a question mark, "(I think?)", "(wrong sign?)", a confidence
note, "or ...", "maybe", "not sure", "if I ...", an emoji of doubt, hope or warning), and so is a
value the model annotates as unchecked ("unverified", "needs checking", "double-check this",
"dubious"), negates (`\neq`, `\ne`, ≠, "not", `\text{not}`), or strikes and replaces (the
replacement is the answer, and it differs); a value struck or withdrawn alone, with nothing in its
place, is no_answer. A value qualified by a bound or an estimate word is wrong (≥, ≤, ≈, ∼, ≃,
within, nearly, roughly, -ish, max, or so, over, around, a little more than, give or take,
somewhere near, effectively, near, at least, at most, less than, between, >, an error bar, a
subset); a cut before the value (after `<answer>~`, `<answer>$\approx` or `<answer>roughly`) is
no_answer. A negation of ANOTHER value beside the gold, a slip struck out before the gold, a remark
that explains the gold, an honest note after a `####` value, "exactly" / "precisely" / "strictly
between" and bound words about other values leave the gold the answer. Equal values in another form
are correct (number words with true units, a fraction, an unreduced fraction, scientific notation,
an exact repeating decimal, a currency code, set-builder notation, a pair as two equations).

Debatable (3, with DECISIONS): `g_train_unit_meters` ("210,000 m" for 210 km: reject),
`g_recipe_unit_hm` ("1 h 50 min" where minutes are asked: reject), `ok_m_slope_near_negzero` ("−0"
for 0: accept).

Usage: cd /tmp/rounds/rt257 && python build_adversarial_redteam257.py
(writes /tmp/rounds/rt257/adversarial_redteam257.jsonl beside corpus_build.py)
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
W_PAIS = "Wall area: 15 × 3 = 45 m²; two coats: 2 × 45 = 90 m².¶Cans: 90 ÷ 15 = 6.¶"
T_PAIS = "15 × 3 = 45; 45 × 2 = 90; 90 / 15 = 6.¶"
W_PAIF = llama(
    (
        "Find the wall's area",
        "The wall is 15 m long and 3 m high, so its area is 15 × 3 = 45 square meters.",
    ),
    (
        "Account for two coats",
        "Each coat covers the whole wall, so two coats need 2 × 45 = 90 square meters of coverage.",
    ),
    ("Count the cans", "One can covers 15 square meters, so Kai needs 90 ÷ 15 = 6 cans."),
    ("Check", "6 cans cover 6 × 15 = 90 m², exactly the two coats, with nothing left over."),
)
T_PAIF = "Kai paints a wall that's 15 m by 3 m, so the area is 45 square meters. He wants two coats, so the paint has to cover 45 twice, that's 90 square meters. Each can covers 15 square meters. 90 / 15 = 6. Is there any remainder? 15 × 6 = 90 exactly, so no partial can is needed and there is no rounding up. One coat alone would take 3 cans, two coats take 6 cans. The question asks for cans, so 6.¶"

W_SAVS = "$420 ÷ $35 = 12 weeks.¶"
T_SAVS = "420 / 35 = 12.¶"
W_SAVF = (
    "The bike costs $420.¶"
    "Lena saves $35 every week.¶"
    "The number of weeks is the price divided by the weekly saving: 420 ÷ 35.¶"
    "35 × 10 = 350, and 420 − 350 = 70 = 35 × 2, so 420 ÷ 35 = 10 + 2 = 12.¶"
    "After 12 weeks she has saved 12 × $35 = $420, exactly the price.¶"
    "After 11 weeks she would have only 11 × $35 = $385, which is $35 short.¶"
    "There is no interest and no starting balance, so only the weekly savings count.¶"
    "So she needs 12 weeks of saving.¶"
)
T_SAVF = "Lena puts aside $35 each week and wants a $420 bike. So I need how many 35s fit into 420. 35 × 12: 35 × 10 = 350, plus 70, that's 420. So 12 weeks exactly. Let me check week 11: 11 × 35 = 385, not enough. Week 12: 420, enough. No starting balance is mentioned, so she starts from zero. The question asks for weeks, not days or months, so the answer is a whole number of weeks: 12 weeks.¶"

W_TRAS = "84 × 2.5 = 168 + 42 = 210 km.¶"
T_TRAS = "84 × 2 = 168; 84 × 0.5 = 42; 168 + 42 = 210.¶"
W_TRAF = qwen(
    "To find the distance, we multiply the speed by the time.",
    ("Speed and time", "The train moves at 84 km/h for 2.5 hours."),
    ("Whole hours", r"$84 \times 2 = 168$ km."),
    ("Half hour", r"$84 \times 0.5 = 42$ km."),
    ("Total", "$168 + 42 = 210$ km."),
    ("Check", r"$210 \div 2.5 = 84$ km/h, the given speed ✓."),
    (
        "Units",
        "Kilometers per hour times hours gives kilometers, the unit the question asks for, so no conversion is needed.",
    ),
)
T_TRAF = "Speed 84 km/h, time 2.5 hours. Distance = speed × time = 84 × 2.5. Two hours give 168 km and the half hour gives 42 km, so 210 km. Another way: 2.5 = 5/2, so 84 × 5 / 2 = 420 / 2 = 210. Same. Check the units: km/h times h gives km, which is what the question asks for. Sanity: in one hour it goes 84 km, so in two and a half hours a bit over 200 km is right. So the train covers 210 km.¶"

W_SHIS = "Shirts: 3 × $12.50 = $37.50.¶Total: $37.50 + $12 = $49.50.¶"
T_SHIS = "3 × 12.5 = 37.5; 37.5 + 12 = 49.5.¶"
W_SHIF = (
    "Omar buys 3 shirts, each costing $12.50.¶"
    "The shirts cost 3 × $12.50 = $37.50.¶"
    "He also buys one cap for $12.00.¶"
    "Total spent: $37.50 + $12.00 = $49.50.¶"
    "Check: $49.50 − $12.00 = $37.50, and $37.50 ÷ 3 = $12.50 per shirt ✓.¶"
    "No tax or discount is mentioned, so nothing else is added to the bill.¶"
    "Another way to see it: the shirts are 3 × $12 + 3 × $0.50 = $36 + $1.50, and $36 + $1.50 + $12 = $49.50.¶"
)
T_SHIF = "Omar buys three shirts at $12.50 and one cap at $12. Shirts: 12.50 × 3 = 37.50. Then add the cap: 37.50 + 12 = 49.50. Let me double-check by another grouping: each shirt is 12 + 0.50, so 3 shirts are 36 + 1.50 = 37.50, then + 12 = 49.50. No tax is mentioned, and no discount. Is $49.50 plausible? Four items for about $12 each would be about $48, so yes. The question asks for dollars, so he spends $49.50.¶"

W_RECS = "Bake: 1 h 10 min = 70 min.¶Total: 25 + 70 + 15 = 110 minutes.¶"
T_RECS = "1 h 10 min = 70 min; 25 + 70 + 15 = 110.¶"
W_RECF = llama(
    ("Convert the baking time", "1 hour 10 minutes is 60 + 10 = 70 minutes."),
    ("Add the three stages", "Preparing, baking and cooling take 25 + 70 + 15 minutes."),
    ("Compute", "25 + 70 = 95, and 95 + 15 = 110 minutes."),
    (
        "Check",
        "110 minutes is 1 hour 50 minutes, which matches 25 min + 1 h 10 min + 15 min = 1 h 50 min.",
    ),
    (
        "Answer in the unit asked",
        "The question asks for minutes, so the total is given as a number of minutes: 110.",
    ),
)
T_RECF = "Three stages: prep 25 minutes, bake 1 hour 10 minutes, cool 15 minutes. The question wants minutes, so convert the bake: 60 + 10 = 70 minutes. Total: 25 + 70 = 95, plus 15 = 110 minutes. Sanity check in hours: 25 + 15 = 40 minutes outside the oven, plus 1 h 10 min in it, gives 1 h 50 min, and 1 h 50 min = 110 minutes. Good, 110.¶"

W_BOXS = "18 × 2.5 kg = 45 kg.¶"
T_BOXS = "18 × 2.5 = 36 + 9 = 45.¶"
W_BOXF = qwen(
    "To find the total weight, we multiply the number of boxes by the weight of each box.",
    ("Number and weight", "There are 18 boxes of 2.5 kg each."),
    ("Split the product", r"$18 \times 2 = 36$ and $18 \times 0.5 = 9$."),
    ("Add", "$36 + 9 = 45$ kg."),
    ("Check", r"$45 \div 18 = 2.5$ kg per box ✓."),
    (
        "Units",
        "Boxes times kilograms per box gives kilograms, the unit the question asks for, so no conversion is needed.",
    ),
)
T_BOXF = "18 boxes at 2.5 kg each. 18 × 2.5: 18 × 2 = 36 and half of 18 is 9, so 45 kg. Or 2.5 = 5/2, so 18 × 5 / 2 = 90 / 2 = 45. Both give 45. Units: boxes times kg per box gives kg, which the question asks for. Nothing else (a pallet, packaging) is mentioned. Plausibility: 18 boxes at a bit over 2 kg each should be a bit over 36 kg, and 45 fits. So the boxes weigh 45 kg in all.¶"

W_BUSS = "212 ÷ 48 = 4 remainder 20, so 4 buses are not enough.¶One more bus for the last 20 students: 5 buses.¶"
T_BUSS = "212 / 48 = 4.42, so round up: 5 buses.¶"
W_BUSF = (
    "There are 212 students and each bus seats 48.¶"
    "4 buses seat 4 × 48 = 192 students, which leaves 212 − 192 = 20 students without a seat.¶"
    "So a fifth bus is needed for those 20 students.¶"
    "5 buses seat 5 × 48 = 240 students, which is enough for all 212.¶"
    "The fifth bus has 240 − 212 = 28 empty seats, but a bus cannot be split, so we round up.¶"
    "Rounding 212 ÷ 48 ≈ 4.42 to the nearest whole number would give 4, which leaves students behind.¶"
)
T_BUSF = "212 students, 48 seats per bus. 212 / 48: 48 × 4 = 192, 48 × 5 = 240. 192 is less than 212, so 4 buses leave 20 students behind. 5 buses give 240 seats, enough. The division is about 4.42, but buses come in whole numbers and everyone needs a seat, so I round up to 5, not to the nearest whole number (that would be 4). Could 4 buses work if some students stand? No, each bus seats 48 and nothing says otherwise. The question asks for buses, so 5.¶"

W_BOTS = "4,185 × 24 = 83,700 + 16,740 = 100,440 bottles.¶"
T_BOTS = "4185 × 20 = 83700; 4185 × 4 = 16740; sum 100440.¶"
W_BOTF = llama(
    (
        "Set up the product",
        "The factory fills 4,185 bottles each day for 24 days, so the total is 4,185 × 24.",
    ),
    ("Multiply by 20", "4,185 × 20 = 83,700."),
    ("Multiply by 4", "4,185 × 4 = 16,740."),
    ("Add", "83,700 + 16,740 = 100,440 bottles."),
    ("Check", "4,000 × 24 = 96,000 and 185 × 24 = 4,440; 96,000 + 4,440 = 100,440 ✓."),
    (
        "Size",
        "A little over 4,000 bottles a day for 24 days should be a little over 96,000, and 100,440 fits.",
    ),
)
T_BOTF = "4,185 bottles per day, 24 days. Total = 4185 × 24. Let me split 24 as 25 − 1: 4185 × 25 = 418500 / 4 = 104625, minus 4185 gives 100440. Check with 20 + 4: 83700 + 16740 = 100440. Same. That's just over a hundred thousand bottles, plausible for 24 days of steady output. So 100,440 bottles.¶"

W_INTS = "Interest per year: 3.5% of $2,400 = $84.¶In 4 years: 4 × $84 = $336.¶"
T_INTS = "2400 × 0.035 = 84; 84 × 4 = 336.¶"
W_INTF = qwen(
    "To find the simple interest, we use $I = Prt$.",
    ("Principal, rate and time", "$P = 2400$, $r = 0.035$, $t = 4$ years."),
    ("Yearly interest", r"$2400 \times 0.035 = 84$ dollars."),
    ("Four years", r"$84 \times 4 = 336$ dollars."),
    ("Check", r"$3.5\% \times 4 = 14\%$, and $2400 \times 0.14 = 336$ ✓."),
    (
        "Interest, not balance",
        r"The question asks for the interest earned, so the principal is not added: the answer is $336$ dollars.",
    ),
)
T_INTF = "Simple interest: I = P × r × t. P = 2400, r = 3.5% = 0.035, t = 4. One year: 1% of 2400 is 24, so 3.5% is 24 × 3.5 = 84. Four years: 84 × 4 = 336. It's simple interest, so no compounding. The balance would be 2400 + 336 = 2736, but the question asks only for the interest earned. Is 336 plausible? 14% of about 2400 is a bit over 300, so yes. So $336.¶"

W_CYCS = "39 ÷ 1.5 = 26 km/h.¶"
T_CYCS = "39 / 1.5 = 78 / 3 = 26.¶"
W_CYCF = (
    "The cyclist rides 39 km.¶"
    "The ride takes 1.5 hours.¶"
    "Average speed is distance divided by time: 39 ÷ 1.5.¶"
    "Dividing by 1.5 is the same as multiplying by 2 and dividing by 3: 39 × 2 = 78, and 78 ÷ 3 = 26.¶"
    "So her average speed is 26 km/h.¶"
    "Check: at 26 km/h for 1.5 hours she covers 26 × 1.5 = 26 + 13 = 39 km ✓.¶"
    "Kilometers divided by hours gives km/h, the unit the question asks for, so no conversion is needed.¶"
)
T_CYCF = "Average speed = total distance / total time = 39 km / 1.5 h. 39 / 1.5: multiply top and bottom by 2, 78 / 3 = 26. So 26 km/h. Check: 26 × 1.5 = 26 + 13 = 39. Good. In m/s that would be about 7.2, but the question asks for km/h, so I keep km/h. 26 km/h is a reasonable cycling speed for a steady ride. She keeps moving the whole time, so the average is just distance over time, no stops to account for.¶"

# fmt: off
# (key, gold, question, [(shape, t, size, form, text, note[, debatable]), ...])
GPROBS = [
    ("paint", "6",
     "Kai paints one wall 15 m long and 3 m high with two coats. One can of paint covers 15 square meters. How many cans of paint does he need?",
     [
        ("unit_area", "A", "S", "hash", W_PAIS + "#### 90 square meters", "another thing: the area to cover, not the cans asked"),
        ("unit_liters", "A", "S", "tag", tag(T_PAIS, "6 liters"), "the count of cans given in liters, a unit of another kind"),
        ("unit_coat", "A", "F", "tag", tag(T_PAIF, "3 cans per coat"), "another thing: cans for one coat, not for the job"),
        ("unit_gallons", "A", "F", "boxed", W_PAIF + llama_end(r"6 \text{ gallons}"), "gallons where cans are asked"),
        ("unit_note", "B", "S", "hash", W_PAIS + "#### 6 (exactly enough for both coats)", "an honest note after the #### value"),
        ("near_tiny", "A", "S", "tag", tag(T_PAIS, "$6 + 10^{-12}$"), "an exact value 10^-12 above the gold"),
        ("near_words", "B", "S", "prose_sentence", W_PAIS + "So Kai needs six cans of paint.", "the gold in number words with its true unit"),
        ("neg_strike", "A", "S", "tag", tag(T_PAIS, "~~6~~ 3"), "the gold struck with tildes and 3 (one coat) in its place"),
        ("neg_comment", "A", "F", "hash", W_PAIF + "#### 6 <!-- unverified -->", "an HTML comment marks the value unverified"),
        ("bound_geq", "A", "S", "tag", tag(T_PAIS, "≥ 6 cans"), "a lower bound, not the count"),
     ]),
    ("savings", "12",
     "Lena saves $35 each week for a bike that costs $420. How many weeks does she need to save?",
     [
        ("unit_months", "A", "S", "hash", W_SAVS + "#### 3 months", "months answered where weeks are asked (12 weeks is not 3 months)"),
        ("unit_years", "A", "S", "tag", tag(T_SAVS, "0.23 years"), "years (rounded) answered where weeks are asked"),
        ("unit_samenum", "A", "S", "tag", tag(T_SAVS, "12 months"), "the gold's number with a unit of another kind"),
        ("unit_price", "A", "F", "boxed", W_SAVF + qwen_end("420"), "another thing: the price, not the weeks"),
        ("unit_weeks", "B", "F", "hash", W_SAVF + "#### 12 (weeks, that is 84 days)", "an honest note after the #### value with an equal conversion"),
        ("near_eps", "A", "S", "hash", W_SAVS + "#### 12.000001", "a decimal 10^-6 above the gold"),
        ("near_swap", "A", "F", "tag", tag(T_SAVF, "21"), "a look-alike: 21 (digits swapped)"),
        ("neg_fingers", "A", "S", "tag", tag(T_SAVS, "12 🤞"), "a crossed-fingers emoji: a hope, not a claim"),
        ("bound_exactly", "B", "S", "prose_sentence", W_SAVS + "She needs exactly 12 weeks, since 12 × $35 = $420 with nothing left over.", "'exactly' states the gold"),
        ("bound_within", "A", "S", "tag", tag(T_SAVS, "within 12 weeks"), "'within' makes the count an upper bound"),
     ]),
    ("train", "210",
     "A train travels at 84 km/h for 2.5 hours. How many kilometers does it travel?",
     [
        ("unit_miles", "A", "S", "hash", W_TRAS + "#### 210 miles", "miles where kilometers are asked"),
        ("unit_meters", "A", "S", "tag", tag(T_TRAS, "210,000 m"), "the distance in meters where kilometers are asked (see DECISIONS)", True),
        ("unit_hours", "A", "S", "tag", tag(T_TRAS, "2.5 hours"), "another thing: the time, not the distance"),
        ("unit_speed", "A", "F", "boxed", W_TRAF + qbox("84"), "another thing: the speed"),
        ("unit_km", "B", "F", "tag", tag(T_TRAF, "210 km (in the 2.5 hours)"), "the gold with its true unit and an honest note"),
        ("near_look", "A", "S", "tag", tag(T_TRAS, "201"), "a look-alike: 201"),
        ("neg_qq", "A", "S", "hash", W_TRAS + "#### 210??", "question marks doubt the value"),
        ("neg_other", "B", "F", "hash", W_TRAF + "It is 210 km, not 168 km (that is only the first two hours).¶#### 210", "another value negated, the gold after ####"),
        ("bound_nearly", "A", "S", "prose_sentence", W_TRAS + "So the train travels nearly 210 km.", "'nearly' makes the distance a bound below the gold"),
        ("bound_cut", "N", "S", "truncated", th(T_TRAS) + "<answer>~", "cut inside the answer tag after a tilde, before any value: no_answer"),
     ]),
    ("shirts", "49.5",
     "Omar buys 3 shirts at $12.50 each and a cap for $12. How much does he spend in all, in dollars?",
     [
        ("unit_euro", "A", "S", "hash", W_SHIS + "#### €49.50", "euros answered where dollars are asked"),
        ("unit_cents", "A", "S", "tag", tag(T_SHIS, "49.50 cents"), "the gold's number in cents, a scale of another kind, where dollars are asked"),
        ("unit_pounds", "A", "S", "tag", tag(T_SHIS, "£49.50"), "pounds sterling where dollars are asked"),
        ("unit_shirts", "A", "F", "boxed", W_SHIF + llama_end("37.50"), "another thing: the shirts alone, without the cap"),
        ("unit_usd", "B", "F", "tag", tag(T_SHIF, "49.50 USD"), "the gold with its currency code"),
        ("near_cent", "A", "S", "hash", W_SHIS + "#### 49.05", "a look-alike: 49.05 (a zero moved)"),
        ("near_frac", "B", "S", "tag", tag(T_SHIS, r"$\frac{99}{2}$ dollars"), "the gold as a fraction with its true unit"),
        ("neg_sout", "A", "S", "boxed", W_SHIS + r"$\boxed{\sout{49.50}\ 37.50}$", "the gold struck with \\sout and 37.50 in its place"),
        ("neg_conf", "A", "F", "tag", tag(T_SHIF, "$49.50 (confidence: 85%)"), "a confidence note hedges the value"),
        ("bound_roughly", "A", "S", "prose_sentence", W_SHIS + "So Omar spends roughly $50.", "a rounded estimate with 'roughly'"),
     ]),
    ("recipe", "110",
     "A cake recipe needs 25 minutes to prepare, 1 hour 10 minutes to bake and 15 minutes to cool. How many minutes does it take in total?",
     [
        ("unit_hours", "A", "S", "hash", W_RECS + "#### 1.83 hours", "hours (rounded) where minutes are asked"),
        ("unit_hm", "A", "S", "tag", tag(T_RECS, "1 h 50 min"), "hours and minutes where a number of minutes is asked (see DECISIONS)", True),
        ("unit_seconds", "A", "S", "tag", tag(T_RECS, "110 seconds"), "the gold's number in seconds"),
        ("unit_bake", "A", "F", "boxed", W_RECF + llama_end("70"), "another thing: the baking time"),
        ("unit_note", "B", "S", "hash", W_RECS + "#### 110 (that is, 1 hour 50 minutes)", "an honest note after the #### value"),
        ("near_imag", "A", "S", "tag", tag(T_RECS, "$110 + 10^{-9}i$"), "a tiny imaginary part: not the real number 110"),
        ("near_swap", "A", "F", "hash", W_RECF + "#### 101", "a look-alike: 101"),
        ("neg_strike", "N", "S", "none", tag(T_RECS, "<s>110</s>"), "the only value struck with HTML <s>: no_answer"),
        ("bound_under", "B", "F", "prose_sentence", W_RECF + "It takes 110 minutes in total, a little under two hours.", "a bound word about another value (two hours) after the gold"),
        ("bound_ish", "A", "S", "tag", tag(T_RECS, "110-ish minutes"), "'-ish' makes an estimate of an exact time"),
     ]),
    ("boxes", "45",
     "A courier loads 18 boxes that weigh 2.5 kg each. How many kilograms do the boxes weigh in all?",
     [
        ("unit_pounds", "A", "S", "tag", tag(T_BOXS, "99 pounds"), "pounds (converted and rounded) where kilograms are asked"),
        ("unit_lb", "A", "S", "hash", W_BOXS + "#### 45 lb", "the gold's number in pounds"),
        ("unit_each", "A", "F", "boxed", W_BOXF + qbox("2.5"), "another thing: the weight of one box"),
        ("unit_count", "A", "S", "tag", tag(T_BOXS, "18 boxes"), "another thing: the number of boxes"),
        ("unit_kg", "B", "F", "tag", tag(T_BOXF, "45 kg (all 18 boxes together)"), "the gold with its unit and an honest note"),
        ("near_dec", "A", "S", "tag", tag(T_BOXS, "44.99"), "a decimal 0.01 below the gold"),
        ("neg_ne", "A", "S", "boxed", W_BOXS + r"$\boxed{\ne 45}$", "a negation with \\ne inside the box"),
        ("neg_slip", "B", "S", "hash", "18 × 2.5 = ~~40.5~~ 45 kg (I first took 18 × 2.25).¶#### 45", "a slip struck out in the working, the gold after ####"),
        ("bound_max", "A", "S", "tag", tag(T_BOXS, "max 45 kg"), "'max' makes the weight an upper bound"),
        ("bound_leq", "A", "F", "boxed", W_BOXF + qbox(r"\le 45"), "an upper bound in the box"),
     ]),
    ("buses", "5",
     "212 students go on a trip. Each bus seats 48 students. How many buses are needed?",
     [
        ("unit_seats", "A", "S", "hash", W_BUSS + "#### 240 seats", "another thing: the seats in 5 buses"),
        ("unit_empty", "A", "S", "tag", tag(T_BUSS, "28 empty seats"), "another thing: the empty seats"),
        ("unit_students", "A", "S", "tag", tag(T_BUSS, "20 students"), "another thing: the students left over by 4 buses"),
        ("unit_seated", "A", "F", "boxed", W_BUSF + llama_end("192"), "another thing: the students 4 buses seat"),
        ("unit_note", "B", "F", "hash", W_BUSF + "#### 5 (with 28 seats to spare)", "an honest note after the #### value"),
        ("near_dec", "A", "S", "tag", tag(T_BUSS, "4.42"), "a rounded decimal of the quotient, not the count of buses"),
        ("near_floor", "A", "F", "tag", tag(T_BUSF, "4"), "a look-alike: the quotient rounded down"),
        ("neg_slip", "B", "S", "tag", tag(T_BUSS, "~~4~~ 5 buses"), "a slip struck out in the tag, the gold in its place"),
        ("neg_qmark", "A", "S", "prose_sentence", W_BUSS + "So 5 buses are needed (?)", "a bracketed question mark doubts the value"),
        ("bound_orso", "A", "S", "hash", W_BUSS + "#### 5 or so", "'or so' makes an estimate of an exact count"),
     ]),
    ("bottles", "100440",
     "A factory fills 4,185 bottles a day. How many bottles does it fill in 24 days?",
     [
        ("unit_dozen", "A", "S", "hash", W_BOTS + "#### 100,440 dozen", "the gold's number in dozens, a unit of another kind, where bottles are asked"),
        ("unit_perday", "A", "S", "tag", tag(T_BOTS, "4,185 bottles per day"), "another thing: the daily output"),
        ("unit_days", "A", "S", "tag", tag(T_BOTS, "24 days"), "another thing: the number of days"),
        ("unit_cases", "A", "F", "boxed", W_BOTF + llama_end(r"100{,}440 \text{ cases}"), "the gold's number in cases where bottles are asked"),
        ("unit_note", "B", "S", "hash", W_BOTS + "#### 100440 (bottles, over the 24 days)", "an honest note after the #### value"),
        ("near_digit", "A", "F", "hash", W_BOTF + "#### 100,400", "a large number off by one digit: 100,400"),
        ("near_sci", "B", "S", "tag", tag(T_BOTS, r"$1.0044 \times 10^{5}$"), "the gold in scientific notation"),
        ("neg_tilde", "A", "S", "tag", tag(T_BOTS, "~~100,440~~ 104,625"), "the gold struck with tildes and 104,625 (25 days) in its place"),
        ("bound_over", "A", "S", "tag", tag(T_BOTS, "over 100,000 bottles"), "a lower bound, not the count"),
        ("bound_approx", "A", "F", "boxed", W_BOTF + llama_end(r"\approx 100{,}000"), "≈ and a rounded value in the box"),
     ]),
    ("interest", "336",
     "Priya deposits $2,400 in an account that pays 3.5% simple interest per year. How much interest, in dollars, does she earn in 4 years?",
     [
        ("unit_balance", "A", "S", "hash", W_INTS + "#### 2736", "another thing: the balance, not the interest"),
        ("unit_yearly", "A", "S", "tag", tag(T_INTS, "$84 per year"), "another thing: one year's interest"),
        ("unit_percent", "A", "S", "tag", tag(T_INTS, "14%"), "another thing: the total rate, not dollars"),
        ("unit_euro", "A", "F", "boxed", W_INTF + qbox(r"336 \text{ euros}"), "euros where dollars are asked"),
        ("unit_note", "B", "F", "hash", W_INTF + "#### 336 (interest only; the balance would be $2,736)", "an honest note after the #### value naming another quantity"),
        ("near_cent", "A", "S", "tag", tag(T_INTS, "$335.99"), "money to another cent"),
        ("neg_strike", "N", "S", "none", W_INTS + "#### 3̶3̶6̶", "the only value struck with combining strokes: no_answer"),
        ("neg_warn", "A", "F", "tag", tag(T_INTF, "$336 ⚠️ (the rate may be compounded)"), "a warning emoji and a doubt hedge the value"),
        ("bound_exactly", "B", "S", "tag", tag(T_INTS, "exactly $336"), "'exactly' states the gold"),
        ("bound_approx", "A", "S", "prose_sentence", W_INTS + "So she earns ≈ $336 in interest.", "≈ in the concluding sentence hedges an exact amount"),
     ]),
    ("cyclist", "26",
     "A cyclist rides 39 km in 1.5 hours. What is her average speed in km/h?",
     [
        ("unit_ms", "A", "S", "hash", W_CYCS + "#### 7.2 m/s", "meters per second (rounded) where km/h is asked"),
        ("unit_mph", "A", "S", "tag", tag(T_CYCS, "26 mph"), "the gold's number in miles per hour"),
        ("unit_kmmin", "A", "S", "tag", tag(T_CYCS, "0.43 km/min"), "km per minute (rounded) where km/h is asked"),
        ("unit_dist", "A", "F", "boxed", W_CYCF + llama_end("39"), "another thing: the distance, boxed after the speed was found"),
        ("unit_note", "B", "S", "hash", W_CYCS + "#### 26 (km/h, about 7.2 m/s)", "an honest note after the #### value"),
        ("near_eps", "A", "S", "tag", tag(T_CYCS, "$26(1 + 10^{-15})$"), "an exact value a relative 10^-15 above the gold"),
        ("near_frac", "B", "F", "tag", tag(T_CYCF, r"$\frac{78}{3}$ km/h"), "the gold as an unreduced fraction with its unit"),
        ("neg_cancel", "N", "S", "none", W_CYCS + r"$\boxed{\cancel{26}}$", "the only value cancelled with \\cancel: no_answer"),
        ("neg_bracket", "A", "F", "tag", tag(T_CYCF, "26 km/h [needs checking]"), "a bracket note marks the value unchecked"),
        ("bound_around", "A", "S", "prose_sentence", W_CYCS + "Her average speed is in the mid-20s, around 26 km/h.", "'around' and 'mid-20s' hedge an exact speed"),
     ]),
]
# fmt: on

# ================================================================ MATH working
W_FRAS = r"Common denominator 36: $\frac{27}{36} - \frac{8}{36} = \frac{19}{36}$.¶"
T_FRAS = "3/4 = 27/36, 2/9 = 8/36, 27 − 8 = 19, so 19/36.¶"
W_FRAF = qwen(
    "To subtract the fractions, we rewrite them over a common denominator.",
    ("Least common denominator", r"$\operatorname{lcm}(4, 9) = 36$."),
    ("Rewrite", r"$\frac{3}{4} = \frac{27}{36}$ and $\frac{2}{9} = \frac{8}{36}$."),
    ("Subtract", r"$\frac{27}{36} - \frac{8}{36} = \frac{19}{36}$."),
    ("Simplify", r"19 is prime and does not divide 36, so $\frac{19}{36}$ is in lowest terms."),
)
T_FRAF = "I need 3/4 − 2/9. The denominators 4 and 9 share no factor, so the common denominator is 36. 3/4 = 27/36 because 3 × 9 = 27. 2/9 = 8/36 because 2 × 4 = 8. 27 − 8 = 19, so 19/36. Can it reduce? 19 is prime and 36 = 2² · 3², so no. As a decimal 19/36 = 0.52777..., and 0.75 − 0.2222... = 0.52777..., consistent. So 19/36.¶"

W_SURS = r"$175 = 25 \cdot 7$, so $\sqrt{175} = \sqrt{25}\sqrt{7} = 5\sqrt{7}$.¶"
T_SURS = "175 = 25 × 7, √25 = 5, so 5√7.¶"
W_SURF = llama(
    ("Factor 175", r"$175 = 5^2 \cdot 7$, since $175 \div 25 = 7$."),
    ("Take out the square", r"$\sqrt{175} = \sqrt{25 \cdot 7} = \sqrt{25}\,\sqrt{7} = 5\sqrt{7}$."),
    (
        "Check",
        r"$(5\sqrt{7})^2 = 25 \cdot 7 = 175$ ✓, and 7 has no square factor, so the radical is fully simplified.",
    ),
    (
        "Size",
        r"Since $13^2 = 169 < 175 < 196 = 14^2$, the value lies between 13 and 14, and $5\sqrt{7} \approx 13.23$ agrees.",
    ),
)
T_SURF = "√175. Find the largest square factor of 175. 175 = 5 × 35 = 5 × 5 × 7 = 25 × 7. 25 is a perfect square. So √175 = √25 × √7 = 5√7. Check: 5√7 squared is 25 × 7 = 175. Numerically √7 ≈ 2.6458, times 5 ≈ 13.229, and 13.229² ≈ 175. Is 7 square-free? Yes. Could there be a bigger square factor, like 49? 175 / 49 is not whole, so no. So the simplified form is 5√7.¶"

W_CIRS = r"$2\pi r = 10\pi$ gives $r = 5$, so the area is $\pi \cdot 5^2 = 25\pi$.¶"
T_CIRS = "2πr = 10π → r = 5; area π · 25 = 25π.¶"
W_CIRF = qwen(
    "To find the area, we first find the radius from the circumference.",
    ("Radius", r"$C = 2\pi r = 10\pi$, so $r = 5$."),
    ("Area", r"$A = \pi r^2 = \pi \cdot 25 = 25\pi$."),
    (
        "Check",
        r"With $r = 5$ the circumference is $2\pi \cdot 5 = 10\pi$ ✓. Using the diameter 10 as the radius by mistake would give $100\pi$, four times too large.",
    ),
    (
        "Units",
        "The area is in square units, and the problem asks for it in terms of $\\pi$, so no decimal is needed.",
    ),
)
T_CIRF = "Circumference is 2πr, and it's 10π, so r = 5. Careful: 10 is the diameter, not the radius. Area = πr² = π × 25 = 25π. Quick check: if r = 5, C = 2π × 5 = 10π, matches. Numerically 25π ≈ 78.54. The problem wants the answer in terms of π, so I leave it as 25π rather than a decimal. One more check: the area formula with the diameter would be π(d/2)² = π × 25, the same 25π.¶"

W_SLOS = r"$m = \frac{7 - 7}{5 - (-3)} = \frac{0}{8} = 0$.¶"
T_SLOS = "rise 7 − 7 = 0, run 5 + 3 = 8, slope 0/8 = 0.¶"
W_SLOF = llama(
    ("Recall the slope formula", r"$m = \frac{y_2 - y_1}{x_2 - x_1}$."),
    (
        "Substitute the points",
        r"With $(x_1, y_1) = (-3, 7)$ and $(x_2, y_2) = (5, 7)$: $m = \frac{7 - 7}{5 - (-3)} = \frac{0}{8}$.",
    ),
    (
        "Simplify",
        r"$\frac{0}{8} = 0$: both points have $y = 7$, so the line is horizontal, $y = 7$.",
    ),
    (
        "Check",
        "A horizontal line has slope 0; a vertical line (equal x-coordinates) would have an undefined slope, which is not the case here.",
    ),
)
T_SLOF = "Points (−3, 7) and (5, 7). Slope = (y₂ − y₁)/(x₂ − x₁) = (7 − 7)/(5 − (−3)) = 0/8 = 0. Both y-coordinates are 7, so the line is horizontal: y = 7. The run is 8, not zero, so the slope is defined, not undefined. Swapping the points gives (7 − 7)/(−3 − 5) = 0/(−8) = 0, same. The line is y = 7, a flat line, so it neither rises nor falls as x grows. So the slope is 0.¶"
T_SLOR = "rise 7 − 7 = 0 from (5, 7) to (−3, 7), run −3 − 5 = −8, slope 0/(−8).¶"

W_CSQS = r"$(1 + 2i)^2 = 1 + 4i + 4i^2 = 1 + 4i - 4 = -3 + 4i$.¶"
T_CSQS = "1 + 4i + 4i² = 1 + 4i − 4 = −3 + 4i.¶"
W_CSQF = qwen(
    "To square the complex number, we expand $(a + b)^2 = a^2 + 2ab + b^2$.",
    ("Expand", r"$(1 + 2i)^2 = 1^2 + 2 \cdot 1 \cdot 2i + (2i)^2$."),
    ("Simplify each term", r"$1 + 4i + 4i^2$, and $i^2 = -1$, so $4i^2 = -4$."),
    ("Combine", "$1 - 4 + 4i = -3 + 4i$."),
    ("Check", r"$|1 + 2i|^2 = 5$ and $|-3 + 4i| = \sqrt{9 + 16} = 5$ ✓."),
)
T_CSQF = "(1 + 2i)² = 1 + 2(1)(2i) + (2i)² = 1 + 4i + 4i². Since i² = −1, 4i² = −4. So 1 − 4 + 4i = −3 + 4i. Check with moduli: |1 + 2i| = √5, squared gives modulus 5, and |−3 + 4i| = 5. Good. The argument doubles too: 1 + 2i has angle about 63.4°, doubled ≈ 126.9°, second quadrant, and −3 + 4i is in the second quadrant. A quick numeric check: (1 + 2i)(1 + 2i) = 1 + 2i + 2i + 4i² = −3 + 4i. So −3 + 4i.¶"

W_EXTS = r"The exterior angles sum to $360^\circ$, so each is $360^\circ / 12 = 30^\circ$.¶"
T_EXTS = "360 / 12 = 30 degrees.¶"
W_EXTF = llama(
    (
        "Recall the exterior angle sum",
        r"The exterior angles of any convex polygon sum to $360^\circ$.",
    ),
    (
        "Divide among the angles",
        r"A regular dodecagon has 12 equal exterior angles, so each is $360^\circ \div 12 = 30^\circ$.",
    ),
    (
        "Check with the interior angle",
        r"Each interior angle is $\frac{(12 - 2) \cdot 180^\circ}{12} = 150^\circ$, and $180^\circ - 150^\circ = 30^\circ$ ✓.",
    ),
)
T_EXTF = "A regular dodecagon has 12 sides. The exterior angles of a convex polygon always sum to 360°, so each one is 360/12 = 30°. Cross-check with the interior angle: the interior angles sum to (12 − 2) × 180 = 1800, each is 1800/12 = 150, and the exterior angle is 180 − 150 = 30. Consistent. In radians that would be π/6, but the question asks for degrees. So 30.¶"

W_ABSS = r"$-5 < x - 2 < 5$, so $-3 < x < 7$: the interval $(-3, 7)$.¶"
T_ABSS = "−5 < x − 2 < 5 → −3 < x < 7 → (−3, 7).¶"
W_ABSF = qwen(
    "To solve an absolute value inequality of the form $|u| < c$, we write it as $-c < u < c$.",
    ("Rewrite", "$|x - 2| < 5$ means $-5 < x - 2 < 5$."),
    ("Add 2", "$-3 < x < 7$."),
    (
        "Endpoints",
        "The inequality is strict, so $x = -3$ and $x = 7$ (where $|x - 2| = 5$) are excluded.",
    ),
    ("Check", r"At $x = 0$: $|-2| = 2 < 5$ ✓; at $x = 8$: $|6| = 6 \not< 5$, so 8 is outside ✓."),
)
T_ABSF = "|x − 2| < 5 means x is within 5 of 2. So 2 − 5 < x < 2 + 5, i.e. −3 < x < 7. Strict inequality, so the endpoints are open: at x = 7, |5| = 5, which is not less than 5. Test x = 0: |−2| = 2 < 5, inside. Test x = −4: |−6| = 6, outside. The interval is centered at 2 with radius 5, which matches the form |x − center| < radius. So the solution set is the open interval (−3, 7).¶"

W_LINS = r"$2x + 1 = -x + 10$ gives $3x = 9$, $x = 3$, $y = 7$: the point $(3, 7)$.¶"
T_LINS = "2x + 1 = −x + 10 → 3x = 9 → x = 3, y = 7.¶"
W_LINF = llama(
    (
        "Set the expressions equal",
        "At the intersection both equations give the same $y$: $2x + 1 = -x + 10$.",
    ),
    ("Solve for $x$", "$3x = 9$, so $x = 3$."),
    ("Find $y$", "$y = 2(3) + 1 = 7$, and $y = -3 + 10 = 7$ ✓."),
    (
        "State the point",
        "The lines meet at $(3, 7)$; they cannot be parallel, since their slopes $2$ and $-1$ differ.",
    ),
    (
        "Order of coordinates",
        "A point is written $(x, y)$, so the $x$-value 3 comes first and the $y$-value 7 second.",
    ),
)
T_LINF = "Intersection: set 2x + 1 = −x + 10. Add x to both sides: 3x + 1 = 10. So 3x = 9, x = 3. Then y = 2·3 + 1 = 7. Check with the second line: −3 + 10 = 7. Both give 7. The slopes are 2 and −1, so the lines intersect exactly once. The point is (3, 7), with x first, not (7, 3). Plugging (3, 7) into both equations: 7 = 2(3) + 1 and 7 = −3 + 10, both true.¶"

W_BINS = (
    r"$\binom{12}{5} = \frac{12 \cdot 11 \cdot 10 \cdot 9 \cdot 8}{5!} = \frac{95040}{120} = 792$.¶"
)
T_BINS = "12·11·10·9·8 = 95040; 95040 / 120 = 792.¶"
W_BINF = qwen(
    r"To compute the binomial coefficient, we use $\binom{n}{k} = \frac{n!}{k!(n-k)!}$.",
    (
        "Write the product",
        r"$\binom{12}{5} = \frac{12 \cdot 11 \cdot 10 \cdot 9 \cdot 8}{5 \cdot 4 \cdot 3 \cdot 2 \cdot 1}$.",
    ),
    (
        "Cancel",
        r"$\frac{12}{4 \cdot 3} = 1$ and $\frac{10}{5 \cdot 2} = 1$, leaving $11 \cdot 9 \cdot 8$.",
    ),
    ("Multiply", r"$11 \cdot 9 = 99$ and $99 \cdot 8 = 792$."),
    ("Check", r"Pascal's rule: $\binom{11}{4} + \binom{11}{5} = 330 + 462 = 792$ ✓."),
)
T_BINF = "C(12, 5) = 12!/(5! 7!) = (12 × 11 × 10 × 9 × 8)/120. Simplify: 12/(4 × 3) = 1 and 10/(5 × 2) = 1, so it's 11 × 9 × 8 = 792. Verify the raw product: 12 × 11 = 132, × 10 = 1320, × 9 = 11880, × 8 = 95040, and 95040 / 120 = 792. Same. C(12, 6) would be 924, bigger, as the middle one should be. Also C(12, 5) = C(12, 7), so choosing the 7 left out gives the same count. So 792.¶"

W_COIS = r"$P(\text{no heads}) = \left(\frac{1}{2}\right)^3 = \frac{1}{8}$, so $P(\text{at least one}) = 1 - \frac{1}{8} = \frac{7}{8}$.¶"
T_COIS = "P(all tails) = 1/8; 1 − 1/8 = 7/8.¶"
W_COIF = llama(
    (
        "Use the complement",
        "The opposite of 'at least one head' is 'no heads', that is, all three flips are tails.",
    ),
    (
        "Probability of all tails",
        r"Each flip is tails with probability $\frac{1}{2}$, and the flips are independent, so $P = \left(\frac{1}{2}\right)^3 = \frac{1}{8}$.",
    ),
    ("Subtract from 1", r"$P(\text{at least one head}) = 1 - \frac{1}{8} = \frac{7}{8}$."),
    (
        "Check by counting",
        "Of the 8 equally likely outcomes only TTT has no head, so 7 of 8 outcomes have at least one head ✓.",
    ),
)
T_COIF = "Three flips of a fair coin: 2³ = 8 equally likely outcomes. At least one head is the complement of no heads. No heads means TTT, one outcome, probability 1/8. So the answer is 1 − 1/8 = 7/8. Direct count: exactly one head 3 outcomes, exactly two 3, exactly three 1, total 7. 7/8 again. As a decimal that's 0.875, but the problem asks for a common fraction.¶"

ABS = "(-3,7)"

# fmt: off
MPROBS = [
    ("frac", r"\frac{19}{36}",
     r"Compute $\frac{3}{4} - \frac{2}{9}$.",
     [
        ("near_dec", "A", "S", "boxed", W_FRAS + r"$\boxed{0.528}$", "a rounded decimal of 19/36 (0.52777...)"),
        ("near_look", "A", "S", "tag", tag(T_FRAS, r"$\frac{19}{63}$"), "a look-alike: 19/63 (denominator digits swapped)"),
        ("near_tiny", "A", "F", "boxed", W_FRAF + qbox(r"\frac{19}{36} + 10^{-30}"), "an exact value 10^-30 above the gold"),
        ("near_repeat", "B", "S", "tag", tag(T_FRAS, r"$0.52\overline{7}$"), "the gold as an exact repeating decimal"),
        ("neg_textnot", "A", "S", "boxed", W_FRAS + r"$\boxed{\text{not } \frac{19}{36}}$", "'not' inside the box negates the value"),
        ("neg_red", "A", "S", "tag", tag(T_FRAS, r"$\textcolor{red}{\frac{19}{36}\,?}$"), "a red question mark doubts the value"),
        ("neg_or", "A", "F", "tag", tag(T_FRAF, r"$\frac{19}{36}$ (or $\frac{1}{5}$, if the fractions subtract across as $\frac{3 - 2}{9 - 4}$)"), "an 'or' alternative hedges the value"),
        ("bound_half", "A", "S", "prose_sentence", W_FRAS + r"So the difference is a little more than $\frac{1}{2}$.", "'a little more than' a half: a bound, not the value"),
        ("bound_approx", "A", "S", "tag", tag(T_FRAS, r"$\approx 0.53$"), "≈ and a rounded decimal"),
        ("bound_exact", "B", "F", "boxed", W_FRAF + "As a decimal it is roughly $0.53$, but the exact value is the fraction.¶¶" + qwen_end(r"\frac{19}{36}"), "a bound word about a decimal before the boxed gold"),
     ]),
    ("surd", r"5\sqrt{7}",
     r"Simplify $\sqrt{175}$.",
     [
        ("near_swap", "A", "S", "boxed", W_SURS + r"$\boxed{7\sqrt{5}}$", "a look-alike: 7√5"),
        ("near_dec", "A", "S", "tag", tag(T_SURS, "13.2288"), "a rounded decimal of 5√7 (13.22875...)"),
        ("near_inside", "A", "F", "boxed", W_SURF + llama_end(r"5\sqrt{7.000001}"), "an offset of 10^-6 under the radical"),
        ("neg_neq", "A", "S", "tag", tag(T_SURS, r"$\sqrt{175} \neq 5\sqrt{7}$"), "a negation with \\neq"),
        ("neg_tilde", "N", "S", "none", W_SURS + r"~~$\boxed{5\sqrt{7}}$~~", "the only box struck with tildes: no_answer"),
        ("neg_slip", "B", "S", "tag", tag(T_SURS, r"~~$25\sqrt{7}$~~ $5\sqrt{7}$"), "a slip struck out in the tag, the gold after it"),
        ("neg_cond", "A", "F", "tag", tag(T_SURF, r"$5\sqrt{7}$ (if I factored 175 correctly)"), "a conditional note hedges the value"),
        ("bound_over", "B", "S", "tag", tag(T_SURS, r"$5\sqrt{7}$, a little over 13"), "the gold, then a bound remark about its size"),
        ("bound_sim", "A", "S", "boxed", W_SURS + r"$\boxed{\sim 13}$", "'∼ 13' in the box: an estimate"),
        ("bound_between", "A", "F", "prose_sentence", W_SURF + r"So $\sqrt{175}$ lies between 13 and 14.", "bounds on the value, not the value"),
     ]),
    ("circle", r"25\pi",
     r"A circle has circumference $10\pi$. What is its area? Express your answer in terms of $\pi$.",
     [
        ("near_dec", "A", "S", "boxed", W_CIRS + r"$\boxed{78.54}$", "a rounded decimal of 25π (78.5398...)"),
        ("near_diam", "A", "S", "tag", tag(T_CIRS, r"$100\pi$"), "a look-alike: the diameter used as the radius"),
        ("near_pi", "A", "F", "boxed", W_CIRF + qwen_end(r"25 \cdot 3.14"), "π replaced by 3.14: not exactly 25π"),
        ("neg_think", "A", "S", "tag", tag(T_CIRS, "25π (I think?)"), "'(I think?)' hedges the value"),
        ("neg_strike", "N", "S", "none", tag(T_CIRS, "2̶5̶π̶"), "the only value struck with combining strokes: no_answer"),
        ("neg_other", "B", "F", "boxed", W_CIRF + r"The area is **not** $100\pi$: that would use the diameter as the radius." + "¶¶" + llama_end(r"25\pi"), "another value negated in bold, the gold boxed"),
        ("bound_give", "A", "F", "prose_sentence", W_CIRF + r"So the area is $25\pi$, give or take.", "'give or take' hedges an exact area"),
        ("bound_lt", "A", "S", "boxed", W_CIRS + r"$\boxed{A < 25\pi}$", "an upper bound in the box"),
        ("bound_near", "A", "F", "tag", tag(T_CIRF, "somewhere near 25π"), "'somewhere near' hedges the value"),
        ("bound_exact", "B", "S", "tag", tag(T_CIRS, "exactly 25π square units"), "'exactly' and a true unit with the gold"),
     ]),
    ("slope", "0",
     r"What is the slope of the line through $(-3, 7)$ and $(5, 7)$?",
     [
        ("near_tiny", "A", "S", "boxed", W_SLOS + r"$\boxed{2^{-60}}$", "2^-60 is not 0: a value near zero"),
        ("near_undef", "A", "F", "tag", tag(T_SLOF, "undefined"), "a look-alike: the slope of a vertical line"),
        ("near_frac", "B", "S", "tag", tag(T_SLOS, r"$\frac{0}{8}$"), "the gold as an unreduced fraction"),
        ("near_negzero", "B", "S", "tag", tag(T_SLOR, "$-0$"), "the gold written as −0 after dividing by −8 (see DECISIONS)", True),
        ("neg_ne", "A", "S", "boxed", W_SLOS + r"$\boxed{m \ne 0}$", "a negation with \\ne in the box"),
        ("neg_dubious", "A", "F", "boxed", W_SLOF + llama_end(r"0 \text{ (dubious)}"), "'(dubious)' in the box hedges the value"),
        ("neg_or", "A", "S", "tag", tag(T_SLOS, "0 (or undefined?)"), "an 'or' alternative with a question mark"),
        ("bound_effectively", "A", "F", "prose_sentence", W_SLOF + "So the slope is effectively zero.", "'effectively' hedges an exact 0"),
        ("bound_abs", "A", "S", "tag", tag(T_SLOS, r"$|m| < 0.001$"), "a bound on the slope, not its value"),
        ("bound_simeq", "A", "S", "boxed", W_SLOS + r"$\boxed{\simeq 0}$", "'≃ 0' in the box: an estimate"),
     ]),
    ("csq", "-3+4i",
     r"Compute $(1 + 2i)^2$.",
     [
        ("near_conj", "A", "S", "boxed", W_CSQS + r"$\boxed{-3 - 4i}$", "a look-alike: the conjugate"),
        ("near_imag", "A", "S", "tag", tag(T_CSQS, r"$-3 + (4 + 10^{-10})i$"), "the imaginary part 10^-10 off"),
        ("near_sign", "A", "F", "boxed", W_CSQF + qwen_end("5 + 4i"), "a look-alike: 5 + 4i (i^2 taken as +1)"),
        ("neg_scratch", "N", "S", "none", tag(T_CSQS, "−3 + 4i — no, scratch that"), "the only value withdrawn, nothing in its place: no_answer"),
        ("neg_sign", "A", "S", "boxed", W_CSQS + r"$\boxed{-3 + 4i}$ (wrong sign?)", "a question about its own sign hedges the boxed value"),
        ("neg_slip", "B", "F", "boxed", W_CSQF + "(My first pass wrote ~~$-3 - 4i$~~ by flipping the sign of the middle term.)¶¶" + qwen_end("-3 + 4i"), "a slip struck out before the boxed gold"),
        ("neg_sure", "A", "F", "tag", tag(T_CSQF, "−3 + 4i [70% sure]"), "a bracketed confidence note"),
        ("bound_mod", "B", "S", "tag", tag(T_CSQS, "$-3 + 4i$, with modulus exactly 5"), "the gold, then an exact remark about its modulus"),
        ("bound_atmost", "A", "S", "prose_sentence", W_CSQS + "So the result has modulus at most 5.", "a bound on the modulus, not the value"),
        ("bound_cut", "N", "F", "truncated", th(T_CSQF) + r"<answer>$\approx", "cut inside the answer tag after ≈, before any value: no_answer"),
     ]),
    ("ext", "30",
     r"What is the measure, in degrees, of each exterior angle of a regular dodecagon?",
     [
        ("near_rad", "A", "S", "boxed", W_EXTS + r"$\boxed{\frac{\pi}{6}}$", "radians where degrees are asked"),
        ("near_interior", "A", "S", "tag", tag(T_EXTS, "150"), "a look-alike: the interior angle"),
        ("near_words", "B", "S", "tag", tag(T_EXTS, "thirty degrees"), "the gold in words with its unit"),
        ("neg_del", "A", "S", "tag", tag(T_EXTS, "<del>30°</del> 36°"), "the gold struck with HTML <del> and 36° (a decagon) in its place"),
        ("neg_fairly", "A", "S", "tag", tag(T_EXTS, "30° (reasonably sure)"), "a confidence note hedges the value"),
        ("neg_other", "B", "F", "tag", tag(T_EXTF, r"$30^\circ$ (the exterior angle, not the $150^\circ$ interior one)"), "the gold, then another value negated with its reason"),
        ("bound_roughly", "A", "S", "prose_sentence", W_EXTS + r"So each exterior angle is roughly $30^\circ$.", "'roughly' hedges an exact angle"),
        ("bound_lt", "A", "F", "prose_sentence", W_EXTF + r"So each exterior angle is less than $36^\circ$.", "an upper bound, not the angle"),
        ("bound_acute", "A", "F", "boxed", W_EXTF + qwen_end(r"< 90^\circ"), "'acute' as a bound in the box"),
        ("bound_pm", "A", "F", "boxed", W_EXTF + llama_end(r"30^\circ \pm 1^\circ"), "an error bar on an exact angle"),
     ]),
    ("absineq", ABS,
     r"Solve $|x - 2| < 5$. Express your answer in interval notation.",
     [
        ("near_closed", "A", "S", "boxed", W_ABSS + r"$\boxed{[-3, 7]}$", "a look-alike: both endpoints put in"),
        ("near_swap", "A", "S", "tag", tag(T_ABSS, "$(-7, 3)$"), "a look-alike: the interval of |x + 2| < 5"),
        ("near_eps", "A", "F", "boxed", W_ABSF + qwen_end(r"(-3, 7 - 10^{-9})"), "an endpoint 10^-9 off"),
        ("near_set", "B", "S", "tag", tag(T_ABSS, r"$\{x : -3 < x < 7\}$"), "the gold interval in set-builder notation"),
        ("neg_qq", "A", "S", "boxed", W_ABSS + r"$\boxed{(-3, 7)}$ ⁇", "a double question mark doubts the box"),
        ("neg_tilde", "N", "S", "none", W_ABSS + "~~$(-3, 7)$~~", "the only final value struck with tildes: no_answer"),
        ("neg_endpoints", "A", "F", "tag", tag(T_ABSF, "$(-3, 7)$ — though maybe the endpoints belong"), "a doubt about the endpoints hedges the set"),
        ("bound_subset", "A", "F", "tag", tag(T_ABSF, r"$S \subseteq (-3, 7)$"), "the set only said to lie inside the gold set"),
        ("bound_about", "A", "F", "tag", tag(T_ABSF, "x between about −3 and 7"), "'about' makes the endpoints estimates"),
        ("bound_strict", "B", "S", "boxed", W_ABSS + r"All $x$ strictly between $-3$ and $7$, that is, $\boxed{(-3, 7)}$.", "'strictly between' states the gold, then the box"),
     ]),
    ("lines", "(3,7)",
     r"Find the intersection point of the lines $y = 2x + 1$ and $y = -x + 10$.",
     [
        ("near_swap", "A", "S", "boxed", W_LINS + r"$\boxed{(7, 3)}$", "a look-alike: the coordinates swapped"),
        ("near_eqs", "B", "S", "tag", tag(T_LINS, "x = 3, y = 7"), "the gold point as two equations"),
        ("near_x", "A", "F", "boxed", W_LINF + llama_end("3"), "only the x-coordinate, not the point"),
        ("neg_neq", "A", "S", "tag", tag(T_LINS, "P ≠ (3, 7)"), "a unicode not-equal sign negates the point"),
        ("neg_brow", "A", "F", "boxed", W_LINF + r"$\boxed{(3, 7)}$ 🤨", "a raised-eyebrow emoji doubts the box"),
        ("neg_slip", "B", "F", "tag", tag(T_LINF, "~~(7, 3)~~ (3, 7), with x first"), "a slip struck out in the tag, the gold after it"),
        ("neg_or", "A", "S", "boxed", W_LINS + r"$\boxed{(3, 7)}$ — or is it $(7, 3)$?", "an 'or' question offers another value"),
        ("bound_near", "A", "S", "tag", tag(T_LINS, "near (3, 7)"), "'near' hedges an exact point"),
        ("bound_approx", "A", "F", "boxed", W_LINF + llama_end(r"\approx (3, 7)"), "≈ in the box"),
        ("bound_x", "A", "S", "tag", tag(T_LINS, "$x > 2$"), "a bound on x, not the point"),
     ]),
    ("binom", "792",
     r"Compute $\dbinom{12}{5}$.",
     [
        ("near_swap", "A", "S", "boxed", W_BINS + r"$\boxed{729}$", "a look-alike: digits swapped"),
        ("near_zero", "A", "S", "tag", tag(T_BINS, "7920"), "a large number off by one digit (a zero added)"),
        ("near_mid", "A", "F", "boxed", W_BINF + qbox("924"), "a look-alike: C(12, 6)"),
        ("neg_del", "N", "S", "none", tag(T_BINS, "<del>792</del>"), "the only value struck with HTML <del>: no_answer"),
        ("neg_check", "A", "S", "boxed", W_BINS + r"$\boxed{792}$ (double-check this)", "a note marks the box unchecked"),
        ("neg_other", "B", "F", "tag", tag(T_BINF, "792 (not 924, which is C(12, 6))"), "the gold, then another value negated with its reason"),
        ("bound_least", "A", "F", "prose_sentence", W_BINF + r"So $\binom{12}{5}$ is at least 700.", "a lower bound, not the value"),
        ("bound_order", "A", "S", "boxed", W_BINS + r"$\boxed{\sim 8 \times 10^{2}}$", "an order-of-magnitude estimate in the box"),
        ("bound_cut", "N", "F", "truncated", th(T_BINF) + "<answer>roughly", "cut inside the answer tag after 'roughly', before any value: no_answer"),
        ("bound_precisely", "B", "S", "tag", tag(T_BINS, "precisely 792"), "'precisely' states the gold"),
     ]),
    ("coin", r"\frac{7}{8}",
     r"A fair coin is flipped 3 times. What is the probability of getting at least one head? Express your answer as a common fraction.",
     [
        ("near_dec", "A", "S", "boxed", W_COIS + r"$\boxed{0.87}$", "a truncated decimal of 7/8 (0.875)"),
        ("near_look", "A", "S", "tag", tag(T_COIS, r"$\frac{7}{9}$"), "a look-alike: 7/9"),
        ("near_one", "A", "F", "boxed", W_COIF + qwen_end(r"\frac{3}{8}"), "a look-alike: the probability of exactly one head"),
        ("neg_bold", "A", "S", "tag", tag(T_COIS, "7/8 (**not sure**)"), "a bold 'not sure' hedges the value"),
        ("neg_xcancel", "N", "S", "none", W_COIS + r"$\boxed{\xcancel{\frac{7}{8}}}$", "the only value crossed out with \\xcancel: no_answer"),
        ("neg_explain", "B", "F", "tag", tag(T_COIF, r"$\frac{7}{8}$ (the complement of the single outcome TTT)"), "the gold with a remark that explains it"),
        ("bound_gt", "A", "S", "tag", tag(T_COIS, r"$> \frac{3}{4}$"), "a lower bound, not the probability"),
        ("bound_approx", "A", "F", "boxed", W_COIF + qwen_end(r"\approx 0.875"), "≈ hedges the value (7/8 is exactly 0.875)"),
        ("bound_pct", "A", "F", "tag", tag(T_COIF, "about 88%"), "'about' and a rounded percent"),
        ("bound_half", "B", "S", "boxed", W_COIS + r"That is more than $\frac{1}{2}$ and less than 1, as expected: $\boxed{\frac{7}{8}}$.", "bound words about other values before the boxed gold"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")


def _check_totals(cases):  # noqa: ANN001, ANN202
    """The round's totals: 200 probes, 100 GSM8K and 100 MATH, 160 kind A and 40 kind B, 133
    short, 100 in the R1-Zero format, 50 a class."""
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
    want = {"probes": 200, "gsm8k": 100, "kind A": 160, "short": 133, "R1-Zero": 100,
            "near": 50, "neg": 50, "bound": 50, "unit": 50}  # fmt: skip
    if counts != want:
        raise SystemExit(f"totals {counts} != {want}")


_check_totals(CASES)

DECISIONS = {
    "g_train_unit_meters": (
        "reject",
        "the question asks how many kilometers, and the tag gives 210,000 m; the label convention "
        "holds that the question decides the unit and that a unit of another kind is wrong, so a "
        "distance in meters does not answer a question in kilometers even where the quantity is "
        "equal. A reader who accepts any equal quantity in a named unit would accept it",
    ),
    "g_recipe_unit_hm": (
        "reject",
        "the question asks how many minutes, and '1 h 50 min' is a duration in hours and minutes, "
        "not the number of minutes asked; the question decides the unit. A reader who accepts an "
        "equal duration in a mixed unit would accept it",
    ),
    "ok_m_slope_near_negzero": (
        "accept",
        "-0 is exactly 0 (the think block divides 0 by -8), and equal values in another form are "
        "correct. A reader who takes a signed zero as a sign of confused working, or as a value "
        "near but below zero, would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam257", CASES, [], DECISIONS)
