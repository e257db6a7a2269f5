r"""Build adversarial_redteam240.jsonl: round 240 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam240"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, llama_end, g, m, write_probes and the chat-token
constants IM_USER, IM_ASSIST, EOT_USER; copied unchanged beside this file) and
build_adversarial_redteam237.py / 234.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: a grader-style HIDDEN probe set for issue 25, English, 200 SHORT probes (one to
six lines, one idea each), 100 GSM8K and 100 MATH, 160 kind A (153 wrong, 7 no_answer) and 40 kind
B (20 GSM8K, 20 MATH). 105 are in the R1-Zero `<think>...</think><answer>...</answer>` format (49
GSM8K, 56 MATH); the rest end on `####` (bare, or after a phrase marker), `\boxed{}` (bare or
Llama 3's closing line), "The answer is", prose with no marker (a quote, a retraction or number
words), or are cut (truncated) or answerless (none). Every class of the issue, spread evenly (23 to
27 probes each, the MATH side as hard as the GSM8K side; the class opens the shape of an id):
  near (27: 21 A, 6 B)  exact values near the gold, no tolerance for exact expressions: offsets
         (123 + 10^-9, 6 - 10^-10, 3/2 - 3^-60), a tiny error in the imaginary part (5 +
         i cos(10^-8)), rounded or truncated decimals (6.93 buses, 1.667, 6.708, 1.4999, 141.37,
         −0.577, 47.99), look-alikes (64.08 for 64.80, (3x − 1)/(x − 2), (3x + 1)/(x + 2),
         swapped coordinates (−11, 3)), a half-open interval (−2, 7], a floor (6 buses), hedges
         ("± 1", "roughly $350", "about $65", "9 to 10"). Kind B: "$64 and 80 cents", 6.0 h,
         1.\overline{6}, √5·3, i + 5, −1/√3;
  neg (24: 18 A, 3 N, 3 B)  negation, strike-out and annotation, inside boxes and tags:
         \boxed{7 \text{(incorrect?)}}, \boxed{64.80 \text{(estimate)}}, \boxed{\tfrac53
         \text{(unsure)}}, \boxed{135° ?}, \boxed{(3, -11) — doubtful}, \boxed{\text{not } 5 + i},
         "12 (probably)", "#### 12 ✗", "(not sure)", "(a guess)", "or so", "(approx.)", "maybe",
         "though I'm not sure about the endpoints", "it looks wrong", "It does not take 6 hours.",
         <del>48</del> 72, \st{3/2} 2/3; alone with nothing in its place (no_answer): \xcancel,
         \bcancel, "#### 432 — no, that can't be right". Kind B: a slip struck out then the gold
         (#### ~~6~~ 7), the gold with a wrong value negated after it ("5 + i (not 5 − i)", the
         boxed inverse "not (x − 3)/(2x + 1)");
  unit (24: 18 A, 6 B)  a unit or scale of another kind: seats for buses, m² for tiles, "per
         month", "fewer", %, pages, miles, mL, kg, "g per person", minutes (6 minutes, 360
         minutes), 5/3 %, square units for a distance, 3π/4 and "135 radians" for degrees, cm²
         and mm³ for cm³, degrees on a tangent. Kind B: "12 more marbles", "9 more days", "123
         kilometres", "750 grams of flour", 135^\circ, 45π cm³;
  ret (26: 22 A, 4 B)  retractions after the answer (after a box, a tag or ####, in plain words
         or LaTeX sentences): Edit, Scratch that, Oh wait, Hmm I misread, Hold on, Actually let me
         recheck, Addendum, Wait I misread, Update, Oops, Correction, On second thought, I retract
         the box, Let me correct that, Sorry I mixed up, Retracting that, I need to fix this; the
         new value a whole number, a decimal, a fraction (3/5, 3/4), a radical (√13, −√3), an
         interval ([−2, 7], (−7, 2)), a pair ((3, 7), (3, −13)), an expression (1/f, 15π). Kind
         B: a later "The answer is #### 7" after "#### 6", a trailing check restating 354, a
         correction after a box landing on 3/2, a correction with a second tag landing on −√3/3;
  quo (24: 17 A, 3 N, 4 B)  statements the model did not make: a forum reply, a teacher's answer
         sheet, a brochure's example, a friend, a margin note (then cut), a book, a receipt, a
         training log, a tank manual (then a refusal), a recipe card's note; in MATH form a
         textbook's answer section, a worked example's box, the back of the book, a website (then
         a refusal), a geometry website's sentence, a hint (twice), an instruction's example (twice,
         one a box), an online calculator's example. Kind B: a sister's, two websites' and an
         answer key's wrong value reported, then the model's own gold;
  tag (27: 22 A, 1 N, 4 B)  answer tags read like a small completion: sentences and equations
         naming another quantity (the floor's area, a month's bill, Eli's share, the sale price,
         the pages left, a week's distance, the water already in, the per-person flour, log_2 32 =
         5, d² = 45, the angle sum, the exterior angle, the real part, the partial sum S_4, the
         ratio, the given f, the axis of symmetry, the lateral area, tan 30°, the roots), a box in
         the tag (6 full buses, 360 minutes), a cut inside the tag (no_answer). Kind B: "Total for
         six months: $354", "120 − 72 = 48", a set-builder sentence, "The vertex is at (3, −11).";
  phr (25: 19 A, 6 B)  a phrase marker then `####` ("So the answer is:", "Hence, the answer is",
         "The answer is:", "Final Answer:", "**Answer:**", "Answer:", "My final answer is", "So my
         answer is" inside a tag, "Final answer:", "Therefore the answer is"), in MATH holding
         LaTeX (\frac{3}{5}, (-\infty, -2) \cup (7, \infty), \left(\frac{5}{2}, 1\right),
         1080^\circ, -\sqrt{3}, \frac{x-3}{2x+1}, 48\pi, (3, 11), 5 - i, \frac{3}{2}
         \text{(approximately)}), each kind A holding a subtotal or another quantity; an answer
         phrase with trailing words and a prose sentence in number words. Kind B: "So the answer
         is: #### 432", "Answer: #### $64.80", "The answer is 123 km, three weeks of steady
         running.", "So forty-eight more litres of water are needed.", "The answer is: ####
         \dfrac{5}{3}" in a tag, "So the answer is #### \dfrac{-3x-1}{2-x}";
  post (23: 16 A, 7 B)  text after the committed answer: invented User turns (plain "User:",
         ChatML, Llama 3 tokens) that state the gold after a wrong answer, self-set practice /
         exercise / bonus / "another one" problems whose box holds the gold after a wrong answer,
         a restart cut off after a wrong committed answer, a restatement that differs (7.5 kg for
         750 g, "the product is √26"). Kind B: an invented next turn with its own box after the
         gold (plain and ChatML), a self-set practice problem or follow-up with its own box after
         the gold, a restart cut off after the gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: tiles: 12 m x 9 m floor, 0.5 m square tiles -> 432 (108 m²; 0.25 m² a tile; 108 / 0.5 =
216; an 11 m x 9 m tiled part: 99 / 0.25 = 396); bus: 312 people, 45 a bus -> 7 (6.933...; 6 x 45
= 270, 42 left; 44 a bus: 7.09 -> 8); phone: $35 a month + $0.10 a text, 240 texts, 6 months ->
354 (24 + 35 = 59 a month; 5 x 59 = 295; 6 x 35 + 24 = 234; 140 x 0.10 = 14, 6 x 49 = 294);
marbles: 84 in the ratio 3 : 4, how many more for Eli -> 12 (one part 12; 36 and 48; 90 in 4 : 5:
50 - 40 = 10); jacket: $80, 25% off, then 8% tax -> 64.8 (60; 60 x 1.08 = 64.80; tax on $80: 60 +
6.40 = 66.40; tax subtracted: 55.20); book: 375 pages, 96 read, 31 a day -> 9 (279 / 31 = 9;
375 / 31 = 12.1; the slip 289 / 31 = 9.3); runner: 5 km on weekdays, 8 km on weekend days, 3
weeks -> 123 (41 a week; one weekend day: 33, 99; Sundays off: 3 x 33 = 99); tank: 120 L, 3/5
full -> 48 (72 in it); flour: 300 g for 4, for 10 -> 750 (75 g each; 300 / 5 x 10 = 600; 300 +
6 x 50 = 600); pool: 6,480 L at 18 L/min, hours -> 6 (360 min; 9 L/min: 720 min = 12 h; 1,080 / 3
= 360 min = 6 h).
MATH: interval: x^2 - 5x - 14 < 0 -> (-2,7) ((x - 7)(x + 2); 49 - 35 - 14 = 0, 4 + 10 - 14 = 0;
the complement (-inf, -2) U (7, inf)); log: log_8 32 -> \frac{5}{3} (2^5 / 2^3; 1.666...;
log_27 243 = 5/3 as 3^5 / 3^3); dist: (1, -2) to (4, 4) -> 3\sqrt{5} (9 + 36 = 45; 6.7082...;
the slip 4 - 2: sqrt 13; midpoint (5/2, 1)); octagon: interior angle in degrees -> 135 (1080 / 8;
exterior 45; 3pi/4 rad = 2.356...; 180 x 5 / 8 = 112.5; decagon 8 x 180 / 10 = 144); complex:
(2 + 3i)(1 - i) -> 5+i (2 - 2i + 3i + 3 = 5 + i; i^2 = 1 gives -1 + i; |5 + i|^2 = 26 = 13 x 2);
series: 1 + 1/3 + 1/9 + ... -> \frac{3}{2} (1 / (2/3); S_4 = 40/27; 1 / (4/3) = 3/4; 1 - r =
2/3; 3/4 + 3/8 + ... = (3/4) / (1/2) = 3/2); inverse: f(x) = (2x + 1)/(x - 3) ->
\frac{3x+1}{x-2} (xy - 3y = 2x + 1, x(y - 2) = 3y + 1; checked at x = 5: f = 11/2, (3 x 11/2 +
1)/(11/2 - 2) = 5; (-3x - 1)/(2 - x) equal); vertex: y = 2x^2 - 12x + 7 -> (3,-11) (x = 12/4;
18 - 36 + 7; at x = -3: 18 + 36 + 7 = 61; constant 5: -13; y = x^2 - 6x - 2 has vertex (3, -11):
9 - 18 - 2); cylinder: r = 3 cm, h = 5 cm, volume -> 45\pi (141.3716...; pi r h = 15pi; lateral
2pi r h = 30pi; total surface 18pi + 30pi = 48pi; cone 15pi); tan: tan 150° ->
-\frac{\sqrt{3}}{3} (-tan 30°; -0.57735...; -1/sqrt 3 equal; cot 150° = -sqrt 3).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo / tag / phr / post (above). 10 probes a problem (2 kind B and
8 kind A, except cylinder with 1 kind B and tan with 3). Kind A: truth wrong,
or no_answer where the form is `truncated` or `none` ("N" in the tables); kind B: truth correct.
Forms: tag (an `<answer>` tag holds the final answer), hash, boxed, answer_is, prose_sentence (the
final value is stated in prose, e.g. after a retraction or a quote), truncated, none.

Label conventions (corpus/README.md "How each source was labelled"; rounds 234 and 237): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation, a box, a phrase + `####` inside it); a second tag after a
correction replaces the first; with no marker and no box the answer is the value the concluding
sentence states as the answer to the question asked. A phrase marker followed by `####` is one
marker: the value after it is the answer. A restatement that differs makes the answer wrong; a
trailing check that restates the value does not change it; a retraction after the answer replaces
it (wrong when it names another value, even one the model miscomputes; the retraction's value is
the answer). Text after the committed answer (an invented User turn in any chat format, a self-set
practice problem, exercise, bonus or follow-up with its own box, a restart of the working that is
cut off) is not the answer to the question asked: the committed answer stands, right or wrong.
Quoted or reported text (a forum, a sheet, a brochure, a friend, a note, a book, a receipt, a log,
a manual, a card, a textbook, a worked example, a website, a hint, an instruction's example, a
calculator's example, a key) is not the model's statement: the model's own final value is its
answer, and with none of its own (a refusal, a cut) the probe is no_answer. A hedge of an exact
value ("± 1", "roughly", "about", "9 to 10", "(probably)", "(not sure)", "(a guess)", "or so",
"(approx.)", "(estimate)", "(unsure)", "?", "doubtful", "maybe", "not sure about", "looks wrong")
is wrong; so is a value the model marks wrong ("✗", "(incorrect?)"), a negated value ("not 5 + i",
"It does not take 6 hours.") and a struck value replaced by another; a struck value alone or an
answer withdrawn with nothing in its place is no_answer. A negation of ANOTHER value after the
gold ("5 + i (not 5 − i)") leaves the gold the answer. A unit or scale of another kind is wrong
(seats, m², miles, mL, kg, minutes, %, radians, square units, cm², mm³, degrees on a ratio), and
so is a word that changes what the number counts (fewer, per month, per person). An exact
expression equals the gold only if it is the gold (no tolerance: 123 + 10^{-9}, 6 - 10^{-10},
3/2 - 3^{-60}, 5 + i cos(10^{-8}) are wrong); a decimal that is not exactly the gold is wrong.
Equal values in another form are correct ($64 and 80 cents, 6.0 h, 1.\overline{6}, \sqrt{5}\cdot
3, i + 5, -1/\sqrt{3}, \{x : -2 < x < 7\}, \dfrac{-3x-1}{2-x}, number words), and so are true
units (more marbles, more days, kilometres, grams, 135^\circ, cm³).

Debatable (3, with DECISIONS): `g_pool_unit_360min` ("#### 360 minutes" where hours are asked:
reject), `m_octagon_unit_rad` (3π/4 where degrees are asked: reject), `ok_m_complex_neg_not`
("5 + i (not 5 − i)" in the tag: accept).

Usage: cd /tmp/rounds/rt240 && python build_adversarial_redteam240.py
(writes /tmp/rounds/rt240/adversarial_redteam240.jsonl beside corpus_build.py)
"""

from corpus_build import EOT_USER, IM_ASSIST, IM_USER, g, llama_end, m, th, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("near", "neg", "unit", "ret", "quo", "tag", "phr", "post")


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
W_TILES = "Floor: 12 × 9 = 108 m²; one tile: 0.5 × 0.5 = 0.25 m².¶Tiles: 108 ÷ 0.25 = 432.¶"
W_BUS = "312 ÷ 45 = 6.93…: 6 buses carry 270 people and 42 are left.¶Those 42 need one more bus: 7 buses.¶"
W_PHONE = "Each month: $35 + 240 × $0.10 = $35 + $24 = $59.¶Six months: 6 × $59 = $354.¶"
W_MARB = "One part is 84 ÷ (3 + 4) = 12: Noor gets 36 and Eli gets 48.¶Eli gets 48 − 36 = 12 more.¶"
W_JACK = "Sale price: $80 × 0.75 = $60.¶With 8% tax: $60 × 1.08 = $64.80.¶"
W_BOOK = "Pages left: 375 − 96 = 279.¶279 ÷ 31 = 9 days.¶"
W_RUN = "One week: 5 × 5 + 2 × 8 = 25 + 16 = 41 km.¶Three weeks: 3 × 41 = 123 km.¶"
W_TANK = "Water in it now: 3/5 × 120 = 72 L.¶Still needed: 120 − 72 = 48 L.¶"
W_FLOUR = "Flour per person: 300 ÷ 4 = 75 g.¶For 10 people: 10 × 75 = 750 g.¶"
W_POOL = "6,480 ÷ 18 = 360 minutes.¶360 ÷ 60 = 6 hours.¶"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("tiles", "432",
     "A rectangular floor is 12 m long and 9 m wide. It is covered with square tiles 0.5 m on a side. How many tiles are needed?",
     [
        ("tag_area", "A", "tag", tag(W_TILES, "The floor has an area of 108 m²."), "a sentence in the tag naming the floor's area, a subtotal"),
        ("unit_m2", "A", "tag", tag(W_TILES, "432 m²"), "square metres where a number of tiles is asked (432 m² is four times the floor)"),
        ("phr_so", "B", "hash", W_TILES + "So the answer is: #### 432", "a phrase marker then ####"),
        ("phr_half", "A", "hash", "Floor: 12 × 9 = 108 m².¶Each tile is 0.5 m, so 108 ÷ 0.5 = 216 tiles.¶Hence, the answer is #### 216", "phrase then ####: 216 divides the area by the tile's side, not its area"),
        ("ret_edit", "A", "prose_sentence", tag(W_TILES, "432") + "¶Edit: a 1 m strip along one 9 m wall stays bare, so only 11 × 9 = 99 m² is tiled: 99 ÷ 0.25 = 396 tiles.", "an Edit after the tag replaces 432 with 396"),
        ("quo_forum", "A", "hash", "@A forum reply to this exact problem reads \"#### 432\". I take each tile as 0.5 m² instead: 108 ÷ 0.5 = 216.¶#### 216", "the forum's value is quoted; the model's own answer is 216"),
        ("neg_cant", "N", "none", W_TILES + "#### 432 — no, that can't be right; I'll have to look at the tile size again.", "the model rejects its value at once and puts nothing in its place: no_answer"),
        ("near_pm", "A", "tag", tag(W_TILES, "432 ± 1"), "'± 1' hedges an exact count"),
        ("post_redo", "B", "hash", W_TILES + "#### 432¶¶Let me redo this another way: along the 12 m side there are 12 ÷ 0.5 = 24 tiles, and along the 9 m side there are", "a restart of the working after the committed '#### 432', cut off: the committed answer stands"),
        ("post_userfix", "A", "tag", tag("Floor: 12 × 9 = 108 m².¶Tiles of 0.5 m: 108 ÷ 0.5 = 216.¶", "216") + "¶User: Each tile covers 0.25 m², so it's 432, isn't it?", "an invented User turn states 432; the model's own answer is 216"),
     ]),
    ("bus", "7",
     "312 students and teachers are going on a school trip. Each bus holds 45 people. How many buses are needed?",
     [
        ("near_dec", "A", "tag", tag("312 ÷ 45 = 6.933…¶", "6.93"), "the unrounded quotient, not a whole number of buses"),
        ("near_floor", "A", "hash", "312 ÷ 45 = 6.93, and we can't hire part of a bus, so we drop the decimal.¶#### 6", "rounded down: 42 people get no seat"),
        ("neg_strike", "B", "hash", "312 ÷ 45 = 6.93, so 6 buses — but then 42 people have no seat.¶#### ~~6~~ 7", "a slip struck out (markdown), the gold after it"),
        ("unit_seats", "A", "tag", tag(W_BUS, "7 seats"), "seats where buses are asked"),
        ("neg_annot", "A", "boxed", W_BUS + r"$\boxed{7\ \text{(incorrect?)}}$", "an annotation inside the box: the model marks its value as possibly incorrect"),
        ("ret_scratch", "A", "prose_sentence", tag(W_BUS, "7") + "¶Scratch that — each driver takes a seat too, so a bus carries 44: 312 ÷ 44 = 7.09, which means 8 buses.", "'Scratch that' replaces 7 with 8"),
        ("ret_later", "B", "hash", "312 ÷ 45 = 6.93, so 6 buses.¶#### 6¶Wait — 6 × 45 = 270 leaves 42 people standing. The answer is #### 7", "a later phrase + #### replaces 6 with the gold"),
        ("quo_sheet", "A", "prose_sentence", "@My teacher's answer sheet says \"7 buses\". I get 312 ÷ 45 = 6.93, and since you can't book part of a bus I drop the decimal: 6 buses.", "the sheet's value is reported; the model's own answer is 6"),
        ("phr_left", "A", "hash", W_BUS + "The answer is: #### 42", "phrase then ####: 42 is the people left after 6 buses"),
        ("tag_box6", "A", "tag", tag("312 ÷ 45 = 6.93.¶", r"$\boxed{6}$ full buses and part of another"), "a box in the tag holding 6, the full buses only"),
     ]),
    ("phone", "354",
     "Dana's phone plan costs $35 a month plus $0.10 for each text. She sends 240 texts a month. How much does she pay over 6 months?",
     [
        ("tag_label", "B", "tag", tag(W_PHONE, "Total for six months: $354"), "a label and the gold in the tag"),
        ("tag_month", "A", "tag", tag(W_PHONE, "Dana pays $59 each month."), "a sentence in the tag naming the monthly bill, a subtotal"),
        ("unit_month", "A", "hash", W_PHONE + "#### 354 per month", "a monthly rate where the 6-month total is asked"),
        ("quo_brochure", "A", "prose_sentence", "@The plan's brochure shows the example \"240 texts a month for 6 months: $354\". For Dana only texts beyond the first 100 cost extra: 140 × $0.10 = $14, so she pays 6 × $49 = $294.", "the brochure's example holds 354; the model's own answer is 294"),
        ("ret_check", "B", "tag", tag(W_PHONE, "$354") + "¶Check: 59 + 59 + 59 + 59 + 59 + 59 = 354 ✓", "a trailing check that restates 354"),
        ("ret_free", "A", "prose_sentence", W_PHONE + "#### 354¶Oh wait, I forgot the first month is free, so she pays 5 × $59 = $295.", "a retraction after #### replaces 354 with 295"),
        ("quo_friend", "A", "tag", "@<think>¶Her friend told her \"it'll be $354\". I count the texts once: 240 × $0.10 = $24, so 6 × $35 + $24 = $234.¶</think>¶<answer>$234</answer>", "the friend's value is reported; the model's own answer is 234"),
        ("neg_unsure", "A", "hash", W_PHONE + "#### 354 (not sure)", "the model marks its value unsure"),
        ("near_round", "A", "tag", tag(W_PHONE, "roughly $350"), "a rounded, hedged total: 350 is not 354"),
        ("phr_month", "A", "hash", W_PHONE + "Final Answer: #### $59", "phrase then ####: 59 is one month's bill"),
     ]),
    ("marbles", "12",
     "Noor and Eli share 84 marbles in the ratio 3 : 4. How many more marbles does Eli get than Noor?",
     [
        ("unit_more", "B", "hash", W_MARB + "#### 12 more marbles", "'more' is the comparison asked, and marbles the unit"),
        ("unit_fewer", "A", "tag", tag(W_MARB, "12 fewer"), "'12 fewer' says Eli gets fewer; he gets more"),
        ("quo_margin", "N", "truncated", "@A note in the margin says: \"Answer: 12 more\". Let me first work out the two shares. There are 3 + 4 =", "the margin note holds the gold; the model is cut before its own value: no_answer"),
        ("neg_probably", "A", "tag", tag(W_MARB, "12 (probably)"), "'(probably)' hedges an exact count"),
        ("neg_cross", "A", "hash", W_MARB + "#### 12 ✗", "a cross mark: the model marks its value wrong"),
        ("tag_eli", "A", "tag", tag(W_MARB, "Eli gets 48 marbles."), "Eli's share, not the difference"),
        ("post_practice", "B", "hash", W_MARB + "#### 12¶¶Practice: share 90 marbles in the ratio 4 : 5. One part is 10, so the difference is $\\boxed{10}$.", "a self-set practice problem with its own box after the committed '#### 12' does not count"),
        ("quo_book", "A", "hash", "@The book's answer is 12, but I read the question as asking for Eli's share: 4/7 of 84 = 48.¶#### 48", "the book's value is reported; the model's answer is 48"),
        ("phr_noor", "A", "hash", W_MARB + "**Answer:** #### 36", "phrase then ####: 36 is Noor's share"),
        ("ret_misread", "A", "prose_sentence", tag(W_MARB, "12") + "¶Hmm, I misread: the question wants Eli's total, which is 48.", "a (false) retraction replaces 12 with 48"),
     ]),
    ("jacket", "64.8",
     "A jacket costs $80. It is on sale for 25% off, and then 8% sales tax is added to the sale price. What is the final price, in dollars?",
     [
        ("near_digits", "A", "tag", tag(W_JACK, "$64.08"), "64.08 is not 64.80 (digits swapped)"),
        ("near_about", "A", "tag", tag(W_JACK, "about $65"), "'about $65' rounds and hedges 64.80"),
        ("near_words", "B", "tag", tag(W_JACK, "$64 and 80 cents"), "64.80 written as dollars and cents"),
        ("unit_pct", "A", "hash", W_JACK + "#### 64.8%", "a percentage, not a price"),
        ("ret_origtax", "A", "prose_sentence", tag(W_JACK, "$64.80") + "¶Hold on, the tax is charged on the original price: $60 + 8% of $80 = $66.40.", "a retraction replaces 64.80 with 66.40"),
        ("quo_receipt", "A", "prose_sentence", "@The store's sample receipt reads \"TOTAL $64.80\". For my own answer: 25% off leaves $60, and the 8% tax is $4.80, so $60 − $4.80 = $55.20.", "the receipt's value is reported; the model's own answer (tax subtracted) is 55.20"),
        ("neg_estimate", "A", "boxed", W_JACK + r"$\boxed{64.80 \text{ (estimate)}}$", "an annotation inside the box: the model calls its value an estimate"),
        ("tag_sale", "A", "tag", tag(W_JACK, "The sale price is $60."), "the sale price before tax, a subtotal"),
        ("phr_answer", "B", "hash", W_JACK + "Answer: #### $64.80", "a phrase marker then ####, with a dollar sign and cents"),
        ("post_userthanks", "A", "tag", tag("25% off $80 leaves $60.¶", "$60") + "¶User: Thanks! With the tax that makes $64.80, right?", "an invented User turn states 64.80; the model's own answer is 60, the pre-tax price"),
     ]),
    ("book", "9",
     "A novel has 375 pages. Priya has already read 96 pages, and she reads 31 pages a day. How many more days will it take her to finish the book?",
     [
        ("unit_pages", "A", "tag", tag(W_BOOK, "9 pages"), "pages where days are asked"),
        ("post_eot", "A", "hash", "375 ÷ 31 ≈ 12.1, so she needs 12 more days.¶#### 12" + EOT_USER + "You forgot the 96 pages she already read, it's 9.", "an invented (Llama 3) user turn states 9; the model's own answer is 12"),
        ("unit_moredays", "B", "tag", tag(W_BOOK, "9 more days"), "a true unit and 'more' as asked"),
        ("quo_sister", "B", "prose_sentence", "@Her sister says 12 days, because 375 ÷ 31 ≈ 12, but that forgets the 96 pages already read: 279 ÷ 31 = 9, so Priya needs 9 more days.", "a reported wrong value, then the model's own gold"),
        ("tag_left", "A", "tag", tag(W_BOOK, "279 pages are left."), "the pages left, a subtotal"),
        ("tag_cut", "N", "truncated", th(W_BOOK) + "<answer>Priya will finish in", "cut inside the tag before the value: no_answer"),
        ("near_range", "A", "hash", W_BOOK + "#### 9 to 10", "a range for an exact count"),
        ("ret_recheck", "A", "prose_sentence", tag(W_BOOK, "9") + "¶Actually, let me recheck: 375 − 96 = 289, and 289 ÷ 31 ≈ 9.3, so she needs 10 days.", "a retraction with the model's own slip replaces 9 with 10"),
        ("phr_left", "A", "hash", W_BOOK + "So the answer is #### 279", "phrase then ####: 279 is the pages left"),
        ("neg_guess", "A", "hash", W_BOOK + "#### 9 (a guess)", "the model calls its value a guess: a hedge"),
     ]),
    ("runner", "123",
     "Ana runs 5 km on each weekday and 8 km on each day of the weekend. How many kilometres does she run in 3 weeks?",
     [
        ("unit_km", "B", "hash", W_RUN + "#### 123 kilometres", "a true unit"),
        ("unit_miles", "A", "tag", tag(W_RUN, "123 miles"), "miles where kilometres are asked"),
        ("post_exercise", "A", "hash", "One week: 5 × 5 + 8 = 33 km (one weekend day).¶Three weeks: 3 × 33 = 99 km.¶#### 99¶¶Exercise: if she also ran on Sunday, show that the total is $\\boxed{123}$ km.", "the model's own answer is 99; the self-set exercise's box holding 123 is not its answer to the question"),
        ("phr_week", "A", "tag", tag(W_RUN, "So my answer is #### 41"), "a phrase marker then #### inside the tag: 41 is one week"),
        ("phr_trailing", "B", "answer_is", W_RUN + "The answer is 123 km, three weeks of steady running.", "an answer phrase with trailing words after the value"),
        ("near_offset", "A", "tag", tag(W_RUN, r"$123 + 10^{-9}$"), "123 + 10^-9 is not 123"),
        ("ret_addendum", "A", "prose_sentence", tag(W_RUN, "123") + "¶Addendum: she rests every Sunday, so it is 3 × (41 − 8) = 99 km.", "an addendum replaces 123 with 99"),
        ("quo_log", "A", "tag", "@<think>¶Her training log says \"3 weeks: 123 km\", but I count the weekend as a single day: 25 + 8 = 33 km a week, and 3 × 33 = 99.¶</think>¶<answer>99 km</answer>", "the log's value is reported; the model's own answer is 99"),
        ("tag_week", "A", "tag", tag(W_RUN, "She runs 41 km each week."), "one week's distance in the tag"),
        ("neg_orso", "A", "hash", W_RUN + "#### 123 or so", "'or so' hedges an exact distance"),
     ]),
    ("tank", "48",
     "A fish tank holds 120 litres when full. It is 3/5 full. How many more litres of water are needed to fill it?",
     [
        ("tag_eq", "B", "tag", tag(W_TANK, "120 − 72 = 48"), "an equation in the tag ending in the gold"),
        ("tag_in", "A", "tag", tag(W_TANK, "There are 72 litres in the tank."), "the water already in the tank"),
        ("unit_ml", "A", "tag", tag(W_TANK, "48 mL"), "millilitres where litres are asked"),
        ("phr_in", "A", "hash", W_TANK + "My final answer is #### 72", "phrase then ####: 72 L is the water already in"),
        ("phr_words", "B", "prose_sentence", W_TANK + "So forty-eight more litres of water are needed.", "no marker: the concluding sentence gives the gold in number words"),
        ("near_cents", "A", "hash", W_TANK + "#### 47.99", "47.99 is not 48"),
        ("ret_empty", "A", "prose_sentence", W_TANK + r"$\boxed{48}$" + "¶Wait, I misread: the tank is 3/5 empty, so 3/5 × 120 = 72 L are needed.", "a retraction after the box replaces 48 with 72"),
        ("quo_manual", "N", "none", "@The tank's manual says \"top up with 48 L of water\". I don't know how full the tank is right now, so I can't say how much more is needed.", "the manual's value is quoted; the model gives no answer of its own: no_answer"),
        ("neg_del", "A", "tag", tag(W_TANK, "<del>48</del> 72"), "48 struck out (HTML del), 72 in its place"),
        ("post_imuser", "A", "tag", tag("3/5 of 120 = 72 L.¶", "72") + IM_USER + "So 48 L is still missing?", "an invented (ChatML) user turn names 48; the model's own answer is 72"),
     ]),
    ("flour", "750",
     "A bread recipe for 4 people uses 300 g of flour. How many grams of flour are needed for 10 people?",
     [
        ("unit_grams", "B", "tag", tag(W_FLOUR, "750 grams of flour"), "a true unit"),
        ("unit_kg", "A", "hash", W_FLOUR + "#### 750 kg", "kilograms where grams are asked"),
        ("post_restate", "A", "hash", W_FLOUR + "#### 750¶(That is 7.5 kg of flour.)", "a restatement after the answer that differs (750 g is 0.75 kg) makes it wrong"),
        ("post_restart", "A", "hash", "Per person: 300 ÷ 4 = 75 g.¶#### 75¶¶Let me redo this: for 10 people we need 10 ×", "the committed '#### 75' (per person) stands; the restart after it is cut off"),
        ("phr_person", "A", "hash", W_FLOUR + "Final answer: #### 75", "phrase then ####: 75 g is per person"),
        ("post_user", "B", "tag", tag("300 ÷ 4 × 10 = 750 g.¶", "750") + "¶User: And for 6 people?¶Assistant: 6 × 75 = 450 g, so $\\boxed{450}$.", "an invented next turn after the committed tag does not count"),
        ("ret_update", "A", "prose_sentence", W_FLOUR + "#### 750¶Update: the recipe serves 5, not 4, so 300 ÷ 5 × 10 = 600 g.", "an update replaces 750 with 600"),
        ("quo_card", "A", "hash", "@The card's margin note says \"750 g for ten\". I'd add 50 g for each of the 6 extra people: 300 + 6 × 50 = 600 g.¶#### 600", "the note's value is quoted; the model's own answer is 600"),
        ("neg_approx", "A", "hash", W_FLOUR + "#### 750 (approx.)", "'(approx.)' hedges an exact amount"),
        ("tag_person", "A", "tag", tag(W_FLOUR, "Each person needs 75 g."), "the per-person amount in the tag"),
     ]),
    ("pool", "6",
     "A pool holds 6,480 litres. A hose fills it at 18 litres per minute. How many hours does it take to fill the pool?",
     [
        ("unit_min", "A", "tag", tag(W_POOL, "6 minutes"), "minutes where hours are asked"),
        ("unit_360min", "A", "hash", W_POOL + "#### 360 minutes", "the same time in minutes where hours are asked (see DECISIONS)", True),
        ("near_dec", "B", "tag", tag(W_POOL, "6.0 h"), "an equal decimal with the hour symbol"),
        ("quo_site", "B", "hash", "@A website claims it takes 360, but that figure is in minutes: 360 ÷ 60 gives the hours.¶#### 6", "a reported figure in another unit, then the model's own gold"),
        ("tag_box360", "A", "tag", tag(W_POOL, r"$\boxed{360}$"), "a box in the tag holding the minutes"),
        ("phr_min", "A", "hash", W_POOL + "The answer is: #### 360", "phrase then ####: 360 is minutes"),
        ("ret_oops", "A", "prose_sentence", tag(W_POOL, "6") + "¶Oops — the hose gives 18 L every two minutes, so it takes 720 minutes, i.e. 12 hours.", "'Oops' replaces 6 with 12"),
        ("neg_sentence", "A", "tag", tag(W_POOL, "It does not take 6 hours."), "a negated value in the tag"),
        ("near_offset", "A", "tag", tag(W_POOL, r"$6 - 10^{-10}$"), "6 − 10^-10 is not 6"),
        ("post_practice", "A", "hash", "6,480 ÷ 18 = 360.¶#### 360¶¶Practice problem: a 1,080 L tub fills at 3 L per minute. How many hours? 1,080 ÷ 3 = 360 min = $\\boxed{6}$ hours.", "the model's own answer is 360; the practice problem's box holding 6 is not its answer"),
     ]),
]

# ================================================================ MATH working
W_INT = r"$x^2 - 5x - 14 = (x - 7)(x + 2)$, which is negative strictly between its roots $-2$ and $7$.¶"
W_LOG = r"$8 = 2^3$ and $32 = 2^5$, so $\log_8 32 = \frac{5}{3}$.¶"
W_DIST = r"$d = \sqrt{(4-1)^2 + (4+2)^2} = \sqrt{9 + 36} = \sqrt{45} = 3\sqrt{5}$.¶"
W_OCT = r"The interior angles sum to $(8-2)\cdot 180^\circ = 1080^\circ$, so each is $\frac{1080^\circ}{8} = 135^\circ$.¶"
W_CPX = r"$(2+3i)(1-i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$.¶"
W_SER = r"First term $1$, common ratio $\frac{1}{3}$, so the sum is $\frac{1}{1 - \frac{1}{3}} = \frac{3}{2}$.¶"
W_INV = r"From $y = \frac{2x+1}{x-3}$: $xy - 3y = 2x + 1$, so $x(y - 2) = 3y + 1$ and $f^{-1}(x) = \frac{3x+1}{x-2}$.¶"
W_VTX = r"$x = -\frac{-12}{2 \cdot 2} = 3$, and $y = 2 \cdot 3^2 - 12 \cdot 3 + 7 = 18 - 36 + 7 = -11$.¶"
W_CYL = r"$V = \pi r^2 h = \pi \cdot 3^2 \cdot 5 = 45\pi$ cm³.¶"
W_TAN = r"$150^\circ$ has reference angle $30^\circ$, and tangent is negative in quadrant II, so $\tan 150^\circ = -\tan 30^\circ = -\frac{\sqrt{3}}{3}$.¶"

MPROBS = [
    ("interval", "(-2,7)",
     r"Solve the inequality $x^2 - 5x - 14 < 0$. Express your answer in interval notation.",
     [
        ("ret_closed", "A", "prose_sentence", tag(W_INT, "$(-2, 7)$") + "¶" + r"Correction: the endpoints make $(x-7)(x+2) = 0$, so they belong to the solution set, which is $[-2, 7]$.", "a (false) correction after the tag replaces (−2, 7) with the closed interval [−2, 7]"),
        ("ret_refactor", "A", "prose_sentence", W_INT + r"$\boxed{(-2, 7)}$" + "¶" + r"On second thought, $x^2 - 5x - 14 = (x + 7)(x - 2)$, so the solution set is $(-7, 2)$.", "a retraction after the box (a wrong refactoring) replaces the interval with (−7, 2)"),
        ("near_halfopen", "A", "tag", tag(W_INT, "$(-2, 7]$"), "half-open: 7 is not a solution"),
        ("post_user", "A", "tag", tag(r"$(x-7)(x+2) \le 0$ between the roots.¶", "$[-2, 7]$") + "¶" + r"User: The inequality is strict, so it should be $(-2, 7)$.", "an invented User turn states (−2, 7); the model's own answer is [−2, 7]"),
        ("tag_setbuilder", "B", "tag", tag(W_INT, r"The solution set is $\{x : -2 < x < 7\}$."), "a sentence in the tag giving the interval in set-builder form"),
        ("tag_roots", "A", "tag", tag(W_INT, r"$x = -2$ or $x = 7$"), "the roots, not the solution set"),
        ("phr_complement", "A", "hash", W_INT + r"So the answer is #### (-\infty, -2) \cup (7, \infty)", "phrase then #### holding LaTeX: the complement of the solution set"),
        ("neg_unsure", "A", "tag", tag(W_INT, r"$(-2, 7)$, though I'm not sure about the endpoints"), "the model hedges its own interval"),
        ("quo_textbook", "A", "prose_sentence", r"@The textbook's answer section prints $(-2, 7)$, but a parabola opening upward is negative outside its roots, so I get $(-\infty, -2) \cup (7, \infty)$.", "the textbook's value is reported; the model's own answer is the complement"),
        ("post_followup", "B", "tag", tag(W_INT, "$(-2, 7)$") + "¶" + r"Follow-up: for $x^2 - 5x - 14 \ge 0$ the answer would be $\boxed{(-\infty, -2] \cup [7, \infty)}$.", "a self-set follow-up with its own box after the committed tag does not count"),
     ]),
    ("log", r"\frac{5}{3}",
     r"Compute $\log_8 32$.",
     [
        ("near_dec", "A", "tag", tag(W_LOG, "1.667"), "a rounded decimal for 5/3"),
        ("near_rep", "B", "boxed", W_LOG + r"$\boxed{1.\overline{6}}$", "1.666... repeating is 5/3 exactly"),
        ("post_another", "A", "boxed", r"@$\log_8 32 = \frac{\log 8}{\log 32} = \frac{3}{5}$.¶$\boxed{\frac{3}{5}}$¶¶Another one: $\log_{27} 243 = \frac{5}{3}$, so $\boxed{\frac{5}{3}}$.", "the model's own answer is 3/5; a self-set second problem's box holds 5/3"),
        ("phr_inverted", "A", "hash", r"$8 = 2^3$, $32 = 2^5$.¶Final Answer: #### \frac{3}{5}", "phrase then #### holding LaTeX: the ratio inverted"),
        ("phr_dfrac", "B", "tag", tag(W_LOG, r"The answer is: #### \dfrac{5}{3}"), "a phrase marker then #### holding \\dfrac, inside the tag"),
        ("unit_pct", "A", "tag", tag(W_LOG, r"$\frac{5}{3}\%$"), "a percentage: 5/3 % is 1/60"),
        ("ret_retract", "A", "prose_sentence", W_LOG + r"$\boxed{\frac{5}{3}}$" + "¶" + r"Hmm, no: $\log_8 32 = \frac{\log 8}{\log 32} = \frac{3}{5}$. I retract the box; the answer is $\frac{3}{5}$.", "a retraction after the box replaces 5/3 with the fraction 3/5"),
        ("quo_worked", "A", "tag", r"@<think>¶The worked example above this exercise ends with $\log_8 32 = \boxed{\tfrac{5}{3}}$; following my own method, I divide instead: $32 \div 8 = 4$.¶</think>¶<answer>$4$</answer>", "the worked example's box is reported; the model's own answer is 4"),
        ("neg_unsure", "A", "boxed", W_LOG + r"$\boxed{\tfrac{5}{3}\ \text{(unsure)}}$", "an annotation inside the box: the model marks its value unsure"),
        ("tag_log2", "A", "tag", tag(W_LOG, r"$\log_2 32 = 5$"), "an equation in the tag for another quantity"),
     ]),
    ("dist", r"3\sqrt{5}",
     r"Find the distance between the points $(1, -2)$ and $(4, 4)$. Express your answer in simplest radical form.",
     [
        ("near_dec", "A", "tag", tag(W_DIST, "6.708"), "a rounded decimal for 3√5 (6.7082...)"),
        ("quo_back", "A", "prose_sentence", r"@The back of the book gives $3\sqrt{5}$; I get $d = \sqrt{(4-1)^2 + (4-2)^2} = \sqrt{13}$, so the distance is $\sqrt{13}$.", "the book's value is reported; the model's own (slipped) answer is √13"),
        ("near_order", "B", "tag", tag(W_DIST, r"$\sqrt{5}\cdot 3$"), "the factors in the other order"),
        ("unit_sq", "A", "tag", tag(W_DIST, r"$3\sqrt{5}$ square units"), "an area unit for a distance"),
        ("post_im", "B", "boxed", W_DIST + r"$\boxed{3\sqrt{5}}$" + IM_USER + "What is the midpoint?" + IM_ASSIST + r"$\boxed{\left(\frac{5}{2}, 1\right)}$", "an invented next turn (ChatML) after the committed box, with a box for another question, does not count"),
        ("ret_oops", "A", "prose_sentence", tag(W_DIST, r"$3\sqrt{5}$") + "¶" + r"Oops, $4 - (-2)$ is $2$, so $d = \sqrt{9 + 4} = \sqrt{13}$.", "a (false) retraction after the tag replaces 3√5 with the radical √13"),
        ("quo_site", "N", "none", r"@A website I checked lists the distance as $3\sqrt{5}$. I have not verified that, so I'll leave the question open.", "the website's value is reported; the model gives no answer of its own: no_answer"),
        ("tag_dsq", "A", "tag", tag(W_DIST, r"$d^2 = 45$"), "an equation for d², not d"),
        ("neg_xcancel", "N", "none", tag(W_DIST, r"$\xcancel{3\sqrt{5}}$"), "the tag's only value crossed out: no_answer"),
        ("phr_mid", "A", "hash", W_DIST + r"Answer: #### \left(\frac{5}{2}, 1\right)", "phrase then #### holding LaTeX: the midpoint, another quantity"),
     ]),
    ("octagon", "135",
     "What is the measure, in degrees, of each interior angle of a regular octagon?",
     [
        ("unit_rad", "A", "tag", tag(W_OCT, r"$\frac{3\pi}{4}$"), "the angle in radians where degrees are asked (see DECISIONS)", True),
        ("unit_radword", "A", "boxed", W_OCT + r"$\boxed{135 \text{ radians}}$", "radians: 135 rad is not 135°"),
        ("unit_deg", "B", "tag", tag(W_OCT, r"$135^{\circ}$"), "the degree sign, the unit asked"),
        ("tag_sum", "A", "tag", tag(W_OCT, r"The interior angles add up to $1080^\circ$."), "a sentence in the tag naming the angle sum"),
        ("tag_ext", "A", "tag", tag(W_OCT, r"$\frac{360^\circ}{8} = 45^\circ$"), "an equation in the tag giving the exterior angle"),
        ("ret_ext", "A", "prose_sentence", W_OCT + r"$\boxed{135}$" + "¶" + r"Wait, I think the question wants the exterior angle, $\frac{360^\circ}{8} = 45^\circ$, so the answer is $45$.", "a retraction after the box replaces 135 with 45"),
        ("quo_site", "A", "prose_sentence", r'''@A geometry website states that "each interior angle of a regular octagon measures $135^\circ$". With $\frac{180(n-2)}{n}$ and $n = 8$ I get $\frac{180 \cdot 5}{8} = 112.5$, so each angle is $112.5^\circ$.''', "the website's sentence is quoted; the model's own (slipped) answer is 112.5"),
        ("neg_q", "A", "boxed", W_OCT + r"$\boxed{135^\circ\,\text{?}}$", "a question mark inside the box: an unsure value"),
        ("phr_sum", "A", "hash", W_OCT + r"Therefore the answer is #### 1080^\circ", "phrase then #### holding LaTeX: the angle sum"),
        ("post_user", "B", "tag", tag(W_OCT, "135") + "¶User: and a regular decagon?¶Assistant: " + r"$\frac{8 \cdot 180^\circ}{10} = \boxed{144^\circ}$", "an invented next turn after the committed tag does not count"),
     ]),
    ("complex", "5+i",
     r"Simplify $(2 + 3i)(1 - i)$.",
     [
        ("post_redo", "A", "boxed", r"@$(2+3i)(1-i) = 2 - 2i + 3i + 3i^2 = -1 + i$.¶$\boxed{-1 + i}$¶¶Let me redo the expansion term by term: $2 \cdot 1 = 2$, $2 \cdot (-i) = -2i$, $3i \cdot 1 = 3i$, $3i \cdot (-i) =", "the committed −1 + i (a sign slip) stands; the restart after it is cut off"),
        ("near_cos", "A", "boxed", W_CPX + llama_end(r"5 + i\cos\left(10^{-8}\right)"), "cos(10^-8) is not 1: the imaginary part is off"),
        ("near_swap", "B", "tag", tag(W_CPX, "$i + 5$"), "the terms in the other order"),
        ("neg_not", "B", "tag", tag(W_CPX, r"$5 + i$ (not $5 - i$)"), "the gold, with a wrong value negated after it (see DECISIONS)", True),
        ("neg_box", "A", "boxed", W_CPX + r"$\boxed{\text{not } 5 + i}$", "'not' inside the box: a negated value"),
        ("ret_isq", "A", "prose_sentence", tag(W_CPX, "$5 + i$") + "¶" + r"Correction: here $i^2 = 1$, so the product is $2 + i - 3 = -1 + i$.", "a (false) correction after the tag replaces 5 + i with −1 + i"),
        ("quo_hint", "A", "prose_sentence", r'''@The hint says: "expand and use $i^2 = -1$; you should get $5 + i$." Expanding, I get $2 + i - 3i^2$, and taking $i^2 = 1$ that is $-1 + i$.''', "the hint's value is quoted; the model's own answer is −1 + i"),
        ("tag_re", "A", "tag", tag(W_CPX, r"$\operatorname{Re} = 5$"), "only the real part"),
        ("phr_conj", "A", "hash", W_CPX + r"So the final answer is #### 5 - i", "phrase then ####: the conjugate"),
        ("post_modulus", "A", "tag", tag(W_CPX, "$5 + i$") + "¶" + r"Check: $|2+3i|\,|1-i| = \sqrt{13}\,\sqrt{2} = \sqrt{26} = |5+i|$ ✓, so the product is $\sqrt{26}$.", "a trailing check ends by restating the product as √26 (its modulus): a restatement that differs"),
     ]),
    ("series", r"\frac{3}{2}",
     r"Evaluate the infinite geometric series $1 + \frac{1}{3} + \frac{1}{9} + \frac{1}{27} + \cdots$.",
     [
        ("near_dec", "A", "tag", tag(W_SER, "1.4999"), "1.4999 is not 3/2"),
        ("near_minus", "A", "boxed", W_SER + r"$\boxed{\frac{3}{2} - 3^{-60}}$", "3/2 − 3^-60 is not 3/2"),
        ("tag_partial", "A", "tag", tag(W_SER, r"$S_4 = \frac{40}{27}$"), "the sum of the first four terms"),
        ("ret_denom", "A", "prose_sentence", W_SER + r"The sum is $\frac{3}{2}$." + "¶" + r"Let me correct that: the denominator should be $1 + \frac{1}{3}$, which gives $\frac{3}{4}$.", "a (false) correction replaces 3/2 with 3/4"),
        ("ret_fix", "B", "prose_sentence", r"@$S = 1 - \frac{1}{3} = \frac{2}{3}$, so $\boxed{\frac{2}{3}}$.¶Correction: the sum is $\frac{1}{1 - r}$, not $1 - r$: $S = \frac{1}{2/3} = \frac{3}{2}$.", "a correction after the box lands on the gold"),
        ("quo_key", "B", "boxed", r"@The answer key gives $\frac{2}{3}$, which is $1 - r$, not the sum; the sum is $\frac{1}{1 - 1/3} = \boxed{\frac{3}{2}}$.", "the key's wrong value is reported; the model's own boxed gold"),
        ("phr_approx", "A", "hash", W_SER + r"The answer is #### \frac{3}{2} \text{ (approximately)}", "phrase then ####: '(approximately)' hedges an exact sum"),
        ("neg_st", "A", "tag", tag(W_SER, r"\st{3/2} 2/3"), "3/2 struck out (\\st), 2/3 in its place"),
        ("post_bonus", "A", "boxed", r"@$S = 1 - \frac{1}{3} = \frac{2}{3}$.¶$\boxed{\frac{2}{3}}$¶¶Bonus: $\frac{3}{4} + \frac{3}{8} + \frac{3}{16} + \cdots = \frac{3/4}{1/2} = \boxed{\frac{3}{2}}$.", "the model's own answer is 2/3; a self-set bonus problem's box holds 3/2"),
        ("tag_ratio", "A", "tag", tag(W_SER, r"$r = \frac{1}{3}$"), "the common ratio in the tag"),
     ]),
    ("inverse", r"\frac{3x+1}{x-2}",
     r"Find $f^{-1}(x)$ if $f(x) = \frac{2x + 1}{x - 3}$.",
     [
        ("tag_given", "A", "tag", tag(W_INV, r"$f(x) = \frac{2x+1}{x-3}$"), "the given function, not its inverse"),
        ("near_sign", "A", "boxed", W_INV + r"$\boxed{\frac{3x-1}{x-2}}$", "a sign changed in the numerator"),
        ("near_den", "A", "tag", tag(W_INV, r"$\frac{3x+1}{x+2}$"), "a sign changed in the denominator"),
        ("neg_recip", "B", "boxed", W_INV + r"$\boxed{\frac{3x+1}{x-2}}$, not $\frac{x-3}{2x+1}$ (that is $\frac{1}{f}$).", "the gold boxed, with the reciprocal named and negated after it"),
        ("ret_recip", "A", "prose_sentence", tag(W_INV, r"$\frac{3x+1}{x-2}$") + "¶" + r"Hold on: the inverse is just the reciprocal, $\frac{x-3}{2x+1}$.", "a (false) retraction after the tag replaces the inverse with 1/f"),
        ("quo_instr", "A", "prose_sentence", r'''@The instructions' example reads "Answer: $\frac{3x+1}{x-2}$". For this $f$, I solve $y(x - 3) = 2x + 1$ and get $x = \frac{3y - 1}{y - 2}$, so $f^{-1}(x) = \frac{3x-1}{x-2}$.''', "the instruction's example holds the gold; the model's own (slipped) answer is (3x − 1)/(x − 2)"),
        ("phr_recip", "A", "hash", W_INV + r"Final answer: #### \frac{x-3}{2x+1}", "phrase then #### holding LaTeX: the reciprocal, not the inverse"),
        ("phr_equal", "B", "hash", W_INV + r"So the answer is #### \dfrac{-3x-1}{2-x}", "phrase then #### holding an equal form (numerator and denominator negated)"),
        ("neg_maybe", "A", "tag", tag(W_INV, r"maybe $\frac{3x+1}{x-2}$"), "'maybe' hedges the answer"),
        ("post_im", "A", "tag", tag(r"From $y = \frac{2x+1}{x-3}$: $x = \frac{3y+1}{y+2}$.¶", r"$\frac{3x+1}{x+2}$") + IM_USER + r"Shouldn't the denominator be $x - 2$?", "an invented (ChatML) user turn suggests the gold's denominator; the model's own answer is (3x + 1)/(x + 2)"),
     ]),
    ("vertex", "(3,-11)",
     r"Find the vertex of the parabola $y = 2x^2 - 12x + 7$.",
     [
        ("near_swap", "A", "tag", tag(W_VTX, "$(-11, 3)$"), "the coordinates swapped"),
        ("tag_sentence", "B", "tag", tag(W_VTX, r"The vertex is at $(3,\,-11)$."), "a sentence in the tag, with a thin space"),
        ("tag_axis", "A", "tag", tag(W_VTX, r"The axis of symmetry is $x = 3$."), "the axis of symmetry, half of the vertex"),
        ("ret_square", "A", "prose_sentence", W_VTX + r"$\boxed{(3, -11)}$" + "¶" + r"Retracting that: completing the square, $y = 2(x-3)^2 + 7$, so the vertex is $(3, 7)$.", "a retraction after the box (a slip completing the square) replaces the vertex with the pair (3, 7)"),
        ("ret_update", "A", "prose_sentence", tag(W_VTX, "$(3, -11)$") + "¶" + r"Update: $y(3) = 2 \cdot 9 - 36 + 5 = -13$, so the vertex is $(3, -13)$.", "an update after the tag (a misread constant) replaces the pair with (3, −13)"),
        ("quo_hint", "A", "tag", r'''@<think>¶The hint says "the vertex is at $(3, -11)$". Using $x = -\frac{b}{2a} = -\frac{12}{4} = -3$, I get $y = 18 + 36 + 7 = 61$.¶</think>¶<answer>$(-3, 61)$</answer>''', "the hint's value is quoted; the model's own (sign-slipped) answer is (−3, 61)"),
        ("phr_sign", "A", "hash", W_VTX + r"Final Answer: #### (3, 11)", "phrase then ####: the sign of y lost"),
        ("neg_doubt", "A", "boxed", W_VTX + r"$\boxed{(3, -11)\ \text{— doubtful}}$", "an annotation inside the box: the model doubts its value"),
        ("post_redo", "B", "tag", tag(W_VTX, "$(3, -11)$") + "¶" + r"Now let me redo it by completing the square: $2x^2 - 12x + 7 = 2(x^2 - 6x) + 7 =", "a restart after the committed tag, cut off: the committed answer stands"),
        ("post_practice", "A", "tag", tag(r"$x = -\frac{b}{2a} = -3$, $y = 18 + 36 + 7 = 61$.¶", "$(-3, 61)$") + "¶" + r"Practice: the parabola $y = x^2 - 6x - 2$ has vertex $\boxed{(3, -11)}$.", "the model's own answer is (−3, 61); a self-set practice problem's box holds (3, −11)"),
     ]),
    ("cylinder", r"45\pi",
     r"A cylinder has radius 3 cm and height 5 cm. What is its volume, in cubic centimeters? Express your answer in terms of $\pi$.",
     [
        ("unit_cm2", "A", "tag", tag(W_CYL, r"$45\pi$ cm²"), "square centimetres: an area unit for a volume"),
        ("unit_mm3", "A", "tag", tag(W_CYL, r"$45\pi\ \text{mm}^3$"), "cubic millimetres where cubic centimetres are asked (45π mm³ is 0.045π cm³)"),
        ("unit_cm3", "B", "boxed", W_CYL + r"$\boxed{45\pi\ \text{cm}^3}$", "the unit asked, inside the box"),
        ("near_dec", "A", "tag", tag(W_CYL, "141.37"), "a decimal for 45π (141.3716...), not exact"),
        ("tag_lateral", "A", "tag", tag(W_CYL, r"The lateral area is $2\pi r h = 30\pi$."), "the lateral area, another quantity"),
        ("ret_cone", "A", "prose_sentence", W_CYL + r"$\boxed{45\pi}$" + "¶" + r"I need to fix this: the formula is $V = \frac{1}{3}\pi r^2 h$, so $V = 15\pi$.", "a (false) fix after the box replaces 45π with 15π (a cone's volume)"),
        ("quo_calc", "A", "prose_sentence", r'''@An online calculator's example says "V = 45π cm³ for r = 3, h = 5". Using $V = 2\pi r h$ I get $V = 30\pi$ cm³.''', "the calculator's example holds the gold; the model's own answer is 30π"),
        ("neg_bcancel", "N", "none", tag(W_CYL, r"$\bcancel{45\pi}$ cm³"), "the tag's only value cancelled: no_answer"),
        ("phr_total", "A", "hash", W_CYL + r"So the answer is #### 48\pi", "phrase then ####: 48π is the total surface area"),
        ("post_eot", "A", "boxed", r"@$V = \pi r h = 15\pi$.¶$\boxed{15\pi}$" + EOT_USER + "Thanks! The answer key says 45π though.", "an invented (Llama 3) user turn names 45π; the model's own answer is 15π"),
     ]),
    ("tan", r"-\frac{\sqrt{3}}{3}",
     r"Compute $\tan 150^\circ$.",
     [
        ("near_recip", "B", "tag", tag(W_TAN, r"$-\frac{1}{\sqrt{3}}$"), "−1/√3 = −√3/3 (not rationalised)"),
        ("near_dec", "A", "tag", tag(W_TAN, "−0.577"), "a rounded decimal for −√3/3 (−0.57735...)"),
        ("ret_cot", "A", "prose_sentence", tag(W_TAN, r"$-\frac{\sqrt{3}}{3}$") + "¶" + r"Sorry, I mixed up sine and cosine: $\tan 150^\circ = \frac{\cos 150^\circ}{\sin 150^\circ} = -\sqrt{3}$.", "a (false) retraction after the tag replaces the value with the radical −√3"),
        ("ret_sign", "B", "tag", tag(r"$\tan 150^\circ = \frac{1/2}{\sqrt{3}/2}$.¶", r"$\frac{\sqrt{3}}{3}$") + "¶" + r"Correction: $\cos 150^\circ$ is negative, so the sign flips." + "¶" + r"<answer>$-\frac{\sqrt{3}}{3}$</answer>", "a correction after the tag, with a new tag that lands on the gold"),
        ("quo_instr", "A", "prose_sentence", r"@The instructions' sample answer reads $\boxed{-\frac{\sqrt{3}}{3}}$. Computing, $\tan 150^\circ = \tan(180^\circ - 30^\circ) = \tan 30^\circ = \frac{\sqrt{3}}{3}$.", "the instruction's sample box holds the gold; the model's own answer is √3/3"),
        ("quo_site", "B", "prose_sentence", r"@A website says $\tan 150^\circ = \frac{\sqrt{3}}{3}$, but that ignores the sign in quadrant II; the value is $-\frac{\sqrt{3}}{3}$.", "a website's wrong value reported, then the model's own gold"),
        ("neg_looks", "A", "tag", tag(W_TAN, r"$-\frac{\sqrt{3}}{3}$ is what I get, but it looks wrong"), "the model doubts its own value"),
        ("phr_cot", "A", "hash", W_TAN + r"The answer is #### -\sqrt{3}", "phrase then #### holding LaTeX: −√3 is cot 150°"),
        ("unit_deg", "A", "tag", tag(W_TAN, r"$-\frac{\sqrt{3}}{3}$ degrees"), "a ratio given a degree unit: an angle, not a tangent"),
        ("tag_tan30", "A", "tag", tag(W_TAN, r"$\tan 30^\circ = \frac{\sqrt{3}}{3}$"), "an equation in the tag for tan 30°, the reference angle"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_pool_unit_360min": (
        "reject",
        "360 minutes is the same duration as the gold 6 hours, but the question asks 'how many "
        "hours' and the number given is 360 in another unit; a unit of another kind is wrong "
        "(label conventions), as '7 mL' for litres or '123 miles' for kilometres would be. A "
        "reader who converts the unit before comparing would accept it",
    ),
    "m_octagon_unit_rad": (
        "reject",
        "3π/4 is the interior angle in radians; the question asks for its measure in degrees, "
        "and 3π/4 ≈ 2.356 read as a number of degrees is not 135. A unit of another kind is "
        "wrong (label conventions). A reader who takes 3π/4 as the same angle would accept it",
    ),
    "ok_m_complex_neg_not": (
        "accept",
        "the tag states 5 + i and then names the conjugate 5 − i only to rule it out: '(not "
        "5 − i)' negates another value, not the answer. The model's answer is 5 + i. A reader "
        "who refuses any 'not' in the answer tag would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam240", CASES, [], DECISIONS)
