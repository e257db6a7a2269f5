r"""Build adversarial_redteam255.jsonl: round 255 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam255"), written by a helper of the reason-ppo team (issue
25) WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file,
the project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify,
sympy or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers th, llama, qwen, qbox, qwen_end, llama_end, minerva_end, g, m, write_probes and the
chat-token constants IM_USER, EOT_USER; copied unchanged beside this file) and the two template
builders build_adversarial_redteam252.py / 249.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 100 GSM8K and 100 MATH, 150 kind A (136 wrong, 14 no_answer) and 50 kind B (25 GSM8K,
25 MATH); 100 SHORT (one to four lines: a one-line working or a one-line think block, then the
final; or the final lines alone) and 100 FULL (400-1200 characters, here 401-734: a real model's
working, the trap in the last lines; both limits checked when building; five of each a problem);
67 in the R1-Zero format (the text opens with `<think>` and holds an `<answer>` tag: 34 GSM8K, 33
MATH; 48 kind A, 19 kind B). Full working is written in the shapes of real models: GSM8K
`<<a*b=c>>` calculator lines, Llama 3 "## Step N:" then "The final answer is: $\boxed{..}$",
Qwen2.5-Math numbered steps then "Thus, the answer is \(\boxed{..}\).", Qwen2.5-Instruct's
"Therefore, the final answer is: $\boxed{..}$. I hope it is correct.", MATH-style prose with
display math then a box or Minerva's "Final Answer: The final answer is $..$. I hope it is
correct.", and R1 think blocks then `<answer>`. Forms: tag 61, boxed 46, hash 42, answer_is 19,
none 12, prose_sentence 11, minerva 5, final_answer_phrase 2, truncated 2.

Classes (25 probes each; the class opens the shape of an id; counts kind A / kind B), each with
its honest twins (kind B):
  tag  (19 A, 6 B)  the answer tag read like a small completion: a sentence naming another
       quantity (boxes, one leg of a commute, the week's total, the noon reading, the ratio, the
       real part), an equation or chain ending on another value (196, d = 12, "Marco will be 48",
       −15 + 18 − 8 = 5, d^2 = 52, 12π, t = 3), a box inside the tag holding another value (1581,
       25/64, 7/2), a set sentence with the closed interval; unclosed tags cut before the value
       (2, truncated). Kind B: `<answer> Ana spends $88 on tiles. </answer>`,
       `<answer>$\boxed{20}$</answer>`, a sentence with the gold, an unclosed tag holding a whole
       sentence with the gold, a sentence with a box, an equation chain ending on the gold;
  phr  (19 A, 6 B)  answer phrases: a phrase marker then `####` ("So the answer is:", "Final
       Answer:", "The answer is:", "Answer:", in a tag too) holding a subtotal or another
       quantity; "I think the answer is definitely \(196\)." and "... definitely 75." in a tag;
       `$\text{Answer: } 48$ years old.`, `$\text{Answer: } 4\sqrt{13}.$`; "Final Answer: the
       volume is $108\pi$."; "The answer is $36$.\n$36$ cubic units, ..." (π dropped); a phrase
       whose value differs from the working (8 + i, 45, 3/2, √3); number words "five degrees
       above zero" for −5. Kind B: number words with no marker ("eighty-eight dollars"), "So the
       answer is #### 20", `$\text{Answer: } 61.10$ dollars.`, `$\text{Answer: } \frac{5}{14}.$`,
       "The answer is $(-1, 6)$.\nThat is, all $x$ strictly between ...", "I think the answer is
       definitely \(42\).";
  post (19 A, 6 B)  text after a wrong committed answer: invented User / ChatML / Llama 3 turns
       naming the gold; self-set new / next / practice / follow-up / bonus / exercise problems
       whose box or `####` holds the gold (each a different problem); a restart cut off. Kind B:
       the committed gold followed by an invented User, ChatML or Llama 3 turn with no value of
       its own, a self-set exercise with no value, a check or second route cut off;
  near (19 A, 6 B)  exact values compared exactly: tiny exact offsets (88 + 10^{-40}, 1795 −
       10^{-25}, −5 + 10^{-60}, 300 − 10^{-45}, 36π + 10^{-50}, (−1 + 10^{-30}, 6), 8 − (1 −
       10^{-35})i, 42 + \sin(10^{-80})), rounded or near decimals (53.3, 61, 7.21, −1.732, 6.667),
       hedges ("about", "around", "roughly", "≈"), a half-open interval for an open one. Kind B:
       175.00, 36.0, 9{,}500, 10/28 (debatable), 47.0, "0.5, 3";
  neg  (19 A, 6 B)  negation, strike-out and annotation: "(unverified ...)", "(low confidence)",
       "(incorrect)", ✗, "(not sure)", "(I don't believe this ...)", "(a guess ...)", "(not sure
       I found the right vertex)", "(tentative)", "(maybe ...)", "though I doubt it",
       `\boxed{42\text{ (not verified)}}`, `~~54~~ 60`, `~~9,500~~ 10,250`, `~~20/3~~ 25/4`;
       struck or denied with nothing in its place (`#### ~~61.10~~`, `~~36\pi~~`, `$P \neq
       \frac{5}{14}$`: no_answer). Kind B: a check mark with a check that confirms, honest notes
       after the value ("(Marco; his daughter is 12)", "(below zero, not +5)", "(not 10, which is
       the distance along the grid lines)", "(the peak height; ... not at 3 m)", "(negative, since
       tangent is negative in quadrant II)");
  unit (19 A, 6 B)  a unit or scale of another kind: square feet, apples, miles, hours, months,
       cents, percent (on money, a probability, a gcd, interval ends, roots), thousand, dozen,
       "red marbles" for a probability, "common divisors" (debatable), seconds for a height,
       degrees on a complex number, radians on a tangent, "terms" for a sum. Kind B: minutes,
       books, °C, "units" for a length, cubic units, meters;
  ret  (18 A, 7 B)  retractions and corrections after the answer: Edit, Update, Scratch that,
       Wrong!, Oops, Hold on, Erratum, Addendum, Actually, Wait (a second tag), Hmm, Later note,
       Never mind, Strike that, Correction, each with a new value (misread, miscomputed or from a
       false premise: still the model's answer, wrong); with none (a retraction "until that is
       clarified", a tag declared a stand-in "final answer pending": no_answer). Kind B: a wrong
       first answer (tag, `####`, "The answer is", box, Minerva line) corrected to the gold by a
       second one;
  quo  (18 A, 7 B)  statements the model did not make: an answer key, a forum reply quoted with
       `>`, a grader's note, the user's request ("You wrote: \"Show that ... $\boxed{20}$
       ...\""), a textbook key, a website, an app, the user's message, a weather-station log, the
       notes' worked example, a board quoted with `>`, an online calculator, a lab manual, a
       grader's comment, a solutions page, a trig table, a forum student's solution, the back of
       the book; followed by a refusal (no_answer) or by the model's own other value (wrong). Kind
       B: a father's, friend's, answer key's, classmate's, book's, study partner's and teacher's
       wrong value reported, then the model's own gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: tiles 12 ft x 10 ft, 2 ft square tiles, boxes of 8 at $22 -> 88 (120 sq ft; 4 sq ft a tile;
30 tiles; 3.75 -> 4 boxes; 82.50 = 3.75 x 22; 176 = 8 x 22 from 2 x 1 tiles); orchard 36 apples x
14 trees, 54 kept, bags of 9 at $3.50 -> 175 (504; 450; 50 bags; 196 = 56 x 3.50; 262.50 = 75 x
3.50 from bags of 6); commute 18 miles at 45 mph and 36 mph -> 54 minutes (24 + 30; 0.9 h; 53.3 =
36 / 40.5 h in minutes; 60); tank 2,400 L, 3/8 full, 75 L a minute -> 20 (900; 1500; 32 = 2400 /
75; 12 = 900 / 75); ages Marco 3d, 3d + 12 = 2(d + 12) -> 36 (d = 12; 48 in 12 years; 24 the gap);
library 1,860, 15% given away, 214 bought -> 1795 (279; 1581; 2074 without the gift; 1,762.9 =
2,074 x 0.85 -> 1763); lemonade 86 cups at $1.25, $0.40 a cup, $12 sign -> 61.1 (107.50; 34.40;
73.10 without the sign; 95.50 without the cups; 61.10 = 86 x 0.85 - 12); steps 5 x 8,500 + 2 x
12,000 = 66,500 over 7 days -> 9500 (10,250 the unweighted mean); temperature -15°C, +3 an hour 6
to 12, -2 an hour 12 to 4 -> -5 (3 at noon; 5 sign dropped; -7 = 3 - 10 counting 5 hours); eggs 45
hens x 5 a week x 4 weeks, $4 a dozen -> 300 (900 eggs; 75 dozen; 3600 = 900 x 4; 2,100 = 525 x 4
from 5 a day over 28 days).
MATH: marbles 5 red, 3 blue, two without replacement -> \frac{5}{14} (5/8 x 4/7 = 20/56; C(5,2) /
C(8,2) = 10/28; 25/64 with replacement; 0.357...); distance (1, 2) to (5, -4) -> 2\sqrt{13} (16 +
36 = 52 = 4 x 13; 7.211...; 10 the grid distance; 2√5 = √20 from (5, 4) or a slip; the 4 by 6
rectangle's diagonal is also √52); sphere r = 3 -> 36\pi ((4/3) x 27 = 36; 108π without the
third; 288π from the diameter; 12π from r^2; 113.097...; a cylinder r = 3, h = 4 also π x 9 x 4 =
36π); |2x - 5| < 7 -> (-1,6) (-2 < 2x < 12; [-1, 6] closed; (1, 6) from -2 / 2 = 1); ball h(t) =
-5t^2 + 30t + 2 -> 47 (t = 3; -45 + 90 + 2; 45 the rise; h(t) = -5t^2 + 20t + 27 also peaks at 47
at t = 2); (2 + 3i)(1 - 2i) -> 8-i (2 - 4i + 3i + 6; -4 - i with i^2 = +1; 2 - 7i from 3i(-2i) =
-6i; |8 - i|^2 = 65 = 13 x 5); gcd(84, 126) -> 42 (126 = 84 + 42, 84 = 2 x 42; lcm 252; 21 a
smaller common divisor; 8 common divisors); \tan\frac{2\pi}{3} -> -\sqrt{3} ((√3/2) / (-1/2);
-1.7320...; √3 sign dropped; -√3/3 = tan 150°; tan(5π/3) = -√3 too; 0.0366 not used); 2x^2 - 7x +
3 = 0 -> \frac{1}{2}, 3 ((2x - 1)(x - 3); sum 7/2; product 3/2; -1/2, -3 signs flipped; |4x - 7| =
5 also has 1/2 and 3); 5 + 5/4 + 5/16 + ... -> \frac{20}{3} (5 / (3/4); 6.666...; 25/4 = 5 + 5/4 or
5 / (1 - 1/5); 4 = 5 / (5/4); 15/4 a slip; 10 - 5 + 5/2 - ... = 10 / (3/2) = 20/3 too).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
tag, phr, post, near, neg, unit, ret or quo (25 each; the builder prints the counts to stderr).
10 probes a problem, 10 GSM8K and 10 MATH problems; every problem has each class once plus two
(the two extra classes go round the eight in turn), and 2 or 3 kind B. Style letters in the
tables: "s" the one-line working then the final, "t" a one-line think block then the final, "@"
the final lines are the whole completion (all three SHORT: at most four lines, checked), "f" the
full working then the final, "F" a full think block then the final (both FULL: 400-1200
characters, checked; each problem's full working and think block may carry a line of extra
checking from PAD); every "t" and "F" probe holds an `<answer>` tag (checked). Kind A: truth
wrong, or no_answer where the form is `truncated` (an unclosed tag cut before its value) or
`none` (no answer left: struck out, denied, withdrawn, a stand-in, only quoted, refused); kind B:
truth correct.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 249
and 252): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer
whatever the think block concluded, read like a small completion (a sentence, an equation chain,
a box, a phrase + `####` inside it; an unclosed tag still holds its answer; one cut before its
value holds none), and a second tag after a correction replaces the first; with no marker and no
box the answer is the value the concluding sentence states as the answer to the question asked
(number words included). A phrase marker followed by `####` is one marker. A restatement that
differs makes the answer wrong; a trailing check that restates the value does not change it; a
retraction after the answer replaces it (with a new value, even a misread or miscomputed one: that
value is the answer, wrong; with none: no_answer). Text after the committed answer (an invented
user turn in any chat format, a self-set problem of any name with its own box or `####`, a restart
or check cut off) is not the answer to the question asked: the committed answer stands, right or
wrong. Quoted or reported text (a key, a forum, a grader, the user's request or message, a
textbook, a website, an app, a log, notes, a board, a calculator, a manual, a solutions page, a
table, a student, a book, a friend or relative) is not the model's statement: the model's own
value is its answer, and with none (a refusal) the probe is no_answer. A hedge of an exact value
is wrong; so is a value the model marks wrong, unsure, unverified, tentative or doubted, and a
struck value replaced by another; a struck or denied value with nothing in its place is
no_answer. A negation of ANOTHER value after the gold leaves the gold, and so does a check mark
with a check that confirms. A unit or scale of another kind is wrong, and so is a word that
changes what the number counts (dozen, thousand, percent, apples, red marbles, common divisors,
terms); an exact expression equals the gold only if it is the gold; a decimal that is not exactly
the gold is wrong. Equal values in another form are correct (175.00, 36.0, 9{,}500, 10/28, 47.0,
"0.5, 3", "-5 °C", "2\sqrt{13} units", "36π cubic units", −5 written with a Unicode minus).

Debatable (2, with DECISIONS): `ok_m_marbles_near_unreduced` (\boxed{\frac{10}{28}} where a common
fraction is asked: accept), `m_gcd_unit_divisors` ("The answer is 42 common divisors.": reject).

Not covered: the issue's lone-surrogate batch crash (`#### 18 \ud800`) is an input-robustness
case, not a labelled completion, and a lone surrogate cannot be written to this UTF-8 JSONL.

Usage: cd /tmp/rounds/rt255 && python build_adversarial_redteam255.py
(writes adversarial_redteam255.jsonl beside itself and corpus_build.py, in /tmp/rounds/rt255; a
second run rewrites it byte-identical; the splits are printed to stderr)
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
    ("tiles", "88",
     "Ana is tiling a kitchen floor that is 12 feet by 10 feet with square tiles 2 feet on a side. Tiles come in boxes of 8, each box costs $22, and she can only buy whole boxes. How much does she spend on tiles?",
     "12 × 10 = 120 sq ft; 120 ÷ 4 = 30 tiles; 30 ÷ 8 = 3.75, so 4 boxes; 4 × $22 = $88.\n",
     "120 sq ft, 30 tiles, 4 boxes, 4 × 22 = 88.\n",
     "The floor's area is 12 * 10 = <<12*10=120>>120 square feet.\nEach tile covers 2 * 2 = <<2*2=4>>4 square feet.\nShe needs 120 / 4 = <<120/4=30>>30 tiles.\nA box holds 8 tiles, so she needs 30 / 8 = <<30/8=3.75>>3.75 boxes; since she can only buy whole boxes, she buys 4 boxes.\nThe tiles cost 4 * 22 = <<4*22=88>>88 dollars.\nCheck: 4 boxes hold 32 tiles, 2 more than the 30 she needs, and 3 boxes (24 tiles) would be too few.\n",
     "Floor 12 by 10 = 120 square feet. Tile 2 by 2 = 4 square feet. 120 / 4 = 30 tiles. Boxes of 8: 30 / 8 = 3.75, so round up to 4 boxes, because 3 boxes give only 24 tiles. Cost 4 * 22 = 88. Check: 88 / 22 = 4 boxes, 32 tiles, 2 spare. Not 3.75 * 22 = 82.50, since part boxes aren't sold. She spends $88.\n",
     [
        ("tag_boxes", "A", "tag", "F", "<answer> She needs 4 boxes of tiles. </answer>", "a tag sentence naming another quantity (the boxes), not the money"),
        ("ok_tag_sentence", "B", "tag", "t", "<answer> Ana spends $88 on tiles. </answer>", "a tag holding a whole sentence that states the gold"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### 30", "a phrase marker then #### holding 30, the number of tiles"),
        ("ok_phr_words", "B", "prose_sentence", "f", "So Ana spends eighty-eight dollars on tiles.", "the gold in number words in a concluding sentence with no marker"),
        ("ok_post_user", "B", "hash", "@", "#### 88\nUser: Thanks, that makes sense. Could you explain why we round up the boxes?", "the committed #### is the gold; an invented User turn after it names no value"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{88 + 10^{-40}}$", "a tiny exact offset added to the cost: not 88"),
        ("neg_unverified", "A", "tag", "F", "<answer>88 (unverified — I may have miscounted the boxes)</answer>", "the model marks its own tag value as unverified"),
        ("unit_sqft", "A", "tag", "t", "<answer>88 square feet</answer>", "square feet (an area) where an amount of money is asked"),
        ("ret_edit", "A", "hash", "f", "#### 88\n\nEdit: the tiles are 2 feet by 1 foot, so each covers 2 square feet: 120 ÷ 2 = 60 tiles, 60 ÷ 8 = 7.5, so 8 boxes, and 8 × $22 = $176.\n#### 176", "'Edit:' after the #### line with a new (misread) value, 176: the model's last answer"),
        ("quo_key", "A", "hash", "f", "The answer key under the worksheet says $88, but I don't think she has to buy whole boxes, so 3.75 × $22 = $82.50.\n#### 82.50", "88 only as the answer key's figure (reported); the model's own #### is 82.50"),
     ]),
    ("orchard", "175",
     "A farmer picks 36 apples from each of his 14 trees. He keeps 54 apples for his family and sells the rest in bags of 9 apples for $3.50 a bag. How much money does he make?",
     "36 × 14 = 504 apples; 504 − 54 = 450; 450 ÷ 9 = 50 bags; 50 × $3.50 = $175.\n",
     "504 apples, 450 to sell, 50 bags, 50 × 3.50 = 175.\n",
     llama(
        ("Count the apples picked.", "He picks 36 apples from each of 14 trees: 36 × 14 = 504 apples."),
        ("Subtract the apples he keeps.", "He keeps 54, so he sells 504 − 54 = 450 apples."),
        ("Count the bags.", "Each bag holds 9 apples: 450 ÷ 9 = 50 bags, with none left over."),
        ("Find the money.", "Each bag sells for $3.50: 50 × 3.50 = $175. If he sold all 504 apples it would be 56 bags and $196, but 54 apples are kept."),
     ),
     "Apples: 36 * 14 = 360 + 144 = 504. He keeps 54, so 504 - 54 = 450 to sell. Bags of 9: 450 / 9 = 50 bags exactly. Money: 50 * 3.50 = 175. Check: 175 / 3.5 = 50 bags, 50 * 9 = 450, plus 54 kept = 504. Good. If I forgot the kept apples: 504 / 9 = 56 bags, 56 * 3.5 = 196, but that's wrong. He makes $175.\n",
     [
        ("tag_equation", "A", "tag", "t", "<answer>504 ÷ 9 = 56 bags, 56 × 3.50 = 196</answer>", "an equation chain in the tag ending on 196 (the kept apples not subtracted)"),
        ("phr_definitely", "A", "answer_is", "@", "504 apples ÷ 9 = 56 bags, and 56 × $3.50 = $196.\nI think the answer is definitely \\(196\\).", "an answer phrase with words around it holding 196, not the gold"),
        ("post_new", "A", "hash", "f", "#### 196\n\nNew problem: A farmer has 450 apples to sell in bags of 9 at $3.50 a bag. How much does he make?\n450 ÷ 9 = 50 bags, 50 × 3.50 = 175.\n#### 175", "the committed #### is 196; 175 only in a self-set new problem's ####"),
        ("post_chatml", "A", "tag", "F", "<answer>450</answer>" + IM_USER + "That's the number of apples he sells. In dollars it's 50 bags × $3.50 = $175, right?", "the committed tag is 450 (apples sold); 175 only in an invented ChatML user turn"),
        ("near_about", "A", "hash", "s", "#### about 175", "'about' hedges an exact amount of money"),
        ("ok_near_decimal", "B", "tag", "F", "<answer>175.00</answer>", "the gold written with two decimal places"),
        ("ok_neg_check", "B", "tag", "t", "<answer>175 ✓ (50 bags × $3.50 checks out)</answer>", "a check mark and a check that confirm the gold"),
        ("unit_apples", "A", "hash", "f", "#### 175 apples", "apples where an amount of money is asked"),
        ("ret_update", "A", "prose_sentence", "f", llama_end("175") + "\n\nUpdate: the bags hold 6 apples, not 9, so it's 450 ÷ 6 = 75 bags and 75 × $3.50 = $262.50.", "'Update:' after the box with a new (misread) value, 262.50"),
        ("quo_forum", "A", "none", "@", "> He makes $175 from the apples.\n\nThat's a reply quoted from a homework forum. I can't check the farmer's numbers, so I'll leave the answer blank.", "175 only in a quoted forum reply, then a refusal: no_answer"),
     ]),
    ("commute", "54",
     "Priya drives 18 miles to work at an average speed of 45 miles per hour and drives home the same way at 36 miles per hour. How many minutes does she spend driving each day?",
     "18 ÷ 45 = 0.4 h = 24 min; 18 ÷ 36 = 0.5 h = 30 min; 24 + 30 = 54 minutes.\n",
     "24 min there, 30 min back, 54 in all.\n",
     "The trip to work takes 18 / 45 = <<18/45=0.4>>0.4 hours.\nIn minutes that is 0.4 * 60 = <<0.4*60=24>>24 minutes.\nThe trip home takes 18 / 36 = <<18/36=0.5>>0.5 hours, which is 0.5 * 60 = <<0.5*60=30>>30 minutes.\nShe drives 24 + 30 = <<24+30=54>>54 minutes each day.\nCheck: 36 miles in 54 minutes is 36 / 0.9 = <<36/0.9=40>>40 miles per hour on average, less than the plain mean of 45 and 36, as it should be.\n",
     "To work: 18 miles at 45 mph, 18 / 45 = 0.4 h = 24 min. Home: 18 at 36 mph, 18 / 36 = 0.5 h = 30 min. Total 24 + 30 = 54 minutes. Careful: averaging the speeds, (45 + 36) / 2 = 40.5 mph, would give 36 / 40.5 h, about 53.3 min, which is wrong because she spends longer at the slower speed. The question asks minutes, so 54, not 0.9 hours.\n",
     [
        ("tag_leg", "A", "tag", "F", "<answer>She drives 24 minutes to work.</answer>", "a tag sentence naming one leg, not the day's driving"),
        ("phr_final", "A", "hash", "s", "Final Answer: #### 30", "a phrase + #### holding 30, the trip home alone"),
        ("post_restart", "A", "boxed", "f", qwen_end("0.9") + "\n\nLet me redo this in minutes: 18 ÷ 45 = 0.4 hours, which is", "the committed box is 0.9 (hours, where minutes are asked); the restart after it is cut off"),
        ("near_mean", "A", "hash", "@", "Average speed (45 + 36) ÷ 2 = 40.5 mph; 36 ÷ 40.5 = 0.888... h ≈ 53.3 minutes.\n#### 53.3", "53.3 from averaging the speeds: a decimal near but not equal to the gold"),
        ("neg_strike", "A", "tag", "t", "<answer>~~54~~ 60</answer>", "54 struck out in the tag, 60 in its place"),
        ("neg_doubt", "A", "answer_is", "s", "The answer is 54 (low confidence).", "the model marks its own answer as low confidence"),
        ("ok_unit_minutes", "B", "hash", "f", "#### 54 minutes", "the gold in minutes, the unit asked"),
        ("unit_miles", "A", "tag", "t", "<answer>54 miles</answer>", "miles (a distance) where minutes are asked"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>0.9</answer>\nWait — 0.9 is in hours, and the question asks for minutes: 0.9 × 60 = 54.\n<answer>54</answer>", "a wrong first tag (hours) corrected by a second tag holding the gold"),
        ("ok_quo_dad", "B", "hash", "f", "My dad says it's about 53 minutes because he averages the two speeds, but the average speed has to be the total distance over the total time.\n#### 54", "a father's wrong 53 reported, then the model's own 54"),
     ]),
    ("tank", "20",
     "A water tank holds 2,400 liters and is 3/8 full. A pump adds 75 liters per minute. How many minutes will it take to fill the tank?",
     "2400 × 3/8 = 900 L in it; 2400 − 900 = 1500 L; 1500 ÷ 75 = 20 minutes.\n",
     "900 L in, 1500 L missing, 1500 / 75 = 20.\n",
     qwen("To find the time, we work out how much water is missing and divide by the pump's rate.",
          ("Water already in the tank", "\\(2400 \\times \\frac{3}{8} = 900\\) liters."),
          ("Water still needed", "\\(2400 - 900 = 1500\\) liters."),
          ("Time", "\\(1500 \\div 75 = 20\\) minutes."),
          ("Check", "In 20 minutes the pump adds \\(20 \\times 75 = 1500\\) liters, and \\(900 + 1500 = 2400\\). Filling the empty tank would take \\(2400 \\div 75 = 32\\) minutes, but the tank is already \\(\\frac{3}{8}\\) full.")),
     "Capacity 2400 L, 3/8 full: 2400 / 8 = 300, times 3 = 900 L already in. Missing: 2400 - 900 = 1500 L, which is the other 5/8. Pump 75 L per minute: 1500 / 75 = 20 minutes. Check: 75 * 20 = 1500. Good. Not 2400 / 75 = 32, that's from empty. Not 900 / 75 = 12 either, that's the water already in. So 20 minutes.\n",
     [
        ("ok_tag_box", "B", "tag", "F", "<answer>$\\boxed{20}$</answer>", "a box inside the answer tag holding the gold"),
        ("quo_request", "A", "none", "@", "You wrote: \"Show that the pump needs $\\boxed{20}$ minutes.\" I can't show that without knowing whether the tank leaks, so I won't give a number.", "20 only in the user's quoted request, then a refusal: no_answer"),
        ("ok_phr_hash", "B", "hash", "s", "So the answer is #### 20", "a phrase marker followed by #### holding the gold"),
        ("post_practice", "A", "hash", "f", "#### 32\n\nPractice problem: how long does the pump take to add the missing 1,500 liters? 1500 ÷ 75 = 20.\n#### 20", "the committed #### is 32 (from empty); 20 only in a self-set practice problem"),
        ("near_around", "A", "tag", "t", "<answer>around 20 minutes</answer>", "'around' hedges an exact time"),
        ("neg_incorrect", "A", "tag", "t", "<answer>20 (incorrect)</answer>", "the model marks its own tag value as incorrect"),
        ("unit_hours", "A", "hash", "f", "#### 20 hours", "hours where minutes are asked"),
        ("ret_scratch", "A", "hash", "f", "#### 20\n\nScratch that — 3/8 is the part that is empty, so 2,400 × 3/8 = 900 liters are missing and 900 ÷ 75 = 12.\n#### 12", "'Scratch that' after the #### line with a new (misread) value, 12"),
        ("ret_withdraw", "A", "none", "F", "<answer>20</answer>\nHmm, I'm no longer sure whether the 75 liters a minute is net of a leak. I retract this answer until that is clarified.", "the tag's answer retracted with nothing in its place: no_answer"),
        ("quo_grader", "A", "hash", "@", "A grader's note on my earlier attempt said \"correct answer: 20\".\nI still think the pump fills the whole tank: 2400 ÷ 75 = 32.\n#### 32", "20 only in a quoted grader's note; the model's own #### is 32"),
     ]),
    ("ages", "36",
     "Marco is three times as old as his daughter. In 12 years he will be twice as old as she will be then. How old is Marco now?",
     "3d + 12 = 2(d + 12) ⇒ d = 12; Marco is 3 × 12 = 36.\n",
     "3d + 12 = 2d + 24, d = 12, Marco 36.\n",
     "Let the daughter's age be d, so Marco is 3d.\nIn 12 years: 3d + 12 = 2(d + 12), so 3d + 12 = 2d + 24.\nSubtracting 2d + 12 from both sides gives d = 12.\nMarco is 3 * 12 = <<3*12=36>>36 years old.\nCheck: in 12 years Marco will be 36 + 12 = <<36+12=48>>48 and his daughter 12 + 12 = <<12+12=24>>24, and 48 = 2 * 24. The question asks Marco's age now, not in 12 years.\n",
     "Daughter d, Marco 3d. In 12 years: 3d + 12 = 2(d + 12) = 2d + 24, so d = 12. Marco = 36. Check: now 36 and 12, ratio 3. In 12 years 48 and 24, ratio 2. Good. The question asks how old Marco is now, so 36, not 48 and not the daughter's 12.\n",
     [
        ("tag_daughter", "A", "tag", "F", "<answer>d = 12</answer>", "an equation in the tag giving the daughter's age, not Marco's"),
        ("tag_chain", "A", "tag", "t", "<answer>3d + 12 = 2(d + 12), so d = 12 and Marco will be 48.</answer>", "a tag sentence ending on Marco's age in 12 years"),
        ("phr_colon", "A", "hash", "s", "The answer is: #### 12", "a phrase + #### holding 12, the daughter's age"),
        ("phr_text", "A", "answer_is", "@", "Marco now: 3 × 12 = 36; in 12 years: 36 + 12 = 48.\n$\\text{Answer: } 48$ years old.", "an answer phrase inside \\text{} holding 48, his age in 12 years"),
        ("ok_post_exercise", "B", "hash", "f", "#### 36\n\nExercise for the reader: how old will the daughter be when Marco is exactly twice her age?", "the committed #### is the gold; a self-set exercise after it has no value"),
        ("ok_near_decimal", "B", "boxed", "s", "$\\boxed{36.0}$", "the gold written as a decimal"),
        ("ok_neg_note", "B", "hash", "s", "#### 36 (Marco; his daughter is 12)", "an honest note after the #### value naming the other age"),
        ("unit_months", "A", "hash", "f", "#### 36 months", "months where his age in years is asked"),
        ("ret_wrong", "A", "hash", "f", "#### 36\n\nWrong! \"Twice as old\" means he will be 2 × 12 = 24, so Marco is 24 − 12 = 12 now.\n#### 12", "'Wrong!' after the #### line with a new (false) value, 12"),
        ("quo_key", "A", "tag", "F", "<answer>The textbook's key says 36, but the question asks his age in 12 years: 48.</answer>", "36 only as the key's figure (reported); the model's own value in the tag is 48"),
     ]),
    ("library", "1795",
     "A library had 1,860 books. It gave away 15% of them to a school and then bought 214 new books. How many books does the library have now?",
     "15% of 1860 = 279; 1860 − 279 = 1581; 1581 + 214 = 1795 books.\n",
     "279 given away, 1581 left, plus 214 is 1795.\n",
     "The library gave away 0.15 * 1860 = <<0.15*1860=279>>279 books.\nIt had 1860 - 279 = <<1860-279=1581>>1581 books left.\nAfter buying 214 new books it has 1581 + 214 = <<1581+214=1795>>1795 books.\nCheck: 85% of 1860 is 0.85 * 1860 = <<0.85*1860=1581>>1581, the same as before, and 1581 + 214 = 1795.\nThe 15% is taken before the new books arrive, so it does not apply to the 214.\n",
     "15% of 1860: 10% is 186, 5% is 93, total 279. Left: 1860 - 279 = 1581. New books: 1581 + 214 = 1795. Check: 0.85 * 1860 = 1581. Good. Order matters: the gift came first, then the purchase. If 15% were taken after buying, (1860 + 214) * 0.85 = 1762.9, which isn't a whole number of books anyway. So 1795 books.\n",
     [
        ("tag_box", "A", "tag", "F", "<answer>$\\boxed{1581}$ books are left after the gift.</answer>", "a box in the tag holding 1581, the count before the new books"),
        ("phr_definitely", "A", "answer_is", "@", "1,860 − 279 = 1,581 books.\nI think the answer is definitely \\(1581\\).", "an answer phrase with words around it holding 1581, before the new books"),
        ("post_user", "A", "hash", "@", "#### 1581\n\nUser: You forgot the 214 new books, didn't you? 1,581 + 214 = #### 1795", "the committed #### is 1581; 1795 only in an invented User turn"),
        ("post_next", "A", "boxed", "f", "The library now has $\\boxed{2074}$ books.\n\nNext question: if a library first gives away 15% of 1,860 books and then buys 214, how many does it have? $\\boxed{1795}$", "the committed box is 2074 (the gift left out); 1795 only in a self-set next question's box"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{1795 - 10^{-25}}$", "a tiny exact offset taken from the count: not 1795"),
        ("near_roughly", "A", "tag", "F", "<answer>roughly 1,800 books</answer>", "a hedged, rounded count"),
        ("neg_xmark", "A", "hash", "s", "#### 1795 ✗", "the model marks its own #### value with a cross"),
        ("ok_unit_books", "B", "tag", "t", "<answer>1,795 books</answer>", "the gold with the noun asked, inside the tag"),
        ("ok_ret_fix", "B", "hash", "f", "#### 1581\nOops, that leaves out the 214 new books: 1,581 + 214 = 1,795.\n#### 1795", "a wrong first #### corrected by a second #### holding the gold"),
        ("quo_site", "A", "hash", "f", "A library-statistics site gives 1,795 for this exercise, but I read the 15% as applying after the purchase: (1,860 + 214) × 0.85 = 1,762.9, so about 1,763.\n#### 1763", "1795 only as a website's figure (reported); the model's own #### is 1763"),
     ]),
    ("lemonade", "61.1",
     "Sara sells 86 cups of lemonade at $1.25 a cup. Each cup costs her $0.40 to make, and she also spent $12 on a sign. What is her profit?",
     "86 × $1.25 = $107.50; 86 × $0.40 = $34.40; 107.50 − 34.40 − 12 = $61.10.\n",
     "Revenue 107.50, costs 34.40 + 12, profit 61.10.\n",
     "Sara takes in 86 * 1.25 = <<86*1.25=107.5>>107.50 dollars.\nThe lemonade costs her 86 * 0.40 = <<86*0.40=34.4>>34.40 dollars.\nBefore the sign her profit is 107.50 - 34.40 = <<107.5-34.4=73.1>>73.10 dollars.\nAfter the $12 sign it is 73.10 - 12 = <<73.1-12=61.1>>61.10 dollars.\nCheck: she makes 1.25 - 0.40 = <<1.25-0.40=0.85>>0.85 dollars a cup, and 86 * 0.85 = <<86*0.85=73.1>>73.10, less 12 is 61.10.\n",
     "Revenue: 86 * 1.25 = 86 + 21.50 = 107.50. Cost of cups: 86 * 0.40 = 34.40. Sign: 12. Profit = 107.50 - 34.40 - 12 = 61.10. Check per cup: 0.85 profit per cup, 86 * 0.85 = 73.10, minus the sign 12 = 61.10. Same. Not 73.10, the sign counts as a cost. Not 95.50, which forgets the cups. Profit $61.10.\n",
     [
        ("ok_tag_sentence", "B", "tag", "F", "<answer>Her profit is $61.10.</answer>", "a tag holding a sentence that states the gold"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } 61.10$ dollars.", "an answer phrase inside \\text{} holding the gold, then the unit asked"),
        ("post_next", "A", "hash", "f", "#### 73.10\n\nNext problem: Tom makes $73.10 from lemonade before paying $12 for a sign. What is his profit? $\\boxed{61.10}$", "the committed #### is 73.10 (the sign left out); 61.10 only in a self-set next problem's box"),
        ("near_round", "A", "hash", "s", "#### 61", "61.10 rounded to 61: not the exact profit"),
        ("neg_unsure", "A", "tag", "t", "<answer>61.10 (not sure)</answer>", "the model marks its own tag value as unsure"),
        ("neg_struck", "A", "none", "s", "#### ~~61.10~~\nStruck out: I'm not sure the $0.40 includes the cup, so no profit figure yet.", "the only value struck out with nothing in its place: no_answer"),
        ("unit_cents", "A", "hash", "f", "#### 61.10 cents", "cents where dollars are asked: a scale of another kind"),
        ("unit_percent", "A", "answer_is", "s", "The answer is 61.1%.", "'%' turns the amount into a percentage"),
        ("ret_oops", "A", "tag", "F", "<answer>61.10</answer>\nOops, the sign is a one-time cost she keeps, so I'll leave it out: 107.50 − 34.40 = 73.10.\n<answer>73.10</answer>", "a second tag after 'Oops' replaces 61.10 with 73.10"),
        ("ok_quo_friend", "B", "hash", "f", "My friend got $95.50 by forgetting the cost of each cup; with it included:\n#### 61.10", "a friend's wrong 95.50 reported, then the model's own 61.10"),
     ]),
    ("steps", "9500",
     "Jun walks 8,500 steps each day from Monday to Friday and 12,000 steps each day on Saturday and Sunday. What is his average number of steps per day over the week?",
     "5 × 8500 + 2 × 12000 = 66500 steps; 66500 ÷ 7 = 9500.\n",
     "42500 + 24000 = 66500, over 7 days 9500.\n",
     llama(
        ("Steps on weekdays.", "5 days × 8,500 steps = 42,500 steps."),
        ("Steps at the weekend.", "2 days × 12,000 steps = 24,000 steps."),
        ("Total for the week.", "42,500 + 24,000 = 66,500 steps."),
        ("Average per day.", "66,500 ÷ 7 = 9,500 steps. The plain mean of 8,500 and 12,000 is 10,250, but that would count the two weekend days as much as the five weekdays."),
     ),
     "Weekdays: 5 * 8500 = 42500. Weekend: 2 * 12000 = 24000. Total 66500 steps. Average per day over 7 days: 66500 / 7 = 9500. Check: 7 * 9500 = 66500. Good. Careful: averaging 8500 and 12000 gives 10250, but that's not weighted by the number of days. So the daily average is 9500 steps.\n",
     [
        ("tag_total", "A", "tag", "F", "<answer>He walks 66,500 steps in the week.</answer>", "a tag sentence naming the week's total, not the daily average"),
        ("phr_hash", "A", "hash", "@", "(8,500 + 12,000) ÷ 2 = 10,250.\nAnswer: #### 10250", "a phrase + #### holding 10250, the unweighted mean"),
        ("ok_post_restart", "B", "hash", "f", "#### 9500\n\nLet me double-check by another route: the weekend adds 2 × 3,500 = 7,000 extra steps over the weekday figure, and 7,000 ÷ 7 is", "the committed #### is the gold; a check after it is cut off"),
        ("ok_near_comma", "B", "boxed", "s", "$\\boxed{9{,}500}$", "the gold with a LaTeX thousands separator"),
        ("neg_struck", "A", "tag", "t", "<answer>~~9,500~~ 10,250</answer>", "9500 struck out in the tag, 10250 in its place"),
        ("unit_thousand", "A", "hash", "s", "#### 9500 thousand", "'thousand' scales the count a thousandfold"),
        ("ret_hold", "A", "hash", "f", "#### 9500\n\nHold on: the week has two kinds of day, so the average is the mean of the two figures, (8,500 + 12,000) ÷ 2 = 10,250.\n#### 10250", "'Hold on' after the #### line with a new (mistaken) value, 10250"),
        ("ret_pending", "A", "none", "F", "<answer>9500</answer>\nNote: this tag is only a stand-in until I confirm the weekend figures; final answer pending.", "the tag declared a stand-in, the answer pending: no_answer"),
        ("quo_app", "A", "hash", "f", "The step app's weekly summary shows an average of 9,500, but I think it only counts logged days. Averaging the two kinds of day: (8,500 + 12,000) / 2 = 10,250.\n#### 10250", "9500 only as an app's figure (reported); the model's own #### is 10250"),
        ("quo_prompt", "A", "none", "@", "Your message says: \"The answer is $\\boxed{9500}$; explain why.\"\nI can't explain a figure I haven't derived, so I won't give one.", "9500 only in the user's quoted message, then a refusal: no_answer"),
     ]),
    ("temperature", "-5",
     "At 6 a.m. the temperature was −15°C. It rose 3°C every hour until noon and then fell 2°C every hour until 4 p.m. What was the temperature at 4 p.m., in °C?",
     "6 h × 3 = +18: −15 + 18 = 3°C at noon; 4 h × 2 = −8: 3 − 8 = −5°C.\n",
     "Noon: -15 + 18 = 3. Then 4 hours down 2: 3 - 8 = -5.\n",
     "From 6 a.m. to noon is 12 - 6 = <<12-6=6>>6 hours, so the temperature rose 6 * 3 = <<6*3=18>>18 degrees.\nAt noon it was -15 + 18 = <<-15+18=3>>3 degrees.\nFrom noon to 4 p.m. is 4 hours, so it fell 4 * 2 = <<4*2=8>>8 degrees.\nAt 4 p.m. it was 3 - 8 = <<3-8=-5>>-5 degrees.\nCheck: the net change is 18 - 8 = <<18-8=10>>10 degrees, and -15 + 10 = -5. It is below zero again, so the sign matters.\n",
     "Start -15 at 6 a.m. Rises 3 per hour for 6 hours (6 to 12): +18, so 3 degrees at noon. Falls 2 per hour for 4 hours (12 to 4): -8, so 3 - 8 = -5. Check: net +10, -15 + 10 = -5. The answer is negative, five below zero. Don't write 5. The noon value 3 isn't asked.\n",
     [
        ("tag_noon", "A", "tag", "F", "<answer>At noon it is 3°C.</answer>", "a tag sentence naming the noon temperature, not 4 p.m."),
        ("tag_chain", "A", "tag", "t", "<answer>−15 + 18 − 8 = 5</answer>", "an equation chain in the tag ending on 5 (sign dropped)"),
        ("phr_final", "A", "hash", "s", "Final Answer: #### 5", "a phrase + #### holding 5, the sign dropped"),
        ("phr_words", "A", "prose_sentence", "f", "So at 4 p.m. it was five degrees above zero.", "number words with 'above zero': +5, not -5"),
        ("post_eot", "A", "tag", "F", "<answer>3</answer>" + EOT_USER + "Wait, that's the noon reading. What about 4 p.m., which would be −5?", "the committed tag is 3 (noon); -5 only in an invented Llama 3 user turn"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{-5 + 10^{-60}}$", "a tiny exact offset added to the temperature: not -5"),
        ("ok_neg_note", "B", "hash", "s", "#### -5 (below zero, not +5)", "an honest note after the #### value negating ANOTHER value"),
        ("ok_unit_celsius", "B", "hash", "f", "#### -5 °C", "the gold in °C, the unit asked"),
        ("ok_ret_fix", "B", "answer_is", "f", "The answer is 5.\nCorrection: I dropped the sign. It is 3°C at noon and 3 − 8 = −5 at 4 p.m. The answer is −5.", "a wrong first answer corrected to the gold by a second 'The answer is'"),
        ("quo_log", "A", "hash", "@", "My weather station's log reads −5 at 4 p.m., but I count 5 hours of falling (noon to 4 p.m. inclusive): 3 − 10 = −7.\n#### -7", "-5 only as a log's reading (reported); the model's own #### is -7"),
     ]),
    ("eggs", "300",
     "A farm's 45 hens each lay 5 eggs a week. The eggs are sold by the dozen at $4 a dozen. How much money do the eggs bring in over 4 weeks?",
     "45 × 5 = 225 eggs a week; × 4 = 900 eggs; 900 ÷ 12 = 75 dozen; 75 × $4 = $300.\n",
     "225 a week, 900 in 4 weeks, 75 dozen, 300.\n",
     "The hens lay 45 * 5 = <<45*5=225>>225 eggs a week.\nIn 4 weeks they lay 225 * 4 = <<225*4=900>>900 eggs.\nThat is 900 / 12 = <<900/12=75>>75 dozen eggs.\nAt $4 a dozen they bring in 75 * 4 = <<75*4=300>>300 dollars.\nCheck: the farm earns 225 / 12 * 4 = <<225/12*4=75>>75 dollars a week, and 75 * 4 = <<75*4=300>>300 dollars over 4 weeks.\n",
     "Eggs per week: 45 * 5 = 225. Four weeks: 900 eggs. Dozens: 900 / 12 = 75. Money: 75 * 4 = 300. Check: per week 225 / 12 = 18.75 dozen, times 4 dollars = 75 dollars a week, times 4 weeks = 300. Good. Careful not to price each egg at $4: that would be 3600. The eggs bring in $300.\n",
     [
        ("ok_tag_unclosed", "B", "tag", "F", "<answer>The eggs bring in $300 over the 4 weeks.", "an unclosed tag holding a whole sentence with the gold"),
        ("phr_definitely", "A", "tag", "t", "<answer>I think the answer is definitely 75.</answer>", "an answer phrase in the tag holding 75, the dozens"),
        ("post_restart", "A", "hash", "f", "#### 3600\n\nLet me start again, more carefully. Each week the hens lay 45 × 5 =", "the committed #### is 3600 (each egg at $4); the restart after it is cut off"),
        ("post_followup", "A", "hash", "@", "#### 75\n\nFollow-up: at $4 a dozen, what do 75 dozen bring in? #### 300", "the committed #### is 75 (dozens); 300 only in a self-set follow-up"),
        ("near_approx", "A", "boxed", "s", "$\\boxed{\\approx 300}$", "'≈' hedges an exact amount of money"),
        ("near_tiny", "A", "boxed", "f", "$\\boxed{300 - 10^{-45}}$", "a tiny exact offset taken from the amount: not 300"),
        ("neg_disbelief", "A", "hash", "f", "#### 300 (I don't believe this; it seems too low)", "the model says it does not believe its own value"),
        ("unit_dozen", "A", "hash", "s", "#### 300 dozen", "'dozen' where dollars are asked: 300 dozen is a count of eggs, not money"),
        ("ret_erratum", "A", "prose_sentence", "f", "The answer is $300.\n\nErratum: the hens lay 5 eggs a day, not a week, so it's 45 × 5 × 28 = 6,300 eggs, 525 dozen, and 525 × $4 = $2,100.", "'Erratum:' after the answer with a new (misread) value, 2100"),
        ("ok_quo_key", "B", "tag", "t", "<answer>The answer key says $75, but that is the number of dozens; 75 × $4 = $300.</answer>", "an answer key's wrong 75 reported in the tag, then the model's own 300"),
     ]),
]
MPROBS = [
    ("marbles", "\\frac{5}{14}",
     "A bag holds 5 red and 3 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     "P = 5/8 · 4/7 = 20/56 = 5/14.\n",
     "5/8 then 4/7, product 20/56 = 5/14.\n",
     "There are $\\binom{8}{2} = 28$ ways to choose two marbles, and $\\binom{5}{2} = 10$ of them are both red. So the probability is\n$$\\frac{10}{28} = \\frac{5}{14}.$$\nEquivalently, drawing one at a time, the first is red with probability $\\frac{5}{8}$ and then the second with probability $\\frac{4}{7}$, giving $\\frac{5}{8} \\cdot \\frac{4}{7} = \\frac{20}{56} = \\frac{5}{14}$.\nWith replacement it would be $\\frac{25}{64}$, but the marbles are not replaced.\n",
     "Two red without replacement. First red: 5 of 8. Then 4 red left of 7. Multiply: 5/8 * 4/7 = 20/56. Divide by 4: 5/14. Check with combinations: C(5,2) = 10, C(8,2) = 28, 10/28 = 5/14. Same. Not 25/64, that's with replacement. Decimal about 0.357, but a common fraction is asked.\n",
     [
        ("tag_replace", "A", "tag", "F", "<answer>$\\boxed{\\frac{25}{64}}$</answer>", "a box in the tag holding 25/64, the with-replacement probability"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } \\frac{5}{14}.$", "an answer phrase inside \\text{} holding the gold"),
        ("ok_post_chatml", "B", "boxed", "@", "$\\boxed{\\frac{5}{14}}$" + IM_USER + "Thanks! Now what if the first marble is put back?", "the committed box is the gold; an invented ChatML user turn after it names no value"),
        ("ok_near_unreduced", "B", "boxed", "f", "So the answer is $\\boxed{\\frac{10}{28}}$.", "10/28, the gold unreduced: an equal value in another form", True),
        ("neg_guess", "A", "boxed", "s", "$\\boxed{\\frac{5}{14}}$ (a guess; I haven't checked the without-replacement part)", "the model calls its own boxed value a guess"),
        ("neg_denied", "A", "none", "t", "<answer>$P \\neq \\frac{5}{14}$</answer>", "the tag only denies a value, with nothing in its place: no_answer"),
        ("unit_percent", "A", "minerva", "f", minerva_end("$\\frac{5}{14}\\%$"), "'%' makes the probability a hundred times smaller"),
        ("unit_marbles", "A", "tag", "t", "<answer>\\frac{5}{14} \\text{ red marbles}</answer>", "a probability given as a count of marbles: a quantity of another kind"),
        ("ret_addendum", "A", "prose_sentence", "f", qbox("\\frac{5}{14}") + "\n\nAddendum: on reflection the two draws are independent, so the probability is \\(\\left(\\frac{5}{8}\\right)^2 = \\frac{25}{64}\\).", "'Addendum:' after the box with a new (mistaken) value, 25/64"),
        ("quo_notes", "A", "tag", "F", "<answer>The worked example in my notes gets 5/14, but I count 5 red of 8 on each draw: 25/64.</answer>", "5/14 only as the notes' figure (reported); the model's own value in the tag is 25/64"),
     ]),
    ("distance", "2\\sqrt{13}",
     "What is the distance between the points (1, 2) and (5, −4)? Express your answer in simplest radical form.",
     "√((5 − 1)² + (−4 − 2)²) = √(16 + 36) = √52 = 2√13.\n",
     "dx 4, dy −6, 16 + 36 = 52, √52 = 2√13.\n",
     llama(
        ("Apply the distance formula.", "$d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}$ with $(x_1, y_1) = (1, 2)$ and $(x_2, y_2) = (5, -4)$."),
        ("Compute the differences.", "$x_2 - x_1 = 5 - 1 = 4$ and $y_2 - y_1 = -4 - 2 = -6$."),
        ("Square and add.", "$4^2 + (-6)^2 = 16 + 36 = 52$."),
        ("Simplify the radical.", "$\\sqrt{52} = \\sqrt{4 \\cdot 13} = 2\\sqrt{13}$, about 7.21. Since 13 is prime, this is the simplest radical form."),
     ),
     "Distance formula. Differences: 5 - 1 = 4, -4 - 2 = -6. Squares 16 and 36, sum 52. sqrt(52) = sqrt(4 * 13) = 2 sqrt(13). 13 is prime so that's simplest. Numerically about 7.211. Not 10, that's the grid distance 4 + 6. Check: (2 sqrt 13)^2 = 4 * 13 = 52. Good.\n",
     [
        ("tag_square", "A", "tag", "F", "<answer>d^2 = 16 + 36 = 52</answer>", "an equation chain in the tag ending on the squared distance"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 4\\sqrt{13}.$", "an answer phrase inside \\text{} holding 4√13, a slip from the working"),
        ("post_practice", "A", "boxed", "f", "$\\boxed{10}$\n\nPractice: find the length of the diagonal of a 4 by 6 rectangle. It is $\\sqrt{16 + 36} = \\boxed{2\\sqrt{13}}$.", "the committed box is 10 (the grid distance); 2√13 only in a self-set practice problem's box"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{7.21}$", "a rounded decimal where an exact radical is asked: not equal"),
        ("ok_neg_note", "B", "tag", "F", "<answer>2\\sqrt{13} (not 10, which is the distance along the grid lines)</answer>", "an honest note after the gold in the tag negating ANOTHER value"),
        ("ok_unit_units", "B", "tag", "t", "<answer>2\\sqrt{13} units</answer>", "the gold with the generic length unit 'units'"),
        ("ret_actually", "A", "prose_sentence", "f", llama_end("2\\sqrt{13}") + "\n\nActually, the second point is (5, 4): then the differences are 4 and 2, so the distance is $\\sqrt{20} = 2\\sqrt{5}$.", "'Actually' after the box with a new (misread) value, 2√5"),
        ("ret_second", "A", "tag", "t", "<answer>2\\sqrt{13}</answer> Wait, the y-difference is −4 + 2 = −2, so it's √(16 + 4) = 2√5. <answer>2\\sqrt{5}</answer>", "a second tag after 'Wait' replaces the gold with a miscomputed 2√5"),
        ("quo_calculator", "A", "minerva", "f", "An online calculator I tried printed $2\\sqrt{13}$, but I think the distance along the grid is what is wanted: $|4| + |-6| = 10$.\n" + minerva_end("$10$"), "2√13 only as a calculator's output (reported); the model's own answer is 10"),
        ("quo_board", "A", "none", "@", "> $d = 2\\sqrt{13}$\n\nThat is what was written on the board in class; I haven't worked it out myself, so I won't give an answer.", "2√13 only in a quoted board line, then a refusal: no_answer"),
     ]),
    ("sphere", "36\\pi",
     "What is the volume, in cubic units, of a sphere with radius 3 units? Express your answer in terms of $\\pi$.",
     "V = (4/3)π(3)³ = (4/3)(27)π = 36π.\n",
     "(4/3) · 27 = 36, so 36π.\n",
     "The volume of a sphere of radius $r$ is $V = \\frac{4}{3}\\pi r^3$. With $r = 3$ we have $r^3 = 27$, so\n$$V = \\frac{4}{3}\\pi \\cdot 27 = 36\\pi.$$\nAs a check, $\\frac{4}{3} \\cdot 27 = 4 \\cdot 9 = 36$. Numerically $36\\pi \\approx 113.1$, but the answer is asked in terms of $\\pi$. (For this radius the surface area $4\\pi r^2 = 36\\pi$ has the same number, but it is measured in square units.)\n",
     "Sphere volume 4/3 pi r^3. r = 3, r^3 = 27. 4/3 * 27 = 36. So 36 pi. Careful: if I used the diameter 6, I'd get 4/3 * 216 = 288 pi, wrong. Forgetting the 1/3 gives 4 * 27 = 108 pi. Keep pi symbolic, not 113.1. Volume in cubic units.\n",
     [
        ("ok_tag_box", "B", "tag", "F", "<answer>The volume is $\\boxed{36\\pi}$.</answer>", "a tag sentence with a box holding the gold"),
        ("tag_slip", "A", "tag", "t", "<answer>V = \\frac{4}{3}\\pi r^3 = \\frac{4}{3}\\pi \\cdot 9 = 12\\pi</answer>", "an equation chain in the tag ending on 12π (r² used for r³)"),
        ("phr_final", "A", "final_answer_phrase", "s", "Final Answer: the volume is $108\\pi$.", "a final-answer phrase holding 108π (the 1/3 dropped)"),
        ("phr_trail", "A", "answer_is", "f", "The answer is $36$.\n$36$ cubic units, since the $\\pi$ is already counted in the units.", "'The answer is 36' with trailing words dropping π: not 36π"),
        ("post_new", "A", "boxed", "f", qwen_end("108\\pi") + "\n\nNew problem: a cylinder has radius 3 and height 4. What is its volume? $V = \\pi \\cdot 9 \\cdot 4 = \\boxed{36\\pi}$.", "the committed box is 108π; 36π only in a self-set new problem's box"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{36\\pi + 10^{-50}}$", "a tiny exact offset added to 36π: not equal"),
        ("neg_crossed", "A", "none", "F", "<answer>~~36\\pi~~</answer>\nI crossed it out; I'm not sure the formula has 4/3 in it.", "the only value struck out with nothing in its place: no_answer"),
        ("ok_unit_cubic", "B", "prose_sentence", "s", "The volume is $36\\pi$ cubic units.", "the gold in cubic units, the unit asked"),
        ("ret_hold", "A", "boxed", "f", "$\\boxed{36\\pi}$\n\nHold on, I think the formula takes the diameter: $\\frac{4}{3}\\pi \\cdot 6^3 = 288\\pi$.\n$\\boxed{288\\pi}$", "'Hold on' after the box, then a second box with a new (mistaken) value, 288π"),
        ("ok_quo_classmate", "B", "tag", "t", "<answer>A classmate wrote 113, but that is rounded; exactly it is 36\\pi.</answer>", "a classmate's rounded 113 reported in the tag, then the model's own 36π"),
     ]),
    ("absineq", "(-1,6)",
     "Solve $|2x - 5| < 7$. Express your answer in interval notation.",
     "−7 < 2x − 5 < 7 ⇒ −2 < 2x < 12 ⇒ −1 < x < 6, so (−1, 6).\n",
     "-7 < 2x-5 < 7, -2 < 2x < 12, -1 < x < 6.\n",
     qwen("To solve \\(|2x - 5| < 7\\), we rewrite the absolute value inequality as a compound inequality.",
          ("Compound inequality", "\\(-7 < 2x - 5 < 7\\)."),
          ("Add 5", "\\(-2 < 2x < 12\\)."),
          ("Divide by 2", "\\(-1 < x < 6\\)."),
          ("Endpoints", "At \\(x = -1\\) and \\(x = 6\\) we get \\(|2x - 5| = 7\\), which is not less than 7, so both endpoints are excluded and the interval is open.")),
     "|2x - 5| < 7 means -7 < 2x - 5 < 7. Add 5: -2 < 2x < 12. Halve: -1 < x < 6. Endpoints: x = -1 gives |-7| = 7, not < 7, excluded. x = 6 gives 7, excluded. Test x = 0: |-5| = 5 < 7, inside. Test x = 7: 9, outside. So the open interval (-1, 6).\n",
     [
        ("tag_closed", "A", "tag", "F", "<answer>x ∈ [-1, 6]</answer>", "a tag sentence with the closed interval: the endpoints do not satisfy the strict inequality"),
        ("ok_phr_trail", "B", "answer_is", "s", "The answer is $(-1, 6)$.\nThat is, all $x$ strictly between $-1$ and $6$.", "'The answer is' the gold, followed by a line of words that restates it"),
        ("ok_post_check", "B", "boxed", "f", "$\\boxed{(-1, 6)}$\n\nTo check, try $x = 5$: $|2 \\cdot 5 - 5| = 5 < 7$, and $x = 6$ gives $|7| = 7$, which", "the committed box is the gold; a check after it is cut off"),
        ("post_eot", "A", "tag", "F", "<answer>[-1, 6]</answer>" + EOT_USER + "Shouldn't the endpoints be open, so (-1, 6)?", "the committed tag is [-1, 6]; (-1, 6) only in an invented Llama 3 user turn"),
        ("near_halfopen", "A", "boxed", "s", "$\\boxed{(-1, 6]}$", "one endpoint closed: not the solution set"),
        ("near_tiny", "A", "boxed", "f", "$\\boxed{(-1 + 10^{-30}, 6)}$", "a tiny exact offset on an endpoint: not the solution set"),
        ("neg_tentative", "A", "answer_is", "s", "The answer is $(-1, 6)$ (tentative).", "the model marks its own answer as tentative"),
        ("unit_percent", "A", "boxed", "s", "$\\boxed{(-1\\%, 6\\%)}$", "'%' scales both endpoints a hundredfold"),
        ("ret_later", "A", "prose_sentence", "f", qbox("(-1, 6)") + "\n\nLater note: since the inequality is strict I should flip the direction, so the solution is \\(x < -1\\) or \\(x > 6\\), that is \\((-\\infty, -1) \\cup (6, \\infty)\\).", "'Later note:' after the box with a new (mistaken) set"),
        ("quo_forum", "A", "tag", "t", "<answer>A student's solution on a forum says (-1, 6), but I get (1, 6) since -2 / 2 = 1.</answer>", "(-1, 6) only as a student's solution (reported); the model's own value in the tag is (1, 6)"),
     ]),
    ("ball", "47",
     "The height in meters of a ball $t$ seconds after it is thrown is $h(t) = -5t^2 + 30t + 2$. What is the ball's maximum height, in meters?",
     "t = −30/(2·(−5)) = 3 s; h(3) = −45 + 90 + 2 = 47 m.\n",
     "Vertex t = 3, h = -45 + 90 + 2 = 47.\n",
     llama(
        ("Find when the height is greatest.", "$h(t) = -5t^2 + 30t + 2$ opens downward, so the maximum is at the vertex, $t = -\\frac{30}{2 \\cdot (-5)} = 3$ seconds."),
        ("Evaluate the height there.", "$h(3) = -5 \\cdot 9 + 30 \\cdot 3 + 2 = -45 + 90 + 2 = 47$."),
        ("Check by completing the square.", "$h(t) = -5(t^2 - 6t) + 2 = -5(t - 3)^2 + 45 + 2 = -5(t - 3)^2 + 47$, so the maximum height is 47 meters, reached at $t = 3$ seconds."),
     ),
     "h(t) = -5t^2 + 30t + 2. Downward parabola, max at the vertex t = -b/(2a) = -30/(-10) = 3 seconds. h(3) = -5*9 + 90 + 2 = -45 + 92 = 47. Complete the square: -5(t - 3)^2 + 47. So the peak is 47 meters at t = 3 s. It starts at 2 m, so it rises 45 m. Don't answer 3, that's the time.\n",
     [
        ("tag_time", "A", "tag", "F", "<answer>t = 3</answer>", "an equation in the tag giving the time of the peak, not its height"),
        ("phr_rise", "A", "answer_is", "s", "The answer is 45.", "a phrase holding 45, the rise above the start, not the height"),
        ("post_bonus", "A", "boxed", "f", llama_end("45") + "\n\nBonus: a ball with $h(t) = -5t^2 + 20t + 27$ peaks at $t = 2$, at height $\\boxed{47}$.", "the committed box is 45; 47 only in a self-set bonus problem's box"),
        ("ok_near_decimal", "B", "boxed", "s", "$\\boxed{47.0}$", "the gold written as a decimal"),
        ("neg_unsure", "A", "boxed", "s", "$\\boxed{47}$ (not sure I found the right vertex)", "the model says it is not sure of its own boxed value"),
        ("ok_neg_note", "B", "tag", "F", "<answer>47 (the peak height; it is reached at t = 3 s, not at 3 m)</answer>", "an honest note after the gold in the tag"),
        ("unit_seconds", "A", "minerva", "f", minerva_end("$47$ seconds"), "seconds (a time) where a height in meters is asked"),
        ("ok_unit_m", "B", "tag", "t", "<answer>47 m</answer>", "the gold in meters, the unit asked, inside the tag"),
        ("ret_hmm", "A", "prose_sentence", "f", "$\\boxed{47}$\n\nHmm, the ball is thrown from the ground, so I should drop the $+2$: the maximum height is 45 meters.", "'Hmm' after the box with a new value from a false premise, 45"),
        ("quo_manual", "A", "none", "@", "The lab manual's table gives a peak of 47 m for this throw.\nI can't verify the manual's model of the throw, so I'll leave the height unstated.", "47 only as a manual's figure, then a refusal: no_answer"),
     ]),
    ("complex", "8-i",
     "Simplify $(2 + 3i)(1 - 2i)$.",
     "2 − 4i + 3i − 6i² = 2 − i + 6 = 8 − i.\n",
     "FOIL: 2 - 4i + 3i - 6i^2, i^2 = -1, so 8 - i.\n",
     qwen("To simplify \\((2 + 3i)(1 - 2i)\\), we expand using the distributive property and use \\(i^2 = -1\\).",
          ("Expand", "\\(2 \\cdot 1 + 2 \\cdot (-2i) + 3i \\cdot 1 + 3i \\cdot (-2i) = 2 - 4i + 3i - 6i^2\\)."),
          ("Use \\(i^2 = -1\\)", "\\(-6i^2 = 6\\), so the expression is \\(2 + 6 - 4i + 3i\\)."),
          ("Combine", "Real part \\(8\\), imaginary part \\(-1\\): \\(8 - i\\)."),
          ("Check", "The moduli multiply: \\(|2 + 3i| \\cdot |1 - 2i| = \\sqrt{13} \\cdot \\sqrt{5} = \\sqrt{65}\\), and \\(|8 - i| = \\sqrt{64 + 1} = \\sqrt{65}\\).")),
     "(2 + 3i)(1 - 2i). 2*1 = 2. 2*(-2i) = -4i. 3i*1 = 3i. 3i*(-2i) = -6i^2 = +6. Sum: 2 + 6 = 8 real, -4i + 3i = -i. So 8 - i. Check moduli: |2+3i|^2 = 13, |1-2i|^2 = 5, product 65; |8 - i|^2 = 64 + 1 = 65. Good. If I forgot i^2 = -1 I'd get -4 - i.\n",
     [
        ("tag_cut", "A", "truncated", "F", "<answer>Expanding and using $i^2 = -1$, the product is", "an unclosed tag cut before its value: no_answer"),
        ("phr_sign", "A", "answer_is", "s", "So the answer is: $8 + i$.", "a phrase whose value differs from the working: the imaginary sign flipped"),
        ("post_restart", "A", "boxed", "f", qbox("-4 - i") + "\n\nLet me expand once more to be safe: \\(2 \\cdot 1 = 2\\), \\(2 \\cdot (-2i) = -4i\\), \\(3i \\cdot 1 = 3i\\), and \\(3i \\cdot (-2i) =", "the committed box is -4 - i (i² taken as +1); the restart after it is cut off"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{8 - (1 - 10^{-35})i}$", "a tiny exact offset in the imaginary part: not 8 - i"),
        ("neg_lowconf", "A", "boxed", "f", qbox("8 - i") + " (low confidence — I may have the sign of the imaginary part wrong)", "the model marks its own boxed value as low confidence"),
        ("unit_degrees", "A", "boxed", "s", "$\\boxed{(8 - i)^\\circ}$", "a degree sign on a complex number: a unit of another kind"),
        ("ok_ret_fix", "B", "boxed", "f", "$\\boxed{-4 - i}$\n\nWait, I used $i^2 = 1$. With $i^2 = -1$, $-6i^2 = +6$, so the product is $8 - i$.\n$\\boxed{8 - i}$", "a wrong first box corrected by a second box holding the gold"),
        ("ret_strike", "A", "tag", "t", "<answer>8 - i</answer> Strike that: 3i · (−2i) = −6i, so it's 2 − 4i + 3i − 6i = 2 − 7i. <answer>2 - 7i</answer>", "a second tag after 'Strike that' replaces the gold with a miscomputed 2 - 7i"),
        ("ok_quo_book", "B", "tag", "F", "<answer>The back of the book says -4 - i, which treats i^2 as +1; the product is 8 - i.</answer>", "a book's wrong -4 - i reported in the tag, then the model's own 8 - i"),
        ("quo_grader", "A", "none", "@", "A grader's comment on this exercise reads: \"Expected: $8 - i$.\"\nI can't see the working behind it and won't guess, so I give no answer.", "8 - i only in a quoted grader's comment, then a refusal: no_answer"),
     ]),
    ("gcd", "42",
     "What is the greatest common divisor of 84 and 126?",
     "84 = 2²·3·7, 126 = 2·3²·7, gcd = 2·3·7 = 42.\n",
     "126 - 84 = 42, and 42 divides 84, so gcd 42.\n",
     "We use the Euclidean algorithm:\n$$126 = 1 \\cdot 84 + 42, \\qquad 84 = 2 \\cdot 42 + 0.$$\nThe last nonzero remainder is $42$, so $\\gcd(84, 126) = 42$.\nAs a check with prime factorizations, $84 = 2^2 \\cdot 3 \\cdot 7$ and $126 = 2 \\cdot 3^2 \\cdot 7$; taking the smaller power of each common prime gives $2 \\cdot 3 \\cdot 7 = 42$. The least common multiple would be $2^2 \\cdot 3^2 \\cdot 7 = 252$.\n",
     "gcd(84, 126). Euclid: 126 mod 84 = 42. 84 mod 42 = 0. So 42. Check: 84 = 2 * 42, 126 = 3 * 42, and 2 and 3 are coprime, so nothing bigger works. Factorizations: 84 = 4 * 21 = 2^2 * 3 * 7, 126 = 2 * 63 = 2 * 3^2 * 7. Common: 2 * 3 * 7 = 42. LCM would be 252, not asked.\n",
     [
        ("ok_tag_chain", "B", "tag", "F", "<answer>gcd(84, 126) = gcd(84, 42) = 42</answer>", "an equation chain in the tag ending on the gold"),
        ("neg_unverified", "A", "tag", "t", "<answer>$\\boxed{42\\text{ (not verified)}}$</answer>", "an annotation inside the box marks the value as not verified"),
        ("ok_phr_definitely", "B", "answer_is", "s", "I think the answer is definitely \\(42\\).", "an answer phrase with words around it holding the gold"),
        ("unit_divisors", "A", "answer_is", "f", "The answer is 42 common divisors.", "'common divisors' makes 42 a count of divisors (84 and 126 have 8 common divisors)", True),
        ("ok_post_eot", "B", "boxed", "@", "$\\boxed{42}$" + EOT_USER + "Great, thanks.", "the committed box is the gold; an invented Llama 3 user turn after it names no value"),
        ("near_sin", "A", "boxed", "s", "$\\boxed{42 + \\sin(10^{-80})}$", "a tiny exact offset (sin of a tiny number) added to 42: not 42"),
        ("neg_doubt", "A", "tag", "F", "<answer>42, though I doubt it — 21 also divides both</answer>", "the model says it doubts its own tag value"),
        ("unit_percent", "A", "boxed", "s", "$\\boxed{42\\%}$", "'%' makes the divisor a percentage"),
        ("ret_nevermind", "A", "prose_sentence", "f", "So the answer is $\\boxed{42}$.\n\nNever mind — the question wants the least common multiple, which is $252$.", "'Never mind' after the box with a new (misread) value, 252"),
        ("quo_solutions", "A", "boxed", "f", "The solutions page gives 42, but since 21 divides both 84 and 126 as well, I'll go with $\\boxed{21}$.", "42 only as a solutions page's figure (reported); the model's own box is 21"),
     ]),
    ("tangent", "-\\sqrt{3}",
     "Compute $\\tan \\frac{2\\pi}{3}$.",
     "tan(2π/3) = sin/cos = (√3/2)/(−1/2) = −√3.\n",
     "120 degrees, second quadrant, tan negative, ref 60, so -√3.\n",
     "The angle $\\frac{2\\pi}{3}$ is $120^\\circ$, in the second quadrant, where sine is positive and cosine is negative. We have\n$$\\sin\\frac{2\\pi}{3} = \\frac{\\sqrt{3}}{2}, \\qquad \\cos\\frac{2\\pi}{3} = -\\frac{1}{2},$$\nso\n$$\\tan\\frac{2\\pi}{3} = \\frac{\\sqrt{3}/2}{-1/2} = -\\sqrt{3}.$$\nAs a check, the reference angle is $\\frac{\\pi}{3}$ with $\\tan\\frac{\\pi}{3} = \\sqrt{3}$, and tangent is negative in the second quadrant.\n",
     "2pi/3 = 120 degrees. Quadrant II: sin positive, cos negative, tan negative. Reference angle 60 degrees, tan 60 = sqrt 3. So tan 120 = -sqrt 3. Check with sin/cos: (sqrt3/2) / (-1/2) = -sqrt3. Numerically about -1.732. Not -1/sqrt 3, that's tan 150 degrees.\n",
     [
        ("tag_sine", "A", "tag", "F", "<answer>$\\sin\\frac{2\\pi}{3} = \\frac{\\sqrt{3}}{2}$</answer>", "an equation in the tag giving the sine, not the tangent"),
        ("phr_final", "A", "final_answer_phrase", "s", "Final Answer: $\\tan\\frac{2\\pi}{3} = \\sqrt{3}$.", "a final-answer phrase holding √3, the sign dropped"),
        ("post_chatml", "A", "boxed", "@", "$\\boxed{\\sqrt{3}}$" + IM_USER + "Isn't tangent negative in the second quadrant, so $-\\sqrt{3}$?", "the committed box is √3; -√3 only in an invented ChatML user turn"),
        ("post_practice", "A", "boxed", "f", "$\\boxed{-\\frac{\\sqrt{3}}{3}}$\n\nPractice: compute $\\tan\\frac{5\\pi}{3}$. It is in the fourth quadrant with reference angle $\\frac{\\pi}{3}$, so it equals $\\boxed{-\\sqrt{3}}$.", "the committed box is -√3/3; -√3 only in a self-set practice problem's box"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{-1.732}$", "a rounded decimal where an exact value is asked: not equal"),
        ("near_roughly", "A", "boxed", "f", "So $\\tan\\frac{2\\pi}{3}$ is roughly $\\boxed{-\\sqrt{3}}$.", "'roughly' hedges an exact value"),
        ("ok_neg_note", "B", "tag", "t", "<answer>-\\sqrt{3} (negative, since tangent is negative in quadrant II)</answer>", "an honest note after the gold in the tag"),
        ("unit_radians", "A", "answer_is", "s", "The answer is $-\\sqrt{3}$ radians.", "radians on a tangent, a pure ratio: a unit of another kind"),
        ("ok_ret_fix", "B", "minerva", "f", minerva_end("$\\sqrt{3}$") + "\n\nWait, I dropped the sign: tangent is negative in the second quadrant.\n" + minerva_end("$-\\sqrt{3}$"), "a wrong first Minerva line corrected by a second one holding the gold"),
        ("quo_table", "A", "tag", "F", "<answer>My trig table lists -√3 for 120°, but I'll go with the reference value √3.</answer>", "-√3 only as a table's entry (reported); the model's own value in the tag is √3"),
     ]),
    ("quadratic", "\\frac{1}{2}, 3",
     "Find all solutions to $2x^2 - 7x + 3 = 0$. Enter the solutions, separated by commas.",
     "(2x − 1)(x − 3) = 0, so x = 1/2 or x = 3.\n",
     "Factor: (2x - 1)(x - 3), roots 1/2 and 3.\n",
     qwen("To solve \\(2x^2 - 7x + 3 = 0\\), we factor the quadratic.",
          ("Factor", "We look for two numbers with product \\(2 \\cdot 3 = 6\\) and sum \\(-7\\): \\(-1\\) and \\(-6\\). So \\(2x^2 - 7x + 3 = 2x^2 - x - 6x + 3 = x(2x - 1) - 3(2x - 1) = (2x - 1)(x - 3)\\)."),
          ("Solve", "\\(2x - 1 = 0\\) gives \\(x = \\frac{1}{2}\\), and \\(x - 3 = 0\\) gives \\(x = 3\\)."),
          ("Check", "The roots sum to \\(\\frac{7}{2}\\) and multiply to \\(\\frac{3}{2}\\), as Vieta's formulas require.")),
     "2x^2 - 7x + 3 = 0. Discriminant 49 - 24 = 25, sqrt 5. x = (7 ± 5) / 4: 12/4 = 3 and 2/4 = 1/2. Factor check: (2x - 1)(x - 3) = 2x^2 - 6x - x + 3 = 2x^2 - 7x + 3. Good. Plug x = 3: 18 - 21 + 3 = 0. x = 1/2: 0.5 - 3.5 + 3 = 0. Both roots, separated by commas.\n",
     [
        ("tag_sum", "A", "tag", "F", "<answer>$\\boxed{\\frac{7}{2}}$</answer>", "a box in the tag holding 7/2, the sum of the roots"),
        ("tag_unclosed", "A", "truncated", "t", "<answer>The solutions are $x =", "an unclosed tag cut before its value: no_answer"),
        ("phr_product", "A", "answer_is", "s", "The answer is $\\frac{3}{2}$.", "a phrase holding 3/2, the product of the roots"),
        ("phr_hash", "A", "tag", "F", "<answer>Final Answer: #### 1/2, -3</answer>", "a phrase + #### in the tag holding 1/2, -3 (a sign slip)"),
        ("post_next", "A", "boxed", "f", "Thus, the answer is \\(\\boxed{-\\frac{1}{2}, -3}\\).\n\nNext problem: solve \\(|4x - 7| = 5\\). Either \\(4x - 7 = 5\\) or \\(4x - 7 = -5\\), so the solutions are \\(\\boxed{\\frac{1}{2}, 3}\\).", "the committed box is -1/2, -3; 1/2, 3 only in the box of a self-set next problem (|4x - 7| = 5)"),
        ("ok_near_decimal", "B", "boxed", "s", "$\\boxed{0.5, 3}$", "the gold with 1/2 written as 0.5: an equal value"),
        ("neg_maybe", "A", "boxed", "s", "$\\boxed{\\frac{1}{2}, 3}$ (maybe; the factoring might be off)", "'maybe' hedges the model's own boxed value"),
        ("unit_percent", "A", "boxed", "s", "$\\boxed{\\frac{1}{2}\\%, 3\\%}$", "'%' scales both roots a hundredfold"),
        ("ok_ret_fix", "B", "boxed", "f", "$\\boxed{-\\frac{1}{2}, -3}$\n\nOops — the factors are $(2x - 1)(x - 3)$, so both roots are positive: $x = \\frac{1}{2}$ and $x = 3$.\n$\\boxed{\\frac{1}{2}, 3}$", "a wrong first box corrected by a second box holding the gold"),
        ("ok_quo_partner", "B", "boxed", "f", "My study partner wrote $-\\frac{1}{2}, -3$, taking the signs of the constants in the factors, but $(2x - 1)(x - 3) = 0$ gives positive roots.\n$\\boxed{\\frac{1}{2}, 3}$", "a study partner's wrong roots reported, then the model's own box with the gold"),
     ]),
    ("series", "\\frac{20}{3}",
     "Find the sum of the infinite geometric series $5 + \\frac{5}{4} + \\frac{5}{16} + \\frac{5}{64} + \\cdots$.",
     "a = 5, r = 1/4, S = 5/(1 − 1/4) = 5/(3/4) = 20/3.\n",
     "a = 5, r = 1/4, 5 / (3/4) = 20/3.\n",
     "The first term is $a = 5$ and each term is $\\frac{1}{4}$ of the one before, so the common ratio is $r = \\frac{1}{4}$. Since $|r| < 1$, the series converges, and its sum is\n$$S = \\frac{a}{1 - r} = \\frac{5}{1 - \\frac{1}{4}} = \\frac{5}{\\frac{3}{4}} = \\frac{20}{3}.$$\nAs a check, the partial sums $5,\\ 6.25,\\ 6.5625,\\ 6.640625$ approach $6.666\\ldots = \\frac{20}{3}$ from below.\n",
     "Geometric: a = 5, ratio (5/4)/5 = 1/4. |r| < 1 so it converges. S = a / (1 - r) = 5 / (3/4) = 20/3. Check partial sums: 5, 6.25, 6.5625, 6.640625, creeping up to 6.666... = 20/3. Good. Not 5 / (1 + 1/4) = 4, the ratio is positive.\n",
     [
        ("tag_ratio", "A", "tag", "F", "<answer>The common ratio is 1/4.</answer>", "a tag sentence naming the ratio, not the sum"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } \\frac{15}{4}.$", "an answer phrase inside \\text{} holding 15/4, a slip from the working"),
        ("post_exercise", "A", "boxed", "f", "$\\boxed{\\frac{25}{4}}$\n\nExercise: find the sum of $10 - 5 + \\frac{5}{2} - \\cdots$. It is $\\frac{10}{1 + \\frac{1}{2}} = \\boxed{\\frac{20}{3}}$.", "the committed box is 25/4; 20/3 only in a self-set exercise's box"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{6.667}$", "a rounded decimal where the exact sum is asked: not equal"),
        ("neg_struck", "A", "tag", "t", "<answer>~~20/3~~ 25/4</answer>", "20/3 struck out in the tag, 25/4 in its place"),
        ("unit_terms", "A", "minerva", "f", minerva_end("$\\frac{20}{3}$ terms"), "'terms' makes the sum a count of terms"),
        ("ok_ret_second", "B", "tag", "F", "<answer>\\frac{25}{4}</answer>\nNo wait, 25/4 is only the first two terms, 5 + 5/4; the whole series sums to 5 / (3/4).\n<answer>\\frac{20}{3}</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("ret_correction", "A", "prose_sentence", "f", "$\\boxed{\\frac{20}{3}}$\n\nCorrection: the ratio is $\\frac{5}{4} \\div 5 = \\frac{1}{5}$, so the sum is $\\frac{5}{1 - \\frac{1}{5}} = \\frac{25}{4}$.", "'Correction:' after the box with a new (miscomputed) value, 25/4"),
        ("ok_quo_teacher", "B", "boxed", "s", "My teacher's worked answer shows 4, using 1 + 1/4 in the denominator, but the ratio is +1/4: $\\boxed{\\frac{20}{3}}$.", "a teacher's wrong 4 reported, then the model's own box with the gold"),
        ("quo_book", "A", "none", "@", "The back of the book says $\\frac{20}{3}$.\nI haven't been able to derive it, so I'm not giving an answer of my own.", "20/3 only as the book's answer, then a refusal: no_answer"),
     ]),
]

# A line of extra checking appended to each problem's full working and full think block (so that
# every full probe is 400-1200 characters); "" where none is needed.
PAD = {
    "tiles": (
        "",
        "Another way: 12 / 2 = 6 tiles along one side and 10 / 2 = 5 along the other, 6 * 5 = 30 tiles. Same count, so 4 boxes and $88.",
    ),
    "orchard": (
        "",
        "Per tree that's 36 apples, and 54 kept is one and a half trees' worth. Money per apple is 3.50 / 9, about 0.39, and 450 of them gives 175.",
    ),
    "commute": (
        "",
        "In hours the day's driving is 0.4 + 0.5 = 0.9, and 0.9 * 60 = 54 minutes. Consistent.",
    ),
    "tank": (
        "",
        "In hours that's a third of an hour, but minutes are asked. Rate check: 75 L a minute for 20 minutes is 1500 L.",
    ),
    "ages": (
        "Another check: Marco is 36 - 12 = 24 years older than his daughter, and the age gap stays the same, so in 12 years it is 48 - 24 = 24 again.",
        "Age gap now 36 - 12 = 24, and in 12 years 48 - 24 = 24, the gap never changes. So the daughter is 24 younger, and twice-as-old happens when she is 24. Consistent: Marco 36.",
    ),
    "library": (
        "The library ends with 1795 - 1860 = <<1795-1860=-65>>-65 books compared with the start, that is 65 fewer.",
        "Net change: -279 + 214 = -65, so 1860 - 65 = 1795. Same answer.",
    ),
    "lemonade": (
        "",
        "Break-even: the sign is covered after 12 / 0.85, about 14.1, so 15 cups. She sold 86, well past that.",
    ),
    "steps": (
        "Check: 7 × 9,500 = 66,500 steps, the week's total.",
        "Another view: weekdays are 1000 below 9500 each, -5000 in all, and weekend days 2500 above, +5000 in all. They balance, so 9500 is right.",
    ),
    "temperature": (
        "",
        "Hour by hour after noon: 1 p.m. 1, 2 p.m. -1, 3 p.m. -3, 4 p.m. -5. So -5 degrees Celsius at 4 p.m.",
    ),
    "eggs": (
        "Each hen lays 5 * 4 = <<5*4=20>>20 eggs in the 4 weeks, and 45 * 20 = <<45*20=900>>900 eggs, as before.",
        "Each hen: 20 eggs in 4 weeks, worth 20 / 12 * 4 = 6.67 dollars; 45 hens * 20 = 900 eggs. Same total.",
    ),
    "marbles": (
        "",
        "Complement check: both blue 3/8 * 2/7 = 6/56, one of each 30/56, both red 20/56; total 56/56. Good.",
    ),
    "distance": (
        "",
        "Also: 7^2 = 49 < 52 < 64 = 8^2, so the distance is between 7 and 8, and 2 sqrt 13 is about 7.2. Fits.",
    ),
    "sphere": (
        "By comparison, the cube of side 6 that holds the sphere has volume 216, and $36\\pi \\approx 113.1$ is a little more than half of it, as expected.",
        "Sanity check: the surrounding cube is 6 * 6 * 6 = 216, and the sphere fills about pi/6 of it: 216 * pi / 6 = 36 pi. Matches. So the answer is 36 pi in cubic units.",
    ),
    "absineq": (
        "The solution set is centered at \\(\\frac{5}{2}\\), the point where \\(2x - 5 = 0\\), and has length 7, as expected for \\(|x - \\frac{5}{2}| < \\frac{7}{2}\\).",
        "Equivalently |x - 5/2| < 7/2, all x within 3.5 of 2.5: from -1 to 6. Same. Interval notation with round brackets.",
    ),
    "ball": (
        "",
        "Check t = 2: -20 + 60 + 2 = 42, and t = 4: -80 + 120 + 2 = 42, symmetric around t = 3. Peak at 47.",
    ),
    "complex": (
        "",
        "Another check: conjugate product (8 - i)(8 + i) = 64 + 1 = 65 = 13 * 5. Consistent. Real part 8, imaginary part -1, so the answer is 8 - i.",
    ),
    "gcd": (
        "",
        "Divisors of 42: 1, 2, 3, 6, 7, 14, 21, 42. All of them divide 84 and 126, and 42 is the largest.",
    ),
    "tangent": (
        "",
        "Unit circle point at 120 degrees: (-1/2, sqrt3/2), y over x is -sqrt3. Same.",
    ),
    "quadratic": (
        "",
        "Vieta: sum 7/2, product 3/2; 1/2 + 3 = 7/2 and 1/2 * 3 = 3/2. Both check. Answer: 1/2, 3.",
    ),
    "series": (
        "Also, $S$ satisfies $S = 5 + \\frac{1}{4}S$, so $\\frac{3}{4}S = 5$ and $S = \\frac{20}{3}$.",
        "Self-similar check: S = 5 + S/4, so 3S/4 = 5, S = 20/3. Same. About 6.67, but the exact form is 20/3, so I will give the fraction.",
    ),
}


def padded(key: str, full: str, full_think: str) -> tuple[str, str]:
    """The full working and full think block with the problem's PAD line appended."""
    extra_f, extra_t = PAD[key]
    if extra_f:
        full = full.rstrip("\n") + "\n" + extra_f + "\n"
    if extra_t:
        full_think = full_think.rstrip("\n") + " " + extra_t + "\n"
    return full, full_think
# fmt: on

SHORT, FULL = ("s", "t", "@"), ("f", "F")
SHORT_LINES = 4
FULL_CHARS = (400, 1200)
CLASSES = ("tag", "phr", "post", "near", "neg", "unit", "ret", "quo")


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases: id `[ok_]<prefix>_<problem>_<class>_<shape>`; the completion
    is the short working ("s"), a one-line think block ("t"), nothing ("@"), the full working
    ("f") or a full think block ("F"), then the final lines. Checked: ten probes a problem, five
    short (one to four lines) and five full (400-1200 characters), the ok_ prefix agreeing with
    the kind, a class opening every shape, an `<answer>` tag in every think-block probe."""
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
            name = suffix.removeprefix("ok_")
            if name.split("_")[0] not in CLASSES:
                raise SystemExit(f"{key}_{suffix}: no class")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{name}"
            lead = {"s": short, "t": th(short_think), "@": "", "f": full, "F": th(full_think)}[
                style
            ]
            text = lead + final
            if style in SHORT and len(text.strip().split("\n")) > SHORT_LINES:
                raise SystemExit(f"{case_id}: short probe of more than {SHORT_LINES} lines")
            if style in FULL and not FULL_CHARS[0] <= len(text) <= FULL_CHARS[1]:
                raise SystemExit(f"{case_id}: full probe of {len(text)} characters")
            if style in ("t", "F") and "<answer>" not in text:
                raise SystemExit(f"{case_id}: think block without an answer tag")
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


def report(cases: list[tuple], problems: list) -> None:
    """Print the round's splits to stderr (the JSONL is the only file written)."""
    styles = {
        ("ok_" if kind == "B" else "") + f"{p}_{key}_{s.removeprefix('ok_')}": st
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
    "ok_m_marbles_near_unreduced": (
        "accept",
        "`\\boxed{\\frac{10}{28}}`: 10/28 is exactly 5/14, written unreduced. The question asks "
        "for a common fraction, and 10/28 is one; equal values in another form are correct (label "
        "conventions). A reader who requires lowest terms would reject it",
    ),
    "m_gcd_unit_divisors": (
        "reject",
        '"The answer is 42 common divisors.": the noun makes 42 a count of common divisors, and 84 '
        "and 126 have 8 common divisors, so the statement is false; a word that changes what the "
        "number counts is wrong (label conventions). A reader who takes the noun as a slip for "
        "'the greatest common divisor is 42' would accept it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam255", CASES, [], DECISIONS)
