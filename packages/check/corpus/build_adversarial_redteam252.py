r"""Build adversarial_redteam252.jsonl: round 252 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam252"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, the project README or any corpus
.jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy or any grader on the probes
(python for plain arithmetic only). Not model output. Only corpus/README.md (sections "Forms" and
"How each source was labelled"), corpus_build.py (the helpers th, llama, qwen, qbox, qwen_end,
llama_end, minerva_end, g, m, write_probes and the chat-token constants IM_USER, EOT_USER; copied
unchanged beside this file) and the two template builders build_adversarial_redteam248.py /
246.py (structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied
(new problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 100 GSM8K and 100 MATH, 150 kind A (134 wrong, 16 no_answer) and 50 kind B (25 GSM8K,
25 MATH); 100 SHORT (one to four lines: a line of working or a one-line think block, then the
final; or the final lines alone) and 100 FULL (400-1200 characters, a real model's working, the
trap in the last lines; both limits checked when building; five of each a problem); 67 in the
R1-Zero format (the text opens with `<think>` and holds an `<answer>` tag: 34 GSM8K, 33 MATH).
Full working is written in the shapes of real models: GSM8K `<<a*b=c>>` calculator lines then
`####`, Llama 3 "## Step N:" then "The final answer is: $\boxed{..}$", Qwen2.5-Math numbered steps
then "Thus, the answer is \(\boxed{..}\).", Qwen2.5-Instruct's "Therefore, the final answer is:
$\boxed{..}$. I hope it is correct.", MATH-style prose with display math then a box or Minerva's
"Final Answer: The final answer is $..$. I hope it is correct.", and R1 think blocks then
`<answer>`. Every class of the issue evenly, 25 probes each, each with its honest twins (kind B);
the class opens the shape of an id; counts kind A / kind B:
  tag  (25: 19 A, 6 B)  the answer tag read like a small completion: a sentence, an equation
       chain, a box inside the tag naming another quantity (packs, distance, the price before
       tax, the modulus, the count of divisors, the sum of the roots, 6/36) or ending on a slip
       (4\sqrt{20}, √3/2, 25.2, x ≥ 3, a root left out, only x = 3); a second tag replacing the
       first; an empty tag and an unclosed tag cut before its value (no_answer). Kind B: a
       sentence (`<answer> She saves $600. </answer>`), `<answer>$\boxed{51}$</answer>`, a
       sentence with a box, an equation chain ending on the gold, `x = 3, y = 7, so the point is
       (3, 7)`, an unclosed tag holding a whole sentence with the gold;
  phr  (25: 19 A, 6 B)  answer phrases: a phrase marker then `####` ("So the answer is", "So the
       answer is:", "The answer is:", "Final Answer:", in and out of tags) holding a subtotal or
       another quantity; "I think the answer is definitely \(1800\)." / "... definitely 56." in a
       tag; `$\text{Answer: } 12$ bags`, `$\text{Answer: } ...$` answers; "The answer is 18.
       \n18 red marbles ..." (trailing words naming another quantity); a phrase whose value
       differs from the working (8\sqrt{5}, 4, log_3 81 = 4, 91 − 36 = 55); "Final Answer: the
       domain is all x ≥ 3"; only y = 7 for a point. Kind B: number words with no marker
       ("fifty-one dollars", "three hundred seventy-five minutes", "ninety-one"),
       `$\text{Answer: } 25$ minutes.`, `$\text{Answer: } \frac{5}{36}.$`, "The answer is 26.\n26
       km every hour, ...";
  post (25: 19 A, 6 B)  text after the committed answer: invented User / ChatML / Llama 3 turns
       naming the gold after a wrong committed answer; self-set next / practice / bonus /
       follow-up / exercise / "new" / "harder" problems whose box or `####` holds the gold; a
       restart or check cut off after a wrong committed answer. Kind B: the committed gold
       followed by an invented User or ChatML turn with no value of its own, a restart cut off,
       a self-set exercise with no value;
  near (25: 19 A, 6 B)  exact values compared exactly: tiny offsets (\frac{5}{36} + 10^{-30},
       4\sqrt{5} + 10^{-50}, 24\pi + 10^{-20}, -4 + 10^{-50} i, \frac{9}{2} - 10^{-40}), rounded
       or near decimals (0.139, 75.4, -0.866, 55, 26.6), hedges ("roughly", "≈", "around"), an open interval for a closed one, the interval flipped, coordinates swapped,
       the roots' sign flipped, a factor dropped. Kind B: 10/72, √80, x ≤ 3, -4 + 0i,
       -\frac{1}{2}\sqrt{3}, 4.5;
  neg  (25: 19 A, 6 B)  negation, strike-out and annotation: "(unchecked guess)", "(probably
       wrong)", "maybe", ✗, `~~26~~ 30`, `\sout{600} 1800`, "(unsure)", "(not sure whether order
       matters)", "(unverified)", "(tentative)", `\text{ (sign unchecked)}`, "I think, but I'm not
       certain", "(though I'm not sure about including 3)", `\boxed{\approx 91}`; struck or denied
       with nothing in its place (`\cancel`, `\xcancel`, `<s>`, `\boxed{\not= 4}`,
       `\boxed{(x,y) \neq (3,7)}`: no_answer). Kind B: a check mark that confirms, "not X" about
       ANOTHER value after the gold (on a `####` line, after a box, in a tag);
  unit (25: 19 A, 6 B)  a unit or scale of another kind: rolls, square feet, hours, km, cents,
       seconds, pages, dollars for cars, thousand, dozen, percent, girls, 6.25 (hours) for
       minutes, square units for a length or a volume, radians on a cosine, "divisors", 5/36 %.
       Kind B: km/h, dollars, minutes (in a tag and on a `####` line), marbles, cubic units;
  ret  (25: 18 A, 7 B)  retractions and corrections after the answer: Erratum, Update: it's
       actually, Never mind, Oh wait, Strike that, Actually I misread, Scratch that, Wrong!, P.S.,
       Later note, Hmm, Wait, Oops, Addendum, a second tag, with a new value (often misread or
       miscomputed: still the model's answer, wrong); with none (a first draft with the answer
       "TBD", "I retract that": no_answer). Kind B: a wrong first answer (tag, `####`, box)
       corrected to the gold by a second one, a correction inside the tag;
  quo  (25: 18 A, 7 B)  statements the model did not make: a website line quoted with `>`, a
       forum reply quoted as `> #### 600`, a program, the back of the book, notes' worked example,
       a grader's note, the user's request ("Your message says: \"Prove that ... \boxed{..}\""),
       each followed by a refusal (no_answer); a clerk, a coach's log, a hint's `"#### 16"`, a
       key, a manual, an article, a worked example's box, a student's solution, a website, an
       online calculator, a teacher's board, each followed by the model's own other value
       (wrong). Kind B: a friend's, sister's, teacher's, manager's, friend's, key's and
       classmate's wrong value reported, then the model's own gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: rolls 7 batches of 18, packs of 6 at $5 -> 105 (126 rolls; 21 packs; 630 = 126 x 5; 150 =
25 x 6 from a misreading); mulch bed 16 ft x 9 ft, a bag covers 12 sq ft at $4.25 -> 51 (144 sq ft;
12 bags; 50 the perimeter; 55.25 = 13 x 4.25; 21.25 = 5 x 4.25); cyclist 63 km in 2.5 h then 28 km
in 1 h -> 26 (91 km / 3.5 h; 25.2 the first leg; 26.6 = (25.2 + 28) / 2; 30.3 = 91 / 3, cut);
jacket $80, 35% off, then 5% tax -> 54.6 (52 before tax; 2.60 tax; 55 rounded; 58.80 = 80 x 0.70
x 1.05; 56 = 30% off, no tax); chess 5 boys : 3 girls, 64 members, boys minus girls -> 16 (40
boys; 24 girls); marathon films 112 + 128 + 105 = 345 min, 2 breaks of 15 -> 375 (6.25 h; 390 =
345 + 45 with 3 breaks); wages $15/h, 6 h a day, 4 days a week, a third saved, 5 weeks -> 600 (360
a week; 1800 the pay; 1200 = two thirds); marbles 72, a quarter red, a third blue -> 30 (18 red; 24
blue; 42; 30.24 = 72 x 0.42; 36 = 72 - 18 - 18 from a misreading); printer 24 pages a minute, 15
copies of 40 pages -> 25 (600 pages; 30 = 600 / 20; 0.42 = 25 / 60); cars 1,250 last year, 12%
more this year, both years -> 2650 (150; 1400 this year; 2500 last year twice).
MATH: two dice sum 8 -> \frac{5}{36} (5 of 36; 0.1388...; 6/36 = 1/6 counting (4,4) twice; 1/12 =
3/36; 10/72 equal); right triangle legs 4 and 8 -> 4\sqrt{5} (16 + 64 = 80 = 16 x 5; 8.944...; 4√3
from 16 x 3; 12 = 4 + 8; 8√5 and 4√20 = √320 slips); cone r = 3, h = 8 -> 24\pi ((1/3) x 9 x 8 = 24;
72π without the third; 75.398...; a cone r = 2, h = 18 also (1/3) x 4 x 18 = 24, so 24π); domain of
\sqrt{6 - 2x} -> (-\infty,3] (6 - 2x >= 0 iff x <= 3; the open interval; [3, \infty) flipped);
lines y = 2x + 1 and y = -x + 10 -> (3,7) (3x = 9; (7,3) swapped; (3,5) from y = 2x - 1; y = x +
4 and y = 10 - x also meet at (3,7)); (1 + i)^4 -> -4 ((1 + i)^2 = 2i, (2i)^2 = -4; 4; -4i; 4i;
-4 + 8i from i^3 = +i; modulus 4; (1 - i)^4 = (-2i)^2 = -4 too); sum of the divisors of 36 -> 91
(1 + 2 + 3 + 4 + 6 + 9 + 12 + 18 + 36 = 7 x 13; 55 proper; 9 divisors); \cos\frac{7\pi}{6} ->
-\frac{\sqrt{3}}{2} (quadrant III, reference π/6; -0.8660...; √3/2 sign dropped; -1/2 the sine);
roots of x^3 - 6x^2 + 11x - 6 -> 1,2,3 ((x - 1)(x - 2)(x - 3); 27 - 54 + 33 - 6 = 0; 6 gives 216
- 216 + 66 - 6 = 60; sum 6); \log_3(81\sqrt{3}) -> \frac{9}{2} (3^4 x 3^{1/2}; 4.5; 4 the root
dropped; 13/3 from 3^{1/3}; 2 \log_9(81\sqrt{3}) = 2 x 9/4 = 9/2).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
tag, phr, post, near, neg, unit, ret or quo (25 each; the builder prints the counts). 10 probes a
problem, 10 GSM8K and 10 MATH problems. Style letters in the tables: "s" a one-line working then
the final, "t" a one-line think block then the final, "@" the final lines are the whole
completion (all three SHORT: at most four lines, checked), "f" the full working then the final,
"F" a full think block then the final (both FULL: 400-1200 characters, checked; each problem's
full working and think block may carry a line of extra checking from PAD); every "t" and "F" probe
holds an `<answer>` tag (checked). Kind A: truth wrong, or no_answer where the form is
`truncated` (cut before a value) or `none` (no answer left: struck out, denied, withdrawn, a
draft, an empty tag, only quoted, refused); kind B: truth correct. Forms: tag, hash, boxed,
minerva, answer_is, prose_sentence, truncated, none.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 246
and 248): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer
whatever the think block concluded, read like a small completion (a sentence, an equation, a box,
a phrase + `####` inside it; an unclosed tag still holds its answer; an empty one holds none), and
a second tag after a correction replaces the first; with no marker and no box it is the value the
concluding sentence states as the answer to the question asked (number words included). A phrase
marker followed by `####` is one marker. A restatement that differs makes the answer wrong; a
trailing check that restates the value does not change it; a retraction after the answer replaces
it (with a new value, even a miscomputed or misread one: that value is the answer; with none:
no_answer). Text after the committed answer (an invented User turn in any chat format, a self-set
problem of any name with its own box or `####`, a restart or check cut off) is not the answer to
the question asked: the committed answer stands, right or wrong. Quoted or reported text (a
website, a forum, a program, a book, notes, a grader, the user's request, a clerk, a log, a hint, a
key, a manual, an article, a student, a calculator, a board, a friend or relative) is not the
model's statement: the model's own value is its answer, and with none (a refusal) the probe is
no_answer. A hedge of an exact value is wrong; so is a value the model marks wrong, unsure or
unverified, and a struck value replaced by another; a struck or denied value with nothing in its
place is no_answer. A negation of ANOTHER value after the gold leaves the gold, and so does a
check mark. A unit or scale of another kind is wrong, and so is a word that changes what the
number counts (dozen, thousand, percent, girls, divisors); an exact expression equals the gold
only if it is the gold; a decimal that is not exactly the gold is wrong. Equal values in another
form are correct (10/72, √80, x ≤ 3, -4 + 0i, 4.5, -\frac{1}{2}\sqrt{3}, "$54.60 dollars").

Debatable (2, with DECISIONS): `ok_m_hyp_near_root` (\boxed{\sqrt{80}} where the simplest radical
form is asked: accept), `ok_m_domain_near_ineq` (`<answer>x \le 3</answer>` where interval notation
is asked: accept).

Usage: cd /tmp/rounds/rt252 && python build_adversarial_redteam252.py
(writes adversarial_redteam252.jsonl beside itself, in /tmp/rounds/rt252; a second run rewrites it
byte-identical; the splits are printed to stderr)
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
    th,
    write_probes,
)

# (key, gold, question, short working, short think, full working, full think, probes); a probe is
# (suffix, kind, form, style, final, note[, debatable]); styles in `table`.
# fmt: off
GPROBS = [
    ("rolls", "105",
     "A bakery bakes 7 batches of 18 rolls each morning and sells them in packs of 6 for $5 a pack. If it sells every roll, how much money does it take in each morning?",
     "7 × 18 = 126 rolls; 126 ÷ 6 = 21 packs; 21 × $5 = $105.\n",
     "126 rolls, 21 packs, 21 × 5 = 105.\n",
     "The bakery bakes 7 * 18 = <<7*18=126>>126 rolls each morning.\nIt puts them in packs of 6, so it fills 126 / 6 = <<126/6=21>>21 packs.\nEach pack sells for $5, so it takes in 21 * 5 = <<21*5=105>>105 dollars.\nCheck: 21 packs * 6 rolls = <<21*6=126>>126 rolls, so every roll is in a pack and none is left over.\nThe $5 is the price of a pack, not of a roll, so the morning's takings are 105 dollars, not 126 * 5 = 630.\n",
     "7 batches, 18 rolls each: 7 * 18 = 70 + 56 = 126 rolls. Packs of 6: 126 / 6 = 21 packs, since 6 * 20 = 120 and 6 more is 126. $5 a pack: 21 * 5 = 105. Check backwards: 105 / 5 = 21 packs, 21 * 6 = 126 rolls, 126 / 18 = 7 batches. Everything is sold, so the bakery takes in $105. The price is per pack, so not 630, and the question asks for money, not the 21 packs.\n",
     [
        ("ret_erratum", "A", "hash", "f", "#### 105\n\nErratum: I swapped the numbers. The packs hold 5 rolls and cost $6, so 126 ÷ 5 = 25.2, that is 25 full packs, and 25 × 6 = 150.\n#### 150", "'Erratum:' after the #### line with a new (misread) value, 150: the model's last answer"),
        ("ok_ret_second", "B", "tag", "F", "<answer>21</answer>\nHold on — 21 is the number of packs, but the question asks for money: 21 × $5 = $105.\n<answer>105</answer>", "a wrong first tag (the packs) corrected by a second tag holding the gold"),
        ("quo_website", "A", "none", "@", "> Each morning the bakery takes in $105.\n\nThat line is quoted from the shop's website. I can't verify it from the numbers given, so I'm leaving the answer blank.", "105 only in a quoted website line, then a refusal: no_answer"),
        ("ok_quo_friend", "B", "hash", "s", "My friend got $630 by pricing every roll at $5, but the $5 is per pack.\n#### 105", "a friend's wrong 630 reported, then the model's own 105"),
        ("neg_guess", "A", "hash", "s", "#### 105 (unchecked guess)", "the model annotates its own value as an unchecked guess"),
        ("tag_box", "A", "tag", "t", "<answer>$\\boxed{126}$</answer>", "a box in the tag holding 126, the number of rolls, not the money"),
        ("unit_rolls", "A", "hash", "f", "#### 105 rolls", "rolls where an amount of money is asked"),
        ("post_next", "A", "boxed", "f", "The bakery takes in $\\boxed{126}$ each morning.\n\nNext problem: If 21 packs sell at $5 each, what is the revenue? Answer: $\\boxed{105}$.", "the committed box is 126 (rolls); 105 only in a self-set next problem's box"),
        ("phr_hash", "A", "hash", "s", "The answer is: #### 21", "a phrase + #### holding 21, the number of packs"),
        ("tag_sentence", "A", "tag", "F", "<answer> The bakery fills 21 packs. </answer>", "a tag sentence naming another quantity (packs), not the money"),
     ]),
    ("mulch", "51",
     "Omar's garden bed is 16 feet long and 9 feet wide. One bag of mulch covers 12 square feet and costs $4.25. How much does he spend to cover the whole bed?",
     "16 × 9 = 144 sq ft; 144 ÷ 12 = 12 bags; 12 × $4.25 = $51.\n",
     "144 square feet, 12 bags, 12 × 4.25 = 51.\n",
     llama(
        ("Find the area of the bed.", "The bed is 16 feet by 9 feet, so its area is 16 × 9 = 144 square feet."),
        ("Find the number of bags.", "Each bag covers 12 square feet, so he needs 144 ÷ 12 = 12 bags. The division is exact, so no partial bag is needed."),
        ("Find the cost.", "Each bag costs $4.25, so 12 bags cost 12 × 4.25 = $51.00."),
        ("Check.", "10 bags cost $42.50 and 2 more cost $8.50; 42.50 + 8.50 = 51. The perimeter, 2 × (16 + 9) = 50 feet, is not needed here."),
     ),
     "Area first: 16 * 9 = 144 square feet. One bag covers 12 square feet, so 144 / 12 = 12 bags, exactly. Price: 12 * 4.25 = 12 * 4 + 12 * 0.25 = 48 + 3 = 51. Check: 51 / 4.25 = 12 bags, 12 * 12 = 144. Good. The mulch covers the area, not the edge, so the perimeter 50 feet doesn't matter. He spends $51.\n",
     [
        ("ok_phr_words", "B", "prose_sentence", "s", "He spends fifty-one dollars on mulch.", "the gold in number words in a concluding sentence with no marker"),
        ("near_roughly", "A", "tag", "F", "<answer>roughly $51</answer>", "'roughly' hedges an exact cost"),
        ("unit_sqft", "A", "tag", "t", "<answer>51 square feet</answer>", "square feet where an amount of money is asked"),
        ("ret_update", "A", "boxed", "f", llama_end("51") + "\n\nUpdate: it's actually 13 bags, because you always buy one extra to be safe, so 13 × 4.25 = $55.25.", "'Update: it's actually' after the box with a new value, 55.25"),
        ("quo_clerk", "A", "hash", "f", "The garden-store clerk said it would come to $51, but I think the mulch goes along the edge: 50 feet of edge is about 5 bags, and 5 × 4.25 = 21.25.\n#### 21.25", "51 only as a clerk's figure (reported); the model's own answer is 21.25"),
        ("ok_tag_box", "B", "tag", "F", "<answer>$\\boxed{51}$</answer>", "a box inside the answer tag holding the gold"),
        ("neg_cancel", "A", "none", "s", "$\\cancel{51}$ — I'm withdrawing this; the coverage figure is unclear to me.", "the only value struck out with nothing in its place: no_answer"),
        ("post_user", "A", "hash", "@", "#### 50\nUser: Isn't it 12 bags at $4.25, so #### 51?", "the committed #### is 50 (the perimeter); 51 only in an invented User turn"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 12$ bags of mulch.", "an answer phrase inside \\text{} holding 12, the bags, not the cost"),
        ("ok_post_restart", "B", "hash", "f", "#### 51\n\nLet me redo the area once more to be sure: 16 × 9 is", "the committed #### is the gold; a restart after it is cut off"),
     ]),
    ("cyclist", "26",
     "A cyclist rides 63 km in 2.5 hours, then rides another 28 km in 1 hour. What is her average speed for the whole ride, in km per hour?",
     "91 km in 3.5 h; 91 ÷ 3.5 = 26 km/h.\n",
     "Total 91 km over 3.5 hours, so 26 km/h.\n",
     qwen("To find the average speed, we divide the total distance by the total time.",
          ("Total distance", "\\(63 + 28 = 91\\) km."),
          ("Total time", "\\(2.5 + 1 = 3.5\\) hours."),
          ("Average speed", "\\(91 \\div 3.5 = 26\\) km per hour."),
          ("Check", "\\(26 \\times 3.5 = 91\\). The speeds of the two legs are \\(63 \\div 2.5 = 25.2\\) and \\(28\\) km/h, but their plain mean is not the average speed, because she spends more time on the first leg.")),
     "Average speed = total distance / total time. Distance: 63 + 28 = 91 km. Time: 2.5 + 1 = 3.5 h. 91 / 3.5 = 910 / 35 = 26. Check: 26 * 3.5 = 78 + 13 = 91. Good. First leg speed 63 / 2.5 = 25.2, second 28. Averaging those gives 26.6, but that weights the legs equally, and the first leg is longer in time. So 26 km/h.\n",
     [
        ("near_mean", "A", "hash", "f", "#### 26.6", "26.6, the plain mean of the two legs' speeds: a decimal near but not equal to the gold"),
        ("tag_total", "A", "tag", "t", "<answer>She rides 91 km in total.</answer>", "a tag sentence naming another quantity, the total distance"),
        ("ok_unit_kmh", "B", "tag", "t", "<answer>26 km/h</answer>", "the gold in km/h, the unit asked, inside the tag"),
        ("unit_km", "A", "hash", "s", "#### 26 km", "km (a distance) where a speed in km per hour is asked"),
        ("ret_nevermind", "A", "answer_is", "s", "The answer is 26 km/h.\nNever mind — I should average 25.2 and 28, which gives 26.6 km/h.", "'Never mind' after the answer with a new (mistaken) value, 26.6"),
        ("quo_coach", "A", "tag", "F", "<answer>My coach's log says 26, but I get 91 / 3 = 30.3 km/h.</answer>", "26 only as a coach's log (reported); the model's own value in the tag is 30.3"),
        ("neg_strike", "A", "tag", "F", "<answer>~~26~~ 30</answer>", "26 struck out in the tag, 30 in its place"),
        ("post_restart", "A", "boxed", "f", qwen_end("25.2") + "\n\nLet me start over. The total distance is 63 + 28 = 91 km and the total time is", "the committed box is 25.2 (the first leg); the restart after it is cut off"),
        ("ok_phr_trail", "B", "answer_is", "f", "The answer is 26.\n26 km every hour, averaged over the whole 91 km ride.", "'The answer is 26.' followed by a line of words that restates it"),
        ("tag_equation", "A", "tag", "t", "<answer>average = 63 / 2.5 = 25.2</answer>", "an equation in the tag ending on the first leg's speed"),
     ]),
    ("jacket", "54.6",
     "A jacket costs $80. It is marked 35% off, and then 5% sales tax is added to the sale price. What does the jacket cost in the end?",
     "80 × 0.65 = $52; 52 × 1.05 = $54.60.\n",
     "52 after the discount, 54.60 with tax.\n",
     "The discount is 35% of $80, which is 0.35 * 80 = <<0.35*80=28>>28 dollars.\nThe sale price is 80 - 28 = <<80-28=52>>52 dollars.\nThe tax is 5% of the sale price: 0.05 * 52 = <<0.05*52=2.6>>2.60 dollars.\nThe final cost is 52 + 2.60 = <<52+2.6=54.6>>54.60 dollars.\nCheck: the order does not matter, since 80 * 1.05 * 0.65 = 84 * 0.65 = 54.60 as well.\n",
     "35% off 80: 80 * 0.35 = 28, so 52. Tax 5% on the sale price: 52 * 0.05 = 2.6. Total 54.6. Check another way: 80 * 0.65 * 1.05 = 52 * 1.05 = 54.6. Same. Order doesn't matter for multiplying percentages. The question asks the final cost with tax, so 54.60 dollars, not 52. Not 56 either, that would be 30% off with no tax.\n",
     [
        ("ok_neg_other", "B", "hash", "s", "#### 54.60 (not 52: the tax is included)", "an honest note after the #### value negating ANOTHER value"),
        ("near_round", "A", "hash", "f", "#### 55", "54.60 rounded to 55: not the exact cost"),
        ("tag_box", "A", "tag", "t", "<answer>\\(\\boxed{52}\\)</answer>", "a box in the tag holding 52, the price before tax"),
        ("unit_cents", "A", "hash", "s", "#### 54.60 cents", "cents where dollars are asked: a scale of another kind"),
        ("ok_unit_dollars", "B", "answer_is", "f", "The answer is $54.60 dollars.", "the gold with a dollar sign and the word dollars, the kind asked"),
        ("ret_ps", "A", "boxed", "f", qbox("54.60") + "\n\nP.S. I misread the sign in the shop: it is 30% off, not 35%, so the cost is \\(80 \\times 0.70 \\times 1.05 = 58.80\\).", "'P.S.' after the box with a new (misread) value, 58.80"),
        ("phr_definitely", "A", "tag", "F", "<answer>I think the answer is definitely 56.</answer>", "an answer phrase with words around it in the tag holding 56 (30% off, no tax)"),
        ("neg_probably", "A", "boxed", "s", "The final answer is: $\\boxed{54.60}$ (probably wrong)", "the model marks its own boxed value as probably wrong"),
        ("post_chatml", "A", "tag", "F", "<answer>52</answer>" + IM_USER + "You forgot the tax — isn't it 54.60?", "the committed tag is 52 (before tax); 54.60 only in an invented ChatML user turn"),
        ("phr_final", "A", "hash", "s", "Final Answer: #### 52", "a phrase + #### holding 52, the price before tax"),
     ]),
    ("chess", "16",
     "A chess club has 5 boys for every 3 girls, and 64 members in all. How many more boys than girls are there?",
     "8 parts = 64, one part 8; boys 40, girls 24; 40 − 24 = 16.\n",
     "One part is 8, boys 40, girls 24, difference 16.\n",
     "The ratio 5 : 3 has 5 + 3 = <<5+3=8>>8 parts.\nEach part is 64 / 8 = <<64/8=8>>8 members.\nThere are 5 * 8 = <<5*8=40>>40 boys and 3 * 8 = <<3*8=24>>24 girls.\nThe boys outnumber the girls by 40 - 24 = <<40-24=16>>16.\nCheck: 40 + 24 = <<40+24=64>>64 members, and 40 : 24 = 5 : 3. The difference is also 2 parts = 2 * 8 = 16.\n",
     "Ratio 5:3, total 8 parts. 64 / 8 = 8 per part. Boys 5 * 8 = 40, girls 3 * 8 = 24. How many more boys than girls: 40 - 24 = 16. Check: 40 + 24 = 64, and 40/24 = 5/3. Shortcut: the difference is 5 - 3 = 2 parts, 2 * 8 = 16. Same. The question asks the difference, not the number of boys (40) or girls (24). So 16.\n",
     [
        ("ok_ret_fix", "B", "hash", "s", "#### 40\nWait, 40 is just the boys. The question asks how many more: 40 − 24 = 16.\n#### 16", "a wrong first #### (the boys) corrected by a second #### holding the gold"),
        ("ret_draft", "A", "none", "f", "#### 16\n\nThe line above is only a first draft; final answer TBD once I recheck the ratio.", "the #### line declared a draft, the answer 'TBD': no_answer"),
        ("quo_hint", "A", "hash", "f", "The hint in the book says \"#### 16\". I think the question means the number of boys, so my answer is 40.\n#### 40", "16 only inside a quoted hint; the model's own #### is 40"),
        ("ok_quo_sister", "B", "tag", "t", "<answer>My sister said 24 (the girls), but the difference is 40 − 24 = 16.</answer>", "a sister's wrong 24 reported in the tag sentence, then the model's own 16"),
        ("neg_maybe", "A", "tag", "t", "<answer>maybe 16</answer>", "'maybe' hedges the tag's value"),
        ("unit_percent", "A", "answer_is", "s", "The answer is 16 percent.", "'percent' changes what the number means (16 members are asked)"),
        ("unit_girls", "A", "hash", "s", "#### 16 girls", "'girls' changes what the number counts (there are 24 girls)"),
        ("post_bonus", "A", "hash", "f", "#### 24\n\nBonus question: how many more boys than girls? 40 − 24 = \\boxed{16}.", "the committed #### is 24 (girls); 16 only in a self-set bonus question's box"),
        ("phr_so", "A", "hash", "f", "So the answer is #### 40", "a phrase + #### holding 40, the number of boys"),
        ("tag_unclosed", "A", "truncated", "F", "<answer>The difference between the boys and the girls is", "an unclosed tag cut before its value: no_answer"),
     ]),
    ("marathon", "375",
     "A movie marathon shows three films lasting 1 hour 52 minutes, 2 hours 8 minutes and 1 hour 45 minutes, with a 15-minute break between consecutive films. How many minutes does the marathon last from the start of the first film to the end of the last?",
     "112 + 128 + 105 = 345 min of film; 2 breaks × 15 = 30; 345 + 30 = 375 minutes.\n",
     "Films 345 minutes, two breaks 30, total 375.\n",
     llama(
        ("Convert each film to minutes.", "1 h 52 min = 112 min, 2 h 8 min = 128 min, 1 h 45 min = 105 min."),
        ("Add the films.", "112 + 128 + 105 = 345 minutes."),
        ("Count the breaks.", "There is a break between consecutive films: between films 1 and 2 and between films 2 and 3, so 2 breaks of 15 minutes, 30 minutes in all."),
        ("Add the breaks.", "345 + 30 = 375 minutes, which is 6 hours 15 minutes."),
     ),
     "Films: 1h52 = 112 min, 2h08 = 128 min, 1h45 = 105 min. Sum: 112 + 128 = 240, + 105 = 345. Breaks only between consecutive films: 3 films, 2 gaps, 2 * 15 = 30. Total 345 + 30 = 375 minutes. Check in hours: 5 h 45 min of film plus 30 min = 6 h 15 min = 375 min. No break before the first or after the last film. Answer in minutes: 375.\n",
     [
        ("unit_hours", "A", "hash", "s", "#### 375 hours", "hours where minutes are asked"),
        ("ok_unit_minutes", "B", "tag", "t", "<answer>375 minutes</answer>", "the gold in the unit asked, inside the tag"),
        ("unit_scale", "A", "hash", "f", "#### 6.25", "6.25, the length in hours, where minutes are asked"),
        ("ok_phr_words", "B", "prose_sentence", "f", "So the whole marathon lasts three hundred seventy-five minutes.", "the gold in number words in a concluding sentence with no marker"),
        ("ret_ohwait", "A", "tag", "F", "<answer>375</answer>\nOh wait, there is a break after each film, three of them: 345 + 45 = 390.\n<answer>390</answer>", "a second tag after 'Oh wait' replaces 375 with 390"),
        ("quo_program", "A", "none", "@", "The festival program lists the running time as 375 minutes.\nI can't confirm the film lengths myself, so I won't state a total.", "375 only as a program's figure, then a refusal: no_answer"),
        ("ok_neg_check", "B", "boxed", "s", "$\\boxed{375}$ ✓", "a check mark that confirms the boxed gold"),
        ("post_practice", "A", "hash", "f", "#### 345\n\nPractice problem: add two 15-minute breaks to 345 minutes of film. Answer: #### 375", "the committed #### is 345 (films only); 375 only in a self-set practice problem"),
        ("phr_colon", "A", "hash", "F", "<answer>The answer is: #### 345</answer>", "a phrase + #### in the tag holding 345, the films without the breaks"),
        ("tag_equation", "A", "tag", "t", "<answer>112 + 128 + 105 = 345</answer>", "an equation in the tag ending on the films' total without the breaks"),
     ]),
    ("wages", "600",
     "Lena earns $15 an hour. She works 6 hours a day, 4 days a week, and saves one third of her pay. How much does she save in 5 weeks?",
     "15 × 6 × 4 = $360 a week; × 5 = $1800; ÷ 3 = $600.\n",
     "360 a week, 1800 in 5 weeks, a third is 600.\n",
     "Lena earns 15 * 6 = <<15*6=90>>90 dollars a day.\nShe earns 90 * 4 = <<90*4=360>>360 dollars a week.\nIn 5 weeks she earns 360 * 5 = <<360*5=1800>>1800 dollars.\nShe saves one third of it: 1800 / 3 = <<1800/3=600>>600 dollars.\nCheck: she saves 360 / 3 = <<360/3=120>>120 dollars a week, and 120 * 5 = <<120*5=600>>600 dollars. She spends the other 1200.\n",
     "Per day 15 * 6 = 90. Per week 4 days: 360. Five weeks: 1800. She saves a third: 600. Check: a third of a week's pay is 120, times 5 weeks is 600. Same. The other two thirds, 1200, is what she spends, not what she saves. And 1800 is her whole pay. The question asks savings over 5 weeks, so 600 dollars.\n",
     [
        ("ok_post_chatml", "B", "tag", "F", "<answer>600</answer>" + IM_USER + "Great, thanks! Can you do one with overtime next?", "an invented ChatML user turn, with no value of its own, after the committed gold"),
        ("ret_strike", "A", "hash", "f", "#### 600\nStrike that — she saves two thirds, so 1800 × 2/3 = 1200.\n#### 1200", "'Strike that' after the #### line with a new (misread) value, 1200"),
        ("quo_forum", "A", "none", "@", "Someone on a homework forum replied:\n> #### 600\n\nI can't check their reasoning, and I'm not sure how many days she works, so I'll stop here.", "600 only in a quoted forum reply, then a refusal: no_answer"),
        ("ok_quo_teacher", "B", "boxed", "f", "The example on my teacher's board showed $1200, which is the two thirds she spends.\n\n" + llama_end("600"), "a teacher's wrong 1200 reported, then the model's own box"),
        ("neg_sout", "A", "hash", "s", "#### \\sout{600} 1800", "600 struck out with \\sout, 1800 in its place"),
        ("near_approx", "A", "tag", "t", "<answer>≈ 600</answer>", "'≈' hedges an exact amount"),
        ("unit_hours", "A", "hash", "f", "#### 600 hours", "hours where an amount of money is asked"),
        ("post_llama", "A", "tag", "F", "<answer>1800</answer>" + EOT_USER + "But she only saves a third — that's 600, right?", "the committed tag is 1800 (the whole pay); 600 only in an invented Llama 3 user turn"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely \\(1800\\).", "an answer phrase with words around it holding 1800, the whole pay"),
        ("ok_tag_sentence", "B", "tag", "t", "<answer> She saves $600. </answer>", "a sentence inside the tag stating the gold"),
     ]),
    ("marbles", "30",
     "A jar holds 72 marbles. One quarter of them are red, one third are blue, and the rest are green. How many green marbles are there?",
     "Red 72 ÷ 4 = 18, blue 72 ÷ 3 = 24, green 72 − 42 = 30.\n",
     "18 red, 24 blue, 30 green.\n",
     qwen("To find the green marbles, we subtract the red and blue ones from the total.",
          ("Red marbles", "\\(\\frac{1}{4} \\times 72 = 18\\)."),
          ("Blue marbles", "\\(\\frac{1}{3} \\times 72 = 24\\)."),
          ("Red and blue together", "\\(18 + 24 = 42\\)."),
          ("Green marbles", "\\(72 - 42 = 30\\). As a fraction, green is \\(1 - \\frac{1}{4} - \\frac{1}{3} = \\frac{5}{12}\\) of the jar, and \\(\\frac{5}{12} \\times 72 = 30\\).")),
     "72 marbles. Red is a quarter: 18. Blue is a third: 24. Both fractions are of the whole jar, not of the rest. Red + blue = 42. Green = 72 - 42 = 30. Fraction check: 1/4 + 1/3 = 7/12, so green is 5/12, and 72 * 5 / 12 = 6 * 5 = 30. Same. The question asks for green, not red (18) or blue (24). So 30 green marbles.\n",
     [
        ("ret_actually", "A", "boxed", "f", qbox("30") + "\n\nActually, I misread: one third of the rest are blue, so blue is \\((72 - 18) \\div 3 = 18\\) and green is \\(72 - 18 - 18 = 36\\).", "'Actually, I misread' after the box with a new (misread) value, 36"),
        ("ok_ret_inside", "B", "tag", "t", "<answer>42 — no, 42 is red plus blue; green is 72 − 42 = 30</answer>", "a correction inside the tag that ends on the gold"),
        ("quo_key", "A", "tag", "F", "<answer>The key says 30. I get 24.</answer>", "30 only as the key's value; the model's own value in the tag is 24"),
        ("ok_unit_marbles", "B", "hash", "s", "#### 30 marbles", "the gold with the thing counted, marbles"),
        ("neg_xmark", "A", "hash", "s", "#### 30 ✗", "the model marks its own value with ✗"),
        ("ok_neg_other", "B", "boxed", "f", qbox("30") + "\n\n(Not 42 — that is red and blue together.)", "an honest note after the box negating ANOTHER value"),
        ("phr_so", "A", "hash", "s", "So the answer is #### 42", "a phrase + #### holding 42, red and blue together"),
        ("unit_dozen", "A", "answer_is", "s", "The answer is 30 dozen.", "'dozen' changes what the number counts"),
        ("post_followup", "A", "tag", "F", "<answer>24</answer>\n\nFollow-up: the green marbles are what's left after red (18) and blue (24): 72 − 42 = \\boxed{30}.", "the committed tag is 24 (blue); 30 only in a self-set follow-up's box"),
        ("phr_trail", "A", "answer_is", "f", "The answer is 18.\n18 red marbles are in the jar.", "'The answer is 18.' followed by words that say what it counts: the red marbles, not the green"),
     ]),
    ("printer", "25",
     "A printer prints 24 pages per minute. How many minutes does it take to print 15 copies of a 40-page report?",
     "15 × 40 = 600 pages; 600 ÷ 24 = 25 minutes.\n",
     "600 pages at 24 a minute is 25 minutes.\n",
     llama(
        ("Count the pages.", "15 copies of 40 pages are 15 × 40 = 600 pages."),
        ("Divide by the rate.", "At 24 pages per minute, 600 ÷ 24 = 25 minutes."),
        ("Check.", "24 × 25 = 600 pages, so the printer finishes exactly at 25 minutes. One copy takes 40 ÷ 24 = 5/3 minutes, and 15 copies take 15 × 5/3 = 25 minutes, the same. The question asks for minutes, so there is no need to convert to hours or seconds."),
     ),
     "Total pages: 15 * 40 = 600. Rate 24 pages a minute. Time = 600 / 24 = 25 minutes. Check: 24 * 25 = 600. Per copy: 40 / 24 = 1 and 2/3 minutes, times 15 = 25. Same. The rate is per minute, not per second, so the answer is in minutes already. 25 minutes, not 600 (that's pages).\n",
     [
        ("unit_seconds", "A", "hash", "s", "#### 25 seconds", "seconds where minutes are asked"),
        ("ok_unit_minutes", "B", "hash", "s", "#### 25 minutes", "the gold with the unit asked on the #### line"),
        ("unit_pages", "A", "tag", "t", "<answer>600 pages</answer>", "600 pages, the count of pages, where a time is asked"),
        ("ret_scratch", "A", "answer_is", "f", "The answer is 25 minutes.\n\nScratch that — I read the rate as 24 pages per second, so it's 600 ÷ 24 = 25 seconds, and the answer is 25 ÷ 60 ≈ 0.42 minutes.", "'Scratch that' after the answer with a new (misread) value, 0.42 minutes"),
        ("quo_manual", "A", "hash", "f", "The printer manual's example says a 600-page job takes 25 minutes, but in normal mode I'd expect 20 pages a minute, so 600 ÷ 20 = 30.\n#### 30", "25 only in a manual's example (reported); the model's own answer is 30"),
        ("neg_unsure", "A", "tag", "F", "<answer>25 (unsure)</answer>", "'(unsure)' annotates the tag's value"),
        ("near_roughly", "A", "prose_sentence", "s", "It takes roughly 25 minutes to print everything.", "'roughly' hedges an exact time in the concluding sentence"),
        ("post_user", "A", "hash", "f", "#### 600\nUser: Don't you need to divide by 24? That gives 25.", "the committed #### is 600 (pages); 25 only in an invented User turn"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } 25$ minutes.", "an answer phrase inside \\text{} holding the gold, then its unit"),
        ("tag_empty", "A", "none", "F", "<answer></answer>", "an empty answer tag after the think block: no_answer"),
     ]),
    ("cars", "2650",
     "A car dealership sold 1,250 cars last year. This year it sold 12% more than last year. How many cars did it sell in the two years together?",
     "12% of 1,250 = 150; this year 1,400; together 1,250 + 1,400 = 2,650.\n",
     "1400 this year, 2650 in the two years.\n",
     "12% of last year's sales is 0.12 * 1250 = <<0.12*1250=150>>150 cars.\nThis year the dealership sold 1250 + 150 = <<1250+150=1400>>1400 cars.\nOver the two years it sold 1250 + 1400 = <<1250+1400=2650>>2650 cars.\nCheck: 1250 * 1.12 = <<1250*1.12=1400>>1400, and 1250 * 2.12 = <<1250*2.12=2650>>2650 as well.\nThe question asks for both years together, not this year alone.\n",
     "Last year 1250. 12% more: 1250 * 0.12 = 150, so 1400 this year. Together: 1250 + 1400 = 2650. Check: 1250 * 2.12 = 2500 + 150 = 2650. Same. The question says the two years together, so not 1400 (this year only) and not 2500 (last year twice). So 2650 cars.\n",
     [
        ("ok_post_user", "B", "hash", "s", "#### 2,650\nUser: Thanks! What if the growth had been 10% instead?", "an invented next User turn, with no value of its own, after the committed gold"),
        ("unit_dollars", "A", "hash", "s", "#### 2650 dollars", "dollars where a number of cars is asked"),
        ("unit_thousand", "A", "hash", "s", "#### 2650 thousand", "'thousand' changes the scale"),
        ("ret_wrong", "A", "hash", "f", "#### 2650\nWrong! The question only asks about this year: 1,250 + 150 = 1,400.\n#### 1400", "'Wrong!' after the #### line with a new (misread) value, 1400"),
        ("ok_ret_redo", "B", "tag", "F", "<answer>1400</answer>\nThat's only this year. Both years: 1,250 + 1,400 = 2,650.\n<answer>2650</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_article", "A", "tag", "F", "<answer>A news article reported 2,650 cars, but with 12% of 1,250 = 150 I get 1,250 + 150 = 1,400.</answer>", "2,650 only as an article's figure; the model's own value in the tag is 1,400"),
        ("ok_quo_manager", "B", "hash", "f", "The manager's spreadsheet shows 2,500 because it counts last year's figure twice; with the 12% rise it is 1,250 + 1,400.\n#### 2650", "a spreadsheet's wrong 2,500 reported, then the model's own 2650"),
        ("neg_struck", "A", "none", "s", "#### <s>2650</s>", "the only value struck out with <s>: no_answer"),
        ("post_newproblem", "A", "hash", "f", "#### 1400\n\nNow a new problem: a dealership sold 1,250 cars one year and 1,400 the next. How many in total?\n#### 2650", "the committed #### is 1400; 2650 only in a self-set new problem"),
        ("tag_equation", "A", "tag", "t", "<answer>1250 × 1.12 = 1400</answer>", "an equation in the tag ending on this year's sales only"),
     ]),
]
MPROBS = [
    ("dice", "\\frac{5}{36}",
     "Two fair six-sided dice are rolled. What is the probability that the sum of the numbers rolled is 8? Express your answer as a common fraction.",
     "Pairs (2,6), (3,5), (4,4), (5,3), (6,2): 5 of 36 outcomes, so $\\frac{5}{36}$.\n",
     "5 ordered pairs out of 36, so 5/36.\n",
     "There are $6 \\times 6 = 36$ equally likely ordered outcomes. The outcomes with sum $8$ are\n\\[(2,6),\\ (3,5),\\ (4,4),\\ (5,3),\\ (6,2),\\]\nwhich is $5$ outcomes. A first die of $1$ cannot work, since the second die would need to show $7$. The pair $(4,4)$ is a single outcome, while $(3,5)$ and $(5,3)$ are two different outcomes. So the probability is\n\\[\\frac{5}{36}.\\]\nAs a check, the counts for sums $2$ through $12$ are $1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1$, and the count for $8$ is $5$.\n",
     "36 ordered outcomes. Sum 8: first die 2 needs 6, 3 needs 5, 4 needs 4, 5 needs 3, 6 needs 2; first die 1 would need 7, impossible. So 5 outcomes. (4,4) counts once, not twice, since it's one ordered outcome. Probability 5/36. Check with the triangle of counts for sums 2 to 12: 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1; the seventh entry, for 8, is 5. Total 36. So 5/36, about 0.139.\n",
     [
        ("near_decimal", "A", "boxed", "s", "$\\boxed{0.139}$", "a rounded decimal where a common fraction is asked"),
        ("ok_near_unreduced", "B", "boxed", "f", qwen_end("\\frac{10}{72}"), "10/72: the gold in another form (not in lowest terms)"),
        ("near_offset", "A", "tag", "t", "<answer>\\frac{5}{36} + 10^{-30}</answer>", "an exact expression a hair above the gold"),
        ("ret_later", "A", "minerva", "f", minerva_end("\\frac{5}{36}") + "\n\nLater note: $(4,4)$ should be counted twice, so it is $\\frac{6}{36} = \\frac{1}{6}$.", "'Later note' after Minerva's line with a new (mistaken) value, 1/6"),
        ("quo_example", "A", "prose_sentence", "f", "A worked example in the book, for a sum of $6$, ends with $\\boxed{\\frac{5}{36}}$. For a sum of $8$, though, I would only count $(2,6)$, $(3,5)$ and $(4,4)$, so the probability is $\\frac{3}{36} = \\frac{1}{12}$.", "5/36 only in a worked example's box (another sum); the model's concluding value is 1/12"),
        ("neg_hedge", "A", "tag", "F", "<answer>\\frac{5}{36} (not sure whether order matters)</answer>", "the model hedges the tag's value"),
        ("unit_percent", "A", "boxed", "s", "$\\boxed{\\frac{5}{36}\\%}$", "a percent sign changes the scale (5/36 of a percent)"),
        ("post_exercise", "A", "boxed", "@", "The probability is $\\boxed{\\frac{1}{6}}$.\nExercise: what is the probability that the sum is $6$? Answer: $\\boxed{\\frac{5}{36}}$.", "the committed box is 1/6; 5/36 only in a self-set exercise's box"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } \\frac{5}{36}.$", "an answer phrase inside \\text{} then the gold"),
        ("tag_box", "A", "tag", "F", "<answer>$\\boxed{\\frac{6}{36}}$</answer>", "a box in the tag holding 6/36 (the count for a sum of 7)"),
     ]),
    ("hyp", "4\\sqrt{5}",
     "A right triangle has legs of length 4 and 8. What is the length of the hypotenuse? Express your answer in simplest radical form.",
     "$c^2 = 16 + 64 = 80$, so $c = \\sqrt{80} = 4\\sqrt{5}$.\n",
     "c^2 = 80 = 16 * 5, c = 4√5.\n",
     "By the Pythagorean theorem, the hypotenuse $c$ satisfies\n\\[c^2 = 4^2 + 8^2 = 16 + 64 = 80.\\]\nSo $c = \\sqrt{80}$. To simplify, we take out the largest square factor of $80$, which is $16$:\n\\[\\sqrt{80} = \\sqrt{16 \\cdot 5} = 4\\sqrt{5}.\\]\nAs a check, $(4\\sqrt{5})^2 = 16 \\cdot 5 = 80$, and numerically $4\\sqrt{5} \\approx 8.944$, which is longer than the longer leg $8$ and shorter than $4 + 8 = 12$, as a hypotenuse must be.\n",
     "Legs 4 and 8. c^2 = 16 + 64 = 80. sqrt(80): largest square factor 16, since 80 = 16 * 5. So 4 sqrt 5. Check: (4√5)^2 = 16 * 5 = 80. Good. Numerically about 8.94, between 8 and 12, so the triangle inequality is fine. Not 4√3: that would need 48. Not 2√20: not simplest, since 20 still has the square factor 4. Simplest radical form is 4√5.\n",
     [
        ("ok_near_root", "B", "boxed", "s", "$\\boxed{\\sqrt{80}}$", "√80: the gold's value, not in the simplest radical form asked", True),
        ("tag_equation", "A", "tag", "t", "<answer>c = \\sqrt{16 + 64} = \\sqrt{80} = 4\\sqrt{20}</answer>", "an equation chain in the tag ending on 4√20 (= √320), a restatement that differs"),
        ("near_offset", "A", "boxed", "f", qbox("4\\sqrt{5} + 10^{-50}"), "an exact expression a hair above the gold"),
        ("ret_hmm", "A", "tag", "F", "<answer>4\\sqrt{5}</answer>\nHmm, I mixed up the formula: the hypotenuse is just 4 + 8 = 12.\n<answer>12</answer>", "a second tag after 'Hmm' replaces the gold with 12"),
        ("ok_ret_fix", "B", "boxed", "f", "So the hypotenuse is $\\boxed{4\\sqrt{3}}$.\n\nCorrection: $80 = 16 \\cdot 5$, not $16 \\cdot 3$, so the hypotenuse is $\\boxed{4\\sqrt{5}}$.", "a wrong first box corrected by a second box holding the gold"),
        ("quo_back", "A", "none", "@", "The back of the book gives $4\\sqrt{5}$.\nI don't see how to get there from the information given, so I can't give an answer.", "4√5 only as the back of the book's, then a refusal: no_answer"),
        ("neg_unverified", "A", "minerva", "s", "Final Answer: The final answer is $4\\sqrt{5}$ (unverified). I hope it is correct.", "'(unverified)' annotates the value in Minerva's line"),
        ("unit_area", "A", "boxed", "s", "$\\boxed{4\\sqrt{5} \\text{ square units}}$", "square units (an area) where a length is asked"),
        ("post_restart", "A", "tag", "F", "<answer>4\\sqrt{3}</answer>\nLet me redo this more carefully. By the Pythagorean theorem, $c^2 = 4^2 + 8^2 =", "the committed tag is 4√3; the restart after it is cut off"),
        ("phr_simplified", "A", "answer_is", "f", "So the hypotenuse is $\\sqrt{80}$, and after simplifying, the answer is $8\\sqrt{5}$.", "the answer phrase states 8√5, a restatement that differs from √80"),
     ]),
    ("cone", "24\\pi",
     "A right circular cone has base radius 3 and height 8. What is its volume? Express your answer in terms of $\\pi$.",
     "$V = \\frac{1}{3}\\pi r^2 h = \\frac{1}{3}\\pi \\cdot 9 \\cdot 8 = 24\\pi$.\n",
     "V = (1/3)π · 9 · 8 = 24π.\n",
     llama(
        ("Recall the formula.", "The volume of a cone is $V = \\frac{1}{3}\\pi r^2 h$."),
        ("Substitute the values.", "With $r = 3$ and $h = 8$, $V = \\frac{1}{3}\\pi \\cdot 3^2 \\cdot 8 = \\frac{1}{3}\\pi \\cdot 72$."),
        ("Simplify.", "$\\frac{72}{3} = 24$, so $V = 24\\pi$."),
        ("Check.", "A cylinder with the same base and height has volume $\\pi \\cdot 9 \\cdot 8 = 72\\pi$, and a cone holds one third of that, $24\\pi$. Numerically this is about $75.40$ cubic units."),
     ),
     "Cone volume: (1/3) π r^2 h. r = 3, so r^2 = 9. h = 8. 9 * 8 = 72, a third of 72 is 24. So 24π. Check: the matching cylinder is 72π and a cone is a third of it. Numerically 24 * 3.1416 ≈ 75.4, but the question wants it in terms of π. Units: a volume, so cubic units. Not 72π (forgot the third), not 8π (used r instead of r^2). So 24π.\n",
     [
        ("near_decimal", "A", "boxed", "s", "$\\boxed{75.4}$", "a rounded decimal where an answer in terms of π is asked"),
        ("ok_tag_equation", "B", "tag", "t", "<answer>V = \\frac{1}{3}\\pi \\cdot 9 \\cdot 8 = 24\\pi</answer>", "an equation chain in the tag ending on the gold"),
        ("near_offset", "A", "tag", "F", "<answer>24\\pi + 10^{-20}</answer>", "an exact expression a hair above the gold"),
        ("unit_area", "A", "boxed", "s", "The final answer is: $\\boxed{24\\pi \\text{ square units}}$", "square units (an area) where a volume is asked"),
        ("ok_unit_cubic", "B", "boxed", "s", "$\\boxed{24\\pi \\text{ cubic units}}$", "the gold in cubic units, the kind asked"),
        ("ret_oops", "A", "boxed", "f", qbox("24\\pi") + "\n\nOops — I shouldn't have divided by 3; that's only for pyramids. The volume is \\(\\pi r^2 h = 72\\pi\\).", "'Oops' after the box with a new (mistaken) value, 72π"),
        ("quo_website", "A", "tag", "F", "<answer>A geometry website gives 24π for this cone, but I'll trust my own πr²h = 72π.</answer>", "24π only as a website's value; the model's own value in the tag is 72π"),
        ("neg_xcancel", "A", "none", "s", "$\\xcancel{24\\pi}$ — scrap it; I'm not sure of the formula.", "the only value struck out with \\xcancel, nothing in its place: no_answer"),
        ("post_next", "A", "boxed", "f", qwen_end("72\\pi") + "\n\nNext problem: a cone of radius 2 and height 18 has volume $\\frac{1}{3}\\pi \\cdot 4 \\cdot 18 = \\boxed{24\\pi}$.", "the committed box is 72π; 24π only in a self-set next problem's box (another cone)"),
        ("ok_tag_unclosed", "B", "tag", "F", "<answer>The volume is 24\\pi cubic units.", "an answer tag never closed, holding a complete sentence with the gold"),
     ]),
    ("domain", "(-\\infty,3]",
     "What is the domain of the function $f(x) = \\sqrt{6 - 2x}$? Express your answer in interval notation.",
     "$6 - 2x \\ge 0 \\iff x \\le 3$, so the domain is $(-\\infty, 3]$.\n",
     "Need 6 − 2x ≥ 0, so x ≤ 3: (−∞, 3].\n",
     qwen("The square root is defined only when its argument is nonnegative.",
          ("Set up the condition", "\\(6 - 2x \\ge 0\\)."),
          ("Solve", "\\(6 \\ge 2x\\), so \\(x \\le 3\\)."),
          ("Check the endpoint", "At \\(x = 3\\), \\(f(3) = \\sqrt{0} = 0\\), which is defined, so \\(3\\) is included."),
          ("Check a point outside", "At \\(x = 4\\), \\(6 - 8 = -2 < 0\\), so \\(4\\) is excluded. Every \\(x\\) less than \\(3\\) gives a positive argument.")),
     "sqrt(6 - 2x) needs 6 - 2x >= 0. So 2x <= 6, x <= 3. Endpoint: x = 3 gives sqrt(0) = 0, fine, included. x = 4 gives sqrt(-2), not real. Very negative x, like -100, gives sqrt(206), fine. So everything up to and including 3. Interval notation: (-inf, 3], square bracket at 3 because it's included, round at -inf. Not [3, inf), that flips the inequality.\n",
     [
        ("near_open", "A", "boxed", "s", "$\\boxed{(-\\infty, 3)}$", "an open interval where the endpoint 3 belongs"),
        ("ok_near_ineq", "B", "tag", "t", "<answer>x \\le 3</answer>", "x ≤ 3: the same set as the gold, written as an inequality", True),
        ("near_flip", "A", "boxed", "f", qbox("[3, \\infty)"), "the interval on the wrong side of 3"),
        ("ret_erratum", "A", "minerva", "f", minerva_end("(-\\infty,3]") + "\n\nErratum: the argument of the root must be strictly positive, so the domain is $(-\\infty, 3)$.", "'Erratum' after Minerva's line with a new (mistaken) value, the open interval"),
        ("ok_neg_other", "B", "tag", "F", "<answer>(-\\infty, 3], not [3, \\infty)</answer>", "the gold in the tag with ANOTHER interval negated after it"),
        ("quo_student", "A", "boxed", "f", "A student's solution online says $(-\\infty, 3]$, but I believe the endpoint is excluded, since the root of zero is a degenerate case.\n\n$\\boxed{(-\\infty,3)}$", "the gold only as a student's online solution; the model's own box is the open interval"),
        ("neg_endpoint", "A", "boxed", "s", "$\\boxed{(-\\infty,3]}$ (though I'm not sure about including 3)", "the model hedges its own boxed interval"),
        ("ok_post_user", "B", "tag", "F", "<answer>(-\\infty, 3]</answer>\nUser: Thanks! Now what is the domain of \\sqrt{2x - 6}?", "an invented next User turn, with no value of its own, after the committed gold"),
        ("phr_final", "A", "answer_is", "s", "Final Answer: the domain is all $x \\ge 3$.", "the answer phrase states x ≥ 3, the wrong side"),
        ("tag_sentence", "A", "tag", "t", "<answer>The function is defined when 6 − 2x ≥ 0, that is for x ≥ 3.</answer>", "a tag sentence ending on x ≥ 3 (a sign slip)"),
     ]),
    ("lines", "(3,7)",
     "At what point do the lines $y = 2x + 1$ and $y = -x + 10$ intersect? Give your answer as an ordered pair.",
     "$2x + 1 = -x + 10 \\Rightarrow x = 3$, $y = 7$: $(3, 7)$.\n",
     "3x = 9, x = 3, y = 7, point (3, 7).\n",
     "At the intersection both equations hold, so we set the right-hand sides equal:\n\\[2x + 1 = -x + 10.\\]\nAdding $x$ to both sides and subtracting $1$ gives $3x = 9$, so $x = 3$. Substituting into the first line,\n\\[y = 2(3) + 1 = 7.\\]\nChecking with the second line, $y = -3 + 10 = 7$, which agrees. The slopes $2$ and $-1$ are different, so the lines meet in exactly one point, and that point is $(3, 7)$.\n",
     "Set 2x + 1 = -x + 10. 3x = 9, x = 3. y from the first line: 2*3 + 1 = 7. From the second: -3 + 10 = 7. Both agree. Slopes 2 and -1 differ, so one intersection point. Ordered pair (x, y) = (3, 7), x first. Not (7, 3), that swaps the coordinates. Quick sketch: the first line rises from (0, 1), the second falls from (0, 10); they cross at x = 3. Answer (3, 7).\n",
     [
        ("near_swap", "A", "tag", "F", "<answer>(7, 3)</answer>", "the coordinates swapped"),
        ("ok_tag_equation", "B", "tag", "t", "<answer>x = 3, y = 7, so the point is (3, 7)</answer>", "equations then the gold as an ordered pair inside the tag"),
        ("tag_partial", "A", "tag", "t", "<answer>x = 3</answer>", "only the x-coordinate where a point is asked"),
        ("ret_wait", "A", "boxed", "f", llama_end("(3,7)") + "\n\nWait, I used the wrong line: $y = 2(3) - 1 = 5$, so the point is $(3, 5)$.", "'Wait' after the box with a new (misread) value, (3, 5)"),
        ("quo_grader", "A", "none", "@", "<answer>I can't solve this.</answer>\nGrader's note (quoted): \"Expected answer: $\\boxed{(3,7)}$\"", "the tag is a refusal; (3,7) only in a quoted grader's note: no_answer"),
        ("ok_quo_friend", "B", "boxed", "f", "My friend got $(3, 5)$ by using $y = 2x - 1$, but the first line is $y = 2x + 1$.\n\n" + qbox("(3,7)"), "a friend's wrong (3, 5) reported, then the model's own box"),
        ("neg_neq", "A", "none", "s", "$\\boxed{(x,y) \\neq (3,7)}$", "a negated value with nothing in its place: no_answer"),
        ("post_practice", "A", "tag", "F", "<answer>(3,5)</answer>\n\nPractice: where do y = x + 4 and y = 10 − x meet? x + 4 = 10 − x gives x = 3, y = 7, so \\boxed{(3,7)}.", "the committed tag is (3, 5); (3, 7) only in a self-set practice problem's box"),
        ("phr_partial", "A", "answer_is", "s", "So the answer is $y = 7$.", "the answer phrase gives only the y-coordinate where a point is asked"),
        ("tag_second", "A", "tag", "F", "<answer>(3, 7)</answer>\n<answer>(7, 3)</answer>", "a second tag with the coordinates swapped replaces the first"),
     ]),
    ("cpow", "-4",
     "Compute $(1 + i)^4$.",
     "$(1 + i)^2 = 2i$, so $(1 + i)^4 = (2i)^2 = -4$.\n",
     "(1+i)^2 = 2i, squared is −4.\n",
     "We first square $1 + i$:\n\\[(1 + i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i.\\]\nThen we square again:\n\\[(1 + i)^4 = \\left((1+i)^2\\right)^2 = (2i)^2 = 4i^2 = -4.\\]\nAs a check in polar form, $1 + i = \\sqrt{2}\\,e^{i\\pi/4}$, so $(1+i)^4 = (\\sqrt{2})^4 e^{i\\pi} = 4 \\cdot (-1) = -4$. The imaginary parts cancel completely, so the result is a real number.\n",
     "(1 + i)^2 = 1 + 2i + i^2 = 2i. Then (2i)^2 = 4 i^2 = -4. Check by binomial: 1 + 4i + 6i^2 + 4i^3 + i^4 = 1 + 4i - 6 - 4i + 1 = -4. Same, the i terms cancel. Polar: modulus sqrt 2, angle pi/4; fourth power: modulus 4, angle pi, so -4. Not 4 (sign of i^2) and not -4i (no i left). So -4.\n",
     [
        ("near_offset", "A", "boxed", "s", "$\\boxed{-4 + 10^{-50} i}$", "an exact expression a hair off the real gold"),
        ("ok_near_zero", "B", "boxed", "f", qbox("-4 + 0i"), "-4 + 0i: the gold with a zero imaginary part"),
        ("tag_modulus", "A", "tag", "t", "<answer>The modulus of (1 + i)^4 is 4.</answer>", "a tag sentence naming another quantity, the modulus"),
        ("phr_confident", "A", "answer_is", "f", "I'm confident the answer is $4$, since the imaginary parts cancel.", "an answer phrase with words around it holding 4, a restatement that differs from the working"),
        ("ok_ret_second", "B", "tag", "F", "<answer>-4i</answer>\nNo — (2i)^2 = 4i^2 = −4, there's no i left.\n<answer>-4</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_calculator", "A", "tag", "F", "<answer>An online calculator reportedly gives −4; by my own expansion 1 + 4i + 6i^2 + 4i^3 + i^4 = 1 + 4i − 6 + 4i + 1 = −4 + 8i.</answer>", "-4 only as a calculator's output; the model's own value in the tag is -4 + 8i"),
        ("neg_not", "A", "none", "s", "$\\boxed{\\not= 4}$", "a negated value with nothing in its place: no_answer"),
        ("ok_neg_other", "B", "boxed", "s", "$\\boxed{-4}$ (not $4$: the sign comes from $i^2 = -1$)", "an honest note after the box negating ANOTHER value"),
        ("post_harder", "A", "boxed", "f", "So $(1+i)^4 = \\boxed{4}$.\n\nNow let's try a harder one: compute $(1 - i)^4$. Since $(1-i)^2 = -2i$, we get $(-2i)^2 = \\boxed{-4}$.", "the committed box is 4; -4 only in a self-set harder problem's box"),
        ("phr_hash", "A", "hash", "s", "The answer is: #### -4i", "a phrase + #### holding -4i"),
     ]),
    ("divisors", "91",
     "What is the sum of all positive divisors of 36?",
     "Divisors 1, 2, 3, 4, 6, 9, 12, 18, 36; sum 91.\n",
     "1+2+3+4+6+9+12+18+36 = 91.\n",
     "We list the positive divisors of $36 = 2^2 \\cdot 3^2$ in pairs whose product is $36$:\n\\[1 \\cdot 36,\\quad 2 \\cdot 18,\\quad 3 \\cdot 12,\\quad 4 \\cdot 9,\\quad 6 \\cdot 6.\\]\nSo the divisors are $1, 2, 3, 4, 6, 9, 12, 18, 36$, nine in all, and their sum is\n\\[1 + 2 + 3 + 4 + 6 + 9 + 12 + 18 + 36 = 91.\\]\nAs a check, the divisor-sum formula gives $(1 + 2 + 4)(1 + 3 + 9) = 7 \\cdot 13 = 91$.\n",
     "36 = 2^2 * 3^2. Divisors by pairs: 1 and 36, 2 and 18, 3 and 12, 4 and 9, 6 alone. List: 1, 2, 3, 4, 6, 9, 12, 18, 36. Sum: 1+2+3+4 = 10, +6 = 16, +9 = 25, +12 = 37, +18 = 55, +36 = 91. Formula: (1+2+4)(1+3+9) = 7 * 13 = 91. Same. All positive divisors include 36 itself, so not 55. The count is 9, but the sum is asked. 91.\n",
     [
        ("ok_tag_box", "B", "tag", "t", "<answer>The sum of the divisors is $\\boxed{91}$.</answer>", "a sentence with a box inside the tag holding the gold"),
        ("near_around", "A", "answer_is", "s", "The answer is around 91.", "'around' hedges an exact sum"),
        ("ok_phr_words", "B", "prose_sentence", "s", "The divisors of 36 add up to ninety-one.", "the gold in number words in a concluding sentence with no marker"),
        ("ret_ps", "A", "boxed", "f", qbox("91") + "\n\nP.S. The question probably means proper divisors, so I should drop \\(36\\): the answer is \\(55\\).", "'P.S.' after the box with a new (misread) value, 55"),
        ("phr_tag", "A", "tag", "F", "<answer>So the answer is: #### 55</answer>", "a phrase + #### in the tag holding 55, the proper divisors only"),
        ("neg_approx", "A", "boxed", "s", "$\\boxed{\\approx 91}$", "'≈' hedges an exact sum"),
        ("unit_divisors", "A", "boxed", "s", "$\\boxed{91 \\text{ divisors}}$", "'divisors' changes what the number counts (36 has 9 divisors)"),
        ("post_llama", "A", "boxed", "f", "The sum is $\\boxed{9}$." + EOT_USER + "That's the number of divisors. Their sum is 91, isn't it?", "the committed box is 9 (the count); 91 only in an invented Llama 3 user turn"),
        ("phr_chain", "A", "answer_is", "f", "So the answer is 91 − 36 = 55.", "the answer phrase ends on 55, a value that differs from the sum just found"),
        ("tag_box", "A", "tag", "F", "<answer>$\\boxed{9}$</answer>", "a box in the tag holding 9, the count of divisors"),
     ]),
    ("cosine", "-\\frac{\\sqrt{3}}{2}",
     "Find the exact value of $\\cos\\frac{7\\pi}{6}$.",
     "$\\frac{7\\pi}{6}$ is in quadrant III with reference angle $\\frac{\\pi}{6}$, so $\\cos\\frac{7\\pi}{6} = -\\frac{\\sqrt{3}}{2}$.\n",
     "Quadrant III, reference π/6, cosine negative: −√3/2.\n",
     "The angle $\\frac{7\\pi}{6} = \\pi + \\frac{\\pi}{6}$ lies in the third quadrant, where cosine is negative. Its reference angle is $\\frac{\\pi}{6}$, and $\\cos\\frac{\\pi}{6} = \\frac{\\sqrt{3}}{2}$. Hence\n\\[\\cos\\frac{7\\pi}{6} = -\\cos\\frac{\\pi}{6} = -\\frac{\\sqrt{3}}{2}.\\]\nAs a check, the point on the unit circle at angle $\\frac{7\\pi}{6}$ is $\\left(-\\frac{\\sqrt{3}}{2}, -\\frac{1}{2}\\right)$, and the cosine is its $x$-coordinate. Numerically this is about $-0.866$.\n",
     "7π/6 = π + π/6, past the negative x-axis, third quadrant. Cosine negative there. Reference angle π/6, cos(π/6) = √3/2. So cos(7π/6) = −√3/2. Unit circle point: (−√3/2, −1/2); cosine is the x-coordinate, sine the y-coordinate, so −1/2 would be the sine. Decimal about −0.866, but exact value asked: −√3/2.\n",
     [
        ("near_decimal", "A", "boxed", "s", "$\\boxed{-0.866}$", "a rounded decimal where the exact value is asked"),
        ("ok_near_form", "B", "boxed", "s", "$\\boxed{-\\frac{1}{2}\\sqrt{3}}$", "-(1/2)√3: the gold in another form"),
        ("tag_equation", "A", "tag", "t", "<answer>cos(7π/6) = cos(π/6) = √3/2</answer>", "an equation in the tag ending on √3/2 (the sign dropped)"),
        ("ret_retract", "A", "none", "f", minerva_end("-\\frac{\\sqrt{3}}{2}") + "\n\nI retract that; I'm not sure which quadrant $\\frac{7\\pi}{6}$ is in, so I won't give a value.", "Minerva's line retracted with nothing in its place: no_answer"),
        ("ok_ret_quadrant", "B", "boxed", "f", "So $\\cos\\frac{7\\pi}{6} = \\boxed{\\frac{\\sqrt{3}}{2}}$.\n\nHold on: $\\frac{7\\pi}{6}$ is in the third quadrant, where cosine is negative. So the value is $\\boxed{-\\frac{\\sqrt{3}}{2}}$.", "a wrong first box corrected by a second box holding the gold"),
        ("quo_board", "A", "tag", "F", "<answer>The teacher's board shows −√3/2, but with the reference angle π/6 I get −1/2.</answer>", "the gold only as a board's value; the model's own value in the tag is -1/2"),
        ("neg_text", "A", "boxed", "s", "$\\boxed{-\\frac{\\sqrt{3}}{2} \\text{ (sign unchecked)}}$", "an annotation inside the box marks the value unchecked"),
        ("unit_radians", "A", "boxed", "f", llama_end("-\\frac{\\sqrt{3}}{2} \\text{ radians}"), "radians attached to a cosine value, which is a pure number"),
        ("post_cut", "A", "tag", "F", "<answer>-\\frac{1}{2}</answer>\nLet me double-check with the unit circle. The angle 7π/6 points to", "the committed tag is -1/2 (the sine); the check after it is cut off"),
        ("ok_post_next", "B", "boxed", "s", "$\\boxed{-\\frac{\\sqrt{3}}{2}}$\nNext, try $\\sin\\frac{7\\pi}{6}$ on your own.", "a self-set next exercise with no value of its own after the boxed gold"),
     ]),
    ("cubic", "1,2,3",
     "Find all roots of $x^3 - 6x^2 + 11x - 6 = 0$. Enter all the roots, separated by commas.",
     "$x = 1$ is a root; $x^3 - 6x^2 + 11x - 6 = (x - 1)(x - 2)(x - 3)$, roots $1, 2, 3$.\n",
     "x = 1 works, quotient x^2 − 5x + 6 = (x − 2)(x − 3): roots 1, 2, 3.\n",
     qwen("We look for rational roots among the divisors of 6.",
          ("Test x = 1", "\\(1 - 6 + 11 - 6 = 0\\), so \\(x - 1\\) is a factor."),
          ("Divide", "\\(x^3 - 6x^2 + 11x - 6 = (x - 1)(x^2 - 5x + 6)\\)."),
          ("Factor the quadratic", "\\(x^2 - 5x + 6 = (x - 2)(x - 3)\\)."),
          ("Check", "The roots \\(1, 2, 3\\) sum to \\(6\\) and multiply to \\(6\\), matching Vieta's formulas for the coefficients \\(-6\\) and \\(-6\\).")),
     "Rational root candidates: ±1, ±2, ±3, ±6. x = 1: 1 - 6 + 11 - 6 = 0, root. Synthetic division by (x - 1): 1, -5, 6, so x^2 - 5x + 6 = (x - 2)(x - 3). Roots 1, 2, 3. Check x = 3: 27 - 54 + 33 - 6 = 0. Vieta: sum 6, pairwise sum 2 + 3 + 6 = 11, product 6. All match. Negative candidates fail, since every term is then negative. So 1, 2, 3.\n",
     [
        ("ok_neg_other", "B", "boxed", "s", "$\\boxed{1, 2, 3}$ (not $-1, -2, -3$: the factors are $x - 1$, $x - 2$, $x - 3$)", "an honest note after the box negating ANOTHER answer"),
        ("tag_roots", "A", "tag", "t", "<answer>The roots are 1 and 2.</answer>", "a tag sentence that leaves out the root 3"),
        ("near_sign", "A", "boxed", "f", qwen_end("-1, -2, -3"), "the roots with the wrong sign"),
        ("ret_addendum", "A", "boxed", "f", qbox("1, 2, 3") + "\n\nAddendum: \\(x = 3\\) doesn't satisfy the equation after all (\\(27 - 54 + 33 - 6 = 1\\)), so the roots are \\(\\boxed{1, 2}\\).", "'Addendum' after the box with a new (miscomputed) value, 1, 2"),
        ("quo_notes", "A", "none", "@", "The worked example in my notes ends with $\\boxed{1, 2, 3}$ for a similar cubic.\nI haven't solved this one, so I'll leave it.", "the gold only in a worked example's box, then no answer of the model's own: no_answer"),
        ("ok_quo_key", "B", "tag", "F", "<answer>The answer key lists 1, 2, 6, but 6 gives 216 − 216 + 66 − 6 = 60 ≠ 0; the roots are 1, 2, 3.</answer>", "an answer key's wrong list reported in the tag, then the model's own roots"),
        ("neg_tentative", "A", "boxed", "s", "$\\boxed{1, 2, 3}$ (tentative)", "'(tentative)' annotates the boxed value"),
        ("post_user", "A", "boxed", "f", qbox("1, 2") + "\nUser: What about x = 3? 27 − 54 + 33 − 6 = 0, so the roots are 1, 2, 3.", "the committed box is 1, 2; the full list only in an invented User turn"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### 6", "a phrase + #### holding 6, the sum of the roots"),
        ("tag_sum", "A", "tag", "F", "<answer>The sum of the roots is 6.</answer>", "a tag sentence naming another quantity, the sum of the roots"),
     ]),
    ("log", "\\frac{9}{2}",
     "Evaluate $\\log_3\\left(81\\sqrt{3}\\right)$.",
     "$81\\sqrt{3} = 3^4 \\cdot 3^{1/2} = 3^{9/2}$, so the value is $\\frac{9}{2}$.\n",
     "81√3 = 3^4 · 3^(1/2) = 3^(9/2), so 9/2.\n",
     "We write the argument as a power of $3$. Since $81 = 3^4$ and $\\sqrt{3} = 3^{1/2}$,\n\\[81\\sqrt{3} = 3^4 \\cdot 3^{1/2} = 3^{4 + \\frac{1}{2}} = 3^{\\frac{9}{2}}.\\]\nTherefore\n\\[\\log_3\\left(81\\sqrt{3}\\right) = \\frac{9}{2}.\\]\nAs a check, $\\log_3 81 = 4$ and $\\log_3 \\sqrt{3} = \\frac{1}{2}$, and the logarithm of a product is the sum of the logarithms, $4 + \\frac{1}{2} = \\frac{9}{2}$.\n",
     "81 = 3^4. sqrt 3 = 3^(1/2), not 3^(1/3). Product: 3^(4 + 1/2) = 3^(9/2). So log base 3 is 9/2. Check: log_3 81 = 4, log_3 sqrt 3 = 1/2, sum 4.5 = 9/2. Numerically 81 * 1.732 ≈ 140.3, and 3^4.5 = 81 * 1.732 ≈ 140.3. Same. Not 4, that drops the root. 9/2.\n",
     [
        ("ok_near_decimal", "B", "tag", "t", "<answer>4.5</answer>", "4.5: the gold as an exact decimal"),
        ("near_drop", "A", "boxed", "s", "$\\boxed{4}$", "the √3 factor dropped"),
        ("near_offset", "A", "boxed", "s", "$\\boxed{\\frac{9}{2} - 10^{-40}}$", "an exact expression a hair below the gold"),
        ("phr_equation", "A", "answer_is", "f", "So the answer is \\(\\log_3 81 = 4\\).", "the answer phrase ends on log_3 81 = 4, the root dropped"),
        ("ok_post_exercise", "B", "minerva", "f", minerva_end("\\frac{9}{2}") + "\n\nExercise for the reader: evaluate $\\log_3\\left(27\\sqrt{3}\\right)$ the same way.", "a self-set exercise with no value of its own after Minerva's line with the gold"),
        ("quo_request", "A", "none", "@", "Your message says: \"Prove that $\\log_3(81\\sqrt{3}) = \\boxed{\\frac{9}{2}}$.\" I'm not able to prove that.", "the gold only in the user's quoted request, then a refusal: no_answer"),
        ("ok_quo_classmate", "B", "boxed", "f", "A classmate wrote $\\frac{13}{3}$, taking $\\sqrt{3}$ as $3^{1/3}$.\n\n" + qbox("\\frac{9}{2}"), "a classmate's wrong 13/3 reported, then the model's own box"),
        ("neg_uncertain", "A", "answer_is", "f", "The answer is $\\frac{9}{2}$, I think, but I'm not certain.", "the model hedges its own answer"),
        ("post_bonus", "A", "tag", "F", "<answer>4</answer>\n\nBonus: $2\\log_9\\left(81\\sqrt{3}\\right) = 2 \\cdot \\frac{9}{4} = \\boxed{\\frac{9}{2}}$.", "the committed tag is 4; 9/2 only in a self-set bonus's box"),
        ("phr_so", "A", "hash", "s", "So the answer is #### 4", "a phrase + #### holding 4, the root dropped"),
     ]),
]
# fmt: on

# Extra working appended to each problem's full working ("f") and full think block ("F"), so that
# every full probe is 400-1200 characters.
PAD = {
    "rolls": (
        "Per roll, that is 5 / 6 of a dollar, and 126 * 5 / 6 = 630 / 6 = 105 again.",
        "Per batch: 18 rolls are 3 packs, which bring $15, and 7 batches bring 7 * 15 = 105. Same again.",
    ),
    "mulch": (
        "",
        "Per square foot the mulch costs 4.25 / 12 dollars, and 144 of them cost 144 / 12 * 4.25 = 51 again. No bag is cut or left over.",
    ),
    "cyclist": (
        "",
        "In minutes: 3.5 h = 210 min, 91 km / 210 min = 13/30 km per minute, times 60 = 26. Same.",
    ),
    "jacket": (
        "The jacket ends up costing 54.60 / 80 = 0.6825 of its original price, that is 68.25%.",
        "Ratio to the original: 54.6 / 80 = 0.6825, and 0.65 * 1.05 = 0.6825. Consistent. The tax is 2.60 dollars.",
    ),
    "chess": (
        "Another check: girls are 3/8 of the club, 64 * 3 / 8 = <<64*3/8=24>>24, and boys are 5/8, 64 * 5 / 8 = <<64*5/8=40>>40.",
        "Fractions: girls 3/8 of 64 = 24, boys 5/8 of 64 = 40. Difference 2/8 of 64 = 16. Same.",
    ),
    "marathon": (
        "",
        "Also: 345 = 5 * 60 + 45, so 5 h 45 min of film; plus 30 min of breaks is 6 h 15 min = 6 * 60 + 15 = 375.",
    ),
    "wages": (
        "Per hour worked she saves 15 / 3 = <<15/3=5>>5 dollars, and she works 6 * 4 * 5 = <<6*4*5=120>>120 hours, so 5 * 120 = <<5*120=600>>600 dollars again.",
        "Hours in 5 weeks: 6 * 4 * 5 = 120. Savings per hour 5 dollars. 120 * 5 = 600. Same.",
    ),
    "marbles": (
        "",
        "Another check: 18 + 24 + 30 = 72, all marbles accounted for. Green is 5/12 of the jar.",
    ),
    "printer": (
        "",
        "In seconds that would be 25 * 60 = 1500 seconds, but minutes are asked. 5 copies take 25 / 3 minutes, 15 copies take 25.",
    ),
    "cars": (
        "Over the two years the dealership averaged 2650 / 2 = <<2650/2=1325>>1325 cars a year.",
        "Average per year 2650 / 2 = 1325, between 1250 and 1400, as it should be. The increase 150 is 12% of 1250: 150 / 1250 = 0.12. So the total is 2650.",
    ),
    "dice": (
        "",
        "",
    ),
    "hyp": (
        "",
        "Also 4√5 = √16 · √5, so squaring gives 80 again.",
    ),
    "cone": (
        "",
        "Also: base area 9π, times height 8 is 72π, divided by 3 is 24π. Same.",
    ),
    "domain": (
        "",
        "Test x = 0: sqrt(6), fine. So the domain is (-inf, 3].",
    ),
    "lines": (
        "",
        "",
    ),
    "cpow": (
        "Equivalently, $(1 + i)^4 = (2i)^2$ and $(2i)^2 = 4 \\cdot i^2 = 4 \\cdot (-1) = -4$.",
        "Also i^2 = -1 gives 4i^2 = -4 directly. The result is real.",
    ),
    "divisors": (
        "Without $36$ itself, the proper divisors sum to $91 - 36 = 55$, but the question asks for all positive divisors.",
        "By pairs: 1 + 36 = 37, 2 + 18 = 20, 3 + 12 = 15, 4 + 9 = 13, and 6: 37 + 20 + 15 + 13 + 6 = 91. Same.",
    ),
    "cosine": (
        "",
        "Also cos(7π/6) = cos(210°), and cos 210° = −cos 30° = −√3/2. Same.",
    ),
    "cubic": (
        "",
        "Also x = 2: 8 - 24 + 22 - 6 = 0, root.",
    ),
    "log": (
        "In decimal form the value is $4.5$, since $3^{4.5} = 81\\sqrt{3} \\approx 140.3$.",
        "As a change of base: ln(81√3) / ln 3 = (4 ln 3 + 0.5 ln 3) / ln 3 = 4.5 = 9/2. Same.",
    ),
}


def padded(key: str, full: str, full_think: str) -> tuple[str, str]:
    """The full working and full think block with the problem's PAD appended."""
    extra_f, extra_t = PAD[key]
    if extra_f:
        full = full.rstrip("\n") + "\n" + extra_f + "\n"
    if extra_t:
        full_think = full_think.rstrip("\n") + " " + extra_t + "\n"
    return full, full_think


SHORT, FULL = ("s", "t", "@"), ("f", "F")
SHORT_LINES = 4
CLASSES = ("ret", "quo", "neg", "near", "unit", "post", "phr", "tag")


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases: id `[ok_]<prefix>_<problem>_<class>_<shape>`; the completion
    is the short working ("s"), a one-line think block ("t"), nothing ("@"), the full working
    ("f") or a full think block ("F"), followed by the final lines. Short ones are checked to be
    one to four lines, full ones 400-1200 characters, and each problem has five of each; ten
    probes a problem."""
    cases = []
    for key, gold, _question, short, short_think, full, full_think, probes in problems:
        full, full_think = padded(key, full, full_think)
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        if sum(p[3] in SHORT for p in probes) != 5:
            raise SystemExit(f"{key}: not five short probes")
        for suffix, kind, form, style, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            if suffix.startswith("ok_") != (kind == "B"):
                raise SystemExit(f"{key}_{suffix}: ok_ prefix and kind {kind} disagree")
            name = suffix[3:] if suffix.startswith("ok_") else suffix
            if name.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{suffix}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{name}"
            lead = {"s": short, "t": th(short_think), "@": "", "f": full, "F": th(full_think)}[
                style
            ]
            text = lead + final
            if style in SHORT and len(text.strip().split("\n")) > SHORT_LINES:
                raise SystemExit(f"{case_id}: short probe of more than {SHORT_LINES} lines")
            if style in FULL and not 400 <= len(text) <= 1200:
                raise SystemExit(f"{case_id}: full probe of {len(text)} characters")
            if style in ("t", "F") and "<answer>" not in text:
                raise SystemExit(f"{case_id}: think block without an answer tag")
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
    for case_id, kind, checker, _gold, truth, form, text, _note, deb in cases:
        cls = case_id.removeprefix("ok_").split("_")[2]
        length = "short" if styles[case_id] in SHORT else "full"
        tagged = text.lstrip().startswith("<think>") and "<answer>" in text
        count["kind " + kind] += 1
        count["truth " + truth] += 1
        count["form " + form] += 1
        count["checker " + checker] += 1
        count[f"checker {checker} kind {kind}"] += 1
        count[f"checker {checker} tag format"] += tagged
        count["class " + cls] += 1
        count[f"class {cls} kind {kind}"] += 1
        count["length " + length] += 1
        count[f"length {length} kind {kind}"] += 1
        count["tag format" if tagged else "other format"] += 1
        count["debatable"] += bool(deb)
    for key in sorted(count):
        print(f"{key}: {count[key]}", file=sys.stderr)


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_m_hyp_near_root": (
        "accept",
        "`\\boxed{\\sqrt{80}}`: √80 is exactly the hypotenuse 4√5, only not in the simplest "
        "radical form the question asks for. Equal values in another form are correct (label "
        "conventions), and the form request is a presentation instruction, not a different "
        "quantity. A reader who grades the requested form strictly would reject it",
    ),
    "ok_m_domain_near_ineq": (
        "accept",
        "`<answer>x \\le 3</answer>`: the inequality describes exactly the set (-∞, 3], only not "
        "in the interval notation asked for. Equal values in another form are correct. A reader "
        "who grades the requested notation strictly would reject it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam252", CASES, [], DECISIONS)
