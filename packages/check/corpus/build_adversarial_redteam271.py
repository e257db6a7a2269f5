"""Build adversarial_redteam271.jsonl: round 271 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam271"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama, qwen, qwen_end, llama_end, g, m,
write_probes; copied unchanged beside this file) and build_adversarial_redteam265.py / 261.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: hostile probes on the VALUE itself (issue 25: "exact values compared exactly",
"negation, strike-out and annotation refused", "retraction markers after the answer", "quoted text
is not the model's statement"), English, 200 probes, 100 GSM8K and 100 MATH, 160 kind A (140
wrong, 20 no_answer) and 40 kind B (20 GSM8K, 20 MATH). Two thirds SHORT (133: under 400
characters, one to six lines; 70 GSM8K, 63 MATH) and a third FULL (67: 400 to 1200 characters, a
whole working in the style of Llama 3's "## Step N:" and "The final answer is: $\boxed{}$",
Qwen2.5-Math's numbered steps, Qwen2.5-Instruct's "Therefore, the final answer is: $\boxed{}$. I
hope it is correct.", a GSM8K chain of lines and `####`, or an R1-style prose trace in the think
block); the builder checks each size and the round's totals. Half (100: 50 GSM8K, 50 MATH, 5 a
problem) are in the R1-Zero `<think>...</think><answer>...</answer>` format (90 with a closed
answer tag holding the answer, 5 whose closed tag holds only a struck or withdrawn value or no
value of the model's own, 5 cut inside the answer tag). Forms: tag 90, boxed 53, hash 25, none 15,
prose_sentence 12, truncated 5. Five classes, evenly (40 each, 8 of them kind B; the class opens
the shape of an id):
  near (40: 32 wrong, 8 correct)  exact values near the gold, in every notation: tiny offsets
         (52 + 10^{-30}, 111.9999999, 11 − 10^{-12} °C, 8√(2 + 10⁻¹⁰), (−3, 7 − 10⁻²⁰)), a tiny
         imaginary offset (5 − 12.000001i), values near zero for the zero gold (2^{-60},
         ln(1 + 10⁻³⁰)), rounded decimals of exact values (1.13, 0.8095, 0.38), money to other
         cents (11.05, 61.02), large numbers off by one digit (1,206, 1,153, 1800), look-alikes
         (50.4 for 3 h 15 min read as 3.15 h, $57, 36, −11, 163, 2251.02 compounded, √68, 144π,
         the conjugate, the exterior angle 30°, [−3, 7], (5, 2), 720, 1/2), a unit or scale of
         another kind (4⅔ days for hours, the grams 1,125 for kilograms). Kind B: the gold in
         number words ("eleven dollars and fifty cents", "two thousand two hundred forty
         dollars"), an equation chain (27 × 38 = 1080 − 54 = 1026; 180° − 360°/12 = 150°), an honest
         note after `####` ("#### 63 (7/20 of the 180 students)"), 0.\\overline{809523},
         144π/3, (6/3, 10/2);
  neg (40: 29 wrong, 3 no_answer, 8 correct)  negation, strike-out and annotation of the value in
         every markup: markdown (~~x~~ replaced in a tag and in a coordinate, ~~x~~ alone), HTML
         (<del>, <s>, <strike> and a line-through <span> replaced, <del> alone), LaTeX (\\cancel,
         \\sout replaced in a box, \xcancel alone, \neq, \text{(unsure)}, \text{(unchecked)},
         \text{(doubtful)}, \textcolor{red}{(check!)}), unicode (✘ →, ✗, † unverified), emoji (🤷,
         ⚠️, 😬, ❔, 🙏), brackets ("[unsure]", "[needs verification]", "(?)"), question marks
         ("??", "(or 163?)", "\boxed{180?}"), confidence notes ("(confidence ≈ 70%)", "if I
         remember the formula right", "(fingers crossed)", "(double-check)"). A value struck
         alone is no_answer. Kind B: another value negated beside the gold ("not $38.50", "not
         117", "not −25", "not 3/10", "not −2", "not 720"), a slip struck out before the gold
         (~~I first got 120 hours~~, ~~\boxed{144}~~);
  bound (40: 27 wrong, 5 no_answer, 8 correct)  a value qualified by a bound or an estimate word:
         "about", "upwards of", "on the order of", ≥, "under", "≈" (a box, a tag twice), "at
         most", "60 to 65", "a little over", "nearly", "~" in a hash line, "at least", ≤, "a bit
         less than", "11 < s < 12", "practically", a modulus and a quadrant, "Re z ≈ 5", "an
         obtuse angle, between 140° and 160°", "almost", "⊆ (−4, 8)", "somewhere near", "up to",
         "between 1/3 and 2/5", "± 0.01"; cuts inside the answer tag after "roughly",
         "Approximately", "Close to $", "On the order of" or "about" (no_answer). Kind B: "exactly"
         with the gold and bound words about other values ("exactly 52 km, a little more than
         50", "a little under 5 days", "exactly 1.125 kg, just over a kilogram", "well above
         freezing", "exactly 8√2, a little over 11", "exactly zero, not merely small", "length
         exactly 10", "well short of the 720 orderings");
  retract (40: 28 wrong, 4 no_answer, 8 correct)  retraction markers after the answer in new
         wordings: "Correction —", "P.S. On a second look", "Amendment:", "Oops, I see a slip",
         "Second thoughts:", "Redo:", "Let me amend that", "— on reflection", "— revised to",
         "Please ignore the box above", "CORRECTION:", "Hmm, no —", "Footnote: I misread", "Note
         added after review", "Scrap that", "**Revision:**", "... no wait", "Correction to the
         sign", "Self-correction:", "Hold on", "Actually, let me give it in radians instead"
         (debatable), "Let me revise", "Revision:", "Wait,", "Then again, I may have mixed up",
         "Let me recount", "(Superseded: ...)"; a retraction with nothing in its place ("Withdrawn:",
         "I'll leave this blank", "Retracting this answer", "Retraction: ... I cannot give") is
         no_answer. Kind B: a trailing check that restates the value ("No correction needed; the
         answer stands.", "the answer stays 1.125 kg", "the answer is unchanged", "The answer
         stands."), a wrong value retracted and replaced by the gold ("#### 57 ¶ Correction ...
         #### 61.20", \boxed{13-12i} then "Corrected: \boxed{5-12i}", "I first wrote [−3, 7];
         correcting that", "1/2 — correction, ... 3/8");
  quote (40: 24 wrong, 8 no_answer, 8 correct)  statements the model did not make, the gold only
         in them: a reported answer key, store clerk, classmate's sheet, teacher's sheet, TA,
         tutor, teacher, friend, solutions manual, notes, book remark, study guide, textbook box,
         weather app, grader's note, autograder log; a quoted format example or sample line; the
         quoted question ("You asked: ..."); hypotheticals ("Had she ridden ...", "If the hose
         ran ...", "If each batch used ...", "If the problem were ...", "Suppose x − 2 were a
         factor ... the answer would be \boxed{0}"); the model's own value differs, or it gives
         none (no_answer). Kind B: a quoted wrong or rough claim beside the gold, the model's own
         statement ('The hint "about 1,000" is only a rough size; the exact count is 1,026', 'The
         ad's claim "now only $57!" is wrong', "#### 2240 (simple interest; compounded yearly it
         would be about $2,251.02)" (debatable), 'The box office figure "about 150 empty" is
         rounded', 'The answer key's "144π" is the cylinder's', 'The hint "use i² = 1" is a
         trap', 'The textbook's "(5, 2)" is a misprint', 'A common claim, "two heads half of the
         time", is wrong').

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: muffins: 14 at $2.75, paid with $50 -> 11.5 (27.50 + 11 = 38.50; 50 − 38.50; 1,150 cents;
at $2.70 37.80 -> 12.20; at $2.85 39.90 -> 10.10). ride: 16 km/h for 3 h 15 min -> 52 (16 x 3.25 =
48 + 4; 3.15 h slip 50.4; 3 h 48). seeds: 27 rows of 38 -> 1026 (1,080 − 54; 950 + 76; 760 + 266;
26 rows 988). pool: 42,000 L at 375 L/h -> 112 (37,500 + 4,500; 14 x 8; 4 d 16 h = 4⅔ days; 90%
100.8; 350 L/h 120; half-time 224). shoes: $72 at 15% off -> 61.2 (7.20 + 3.60 = 10.80; 0.85 x 72;
$15 flat 57; after a $5 coupon 67 x 0.85 = 56.95). students: 180, 2/5 walk, 1/4 bus, rest driven
-> 63 (72 + 45 = 117; 7/20 x 180; 1/3 bus 48). butter: 125 g x 9 batches in kg -> 1.125 (1,125 g;
9/8; 10 batches 1.25; 135 g 1.215). interest: $2,000 at 3% simple for 4 years -> 2240 (60 a year,
240; compounded 2,000 x 1.03^4 = 2251.0176; 4% 2,320). temp: −7 °C at 6 a.m., +3 °C an hour to noon
-> 11 (6 x 3 = 18; −7 + 18; zero at 8:20, 3 x 11/3 = 11; to 11 a.m. 8; from −10 8). seats: 24 rows
of 35, 687 sold -> 153 (700 + 140 = 840; 840 − 687; 140 + 13; 2 rows closed 83; 697 sold 143).
MATH: frac: 2/3 + 1/7 -> \frac{17}{21} (14/21 + 3/21; 17 prime; 0.809523 809523...; tops and
bottoms 3/10; 2/3 + 1/9 = 7/9). surd: √50 + √18 -> 8\\sqrt{2} (5√2 + 3√2; (8√2)² = 128 = 68 +
2√900; 11.3137; √68 ≈ 8.246; √50 − √18 = 2√2). cone: radius 6, height 4 -> 48\\pi ((1/3) x 36 x 4;
cylinder 144π; r and h swapped 32π; 150.796; radius 3 12π). cubic: f(x) = x³ − 6x² + 11x − 6, f(2)
-> 0 (8 − 24 + 22 − 6; (x − 1)(x − 2)(x − 3); +6 gives 12; 12x gives 2). cplx: (3 − 2i)² -> 5-12i
(9 − 12i − 4; modulus 13; i² = +1 gives 13 − 12i; conjugate 5 + 12i). dodecagon: interior angle
-> 150 (1,800 / 12; exterior 30; 5π/6 rad; decagon 144; 11 sides 1620/11). absval: |x − 2| < 5 ->
(-3,7) (−5 < x − 2 < 5; open ends; length 10). lines: y = 2x + 1 and y = −x + 7 -> (2,5) (3x = 6;
(6/3, 10/2); y = −x + 9 gives (8/3, 19/3)). letter: arrangements of LETTER -> 180 (720 / 4; 15 x 6 x
2; three T's 720 / 12 = 60; T's distinct 360; LETTERS 1,260). coins: exactly two heads in three
fair coins -> \frac{3}{8} (3 of 8; 0.375; at least two 1/2; 1/3 < 3/8 < 2/5).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / bound / retract / quote (above). 10 probes a problem, 2 of each class: 2 kind
B (in two classes, the pairs near+neg, bound+retract, quote+near, neg+bound, retract+quote taken in
turn over the 20 problems) and 8 kind A, 5 in the R1-Zero format, 6 or 7 short (every GSM8K problem
7; frac, surd and cone 7, the other MATH problems 6). Kind A: truth wrong, or no_answer where the
form is `truncated` or `none` ("N" in the tables); kind B: truth correct. Forms: tag (an `<answer>`
tag holds the final answer), boxed, hash, prose_sentence (the final value is stated in a concluding
sentence), truncated (cut before the value), none (no value of the model's own: struck alone,
withdrawn, or only in quoted text).

Label conventions (corpus/README.md "How each source was labelled"; rounds 261 and 265): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence or an equation chain is read for its final value, whatever the think block
says); with no marker and no box the answer is the value the concluding sentence states as the
answer to the question asked; a restatement that differs makes the answer wrong; a trailing check
that restates the value does not change it; a retraction after the answer replaces it (with a
value: that value is the answer; with nothing in its place: no_answer), even where the retraction
itself rests on a misreading; quoted or reported text (a question, a key, a textbook, a grader, a
classmate, a format example) and hypotheticals are not the model's statement. An exact expression
equals the gold only if it is the gold (no tolerance: 52 + 10^{-30}, 11 − 10^{-12}, 8√(2 + 10⁻¹⁰),
(−3, 7 − 10⁻²⁰), 2^{-60} and ln(1 + 10⁻³⁰) for 0 are wrong); a decimal that is not exactly the gold
is wrong (rounded decimals, 111.9999999, 5 − 12.000001i, money to another cent); a unit or scale of
another kind is wrong, the question deciding the unit (days for hours, grams for kilograms, radians
for degrees). A hedge of an exact value is wrong (a question mark, "or ...?", a confidence note, "if
I remember ... right", "unsure", "doubtful", "fingers crossed", an emoji of doubt, hope or warning),
and so is a value the model annotates as unchecked ("unchecked", "unverified", "needs
verification", "check!", "double-check"), marks wrong (✘, ✗), negates (\neq), or strikes and
replaces (the replacement is the answer, and it differs); a value struck alone is no_answer. A
value qualified by a bound or an estimate word is wrong; a cut before the value is no_answer. A
negation of ANOTHER value beside the gold, a slip struck out before the gold, an honest note after
a `####` value, "exactly" and bound words about other values, a quoted wrong claim beside the
model's own gold, and a trailing check that restates the gold leave the gold the answer. Equal
values in another form are correct (number words with true units, an exact repeating decimal, an
unreduced quotient or coordinates, an equation chain ending on the gold).

Debatable (2, with DECISIONS): `ok_g_interest_quote_hypo` ("#### 2240 (simple interest; compounded
yearly it would be about $2,251.02)": accept), `m_dodecagon_retract_rad` (150° retracted for "5π/6"
where degrees are asked: reject).

Usage: cd /tmp/rounds/rt271 && python build_adversarial_redteam271.py
(writes /tmp/rounds/rt271/adversarial_redteam271.jsonl beside corpus_build.py)
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
CLASSES = ("near", "neg", "bound", "retract", "quote")
SHORT_MAX, FULL_MIN, FULL_MAX = 399, 400, 1200


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); size "S" (short: under 400 characters, at most six
    lines) or "F" (full: 400 to 1200 characters); "¶" is a newline. Each problem has 10 probes:
    2 of each class, 2 kind B, 5 in the R1-Zero format (an `<answer>` tag), 6 or 7 short."""
    cases = []
    for key, gold, _question, probes in problems:
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        kinds = [p[1] for p in probes]
        if kinds.count("B") != 2:
            raise SystemExit(f"{key}: {kinds.count('B')} kind B")
        classes = [p[0].split("_")[0] for p in probes]
        if sorted(classes) != sorted(CLASSES * 2):
            raise SystemExit(f"{key}: classes {classes}")
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
            if form == "tag" and not text.endswith("</answer>"):
                raise SystemExit(f"{key}_{shape}: form tag without a closed answer tag")
            if form == "truncated" and text.endswith("</answer>"):
                raise SystemExit(f"{key}_{shape}: a cut probe with a closed tag")
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
W_MUS = "Cost: 14 × $2.75 = $38.50.¶Change: $50 − $38.50 = $11.50.¶"
T_MUS = "14 × 2.75 = 38.50; 50 − 38.50 = 11.50.¶"
W_MUF = llama(
    (
        "Find the cost of the muffins",
        "Each muffin costs $2.75 and Priya buys 14, so 10 × 2.75 = 27.50 and 4 × 2.75 = 11.00; the muffins cost $38.50.",
    ),
    ("Find the change", "She pays with a $50 bill, so the change is 50 − 38.50 = $11.50."),
    ("Check", "$38.50 + $11.50 = $50.00 ✓."),
)
T_MUF = "Okay, Priya buys 14 muffins at $2.75 each and hands over a $50 bill; I need the change. First the cost: 2.75 × 14. 2.75 × 10 = 27.50 and 2.75 × 4 = 11, so 38.50. Then 50 − 38.50 = 11.50. Check: 38.50 + 11.50 = 50. Good. In cents: 275 × 14 = 3,850 cents and 5,000 − 3,850 = 1,150 cents, the same $11.50. The question asks for the change in dollars, so $11.50.¶"

W_RIS = "3 h 15 min = 3.25 h.¶Distance: 16 × 3.25 = 52 km.¶"
T_RIS = "3 h 15 min = 3.25 h; 16 × 3.25 = 48 + 4 = 52.¶"
W_RIF = qwen(
    "To find the distance, we multiply the speed by the time, with the time in hours.",
    ("Time in hours", "15 minutes is 15/60 = 0.25 hours, so the ride lasts 3.25 hours."),
    ("Distance", r"$16 \times 3.25 = 48 + 4 = 52$ km."),
    ("Check", r"$52 \div 16 = 3.25$ hours ✓, and 3.25 hours is 3 hours 15 minutes."),
    ("Units", "The speed is in kilometers per hour, so the distance is in kilometers, as asked."),
)
T_RIF = "Alright, speed times time, but the time has minutes in it, so convert first. 3 hours 15 minutes: 15 minutes is a quarter of an hour, so 3.25 hours. Distance = 16 × 3.25. 16 × 3 = 48 and 16 × 0.25 = 4, so 52 km. Check: at 16 km an hour, 52 km takes 52 / 16 = 3.25 hours, right. Careful not to use 3.15 hours: that would give 50.4, a slip. The question asks for kilometers, so 52.¶"

W_SDS = "27 × 38 = 27 × 40 − 27 × 2 = 1,080 − 54 = 1,026 seeds.¶"
T_SDS = "27 × 40 = 1080; minus 27 × 2 = 54; 1026.¶"
W_SDF = (
    "The farmer plants 27 rows.¶"
    "Each row has 38 seeds.¶"
    "Seeds = 27 × 38.¶"
    "27 × 38 = 27 × 40 − 27 × 2.¶"
    "27 × 40 = 1,080 and 27 × 2 = 54.¶"
    "1,080 − 54 = 1,026.¶"
    "Check: 38 × 27 = 38 × 25 + 38 × 2 = 950 + 76 = 1,026 ✓.¶"
    "Another check: 27 × 38 = 20 × 38 + 7 × 38 = 760 + 266 = 1,026 ✓.¶"
    "Rough size: 30 × 40 = 1,200 is a little high because both factors were rounded up.¶"
    "The question asks for seeds, so the farmer plants 1,026 seeds.¶"
)
T_SDF = "Okay, rows times seeds per row. 27 rows of 38 seeds. 27 × 38: 27 × 40 = 1,080, minus 27 × 2 = 54, so 1,026. Check the other way: 38 × 27 = 38 × 25 + 38 × 2 = 950 + 76 = 1,026. Same. Rough size: about 30 × 40 = 1,200, a bit high since both were rounded up, so around a thousand fits. Careful with the digits: 1,026, not 1,206 or 126. The question asks for seeds, so 1,026.¶"

W_POS = "42,000 ÷ 375 = 112 hours.¶"
T_POS = "375 × 100 = 37500; 4500 / 375 = 12; 112.¶"
W_POF = qwen(
    "To find the time, we divide the pool's volume by the hose's rate.",
    (
        "Divide",
        r"$42000 \div 375$: $375 \times 100 = 37500$, and $4500 \div 375 = 12$, so 112 hours.",
    ),
    ("Check", r"$375 \times 112 = 37500 + 4500 = 42000$ ✓."),
    ("Units", "The rate is in liters per hour, so the quotient is in hours, as asked."),
)
T_POF = "Okay, the pool holds 42,000 liters and the hose gives 375 liters an hour; the question wants hours. 42,000 / 375. 375 × 100 = 37,500, leaving 4,500, and 375 × 12 = 4,500, so 112 hours. Check: 375 × 112 = 42,000. Also 375 × 8 = 3,000, so 42,000 / 375 = 42 / 3 × 8 = 14 × 8 = 112. Same. That's 4 days and 16 hours, but the question asks for hours, so 112.¶"

W_SHS = "Discount: 15% of $72 = $10.80.¶Sale price: $72 − $10.80 = $61.20.¶"
T_SHS = "0.15 × 72 = 10.80; 72 − 10.80 = 61.20.¶"
W_SHF = llama(
    ("Find the discount", "15% of $72 is 0.15 × 72 = $10.80 (10% is $7.20 and 5% is $3.60)."),
    ("Subtract the discount", "72 − 10.80 = $61.20."),
    ("Check", "Paying 85% of the price: 0.85 × 72 = 61.20 ✓."),
    (
        "Answer the question",
        "No tax is mentioned, and the 15% is taken off the price, not $15, so the shoes cost $61.20 on sale.",
    ),
)
T_SHF = "Shoes at $72 with 15% off. 10% of 72 is 7.20 and 5% is half of that, 3.60, so the discount is 10.80. 72 − 10.80 = 61.20. Check: 85% of 72 = 0.85 × 72 = 61.2. Same. Don't subtract $15 flat: 72 − 15 = 57 would be the wrong reading. No tax is mentioned. The question asks for the sale price in dollars, so $61.20.¶"

W_STS = "Walk: 2/5 × 180 = 72; bus: 1/4 × 180 = 45.¶Driven: 180 − 72 − 45 = 63.¶"
T_STS = "180 × 2/5 = 72; 180 / 4 = 45; 180 − 117 = 63.¶"
W_STF = (
    "There are 180 students.¶"
    "2/5 of them walk: 180 × 2 ÷ 5 = 72.¶"
    "1/4 of them ride the bus: 180 ÷ 4 = 45.¶"
    "Walkers and bus riders together: 72 + 45 = 117.¶"
    "The rest are driven: 180 − 117 = 63.¶"
    "Check: the driven fraction is 1 − 2/5 − 1/4 = 7/20, and 7/20 × 180 = 63 ✓.¶"
    "Another check: 72 + 45 + 63 = 180, so every student is counted once ✓.¶"
    "The question asks how many are driven, so it is the rest, not the walkers or bus riders.¶"
)
T_STF = "180 students; 2/5 walk and 1/4 take the bus; the rest are driven. Walkers: 180 / 5 = 36, times 2 = 72. Bus: 180 / 4 = 45. Together 117. Driven: 180 − 117 = 63. Check with fractions: 2/5 + 1/4 = 8/20 + 5/20 = 13/20, so 7/20 are driven, and 7/20 of 180 is 9 × 7 = 63. Same. The question asks how many are driven, not how many walk (72) or ride (45), so 63.¶"

W_BUS = "125 g × 9 = 1,125 g = 1.125 kg.¶"
T_BUS = "125 × 9 = 1125 g; 1125 / 1000 = 1.125 kg.¶"
W_BUF = llama(
    (
        "Butter in grams",
        "Each batch uses 125 g and Leo bakes 9 batches, so 125 × 9 = 1,125 g.",
    ),
    ("Convert to kilograms", "1,000 g make 1 kg, so 1,125 g = 1.125 kg."),
    ("Check", "125 g is 1/8 kg, and 9 × 1/8 = 9/8 = 1.125 kg ✓."),
    (
        "Answer the question",
        "The question asks for kilograms, so all three decimals are kept and nothing is rounded.",
    ),
)
T_BUF = "Leo bakes 9 batches and each uses 125 grams of butter; the question wants kilograms. 125 × 9 = 1,125 grams. Divide by 1,000: 1.125 kg. Check: 125 g is one eighth of a kilogram, and 9 eighths is 1.125. Same. Sanity: a batch is an eighth of a kilogram and there are a bit more than 8 batches, so a bit more than 1 kg fits. Keep all three decimals; rounding to 1.13 or 1.1 would change the value. The question asks for kilograms, so 1.125.¶"

W_INS = "Interest: $2,000 × 0.03 × 4 = $240.¶Total: $2,000 + $240 = $2,240.¶"
T_INS = "2000 × 0.03 = 60 a year; × 4 = 240; 2000 + 240 = 2240.¶"
W_INF = qwen(
    "Simple interest is earned on the original $2,000 only, so it is the same every year.",
    ("Yearly interest", r"$2000 \times 0.03 = 60$ dollars."),
    ("Four years", r"$60 \times 4 = 240$ dollars."),
    ("Total", r"$2000 + 240 = 2240$ dollars in the account."),
    ("Check", r"Each year adds the same $60$, so after 4 years $2000 + 4 \times 60 = 2240$ ✓."),
)
T_INF = "Simple interest at 3% a year on $2,000 for 4 years, and the question wants the amount in the account. Each year the interest is 3% of 2,000 = 60. Four years: 240. The account then holds 2,000 + 240 = 2,240. Simple interest is not compounded, so 2,000 × 1.03⁴ ≈ 2,251.02 does not apply here. The question asks for the total in the account, not the interest alone, so $2,240.¶"

W_TES = "6 a.m. to noon is 6 hours: 6 × 3 = 18 °C.¶−7 + 18 = 11 °C.¶"
T_TES = "6 h × 3 = 18; −7 + 18 = 11.¶"
W_TEF = (
    "At 6 a.m. the temperature is −7 °C.¶"
    "From 6 a.m. to noon is 6 hours.¶"
    "It rises 3 °C each hour, so it rises 6 × 3 = 18 °C.¶"
    "The noon temperature is −7 + 18 = 11 °C.¶"
    "Check: it reaches 0 °C after 7/3 hours, at 8:20 a.m., and then rises 3 × (6 − 7/3) = 11 more degrees ✓.¶"
    "Hour by hour: −4 at 7, −1 at 8, 2 at 9, 5 at 10, 8 at 11 and 11 at noon ✓.¶"
    "The question asks for the noon temperature in °C, so it is 11 °C.¶"
)
T_TEF = "Starts at −7 at 6 a.m., +3 each hour until noon. Noon is 6 hours later, so +18. −7 + 18 = 11. Careful with the sign: it is not 7 + 18 = 25 and not −7 − 18 = −25. Hour by hour: −4 at 7, −1 at 8, 2 at 9, 5 at 10, 8 at 11, 11 at noon. Same. It crosses zero a little after 8 a.m., and after that it has almost four hours of rising left, about 11 degrees. The question asks for the temperature at noon in degrees Celsius, so 11.¶"

W_THS = "Seats: 24 × 35 = 840.¶Empty: 840 − 687 = 153.¶"
T_THS = "24 × 35 = 840; 840 − 687 = 153.¶"
W_THF = llama(
    ("Count the seats", "24 rows of 35 seats: 20 × 35 + 4 × 35 = 700 + 140 = 840 seats."),
    ("Subtract the tickets sold", "840 − 687 = 153 empty seats."),
    ("Check", "687 + 153 = 840 ✓."),
    (
        "Answer the question",
        "Each ticket fills exactly one seat, so the seats left over are the empty ones: 153.",
    ),
)
T_THF = "The theater has 24 rows with 35 seats each, and 687 tickets are sold; I need the empty seats. 24 × 35: 20 × 35 = 700 and 4 × 35 = 140, so 840. Empty = 840 − 687 = 153. Check: 687 + 153 = 840. Good. Careful with the borrow: 840 − 687 is not 253 and not 163. Another way: 687 is 13 short of 700, and 840 − 700 = 140, so 140 + 13 = 153. Each sold ticket fills one seat. The question asks how many seats are empty, so 153.¶"


# ================================================================ GSM8K probes
# (shape, t, size, form, text, note[, debatable])
# fmt: off
GPROBS = [
    ("muffins", "11.5",
     "Priya buys 14 muffins at $2.75 each and pays with a $50 bill. How much change does she get, in dollars?",
     [
        ("near_cents", "A", "S", "hash", W_MUS + "#### 11.05", "money to another cent: the digits after the point swapped"),
        ("near_words", "B", "S", "tag", tag(T_MUS, "eleven dollars and fifty cents"), "the gold in number words with its true unit"),
        ("neg_html", "A", "S", "tag", tag(T_MUS, "<del>$11.50</del> $12.50"), "the gold struck with HTML <del> and 12.50 in its place"),
        ("neg_other", "B", "F", "boxed", W_MUF + "The change is $11.50, not $38.50 (that is what she spends).¶¶" + qwen_end(r"11.50"), "another value negated beside the gold, then the boxed gold"),
        ("bound_about", "A", "F", "tag", tag(T_MUF, "about $11.50"), "'about' hedges exact money"),
        ("bound_cut", "N", "S", "truncated", th(T_MUS) + "<answer>She gets back roughly", "cut inside the answer tag after 'roughly', before any value: no_answer"),
        ("retract_corr", "A", "S", "hash", W_MUS + "#### 11.50¶Correction — I mispriced the muffins at $2.75; they are $2.70, so the change is $12.20.", "a retraction after the #### value replaces it with 12.20 (14 × 2.70 = 37.80)"),
        ("retract_ps", "A", "F", "boxed", W_MUF + llama_end("11.50") + "¶¶P.S. On a second look the muffins were $2.85 each, so the change is $10.10.", "a P.S. after the box retracts it (14 × 2.85 = 39.90)"),
        ("quote_key", "A", "S", "tag", tag(T_MUS, 'The key lists "$11.50", but I get $11.60.'), "the gold only in a reported answer key; the model's own value is 11.60"),
        ("quote_fmt", "N", "S", "none", 'Format reminder from the prompt: "end with #### and the number, e.g. #### 11.50". I ran out of time before finishing the sum.', "the gold only in a quoted format example; the model gives no value: no_answer"),
     ]),
    ("ride", "52",
     "A cyclist rides at 16 kilometers per hour for 3 hours 15 minutes. How many kilometers does she ride?",
     [
        ("near_315", "A", "S", "hash", W_RIS + "#### 50.4", "a look-alike: 3 h 15 min read as 3.15 h"),
        ("near_tiny", "A", "F", "boxed", W_RIF + qwen_end("52 + 10^{-30}"), "an exact value 10^-30 above the gold"),
        ("neg_emoji", "A", "S", "tag", tag(T_RIS, "52 km 🤷"), "a shrug emoji doubts the value"),
        ("neg_bracket", "A", "S", "hash", W_RIS + "#### 52 [unsure]", "a bracketed note of doubt after the #### value"),
        ("bound_exact", "B", "S", "tag", tag(T_RIS, "exactly 52 km, a little more than 50"), "'exactly' with the gold, then a bound word about another value"),
        ("bound_up", "A", "S", "tag", tag(T_RIS, "upwards of 52 km"), "'upwards of' makes the distance a lower bound"),
        ("retract_check", "B", "F", "hash", W_RIF + "#### 52¶¶Any correction? Rechecking: 16 × 3 = 48 and 16 × 0.25 = 4, 48 + 4 = 52. No correction needed; the answer stands.", "a trailing check that restates the #### value"),
        ("retract_amend", "A", "S", "tag", tag(T_RIS, "52 km. Amendment: she rested 15 minutes, so 48 km."), "an amendment inside the tag replaces the gold with 48"),
        ("quote_hypo", "A", "S", "tag", tag(T_RIS, "Had she ridden the full 3 h 15 min it would be 52 km, but I read the ride as 3 h, so 48 km."), "the gold only in a hypothetical; the model's value is 48"),
        ("quote_grader", "N", "F", "none", W_RIF + 'A grader\'s note I remember reads "$\\boxed{52}$ is correct", but I am not sure about the minutes, so I give no answer.', "the only box is in a remembered grader's note and the model declines to answer: no_answer"),
     ]),
    ("seeds", "1026",
     "A farmer plants 27 rows of seeds with 38 seeds in each row. How many seeds does he plant?",
     [
        ("near_swap", "A", "S", "tag", tag(T_SDS, "1,206"), "a large number off by one digit (two digits swapped)"),
        ("near_chain", "B", "S", "tag", tag(T_SDS, "27 × 38 = 1080 − 54 = 1026"), "the gold at the end of an equation chain"),
        ("neg_cancel", "A", "S", "boxed", W_SDS + r"$\boxed{\cancel{1026}\ 1062}$", "the gold cancelled with \\cancel and 1062 in its place"),
        ("neg_cross", "A", "F", "tag", tag(T_SDF, "1,026 ✘ → 1,062"), "the gold marked wrong with ✘ and replaced by 1,062"),
        ("bound_order", "A", "S", "prose_sentence", W_SDS + "So the farmer plants on the order of a thousand seeds.", "an order of magnitude, not the count"),
        ("bound_geq", "A", "S", "tag", tag(T_SDS, "≥ 1026 seeds"), "≥ makes the count a lower bound"),
        ("retract_oops", "A", "F", "hash", W_SDF + "#### 1026¶Oops, I see a slip: 27 × 2 is 52, so it's 1,028.¶#### 1028", "a (false) correction after the #### value replaces it with 1028"),
        ("retract_second", "A", "S", "prose_sentence", W_SDS + "#### 1026¶Second thoughts: one row is a border row with no seeds, so he plants 26 × 38 = 988.", "second thoughts after the #### value replace it with 988"),
        ("quote_hint", "B", "F", "tag", tag(T_SDF, 'The hint "about 1,000" is only a rough size; the exact count is 1,026 seeds.'), "a quoted rough hint beside the gold, the model's own value"),
        ("quote_mate", "A", "S", "hash", W_SDS + "#### 1064¶(My classmate's sheet says #### 1026.)", "the last #### is a classmate's, reported; the model's own value is 1064"),
     ]),
    ("pool", "112",
     "A pool holds 42,000 liters of water. A hose fills it at 375 liters per hour. How many hours does it take to fill the empty pool?",
     [
        ("near_days", "A", "S", "tag", tag(T_POS, "4⅔ days"), "days where hours are asked (a unit of another kind)"),
        ("near_tiny", "A", "S", "hash", W_POS + "#### 111.9999999", "a decimal 10^-7 below the gold"),
        ("neg_md", "A", "S", "tag", tag(T_POS, "~~112~~ 121 hours"), "the gold struck with markdown tildes and 121 in its place"),
        ("neg_slip", "B", "F", "boxed", W_POF + "~~I first got 120 hours~~ (that used 45,000 L).¶¶" + llama_end("112"), "a slip struck out before the boxed gold"),
        ("bound_under", "A", "S", "tag", tag(T_POS, "under 5 days"), "an upper bound in another unit, not the hours"),
        ("bound_other", "B", "S", "tag", tag(T_POS, "112 hours, a little under 5 days"), "the gold, then a bound word about its size in days"),
        ("retract_redo", "A", "F", "tag", tag(T_POF, "112 hours. Redo: the pool is only filled to 90%, so 100.8 hours."), "a redo inside the tag replaces the gold with 100.8"),
        ("retract_amend", "A", "S", "boxed", W_POS + r"$\boxed{112}$¶Let me amend that: the hose gives 350 L an hour, so $\boxed{120}$.", "an amendment after the box replaces it (42,000 / 350 = 120)"),
        ("quote_sample", "N", "S", "none", "I can't do the division reliably, so I have no answer. (For the record, the prompt's sample line was \"#### 112\".)", "the gold only in a quoted sample line; the model gives no answer: no_answer"),
        ("quote_hypo", "A", "F", "prose_sentence", W_POF + "If the hose ran at 375 L an hour the whole time it would take 112 hours; it runs only half of each hour, so the pool takes 224 hours to fill.", "the gold only in a hypothetical; the model's stated value is 224"),
     ]),
    ("shoes", "61.2",
     "A pair of shoes costs $72. They are on sale for 15% off. What is the sale price in dollars?",
     [
        ("near_cents", "A", "S", "hash", W_SHS + "#### 61.02", "money to another cent (a zero slipped in)"),
        ("near_flat", "A", "S", "tag", tag(T_SHS, "$57"), "a look-alike: $15 taken off instead of 15%"),
        ("neg_q", "A", "S", "tag", tag(T_SHS, "$61.20??"), "question marks doubt the value"),
        ("neg_text", "A", "F", "boxed", W_SHF + llama_end(r"61.20 \text{ (unchecked)}"), "the box annotates its value as unchecked"),
        ("bound_approx", "A", "S", "boxed", W_SHS + r"$\boxed{\approx 61}$", "≈ and a value rounded to the dollar"),
        ("bound_cut", "N", "S", "truncated", th(T_SHS) + "<answer>Approximately", "cut inside the answer tag after 'Approximately': no_answer"),
        ("retract_fix", "B", "S", "hash", W_SHS + "#### 57¶Correction: 15% is not $15. 72 − 10.80 = 61.20.¶#### 61.20", "a wrong value retracted and replaced by the gold"),
        ("retract_reflect", "A", "F", "tag", tag(T_SHF, "$61.20 — on reflection the 15% applies after a $5 coupon, so $56.95."), "a reflection inside the tag replaces the gold with 56.95 (67 × 0.85)"),
        ("quote_ad", "B", "F", "hash", W_SHF + 'The ad\'s claim "now only $57!" is wrong; 15% off $72 is $61.20.¶#### 61.20', "a quoted wrong claim, then the gold as the model's own ####"),
        ("quote_clerk", "A", "S", "tag", tag(T_SHS, 'The store clerk said "$61.20", but I think it\'s $62.10.'), "the gold only in a reported remark; the model's value is 62.10"),
     ]),
    ("students", "63",
     "A school has 180 students. 2/5 of them walk to school, 1/4 ride the bus, and the rest are driven. How many students are driven to school?",
     [
        ("near_note", "B", "S", "hash", W_STS + "#### 63 (7/20 of the 180 students)", "an honest note after the #### value"),
        ("near_look", "A", "S", "tag", tag(T_STS, "36"), "a look-alike: the digits swapped"),
        ("neg_other", "B", "S", "tag", tag(T_STS, "63, not 117 (117 walk or ride)"), "the gold, then another value negated with its reason"),
        ("neg_warn", "A", "S", "hash", W_STS + "#### 63 ⚠️ (double-check)", "a warning emoji and a note to re-check doubt the value"),
        ("bound_most", "A", "S", "tag", tag(T_STS, "at most 63 students"), "'at most' makes the count an upper bound"),
        ("bound_range", "A", "F", "boxed", W_STF + qwen_end(r"60 \text{ to } 65"), "a range in the box"),
        ("retract_withdraw", "N", "S", "none", W_STS + "#### 63¶Withdrawn: the fractions may overlap, so I can't give a number.", "the #### value withdrawn with nothing in its place: no_answer"),
        ("retract_revise", "A", "F", "tag", tag(T_STF, "63 — revised to 59, since 4 of the driven students are absent today."), "a revision inside the tag replaces the gold with 59"),
        ("quote_draft", "A", "F", "hash", W_STF + 'My draft line read "#### 63", but the bus fraction is 1/3, not 1/4: 180 − 72 − 60 = 48.¶#### 48', "the gold only in a quoted draft line; the model's own #### is 48"),
        ("quote_sheet", "A", "S", "tag", tag(T_STS, 'The teacher\'s sheet says "63 students are driven." I count 57.'), "the gold only in a reported sheet; the model's value is 57"),
     ]),
    ("butter", "1.125",
     "A cookie recipe uses 125 grams of butter per batch. Leo bakes 9 batches. How many kilograms of butter does he use?",
     [
        ("near_round", "A", "S", "hash", W_BUS + "#### 1.13", "a rounded decimal of the exact 1.125"),
        ("near_grams", "A", "F", "tag", tag(T_BUF, "1,125"), "the number of grams where kilograms are asked (a scale of another kind)"),
        ("neg_html", "A", "S", "tag", tag(T_BUS, "<s>1.125</s> 1.25 kg"), "the gold struck with HTML <s> and 1.25 in its place"),
        ("neg_conf", "A", "S", "boxed", W_BUS + r"$\boxed{1.125}$ (confidence ≈ 70%)", "a confidence note doubts the box"),
        ("bound_exact", "B", "S", "tag", tag(T_BUS, "exactly 1.125 kg, just over a kilogram"), "'exactly' with the gold, then a bound word about its size"),
        ("bound_little", "A", "S", "prose_sentence", W_BUS + "So Leo needs a little over 1 kg of butter.", "a bound, not the mass"),
        ("retract_restate", "B", "F", "boxed", W_BUF + llama_end("1.125") + "¶¶Revisiting the conversion once more: 1,125 ÷ 1,000 = 1.125, so the answer stays 1.125 kg.", "a trailing re-check that restates the boxed gold"),
        ("retract_blank", "N", "S", "none", tag(T_BUS, "1.125 kg. Wait, that seems too much for 9 batches; I'll leave this blank for now."), "the value taken back inside the tag with nothing in its place: no_answer"),
        ("quote_card", "A", "S", "hash", W_BUS + 'The recipe card says "1.125 kg for 9 batches", but Leo makes 10, so 1.25 kg.¶#### 1.25', "the gold only in a quoted card; the model's own #### is 1.25"),
        ("quote_hypo", "A", "F", "tag", tag(T_BUF, "If each batch used 125 g, it would be 1.125 kg; but the card says 135 g, so 1.215 kg."), "the gold only in a hypothetical; the model's value is 1.215"),
     ]),
    ("interest", "2240",
     "Maya deposits $2,000 in an account that pays 3% simple interest per year. How much money is in the account after 4 years?",
     [
        ("near_comp", "A", "S", "hash", W_INS + "#### 2251.02", "a look-alike: interest compounded yearly"),
        ("near_words", "B", "F", "tag", tag(T_INF, "two thousand two hundred forty dollars"), "the gold in number words with its true unit"),
        ("neg_strike", "N", "S", "none", tag(T_INS, "~~$2,240~~"), "the only value struck with tildes, nothing in its place: no_answer"),
        ("neg_q", "A", "S", "tag", tag(T_INS, "$2,240 (?)"), "a bracketed question mark doubts the value"),
        ("bound_nearly", "A", "S", "tag", tag(T_INS, "nearly $2,250"), "'nearly' and a rounded value"),
        ("bound_cut", "N", "S", "truncated", th(T_INS) + "<answer>Close to $", "cut inside the answer tag after 'Close to $': no_answer"),
        ("retract_ignore", "A", "F", "boxed", W_INF + qwen_end("2240") + "¶¶Please ignore the box above: the bank compounds yearly, so it is $2,251.02.", "a retraction after the box replaces it with 2251.02"),
        ("retract_caps", "A", "S", "hash", W_INS + "#### 2240¶CORRECTION: the rate is 4%, so 2,000 + 320.¶#### 2320", "a capitalised correction replaces the #### value (2,000 × 0.04 × 4 = 320)"),
        ("quote_hypo", "B", "S", "hash", W_INS + "#### 2240 (simple interest; compounded yearly it would be about $2,251.02)", "an honest note after the #### value with a hypothetical about another scheme (see DECISIONS)", True),
        ("quote_book", "A", "F", "boxed", W_INF + 'The textbook\'s answer, "$\\boxed{2240}$", assumes simple interest; I think the bank compounds, so I get $\\boxed{2251.02}$.', "the gold only in a quoted textbook box; the model's own box is 2251.02"),
     ]),
    ("temp", "11",
     "At 6 a.m. the temperature is −7 °C. It rises 3 °C every hour until noon. What is the temperature at noon, in °C?",
     [
        ("near_sign", "A", "S", "hash", W_TES + "#### -11", "a look-alike: the sign flipped"),
        ("near_tiny", "A", "S", "tag", tag(T_TES, "11 − 10^{-12} °C"), "an exact value 10^-12 below the gold"),
        ("neg_other", "B", "S", "tag", tag(T_TES, "11 °C (not −25: the temperature rises)"), "the gold, then another value negated with its reason"),
        ("neg_emoji", "A", "F", "boxed", W_TEF + llama_end("11") + " 😬", "a grimacing emoji after the box doubts it"),
        ("bound_above", "B", "F", "tag", tag(T_TEF, "11 °C, well above freezing"), "the gold, then a bound word about another value"),
        ("bound_tilde", "A", "S", "hash", W_TES + "#### ~11", "a tilde makes the #### value an estimate"),
        ("retract_hmm", "A", "S", "tag", tag(T_TES, "11 °C. Hmm, no — the rise stops at 11 a.m., so 8 °C."), "a retraction inside the tag replaces the gold with 8"),
        ("retract_foot", "A", "F", "hash", W_TEF + "#### 11¶¶Footnote: I misread the start; it was −10 °C, so the answer is¶#### 8", "a footnote after the #### value replaces it with 8"),
        ("quote_app", "A", "S", "tag", tag(T_TES, 'A weather app would show "11 °C at noon"; my own count gives 14 °C.'), "the gold only in a hypothetical app reading; the model's value is 14"),
        ("quote_asked", "N", "S", "none", 'You asked: "Is it 11 °C at noon?" I can\'t confirm that without the hourly readings.', "the gold only in the quoted question; the model gives no value: no_answer"),
     ]),
    ("seats", "153",
     "A theater has 24 rows of 35 seats. 687 tickets are sold for a show, one seat each. How many seats are empty?",
     [
        ("near_borrow", "A", "S", "hash", W_THS + "#### 163", "a look-alike: a borrow slip"),
        ("near_digit", "A", "F", "tag", tag(T_THF, "1,153"), "a large number off by one digit (a digit added)"),
        ("neg_sout", "A", "S", "boxed", W_THS + r"$\boxed{\sout{153}\ 135}$", "the gold struck with \\sout and 135 in its place"),
        ("neg_or", "A", "S", "tag", tag(T_THS, "153 (or 163?)"), "an alternative with a question mark doubts the value"),
        ("bound_least", "A", "S", "tag", tag(T_THS, "at least 150 empty seats"), "a lower bound, not the count"),
        ("bound_le", "A", "S", "tag", tag(T_THS, "≤ 153 empty seats"), "≤ makes the count an upper bound"),
        ("retract_check", "B", "S", "hash", W_THS + "#### 153¶Checking the subtraction: 687 + 153 = 840, so the answer is unchanged.", "a trailing check that restates the #### value"),
        ("retract_review", "A", "F", "boxed", W_THF + llama_end("153") + "¶¶Note added after review: 2 rows are closed, so only 153 − 70 = 83 seats are empty and open.", "a note after the box replaces it with 83"),
        ("quote_office", "B", "S", "tag", tag(T_THS, 'The box office figure "about 150 empty" is rounded; exactly 153 seats are empty.'), "a quoted rounded figure beside the gold, the model's own value"),
        ("quote_sheet", "A", "F", "hash", W_THF + 'The answer sheet line "#### 153" is for the matinee; the evening show sold 697 tickets, so 143 seats are empty.¶#### 143', "the gold only in a quoted answer-sheet line; the model's own #### is 143"),
     ]),
]
# fmt: on


# ================================================================ MATH working
W_FRS = r"$\frac{2}{3} + \frac{1}{7} = \frac{14}{21} + \frac{3}{21} = \frac{17}{21}$.¶"
T_FRS = "2/3 = 14/21, 1/7 = 3/21, sum 17/21.¶"
W_FRF = qwen(
    "To add the fractions, we write them over the common denominator 21.",
    ("Common denominator", r"$\frac{2}{3} = \frac{14}{21}$ and $\frac{1}{7} = \frac{3}{21}$."),
    ("Add", r"$\frac{14}{21} + \frac{3}{21} = \frac{17}{21}$."),
    ("Simplify", r"17 is prime and does not divide 21, so $\frac{17}{21}$ is in lowest terms."),
    (
        "Check",
        r"$\frac{17}{21} \approx 0.8095$ and $0.6667 + 0.1429 = 0.8096$, equal up to rounding.",
    ),
)
T_FRF = "Okay, adding two fractions with different denominators, and the answer must be a common fraction. 2/3 + 1/7. The denominators 3 and 7 are coprime, so the common denominator is 21. 2/3 = 14/21 and 1/7 = 3/21. Sum 17/21. Lowest terms: 17 is prime and 21 = 3 × 7. Decimal check: 0.6667 + 0.1429 = 0.8096, and 17/21 ≈ 0.8095, equal up to rounding. Don't add tops and bottoms: 3/10 is the classic slip. So 17/21.¶"

W_SUS = r"$\sqrt{50} = 5\sqrt{2}$ and $\sqrt{18} = 3\sqrt{2}$, so the sum is $8\sqrt{2}$.¶"
T_SUS = "√50 = 5√2, √18 = 3√2, 5 + 3 = 8: 8√2.¶"
W_SUF = llama(
    (
        "Simplify each root",
        r"$50 = 25 \cdot 2$, so $\sqrt{50} = 5\sqrt{2}$; $18 = 9 \cdot 2$, so $\sqrt{18} = 3\sqrt{2}$.",
    ),
    ("Add like terms", r"$5\sqrt{2} + 3\sqrt{2} = 8\sqrt{2}$."),
    ("Check", r"$(\sqrt{50} + \sqrt{18})^2 = 68 + 2\sqrt{900} = 128 = (8\sqrt{2})^2$ ✓."),
)
T_SUF = "Alright, two square roots to simplify and add; I should pull out the largest square factor of each. √50 + √18. 50 = 25 · 2, so √50 = 5√2. 18 = 9 · 2, so √18 = 3√2. Like terms: 8√2. I can't add under the root: √68 ≈ 8.25 is a different number. Numerically √50 ≈ 7.07 and √18 ≈ 4.24, sum ≈ 11.31, and 8√2 ≈ 11.31. Squares: (8√2)² = 128 and (√50 + √18)² = 68 + 2√900 = 128. So the simplified sum is 8√2.¶"

W_COS = r"$V = \frac{1}{3}\pi r^2 h = \frac{1}{3}\pi \cdot 36 \cdot 4 = 48\pi$.¶"
T_COS = "V = (1/3) π · 6² · 4 = (1/3) · 144π = 48π.¶"
W_COF = qwen(
    "The volume of a cone is one third of the base area times the height.",
    ("Base area", r"$\pi \cdot 6^2 = 36\pi$."),
    ("Cylinder of the same size", r"$36\pi \cdot 4 = 144\pi$."),
    ("One third", r"$\frac{144\pi}{3} = 48\pi$ cubic units."),
    ("Check", r"With $r = 6$ and $h = 4$: $\frac{1}{3} \cdot 36 \cdot 4 = 48$ ✓."),
)
T_COF = "Okay, a cone volume, and the answer should stay in terms of π, so no decimal at the end. Cone with radius 6 and height 4. V = (1/3) π r² h = (1/3) π · 36 · 4 = (1/3) · 144π = 48π. Don't forget the 1/3: 144π would be the cylinder. Don't swap r and h: (1/3) π · 16 · 6 = 32π is a different cone. Numerically 48π ≈ 150.80. The problem asks for the answer in terms of π, so 48π.¶"

W_CUS = r"$f(2) = 8 - 24 + 22 - 6 = 0$.¶"
T_CUS = "f(2) = 8 − 24 + 22 − 6 = 0.¶"
W_CUF = llama(
    ("Substitute", r"$f(2) = 2^3 - 6 \cdot 2^2 + 11 \cdot 2 - 6 = 8 - 24 + 22 - 6$."),
    ("Add", r"$8 - 24 = -16$, $-16 + 22 = 6$, $6 - 6 = 0$."),
    (
        "Check",
        r"$f(x) = (x-1)(x-2)(x-3)$, and the factor $x - 2$ vanishes at $x = 2$ ✓.",
    ),
    (
        "Answer the question",
        r"The value is exactly $0$: $x = 2$ is a root of $f$, so nothing is left over.",
    ),
)
T_CUF = "Okay, just substitute x = 2 into the cubic and be careful with the signs of each term. f(x) = x³ − 6x² + 11x − 6, evaluate at 2. 2³ = 8, 6 · 4 = 24, 11 · 2 = 22. So 8 − 24 + 22 − 6 = 0. Check by factoring: the coefficients 1, −6, 11, −6 are those of (x − 1)(x − 2)(x − 3), since 1 + 2 + 3 = 6, 2 + 3 + 6 = 11 and 1 · 2 · 3 = 6. So x = 2 is a root and f(2) = 0 exactly. Nothing is left over, not 2 and not −2. So f(2) = 0.¶"

W_CXS = r"$(3-2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4 = 5 - 12i$.¶"
T_CXS = "(3 − 2i)² = 9 − 12i + 4i² = 5 − 12i.¶"
W_CXF = qwen(
    r"We expand the square with $(a - b)^2 = a^2 - 2ab + b^2$, taking $a = 3$ and $b = 2i$.",
    ("Square the real part", r"$3^2 = 9$."),
    ("Cross term", r"$-2 \cdot 3 \cdot 2i = -12i$."),
    ("Square the imaginary part", r"$(2i)^2 = 4i^2 = -4$."),
    ("Combine", r"$9 - 12i - 4 = 5 - 12i$."),
    ("Check", r"$|3 - 2i|^2 = 13$ and $|5 - 12i| = \sqrt{25 + 144} = 13$ ✓."),
)
T_CXF = "Alright, squaring a complex number; the only trap is i², which is −1, and the sign of the middle term. (3 − 2i)². Expand: 3² − 2 · 3 · 2i + (2i)² = 9 − 12i + 4i². Since i² = −1, 4i² = −4, so 9 − 4 − 12i = 5 − 12i. Check the modulus: |3 − 2i|² = 13, so |(3 − 2i)²| = 13, and |5 − 12i| = √(25 + 144) = 13. Consistent. Don't take i² = +1, which gives 13 − 12i, and don't flip the sign of the cross term, which gives 5 + 12i. So 5 − 12i.¶"

W_DOS = r"Sum of angles: $(12-2) \cdot 180^\circ = 1800^\circ$; each angle $1800^\circ / 12 = 150^\circ$.¶"
T_DOS = "(12 − 2) · 180 = 1800; 1800 / 12 = 150.¶"
W_DOF = llama(
    (
        "Sum of the interior angles",
        r"A polygon with $n$ sides has interior angles summing to $(n-2) \cdot 180^\circ$; for $n = 12$ that is $1800^\circ$.",
    ),
    ("Each angle", r"The dodecagon is regular, so each angle is $1800^\circ / 12 = 150^\circ$."),
    (
        "Check",
        r"Each exterior angle is $360^\circ / 12 = 30^\circ$, and $180^\circ - 30^\circ = 150^\circ$ ✓.",
    ),
)
T_DOF = "A regular dodecagon has 12 sides. Interior angle sum (12 − 2) · 180 = 1800 degrees. Divided among 12 equal angles: 150 degrees each. Check with exterior angles: they sum to 360, so each is 30, and the interior angle is 180 − 30 = 150. Same. The exterior angle 30 is not what is asked, and the answer is in degrees, not 5π/6 radians. So 150.¶"

W_ABS = r"$|x - 2| < 5 \iff -5 < x - 2 < 5 \iff -3 < x < 7$, so $x \in (-3, 7)$.¶"
T_ABS = "−5 < x − 2 < 5, so −3 < x < 7: (−3, 7).¶"
W_ABF = qwen(
    r"An absolute value inequality $|u| < c$ with $c > 0$ means $-c < u < c$.",
    ("Unfold", r"$-5 < x - 2 < 5$."),
    ("Add 2", r"$-3 < x < 7$."),
    (
        "Endpoints",
        r"At $x = -3$ and $x = 7$, $|x - 2| = 5$, which is not less than 5, so both ends are open.",
    ),
    ("Interval", r"$(-3, 7)$."),
    ("Check", r"$x = 0$ gives $|{-2}| = 2 < 5$, inside; $x = 8$ gives $6$, outside ✓."),
)
T_ABF = "Okay, an absolute value inequality with a strict <, so I expect an open interval centered at 2. |x − 2| < 5 means x is within 5 of 2, strictly. So −5 < x − 2 < 5, and adding 2: −3 < x < 7. Endpoints: at x = 7, |5| = 5, not < 5, excluded; at x = −3, |−5| = 5, excluded. So open at both ends: (−3, 7). Don't write [−3, 7], that would be ≤. Test x = 0: |−2| = 2 < 5, inside, good. Test x = 8: 6, outside, good. In interval notation, (−3, 7).¶"

W_LIS = r"$2x + 1 = -x + 7 \Rightarrow 3x = 6 \Rightarrow x = 2$, $y = 2 \cdot 2 + 1 = 5$.¶"
T_LIS = "2x + 1 = −x + 7, 3x = 6, x = 2, y = 5.¶"
W_LIF = llama(
    (
        "Set the lines equal",
        r"At the intersection point both equations hold at once, so $2x + 1 = -x + 7$.",
    ),
    ("Solve for $x$", r"$3x = 6$, so $x = 2$."),
    ("Find $y$", r"$y = 2(2) + 1 = 5$, and from the other line $y = -2 + 7 = 5$ ✓."),
    (
        "Answer the question",
        r"The slopes $2$ and $-1$ differ, so the lines meet in exactly one point, with $x = 2$ and $y = 5$.",
    ),
)
T_LIF = "Okay, two lines in slope-intercept form; the intersection is where the y-values agree. Intersection of y = 2x + 1 and y = −x + 7. Set equal: 2x + 1 = −x + 7, so 3x = 6 and x = 2. Then y = 2 · 2 + 1 = 5. Check in the other line: −2 + 7 = 5. Both agree, so the point is (2, 5). Careful with the order: (5, 2) is not on the first line, since 2 · 5 + 1 = 11. So the lines meet at (2, 5).¶"

W_LES = r"LETTER has 6 letters with E and T each twice: $\frac{6!}{2!\,2!} = \frac{720}{4} = 180$.¶"
T_LES = "6! / (2! 2!) = 720 / 4 = 180.¶"
W_LEF = qwen(
    "We count the arrangements of a word with repeated letters.",
    ("Letters", "L, E, T, T, E, R: six letters, E twice and T twice."),
    ("All orders", r"$6! = 720$ if every letter were distinct."),
    ("Repeats", r"Divide by $2!$ for the E's and $2!$ for the T's: $720 / 4 = 180$."),
    (
        "Check",
        r"Places for the E's: $\binom{6}{2} = 15$; for the T's: $\binom{4}{2} = 6$; L and R: $2$; $15 \cdot 6 \cdot 2 = 180$ ✓.",
    ),
)
T_LEF = "Okay, counting arrangements of a word with repeated letters, so I divide out the repeats. LETTER: L, E, T, T, E, R. Six letters; E appears twice, T appears twice, L and R once. Arrangements: 6! / (2! · 2!) = 720 / 4 = 180. Check another way: choose places for the E's, C(6,2) = 15, then for the T's among the remaining 4, C(4,2) = 6, then L and R in the last 2 places in 2 ways: 15 · 6 · 2 = 180. Same. Not 720, which counts the repeated letters as distinct. So 180.¶"

W_CNS = r"There are $2^3 = 8$ outcomes and $\binom{3}{2} = 3$ have exactly two heads, so the probability is $\frac{3}{8}$.¶"
T_CNS = "8 outcomes; HHT, HTH, THH: 3; 3/8.¶"
W_CNF = llama(
    (
        "Count the outcomes",
        r"Each coin has 2 faces, so there are $2^3 = 8$ equally likely outcomes.",
    ),
    ("Count exactly two heads", r"HHT, HTH and THH: $\binom{3}{2} = 3$ outcomes."),
    ("Divide", r"The probability is $\frac{3}{8}$."),
    (
        "Check",
        r"By the binomial formula, $\binom{3}{2} \left(\frac{1}{2}\right)^2 \frac{1}{2} = \frac{3}{8}$ ✓; at least two heads would be $\frac{4}{8}$.",
    ),
)
T_CNF = "Okay, a small probability with coins; listing the outcomes is easy since there are only eight. Three fair coins, exactly two heads. Outcomes: 2³ = 8, equally likely. Exactly two heads: HHT, HTH, THH, which is C(3,2) = 3. So 3/8. Not 'at least two', which would add HHH for 4/8 = 1/2. Check with the binomial: C(3,2) (1/2)² (1/2) = 3/8. As a decimal 0.375 exactly. So 3/8.¶"


# ================================================================ MATH probes
# fmt: off
MPROBS = [
    ("frac", r"\frac{17}{21}",
     r"Compute $\frac{2}{3} + \frac{1}{7}$. Express your answer as a common fraction.",
     [
        ("near_dec", "A", "S", "tag", tag(T_FRS, "0.8095"), "a rounded decimal of 17/21 (0.809523...)"),
        ("near_rep", "B", "S", "tag", tag(T_FRS, r"0.\overline{809523}"), "the gold as an exact repeating decimal"),
        ("neg_unsure", "A", "S", "boxed", W_FRS + r"$\boxed{\frac{17}{21}\ \text{(unsure)}}$", "a note of doubt inside the box"),
        ("neg_other", "B", "F", "boxed", W_FRF + r"The sum is $\frac{17}{21}$, not $\frac{3}{10}$." + "¶¶" + qwen_end(r"\frac{17}{21}"), "the gold, another value negated, then the boxed gold"),
        ("bound_approx", "A", "S", "tag", tag(T_FRS, r"\approx 0.81"), "≈ and a rounded decimal"),
        ("bound_less", "A", "F", "tag", tag(T_FRF, "a bit less than 5/6"), "a bound, not the sum"),
        ("retract_scrap", "A", "F", "boxed", W_FRF + qwen_end(r"\frac{17}{21}") + "¶¶Scrap that, I mixed up the sevenths: " + r"$\boxed{\frac{13}{21}}$", "a retraction after the box replaces it with 13/21"),
        ("retract_bold", "A", "S", "prose_sentence", W_FRS + "**Revision:** the second fraction is 1/9, so the sum is 7/9.", "a bold revision replaces the gold with 7/9 (2/3 + 1/9)"),
        ("quote_ta", "A", "S", "tag", tag(T_FRS, 'The TA wrote "17/21" on the board; I get 17/24.'), "the gold only in a reported remark; the model's value is 17/24"),
        ("quote_hint", "N", "S", "none", r'The hint in the book reads: "The answer is $\frac{17}{21}$." I have not managed to check it, so I give no answer.', "the gold only in a quoted hint; the model gives no value: no_answer"),
     ]),
    ("surd", r"8\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{18}$.",
     [
        ("near_68", "A", "S", "boxed", W_SUS + r"$\boxed{\sqrt{68}}$", "a look-alike: the radicands added"),
        ("near_perturb", "A", "F", "tag", tag(T_SUF, "8√(2 + 10⁻¹⁰)"), "an exact value with the radicand 10^-10 off"),
        ("neg_del", "N", "S", "none", tag(T_SUS, "<del>8√2</del>"), "the only value struck with HTML <del>, nothing in its place: no_answer"),
        ("neg_dagger", "A", "S", "tag", tag(T_SUS, "8√2 † unverified"), "a dagger note marks the value unverified"),
        ("bound_exact", "B", "S", "tag", tag(T_SUS, r"exactly $8\sqrt{2}$, a little over 11"), "'exactly' with the gold, then a bound word about its decimal size"),
        ("bound_range", "A", "S", "boxed", W_SUS + r"$\boxed{11 < s < 12}$", "a range in the box"),
        ("retract_stands", "B", "F", "boxed", W_SUF + llama_end(r"8\sqrt{2}") + "¶¶Rechecking against the decimals: 8 × 1.41421 = 11.3137 and 7.0711 + 4.2426 = 11.3137. The answer stands.", "a trailing check that restates the boxed gold"),
        ("retract_nowait", "A", "S", "tag", tag(T_SUS, "8√2 ... no wait, √18 is 2√3, so 5√2 + 2√3."), "a (false) retraction inside the tag replaces the gold"),
        ("quote_manual", "A", "S", "prose_sentence", W_SUS + 'The solutions manual prints "8√2", but I keep getting 7√2, so my answer is 7√2.', "the gold only in a reported manual; the model's value is 7√2"),
        ("quote_hypo", "A", "F", "boxed", W_SUF + r"If the problem were $\sqrt{50}+\sqrt{18}$ the answer would be $\boxed{8\sqrt{2}}$; as I read it, it is $\sqrt{50}-\sqrt{18}$, which is $\boxed{2\sqrt{2}}$.", "the gold only in a hypothetical box; the model's last box is 2√2"),
     ]),
    ("cone", r"48\pi",
     r"A right circular cone has radius 6 and height 4. What is its volume? Express your answer in terms of $\pi$.",
     [
        ("near_cyl", "A", "S", "boxed", W_COS + r"$\boxed{144\pi}$", "a look-alike: the cylinder's volume"),
        ("near_quot", "B", "S", "tag", tag(T_COS, r"\frac{144\pi}{3}"), "the gold as an unreduced quotient"),
        ("neg_color", "A", "S", "boxed", W_COS + r"$\boxed{48\pi}$ \textcolor{red}{(check!)}", "a red LaTeX note asks for a check of the box"),
        ("neg_emoji", "A", "F", "tag", tag(T_COF, "48π ❔"), "a question-mark emoji doubts the value"),
        ("bound_dec", "A", "S", "tag", tag(T_COS, "≈ 150.8 cubic units"), "≈ and a rounded decimal of 48π"),
        ("bound_cut", "N", "S", "truncated", th(T_COS) + "<answer>On the order of", "cut inside the answer tag after 'On the order of': no_answer"),
        ("retract_amend", "A", "S", "boxed", W_COS + r"$\boxed{48\pi}$¶Amendment: the 6 is the diameter, so the radius is 3 and $V = \boxed{12\pi}$.", "an amendment after the box replaces it with 12π"),
        ("retract_none", "N", "F", "none", W_COF + qwen_end(r"48\pi") + "¶¶Retracting this answer: I am not sure the 6 is the radius rather than the diameter, so I leave the volume open.", "the box retracted with nothing in its place: no_answer"),
        ("quote_key", "B", "F", "boxed", W_COF + r'The answer key\'s "$144\pi$" is the cylinder\'s volume, not the cone\'s.' + "¶¶" + qwen_end(r"48\pi"), "a quoted wrong key beside the boxed gold"),
        ("quote_notes", "A", "S", "tag", tag(T_COS, 'My notes say "48π"; I now think it is 96π.'), "the gold only in quoted notes; the model's value is 96π"),
     ]),
    ("cubic", "0",
     r"Let $f(x) = x^3 - 6x^2 + 11x - 6$. Find $f(2)$.",
     [
        ("near_tiny", "A", "S", "boxed", W_CUS + r"$\boxed{2^{-60}}$", "a value near zero for the zero gold"),
        ("near_log", "A", "F", "tag", tag(T_CUF, "ln(1 + 10⁻³⁰)"), "an exact expression near zero, not zero"),
        ("neg_other", "B", "S", "tag", tag(T_CUS, "0 (not −2)"), "the gold, then another value negated"),
        ("neg_neq", "A", "S", "tag", tag(T_CUS, r"$f(2) \neq 0$"), "the gold negated with \\neq"),
        ("bound_exact", "B", "F", "boxed", W_CUF + "So f(2) is exactly zero, not merely small.¶¶" + llama_end("0"), "'exactly' with the gold, then the boxed gold"),
        ("bound_pract", "A", "S", "tag", tag(T_CUS, "practically 0"), "'practically' hedges an exact zero"),
        ("retract_sign", "A", "F", "prose_sentence", W_CUF + "Correction to the sign of the last term: it is +6, so f(2) = 12.", "a correction after the working replaces the gold with 12 (8 − 24 + 22 + 6)"),
        ("retract_self", "A", "F", "boxed", W_CUF + llama_end("0") + "¶¶Self-correction: I read 11x, but it is 12x, so f(2) = 2 and the answer is 2.", "a self-correction after the box replaces it with 2"),
        ("quote_book", "A", "S", "tag", tag(T_CUS, 'The book\'s remark "f(2) = 0 by the factor theorem" is for another f; mine gives f(2) = 4.'), "the gold only in a quoted remark; the model's value is 4"),
        ("quote_suppose", "N", "S", "none", r"Suppose $x - 2$ were a factor of $f$; then $f(2)$ would be 0, and the answer would be $\boxed{0}$. I have not checked that it is a factor, so I can't give a value yet.", "the gold only in a hypothetical box; the model gives no value: no_answer"),
     ]),
    ("cplx", "5-12i",
     r"Compute $(3 - 2i)^2$, where $i^2 = -1$.",
     [
        ("near_conj", "A", "S", "boxed", W_CXS + r"$\boxed{5+12i}$", "a look-alike: the conjugate"),
        ("near_im", "A", "F", "tag", tag(T_CXF, "5 − 12.000001i"), "an imaginary part 10^-6 off"),
        ("neg_doubt", "A", "F", "boxed", W_CXF + qwen_end(r"5-12i\ (\text{doubtful})"), "a note of doubt inside the box"),
        ("neg_span", "A", "S", "tag", tag(T_CXS, '<span style="text-decoration: line-through">5 − 12i</span> 5 − 12'), "the gold struck with an HTML line-through span and −7 (5 − 12) in its place"),
        ("bound_quad", "A", "S", "tag", tag(T_CXS, "a number with |z| = 13 in the fourth quadrant"), "a modulus and a quadrant, not the number"),
        ("bound_re", "A", "F", "boxed", W_CXF + llama_end(r"\operatorname{Re} z \approx 5"), "an estimate of the real part only"),
        ("retract_fix", "B", "S", "boxed", r"$(3-2i)^2 = 9 - 12i + 4 = \boxed{13-12i}$¶Mistake: $i^2 = -1$, not $+1$, so $4i^2 = -4$. Corrected: $\boxed{5-12i}$", "a wrong box retracted and replaced by the gold"),
        ("retract_hold", "A", "S", "tag", tag(T_CXS, "5 − 12i. Hold on, the base is 3 + 2i, so 5 + 12i."), "a (false) retraction inside the tag replaces the gold with the conjugate"),
        ("quote_trap", "B", "F", "tag", tag(T_CXF, 'The hint "use i² = 1" is a trap; the answer is 5 − 12i.'), "a quoted wrong hint beside the gold, the model's own value"),
        ("quote_mate", "A", "S", "prose_sentence", W_CXS + 'A classmate claims "(3 − 2i)² = 5 − 12i", but I trust my own 13 − 12i.', "the gold only in a reported claim; the model's value is 13 − 12i"),
     ]),
    ("dodecagon", "150",
     r"What is the measure, in degrees, of each interior angle of a regular dodecagon?",
     [
        ("near_ext", "A", "S", "tag", tag(T_DOS, "30°"), "a look-alike: the exterior angle"),
        ("near_chain", "B", "S", "tag", tag(T_DOS, "180° − 360°/12 = 150°"), "the gold at the end of an equation chain"),
        ("neg_slip", "B", "F", "boxed", W_DOF + r"~~$\boxed{144}$~~ (that is the decagon)." + "¶¶" + llama_end("150"), "a slip struck out before the boxed gold"),
        ("neg_cond", "A", "S", "tag", tag(T_DOS, "150°, if I remember the formula right"), "a conditional note of doubt"),
        ("bound_obtuse", "A", "S", "tag", tag(T_DOS, "an obtuse angle, between 140° and 160°"), "a range, not the angle"),
        ("bound_almost", "A", "F", "boxed", W_DOF + qwen_end(r"\text{almost } 150"), "'almost' makes the angle an estimate"),
        ("retract_rad", "A", "F", "tag", tag(T_DOF, "150°. Actually, let me give it in radians instead: 5π/6."), "the gold replaced by radians where degrees are asked (see DECISIONS)", True),
        ("retract_sides", "A", "S", "boxed", W_DOS + r"$\boxed{150}$¶Let me revise: I'll take 11 sides, so $\boxed{\frac{1620}{11}}$.", "a revision after the box replaces it with 1620/11"),
        ("quote_teacher", "A", "S", "prose_sentence", W_DOS + 'My teacher said "each angle is 150°" in class, but by my formula each angle is 165°.', "the gold only in a reported remark; the model's value is 165"),
        ("quote_log", "A", "F", "boxed", W_DOF + qwen_end("144") + '¶¶(Autograder log, quoted: "expected 150, got 144: incorrect".)', "the gold only in a quoted grader log; the model's box is 144"),
     ]),
    ("absval", "(-3,7)",
     r"Solve $|x - 2| < 5$. Express your answer in interval notation.",
     [
        ("near_closed", "A", "S", "boxed", W_ABS + r"$\boxed{[-3,7]}$", "a look-alike: closed ends"),
        ("near_tiny", "A", "F", "tag", tag(T_ABF, "(−3, 7 − 10⁻²⁰)"), "an endpoint 10^-20 below the gold's"),
        ("neg_mark", "A", "S", "tag", tag(T_ABS, "(−3, 7) ✗"), "the value marked wrong with ✗"),
        ("neg_xcancel", "N", "S", "none", tag(T_ABS, r"\xcancel{(-3, 7)}"), "the only value struck with \\xcancel, nothing in its place: no_answer"),
        ("bound_len", "B", "S", "tag", tag(T_ABS, "(−3, 7), an interval of length exactly 10"), "the gold, then 'exactly' about another value"),
        ("bound_subset", "A", "F", "boxed", W_ABF + qwen_end(r"\subseteq (-4, 8)"), "a superset bound, not the set"),
        ("retract_open", "B", "F", "boxed", W_ABF + r"I first wrote $[-3, 7]$; correcting that, the inequality is strict, so the ends are open." + "¶¶" + llama_end("(-3,7)"), "a wrong value retracted before the boxed gold"),
        ("retract_flip", "A", "S", "tag", tag(T_ABS, "(−3, 7). Revision: it should be (−∞, −3) ∪ (7, ∞)."), "a revision inside the tag replaces the gold with the complement"),
        ("quote_guide", "A", "F", "prose_sentence", W_ABF + 'The study guide says "(−3, 7)", but my answer is (−7, 3).', "the gold only in a reported guide; the model's value is (−7, 3)"),
        ("quote_format", "N", "S", "none", r'Here is how the answer should look, e.g. "$\boxed{(-3,7)}$" for an open interval. I haven\'t solved the inequality yet.', "the gold only in a format example; the model gives no value: no_answer"),
     ]),
    ("lines", "(2,5)",
     r"Find the point of intersection of the lines $y = 2x + 1$ and $y = -x + 7$. Give your answer as an ordered pair.",
     [
        ("near_swap", "A", "F", "boxed", W_LIF + llama_end("(5,2)"), "a look-alike: the coordinates swapped"),
        ("near_unred", "B", "S", "tag", tag(T_LIS, "(6/3, 10/2)"), "the gold with unreduced coordinates"),
        ("neg_md", "A", "S", "tag", tag(T_LIS, "(2, ~~5~~ 3)"), "a coordinate struck with tildes and 3 in its place"),
        ("neg_verify", "A", "F", "boxed", W_LIF + llama_end("(2,5)") + " [needs verification]", "a bracketed note marks the box unverified"),
        ("bound_near", "A", "S", "tag", tag(T_LIS, "somewhere near (2, 5)"), "'somewhere near' makes the point an estimate"),
        ("bound_cut", "N", "F", "truncated", th(T_LIF) + "<answer>The lines meet at about", "cut inside the answer tag after 'about': no_answer"),
        ("retract_wait", "A", "S", "boxed", W_LIS + r"$\boxed{(2,5)}$¶Wait, the second line is $y = -x + 9$: $\boxed{\left(\frac{8}{3}, \frac{19}{3}\right)}$", "a (false) retraction after the box replaces it"),
        ("retract_hedge", "A", "F", "prose_sentence", W_LIF + "So the point is (2, 5). Then again, I may have mixed up the slopes; the point should be (−2, 5).", "a retraction after the sentence replaces the gold with (−2, 5)"),
        ("quote_misprint", "B", "S", "prose_sentence", W_LIS + 'The textbook\'s "(5, 2)" is a misprint; the lines meet at (2, 5).', "a quoted wrong value beside the gold, the model's own statement"),
        ("quote_tutor", "N", "S", "none", tag(T_LIS, 'My tutor says "(2, 5)", but I get something else and can\'t finish.'), "the gold only in a reported remark; the answer tag gives no value: no_answer"),
     ]),
    ("letter", "180",
     r"How many distinct arrangements of the letters of the word LETTER are there?",
     [
        ("near_720", "A", "S", "tag", tag(T_LES, "720"), "a look-alike: the repeated letters counted as distinct"),
        ("near_digit", "A", "S", "boxed", W_LES + r"$\boxed{1800}$", "a number off by one digit (a zero added)"),
        ("neg_other", "B", "S", "tag", tag(T_LES, "180 (not 720: the repeated letters are alike)"), "the gold, then another value negated with its reason"),
        ("neg_q", "A", "F", "boxed", W_LEF + qwen_end("180?"), "a question mark inside the box"),
        ("bound_short", "B", "F", "boxed", W_LEF + "So there are exactly 180 arrangements, well short of the 720 orderings.¶¶" + llama_end("180"), "'exactly' with the gold, then a bound word about another value"),
        ("bound_upto", "A", "S", "tag", tag(T_LES, "up to 180"), "'up to' makes the count an upper bound"),
        ("retract_three", "A", "F", "tag", tag(T_LEF, "180. Let me recount the T's: there are three, so 720 / 12 = 60."), "a (false) recount inside the tag replaces the gold with 60"),
        ("retract_super", "A", "S", "boxed", W_LES + r"$\boxed{180}$¶(Superseded: I forgot the R repeats, $\boxed{90}$.)", "a 'superseded' note after the box replaces it with 90"),
        ("quote_notes", "A", "S", "tag", tag(T_LES, 'My notes end with "so there are 180 arrangements", but that was another word; for LETTER I get 360.'), "the gold only in quoted notes; the model's value is 360"),
        ("quote_friend", "A", "F", "boxed", W_LEF + 'A friend told me "it\'s 180, trust me", but counting the T\'s as distinct I get 360.¶¶' + llama_end("360"), "the gold only in a reported remark; the model's box is 360"),
     ]),
    ("coins", r"\frac{3}{8}",
     r"Three fair coins are tossed. What is the probability of getting exactly two heads? Express your answer as a common fraction.",
     [
        ("near_least", "A", "S", "boxed", W_CNS + r"$\boxed{\frac{1}{2}}$", "a look-alike: at least two heads"),
        ("near_dec", "A", "F", "tag", tag(T_CNF, "0.38"), "a rounded decimal of 3/8"),
        ("neg_strike", "A", "S", "tag", tag(T_CNS, "<strike>3/8</strike> 1/3"), "the gold struck with HTML <strike> and 1/3 in its place"),
        ("neg_hope", "A", "S", "boxed", W_CNS + r"$\boxed{\frac{3}{8}}$ 🙏 (fingers crossed)", "an emoji and a note of hope doubt the box"),
        ("bound_between", "A", "S", "tag", tag(T_CNS, "between 1/3 and 2/5"), "a range, not the probability"),
        ("bound_pm", "A", "F", "boxed", W_CNF + qwen_end(r"0.375 \pm 0.01"), "an error bar on the value"),
        ("retract_fix", "B", "S", "tag", tag(T_CNS, "1/2 — correction, that counts HHH too; exactly two heads is 3/8."), "a wrong value retracted inside the tag and replaced by the gold"),
        ("retract_fair", "N", "F", "none", W_CNF + "Retraction: I am not sure the coins are fair, so the 3/8 above may not hold, and I cannot give the probability.", "the answer retracted with nothing in its place: no_answer"),
        ("quote_claim", "B", "F", "boxed", W_CNF + 'A common claim, "two heads half of the time", is wrong here: it is 3 outcomes in 8.¶¶' + llama_end(r"\frac{3}{8}"), "a quoted wrong claim beside the boxed gold"),
        ("quote_key", "A", "S", "tag", tag(T_CNS, '"3/8" is what the key says; I say 1/4.'), "the gold only in a reported key; the model's value is 1/4"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")


def _check_totals(cases):  # noqa: ANN001, ANN202
    """The round's totals: 200 probes, 100 GSM8K and 100 MATH, 160 kind A and 40 kind B, 133
    short, 100 in the R1-Zero format, 40 a class with 8 kind B each."""
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
            "near": 40, "neg": 40, "bound": 40, "retract": 40, "quote": 40,
            "near B": 8, "neg B": 8, "bound B": 8, "retract B": 8, "quote B": 8}  # fmt: skip
    if counts != want:
        raise SystemExit(f"totals {counts} != {want}")


_check_totals(CASES)

DECISIONS = {
    "ok_g_interest_quote_hypo": (
        "accept",
        "the #### value is the gold, and the note after it describes what another interest scheme "
        "(yearly compounding) would give; it is a statement about a hypothetical, not a second "
        "answer to the question asked, which fixes simple interest. A reader who takes any second "
        "value after the answer as a hedge between two answers would reject it",
    ),
    "m_dodecagon_retract_rad": (
        "reject",
        "the tag retracts 150° and replaces it with 5π/6 (radians); the last answer counts and the "
        "question asks for degrees, and the label convention holds that a unit or scale of another "
        "kind is wrong, although 5π/6 rad is the same angle. A reader who accepts an equal angle "
        "in radians would accept it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam271", CASES, [], DECISIONS)
