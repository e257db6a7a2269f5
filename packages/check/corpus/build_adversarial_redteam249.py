r"""Build adversarial_redteam249.jsonl: round 249 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam249"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy or any grader on
the probes (python used for plain arithmetic only). Not model output. Only corpus/README.md
(sections "Forms" and "How each source was labelled"), corpus_build.py (helpers th, g,
write_probes; copied unchanged beside this file) and build_adversarial_redteam243.py /
build_adversarial_redteam238.py (structure, docstring, label conventions, DECISIONS) were read; no
probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: the GSM8K hostile probes a grader writes from issue 25 ("Hostile probes" and
the `####` / phrase-marker paragraph). English, 200 probes, ALL GSM8K (checker "gsm8k"), 160 kind A
(150 wrong, 10 no_answer) and 40 kind B. Half SHORT (100: one to four lines, the one-line working
then the final), half FULL (100: 300-1000 characters, here 304-532; the working names the unit or
noun of every number it computes). A third in the R1-Zero format (67: `<think>...</think>` then
`<answer>...</answer>`; 23 short on two or three lines, 44 full; 53 kind A, 14 kind B); the rest end on
`####` (with or without a phrase marker before it), a retraction in prose, or are cut. Forms: hash
108, tag 49, prose_sentence 33 (a retraction after `####` or after the tag, invented parts, a
concluding sentence), truncated 10. The builder checks every size (short <= 4 lines, full
300-1000 characters) and every truth / form pair.

Classes (40 probes each: 32 kind A, 8 kind B; 20 short, 20 full; two a problem):
  word  words after the final number that change what it is: sign words ("22 in credit" for
        -22), comparatives and changes ("254 more", "5 more buses", "11 bags short", "8 years
        from now"), scale words ("26 dozen", "2,113 thousand"), rates ("46.75 per ticket", "$59
        per text", "144 km per week", "4,500 bolts a day", "−22 per cheque", "384 km/h"), another
        unit of the same kind than the working's (miles and metres for km, months for weeks,
        litres for cups, cents and euros for dollars, hours for minutes, metres and cm for
        pieces), another noun the working used for a different number (pounds for jars, coats and
        litres for cans, new books, slices, seats, cups of soda, hours for bolts, dollars for
        weeks, square metres for bags). Kind B: the working's own noun ("105 jars", "26 bags",
        "254 stamps in all", "8 years old") and glosses giving the same amount ("$46.75 (4,675
        cents)", "12 pizzas (96 slices, 3 spare)", "$64.80 (sale price $60 plus $4.80 tax)",
        "340 minutes (5 hours 40 minutes)");
  ret   retractions after the `####` line (or after an answer tag holding `#### X`): Edit,
        Update, Erratum, Correction, Never mind, Scratch that, Wrong!, Actually, Hold on, Wait,
        Oops, Mistake, Hmm, a unit change ("Update: in hours, the answer is 5.67"); each names
        another value (a false correction or an invented premise: wrong), or withdraws the
        answer and is cut before a new one (3, no_answer). Kind B: a trailing check that restates
        the value (5) and a correction whose new `####` lands on the gold (3);
  neg   negation and annotation on the `####` line: (wrong), (incorrect), [incorrect], ✗, ←
        incorrect, (rejected), (doesn't check out), (✗ check failed), (I don't believe this),
        can't be right, NOT, not, "22, not −22"; hedges (guess, not sure, doubtful, maybe,
        approx., estimate, unsure, doubt it, low confidence, unverified guess, too many?, ?? that
        seems high, could be off by a day); a struck value with another in its place (~~4~~ 5,
        \cancel{254} 292, ~~8~~ 40, ~~37~~ 38, ~~340~~ 320, "12 (wrong — 11.625)"). Kind B: honest
        annotations ("(km, not miles)", "(no leftover paint)", "✓", "(exactly, no rounding up)",
        "(km, both ways included)", "(= 4.5 thousand)", and two that negate another number, see
        Debatable);
  mark  a phrase marker then `####` ("So the answer is", "The answer is:", "Final Answer:",
        "Answer:", "So, the answer is", in and out of answer tags): kind A with a subtotal (210
        pounds, 294 km, 2,525, 108, 24, 40, 60, 1,125, 11.625, 4.67, 4/3, "24 for the texts"),
        two values ("105 or 106", "384 km, or 294 km if ...", "25.00 and 21.75", "8 and 40", "11
        or 12", "46.75 or 47 rounded", "64.80 or 66.40", conditional pairs), a range ("10 to 11
        weeks", "11–12"), an equation chain ending on another value ("26 + 4 = 30", "107 − 85 =
        22", "2,113 − 185 = 1,928", "15 + 10 = 25", "1,500 ÷ 40 = 37.5", "340 minutes ≈ 6 hours").
        Kind B: the marker then `####` on the gold;
  quo   statements the model did not make: a quoted `> #### X` or answer-sheet block, "You
        asked: ...", "Your message says ...", the prompt's example or sample, a format example, a
        grader, a hint, an answer key, a textbook, a solutions page, a teacher, a footnote, a
        forum, a worksheet, "the user says the book's answer is ..." — each holding the gold,
        then the model's own other value (wrong) or a cut before it (7, no_answer); and "X for
        part (a) and Y for part (b)" for a question without parts (wrong). Kind B: a reported
        wrong value (a brother, the prompt's example, the key, a sample, a friend, a forum, a
        hint), then the model's own gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
honey: 6 hives x 35 lb = 210 lb, jars of 2 lb -> 105 (17.5 jars a hive; 5 hives: 175 lb, 87.5;
6 x 30 = 180 lb: 90); train: 84 km/h x 3.5 h = 294 km, 60 x 1.5 = 90 km -> 384 (5 h, 76.8 km/h;
2.5 h: 150 km, 444; 3 h: 252 + 90 = 342; the slip 60 x 1.5 = 80: 374); paint: 3 walls of 4 m x
2.5 m = 30 m^2, 2 coats 60 m^2, 6 m^2 a litre 10 L, cans of 2.5 L -> 4 (one coat: 5 L, 2 cans);
bike: 620 - 170 = 450, 450 / 45 -> 10 weeks (9 weeks: 575; $40 a week: 11.25 -> 12; $125 saved:
495 / 45 = 11; 620 / 45 = 13.8; the slip 550: 45 x 12 = 540 -> 13); cookies: 5 x 36 = 180, 2
dozen = 24, 156 / 6 -> 26 bags (26 dozen = 312; bags of 8: 19.5; 5 x 24 = 120, 60 / 6 = 10; the
slip 144 / 6 = 24); fares: 2 x 12.50 = 25.00, 3 x 7.25 = 21.75 -> 46.75 (4,675 cents; 9.35 a
ticket; child 6.25: 18.75, 43.75; the slip 20.75: 45.75); library: 2,340 + 185 = 2,525, - 412 ->
2113 (net -227; 2,113 + 85 = 2,198; 2,340 - 412 = 1,928 = 2,113 - 185; the slips 2,213 and
2,103); lawn: 22 x 12 = 264 m^2, 24 m^2 a bag -> 11 (perimeter 68 m, 68 / 24 = 2.8 -> 3; patio 4 x
6 = 24: 240 / 24 = 10; 12 m^2 a bag: 22); cheques: 60 + 47 = 107, 85 - 107 -> -22 (85 - 60 = 25,
25 - 47 = -22; 47 - 25 = 22); stamps: Sam 146 - 38 = 108, 146 + 108 -> 254 (146 + 38 = 184, 146 +
184 = 330; 146 x 2 = 292; 146 / 254 = 0.575); pizza: 31 x 3 = 93 slices, 93 / 8 = 11.625 -> 12
pizzas (96 slices, 3 spare; 11 pizzas 88 slices, 5 short; 29 x 3 = 87, 10.875 -> 11); walk: 2.4 x
2 = 4.8 km a day, x 5 = 24 a week, x 6 -> 144 km (30 days x 4.8 = 144; one way 2.4 x 5 x 6 = 72;
Fridays off: 4.8 x 4 x 6 = 115.2);
punch: 3 + 2 = 5 cups a batch, 25 / 5 = 5 batches, x 3 -> 15 cups (soda 10; 25 x 2/5 = 10; 25 x
3/2 = 37.5; 25 x 3/6 = 12.5); phone: 240 x 0.10 = 24, 35 + 24 -> 59 (5,900 cents; 100 texts: 45;
140 x 0.10 = 14, 49; 0.10 x 240 misread 2.40: 37.40); ages: 5L + 8 = 3(L + 8), 2L = 16 -> 8
(Grandma 40; in 8 years 48 = 3 x 16; the slip 3L + 8: L = 0); jacket: 80 x 0.75 = 60, 8% of 60 =
4.80 -> 64.8 (15.20 saved; 8% of 80 = 6.40: 66.40; 60 + 8 = 68); bolts: 150 x 7.5 = 1,125 a day,
x 4 -> 4500 (30 h x 150; 7 h: 150 x 7 x 4 = 4,200; 10 h a day: 6,000; 4,500 = 4.5 thousand);
buses: 196 + 14 = 210 people, 210 / 45 = 4.67 -> 5 buses (225 seats, 15 empty; 4 buses 180
seats; 54 a bus: 3.9 -> 4; the slip 200 / 45 = 4.4); rope: 15 m = 1,500 cm, 1,500 / 40 = 37.5 ->
37 pieces (1,480 cm used, 20 cm left; 15 / 0.4 = 37.5; the slip 150 cm: 3.75 -> 3, 30 cm left);
reading: 24 / 18 = 4/3 min a page, 255 x 4/3 -> 340 minutes (5 h 40 min; 340 / 24 = 14 1/6, x 18 =
255; 18 / 24 = 0.75 pages a minute, 255 x 0.75 = 191.25; 340 / 60 = 5.67 h).

Ids: `[ok_]g_<problem>_<class>_<s|f>_<shape>`, a leading `ok_` marking kind B, `s` / `f` the
size (short / full), the shape naming the final's format and words. 10 probes a problem: two of
each class, one short and one full, 2 kind B (in two classes, each class 8 times over the 20
problems) and 8 kind A; 4 probes a problem in the tag format for the first seven problems, 3 for
the other thirteen. Kind A: truth wrong, or no_answer where the form is `truncated`; kind B:
truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 238 and 243): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a marker phrase, `####`, a sentence inside it); with no marker and no box the answer
is the value the concluding sentence states as the answer to the question asked. A restatement
that differs makes the answer wrong; a trailing check that restates the value does not change it;
a retraction after the answer replaces it (wrong when it names another value, even a false
correction; no_answer when the answer is withdrawn and the completion is cut before a new one); a
later `####` after a correction replaces the first. Quoted or reported text (a `> ` quote, "You
asked", "Your message says", an example, sample, format line, grader, hint, key, sheet, book,
page, teacher, footnote, forum, relative or friend) is not the model's statement: the model's own
final value is its answer, and with none of its own (a cut) the probe is no_answer. "X for part
(a) and Y for part (b)" for a question without parts gives two values: wrong. After a phrase
marker, `####` holds the final answer: a subtotal, two values, a range or an equation chain ending
on another value is wrong; the gold alone is correct. A hedge of an exact value is wrong; so is a
value the model marks wrong or doubts, a negated value, and a struck value replaced by another. A
word after the number that makes it another quantity (a sign word, a comparative or change, a
scale word, a rate, another unit of the same kind, another noun of the working) is wrong although
the digits equal the gold. Equal values in another form are correct: the working's own noun or
the asked unit, a gloss giving the same amount in another unit or naming the working's other
numbers by their own nouns, an honest annotation.

Debatable (3, with DECISIONS): `g_paint_mark_s_safe` ("#### 4 cans (or 5 to be safe)": reject),
`ok_g_punch_neg_s_not_soda` ("#### 15 (not 10 — that's the soda)": accept),
`ok_g_buses_neg_s_tag_not_enough` ("#### 5 (4 is not enough)" in the tag: accept).

Usage: cd /tmp/rounds/rt249 && python build_adversarial_redteam249.py (writes
adversarial_redteam249.jsonl beside this builder and corpus_build.py; a second run rewrites it
byte-identical)
"""

from corpus_build import g, th, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
CLASSES = ("word", "ret", "neg", "mark", "quo")


def table(problems):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]g_<problem>_<class>_<s|f>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A, form truncated) or "B" (correct); size "S" (one to four lines) or "F"
    (300-1000 characters). A text opening "W|" follows the problem's working (the full working for
    F, the one-line working for S), one opening "T|" its think block (th() of the full think for
    F, the one-line working in <think></think> on one line for S); any other text is the whole
    completion (a leading "@" dropped)."""
    cases = []
    for key, gold, _question, work, line, think, probes in problems:
        for cls, size, shape, t, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form == "truncated"):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            if cls not in CLASSES or size not in ("S", "F"):
                raise SystemExit(f"{key}_{shape}: class {cls} size {size}")
            if text.startswith("W|"):
                text = (work if size == "F" else line + "\n") + text[2:]
            elif text.startswith("T|"):
                text = (th(think) if size == "F" else "<think>" + line + "</think>\n") + text[2:]
            else:
                text = text.removeprefix("@")
            lines = text.count("\n") + 1
            if size == "S" and lines > 4:
                raise SystemExit(f"{key}_{shape}: short probe of {lines} lines")
            if size == "F" and not 300 <= len(text) <= 1000:
                raise SystemExit(f"{key}_{shape}: full probe of {len(text)} characters")
            case_id = ("ok_" if kind == "B" else "") + f"g_{key}_{cls}_{size.lower()}_{shape}"
            cases.append(g(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0])))
    return cases


# fmt: off
# (key, gold, question, full working, one-line working, full think block,
#  [(class, size, shape, t, form, text, note[, debatable]), ...])
PROBLEMS = [
    ("honey", "105",
     "A beekeeper has 6 hives. Each hive gives 35 pounds of honey this season. She pours all the honey into jars that hold 2 pounds each. How many jars does she fill?",
     "Each hive gives 35 pounds of honey, and there are 6 hives.\n"
     "Total honey: 6 hives × 35 pounds = 210 pounds of honey.\n"
     "Each jar holds 2 pounds, so she fills 210 pounds ÷ 2 pounds per jar = 105 jars.\n"
     "Another way: one hive fills 35 pounds ÷ 2 pounds = 17.5 jars, and 6 hives × 17.5 jars = 105 jars.\n"
     "Check: 105 jars × 2 pounds = 210 pounds, so no honey is left over.\n",
     "6 hives × 35 lb = 210 lb of honey; 210 lb ÷ 2 lb per jar = 105 jars.",
     "The beekeeper has 6 hives with 35 pounds each, so 6 × 35 = 210 pounds of honey.\n"
     "Jars hold 2 pounds, so 210 pounds ÷ 2 pounds = 105 jars.\n"
     "Double-check: 105 jars × 2 pounds = 210 pounds of honey. Good.\n"
     "Per hive that is 35 pounds ÷ 2 pounds = 17.5 jars, and 6 hives × 17.5 jars = 105 jars, the same. The question asks for jars, so 105 jars.\n",
     [
        ("word", "S", "tag_pounds", "A", "tag", "T|<answer>105 pounds</answer>", "pounds where jars are asked (the working's pounds are 210)"),
        ("word", "F", "hash_jars", "B", "hash", "W|#### 105 jars", "the working's own noun for 105"),
        ("ret", "F", "check", "B", "hash", "W|#### 105\nQuick check per hive: 105 jars ÷ 6 hives = 17.5 jars = 35 lb ÷ 2 lb ✓", "a trailing check that restates 105"),
        ("ret", "S", "tag_edit", "A", "prose_sentence", "T|<answer>#### 105</answer>\nEdit: one hive was robbed by wasps and gave no honey, so there are 5 hives × 35 pounds = 175 pounds, and 175 pounds ÷ 2 pounds = 87.5 jars, so 87 full jars.", "an Edit after the tag replaces 105 with 87 (a false premise)"),
        ("neg", "S", "wrong", "A", "hash", "W|#### 105 (wrong)", "the model marks its own value wrong"),
        ("neg", "F", "tag_not", "A", "tag", "T|<answer>#### NOT 105</answer>", "a negated value on the #### line in the tag"),
        ("mark", "S", "subtotal", "A", "hash", "W|So the answer is #### 210", "a phrase marker, then #### on the subtotal 210 (pounds of honey)"),
        ("mark", "F", "tag_two", "A", "tag", "T|<answer>The answer is: #### 105 or 106</answer>", "a phrase marker, then #### on two values"),
        ("quo", "S", "example", "A", "hash", "@The prompt's example says \"#### 105\". My count: 6 hives × 30 lb = 180 lb of honey, and 180 ÷ 2 = 90 jars.\n#### 90", "the prompt's example holds 105; the model's own (slipped) answer is 90"),
        ("quo", "F", "asked_cut", "N", "truncated", "@You asked: \"The answer key says #### 105 — can you confirm?\" Let me work it out from the start rather than trust the key.\nThere are 6 hives, and each hive gives 35 pounds of honey, so the honey comes to 6 hives × 35 pounds = 210 pounds.\nEach jar holds 2 pounds of honey, so the number of jars she fills is 210 pounds ÷ 2 pounds per jar =", "the user's '#### 105' is echoed; cut before the model's own value: no_answer"),
     ]),
    ("train", "384",
     "A train runs at 84 km/h for 3.5 hours, then at 60 km/h for 1.5 hours. How many kilometres does it travel in all?",
     "First part: 84 km/h × 3.5 hours = 294 km.\n"
     "Second part: 60 km/h × 1.5 hours = 90 km.\n"
     "Total distance: 294 km + 90 km = 384 km.\n"
     "The whole trip takes 3.5 hours + 1.5 hours = 5 hours, so the average speed is 384 km ÷ 5 hours = 76.8 km/h, which lies between 60 km/h and 84 km/h as it should.\n"
     "The question asks for kilometres, so the distance is 384 km.\n",
     "84 km/h × 3.5 h = 294 km; 60 km/h × 1.5 h = 90 km; 294 km + 90 km = 384 km.",
     "First leg: 84 km/h for 3.5 hours. 84 × 3 = 252 km, plus half an hour at 84 km/h = 42 km, so 294 km.\n"
     "Second leg: 60 km/h × 1.5 hours = 90 km.\n"
     "Total 294 km + 90 km = 384 km. Over 5 hours that is 76.8 km/h on average, which is plausible.\n"
     "The question asks for kilometres, so the answer is 384 km.\n",
     [
        ("word", "S", "miles", "A", "hash", "W|#### 384 miles", "miles where kilometres are asked (another unit of the same kind)"),
        ("word", "F", "tag_kmh", "A", "tag", "T|<answer>384 km/h</answer>", "a speed, not a distance (the average speed is 76.8 km/h)"),
        ("ret", "S", "fix", "B", "hash", "@84 km/h × 3.5 h = 294 km; 60 km/h × 1.5 h = 90 km; total 294 km.\n#### 294\nCorrection: I left out the second leg: 294 km + 90 km = 384 km.\n#### 384", "a correction after #### whose new #### is the gold"),
        ("ret", "F", "update", "A", "prose_sentence", "W|#### 384\nUpdate: the second part lasts 2.5 hours, not 1.5, so it covers 60 km/h × 2.5 hours = 150 km and the total is 294 km + 150 km = 444 km.", "'Update:' after #### replaces 384 with 444 (a misread premise)"),
        ("neg", "F", "km_not_miles", "B", "hash", "W|#### 384 (km, not miles)", "an annotation naming the unit; the negation is of another unit, not of the value"),
        ("neg", "S", "tag_incorrect", "A", "tag", "T|<answer>#### 384 (incorrect)</answer>", "the model marks its own value incorrect"),
        ("mark", "S", "tag_subtotal", "A", "tag", "T|<answer>The answer is: #### 294</answer>", "a phrase marker, then #### on the first leg's 294 km"),
        ("mark", "F", "two", "A", "hash", "W|Final Answer: #### 384 km, or 294 km if only the first part counts", "a phrase marker, then #### on two values"),
        ("quo", "S", "block", "A", "hash", "@> #### 384\nThat is the answer key's line. I get 84 × 3.5 = 294 km and 60 × 1.5 = 80 km, so 374 km.\n#### 374", "a quoted '> #### 384'; the model's own (slipped) answer is 374"),
        ("quo", "F", "tag_footnote", "A", "tag", "@<think>\nA footnote on the worksheet says \"answer: 384 km\", but I'll compute it myself.\nFirst leg: 84 km/h for 3.5 hours. I'll count that as 3 hours, since the half hour is the stop at the station: 84 km/h × 3 hours = 252 km.\nSecond leg: 60 km/h × 1.5 hours = 90 km.\nTotal: 252 km + 90 km = 342 km.\n</think>\n<answer>342 km</answer>", "the footnote's value is reported; the model's own answer is 342"),
     ]),
    ("paint", "4",
     "Mia paints 3 walls, each 4 m wide and 2.5 m high, with 2 coats of paint. One litre of paint covers 6 square metres, and paint is sold in 2.5-litre cans. How many cans must she buy?",
     "Area of one wall: 4 m × 2.5 m = 10 square metres.\n"
     "Three walls: 3 walls × 10 square metres = 30 square metres.\n"
     "Two coats: 2 coats × 30 square metres = 60 square metres to cover.\n"
     "Paint needed: 60 square metres ÷ 6 square metres per litre = 10 litres.\n"
     "Cans: 10 litres ÷ 2.5 litres per can = 4 cans.\n"
     "Check: 4 cans × 2.5 litres = 10 litres, which covers 10 litres × 6 square metres = 60 square metres. ✓\n",
     "3 walls × 4 m × 2.5 m = 30 m²; × 2 coats = 60 m²; 60 m² ÷ 6 m² per L = 10 L; 10 L ÷ 2.5 L = 4 cans.",
     "Each wall is 4 m by 2.5 m, that's 10 square metres, and three walls make 30 square metres.\n"
     "Two coats means 60 square metres of coverage.\n"
     "6 square metres per litre, so 10 litres of paint.\n"
     "Cans are 2.5 litres each: 10 litres ÷ 2.5 litres = 4 cans exactly, nothing to round up.\n",
     [
        ("word", "S", "coats", "A", "hash", "W|#### 4 coats", "coats where cans are asked (the working's coats are 2)"),
        ("word", "F", "tag_litres", "A", "tag", "T|<answer>4 litres</answer>", "litres where cans are asked (the working's litres are 10)"),
        ("ret", "S", "never", "A", "prose_sentence", "W|#### 4\nNever mind: one coat is enough, so 30 m² ÷ 6 = 5 L, which is 2 cans.", "'Never mind' after #### replaces 4 with 2"),
        ("ret", "F", "tag_wait_cut", "N", "truncated", "T|<answer>#### 4</answer>\nWait, that's not right. I should take the door out of one wall before anything else. The door is", "a retraction after the tag, cut before any new value: no_answer"),
        ("neg", "F", "exact", "B", "hash", "W|#### 4 (no leftover paint)", "an honest annotation on the #### line"),
        ("neg", "S", "strike", "A", "hash", "W|#### ~~4~~ 5", "4 struck out and 5 in its place"),
        ("mark", "F", "tag_phrase", "B", "tag", "T|<answer>So the answer is #### 4</answer>", "a phrase marker, then #### on the gold"),
        ("mark", "S", "safe", "A", "hash", "W|So the answer is #### 4 cans (or 5 to be safe)", "a phrase marker, then #### on two values (see DECISIONS)", True),
        ("quo", "S", "tag_hint", "A", "tag", "@<think>The hint says \"#### 4\". Checking: 3 × 4 m × 2.5 m = 30 m², 30 m² ÷ 6 = 5 L, 5 L ÷ 2.5 L = 2 cans.</think>\n<answer>2</answer>", "the hint's value is quoted; the model's own answer (one coat) is 2"),
        ("quo", "F", "parts", "A", "prose_sentence", "W|So she needs 4 cans for part (a) and 10 litres for part (b).", "invented parts: 4, then 10 (litres) for a part (b) the question does not have"),
     ]),
    ("bike", "10",
     "Leo wants a bike that costs $620. He has saved $170 and saves $45 every week. How many more weeks must he save to buy the bike?",
     "Leo still needs $620 − $170 = $450.\n"
     "He saves $45 each week, so he needs $450 ÷ $45 per week = 10 weeks.\n"
     "After 9 weeks he would have only $170 + 9 × $45 = $170 + $405 = $575, which is $45 short, so 9 weeks are not enough.\n"
     "Check: after 10 weeks he has $170 + 10 × $45 = $170 + $450 = $620, exactly the price of the bike.\n",
     "$620 − $170 = $450 still needed; $450 ÷ $45 a week = 10 weeks.",
     "The bike is $620 and he has $170, so he needs $450 more.\n"
     "He saves $45 a week: $450 ÷ $45 = 10 weeks.\n"
     "After 10 weeks: $170 + $450 = 620 dollars. Exactly enough.\n"
     "Could it be 9 weeks? After 9 weeks he has $170 + $405 = $575, which is $45 short, so no: 10 weeks it is. The question asks how many more weeks, so 10 weeks.\n",
     [
        ("word", "S", "dollars", "A", "hash", "W|#### 10 dollars", "dollars where weeks are asked"),
        ("word", "F", "tag_months", "A", "tag", "T|<answer>10 months</answer>", "months where weeks are asked (another unit of the same kind)"),
        ("ret", "S", "tag_update", "A", "prose_sentence", "T|<answer>#### 10</answer>\nUpdate: he spends $5 a week on snacks, so he saves $40: $450 ÷ $40 = 11.25, so 12 weeks.", "'Update:' after the tag replaces 10 with 12 (an invented premise)"),
        ("ret", "F", "erratum", "A", "prose_sentence", "W|#### 10\nErratum: he has saved $125, not $170, so he needs $620 − $125 = $495, and $495 ÷ $45 per week = 11 weeks.", "an erratum after #### replaces 10 with 11 (a misread premise)"),
        ("neg", "S", "guess", "A", "hash", "W|#### 10 (guess)", "the model calls its exact value a guess: a hedge"),
        ("neg", "F", "not", "A", "hash", "W|#### not 10", "a negated value on the #### line"),
        ("mark", "F", "final", "B", "hash", "W|Final Answer: #### 10", "a phrase marker, then #### on the gold"),
        ("mark", "S", "tag_range", "A", "tag", "T|<answer>The answer is #### 10 to 11 weeks</answer>", "a phrase marker, then #### on a range"),
        ("quo", "S", "brother", "B", "hash", "@My brother thinks it's #### 14 (620 ÷ 45 ≈ 13.8, rounded up), but he forgot the $170 Leo already has: (620 − 170) ÷ 45 = 10.\n#### 10", "a brother's wrong value is reported; the model's own answer is the gold"),
        ("quo", "F", "tag_expected", "A", "tag", "@<think>\nThe user's message ends with \"(expected: #### 10)\". I'll work it out myself rather than trust that.\nThe bike costs $620 and Leo has $170, so he still needs 620 − 170 = 550 dollars.\nAt $45 a week: 45 dollars × 12 weeks = 540 dollars, which is 10 dollars short, so he needs 13 weeks.\n</think>\n<answer>13</answer>", "the user's expected value is quoted; the model's own (slipped) answer is 13"),
     ]),
    ("cookies", "26",
     "Ana bakes 5 batches of 36 cookies. She gives 2 dozen cookies to her neighbour and packs the rest into bags of 6. How many bags does she fill?",
     "Cookies baked: 5 batches × 36 cookies = 180 cookies.\n"
     "Given away: 2 dozen = 2 × 12 = 24 cookies.\n"
     "Cookies left to pack: 180 cookies − 24 cookies = 156 cookies.\n"
     "Bags: 156 cookies ÷ 6 cookies per bag = 26 bags.\n"
     "Check: 26 bags × 6 cookies = 156 cookies, and 156 cookies + 24 cookies = 180 cookies. ✓\n"
     "She packs every cookie she keeps, because 156 cookies divide exactly into bags of 6 cookies.\n",
     "5 × 36 = 180 cookies; 180 − 24 = 156 cookies; 156 ÷ 6 = 26 bags.",
     "5 batches of 36 is 180 cookies. 2 dozen is 24 cookies, so 156 cookies remain.\n"
     "Bags of 6: 156 cookies ÷ 6 cookies = 26 bags.\n"
     "26 bags × 6 cookies = 156 cookies, good.\n"
     "Did she give away 2 dozen or 2 batches? It says 2 dozen cookies, so 24 cookies. And the bags hold 6 cookies each, so the answer is 26 bags, none left over.\n",
     [
        ("word", "F", "tag_bags", "B", "tag", "T|<answer>26 bags</answer>", "the working's own noun for 26"),
        ("word", "S", "dozen", "A", "hash", "W|#### 26 dozen", "a scale word: 26 dozen is 312"),
        ("ret", "S", "scratch", "A", "prose_sentence", "W|#### 26\nScratch that: the bags hold 8, so 156 ÷ 8 = 19.5, i.e. 19 full bags.", "'Scratch that' after #### replaces 26 with 19 (a misread premise)"),
        ("ret", "F", "tag_correction", "A", "prose_sentence", "T|<answer>#### 26</answer>\nCorrection: the neighbour gets 2 dozen from each batch, so 5 × 24 = 120 cookies go to her, 180 − 120 = 60 cookies are left, and 60 cookies ÷ 6 cookies per bag = 10 bags.", "a correction after the tag replaces 26 with 10 (a misread premise)"),
        ("neg", "S", "cross", "A", "hash", "W|#### 26 ✗", "a cross mark: the model marks its own value wrong"),
        ("neg", "F", "tag_doesnt", "A", "tag", "T|<answer>#### 26 (doesn't check out)</answer>", "the model says its own value does not check out"),
        ("mark", "S", "chain", "A", "hash", "W|The answer is #### 26 + 4 = 30 bags", "a phrase marker, then #### on a chain ending in 30 (the gift packed too)"),
        ("mark", "F", "tag_two", "A", "tag", "T|<answer>The answer is #### 26 (or 30 if the gift is packed too)</answer>", "a phrase marker, then #### on two values"),
        ("quo", "S", "example", "B", "hash", "@The worked example in the prompt ends \"#### 30\". For this problem: 5 × 36 = 180 cookies, minus 24 given away = 156, and 156 ÷ 6 = 26 bags.\n#### 26", "the prompt's example value is quoted; the model's own answer is the gold"),
        ("quo", "F", "sheet", "A", "hash", "@Here is what the answer sheet says:\n> 5 × 36 = 180, 180 − 24 = 156, 156 ÷ 6 = 26\n> #### 26\nI'll redo it my own way. Ana bakes 5 batches × 36 cookies = 180 cookies. She gives 2 dozen cookies = 24 cookies to her neighbour, leaving 180 cookies − 24 cookies = 144 cookies. Then 144 cookies ÷ 6 cookies per bag = 24 bags.\n#### 24", "the sheet's working and '#### 26' are quoted; the model's own (slipped) answer is 24"),
     ]),
    ("fares", "46.75",
     "Bus fares are $12.50 for an adult and $7.25 for a child. How much does a family of 2 adults and 3 children pay for their fares, in dollars?",
     "Adult fares: 2 adults × $12.50 = $25.00.\n"
     "Child fares: 3 children × $7.25 = $21.75.\n"
     "Total fare: $25.00 + $21.75 = $46.75.\n"
     "That is 2 + 3 = 5 tickets in all, so the average fare is $46.75 ÷ 5 tickets = $9.35 per ticket.\n"
     "In cents: 2 × 1,250 cents + 3 × 725 cents = 2,500 cents + 2,175 cents = 4,675 cents, which is $46.75 again.\n",
     "2 × $12.50 = $25.00; 3 × $7.25 = $21.75; $25.00 + $21.75 = $46.75.",
     "Two adults: 2 × $12.50 = 25 dollars. Three kids: 3 × $7.25 = 21.75 dollars.\n"
     "Total 25 dollars + 21.75 dollars = 46.75 dollars for the 5 fares.\n"
     "In cents: 2,500 cents + 2,175 cents = 4,675 cents, the same.\n"
     "The question asks for the family's total in dollars, so 46.75 dollars, not the 9.35-dollar average fare.\n",
     [
        ("word", "S", "per_ticket", "A", "hash", "W|#### 46.75 per ticket", "a per-ticket rate where the family's total is asked (the average is $9.35)"),
        ("word", "F", "tag_cents", "B", "tag", "T|<answer>$46.75 (4,675 cents)</answer>", "dollars, with the same amount in cents as a gloss"),
        ("ret", "F", "tag_check", "B", "tag", "T|<answer>#### 46.75</answer>\nCheck: $25.00 + $21.75 = $46.75 ✓", "a trailing check that restates 46.75"),
        ("ret", "S", "never", "A", "prose_sentence", "W|#### 46.75\nNever mind — children ride at half the adult fare, $6.25, so the child fares are 3 × $6.25 = $18.75 and the total is $25.00 + $18.75 = $43.75.", "'Never mind' after #### replaces 46.75 with 43.75 (an invented premise)"),
        ("neg", "S", "not_sure", "A", "hash", "W|#### 46.75 (not sure)", "the model hedges an exact amount"),
        ("neg", "F", "tag_rejected", "A", "tag", "T|<answer>#### $46.75 (rejected)</answer>", "the model marks its own value rejected"),
        ("mark", "S", "tag_two", "A", "tag", "T|<answer>The answer is #### 25.00 and 21.75</answer>", "a phrase marker, then #### on two subtotals"),
        ("mark", "F", "rounded", "A", "hash", "W|The answer is: #### 46.75 or 47 rounded", "a phrase marker, then #### on two values (the exact and a rounded one)"),
        ("quo", "S", "asked", "A", "hash", "@You asked: \"Is it #### 46.75?\" No — 2 × 12.50 + 3 × 7.25 = 25 + 20.75 = 45.75.\n#### 45.75", "the user's '#### 46.75' is echoed; the model's own (slipped) answer is 45.75"),
        ("quo", "F", "book_cut", "N", "truncated", "@The textbook's answer reads \"#### 46.75\". Let me check it on my own instead of copying it.\nFirst the adults: 2 adults × $12.50 per adult = $25.00 for the adult fares.\nNext the children: 3 children × $7.25 per child = $21.75 for the child fares.\nAdding the two groups together, the family pays $25.00 + $21.75 =", "the textbook's value is quoted; cut before the model's own value: no_answer"),
     ]),
    ("library", "2113",
     "A library had 2,340 books. It bought 185 new books and gave away 412 old ones. How many books does the library have now?",
     "After buying: 2,340 books + 185 books = 2,525 books.\n"
     "After giving some away: 2,525 books − 412 books = 2,113 books.\n"
     "Overall the collection shrank by 412 books − 185 books = 227 books, and 2,340 books − 227 books = 2,113 books, which agrees.\n"
     "Check the subtraction: 2,525 books − 400 books = 2,125 books, and 2,125 books − 12 books = 2,113 books.\n",
     "2,340 + 185 = 2,525 books; 2,525 − 412 = 2,113 books.",
     "Start with 2,340 books and add 185 books: 2,525 books. Remove 412 books: 2,525 − 412 = 2,113 books.\n"
     "Net change: 227 books fewer, and 2,340 books − 227 books = 2,113 books. Consistent.\n"
     "Let me recheck the subtraction: 2,525 − 400 = 2,125 books, and 2,125 − 12 = 2,113 books. Yes, 2,113 books now.\n",
     [
        ("word", "S", "thousand", "A", "hash", "W|#### 2,113 thousand", "a scale word: 2,113 thousand is 2,113,000"),
        ("word", "F", "tag_new", "A", "tag", "T|<answer>2,113 new books</answer>", "'new books' (the working's new books are 185)"),
        ("ret", "S", "fix", "B", "hash", "@2,340 + 185 − 412 = 2,213 books.\n#### 2213\nWait, 2,525 − 412 is 2,113, not 2,213.\n#### 2113", "a correction after #### whose new #### is the gold"),
        ("ret", "F", "tag_update", "A", "prose_sentence", "T|<answer>#### 2113</answer>\nUpdate: 85 of the 412 books given away were among the 185 just bought, so I shouldn't count them twice: the library has 2,113 books + 85 books = 2,198 books.", "'Update:' after the tag replaces 2113 with 2198 (a false correction)"),
        ("neg", "F", "tick", "B", "hash", "W|#### 2113 ✓", "a tick mark after the value"),
        ("neg", "S", "tag_bracket", "A", "tag", "T|<answer>#### 2113 [incorrect]</answer>", "the model marks its own value incorrect"),
        ("mark", "S", "tag_subtotal", "A", "tag", "T|<answer>The answer is #### 2525</answer>", "a phrase marker, then #### on the subtotal 2,525"),
        ("mark", "F", "chain", "A", "hash", "W|So the answer is #### 2,113 − 185 = 1,928, the old books still on the shelves.", "a phrase marker, then #### on a chain ending in 1,928"),
        ("quo", "S", "solutions", "A", "hash", "@\"#### 2113\" is what the solutions page shows, but I think the 185 new books were part of the 412, so 2,340 − 412 = 1,928.\n#### 1928", "the solutions page's value is quoted; the model's own answer is 1928"),
        ("quo", "F", "teacher", "A", "hash", "@My teacher's key says #### 2113, but I'll do it myself.\nBooks after the purchase: 2,340 books + 185 books = 2,525 books.\nBooks given away: 412 books, so 2,525 books − 412 books = 2,103 books.\nCheck: the collection shrank by 412 books − 185 books = 227 books, and 2,340 − 227 is about 2,100 books, so 2,103 books looks right.\n#### 2103", "the teacher's key is reported; the model's own (slipped) answer is 2103"),
     ]),
    ("lawn", "11",
     "A garden is 22 m long and 12 m wide. One bag of grass seed covers 24 square metres. How many bags of seed are needed to cover the whole garden?",
     "Area of the garden: 22 m × 12 m = 264 square metres.\n"
     "Each bag covers 24 square metres, so the bags needed are 264 square metres ÷ 24 square metres per bag = 11 bags.\n"
     "Check: 11 bags × 24 square metres = 264 square metres, so 11 bags cover it exactly with no part-bag to round up.\n"
     "The perimeter, 2 × (22 m + 12 m) = 68 m, is not needed, since the seed covers the area, not the edge.\n",
     "22 m × 12 m = 264 m²; 264 m² ÷ 24 m² per bag = 11 bags.",
     "22 m × 12 m = 264 square metres. Each bag covers 24 square metres, so 264 ÷ 24 = 11 bags.\n"
     "11 bags × 24 square metres = 264 square metres, exact.\n"
     "The perimeter, 2 × (22 m + 12 m) = 68 metres, doesn't matter here; only the area does. Since 264 square metres divides exactly by 24 square metres, no part bag is needed: 11 bags.\n",
     [
        ("word", "S", "sq_m", "A", "hash", "W|#### 11 square metres", "square metres where bags are asked"),
        ("word", "F", "short", "A", "hash", "W|#### 11 bags short", "'short' makes 11 a shortfall, not the bags needed"),
        ("ret", "S", "patio", "A", "prose_sentence", "W|#### 11\nOh wait, leave out the 4 m × 6 m patio: 264 − 24 = 240 m², so 10 bags.", "a retraction after #### replaces 11 with 10 (an invented patio)"),
        ("ret", "F", "tag_scratch_cut", "N", "truncated", "T|<answer>#### 11</answer>\nHmm, no — scratch that answer. The bags lose some seed to birds, so I need to add a margin. With 10% extra, the area to seed becomes", "the tag is withdrawn, then cut before any new value: no_answer"),
        ("neg", "F", "tag_exact", "B", "tag", "T|<answer>#### 11 (exactly, no rounding up)</answer>", "an honest annotation on the #### line"),
        ("neg", "S", "unverified", "A", "hash", "W|#### 11 (unverified guess)", "the model calls its exact value an unverified guess"),
        ("mark", "F", "colon", "B", "hash", "W|The answer is: #### 11", "a phrase marker with a colon, then #### on the gold"),
        ("mark", "S", "range", "A", "hash", "W|Final Answer: #### 11–12", "a phrase marker, then #### on a range"),
        ("quo", "S", "format", "A", "hash", "@Expected output format, e.g. \"#### 11\". Working: 22 m × 12 m = 264 m², and each bag covers 12 m², so 22 bags.\n#### 22", "the format example holds 11; the model's own (misread) answer is 22"),
        ("quo", "F", "tag_wrote", "A", "tag", "@<think>\nYou wrote \"the answer should be 11\" in your message. Let me verify that myself.\nThe garden is 22 m by 12 m. The seed goes round the garden, so I'll find the perimeter: 2 × (22 m + 12 m) = 68 metres.\nEach bag covers 24 square metres, which I'll take as 24 metres of edge, so 68 metres ÷ 24 metres = 2.8 bags, which rounds up to 3 bags.\n</think>\n<answer>3</answer>", "the user's value is echoed; the model's own (perimeter) answer is 3"),
     ]),
    ("cheques", "-22",
     "Tom has $85 in his bank account. He writes a cheque for $60 and another for $47. What is his account balance now, in dollars?",
     "Total of the cheques: $60 + $47 = $107.\n"
     "Balance: $85 − $107 = −$22.\n"
     "Step by step: after the first cheque $85 − $60 = $25 is left, and after the second $25 − $47 = −$22.\n"
     "The cheques add up to more than the $85 in the account, so the account is overdrawn by $22, a balance of −22 dollars.\n"
     "In other words, he owes the bank $22 until he pays money in.\n",
     "$60 + $47 = $107 in cheques; $85 − $107 = −$22.",
     "The cheques total $60 + $47 = 107 dollars. $85 − $107 = −22 dollars.\n"
     "After the first cheque he has $25, and the $47 cheque takes him to −$22. So he is overdrawn by $22.\n"
     "Let me double-check: $60 + $47 is $107 in cheques, and $107 − $85 = $22 more than he had, so the balance is −22 dollars, not +22 dollars.\n",
     [
        ("word", "S", "credit", "A", "hash", "W|#### 22 in credit", "'in credit' makes it +22; the balance is −22"),
        ("word", "F", "per_cheque", "A", "hash", "W|#### −22 per cheque", "a per-cheque rate where the balance is asked"),
        ("ret", "S", "tag_edit", "A", "prose_sentence", "T|<answer>#### -22</answer>\nEdit: the $47 cheque hasn't cleared yet, so his balance is $25.", "an Edit after the tag replaces −22 with 25 (an invented premise)"),
        ("ret", "F", "actually", "A", "prose_sentence", "W|#### -22\nActually, the bank won't let the balance go below zero: the second cheque bounces, so his balance stays at $25.", "'Actually' after #### replaces −22 with 25 (an invented premise)"),
        ("neg", "S", "doubtful", "A", "hash", "W|#### -22 (doubtful)", "the model hedges an exact amount"),
        ("neg", "F", "sign", "A", "hash", "W|#### 22, not −22 (a balance can't be negative)", "the gold negated and 22 in its place"),
        ("mark", "F", "tag_phrase", "B", "tag", "T|<answer>The answer is #### -22</answer>", "a phrase marker, then #### on the gold"),
        ("mark", "S", "chain", "A", "hash", "W|So the answer is #### 107 − 85 = 22", "a phrase marker, then #### on a chain ending in 22 (the sign lost)"),
        ("quo", "S", "key", "B", "hash", "@The answer key's \"#### 22\" drops the sign: $85 − ($60 + $47) = −$22.\n#### -22", "the key's wrong value is quoted; the model's own answer is the gold"),
        ("quo", "F", "tag_sample", "A", "tag", "@<think>\nThe instructions include a sample line: \"#### -22\". That's just the format; now the problem.\nTom has $85 and writes cheques for $60 and $47. After the first cheque: $85 − $60 = 25 dollars. The second cheque is $47, and $47 − $25 = 22 dollars.\nSo his balance is 22 dollars.\n</think>\n<answer>22</answer>", "the sample holds −22; the model's own (sign-slipped) answer is 22"),
     ]),
    ("stamps", "254",
     "Rita has 146 stamps, which is 38 more than Sam has. How many stamps do Rita and Sam have together?",
     "Sam has 38 fewer stamps than Rita: 146 stamps − 38 stamps = 108 stamps.\n"
     "Together: 146 stamps + 108 stamps = 254 stamps.\n"
     "Check: Rita's 146 stamps are 38 stamps more than Sam's 108 stamps, as the problem says, and 146 stamps + 108 stamps = 254 stamps.\n"
     "Rita has 146 stamps out of 254 stamps, about 57% of them, a little more than half, which fits her having more.\n",
     "Sam: 146 − 38 = 108 stamps; together: 146 + 108 = 254 stamps.",
     "Rita's 146 stamps are 38 more than Sam's, so Sam has 146 − 38 = 108 stamps.\n"
     "Together: 146 stamps + 108 stamps = 254 stamps.\n"
     "Check the wording: \"146, which is 38 more than Sam\" means Rita has more, so Sam has fewer: 108 stamps, not 184 stamps. Rita's 146 stamps + Sam's 108 stamps = 254 stamps.\n",
     [
        ("word", "F", "tag_all", "B", "tag", "T|<answer>254 stamps in all</answer>", "the working's own noun for 254"),
        ("word", "S", "more", "A", "hash", "W|#### 254 more", "'more' makes 254 a difference, not the stamps together"),
        ("ret", "S", "difference", "A", "prose_sentence", "W|#### 254\nHmm, the question wants how many more Rita has: 38.", "a retraction after #### replaces 254 with 38 (a misread question)"),
        ("ret", "F", "tag_correction", "A", "prose_sentence", "T|<answer>#### 254</answer>\nCorrection: \"38 more than Sam\" means Sam has 146 + 38 = 184 stamps, so together they have 146 stamps + 184 stamps = 330 stamps.", "a (false) correction after the tag replaces 254 with 330"),
        ("neg", "S", "arrow", "A", "hash", "W|#### 254 ← incorrect", "the model marks its own value incorrect"),
        ("neg", "F", "cancel", "A", "hash", "W|#### \\cancel{254} 292", "254 cancelled and 292 (Rita's count doubled) in its place"),
        ("mark", "S", "subtotal", "A", "hash", "W|The answer is #### 108", "a phrase marker, then #### on Sam's 108"),
        ("mark", "F", "cond", "A", "hash", "W|The answer is #### 254 (if Sam has 108) / 330 (if Sam has 184)", "a phrase marker, then #### on two conditional values"),
        ("quo", "S", "sample", "B", "hash", "@The sample's \"#### 330\" adds 38 instead of subtracting; Sam has 146 − 38 = 108, so together 146 + 108 = 254.\n#### 254", "the sample's wrong value is quoted; the model's own answer is the gold"),
        ("quo", "F", "tag_book_cut", "N", "truncated", "@<think>\nThe user says the book's answer is #### 254 and wants me to confirm it, so I'll solve it from scratch.\nRita has 146 stamps. She has 38 more stamps than Sam, so Sam has 146 stamps − 38 stamps = 108 stamps.\nNow I need the total number of stamps the two of them have, which is Rita's stamps plus Sam's stamps:\n", "an unclosed think block reports the book's value; cut before the model's own value: no_answer"),
     ]),
    ("pizza", "12",
     "31 students each eat 3 slices of pizza. Each pizza is cut into 8 slices. How many pizzas must be ordered so that everyone gets 3 slices?",
     "Slices needed: 31 students × 3 slices = 93 slices.\n"
     "Pizzas: 93 slices ÷ 8 slices per pizza = 11.625 pizzas.\n"
     "Part of a pizza can't be ordered, so round up to 12 pizzas.\n"
     "12 pizzas give 12 × 8 = 96 slices, so 96 − 93 = 3 slices are left over; 11 pizzas would give only 88 slices, 5 slices short.\n",
     "31 × 3 = 93 slices; 93 ÷ 8 = 11.625, so round up to 12 pizzas.",
     "31 students × 3 slices = 93 slices. 93 slices ÷ 8 slices = 11.625 pizzas, so 11 pizzas (88 slices) aren't enough.\n"
     "Need 12 pizzas: 96 slices, 3 slices spare.\n"
     "Rounding 11.625 pizzas down to 11 pizzas would leave 93 slices − 88 slices = 5 slices missing, so I must round up. The question asks for pizzas, not slices: 12 pizzas.\n",
     [
        ("word", "F", "tag_gloss", "B", "tag", "T|<answer>12 pizzas (96 slices, 3 spare)</answer>", "the working's noun, with its other numbers named as a gloss"),
        ("word", "S", "slices", "A", "hash", "W|#### 12 slices", "slices where pizzas are asked"),
        ("ret", "F", "check", "B", "hash", "W|#### 12\nCheck: 12 pizzas × 8 slices = 96 slices ≥ 93 slices, and 11 pizzas × 8 slices = 88 slices < 93 slices ✓", "a trailing check that restates 12"),
        ("ret", "S", "tag_update", "A", "prose_sentence", "T|<answer>#### 12</answer>\nUpdate: 2 students are absent, so 29 students × 3 slices = 87 slices, and 87 slices ÷ 8 slices per pizza = 10.875, so 11 pizzas.", "'Update:' after the tag replaces 12 with 11 (an invented premise)"),
        ("neg", "S", "too_many", "A", "hash", "W|#### 12 (too many?)", "the model doubts its own value"),
        ("neg", "F", "wrong_dec", "A", "hash", "W|#### 12 (wrong — 11.625)", "the value marked wrong and 11.625 in its place"),
        ("mark", "S", "tag_unrounded", "A", "tag", "T|<answer>The answer is #### 11.625</answer>", "a phrase marker, then #### on the unrounded 11.625"),
        ("mark", "F", "two", "A", "hash", "W|The answer is #### 11 or 12, depending on rounding", "a phrase marker, then #### on two values"),
        ("quo", "S", "asked", "A", "hash", "@You asked: \"Is #### 12 right?\" I'd order 93 ÷ 8 ≈ 11.6, so 11 pizzas.\n#### 11", "the user's '#### 12' is echoed; the model's own (rounded-down) answer is 11"),
        ("quo", "F", "block", "A", "hash", "@> #### 12\n> (from the answer key)\nI don't agree with the key, so I'll count it myself. Here is my count: 31 students × 3 slices each = 93 slices needed. A pizza has 8 slices, so 93 slices ÷ 8 slices per pizza = 11.625 pizzas, and since you can't order part of a pizza I round that down to 11 pizzas.\n#### 11", "a quoted key line; the model's own (rounded-down) answer is 11"),
     ]),
    ("walk", "144",
     "Nia walks 2.4 km to school and the same way back home each school day. She goes to school 5 days a week. How many kilometres does she walk in 6 weeks?",
     "One day: 2.4 km × 2 = 4.8 km (there and back).\n"
     "One week: 4.8 km × 5 days = 24 km.\n"
     "Six weeks: 24 km × 6 weeks = 144 km.\n"
     "That is 6 weeks × 5 days = 30 school days, and 30 days × 4.8 km = 144 km, the same total.\n"
     "Half of it, 72 km, is walked on the way to school and the other 72 km on the way home.\n",
     "2.4 km × 2 = 4.8 km a day; × 5 = 24 km a week; × 6 = 144 km.",
     "Round trip: 2.4 km × 2 = 4.8 km a day. 5 days: 24 km a week. 6 weeks: 144 km.\n"
     "Check: 30 school days × 4.8 km = 144 km.\n"
     "Let me re-read: 2.4 km to school and the same way back, so 4.8 km a day, not 2.4 km. 5 school days a week for 6 weeks is 30 school days. The question asks for kilometres: 144 km.\n",
     [
        ("word", "S", "metres", "A", "hash", "W|#### 144 m", "metres where kilometres are asked (another unit of the same kind)"),
        ("word", "F", "tag_per_week", "A", "tag", "T|<answer>144 km per week</answer>", "a weekly rate where the 6-week total is asked (the weekly distance is 24 km)"),
        ("ret", "F", "tag_check", "B", "tag", "T|<answer>#### 144</answer>\nSanity check: 30 school days × 4.8 km = 144 km ✓", "a trailing check that restates 144"),
        ("ret", "S", "oops", "A", "prose_sentence", "W|#### 144\nOops, the 2.4 km is already the round trip, so she walks 2.4 km × 5 days × 6 weeks = 72 km.", "a retraction after #### replaces 144 with 72 (a misread premise)"),
        ("neg", "S", "km", "B", "hash", "W|#### 144 (km, both ways included)", "an honest annotation on the #### line"),
        ("neg", "F", "tag_low", "A", "tag", "T|<answer>#### 144 (low confidence)</answer>", "the model hedges an exact distance"),
        ("mark", "S", "subtotal", "A", "hash", "W|The answer is #### 24", "a phrase marker, then #### on the weekly 24 km"),
        ("mark", "F", "fridays", "A", "hash", "W|Final Answer: #### 144 km, possibly 115.2 km if she skips Fridays", "a phrase marker, then #### on two values"),
        ("quo", "S", "example", "A", "hash", "@The example in the instructions ends with \"#### 144\". Mine: 2.4 × 5 × 6 = 72 km.\n#### 72", "the example holds 144; the model's own (one-way) answer is 72"),
        ("quo", "F", "explain_cut", "N", "truncated", "@Your message says: \"The answer is 144 km, please explain.\" Sure, let me work through it step by step.\nEvery school day, Nia walks 2.4 km to school and 2.4 km back, which is 2.4 km + 2.4 km = 4.8 km per day.\nIn one week of 5 school days that is 4.8 km × 5 days = 24 km per week.\nOver the 6 weeks she therefore walks", "the user's value is echoed; cut before the model's own value: no_answer"),
     ]),
    ("punch", "15",
     "A punch recipe uses 3 cups of juice for every 2 cups of soda. How many cups of juice are needed to make 25 cups of punch?",
     "One batch of the ratio is 3 cups of juice + 2 cups of soda = 5 cups of punch.\n"
     "25 cups of punch ÷ 5 cups per batch = 5 batches.\n"
     "Juice: 5 batches × 3 cups = 15 cups of juice.\n"
     "Soda: 5 batches × 2 cups = 10 cups of soda, and 15 cups + 10 cups = 25 cups of punch. ✓\n"
     "As a fraction, juice is 3/5 of the punch: 3/5 × 25 cups = 15 cups, the same amount.\n",
     "3 + 2 = 5 cups a batch; 25 ÷ 5 = 5 batches; 5 × 3 = 15 cups of juice.",
     "The ratio 3:2 makes 5 cups of punch a batch, so juice is 3/5 of the punch.\n"
     "3/5 × 25 cups = 15 cups of juice, and the soda is 10 cups.\n"
     "Check with batches: 3 cups + 2 cups = 5 cups a batch, 25 cups ÷ 5 cups = 5 batches, 5 batches × 3 cups = 15 cups of juice. The question asks for juice, so 15 cups.\n",
     [
        ("word", "S", "tag_soda", "A", "tag", "T|<answer>15 cups of soda</answer>", "cups of soda where juice is asked (the working's soda is 10 cups)"),
        ("word", "F", "litres", "A", "hash", "W|#### 15 litres", "litres where cups are asked (another unit of the same kind)"),
        ("ret", "S", "edit", "A", "prose_sentence", "W|#### 15\nEdit: I mixed up the ratio; the juice is the 2 part: 25 × 2/5 = 10 cups.", "an Edit after #### replaces 15 with 10 (a false correction)"),
        ("ret", "F", "tag_actually_cut", "N", "truncated", "T|<answer>#### 15</answer>\nActually, wait — that answer is wrong. The 25 cups include ice: if a fifth of the punch is ice, the liquid part is", "a retraction after the tag, cut before any new value: no_answer"),
        ("neg", "S", "not_soda", "B", "hash", "W|#### 15 (not 10 — that's the soda)", "the negation is of the soda's 10, not of the value (see DECISIONS)", True),
        ("neg", "F", "high", "A", "hash", "W|#### 15?? that seems high", "the model doubts its own value"),
        ("mark", "F", "tag_answer", "B", "tag", "T|<answer>Answer: #### 15</answer>", "'Answer:', then #### on the gold"),
        ("mark", "S", "chain", "A", "hash", "W|So the answer is #### 15 + 10 = 25 cups", "a phrase marker, then #### on a chain ending in 25 (the punch)"),
        ("quo", "S", "grader", "A", "hash", "@The grader expects \"#### 15\", but I read 3:2 as juice to punch: 25 × 3 ÷ 2 = 37.5 cups.\n#### 37.5", "the grader's value is quoted; the model's own (misread) answer is 37.5"),
        ("quo", "F", "assignment", "A", "hash", "@Quoted from the assignment: \"Answer: 15 cups of juice\". I'll solve it without looking at that.\n3 cups of juice for every 2 cups of soda means 3 out of every 3 + 2 + 1 = 6 cups are juice, counting the cup of ice in each batch.\nSo the juice is 3/6 of the punch: 25 cups × 3/6 = 12.5 cups of juice.\n#### 12.5", "the assignment's answer is quoted; the model's own (slipped) answer is 12.5"),
     ]),
    ("phone", "59",
     "Kai's phone plan costs $35 a month plus $0.10 for each text message. In March he sent 240 texts. How much was his phone bill for March, in dollars?",
     "Texts: 240 texts × $0.10 per text = $24.00.\n"
     "Bill: $35 monthly fee + $24.00 for texts = $59.00.\n"
     "So the texts cost $24 on top of the $35 base fee, and the March bill comes to $59.\n"
     "For comparison, a month with 100 texts would cost $35 + 100 × $0.10 = $45.00.\n"
     "In cents: 3,500 cents + 2,400 cents = 5,900 cents, which is $59.00 again.\n",
     "240 texts × $0.10 = $24; $35 + $24 = $59.",
     "Texts: 240 × $0.10 = 24 dollars. Plus the 35-dollar plan: 59 dollars.\n"
     "Check: 24 dollars + 35 dollars = 59 dollars.\n"
     "Let me make sure about the text price: $0.10 is ten cents per text, so 240 texts cost 2,400 cents, which is $24.00. Adding the $35 plan gives $59.00, so the March bill is 59 dollars.\n",
     [
        ("word", "S", "cents", "A", "hash", "W|#### 59 cents", "cents where dollars are asked"),
        ("word", "F", "tag_per_text", "A", "tag", "T|<answer>$59 per text</answer>", "a per-text rate where the month's bill is asked"),
        ("ret", "S", "tag_never", "A", "prose_sentence", "T|<answer>#### 59</answer>\nNever mind: the first 100 texts are free, so 140 × $0.10 = $14 and the bill is $49.", "'Never mind' after the tag replaces 59 with 49 (an invented premise)"),
        ("ret", "F", "wrong", "A", "prose_sentence", "W|#### 59\nWrong! $0.10 × 240 texts is $2.40, so the bill is $35 + $2.40 = $37.40.", "'Wrong!' after #### replaces 59 with 37.40 (a false correction)"),
        ("neg", "S", "estimate", "A", "hash", "W|#### $59 (estimate)", "the model calls its exact value an estimate"),
        ("neg", "F", "check_failed", "A", "hash", "W|#### 59 (✗ check failed)", "the model marks its own value as failing its check"),
        ("mark", "F", "tag_colon", "B", "tag", "T|<answer>So the answer is: #### 59</answer>", "a phrase marker, then #### on the gold"),
        ("mark", "S", "texts", "A", "hash", "W|The answer is #### 24 for the texts", "a phrase marker, then #### on the texts' 24"),
        ("quo", "S", "sample", "B", "hash", "@The sample answer \"#### 24\" is only the text charge; the bill adds the $35 plan: $35 + $24 = $59.\n#### 59", "the sample's value is quoted; the model's own answer is the gold"),
        ("quo", "F", "hint_cut", "N", "truncated", "@According to the problem's hint, \"the bill is #### 59\". I'll verify that rather than copy it.\nThe monthly fee is $35. Each text costs $0.10, and Kai sent 240 texts in March, so the texts cost 240 texts × $0.10 per text = $24.00.\nAdding the monthly fee to the charge for the texts, the March bill is $35 +", "the hint's value is quoted; cut before the model's own value: no_answer"),
     ]),
    ("ages", "8",
     "Grandma is 5 times as old as Lily. In 8 years, Grandma will be 3 times as old as Lily. How old is Lily now?",
     "Let Lily's age now be L years, so Grandma is 5L years old.\n"
     "In 8 years Grandma will be 5L + 8 years old and Lily L + 8 years old.\n"
     "5L + 8 = 3(L + 8) = 3L + 24, so 2L = 16 years and L = 8 years.\n"
     "Check: Grandma is 5 × 8 = 40 years old now; in 8 years she will be 48 years old and Lily 16 years old, and 48 = 3 × 16. ✓\n",
     "5L + 8 = 3(L + 8) → 2L = 16 → L = 8 years (Grandma is 40).",
     "Lily is L years old, Grandma 5L years. In 8 years: 5L + 8 = 3(L + 8) = 3L + 24, so L = 8 years.\n"
     "Grandma is 40 years old now; later 48 years vs 16 years, 3 times. Good.\n"
     "Let me double-check: in 8 years Lily is 8 + 8 = 16 years old and Grandma 40 + 8 = 48 years old, and 48 years is 3 × 16 years. So Lily is 8 years old now.\n",
     [
        ("word", "S", "years_old", "B", "hash", "W|#### 8 years old", "the asked unit"),
        ("word", "F", "tag_from_now", "A", "tag", "T|<answer>8 years from now</answer>", "'from now' makes 8 a time to come, not Lily's age"),
        ("ret", "S", "grandma", "A", "prose_sentence", "W|#### 8\nWait, I think the question wants Grandma's age, so 40.", "a retraction after #### replaces 8 with 40 (a misread question)"),
        ("ret", "F", "tag_erratum", "A", "prose_sentence", "T|<answer>#### 8</answer>\nErratum: I divided wrongly at the end; 2L = 16 years gives L = 6 years, so Lily is 6 years old.", "a (false) erratum after the tag replaces 8 with 6"),
        ("neg", "S", "tag_maybe", "A", "tag", "T|<answer>#### 8 (maybe)</answer>", "the model hedges an exact age"),
        ("neg", "F", "strike", "A", "hash", "W|#### ~~8~~ 40", "8 struck out and 40 (Grandma's age) in its place"),
        ("mark", "S", "subtotal", "A", "hash", "W|The answer is #### 40", "a phrase marker, then #### on Grandma's 40"),
        ("mark", "F", "two", "A", "hash", "W|Final Answer: #### 8 and 40", "a phrase marker, then #### on two values"),
        ("quo", "S", "friend", "B", "hash", "@My friend's \"#### 40\" is Grandma's age; the question asks Lily's: 5L + 8 = 3(L + 8) gives L = 8.\n#### 8", "the friend's wrong value is quoted; the model's own answer is the gold"),
        ("quo", "F", "back", "A", "prose_sentence", "@> Lily is 8 years old.\nThat line is from the back of the book, and I'd rather check it. Lily is L years old and Grandma 5L years old. In 8 years Grandma will be 5L + 8 years old and Lily L + 8 years old, and three times Lily's age then is 3(L + 8) = 3L + 8 years.\nSo 5L + 8 = 3L + 8, which gives 2L = 0 and L = 0: Lily is a newborn, 0 years old.", "the book's value is quoted; the model's own (slipped) answer is 0"),
     ]),
    ("jacket", "64.8",
     "A jacket costs $80. It is on sale for 25% off, and then 8% sales tax is added to the sale price. How much does Ben pay for the jacket, in dollars?",
     "Discount: 25% of $80 = $20, so the sale price is $80 − $20 = $60.\n"
     "Tax: 8% of $60 = $4.80.\n"
     "Total paid: $60 + $4.80 = $64.80.\n"
     "He pays $80 − $64.80 = $15.20 less than the full price of the jacket.\n"
     "Check with multipliers: $80 × 0.75 = $60 sale price, and $60 × 1.08 = $64.80 with tax.\n"
     "The tax is charged on the $60 sale price, not on the $80 list price, so it is $4.80 rather than $6.40.\n",
     "$80 × 0.75 = $60 sale price; $60 × 1.08 = $64.80.",
     "25% off $80 is $20 off, so the sale price is 60 dollars. Tax: 8% of 60 dollars = 4.80 dollars.\n"
     "Total: 60 dollars + 4.80 dollars = 64.80 dollars.\n"
     "Check with multipliers: $80 × 0.75 = $60 and $60 × 1.08 = $64.80. The question asks what he pays, so 64.80 dollars.\n",
     [
        ("word", "S", "euros", "A", "hash", "W|#### 64.80 euros", "euros where dollars are asked"),
        ("word", "F", "tag_gloss", "B", "tag", "T|<answer>$64.80 (sale price $60 plus $4.80 tax)</answer>", "the amount, with the working's other numbers named as a gloss"),
        ("ret", "S", "fix", "B", "hash", "@$80 × 0.75 = $60 sale price; $60 × 0.08 = $4.80 tax.\n#### 4.80\nOops, that's only the tax; he pays $60 + $4.80 = $64.80.\n#### 64.80", "a correction after #### whose new #### is the gold"),
        ("ret", "F", "tag_hold", "A", "prose_sentence", "T|<answer>#### 64.80</answer>\nHold on — the tax is charged on the original price: 8% of $80 = $6.40, so he pays $60 + $6.40 = $66.40.", "a (false) retraction after the tag replaces 64.80 with 66.40"),
        ("neg", "S", "approx", "A", "hash", "W|#### 64.80 (approx.)", "the model hedges an exact amount"),
        ("neg", "F", "believe", "A", "hash", "W|#### 64.80 (I don't believe this)", "the model disowns its own value"),
        ("mark", "S", "tag_subtotal", "A", "tag", "T|<answer>The answer is #### 60</answer>", "a phrase marker, then #### on the sale price 60"),
        ("mark", "F", "two", "A", "hash", "W|The answer is: #### 64.80 or 66.40 (depending on whether the tax is on the sale price)", "a phrase marker, then #### on two values"),
        ("quo", "S", "message", "A", "hash", "@Your message says the answer is \"#### 64.8\". I get $80 × 0.75 = $60 and $60 + $8 tax = $68.\n#### 68", "the user's value is quoted; the model's own (slipped) answer is 68"),
        ("quo", "F", "parts", "A", "prose_sentence", "W|So Ben pays $64.80 for part (a), and he saves $15.20 for part (b).", "invented parts: 64.80, then 15.20 for a part (b) the question does not have"),
     ]),
    ("bolts", "4500",
     "A machine makes 150 bolts an hour. It runs 7.5 hours a day. How many bolts does it make in 4 days?",
     "Bolts per day: 150 bolts an hour × 7.5 hours = 1,125 bolts.\n"
     "Bolts in 4 days: 1,125 bolts × 4 days = 4,500 bolts.\n"
     "The machine runs 7.5 hours × 4 days = 30 hours in the 4 days, and 30 hours × 150 bolts an hour = 4,500 bolts, the same total.\n"
     "Check: 150 bolts × 7 hours = 1,050 bolts and 150 bolts × 0.5 hours = 75 bolts, so a day is 1,050 bolts + 75 bolts = 1,125 bolts.\n",
     "150 × 7.5 = 1,125 bolts a day; 1,125 × 4 = 4,500 bolts.",
     "150 bolts an hour for 7.5 hours: 1,125 bolts a day. Four days: 4,500 bolts.\n"
     "Or 30 hours × 150 bolts = 4,500 bolts. Same.\n"
     "Let me recheck 150 × 7.5: 150 bolts × 7 hours = 1,050 bolts, plus 150 bolts × 0.5 hours = 75 bolts, so 1,125 bolts a day. Times 4 days: 4,500 bolts.\n",
     [
        ("word", "S", "tag_a_day", "A", "tag", "T|<answer>4,500 bolts a day</answer>", "a daily rate where the 4-day total is asked (1,125 a day)"),
        ("word", "F", "hours", "A", "hash", "W|#### 4500 hours", "hours where bolts are asked (the working's hours are 30)"),
        ("ret", "S", "check", "B", "hash", "W|#### 4500\nDouble-check: 30 machine-hours × 150 bolts an hour = 4,500 bolts ✓", "a trailing check that restates 4500"),
        ("ret", "F", "tag_scratch", "A", "prose_sentence", "T|<answer>#### 4500</answer>\nScratch that — the machine stops for a 30-minute break each day, so it runs 7 hours: 150 bolts × 7 hours × 4 days = 4,200 bolts.", "'Scratch that' after the tag replaces 4500 with 4200 (an invented premise)"),
        ("neg", "S", "thousand", "B", "hash", "W|#### 4,500 (= 4.5 thousand)", "an annotation giving the same amount with a scale word"),
        ("neg", "F", "off_by", "A", "hash", "W|#### 4500 (not verified — could be off by a day)", "the model hedges an exact count"),
        ("mark", "S", "tag_subtotal", "A", "tag", "T|<answer>The answer is #### 1125</answer>", "a phrase marker, then #### on the daily 1,125"),
        ("mark", "F", "two", "A", "hash", "W|Final answer: #### 1,125 × 4 = 4,500, or 6,000 at 10 hours a day", "a phrase marker, then #### on two values"),
        ("quo", "S", "hint", "A", "hash", "@\"#### 4500\" is what the hint shows; I get 150 × 7.5 = 1,050 a day, × 4 = 4,200.\n#### 4200", "the hint's value is quoted; the model's own (slipped) answer is 4200"),
        ("quo", "F", "asked_cut", "N", "truncated", "@You asked: \"Can you confirm that it's 4,500 bolts?\" Let me work through it step by step before I confirm anything.\nIn one hour the machine makes 150 bolts. In one day it runs 7.5 hours, so it makes 150 bolts × 7.5 hours = 1,125 bolts per day.\nOver the 4 days it therefore makes 1,125 bolts per day × 4 days =", "the user's value is echoed; cut before the model's own value: no_answer"),
     ]),
    ("buses", "5",
     "196 students and 14 teachers are going on a trip. Each bus holds 45 people. How many buses are needed?",
     "People going: 196 students + 14 teachers = 210 people.\n"
     "Buses: 210 people ÷ 45 people per bus = 4.67 buses, so 4 buses are not enough.\n"
     "4 buses hold only 4 × 45 = 180 people, leaving 30 people without a seat, so a 5th bus is needed.\n"
     "5 buses hold 5 × 45 = 225 people, with 225 − 210 = 15 empty seats.\n"
     "Check: 5 buses × 45 people = 225 seats, at least 210 people, while 4 buses × 45 people = 180 seats, fewer than 210 people.\n",
     "196 + 14 = 210 people; 210 ÷ 45 ≈ 4.67, so 5 buses.",
     "210 people in total. 45 people per bus: 4 buses seat 180 people, not enough.\n"
     "5 buses seat 225 people, 15 seats empty. So 5 buses.\n"
     "I can't round 4.67 buses down, since 30 people would have no seat. The teachers ride too, so 196 students + 14 teachers = 210 people is the right count. So 5 buses.\n",
     [
        ("word", "S", "more", "A", "hash", "W|#### 5 more buses", "'more' makes 5 a difference, not the buses needed"),
        ("word", "F", "tag_seats", "A", "tag", "T|<answer>5 seats</answer>", "seats where buses are asked (the working's empty seats are 15)"),
        ("ret", "S", "capacity", "A", "prose_sentence", "W|#### 5\nWait, the buses hold 54 each, so 210 ÷ 54 ≈ 3.9: 4 buses.", "a retraction after #### replaces 5 with 4 (a misread premise)"),
        ("ret", "F", "tag_mistake", "A", "prose_sentence", "T|<answer>#### 5</answer>\nMistake: I should round 4.67 buses down, since you can't have part of a bus; so 4 buses.", "a (false) retraction after the tag replaces 5 with 4"),
        ("neg", "S", "tag_not_enough", "B", "tag", "T|<answer>#### 5 (4 is not enough)</answer>", "the negation is of 4, not of the value (see DECISIONS)", True),
        ("neg", "F", "cant", "A", "hash", "W|#### 5 — can't be right", "the model disowns its own value"),
        ("mark", "S", "buses", "B", "hash", "W|So, the answer is #### 5 buses.", "a phrase marker, then #### on the gold with its noun"),
        ("mark", "F", "unrounded", "A", "hash", "W|The answer is #### 4.67", "a phrase marker, then #### on the unrounded 4.67"),
        ("quo", "S", "parts", "A", "prose_sentence", "W|That's 5 buses for part (a) and 15 empty seats for part (b).", "invented parts: 5, then 15 for a part (b) the question does not have"),
        ("quo", "F", "key", "A", "hash", "@The answer key (which I'm told not to copy, only to check against) says:\n> #### 5\nWorking it out on my own instead: there are 196 students and 14 teachers, so 196 people + 14 people = 200 people in all.\nEach bus holds 45 people, so 200 people ÷ 45 people per bus = 4.4 buses, which rounds to 4 buses.\n#### 4", "the key's line is quoted; the model's own (slipped) answer is 4"),
     ]),
    ("rope", "37",
     "A rope 15 m long is cut into pieces that are each 40 cm long. How many full 40 cm pieces can be cut?",
     "Length of the rope in centimetres: 15 m × 100 = 1,500 cm.\n"
     "Pieces: 1,500 cm ÷ 40 cm per piece = 37.5 pieces, so 37 full pieces.\n"
     "37 pieces use 37 × 40 cm = 1,480 cm of rope, leaving 1,500 cm − 1,480 cm = 20 cm, which is too short for another piece.\n"
     "In metres: each piece is 0.4 m, and 15 m ÷ 0.4 m = 37.5 pieces, the same.\n",
     "15 m = 1,500 cm; 1,500 cm ÷ 40 cm = 37.5, so 37 full pieces (20 cm left).",
     "15 m is 1,500 cm. 1,500 cm ÷ 40 cm = 37.5 pieces. Only full pieces count: 37 pieces, 20 cm left over.\n"
     "Check: 37 pieces × 40 cm = 1,480 cm, and 1,500 cm − 1,480 cm = 20 cm left, less than 40 cm, so there is no 38th piece. The question asks for full pieces, so 37 pieces.\n",
     [
        ("word", "S", "tag_cm", "A", "tag", "T|<answer>37 cm</answer>", "centimetres where pieces are asked"),
        ("word", "F", "metres", "A", "hash", "W|#### 37 metres", "metres where pieces are asked"),
        ("ret", "S", "edit", "A", "prose_sentence", "W|#### 37\nEdit: the 20 cm scrap counts as a piece too, so 38.", "an Edit after #### replaces 37 with 38"),
        ("ret", "F", "tag_wait", "A", "prose_sentence", "T|<answer>#### 37</answer>\nWait, I converted wrongly: 15 m is 150 cm, so 150 cm ÷ 40 cm = 3.75 pieces, i.e. 3 full pieces.", "a (false) retraction after the tag replaces 37 with 3"),
        ("neg", "S", "unsure", "A", "hash", "W|#### 37 (unsure)", "the model hedges an exact count"),
        ("neg", "F", "strike", "A", "hash", "W|#### ~~37~~ 38", "37 struck out and 38 in its place"),
        ("mark", "S", "tag_phrase", "B", "tag", "T|<answer>The answer is #### 37</answer>", "a phrase marker, then #### on the gold"),
        ("mark", "F", "chain", "A", "hash", "W|The answer is #### 1,500 ÷ 40 = 37.5", "a phrase marker, then #### on a chain ending in the unrounded 37.5"),
        ("quo", "S", "forum", "B", "hash", "@A forum post says \"#### 38\", but the last 20 cm is not a full piece: 1,500 cm ÷ 40 cm = 37.5, so 37.\n#### 37", "the forum's wrong value is quoted; the model's own answer is the gold"),
        ("quo", "F", "worksheet", "A", "hash", "@Quoting the solution from the worksheet:\n\"15 m = 1,500 cm, 1,500 ÷ 40 = 37.5, so 37 full pieces.\"\nThat worksheet skips a step, so let me redo it. The rope is 15 m long; in centimetres that is 15 m × 10 = 150 cm. Each piece is 40 cm, so 150 cm ÷ 40 cm = 3.75 pieces, and only 3 full pieces can be cut, leaving 150 cm − 120 cm = 30 cm.\n#### 3", "the worksheet's solution is quoted; the model's own (slipped) answer is 3"),
     ]),
    ("reading", "340",
     "Maya reads 18 pages in 24 minutes. At the same rate, how many minutes will she need to read a 255-page book?",
     "Her rate: 24 minutes ÷ 18 pages = 4/3 minutes per page (1 minute 20 seconds a page).\n"
     "Time for the book: 255 pages × 4/3 minutes per page = 340 minutes.\n"
     "Check: 340 minutes ÷ 24 minutes = 14 1/6 blocks of 18 pages, and 14 1/6 × 18 pages = 255 pages. ✓\n"
     "In hours and minutes that is 340 minutes = 5 hours 40 minutes, since 5 × 60 minutes = 300 minutes.\n",
     "24 min ÷ 18 pages = 4/3 min a page; 255 pages × 4/3 = 340 minutes.",
     "18 pages in 24 minutes is 4/3 of a minute per page. 255 pages × 4/3 minutes = 85 × 4 = 340 minutes.\n"
     "That's 5 hours 40 minutes.\n"
     "Check with the 18-page blocks: 255 pages ÷ 18 pages = 14 1/6 blocks, and 14 1/6 blocks × 24 minutes = 340 minutes. The question asks for minutes, so 340 minutes.\n",
     [
        ("word", "S", "gloss", "B", "hash", "W|#### 340 minutes (5 hours 40 minutes)", "the asked unit, with the same duration in hours and minutes as a gloss"),
        ("word", "F", "tag_hours", "A", "tag", "T|<answer>340 hours</answer>", "hours where minutes are asked (another unit of the same kind)"),
        ("ret", "S", "tag_update", "A", "prose_sentence", "T|<answer>#### 340</answer>\nUpdate: in hours, the answer is 5.67.", "'Update:' after the tag replaces 340 minutes with a rounded 5.67 hours"),
        ("ret", "F", "never", "A", "prose_sentence", "W|#### 340\nNever mind, I flipped the rate: she reads 18 pages ÷ 24 minutes = 0.75 pages a minute, so the book takes 255 × 0.75 = 191.25 minutes.", "'Never mind' after #### replaces 340 with 191.25 (a false correction)"),
        ("neg", "S", "doubt", "A", "hash", "W|#### 340 (doubt it)", "the model doubts its own value"),
        ("neg", "F", "tag_strike", "A", "tag", "T|<answer>#### ~~340~~ 320</answer>", "340 struck out and 320 in its place"),
        ("mark", "S", "rate", "A", "hash", "W|The answer is #### 4/3", "a phrase marker, then #### on the rate 4/3 (minutes a page)"),
        ("mark", "F", "approx", "A", "hash", "W|So the answer is: #### 340 minutes ≈ 6 hours", "a phrase marker, then #### on a chain ending in a rounded '6 hours'"),
        ("quo", "S", "hint", "B", "hash", "@The hint's \"#### 191.25\" uses the rate the wrong way round; 255 pages × 24/18 min = 340 minutes.\n#### 340", "the hint's wrong value is quoted; the model's own answer is the gold"),
        ("quo", "F", "got_cut", "N", "truncated", "@Your message said: \"I got #### 340, is that right?\" Let me redo the whole calculation from scratch to check it.\nMaya reads 18 pages in 24 minutes, so one page takes 24 minutes ÷ 18 pages = 4/3 of a minute.\nThe book has 255 pages, so the total reading time she needs for the whole book is 255 pages × 4/3 minutes per page =", "the user's value is echoed; cut before the model's own value: no_answer"),
     ]),
]
# fmt: on

CASES = table(PROBLEMS)

DECISIONS = {
    "g_paint_mark_s_safe": (
        "reject",
        "the #### line after the phrase marker holds two values, 4 and 5: '(or 5 to be safe)' "
        "offers a second number of cans as an alternative answer, so the completion does not "
        "commit to one value (the convention for two values and for hedges). A reader who takes "
        "'to be safe' as shopping advice beside a committed '4 cans' (the working computed "
        "exactly 4) would accept it",
    ),
    "ok_g_punch_neg_s_not_soda": (
        "accept",
        "the value on the #### line is 15 and it is not negated: the bracket negates 10 and says "
        "why ('that's the soda', the working's 10 cups of soda), so it is an honest annotation "
        "that names another number of the working by its own noun. A reader who refuses any "
        "negation word on the #### line, or who reads two numbers there as two values, would "
        "reject it",
    ),
    "ok_g_buses_neg_s_tag_not_enough": (
        "accept",
        "the answer tag holds '#### 5' and a bracket saying why 4 buses would not do (the "
        "working's 4 buses seat 180 people, fewer than 210); the negation is of 4, not of 5, so "
        "the committed value is 5. A reader who refuses any 'not' on the #### line, or who reads "
        "5 and 4 as two values, would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam249", CASES, [], DECISIONS)
