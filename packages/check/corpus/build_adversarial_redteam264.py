r"""Build adversarial_redteam264.jsonl: round 264 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam264"), written by a helper (a new author who has read only
issue 25) WITHOUT reading the checker's source, its README, bench/, tests/, the project README, any
ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT running the checker, reason-ppo,
math-verify, sympy or any grader on the probes (python was used for plain arithmetic only). Not
model output. Only corpus/README.md (sections "Forms" and "How each source was labelled"),
corpus_build.py (helpers g, m, write_probes, qwen_end, llama_end, minerva_end, qbox and IM_USER;
copied unchanged beside this file) and the templates build_adversarial_redteam260.py / 255.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording, new layouts).

Aim of this round: the issue's own hostile red team (every bullet of issue 25's "Hostile probes"
and "Deliver" item 1). English, 200 SHORT probes (one to five lines, checked when building), 100
GSM8K and 100 MATH, 180 kind A (163 wrong, 17 no_answer) and 20 kind B (10 GSM8K, 10 MATH). 100
are in the R1-Zero `<think>...</think><answer>...</answer>` format (50 GSM8K, 50 MATH), five a
problem, one in each of five layouts unlike the templates': `za` everything on one line with spaces
inside both tags (the R1-Zero paper's template), `zb` the tag's content on a line of its own, `zp`
the completion opening inside the think block (the prompt ended on `<think>`, so there is no
opening tag), `zt` think block and tag on two lines (a correction and a second tag may follow), `zn`
the working on a line of its own inside the think block. The other 100 end on `####` (bare, after a
phrase marker, with words after it, followed by a correction or an invented turn), `\boxed{}` (bare,
in Qwen2.5-Instruct's, Qwen2.5-Math's or Llama 3's closing line), Minerva's closing line, or are
refusals or cut. Forms: tag 96, hash 55, boxed 27, none 14, minerva 5, truncated 3 (`tag` = the
answer tag holds the final answer; R1-Zero probes whose tag only denies, declines or is cut carry
none / truncated).

Classes (the class opens the shape of an id; kind A / kind B):
  near (26 A, 3 B)  exact values near zero or near the gold, no tolerance: for the gold 0
       \tan(10^{-90}), 1e-30, \ln(1 + 10^{-70}); offsets 37 + 10^{-45}, -9 + 10^{-33},
       \frac{540 + 10^{-20}}{18}, 355 + 2^{-200}, \sqrt{784 + 10^{-40}}, \log_2(2^{45} + 1),
       48\cos(10^{-30}), 4.87 \times 10^{4} + 10^{-12}, 6\pi + 10^{-50}, \frac{1}{9} - 10^{-40},
       5 - 12i + 10^{-40}i, [-2, 10 - 10^{-50}], 84 - 10^{-25}, e^{\ln 84 + 10^{-30}},
       \frac{5 \cdot 10^{60} + 1}{10^{60}}, 65 + \sin(10^{-70}), -\frac{1}{2} + 10^{-60}; decimals
       off (36.9999999999, the float 0.8499999999999996, 30.000000001, 48,700.000001, 5 -
       11.9999999999i, 64.99999999). Kind B: 45.00, 2\pi \cdot 3, \sqrt{128};
  neg  (22 A, 4 N, 3 B)  negation, strike-out and annotation: struck and replaced (~~37~~ 51,
       \cancel{0} 8, \sout in a box, ~~8\sqrt2~~ \sqrt{68}, \sout{5 - 12i} 13 - 12i); hedges and
       marks ("roughly", "30?", "ca.", "(unchecked)" in a box, "(or maybe 42?)", "[low
       confidence]", "(not double-checked)", "(doubtful)" in a box, "(?)" in a box, \approx, "(not
       fully sure)", "the ends might be excluded", ✗, "I believe, but it could be 75", \sim, "the
       sign may be off"); a bound (x \geq 5); denied or struck alone (no_answer: "#### not 37",
       "#### <s>0</s>", "$x \neq 45$" in a tag, "#### 48,700 — no, that's not it."). Kind B: the
       negation is of another value ("−9 (minus nine, not +9)", "not 13 − 12i", "not 504");
  unit (26 A, 3 B)  words after a number that are not the asked quantity's unit: packs, "for the
       art room", euros, "degrees per hour", seconds for minutes, hours for dollars, "per day",
       "years from now", shelves, %, miles for km, "closed"; in MATH "roots", radians, "square
       units" on a length, cm^2 and % on a pure number, metres and volts on a complex number, cm on
       a set, seconds and a degree sign on a pure number, "people" for committees, degrees and "per
       second" on a slope, and a percent for a probability asked as a fraction (debatable). Kind
       B: "37 kites left", "85 cents" for $0.85 (debatable), 65^\circ where degrees are asked;
  ret  (23 A, 3 N, 3 B)  retractions after the answer, in new wordings: "Revision:", "Hmm, no —", "I
       retract this" (none), "Oh wait", "Recount:", "Pending: ... treat the line above as a draft"
       (none), "Correction to my answer", "Belay that", "Rethinking the setup", "Never mind —",
       "Hmm, hold on", "Mistake above —", "Edit, second look", "Second thought", "Amended:",
       "Correction:", "Hmm, radicals add under the root", "I retract this — ... giving", "Let me
       redo this", "Wait —", "I misread", "Hold that —", "Rethink:", "Second look", "Hmm, slope is
       run over rise", "I'm withdrawing this ... no answer for now" (none); each false correction
       names a new value in a second tag, a new #### or a new box and replaces the gold. Kind B: a
       wrong first #### or box corrected to the gold ("Wait —", "Correction:", "Oops");
  quo  (16 A, 9 N, 3 B)  statements the model did not make: a receipt, an app, a cashier, a
       manual, a payslip, a scoreboard, an answer key, WolframAlpha, a calculator, the back of the
       book, a worksheet key (then the model's own other value: wrong); a forum reply quoted with
       `>`, the exercise's "Prove that ... \boxed{0}", a prompt's format example and a prompt's
       sample tag quoted inside the think block, a solution sheet, an answer key (then a refusal or
       a declining tag: no_answer); a textbook's answer line and worked answer (then a cut:
       no_answer); invented parts ("-9 for part (a) and -7 for part (b)" in a tag, "(a) ... (b)
       ...", "Part (a): ...; part (b): \boxed{...}"); an invented ChatML user turn naming the gold
       after a wrong tag or box. Kind B: a friend's, classmate's and study guide's wrong value
       reported, then the model's own gold;
  tag  (24 A, 1 N, 3 B)  the answer tag read like a small completion: a box inside the tag holding
       another quantity (51 before the gift, 32 with a warm-up, the history shelf's 15, 6 with π
       dropped, 16, 1/8); a sentence naming another quantity (the lowest reading, the bill, the
       page count, the gross pay, the son's age, the distance with averaged speeds, the capacity,
       the radius, the count of outcomes, the modulus, the set's length, the open set in words, the
       sum of two angles, the intercept); an equation or chain (4 − 15 − 2 = −13, P(9,3) = 504,
       x + 1 = 6, \angle C = 13\pi/36 in radians); a tag cut before its value (no_answer). Kind B:
       "She has no pencils left: 28 − 20 − 8 = 0.", "She rides forty-eight kilometres
       altogether.", "The roots $0, 3, -3$ add to $0$.";
  phr  (26 A, 2 B)  a phrase marker then `####`, after the working or inside the tag: "Kites
       remaining:", "Temperature then:", "Pencils left:", "Hence the teacher keeps:", "Her change
       comes to:", "So the printing takes:", "Money left =>", "In 14 years Nora is:", "The son's
       age:", "Books in storage:", "Total distance:", "Seats open →", "Sum of roots:",
       "Circumference, numerically:", "So the circumference is", "Simplified form:", "Probability
       of a 9:", "Favourable outcomes:", "Therefore the square is", "Solution set:", "Number of
       committees:", "Ways:", "So x equals", "Angle C:", "In radians, ∠C =", "Slope:"; each with a
       slip or another quantity. Kind B: "Time needed: #### 30", "Open seats: #### 48,700".
The lone-surrogate batch crash of the issue cannot be written to a UTF-8 JSONL file, so no probe
carries one; the odd code points here (✗, ≈, ≠, →, ∠, √, −, ², °, the ChatML tokens) are ordinary
text.

Problems, golds and hand-checked arithmetic (python for plain arithmetic only; wrong values the
probes end on in brackets):
GSM8K: kites: 5 packs of 12, 9 tear, 14 given away -> 37 (60; 51 before the gift; 46 = 60 - 14;
37 packs = 444 kites); frost: 4°C, -3 an hour for 5 hours, +2 -> -9 (-11 lowest; -13 rise
subtracted; -12 = 4 - 18 + 2; -7 an invented part b); pencils: 28, 5 to each of 4 tables, 8 to the
art room -> 0 (20; 8 with the art room forgotten); change: 3 notebooks at $2.45, a $1.80 pen, a
$10 bill -> 0.85 (7.35; 9.15; 10 - 9.15; 2.65 pen forgotten; half-price pen 0.90: 8.25, 1.75; 85
cents); printer: 12 copies of 45 pages at 18 a minute -> 30 (540; 552 / 18 = 30.67 with covers; 36
at 15 a minute; 45 = 540 / 12; 32 with warm-up); wages: $14 an hour, 6 h x 5 days, $65 pass -> 355
(30 h; 420; 485 pass added; 36 x 14 - 65 = 439; 35 x 14 - 65 = 425); ages: 4s + 14 = 2(s + 14) ->
28 (2s = 14, s = 7; 42 in 14 years; 4s = 2(s + 14): s = 14, 56); library: 96 books, 3/8 fiction,
1/4 of the rest history -> 45 (36; 60; 15; 96 - 36 - 24 = 36); cyclist: 15 km/h for 2 h, 12 km/h
for 1.5 h -> 48 (30 + 18; 43.5; 1.5 x 15 = 22.5: 52.5; 13.5 x 3.5 = 47.25; 27; 3.5 h); stadium: 42 x
1,250 seats, 3,800 closed -> 48700 (52,500; 56,300; 42 x 1,200 = 50,400: 46,600).
MATH: roots: sum of the real roots of x^3 - 9x = 0 -> 0 (x(x - 3)(x + 3); 0 + 3 - 3; 9 and -9
from the coefficient; 6 with a sign slip; 3 roots); circle: area 9\pi, circumference -> 6\pi (r =
3; 2\pi \cdot 3; 6\pi = 18.8496...; 3\pi; 18\pi with r = 9; 6 with π dropped); surds: \sqrt{50} +
\sqrt{18} -> 8\sqrt{2} (5\sqrt2 + 3\sqrt2; \sqrt{128} = \sqrt{64 \cdot 2}; 8\sqrt2 = 11.3137085...;
\sqrt{68} = 2\sqrt{17}; 7\sqrt2; 16); dice: P(sum 9) -> \frac{1}{9} ((3,6), (4,5), (5,4), (6,3):
4/36; 1/9 = 11.1̅%; 2/21; 1/18; 1/8; 1/3; 4); square: (3 - 2i)^2 -> 5-12i (9 - 12i + 4i^2; 13 -
12i with i^2 = +1; |5 - 12i| = 13; 5 with the cross term dropped); absval: |x - 4| <= 6 -> [-2,10]
(-6 <= x - 4 <= 6; (-2, 10) open; length 12; (-\infty, 10]); committee: C(9,3) -> 84 (9 x 8 x 7 =
504; 504 / 6; C(9,2) = 36); exponent: 2^{x+1} = 64 -> 5 (64 = 2^6; 6 without subtracting; 4 from
2^5; 31 from 64 / 2); triangle: 180 - 47 - 68 -> 65 (115; 133; 13\pi/36 = 1.1345 rad; 47 with B =
86); slope: (2, 5) and (-4, 8) -> -\frac{1}{2} (3 / -6; 1/2 sign lost; -2 inverted; intercept 5 =
-1 + b, b = 6).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is near, neg, unit, ret, quo, tag or phr (28-29 each: near 29, neg 29, unit 29, ret 29, quo 28, tag
28, phr 28; the builder prints the splits to stderr). 10 probes a problem, every class at least
once a problem, 5 of them in the R1-Zero format (one per layout), 1 kind B and 9 kind A. Kind A:
truth wrong, or no_answer where the form is `truncated` or `none` ("N" in the tables); kind B:
truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 255 and 260): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation chain, a box, a phrase marker and `####`, number words),
whether the think block was opened in the completion or in the prompt; a second tag after a
correction replaces the first; a tag quoted inside the think block (a format example, a sample) is
not the answer. With no marker and no box the answer is the value the concluding sentence states
as the answer to the question asked. A phrase marker followed by `####` is one marker. A
restatement that differs makes the answer wrong; a trailing check that restates the value does
not change it; a retraction or correction after the answer replaces it, in any wording: wrong when
it names another value (even a false correction of a right answer), right when it lands on the
gold; withdrawn or put on hold with nothing in its place: no_answer. Quoted or reported text (a
receipt, an app, a cashier, a manual, a payslip, a board, a key, a CAS, a calculator, a book, a
worksheet, a forum, the exercise, a prompt's example or sample, a solution sheet, a textbook, a
friend, a classmate, a study guide, an invented user turn) is not the model's statement: the
model's own final value is its answer, and with none of its own (a refusal, a declining tag, a
cut) the probe is no_answer. Invented parts for a question without parts are wrong. A hedge of an
exact value, a second value offered, a value marked unsure, unchecked or bad (✗, "?"), a bound, and
a struck value replaced by another are wrong; a denied or struck value with nothing in its place is
no_answer; a negation of ANOTHER value next to the gold leaves the gold. A word after a number that
is not a unit of the asked quantity (another package, another group, another currency, a rate,
another unit of time, length, area or angle, a percent, a count of something else) makes it
another quantity: wrong. An exact expression equals the gold only if it is the gold (no
tolerance); a float-looking, rounded or off decimal is wrong. Equal values in another form are
correct (45.00, 2\pi \cdot 3, \sqrt{128}, 48,700, number words, a sentence or chain ending in the
gold, −9 with a Unicode minus, "kites left", 65^\circ where degrees are asked).

Debatable (2, with DECISIONS): `ok_g_change_unit_cents` ("#### 85 cents" for $0.85: accept),
`m_dice_unit_pct` (Minerva's line with 11.1̅% where a common fraction is asked: reject).

Usage: cd /tmp/rounds/rt264 && python build_adversarial_redteam264.py
(writes /tmp/rounds/rt264/adversarial_redteam264.jsonl beside itself and corpus_build.py; a second
run rewrites it byte-identical; the splits are printed to stderr)
"""

import sys
from collections import Counter

from corpus_build import IM_USER, g, llama_end, m, minerva_end, qbox, qwen_end, write_probes

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")


def za(work: str, answer: str) -> str:
    """R1-Zero, layout a: one line, spaces inside both tags (the R1-Zero paper's template)."""
    return "<think> " + work + " </think> <answer> " + answer + " </answer>"


def zb(work: str, answer: str) -> str:
    """R1-Zero, layout b: the answer tag's content on a line of its own."""
    return "<think>" + work + "</think>¶<answer>¶" + answer + "¶</answer>"


def zp(work: str, answer: str) -> str:
    """R1-Zero, layout p: the prompt ended on `<think>`, so the completion opens inside it."""
    return work + "¶</think>¶<answer>" + answer + "</answer>"


def zt(work: str, answer: str) -> str:
    """R1-Zero, layout t: think block and tag on two lines (what follows the tag is added after)."""
    return "<think>" + work + "</think>¶<answer>" + answer + "</answer>"


def zn(work: str, answer: str) -> str:
    """R1-Zero, layout n: the think block's working on a line of its own, then the tag."""
    return "<think>¶" + work + "¶</think>¶<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" is a newline. Checks: the class, the truth against
    the form, at most five lines."""
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
            if len(text.split("\n")) > 5:
                raise SystemExit(f"{case_id}: more than five lines")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K working
# W_*: one or two lines of working before the final line; T_*: the same in one line with '; '
# between steps, for the think block of an R1-Zero completion.
W_KIT = "5 × 12 = 60 kites.¶60 − 9 − 14 = 37.¶"
T_KIT = "5 × 12 = 60; 60 − 9 = 51; 51 − 14 = 37"
W_TMP = "Fall: 3 × 5 = 15, so 4 − 15 = −11.¶Rise: −11 + 2 = −9.¶"
T_TMP = "3 × 5 = 15; 4 − 15 = −11; −11 + 2 = −9"
W_PEN = "4 × 5 = 20 pencils to the tables.¶28 − 20 − 8 = 0.¶"
T_PEN = "4 × 5 = 20; 28 − 20 = 8; 8 − 8 = 0"
W_CHG = "3 × $2.45 = $7.35; $7.35 + $1.80 = $9.15.¶$10 − $9.15 = $0.85.¶"
T_CHG = "3 × 2.45 = 7.35; 7.35 + 1.80 = 9.15; 10 − 9.15 = 0.85"
W_PRN = "12 × 45 = 540 pages.¶540 ÷ 18 = 30 minutes.¶"
T_PRN = "12 × 45 = 540; 540 / 18 = 30"
W_WAG = "6 × 5 = 30 hours; 30 × $14 = $420.¶$420 − $65 = $355.¶"
T_WAG = "6 × 5 = 30; 30 × 14 = 420; 420 − 65 = 355"
W_AGE = "4s + 14 = 2(s + 14), so 2s = 14 and s = 7.¶Nora: 4 × 7 = 28.¶"
T_AGE = "4s + 14 = 2s + 28; 2s = 14; s = 7; Nora = 4 × 7 = 28"
W_BKS = "Fiction: 3/8 × 96 = 36, leaving 60.¶History: 60 ÷ 4 = 15; storage: 60 − 15 = 45.¶"
T_BKS = "96 × 3/8 = 36; 96 − 36 = 60; 60 / 4 = 15; 60 − 15 = 45"
W_CYC = "15 × 2 = 30 km; 12 × 1.5 = 18 km.¶30 + 18 = 48 km.¶"
T_CYC = "15 × 2 = 30; 12 × 1.5 = 18; 30 + 18 = 48"
W_SEA = "42 × 1,250 = 52,500 seats.¶52,500 − 3,800 = 48,700 open.¶"
T_SEA = "42 × 1250 = 52500; 52500 − 3800 = 48700"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("kites", "37",
     "Omar buys 5 packs of 12 kites. 9 of them tear, and he gives 14 away. How many kites does he have left?",
     [
        ("near_tiny", "A", "tag", za(T_KIT, r"37 + 10^{-45}"), "10^-45 added: not 37"),
        ("near_dec", "A", "hash", W_KIT + "#### 36.9999999999", "a decimal 10^-10 short of 37"),
        ("neg_tilde2", "A", "tag", zb(T_KIT, "~~37~~ 51"), "37 struck (GFM double tildes) and 51 in its place"),
        ("neg_not", "N", "none", W_KIT + "#### not 37", "the value is denied with nothing in its place: no_answer"),
        ("unit_kites", "B", "hash", W_KIT + "#### 37 kites left", "'kites left' is the question's own unit and verb"),
        ("unit_packs", "A", "hash", W_KIT + "#### 37 packs", "packs of 12, another package: 37 packs hold 444 kites"),
        ("ret_revision", "A", "tag", zt(T_KIT, "37") + "¶Revision: the 9 torn kites were among the 14 given away, so 60 − 14 = 46.¶<answer>46</answer>", "'Revision:' after the tag and a second tag with 46 (a false correction)"),
        ("quo_receipt", "A", "hash", "The shop's receipt note says \"#### 37 kites\".¶I count 60 − 9 = 51 and leave the gift out.¶#### 51", "the receipt's #### is quoted; the model's own #### is 51"),
        ("tag_box", "A", "tag", zn(T_KIT, r"$\boxed{51}$ kites before the gift"), "a box inside the tag holding the count before the gift"),
        ("phr_remaining", "A", "tag", zp("5 × 12 = 60; 60 − 9 = 51", "Kites remaining: #### 51"), "a phrase marker then #### in the tag, the gift forgotten"),
     ]),
    ("frost", "-9",
     "At 6 a.m. the temperature is 4°C. It falls 3°C every hour for 5 hours and then rises 2°C. What is the temperature then, in °C?",
     [
        ("near_shift", "A", "tag", za(T_TMP, r"-9 + 10^{-33}"), "10^-33 added: not −9"),
        ("neg_notplus", "B", "hash", W_TMP + "#### −9 (minus nine, not +9)", "the negation is of another value (+9); the answer is −9 with a Unicode minus"),
        ("unit_rate", "A", "hash", W_TMP + "#### -9 degrees per hour", "'per hour' makes it a rate of change, not a temperature"),
        ("ret_sixhours", "A", "tag", zt(T_TMP, "-9") + "¶Hmm, no — 6 a.m. to noon is 6 hours of falling: 4 − 18 + 2 = −12.¶<answer>-12</answer>", "'Hmm, no' after the tag and a second tag with −12 (a false correction)"),
        ("ret_retract", "N", "none", W_TMP + "#### −9¶I retract this: I'm unsure whether the rise comes before the fifth hour, so I give no final value.", "retracted with nothing in its place: no_answer"),
        ("quo_app", "A", "hash", "The forecast app claimed \"#### -9\" for that hour.¶My own count: 4 − 3 × 5 = −11.¶#### -11", "the app's #### is quoted; the model's own #### is −11 (rise forgotten)"),
        ("quo_parts", "A", "tag", zp(T_TMP, "-9 for part (a) and -7 for part (b)"), "invented parts in the tag: the question has one part"),
        ("tag_lowest", "A", "tag", zn("3 × 5 = 15; 4 − 15 = −11", "The temperature at its lowest is −11 °C."), "the tag gives the lowest reading, before the rise"),
        ("tag_chain", "A", "tag", zb("3 × 5 = 15; the rise also lowers it", "4 − 15 − 2 = −13"), "an equation chain with the rise subtracted"),
        ("phr_then", "A", "hash", "4 − 15 = −11.¶Temperature then: #### -11", "a phrase marker then #### with the rise forgotten"),
     ]),
    ("pencils", "0",
     "A teacher has 28 pencils. She gives 5 pencils to each of 4 tables and 8 pencils to the art room. How many pencils does she have left?",
     [
        ("near_tan", "A", "tag", za(T_PEN, r"\tan(10^{-90})"), "tan of 10^-90 is not 0"),
        ("near_sci", "A", "hash", W_PEN + "#### 1e-30", "10^-30 in e-notation is not 0"),
        ("neg_cancel", "A", "tag", zb(T_PEN, r"\cancel{0}\ 8"), "0 struck (\\cancel) and 8 in its place"),
        ("neg_html", "N", "none", W_PEN + "#### <s>0</s>", "0 struck alone (HTML <s>): no_answer"),
        ("unit_art", "A", "hash", "28 − 20 = 8 pencils.¶#### 8 for the art room", "the words name the art room's share, another quantity"),
        ("ret_ohwait", "A", "tag", zt(T_PEN, "0") + "¶Oh wait, the art-room pencils came from another box, so 28 − 20 = 8.¶<answer>8</answer>", "'Oh wait' after the tag and a second tag with 8 (a false correction)"),
        ("quo_forum", "N", "none", "> #### 0¶That's a reply from a forum; I can't check the numbers myself.", "a quoted #### then a refusal: no_answer"),
        ("tag_sentence", "B", "tag", zn(T_PEN, "She has no pencils left: 28 − 20 − 8 = 0."), "a sentence and an equation chain ending in 0"),
        ("phr_tag", "A", "tag", zp("4 × 5 = 20; 28 − 20 = 8", "Pencils left: #### 8"), "a phrase marker then #### in the tag, the art room forgotten"),
        ("phr_hence", "A", "hash", "28 − 4 × 5 = 8.¶Hence the teacher keeps: #### 8", "a phrase marker then #### with the art room forgotten"),
     ]),
    ("change", "0.85",
     "Maya buys 3 notebooks at $2.45 each and a pen for $1.80. She pays with a $10 bill. How much change does she get?",
     [
        ("near_float", "A", "tag", za(T_CHG, "0.8499999999999996"), "a float's rounding error written out: not 0.85"),
        ("neg_roughly", "A", "tag", zb(T_CHG, "roughly $0.85"), "'roughly' hedges an exact amount"),
        ("unit_cents", "B", "hash", W_CHG + "#### 85 cents", "85 cents is $0.85 (debatable)", True),
        ("unit_euro", "A", "hash", W_CHG + "#### 0.85 euros", "another currency"),
        ("ret_recount", "A", "tag", zt(T_CHG, "0.85") + "¶Recount: the pen was half price, so 7.35 + 0.90 = 8.25 and the change is 1.75.¶<answer>1.75</answer>", "'Recount:' after the tag and a second tag with 1.75 (an invented discount)"),
        ("ret_pending", "N", "none", W_CHG + "#### 0.85¶Pending: I'll confirm whether tax applies before giving a final figure; treat the line above as a draft.", "put on hold with nothing in its place: no_answer"),
        ("quo_cashier", "A", "hash", "The cashier said \"#### 0.85\", but 10 − 3 × 2.45 = 2.65.¶#### 2.65", "the cashier's words are quoted; the model's own #### is 2.65 (pen forgotten)"),
        ("quo_example", "N", "none", zp("The prompt's example shows <answer>0.85</answer> for a similar sum; I can't read the pen's price here", "Cannot be determined."), "an example's tag is quoted in the think block; the model's tag declines: no_answer"),
        ("tag_paid", "A", "tag", zn(T_CHG, "She pays $9.15 in total."), "the tag gives the bill, not the change"),
        ("phr_comes", "A", "hash", "10 − 7.35 = 2.65.¶Her change comes to: #### 2.65", "a phrase marker then #### with the pen forgotten"),
     ]),
    ("printer", "30",
     "A printer prints 18 pages per minute. How many minutes does it take to print 12 copies of a 45-page report?",
     [
        ("near_frac", "A", "tag", za(T_PRN, r"\frac{540 + 10^{-20}}{18}"), "10^-20 added to the pages: not 30"),
        ("near_dec", "A", "hash", W_PRN + "#### 30.000000001", "a decimal 10^-9 over 30"),
        ("neg_qmark", "A", "tag", zb(T_PRN, "30?"), "a question mark hedges the value"),
        ("unit_sec", "A", "hash", W_PRN + "#### 30 seconds", "seconds where minutes are asked"),
        ("ret_cover", "A", "tag", zt(T_PRN, "30") + "¶Correction to my answer: each copy has a cover page, so 552 pages and 552 / 18 ≈ 30.67.¶<answer>30.67</answer>", "a correction after the tag and a second tag with 30.67 (an invented cover page)"),
        ("quo_manual", "A", "hash", "The printer manual's example gives \"#### 30\" for a job like this.¶At 15 pages a minute instead: 540 ÷ 15 = 36.¶#### 36", "the manual's #### is quoted; the model's own #### is 36"),
        ("tag_pages", "A", "tag", zp("12 × 45 = 540", "The job is 540 pages long."), "the tag gives the page count"),
        ("tag_warmup", "A", "tag", zn("540 / 18 = 30; plus 2 minutes of warm-up = 32", r"$\boxed{32}$"), "a box in the tag with an invented warm-up added"),
        ("phr_time", "B", "hash", W_PRN + "Time needed: #### 30", "a phrase marker then #### with the gold"),
        ("phr_takes", "A", "hash", "540 ÷ 12 = 45.¶So the printing takes: #### 45", "a phrase marker then #### with the wrong divisor"),
     ]),
    ("wages", "355",
     "Lucas earns $14 an hour. He works 6 hours a day for 5 days and then pays $65 for a bus pass. How much of his pay does he have left?",
     [
        ("near_pow", "A", "tag", za(T_WAG, r"355 + 2^{-200}"), "2^-200 added: not 355"),
        ("neg_circa", "A", "hash", W_WAG + "#### ca. 355", "'ca.' (circa) hedges an exact amount"),
        ("neg_unchecked", "A", "tag", zb(T_WAG, r"$\boxed{355 \text{ (unchecked)}}$"), "an annotation inside the box marks the value unchecked"),
        ("unit_hours", "A", "hash", W_WAG + "#### 355 hours", "hours where dollars are asked"),
        ("unit_perday", "A", "tag", zp(T_WAG, "355 per day"), "'per day' makes it a daily rate"),
        ("ret_buspass", "B", "hash", "30 × $14 = $420.¶#### 420¶Wait — the bus pass still comes out: $420 − $65 = $355.¶#### 355", "a wrong first #### corrected to the gold"),
        ("ret_belay", "A", "tag", zt(T_WAG, "355") + "¶Belay that: he works 6 days, not 5, so 36 × 14 − 65 = 439.¶<answer>439</answer>", "'Belay that' after the tag and a second tag with 439 (a misread)"),
        ("quo_payslip", "A", "hash", "His payslip template shows \"#### 355\".¶I'll use 7 hours a day: 35 × 14 − 65 = 425.¶#### 425", "the payslip's #### is quoted; the model's own #### is 425"),
        ("tag_gross", "A", "tag", zn(T_WAG, "He earns $420 for the week."), "the tag gives the gross pay"),
        ("phr_arrow", "A", "hash", "30 × 14 = 420; 420 + 65 = 485.¶Money left => #### 485", "a phrase marker then #### with the pass added"),
     ]),
    ("ages", "28",
     "Nora is 4 times as old as her son. In 14 years she will be twice as old as he will be then. How old is Nora now?",
     [
        ("near_sqrt", "A", "tag", za(T_AGE, r"\sqrt{784 + 10^{-40}}"), "the root of 784 + 10^-40 is not 28"),
        ("neg_ormaybe", "A", "hash", W_AGE + "#### 28 (or maybe 42?)", "a second value offered"),
        ("unit_fromnow", "A", "hash", W_AGE + "#### 28 years from now", "'years from now' makes it a span of time"),
        ("ret_rethink", "A", "tag", zt(T_AGE, "28") + "¶Rethinking the setup: 4s = 2(s + 14) gives s = 14, so Nora is 56.¶<answer>56</answer>", "a false correction after the tag and a second tag with 56"),
        ("quo_friend", "B", "hash", "My friend guessed \"#### 42\" (her age in 14 years).¶Mine: 2s = 14, s = 7, Nora = 28.¶#### 28", "the friend's #### is reported; the model's own #### is the gold"),
        ("quo_user", "A", "tag", zp("4s + 14 = 2(s + 14); s = 7", "7") + IM_USER + "Nora is 28, right?", "the tag gives the son's age; the invented user turn naming 28 is not the model's statement"),
        ("tag_son", "A", "tag", zn(T_AGE, "Her son is 7 years old."), "the tag gives the son's age"),
        ("tag_cut", "N", "truncated", zb("4s + 14 = 2s + 28; 2s = 14", "Nora is")[:-len("¶</answer>")], "cut inside the tag before the value: no_answer"),
        ("phr_later", "A", "hash", "4 × 7 = 28; 28 + 14 = 42.¶In 14 years Nora is: #### 42", "a phrase marker then #### with her future age"),
        ("phr_son", "A", "hash", W_AGE + "The son's age: #### 7", "a phrase marker then #### naming another person's age"),
     ]),
    ("library", "45",
     "A library gets 96 new books. It puts 3/8 of them on the fiction shelf and 1/4 of the rest on the history shelf. The others go to storage. How many books go to storage?",
     [
        ("near_dec", "B", "hash", W_BKS + "#### 45.00", "45.00 is 45"),
        ("near_log", "A", "tag", za(T_BKS, r"\log_{2}(2^{45} + 1)"), "log2(2^45 + 1) is not 45"),
        ("neg_ne", "N", "none", zb(T_BKS, r"$x \neq 45$"), "the tag only denies 45: nothing in its place, no_answer"),
        ("neg_lowconf", "A", "hash", W_BKS + "#### 45 [low confidence]", "an annotation marks the value unsure"),
        ("unit_shelves", "A", "hash", W_BKS + "#### 45 shelves", "shelves, another count"),
        ("unit_pct", "A", "tag", zp(T_BKS, "45%"), "a percentage where a count of books is asked"),
        ("ret_nevermind", "A", "tag", zt(T_BKS, "45") + "¶Never mind — the 1/4 is of all 96: 96 − 36 − 24 = 36.¶<answer>36</answer>", "'Never mind' after the tag and a second tag with 36 (a misread)"),
        ("quo_key", "A", "hash", "An answer key I saw lists 45.¶I get 96 − 36 − 24 = 36.¶#### 36", "the key is reported; the model's own #### is 36"),
        ("tag_history", "A", "tag", zn(T_BKS, r"History shelf: $\boxed{15}$"), "a box inside the tag holding the history count"),
        ("phr_storage", "A", "hash", "96 − 36 = 60.¶Books in storage: #### 60", "a phrase marker then #### with the history shelf forgotten"),
     ]),
    ("cyclist", "48",
     "A cyclist rides at 15 km/h for 2 hours and then at 12 km/h for 1.5 hours. How many kilometres does she ride in total?",
     [
        ("near_cos", "A", "tag", za(T_CYC, r"48\cos(10^{-30})"), "48 cos(10^-30) is not 48"),
        ("neg_sout", "A", "boxed", W_CYC + r"\(\boxed{\sout{48}\ 54}\)", "48 struck (\\sout) and 54 in its place"),
        ("unit_miles", "A", "tag", zp(T_CYC, "48 miles"), "miles where kilometres are asked"),
        ("ret_holdon", "A", "hash", W_CYC + "#### 48¶Hmm, hold on: 1.5 hours at 12 km/h is 12 + 1.5 = 13.5 km, so 43.5.¶#### 43.5", "a false correction after #### and a new #### 43.5"),
        ("ret_mistake", "A", "tag", zt(T_CYC, "48") + "¶Mistake above — the second leg is 1.5 × 15 = 22.5 km, so 52.5.¶<answer>52.5</answer>", "'Mistake above' after the tag and a second tag with 52.5 (the wrong speed)"),
        ("quo_textbook", "N", "truncated", "The textbook's answer line reads \"#### 48 km\".¶Checking it myself: 15 × 2 = 30, and 12 × 1.5 =", "a quoted ####, then a cut before the model's own value: no_answer"),
        ("quo_parts", "A", "hash", W_CYC + "(a) 48 km; (b) 3.5 hours of riding.¶#### 3.5", "invented parts: the last #### is the riding time"),
        ("tag_average", "A", "tag", zb("(15 + 12) / 2 = 13.5; 13.5 × 3.5 = 47.25", "She covers 47.25 km."), "a sentence with the speeds averaged"),
        ("tag_words", "B", "tag", zn(T_CYC, "She rides forty-eight kilometres altogether."), "number words in a sentence: 48"),
        ("phr_total", "A", "hash", "15 + 12 = 27.¶Total distance: #### 27", "a phrase marker then #### with the speeds added"),
     ]),
    ("stadium", "48700",
     "A stadium has 42 sections with 1,250 seats each. 3,800 seats are closed for repairs. How many seats are open?",
     [
        ("near_sci", "A", "tag", za(T_SEA, r"4.87 \times 10^{4} + 10^{-12}"), "10^-12 added: not 48,700"),
        ("near_dec", "A", "hash", W_SEA + "#### 48,700.000001", "a decimal 10^-6 over 48,700"),
        ("neg_notchecked", "A", "tag", zb(T_SEA, "48,700 (not double-checked)"), "an annotation marks the value unchecked"),
        ("neg_denied", "N", "none", W_SEA + "#### 48,700 — no, that's not it.", "the value is denied with nothing in its place: no_answer"),
        ("unit_closed", "A", "tag", zp(T_SEA, "48,700 closed"), "'closed' names the other group of seats"),
        ("ret_edit", "A", "tag", zt(T_SEA, "48700") + "¶Edit, second look: each section has 1,200 seats, so 50,400 − 3,800 = 46,600.¶<answer>46600</answer>", "'Edit' after the tag and a second tag with 46,600 (a misread)"),
        ("quo_board", "A", "hash", "The scoreboard displayed \"#### 48700\" earlier.¶My count: 42 × 1,250 = 52,500, all open.¶#### 52500", "the board's #### is quoted; the model's own #### is 52,500"),
        ("tag_capacity", "A", "tag", zn(T_SEA, "The stadium holds 52,500 seats."), "the tag gives the capacity"),
        ("phr_open", "B", "hash", W_SEA + "Open seats: #### 48,700", "a phrase marker then #### with the gold (thousands comma)"),
        ("phr_arrow", "A", "hash", "52,500 + 3,800 = 56,300.¶Seats open → #### 56300", "a phrase marker then #### with the closed seats added"),
     ]),
]
# fmt: on

# ================================================================ MATH working
W_ROO = r"\(x^3 - 9x = x(x - 3)(x + 3)\), so the roots are \(0, 3, -3\).¶Their sum is \(0 + 3 - 3 = 0\).¶"
T_ROO = r"x(x^2 - 9) = 0; x = 0, 3, -3; 0 + 3 + (-3) = 0"
W_CIR = r"\(\pi r^2 = 9\pi\), so \(r = 3\).¶\(C = 2\pi r = 6\pi\).¶"
T_CIR = r"\pi r^2 = 9\pi; r = 3; C = 2\pi \cdot 3 = 6\pi"
W_SUR = r"\(\sqrt{50} = 5\sqrt{2}\) and \(\sqrt{18} = 3\sqrt{2}\).¶Sum: \(8\sqrt{2}\).¶"
T_SUR = r"\sqrt{50} = 5\sqrt{2}; \sqrt{18} = 3\sqrt{2}; 5\sqrt{2} + 3\sqrt{2} = 8\sqrt{2}"
W_DIC = r"Sums of 9: (3,6), (4,5), (5,4), (6,3), so 4 of 36 outcomes.¶\(P = \frac{4}{36} = \frac{1}{9}\).¶"
T_DIC = r"(3,6), (4,5), (5,4), (6,3); 4/36 = 1/9"
W_CPX = r"\((3 - 2i)^2 = 9 - 12i + 4i^2\)¶\(= 9 - 12i - 4 = 5 - 12i\).¶"
T_CPX = r"9 - 12i + 4i^2; i^2 = -1; 9 - 4 - 12i = 5 - 12i"
W_INT = r"\(-6 \le x - 4 \le 6\), so \(-2 \le x \le 10\).¶"
T_INT = r"-6 \le x - 4 \le 6; -2 \le x \le 10"
W_COM = r"\(\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6} = 84\).¶"
T_COM = r"9 \cdot 8 \cdot 7 = 504; 3! = 6; 504 / 6 = 84"
W_EXP = r"\(64 = 2^6\), so \(x + 1 = 6\) and \(x = 5\).¶"
T_EXP = r"64 = 2^6; x + 1 = 6; x = 5"
W_ANG = r"\(\angle C = 180^\circ - 47^\circ - 68^\circ = 65^\circ\).¶"
T_ANG = "47 + 68 = 115; 180 − 115 = 65"
W_SLP = r"\(m = \frac{8 - 5}{-4 - 2} = \frac{3}{-6} = -\frac{1}{2}\).¶"
T_SLP = r"8 - 5 = 3; -4 - 2 = -6; 3 / (-6) = -1/2"

# fmt: off
MPROBS = [
    ("roots", "0",
     r"Find the sum of all real roots of $x^3 - 9x = 0$.",
     [
        ("near_ln", "A", "tag", za(T_ROO, r"\ln(1 + 10^{-70})"), "ln(1 + 10^-70) is not 0"),
        ("neg_doubtful", "A", "boxed", W_ROO + r"\(\boxed{0\ \text{(doubtful)}}\)", "an annotation inside the box marks the value doubtful"),
        ("unit_roots", "A", "tag", zb(T_ROO, "0 roots"), "'roots' makes it a count of roots (there are 3)"),
        ("unit_rad", "A", "minerva", W_ROO + minerva_end(r"$0$ radians"), "an angle unit on a sum of roots"),
        ("ret_vieta", "A", "tag", zt(T_ROO, "0") + "¶Second thought: the sum of the roots is −b/a with b = −9, so it is 9.¶<answer>9</answer>", "a false correction (the x coefficient for x^2's) and a second tag with 9"),
        ("ret_amended", "A", "boxed", W_ROO + r"\(\boxed{0}\)¶Amended: I dropped a sign, the roots are 0, 3, 3, so the sum is 6.¶\(\boxed{6}\)", "'Amended:' after the box and a new box 6 (a false correction)"),
        ("quo_task", "N", "none", r"The exercise states: \"Prove that the roots sum to \(\boxed{0}\).\" I can't produce that proof here.", "the task's box is quoted, then a refusal: no_answer"),
        ("quo_cas", "A", "boxed", r"WolframAlpha's \(\boxed{0}\) is for the product of the roots.¶For the sum I take the x coefficient: \(\boxed{-9}\).", "the CAS's box is reported; the model's own box is −9"),
        ("tag_sentence", "B", "tag", zn(T_ROO, r"The roots $0, 3, -3$ add to $0$."), "a sentence whose value is 0"),
        ("phr_sum", "A", "tag", zp("x = 0, 3, 3; 0 + 3 + 3 = 6", "Sum of roots: #### 6"), "a phrase marker then #### in the tag, with a sign slip"),
     ]),
    ("circle", r"6\pi",
     r"A circle has area $9\pi$. What is its circumference?",
     [
        ("near_product", "B", "tag", za(T_CIR, r"2\pi \cdot 3"), "2π · 3 is 6π unevaluated"),
        ("near_off", "A", "boxed", W_CIR + qwen_end(r"6\pi + 10^{-50}"), "10^-50 added: not 6π"),
        ("neg_approx", "A", "tag", zb(T_CIR, r"\approx 6\pi"), "'≈' hedges an exact value"),
        ("unit_square", "A", "minerva", W_CIR + minerva_end(r"$6\pi$ square units"), "an area unit on a length"),
        ("ret_diameter", "A", "tag", zt(T_CIR, r"6\pi") + r"¶Correction: 9π is the diameter squared times π, so d = 3 and C = 3π.¶<answer>3\pi</answer>", "a false correction after the tag and a second tag with 3π"),
        ("quo_worked", "N", "truncated", r"The textbook's worked answer is \(\boxed{6\pi}\); doing it myself: \(r^2 = 9\), so \(r =", "the textbook's box is reported; cut before the model's own value: no_answer"),
        ("tag_radius", "A", "tag", zn(T_CIR, "The radius is $r = 3$."), "the tag gives the radius"),
        ("tag_nopi", "A", "tag", zp(T_CIR, r"The diameter is $6$, so the answer is $\boxed{6}$."), "a box in the tag with π dropped"),
        ("phr_numeric", "A", "hash", W_CIR + "Circumference, numerically: #### 18.85", "a phrase marker then #### with a rounded decimal"),
        ("phr_so", "A", "hash", r"\(r = 9\), so \(C = 18\pi\).¶So the circumference is #### 18\pi", "a phrase marker then #### with r taken as 9"),
     ]),
    ("surds", r"8\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{18}$.",
     [
        ("near_root", "B", "tag", za(T_SUR, r"\sqrt{128}"), "√128 = 8√2 exactly"),
        ("neg_query", "A", "boxed", W_SUR + qbox(r"8\sqrt{2}\ (?)"), "'(?)' in the box marks the value unsure"),
        ("neg_tildes", "A", "tag", zb(T_SUR, r"~~8\sqrt{2}~~ \sqrt{68}"), "8√2 struck (double tildes) and √68 in its place"),
        ("unit_area", "A", "boxed", W_SUR + llama_end(r"8\sqrt{2} \text{ cm}^2"), "an area unit on a pure number"),
        ("unit_pct", "A", "tag", zp(T_SUR, r"8\sqrt{2}\%"), "a percent sign on a pure number"),
        ("ret_under", "A", "tag", zt(T_SUR, r"8\sqrt{2}") + r"¶Hmm, radicals add under the root: √(50 + 18) = √68 = 2√17.¶<answer>2\sqrt{17}</answer>", "a false rule after the tag and a second tag with 2√17"),
        ("ret_retract", "A", "boxed", W_SUR + r"\(\boxed{8\sqrt{2}}\)¶I retract this — \(\sqrt{18}\) should be \(2\sqrt{2}\), giving \(\boxed{7\sqrt{2}}\).", "a retraction after the box and a new box 7√2 (a false correction)"),
        ("quo_calc", "A", "boxed", r"My calculator shows 11.3137 and the key says \(8\sqrt{2}\); I'll go with the decimal.¶\(\boxed{11.3137}\)", "the key is reported; the model's own box is a rounded decimal"),
        ("tag_radicand", "A", "tag", zn(r"5\sqrt{2} + 3\sqrt{2} = 8\sqrt{4} = 16", r"$\boxed{16}$"), "a box in the tag with the radicands multiplied"),
        ("phr_simplified", "A", "hash", r"\(\sqrt{50} + \sqrt{18} = \sqrt{68}\).¶Simplified form: #### 2\sqrt{17}", "a phrase marker then #### with the radicands added"),
     ]),
    ("dice", r"\frac{1}{9}",
     r"Two fair six-sided dice are rolled. What is the probability that the sum is 9? Express your answer as a common fraction.",
     [
        ("near_off", "A", "tag", za(T_DIC, r"\frac{1}{9} - 10^{-40}"), "10^-40 taken off: not 1/9"),
        ("neg_unsure", "A", "tag", zb(T_DIC, r"\frac{1}{9} (not fully sure)"), "a hedge after the value"),
        ("unit_pct", "A", "minerva", W_DIC + minerva_end(r"$11.\overline{1}\%$"), "a percent where a common fraction is asked (debatable)", True),
        ("ret_redo", "A", "tag", zt(T_DIC, r"\frac{1}{9}") + "¶Let me redo this: unordered pairs {3,6} and {4,5} out of 21, so 2/21.¶<answer>\\frac{2}{21}</answer>", "'Let me redo this' after the tag and a second tag with 2/21 (unequal outcomes)"),
        ("quo_classmate", "B", "boxed", r"A classmate wrote \(\frac{1}{6}\), counting sums of 7.¶For 9: 4 outcomes of 36, \(\boxed{\frac{1}{9}}\).", "the classmate's value is reported; the model's own box is the gold"),
        ("quo_user", "A", "boxed", r"Sums of 9: (3,6), (4,5), so 2 of 36.¶\(\boxed{\frac{1}{18}}\)" + IM_USER + r"Isn't it \(\frac{1}{9}\)?", "the committed box is 1/18; the invented user turn naming 1/9 is not the model's statement"),
        ("tag_count", "A", "tag", zn(T_DIC, "There are 4 favourable outcomes."), "the tag gives the count, not the probability"),
        ("tag_slip", "A", "tag", zp("4 outcomes; 4/36 = 1/8", r"$P = \boxed{\frac{1}{8}}$"), "a box in the tag with a simplification slip"),
        ("phr_twelve", "A", "hash", "Four outcomes out of 6 + 6 = 12.¶Probability of a 9: #### \\frac{1}{3}", "a phrase marker then #### with 12 outcomes for 36"),
        ("phr_favourable", "A", "hash", W_DIC + "Favourable outcomes: #### 4", "a phrase marker then #### naming the count"),
     ]),
    ("square", "5-12i",
     r"Compute $(3 - 2i)^2$.",
     [
        ("near_imag", "A", "tag", za(T_CPX, r"5 - 12i + 10^{-40}i"), "10^-40 i added: not 5 − 12i"),
        ("near_dec", "A", "boxed", W_CPX + qwen_end(r"5 - 11.9999999999i"), "an imaginary part 10^-10 off"),
        ("neg_other", "B", "boxed", W_CPX + r"\(\boxed{5 - 12i}\) (not \(13 - 12i\), which treats \(i^2\) as \(+1\))", "the negation is of another value; the box holds the gold"),
        ("neg_sout", "A", "tag", zb(T_CPX, r"\sout{5 - 12i}\ 13 - 12i"), "5 − 12i struck (\\sout) and 13 − 12i in its place"),
        ("unit_metres", "A", "boxed", W_CPX + llama_end(r"5 - 12i \text{ meters}"), "a length unit on a complex number"),
        ("unit_volts", "A", "tag", zp(T_CPX, "5 − 12i volts"), "volts on a pure complex number"),
        ("ret_sign", "A", "tag", zt(T_CPX, "5 - 12i") + "¶Wait — I think (−2i)² is +4, so the square is 13 − 12i.¶<answer>13 - 12i</answer>", "'Wait' after the tag and a second tag with 13 − 12i (i² taken as +1)"),
        ("quo_sheet", "N", "none", r"A solution sheet I found boxes \(\boxed{5-12i}\), but I'm told not to use outside answers and I can't finish my own expansion.", "a sheet's box is reported, no value of the model's own: no_answer"),
        ("tag_modulus", "A", "tag", zn(T_CPX, "The modulus is $13$."), "the tag gives the modulus"),
        ("phr_therefore", "A", "hash", r"\((3 - 2i)^2 = 9 + 4i^2 = 5\).¶Therefore the square is #### 5", "a phrase marker then #### with the cross term dropped"),
     ]),
    ("absval", "[-2,10]",
     r"Solve $|x - 4| \le 6$. Express your answer in interval notation.",
     [
        ("near_end", "A", "tag", za(T_INT, r"[-2, 10 - 10^{-50}]"), "an end 10^-50 inside: not [−2, 10]"),
        ("neg_ends", "A", "tag", zb(T_INT, "[-2, 10] — though the ends might be excluded"), "a hedge after the value"),
        ("unit_cm", "A", "boxed", W_INT + qbox(r"[-2, 10] \text{ cm}"), "a length unit on a set of real numbers"),
        ("ret_closed", "B", "boxed", r"\(-2 < x < 10\), so \(\boxed{(-2, 10)}\).¶Correction: the inequality is \(\le\), so the ends belong: \(\boxed{[-2, 10]}\).", "a wrong first box corrected to the gold"),
        ("ret_misread", "A", "tag", zt(T_INT, "[-2, 10]") + "¶I misread: |x − 4| ≤ 6 only bounds x above, x ≤ 10, so (−∞, 10].¶<answer>(-\\infty, 10]</answer>", "a false correction after the tag and a second tag with (−∞, 10]"),
        ("quo_key", "N", "none", r"The answer key prints \([-2, 10]\); I haven't worked it out and won't copy it.", "the key is reported, then a refusal: no_answer"),
        ("quo_parts", "A", "boxed", W_INT + r"Part (a): \([-2, 10]\); part (b): \(\boxed{(-2, 10)}\).", "invented parts: the box holds part (b)'s open interval"),
        ("tag_length", "A", "tag", zp(T_INT, "The solution set has length 12."), "the tag gives the length of the set"),
        ("tag_strict", "A", "tag", zn(T_INT, "All x with −2 < x < 10."), "a sentence with strict inequalities: the open interval"),
        ("phr_set", "A", "hash", r"\(x - 4 \le 6\) gives \(x \le 10\).¶Solution set: #### (-\infty, 10]", "a phrase marker then #### with the lower bound lost"),
     ]),
    ("committee", "84",
     r"In how many ways can a committee of 3 people be chosen from a group of 9 people?",
     [
        ("near_off", "A", "tag", za(T_COM, r"84 - 10^{-25}"), "10^-25 taken off: not 84"),
        ("near_exp", "A", "boxed", W_COM + qwen_end(r"e^{\ln 84 + 10^{-30}}"), "e^(ln 84 + 10^-30) is not 84"),
        ("neg_order", "B", "boxed", W_COM + r"\(\boxed{84}\) — not 504, since order does not matter.", "the negation is of another value; the box holds the gold"),
        ("neg_cross", "A", "tag", zb(T_COM, "84 ✗"), "the model marks its own value with a cross"),
        ("unit_people", "A", "tag", zp(T_COM, "84 people"), "'people' makes it a head count, not a number of committees"),
        ("ret_seats", "A", "tag", zt(T_COM, "84") + "¶Hold that — the three seats are chair, secretary and treasurer, so order matters: 504.¶<answer>504</answer>", "'Hold that' after the tag and a second tag with 504 (invented roles)"),
        ("quo_forum", "N", "none", r"> The answer is \(\boxed{84}\).¶That's from a forum thread; I can't confirm it without the full problem.", "a quoted box then a refusal: no_answer"),
        ("tag_perm", "A", "tag", zn(r"9 \cdot 8 \cdot 7 = 504", "$P(9,3) = 504$"), "an equation in the tag with the ordered count"),
        ("phr_committees", "A", "hash", r"\(9 \cdot 8 \cdot 7 = 504\).¶Number of committees: #### 504", "a phrase marker then #### with order counted"),
        ("phr_ways", "A", "hash", r"\(\binom{9}{2} = 36\).¶Ways: #### 36", "a phrase marker then #### with pairs for triples"),
     ]),
    ("exponent", "5",
     r"Solve for $x$: $2^{x+1} = 64$.",
     [
        ("near_frac", "A", "tag", za(T_EXP, r"\frac{5 \cdot 10^{60} + 1}{10^{60}}"), "5 + 10^-60 as a fraction: not 5"),
        ("neg_bound", "A", "boxed", W_EXP + qbox(r"x \geq 5"), "a bound, not a value"),
        ("unit_seconds", "A", "tag", zb(T_EXP, "5 seconds"), "a time unit on a pure number"),
        ("unit_degrees", "A", "minerva", W_EXP + minerva_end(r"$5^\circ$"), "a degree sign on a pure number"),
        ("ret_oops", "B", "boxed", r"\(x + 1 = 6\), so \(x = 6\).¶\(\boxed{6}\)¶Oops, I forgot to subtract: \(x = 6 - 1 = 5\).¶\(\boxed{5}\)", "a wrong first box corrected to the gold"),
        ("ret_rethink", "A", "tag", zt(T_EXP, "5") + "¶Rethink: 64 = 2^5, so x + 1 = 5 and x = 4.¶<answer>4</answer>", "a false premise after the tag and a second tag with 4"),
        ("quo_book", "A", "boxed", r"The back of the book gives \(\boxed{5}\); I get \(x + 1 = 64 / 2 = 32\), so \(x = 31\).¶\(\boxed{31}\)", "the book's box is reported; the model's own box is 31"),
        ("quo_sample", "N", "none", zp("The prompt's sample reads <answer>5</answer>, but I don't trust it", "I can't determine x."), "a sample's tag is quoted in the think block; the model's tag declines: no_answer"),
        ("tag_exponent", "A", "tag", zn(T_EXP, "$x + 1 = 6$"), "the tag holds x + 1, not x"),
        ("phr_equals", "A", "hash", r"\(2^{x+1} = 64\), \(x + 1 = 32\).¶So x equals #### 31", "a phrase marker then #### with the power read as a product"),
     ]),
    ("triangle", "65",
     r"In triangle $ABC$, $\angle A = 47^\circ$ and $\angle B = 68^\circ$. What is the measure of $\angle C$, in degrees?",
     [
        ("near_sin", "A", "tag", za(T_ANG, r"65 + \sin(10^{-70})"), "sin(10^-70) added: not 65"),
        ("near_dec", "A", "boxed", W_ANG + qwen_end("64.99999999"), "a decimal 10^-8 short of 65"),
        ("neg_could", "A", "tag", zb(T_ANG, "65, I believe, but it could be 75"), "a second value offered"),
        ("unit_degree", "B", "boxed", W_ANG + llama_end(r"65^\circ"), "a degree sign where degrees are asked"),
        ("ret_exterior", "A", "tag", zt(T_ANG, "65") + "¶Second look: ∠C is the exterior angle here, 47 + 68 = 115.¶<answer>115</answer>", "'Second look' after the tag and a second tag with 115 (a false reading)"),
        ("quo_worksheet", "A", "boxed", r"The worksheet's key says \(\boxed{65}\).¶But with \(\angle B = 86^\circ\) as I read it, \(\angle C = 47^\circ\).¶\(\boxed{47}\)", "the key's box is reported; the model's own box is 47 (a misread)"),
        ("tag_radians", "A", "tag", zn(T_ANG, r"$\angle C = \frac{13\pi}{36}$"), "radians where degrees are asked"),
        ("tag_pair", "A", "tag", zp(T_ANG, "Angles A and B together make 115°."), "the tag gives the sum of the other two angles"),
        ("phr_anglec", "A", "hash", r"\(180 - 47 = 133\).¶Angle C: #### 133", "a phrase marker then #### with one angle subtracted"),
        ("phr_radians", "A", "hash", W_ANG + "In radians, ∠C = #### 1.134", "a phrase marker then #### in radians, rounded"),
     ]),
    ("slope", r"-\frac{1}{2}",
     r"Find the slope of the line through $(2, 5)$ and $(-4, 8)$.",
     [
        ("near_off", "A", "tag", za(T_SLP, r"-\frac{1}{2} + 10^{-60}"), "10^-60 added: not −1/2"),
        ("neg_sim", "A", "tag", zb(T_SLP, r"\sim -0.5"), "'\\sim' hedges an exact value"),
        ("neg_signoff", "A", "boxed", W_SLP + r"\(\boxed{-\frac{1}{2}}\) (the sign may be off)", "an annotation after the box doubts the value"),
        ("unit_degrees", "A", "minerva", W_SLP + minerva_end(r"$-\frac{1}{2}$ degrees"), "an angle unit on a slope"),
        ("unit_rate", "A", "tag", zp(T_SLP, "-1/2 per second"), "'per second' makes it a rate in time"),
        ("ret_runrise", "A", "tag", zt(T_SLP, "-1/2") + "¶Hmm, slope is run over rise: −6 / 3 = −2.¶<answer>-2</answer>", "a false rule after the tag and a second tag with −2"),
        ("ret_withdraw", "N", "none", W_SLP + r"\(\boxed{-\frac{1}{2}}\)¶I'm withdrawing this until I recheck which point comes first; no answer for now.", "withdrawn with nothing in its place: no_answer"),
        ("quo_guide", "B", "boxed", r"A study guide lists \(\frac{1}{2}\), but \(\frac{8 - 5}{-4 - 2} = -\frac{1}{2}\).¶\(\boxed{-\frac{1}{2}}\)", "the guide's value is reported; the model's own box is the gold"),
        ("tag_intercept", "A", "tag", zn("m = -1/2; b = 5 + 1 = 6", "y = −x/2 + 6, so the intercept is 6."), "the tag gives the y-intercept"),
        ("phr_slope", "A", "hash", r"\(\frac{8 - 5}{2 - (-4)} = \frac{3}{6}\).¶Slope: #### \frac{1}{2}", "a phrase marker then #### with the sign lost"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_change_unit_cents": (
        "accept",
        "'#### 85 cents' is exactly $0.85: the same amount of money in a smaller unit of the same "
        "kind (an equal value in another form), and the question names no unit. A reader who holds "
        "the value to the dollars of the working, or reads the bare number 85 after ####, would "
        "reject it",
    ),
    "m_dice_unit_pct": (
        "reject",
        "11.1̅% equals 1/9, but the question asks for a probability as a common fraction: a "
        "percent is another scale and not the form asked, as earlier rounds label a percent on a "
        "probability. A reader who counts any exactly equal value as right would accept it",
    ),
}


def summary() -> None:
    """The splits, to stderr."""
    counts = Counter()
    for case in CASES:
        case_id, kind, checker, _gold, truth, form, text, *_ = case
        cls = case_id.removeprefix("ok_").split("_")[2]
        counts[("kind", kind)] += 1
        counts[("truth", truth)] += 1
        counts[("checker", checker)] += 1
        counts[("class", cls)] += 1
        counts[("class-kind", cls, kind)] += 1
        counts[("form", form)] += 1
        counts[("r1", "<answer>" in text or "</answer>" in text)] += 1
    for key in sorted(counts, key=str):
        print(*key, counts[key], file=sys.stderr)


if __name__ == "__main__":
    write_probes("adversarial_redteam264", CASES, [], DECISIONS)
    summary()
