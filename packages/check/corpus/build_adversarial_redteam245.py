r"""Build adversarial_redteam245.jsonl: round 245 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam245"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers th, qwen_end, llama_end, r1final, g, m,
write_probes; copied unchanged beside this file) and build_adversarial_redteam243.py / 237.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: the issue's own hostile red team once more (issue 25, "Hostile probes" and
"Deliver" item 1), by a new author who has read the issue, in wordings and layouts unlike the
earlier rounds: retractions in brackets, footnotes, markdown tables, code comments, second tags,
past tense ("I should have said", "that was wrong", "My figure of $68 above was wrong", "Note added
later"); strike-outs by combining long strokes, <strike>, \xcancel, \st, [crossed out], flags
(⚠, 🚩), "??", emoji (❌, 🤔, 🤷, ❓, 🙅, ✗); exact values near the gold; words after a GSM8K number;
statements the model did not make (quoted, reported, supposed, exemplified, echoed, in a table, in
a quoted tag inside the think block). English, 200 SHORT probes (one to five lines), 100 GSM8K and
100 MATH, 170 kind A (156 wrong, 14 no_answer) and 30 kind B (15 GSM8K, 15 MATH). 100 are in the
R1-Zero `<think>...</think><answer>...</answer>` format (50 GSM8K, 50 MATH); the rest end on
`####`, a phrase marker then `####`, `\boxed{}` (bare, Qwen2.5-Instruct's and Llama 3's closings),
prose with no marker, or are cut (truncated) or answerless (none). Forms: tag 76, hash 52,
prose_sentence 37, boxed 17, none 8, truncated 6, answer_is 4 (`tag` = the answer tag holds the
final answer; R1-Zero probes whose tag is withdrawn or replaced by later prose carry the form of
what replaces it). The classes (the class opens the shape of an id), evenly:
  near (29: 21 A, 8 B)  exact values near the gold, no tolerance: 10^{-k} added or taken away (78 -
         10^{-9} after ####, 7 + 10^{-100} and 720 + 10^{-33} and -5 + 10^{-60} in tags, -1/2 +
         10^{-40} in Qwen's closing, 7\pi + 10^{-50} in Llama 3's), a tiny imaginary part (-105 +
         10^{-40} i, 5 + (1 + 10^{-20}) i), sin and e of tiny numbers (153 + \sin(10^{-60}), 580 +
         e^{-200}), near zero for the gold 0 (10^{-80}\pi, \sin(10^{-50}), e^{-500}), a nudged
         radicand (6\sqrt{5.0000001}), a float artefact of the model's own code
         (-0.4999999999999998), rounded decimals (0.7917), 22 from 22/7, 68 ± 1, "about $33", the
         reciprocal -1/5, the open interval (-3, 7). Kind B: 147/20, 0.791\overline{6}, 6 \cdot
         5^{1/2}, -0.5, i + 5, -3 \le x \le 7, "negative five", "28.2k" (debatable);
  neg (29: 25 A, 3 N, 1 B)  negation, strike-out and annotation: ❌, ⚠ "(flagged: recheck)", 🤔 "not
         sure", 🤷, ❓, 🚩, "(marked ✗ by my own check)", "??" and "?", "(sign?)", "— I doubt it",
         \text{(unverified)} in a box, \neq -105, \Sigma \ne 720 in a box, x \notin [-3, 7]; a struck
         value with another in its place (combining long strokes 8̶6̶ 77, <strike>7.35</strike>
         6.35, ~~28,200~~ 🙅 23,500, ~~-5~~ 5, \xcancel, \st, \cancel{7\pi}); a value alone crossed
         out or denied (no_answer: "153 (crossed out)", "580 [crossed out]", "\(5 + i\) is not the
         answer"). Kind B: a slip struck out, the gold after it (~~135~~ 153);
  unit (28: 25 A, 3 B)  words after a number that are not units of the asked quantity: shelves for
         jars, "per ride", cents, laps, mi, "per cupcake", "above sea level", "deeper", "%", "off",
         "fiction", pages, mm for cm, "per day", minutes for hours, "pages per hour", "per month",
         "people" for ways; in MATH \% after a fraction, square units and degrees for a length,
         radians for degrees and for a cosine, "each" for an angle sum. Kind B: "105 metres below
         sea level" for -105 (the question fixes the sign), "7 hours", 720^{\circ};
  ret (29: 28 A, 1 B)  retractions and corrections after the answer (after a tag, a box or ####): a
         footnote (86¹ then ¹ I should have said 77), a code comment "# that was wrong" then a new
         ####, a correction table, "Scrub that tag", "That was wrong, I see now", "[Correction, my
         mistake: ...]", "P.S.", "(My figure of $68 above was wrong; ...)", "In hindsight I should
         have said", "Actually no", a second tag after "Hmm", "Sorry, that was wrong", "Update —",
         "(I should have used 48 ...)", "Hmm, that was wrong", "Revised after rechecking", "That was
         wrong — I should have", "Note added later", "Update:", "Disregard that", "Wait — that was
         wrong", "Edit 2:", "Hmm, I flipped it", "↳ correction:", "Apologies, I should have said",
         "I take it back", "Correction:", "I misread"; most corrections are false (the first
         answer was the gold), and still replace it. Kind B: a correction whose second tag lands on
         the gold;
  quo (29: 22 A, 7 N)  statements the model did not make: supposed ("Suppose the answer is #### 86",
         "Supposedly", "Suppose the limit were"), echoed (the prompt's value in a tag, "You asked me
         to confirm", "Your note says", "You wrote:", "The user's message ends with"), exemplified
         (an example profit line, a sample receipt, a sample solution's box, a format example tag
         quoted inside the think block), reported (a coach's log, a crew's log, a sign, a
         forecast, HR's letter, an answer key, an auto-grader, a hint, a book, a teacher, a
         classmate, a table row "answer key | −5"), a quoted "> 28,200" inside the tag then
         disowned, and invented parts "X for part (a), Y for part (b)"; with the model's own other
         value (wrong) or with none of its own (no_answer: a refusal, a cut);
  tag (29: 16 A, 3 N, 10 B)  answer tags read like a small completion: kind B a padded sentence, a box,
         an equation (6.5 \times 12 = 78, \binom{9}{3} = 84), bold in a sentence, '####', a unit,
         number words, "The limit is zero."; kind A a second tag (144), an unclosed tag holding
         the rides, a sentence giving the revenue, a monthly figure, one angle, the denominator, the
         area, the real part, an open interval in words, an equation ending in another quantity
         (the discount, the fiction count, 1/32), "The answer is #### 102" in a tag, 504, 3, 14;
         no_answer a cut inside the tag (twice) and an empty box;
  phr (27: 19 A, 1 N, 7 B)  a phrase marker then `####` ("So the answer is", "The answer is:",
         "Answer:", "Final Answer:", "Final answer:", "ANSWER:", "**Answer:**", "My answer is", an
         arrow, a dash, #### on the line after the phrase, in a tag): kind B with the gold (bare,
         "$153", "720°", "-1/2", "5 + i", "6\sqrt{5}", "7π"), kind A with a subtotal, a slip, a
         rounding, a hedge ("(roughly)", "−5 or 5"), the open interval, a decimal for an exact
         gold; no_answer a cut right after "####".
Lone surrogates (the issue's bad-input bullet) cannot be written to a UTF-8 JSONL file, so no
probe carries one; the odd code points here (combining strokes, emoji, arrows) are ordinary text.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: jars: 9 shelves of 16, 58 sold -> 86 (144; 15 a shelf: 135 - 58 = 77); bus: 12 rides at
$2.75 -> 33 (11 rides: 30.25; $2.50: 30; $2.57: 30.84); run: 6.5 km a day for 12 days -> 78 (13
days: 84.5; 10 days: 65); cake: 85 cupcakes at $3, $1.20 each to make -> 153 (revenue 255, cost
102; 85 x 1.80 = 153; 1.20 x 80 = 96, 255 - 96 = 159); sub: -120 m, up 45, down 30 -> -105 (-75
after the rise; -120 - 45 + 30 = -135; rising both times: -45); jacket: $80 at 15 % off -> 68
(discount 12; $15 off: 65; twice: 68 x 0.85 = 57.80); lib: 1,450 books, 3/5 fiction ->
non-fiction 580 (fiction 870; 1450 / 5 = 290); rain: 2.4 + 1.85 + 3.1 -> 7.35 (147/20; 0.85 for
1.85: 6.35; slip 7.25; 7.4 rounded); read: 245 pages at 35 an hour -> 7 (a 30-minute break:
7.5); pay: $2,350 a month for a year -> 28200 (10 months: 23,500; 11: 25,850; a bonus: 29,700;
28.2k = 28,200).
MATH: frac: 3/8 + 5/12 -> \frac{19}{24} (9/24 + 10/24; 0.791666...; tops and bottoms: 8/20 =
2/5; 19/48); side: a square of area 180 -> 6\sqrt{5} (36 x 5; 13.41640786...; 36 x 6 = 216, so
6\sqrt6 is a slip; 6\sqrt{30} = \sqrt{1080}); hex: interior-angle sum of a hexagon -> 720 (4 x
180; each 120; 6 x 180 = 1080; 540 is the pentagon's); cos: \cos(2\pi/3) -> -\frac{1}{2}
(quadrant II; float -0.4999999999999998; cos(120 radians) = 0.8141...; -\sqrt3/2 is cos(5\pi/6));
cplx: (2 + 3i)(1 - i) -> 5+i (2 - 2i + 3i - 3i^2; i^2 taken as +1: -1 + i); abs: |x - 2| \le 5
-> [-3,7] (sign slip: [-7, 3]; one side only: (-\infty, 7]); log: \log_2(1/32) -> -5 (2^{-5} =
1/32; the reciprocal -1/5); comm: committees of 3 from 9 -> 84 (9 x 8 x 7 = 504, / 6 = 84;
\binom92 = 36; 84 / 6 = 14); lim: (3x + 1)/x^2 as x -> \infty -> 0 (3/x + 1/x^2; 3 is the
equal-degree answer); circ: circumference for diameter 7 -> 7\pi (21.99114...; 22/7 x 7 = 22;
radius 7: 14\pi; area 49\pi/4).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; the class
is one of near / neg / unit / ret / quo / tag / phr (above). 10 probes a problem, 5 of them in the
R1-Zero format: 1 or 2 kind B (2 for jars, bus, run, cake, sub, frac, side, hex, cos, cplx; 1 for
the others) and the rest kind A. Kind A: truth wrong, or no_answer where the form is `truncated` or
`none` ("N" in the tables); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; rounds 237 and 243): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer, read like a small
completion (a sentence, an equation, a box, '####' or number words inside it); a second tag
replaces the first; an unclosed tag still holds its value; with no marker and no box the answer
is the value the concluding sentence states as the answer to the question asked. A restatement
that differs makes the answer wrong; a retraction or correction after the answer replaces it, in
any layout (a footnote, a bracket, a table, a code comment, a P.S., a past-tense "I should have
said", "that was wrong"), wrong when it names another value even if the correction is itself false,
right when it lands on the gold. Quoted or reported text (supposed, exemplified, echoed, a
sign, a log, a letter, a key, a grader, a hint, a book, a teacher, a classmate, a table row, a
quoted tag inside the think block, a "> " quote inside the tag) is not the model's statement: the
model's own final value is its answer, and with none of its own (a refusal, a cut) the probe is
no_answer. "X for part (a), Y for part (b)" for a question without parts is wrong. A hedge of an
exact value ("about", "± 1", "(roughly)", "or", "?", "??", "(sign?)", "I doubt it", "not sure",
"(unverified)", a flag or a doubting emoji) is wrong; so is a value the model marks wrong (❌, ✗),
a negated value (\neq, \ne, \notin) and a struck value replaced by another; a value alone struck,
crossed out or denied, an empty box and a cut before the value are no_answer. A word after a
number that is not a unit of the asked quantity (a rate, a comparative, another object, another
unit or scale) makes it another quantity: wrong. An exact expression equals the gold only if it
is the gold (no tolerance); a rounded decimal or a float artefact of an exact gold is wrong. Equal
values in another form are correct (147/20, 0.791\overline{6}, 6 \cdot 5^{1/2}, -0.5, i + 5, -3
\le x \le 7, number words, an equation ending in the gold, "105 metres below sea level" where the
question makes below sea level negative), and so are true units.

Debatable (1, with DECISIONS): `ok_g_pay_near_k` ("#### 28.2k" for 28200: accept).

Usage: cd /tmp/rounds/rt245 && python build_adversarial_redteam245.py
(writes /tmp/rounds/rt245/adversarial_redteam245.jsonl beside corpus_build.py)
"""

from corpus_build import g, llama_end, m, qwen_end, th, write_probes  # noqa: E402

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
W_JARS = "9 shelves × 16 jars = 144 jars.¶144 − 58 = 86 jars left.¶"
T_JARS = "9 × 16 = 144; 144 − 58 = 86.¶"
W_BUS = "12 rides × $2.75 = $33.00.¶"
T_BUS = "12 × 2.75 = 33.¶"
W_RUN = "6.5 km × 12 days = 78 km.¶"
T_RUN = "6.5 × 12 = 78.¶"
W_CAKE = "Revenue: 85 × $3 = $255. Cost: 85 × $1.20 = $102.¶Profit: $255 − $102 = $153.¶"
T_CAKE = "85 × 3 = 255; 85 × 1.20 = 102; 255 − 102 = 153.¶"
W_SUB = "Start at −120 m. Rise 45: −120 + 45 = −75. Dive 30: −75 − 30 = −105.¶"
T_SUB = "−120 + 45 = −75; −75 − 30 = −105.¶"
W_JACKET = "15% of $80 = $12.¶$80 − $12 = $68.¶"
T_JACKET = "0.15 × 80 = 12; 80 − 12 = 68.¶"
W_LIB = "Fiction: 3/5 × 1,450 = 870.¶Non-fiction: 1,450 − 870 = 580.¶"
T_LIB = "3/5 × 1450 = 870; 1450 − 870 = 580.¶"
W_RAIN = "2.4 + 1.85 + 3.1 = 7.35 cm.¶"
T_RAIN = "2.4 + 1.85 = 4.25; 4.25 + 3.1 = 7.35.¶"
W_READ = "245 ÷ 35 = 7 hours.¶"
T_READ = "245 / 35 = 7.¶"
W_PAY = "12 × $2,350 = $28,200.¶"
T_PAY = "2350 × 12 = 28200.¶"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("jars", "86",
     "A shop stocks 9 shelves with 16 jars of honey each and sells 58 jars. How many jars are left?",
     [
        ("quo_echo", "A", "tag", tag("9 × 15 = 135; 135 − 58 = 77.¶", "Echoing the prompt: \"86\". My own count: 77."), "the prompt's 86 is echoed in the tag; the model's own (misread) answer is 77"),
        ("neg_emoji", "A", "tag", tag(T_JARS, "86 ❌"), "the model flags its own value with ❌"),
        ("unit_shelves", "A", "hash", W_JARS + "#### 86 shelves", "shelves where jars are asked"),
        ("ret_footnote", "A", "prose_sentence", W_JARS + "#### 86¹¶¹ I should have said 77: the shelves hold 15 jars each, so 135 − 58 = 77.", "a footnote after #### retracts 86 for 77 (a false correction)"),
        ("quo_suppose", "A", "prose_sentence", "Suppose the answer is #### 86. Checking it against 15 jars a shelf: 9 × 15 = 135, and 135 − 58 = 77, so the supposition fails: 77 jars are left.", "a supposed '#### 86' is not the model's statement; its own (misread) answer is 77"),
        ("tag_sentence", "B", "tag", tag(T_JARS, "  There are 86 jars left.  "), "a sentence in the tag, padded with spaces"),
        ("phr_so", "B", "answer_is", W_JARS + "So the answer is #### 86", "a phrase marker then ####"),
        ("tag_second", "A", "tag", tag(T_JARS, "86") + "¶<answer>144</answer>", "a second tag (the jars stocked) is the last final answer"),
        ("neg_overlay", "A", "tag", tag(T_JARS, "8\u03366\u0336 77"), "86 struck through with combining long strokes, 77 in its place"),
        ("phr_subtotal", "A", "hash", "9 × 16 = 144 jars.¶The answer is: #### 144", "a phrase marker then #### with the jars stocked, not the jars left"),
     ]),
    ("bus", "33",
     "Nadia takes the bus 12 times in a month, and each ride costs $2.75. How much does she spend on bus fare that month, in dollars?",
     [
        ("phr_newline", "A", "hash", "12 × $2.57 = $30.84.¶The answer is:¶#### 30.84", "a phrase marker, then #### on the next line, with the fare misread as $2.57"),
        ("near_about", "A", "tag", tag(T_BUS, "about $33"), "'about' hedges an exact amount"),
        ("unit_per_ride", "A", "hash", W_BUS + "#### 33 per ride", "a per-ride price where the month's total is asked"),
        ("unit_cents", "A", "tag", tag(T_BUS, "33 cents"), "33 cents is not $33"),
        ("neg_qq", "A", "hash", W_BUS + "#### 33??", "'??' marks the value unsure"),
        ("ret_comment", "A", "hash", W_BUS + "#### 33¶# that was wrong: she only rode 11 times, 11 * 2.75 = 30.25¶#### 30.25", "a code-comment retraction after ####, then a new #### 30.25"),
        ("quo_echo", "N", "none", th("The user's message ends with \"#### 33\". I can't tell which fare applies.¶") + "<answer>I won't commit to a number.</answer>", "the user's '#### 33' is echoed in the think block; the tag gives no value: no_answer"),
        ("tag_box", "B", "tag", tag(T_BUS, r"$\boxed{33}$"), "a box inside the tag"),
        ("phr_final", "A", "hash", "12 × $2.50 = $30.¶Final Answer: #### 30", "'Final Answer: ####' with the fare misread as $2.50"),
        ("tag_unclosed", "A", "tag", th(T_BUS) + "<answer>12 rides", "an unclosed tag holding the number of rides, not the fare"),
     ]),
    ("run", "78",
     "Tomás runs 6.5 km every day for 12 days. How many kilometres does he run in total?",
     [
        ("near_pow", "A", "hash", W_RUN + "#### 78 - 10^{-9}", "78 − 10^-9 is not 78"),
        ("ret_scrub", "A", "prose_sentence", tag(T_RUN, "78") + "¶Scrub that tag: he rested on the two Sundays, so 6.5 × 10 = 65 km.", "'Scrub that tag' replaces 78 with 65 (a false correction)"),
        ("unit_laps", "A", "tag", tag(T_RUN, "78 laps"), "laps where kilometres are asked"),
        ("unit_miles", "A", "hash", W_RUN + "#### 78 mi", "miles where kilometres are asked"),
        ("neg_flag", "A", "tag", tag(T_RUN, "78 ⚠ (flagged: recheck)"), "the model flags its own value for a recheck"),
        ("ret_table", "A", "prose_sentence", W_RUN + "#### 78¶| corrected days | corrected km |¶|---|---|¶| 13 | 84.5 |", "a table after #### corrects the day count and gives 84.5 as the corrected total"),
        ("quo_coach", "A", "hash", "My coach's log says \"total: #### 78\", but he ran 6 km a day: 6 × 12 = 72.¶#### 72", "the coach's '#### 78' is reported; the model's own answer is 72"),
        ("tag_equation", "B", "tag", tag(T_RUN, r"$6.5 \times 12 = 78$"), "an equation in the tag ending in 78"),
        ("phr_arrow", "A", "hash", "6 × 12 = 72.¶So the answer is → #### 72", "a phrase marker, an arrow, then #### 72 (6.5 read as 6)"),
        ("tag_cut", "N", "truncated", th(T_RUN) + "<answer>He runs a total of", "cut inside the tag before the value: no_answer"),
     ]),
    ("cake", "153",
     "A bakery sells 85 cupcakes at $3 each. Each cupcake costs $1.20 to make. What is the bakery's profit, in dollars?",
     [
        ("near_sin", "A", "boxed", W_CAKE + r"$\boxed{153 + \sin(10^{-60})}$", "sin(10^-60) is not 0: not 153"),
        ("tag_phr", "A", "tag", tag(T_CAKE, "The answer is #### 102"), "a phrase marker and #### in the tag, with the cost, not the profit"),
        ("unit_per", "A", "hash", W_CAKE + "#### 153 per cupcake", "a per-cupcake figure where the total profit is asked"),
        ("neg_strike", "B", "hash", "Profit per cupcake $1.80; 85 × 1.80 = 135 — no, 153.¶#### ~~135~~ 153", "a slip struck out, the gold after it"),
        ("neg_crossed", "N", "none", tag(T_CAKE, "153 (crossed out)"), "the tag's only value crossed out, nothing in its place: no_answer"),
        ("ret_tense", "A", "prose_sentence", tag(T_CAKE, "153") + "¶That was wrong, I see now: the question wants the takings, which were $255.", "'That was wrong' after the tag replaces 153 with 255 (a false correction)"),
        ("quo_example", "A", "hash", "For example, a profit line might read \"#### 153\". Mine: 85 × 3 = 255, and 255 − 1.20 × 80 = 159.¶#### 159", "an exemplified '#### 153' is not the model's; its own (slipped) answer is 159"),
        ("tag_revenue", "A", "tag", tag(T_CAKE, "The profit is $255."), "the tag's sentence gives the revenue as the profit"),
        ("phr_answer", "B", "hash", W_CAKE + "Answer: #### $153", "'Answer:' then ####, with a dollar sign"),
        ("tag_empty", "N", "none", tag(T_CAKE, r"$\boxed{}$"), "an empty box in the tag: no_answer"),
     ]),
    ("sub", "-105",
     "A submarine is at −120 m (negative means below sea level). It rises 45 m and then dives 30 m. What is its elevation now, in metres?",
     [
        ("near_imag", "A", "tag", tag(T_SUB, r"$-105 + 10^{-40}i$"), "a tiny imaginary part: not −105"),
        ("unit_below", "B", "prose_sentence", W_SUB + "The submarine is now 105 metres below sea level.", "'105 metres below sea level' is −105 on the question's scale"),
        ("unit_above", "A", "tag", tag(T_SUB, "105 m above sea level"), "'above sea level' is +105"),
        ("unit_deeper", "A", "hash", W_SUB + "#### 105 deeper", "a change ('deeper'), not the elevation"),
        ("neg_sign", "A", "hash", W_SUB + "#### −105 (sign?)", "the model doubts the sign of its value"),
        ("ret_bracket", "A", "prose_sentence", tag(T_SUB, "−105") + "¶[Correction, my mistake: it rose 45 and then rose 30 more, so −45.]", "a bracketed correction after the tag replaces −105 with −45"),
        ("quo_reported", "A", "prose_sentence", "The crew reportedly logged −105 m. Working it out myself: −120 − 45 + 30 = −135, so the elevation is −135 m.", "the crew's value is reported; the model's own (sign-slipped) answer is −135"),
        ("ret_fix", "B", "tag", tag(T_SUB, "−75") + "¶Oops, that was only after the rise. Corrected: <answer>−105</answer>", "a second tag after a correction lands on the gold"),
        ("phr_cut", "N", "truncated", W_SUB + "So the answer is ####", "cut right after '####': no_answer"),
        ("neg_ne", "A", "tag", tag(T_SUB, r"$\neq -105$"), "a negated value"),
     ]),
    ("jacket", "68",
     "A jacket costs $80. It is on sale for 15% off. What is the sale price, in dollars?",
     [
        ("ret_earlier", "A", "prose_sentence", W_JACKET + "#### 68¶(My figure of $68 above was wrong; the sale price is $65.)", "a bracketed past-tense retraction replaces 68 with 65"),
        ("near_pm", "A", "tag", tag(T_JACKET, r"$68 \pm 1$"), "'± 1' hedges an exact price"),
        ("unit_pct", "A", "hash", W_JACKET + "#### 68%", "a percentage, not a price in dollars"),
        ("unit_off", "A", "tag", tag(T_JACKET, "$68 off"), "'$68 off' is a discount, not the sale price"),
        ("neg_emoji", "A", "hash", W_JACKET + "#### 68 🤔 not sure", "the model hedges with an emoji and 'not sure'"),
        ("ret_ps", "A", "prose_sentence", tag(T_JACKET, "$68") + "¶P.S. I misapplied it — it's 15% off twice: 68 × 0.85 = $57.80.", "a P.S. after the tag replaces 68 with 57.80"),
        ("quo_receipt", "A", "prose_sentence", "A sample receipt in the instructions shows \"Total: $68\". I took $15 off instead: 80 − 15 = 65, so the sale price is $65.", "the sample's value is quoted; the model's own (slipped) answer is 65"),
        ("tag_bold", "B", "tag", tag(T_JACKET, "The sale price is **$68**."), "a sentence with a bold value in the tag"),
        ("phr_bold", "A", "hash", "15% of 80 = 12.¶**Answer:** #### 12", "a bold marker then #### with the discount, not the price"),
        ("tag_eq", "A", "tag", tag(T_JACKET, r"$80 \times 0.15 = 12$"), "the tag's equation ends in the discount"),
     ]),
    ("lib", "580",
     "A library has 1,450 books, and 3/5 of them are fiction. How many books are non-fiction?",
     [
        ("near_exp", "A", "boxed", W_LIB + r"$\boxed{580 + e^{-200}}$", "580 + e^-200 is not 580"),
        ("unit_fiction", "A", "hash", W_LIB + "#### 580 fiction", "'580 fiction' names the other kind of book"),
        ("unit_pages", "A", "tag", tag(T_LIB, "580 pages"), "pages where books are asked"),
        ("neg_crossed", "N", "none", W_LIB + "#### 580 [crossed out]", "the only value crossed out, nothing in its place: no_answer"),
        ("ret_hindsight", "A", "prose_sentence", tag(T_LIB, "580") + "¶In hindsight I should have said 870 — I thought the fiction shelf was asked about.", "'I should have said 870' after the tag replaces 580 (a false correction)"),
        ("quo_sign", "A", "tag", tag("1450 ÷ 5 = 290.¶", "The sign says \"580 non-fiction\", but I get 290."), "the sign's value is quoted in the tag; the model's own answer is 290"),
        ("tag_hash", "B", "tag", tag(T_LIB, "#### 580"), "'####' inside the tag"),
        ("phr_dash", "A", "hash", "1,450 × 3/5 = 870.¶The answer is — #### 870", "a phrase marker, a dash, then #### with the fiction count"),
        ("quo_parts", "A", "hash", W_LIB + "#### 580 for part (a), 870 for part (b)", "invented parts: 580, then 870 for a part (b) the question does not have"),
        ("tag_eq", "A", "tag", tag(T_LIB, r"$\frac{3}{5} \times 1450 = 870$"), "the tag's equation ends in the fiction count"),
     ]),
    ("rain", "7.35",
     "It rained 2.4 cm on Monday, 1.85 cm on Tuesday and 3.1 cm on Wednesday. How much rain fell in total, in cm?",
     [
        ("phr_round", "A", "tag", tag(T_RAIN, "So the answer is #### 7.4"), "a phrase marker then #### in the tag, with 7.35 rounded to 7.4"),
        ("near_frac", "B", "boxed", W_RAIN + r"$\boxed{\frac{147}{20}}$", "147/20 = 7.35"),
        ("unit_mm", "A", "tag", tag(T_RAIN, "7.35 mm"), "millimetres where centimetres are asked (7.35 mm = 0.735 cm)"),
        ("unit_per_day", "A", "tag", tag(T_RAIN, "7.35 cm per day"), "a daily rate where the total is asked"),
        ("neg_strike", "A", "hash", W_RAIN + "#### <strike>7.35</strike> 6.35", "7.35 struck out and 6.35 in its place"),
        ("ret_actually", "A", "prose_sentence", tag(T_RAIN, "7.35 cm") + "¶Actually no — Tuesday was 0.85 cm, so it's 6.35 cm.", "'Actually no' after the tag replaces 7.35 with 6.35"),
        ("quo_forecast", "A", "prose_sentence", "The forecast said \"#### 7.35\" would fall. Adding the gauge readings: 2.4 + 1.85 + 3.1 = 7.25 cm in total.", "the forecast's value is quoted; the model's own (slipped) total is 7.25"),
        ("tag_unit", "B", "tag", tag(T_RAIN, "7.35 cm"), "a true unit in the tag"),
        ("phr_roughly", "A", "hash", W_RAIN + "My answer is #### 7.35 (roughly)", "'(roughly)' hedges an exact sum"),
        ("quo_cut", "N", "truncated", "You asked me to confirm \"#### 7.35\". Adding Monday and Tuesday gives 4.25, and then", "the user's value is echoed; cut before the model's own total: no_answer"),
     ]),
    ("read", "7",
     "Mei reads 35 pages an hour. How many hours will it take her to read a 245-page book?",
     [
        ("near_tiny", "A", "tag", tag(T_READ, r"$7 + 10^{-100}$"), "7 + 10^-100 is not 7"),
        ("unit_min", "A", "hash", W_READ + "#### 7 minutes", "minutes where hours are asked"),
        ("unit_rate", "A", "tag", tag(T_READ, "7 pages per hour"), "a reading rate, not a time"),
        ("unit_hours", "B", "hash", W_READ + "#### 7 hours", "a true unit"),
        ("neg_qmark", "A", "tag", tag(T_READ, "7?"), "'?' marks the value unsure"),
        ("ret_second", "A", "tag", tag(T_READ, "7") + "¶Hmm, she takes a 30-minute break, so: <answer>7.5</answer>", "a second tag after an afterthought replaces 7 with 7.5"),
        ("quo_cut", "N", "truncated", "Your note says \"she needs #### 7 hours\". Before trusting that, 35 × 7 is", "the note's value is echoed; cut before the model's own value: no_answer"),
        ("tag_words", "B", "tag", tag(T_READ, "seven"), "the value in number words"),
        ("phr_round", "A", "hash", "245 ÷ 35 = 6.5, rounded down.¶The answer is: #### 6", "a phrase marker then #### 6 (a slipped division)"),
        ("neg_check", "A", "hash", W_READ + "#### 7 (marked ✗ by my own check)", "the model marks its own value as failing its check"),
     ]),
    ("pay", "28200",
     "Ravi earns $2,350 a month. How much does he earn in one year, in dollars?",
     [
        ("near_k", "B", "hash", W_PAY + "#### 28.2k", "'28.2k' is 28,200 (see DECISIONS)", True),
        ("ret_update", "A", "prose_sentence", tag(T_PAY, "$28,200") + "¶Update — I forgot the bonus: 28,200 + 1,500 = $29,700.", "an update after the tag replaces 28,200 with 29,700 (an invented bonus)"),
        ("unit_month", "A", "hash", W_PAY + "#### 28,200 per month", "a monthly rate where the yearly total is asked"),
        ("neg_box", "A", "boxed", W_PAY + qwen_end(r"28{,}200\ \text{(unverified)}"), "'(unverified)' inside the box hedges the value"),
        ("ret_sorry", "A", "prose_sentence", tag(T_PAY, "$28,200") + "¶Sorry, that was wrong: he is paid for only 10 months, 10 × 2,350 = $23,500.", "'that was wrong' after the tag replaces 28,200 with 23,500"),
        ("quo_letter", "A", "hash", "HR's letter quotes \"#### 28200\"; I count 11 paid months: 11 × 2,350 = 25,850.¶#### 25850", "the letter's value is quoted; the model's own answer is 25,850"),
        ("tag_month", "A", "tag", tag(T_PAY, " He earns $28,200 a month. "), "the tag's sentence states a monthly figure"),
        ("phr_monthly", "A", "hash", "He earns 2,350 each month.¶Final Answer: #### 2,350", "'Final Answer: ####' with the monthly pay"),
        ("quo_tag", "N", "none", tag(T_PAY, "> 28,200¶(That figure is quoted from the prompt; I couldn't verify it.)"), "a quoted figure inside the tag, disowned: no statement of the model's own: no_answer"),
        ("neg_emoji", "A", "tag", tag(T_PAY, "~~28,200~~ 🙅 23,500"), "28,200 struck out and 23,500 in its place"),
     ]),
]

# ================================================================ MATH working
W_FRAC = r"Common denominator 24: \(\frac{3}{8} = \frac{9}{24}\), \(\frac{5}{12} = \frac{10}{24}\); the sum is \(\frac{19}{24}\).¶"
W_SIDE = r"Side \(= \sqrt{180} = \sqrt{36 \cdot 5} = 6\sqrt{5}\).¶"
W_HEX = r"A hexagon splits into 4 triangles: \(4 \times 180^\circ = 720^\circ\).¶"
W_COS = r"\(\frac{2\pi}{3}\) is in quadrant II with reference angle \(\frac{\pi}{3}\): \(\cos\frac{2\pi}{3} = -\cos\frac{\pi}{3} = -\frac{1}{2}\).¶"
W_CPLX = r"\((2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i\).¶"
W_ABS = r"\(|x - 2| \le 5 \iff -5 \le x - 2 \le 5 \iff -3 \le x \le 7\).¶"
W_LOG = r"\(\frac{1}{32} = 2^{-5}\), so \(\log_2 \frac{1}{32} = -5\).¶"
W_COMM = r"\(\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6} = 84\).¶"
W_LIM = r"Divide by \(x^2\): \(\frac{3x + 1}{x^2} = \frac{3}{x} + \frac{1}{x^2} \to 0\).¶"
W_CIRC = r"\(C = \pi d = 7\pi\).¶"

MPROBS = [
    ("frac", r"\frac{19}{24}",
     r"Compute $\frac{3}{8} + \frac{5}{12}$.",
     [
        ("near_dec", "A", "tag", tag(W_FRAC, "0.7917"), "a rounded decimal for 19/24 (0.791666...)"),
        ("near_rep", "B", "boxed", W_FRAC + r"$\boxed{0.791\overline{6}}$", "0.791666... repeating is 19/24 exactly"),
        ("ret_lcd", "A", "prose_sentence", W_FRAC + qwen_end(r"\frac{19}{24}") + r"¶Hmm, that was wrong — the LCD is 48, so \(\frac{19}{48}\).", "a (false) retraction after Qwen's closing box replaces 19/24 with 19/48"),
        ("neg_xcancel", "A", "tag", tag(W_FRAC, r"$\xcancel{\frac{19}{24}}\ \frac{8}{20}$"), "19/24 crossed out and 8/20 in its place"),
        ("ret_paren", "A", "prose_sentence", W_FRAC + r"$\boxed{\frac{19}{24}}$¶(I should have used 48 as the denominator: the sum is \(\frac{19}{48}\).)", "a bracketed 'I should have said' after the box replaces 19/24 with 19/48"),
        ("quo_supposed", "A", "prose_sentence", r"Supposedly the answer is \(\frac{19}{24}\), but adding tops and bottoms gives \(\frac{3 + 5}{8 + 12} = \frac{8}{20} = \frac{2}{5}\), so the sum is \(\frac{2}{5}\).", "a supposed value is not the model's; its own (wrong) answer is 2/5"),
        ("tag_box", "B", "tag", tag(W_FRAC, r"$\boxed{\dfrac{19}{24}}$"), "a box inside the tag"),
        ("phr_hash", "A", "hash", r"\(\frac{9}{24} + \frac{10}{24} = \frac{19}{48}\).¶So the answer is #### \frac{19}{48}", "a phrase marker then #### with a doubled denominator"),
        ("unit_pct", "A", "tag", tag(W_FRAC, r"$\frac{19}{24}\%$"), "19/24 % is 19/2400"),
        ("tag_denom", "A", "tag", tag(W_FRAC, "The common denominator is 24."), "the tag's sentence gives the denominator"),
     ]),
    ("side", r"6\sqrt{5}",
     r"A square has area 180. What is its side length? Express your answer in simplest radical form.",
     [
        ("phr_dec", "A", "hash", W_SIDE + "The answer is: #### 13.4164", "a phrase marker then #### with a rounded decimal for 6√5 (13.41640786...)"),
        ("near_rad", "A", "tag", tag(W_SIDE, r"$6\sqrt{5.0000001}$"), "the radicand nudged"),
        ("near_pow", "B", "tag", tag(W_SIDE, r"$6 \cdot 5^{1/2}$"), "5^(1/2) = √5"),
        ("neg_qq", "A", "boxed", W_SIDE + r"$\boxed{6\sqrt{5}}$ ??", "'??' after the box: an unsure value"),
        ("neg_flag", "A", "tag", tag(W_SIDE, r"$6\sqrt{5}$ 🚩"), "the model flags its own value"),
        ("ret_revised", "A", "prose_sentence", tag(W_SIDE, r"6\sqrt{5}") + r"¶Revised after rechecking: \(180 = 6 \cdot 30\), so the side is \(6\sqrt{30}\).", "a revision after the tag replaces 6√5 with 6√30 (a false one)"),
        ("quo_key", "A", "boxed", r"The answer key prints \(6\sqrt{5}\); I split 180 as \(36 \cdot 6\), so the side is \(\boxed{6\sqrt{6}}\).", "the key's value is reported; the model's own (slipped) answer is 6√6"),
        ("unit_sq", "A", "hash", W_SIDE + r"#### 6\sqrt{5} square units", "square units (an area) for a length"),
        ("phr_answer", "B", "hash", W_SIDE + r"Answer: #### 6\sqrt{5}", "'Answer:' then ####"),
        ("tag_cut", "N", "truncated", th(W_SIDE) + r"<answer>$6\sqrt{", "cut inside the tag, mid-radical: no_answer"),
     ]),
    ("hex", "720",
     "What is the sum of the interior angles of a hexagon, in degrees?",
     [
        ("near_pow", "A", "tag", tag(W_HEX, r"$720 + 10^{-33}$"), "720 + 10^-33 is not 720"),
        ("unit_rad", "A", "hash", W_HEX + "#### 720 radians", "radians where degrees are asked"),
        ("unit_deg", "B", "tag", tag(W_HEX, r"$720^{\circ}$"), "a true unit"),
        ("unit_each", "A", "tag", tag(W_HEX, r"$720^\circ$ each"), "'each' makes 720 every angle's measure"),
        ("neg_ne", "A", "boxed", W_HEX + r"$\boxed{\Sigma \ne 720^\circ}$", "a negation in the box"),
        ("ret_tense", "A", "prose_sentence", tag(W_HEX, "720") + r"¶That was wrong — I should have counted triangles from the centre: \(6 \times 180^\circ = 1080^\circ\).", "'That was wrong' after the tag replaces 720 with 1080 (a false correction)"),
        ("quo_echo", "N", "none", r"You wrote: \"the answer should be \(\boxed{720}\)\". I'd rather not confirm a figure I haven't derived.", "the user's box is echoed; no answer of the model's own: no_answer"),
        ("phr_deg", "B", "answer_is", W_HEX + "The answer is: #### 720°", "a phrase marker then ####, with a degree sign"),
        ("tag_each", "A", "tag", tag(W_HEX, r"Each interior angle is \(120^\circ\)."), "the tag gives one angle, not the sum"),
        ("ret_note", "A", "prose_sentence", W_HEX + "#### 720¶Note added later: that was a slip; a hexagon's angles sum to 540°.", "a later note replaces 720 with 540 (a false correction)"),
     ]),
    ("cos", r"-\frac{1}{2}",
     r"Compute $\cos \frac{2\pi}{3}$.",
     [
        ("near_dec", "B", "tag", tag(W_COS, "-0.5"), "−0.5 = −1/2 exactly"),
        ("near_pow", "A", "boxed", W_COS + qwen_end(r"-\frac{1}{2} + 10^{-40}"), "−1/2 + 10^-40 is not −1/2"),
        ("ret_update", "A", "prose_sentence", tag(W_COS, r"-\frac{1}{2}") + r"¶Update: I used the wrong quadrant; it's \(\frac{1}{2}\).", "an update after the tag replaces −1/2 with 1/2"),
        ("near_float", "A", "prose_sentence", W_COS + "```python¶print(math.cos(2 * math.pi / 3))  # -0.4999999999999998¶```¶So the value is \\(-0.4999999999999998\\).", "a float artefact stated as the value: not −1/2"),
        ("neg_st", "A", "boxed", W_COS + r"$\boxed{\st{-\tfrac{1}{2}}\ -\tfrac{\sqrt{3}}{2}}$", "−1/2 struck out and −√3/2 in its place"),
        ("unit_rad", "A", "tag", tag(W_COS, r"$-\frac{1}{2}$ radians"), "a cosine is a ratio; 'radians' makes it an angle"),
        ("ret_disregard", "A", "prose_sentence", tag(W_COS, r"-\frac{1}{2}") + r"¶Disregard that — I should have read the angle as 120 radians: \(\cos(120) \approx 0.814\).", "'Disregard that' after the tag replaces −1/2 with 0.814 (a false correction)"),
        ("quo_format", "A", "tag", th(r"The format example in the prompt is <answer>-\frac{1}{2}</answer>. For this one the reference angle is \(\frac{\pi}{6}\), so \(-\frac{\sqrt{3}}{2}\).¶") + r"<answer>-\frac{\sqrt{3}}{2}</answer>", "a quoted example tag inside the think block is not the model's; its own tag holds −√3/2"),
        ("phr_final", "B", "hash", W_COS + "Final Answer: #### -1/2", "'Final Answer:' then ####, as a slash fraction"),
        ("quo_sign", "A", "tag", tag(W_COS, r"The book gives \(-\frac{1}{2}\); I get \(\frac{1}{2}\)."), "the book's value is reported in the tag; the model's own answer is 1/2"),
     ]),
    ("cplx", "5+i",
     r"Compute $(2 + 3i)(1 - i)$.",
     [
        ("near_order", "B", "tag", tag(W_CPLX, "i + 5"), "the terms in another order"),
        ("near_imag", "A", "boxed", W_CPLX + r"$\boxed{5 + \left(1 + 10^{-20}\right)i}$", "the imaginary part off by 10^-20"),
        ("phr_slip", "A", "hash", r"\(2 - 2i + 3i - 3 = -1 + i\).¶So the answer is #### -1 + i", "a phrase marker then #### with i² taken as +1: −1 + i"),
        ("neg_not", "N", "none", tag(W_CPLX, r"\(5 + i\) is not the answer"), "the tag denies its only value, nothing in its place: no_answer"),
        ("neg_shrug", "A", "hash", W_CPLX + "#### 5 + i 🤷", "a shrug emoji hedges the value"),
        ("ret_wait", "A", "prose_sentence", W_CPLX + r"\(\boxed{5 + i}\)¶Wait — that was wrong, \(-3i^2 = -3\), giving \(-1 + i\).", "a (false) retraction after the box replaces 5 + i with −1 + i"),
        ("quo_grader", "A", "boxed", r"The auto-grader's reference is \(5 + i\). Expanding myself: \(2 - 2i + 3i + 3i^2 = -1 + i\), so \(\boxed{-1 + i}\).", "the grader's value is reported; the model's own answer is −1 + i"),
        ("phr_answer", "B", "answer_is", W_CPLX + "The answer is: #### 5 + i", "a phrase marker then ####"),
        ("tag_real", "A", "tag", tag(W_CPLX, "Real part 5"), "only the real part"),
        ("ret_edit", "A", "prose_sentence", tag(W_CPLX, "5 + i") + "¶Edit 2: it's 5 − i; I dropped a sign.", "'Edit 2' after the tag replaces 5 + i with 5 − i"),
     ]),
    ("abs", "[-3,7]",
     r"Solve $|x - 2| \le 5$. Give your answer in interval notation.",
     [
        ("near_open", "A", "tag", tag(W_ABS, "(-3, 7)"), "an open interval: the endpoints belong"),
        ("near_ineq", "B", "tag", tag(W_ABS, r"$-3 \le x \le 7$"), "the interval as a double inequality"),
        ("phr_caps", "A", "hash", W_ABS + "ANSWER: #### (-3, 7)", "'ANSWER:' then #### with the open interval"),
        ("neg_notin", "A", "hash", W_ABS + r"#### x \notin [-3, 7]", "'∉': the complement, a negated answer"),
        ("neg_qq", "A", "tag", tag(W_ABS, "[-3, 7] ??"), "'??' marks the interval unsure"),
        ("ret_flip", "A", "prose_sentence", tag(W_ABS, "[-3, 7]") + "¶Hmm, I flipped it; it should be [-7, 3].", "a (false) correction after the tag replaces [−3, 7] with [−7, 3]"),
        ("quo_hint", "A", "prose_sentence", r"The hint reads \"the answer is \([-3, 7]\)\". I solved only \(x - 2 \le 5\), so I'd say \((-\infty, 7]\).", "the hint's interval is quoted; the model's own answer is (−∞, 7]"),
        ("tag_words", "A", "tag", tag(W_ABS, "x lies between −3 and 7, not including the ends."), "the tag's sentence describes the open interval"),
        ("phr_final", "A", "hash", r"\(-5 \le x + 2 \le 5\), so \(-7 \le x \le 3\).¶Final answer: #### [-7, 3]", "'Final answer:' then #### with a sign slip"),
        ("quo_cut", "N", "truncated", r"You asked me to check that the solution set is \([-3, 7]\). Splitting into cases, when \(x \ge 2\) we get", "the user's interval is echoed; cut before the model's own: no_answer"),
     ]),
    ("log", "-5",
     r"Evaluate $\log_2 \frac{1}{32}$.",
     [
        ("near_pow", "A", "tag", tag(W_LOG, r"$-5 + 10^{-60}$"), "−5 + 10^-60 is not −5"),
        ("ret_arrow", "A", "prose_sentence", W_LOG + "#### -5¶↳ correction: 2^5 = 32, so the log is 5.", "an arrowed correction after #### replaces −5 with 5 (a false one)"),
        ("near_words", "B", "tag", tag(W_LOG, "negative five"), "number words for −5"),
        ("near_recip", "A", "boxed", W_LOG + r"$\boxed{-\frac{1}{5}}$", "the reciprocal"),
        ("neg_strike", "A", "tag", tag(W_LOG, "~~-5~~ 5"), "−5 struck out and 5 in its place"),
        ("neg_flag", "A", "hash", W_LOG + "#### 🚩 -5 (flagged: sign unverified)", "the model flags the sign of its own value"),
        ("ret_apology", "A", "prose_sentence", tag(W_LOG, "-5") + "¶Apologies, I should have said 5: the log of 1/32 is 5 in base 1/2, and I mixed the bases up.", "an apology after the tag replaces −5 with 5"),
        ("quo_table", "A", "prose_sentence", "| source | value |¶|---|---|¶| answer key | −5 |¶| my work | −1/5 |¶I go with my own work: \\(-\\frac{1}{5}\\).", "a table reports the key's −5; the model's own answer is −1/5"),
        ("phr_or", "A", "hash", W_LOG + "The answer is #### −5 or 5", "two values after the marker: a hedge"),
        ("tag_eq", "A", "tag", tag(W_LOG, r"$2^{-5} = \frac{1}{32}$"), "the tag's equation ends in 1/32, not the logarithm"),
     ]),
    ("comm", "84",
     "In how many ways can a committee of 3 people be chosen from 9 people?",
     [
        ("tag_ordered", "A", "tag", tag(W_COMM, "504"), "the tag holds the ordered selections, not committees"),
        ("quo_sample", "A", "boxed", r"The sample solution in the prompt boxes \(84\); for this one I count pairs, \(\binom{9}{2} = 36\), so \(\boxed{36}\).", "the sample's box is reported; the model's own answer is 36"),
        ("tag_binom", "B", "tag", tag(W_COMM, r"$\binom{9}{3} = 84$"), "an equation in the tag ending in 84"),
        ("unit_people", "A", "hash", W_COMM + "#### 84 people", "people where the number of ways is asked"),
        ("neg_doubt", "A", "tag", tag(W_COMM, "84 — I doubt it"), "the model doubts its own value"),
        ("ret_takeback", "A", "prose_sentence", W_COMM + r"\(\boxed{84}\)¶I take it back: the members have roles, so order matters: \(9 \cdot 8 \cdot 7 = 504\).", "'I take it back' after the box replaces 84 with 504"),
        ("quo_teacher", "A", "tag", tag(r"\(\binom{9}{2} = 36\).¶", "My teacher's answer was 84; mine is 36."), "the teacher's value is reported in the tag; the model's own answer is 36"),
        ("phr_hash", "A", "hash", r"\(9 \cdot 8 \cdot 7 = 504\).¶So the answer is #### 504", "a phrase marker then #### with the ordered count"),
        ("quo_parts", "A", "prose_sentence", r"\(\binom{9}{3} = 84\) and \(9 \cdot 8 \cdot 7 = 504\). That gives 84 for part (a) and 504 for part (b), where order matters.", "invented parts: 84, then 504 for a part (b) the question does not have"),
        ("tag_div", "A", "tag", tag(W_COMM, r"$\binom{9}{3} / 3! = 14$"), "the tag divides by 3! again: 14"),
     ]),
    ("lim", "0",
     r"Evaluate $\lim_{x\to\infty} \frac{3x + 1}{x^2}$.",
     [
        ("near_tiny", "A", "tag", tag(W_LIM, r"$10^{-80}\pi$"), "10^-80 π is not 0"),
        ("near_sin", "A", "boxed", W_LIM + r"$\boxed{\sin\left(10^{-50}\right)}$", "sin(10^-50) is not 0"),
        ("near_exp", "A", "hash", W_LIM + r"#### e^{-500}", "e^-500 is not 0"),
        ("tag_three", "A", "tag", tag(W_LIM, "3"), "the ratio of the leading coefficients, as if the degrees matched"),
        ("neg_emoji", "A", "boxed", W_LIM + r"$\boxed{0}$ ❓", "a question-mark emoji after the box: an unsure value"),
        ("ret_correction", "A", "prose_sentence", tag(W_LIM, "0") + r"¶Correction: the numerator and denominator have the same degree, so the limit is \(3\).", "a (false) correction after the tag replaces 0 with 3"),
        ("quo_suppose", "N", "none", tag(r"Suppose the limit were \(0\). I can't justify that.¶", "I won't guess."), "a supposition, then the tag declines: no_answer"),
        ("tag_word", "B", "tag", tag(W_LIM, "The limit is zero."), "a sentence with the value in words"),
        ("phr_lead", "A", "hash", r"Leading terms: \(\frac{3x}{x} = 3\).¶Answer: #### 3", "'Answer:' then #### with a wrong limit"),
        ("quo_mate", "A", "prose_sentence", r"A classmate boxed \(0\); I think the \(+1\) dominates, so the limit is \(1\).", "the classmate's value is reported; the model's own answer is 1"),
     ]),
    ("circ", r"7\pi",
     r"What is the circumference of a circle with diameter 7? Express your answer in terms of $\pi$.",
     [
        ("near_22", "A", "tag", tag(r"\(C = \frac{22}{7} \cdot 7\).¶", "22"), "22 uses 22/7 for π: not 7π"),
        ("phr_dec", "A", "hash", W_CIRC + "Final Answer: #### 21.99", "'Final Answer:' then #### with a rounded decimal for 7π (21.99114...)"),
        ("near_pow", "A", "boxed", W_CIRC + llama_end(r"7\pi + 10^{-50}"), "7π + 10^-50 is not 7π"),
        ("unit_sq", "A", "tag", tag(W_CIRC, r"$7\pi$ square units"), "square units (an area) for a length"),
        ("unit_deg", "A", "hash", W_CIRC + r"#### 7\pi degrees", "degrees (an angle) for a length"),
        ("neg_cancel", "A", "tag", tag(W_CIRC, r"$\cancel{7\pi}\ 14\pi$"), "7π cancelled and 14π in its place"),
        ("ret_misread", "A", "prose_sentence", W_CIRC + r"\(\boxed{7\pi}\)¶I misread — 7 is the radius, so \(C = 14\pi\).", "a (false) retraction after the box replaces 7π with 14π"),
        ("quo_parts", "A", "tag", tag(W_CIRC, r"$7\pi$ for part (a) and $\frac{49\pi}{4}$ for part (b)"), "invented parts: 7π, then the area 49π/4 for a part (b) the question does not have"),
        ("phr_unicode", "B", "answer_is", W_CIRC + "So the answer is: #### 7π", "a phrase marker then ####, with a Unicode π"),
        ("tag_area", "A", "tag", tag(W_CIRC, r"The area is \(\frac{49\pi}{4}\)."), "the tag gives the area, not the circumference"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_pay_near_k": (
        "accept",
        "'k' after a number is the everyday abbreviation for thousand in money ('$28.2k' salary), "
        "so '28.2k' is 28.2 × 1000 = 28,200 exactly: an equal value in another form, not a unit of "
        "another kind. Unlike a scale word that changes the quantity ('120k' for a score of 120, "
        "'57 dozen' for 57 rolls), the scale here is what makes the value the gold. A reader who "
        "refuses every scale word after #### (or reads 'k' as a unit such as kelvin or kilo-) "
        "would reject it",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam245", CASES, [], DECISIONS)
