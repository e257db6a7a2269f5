r"""Build adversarial_redteam251.jsonl: round 251 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam251"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama_end, g, m, write_probes; copied unchanged
beside this file) and build_adversarial_redteam247.py / 243.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording, new layouts).

Aim of this round: the issue's own hostile red team (issue 25: every bullet of "Hostile probes" and
"Deliver" item 1), by a new author who has read only the issue. English, 200 SHORT probes (one to
five lines), 100 GSM8K and 100 MATH, 180 kind A (167 wrong, 13 no_answer) and 20 kind B (10 GSM8K,
10 MATH). 100 are in the R1-Zero `<think>...</think><answer>...</answer>` format (50 GSM8K, 50
MATH), in three layouts: the think block on lines of its own then the tag (`tag`), think and tag on
one line (`tag1`), the answer on its own line inside the tag (`tagn`); some put a phrase marker and
`####`, a sentence, an equation or a box inside the tag, some add a second tag on the retraction's
line. The rest end on `####` (bare, after a phrase marker, with words after it), `\boxed{}` (bare
or in Llama 3's closing), prose with no marker, or are cut (truncated) or answerless (none). Forms:
tag 89, hash 73, prose_sentence 21, none 11, boxed 4, truncated 2 (`tag` = the answer tag holds
the final answer; R1-Zero probes whose tag is withdrawn, replaced by later prose, declined or cut
carry the form of what replaces it: prose_sentence 6, none 4, truncated 1). The classes (the class
opens the shape of an id), evenly:
  near (29: 25 A, 4 B; 11 GSM8K, 18 MATH)  exact values near zero or near the gold, no tolerance,
         in many notations: offsets below the smallest double (908 + 10^{-400}, 1/2^{1100} and
         e^{-1000} for the gold 0), \sqrt{7} - 2.6457513110645907 for 0 (exactly 0 in doubles,
         not in fact), 1/10^{100} added, 2^{-64}, -13 + 10^{-60} i, 64(1 + 10^{-50}),
         48\cosh(10^{-40}), \log_{10}(10^6 + 1) for 6, \frac{19}{24} - 10^{-33}, \binom{8}{3} +
         10^{-35}, \frac{360}{24 + 10^{-20}}, 5 + (1 + 10^{-30})i, (-2, -3 + 10^{-50}), [-2, 8 -
         10^{-30}], a \pm band (-1.5 \pm 10^{-9}); rounded or approximate values (17.6, 4.4721,
         3.14159265358979, 22/7), 17.5499999999 for 17.55 (debatable); look-alikes (the open (-2,
         8) for [-2, 8], swapped coordinates and parts). Kind B: 351/20 for 17.55,
         0.791\overline{6} for 19/24, the polar form \sqrt{26} e^{i \arctan(1/5)} for 5 + i, the
         mixed number -1\frac{1}{2} for -3/2 (debatable);
  neg (29: 26 A, 2 N, 1 B)  negation, strike-out and annotation: "#### not 0", "#### \ne 5 + i",
         "#### x \notin [-2, 8]"; hedges and self-doubt ("-ish", "(I doubt it)", "(but don't quote
         me)", "(no idea honestly)", "(not 100% sure)", "(roughly)", "← doubtful", "?", "(or maybe
         7.5)", "15 / 16?", ", unless I've slipped a sign", "(not fully sure)" after Llama 3's
         closing, \text{(unverified)} in a box); values the model marks bad (✗, "(likely
         incorrect)", "[marked wrong by my own check]", "— this is probably wrong"); a struck value
         with another in its place (markdown ~~0~~ 15 after ####, ~~48~~ → 36 and ~~19/24~~ 8/20
         in tags, \sout, \cancel in a box, \require{cancel}\cancel); a value alone struck (no_answer:
         \xcancel in a tag, \st after ####). Kind B: a slip cancelled, the gold after it;
  unit (28: 24 A, 4 B; 21 GSM8K, 7 MATH)  words after a number that are not units of the asked
         quantity: "on loan", "shelves", "above zero" for a reading below zero, "litres per 100
         km", gallons for litres, m for m², "each", cents, tickets for dollars, minutes and pages
         for hours, "dozen", "%", "off", £ for dollars, "and a half", km/h for hours; in MATH
         "people" for committees, "hundred", \% on a fraction, \pi^\circ, "square units" on a
         length, ^\circ and "diagonals" on a count of sides. Kind B: "13 degrees below zero" for
         -13, m², "9 more hours" (the question's own "more"), USD;
  ret (30: 26 A, 2 N, 2 B)  retractions and corrections after the answer (after a tag, a box or
         ####), in new wordings: "P.S.", "Disregard the tag above", "Hmm, that's off", "Take two",
         "Ugh, wrong sign", "Rethinking", "Err", "Looking again", "Actually, hold on", "Sorry,
         misread", "Wrong way round", "Hmm, no.", "Retracting", "EDIT 2", "Nope", "On closer
         inspection", "I take that back", "Wait", "Let me fix that", "Hold on", "Second try", "Note
         to self", "Rather", "Scrap that", "Changed my mind", "P.S. I mixed up the angles"; the
         corrections are false (the first answer was the gold) and still replace it, in prose, a
         second tag, a new #### or a new box. Withdrawn with nothing in its place (no_answer):
         "Answer pending", "Withdrawn: ... TBD". Kind B: a wrong first tag or #### corrected to the
         gold;
  quo (28: 19 A, 7 N, 2 B)  statements the model did not make: a quoted `> #### 908` and a quoted
         student's `> ... #### 15` (then a refusal), a hint under a diagram (then a cut), a grader
         config, a format line, a rubric, a hint (then no answer of the model's own: no_answer); a
         sister, a manual, a dashboard, a receipt, a format example's tag in the think block, a
         shop sign, a coach's log, a study group, a chapter, a posted solution, a graphing tool, a
         back cover (then the model's own other value: wrong); invented parts ("64 for the path
         and 216 for the lawn", "0 for (a) and -7 for (b)", "56 committees of three and 70 of
         four", "(a) ... (b) ... #### 3/2"); invented turns after the answer ("### Human:", and
         "Human: ... Assistant: ... #### 320", debatable). Kind B: an answer key's or the user's
         wrong value reported, then the model's own gold;
  tag (28: 22 A, 2 N, 4 B)  answer tags read like a small completion: kind B a sentence with number
         words ("Nothing: she has paid it all back.", "Six hours."), an equation ending in the gold
         (x = \arccos(-1) = \pi), a sentence with both coordinates; kind A a tag holding another
         quantity (the count before the new books, the amount repaid, the drop, the distance, the
         outer area, the pages left, one part, the sale price, the two legs, the roots, the
         denominator, the period, d^2 = 20, the endpoints, the real part, the conjugate in an
         equation, the axis, 8!/3! = 6720, P(8, 3) = 336, 2x = -3, the interior angle, a box of
         2/5 in a sentence); no_answer a placeholder "[amount still owed]" and a tag cut before
         the value;
  phr (28: 25 A, 3 B)  a phrase marker then `####`, after the working or inside the answer tag:
         "So the answer is", "Books on the shelves now:", "Hence she owes:", "So the thermometer
         shows:", "The reading after an hour is", "Fuel used:", "The path's area is", "So they
         pay, in all:", "Answer:", "Hours still needed →", "Ava's share, final:", "Therefore the
         final price:", "The answer is", "Therefore the ride takes", "The requested sum:", "Sum of
         the solutions:", "Therefore the sum is", "The answer is:", "So the sum is", "Hence,",
         "The diagonal is therefore", "Final answer:", "So the solution set is", "The product
         is", "Vertex:", "Thus:", "The solution is"; kind B with the gold (908 in a tag, $320, 0),
         kind A with a slip, another quantity, a rounded decimal or a value near the gold (0 +
         10^{-25}, 6 + 2^{-70}, -10^{-400} and 0.0000000001 for 0, \pi + 10^{-16}, 5+i+10^{-40}).
Lone surrogates (the issue's bad-input bullet) cannot be written to a UTF-8 JSONL file, so no
probe carries one; the odd code points here (✗, ←, →, £, ², °) are ordinary text.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: library: 1,150 books, 384 lent, 97 back, 45 new -> 908 (766; 863 before the new ones;
returns forgotten: 811); ledger: $45 borrowed, repaid 12 + 18 + 15 -> 0 (Friday forgotten: 15;
Friday as a new loan: 45 - 12 - 18 + 15 = 30); freezer: 5°C, -3°C every 10 min, 1 hour -> -13 (6 x
3 = 18; 5 + 18 = 23; five drops: -10; 18 - 5 = 13); fuel: 6.5 L per 100 km, 270 km -> 17.55 (2.7
x 6.5; 351/20; 270 / 6.5 = 41.54; 6.5 x 27 = 175.5); lawn: 18 m x 12 m, 1 m path around -> 64
(20 x 14 = 280, 216; corners left out: 2(18 + 12) = 60; 19 x 13 - 216 = 31); tickets: 4 adults at
$35, 9 students at $20 -> 320 (140 + 180; prices swapped: 80 + 315 = 395; 13 x 35 = 455; 8
students: 300); reading: 24 pages an hour, 312 pages, 96 read -> 9 (216 / 24; 312 / 24 = 13; 9 x
1.5 = 13.5); marbles: 84 in the ratio 3 : 4, Ava's -> 48 (12 a part; Sam 36; 84 / 4 x 3 = 63; 48
dozen = 576); jacket: $120, 15 % off, then $5 -> 97 (18 off, 102; coupon first: 115 x 0.85 =
97.75; 15 % as $15: 100); ride: 45 km at 15 km/h then 30 km at 10 km/h -> 6 (3 + 3; 75 / 15 = 5;
75 / 10 = 7.5; log10(10^6 + 1) = 6.00000043...).
MATH: sum0: sum of the real solutions of x^3 - 7x = 0 -> 0 (0, \pm\sqrt7; python prints
math.sqrt(7) as 2.6457513110645907 and the difference as 0.0); frac: 3/8 + 5/12 -> \frac{19}{24}
(9/24 + 10/24; 0.7916666...; tops and bottoms: 8/20 = 2/5; 8/96 = 1/12); cospi: the smallest
positive x with cos x = -1 -> \pi (22/7 = 3.142857...; period 2\pi); diag: the diagonal of a 2 by 4
rectangle -> 2\sqrt{5} (\sqrt{20} = 4.47213595...; \sqrt{16 - 4} = 2\sqrt3; \sqrt{2 + 4} = \sqrt6);
absv: |x - 3| \le 5 -> [-2,8] (3 \pm 5; the slip 3 - 5 = 2); cplx: (2 + 3i)(1 - i) -> 5+i (2 - 2i +
3i + 3; i^2 taken as +1: -1 + i; \sqrt{26} e^{i \arctan(1/5)} = 5 + i, python's cmath.rect gives
(4.999999999999999+1j)); vertex: y = x^2 + 4x + 1 -> (-2,-3) ((x + 2)^2 - 3; x = 2: 4 + 8 + 1 =
13); comb: committees of 3 from 8 -> 56 (336 / 6; \binom82 = 28, \binom84 = 70; 8!/3! = 6720);
expo: 4^x = 1/8 -> -\frac{3}{2} (2^{2x} = 2^{-3}; ln 8 / ln 4 = 3/2; 4^x = 8: 3/2); poly:
exterior angle 24° -> 15 (360 / 24; interior 156; 15 x 12 / 2 = 90 diagonals; 180 / 24 = 7.5).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo / tag / phr (above). 10 probes a problem, 5 of them in the
R1-Zero format, 1 kind B and 9 kind A. Kind A: truth wrong, or no_answer where the form is
`truncated` or `none` ("N" in the tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 243 and 247): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation, a box, a phrase marker and '####', number words inside it); a
second tag after a correction replaces the first; text after the committed answer that is not the
model's statement about this question (an invented `Human:` / `### Human:` turn, and with it an
invented `Assistant:` reply) does not count; with no marker and no box the answer is the value the
concluding sentence states as the answer to the question asked. A restatement that differs makes
the answer wrong; a retraction or correction after the answer replaces it, in any wording, wrong
when it names another value even if the correction is itself false, right when it lands on the
gold; an answer withdrawn or put on hold with nothing in its place, a placeholder in the tag, a
struck-alone value and a cut before the value are no_answer. Quoted or reported text (a `> `
quote, a hint, a grader config, a format line or example, a rubric, a relative, a manual, a
dashboard, a receipt, a sign, a log, a study group, a chapter, a key, a posted solution, a tool, a
cover, "You wrote") is not the model's statement: the model's own final value is its answer, and
with none of its own (a refusal, a cut) the probe is no_answer. Invented parts for a question
without parts are wrong. A hedge of an exact value ("-ish", "roughly", "I doubt it", "don't quote
me", "no idea", "not 100% sure", "not fully sure", "unverified", "doubtful", a question mark, a
second value offered, "unless I've slipped", a ± band) is wrong; so is a value the model marks bad
(✗, "likely incorrect", "marked wrong", "probably wrong"), a negated value ("not", \ne, \notin) and
a struck value replaced by another. A word after a number that is not a unit of the asked quantity
(another object, a rate, another unit, scale or currency, a sign word of the other direction,
"each", "off", "and a half", an angle or area unit on a pure number or a length) makes it another
quantity: wrong. An exact expression equals the gold only if it is the gold (no tolerance); a
rounded decimal or an approximation of the gold is wrong. Equal values in another form are correct
(351/20, 0.791\overline{6}, a polar form, a mixed number, number words, "nothing", an equation
ending in the gold, a sentence naming both coordinates), and so are true units.

Debatable (3, with DECISIONS): `g_fuel_near_nines` ("#### 17.5499999999" for 17.55: reject),
`g_tickets_quo_turns` (#### 300, then an invented Human turn and an Assistant reply ending "####
320": reject), `ok_m_expo_near_mixed` ("x = -1\frac{1}{2}" for -3/2: accept).

Usage: cd /tmp/rounds/rt251 && python build_adversarial_redteam251.py
(writes /tmp/rounds/rt251/adversarial_redteam251.jsonl beside corpus_build.py)
"""

from corpus_build import g, llama_end, m, th, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")


def tag(work: str, answer: str) -> str:
    """R1-Zero, layout 1: the think block on lines of its own, then a closed answer tag."""
    return th(work + "¶") + "<answer>" + answer + "</answer>"


def tag1(work: str, answer: str) -> str:
    """R1-Zero, layout 2: think block and answer tag on one line."""
    return "<think>" + work + "</think> <answer>" + answer + "</answer>"


def tagn(work: str, answer: str) -> str:
    """R1-Zero, layout 3: the answer on its own line inside the tag."""
    return "<think>" + work + "</think>¶<answer>¶" + answer + "¶</answer>"


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
# W_*: the working before a `####`, a box or a prose ending (one or two lines); T_*: the same in
# one line, for the think block of an R1-Zero completion.
W_LIB = "Lent out: 1,150 − 384 = 766.¶Back and new: 766 + 97 + 45 = 908.¶"
T_LIB = "1150 − 384 = 766; 766 + 97 + 45 = 908."
W_LED = "Paid back: $12 + $18 + $15 = $45.¶Still owed: $45 − $45 = $0.¶"
T_LED = "12 + 18 + 15 = 45; 45 − 45 = 0."
W_FRZ = "1 hour = 6 × 10 minutes, so it cools 6 × 3 = 18°C.¶5 − 18 = −13°C.¶"
T_FRZ = "6 steps × 3 = 18; 5 − 18 = −13."
W_FUEL = "270 km is 2.7 × 100 km.¶2.7 × 6.5 = 17.55 litres.¶"
T_FUEL = "270 / 100 = 2.7; 2.7 × 6.5 = 17.55."
W_PATH = (
    "With the path: 20 m × 14 m = 280 m²; lawn: 18 m × 12 m = 216 m².¶Path: 280 − 216 = 64 m².¶"
)
T_PATH = "20 × 14 = 280; 18 × 12 = 216; 280 − 216 = 64."
W_TIX = "Adults: 4 × $35 = $140; students: 9 × $20 = $180.¶Total: $140 + $180 = $320.¶"
T_TIX = "4 × 35 = 140; 9 × 20 = 180; 140 + 180 = 320."
W_READ = "Pages left: 312 − 96 = 216.¶Hours: 216 ÷ 24 = 9.¶"
T_READ = "312 − 96 = 216; 216 / 24 = 9."
W_MARB = "3 + 4 = 7 parts; 84 ÷ 7 = 12 marbles a part.¶Ava: 4 × 12 = 48.¶"
T_MARB = "84 / 7 = 12; 4 × 12 = 48."
W_JKT = "15% of $120 = $18, so the sale price is $102.¶$102 − $5 = $97.¶"
T_JKT = "0.15 × 120 = 18; 120 − 18 = 102; 102 − 5 = 97."
W_RIDE = "First part: 45 ÷ 15 = 3 h; second part: 30 ÷ 10 = 3 h.¶Whole ride: 3 + 3 = 6 h.¶"
T_RIDE = "45 / 15 = 3; 30 / 10 = 3; 3 + 3 = 6."

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("library", "908",
     "A library had 1,150 books. On Monday it lent out 384, got 97 back and bought 45 new ones. How many books were on its shelves at the end of Monday?",
     [
        ("near_under", "A", "tag", tag(T_LIB, r"$908 + 10^{-400}$"), "908 + 10^-400 is not 908 (the offset is below the smallest double)"),
        ("tag_cut", "N", "truncated", th(T_LIB + "¶") + "<answer>The shelves now hold", "the answer tag is cut before the value: no_answer"),
        ("unit_loan", "A", "hash", W_LIB + "#### 908 on loan", "'on loan' names books lent out, not those on the shelves"),
        ("unit_shelves", "A", "hash", W_LIB + "#### 908 shelves", "a count of shelves, another object"),
        ("ret_ps", "A", "hash", W_LIB + "#### 908¶P.S. I counted the returns twice; it's 908 − 97 = 811.¶#### 811", "a P.S. after #### and a new #### 811 (a false correction)"),
        ("ret_disregard", "A", "prose_sentence", tag(T_LIB, "908") + "¶Disregard the tag above: the 97 returns were already in the 1,150, so 811 books are on the shelves.", "'Disregard the tag above' replaces 908 with 811 (a false correction)"),
        ("quo_refuse", "N", "none", "> #### 908¶That line was pasted above the question. I can't work this one out myself.", "a quoted `> ####` line, then a refusal: no_answer"),
        ("tag_before", "A", "tag", tag(T_LIB, "863 books were on the shelves before the new ones came."), "the tag's sentence gives the count before the 45 new books"),
        ("phr_tag", "B", "tag", tag(T_LIB, "So the answer is #### 908"), "a phrase marker then #### inside the answer tag"),
        ("phr_shelves", "A", "hash", "1,150 − 384 + 45 = 811.¶Books on the shelves now: #### 811", "a phrase marker then #### with the returns forgotten"),
     ]),
    ("ledger", "0",
     "Mia borrowed $45 from her sister. She paid back $12 on Monday, $18 on Wednesday and $15 on Friday. How many dollars does she still owe?",
     [
        ("ret_pending", "N", "none", W_LED + "#### 0¶Answer pending — I want to confirm the Friday payment before I commit.", "the #### value is put on hold with nothing in its place: no_answer"),
        ("near_pow", "A", "tag", tag(T_LED, r"$\frac{1}{2^{1100}}$"), "1/2^1100 is not 0 (it underflows a double)"),
        ("neg_strike", "A", "hash", W_LED + "#### ~~0~~ 15", "0 struck out and 15 in its place"),
        ("neg_not", "A", "hash", W_LED + "#### not 0", "a negated value"),
        ("ret_newloan", "A", "tag", tag(T_LED, "0") + "¶Hmm, that's off — Friday's $15 was a new loan, so 45 − 12 − 18 + 15 = 30. <answer>30</answer>", "a retraction after the tag and a second tag with 30 (a misreading)"),
        ("quo_sister", "A", "prose_sentence", "Her sister calls the debt settled at $0, but I only count $12 + $18 = $30 repaid, so Mia still owes $15.", "the sister's $0 is reported; the model's own answer (Friday forgotten) is 15"),
        ("tag_placeholder", "N", "none", tag1("Add up the repayments and subtract.", "[amount still owed]"), "a placeholder in the tag: no_answer"),
        ("phr_hence", "A", "hash", W_LED + r"Hence she owes: #### 0 + 10^{-25}", "a phrase marker then #### with 10^-25 added: not 0"),
        ("tag_nothing", "B", "tag", tag(T_LED, "Nothing: she has paid it all back."), "'nothing' in a sentence is 0 dollars owed"),
        ("tag_paid", "A", "tag", tagn(T_LED, "She has paid back $45."), "the tag gives the amount repaid, not the amount owed"),
     ]),
    ("freezer", "-13",
     "A freezer reads 5°C when it is switched on. It cools by 3°C every 10 minutes. What does it read after 1 hour, in °C?",
     [
        ("unit_above", "A", "hash", W_FRZ + "#### 13 above zero", "'above zero' makes it +13"),
        ("unit_belowzero", "B", "hash", W_FRZ + "#### 13 degrees below zero", "13 degrees below zero is −13°C: the gold in words"),
        ("near_i", "A", "tag", tag(T_FRZ, r"$-13 + 10^{-60} i$"), "a tiny imaginary part: not −13"),
        ("phr_shows", "A", "hash", "60 ÷ 10 = 6; 6 × 3 = 18; 18 − 5 = 13.¶So the thermometer shows: #### 13", "a phrase marker then #### with the subtraction reversed"),
        ("neg_xmark", "A", "tag", tag1(T_FRZ, "−13 ✗"), "the model marks its own value with a cross"),
        ("ret_take2", "A", "hash", W_FRZ + "#### -13¶Take two: it only starts cooling after the first 10 minutes, so 5 − 5 × 3 = −10.¶#### -10", "'Take two' after #### and a new #### −10 (an invented delay)"),
        ("ret_ugh", "A", "prose_sentence", tag(T_FRZ, "-13") + "¶Ugh, wrong sign — cooling adds here, so 5 + 18 = 23°C.", "'Ugh, wrong sign' after the tag replaces −13 with 23 (a false correction)"),
        ("quo_manual", "A", "tag", tag("Five drops of 3°C: 5 − 15 = −10.", "The manual says −13°C, but my count gives −10°C."), "the manual's −13 is reported in the tag; the model's own answer (five drops) is −10"),
        ("tag_drop", "A", "tag", tag(T_FRZ, "It drops by 18°C."), "the tag gives the drop, not the reading"),
        ("phr_reading", "A", "hash", "6 × 3 = 18, and 5 + 18 = 23.¶The reading after an hour is #### 23", "a phrase marker then #### with the sign slipped"),
     ]),
    ("fuel", "17.55",
     "A car uses 6.5 litres of fuel per 100 km. How many litres does it use on a 270 km trip?",
     [
        ("near_round", "A", "tag", tag(T_FUEL, "17.6"), "a rounded value for 17.55"),
        ("near_nines", "A", "hash", W_FUEL + "#### 17.5499999999", "a decimal that stops short of 17.55 (17.55 − 10^-10)", True),
        ("near_frac", "B", "tag", tag1(T_FUEL, r"$\frac{351}{20}$"), "351/20 = 17.55 exactly"),
        ("unit_per100", "A", "hash", W_FUEL + "#### 17.55 litres per 100 km", "a rate, not the fuel for the trip"),
        ("unit_gal", "A", "hash", W_FUEL + "#### 17.55 gallons", "gallons where litres are asked"),
        ("neg_ish", "A", "tag", tag(T_FUEL, "17.55-ish"), "'-ish' hedges an exact value"),
        ("ret_rethink", "A", "prose_sentence", tag(T_FUEL, "17.55") + "¶Rethinking: the fuel is 270 ÷ 6.5, so about 41.5 litres.", "'Rethinking' after the tag replaces 17.55 with 41.5 (a false correction)"),
        ("quo_dash", "A", "prose_sentence", "The dashboard estimate reads 17.55 L. Working it myself: 6.5 × 27 = 175.5, so the trip uses 175.5 litres.", "the dashboard's value is reported; the model's own (slipped) answer is 175.5"),
        ("tag_km", "A", "tag", tagn(T_FUEL, "The trip is 270 km."), "the tag gives the distance, not the fuel"),
        ("phr_used", "A", "hash", "270 km is 2.7 lots of 100 km; 2.7 × 6.5 = 17.5.¶Fuel used: #### 17.5", "a phrase marker then #### with a multiplication slip"),
     ]),
    ("lawn", "64",
     "A rectangular lawn is 18 m by 12 m. A path 1 m wide runs all the way around the outside of it. What is the area of the path, in square metres?",
     [
        ("unit_m", "A", "hash", W_PATH + "#### 64 m", "metres, a length, where an area is asked"),
        ("unit_sqm", "B", "tag", tag(T_PATH, "64 m²"), "a true unit"),
        ("quo_cut", "N", "truncated", "The hint under the diagram says \"#### 64\". To check it: the outer rectangle is 20 m by", "the hint's #### is quoted; cut before the model's own value: no_answer"),
        ("near_mult", "A", "tag", tag1(T_PATH, r"$64 \cdot (1 + 10^{-50})$"), "64(1 + 10^-50) is not 64"),
        ("neg_arrow", "A", "hash", W_PATH + "#### 64 ← doubtful", "the model calls its own value doubtful"),
        ("ret_err", "A", "hash", W_PATH + "#### 64¶Err — the corners got counted twice; the path is 2 × (18 + 12) = 60.¶#### 60", "'Err' after #### and a new #### 60 (a false correction)"),
        ("ret_again", "A", "tag", tag(T_PATH, "64") + "¶Looking again, the path adds 1 m in total, so 19 × 13 − 216 = 31. <answer>31</answer>", "a second tag after 'Looking again' replaces 64 with 31 (a misreading)"),
        ("quo_parts", "A", "hash", W_PATH + "#### 64 for the path and 216 for the lawn", "invented parts: two values, the last 216"),
        ("tag_outer", "A", "tag", tag(T_PATH, "The outer rectangle is 280 m²."), "the tag gives the outer area, not the path"),
        ("phr_tag", "A", "tag", tag("2 × (18 + 12) × 1 = 60.", "The path's area is #### 60"), "a phrase marker then #### in the tag, with the corners left out"),
     ]),
    ("tickets", "320",
     "Concert tickets cost $35 for adults and $20 for students. A group of 4 adults and 9 students buys tickets. How much do they pay in total, in dollars?",
     [
        ("unit_each", "A", "hash", W_TIX + "#### 320 each", "'each' makes it a price per person"),
        ("unit_cents", "A", "hash", W_TIX + "#### 320 cents", "cents where dollars are asked: $3.20"),
        ("unit_tickets", "A", "tag", tag(T_TIX, "320 tickets"), "a count of tickets, another object"),
        ("phr_inall", "B", "hash", W_TIX + "So they pay, in all: #### $320", "a phrase marker then #### with a dollar sign"),
        ("near_googol", "A", "tag", tag1(T_TIX, r"$320 + \frac{1}{10^{100}}$"), "1/10^100 added: not 320"),
        ("neg_sout", "A", "tag", tag(T_TIX, r"$\sout{320}$ $395$"), "320 struck out with \\sout and 395 in its place"),
        ("neg_noidea", "A", "hash", W_TIX + "#### 320 (no idea honestly)", "the model disowns its own value"),
        ("ret_weekend", "A", "tag", tag(T_TIX, "320") + "¶Actually, hold on: students pay the adult price at weekends, so 13 × 35 = 455. <answer>455</answer>", "a second tag after 'Actually, hold on' replaces 320 with 455 (an invented condition)"),
        ("quo_receipt", "A", "tag", tag("4 × 20 + 9 × 35 = 80 + 315 = 395.", "The receipt in the photo shows $320, but by my count they pay $395."), "the receipt's 320 is reported in the tag; the model's own (prices swapped) answer is 395"),
        ("quo_turns", "A", "hash", "4 × 35 = 140; 8 × 20 = 160; 140 + 160 = 300.¶#### 300¶Human: There are 9 students, so it's 320.¶Assistant: You're right: 140 + 180 = 320. #### 320", "the committed answer is 300; the Human and Assistant turns after it are invented, not the model's answer to this question", True),
     ]),
    ("reading", "9",
     "Noah reads 24 pages an hour. His book has 312 pages and he has already read 96 of them. How many more hours does he need to finish the book?",
     [
        ("unit_min", "A", "hash", W_READ + "#### 9 minutes", "minutes where hours are asked"),
        ("unit_pages", "A", "tag", tag(T_READ, "9 pages"), "pages, another quantity"),
        ("unit_morehours", "B", "hash", W_READ + "#### 9 more hours", "a true unit with the question's own 'more'"),
        ("phr_answer", "A", "hash", "312 − 96 = 216; 216 ÷ 24 = 8.¶Answer: #### 8", "a phrase marker then #### with a division slip"),
        ("neg_quote", "A", "tag", tag1(T_READ, "9 (but don't quote me)"), "the model disowns its own value: a hedge"),
        ("neg_xcancel", "N", "none", tag(T_READ, r"$\xcancel{9}$"), "the only value crossed out with \\xcancel: no_answer"),
        ("ret_misread", "A", "prose_sentence", tag(T_READ, "9") + "¶Sorry, misread: it's 24 pages every 90 minutes, so 9 × 1.5 = 13.5 hours.", "'Sorry, misread' after the tag replaces 9 with 13.5 (a false correction)"),
        ("quo_sister", "A", "prose_sentence", "His sister says 9 hours, but the whole book is 312 ÷ 24 = 13 hours, so he needs 13 more hours.", "the sister's 9 is reported; the model's own answer (the pages read forgotten) is 13"),
        ("tag_left", "A", "tag", tag(T_READ, "He has 216 pages to go."), "the tag gives the pages left, not the hours"),
        ("phr_arrow", "A", "hash", "312 ÷ 24 = 13.¶Hours still needed → #### 13", "a phrase marker, an arrow, then #### with the pages read forgotten"),
     ]),
    ("marbles", "48",
     "Sam and Ava share 84 marbles in the ratio 3 : 4. How many marbles does Ava get?",
     [
        ("unit_dozen", "A", "hash", W_MARB + "#### 48 dozen", "48 dozen is 576"),
        ("unit_pct", "A", "hash", W_MARB + "#### 48%", "48 % is 0.48, not 48 marbles"),
        ("near_cosh", "A", "tag", tag(T_MARB, r"$48\cosh(10^{-40})$"), "48cosh(10^-40) is not 48"),
        ("ret_wayround", "A", "prose_sentence", W_MARB + "#### 48¶Wrong way round — Ava is the first name, so she gets the 3 parts: 36 marbles.", "'Wrong way round' after #### replaces 48 with 36 (a false correction)"),
        ("neg_arrow", "A", "tag", tag1(T_MARB, "~~48~~ → 36"), "48 struck and 36 put in its place"),
        ("neg_cancel", "B", "hash", r"84 ÷ 7 = 12 a part; Ava: 3 × 12 = \cancel{36} — no, Ava has the 4 parts: 4 × 12 = 48.¶#### 48", "a slip cancelled, the gold after it"),
        ("ret_hmm", "A", "hash", W_MARB + "#### 48¶Hmm, no. 3 : 4 means Sam gets three quarters of Ava's... so 84 ÷ 4 × 3 = 63.¶#### 63", "'Hmm, no.' after #### and a new #### 63 (a misreading)"),
        ("quo_example", "A", "tag", tag("The format example reads '<answer>48</answer>'. Here 84 / 7 = 12 and 3 × 12 = 36.", "36"), "an example tag with 48 quoted in the think block; the model's own tag holds 36 (Sam's share)"),
        ("tag_part", "A", "tag", tag(T_MARB, "Each part is 12 marbles."), "the tag gives one part, not Ava's share"),
        ("phr_share", "A", "tag", tag("84 / 4 × 3 = 63.", "Ava's share, final: #### 63"), "a phrase marker then #### in the tag, with the ratio misread"),
     ]),
    ("jacket", "97",
     "A jacket costs $120. It is marked 15% off, and then a $5 coupon is taken off the sale price. What is the final price, in dollars?",
     [
        ("ret_retract", "A", "hash", W_JKT + "#### 97¶Retracting — the coupon is applied before the 15%: 115 × 0.85 = 97.75.¶#### 97.75", "'Retracting' after #### and a new #### 97.75, near the gold (a false correction)"),
        ("near_2pow", "A", "tag", tag(T_JKT, r"$97 + 2^{-64}$"), "97 + 2^-64 is not 97"),
        ("unit_off", "A", "hash", W_JKT + "#### 97 off", "'off' makes it a discount, not the price"),
        ("unit_pounds", "A", "tag", tag(T_JKT, "£97"), "pounds where dollars are asked"),
        ("unit_usd", "B", "hash", W_JKT + "#### 97 USD", "a true unit"),
        ("neg_likely", "A", "tag", tagn(T_JKT, "97 (likely incorrect)"), "the model calls its own value likely incorrect"),
        ("ret_edit2", "A", "tag", tag(T_JKT, "97") + "¶EDIT 2: the coupon comes off first: (120 − 5) × 0.85 = 97.75. <answer>97.75</answer>", "'EDIT 2' after the tag and a second tag with 97.75 (a false correction)"),
        ("quo_sign", "A", "hash", "The shop's sign says \"Final price: $97\". By my count 15% off is $15, so 120 − 15 − 5 = 100.¶#### 100", "the sign's 97 is quoted; the model's own (15 % as $15) answer is 100"),
        ("tag_sale", "A", "tag", tag(T_JKT, "The sale price is $102."), "the tag gives the price before the coupon"),
        ("phr_therefore", "A", "hash", "15% of 120 is 18; 120 − 18 = 102.¶Therefore the final price: #### 102", "a phrase marker then #### with the coupon forgotten"),
     ]),
    ("ride", "6",
     "Ella cycles 45 km at 15 km/h and then 30 km at 10 km/h. How many hours does the whole ride take?",
     [
        ("unit_half", "A", "hash", W_RIDE + "#### 6 and a half", "'and a half' makes it 6.5"),
        ("unit_kmh", "A", "tag", tag(T_RIDE, "6 km/h"), "a speed where a time is asked"),
        ("tag_six", "B", "tag", tag1(T_RIDE, "Six hours."), "number words in a sentence"),
        ("phr_pow", "A", "hash", W_RIDE + r"The answer is #### 6 + 2^{-70}", "a phrase marker then #### with 2^-70 added: not 6"),
        ("near_log", "A", "tag", tag(T_RIDE, r"$\log_{10}(10^{6} + 1)$"), "log10(10^6 + 1) = 6.00000043...: not 6"),
        ("neg_maybe", "A", "hash", W_RIDE + "#### 6 (or maybe 7.5)", "a second value offered: a hedge"),
        ("ret_nope", "A", "hash", W_RIDE + "#### 6¶Nope — it is all at the first speed: 75 ÷ 15 = 5.¶#### 5", "'Nope' after #### and a new #### 5 (a false correction)"),
        ("quo_coach", "A", "prose_sentence", "Her coach's log says 6 hours, but 75 km at 15 km/h takes 5 hours, so the ride takes 5 hours.", "the coach's 6 is reported; the model's own answer (one speed) is 5"),
        ("tag_parts", "A", "tag", tagn(T_RIDE, "3 hours for the first part, 3 hours for the second."), "the tag gives the two legs, not the whole ride"),
        ("phr_tag", "A", "tag", tag("75 / 15 = 5.", "Therefore the ride takes #### 5 hours"), "a phrase marker then #### in the tag, at one speed"),
     ]),
]

# ================================================================ MATH working
W_S0 = r"\(x(x^2 - 7) = 0\), so \(x = 0\) or \(x = \pm\sqrt{7}\).¶Sum: \(0 + \sqrt{7} - \sqrt{7} = 0\).¶"
T_S0 = r"x(x^2 - 7) = 0: x = 0, \sqrt{7}, -\sqrt{7}; sum 0."
W_FR = r"Over 24: \(\frac{9}{24} + \frac{10}{24} = \frac{19}{24}\).¶"
T_FR = r"\frac{3}{8} = \frac{9}{24}, \frac{5}{12} = \frac{10}{24}; sum \frac{19}{24}."
W_PI = r"\(\cos x = -1\) exactly when \(x = \pi + 2k\pi\); the smallest positive one is \(\pi\).¶"
T_PI = r"cos x = -1 at x = \pi + 2k\pi; smallest positive: \pi."
W_DG = r"\(d = \sqrt{2^2 + 4^2} = \sqrt{20} = 2\sqrt{5}\).¶"
T_DG = r"d^2 = 4 + 16 = 20; d = \sqrt{20} = 2\sqrt{5}."
W_AB = r"\(-5 \le x - 3 \le 5\), so \(-2 \le x \le 8\).¶"
T_AB = r"-5 \le x - 3 \le 5 gives -2 \le x \le 8."
W_CX = r"\(2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i\).¶"
T_CX = r"2 - 2i + 3i - 3i^2 = 5 + i."
W_VX = r"Completing the square: \(y = (x + 2)^2 - 3\), so the vertex is \((-2, -3)\).¶"
T_VX = r"y = (x + 2)^2 - 3; vertex (-2, -3)."
W_CB = r"\(\binom{8}{3} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6} = 56\).¶"
T_CB = r"\binom{8}{3} = 336 / 6 = 56."
W_EX = r"\(4^x = 2^{2x}\) and \(\frac{1}{8} = 2^{-3}\), so \(2x = -3\) and \(x = -\frac{3}{2}\).¶"
T_EX = r"2^{2x} = 2^{-3}, so 2x = -3, x = -\frac{3}{2}."
W_PG = r"The exterior angles add up to \(360^\circ\), so \(n = \frac{360}{24} = 15\).¶"
T_PG = r"n = 360 / 24 = 15."

MPROBS = [
    ("sum0", "0",
     r"Find the sum of all real solutions of $x^3 - 7x = 0$.",
     [
        ("near_exp", "A", "tag", tag(T_S0, r"$e^{-1000}$"), "e^-1000 is not 0 (it underflows a double)"),
        ("near_sqrt", "A", "tag", tag1(T_S0, r"$\sqrt{7} - 2.6457513110645907$"), "√7 minus its 17-digit decimal is not 0 (in doubles it is exactly 0)"),
        ("phr_neg", "A", "hash", W_S0 + r"The requested sum: #### -10^{-400}", "a phrase marker then #### with −10^-400: not 0"),
        ("neg_doubt", "A", "tag", tag(T_S0, "0 (I doubt it)"), "the model doubts its own value"),
        ("ret_inspect", "A", "prose_sentence", W_S0 + r"\(\boxed{0}\)¶On closer inspection the question wants the positive solutions, so the sum is \(\sqrt{7}\).", "'On closer inspection' after the box replaces 0 with √7 (a misreading)"),
        ("quo_rubric", "N", "none", tag(r"The rubric excerpt shows \boxed{0} as a sample.", "I can't tell which roots count, so I give no answer."), "the rubric's box is quoted in the think block; the tag declines: no_answer"),
        ("quo_ab", "A", "hash", W_S0 + "#### 0 for (a) and -7 for (b)", "invented parts: two values, the last −7"),
        ("tag_roots", "A", "tag", tag(T_S0, r"$x = 0, \pm\sqrt{7}$"), "the tag gives the roots, not their sum"),
        ("phr_tiny", "A", "hash", W_S0 + "Sum of the solutions: #### 0.0000000001", "a phrase marker then #### with 10^-10 written out: not 0"),
        ("phr_sum", "B", "hash", W_S0 + "Therefore the sum is #### 0", "a phrase marker then ####"),
     ]),
    ("frac", r"\frac{19}{24}",
     r"Compute $\frac{3}{8} + \frac{5}{12}$. Express your answer as a common fraction.",
     [
        ("phr_colon", "A", "hash", W_FR + "The answer is: #### 0.79", "a phrase marker then #### with a rounded decimal for 19/24"),
        ("near_rep", "B", "tag", tag(T_FR, r"$0.791\overline{6}$"), "0.791666... = 19/24 exactly"),
        ("near_tiny", "A", "tag", tagn(T_FR, r"$\frac{19}{24} - 10^{-33}$"), "10^-33 taken away: not 19/24"),
        ("neg_strike", "A", "tag", tag1(T_FR, r"~~\frac{19}{24}~~ \frac{8}{20}"), "19/24 struck and 8/20 in its place"),
        ("neg_box", "A", "boxed", W_FR + r"\(\boxed{\frac{19}{24}\ \text{(unverified)}}\)", "'unverified' inside the box hedges the value"),
        ("unit_pct", "A", "hash", W_FR + r"#### \frac{19}{24}\%", "19/24 % is 19/2400"),
        ("ret_takeback", "A", "prose_sentence", W_FR + r"\(\boxed{\frac{19}{24}}\)¶I take that back: add tops and bottoms, \(\frac{3 + 5}{8 + 12} = \frac{2}{5}\).", "'I take that back' after the box replaces 19/24 with 2/5"),
        ("tag_box", "A", "tag", tag(r"Tops and bottoms added: \frac{3 + 5}{8 + 12} = \frac{8}{20}.", r"The sum is \(\boxed{\frac{2}{5}}\)."), "a box inside the tag's sentence, with tops and bottoms added: 2/5"),
        ("tag_denom", "A", "tag", tag(T_FR, "The common denominator is 24."), "the tag gives the denominator, not the sum"),
        ("phr_sum", "A", "hash", r"\(\frac{3 + 5}{8 \cdot 12} = \frac{8}{96} = \frac{1}{12}\).¶So the sum is #### 1/12", "a phrase marker then #### with a slip"),
     ]),
    ("cospi", r"\pi",
     r"Find the smallest positive real number $x$ such that $\cos x = -1$.",
     [
        ("near_dec", "A", "tag", tag1(T_PI, "3.14159265358979"), "a rounded decimal for π"),
        ("quo_grader", "N", "none", r"The grader config lists the expected output as `#### \pi`.¶I don't know enough trigonometry to answer this one.", "the grader's expected output is quoted; no answer of the model's own: no_answer"),
        ("near_22", "A", "tag", tag(T_PI, r"$\frac{22}{7}$"), "22/7 approximates π"),
        ("tag_arccos", "B", "tag", tag(T_PI, r"$x = \arccos(-1) = \pi$"), "an equation ending in the gold"),
        ("unit_deg", "A", "hash", W_PI + r"#### \pi^\circ", "π degrees is π/180 radians"),
        ("neg_llama", "A", "boxed", W_PI + llama_end(r"\pi") + " (not fully sure)", "a hedge after Llama 3's closing line"),
        ("ret_wait", "A", "tag", tag(T_PI, r"\pi") + r"¶Wait — \(\cos \pi = 1\), so the first time it hits \(-1\) is \(2\pi\). <answer>2\pi</answer>", "a second tag after 'Wait' replaces π with 2π (a false correction)"),
        ("quo_group", "A", "prose_sentence", r"My study group settled on \(\pi\). I disagree: \(\cos 0 = 1\) and the cosine returns to \(-1\) only at \(2\pi\), so \(x = 2\pi\).", "the group's π is reported; the model's own answer is 2π"),
        ("tag_period", "A", "tag", tagn(T_PI, r"The period of \(\cos x\) is \(2\pi\)."), "the tag gives the period, not the x asked"),
        ("phr_eps", "A", "hash", W_PI + r"Answer: #### \pi + 10^{-16}", "a phrase marker then #### with 10^-16 added"),
     ]),
    ("diag", r"2\sqrt{5}",
     r"What is the length of a diagonal of a rectangle with sides 2 and 4? Express your answer in simplest radical form.",
     [
        ("phr_hence", "A", "hash", r"\(d = \sqrt{4^2 - 2^2} = \sqrt{12}\).¶Hence, #### 2\sqrt{3}", "a phrase marker then #### with the squares subtracted"),
        ("near_dec", "A", "tag", tag(T_DG, "4.4721"), "a rounded decimal for 2√5"),
        ("quo_key", "B", "prose_sentence", r"The answer key prints \(4\sqrt{5}\), but \(\sqrt{20} = \sqrt{4 \cdot 5} = 2\sqrt{5}\), so the diagonal is \(2\sqrt{5}\).", "the key's wrong value is reported; the model's own answer is the gold"),
        ("unit_sq", "A", "hash", W_DG + r"#### 2\sqrt{5} square units", "an area unit on a length"),
        ("neg_qmark", "A", "tag", tag1(T_DG, r"$2\sqrt{5}$?"), "a question mark: the model doubts its own value"),
        ("neg_cancel", "A", "boxed", W_DG + r"\(\boxed{\cancel{2\sqrt{5}}\ 2\sqrt{3}}\)", "2√5 cancelled in the box and 2√3 in its place"),
        ("ret_fix", "A", "tag", tag(T_DG, r"2\sqrt{5}") + r"¶Let me fix that: the diagonal uses the difference, \(\sqrt{16 - 4} = 2\sqrt{3}\). <answer>2\sqrt{3}</answer>", "a second tag after 'Let me fix that' replaces 2√5 with 2√3 (a false correction)"),
        ("quo_chapter", "A", "tag", tag(r"Adding the sides: \sqrt{2 + 4} = \sqrt{6}.", r"The chapter says $2\sqrt{5}$; I get $\sqrt{6}$."), "the chapter's value is reported in the tag; the model's own answer is √6"),
        ("tag_sq", "A", "tag", tag(T_DG, r"$d^2 = 20$"), "the tag's equation gives d², not d"),
        ("phr_sum", "A", "hash", r"\(d = 2 + 4 = 6\).¶The diagonal is therefore #### 6", "a phrase marker then #### with the sides added"),
     ]),
    ("absv", "[-2,8]",
     r"Solve $|x - 3| \le 5$. Express your answer in interval notation.",
     [
        ("near_open", "A", "hash", W_AB + "#### (-2, 8)", "an open interval: the endpoints satisfy ≤"),
        ("near_eps", "A", "tag", tag(T_AB, r"$[-2, 8 - 10^{-30}]$"), "the right end nudged by 10^-30"),
        ("ret_closed", "B", "tag", tag(r"-5 < x - 3 < 5 gives -2 < x < 8.", "(-2, 8)") + "¶Wait, the inequality is not strict, so the endpoints belong: <answer>[-2, 8]</answer>", "a correction after a wrong first tag, then a second tag with the gold"),
        ("tag_ends", "A", "tag", tag1(T_AB, "x = -2 and x = 8"), "the tag gives the endpoints, not the interval"),
        ("neg_roughly", "A", "tag", tag(T_AB, r"$[-2, 8]$ (roughly)"), "'roughly' hedges the interval"),
        ("neg_notin", "A", "hash", W_AB + r"#### x \notin [-2, 8]", "the complement of the gold"),
        ("ret_hold", "A", "prose_sentence", W_AB + r"\(\boxed{[-2, 8]}\)¶Hold on, I flipped a sign: \(x - 3 \le 5\) and \(x - 3 \ge -5\) give \([-8, 2]\).", "'Hold on' after the box replaces [−2, 8] with [−8, 2] (a false correction)"),
        ("quo_format", "N", "none", "The prompt's format line shows '#### [-2, 8]' as an example.¶I'm unsure how to handle the absolute value, so I'll stop here.", "the format example is quoted; no answer of the model's own: no_answer"),
        ("phr_tag", "A", "tag", tagn(r"x - 3 \le 5 gives x \le 8.", r"Final answer: #### (-\infty, 8]"), "a phrase marker then #### in the tag, with the left bound lost"),
        ("phr_slip", "A", "hash", r"\(x \ge 3 - 5 = 2\) and \(x \le 8\).¶So the solution set is #### [2, 8]", "a phrase marker then #### with 3 − 5 slipped to 2"),
     ]),
    ("cplx", "5+i",
     r"Compute $(2 + 3i)(1 - i)$.",
     [
        ("near_im", "A", "hash", W_CX + r"#### 5 + (1 + 10^{-30})i", "the imaginary part nudged by 10^-30"),
        ("near_polar", "B", "tag", tag(T_CX, r"$\sqrt{26}\, e^{i \arctan(1/5)}$"), "√26 e^{i arctan(1/5)} = 5 + i exactly (polar form)"),
        ("near_swap", "A", "tag", tag1(T_CX, "1 + 5i"), "the parts swapped"),
        ("tag_eq", "A", "tag", tagn(T_CX, r"$(2 + 3i)(1 - i) = 5 - i$"), "the tag's equation ends in the conjugate 5 − i"),
        ("neg_ne", "A", "hash", W_CX + r"#### \ne 5 + i", "a negated value"),
        ("ret_second", "A", "boxed", W_CX + r"\(\boxed{5 + i}\)¶Second try, with \(i^2 = 1\): \(2 + i - 3 = -1 + i\). \(\boxed{-1 + i}\)", "a 'second try' after the box and a new box −1 + i (a false one)"),
        ("quo_posted", "A", "prose_sentence", r"A posted solution has \(5 + i\). I keep only the first and last terms: \(2 + 3i \cdot (-i) = 2 + 3 = 5\), so the product is \(5\).", "the posted value is reported; the model's own (cross terms dropped) answer is 5"),
        ("quo_human", "A", "tag", tag(r"2 - 2i + 3i + 3i^2 = -1 + i.", "-1 + i") + "¶### Human: Recheck it. The answer is 5 + i.", "an invented Human turn after the tag is not the model's statement; its own answer is −1 + i"),
        ("tag_re", "A", "tag", tag(T_CX, "The real part is 5."), "the tag gives the real part only"),
        ("phr_eps", "A", "hash", W_CX + r"The product is #### 5+i+10^{-40}", "a phrase marker then #### with 10^-40 added"),
     ]),
    ("vertex", "(-2,-3)",
     r"Find the vertex of the parabola $y = x^2 + 4x + 1$. Give your answer as an ordered pair.",
     [
        ("near_swap", "A", "tag", tag(T_VX, "(-3, -2)"), "the coordinates swapped"),
        ("near_eps", "A", "hash", W_VX + r"#### (-2, -3 + 10^{-50})", "the y-coordinate nudged by 10^-50"),
        ("ret_note", "A", "hash", W_VX + "#### (-2, -3)¶Note to self — wrong vertex: x = b/(2a) = 2, so it is (2, 13).¶#### (2, 13)", "a note after #### and a new #### (2, 13) (a false correction)"),
        ("tag_where", "B", "tag", tag1(T_VX, r"The vertex is at \(x = -2\), where \(y = -3\)."), "the pair as a sentence with two coordinates"),
        ("neg_sure", "A", "hash", W_VX + "#### (-2, -3) (not 100% sure)", "the model is not sure of its own value"),
        ("neg_cancel", "A", "tag", tag(T_VX, r"$\require{cancel}\cancel{(-2, -3)}\ (-2, 5)$"), "(−2, −3) cancelled and (−2, 5) in its place"),
        ("ret_rather", "A", "prose_sentence", tag(T_VX, "(-2, -3)") + r"¶Rather: the vertex is at \(x = \frac{b}{2a} = 2\), giving \((2, 13)\).", "'Rather' after the tag replaces the vertex with (2, 13) (a sign slip)"),
        ("quo_grapher", "A", "prose_sentence", r"The graphing tool labels the minimum \((-2, -3)\). By hand, \(x = -2\) and \(y = 4 + 8 + 1 = 13\), so the vertex is \((-2, 13)\).", "the tool's label is reported; the model's own (slipped) answer is (−2, 13)"),
        ("tag_axis", "A", "tag", tagn(T_VX, "The axis of symmetry is x = -2."), "the tag gives the axis, not the vertex"),
        ("phr_vertex", "A", "hash", r"\(x = 2\), \(y = 4 + 8 + 1 = 13\).¶Vertex: #### (2, 13)", "a phrase marker then #### with a sign slip"),
     ]),
    ("comb", "56",
     "In how many ways can a committee of 3 people be chosen from a group of 8?",
     [
        ("unit_people", "A", "hash", W_CB + "#### 56 people", "people, not committees"),
        ("tag_formula", "A", "tag", tag(T_CB, r"$\frac{8!}{3!} = 6720$"), "the tag's formula drops the 5!: 6720"),
        ("unit_hundred", "A", "hash", W_CB + "#### 56 hundred", "56 hundred is 5,600"),
        ("near_binom", "A", "tag", tag1(T_CB, r"$\binom{8}{3} + 10^{-35}$"), "10^-35 added: not 56"),
        ("neg_marked", "A", "hash", W_CB + "#### 56 [marked wrong by my own check]", "the model marks its own value wrong"),
        ("ret_scrap", "A", "tag", tag(T_CB, "56") + r"¶Scrap that: a committee has a chair, a secretary and a treasurer, so \(8 \cdot 7 \cdot 6 = 336\). <answer>336</answer>", "a second tag after 'Scrap that' replaces 56 with 336 (an invented condition)"),
        ("quo_sizes", "A", "tag", tag(T_CB, "56 committees of three and 70 committees of four"), "an invented second question in the tag: two values, the last 70"),
        ("quo_youwrote", "B", "prose_sentence", r"""You wrote: "I think it's 336." That counts ordered picks; dividing by \(3! = 6\) gives \(56\) committees.""", "the user's 336 is echoed; the model's own answer is the gold"),
        ("tag_perm", "A", "tag", tagn(T_CB, r"$P(8, 3) = 336$"), "the tag gives the ordered count"),
        ("phr_thus", "A", "hash", r"\(\binom{8}{2} = 28\).¶Thus: #### 28", "a phrase marker then #### with the wrong binomial"),
     ]),
    ("expo", r"-\frac{3}{2}",
     r"Solve for $x$: $4^{x} = \frac{1}{8}$.",
     [
        ("near_mixed", "B", "tag", tag(T_EX, r"$x = -1\frac{1}{2}$"), "the mixed number −1½ = −3/2", True),
        ("quo_parts", "A", "hash", r"(a) \(4^x = \frac{1}{8}\): \(x = -\frac{3}{2}\). (b) \(4^x = 8\): \(x = \frac{3}{2}\).¶#### 3/2", "an invented part (b) and its value after ####: 3/2"),
        ("near_pm", "A", "tag", tag1(T_EX, r"$-1.5 \pm 10^{-9}$"), "a ± band around the value, not the value"),
        ("neg_st", "N", "none", W_EX + r"#### \st{-3/2}", "the only value struck out with \\st: no_answer"),
        ("neg_unless", "A", "tag", tagn(T_EX, r"$-\frac{3}{2}$, unless I've slipped a sign"), "the model hedges its own value"),
        ("ret_mind", "A", "prose_sentence", W_EX + r"\(\boxed{-\frac{3}{2}}\)¶Changed my mind: \(4^x = 8^{-1}\) means \(x = -\frac{2}{3}\).", "'Changed my mind' after the box replaces −3/2 with −2/3"),
        ("quo_hint", "N", "none", tag(r"The hint in the prompt says x = -\frac{3}{2}. I can't check 4^{-3/2} here.", r"The hint claims \(-\frac{3}{2}\); I don't know."), "the hint's value is quoted in the tag with no answer of the model's own: no_answer"),
        ("quo_cover", "A", "prose_sentence", r"The back cover says \(-\frac{3}{2}\). Taking logs, \(x = \frac{\ln 8}{\ln 4} = \frac{3}{2}\), so \(x = \frac{3}{2}\).", "the cover's value is reported; the model's own (sign lost) answer is 3/2"),
        ("tag_2x", "A", "tag", tag(T_EX, "2x = -3"), "the tag's equation solves for 2x, not x"),
        ("phr_sign", "A", "hash", r"\(2x = 3\), \(x = \frac{3}{2}\).¶The solution is #### 3/2", "a phrase marker then #### with the sign lost"),
     ]),
    ("poly", "15",
     r"Each exterior angle of a regular polygon measures $24^\circ$. How many sides does the polygon have?",
     [
        ("unit_deg", "A", "hash", W_PG + r"#### 15^\circ", "an angle where a count of sides is asked"),
        ("unit_diag", "A", "tag", tag(T_PG, "15 diagonals"), "diagonals, another count"),
        ("ret_oops", "B", "hash", "180° − 24° = 156°.¶#### 156¶Oops, 156° is the interior angle; the number of sides is 360 ÷ 24 = 15.¶#### 15", "a correction after a wrong first ####, then a new #### with the gold"),
        ("near_div", "A", "tag", tag1(T_PG, r"$\frac{360}{24 + 10^{-20}}$"), "the divisor nudged by 10^-20: not 15"),
        ("ret_tbd", "N", "none", W_PG + "#### 15¶Withdrawn: the 24° might be the interior angle, so the number of sides is TBD.", "the #### value is withdrawn, TBD: no_answer"),
        ("neg_prob", "A", "hash", W_PG + "#### 15 — this is probably wrong", "the model calls its own value probably wrong"),
        ("neg_slash", "A", "tag", tag(T_PG, "15 / 16?"), "two values offered with a question mark (or the fraction 15/16): not 15"),
        ("ret_nopoly", "A", "prose_sentence", tag(T_PG, "15") + "¶P.S. I mixed up the angles: with a 24° interior angle no regular polygon exists, so there is no such polygon.", "a P.S. after the tag replaces 15 with 'no such polygon' (a misreading)"),
        ("quo_student", "N", "none", "> Each exterior angle is 24°, so the answer is #### 15.¶That is a student's claim; I can't verify it and won't give a number.", "a quoted student's #### line, then a refusal: no_answer"),
        ("tag_int", "A", "tag", tag(T_PG, r"The interior angle is \(156^\circ\)."), "the tag gives the interior angle, not the sides"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_fuel_near_nines": (
        "reject",
        "the model's last line states 17.5499999999, a decimal that is 10^-10 short of 17.55 and "
        "that its own working (2.7 x 6.5 = 17.55) never produced; the number stated is not the "
        "gold, and the corpus counts a rounded or float-like decimal of a gold as wrong. A reader "
        "who applies the issue's tolerance for decimals the model wrote as decimals, or who reads "
        "the string of nines as print noise for 17.55, would accept it",
    ),
    "g_tickets_quo_turns": (
        "reject",
        "the model commits to #### 300 (8 students for 9) and then writes an invented 'Human:' "
        "turn and an invented 'Assistant:' reply that ends '#### 320'. The issue counts invented "
        "turns after the committed answer as text that is not the model's answer, and the "
        "reply belongs to a conversation that never happened, so the answer is 300: wrong. A "
        "reader who holds that every line is the model's own text and the last #### counts "
        "would accept it",
    ),
    "ok_m_expo_near_mixed": (
        "accept",
        "-1\\frac{1}{2} is the mixed number minus one and a half, as MATH's own solutions write "
        "mixed numbers, so x = -3/2: the gold in another form. A reader who parses the LaTeX "
        "literally as -1 times 1/2 (= -1/2), or who refuses mixed numbers in MATH answers, would "
        "reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam251", CASES, [], DECISIONS)
