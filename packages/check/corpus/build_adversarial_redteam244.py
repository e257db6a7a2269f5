r"""Build adversarial_redteam244.jsonl: round 244 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam244"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes
(python used for plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms"
and "How each source was labelled"), corpus_build.py (helpers; copied unchanged beside this builder)
and build_adversarial_redteam236.py / build_adversarial_redteam241.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: FALSE REJECTS in the R1-Zero outputs of base and RL-trained SMALL models
(Qwen2.5-Math-1.5B, OLMo-2-1B) on MATH and GSM8K, the prompt ending in "Assistant: <think>" and
asking for `<think> ... </think> <answer> ... </answer>`. English, 200 probes, 100 GSM8K and 100
MATH, 150 kind B and 50 kind A (10 problems each side, 10 probes a problem: half the problems 8 B +
2 A, half 7 B + 3 A). Every probe is a full completion: the think block (or its broken forms: never
opened, as the prompt ends with `<think>`; never closed; closed by `</think >`), then the answer
where such models put it: a tag holding a bare value, a sentence, an equation chain ending on the
value, a value with its unit or noun, `$...$`, `\boxed{}`, "The answer is X", a value then a short
explanation ("$288, because 144 plants are left ...", "82 (Jamal has 123 and Ana has 41)", "24,
since 360 = 2^3 \cdot 3^2 \cdot 5"); the answer given again after the tag (a sentence, "Final
answer: 82", "The answer is 15%.", "The final answer is \boxed{24}."); invented "User:" /
"Assistant:" turns after the answer, with new questions and values of their own; the answer stated
in the think block's last sentence with the tag missing (the completion ends at `</think>`, or the
think block is never closed) or left empty (`<answer> </answer>`, `<answer></answer>`: the two
debatable probes); "The answer is X" with no tag; LaTeX without delimiters (`\frac{15}{28}`,
`6\sqrt2`, `9x^2-1`, `(-\infty, -2)`, `\{x \mid x < -2\}`, `1.95 \times 10^5`); plain-text math
(`5^(1/2)`, `sqrt(5)`, `6*sqrt(2)`, `6 * 2^(1/2)`, `15/28`, `5pi/6`, `5*pi/6`, `(5/6)π`, `8*pi`,
`2*pi*4 = 8*pi`, `(-inf, -2)`, `9*x^2 - 1`, `3 - 4*i`); Unicode (`√5`, `6√2`, `9x² − 1`, `−145`,
`(-∞, -2)`, `8π`); units and nouns ("215 minutes", "289 mi", "7.5 kg", "145 meters below sea
level", "195 thousand books", "24 divisors", "8π units", "5π/6 radians"); money (`$3.55`, `\$3.55`,
`\boxed{\$288}`, "3 dollars and 55 cents", "two hundred eighty-eight dollars"); percentages (`58%`,
`58\%` in `$...$` and bare, "15 percent", `\boxed{58\%}`, a bare 58 for "what percentage").
Kind B: honest right answers in these shapes. Kind A: the nearest wrong twin (the same shape
holding a subtotal, another quantity, a unit or scale of another kind, a hedge or rounded decimal
of an exact value, a slip; a draft's wrong conclusion stated in the think block's last sentence
with no tag; a wrong tag followed by an invented turn about ANOTHER question whose answer equals the
gold) or a tag cut by the token limit before its value (truncated, 4 probes).

Formats: R1-Zero completions only. Each problem's working is written two ways: W, a think block in
the voice of an R1-Zero-trained Qwen2.5-Math-1.5B (numbered steps, `\[ ... \]` and `\( ... \)`,
"Let's check", a second method, a concluding sentence stating the answer; no box inside the think
block); V, a terse OLMo-2-1B-style think block of calculation lines with no concluding sentence
(the truncated probes use it, so that the value stands only in a working line). Extra workings: D
(garden, butter, complex), a draft whose conclusion is wrong; O (library), a short OLMo-style
paragraph ending on the answer. Most completions have no `<think>` opener (the prompt ends with
it); some repeat it.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: garden: 12 beds of 15 lettuce plants, a fifth destroyed, $2 a plant -> 288 (180 plants; 36
destroyed; 144 left; 144 x 2 = 288; the draft forgetting the slugs 180 x 2 = 360; 90 x 2 = 180 in
an invented turn). bus: 50 students, 12 walk, 9 bike, the rest bus, what percentage -> 58 (21; 29;
29/50 = 0.58 = 58%; 12/50 = 24% and 9/50 = 18%, 24 + 18 + 58 = 100; 0.58% a hundredth; 42% walk
or bike). train: 9:45 AM to 1:20 PM, minutes -> 215 (to 12:45 PM 3 h = 180 min; then 35 min; 215;
3.35 h is 201 min). change: 3 notebooks at $4.25, 2 pens at $1.85, $20 paid -> 3.55 (12.75; 3.70;
16.45; 20 - 16.45 = 3.55; $3.45 the slip; 50 - 16.45 = 33.55 in an invented turn). truck: 62 mph
for 3.5 h, 48 mph for 1.5 h -> 289 (217 = 186 + 31; 72; 289; 55 mph averaged x 5 h = 275; 289 / 5
= 57.8 in an invented turn). submarine: 120 m below sea level, up 45, down 70 -> -145 (-75; -145;
net -25; 145 with the sign lost or "above"). butter: 3/8 kg a cake, 20 cakes -> 7.5 (60/8 = 15/2
= 7 1/2; 0.375 x 20 = 7.5; 20 / (3/8) = 160/3 the draft dividing; 7.5 g the wrong scale).
library: 3,750 books a week, 52 weeks -> 195000 (187,500 + 7,500; 1.95 x 10^5; 19,500 the scale
slip; 3,750 x 4 = 15,000 a month). helmet: $80 to $92, percent increase -> 15 (12 / 80 = 0.15; 15%
of 80 = 12; 12 / 92 = 13.04% the wrong base; $12 the increase; 0.15% a hundredth). stamps: Jamal 3
times Ana, together 164, how many more -> 82 (4x = 164; Ana 41; Jamal 123; 123 - 41 = 82).
MATH: marbles: 5 red and 3 green, two without replacement, one of each -> \frac{15}{28} (C(8,2) =
28; 5 x 3 = 15; 15/56 + 15/56 = 30/56 = 15/28; 15/56 one order; 2 x 5/8 x 3/8 = 15/32 with
replacement; 10/28 = 5/14 both red in an invented turn). distance: (1, -2) to (7, 4) -> 6\sqrt{2}
(6 and 6; \sqrt{72} = 6\sqrt2 ~ 8.485; 6\sqrt3 the slip; 8.49 rounded). compose: f(x) = x^2 + 2x,
g(x) = 3x - 1, f(g(x)) -> 9x^2 - 1 ((3x - 1)^2 = 9x^2 - 6x + 1; + 6x - 2; x = 1 gives 8 = f(2);
(3x - 1)(3x + 1) = 9x^2 - 1; g(f(x)) = 3x^2 + 6x - 1; 9x^2 + 1 the sign slip; 9x^2 + 6x - 1 with
the cross term lost). radians: 150 degrees -> \frac{5\pi}{6} (150/180 = 5/6; 5\pi/6 ~ 2.61799;
5\pi/3 the slip; 2.618 rounded). circle: area 16\pi, circumference -> 8\pi (r^2 = 16; r = 4;
2\pi x 4; 16\pi the area; 4\pi = \pi r). inequality: 3 - 2x > 7 -> (-\infty,-2) (-2x > 4; x < -2;
x = -3 gives 9 > 7; x = -2 gives 7 > 7 false, so open; x > -2 the sign not reversed; (-\infty, -2]
closed; (-2, \infty) the other side). complex: (2 - i)^2 -> 3 - 4i (4 - 4i + i^2; i^2 = -1; 5 -
4i with i^2 = +1; 3 + 4i the conjugate; (3 - 4i)(2 - i) = 6 - 3i - 8i + 4i^2 = 2 - 11i in an
invented turn). divisors: 360 -> 24 (2^3 3^2 5; 4 x 3 x 2 = 24, counted by python; 22 without 1
and 360; 3 + 2 + 1 = 6 the exponents added). xminusy: x^2 + y^2 = 13, xy = 4, x > y, x - y ->
\sqrt{5} ((x - y)^2 = 13 - 8 = 5; x > y so positive; (x + y)^2 = 21; x y = (21 - 5)/4 = 4; 5 the
root not taken; \sqrt{21} = x + y; \pm\sqrt5 both signs). telescoping: 1/(1 2) + ... + 1/(9 10) ->
\frac{9}{10} (1/n - 1/(n + 1); 1 - 1/10; 1/2 + 1/6 = 2/3; 10/11 one term too many; 1/10 the
subtracted term; 99/100 to 1/(99 100) in an invented turn).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; a kind A twin keeps
its B probe's suffix where it has one. Shapes of the think block: no opener (most probes), opener
repeated, never closed (`unclosed`, `unclosed_no_tag`, `answer_is_unclosed`), `</think >`
(`sp_close`, `sp_close_lines`, `sp_close_boxed`, `sp_close_no_tag`). Shapes of the answer: in the
tag: plain / nospace / sentence / answer_is_tag / chain / chain_latex / frac_chain / eq /
d_eq / expl (value, then a short explanation) / noun / more / miles / mi_abbr / min_unit /
math_unit / kg / neg_m / below / unit / unicode_units / words / dollar / esc_dollar / boxed /
boxed_esc / boxed_pct / boxed_text / boxed_dollar / latex_pct / latex_neg / latex_comma / latex /
dfrac / tfrac / frac / frac_plain / frac_latex / frac_pi / mixed / decimal / comma / space /
thousand / sci / pct / percent_word / unicode / unicode_minus / unicode_inf / inf_plain / ineq /
setbuilder / sqrt_star / sqrt_space / sqrt_plain / pow / pow_half / nobrace / caret / star /
star_i / twopi / paren_unicode / reorder / factored; after the tag: again_after / final_after /
answer_is_after / box_after / user_turn; without a tag: think_last (the completion ends at
`</think>`), unclosed_no_tag, sp_close_no_tag, answer_is, answer_is_unclosed, empty_tag (the tag
left empty). Kind A only (the error): draft_no_tag / plants / count / decimal_pct / walk_bike /
hours_dec / hours_unit / cost / km / avg_speed / sign_lost / above / grams / divide / scale / month
/ new_base / jamal / one_order / with_repl / sqrt3 / approx / gof / sign / pi3 / area / pi_r / flip
/ closed / other_side / i2plus / conj / proper / square / sum / pm / eleven / last_term / cut.
Kind A: truth wrong, or no_answer where the form is `truncated` (4 probes: a tag opened and cut
by the token limit before its value); kind B: truth correct. Form: `tag` where the answer is in an
`<answer>` element (text after it included), `answer_is` for "The answer is X" with no tag,
`prose_sentence` where no tag holds the answer (missing or empty) and the think block's last
sentence states it, `truncated` for the cuts.

Label conventions (the brief's; corpus/README.md "How each source was labelled", the
`public_heldout3` tag paragraph; rounds 236 and 241), kept in every probe:
- The `<answer>` element is the final answer, whatever the think block says (a tag that
  disagrees with the think block's right conclusion counts the tag). A missing `<think>` opener,
  a think block never closed and `</think >` change nothing.
- A tag holding a sentence, `$...$`, `\(...\)`, `\boxed{}`, "The answer is X" or an equation chain
  is read for the value it states as the answer (the chain's final value); a value followed by a
  short explanation (a parenthesis or a "because" / "since" clause naming other numbers that are
  true and answer no other part of the question) states that value.
- The LAST final answer counts: text after the closing tag that restates the same value (a
  sentence, "Final answer:", "The answer is", a box) leaves it; a restatement that differs would
  make the answer wrong. A trailing check that restates the value does not change it.
- An invented next turn after the committed answer ("User: ... Assistant: ...") is not the model's
  answer to the question asked: the tag before it decides, whatever the invented turn's tag holds
  (kind B: a right tag, then an invented question with another value; kind A: a wrong tag, then an
  invented question whose answer equals the gold).
- With no marker and no box (no tag, or an empty one), the answer is the value the concluding
  sentence states as the answer to the question asked: the think block's last sentence when the
  completion ends at `</think>` or inside a think block never closed. "The answer is X" with no tag
  is the marked answer.
- Equal values in another form are correct (number words, `$3.55` / `\$3.55` / "3 dollars and 55
  cents", `195 000`, `195{,}000`, "195 thousand", `1.95 \times 10^5`, `7 1/2`, `15/2`, `−145`,
  "145 meters below sea level", "215 min (3 hours and 35 minutes)", `58%`, "58 percent", a bare 58
  for "what percentage", `0.9` for 9/10, `(3x-1)(3x+1)` for 9x^2 - 1, `-1 + 9x^2`, `-4i + 3`, `x <
  -2` and `\{x \mid x < -2\}` for `(-\infty, -2)`, `(-inf, -2)`, `5^(1/2)`, `6 * 2^(1/2)`,
  `(5/6)π`), and so is a unit or counted noun of the quantity asked. Wrong: a subtotal, a given,
  another quantity (plants for dollars, students for a percentage, the cost for the change, Jamal's
  stamps for the difference), a unit or scale of another kind (km for miles, hours for minutes,
  grams for kilograms, 0.58% for 58%), hours and minutes written as decimal hours (3.35 hours), a
  hedge or rounded decimal of an exact value ("approximately 8.49", 2.618, "about 13%"), both signs
  where one is asked (`\pm\sqrt{5}`), a closed interval for an open one, a slip.
- A tag opened and cut by the token limit before its value is no_answer, whatever the think block
  computed (those probes use the terse working V).

Debatable (2, with DECISIONS): `ok_g_truck_empty_tag` and `ok_m_circle_empty_tag`: a think block
whose last sentence states the right answer, then an answer tag left empty (accept: the brief's
shape "the answer stated in the think block's last sentence with the tag left empty", read by the
concluding-sentence rule; public_heldout3's labelling called an empty element no_answer).

Usage: cd /tmp/rounds/rt244 && python build_adversarial_redteam244.py (writes
adversarial_redteam244.jsonl beside this builder; a second run rewrites it byte-identical)
"""

from corpus_build import g, m, write_probes  # noqa: E402


def probe_rows(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; the final is the whole
    completion, "¶" a newline and ⟨W⟩ / ⟨V⟩ / ⟨D⟩ / ⟨O⟩ the problem's long, terse, draft or
    OLMo-style working. Kind B is correct; kind A is no_answer where the form is `truncated`,
    wrong otherwise. A problem has 10 probes, 7 or 8 of them kind B."""
    cases = []
    for key, gold, _question, works, probes in problems:
        if len(probes) != 10 or [p[1] for p in probes].count("B") not in (7, 8):
            raise SystemExit(f"{key}: not 10 probes with 7 or 8 kind B")
        for suffix, kind, form, final, note, *deb in probes:
            truth = "correct" if kind == "B" else ("no_answer" if form == "truncated" else "wrong")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            text = final.replace("¶", "\n")
            for token, work in works.items():
                text = text.replace("⟨" + token + "⟩", work)
            if "⟨" in text or "⟩" in text:
                raise SystemExit(f"{case_id}: unknown working token")
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


# fmt: off
# Problems: (key, gold, question, {"W": long working, "V": terse working[, "D": draft][, "O":
# OLMo-style paragraph]}, [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("garden", "288",
     "A community garden has 12 raised beds, and each bed holds 15 lettuce plants. Slugs destroy one fifth of the plants. The gardeners sell each remaining plant for $2. How much money do they make from the lettuce?",
     {"W": r"""To find how much money the gardeners make, we need to follow these steps:

1. Find the total number of lettuce plants.
2. Find how many plants the slugs destroy.
3. Find how many plants remain.
4. Multiply the remaining plants by the price per plant.

Step 1: There are 12 beds with 15 plants in each bed:
\[ 12 \times 15 = 180 \]
So there are 180 plants.

Step 2: The slugs destroy one fifth of the plants:
\[ \frac{1}{5} \times 180 = 36 \]

Step 3: The number of remaining plants is:
\[ 180 - 36 = 144 \]

Step 4: Each remaining plant sells for $2:
\[ 144 \times 2 = 288 \]

So the gardeners make $288 from the lettuce.
""",
      "V": r"""12 beds * 15 plants = 180 plants
180 / 5 = 36 plants destroyed
180 - 36 = 144 plants
144 * $2 = $288
""",
      "D": r"""The garden has 12 beds and each bed has 15 plants, so there are 12 * 15 = 180 plants. Each plant sells for $2, so they make 180 * 2 = 360 dollars. So the gardeners make $360 from the lettuce.
"""},
     [
        ("expl", "B", "tag", r"⟨W⟩</think> <answer> $288, because 144 plants are left and each one sells for $2 </answer>", "no <think> opener (the prompt ends with it); the value, then a short explanation naming other true numbers (144, $2)"),
        ("words", "B", "tag", r"<think> ⟨V⟩</think> <answer> two hundred eighty-eight dollars </answer>", "the value in number words with 'dollars'"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer> 12 × 15 = 180, 180 − 36 = 144, 144 × 2 = 288 </answer>", "a chain of equations in the tag, the last ending on the value"),
        ("sp_close", "B", "tag", r"⟨W⟩</think > <answer> The gardeners make 288 dollars. </answer>", "`</think >` with a space closes the think block; a sentence with the value and 'dollars'"),
        ("boxed_esc", "B", "tag", r"⟨W⟩</think> <answer> \boxed{\$288} </answer>", "an escaped dollar inside \\boxed{} in the tag"),
        ("user_turn", "B", "tag", r"⟨V⟩</think> <answer> 288 </answer>¶¶User: What if the slugs destroyed half of the plants instead?¶Assistant: <think> Half of 180 is 90, so 90 plants are left and 90 * 2 = 180. </think> <answer> 180 </answer>", "the right tag, then an invented User/Assistant turn about another question with its own tag (180): not the answer to the question asked"),
        ("think_last", "B", "prose_sentence", r"<think>¶⟨W⟩</think>", "no answer tag at all: the completion ends at </think>, and the think block's last sentence ('So the gardeners make $288 from the lettuce.') states the answer"),
        ("again_after", "B", "tag", r"⟨V⟩</think> <answer> $288 </answer>¶The gardeners make $288 from the lettuce.", "the tag, then the same value stated again after it"),
        ("draft_no_tag", "A", "prose_sentence", r"<think>¶⟨D⟩</think>", "no answer tag; the think block's last sentence states $360 (the slugs forgotten)"),
        ("plants", "A", "tag", r"⟨W⟩</think> <answer> 144 plants </answer>", "the remaining plants, not the money (the think block concludes $288; the tag counts)"),
     ]),
    ("bus", "58",
     "In a class of 50 students, 12 students walk to school and 9 ride their bikes. The rest take the bus. What percentage of the students take the bus?",
     {"W": r"""To find the percentage of students who take the bus, we first need the number of students who take the bus.

The number of students who walk or ride bikes is:
\[ 12 + 9 = 21 \]

So the number of students who take the bus is:
\[ 50 - 21 = 29 \]

Now we find what percentage 29 is of 50:
\[ \frac{29}{50} \times 100\% = 58\% \]

Let's check: \(\frac{12}{50} = 24\%\) walk, \(\frac{9}{50} = 18\%\) ride bikes, and \(24\% + 18\% + 58\% = 100\%\). Correct.

So 58% of the students take the bus.
""",
      "V": r"""12 + 9 = 21
50 - 21 = 29
29 / 50 = 0.58
"""},
     [
        ("pct", "B", "tag", r"⟨V⟩</think> <answer> 58% </answer>", "a percent sign after the value"),
        ("percent_word", "B", "tag", r"⟨W⟩</think> <answer>58 percent of the students take the bus.</answer>", "a sentence with 'percent' spelled out"),
        ("latex_pct", "B", "tag", r"⟨W⟩</think> <answer> $58\%$ </answer>", "\\% inside $...$"),
        ("frac_chain", "B", "tag", r"⟨V⟩</think> <answer> \frac{29}{50} \times 100 = 58\% </answer>", "LaTeX without delimiters: a chain ending on 58\\%"),
        ("answer_is", "B", "answer_is", r"⟨W⟩</think>¶The answer is 58%.", "no tag after </think>: 'The answer is 58%.'"),
        ("unclosed", "B", "tag", r"<think>¶⟨W⟩¶<answer> 58 </answer>", "the think block never closed; a bare 58 in the tag (the question asks for a percentage; 58 is the percentage)"),
        ("boxed_pct", "B", "tag", r"⟨V⟩</think> <answer> \boxed{58\%} </answer>", "\\boxed{58\\%} in the tag"),
        ("count", "A", "tag", r"⟨V⟩</think> <answer> 29 </answer>", "the number of students who take the bus, not the percentage"),
        ("decimal_pct", "A", "tag", r"⟨V⟩</think> <answer> 0.58% </answer>", "the fraction 0.58 written with a percent sign: 0.58% is a hundredth of the answer"),
        ("walk_bike", "A", "tag", r"⟨W⟩</think> <answer>42 percent of the students take the bus.</answer>", "the share that walks or bikes (21/50 = 42%)"),
     ]),
    ("train", "215",
     "A train leaves the station at 9:45 AM and arrives at its destination at 1:20 PM the same day. How many minutes long is the trip?",
     {"W": r"""The train leaves at 9:45 AM and arrives at 1:20 PM.

From 9:45 AM to 12:45 PM is 3 hours.
From 12:45 PM to 1:20 PM is 35 minutes.

So the trip is 3 hours and 35 minutes.

Now convert to minutes: 3 hours = 3 × 60 = 180 minutes. 180 + 35 = 215 minutes.

Let me check: 9:45 plus 180 minutes is 12:45, plus 35 more minutes is 1:20 PM. Yes.

So the trip takes 215 minutes.
""",
      "V": r"""9:45 AM -> 12:45 PM = 3 h = 180 min
12:45 PM -> 1:20 PM = 35 min
180 + 35 = 215
"""},
     [
        ("min_unit", "B", "tag", r"⟨V⟩</think> <answer> 215 minutes </answer>", "value and unit"),
        ("expl", "B", "tag", r"⟨W⟩</think> <answer> 215 min (3 hours and 35 minutes) </answer>", "an abbreviation, then the same duration in hours and minutes in parentheses"),
        ("unclosed_no_tag", "B", "prose_sentence", r"<think>¶⟨W⟩", "the think block never closed and no tag: the completion ends on its last sentence, 'So the trip takes 215 minutes.'"),
        ("sentence", "B", "tag", r"<think>⟨V⟩</think>¶<answer>The trip takes 215 minutes.</answer>", "opener repeated; a sentence in the tag"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer>3 × 60 + 35 = 215</answer>", "an equation chain ending on the value"),
        ("user_turn", "B", "tag", r"⟨W⟩</think> <answer> 215 </answer>¶User: How long is that in hours and minutes?¶Assistant: <answer> 3 hours 35 minutes </answer>", "the right tag, then an invented turn asking for another form, with its own tag"),
        ("math_unit", "B", "tag", r"⟨W⟩</think> <answer>$215$ minutes</answer>", "$...$ around the value, the unit outside"),
        ("hours_dec", "A", "tag", r"⟨W⟩</think> <answer> 3.35 hours </answer>", "3 h 35 min written as 3.35 hours (3.35 h is 201 minutes): hours for minutes, and not the same duration"),
        ("hours_unit", "A", "tag", r"⟨V⟩</think> <answer> 215 hours </answer>", "a unit of another kind: hours for minutes"),
        ("cut", "A", "truncated", r"⟨V⟩</think> <answer> The trip takes", "the tag cut by the token limit before its value: no_answer"),
     ]),
    ("change", "3.55",
     "Priya buys 3 notebooks for $4.25 each and 2 pens for $1.85 each. She pays with a $20 bill. How much change does she get?",
     {"W": r"""To find the change Priya gets, we need the total cost of her purchase.

1. The cost of the notebooks: \(3 \times 4.25 = 12.75\) dollars.
2. The cost of the pens: \(2 \times 1.85 = 3.70\) dollars.
3. The total cost: \(12.75 + 3.70 = 16.45\) dollars.
4. The change: \(20 - 16.45 = 3.55\) dollars.

So Priya gets \$3.55 in change.
""",
      "V": r"""3 x 4.25 = 12.75
2 x 1.85 = 3.70
12.75 + 3.70 = 16.45
20 - 16.45 = 3.55
"""},
     [
        ("dollar", "B", "tag", r"⟨V⟩</think> <answer> $3.55 </answer>", "a dollar sign before the value"),
        ("words", "B", "tag", r"⟨W⟩</think> <answer>3 dollars and 55 cents</answer>", "dollars and cents in words: 3.55"),
        ("esc_dollar", "B", "tag", r"⟨W⟩</think> <answer>\$3.55</answer>", "an escaped dollar sign with no math delimiters"),
        ("boxed", "B", "tag", r"<think> ⟨W⟩</think> <answer> \boxed{3.55} </answer>", "opener repeated; \\boxed{} in the tag"),
        ("expl", "B", "tag", r"⟨V⟩</think> <answer> $3.55 (20 − 16.45) </answer>", "the value, then how it was found in parentheses"),
        ("again_after", "B", "tag", r"⟨V⟩</think> <answer>3.55</answer>¶¶So Priya gets $3.55 in change.", "the tag, then the same value in a sentence after it"),
        ("think_last", "B", "prose_sentence", r"⟨W⟩</think>", "no opener and no tag: the completion ends at </think> after 'So Priya gets \\$3.55 in change.'"),
        ("user_turn", "B", "tag", r"⟨V⟩</think> <answer> 3.55 </answer> User: What if she paid with a $50 bill? Assistant: She would get 50 - 16.45 = 33.55 dollars back. <answer> 33.55 </answer>", "the right tag, then an invented turn on one line about another question (33.55)"),
        ("cost", "A", "tag", r"⟨V⟩</think> <answer> $16.45 </answer>", "the total cost, not the change"),
        ("words", "A", "tag", r"⟨W⟩</think> <answer>3 dollars and 45 cents</answer>", "a slip of ten cents: 3.45"),
     ]),
    ("truck", "289",
     "A delivery truck drives at 62 miles per hour for 3.5 hours, then at 48 miles per hour for 1.5 hours. How many miles does the truck travel in total?",
     {"W": r"""To find the total distance, we add the distances of the two parts of the trip, using distance = speed × time.

First part: \(62 \times 3.5 = 217\) miles.

Second part: \(48 \times 1.5 = 72\) miles.

Total distance: \(217 + 72 = 289\) miles.

Let's double-check the first part: \(62 \times 3 = 186\) and \(62 \times 0.5 = 31\), so \(186 + 31 = 217\). Yes.

So the truck travels 289 miles in total.
""",
      "V": r"""62 * 3.5 = 217
48 * 1.5 = 72
217 + 72 = 289
"""},
     [
        ("miles", "B", "tag", r"⟨V⟩</think> <answer> 289 miles </answer>", "value and unit"),
        ("mi_abbr", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>289 mi</answer>", "the abbreviation 'mi'"),
        ("chain_latex", "B", "tag", r"⟨W⟩</think> <answer> 62 \times 3.5 + 48 \times 1.5 = 217 + 72 = 289 </answer>", "a LaTeX chain without delimiters ending on the value"),
        ("answer_is_tag", "B", "tag", r"⟨V⟩</think> <answer> The answer is 289. </answer>", "'The answer is 289.' inside the tag"),
        ("user_turn", "B", "tag", r"⟨W⟩</think> <answer>289</answer>¶User: What was the truck's average speed?¶Assistant: The truck drove 289 miles in 3.5 + 1.5 = 5 hours, so 289 / 5 = 57.8 miles per hour. <answer>57.8</answer>", "the right tag, then an invented turn about another question (57.8)"),
        ("empty_tag", "B", "prose_sentence", r"⟨W⟩</think> <answer> </answer>", "debatable: the tag left empty; the think block's last sentence states 289 miles; see DECISIONS", True),
        ("sp_close_lines", "B", "tag", "<think>⟨V⟩</think >¶<answer>¶289¶</answer>", "`</think >`; the value on its own line inside the tag"),
        ("km", "A", "tag", r"⟨V⟩</think> <answer> 289 km </answer>", "a unit of another kind: km for miles"),
        ("avg_speed", "A", "tag", r"⟨W⟩</think> <answer> 275 miles </answer>", "the two speeds averaged: 55 mph x 5 h = 275"),
        ("answer_is_tag", "A", "tag", r"⟨V⟩</think> <answer> The answer is 217. </answer>", "the first part of the trip only"),
     ]),
    ("submarine", "-145",
     "A submarine is 120 meters below sea level. It rises 45 meters and then dives 70 meters. What is its position relative to sea level, in meters?",
     {"W": r"""Let's use negative numbers for positions below sea level. The submarine starts at -120 meters.

It rises 45 meters: -120 + 45 = -75 meters.

Then it dives 70 meters: -75 - 70 = -145 meters.

Let me check: overall it goes down 70 and up 45, a net change of -25. And -120 - 25 = -145. Yes.

So the submarine ends at -145 meters, that is, 145 meters below sea level.
""",
      "V": r"""start: -120
rise 45: -120 + 45 = -75
dive 70: -75 - 70 = -145
"""},
     [
        ("below", "B", "tag", r"⟨W⟩</think> <answer> 145 meters below sea level </answer>", "the position in words: 145 m below sea level is -145"),
        ("neg_m", "B", "tag", r"⟨V⟩</think> <answer>-145 m</answer>", "a negative value and 'm'"),
        ("unicode_minus", "B", "tag", r"⟨V⟩</think> <answer>−145</answer>", "the Unicode minus sign"),
        ("latex_neg", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>$-145$</answer>", "$...$ around the negative value"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer>-120 + 45 - 70 = -145</answer>", "an equation chain ending on the value"),
        ("sp_close_no_tag", "B", "prose_sentence", r"⟨W⟩</think >", "no tag; `</think >` ends the completion after 'So the submarine ends at -145 meters, that is, 145 meters below sea level.'"),
        ("again_after", "B", "tag", r"⟨V⟩</think> <answer>-145</answer>¶The submarine is 145 meters below sea level.", "the tag, then the same position in words after it"),
        ("user_turn", "B", "tag", r"⟨W⟩</think> <answer> -145 </answer>¶User: How far is it from the surface?¶Assistant: <think> It is 145 meters below, so the distance is 145 meters. </think> <answer> 145 </answer>", "the right tag, then an invented turn asking for the distance (145): not the answer to the question asked"),
        ("sign_lost", "A", "tag", r"⟨V⟩</think> <answer> 145 </answer>", "the sign lost: 145 is above sea level"),
        ("above", "A", "tag", r"⟨W⟩</think> <answer> 145 meters above sea level </answer>", "'above' for 'below'"),
     ]),
    ("butter", "7.5",
     "A baker uses 3/8 of a kilogram of butter for each cake. How many kilograms of butter does she need for 20 cakes?",
     {"W": r"""To find the total amount of butter, we multiply the butter per cake by the number of cakes:
\[ 20 \times \frac{3}{8} = \frac{60}{8} \]

Simplify the fraction: \(\frac{60}{8} = \frac{15}{2} = 7.5\).

Let's check with decimals: \(\frac{3}{8} = 0.375\), and \(0.375 \times 20 = 7.5\). Correct.

So the baker needs 7.5 kilograms of butter.
""",
      "V": r"""3/8 * 20 = 60/8
60/8 = 15/2 = 7.5
""",
      "D": r"""She needs 3/8 kg for each cake and there are 20 cakes, so 20 / (3/8) = 20 * 8/3 = 160/3. So she needs 160/3 kilograms of butter.
"""},
     [
        ("kg", "B", "tag", r"⟨V⟩</think> <answer>7.5 kg</answer>", "value and 'kg'"),
        ("mixed", "B", "tag", r"⟨W⟩</think> <answer> 7 1/2 kilograms </answer>", "a mixed number in plain text: 7 1/2"),
        ("frac_plain", "B", "tag", r"⟨V⟩</think> <answer>15/2</answer>", "an improper fraction in plain text"),
        ("frac_latex", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\frac{15}{2}</answer>", "\\frac without delimiters"),
        ("answer_is_unclosed", "B", "answer_is", r"<think>¶⟨V⟩The answer is 7.5 kg.", "the think block never closed and no tag: it ends on 'The answer is 7.5 kg.'"),
        ("sentence", "B", "tag", r"⟨W⟩</think> <answer> She needs 7.5 kilograms of butter. </answer>", "a sentence in the tag"),
        ("boxed_text", "B", "tag", r"⟨W⟩</think> <answer> \boxed{7.5 \text{ kg}} </answer>", "the unit in \\text{} inside the box"),
        ("grams", "A", "tag", r"⟨V⟩</think> <answer> 7.5 g </answer>", "a unit of another scale: grams for kilograms"),
        ("divide", "A", "tag", r"<think>¶⟨D⟩</think> <answer>160/3</answer>", "the draft divides by 3/8 instead of multiplying"),
        ("cut", "A", "truncated", r"⟨V⟩</think> <answer> \boxed{", "the tag cut inside an opened box, before the value: no_answer"),
     ]),
    ("library", "195000",
     "A city's libraries lend out 3,750 books every week. How many books do they lend out in a year of 52 weeks?",
     {"W": r"""We need to multiply the number of books lent each week by the number of weeks:
\[ 3750 \times 52 \]

Break it up: \(3750 \times 50 = 187500\) and \(3750 \times 2 = 7500\).

So \(3750 \times 52 = 187500 + 7500 = 195000\).

So the libraries lend out 195,000 books in a year.
""",
      "V": r"""3750 x 52 = ?
3750 x 50 = 187500
3750 x 2 = 7500
187500 + 7500 = 195000
""",
      "O": r"""Each week they lend out 3,750 books. There are 52 weeks in a year. 3,750 * 52 = 195,000. So they lend out 195,000 books in a year.
"""},
     [
        ("comma", "B", "tag", r"⟨W⟩</think> <answer> 195,000 books </answer>", "a thousands comma and the noun"),
        ("space", "B", "tag", r"⟨V⟩</think> <answer>195 000</answer>", "a space as the thousands separator"),
        ("thousand", "B", "tag", r"⟨W⟩</think> <answer> 195 thousand books </answer>", "'195 thousand'"),
        ("sci", "B", "tag", r"⟨V⟩</think> <answer> 1.95 \times 10^5 </answer>", "scientific notation in LaTeX without delimiters"),
        ("latex_comma", "B", "tag", r"⟨W⟩</think> <answer>$195{,}000$</answer>", "LaTeX's braced comma inside $...$"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer>3,750 × 52 = 195,000</answer>", "an equation with commas ending on the value"),
        ("again_after", "B", "tag", r"<think>⟨V⟩</think> <answer>195000</answer>¶They lend out 195,000 books in a year.", "the tag, then the same value with a comma in a sentence"),
        ("think_last", "B", "prose_sentence", r"<think> ⟨O⟩</think>", "no tag: a short think block ends on 'So they lend out 195,000 books in a year.' and the completion ends at </think>"),
        ("scale", "A", "tag", r"⟨W⟩</think> <answer> 19,500 books </answer>", "a scale slip: a tenth of the answer"),
        ("month", "A", "tag", r"⟨V⟩</think> <answer> 15,000 </answer>", "four weeks' lending, not a year's"),
     ]),
    ("helmet", "15",
     "A bicycle helmet cost $80 last year. This year it costs $92. By what percent did the price increase?",
     {"W": r"""The price went from $80 to $92. The increase is \(92 - 80 = 12\) dollars.

The percent increase is the increase divided by the original price, times 100:
\[ \frac{12}{80} \times 100\% = 15\% \]

Check: 15% of 80 is \(0.15 \times 80 = 12\), and \(80 + 12 = 92\). Correct.

So the price increased by 15%.
""",
      "V": r"""92 - 80 = 12
12 / 80 = 0.15
"""},
     [
        ("pct", "B", "tag", r"⟨V⟩</think> <answer>15%</answer>", "a percent sign after the value"),
        ("percent_word", "B", "tag", r"⟨W⟩</think> <answer>15 percent</answer>", "'percent' spelled out"),
        ("latex_pct", "B", "tag", r"⟨W⟩</think> <answer>15\%</answer>", "LaTeX \\% without delimiters"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer>(92 - 80)/80 × 100% = 15%</answer>", "a plain-text chain ending on 15%"),
        ("user_turn", "B", "tag", r"⟨W⟩</think> <answer>15%</answer>¶User: If the price goes up by another $12 next year, what will the percent increase be?¶Assistant: <answer>about 13%</answer>", "the right tag, then an invented turn about another question (12/92, about 13%)"),
        ("answer_is_after", "B", "tag", r"⟨V⟩</think> <answer> 15 </answer>¶The answer is 15%.", "a bare 15 in the tag, then 'The answer is 15%.' after it: the same value"),
        ("unclosed_no_tag", "B", "prose_sentence", r"<think>¶⟨W⟩", "the think block never closed and no tag: it ends on 'So the price increased by 15%.'"),
        ("dollar", "A", "tag", r"⟨V⟩</think> <answer>$12</answer>", "the increase in dollars, not in percent"),
        ("new_base", "A", "tag", r"⟨W⟩</think> <answer> about 13% </answer>", "the increase over the new price (12/92), hedged"),
        ("decimal_pct", "A", "tag", r"⟨V⟩</think> <answer> 0.15% </answer>", "the fraction 0.15 written with a percent sign: a hundredth of the answer"),
     ]),
    ("stamps", "82",
     "Jamal has 3 times as many stamps as Ana. Together they have 164 stamps. How many more stamps does Jamal have than Ana?",
     {"W": r"""Let the number of stamps Ana has be \(x\). Then Jamal has \(3x\) stamps.

Together they have 164 stamps:
\[ x + 3x = 164 \]
\[ 4x = 164 \]
\[ x = 41 \]

So Ana has 41 stamps and Jamal has \(3 \times 41 = 123\) stamps.

The difference is \(123 - 41 = 82\).

So Jamal has 82 more stamps than Ana.
""",
      "V": r"""x + 3x = 164
4x = 164
x = 41
3 * 41 = 123
123 - 41 = 82
"""},
     [
        ("more", "B", "tag", r"⟨V⟩</think> <answer> 82 more stamps </answer>", "the value with 'more stamps'"),
        ("words", "B", "tag", r"⟨W⟩</think> <answer> eighty-two </answer>", "a number word"),
        ("expl", "B", "tag", r"⟨W⟩</think> <answer> 82 (Jamal has 123 and Ana has 41) </answer>", "the value, then an explanation naming the two counts"),
        ("eq", "B", "tag", r"⟨V⟩</think> <answer> 123 - 41 = 82 </answer>", "an equation ending on the value"),
        ("sentence", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>Jamal has 82 more stamps than Ana.</answer>", "a sentence in the tag"),
        ("final_after", "B", "tag", r"⟨V⟩</think> <answer>82</answer>¶Final answer: 82", "the tag, then 'Final answer: 82' after it"),
        ("sp_close", "B", "tag", r"⟨W⟩</think > <answer> 82 </answer>", "`</think >` with a space"),
        ("user_turn", "B", "tag", r"⟨V⟩</think> <answer> 82 </answer>¶¶User: How many stamps does Jamal have?¶Assistant: <think> 3 * 41 = 123 </think> <answer> 123 </answer>", "the right tag, then an invented turn asking for Jamal's count (123): not the answer to the question asked"),
        ("jamal", "A", "tag", r"⟨V⟩</think> <answer> 123 stamps </answer>", "Jamal's stamps, not the difference"),
        ("expl", "A", "tag", r"⟨W⟩</think> <answer> 41 (Ana has 41 and Jamal has 123) </answer>", "Ana's stamps, then an explanation: the stated value is 41"),
     ]),
]

MPROBS = [
    ("marbles", r"\frac{15}{28}",
     "A bag contains 5 red marbles and 3 green marbles. Two marbles are drawn at random without replacement. What is the probability that one marble is red and the other is green? Express your answer as a common fraction.",
     {"W": r"""To find the probability that one marble is red and the other is green, we count the favorable outcomes and divide by the total number of outcomes.

The total number of ways to choose 2 marbles from 8 is:
\[ \binom{8}{2} = \frac{8 \times 7}{2} = 28 \]

The number of ways to choose 1 red marble and 1 green marble is:
\[ \binom{5}{1} \times \binom{3}{1} = 5 \times 3 = 15 \]

So the probability is:
\[ \frac{15}{28} \]

Let's verify with sequential draws: \(P(\text{red, then green}) = \frac{5}{8} \times \frac{3}{7} = \frac{15}{56}\) and \(P(\text{green, then red}) = \frac{3}{8} \times \frac{5}{7} = \frac{15}{56}\). Adding them gives \(\frac{30}{56} = \frac{15}{28}\).

Therefore, the probability is \(\frac{15}{28}\).
""",
      "V": r"""C(8,2) = 28
5 * 3 = 15
15/28
"""},
     [
        ("plain", "B", "tag", r"⟨V⟩</think> <answer> 15/28 </answer>", "a plain-text fraction"),
        ("frac", "B", "tag", r"⟨W⟩</think> <answer> \frac{15}{28} </answer>", "\\frac without delimiters"),
        ("dfrac", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer> $\dfrac{15}{28}$ </answer>", "$\\dfrac{}{}$"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer> \frac{5 \cdot 3}{\binom{8}{2}} = \frac{15}{28} </answer>", "a LaTeX equation without delimiters ending on the value"),
        ("sentence", "B", "tag", r"⟨W⟩</think> <answer>The probability is 15/28.</answer>", "a sentence with a plain-text fraction"),
        ("boxed", "B", "tag", r"⟨W⟩</think> <answer> \boxed{\frac{15}{28}} </answer>", "\\boxed{} in the tag"),
        ("think_last", "B", "prose_sentence", r"⟨W⟩</think>", "no tag: the completion ends at </think> after 'Therefore, the probability is \\(\\frac{15}{28}\\).'"),
        ("user_turn", "B", "tag", r"⟨V⟩</think> <answer>15/28</answer>¶User: What is the probability that both marbles are red?¶Assistant: <think> C(5,2)/C(8,2) = 10/28 = 5/14 </think> <answer>5/14</answer>", "the right tag, then an invented turn about another question (5/14)"),
        ("one_order", "A", "tag", r"⟨W⟩</think> <answer> 15/56 </answer>", "one order of the draws only"),
        ("with_repl", "A", "tag", r"⟨W⟩</think> <answer> \frac{15}{32} </answer>", "with replacement: 2 x 5/8 x 3/8"),
     ]),
    ("distance", r"6\sqrt{2}",
     "What is the distance between the points $(1, -2)$ and $(7, 4)$? Express your answer in simplest radical form.",
     {"W": r"""To find the distance between two points \((x_1, y_1)\) and \((x_2, y_2)\), we use the distance formula:
\[ d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2} \]

Here \((x_1, y_1) = (1, -2)\) and \((x_2, y_2) = (7, 4)\).

\[ x_2 - x_1 = 7 - 1 = 6 \]
\[ y_2 - y_1 = 4 - (-2) = 6 \]

\[ d = \sqrt{6^2 + 6^2} = \sqrt{36 + 36} = \sqrt{72} \]

Simplify: \(72 = 36 \times 2\), so \(\sqrt{72} = 6\sqrt{2}\).

So the distance is \(6\sqrt{2}\).
""",
      "V": r"""dx = 7 - 1 = 6
dy = 4 - (-2) = 6
d = sqrt(36 + 36) = sqrt(72) = 6 sqrt(2)
"""},
     [
        ("sqrt_star", "B", "tag", r"⟨V⟩</think> <answer> 6*sqrt(2) </answer>", "plain-text 6*sqrt(2)"),
        ("sqrt_space", "B", "tag", r"⟨V⟩</think> <answer>6 sqrt(2)</answer>", "plain-text 6 sqrt(2)"),
        ("pow_half", "B", "tag", r"⟨V⟩</think> <answer> 6 * 2^(1/2) </answer>", "plain-text power 2^(1/2)"),
        ("unicode", "B", "tag", r"⟨W⟩</think> <answer>6√2</answer>", "the Unicode radical"),
        ("nobrace", "B", "tag", r"⟨W⟩</think> <answer> 6\sqrt2 </answer>", "\\sqrt2 without braces, no delimiters"),
        ("chain", "B", "tag", r"⟨W⟩</think> <answer> \sqrt{36 + 36} = \sqrt{72} = 6\sqrt{2} </answer>", "a LaTeX chain ending on the value"),
        ("d_eq", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>d = 6\sqrt{2}</answer>", "'d =' before the value"),
        ("unclosed", "B", "tag", r"<think>¶⟨W⟩¶<answer>\(6\sqrt{2}\)</answer>", "the think block never closed; \\( \\) in the tag"),
        ("sqrt3", "A", "tag", r"⟨W⟩</think> <answer> 6\sqrt{3} </answer>", "a slip: 6\\sqrt{3}"),
        ("approx", "A", "tag", r"⟨V⟩</think> <answer> approximately 8.49 </answer>", "a hedged rounded decimal for an exact value"),
     ]),
    ("compose", "9x^2 - 1",
     "Let $f(x) = x^2 + 2x$ and $g(x) = 3x - 1$. Find $f(g(x))$.",
     {"W": r"""To find \(f(g(x))\), we substitute \(g(x) = 3x - 1\) into \(f\):
\[ f(g(x)) = (3x - 1)^2 + 2(3x - 1) \]

Expand \((3x - 1)^2\):
\[ (3x - 1)^2 = 9x^2 - 6x + 1 \]

Expand \(2(3x - 1)\):
\[ 2(3x - 1) = 6x - 2 \]

Add them:
\[ 9x^2 - 6x + 1 + 6x - 2 = 9x^2 - 1 \]

Let's check with \(x = 1\): \(g(1) = 2\) and \(f(2) = 4 + 4 = 8\); \(9(1)^2 - 1 = 8\). Correct.

So \(f(g(x)) = 9x^2 - 1\).
""",
      "V": r"""f(g(x)) = (3x-1)^2 + 2(3x-1)
= 9x^2 - 6x + 1 + 6x - 2
= 9x^2 - 1
"""},
     [
        ("caret", "B", "tag", r"⟨V⟩</think> <answer> 9x^2-1 </answer>", "no spaces, no delimiters"),
        ("star", "B", "tag", r"⟨V⟩</think> <answer>9*x^2 - 1</answer>", "plain-text 9*x^2 - 1"),
        ("unicode", "B", "tag", r"⟨W⟩</think> <answer>9x² − 1</answer>", "a Unicode superscript and minus"),
        ("reorder", "B", "tag", r"⟨W⟩</think> <answer> -1 + 9x^2 </answer>", "the constant first"),
        ("eq", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer> f(g(x)) = 9x^2 - 1 </answer>", "'f(g(x)) =' before the value"),
        ("chain", "B", "tag", r"⟨W⟩</think> <answer> (3x-1)^2 + 2(3x-1) = 9x^2 - 6x + 1 + 6x - 2 = 9x^2 - 1 </answer>", "a chain ending on the value"),
        ("factored", "B", "tag", r"⟨V⟩</think> <answer>(3x-1)(3x+1)</answer>", "the same polynomial factored: (3x-1)(3x+1) = 9x^2 - 1"),
        ("gof", "A", "tag", r"⟨W⟩</think> <answer> 3x^2 + 6x - 1 </answer>", "g(f(x)), the composition the other way"),
        ("sign", "A", "tag", r"⟨V⟩</think> <answer>9x^2 + 1</answer>", "the constant's sign slipped"),
        ("chain", "A", "tag", r"⟨W⟩</think> <answer> (3x-1)^2 + 2(3x-1) = 9x^2 + 1 + 6x - 2 = 9x^2 + 6x - 1 </answer>", "a chain that loses the cross term of the square"),
     ]),
    ("radians", r"\frac{5\pi}{6}",
     r"Convert $150^\circ$ to radians.",
     {"W": r"""To convert degrees to radians, we multiply by \(\frac{\pi}{180}\):
\[ 150^\circ \times \frac{\pi}{180} = \frac{150\pi}{180} \]

Simplify the fraction \(\frac{150}{180}\). Both numbers are divisible by 30: \(\frac{150}{180} = \frac{5}{6}\).

So \(150^\circ = \frac{5\pi}{6}\) radians.

Check: \(\frac{5\pi}{6} \times \frac{180}{\pi} = 5 \times 30 = 150\). Correct.

So 150 degrees is \(\frac{5\pi}{6}\) radians.
""",
      "V": r"""150 * pi/180 = 150pi/180
150/180 = 5/6
"""},
     [
        ("plain", "B", "tag", r"⟨V⟩</think> <answer> 5pi/6 </answer>", "plain-text 5pi/6"),
        ("star", "B", "tag", r"⟨V⟩</think> <answer>5*pi/6</answer>", "plain-text 5*pi/6"),
        ("paren_unicode", "B", "tag", r"⟨W⟩</think> <answer> (5/6)π </answer>", "a plain-text coefficient before the Unicode π"),
        ("frac_pi", "B", "tag", r"⟨W⟩</think> <answer> \frac{5}{6}\pi </answer>", "\\frac{5}{6}\\pi without delimiters"),
        ("unit", "B", "tag", r"⟨W⟩</think> <answer>5π/6 radians</answer>", "the Unicode π and the unit asked"),
        ("dollar", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>$\frac{5\pi}{6}$</answer>", "$...$ in the tag"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer> 150 \cdot \frac{\pi}{180} = \frac{5\pi}{6} </answer>", "a LaTeX chain ending on the value"),
        ("pi3", "A", "tag", r"⟨V⟩</think> <answer>5pi/3</answer>", "a slip: 5pi/3"),
        ("approx", "A", "tag", r"⟨W⟩</think> <answer>2.618</answer>", "a rounded decimal for an exact value (5\\pi/6 = 2.61799...)"),
        ("cut", "A", "truncated", r"⟨V⟩</think> <answer>¶\frac{", "the tag cut inside an opened \\frac, before the value: no_answer"),
     ]),
    ("circle", r"8\pi",
     r"A circle has an area of $16\pi$ square units. What is its circumference? Express your answer in terms of $\pi$.",
     {"W": r"""The area of a circle is \(A = \pi r^2\). We are given \(A = 16\pi\), so:
\[ \pi r^2 = 16\pi \]
\[ r^2 = 16 \]
\[ r = 4 \]

The circumference is \(C = 2\pi r\):
\[ C = 2\pi \times 4 = 8\pi \]

So the circumference of the circle is \(8\pi\).
""",
      "V": r"""pi r^2 = 16pi
r = 4
C = 2 * pi * 4 = 8pi
"""},
     [
        ("plain", "B", "tag", r"⟨V⟩</think> <answer>8pi</answer>", "plain-text 8pi"),
        ("star", "B", "tag", r"⟨W⟩</think> <answer>8*pi</answer>", "plain-text 8*pi"),
        ("twopi", "B", "tag", r"⟨V⟩</think> <answer>2*pi*4 = 8*pi</answer>", "a plain-text chain from 2*pi*r"),
        ("unicode_units", "B", "tag", r"⟨W⟩</think> <answer> 8π units </answer>", "the Unicode π and 'units'"),
        ("eq", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer> C = 8\pi </answer>", "'C =' before the value"),
        ("empty_tag", "B", "prose_sentence", r"<think>¶⟨W⟩</think>¶<answer></answer>", "debatable: the tag left empty; the think block's last sentence states 8\\pi; see DECISIONS", True),
        ("boxed_dollar", "B", "tag", r"⟨W⟩</think> <answer>$\boxed{8\pi}$</answer>", "$\\boxed{}$ in the tag"),
        ("again_after", "B", "tag", r"⟨V⟩</think> <answer> 8\pi </answer>¶The circumference of the circle is $8\pi$.", "the tag, then the same value in a sentence"),
        ("area", "A", "tag", r"⟨W⟩</think> <answer>16\pi</answer>", "the area, a given"),
        ("pi_r", "A", "tag", r"⟨V⟩</think> <answer> 4pi </answer>", "\\pi r: the factor 2 lost"),
     ]),
    ("inequality", r"(-\infty,-2)",
     "Solve the inequality $3 - 2x > 7$. Express your answer in interval notation.",
     {"W": r"""We need to solve \(3 - 2x > 7\).

Subtract 3 from both sides:
\[ -2x > 4 \]

Divide both sides by \(-2\). Since we are dividing by a negative number, we reverse the inequality sign:
\[ x < -2 \]

Check: \(x = -3\) gives \(3 + 6 = 9 > 7\), true. \(x = 0\) gives \(3 > 7\), false. And \(x = -2\) gives \(7 > 7\), false, so \(-2\) is not included.

So the solution in interval notation is \((-\infty, -2)\).
""",
      "V": r"""3 - 2x > 7
-2x > 4
x < -2
"""},
     [
        ("ineq", "B", "tag", r"⟨V⟩</think> <answer> x < -2 </answer>", "the inequality for the interval; a '<' inside the tag"),
        ("inf_plain", "B", "tag", r"⟨V⟩</think> <answer>(-inf, -2)</answer>", "plain-text -inf"),
        ("unicode_inf", "B", "tag", r"⟨W⟩</think> <answer>(-∞, -2)</answer>", "the Unicode infinity sign"),
        ("latex", "B", "tag", r"⟨W⟩</think> <answer> (-\infty, -2) </answer>", "LaTeX without delimiters"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer> 3 - 2x > 7 \Rightarrow -2x > 4 \Rightarrow x < -2 </answer>", "a chain of implications ending on x < -2"),
        ("setbuilder", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>\{x \mid x < -2\}</answer>", "set-builder notation without delimiters"),
        ("sentence", "B", "tag", r"⟨W⟩</think> <answer>The solution is all x less than -2, that is, (-\infty, -2).</answer>", "a sentence ending on the interval"),
        ("flip", "A", "tag", r"⟨V⟩</think> <answer> x > -2 </answer>", "the inequality sign not reversed"),
        ("closed", "A", "tag", r"⟨W⟩</think> <answer>(-\infty, -2]</answer>", "-2 included: 7 > 7 is false"),
        ("other_side", "A", "tag", r"⟨W⟩</think> <answer>(-2, \infty)</answer>", "the other side of -2"),
     ]),
    ("complex", "3-4i",
     "Simplify $(2 - i)^2$.",
     {"W": r"""To simplify \((2 - i)^2\), we expand using \((a - b)^2 = a^2 - 2ab + b^2\):
\[ (2 - i)^2 = 2^2 - 2 \cdot 2 \cdot i + i^2 = 4 - 4i + i^2 \]

Since \(i^2 = -1\):
\[ 4 - 4i - 1 = 3 - 4i \]

Check: \((2 - i)(2 - i) = 4 - 2i - 2i + i^2 = 4 - 4i - 1 = 3 - 4i\). Correct.

So \((2 - i)^2 = 3 - 4i\).
""",
      "V": r"""(2 - i)^2 = 4 - 4i + i^2
i^2 = -1
4 - 1 - 4i = 3 - 4i
""",
      "D": r"""(2 - i)^2 = 4 - 4i + i^2 = 4 - 4i + 1 = 5 - 4i
"""},
     [
        ("nospace", "B", "tag", r"⟨V⟩</think> <answer>3-4i</answer>", "no spaces"),
        ("star_i", "B", "tag", r"⟨V⟩</think> <answer>3 - 4*i</answer>", "plain-text 4*i"),
        ("reorder", "B", "tag", r"⟨W⟩</think> <answer>-4i + 3</answer>", "the imaginary part first"),
        ("chain", "B", "tag", r"⟨W⟩</think> <answer> (2-i)^2 = 4 - 4i + i^2 = 3 - 4i </answer>", "a chain ending on the value"),
        ("dollar", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer>$3 - 4i$</answer>", "$...$ in the tag"),
        ("answer_is", "B", "answer_is", r"⟨W⟩</think>¶¶The answer is 3 - 4i.", "no tag after </think>: 'The answer is 3 - 4i.'"),
        ("user_turn", "B", "tag", r"⟨V⟩</think> <answer> 3 - 4i </answer>¶User: Now compute (2 - i)^3.¶Assistant: <think> (3 - 4i)(2 - i) = 6 - 3i - 8i + 4i^2 = 2 - 11i </think> <answer> 2 - 11i </answer>", "the right tag, then an invented turn about another question (2 - 11i)"),
        ("sp_close_boxed", "B", "tag", r"⟨W⟩</think > <answer> \boxed{3-4i} </answer>", "`</think >`; \\boxed{} in the tag"),
        ("i2plus", "A", "tag", r"<think>¶⟨D⟩</think> <answer>5 - 4i</answer>¶User: What is the complex conjugate of 3 + 4i?¶Assistant: <answer>3 - 4i</answer>", "a draft taking i^2 = +1 (5 - 4i) in the tag, then an invented turn about ANOTHER question whose answer is 3 - 4i: it does not count"),
        ("conj", "A", "tag", r"⟨W⟩</think> <answer>3 + 4i</answer>", "the conjugate"),
     ]),
    ("divisors", "24",
     "How many positive divisors does 360 have?",
     {"W": r"""To find the number of positive divisors of 360, we first find its prime factorization.

\[ 360 = 2 \times 180 = 2^2 \times 90 = 2^3 \times 45 = 2^3 \times 3^2 \times 5 \]

If \(n = p_1^{a_1} p_2^{a_2} \cdots p_k^{a_k}\), the number of positive divisors is \((a_1 + 1)(a_2 + 1) \cdots (a_k + 1)\).

So the number of divisors of 360 is:
\[ (3 + 1)(2 + 1)(1 + 1) = 4 \times 3 \times 2 = 24 \]

So 360 has 24 positive divisors.
""",
      "V": r"""360 = 2^3 * 3^2 * 5
(3+1)(2+1)(1+1) = 24
"""},
     [
        ("noun", "B", "tag", r"⟨V⟩</think> <answer> 24 divisors </answer>", "value and noun"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer>(3+1)(2+1)(1+1) = 24</answer>", "a chain ending on the value"),
        ("sentence", "B", "tag", r"⟨W⟩</think> <answer>360 has 24 positive divisors.</answer>", "a sentence naming 360 before the value"),
        ("box_after", "B", "tag", r"⟨W⟩</think> <answer>24</answer>¶¶The final answer is \boxed{24}.", "the tag, then the same value boxed after it"),
        ("think_last", "B", "prose_sentence", r"<think>¶⟨W⟩</think>", "no tag: the completion ends at </think> after 'So 360 has 24 positive divisors.'"),
        ("expl", "B", "tag", r"⟨V⟩</think> <answer>24, since 360 = 2^3 \cdot 3^2 \cdot 5</answer>", "the value, then a short explanation with the factorization"),
        ("words", "B", "tag", r"⟨W⟩</think> <answer> twenty-four </answer>", "a number word"),
        ("proper", "A", "tag", r"⟨W⟩</think> <answer>22 divisors</answer>", "the divisors other than 1 and 360"),
        ("expl", "A", "tag", r"⟨V⟩</think> <answer>6, since 360 = 2^3 \cdot 3^2 \cdot 5</answer>", "the exponents added (3 + 2 + 1)"),
        ("cut", "A", "truncated", r"⟨V⟩</think> <answer> The number of positive divisors of 360 is", "the tag cut by the token limit before its value: no_answer"),
     ]),
    ("xminusy", r"\sqrt{5}",
     "If $x^2 + y^2 = 13$ and $xy = 4$, and $x > y$, what is the value of $x - y$?",
     {"W": r"""We use the identity \((x - y)^2 = x^2 - 2xy + y^2\).

\[ (x - y)^2 = (x^2 + y^2) - 2xy = 13 - 2 \times 4 = 13 - 8 = 5 \]

So \(x - y = \pm\sqrt{5}\). Since \(x > y\), \(x - y\) is positive, so \(x - y = \sqrt{5}\).

Check: \((x + y)^2 = 13 + 8 = 21\). Taking \(x + y = \sqrt{21}\) and \(x - y = \sqrt{5}\) gives \(x = \frac{\sqrt{21} + \sqrt{5}}{2}\) and \(y = \frac{\sqrt{21} - \sqrt{5}}{2}\), and then \(xy = \frac{21 - 5}{4} = 4\). Correct.

Therefore \(x - y = \sqrt{5}\).
""",
      "V": r"""(x - y)^2 = 13 - 2*4 = 5
x > y, so x - y > 0
"""},
     [
        ("sqrt_plain", "B", "tag", r"⟨V⟩</think> <answer>sqrt(5)</answer>", "plain-text sqrt(5)"),
        ("pow", "B", "tag", r"⟨V⟩</think> <answer>5^(1/2)</answer>", "plain-text power 5^(1/2)"),
        ("unicode", "B", "tag", r"⟨W⟩</think> <answer>√5</answer>", "the Unicode radical"),
        ("nobrace", "B", "tag", r"⟨W⟩</think> <answer>\sqrt5</answer>", "\\sqrt5 without braces, no delimiters"),
        ("eq", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer> x - y = \sqrt{5} </answer>", "'x - y =' before the value"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer>(x-y)^2 = 13 - 2 \cdot 4 = 5, so x - y = \sqrt{5}</answer>", "a chain through the square, ending on the value"),
        ("unclosed_no_tag", "B", "prose_sentence", r"<think>¶⟨W⟩", "the think block never closed and no tag: it ends on 'Therefore \\(x - y = \\sqrt{5}\\).'"),
        ("square", "A", "tag", r"⟨V⟩</think> <answer>5</answer>", "(x - y)^2: the root not taken"),
        ("sum", "A", "tag", r"⟨W⟩</think> <answer>sqrt(21)</answer>", "x + y, another quantity"),
        ("pm", "A", "tag", r"⟨W⟩</think> <answer> \pm\sqrt{5} </answer>", "both signs, ignoring x > y: two values where one is asked"),
     ]),
    ("telescoping", r"\frac{9}{10}",
     r"Compute $\frac{1}{1\cdot 2} + \frac{1}{2\cdot 3} + \frac{1}{3\cdot 4} + \cdots + \frac{1}{9\cdot 10}$. Express your answer as a common fraction.",
     {"W": r"""Each term can be split with partial fractions:
\[ \frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1} \]

So the sum telescopes:
\[ \left(1 - \frac{1}{2}\right) + \left(\frac{1}{2} - \frac{1}{3}\right) + \cdots + \left(\frac{1}{9} - \frac{1}{10}\right) = 1 - \frac{1}{10} = \frac{9}{10} \]

Check with the first two terms: \(\frac{1}{2} + \frac{1}{6} = \frac{2}{3} = 1 - \frac{1}{3}\). The pattern holds.

So the sum is \(\frac{9}{10}\).
""",
      "V": r"""1/(n(n+1)) = 1/n - 1/(n+1)
sum = 1 - 1/10 = 9/10
"""},
     [
        ("plain", "B", "tag", r"⟨V⟩</think> <answer>9/10</answer>", "a plain-text fraction"),
        ("decimal", "B", "tag", r"⟨W⟩</think> <answer> 0.9 </answer>", "the exact decimal 0.9 = 9/10 where a common fraction is asked"),
        ("tfrac", "B", "tag", r"⟨W⟩</think> <answer>\tfrac{9}{10}</answer>", "\\tfrac without delimiters"),
        ("chain", "B", "tag", r"⟨V⟩</think> <answer>1 - \frac{1}{10} = \frac{9}{10}</answer>", "a LaTeX chain ending on the value"),
        ("sentence", "B", "tag", r"⟨W⟩</think> <answer> The sum is 9/10. </answer>", "a sentence in the tag"),
        ("boxed_dollar", "B", "tag", r"<think>¶⟨W⟩</think>¶<answer> $\boxed{\frac{9}{10}}$ </answer>", "$\\boxed{}$ in the tag"),
        ("again_after", "B", "tag", r"⟨W⟩</think> <answer> \frac{9}{10} </answer>¶So the sum equals 9/10.", "the tag, then the same value in plain text after it"),
        ("user_turn", "B", "tag", r"⟨V⟩</think> <answer>9/10</answer>¶¶User: What if the sum went up to 1/(99·100)?¶Assistant: <think> 1 - 1/100 = 99/100 </think> <answer>99/100</answer>", "the right tag, then an invented turn about another sum (99/100)"),
        ("eleven", "A", "tag", r"⟨W⟩</think> <answer> 10/11 </answer>", "one term too many (1 - 1/11)"),
        ("last_term", "A", "tag", r"⟨V⟩</think> <answer>\frac{1}{10}</answer>", "the subtracted 1/10, not the sum"),
     ]),
]
# fmt: on


CASES = probe_rows(GPROBS, g, "g") + probe_rows(MPROBS, m, "m")

DECISIONS = {
    "ok_g_truck_empty_tag": (
        "accept",
        "the brief lists 'the answer stated in the think block's last sentence with the tag left "
        "empty' among the shapes of honest right answers, and its rule for a completion with no "
        "marker and no box is the value the concluding sentence states as the answer: here 'So the "
        "truck travels 289 miles in total.', right. A stricter reader following public_heldout3's "
        "labelling ('a placeholder or an empty element is no_answer': the R1 format puts the "
        "answer in the tag, and the tag is empty) would reject it",
    ),
    "ok_m_circle_empty_tag": (
        "accept",
        "as ok_g_truck_empty_tag: the tag is written and left empty (`<answer></answer>`), the "
        "think block's last sentence 'So the circumference of the circle is \\(8\\pi\\).' states "
        "the answer, right; the concluding-sentence rule accepts, public_heldout3's 'an empty "
        "element is no_answer' would reject",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam244", CASES, [], DECISIONS)
