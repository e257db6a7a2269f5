r"""Build adversarial_redteam258.jsonl: round 258 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam258"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, the
project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy
or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers g, m and write_probes; copied unchanged beside this builder) and the two template builders
build_adversarial_redteam254.py / build_adversarial_redteam248.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: issue 25's classes 1-4 of "Where it stands", as a grader tests them, each probe
a full completion. English, 200 probes, 100 GSM8K and 100 MATH, 100 kind A and 100 kind B (5 + 5 per
problem, 10 GSM8K and 10 MATH problems).
1. The answer tag read like a small completion: a sentence ("At the end of the day the bakery has
   25 muffins left."), a box (display `\[ \boxed{54 \text{ km}} \]` on lines of its own,
   `\(\boxed{\$1.50}\)`, `$P = \boxed{\frac{5}{36}}$`, "There are $\boxed{30}$ distinct
   arrangements."), an equation or chain (`600 + 135 = 735`, `x = 3 or x = -1/2`, `cos 330° =
   √3/2`, a chain ending `= 14 − 5i`, "1250 / 24 ≈ 52.08, so 53 packs", `-2 < x < 5`), a `####`
   line after an equation, a marker phrase ("Final answer: $61", "The final answer is
   $\frac{\sqrt{3}}{2}$."), Qwen's and Minerva's whole closing lines, the working and a concluding
   sentence (empty think block), units, bold, a dollar sign and a thousands comma ("$1,932",
   "**410 minutes**"), `\dfrac` in `\(...\)`, a base subscript (`$124_{10}$`); tags never closed
   (ended by the completion, by `<|endoftext|>`, `<|im_end|>` or `</s>`; holding number words, a
   box, a sentence; one followed by an invented turn); a second tag (same value or another).
2. A phrase marker followed by `####`: "Thus, the answer is #### 25.", "**Final Answer:** #### 54",
   "Answer:" then "#### 61" on the next line, "Therefore the answer is #### $1,932", "The final
   answer is: #### 78", "So the answer is #### 53 packs.", "So the final answer is: #### $735.",
   "So the answer is: ####15", "Hence, the answer is #### 410 minutes.", "Answer: #### $1.50",
   "So the answer is #### -\frac{1}{2}, 3", "Therefore, the answer is #### 4/11", "The answer is:
   #### \frac{3}{2}", "Final Answer: #### 5/36", "Answer: #### 11", "**Answer:** #### 14 - 5i",
   "Thus the final answer is #### 30.", "The answer is #### (-2, 5)", "Hence the answer is: ####
   124".
3. An answer phrase with trailing words or inside `\text{}`: "The answer is 25, because only 54
   muffins were left…", "The answer is 53 packs, since 52 packs hold only 1,248 bottles.", "The
   answer is 61." then a line "$61 for the month", "The answer is 410." then "410 minutes, or 6
   hours 50 minutes", "I am quite certain the answer is $\$1932$ in total.", "I think the answer is
   definitely $735 for the week.", "I believe the final answer is definitely $11$, attained at
   $x = 2$."; `$\text{The answer is } 54 \text{ km}.$`, `$\text{Final answer: } 15 \text{
   students}$`, `$\text{Answer: } \frac{4}{11}$`, `$\text{Answer: } S = \frac{3}{2}$`,
   `$\text{Answer: } 14-5i.$`, `$\text{Answer: } x \in (-2, 5).$`, `$\text{The answer is } 124
   \text{ in base 10}.$`; an answer phrase in words ("one dollar and fifty cents", "three halves").
4. A final answer in prose with no marker ("Dev pays $78 altogether for the five shirts and the
   shipping.", "So Ava gets $1.50 back from her ten-dollar bill.", "Hence the equation has the two
   solutions x = 3 and x = −1/2.", "So the chance of rolling a total of 8 is 5/36.", "Thus the
   product simplifies to −5i + 14.") or in number words ("fifty-four kilometers", "one thousand
   nine hundred thirty-two dollars", "fifteen students", "four hundred ten minutes", "four
   elevenths", "eleven", "thirty different ways", "one hundred twenty-four").
5. Text after the committed answer: invented turns (`User:` / `Assistant:`, `Human:` /
   `Assistant:`, ChatML `<|im_end|>` `<|im_start|>user`, Llama 3 `<|eot_id|><|start_header_id|>user…`)
   with values, tags or boxes of their own; self-set problems ("Question: … Answer: … ####", "Q: …
   A: …", "**Exercise.**", "Practice problem:" with a think block and a tag, "**Try it yourself:**",
   Minerva's "Problem: … Solution:") with boxes, tags or `####` of their own; a restart or re-check
   cut by the token limit (after a sentence, a box, Qwen's closing line, a tag, or in a second think
   block).
Kind B: honest right answers in these shapes. Kind A: the nearest wrong twin of each (the same
shape holding a subtotal, another quantity, a unit or base of another kind, a hedge, a rounded or
cut decimal, a missing root, a closed interval for an open one, a slip; a second tag that differs;
a tag that disagrees with the think block; a restatement that differs; a wrong committed answer
followed by an invented turn or self-set problem whose box, tag or `####` holds the gold for
ANOTHER question; a wrong committed answer followed by a cut restart) or a cut before the value
(truncated, 7 probes).

Formats: R1-format completions (`<think>…</think><answer>…</answer>`, tag closed or not, think block
empty or not), GSM8K-style working (with `<<a*b=c>>` calculator notes) ending in a phrase marker +
`####`, a bare `####`, an answer phrase, a `\text{…}` marker, a box (bare, in a sentence, Qwen2.5's
"Therefore, the final answer is: $\boxed{…}$. I hope it is correct."), Minerva's closing line, or an
unmarked concluding sentence. Each problem's working is written two ways: W, a full explanation
with a check line and no concluding answer sentence (the probe's final adds it); V, terse
calculation lines. Most kind A probes carry working of their own that holds their error.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; the wrong
values probes end on, and the values of invented turns and self-set problems, in brackets):
GSM8K: bakery: 12 trays of 18 muffins, three quarters sold, then 29 -> 25 (216; 162; 54; 162 + 29 +
25 = 216; 54 the afternoon forgotten; 191 sold; 54 - 29 = 35 the slip; a quarter read for three
quarters: 216 - 54 = 162, 162 - 29 = 133). cyclist: 18 km/h for 2.5 h, 12 km/h for 45 min -> 54 (45;
9; 9/12 = 0.75 h; 12 x 45 = 540, 585; 45 the first part; 54 miles; 0.45 h, 5.4, 50.4; fifty-five;
invented turns 12 x 1.5 = 18, 63 and 30 + 24 = 54). phone: $35 with 200 texts, $0.10 each over, 460
texts -> 61 (260; 26; 460 x 0.10 = 46, 81; 26 the extra only; 2.60, 37.60 the decimal slip; invented
turns 35 and 40 + 210 x 0.10 = 61). tomatoes: 7 rows of 23, 4 kg a plant, $3 a kg -> 1932 (161; 644;
161 x 12 = 1932; 161 x 3 = 483; 1923 the slip; one row 23 x 4 x 3 = 276; 644 the kilograms; 7 + 23 =
30, 120, 360; self-set 5 x 20 x 2 x 4 = 800 and 6 x 46 x 7 = 276 x 7 = 1932). shirts: 5 at $18, 20%
off, $6 shipping -> 78 (90; 18; 72; 96 no discount; (90 + 6) x 0.8 = 76.8; 72 shipping forgotten;
invented turns 8 x 18 x 0.8 + 6 = 115.20 + 6 = 121.20 and 5 x 15 + 3 = 78). bottles: 1,250 bottles,
packs of 24, fewest packs -> 53 (1250/24 = 52.08; 52 x 24 = 1248; 53 x 24 = 1272; 22 spare; 52
rounded down; self-set 500/40 = 12.5 -> 13 and 1260/24 = 52.5 -> 53). wages: $15 for 40 h,
time-and-a-half after, 46 h -> 735 (600; 22.50; 6 x 22.50 = 135; 46 x 15 = 690 + 6 x 7.50 = 45; 690
overtime at the base rate; 135 overtime only; "around $735" the hedge; invented turns 600 + 10 x
22.50 = 825 and 49 x 15 = 735). walkers: 32 students, 3/8 walk, a quarter of the rest by bus, the
rest driven -> 15 (12; 20; 5; 12 + 5 + 15 = 32; 5 the bus; 20 the non-walkers; a quarter of the
class 8, 32 - 12 - 8 = 12; self-set 40: 10, 30, 10, 20 and 36: 6, 30, 15, 15). movies: 2 h 15, 1 h
50, 2 h 5, two 20-minute breaks, in minutes -> 410 (135 + 110 + 125 = 370; 40; 6 h 50 min = 360 + 50
= 410; 370 breaks forgotten; 430 three breaks; 390 one break). change: 3 notebooks at $2.35, a pen
at $1.45, a $10 bill -> 1.5 (7.05; 8.50; 1.50; 2.95 the pen forgotten; 8.50 the cost; one notebook
3.80, 6.20; 8.95 the slip, 1.05; invented turns 10 - (4.70 + 1.45) = 3.85 and 10 - (6.25 + 2.25) =
1.50).
MATH: roots: 2x^2 - 5x - 3 = 0 -> -\frac{1}{2}, 3 ((2x + 1)(x - 3); product -6, sum -5: -6 and 1;
2 x 9 - 15 - 3 = 0 and 1/2 + 5/2 - 3 = 0; (2x - 1)(x + 3) giving 1/2, -3; 3 alone; (5 +- 7)/2 = 6,
-1; self-set 3x^2 + x - 2 = (3x - 2)(x + 1): 2/3, -1, and -4x^2 + 10x + 6 = -2(2x^2 - 5x - 3)).
repdec: 0.\overline{36} in lowest terms -> \frac{4}{11} (99x = 36; 36/99 = 4/11; 4/11 = 0.3636...;
9/25 = 0.36 terminating; 4/9 the reduction slip; 0.36 cut; invented turns 45/99 = 5/11 and 12/33 =
4/11). series: 1 + 1/3 + 1/9 + ... -> \frac{3}{2} (1/(1 - 1/3); partial sum 1.481, 1.48 rounded;
1/(1 + 1/3) = 3/4; 1 - 1/3 = 2/3; 1 + 1/3 = 4/3). dice: two dice, sum 8 -> \frac{5}{36} (5 of 36;
5/36 = 0.1389 ~ 0.14; 3 unordered pairs 3/36 = 1/12; 4/36 the double missed; 6/36 = 1/6 the double
counted twice; self-set sum 7: 6/36 = 1/6 and sum 6: 5/36). cosine: cos 330 degrees ->
\frac{\sqrt{3}}{2} (360 - 30; fourth quadrant; -\sqrt{3}/2 the sign; 1/2 the sine; 0.866 rounded;
invented turns sin 330 = -1/2 and cos 30 = \sqrt{3}/2). maximum: -2x^2 + 8x + 3 -> 11 (-2(x - 2)^2 +
11; -8 + 16 + 3 = 11; 2 the place of the maximum; +4 for +8 giving 7; x = 4 giving -32 + 32 + 3 = 3;
8 + 16 + 3 = 27 the sign lost; invented turn -(x - 3)^2 + 11 = -x^2 + 6x + 2, maximum 11). complex:
(2 + 3i)(1 - 4i) -> 14-5i (2 - 8i + 3i - 12i^2; 13 x 17 = 221 = 196 + 25; -10 - 5i with i^2 = 1; 14 +
5i; 2 - 12i parts multiplied separately). level: arrangements of LEVEL -> 30 (5!/(2!2!) = 120/4;
C(5,2) x C(3,2) = 10 x 3; 60 one repeat divided; 120; 120/6 = 20 the slip; self-set PEPPER 720/12 =
60 and RADAR 120/4 = 30). absineq: |2x - 3| < 7 in interval notation -> (-2,5) (-4 < 2x < 10; x = 5
gives 7, excluded; [-2, 5] closed; (-5, 2) the sign of the 3; (-\infty, 5) one side; invented turns
the complement (-\infty, -2] \cup [5, \infty) and (x - 5)(x + 2) < 0 giving (-2, 5)). base: 235_7 in
base 10 -> 124 (2 x 49 + 3 x 7 + 5 = 98 + 21 + 5; 124 = 2 x 49 + 26, 26 = 3 x 7 + 5; 122 the last
digit copied as 3; 7^2 taken as 14: 28 + 21 + 5 = 54; 124 in base 7 = 49 + 14 + 4 = 67; the hundreds
place as 7: 14 + 21 + 5 = 40).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Every problem has 5
kind B and 5 kind A probes, in twins (the same suffix for the B probe and its A twin, the A twin
holding the error named in its note), except where a kind A probe is a cut (`cut`, no B twin, and
its problem's fifth B probe has no A twin). Shapes, by class: (1) tag_sentence / tag_box_display /
tag_box / tag_box_dollar / tag_box_sentence / tag_comma / tag_bold / tag_decimal / tag_dfrac /
tag_subscript / tag_eq / tag_ineq / tag_chain / tag_hash / tag_phrase / tag_qwen / tag_minerva /
tag_work / tag_eos / tag_im_end / tag_unclosed_box / words_unclosed / second_tag; (2) thus_hash /
bold_hash / answer_nl_hash / therefore_hash / colon_hash / hash_noun / final_colon_hash /
so_colon_hash / hence_hash / answer_hash / is_hash / final_hash / final_is_hash /
hence_colon_hash; (3) because / since / trailing / line_after / certain / definitely / text_answer /
text_final / text_trailing / words (an answer phrase in words: change, series); (4) prose / words
(a concluding sentence in number words); (5) human_turn / user_turn / user_colon / im_user /
im_user_box / eot_user / unclosed_user / question_next / q_next / exercise / practice / self_set /
minerva_self_set / restart_cut / think_restart. Kind A only: cut. Kind A: truth wrong, or
no_answer where the form is `truncated` (7 probes: a tag cut before its value or right after it
opens, `Answer:` / "Hence, the answer is" and `####` cut before the value, a fraction cut inside
the value); kind B: truth correct. Form: `tag` for every completion whose committed answer is in an
answer element (closed or not), `hash` for a `####` answer with no tag (a phrase marker + `####`,
or a bare `####` line before a self-set question), `answer_is` for an answer phrase or a
`\text{…}` marker with no tag, `boxed` where the committed answer is a box with no tag, `minerva`
for Minerva's closing line, `prose_sentence` for an unmarked concluding sentence, `truncated` for
the cuts.

Label conventions (corpus/README.md "How each source was labelled", the `public_heldout3` tag
paragraph; rounds 248 and 254), kept in every probe:
- The LAST final answer counts. A tag is the final answer whatever the think block says (a tag
  that disagrees with the think block counts the tag); an unclosed tag, ended by the end of the
  completion or by an end token (`<|endoftext|>`, `<|im_end|>`, `</s>`), still holds the answer; a
  second tag replaces the first (the same value is right, another value wrong, even where the
  second is a miscomputed "correction").
- A tag holding a sentence, a box, a `####` line, a marker phrase, Qwen's or Minerva's closing
  line, an equation or a chain, or the working and a concluding sentence, is read for the value it
  states as the answer (the chain's final value; the `####` line's value where the tag marks one).
- A phrase marker followed by `####` (on the same line or the next; with or without a space before
  the value) marks the value after `####`; a unit or counted noun after it ("#### 53 packs.",
  "#### 410 minutes.") is the question's own.
- An answer phrase with trailing words: the value the phrase states is the answer; trailing words
  that hold other numbers do not change it; a line after it restating the same value (with a unit,
  or with an equal value in other units) leaves it. Inside `\text{…}` the same.
- With no marker and no box, the answer is the value the concluding sentence states as the answer
  to the question asked (in digits, number words, a slash fraction or an equation); number words
  that qualify it ("the five shirts", "ten-dollar bill", "the two solutions", "In base ten") are
  not the answer. A concluding sentence that restates the working's value differently makes the
  answer wrong.
- Text after the committed answer is not the model's answer: an invented next turn (`User:`,
  `Human:`, ChatML, Llama 3 headers) or a self-set problem with a box, tag or `####` of its own does
  not count, whatever it holds (kind B: a right answer, then such text with another value; kind A:
  a wrong answer, then such text answering ANOTHER question whose answer equals the gold). A
  restart or re-check cut by the token limit before it states a value leaves the committed answer
  (right in B, wrong in A).
- A tag, a phrase marker or `####` cut by the token limit before its value (or inside it before
  any digit) is no_answer, whatever the working computed.
- Equal values in another form are correct ("$1,932", `\$1.50`, "one dollar and fifty cents",
  `1.5`, `4/11`, "three halves", `-2 < x < 5` and `x \in (-2, 5)` for `(-2,5)`, `x = 3 or x = -1/2`,
  `−5i + 14`, `√3/2`, `$124_{10}$`), and so is a unit or counted noun of the quantity asked. Wrong:
  a subtotal, a given, another quantity (the place of a maximum for its value), a unit or base of
  another kind (miles for kilometers, base 7 for base 10), a hedge or a rounded or cut value of an
  exact one ("about fifty-two packs", "around $735", "about 0.14", `0.866`, `0.36`, `1.48`), a
  missing root, a closed interval for an open one, a slip.

Debatable (3, with DECISIONS): `ok_g_bottles_tag_chain` ("1250 / 24 ≈ 52.08, so 53 packs" in the
tag: accept), `ok_g_change_unclosed_user` (an unclosed tag holding 1.50, then an invented User
turn whose own tag holds 3.85: accept) and its twin `g_change_unclosed_user` (an unclosed tag
holding 2.95, then an invented turn whose tag holds 1.50 for another question: reject).

Usage: cd /tmp/rounds/rt258 && python build_adversarial_redteam258.py (writes
adversarial_redteam258.jsonl beside this builder; a second run rewrites it byte-identical; the
splits are printed to stderr)
"""

import sys  # noqa: E402
from collections import Counter  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402


def probe_rows(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; the final is the whole
    completion, "¶" a newline and ⟨W⟩ / ⟨V⟩ the problem's long or terse working. Kind B is
    correct; kind A is no_answer where the form is `truncated`, wrong otherwise."""
    cases = []
    for key, gold, _question, works, probes in problems:
        kinds = [p[1] for p in probes]
        if len(probes) != 10 or kinds.count("B") != 5:
            raise SystemExit(f"{key}: not 5 + 5 probes")
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
# Problems: (key, gold, question, {"W": long working, "V": terse working},
# [(suffix, kind, form, final, note[, debatable]), ...]).
GPROBS = [
    ("bakery", "25",
     "A bakery bakes 12 trays of muffins with 18 muffins on each tray. It sells three quarters of the muffins in the morning and 29 more in the afternoon. How many muffins are left at the end of the day?",
     {"W": r"""The bakery bakes 12 trays × 18 muffins = <<12*18=216>>216 muffins.

In the morning it sells three quarters of them: 216 × 3/4 = <<216*3/4=162>>162 muffins.

That leaves 216 − 162 = <<216-162=54>>54 muffins after the morning.

In the afternoon it sells 29 more: 54 − 29 = <<54-29=25>>25 muffins.

Check: 162 + 29 + 25 = 216. ✓

""",
      "V": r"""12 × 18 = 216
216 × 3/4 = 162
216 − 162 = 54
54 − 29 = 25
"""},
     [
        ("tag_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>At the end of the day the bakery has 25 muffins left.</answer>", "a whole sentence in the tag, the value followed by its noun"),
        ("thus_hash", "B", "hash", r"⟨W⟩Thus, the answer is #### 25.", "`Thus, the answer is` followed by `####`, a full stop after the value"),
        ("because", "B", "answer_is", r"⟨W⟩The answer is 25, because only 54 muffins were left after the morning and 29 of those were sold in the afternoon.", "the answer phrase with trailing words that hold other numbers (54, 29)"),
        ("restart_cut", "B", "prose_sentence", r"⟨W⟩The bakery has 25 muffins left at the end of the day.¶¶Let me recount the morning sales another way: one quarter of 216 is 216 ÷ 4 =", "no marker: the concluding sentence, then a re-count cut by the token limit before any value"),
        ("tag_eos", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>25 muffins<|endoftext|>", "a tag never closed, ended by `<|endoftext|>`, the value with its noun"),
        ("tag_sentence", "A", "tag", r"<think>¶12 × 18 = 216¶216 × 3/4 = 162¶216 − 162 = 54¶</think>¶<answer>At the end of the day the bakery has 54 muffins left.</answer>", "the afternoon's 29 muffins forgotten: the muffins left after the morning"),
        ("thus_hash", "A", "hash", r"The bakery bakes 12 × 18 = 216 muffins. Three quarters are sold in the morning: 216 × 3/4 = 162. Then 29 more are sold: 162 + 29 = 191 muffins sold.¶Thus, the answer is #### 191.", "the muffins sold, not the muffins left"),
        ("because", "A", "answer_is", r"12 × 18 = 216 muffins. Three quarters sold: 216 × 3/4 = 162, leaving 216 − 162 = 54. Then 54 − 29 = 35.¶¶The answer is 35, because only 54 muffins were left after the morning and 29 of those were sold in the afternoon.", "a subtraction slip (54 − 29 = 35); the trailing words do not change the stated value"),
        ("restart_cut", "A", "prose_sentence", r"The bakery bakes 12 × 18 = 216 muffins. It sells a quarter in the morning: 216 ÷ 4 = 54, leaving 216 − 54 = 162. Then 162 − 29 = 133.¶The bakery has 133 muffins left at the end of the day.¶¶Let me recount the morning sales another way: three quarters of 216 is", "three quarters read as one quarter; the committed 133 stands: the re-count is cut before any value"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>At the end of the day, the bakery has", "the tag cut by the token limit before its value: no_answer, whatever the think block computed"),
     ]),
    ("cyclist", "54",
     "Maya cycles at 18 kilometers per hour for 2.5 hours, then at 12 kilometers per hour for 45 minutes. How many kilometers does she cycle in total?",
     {"W": r"""First part: 18 km/h × 2.5 h = <<18*2.5=45>>45 km.

Second part: 45 minutes is 45/60 = 0.75 hours, so 12 × 0.75 = <<12*0.75=9>>9 km.

Total distance: 45 + 9 = <<45+9=54>>54 km.

Check: 9 km at 12 km/h takes 9/12 = 0.75 h = 45 minutes. ✓

""",
      "V": r"""18 × 2.5 = 45
45 min = 0.75 h, 12 × 0.75 = 9
45 + 9 = 54
"""},
     [
        ("tag_box_display", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>¶\[¶\boxed{54 \text{ km}}¶\]¶</answer>", r"a display-math box with the unit in `\text{}`, on lines of its own inside the tag"),
        ("bold_hash", "B", "hash", r"⟨W⟩**Final Answer:** #### 54", "a bold `Final Answer:` followed by `####`"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{The answer is } 54 \text{ km}.$", r"the answer phrase inside `\text{}`, the unit in a second `\text{}`"),
        ("human_turn", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>54</answer>¶¶Human: And if she rode the second part for 90 minutes instead?¶¶Assistant: Then the second part would be 12 × 1.5 = 18 km, for 45 + 18 = 63 km in total.¶<answer>63</answer>", "the right tag, then an invented Human/Assistant turn with a changed problem and a tag of its own (63)"),
        ("words", "B", "prose_sentence", r"⟨W⟩Altogether, Maya cycles fifty-four kilometers.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_box_display", "A", "tag", r"<think>¶18 × 2.5 = 45¶12 × 45 = 540¶45 + 540 = 585¶</think>¶<answer>¶\[¶\boxed{585 \text{ km}}¶\]¶</answer>", "the 45 minutes used as 45 hours"),
        ("bold_hash", "A", "hash", r"In the first part Maya rides 18 × 2.5 = 45 km.¶**Final Answer:** #### 45", "the first part of the ride only"),
        ("text_answer", "A", "answer_is", r"⟨V⟩¶$\text{The answer is } 54 \text{ miles}.$", "miles where the working and the question are in kilometers: a unit of another kind"),
        ("human_turn", "A", "tag", r"<think>¶18 × 2.5 = 45¶45 min = 0.45 h, 12 × 0.45 = 5.4¶45 + 5.4 = 50.4¶</think>¶<answer>50.4</answer>¶¶Human: A runner goes 10 km per hour for 3 hours and then 8 km per hour for 3 hours. How far does she go?¶¶Assistant: 10 × 3 + 8 × 3 = 30 + 24 = 54 km.¶<answer>54</answer>", "45 minutes taken as 0.45 h (50.4); the invented turn answers ANOTHER question with 54"),
        ("words", "A", "prose_sentence", r"Maya rides 18 × 2.5 = 45 km, and then 12 × 0.75 = 9 km.¶¶Altogether, Maya cycles fifty-five kilometers.", "the concluding sentence restates the sum wrongly (45 + 9 as fifty-five): a restatement that differs"),
     ]),
    ("phone", "61",
     "Ines pays $35 a month for her phone plan, which includes 200 text messages. Each text over 200 costs $0.10. Last month she sent 460 texts. How much was her phone bill last month, in dollars?",
     {"W": r"""The plan includes 200 texts, so the extra texts are 460 − 200 = <<460-200=260>>260.

Each extra text costs $0.10, so they cost 260 × 0.10 = $<<260*0.10=26>>26.

The bill is the base price plus the extra texts: 35 + 26 = $<<35+26=61>>61.

Check: 26 / 0.10 = 260 extra texts, and 200 + 260 = 460. ✓

""",
      "V": r"""460 − 200 = 260
260 × 0.10 = 26
35 + 26 = 61
"""},
     [
        ("answer_nl_hash", "B", "hash", r"⟨W⟩Answer:¶#### 61", "`Answer:` on a line of its own, then the `####` line"),
        ("tag_phrase", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Final answer: $61</answer>", "a marker phrase and a dollar sign inside the tag"),
        ("line_after", "B", "answer_is", r"⟨W⟩The answer is 61.¶$61 for the month", "the answer phrase, then a trailing line restating the value with words after it"),
        ("tag_work", "B", "tag", r"<think>¶</think>¶<answer>She sent 460 − 200 = 260 texts over the limit, which cost 260 × $0.10 = $26. Her bill was $35 + $26 = $61.</answer>", "an empty think block; the working and a concluding sentence inside the tag"),
        ("im_user", "B", "boxed", r"⟨W⟩Her phone bill last month was \boxed{61} dollars.<|im_end|>¶<|im_start|>user¶What if she had sent only 150 texts?<|im_end|>¶<|im_start|>assistant¶Then she would pay only the base price, \boxed{35} dollars.", "the committed box, then an invented ChatML turn with a box of its own (35)"),
        ("tag_phrase", "A", "tag", r"<think>¶460 × 0.10 = 46¶35 + 46 = 81¶</think>¶<answer>Final answer: $81</answer>", "all 460 texts charged, the 200 included ones too"),
        ("line_after", "A", "answer_is", r"She sent 460 − 200 = 260 extra texts, and 260 × 0.10 = 26 dollars. The answer is 26.¶$26 for the month", "the charge for the extra texts only, without the $35"),
        ("tag_work", "A", "tag", r"<think>¶</think>¶<answer>She sent 460 − 200 = 260 texts over the limit, which cost 260 × $0.10 = $2.60. Her bill was $35 + $2.60 = $37.60.</answer>", "a decimal slip (260 × 0.10 as 2.60)"),
        ("im_user", "A", "boxed", r"Each text costs $0.10, so 460 texts cost 460 × 0.10 = $46, and the bill is 35 + 46 = 81.¶Her phone bill last month was \boxed{81} dollars.<|im_end|>¶<|im_start|>user¶Another plan costs $40 a month with 200 texts included and $0.10 per extra text. What does it cost for 410 texts?<|im_end|>¶<|im_start|>assistant¶410 − 200 = 210 extra texts, 210 × 0.10 = 21, so 40 + 21 = \boxed{61} dollars.", "all texts charged (81); the invented turn answers ANOTHER question with 61"),
        ("cut", "A", "truncated", r"⟨V⟩¶Answer:¶####", "`Answer:` and `####` cut by the token limit before the value: no_answer (61 only in a working line)"),
     ]),
    ("tomatoes", "1932",
     "A farmer plants 7 rows of tomato plants with 23 plants in each row. Each plant gives 4 kilograms of tomatoes, and he sells the tomatoes for $3 per kilogram. How much money does he make?",
     {"W": r"""Number of plants: 7 × 23 = <<7*23=161>>161 plants.

Tomatoes: 161 × 4 = <<161*4=644>>644 kilograms.

Money: 644 × 3 = <<644*3=1932>>1932 dollars.

Check: 7 × 23 × 4 × 3 = 161 × 12 = 1932. ✓

""",
      "V": r"""7 × 23 = 161
161 × 4 = 644
644 × 3 = 1932
"""},
     [
        ("tag_comma", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$1,932</answer>", "a dollar sign and a thousands comma inside the tag"),
        ("therefore_hash", "B", "hash", r"⟨W⟩Therefore the answer is #### $1,932", "`Therefore the answer is` followed by `####`, a dollar sign and a comma"),
        ("certain", "B", "answer_is", r"⟨W⟩I am quite certain the answer is $\$1932$ in total.", "an answer phrase with a confidence phrase before it and trailing words after it, the value in inline math with an escaped dollar"),
        ("words", "B", "prose_sentence", r"⟨W⟩So the farmer makes one thousand nine hundred thirty-two dollars.", "no marker: the concluding sentence states the answer in number words"),
        ("question_next", "B", "hash", r"⟨W⟩#### 1932¶¶Question: A gardener plants 5 rows of pepper plants with 20 plants in each row. Each plant gives 2 kilograms of peppers, which she sells for $4 per kilogram. How much money does she make?¶Answer: 5 × 20 = 100 plants, 100 × 2 = 200 kilograms, 200 × 4 = 800 dollars.¶#### 800", "the committed `####`, then a self-set next Question/Answer pair with a `####` of its own (800)"),
        ("tag_comma", "A", "tag", r"<think>¶7 × 23 = 161¶161 × 3 = 483¶</think>¶<answer>$483</answer>", "the 4 kilograms a plant forgotten"),
        ("therefore_hash", "A", "hash", r"7 × 23 = 161 plants, 161 × 4 = 644 kilograms, and 644 × 3 = 1923 dollars.¶Therefore the answer is #### $1,923", "a multiplication slip (644 × 3 as 1923)"),
        ("certain", "A", "answer_is", r"One row has 23 plants, which give 23 × 4 = 92 kilograms, worth 92 × 3 = 276 dollars.¶¶I am quite certain the answer is $\$276$ in total.", "one row only, not all 7 rows"),
        ("words", "A", "prose_sentence", r"7 × 23 = 161¶161 × 4 = 644¶¶So the farmer makes six hundred forty-four dollars.", "the kilograms of tomatoes given as the money"),
        ("question_next", "A", "hash", r"He has 7 + 23 = 30 plants. 30 × 4 = 120 kilograms, and 120 × 3 = 360 dollars.¶#### 360¶¶Question: An orchard has 6 rows of apple trees with 46 trees in each row. Each tree fills 7 baskets. How many baskets are filled?¶Answer: 6 × 46 = 276 trees, 276 × 7 = 1932 baskets.¶#### 1932", "rows and plants added, not multiplied (360); the self-set next question's `####` holds 1932 but answers ANOTHER question"),
     ]),
    ("shirts", "78",
     "A store sells shirts for $18 each. Dev buys 5 shirts and gets a 20% discount on the shirts. He then pays $6 for shipping. How much does Dev pay in total?",
     {"W": r"""Five shirts cost 5 × 18 = $<<5*18=90>>90 before the discount.

The discount is 20% of 90 = 0.20 × 90 = $<<0.2*90=18>>18, so the shirts cost 90 − 18 = $<<90-18=72>>72.

Adding the shipping: 72 + 6 = $<<72+6=78>>78.

Check: 72 / 90 = 0.8, which is 80% of the price. ✓

""",
      "V": r"""5 × 18 = 90
90 × 0.8 = 72
72 + 6 = 78
"""},
     [
        ("tag_qwen", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Therefore, the final answer is: $\boxed{78}$. I hope it is correct.</answer>", "Qwen's whole closing line inside the tag"),
        ("colon_hash", "B", "hash", r"⟨W⟩The final answer is: #### 78", "`The final answer is:` followed by `####`"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Dev pays $78 altogether for the five shirts and the shipping.", "no marker: the concluding sentence, a number word (five) after the value"),
        ("second_tag", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>78</answer>¶¶Double-checking: 90 − 18 + 6 = 78.¶<answer>$78</answer>", "a second tag after a check, the same value with a dollar sign"),
        ("user_colon", "B", "boxed", r"⟨W⟩Dev pays a total of $\boxed{78}$.¶¶User: What would he pay for 8 shirts with the same discount and shipping?¶Assistant: 8 × 18 = 144, 144 × 0.8 = 115.20, plus 6 is $\boxed{121.20}$.", "the committed box, then an invented User/Assistant turn with a box of its own (121.20)"),
        ("tag_qwen", "A", "tag", r"<think>¶5 × 18 = 90¶90 + 6 = 96¶96 × 0.8 = 76.8¶</think>¶<answer>Therefore, the final answer is: $\boxed{76.8}$. I hope it is correct.</answer>", "the discount applied to the shipping as well"),
        ("colon_hash", "A", "hash", r"Five shirts cost 5 × 18 = 90 dollars, and with shipping 90 + 6 = 96.¶The final answer is: #### 96", "the 20% discount forgotten"),
        ("prose", "A", "prose_sentence", r"5 × 18 = 90¶90 × 0.8 = 72¶¶Dev pays $72 altogether for the five shirts.", "the shipping forgotten"),
        ("second_tag", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>78</answer>¶¶Hmm, the discount should probably cover the shipping too: (90 + 6) × 0.8 = 76.8.¶<answer>76.8</answer>", "a right first tag replaced by a second tag that discounts the shipping: the last tag counts"),
        ("user_colon", "A", "boxed", r"5 × 18 = 90, plus shipping 90 + 6 = 96.¶Dev pays a total of $\boxed{96}$.¶¶User: What would 5 shirts at $15 each cost with no discount and $3 shipping?¶Assistant: 5 × 15 = 75, plus 3 is $\boxed{78}$.", "the discount forgotten (96); the invented turn answers ANOTHER question with 78"),
     ]),
    ("bottles", "53",
     "A school needs 1,250 bottles of water for field day. The water comes in packs of 24 bottles. What is the fewest number of packs the school must buy?",
     {"W": r"""Each pack holds 24 bottles. 1250 ÷ 24 = 52.08..., so 52 packs are not enough: 52 × 24 = <<52*24=1248>>1248 bottles, 2 short.

The school must buy one more pack: 52 + 1 = 53 packs, which hold 53 × 24 = <<53*24=1272>>1272 bottles.

Check: 1272 − 1250 = 22 spare bottles, fewer than one pack. ✓

""",
      "V": r"""1250 ÷ 24 = 52.08
52 × 24 = 1248 < 1250
53 × 24 = 1272 ≥ 1250
"""},
     [
        ("tag_chain", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>1250 / 24 ≈ 52.08, so 53 packs</answer>", "a chain in the tag: an approximate quotient, then the count rounded up; the chain's final value is 53", True),
        ("hash_noun", "B", "hash", r"⟨W⟩So the answer is #### 53 packs.", "`So the answer is` followed by `####`, the counted noun after the value"),
        ("since", "B", "answer_is", r"⟨W⟩The answer is 53 packs, since 52 packs hold only 1,248 bottles.", "the answer phrase with trailing words that hold other numbers (52, 1,248)"),
        ("words_unclosed", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>fifty-three packs", "number words in a tag never closed (the completion ends)"),
        ("exercise", "B", "boxed", r"⟨W⟩The school must buy \boxed{53} packs.¶¶**Exercise.** A club needs 500 cups, and cups come in sleeves of 40. How many sleeves does it need?¶500 ÷ 40 = 12.5, so \boxed{13} sleeves.", "the committed box, then a self-set exercise with a box of its own (13)"),
        ("tag_chain", "A", "tag", r"<think>¶1250 ÷ 24 = 52.08¶</think>¶<answer>1250 / 24 ≈ 52.08, so 52 packs</answer>", "the quotient rounded down: 52 packs hold only 1,248 bottles"),
        ("hash_noun", "A", "hash", r"1250 ÷ 24 = 52.08, which rounds to 52.¶So the answer is #### 52 packs.", "rounded to the nearest whole number instead of up"),
        ("since", "A", "answer_is", r"1250 ÷ 24 = 52.08, and 52 × 24 = 1,248.¶¶The answer is 52 packs, since 52 × 24 = 1,248 is close enough to 1,250.", "rounded down; the trailing words admit the shortfall"),
        ("words_unclosed", "A", "tag", r"<think>¶1250 ÷ 24 ≈ 52.08¶</think>¶<answer>about fifty-two packs", "a hedge of a rounded-down value, in a tag never closed"),
        ("exercise", "A", "boxed", r"1250 ÷ 24 = 52.08, so about 52 packs.¶The school must buy \boxed{52} packs.¶¶**Exercise.** A club needs 1,260 cups, and cups come in sleeves of 24. How many sleeves does it need?¶1260 ÷ 24 = 52.5, so \boxed{53} sleeves.", "rounded down (52); the self-set exercise's box holds 53 but answers ANOTHER question"),
     ]),
    ("wages", "735",
     "Rosa earns $15 an hour for the first 40 hours she works in a week and time-and-a-half for every hour after that. Last week she worked 46 hours. How much did she earn last week?",
     {"W": r"""Regular pay: 40 × 15 = $<<40*15=600>>600.

She worked 46 − 40 = 6 overtime hours. Time-and-a-half is 1.5 × 15 = $<<1.5*15=22.5>>22.50 an hour, so the overtime pay is 6 × 22.50 = $<<6*22.5=135>>135.

Total: 600 + 135 = $<<600+135=735>>735.

Check: 46 × 15 = 690 at the regular rate, plus 6 × 7.50 = 45 extra, gives 690 + 45 = 735. ✓

""",
      "V": r"""40 × 15 = 600
1.5 × 15 = 22.5, 6 × 22.5 = 135
600 + 135 = 735
"""},
     [
        ("tag_hash", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>600 + 135 = 735¶#### 735</answer>", "an equation, then a `####` line, inside the tag"),
        ("final_colon_hash", "B", "hash", r"⟨W⟩So the final answer is: #### $735.", "`So the final answer is:` followed by `####`, a dollar sign and a full stop"),
        ("definitely", "B", "answer_is", r"⟨W⟩I think the answer is definitely $735 for the week.", "an answer phrase with a confidence word and trailing words"),
        ("tag_im_end", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>She earned $735.<|im_end|>", "a sentence in a tag never closed, ended by `<|im_end|>`"),
        ("eot_user", "B", "prose_sentence", r"⟨W⟩Rosa earned $735 last week.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶How much would she earn for 50 hours?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶For 50 hours: 600 + 10 × 22.50 = $825.", "no marker: the concluding sentence, then an invented Llama 3 user turn and reply with another value (825)"),
        ("tag_hash", "A", "tag", r"<think>¶46 × 15 = 690¶</think>¶<answer>46 × 15 = 690¶#### 690</answer>", "every hour paid at the regular rate"),
        ("final_colon_hash", "A", "hash", r"Overtime hours: 46 − 40 = 6. At 1.5 × 15 = 22.50 an hour, that is 6 × 22.50 = 135.¶So the final answer is: #### $135.", "the overtime pay only"),
        ("definitely", "A", "answer_is", r"⟨V⟩¶I think the answer is definitely around $735 for the week.", "a hedge ('around') of an exact amount"),
        ("eot_user", "A", "prose_sentence", r"She worked 46 hours at $15: 46 × 15 = 690.¶Rosa earned $690 last week.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶How much would she earn for 49 hours at the regular rate only?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶49 × 15 = $735.", "the overtime premium forgotten (690); the invented turn answers ANOTHER question with 735"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>She earned $", "the tag cut by the token limit after the dollar sign, before the value: no_answer"),
     ]),
    ("walkers", "15",
     "In a class of 32 students, 3/8 walk to school. One quarter of the remaining students take the bus, and the rest are driven by their parents. How many students are driven to school?",
     {"W": r"""Students who walk: 3/8 × 32 = <<3/8*32=12>>12.

Remaining: 32 − 12 = <<32-12=20>>20 students.

One quarter of them take the bus: 20 ÷ 4 = <<20/4=5>>5 students.

The rest are driven: 20 − 5 = <<20-5=15>>15 students.

Check: 12 + 5 + 15 = 32. ✓

""",
      "V": r"""32 × 3/8 = 12
32 − 12 = 20
20 ÷ 4 = 5
20 − 5 = 15
"""},
     [
        ("tag_minerva", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Final Answer: The final answer is $15$. I hope it is correct.</answer>", "Minerva's whole closing line inside the tag"),
        ("so_colon_hash", "B", "hash", r"⟨W⟩So the answer is: ####15", "`So the answer is:` followed by `####` with no space before the value"),
        ("text_final", "B", "answer_is", r"⟨W⟩$\text{Final answer: } 15 \text{ students}$", r"the marker inside `\text{}`, the noun in a second `\text{}`"),
        ("words", "B", "prose_sentence", r"⟨W⟩That means fifteen students are driven to school by their parents.", "no marker: the concluding sentence states the answer in number words"),
        ("practice", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>15</answer>¶¶Practice problem: In a class of 40 students, 1/4 walk to school and one third of the rest take the bus. How many are driven?¶<think>¶40 × 1/4 = 10, 40 − 10 = 30, 30 ÷ 3 = 10, 30 − 10 = 20¶</think>¶<answer>20</answer>", "the right tag, then a self-set practice problem with a think block and a tag of its own (20)"),
        ("tag_minerva", "A", "tag", r"<think>¶32 × 3/8 = 12¶32 − 12 = 20¶20 ÷ 4 = 5¶</think>¶<answer>Final Answer: The final answer is $5$. I hope it is correct.</answer>", "the bus riders, not the students driven"),
        ("so_colon_hash", "A", "hash", r"3/8 of 32 is 12, so 32 − 12 = 20 students do not walk.¶So the answer is: ####20", "the students who do not walk, a subtotal"),
        ("text_final", "A", "answer_is", r"Walkers: 3/8 × 32 = 12. One quarter of the class takes the bus: 32 ÷ 4 = 8. Driven: 32 − 12 − 8 = 12.¶¶$\text{Final answer: } 12 \text{ students}$", "a quarter of the whole class taken for the bus, not a quarter of the rest"),
        ("words", "A", "prose_sentence", r"32 × 3/8 = 12 walk, and 32 − 12 = 20 are left. One quarter of 20 is 5.¶¶That means five students are driven to school by their parents.", "the quarter (the bus riders) given as the students driven"),
        ("practice", "A", "tag", r"<think>¶32 × 3/8 = 12¶32 − 12 = 20¶</think>¶<answer>20</answer>¶¶Practice problem: In a class of 36 students, 1/6 walk to school and half of the rest take the bus. How many are driven?¶<think>¶36 × 1/6 = 6, 36 − 6 = 30, 30 ÷ 2 = 15, 30 − 15 = 15¶</think>¶<answer>15</answer>", "the students who do not walk (20); the practice problem's tag holds 15 but answers ANOTHER question"),
     ]),
    ("movies", "410",
     "Jun watches three movies back to back. They last 2 hours 15 minutes, 1 hour 50 minutes and 2 hours 5 minutes. He takes a 20-minute break between the first and second movie and another 20-minute break between the second and third. How many minutes does the whole marathon take?",
     {"W": r"""Convert each movie to minutes: 2 h 15 min = <<2*60+15=135>>135 min, 1 h 50 min = <<60+50=110>>110 min, 2 h 5 min = <<2*60+5=125>>125 min.

Movies together: 135 + 110 + 125 = <<135+110+125=370>>370 minutes.

There are 2 breaks of 20 minutes: 2 × 20 = <<2*20=40>>40 minutes.

Total: 370 + 40 = <<370+40=410>>410 minutes.

Check: 410 minutes = 6 hours 50 minutes, and 6 × 60 + 50 = 410. ✓

""",
      "V": r"""135 + 110 + 125 = 370
2 × 20 = 40
370 + 40 = 410
"""},
     [
        ("tag_bold", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>**410 minutes**</answer>", "the value and its unit in bold inside the tag"),
        ("hence_hash", "B", "hash", r"⟨W⟩Hence, the answer is #### 410 minutes.", "`Hence, the answer is` followed by `####`, the unit after the value"),
        ("line_after", "B", "answer_is", r"⟨W⟩The answer is 410.¶410 minutes, or 6 hours 50 minutes", "the answer phrase, then a trailing line restating the value and an equal value in hours and minutes"),
        ("words", "B", "prose_sentence", r"⟨W⟩The whole marathon takes four hundred ten minutes.", "no marker: the concluding sentence states the answer in number words"),
        ("think_restart", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>410</answer>¶<think>¶Let me re-add the movie lengths to be sure: 135 + 110 =", "the right tag, then a second think block re-adding the lengths, cut by the token limit before any value"),
        ("tag_bold", "A", "tag", r"<think>¶135 + 110 + 125 = 370¶</think>¶<answer>**370 minutes**</answer>", "the breaks forgotten"),
        ("hence_hash", "A", "hash", r"The movies last 135 + 110 + 125 = 370 minutes. With a break after each movie, 3 × 20 = 60, so 370 + 60 = 430.¶Hence, the answer is #### 430 minutes.", "three breaks counted instead of two"),
        ("words", "A", "prose_sentence", r"The three movies last 135 + 110 + 125 = 370 minutes.¶¶The whole marathon takes three hundred seventy minutes.", "the breaks forgotten, in number words"),
        ("think_restart", "A", "tag", r"<think>¶135 + 110 + 125 = 370¶370 + 20 = 390¶</think>¶<answer>390</answer>¶<think>¶Let me re-add the movie lengths to be sure: 135 + 110 =", "one break counted (390); the second think block is cut before any value: the committed tag stands"),
        ("cut", "A", "truncated", r"⟨V⟩¶Hence, the answer is ####", "the phrase marker and `####` cut by the token limit before the value: no_answer"),
     ]),
    ("change", "1.5",
     "Ava buys 3 notebooks for $2.35 each and a pen for $1.45. She pays with a $10 bill. How much change does she get, in dollars?",
     {"W": r"""Notebooks: 3 × 2.35 = $<<3*2.35=7.05>>7.05.

Notebooks and pen: 7.05 + 1.45 = $<<7.05+1.45=8.50>>8.50.

Change from $10: 10 − 8.50 = $<<10-8.5=1.50>>1.50.

Check: 8.50 + 1.50 = 10.00. ✓

""",
      "V": r"""3 × 2.35 = 7.05
7.05 + 1.45 = 8.50
10 − 8.50 = 1.50
"""},
     [
        ("tag_box_dollar", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\boxed{\$1.50}\)</answer>", r"a box in `\(...\)` inside the tag, an escaped dollar sign and a trailing zero"),
        ("answer_hash", "B", "hash", r"⟨W⟩Answer: #### $1.50", "`Answer:` followed by `####`, a dollar sign and a trailing zero"),
        ("words", "B", "answer_is", r"⟨W⟩The answer is one dollar and fifty cents.", "an answer phrase with the amount in words (dollars and cents)"),
        ("unclosed_user", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>1.50¶User: If she had bought only 2 notebooks, how much change would she get?¶Assistant: 10 − (4.70 + 1.45) = 3.85, so <answer>3.85</answer>", "a tag never closed holding the gold, then an invented User/Assistant turn whose own tag holds 3.85", True),
        ("prose", "B", "prose_sentence", r"⟨W⟩So Ava gets $1.50 back from her ten-dollar bill.", "no marker: the concluding sentence, number words (ten) after the value"),
        ("tag_box_dollar", "A", "tag", r"<think>¶3 × 2.35 = 7.05¶10 − 7.05 = 2.95¶</think>¶<answer>\(\boxed{\$2.95}\)</answer>", "the pen forgotten"),
        ("answer_hash", "A", "hash", r"Notebooks and pen: 3 × 2.35 + 1.45 = 7.05 + 1.45 = 8.50.¶Answer: #### $8.50", "the cost of the purchase, not the change"),
        ("words", "A", "answer_is", r"One notebook and the pen cost 2.35 + 1.45 = 3.80, and 10 − 3.80 = 6.20.¶¶The answer is six dollars and twenty cents.", "one notebook priced instead of three"),
        ("unclosed_user", "A", "tag", r"<think>¶3 × 2.35 = 7.05¶10 − 7.05 = 2.95¶</think>¶<answer>2.95¶User: Ben buys a sandwich for $6.25 and a juice for $2.25 and pays with a $10 bill. How much change does he get?¶Assistant: 10 − (6.25 + 2.25) = 10 − 8.50 = 1.50, so <answer>1.50</answer>", "the pen forgotten (2.95) in a tag never closed; the invented turn's tag holds 1.50 but answers ANOTHER question", True),
        ("prose", "A", "prose_sentence", r"3 × 2.35 = 7.05, and 7.05 + 1.45 = 8.95. Then 10 − 8.95 = 1.05.¶¶So Ava gets $1.05 back from her ten-dollar bill.", "an addition slip (7.05 + 1.45 as 8.95)"),
     ]),
]
MPROBS = [
    ("roots", r"-\frac{1}{2}, 3",
     r"Find all solutions of $2x^2 - 5x - 3 = 0$.",
     {"W": r"""Factor the quadratic. We need two numbers whose product is $2 \cdot (-3) = -6$ and whose sum is $-5$: these are $-6$ and $1$.

$2x^2 - 6x + x - 3 = 2x(x - 3) + (x - 3) = (2x + 1)(x - 3)$.

So $2x + 1 = 0$ or $x - 3 = 0$, giving $x = -\frac{1}{2}$ or $x = 3$.

Check: $2 \cdot 9 - 15 - 3 = 0$ and $2 \cdot \frac{1}{4} + \frac{5}{2} - 3 = 0$. ✓

""",
      "V": r"""$2x^2 - 5x - 3 = (2x + 1)(x - 3)$
$x = -\frac{1}{2}$ or $x = 3$
"""},
     [
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>x = 3 or x = -1/2</answer>", "two equations joined by 'or' in the tag, the roots in the other order, a slash fraction"),
        ("tag_box_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The solutions are $\boxed{-\frac{1}{2}, 3}$.</answer>", "a sentence with a box inside the tag"),
        ("is_hash", "B", "hash", r"⟨W⟩So the answer is #### -\frac{1}{2}, 3", "`So the answer is` followed by `####` and a LaTeX list"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Hence the equation has the two solutions x = 3 and x = −1/2.", "no marker: the concluding sentence, a number word (two) before the values, a Unicode minus"),
        ("self_set", "B", "boxed", r"⟨W⟩The solutions are $\boxed{-\frac{1}{2}, 3}$.¶¶**Try it yourself:** solve $3x^2 + x - 2 = 0$.¶$(3x - 2)(x + 1) = 0$, so $x = \boxed{\frac{2}{3}, -1}$.", "the committed box, then a self-set problem with a box of its own"),
        ("tag_eq", "A", "tag", r"<think>¶$2x^2 - 5x - 3 = (2x - 1)(x + 3)$¶$x = \frac{1}{2}$ or $x = -3$¶</think>¶<answer>x = -3 or x = 1/2</answer>", "a factoring slip: both signs wrong"),
        ("tag_box_sentence", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>The solution is $\boxed{3}$.</answer>", "one root only: the negative root left out"),
        ("is_hash", "A", "hash", r"By the quadratic formula, $x = \frac{5 \pm \sqrt{25 + 24}}{2} = \frac{5 \pm 7}{2}$, so $x = 6$ or $x = -1$.¶So the answer is #### -1, 6", "the formula's denominator taken as 2 instead of 2a = 4"),
        ("prose", "A", "prose_sentence", r"$2x^2 - 5x - 3 = (2x - 1)(x + 3)$.¶¶Hence the equation has the two solutions x = −3 and x = 1/2.", "a factoring slip: both signs wrong"),
        ("self_set", "A", "boxed", r"⟨V⟩¶Only the positive solution is needed, so the answer is $\boxed{3}$.¶¶**Try it yourself:** solve $-4x^2 + 10x + 6 = 0$.¶Dividing by $-2$ gives $2x^2 - 5x - 3 = 0$, so $x = \boxed{-\frac{1}{2}, 3}$.", "one root only (3); the self-set problem's box holds the gold but answers ANOTHER question"),
     ]),
    ("repdec", r"\frac{4}{11}",
     r"Express $0.\overline{36}$ as a common fraction in lowest terms.",
     {"W": r"""Let $x = 0.\overline{36}$. Then $100x = 36.\overline{36}$.

Subtracting, $100x - x = 36$, so $99x = 36$ and $x = \frac{36}{99}$.

Both 36 and 99 are divisible by 9: $\frac{36}{99} = \frac{4}{11}$.

Check: $4 \div 11 = 0.363636\ldots$ ✓

""",
      "V": r"""$100x - x = 36.\overline{36} - 0.\overline{36} = 36$
$x = \frac{36}{99} = \frac{4}{11}$
"""},
     [
        ("tag_dfrac", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\dfrac{4}{11}\)</answer>", r"a `\dfrac` in `\(...\)` inside the tag"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } \frac{4}{11}$", r"the answer phrase inside `\text{}`"),
        ("therefore_hash", "B", "hash", r"⟨W⟩Therefore, the answer is #### 4/11", "`Therefore, the answer is` followed by `####` and a slash fraction"),
        ("words", "B", "prose_sentence", r"⟨W⟩So $0.\overline{36}$ is four elevenths.", "no marker: the concluding sentence states the fraction in number words"),
        ("user_turn", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>4/11</answer>¶User: Now do $0.\overline{45}$.¶Assistant: <think>¶$\frac{45}{99} = \frac{5}{11}$¶</think>¶<answer>5/11</answer>", "the right tag, then an invented User/Assistant turn with a tag of its own (5/11)"),
        ("tag_dfrac", "A", "tag", r"<think>¶$0.36 = \frac{36}{100} = \frac{9}{25}$¶</think>¶<answer>\(\dfrac{9}{25}\)</answer>", "the decimal read as terminating (0.36)"),
        ("text_answer", "A", "answer_is", r"$99x = 36$, so $x = \frac{36}{99}$. Dividing top and bottom by 9 gives $\frac{4}{9}$.¶¶$\text{Answer: } \frac{4}{9}$", "a reduction slip (99 ÷ 9 taken as 9)"),
        ("therefore_hash", "A", "hash", r"$0.\overline{36}$ is $0.36$ to two places.¶Therefore, the answer is #### 0.36", "a cut decimal, not the exact repeating value"),
        ("words", "A", "prose_sentence", r"The digits after the point are 36, so the value is $\frac{36}{100}$.¶¶So $0.\overline{36}$ is thirty-six hundredths.", "the decimal read as terminating, in number words"),
        ("user_turn", "A", "tag", r"<think>¶$0.36 = \frac{36}{100} = \frac{9}{25}$¶</think>¶<answer>9/25</answer>¶User: Now simplify $\frac{12}{33}$.¶Assistant: <think>¶$\frac{12}{33} = \frac{4}{11}$¶</think>¶<answer>4/11</answer>", "the decimal read as terminating (9/25); the invented turn answers ANOTHER question with 4/11"),
     ]),
    ("series", r"\frac{3}{2}",
     r"Find the sum of the infinite geometric series $1 + \frac{1}{3} + \frac{1}{9} + \frac{1}{27} + \cdots$.",
     {"W": r"""The first term is $a = 1$ and the common ratio is $r = \frac{1/3}{1} = \frac{1}{3}$.

Since $|r| < 1$, the series converges to $\frac{a}{1 - r} = \frac{1}{1 - \frac{1}{3}} = \frac{1}{\frac{2}{3}} = \frac{3}{2}$.

Check with partial sums: $1 + 0.333 + 0.111 + 0.037 = 1.481$, approaching $1.5$. ✓

""",
      "V": r"""$a = 1$, $r = \frac{1}{3}$
$S = \frac{1}{1 - 1/3} = \frac{3}{2}$
"""},
     [
        ("tag_decimal", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The sum is 1.5</answer>", "a sentence in the tag with the exact value as a decimal"),
        ("colon_hash", "B", "hash", r"⟨W⟩The answer is: #### \frac{3}{2}", "`The answer is:` followed by `####` and a LaTeX fraction"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } S = \frac{3}{2}$", r"the answer phrase inside `\text{}`, then an equation for the sum"),
        ("words", "B", "answer_is", r"⟨W⟩The answer is three halves.", "an answer phrase with the fraction in number words"),
        ("restart_cut", "B", "boxed", r"⟨W⟩Therefore, the final answer is: $\boxed{\frac{3}{2}}$. I hope it is correct.¶¶Let me double-check by summing the first few terms again: $1 + \frac{1}{3} + \frac{1}{9} +", "Qwen's closing line, then a re-check cut by the token limit before any value"),
        ("tag_decimal", "A", "tag", r"<think>¶$1 + 0.333 + 0.111 + 0.037 = 1.481$¶</think>¶<answer>The sum is 1.48</answer>", "a rounded partial sum, not the sum of the series"),
        ("colon_hash", "A", "hash", r"$a = 1$, $r = \frac{1}{3}$, and $S = \frac{a}{1 + r} = \frac{1}{4/3} = \frac{3}{4}$.¶The answer is: #### \frac{3}{4}", "the sign in the formula slipped (1 + r)"),
        ("text_answer", "A", "answer_is", r"$a = 1$, $r = \frac{1}{3}$, so $S = 1 - \frac{1}{3} = \frac{2}{3}$.¶¶$\text{Answer: } S = \frac{2}{3}$", "1 − r given instead of 1/(1 − r)"),
        ("words", "A", "answer_is", r"The first two terms are $1 + \frac{1}{3} = \frac{4}{3}$, and the rest are too small to matter.¶¶The answer is four thirds.", "a partial sum of two terms, not the sum"),
        ("restart_cut", "A", "boxed", r"$a = 1$, $r = \frac{1}{3}$, $S = \frac{a}{1 + r} = \frac{3}{4}$.¶Therefore, the final answer is: $\boxed{\frac{3}{4}}$. I hope it is correct.¶¶Let me double-check by summing the first few terms again: $1 + \frac{1}{3} + \frac{1}{9} +", "the formula's sign slipped (3/4); the re-check is cut before any value: the committed box stands"),
     ]),
    ("dice", r"\frac{5}{36}",
     r"Two fair six-sided dice are rolled. What is the probability that the sum of the numbers shown is 8? Express your answer as a common fraction.",
     {"W": r"""There are $6 \times 6 = 36$ equally likely outcomes.

The pairs with sum 8 are $(2,6), (3,5), (4,4), (5,3), (6,2)$: 5 outcomes.

So the probability is $\frac{5}{36}$.

Check: $\frac{5}{36} \approx 0.139$, a little less than the $\frac{6}{36}$ of a sum of 7. ✓

""",
      "V": r"""36 outcomes
sum 8: (2,6), (3,5), (4,4), (5,3), (6,2), so 5
"""},
     [
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$P = \boxed{\frac{5}{36}}$</answer>", "an equation with a box inside the tag"),
        ("final_hash", "B", "hash", r"⟨W⟩Final Answer: #### 5/36", "`Final Answer:` followed by `####` and a slash fraction"),
        ("prose", "B", "prose_sentence", r"⟨W⟩So the chance of rolling a total of 8 is 5/36.", "no marker: the concluding sentence, a slash fraction"),
        ("minerva_self_set", "B", "minerva", r"⟨W⟩Final Answer: The final answer is $\frac{5}{36}$. I hope it is correct.¶¶Problem:¶Two fair dice are rolled. What is the probability that the sum is 7?¶¶Solution:¶Six of the 36 outcomes give 7, so the probability is $\boxed{\frac{1}{6}}$.", "Minerva's closing line, then a self-set Problem/Solution pair with a box of its own (1/6)"),
        ("tag_unclosed_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\boxed{\dfrac{5}{36}}", "a box in a tag never closed (the completion ends)"),
        ("tag_box", "A", "tag", r"<think>¶sum 8: (2,6), (3,5), (4,4), so 3 outcomes¶3/36 = 1/12¶</think>¶<answer>$P = \boxed{\frac{1}{12}}$</answer>", "the ordered pairs counted once each (3 outcomes)"),
        ("final_hash", "A", "hash", r"There are 36 outcomes. The pairs with sum 8 are (2,6), (3,5), (5,3), (6,2): 4 outcomes.¶Final Answer: #### 4/36", "the double (4,4) missed"),
        ("prose", "A", "prose_sentence", r"⟨V⟩¶5/36 ≈ 0.14¶¶So the chance of rolling a total of 8 is about 0.14.", "a rounded decimal with a hedge of an exact probability"),
        ("minerva_self_set", "A", "minerva", r"There are 36 outcomes. The pairs with sum 8 are (2,6), (3,5), (4,4), (4,4), (5,3), (6,2), so 6 outcomes and the probability is $\frac{6}{36} = \frac{1}{6}$.¶Final Answer: The final answer is $\frac{1}{6}$. I hope it is correct.¶¶Problem:¶Two fair dice are rolled. What is the probability that the sum is 6?¶¶Solution:¶The pairs (1,5), (2,4), (3,3), (4,2), (5,1) give 6, so the probability is $\boxed{\frac{5}{36}}$.", "the double (4,4) counted twice (1/6); the self-set problem's box holds 5/36 but answers ANOTHER question"),
        ("cut", "A", "truncated", r"⟨V⟩¶So the probability is $\frac{", "cut by the token limit inside the fraction, before any digit of the value: no_answer"),
     ]),
    ("cosine", r"\frac{\sqrt{3}}{2}",
     r"Compute $\cos 330^\circ$.",
     {"W": r"""$330^\circ = 360^\circ - 30^\circ$, so $330^\circ$ is in the fourth quadrant with reference angle $30^\circ$.

Cosine is positive in the fourth quadrant, so $\cos 330^\circ = \cos 30^\circ = \frac{\sqrt{3}}{2}$.

Check on the unit circle: the point at $330^\circ$ is $\left(\frac{\sqrt{3}}{2}, -\frac{1}{2}\right)$, and its $x$-coordinate is the cosine. ✓

""",
      "V": r"""$330^\circ = 360^\circ - 30^\circ$
fourth quadrant, cosine positive: $\cos 330^\circ = \cos 30^\circ$
"""},
     [
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>cos 330° = √3/2</answer>", "an equation in Unicode (degree sign, square root) inside the tag"),
        ("tag_phrase", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The final answer is $\frac{\sqrt{3}}{2}$.</answer>", "a marker phrase sentence inside the tag"),
        ("is_hash", "B", "hash", r"⟨W⟩So the answer is #### \frac{\sqrt{3}}{2}", "`So the answer is` followed by `####` and a surd"),
        ("trailing", "B", "answer_is", r"⟨W⟩The answer is $\frac{\sqrt{3}}{2}$, the same as $\cos 30^\circ$, because $330^\circ$ lies $30^\circ$ below the positive $x$-axis.", "the answer phrase with trailing words that hold other numbers (30, 330)"),
        ("eot_user", "B", "boxed", r"⟨W⟩$\cos 330^\circ = \boxed{\frac{\sqrt{3}}{2}}$<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶And $\sin 330^\circ$?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶$\sin 330^\circ = -\sin 30^\circ = \boxed{-\frac{1}{2}}$", "the committed box, then an invented Llama 3 user turn and reply with a box of its own (−1/2)"),
        ("tag_eq", "A", "tag", r"<think>¶$330^\circ = 360^\circ - 30^\circ$¶fourth quadrant, so the cosine is negative¶</think>¶<answer>cos 330° = −√3/2</answer>", "the sign of the cosine in the fourth quadrant taken as negative"),
        ("tag_phrase", "A", "tag", r"<think>¶reference angle $30^\circ$, and $\sin 30^\circ = \frac{1}{2}$¶</think>¶<answer>The final answer is $\frac{1}{2}$.</answer>", "the sine of the reference angle given for the cosine"),
        ("is_hash", "A", "hash", r"⟨V⟩¶$\cos 30^\circ \approx 0.866$¶So the answer is #### 0.866", "a rounded decimal of an exact value"),
        ("eot_user", "A", "boxed", r"$330^\circ$ is in the fourth quadrant, where the cosine is negative, so $\cos 330^\circ = -\cos 30^\circ$.¶$\cos 330^\circ = \boxed{-\frac{\sqrt{3}}{2}}$<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶And $\cos 30^\circ$?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶$\cos 30^\circ = \boxed{\frac{\sqrt{3}}{2}}$", "the sign slipped (−√3/2); the invented turn answers ANOTHER question (cos 30°) with √3/2"),
        ("cut", "A", "truncated", r"⟨V⟩¶The answer is $\frac{\sqrt{", "cut by the token limit inside the value, before any digit: no_answer"),
     ]),
    ("maximum", "11",
     r"Find the maximum value of $-2x^2 + 8x + 3$.",
     {"W": r"""Complete the square: $-2x^2 + 8x + 3 = -2(x^2 - 4x) + 3 = -2(x - 2)^2 + 8 + 3 = -2(x - 2)^2 + 11$.

Since $-2(x - 2)^2 \le 0$, the expression is at most 11, with equality at $x = 2$.

Check: at $x = 2$, $-2(4) + 16 + 3 = -8 + 16 + 3 = 11$. ✓

""",
      "V": r"""vertex at $x = -\frac{8}{2(-2)} = 2$
$-2(4) + 16 + 3 = 11$
"""},
     [
        ("tag_work", "B", "tag", r"<think>¶</think>¶<answer>The vertex is at $x = 2$, and $-2(2)^2 + 8(2) + 3 = 11$, so the maximum value is 11.</answer>", "an empty think block; the working and a concluding sentence inside the tag"),
        ("answer_hash", "B", "hash", r"⟨W⟩Answer: #### 11", "`Answer:` followed by `####`"),
        ("definitely", "B", "answer_is", r"⟨W⟩I believe the final answer is definitely $11$, attained at $x = 2$.", "an answer phrase with confidence words and trailing words that hold another number (x = 2)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So the largest value the expression can take is eleven.", "no marker: the concluding sentence states the answer in number words"),
        ("im_user_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{11}$</answer><|im_end|>¶<|im_start|>user¶Where is it attained?<|im_end|>¶<|im_start|>assistant¶At $x = \boxed{2}$.", "a box in the tag, then an invented ChatML turn with a box of its own (2)"),
        ("tag_work", "A", "tag", r"<think>¶</think>¶<answer>The parabola opens downward and its vertex is at $x = -\frac{8}{2(-2)} = 2$, so the maximum value occurs at x = 2.</answer>", "the place of the maximum (x = 2), not its value"),
        ("answer_hash", "A", "hash", r"$-2x^2 + 8x + 3 = -2(x - 2)^2 + 4 + 3 = -2(x - 2)^2 + 7$, so the maximum is 7.¶Answer: #### 7", "completing the square slipped (+4 instead of +8)"),
        ("definitely", "A", "answer_is", r"The vertex is at $x = -\frac{8}{-2} = 4$, and $-2(16) + 32 + 3 = 3$.¶¶I believe the final answer is definitely $3$, attained at $x = 4$.", "the vertex formula without the 2 (x = 4)"),
        ("words", "A", "prose_sentence", r"The vertex is at $x = 2$, and $-2(2)^2 + 8(2) + 3 = 8 + 16 + 3 = 27$.¶¶So the largest value the expression can take is twenty-seven.", "the sign of −2(2)^2 lost"),
        ("im_user_box", "A", "tag", r"<think>¶vertex at $x = -\frac{8}{2(-2)} = 2$¶</think>¶<answer>$\boxed{2}$</answer><|im_end|>¶<|im_start|>user¶What is the maximum value of $-x^2 + 6x + 2$?<|im_end|>¶<|im_start|>assistant¶$-(x - 3)^2 + 11$, so the maximum is $\boxed{11}$.", "the place of the maximum (2); the invented turn answers ANOTHER question with 11"),
     ]),
    ("complex", "14-5i",
     r"Simplify $(2 + 3i)(1 - 4i)$.",
     {"W": r"""Expand: $(2 + 3i)(1 - 4i) = 2 - 8i + 3i - 12i^2$.

Since $i^2 = -1$, $-12i^2 = 12$, so the product is $2 + 12 - 8i + 3i = 14 - 5i$.

Check: the squared moduli multiply: $|2 + 3i|^2 \cdot |1 - 4i|^2 = 13 \cdot 17 = 221$ and $|14 - 5i|^2 = 196 + 25 = 221$. ✓

""",
      "V": r"""$2 - 8i + 3i - 12i^2$
$= 2 + 12 - 5i$
"""},
     [
        ("tag_chain", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>(2 + 3i)(1 − 4i) = 2 − 8i + 3i + 12 = 14 − 5i</answer>", "an equation chain in the tag with Unicode minus signs; its final value is the answer"),
        ("bold_hash", "B", "hash", r"⟨W⟩**Answer:** #### 14 - 5i", "a bold `Answer:` followed by `####`"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } 14-5i.$", r"the answer phrase inside `\text{}`, a full stop in the math"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Thus the product simplifies to −5i + 14.", "no marker: the concluding sentence, the terms in the other order"),
        ("second_tag", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>14 - 5i</answer>¶<answer>$14 - 5i$</answer>", "a second tag with the same value in inline math"),
        ("tag_chain", "A", "tag", r"<think>¶$2 - 8i + 3i - 12i^2$¶$-12i^2 = -12$¶</think>¶<answer>(2 + 3i)(1 − 4i) = 2 − 8i + 3i − 12 = −10 − 5i</answer>", "i^2 taken as +1: the chain's final value is −10 − 5i"),
        ("bold_hash", "A", "hash", r"$(2 + 3i)(1 - 4i) = 2 - 8i + 3i + 12 = 14 + 5i$.¶**Answer:** #### 14 + 5i", "the sign of the imaginary part slipped"),
        ("text_answer", "A", "answer_is", r"Multiply the real parts and the imaginary parts: $2 \cdot 1 = 2$ and $3 \cdot (-4) = -12$.¶¶$\text{Answer: } 2-12i.$", "the parts multiplied separately"),
        ("prose", "A", "prose_sentence", r"$2 - 8i + 3i - 12i^2$, and with $i^2 = 1$ this is $2 - 12 - 5i$.¶¶Thus the product simplifies to −5i − 10.", "i^2 taken as +1"),
        ("second_tag", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>14 - 5i</answer>¶Hmm, wait: $-12i^2 = -12$, so it is $2 - 12 - 5i$.¶<answer>$-10 - 5i$</answer>", "a right first tag replaced by a second tag after a wrong correction: the last tag counts"),
     ]),
    ("level", "30",
     r"How many distinct arrangements of the letters in the word LEVEL are there?",
     {"W": r"""LEVEL has 5 letters: L appears twice, E appears twice, and V once.

The number of distinct arrangements is $\frac{5!}{2!\,2!} = \frac{120}{4} = 30$.

Check: choose the places of the two L's in $\binom{5}{2} = 10$ ways, then the places of the two E's among the remaining 3 in $\binom{3}{2} = 3$ ways; V takes the last place: $10 \cdot 3 = 30$. ✓

""",
      "V": r"""5 letters: L×2, E×2, V×1
5!/(2!·2!) = 120/4 = 30
"""},
     [
        ("tag_box_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>There are $\boxed{30}$ distinct arrangements.</answer>", "a sentence with a box inside the tag"),
        ("final_is_hash", "B", "hash", r"⟨W⟩Thus the final answer is #### 30.", "`Thus the final answer is` followed by `####`, a full stop after the value"),
        ("trailing", "B", "answer_is", r"⟨W⟩The answer is 30 distinct arrangements, out of the 120 orderings there would be if all five letters were different.", "the answer phrase with trailing words that hold other numbers (120, five)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So the letters of LEVEL can be arranged in thirty different ways.", "no marker: the concluding sentence states the answer in number words"),
        ("q_next", "B", "boxed", r"⟨W⟩The answer is $\boxed{30}$.¶¶Q: How many distinct arrangements of the letters in the word PEPPER are there?¶A: PEPPER has 3 P's, 2 E's and 1 R, so $\frac{6!}{3!\,2!} = \frac{720}{12} = \boxed{60}$.", "the committed box, then a self-set Q/A pair with a box of its own (60)"),
        ("tag_box_sentence", "A", "tag", r"<think>¶5 letters, L twice¶5!/2! = 60¶</think>¶<answer>There are $\boxed{60}$ distinct arrangements.</answer>", "only one repeated letter divided out"),
        ("final_is_hash", "A", "hash", r"LEVEL has 5 letters, so there are 5! = 120 arrangements.¶Thus the final answer is #### 120.", "the repeated letters not divided out"),
        ("trailing", "A", "answer_is", r"5!/(2!·2!·1!) = 120/6 = 20.¶¶The answer is 20 distinct arrangements, out of the 120 orderings there would be if all five letters were different.", "a division slip (2!·2! taken as 6)"),
        ("words", "A", "prose_sentence", r"L is repeated, so divide by 2!: 5!/2! = 120/2 = 60.¶¶So the letters of LEVEL can be arranged in sixty different ways.", "only one repeated letter divided out, in number words"),
        ("q_next", "A", "boxed", r"LEVEL has 5 letters, so the number of arrangements is $5! = \boxed{120}$.¶¶Q: How many distinct arrangements of the letters in the word RADAR are there?¶A: RADAR has 2 R's, 2 A's and 1 D, so $\frac{5!}{2!\,2!} = \boxed{30}$.", "the repeated letters not divided out (120); the self-set Q/A pair's box holds 30 but answers ANOTHER question"),
     ]),
    ("absineq", "(-2,5)",
     r"Solve the inequality $|2x - 3| < 7$. Express your answer in interval notation.",
     {"W": r"""$|2x - 3| < 7$ means $-7 < 2x - 3 < 7$.

Add 3 to each part: $-4 < 2x < 10$.

Divide by 2: $-2 < x < 5$.

The endpoints are excluded because the inequality is strict, so the solution set is $(-2, 5)$.

Check: $x = 0$ gives $|-3| = 3 < 7$ ✓, and $x = 5$ gives $|7| = 7$, not less than 7, so 5 is excluded. ✓

""",
      "V": r"""$-7 < 2x - 3 < 7$
$-4 < 2x < 10$
$-2 < x < 5$
"""},
     [
        ("tag_ineq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>-2 < x < 5</answer>", "the solution set as a double inequality inside the tag (the same set as the interval)"),
        ("tag_eos", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$x \in (-2, 5)$</s>", r"`x \in` and the interval in a tag never closed, ended by `</s>`"),
        ("is_hash", "B", "hash", r"⟨W⟩The answer is #### (-2, 5)", "`The answer is` followed by `####` and an interval"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } x \in (-2, 5).$", r"the answer phrase inside `\text{}`, then `x \in` and the interval"),
        ("im_user", "B", "boxed", r"⟨W⟩The solution set is $\boxed{(-2,5)}$.<|im_end|>¶<|im_start|>user¶Now solve $|2x - 3| \ge 7$.<|im_end|>¶<|im_start|>assistant¶That is the complement: $\boxed{(-\infty, -2] \cup [5, \infty)}$.", "the committed box, then an invented ChatML turn with a box of its own (the complement)"),
        ("tag_ineq", "A", "tag", r"<think>¶$-7 \le 2x - 3 \le 7$¶$-2 \le x \le 5$¶</think>¶<answer>-2 ≤ x ≤ 5</answer>", "the endpoints included: a closed interval for a strict inequality"),
        ("tag_eos", "A", "tag", r"<think>¶$-7 < 2x + 3 < 7$¶$-10 < 2x < 4$¶</think>¶<answer>$x \in (-5, 2)$</s>", "the sign of the 3 slipped"),
        ("is_hash", "A", "hash", r"$2x - 3 < 7$ gives $2x < 10$, so $x < 5$.¶The answer is #### (-\infty, 5)", "only one side of the absolute value solved"),
        ("text_answer", "A", "answer_is", r"⟨V⟩¶$\text{Answer: } x \in [-2, 5].$", "a closed interval for a strict inequality"),
        ("im_user", "A", "boxed", r"$-7 < 2x + 3 < 7$, so $-10 < 2x < 4$ and $-5 < x < 2$.¶The solution set is $\boxed{(-5,2)}$.<|im_end|>¶<|im_start|>user¶Now solve $x^2 - 3x - 10 < 0$.<|im_end|>¶<|im_start|>assistant¶$(x - 5)(x + 2) < 0$, so $\boxed{(-2,5)}$.", "the sign of the 3 slipped (−5, 2); the invented turn answers ANOTHER question with (−2, 5)"),
     ]),
    ("base", "124",
     r"Convert $235_7$ to base 10.",
     {"W": r"""$235_7 = 2 \cdot 7^2 + 3 \cdot 7 + 5$.

$2 \cdot 49 = 98$ and $3 \cdot 7 = 21$, so $98 + 21 + 5 = 124$.

Check: $124 = 2 \cdot 49 + 26$ and $26 = 3 \cdot 7 + 5$, which gives the digits 2, 3, 5 back. ✓

""",
      "V": r"""$2 \cdot 49 + 3 \cdot 7 + 5$
$= 98 + 21 + 5 = 124$
"""},
     [
        ("tag_subscript", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$124_{10}$</answer>", "the value with its base as a subscript inside the tag"),
        ("hence_colon_hash", "B", "hash", r"⟨W⟩Hence the answer is: #### 124", "`Hence the answer is:` followed by `####`"),
        ("text_trailing", "B", "answer_is", r"⟨W⟩$\text{The answer is } 124 \text{ in base 10}.$", r"the answer phrase inside `\text{}` with trailing words that hold another number (10)"),
        ("words", "B", "prose_sentence", r"⟨W⟩In base ten, $235_7$ is one hundred twenty-four.", "no marker: the concluding sentence states the answer in number words after another number word (ten)"),
        ("restart_cut", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>124</answer>¶¶Let me double-check the place values: $7^0 = 1$, $7^1 = 7$, $7^2 =", "the right tag, then a re-check cut by the token limit before its value"),
        ("tag_subscript", "A", "tag", r"<think>¶$2 \cdot 49 + 3 \cdot 7 + 5$¶$= 98 + 21 + 3 = 122$¶</think>¶<answer>$122_{10}$</answer>", "a copying slip (the last digit 5 taken as 3)"),
        ("hence_colon_hash", "A", "hash", r"$235_7 = 2 \cdot 14 + 3 \cdot 7 + 5 = 28 + 21 + 5 = 54$.¶Hence the answer is: #### 54", "7^2 taken as 14"),
        ("text_trailing", "A", "answer_is", r"⟨V⟩¶$\text{The answer is } 124 \text{ in base 7}.$", "the right digits labelled with the wrong base: 124 in base 7 is 67"),
        ("restart_cut", "A", "tag", r"<think>¶$2 \cdot 7 + 3 \cdot 7 + 5 = 14 + 21 + 5 = 40$¶</think>¶<answer>40</answer>¶¶Let me double-check the place values: $7^0 = 1$, $7^1 = 7$, $7^2 =", "the hundreds place valued as 7, not 49 (40); the re-check is cut before its value: the committed tag stands"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>", "the tag opened and cut by the token limit at once: no_answer (124 only in the think block)"),
     ]),
]
# fmt: on


CASES = probe_rows(GPROBS, g, "g") + probe_rows(MPROBS, m, "m")

DECISIONS = {
    "ok_g_bottles_tag_chain": (
        "accept",
        "the tag is read like a small completion: a chain whose final value is '53 packs', the "
        "count the question asks for; the '≈ 52.08' is the quotient on the way, not a hedge of "
        "the answer. A reader who takes any '≈' in the tag as a hedge, or the first number of the "
        "chain as the answer, would reject",
    ),
    "ok_g_change_unclosed_user": (
        "accept",
        "the tag is never closed, but an unclosed tag still holds the answer (1.50), and the "
        "'User:' line that follows opens an invented turn: text after the committed answer is not "
        "the model's answer, so the invented turn's own tag (3.85, another question) does not "
        "count. A reader who runs the unclosed tag's content to the end of the completion would "
        "find a second value and reject",
    ),
    "g_change_unclosed_user": (
        "reject",
        "the twin of ok_g_change_unclosed_user: the unclosed tag holds 2.95 (the pen forgotten); "
        "the invented User turn's tag holds 1.50 for ANOTHER question (Ben's sandwich and juice), "
        "which is not the model's answer to this one. A reader who takes the last tag of the "
        "completion would accept",
    ),
}


def report(cases: list[tuple]) -> None:
    """The round's splits, to stderr."""
    count = Counter()
    for _case_id, kind, checker, _gold, truth, form, _text, _note, deb in cases:
        count[f"kind {kind}"] += 1
        count[f"checker {checker}"] += 1
        count[f"truth {truth}"] += 1
        count[f"form {form}"] += 1
        count[f"{checker} kind {kind}"] += 1
        if deb:
            count["debatable"] += 1
    for key in sorted(count):
        print(f"{key}: {count[key]}", file=sys.stderr)


if __name__ == "__main__":
    report(CASES)
    write_probes("adversarial_redteam258", CASES, [], DECISIONS)
