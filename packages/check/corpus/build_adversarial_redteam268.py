r"""Build adversarial_redteam268.jsonl: round 268 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam268"), written by a helper (a new author who has read only
issue 25) WITHOUT reading the checker's source, its README, bench/, tests/, the project README, any
ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT running the checker, reason-ppo,
math-verify, sympy or any grader on the probes (python was used for plain arithmetic only). Not
model output. Only corpus/README.md (sections "Forms" and "How each source was labelled"),
corpus_build.py (helpers g, m, write_probes, qwen_end, llama_end, minerva_end, qbox and IM_USER;
copied unchanged beside this file) and the templates build_adversarial_redteam264.py / 260.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording, new layouts).

Aim of this round: the issue's own hostile red team (every bullet of issue 25's "Hostile probes"
and "Deliver" item 1). English, 200 SHORT probes (one to five lines, checked when building), 100
GSM8K and 100 MATH, 180 kind A (170 wrong, 10 no_answer) and 20 kind B (10 GSM8K, 10 MATH). 100
are in the R1-Zero `<think>...</think><answer>...</answer>` format (50 GSM8K, 50 MATH), five a
problem, one in each of five layouts unlike the templates': `zs` a blank line between `</think>`
and the tag, `zu` the tag opened and never closed (the completion ends inside it), `zx` the base
model's `<|endoftext|>` token after the last tag (a false correction and a second tag may come
between the first tag and the token), `zm` the working on a line of its own and `</think>
<answer>` on the next, `zw` the tag indented with padded content and a trailing newline (one R1
probe, m_cos_tag_cut, is cut inside an opened tag). The other 100 end on `####` (bare, after a
phrase marker, with words after it, followed by a correction), `\boxed{}` (bare, in
Qwen2.5-Instruct's, Qwen2.5-Math's or Llama 3's closing line), Minerva's closing line, or are
refusals or cut. Forms: tag 98, hash 52, boxed 31, minerva 9, none 8, truncated 2 (`tag` = the
answer tag holds the final answer; R1-Zero probes whose tag only denies or is cut carry none /
truncated). One probe (g_marbles_phr_float) opens with a byte-order mark; the other odd code points
(✘, †, ≤, ≈, ±, →, −, ², √, π, combining U+0335 overlays, the ChatML and <|endoftext|> tokens) are
ordinary text. The lone-surrogate batch crash of the issue cannot be written to a UTF-8 JSONL file,
so no probe carries one.

Classes (the class opens the shape of an id; kind A / kind B):
  near (27 A, 3 B)  exact values near zero or near the gold, no tolerance: for the gold 0
       \frac{\pi}{10^{120}}, e^{-1000}, \sin(\pi + 10^{-50}); offsets in many notations:
       78(1 - 10^{-64}), -47\cos(10^{-40}), \log_{10}(10^{13} + 1), 408 + 2^{-150},
       \ln(e^{322} + 1), 26 - \sin(10^{-80}), \log_4(8 + 10^{-60}), -\frac{\sqrt3}{2} +
       10^{-45}i, 10 - 5i + 10^{-55}, (2, 5 + 10^{-40}), 25(\pi + 10^{-50}), (5 + 10^{-40},
       \infty), 60^{1 + 10^{-50}}, \log_2(2^{83} - 1), \sqrt{6889 + 10^{-20}}, 7\sqrt{3 +
       10^{-40}}; decimals off or floats (9.600000000000001, 11.2500000001, 1.4999999999,
       -0.8660254037844387, 78.53981633974483, 59.999999999, 12.124355652982); the closed [5,
       \infty) for the open interval. Kind B: "$9.60", "$1,700.00", "11 1/4";
  neg  (27 A, 1 N, 3 B)  negation, strike-out and annotation: struck and replaced (\xcancel, U+0335
       overlays, ✘ →, \st, \xout, \cancel); a bound ("at most", ≤, \le); marks and hedges ("(I'm
       not certain about this)", ±, †¶† unverified, "??", "(I could be off by a year)", "-ish",
       "[needs review]", "? (recount needed)", "almost", "(if I recall ... right)", "(sign
       unverified)", "unless I mishandled i^2", "or (5, 2)", "or [5, \infty) if ...", \approx,
       "(... — unchecked)", \text{-ish}); x \neq 5 boxed for a set (another set: wrong); "$\det A
       \neq 0$" alone in a tag (no_answer). Kind B: the negation is of another value ("not 161",
       "not 2/3", "not 2 − 5i");
  unit (25 A, 3 B)  words after a number that are not the asked quantity's unit: bags, feet for
       metres, "per sandwich", weeks for days, pages, hours for dollars, dozen, months, metres and
       m² for a cost, tickets, "thousand", "fewer than before", cookies and tablespoons for cups;
       in MATH a degree sign on a determinant, radians on a logarithm, cm on a cosine, ohms on a
       complex number, cm on a point and on an area, seconds on a set, "letters", "the 83rd term",
       inches on a pure number. Kind B: "47 metres below sea level" for -47 (debatable), "12 years
       old", "26 passengers on board";
  ret  (23 A, 1 N, 3 B)  retractions after the answer, in new wordings: "Scratch that" (twice),
       "P.S. I had ... backwards", "Hmm, descending should add", "Oops — ... tax applies", "Hmm,
       rereading", "Scrap that —", "Redo:", "Let me recheck", "Hmm, wait —", "Rethinking:",
       "Mistake:", "Revised:", "Oh, I inverted it", "Hmm, cosine is positive ...", "Revisiting:",
       "Let me expand again", "Wait, the first line gives", "I slipped", "Hmm, dividing by 3
       flips", "Wait, only the A's repeat", "Hmm, the 20th term takes 20 steps" (after Minerva's
       line), "Fix:"; each false correction names a new value in a second tag, a new ####, a new
       box or a new final-answer sentence and replaces the gold; "Hold on — ... I withdraw the 26
       for now" (no_answer). Kind B: a wrong first #### or box corrected to the gold ("Wait, I
       left out", "No — that is the sine", "Oops, the two N's also repeat");
  quo  (17 A, 7 N, 3 B)  statements the model did not make: a brother's note, a sonar log, a
       receipt, a manager's email, a store's quote, a poster, a blog, a tutor's worksheet, a
       table, a figure's label, a CAS printout (then the model's own other value: wrong); a
       worksheet column quoted with `>`, an answer key, a driver's announcement, the exercise's
       "Show that ... \boxed{0}", a hint thread's quoted box, a solutions PDF (then a refusal:
       no_answer); a textbook's box then a cut (no_answer); invented parts ("-25 for part (a),
       -47 for part (b)" in a tag, "13 for part (a), 65 for part (b)" after ####, a box for part
       (b), "83 for part (a) and the sum 900 for part (b)"); an invented ChatML user turn naming
       the gold after a wrong tag or box. Kind B: a friend's, a hint's and the model's own notes'
       wrong value reported, then the model's own gold;
  tag  (24 A, 1 N, 3 B)  the answer tag read like a small completion: a sentence naming another
       quantity (the count before the gift, the bill, the father's age, the area, the count sold,
       the count after the first stop, the batches, the real part, the boundary, the common
       difference, the coefficient) or a near or hedged value ("The son is \sqrt{144 +
       10^{-30}} years old.", "He gets roughly $9.60 back.", "The area is 550/7.", "It comes to
       7\sqrt3, give or take.", "The lines cross at (2, 5)? Not sure."); a box in the tag (1700 +
       10^-20); an equation (-40 + 15 = -25, 35 × 13 = 455, 2 \cdot 9 = 18, 2x = 3, 6! = 720, x
       = 2, r = 5); a tag cut before its value (no_answer). Kind B: "He has four hundred and eight
       dollars left." (unclosed), "The area is $\pi r^2 = 25\pi$.", "$\sqrt{147}$";
  phr  (27 A, 2 B)  a phrase marker then `####`, after the working or inside the tag: "Marbles
       she still has:", "Marbles left:", "Elevation now:", "Change back, in dollars:", "Change:",
       "Days needed:", "Pay left →", "So he keeps:", "The son's age:", "Total fencing bill =>",
       "Fencing cost:", "Takings:", "Passengers now:", "Flour, to one decimal:", "Cups of
       flour:", "Hence det =", "Value of the log:", "cos(5π/6):", "Product:", "Product =>",
       "Intersection point =>", "Intersection:", "Area:", "Interval:", "Arrangements:", "20th
       term:", "Simplified:"; each with a slip, another quantity or a value near the gold. Kind
       B: "Determinant: #### 0", "Solution set: #### (5, \infty)".

Problems, golds and hand-checked arithmetic (python for plain arithmetic only; wrong values the
probes end on in brackets):
GSM8K: marbles: 8 bags of 15, 23 lost, 19 given -> 78 (120; 97 before the gift; 78 bags hold
1,170); sub: elevation -40 m, up 15, down 22 -> -47 (-25 after the rise; -3 with the descent
added; -77 with the rise subtracted); lunch: 4 x $6.25 + 2 x $2.70 = 30.40 from $40 -> 9.6
(9.600000000000001 is the float of 40 - 30.4; 5% tax: 31.92, 8.08; a free juice: 27.70, 12.30;
juices forgotten: 15); novel: 455 pages at 35 a day -> 13 (35 x 13 = 455; every other day 26; 65
and 12 are slips); wages: 28 h x $18 = 504, $96 gas -> 408 (4 x 96 = 384: 120; 2 x 96 = 192: 312;
25 x 18 + 3 x 27 = 531, 531 - 96 = 435; 418 a slip); ages: 3s + 12 = 2(s + 12) -> 12 (father 36; 48
= 2 x 24; 3s = 2(s + 12) gives 24; 12 dozen = 144); fence: 14 m by 9 m at $7 a metre -> 322
(perimeter 46; half 23 -> 161; area 126; a wall: 14 + 18 = 32 -> 224; long sides 28 -> 196);
tickets: 250, 3/5 at $8 and the rest at $5 -> 1700 (150 x 8 = 1200; 100 x 5 = 500; all at $8:
2000); bus: 52 - 17 + 9 - 24 + 6 -> 26 (44 after the first stop; 20 before the second boarding;
27 with the driver); flour: 2.5 cups for 12, 54 cookies -> 11.25 (4.5 batches; 11 1/4 = 45/4 =
11.25; 4.2 x 2.5 = 10.5; 5 x 2.5 = 12.5; 4.5 + 2.5 = 7; 11.3 rounded).
MATH: det: \det[[2, 6], [3, 9]] -> 0 (18 - 18; 2 \cdot 3 - 6 \cdot 9 = -48; 18 + 18 = 36); log:
\log_4 8 -> \frac{3}{2} (4^{3/2} = 8; 2x = 3; \log_8 4 = 2/3; 8 / 4 = 2); cos: \cos\frac{5\pi}{6}
-> -\frac{\sqrt{3}}{2} (= -0.86602540378443...; \sin\frac{5\pi}{6} = \frac12; \cos\frac{2\pi}{3}
= -\frac12); cpx: (2 + i)(3 - 4i) -> 10-5i (6 - 8i + 3i + 4; 2 - 5i with i^2 = +1; 10 - 11i a sign
slip); lines: y = 2x + 1 and y = -x + 7 -> (2,5) (3x = 6; x = 6 gives y = 13; 3x = 8 gives (8/3,
19/3)); circle: circumference 10\pi -> 25\pi (r = 5; 25\pi = 78.5398163397448...; 25 x 22/7 =
550/7; 2\pi r^2 = 50\pi; r = 10: 100\pi); ineq: 3x - 7 > 8 -> (5,\infty) (3x > 15; 3x > 1: x >
1/3); banana: 6!/(3! 2!) -> 60 (720 / 12; 6!/3! = 120; 6!/2! = 360); seq: 7, 11, 15, ... 20th term
-> 83 (7 + 19 x 4; 83^2 = 6889; 7 + 80 = 87; the sum of 20 terms 20(7 + 83)/2 = 900); radical:
\sqrt{300} - \sqrt{27} -> 7\sqrt{3} (10\sqrt3 - 3\sqrt3; \sqrt{147} = \sqrt{49 \cdot 3}; 7\sqrt3 =
12.1243556529821...; \sqrt{273}; 9\sqrt3 for \sqrt{27}: \sqrt3).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is near, neg, unit, ret, quo, tag or phr (near 30, neg 31, unit 28, ret 27, quo 27, tag 28, phr 29;
the builder prints the splits to stderr). 10 probes a problem, 5 of them in the R1-Zero format (one
per layout), 1 kind B and 9 kind A (checked when building). Kind A: truth wrong, or no_answer where
the form is `truncated` or `none` ("N" in the tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 260 and 264): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation chain read for its final value, a box, a phrase marker and
`####`, number words), closed or not, whatever token follows it; a second tag after a correction
replaces the first; a tag or box quoted inside the think block is not the answer. With no marker
and no box the answer is the value the concluding sentence states as the answer to the question
asked. A phrase marker followed by `####` is one marker. A restatement that differs makes the
answer wrong; a retraction or correction after the answer replaces it, in any wording: wrong when
it names another value (even a false correction of a right answer), right when it lands on the
gold; withdrawn with nothing in its place: no_answer. Quoted or reported text (a note, a log, a
receipt, an email, a quote, a poster, a blog, a worksheet, a table, a figure, a CAS, a key, a
driver, the exercise, a hint thread, a PDF, a textbook, a friend, the model's own old notes, an
invented user turn) is not the model's statement: the model's own final value is its answer, and
with none of its own (a refusal, a cut) the probe is no_answer. Invented parts for a question
without parts are wrong. A hedge of an exact value, a second value offered, a value marked unsure,
unchecked or crossed, a bound, and a struck value replaced by another are wrong; a denied value
with nothing in its place is no_answer ("$\det A \neq 0$"), but "x \neq 5" where a set is asked is
another set (wrong); a negation of ANOTHER value next to the gold leaves the gold. A word after a
number that is not a unit of the asked quantity (another package, another unit of length, time,
volume or money's kind, a rate, a scale word, a change, a count of something else, any unit on a
pure number, a position for a value) makes it another quantity: wrong. An exact expression equals
the gold only if it is the gold (no tolerance); a float-looking, rounded or off decimal and an
approximation (550/7 for 25\pi) are wrong. Equal values in another form are correct ($9.60,
$1,700.00, 11 1/4, \sqrt{147}, number words, a sentence ending in the gold, "years old",
"passengers on board", "47 metres below sea level" for -47).

Debatable (1, with DECISIONS): `ok_g_sub_unit_below` ("#### 47 metres below sea level" for the
elevation -47: accept).

Usage: cd /tmp/rounds/rt268 && python build_adversarial_redteam268.py
(writes /tmp/rounds/rt268/adversarial_redteam268.jsonl beside itself and corpus_build.py; a second
run rewrites it byte-identical; the splits are printed to stderr)
"""

import sys
from collections import Counter

from corpus_build import IM_USER, g, llama_end, m, minerva_end, qbox, qwen_end, write_probes

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")
EOT = "<|endoftext|>"


def zs(work: str, answer: str) -> str:
    """R1-Zero, layout s: a blank line between the think block and the answer tag."""
    return "<think>" + work + "</think>¶¶<answer>" + answer + "</answer>"


def zu(work: str, answer: str) -> str:
    """R1-Zero, layout u: the answer tag opened and never closed (the completion ends in it)."""
    return "<think>" + work + "</think>¶<answer>" + answer


def zx(work: str, answer: str, tail: str = "") -> str:
    """R1-Zero, layout x: the base model's <|endoftext|> token after the last tag (`tail`, a
    correction and a second tag, goes between the first tag and the token)."""
    return "<think>" + work + "</think>¶<answer>" + answer + "</answer>" + tail + EOT


def zm(work: str, answer: str) -> str:
    """R1-Zero, layout m: the working on its own line, `</think>` and the tag on the next."""
    return "<think>¶" + work + "¶</think> <answer>" + answer + "</answer>"


def zw(work: str, answer: str) -> str:
    """R1-Zero, layout w: the tag indented, padded inside, with a trailing newline."""
    return "<think>" + work + "</think>¶    <answer> " + answer + " </answer>¶"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" is a newline. Checks: the class, the truth against
    the form, at most five lines, five R1-Zero probes and one kind B a problem."""
    cases = []
    for key, gold, _question, probes in problems:
        r1 = sum(("<answer>" in p[3] or "</answer>" in p[3]) for p in probes)
        oks = sum(p[1] == "B" for p in probes)
        if len(probes) != 10 or r1 != 5 or oks != 1:
            raise SystemExit(f"{key}: {len(probes)} probes, {r1} R1-Zero, {oks} kind B")
        for shape, t, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if shape.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{shape}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.replace("¶", "\n")
            if len(text.rstrip("\n").split("\n")) > 5:
                raise SystemExit(f"{case_id}: more than five lines")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K working
# W_*: one or two lines of working before the final line; T_*: the same on one line with '; '
# between steps, for the think block of an R1-Zero completion.
W_MAR = "8 × 15 = 120 marbles.¶120 − 23 − 19 = 78.¶"
T_MAR = "8 × 15 = 120; 120 − 23 = 97; 97 − 19 = 78"
W_SUB = "−40 + 15 = −25.¶−25 − 22 = −47.¶"
T_SUB = "-40 + 15 = -25; -25 - 22 = -47"
W_LUN = "4 × $6.25 = $25.00; 2 × $2.70 = $5.40.¶$40 − $30.40 = $9.60.¶"
T_LUN = "4 × 6.25 = 25; 2 × 2.70 = 5.40; 25 + 5.40 = 30.40; 40 − 30.40 = 9.60"
W_NOV = "455 ÷ 35 = 13.¶Check: 35 × 13 = 455.¶"
T_NOV = "455 / 35 = 13; 35 × 13 = 455"
W_CAR = "7 × 4 = 28 hours; 28 × $18 = $504.¶$504 − $96 = $408.¶"
T_CAR = "7 × 4 = 28; 28 × 18 = 504; 504 − 96 = 408"
W_AGE = "3s + 12 = 2(s + 12), so 3s + 12 = 2s + 24 and s = 12.¶"
T_AGE = "3s + 12 = 2s + 24; s = 12; father 36; check 48 = 2 × 24"
W_FEN = "Perimeter: 2 × (14 + 9) = 46 m.¶46 × $7 = $322.¶"
T_FEN = "2 × (14 + 9) = 46; 46 × 7 = 322"
W_TIC = "3/5 × 250 = 150 at $8: $1,200.¶100 at $5: $500; $1,200 + $500 = $1,700.¶"
T_TIC = "250 × 3/5 = 150; 150 × 8 = 1200; 100 × 5 = 500; 1200 + 500 = 1700"
W_BUS = "52 − 17 + 9 = 44.¶44 − 24 + 6 = 26.¶"
T_BUS = "52 − 17 = 35; 35 + 9 = 44; 44 − 24 = 20; 20 + 6 = 26"
W_FLO = "54 ÷ 12 = 4.5 batches.¶4.5 × 2.5 = 11.25 cups.¶"
T_FLO = "54 / 12 = 4.5; 4.5 × 2.5 = 11.25"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("marbles", "78",
     "Lena has 8 bags with 15 marbles in each. She loses 23 marbles and gives 19 to her brother. How many marbles does she have left?",
     [
        ("near_factor", "A", "tag", zs(T_MAR, r"78(1 - 10^{-64})"), "a factor 10^-64 short of 1: not 78"),
        ("phr_float", "A", "hash", "\ufeff" + W_MAR + "Marbles she still has: #### 77.99999999999999", "a phrase marker then #### with a float-looking decimal 10^-14 short of 78 (a byte-order mark opens the text)"),
        ("neg_xcancel", "A", "boxed", W_MAR + qbox(r"\xcancel{78}\ 97"), "78 struck (\\xcancel) and 97 in its place"),
        ("neg_unsure", "A", "tag", zu(T_MAR, "78 (I'm not certain about this)"), "an unclosed tag whose value is marked uncertain"),
        ("unit_bags", "A", "hash", W_MAR + "#### 78 bags", "bags of 15, another package: 78 bags hold 1,170 marbles"),
        ("ret_fixed", "B", "hash", "120 − 23 = 97.¶#### 97¶Wait, I left out the 19 she gave her brother: 97 − 19 = 78.¶#### 78", "a wrong first #### corrected to the gold"),
        ("ret_scratch", "A", "tag", zx(T_MAR, "78", "¶Scratch that: the 19 given were among the 23 lost, so 120 − 23 = 97.¶<answer>97</answer>"), "'Scratch that' after the tag and a second tag with 97 (a false correction)"),
        ("quo_note", "A", "hash", "Her brother's note reads \"#### 78\".¶I get 120 − 23 = 97; the gift isn't counted.¶#### 97", "the note's #### is quoted; the model's own #### is 97"),
        ("tag_before", "A", "tag", zm(T_MAR, "Before the gift she had 97 marbles."), "the tag gives the count before the gift"),
        ("phr_left", "A", "tag", zw("8 × 15 = 120; 120 − 23 = 97", "Marbles left: #### 97"), "a phrase marker then #### in the tag, the gift forgotten"),
     ]),
    ("sub", "-47",
     "A submarine is at an elevation of −40 m. It rises 15 m and then descends 22 m. What is its elevation now, in metres?",
     [
        ("near_cos", "A", "tag", zs(T_SUB, r"-47\cos(10^{-40})"), "−47 cos(10^-40) is not −47"),
        ("neg_pm", "A", "tag", zu(T_SUB, "±47"), "a sign left open: two values offered"),
        ("unit_below", "B", "hash", W_SUB + "#### 47 metres below sea level", "an elevation of −47 m is 47 m below sea level (debatable)", True),
        ("unit_feet", "A", "hash", W_SUB + "#### -47 feet", "feet where metres are asked"),
        ("ret_ps", "A", "hash", W_SUB + "#### -47¶P.S. I had the rise backwards: −40 − 15 − 22 = −77.¶#### -77", "'P.S.' after the #### and a new #### with −77 (a false correction)"),
        ("ret_tag", "A", "tag", zx(T_SUB, "-47", "¶Hmm, descending should add: −25 + 22 = −3.¶<answer>-3</answer>"), "a false rule after the tag and a second tag with −3"),
        ("quo_sonar", "A", "hash", "The sonar log lists \"#### -47\".¶By my own sum −40 + 15 + 22 = −3.¶#### -3", "the log's #### is quoted; the model's own #### is −3"),
        ("quo_parts", "A", "tag", zm(T_SUB, "-25 for part (a), -47 for part (b)"), "invented parts in the tag: the question has one part"),
        ("tag_eq", "A", "tag", zw("-40 + 15 = -25", "$-40 + 15 = -25$"), "an equation ending at the elevation after the rise"),
        ("phr_now", "A", "hash", "−40 + 15 + 22 = −3.¶Elevation now: #### -3", "a phrase marker then #### with the descent added"),
     ]),
    ("lunch", "9.6",
     "Tom buys 4 sandwiches at $6.25 each and 2 juices at $2.70 each. He pays with two $20 bills. How much change does he get, in dollars?",
     [
        ("near_float", "A", "tag", zs(T_LUN, "9.600000000000001"), "a float's rounding error written out: not 9.6"),
        ("phr_dec", "A", "hash", W_LUN + "Change back, in dollars: #### 9.6000000001", "a phrase marker then #### with a decimal 10^-10 over 9.6"),
        ("near_dollar", "B", "hash", W_LUN + "#### $9.60", "$9.60 is 9.6"),
        ("tag_roughly", "A", "tag", zu(T_LUN, "He gets roughly $9.60 back."), "a sentence in the tag hedging an exact amount ('roughly'), unclosed"),
        ("unit_rate", "A", "hash", W_LUN + "#### 9.60 per sandwich", "'per sandwich' makes it a rate, another quantity"),
        ("ret_tax", "A", "tag", zx(T_LUN, "9.60", "¶Oops — 5% sales tax applies: 30.40 × 1.05 = 31.92, so 8.08.¶<answer>8.08</answer>"), "'Oops' after the tag and a second tag with 8.08 (an invented tax)"),
        ("quo_receipt", "A", "hash", "The receipt printed \"Change: #### 9.60\".¶By my count one juice was free: 40 − 27.70 = 12.30.¶#### 12.30", "the receipt's #### is quoted; the model's own #### is 12.30"),
        ("quo_sheet", "N", "none", "> Change: #### 9.60¶That line is from the worksheet's answer column; I haven't worked it and won't guess.", "a quoted #### then a refusal: no_answer"),
        ("tag_total", "A", "tag", zm(T_LUN, "He spends $30.40 altogether."), "the tag gives the bill, not the change"),
        ("phr_change", "A", "tag", zw("4 × 6.25 = 25; 40 − 25 = 15", "Change: #### 15"), "a phrase marker then #### in the tag, the juices forgotten"),
     ]),
    ("novel", "13",
     "A novel has 455 pages. Ana reads 35 pages every day. How many days does she need to finish it?",
     [
        ("near_log", "A", "tag", zs(T_NOV, r"\log_{10}(10^{13} + 1)"), "log10(10^13 + 1) is not 13"),
        ("neg_stroke", "A", "hash", W_NOV + "#### 1̵3̵ 14", "13 struck (U+0335 overlays) and 14 in its place"),
        ("neg_dagger", "A", "hash", W_NOV + "#### 13†¶† unverified", "a dagger marks the value unverified"),
        ("unit_weeks", "A", "hash", W_NOV + "#### 13 weeks", "weeks where days are asked"),
        ("unit_pages", "A", "tag", zu(T_NOV, "13 pages"), "'pages' makes it a page count, in an unclosed tag"),
        ("ret_tag", "A", "tag", zx(T_NOV, "13", "¶Hmm, rereading: 35 pages every other day, so 2 × 13 = 26.¶<answer>26</answer>"), "a misreading after the tag and a second tag with 26"),
        ("quo_friend", "B", "hash", "Her friend guessed 15 days.¶455 ÷ 35 = 13, so the friend is two days off.¶#### 13", "the friend's value is reported; the model's own #### is the gold"),
        ("quo_parts", "A", "hash", W_NOV + "#### 13 for part (a), 65 for part (b)", "invented parts after ####: the question has one part"),
        ("tag_check", "A", "tag", zm(T_NOV, "35 × 13 = 455"), "an equation in the tag ending on the page count"),
        ("phr_days", "A", "tag", zw("455 / 35 = 12 r 35", "Days needed: #### 12"), "a phrase marker then #### in the tag with a division slip"),
     ]),
    ("wages", "408",
     "Carlos earns $18 an hour. He works 7 hours a day for 4 days and spends $96 on gas. How much money does he have left from his pay?",
     [
        ("near_pow", "A", "tag", zs(T_CAR, r"408 + 2^{-150}"), "2^-150 added: not 408"),
        ("neg_atmost", "A", "hash", W_CAR + "#### at most 408", "a bound, not a value"),
        ("neg_query", "A", "hash", W_CAR + "#### 408??", "'??' marks the value doubtful"),
        ("unit_hours", "A", "hash", W_CAR + "#### 408 hours", "hours where dollars are asked"),
        ("ret_scrap", "A", "hash", W_CAR + "#### 408¶Scrap that — gas is $96 a day: 504 − 4 × 96 = 120.¶#### 120", "'Scrap that' after the #### and a new #### with 120 (an invented daily cost)"),
        ("ret_tag", "A", "tag", zx(T_CAR, "408", "¶Redo: the gas is paid twice, there and back: 504 − 192 = 312.¶<answer>312</answer>"), "'Redo' after the tag and a second tag with 312"),
        ("quo_boss", "A", "tag", zm("His manager's email says \"you'll net $408\"; I take overtime after 25 h: 25 × 18 + 3 × 27 = 531; 531 − 96 = 435", "435"), "the email is quoted in the think block; the tag holds 435"),
        ("tag_words", "B", "tag", zu(T_CAR, "He has four hundred and eight dollars left."), "number words in a sentence, in an unclosed tag"),
        ("phr_pay", "A", "tag", zw("7 × 4 = 28; 28 × 18 = 504", "Pay left → #### 504"), "a phrase marker then #### in the tag, gas forgotten"),
        ("phr_keeps", "A", "hash", "28 × 18 = 504; 504 − 96 = 418.¶So he keeps: #### 418", "a phrase marker then #### with a subtraction slip"),
     ]),
    ("ages", "12",
     "A father is 3 times as old as his son. In 12 years, he will be twice as old as his son. How old is the son now?",
     [
        ("tag_sqrt", "A", "tag", zs(T_AGE, r"The son is $\sqrt{144 + 10^{-30}}$ years old."), "a sentence in the tag with √(144 + 10^-30), which is not 12"),
        ("neg_offby", "A", "hash", W_AGE + "#### 12 (I could be off by a year)", "a hedge after the value"),
        ("unit_yearsold", "B", "hash", W_AGE + "#### 12 years old", "'years old' is the unit of the age asked"),
        ("unit_dozen", "A", "hash", W_AGE + "#### 12 dozen", "12 dozen is 144"),
        ("unit_months", "A", "tag", zu(T_AGE, "12 months"), "12 months is one year, not an age of 12 (unclosed tag)"),
        ("ret_tag", "A", "tag", zx(T_AGE, "12", "¶Let me recheck: 'in 12 years' applies to the son only, 3s = 2(s + 12), s = 24.¶<answer>24</answer>"), "a false reading after the tag and a second tag with 24"),
        ("quo_key", "N", "none", "The answer key's line reads \"#### 12\".¶I don't have the working to verify it, so I'll stop here.", "the key's #### is quoted, then a refusal: no_answer"),
        ("quo_user", "A", "tag", zm("3s + 12 = 2s + 24; s = 12; father = 36", "36") + IM_USER + "So the son is 12?", "the committed tag holds the father's age; the invented user turn naming 12 is not the model's statement"),
        ("tag_father", "A", "tag", zw(T_AGE, "The father is 36."), "the tag gives the father's age"),
        ("phr_son", "A", "hash", "3s = 2(s + 12) gives s = 24.¶The son's age: #### 24", "a phrase marker then #### with the father's 12 years left out"),
     ]),
    ("fence", "322",
     "A rectangular garden is 14 m long and 9 m wide. Fencing costs $7 per metre. How much does it cost to fence the whole garden?",
     [
        ("near_ln", "A", "tag", zs(T_FEN, r"\ln(e^{322} + 1)"), "ln(e^322 + 1) is not 322"),
        ("phr_dec", "A", "hash", W_FEN + "Total fencing bill => #### 321.9999999", "a phrase marker then #### with a decimal 10^-7 short of 322"),
        ("neg_cross", "A", "tag", zu(T_FEN, "322 ✘ → 161"), "the model crosses out 322 and writes 161 (unclosed tag)"),
        ("neg_other", "B", "hash", W_FEN + "#### 322 (not 161: both long sides and both short sides count)", "the negation is of another value; the #### holds the gold"),
        ("unit_metres", "A", "hash", W_FEN + "#### 322 metres", "metres where a cost is asked"),
        ("unit_sqm", "A", "hash", W_FEN + "#### 322 m²", "an area unit where a cost is asked"),
        ("ret_tag", "A", "tag", zx(T_FEN, "322", "¶Hmm, wait — one long side is a wall: 14 + 2 × 9 = 32 m, 32 × 7 = 224.¶<answer>224</answer>"), "an invented wall after the tag and a second tag with 224"),
        ("quo_quote", "A", "tag", zm(r"The store's quote said 'total: \boxed{322}', but I fence just the long sides: 28 × 7 = 196", "196"), "the quote's box is in the think block; the tag holds 196"),
        ("tag_area", "A", "tag", zw(T_FEN, "The garden's area is 126 m²."), "the tag gives the area"),
        ("phr_cost", "A", "hash", "14 + 9 = 23 m; 23 × 7 = 161.¶Fencing cost: #### 161", "a phrase marker then #### with half the perimeter"),
     ]),
    ("tickets", "1700",
     "A theatre has 250 tickets. 3/5 of them are sold at $8 each and the rest at $5 each. How much money does the theatre collect?",
     [
        ("tag_boxsci", "A", "tag", zs(T_TIC, r"$\boxed{1.7 \times 10^{3} + 10^{-20}}$"), "a box inside the tag holding 1700 + 10^-20: not 1700"),
        ("near_money", "B", "hash", W_TIC + "#### $1,700.00", "$1,700.00 is 1700"),
        ("neg_ish", "A", "hash", W_TIC + "#### 1700-ish", "'-ish' hedges an exact amount"),
        ("neg_review", "A", "hash", W_TIC + "#### 1700 [needs review]", "an annotation marks the value unchecked"),
        ("unit_tickets", "A", "tag", zu(T_TIC, "1700 tickets"), "'tickets' makes it a ticket count (unclosed tag)"),
        ("unit_thousand", "A", "hash", W_TIC + "#### 1700 thousand", "'thousand' scales it to 1,700,000"),
        ("ret_tag", "A", "tag", zx(T_TIC, "1700", "¶Rethinking: 'the rest' are free passes, so only 1,200 is collected.¶<answer>1200</answer>"), "a false reading after the tag and a second tag with 1200"),
        ("quo_poster", "A", "tag", zm("A poster claims takings of 1700; I count all 250 at $8: 250 × 8 = 2000", "2000"), "the poster is quoted in the think block; the tag holds 2000"),
        ("tag_sold", "A", "tag", zw(T_TIC, "150 tickets sell at $8."), "the tag gives the count sold at $8"),
        ("phr_takings", "A", "hash", "150 × 8 = 1,200.¶Takings: #### 1200", "a phrase marker then #### with the $5 tickets forgotten"),
     ]),
    ("bus", "26",
     "A bus has 52 passengers. At the first stop 17 get off and 9 get on. At the second stop 24 get off and 6 get on. How many passengers are on the bus now?",
     [
        ("near_sin", "A", "tag", zs(T_BUS, r"26 - \sin(10^{-80})"), "sin(10^-80) taken off: not 26"),
        ("neg_leq", "A", "hash", W_BUS + "#### ≤ 26", "a bound, not a value"),
        ("neg_recount", "A", "tag", zu(T_BUS, "26? (recount needed)"), "a value marked unsure (unclosed tag)"),
        ("unit_fewer", "A", "hash", W_BUS + "#### 26 fewer than before", "'fewer than before' makes it a change, not a count"),
        ("unit_aboard", "B", "hash", W_BUS + "#### 26 passengers on board", "the question's own unit"),
        ("ret_tag", "A", "tag", zx(T_BUS, "26", "¶Mistake: I forgot the driver, so 26 + 1 = 27.¶<answer>27</answer>"), "a false correction after the tag and a second tag with 27"),
        ("ret_withdraw", "N", "none", W_BUS + "#### 26¶Hold on — I'm no longer sure who boards first; I withdraw the 26 for now.", "withdrawn with nothing in its place: no_answer"),
        ("quo_driver", "N", "none", "The driver announced \"26 aboard\".¶I'm told not to rely on that and I can't finish the count myself.", "the driver's words are reported, then a refusal: no_answer"),
        ("tag_stop", "A", "tag", zm(T_BUS, "After the first stop there are 44 passengers."), "the tag gives the count after the first stop"),
        ("phr_now", "A", "tag", zw("52 − 17 + 9 = 44; 44 − 24 = 20", "Passengers now: #### 20"), "a phrase marker then #### in the tag, the second boarding forgotten"),
     ]),
    ("flour", "11.25",
     "A recipe uses 2.5 cups of flour for 12 cookies. How many cups of flour are needed for 54 cookies?",
     [
        ("near_dec", "A", "tag", zs(T_FLO, "11.2500000001"), "a decimal 10^-10 over 11.25"),
        ("near_mixed", "B", "hash", W_FLO + "#### 11 1/4", "the mixed number 11 1/4 is 11.25"),
        ("phr_round", "A", "hash", W_FLO + "Flour, to one decimal: #### 11.3", "a phrase marker then #### with a rounded value: not 11.25"),
        ("neg_almost", "A", "tag", zu(T_FLO, "almost 11.25 cups"), "'almost' hedges an exact amount (unclosed tag)"),
        ("unit_cookies", "A", "hash", W_FLO + "#### 11.25 cookies", "'cookies' where cups are asked"),
        ("unit_tbsp", "A", "hash", W_FLO + "#### 11.25 tablespoons", "tablespoons where cups are asked"),
        ("ret_tag", "A", "tag", zx(T_FLO, "11.25", "¶Revised: 54 ÷ 12 is 4.2, so 4.2 × 2.5 = 10.5.¶<answer>10.5</answer>"), "'Revised' after the tag and a second tag with 10.5 (a false division)"),
        ("quo_blog", "A", "tag", zm("The blog says \"you'll need 11.25 cups\"; I round up to five batches: 2.5 × 5 = 12.5", "12.5"), "the blog is quoted in the think block; the tag holds 12.5"),
        ("tag_batches", "A", "tag", zw(T_FLO, "She bakes 4.5 batches."), "the tag gives the number of batches"),
        ("phr_cups", "A", "hash", "54 ÷ 12 = 4.5; 4.5 + 2.5 = 7.¶Cups of flour: #### 7", "a phrase marker then #### with a sum for a product"),
     ]),
]

# ================================================================ MATH working
W_DET = r"\(2 \cdot 9 - 6 \cdot 3 = 18 - 18 = 0\).¶"
T_DET = "2·9 − 6·3 = 18 − 18 = 0"
W_LOG = r"\(4^{x} = 8\) means \(2^{2x} = 2^{3}\), so \(2x = 3\).¶"
T_LOG = "4^x = 8; 2^(2x) = 2^3; 2x = 3; x = 3/2"
W_COS = r"\(\frac{5\pi}{6} = \pi - \frac{\pi}{6}\), so \(\cos\frac{5\pi}{6} = -\cos\frac{\pi}{6}\).¶"
T_COS = "5π/6 = π − π/6; cos(5π/6) = −cos(π/6) = −√3/2"
W_CPX = r"\(6 - 8i + 3i - 4i^2 = 6 - 5i + 4\).¶"
T_CPX = "6 − 8i + 3i − 4i² = 6 − 5i + 4 = 10 − 5i"
W_INT = r"\(2x + 1 = -x + 7\), so \(3x = 6\), \(x = 2\), \(y = 5\).¶"
T_INT = "2x + 1 = −x + 7; 3x = 6; x = 2; y = 2·2 + 1 = 5"
W_CIR = r"\(2\pi r = 10\pi\), so \(r = 5\) and the area is \(\pi \cdot 5^2\).¶"
T_CIR = "2πr = 10π; r = 5; A = π·25 = 25π"
W_INQ = r"\(3x > 15\), so \(x > 5\).¶"
T_INQ = "3x − 7 > 8; 3x > 15; x > 5"
W_BAN = r"\(\frac{6!}{3!\,2!} = \frac{720}{12} = 60\).¶"
T_BAN = "6! = 720; A three times, N twice; 720 / (3!·2!) = 720 / 12 = 60"
W_SEQ = r"\(a_{20} = 7 + 19 \cdot 4 = 83\).¶"
T_SEQ = "d = 4; a_20 = 7 + 19·4 = 7 + 76 = 83"
W_RAD = r"\(\sqrt{300} = 10\sqrt{3}\) and \(\sqrt{27} = 3\sqrt{3}\).¶"
T_RAD = "√300 = 10√3; √27 = 3√3; 10√3 − 3√3 = 7√3"

MPROBS = [
    ("det", "0",
     r"Compute $\det\begin{pmatrix} 2 & 6 \\ 3 & 9 \end{pmatrix}$.",
     [
        ("near_pi", "A", "tag", zs(T_DET, r"\frac{\pi}{10^{120}}"), "π / 10^120 is not 0"),
        ("near_exp", "A", "boxed", W_DET + qwen_end(r"e^{-1000}"), "e^-1000 is not 0"),
        ("near_sinpi", "A", "tag", zu(T_DET, r"\sin(\pi + 10^{-50})"), "sin(π + 10^-50) is not 0 (unclosed tag)"),
        ("neg_ne", "N", "none", zx(T_DET, r"$\det A \neq 0$"), "the tag only denies a value, with none in its place: no_answer"),
        ("unit_deg", "A", "boxed", W_DET + llama_end(r"0^\circ"), "a degree sign on a determinant"),
        ("ret_swap", "A", "boxed", W_DET + r"\(\boxed{0}\)¶Scratch that, the product order is \(2 \cdot 3 - 6 \cdot 9 = -48\).¶\(\boxed{-48}\)", "'Scratch that' after the box and a new box −48 (a false rule)"),
        ("quo_show", "N", "none", r'The exercise says: "Show that the determinant is $\boxed{0}$." I will not do the computation here.', "the exercise's box is quoted, then a refusal: no_answer"),
        ("tag_product", "A", "tag", zm(T_DET, r"$2 \cdot 9 = 18$"), "an equation in the tag ending on one product"),
        ("phr_det", "B", "hash", W_DET + "Determinant: #### 0", "a phrase marker then #### with the gold"),
        ("phr_sum", "A", "tag", zw("2·9 + 6·3 = 36", "Hence det = #### 36"), "a phrase marker then #### in the tag with a sign slip"),
     ]),
    ("log", r"\frac{3}{2}",
     r"Evaluate $\log_4 8$.",
     [
        ("near_arg", "A", "tag", zs(T_LOG, r"\log_4 (8 + 10^{-60})"), "log4(8 + 10^-60) is not 3/2"),
        ("near_dec", "A", "boxed", W_LOG + qwen_end("1.4999999999"), "a decimal 10^-10 short of 1.5"),
        ("neg_recall", "A", "tag", zu(T_LOG, r"\frac{3}{2} (if I recall the change-of-base rule right)"), "a hedge after the value (unclosed tag)"),
        ("neg_other", "B", "boxed", W_LOG + r"\(\boxed{\frac{3}{2}}\), not \(\frac{2}{3}\) (that would be \(\log_8 4\)).", "the negation is of another value; the box holds the gold"),
        ("unit_rad", "A", "minerva", W_LOG + minerva_end(r"$\frac{3}{2}$ radians"), "an angle unit on a logarithm"),
        ("ret_tag", "A", "tag", zx(T_LOG, r"\frac{3}{2}", "¶Oh, I inverted it: log_4 8 = log 4 / log 8 = 2/3.¶<answer>\\frac{2}{3}</answer>"), "a false rule after the tag and a second tag with 2/3"),
        ("quo_tutor", "A", "boxed", r"My tutor's worksheet boxes \(\frac{3}{2}\); I compute \(\log_4 8 = \frac{8}{4} = 2\).¶\(\boxed{2}\)", "the worksheet's value is reported; the model's own box is 2"),
        ("quo_parts", "A", "boxed", W_LOG + r"For part (a) \(\boxed{\frac{3}{2}}\), and for part (b) \(\log_8 4 = \boxed{\frac{2}{3}}\).", "invented parts: the last box holds part (b)'s 2/3"),
        ("tag_exp", "A", "tag", zm(T_LOG, "$2x = 3$"), "the tag holds 2x, not x"),
        ("phr_value", "A", "tag", zw("log_4 8 = 8/4 = 2", "Value of the log: #### 2"), "a phrase marker then #### in the tag with the quotient for the log"),
     ]),
    ("cos", r"-\frac{\sqrt{3}}{2}",
     r"Compute $\cos \frac{5\pi}{6}$.",
     [
        ("near_imag", "A", "tag", zs(T_COS, r"-\frac{\sqrt{3}}{2} + 10^{-45}i"), "10^-45 i added: not real"),
        ("near_float", "A", "boxed", W_COS + qwen_end("-0.8660254037844387"), "a float, not the exact −√3/2"),
        ("neg_sign", "A", "tag", zu(T_COS, r"-\frac{\sqrt{3}}{2} (sign unverified)"), "an annotation marks the value unchecked (unclosed tag)"),
        ("neg_st", "A", "boxed", W_COS + qbox(r"\st{-\frac{\sqrt{3}}{2}}\ \frac{1}{2}"), "−√3/2 struck (\\st) and 1/2 in its place"),
        ("unit_cm", "A", "boxed", W_COS + llama_end(r"-\frac{\sqrt{3}}{2}\ \text{cm}"), "a length unit on a cosine"),
        ("ret_tag", "A", "tag", zx(T_COS, r"-\frac{\sqrt{3}}{2}", "¶Hmm, cosine is positive in the second quadrant, so √3/2.¶<answer>\\frac{\\sqrt{3}}{2}</answer>"), "a false rule after the tag and a second tag with √3/2"),
        ("ret_sine", "B", "boxed", r"\(\cos\frac{5\pi}{6} = \frac{1}{2}\).¶\(\boxed{\frac{1}{2}}\)¶No — that is the sine; the cosine is \(-\frac{\sqrt{3}}{2}\): \(\boxed{-\frac{\sqrt{3}}{2}}\).", "a wrong first box corrected to the gold"),
        ("quo_table", "A", "boxed", r"A table I found lists \(-\frac{\sqrt{3}}{2}\); I'll use the reference angle \(\frac{\pi}{3}\) instead: \(\boxed{-\frac{1}{2}}\).", "the table is reported; the model's own box is −1/2"),
        ("tag_cut", "N", "truncated", "<think>¶" + T_COS + r"¶</think> <answer>$\cos\frac{5\pi}{6} =", "the tag is cut before its value: no_answer"),
        ("phr_deg", "A", "tag", zw("5π/6 = 150°; cos 150° = −1/2", r"cos(5π/6): #### -\frac{1}{2}"), "a phrase marker then #### in the tag with the sine's value"),
     ]),
    ("cpx", "10-5i",
     r"Simplify $(2 + i)(3 - 4i)$.",
     [
        ("near_real", "A", "tag", zs(T_CPX, r"10 - 5i + 10^{-55}"), "10^-55 added to the real part: not 10 − 5i"),
        ("phr_dec", "A", "hash", W_CPX + r"Product: #### 10 - 5.0000000001i", "a phrase marker then #### with an imaginary part 10^-10 off"),
        ("neg_unless", "A", "tag", zu(T_CPX, r"10 - 5i, unless I mishandled i^2"), "a hedge after the value (unclosed tag)"),
        ("neg_other", "B", "boxed", W_CPX + r"\(\boxed{10 - 5i}\) — not \(2 - 5i\), which takes \(i^2\) as \(+1\).", "the negation is of another value; the box holds the gold"),
        ("unit_ohms", "A", "minerva", W_CPX + minerva_end("$10 - 5i$ ohms"), "ohms on a pure complex number"),
        ("ret_box", "A", "boxed", W_CPX + r"\(\boxed{10 - 5i}\)¶Revisiting: the imaginary parts are \(-8i - 3i = -11i\), so \(\boxed{10 - 11i}\).", "'Revisiting' after the box and a new box 10 − 11i (a sign slip)"),
        ("ret_tag", "A", "tag", zx(T_CPX, "10 - 5i", "¶Let me expand again: 6 − 8i + 3i + 4i² = 2 − 5i.¶<answer>2 - 5i</answer>"), "a second expansion after the tag and a second tag with 2 − 5i"),
        ("quo_thread", "N", "none", r"> \(\boxed{10-5i}\)¶(quoted from the hint thread; I have not expanded the product myself and give no answer)", "a quoted box, then no value of the model's own: no_answer"),
        ("tag_real", "A", "tag", zm(T_CPX, "The real part is $10$."), "the tag gives the real part"),
        ("phr_prod", "A", "tag", zw("6 − 8i + 3i − 4 = 2 − 5i", "Product => #### 2 - 5i"), "a phrase marker then #### in the tag with i² taken as +1"),
     ]),
    ("lines", "(2,5)",
     r"Find the point of intersection of the lines $y = 2x + 1$ and $y = -x + 7$. Enter your answer as an ordered pair.",
     [
        ("near_coord", "A", "tag", zs(T_INT, r"(2, 5 + 10^{-40})"), "a coordinate 10^-40 off"),
        ("phr_dec", "A", "hash", W_INT + "Intersection point => #### (1.9999999999, 5)", "a phrase marker then #### with a coordinate 10^-10 off"),
        ("neg_or", "A", "boxed", W_INT + qbox(r"(2, 5)\ \text{or}\ (5, 2)"), "a second value offered"),
        ("tag_think", "A", "tag", zu(T_INT, "The lines cross at (2, 5)? Not sure."), "a sentence in the tag marking the point unsure (unclosed tag)"),
        ("unit_cm", "A", "minerva", W_INT + minerva_end("$(2, 5)$ cm"), "a length unit on a point"),
        ("ret_tag", "A", "tag", zx(T_INT, "(2, 5)", "¶Wait, the first line gives 2·2 + 1 = 4, so (2, 4).¶<answer>(2, 4)</answer>"), "a false check after the tag and a second tag with (2, 4)"),
        ("quo_hint", "B", "boxed", r"The hint suggests \((5, 2)\), but \(x = 2\) gives \(y = 5\) on both lines.¶\(\boxed{(2, 5)}\)", "the hint's value is reported; the model's own box is the gold"),
        ("quo_figure", "A", "tag", zm("The figure's label says (2, 5), but I get 3x = 8, x = 8/3, y = 19/3", r"$\left(\frac{8}{3}, \frac{19}{3}\right)$"), "the figure's label is quoted in the think block; the tag holds (8/3, 19/3)"),
        ("tag_x", "A", "tag", zw(T_INT, "$x = 2$"), "the tag gives x alone"),
        ("phr_point", "A", "hash", r"\(2x + 1 = -x + 7\), \(x = 6\), \(y = 13\).¶Intersection: #### (6, 13)", "a phrase marker then #### with 3x read as x"),
     ]),
    ("circle", r"25\pi",
     r"A circle has circumference $10\pi$. What is its area? Express your answer in terms of $\pi$.",
     [
        ("near_pi", "A", "tag", zs(T_CIR, r"25(\pi + 10^{-50})"), "25(π + 10^-50) is not 25π"),
        ("near_float", "A", "boxed", W_CIR + qwen_end("78.53981633974483"), "a float, not 25π"),
        ("tag_approx", "A", "tag", zu("r = 5; A = 25 × 22/7 = 550/7", r"The area is $\frac{550}{7}$."), "a sentence in the tag with 25 × 22/7, an approximation of 25π (unclosed tag)"),
        ("neg_approx", "A", "boxed", W_CIR + llama_end(r"\approx 25\pi"), "'≈' hedges an exact value"),
        ("unit_cm", "A", "minerva", W_CIR + minerva_end(r"$25\pi$ cm"), "a length unit on an area"),
        ("ret_tag", "A", "tag", zx(T_CIR, r"25\pi", "¶I slipped: the area is 2πr², so 50π.¶<answer>50\\pi</answer>"), "a false formula after the tag and a second tag with 50π"),
        ("quo_cut", "N", "truncated", r"The textbook answer is \(\boxed{25\pi}\). Checking: \(2\pi r = 10\pi\) gives \(r =", "the textbook's box is reported; cut before the model's own value: no_answer"),
        ("tag_sentence", "B", "tag", zm(T_CIR, r"The area is $\pi r^2 = 25\pi$."), "a sentence and an equation ending in 25π"),
        ("tag_radius", "A", "tag", zw(T_CIR, "$r = 5$"), "the tag gives the radius"),
        ("phr_area", "A", "hash", r"\(r = 10\pi / \pi = 10\).¶Area: #### 100\pi", "a phrase marker then #### with the diameter as radius"),
     ]),
    ("ineq", r"(5,\infty)",
     r"Solve $3x - 7 > 8$. Express your answer in interval notation.",
     [
        ("near_end", "A", "tag", zs(T_INQ, r"(5 + 10^{-40}, \infty)"), "an end 10^-40 off"),
        ("near_closed", "A", "boxed", W_INQ + qwen_end(r"[5, \infty)"), "the closed end: not the open interval"),
        ("neg_ornon", "A", "tag", zu(T_INQ, r"(5, \infty) — or [5, \infty) if the inequality were non-strict"), "a second value offered (unclosed tag)"),
        ("neg_ne", "A", "boxed", W_INQ + qbox(r"x \neq 5"), "x ≠ 5 is another set"),
        ("unit_sec", "A", "minerva", W_INQ + minerva_end(r"$(5, \infty)$ seconds"), "a time unit on a set of reals"),
        ("ret_tag", "A", "tag", zx(T_INQ, r"(5, \infty)", "¶Hmm, dividing by 3 flips the sign, so (−∞, 5).¶<answer>(-\\infty, 5)</answer>"), "a false rule after the tag and a second tag with (−∞, 5)"),
        ("quo_pdf", "N", "none", r"The solutions PDF gives \((5, \infty)\); I'm not able to work through it, so I'll leave it.", "the PDF's value is reported, then a refusal: no_answer"),
        ("tag_boundary", "A", "tag", zm(T_INQ, "The boundary is $x = 5$."), "the tag gives the boundary point"),
        ("phr_set", "B", "hash", W_INQ + r"Solution set: #### (5, \infty)", "a phrase marker then #### with the gold"),
        ("phr_interval", "A", "tag", zw("3x > 8 − 7 = 1; x > 1/3", r"Interval: #### (\frac{1}{3}, \infty)"), "a phrase marker then #### in the tag with the 7 moved wrongly"),
     ]),
    ("banana", "60",
     r"How many distinct arrangements of the letters in the word BANANA are there?",
     [
        ("near_pow", "A", "tag", zs(T_BAN, r"60^{1 + 10^{-50}}"), "60^(1 + 10^-50) is not 60"),
        ("near_dec", "A", "boxed", W_BAN + qwen_end("59.999999999"), "a decimal 10^-9 short of 60"),
        ("neg_le", "A", "boxed", W_BAN + qbox(r"\le 60"), "a bound, not a value"),
        ("neg_unchecked", "A", "tag", zu(T_BAN, "60 (assuming the A's are identical — unchecked)"), "an annotation marks the value unchecked (unclosed tag)"),
        ("unit_letters", "A", "minerva", W_BAN + minerva_end("$60$ letters"), "'letters' makes it a letter count"),
        ("ret_tag", "A", "tag", zx(T_BAN, "60", "¶Wait, only the A's repeat: 6!/3! = 120.¶<answer>120</answer>"), "a false premise after the tag and a second tag with 120"),
        ("ret_fix", "B", "boxed", r"\(\frac{6!}{3!} = 120\).¶\(\boxed{120}\)¶Oops, the two N's also repeat: \(120 / 2 = 60\).¶\(\boxed{60}\)", "a wrong first box corrected to the gold"),
        ("quo_user", "A", "boxed", r"\(\frac{6!}{2!} = 360\).¶\(\boxed{360}\)" + IM_USER + "The answer is 60, right?", "the committed box is 360; the invented user turn naming 60 is not the model's statement"),
        ("tag_total", "A", "tag", zm(T_BAN, "$6! = 720$"), "an equation in the tag with the count before dividing"),
        ("phr_arr", "A", "tag", zw("6! = 720 arrangements", "Arrangements: #### 720"), "a phrase marker then #### in the tag with repeats ignored"),
     ]),
    ("seq", "83",
     r"What is the 20th term of the arithmetic sequence $7, 11, 15, \ldots$?",
     [
        ("near_log", "A", "tag", zs(T_SEQ, r"\log_2(2^{83} - 1)"), "log2(2^83 − 1) is not 83"),
        ("near_sqrt", "A", "boxed", W_SEQ + qwen_end(r"\sqrt{6889 + 10^{-20}}"), "√(83² + 10^-20) is not 83"),
        ("neg_xout", "A", "tag", zu(T_SEQ, r"\xout{83}\ 87"), "83 struck (\\xout) and 87 in its place (unclosed tag)"),
        ("neg_ish", "A", "boxed", W_SEQ + qbox(r"83\text{-ish}"), "'-ish' in the box hedges an exact value"),
        ("unit_ord", "A", "minerva", W_SEQ + minerva_end("the $83$rd term"), "a position in the sequence, not the term's value"),
        ("ret_steps", "A", "minerva", W_SEQ + minerva_end("$83$") + "¶Hmm, the 20th term takes 20 steps: 7 + 80 = 87, so the final answer is $87$.", "a false count after Minerva's line and a new final answer 87"),
        ("quo_parts", "A", "tag", zm(T_SEQ, "83 for part (a) and the sum 900 for part (b)"), "invented parts in the tag: the question has one part"),
        ("quo_notes", "B", "boxed", r"My notes say the 20th term is 87, but that counts 20 steps from 7; with 19 steps it is \(\boxed{83}\).", "the notes' value is reported; the model's own box is the gold"),
        ("tag_diff", "A", "tag", zx(T_SEQ, "The common difference is 4."), "the tag gives the common difference"),
        ("phr_term", "A", "tag", zw("7 + 20·4 = 87", "20th term: #### 87"), "a phrase marker then #### in the tag with 20 steps"),
     ]),
    ("radical", r"7\sqrt{3}",
     r"Simplify $\sqrt{300} - \sqrt{27}$.",
     [
        ("near_under", "A", "tag", zs(T_RAD, r"7\sqrt{3 + 10^{-40}}"), "7√(3 + 10^-40) is not 7√3"),
        ("near_dec", "A", "boxed", W_RAD + qwen_end("12.124355652982"), "a rounded decimal, not 7√3"),
        ("tag_give", "A", "tag", zu(T_RAD, r"It comes to $7\sqrt{3}$, give or take."), "a sentence in the tag hedging an exact value ('give or take'), unclosed"),
        ("neg_cancel", "A", "boxed", W_RAD + qbox(r"\cancel{7\sqrt{3}}\ \sqrt{273}"), "7√3 struck (\\cancel) and √273 in its place"),
        ("unit_inch", "A", "minerva", W_RAD + minerva_end(r"$7\sqrt{3}$ inches"), "a length unit on a pure number"),
        ("ret_tag", "A", "tag", zx(T_RAD, r"7\sqrt{3}", "¶Fix: radicals subtract under the root, √(300 − 27) = √273.¶<answer>\\sqrt{273}</answer>"), "a false rule after the tag and a second tag with √273"),
        ("quo_cas", "A", "boxed", r"A CAS printout reads \(7\sqrt{3}\), but I get \(10\sqrt{3} - 9\sqrt{3} = \sqrt{3}\): \(\boxed{\sqrt{3}}\).", "the CAS is reported; the model's own box is √3"),
        ("tag_root", "B", "tag", zm(T_RAD, r"$\sqrt{147}$"), "√147 = √(49 · 3) = 7√3 exactly"),
        ("tag_coef", "A", "tag", zw(T_RAD, "The coefficient is 7."), "the tag gives the coefficient"),
        ("phr_simpl", "A", "hash", r"\(\sqrt{300} - \sqrt{27} = \sqrt{273}\).¶Simplified: #### \sqrt{273}", "a phrase marker then #### with the radicands subtracted"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_sub_unit_below": (
        "accept",
        "'#### 47 metres below sea level' states the elevation -47 m in words: 'below sea level' "
        "carries the sign, so it is an equal value in another form with the unit asked (metres). "
        "A reader who holds the model to a signed number, or reads only the bare 47 after ####, "
        "would reject it",
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
        counts[("class-truth", cls, truth)] += 1
        counts[("form", form)] += 1
        counts[("r1", checker, "<answer>" in text or "</answer>" in text)] += 1
    for key in sorted(counts, key=str):
        print(*key, counts[key], file=sys.stderr)


if __name__ == "__main__":
    write_probes("adversarial_redteam268", CASES, [], DECISIONS)
    summary()
