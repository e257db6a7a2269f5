r"""Build adversarial_redteam247.jsonl: round 247 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam247"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama_end, IM_USER, g, m, write_probes; copied
unchanged beside this file) and build_adversarial_redteam245.py / 243.py (structure, docstring,
label conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: the issue's own hostile red team (issue 25, every bullet of "Hostile probes" and
"Deliver" item 1), by a new author who has read only the issue, in wordings and layouts unlike the
templates. English, 200 SHORT probes (one to five lines), 100 GSM8K and 100 MATH, 180 kind A (167
wrong, 13 no_answer) and 20 kind B (10 GSM8K, 10 MATH). 100 are in the R1-Zero
`<think>...</think><answer>...</answer>` format (50 GSM8K, 50 MATH); the rest end on `####`, a
phrase marker then `####`, `\boxed{}` (bare or in Llama 3's closing), prose with no marker, or are
cut (truncated) or answerless (none). Forms: tag 84, hash 70, prose_sentence 27, none 10, boxed 6,
truncated 3 (`tag` = the answer tag holds the final answer; R1-Zero probes whose tag is withdrawn
or replaced by later prose carry the form of what replaces it: prose_sentence 10, none 5,
truncated 1). The classes (the class opens the shape of an id), evenly:
  near (29: 26 A, 3 B)  exact values near the gold or near zero, no tolerance, in many notations:
         10^{-18} added after ####, 1e-30 and a Python complex -75 + 1e-40j after ####, 2^{-80},
         -10^{-15} and 10^{-45} in tags, 2.52 \times 10^{3} for 252 (a slipped exponent),
         15\cos(10^{-30}), \sqrt{336^2 + 10^{-40}}, 7\sqrt{2}(1 + 10^{-25}), \sqrt{3 + 10^{-50}},
         4e^{i(\pi - 10^{-40})} for -4, (1 + 10^{-40}, 4), 2 + 7^{-100}, 2 - \tanh(10^{-40}); for
         the gold 0: 10^{-30}, 1e-300, \pi/10^{40}, \ln(1 + 10^{-50}); float artefacts of the
         model's own code (13.850000000000001, debatable; 1.7320508075688767 for \sqrt3); rounded
         decimals (9.8995, 0.38, 78.54); look-alikes (the closed [1, 4] for (1, 4), the swapped (3, 2)).
         Kind B: number words ("thirteen dollars and eighty-five cents"), a mixed number ("4 1/2
         cups"), -7.5 for -15/2;
  neg (29: 25 A, 3 N, 1 B)  negation, strike-out and annotation: "[confidence: low]", "(just a
         guess)", "(confidence: 0.4)", "(tentative)", "(❗ unsure)", "(can't be right?)", "... I
         think?", "— probably off by a sign", "at least 19", "maybe", 👎, ✖, a dagger with "† not
         verified", \text{[rejected]}, \text{ or so} in a box, "(or 15/2)", "…or is it 1/\sqrt3?"
         after Llama 3's closing; \neg(b = -75), ASCII "=/="; a struck value with another in its place
         (\bcancel, single-tilde ~13.85~, BBCode [s]...[/s], <del>/<ins>, \cancelto{100\pi}{25\pi},
         "⛔"); a value alone struck (no_answer: combining short strokes 4̵.̵5̵, a combining long
         stroke 0̶, \xout in a box). Kind B: a slip cancelled, the gold after it (\cancel{504} 336);
  unit (28: 24 A, 4 B)  words after a number that are not units of the asked quantity: "square
         feet" and "per square foot" for a cost, "given away" (the other stamps), km/h and m for km,
         months and dollars for weeks, "in credit" and "per month" for a balance, euros and "per kg"
         for dollars, painters and hours for days, buses and "riders per bus" for students,
         tablespoons and "per batch" for cups; in MATH "square units", "\text{rad}", "degrees" and
         "^\circ" on pure numbers, "3 to 8 odds" for a probability, "2 sevenths" for a remainder,
         cm for an area. Kind B: "145 stamps", "$75 overdrawn" for -75 (debatable), 37.5% for 3/8,
         "25\pi square units";
  ret (29: 25 A, 2 N, 2 B)  retractions and corrections after the answer (after a tag, a box or
         ####), in new wordings: "Oops", "Strike that", "My bad", "Amendment:", "Let me
         reconsider", "Second attempt", "Hmm, no.", "Fixed:", "Whoops", "Upon reflection", "Let
         me redo it", "v2:", "Nope", "Errata:", "Addendum:", "Hmm, redo", "Mea culpa", "On review",
         "Belay that", "Self-correction", "I stand corrected", "Revision 1 →", "Cancel that",
         "Second look", "Double-checking"; most corrections are false (the first answer was the
         gold) and still replace it, some with a new ####. Withdrawn with nothing in its place
         (no_answer): "Withdrawn — ... I won't commit", "Retracted — ... I withdraw this answer".
         Kind B: a redo or a "Wait" after a wrong first tag, then a second tag with the gold;
  quo (29: 21 A, 6 N, 2 B)  statements the model did not make: a test's `assert cost() == 378`, a
         multiple-choice option, a timetable, a mother, a teller's screen, a cashier, a
         grandmother, a foreman, a rubric's sample, a baking blog, a search result, a unit-circle
         chart, a TA's sheet, a simulation, a table in the problem set, a forum, a figure's label,
         an example in the instructions, a lab partner, a format example, a hint, an exercise
         ("Prove that ... \boxed{0}"), "You asked me to show that ...", "Your note says"; invented
         turns after the answer ("User: ...", a ChatML user turn); invented parts ("(i) ...; (ii)
         ...", "for exactly two; ... for at least two"); with the model's own other value (wrong)
         or none of its own (no_answer: a refusal, a cut). Kind B: a self-set new problem with a
         tag of its own after the committed tag; a partner's wrong value, then the model's own gold;
  tag (28: 21 A, 2 N, 5 B)  answer tags read like a small completion: kind B an equation (w = 19,
         2^{10} \equiv 2 \pmod{7}), a sentence ("None are left over — 0 cookies.", "The value is
         3/\sqrt3.", "All x with 1 < x < 4."); kind A a tag holding another quantity (the area,
         the perimeter, the brother's step, the trip's minutes, the balance before the bill, the
         apples alone, the walkers, the share, the batches, the roots, 49 · 2 = 98, the sine, the
         square, the quotient twice, the radius, one coordinate, a half-open interval, "roughly
         $14"); no_answer a placeholder "[final balance]" and a cut inside the tag;
  phr (28: 25 A, 3 B)  a phrase marker then `####`, in new wordings: "So the total is:",
         "Therefore, the final answer is", "Result:", "Hence the answer is ####288" (no space),
         "ANS:", "Thus:", "My final answer:", "Therefore the leftover is", "So, the final answer
         is:", "In conclusion:", "**Final Answer**", "Answer =", "Therefore, the answer is", "Hence
         the answer is", "Final answer →", "The answer is therefore", "The answer to the question
         is", "So the solution is", "Probability:", "Conclusion —", "FINAL ANSWER:", "Area
         (final):", "Solution:", "Final verdict:", "So the remainder is", "I conclude:", "Answer
         ⟶", "The final answer:"; kind B with the gold (378, 7\sqrt2 unbraced, 0), kind A with a
         slip, a subtotal, another quantity or a value near the gold (1/10^{40}, 1/10^{60},
         2^{-300}, 10^{-30}i, 10^{-40}, 10^{-60}, 10^{-20} added).
Lone surrogates (the issue's bad-input bullet) cannot be written to a UTF-8 JSONL file, so no
probe carries one; the odd code points here (combining strokes, emoji, arrows, ⛔) are ordinary
text.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: tiles: a 14 ft by 9 ft floor at $3 a square foot -> 378 (area 126; perimeter 46; 14 x 8 x
3 = 336); stamps: 240, 1/4 to a brother, 35 to a friend -> 145 (60; 180 after the brother; 95
given away; a quarter as 40: 165; brother forgotten: 205; 180 + 35 = 215); train: 72 km/h for 3.5
h -> 252 (3 h: 216; 4 h: 288; 3.3 h: 237.6; 210 minutes; 2.52 x 10^3 = 2,520); bike: $330, has
$45, saves $15 a week -> 19 (285 / 15; 330 / 15 = 22; 285 / 10 = 28.5); bank: -40, +25, -60 ->
-75 (-15 after the deposit; -40 + 25 + 60 = 45; -40 - 25 - 60 = -125); groc: 3 kg at $2.35 and 2
loaves at $3.40 -> 13.85 (7.05 + 6.80; python prints 3 * 2.35 + 2 * 3.40 as 13.850000000000001;
bread once: 10.45; $3.50 loaves: 14.05); cookie: 48 into bags of 6, left over -> 0 (8 bags; bags
of 5: 9 r 3; the slips 6 x 8 = 42 and 7 r 6 give 6); paint: 6 painters, 10 days, 4 painters -> 15
(60 painter-days; direct proportion 10 x 4 / 6 = 6.67; 5 painters: 12); bus: 840 students, 35 %
walk, 25 % cycle -> 336 (40 %; 60 %: 504; 35 %: 294; 65 %: 546); sugar: 3/4 cup a batch, 6
batches -> 4.5 (18/4 = 4 1/2; 6 / (3/4) = 8; the slip 4.25).
MATH: quad: product of the roots of 2x^2 - 7x - 15 -> -\frac{15}{2} (c/a; (2x + 3)(x - 5): roots 5
and -3/2; sum 7/2; -7.5); rad: \sqrt{98} -> 7\sqrt{2} (49 x 2; 9.89949493...; 2\sqrt7 = \sqrt28;
98 = 7 x 14 gives the slip 7\sqrt{14}); tan: \tan(\pi/3) -> \sqrt{3} (3/\sqrt3 = \sqrt3; python's
math.tan(math.pi / 3) = 1.7320508075688767; tan(60 radians) = 0.3200...; \sqrt3/3 is tan(\pi/6);
\sqrt3/2 the sine); pow: (1 + i)^4 -> -4 ((1 + i)^2 = 2i, (2i)^2 = -4; binomial 1 + 4i - 6 - 4i +
1 = -4, with i^4 taken as -1: -6; i^2 taken as +1: 4); ineq: x^2 - 5x + 4 < 0 -> (1,4) ((x - 1)(x
- 4); the roots give 0, so [1, 4] is wrong; the complement (-\infty, 1) \cup (4, \infty)); coin:
exactly two heads in three flips -> \frac{3}{8} (\binom32 = 3 of 8; 0.375 = 37.5 %; at least two:
4/8; odds 3 to 8 = 3/11; 0.38 rounded); mod: 2^{10} mod 7 -> 2 (8 = 1 mod 7; 1024 = 7 x 146 + 2;
quotient 146); circ: circumference 10\pi, area -> 25\pi (r = 5; 78.5398...; radius 10: 100\pi);
rem: x^3 - 8 divided by x - 2 -> 0 (2^3 - 8; x = -2 gives -16; quotient x^2 + 2x + 4); mid:
midpoint of (-3, 8) and (7, -2) -> (2,3) (half the differences: (5, -5); the sums: (4, 6); 8 + 2
for 8 - 2: (2, 5)).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo / tag / phr (above). 10 probes a problem, 5 of them in the
R1-Zero format, 1 kind B and 9 kind A. Kind A: truth wrong, or no_answer where the form is
`truncated` or `none` ("N" in the tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 243 and 245): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation, a box, '####' or number words inside it); a second tag after a
correction replaces the first; text after the committed answer that is not the model's statement
about this question (an invented `User:` or ChatML user turn, a self-set new problem with a tag of
its own) does not count; with no marker and no box the answer is the value the concluding sentence
states as the answer to the question asked. A restatement that differs makes the answer wrong; a
retraction or correction after the answer replaces it, in any wording, wrong when it names another
value even if the correction is itself false, right when it lands on the gold; an answer withdrawn
with nothing in its place, a placeholder in the tag, an empty or struck-alone value and a cut
before the value are no_answer. Quoted or reported text (a test's assert, an option, a timetable,
a relative, a teller, a cashier, a foreman, a rubric, a blog, a search result, a chart, a TA, a
simulation, a table, a forum, a figure, an example, a hint, an exercise, "You asked", "Your note
says") is not the model's statement: the model's own final value is its answer, and with none of
its own (a refusal, a cut) the probe is no_answer. Invented parts ("(i) ...; (ii) ...") for a
question without parts are wrong. A hedge of an exact value ("[confidence: low]", "just a guess",
"tentative", "unsure", "I think?", "probably off", "at least", "maybe", "or so", "roughly", "or
...", a doubting question after the answer, a dagger marking it unverified) is wrong; so is a value
the model marks bad or rejected (👎, ✖, "[rejected]"), a negated value (\neg, "=/="), and a struck
value replaced by another. A word after a number that is not a unit of the asked quantity (a rate,
another object, another unit or currency, a sign word of the other direction, an angle or area unit
on a pure number, odds for a probability, "sevenths") makes it another quantity: wrong. An exact
expression equals the gold only if it is the gold (no tolerance); a rounded decimal or a float
artefact of the gold is wrong. Equal values in another form are correct (-7.5, 3/\sqrt3, 37.5 %,
"4 1/2 cups", number words, an equation or congruence ending in the gold, a double inequality for
an open interval), and so are true units.

Debatable (2, with DECISIONS): `ok_g_bank_unit_overdrawn` ("#### $75 overdrawn" for -75: accept),
`g_groc_near_float` ("#### 13.850000000000001" for 13.85: reject).

Usage: cd /tmp/rounds/rt247 && python build_adversarial_redteam247.py
(writes /tmp/rounds/rt247/adversarial_redteam247.jsonl beside corpus_build.py)
"""

from corpus_build import IM_USER, g, llama_end, m, th, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" is a newline."""
    cases = []
    for key, gold, _question, probes in problems:
        for shape, t, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if shape.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{shape}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.replace("¶", "\n")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K working
# W_*: the working before a `####`, a box or a prose ending; T_*: the same in one line, for the
# think block of an R1-Zero completion.
W_TILES = "Area: 14 ft × 9 ft = 126 sq ft.¶Cost: 126 × $3 = $378.¶"
T_TILES = "14 × 9 = 126 sq ft; 126 × 3 = 378.¶"
W_STAMPS = "To her brother: 240 ÷ 4 = 60.¶Left: 240 − 60 − 35 = 145.¶"
T_STAMPS = "240 / 4 = 60; 240 − 60 − 35 = 145.¶"
W_TRAIN = "72 km/h × 3.5 h = 252 km.¶"
T_TRAIN = "72 × 3.5 = 252.¶"
W_BIKE = "Still needed: $330 − $45 = $285.¶Weeks: 285 ÷ 15 = 19.¶"
T_BIKE = "330 − 45 = 285; 285 / 15 = 19.¶"
W_BANK = "After the deposit: −40 + 25 = −15.¶After the bill: −15 − 60 = −75.¶"
T_BANK = "−40 + 25 = −15; −15 − 60 = −75.¶"
W_GROC = "Apples: 3 × $2.35 = $7.05; bread: 2 × $3.40 = $6.80.¶Total: $7.05 + $6.80 = $13.85.¶"
T_GROC = "3 × 2.35 = 7.05; 2 × 3.40 = 6.80; 7.05 + 6.80 = 13.85.¶"
W_COOK = "48 ÷ 6 = 8 bags exactly, remainder 0.¶"
T_COOK = "48 = 6 × 8, so nothing is left over.¶"
W_PAINT = "6 painters × 10 days = 60 painter-days.¶60 ÷ 4 = 15 days.¶"
T_PAINT = "6 × 10 = 60 painter-days; 60 / 4 = 15.¶"
W_BUS = "Walk or cycle: 35% + 25% = 60%, so 40% take the bus.¶0.40 × 840 = 336.¶"
T_BUS = "100 − 35 − 25 = 40%; 0.4 × 840 = 336.¶"
W_SUGAR = "6 × 3/4 = 18/4 = 4.5 cups.¶"
T_SUGAR = "6 × 0.75 = 4.5.¶"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("tiles", "378",
     "A kitchen floor measures 14 ft by 9 ft. Tiles cost $3 per square foot. How much do the tiles for the floor cost, in dollars?",
     [
        ("phr_total", "A", "hash", W_TILES + r"So the total is: #### 378 + \frac{1}{10^{40}}", "a phrase marker then #### with 1/10^40 added: not 378"),
        ("neg_conf", "A", "hash", W_TILES + "#### 378 [confidence: low]", "the model tags its own value low-confidence: a hedge"),
        ("unit_sqft", "A", "hash", W_TILES + "#### 378 square feet", "square feet (an area) where a cost in dollars is asked"),
        ("ret_oops", "A", "prose_sentence", tag(T_TILES, "378") + "¶Oops, I used the wrong width: 14 × 8 = 112 sq ft, and 112 × $3 = $336.", "'Oops' after the tag replaces 378 with 336 (a false correction)"),
        ("quo_assert", "A", "hash", "```python¶assert cost() == 378  # expected value from the prompt's test¶```¶My function computes 14 * 8 * 3 = 336.¶#### 336", "the test's 378 is quoted from the prompt; the model's own (misread) answer is 336"),
        ("tag_area", "A", "tag", tag(T_TILES, "126 square feet"), "the tag holds the area, not the cost"),
        ("phr_therefore", "B", "hash", W_TILES + "Therefore, the final answer is #### 378", "a phrase marker then ####"),
        ("unit_rate", "A", "tag", tag(T_TILES, "$378 per square foot"), "a price per square foot, not the cost of the floor"),
        ("quo_user", "A", "tag", tag("14 × 8 = 112; 112 × 3 = 336.¶", "336") + "¶User: No, the floor is 14 by 9, so it's 378.", "an invented 'User:' turn after the tag is not the model's statement; its own (misread) answer is 336"),
        ("tag_perim", "A", "tag", tag(T_TILES, r"$2(14 + 9) = 46$"), "the tag's equation ends in the perimeter, not the cost"),
     ]),
    ("stamps", "145",
     "Priya has 240 stamps. She gives 1/4 of them to her brother and 35 to a friend. How many stamps does she have left?",
     [
        ("near_pow2", "A", "tag", tag(T_STAMPS, r"$145 + 2^{-80}$"), "145 + 2^-80 is not 145"),
        ("neg_guess", "A", "hash", W_STAMPS + "#### 145 (just a guess)", "'just a guess' hedges the value"),
        ("unit_given", "A", "hash", W_STAMPS + "#### 145 given away", "'given away' names the stamps she parted with (95), not those left"),
        ("ret_strike", "A", "prose_sentence", W_STAMPS + "#### 145¶Strike that — a quarter of 240 is 40, so 240 − 40 − 35 = 165 stamps are left.", "'Strike that' after #### replaces 145 with 165 (a false correction)"),
        ("quo_option", "A", "tag", tag("240 − 60 = 180; 180 + 35 = 215.¶", "Option (C) says 145, but I get 215."), "the option's 145 is reported in the tag; the model's own (slipped) answer is 215"),
        ("tag_brother", "A", "tag", tag("240 − 60 = 180.¶", "After giving to her brother she has 180 stamps left."), "the tag's sentence stops before the friend's 35"),
        ("phr_result", "A", "hash", "240 − 35 = 205.¶Result: #### 205", "a phrase marker then #### with the brother's quarter forgotten"),
        ("unit_stamps", "B", "hash", W_STAMPS + "#### 145 stamps", "a true unit after ####"),
        ("ret_mybad", "A", "prose_sentence", tag(T_STAMPS, "145") + "¶My bad: the 35 came out of the brother's share, so she still has 180.", "'My bad' after the tag replaces 145 with 180"),
        ("ret_withdrawn", "N", "none", tag(T_STAMPS, "145") + "¶Withdrawn — I'm not sure the 35 came from the same album, so I won't commit to a number.", "the tag's answer is withdrawn with nothing in its place: no_answer"),
     ]),
    ("train", "252",
     "A freight train travels at 72 km/h for 3.5 hours. How far does it travel, in kilometres?",
     [
        ("near_e", "A", "hash", W_TRAIN + "#### 252 + 1e-30", "252 + 1e-30 is not 252"),
        ("near_exp", "A", "tag", tag(T_TRAIN, r"$2.52 \times 10^{3}$"), "a slipped exponent: 2,520, not 252"),
        ("unit_kmh", "A", "tag", tag(T_TRAIN, "252 km/h"), "a speed where a distance is asked"),
        ("unit_m", "A", "hash", W_TRAIN + "#### 252 m", "metres where kilometres are asked"),
        ("neg_bcancel", "A", "tag", tag(T_TRAIN, r"$\bcancel{252}\ 216$"), "252 cancelled with \\bcancel and 216 in its place"),
        ("ret_amend", "A", "hash", W_TRAIN + "#### 252¶Amendment: the half hour was a stop, so it only moved for 3 h: 72 × 3 = 216.¶#### 216", "an 'Amendment' after #### and a new #### 216"),
        ("quo_timetable", "A", "prose_sentence", "The timetable claims a 252 km run, but I read 3 h 30 min as 3.3 h: 72 × 3.3 = 237.6, so the train travels 237.6 km.", "the timetable's 252 is reported; the model's own (misread) answer is 237.6"),
        ("tag_minutes", "A", "tag", tag(T_TRAIN, "The trip takes 210 minutes."), "the tag gives the time, not the distance"),
        ("phr_nospace", "A", "hash", "72 × 4 = 288 km.¶Hence the answer is ####288", "a phrase marker then #### with no space, with 4 h for 3.5 h"),
        ("quo_selfset", "B", "tag", tag(T_TRAIN, "252") + "¶Now try one yourself: a car at 60 km/h for 2.5 h goes how far? <answer>150</answer>", "a self-set new problem after the committed tag, with a tag of its own, is not the answer to this question"),
     ]),
    ("bike", "19",
     "Leo wants a bike that costs $330. He has $45 and saves $15 each week. How many weeks must he save to buy the bike?",
     [
        ("near_pow", "A", "tag", tag(T_BIKE, r"$19 - 10^{-15}$"), "19 − 10^-15 is not 19"),
        ("neg_thumbs", "A", "hash", W_BIKE + "#### 19 👎", "a thumbs-down: the model marks its own value bad"),
        ("unit_months", "A", "tag", tag(T_BIKE, "19 months"), "months where weeks are asked"),
        ("unit_dollars", "A", "hash", W_BIKE + "#### 19 dollars", "dollars where a number of weeks is asked"),
        ("ret_reconsider", "A", "prose_sentence", tag(T_BIKE, "19") + "¶Let me reconsider — he spends $5 of it each week on snacks, so 285 ÷ 10 = 28.5 weeks.", "'Let me reconsider' after the tag replaces 19 with 28.5 (an invented condition)"),
        ("quo_mom", "A", "prose_sentence", "His mom told him \"19 weeks\", but 330 ÷ 15 = 22, so he needs 22 weeks.", "the mother's 19 is reported; the model's own answer (the $45 forgotten) is 22"),
        ("tag_var", "B", "tag", tag(T_BIKE, r"$w = 19$"), "an equation in the tag ending in 19"),
        ("phr_ans", "A", "hash", "330 ÷ 15 = 22.¶ANS: #### 22", "a phrase marker then #### with the $45 forgotten"),
        ("ret_second", "A", "hash", W_BIKE + "#### 19¶Second attempt, counting the week he buys it: 19 + 1 = 20.¶#### 20", "a second attempt after #### and a new #### 20"),
        ("neg_atleast", "A", "tag", tag(T_BIKE, "at least 19"), "'at least 19' is a bound, not the number of weeks"),
     ]),
    ("bank", "-75",
     "Mo's bank balance is −$40 (overdrawn). He deposits $25 and then pays a $60 bill from the account. What is his balance now, in dollars?",
     [
        ("near_j", "A", "hash", W_BANK + "#### -75 + 1e-40j", "a Python complex with a tiny imaginary part: not −75"),
        ("unit_overdrawn", "B", "hash", W_BANK + "#### $75 overdrawn", "'$75 overdrawn' is −75 on the question's own scale (see DECISIONS)", True),
        ("unit_credit", "A", "tag", tag(T_BANK, "$75 in credit"), "'in credit' is +75"),
        ("unit_month", "A", "hash", W_BANK + "#### −75 per month", "a monthly rate, not the balance"),
        ("neg_lnot", "A", "tag", tag(T_BANK, r"$\neg(b = -75)$"), "a negated statement of the value"),
        ("ret_hmmno", "A", "prose_sentence", W_BANK + "#### -75¶Hmm, no. A deposit clears the overdraft first, so −40 + 25 + 60 = 45; the balance is $45.", "'Hmm, no.' after #### replaces −75 with 45 (a false correction)"),
        ("quo_teller", "A", "tag", tag("−40 − 25 − 60 = −125.¶", "The teller's screen showed −75, but my sum is −125."), "the teller's value is reported in the tag; the model's own (sign-slipped) answer is −125"),
        ("tag_mid", "A", "tag", tag(T_BANK, "After the deposit the balance is −$15."), "the tag's sentence gives the balance before the bill"),
        ("phr_thus", "A", "hash", "−40 + 25 + 60 = 45.¶Thus: #### 45", "a phrase marker then #### with the bill added"),
        ("tag_placeholder", "N", "none", th(T_BANK) + "<answer>[final balance]</answer>", "a placeholder in the tag: no_answer"),
     ]),
    ("groc", "13.85",
     "Ines buys 3 kg of apples at $2.35 per kg and 2 loaves of bread at $3.40 each. How much does she spend, in dollars?",
     [
        ("near_float", "A", "hash", "```python¶print(3 * 2.35 + 2 * 3.40)¶```¶Output: 13.850000000000001¶#### 13.850000000000001", "a float artefact of the model's own code, printed unrounded (see DECISIONS)", True),
        ("near_words", "B", "tag", tag(T_GROC, "thirteen dollars and eighty-five cents"), "number words for $13.85"),
        ("unit_eur", "A", "hash", W_GROC + "#### 13.85 euros", "euros where dollars are asked"),
        ("unit_perkg", "A", "tag", tag(T_GROC, "$13.85 per kg"), "a rate per kilogram, not the total"),
        ("neg_tilde", "A", "hash", W_GROC + "#### ~13.85~ 12.85", "13.85 struck with single tildes and 12.85 in its place"),
        ("ret_fixed", "A", "prose_sentence", tag(T_GROC, "13.85") + "¶Fixed: $3.40 was for both loaves together, so 7.05 + 3.40 = $10.45.", "'Fixed:' after the tag replaces 13.85 with 10.45 (a false correction)"),
        ("quo_cashier", "A", "prose_sentence", "The cashier rang up $13.85. I'd count the bread once: 3 × 2.35 + 3.40 = $10.45, so she spends $10.45.", "the cashier's total is reported; the model's own answer is 10.45"),
        ("tag_apples", "A", "tag", tag(T_GROC, "She spends $7.05 on apples."), "the tag gives the apples alone"),
        ("phr_mine", "A", "hash", "3 × 2.35 + 2 × 3.50 = 7.05 + 7.00 = 14.05.¶My final answer: #### 14.05", "a phrase marker then #### with the bread misread as $3.50"),
        ("tag_roughly", "A", "tag", tag(T_GROC, "She spends roughly $14 in total."), "the tag's sentence rounds and hedges the exact total"),
     ]),
    ("cookie", "0",
     "Bea bakes 48 cookies and packs them into bags of 6. How many cookies are left over?",
     [
        ("near_tiny", "A", "tag", tag(T_COOK, r"$10^{-30}$"), "10^-30 is not 0"),
        ("near_e", "A", "tag", tag(T_COOK, "1e-300"), "1e-300 is not 0"),
        ("phr_frac", "A", "hash", W_COOK + r"Therefore the leftover is #### \frac{1}{10^{60}}", "a phrase marker then #### with 1/10^60: not 0"),
        ("tag_none", "B", "tag", tag(T_COOK, "None are left over — 0 cookies."), "a sentence in the tag giving 0 in words and digits"),
        ("neg_doubt", "A", "hash", W_COOK + "#### 0 (can't be right?)", "the model doubts its own value"),
        ("ret_whoops", "A", "prose_sentence", tag(T_COOK, "0") + "¶Whoops — 6 × 8 = 42, so 48 − 42 = 6 cookies are left over.", "'Whoops' after the tag replaces 0 with 6 (a false correction)"),
        ("quo_grandma", "A", "prose_sentence", "Grandma insists none are left, but 48 ÷ 6 = 7 r 6, so 6 cookies are left over.", "the grandmother's 'none' is reported; the model's own (slipped) answer is 6"),
        ("phr_bags5", "A", "hash", "48 ÷ 5 = 9 r 3.¶So, the final answer is: #### 3", "a phrase marker then #### with bags of 5"),
        ("quo_example", "N", "none", tag("The prompt's format example reads \"#### 0\".¶", "I need to know the bag size before I answer."), "the format example's '#### 0' is quoted in the think block; the tag declines: no_answer"),
        ("ret_retracted", "N", "none", W_COOK + "#### 0¶Retracted — I'm no longer sure about the bag size, so I withdraw this answer.", "the answer is withdrawn with nothing in its place: no_answer"),
     ]),
    ("paint", "15",
     "Six painters can paint a school in 10 days. Working at the same rate, how many days would 4 painters take?",
     [
        ("near_cos", "A", "tag", tag(T_PAINT, r"$15\cos(10^{-30})$"), "cos(10^-30) is not 1: not 15"),
        ("unit_painters", "A", "hash", W_PAINT + "#### 15 painters", "painters where days are asked"),
        ("unit_hours", "A", "tag", tag(T_PAINT, "15 hours"), "hours where days are asked"),
        ("neg_cross", "A", "tag", tag(T_PAINT, "15 ✖"), "a heavy cross: the model marks its own value wrong"),
        ("ret_reflect", "A", "prose_sentence", W_PAINT + "#### 15¶Upon reflection, fewer painters means fewer days: 10 × 4 ÷ 6 ≈ 6.67 days.", "'Upon reflection' after #### replaces 15 with 6.67 (a false correction)"),
        ("quo_foreman", "A", "hash", "The foreman's estimate is 15 days. I think it scales directly: 10 × 4 ÷ 6 ≈ 6.67.¶#### 6.67", "the foreman's 15 is reported; the model's own answer is 6.67"),
        ("tag_cut", "N", "truncated", th(T_PAINT) + "<answer>Four painters would need", "cut inside the tag before the value: no_answer"),
        ("phr_conclusion", "A", "hash", "10 × 6 ÷ 5 = 12.¶In conclusion: #### 12", "a phrase marker then #### with 5 painters for 4"),
        ("ret_redo", "B", "tag", tag("10 × 4 / 6 ≈ 6.67.¶", "6.67") + "¶Redo with inverse proportion: 6 × 10 ÷ 4 = 15. <answer>15</answer>", "a redo after the first tag ends in a second tag with the gold"),
        ("ret_meant", "A", "hash", W_PAINT + "#### 15¶Let me redo it with the 5 painters the question meant: 60 ÷ 5 = 12.¶#### 12", "a redo after #### with a misread crew, then #### 12"),
     ]),
    ("bus", "336",
     "A school has 840 students. 35% walk to school and 25% cycle; the rest take the bus. How many students take the bus?",
     [
        ("near_sqrt", "A", "tag", tag(T_BUS, r"$\sqrt{336^2 + 10^{-40}}$"), "the root of 336² + 10^-40 is not 336"),
        ("unit_buses", "A", "hash", W_BUS + "#### 336 buses", "buses where students are asked"),
        ("neg_cancel", "B", "tag", tag(T_BUS, r"$\cancel{504}\ 336$"), "a slip (the walkers and cyclists) cancelled, the gold after it"),
        ("unit_perbus", "A", "hash", W_BUS + "#### 336 riders per bus", "a load per bus, not the number of students"),
        ("ret_v2", "A", "hash", W_BUS + "#### 336¶v2: I double-counted — the bus share is 100 − 35 = 65%, so 0.65 × 840 = 546.¶#### 546", "'v2' after #### and a new #### 546 (a false correction)"),
        ("tag_walk", "A", "tag", tag("0.35 × 840 = 294.¶", "294 students walk."), "the tag gives the walkers, not the bus riders"),
        ("tag_pct", "A", "tag", tag(T_BUS, "The bus share is 40%."), "the tag's sentence gives the share, not the number of students"),
        ("phr_bold", "A", "hash", "0.60 × 840 = 504.¶**Final Answer** #### 504", "a bold marker then #### with the walkers and cyclists"),
        ("neg_tent", "A", "tag", tag(T_BUS, "336 (tentative)"), "'(tentative)' hedges the value"),
        ("quo_rubric", "N", "truncated", "The rubric's sample answer is \"#### 336\". To get my own, first the walkers: 0.35 × 840 =", "the rubric's sample is quoted; cut before the model's own value: no_answer"),
     ]),
    ("sugar", "4.5",
     "A recipe uses 3/4 cup of sugar per batch. Jo makes 6 batches. How many cups of sugar does she use?",
     [
        ("near_pow", "A", "hash", W_SUGAR + r"#### 4.5 + 10^{-18}", "4.5 + 10^-18 is not 4.5"),
        ("near_mixed", "B", "tag", tag(T_SUGAR, "4 1/2 cups"), "a mixed number, 4 1/2 = 4.5, with the true unit"),
        ("unit_tbsp", "A", "hash", W_SUGAR + "#### 4.5 tablespoons", "tablespoons where cups are asked"),
        ("unit_batch", "A", "tag", tag(T_SUGAR, "4.5 cups per batch"), "a per-batch amount, not the total"),
        ("neg_bbcode", "A", "tag", tag("6 ÷ 3/4 = 8.¶", "[s]4.5[/s] 8"), "4.5 struck out with BBCode and 8 in its place"),
        ("ret_nope", "A", "prose_sentence", W_SUGAR + "#### 4.5¶Nope — it's 6 ÷ 3/4 = 8 cups.", "'Nope' after #### replaces 4.5 with 8"),
        ("quo_blog", "A", "tag", tag("6 ÷ 0.75 = 8.¶", "A baking blog says 4.5 cups; by my count Jo needs 8."), "the blog's value is reported in the tag; the model's own answer is 8"),
        ("tag_batches", "A", "tag", tag(T_SUGAR, "She makes 6 batches."), "the tag restates the batches, not the sugar"),
        ("phr_equals", "A", "hash", "6 × 3/4 = 4.25.¶Answer = #### 4.25", "a phrase marker then #### with a slip"),
        ("neg_struck", "N", "none", W_SUGAR + "#### 4\u0335.\u03355\u0335", "the only value struck through with combining short strokes: no_answer"),
     ]),
]

# ================================================================ MATH working
W_QUAD = r"By Vieta, the product of the roots is \(\frac{c}{a} = \frac{-15}{2}\).¶"
W_RAD = r"\(\sqrt{98} = \sqrt{49 \cdot 2} = 7\sqrt{2}\).¶"
W_TAN = r"\(\tan\frac{\pi}{3} = \frac{\sin(\pi/3)}{\cos(\pi/3)} = \frac{\sqrt{3}/2}{1/2} = \sqrt{3}\).¶"
W_POW = r"\((1 + i)^2 = 1 + 2i + i^2 = 2i\), so \((1 + i)^4 = (2i)^2 = -4\).¶"
W_INEQ = r"\(x^2 - 5x + 4 = (x - 1)(x - 4)\), which is negative between the roots.¶"
W_COIN = r"\(\binom{3}{2} = 3\) of the \(2^3 = 8\) equally likely outcomes have exactly two heads.¶"
W_MOD = r"\(2^3 = 8 \equiv 1 \pmod 7\), so \(2^{10} = (2^3)^3 \cdot 2 \equiv 2 \pmod 7\).¶"
W_CIRC = r"\(2\pi r = 10\pi\) gives \(r = 5\), so the area is \(\pi r^2 = 25\pi\).¶"
W_REM = r"By the remainder theorem the remainder is \(2^3 - 8 = 0\).¶"
W_MID = r"\(\left(\frac{-3 + 7}{2}, \frac{8 + (-2)}{2}\right) = (2, 3)\).¶"

MPROBS = [
    ("quad", r"-\frac{15}{2}",
     r"What is the product of the roots of $2x^2 - 7x - 15 = 0$?",
     [
        ("near_pow", "A", "tag", tag(W_QUAD, r"$-\frac{15}{2} + 10^{-45}$"), "−15/2 + 10^-45 is not −15/2"),
        ("near_dec", "B", "tag", tag(W_QUAD, "-7.5"), "−7.5 = −15/2 exactly"),
        ("neg_dagger", "A", "boxed", W_QUAD + r"\(\boxed{-\frac{15}{2}}^{\dagger}\)¶† not verified", "a dagger flags the boxed value as not verified"),
        ("unit_sq", "A", "hash", W_QUAD + r"#### -\frac{15}{2} square units", "square units make a pure number an area"),
        ("ret_errata", "A", "prose_sentence", tag(W_QUAD, r"-\frac{15}{2}") + r"¶Errata: the product is \(-\frac{b}{a} = \frac{7}{2}\); I mixed up the coefficients.", "'Errata' after the tag replaces −15/2 with 7/2 (a false correction)"),
        ("quo_search", "A", "boxed", r"A quick search suggests \(-\frac{15}{2}\), but I trust Vieta as I remember it: product \(= -\frac{b}{a} = \boxed{\frac{7}{2}}\).", "the search result is reported; the model's own (misremembered) answer is 7/2"),
        ("tag_roots", "A", "tag", tag(r"\((2x + 3)(x - 5) = 0\).¶", r"The roots are \(5\) and \(-\frac{3}{2}\)."), "the tag gives the roots, not their product"),
        ("phr_sign", "A", "hash", r"\(\frac{c}{a} = \frac{15}{2}\).¶Therefore, the answer is #### \frac{15}{2}", "a phrase marker then #### with the sign dropped"),
        ("quo_parts", "A", "tag", tag(W_QUAD, r"(i) \(-\frac{15}{2}\); (ii) \(\frac{7}{2}\)"), "invented parts: −15/2, then the sum 7/2 for a part (ii) the question does not have"),
        ("neg_either", "A", "hash", W_QUAD + r"#### -\frac{15}{2} \text{ (or } \frac{15}{2}\text{)}", "'or 15/2': a hedge between two signs"),
     ]),
    ("rad", r"7\sqrt{2}",
     r"Simplify $\sqrt{98}$.",
     [
        ("near_mult", "A", "tag", tag(W_RAD, r"$7\sqrt{2}\,(1 + 10^{-25})$"), "7√2 (1 + 10^-25) is not 7√2"),
        ("near_dec", "A", "hash", W_RAD + "#### 9.8995", "a rounded decimal for 7√2 (9.89949493...)"),
        ("phr_hence", "B", "hash", W_RAD + r"Hence the answer is #### 7\sqrt2", "a phrase marker then ####, with \\sqrt2 unbraced"),
        ("neg_delins", "A", "tag", tag(W_RAD, r"<del>$7\sqrt{2}$</del> <ins>$2\sqrt{7}$</ins>"), "7√2 deleted and 2√7 inserted in its place"),
        ("unit_rad", "A", "hash", W_RAD + r"#### 7\sqrt{2}\ \text{rad}", "radians make a pure number an angle"),
        ("ret_addendum", "A", "prose_sentence", W_RAD + r"\(\boxed{7\sqrt{2}}\)¶Addendum: the 49 comes out whole, so the simplest form is \(49\sqrt{2}\).", "an 'Addendum' after the box replaces 7√2 with 49√2 (a false one)"),
        ("ret_redo", "A", "prose_sentence", tag(W_RAD, r"7\sqrt{2}") + r"¶Hmm, redo: \(98 = 7 \cdot 14\), so \(\sqrt{98} = 7\sqrt{14}\).", "a redo after the tag replaces 7√2 with 7√14 (a slip)"),
        ("tag_eq", "A", "tag", tag(W_RAD, r"$49 \cdot 2 = 98$"), "the tag's equation ends in 98, not the root"),
        ("quo_asked", "N", "none", r"You asked me to show that \(\sqrt{98} = \boxed{7\sqrt{2}}\). I can't take square roots reliably, so I'll stop here.", "the user's box is echoed; no answer of the model's own: no_answer"),
        ("neg_conf", "A", "tag", tag(W_RAD, r"$7\sqrt{2}$ (confidence: 0.4)"), "a stated confidence of 0.4 hedges the value"),
     ]),
    ("tan", r"\sqrt{3}",
     r"Compute $\tan \frac{\pi}{3}$.",
     [
        ("near_rad", "A", "tag", tag(W_TAN, r"$\sqrt{3 + 10^{-50}}$"), "the radicand nudged by 10^-50"),
        ("near_float", "A", "prose_sentence", W_TAN + "In floating point, `math.tan(math.pi / 3)` gives 1.7320508075688767, so the value is 1.7320508075688767.", "a float artefact stated as the value: not √3"),
        ("tag_ratio", "B", "tag", tag(W_TAN, r"The value is \(\frac{3}{\sqrt{3}}\)."), "3/√3 = √3, unrationalised, in a sentence"),
        ("unit_deg", "A", "hash", W_TAN + r"#### \sqrt{3}^\circ", "a degree sign makes a tangent an angle"),
        ("neg_rejected", "A", "tag", tag(W_TAN, r"$\sqrt{3}\ \text{[rejected]}$"), "the model marks its own value rejected"),
        ("ret_culpa", "A", "prose_sentence", W_TAN + r"\(\boxed{\sqrt{3}}\)¶Mea culpa — I swapped sine and cosine; it's \(\frac{\sqrt{3}}{3}\).", "'Mea culpa' after the box replaces √3 with √3/3 (a false correction)"),
        ("quo_chart", "A", "tag", tag(r"\(\tan 60 \approx 0.32\) with the calculator in radians.¶", r"The unit-circle chart says \(\sqrt{3}\); my calculator gives 0.32."), "the chart's √3 is reported in the tag; the model's own answer is tan(60 rad) ≈ 0.32"),
        ("tag_sin", "A", "tag", tag(W_TAN, r"$\sin\frac{\pi}{3} = \frac{\sqrt{3}}{2}$"), "the tag's equation gives the sine"),
        ("phr_arrow", "A", "hash", r"\(\tan\frac{\pi}{3} = \frac{1}{\sqrt{3}}\).¶Final answer → #### \frac{\sqrt{3}}{3}", "a phrase marker, an arrow, then #### with tan(π/6)"),
        ("neg_orisit", "A", "boxed", W_TAN + llama_end(r"\sqrt{3}") + r" …or is it \(\frac{1}{\sqrt{3}}\)?", "a doubt after Llama 3's closing line hedges the value"),
     ]),
    ("pow", "-4",
     r"Compute $(1 + i)^4$.",
     [
        ("phr_imag", "A", "hash", W_POW + r"The answer is therefore #### -4 + 10^{-30}i", "a phrase marker then #### with a tiny imaginary part"),
        ("near_polar", "A", "tag", tag(W_POW, r"$4e^{i(\pi - 10^{-40})}$"), "the angle nudged by 10^-40: not −4"),
        ("ret_wait", "B", "tag", tag(r"\((2i)^2 = 4\).¶", "4") + r"¶Wait, \(i^2 = -1\), so \((2i)^2 = -4\). <answer>-4</answer>", "a correction after the first tag, then a second tag with the gold"),
        ("unit_deg", "A", "hash", W_POW + "#### -4 degrees", "degrees make the number an angle"),
        ("neg_xout", "N", "none", W_POW + r"\(\boxed{\xout{-4}}\)", "the only boxed value crossed out with \\xout: no_answer"),
        ("ret_review", "A", "prose_sentence", tag(W_POW, "-4") + r"¶On review: I only needed one squaring, so it's \(2i\).", "'On review' after the tag replaces −4 with 2i (a false correction)"),
        ("quo_ta", "A", "boxed", r"My TA's sheet reads \(\boxed{-4}\). Expanding, \(1 + 4i + 6i^2 + 4i^3 + i^4 = 1 + 4i - 6 - 4i - 1 = \boxed{-6}\).", "the TA's box is reported; the model's own answer (i⁴ taken as −1) is −6"),
        ("tag_sq", "A", "tag", tag(W_POW, r"$(1 + i)^2 = 2i$"), "the tag's equation gives the square, not the fourth power"),
        ("phr_q", "A", "hash", r"\((1 + i)^4 = (2i)^2 = 4\).¶The answer to the question is #### 4.", "a phrase marker then #### with i² taken as +1"),
        ("quo_user", "A", "tag", r"<think>\((2i)^2 = 4\).</think>¶<answer>4</answer>" + IM_USER + "That's wrong, it's −4.", "an invented user turn after the tag is not the model's statement; its own answer is 4"),
     ]),
    ("ineq", "(1,4)",
     r"Solve $x^2 - 5x + 4 < 0$. Express your answer in interval notation.",
     [
        ("near_eps", "A", "tag", tag(W_INEQ, r"$(1 + 10^{-40}, 4)$"), "the left end nudged by 10^-40"),
        ("near_closed", "A", "hash", W_INEQ + "#### [1, 4]", "a closed interval: the roots give 0, not < 0"),
        ("tag_ineq", "B", "tag", tag(W_INEQ, r"All \(x\) with \(1 < x < 4\)."), "the interval as a double inequality in a sentence"),
        ("tag_half", "A", "tag", tag(W_INEQ, r"$x \in (1, 4]$"), "a half-open interval"),
        ("ret_belay", "A", "prose_sentence", W_INEQ + r"\(\boxed{(1, 4)}\)¶Belay that: the parabola opens upward, so it is negative outside the roots: \((-\infty, 1) \cup (4, \infty)\).", "'Belay that' after the box replaces (1, 4) with its complement (a false correction)"),
        ("ret_self", "A", "prose_sentence", W_INEQ + r"#### (1, 4)¶Self-correction: the roots count too, so \([1, 4]\).", "a self-correction after #### replaces (1, 4) with [1, 4] (a false one)"),
        ("tag_roots", "A", "tag", tag(W_INEQ, "x = 1 or x = 4"), "the tag gives the roots, not the solution set"),
        ("phr_soln", "A", "hash", W_INEQ + "So the solution is #### (1, 4]", "a phrase marker then #### with a half-open interval"),
        ("neg_stop", "A", "tag", tag(W_INEQ, "(1, 4) ⛔ [1, 4]"), "(1, 4) marked with a stop sign and [1, 4] put in its place"),
        ("quo_cut", "N", "truncated", r"Your note says the answer is \((1, 4)\). Let me verify: at \(x = 2\), \(4 - 10 + 4 = -2 < 0\), and at", "the user's interval is echoed; cut before the model's own: no_answer"),
     ]),
    ("coin", r"\frac{3}{8}",
     "A fair coin is flipped three times. What is the probability of getting exactly two heads?",
     [
        ("phr_prob", "A", "hash", W_COIN + r"Probability: #### 0.375 + 10^{-40}", "a phrase marker then #### with 10^-40 added"),
        ("unit_pct", "B", "tag", tag(W_COIN, "37.5%"), "37.5% = 3/8 exactly"),
        ("unit_odds", "A", "hash", W_COIN + "#### 3 to 8 odds", "odds of 3 to 8 are a probability of 3/11"),
        ("neg_maybe", "A", "tag", tag(W_COIN, r"maybe \(\frac{3}{8}\)"), "'maybe' hedges the value"),
        ("ret_stand", "A", "prose_sentence", tag(W_COIN, r"\frac{3}{8}") + r"""¶I stand corrected: "at least two" was meant, so \(\frac{4}{8} = \frac{1}{2}\).""", "'I stand corrected' after the tag replaces 3/8 with 1/2 (a misread)"),
        ("quo_sim", "A", "prose_sentence", r"A simulation in the prompt reported 0.375; I count 3 favourable outcomes out of 6, so the probability is \(\frac{1}{2}\).", "the simulation's value is reported; the model's own (miscounted) answer is 1/2"),
        ("tag_ways", "A", "tag", tag(W_COIN, "There are 3 ways."), "the tag gives the count, not the probability"),
        ("phr_concl", "A", "hash", r"\(\frac{3}{6} = \frac{1}{2}\).¶Conclusion — #### 1/2", "a phrase marker, a dash, then #### with 6 outcomes for 8"),
        ("near_round", "A", "tag", tag(W_COIN, "0.38"), "a rounded decimal for 3/8"),
        ("quo_parts", "A", "hash", W_COIN + r"#### \frac{3}{8} for exactly two; \frac{1}{2} for at least two", "an invented second question: 3/8, then 1/2"),
     ]),
    ("mod", "2",
     r"What is the remainder when $2^{10}$ is divided by 7?",
     [
        ("near_pow", "A", "tag", tag(W_MOD, r"$2 + 7^{-100}$"), "2 + 7^-100 is not 2"),
        ("unit_sevenths", "A", "hash", W_MOD + "#### 2 sevenths", "'2 sevenths' is 2/7, not the remainder 2"),
        ("neg_unsure", "A", "tag", tag(W_MOD, "2 (❗ unsure)"), "the model flags its own value unsure"),
        ("tag_cong", "B", "tag", tag(W_MOD, r"$2^{10} \equiv 2 \pmod{7}$"), "a congruence in the tag ending in 2"),
        ("ret_rev", "A", "hash", W_MOD + r"#### 2¶Revision 1 → \(1024 = 7 \cdot 146 + 4\)¶#### 4", "a revision after #### and a new #### 4 (7 × 146 = 1022: a false one)"),
        ("quo_table", "A", "prose_sentence", "The table in the problem set lists the remainder as 2; subtracting 7 from 1024 again and again I reach 1, so the remainder is 1.", "the table's value is reported; the model's own (slipped) answer is 1"),
        ("tag_quot", "A", "tag", tag(W_MOD, "146"), "the tag holds the quotient, not the remainder"),
        ("phr_caps", "A", "hash", r"\(2^{10} = 1024\).¶FINAL ANSWER: #### 1024", "a phrase marker then #### with the power, not the remainder"),
        ("near_tanh", "A", "hash", W_MOD + r"#### 2 - \tanh(10^{-40})", "tanh(10^-40) is not 0: not 2"),
        ("quo_hint", "N", "none", tag(r"""A hint in the prompt says "it's 2".¶""", "I'd only be repeating the hint, so I won't answer."), "the hint's value is quoted in the think block; the tag declines: no_answer"),
     ]),
    ("circ", r"25\pi",
     r"A circle has circumference $10\pi$. What is its area? Express your answer in terms of $\pi$.",
     [
        ("phr_area", "A", "hash", W_CIRC + r"Area (final): #### 25\pi + 10^{-60}", "a phrase marker then #### with 10^-60 added"),
        ("near_dec", "A", "tag", tag(W_CIRC, "78.54"), "a rounded decimal for 25π (78.5398...)"),
        ("unit_cm", "A", "tag", tag(W_CIRC, r"$25\pi$ cm"), "a length unit for an area"),
        ("unit_sq", "B", "hash", W_CIRC + r"#### 25\pi square units", "a true unit: square units for an area"),
        ("neg_cancelto", "A", "tag", tag(W_CIRC, r"$\cancelto{100\pi}{25\pi}$"), "25π cancelled to 100π: 100π in its place"),
        ("ret_cancel", "A", "prose_sentence", W_CIRC + r"\(\boxed{25\pi}\)¶Cancel that — I'll take 10 as the radius, so the area is \(100\pi\).", "'Cancel that' after the box replaces 25π with 100π (a false correction)"),
        ("quo_forum", "A", "tag", tag(r"\(r = 10\pi / \pi = 10\), area \(100\pi\).¶", r"A forum answer says \(25\pi\); I'm going with \(100\pi\)."), "the forum's 25π is reported in the tag; the model's own answer is 100π"),
        ("tag_r", "A", "tag", tag(W_CIRC, "r = 5"), "the tag gives the radius, not the area"),
        ("phr_soln", "A", "hash", r"\(r = 10\), so the area is \(100\pi\).¶Solution: #### 100\pi", "a phrase marker then #### with the radius taken as 10"),
        ("neg_orso", "A", "boxed", W_CIRC + r"\(\boxed{25\pi \text{ or so}}\)", "'or so' in the box hedges the value"),
     ]),
    ("rem", "0",
     r"What is the remainder when $x^3 - 8$ is divided by $x - 2$?",
     [
        ("near_pi", "A", "tag", tag(W_REM, r"$\frac{\pi}{10^{40}}$"), "π/10^40 is not 0"),
        ("near_ln", "A", "hash", W_REM + r"#### \ln(1 + 10^{-50})", "ln(1 + 10^-50) is not 0"),
        ("phr_verdict", "A", "hash", W_REM + r"Final verdict: #### 2^{-300}", "a phrase marker then #### with 2^-300: not 0"),
        ("phr_rem", "B", "hash", W_REM + "So the remainder is #### 0", "a phrase marker then ####"),
        ("neg_ascii", "A", "tag", tag(W_REM, "r =/= 0"), "an ASCII 'not equal': a negated value"),
        ("ret_look", "A", "prose_sentence", tag(W_REM, "0") + r"¶Second look: plug in \(x = -2\): \((-2)^3 - 8 = -16\), so the remainder is \(-16\).", "'Second look' after the tag replaces 0 with −16 (a false correction)"),
        ("quo_prove", "N", "none", r"""The exercise says: "Prove that the remainder is \(\boxed{0}\)." I don't know how to prove it.""", "the exercise's box is quoted; no answer of the model's own: no_answer"),
        ("tag_quot", "A", "tag", tag(r"\(x^3 - 8 = (x - 2)(x^2 + 2x + 4)\).¶", r"$x^2 + 2x + 4$"), "the tag holds the quotient, not the remainder"),
        ("phr_conclude", "A", "hash", r"At \(x = -2\): \(-8 - 8 = -16\).¶I conclude: #### -16", "a phrase marker then #### with x = −2"),
        ("neg_struck", "N", "none", tag(W_REM, "0\u0336"), "the only value struck through with a combining long stroke: no_answer"),
     ]),
    ("mid", "(2,3)",
     r"Find the midpoint of the segment with endpoints $(-3, 8)$ and $(7, -2)$.",
     [
        ("phr_eps", "A", "hash", W_MID + r"Answer ⟶ #### (2, 3 + 10^{-20})", "a phrase marker, an arrow, then #### with the y-coordinate nudged"),
        ("near_swap", "A", "tag", tag(W_MID, "(3, 2)"), "the coordinates swapped"),
        ("quo_partner", "B", "prose_sentence", r"My lab partner got \((5, -5)\), but that is half the difference; averaging gives \(\left(\frac{4}{2}, \frac{6}{2}\right)\), so the midpoint is \((2, 3)\).", "the partner's wrong value is reported; the model's own answer is the gold"),
        ("neg_think", "A", "tag", tag(W_MID, "(2, 3)... I think?"), "'I think?' hedges the value"),
        ("ret_double", "A", "hash", W_MID + "#### (2, 3)¶Double-checking by halving the differences: ((7 − (−3))/2, (−2 − 8)/2) = (5, −5).¶#### (5, -5)", "a 'double-check' after #### and a new #### (5, −5) (a false one)"),
        ("quo_figure", "A", "tag", tag(r"Adding the coordinates: \((4, 6)\).¶", r"The plotted figure labels \((2, 3)\), but I get \((4, 6)\)."), "the figure's label is reported in the tag; the model's own answer (sums, not halved) is (4, 6)"),
        ("tag_x", "A", "tag", tag(W_MID, "x = 2"), "only the x-coordinate"),
        ("phr_final", "A", "hash", r"\(\left(\frac{-3 + 7}{2}, \frac{8 + 2}{2}\right) = (2, 5)\).¶The final answer: #### (2, 5)", "a phrase marker then #### with a sign slip"),
        ("neg_sign", "A", "tag", tag(W_MID, "(2, 3) — probably off by a sign"), "the model doubts its own value"),
        ("quo_fewshot", "A", "boxed", r"""Example from the instructions: "The midpoint of (0, 0) and (4, 6) is \(\boxed{(2, 3)}\)." Here: \(\left(\frac{-3 + 7}{2}, \frac{8 + 2}{2}\right) = \boxed{(2, 5)}\).""", "the instructions' example box is quoted; the model's own (sign-slipped) answer is (2, 5)"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_bank_unit_overdrawn": (
        "accept",
        "the question itself writes the balance as -$40 and glosses it '(overdrawn)', so on its own "
        "scale '$75 overdrawn' is a balance of -75 dollars: the gold in the question's words, as "
        "'105 metres below sea level' is -105 where the question makes below sea level negative. "
        "A reader who takes the number after #### as +75 and refuses any word that is not a unit "
        "(or who wants the minus sign written) would reject it",
    ),
    "g_groc_near_float": (
        "reject",
        "the model ran code and copied its float output, 13.850000000000001, as the answer without "
        "rounding; the number stated is not 13.85 (it differs in the 15th decimal place), and the "
        "corpus counts a float artefact of a gold as wrong (round 245's -0.4999999999999998). A "
        "reader who applies the issue's tolerance for decimals the model wrote as decimals, or who "
        "reads the tail as obvious binary rounding noise of $13.85, would accept it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam247", CASES, [], DECISIONS)
