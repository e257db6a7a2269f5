r"""Build adversarial_redteam246.jsonl: round 246 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam246"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, the project README or any corpus
.jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy or any grader on the probes
(python for plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and
"How each source was labelled"), corpus_build.py (the helpers th, llama, qwen, qbox, qwen_end,
llama_end, minerva_end, r1final, g, m, write_probes and the chat-token constants IM_USER, EOT_USER;
copied unchanged beside this file) and the two template builders build_adversarial_redteam240.py /
235.py (structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied
(new problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 120 GSM8K and 80 MATH, 150 kind A (126 wrong, 24 no_answer) and 50 kind B (30 GSM8K,
20 MATH); 67 SHORT (one to four lines: a line of working or a one-line think block, then the
final; or the final lines alone) and 133 FULL (400-1200 characters, a real model's working, the
trap in the last lines; both limits checked when building); 70 in the R1-Zero format (the text opens
with `<think>` and holds an `<answer>` tag: 42 GSM8K, 28 MATH). Full working is written in the
shapes of real models: GSM8K `<<a*b=c>>` calculator lines then `####`, Llama 3 "## Step N:" then
"The final answer is: $\boxed{..}$", Qwen2.5-Math numbered steps then "Thus, the answer is
\(\boxed{..}\).", Qwen2.5-Instruct's "Therefore, the final answer is: $\boxed{..}$. I hope it is
correct.", Minerva's "Final Answer: The final answer is $..$. I hope it is correct.", an R1-distill
"**Final Answer**" display box, and R1 think blocks then `<answer>`. Weighted to what graders test
hardest (the class opens the shape of an id; counts kind A / kind B):
  ret  (62: 43 A, 19 B)  retractions and corrections after the answer, in every position (after a
       `####` line, a box, Minerva's line, an R1 final box, a tag; inside the tag; on the `####`
       line itself), with a new value (Edit, Never mind, Oops, Update: it's actually, Erratum,
       Wrong!, Scratch that, Hmm I misread, Hold on, Actually, P.S., P.S. Strike that, Later note,
       **Correction:**, Wait, Addendum, "(Not 86.25; 87.)", "24 — no, wait, 32", "I retract that",
       a second tag or `####` or box), also mistaken ones (the model's new value is its answer
       even when miscomputed), and with none (withdrawn, "disregard", a placeholder / TBD, a rough
       draft, "I take that back", "Scrap that answer": no_answer; a retraction whose redo is cut:
       truncated). Kind B: a wrong first answer corrected to the gold (second tag, second box,
       second `####`, inside the tag) and trailing checks that restate the gold;
  quo  (35: 21 A, 14 B)  statements the model did not make: a worksheet, a textbook line, a
       forum reply quoted as `> #### 160`, a store website, a census article, a puzzle book, a
       receipt, a payslip, a weather app, a pump manual, a sale poster, a grader's note, a hint,
       the back of the book, a worked example's box, a geometry or homework website, an online
       calculator's example, a teacher's board, `You asked: "Show that ... \boxed{569}." I can't`;
       with the model's own other value (wrong) or a refusal (no_answer). Kind B: a friend's,
       sister's, textbook's, clerk's, cashier's, manager's, hint's, sign's, manual's, classmate's,
       student's or answer key's wrong value reported, then the model's own gold; a hypothetical
       about another case after the answer;
  neg  (32: 29 A, 3 B)  negation, strike-out and annotation: `\neq`, `\notin`, "not 5 - 12i",
       "Not $882.", "There are not 160 ...; there are 256.", `~~532~~ 546`, `<del>`, `\st`,
       `\cancel`, `\sout`, `~~24~~` (alone: no_answer), ✗, "(wrong)", "(incorrect)", "(unsure)",
       "(probably)", "(estimate)", "(not sure)", "— maybe", "give or take", "≈", "though I'm not
       sure about the endpoints", "✗ (check failed)". Kind B: a check mark that confirms, and
       "not X" about ANOTHER value after the gold;
  near (27: 21 A, 6 B)  exact values compared exactly: rounded or cut decimals (86.3, 9, 9.9,
       0.318, 113.1, 1.49, 5 - 11.9999i, 9.2 cans), tiny offsets (75 + 10^{-9}, 7\sqrt2 +
       10^{-12}, 5 - 12i + 10^{-40} i, 36\pi + 10^{-20}, 2^{-80} and \sin(10^{-30}) for gold 0),
       hedges (about, roughly), a closed interval, one root of two, flipped signs. Kind B: 8
       dollars and 95 cents, 21/66, \sqrt{98}, 0.0, 108\pi/3, a strict inequality for the interval;
  unit (18: 12 A, 6 B)  a unit or scale of another kind: m for dollars, m/s, hours for km/h,
       m², °F, "years older", cents for dollars, hours for minutes, thousand, 0.74%, 569_6,
       square units for a volume. Kind B: years old, 895 cents, 1 hour 15 minutes, 74%,
       569_{10}, cubic units;
  post (16: 15 A, 1 B)  text after the committed answer: invented User / ChatML / Llama 3 turns
       that name the gold after a wrong committed answer, self-set practice / exercise / next /
       follow-up problems whose box holds the gold, restarts cut off after a wrong answer. Kind
       B: an invented next turn with its own tag after the committed gold;
  phr  (8: 7 A, 1 B)  a phrase marker then `####` ("So the answer is", "So the answer is:",
       "Final Answer:", "The answer is:", in and out of tags) holding a subtotal or another
       quantity. Kind B: "So the answer is #### 58,685";
  tag  (2: 2 A)  tag sentences and equations naming another quantity.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: muffins 14 trays x 18, 12 kept, boxes of 4 -> 60 (252; 240; 63 = 252/4; 21 = 14 x 6 / 4);
fence 24 m x 15 m, $7 a meter, 2 m gate gap -> 532 (78; 76; 546 = 78 x 7); train 210 km in 2.5 h
then 135 km at 90 km/h -> 86.25 (1.5 h; 345 km in 4 h; 87 the mean of 84 and 90; 86.3); library
640 books, 3/8 fiction, 40% of the rest science -> 160 (240; 400; 256 = 40% of 640); paint 46 m²,
two coats, 10 m² a can -> 10 (92; 9.2; 9; 5 = one coat, 4.6 up); temperature 2°C, -3°C an hour for
6 hours, then +5 -> -11 (-16; -13 the net change; -8 with 5 hours); overtime $18 for 40 h, 1.5x
after, 46 h -> 882 (720; 27; 162; 828 = 46 x 18; 936 at double time); ages Liam 3 x Mia, in 8
years twice -> 24 (Mia 8; 32 and 16 in 8 years; 16); change 3 x $2.75 + 2 x $1.40 from $20 -> 8.95
(8.25; 2.80; 11.05; 895 cents; 11.75; 10.35; 7.845 with 10% tax); tank 3,000 L, +45 L/min, -5
L/min -> 75 (40 L/min net; 66.67 without the leak; 75 x 45 = 3375, 75 x 5 = 375; 1 h 15 min);
town 48,500 growing 10% a year, 2 years -> 58685 (53,350; 58,200 simple growth; x 1.21); shirts
185 of 250 sold, percent -> 74 (0.74; 26 left; 185 / 2.5 = 74).
MATH: |4x - 3| < 9 -> \left(-\frac{3}{2}, 3\right) (-6 < 4x < 12; the closed interval; the
complement; (-6, 12); a follow-up |2x - 1| < 4 -> (-3/2, 5/2)); 5 red and 7 blue, two blue without
replacement -> \frac{7}{22} (7/12 x 6/11 = 42/132; C(7,2)/C(12,2) = 21/66; 0.3181...; 49/144 with
replacement); distance (-3, 5) to (4, -2) -> 7\sqrt{2} (49 + 49 = 98; 9.899...; \sqrt{58} with the
slip dy = -3); (3 - 2i)^2 -> 5-12i (9 - 12i + 4i^2; 13 - 12i forgetting i^2 = -1; modulus 13);
\cos\frac{2\pi}{3} + \sin\frac{\pi}{6} -> 0 (-1/2 + 1/2; 1 with the wrong sign); 2345_6 -> 569
(432 + 108 + 24 + 5; Horner 15, 94, 569; 579 a slip; 1244 reading right to left = 1080 + 144 + 18
+ 2); 2x^2 + 5x - 12 = 0 -> -4, \frac{3}{2} ((2x - 3)(x + 4); discriminant 121; product -6, sum
-5/2; (2x + 3)(x - 4) = 2x^2 - 5x - 12 gives 4, -3/2); sphere of radius 3 -> 36\pi ((4/3) pi 27;
113.097...; 12\pi with r^2; surface area also 36\pi, in square units).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
ret, quo, neg, near, unit, post, phr or tag (counts above; the builder prints them). 10 probes a
problem. Style letters in the tables: "s" a one-line working then the final, "t" a one-line think
block then the final, "@" the final lines are the whole completion (all three SHORT: at most four
lines, checked), "f" the full working then the final, "F" a full think block then the final (both
FULL: 400-1200 characters, checked; each problem's full working and think block carry a line of
extra checking from PAD). Kind A: truth wrong, or no_answer where the form is `truncated` (cut
before a value) or `none` (no answer left: struck out, withdrawn, only quoted, refused); kind B:
truth correct. Forms: tag, hash, boxed, minerva, answer_is, prose_sentence, truncated, none.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 235
and 240): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer,
read like a small completion (a sentence, an equation, a box, a phrase + `####` inside it), and a
second tag after a correction replaces the first; with no marker and no box it is the value the
concluding sentence states as the answer to the question asked. A phrase marker followed by `####`
is one marker. A restatement that differs makes the answer wrong; a trailing check that restates
the value does not change it; a retraction after the answer replaces it (with a new value, even a
miscomputed one: that value is the answer; with none, or cut before a value: no_answer). Text after
the committed answer (an invented User turn in any chat format, a self-set practice problem,
exercise, next problem or follow-up with its own box, a restart of the working that is cut off) is
not the answer to the question asked: the committed answer stands. Quoted or reported text (a
sheet, a book, a forum, a website, an article, a receipt, a payslip, an app, a manual, a poster, a
grader, a hint, a worked example, a calculator, a teacher, the user's own request) is not the
model's statement: the model's own value is its answer, and with none (a refusal) the probe is
no_answer. A hedge of an exact value is wrong; so is a value the model marks wrong or negates,
and a struck value replaced by another; a struck or denied value with nothing in its place is
no_answer. A negation of ANOTHER value after the gold leaves the gold. A unit or scale of another
kind is wrong; an exact expression equals the gold only if it is the gold; a decimal that is not
exactly the gold is wrong. Equal values in another form are correct.

Debatable (3, with DECISIONS): `ok_g_library_post_user` (an invented next turn with its own tag
240 after the committed `<answer>160</answer>`: accept), `ok_g_change_unit_cents` ("895 cents"
where dollars are asked, gold 8.95: accept), `ok_g_tank_unit_hmin` ("1 hour 15 minutes" where
minutes are asked, gold 75: accept).

Usage: cd /tmp/rounds/rt246 && python build_adversarial_redteam246.py
(writes adversarial_redteam246.jsonl beside itself, in /tmp/rounds/rt246; a second run rewrites it
byte-identical)
"""

import sys  # noqa: E402
from collections import Counter  # noqa: E402

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    g,
    llama,
    llama_end,
    m,
    minerva_end,
    qbox,
    qwen,
    qwen_end,
    r1final,
    th,
    write_probes,
)

# fmt: off
# (key, gold, question, short working, short think, full working, full think, probes); a probe is
# (suffix, kind, form, style, final, note[, debatable]); styles in `table`.
GPROBS = [
    ("muffins", "60",
     "A bakery bakes 14 trays of 18 muffins. It keeps 12 muffins for the staff and packs the rest in boxes of 4. How many boxes does it fill?",
     "14 × 18 = 252 muffins; 252 − 12 = 240; 240 ÷ 4 = 60 boxes.\n",
     "252 muffins, 240 after the staff's 12, 240 / 4 = 60.\n",
     "The bakery bakes 14 trays with 18 muffins on each tray, so it bakes 14 * 18 = <<14*18=252>>252 muffins.\nIt keeps 12 muffins for the staff, so 252 - 12 = <<252-12=240>>240 muffins are packed.\nEach box holds 4 muffins, so it fills 240 / 4 = <<240/4=60>>60 boxes.\nCheck: 60 boxes * 4 = <<60*4=240>>240 muffins, plus the 12 for the staff is 252, which matches the trays.\nNo muffins are left over, so every box is full.\n",
     "14 trays, 18 muffins each. 14 * 18 = 140 + 112 = 252. The staff keep 12, so 240 go into boxes. Boxes hold 4: 240 / 4 = 60. Check: 60 * 4 = 240, plus 12 = 252. Good. Should I subtract the staff muffins before dividing? Yes, they're kept, not boxed. If I forgot, 252 / 4 = 63, which would count the staff's muffins too. So 60 boxes.\n",
     [
        ("ret_edit", "A", "hash", "f", "#### 60\n\nEdit: the staff keep 12 muffins from each tray, not 12 in all, so 14 × 6 = 84 are packed and 84 ÷ 4 = 21.\n#### 21", "'Edit:' after the #### line with a new value, 21"),
        ("ret_nevermind", "A", "prose_sentence", "s", "The answer is 60.\nNever mind, 63.", "'Never mind, 63.' after the answer replaces 60"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>63</answer>\nWait, the staff's 12 muffins are not boxed: (252 − 12) ÷ 4 = 60.\n<answer>60</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("ret_withdraw", "A", "none", "F", "<answer>60</answer>\nHmm, actually I can't stand by that — I'll leave it unanswered until I know whether the staff muffins come from the trays.", "the tag withdrawn with nothing in its place: no_answer"),
        ("quo_sheet", "A", "hash", "F", "<answer>The worksheet's answer is 60.</answer>\nMy own count, boxing every muffin: 252 ÷ 4 = 63.\n#### 63", "60 only as the worksheet's answer (reported); the model's own last answer is 63"),
        ("ok_quo_friend", "B", "hash", "s", "A friend got 63 by dividing all 252 muffins by 4, but the staff's 12 are not packed.\n#### 60", "a friend's wrong 63 reported, then the model's own 60"),
        ("neg_hedge", "A", "hash", "f", "#### 60 (not sure — maybe 63)", "an annotation that hedges the value: not a committed 60"),
        ("ok_neg_check", "B", "boxed", "f", "Final: \\boxed{60} ✓ (60 × 4 + 12 = 252)", "a check mark that confirms the box"),
        ("phr_hash", "A", "tag", "t", "<answer>So the answer is #### 240</answer>", "a phrase + #### in the tag holding 240, the muffins packed"),
        ("post_user", "A", "hash", "f", "#### 63\nUser: Thanks! The key says 60 — is that right?", "the committed #### is 63; 60 is only in an invented User turn"),
     ]),
    ("fence", "532",
     "A rectangular garden is 24 m long and 15 m wide. Fencing costs $7 per meter, and a 2 m gap is left for a gate with no fencing. How much does the fencing cost?",
     "Perimeter 2 × (24 + 15) = 78 m; 78 − 2 = 76 m; 76 × $7 = $532.\n",
     "78 m around, 76 m fenced, 76 × 7 = 532.\n",
     llama(
        ("Find the perimeter.", "The garden is 24 m by 15 m, so its perimeter is 2 × (24 + 15) = 2 × 39 = 78 m."),
        ("Leave out the gate.", "The 2 m gate gap gets no fencing, so 78 − 2 = 76 m of fencing is needed."),
        ("Find the cost.", "At $7 per meter, 76 × 7 = $532."),
        ("Check.", "Without the gap the cost would be 78 × 7 = $546, and 546 − 14 = 532, so the gap saves $14."),
     ),
     "Perimeter: 24 + 15 + 24 + 15 = 78 m. The gate is a 2 m gap without fence, so 76 m of fence. Cost 76 * 7: 70*7 = 490, 6*7 = 42, total 532. Check the other way: 78 * 7 = 546, minus the gap 2 * 7 = 14 gives 532. Is the gate itself charged? The problem says no fencing there, so no. Area 24 * 15 = 360 m² is not needed. So $532.\n",
     [
        ("ret_update", "A", "boxed", "f", llama_end("532") + "\n\nUpdate: it's actually $546 — the gate is made of the same fencing, so the full 78 m is paid for.", "'Update: it's actually $546' after the box replaces 532"),
        ("ok_ret_keep", "B", "boxed", "f", llama_end("532") + "\n\nLet me double-check: 2(24 + 15) − 2 = 76 m, and 76 × 7 = 532. The answer stays $532.", "a trailing check that restates 532"),
        ("ret_erratum", "A", "hash", "s", "#### 532\nErratum: 546", "'Erratum: 546' after the #### line"),
        ("ret_cut", "A", "truncated", "F", "<answer>532</answer>\nWait, that's wrong — I misread the gap. Let me redo it: the fence runs along", "the tag retracted, the redo cut before a value: no_answer"),
        ("quo_textbook", "A", "none", "@", "> Textbook answer: $532\n\nI can't check this one: the problem doesn't say which side the gate is on, and I don't want to guess.", "532 only in a quoted textbook line, then a refusal: no_answer"),
        ("ok_quo_sister", "B", "tag", "t", "<answer>My sister said $546, but she forgot the gate gap; the fencing costs $532.</answer>", "a sister's wrong 546 reported in the tag sentence, then the model's own 532"),
        ("neg_strike", "A", "hash", "f", "#### ~~532~~ 546", "532 struck out in markdown, 546 in its place"),
        ("neg_neq", "A", "tag", "F", "<answer>\\neq 532</answer>", "the tag says 'not equal to 532': a negation, not the value"),
        ("phr_full", "A", "hash", "f", "So the answer is: #### 546", "a phrase + #### holding 546, the cost without the gap"),
        ("unit_m", "A", "hash", "s", "#### 532 m", "meters where a cost in dollars is asked"),
     ]),
    ("train", "86.25",
     "A train travels 210 km in 2.5 hours, then another 135 km at 90 km/h. What is its average speed for the whole trip, in km/h?",
     "Second leg 135 ÷ 90 = 1.5 h; total 345 km in 4 h; 345 ÷ 4 = 86.25 km/h.\n",
     "345 km over 2.5 + 1.5 = 4 h, so 86.25 km/h.\n",
     qwen("To find the average speed, we divide the total distance by the total time.",
          ("Time for the second part", "\\(135 \\div 90 = 1.5\\) hours."),
          ("Total distance and time", "\\(210 + 135 = 345\\) km in \\(2.5 + 1.5 = 4\\) hours."),
          ("Average speed", "\\(345 \\div 4 = 86.25\\) km/h. Averaging the two speeds, \\((84 + 90)/2 = 87\\), would be wrong because the legs take different times.")),
     "First leg: 210 km in 2.5 h, that's 84 km/h. Second leg: 135 km at 90 km/h takes 1.5 h. Total distance 345 km, total time 4 h. Average = 345 / 4 = 86.25 km/h. I shouldn't average 84 and 90 to get 87, since the legs have different durations. Check: 86.25 * 4 = 345. Yes.\n",
     [
        ("near_round", "A", "hash", "f", "#### 86.3", "86.3 is 86.25 rounded: not the exact value"),
        ("unit_hours", "A", "tag", "t", "<answer>345/4 hours</answer>", "hours where a speed in km/h is asked (345/4 = 86.25 is the speed's number)"),
        ("ret_oops", "A", "tag", "F", "<answer>86.25</answer>\nOops, I should average the speeds: (84 + 90)/2 = 87.\n<answer>87</answer>", "'Oops' and a second tag with 87 replace 86.25"),
        ("ok_ret_fix", "B", "boxed", "f", qbox("87") + "\n\nCorrection: averaging the speeds ignores the times. The average is \\(345 \\div 4 = 86.25\\) km/h, so the answer is \\(\\boxed{86.25}\\).", "a wrong box corrected to the gold in a second box"),
        ("ret_paren", "A", "answer_is", "s", "The answer is 86.25 km/h. (Not 86.25; 87.)", "a parenthesis after the answer retracts 86.25 for 87"),
        ("quo_grader", "A", "tag", "F", "<answer>The grader's note says 86.25, but I'll go with the mean of the two speeds: 87.</answer>", "86.25 only as the grader's note; the tag's own value is 87"),
        ("neg_wrong", "A", "boxed", "f", qbox("86.25 \\text{ (wrong)}"), "the box annotates its own value as wrong"),
        ("ok_neg_other", "B", "hash", "f", "#### 86.25 (not 87: the legs take different times)", "'not 87' negates another value after the right one"),
        ("post_practice", "A", "hash", "@", "The average of 84 and 90 km/h is 87.\n#### 87\nPractice problem: a car goes 345 km in 4 hours; its average speed is 345 ÷ 4 = \\boxed{86.25} km/h.", "the committed #### is 87; 86.25 only in a self-set practice problem"),
        ("unit_ms", "A", "tag", "F", "<answer>86.25 m/s</answer>", "m/s where km/h is asked: another unit"),
     ]),
    ("library", "160",
     "A library has 640 books. 3/8 of them are fiction, and 40% of the remaining books are science books. How many science books are there?",
     "Fiction 640 × 3/8 = 240; rest 400; 40% of 400 = 160.\n",
     "240 fiction, 400 others, 0.4 × 400 = 160.\n",
     "The library has 640 books, and 3/8 of them are fiction: 640 * 3/8 = <<640*3/8=240>>240 fiction books.\nThe remaining books number 640 - 240 = <<640-240=400>>400.\n40% of the remaining books are science: 400 * 0.4 = <<400*0.4=160>>160 science books.\nThe other 400 - 160 = <<400-160=240>>240 books are neither fiction nor science.\nNote that 40% of all 640 books would be 256, but the percent is of the remaining books only.\n",
     "3/8 of 640: 640 / 8 = 80, times 3 = 240 fiction. Remaining 400. 40% of those 400 is 160. Careful: the 40% is of the remaining books, not of all 640 (that would be 256). So 160 science books. Check: 240 + 160 + 240 = 640, with 240 neither. Consistent.\n",
     [
        ("ret_scratch", "A", "hash", "f", "#### 160\n\nScratch that — the 40% is of the whole library: 640 × 0.4 = 256.\n#### 256", "'Scratch that' and a second #### with 256"),
        ("ret_draft", "A", "none", "s", "#### 160\nThe above is a rough draft; the real count is still to be worked out.", "the answer disowned as a draft, nothing in its place: no_answer"),
        ("ok_ret_check", "B", "tag", "F", "<answer>160</answer>\nRe-check: (640 − 240) × 0.4 = 160. Still 160.", "a trailing check that restates 160"),
        ("quo_forum", "A", "none", "@", "> #### 160\n\nThat's the reply someone posted on the forum. I cannot solve this myself: I don't know whether the 40% counts fiction.", "160 only in a quoted forum reply, then a refusal: no_answer"),
        ("ok_quo_book", "B", "hash", "f", "The textbook's printed answer, 256, uses 40% of all the books, which misreads the question.\n#### 160", "the textbook's wrong 256 reported, then the model's own 160"),
        ("neg_sentence", "A", "tag", "F", "<answer>There are not 160 science books; there are 256.</answer>", "the tag denies 160 and states 256"),
        ("neg_cross", "A", "hash", "s", "#### 160 ✗", "a cross mark after the value: the model marks it wrong"),
        ("post_restart", "A", "hash", "f", "#### 256\n\nLet me redo this from the start. 3/8 of 640 is 240, so the remaining", "the committed #### is 256; the restart after it is cut off"),
        ("ok_post_user", "B", "tag", "F", "<answer>160</answer>\nUser: And how many are fiction?\nAssistant: 240 are fiction, so <answer>240</answer>", "the committed tag holds 160; the tag in the invented next turn answers another question", True),
        ("tag_sub", "A", "tag", "t", "<answer>The remaining books are 400.</answer>", "the tag sentence names another quantity (the non-fiction books)"),
     ]),
    ("paint", "10",
     "The walls of a room have a total area of 46 m². Nico paints two coats, and one can of paint covers 10 m². How many cans must he buy?",
     "2 × 46 = 92 m²; 92 ÷ 10 = 9.2, so he must buy 10 cans.\n",
     "92 m² of coverage, 9.2 cans, round up to 10.\n",
     llama(
        ("Total area to cover.", "Two coats on 46 m² means 2 × 46 = 92 m² of coverage."),
        ("Divide by the coverage per can.", "92 ÷ 10 = 9.2 cans."),
        ("Round up.", "He cannot buy part of a can, and 9 cans cover only 90 m², so he needs 10 cans."),
        ("Check.", "10 cans cover 100 m², which is enough for 92 m² with 8 m² to spare."),
     ),
     "Two coats over 46 m² is 92 m². Each can covers 10 m². 92 / 10 = 9.2. Nine cans give 90 m², 2 m² short, so he must buy a tenth can. Answer 10 cans. Not 9.2 since cans come whole, and not 5 (that would be one coat: 4.6 rounded up). Ten cans cover 100 m², enough.\n",
     [
        ("near_decimal", "A", "tag", "F", "<answer>9.2</answer>", "9.2 cans is the unrounded quotient: he must buy whole cans"),
        ("near_about", "A", "boxed", "f", llama_end("\\text{about } 10"), "'about 10': a hedge of an exact count"),
        ("ret_nevermind", "A", "hash", "s", "#### 10\nNever mind, 9.", "'Never mind, 9.' after the #### line replaces 10"),
        ("ok_ret_round", "B", "tag", "F", "<answer>9.2</answer>\nWait — cans come whole, and 9 cans cover only 90 m². He needs 10.\n<answer>10</answer>", "a wrong first tag corrected by a second tag with the gold"),
        ("ret_holdon", "A", "boxed", "f", qwen_end("10") + "\n\nHold on: the second coat only goes on the front wall, so it is one coat: 46 ÷ 10 = 4.6, which means 5 cans.", "'Hold on' after the box with a new value, 5"),
        ("quo_store", "A", "none", "@", "The paint store's website says \"most rooms like this need 10 cans.\" I don't know the coverage of this brand, so I can't say.", "10 only in the store's quoted sentence, then a refusal: no_answer"),
        ("ok_quo_clerk", "B", "boxed", "f", "The clerk suggested 9 cans, but 9 × 10 = 90 m² is less than 92 m².\n\n" + llama_end("10"), "a clerk's wrong 9 reported, then the model's own boxed 10"),
        ("neg_cancel", "A", "none", "F", "<answer>\\cancel{10}</answer>", "the only value cancelled, nothing in its place: no_answer"),
        ("unit_m2", "A", "hash", "f", "#### 10 m²", "m² where a count of cans is asked"),
        ("post_chatml", "A", "hash", "@", "92 ÷ 10 = 9.2, so about 9 cans.\n#### 9" + IM_USER + "Shouldn't it be 10?", "the committed #### is 9; 10 only in an invented ChatML user turn"),
     ]),
    ("temp", "-11",
     "At noon the temperature was 2°C. It fell 3°C every hour for 6 hours and then rose 5°C. What was the temperature then, in °C?",
     "2 − 3 × 6 = −16; −16 + 5 = −11°C.\n",
     "Drop of 18 to −16, then up 5 to −11.\n",
     "The temperature fell 3°C each hour for 6 hours, a total drop of 3 * 6 = <<3*6=18>>18 degrees.\nStarting from 2°C, it reached 2 - 18 = <<2-18=-16>>-16 degrees.\nThen it rose 5 degrees: -16 + 5 = <<-16+5=-11>>-11 degrees.\nSo the temperature was 11 degrees below zero.\nCheck: the net change is -18 + 5 = -13, and 2 - 13 = -11.\n",
     "Start 2°C. Falls 3 per hour for 6 hours: 18 degrees down, so 2 - 18 = -16. Then rises 5: -16 + 5 = -11. Net change -13 from 2 gives -11. Is it -11 or 11? It's below zero since the drop outweighs the start. So -11°C. One more check, hour by hour: 2, -1, -4, -7, -10, -13, -16, then -11.\n",
     [
        ("near_sign", "A", "hash", "f", "#### 11", "the sign dropped: 11, not -11"),
        ("unit_fahrenheit", "A", "hash", "s", "#### −11°F", "°F where °C is asked: another unit"),
        ("neg_probably", "A", "tag", "F", "<answer>-11 (probably)</answer>", "'(probably)': a hedge of an exact value"),
        ("ret_edit", "A", "tag", "F", "<answer>-11</answer>\nEdit: −16 — the 5°C rise came after the reading was taken.", "'Edit:' after the tag with a new value, −16"),
        ("ok_ret_sign", "B", "hash", "f", "#### 11\nCorrection: the sign matters — it is 11 degrees below zero.\n#### -11", "a wrong first #### corrected to −11"),
        ("ret_disregard", "A", "none", "f", "#### -11\n\nActually, I'm not confident in this; please disregard the answer above.", "the answer withdrawn with nothing in its place: no_answer"),
        ("quo_app", "A", "prose_sentence", "@", "The weather app showed −11°C at that time. I think it fell for only 5 hours: 2 − 15 + 5 = −8.\nSo the temperature was −8°C.", "−11 is the app's reading; the model's concluding sentence says −8"),
        ("ok_quo_hint", "B", "tag", "F", "<answer>The hint says −16, but that is before the 5°C rise; the temperature was −11°C.</answer>", "a hint's −16 reported in the tag, then the model's own −11"),
        ("post_practice", "A", "hash", "@", "3 × 6 = 18 and 18 − 5 = 13, so it went down 13.\n#### -13\n\nPractice: a 1°C morning falls 2°C an hour for 7 hours, then rises 2°C: 1 − 14 + 2 = \\boxed{-11}.", "the committed #### is −13; −11 only in a self-set practice problem"),
        ("phr_tag", "A", "tag", "F", "<answer>Final Answer: #### -16</answer>", "a phrase + #### in the tag holding −16, the reading before the rise"),
     ]),
    ("overtime", "882",
     "Ana earns $18 an hour for the first 40 hours of a week and 1.5 times that rate for every hour over 40. Last week she worked 46 hours. How much did she earn?",
     "40 × 18 = 720; 6 × 27 = 162; 720 + 162 = $882.\n",
     "Overtime rate 27; 720 + 6 × 27 = 882.\n",
     qwen("To find Ana's pay, we split her hours into regular and overtime hours.",
          ("Regular pay", "\\(40 \\times 18 = 720\\) dollars."),
          ("Overtime pay", "She worked \\(46 - 40 = 6\\) overtime hours at \\(1.5 \\times 18 = 27\\) dollars an hour: \\(6 \\times 27 = 162\\) dollars."),
          ("Total", "\\(720 + 162 = 882\\) dollars.")),
     "Regular: 40 hours at $18 = 720. Overtime: 6 hours at 1.5 * 18 = 27 per hour, so 162. Total 882. If all 46 hours were paid at 18 it would be 828, so overtime adds 54. Check: 828 + 6 * 9 = 882. Yes. The question asks for the whole week's earnings, so $882.\n",
     [
        ("ret_actually", "A", "boxed", "f", qbox("882") + "\n\nActually, the overtime is paid at double time, so it is \\(720 + 6 \\times 36 = 936\\) dollars.", "'Actually' after the box with a new value, 936"),
        ("ok_ret_confirm", "B", "boxed", "F", r1final("882") + "\n\nChecking once more: 720 + 162 = 882. Confirmed.", "a trailing check that restates 882"),
        ("ret_ps", "A", "hash", "s", "#### 882\nP.S. I used the wrong rate — it should be 46 × 18 = 828.\n#### 828", "a P.S. after the answer and a second #### with 828"),
        ("ret_placeholder", "A", "none", "f", "#### 882\n\n(The value above is a placeholder; the real total is TBD once I confirm the overtime rule.)", "the answer called a placeholder, nothing in its place: no_answer"),
        ("quo_payslip", "A", "hash", "@", "Her payslip shows $882, but I'm told payslips include a bonus. Without it: 46 × 18 = 828.\n#### 828", "882 only as the payslip's figure; the model's #### is 828"),
        ("ok_quo_manager", "B", "tag", "t", "<answer>Her manager's figure of $828 leaves out overtime; she earned $882.</answer>", "a manager's wrong 828 reported, then the model's own 882"),
        ("neg_not", "A", "none", "F", "<answer>Not $882.</answer>", "the tag only denies 882 and gives no value: no_answer"),
        ("neg_del", "A", "hash", "f", "#### <del>882</del> 936", "882 struck out with <del>, 936 in its place"),
        ("tag_sub", "A", "tag", "F", "<answer>Overtime pay: 6 × 27 = 162</answer>", "the tag equation names the overtime pay only"),
        ("near_roughly", "A", "answer_is", "f", "The answer is roughly $882.", "'roughly': a hedge of an exact amount"),
     ]),
    ("ages", "24",
     "Liam is 3 times as old as his niece Mia. In 8 years, Liam will be twice as old as Mia. How old is Liam now?",
     "3M + 8 = 2(M + 8) gives M = 8, so Liam is 24.\n",
     "M = 8, L = 24; in 8 years 32 = 2 × 16.\n",
     llama(
        ("Set up the equation.", "Let Mia's age be M, so Liam is 3M. In 8 years: 3M + 8 = 2(M + 8)."),
        ("Solve.", "3M + 8 = 2M + 16, so M = 8."),
        ("Find Liam's age.", "Liam is 3 × 8 = 24 years old."),
        ("Check.", "In 8 years Liam will be 32 and Mia 16, and 32 = 2 × 16."),
     ),
     "Let Mia be m. Liam is 3m. In 8 years: 3m + 8 = 2(m + 8) = 2m + 16, so m = 8. Liam is 24. Check: now 24 and 8, ratio 3. In 8 years 32 and 16, ratio 2. Good. The question asks for Liam, not Mia, so 24. Not 32 either, that's his age in 8 years.\n",
     [
        ("quo_puzzle", "A", "none", "@", "The puzzle book's answer page says \"Liam is 24.\" I don't follow its setup, and I can't solve it myself.", "24 only in the quoted answer page, then a refusal: no_answer"),
        ("ret_mia", "A", "hash", "f", "#### 24\n\nHmm, I misread — the question asks for Mia's age: 8.\n#### 8", "a misreading 'correction' after the answer replaces 24 with 8"),
        ("ok_ret_liam", "B", "hash", "s", "#### 8\nOops — 8 is Mia; the question asks for Liam, who is 3 × 8 = 24.\n#### 24", "a wrong first #### corrected to 24"),
        ("ret_intag", "A", "tag", "F", "<answer>24 — no, wait, 32.</answer>", "a retraction inside the tag: its value is 32"),
        ("ok_ret_intag", "B", "tag", "t", "<answer>8 — no, wait, that's Mia. Liam is 24.</answer>", "a correction inside the tag landing on 24"),
        ("neg_unsure", "A", "boxed", "f", llama_end("24 \\text{ (unsure)}"), "'(unsure)' in the box: a hedge"),
        ("unit_older", "A", "hash", "f", "#### 24 years older", "'years older' is a difference of ages, not Liam's age"),
        ("ok_unit_years", "B", "boxed", "f", llama_end("24 \\text{ years old}"), "the asked unit in the box"),
        ("post_eot", "A", "hash", "@", "Trying Mia = 8, I'll double her age for Liam: 16.\n#### 16" + EOT_USER + "The answer is 24, right?", "the committed #### is 16; 24 only in an invented Llama 3 user turn"),
        ("neg_strike", "A", "none", "F", "<answer>~~24~~</answer>", "the only value struck out, nothing in its place: no_answer"),
     ]),
    ("change", "8.95",
     "Zoe buys 3 notebooks at $2.75 each and 2 pens at $1.40 each. She pays with a $20 bill. How much change does she get, in dollars?",
     "3 × 2.75 = 8.25; 2 × 1.40 = 2.80; 8.25 + 2.80 = 11.05; 20 − 11.05 = $8.95.\n",
     "Cost 11.05, change 20 − 11.05 = 8.95.\n",
     "Zoe buys 3 notebooks at $2.75 each: 3 * 2.75 = <<3*2.75=8.25>>8.25 dollars.\nShe buys 2 pens at $1.40 each: 2 * 1.40 = <<2*1.40=2.80>>2.80 dollars.\nHer total is 8.25 + 2.80 = <<8.25+2.80=11.05>>11.05 dollars.\nShe pays with a $20 bill, so her change is 20 - 11.05 = <<20-11.05=8.95>>8.95 dollars.\nCheck: 11.05 + 8.95 = 20.00.\n",
     "Notebooks: 3 * 2.75 = 8.25. Pens: 2 * 1.40 = 2.80. Sum 11.05. Change from 20: 8.95. Check: 11.05 + 8.95 = 20. Also in cents: 2000 - 1105 = 895 cents, which is $8.95. The question asks for change, not the cost, so not 11.05.\n",
     [
        ("near_round", "A", "hash", "s", "#### 9", "$9 is the change rounded to a dollar"),
        ("ok_near_words", "B", "prose_sentence", "f", "So Zoe gets 8 dollars and 95 cents in change.", "8 dollars and 95 cents = 8.95, an equal form in words"),
        ("unit_cents", "A", "tag", "t", "<answer>8.95 cents</answer>", "cents where dollars are asked: 8.95 cents is not $8.95"),
        ("ok_unit_cents", "B", "tag", "F", "<answer>895 cents</answer>", "895 cents is exactly $8.95: the same amount in a smaller unit", True),
        ("ret_wrong", "A", "hash", "f", "#### 8.95\n\nWrong! The pens came free with the notebooks: 20 − 8.25 = 11.75.\n#### 11.75", "'Wrong!' after the #### line and a second #### with 11.75"),
        ("ret_tax", "A", "prose_sentence", "F", "<answer>8.95</answer>\n\nLater note: a 10% tax applies, so the change is 20 − 12.155 = 7.845, so she gets about $7.85.", "a later note replaces 8.95 with 7.85"),
        ("quo_receipt", "A", "prose_sentence", "@", "The receipt printed \"CHANGE 8.95\". I think the pens cost $1.40 for both, so 20 − (8.25 + 1.40) = 10.35.\nShe gets $10.35 in change.", "8.95 is the receipt's; the model's concluding sentence says 10.35"),
        ("ok_quo_cashier", "B", "hash", "s", "The cashier said $9.95, but 20 − 11.05 is 8.95.\n#### 8.95", "a cashier's wrong 9.95 reported, then the model's own 8.95"),
        ("neg_notsure", "A", "boxed", "f", llama_end("8.95") + " (not sure)", "'(not sure)' after the box: a hedge"),
        ("post_restart", "A", "hash", "f", "#### 11.05\n\nLet me redo this to be sure. Notebooks cost 3 × 2.75 = 8.25, pens", "the committed #### is 11.05 (the cost); the restart after it is cut off"),
     ]),
    ("tank", "75",
     "A tank holds 3,000 liters. A pump fills it at 45 liters per minute, but a leak drains 5 liters per minute. Starting empty, how many minutes does it take to fill the tank?",
     "Net rate 45 − 5 = 40 L/min; 3,000 ÷ 40 = 75 minutes.\n",
     "40 L a minute net, 3000 / 40 = 75.\n",
     llama(
        ("Find the net rate.", "The pump adds 45 L per minute and the leak removes 5 L per minute, so the tank gains 45 − 5 = 40 L per minute."),
        ("Find the time.", "3,000 ÷ 40 = 75 minutes."),
        ("Check.", "In 75 minutes the pump adds 75 × 45 = 3,375 L and the leak drains 75 × 5 = 375 L, leaving 3,000 L."),
     ),
     "Net fill rate 45 - 5 = 40 L per minute. 3000 / 40 = 75 minutes. Without the leak it would be 3000 / 45 = 66.67 minutes. Check: 75 * 45 = 3375 in, 75 * 5 = 375 out, net 3000. That's 1 hour 15 minutes. The question wants minutes, so 75.\n",
     [
        ("unit_hours", "A", "hash", "f", "#### 75 hours", "hours where minutes are asked"),
        ("ok_unit_hmin", "B", "tag", "F", "<answer>1 hour 15 minutes</answer>", "1 h 15 min is exactly 75 minutes: an equal form", True),
        ("ret_correction", "A", "boxed", "f", llama_end("75") + "\n\n**Correction:** the leak only starts once the tank is half full, so the time is 1500/45 + 1500/40 ≈ 33.3 + 37.5 = 70.8 minutes.", "a bold Correction after the box with a new value, 70.8"),
        ("ok_ret_leak", "B", "tag", "F", "<answer>66.67</answer>\nI forgot the leak. Net 40 L/min: 3000 / 40 = 75.\n<answer>75</answer>", "a wrong first tag corrected by a second tag with the gold"),
        ("ret_inline", "A", "hash", "s", "#### 75 (Never mind: 3,000 ÷ 45 ≈ 67, the leak is negligible.)", "a retraction on the #### line itself, with 67"),
        ("quo_manual", "A", "none", "@", "> The manual states: fill time #### 75\nI cannot solve this without knowing when the leak starts.", "75 only in a quoted manual line, then a refusal: no_answer"),
        ("ok_quo_manual", "B", "hash", "f", "The pump's manual quotes 66.7 minutes, but that ignores the leak.\n#### 75", "the manual's wrong 66.7 reported, then the model's own 75"),
        ("neg_neq", "A", "boxed", "f", llama_end("t \\neq 75"), "the box says t is not 75: a negation"),
        ("near_offset", "A", "tag", "F", "<answer>75 + 10^{-9}</answer>", "an exact expression that is not 75"),
        ("post_user", "A", "tag", "@", "<think>3000 / 45 = 66.67 minutes.</think>\n<answer>66.67</answer>\nUser: what about the leak? Is it 75?\nAssistant: Yes, 3000 / 40 = \\boxed{75}.", "the committed tag is 66.67; 75 only in an invented User / Assistant exchange"),
     ]),
    ("town", "58685",
     "A town has 48,500 people. Its population grows by 10% each year. What will the population be after 2 years?",
     "48,500 × 1.1 = 53,350; 53,350 × 1.1 = 58,685.\n",
     "48500 → 53350 → 58685.\n",
     qwen("To find the population after 2 years, we apply the 10% growth twice.",
          ("After one year", "\\(48{,}500 \\times 1.1 = 53{,}350\\)."),
          ("After two years", "\\(53{,}350 \\times 1.1 = 58{,}685\\)."),
          ("Check", "\\(48{,}500 \\times 1.21 = 58{,}685\\). Simple growth of 20% would give 58,200, which ignores compounding.")),
     "Year 1: 48500 + 4850 = 53350. Year 2: 53350 + 5335 = 58685. Check with 1.21: 48500 * 1.21 = 48500 + 10185 = 58685. Adding 20% flat would give 58200, which is wrong because the second year grows on the larger number. So 58,685 people.\n",
     [
        ("ok_phr_hash", "B", "hash", "s", "So the answer is #### 58,685", "a phrase + #### holding the gold with a thousands comma"),
        ("phr_tag", "A", "tag", "F", "<answer>The answer is: #### 58,200</answer>", "a phrase + #### in the tag holding 58,200 (simple growth)"),
        ("ret_update", "A", "hash", "f", "#### 58685\n\nUpdate: it's actually 58,200 — the 10% is of the original population each year.", "'Update: it's actually 58,200' after the answer"),
        ("ret_withdraw", "A", "none", "F", "<answer>58685</answer>\nOn reflection I withdraw this; the growth might not compound, and I can't tell which is meant.", "the tag withdrawn with nothing in its place: no_answer"),
        ("ok_ret_fix", "B", "boxed", "f", qbox("58200") + "\n\nCorrection: the growth compounds, so the second year adds 10% of 53,350. The population is \\(\\boxed{58685}\\).", "a wrong box corrected to the gold in a second box"),
        ("quo_article", "A", "none", "@", "A census article says: \"After 2 years the town will have 58,685 people.\" I can't verify it, so no answer from me.", "58,685 only in a quoted article, then a refusal: no_answer"),
        ("neg_estimate", "A", "hash", "s", "#### 58,685 (estimate)", "'(estimate)': a hedge of an exact value"),
        ("unit_thousand", "A", "tag", "F", "<answer>58,685 thousand</answer>", "a scale word: 58,685 thousand is 58,685,000"),
        ("post_exercise", "A", "boxed", "f", qbox("53350") + "\n\nExercise: a village of 1,000 people grows 10% a year for 2 years. Its population is then \\(\\boxed{1210}\\).", "the committed box is 53,350 (one year); a self-set exercise follows"),
        ("near_about", "A", "tag", "F", "<answer>about 58,700</answer>", "'about 58,700': a rounded hedge"),
     ]),
    ("shirts", "74",
     "A store had 250 shirts and sold 185 of them. What percent of the shirts did it sell?",
     "185 ÷ 250 = 0.74 = 74%.\n",
     "185/250 = 74/100, so 74%.\n",
     "The store sold 185 of its 250 shirts.\nThe fraction sold is 185 / 250 = <<185/250=0.74>>0.74.\nAs a percent, 0.74 * 100 = <<0.74*100=74>>74 percent.\nThe shirts left are 250 - 185 = <<250-185=65>>65, which is 65 / 250 = 26 percent, and 74 + 26 = 100 as it should.\nSo the store sold 74 percent of its shirts.\n",
     "185 out of 250. Multiply both by 4: 740 out of 1000, i.e. 74 out of 100, so 74%. Unsold: 65, which is 26%. 74 + 26 = 100. The question asks the percent sold, not left, so 74. As a decimal it would be 0.74, but a percent is asked. So 74 percent sold.\n",
     [
        ("ok_unit_pct", "B", "hash", "s", "#### 74%", "the percent sign on a percent question"),
        ("unit_pctfrac", "A", "tag", "F", "<answer>0.74%</answer>", "0.74% is not 74%"),
        ("ret_left", "A", "hash", "f", "#### 74\n\nHmm, wait — the question asks what percent is left: 26.\n#### 26", "a misreading 'correction' after the answer and a second #### with 26"),
        ("ret_retract_tag", "A", "tag", "F", "<answer>74</answer>\nI retract that; I mixed up sold and unsold.\n<answer>26</answer>", "a retraction after the tag and a second tag with 26"),
        ("ok_ret_tag", "B", "tag", "F", "<answer>26</answer>\nI mixed up sold and unsold: 185 sold is 74%.\n<answer>74</answer>", "a wrong first tag corrected by a second tag with 74"),
        ("quo_poster", "A", "none", "@", "The sale poster reads \"74% sold!\". That's an advert, though, and I can't work this out from it.", "74 only in the poster's quoted text, then a refusal: no_answer"),
        ("ok_quo_sign", "B", "hash", "f", "A sign in the store claimed \"80% sold\", which was rounded up.\n#### 74", "a sign's 80% reported, then the model's own 74"),
        ("neg_maybe", "A", "hash", "f", "#### 74 — maybe", "'maybe': a hedge"),
        ("neg_neq", "A", "boxed", "f", llama_end("\\neq 74\\%"), "the box negates 74%"),
        ("post_eot", "A", "boxed", "@", "250 − 185 = 65 unsold, and 65/250 = 26%.\n" + llama_end("26") + EOT_USER + "The question asked the percent sold, so 74%?", "the committed box is 26; 74 only in an invented Llama 3 user turn"),
     ]),
]

MPROBS = [
    ("absineq", "\\left(-\\frac{3}{2}, 3\\right)",
     "Solve $|4x - 3| < 9$. Express your answer in interval notation.",
     "$-9 < 4x - 3 < 9 \\Rightarrow -6 < 4x < 12 \\Rightarrow -\\tfrac{3}{2} < x < 3$.\n",
     "-9 < 4x - 3 < 9, so -3/2 < x < 3.\n",
     "We need $|4x - 3| < 9$, which means\n$$-9 < 4x - 3 < 9.$$\nAdding 3 to every part gives $-6 < 4x < 12$, and dividing by 4 gives\n$$-\\frac{3}{2} < x < 3.$$\nThe inequality is strict, so the endpoints are excluded: at $x = 3$, $|12 - 3| = 9$, which is not less than 9. In interval notation the solution set is an open interval.\n\n",
     "|4x - 3| < 9 means -9 < 4x - 3 < 9. Add 3: -6 < 4x < 12. Divide by 4: -1.5 < x < 3. Strict, so open interval. Check x = 0: |-3| = 3 < 9, inside. x = 3: |9| = 9, not < 9, excluded. x = -1.5: |-9| = 9 excluded. So (-3/2, 3). Not closed brackets.\n",
     [
        ("near_closed", "A", "minerva", "f", minerva_end("$\\left[-\\frac{3}{2}, 3\\right]$"), "closed brackets: the endpoints are not solutions"),
        ("ok_near_ineq", "B", "tag", "t", "<answer>$-\\frac{3}{2} < x < 3$</answer>", "the same set as an inequality"),
        ("ret_endpoints", "A", "boxed", "f", "$\\boxed{\\left(-\\frac{3}{2}, 3\\right)}$\n\nWait, I should include the endpoints, since $|4x - 3| = 9$ there. The answer is $\\boxed{\\left[-\\frac{3}{2}, 3\\right]}$.", "a retraction after the box replaces the gold with a closed interval"),
        ("ok_ret_fix", "B", "boxed", "f", "$\\boxed{\\left(-\\frac{3}{2}, 3\\right]}$\n\nCorrection: the inequality is strict at both ends, so $x = 3$ is excluded too. The solution set is $\\boxed{\\left(-\\frac{3}{2}, 3\\right)}$.", "a half-open box corrected to the gold"),
        ("quo_book", "A", "answer_is", "@", "The back of the book lists $\\left(-\\frac{3}{2}, 3\\right)$, but I think the book is wrong: $4x - 3 < 9$ gives $x < 3$, so the answer is $(-\\infty, 3)$.", "the gold is only the book's; the model's answer is (−∞, 3)"),
        ("neg_hedge", "A", "tag", "F", "<answer>$\\left(-\\frac{3}{2}, 3\\right)$, though I'm not sure about the endpoints</answer>", "the tag hedges its own value"),
        ("neg_notin", "A", "boxed", "f", qbox("x \\notin \\left(-\\frac{3}{2}, 3\\right)"), "the box says x is NOT in the interval: the complement"),
        ("phr_hash", "A", "hash", "s", "Final Answer: #### (-\\infty, -\\tfrac{3}{2}) \\cup (3, \\infty)", "a phrase + #### holding the complement"),
        ("post_next", "A", "tag", "@", "<think>-9 < 4x - 3 < 9 gives -6 < 4x < 12.</think>\n<answer>(-6, 12)</answer>\nNext problem: solve $|2x - 1| < 4$. Answer: $\\boxed{\\left(-\\frac{3}{2}, \\frac{5}{2}\\right)}$.", "the committed tag is (−6, 12), the range of 4x; a self-set next problem follows"),
        ("ret_ps", "A", "tag", "F", "<answer>(-3/2, 3)</answer>\nP.S. I flipped a sign; it should be (-3, 3/2).", "a P.S. after the tag with a new interval"),
     ]),
    ("marbles", "\\frac{7}{22}",
     "A bag holds 5 red and 7 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are blue? Express your answer as a common fraction.",
     "$\\frac{7}{12} \\cdot \\frac{6}{11} = \\frac{42}{132} = \\frac{7}{22}$.\n",
     "C(7,2)/C(12,2) = 21/66 = 7/22.\n",
     "There are $\\binom{12}{2} = 66$ equally likely pairs of marbles, and $\\binom{7}{2} = 21$ of them are both blue. So the probability is\n$$\\frac{21}{66} = \\frac{7}{22}.$$\nAs a check, drawing one at a time: the first is blue with probability $\\frac{7}{12}$, and then the second with probability $\\frac{6}{11}$, giving $\\frac{42}{132} = \\frac{7}{22}$.\n\n",
     "12 marbles, 7 blue. First blue: 7/12. Second blue given first blue: 6/11. Product 42/132. Simplify by 6: 7/22. Check with combinations: C(7,2) = 21, C(12,2) = 66, 21/66 = 7/22. With replacement it would be 49/144, but this is without replacement.\n",
     [
        ("ok_near_unreduced", "B", "boxed", "s", "$\\boxed{\\frac{21}{66}}$", "21/66 = 7/22, an equal form"),
        ("near_decimal", "A", "tag", "F", "<answer>0.318</answer>", "0.318 is 7/22 = 0.3181... cut short"),
        ("post_user", "A", "tag", "@", "<think>7/12 · 7/12 = 49/144.</think>\n<answer>$\\frac{49}{144}$</answer>\nUser: shouldn't it be 7/22 without replacement?", "the committed tag is 49/144; 7/22 only in an invented User turn"),
        ("ret_replace", "A", "minerva", "f", minerva_end("$\\frac{7}{22}$") + "\n\nHmm, on second thought the marble is put back, so it is $\\left(\\frac{7}{12}\\right)^2 = \\frac{49}{144}$.", "a second thought after Minerva's line replaces 7/22"),
        ("ret_edit", "A", "hash", "s", "#### 7/22\nEdit: 49/144", "'Edit:' after the #### line"),
        ("ok_ret_confirm", "B", "tag", "F", "<answer>$\\frac{7}{22}$</answer>\nDouble-check: 21/66 reduces to 7/22. ✓", "a trailing check that restates 7/22"),
        ("quo_example", "A", "prose_sentence", "@", "For example, the worked example's answer is $\\boxed{\\frac{7}{22}}$. For this bag I get $\\frac{7}{12} \\cdot \\frac{7}{12}$, so the answer is $\\frac{49}{144}$.", "the box is a worked example's; the model's own answer is 49/144"),
        ("neg_sout", "A", "none", "f", "$\\boxed{\\sout{\\frac{7}{22}}}$", "the only value struck out with \\sout: no_answer"),
        ("neg_incorrect", "A", "boxed", "f", "$\\boxed{\\frac{7}{22} \\text{ (incorrect)}}$", "the box marks its own value incorrect"),
        ("ok_quo_hyp", "B", "prose_sentence", "f", "So the probability is $\\frac{7}{22}$. (If the first marble were put back, it would instead be $\\frac{49}{144}$, but it is not.)", "a hypothetical about another draw after the answer; the answer stays 7/22"),
     ]),
    ("dist", "7\\sqrt{2}",
     "Find the distance between the points $(-3, 5)$ and $(4, -2)$. Express your answer in simplest radical form.",
     "$\\sqrt{7^2 + 7^2} = \\sqrt{98} = 7\\sqrt{2}$.\n",
     "dx = 7, dy = -7, sqrt(98) = 7 sqrt 2.\n",
     llama(
        ("Find the differences.", "$\\Delta x = 4 - (-3) = 7$ and $\\Delta y = -2 - 5 = -7$."),
        ("Apply the distance formula.", "$d = \\sqrt{7^2 + (-7)^2} = \\sqrt{49 + 49} = \\sqrt{98}$."),
        ("Simplify.", "$\\sqrt{98} = \\sqrt{49 \\cdot 2} = 7\\sqrt{2}$."),
        ("Check.", "$7\\sqrt{2} \\approx 9.90$, which is longer than either leg of 7, as it should be."),
     ),
     "Points (-3, 5) and (4, -2). Horizontal change 4 - (-3) = 7, vertical change -2 - 5 = -7. Distance sqrt(49 + 49) = sqrt(98). 98 = 49 * 2, so 7 sqrt(2). That's about 9.899. The midpoint (0.5, 1.5) isn't asked. Simplest radical form: 7√2.\n",
     [
        ("near_decimal", "A", "boxed", "f", llama_end("9.9"), "9.9 is 7√2 rounded"),
        ("ok_near_sqrt98", "B", "tag", "t", "<answer>$\\sqrt{98}$</answer>", "√98 = 7√2, an equal form"),
        ("near_offset", "A", "boxed", "f", "$\\boxed{7\\sqrt{2} + 10^{-12}}$", "an exact expression that is not 7√2"),
        ("ret_slip", "A", "boxed", "f", llama_end("7\\sqrt{2}") + "\n\nWait, $\\Delta y$ should be $-2 - 5 = -3$, so $d = \\sqrt{49 + 9} = \\sqrt{58}$.", "a (mistaken) retraction after the box with √58"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>$\\sqrt{58}$</answer>\nWait, -2 - 5 = -7, not -3. So d = √98 = 7√2.\n<answer>$7\\sqrt{2}$</answer>", "a wrong first tag corrected by a second tag with the gold"),
        ("ret_erratum", "A", "boxed", "F", r1final("7\\sqrt{2}") + "\n\nErratum: I dropped a square; the distance is $\\sqrt{2} \\cdot 7^2 = 49\\sqrt{2}$.", "'Erratum' after the R1 final box with 49√2"),
        ("quo_site", "A", "none", "@", "A geometry website states: \"the distance is $7\\sqrt{2}$.\" I can't verify which points it used, so I won't give an answer.", "7√2 only in a quoted website, then a refusal: no_answer"),
        ("ok_quo_classmate", "B", "boxed", "f", "A classmate wrote $7$, taking only the horizontal change. The distance is $\\boxed{7\\sqrt{2}}$.", "a classmate's wrong 7 reported, then the model's own box"),
        ("neg_approx", "A", "tag", "F", "<answer>$\\approx 7\\sqrt{2}$</answer>", "'≈' on an exact value: a hedge"),
        ("post_followup", "A", "boxed", "@", "$\\Delta x = 7$, $\\Delta y = -3$, so $d = \\sqrt{58}$.\n" + llama_end("\\sqrt{58}") + "\n\nFollow-up: find the distance from $(0, 0)$ to $(7, 7)$. It is $\\boxed{7\\sqrt{2}}$.", "the committed box is √58; 7√2 only in a self-set follow-up"),
     ]),
    ("square", "5-12i",
     "Simplify $(3 - 2i)^2$.",
     "$(3 - 2i)^2 = 9 - 12i + 4i^2 = 9 - 12i - 4 = 5 - 12i$.\n",
     "9 - 12i + 4i^2 = 5 - 12i.\n",
     qwen("To simplify \\((3 - 2i)^2\\), we expand the square and use \\(i^2 = -1\\).",
          ("Expand", "\\((3 - 2i)^2 = 3^2 - 2 \\cdot 3 \\cdot 2i + (2i)^2 = 9 - 12i + 4i^2\\)."),
          ("Use \\(i^2 = -1\\)", "\\(4i^2 = -4\\), so the result is \\(9 - 4 - 12i = 5 - 12i\\)."),
          ("Check the modulus", "\\(|3 - 2i|^2 = 13\\), and \\(|5 - 12i| = \\sqrt{25 + 144} = 13\\), as it should be.")),
     "(3 - 2i)^2 = 9 - 12i + 4i^2. i^2 = -1, so 4i^2 = -4. 9 - 4 = 5. Result 5 - 12i. Check modulus: |3 - 2i|^2 = 9 + 4 = 13, and |5 - 12i| = sqrt(25 + 144) = 13. Good. If I forgot i^2 = -1 I'd get 13 - 12i, which is wrong.\n",
     [
        ("near_imag", "A", "boxed", "f", "$\\boxed{5 - 12i + 10^{-40} i}$", "an exact expression that is not 5 − 12i"),
        ("near_decimal", "A", "tag", "F", "<answer>$5 - 11.9999i$</answer>", "a decimal imaginary part that is not −12"),
        ("ret_sign", "A", "boxed", "f", qbox("5 - 12i") + "\n\nWait, the middle term should be positive: \\(+12i\\). So the answer is \\(\\boxed{5 + 12i}\\).", "a retraction after the box with 5 + 12i"),
        ("ok_ret_sign", "B", "boxed", "@", "$(3 - 2i)^2 = 9 - 12i + 4i^2 = 13 - 12i$, so \\(\\boxed{13 - 12i}\\).\nCorrection: $4i^2 = -4$, so the real part is $9 - 4 = 5$. The answer is \\(\\boxed{5 - 12i}\\).", "a wrong box corrected to the gold"),
        ("ret_nevermind", "A", "tag", "F", "<answer>5 - 12i</answer>\nNever mind, 5 + 12i.", "'Never mind' after the tag with 5 + 12i"),
        ("quo_calc", "A", "tag", "@", "<think>\nAn online calculator's example shows (3 - 2i)^2 = 5 - 12i. I'll expand myself: 9 + 4i^2 = 5, ignoring the cross term.\n</think>\n<answer>5</answer>", "5 − 12i only in a calculator's quoted example; the model's tag holds 5"),
        ("ok_quo_student", "B", "boxed", "f", "A student's answer of $13 - 12i$ forgets that $i^2 = -1$.\n\n" + qwen_end("5 - 12i"), "a student's wrong 13 − 12i reported, then the model's own box"),
        ("neg_not", "A", "boxed", "F", r1final("\\text{not } 5 - 12i"), "'not 5 − 12i' in the box: a negation"),
        ("neg_st", "A", "boxed", "s", "$\\boxed{\\st{5 - 12i}\\ 13 - 12i}$", "5 − 12i struck out with \\st, 13 − 12i in its place"),
        ("ok_neg_other", "B", "tag", "F", "<answer>$5 - 12i$ (not $13 - 12i$)</answer>", "'not 13 − 12i' negates another value after the gold"),
     ]),
    ("trigsum", "0",
     "Evaluate $\\cos\\frac{2\\pi}{3} + \\sin\\frac{\\pi}{6}$.",
     "$\\cos\\frac{2\\pi}{3} = -\\frac{1}{2}$ and $\\sin\\frac{\\pi}{6} = \\frac{1}{2}$, so the sum is $0$.\n",
     "cos(2π/3) = -1/2, sin(π/6) = 1/2, sum 0.\n",
     llama(
        ("Evaluate the cosine.", "$\\frac{2\\pi}{3}$ is $120^\\circ$, in the second quadrant, with reference angle $60^\\circ$, so $\\cos\\frac{2\\pi}{3} = -\\cos 60^\\circ = -\\frac{1}{2}$."),
        ("Evaluate the sine.", "$\\frac{\\pi}{6}$ is $30^\\circ$, so $\\sin\\frac{\\pi}{6} = \\frac{1}{2}$."),
        ("Add.", "$-\\frac{1}{2} + \\frac{1}{2} = 0$."),
     ),
     "2π/3 is 120 degrees. cos 120° = -cos 60° = -1/2. π/6 is 30 degrees, sin 30° = 1/2. Sum: -1/2 + 1/2 = 0. Check numerically: cos(2.0944) ≈ -0.5, sin(0.5236) ≈ 0.5, sum ≈ 0. The values are exact, so the sum is exactly 0.\n",
     [
        ("near_tiny", "A", "boxed", "s", "$\\boxed{2^{-80}}$", "an exact expression that is tiny but not 0"),
        ("near_sin", "A", "tag", "F", "<answer>$\\sin(10^{-30})$</answer>", "sin(10^-30) is not 0"),
        ("ok_near_float", "B", "tag", "F", "<answer>0.0</answer>", "0.0 is 0"),
        ("ret_sign", "A", "boxed", "f", llama_end("0") + "\n\nWait, $\\cos\\frac{2\\pi}{3}$ is $+\\frac{1}{2}$, so the sum is $1$.", "a (mistaken) retraction after the box with 1"),
        ("ok_ret_fix", "B", "boxed", "@", "$\\cos\\frac{2\\pi}{3} = \\frac{1}{2}$, so the sum is $1$: $\\boxed{1}$.\nWait — $\\frac{2\\pi}{3}$ is in the second quadrant, so its cosine is $-\\frac{1}{2}$. The sum is $\\boxed{0}$.", "a wrong box corrected to the gold"),
        ("ret_takeback", "A", "none", "F", "<answer>0</answer>\nHmm, I'm no longer sure about the sign of the cosine, so I take that back.", "the tag taken back with nothing in its place: no_answer"),
        ("quo_book", "A", "none", "@", "The book's answer is $0$. I don't remember the unit-circle values, so I can't evaluate this.", "0 only as the book's answer, then a refusal: no_answer"),
        ("ok_quo_key", "B", "boxed", "f", "(The answer key's $1$ uses $\\cos 60^\\circ$ by mistake.)\n\n" + llama_end("0"), "an answer key's wrong 1 reported, then the model's own box"),
        ("neg_probably", "A", "boxed", "f", llama_end("0 \\text{ (probably)}"), "'(probably)' in the box: a hedge"),
        ("phr_tag", "A", "tag", "F", "<answer>The answer is #### -\\frac{1}{2}</answer>", "a phrase + #### in the tag holding −1/2, the cosine alone"),
     ]),
    ("base6", "569",
     "Convert $2345_6$ to a base 10 integer.",
     "$2 \\cdot 216 + 3 \\cdot 36 + 4 \\cdot 6 + 5 = 432 + 108 + 24 + 5 = 569$.\n",
     "432 + 108 + 24 + 5 = 569.\n",
     qwen("To convert \\(2345_6\\) to base 10, we multiply each digit by the matching power of 6.",
          ("Powers of 6", "\\(6^3 = 216\\), \\(6^2 = 36\\), \\(6^1 = 6\\), \\(6^0 = 1\\)."),
          ("Multiply and add", "\\(2 \\cdot 216 + 3 \\cdot 36 + 4 \\cdot 6 + 5 \\cdot 1 = 432 + 108 + 24 + 5 = 569\\)."),
          ("Check with Horner's rule", "\\(((2 \\cdot 6 + 3) \\cdot 6 + 4) \\cdot 6 + 5 = (15 \\cdot 6 + 4) \\cdot 6 + 5 = 94 \\cdot 6 + 5 = 569\\).")),
     "2345 in base 6. Digits from the left: 2 * 6^3 = 2 * 216 = 432; 3 * 36 = 108; 4 * 6 = 24; 5 * 1 = 5. Sum: 432 + 108 = 540, + 24 = 564, + 5 = 569. Check by Horner: ((2*6 + 3)*6 + 4)*6 + 5 = (15*6 + 4)*6 + 5 = 94*6 + 5 = 569.\n",
     [
        ("unit_base6", "A", "tag", "F", "<answer>569_6</answer>", "569 written as a base-6 numeral (and 9 is no base-6 digit)"),
        ("ok_unit_base10", "B", "boxed", "s", "$\\boxed{569_{10}}$", "the value with its base-10 subscript"),
        ("ret_add", "A", "boxed", "f", qbox("569") + "\n\nOops, I added wrong: \\(432 + 108 + 24 + 5 = 579\\), so the answer is \\(\\boxed{579}\\).", "a (mistaken) retraction after the box with 579"),
        ("ret_strike", "A", "minerva", "f", minerva_end("$569$") + "\n\nP.S. Strike that: the digits should be read right to left, giving $5 \\cdot 216 + 4 \\cdot 36 + 3 \\cdot 6 + 2 = 1244$.", "'P.S. Strike that' after Minerva's line with 1244"),
        ("ok_ret_horner", "B", "tag", "F", "<answer>579</answer>\nRechecking with Horner's rule gives 569, so 579 was an addition slip.\n<answer>569</answer>", "a wrong first tag corrected by a second tag with the gold"),
        ("quo_hint", "A", "tag", "@", "<think>\nThe hint says \"the answer is 569\". Ignoring it: 2·216 + 3·36 + 4·6 + 5 = 432 + 108 + 24 + 5 = 579.\n</think>\n<answer>579</answer>", "569 only as the quoted hint; the model's tag holds 579"),
        ("quo_show", "A", "none", "@", "You asked: \"Show that $2345_6 = \\boxed{569}$.\" I can't show this.", "the box is inside the user's quoted request; the model refuses: no_answer"),
        ("neg_neq", "A", "boxed", "f", "$2345_6 \\boxed{\\neq 569}$", "the box says 'not equal to 569'"),
        ("neg_failed", "A", "tag", "F", "<answer>569 ✗ (check failed)</answer>", "the tag marks its own value as failing the check"),
        ("post_user", "A", "boxed", "@", "$2 \\cdot 6^3 + 3 \\cdot 6^2 + 4 \\cdot 6 + 5 = 432 + 108 + 24 + 5 = 579$.\n" + qbox("579") + "\nUser: I got 569. Which is right?\nAssistant: You are right: \\(\\boxed{569}\\).", "the committed box is 579; 569 only in an invented User / Assistant exchange"),
     ]),
    ("roots", "-4, \\frac{3}{2}",
     "Find all solutions to $2x^2 + 5x - 12 = 0$. Enter the solutions, separated by commas.",
     "$(2x - 3)(x + 4) = 0$, so $x = \\frac{3}{2}$ or $x = -4$.\n",
     "(2x - 3)(x + 4) = 0: x = 3/2, x = -4.\n",
     "We factor the quadratic. We need two numbers with product $2 \\cdot (-12) = -24$ and sum $5$: these are $8$ and $-3$. So\n$$2x^2 + 5x - 12 = 2x^2 + 8x - 3x - 12 = 2x(x + 4) - 3(x + 4) = (2x - 3)(x + 4).$$\nSetting each factor to zero gives $x = \\frac{3}{2}$ and $x = -4$. Check: $2 \\cdot \\frac{9}{4} + \\frac{15}{2} - 12 = \\frac{9}{2} + \\frac{15}{2} - 12 = 0$, and $32 - 20 - 12 = 0$.\n\n",
     "2x^2 + 5x - 12. Discriminant 25 + 96 = 121, sqrt 11. x = (-5 ± 11)/4: 6/4 = 3/2 and -16/4 = -4. Check x = -4: 2*16 - 20 - 12 = 0. x = 3/2: 4.5 + 7.5 - 12 = 0. Both work, so the solutions are -4 and 3/2.\n",
     [
        ("near_one", "A", "boxed", "s", "$\\boxed{\\frac{3}{2}}$", "one of the two solutions only"),
        ("near_float", "A", "tag", "F", "<answer>-4, 1.49</answer>", "1.49 is not 3/2"),
        ("near_sign", "A", "minerva", "f", minerva_end("$4, -\\frac{3}{2}$"), "both signs flipped"),
        ("ret_recheck", "A", "tag", "F", "<answer>-4, 3/2</answer>\nHold on, recheck the discriminant: 25 - 96 < 0, so there are no real solutions.\n<answer>no real solutions</answer>", "a (mistaken) recheck after the tag and a second tag with no solutions"),
        ("ok_ret_fix", "B", "boxed", "@", "$(2x + 3)(x - 4) = 0$, so $x = -\\frac{3}{2}, 4$: $\\boxed{-\\frac{3}{2}, 4}$.\nOops, $(2x + 3)(x - 4) = 2x^2 - 5x - 12$, the wrong middle sign. The right factoring is $(2x - 3)(x + 4)$, so the solutions are $\\boxed{-4, \\frac{3}{2}}$.", "a wrong box corrected to the gold"),
        ("ret_addendum", "A", "prose_sentence", "f", "The solutions are $\\boxed{-4, \\frac{3}{2}}$.\n\nAddendum: only the positive solution makes sense here, so the answer is $\\frac{3}{2}$.", "an addendum after the box keeps one root only"),
        ("quo_teacher", "A", "answer_is", "@", "Our teacher wrote the roots as $-4$ and $\\frac{3}{2}$ on the board. I think the equation was $2x^2 - 5x - 12$, whose roots are $4$ and $-\\frac{3}{2}$.\nThe answer is $4, -\\frac{3}{2}$.", "the gold is the teacher's; the model answers 4, −3/2"),
        ("ok_quo_classmate", "B", "tag", "F", "<answer>A classmate's $4, -\\frac{3}{2}$ has the signs flipped; the solutions are $-4, \\frac{3}{2}$.</answer>", "a classmate's wrong roots reported in the tag, then the model's own"),
        ("neg_cancel", "A", "none", "f", "$\\boxed{\\cancel{-4, \\frac{3}{2}}}$", "the only answer cancelled: no_answer"),
        ("phr_hash", "A", "hash", "f", "So the answer is: #### x = -4", "a phrase + #### holding one root only"),
     ]),
    ("sphere", "36\\pi",
     "A sphere has radius 3. What is its volume? Express your answer in terms of $\\pi$.",
     "$V = \\frac{4}{3}\\pi \\cdot 3^3 = \\frac{4}{3}\\pi \\cdot 27 = 36\\pi$.\n",
     "4/3 · π · 27 = 36π.\n",
     llama(
        ("Recall the formula.", "The volume of a sphere of radius $r$ is $V = \\frac{4}{3}\\pi r^3$."),
        ("Substitute $r = 3$.", "$V = \\frac{4}{3}\\pi \\cdot 27 = 36\\pi$."),
        ("Compare with the surface area.", "The surface area is $4\\pi r^2 = 36\\pi$ as well: for $r = 3$ the two happen to share the number 36, but the volume is in cubic units."),
     ),
     "Volume of a sphere: (4/3) π r^3. r = 3, r^3 = 27. (4/3)(27) = 36. So 36π. Numerically about 113.1. Surface area 4πr^2 = 36π too, a coincidence at r = 3. The question asks the volume, in terms of π: 36π cubic units.\n",
     [
        ("near_decimal", "A", "boxed", "s", "$\\boxed{113.1}$", "113.1 is 36π rounded, not in terms of π"),
        ("near_offset", "A", "tag", "F", "<answer>$36\\pi + 10^{-20}$</answer>", "an exact expression that is not 36π"),
        ("ok_near_form", "B", "boxed", "f", llama_end("\\frac{108\\pi}{3}"), "108π/3 = 36π, an equal form"),
        ("unit_square", "A", "tag", "F", "<answer>36π square units</answer>", "square units: an area, not a volume"),
        ("ok_unit_cubic", "B", "boxed", "f", llama_end("36\\pi\\ \\text{cubic units}"), "the volume with cubic units"),
        ("ret_r2", "A", "boxed", "f", llama_end("36\\pi") + "\n\nWait — I should use $\\frac{4}{3}\\pi r^2$: $\\frac{4}{3}\\pi \\cdot 9 = 12\\pi$. The final answer is $\\boxed{12\\pi}$.", "a (mistaken) retraction after the box with 12π"),
        ("ret_scrap", "A", "none", "F", "<answer>36π</answer>\nScrap that answer — I'm not sure whether 3 is the radius or the diameter.", "the tag scrapped with nothing in its place: no_answer"),
        ("quo_site", "A", "none", "@", "> Answer: $36\\pi$\n\n(from a homework site). I can't solve this one myself.", "36π only in a quoted homework site, then a refusal: no_answer"),
        ("neg_giveortake", "A", "answer_is", "f", "The answer is $36\\pi$, give or take.", "'give or take': a hedge of an exact value"),
        ("post_restart", "A", "boxed", "@", "$V = \\frac{4}{3}\\pi r^2 = 12\\pi$.\n" + llama_end("12\\pi") + "\n\nLet me redo this with $r^3$: $\\frac{4}{3}\\pi \\cdot 27 =", "the committed box is 12π; a restart after it is cut before a value"),
     ]),
]
# fmt: on

# Extra working appended to each problem's full working ("f") and full think block ("F"), so that
# every full probe is 400-1200 characters.
PAD = {
    "muffins": (
        "",
        "Also 240 / 4: 4 * 50 = 200 and 4 * 10 = 40, so 50 + 10 = 60. Boxes hold exactly 4, so there is no partial box.",
    ),
    "fence": (
        "The area, 24 × 15 = 360 m², is not needed for the fencing.",
        "Side by side: the two long sides cost 2 * 24 * 7 = 336, the two short sides 2 * 15 * 7 = 210, total 546, and taking off the gap's 14 gives 532 again.",
    ),
    "train": (
        "Check: \\(86.25 \\times 4 = 345\\) km.",
        "Time check: 2.5 h for the first leg plus 1.5 h is 4 h, and 345 / 4 = 86.25; 4 * 86 = 344, plus 0.25 * 4 = 1, gives 345.",
    ),
    "library": (
        "",
        "Another way: 5/8 of the books are not fiction, 640 * 5/8 = 400, and 40% is 2/5, so 400 * 2/5 = 160. Same answer.",
    ),
    "paint": (
        "Buying 9 cans would leave 92 − 90 = 2 m² unpainted, so 9 is not enough.",
        "Nine cans: 9 * 10 = 90 < 92. Ten cans: 100 >= 92, with 8 m² spare. So he buys 10. Rounding 9.2 down would leave part of a wall with one coat.",
    ),
    "temp": (
        "The rise of 5 degrees brings it back up, but not above zero, since -16 + 5 is still negative.",
        "The question asks the temperature after the rise, so not -16, and the sign must stay negative.",
    ),
    "overtime": (
        "Without the overtime premium, 46 hours at $18 would be only $828, so the premium adds $54.",
        "Regular 40 * 18: 4 * 18 = 72, so 720. Overtime rate: half of 18 is 9, so 27. Six hours: 6 * 27 = 162. Total 720 + 162 = 882.",
    ),
    "ages": (
        "The question asks for Liam's age now, not Mia's (8) or Liam's age in 8 years (32), so Liam is 24 years old now.",
        "Try the other way: if Mia were 6, Liam would be 18, and in 8 years 26 and 14, not double. With Mia 8 it works exactly.",
    ),
    "change": (
        "In cents: 2000 - 1105 = <<2000-1105=895>>895 cents, the same $8.95.",
        "Let me recount the pens: two pens at 1.40 is 2.80, not 1.40. And the notebooks: 2.75 * 3 = 8.25. So 11.05 total. A $20 bill minus 11.05: 20 - 11 = 9, minus 0.05 more = 8.95.",
    ),
    "tank": (
        "Without the leak, 3,000 ÷ 45 ≈ 66.7 minutes, so the leak adds about 8 minutes.",
        "In 60 minutes the tank gains 60 * 40 = 2400 L, and the last 600 L take 600 / 40 = 15 more minutes, so 60 + 15 = 75 minutes.",
    ),
    "town": (
        "The first year adds 4,850 people and the second 5,335.",
        "Or in thousands: 48.5 * 1.1 = 53.35, then 53.35 * 1.1 = 58.685, so 58,685. The growth in year 2 (5,335) is bigger than in year 1 (4,850).",
    ),
    "shirts": (
        "Another check: 1% of 250 is 2.5 shirts, and 185 / 2.5 = <<185/2.5=74>>74, the same percent as before.",
        "Or: 1% of 250 is 2.5 shirts, and 185 / 2.5 = 74. Same result, so 74 it is. The decimal 0.74 would be the fraction, not the percent.",
    ),
    "absineq": (
        "Checking $x = 0$: $|0 - 3| = 3 < 9$, so $0$ is inside.",
        "Also x = 2: |8 - 3| = 5 < 9, inside; x = -2: |-8 - 3| = 11, outside.",
    ),
    "marbles": (
        "The probability that both are red is $\\frac{\\binom{5}{2}}{66} = \\frac{10}{66}$, much smaller.",
        "Decimal sanity check: 7/22 is about 0.318, a bit less than (7/12)^2 ≈ 0.34, as it should be without replacement, since one blue is gone.",
    ),
    "dist": (
        "Both legs of the right triangle are 7, so the distance is the diagonal of a 7 by 7 square.",
        "It's the diagonal of a 7 by 7 square, so 7 times sqrt 2 makes sense. And 7 * 1.414 = 9.898, matching the decimal.",
    ),
    "square": (
        "Expanding as \\((3 - 2i)(3 - 2i)\\) term by term gives the same result.",
        "Another way: (3 - 2i)(3 - 2i) = 9 - 6i - 6i + 4i^2 = 9 - 12i - 4 = 5 - 12i. Same. Real part 5, imaginary part -12. So the square is 5 - 12i.",
    ),
    "trigsum": (
        "The two terms cancel exactly, so the sum is exactly $0$.",
        "Reference angles: 2π/3 has reference angle π/3, and cosine is negative in the second quadrant, so -cos(π/3) = -1/2. sin(π/6) is the standard 1/2. They cancel.",
    ),
    "base6": (
        "",
        "Sanity bound: the largest 4-digit base-6 number is 5555_6 = 6^4 - 1 = 1295, and 2345_6 is under half of that, consistent with 569 (half would be about 648).",
    ),
    "roots": (
        "",
        "Product of roots should be c/a = -12/2 = -6: (-4)(3/2) = -6. Sum should be -5/2: -4 + 3/2 = -5/2. Both match, so the factoring (2x - 3)(x + 4) is right: x = -4 or x = 3/2.",
    ),
    "sphere": (
        "Numerically, $36\\pi \\approx 113.1$.",
        "Double-check the arithmetic: 27 / 3 = 9, and 9 * 4 = 36. So (4/3) π (27) = 36π, and 36 * 3.1416 ≈ 113.1. Radius, not diameter: the problem says radius 3.",
    ),
}


def padded(key: str, full: str, full_think: str) -> tuple[str, str]:
    """The full working and full think block with the problem's PAD appended."""
    extra_f, extra_t = PAD[key]
    if extra_f:
        body = full.rstrip("\n")
        full = body + " " + extra_f + full[len(body) :]
    if extra_t:
        full_think = full_think.rstrip("\n") + " " + extra_t + "\n"
    return full, full_think


SHORT, FULL = ("s", "t", "@"), ("f", "F")
SHORT_LINES = 4


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases: id `[ok_]<prefix>_<problem>_<class>_<shape>`; the completion
    is the short working ("s"), a one-line think block ("t"), nothing ("@"), the full working
    ("f") or a full think block ("F"), followed by the final lines. Short ones are checked to be
    one to four lines, full ones 400-1200 characters."""
    cases = []
    for key, gold, _question, short, short_think, full, full_think, probes in problems:
        full, full_think = padded(key, full, full_think)
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        for suffix, kind, form, style, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            if suffix.startswith("ok_") != (kind == "B"):
                raise SystemExit(f"{key}_{suffix}: ok_ prefix and kind {kind} disagree")
            name = suffix[3:] if suffix.startswith("ok_") else suffix
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{name}"
            lead = {"s": short, "t": th(short_think), "@": "", "f": full, "F": th(full_think)}[
                style
            ]
            text = lead + final
            if style in SHORT and len(text.strip().split("\n")) > SHORT_LINES:
                raise SystemExit(f"{case_id}: short probe of more than {SHORT_LINES} lines")
            if style in FULL and not 400 <= len(text) <= 1200:
                raise SystemExit(f"{case_id}: full probe of {len(text)} characters")
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


def report(cases: list[tuple], problems: list) -> None:
    """Print the round's splits (to stderr, so the JSONL is all that is written)."""
    styles = {
        ("ok_" if kind == "B" else "") + f"{p}_{key}_{s[3:] if s.startswith('ok_') else s}": st
        for p, probs in problems
        for key, *_rest, probes in probs
        for s, kind, _f, st, *_x in probes
    }
    count = Counter()
    for case_id, kind, checker, _gold, truth, _form, text, _note, deb in cases:
        cls = case_id.removeprefix("ok_").split("_")[2]
        count["kind " + kind] += 1
        count["truth " + truth] += 1
        count["checker " + checker] += 1
        count["class " + cls] += 1
        count[f"class {cls} kind {kind}"] += 1
        count["length " + ("short" if styles[case_id] in SHORT else "full")] += 1
        count[
            "tag format"
            if text.lstrip().startswith("<think>") and "<answer>" in text
            else "other format"
        ] += 1
        count["debatable"] += bool(deb)
    for key in sorted(count):
        print(f"{key}: {count[key]}", file=sys.stderr)


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_library_post_user": (
        "accept",
        "the model commits `<answer>160</answer>` and then invents a next turn ('User: And how many "
        "are fiction?') whose own tag holds 240: text after the committed answer, an invented turn "
        "answering another question, is not the answer to the question asked, so 160 stands. A "
        "reader who takes the last tag in the text whatever its context would reject it",
    ),
    "ok_g_change_unit_cents": (
        "accept",
        "`<answer>895 cents</answer>` where the change is asked in dollars: 895 cents is exactly "
        "$8.95, the same amount in a smaller unit of the same kind (money), so it is an equal value "
        "in another form. A reader who holds the answer to the asked unit (dollars) and compares "
        "the bare number 895 with 8.95 would reject it",
    ),
    "ok_g_tank_unit_hmin": (
        "accept",
        "`<answer>1 hour 15 minutes</answer>` where minutes are asked: 1 h 15 min is exactly 75 "
        "minutes, a time of the asked kind written in mixed units, an equal value in another form. "
        "A reader who requires the number in the asked unit would reject it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam246", CASES, [], DECISIONS)
