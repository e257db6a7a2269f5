"""Build adversarial_redteam265.jsonl: round 265 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam265"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama, qwen, qbox, qwen_end, llama_end, g, m,
write_probes; copied unchanged beside this file) and build_adversarial_redteam261.py / 257.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: hostile probes on the VALUE itself (issue 25: "exact values compared exactly",
"negation, strike-out and annotation refused", "unit words a closed list of units, not any word"),
English, 200 probes, 100 GSM8K and 100 MATH, 160 kind A (148 wrong, 12 no_answer) and 40 kind B (20
GSM8K, 20 MATH). Two thirds SHORT (133: under 400 characters, one to six lines; 70 GSM8K, 63 MATH)
and a third FULL (67: 400 to 1200 characters, a whole working in the style of Llama 3's "## Step
N:" and "The final answer is: $\boxed{}$", Qwen2.5-Math's numbered steps, Qwen2.5-Instruct's
"Therefore, the final answer is: $\boxed{}$. I hope it is correct.", a GSM8K chain of lines and
`####`, or an R1-style prose trace in the think block); the builder checks each size and the
round's totals. Half (100: 50 GSM8K, 50 MATH, 5 a problem) are in the R1-Zero
`<think>...</think><answer>...</answer>` format (90 with a closed answer tag holding the answer, 5
whose closed tag holds only a struck value, 5 cut inside the answer tag). Forms: tag 90, boxed 54,
hash 29, prose_sentence 15, none 7, truncated 5. Four classes, evenly (50 each, 10 of them kind B;
the class opens the shape of an id):
  near (50: 40 wrong, 10 correct; 16 GSM8K, 34 MATH)  exact values near the gold, in every
         notation: tiny offsets (234 − 10^{-25}, 30.0000001, 14 + 2^{-50}, 31/36 + 10^{-30},
         4√2.000001, (3 + 10^{-10}, ∞), 5/14 − 10^{-20}, 36 × 3.1416 for 36π), a tiny imaginary
         part (5 + (1 + 10^{-9})i), values near zero for the zero gold (10^{-12}, 1e-15,
         tan(10^{-40})), rounded decimals of exact values (35 for 35.1, 0.861, 5.657, 113.1,
         0.357, 134.99°), money to other cents (233.99, 624.06), large numbers off by one digit
         (300, 230, 50,000, 1,200), look-alikes (81, 32, 2.05, 12/30, √64, 12π, 40, the conjugate,
         45° the exterior angle, [3, ∞), (2, −3), (−3, −2), 720, 25/64, 35.999999999), radians
         (3π/4) where degrees are asked. Kind B: the gold in words ("eighteen bags"), 351/10,
         the equation chain 840 ÷ 60 = 14, 0.86\\overline{1}, 4√2 in unicode, 108π/3, i + 5,
         "x > 3" (debatable), (−4/2, −3), 720/6;
  neg (50: 33 wrong, 7 no_answer, 10 correct; 17 GSM8K, 33 MATH)  negation, strike-out and
         annotation of the value in every markup: markdown (~~x~~ replaced in a hash line, a tag
         and around a box, ~~x~~ alone), HTML (<del> replaced, <del> and <strike> alone), LaTeX
         (\neq and \ne in a box, \neq in a tag, \text{not}, \\sout around a box alone, \\sout
         replaced in a box, \\cancel replaced in a box, \\cancel alone), unicode (combining strokes
         5̶/̶1̶4̶ alone), emoji (🤔, 🙏, ⚠️), brackets ("[low confidence]", "(?)", "(confidence:
         60%)", "(confidence: fair)", "(**unverified**)"), question marks ("18?", "2.5??", "135°?",
         "(or 27π?)", "I think?", "(or is it 2?)"), confidence notes and doubts ("(not confident)",
         "(if I converted right)", "(unsure about the decimal)", "(I'm not sure I pulled the
         squares out correctly.)", "(I might be mixing up interior and exterior)", "(needs a
         second look)", "(Confidence: moderate.)"). A value struck alone is no_answer. Kind B:
         another value negated beside the gold ("not $189", "not $607.25", "not 2.3", "not
         12/30", "not 40", "not 45°", "Not (−∞, 3)", "not (2, −3)", "not 25/64"), a slip struck out
         before the gold (<s>37.5</s> 30 km);
  bound (50: 35 wrong, 5 no_answer, 10 correct; 17 GSM8K, 33 MATH)  a value qualified by a bound
         or an estimate word: "(estimate)", "no more than", "roughly" (twice), "at least", "about"
         (twice), "at most", "-ish", a range ("between 13 and 15", "between 5 and 6", "x between
         3 and 100", 1/3 < p < 2/5), ≈ (a hash line, a tag), "> $600", "under 3", ≤ (a hash line,
         a tag), "less than 1", "just below 0.87", an order of magnitude (∼ 10^2), a modulus
         bound (|u · v| < 10^{-6}, |z| < 6), "essentially 0", bounds on the parts of a complex
         number, "nearly", "somewhere above", ≳, "near", the range y ≥ −3 for a vertex, a
         quadrant, "over 100", ≥ 100, "a bit over 1/3"; cuts inside the answer tag after
         "approximately", "≈", "V ≈ ", "close to" or "(≈" (no_answer). Kind B: honest bound
         words that state the gold ("exactly 23 weeks", "exactly 5,000 books, no more and no
         less", "exactly 0", "exactly 4√2", "exactly 120"), or bound words about other values
         beside the gold ("a little under half a year", "a little over 2 kg per bag", "a bit more
         than 5.6", "a bit over 113 cubic units", "whose modulus √26 is a little over 5", "well
         over a right angle", "well under the 1,024 subsets", "a little more than 1/3");
  unit (50: 40 wrong, 10 correct; all GSM8K, 5 a problem)  a GSM8K value given in another unit or
         of another thing than the question asks (the question decides): euros and cents for
         dollars; miles and meters (debatable) for kilometers; days and months for weeks;
         gallons and kg for liters; minutes and days for hours; lb and grams for kilograms;
         dozens for bags and for books; the gold's number with a unit of another kind (234
         cents, 18 kg, 30 miles, 23 days, 23 months, 35.1 gallons, 35.1 kg, 14 minutes, 14 days,
         624.60 euros and cents, 2.5 minutes, 5000 dozen, 36 lb, 36 g); another quantity of the
         problem (the perimeter, the area, the cookies, the sessions, the weekly distance, the
         sum to save, the weekly saving, the trip's length, the consumption rate, the films, one
         film's length, the hours worked, the hourly pay, the tank's volume, the pump's rate,
         the minutes, the count before the donation, the net change, the donated books, the
         bags, one bag's weight). Kind B: honest notes after a `####` value ("#### 234 (39 m of
         fence at $6 a meter)", "#### 18 (8 cookies in each, none left over)", "#### 30 (km, that
         is 30,000 m over 24 sessions)", "#### 23 (weeks; $1,035 in all)", "#### 35.1 (liters for
         the whole 540 km)", "#### 14 (hours, that is 840 minutes)", "#### 624.60 (before any
         tax)", "#### 2.5 (hours, i.e. 2 h 30 min)", "#### 5000 (after the 615 were donated)",
         "#### 36 (kg; 2.25 kg × 16 bags)").

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: garden: a 12 m by 7.5 m garden, fencing $6 a meter -> 234 (perimeter 2 x 19.5 = 39 m; 39 x 6;
long sides 144 + short sides 90; area 90 m²; three sides 31.5 x 6 = 189). cookies: 9 trays of 16,
bags of 8 -> 18 (144 cookies = 12 dozen; 144 / 8; 2 bags a tray; 18 = 1.5 dozen). swim: 1,250 m a
session, 3 a week, 8 weeks, in km -> 30 (3,750 m a week; 30,000 m; 24 sessions; 3.75 km a week).
saving: $45 a week to reach $1,035 -> 23 (900 + 135; 22 weeks 990; 161 days; 23 < 26 weeks).
fuel: 6.5 L per 100 km for 540 km -> 35.1 (6.5 x 5.4 = 32.5 + 2.6; 0.065 x 540; 351/10). festival:
8 films of 105 minutes, in hours -> 14 (840 min; 840 / 60; 8 h + 8 x 45 min = 8 h + 6 h). wages:
$17.35 an hour for 36 hours -> 624.6 (612 + 12.60; 520.50 + 104.10; 35 hours 607.25). tank: 1,800
L at 12 L a minute, in hours -> 2.5 (150 min; 720 L an hour x 2.5 = 1,800; 5/2). library: 4,326 +
1,289 − 615 -> 5000 (5,615 before the donation; net change 674). rice: 16 bags of 2.25 kg -> 36
(32 + 4; 9/4 x 16; 36 / 16 = 2.25).
MATH: frac: 7/12 + 5/18 -> \frac{31}{36} (21/36 + 10/36; 31 prime; 0.86111... = 0.86\\overline{1};
adding tops and bottoms 12/30). surd: √72 − √8 -> 4\\sqrt{2} (6√2 − 2√2; 5.65685...; √(72 − 8) =
√64 = 8; (√72 − √8)² = 80 − 2√576 = 32 = (4√2)²). sphere: radius 3 -> 36\\pi ((4/3) x 27 π;
113.0973...; r² slip (4/3) x 9 = 12; 108π/3; 36 x 3.1416 = 113.0976). dot: (3, −4, 2) · (2, 5, 7)
-> 0 (6 − 20 + 14; sign dropped 40). cplx: (2 + 3i)(1 − i) -> 5+i (2 − 2i + 3i + 3; |5 + i| = √26 =
√13 √2 = 5.099; i² = +1 gives −1 + i). octagon: interior angle of a regular octagon -> 135 (6 x 180
= 1080; 1080 / 8; exterior 45; 3π/4 rad; decagon 144). ineq: 2x + 5 > 11 -> (3,\\infty) (2x > 6;
at 3: 11 > 11 false). vertex: y = x² + 4x + 1 -> (-2,-3) (−4/2; 4 − 8 + 1; (x + 2)² − 3). choose:
committees of 3 from 10 -> 120 (720 / 6; C(9,2) + C(9,3) = 36 + 84; 2^10 = 1,024). marbles: 5 red,
3 blue, two drawn without replacement, both red -> \frac{5}{14} (5/8 x 4/7 = 20/56; C(5,2)/C(8,2) =
10/28; 0.357142...; with replacement 25/64; 1/3 < 5/14 < 2/5).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / bound / unit (above; unit on GSM8K only). 10 probes a problem: 2 kind B and
8 kind A, 5 in the R1-Zero format, 6 or 7 short (every GSM8K problem 7; frac, surd and sphere 7,
the other MATH problems 6). A GSM8K problem has 5 unit probes (1 kind B) and 5 near / neg / bound
probes (1 kind B), the three classes 2/2/1 (garden, cookies, swim), 2/1/2 (saving, fuel,
festival) and 1/2/2 (wages, tank, library, rice); a MATH problem has 10 near / neg / bound probes,
4/3/3 (frac, surd, sphere, dot), 3/4/3 (cplx, octagon, ineq) and 3/3/4 (vertex, choose, marbles).
Kind A: truth wrong, or no_answer where the form is `truncated` or `none` ("N" in the tables);
kind B: truth correct. Forms: tag (an `<answer>` tag holds the final answer), boxed, hash,
prose_sentence (the final value is stated in a concluding sentence), truncated, none (the only
value is struck).

Label conventions (corpus/README.md "How each source was labelled"; rounds 257 and 261): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence or an equation chain is read for its final value); with no marker and no box
the answer is the value the concluding sentence states as the answer to the question asked; a
restatement that differs makes the answer wrong; a working that states the gold before a final
line with another value is decided by the final line. An exact expression equals the gold only if
it is the gold (no tolerance: 234 − 10^{-25}, 14 + 2^{-50}, 31/36 + 10^{-30}, 4√2.000001, 5 + (1 +
10^{-9})i, 10^{-12} and tan(10^{-40}) for 0, 5/14 − 10^{-20}, 36 x 3.1416 for 36π are wrong); a
decimal that is not exactly the gold is wrong (rounded decimals, 1e-15 for 0, 30.0000001,
35.999999999, 134.99°, money to another cent); a unit or scale of another kind is wrong, the
question deciding the unit (euros, cents, miles, meters, days, months, gallons, kg, minutes, lb,
grams, dozens, radians where dollars, kilometers, weeks, liters, hours, kilograms, bags, books or
degrees are asked), and so is the value of another quantity of the problem. A hedge of an exact
value is wrong (a question mark, "I think?", a confidence note, "or ...", "not confident", "unsure",
"not sure", "I might be", "if I ...", an emoji of doubt, hope or warning), and so is a value the
model annotates as unchecked ("unverified", "needs a second look"), negates (`\neq`, `\ne`,
`\text{not}`), or strikes and replaces (the replacement is the answer, and it differs); a value
struck alone, with nothing in its place, is no_answer. A value qualified by a bound or an estimate
word is wrong (estimate, no more than, roughly, at least, about, at most, -ish, between, ≈, >, <,
under, ≤, ≥, just below, an order of magnitude, a modulus bound, essentially, nearly, somewhere
above, ≳, near, over, a bit over, a range of a function, a quadrant); a cut before the value
(after `<answer>approximately`, `<answer>≈`, `<answer>V ≈ `, `<answer>close to` or
`<answer>(≈`) is no_answer. A negation of ANOTHER value beside the gold, a slip struck out before
the gold, an honest note after a `####` value, "exactly" / "no more and no less" and bound words
about other values leave the gold the answer. Equal values in another form are correct (number
words with true units, a fraction, an unreduced fraction or quotient, an exact repeating decimal,
a unicode radical, terms in another order, an equation chain ending on the gold, an unreduced
coordinate, an inequality for an interval (debatable)).

Debatable (2, with DECISIONS): `g_swim_unit_meters` ("30,000 m" for 30 km: reject),
`ok_m_ineq_near_ineq` ("x > 3" where interval notation is asked: accept).

Usage: cd /tmp/rounds/rt265 && python build_adversarial_redteam265.py
(writes /tmp/rounds/rt265/adversarial_redteam265.jsonl beside corpus_build.py)
"""

from corpus_build import (  # noqa: E402
    g,
    llama,
    llama_end,
    m,
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
W_GAS = "Perimeter: 2 × (12 + 7.5) = 39 m.¶Cost: 39 × $6 = $234.¶"
T_GAS = "2 × (12 + 7.5) = 39; 39 × 6 = 234.¶"
W_GAF = llama(
    (
        "Find the perimeter",
        "The garden is 12 m by 7.5 m, so the fence runs 2 × (12 + 7.5) = 2 × 19.5 = 39 meters.",
    ),
    ("Find the cost", "Fencing costs $6 per meter, so 39 × 6 = $234."),
    (
        "Check",
        "Two long sides cost 2 × 12 × 6 = $144 and two short sides 2 × 7.5 × 6 = $90; $144 + $90 = $234 ✓.",
    ),
    (
        "Answer the question",
        "The whole garden is fenced, all four sides, so the cost is $234 and not the area of 90 m².",
    ),
)
W_GAF += "Since the fence goes around all four sides of the garden, the total cost of fencing it is $234.¶¶"
T_GAF = "Okay, so the garden is a rectangle 12 m by 7.5 m and fencing is $6 a meter. I need the cost of fencing the whole thing. The garden is 12 m long and 7.5 m wide. The fence goes all the way around, so I need the perimeter: 12 + 7.5 = 19.5, doubled is 39 meters. At $6 a meter that is 39 × 6 = 234 dollars. Check: the long sides are 24 m, $144; the short sides are 15 m, $90; 144 + 90 = 234. Careful not to use the area, 12 × 7.5 = 90 square meters, which has nothing to do with the fence. The question asks for dollars, so 234.¶"

W_COS = "Cookies: 9 × 16 = 144.¶Bags: 144 ÷ 8 = 18.¶"
T_COS = "9 × 16 = 144; 144 / 8 = 18.¶"
W_COF = qwen(
    "To find the number of bags, we find the total number of cookies and divide by the cookies per bag.",
    ("Total cookies", r"$9 \times 16 = 144$ cookies."),
    ("Bags", r"$144 \div 8 = 18$ bags."),
    ("Check", r"$18 \times 8 = 144$ ✓, so no cookies are left over and no bag is partly filled."),
    ("Size", "144 cookies is 12 dozen; at 8 cookies a bag that is 18 full bags."),
)
W_COF0 = W_COF
W_COF += "Therefore, Sam fills 18 bags with his cookies, and every bag holds exactly 8 cookies.¶¶"
T_COF = "Okay, let me read it again: 9 trays, 16 cookies per tray, bags of 8, and the question is how many bags he fills. Sam bakes 9 trays with 16 cookies on each tray. 9 × 16 = 144 cookies. He packs 8 cookies in a bag, so 144 / 8 = 18 bags. Check: 18 × 8 = 144, nothing left over, every bag full. Another way: each tray of 16 fills exactly 2 bags, and 9 trays give 9 × 2 = 18 bags. Same. The question asks how many bags he fills, not how many cookies, so 18.¶"

W_SWS = "Per week: 1,250 × 3 = 3,750 m.¶8 weeks: 3,750 × 8 = 30,000 m = 30 km.¶"
T_SWS = "1250 × 3 = 3750 m; × 8 = 30000 m; 30 km.¶"
W_SWF = (
    "Lena swims 1,250 meters in each session.¶"
    "She has 3 sessions each week, so she swims 1,250 × 3 = 3,750 meters a week.¶"
    "Over 8 weeks she swims 3,750 × 8 = 30,000 meters.¶"
    "There are 1,000 meters in a kilometer, so 30,000 ÷ 1,000 = 30 kilometers.¶"
    "Check: 8 weeks × 3 sessions = 24 sessions, and 24 × 1,250 = 30,000 meters ✓.¶"
    "The question asks for kilometers, so the meters must be converted.¶"
)
W_SWF += "Lena therefore swims 30 kilometers in the 8 weeks.¶"
T_SWF = "Okay, Lena swims 1,250 m a session, 3 sessions a week, and I need the distance in kilometers for 8 weeks. Each session is 1,250 meters and there are 3 sessions a week: 3,750 meters a week. Eight weeks: 3,750 × 8 = 30,000 meters. Check another way: 24 sessions in total, 24 × 1,250 = 24,000 + 6,000 = 30,000. The question wants kilometers, so divide by 1,000: 30 km. Per week that is 3.75 km, and 3.75 × 8 = 30 again. So she swims 30 kilometers in the 8 weeks.¶"

W_SAS = "$1,035 ÷ $45 = 23 weeks.¶"
T_SAS = "45 × 20 = 900; 1035 − 900 = 135 = 45 × 3; 23.¶"
W_SAF = llama(
    ("Set up", "Omar saves $45 each week and needs $1,035, so the number of weeks is 1,035 ÷ 45."),
    ("Divide", "45 × 20 = 900, and 1,035 − 900 = 135 = 45 × 3, so 1,035 ÷ 45 = 23."),
    ("Check", "23 × 45 = 920 + 115 = 1,035 ✓, so he has exactly enough after week 23."),
    (
        "Answer the question",
        "After 22 weeks he would have only 22 × 45 = $990, so 23 weeks are needed.",
    ),
)
W_SAF += "So Omar reaches his goal of $1,035 at the end of week 23.¶¶"
T_SAF = "Alright, a fixed saving each week and a target sum, so this is a division, and I should check whether it comes out even. Omar puts away $45 every week and wants $1,035. Weeks = 1035 / 45. 45 × 20 = 900, remainder 135, and 135 / 45 = 3, so 23 weeks. Check: 45 × 23 = 1,035 exactly. After 22 weeks he would have $990, not enough. So it takes 23 weeks, a little under half a year. The question asks for weeks, so 23.¶"

W_FUS = "540 km is 5.4 hundreds of km.¶Fuel: 6.5 × 5.4 = 35.1 liters.¶"
T_FUS = "540 / 100 = 5.4; 6.5 × 5.4 = 35.1.¶"
W_FUF = qwen(
    "To find the fuel used, we scale the consumption per 100 km to the length of the trip.",
    ("Hundreds of kilometers", r"$540 \div 100 = 5.4$."),
    ("Fuel", r"$6.5 \times 5.4 = 32.5 + 2.6 = 35.1$ liters."),
    ("Check", r"$35.1 \div 540 \times 100 = 6.5$ liters per 100 km ✓."),
    (
        "Units",
        "The consumption is in liters and the question asks for liters, so no conversion is needed.",
    ),
)
W_FUF += "Therefore, the car uses 35.1 liters of fuel on the 540 km trip.¶¶"
T_FUF = "Okay, so the consumption is given per 100 km and the trip is 540 km. I need the liters for the whole trip. The car burns 6.5 liters for every 100 km. The trip is 540 km, which is 5.4 times 100 km. So fuel = 6.5 × 5.4. 6.5 × 5 = 32.5 and 6.5 × 0.4 = 2.6, total 35.1 liters. Check per kilometer: 0.065 liters a km × 540 = 35.1. Same. Sanity: a bit over 5 hundreds at a bit over 6 liters each, around 35. The question asks for liters, so 35.1.¶"

W_FES = "Minutes: 8 × 105 = 840.¶Hours: 840 ÷ 60 = 14.¶"
T_FES = "8 × 105 = 840 min; 840 / 60 = 14 h.¶"
W_FEF = llama(
    ("Total minutes", "There are 8 films of 105 minutes each, so 8 × 105 = 840 minutes."),
    ("Convert to hours", "There are 60 minutes in an hour, so 840 ÷ 60 = 14 hours."),
    (
        "Check",
        "Each film is 1 hour 45 minutes; 8 films give 8 hours plus 8 × 45 = 360 minutes = 6 hours, so 14 hours ✓.",
    ),
    ("Answer the question", "The question asks for hours of film, so 14."),
)
W_FEF += "So, with no breaks counted, the festival shows 14 hours of film in total.¶¶"
T_FEF = "Alright, the festival shows 8 films and each runs 105 minutes. The question is about hours, so I will have to convert at the end. Eight films, each 105 minutes long. 8 × 105 = 840 minutes. The question wants hours: 840 / 60 = 14. Check: 105 minutes is 1 h 45 min; 8 of those is 8 hours plus 8 × 45 = 360 minutes, which is 6 hours, total 14 hours. Same. No breaks between films are mentioned, so only the film time counts. So the festival shows 14 hours of film.¶"

W_WAS = "Pay: 36 × $17.35 = $624.60.¶"
T_WAS = "17.35 × 36 = 520.50 + 104.10 = 624.60.¶"
W_WAF = (
    "Nina earns $17.35 each hour.¶"
    "She works 36 hours.¶"
    "Pay = 36 × $17.35.¶"
    "30 × $17.35 = $520.50.¶"
    "6 × $17.35 = $104.10.¶"
    "$520.50 + $104.10 = $624.60.¶"
    "Check: 36 × $17 = $612 and 36 × $0.35 = $12.60, and $612 + $12.60 = $624.60 ✓.¶"
    "No overtime rate or tax is mentioned, so she earns $624.60.¶"
)
W_WAF += "Nina's earnings for the 36 hours are $624.60.¶Her pay for a single hour is $17.35, so 36 hours is the right multiple of it.¶"
T_WAF = "Okay, this is hourly pay times hours. The rate has cents, so I should be careful with the decimals and keep the answer in dollars and cents. Nina makes $17.35 an hour and works 36 hours. 17.35 × 36: 17 × 36 = 612 and 0.35 × 36 = 12.6, so 624.6, that is $624.60. Check with 30 + 6 hours: 520.50 + 104.10 = 624.60. Same. Thirty-five hours would be 607.25, one hour less by 17.35, consistent. No overtime. The question asks for dollars, so $624.60.¶"

W_TAS = "1,800 ÷ 12 = 150 minutes.¶150 ÷ 60 = 2.5 hours.¶"
T_TAS = "1800 / 12 = 150 min; 150 / 60 = 2.5 h.¶"
W_TAF = qwen(
    "To find the time, we divide the tank's volume by the pump's rate and convert to hours.",
    ("Minutes", r"$1800 \div 12 = 150$ minutes."),
    ("Hours", r"$150 \div 60 = 2.5$ hours."),
    ("Check", r"$12 \times 60 = 720$ liters an hour, and $720 \times 2.5 = 1800$ liters ✓."),
    (
        "Units",
        "The rate is per minute but the question asks for hours, so the minutes are converted.",
    ),
)
W_TAF += "Therefore, it takes 2.5 hours, that is 150 minutes, to fill the empty tank.¶¶"
T_TAF = "Okay, so a 1,800 liter tank, a pump at 12 liters a minute, and the question asks for hours, not minutes. The tank holds 1,800 liters and the pump adds 12 liters a minute. 1800 / 12 = 150 minutes. The question asks for hours: 150 / 60 = 2.5. Check: 12 liters a minute is 720 liters an hour, and 720 × 2.5 = 1,800. Good. Be careful: 150 minutes is 2 hours 30 minutes, which is 2.5 hours, not 2.3 hours. So it takes 2.5 hours to fill the tank.¶"

W_LIS = "After buying: 4,326 + 1,289 = 5,615.¶After donating: 5,615 − 615 = 5,000.¶"
T_LIS = "4326 + 1289 = 5615; 5615 − 615 = 5000.¶"
W_LIF = llama(
    (
        "Add the new books",
        "The library starts with 4,326 books and buys 1,289, so 4,326 + 1,289 = 5,615 books.",
    ),
    ("Subtract the donated books", "It donates 615, so 5,615 − 615 = 5,000 books."),
    ("Check", "The net change is 1,289 − 615 = 674, and 4,326 + 674 = 5,000 ✓."),
    (
        "Answer the question",
        "The question asks how many books the library has now, after the donation: 5,000.",
    ),
)
W_LIF += "So after buying and donating, the library has 5,000 books.¶¶"
T_LIF = "Okay, two changes to the book count: books bought are added and books donated are subtracted. Let me do them in order. Start with 4,326 books. Buying 1,289 more: 4,326 + 1,289 = 5,615. Then 615 are donated: 5,615 − 615 = 5,000. A round number, let me double-check: the net change is 1,289 − 615 = 674, and 4,326 + 674 = 5,000. Yes. Watch the order: 5,615 is the count before the donation, not now. So the library has 5,000 books now.¶"

W_RIS = "2.25 kg × 16 = 36 kg.¶"
T_RIS = "2 × 16 = 32; 0.25 × 16 = 4; 36.¶"
W_RIF = llama(
    (
        "Set up",
        "Each bag weighs 2.25 kg and there are 16 bags, so the total is 2.25 × 16 kilograms.",
    ),
    ("Multiply", "2 × 16 = 32 and 0.25 × 16 = 4, so 2.25 × 16 = 36 kg."),
    ("Check", "36 ÷ 16 = 2.25 kg per bag ✓."),
    (
        "Answer the question",
        "The weights are already in kilograms and the question asks for kilograms, so the answer is 36.",
    ),
)
W_RIF += "Therefore, the 16 bags of rice weigh 36 kilograms in total.¶¶"
T_RIF = "Okay, this is a simple multiplication: one bag's weight times the number of bags, both already in kilograms. A bag of rice is 2.25 kg, and there are 16 bags. 2.25 × 16: 2 × 16 = 32, and a quarter of 16 is 4, so 36 kg. Check: 36 / 16 = 2.25. Another way: 9/4 × 16 = 9 × 4 = 36. Same. The question asks for kilograms, and the bags are weighed in kilograms, so there is nothing to convert. So the 16 bags weigh 36 kg.¶"

# fmt: off
# (key, gold, question, [(shape, t, size, form, text, note[, debatable]), ...])
GPROBS = [
    ("garden", "234",
     "A rectangular garden is 12 m long and 7.5 m wide. Fencing costs $6 per meter. How many dollars does it cost to fence the whole garden?",
     [
        ("unit_euro", "A", "S", "hash", W_GAS + "#### €234", "euros where dollars are asked"),
        ("unit_perim", "A", "S", "tag", tag(T_GAS, "39 m of fence"), "another thing: the perimeter, not the cost"),
        ("unit_area", "A", "F", "boxed", W_GAF + llama_end("90"), "another thing: the garden's area"),
        ("unit_cents", "A", "F", "tag", tag(T_GAF, "234 cents"), "the gold's number in cents, a scale of another kind"),
        ("unit_note", "B", "S", "hash", W_GAS + "#### 234 (39 m of fence at $6 a meter)", "an honest note after the #### value"),
        ("near_cent", "A", "S", "tag", tag(T_GAS, "$233.99"), "money to another cent"),
        ("near_tiny", "A", "S", "boxed", W_GAS + r"$\boxed{234 - 10^{-25}}$", "an exact value 10^-25 below the gold"),
        ("neg_del", "A", "S", "tag", tag(T_GAS, "<del>234</del> 243"), "the gold struck with HTML <del> and 243 in its place"),
        ("neg_other", "B", "S", "tag", tag(T_GAS, "$234, not $189 (that would leave one short side open)"), "the gold, then another value negated with its reason"),
        ("bound_est", "A", "F", "hash", W_GAF + "#### 234 (estimate)", "the model calls its exact value an estimate"),
     ]),
    ("cookies", "18",
     "Sam bakes 9 trays of cookies with 16 cookies on each tray. He packs the cookies into bags of 8. How many bags does he fill?",
     [
        ("unit_dozen", "A", "S", "tag", tag(T_COS, "12 dozen"), "another thing: the cookies counted in dozens"),
        ("unit_cookies", "A", "S", "hash", W_COS + "#### 144 cookies", "another thing: the cookies, not the bags"),
        ("unit_dozbags", "A", "F", "boxed", W_COF + qwen_end(r"1.5 \text{ dozen bags}"), "the bags in dozens, a scale of another kind"),
        ("unit_kg", "A", "F", "tag", tag(T_COF, "18 kg"), "the gold's number as a mass"),
        ("unit_note", "B", "S", "hash", W_COS + "#### 18 (8 cookies in each, none left over)", "an honest note after the #### value"),
        ("near_look", "A", "S", "tag", tag(T_COS, "81"), "a look-alike: the digits swapped"),
        ("near_words", "B", "S", "prose_sentence", W_COS + "So Sam fills eighteen bags.", "the gold in number words with its true unit"),
        ("neg_q", "A", "S", "tag", tag(T_COS, "18?"), "a question mark doubts the value"),
        ("neg_sout", "N", "F", "none", W_COF0 + "Every bag is full, so no partly filled bag has to be counted.¶¶" + r"$\sout{\boxed{18}}$", "the only value, a box, struck with \\sout: no_answer"),
        ("bound_most", "A", "S", "tag", tag(T_COS, "no more than 18 bags"), "'no more than' makes the count an upper bound"),
     ]),
    ("swim", "30",
     "Lena swims 1,250 meters in each session and has 3 sessions a week. How many kilometers does she swim in 8 weeks?",
     [
        ("unit_miles", "A", "S", "hash", W_SWS + "#### 30 miles", "the gold's number in miles where kilometers are asked"),
        ("unit_week", "A", "S", "tag", tag(T_SWS, "3.75 km a week"), "another thing: the weekly distance"),
        ("unit_meters", "A", "S", "tag", tag(T_SWS, "30,000 m"), "meters where kilometers are asked, although the distance is equal (see DECISIONS)", True),
        ("unit_sessions", "A", "F", "boxed", W_SWF + llama_end(r"24 \text{ sessions}"), "another thing: the number of sessions"),
        ("unit_note", "B", "F", "hash", W_SWF + "#### 30 (km, that is 30,000 m over 24 sessions)", "an honest note after the #### value with an equal conversion"),
        ("near_tiny", "A", "S", "boxed", W_SWS + r"$\boxed{30.0000001}$", "a decimal 10^-7 above the gold"),
        ("near_digit", "A", "F", "tag", tag(T_SWF, "300"), "a number off by one digit (a zero added)"),
        ("neg_conf", "A", "S", "tag", tag(T_SWS, "30 km (not confident)"), "a confidence note doubts the value"),
        ("neg_slip", "B", "S", "tag", tag(T_SWS, "<s>37.5</s> 30 km"), "a slip struck out with HTML <s> before the gold"),
        ("bound_rough", "A", "S", "prose_sentence", W_SWS + "So Lena swims roughly 30 km in the 8 weeks.", "'roughly' hedges an exact distance"),
     ]),
    ("saving", "23",
     "Omar saves $45 every week. How many weeks will it take him to save $1,035?",
     [
        ("unit_days", "A", "S", "hash", W_SAS + "#### 23 days", "the gold's number in days where weeks are asked"),
        ("unit_months", "A", "S", "tag", tag(T_SAS, "23 months"), "the gold's number in months where weeks are asked"),
        ("unit_goal", "A", "F", "boxed", W_SAF + qwen_end("1035"), "another thing: the sum to save"),
        ("unit_rate", "A", "F", "tag", tag(T_SAF, "$45 a week"), "another thing: the weekly saving"),
        ("unit_note", "B", "S", "hash", W_SAS + "#### 23 (weeks; $1,035 in all)", "an honest note after the #### value"),
        ("near_look", "A", "S", "tag", tag(T_SAS, "32"), "a look-alike: the digits swapped"),
        ("near_digit", "A", "S", "boxed", W_SAS + r"$\boxed{230}$", "a number off by one digit (a zero added)"),
        ("neg_emoji", "A", "S", "tag", tag(T_SAS, "23 🤔"), "a thinking-face emoji doubts the value"),
        ("bound_least", "A", "F", "hash", W_SAF + "#### at least 23", "'at least' makes the count a lower bound"),
        ("bound_exact", "B", "S", "tag", tag(T_SAS, "exactly 23 weeks, a little under half a year"), "the gold with 'exactly', then a bound word about another value"),
     ]),
    ("fuel", "35.1",
     "A car uses 6.5 liters of fuel for every 100 km it drives. How many liters of fuel does it use on a 540 km trip?",
     [
        ("unit_gallons", "A", "S", "hash", W_FUS + "#### 35.1 gallons", "the gold's number in gallons where liters are asked"),
        ("unit_km", "A", "S", "tag", tag(T_FUS, "540 km"), "another thing: the length of the trip"),
        ("unit_rate", "A", "F", "boxed", W_FUF + qwen_end("6.5"), "another thing: the consumption per 100 km"),
        ("unit_kg", "A", "F", "tag", tag(T_FUF, "35.1 kg"), "the gold's number as a mass"),
        ("unit_note", "B", "S", "hash", W_FUS + "#### 35.1 (liters for the whole 540 km)", "an honest note after the #### value"),
        ("near_round", "A", "S", "tag", tag(T_FUS, "35"), "a rounded value of an exact decimal"),
        ("near_frac", "B", "S", "boxed", W_FUS + r"$\boxed{\frac{351}{10}}$", "the gold as a fraction"),
        ("neg_if", "A", "S", "tag", tag(T_FUS, "35.1 (if I converted right)"), "a doubt about its own step hedges the value"),
        ("bound_about", "A", "F", "tag", tag(T_FUF, "about 35 liters"), "'about' and a rounded value"),
        ("bound_most", "A", "S", "prose_sentence", W_FUS + "So the trip uses at most 35.1 liters of fuel.", "'at most' makes the amount an upper bound"),
     ]),
    ("festival", "14",
     "A film festival shows 8 films, and each film is 105 minutes long. How many hours of film does the festival show?",
     [
        ("unit_minutes", "A", "S", "hash", W_FES + "#### 14 minutes", "the gold's number in minutes where hours are asked"),
        ("unit_days", "A", "S", "tag", tag(T_FES, "14 days"), "the gold's number in days where hours are asked"),
        ("unit_films", "A", "F", "boxed", W_FEF + qwen_end("8"), "another thing: the number of films"),
        ("unit_length", "A", "F", "tag", tag(T_FEF, "105 minutes per film"), "another thing: one film's length"),
        ("unit_note", "B", "S", "hash", W_FES + "#### 14 (hours, that is 840 minutes)", "an honest note after the #### value with an equal conversion"),
        ("near_tiny", "A", "S", "tag", tag(T_FES, r"$14 + 2^{-50}$"), "an exact value 2^-50 above the gold"),
        ("near_chain", "B", "S", "tag", tag(T_FES, "840 ÷ 60 = 14"), "an equation chain ending on the gold"),
        ("neg_strike", "N", "S", "none", tag(T_FES, "<strike>14</strike>"), "the only value struck with HTML <strike>: no_answer"),
        ("bound_ish", "A", "F", "hash", W_FEF + "#### 14-ish", "'-ish' hedges an exact count of hours"),
        ("bound_range", "A", "S", "prose_sentence", W_FES + "So the festival shows between 13 and 15 hours of film.", "a range, not the hours"),
     ]),
    ("wages", "624.6",
     "Nina earns $17.35 an hour. How much does she earn, in dollars, for 36 hours of work?",
     [
        ("unit_euro", "A", "S", "tag", tag(T_WAS, "624.60 euros"), "euros where dollars are asked"),
        ("unit_hours", "A", "S", "hash", W_WAS + "#### 36 hours", "another thing: the hours worked"),
        ("unit_cents", "A", "F", "boxed", W_WAF + llama_end(r"624.60 \text{ cents}"), "the gold's number in cents, a scale of another kind"),
        ("unit_rate", "A", "F", "tag", tag(T_WAF, "$17.35 an hour"), "another thing: the hourly pay"),
        ("unit_note", "B", "S", "hash", W_WAS + "#### 624.60 (before any tax)", "an honest note after the #### value"),
        ("near_cent", "A", "S", "tag", tag(T_WAS, "$624.06"), "money to another cent: a look-alike with a zero moved"),
        ("neg_tilde", "A", "S", "hash", W_WAS + "#### ~~624.60~~ 642.60", "the gold struck with tildes and 642.60 in its place"),
        ("neg_other", "B", "S", "tag", tag(T_WAS, "$624.60, not $607.25 (that would be 35 hours)"), "the gold, then another value negated with its reason"),
        ("bound_approx", "A", "F", "hash", W_WAF + "#### ≈ 624.60", "≈ makes the exact pay an approximation"),
        ("bound_gt", "A", "S", "tag", tag(T_WAS, "> $600"), "a lower bound, not the pay"),
     ]),
    ("tank", "2.5",
     "A water tank holds 1,800 liters. A pump fills it at 12 liters per minute. How many hours does it take to fill the empty tank?",
     [
        ("unit_minutes", "A", "S", "tag", tag(T_TAS, "2.5 minutes"), "the gold's number in minutes where hours are asked"),
        ("unit_liters", "A", "S", "hash", W_TAS + "#### 1800 liters", "another thing: the tank's volume"),
        ("unit_rate", "A", "F", "boxed", W_TAF + qwen_end("12"), "another thing: the pump's rate"),
        ("unit_bare", "A", "F", "tag", tag(T_TAF, "150"), "the minutes where hours are asked"),
        ("unit_note", "B", "S", "hash", W_TAS + "#### 2.5 (hours, i.e. 2 h 30 min)", "an honest note after the #### value with an equal conversion"),
        ("near_zero", "A", "S", "tag", tag(T_TAS, "2.05"), "a look-alike: a zero slipped in"),
        ("neg_qq", "A", "S", "hash", W_TAS + "#### 2.5??", "question marks doubt the value"),
        ("neg_frac", "B", "S", "tag", tag(T_TAS, "5/2 hours, not 2.3 (30 minutes is half an hour, not 0.3 of one)"), "the gold as a fraction, then another value negated with its reason"),
        ("bound_under", "A", "F", "hash", W_TAF + "#### under 3", "an upper bound, not the hours"),
        ("bound_cut", "N", "S", "truncated", th(T_TAS) + "<answer>approximately", "cut inside the answer tag after 'approximately', before any value: no_answer"),
     ]),
    ("library", "5000",
     "A library has 4,326 books. It buys 1,289 new books and then donates 615 old books. How many books does the library have now?",
     [
        ("unit_before", "A", "S", "tag", tag(T_LIS, "5,615 books"), "another thing: the count before the donation"),
        ("unit_change", "A", "S", "hash", W_LIS + "#### 674 more books than before", "another thing: the net change"),
        ("unit_dozen", "A", "F", "boxed", W_LIF + qwen_end(r"5000 \text{ dozen}"), "the gold's number in dozens, a scale of another kind"),
        ("unit_donated", "A", "F", "tag", tag(T_LIF, "615 books donated"), "another thing: the donated books"),
        ("unit_note", "B", "S", "hash", W_LIS + "#### 5000 (after the 615 were donated)", "an honest note after the #### value"),
        ("near_digit", "A", "S", "tag", tag(T_LIS, "50,000"), "a large number off by one digit (a zero added)"),
        ("neg_tilde", "N", "S", "none", tag(T_LIS, "~~5,000~~"), "the only value struck with tildes: no_answer"),
        ("neg_conf", "A", "F", "hash", W_LIF + "#### 5000 (confidence: 60%)", "a confidence note doubts the value"),
        ("bound_rough", "A", "S", "prose_sentence", W_LIS + "So the library now has roughly 5,000 books.", "'roughly' hedges an exact count"),
        ("bound_words", "B", "S", "tag", tag(T_LIS, "exactly 5,000 books, no more and no less"), "honest bound words that state the gold"),
     ]),
    ("rice", "36",
     "A bag of rice weighs 2.25 kg. How many kilograms do 16 bags of rice weigh?",
     [
        ("unit_lb", "A", "S", "hash", W_RIS + "#### 36 lb", "the gold's number in pounds where kilograms are asked"),
        ("unit_grams", "A", "S", "tag", tag(T_RIS, "36 g"), "the gold's number in grams"),
        ("unit_bags", "A", "F", "boxed", W_RIF + qwen_end(r"16 \text{ bags}"), "another thing: the number of bags"),
        ("unit_perbag", "A", "F", "tag", tag(T_RIF, "2.25 kg per bag"), "another thing: one bag's weight"),
        ("unit_note", "B", "S", "hash", W_RIS + "#### 36 (kg; 2.25 kg × 16 bags)", "an honest note after the #### value"),
        ("near_nines", "A", "S", "tag", tag(T_RIS, "35.999999999 kg"), "a decimal just under the gold"),
        ("neg_cancel", "A", "S", "boxed", W_RIS + r"$\boxed{\cancel{36}\; 38}$", "the gold crossed out with \\cancel and 38 in its place"),
        ("neg_unsure", "A", "F", "tag", tag(T_RIF, "36 kg (unsure about the decimal)"), "a doubt hedges the value"),
        ("bound_le", "A", "S", "hash", W_RIS + "#### ≤ 36", "an upper bound, not the weight"),
        ("bound_other", "B", "S", "tag", tag(T_RIS, "36 kg, a little over 2 kg per bag"), "the gold, then a bound word about another value"),
     ]),
]
# fmt: on

# ================================================================ MATH working
W_FRS = r"Over 36: $\frac{21}{36} + \frac{10}{36} = \frac{31}{36}$.¶"
T_FRS = "7/12 = 21/36, 5/18 = 10/36, 21 + 10 = 31: 31/36.¶"
W_FRF = qwen(
    r"To add $\frac{7}{12}$ and $\frac{5}{18}$, we write both over a common denominator.",
    ("Common denominator", r"The least common multiple of 12 and 18 is 36."),
    ("Rewrite", r"$\frac{7}{12} = \frac{21}{36}$ and $\frac{5}{18} = \frac{10}{36}$."),
    ("Add", r"$\frac{21}{36} + \frac{10}{36} = \frac{31}{36}$."),
    ("Reduce", r"31 is prime and does not divide 36, so $\frac{31}{36}$ is in lowest terms."),
)
W_FRF += "Therefore, $\\frac{7}{12} + \\frac{5}{18} = \\frac{31}{36}$.¶¶"
T_FRF = "Okay, I need to add two fractions with different denominators and give a common fraction, so I need a common denominator first. 7/12 + 5/18. The least common multiple of 12 and 18 is 36. 7/12 = 21/36 because 7 × 3 = 21. 5/18 = 10/36 because 5 × 2 = 10. 21 + 10 = 31, so 31/36. It doesn't reduce: 31 is prime. Decimal check: 0.58333... + 0.27777... = 0.86111..., and 31/36 = 0.86111..., consistent. It is a bit less than 1, which fits since 7/12 is a bit over 1/2 and 5/18 a bit over 1/4. Adding tops and bottoms, 12/30, would be wrong. So 31/36.¶"

W_SUS = r"$\sqrt{72} = 6\sqrt{2}$ and $\sqrt{8} = 2\sqrt{2}$, so the difference is $4\sqrt{2}$.¶"
T_SUS = "√72 = 6√2, √8 = 2√2, 6 − 2 = 4: 4√2.¶"
W_SUF = llama(
    ("Simplify the first radical", r"$72 = 36 \cdot 2$, so $\sqrt{72} = 6\sqrt{2}$."),
    ("Simplify the second radical", r"$8 = 4 \cdot 2$, so $\sqrt{8} = 2\sqrt{2}$."),
    ("Subtract like terms", r"$6\sqrt{2} - 2\sqrt{2} = 4\sqrt{2}$."),
    (
        "Check",
        r"$(4\sqrt{2})^2 = 32$, and $(\sqrt{72} - \sqrt{8})^2 = 72 + 8 - 2\sqrt{576} = 80 - 48 = 32$ ✓.",
    ),
)
W_SUF += "So $\\sqrt{72} - \\sqrt{8}$ simplifies to $4\\sqrt{2}$, which cannot be simplified further since 2 has no square factor.¶¶"
T_SUF = "Okay, simplify a difference of square roots. The trick is to pull out perfect squares so both terms have the same radical. √72 − √8. 72 = 36 × 2, so √72 = 6√2. 8 = 4 × 2, so √8 = 2√2. Like terms: 6√2 − 2√2 = 4√2. I must not subtract under the root: √(72 − 8) = √64 = 8 is a different number. Numerically √72 ≈ 8.485 and √8 ≈ 2.828, difference ≈ 5.657, and 4√2 ≈ 5.657. Squared: 72 + 8 − 2√576 = 80 − 48 = 32 = (4√2)². So 4√2.¶"

W_SPS = r"$V = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 27 = 36\pi$.¶"
T_SPS = "V = (4/3)π · 3³ = (4/3) · 27 π = 36π.¶"
W_SPF = qwen(
    "To find the volume of the sphere, we use the formula for the volume of a sphere.",
    ("Formula", r"$V = \frac{4}{3}\pi r^3$."),
    ("Cube the radius", r"$r^3 = 3^3 = 27$."),
    ("Multiply", r"$\frac{4}{3} \cdot 27 = 36$, so $V = 36\pi$."),
    (
        "Check",
        r"Using $r^2$ by mistake would give $\frac{4}{3} \cdot 9 = 12$, so the cube matters; $36\pi \approx 113.1$.",
    ),
)
W_SPF += "Therefore, the volume of the sphere with radius 3 is $36\\pi$ cubic units.¶¶"
T_SPF = "Okay, the problem gives a sphere of radius 3 and wants the volume in terms of π, so no decimal at the end. The volume of a sphere is (4/3)πr³. The radius is 3, so r³ = 27. (4/3) × 27 = 36. So V = 36π. Careful: squaring the radius instead of cubing it would give 12π, which is wrong. Numerically 36π ≈ 113.1. Interesting: the surface area 4πr² = 36π too for r = 3, but the question asks for the volume, and (4/3)πr³ gives 36π. The answer is wanted in terms of π, so 36π.¶"

W_DOS = r"$3 \cdot 2 + (-4) \cdot 5 + 2 \cdot 7 = 6 - 20 + 14 = 0$.¶"
T_DOS = "3·2 + (−4)·5 + 2·7 = 6 − 20 + 14 = 0.¶"
W_DOF = llama(
    ("Multiply the first components", r"$3 \cdot 2 = 6$."),
    ("Multiply the second components", r"$(-4) \cdot 5 = -20$."),
    ("Multiply the third components", r"$2 \cdot 7 = 14$."),
    ("Add", r"$6 + (-20) + 14 = 0$, so the vectors are perpendicular."),
)
W_DOF += "A dot product of zero means the two vectors meet at a right angle, which is consistent with the computation: the positive terms $6 + 14 = 20$ exactly cancel the negative term $-20$.¶¶"
T_DOF = "Okay, a dot product of two vectors in three dimensions. That is the sum of the products of matching components. Let me be careful with the negative entry. Dot product of (3, −4, 2) and (2, 5, 7): multiply matching components and add. 3 × 2 = 6. −4 × 5 = −20. 2 × 7 = 14. Sum: 6 − 20 + 14 = 0. Careful with the sign of −4: if I dropped it I would get 6 + 20 + 14 = 40, wrong. A dot product of 0 means the vectors are perpendicular, which is fine. So the dot product is 0 exactly.¶"

W_CXS = r"$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$.¶"
T_CXS = "2 − 2i + 3i − 3i² = 2 + i + 3 = 5 + i.¶"
W_CXF = qwen(
    r"To multiply $(2 + 3i)(1 - i)$, we expand and use $i^2 = -1$.",
    ("Expand", r"$2 \cdot 1 + 2 \cdot (-i) + 3i \cdot 1 + 3i \cdot (-i) = 2 - 2i + 3i - 3i^2$."),
    ("Use $i^2 = -1$", r"$-3i^2 = 3$, so the sum is $2 + 3 + (-2i + 3i) = 5 + i$."),
    (
        "Check",
        r"$|2 + 3i| \cdot |1 - i| = \sqrt{13} \cdot \sqrt{2} = \sqrt{26}$ and $|5 + i| = \sqrt{26}$ ✓.",
    ),
)
W_CXF += "So in the form $a + bi$ the product has $a = 5$ and $b = 1$, that is, $5 + i$.¶¶"
T_CXF = "Okay, multiply two complex numbers. I'll expand like binomials and then replace i² with −1 and collect real and imaginary parts. (2 + 3i)(1 − i). FOIL: 2·1 = 2, 2·(−i) = −2i, 3i·1 = 3i, 3i·(−i) = −3i² = +3. Sum: 2 + 3 + (−2i + 3i) = 5 + i. If I wrongly used i² = +1 I'd get −1 + i. Check moduli: |2 + 3i| = √13, |1 − i| = √2, product √26, and |5 + i| = √(25 + 1) = √26. Good. So the product is 5 + i.¶"

W_OCS = r"Sum of interior angles: $(8 - 2) \cdot 180^\circ = 1080^\circ$; each: $1080^\circ / 8 = 135^\circ$.¶"
T_OCS = "(8 − 2) × 180 = 1080; 1080 / 8 = 135.¶"
W_OCF = llama(
    (
        "Sum of the interior angles",
        r"For a polygon with $n$ sides the sum is $(n - 2) \cdot 180^\circ$; for $n = 8$ it is $6 \cdot 180^\circ = 1080^\circ$.",
    ),
    (
        "One angle",
        r"A regular octagon has 8 equal angles, so each is $1080^\circ / 8 = 135^\circ$.",
    ),
    (
        "Check with the exterior angle",
        r"Each exterior angle is $360^\circ / 8 = 45^\circ$, and $180^\circ - 45^\circ = 135^\circ$ ✓.",
    ),
)
W_OCF += "So each interior angle of a regular octagon measures $135^\\circ$, a bit less than the $144^\\circ$ of a regular decagon, as expected since more sides give larger angles.¶¶"
T_OCF = "Okay, a regular octagon, every interior angle the same, and the question wants degrees. I remember the angle-sum formula for polygons. A regular octagon has 8 sides. Interior angles sum to (n − 2) × 180 = 6 × 180 = 1080 degrees. Each of the 8 equal angles is 1080 / 8 = 135 degrees. Check with exterior angles: they sum to 360, so each is 45, and the interior angle is 180 − 45 = 135. Same. I must not give 45, that's the exterior one. In radians 135° would be 3π/4, but the question asks for degrees, so 135.¶"

W_INS = r"$2x + 5 > 11 \Rightarrow 2x > 6 \Rightarrow x > 3$, so $(3, \infty)$.¶"
T_INS = "2x > 6, x > 3: (3, ∞).¶"
W_INF = qwen(
    r"To solve $2x + 5 > 11$, we isolate $x$.",
    ("Subtract 5", r"$2x > 6$."),
    ("Divide by 2", r"Dividing by the positive number 2 keeps the direction: $x > 3$."),
    (
        "Endpoint",
        r"At $x = 3$ we get $11 > 11$, which is false, so 3 is excluded and the bracket is open.",
    ),
    ("Interval", r"All $x$ greater than 3: $(3, \infty)$."),
)
W_INF += "Every number greater than 3 satisfies the inequality, and no number less than or equal to 3 does.¶¶"
T_INF = "Okay, a linear inequality, answer in interval notation. I need to isolate x and watch whether the direction flips. 2x + 5 > 11. Subtract 5: 2x > 6. Divide by 2, positive, so the sign stays: x > 3. Is 3 included? At x = 3, 2·3 + 5 = 11, and 11 > 11 is false, so no: open bracket at 3. Test x = 4: 13 > 11, true. Test x = 0: 5 > 11, false. So the solution is every x greater than 3, with no upper limit. In interval notation (3, ∞).¶"

W_VES = r"$x = -\frac{b}{2a} = -\frac{4}{2} = -2$; $y = 4 - 8 + 1 = -3$. Vertex $(-2, -3)$.¶"
T_VES = "x = −4/2 = −2; y = 4 − 8 + 1 = −3; (−2, −3).¶"
W_VEF = llama(
    (
        "Find the x-coordinate",
        r"For $y = ax^2 + bx + c$ the vertex has $x = -\frac{b}{2a} = -\frac{4}{2 \cdot 1} = -2$.",
    ),
    ("Find the y-coordinate", r"$y = (-2)^2 + 4(-2) + 1 = 4 - 8 + 1 = -3$."),
    (
        "Check by completing the square",
        r"$x^2 + 4x + 1 = (x + 2)^2 - 3$, so the vertex is $(-2, -3)$ ✓.",
    ),
)
W_VEF += "Since $a = 1 > 0$, the parabola opens upward, and the vertex $(-2, -3)$ is its lowest point; the axis of symmetry is the line $x = -2$.¶¶"
T_VEF = "Okay, the vertex of an upward parabola with a = 1, b = 4 and c = 1. I can use −b/(2a) and then plug in, and check by completing the square. y = x² + 4x + 1. Vertex x = −b/(2a) = −4/2 = −2. Then y = (−2)² + 4(−2) + 1 = 4 − 8 + 1 = −3. Complete the square to check: x² + 4x + 4 − 3 = (x + 2)² − 3, vertex (−2, −3). Same. Careful with the sign: it is x = −2, not 2. The parabola opens upward, so this is its lowest point. So the vertex is (−2, −3).¶"

W_CHS = r"$\binom{10}{3} = \frac{10 \cdot 9 \cdot 8}{3 \cdot 2 \cdot 1} = \frac{720}{6} = 120$.¶"
T_CHS = "C(10, 3) = 720 / 6 = 120.¶"
W_CHF = qwen(
    "To count the committees, we choose 3 of the 10 students without regard to order.",
    ("Ordered choices", r"$10 \cdot 9 \cdot 8 = 720$."),
    ("Remove the order", r"Each committee is counted $3! = 6$ times, so $720 \div 6 = 120$."),
    (
        "Check",
        r"$\binom{10}{3} = \binom{10}{7}$, and $\binom{9}{2} + \binom{9}{3} = 36 + 84 = 120$ ✓.",
    ),
)
W_CHF += "So there are 120 different committees of 3 that can be chosen from the 10 students, since the order of the members does not matter.¶¶"
T_CHF = "Okay, a committee is an unordered group, so this is a combination, 10 choose 3, not a permutation. Choose 3 of 10 students, order doesn't matter. Ordered: 10 × 9 × 8 = 720. Each committee of 3 appears 3! = 6 times in that list, so 720 / 6 = 120. Check with Pascal: C(9, 2) + C(9, 3) = 36 + 84 = 120. Same. Not 720, that counts ordered picks like president, secretary, treasurer. So 120 committees.¶"

W_PRS = r"$P = \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$.¶"
T_PRS = "5/8 × 4/7 = 20/56 = 5/14.¶"
W_PRF = llama(
    ("First draw", r"There are 5 red marbles out of 8, so $P(\text{red first}) = \frac{5}{8}$."),
    (
        "Second draw",
        r"One red marble is gone: 4 red out of 7, so $P(\text{red second} \mid \text{red first}) = \frac{4}{7}$.",
    ),
    ("Multiply", r"$\frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}$."),
    ("Check by counting", r"$\binom{5}{2} / \binom{8}{2} = 10 / 28 = \frac{5}{14}$ ✓."),
)
W_PRF += "So the probability that both marbles drawn are red is $\\frac{5}{14}$, which is about $0.357$; drawing with replacement would give a different answer.¶¶"
T_PRF = "Okay, two draws without replacement, both red. I'll multiply the conditional probabilities and check with a count of pairs. 5 red and 3 blue, 8 marbles, draw two without putting the first back. First red: 5/8. Then 4 red of 7 left: 4/7. Product 20/56 = 5/14. Check by combinations: C(5, 2) = 10 red pairs out of C(8, 2) = 28 pairs, 10/28 = 5/14. Same. With replacement it would be 25/64, but here there is no replacement. As a decimal 5/14 ≈ 0.357. So 5/14.¶"

# fmt: off
MPROBS = [
    ("frac", r"\frac{31}{36}",
     r"Compute $\frac{7}{12} + \frac{5}{18}$. Express your answer as a common fraction.",
     [
        ("near_dec", "A", "S", "boxed", W_FRS + r"$\boxed{0.861}$", "a rounded decimal of 31/36 (0.86111...)"),
        ("near_tiny", "A", "S", "boxed", W_FRS + r"$\boxed{\frac{31}{36} + 10^{-30}}$", "an exact value 10^-30 above the gold"),
        ("near_look", "A", "F", "boxed", W_FRF + qwen_end(r"\frac{12}{30}"), "a look-alike: numerators and denominators added"),
        ("near_rep", "B", "S", "tag", tag(T_FRS, r"$0.86\overline{1}$"), "the gold as an exact repeating decimal"),
        ("neg_neq", "A", "S", "boxed", W_FRS + r"$\boxed{s \neq \frac{31}{36}}$", "a negation with \\neq in the box"),
        ("neg_pray", "A", "F", "tag", tag(T_FRF, "31/36 🙏"), "a praying-hands emoji: a hope, not a statement"),
        ("neg_other", "B", "S", "tag", tag(T_FRS, "31/36, not 12/30 (numerators and denominators don't add)"), "the gold, then another value negated with its reason"),
        ("bound_lt", "A", "S", "prose_sentence", W_FRS + "So the sum is less than 1.", "a bound, not the sum"),
        ("bound_below", "A", "S", "tag", tag(T_FRS, "just below 0.87"), "'just below' a rounded decimal"),
        ("bound_cut", "N", "F", "truncated", th(T_FRF) + "<answer>≈", "cut inside the answer tag after ≈, before any value: no_answer"),
     ]),
    ("surd", r"4\sqrt{2}",
     r"Simplify $\sqrt{72} - \sqrt{8}$.",
     [
        ("near_dec", "A", "S", "tag", tag(T_SUS, "5.657"), "a rounded decimal of 4√2 (5.65685...)"),
        ("near_sub", "A", "S", "boxed", W_SUS + r"$\boxed{\sqrt{64}}$", "a look-alike: subtracted under the root (8)"),
        ("near_root", "A", "F", "boxed", W_SUF + llama_end(r"4\sqrt{2.000001}"), "a tiny offset under the radical"),
        ("near_uni", "B", "S", "tag", tag(T_SUS, "4√2"), "the gold in unicode"),
        ("neg_sout", "N", "S", "none", r"$\sqrt{72} = 6\sqrt{2}$ and $\sqrt{8} = 2\sqrt{2}$.¶" + r"$\boxed{\sout{4\sqrt{2}}}$", "the only box struck with \\sout: no_answer"),
        ("neg_q", "A", "S", "tag", tag(T_SUS, r"$4\sqrt{2}$ (?)"), "a bracketed question mark doubts the value"),
        ("neg_doubt", "A", "F", "boxed", W_SUF + llama_end(r"4\sqrt{2}") + "¶¶(I'm not sure I pulled the squares out correctly.)", "a doubt after the final line hedges the box"),
        ("bound_approx", "A", "S", "tag", tag(T_SUS, r"$\approx 5.66$"), "≈ and a rounded decimal"),
        ("bound_between", "A", "S", "tag", tag(T_SUS, "between 5 and 6"), "a range, not the value"),
        ("bound_exact", "B", "F", "boxed", W_SUF + r"So the difference is exactly $4\sqrt{2}$, a bit more than 5.6.¶¶" + qwen_end(r"4\sqrt{2}"), "the gold with 'exactly', a bound word about its decimal size, then the boxed gold"),
     ]),
    ("sphere", r"36\pi",
     r"What is the volume of a sphere with radius 3? Express your answer in terms of $\pi$.",
     [
        ("near_dec", "A", "S", "tag", tag(T_SPS, "113.1"), "a rounded decimal of 36π (113.097...)"),
        ("near_r2", "A", "S", "boxed", W_SPS + r"$\boxed{12\pi}$", "a look-alike: the radius squared, not cubed"),
        ("near_pi", "A", "F", "tag", tag(T_SPF, r"$36 \times 3.1416$"), "π replaced by a decimal: an exact value off by a little"),
        ("near_unred", "B", "F", "boxed", W_SPF + llama_end(r"\frac{108\pi}{3}"), "the gold as an unreduced fraction"),
        ("neg_textnot", "A", "S", "boxed", W_SPS + r"$\boxed{\text{not } 36\pi}$", "a negation with \\text{not} in the box"),
        ("neg_or", "A", "S", "tag", tag(T_SPS, "36π (or 27π?)"), "an 'or' alternative with a question mark"),
        ("neg_think", "A", "S", "prose_sentence", W_SPS + r"So the volume is $36\pi$, I think?", "'I think?' hedges the value"),
        ("bound_over", "B", "S", "tag", tag(T_SPS, "36π, a bit over 113 cubic units"), "the gold, then a true bound remark about its decimal size"),
        ("bound_cut", "N", "S", "truncated", th(T_SPS) + "<answer>V ≈ ", "cut inside the answer tag after ≈, before any value: no_answer"),
        ("bound_order", "A", "F", "boxed", W_SPF + qwen_end(r"\sim 10^2"), "an order-of-magnitude estimate"),
     ]),
    ("dot", "0",
     r"Compute the dot product of $\begin{pmatrix} 3 \\ -4 \\ 2 \end{pmatrix}$ and $\begin{pmatrix} 2 \\ 5 \\ 7 \end{pmatrix}$.",
     [
        ("near_tiny", "A", "S", "boxed", W_DOS + r"$\boxed{10^{-12}}$", "a value near zero for the zero gold"),
        ("near_e", "A", "S", "tag", tag(T_DOS, "1e-15"), "a decimal near zero in e-notation"),
        ("near_tan", "A", "F", "boxed", W_DOF + llama_end(r"\tan(10^{-40})"), "an exact expression near zero, not zero"),
        ("near_look", "A", "S", "boxed", W_DOS + r"$\boxed{40}$", "a look-alike: the sign of −4 dropped"),
        ("neg_del", "N", "F", "none", tag(T_DOF, "<del>0</del>"), "the only value struck with HTML <del>: no_answer"),
        ("neg_or", "A", "F", "boxed", W_DOF + llama_end(r"0 \text{ (or is it } 2\text{?)}"), "an 'or' alternative with a question mark in the box"),
        ("neg_other", "B", "S", "prose_sentence", W_DOS + "So the dot product is 0, not 40 (the middle term is −20, not +20).", "the gold, then another value negated with its reason"),
        ("bound_abs", "A", "S", "tag", tag(T_DOS, r"$|u \cdot v| < 10^{-6}$"), "a modulus bound, not the value"),
        ("bound_ess", "A", "F", "tag", tag(T_DOF, "essentially 0"), "'essentially' hedges an exact zero"),
        ("bound_exact", "B", "S", "tag", tag(T_DOS, "exactly 0: the vectors are perpendicular"), "the gold with 'exactly' and an honest remark"),
     ]),
    ("cplx", "5+i",
     r"Compute $(2 + 3i)(1 - i)$.",
     [
        ("near_imag", "A", "S", "tag", tag(T_CXS, r"$5 + (1 + 10^{-9})i$"), "an imaginary part 10^-9 off"),
        ("near_conj", "A", "S", "boxed", W_CXS + r"$\boxed{5 - i}$", "a look-alike: the conjugate"),
        ("near_order", "B", "F", "boxed", W_CXF + qwen_end("i + 5"), "the gold with its terms in another order"),
        ("neg_tilde", "A", "S", "tag", tag(T_CXS, "~~5 + i~~ 5 − i"), "the gold struck with tildes and the conjugate in its place"),
        ("neg_ne", "A", "S", "boxed", W_CXS + r"$\boxed{z \ne 5 + i}$", "a negation with \\ne in the box"),
        ("neg_conf", "A", "F", "tag", tag(T_CXF, "5 + i [low confidence]"), "a bracketed confidence note doubts the value"),
        ("neg_warn", "A", "F", "boxed", W_CXF + llama_end("5 + i") + " ⚠️", "a warning emoji after the final line"),
        ("bound_mod", "B", "S", "tag", tag(T_CXS, "5 + i, whose modulus √26 is a little over 5"), "the gold, then a bound word about another value"),
        ("bound_lt", "A", "S", "tag", tag(T_CXS, r"$|z| < 6$"), "a modulus bound, not the number"),
        ("bound_re", "A", "F", "prose_sentence", W_CXF + "So the product has a real part greater than 4 and a small positive imaginary part.", "bounds on the parts, not the number"),
     ]),
    ("octagon", "135",
     r"What is the measure, in degrees, of each interior angle of a regular octagon?",
     [
        ("near_rad", "A", "S", "boxed", W_OCS + r"$\boxed{\frac{3\pi}{4}}$", "radians where degrees are asked"),
        ("near_ext", "A", "S", "boxed", W_OCS + r"$\boxed{45^\circ}$", "a look-alike: the exterior angle"),
        ("near_dec", "A", "F", "boxed", W_OCF + llama_end(r"134.99^\circ"), "a decimal just under the gold"),
        ("neg_sout", "A", "S", "boxed", W_OCS + r"$\boxed{\sout{135}\ 140}$", "the gold struck with \\sout and 140 in its place"),
        ("neg_q", "A", "S", "tag", tag(T_OCS, "135°?"), "a question mark doubts the value"),
        ("neg_mix", "A", "F", "tag", tag(T_OCF, "135° (I might be mixing up interior and exterior)"), "a doubt about its own step hedges the value"),
        ("neg_other", "B", "S", "tag", tag(T_OCS, "135°, not 45° (that is the exterior angle)"), "the gold, then another value negated with its reason"),
        ("bound_over", "B", "S", "prose_sentence", W_OCS + "So each interior angle is 135°, well over a right angle.", "the gold, then a bound word about another value"),
        ("bound_nearly", "A", "F", "tag", tag(T_OCF, "nearly 135°"), "'nearly' hedges an exact angle"),
        ("bound_cut", "N", "F", "truncated", th(T_OCF) + "<answer>close to", "cut inside the answer tag after 'close to', before any value: no_answer"),
     ]),
    ("ineq", r"(3,\infty)",
     r"Solve $2x + 5 > 11$. Express your answer in interval notation.",
     [
        ("near_closed", "A", "S", "boxed", W_INS + r"$\boxed{[3, \infty)}$", "a look-alike: the endpoint included"),
        ("near_tiny", "A", "S", "tag", tag(T_INS, r"$(3 + 10^{-10}, \infty)$"), "an endpoint 10^-10 off"),
        ("near_ineq", "B", "F", "tag", tag(T_INF, "x > 3"), "the gold set as an inequality where interval notation is asked (see DECISIONS)", True),
        ("neg_neq", "A", "S", "tag", tag(T_INS, r"$x \neq 3$"), "a negation with \\neq"),
        ("neg_cancel", "N", "S", "none", tag(T_INS, r"$\cancel{(3, \infty)}$"), "the only value crossed out with \\cancel: no_answer"),
        ("neg_conf", "A", "F", "boxed", W_INF + qwen_end(r"(3, \infty)") + " (Confidence: moderate.)", "a confidence note after the final line"),
        ("neg_other", "B", "F", "boxed", W_INF + r"Not $(-\infty, 3)$: dividing by $+2$ does not flip the inequality.¶¶" + llama_end(r"(3, \infty)"), "another value negated with its reason, then the boxed gold"),
        ("bound_some", "A", "S", "prose_sentence", W_INS + "So x is somewhere above 3.", "'somewhere above' an estimate, not the set"),
        ("bound_gtrsim", "A", "F", "boxed", W_INF + llama_end(r"x \gtrsim 3"), "≳ makes the set an estimate"),
        ("bound_range", "A", "S", "tag", tag(T_INS, "x between 3 and 100"), "a bounded range, not the set"),
     ]),
    ("vertex", "(-2,-3)",
     r"Find the vertex of the parabola $y = x^2 + 4x + 1$.",
     [
        ("near_sign", "A", "S", "boxed", W_VES + r"$\boxed{(2, -3)}$", "a look-alike: the sign of x dropped"),
        ("near_swap", "A", "S", "tag", tag(T_VES, "(−3, −2)"), "a look-alike: the coordinates swapped"),
        ("near_unred", "B", "F", "tag", tag(T_VEF, r"$\left(-\frac{4}{2}, -3\right)$"), "the gold point with an unreduced coordinate"),
        ("neg_q", "A", "S", "prose_sentence", W_VES + "So the vertex is (−2, −3)?", "a question mark doubts the point"),
        ("neg_tilde", "A", "F", "boxed", W_VEF + r"~~$\boxed{(-2,-3)}$~~ $\boxed{(-2,-5)}$", "the gold box struck with tildes and another box in its place"),
        ("neg_other", "B", "S", "tag", tag(T_VES, "(−2, −3), not (2, −3): h = −b/(2a) = −4/2"), "the gold, then another value negated with its reason"),
        ("bound_near", "A", "S", "prose_sentence", W_VES + "So the vertex is near (−2, −3).", "'near' hedges an exact point"),
        ("bound_y", "A", "S", "tag", tag(T_VES, "y ≥ −3"), "the range of the function, a bound, not the point"),
        ("bound_quad", "A", "F", "boxed", W_VEF + llama_end(r"\text{in the third quadrant}"), "a quadrant, not the point"),
        ("bound_cut", "N", "F", "truncated", th(T_VEF) + "<answer>(≈", "cut inside the answer tag after '(≈', before any value: no_answer"),
     ]),
    ("choose", "120",
     r"In how many ways can a committee of 3 be chosen from 10 students?",
     [
        ("near_perm", "A", "S", "boxed", W_CHS + r"$\boxed{720}$", "a look-alike: ordered choices"),
        ("near_digit", "A", "S", "tag", tag(T_CHS, "1,200"), "a number off by one digit (a zero added)"),
        ("near_quot", "B", "F", "tag", tag(T_CHF, r"$\frac{720}{6}$"), "the gold as an unreduced quotient"),
        ("neg_tilde", "A", "S", "tag", tag(T_CHS, "~~120~~ 210"), "the gold struck with tildes and 210 in its place"),
        ("neg_conf", "A", "S", "boxed", W_CHS + r"$\boxed{120}$ (confidence: fair)", "a confidence note doubts the box"),
        ("neg_look", "A", "F", "tag", tag(T_CHF, "120 (needs a second look)"), "the model marks its value unchecked"),
        ("bound_over", "A", "S", "prose_sentence", W_CHS + "So there are over 100 ways.", "a lower bound, not the count"),
        ("bound_le", "A", "S", "tag", tag(T_CHS, "≤ 120"), "an upper bound, not the count"),
        ("bound_exact", "B", "F", "boxed", W_CHF + "That is exactly 120, well under the 1,024 subsets of all sizes.¶¶" + qwen_end("120"), "the gold with 'exactly', a bound word about another value, then the boxed gold"),
        ("bound_ge", "A", "F", "boxed", W_CHF + llama_end(r"\geq 100"), "a lower bound in the box"),
     ]),
    ("marbles", r"\frac{5}{14}",
     r"A bag holds 5 red and 3 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     [
        ("near_repl", "A", "S", "boxed", W_PRS + r"$\boxed{\frac{25}{64}}$", "a look-alike: drawn with replacement"),
        ("near_dec", "A", "S", "tag", tag(T_PRS, "0.357"), "a rounded decimal of 5/14 (0.357142...)"),
        ("near_tiny", "A", "F", "boxed", W_PRF + qwen_end(r"\frac{5}{14} - 10^{-20}"), "an exact value 10^-20 below the gold"),
        ("neg_strike", "N", "S", "none", tag(T_PRS, "5̶/̶1̶4̶"), "the only value struck with combining strokes: no_answer"),
        ("neg_unver", "A", "S", "boxed", W_PRS + r"$\boxed{\frac{5}{14}}$ (**unverified**)", "the model marks its box unverified"),
        ("neg_other", "B", "F", "tag", tag(T_PRF, "5/14, not 25/64 (the first marble is not put back)"), "the gold, then another value negated with its reason"),
        ("bound_pct", "A", "S", "tag", tag(T_PRS, "about 36%"), "'about' and a rounded percent"),
        ("bound_third", "A", "S", "prose_sentence", W_PRS + "So the probability is a bit over 1/3.", "a bound, not the probability"),
        ("bound_little", "B", "F", "tag", tag(T_PRF, "5/14, a little more than 1/3"), "the gold, then a true bound remark about its size"),
        ("bound_ineq", "A", "F", "boxed", W_PRF + llama_end(r"\frac{1}{3} < p < \frac{2}{5}"), "a range in the box"),
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
    "g_swim_unit_meters": (
        "reject",
        "the question asks how many kilometers, and the tag gives '30,000 m'; the label "
        "convention holds that the question decides the unit and that a unit of another kind is "
        "wrong, so a distance in meters is not the number of kilometers asked, even though "
        "30,000 m is 30 km. A reader who accepts an equal quantity in a named unit would accept it",
    ),
    "ok_m_ineq_near_ineq": (
        "accept",
        "'x > 3' is the set (3, oo) exactly, and equal values in another form are correct. A "
        "reader who holds 'Express your answer in interval notation' to require the interval form "
        "would reject an inequality",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam265", CASES, [], DECISIONS)
