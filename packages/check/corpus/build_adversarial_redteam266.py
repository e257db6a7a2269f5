r"""Build adversarial_redteam266.jsonl: round 266 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam266"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, the
project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy
or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers g, m and write_probes; copied unchanged beside this builder) and the two template builders
build_adversarial_redteam262.py / build_adversarial_redteam258.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: issue 25's classes 1-4 of "Where it stands", as a grader tests them, each probe
a full completion. English, 200 probes, 100 GSM8K and 100 MATH, 100 kind A and 100 kind B (5 + 5 per
problem, 10 GSM8K and 10 MATH problems).
1. The answer tag read like a small completion: a sentence ("The orchard fills 300 boxes of
   apples.", "The vertex is $\boxed{(3, 4)}$."), a box (`\(\boxed{121 \text{ dollars}}\)`, a display
   `\[ \boxed{2} \]` on lines of its own, a bare `\boxed{925}`), an equation or chain (`V = 60 × 40 ×
   (3/4 × 35) = 63,000 cm³ = 63 L`, `n = (101 − 5)/4 + 1 = 25, S = 25(5 + 101)/2 = 1325`,
   `$\log_2 64 + \log_3 \frac{1}{9} = 6 - 2 = 4$`, `y = 3.5`, `$-3 < x < 4$`), a chain then a `####`
   line, Minerva's and Qwen's whole closing lines, the working and a concluding sentence (empty
   think block), units, nouns, bold, a dollar sign with cents ("5.5 hours", "**84 ways**",
   "$125.25"), `\dfrac` in `\(...\)`, Unicode roots ("2√5 + 2√2"), the value between blank lines;
   tags never closed (ended by the completion, by `<|endoftext|>` or `<|im_end|>`; holding a noun
   phrase, a box, a dollar amount); a second tag (the same value with a dollar sign, or another).
2. A phrase marker followed by `####`, the issue's four shapes and their variants: "So the answer
   is #### 300", "The answer is: #### 121", "Final Answer: #### 5.5", "Answer: #### 15/16",
   "**Answer:** #### 63 liters", "Therefore, the answer is #### $125.25.", "Hence the answer is
   ####9", "The final answer is: #### $64.80", "Thus the answer is: #### 50 minutes", "The final
   answer is #### 66", "So the answer is #### 925 dollars.", "So the answer is: #### (3, 4)",
   "Hence, the answer is #### 1325", "Final answer:" then "#### 150" on the next line, "**Final
   Answer:** #### 4", "The answer is #### \frac{7}{2}", "Therefore the answer is #### 84.", "Final
   answer: #### 2\sqrt{5} + 2\sqrt{2}", "Hence the answer is: #### (-3, 4)", "So the final answer
   is #### 2".
3. An answer phrase with trailing words or inside `\text{}`: "The answer is 300 boxes, since the
   7,200 apples go 24 to a box.", "The answer is 5.5." then "5 and a half hours for the whole
   trip", "I think the answer is definitely 63 liters, because …", "I'm quite sure the answer is 9
   more days, for 19 days in all.", "The answer is $64.80, which includes $4.80 of tax.", "The
   answer is $925, because …", "The answer is 1325, since the 25 terms average 53.", "The answer is
   150." then "150 degrees at each corner", "I believe the answer is definitely $4$, as …", "The
   answer is 84, because …", "I'm certain the answer is $(-3, 4)$, …", "The answer is 2, as …";
   `$\text{Answer: } \$121 \text{ for the pizza}.$`, `$\text{Final answer: } \$125.25$`,
   `$\text{The answer is } \$66 \text{ per week}.$`, `$\text{Answer: } (3,4)$`, `$\text{Final
   answer: } P = \frac{15}{16}$`, `$\text{The answer is } y = \tfrac{7}{2} \text{, with } x = 4.$`,
   `$\text{Answer: } 2(\sqrt{5} + \sqrt{2})$`; an answer phrase in words ("The answer is fifty
   minutes.").
4. A final answer in prose with no marker ("The class spends $121 on pizza for its 28 students.",
   "So there are 63 liters of water in the tank.", "With the 25% discount and the 8% tax, the
   jacket costs $64.80 in total.", "Selling 15 dozen eggs at $4.40 a dozen, the farm makes $66 a
   week.", "So the lowest point of the parabola, its vertex, is at $(3, 4)$.", equations "$1 -
   \frac{1}{16} = \frac{15}{16}$", "$y = \frac{19 - 12}{2} = \frac{7}{2}$", "$\frac{6}{\sqrt{5} -
   \sqrt{2}} = 2\sqrt{5} + 2\sqrt{2}$", "the open interval $(-3, 4)$") or in number words ("three
   hundred boxes", "five and a half hours", "one hundred twenty-five dollars and twenty-five
   cents", "one thousand three hundred twenty-five", "one hundred fifty degrees", "eighty-four
   different committees", "a remainder of two when divided by 7").
5. Text after the committed answer: invented turns (`User:` / `Assistant:`, `Human:` /
   `Assistant:`, ChatML `<|im_end|>` `<|im_start|>user`, Llama 3 `<|eot_id|><|start_header_id|>user…`)
   with values, boxes or tags of their own; self-set problems ("Question: … Answer: … ####", "Q: …
   A: …", "**Exercise.**", "Practice problem:", "Now try one yourself:", Minerva's "Problem: …
   Solution:") with boxes, closing lines or `####` of their own; a restart or re-check cut by the
   token limit (after a box, a concluding sentence, or a tag).
Kind B: honest right answers in these shapes. Kind A: the nearest wrong twin of each (the same
shape holding a subtotal, another quantity, the other variable, a unit of another scale, a hedge, a
rounded decimal of an exact value, a part of a bus or pizza bought, a closed end for an open one,
the complement, a swapped pair, a slip; a second tag that differs; a restatement that differs; a
wrong committed answer followed by an invented turn or self-set problem whose box, tag, closing
line or `####` holds the gold for ANOTHER question; a wrong committed answer followed by a cut
restart) or a cut before the value (truncated, 10 probes).

Formats: R1-format completions (`<think>…</think><answer>…</answer>`, tag closed or not, think block
empty or not), GSM8K-style working (with `<<a*b=c>>` calculator notes) ending in a phrase marker +
`####`, a bare `####`, an answer phrase, a `\text{…}` marker, a box (in a sentence), Minerva's
closing line, or an unmarked concluding sentence. Each problem's working is written two ways: W,
a full explanation with a check line and no concluding answer sentence (the probe's final adds
it); V, terse calculation lines. Most kind A probes carry working of their own that holds their
error.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; the wrong
values probes end on, and the values of invented turns and self-set problems, in brackets):
GSM8K: orchard: 12 rows of 15 apple trees, 40 apples a tree, boxes of 24 -> 300 (180; 7200; 300 ×
24 = 7200; boxes of 20: 360; 7200 the apples; 12 × 15 as 150: 6000 ÷ 24 = 250; one row 600 ÷ 24 =
25; invented turns 7200 ÷ 30 = 240 and 9000 ÷ 30 = 300). pizza: 28 students, 3 slices each, 8
slices a pizza, whole pizzas at $11 -> 121 (84; 10.5 -> 11; 11 × 11; 10.5 × 11 = 115.50; 11 the
pizzas; 10 rounded down: 110; invented turns 56 ÷ 8 = 7, 77 and 11 × 11 = 121). train: 240 km at
80 km/h, 150 km at 60 km/h -> 5.5 (3; 2.5; speeds averaged 390 ÷ 70 ≈ 5.57; 3 the first part;
speeds swapped 4 + 1.875 = 5.875; 150 ÷ 60 as 3.5: 6.5; 390 ÷ 80 = 4.875). aquarium: 60 × 40 ×
35 cm filled to 3/4, in liters -> 63 (84,000 cm³ = 84 L; 26.25 cm deep; 60 × 40 × 26.25 = 63,000
cm³; 84 the full tank; 63000 cubic centimeters; 21 the empty quarter; invented turn 70 × 30 × 30 =
63,000 cm³ = 63 L). cupcakes: 6 dozen, all but 9 sold at $2.75, $48 costs -> 125.25 (72; 63;
173.25; 150 all sold: 198 − 48; 173.25 the sales; $125 rounded; 63 × 2.75 as 173.75: 125.75;
invented turns 150 and 45 × 3.85 − 48 = 125.25). reading: 432 pages, 18 a day for 10 days, then 28
a day -> 9 (180; 252; 252 ÷ 28 = 9; 19 all the days; 252 the pages; 432 ÷ 28 ≈ 15.4 -> 16; self-set
300 − 100 = 200, 200 ÷ 25 = 8 and 270 − 90 = 180, 180 ÷ 20 = 9). jacket: $80, 25% off, 8% tax on
the sale price -> 64.8 (20; 60; 4.80; 64.80 = 80 × 0.75 × 1.08; 80 × 0.83 = 66.40; 60 the tax
forgotten; 4.80 the tax; 25% as $25: 55 × 1.08 = 59.40; "about $65" the hedge; self-set 40 × 1.10
= 44 and 60 × 1.08 = 64.80). tank: 1,500 L, pump 45 L/min, leak 15 L/min -> 50 (30 net; 50 × 45 −
50 × 15 = 2250 − 750 = 1500; 45 + 15 = 60: 25; 1500 ÷ 45 ≈ 33.3 the leak forgotten; 1500 ÷ 15 =
100; self-set 900 ÷ 30 = 30 and 2000 ÷ 40 = 50). eggs: 36 hens, 5 eggs a week each, $4.40 a dozen
-> 66 (180; 15; 15 × 4.40 = 66; 180 × 4.40 = 792; 15 the dozens; 5 a day: 1260, 105, 462; a dozen
as 10: 18 × 4.40 = 79.20). buses: 157 students and 12 teachers, 40 a bus, $185 a bus -> 925 (169;
169 ÷ 40 = 4.225 -> 5; 5 × 185 = 925; teachers forgotten: 157 ÷ 40 = 3.925 -> 4, 740; 5 the buses;
4.225 × 185 = 781.625 ≈ 781.63; 740 rounded down; self-set 95 ÷ 30 ≈ 3.17 -> 4, 600 and 190 ÷ 40
= 4.75 -> 5, 925).
MATH: vertex: y = x^2 − 6x + 13 -> (3,4) ((x − 3)^2 + 4; 9 − 18 + 13 = 4; (−3, 4) the sign; (3, 13)
the constant term; x = 3 alone; (3, −4) the sign slip; (4, 3) swapped; invented turns (x + 2)^2 −
3: (−2, −3) and −(x − 3)^2 + 4 = −x^2 + 6x − 5: (3, 4)). series: 5 + 9 + … + 101 -> 1325 (25 terms;
25 × 53; 24 terms 1272; 25 the terms; 26 terms 1378; self-set 3 + 7 + … + 43: 11 terms, 253 and 29
+ 31 + … + 77: 25 terms, average 53, 1325). coins: four coins, at least one head -> \frac{15}{16}
(1 − 1/16; 4 + 6 + 4 + 1 = 15; 1/16 the complement; 1 − 5/16 = 11/16 at least two; 0.9375 ≈ 0.94
rounded; 4/16 exactly one; three coins 7/8; invented turns three coins 7/8 and a 16-sided die
15/16). dodecagon: interior angle in degrees -> 150 (180 × 10 = 1800; 1800 ÷ 12; 360 ÷ 12 = 30,
180 − 30; 30 the exterior; 1800 the sum; 144 the decagon; 180 × 11 ÷ 12 = 165; self-set octagon 180
× 6 ÷ 8 = 135 and a clock at 5:00, 5 × 30 = 150). logs: log_2 64 + log_3 (1/9) -> 4 (6; −2; 8 the
sign lost; 6 − 1/2 = 11/2; −3 for −2: 3; −6 + 2 = −4; invented turns 6 − (−2) = 8 and log_5 625 =
4). system: 3x + 2y = 19, x − 2y = −3, y -> \frac{7}{2} (4x = 16, x = 4; 2y = 7; 4 − 7 = −3; x = 4
the other variable; 19 − 12 as 5: 5/2; 7 not halved; −7/2; (19 − 4)/2 = 15/2; invented turns x =
4 and 2y − 3 = 4: 7/2). committee: 3 of 9 -> 84 (504 ÷ 6; C(9,6) = 84; 504 ordered; C(9,2) = 36; 9^3
= 729; invented turns C(9,4) = 126 and C(9,6) = 84). rationalize: 6/(√5 − √2) -> 2\sqrt{5}+2\sqrt{2}
(6(√5 + √2)/3; (2√5 + 2√2)(√5 − √2) = 10 − 4 = 6; 2√5 − 2√2 the conjugate's sign; 6√5 + 6√2 the 3
dropped; 4.472 + 2.828 = 7.300 ≈ 7.30; 5 + 2 = 7: (6√5 + 6√2)/7; 2√7 the roots added; self-set
4/(√3 − 1) = 2√3 + 2 and √20 + √8 = 2√5 + 2√2). inequality: x^2 − x − 12 < 0 -> (-3,4) ((x − 4)(x +
3); x = 0: −12; x = 5: 8; (−4, 3) the signs swapped; [−3, 4] closed; (−∞, −3) ∪ (4, ∞) the outside;
(−∞, 4) one factor; (−3, 4] one end closed). power: 3^50 mod 7 -> 2 (3, 2, 6, 4, 5, 1; 50 = 6 × 8 +
2; 729 = 7 × 104 + 1; 9 = 7 + 2; 4 from 50 = 6 × 8 + 4; 1 the 3^2 forgotten; 9 not reduced; 5 from 50
mod 6 as 5; invented turns 3^51 ≡ 6 and 2^10 = (2^3)^3 × 2 ≡ 2).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Every problem has 5
kind B and 5 kind A probes, in twins (the same suffix for the B probe and its A twin, the A twin
holding the error named in its note), except where a kind A probe is a cut (`cut`, no B twin, and
its problem's fifth B probe has no A twin). Shapes, by class: (1) tag_sentence / tag_box /
tag_box_display / tag_box_sentence / tag_unclosed_box / tag_chain / tag_eq / tag_ineq / tag_hash /
tag_minerva / tag_qwen / tag_work / tag_decimal / tag_dollar / tag_bold / tag_dfrac / tag_unicode /
tag_newlines / tag_eos / tag_im_end / tag_unclosed / second_tag; (2) so_hash / colon_hash /
final_hash / answer_hash / bold_hash / therefore_hash / nospace_hash / final_colon_hash /
thus_colon_hash / final_is_hash / is_hash_unit / so_colon_hash / hence_hash / final_nl_hash /
is_hash / hence_colon_hash; (3) since / because / trailing / line_after / certain / definitely /
text_answer / text_final / text_trailing / words (an answer phrase in words: tank); (4) prose /
prose_eq / words (a concluding sentence in number words); (5) user_turn / human_turn / im_user /
im_user_box / eot_user / question_next / q_next / exercise / practice / self_set /
minerva_self_set / restart_cut. Kind A only: cut. Kind A: truth wrong, or no_answer where the form
is `truncated` (10 probes: `Final Answer: ####`, a concluding sentence after its dollar sign (three)
or before its value (two), a tag after its opening words, right after it opens, or after `S =`,
Minerva's closing line after its dollar sign, all cut before any digit of the value); kind B:
truth correct. Form: `tag` for every completion whose committed answer is in an answer element
(closed or not), `hash` for a `####` answer with no tag (a phrase marker + `####`, or a bare `####`
line before a self-set question), `answer_is` for an answer phrase or a `\text{…}` marker with no
tag, `boxed` where the committed answer is a box with no tag (in a sentence), `minerva` for
Minerva's closing line, `prose_sentence` for an unmarked concluding sentence, `truncated` for the
cuts.

Label conventions (corpus/README.md "How each source was labelled", the `public_heldout3` tag
paragraph; rounds 258 and 262), kept in every probe:
- The LAST final answer counts. A tag is the final answer whatever the think block says; an
  unclosed tag, ended by the end of the completion or by an end token (`<|endoftext|>`,
  `<|im_end|>`), still holds the answer; a second tag replaces the first (the same value is right,
  another value wrong, even where the second is a miscomputed "correction").
- A tag holding a sentence, a box, a `####` line, Minerva's or Qwen's closing line, an equation or
  a chain, or the working and a concluding sentence, is read for the value it states as the answer
  (the chain's final value; the `####` line's value where the tag marks one).
- A phrase marker followed by `####` (on the same line or the next; with or without a space before
  the value) marks the value after `####`; a unit or counted noun after it ("#### 925 dollars.",
  "#### 50 minutes", "#### 63 liters") is the question's own.
- An answer phrase with trailing words: the value the phrase states is the answer; trailing words
  that hold other numbers do not change it; a line after it restating the same value (with a unit
  or words) leaves it. Inside `\text{…}` the same.
- With no marker and no box, the answer is the value the concluding sentence states as the answer
  to the question asked (in digits, number words, an equation or its chain's final value); numbers
  that qualify it ("its 28 students", "15 dozen eggs at $4.40", "the 25% discount and the 8% tax",
  "divided by 7") are not the answer. A concluding sentence that restates the working's value
  differently makes the answer wrong.
- Text after the committed answer is not the model's answer: an invented next turn (`User:`,
  `Human:`, ChatML, Llama 3 headers) or a self-set problem with a box, tag, closing line or `####` of
  its own does not count, whatever it holds (kind B: a right answer, then such text with another
  value; kind A: a wrong answer, then such text answering ANOTHER question whose answer equals the
  gold). A restart or re-check cut by the token limit before it states a value leaves the committed
  answer (right in B, wrong in A).
- A tag, a phrase marker, `####`, a closing line or a concluding sentence cut by the token limit
  before its value is no_answer, whatever the working computed.
- Equal values in another form are correct ("$125.25", "64.80" for 64.8, "5 and a half", "five
  and a half hours", `\dfrac{15}{16}`, `15/16`, `P = \frac{15}{16}`, `150^\circ`, `y = 3.5`, `y =
  \tfrac{7}{2}`, "2√5 + 2√2", `2(\sqrt{5} + \sqrt{2})`, `-3 < x < 4`), and so is a unit or counted
  noun of the quantity asked. Wrong: a subtotal, a given, another quantity (the apples for the
  boxes, the pizzas or buses for the cost, the tax for the total, the other variable, the angle
  sum, the number of terms), a unit of another scale (cubic centimeters for liters), a hedge or a
  rounded decimal of an exact value ("about $65", "$125", `≈ 0.94`, `≈ 7.30`, "5.57"), a part of a
  pizza or bus bought, a missing coordinate, a closed end for an open one, a slip.

Debatable (2, with DECISIONS): `ok_m_system_tag_decimal` (`y = 3.5` in the tag for \frac{7}{2}:
accept) and `ok_m_rationalize_text_answer` (`2(\sqrt{5} + \sqrt{2})` for 2\sqrt{5}+2\sqrt{2} where
"simplest form" is asked: accept).

Usage: cd /tmp/rounds/rt266 && python build_adversarial_redteam266.py (writes
adversarial_redteam266.jsonl beside this builder; a second run rewrites it byte-identical; the
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
    ("orchard", "300",
     "An orchard has 12 rows of 15 apple trees. Each tree gives 40 apples, and the apples are packed in boxes of 24. How many boxes are filled?",
     {"W": r"""The orchard has 12 × 15 = <<12*15=180>>180 apple trees.

They give 180 × 40 = <<180*40=7200>>7200 apples.

Packed 24 to a box, that is 7200 ÷ 24 = <<7200/24=300>>300 boxes.

Check: 300 × 24 = 7200 apples, and 7200 ÷ 40 = 180 trees = 12 × 15. ✓

""",
      "V": r"""12 × 15 = 180
180 × 40 = 7200
7200 ÷ 24 = 300
"""},
     [
        ("tag_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The orchard fills 300 boxes of apples.</answer>", "a whole sentence in the tag, the value followed by its noun"),
        ("so_hash", "B", "hash", r"⟨W⟩So the answer is #### 300", "the issue's own shape: `So the answer is` followed by `####`"),
        ("since", "B", "answer_is", r"⟨W⟩The answer is 300 boxes, since the 7,200 apples go 24 to a box.", "the answer phrase with trailing words that hold other numbers (7,200; 24)"),
        ("user_turn", "B", "boxed", r"⟨W⟩The orchard fills \boxed{300} boxes.¶¶User: What if each box held 30 apples instead?¶Assistant: Then the orchard would fill 7200 ÷ 30 = \boxed{240} boxes.", "the committed box, then an invented User/Assistant turn with a box of its own (240)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So the orchard fills three hundred boxes.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_sentence", "A", "tag", r"<think>¶12 × 15 = 180¶180 × 40 = 7200¶7200 ÷ 20 = 360¶</think>¶<answer>The orchard fills 360 boxes of apples.</answer>", "boxes of 24 read as boxes of 20"),
        ("so_hash", "A", "hash", r"The orchard has 12 × 15 = <<12*15=180>>180 trees, and they give 180 × 40 = <<180*40=7200>>7200 apples.¶So the answer is #### 7200", "the apples, not the boxes"),
        ("since", "A", "answer_is", r"12 × 15 = 150 trees, 150 × 40 = 6,000 apples, 6,000 ÷ 24 = 250.¶¶The answer is 250 boxes, since the 6,000 apples go 24 to a box.", "a multiplication slip (12 × 15 as 150)"),
        ("user_turn", "A", "boxed", r"Each row has 15 trees, so 15 × 40 = 600 apples, and 600 ÷ 24 = 25.¶The orchard fills \boxed{25} boxes.¶¶User: A farm packs 9,000 oranges into crates of 30. How many crates does it fill?¶Assistant: 9000 ÷ 30 = \boxed{300} crates.", "one row counted, not 12 (25); the invented turn answers ANOTHER question with 300"),
        ("cut", "A", "truncated", r"⟨V⟩¶Final Answer: ####", "`Final Answer: ####` cut by the token limit before the value: no_answer (300 only in a working line)"),
     ]),
    ("pizza", "121",
     "A class of 28 students orders pizza. Each student eats 3 slices, each pizza has 8 slices, and only whole pizzas can be ordered. Each pizza costs $11. How much does the class spend on pizza, in dollars?",
     {"W": r"""The students eat 28 × 3 = <<28*3=84>>84 slices.

That is 84 ÷ 8 = <<84/8=10.5>>10.5 pizzas, and since only whole pizzas can be ordered the class needs 11 pizzas.

The pizzas cost 11 × $11 = $<<11*11=121>>121.

Check: 10 pizzas would give only 80 slices, fewer than 84, and 11 pizzas give 88 slices. ✓

""",
      "V": r"""28 × 3 = 84 slices
84 ÷ 8 = 10.5 → 11 pizzas
11 × 11 = 121
"""},
     [
        ("tag_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\boxed{121 \text{ dollars}}\)</answer>", r"a box in `\(...\)` with the unit in `\text{}` inside the tag"),
        ("colon_hash", "B", "hash", r"⟨W⟩The answer is: #### 121", "the issue's shape `The answer is:` followed by `####`"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } \$121 \text{ for the pizza}.$", r"the answer phrase inside `\text{}`, an escaped dollar sign and trailing words in a second `\text{}`"),
        ("im_user", "B", "boxed", r"⟨W⟩The class spends \boxed{121} dollars on pizza.<|im_end|>¶<|im_start|>user¶What if each student ate only 2 slices?<|im_end|>¶<|im_start|>assistant¶56 slices is exactly 7 pizzas, so 7 × 11 = \boxed{77} dollars.", "the committed box, then an invented ChatML turn with a box of its own (77)"),
        ("prose", "B", "prose_sentence", r"⟨W⟩The class spends $121 on pizza for its 28 students.", "no marker: the concluding sentence, the question's count (28) after the value"),
        ("tag_box", "A", "tag", r"<think>¶28 × 3 = 84¶84 ÷ 8 = 10.5¶10.5 × 11 = 115.50¶</think>¶<answer>\(\boxed{115.50 \text{ dollars}}\)</answer>", "half a pizza bought (only whole pizzas can be ordered)"),
        ("colon_hash", "A", "hash", r"28 × 3 = <<28*3=84>>84 slices, and 84 ÷ 8 = 10.5, so 11 pizzas.¶The answer is: #### 11", "the number of pizzas, not the cost"),
        ("text_answer", "A", "answer_is", r"28 × 3 = 84 slices; 84 ÷ 8 = 10 whole pizzas; 10 × 11 = 110.¶¶$\text{Answer: } \$110 \text{ for the pizza}.$", "10.5 rounded down: 4 slices short"),
        ("im_user", "A", "boxed", r"The students eat 28 × 3 = 84 slices, which is 84 ÷ 8 = 10.5, so 11 pizzas.¶The class needs \boxed{11} pizzas.<|im_end|>¶<|im_start|>user¶How much do 11 sandwiches cost at $11 each?<|im_end|>¶<|im_start|>assistant¶11 × 11 = \boxed{121} dollars.", "the pizzas, not the cost (11); the invented turn answers ANOTHER question with 121"),
        ("cut", "A", "truncated", r"⟨V⟩¶The class spends $", "a concluding sentence cut by the token limit after its dollar sign: no_answer"),
     ]),
    ("train", "5.5",
     "A train travels 240 km at 80 km/h and then 150 km at 60 km/h. How many hours does the whole trip take?",
     {"W": r"""The first part takes 240 ÷ 80 = <<240/80=3>>3 hours.

The second part takes 150 ÷ 60 = <<150/60=2.5>>2.5 hours.

The whole trip takes 3 + 2.5 = <<3+2.5=5.5>>5.5 hours.

Check: 80 × 3 = 240 km and 60 × 2.5 = 150 km. ✓

""",
      "V": r"""240 ÷ 80 = 3
150 ÷ 60 = 2.5
3 + 2.5 = 5.5
"""},
     [
        ("tag_decimal", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>5.5 hours</answer>", "a decimal and its unit inside the tag"),
        ("final_hash", "B", "hash", r"⟨W⟩Final Answer: #### 5.5", "the issue's shape `Final Answer:` followed by `####`"),
        ("line_after", "B", "answer_is", r"⟨W⟩The answer is 5.5.¶5 and a half hours for the whole trip", "the answer phrase, then a trailing line restating the value as a mixed amount with its unit"),
        ("words", "B", "prose_sentence", r"⟨W⟩So the whole trip takes five and a half hours.", "no marker: the concluding sentence states the answer in number words"),
        ("restart_cut", "B", "boxed", r"⟨W⟩The whole trip takes $\boxed{5.5}$ hours.¶¶Let me re-check the first part another way: at 80 km/h the train covers 80 km each hour, so 240 km takes", "the committed box, then a re-check cut by the token limit before it states a value"),
        ("tag_decimal", "A", "tag", r"<think>¶average speed (80 + 60) ÷ 2 = 70¶390 ÷ 70 ≈ 5.57¶</think>¶<answer>5.57 hours</answer>", "the two speeds averaged (the times are unequal)"),
        ("final_hash", "A", "hash", r"The first part takes 240 ÷ 80 = <<240/80=3>>3 hours.¶Final Answer: #### 3", "the first part only"),
        ("line_after", "A", "answer_is", r"240 ÷ 60 = 4 hours and 150 ÷ 80 = 1.875 hours, so 4 + 1.875 = 5.875.¶¶The answer is 5.875.¶5.875 hours for the whole trip", "the two speeds swapped between the parts"),
        ("words", "A", "prose_sentence", r"240 ÷ 80 = 3 hours, 150 ÷ 60 = 3.5 hours, 3 + 3.5 = 6.5.¶¶So the whole trip takes six and a half hours.", "a division slip (150 ÷ 60 as 3.5)"),
        ("restart_cut", "A", "boxed", r"The whole route is 240 + 150 = 390 km, and at 80 km/h that is 390 ÷ 80 = 4.875 hours.¶The whole trip takes $\boxed{4.875}$ hours.¶¶Let me re-check the second part: at 60 km/h, 150 km takes", "the whole route at the first speed (4.875), then a re-check cut before a value"),
     ]),
    ("aquarium", "63",
     "A fish tank is 60 cm long, 40 cm wide and 35 cm high. It is filled with water to 3/4 of its height. How many liters of water are in the tank? (1 liter = 1,000 cubic centimeters)",
     {"W": r"""The water is 3/4 × 35 = <<3/4*35=26.25>>26.25 cm deep.

Its volume is 60 × 40 × 26.25 = <<60*40*26.25=63000>>63,000 cubic centimeters.

In liters: 63,000 ÷ 1,000 = <<63000/1000=63>>63 liters.

Check: the full tank holds 60 × 40 × 35 = 84,000 cm³ = 84 liters, and 3/4 × 84 = 63. ✓

""",
      "V": r"""60 × 40 × 35 = 84000 cm³
3/4 × 84000 = 63000 cm³
63000 ÷ 1000 = 63
"""},
     [
        ("tag_chain", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>V = 60 × 40 × (3/4 × 35) = 63,000 cm³ = 63 L</answer>", "a chain in the tag ending in liters; its last value is the answer"),
        ("bold_hash", "B", "hash", r"⟨W⟩**Answer:** #### 63 liters", "a bold `Answer:` followed by `####` and the value with its unit"),
        ("definitely", "B", "answer_is", r"⟨W⟩I think the answer is definitely 63 liters, because 63,000 cm³ is 63 liters.", "the issue's 'I think the answer is definitely' with trailing words that hold another number"),
        ("eot_user", "B", "prose_sentence", r"⟨W⟩The tank holds 63 liters of water.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶And if it were filled to the top?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶Filled to the top it would hold 84 liters.", "no marker: the concluding sentence, then an invented Llama 3 user turn and reply with another value (84)"),
        ("prose", "B", "prose_sentence", r"⟨V⟩¶So there are 63 liters of water in the tank.", "no marker: a concluding sentence after terse working"),
        ("tag_chain", "A", "tag", r"<think>¶60 × 40 × 35 = 84000 cm³¶84000 ÷ 1000 = 84¶</think>¶<answer>V = 60 × 40 × 35 = 84,000 cm³ = 84 L</answer>", "the full tank (the 3/4 forgotten)"),
        ("bold_hash", "A", "hash", r"60 × 40 × 35 = 84,000 cm³, and 3/4 of that is 63,000.¶**Answer:** #### 63000", "cubic centimeters, not the liters asked"),
        ("definitely", "A", "answer_is", r"The full tank is 84,000 cm³ = 84 liters; a quarter of it is 84 ÷ 4 = 21.¶¶I think the answer is definitely 21 liters, because 21,000 cm³ is 21 liters.", "the empty quarter, not the water"),
        ("eot_user", "A", "prose_sentence", r"60 × 40 × 35 = 84,000 cm³ = 84 liters.¶The tank holds 84 liters of water.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶How many liters fit in a full tank that is 70 cm by 30 cm by 30 cm?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶70 × 30 × 30 = 63,000 cm³, which is 63 liters.", "the full tank (84); the invented turn answers ANOTHER question with 63"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>The tank holds", "a tag cut by the token limit after its opening words: no_answer"),
     ]),
    ("cupcakes", "125.25",
     "Maria bakes 6 dozen cupcakes and sells all but 9 of them for $2.75 each. The ingredients cost her $48. What is her profit, in dollars?",
     {"W": r"""Maria bakes 6 × 12 = <<6*12=72>>72 cupcakes.

She sells 72 − 9 = <<72-9=63>>63 of them.

Her sales bring 63 × $2.75 = $<<63*2.75=173.25>>173.25.

Her profit is 173.25 − 48 = $<<173.25-48=125.25>>125.25.

Check: 125.25 + 48 = 173.25 and 173.25 ÷ 2.75 = 63. ✓

""",
      "V": r"""6 × 12 = 72
72 − 9 = 63
63 × 2.75 = 173.25
173.25 − 48 = 125.25
"""},
     [
        ("tag_dollar", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$125.25</answer>", "a bare dollar amount with cents inside the tag"),
        ("therefore_hash", "B", "hash", r"⟨W⟩Therefore, the answer is #### $125.25.", "`Therefore, the answer is` followed by `####`, a dollar sign and a full stop"),
        ("text_final", "B", "answer_is", r"⟨W⟩$\text{Final answer: } \$125.25$", r"`Final answer:` inside `\text{}`, the value after it in math"),
        ("human_turn", "B", "boxed", r"⟨W⟩Maria's profit is \boxed{125.25} dollars.¶¶Human: And if she had sold all 72?¶¶Assistant: Then her profit would be 72 × 2.75 − 48 = \boxed{150} dollars.", "the committed box, then an invented Human/Assistant turn with a box of its own (150)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So Maria makes a profit of one hundred twenty-five dollars and twenty-five cents.", "no marker: the concluding sentence states the amount in number words"),
        ("tag_dollar", "A", "tag", r"<think>¶72 × 2.75 = 198¶198 − 48 = 150¶</think>¶<answer>$150.00</answer>", "all 72 cupcakes counted as sold (the 9 unsold forgotten)"),
        ("therefore_hash", "A", "hash", r"6 × 12 = 72, 72 − 9 = 63, and 63 × 2.75 = <<63*2.75=173.25>>173.25.¶Therefore, the answer is #### $173.25.", "the sales, not the profit (the ingredients forgotten)"),
        ("text_final", "A", "answer_is", r"63 × 2.75 = 173.25, and 173.25 − 48 = 125.25, which is about $125.¶¶$\text{Final answer: } \$125$", "the exact amount rounded to whole dollars"),
        ("human_turn", "A", "boxed", r"She sells 72 − 9 = 63 cupcakes for 63 × 2.75 = 173.25 dollars.¶Maria's profit is \boxed{173.25} dollars.¶¶Human: A stall sells 45 pies at $3.85 each and spends $48 on supplies. What is its profit?¶¶Assistant: 45 × 3.85 − 48 = 173.25 − 48 = \boxed{125.25} dollars.", "the sales, not the profit (173.25); the invented turn answers ANOTHER question with 125.25"),
        ("words", "A", "prose_sentence", r"63 × 2.75 = 173.75, and 173.75 − 48 = 125.75.¶¶So Maria makes a profit of one hundred twenty-five dollars and seventy-five cents.", "a multiplication slip (63 × 2.75 as 173.75)"),
     ]),
    ("reading", "9",
     "A book has 432 pages. Priya reads 18 pages a day for the first 10 days, and then 28 pages a day. How many more days after the first 10 does she need to finish the book?",
     {"W": r"""In the first 10 days Priya reads 10 × 18 = <<10*18=180>>180 pages.

That leaves 432 − 180 = <<432-180=252>>252 pages.

At 28 pages a day she needs 252 ÷ 28 = <<252/28=9>>9 more days.

Check: 180 + 9 × 28 = 180 + 252 = 432. ✓

""",
      "V": r"""10 × 18 = 180
432 − 180 = 252
252 ÷ 28 = 9
"""},
     [
        ("tag_hash", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>432 − 180 = 252, 252 ÷ 28 = 9¶#### 9</answer>", "a chain and then a `####` line inside the tag"),
        ("nospace_hash", "B", "hash", r"⟨W⟩Hence the answer is ####9", "`Hence the answer is` followed by `####` with no space before the value"),
        ("certain", "B", "answer_is", r"⟨W⟩I'm quite sure the answer is 9 more days, for 19 days in all.", "a confident answer phrase with trailing words that hold another number (19)"),
        ("question_next", "B", "hash", r"⟨W⟩#### 9¶¶Question: A 300-page book is read at 20 pages a day for 5 days and then at 25 pages a day. How many more days are needed?¶Answer: 300 − 100 = 200 pages are left, and 200 ÷ 25 = 8.¶#### 8", "a bare `####` answer, then a self-set `Question:`/`Answer:` with its own `####` (8)"),
        ("tag_unclosed", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>9 more days", "a tag never closed, ended by the end of the completion"),
        ("tag_hash", "A", "tag", r"<think>¶10 × 18 = 180¶432 − 180 = 252¶252 ÷ 28 = 9¶10 + 9 = 19¶</think>¶<answer>10 + 252 ÷ 28 = 19¶#### 19</answer>", "all the days, not the days after the first 10"),
        ("nospace_hash", "A", "hash", r"10 × 18 = <<10*18=180>>180, 432 − 180 = <<432-180=252>>252.¶Hence the answer is ####252", "the pages left, not the days"),
        ("certain", "A", "answer_is", r"432 ÷ 28 ≈ 15.4, so 16 days.¶¶I'm quite sure the answer is 16 more days, since 432 pages at 28 a day take 15.4 days.", "the first 10 days' reading forgotten"),
        ("question_next", "A", "hash", r"10 × 18 = 180, 432 − 180 = 252, 252 ÷ 28 = 9, and 10 + 9 = 19.¶#### 19¶¶Question: A 270-page book is read at 15 pages a day for 6 days and then at 20 pages a day. How many more days are needed?¶Answer: 270 − 90 = 180 pages are left, and 180 ÷ 20 = 9.¶#### 9", "all the days (19); the self-set question answers ANOTHER problem with 9"),
        ("cut", "A", "truncated", r"⟨V⟩¶Priya needs", "a concluding sentence cut by the token limit before its value: no_answer"),
     ]),
    ("jacket", "64.8",
     "A jacket costs $80. It is on sale for 25% off, and then an 8% sales tax is added to the sale price. How much does the jacket cost in total, in dollars?",
     {"W": r"""The discount is 25% of $80 = 0.25 × 80 = $<<0.25*80=20>>20.

The sale price is 80 − 20 = $<<80-20=60>>60.

The tax is 8% of $60 = 0.08 × 60 = $<<0.08*60=4.80>>4.80.

The total is 60 + 4.80 = $<<60+4.80=64.80>>64.80.

Check: 80 × 0.75 × 1.08 = 64.80. ✓

""",
      "V": r"""80 × 0.75 = 60
60 × 0.08 = 4.80
60 + 4.80 = 64.80
"""},
     [
        ("tag_qwen", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Therefore, the final answer is: $\boxed{64.80}$. I hope it is correct.</answer>", "Qwen's whole closing line inside the tag, a trailing zero in the box"),
        ("final_colon_hash", "B", "hash", r"⟨W⟩The final answer is: #### $64.80", "`The final answer is:` followed by `####` and a dollar amount"),
        ("trailing", "B", "answer_is", r"⟨W⟩The answer is $64.80, which includes $4.80 of tax.", "the answer phrase with trailing words that hold another amount (4.80)"),
        ("q_next", "B", "boxed", r"⟨W⟩The jacket costs $\boxed{64.80}$ dollars in total.¶¶Q: A $50 shirt is 20% off, and a 10% tax is added to the sale price. What is the total?¶A: 50 × 0.8 = 40 and 40 × 1.10 = $\boxed{44}$.", "the committed box, then a self-set `Q:`/`A:` with a box of its own (44)"),
        ("prose", "B", "prose_sentence", r"⟨W⟩With the 25% discount and the 8% tax, the jacket costs $64.80 in total.", "no marker: the concluding sentence, the question's percentages before the value"),
        ("tag_qwen", "A", "tag", r"<think>¶25% off and 8% tax: 100% − 25% + 8% = 83%¶80 × 0.83 = 66.40¶</think>¶<answer>Therefore, the final answer is: $\boxed{66.40}$. I hope it is correct.</answer>", "the tax taken on the original price (66.40)"),
        ("final_colon_hash", "A", "hash", r"80 × 0.75 = <<80*0.75=60>>60.¶The final answer is: #### $60", "the tax forgotten"),
        ("trailing", "A", "answer_is", r"The sale price is 80 × 0.75 = 60, and the tax is 60 × 0.08 = 4.80.¶¶The answer is $4.80, the tax added to the $60 sale price.", "the tax, not the total"),
        ("q_next", "A", "boxed", r"25% off $80 is 80 − 25 = 55, and with tax 55 × 1.08 = 59.40.¶The jacket costs $\boxed{59.40}$ dollars in total.¶¶Q: A $60 coat is not on sale, and an 8% tax is added. What is the total?¶A: 60 × 1.08 = $\boxed{64.80}$.", "25% taken as $25 (59.40); the self-set question answers ANOTHER problem with 64.80"),
        ("prose", "A", "prose_sentence", r"⟨V⟩¶With the 25% discount and the 8% tax, the jacket costs about $65 in total.", "a hedge and a rounding of the exact 64.80"),
     ]),
    ("tank", "50",
     "An empty tank holds 1,500 liters. A pump fills it at 45 liters per minute, but a leak drains 15 liters per minute. How many minutes does it take to fill the tank?",
     {"W": r"""Each minute the tank gains 45 − 15 = <<45-15=30>>30 liters.

To reach 1,500 liters it takes 1500 ÷ 30 = <<1500/30=50>>50 minutes.

Check: in 50 minutes the pump adds 50 × 45 = 2,250 liters and the leak drains 50 × 15 = 750 liters, and 2,250 − 750 = 1,500. ✓

""",
      "V": r"""45 − 15 = 30
1500 ÷ 30 = 50
"""},
     [
        ("tag_work", "B", "tag", r"<think>¶</think>¶<answer>The tank gains 45 − 15 = 30 liters each minute, so it fills in 1500 ÷ 30 = 50 minutes.</answer>", "an empty think block; the working and a concluding sentence inside the tag"),
        ("thus_colon_hash", "B", "hash", r"⟨W⟩Thus the answer is: #### 50 minutes", "`Thus the answer is:` followed by `####`, the value and its unit"),
        ("words", "B", "answer_is", r"⟨W⟩The answer is fifty minutes.", "an answer phrase in number words"),
        ("self_set", "B", "boxed", r"⟨W⟩It takes \boxed{50} minutes to fill the tank.¶¶Now try one yourself: a 900-liter tank, a pump of 40 liters per minute and a leak of 10 liters per minute.¶Answer: 900 ÷ 30 = \boxed{30} minutes.", "the committed box, then a self-set exercise with a box of its own (30)"),
        ("tag_eos", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>50<|endoftext|>", "a tag never closed, ended by `<|endoftext|>`"),
        ("tag_work", "A", "tag", r"<think>¶</think>¶<answer>The tank gains 45 + 15 = 60 liters each minute, so it fills in 1500 ÷ 60 = 25 minutes.</answer>", "the leak added instead of subtracted"),
        ("thus_colon_hash", "A", "hash", r"The pump fills 45 liters a minute: 1500 ÷ 45 ≈ 33.3.¶Thus the answer is: #### 33.3 minutes", "the leak forgotten"),
        ("words", "A", "answer_is", r"The leak drains 15 liters a minute, and 1500 ÷ 15 = 100.¶¶The answer is one hundred minutes.", "the leak's rate taken as the net rate"),
        ("self_set", "A", "boxed", r"Together the pump and the leak move 45 + 15 = 60 liters a minute, and 1500 ÷ 60 = 25.¶It takes \boxed{25} minutes to fill the tank.¶¶Now try one yourself: a 2,000-liter tank, a pump of 55 liters per minute and a leak of 15 liters per minute.¶Answer: 2000 ÷ 40 = \boxed{50} minutes.", "the rates added (25); the self-set exercise answers ANOTHER problem with 50"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>", "a tag cut by the token limit right after it opens: no_answer"),
     ]),
    ("eggs", "66",
     "A farm has 36 hens, and each hen lays 5 eggs a week. The eggs are sold for $4.40 a dozen. How much money does the farm make from eggs each week, in dollars?",
     {"W": r"""The hens lay 36 × 5 = <<36*5=180>>180 eggs a week.

That is 180 ÷ 12 = <<180/12=15>>15 dozen.

At $4.40 a dozen the farm makes 15 × 4.40 = $<<15*4.40=66>>66.

Check: 66 ÷ 4.40 = 15 dozen = 180 eggs = 36 × 5. ✓

""",
      "V": r"""36 × 5 = 180
180 ÷ 12 = 15
15 × 4.40 = 66
"""},
     [
        ("tag_im_end", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$66<|im_end|>", "a tag never closed, ended by `<|im_end|>`, a dollar sign on the value"),
        ("final_is_hash", "B", "hash", r"⟨W⟩The final answer is #### 66", "`The final answer is` followed by `####`"),
        ("text_trailing", "B", "answer_is", r"⟨W⟩$\text{The answer is } \$66 \text{ per week}.$", r"the answer phrase inside `\text{}` with trailing words in a second `\text{}`"),
        ("restart_cut", "B", "prose_sentence", r"⟨W⟩The farm makes $66 from eggs each week.¶¶Let me redo this hen by hen: each hen lays 5 eggs, which is 5/12 of a dozen, worth", "no marker: the concluding sentence, then a restart cut by the token limit before it states a value"),
        ("prose", "B", "prose_sentence", r"⟨V⟩¶Selling 15 dozen eggs at $4.40 a dozen, the farm makes $66 a week.", "no marker: the concluding sentence, a count and a price before the value"),
        ("tag_im_end", "A", "tag", r"<think>¶36 × 5 = 180¶180 × 4.40 = 792¶</think>¶<answer>$792<|im_end|>", "the price per dozen charged per egg"),
        ("final_is_hash", "A", "hash", r"36 × 5 = <<36*5=180>>180 eggs, and 180 ÷ 12 = <<180/12=15>>15.¶The final answer is #### 15", "the dozens, not the money"),
        ("text_trailing", "A", "answer_is", r"Each hen lays 5 eggs a day, so 36 × 5 × 7 = 1260 eggs a week, 1260 ÷ 12 = 105 dozen, and 105 × 4.40 = 462.¶¶$\text{The answer is } \$462 \text{ per week}.$", "5 eggs a week read as 5 a day"),
        ("restart_cut", "A", "prose_sentence", r"36 × 5 = 180 eggs, 180 ÷ 10 = 18 dozen, and 18 × 4.40 = 79.20.¶The farm makes $79.20 from eggs each week.¶¶Let me redo this hen by hen: each hen lays 5 eggs, which is", "a dozen taken as 10 (79.20), then a restart cut before a value"),
        ("cut", "A", "truncated", r"⟨V⟩¶So the farm makes $", "a concluding sentence cut by the token limit after its dollar sign: no_answer"),
     ]),
    ("buses", "925",
     "157 students and 12 teachers go on a school trip. Each bus holds 40 people and costs $185 to rent. How much does it cost to rent enough buses, in dollars?",
     {"W": r"""There are 157 + 12 = <<157+12=169>>169 people.

169 ÷ 40 = 4.225, so 4 buses are not enough and they need 5 buses.

The buses cost 5 × $185 = $<<5*185=925>>925.

Check: 4 buses seat only 160 < 169, and 5 buses seat 200 ≥ 169. ✓

""",
      "V": r"""157 + 12 = 169
169 ÷ 40 = 4.225 → 5 buses
5 × 185 = 925
"""},
     [
        ("tag_unclosed_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\boxed{925}", "a box in a tag never closed, ended by the end of the completion"),
        ("is_hash_unit", "B", "hash", r"⟨W⟩So the answer is #### 925 dollars.", "`So the answer is` followed by `####`, the value and the question's unit"),
        ("because", "B", "answer_is", r"⟨W⟩The answer is $925, because 169 people need 5 buses of 40 seats.", "the answer phrase with trailing words that hold other numbers"),
        ("second_tag", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>925</answer>¶¶Checking the seats: 5 × 40 = 200, enough for 169 people.¶<answer>$925</answer>", "a second tag after a check, the same value with a dollar sign"),
        ("minerva_self_set", "B", "minerva", r"⟨W⟩Final Answer: The final answer is $925$. I hope it is correct.¶¶Problem:¶A club of 95 people rents buses that hold 30 people and cost $150 each. How much does it pay?¶¶Solution:¶95 ÷ 30 ≈ 3.17, so 4 buses, and 4 × 150 = 600.¶Final Answer: The final answer is $600$. I hope it is correct.", "Minerva's closing line, then a self-set `Problem:`/`Solution:` with a closing line of its own (600)"),
        ("tag_unclosed_box", "A", "tag", r"<think>¶157 ÷ 40 = 3.925 → 4 buses¶4 × 185 = 740¶</think>¶<answer>\boxed{740}", "the teachers forgotten"),
        ("is_hash_unit", "A", "hash", r"157 + 12 = <<157+12=169>>169 people, and 169 ÷ 40 = 4.225, so 5 buses.¶So the answer is #### 5 buses.", "the buses, not the cost"),
        ("because", "A", "answer_is", r"169 ÷ 40 = 4.225, and 4.225 × 185 = 781.625.¶¶The answer is $781.63, because 169 people fill 4.225 buses at $185 each.", "a part of a bus rented"),
        ("second_tag", "A", "tag", r"<think>¶⟨V⟩</think>¶<answer>925</answer>¶¶Hmm, 169 ÷ 40 is 4.225, which rounds to 4 buses, so 4 × 185 = 740.¶<answer>740</answer>", "a right first tag replaced by a second tag that rounds the buses down: the last tag counts"),
        ("minerva_self_set", "A", "minerva", r"There are 157 students, and 157 ÷ 40 ≈ 3.93, so 4 buses: 4 × 185 = 740.¶Final Answer: The final answer is $740$. I hope it is correct.¶¶Problem:¶190 people go on a trip in buses that hold 40 people and cost $185 each. How much does the trip cost?¶¶Solution:¶190 ÷ 40 = 4.75, so 5 buses, and 5 × 185 = 925.¶Final Answer: The final answer is $925$. I hope it is correct.", "the teachers forgotten (740); the self-set problem answers ANOTHER question with 925"),
     ]),
]
MPROBS = [
    ("vertex", "(3,4)",
     r"Find the vertex of the parabola $y = x^2 - 6x + 13$.",
     {"W": r"""Complete the square: $x^2 - 6x + 13 = (x^2 - 6x + 9) + 4 = (x - 3)^2 + 4$.

The square is smallest (zero) at $x = 3$, where $y = 4$.

Check: $x = -\frac{b}{2a} = \frac{6}{2} = 3$ and $3^2 - 6 \cdot 3 + 13 = 9 - 18 + 13 = 4$. ✓

""",
      "V": r"""$y = (x - 3)^2 + 4$
$x = 3$, $y = 9 - 18 + 13 = 4$
"""},
     [
        ("tag_box_sentence", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>The vertex is $\boxed{(3, 4)}$.</answer>", "a sentence with a boxed point inside the tag"),
        ("so_colon_hash", "B", "hash", r"⟨W⟩So the answer is: #### (3, 4)", "`So the answer is:` followed by `####` and an ordered pair"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } (3,4)$", r"`Answer:` inside `\text{}`, the point after it"),
        ("user_turn", "B", "boxed", r"⟨W⟩The vertex is $\boxed{(3, 4)}$.¶¶User: And the vertex of $y = x^2 + 4x + 1$?¶Assistant: $y = (x + 2)^2 - 3$, so the vertex is $\boxed{(-2, -3)}$.", "the committed box, then an invented User/Assistant turn with a box of its own"),
        ("prose", "B", "prose_sentence", r"⟨W⟩So the lowest point of the parabola, its vertex, is at $(3, 4)$.", "no marker: the concluding sentence states the point"),
        ("tag_box_sentence", "A", "tag", r"<think>¶$y = (x + 3)^2 + 4$¶</think>¶<answer>The vertex is $\boxed{(-3, 4)}$.</answer>", "the sign of the x-coordinate"),
        ("so_colon_hash", "A", "hash", r"The vertex is at $x = 3$, and the constant term is $13$.¶So the answer is: #### (3, 13)", "the constant term taken for the y-coordinate"),
        ("text_answer", "A", "answer_is", r"$x = -\frac{b}{2a} = \frac{6}{2} = 3$.¶¶$\text{Answer: } x = 3$", "the x-coordinate only"),
        ("user_turn", "A", "boxed", r"$x^2 - 6x + 13 = (x - 3)^2 - 9 + 13$, and $-9 + 13 = -4$.¶The vertex is $\boxed{(3, -4)}$.¶¶User: Find the vertex of $y = -x^2 + 6x - 5$.¶Assistant: $y = -(x - 3)^2 + 4$, so the vertex is $\boxed{(3, 4)}$.", "a sign slip (−4); the invented turn answers ANOTHER question with (3, 4)"),
        ("prose", "A", "prose_sentence", r"⟨V⟩¶So the lowest point of the parabola, its vertex, is at $(4, 3)$.", "the coordinates swapped"),
     ]),
    ("series", "1325",
     r"Find the sum of the arithmetic series $5 + 9 + 13 + \cdots + 101$.",
     {"W": r"""The common difference is $4$, so the number of terms is $\frac{101 - 5}{4} + 1 = 24 + 1 = 25$.

The sum is $\frac{25(5 + 101)}{2} = \frac{25 \cdot 106}{2} = 25 \cdot 53 = 1325$.

Check: the 25th term is $5 + 24 \cdot 4 = 101$, and the average term is $\frac{5 + 101}{2} = 53$. ✓

""",
      "V": r"""$n = \frac{101 - 5}{4} + 1 = 25$
$S = \frac{25(5 + 101)}{2} = 1325$
"""},
     [
        ("tag_chain", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>n = (101 − 5)/4 + 1 = 25, S = 25(5 + 101)/2 = 1325</answer>", "two chains in the tag; the last value is the answer"),
        ("hence_hash", "B", "hash", r"⟨W⟩Hence, the answer is #### 1325", "`Hence, the answer is` followed by `####`"),
        ("since", "B", "answer_is", r"⟨W⟩The answer is 1325, since the 25 terms average 53.", "the answer phrase with trailing words that hold other numbers"),
        ("exercise", "B", "boxed", r"⟨W⟩The sum is $\boxed{1325}$.¶¶**Exercise.** Find $3 + 7 + 11 + \cdots + 43$.¶There are $\frac{43 - 3}{4} + 1 = 11$ terms, so the sum is $\frac{11(3 + 43)}{2} = \boxed{253}$.", "the committed box, then a self-set **Exercise.** with a box of its own (253)"),
        ("words", "B", "prose_sentence", r"⟨W⟩Therefore the sum of the series is one thousand three hundred twenty-five.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_chain", "A", "tag", r"<think>¶$n = \frac{101 - 5}{4} = 24$¶</think>¶<answer>n = (101 − 5)/4 = 24, S = 24(5 + 101)/2 = 1272</answer>", "one term missed (24 terms)"),
        ("hence_hash", "A", "hash", r"The number of terms is $\frac{101 - 5}{4} + 1 = 25$.¶Hence, the answer is #### 25", "the number of terms, not the sum"),
        ("since", "A", "answer_is", r"$n = \frac{101 - 5}{4} + 2 = 26$, and $26 \cdot 53 = 1378$.¶¶The answer is 1378, since the 26 terms average 53.", "one term too many (26 terms)"),
        ("exercise", "A", "boxed", r"$n = \frac{101 - 5}{4} = 24$, so the sum is $\frac{24 \cdot 106}{2} = 1272$.¶The sum is $\boxed{1272}$.¶¶**Exercise.** Find $29 + 31 + 33 + \cdots + 77$.¶There are $\frac{77 - 29}{2} + 1 = 25$ terms with average $53$, so the sum is $\boxed{1325}$.", "one term missed (1272); the exercise answers ANOTHER question with 1325"),
        ("cut", "A", "truncated", r"<think>¶⟨V⟩</think>¶<answer>$S =", "a tag cut by the token limit after `S =`, before the value: no_answer"),
     ]),
    ("coins", r"\frac{15}{16}",
     r"Four fair coins are tossed. What is the probability of getting at least one head? Express your answer as a common fraction.",
     {"W": r"""There are $2^4 = 16$ equally likely outcomes.

Only one of them, TTTT, has no head, so the probability of no head is $\frac{1}{16}$.

The probability of at least one head is $1 - \frac{1}{16} = \frac{15}{16}$.

Check: exactly 1, 2, 3 or 4 heads occur in $4 + 6 + 4 + 1 = 15$ of the 16 outcomes. ✓

""",
      "V": r"""$P(\text{no head}) = \frac{1}{16}$
$1 - \frac{1}{16} = \frac{15}{16}$
"""},
     [
        ("tag_dfrac", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>\(\dfrac{15}{16}\)</answer>", r"a `\dfrac` in `\(...\)` inside the tag"),
        ("answer_hash", "B", "hash", r"⟨W⟩Answer: #### 15/16", "the issue's shape `Answer:` followed by `####`, a slash fraction"),
        ("text_final", "B", "answer_is", r"⟨W⟩$\text{Final answer: } P = \frac{15}{16}$", r"`Final answer:` inside `\text{}`, then an equation naming the probability"),
        ("im_user_box", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\boxed{\frac{15}{16}}$</answer><|im_end|>¶<|im_start|>user¶And with three coins?<|im_end|>¶<|im_start|>assistant¶$1 - \frac{1}{8} = \boxed{\frac{7}{8}}$.", "a box in the tag, then an invented ChatML turn with a box of its own (7/8)"),
        ("prose_eq", "B", "prose_sentence", r"⟨V⟩¶So the probability of at least one head is $1 - \frac{1}{16} = \frac{15}{16}$.", "no marker: the concluding sentence ends on an equation whose value is the answer"),
        ("tag_dfrac", "A", "tag", r"<think>¶only TTTT has no head¶$\frac{1}{16}$¶</think>¶<answer>\(\dfrac{1}{16}\)</answer>", "the complement (no head)"),
        ("answer_hash", "A", "hash", r"No head: 1 outcome; exactly one head: 4 outcomes; so $1 - \frac{5}{16} = \frac{11}{16}$.¶Answer: #### 11/16", "at least two heads, not at least one"),
        ("text_final", "A", "answer_is", r"$1 - \frac{1}{16} = 0.9375 \approx 0.94$.¶¶$\text{Final answer: } P \approx 0.94$", "a rounded decimal of the exact fraction"),
        ("im_user_box", "A", "tag", r"<think>¶exactly one head: 4 of 16 outcomes¶</think>¶<answer>$\boxed{\frac{4}{16}}$</answer><|im_end|>¶<|im_start|>user¶What is the probability that a fair 16-sided die does not show a 1?<|im_end|>¶<|im_start|>assistant¶$1 - \frac{1}{16} = \boxed{\frac{15}{16}}$.", "exactly one head, not at least one; the invented turn answers ANOTHER question with 15/16"),
        ("prose_eq", "A", "prose_sentence", r"There are $2^3 = 8$ outcomes and only one has no head.¶¶So the probability of at least one head is $1 - \frac{1}{8} = \frac{7}{8}$.", "three coins counted, not four"),
     ]),
    ("dodecagon", "150",
     r"What is the measure, in degrees, of each interior angle of a regular dodecagon (a 12-sided polygon)?",
     {"W": r"""The interior angles of a 12-gon add up to $180^\circ \cdot (12 - 2) = 1800^\circ$.

Each of the 12 equal angles is $\frac{1800^\circ}{12} = 150^\circ$.

Check: each exterior angle is $\frac{360^\circ}{12} = 30^\circ$, and $180^\circ - 30^\circ = 150^\circ$. ✓

""",
      "V": r"""$180 \cdot 10 = 1800$
$1800 / 12 = 150$
"""},
     [
        ("tag_minerva", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>Final Answer: The final answer is $150^\circ$. I hope it is correct.</answer>", "Minerva's whole closing line inside the tag, a degree sign on the value"),
        ("final_nl_hash", "B", "hash", r"⟨W⟩Final answer:¶#### 150", "`Final answer:` and `####` on the next line"),
        ("line_after", "B", "answer_is", r"⟨W⟩The answer is 150.¶150 degrees at each corner", "the answer phrase, then a trailing line restating the value with its unit"),
        ("practice", "B", "boxed", r"⟨W⟩Each interior angle measures $\boxed{150}$ degrees.¶¶Practice problem: find each interior angle of a regular octagon.¶$\frac{180 \cdot 6}{8} = \boxed{135}$ degrees.", "the committed box, then a self-set practice problem with a box of its own (135)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So each interior angle of the dodecagon measures one hundred fifty degrees.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_minerva", "A", "tag", r"<think>¶$360 / 12 = 30$¶</think>¶<answer>Final Answer: The final answer is $30^\circ$. I hope it is correct.</answer>", "the exterior angle, not the interior one"),
        ("final_nl_hash", "A", "hash", r"The angle sum is $180 \cdot (12 - 2) = 1800$.¶Final answer:¶#### 1800", "the angle sum, not each angle"),
        ("line_after", "A", "answer_is", r"Each exterior angle is $\frac{360}{10} = 36$, so each interior angle is $180 - 36 = 144$.¶¶The answer is 144.¶144 degrees at each corner", "the decagon's angle (10 sides for 12)"),
        ("practice", "A", "boxed", r"Each angle is $\frac{180 \cdot (12 - 1)}{12} = 165$.¶Each interior angle measures $\boxed{165}$ degrees.¶¶Practice problem: what is the angle between the hands of a clock at 5:00?¶The hands are 5 of 12 hour marks apart, so the angle is $5 \cdot 30 = \boxed{150}$ degrees.", "n − 1 for n − 2 (165); the practice problem answers ANOTHER question with 150"),
        ("cut", "A", "truncated", r"⟨W⟩Final Answer: The final answer is $", "Minerva's closing line cut by the token limit after its dollar sign: no_answer"),
     ]),
    ("logs", "4",
     r"Evaluate $\log_2 64 + \log_3 \frac{1}{9}$.",
     {"W": r"""Since $2^6 = 64$, $\log_2 64 = 6$.

Since $3^{-2} = \frac{1}{9}$, $\log_3 \frac{1}{9} = -2$.

So the sum is $6 + (-2) = 4$.

Check: $2^6 \cdot 3^{-2}$ has the exponents $6$ and $-2$, which add to $4$. ✓

""",
      "V": r"""$\log_2 64 = 6$
$\log_3 \frac19 = -2$
$6 - 2 = 4$
"""},
     [
        ("tag_eq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\log_2 64 + \log_3 \frac{1}{9} = 6 - 2 = 4$</answer>", "an equation chain in the tag; its last value is the answer"),
        ("bold_hash", "B", "hash", r"⟨W⟩**Final Answer:** #### 4", "a bold `Final Answer:` followed by `####`"),
        ("definitely", "B", "answer_is", r"⟨W⟩I believe the answer is definitely $4$, as $2^6 = 64$ and $3^{-2} = \frac{1}{9}$.", "the issue's 'definitely' phrase with trailing words that hold other numbers"),
        ("eot_user", "B", "prose_sentence", r"⟨W⟩The expression equals $4$.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶What is $\log_2 64 - \log_3 \frac{1}{9}$?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶That is $6 - (-2) = 8$.", "no marker: the concluding sentence, then an invented Llama 3 turn with another value (8)"),
        ("tag_newlines", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>¶¶4¶¶</answer>", "the value alone between blank lines inside the tag"),
        ("tag_eq", "A", "tag", r"<think>¶$\log_2 64 = 6$¶$\log_3 \frac19 = 2$¶</think>¶<answer>$\log_2 64 + \log_3 \frac{1}{9} = 6 + 2 = 8$</answer>", "the sign of the second logarithm lost"),
        ("bold_hash", "A", "hash", r"$\log_2 64 = 6$ and $\log_3 \frac{1}{9} = -\frac{1}{2}$, so $6 - \frac{1}{2} = \frac{11}{2}$.¶**Final Answer:** #### \frac{11}{2}", "log_3(1/9) taken as −1/2"),
        ("definitely", "A", "answer_is", r"$\log_2 64 = 6$ and $\log_3 \frac{1}{9} = -3$, so the sum is $3$.¶¶I believe the answer is definitely $3$, as $2^6 = 64$ and $3^{-3} = \frac{1}{9}$.", "a power slip (3^3 taken as 9)"),
        ("eot_user", "A", "prose_sentence", r"$\log_2 64 = 6$ and $\log_3 \frac19 = 2$, so the sum is $8$.¶The expression equals $8$.<|eot_id|><|start_header_id|>user<|end_header_id|>¶¶What is $\log_5 625$?<|eot_id|><|start_header_id|>assistant<|end_header_id|>¶¶Since $5^4 = 625$, it is $4$.", "the sign lost (8); the invented turn answers ANOTHER question with 4"),
        ("tag_newlines", "A", "tag", r"<think>¶$\log_2 64 = -6$, $\log_3 \frac19 = 2$¶</think>¶<answer>¶¶-4¶¶</answer>", "both signs swapped"),
     ]),
    ("system", r"\frac{7}{2}",
     r"If $3x + 2y = 19$ and $x - 2y = -3$, what is the value of $y$?",
     {"W": r"""Adding the two equations gives $4x = 16$, so $x = 4$.

Then $3 \cdot 4 + 2y = 19$, so $2y = 7$ and $y = \frac{7}{2}$.

Check: $x - 2y = 4 - 7 = -3$. ✓

""",
      "V": r"""$4x = 16$, $x = 4$
$2y = 19 - 12 = 7$
$y = \frac{7}{2}$
"""},
     [
        ("tag_decimal", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>y = 3.5</answer>", "the exact value as a terminating decimal, named by its variable, in the tag", True),
        ("is_hash", "B", "hash", r"⟨W⟩The answer is #### \frac{7}{2}", "`The answer is` followed by `####` and a LaTeX fraction"),
        ("text_trailing", "B", "answer_is", r"⟨W⟩$\text{The answer is } y = \tfrac{7}{2} \text{, with } x = 4.$", r"the answer phrase inside `\text{}` with trailing words that hold the other variable"),
        ("human_turn", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$\frac{7}{2}$</answer>¶¶Human: And what is $x$?¶¶Assistant: Adding the equations, $4x = 16$.¶<answer>4</answer>", "the tag, then an invented Human/Assistant turn with a tag of its own (4)"),
        ("prose_eq", "B", "prose_sentence", r"⟨V⟩¶Substituting back, $y = \frac{19 - 12}{2} = \frac{7}{2}$.", "no marker: the concluding sentence ends on an equation whose value is the answer"),
        ("tag_decimal", "A", "tag", r"<think>¶$4x = 16$, $x = 4$¶</think>¶<answer>x = 4</answer>", "the other variable"),
        ("is_hash", "A", "hash", r"$4x = 16$ gives $x = 4$, so $2y = 19 - 12 = 5$ and $y = \frac{5}{2}$.¶The answer is #### \frac{5}{2}", "a subtraction slip (19 − 12 as 5)"),
        ("text_trailing", "A", "answer_is", r"$4x = 16$, $x = 4$, and $2y = 19 - 12$, so $y = 7$.¶¶$\text{The answer is } y = 7 \text{, with } x = 4.$", "2y = 7 not divided by 2"),
        ("human_turn", "A", "tag", r"<think>¶$x = 4$, $2y = 12 - 19 = -7$¶</think>¶<answer>$-\frac{7}{2}$</answer>¶¶Human: If $2y - 3 = 4$, what is $y$?¶¶Assistant: $2y = 7$.¶<answer>$\frac{7}{2}$</answer>", "the subtraction reversed (−7/2); the invented turn answers ANOTHER question with 7/2"),
        ("prose_eq", "A", "prose_sentence", r"$4x = 16$, so $x = 4$.¶¶Substituting back, $y = \frac{19 - 4}{2} = \frac{15}{2}$.", "x substituted for 3x"),
     ]),
    ("committee", "84",
     r"In how many ways can a committee of 3 people be chosen from a group of 9 people?",
     {"W": r"""Order does not matter, so the count is $\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{3 \cdot 2 \cdot 1} = \frac{504}{6} = 84$.

Check: choosing the 3 members is the same as choosing the 6 left out, and $\binom{9}{6} = 84$ as well. ✓

""",
      "V": r"""$\binom{9}{3} = \frac{9 \cdot 8 \cdot 7}{6}$
$= \frac{504}{6} = 84$
"""},
     [
        ("tag_bold", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>**84 ways**</answer>", "the value and its noun in bold inside the tag"),
        ("therefore_hash", "B", "hash", r"⟨W⟩Therefore the answer is #### 84.", "`Therefore the answer is` followed by `####` and a full stop"),
        ("because", "B", "answer_is", r"⟨W⟩The answer is 84, because each committee appears 3! = 6 times among the 504 ordered choices.", "the answer phrase with trailing words that hold other numbers"),
        ("im_user", "B", "prose_sentence", r"⟨W⟩So there are 84 possible committees.<|im_end|>¶<|im_start|>user¶And a committee of 4?<|im_end|>¶<|im_start|>assistant¶$\binom{9}{4} = 126$ committees.", "no marker: the concluding sentence, then an invented ChatML turn with another value (126)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So there are eighty-four different committees.", "no marker: the concluding sentence states the answer in number words"),
        ("tag_bold", "A", "tag", r"<think>¶$9 \cdot 8 \cdot 7 = 504$¶</think>¶<answer>**504 ways**</answer>", "the order of the members counted"),
        ("therefore_hash", "A", "hash", r"$\binom{9}{2} = \frac{9 \cdot 8}{2} = 36$.¶Therefore the answer is #### 36.", "pairs, not committees of 3"),
        ("because", "A", "answer_is", r"Each of the 3 places can go to any of the 9 people: $9^3 = 729$.¶¶The answer is 729, because each of the 3 places has 9 choices.", "repetition allowed and order counted"),
        ("im_user", "A", "prose_sentence", r"There are $9 \cdot 8 \cdot 7 = 504$ ways to pick the members one by one.¶So there are 504 possible committees.<|im_end|>¶<|im_start|>user¶In how many ways can 6 people be chosen from 9?<|im_end|>¶<|im_start|>assistant¶$\binom{9}{6} = 84$ ways.", "order counted (504); the invented turn answers ANOTHER question with 84"),
        ("cut", "A", "truncated", r"⟨V⟩¶The number of committees is $", "a concluding sentence cut by the token limit after its dollar sign: no_answer"),
     ]),
    ("rationalize", r"2\sqrt{5}+2\sqrt{2}",
     r"Rationalize the denominator of $\frac{6}{\sqrt{5} - \sqrt{2}}$ and write your answer in simplest form.",
     {"W": r"""Multiply the top and bottom by the conjugate $\sqrt{5} + \sqrt{2}$:

$\frac{6(\sqrt{5} + \sqrt{2})}{(\sqrt{5} - \sqrt{2})(\sqrt{5} + \sqrt{2})} = \frac{6(\sqrt{5} + \sqrt{2})}{5 - 2} = \frac{6(\sqrt{5} + \sqrt{2})}{3} = 2\sqrt{5} + 2\sqrt{2}$.

Check: $(2\sqrt{5} + 2\sqrt{2})(\sqrt{5} - \sqrt{2}) = 10 - 2\sqrt{10} + 2\sqrt{10} - 4 = 6$. ✓

""",
      "V": r"""$\frac{6(\sqrt5 + \sqrt2)}{5 - 2}$
$= 2\sqrt5 + 2\sqrt2$
"""},
     [
        ("tag_unicode", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>2√5 + 2√2</answer>", "Unicode root signs inside the tag"),
        ("final_colon_hash", "B", "hash", r"⟨W⟩Final answer: #### 2\sqrt{5} + 2\sqrt{2}", "`Final answer:` followed by `####` and a sum of radicals"),
        ("text_answer", "B", "answer_is", r"⟨W⟩$\text{Answer: } 2(\sqrt{5} + \sqrt{2})$", r"`Answer:` inside `\text{}`, the value in factored form", True),
        ("question_next", "B", "boxed", r"⟨W⟩So the rationalized form is $\boxed{2\sqrt{5} + 2\sqrt{2}}$.¶¶Question: Rationalize $\frac{4}{\sqrt{3} - 1}$.¶Answer: $\frac{4(\sqrt{3} + 1)}{3 - 1} = \boxed{2\sqrt{3} + 2}$.", "the committed box, then a self-set `Question:`/`Answer:` with a box of its own"),
        ("prose_eq", "B", "prose_sentence", r"⟨V⟩¶Thus $\frac{6}{\sqrt{5} - \sqrt{2}} = 2\sqrt{5} + 2\sqrt{2}$.", "no marker: the concluding sentence is an equation whose right side is the answer"),
        ("tag_unicode", "A", "tag", r"<think>¶$\frac{6(\sqrt5 - \sqrt2)}{3}$¶</think>¶<answer>2√5 − 2√2</answer>", "the sign of the conjugate (multiplied by the denominator itself)"),
        ("final_colon_hash", "A", "hash", r"Multiplying by the conjugate gives $6(\sqrt{5} + \sqrt{2})$.¶Final answer: #### 6\sqrt{5} + 6\sqrt{2}", "the new denominator 3 dropped"),
        ("text_answer", "A", "answer_is", r"$2\sqrt{5} + 2\sqrt{2} \approx 4.472 + 2.828 = 7.300$.¶¶$\text{Answer: } \approx 7.30$", "a rounded decimal of the exact value"),
        ("question_next", "A", "boxed", r"$(\sqrt{5} - \sqrt{2})(\sqrt{5} + \sqrt{2}) = 5 + 2 = 7$.¶So the rationalized form is $\boxed{\frac{6\sqrt{5} + 6\sqrt{2}}{7}}$.¶¶Question: Simplify $\sqrt{20} + \sqrt{8}$.¶Answer: $\sqrt{20} = 2\sqrt{5}$ and $\sqrt{8} = 2\sqrt{2}$, so the sum is $\boxed{2\sqrt{5} + 2\sqrt{2}}$.", "5 + 2 for 5 − 2 in the denominator; the self-set question answers ANOTHER problem with the gold"),
        ("prose_eq", "A", "prose_sentence", r"$\sqrt{5} + \sqrt{2} = \sqrt{7}$, so the result is $2\sqrt{7}$.¶¶Thus $\frac{6}{\sqrt{5} - \sqrt{2}} = 2\sqrt{7}$.", "the roots added under one sign"),
     ]),
    ("inequality", "(-3,4)",
     r"Solve $x^2 - x - 12 < 0$. Express your answer in interval notation.",
     {"W": r"""Factor: $x^2 - x - 12 = (x - 4)(x + 3)$.

The product is negative when the factors have opposite signs, that is, between the roots $-3$ and $4$.

So $-3 < x < 4$, which is $(-3, 4)$.

Check: $x = 0$ gives $-12 < 0$ ✓; $x = 5$ gives $8 > 0$; $x = -3$ and $x = 4$ give $0$, not $< 0$, so the ends are open. ✓

""",
      "V": r"""$(x - 4)(x + 3) < 0$
$-3 < x < 4$
"""},
     [
        ("tag_ineq", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>$-3 < x < 4$</answer>", "the interval as a double inequality inside the tag"),
        ("hence_colon_hash", "B", "hash", r"⟨W⟩Hence the answer is: #### (-3, 4)", "`Hence the answer is:` followed by `####` and an interval"),
        ("certain", "B", "answer_is", r"⟨W⟩I'm certain the answer is $(-3, 4)$, the interval between the roots $-3$ and $4$.", "a confident answer phrase with trailing words that hold the endpoints"),
        ("restart_cut", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>(-3, 4)</answer>¶¶Wait, let me verify with a test point: $x = 0$ gives", "the tag, then a re-check cut by the token limit before it states a value"),
        ("prose", "B", "prose_sentence", r"⟨W⟩Therefore the solution set is the open interval $(-3, 4)$.", "no marker: the concluding sentence states the interval"),
        ("tag_ineq", "A", "tag", r"<think>¶$(x + 4)(x - 3) < 0$¶</think>¶<answer>$-4 < x < 3$</answer>", "the factors' signs swapped"),
        ("hence_colon_hash", "A", "hash", r"The roots are $-3$ and $4$, and the parabola is below the axis between them, ends included.¶Hence the answer is: #### [-3, 4]", "closed ends for a strict inequality"),
        ("certain", "A", "answer_is", r"The roots are $-3$ and $4$, and the parabola opens upward.¶¶I'm certain the answer is $(-\infty, -3) \cup (4, \infty)$, the region outside the roots $-3$ and $4$.", "the region where the quadratic is positive"),
        ("restart_cut", "A", "tag", r"<think>¶$x - 4 < 0$, so $x < 4$¶</think>¶<answer>(-\infty, 4)</answer>¶¶Wait, let me verify with a test point: $x = -5$ gives", "the factor x + 3 ignored, then a re-check cut before a value"),
        ("prose", "A", "prose_sentence", r"⟨V⟩¶Therefore the solution set is the interval $(-3, 4]$.", "the root 4 included"),
     ]),
    ("power", "2",
     r"What is the remainder when $3^{50}$ is divided by $7$?",
     {"W": r"""The powers of 3 modulo 7 are $3, 2, 6, 4, 5, 1$, so they repeat every 6 steps.

$50 = 6 \cdot 8 + 2$, so $3^{50} = (3^6)^8 \cdot 3^2 \equiv 1 \cdot 9 \equiv 2 \pmod 7$.

Check: $3^6 = 729 = 7 \cdot 104 + 1$, and $9 = 7 + 2$. ✓

""",
      "V": r"""$3^6 \equiv 1 \pmod 7$
$3^{50} = (3^6)^8 \cdot 3^2 \equiv 9 \equiv 2$
"""},
     [
        ("tag_box_display", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>¶\[¶\boxed{2}¶\]¶</answer>", r"a display `\[ \boxed{} \]` on lines of its own inside the tag"),
        ("final_is_hash", "B", "hash", r"⟨W⟩So the final answer is #### 2", "`So the final answer is` followed by `####`"),
        ("trailing", "B", "answer_is", r"⟨W⟩The answer is 2, as $3^{50} = (3^6)^8 \cdot 3^2$.", "the answer phrase with trailing words that hold other numbers"),
        ("user_turn", "B", "tag", r"<think>¶⟨V⟩</think>¶<answer>2</answer>¶¶User: And the remainder of $3^{51}$?¶Assistant: $3^{51} \equiv 2 \cdot 3 = 6$, so <answer>6</answer>", "the tag, then an invented User/Assistant turn with a tag of its own (6)"),
        ("words", "B", "prose_sentence", r"⟨W⟩So $3^{50}$ leaves a remainder of two when divided by 7.", "no marker: the concluding sentence states the answer in number words, the divisor after it"),
        ("tag_box_display", "A", "tag", r"<think>¶$50 = 6 \cdot 8 + 4$¶$3^4 = 81 \equiv 4$¶</think>¶<answer>¶\[¶\boxed{4}¶\]¶</answer>", "a division slip (50 leaves 4 on division by 6)"),
        ("final_is_hash", "A", "hash", r"By Fermat, $3^6 \equiv 1$, so $3^{50} \equiv 1 \pmod 7$.¶So the final answer is #### 1", "the leftover factor 3^2 forgotten"),
        ("trailing", "A", "answer_is", r"$3^{50} = (3^6)^8 \cdot 3^2 \equiv 3^2 = 9$.¶¶The answer is 9, as $3^{50} = (3^6)^8 \cdot 3^2$.", "9 not reduced modulo 7"),
        ("user_turn", "A", "tag", r"<think>¶$50 \bmod 6 = 5$, $3^5 \equiv 5$¶</think>¶<answer>5</answer>¶¶User: What is the remainder when $2^{10}$ is divided by 7?¶Assistant: $2^3 \equiv 1$, so $2^{10} = (2^3)^3 \cdot 2 \equiv 2$, and <answer>2</answer>", "a remainder slip (5); the invented turn answers ANOTHER question with 2"),
        ("cut", "A", "truncated", r"⟨V⟩¶So $3^{50}$ leaves a remainder of", "a concluding sentence cut by the token limit before its value: no_answer"),
     ]),
]
# fmt: on


CASES = probe_rows(GPROBS, g, "g") + probe_rows(MPROBS, m, "m")

DECISIONS = {
    "ok_m_system_tag_decimal": (
        "accept",
        "'y = 3.5' in the tag is the exact value 7/2 written as a terminating decimal (the think "
        "block ends on y = 7/2), named by the variable asked; the question does not ask for a "
        "fraction, and equal values in another form are correct. A reader who treats a decimal in a "
        "MATH answer as an approximation of a fraction gold would reject",
    ),
    "ok_m_rationalize_text_answer": (
        "accept",
        "'2(\\sqrt{5} + \\sqrt{2})' equals 2\\sqrt{5} + 2\\sqrt{2} and its denominator is rational; "
        "equal values in another form are correct. A reader who holds 'simplest form' to mean the "
        "expanded sum would reject",
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
    write_probes("adversarial_redteam266", CASES, [], DECISIONS)
