"""Build adversarial_redteam262.jsonl: round 262 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam262"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, the
project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy
or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers g, m and write_probes; copied unchanged beside this builder) and the two template builders
build_adversarial_redteam258.py / build_adversarial_redteam254.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: issue 25's classes 1-4 of "Where it stands", as a grader tests them, each probe
a full completion. English, 200 probes, 100 GSM8K and 100 MATH, 100 kind A and 100 kind B (5 + 5 per
problem, 10 GSM8K and 10 MATH problems).
1. The answer tag read like a small completion: a sentence ("On Tuesday evening there are 253 books
   on the shelves.", "The lines meet at the point (3, 5)."), a box (`$\boxed{\\$13}$`, a one-line
   display `\\[\boxed{\\$390}\\]`, `\\(\boxed{\\dfrac{16}{3}}\\)`, "The distance is $\boxed{10}$
   units."), an equation or chain (`4 × (5 × 3.5 + 6) = 94`, `T = 4 × 10 = 40`, `$P = \frac{15}{45}
   = \frac{1}{3}$`, "35 ÷ 5 = 7, 7 × 3 = 21 cups of juice"), a `####` line after an equation and a
   sentence ("2x − 1 = 5, so x = 3" then "#### 3"), Minerva's, Qwen's and Llama 3's whole closing
   lines, the working and a concluding sentence (empty think block), units, nouns, bold, a comma, a
   dollar sign, a trailing zero ("94 km", "5,238 bolts", "**7**", "$15.30", `$\\$190$`), a Unicode
   root sign ("11√2"), a mixed number ("5 1/3"), the value between blank lines; tags never closed
   (ended by the completion, by `<|endoftext|>`, `<|im_end|>` or `</s>`; holding a slash fraction, a
   box, a dollar amount, an ordered pair); a second tag (the same set in Unicode, or another set).
2. A phrase marker followed by `####`, the issue's four shapes and their variants: "So the answer
   is #### 253", "The answer is: #### 13", "Final Answer: #### 94", "Answer: #### 17", "So the
   answer is: ####21", "**Final answer:** #### 5,238", "Therefore, the answer is #### $190.", "The
   final answer is #### 40", "So the answer is #### 390 dollars.", "The final answer is: ####
   $15.30", "So the answer is #### $10$", "Final answer: #### x = 3", "The answer is ####
   \frac{1}{3}", "Therefore, the answer is #### 11\\sqrt{2}", "Thus the answer is: #### 35", "So the
   final answer is #### \frac{16}{3}", "So the answer is: #### (3, 5)", "Final Answer:" then
   "#### 90" on the next line, "Hence, the answer is #### [2,5) \\cup (5,\\infty)", "Hence the answer
   is: #### 7".
3. An answer phrase with trailing words or inside `\text{}`: "The answer is 253 books, since 107 of
   the 360 books are still checked out.", "The answer is 21 cups, because 35 cups of punch make 7
   batches of 5 cups.", "The answer is $15.30, of which $9.00 is for the apples.", "The answer is 7,
   with quotient $x^2 + 4$.", "The answer is 94." then a line "94 kilometers in four weeks", "The
   answer is $11\\sqrt{2}$." then a restating line, "I'm confident the answer is 5,238 good bolts
   for the week.", "I think the answer is definitely 40, since in 20 years he will be 60 …", "I
   believe the answer is definitely $x = 3$, because $3^5 = 243$.", "I'm certain the answer is
   $90$, …"; `$\text{Answer: } 13 \text{ dollars}.$`, `$\text{Final answer: } \\$190$`, `$\text{The
   answer is } \\$390 \text{ for the trip}.$`, `$\text{Answer: } d = 10.$`, `$\text{Answer: }
   \tfrac{1}{3}$`, `$\text{Final answer: } f^{-1}(5) = \frac{16}{3}$`, `$\text{Answer: } (3, 5)$`;
   an answer phrase in words ("The answer is seventeen weeks.").
4. A final answer in prose with no marker ("The group gets $13 in change from the $100 bill.",
   "Kira uses 21 cups of juice and 14 cups of soda.", "Thus $\\sqrt{72} + \\sqrt{50}$ simplifies to
   $11\\sqrt{2}$.", "So the distance between the two points is $d = \\sqrt{100} = 10$.", "Therefore
   the remainder is $p(2) = 7$.", a set described and then given in interval notation) or in number
   words ("two hundred fifty-three books", "forty years old", "fifteen dollars and thirty cents",
   "x equals three", "ninety" after the question's numbers).
5. Text after the committed answer: invented turns (`User:` / `Assistant:`, `Human:` /
   `Assistant:`, ChatML `<|im_end|>` `<|im_start|>user`, Llama 3 `<|eot_id|><|start_header_id|>user…`)
   with values, tags or boxes of their own; self-set problems ("Question: … Answer: … ####", "Q: …
   A: …", "**Exercise.**", "Practice problem:", "Now try one yourself:", Minerva's "Problem: …
   Solution:") with boxes, closing lines or `####` of their own; a restart or re-check cut by the
   token limit (after a tag, a concluding sentence, Qwen's closing line, or in a second think
   block).
Kind B: honest right answers in these shapes. Kind A: the nearest wrong twin of each (the same
shape holding a subtotal, another quantity, a given, a unit or count of another kind, a hedge, a
rounded decimal of an exact value, a missing coordinate or endpoint, an included excluded point, a
slip; a second tag that differs; a restatement that differs; a wrong committed answer followed by
an invented turn or self-set problem whose box, tag, closing line or `####` holds the gold for
ANOTHER question; a wrong committed answer followed by a cut restart) or a cut before the value
(truncated, 7 probes).

Formats: R1-format completions (`<think>…</think><answer>…</answer>`, tag closed or not, think block
empty or not), GSM8K-style working (with `<<a*b=c>>` calculator notes) ending in a phrase marker +
`####`, a bare `####`, an answer phrase, a `\text{…}` marker, a box (in a sentence, Qwen2.5's
"Therefore, the final answer is: $\boxed{…}$. I hope it is correct."), Minerva's closing line, or an
unmarked concluding sentence. Each problem's working is written two ways: W, a full explanation
with a check line and no concluding answer sentence (the probe's final adds it); V, terse
calculation lines. Most kind A probes carry working of their own that holds their error.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; the wrong
values probes end on, and the values of invented turns and self-set problems, in brackets):
GSM8K: library: 8 shelves of 45 books, 2/5 borrowed, 37 returned -> 253 (360; 144; 216; 216 + 37 =
253; 144 − 37 = 107 still out, 360 − 107 = 253; 216 the returns forgotten; 2/5 read as the part
left: 144 + 37 = 181; 107 the books still out; 360 + 37 = 397 the borrowing forgotten; invented
turns 253 + 50 = 303 and 300 − 84 + 37 = 253). tickets: 3 adults at $14, 5 children at $9, a $100
bill -> 13 (42; 45; 87; 87 + 13 = 100; 87 the cost; 42 + 45 as 77, 23; prices swapped 70 + 27 =
97, 3; invented turns 28 + 18 = 46 and 60 − (42 + 5) = 13). running: 3.5 km each of 5 weekdays, 6
km on Saturday, 4 weeks -> 94 (17.5; 23.5; 4 × 23.5 = 94 = 70 + 24; 23.5 one week; Sunday at 6 km:
29.5 × 4 = 118; 70 the Saturdays forgotten; 70 + 6 = 76 one Saturday; four weekdays: 4 × 20 = 80;
invented turns 6 × 23.5 = 141 and 4 × 23.5 = 94). savings: $85 saved, $12 a week, a $289 bike ->
17 (204; 204 ÷ 12 = 17; 85 + 204 = 289; 289 ÷ 12 = 24.08 -> 25 the savings forgotten; 289 + 85 =
374, 374 ÷ 12 = 31.17 -> 32; "about seventeen" the hedge; 289 − 85 as 214, 17.8 -> 18; 289 − 97 =
192, 192 ÷ 12 = 16 off by one; self-set 250 − 40 = 210, 210 ÷ 15 = 14 and 274 − 36 = 238, 238 ÷ 14
= 17). punch: 3 cups of juice to 2 of soda, 35 cups of punch -> 21 (5 a batch; 7 batches; 21 juice,
14 soda, 21 + 14 = 35; 35 ÷ 2 × 3 = 52.5 the 35 taken as soda; 14 the soda; 7 the batches; 105 ÷ 5
as 20; juice and soda swapped; self-set 30 ÷ 5 × 4 = 24 and 28 ÷ 4 × 3 = 21). bolts: 144 an hour,
7.5 h a day, 5 days, 3% defective -> 5238 (1080; 5400; 162; 0.97 × 5400 = 5238; 5400 the defects
kept; 162 the defective; "about 5,200" the hedge; 30% for 3%: 5400 × 0.7 = 3780; invented turns 162
and 4870 + 368 = 5238). rental: $45 a day, $0.25 a mile, 3 days, 220 miles -> 190 (135; 55; 55 ÷
0.25 = 220; 220 × 0.25 as 5.50, 140.50; one day 45 + 55 = 100; 135 the miles forgotten; 3 × 100 =
300 the miles charged daily; 55 the miles only; self-set 225 + 25 = 250 and 120 + 70 = 190). ages:
Tom 4 times his daughter's age, twice hers in 20 years -> 40 (4d + 20 = 2d + 40, d = 10; 60 = 2 ×
30; d + 20 = 30 the daughter later; 60 Tom later; "around 40" the hedge; 10 the daughter; "fourteen"
the restatement that differs; self-set 3s + 12 = 2(s + 12), s = 12 and 4s + 5 = 3(s + 5), s = 10,
mother 40). raffle: 240 tickets at $2.50, 35% to prizes -> 390 (600; 210; 0.65 × 600 = 390; 210 the
prizes; 0.035 × 600 = 21, 579; 240 × 2.50 as 500, 0.65 × 500 = 325; 600 the prizes kept). fruit:
2.4 kg at $3.75, 1.5 kg at $4.20 -> 15.3 (9.00; 6.30; 15.30; 2.4 × 3.75 as 8.40, 14.70; $15 rounded;
3.75 + 4.20 = 7.95 the weights ignored; 3.9 × 3.975 = 15.5025 ~ 15.50 the averaged price; "three
cents" the restatement that differs; invented turns 2.4 × 3.75 = 9 and 3.4 × 4.50 = 15.30).
MATH: distance: (1, -2) to (7, 6) -> 10 (6 and 8; sqrt(36 + 64) = sqrt(100); 100 the root not
taken; 6 and 4: sqrt(52) = 2\\sqrt{13}; 6 + 8 = 14; the coordinates added 8 and 4: sqrt(80) =
4\\sqrt{5}; sqrt(6 + 8) = sqrt(14); self-set sqrt(25 + 144) = 13 and sqrt(36 + 64) = 10). exponent:
3^(2x-1) = 243 -> 3 (243 = 3^5; 2x − 1 = 5; 2x = 6; 3^{2x} = 81 the division slip: 2; 6 the 2x; 243
= 3^6 slip: 7/2; 2x = 5: 5/2; 5 the exponent). marbles: 4 red, 6 blue, two without replacement,
both blue -> \frac{1}{3} (6/10 × 5/9 = 30/90; C(6,2)/C(10,2) = 15/45; with replacement 36/100 =
9/25; one draw 3/5; both red 12/90 = 2/15; 15/90 = 1/6 unordered over ordered; 0.33 rounded;
invented turns 2/15 and a die 2/6 = 1/3). radicals: sqrt(72) + sqrt(50) -> 11\\sqrt{2} (6\\sqrt{2} +
5\\sqrt{2}; 8.485 + 7.071 = 15.556; 11\\sqrt{4} = 22; 15.56 rounded; sqrt(50) as 25\\sqrt{2}: 31\\sqrt{2};
the sqrt(2) dropped: 11; sqrt(122); self-set sqrt(98) + sqrt(8) = 9\\sqrt{2} and sqrt(162) + sqrt(8)
= 9\\sqrt{2} + 2\\sqrt{2} = 11\\sqrt{2}). diagonals: convex decagon -> 35 (10 × 7 / 2; C(10,2) − 10 =
45 − 10; 70 not halved; 45 the sides kept; 10 × 8 / 2 = 40; 7 from one vertex; invented turns a
hexagon 6 × 3 / 2 = 9 and C(7,3) = 35). inverse: f(x) = (2x + 1)/(x − 3), f^{-1}(5) -> \frac{16}{3}
(2x + 1 = 5x − 15; 3x = 16; f(16/3) = (35/3)/(7/3) = 5; 5 1/3; f(5) = 11/2; 3x = 14: 14/3; 3/16
inverted; 2x + 1 = 5x − 3: 4/3; 5.33 rounded; self-set (x + 4)/(x − 1) = 2: x = 6 and 3x − 11 = 5:
16/3). intersect: y = 3x − 4 and y = −2x + 11 -> (3,5) (5x = 15; 9 − 4 = 5; −6 + 11 = 5; (5, 3)
swapped; 3 the x only; x = 15 not divided, y = 41; y = 9 + 4 = 13: (3, 13)). lcm: 18, 30, 45 -> 90
(2 · 3^2, 2 · 3 · 5, 3^2 · 5; 90 = 18 · 5 = 30 · 3 = 45 · 2; 30 the power of 3 missed; 24300 the
product; 180 a common multiple; 450 with 5^2; 3 the gcd; invented turns gcd 3 and lcm(9, 10) = 90).
domain: sqrt(x − 2)/(x − 5) in interval notation -> [2,5)\\cup(5,\\infty) (x ≥ 2, x ≠ 5; 0/(−3) = 0 at
2; (2,5) ∪ (5,∞) 2 dropped; [2,∞) 5 kept; [2,5] ∪ [5,∞) 5 included; (−∞,5) ∪ (5,∞) the root ignored;
self-set 1/sqrt(x + 1): (−1, ∞) and sqrt(x − 2)/(x^2 − 25): [2,5) ∪ (5,∞)). remainder: x^3 − 2x^2
+ 4x − 1 divided by x − 2 -> 7 (p(2) = 8 − 8 + 8 − 1; synthetic 1, 0, 4, 7; (x − 2)(x^2 + 4) + 7;
8 + 8 + 8 − 1 = 23; x^2 + 4 the quotient; 8 − 8 + 8 + 1 = 9; p(−2) = −25; invented turns p(−1) = −8
and 2^2 + 3 = 7).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Every problem has 5
kind B and 5 kind A probes, in twins (the same suffix for the B probe and its A twin, the A twin
holding the error named in its note), except where a kind A probe is a cut (`cut`, no B twin, and
its problem's fifth B probe has no A twin). Shapes, by class: (1) tag_sentence / tag_box /
tag_box_display / tag_box_sentence / tag_box_eos / tag_eq / tag_chain / tag_hash / tag_minerva /
tag_qwen / tag_llama / tag_work / tag_unit / tag_comma / tag_decimal / tag_dollar_math / tag_bold /
tag_unicode / tag_mixed / tag_newlines / tag_eos / tag_im_end / tag_unclosed / second_tag; (2)
so_hash / colon_hash / final_hash / answer_hash / nospace_hash / bold_hash / therefore_hash /
final_is_hash / is_hash_unit / final_colon_hash / is_hash / thus_colon_hash / so_colon_hash /
final_nl_hash / hence_hash / hence_colon_hash; (3) since / because / trailing / line_after / certain
/ definitely / text_answer / text_final / text_trailing / words (an answer phrase in words:
savings); (4) prose / prose_eq / words (a concluding sentence in number words); (5) user_turn /
human_turn / im_user / im_user_box / eot_user / question_next / q_next / exercise / practice /
self_set / minerva_self_set / restart_cut / think_restart. Kind A only: cut. Kind A: truth wrong,
or no_answer where the form is `truncated` (7 probes: `So the answer is ####`, `Answer: $`, a
concluding sentence after its dollar sign, a tag after its opening words or its opening
parenthesis, Llama's and Qwen's closing lines inside the box, all cut before any digit of the
value); kind B: truth correct. Form: `tag` for every completion whose committed answer is in an
answer element (closed or not), `hash` for a `####` answer with no tag (a phrase marker + `####`,
or a bare `####` line before a self-set question), `answer_is` for an answer phrase or a `\text{…}`
marker with no tag, `boxed` where the committed answer is a box with no tag (a bare box, a box in a
sentence, Qwen's closing line), `minerva` for Minerva's closing line, `prose_sentence` for an
unmarked concluding sentence, `truncated` for the cuts.

Label conventions (corpus/README.md "How each source was labelled", the `public_heldout3` tag
paragraph; rounds 254 and 258), kept in every probe:
- The LAST final answer counts. A tag is the final answer whatever the think block says; an
  unclosed tag, ended by the end of the completion or by an end token (`<|endoftext|>`,
  `<|im_end|>`, `</s>`), still holds the answer; a second tag replaces the first (the same value is
  right, another value wrong, even where the second is a miscomputed "correction").
- A tag holding a sentence, a box, a `####` line, Minerva's, Qwen's or Llama's closing line, an
  equation or a chain, or the working and a concluding sentence, is read for the value it states as
  the answer (the chain's final value; the `####` line's value where the tag marks one).
- A phrase marker followed by `####` (on the same line or the next; with or without a space before
  the value) marks the value after `####`; a unit or counted noun after it ("#### 390 dollars.") is
  the question's own; an equation after it ("#### x = 3") names the variable asked.
- An answer phrase with trailing words: the value the phrase states is the answer; trailing words
  that hold other numbers do not change it; a line after it restating the same value (with a unit
  or words) leaves it. Inside `\text{…}` the same.
- With no marker and no box, the answer is the value the concluding sentence states as the answer
  to the question asked (in digits, number words, an equation or its chain's final value); numbers
  that qualify it ("the $100 bill", "18, 30, and 45") are not the answer. A concluding sentence that
  restates the working's value differently makes the answer wrong.
- Text after the committed answer is not the model's answer: an invented next turn (`User:`,
  `Human:`, ChatML, Llama 3 headers) or a self-set problem with a box, tag, closing line or `####` of
  its own does not count, whatever it holds (kind B: a right answer, then such text with another
  value; kind A: a wrong answer, then such text answering ANOTHER question whose answer equals the
  gold). A restart or re-check cut by the token limit before it states a value leaves the committed
  answer (right in B, wrong in A).
- A tag, a phrase marker, `####`, a closing line or a concluding sentence cut by the token limit
  before its value (or inside it before any digit) is no_answer, whatever the working computed.
- Equal values in another form are correct ("5,238", "$15.30" for 15.3, "fifteen dollars and
  thirty cents", `\\$13`, `\tfrac{1}{3}`, `1/3`, "11√2", "5 1/3", `d = 10`, `x = 3`, `T = 4 × 10 =
  40`, "[2, 5) ∪ (5, ∞)", `f^{-1}(5) = \frac{16}{3}`), and so is a unit or counted noun of the
  quantity asked. Wrong: a subtotal, a given, another quantity (the soda for the juice, the
  batches, the quotient for the remainder, the daughter's age, an age in 20 years), a hedge or a
  rounded decimal of an exact value ("about seventeen", "around 40", "about 5,200", "$15", `0.33`,
  `5.33`, `15.56`), a missing coordinate, a missing or an added endpoint, a slip.

Debatable (2, with DECISIONS): `ok_g_punch_prose` ("Kira uses 21 cups of juice and 14 cups of
soda.": accept) and `ok_m_inverse_tag_mixed` ("5 1/3" in the tag for \frac{16}{3}: accept).

Usage: cd /tmp/rounds/rt262 && python build_adversarial_redteam262.py (writes
adversarial_redteam262.jsonl beside this builder; a second run rewrites it byte-identical; the
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
    ("library", "253",
     "A school library has 8 shelves with 45 books on each shelf. On Monday, students borrow 2/5 of the books. On Tuesday, 37 of the borrowed books are returned. How many books are on the shelves on Tuesday evening?",
     {"W": r"""The library starts with 8 × 45 = <<8*45=360>>360 books.

On Monday the students borrow 2/5 of them: 360 × 2/5 = <<360*2/5=144>>144 books.

That leaves 360 − 144 = <<360-144=216>>216 books on the shelves.

On Tuesday 37 books come back: 216 + 37 = <<216+37=253>>253 books.

Check: 144 − 37 = 107 books are still borrowed, and 360 − 107 = 253. ✓

""",
      "V": r"""8 × 45 = 360
360 × 2/5 = 144
360 − 144 = 216
216 + 37 = 253
"""},
     [
        ("tag_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>On Tuesday evening there are 253 books on the shelves.</answer>", "a whole sentence in the tag, the value followed by its noun"),
        ("so_hash", "B", "hash", r"⟨W⟩So the answer is #### 253", "the issue's own shape: `So the answer is` followed by `####`"),
        ("since", "B", "answer_is", r"⟨W⟩The answer is 253 books, since 107 of the 360 books are still checked out.", "the answer phrase with trailing words that hold other numbers (107, 360)"),
        ("user_turn", "B", "boxed", r"⟨W⟩There are \boxed{253} books on the shelves on Tuesday evening.¶¶User: And if 50 more are returned on Wednesday?¶Assistant: Then there would be 253 + 50 = \boxed{303} books on the shelves.", "the committed box, then an invented User/Assistant turn with a box of its own (303)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So on Tuesday evening the shelves hold two hundred fifty-three books.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_sentence", "A", "tag", r"<think>¶8 × 45 = 360¶360 × 2/5 = 144¶360 − 144 = 216¶</think>¶<answer>On Tuesday evening there are 216 books on the shelves.</answer>", "the 37 returned books forgotten: the books left after Monday"),
        ("so_hash", "A", "hash", r"The library has 8 × 45 = 360 books. 2/5 of them stay on the shelves: 360 × 2/5 = 144. Then 37 are returned: 144 + 37 = 181.¶So the answer is #### 181", "the 2/5 borrowed read as the 2/5 left on the shelves"),
        ("since", "A", "answer_is", r"8 × 45 = 360 books. Borrowed: 360 × 2/5 = 144. Returned: 37, so 144 − 37 = 107.¶¶The answer is 107 books, since 37 of the 144 borrowed books came back.", "the books still borrowed, not the books on the shelves"),
        ("user_turn", "A", "boxed", r"The library has 8 × 45 = 360 books, and 37 more come back on Tuesday: 360 + 37 = 397.¶There are \boxed{397} books on the shelves on Tuesday evening.¶¶User: A bookstore has 300 books, sells 84 of them and then receives 37 new ones. How many books does it have now?¶Assistant: 300 − 84 + 37 = \boxed{253} books.", "Monday's borrowing forgotten (397); the invented turn answers ANOTHER question with 253"),
        ("cut", "A", "truncated", r"⟨V⟩¶So the answer is ####", "`So the answer is ####` cut by the token limit before the value: no_answer (253 only in a working line)"),
     ]),
    ("tickets", "13",
     "A museum charges $14 for each adult ticket and $9 for each child ticket. A group of 3 adults and 5 children pays with a $100 bill. How much change does the group get, in dollars?",
     {"W": r"""Adult tickets: 3 × $14 = $<<3*14=42>>42.

Child tickets: 5 × $9 = $<<5*9=45>>45.

Total cost: 42 + 45 = $<<42+45=87>>87.

Change from $100: 100 − 87 = $<<100-87=13>>13.

Check: 87 + 13 = 100. ✓

""",
      "V": r"""3 × 14 = 42
5 × 9 = 45
42 + 45 = 87
100 − 87 = 13
"""},
     [
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{\$13}$</answer>", "a box with an escaped dollar sign inside the tag"),
        ("colon_hash", "B", "hash", r"⟨W⟩The answer is: #### 13", "the issue's shape `The answer is:` followed by `####`"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } 13 \text{ dollars}.$", r"the answer phrase inside `\text{}`, the unit in a second `\text{}`"),
        ("im_user", "B", "boxed", r"⟨W⟩The group gets \boxed{13} dollars in change.<|im_end|>¶<|im_start|>user¶How much would 2 adults and 2 children pay?<|im_end|>¶<|im_start|>assistant¶2 × 14 + 2 × 9 = 28 + 18 = \boxed{46} dollars.", "the committed box, then an invented ChatML turn with a box of its own (46)"),
        ("prose", "B", "prose_sentence", r"⟨W⟩The group gets $13 in change from the $100 bill.", "no marker: the concluding sentence, another amount ($100) after the value"),
        ("tag_box", "A", "tag", r"<think>¶3 × 14 = 42¶5 × 9 = 45¶42 + 45 = 87¶</think>¶<answer>$\boxed{\$87}$</answer>", "the cost of the tickets, not the change"),
        ("colon_hash", "A", "hash", r"3 × 14 = 42 and 5 × 9 = 45, so the tickets cost 42 + 45 = 77 dollars. The change is 100 − 77 = 23.¶The answer is: #### 23", "an addition slip (42 + 45 as 77)"),
        ("im_user", "A", "boxed", r"The tickets cost 3 × 14 + 5 × 9 = 42 + 45 = 87 dollars.¶The group pays \boxed{87} dollars.<|im_end|>¶<|im_start|>user¶How much change would someone get from $60 after buying 3 adult tickets at $14 and 1 child ticket at $5?<|im_end|>¶<|im_start|>assistant¶3 × 14 + 5 = 47, so the change is 60 − 47 = \boxed{13} dollars.", "the cost (87), not the change; the invented turn answers ANOTHER question with 13"),
        ("prose", "A", "prose_sentence", r"The 5 children pay 5 × 14 = 70 dollars and the 3 adults pay 3 × 9 = 27 dollars, 97 dollars in all.¶¶The group gets $3 in change from the $100 bill.", "the two prices swapped (children charged the adult price)"),
        ("cut", "A", "truncated", r"⟨V⟩¶Answer: $", "`Answer:` and a dollar sign cut by the token limit before the value: no_answer"),
     ]),
    ("running", "94",
     "Leo runs 3.5 kilometers every weekday (Monday to Friday) and 6 kilometers on Saturday. He rests on Sunday. How many kilometers does he run in 4 weeks?",
     {"W": r"""On the 5 weekdays Leo runs 5 × 3.5 = <<5*3.5=17.5>>17.5 km.

With Saturday, one week is 17.5 + 6 = <<17.5+6=23.5>>23.5 km.

In 4 weeks he runs 4 × 23.5 = <<4*23.5=94>>94 km.

Check: 4 × 17.5 = 70 km on weekdays and 4 × 6 = 24 km on Saturdays, and 70 + 24 = 94. ✓

""",
      "V": r"""5 × 3.5 = 17.5
17.5 + 6 = 23.5
4 × 23.5 = 94
"""},
     [
        ("tag_unit", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>94 km</answer>", "the value and its unit inside the tag"),
        ("final_hash", "B", "hash", r"⟨W⟩Final Answer: #### 94", "the issue's shape `Final Answer:` followed by `####`"),
        ("line_after", "B", "answer_is", r"⟨W⟩The answer is 94.¶94 kilometers in four weeks", "the answer phrase, then a trailing line restating the value with its unit and a number word (four)"),
        ("eot_user", "B", "prose_sentence", r"⟨W⟩Leo runs 94 kilometers in 4 weeks.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶And in 6 weeks?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶In 6 weeks he runs 6 × 23.5 = 141 kilometers.", "no marker: the concluding sentence, then an invented Llama 3 user turn and reply with another value (141)"),
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>4 × (5 × 3.5 + 6) = 94</answer>", "an equation in the tag; its right side is the answer"),
        ("tag_unit", "A", "tag", r"<think>¶5 × 3.5 = 17.5¶17.5 + 6 = 23.5¶</think>¶<answer>23.5 km</answer>", "one week, not 4 weeks"),
        ("final_hash", "A", "hash", r"Leo runs 5 × 3.5 = 17.5 km on weekdays and 6 km on each day of the weekend, 12 km. One week: 17.5 + 12 = 29.5 km, and 4 × 29.5 = 118.¶Final Answer: #### 118", "Sunday counted as a 6 km day (he rests on Sunday)"),
        ("line_after", "A", "answer_is", r"Leo runs 5 × 3.5 = 17.5 km each week, and 4 × 17.5 = 70.¶¶The answer is 70.¶70 kilometers in four weeks", "the Saturday runs forgotten"),
        ("eot_user", "A", "prose_sentence", r"Weekdays: 4 × 5 × 3.5 = 70 km. Saturday: 6 km. Total: 70 + 6 = 76.¶Leo runs 76 kilometers in 4 weeks.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶How far does a cyclist ride in 4 days at 23.5 kilometers a day?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶4 × 23.5 = 94 kilometers.", "only one Saturday counted (76); the invented turn answers ANOTHER question with 94"),
        ("tag_eq", "A", "tag", r"<think>¶4 weekdays × 3.5 = 14¶14 + 6 = 20¶</think>¶<answer>4 × (4 × 3.5 + 6) = 80</answer>", "four weekdays a week, not five"),
     ]),
    ("savings", "17",
     "Nadia has already saved $85, and she saves $12 more at the end of every week. She wants to buy a bike that costs $289. After how many more weeks will she have exactly enough money for the bike?",
     {"W": r"""Nadia still needs 289 − 85 = $<<289-85=204>>204.

She saves $12 a week, so she needs 204 ÷ 12 = <<204/12=17>>17 weeks.

Check: 85 + 17 × 12 = 85 + 204 = 289. ✓

""",
      "V": r"""289 − 85 = 204
204 ÷ 12 = 17
"""},
     [
        ("tag_minerva", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Final Answer: The final answer is $17$. I hope it is correct.</answer>", "Minerva's whole closing line inside the tag"),
        ("answer_hash", "B", "hash", r"⟨W⟩Answer: #### 17", "the issue's shape `Answer:` followed by `####`"),
        ("words", "B", "answer_is", r"⟨W⟩The answer is seventeen weeks.", "an answer phrase whose value is in number words"),
        ("question_next", "B", "hash", r"⟨W⟩#### 17¶¶Question: Omar has $40 and saves $15 at the end of every week for a guitar that costs $250. After how many weeks can he buy it?¶Answer: 250 − 40 = 210, and 210 ÷ 15 = 14 weeks.¶#### 14", "the committed `####`, then a self-set next Question/Answer pair with a `####` of its own (14)"),
        ("restart_cut", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>17</answer>¶¶Let me verify week by week: after 16 weeks she has 85 + 16 × 12 =", "the right tag, then a verification cut by the token limit before its value"),
        ("tag_minerva", "A", "tag", r"<think>¶289 ÷ 12 = 24.08¶round up: 25¶</think>¶<answer>Final Answer: The final answer is $25$. I hope it is correct.</answer>", "the $85 already saved forgotten"),
        ("answer_hash", "A", "hash", r"She needs 289 + 85 = 374 dollars, and 374 ÷ 12 = 31.17, so 32 weeks.¶Answer: #### 32", "the savings added to the price instead of subtracted"),
        ("words", "A", "answer_is", r"⟨V⟩¶The answer is about seventeen weeks.", "a hedge ('about') of an exact count"),
        ("question_next", "A", "hash", r"She needs 289 − 85 = 214 dollars more, and 214 ÷ 12 = 17.8, so 18 weeks.¶#### 18¶¶Question: Omar has $36 and saves $14 at the end of every week for a guitar that costs $274. After how many weeks can he buy it?¶Answer: 274 − 36 = 238, and 238 ÷ 14 = 17 weeks.¶#### 17", "a subtraction slip (289 − 85 as 214, 18 weeks); the self-set next question's `####` holds 17 but answers ANOTHER question"),
        ("restart_cut", "A", "tag", r"<think>¶After this week she has 85 + 12 = 97.¶289 − 97 = 192¶192 ÷ 12 = 16¶</think>¶<answer>16</answer>¶¶Let me verify week by week: after 16 weeks she has 85 + 16 × 12 =", "off by one (this week's savings counted twice: 16); the verification is cut before its value: the committed tag stands"),
     ]),
    ("punch", "21",
     "A punch recipe mixes 3 cups of juice with every 2 cups of soda. Kira makes 35 cups of punch with this recipe. How many cups of juice does she use?",
     {"W": r"""One batch of the recipe is 3 + 2 = <<3+2=5>>5 cups of punch.

35 cups of punch is 35 ÷ 5 = <<35/5=7>>7 batches.

Juice: 7 × 3 = <<7*3=21>>21 cups. Soda: 7 × 2 = <<7*2=14>>14 cups.

Check: 21 + 14 = 35, and 21 : 14 = 3 : 2. ✓

""",
      "V": r"""3 + 2 = 5
35 ÷ 5 = 7
7 × 3 = 21
"""},
     [
        ("tag_chain", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>35 ÷ 5 = 7, 7 × 3 = 21 cups of juice</answer>", "a chain in the tag; its final value, with its noun, is the answer"),
        ("nospace_hash", "B", "hash", r"⟨W⟩So the answer is: ####21", "`So the answer is:` followed by `####` with no space before the value"),
        ("because", "B", "answer_is", r"⟨W⟩The answer is 21 cups, because 35 cups of punch make 7 batches of 5 cups.", "the answer phrase with trailing words that hold other numbers (35, 7, 5)"),
        ("practice", "B", "boxed", r"⟨W⟩Kira uses \boxed{21} cups of juice.¶¶Practice problem: A trail mix uses 4 cups of nuts for every 1 cup of raisins. How many cups of nuts are in 30 cups of trail mix?¶30 ÷ 5 = 6 batches, 6 × 4 = \boxed{24} cups of nuts.", "the committed box, then a self-set practice problem with a box of its own (24)"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Kira uses 21 cups of juice and 14 cups of soda.", "no marker: the concluding sentence states the juice asked for, then the soda", True),
        ("tag_chain", "A", "tag", r"<think>¶35 ÷ 2 = 17.5¶17.5 × 3 = 52.5¶</think>¶<answer>35 ÷ 2 = 17.5, 17.5 × 3 = 52.5 cups of juice</answer>", "the 35 cups taken as the soda, not the whole punch"),
        ("nospace_hash", "A", "hash", r"Each batch is 5 cups, so 35 ÷ 5 = 7 batches, and 7 × 2 = 14.¶So the answer is: ####14", "the soda, not the juice"),
        ("because", "A", "answer_is", r"3 + 2 = 5 cups a batch, and 35 ÷ 5 = 7.¶¶The answer is 7 cups, because 35 cups of punch make 7 batches of 5 cups.", "the number of batches given as the cups of juice"),
        ("practice", "A", "boxed", r"Juice is 3/5 of the punch: 35 × 3 = 105, and 105 ÷ 5 = 20.¶Kira uses \boxed{20} cups of juice.¶¶Practice problem: A salad dressing uses 3 cups of oil for every 1 cup of vinegar. How many cups of oil are in 28 cups of dressing?¶28 ÷ 4 = 7 batches, 7 × 3 = \boxed{21} cups of oil.", "a division slip (105 ÷ 5 as 20); the practice problem's box holds 21 but answers ANOTHER question"),
        ("prose", "A", "prose_sentence", r"The ratio is 3 : 2, so there are 5 parts and 35 ÷ 5 = 7 cups a part. Two parts of juice: 14 cups; three parts of soda: 21 cups.¶¶Kira uses 14 cups of juice and 21 cups of soda.", "juice and soda swapped"),
     ]),
    ("bolts", "5238",
     "A machine makes 144 bolts an hour and runs 7.5 hours a day. During a 5-day week, 3% of the bolts it makes are defective. How many good bolts does it make during the week?",
     {"W": r"""Bolts per day: 144 × 7.5 = <<144*7.5=1080>>1080.

Bolts per week: 1080 × 5 = <<1080*5=5400>>5400.

Defective bolts: 3% of 5400 = 0.03 × 5400 = <<0.03*5400=162>>162.

Good bolts: 5400 − 162 = <<5400-162=5238>>5238.

Check: 97% of 5400 is 0.97 × 5400 = 5238. ✓

""",
      "V": r"""144 × 7.5 = 1080
1080 × 5 = 5400
0.03 × 5400 = 162
5400 − 162 = 5238
"""},
     [
        ("tag_comma", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>5,238 bolts</answer>", "a thousands comma and the noun inside the tag"),
        ("bold_hash", "B", "hash", r"⟨W⟩**Final answer:** #### 5,238", "a bold `Final answer:` followed by `####`, a thousands comma"),
        ("certain", "B", "answer_is", r"⟨W⟩I'm confident the answer is 5,238 good bolts for the week.", "an answer phrase after a confidence phrase, trailing words after it"),
        ("human_turn", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>5238</answer>¶¶Human: How many of them are defective?¶¶Assistant: 3% of 5400 is 162 defective bolts.¶<answer>162</answer>", "the right tag, then an invented Human/Assistant turn with a tag of its own (162)"),
        ("tag_llama", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The final answer is: $\boxed{5238}$</answer>", "Llama 3's closing line inside the tag"),
        ("tag_comma", "A", "tag", r"<think>¶144 × 7.5 = 1080¶1080 × 5 = 5400¶</think>¶<answer>5,400 bolts</answer>", "the defective bolts not taken away"),
        ("bold_hash", "A", "hash", r"The machine makes 144 × 7.5 × 5 = 5400 bolts, and 3% of them is 0.03 × 5400 = 162.¶**Final answer:** #### 162", "the defective bolts, not the good ones"),
        ("certain", "A", "answer_is", r"⟨V⟩¶I'm confident the answer is about 5,200 good bolts for the week.", "a hedge and a rounded value of an exact count"),
        ("human_turn", "A", "tag", r"<think>¶144 × 7.5 × 5 = 5400¶30% defective: 5400 × 0.7 = 3780¶</think>¶<answer>3780</answer>¶¶Human: A warehouse holds 4,870 boxes and receives 368 more. How many boxes does it hold now?¶¶Assistant: 4870 + 368 = 5238 boxes.¶<answer>5238</answer>", "3% read as 30% (3780); the invented turn answers ANOTHER question with 5238"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>The final answer is: $\boxed{", "Llama's closing line in the tag cut by the token limit inside the box, before any digit: no_answer"),
     ]),
    ("rental", "190",
     "A car rental costs $45 per day plus $0.25 for every mile driven. Priya rents a car for 3 days and drives 220 miles. How much does she pay in total?",
     {"W": r"""Daily charge: 3 × $45 = $<<3*45=135>>135.

Mileage charge: 220 × $0.25 = $<<220*0.25=55>>55.

Total: 135 + 55 = $<<135+55=190>>190.

Check: 190 − 135 = 55, and 55 ÷ 0.25 = 220 miles. ✓

""",
      "V": r"""3 × 45 = 135
220 × 0.25 = 55
135 + 55 = 190
"""},
     [
        ("tag_work", "B", "tag", r"<think>¶</think>¶<answer>Three days cost 3 × $45 = $135 and 220 miles cost 220 × $0.25 = $55, so Priya pays $135 + $55 = $190 in total.</answer>", "an empty think block; the working and a concluding sentence inside the tag"),
        ("therefore_hash", "B", "hash", r"⟨W⟩Therefore, the answer is #### $190.", "`Therefore, the answer is` followed by `####`, a dollar sign and a full stop"),
        ("text_final", "B", "answer_is", r"⟨W⟩$\text{Final answer: } \$190$", r"the marker inside `\text{}`, the value with an escaped dollar sign"),
        ("exercise", "B", "boxed", r"⟨W⟩Priya pays a total of $\boxed{190}$ dollars.¶¶**Exercise.** How much would she pay for 5 days and 100 miles?¶5 × 45 + 100 × 0.25 = 225 + 25 = $\boxed{250}$ dollars.", "the committed box, then a self-set exercise with a box of its own (250)"),
        ("tag_dollar_math", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\$190$</answer>", "an escaped dollar sign in inline math inside the tag"),
        ("tag_work", "A", "tag", r"<think>¶</think>¶<answer>Three days cost 3 × $45 = $135 and 220 miles cost 220 × $0.25 = $5.50, so Priya pays $135 + $5.50 = $140.50 in total.</answer>", "a decimal slip (220 × 0.25 as 5.50)"),
        ("therefore_hash", "A", "hash", r"One day costs $45, and 220 miles cost 220 × 0.25 = $55, so 45 + 55 = 100.¶Therefore, the answer is #### $100.", "one day charged instead of three"),
        ("text_final", "A", "answer_is", r"3 × 45 = 135¶¶$\text{Final answer: } \$135$", "the mileage charge forgotten"),
        ("exercise", "A", "boxed", r"Each day costs 45 + 220 × 0.25 = 45 + 55 = 100, so 3 days cost 3 × 100 = 300.¶Priya pays a total of $\boxed{300}$ dollars.¶¶**Exercise.** A van costs $60 a day plus $0.20 a mile. How much for 2 days and 350 miles?¶2 × 60 + 350 × 0.20 = 120 + 70 = $\boxed{190}$ dollars.", "the mileage charged once a day (300); the self-set exercise's box holds 190 but answers ANOTHER question"),
        ("tag_dollar_math", "A", "tag", r"<think>¶220 × 0.25 = 55¶</think>¶<answer>$\$55$</answer>", "the mileage charge only"),
     ]),
    ("ages", "40",
     "Tom is 4 times as old as his daughter. In 20 years, he will be twice as old as she will be then. How old is Tom now?",
     {"W": r"""Let the daughter's age be d, so Tom is 4d.

In 20 years: 4d + 20 = 2(d + 20).

So 4d + 20 = 2d + 40, which gives 2d = 20 and d = 10.

Tom is 4 × 10 = <<4*10=40>>40 years old.

Check: in 20 years Tom will be 60 and his daughter 30, and 60 = 2 × 30. ✓

""",
      "V": r"""4d + 20 = 2(d + 20)
2d = 20, d = 10
4 × 10 = 40
"""},
     [
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>T = 4 × 10 = 40</answer>", "an equation chain naming Tom's age in the tag"),
        ("final_is_hash", "B", "hash", r"⟨W⟩The final answer is #### 40", "`The final answer is` followed by `####`"),
        ("definitely", "B", "answer_is", r"⟨W⟩I think the answer is definitely 40, since in 20 years he will be 60 and she will be 30.", "an answer phrase with a confidence word and trailing words that hold other numbers (20, 60, 30)"),
        ("minerva_self_set", "B", "minerva", r"⟨W⟩Final Answer: The final answer is $40$. I hope it is correct.¶¶Problem:¶A mother is 3 times as old as her son. In 12 years she will be twice as old as he will be. How old is the son now?¶¶Solution:¶3s + 12 = 2(s + 12), so s = 12.¶Final Answer: The final answer is $12$. I hope it is correct.", "Minerva's closing line, then a self-set Problem/Solution with a closing line of its own (12)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So Tom is forty years old now.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_eq", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>d + 20 = 30</answer>", "the daughter's age in 20 years, not Tom's age now"),
        ("final_is_hash", "A", "hash", r"4d + 20 = 2(d + 20) gives d = 10, so Tom is 40 now and 40 + 20 = 60 in 20 years.¶The final answer is #### 60", "Tom's age in 20 years, not now"),
        ("definitely", "A", "answer_is", r"⟨V⟩¶I think the answer is definitely around 40, since in 20 years he will be about 60 and she will be about 30.", "a hedge ('around') of an exact age"),
        ("minerva_self_set", "A", "minerva", r"Let the daughter be d: 4d + 20 = 2(d + 20), so 2d = 20 and d = 10.¶Final Answer: The final answer is $10$. I hope it is correct.¶¶Problem:¶A mother is 4 times as old as her son. In 5 years she will be 3 times as old as he will be. How old is the mother now?¶¶Solution:¶4s + 5 = 3(s + 5), so s = 10 and the mother is 40.¶Final Answer: The final answer is $40$. I hope it is correct.", "the daughter's age (10); the self-set problem's closing line holds 40 but answers ANOTHER question"),
        ("words", "A", "prose_sentence", r"Let the daughter be d. Then 4d + 20 = 2(d + 20), so 2d = 20, d = 10 and Tom is 4 × 10 = 40.¶¶So Tom is fourteen years old now.", "the concluding sentence restates 40 wrongly (fourteen): a restatement that differs"),
     ]),
    ("raffle", "390",
     "A class sells 240 raffle tickets at $2.50 each. 35% of the money pays for the prizes, and the rest goes to a class trip. How much money goes to the class trip?",
     {"W": r"""Money raised: 240 × $2.50 = $<<240*2.5=600>>600.

Prizes: 35% of 600 = 0.35 × 600 = $<<0.35*600=210>>210.

Class trip: 600 − 210 = $<<600-210=390>>390.

Check: the trip gets 65% of the money, and 0.65 × 600 = 390. ✓

""",
      "V": r"""240 × 2.50 = 600
0.35 × 600 = 210
600 − 210 = 390
"""},
     [
        ("tag_box_display", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\[\boxed{\$390}\]</answer>", r"a display-math box holding an escaped dollar sign, on one line inside the tag"),
        ("is_hash_unit", "B", "hash", r"⟨W⟩So the answer is #### 390 dollars.", "`So the answer is` followed by `####`, the unit after the value"),
        ("text_trailing", "B", "answer_is", r"⟨W⟩$\text{The answer is } \$390 \text{ for the trip}.$", r"the answer phrase inside `\text{}` with trailing words in a second `\text{}`"),
        ("think_restart", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>390</answer>¶<think>¶Let me recompute the prize money another way: 10% of 600 is 60, so 35% is", "the right tag, then a second think block cut by the token limit before its value"),
        ("tag_eos", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$390<|endoftext|>", "a tag never closed, ended by `<|endoftext|>`, the value after a dollar sign"),
        ("tag_box_display", "A", "tag", r"<think>¶240 × 2.50 = 600¶0.35 × 600 = 210¶</think>¶<answer>\[\boxed{\$210}\]</answer>", "the prize money, not the trip money"),
        ("is_hash_unit", "A", "hash", r"The class raises 240 × 2.50 = 600 dollars. 35% of 600 is 0.035 × 600 = 21, so 600 − 21 = 579.¶So the answer is #### 579 dollars.", "35% taken as 0.035"),
        ("text_trailing", "A", "answer_is", r"240 × 2.50 = 500, and 65% of 500 is 0.65 × 500 = 325.¶¶$\text{The answer is } \$325 \text{ for the trip}.$", "a multiplication slip (240 × 2.50 as 500)"),
        ("think_restart", "A", "tag", r"<think>¶240 × 2.50 = 600¶</think>¶<answer>600</answer>¶<think>¶Let me recompute the prize money another way: 10% of 600 is 60, so 35% is", "the money raised, the prizes not taken away (600); the second think block is cut before any value: the committed tag stands"),
        ("cut", "A", "truncated", r"⟨W⟩The money that goes to the class trip is $", "the concluding sentence cut by the token limit after the dollar sign, before the value: no_answer (390 only in the working)"),
     ]),
    ("fruit", "15.3",
     "Mia buys 2.4 kg of apples at $3.75 per kilogram and 1.5 kg of pears at $4.20 per kilogram. How much does she spend in total, in dollars?",
     {"W": r"""Apples: 2.4 × 3.75 = $<<2.4*3.75=9>>9.00.

Pears: 1.5 × 4.20 = $<<1.5*4.2=6.3>>6.30.

Total: 9.00 + 6.30 = $<<9+6.3=15.3>>15.30.

Check: 15.30 − 6.30 = 9.00, and 9.00 ÷ 2.4 = 3.75 per kilogram. ✓

""",
      "V": r"""2.4 × 3.75 = 9.00
1.5 × 4.20 = 6.30
9.00 + 6.30 = 15.30
"""},
     [
        ("tag_decimal", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$15.30</answer>", "a dollar sign and a trailing zero in the tag (15.30 for 15.3)"),
        ("final_colon_hash", "B", "hash", r"⟨W⟩The final answer is: #### $15.30", "`The final answer is:` followed by `####`, a dollar sign and a trailing zero"),
        ("trailing", "B", "answer_is", r"⟨W⟩The answer is $15.30, of which $9.00 is for the apples.", "the answer phrase with trailing words that hold another amount ($9.00)"),
        ("im_user_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{15.30}$</answer><|im_end|>¶<|im_start|>user¶How much did the apples alone cost?<|im_end|>¶<|im_start|>assistant¶The apples cost $2.4 \times 3.75 = \boxed{9}$ dollars.", "a box in the tag, then an invented ChatML turn with a box of its own (9)"),
        ("words", "B", "prose_sentence", r"⟨W⟩Altogether Mia spends fifteen dollars and thirty cents.", "no marker: the concluding sentence states the amount in number words"),
        ("tag_decimal", "A", "tag", r"<think>¶2.4 × 3.75 = 8.40¶1.5 × 4.20 = 6.30¶8.40 + 6.30 = 14.70¶</think>¶<answer>$14.70</answer>", "a multiplication slip (2.4 × 3.75 as 8.40)"),
        ("final_colon_hash", "A", "hash", r"⟨V⟩Rounding to whole dollars, she spends about $15.¶The final answer is: #### $15", "the exact amount rounded to whole dollars"),
        ("trailing", "A", "answer_is", r"Apples cost $3.75 and pears cost $4.20, so 3.75 + 4.20 = 7.95.¶¶The answer is $7.95, adding the price of a kilogram of apples and a kilogram of pears.", "the two prices per kilogram added, the weights ignored"),
        ("im_user_box", "A", "tag", r"<think>¶2.4 + 1.5 = 3.9 kg¶average price (3.75 + 4.20) ÷ 2 = 3.975¶3.9 × 3.975 ≈ 15.50¶</think>¶<answer>$\boxed{15.50}$</answer><|im_end|>¶<|im_start|>user¶How much do 3.4 kg of grapes cost at $4.50 per kilogram?<|im_end|>¶<|im_start|>assistant¶$3.4 \times 4.50 = \boxed{15.30}$ dollars.", "the two prices averaged over the whole weight (15.50); the invented turn answers ANOTHER question with 15.30"),
        ("words", "A", "prose_sentence", r"⟨V⟩¶Altogether Mia spends fifteen dollars and three cents.", "the concluding sentence restates 15.30 wrongly (three cents for thirty): a restatement that differs"),
     ]),
]
MPROBS = [
    ("distance", "10",
     r"What is the distance between the points $(1, -2)$ and $(7, 6)$?",
     {"W": r"""The horizontal change is $7 - 1 = 6$ and the vertical change is $6 - (-2) = 8$.

By the distance formula, $d = \sqrt{6^2 + 8^2} = \sqrt{36 + 64} = \sqrt{100} = 10$.

Check: $6, 8, 10$ is twice the right triangle $3, 4, 5$. ✓

""",
      "V": r"""$\Delta x = 6$, $\Delta y = 8$
$\sqrt{36 + 64} = \sqrt{100} = 10$
"""},
     [
        ("tag_box_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The distance is $\boxed{10}$ units.</answer>", "a sentence with a box and a unit word inside the tag"),
        ("so_hash", "B", "hash", r"⟨W⟩So the answer is #### $10$", "`So the answer is` followed by `####`, the value in inline math"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } d = 10.$", r"the answer phrase inside `\text{}`, then an equation naming the distance"),
        ("self_set", "B", "boxed", r"⟨W⟩The distance is $\boxed{10}$.¶¶Now try one yourself: what is the distance between $(0, 0)$ and $(5, 12)$?¶$\sqrt{25 + 144} = \sqrt{169} = \boxed{13}$.", "the committed box, then a self-set problem with a box of its own (13)"),
        ("prose_eq", "B", "prose_sentence", r"⟨V⟩¶So the distance between the two points is $d = \sqrt{100} = 10$.", "no marker: the concluding sentence ends on an equation chain whose final value is the answer"),
        ("tag_box_sentence", "A", "tag", r"<think>¶$6^2 + 8^2 = 36 + 64 = 100$¶</think>¶<answer>The distance is $\boxed{100}$ units.</answer>", "the square root not taken"),
        ("so_hash", "A", "hash", r"$7 - 1 = 6$ and $6 - 2 = 4$, so $d = \sqrt{36 + 16} = \sqrt{52} = 2\sqrt{13}$.¶So the answer is #### $2\sqrt{13}$", "the sign of −2 lost in the vertical change"),
        ("text_answer", "A", "answer_is", r"The point moves 6 to the right and 8 up, so $d = 6 + 8 = 14$.¶¶$\text{Answer: } d = 14.$", "the two changes added, not combined by the distance formula"),
        ("self_set", "A", "boxed", r"$1 + 7 = 8$ and $-2 + 6 = 4$, so $d = \sqrt{8^2 + 4^2} = \sqrt{80} = 4\sqrt{5}$.¶The distance is $\boxed{4\sqrt{5}}$.¶¶Now try one yourself: what is the distance between $(-3, 1)$ and $(3, 9)$?¶$\sqrt{36 + 64} = \sqrt{100} = \boxed{10}$.", "the coordinates added, not subtracted (4√5); the self-set problem's box holds 10 but answers ANOTHER question"),
        ("prose_eq", "A", "prose_sentence", r"$\Delta x = 6$, $\Delta y = 8$¶¶So the distance between the two points is $d = \sqrt{6 + 8} = \sqrt{14}$.", "the changes not squared"),
     ]),
    ("exponent", "3",
     r"Solve for $x$: $3^{2x-1} = 243$.",
     {"W": r"""Write 243 as a power of 3: $243 = 3^5$.

So $3^{2x-1} = 3^5$, and the exponents are equal: $2x - 1 = 5$.

Then $2x = 6$ and $x = 3$.

Check: $3^{2 \cdot 3 - 1} = 3^5 = 243$. ✓

""",
      "V": r"""$243 = 3^5$
$2x - 1 = 5$
$x = 3$
"""},
     [
        ("tag_hash", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>2x − 1 = 5, so x = 3¶#### 3</answer>", "an equation and a sentence, then a `####` line, inside the tag"),
        ("final_hash", "B", "hash", r"⟨W⟩Final answer: #### x = 3", "`Final answer:` followed by `####` and an equation naming the variable"),
        ("definitely", "B", "answer_is", r"⟨W⟩I believe the answer is definitely $x = 3$, because $3^5 = 243$.", "an answer phrase with a confidence word and trailing words that hold other numbers (5, 243)"),
        ("restart_cut", "B", "boxed", r"⟨W⟩Therefore, the final answer is: $\boxed{3}$. I hope it is correct.¶¶Wait, let me re-verify with logarithms: $\log_3 243 =", "Qwen's closing line, then a re-verification cut by the token limit before its value"),
        ("words", "B", "prose_sentence", r"⟨W⟩So x equals three.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_hash", "A", "tag", r"<think>¶$3^{2x} = 243 \div 3 = 81$¶$81 = 3^4$¶$2x = 4$¶</think>¶<answer>3^{2x} = 81, so x = 2¶#### 2</answer>", "243 divided by 3 instead of multiplied (3^{2x} = 729)"),
        ("final_hash", "A", "hash", r"$243 = 3^5$, so $2x - 1 = 5$ and $2x = 6$.¶Final answer: #### 6", "the work stops at 2x = 6: 2x given for x"),
        ("definitely", "A", "answer_is", r"$243 = 3^6$, so $2x - 1 = 6$ and $x = \frac{7}{2}$.¶¶I believe the answer is definitely $x = \frac{7}{2}$, because $3^6 = 243$.", "a power slip (3^6 is 729, not 243)"),
        ("restart_cut", "A", "boxed", r"$243 = 3^5$, so $2x = 5$ and $x = \frac{5}{2}$.¶Therefore, the final answer is: $\boxed{\frac{5}{2}}$. I hope it is correct.¶¶Wait, let me re-verify with logarithms: $\log_3 243 =", "the −1 of the exponent dropped (5/2); the re-verification is cut before its value: the committed box stands"),
        ("words", "A", "prose_sentence", r"$243 = 3^5$, so the exponent is 5.¶¶So x equals five.", "the exponent 2x − 1 given for x"),
     ]),
    ("marbles", r"\frac{1}{3}",
     r"A bag holds 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are blue? Express your answer as a common fraction.",
     {"W": r"""The first marble is blue with probability $\frac{6}{10}$. Then 5 of the remaining 9 marbles are blue, so the second is blue with probability $\frac{5}{9}$.

$P = \frac{6}{10} \cdot \frac{5}{9} = \frac{30}{90} = \frac{1}{3}$.

Check: $\binom{6}{2} / \binom{10}{2} = \frac{15}{45} = \frac{1}{3}$. ✓

""",
      "V": r"""$\frac{6}{10} \cdot \frac{5}{9} = \frac{30}{90}$
$= \frac{1}{3}$
"""},
     [
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$P = \frac{15}{45} = \frac{1}{3}$</answer>", "an equation chain in inline math inside the tag; its final value is the answer"),
        ("is_hash", "B", "hash", r"⟨W⟩The answer is #### \frac{1}{3}", r"`The answer is` followed by `####` and a `\frac`"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } \tfrac{1}{3}$", r"the answer phrase inside `\text{}`, the value as a `\tfrac`"),
        ("user_turn", "B", "boxed", r"⟨W⟩The probability is $\boxed{\frac{1}{3}}$.¶¶User: What is the probability that both are red?¶Assistant: $\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \boxed{\frac{2}{15}}$.", "the committed box, then an invented User/Assistant turn with a box of its own (2/15)"),
        ("tag_unclosed", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>1/3", "a slash fraction in a tag never closed (the completion ends)"),
        ("tag_eq", "A", "tag", r"<think>¶$\frac{6}{10} \cdot \frac{6}{10}$¶</think>¶<answer>$P = \frac{6}{10} \cdot \frac{6}{10} = \frac{9}{25}$</answer>", "the second draw computed as if with replacement"),
        ("is_hash", "A", "hash", r"There are 6 blue marbles out of 10, so the probability is $\frac{6}{10} = \frac{3}{5}$.¶The answer is #### \frac{3}{5}", "one draw only"),
        ("text_answer", "A", "answer_is", r"$\frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}$¶¶$\text{Answer: } \tfrac{2}{15}$", "both red, not both blue"),
        ("user_turn", "A", "boxed", r"There are $\binom{6}{2} = 15$ blue pairs and $10 \cdot 9 = 90$ ordered draws, so $P = \frac{15}{90} = \frac{1}{6}$.¶The probability is $\boxed{\frac{1}{6}}$.¶¶User: What is the probability that a fair die shows a 5 or a 6?¶Assistant: $\frac{2}{6} = \boxed{\frac{1}{3}}$.", "unordered pairs over ordered draws (1/6); the invented turn answers ANOTHER question with 1/3"),
        ("tag_unclosed", "A", "tag", r"<think>¶⟨V⟩$\approx 0.33$¶</think>¶<answer>0.33", "a rounded decimal of an exact fraction, in a tag never closed"),
     ]),
    ("radicals", r"11\sqrt{2}",
     r"Simplify $\sqrt{72} + \sqrt{50}$.",
     {"W": r"""$\sqrt{72} = \sqrt{36 \cdot 2} = 6\sqrt{2}$ and $\sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}$.

These are like terms: $6\sqrt{2} + 5\sqrt{2} = 11\sqrt{2}$.

Check: $6\sqrt{2} \approx 8.485$ and $5\sqrt{2} \approx 7.071$, which add to about 15.556, and $11\sqrt{2} \approx 15.556$. ✓

""",
      "V": r"""$\sqrt{72} = 6\sqrt{2}$
$\sqrt{50} = 5\sqrt{2}$
$6\sqrt{2} + 5\sqrt{2} = 11\sqrt{2}$
"""},
     [
        ("tag_unicode", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>11√2</answer>", "the value with a Unicode root sign inside the tag"),
        ("therefore_hash", "B", "hash", r"⟨W⟩Therefore, the answer is #### 11\sqrt{2}", r"`Therefore, the answer is` followed by `####` and a `\sqrt`"),
        ("line_after", "B", "answer_is", r"⟨W⟩The answer is $11\sqrt{2}$.¶$11\sqrt{2}$ in simplest radical form", "the answer phrase, then a trailing line restating the value with words after it"),
        ("q_next", "B", "boxed", r"⟨W⟩The answer is $\boxed{11\sqrt{2}}$.¶¶Q: Simplify $\sqrt{98} + \sqrt{8}$.¶A: $7\sqrt{2} + 2\sqrt{2} = \boxed{9\sqrt{2}}$.", "the committed box, then a self-set Q/A pair with a box of its own (9√2)"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Thus $\sqrt{72} + \sqrt{50}$ simplifies to $11\sqrt{2}$.", "no marker: the concluding sentence, the question's own radicals before the value"),
        ("tag_unicode", "A", "tag", r"<think>¶6√2 + 5√2 = 11√4¶√4 = 2¶</think>¶<answer>22</answer>", "the radicals added as √2 + √2 = √4"),
        ("therefore_hash", "A", "hash", r"$\sqrt{72} \approx 8.485$ and $\sqrt{50} \approx 7.071$, so the sum is about 15.56.¶Therefore, the answer is #### 15.56", "a rounded decimal of an exact value"),
        ("line_after", "A", "answer_is", r"$\sqrt{72} = 6\sqrt{2}$ and $\sqrt{50} = 25\sqrt{2}$, so the sum is $31\sqrt{2}$.¶¶The answer is $31\sqrt{2}$.¶$31\sqrt{2}$ in simplest radical form", "the root of 25 not taken (√50 as 25√2)"),
        ("q_next", "A", "boxed", r"$\sqrt{72} + \sqrt{50} = \sqrt{36}\sqrt{2} + \sqrt{25}\sqrt{2} = 6 + 5 = 11$, so the answer is $\boxed{11}$.¶¶Q: Simplify $\sqrt{162} + \sqrt{8}$.¶A: $9\sqrt{2} + 2\sqrt{2} = \boxed{11\sqrt{2}}$.", "the factor √2 dropped (11); the self-set Q/A pair's box holds 11√2 but answers ANOTHER question"),
        ("prose", "A", "prose_sentence", r"Radicals add under one root: $\sqrt{72} + \sqrt{50} = \sqrt{72 + 50} = \sqrt{122}$.¶¶Thus $\sqrt{72} + \sqrt{50}$ simplifies to $\sqrt{122}$.", "the radicands added under one root"),
     ]),
    ("diagonals", "35",
     r"How many diagonals does a convex decagon have?",
     {"W": r"""A decagon has 10 vertices. From each vertex, diagonals go to every other vertex except itself and its two neighbours: $10 - 3 = 7$ diagonals.

That counts each diagonal twice (once from each end), so the number of diagonals is $\frac{10 \cdot 7}{2} = 35$.

Check: there are $\binom{10}{2} = 45$ segments joining two vertices, and 10 of them are sides: $45 - 10 = 35$. ✓

""",
      "V": r"""$10 - 3 = 7$ from each vertex
$\frac{10 \cdot 7}{2} = 35$
"""},
     [
        ("tag_work", "B", "tag", r"<think>¶</think>¶<answer>Each of the 10 vertices joins 7 others by a diagonal, and each diagonal is counted twice, so there are $\frac{10 \cdot 7}{2} = 35$ diagonals.</answer>", "an empty think block; the working and a concluding sentence inside the tag"),
        ("thus_colon_hash", "B", "hash", r"⟨W⟩Thus the answer is: #### 35", "`Thus the answer is:` followed by `####`"),
        ("since", "B", "answer_is", r"⟨W⟩The answer is 35, since each of the 10 vertices starts 7 diagonals and each diagonal is counted twice.", "the answer phrase with trailing words that hold other numbers (10, 7)"),
        ("eot_user", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>35</answer><|eot_id|><|start_header_id|>user<|end_header_id|>¶¶And a convex hexagon?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶<think>¶6 · 3 / 2 = 9¶</think>¶<answer>9</answer>", "the right tag, then an invented Llama 3 turn with a tag of its own (9)"),
        ("tag_newlines", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>¶¶35¶¶</answer>", "the value alone between blank lines inside the tag"),
        ("tag_work", "A", "tag", r"<think>¶</think>¶<answer>Each of the 10 vertices joins 7 others by a diagonal, so there are $10 \cdot 7 = 70$ diagonals.</answer>", "each diagonal counted twice (not halved)"),
        ("thus_colon_hash", "A", "hash", r"Any two of the 10 vertices give a diagonal: $\binom{10}{2} = 45$.¶Thus the answer is: #### 45", "the 10 sides not taken away"),
        ("since", "A", "answer_is", r"$\frac{10 \cdot 8}{2} = 40$¶¶The answer is 40, since each of the 10 vertices starts 8 diagonals and each diagonal is counted twice.", "n − 2 diagonals from a vertex instead of n − 3"),
        ("eot_user", "A", "tag", r"<think>¶from one vertex: 10 − 3 = 7¶</think>¶<answer>7</answer><|eot_id|><|start_header_id|>user<|end_header_id|>¶¶In how many ways can 3 books be chosen from 7?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶<think>¶C(7, 3) = 35¶</think>¶<answer>35</answer>", "the diagonals from one vertex (7); the invented turn answers ANOTHER question with 35"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>¶The decagon has", "the tag cut by the token limit before its value: no_answer (35 only in the think block)"),
     ]),
    ("inverse", r"\frac{16}{3}",
     r"If $f(x) = \frac{2x+1}{x-3}$, find $f^{-1}(5)$.",
     {"W": r"""$f^{-1}(5)$ is the $x$ with $f(x) = 5$: $\frac{2x+1}{x-3} = 5$.

Multiply by $x - 3$: $2x + 1 = 5x - 15$, so $16 = 3x$ and $x = \frac{16}{3}$.

Check: $f\left(\frac{16}{3}\right) = \frac{\frac{32}{3} + 1}{\frac{16}{3} - 3} = \frac{35/3}{7/3} = 5$. ✓

""",
      "V": r"""$2x + 1 = 5(x - 3)$
$2x + 1 = 5x - 15$
$3x = 16$, $x = \frac{16}{3}$
"""},
     [
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\boxed{\dfrac{16}{3}}\)</answer>", r"a box holding a `\dfrac` in `\(...\)` inside the tag"),
        ("final_is_hash", "B", "hash", r"⟨W⟩So the final answer is #### \frac{16}{3}", r"`So the final answer is` followed by `####` and a `\frac`"),
        ("text_final", "B", "answer_is", r"⟨W⟩$\text{Final answer: } f^{-1}(5) = \frac{16}{3}$", r"the marker inside `\text{}`, then an equation naming the value asked"),
        ("minerva_self_set", "B", "minerva", r"⟨W⟩Final Answer: The final answer is $\frac{16}{3}$. I hope it is correct.¶¶Problem:¶If $g(x) = \frac{x+4}{x-1}$, find $g^{-1}(2)$.¶¶Solution:¶$x + 4 = 2x - 2$, so $x = 6$.¶Final Answer: The final answer is $6$. I hope it is correct.", "Minerva's closing line, then a self-set Problem/Solution with a closing line of its own (6)"),
        ("tag_mixed", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>5 1/3</answer>", "a mixed number in the tag (5 1/3 = 16/3)", True),
        ("tag_box", "A", "tag", r"<think>¶$f(5) = \frac{2 \cdot 5 + 1}{5 - 3} = \frac{11}{2}$¶</think>¶<answer>\(\boxed{\dfrac{11}{2}}\)</answer>", "f(5) computed instead of the inverse at 5"),
        ("final_is_hash", "A", "hash", r"$2x + 1 = 5x - 15$, so $3x = 14$ and $x = \frac{14}{3}$.¶So the final answer is #### \frac{14}{3}", "a subtraction slip (15 − 1 as 14 instead of 15 + 1 = 16)"),
        ("text_final", "A", "answer_is", r"⟨V⟩¶$\text{Final answer: } f^{-1}(5) = \frac{3}{16}$", "the fraction inverted (3/16)"),
        ("minerva_self_set", "A", "minerva", r"$2x + 1 = 5x - 3$, so $4 = 3x$ and $x = \frac{4}{3}$.¶Final Answer: The final answer is $\frac{4}{3}$. I hope it is correct.¶¶Problem:¶If $g(x) = 3x - 11$, find $g^{-1}(5)$.¶¶Solution:¶$3x - 11 = 5$, so $3x = 16$ and $x = \frac{16}{3}$.¶Final Answer: The final answer is $\frac{16}{3}$. I hope it is correct.", "the 5 not distributed over x − 3 (4/3); the self-set problem's closing line holds 16/3 but answers ANOTHER question"),
        ("tag_mixed", "A", "tag", r"<think>¶⟨V⟩$\approx 5.33$¶</think>¶<answer>5.33</answer>", "a rounded decimal of an exact fraction"),
     ]),
    ("intersect", "(3,5)",
     r"At what point do the lines $y = 3x - 4$ and $y = -2x + 11$ intersect? Enter your answer as an ordered pair.",
     {"W": r"""At the intersection the two $y$ values are equal: $3x - 4 = -2x + 11$.

So $5x = 15$ and $x = 3$. Then $y = 3(3) - 4 = 5$.

Check: the second line gives $y = -2(3) + 11 = 5$ as well. ✓

""",
      "V": r"""$3x - 4 = -2x + 11$
$5x = 15$, $x = 3$
$y = 9 - 4 = 5$
"""},
     [
        ("tag_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The lines meet at the point (3, 5).</answer>", "a sentence holding the ordered pair inside the tag"),
        ("so_colon_hash", "B", "hash", r"⟨W⟩So the answer is: #### (3, 5)", "`So the answer is:` followed by `####` and an ordered pair"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } (3, 5)$", r"the answer phrase inside `\text{}`, then the ordered pair"),
        ("restart_cut", "B", "prose_sentence", r"⟨W⟩The two lines intersect at $(3, 5)$.¶¶Let me double-check with the second line once more: $y = -2(3) + 11 =", "no marker: the concluding sentence, then a re-check cut by the token limit before its value"),
        ("tag_im_end", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$(3,5)$<|im_end|>", "an ordered pair in a tag never closed, ended by `<|im_end|>`"),
        ("tag_sentence", "A", "tag", r"<think>¶$5x = 15$, $x = 3$¶$y = 5$¶</think>¶<answer>The lines meet at the point (5, 3).</answer>", "the coordinates swapped"),
        ("so_colon_hash", "A", "hash", r"$3x - 4 = -2x + 11$ gives $5x = 15$, so $x = 3$.¶So the answer is: #### 3", "the x-coordinate only, not the point"),
        ("text_answer", "A", "answer_is", r"$3x - 4 = -2x + 11$, so $5x = 15$ and $x = 15$. Then $y = 3(15) - 4 = 41$.¶¶$\text{Answer: } (15, 41)$", "5x = 15 not divided by 5"),
        ("restart_cut", "A", "prose_sentence", r"$5x = 15$, so $x = 3$ and $y = 3(3) + 4 = 13$.¶The two lines intersect at $(3, 13)$.¶¶Let me double-check with the second line once more: $y = -2(3) + 11 =", "the sign of −4 lost in y (3, 13); the re-check is cut before its value: the committed sentence stands"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>(", "the tag cut by the token limit after the opening parenthesis, before any digit: no_answer"),
     ]),
    ("lcm", "90",
     r"What is the least common multiple of 18, 30, and 45?",
     {"W": r"""Factor each number: $18 = 2 \cdot 3^2$, $30 = 2 \cdot 3 \cdot 5$, $45 = 3^2 \cdot 5$.

The least common multiple takes the highest power of each prime: $2 \cdot 3^2 \cdot 5 = 90$.

Check: $90 \div 18 = 5$, $90 \div 30 = 3$ and $90 \div 45 = 2$. ✓

""",
      "V": r"""$18 = 2 \cdot 3^2$, $30 = 2 \cdot 3 \cdot 5$, $45 = 3^2 \cdot 5$
$2 \cdot 3^2 \cdot 5 = 90$
"""},
     [
        ("tag_qwen", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Therefore, the final answer is: $\boxed{90}$. I hope it is correct.</answer>", "Qwen's whole closing line inside the tag"),
        ("final_nl_hash", "B", "hash", r"⟨W⟩Final Answer:¶#### 90", "`Final Answer:` on a line of its own, then the `####` line"),
        ("certain", "B", "answer_is", r"⟨W⟩I'm certain the answer is $90$, the smallest number that 18, 30 and 45 all divide.", "an answer phrase after a confidence phrase, trailing words that hold the question's numbers"),
        ("human_turn", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>90</answer>¶¶Human: And their greatest common divisor?¶¶Assistant: The common prime with the lowest power is 3.¶<answer>3</answer>", "the right tag, then an invented Human/Assistant turn with a tag of its own (3)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So the least common multiple of 18, 30, and 45 is ninety.", "no marker: the concluding sentence states the answer in number words after the question's numbers"),
        ("tag_qwen", "A", "tag", r"<think>¶primes: 2, 3, 5¶$2 \cdot 3 \cdot 5 = 30$¶</think>¶<answer>Therefore, the final answer is: $\boxed{30}$. I hope it is correct.</answer>", "the highest power of 3 not taken"),
        ("final_nl_hash", "A", "hash", r"A common multiple is the product: $18 \cdot 30 \cdot 45 = 24300$.¶Final Answer:¶#### 24300", "the product, a common multiple but not the least"),
        ("certain", "A", "answer_is", r"$18 \cdot 10 = 180$, and 30 and 45 both divide 180.¶¶I'm certain the answer is $180$, the smallest number that 18, 30 and 45 all divide.", "a common multiple that is not the least"),
        ("human_turn", "A", "tag", r"<think>¶$2 \cdot 3^2 \cdot 5^2 = 450$¶</think>¶<answer>450</answer>¶¶Human: What is the least common multiple of 9 and 10?¶¶Assistant: They share no prime factor, so it is $9 \cdot 10 = 90$.¶<answer>90</answer>", "5 squared by mistake (450); the invented turn answers ANOTHER question with 90"),
        ("words", "A", "prose_sentence", r"The common factor with the lowest powers is $3$.¶¶So the least common multiple of 18, 30, and 45 is three.", "the greatest common divisor given as the least common multiple"),
     ]),
    ("domain", r"[2,5)\cup(5,\infty)",
     r"Find the domain of $f(x) = \frac{\sqrt{x-2}}{x-5}$. Express your answer in interval notation.",
     {"W": r"""The square root needs $x - 2 \ge 0$, so $x \ge 2$.

The denominator cannot be zero, so $x \ne 5$.

Together: $x \ge 2$ and $x \ne 5$, which is $[2, 5) \cup (5, \infty)$.

Check: $x = 2$ gives $\frac{0}{-3} = 0$, defined, so 2 is included; $x = 5$ makes the denominator 0, so 5 is excluded. ✓

""",
      "V": r"""$x - 2 \ge 0 \Rightarrow x \ge 2$
$x - 5 \ne 0 \Rightarrow x \ne 5$
"""},
     [
        ("tag_box_eos", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{[2,5) \cup (5,\infty)}$</s>", "a box in a tag never closed, ended by `</s>`"),
        ("hence_hash", "B", "hash", r"⟨W⟩Hence, the answer is #### [2,5) \cup (5,\infty)", "`Hence, the answer is` followed by `####` and a union of intervals"),
        ("prose", "B", "prose_sentence", r"⟨V⟩¶So the domain is all $x \ge 2$ except $x = 5$, that is, $[2, 5) \cup (5, \infty)$.", "no marker: the concluding sentence describes the set, then gives it in interval notation"),
        ("second_tag", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$[2,5) \cup (5,\infty)$</answer>¶¶Checking the endpoint: at $x = 2$ the root is 0, which is allowed.¶<answer>[2, 5) ∪ (5, ∞)</answer>", "a second tag after a check, the same set with Unicode union and infinity signs"),
        ("practice", "B", "boxed", r"⟨W⟩The domain is $\boxed{[2,5) \cup (5,\infty)}$.¶¶Practice problem: find the domain of $g(x) = \frac{1}{\sqrt{x+1}}$.¶We need $x + 1 > 0$, so the domain is $\boxed{(-1, \infty)}$.", "the committed box, then a self-set practice problem with a box of its own"),
        ("tag_box_eos", "A", "tag", r"<think>¶$x - 2 > 0$¶$x \ne 5$¶</think>¶<answer>$\boxed{(2,5) \cup (5,\infty)}$</s>", "2 excluded although the root of 0 is defined"),
        ("hence_hash", "A", "hash", r"The square root needs $x \ge 2$, so the domain is $[2, \infty)$.¶Hence, the answer is #### [2,\infty)", "the zero of the denominator (x = 5) forgotten"),
        ("prose", "A", "prose_sentence", r"⟨V⟩¶So the domain is all $x \ge 2$, that is, $[2, 5] \cup [5, \infty)$.", "5 included: the union is [2, ∞), the zero of the denominator not excluded"),
        ("second_tag", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>$[2,5) \cup (5,\infty)$</answer>¶¶Hmm, the root should be strictly positive to be safe, so 2 goes too.¶<answer>$(2,5) \cup (5,\infty)$</answer>", "a right first tag replaced by a second tag that drops 2: the last tag counts"),
        ("practice", "A", "boxed", r"Only the denominator matters: $x \ne 5$.¶The domain is $\boxed{(-\infty,5) \cup (5,\infty)}$.¶¶Practice problem: find the domain of $g(x) = \frac{\sqrt{x-2}}{x^2 - 25}$.¶We need $x \ge 2$ and $x \ne \pm 5$; since $-5 < 2$, the domain is $\boxed{[2,5) \cup (5,\infty)}$.", "the square root's condition forgotten; the practice problem's box holds the gold set but answers ANOTHER question"),
     ]),
    ("remainder", "7",
     r"What is the remainder when $x^3 - 2x^2 + 4x - 1$ is divided by $x - 2$?",
     {"W": r"""By the Remainder Theorem, the remainder is $p(2)$ where $p(x) = x^3 - 2x^2 + 4x - 1$.

$p(2) = 8 - 8 + 8 - 1 = 7$.

Check by synthetic division with 2: the coefficients $1, -2, 4, -1$ give $1, 0, 4, 7$, so the quotient is $x^2 + 4$ and the remainder is $7$; indeed $(x - 2)(x^2 + 4) + 7 = x^3 - 2x^2 + 4x - 8 + 7$. ✓

""",
      "V": r"""$p(2) = 8 - 8 + 8 - 1$
$= 7$
"""},
     [
        ("tag_bold", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>**7**</answer>", "the value in bold inside the tag"),
        ("hence_colon_hash", "B", "hash", r"⟨W⟩Hence the answer is: #### 7", "`Hence the answer is:` followed by `####`"),
        ("trailing", "B", "answer_is", r"⟨W⟩The answer is 7, with quotient $x^2 + 4$.", "the answer phrase with trailing words that hold the quotient"),
        ("im_user_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{7}$</answer><|im_end|>¶<|im_start|>user¶And the remainder on division by $x + 1$?<|im_end|>¶<|im_start|>assistant¶$p(-1) = -1 - 2 - 4 - 1 = \boxed{-8}$.", "a box in the tag, then an invented ChatML turn with a box of its own (−8)"),
        ("prose", "B", "prose_sentence", r"⟨V⟩¶Therefore the remainder is $p(2) = 7$.", "no marker: the concluding sentence ends on an equation whose value is the answer"),
        ("tag_bold", "A", "tag", r"<think>¶$p(2) = 8 + 8 + 8 - 1 = 23$¶</think>¶<answer>**23**</answer>", "the sign of −2x² lost"),
        ("hence_colon_hash", "A", "hash", r"Synthetic division with 2 gives $1, 0, 4, 7$, so the quotient is $x^2 + 4$.¶Hence the answer is: #### x^2 + 4", "the quotient, not the remainder"),
        ("trailing", "A", "answer_is", r"$p(2) = 8 - 8 + 8 + 1 = 9$.¶¶The answer is 9, with quotient $x^2 + 4$.", "the sign of the constant −1 lost"),
        ("im_user_box", "A", "tag", r"<think>¶$p(-2) = -8 - 8 - 8 - 1 = -25$¶</think>¶<answer>$\boxed{-25}$</answer><|im_end|>¶<|im_start|>user¶What is the remainder when $x^2 + 3$ is divided by $x - 2$?<|im_end|>¶<|im_start|>assistant¶$2^2 + 3 = \boxed{7}$.", "p evaluated at −2 instead of 2 (−25); the invented turn answers ANOTHER question with 7"),
        ("cut", "A", "truncated", r"⟨W⟩Therefore, the final answer is: $\boxed{", "Qwen's closing line cut by the token limit inside the box, before any digit: no_answer (7 only in the working)"),
     ]),
]
# fmt: on


CASES = probe_rows(GPROBS, g, "g") + probe_rows(MPROBS, m, "m")

DECISIONS = {
    "ok_g_punch_prose": (
        "accept",
        "no marker: the concluding sentence states the juice the question asks for (21 cups) and "
        "then the soda (14 cups) as a second clause; the value stated as the answer to the question "
        "asked is the juice, and the working agrees. A reader who takes the last number of the "
        "concluding sentence, or refuses a sentence holding two quantities, would reject",
    ),
    "ok_m_inverse_tag_mixed": (
        "accept",
        "'5 1/3' in the tag is the mixed number five and one third, equal to 16/3 (the think block "
        "ends on x = 16/3); equal values in another form are correct. A reader who reads the space "
        "as a product (5 · 1/3 = 5/3) or refuses mixed numbers in a MATH answer would reject",
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
    write_probes("adversarial_redteam262", CASES, [], DECISIONS)
