r"""Build adversarial_redteam234.jsonl: round 234 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam234"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python was used for
plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and "How each
source was labelled"), corpus_build.py (helpers; copied unchanged beside this file) and
build_adversarial_redteam230.py / 226.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: a grader-style HIDDEN probe set for issue 25, English, 200 SHORT probes (one to
six lines, one idea each), 110 GSM8K and 90 MATH, 150 kind A (129 wrong, 21 no_answer) and 50 kind
B. 102 are in the R1-Zero `<think>...</think><answer>...</answer>` format (53 GSM8K, 49 MATH); the
rest end in `####` (46, 17 of them a phrase marker then `####`), `\boxed{}` (27: bare, Qwen's
closing line), "The answer is" (7), Minerva's line (5), "Final Answer:" prose (1), or prose with no
marker / a retraction in prose (11), or are cut (truncated) or answerless (none). Weighted to the
issue's classes as a grader who has read the issue would attack them:
  (1) the answer tag read like a small completion: `####` inside the tag (the gold; a subtotal; two
      `####` values; a `####` over a false equation; a `####` over a phrase), a box inside the tag
      (a subtotal, an equation for 2x, an empty box, `\boxed{?}`, `\boxed{\ldots}`,
      `\boxed{\phantom{0}}`), marker phrases inside the tag ("The answer is $589.", "Final
      Answer: $125", "Final Answer: $\sqrt{36}$"), sentences naming another quantity, an empty
      tag, a tag holding only `&nbsp;`, `$\quad$`, an em dash, "[number of hens]",
      `&lt;temperature&gt;` or "x = ?", nested tags, doubled tags, unclosed tags (a wrong value, a
      given, cut before or inside the value), a draft tag in the think block (the gold, then a
      wrong final tag; or an empty final tag), a correction inside the tag, a retraction after it;
  (2) a phrase marker followed by `####`: "So the answer is #### X", "The answer is: #### X",
      "Final Answer: #### X", "Answer: #### X", "The answer is #### X km/h" (kind B), and the
      wrong twins: a subtotal or another quantity after the marker, two values ("#### 148 / 168"),
      a range ("#### 589 to 600"), a hedge ("#### roughly 22 liters", "#### 3 (approximately)"),
      the givens ("#### 21 km in 45 min"); and `####` holding a phrase (a sentence with a wrong
      value, "about 250", "about a trillion"; kind B: "#### Jo earns $589 a week.");
  (3) exact values compared exactly: tiny offsets (147.99, 22.099999, 4.499, 125.01, 180000.4,
      3.000001, 3 - 10^-12, 1099511627776.001, 1099511627775, the gold + 10^-9 / 10^-14 / 10^-20,
      1/1024 x (1 - 10^-12), -i + 10^-12, -1.0000001i), rounded decimals of exact values (0.00098,
      0.2588, 8.485, 8.4852813742, 0.805, 1.6449, (3.14159)^2/6, 1.0995 x 10^12, 1.1 x 10^12,
      1099511628000, 2.49 for 5/2), look-alikes (cos 15 for sin 15, denominators 2 for 4, √3 for
      √2, 6√3, 2√6, ln(5/2), (ln 2)/5, π²/8, π²/6 - 1, 1/1000 and 1/512 for 1/1024, 4¼ for 4½,
      a partial sum, the value at n = 10^6), tolerance traps near zero (0, 10^-3, 1/1000 against
      the gold 1/1024 = 0.0009765625) and on large values (180,001 against 180,000; 2^40 off by one
      or by 0.001), complex parts (i for -i, -1, a tiny real part, a nudged imaginary part);
  and the issue's Hostile-probes list generally: words after a GSM8K number that are not its unit
  ("fewer", "off", "gross", "colder", "each", "per month", "per 100 km", "miles" / "m" / "mL" /
  "km/min" / "m/s" where another unit is asked, "%", "1.8 million"), hedges ("about", "≈", "rough
  estimate", "doubtful", "roughly", `\approx` in the box), a negation in the tag ("hens ≠ 156"),
  retractions after the answer ("Hold on:", "Erratum:", "Hmm, I misread", "Addendum:", "Edit:",
  "Wait,", "Update:"), and statements the model did not make (a worksheet key, a classmate, a ticket
  office notice, a grader note, a quoted prompt, an answer key).
Surface forms new to these rounds, in both kinds: LaTeX spacing commands (`\,`, `\!`, `\ `,
`\quad`), `\tfrac`, `\dfrac`, `\left( \right)`, the unicode minus (U+2212), fraction glyphs (½, ¼,
¾), a thin space (U+2009) and a narrow no-break space (U+202F) as thousands separators, full-width
digits, HTML entities (`&minus;`, `&nbsp;`, `&lt;...&gt;`), LaTeX braced commas `1{,}099`, the
unicode radical `6√2`, `\mathrm{km}`, bold markdown.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: library: 6 shelves of 35 books, 48 borrowed -> 162 (210 at the start; 210 + 48 = 258 if
returned; 6 x 30 - 48 = 132 in the quoted-key probe); paint: 4 rooms x 3 cans at $14, a $20 coupon
-> 148 (12 cans, $168; a per-room coupon gives 168 - 80 = 88); train: 72 km/h for 3.5 h -> 252
(72 x 3 = 216 with an invented half-hour stop); stadium: 48 sections x 1,250 seats, 3 games ->
180000 (60,000 a game; 1.8 x 10^5 = 180000; 1.8 million = 1,800,000); fuel: 6.5 L per 100 km,
340 km -> 22.1 (0.065 L a km; 3.4 x 6.5 = 22.1 = 221/10; 6.5 L per 10 km gives 34 x 6.5 = 221);
recipe: 3/4 cup a batch, 6 batches -> 4.5 (18/4 = 9/2 = 4 1/2; half-size batches 2.25); wage: 38 h
at $15.50 -> 589 (38 x 15 = 570; overtime past 35 h at 1.5 x: 35 x 15.50 + 3 x 23.25 = 542.50 +
69.75 = 612.25); farm: 240 chickens, 35 % roosters -> 156 hens (84 roosters; 65 %; a gross is
144); temp: -7 C dropping 5 more -> -12 (-7 + 5 = -2; 7 - 5 = 2); ratio: $250 in 2 : 3 : 5, Cy's
share -> 125 (10 parts of $25; Bea 75; 2 parts 50); cyclist: 21 km in 45 min, km/h -> 28 (0.75 h;
21 / 45 = 0.4667 km/min; 21 / 0.8 = 26.25).
MATH: coin: 10 heads in 10 fair flips -> \frac{1}{1024} (2^-10 = 0.0009765625 exactly; 2^-9 =
1/512; 0.00098 rounded); sin15: sin 15° -> \frac{\sqrt{6}-\sqrt{2}}{4} (sin(45° - 30°); 0.258819...;
(√3 - 1)/(2√2) = (√6 - √2)/4; √(2 - √3)/2 = (√6 - √2)/4 since ((√6 - √2)/4)^2 = (8 - 4√3)/16 =
(2 - √3)/4; (√6 + √2)/4 = √(2 + √3)/2 = cos 15° = 0.965926...); ipow: i^2023 -> -i (2023 = 4 x 505
+ 3; e^{-iπ/2} = cos(3π/2) + i sin(3π/2) = -i); sqrt72: √72 -> 6\sqrt{2} (36 x 2; 8.485281...;
2√6 = √24 = 4.898979...); expeq: e^{2x} = 5 -> \frac{\ln 5}{2} (0.804719...; ln √5 = (ln 5)/2;
ln(5/2) = 0.916291...; (ln 2)/5 = 0.138629...); limit: lim (3n^2 + 1)/(n^2 + 5) -> 3 (at n = 10^6:
(3 x 10^12 + 1)/(10^12 + 5) = 2.999999999986; at n = 0: 1/5); midpoint of (-3, 7) and (5, -2) ->
\left(1, \frac{5}{2}\right) (sums (2, 5); (7 + 2)/2 = 9/2 a sign slip; length √(8^2 + 9^2) =
√145); power: 4^20 -> 1099511627776 (= 2^40 = 1024^4; 2^20 = 1048576); basel: sum 1/n^2 ->
\frac{\pi^2}{6} (1.644934...; odd n only π²/8 = 1.233701...; from n = 2: π²/6 - 1 = 0.644934...;
(3.14159)^2/6 = 1.644931...).

Classes and ids: `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; 10 probes per
problem (library, train, stadium, recipe, farm, temp, ratio, coin, ipow, midpoint: 7 kind A and 3
kind B; the others 8 and 2). Shapes name the trap: `tag_*` (the R1-Zero format: hash, box_*,
marker, final*, sentence, nested, double / two*, unclosed*, cut / open, draft*, in_retract / corr,
empty-like placeholders nbsp / emptybox / dash / placeholder* / phantom / qbox / quad / qmark /
ellipsis, and values rounded / near / dec / off1 / offset / look / cos / sign / imag ... inside the
tag), `*phrase*` / `*_hash*` / `final_*` / `answer_is_hash` / `so_hash*` / `part_sub` / `range` /
`two` / `hedge` (class 2), `near` / `rounded*` / `off_one` / `million` / `zero` / `thousand` /
`pow10` / `rel` / `offset` / `minus` / `look3` / `swap` / `long_dec` / `sci` / `round_big` /
`small` / `calc` / `odd` / `pi_dec` / `partial` / `fifth` / `sums` / `ninehalf` / `denom2` /
`tiny_real` / `minus1` (class 3), unit-word shapes (fewer, off, gross, colder, each, per_month,
miles, kmmin, pct), hedges (about, doubtful, approx, estimate, roughly), retractions (retract,
erratum, misread, addendum, edit, update), quotes (key_quote / keyquote, quote, notice_quote,
grader_note, prompt_quote), cuts (cut) and blanks (blank). Kind B shapes name the honest form.
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.
Forms: tag, hash, boxed, answer_is, minerva, final_answer_phrase, prose_sentence, truncated, none.

Label conventions (corpus/README.md "How each source was labelled"; rounds 226 and 230): the LAST
final answer counts; in the R1-Zero format the answer tag is the final answer whatever the think
block says, read like a small completion (a sentence, a box, `####` or a marker phrase inside it is
read for its final value); a draft tag inside the think block is not the answer, and a think block
that reaches the gold does not stand in for an empty or placeholder tag (no_answer); an unclosed tag
still holds its value; a second tag, a nested tag after a value, a second `####` in the tag, a
correction inside the tag or a retraction after it replaces the value. With no marker and no box the
answer is the value the concluding sentence states as the answer to the question asked. A phrase
marker followed by `####` is one marker: the value after it is the answer. A trailing check that
restates the value does not change it; a retraction after the answer replaces it; quoted or reported
text (a key, a classmate, a notice, a grader note, a prompt) is not the model's statement, and where
the model adds no answer of its own it is no_answer. Wrong: a subtotal, a given, another quantity,
two values or a range for one question, a hedge or approximation of an exact value ("about", "≈",
"roughly", "(rough estimate)", "— doubtful", "(approximately)", `\approx` in the box), a value near
the gold but not equal to it (an exact expression equals the gold only if it is the gold; a decimal
only if it is exactly the gold), a unit or scale of another kind (miles, m, mL, km/min, m/s, per
month, per 100 km, %, million, gross) or a word that changes what the number counts (fewer, off,
colder, each), a negated value. No_answer: an empty or blank tag or box, a placeholder, a cut
before or inside the value, a refusal after a quote. Equal values in another form are correct
(2^{-10}, 0.0009765625, e^{-iπ/2}, cos(3π/2) + i sin(3π/2), (√3 - 1)/(2√2), √(2 - √3)/2, ln √5,
(1/2) ln 5, 3/1, (1, 2.5), x = 1, y = 5/2, 1.8 x 10^5, 221/10, 22.10, 9/2, 4 1/2, 4½, (1/6)π²,
thousands separators of any kind, full-width digits, the unicode or HTML minus), and so are true
units and the exact gold followed by its decimal.

Debatable (3, with DECISIONS, all proposed accept): `ok_g_library_tag_fullwidth` (full-width digits
１６２), `ok_g_temp_html_minus` (`#### &minus;12`), `ok_m_coin_exact_dec` (the exact terminating
decimal 0.0009765625 where a common fraction was asked).

Usage: cd /tmp/rounds/rt234 && python build_adversarial_redteam234.py
(writes /tmp/rounds/rt234/adversarial_redteam234.jsonl, beside corpus_build.py)
"""

from corpus_build import g, m, minerva_end, qwen_end, th, write_probes  # noqa: E402

TRUTH = {"A": "wrong", "N": "no_answer", "B": "correct"}
UM = "\u2212"  # unicode minus sign
THIN = "\u2009"  # thin space
NNBSP = "\u202f"  # narrow no-break space


def fw(digits: str) -> str:
    """`digits` in full-width forms (U+FF10..U+FF19)."""
    return "".join(chr(0xFF10 + int(d)) for d in digits)


def tag(work: str, answer: str) -> str:
    """An R1-Zero completion: `work` in a think block, then `answer` in a closed answer tag."""
    return th(work) + "<answer>" + answer + "</answer>"


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; t is "A" (wrong), "N"
    (no_answer, kind A) or "B" (correct); "¶" in a text is a newline."""
    cases = []
    for key, gold, _question, probes in problems:
        for shape, t, form, text, note, *deb in probes:
            kind = "B" if t == "B" else "A"
            if (t == "N") != (form in ("none", "truncated")):
                raise SystemExit(f"{key}_{shape}: truth {t} with form {form}")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
            text = text.replace("¶", "\n")
            cases.append(
                maker(case_id, kind, gold, TRUTH[t], form, text, note, bool(deb and deb[0]))
            )
    return cases


# ================================================================ GSM8K
W_LIB = "6 shelves × 35 books = 210 books.¶210 − 48 = 162 books are still on the shelves.¶"
W_PAINT = (
    "Cans: 4 × 3 = 12.¶Before the coupon: 12 × $14 = $168.¶After the coupon: $168 − $20 = $148.¶"
)
W_TRAIN = "Distance = speed × time = 72 km/h × 3.5 h = 252 km.¶"
W_STAD = "Seats per game: 48 × 1,250 = 60,000.¶Three games: 3 × 60,000 = 180,000 tickets.¶"
W_FUEL = "Per kilometer: 6.5 ÷ 100 = 0.065 L.¶Trip: 340 × 0.065 = 22.1 L.¶"
W_REC = "Sugar: 6 × ¾ cup = 18/4 = 4.5 cups.¶"
W_WAGE = "Weekly pay: 38 h × $15.50 = $589.¶"
W_FARM = "Roosters: 35% of 240 = 84.¶Hens: 240 − 84 = 156.¶"
W_TEMP = "Start: −7 °C. A further drop of 5 degrees: −7 − 5 = −12 °C.¶"
W_RATIO = "Parts: 2 + 3 + 5 = 10; one part = $250 ÷ 10 = $25.¶Cy: 5 × $25 = $125.¶"
W_CYC = "45 minutes = 0.75 hours.¶Speed: 21 ÷ 0.75 = 28 km/h.¶"

# fmt: off
# (key, gold, question, [(shape, t, form, text, note[, debatable]), ...])
GPROBS = [
    ("library", "162",
     "A school library has 6 shelves holding 35 books each. Students borrow 48 books. How many books are still on the shelves?",
     [
        ("tag_hash", "B", "tag", tag(W_LIB, "#### 162"), "'####' and the gold inside the answer tag"),
        ("phrase_hash", "B", "hash", "The shelves hold 6 × 35 = 210 books, and 210 − 48 = 162 remain.¶So the answer is #### 162", "a phrase marker followed by '####' and the gold"),
        ("tag_fullwidth", "B", "tag", tag(W_LIB, fw("162")), "full-width digits for 162 in the tag", True),
        ("phrase_sub", "A", "hash", "6 × 35 = 210 books are on the shelves before lending.¶So the answer is #### 210", "the marker and '####' hold 210, the books before 48 are borrowed (a subtotal)"),
        ("tag_nested", "A", "tag", th(W_LIB) + "<answer>Books at the start: <answer>210</answer></answer>", "a tag nested in a sentence tag; it names 210, the count before borrowing"),
        ("tag_nbsp", "N", "none", tag(W_LIB, "&nbsp;"), "the tag holds only an HTML non-breaking-space entity: no_answer"),
        ("fewer", "A", "hash", "210 − 48 = 162¶#### 162 fewer", "'162 fewer' is a difference, not the count on the shelves"),
        ("tag_retract", "A", "prose_sentence", tag(W_LIB, "162") + "¶Hold on: the 48 books were returned, not borrowed, so 210 + 48 = 258 books are on the shelves.", "a retraction after the tag replaces 162 with 258"),
        ("html_minus", "A", "hash", "6 × 35 − 48 = 162¶#### &minus;162", "an HTML minus entity makes it −162"),
        ("key_quote", "A", "hash", "The worksheet's key reads \"#### 162\", but I count 30 books a shelf: 6 × 30 = 180 and 180 − 48 = 132.¶#### 132", "the key's '#### 162' is quoted; the model's own answer is 132"),
     ]),
    ("paint", "148",
     "Maya paints 4 rooms. Each room needs 3 cans of paint, and each can costs $14. She has a $20 coupon for the whole order. How much does she pay?",
     [
        ("tag_bold", "B", "tag", tag(W_PAINT, "**$148**"), "bold markdown and a dollar sign inside the tag"),
        ("final_hash", "B", "hash", "12 cans × $14 = $168, minus the $20 coupon = $148.¶Final Answer: #### 148", "'Final Answer:' followed by '####' and the gold"),
        ("tag_box_sub", "A", "tag", tag(W_PAINT, r"\(\boxed{168}\)"), "a box inside the tag holding $168, the cost before the coupon"),
        ("two", "A", "hash", "With the coupon she pays 168 − 20 = 148 dollars.¶The answer is: #### 148 / 168", "two values after the marker (read as the fraction 148/168 it is wrong too)"),
        ("near", "A", "hash", "12 × 14 − 20 = 148¶#### 147.99", "147.99 is a cent short of 148"),
        ("tag_unclosed_cans", "A", "tag", th(W_PAINT) + "<answer>12 cans", "an unclosed tag holding the can count, not the cost"),
        ("tag_in_retract", "A", "tag", tag(W_PAINT, "$148 — no, the coupon is $20 per room: 168 − 80 = $88"), "a correction inside the tag; the final value is 88"),
        ("off", "A", "hash", "$168 − $20 = $148¶#### 148 off", "'148 off' is a discount, not the amount paid"),
        ("tag_draft", "A", "tag", th("Draft: <answer>148</answer>¶But the coupon is per room: 4 × $20 = $80 off, and 12 × $14 − $80 = $88.¶") + "<answer>88</answer>", "a draft tag in the think block holds 148; the final tag holds 88"),
        ("tag_emptybox", "N", "none", tag(W_PAINT, r"$\boxed{}$"), "an empty box inside the tag: no_answer"),
     ]),
    ("train", "252",
     "A freight train travels at 72 km/h for 3.5 hours. How many kilometers does it travel?",
     [
        ("tag_unit", "B", "tag", tag(W_TRAIN, r"$252\,\text{km}$"), "a LaTeX thin space and the unit in the tag"),
        ("answer_is_hash", "B", "hash", "72 × 3.5 = 252 kilometers.¶The answer is: #### 252", "'The answer is:' followed by '####' and the gold"),
        ("minerva_unit", "B", "minerva", "72 km/h for 3.5 h covers 72 × 3.5 km.¶" + minerva_end(r"$252\ \mathrm{km}$"), "a LaTeX control space and an upright unit in Minerva's line"),
        ("tag_speed", "A", "tag", tag(W_TRAIN, "72 km/h"), "the tag holds the given speed, not the distance"),
        ("miles", "A", "hash", "72 × 3.5 = 252¶#### 252 miles", "miles where the question counts kilometers: another scale"),
        ("tag_m", "A", "tag", tag(W_TRAIN, "252 m"), "252 meters is not 252 km"),
        ("about", "A", "hash", "72 × 3.5 is roughly 250.¶#### about 250", "'####' holding a hedged, rounded value"),
        ("erratum", "A", "prose_sentence", "72 × 3.5 = 252¶#### 252¶¶Erratum: the train stops for half an hour, so it moves for 3 hours and covers 72 × 3 = 216 km.", "an erratum after the answer replaces 252 with 216 (an invented stop)"),
        ("tag_double", "A", "tag", th(W_TRAIN) + "<answer>252</answer>¶<answer>216</answer>", "two tags; the last holds 216"),
        ("tag_cut", "N", "truncated", th(W_TRAIN) + "<answer>The train travels", "cut inside the tag before the value: no_answer"),
     ]),
    ("stadium", "180000",
     "A stadium has 48 sections with 1,250 seats each. It sells out for 3 home games. How many tickets are sold in all?",
     [
        ("nnbsp", "B", "hash", "48 × 1250 × 3 = 180000¶#### 180" + NNBSP + "000", "a narrow no-break space (U+202F) as the thousands separator"),
        ("tag_thin", "B", "tag", tag(W_STAD, r"$180\,000$"), "a LaTeX thin space as the thousands separator in the tag"),
        ("sci", "B", "boxed", r"$48 \times 1250 = 60000$ seats, sold out 3 times.¶¶$\boxed{1.8 \times 10^{5}}$", "1.8 × 10^5 = 180000 exactly"),
        ("off_one", "A", "hash", "48 × 1250 = 60000; 3 × 60000 = 180000¶#### 180" + THIN + "001", "180,001 (a thin-space separator) is one more than the gold"),
        ("tag_dec", "A", "tag", tag(W_STAD, "180000.4"), "180000.4 is not 180000 (a relative error of about 2 × 10^-6)"),
        ("million", "A", "hash", "3 × 60,000 = 180,000.¶#### 1.8 million", "1.8 million is 1,800,000, ten times the gold"),
        ("phrase_sub", "A", "hash", "Each game sells 48 × 1,250 = 60,000 tickets.¶So the answer is #### 60,000", "the marker and '####' hold one game's 60,000 (a subtotal)"),
        ("tag_hash_sub", "A", "tag", tag(W_STAD, "#### 60000"), "'####' inside the tag holding one game's tickets"),
        ("tag_approx", "A", "tag", tag(W_STAD, "≈ 180,000"), "'≈' hedges an exact count"),
        ("notice_quote", "N", "none", "The ticket office posted: \"All 180,000 tickets sold!\" I can't tell from the question how many games there were, so I can't give a number.", "the office's notice is quoted; the model gives no answer of its own: no_answer"),
     ]),
    ("fuel", "22.1",
     "A car uses 6.5 liters of fuel per 100 km. How many liters does it use on a 340 km trip?",
     [
        ("tag_tfrac", "B", "tag", tag(W_FUEL, r"$\tfrac{221}{10}$ liters"), "\\tfrac{221}{10} = 22.1, with the unit"),
        ("prose_trailing0", "B", "prose_sentence", "340 km is 3.4 hundreds of km, and 3.4 × 6.5 = 22.10, so the car uses 22.10 liters on the trip.", "no marker: the concluding sentence states 22.10 = 22.1 (a trailing zero)"),
        ("rounded_fw", "A", "hash", "340 ÷ 100 × 6.5 = 22.1, about 22 liters.¶#### " + fw("22"), "full-width 22, the rounded value"),
        ("tag_rate", "A", "tag", tag(W_FUEL, "22.1 L per 100 km"), "'per 100 km' makes it a consumption rate, not the trip's fuel"),
        ("tag_ml", "A", "tag", tag(W_FUEL, "22.1 mL"), "milliliters where liters are asked: another scale"),
        ("near", "A", "hash", "340 × 0.065 = 22.1¶#### 22.099999", "22.099999 is not 22.1"),
        ("final_hedge", "A", "hash", "3.4 × 6.5 = 22.1¶Final Answer: #### roughly 22 liters", "'####' after the marker holds a hedged, rounded phrase"),
        ("tag_range", "A", "tag", tag(W_FUEL, "between 22 and 23 liters"), "a range, not a value"),
        ("tag_open", "N", "truncated", th(W_FUEL) + "<answer>", "an opened tag with nothing after it: no_answer"),
        ("quote", "A", "hash", "A classmate wrote \"The answer is 22.1 L.\" I read the rate as 6.5 L per 10 km instead: 34 × 6.5 = 221.¶#### 221", "the classmate's value is quoted; the model's own answer is 221"),
     ]),
    ("recipe", "4.5",
     "A recipe needs 3/4 cup of sugar per batch. Ana makes 6 batches. How many cups of sugar does she need?",
     [
        ("tag_glyph", "B", "tag", tag(W_REC, "4½ cups"), "a fraction glyph: 4½ = 4.5"),
        ("mixed", "B", "hash", "6 × 3/4 = 18/4 = 4 1/2¶#### 4 1/2", "the mixed number 4 1/2 = 4.5"),
        ("dfrac", "B", "boxed", r"Six batches need $6 \cdot \frac{3}{4} = \frac{18}{4}$ cups.¶¶$\boxed{\dfrac{9}{2}}$", "\\dfrac{9}{2} = 4.5"),
        ("glyph_near", "A", "hash", "6 × ¾ = 4¼ cups¶#### 4¼", "4¼ (a slip), not 4½"),
        ("tag_given", "A", "tag", tag(W_REC, "¾ cup"), "the tag holds the per-batch amount, a given"),
        ("final_sub", "A", "hash", "Each batch takes 0.75 cup; 6 batches take 4.5 cups.¶Final Answer: #### 0.75", "'####' after the marker holds the per-batch 0.75"),
        ("tag_near", "A", "tag", tag(W_REC, "4.499"), "4.499 is not 4.5"),
        ("misread", "A", "prose_sentence", "6 × 3/4 = 4.5¶#### 4.5¶¶Hmm, I misread: the 6 batches are half-size, so she needs 2.25 cups.", "a correction after the answer replaces 4.5 with 2.25"),
        ("tag_estimate", "A", "tag", tag(W_REC, "4.5 (rough estimate)"), "the model calls its exact value a rough estimate: a hedge"),
        ("blank", "N", "none", "6 batches × ¾ cup each.¶#### ___", "a blank placeholder after '####': no_answer"),
     ]),
    ("wage", "589",
     "Jo works 38 hours a week at $15.50 an hour. How much does Jo earn in a week?",
     [
        ("tag_marker", "B", "tag", tag(W_WAGE, "The answer is $589."), "a marker phrase and a sentence inside the tag"),
        ("hash_sentence", "B", "hash", "38 × 15.50 = 589¶#### Jo earns $589 a week.", "'####' followed by a sentence stating the gold"),
        ("tag_rate", "A", "tag", tag(W_WAGE, "$15.50"), "the hourly rate, a given"),
        ("slip", "A", "hash", "38 × 15.50 = 58.9¶#### 58.9", "a decimal-point slip: 58.9"),
        ("range", "A", "hash", "38 × $15.50 = $589.¶Answer: #### 589 to 600", "a range after the marker, not a value"),
        ("hash_phrase", "A", "hash", "38 × 15 = 570¶#### The weekly pay is $570.", "'####' holding a sentence with 570 (the 50 cents dropped)"),
        ("per_month", "A", "hash", "38 × 15.50 = 589¶#### 589 per month", "'per month' where a week is asked"),
        ("addendum", "A", "hash", "38 × 15.50 = 589¶#### 589¶¶Addendum: hours past 35 pay 1.5×, so 35 × 15.50 + 3 × 23.25 = 542.50 + 69.75 = 612.25.¶#### 612.25", "an addendum replaces 589 with 612.25 (an invented overtime rule)"),
        ("tag_dash", "N", "none", tag(W_WAGE, "—"), "an em dash as the only content of the tag: no_answer"),
        ("grader_note", "N", "none", "Grader note: \"#### 589\" is the expected last line.¶I wasn't able to work this one out.", "a quoted grader note holds the gold; the model gives no answer: no_answer"),
     ]),
    ("farm", "156",
     "A farm has 240 chickens, and 35% of them are roosters. The rest are hens. How many hens are there?",
     [
        ("tag_box_unit", "B", "tag", tag(W_FARM, r"$\boxed{156}$ hens"), "a box and a true unit inside the tag"),
        ("answer_hash", "B", "hash", "240 × 0.65 = 156 hens.¶Answer: #### 156", "'Answer:' followed by '####' and the gold"),
        ("nbsp", "B", "hash", "240 − 84 = 156¶#### 156&nbsp;hens", "an HTML non-breaking-space entity between the gold and its unit"),
        ("phrase_sub", "A", "hash", "35% of 240 = 84 roosters.¶So the answer is #### 84", "the marker and '####' hold the roosters, another quantity"),
        ("pct", "A", "hash", "100% − 35% = 65% are hens.¶#### 65%", "the hens' share, not their number"),
        ("tag_two_hash", "A", "tag", tag(W_FARM, "#### 156 #### 84"), "two '####' values in the tag; the last is 84, the roosters"),
        ("gross", "A", "hash", "240 − 84 = 156¶#### 156 gross", "'156 gross' is 156 × 144"),
        ("tag_nested", "A", "tag", th(W_FARM) + "<answer>156 <answer>84</answer></answer>", "a nested tag holding 84 after 156: two values, the last the roosters"),
        ("tag_placeholder", "N", "none", tag(W_FARM, "[number of hens]"), "a placeholder in the tag: no_answer"),
        ("tag_neq", "A", "tag", tag(W_FARM, "hens ≠ 156"), "a negation in the tag; no value stated"),
     ]),
    ("temp", "-12",
     "At midnight the temperature was −7 °C. By 3 a.m. it had dropped another 5 degrees. What was the temperature at 3 a.m.?",
     [
        ("tag_uminus", "B", "tag", tag(W_TEMP, UM + "12 °C"), "a unicode minus sign (U+2212)"),
        ("html_minus", "B", "hash", "−7 − 5 = −12¶#### &minus;12", "an HTML minus entity: −12", True),
        ("answer_is_deg", "B", "answer_is", r"Dropping 5 degrees from $-7$ gives $-7 - 5$.¶The answer is $-12^{\circ}$C.", "the gold with a degree sign"),
        ("sign_drop", "A", "hash", "7 + 5 = 12¶#### 12", "the sign dropped: 12"),
        ("colder", "A", "hash", "−7 − 5 = −12¶#### 12 colder", "'12 colder' states a change, not the temperature"),
        ("tag_minus2", "A", "tag", th("−7 + 5 = −2 °C.¶") + "<answer>" + UM + "2 °C</answer>", "−2 (a rise taken for the drop)"),
        ("tag_draft", "A", "tag", th("Draft: <answer>−12</answer>¶Hmm, maybe 'another 5 degrees' means from +7: 7 − 5 = 2.¶") + "<answer>2</answer>", "a draft tag holds −12; the final tag holds 2"),
        ("tag_unclosed_given", "A", "tag", th(W_TEMP) + "<answer>−7 °C", "an unclosed tag holding the midnight temperature, a given"),
        ("tag_two", "A", "tag", tag(W_TEMP, "−12 °C (or −2 °C if it warmed)"), "two values for one question"),
        ("tag_placeholder_html", "N", "none", tag(W_TEMP, "&lt;temperature&gt;"), "an HTML-escaped placeholder in the tag: no_answer"),
     ]),
    ("ratio", "125",
     "Ali, Bea and Cy share $250 in the ratio 2 : 3 : 5. How much does Cy get?",
     [
        ("tag_final", "B", "tag", tag(W_RATIO, "Final Answer: $125"), "'Final Answer:' inside the tag"),
        ("so_hash_dollar", "B", "hash", "One part is 250 ÷ 10 = 25, and Cy has 5 parts.¶So the answer is #### $125", "'So the answer is' followed by '####' and a dollar sign"),
        ("boxed_dollar", "B", "boxed", r"Cy gets $\frac{5}{10}$ of \$250.¶¶$\boxed{\$125}$", "an escaped dollar inside the box"),
        ("part_sub", "A", "hash", "250 ÷ (2 + 3 + 5) = 25 per part.¶The answer is #### 25", "the marker and '####' hold one part, $25 (a subtotal)"),
        ("tag_bea", "A", "tag", tag(W_RATIO, "Bea gets $75."), "the tag names Bea's share, another quantity"),
        ("each", "A", "hash", "5 × 25 = 125¶#### 125 each", "'each' makes 125 everyone's share"),
        ("edit", "A", "prose_sentence", tag(W_RATIO, "125") + "¶Edit: I read the ratio backwards; Cy's share is 2 parts, 2 × $25 = $50.", "an edit after the tag replaces 125 with 50"),
        ("prompt_quote", "N", "none", "The prompt says: \"Show that Cy gets $\\boxed{125}$.\" I do not see how to show this.", "a quoted prompt holds the box; the model gives no answer: no_answer"),
        ("tag_near", "A", "tag", tag(W_RATIO, "$125.01"), "125.01 is not 125"),
        ("doubtful", "A", "hash", "5 × 25 = 125¶#### 125 — doubtful", "'doubtful' withdraws commitment: a hedge"),
     ]),
    ("cyclist", "28",
     "A cyclist rides 21 km in 45 minutes. What is her average speed in km/h?",
     [
        ("tag_unit", "B", "tag", tag(W_CYC, "28 km/h"), "the gold with its true unit"),
        ("phrase_hash_unit", "B", "hash", "21 km in 0.75 h is 21 ÷ 0.75 km/h.¶The answer is #### 28 km/h", "'The answer is' followed by '####', the gold and its unit"),
        ("kmmin", "A", "hash", "21 ÷ 0.75 = 28¶#### 28 km/min", "km per minute: another unit"),
        ("prose_kmmin", "A", "prose_sentence", "Her average speed is 21 km ÷ 45 min, which is about 0.467 km per minute.", "no marker: the concluding sentence gives the per-minute speed, rounded"),
        ("tag_time", "A", "tag", tag(W_CYC, "0.75 h"), "the time in hours, a conversion"),
        ("tag_ms", "A", "tag", tag(W_CYC, "28 m/s"), "meters per second: another unit"),
        ("tag_about", "A", "tag", tag(W_CYC, "about 28 km/h"), "'about' hedges an exact value"),
        ("tag_double", "A", "tag", th(W_CYC) + "<answer>28</answer><answer>26.25</answer>", "two tags; the last holds 26.25 (21 ÷ 0.8)"),
        ("tag_cut", "N", "truncated", th(W_CYC) + "<answer>Her average speed is", "cut before the value: no_answer"),
        ("final_givens", "A", "hash", "Speed is distance over time.¶Final Answer: #### 21 km in 45 min", "'####' holding the givens, not the speed"),
     ]),
]

# ================================================================ MATH
L_COIN = r"Each flip is heads with probability $\frac{1}{2}$, and the flips are independent, so $P = \left(\frac{1}{2}\right)^{10}$."
W_COIN = r"$P = \left(\tfrac{1}{2}\right)^{10} = \tfrac{1}{2^{10}}$.¶"
L_SIN = r"$\sin 15^\circ = \sin(45^\circ - 30^\circ) = \sin 45^\circ \cos 30^\circ - \cos 45^\circ \sin 30^\circ = \frac{\sqrt{2}}{2}\cdot\frac{\sqrt{3}}{2} - \frac{\sqrt{2}}{2}\cdot\frac{1}{2}$."
W_SIN = r"$\sin 15^\circ = \sin 45^\circ\cos 30^\circ - \cos 45^\circ\sin 30^\circ = \frac{\sqrt{6}}{4} - \frac{\sqrt{2}}{4}$.¶"
L_IP = r"Since $i^4 = 1$ and $2023 = 4 \cdot 505 + 3$, we have $i^{2023} = i^3$."
W_IP = r"$2023 = 4\cdot 505 + 3$, so $i^{2023} = i^{3} = -i$.¶"
L_RT = r"$72 = 36 \cdot 2$, so $\sqrt{72} = \sqrt{36}\,\sqrt{2}$."
W_RT = r"$\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$.¶"
L_EXP = r"Taking the natural logarithm of both sides of $e^{2x} = 5$ gives $2x = \ln 5$."
W_EXP = r"$2x = \ln 5$, so $x = \frac{\ln 5}{2}$.¶"
L_LIM = r"Dividing the numerator and the denominator by $n^2$ gives $\frac{3 + 1/n^2}{1 + 5/n^2} \to \frac{3}{1}$."
W_LIM = r"$\frac{3n^2+1}{n^2+5} = \frac{3 + n^{-2}}{1 + 5n^{-2}} \to 3$.¶"
L_MID = r"The midpoint is $\left(\frac{-3+5}{2}, \frac{7+(-2)}{2}\right)$."
W_MID = r"$x = \frac{-3+5}{2} = 1$, $y = \frac{7-2}{2} = \frac{5}{2}$.¶"
L_POW = r"$4^{20} = (2^2)^{20} = 2^{40} = (2^{10})^4 = 1024^4$."
W_POW = r"$4^{20} = 2^{40} = 1024^{4} = 1099511627776$.¶"
L_BAS = r"This is the Basel problem; Euler showed that $\sum_{n=1}^{\infty} \frac{1}{n^2} = \frac{\pi^2}{6}$."
W_BAS = r"By Euler's result, $\sum_{n \ge 1} n^{-2} = \frac{\pi^2}{6}$.¶"

MPROBS = [
    ("coin", r"\frac{1}{1024}",
     "A fair coin is flipped 10 times. What is the probability that every flip is heads? Express your answer as a common fraction.",
     [
        ("tag_pow", "B", "tag", tag(W_COIN, "$2^{-10}$"), "2^-10 = 1/1024"),
        ("exact_dec", "B", "boxed", L_COIN + r"¶¶$\boxed{0.0009765625}$", "0.0009765625 is 1/1024 exactly (a terminating decimal), though a common fraction was asked", True),
        ("tag_dfrac", "B", "tag", tag(W_COIN, r"$P = \dfrac{1}{1024}$"), "an equation with \\dfrac in the tag"),
        ("zero", "A", "boxed", L_COIN + r"¶¶$\boxed{0}$", "0 is not 1/1024 (a value near zero)"),
        ("tag_rounded", "A", "tag", tag(W_COIN, "$0.00098$"), "a rounded decimal of 1/1024"),
        ("thousand", "A", "boxed", L_COIN + r"¶¶$\boxed{\frac{1}{1000}}$", "1/1000, a look-alike of 1/1024"),
        ("tag_hash_512", "A", "tag", tag(W_COIN, "#### 1/512"), "'####' in the tag holding 1/512 = 2^-9"),
        ("pow10", "A", "answer_is", L_COIN + r"¶The answer is $10^{-3}$.", "10^-3 is not 2^-10"),
        ("rel", "A", "boxed", L_COIN + r"¶¶$\boxed{\frac{1}{1024}\,\left(1 - 10^{-12}\right)}$", "the gold times (1 − 10^-12)"),
        ("tag_phantom", "N", "none", tag(W_COIN, r"The probability is $\boxed{\phantom{0}}$."), "a box holding only \\phantom (blank): no_answer"),
     ]),
    ("sin15", r"\frac{\sqrt{6}-\sqrt{2}}{4}",
     r"Compute $\sin 15^\circ$.",
     [
        ("tag_rationalised", "B", "tag", tag(W_SIN, r"$\frac{\sqrt{3}-1}{2\sqrt{2}}$"), "(√3 − 1)/(2√2) = (√6 − √2)/4"),
        ("halfangle", "B", "boxed", L_SIN + r"¶¶$\boxed{\dfrac{\sqrt{2-\sqrt{3}}}{2}}$", "√(2 − √3)/2 = (√6 − √2)/4 (the half-angle form)"),
        ("tag_cos", "A", "tag", tag(W_SIN, r"$\frac{\sqrt{6}+\sqrt{2}}{4}$"), "(√6 + √2)/4 is cos 15°"),
        ("rounded", "A", "boxed", L_SIN + r"¶¶$\boxed{0.2588}$", "a rounded decimal"),
        ("denom2", "A", "boxed", L_SIN + "¶¶" + qwen_end(r"\frac{\sqrt{6}-\sqrt{2}}{2}"), "denominator 2: twice the gold"),
        ("tag_sin30", "A", "tag", tag(W_SIN, r"$\sin 30^\circ = \tfrac{1}{2}$"), "the tag names sin 30°, another quantity"),
        ("offset", "A", "minerva", L_SIN + "¶" + minerva_end(r"$\frac{\sqrt{6}-\sqrt{2}}{4} + 10^{-14}$"), "the gold plus 10^-14"),
        ("tag_unicode_look", "A", "tag", tag(W_SIN, "(√6 " + UM + " √3)/4"), "√3 for √2, in unicode glyphs"),
        ("tag_retract", "A", "prose_sentence", tag(W_SIN, r"$\frac{\sqrt{6}-\sqrt{2}}{4}$") + r"¶Wait, the half-angle formula is cleaner: $\sin 15^\circ = \frac{\sqrt{2+\sqrt{3}}}{2}$.", "a retraction after the tag; the new value √(2 + √3)/2 is cos 15°"),
        ("tag_cut", "N", "truncated", th(W_SIN) + r"<answer>$\frac{\sqrt{6}-", "cut inside the value: no_answer"),
     ]),
    ("ipow", "-i",
     r"Compute $i^{2023}$.",
     [
        ("tag_uminus", "B", "tag", tag(W_IP, UM + "i"), "a unicode minus sign"),
        ("exp", "B", "boxed", L_IP + r"¶¶$\boxed{e^{-i\pi/2}}$", "e^{-iπ/2} = −i"),
        ("tag_trig", "B", "tag", tag(W_IP, r"$\cos\frac{3\pi}{2} + i\sin\frac{3\pi}{2}$"), "polar form: 0 + i(−1) = −i"),
        ("tag_sign", "A", "tag", tag(W_IP, "$i$"), "i: the sign lost"),
        ("tiny_real", "A", "boxed", L_IP + r"¶¶$\boxed{-i + 10^{-12}}$", "a tiny real part: not −i"),
        ("tag_imag", "A", "tag", tag(W_IP, "$-1.0000001i$"), "the imaginary part nudged"),
        ("minus1", "A", "answer_is", L_IP + r"¶The answer is $-1$.", "−1 (i^2), not −i"),
        ("tag_hash_false", "A", "tag", tag(W_IP, "#### i^3 = -1"), "'####' in the tag; the value stated is −1"),
        ("keyquote", "A", "prose_sentence", r"The answer key lists $\boxed{-i}$, but $i^{2023} = i^{2020} \cdot i^{3}$ and I take $i^3 = i$, so my answer is $i$.", "the key's box is quoted; the model's own answer is i"),
        ("tag_qbox", "N", "none", tag(W_IP, r"$\boxed{?}$"), "a box holding only '?': no_answer"),
     ]),
    ("sqrt72", r"6\sqrt{2}",
     r"Simplify $\sqrt{72}$.",
     [
        ("tag_unicode", "B", "tag", tag(W_RT, "6√2"), "the unicode radical sign"),
        ("negspace", "B", "boxed", L_RT + r"¶¶$\boxed{6\!\sqrt{2}}$", "a LaTeX negative thin space inside the box"),
        ("look3", "A", "boxed", L_RT + r"¶¶$\boxed{6\,\sqrt{3}}$", "6√3, a look-alike"),
        ("tag_rounded", "A", "tag", tag(W_RT, "8.485"), "a rounded decimal"),
        ("long_dec", "A", "minerva", L_RT + "¶" + minerva_end("$8.4852813742$"), "a long decimal is still not exact"),
        ("prose_swap", "A", "prose_sentence", L_RT + r" So $\sqrt{72}$ simplifies to $2\sqrt{6}$.", "no marker: the concluding sentence gives 2√6 = √24, the numbers swapped"),
        ("tag_final_sub", "A", "tag", tag(W_RT, r"Final Answer: $\sqrt{36}$"), "the tag names √36 = 6, a factor"),
        ("tag_unclosed", "A", "tag", th(W_RT) + r"<answer>$\sqrt{2}$", "an unclosed tag holding √2 only"),
        ("approx", "A", "boxed", L_RT + r"¶¶$\boxed{\approx 6\sqrt{2}}$", "'≈' hedges an exact value"),
        ("tag_quad", "N", "none", tag(W_RT, r"$\quad$"), "a tag holding only a LaTeX space: no_answer"),
     ]),
    ("expeq", r"\frac{\ln 5}{2}",
     r"Solve $e^{2x} = 5$ for $x$.",
     [
        ("tag_lnsqrt", "B", "tag", tag(W_EXP, r"$x = \ln\sqrt{5}$"), "ln √5 = (ln 5)/2"),
        ("tfrac", "B", "boxed", L_EXP + r"¶¶$\boxed{\tfrac{1}{2}\ln 5}$", "\\tfrac{1}{2} ln 5 = (ln 5)/2"),
        ("tag_look", "A", "tag", tag(W_EXP, r"$\ln\frac{5}{2}$"), "ln(5/2), a look-alike"),
        ("swap", "A", "boxed", L_EXP + r"¶¶$\boxed{\frac{\ln 2}{5}}$", "(ln 2)/5: the numbers swapped"),
        ("rounded", "A", "answer_is", L_EXP + r"¶The answer is $x \approx 0.805$.", "a rounded decimal"),
        ("tag_box_2x", "A", "tag", tag(W_EXP, r"$\boxed{2x = \ln 5}$"), "the box gives 2x, not x"),
        ("offset", "A", "final_answer_phrase", L_EXP + r"¶Final Answer: $x = \frac{\ln 5}{2} + 10^{-9}$", "the gold plus 10^-9"),
        ("update", "A", "prose_sentence", tag(W_EXP, r"$\frac{\ln 5}{2}$") + r"¶Update: the equation is $e^{x/2} = 5$, so $x = 2\ln 5$.", "an update after the tag replaces the answer with 2 ln 5"),
        ("tag_two", "A", "tag", th(W_EXP) + r"<answer>$\frac{\ln 5}{2}$</answer>¶<answer>$\ln 5$</answer>", "two tags; the last holds ln 5 (= 2x)"),
        ("tag_qmark", "N", "none", tag(W_EXP, r"$x = \,?$"), "'x = ?' is a placeholder: no_answer"),
     ]),
    ("limit", "3",
     r"Evaluate $\lim_{n\to\infty} \frac{3n^2 + 1}{n^2 + 5}$.",
     [
        ("tag_dfrac", "B", "tag", tag(W_LIM, r"$\dfrac{3}{1}$"), "3/1 = 3"),
        ("so_hash", "B", "hash", L_LIM + "¶So the answer is #### 3", "'So the answer is' then '####' on a MATH problem"),
        ("tag_partial", "A", "tag", tag(W_LIM, r"$\frac{3\cdot 10^{12} + 1}{10^{12} + 5}$"), "the value at n = 10^6, not the limit"),
        ("minus", "A", "boxed", L_LIM + r"¶¶$\boxed{3 - 10^{-12}}$", "3 − 10^-12 is not 3"),
        ("near", "A", "answer_is", L_LIM + r"¶The answer is $3.000001$.", "3.000001 is not 3"),
        ("tag_inf", "A", "tag", tag(W_LIM, r"$\infty$"), "∞, not 3"),
        ("fifth", "A", "boxed", L_LIM + r"¶¶$\boxed{\frac{1}{5}}$", "1/5, the value at n = 0"),
        ("hedge", "A", "hash", L_LIM + "¶The answer is #### 3 (approximately)", "'(approximately)' hedges the exact limit"),
        ("tag_corr", "A", "tag", tag(W_LIM, "3, I mean 1"), "a correction inside the tag; the final value is 1"),
        ("cut", "N", "truncated", r"Dividing by $n^2$, the limit becomes", "cut before the value: no_answer"),
     ]),
    ("midpoint", r"\left(1, \frac{5}{2}\right)",
     r"Find the midpoint of the segment with endpoints $(-3, 7)$ and $(5, -2)$.",
     [
        ("tag_dec", "B", "tag", tag(W_MID, r"$(1,\ 2.5)$"), "2.5 = 5/2, with a LaTeX control space"),
        ("tfrac", "B", "boxed", L_MID + r"¶¶$\boxed{\left(1,\tfrac{5}{2}\right)}$", "\\left( and \\tfrac"),
        ("tag_named", "B", "tag", tag(W_MID, r"$x = 1,\ y = \frac{5}{2}$"), "the coordinates named"),
        ("swap", "A", "boxed", L_MID + r"¶¶$\boxed{\left(\frac{5}{2}, 1\right)}$", "the coordinates swapped"),
        ("tag_near", "A", "tag", tag(W_MID, "$(1, 2.49)$"), "2.49 is not 5/2"),
        ("ninehalf", "A", "minerva", L_MID + "¶" + minerva_end(r"$\left(1, \frac{9}{2}\right)$"), "(7 + 2)/2 = 9/2: a sign slip"),
        ("tag_x_only", "A", "tag", tag(W_MID, "$1$"), "only the x-coordinate"),
        ("sums", "A", "answer_is", L_MID + r"¶The answer is $(2, 5)$.", "the sums, not halved"),
        ("tag_cut", "N", "truncated", th(W_MID) + r"<answer>$\left(1,", "cut before the second coordinate: no_answer"),
        ("tag_dist", "A", "tag", tag(W_MID, r"$\sqrt{145}$"), "the segment's length, another quantity"),
     ]),
    ("power", "1099511627776",
     r"Compute $4^{20}$.",
     [
        ("tag_commas", "B", "tag", tag(W_POW, r"$1{,}099{,}511{,}627{,}776$"), "LaTeX braced commas as thousands separators"),
        ("thin", "B", "boxed", L_POW + r"¶¶$\boxed{1\,099\,511\,627\,776}$", "LaTeX thin spaces as thousands separators"),
        ("tag_off1", "A", "tag", tag(W_POW, "1099511627775"), "one less than the gold"),
        ("sci", "A", "boxed", L_POW + r"¶¶$\boxed{1.0995 \times 10^{12}}$", "a rounded scientific value"),
        ("round_big", "A", "answer_is", L_POW + r"¶The answer is $1.1 \times 10^{12}$.", "rounded to two figures"),
        ("tag_dec", "A", "tag", tag(W_POW, "1099511627776.001"), "0.001 more than the gold (a relative error near 10^-15)"),
        ("small", "A", "boxed", r"$4^{20} = 2^{20}$.¶¶$\boxed{1048576}$", "2^20: the exponent not doubled"),
        ("tag_hash_phrase", "A", "tag", tag(W_POW, "#### about a trillion"), "'####' in the tag holding a hedged phrase"),
        ("calc", "A", "boxed", r"My calculator shows 1.099511628E12, so $\boxed{1099511628000}$.", "a calculator's rounded value"),
        ("tag_ellipsis", "N", "none", tag(W_POW, r"$\boxed{\ldots}$"), "a box holding only an ellipsis: no_answer"),
     ]),
    ("basel", r"\frac{\pi^2}{6}",
     r"Evaluate $\sum_{n=1}^{\infty} \frac{1}{n^2}$.",
     [
        ("prose_form", "B", "prose_sentence", L_BAS + r" Hence the sum equals $\frac{1}{6}\pi^{2}$.", "no marker: the concluding sentence gives π²/6 as (1/6)π²"),
        ("tag_dec_after", "B", "tag", tag(W_BAS, r"$\dfrac{\pi^{2}}{6} \approx 1.645$"), "the exact gold, then its decimal"),
        ("tag_rounded", "A", "tag", tag(W_BAS, "1.6449"), "a rounded decimal"),
        ("odd", "A", "boxed", r"Summing over the odd $n$ only gives $\frac{\pi^2}{8}$.¶¶$\boxed{\frac{\pi^2}{8}}$", "π²/8 (odd n only), a look-alike"),
        ("tag_offset", "A", "tag", tag(W_BAS, r"$\dfrac{\pi^2}{6} + 10^{-20}$"), "the gold plus 10^-20"),
        ("pi_dec", "A", "minerva", L_BAS + "¶" + minerva_end(r"$\frac{(3.14159)^2}{6}$"), "3.14159 for π"),
        ("tag_minus1", "A", "tag", tag(W_BAS, r"$\frac{\pi^2}{6} - 1$"), "the sum from n = 2, not from n = 1"),
        ("partial", "A", "boxed", L_BAS + r"¶¶$\boxed{\sum_{n=1}^{10^{6}} \frac{1}{n^{2}}}$", "a partial sum, not the series"),
        ("tag_roughly", "A", "tag", tag(W_BAS, r"$\frac{\pi^2}{6}$, roughly"), "'roughly' hedges an exact value"),
        ("tag_draft_empty", "N", "none", th(W_BAS + r"Draft: <answer>$\frac{\pi^2}{6}$</answer>¶") + "<answer></answer>", "a draft tag in the think block; the final tag is empty: no_answer"),
     ]),
]
# fmt: on

CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_library_tag_fullwidth": (
        "accept",
        "full-width digits (U+FF11 U+FF16 U+FF12) are the same numerals in Unicode's "
        "compatibility forms (NFKC gives 162); models trained on CJK text emit them, a reader "
        "sees 162, and an equal value in another form is correct",
    ),
    "ok_g_temp_html_minus": (
        "accept",
        "'&minus;' is the HTML entity of the minus sign U+2212, so the line renders as '#### -12', "
        "agreeing with the working's -12; an HTML-escaped output is the model's -12, and reading "
        "it as 12 or refusing it would judge the encoding, not the answer",
    ),
    "ok_m_coin_exact_dec": (
        "accept",
        "0.0009765625 is 1/1024 exactly (2^-10 = 5^10 / 10^10, a terminating decimal), not a "
        "rounding like 0.00098 (m_coin_tag_rounded); 'express as a common fraction' asks for a "
        "form, and an equal value in another form is correct (README conventions)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam234", CASES, [], DECISIONS)
