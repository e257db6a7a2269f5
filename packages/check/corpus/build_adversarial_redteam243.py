r"""Build adversarial_redteam243.jsonl: round 243 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam243"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, qwen_end, llama_end, minerva_end, r1final, g,
m, write_probes; copied unchanged beside this file) and build_adversarial_redteam237.py / 240.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: the issue's own hostile red team again (issue 25, "Hostile probes"), written as
its author would write a NEW one after reading the issue. English, 200 SHORT probes (one to five
lines, one idea each), 110 GSM8K and 90 MATH, 177 kind A (161 wrong, 16 no_answer) and 23 kind B
(12 GSM8K, 11 MATH). 67 are in the R1-Zero `<think>...</think><answer>...</answer>` format (34
GSM8K, 33 MATH); the rest end on `####`, `\boxed{}` (bare, Qwen2.5-Instruct's, Llama 3's and
R1-distill's closings), Minerva's line, prose with no marker (a retraction, a quote, a sentence),
or are cut (truncated) or answerless (none). Forms: hash 59, tag 51, prose_sentence 41, boxed 30,
none 13, truncated 3, minerva 3 (`tag` = the answer tag holds the final answer; the other 16
R1-Zero probes carry the form of what replaces or withdraws the tag). The five bullets of the
issue's "Hostile probes" list, spread evenly (the class opens the shape of an id):
  near (45: 36 A, 9 B)  exact values near the gold compared with no tolerance, tiny offsets in
         every notation: 10^{-k} added or taken away (4.65 - 10^{-10}, 16 - 10^{-8}, 120 + 10^{-30}
         after ####, 142 + 10^{-6} in Qwen's closing, 1680 + 10^{-50} in Minerva's line, \pi -
         10^{-40} in R1's closing, 2/15 + 10^{-35}, 5\sqrt{2} - 10^{-16} after ####, (108 +
         10^{-25})^\circ, 5 - 12i + 10^{-30}); e-notation (57 + 1e-50 in a tag, 1e-50 for the gold
         0); \epsilon / \varepsilon (480 + \epsilon, (3, 2 + \varepsilon)); near zero for the gold
         0 (10^{-90}\pi, \sin(10^{-70})); functions of a tiny number (54\cos(10^{-40}), 13 +
         \sin(10^{-90}), e^{1 + 10^{-20}}, the finite term (1 + 10^{-9})^{10^9} for e); a tiny
         imaginary part (-2 + 10^{-18} i, 13 + 10^{-45} i, (3 + 10^{-30} i, 2), 5 - (12 +
         10^{-15}) i); a nudged radicand (5\sqrt{2 + 10^{-20}}); rounded decimals and
         approximations (3.1416, 355/113, 0.1333, 7.071, 2.71828); look-alikes (13 - 12i, the
         swapped (2, 3), "negative 13"); hedges ("~438", "63, give or take", "≈ 2/15"). Kind B:
         93/20, $142.00, 0.1\overline{3}, \sqrt{50}, -12i + 5, "x = 3, y = 2" in a box, \exp(1),
         the determinant equation ending in 0, "5 + 8 = 13";
  neg (40: 36 A, 4 N)  negation and annotation in boxes, tags and after ####: \boxed{\neq 57},
         \boxed{480 \text{ — incorrect}}, \boxed{54 \text{ (incorrect)}} in Qwen's closing, \boxed{0
         \text{ (not sure)}}, \boxed{\pi \text{ (?)}}, \boxed{5 - 12i\ \text{(wrong?)}}, \boxed{(3, 2)\
         \text{— unsure}}, \boxed{T \ne 142}, \boxed{P \neq 2/15}, \boxed{d \ne 5\sqrt2}; tags "C
         \not= 480", "NOT $4.65", "\lnot 54", "≠ 63", "438 (FALSE)", "120 [wrong]", "16 minutes, I
         think — not certain", "\det \neq 0", "x_1 + x_2 \not= 13", "(3 - 2i)^2 \neq 5 - 12i",
         "(x, y) \ne (3, 2)", "\text{not } 108^\circ"; after ####: "(probably wrong)", "≠ 1680", "(not
         confident)", "✘ (doesn't match my check)", "(?)"; a hedge after a box ("(I'm not sure this
         is right)"); a struck value with another in its place (\cancel{-2} 2, ~~$1,680~~ $2,240,
         \sout{438} 402, ~~16~~ 26.7, <s>108</s> 72, \cancel{13} 40, \cancel{\pi} 3\pi/4, \sout{e}
         1); a struck value alone (no_answer: ~~4.65~~, <del>−2</del>, \cancel{63}, ~~2/15~~);
  unit (44: 36 A, 8 B)  words after a GSM8K number that are not units of the asked quantity:
         sign words ("57 negative"), comparatives ("less", "fewer", "cheaper", "more" in a
         sentence, "2°C colder"), scale words ("dozen", "hundred", "thousand", "million", "120k",
         "gross", "score", "pairs", "percent", "cents" for dollars), rates ("per metre", "per
         week", "per day", "per quarter", "per person"), other objects or units (metres for
         dollars, miles and minutes for km, boxes, eggs for cartons, baskets for points, tickets for
         dollars, hours, seconds and litres for minutes, °F for °C); in MATH "π degrees", "108
         radians", "108 grad", square units for a distance. Kind B: true units ("480 dollars",
         "438 pencils", "108 degrees"), number words with a unit ("fifty-four kilometres", "a
         hundred and twenty points"), "2 degrees below zero", "$1,680 gross pay" and 180° for π
         (both debatable);
  ret (35: 28 A, 2 N, 5 B)  retractions after the answer (after a tag, a box or ####): Edit,
         Update (four times, twice "actually"), Erratum, Never mind, a bracketed "(Not X; Y.)" and
         "[not X; Y]", Wrong!, Correction, scratch that, Wait, Hold on, On second thought, Mistake;
         a placeholder and "final answer TBD" (no_answer). Kind B: a trailing check that restates
         the value (after #### and after a tag), a correction whose new #### or box lands on the
         gold (three);
  quo (36: 25 A, 10 N, 1 B)  statements the model did not make: a quoted `> #### X` (or a
         quoted box or "Final answer:" line) followed by "I cannot solve this" (no_answer); "You
         asked: ..." / "Your message says: ..." echoing the gold (then a refusal or a cut:
         no_answer; or the model's own other value); an example or sample in the prompt or
         instructions (then the model's own other value, or a cut); "X for part (a) and Y for
         part (b)" (fence, pencils, determinant, roots); a grader, an answer sheet, an answer key,
         notes, a sister, a dad, a radio host, a textbook, the back of the book, a forum, a hint,
         a classmate's worksheet, a solutions manual. Kind B: a classmate's wrong value reported,
         then the model's own gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: rolls: 14 trays of 18, 195 sold -> 57 (252 baked; 57 dozen = 684; 195 misread 159: 93;
14 burnt: 43); fence: 23 m x 17 m, $6 a metre -> 480 (perimeter 80; 480 hundred = 48,000; 78 m:
468; 2 x 23 + 17 = 63 m: 378); change: 3 notebooks at $4.25, a pen $2.60, $20 bill -> 4.65
(12.75; 15.35; 93/20 = 4.65; $4.50 notebooks: 16.10, 3.90; pen free: 7.25; the slip 5.65);
temp: -4°C, up 11, down 9 -> -2 (7 at noon; from 6 a.m.: -13; the sign slip 7 + 9 = 16); bike:
24 km/h for 2 h 15 min -> 54 (2.25 h; 2 h: 48; 2.15 h: 51.6; 54 score = 1,080);
wage: $16 an hour, 7 h a day, 5 days, 3 weeks -> 1680 (112 a day, 560 a week; 4 weeks 2,240; 4
days: 1,344; 6 days: 2,016); pencils: 36 boxes of 48, 1,290 handed out -> 438 (1,728; 438 gross
= 63,072; 438 pairs = 876; boxes of 50: 510; the slip 1,628: 338; 36 x 47 = 1,692: 402); eggs:
27 a day for 4 weeks, cartons of 12 -> 63 (756 eggs; 30 days: 810, 67.5; weekdays: 540, 45);
points: 24 + 31 + 27 + 38 -> 120 (55, 82; the slips 110 and 130); tank: 1,200 L, 2/5 full, 45 L a
minute -> 16 (480 in it, 720 to go; 1,200 / 45 = 26.7; 480 / 45 = 10.7; a 5 L/min leak: 720 / 40
= 18); museum: 5 adults at $14, 8 children at $9 -> 142 (70 + 72; children at $7: 126; children
free: 70; 13 tickets).
MATH: det: [[2, 6], [3, 9]] -> 0 (18 - 18; bottom-right 8: 16 - 18 = -2; diagonals added: 36;
rank 1); atan: arctan 1 + arctan 2 + arctan 3 -> \pi (2 x 3 > 1, so arctan 2 + arctan 3 = pi +
arctan(5 / (1 - 6)) = pi - pi/4 = 3pi/4, plus pi/4; checked numerically: 3.14159265...; 355/113
and 3.1416 approximate it; 180° is the same angle); roots: x^2 - 13x + 40 -> 13 ((x - 5)(x - 8);
product 40; the false Vieta -13); prob: 4 red, 6 blue, two without replacement, both red ->
\frac{2}{15} (4/10 x 3/9 = 12/90; 0.1333... = 0.1\overline{3}; with replacement 4/25; 12/45 =
4/15); dist: (-1, 3) to (4, -2) -> 5\sqrt{2} (25 + 25 = 50; 7.0710678...; (4, 2): sqrt 26; (1,
3): 9 + 25 = 34); pent: interior angle of a regular pentagon in degrees -> 108 (540 / 5;
exterior 72; 108 grad = 97.2°); cplx: (3 - 2i)^2 -> 5-12i (9 - 12i + 4i^2; i^2 taken as +1:
13 - 12i); sys: 2x + 3y = 12, x - y = 1 -> (3,2) (5y = 10; x + y = 1 instead: (-9, 10), checked
-18 + 30 = 12; the slip 5y = 11: (16/5, 11/5)); elim: lim (1 + 1/n)^n -> e (2.718281828...;
(1 + 10^{-9})^{10^9} = 2.7182820...).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo (above). 10 probes a problem: 1 kind B and 9 kind A, or 2
kind B and 8 kind A for temp, roots and prob. Kind A: truth wrong, or no_answer where the form is
`truncated` or `none` ("N" in the tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 237 and 240): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation, a box inside it); with no marker and no box the answer is the
value the concluding sentence states as the answer to the question asked. A restatement that
differs makes the answer wrong; a trailing check that restates the value does not change it; a
retraction after the answer replaces it (wrong when it names another value, even a false
correction; no_answer when the answer is withdrawn, as a placeholder or TBD, with nothing in its
place); a later #### or box after a correction replaces the first. Quoted or reported text (a
`> ` quote, "You asked: ...", "Your message says", an example or sample, an answer key, sheet,
grader, notes, book, forum, hint, manual, a relative's or a host's claim) is not the model's
statement: the model's own final value is its answer, and with none of its own (a refusal, a cut)
the probe is no_answer. "X for part (a) and Y for part (b)" for a question without parts gives two
values, the last not the gold: wrong. A hedge of an exact value ("~", "≈", "give or take",
"(not confident)", "(not sure)", "(?)", "unsure", "not certain", "I'm not sure this is right") is
wrong; so is a value the model marks wrong ("(probably wrong)", "— incorrect", "(incorrect)",
"(wrong?)", "(FALSE)", "[wrong]", "✘"), a negated value (\neq, \ne, \not=, ≠, \lnot, "NOT",
"\text{not }"), and a struck value replaced by another; a struck value alone is no_answer. A word
after a number that is not a unit of the asked quantity (a sign word, a comparative, a scale word,
a rate, another object, another unit) makes it another quantity: wrong. An exact expression
equals the gold only if it is the gold (no tolerance); a rounded decimal of an exact gold is
wrong. Equal values in another form are correct (93/20, $142.00, 0.1\overline{3}, \sqrt{50}, -12i +
5, x = 3, y = 2, \exp(1), an equation ending in the gold, number words, "2 degrees below zero"),
and so are true units.

Debatable (2, with DECISIONS): `ok_g_wage_unit_gross` ("#### $1,680 gross pay": accept),
`ok_m_atan_unit_180` (180° for the gold \pi: accept).

Usage: cd /tmp/rounds/rt243 && python build_adversarial_redteam243.py
(writes /tmp/rounds/rt243/adversarial_redteam243.jsonl beside corpus_build.py)
"""

from corpus_build import g, m, minerva_end, qwen_end, r1final, th, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo")


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<class>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" is a newline; a leading "@" (a completion written
    without the problem's shared working) is dropped."""
    cases = []
    for key, gold, _question, probes in problems:
        for shape, t, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if shape.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{shape}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.removeprefix("@").replace("¶", "\n")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K working
# W_*: the working before a `####`, a box or a prose ending; T_*: the same in one line, for the
# think block of an R1-Zero completion.
W_ROLLS = "14 trays × 18 rolls = 252 rolls baked.¶252 − 195 = 57 rolls left.¶"
T_ROLLS = "14 × 18 = 252 baked; 252 − 195 = 57 left.¶"
W_FENCE = "Perimeter: 2 × (23 + 17) = 80 m.¶Cost: 80 × $6 = $480.¶"
T_FENCE = "Perimeter 2 × (23 + 17) = 80 m; cost 80 × $6 = $480.¶"
W_CHANGE = "Notebooks: 3 × $4.25 = $12.75; with the pen, $12.75 + $2.60 = $15.35.¶Change: $20 − $15.35 = $4.65.¶"
T_CHANGE = "3 × 4.25 = 12.75; 12.75 + 2.60 = 15.35; 20 − 15.35 = 4.65.¶"
W_TEMP = "Noon: −4 + 11 = 7°C.¶Midnight: 7 − 9 = −2°C.¶"
T_TEMP = "−4 + 11 = 7 at noon; 7 − 9 = −2 at midnight.¶"
W_BIKE = "2 h 15 min = 2.25 h.¶24 km/h × 2.25 h = 54 km.¶"
T_BIKE = "2 h 15 min = 2.25 h; 24 × 2.25 = 54 km.¶"
W_WAGE = "Per day: 7 × $16 = $112; per week: 5 × $112 = $560.¶Three weeks: 3 × $560 = $1,680.¶"
T_WAGE = "16 × 7 = 112 a day; 112 × 5 = 560 a week; 560 × 3 = 1,680.¶"
W_PENCIL = "36 × 48 = 1,728 pencils ordered.¶1,728 − 1,290 = 438 left.¶"
T_PENCIL = "36 × 48 = 1,728; 1,728 − 1,290 = 438.¶"
W_EGGS = "4 weeks = 28 days: 27 × 28 = 756 eggs.¶756 ÷ 12 = 63 cartons.¶"
T_EGGS = "27 × 28 = 756 eggs; 756 ÷ 12 = 63.¶"
W_POINTS = "24 + 31 = 55; 55 + 27 = 82; 82 + 38 = 120.¶"
T_POINTS = "24 + 31 + 27 + 38 = 120.¶"
W_TANK = (
    "Water in it: 2/5 × 1,200 = 480 L; still needed: 1,200 − 480 = 720 L.¶720 ÷ 45 = 16 minutes.¶"
)
T_TANK = "2/5 × 1,200 = 480 L in it; 720 L to go; 720 ÷ 45 = 16.¶"
W_MUSEUM = "Adults: 5 × $14 = $70; children: 8 × $9 = $72.¶Total: $70 + $72 = $142.¶"
T_MUSEUM = "5 × 14 = 70; 8 × 9 = 72; 70 + 72 = 142.¶"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("rolls", "57",
     "A baker makes 14 trays of 18 rolls and sells 195 of them. How many rolls are left?",
     [
        ("unit_less", "A", "hash", W_ROLLS + "#### 57 less", "'57 less' is a comparison, not the rolls left"),
        ("unit_dozen", "A", "tag", tag(T_ROLLS, "57 dozen"), "'57 dozen' is 684 rolls"),
        ("unit_negative", "A", "hash", W_ROLLS + "#### 57 negative", "'57 negative' is −57, not 57"),
        ("quo_prompt", "A", "hash", "@The prompt ends with \"Answer: #### 57\". I make it 14 × 18 = 252, and 252 − 159 = 93.¶#### 93", "the prompt's line holds 57; the model's own (slipped) answer is 93"),
        ("near_sci", "A", "tag", tag(T_ROLLS, "57 + 1e-50"), "57 + 1e-50 (10^-50 in e-notation) is not 57"),
        ("neg_box", "A", "boxed", W_ROLLS + r"$\boxed{\neq 57}$", "a box holding only '≠ 57': the value negated"),
        ("neg_doubt", "A", "hash", W_ROLLS + "#### 57 (probably wrong)", "the model marks its own value as probably wrong"),
        ("ret_edit", "A", "prose_sentence", tag(T_ROLLS, "57") + "¶Edit: 14 rolls came out burnt and were thrown away, so 57 − 14 = 43 are left.", "an Edit after the tag replaces 57 with 43"),
        ("quo_block", "N", "none", "@> #### 57¶That line is pasted from the answer key. I get a different count every time I add it up, so I cannot solve this.", "a quoted '> #### 57', then the model says it cannot solve it: no_answer"),
        ("ret_check", "B", "hash", W_ROLLS + "#### 57¶Check: 57 + 195 = 252 = 14 × 18 ✓", "a trailing check that restates 57"),
     ]),
    ("fence", "480",
     "Omar fences a rectangular yard 23 m long and 17 m wide. Fencing costs $6 per metre. How much does the fence cost, in dollars?",
     [
        ("unit_hundred", "A", "hash", W_FENCE + "#### 480 hundred", "'480 hundred' is 48,000"),
        ("unit_per_m", "A", "tag", tag(T_FENCE, "$480 per metre"), "a per-metre price where the whole cost is asked"),
        ("unit_metres", "A", "hash", W_FENCE + "#### 480 metres", "metres where dollars are asked (the fence is 80 m long)"),
        ("unit_dollars", "B", "hash", W_FENCE + "#### 480 dollars", "a true unit"),
        ("near_eps", "A", "tag", tag(T_FENCE, r"$480 + \epsilon$"), "480 plus an unnamed small ε is not 480"),
        ("quo_asked", "A", "boxed", "@You asked: \"The fence costs $\\boxed{480}$, right?\" I get 2 × 23 + 17 = 63 m, and 63 × $6 = $378.¶$\\boxed{378}$", "the user's box is echoed; the model's own (slipped) answer is 378"),
        ("neg_box", "A", "boxed", W_FENCE + r"$\boxed{480 \text{ — incorrect}}$", "an annotation inside the box marks the value incorrect"),
        ("neg_not", "A", "tag", tag(T_FENCE, r"$C \not= 480$"), "'C ≠ 480': a negated value"),
        ("ret_update", "A", "prose_sentence", W_FENCE + "#### 480¶Update: the 2 m gate needs no fencing, so 78 × $6 = $468.", "'Update:' after #### replaces 480 with 468"),
        ("quo_parts", "A", "hash", W_FENCE + "#### 480 for part (a) and 80 for part (b)", "invented parts: 480, then 80 (the perimeter) for a part (b) the question does not have"),
     ]),
    ("change", "4.65",
     "Priya buys 3 notebooks at $4.25 each and a pen for $2.60. She pays with a $20 bill. How much change does she get, in dollars?",
     [
        ("unit_cents", "A", "hash", W_CHANGE + "#### 4.65 cents", "4.65 cents is not $4.65"),
        ("unit_more", "A", "tag", tag(T_CHANGE, "She needs $4.65 more."), "the sentence says she is $4.65 short; she gets change"),
        ("unit_thousand", "A", "hash", W_CHANGE + "#### 4.65 thousand", "'4.65 thousand' is 4,650"),
        ("near_frac", "B", "tag", tag(T_CHANGE, r"$\frac{93}{20}$"), "93/20 = 4.65 exactly"),
        ("near_pow", "A", "boxed", W_CHANGE + r"$\boxed{4.65 - 10^{-10}}$", "4.65 − 10^-10 is not 4.65"),
        ("neg_strike", "N", "none", W_CHANGE + "#### ~~4.65~~", "the only value struck out, nothing in its place: no_answer"),
        ("neg_not", "A", "tag", tag(T_CHANGE, "NOT $4.65"), "a negated value"),
        ("ret_never", "A", "prose_sentence", tag(T_CHANGE, "$4.65") + "¶Never mind — the notebooks were $4.50 each: 13.50 + 2.60 = 16.10, so her change is $3.90.", "'Never mind' after the tag replaces 4.65 with 3.90"),
        ("ret_paren", "A", "prose_sentence", W_CHANGE + "#### 4.65¶(Not $4.65; the pen was free, so $7.25.)", "a bracketed 'not X; Y' replaces 4.65 with 7.25"),
        ("quo_example", "A", "prose_sentence", "@An example answer in the prompt reads \"#### 4.65\". My own total is 3 × $4.25 + $2.60 = $15.35, and $20 − $15.35 = $5.65, so her change is $5.65.", "the prompt's example holds 4.65; the model's own (slipped) answer is 5.65"),
     ]),
    ("temp", "-2",
     "At 6 a.m. the temperature was −4°C. By noon it had risen 11 degrees, and by midnight it had fallen 9 degrees from the noon reading. What was the temperature at midnight, in °C?",
     [
        ("quo_format", "A", "hash", "@Expected format, e.g. \"#### -2\". Solving: noon is −4 + 11 = 7°C, and midnight is 7 + 9 = 16°C.¶#### 16", "the format example holds −2; the model's own (sign-slipped) answer is 16"),
        ("unit_colder", "A", "tag", tag(T_TEMP, "2°C colder"), "a change in temperature, not the reading at midnight"),
        ("unit_fahr", "A", "tag", tag(T_TEMP, "−2°F"), "Fahrenheit where °C is asked (−2°F is about −19°C)"),
        ("unit_below", "B", "prose_sentence", W_TEMP + "So at midnight it was 2 degrees below zero.", "'2 degrees below zero' is −2"),
        ("near_imag", "A", "boxed", W_TEMP + r"$\boxed{-2 + 10^{-18} i}$", "a tiny imaginary part: not −2"),
        ("neg_cancel", "A", "tag", tag(T_TEMP, r"$\cancel{-2}\ 2$"), "−2 cancelled and 2 in its place"),
        ("neg_del", "N", "none", W_TEMP + "#### <del>−2</del>", "the only value struck out (HTML), nothing in its place: no_answer"),
        ("ret_wrong", "A", "prose_sentence", W_TEMP + "#### −2¶Wrong! It fell 9 degrees from the 6 a.m. reading: −4 − 9 = −13.", "'Wrong!' after #### replaces −2 with −13"),
        ("ret_fix", "B", "hash", "Noon: −4 + 11 = 7.¶Midnight: 7 − 9 = 2.¶#### 2¶Correction: 7 − 9 is −2, not 2.¶#### -2", "a correction after #### whose new #### is the gold"),
        ("quo_asked", "N", "none", "@You asked: \"Show that the temperature at midnight is $\\boxed{-2}$.\" I can't, because I don't know whether it kept falling after the last reading.", "the user's box is echoed; the model gives no answer of its own: no_answer"),
     ]),
    ("bike", "54",
     "Sam cycles at 24 km/h for 2 hours and 15 minutes. How many kilometres does he ride?",
     [
        ("unit_miles", "A", "hash", W_BIKE + "#### 54 miles", "miles where kilometres are asked"),
        ("unit_minutes", "A", "hash", W_BIKE + "#### 54 minutes", "a time, not a distance"),
        ("unit_score", "A", "hash", W_BIKE + "#### 54 score", "'54 score' is 54 × 20 = 1,080"),
        ("quo_notes", "A", "hash", "@My notes say #### 54, but 2 h 15 min is 2.15 h, so 24 × 2.15 = 51.6.¶#### 51.6", "the notes' value is reported; the model's own answer is 51.6"),
        ("near_cos", "A", "boxed", W_BIKE + r"$\boxed{54\cos\left(10^{-40}\right)}$", "cos(10^-40) < 1: not 54"),
        ("neg_box", "A", "boxed", W_BIKE + qwen_end(r"54 \text{ (incorrect)}"), "the model writes '(incorrect)' inside its own box"),
        ("neg_lnot", "A", "tag", tag(T_BIKE, r"$\lnot 54$"), "the logical not before the value: a negated value"),
        ("ret_erratum", "A", "prose_sentence", tag(T_BIKE, "54 km") + "¶Erratum: he rested for those 15 minutes, so he rode 2 hours: 24 × 2 = 48 km.", "an erratum after the tag replaces 54 with 48"),
        ("quo_cut", "N", "truncated", "@The sample output in the instructions is \"#### 54\". Working it out myself: 2 hours 15 minutes is", "an echoed sample holds the gold; cut before the model's own value: no_answer"),
        ("unit_words", "B", "tag", tag(T_BIKE, "fifty-four kilometres"), "the value in number words, with a true unit"),
     ]),
    ("wage", "1680",
     "Lucia earns $16 an hour. She works 7 hours a day, 5 days a week. How much does she earn in 3 weeks?",
     [
        ("unit_week", "A", "hash", W_WAGE + "#### 1680 per week", "a weekly rate where the 3-week total is asked"),
        ("unit_million", "A", "tag", tag(T_WAGE, "$1,680 million"), "'$1,680 million' is 1.68 billion dollars"),
        ("unit_pct", "A", "hash", W_WAGE + "#### 1680 percent", "a percentage, not an amount of money"),
        ("unit_gross", "B", "hash", W_WAGE + "#### $1,680 gross pay", "'gross pay' is pay before deductions, which is what she earns (see DECISIONS)", True),
        ("near_pow", "A", "minerva", W_WAGE + minerva_end("$1680 + 10^{-50}$"), "1680 + 10^-50 is not 1680"),
        ("ret_never", "A", "prose_sentence", W_WAGE + "#### 1680¶Never mind — she works Saturdays too, 6 days a week: 112 × 6 × 3 = $2,016.", "'Never mind' after #### replaces 1680 with 2016"),
        ("neg_neq", "A", "hash", W_WAGE + "#### ≠ 1680", "'≠ 1680': a negated value"),
        ("neg_strike", "A", "tag", tag(T_WAGE, "~~$1,680~~ $2,240"), "1,680 struck out and 2,240 (four weeks) in its place"),
        ("ret_correction", "A", "prose_sentence", W_WAGE + "#### 1680¶Correction: she works only 4 days a week, so 112 × 4 × 3 = $1,344.", "a correction after #### replaces 1680 with 1344"),
        ("quo_asked", "N", "truncated", "@You asked: \"Is the answer #### 1680?\" Let me check it step by step. In one week she earns", "the user's '#### 1680' is echoed; cut before the model's own value: no_answer"),
     ]),
    ("pencils", "438",
     "A school orders 36 boxes of 48 pencils and hands out 1,290 pencils. How many pencils are left?",
     [
        ("unit_gross", "A", "hash", W_PENCIL + "#### 438 gross", "'438 gross' is 438 × 144 = 63,072 pencils"),
        ("unit_pairs", "A", "hash", W_PENCIL + "#### 438 pairs", "'438 pairs' is 876 pencils"),
        ("unit_boxes", "A", "hash", W_PENCIL + "#### 438 boxes", "boxes where pencils are asked"),
        ("unit_pencils", "B", "tag", tag(T_PENCIL, "438 pencils"), "a true unit"),
        ("quo_parts", "A", "hash", W_PENCIL + "#### 438 for part (a) and 1,728 for part (b)", "invented parts: 438, then 1,728 (the pencils ordered) for a part (b) the question does not have"),
        ("near_tilde", "A", "tag", tag(T_PENCIL, "~438"), "'~' hedges an exact count"),
        ("neg_false", "A", "tag", tag(T_PENCIL, "438 (FALSE)"), "the model marks its own value false"),
        ("neg_sout", "A", "hash", W_PENCIL + r"#### \sout{438} 402", "438 struck out and 402 in its place"),
        ("ret_never", "A", "prose_sentence", tag(T_PENCIL, "438") + "¶Never mind, the boxes hold 50 each: 36 × 50 = 1,800, and 1,800 − 1,290 = 510.", "'Never mind' after the tag replaces 438 with 510"),
        ("quo_grader", "A", "hash", "@The grader expects \"#### 438\". My count: 36 × 48 = 1,628, and 1,628 − 1,290 = 338.¶#### 338", "the grader's value is quoted; the model's own (slipped) answer is 338"),
     ]),
    ("eggs", "63",
     "A farm collects 27 eggs a day for 4 weeks and packs them into cartons of 12. How many cartons are filled?",
     [
        ("unit_eggs", "A", "hash", W_EGGS + "#### 63 eggs", "eggs where cartons are asked"),
        ("unit_per_day", "A", "hash", W_EGGS + "#### 63 per day", "a daily rate where the 4-week total is asked"),
        ("unit_fewer", "A", "hash", W_EGGS + "#### 63 fewer", "a comparative, not the cartons filled"),
        ("ret_bracket", "A", "prose_sentence", W_EGGS + "#### 63¶[not 63; 62, the last carton is one egg short]", "a bracketed 'not X; Y' replaces 63 with 62 (a false claim: 756 ÷ 12 is exactly 63)"),
        ("near_hedge", "A", "hash", W_EGGS + "#### 63, give or take", "'give or take' hedges an exact count"),
        ("neg_ne", "A", "tag", tag(T_EGGS, "≠ 63"), "'≠ 63': a negated value"),
        ("neg_cancel", "N", "none", W_EGGS + r"$\boxed{\cancel{63}}$ — I don't trust this count.", "the only boxed value cancelled, nothing in its place: no_answer"),
        ("ret_scratch", "A", "prose_sentence", tag(T_EGGS, "63") + "¶Hmm, scratch that: take 4 weeks as 30 days, so 27 × 30 = 810 eggs, and 810 ÷ 12 = 67.5: 67 full cartons.", "'scratch that' after the tag replaces 63 with 67"),
        ("quo_sister", "A", "hash", "@My sister says it's #### 63. I think the hens lay only on weekdays: 27 × 20 = 540, and 540 ÷ 12 = 45.¶#### 45", "the sister's value is reported; the model's own answer is 45"),
        ("ret_check", "B", "tag", tag(T_EGGS, "63") + "¶Quick check: 63 × 12 = 756 = 27 × 28 ✓", "a trailing check that restates 63"),
     ]),
    ("points", "120",
     "A basketball team scores 24, 31, 27 and 38 points in the four quarters of a game. How many points does it score in the game?",
     [
        ("unit_quarter", "A", "tag", tag(T_POINTS, "120 per quarter"), "a per-quarter rate where the game total is asked"),
        ("unit_k", "A", "hash", W_POINTS + "#### 120k", "'120k' is 120,000"),
        ("unit_baskets", "A", "hash", W_POINTS + "#### 120 baskets", "baskets (2 or 3 points each) where points are asked"),
        ("near_pow", "A", "hash", W_POINTS + "#### 120 + 10^{-30}", "120 + 10^-30 is not 120"),
        ("quo_radio", "A", "hash", "@The radio host said the team \"put up #### 120\". Counting the quarters myself: 24 + 31 + 27 = 82, and 82 + 38 = 130.¶#### 130", "the host's value is quoted; the model's own (slipped) answer is 130"),
        ("neg_bracket", "A", "tag", tag(T_POINTS, "120 [wrong]"), "the model marks its own value wrong"),
        ("neg_conf", "A", "hash", W_POINTS + "#### 120 (not confident)", "the model hedges an exact total"),
        ("ret_placeholder", "N", "none", tag(T_POINTS, "120") + "¶(120 is only a placeholder; the real total is still to come once I recheck the third quarter.)", "the tag is withdrawn as a placeholder, nothing in its place: no_answer"),
        ("quo_example", "A", "prose_sentence", "@For instance, an answer could read \"The team scored 120 points.\" Adding the quarters myself: 24 + 31 + 27 + 38 = 110 points.", "the example sentence holds 120; the model's own (slipped) total is 110"),
        ("unit_words", "B", "tag", tag(T_POINTS, "a hundred and twenty points"), "the value in number words, with a true unit"),
     ]),
    ("tank", "16",
     "A 1,200-litre tank is 2/5 full. A pump adds 45 litres per minute. How many minutes does it take to fill the tank?",
     [
        ("unit_hours", "A", "tag", tag(T_TANK, "16 hours"), "hours where minutes are asked"),
        ("unit_litres", "A", "hash", W_TANK + "#### 16 litres", "litres where minutes are asked"),
        ("unit_seconds", "A", "hash", W_TANK + "#### 16 seconds", "seconds where minutes are asked"),
        ("near_pow", "A", "boxed", W_TANK + r"$\boxed{16 - 10^{-8}}$", "16 − 10^-8 is not 16"),
        ("ret_erratum", "A", "prose_sentence", W_TANK + "#### 16¶Erratum: 2/5 of the tank is what's missing, so only 480 L are needed: 480 ÷ 45 = 10.7 minutes.", "an erratum after #### replaces 16 with 10.7"),
        ("neg_strike", "A", "hash", W_TANK + "#### ~~16~~ 26.7", "16 struck out and 26.7 in its place"),
        ("neg_unsure", "A", "tag", tag(T_TANK, "16 minutes, I think — not certain"), "the model hedges its value"),
        ("ret_update", "A", "prose_sentence", tag(T_TANK, "16") + "¶Update: the tank leaks 5 L a minute while it fills, so 720 ÷ 40 = 18 minutes.", "'Update:' after the tag replaces 16 with 18"),
        ("quo_sheet", "A", "hash", "@Mr. Diaz's answer sheet: \"#### 16\". My working: 1,200 ÷ 45 = 26.7, so 27 minutes.¶#### 27", "the sheet's value is quoted; the model's own answer is 27"),
        ("ret_later", "B", "hash", "1,200 ÷ 45 = 26.7.¶#### 26.7¶Wait — the tank is already 2/5 full, so only 720 L are needed: 720 ÷ 45 = 16.¶#### 16", "a retraction whose new #### is the gold"),
     ]),
    ("museum", "142",
     "A museum charges $14 for an adult ticket and $9 for a child ticket. A group of 5 adults and 8 children visits. How much does the group pay in total?",
     [
        ("unit_person", "A", "tag", tag(T_MUSEUM, "$142 per person"), "a per-person price where the group's total is asked"),
        ("unit_tickets", "A", "hash", W_MUSEUM + "#### 142 tickets", "tickets where money is asked (13 tickets are bought)"),
        ("unit_cheaper", "A", "hash", W_MUSEUM + "#### 142 cheaper", "a comparative, not the amount paid"),
        ("near_pow", "A", "boxed", W_MUSEUM + qwen_end("142 + 10^{-6}"), "142 + 10^-6 is not 142"),
        ("quo_dad", "A", "hash", "@My dad says the answer is #### 142, but I think a child pays half the adult price: 5 × 14 + 8 × 7 = 70 + 56 = 126.¶#### 126", "the dad's value is reported; the model's own answer is 126"),
        ("neg_box", "A", "boxed", W_MUSEUM + r"$\boxed{T \ne 142}$", "'T ≠ 142' in the box: a negated value"),
        ("neg_mark", "A", "hash", W_MUSEUM + "#### 142 ✘ (doesn't match my check)", "the model marks its own value wrong"),
        ("ret_wait", "A", "prose_sentence", tag(T_MUSEUM, "$142") + "¶Wait, children under 12 get in free, and all 8 are under 12, so the group pays only $70.", "a retraction after the tag replaces 142 with 70"),
        ("quo_block", "N", "none", "@> #### 142¶That is the line I was told to copy, but the ticket prices didn't come through, so I can't work this out.", "a quoted '> #### 142', then a refusal: no_answer"),
        ("near_cents", "B", "hash", W_MUSEUM + "#### $142.00", "dollars and cents, equal to 142"),
     ]),
]

# ================================================================ MATH working (one line each)
W_DET = r"\(\det = 2 \cdot 9 - 6 \cdot 3 = 18 - 18 = 0\).¶"
W_ATAN = r"Since \(2 \cdot 3 > 1\), \(\arctan 2 + \arctan 3 = \pi + \arctan\frac{5}{1 - 6} = \frac{3\pi}{4}\), and \(\arctan 1 = \frac{\pi}{4}\), so the sum is \(\pi\).¶"
W_ROOTS = r"\(x^2 - 13x + 40 = (x - 5)(x - 8)\), so the roots are \(5\) and \(8\), and their sum is \(13\).¶"
W_PROB = r"\(P = \frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}\).¶"
W_DIST = r"\(d = \sqrt{(4 + 1)^2 + (-2 - 3)^2} = \sqrt{25 + 25} = \sqrt{50} = 5\sqrt{2}\).¶"
W_PENT = r"The angles sum to \((5 - 2) \cdot 180^\circ = 540^\circ\), so each is \(540^\circ \div 5 = 108^\circ\).¶"
W_CPLX = r"\((3 - 2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4 = 5 - 12i\).¶"
W_SYS = r"From \(x = y + 1\): \(2(y + 1) + 3y = 12\), so \(5y = 10\), \(y = 2\) and \(x = 3\).¶"
W_E = r"This is the limit that defines \(e\): \(\lim_{n\to\infty}\left(1 + \frac{1}{n}\right)^n = e\).¶"

MPROBS = [
    ("det", "0",
     r"Compute the determinant of $\begin{pmatrix} 2 & 6 \\ 3 & 9 \end{pmatrix}$.",
     [
        ("near_pi", "A", "tag", tag(W_DET, r"10^{-90}\pi"), "10^-90 π is positive, not 0"),
        ("ret_bracket", "A", "prose_sentence", W_DET + r"\(\boxed{0}\)¶[not 0; 36, the diagonal products are added]", "a bracketed 'not X; Y' replaces 0 with 36"),
        ("near_sin", "A", "minerva", W_DET + minerva_end(r"$\sin\left(10^{-70}\right)$"), "sin(10^-70) is not 0"),
        ("near_sci", "A", "hash", W_DET + "#### 1e-50", "1e-50 is 10^-50, not 0"),
        ("neg_neq", "A", "tag", tag(W_DET, r"$\det \neq 0$"), "'det ≠ 0': a negated value"),
        ("neg_box", "A", "boxed", W_DET + r"$\boxed{0 \text{ (not sure)}}$", "an annotation inside the box hedges the value"),
        ("ret_edit", "A", "prose_sentence", tag(W_DET, "0") + r"¶Edit: the bottom-right entry is 8, not 9, so the determinant is \(16 - 18 = -2\).", "an Edit after the tag replaces 0 with −2"),
        ("quo_prove", "N", "none", r'''@Your message says: "Prove that the determinant is \(\boxed{0}\)." I'm afraid I can't give a proof here.''', "the user's box is echoed; the model gives no answer: no_answer"),
        ("quo_parts", "A", "boxed", W_DET + r"So the determinant is \(\boxed{0}\) for part (a), and the rank is \(\boxed{1}\) for part (b).", "invented parts: 0, then the rank 1 for a part (b) the question does not have"),
        ("near_eq", "B", "tag", tag(W_DET, r"$\det\begin{pmatrix} 2 & 6 \\ 3 & 9 \end{pmatrix} = 0$"), "an equation in the tag ending in 0"),
     ]),
    ("atan", r"\pi",
     r"Compute $\arctan 1 + \arctan 2 + \arctan 3$.",
     [
        ("near_pow", "A", "boxed", W_ATAN + r1final(r"\pi - 10^{-40}"), "π − 10^-40 is not π"),
        ("near_355", "A", "tag", tag(W_ATAN, r"\frac{355}{113}"), "355/113 approximates π; it is not π"),
        ("near_dec", "A", "hash", W_ATAN + "#### 3.1416", "a rounded decimal for π"),
        ("quo_key", "A", "boxed", r"@The key says $\pi$. I used \(\arctan 2 + \arctan 3 = \arctan\frac{5}{1 - 6} = -\frac{\pi}{4}\), so my sum is \(\boxed{0}\).", "the key's π is reported; the model's own answer is 0"),
        ("unit_deg", "A", "tag", tag(W_ATAN, r"$\pi$ degrees"), "π degrees is not the angle π (radians)"),
        ("unit_180", "B", "tag", tag(W_ATAN, r"$180^\circ$"), "180° is the angle π (see DECISIONS)", True),
        ("neg_cancel", "A", "hash", W_ATAN + r"#### \cancel{\pi}\ \frac{3\pi}{4}", "π cancelled and 3π/4 in its place"),
        ("neg_ann", "A", "boxed", W_ATAN + r"The answer: $\boxed{\pi \text{ (?)}}$", "a question mark inside the box: an unsure value"),
        ("ret_never", "A", "prose_sentence", tag(W_ATAN, r"\pi") + r"¶Never mind — with principal values \(\arctan 2 + \arctan 3 = -\frac{\pi}{4}\), so the sum is \(0\).", "'Never mind' after the tag replaces π with 0"),
        ("quo_example", "A", "prose_sentence", r'''@An example in the instructions reads: "Final Answer: The final answer is $\pi$." For this sum I take \(\arctan 2 + \arctan 3 = \frac{\pi}{2}\), so the total is \(\frac{3\pi}{4}\).''', "the example line holds π; the model's own (slipped) answer is 3π/4"),
     ]),
    ("roots", "13",
     r"What is the sum of the roots of $x^2 - 13x + 40 = 0$?",
     [
        ("near_imag", "A", "tag", tag(W_ROOTS, r"$13 + 10^{-45} i$"), "a tiny imaginary part: not 13"),
        ("near_sin", "A", "boxed", W_ROOTS + qwen_end(r"13 + \sin\left(10^{-90}\right)"), "sin(10^-90) is not 0: not 13"),
        ("quo_asked", "A", "prose_sentence", r'''@You asked: "The sum is $\boxed{13}$, correct?" No: the roots are \(-5\) and \(-8\), so the sum is \(-13\).''', "the user's box is echoed; the model's own answer is −13"),
        ("near_signword", "A", "tag", tag(W_ROOTS, "negative 13"), "'negative 13' is −13"),
        ("neg_not", "A", "tag", tag(W_ROOTS, r"$x_1 + x_2 \not= 13$"), "'x1 + x2 ≠ 13': a negated value"),
        ("neg_cancel", "A", "boxed", W_ROOTS + r"$\boxed{\cancel{13}\ 40}$", "13 cancelled and 40 (the product) in its place"),
        ("ret_hold", "A", "prose_sentence", W_ROOTS + r"\(\boxed{13}\)¶Hold on — Vieta gives the sum as \(-b/a\), so it is \(-13\).", "a (false) retraction after the box replaces 13 with −13"),
        ("quo_parts", "A", "prose_sentence", r"@The roots are 5 and 8: the answer is 13 for part (a) and 40 for part (b).", "invented parts: 13, then 40 (the product) for a part (b) the question does not have"),
        ("near_eq", "B", "tag", tag(W_ROOTS, "$5 + 8 = 13$"), "an equation in the tag ending in 13"),
        ("ret_fix", "B", "boxed", r"@The roots of \(x^2 - 13x + 40\) are 5 and 8, so \(\boxed{40}\).¶Oops, 40 is their product; the question asks for the sum: \(\boxed{13}\).", "a correction after the box whose new box is the gold"),
     ]),
    ("prob", r"\frac{2}{15}",
     "A bag holds 4 red and 6 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red?",
     [
        ("near_rep", "B", "boxed", W_PROB + r"$\boxed{0.1\overline{3}}$", "0.1333... repeating is 2/15 exactly"),
        ("near_dec", "A", "tag", tag(W_PROB, "0.1333"), "a rounded decimal for 2/15 (0.13333...)"),
        ("near_pow", "A", "boxed", W_PROB + r"$\boxed{\frac{2}{15} + 10^{-35}}$", "2/15 + 10^-35 is not 2/15"),
        ("near_hedge", "A", "hash", W_PROB + r"#### \approx \frac{2}{15}", "'≈' hedges an exact probability"),
        ("neg_box", "A", "boxed", W_PROB + r"$\boxed{P \neq \frac{2}{15}}$", "a negation in the box"),
        ("neg_strike", "N", "none", tag(W_PROB, r"~~\frac{2}{15}~~"), "the tag's only value struck out: no_answer"),
        ("ret_wait", "A", "prose_sentence", W_PROB + r"$\boxed{\frac{2}{15}}$¶Wait, I mean with replacement: \(\left(\frac{4}{10}\right)^2 = \frac{4}{25}\).", "a retraction after the box replaces 2/15 with 4/25"),
        ("ret_bracket", "A", "prose_sentence", W_PROB + r"#### \frac{2}{15}¶[not 2/15; 4/15, since both orders count]", "a bracketed 'not X; Y' replaces 2/15 with 4/15"),
        ("quo_book", "A", "prose_sentence", r"@My textbook's answer is $\frac{2}{15}$, but I count ordered draws against unordered pairs: \(12 \div 45 = \frac{4}{15}\), so the probability is \(\frac{4}{15}\).", "the textbook's value is reported; the model's own answer is 4/15"),
        ("quo_mate", "B", "prose_sentence", r"@A classmate wrote $\frac{4}{25}$, as if the first marble were put back; without replacement it is \(\frac{4}{10} \cdot \frac{3}{9} = \frac{2}{15}\).", "a classmate's wrong value reported, then the model's own gold"),
     ]),
    ("dist", r"5\sqrt{2}",
     r"Find the distance between the points $(-1, 3)$ and $(4, -2)$.",
     [
        ("near_dec", "A", "tag", tag(W_DIST, "7.071"), "a rounded decimal for 5√2 (7.0710678...)"),
        ("near_rad", "A", "boxed", W_DIST + r"$\boxed{5\sqrt{2 + 10^{-20}}}$", "the radicand nudged"),
        ("near_off", "A", "hash", W_DIST + r"#### 5\sqrt{2} - 10^{-16}", "5√2 − 10^-16 is not 5√2"),
        ("near_50", "B", "tag", tag(W_DIST, r"\sqrt{50}"), "√50 = 5√2"),
        ("unit_sq", "A", "tag", tag(W_DIST, r"$5\sqrt{2}$ square units"), "square units (an area) for a distance"),
        ("neg_box", "A", "boxed", W_DIST + r"$\boxed{d \ne 5\sqrt{2}}$", "'d ≠ 5√2' in the box: a negated value"),
        ("neg_q", "A", "hash", W_DIST + r"#### 5\sqrt{2} (?)", "'(?)': an unsure value"),
        ("ret_erratum", "A", "prose_sentence", tag(W_DIST, r"5\sqrt{2}") + r"¶Erratum: the second point is \((4, 2)\), so \(d = \sqrt{25 + 1} = \sqrt{26}\).", "an erratum after the tag replaces 5√2 with √26"),
        ("quo_block", "N", "none", r"@> $\boxed{5\sqrt{2}}$¶I copied that from the solutions manual; I can't do the computation myself.", "a quoted box from a manual, then a refusal: no_answer"),
        ("quo_forum", "A", "prose_sentence", r"@A forum answer gives $5\sqrt{2}$, but I read the first point as \((1, 3)\): \(d = \sqrt{9 + 25} = \sqrt{34}\).", "the forum's value is reported; the model's own answer is √34"),
     ]),
    ("pent", "108",
     "What is the measure, in degrees, of each interior angle of a regular pentagon?",
     [
        ("unit_rad", "A", "tag", tag(W_PENT, "108 radians"), "radians where degrees are asked"),
        ("unit_grad", "A", "hash", W_PENT + "#### 108 grad", "gradians (108 grad = 97.2°) where degrees are asked"),
        ("near_pow", "A", "boxed", W_PENT + r"$\boxed{(108 + 10^{-25})^\circ}$", "108 + 10^-25 is not 108"),
        ("quo_hint", "A", "tag", "@<think>¶A hint under the problem says \"108°\". I'll use 360° ÷ n instead: 360 ÷ 5 = 72.¶</think>¶<answer>72°</answer>", "the hint's value is quoted; the model's own answer is 72"),
        ("neg_not", "A", "tag", tag(W_PENT, r"$\text{not } 108^\circ$"), "a negated value"),
        ("neg_strike", "A", "hash", W_PENT + "#### <s>108</s> 72", "108 struck out and 72 (the exterior angle) in its place"),
        ("ret_wrong", "A", "prose_sentence", tag(W_PENT, r"$108^\circ$") + "¶Wrong! A pentagon's angles add up to 360°, so each is 72°.", "'Wrong!' after the tag replaces 108 with 72"),
        ("ret_tbd", "N", "none", W_PENT + r"$\boxed{108}$¶(This box is a placeholder — final answer TBD once I've rechecked the angle-sum formula.)", "the box is withdrawn (placeholder, TBD), nothing in its place: no_answer"),
        ("quo_example", "A", "prose_sentence", r'''@Answer format example: "The answer is $108^\circ$." My solution: each angle is \(360^\circ \div 5 = 72^\circ\).''', "the format example holds 108; the model's own answer is 72"),
        ("unit_deg", "B", "hash", W_PENT + "#### 108 degrees", "a true unit"),
     ]),
    ("cplx", "5-12i",
     r"Compute $(3 - 2i)^2$.",
     [
        ("near_re", "A", "tag", tag(W_CPLX, r"5 - 12i + 10^{-30}"), "the real part off by 10^-30"),
        ("near_im", "A", "boxed", W_CPLX + r"$\boxed{5 - \left(12 + 10^{-15}\right)i}$", "the imaginary part off by 10^-15"),
        ("near_slip", "A", "hash", W_CPLX + "#### 13 - 12i", "i² taken as +1: 13 − 12i"),
        ("neg_neq", "A", "tag", tag(W_CPLX, r"$(3 - 2i)^2 \neq 5 - 12i$"), "a negated value"),
        ("neg_box", "A", "boxed", W_CPLX + qwen_end(r"5 - 12i\ \text{(wrong?)}"), "'(wrong?)' inside the box: the model doubts its value"),
        ("ret_second", "A", "prose_sentence", tag(W_CPLX, "5 - 12i") + r"¶On second thought, the cross term is \(+12i\), so it is \(5 + 12i\).", "a (false) retraction after the tag replaces 5 − 12i with 5 + 12i"),
        ("ret_update", "A", "prose_sentence", W_CPLX + "#### 5 - 12i¶Update: it's actually 13 - 12i, since 4i^2 = 4.", "'Update:' after #### replaces 5 − 12i with 13 − 12i"),
        ("quo_asked", "N", "none", r'''@You asked: "Is $(3 - 2i)^2 = 5 - 12i$?" I can't check complex arithmetic reliably, so I won't give an answer.''', "the user's value is echoed; no answer: no_answer"),
        ("quo_grader", "A", "prose_sentence", r"@The grader's note says the expected answer is $5 - 12i$. I expand it as \(9 + 4i^2 = 9 - 4 = 5\), so the result is \(5\).", "the grader's value is quoted; the model's own (slipped) answer is 5"),
        ("near_order", "B", "tag", tag(W_CPLX, "$-12i + 5$"), "the terms in another order"),
     ]),
    ("sys", "(3,2)",
     r"Solve the system $2x + 3y = 12$, $x - y = 1$. Give your answer as an ordered pair $(x, y)$.",
     [
        ("near_eps", "A", "tag", tag(W_SYS, r"$(3, 2 + \varepsilon)$"), "y off by an unnamed small ε"),
        ("near_imag", "A", "boxed", W_SYS + r"$\boxed{\left(3 + 10^{-30} i,\ 2\right)}$", "a tiny imaginary part in x"),
        ("near_swap", "A", "hash", W_SYS + "#### (2, 3)", "the coordinates swapped"),
        ("neg_ne", "A", "tag", tag(W_SYS, r"$(x, y) \ne (3, 2)$"), "a negated value"),
        ("neg_box", "A", "boxed", W_SYS + r"$\boxed{(3, 2)\ \text{— unsure}}$", "'unsure' inside the box hedges the pair"),
        ("ret_scratch", "A", "prose_sentence", W_SYS + r"\(\boxed{(3, 2)}\)¶Scratch that: the second equation is \(x + y = 1\), which gives \((-9, 10)\).", "'Scratch that' after the box replaces (3, 2) with (−9, 10)"),
        ("ret_paren", "A", "prose_sentence", tag(W_SYS, "(3, 2)") + "¶(Not (3, 2); it's (2, 3) — I swapped x and y.)", "a bracketed 'not X; Y' replaces (3, 2) with (2, 3)"),
        ("quo_book", "A", "prose_sentence", r"@The back of the book says $(3, 2)$, but substituting \(x = y + 1\) I get \(5y = 11\), so the solution is \(\left(\frac{16}{5}, \frac{11}{5}\right)\).", "the book's pair is reported; the model's own (slipped) answer is (16/5, 11/5)"),
        ("quo_block", "N", "none", r"@> Final answer: $(3, 2)$¶That line came with the problem. I cannot solve this myself.", "a quoted final-answer line, then a refusal: no_answer"),
        ("near_eqs", "B", "boxed", W_SYS + r"$\boxed{x = 3,\ y = 2}$", "the pair as two equations in a box"),
     ]),
    ("elim", "e",
     r"Evaluate $\lim_{n\to\infty} \left(1 + \frac{1}{n}\right)^{n}$.",
     [
        ("near_dec", "A", "tag", tag(W_E, "2.71828"), "a rounded decimal for e"),
        ("quo_asked", "A", "prose_sentence", r'''@You asked: "Isn't the answer just $\boxed{e}$?" Not quite: the base \(1 + \frac{1}{n}\) tends to 1, so the limit is \(1\).''', "the user's box is echoed; the model's own answer is 1"),
        ("near_finite", "A", "hash", W_E + r"#### (1 + 10^{-9})^{10^{9}}", "the term at n = 10^9: close to e, not e"),
        ("near_exp", "A", "minerva", W_E + minerva_end(r"$e^{1 + 10^{-20}}$"), "e^(1 + 10^-20) is not e"),
        ("neg_sout", "A", "tag", tag(W_E, r"$\sout{e}\ 1$"), "e struck out and 1 in its place"),
        ("neg_ann", "A", "boxed", W_E + r"$\boxed{e}$ (I'm not sure this is right)", "the model hedges its boxed value"),
        ("ret_mistake", "A", "prose_sentence", tag(W_E, "e") + r"¶Mistake: \(1 + \frac{1}{n} \to 1\) and \(1^n = 1\), so the limit is \(1\).", "a (false) retraction after the tag replaces e with 1"),
        ("ret_update", "A", "prose_sentence", W_E + "#### e¶Update: the answer is actually ∞, because the exponent grows without bound.", "'Update:' after #### replaces e with ∞"),
        ("quo_sheet", "N", "truncated", r"@A classmate's worksheet says the limit equals $e$. Let me check that myself: for large \(n\), \(\left(1 + \frac{1}{n}\right)^n\) is", "the worksheet's value is reported; cut before the model's own value: no_answer"),
        ("near_exp1", "B", "tag", tag(W_E, r"$\exp(1)$"), "exp(1) = e"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_wage_unit_gross": (
        "accept",
        "'$1,680 gross pay' states the 3-week earnings as gross pay, i.e. pay before deductions, "
        "which is exactly what 'how much does she earn' asks (no tax is mentioned). The dollar "
        "sign and the noun 'pay' make 'gross' an adjective of the pay, not the scale word 'gross' "
        "(144) of '438 gross' pencils. A reader who treats any 'gross' after a number as 144 (or "
        "who refuses any word after #### that is not a unit) would reject it",
    ),
    "ok_m_atan_unit_180": (
        "accept",
        "the sum of three arctangents is an angle; the question names no unit, and 180° is the "
        "same angle as π radians (° = π/180), so the value is equal in another form, as the corpus "
        "counts `30` for `30^\\circ`. Unlike 'π degrees' (m_atan_unit_deg, an angle of π/180 "
        "radians) it is not another quantity. A reader who holds that a bare-number gold asks for "
        "radians and that a degree answer is a unit of another scale would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam243", CASES, [], DECISIONS)
