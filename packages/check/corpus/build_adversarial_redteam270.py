r"""Build adversarial_redteam270.jsonl: round 270 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam270"), written by a helper (a new author who has read only
issue 25) WITHOUT reading the checker's source, its README, bench/, tests/, the project README, any
ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT running the checker, reason-ppo,
math-verify, sympy or any grader on the probes (python was used for plain arithmetic only). Not
model output. Only corpus/README.md (sections "Forms" and "How each source was labelled"),
corpus_build.py (helpers g, m, write_probes, qwen_end, minerva_end, qbox, IM_USER and EOT_USER;
copied unchanged beside this file) and the templates build_adversarial_redteam268.py / 264.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording, new layouts).

Aim of this round: the issue's own hostile red team (every bullet of issue 25's "Hostile probes"
and "Deliver" item 1). English, 200 SHORT probes (one to five lines, checked when building), 100
GSM8K and 100 MATH, 180 kind A (169 wrong, 11 no_answer) and 20 kind B (10 GSM8K, 10 MATH). 100
are in the R1-Zero `<think>...</think><answer>...</answer>` format (50 GSM8K, 50 MATH), five a
problem, one in each of five layouts unlike the templates': `zc`
everything on one line with `</think><answer>` glued and no whitespace, `zk` the tag on the line
after the think block and Qwen's `<|im_end|>` token at the end (a false correction and a second tag
come between the first tag and the token), `zl` `<think>`, the working and `</think>` each on a
line of its own and the tag on the next, `ze` Llama 2 / Mistral's `</s>` after the tag, `zd` a
blank line after the think block and "Answer: " before the tag. The other 100 end on `####` (bare,
after a phrase marker, with words after it, followed by a correction, a withdrawal or an invented
turn), `\boxed{}` (bare, in Qwen2.5-Instruct's or Qwen2.5-Math's closing line), Minerva's closing
line, or are refusals or cut. Forms: tag 97, hash 57, boxed 25, minerva 10, none 8, truncated 3
(`tag` = the answer tag holds the final answer; R1-Zero probes whose tag only denies carry none).
The odd code points (U+0336 overlays, →, −, ×, ÷, °; the ChatML, Llama 3, <|im_end|> and
</s> tokens) are ordinary text. The lone-surrogate batch crash of the issue cannot be written to a
UTF-8 JSONL file, so no probe carries one.

Classes (the class opens the shape of an id; kind A / kind B):
  near (24 A, 5 B)  exact values near zero or near the gold, no tolerance: for the gold 0
       10^{-200}\sqrt{2}; offsets 133 + e^{-500}, -3 + \sin(10^{-90}), 3^{2 + 10^{-40}}, 383 +
       \frac{1}{10^{80}}, \sqrt[3]{512 + 10^{-50}}, 72e^{10^{-30}}, 14 + \tan(10^{-60}), 5.45
       \times 10^{4} + 10^{-20}, \frac{5}{3} + 10^{-70}, 16 - 11i + 10^{-45}i, (3\cos(10^{-30}),
       3), 36\pi - e^{-300}, (-\infty, -3 + 10^{-60}], \frac{\Gamma(6)}{4} + 10^{-30}, 3 \cdot
       2^{7 + 10^{-40}}, \sqrt{125 - 10^{-50}}; decimals off or floats (5.5000000000001,
       22.099999999999998, 1.6666666667, -0.5773502691896257, 113.1, 11.18); the open (-\infty,
       -3) for the closed interval. Kind B: "#### 14.0", "#### 221/10", 1\tfrac{2}{3},
       -\frac{1}{\sqrt{3}}, 3 \cdot 2^{7};
  neg  (24 A, 3 N, 2 B)  negation, strike-out and annotation: struck and replaced (HTML <del>,
       \bcancel, U+0336 overlays, <s>, "[struck: 14] 31", ~~ ~~, \cancelto{768}{384}); a bound
       ("at least 9"); marks and hedges ("(approximately)", "(not sure of the sign)",
       "(unverified — ...)", "— if I subtracted right", "(roughly)", "[estimate]", "approx.",
       "(give or take a litre)", "\text{(unsure)}", "[unconfirmed]", "or 16 + 11i", "—
       tentative.", "(to be confirmed)", "unless the endpoint is excluded", "\text{(tentative)}",
       "(if I simplified ... correctly)"); only a denial in the tag, nothing in its place
       (no_answer: "Certainly not 90 km/h.", "Not 56,400, ...", "$y_v \neq 3$"). Kind B: the
       negation is of another value ("(not 3, which is the x-coordinate)", "not $\sqrt{65}$");
  unit (25 A, 4 B)  words after a number that are not the asked quantity's unit: crates (twice),
       °F for °C, cents for dollars, "each", tiles for boxes, square feet on a count, weeks for
       dollars, decades, weeks for years, mph for km/h, pizzas for slices, percent, gallons for
       litres, km for litres; in MATH degrees on a coordinate and on a tangent, cm and kg and
       dollars on pure numbers, amperes on a complex number, square units on a point and on a
       volume, metres on a set, "terms" for a term's value. Kind B: "degrees Celsius", "dollars",
       "km/h", "54.5 thousand" for 54,500 (debatable);
  ret  (24 A, 2 N, 2 B)  retractions after the answer, in new wordings: "Actually,", "Hmm, a
       rise of ...", "On reflection", "Ah,", "Second pass:", "I take it back —", "Amend:",
       "Double-checking:", "Mistake on my part —", "Addendum:", "Correction noted:",
       "Reconsidering:", "My mistake,", "Hold up,", "Oh no,", "Let me amend that:", "Revision —",
       "On second look,", "Self-check failed:", "I forgot:", "Correction to the count:", "Looking
       again,", "Second opinion on my own work:", "I see an error:"; each false correction names a
       new value in a second tag, a new #### or a new box and replaces the gold; withdrawn with
       nothing in its place (no_answer: "Ignore that line — ... no answer yet", a box called "a
       placeholder until I redo" and a cut). Kind B: a wrong first #### or box corrected to the
       gold ("Whoops, 20 × 8 is only 160", "I forgot the E's repeat too");
  quo  (22 A, 6 N, 1 B)  statements the model did not make: a ledger, a forecast app, a brother's
       text, a flooring calculator, a bank app, a timetable footnote, a plant memo, a textbook
       key, a forum post, a reference table, a solutions manual, an answer key, a worksheet, class
       notes (then the model's own other value: wrong); a clerk's slip, the exercise's "Verify
       that ... \boxed{}", a classmate's line quoted with `>`, a hint's box (then a refusal:
       no_answer); an owner's manual and a textbook's worked answer (then a cut: no_answer);
       invented parts (in tags, after ####); invented ChatML and Llama 3 user turns naming the
       gold after a wrong #### or box. Kind B: a classmate's wrong value reported, then the
       model's own gold;
  tag  (24 A, 4 B)  the answer tag read like a small completion: a sentence naming another
       quantity (the count before the sale, the peak, the amount saved, the distance, the slices
       eaten, all bottles made, a daily rate, the sine, the real part, one coordinate, r^3, the
       boundary point, the common ratio) or hedged ("It ends up around −3°C."); a box in the tag
       (-\sqrt{3}); an equation (12 × 15 = 180, 340 ÷ 100 = 3.4, 3x = 5, |16 - 11i| = \sqrt{377},
       V = ... = 12\pi, 5! = 120, a_7 = 192, \sqrt{45} = 3\sqrt{5}); the vertex point for its
       y-coordinate (debatable). Kind B: "She gets $5.50 back.", "He is eight years old now.",
       "The midpoint is $(3,3)$.", "$x \in (-\infty, -3]$";
  phr  (26 A, 2 B)  a phrase marker then `####`, after the working or inside the tag: "Eggs still
       on hand:", "Eggs left =>", "Evening temperature:", "Change due:", "Boxes needed:", "Left
       over =>", "So what remains is:", "Grandson today =>", "Grandson's age:", "Speed (km/h):",
       "Average speed:", "Slices remaining →", "Good bottles total:", "Litres needed:", "Fuel
       used:", "Vertex y-value:", "Log value:", "Tangent value:", "Product of the two:",
       "Midpoint M:", "Volume =>", "Solution interval:", "Distinct arrangements:", "Arrangements
       =>", "Term 8 →", "Simplified sum:"; each with a slip, another quantity or a value near the
       gold. Kind B: "Eggs remaining: #### 133", "Volume: #### 36\pi".

Problems, golds and hand-checked arithmetic (python for plain arithmetic only; wrong values the
probes end on in brackets):
GSM8K: eggs: 14 crates of 30, 37 cracked, 250 sold -> 133 (420; 383 before the sale; 170 with the
cracked ones left in); temp: -6°C, +4 an hour for 3 hours, -9 -> -3 (peak 6; 3 sign dropped; -8
with 4 + 3; -21 with 9 an hour; -11 with a rise of 4 in all); cafe: 3 x $3.85 + $2.95 = 14.50 from
$20 -> 5.5 (11.55; 8.45 muffin forgotten; 4 coffees: 18.35, 1.65); tiles: 12 ft x 15 ft, boxes of
20 -> 9 (180 tiles; 8 a slip, 20 x 8 = 160; 198 with 10% waste: 10; 2 sq ft a tile: 90 / 20 = 4.5:
5); savings: $35 x 18 weeks - $247 -> 383 (630; 650 - 247 = 403; 17 weeks: 595 - 247 = 348; 630 -
237 = 393; 630 + 247 = 877); grandpa: 5g + 8 = 3(g + 8) -> 8 (2g = 16; grandfather 40, 48 = 3 x
16; 16 in 8 years; 5g + 8 = 3g + 32: 12); train: 180 km in 2.5 h -> 72 (72 x 2.5 = 180; 180 / 2 =
90; 180 x 2.5 = 450; 180 / 150 = 1.2 km a minute); pizza: 6 x 8 slices, 17 children eat 2 -> 14
(48; 34 eaten; 48 - 17 = 31; 48 - 36 = 12); bottles: 2,350 a day for 24 days, 1,900 defective ->
54500 (56,400; 23 days: 54,050 - 1,900 = 52,150; 1,900 x 24 = 45,600: 10,800; 56,400 + 1,900 =
58,300; 54.5 thousand = 54,500); fuel: 6.5 L per 100 km, 340 km -> 22.1 (3.4 x 6.5; the float
22.099999999999998; 221/10 = 22.1; 34 x 6.5 = 221; 340 x 6.5 = 2210; 22 rounded).
MATH: vtx: y = x^2 - 6x + 9 = (x - 3)^2 -> 0 (vertex (3, 0); 3 the x-coordinate; 9 the intercept;
-9 from (x - 3)^2 - 9); log: \log_8 32 -> \frac{5}{3} (2^{3x} = 2^5; 1\tfrac{2}{3} = 5/3 =
1.6666...; \log_{32} 8 = 3/5; 32 / 8 = 4); tan: \tan\frac{5\pi}{6} -> -\frac{\sqrt{3}}{3} ((1/2) /
(-\sqrt3/2) = -1/\sqrt3 = -0.5773502691896257...; \cos\frac{5\pi}{6} = -\frac{\sqrt3}{2}; the
reciprocal -\sqrt3); cpx: (3 + 2i)(2 - 5i) -> 16-11i (6 - 15i + 4i + 10; -4 - 11i with i^2 = 1;
16 + 11i a sign slip; |16 - 11i| = \sqrt{256 + 121} = \sqrt{377}); mid: (-3, 7) and (9, -1) ->
(3,3) ((-3 + 9)/2, (7 - 1)/2; (3, 4) with +1; half differences (6, -4); length \sqrt{144 + 64} =
4\sqrt{13}); sph: radius 3 -> 36\pi (\frac43 \cdot 27 = 36; 36\pi = 113.097...; \frac{4}{3}\pi
r^2 = 12\pi; 36 with π dropped); inq: 5 - 2x \ge 11 -> (-\infty,-3] (-2x \ge 6, x \le -3; [-3,
\infty) unflipped; (-\infty, 3] a sign slip); lev: LEVEL -> 30 (5!/(2! 2!) = 120/4; 5!/2! = 60;
5! = 120; \Gamma(6) = 120); geo: 3, 6, 12, ... 8th term -> 384 (3 \cdot 2^7 = 3 \cdot 128; 3
\cdot 2^8 = 768; a_7 = 192; the sum 3(2^8 - 1) = 765); rad: \sqrt{45} + \sqrt{20} -> 5\sqrt{5}
(3\sqrt5 + 2\sqrt5; 5\sqrt5 = \sqrt{125} = 11.1803...; \sqrt{65}; 3\sqrt5 \cdot 2\sqrt5 = 30;
\sqrt{20} = 4\sqrt5 gives 7\sqrt5; 5\sqrt{10}).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is near, neg, unit, ret, quo, tag or phr (near 29, neg 29, unit 29, ret 28, quo 29, tag 28, phr
28; the builder prints the splits to stderr). 10 probes a problem, every class at least once a
problem, 5 of them in the R1-Zero format (one per layout), 1 kind B and 9 kind A (checked when
building). Kind A: truth wrong, or no_answer where the form is `truncated` or `none` ("N" in the
tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 264 and 268): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation chain read for its final value, a box, a phrase marker and
`####`, number words), whatever token follows it (<|im_end|>, </s>) and whatever precedes it
("Answer: "); a second tag after a correction replaces the first; a value quoted inside the think
block is not the answer. With no marker and no box the answer is the value the concluding sentence
states as the answer to the question asked. A phrase marker followed by `####` is one marker. A
restatement that differs makes the answer wrong; a trailing check that restates the value does not
change it; a retraction or correction after the answer replaces it, in any wording: wrong when it
names another value (even a false correction of a right answer), right when it lands on the gold;
withdrawn, or called a placeholder, with nothing in its place: no_answer. Quoted or reported text
(a ledger, an app, a text, a calculator, a slip, a footnote, a memo, a manual, a key, a forum, a
table, a worksheet, notes, a hint, the exercise, a textbook, a classmate, an invented user turn) is
not the model's statement: the model's own final value is its answer, and with none of its own (a
refusal, a cut) the probe is no_answer. Invented parts for a question without parts are wrong. A
hedge of an exact value, a second value offered, a value marked unsure, unverified, tentative,
approximate or an estimate, a bound, and a struck value replaced by another are wrong; a denial
with nothing in its place is no_answer; a negation of ANOTHER value next to the gold leaves the
gold. A word after a number that is not a unit of the asked quantity (another package, another
unit or scale of the same kind, a unit of another kind, a rate, a count of something else, any unit
on a pure number or a point or a set) makes it another quantity: wrong. An exact expression equals
the gold only if it is the gold (no tolerance); a float-looking, rounded or off decimal is wrong.
Equal values in another form are correct (14.0, 221/10, 1\tfrac{2}{3}, -\frac{1}{\sqrt3}, 3 \cdot
2^7, number words, a sentence ending in the gold, membership in the gold set, the asked unit in
words, "54.5 thousand").

Debatable (2, with DECISIONS): `ok_g_bottles_unit_thousand` ("#### 54.5 thousand" for 54500:
accept) and `m_vtx_tag_point` (the tag "The vertex is $(3, 0)$." for the y-coordinate 0: reject).

Usage: cd /tmp/rounds/rt270 && python build_adversarial_redteam270.py
(writes /tmp/rounds/rt270/adversarial_redteam270.jsonl beside itself and corpus_build.py; a second
run rewrites it byte-identical; the splits are printed to stderr)
"""

import sys
from collections import Counter

from corpus_build import EOT_USER, IM_USER, g, m, minerva_end, qbox, qwen_end, write_probes

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")
IM_END = "<|im_end|>"
EOS = "</s>"


def zc(work: str, answer: str) -> str:
    """R1-Zero, layout c: one line, `</think><answer>` glued, no whitespace anywhere."""
    return "<think>" + work + "</think><answer>" + answer + "</answer>"


def zk(work: str, answer: str, tail: str = "") -> str:
    """R1-Zero, layout k: think block on one line, the tag on the next, then Qwen's <|im_end|>
    token (`tail`, a correction and a second tag, goes between the first tag and the token)."""
    return "<think>" + work + "</think>¶<answer>" + answer + "</answer>" + tail + IM_END


def zl(work: str, answer: str) -> str:
    """R1-Zero, layout l: `<think>`, the working and `</think>` each on a line of its own, the tag
    on the next line."""
    return "<think>¶" + work + "¶</think>¶<answer>" + answer + "</answer>"


def ze(work: str, answer: str) -> str:
    """R1-Zero, layout e: think block and tag on two lines, then Llama 2 / Mistral's </s>."""
    return "<think>" + work + "</think>¶<answer>" + answer + "</answer>" + EOS


def zd(work: str, answer: str) -> str:
    """R1-Zero, layout d: a blank line after the think block, then "Answer: " before the tag."""
    return "<think>" + work + "</think>¶¶Answer: <answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" is a newline. Checks: the class, the truth against
    the form, at most five lines, five R1-Zero probes (one per layout) and one kind B a problem."""
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
            r1probe = "<answer>" in text
            if r1probe != (form == "tag" or (form in ("none", "truncated") and r1probe)):
                raise SystemExit(f"{key}_{shape}: form {form} for an R1-Zero probe")
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
W_EGG = "14 × 30 = 420 eggs.¶420 − 37 − 250 = 133.¶"
T_EGG = "14 × 30 = 420; 420 − 37 = 383; 383 − 250 = 133"
W_TMP = "Rise: 4 × 3 = 12, so −6 + 12 = 6.¶Fall: 6 − 9 = −3.¶"
T_TMP = "4 × 3 = 12; -6 + 12 = 6; 6 - 9 = -3"
W_CAF = "3 × $3.85 = $11.55; $11.55 + $2.95 = $14.50.¶$20 − $14.50 = $5.50.¶"
T_CAF = "3 × 3.85 = 11.55; 11.55 + 2.95 = 14.50; 20 − 14.50 = 5.50"
W_TIL = "12 × 15 = 180 square feet, so 180 tiles.¶180 ÷ 20 = 9 boxes.¶"
T_TIL = "12 × 15 = 180; 180 / 20 = 9"
W_SAV = "35 × 18 = $630 saved.¶$630 − $247 = $383.¶"
T_SAV = "35 × 18 = 630; 630 − 247 = 383"
W_GRA = "5g + 8 = 3(g + 8), so 2g = 16 and g = 8.¶Check: 40 + 8 = 48 = 3 × 16.¶"
T_GRA = "5g + 8 = 3g + 24; 2g = 16; g = 8; grandfather 40"
W_TRA = "Speed = distance ÷ time = 180 ÷ 2.5.¶180 ÷ 2.5 = 72.¶"
T_TRA = "180 / 2.5 = 72; check 72 × 2.5 = 180"
W_PIZ = "6 × 8 = 48 slices; 17 × 2 = 34 eaten.¶48 − 34 = 14.¶"
T_PIZ = "6 × 8 = 48; 17 × 2 = 34; 48 − 34 = 14"
W_BOT = "2,350 × 24 = 56,400 bottles.¶56,400 − 1,900 = 54,500 good ones.¶"
T_BOT = "2350 × 24 = 56400; 56400 − 1900 = 54500"
W_FUE = "340 ÷ 100 = 3.4 hundreds of km.¶3.4 × 6.5 = 22.1 litres.¶"
T_FUE = "340 / 100 = 3.4; 3.4 × 6.5 = 22.1"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("eggs", "133",
     "A farm fills 14 crates with 30 eggs each. 37 eggs are cracked and thrown away, and 250 are sold. How many eggs are left?",
     [
        ("near_exp", "A", "tag", zc(T_EGG, r"133 + e^{-500}"), "e^-500 added: not 133"),
        ("phr_dec", "A", "hash", W_EGG + "Eggs still on hand: #### 133.00000000001", "a phrase marker then #### with a decimal 10^-11 over 133"),
        ("neg_del", "A", "hash", W_EGG + "#### <del>133</del> 170", "133 struck (HTML <del>) and 170 in its place"),
        ("neg_approx", "A", "tag", ze(T_EGG, "133 (approximately)"), "an exact count marked approximate"),
        ("unit_crates", "A", "hash", W_EGG + "#### 133 crates", "crates of 30, another package: 133 crates hold 3,990 eggs"),
        ("ret_actually", "A", "tag", zk(T_EGG, "133", "¶Actually, the cracked ones were among the 250 sold: 420 − 250 = 170.¶<answer>170</answer>"), "'Actually' after the tag and a second tag with 170 (a false correction)"),
        ("quo_ledger", "A", "hash", "The farm's ledger shows \"#### 133\".¶My own count leaves the cracked ones in: 420 − 250 = 170.¶#### 170", "the ledger's #### is quoted; the model's own #### is 170"),
        ("tag_before", "A", "tag", zl(T_EGG, "383 eggs remain once the cracked ones are removed."), "the tag gives the count before the sale"),
        ("phr_ok", "B", "hash", W_EGG + "Eggs remaining: #### 133", "a phrase marker then #### with the gold"),
        ("phr_left", "A", "tag", zd("14 × 30 = 420; 420 − 250 = 170", "Eggs left => #### 170"), "a phrase marker then #### in the tag, the cracked eggs forgotten"),
     ]),
    ("temp", "-3",
     "At dawn the temperature is −6°C. It rises 4°C each hour for 3 hours and then falls 9°C by evening. What is the evening temperature, in °C?",
     [
        ("near_sin", "A", "tag", zc(T_TMP, r"-3 + \sin(10^{-90})"), "sin(10^-90) added: not −3"),
        ("ret_sum", "A", "hash", W_TMP + "#### -3¶Hmm, a rise of 4° each hour for 3 hours is 4 + 3 = 7: −6 + 7 − 9 = −8.¶#### -8", "a false recount after the #### and a new #### with −8"),
        ("neg_sign", "A", "hash", W_TMP + "#### -3 (not sure of the sign)", "the value marked unsure"),
        ("tag_around", "A", "tag", ze(T_TMP, "It ends up around −3°C."), "a sentence in the tag hedging an exact value ('around')"),
        ("unit_fahr", "A", "hash", W_TMP + "#### -3 °F", "Fahrenheit where Celsius is asked: another scale"),
        ("unit_ok", "B", "hash", W_TMP + "#### -3 degrees Celsius", "the asked unit in words"),
        ("ret_tag", "A", "tag", zk(T_TMP, "-3", "¶On reflection the fall is per hour too: 6 − 3 × 9 = −21.¶<answer>-21</answer>"), "'On reflection' after the tag and a second tag with −21 (a misreading)"),
        ("quo_app", "A", "hash", "The forecast app showed \"#### -3\".¶I read the rise as 4° in all: −6 + 4 − 9 = −11.¶#### -11", "the app's #### is quoted; the model's own #### is −11"),
        ("tag_peak", "A", "tag", zl(T_TMP, "The peak is 6°C."), "the tag gives the midday peak"),
        ("phr_eve", "A", "tag", zd(T_TMP, "Evening temperature: #### 3"), "a phrase marker then #### in the tag with the sign dropped"),
     ]),
    ("cafe", "5.5",
     "Mia buys 3 coffees at $3.85 each and a muffin for $2.95. She pays with a $20 bill. How much change does she get, in dollars?",
     [
        ("near_float", "A", "tag", zc(T_CAF, "5.5000000000001"), "a decimal 10^-13 over 5.5"),
        ("neg_note", "A", "hash", W_CAF + "#### 5.50 (unverified — the muffin price may differ)", "the value annotated as unverified"),
        ("neg_bcancel", "A", "boxed", W_CAF + qbox(r"\bcancel{5.50}\ 8.45"), "5.50 struck (\\bcancel) and 8.45 in its place"),
        ("unit_cents", "A", "hash", W_CAF + "#### 5.50 cents", "cents where dollars are asked: another scale"),
        ("unit_each", "A", "hash", W_CAF + "#### 5.5 each", "'each' makes it an amount per item"),
        ("ret_free", "A", "tag", zk(T_CAF, "5.50", "¶Ah, the muffin is free with three coffees: 20 − 11.55 = 8.45.¶<answer>8.45</answer>"), "'Ah' after the tag and a second tag with 8.45 (an invented offer)"),
        ("quo_text", "A", "hash", "Her brother texted \"Change: #### 5.50\".¶I count four coffees: 4 × 3.85 + 2.95 = 18.35, so 1.65.¶#### 1.65", "the text's #### is quoted; the model's own #### is 1.65"),
        ("quo_parts", "A", "tag", ze(T_CAF, "14.50 for part (a) and 5.50 for part (b)"), "invented parts in the tag: the question has one part"),
        ("tag_ok", "B", "tag", zl(T_CAF, "She gets $5.50 back."), "a sentence in the tag ending on the gold"),
        ("phr_due", "A", "tag", zd("3 × 3.85 = 11.55; 20 − 11.55 = 8.45", "Change due: #### 8.45"), "a phrase marker then #### in the tag, the muffin forgotten"),
     ]),
    ("tiles", "9",
     "A floor is 12 ft by 15 ft. Each tile covers 1 square foot, and tiles come in boxes of 20. How many boxes are needed to tile the floor?",
     [
        ("near_pow", "A", "tag", zc(T_TIL, r"3^{2 + 10^{-40}}"), "3^(2 + 10^-40) is not 9"),
        ("quo_calc", "A", "hash", "The flooring calculator printed \"#### 9\".¶I take each tile as 2 sq ft: 90 ÷ 20 = 4.5, so 5 boxes.¶#### 5", "the calculator's #### is quoted; the model's own #### is 5"),
        ("neg_least", "A", "hash", W_TIL + "#### at least 9", "a bound, not a value"),
        ("unit_tiles", "A", "hash", W_TIL + "#### 9 tiles", "tiles where boxes are asked"),
        ("unit_sqft", "A", "tag", ze(T_TIL, "9 square feet"), "an area unit on a count of boxes"),
        ("ret_ok", "B", "hash", "180 ÷ 20 = 8.¶#### 8¶Whoops, 20 × 8 is only 160; 180 ÷ 20 = 9.¶#### 9", "a wrong first #### corrected to the gold"),
        ("ret_waste", "A", "tag", zk(T_TIL, "9", "¶Second pass: add 10% for waste, 198 tiles, so 10 boxes.¶<answer>10</answer>"), "'Second pass' after the tag and a second tag with 10 (an invented allowance)"),
        ("quo_slip", "N", "none", "The store clerk's slip says \"#### 9\".¶I can't confirm the box size, so I won't give a number.", "a quoted #### then a refusal: no_answer"),
        ("tag_area", "A", "tag", zl(T_TIL, r"$12 \times 15 = 180$"), "an equation in the tag ending on the area"),
        ("phr_boxes", "A", "tag", zd("12 × 15 = 180", "Boxes needed: #### 180"), "a phrase marker then #### in the tag with the tile count"),
     ]),
    ("savings", "383",
     "Priya saves $35 a week for 18 weeks. Then she spends $247 on a bike. How much of her savings is left, in dollars?",
     [
        ("near_frac", "A", "tag", zc(T_SAV, r"383 + \frac{1}{10^{80}}"), "10^-80 added: not 383"),
        ("neg_hedge", "A", "hash", W_SAV + "#### 383 — if I subtracted right", "a hedge after the value"),
        ("neg_stroke", "A", "hash", W_SAV + "#### 3̶8̶3̶ 393", "383 struck (U+0336 overlays) and 393 in its place"),
        ("unit_weeks", "A", "hash", W_SAV + "#### 383 weeks", "weeks where dollars are asked"),
        ("unit_ok", "B", "hash", W_SAV + "#### 383 dollars", "the asked unit in words"),
        ("ret_tag", "A", "tag", zk(T_SAV, "383", "¶I take it back — 35 × 18 is 650, so 650 − 247 = 403.¶<answer>403</answer>"), "'I take it back' after the tag and a second tag with 403 (a false product)"),
        ("quo_app", "A", "tag", ze("The bank app's line reads '#### 383', but I count 17 weeks: 35 × 17 = 595; 595 − 247 = 348", "348"), "the app is quoted in the think block; the tag holds 348"),
        ("tag_saved", "A", "tag", zl(T_SAV, "She saved $630."), "the tag gives the amount saved"),
        ("phr_over", "A", "tag", zd("35 × 18 = 630; 630 − 237 = 393", "Left over => #### 393"), "a phrase marker then #### in the tag with a subtraction slip"),
        ("phr_remains", "A", "hash", "35 × 18 = 630; 630 + 247 = 877.¶So what remains is: #### 877", "a phrase marker then #### with the bike added"),
     ]),
    ("grandpa", "8",
     "A grandfather is 5 times as old as his grandson. In 8 years he will be 3 times as old as his grandson. How old is the grandson now?",
     [
        ("near_cbrt", "A", "tag", zc(T_GRA, r"\sqrt[3]{512 + 10^{-50}}"), "the cube root of 512 + 10^-50 is not 8"),
        ("phr_dec", "A", "hash", W_GRA + "Grandson today => #### 7.99999999", "a phrase marker then #### with a decimal 10^-8 short of 8"),
        ("neg_roughly", "A", "hash", W_GRA + "#### 8 (roughly)", "an exact age marked rough"),
        ("neg_struck", "A", "tag", ze(T_GRA, "<s>8</s> 16"), "8 struck (<s>) and 16 (his age in 8 years) in its place"),
        ("unit_decades", "A", "hash", W_GRA + "#### 8 decades", "8 decades is 80 years"),
        ("unit_weeks", "A", "tag", zd(T_GRA, "8 weeks"), "weeks where years are meant: another unit of time"),
        ("ret_tag", "A", "tag", zk(T_GRA, "8", "¶Amend: I dropped a term, 5g + 8 = 3g + 32, so g = 12.¶<answer>12</answer>"), "'Amend' after the tag and a second tag with 12 (a false term)"),
        ("quo_user", "A", "hash", W_GRA + "#### 40" + IM_USER + "Right, so the grandson is 8?", "the committed #### is the grandfather's age; the invented user turn naming 8 is not the model's statement"),
        ("tag_words", "B", "tag", zl(T_GRA, "He is eight years old now."), "number words in a sentence in the tag"),
        ("phr_later", "A", "hash", W_GRA + "Grandson's age: #### 16", "a phrase marker then #### with his age in 8 years"),
     ]),
    ("train", "72",
     "A train covers 180 km in 2.5 hours at a steady speed. What is its speed in km/h?",
     [
        ("near_exp", "A", "tag", zc(T_TRA, r"72e^{10^{-30}}"), "72 e^(10^-30) is not 72"),
        ("phr_float", "A", "hash", W_TRA + "Speed (km/h): #### 71.9999999999999", "a phrase marker then #### with a float-looking decimal under 72"),
        ("unit_mph", "A", "hash", W_TRA + "#### 72 mph", "miles per hour where km/h is asked"),
        ("unit_ok", "B", "hash", W_TRA + "#### 72 km/h", "the asked unit"),
        ("neg_est", "A", "hash", W_TRA + "#### 72 [estimate]", "an exact value labelled an estimate"),
        ("neg_none", "N", "none", zl(T_TRA, "Certainly not 90 km/h."), "the tag only denies another value: no_answer"),
        ("ret_min", "A", "tag", zk(T_TRA, "72", "¶Double-checking: 2.5 h is 150 min, 180 ÷ 150 = 1.2.¶<answer>1.2</answer>"), "'Double-checking' after the tag and a second tag with 1.2 (km per minute)"),
        ("quo_table", "A", "hash", "The timetable's footnote says \"#### 72\".¶I divide by 2 h only: 180 ÷ 2 = 90.¶#### 90", "the footnote's #### is quoted; the model's own #### is 90"),
        ("tag_dist", "A", "tag", ze(T_TRA, "The train goes 180 km."), "the tag gives the distance"),
        ("phr_avg", "A", "tag", zd("180 × 2.5 = 450", "Average speed: #### 450"), "a phrase marker then #### in the tag, multiplied instead of divided"),
     ]),
    ("pizza", "14",
     "There are 6 pizzas cut into 8 slices each. 17 children each eat 2 slices. How many slices are left?",
     [
        ("near_tan", "A", "tag", zc(T_PIZ, r"14 + \tan(10^{-60})"), "tan(10^-60) added: not 14"),
        ("near_ok", "B", "hash", W_PIZ + "#### 14.0", "14.0 is 14"),
        ("unit_pizzas", "A", "hash", W_PIZ + "#### 14 pizzas", "pizzas where slices are asked"),
        ("unit_pct", "A", "tag", ze(T_PIZ, "14 percent"), "a percent on a count of slices"),
        ("neg_bracket", "A", "hash", W_PIZ + "#### [struck: 14] 31", "14 marked struck and 31 in its place"),
        ("ret_tag", "A", "tag", zk(T_PIZ, "14", "¶Mistake on my part — 17 × 2 is 36, so 48 − 36 = 12.¶<answer>12</answer>"), "'Mistake on my part' after the tag and a second tag with 12 (a false product)"),
        ("ret_none", "N", "none", W_PIZ + "#### 14¶Ignore that line — I'm unsure of the slice count, so I have no answer yet.", "the #### withdrawn with nothing in its place: no_answer"),
        ("quo_parts", "A", "hash", W_PIZ + "#### 34 for part (a), 14 for part (b)", "invented parts after ####: the question has one part"),
        ("tag_eaten", "A", "tag", zl(T_PIZ, "34 slices get eaten."), "the tag gives the slices eaten"),
        ("phr_rem", "A", "tag", zd("6 × 8 = 48; 48 − 17 = 31", "Slices remaining → #### 31"), "a phrase marker then #### in the tag, one slice a child"),
     ]),
    ("bottles", "54500",
     "A factory makes 2,350 bottles a day for 24 days. 1,900 of them are defective. How many good bottles are made?",
     [
        ("near_sci", "A", "tag", zc(T_BOT, r"5.45 \times 10^{4} + 10^{-20}"), "10^-20 added: not 54,500"),
        ("unit_thousand", "B", "hash", W_BOT + "#### 54.5 thousand", "54.5 thousand is 54,500 (debatable)", True),
        ("unit_crates", "A", "hash", W_BOT + "#### 54,500 crates", "crates where bottles are asked"),
        ("tag_daily", "A", "tag", ze(T_BOT, "They make 54,500 good bottles per day."), "a sentence in the tag making the total a daily rate"),
        ("neg_approx", "A", "hash", W_BOT + "#### approx. 54,500", "an exact count marked approximate"),
        ("neg_deny", "N", "none", zl(T_BOT, "Not 56,400, since the defective ones are excluded."), "the tag only denies another value: no_answer"),
        ("ret_tag", "A", "tag", zk(T_BOT, "54500", "¶Addendum: the defects are per day, 1,900 × 24 = 45,600, so 10,800.¶<answer>10800</answer>"), "'Addendum' after the tag and a second tag with 10,800 (a misreading)"),
        ("quo_memo", "A", "hash", "The plant memo quotes \"#### 54,500\".¶I use 23 working days: 2,350 × 23 = 54,050; minus 1,900 is 52,150.¶#### 52150", "the memo's #### is quoted; the model's own #### is 52,150"),
        ("tag_all", "A", "tag", zd(T_BOT, "The factory made 56,400 bottles."), "the tag gives all bottles made"),
        ("phr_total", "A", "hash", "2,350 × 24 = 56,400; 56,400 + 1,900 = 58,300.¶Good bottles total: #### 58,300", "a phrase marker then #### with the defects added"),
     ]),
    ("fuel", "22.1",
     "A car uses 6.5 litres of fuel per 100 km. How many litres does it use on a 340 km trip?",
     [
        ("near_float", "A", "tag", zc(T_FUE, "22.099999999999998"), "the float of 3.4 × 6.5 written out: not 22.1"),
        ("near_ok", "B", "hash", W_FUE + "#### 221/10", "221/10 is 22.1"),
        ("phr_round", "A", "hash", W_FUE + "Litres needed: #### 22", "a phrase marker then #### with the value rounded"),
        ("unit_gal", "A", "hash", W_FUE + "#### 22.1 gallons", "gallons where litres are asked"),
        ("unit_km", "A", "tag", ze(T_FUE, "22.1 km"), "a length unit on a volume"),
        ("neg_give", "A", "hash", W_FUE + "#### 22.1 (give or take a litre)", "an exact value hedged"),
        ("ret_tag", "A", "tag", zk(T_FUE, "22.1", "¶Correction noted: the rate is per 10 km, 34 × 6.5 = 221.¶<answer>221</answer>"), "'Correction noted' after the tag and a second tag with 221 (a misreading)"),
        ("quo_manual", "N", "truncated", "The owner's manual lists \"#### 22.1\" for this route.¶Working it myself: 340 ÷ 100 = 3.4, and 3.4 ×", "the manual's #### is quoted, then a cut before the model's own value: no_answer"),
        ("tag_eq", "A", "tag", zl(T_FUE, r"$340 \div 100 = 3.4$"), "an equation in the tag ending on the distance in hundreds of km"),
        ("phr_fuel", "A", "tag", zd("340 × 6.5 = 2210", "Fuel used: #### 2210"), "a phrase marker then #### in the tag, the /100 forgotten"),
     ]),
]
# fmt: on


# ================================================================ MATH working
W_VTX = r"\(y = x^2 - 6x + 9 = (x - 3)^2\).¶The vertex is \((3, 0)\), so its \(y\)-coordinate is \(0\).¶"
T_VTX = r"x^2 - 6x + 9 = (x - 3)^2; vertex (3, 0); y = 0"
W_LOG = r"\(8 = 2^3\) and \(32 = 2^5\).¶So \(\log_8 32 = \frac{5}{3}\).¶"
T_LOG = r"8^x = 32; 2^{3x} = 2^5; 3x = 5; x = 5/3"
W_TAN = r"\(\tan\frac{5\pi}{6} = \frac{\sin(5\pi/6)}{\cos(5\pi/6)} = \frac{1/2}{-\sqrt{3}/2}\).¶\(= -\frac{1}{\sqrt{3}} = -\frac{\sqrt{3}}{3}\).¶"
T_TAN = r"\sin(5\pi/6) = 1/2; \cos(5\pi/6) = -\sqrt{3}/2; ratio -1/\sqrt{3} = -\sqrt{3}/3"
W_CPX = r"\((3 + 2i)(2 - 5i) = 6 - 15i + 4i - 10i^2\).¶\(= 6 - 11i + 10 = 16 - 11i\).¶"
T_CPX = r"6 - 15i + 4i - 10i^2; i^2 = -1; 6 + 10 - 11i = 16 - 11i"
W_MID = (
    r"\(x = \frac{-3 + 9}{2} = 3\), \(y = \frac{7 + (-1)}{2} = 3\).¶The midpoint is \((3, 3)\).¶"
)
T_MID = r"(-3 + 9)/2 = 3; (7 - 1)/2 = 3; midpoint (3, 3)"
W_SPH = r"\(V = \frac{4}{3}\pi r^3 = \frac{4}{3}\pi \cdot 27\).¶\(= 36\pi\).¶"
T_SPH = r"V = (4/3)\pi r^3; r^3 = 27; (4/3)(27) = 36; V = 36\pi"
W_INQ = r"\(-2x \ge 6\); dividing by \(-2\) flips the sign: \(x \le -3\).¶In interval notation: \((-\infty, -3]\).¶"
T_INQ = r"5 - 2x \ge 11; -2x \ge 6; x \le -3; (-\infty, -3]"
W_LEV = (
    r"LEVEL has 5 letters, with L and E twice each.¶\(\frac{5!}{2!\,2!} = \frac{120}{4} = 30\).¶"
)
T_LEV = r"5! = 120; L twice, E twice; 120 / (2 \cdot 2) = 30"
W_GEO = r"\(a_n = 3 \cdot 2^{n-1}\).¶\(a_8 = 3 \cdot 2^7 = 3 \cdot 128 = 384\).¶"
T_GEO = r"a_n = 3 \cdot 2^{n-1}; 2^7 = 128; 3 \cdot 128 = 384"
W_RAD = r"\(\sqrt{45} = 3\sqrt{5}\) and \(\sqrt{20} = 2\sqrt{5}\).¶Sum: \(5\sqrt{5}\).¶"
T_RAD = r"\sqrt{45} = 3\sqrt{5}; \sqrt{20} = 2\sqrt{5}; 3\sqrt{5} + 2\sqrt{5} = 5\sqrt{5}"

# fmt: off
MPROBS = [
    ("vtx", "0",
     r"Find the $y$-coordinate of the vertex of the parabola $y = x^2 - 6x + 9$.",
     [
        ("near_zero", "A", "tag", zc(T_VTX, r"10^{-200}\sqrt{2}"), "10^-200 √2 is not 0"),
        ("phr_xval", "A", "hash", r"\(y = (x - 3)^2\), vertex at \(x = 3\).¶Vertex y-value: #### 3", "a phrase marker then #### with the x-coordinate"),
        ("neg_deny", "N", "none", zl(T_VTX, r"$y_v \neq 3$"), "the tag only denies a value: no_answer"),
        ("neg_ok", "B", "boxed", W_VTX + r"\(\boxed{0}\) (not 3, which is the \(x\)-coordinate)", "the negation is of another value; the box holds the gold"),
        ("unit_deg", "A", "minerva", W_VTX + minerva_end("$0$ degrees"), "an angle unit on a coordinate"),
        ("ret_tag", "A", "tag", zk(T_VTX, "0", r"¶Reconsidering: the y-coordinate is the intercept, 9.¶<answer>9</answer>"), "'Reconsidering' after the tag and a second tag with 9 (a false rule)"),
        ("ret_box", "A", "boxed", W_VTX + r"\(\boxed{0}\)¶My mistake, it completes as \((x - 3)^2 - 9\), giving \(\boxed{-9}\).", "'My mistake' after the box and a new box with −9 (a false expansion)"),
        ("quo_key", "A", "boxed", r"The textbook's key prints \(\boxed{0}\), but I read the vertex as \((3, 9)\), so \(\boxed{9}\).", "the key's box is quoted; the model's own box is 9"),
        ("quo_parts", "A", "tag", ze(T_VTX, "3 for part (a) and 0 for part (b)"), "invented parts in the tag: the question has one part"),
        ("tag_point", "A", "tag", zd(T_VTX, "The vertex is $(3, 0)$."), "the tag gives the vertex, a point, not its y-coordinate (debatable)", True),
     ]),
    ("log", r"\frac{5}{3}",
     r"Evaluate $\log_8 32$.",
     [
        ("near_exact", "A", "tag", zc(T_LOG, r"\frac{5}{3} + 10^{-70}"), "10^-70 added: not 5/3"),
        ("near_dec", "A", "boxed", W_LOG + qwen_end("1.6666666667"), "a rounded decimal, not 5/3"),
        ("near_mixed", "B", "tag", zl(T_LOG, r"$1\tfrac{2}{3}$"), "1 2/3 is 5/3"),
        ("neg_unsure", "A", "boxed", W_LOG + qbox(r"\frac{5}{3}\ \text{(unsure)}"), "the box marks the value unsure"),
        ("unit_cm", "A", "minerva", W_LOG + minerva_end(r"$\frac{5}{3}$ cm"), "a length unit on a pure number"),
        ("ret_tag", "A", "tag", zk(T_LOG, r"\frac{5}{3}", r"¶Hold up, I inverted the base: \log_{32} 8 = 3/5.¶<answer>\frac{3}{5}</answer>"), "'Hold up' after the tag and a second tag with 3/5"),
        ("quo_forum", "A", "tag", ze(r"A forum post claims \log_8 32 = \frac{5}{3}; I compute 32 / 8 = 4 instead", "4"), "the forum is reported in the think block; the tag holds 4"),
        ("quo_none", "N", "none", r"The problem statement ends \"Verify that the result is \(\boxed{\frac{5}{3}}\).\"¶I can't verify this right now.", "the exercise's box is quoted, then a refusal: no_answer"),
        ("tag_eq", "A", "tag", zd(T_LOG, "$3x = 5$"), "an equation in the tag ending on 5"),
        ("phr_four", "A", "hash", r"\(8^x = 32\) gives \(x = 32 / 8 = 4\).¶Log value: #### 4", "a phrase marker then #### with a division for a logarithm"),
     ]),
    ("tan", r"-\frac{\sqrt{3}}{3}",
     r"Compute $\tan\frac{5\pi}{6}$.",
     [
        ("near_ok", "B", "tag", zc(T_TAN, r"-\frac{1}{\sqrt{3}}"), "−1/√3 is −√3/3"),
        ("near_float", "A", "boxed", W_TAN + qwen_end("-0.5773502691896257"), "the float of −√3/3: not exact"),
        ("neg_unconf", "A", "tag", ze(T_TAN, r"$-\frac{\sqrt{3}}{3}$ [unconfirmed]"), "the value marked unconfirmed"),
        ("unit_deg", "A", "minerva", W_TAN + minerva_end(r"$-\frac{\sqrt{3}}{3}^\circ$"), "a degree sign on a tangent value"),
        ("ret_tag", "A", "tag", zk(T_TAN, r"-\frac{\sqrt{3}}{3}", r"¶Oh no, tangent is cosine over sine: -\sqrt{3}.¶<answer>-\sqrt{3}</answer>"), "a false rule after the tag and a second tag with −√3"),
        ("ret_cut", "N", "truncated", W_TAN + r"\(\boxed{-\frac{\sqrt{3}}{3}}\) is a placeholder until I redo the quotient.¶Redoing: \(\tan\frac{\pi}{6} =", "the box called a placeholder, then a cut before a value: no_answer"),
        ("quo_table", "A", "boxed", r"My reference table lists \(-\frac{\sqrt{3}}{3}\), yet I get \(\tan 150^\circ = \frac{\sqrt{3}}{3}\): \(\boxed{\frac{\sqrt{3}}{3}}\).", "the table is reported; the model's own box is √3/3"),
        ("tag_sin", "A", "tag", zl(T_TAN, r"The sine is $\frac{1}{2}$."), "the tag gives the sine"),
        ("tag_box", "A", "tag", zd(T_TAN, r"$\boxed{-\sqrt{3}}$"), "a box in the tag with the reciprocal −√3"),
        ("phr_cos", "A", "hash", r"\(\cos\frac{5\pi}{6} = -\frac{\sqrt{3}}{2}\).¶Tangent value: #### -\frac{\sqrt{3}}{2}", "a phrase marker then #### with the cosine"),
     ]),
    ("cpx", "16-11i",
     r"Simplify $(3 + 2i)(2 - 5i)$.",
     [
        ("near_i", "A", "tag", zc(T_CPX, r"16 - 11i + 10^{-45}i"), "10^-45 i added: not 16 − 11i"),
        ("neg_md", "A", "tag", ze(T_CPX, "~~16 - 11i~~ 16 + 11i"), "16 − 11i struck (~~) and 16 + 11i in its place"),
        ("neg_or", "A", "boxed", W_CPX + qbox(r"16 - 11i \text{ or } 16 + 11i"), "a second value offered"),
        ("unit_amp", "A", "minerva", W_CPX + minerva_end("$16 - 11i$ amperes"), "a unit on a pure complex number"),
        ("ret_tag", "A", "tag", zk(T_CPX, "16 - 11i", "¶Let me amend that: with i^2 = 1, 6 - 11i - 10 = -4 - 11i.¶<answer>-4 - 11i</answer>"), "'Let me amend' after the tag and a second tag with −4 − 11i (a false rule)"),
        ("quo_ok", "B", "boxed", r"A classmate got \(-4 - 11i\) by taking \(i^2 = 1\).¶Using \(i^2 = -1\): \(6 - 11i + 10 = \boxed{16 - 11i}\).", "the classmate's wrong value is reported; the model's own box is the gold"),
        ("quo_manual", "A", "boxed", r"The solutions manual shows \(16 - 11i\); I get \(6 - 11i - 10 = \boxed{-4 - 11i}\).", "the manual is reported; the model's own box is −4 − 11i"),
        ("tag_real", "A", "tag", zl(T_CPX, "The real part is 16."), "the tag gives the real part"),
        ("tag_mod", "A", "tag", zd(T_CPX, r"$|16 - 11i| = \sqrt{377}$"), "an equation in the tag ending on the modulus"),
        ("phr_sign", "A", "hash", r"\(6 - 15i + 4i + 10 = 16 + 11i\).¶Product of the two: #### 16 + 11i", "a phrase marker then #### with a sign slip"),
     ]),
    ("mid", "(3,3)",
     r"Find the midpoint of the segment with endpoints $(-3, 7)$ and $(9, -1)$.",
     [
        ("near_cos", "A", "tag", zc(T_MID, r"(3\cos(10^{-30}), 3)"), "3 cos(10^-30) is not 3"),
        ("ret_box", "A", "boxed", W_MID + r"\(\boxed{(3, 3)}\)¶Revision — the y-values are 7 and 1, so \(\boxed{(3, 4)}\).", "'Revision' after the box and a new box with (3, 4) (a misread sign)"),
        ("neg_tent", "A", "boxed", W_MID + qbox("(3, 3)") + " — tentative.", "the boxed point marked tentative"),
        ("unit_area", "A", "minerva", W_MID + minerva_end("$(3, 3)$ square units"), "an area unit on a point"),
        ("ret_tag", "A", "tag", zk(T_MID, "(3, 3)", "¶On second look, halve the differences: (12/2, -8/2) = (6, -4).¶<answer>(6, -4)</answer>"), "'On second look' after the tag and a second tag with (6, −4)"),
        ("quo_parts", "A", "tag", ze(T_MID, r"(3, 3) for part (a), the length 4\sqrt{13} for part (b)"), "invented parts in the tag: the question has one part"),
        ("quo_user", "A", "boxed", r"Half the differences: \((6, -4)\), so \(\boxed{(6, -4)}\)." + IM_USER + "Isn't the midpoint (3, 3)?", "the committed box is (6, −4); the invented user turn naming (3, 3) is not the model's statement"),
        ("tag_x", "A", "tag", zl(T_MID, "The $x$-coordinate is 3."), "the tag gives one coordinate"),
        ("tag_ok", "B", "tag", zd(T_MID, "The midpoint is $(3,3)$."), "a sentence in the tag ending on the gold"),
        ("phr_slip", "A", "hash", r"\(\frac{-3 + 9}{2} = 3\), \(\frac{7 + 1}{2} = 4\).¶Midpoint M: #### (3, 4)", "a phrase marker then #### with a sign slip"),
     ]),
    ("sph", r"36\pi",
     r"Find the volume of a sphere of radius 3.",
     [
        ("near_exp", "A", "tag", zc(T_SPH, r"36\pi - e^{-300}"), "e^-300 taken off: not 36π"),
        ("near_dec", "A", "boxed", W_SPH + qwen_end("113.1"), "a rounded decimal, not 36π"),
        ("phr_ok", "B", "hash", W_SPH + r"Volume: #### 36\pi", "a phrase marker then #### with the gold"),
        ("unit_sq", "A", "minerva", W_SPH + minerva_end(r"$36\pi$ square units"), "an area unit on a volume"),
        ("neg_tbc", "A", "tag", ze(T_SPH, r"$36\pi$ (to be confirmed)"), "the value marked unconfirmed"),
        ("ret_tag", "A", "tag", zk(T_SPH, r"36\pi", r"¶Self-check failed: the formula is \frac{4}{3}\pi r^2, so 12\pi.¶<answer>12\pi</answer>"), "a false formula after the tag and a second tag with 12π"),
        ("quo_none", "N", "none", "> The answer is $36\\pi$.¶That line is a classmate's; I haven't derived the volume, so I'll leave it.", "a quoted answer line, then a refusal: no_answer"),
        ("tag_cube", "A", "tag", zl(T_SPH, "The radius cubed is 27."), "the tag gives r^3"),
        ("tag_eq", "A", "tag", zd(r"V = (4/3)\pi r^2", r"$V = \frac{4}{3}\pi(3)^2 = 12\pi$"), "an equation chain in the tag ending on 12π (r^2 for r^3)"),
        ("phr_nopi", "A", "hash", W_SPH + "Volume => #### 36", "a phrase marker then #### with π dropped"),
     ]),
    ("inq", r"(-\infty,-3]",
     r"Solve $5 - 2x \ge 11$. Give your answer in interval notation.",
     [
        ("near_end", "A", "tag", zc(T_INQ, r"(-\infty, -3 + 10^{-60}]"), "the endpoint 10^-60 off"),
        ("near_open", "A", "boxed", W_INQ + qwen_end(r"(-\infty, -3)"), "the open interval: −3 left out"),
        ("neg_hedge", "A", "tag", ze(T_INQ, r"$(-\infty, -3]$, unless the endpoint is excluded"), "a second set offered as a hedge"),
        ("unit_m", "A", "minerva", W_INQ + minerva_end(r"$(-\infty, -3]$ metres"), "a unit on a set of pure numbers"),
        ("ret_tag", "A", "tag", zk(T_INQ, r"(-\infty, -3]", r"¶I forgot: dividing by a negative doesn't flip here, so x \ge -3.¶<answer>[-3, \infty)</answer>"), "a false rule after the tag and a second tag with [−3, ∞)"),
        ("quo_key", "A", "boxed", r"The answer key lists \((-\infty, -3]\), but I get \(x \ge -3\), so \(\boxed{[-3, \infty)}\).", "the key is reported; the model's own box is [−3, ∞)"),
        ("quo_cut", "N", "truncated", r"The textbook's worked answer reads \(\boxed{(-\infty, -3]}\).¶Redoing it on my own: \(-2x \ge 6\), so dividing by", "the textbook's box is quoted, then a cut before the model's own value: no_answer"),
        ("tag_bound", "A", "tag", zl(T_INQ, "The boundary point is $-3$."), "the tag gives the boundary point, not the set"),
        ("tag_ok", "B", "tag", zd(T_INQ, r"$x \in (-\infty, -3]$"), "membership in the gold interval"),
        ("phr_sign", "A", "hash", r"\(-2x \ge 6\), so \(x \le 3\).¶Solution interval: #### (-\infty, 3]", "a phrase marker then #### with a sign slip"),
     ]),
    ("lev", "30",
     r"How many distinct arrangements of the letters in the word LEVEL are there?",
     [
        ("near_gamma", "A", "tag", zc(T_LEV, r"\frac{\Gamma(6)}{4} + 10^{-30}"), "Γ(6)/4 = 30, plus 10^-30: not 30"),
        ("phr_dec", "A", "hash", W_LEV + "Distinct arrangements: #### 29.999999999", "a phrase marker then #### with a decimal 10^-9 short of 30"),
        ("neg_tent", "A", "boxed", W_LEV + qbox(r"30 \text{ (tentative)}"), "the box marks the value tentative"),
        ("unit_usd", "A", "minerva", W_LEV + minerva_end("$30$ dollars"), "money on a count of arrangements"),
        ("ret_tag", "A", "tag", zk(T_LEV, "30", "¶Correction to the count: only the L repeats, 5!/2! = 60.¶<answer>60</answer>"), "a false correction after the tag and a second tag with 60"),
        ("ret_ok", "B", "boxed", r"\(\frac{5!}{2!} = 60\), so \(\boxed{60}\).¶I forgot the E's repeat too: \(\frac{60}{2} = \boxed{30}\).", "a wrong first box corrected to the gold"),
        ("quo_parts", "A", "tag", ze(T_LEV, "30 for part (a), 120 for part (b)"), "invented parts in the tag: the question has one part"),
        ("quo_none", "N", "none", "A hint says \"the final answer is \\(\\boxed{30}\\)\".¶I can't reproduce that yet, so no answer from me.", "the hint's box is quoted, then a refusal: no_answer"),
        ("tag_fact", "A", "tag", zl(T_LEV, "$5! = 120$"), "an equation in the tag ending on 5!"),
        ("phr_all", "A", "tag", zd("5! = 120", "Arrangements => #### 120"), "a phrase marker then #### in the tag, repeats ignored"),
     ]),
    ("geo", "384",
     r"What is the 8th term of the geometric sequence $3, 6, 12, 24, \ldots$?",
     [
        ("near_pow", "A", "tag", zc(T_GEO, r"3 \cdot 2^{7 + 10^{-40}}"), "3 · 2^(7 + 10^-40) is not 384"),
        ("near_ok", "B", "boxed", W_GEO + qbox(r"3 \cdot 2^{7}"), "3 · 2^7 is 384"),
        ("neg_cancelto", "A", "boxed", W_GEO + qbox(r"\cancelto{768}{384}"), "384 struck (\\cancelto) with 768 in its place"),
        ("unit_terms", "A", "minerva", W_GEO + minerva_end("$384$ terms"), "a count of terms, not a term's value"),
        ("ret_tag", "A", "tag", zk(T_GEO, "384", "¶Looking again, the 8th term takes 8 doublings: 3 × 2^8 = 768.¶<answer>768</answer>"), "'Looking again' after the tag and a second tag with 768"),
        ("ret_sum", "A", "hash", W_GEO + "#### 384¶Second opinion on my own work: the sum is meant, 3(2^8 − 1) = 765.¶#### 765", "a false reading after the #### and a new #### with the sum 765"),
        ("quo_sheet", "A", "boxed", r"The worksheet's answer row has \(384\); I count \(a_8 = 3 \cdot 2^8 = \boxed{768}\).", "the worksheet is reported; the model's own box is 768"),
        ("tag_ratio", "A", "tag", zl(T_GEO, "The common ratio is 2."), "the tag gives the ratio"),
        ("tag_a7", "A", "tag", zd(T_GEO, "$a_7 = 192$"), "the tag gives the 7th term"),
        ("phr_arrow", "A", "tag", ze("a_8 = 3 \\cdot 2^8 = 768", "Term 8 → #### 768"), "a phrase marker then #### in the tag with one doubling too many"),
     ]),
    ("rad", r"5\sqrt{5}",
     r"Simplify $\sqrt{45} + \sqrt{20}$.",
     [
        ("near_under", "A", "tag", zc(T_RAD, r"\sqrt{125 - 10^{-50}}"), "√(125 − 10^-50) is not 5√5"),
        ("near_dec", "A", "boxed", W_RAD + qwen_end("11.18"), "a rounded decimal, not 5√5"),
        ("neg_ok", "B", "tag", zl(T_RAD, r"$5\sqrt{5}$, not $\sqrt{65}$"), "the negation is of another value; the tag holds the gold"),
        ("neg_if", "A", "boxed", W_RAD + qbox(r"5\sqrt{5}") + r" (if I simplified \(\sqrt{20}\) correctly)", "a hedge after the box"),
        ("unit_kg", "A", "minerva", W_RAD + minerva_end(r"$5\sqrt{5}$ kg"), "a mass unit on a pure number"),
        ("ret_tag", "A", "tag", zk(T_RAD, r"5\sqrt{5}", r"¶I see an error: the roots multiply, 3\sqrt{5} \cdot 2\sqrt{5} = 30.¶<answer>30</answer>"), "'I see an error' after the tag and a second tag with 30 (a false rule)"),
        ("quo_notes", "A", "tag", ze(r"My class notes say 5\sqrt{5}, but I take \sqrt{20} = 4\sqrt{5}: 3\sqrt{5} + 4\sqrt{5} = 7\sqrt{5}", r"7\sqrt{5}"), "the notes are reported in the think block; the tag holds 7√5"),
        ("quo_user", "A", "boxed", r"\(\sqrt{45} + \sqrt{20} = \sqrt{65}\), so \(\boxed{\sqrt{65}}\)." + EOT_USER + r"Shouldn't it be \(5\sqrt{5}\)?", "the committed box is √65; the invented Llama 3 user turn naming 5√5 is not the model's statement"),
        ("tag_part", "A", "tag", zd(T_RAD, r"$\sqrt{45} = 3\sqrt{5}$"), "an equation in the tag ending on one term"),
        ("phr_ten", "A", "hash", r"\(\sqrt{45} + \sqrt{20} = 3\sqrt{5} + 2\sqrt{10}\)?¶Simplified sum: #### 5\sqrt{10}", "a phrase marker then #### with a mis-simplified radical"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_bottles_unit_thousand": (
        "accept",
        "'#### 54.5 thousand' states 54,500 with a scale word that multiplies the number it follows: "
        "an equal value in another form. A reader who takes only the bare number after #### (54.5), "
        "or holds any word after a GSM8K number against it, would reject it",
    ),
    "m_vtx_tag_point": (
        "reject",
        "the tag answers 'the vertex is (3, 0)', a point, where the y-coordinate alone is asked: "
        "another quantity, whose second coordinate happens to be the gold. A lenient reader would "
        "say the point contains the asked coordinate and accept it",
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
    write_probes("adversarial_redteam270", CASES, [], DECISIONS)
    summary()
