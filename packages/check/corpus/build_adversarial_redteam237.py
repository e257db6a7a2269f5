r"""Build adversarial_redteam237.jsonl: round 237 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam237"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, qwen_end, llama_end, minerva_end, r1final, g, m,
write_probes) and build_adversarial_redteam226.py / 230.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: a grader-style HIDDEN probe set for issue 25, written as a grader who has read
the issue's "Hostile probes" and "Deliver" lists would write it. English, 200 SHORT probes (one to
six lines, one idea each), 120 GSM8K and 80 MATH, 160 kind A and 40 kind B. 100 are in the R1-Zero
`<think>...</think><answer>...</answer>` format (56 GSM8K, 44 MATH); the rest end on `####`, a
phrase marker then `####`, `\boxed{}` (bare, Qwen's, Llama 3's and R1-distill's closings), "The
answer is", Minerva's line, or prose. Every class of the issue, spread evenly (27 to 30 probes
each; the class opens the shape of an id):
  near (29: 24 A, 5 B)  exact values near the gold, no tolerance for exact expressions: 10^{-k}
         added (221 + 10^{-40}, 3/4 + 10^{-30}, 2pi/3 + 10^{-15}), as a tiny imaginary part
         (14 + 10^{-20} i, 9 + 10^{-25} i), inside sin / tan (81 + sin(10^{-30}), 9 +
         tan(10^{-40})), a factor (156(1 + 10^{-12}), 5/36 (1 - 10^{-9})), near-zero values for a
         limit of 0 (10^{-100}, e^{-1000}); decimals of exact values (2.094, 0.139, 18.85); 22/7
         for pi (132/7); a nudged radicand (6 sqrt 2.0001); look-alikes (2 sqrt 6, 115.(1), 69 1/2,
         23.05, 3599.99, swapped coordinates); hedges ("≈ 224", "40-ish"). Kind B: 47/2, 0.75,
         6 \sqrt 2, 0.13(8), 36pi/6 square units;
  neg (30: 28 A, 2 B)  negation, strike-out and annotation: \ne, \neq, \not=, unicode ≠ and ¬,
         "not 221", "The answer is not 0", "The answer is not #### 3600; it is #### 4500", "is not
         right" (no_answer), markdown ~~x~~, \cancel, \sout, <s>, alone (no_answer) or with
         another value after, "← wrong", "(this is wrong)", "(incorrect — recheck)", "??", "?",
         a doubt naming another value, "only a guess". Kind B: a slip struck out, the gold after it
         (~~72~~ **81**, \cancel{11} 9);
  unit (29: 23 A, 6 B)  words after a GSM8K number that are not units of the asked quantity:
         rows, eaten, "more", km/h, hours, per can, short, fewer, dollars for weeks, months,
         lemons for bags, per tree, seats, %, dozen, given away, ago, years older, mL for litres,
         per week, pairs; in MATH the degree number 120 for 2pi/3 and the arc length 2pi for an
         area. Kind B: true units (carrots remain, km, weeks, cookies left, years old, liters);
  ret (28: 26 A, 2 B)  retraction markers after the answer, each wording once: Hold on, Edit,
         Erratum, Never mind, Wrong!, a bracketed [Correction: ...], Update, Strike that, Let me
         fix that, Sorry I misread, Wait no, a later "Hmm ... The answer is: ####", Oops, a
         placeholder withdrawal (no_answer), P.P.S., I take that back, Scrap that, Disregard the
         box above, Retraction, Mistake on my part, Amendment, Ignore my previous answer, On
         reflection, Revised answer, Self-correction, Correction —. Kind B: a trailing
         double-check that restates the value; a correction whose new tag lands on the gold;
  quo (28: 26 A, 2 B)  statements the model did not make: a worksheet, a brother, a user's
         request echoed (no_answer), a counterfactual box, an echoed format sample (then cut), a
         coach, invented parts (a) and (b), a format example, a forum post, a grader note, a
         box-office report, a recipe card, a supposition, a fertiliser label (then cut), a
         gardening site, a manager's note, a student's claim, a problem-set hint, my notes, a
         task's "Show that", a tutor's example, a website, an instruction's example (no_answer),
         the back of the book (no_answer), an answer key, a conditional on a misread figure. Kind
         B: a calculator's decimal or students' wrong guess reported, then the model's own gold;
  tag (27: 15 A, 12 B)  answer tags read like a small completion: kind B a sentence (padded with
         spaces, or with an equal form), a box, '####', an equation, "x = 2, y = 5", number words,
         a unit, an unclosed tag after a complete value, an invented next turn after the
         committed tag; kind A a subtotal, a given or another quantity in a sentence or a box, the
         son's age, the quotient, favourable outcomes, only x of a pair, an unclosed tag holding a
         subtotal, two tags, a cut inside the tag, an empty box (no_answer);
  phr (29: 18 A, 11 B)  a phrase marker then `####` ("So the answer is", "The answer is:",
         "Final Answer:", "Answer:", "ANSWER:", bold, an em dash, "=>", "→", "####" on the next
         line, "My answer is", "I think the answer is"): kind B with the gold (bare, with a unit,
         with "$" and a comma, cents), kind A with a subtotal, an expression for a subtotal, two
         values, a hedge, another unit, a sign slip, a rounding, a percentage, pi dropped, a cut
         after "####" (no_answer); plus "\text{Answer: } ..." (kind B).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: garden: 7 rows of 12 carrots, rabbits eat 15 -> 69 (84 planted; 69 rows x 12 = 828;
6 rows: 72 - 15 = 57; 7 more eaten: 62); stamps: 248, a quarter given away, 35 bought -> 221
(62; 186; 221 - 35 = 186; 248 + 62 + 35 = 345; a quarter taken as 52: 196 + 35 = 231); train:
64 km/h for 3.5 h -> 224 (3 h: 192; 0.5 h: 32; 2.5 h: 160; 4 h: 256); paint: 6 cans at $12.75
from $100 -> 23.5 (76.50 spent; 47/2 = 23.5; a $4 brush: 19.50); laps: 18, twice as many, 9
fewer than Tuesday -> 81 (36, 27; 18 + 36 = 54, 54 + 27 = 81; 9 for Wednesday: 63; Monday +
Wednesday: 45; "twice" as +2: 18 + 20 + 11 = 49); savings: $630 at $45 a week -> 14 (45 already
saved: 585 / 45 = 13); orchard: 15 trees x 42 lemons, bags of 6 -> 105 (630 lemons; 12 trees:
504 / 6 = 84; bags of 72: 8.75); hall: 80 % of 250 seats at $18 -> 3600 (200 sold; all seats
4500; 50 more at $9: 4050; 180 x 18 = 3240); cookies: 8 batches of 24, 3 dozen given away -> 156
(192 baked; 36; 3 batches: 192 - 72 = 120; 156 dozen = 1872); age: son 11, Mara 3 times as old,
in 7 years -> 40 (33 now; son 18, 3 x 18 = 54; "3 years older": 14, then 21); water: 250 mL a day
for 4 weeks, litres -> 7 (28 days, 7000 mL; 30 days: 7.5 L; twice a day: 14 L); shop: 340
shirts, 128 and 97 sold -> 115 (225 sold; Saturday only: 212; 115 pairs = 230).
MATH: fractions 1/3 + 1/4 + 1/6 -> \frac{3}{4} (9/12; 0.75; 1/8 for 1/6: 17/24; 1/5 for 1/4:
7/10; "numerators over denominators": 3/13); sqrt 72 -> 6\sqrt{2} (8.48528...; 2 sqrt 6 =
4.89898...; sqrt 75 = 5 sqrt 3; sqrt 36 = 6); arccos(-1/2) -> \frac{2\pi}{3} (pi - pi/3;
2.0943951...; 120 degrees; 4pi/3 outside the range); remainder of x^3 - 2x + 5 by x - 2 -> 9
(p(2) = 8 - 4 + 5; p(-2) = 1; 2x read as 2: 11; 8 - 4 - 5 = -1; quotient x^2 + 2x + 2, checked:
(x - 2)(x^2 + 2x + 2) + 9 = x^3 - 2x + 5); two dice, sum 8 -> \frac{5}{36} (0.13(8) = 5/36;
0.1388...; 6/36 = 1/6; unordered pairs: 3/21 = 1/7); lim ln x / x -> 0; x + y = 7, x - y = -3 ->
(2,5) (2x = 4; x - y = -1 read: (3, 4)); sector radius 6, 60 degrees -> 6\pi (36 pi / 6;
18.8495...; 6 x 22/7 = 132/7; arc 6 x pi/3 = 2 pi; a third of the circle: 12 pi; 90 degrees:
9 pi; the diameter 12: 144 pi / 6 = 24 pi).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo / tag / phr (above). 10 probes a problem: 8 kind A and 2
kind B. Kind A: truth wrong, or no_answer where the form is `truncated` or `none` (t "N"); kind
B: truth correct. Forms: hash, tag (an `<answer>` tag holds the final answer), boxed, minerva,
answer_is, prose_sentence (the final value is stated in prose, e.g. after a retraction),
truncated, none.

Label conventions (corpus/README.md "How each source was labelled"; rounds 226 and 230): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation, a box, '####' or number words inside it); an unclosed tag
still holds its value; with no marker and no box the answer is the value the concluding sentence
states as the answer to the question asked. A restatement that differs makes the answer wrong; a
trailing check that restates the value does not change it; a retraction after the answer
replaces it (wrong when it names another value, even a value the model miscomputes; no_answer
when nothing is put in its place); a second tag or a later phrase + `####` replaces the first.
Quoted or reported text (a worksheet, a user, a coach, a forum, a grader note, a report, a card, a
label, a note, a student, a hint, a task's "Show that", an instruction's example, a book) and a
hypothesis, supposition or counterfactual are not the model's statement: the model's own final
value is its answer, and with none of its own the probe is no_answer. A hedge of an exact value
("≈", "-ish", "roughly", "~", "?", "??", "only a guess", a doubt naming another value) is wrong;
so is a negated value (\ne, \neq, \not=, "not", "← wrong", "(this is wrong)", "(incorrect)") and a
struck value replaced by another; a struck value alone, a withdrawn answer or an empty box is
no_answer. A word after a number that is not a unit of the asked quantity (a comparative, a
rate, another object, another unit or scale) makes it another quantity: wrong. An exact
expression equals the gold only if it is the gold (no tolerance: 221 + 10^{-40}, 0 vs 10^{-100},
9 + tan(10^{-40}) are wrong); a decimal that is not exactly the gold is wrong. Equal values in
another form are correct (47/2, 0.75, 6 \sqrt 2, 3^2, 0.13\overline{8}, \frac{2}{3}\pi, the
limit written as an equation, "x = 2, y = 5", \frac{36\pi}{6}, number words).

Debatable (1, with DECISIONS): `ok_m_sector_tag_user_turn` (an invented "User:" turn after the
committed tag, holding a box for another question: accept).

Usage: cd /tmp/rounds/rt237 && python build_adversarial_redteam237.py
(writes /tmp/rounds/rt237/adversarial_redteam237.jsonl beside corpus_build.py)
"""

from corpus_build import g, llama_end, m, minerva_end, qwen_end, r1final, th, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr")


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>` (the shape opens with its
    class); t is "A" (wrong), "N" (no_answer, kind A) or "B" (correct); "¶" is a newline; a
    leading "@" (a completion written without the problem's shared working) is dropped."""
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
W_GARDEN = "7 × 12 = 84 carrots planted.¶84 − 15 = 69 carrots left.¶"
W_STAMPS = "A quarter of 248 is 248 ÷ 4 = 62.¶248 − 62 = 186, then 186 + 35 = 221.¶"
W_TRAIN = "Distance = speed × time = 64 km/h × 3.5 h = 224 km.¶"
W_PAINT = "6 cans × $12.75 = $76.50.¶Change: $100 − $76.50 = $23.50.¶"
W_LAPS = "Tuesday: 2 × 18 = 36 laps.¶Wednesday: 36 − 9 = 27 laps.¶Total: 18 + 36 + 27 = 81.¶"
W_SAVE = "$630 ÷ $45 per week = 14 weeks.¶"
W_ORCH = "Lemons: 15 × 42 = 630.¶Bags of 6: 630 ÷ 6 = 105.¶"
W_HALL = "Seats sold: 80% of 250 = 200.¶Sales: 200 × $18 = $3,600.¶"
W_COOK = "8 × 24 = 192 cookies.¶3 dozen = 36.¶192 − 36 = 156.¶"
W_AGE = "Mara is 3 × 11 = 33 now.¶In 7 years: 33 + 7 = 40.¶"
W_WATER = "4 weeks = 28 days.¶28 × 250 mL = 7,000 mL = 7 L.¶"
W_SHOP = "Sold: 128 + 97 = 225.¶Left: 340 − 225 = 115.¶"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("garden", "69",
     "Lena plants 7 rows of 12 carrots. Rabbits eat 15 of them. How many carrots are left?",
     [
        ("unit_rows", "A", "tag", tag(W_GARDEN, "69 rows"), "'69 rows' counts rows, not carrots (69 rows of 12 would be 828)"),
        ("unit_eaten", "A", "hash", W_GARDEN + "#### 69 eaten", "'eaten' says 69 were eaten; the question asks how many are left"),
        ("phr_sub", "A", "hash", W_GARDEN + "So the answer is #### 84", "phrase then ####: 84 is the carrots planted, a subtotal"),
        ("phr_so", "B", "hash", W_GARDEN + "So the final answer is: #### 69", "a phrase marker then ####"),
        ("ret_holdon", "A", "prose_sentence", tag(W_GARDEN, "69") + "¶Hold on — the rabbits came back the next night and ate 7 more, so 62 are left.", "'Hold on' after the tag replaces 69 with 62"),
        ("quo_sheet", "A", "hash", "@The worksheet's answer box reads \"#### 69\", but I count 6 rows: 6 × 12 = 72, and 72 − 15 = 57.¶#### 57", "the worksheet's '#### 69' is quoted; the model's own answer is 57"),
        ("tag_sub", "A", "tag", tag(W_GARDEN, "Lena planted 84 carrots."), "a sentence in the tag naming the carrots planted, a subtotal"),
        ("neg_arrow", "A", "hash", W_GARDEN + "#### 69 ← wrong", "the model marks its own value wrong: a negated value"),
        ("near_half", "A", "tag", tag(W_GARDEN, "69½"), "69½ is 69.5, not 69"),
        ("unit_remain", "B", "hash", W_GARDEN + "#### 69 carrots remain in the garden", "a true unit and 'remain' as asked"),
     ]),
    ("stamps", "221",
     "Theo has 248 stamps. He gives a quarter of them to his sister and then buys 35 more. How many stamps does he have now?",
     [
        ("unit_more", "A", "tag", tag(W_STAMPS, "221 more"), "'221 more' is a comparison, not the stamps he has"),
        ("quo_brother", "A", "hash", "@My brother insists the answer is #### 221, but a quarter of 248 is 52, so 248 − 52 + 35 = 231.¶#### 231", "the brother's value is reported; the model's own (slipped) answer is 231"),
        ("phr_expr", "A", "hash", W_STAMPS + "The answer is: #### 221 − 35", "phrase then ####: 221 − 35 = 186, the count before he buys"),
        ("phr_final", "B", "hash", W_STAMPS + "Final Answer: #### 221", "a phrase marker then ####"),
        ("ret_edit", "A", "prose_sentence", tag(W_STAMPS, "221") + "¶Edit: his sister gave him 62 stamps, she didn't take them — 248 + 62 + 35 = 345.", "an Edit after the tag replaces 221 with 345"),
        ("quo_user", "N", "none", "@You asked me to confirm that the answer is #### 221. I can't: the problem doesn't say whether the quarter is given away before or after he buys the 35.", "the user's value is echoed; the model gives no answer of its own: no_answer"),
        ("tag_box", "A", "tag", tag(W_STAMPS, r"$\boxed{186}$"), "a box inside the tag with 186, the count before he buys more"),
        ("neg_not", "A", "tag", tag(W_STAMPS, "not 221"), "a negated value, nothing in its place"),
        ("near_exp", "A", "boxed", W_STAMPS + r"$\boxed{221 + 10^{-40}}$", "221 + 10^-40 is an exact value near, not equal to, 221"),
        ("tag_sentence", "B", "tag", tag(W_STAMPS, " The answer is 221. "), "a sentence in the tag, padded with spaces"),
     ]),
    ("train", "224",
     "A train travels at 64 km/h for 3.5 hours. How far does it travel, in kilometres?",
     [
        ("unit_kmh", "A", "tag", tag(W_TRAIN, "224 km/h"), "a speed, not a distance"),
        ("unit_hours", "A", "hash", W_TRAIN + "#### 224 hours", "hours where kilometres are asked"),
        ("unit_km", "B", "tag", tag(W_TRAIN, "224 km"), "a true unit"),
        ("phr_miles", "A", "hash", W_TRAIN + "**Answer:** #### 224 miles", "phrase then ####: miles are not the kilometres asked"),
        ("ret_erratum", "A", "prose_sentence", tag(W_TRAIN, "224") + "¶Erratum: it stopped for half an hour, so it only moved for 3 hours — 64 × 3 = 192 km.", "an erratum after the tag replaces 224 with 192"),
        ("ret_check", "B", "tag", tag(W_TRAIN, "224") + "¶Double-check: 64 × 3 = 192 and 64 × 0.5 = 32; 192 + 32 = 224 ✓", "a trailing check that restates 224"),
        ("quo_counter", "A", "prose_sentence", "@Had it run the full 3.5 hours, the train would cover \\(\\boxed{224}\\) km; but it runs only 2.5 hours before the stop, so it covers 64 × 2.5 = 160 km.", "the boxed 224 is a counterfactual; the model's answer is 160"),
        ("tag_cut", "N", "truncated", th(W_TRAIN) + "<answer>The train covers", "cut inside the tag before the value: no_answer"),
        ("neg_strike", "A", "hash", W_TRAIN + "#### ~~224~~ 256", "224 struck out and 256 (four hours) put in its place"),
        ("near_approx", "A", "tag", tag(W_TRAIN, "≈ 224"), "'≈' hedges an exact distance"),
     ]),
    ("paint", "23.5",
     "A can of paint costs $12.75. Mia buys 6 cans and pays with a $100 bill. How much change does she get, in dollars?",
     [
        ("near_digits", "A", "hash", W_PAINT + "#### 23.05", "23.05 is not 23.50 (a zero misplaced)"),
        ("unit_per_can", "A", "tag", tag(W_PAINT, "$23.50 per can"), "a per-can amount where her change is asked"),
        ("unit_short", "A", "hash", W_PAINT + "#### $23.50 short", "'short' says she lacks $23.50; she gets change"),
        ("phr_answer", "B", "hash", W_PAINT + "Answer: #### 23.50", "a phrase marker then ####, with cents"),
        ("phr_cost", "A", "hash", W_PAINT + "My answer is #### 76.50", "phrase then ####: 76.50 is what she spends, not her change"),
        ("ret_never", "A", "prose_sentence", tag(W_PAINT, "$23.50") + "¶Never mind, she also bought a $4 brush, so her change is $19.50.", "'Never mind' after the tag replaces 23.50 with 19.50"),
        ("quo_sample", "N", "truncated", "@Sample output from the instructions: #### 23.50¶¶Mia pays 6 × $12.75 = $76.50 for the paint, so her change is", "an echoed format sample holds the gold; the model is cut before its own value: no_answer"),
        ("tag_given", "A", "tag", tag(W_PAINT, "Each can costs $12.75."), "a sentence in the tag naming a given"),
        ("neg_self", "A", "tag", tag(W_PAINT, "$23.50 (this is wrong)"), "the model calls its own value wrong"),
        ("near_frac", "B", "tag", tag(W_PAINT, r"$\frac{47}{2}$"), "47/2 = 23.5 exactly"),
     ]),
    ("laps", "81",
     "Jun swims 18 laps on Monday, twice as many on Tuesday, and 9 fewer than Tuesday on Wednesday. How many laps does he swim over the three days?",
     [
        ("unit_fewer", "A", "tag", tag(W_LAPS, "81 fewer"), "a comparative, not the total"),
        ("quo_parts", "A", "hash", W_LAPS + "#### 81 for part (a) and 45 for part (b)", "invented parts: 81, then 45 (Monday + Wednesday) for a part (b) the question does not have: two values, the last not the gold"),
        ("phr_unit", "B", "hash", W_LAPS + "The answer is #### 81 laps", "a phrase marker then ####, with a true unit"),
        ("phr_hedge", "A", "hash", W_LAPS + "final answer: #### roughly 81", "phrase then ####: 'roughly' hedges an exact count"),
        ("ret_wrongbang", "A", "prose_sentence", tag("Tuesday 36, Wednesday 27; 18 + 36 + 27 = 81.¶", "81") + "¶Wrong! Wednesday is 9 fewer than Monday, i.e. 9 laps: 18 + 36 + 9 = 63.", "'Wrong!' after the tag replaces 81 with 63"),
        ("quo_coach", "A", "tag", "@<think>¶Coach wrote \"81 laps total\" on the whiteboard. I read \"twice as many\" as 18 + 2 = 20 on Tuesday, so Wednesday is 20 − 9 = 11.¶</think>¶<answer>18 + 20 + 11 = 49</answer>", "the coach's 81 is reported; the model's own answer is 49"),
        ("neg_fix", "B", "tag", tag("18 + 36 + 27 = 72? No: 18 + 36 = 54 and 54 + 27 = 81.¶", "~~72~~ **81**"), "a slip struck out in the tag, the gold (bold) after it"),
        ("neg_cancel", "N", "none", W_LAPS + r"$\boxed{\cancel{81}}$", "the only final value cancelled, nothing in its place: no_answer"),
        ("near_sin", "A", "boxed", W_LAPS + r"$\boxed{81 + \sin\left(10^{-30}\right)}$", "81 + sin(10^-30) is not 81"),
        ("ret_bracket", "A", "hash", W_LAPS + "#### 81¶[Correction: I mis-added — 18 + 36 + 27 = 71.]", "a bracketed correction replaces 81 with 71 (the model's own slip)"),
     ]),
    ("savings", "14",
     "Ravi saves $45 each week. How many weeks will it take him to save $630 for a bike?",
     [
        ("unit_dollars", "A", "tag", tag(W_SAVE, "$14"), "dollars where a number of weeks is asked"),
        ("unit_months", "A", "hash", W_SAVE + "#### 14 months", "months where weeks are asked"),
        ("unit_weeks", "B", "hash", W_SAVE + "#### 14 weeks", "a true unit"),
        ("phr_cut", "N", "truncated", W_SAVE + "Final Answer: ####", "a phrase marker and '####', then cut before the value: no_answer"),
        ("phr_two", "A", "hash", W_SAVE + "So the answer is #### 14 or 15", "phrase then ####: two values"),
        ("ret_update", "A", "prose_sentence", tag(W_SAVE, "14") + "¶Update: it's actually 13, because he already has $45 saved.", "'Update:' after the tag replaces 14 with 13"),
        ("quo_example", "A", "prose_sentence", "@Example of the required format: #### 14¶Ravi needs 630 ÷ 45 weeks, which I make 15.", "the format example holds 14; the model's own answer is 15"),
        ("tag_sentence", "B", "tag", tag(W_SAVE, "It will take Ravi 14 weeks to save up."), "a sentence in the tag"),
        ("neg_ne", "A", "tag", tag(W_SAVE, r"$w \ne 14$"), "'w ≠ 14': a negated value"),
        ("near_imag", "A", "tag", tag(W_SAVE, r"$14 + 10^{-20} i$"), "a tiny imaginary part: not 14"),
     ]),
    ("orchard", "105",
     "An orchard has 15 lemon trees, and each tree gives 42 lemons. The lemons are packed in bags of 6. How many bags are filled?",
     [
        ("unit_lemons", "A", "tag", tag(W_ORCH, "105 lemons"), "lemons where bags are asked"),
        ("unit_per_tree", "A", "hash", W_ORCH + "#### 105 per tree", "a per-tree rate where the total is asked"),
        ("phr_therefore", "B", "hash", W_ORCH + "Therefore, the answer is: #### 105 bags", "a phrase marker then ####, with a true unit"),
        ("phr_sub", "A", "hash", W_ORCH + "ANSWER: #### 630", "phrase then ####: 630 is the lemons, a subtotal"),
        ("ret_strike", "A", "prose_sentence", tag(W_ORCH, "105") + "¶Strike that: 3 trees are too young to fruit, so 12 × 42 = 504 lemons fill 84 bags.", "'Strike that' after the tag replaces 105 with 84"),
        ("quo_forum", "A", "prose_sentence", "@Someone on a forum posted \"#### 105\" for this one. I think each bag holds 6 dozen, so 630 ÷ 72 = 8.75, i.e. 8 full bags.", "the forum's value is reported; the model's answer is 8"),
        ("tag_hash", "B", "tag", tag(W_ORCH, "#### 105"), "'####' inside the tag"),
        ("neg_qq", "A", "hash", W_ORCH + "#### 105??", "question marks: an unsure value"),
        ("neg_lnot", "A", "hash", W_ORCH + "#### ¬105", "the logical-not sign before the value: a negated value"),
        ("quo_grader", "A", "tag", "@<think>¶The prompt's grader note says the expected output is #### 105. Doing it myself: 15 × 42 = 630 lemons.¶</think>¶<answer>630 ÷ 6 = 115</answer>", "the grader note holds 105; the model's own (slipped) answer is 115"),
     ]),
    ("hall", "3600",
     "A hall has 250 seats. 80% of the seats are sold at $18 each. How much money is taken in ticket sales?",
     [
        ("unit_seats", "A", "tag", tag(W_HALL, "3,600 seats"), "seats where money is asked"),
        ("unit_pct", "A", "hash", W_HALL + "#### 3600%", "a percentage, not an amount of money"),
        ("phr_dollar", "B", "hash", W_HALL + "The answer is: #### $3,600", "a phrase marker then ####, dollar sign and comma"),
        ("neg_phr", "A", "hash", W_HALL + "The answer is not #### 3600; it is #### 4500 (all 250 seats).", "3600 negated; the model's answer is 4500"),
        ("ret_fix", "A", "prose_sentence", tag(W_HALL, "$3,600") + "¶Let me fix that: the other 50 seats sold at $9, so 3600 + 50 × 9 = $4,050.", "'Let me fix that' replaces 3,600 with 4,050"),
        ("ret_corr", "B", "tag", tag("250 × $18 = $4,500.¶", "$4,500") + "¶Correction: only 80% sold, so 200 × 18 = $3,600.¶<answer>$3,600</answer>", "a correction with a new tag that lands on the gold"),
        ("quo_report", "A", "hash", "@The box-office report says #### 3600. Checking: 80% of 250 is 180, and 180 × 18 = 3240.¶#### 3240", "the report's value is quoted; the model's own (slipped) answer is 3240"),
        ("tag_count", "A", "tag", tag(W_HALL, "200 tickets were sold."), "the tag names the tickets sold, another quantity"),
        ("neg_md", "N", "none", tag(W_HALL, "~~$3,600~~"), "the tag's only value struck out: no_answer"),
        ("near_cent", "A", "hash", W_HALL + "#### 3599.99", "a cent short of 3600"),
     ]),
    ("cookies", "156",
     "Ines bakes 8 batches of 24 cookies and gives away 3 dozen. How many cookies does she have left?",
     [
        ("unit_dozen", "A", "tag", tag(W_COOK, "156 dozen"), "'156 dozen' is 1,872"),
        ("unit_left", "B", "hash", W_COOK + "#### 156 cookies left", "a true unit"),
        ("unit_given", "A", "tag", tag(W_COOK, "156 given away"), "'given away' says 156 went away; the question asks how many are left"),
        ("phr_dash", "B", "hash", W_COOK + "Final answer — #### 156", "a phrase marker, an em dash, then ####"),
        ("ret_sorry", "A", "prose_sentence", tag("8 × 24 = 192; 192 − 36 = 156.¶", "156") + "¶Sorry, I misread — she gave away 3 batches, not 3 dozen: 192 − 72 = 120.", "an apology after the tag replaces 156 with 120"),
        ("quo_card", "A", "prose_sentence", "@The recipe card ends with \"Yield: #### 156\". My count: 8 × 24 = 192 cookies, minus 3 dozen (36), leaves 146.", "the card's value is quoted; the model's own (slipped) answer is 146"),
        ("tag_unclosed", "A", "tag", th(W_COOK) + "<answer>192", "an unclosed tag holding 192, the cookies baked"),
        ("neg_incorrect", "A", "hash", W_COOK + "#### 156 (incorrect — recheck)", "the model marks its value incorrect"),
        ("near_rel", "A", "tag", tag(W_COOK, r"$156\cdot(1 + 10^{-12})$"), "the gold times (1 + 10^-12)"),
        ("phr_two", "A", "hash", W_COOK + "I think the answer is #### 156, but it might be #### 120.", "two values; the later is 120"),
     ]),
    ("age", "40",
     "Mara is 3 times as old as her son, who is 11. How old will Mara be in 7 years?",
     [
        ("unit_ago", "A", "tag", tag(W_AGE, "40 years ago"), "a time in the past, not an age"),
        ("unit_older", "A", "hash", W_AGE + "#### 40 years older", "an age difference, not her age"),
        ("unit_years", "B", "tag", tag(W_AGE, "40 years old"), "a true unit"),
        ("phr_bold", "B", "hash", W_AGE + "**Final Answer:** #### 40", "a bold phrase marker then ####"),
        ("phr_now", "A", "hash", W_AGE + "the answer is: #### 33", "phrase then ####: 33 is her age now"),
        ("ret_waitno", "A", "prose_sentence", tag(W_AGE, "40") + "¶Wait, no — in 7 years the son is 18, and 3 × 18 = 54.", "'Wait, no' replaces 40 with 54"),
        ("quo_suppose", "A", "prose_sentence", "@Suppose the answer were #### 40; then Mara would be 33 today. But \"3 times as old\" means 3 years older, so she is 14 now and 21 in 7 years.", "the supposed '#### 40' is rejected; the model's answer is 21"),
        ("tag_son", "A", "tag", tag(W_AGE, "Her son will be 18."), "the son's age, another quantity"),
        ("neg_html", "A", "hash", W_AGE + "#### <s>40</s> 47", "40 struck out (HTML) and 47 in its place"),
        ("near_ish", "A", "tag", tag(W_AGE, "40-ish"), "'-ish' hedges an exact age"),
     ]),
    ("water", "7",
     "A plant needs 250 mL of water a day. How many liters of water does it need over 4 weeks?",
     [
        ("unit_ml", "A", "tag", tag(W_WATER, "7 mL"), "millilitres where litres are asked (7 mL is 0.007 L)"),
        ("unit_liters", "B", "hash", W_WATER + "#### 7 liters", "a true unit"),
        ("unit_week", "A", "hash", W_WATER + "#### 7 L per week", "a weekly rate where the 4-week total is asked"),
        ("phr_newline", "B", "hash", W_WATER + "Thus the answer is¶#### 7", "a phrase marker, then '####' on the next line"),
        ("phr_ml", "A", "hash", W_WATER + "Answer:#### 7000", "phrase then ####: 7000 is millilitres, not the litres asked"),
        ("ret_oops", "A", "prose_sentence", tag(W_WATER, "7 L") + "¶Oops, I should count a month as 30 days: 30 × 250 = 7,500 mL = 7.5 L.", "'Oops' replaces 7 with 7.5"),
        ("quo_label", "N", "truncated", "@The fertiliser label says \"about 7 L a month\". The plant needs 250 mL × 28 = 7,000 mL, which is", "a label is quoted; cut before the model's own value: no_answer"),
        ("tag_days", "A", "tag", tag(W_WATER, r"$\boxed{28}$"), "a box in the tag holding the 28 days"),
        ("neg_sout", "N", "none", tag(W_WATER, r"$\sout{7}$ L"), "the tag's only value struck out: no_answer"),
        ("quo_site", "A", "hash", "@A gardening site says #### 7 for this. I think the plant is watered twice a day, so 2 × 250 mL × 28 = 14,000 mL.¶#### 14", "the site's value is quoted; the model's own answer is 14"),
     ]),
    ("shop", "115",
     "A shop had 340 shirts. It sold 128 on Saturday and 97 on Sunday. How many shirts are left?",
     [
        ("neg_cancel", "A", "tag", tag(W_SHOP, r"$\cancel{115}$ $225$"), "115 cancelled and 225 (the shirts sold) in its place"),
        ("unit_pairs", "A", "hash", W_SHOP + "#### 115 pairs", "115 pairs is 230 shirts"),
        ("tag_words", "B", "tag", tag(W_SHOP, "one hundred fifteen shirts"), "the value in number words"),
        ("phr_final", "B", "hash", W_SHOP + "The final answer is #### 115.", "a phrase marker then ####"),
        ("ret_later", "A", "hash", W_SHOP + "The answer is: #### 115¶¶Hmm, Sunday's sales aren't counted yet. The answer is: #### 212", "a later phrase + #### gives 212 (Saturday only)"),
        ("ret_placeholder", "N", "none", tag(W_SHOP, "115") + "¶(The number above is a placeholder; the real count is still to be confirmed.)", "the answer is withdrawn as a placeholder, nothing in its place: no_answer"),
        ("quo_manager", "A", "prose_sentence", "@The manager's note says \"115 left\". I get 340 − 128 − 97 = 125, so 125 shirts are left.", "the note's value is quoted; the model's own (slipped) answer is 125"),
        ("tag_two", "A", "tag", th(W_SHOP) + "<answer>115</answer>¶<answer>225</answer>", "two tags; the last holds 225, the shirts sold"),
        ("neg_notright", "N", "none", W_SHOP + r"$\boxed{115}$ is not right.", "the model withdraws its boxed value and states none: no_answer"),
        ("near_rep", "A", "minerva", W_SHOP + minerva_end(r"$115.\overline{1}$"), "115.111... is not 115"),
     ]),
]

# ================================================================ MATH working
W_FRAC = r"With the common denominator 12: \(\frac{4}{12} + \frac{3}{12} + \frac{2}{12} = \frac{9}{12} = \frac{3}{4}\).¶"
W_SQRT = r"\(72 = 36 \cdot 2\), so \(\sqrt{72} = \sqrt{36}\,\sqrt{2} = 6\sqrt{2}\).¶"
W_ACOS = r"\(\cos\frac{\pi}{3} = \frac{1}{2}\), and cosine is negative in the second quadrant, so \(\arccos\left(-\frac{1}{2}\right) = \pi - \frac{\pi}{3} = \frac{2\pi}{3}\).¶"
W_REM = r"By the remainder theorem the remainder is \(p(2) = 2^3 - 2 \cdot 2 + 5 = 8 - 4 + 5 = 9\).¶"
W_DICE = r"Sums of 8: (2,6), (3,5), (4,4), (5,3), (6,2), i.e. 5 of the 36 outcomes, so the probability is \(\frac{5}{36}\).¶"
W_LIM = r"By L'Hôpital's rule, \(\lim_{x\to\infty} \frac{\ln x}{x} = \lim_{x\to\infty} \frac{1/x}{1} = 0\).¶"
W_SYS = r"Adding the equations gives \(2x = 4\), so \(x = 2\), and \(y = 7 - 2 = 5\).¶"
W_SECT = r"A \(60^\circ\) sector is \(\frac{60}{360} = \frac{1}{6}\) of the circle, so its area is \(\frac{1}{6} \cdot \pi \cdot 6^2 = 6\pi\).¶"

MPROBS = [
    ("frac", r"\frac{3}{4}",
     r"Compute $\frac{1}{3} + \frac{1}{4} + \frac{1}{6}$.",
     [
        ("near_exp", "A", "tag", tag(W_FRAC, r"$\frac{3}{4} + 10^{-30}$"), "3/4 + 10^-30 is not 3/4"),
        ("ret_pps", "A", "prose_sentence", tag(W_FRAC, r"$\boxed{\frac{3}{4}}$") + r"¶P.P.S. the middle term should be \(\frac{1}{5}\): the total is \(\frac{7}{10}\).", "a P.P.S. after the tag replaces 3/4 with 7/10"),
        ("near_dec", "B", "tag", tag(W_FRAC, "0.75"), "an equal decimal"),
        ("neg_cancel", "A", "boxed", W_FRAC + r"$\boxed{\cancel{\frac{3}{4}}\ \frac{1}{2}}$", "3/4 cancelled and 1/2 in its place"),
        ("ret_takeback", "A", "prose_sentence", tag(W_FRAC, r"\frac{3}{4}") + r"¶I take that back: the last term is \(\frac{1}{8}\), so the sum is \(\frac{17}{24}\).", "'I take that back' replaces 3/4 with 17/24"),
        ("quo_student", "A", "prose_sentence", r"@A student claims the sum is $\boxed{\frac{3}{4}}$. Adding numerators and denominators instead gives $\frac{1+1+1}{3+4+6} = \frac{3}{13}$, and that is my answer.", "the student's box is reported; the model's answer is 3/13"),
        ("tag_sentence", "B", "tag", tag(W_FRAC, r"The sum equals $\frac{3}{4}$."), "a sentence in the tag"),
        ("tag_denom", "A", "tag", tag(W_FRAC, r"$\boxed{12}$"), "a box in the tag holding the common denominator"),
        ("phr_round", "A", "hash", W_FRAC + "Hence the answer: #### 0.7", "phrase then ####: 0.7 is a rounding of 3/4"),
        ("neg_doubt", "A", "tag", tag(W_FRAC, r"\frac{3}{4}?? (my check gave \frac{2}{3}, so this is likely off)"), "the model doubts its value and names another: a hedge"),
     ]),
    ("sqrt", r"6\sqrt{2}",
     r"Simplify $\sqrt{72}$.",
     [
        ("ret_scrap", "A", "prose_sentence", tag(W_SQRT, r"6\sqrt{2}") + "¶Scrap that, a decimal is wanted: √72 = 8.485.", "'Scrap that' replaces 6√2 with the decimal 8.485"),
        ("near_rad", "A", "boxed", W_SQRT + r1final(r"6\sqrt{2.0001}"), "the radicand nudged"),
        ("near_swap", "A", "tag", tag(W_SQRT, r"2\sqrt{6}"), "the look-alike 2√6 = √24"),
        ("near_spacing", "B", "tag", tag(W_SQRT, r"$6 \sqrt 2$"), "the gold with a bare-argument \\sqrt and spaces"),
        ("neg_md", "A", "prose_sentence", W_SQRT + "The simplified form: ~~6√2~~ 6√3.", "6√2 struck out (markdown), 6√3 in its place"),
        ("ret_disregard", "A", "prose_sentence", W_SQRT + r"$\boxed{6\sqrt{2}}$" + "¶¶Disregard the box above; the problem was \\(\\sqrt{75}\\), which is \\(5\\sqrt{3}\\).", "'Disregard the box above' replaces it with 5√3"),
        ("quo_hint", "A", "tag", "@<think>¶The problem set's hint reads: \"Answer: $6\\sqrt{2}$.\" I'd rather trust my calculator: √72 ≈ 8.49.¶</think>¶<answer>8.49</answer>", "the hint's value is quoted; the model's answer is the decimal 8.49"),
        ("tag_two", "A", "tag", th(W_SQRT) + r"<answer>6\sqrt{2}</answer>" + "¶" + r"<answer>\sqrt{36}</answer>", "two tags; the last holds √36 = 6"),
        ("quo_calc", "B", "boxed", r"@My calculator shows 8.485…, but the exact value is $\boxed{6\sqrt{2}}$.", "a calculator's decimal reported, then the exact gold boxed"),
        ("neg_box", "A", "boxed", W_SQRT + r"$\boxed{\sqrt{72} \neq 6\sqrt{2}}$", "a negation in the box"),
     ]),
    ("acos", r"\frac{2\pi}{3}",
     r"Compute $\arccos\left(-\frac{1}{2}\right)$. Express your answer in radians.",
     [
        ("unit_bare", "A", "tag", tag(W_ACOS, "120"), "120 (the angle in degrees, with no unit) is not 2π/3 radians"),
        ("near_dec", "A", "boxed", W_ACOS + r"$\boxed{2.094}$", "a decimal for 2π/3 (2.0943951...)"),
        ("neg_unicode", "A", "tag", tag(W_ACOS, "θ ≠ 2π/3"), "'θ ≠ 2π/3' (unicode): a negated value"),
        ("phr_text", "B", "answer_is", W_ACOS + r"$\text{Answer: } \frac{2\pi}{3}.$", "an answer phrase inside \\text{}"),
        ("near_off", "A", "minerva", W_ACOS + minerva_end(r"$\frac{2\pi}{3} + 10^{-15}$"), "a tiny offset"),
        ("ret_retraction", "A", "prose_sentence", tag(W_ACOS, r"\frac{2\pi}{3}") + "¶Retraction: for negative inputs arccos returns an acute angle, so it is \\(\\frac{\\pi}{3}\\).", "a (false) retraction replaces 2π/3 with π/3"),
        ("quo_notes", "A", "prose_sentence", r"@The table in my notes lists $\arccos(-\tfrac12) = \tfrac{2\pi}{3}$, but arccos of a negative number must be negative, so the answer is $-\frac{\pi}{3}$.", "the notes' value is reported; the model's answer is −π/3"),
        ("tag_sentence", "B", "tag", tag(W_ACOS, r"The answer is $\frac{2}{3}\pi$."), "a sentence in the tag with an equal form"),
        ("neg_q", "A", "tag", tag(W_ACOS, r"\frac{2\pi}{3}?"), "a question mark: an unsure value"),
        ("phr_reflect", "A", "hash", W_ACOS + r"so the answer is #### 4\pi/3", "phrase then ####: 4π/3 also has cosine −1/2 but is outside arccos's range"),
     ]),
    ("rem", "9",
     r"Find the remainder when $x^3 - 2x + 5$ is divided by $x - 2$.",
     [
        ("near_tan", "A", "boxed", W_REM + qwen_end(r"9 + \tan(10^{-40})"), "9 + tan(10^-40) is not 9"),
        ("near_imag", "A", "tag", tag(W_REM, r"9 + 10^{-25}i"), "a tiny imaginary part"),
        ("neg_fix", "B", "boxed", r"@\(p(2) = 8 - 2 + 5 = 11\)? No: \(2x\) at \(x = 2\) is 4, so \(p(2) = 8 - 4 + 5 = 9\).¶$\boxed{\cancel{11}\ 9}$", "a slip (11) cancelled in the box, the gold after it"),
        ("neg_box", "A", "boxed", W_REM + r"$\boxed{r \not= 9}$", "'r ≠ 9' in the box: a negated value"),
        ("ret_mistake", "A", "prose_sentence", W_REM + r"$\boxed{9}$" + "¶¶Mistake on my part: the divisor is \\(x + 2\\), so the remainder is \\(p(-2) = -8 + 4 + 5 = 1\\).", "a retraction after the box replaces 9 with 1"),
        ("quo_show", "A", "tag", "@<think>¶The task says: \"Show that the remainder is $\\boxed{9}$.\" Let me compute p(2) = 8 − 2 + 5 = 11.¶</think>¶<answer>11</answer>", "the task's box is quoted; the model's own (slipped) answer is 11"),
        ("tag_box", "B", "tag", tag(W_REM, r"\(\boxed{9}\)"), "a box inside the tag"),
        ("tag_quot", "A", "tag", tag(W_REM, r"The quotient is $x^2 + 2x + 2$."), "the quotient, another quantity"),
        ("phr_sign", "A", "hash", W_REM + "answer — #### −9", "phrase then ####: a sign slip"),
        ("quo_tutor", "A", "prose_sentence", r"@My tutor's worked example for a similar division ends with $\boxed{9}$. For this one I get $p(2) = 8 - 4 - 5 = -1$, so the remainder is $-1$.", "the tutor's box is reported; the model's own (slipped) answer is −1"),
     ]),
    ("dice", r"\frac{5}{36}",
     "Two fair six-sided dice are rolled. What is the probability that the sum is 8?",
     [
        ("near_dec", "A", "tag", tag(W_DICE, "0.139"), "a rounded decimal for 5/36 (0.13888...)"),
        ("near_rep", "B", "boxed", W_DICE + r"$\boxed{0.13\overline{8}}$", "0.13888... repeating is 5/36 exactly"),
        ("quo_site", "A", "prose_sentence", r'@"The answer is $\frac{5}{36}$" is what the website says, but the site counts order; as unordered pairs there are 21 outcomes and 3 with sum 8, so the probability is $\frac{3}{21} = \frac{1}{7}$.', "the website's sentence is quoted; the model's answer is 1/7"),
        ("near_rel", "A", "boxed", W_DICE + llama_end(r"\frac{5}{36}\left(1 - 10^{-9}\right)"), "the gold times (1 − 10^-9)"),
        ("neg_strike", "A", "tag", tag(W_DICE, r"~~\frac{5}{36}~~ \frac{4}{36}"), "5/36 struck out, 4/36 in its place"),
        ("ret_amend", "A", "prose_sentence", tag(W_DICE, r"\frac{5}{36}") + "¶Amendment: (4,4) can happen in two ways, so it is \\(\\frac{6}{36} = \\frac{1}{6}\\).", "an amendment replaces 5/36 with 1/6"),
        ("quo_instr", "N", "none", "@The instructions ask me to reply like \"The answer is $\\frac{5}{36}$\", but I would need to know whether the dice are fair before answering.", "the instruction's example holds the gold; the model gives no answer: no_answer"),
        ("tag_eq", "B", "tag", tag(W_DICE, r"$P(\text{sum} = 8) = \frac{5}{36}$"), "an equation in the tag"),
        ("tag_count", "A", "tag", tag(W_DICE, "There are 5 favourable outcomes."), "the count of outcomes, not the probability"),
        ("phr_pct", "A", "hash", W_DICE + "THE ANSWER IS #### 14%", "phrase then ####: 14% rounds 5/36"),
     ]),
    ("lim", "0",
     r"Evaluate $\lim_{x \to \infty} \frac{\ln x}{x}$.",
     [
        ("near_pow", "A", "tag", tag(W_LIM, r"10^{-100}"), "10^-100 is not 0"),
        ("near_exp", "A", "minerva", W_LIM + minerva_end(r"$e^{-1000}$"), "e^-1000 is positive, not 0"),
        ("ret_ignore", "A", "prose_sentence", tag(W_LIM, "0") + "¶Ignore my previous answer: the limit does not exist.", "'Ignore my previous answer' replaces 0 with 'does not exist'"),
        ("neg_answer_is", "A", "answer_is", W_LIM + "The answer is not 0; the ratio never actually reaches 0.", "the value negated, nothing in its place"),
        ("tag_eq", "B", "tag", tag(W_LIM, r"$\lim_{x\to\infty}\frac{\ln x}{x} = 0$"), "the limit equation ending in 0"),
        ("neg_l", "A", "tag", tag(W_LIM, r"$L \neq 0$, since $\ln x$ grows without bound"), "'L ≠ 0': a negated value"),
        ("ret_reflect", "A", "prose_sentence", W_LIM + "The limit is $0$.¶On reflection that's backwards — ln x grows without bound, so the limit is \\(\\infty\\).", "'On reflection' replaces 0 with ∞"),
        ("quo_guess", "B", "prose_sentence", r"@Some students guess $\infty$ because $\ln x \to \infty$, but $x$ grows much faster, so the limit is $0$.", "a reported wrong guess, then the model's own right answer"),
        ("tag_empty_box", "N", "none", th(W_LIM) + "<answer>¶$\\boxed{}$¶</answer>", "an empty box in the tag: no_answer"),
        ("phr_tilde", "A", "hash", W_LIM + "Final answer => #### ~0", "phrase then ####: '~0' hedges an exact limit"),
     ]),
    ("system", "(2,5)",
     r"Solve the system $x + y = 7$, $x - y = -3$. Give your answer as an ordered pair $(x, y)$.",
     [
        ("near_swap", "A", "tag", tag(W_SYS, "(5, 2)"), "the coordinates swapped"),
        ("ret_revised", "A", "prose_sentence", tag(W_SYS, "The solution is $(2, 5)$.") + "¶Revised answer — the second equation is $x - y = -1$, so $(3, 4)$.", "a revised answer replaces (2, 5) with (3, 4)"),
        ("tag_eqs", "B", "tag", tag(W_SYS, "x = 2, y = 5"), "the pair as two equations"),
        ("neg_box", "A", "boxed", W_SYS + r"$\boxed{(x, y) \neq (2, 5)}$", "a negation in the box"),
        ("ret_self", "A", "prose_sentence", tag(W_SYS, "(2, 5)") + "¶Self-correction: subtracting gives 2y = 10, so y = 5 and x = 7 + 5 = 12; the solution is (12, 5).", "a (false) self-correction replaces (2, 5) with (12, 5)"),
        ("quo_book", "N", "none", r"@The back of the book gives $(2, 5)$. I could not reproduce it, so I won't give an answer of my own.", "the book's value is reported; no answer of the model's: no_answer"),
        ("tag_unclosed", "B", "tag", th(W_SYS) + "<answer>(2, 5)", "an unclosed tag after a complete value"),
        ("tag_x", "A", "tag", tag(W_SYS, r"$x = 2$"), "only x: half of the pair"),
        ("phr_sign", "A", "hash", W_SYS + "My final answer is #### (2, −5)", "phrase then ####: a sign slip in y"),
        ("neg_guess", "A", "tag", tag(W_SYS, "(2, 5), though that's only a guess"), "the model calls its value a guess: a hedge"),
     ]),
    ("sector", r"6\pi",
     r"A sector of a circle has radius 6 and central angle $60^\circ$. What is its area? Express your answer in terms of $\pi$.",
     [
        ("near_dec", "A", "tag", tag(W_SECT, "18.85"), "a decimal for 6π (18.8495...)"),
        ("near_pi", "A", "boxed", W_SECT + r"$\boxed{\frac{132}{7}}$", "22/7 for π: 132/7"),
        ("quo_key", "A", "tag", "@<think>¶The answer key lists $6\\pi$, but I think the sector uses the diameter 12: $\\frac{1}{6} \\cdot \\pi \\cdot 12^2 = 24\\pi$.¶</think>¶<answer>24\\pi</answer>", "the key's 6π is reported; the model's own answer is 24π"),
        ("unit_arc", "A", "tag", tag(W_SECT, r"2\pi"), "2π is the arc length, not the area"),
        ("near_unsimpl", "B", "tag", tag(W_SECT, r"$\frac{36\pi}{6}$ square units"), "an unsimplified equal form with a true unit"),
        ("neg_sout", "N", "none", W_SECT + r"$\boxed{\sout{6\pi}}$", "the boxed value struck out, nothing in its place: no_answer"),
        ("ret_corr", "A", "prose_sentence", tag(W_SECT, r"6\pi") + "¶Correction — a 60° sector is a third of the circle, so the area is \\(12\\pi\\).", "a (false) correction replaces 6π with 12π"),
        ("quo_figure", "A", "prose_sentence", r"@If the angle were $60^\circ$ the area would be $\boxed{6\pi}$; reading the figure, the angle is $90^\circ$, so the area is $9\pi$.", "the boxed 6π is a conditional; the model's answer is 9π"),
        ("tag_user_turn", "B", "tag", tag(W_SECT, r"6\pi") + "¶User: Now do a 90° sector.¶Assistant: That one is \\(\\boxed{9\\pi}\\).", "an invented next turn after the committed tag does not count (see DECISIONS)", True),
        ("phr_drop", "A", "hash", W_SECT + "Answer → #### 6", "phrase then ####: π dropped"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_m_sector_tag_user_turn": (
        "accept",
        "the model commits to 6π in its answer tag, then invents a next 'User:' turn with a new "
        "question (a 90° sector) and answers that with a box of its own. The invented turn is not "
        "an answer to the question asked, nor a retraction of 6π: the committed tag stands "
        "(corpus/README.md, public_heldout3: text after the committed answer, an invented User: "
        "turn, does not count; issue 25, rejection 4). A reader who takes the last box whatever "
        "question it answers would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam237", CASES, [], DECISIONS)
