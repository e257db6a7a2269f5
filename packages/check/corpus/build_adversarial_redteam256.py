r"""Build adversarial_redteam256.jsonl: round 256 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam256"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers g, m, write_probes; copied unchanged beside this
file) and build_adversarial_redteam251.py / 247.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording, new
layouts).

Aim of this round: the issue's own hostile red team (issue 25: every bullet of "Hostile probes" and
"Deliver" item 1), by a new author who has read only the issue. English, 200 SHORT probes (one to
five lines), 100 GSM8K and 100 MATH, 180 kind A (165 wrong, 15 no_answer) and 20 kind B (10 GSM8K,
10 MATH). 100 are in the R1-Zero `<think>...</think><answer>...</answer>` format (50 GSM8K, 50
MATH), in five layouts unlike the templates': one line with spaces inside both tags as the R1-Zero
prompt's own example writes them (`zs`, 20, and one more cut in the think block), the think block
never opened because the prompt ended on `<think>` (`zu`, 21), a blank line between the think block
and the tag (`za`, 35), a display box inside the tag (`zb`, 15), and an answer tag opened and never
closed (`zo`, 8). Some put a phrase marker and `####`, a sentence, an equation, a list or a box
inside the tag; some add a second tag on a correction's line, or an invented turn or a self-set
problem after it. The rest end on `####` (bare, after a phrase marker, with words after it, in a
sentence), `\boxed{}`, prose with no marker, or are cut (truncated) or answerless (none). Forms: tag
89, hash 76, prose_sentence 17, none 12, boxed 3, truncated 3 (`tag` = the answer tag holds the
final answer; R1-Zero probes whose tag is withdrawn, replaced by later prose, declined or cut carry
the form of what replaces it: prose_sentence 5, none 4, truncated 2). The classes (the class opens
the shape of an id), evenly:
  near (28: 25 A, 3 B; 16 GSM8K, 12 MATH)  exact values near zero or near the gold, no tolerance,
         in many notations: for the gold 0 \pi \times 10^{-90}, \sin(10^{-80}), 10^{-12} written
         out as 0.000000000001, \tan(10^{-70}); offsets on other golds: 26 + 10^{-100}\pi, 7.5 +
         10^{-40}, 132^{1 + 10^{-60}}, -8e^{10^{-70}}, \sqrt{144 + 10^{-50}}, 1250 -
         \frac{1}{10^{28}}, \log_2(2^{60} + 1), \frac{4 \cdot 252}{9 + 10^{-25}}, \ln(e^8 +
         10^{-40}), \frac{\pi + 10^{-45}}{6}, \sqrt{16 + 10^{-38}}; a float print of the model's own
         code (3.000000000000001, debatable); a slipped exponent (1.12e-2 for 112); rounded or off
         decimals (7.51, 0.5236, -1 + 2.0001i); look-alikes and near twins (322/12 for the full
         cartons, 5\sqrt3 for 3\sqrt5, (-1, 5) and closed ends for the open union, \frac{11 +
         10i}{5} with i^2 = +1). Kind B: 1.25 \times 10^{3}, \log_2 8 unevaluated, 15/36
         unreduced;
  neg (29: 26 A, 2 N, 1 B)  negation, strike-out and annotation: "#### ≠ 0" (Unicode), "#### s
         \neq 12", \boxed{\det \neq 0}, \boxed{x \ne \frac{\pi}{6}}, "#### (3, -1) is not the
         solution"; hedges and marks of doubt ("(doubtful)" as \text in a boxed tag, "(incorrect)",
         "??", "probably 12" in an unclosed tag, "— not certain", "give or take", "≈8"
         (debatable), "\approx 3" in a tag, "(low confidence)", "if I haven't mixed up the log
         rules", "(not double-checked)", "(self-check: failed)", "(?)", "(unsure about the sign)",
         \text{(suspect)} in a box, "I believe, though the endpoints worry me", a second value
         offered ("(or 5π/6)", "(unless it's 441)"), a ± band); a struck value with another in its
         place (HTML <s>7.50</s> 8.50 in a tag, \sout{-8} -10 after ####); a value alone struck
         (no_answer: markdown ~~132~~ after ####, <s>(3, -1)</s> in a tag). Kind B: a slip struck
         in markdown, the gold after it (~~441~~ 400);
  unit (28: 24 A, 4 B; 20 GSM8K, 8 MATH)  words after a number that are not units of the asked
         quantity: eggs and "boxes of 6" for cartons, "got off" for passengers aboard, "%" and
         pence for dollars, metres and "square metres" for a cost, °C for °F, "degrees
         colder" for a reading, "years from now" and months for an age, "a year" for a monthly
         saving, rupees, minutes and metres for a count of lengths, "each" where the shares
         differ, hours for minutes; in MATH degrees for radians, "units^2" on a length, odds and
         \% on a probability, "roots" and "odd integers" (a count) for a sum, "square units" on a
         pure number. Kind B: "26 cartons" in a tag, "7.50 each" (the question's own "each"),
         "8°F below zero" for -8, "\text{ rad}";
  ret (29: 24 A, 3 N, 2 B)  retractions and corrections after the answer (after a tag, a box or
         ####), in new wordings: "Correction:", "Hmm wait", "Oh wait", "Scratch my tag",
         "Erratum:", "Argh, off by one", "Revised:", "Hang on", "Ignore that box", "Footnote:",
         "Edit 3:", "On second thought", "Backtracking:", "Sorry, typo above", "Actually", "Ah, I
         see my error", "Ignore my previous answer", "Ah wait", "Mistake above", "Revisiting:",
         "Reconsidering the sign chart", "Correcting myself", "Slip above", "I miscounted"; the
         corrections are false (the first answer was the gold) and still replace it, in prose, a
         second tag or a new ####. Withdrawn or demoted with nothing in its place (no_answer): "treat
         the 8 above as a placeholder; the real answer will follow", "I withdraw the boxed value",
         "I'm retracting the box". Kind B: a wrong first tag corrected to the gold in a second tag
         ("That can't be right", "That's wrong: I forgot to square");
  quo (30: 20 A, 8 N, 2 B)  statements the model did not make: a quoted reply's box (`> The
         answer is \boxed{26}.`), the prompt's "Show that ...", a coach's `#### 60` on a board
         (then a cut), a worked example's box, an exercise's "Prove that ... \boxed{0}", a format
         example's tag inside the think block (then a cut), a format example `#### 4`, "Your
         message says: confirm that the total is \boxed{400}" (then a refusal or no value of the
         model's own: no_answer); a receipt app, a sister, a bank app, the back of the book, a
         forecast, a hint, a unit-circle table, a partner's sheet, a classmate's simulation, a
         forum reply, a textbook graph, an online solver (then the model's own other value:
         wrong); invented parts ("12 for part (a) and 36 for part (b)", "$132 for the fence and
         $315 for the turf", "0 for part (a) and the trace is 11 for part (b)", "(a) sum ... (b)
         product ... #### 7/3", "the lines of part (b) meet at (1, 0)", "400 for the odd integers
         and 420 for the even ones"); an invented User turn after a wrong #### that quotes the
         gold; a self-set new problem after a wrong tag whose own box is the gold. Kind B: an
         invented User turn and Assistant reply (with a tag of its own) after the committed
         tag; an answer key's wrong value reported, then the model's own gold;
  tag (28: 21 A, 2 N, 5 B)  answer tags read like a small completion: kind B a sentence ("The bus
         is empty: no passengers are left.", "Sixty lengths.", "The matrix is singular: its
         determinant is zero.", "All real x with x < -1 or x > 5."), two equations ("x = 3 and y
         = -1"); kind A a tag holding another quantity (the eggs left over, the count after the
         second stop, the whole bill, the perimeter, the drop, the mother's age, the rent, one
         part, the smallest share, the time from empty, the litres to go, the argument of the log,
         a family 2k\pi, d^2, the count of outcomes, a check equation ending in 10, one coordinate,
         the roots (twice), the numerator, the 20th odd number); no_answer the prompt's placeholder
         "answer here" and a tag cut before the value;
  phr (28: 25 A, 3 B)  a phrase marker then `####`, after the working or inside the answer tag:
         "So the answer is:", "Final Answer:", "The answer is:", "The fence costs", "Therefore the
         answer is", "Final:", "So he saves:", "Answer: ####6" (no space), "Total lengths →", "Then
         the biggest share is", "Hence, the answer is", "The determinant is therefore", "So the
         answer is" (in a tag), "The answer is", "Answer:", "Final Answer:" (in a tag), "Hence the
         distance is", "Probability:", "So the solution is", "Answer:" (in a tag), "Thus the
         solution is", "Hence the quotient is", "Therefore, the sum is", "Therefore:" (in an
         unclosed tag); kind A with a slip, another quantity or a value near the gold (5E-320 for
         0, \log_2(8 + 10^{-40}), 3\sqrt5(1 - 10^{-30}), an end nudged by 10^{-40}, 10^{-40}i added);
         kind B with the gold ("**Final answer:** #### $132", "So the pump needs #### 8 more
         minutes.", "The answer is #### 4" in an unclosed tag).
Lone surrogates (the issue's bad-input bullet) cannot be written to a UTF-8 JSONL file, so no
probe carries one; the odd code points here (≠, ≈, →, ₹, °, ², −, ∞, ∪) are ordinary text.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: cartons: 23 eggs a day for 2 weeks in cartons of 12 -> 26 (23 x 14 = 322; 322 = 12 x 26 +
10; a week only: 161 = 12 x 13 + 5; 26 boxes of 6 hold 156 eggs); bus: 14 on, 6 off and 9 on, 17
off -> 0 (14 - 6 + 9 = 17; 17 - 17 = 0; the 6 added: 14 + 6 + 9 - 17 = 12; with the driver 1);
pizza: two pizzas at $11.25 and a $7.50 salad split four ways -> 7.5 (22.50 + 7.50 = 30; 30 / 4;
salad forgotten: 22.50 / 4 = 5.625; a 25 % tip: 30 x 1.25 / 4 = 9.375; five ways: 6; three: 10);
fence: 15 m by 7 m at $3 a metre -> 132 (2 x 22 = 44; 44 x 3; area 105 x 3 = 315; a side left
out: 29 x 3 = 87); temp: 4°F, -2°F an hour from 6 p.m. to midnight -> -8 (6 x 2 = 12; seven drops:
-10; five: -6; the sign lost: 16); ages: mother 3 times her son, twice his age in 12 years -> 12
(3s + 12 = 2s + 24; Nora 36, and 36 + 12 = 48 = 2 x 24; 3s = 2(s + 12) gives 24); savings: $2,500,
30 % rent, $500 more -> 1250 (750; 2500 - 750 - 500; $500 first: 0.7 x 2000 = 1400; 3 %: 2500 - 75
- 500 = 1925; 850 for 750: 1150; $500 forgotten: 1750); lengths: 1.5 km in 25 m lengths -> 60
(1500 / 25; 150 m: 6; 50 m: 30); share: $252 in the ratio 2 : 3 : 4, the largest -> 112 (252 / 9
= 28; 4 x 28; 2 x 28 = 56; 252 / 3 = 84; ratio 1 : 2 : 4: 36 x 4 = 144; 1.12e-2 = 0.0112); tank:
540 L one third full, 45 L a minute -> 8 (180 in; 360 / 45; from empty 540 / 45 = 12; the third
alone 180 / 45 = 4; a 5 L leak: 360 / 40 = 9).
MATH: det: det [[2, 6], [3, 9]] -> 0 (18 - 18; products added: 36; 6 x 3 as 16: 2; trace 11);
logs: log_2 24 - log_2 3 -> 3 (log_2 8; python's math.log(24, 2) - math.log(3, 2) prints
3.000000000000001; log_2 21 from the false rule; log_2 24 / log_2 3 = 2.89...); arcsin: arcsin(1/2)
in radians -> \frac{\pi}{6} (0.52359...; 30°; 5π/6 outside the range; π/3 is arccos(1/2)); dist:
(1, 2) to (4, 8) -> 3\sqrt{5} (\sqrt{9 + 36} = \sqrt{45}; 6.7082...; 5\sqrt3 = \sqrt{75}; \sqrt{36 -
9} = 3\sqrt3; \sqrt{3 + 6} = 3; (0, 0) to (3, 6) is also 3\sqrt5); dice: two dice, sum at most 6 ->
\frac{5}{12} (1 + 2 + 3 + 4 + 5 = 15 of 36; 0.41666...; sum below 6: 10/36 = 5/18; exactly 6: 5/36;
unordered: 9 of 21 = 3/7; odds 5 : 12 is a probability 5/17); system: x + 2y = 1, 3x - y = 10 ->
(3,-1) (x = 1 - 2y, -7y = 7; check 3 - 2 = 1, 9 + 1 = 10; the slip 3 - 2y gives y = -7/3, x =
17/3; the difference of the equations -2x + 3y = -9); roots: sum of the roots of 3x^2 - 12x + 7 ->
4 (-b/a = 12/3; product 7/3; roots 2 \pm \sqrt{15}/3, as (12 \pm \sqrt{60})/6); ineq: x^2 - 4x - 5
> 0 -> (-\infty,-1)\cup(5,\infty) ((x - 5)(x + 1); x = 0 gives -5, x = 6 gives 7; the inside (-1,
5)); cdiv: (3 + 4i)/(1 - 2i) -> -1+2i ((3 + 4i)(1 + 2i) = 3 + 10i - 8 = -5 + 10i, over 5; check
(-1 + 2i)(1 - 2i) = -1 + 4i + 4 = 3 + 4i; i^2 as +1: (11 + 10i)/5); odds: sum of the first 20 odd
numbers -> 400 (20^2; the 20th is 39; 21^2 = 441; 1 + ... + 20 = 210; the first 20 evens: 420).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo / tag / phr (above). 10 probes a problem, 5 of them in the
R1-Zero format, 1 kind B and 9 kind A. Kind A: truth wrong, or no_answer where the form is
`truncated` or `none` ("N" in the tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 247 and 251): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation, a box, a phrase marker and '####', number words inside it),
whether the think block was opened or not and whether the tag was closed or not; a second tag
after a correction replaces the first; text after the committed answer that is not the model's
statement about this question (an invented `User:` turn with an invented `Assistant:` reply, a
self-set new problem with a box of its own) does not count; with no marker and no box the answer
is the value the concluding sentence states as the answer to the question asked. A restatement
that differs makes the answer wrong; a retraction or correction after the answer replaces it, in
any wording, wrong when it names another value even if the correction is itself false, right when
it lands on the gold; an answer withdrawn or demoted to a placeholder with nothing in its place, the
prompt's placeholder left in the tag, a struck-alone value and a cut before the value are
no_answer. Quoted or reported text (a `> ` quote, the prompt, a board, a worked example, an
exercise, a format example inside or outside the think block, "Your message says", an app, a
relative, a book, a forecast, a hint, a table, a partner, a simulation, a forum, a graph, a solver,
a key, an invented User turn) is not the model's statement: the model's own final value is its
answer, and with none of its own (a refusal, a cut) the probe is no_answer. Invented parts for a
question without parts are wrong. A hedge of an exact value ("doubtful", "probably", "not
certain", "give or take", "≈", "\approx", "low confidence", "if I haven't mixed up", "not
double-checked", "?", "??", "unsure", "suspect", "I believe, though ... worry me", a second value
offered, a ± band) is wrong; so is a value the model marks bad ("(incorrect)", "self-check:
failed"), a negated value (≠, \neq, \ne, "is not the solution") and a struck value replaced by
another. A word after a number that is not a unit of the asked quantity (another object or
package, another count, another unit, scale or currency, a change for a level, a time to come, a
per-year amount, "each" where shares differ, odds or % on a probability, an area or angle unit on a
length or a pure number) makes it another quantity: wrong. An exact expression equals the gold only
if it is the gold (no tolerance); a rounded, off or float-printed decimal is wrong. Equal values in
another form are correct (1.25 \times 10^3, \log_2 8, 15/36, number words, "no passengers", "zero",
two equations for a pair, a sentence for a set), and so are true units (cartons, each, °F below
zero, rad).

Debatable (2, with DECISIONS): `g_tank_neg_approx` ("#### ≈8" for 8: reject), `m_logs_near_float`
("#### 3.000000000000001", the model's own code's float print, for 3: reject).

Usage: cd /tmp/rounds/rt256 && python build_adversarial_redteam256.py
(writes /tmp/rounds/rt256/adversarial_redteam256.jsonl beside corpus_build.py)
"""

from corpus_build import g, m, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")


def zs(work: str, answer: str) -> str:
    """R1-Zero, layout s: one line, spaces inside both tags (as the R1-Zero prompt's example)."""
    return "<think> " + work + " </think> <answer> " + answer + " </answer>"


def zu(work: str, answer: str) -> str:
    """R1-Zero, layout u: the think block never opened (the prompt ended on `<think>`)."""
    return work + "¶</think>¶<answer>" + answer + "</answer>"


def za(work: str, answer: str) -> str:
    """R1-Zero, layout a: think block, a blank line, then the closed answer tag."""
    return "<think>" + work + "</think>¶¶<answer>" + answer + "</answer>"


def zb(work: str, answer: str) -> str:
    """R1-Zero, layout b: the answer tag holds a display box of `answer`."""
    return "<think>" + work + "</think>¶<answer>$\\boxed{" + answer + "}$</answer>"


def zo(work: str, answer: str) -> str:
    """R1-Zero, layout o: the answer tag opened and never closed."""
    return "<think>" + work + "</think>¶<answer> " + answer


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
W_CART = (
    "2 weeks = 14 days, so 23 × 14 = 322 eggs.¶322 ÷ 12 = 26 remainder 10, so 26 cartons are full.¶"
)
T_CART = "23 × 14 = 322 eggs; 322 / 12 = 26 r 10, so 26 full cartons."
W_BUS = "After stop 1: 14. After stop 2: 14 − 6 + 9 = 17.¶After stop 3: 17 − 17 = 0.¶"
T_BUS = "14; 14 − 6 + 9 = 17; 17 − 17 = 0."
W_PIZ = "Pizzas: 2 × $11.25 = $22.50; with the salad, $22.50 + $7.50 = $30.¶Each friend: $30 ÷ 4 = $7.50.¶"
T_PIZ = "2 × 11.25 = 22.5; 22.5 + 7.5 = 30; 30 / 4 = 7.5."
W_FEN = "Perimeter: 2 × (15 + 7) = 44 m.¶Cost: 44 × $3 = $132.¶"
T_FEN = "2 × (15 + 7) = 44 m; 44 × 3 = 132."
W_TMP = "6 p.m. to midnight is 6 hours: 6 × 2 = 12°F colder.¶4 − 12 = −8°F.¶"
T_TMP = "6 h × 2 = 12; 4 − 12 = −8."
W_AGE = "Son s, Nora 3s. In 12 years: 3s + 12 = 2(s + 12) = 2s + 24, so s = 12.¶"
T_AGE = "3s + 12 = 2s + 24, so s = 12."
W_SAV = "Rent: 30% of $2,500 = $750.¶Saved: $2,500 − $750 − $500 = $1,250.¶"
T_SAV = "0.3 × 2500 = 750; 2500 − 750 − 500 = 1250."
W_LAP = "1.5 km = 1,500 m.¶1,500 ÷ 25 = 60 lengths.¶"
T_LAP = "1.5 km = 1500 m; 1500 / 25 = 60."
W_SHR = "2 + 3 + 4 = 9 parts; $252 ÷ 9 = $28 a part.¶Largest share: 4 × $28 = $112.¶"
T_SHR = "252 / 9 = 28; 4 × 28 = 112."
W_TNK = "One third full: 540 ÷ 3 = 180 L, so 540 − 180 = 360 L to go.¶360 ÷ 45 = 8 minutes.¶"
T_TNK = "540 / 3 = 180; 540 − 180 = 360; 360 / 45 = 8."

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("cartons", "26",
     "A farm's hens lay 23 eggs a day. The farmer packs the eggs from 2 weeks into cartons of 12. How many cartons can he fill completely?",
     [
        ("near_over", "A", "hash", W_CART + "#### 322/12", "322/12 = 26 5/6 is not the count of full cartons"),
        ("near_pi", "A", "tag", zs(T_CART, r"26 + 10^{-100}\pi"), "26 + 10^-100 π is not 26"),
        ("unit_eggs", "A", "hash", W_CART + "#### 26 eggs", "eggs, not cartons"),
        ("unit_boxes", "A", "hash", W_CART + "#### 26 boxes of 6", "boxes of 6, another package: 26 of them hold 156 eggs, not 26 cartons of 12"),
        ("unit_cartons", "B", "tag", zu(T_CART, "26 cartons"), "a true unit in the tag"),
        ("neg_boxtext", "A", "tag", zb(T_CART, r"26\ \text{(doubtful)}"), "the model calls its own boxed value doubtful"),
        ("ret_correction", "A", "prose_sentence", za(T_CART, "26") + "¶Correction: a part-filled carton still goes out, so the farmer fills 27 cartons.", "'Correction:' after the tag replaces 26 with 27 (a false correction)"),
        ("quo_reply", "N", "none", "Someone replied:¶> The answer is \\boxed{26}.¶I'm not able to verify that, so I'll leave it unanswered.", "a quoted reply's box, then a refusal: no_answer"),
        ("tag_left", "A", "tag", za(T_CART, "10 eggs are left over."), "the tag gives the eggs left over, not the cartons"),
        ("phr_week", "A", "hash", "23 × 7 = 161 eggs; 161 ÷ 12 = 13 r 5.¶So the answer is: #### 13", "a phrase marker then #### with one week for two"),
     ]),
    ("bus", "0",
     "An empty bus leaves the depot. At the first stop 14 people get on. At the second stop 6 get off and 9 get on. At the last stop 17 get off. How many passengers are on the bus after the last stop?",
     [
        ("near_pi", "A", "tag", zs(T_BUS, r"\pi \times 10^{-90}"), "π × 10^-90 is not 0"),
        ("near_sin", "A", "hash", W_BUS + r"#### \sin(10^{-80})", "sin(10^-80) is not 0"),
        ("near_dec", "A", "tag", zu(T_BUS, "0.000000000001"), "10^-12 written out is not 0"),
        ("tag_empty", "B", "tag", za(T_BUS, "The bus is empty: no passengers are left."), "'no passengers' in a sentence is 0"),
        ("neg_ne", "A", "hash", W_BUS + "#### ≠ 0", "a negated value (Unicode ≠)"),
        ("unit_gotoff", "A", "hash", W_BUS + "#### 0 got off", "'got off' names another count (17 got off at the last stop)"),
        ("ret_driver", "A", "hash", W_BUS + "#### 0¶Hmm wait, the driver is on the bus too, so 1 person is aboard.¶#### 1", "'Hmm wait' after #### and a new #### 1 (a false correction)"),
        ("quo_show", "N", "none", za("The prompt says: \"Show that the bus ends with 0 passengers.\" I don't see why the count would be exact.", "I can't show that."), "the prompt's 0 is quoted in the think block; the tag declines: no_answer"),
        ("tag_peak", "A", "tag", zb(T_BUS, "17"), "the boxed tag holds the count after the second stop"),
        ("phr_final", "A", "hash", "14 + 6 + 9 = 29; 29 − 17 = 12.¶Final Answer: #### 12", "a phrase marker then #### with the 6 who got off added"),
     ]),
    ("pizza", "7.5",
     "Four friends order two pizzas at $11.25 each and a $7.50 salad, and split the bill equally. How much does each friend pay, in dollars?",
     [
        ("unit_each", "B", "hash", W_PIZ + "#### 7.50 each", "'each' is the question's own word: each pays $7.50"),
        ("near_tiny", "A", "tag", zs(T_PIZ, r"7.5 + 10^{-40}"), "10^-40 added: not 7.5"),
        ("near_cent", "A", "hash", W_PIZ + "#### 7.51", "a cent over"),
        ("unit_pct", "A", "hash", W_PIZ + "#### 7.5%", "a percentage, not dollars"),
        ("ret_tip", "A", "tag", zu(T_PIZ, "7.5") + "¶Oh wait, there's a 25% tip on top: 30 × 1.25 ÷ 4 = 9.375.¶<answer>9.375</answer>", "'Oh wait' after the tag and a second tag with 9.375 (an invented tip)"),
        ("neg_strike", "A", "tag", za(T_PIZ, "<s>7.50</s> 8.50"), "7.50 struck (HTML) and 8.50 in its place"),
        ("ret_scratch", "A", "prose_sentence", za(T_PIZ, "7.5") + "¶Scratch my tag: the bill is split five ways with the host, so each pays $30 ÷ 5 = $6.", "'Scratch my tag' replaces 7.5 with 6 (an invented fifth person)"),
        ("quo_app", "A", "hash", "The receipt app suggests $7.50 a person, but I think one friend skipped dinner, so $30 ÷ 3 = $10.¶#### 10", "the app's 7.50 is reported; the model's own answer is 10"),
        ("tag_total", "A", "tag", zo(T_PIZ, "The bill comes to $30."), "the unclosed tag gives the whole bill, not each share"),
        ("phr_salad", "A", "hash", "2 × 11.25 = 22.50; 22.50 ÷ 4 = 5.625.¶The answer is: #### 5.625", "a phrase marker then #### with the salad forgotten"),
     ]),
    ("fence", "132",
     "A garden is 15 m long and 7 m wide. Fencing costs $3 per metre. How much does it cost, in dollars, to fence all the way around the garden?",
     [
        ("near_pow", "A", "hash", W_FEN + r"#### 132^{1 + 10^{-60}}", "an exponent nudged by 10^-60: not 132"),
        ("unit_m", "A", "hash", W_FEN + "#### 132 m", "metres, a length, where a cost is asked"),
        ("unit_sqm", "A", "tag", zs(T_FEN, "132 square metres"), "an area unit where a cost is asked"),
        ("phr_bold", "B", "hash", W_FEN + "**Final answer:** #### $132", "a bold phrase marker then #### and a dollar sign"),
        ("neg_struck", "N", "none", W_FEN + "#### ~~132~~", "the only value struck out in markdown: no_answer"),
        ("ret_erratum", "A", "tag", za(T_FEN, "132") + "¶Erratum: the side along the house needs no fence, so 15 + 7 + 7 = 29 m and 29 × 3 = 87.¶<answer>87</answer>", "'Erratum:' after the tag and a second tag with 87 (an invented house wall)"),
        ("quo_parts", "A", "tag", zu(T_FEN, "$132 for the fence and $315 for the turf"), "an invented second part in the tag: two values, the last 315"),
        ("tag_perim", "A", "tag", zb(T_FEN, "44"), "the boxed tag holds the perimeter"),
        ("phr_area", "A", "hash", "15 × 7 = 105 m²; 105 × $3 = $315.¶The fence costs #### 315", "a phrase marker then #### with the area for the perimeter"),
        ("neg_qq", "A", "tag", zo(T_FEN, "$132??"), "a doubled question mark: the model doubts its own value"),
     ]),
    ("temp", "-8",
     "At 6 p.m. the temperature was 4°F. It fell by 2°F every hour until midnight. What was the temperature at midnight, in °F?",
     [
        ("unit_below", "B", "hash", W_TMP + "#### 8°F below zero", "8°F below zero is −8°F: the gold in words"),
        ("unit_celsius", "A", "hash", W_TMP + "#### -8°C", "Celsius where °F is asked"),
        ("unit_colder", "A", "tag", zs(T_TMP, "8 degrees colder"), "a change of temperature, not the reading"),
        ("near_exp", "A", "tag", zu(T_TMP, r"-8e^{10^{-70}}"), "e^(10^-70) is not 1: not −8"),
        ("neg_sout", "A", "hash", W_TMP + r"#### \sout{-8} -10", "−8 struck out (\\sout) and −10 in its place"),
        ("ret_argh", "A", "hash", W_TMP + "#### -8¶Argh, off by one: 6 p.m. to midnight has 7 hourly drops, so 4 − 7 × 2 = −10.¶#### -10", "'Argh, off by one' after #### and a new #### −10 (a false correction)"),
        ("quo_forecast", "A", "tag", za("The forecast said −8°F at midnight. I count 5 hours from 6 to midnight: 4 − 10 = −6.", "The forecast's −8 is off; it is −6°F."), "the forecast's −8 is reported in the tag; the model's own answer is −6"),
        ("tag_drop", "A", "tag", zb(T_TMP, "12"), "the boxed tag holds the drop, not the reading"),
        ("phr_sign", "A", "hash", "6 × 2 = 12; 4 + 12 = 16.¶Therefore the answer is #### 16", "a phrase marker then #### with the sign of the change lost"),
        ("tag_cut", "N", "truncated", T_TMP + "¶</think>¶<answer>At midnight the thermometer read", "the answer tag is cut before the value: no_answer"),
     ]),
    ("ages", "12",
     "Nora is 3 times as old as her son. In 12 years she will be twice as old as he will be. How old is her son now?",
     [
        ("quo_parts", "A", "prose_sentence", W_AGE + "That gives 12 for part (a) and 36 for part (b).", "invented parts for a question without parts: the last value is 36"),
        ("unit_future", "A", "hash", W_AGE + "#### 12 years from now", "'from now' makes it a time to come, not the son's age"),
        ("unit_months", "A", "hash", W_AGE + "#### 12 months", "months where years are asked (12 months is 1 year)"),
        ("near_sqrt", "A", "tag", zu(T_AGE, r"\sqrt{144 + 10^{-50}}"), "√(144 + 10^-50) is not 12"),
        ("neg_neq", "A", "hash", W_AGE + r"#### s \neq 12", "a negated value"),
        ("ret_redo", "B", "tag", za("In 12 years: 3s + 12 = 2s + 12, so s = 0.", "0") + "¶That can't be right: he will be s + 12, so 3s + 12 = 2s + 24 and s = 12.¶<answer>12</answer>", "a correction after a wrong first tag, then a second tag with the gold"),
        ("quo_book", "A", "hash", "The answer at the back of the book is 12. I set 3s = 2(s + 12), so s = 24.¶#### 24", "the book's 12 is reported; the model's own (misread) answer is 24"),
        ("tag_nora", "A", "tag", za(T_AGE, "Nora is 36."), "the tag gives the mother's age"),
        ("phr_tag", "A", "tag", zs(T_AGE, "Final: #### 36"), "a phrase marker then #### in the tag, with the mother's age"),
        ("neg_probably", "A", "tag", zo(T_AGE, "probably 12"), "'probably' hedges the value in an unclosed tag"),
     ]),
    ("savings", "1250",
     "Raj earns $2,500 a month. He pays 30% of it in rent and spends $500 on everything else. He saves the rest. How much does he save each month, in dollars?",
     [
        ("near_sci", "B", "tag", zs(T_SAV, r"1.25 \times 10^{3}"), "1.25 × 10^3 = 1250 (scientific notation)"),
        ("near_frac", "A", "hash", W_SAV + r"#### 1250 - \frac{1}{10^{28}}", "1/10^28 taken off: not 1250"),
        ("unit_year", "A", "hash", W_SAV + "#### 1250 a year", "a yearly amount where a monthly one is asked"),
        ("unit_rupee", "A", "tag", zu(T_SAV, "₹1,250"), "rupees where dollars are asked"),
        ("quo_sister", "A", "hash", "My sister says he saves $1,250. I take 30% as 3%: 2,500 − 75 − 500 = 1,925.¶#### 1925", "the sister's 1,250 is reported; the model's own (slipped) answer is 1,925"),
        ("neg_notsure", "A", "tag", za(T_SAV, "$1,250 — not certain"), "'not certain' hedges the value"),
        ("ret_revised", "A", "hash", W_SAV + "#### 1250¶Revised: the 30% comes off after the $500, so 0.7 × 2,000 = 1,400.¶#### 1400", "'Revised:' after #### and a new #### 1400 (a false correction)"),
        ("quo_bankapp", "A", "tag", za("The bank's app shows $1,250 saved. 30% of 2500 is 850, so 2500 − 850 − 500 = 1150.", "The app's 1,250 is wrong; he saves $1,150."), "the app's 1,250 is reported in the tag; the model's own (slipped) answer is 1,150"),
        ("tag_rent", "A", "tag", zb(T_SAV, "750"), "the boxed tag holds the rent"),
        ("phr_so", "A", "hash", "2,500 − 750 = 1,750.¶So he saves: #### 1750", "a phrase marker then #### with the $500 forgotten"),
     ]),
    ("lengths", "60",
     "A pool is 25 metres long. Ella swims 1.5 km in lengths of the pool. How many lengths does she swim?",
     [
        ("unit_min", "A", "hash", W_LAP + "#### 60 minutes", "minutes where a count of lengths is asked"),
        ("unit_m", "A", "hash", W_LAP + "#### 60 m", "metres where a count of lengths is asked"),
        ("near_log", "A", "tag", zu(T_LAP, r"\log_{2}(2^{60} + 1)"), "log2(2^60 + 1) is not 60"),
        ("neg_incorrect", "A", "hash", W_LAP + "#### 60 (incorrect)", "the model labels its own value incorrect"),
        ("ret_hangon", "A", "prose_sentence", za(T_LAP, "60") + "¶Hang on, a length there and back is 50 m, so she swims 1,500 ÷ 50 = 30 lengths.", "'Hang on' after the tag replaces 60 with 30 (a false correction)"),
        ("quo_coach", "N", "truncated", "Her coach wrote '#### 60' on the board. To check: 1.5 km is 1,500 m, and 1,500 divided by", "the coach's #### is quoted; cut before the model's own value: no_answer"),
        ("tag_words", "B", "tag", za(T_LAP, "Sixty lengths."), "the gold in number words"),
        ("tag_placeholder", "N", "none", zs("Distance over pool length.", "answer here"), "the prompt's placeholder left in the tag: no_answer"),
        ("phr_nospace", "A", "hash", "1.5 km = 150 m; 150 ÷ 25 = 6.¶Answer: ####6", "a phrase marker then #### (no space) with 1.5 km taken as 150 m"),
        ("phr_arrow", "A", "tag", zo("1500 / 50 = 30.", "Total lengths → #### 30"), "a phrase marker then #### in an unclosed tag, with a 50 m length"),
     ]),
    ("share", "112",
     "Three siblings share $252 in the ratio 2 : 3 : 4. How much does the sibling with the largest share get, in dollars?",
     [
        ("near_div", "A", "tag", zs(T_SHR, r"\frac{4 \cdot 252}{9 + 10^{-25}}"), "the divisor nudged by 10^-25: not 112"),
        ("near_exp", "A", "hash", W_SHR + "#### 1.12e-2", "1.12e-2 is 0.0112 (the exponent's sign slipped)"),
        ("unit_each", "A", "hash", W_SHR + "#### 112 each", "'each' gives every sibling 112, which the ratio denies"),
        ("unit_pence", "A", "tag", zu(T_SHR, "112 pence"), "pence where dollars are asked"),
        ("neg_giveortake", "A", "hash", W_SHR + "#### 112, give or take", "'give or take' hedges the value"),
        ("ret_ignore", "A", "prose_sentence", W_SHR + "\\(\\boxed{112}\\)¶Ignore that box: 'largest' means the first term of the ratio, so the share is 2 × $28 = $56.", "'Ignore that box' replaces 112 with 56 (a misreading)"),
        ("quo_turn", "B", "tag", za(T_SHR, "112") + "¶User: What if the ratio were 1 : 2 : 4?¶Assistant: <think>252 / 7 = 36; 4 × 36 = 144.</think> <answer>144</answer>", "an invented User turn and Assistant reply after the committed tag do not count: the answer is 112"),
        ("tag_part", "A", "tag", zb(T_SHR, "28"), "the boxed tag holds one part, not the share"),
        ("phr_then", "A", "hash", "252 ÷ 3 = 84.¶Then the biggest share is #### 84", "a phrase marker then #### with an equal split"),
        ("tag_small", "A", "tag", zo(T_SHR, "The smallest gets $56."), "the unclosed tag gives the smallest share"),
     ]),
    ("tank", "8",
     "A 540-litre tank is one third full. A pump adds 45 litres a minute. How many more minutes until the tank is full?",
     [
        ("unit_hours", "A", "hash", W_TNK + "#### 8 hours", "hours where minutes are asked"),
        ("ret_footnote", "A", "tag", zs(T_TNK, "8") + "¶Footnote: I forgot the tank leaks 5 L a minute, so 360 ÷ 40 = 9.¶<answer>9</answer>", "'Footnote:' after the tag and a second tag with 9 (an invented leak)"),
        ("phr_more", "B", "hash", W_TNK + "So the pump needs #### 8 more minutes.", "a phrase with #### mid-sentence and the question's own 'more minutes' after it"),
        ("near_ln", "A", "tag", zu(T_TNK, r"\ln(e^{8} + 10^{-40})"), "ln(e^8 + 10^-40) is not 8"),
        ("neg_approx", "A", "hash", W_TNK + "#### ≈8", "'≈' marks an exact value as approximate", True),
        ("ret_placeholder", "N", "none", za(T_TNK, "8") + "¶Hmm, the pump may slow as the tank fills — treat the 8 above as a placeholder; the real answer will follow.", "the tag's value is demoted to a placeholder with nothing in its place: no_answer"),
        ("quo_example", "N", "none", "Worked example 4.2 ends: \"so the pump needs $\\boxed{8}$ minutes.\" Our tank may differ, and I can't tell how full it is.", "a worked example's box is quoted, then no answer of the model's own: no_answer"),
        ("tag_empty", "A", "tag", za(T_TNK, "12 minutes from empty"), "the tag gives the time from empty, not from one third"),
        ("phr_hence", "A", "hash", "One third is 180 L; 180 ÷ 45 = 4.¶Hence, the answer is #### 4", "a phrase marker then #### with the third already in"),
        ("tag_togo", "A", "tag", zo(T_TNK, "360 litres to go"), "the unclosed tag gives the volume still needed"),
     ]),
]

# ================================================================ MATH working
W_DET = r"\(\det = 2 \cdot 9 - 6 \cdot 3 = 18 - 18 = 0\).¶"
T_DET = "2 · 9 − 6 · 3 = 18 − 18 = 0."
W_LOG = r"\(\log_2 24 - \log_2 3 = \log_2 \frac{24}{3} = \log_2 8 = 3\).¶"
T_LOG = "log2 24 − log2 3 = log2(24/3) = log2 8 = 3."
W_ARC = r"\(\sin\frac{\pi}{6} = \frac{1}{2}\), and \(\frac{\pi}{6}\) lies in \([-\frac{\pi}{2}, \frac{\pi}{2}]\).¶"
T_ARC = "sin(π/6) = 1/2, and π/6 is in [−π/2, π/2]."
W_DST = r"\(d = \sqrt{(4 - 1)^2 + (8 - 2)^2} = \sqrt{9 + 36} = \sqrt{45} = 3\sqrt{5}\).¶"
T_DST = "sqrt(3^2 + 6^2) = sqrt(45) = 3 sqrt(5)."
W_DIC = r"Sums 2 to 6 occur in \(1 + 2 + 3 + 4 + 5 = 15\) of the 36 outcomes: \(\frac{15}{36} = \frac{5}{12}\).¶"
T_DIC = "1 + 2 + 3 + 4 + 5 = 15 of 36; 15/36 = 5/12."
W_SYS = r"From the first, \(x = 1 - 2y\); then \(3(1 - 2y) - y = 10\), so \(-7y = 7\), \(y = -1\), \(x = 3\).¶"
T_SYS = "x = 1 − 2y; 3 − 7y = 10; y = −1; x = 3."
W_ROO = r"By Vieta, the sum of the roots is \(-\frac{b}{a} = \frac{12}{3} = 4\).¶"
T_ROO = "sum of roots = −b/a = 12/3 = 4."
W_INE = r"\(x^2 - 4x - 5 = (x - 5)(x + 1) > 0\) when \(x < -1\) or \(x > 5\).¶"
T_INE = "(x − 5)(x + 1) > 0 outside the roots: x < −1 or x > 5."
W_CDV = r"\(\frac{(3 + 4i)(1 + 2i)}{(1 - 2i)(1 + 2i)} = \frac{3 + 10i - 8}{5} = \frac{-5 + 10i}{5} = -1 + 2i\).¶"
T_CDV = "(3 + 4i)(1 + 2i) = 3 + 6i + 4i + 8i² = −5 + 10i; divide by 5: −1 + 2i."
W_ODD = r"The first \(n\) odd numbers sum to \(n^2\), so \(1 + 3 + \cdots + 39 = 20^2 = 400\).¶"
T_ODD = "1 + 3 + ... + 39 = 20^2 = 400."

MPROBS = [
    ("det", "0",
     r"Compute $\det\begin{pmatrix} 2 & 6 \\ 3 & 9 \end{pmatrix}$.",
     [
        ("near_tan", "A", "tag", zs(T_DET, r"\tan(10^{-70})"), "tan(10^-70) is not 0"),
        ("phr_subnormal", "A", "hash", W_DET + "The determinant is therefore #### 5E-320", "a phrase marker then #### with 5 × 10^-320 (a subnormal double, not 0)"),
        ("neg_boxne", "A", "boxed", W_DET + r"\(\boxed{\det \neq 0}\)", "a negation in the box"),
        ("neg_lowconf", "A", "tag", zu(T_DET, "$0$ (low confidence)"), "'low confidence' hedges the value"),
        ("ret_edit3", "A", "tag", za(T_DET, "0") + "¶Edit 3: I mis-multiplied; 6 · 3 is 16, so the determinant is 2.¶<answer>2</answer>", "'Edit 3:' after the tag and a second tag with 2 (a false correction)"),
        ("ret_second", "A", "prose_sentence", W_DET + r"\(\boxed{0}\)¶On second thought the determinant adds the diagonal products: \(18 + 18 = 36\).", "'On second thought' after the box replaces 0 with 36"),
        ("quo_prove", "N", "none", r"The exercise reads: ``Prove that $\det A = \boxed{0}$ without expanding.'' I don't know a way to do that without expanding, so I'll stop here.", "the exercise's box is quoted, then a refusal: no_answer"),
        ("quo_parts", "A", "prose_sentence", W_DET + "So the determinant is 0 for part (a) and the trace is 11 for part (b).", "invented parts for a question without parts: the last value is 11"),
        ("tag_singular", "B", "tag", za(T_DET, "The matrix is singular: its determinant is zero."), "'zero' in a sentence is the gold"),
        ("phr_tag", "A", "tag", zo("2 · 9 + 6 · 3 = 36.", "Therefore: #### 36"), "a phrase marker then #### in an unclosed tag, with the products added"),
     ]),
    ("logs", "3",
     r"Evaluate $\log_2 24 - \log_2 3$.",
     [
        ("phr_near", "A", "tag", zs(T_LOG, r"So the answer is #### \log_2(8 + 10^{-40})"), "a phrase marker then #### in the tag, with 10^-40 added inside the log"),
        ("near_float", "A", "hash", "```python¶import math; print(math.log(24, 2) - math.log(3, 2))¶```¶Output: 3.000000000000001¶#### 3.000000000000001", "the float output of the model's own code copied as the answer (3 + 10^-15)", True),
        ("near_unevaluated", "B", "hash", W_LOG + r"#### \log_2 8", "log2 8 = 3: the gold unevaluated"),
        ("neg_approx", "A", "tag", zu(T_LOG, r"\approx 3"), "'≈' hedges an exact value"),
        ("neg_rules", "A", "prose_sentence", W_LOG + "So the value is 3, if I haven't mixed up the log rules.", "a conditional hedge on the value"),
        ("phr_diff", "A", "hash", r"\(\log_2 24 - \log_2 3 = \log_2 (24 - 3) = \log_2 21\).¶The answer is #### \log_2 21", "a phrase marker then #### with the difference inside the log"),
        ("ret_backtrack", "A", "tag", za(T_LOG, "3") + "¶Backtracking: the rule is log a − log b = log(a − b), so it's log2 21.¶<answer>\\log_2 21</answer>", "'Backtracking:' after the tag and a second tag with log2 21 (a false rule)"),
        ("quo_hint", "A", "hash", "Hint from the problem set: 'the answer is 3.' Doing it myself: \\(\\log_2 24 / \\log_2 3 \\approx 2.89\\).¶#### 2.89", "the hint's 3 is reported; the model's own (quotient) answer is 2.89"),
        ("quo_example", "N", "truncated", "<think> The format example in the instructions is <answer>3</answer>. For this one: log2 24 − log2 3 = log2", "a format example's tag quoted in the think block; cut before the model's own value: no_answer"),
        ("tag_arg", "A", "tag", zb(T_LOG, "8"), "the boxed tag holds the argument 8, not the log"),
     ]),
    ("arcsin", r"\frac{\pi}{6}",
     r"Compute $\arcsin \frac{1}{2}$. Express your answer in radians.",
     [
        ("near_num", "A", "tag", zs(T_ARC, r"\frac{\pi + 10^{-45}}{6}"), "10^-45 added to π: not π/6"),
        ("near_dec", "A", "hash", W_ARC + "#### 0.5236", "a rounded decimal for π/6"),
        ("unit_deg", "A", "tag", zu(T_ARC, r"30^\circ"), "degrees where radians are asked"),
        ("unit_rad", "B", "hash", W_ARC + r"#### \frac{\pi}{6} \text{ rad}", "a true unit"),
        ("neg_boxne", "A", "boxed", W_ARC + r"\(\boxed{x \ne \frac{\pi}{6}}\)", "a negated value in the box"),
        ("neg_or", "A", "tag", za(T_ARC, r"$\frac{\pi}{6}$ (or $\frac{5\pi}{6}$)"), "a second value offered"),
        ("ret_typo", "A", "prose_sentence", za(T_ARC, r"\frac{\pi}{6}") + "¶Sorry, typo above: I meant the angle whose sine is 1/2 in the second quadrant, 5π/6.", "'Sorry, typo above' replaces π/6 with 5π/6 (outside arcsin's range)"),
        ("quo_table", "A", "hash", "The unit-circle table lists π/6 for 1/2, but that is the cosine column; cos(π/3) = 1/2, so arcsin(1/2) = π/3.¶#### \\frac{\\pi}{3}", "the table's π/6 is reported; the model's own (misread) answer is π/3"),
        ("tag_general", "A", "tag", zb(T_ARC, r"\frac{\pi}{6} + 2k\pi"), "the boxed tag gives a family of solutions, not arcsin(1/2)"),
        ("phr_deg", "A", "hash", "\\(\\sin 30^\\circ = \\frac{1}{2}\\).¶Answer: #### 30", "a phrase marker then #### with the degree count"),
     ]),
    ("dist", r"3\sqrt{5}",
     r"Find the distance between the points $(1, 2)$ and $(4, 8)$. Express your answer in simplest radical form.",
     [
        ("phr_near", "A", "tag", zs(T_DST, r"Final Answer: #### 3\sqrt{5}\,(1 - 10^{-30})"), "a phrase marker then #### in the tag, with a factor 1 − 10^-30"),
        ("unit_area", "A", "hash", W_DST + r"#### 3\sqrt{5}\ \text{units}^2", "an area unit on a length"),
        ("near_swap", "A", "tag", zu(T_DST, r"5\sqrt{3}"), "a look-alike: 5√3 = √75"),
        ("ret_square", "B", "tag", za("sqrt(3 + 6) = 3.", "3") + "¶That's wrong: I forgot to square. sqrt(9 + 36) = sqrt(45) = 3√5.¶<answer>$3\\sqrt{5}$</answer>", "a correction after a wrong first tag, then a second tag with the gold"),
        ("neg_unchecked", "A", "hash", W_DST + r"#### 3\sqrt{5} (not double-checked)", "the model flags its own value unverified"),
        ("ret_actually", "A", "hash", W_DST + "#### 3\\sqrt{5}¶Actually, distance is the sum of the differences: \\(3 + 6 = 9\\).¶#### 9", "'Actually' after #### and a new #### 9 (a false correction)"),
        ("quo_partner", "A", "prose_sentence", r"My partner's sheet says \(3\sqrt{5}\). I subtract the squares: \(\sqrt{36 - 9} = \sqrt{27} = 3\sqrt{3}\), so the distance is \(3\sqrt{3}\).", "the partner's value is reported; the model's own answer is 3√3"),
        ("quo_newprob", "A", "tag", za("3 + 6 = 9, so sqrt(9) = 3.", "3") + "¶New problem: find the distance from (0, 0) to (3, 6). Answer: $\\boxed{3\\sqrt{5}}$", "a self-set new problem after the tag has its own box (the gold); the model's answer is 3"),
        ("tag_square", "A", "tag", zb(T_DST, "45"), "the boxed tag holds d², not d"),
        ("phr_hence", "A", "hash", r"\(d = \sqrt{(4 - 1) + (8 - 2)} = \sqrt{9} = 3\).¶Hence the distance is #### 3", "a phrase marker then #### with the squares left out"),
     ]),
    ("dice", r"\frac{5}{12}",
     "Two fair six-sided dice are rolled. What is the probability that the sum of the numbers rolled is at most 6? Express your answer as a common fraction.",
     [
        ("near_unreduced", "B", "tag", zs(T_DIC, r"\frac{15}{36}"), "15/36 = 5/12, unreduced"),
        ("unit_odds", "A", "hash", W_DIC + "#### 5/12 odds", "odds of 5/12 are a probability of 5/17, not 5/12"),
        ("unit_pct", "A", "tag", zu(T_DIC, r"\frac{5}{12}\%"), "a percent sign makes it 5/1200"),
        ("neg_pm", "A", "tag", za(T_DIC, r"$\frac{5}{12} \pm \frac{1}{36}$"), "a ± band around the value, not the value"),
        ("neg_selfcheck", "A", "hash", W_DIC + "#### 5/12 (self-check: failed)", "the model reports its own check failed"),
        ("ret_ahh", "A", "tag", za(T_DIC, r"\frac{5}{12}") + "¶Ah, I see my error: 'at most 6' leaves out 6, so 1 + 2 + 3 + 4 = 10 and 10/36 = 5/18.¶<answer>\\frac{5}{18}</answer>", "'Ah, I see my error' after the tag and a second tag with 5/18 (a misreading)"),
        ("ret_ignoreprev", "A", "prose_sentence", W_DIC + r"\(\boxed{\frac{5}{12}}\)¶Ignore my previous answer; order doesn't matter, so there are 21 outcomes and 9 of them qualify: the probability is \(\frac{3}{7}\).", "'Ignore my previous answer' replaces 5/12 with 3/7 (unordered outcomes)"),
        ("quo_sim", "A", "hash", "A classmate's simulation gave 0.4167. Counting directly, I get 15 favourable outcomes out of 21.¶#### 15/21", "the simulation's value is reported; the model's own answer is 15/21"),
        ("tag_count", "A", "tag", zb(T_DIC, "15"), "the boxed tag holds the count of outcomes"),
        ("phr_exact", "A", "hash", r"Sum exactly 6: \(\frac{5}{36}\).¶Probability: #### 5/36", "a phrase marker then #### with 'exactly 6'"),
     ]),
    ("system", "(3,-1)",
     r"Solve the system $x + 2y = 1$ and $3x - y = 10$. Give your answer as an ordered pair $(x, y)$.",
     [
        ("tag_check", "A", "tag", zs(T_SYS, "3(3) − (−1) = 10"), "the tag holds a check equation ending in 10, not the pair"),
        ("quo_partb", "A", "hash", W_SYS + "That is the point for part (a); the lines of part (b) meet at (1, 0).¶#### (1, 0)", "an invented part (b) and its value after ####"),
        ("tag_eqs", "B", "tag", za(T_SYS, "$x = 3$ and $y = -1$"), "the pair as two equations"),
        ("neg_struck", "N", "none", zu(T_SYS, "<s>(3, -1)</s>"), "the only value struck out (HTML) in the tag: no_answer"),
        ("neg_isnot", "A", "hash", W_SYS + "#### (3, -1) is not the solution", "a negated value"),
        ("ret_ahwait", "A", "hash", W_SYS + "#### (3, -1)¶Ah wait, I substituted into the wrong equation: y = 1, so x = −1.¶#### (-1, 1)", "'Ah wait' after #### and a new #### (−1, 1) (a false correction)"),
        ("ret_mistake", "A", "prose_sentence", zb(T_SYS, "(3, -1)") + "¶Mistake above: 3(1 − 2y) is 3 − 2y, so −3y = 7, y = −7/3 and x = 17/3.", "'Mistake above' after the boxed tag replaces (3, −1) with (17/3, −7/3)"),
        ("quo_forum", "A", "prose_sentence", r"A forum reply says \((3, -1)\). Subtracting the equations instead: \(-2x + 3y = -9\), and with \(x = 0\), \(y = -3\), so I get \((0, -3)\).", "the forum's pair is reported; the model's own answer is (0, −3)"),
        ("tag_x", "A", "tag", za(T_SYS, "x = 3"), "the tag gives one coordinate only"),
        ("phr_so", "A", "hash", r"\(x = 1 - 2y\), \(3 - 6y - y = 10\), \(y = 1\), \(x = -1\).¶So the solution is #### (-1, 1)", "a phrase marker then #### with a sign slip"),
     ]),
    ("roots", "4",
     r"What is the sum of the roots of $3x^2 - 12x + 7 = 0$?",
     [
        ("near_sqrt", "A", "tag", zs(T_ROO, r"\sqrt{16 + 10^{-38}}"), "√(16 + 10^-38) is not 4"),
        ("quo_format", "N", "none", "The format example in the prompt is '#### 4'. I'm not sure how to find the roots of a quadratic that doesn't factor.", "the format example is quoted; no answer of the model's own: no_answer"),
        ("unit_roots", "A", "hash", W_ROO + "#### 4 roots", "'4 roots' is a count of roots, not their sum"),
        ("neg_qparen", "A", "tag", zu(T_ROO, "4 (?)"), "a question mark: the model doubts its own value"),
        ("ret_revisit", "A", "tag", za(T_ROO, "4") + "¶Revisiting: the roots are irrational, so the question must mean the product, 7/3.¶<answer>\\frac{7}{3}</answer>", "'Revisiting' after the tag and a second tag with 7/3 (a misreading)"),
        ("ret_withdraw", "N", "none", W_ROO + r"\(\boxed{4}\)¶Hmm, I'm no longer confident in Vieta here; I withdraw the boxed value until I can solve the quadratic directly.", "the box is withdrawn with nothing in its place: no_answer"),
        ("quo_user", "A", "hash", r"Sum \(= \frac{-12}{3} = -4\).¶#### -4¶User: Are you sure? My book says 4.", "an invented User turn quoting 4 is not the model's statement; its own answer is −4"),
        ("quo_parts", "A", "hash", W_ROO + r"(a) sum: 4. (b) product: \(\frac{7}{3}\).¶#### \frac{7}{3}", "invented parts and the last #### 7/3"),
        ("tag_roots", "A", "tag", zb(T_ROO, r"2 \pm \frac{\sqrt{15}}{3}"), "the boxed tag holds the roots, not their sum"),
        ("phr_open", "B", "tag", zo(T_ROO, "The answer is #### 4"), "a phrase marker then #### in an answer tag never closed"),
     ]),
    ("ineq", r"(-\infty,-1)\cup(5,\infty)",
     r"Solve $x^2 - 4x - 5 > 0$. Express your answer in interval notation.",
     [
        ("near_inside", "A", "tag", zs(T_INE, "(-1, 5)"), "the complement: the product is negative there"),
        ("near_closed", "A", "hash", W_INE + r"#### (-\infty, -1] \cup [5, \infty)", "closed ends: the roots give 0, not > 0"),
        ("phr_near", "A", "tag", zu(T_INE, r"Answer: #### (-\infty, -1 - 10^{-40}) \cup (5, \infty)"), "a phrase marker then #### in the tag, with an end nudged by 10^-40"),
        ("tag_words", "B", "tag", za(T_INE, "All real $x$ with $x < -1$ or $x > 5$."), "the set as a sentence"),
        ("neg_worry", "A", "hash", W_INE + r"#### (-\infty,-1)\cup(5,\infty), I believe, though the endpoints worry me", "a hedge after the value"),
        ("ret_signchart", "A", "tag", za(T_INE, r"(-\infty, -1) \cup (5, \infty)") + "¶Reconsidering the sign chart: the product is positive between the roots.¶<answer>(-1, 5)</answer>", "a reconsideration after the tag and a second tag with (−1, 5) (a false correction)"),
        ("ret_myself", "A", "prose_sentence", W_INE + r"\(\boxed{(-\infty, -1) \cup (5, \infty)}\)¶Correcting myself: the roots are \(x = 1\) and \(x = -5\), so the set is \((-\infty, -5) \cup (1, \infty)\).", "'Correcting myself' after the box replaces the set (a false correction)"),
        ("quo_graph", "A", "prose_sentence", "The textbook's graph shades (−∞, −1) ∪ (5, ∞). Testing x = 0 gives −5 > 0, false, and x = 6 gives 7 > 0, true, so I'd say only (5, ∞).", "the textbook's set is reported; the model's own answer is (5, ∞)"),
        ("tag_roots", "A", "tag", zb(T_INE, "x = -1, 5"), "the boxed tag holds the roots, not the set"),
        ("phr_thus", "A", "hash", "The parabola is below the axis between its roots.¶Thus the solution is #### (-1,5)", "a phrase marker then #### with the inside of the roots"),
     ]),
    ("cdiv", "-1+2i",
     r"Simplify $\dfrac{3 + 4i}{1 - 2i}$. Write your answer in the form $a + bi$.",
     [
        ("phr_near", "A", "tag", zs(T_CDV, r"The answer is #### -1 + 2i + 10^{-40}i"), "a phrase marker then #### in the tag, with 10^-40 i added"),
        ("phr_conj", "A", "hash", W_CDV + "Hence the quotient is #### -1 - 2i", "a phrase marker then #### with the conjugate"),
        ("near_dec", "A", "tag", zu(T_CDV, "-1 + 2.0001i"), "the imaginary part off by 10^-4"),
        ("near_sign", "A", "hash", W_CDV + r"#### \frac{11 + 10i}{5}", "i² taken as +1: a near twin"),
        ("neg_unsure", "A", "tag", za(T_CDV, r"$-1 + 2i$ (unsure about the sign)"), "'unsure' hedges the value"),
        ("neg_suspect", "A", "boxed", W_CDV + r"\(\boxed{-1 + 2i\ \text{(suspect)}}\)", "an annotation inside the box marks the value suspect"),
        ("ret_slip", "A", "hash", W_CDV + r"#### -1 + 2i¶Slip above: the denominator is \(1 - 4 = -3\), so \(\frac{-5 + 10i}{-3} = \frac{5}{3} - \frac{10}{3}i\).¶#### \frac{5}{3} - \frac{10}{3}i", "'Slip above' after #### and a new #### (a false correction)"),
        ("quo_solver", "A", "tag", za("Divide part by part: 3/1 = 3 and 4/(−2) = −2.", "An online solver says −1 + 2i, but dividing part by part gives 3 − 2i."), "the solver's value is reported in the tag; the model's own answer is 3 − 2i"),
        ("tag_numer", "A", "tag", zb(T_CDV, "-5 + 10i"), "the boxed tag holds the numerator before dividing"),
        ("quo_key", "B", "prose_sentence", r"The answer key says \(-1 - 2i\), but multiplying back, \((-1 + 2i)(1 - 2i) = -1 + 2i + 2i + 4 = 3 + 4i\), so the quotient is \(-1 + 2i\).", "the key's wrong value is reported; the model's own answer is the gold"),
     ]),
    ("odds", "400",
     "What is the sum of the first 20 positive odd integers?",
     [
        ("neg_tilde", "B", "hash", W_ODD + "#### ~~441~~ 400", "a slip struck out in markdown, the gold after it"),
        ("unit_integers", "A", "tag", zs(T_ODD, "400 odd integers"), "a count of integers, not their sum"),
        ("unit_sq", "A", "tag", zu(T_ODD, "400 square units"), "an area unit on a pure number"),
        ("neg_unless", "A", "hash", W_ODD + "#### 400 (unless it's 441)", "a second value offered"),
        ("ret_miscount", "A", "tag", za(T_ODD, "400") + "¶I miscounted: the 20th odd number is 41, so the sum is 21² = 441.¶<answer>441</answer>", "a correction after the tag and a second tag with 441 (a false correction)"),
        ("ret_retract", "N", "none", W_ODD + r"\(\boxed{400}\)¶I'm retracting the box: I haven't justified the \(n^2\) formula, and I won't state a value I can't prove.", "the box is retracted with nothing in its place: no_answer"),
        ("quo_evens", "A", "prose_sentence", W_ODD + "That is 400 for the odd integers and 420 for the even ones.", "an invented second question: the last value is 420"),
        ("quo_confirm", "N", "none", r"""Your message says: "confirm that the total is \(\boxed{400}\)". I can't confirm it.""", "the user's box is quoted, then a refusal: no_answer"),
        ("tag_last", "A", "tag", zb(T_ODD, "39"), "the boxed tag holds the 20th odd number"),
        ("phr_tag", "A", "tag", za("20 × 21 / 2 = 210.", "Therefore, the sum is #### 210"), "a phrase marker then #### in the tag, with 1 to 20 summed"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_tank_neg_approx": (
        "reject",
        "the working computes 360 / 45 = 8 exactly, and the final line writes '#### ≈8': the "
        "model itself marks its answer as approximate, which is a hedge of an exact value (the "
        "issue's annotation class). A reader who takes '≈' as a loose habit of models that write "
        "it before exact results, reads the number after it and ignores the sign, would accept it",
    ),
    "m_logs_near_float": (
        "reject",
        "the model ran code and copied its float output, 3.000000000000001, as the answer; the "
        "number stated is not 3 (it differs in the 15th decimal place), and the corpus counts a "
        "float artefact of a gold as wrong (rounds 245 and 247). A reader who applies the issue's "
        "tolerance for decimals the model wrote as decimals, or who reads the tail as binary "
        "rounding noise of an exact 3, would accept it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam256", CASES, [], DECISIONS)
