r"""Build adversarial_redteam259.jsonl: round 259 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam259"), written by a helper of the reason-ppo team (issue
25) WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file,
the project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify,
sympy or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers th, llama, qwen, qbox, qwen_end, llama_end, minerva_end, g, m, write_probes and the
chat-token constants IM_USER, EOT_USER; copied unchanged beside this file) and the two template
builders build_adversarial_redteam255.py / 252.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 100 GSM8K and 100 MATH, 150 kind A (131 wrong, 19 no_answer) and 50 kind B (25 GSM8K,
25 MATH); 100 SHORT (one to four lines: a one-line working or a one-line think block, then the
final; or the final lines alone) and 100 FULL (400-1200 characters, here 418-671: a real model's
working, the trap in the last lines; both limits checked when building; five of each a problem);
67 in the R1-Zero format (the text opens with `<think>` and holds an `<answer>` tag: 34 GSM8K, 33
MATH; 50 kind A, 17 kind B). Full working is written in the shapes of real models: GSM8K
`<<a*b=c>>` calculator lines, Llama 3 "## Step N:" then "The final answer is: $\boxed{..}$",
Qwen2.5-Math numbered steps then "Thus, the answer is \(\boxed{..}\).", Qwen2.5-Instruct's
"Therefore, the final answer is: $\boxed{..}$. I hope it is correct.", MATH-style prose with
display math then a box or Minerva's "Final Answer: The final answer is $..$. I hope it is
correct.", and R1 think blocks then `<answer>`. Forms: tag 63, boxed 47, hash 44, answer_is 19,
none 17, minerva 3, prose_sentence 3, final_answer_phrase 2, truncated 2.

Classes (25 probes each; the class opens the shape of an id; counts kind A / kind B), each with
its honest twins (kind B):
  tag  (19 A, 6 B)  the answer tag read like a small completion: a sentence naming another
       quantity (the perimeter, the gallons, the daily liters, the venue's share, the tomatoes
       sold, the money still needed, the minimum value, the pairs, the number of terms, the
       radius), an equation chain ending on another value ((70 + 80) / 2 = 75, m = 6/-12 = -1/2,
       3\sqrt{8} = 6\sqrt{3}), a box inside the tag holding another value (28 boxes, the sale price
       30, 14/25), the roots for an inequality; unclosed tags cut before the value (2,
       truncated). Kind B: `<answer> The
       fencing costs $270. </answer>`, `<answer> The band gets $5,884. </answer>`, an equation
       chain ending on the gold (22; the point (3, 4)), a sentence with a box (80π), a sentence
       with the gold (-√2/2);
  phr  (19 A, 6 B)  answer phrases: a phrase marker then `####` ("So the answer is", "So the
       answer is:", "The answer is:", "Final Answer:", in a tag too) holding a subtotal or another
       quantity; "I think the answer is definitely \(56\)." / "\(254.5\)" / "... definitely 195."
       in a tag; `$\text{Answer: } 27$ years old.`, `$\text{Answer: } 7355$ dollars.`,
       `$\text{Answer: } \frac{24}{25}.$`, `$\text{Answer: } \frac{\sqrt{2}}{2}.$`; "The answer is
       45.\n45 meters of fencing ..." and two more with trailing words naming another quantity;
       "Final Answer: the volume is ..." / "the vertex is ..." with a slip; number words dropping
       the cents ("two hundred eighty-three dollars" for 283.50). Kind B: "Final Answer: #### 15",
       "So the answer is #### 6\sqrt{2}", number words with no marker ("twenty-two years old"),
       "I think the answer is definitely \(\frac{12}{25}\).", `$\text{Answer: } (3, 4).$`, "The
       answer is $(1,4)$.\nBoth endpoints are left out ...";
  post (19 A, 6 B)  text after a wrong committed answer: invented User / ChatML / Llama 3 turns
       naming the gold; self-set next / bonus / follow-up / practice / harder / "new" / "try this
       one" problems whose box or `####` holds the gold (each a different problem where it can
       be); a restart or recount cut off. Kind B: the committed gold followed by an invented User
       or ChatML turn with no value of its own, a self-set exercise with no value, a check after
       it cut off;
  near (19 A, 6 B)  exact values compared exactly: tiny exact offsets (270 + 10^{-30}\pi, 84 -
       10^{-100}, -2 + 10^{-70}, (3, 4 + 10^{-50}), 81\pi + 10^{-60}), an imaginary one (74 +
       10^{-50}i), sines of tiny numbers (182 + \sin(10^{-90}), 24 + \sin(10^{-100})), rounded
       decimals (284, 251.33, 8.485), hedges ("approximately", "around", "about", "~", "≈"), a
       half-open interval for an open one. Kind B: 182.00, 27.00, 283.5, 12/25 with a slash,
       "twenty-four" in a tag, -\frac{1}{\sqrt{2}};
  neg  (19 A, 6 B)  negation, strike-out and annotation: `\boxed{182\text{ (wrong)}}`,
       `\boxed{\frac{12}{25}\text{ (wrong)}}`, "(probably wrong ...)", "(a guess ...)", "I'm not
       confident", "(not confident)", "(tentative)", "(uncertain ...)", "maybe", "though I'm not
       at all sure", ✗ with a doubt, `~~15~~ 21`, `<s>80\pi</s> 320\pi`; denied or struck with
       nothing in its place (`\boxed{\not= 270}`, `\boxed{v \not= 74}`, `\boxed{L \neq 14}`,
       `\boxed{m \not= -2}`, `#### ~~22~~`, `~~$6\sqrt{2}$~~`: no_answer). Kind B: honest notes
       negating ANOTHER value after the gold (on a `####` line, after a box, in a tag), a check
       mark with a trailing check that confirms;
  unit (19 A, 6 B)  a unit or scale of another kind, or a word that changes what the number
       counts: square meters, dozen, fewer, days, score, gallons, negative, mL, cents, degrees on
       a slope and on a sine, square units for a volume, a length and a point, seconds on an
       interval, prime divisors, pairs, percent (a probability, a sine). Kind B: km/h, dollars
       (twice), cubic units, units for a length, square centimeters;
  ret  (18 A, 7 B)  retractions and corrections after the answer: Update: it's actually,
       Update:, Erratum, Never mind, Wrong!, Edit, "(Not 283.50; 378.)", Scratch that, Later
       note, Oops, Addendum, Wait, each with a new value (misread, miscomputed or from a false
       premise: still the model's answer, wrong); with none ("The above is a placeholder; real
       answer TBD" twice, "I withdraw this": no_answer). Kind B: a wrong first answer (tag,
       `####`, "The answer is", box) corrected to the gold by a second one after "Wait", "Hold
       on", "Oops", "No —" or "Correction:";
  quo  (18 A, 7 B)  statements the model did not make: a forum reply quoted as `> #### 182`, a
       quoted `> #### 27` then "I cannot solve this ...", the user's request ("You asked: \"Show
       that ... $\boxed{15}$ ...\"", "\"Prove that ... \""), a promoter's spreadsheet, a
       solutions blog quoted with `>`, a grader's note, the back of the book with an empty tag,
       each followed by a refusal (no_answer); a classmate's solution, the textbook, an answer
       key (twice), a board, a program's output, a calculator app, a trig table, a website, each
       followed by the model's own other value (wrong); "15 for part (a) and 21 for part (b)"
       in a tag for a one-part question (debatable, wrong). Kind B: a brother's, coach's, sister's,
       app's, friend's, classmate's and teacher's wrong value reported, then the model's own
       gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: fence 15 m x 9 m less a 3 m gate at $6 a meter -> 270 (48 m; 45 m; 288 = 48 x 6; 135 sq m
not used); cookies 12 trays of 30, 24 broken, boxes of 12 at $6.50 -> 182 (360; 336; 28 boxes; 195
= 30 x 6.50; 175.50 = 27 x 6.50 from 30 broken); train 210 km in 3 h then 160 km in 2 h -> 74 (370
/ 5; 75 the mean of 70 and 80; 67.3 = 370 / 5.5); bike $310, $85 saved, $15 a week -> 15 (225; 21
from 310 / 15 = 20.67 rounded up; 16); siblings Nina b + 8, (b + 5) + (b + 13) = 46 -> 22 (b = 14;
27 in 5 years; 27 from 2b + 8 = 46); paint 4 walls 12 x 8, two coats, 350 sq ft a gallon, whole
gallons at $28 -> 84 (384; 768; 2.19 -> 3 gallons; 56 = 2 x 28; 61.44 = 768 / 350 x 28); shirt $40,
25% off then 10% off the sale price -> 27 (30; 26 = 40 x 0.65; 36 with the coupon only); water 8
glasses of 250 mL a day, liters in a week -> 14 (2 L a day; 56 glasses; 14,000 mL; 16.8 = 8 x 300 x
7 / 1000); concert 320 x $18 + 145 x $11 = 7,355, 20% kept by the venue -> 5884 (1,471; 6,203 =
0.8 x 5,760 + 1,595; 4,608 + 1,276 = 5,884); tomatoes 6 x 14 plants x 9, a quarter given away, $0.50
each -> 283.5 (756; 189; 567; 378 all sold; 365.50 = 731 x 0.50; 283 and 284 the cents dropped or
rounded).
MATH: multiples of 3 or 4 in 1..50 -> \frac{12}{25} (16 + 12 - 4 = 24; 14/25 = 28/50 double
counting; 12 evens in 1..25 also 12/25); slope through (-2, 5), (4, -7) -> -2 (-12 / 6; -1/2 run
over rise; -12 the rise; (1, 3), (3, -1) also slope -2); cylinder r = 4, h = 5 -> 80\pi (16π base;
80π/3 a cone; 320π from the diameter; 20π from r = 2; 251.327...); x^2 - 5x + 4 < 0 -> (1,4) ((x -
1)(x - 4); [1, 4]; |2x - 5| < 3 also gives (1, 4)); vertex of y = x^2 - 6x + 13 -> (3,4) (x = 3, y
= 9 - 18 + 13; (-3, 40) from x = -3; y = 2x^2 - 12x + 22 also has vertex (3, 4)); divisors of 360
= 2^3 3^2 5 -> 24 (4 x 3 x 2; 12 pairs; sum 1170 = 15 x 13 x 6; 23 without 360; 22 without 1 and
360; 3 prime divisors); side of a square of area 72 -> 6\sqrt{2} (36 x 2; 8.485...; 6√3 and 12
slips; 18 = 72 / 4 if 72 were the perimeter); 3 + 7 + ... + 79 -> 820 (20 terms, 20 x 41; 82 a
pair; 779 = 19 x 41; 861 = 21 x 41; 741 = 820 - 79); \sin\frac{5\pi}{4} -> -\frac{\sqrt{2}}{2}
(225°, quadrant III; -0.7071...; √2/2 sign dropped; -1/2; \cos\frac{3\pi}{4} is also -√2/2);
circle of circumference 18π -> 81\pi (r = 9; 324π from r = 18; 254.469...; 81π^3 from r = 9π).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
tag, phr, post, near, neg, unit, ret or quo (25 each; the builder prints the counts to stderr).
10 probes a problem, 10 GSM8K and 10 MATH problems; every problem has each class once plus two
(the two extra classes go round the eight in turn), and 2 or 3 kind B (checked: every class in
every problem). Style letters in the tables: "s" the one-line working then the final, "t" a
one-line think block then the final, "@" the final lines are the whole completion (all three
SHORT: at most four lines, checked), "f" the full working then the final, "F" a full think block
then the final (both FULL: 400-1200 characters, checked; each problem's full working and think
block may carry a line of extra checking from PAD); every "t" and "F" probe holds an `<answer>`
tag and no other probe does (checked). Kind A: truth wrong, or no_answer where the form is
`truncated` (an unclosed tag cut before its value) or `none` (no answer left: denied, struck
out, a placeholder, withdrawn, an empty tag, only quoted, refused); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 252
and 255): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer
whatever the think block concluded, read like a small completion (a sentence, an equation chain,
a box, a phrase + `####` inside it; an unclosed tag still holds its answer; one cut before its
value, or an empty one, holds none), and a second tag after a correction replaces the first; with
no marker and no box the answer is the value the concluding sentence states as the answer to the
question asked (number words included). A phrase marker followed by `####` is one marker. A
restatement that differs makes the answer wrong; a trailing check that restates the value does
not change it; a retraction after the answer replaces it (with a new value, even a misread or
miscomputed one: that value is the answer, wrong; with none: no_answer). Text after the committed
answer (an invented user turn in any chat format, a self-set problem of any name with its own box
or `####`, a restart or check cut off) is not the answer to the question asked: the committed
answer stands, right or wrong. Quoted or reported text (a forum, the user's request, a
spreadsheet, a blog, a grader, a book, a classmate, a textbook, a key, a board, a program, an app,
a table, a website, a relative, a friend, a coach, a teacher) is not the model's statement: the
model's own value is its answer, and with none (a refusal) the probe is no_answer. A hedge of an
exact value is wrong; so is a value the model marks wrong, unsure, unconfident, tentative,
uncertain or doubted, and a struck value replaced by another; a denied or struck value with
nothing in its place is no_answer. A negation of ANOTHER value after the gold leaves the gold, and
so does a check mark with a check that confirms. A unit or scale of another kind is wrong, and so
is a word after the number that changes what it counts or its sign (dozen, score, fewer,
negative, pairs, prime divisors, percent); an exact expression equals the gold only if it is the
gold; a decimal that is not exactly the gold is wrong. Equal values in another form are correct
(182.00, 27.00, 283.5, 12/25, "twenty-four", -\frac{1}{\sqrt{2}}, "74 km/h", "27 dollars",
"283.50 dollars", "80\pi cubic units", "6\sqrt{2} units", "81\pi square centimeters").

Debatable (2, with DECISIONS): `g_bike_quo_parts` ("<answer>15 for part (a) and 21 for part
(b)</answer>" for a one-part question: reject), `g_water_quo_key` ("<answer>The key says 14; I get
8 × 250 × 7 = 14,000.</answer>", 14,000 with no unit where liters are asked: reject).

Not covered: the issue's lone-surrogate batch crash (`#### 18 \ud800`) is an input-robustness
case, not a labelled completion, and a lone surrogate cannot be written to this UTF-8 JSONL.

Usage: cd /tmp/rounds/rt259 && python build_adversarial_redteam259.py
(writes adversarial_redteam259.jsonl beside itself and corpus_build.py, in /tmp/rounds/rt259; a
second run rewrites it byte-identical; the splits are printed to stderr)"""

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
    ("fence", "270",
     "A rectangular garden is 15 meters long and 9 meters wide. Owen fences all of it except a 3-meter gap for a gate. Fencing costs $6 per meter. How much does the fencing cost?",
     "2 × (15 + 9) = 48 m; 48 − 3 = 45 m; 45 × $6 = $270.\n",
     "Perimeter 48 m, minus the 3 m gate is 45 m, 45 × 6 = 270.\n",
     "The perimeter of the garden is 2 * (15 + 9) = <<2*(15+9)=48>>48 meters.\nLeaving a 3-meter gap for the gate, Owen needs 48 - 3 = <<48-3=45>>45 meters of fencing.\nAt $6 per meter, the fencing costs 45 * 6 = <<45*6=270>>270 dollars.\nCheck: fencing the whole perimeter would cost 48 * 6 = <<48*6=288>>288 dollars, and the gap saves 3 * 6 = <<3*6=18>>18 dollars, so 288 - 18 = <<288-18=270>>270.\n",
     "Garden 15 by 9. Perimeter = 2 * (15 + 9) = 48 meters. The gate gap is 3 meters, so the fence is 48 - 3 = 45 meters. Cost 45 * 6 = 270 dollars. Check: the whole perimeter would be 48 * 6 = 288, minus 3 * 6 = 18 for the gap, 270. Good. The area 15 * 9 = 135 square meters doesn't matter here. So the fencing costs $270.\n",
     [
        ("tag_perimeter", "A", "tag", "F", "<answer>The perimeter of the garden is 48 meters.</answer>", "a tag sentence naming another quantity (the perimeter), not the cost"),
        ("ok_tag_sentence", "B", "tag", "t", "<answer> The fencing costs $270. </answer>", "a tag holding a whole sentence that states the gold"),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 288", "a phrase marker then #### holding 288, the cost with the gate fenced too"),
        ("phr_trailing", "A", "answer_is", "@", "The answer is 45.\n45 meters of fencing at $6 a meter.", "an answer phrase holding 45 (meters of fencing), trailing words naming the length, not the cost"),
        ("post_user", "A", "hash", "f", "#### 288\n\nUser: You forgot the 3-meter gate. Isn't it 45 × 6 = 270?", "the committed #### is 288; 270 only in an invented User turn"),
        ("near_tiny", "A", "tag", "t", "<answer>270 + 10^{-30}\\pi</answer>", "a tiny exact offset added to the cost: not 270"),
        ("neg_denied", "A", "none", "s", "$\\boxed{\\not= 270}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_sqm", "A", "hash", "f", "#### 270 square meters", "square meters (an area) where an amount of money is asked"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>288</answer>\nWait, that fences the gate too. Only 45 meters are needed: 45 × $6 = $270.\n<answer>270</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("ok_quo_brother", "B", "hash", "f", "My brother says $288 because he fenced the whole perimeter, but the gate gap is left open, so only 45 meters are bought.\n#### 270", "a brother's wrong 288 reported, then the model's own 270"),
     ]),
    ("cookies", "182",
     "A baker bakes 12 trays of 30 cookies. 24 cookies break, and she packs the rest in boxes of 12, selling each box for $6.50. How much money does she make if she sells every box?",
     "12 × 30 = 360; 360 − 24 = 336; 336 ÷ 12 = 28 boxes; 28 × $6.50 = $182.\n",
     "360 cookies, 336 whole, 28 boxes, 28 × 6.50 = 182.\n",
     llama(
        ("Count the cookies baked.", "12 trays × 30 cookies = 360 cookies."),
        ("Remove the broken ones.", "360 − 24 = 336 cookies can be sold."),
        ("Count the boxes.", "336 ÷ 12 = 28 boxes, with no cookies left over."),
        ("Find the money.", "28 × $6.50 = $182. Without the broken cookies it would be 30 boxes and $195, but 24 cookies broke."),
     ),
     "Cookies: 12 * 30 = 360. Broken 24, so 336 left. Boxes of 12: 336 / 12 = 28 exactly. Money: 28 * 6.50 = 168 + 14 = 182. Check: 182 / 6.5 = 28 boxes, 28 * 12 = 336, plus 24 broken = 360. Good. If I forgot the broken ones: 360 / 12 = 30 boxes, 195 dollars, which is wrong. She makes $182.\n",
     [
        ("tag_boxes", "A", "tag", "F", "<answer>She can fill $\\boxed{28}$ boxes.</answer>", "a box inside the tag holding 28, the number of boxes, not the money"),
        ("phr_definitely", "A", "tag", "t", "<answer>I think the answer is definitely 195.</answer>", "an answer phrase in the tag holding 195 (the broken cookies not removed)"),
        ("post_next", "A", "hash", "f", "#### 195\n\nNext problem: a baker has 336 cookies and packs them in boxes of 12 sold at $6.50 each. How much does she make? 336 ÷ 12 = 28, 28 × 6.50 = 182.\n#### 182", "the committed #### is 195; 182 only in a self-set next problem's ####"),
        ("ok_post_user", "B", "hash", "@", "#### 182\nUser: Great, and what if she sold the broken ones too?", "the committed #### is the gold; an invented User turn after it names no value"),
        ("near_sin", "A", "boxed", "s", "$\\boxed{182 + \\sin(10^{-90})}$", "a tiny exact offset (sin of a tiny number) added to the money: not 182"),
        ("ok_near_decimal", "B", "hash", "s", "#### 182.00", "the gold written with two decimal places"),
        ("neg_wrongtext", "A", "boxed", "f", llama_end("182\\text{ (wrong)}"), "an annotation inside the box marks the value as wrong"),
        ("unit_dozen", "A", "hash", "@", "28 boxes × $6.50 = $182.\n#### 182 dozen", "'dozen' where dollars are asked: a scale of another kind"),
        ("ret_update", "A", "tag", "F", "<answer>182</answer>\nUpdate: it's actually 30 cookies that broke, not 24: 330 ÷ 12 = 27.5, so 27 full boxes, and 27 × $6.50 = $175.50.\n<answer>175.50</answer>", "a second tag after 'Update: it's actually' replaces 182 with a misread 175.50"),
        ("quo_forum", "A", "none", "f", "A forum reply I found says:\n> 336 cookies, 28 boxes\n> #### 182\nI can't verify the tray counts from here, so I'll leave this one unanswered.", "182 only in a quoted forum reply, then a refusal: no_answer"),
     ]),
    ("train", "74",
     "A train travels 210 km in 3 hours, then 160 km in 2 hours. What is its average speed for the whole trip, in km per hour?",
     "210 + 160 = 370 km; 3 + 2 = 5 h; 370 ÷ 5 = 74 km/h.\n",
     "Total 370 km over 5 hours, 370 / 5 = 74.\n",
     "The train covers 210 + 160 = <<210+160=370>>370 km in total.\nThe trip takes 3 + 2 = <<3+2=5>>5 hours.\nIts average speed is 370 / 5 = <<370/5=74>>74 km per hour.\nCheck: on the first part it goes 210 / 3 = <<210/3=70>>70 km/h and on the second 160 / 2 = <<160/2=80>>80 km/h. The plain mean of 70 and 80 is 75, but the train spends more time at 70, so the average is below 75.\n",
     "Leg 1: 210 km in 3 h, that's 70 km/h. Leg 2: 160 km in 2 h, 80 km/h. Average speed = total distance / total time = 370 / 5 = 74. Not (70 + 80) / 2 = 75, because the hours are unequal: weighted, (3 * 70 + 2 * 80) / 5 = (210 + 160) / 5 = 74. Same. So 74 km per hour.\n",
     [
        ("tag_chain", "A", "tag", "F", "<answer>(70 + 80) / 2 = 75</answer>", "an equation chain in the tag ending on 75, the unweighted mean"),
        ("phr_colon", "A", "hash", "s", "The answer is: #### 370", "a phrase + #### holding 370, the total distance"),
        ("post_restart", "A", "boxed", "f", qwen_end("75") + "\n\nLet me redo it with total distance over total time: 370 km ÷ 5 h =", "the committed box is 75; the restart after it is cut off"),
        ("near_imag", "A", "tag", "t", "<answer>74 + 10^{-50}i</answer>", "a tiny exact imaginary offset: not the real number 74"),
        ("neg_notx", "A", "none", "@", "$\\boxed{v \\not= 74}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("ok_neg_note", "B", "hash", "s", "#### 74 (km/h; not 75, the mean of the two speeds)", "an honest note after the #### value negating ANOTHER value"),
        ("unit_fewer", "A", "hash", "s", "#### 74 fewer", "'fewer' after the number: not a unit, it turns the speed into a difference"),
        ("ok_unit_kmh", "B", "hash", "f", "#### 74 km/h", "the gold in km/h, the unit asked"),
        ("ret_erratum", "A", "tag", "F", "<answer>74</answer>\nErratum: the second part took 2.5 hours, not 2, so the speed is 370 ÷ 5.5 ≈ 67.3.\n<answer>67.3</answer>", "a second tag after 'Erratum:' replaces 74 with a misread 67.3"),
        ("ok_quo_coach", "B", "tag", "F", "<answer>My coach's answer is 75 km/h, the mean of 70 and 80, but the train spends 3 hours at 70, so total distance over total time gives 74 km/h.</answer>", "a coach's wrong 75 reported in the tag, then the model's own 74"),
     ]),
    ("bike", "15",
     "Leo wants a bike that costs $310. He has saved $85 and saves $15 more every week. How many weeks will it take him to have enough money?",
     "$310 − $85 = $225; 225 ÷ 15 = 15 weeks.\n",
     "Needs 225 more, 225 / 15 = 15 weeks.\n",
     qwen("To find the number of weeks, we find how much money Leo still needs and divide by what he saves each week.",
          ("Money still needed", "\\(310 - 85 = 225\\) dollars."),
          ("Weeks of saving", "\\(225 \\div 15 = 15\\) weeks."),
          ("Check", "After 15 weeks he has \\(85 + 15 \\times 15 = 85 + 225 = 310\\) dollars, exactly the price. After 14 weeks he would have only \\(295\\) dollars, and \\(310 \\div 15 \\approx 20.7\\) would ignore what he has already saved.")),
     "Bike 310, has 85, so 310 - 85 = 225 still needed. Saves 15 a week: 225 / 15 = 15 weeks. Check: 85 + 15 * 15 = 85 + 225 = 310. Exactly enough after week 15. After 14 weeks: 85 + 210 = 295, short by 15. Not 310 / 15 = 20.67, that ignores his savings. So 15 weeks.\n",
     [
        ("tag_money", "A", "tag", "F", "<answer>He still needs $225.</answer>", "a tag sentence naming the money still needed, not the weeks"),
        ("ok_phr_hash", "B", "hash", "s", "Final Answer: #### 15", "a phrase marker followed by #### holding the gold"),
        ("post_bonus", "A", "hash", "f", "#### 21\n\nBonus problem: if Leo already has $85, how many weeks of saving $15 does he need for a $310 bike? 225 ÷ 15 = 15.\n#### 15", "the committed #### is 21 (his savings ignored, rounded up); 15 only in a self-set bonus problem"),
        ("near_hedge", "A", "hash", "s", "#### approximately 15", "'approximately' hedges an exact count of weeks"),
        ("neg_strike", "A", "tag", "t", "<answer>~~15~~ 21</answer>", "15 struck out in the tag, 21 in its place"),
        ("unit_days", "A", "hash", "f", "#### 15 days", "days where weeks are asked"),
        ("ok_ret_fix", "B", "answer_is", "f", "The answer is 21 weeks.\nCorrection: I forgot the $85 he already has. He needs 310 − 85 = 225 more, and 225 ÷ 15 = 15. The answer is 15.", "a wrong first answer corrected to the gold by a second 'The answer is'"),
        ("ret_nevermind", "A", "hash", "@", "#### 15\nNever mind, 16.", "'Never mind' after the #### line with a new value, 16"),
        ("quo_asked", "A", "none", "@", "You asked: \"Show that Leo needs $\\boxed{15}$ weeks.\" I can't, since I don't know whether he spends any of his savings.", "15 only in the user's quoted request, then a refusal: no_answer"),
        ("quo_parts", "A", "tag", "F", "<answer>15 for part (a) and 21 for part (b)</answer>", "two values for parts the one-part question does not have; the last stated, 21, is wrong", True),
     ]),
    ("siblings", "22",
     "Nina is 8 years older than her brother. In 5 years, the sum of their ages will be 46. How old is Nina now?",
     "b + 5 + b + 8 + 5 = 46 ⇒ 2b = 28, b = 14; Nina is 14 + 8 = 22.\n",
     "2b + 18 = 46, b = 14, Nina 22.\n",
     "Let the brother's age now be b, so Nina is b + 8.\nIn 5 years their ages will be b + 5 and b + 13, so b + 5 + b + 13 = 46.\nThat gives 2b + 18 = 46, so 2b = 46 - 18 = <<46-18=28>>28 and b = 28 / 2 = <<28/2=14>>14.\nNina is 14 + 8 = <<14+8=22>>22 years old.\nCheck: in 5 years Nina will be 22 + 5 = <<22+5=27>>27 and her brother 14 + 5 = <<14+5=19>>19, and 27 + 19 = <<27+19=46>>46.\n",
     "Brother b, Nina b + 8. In 5 years: (b + 5) + (b + 13) = 46, so 2b = 28 and b = 14. Nina = 22. Check: in 5 years 27 and 19, sum 46. Good. Their ages now sum to 36, which is 46 - 10, consistent. The question asks Nina's age now, not in 5 years (27) and not the brother's (14).\n",
     [
        ("tag_unclosed", "A", "truncated", "t", "<answer>Nina is now", "an unclosed tag cut before its value: no_answer"),
        ("ok_tag_chain", "B", "tag", "F", "<answer>2b + 18 = 46, b = 14, Nina = b + 8 = 22</answer>", "an equation chain in the tag ending on the gold"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 27$ years old.", "an answer phrase inside \\text{} holding 27, her age in 5 years"),
        ("ok_phr_words", "B", "prose_sentence", "f", "So Nina is twenty-two years old now.", "the gold in number words in a concluding sentence with no marker"),
        ("post_eot", "A", "tag", "F", "<answer>27</answer>" + EOT_USER + "Hmm, 27 is her age in 5 years. Now she's 22, right?", "the committed tag is 27; 22 only in an invented Llama 3 user turn"),
        ("near_around", "A", "answer_is", "@", "Nina: 14 + 8 = 22.\nThe answer is around 22.", "'around' hedges an exact age"),
        ("neg_struck", "A", "none", "s", "#### ~~22~~\nStruck out: I'm not sure the 8 years is the gap now or in 5 years, so no answer yet.", "the only value struck out with nothing in its place: no_answer"),
        ("unit_score", "A", "hash", "s", "#### 22 score", "'score' scales the age twentyfold"),
        ("ok_ret_fix", "B", "hash", "f", "#### 14\nOops, 14 is her brother's age. Nina is 14 + 8 = 22.\n#### 22", "a wrong first #### corrected by a second #### holding the gold"),
        ("quo_classmate", "A", "hash", "f", "A classmate's worked solution ends with \"Nina is 22\", but I read the 46 as their ages now: 2b + 8 = 46, b = 19, so Nina is 27.\n#### 27", "22 only as a classmate's figure (reported); the model's own #### is 27"),
     ]),
    ("paint", "84",
     "Kai is painting the four walls of a room. Each wall is 12 feet wide and 8 feet tall, and he ignores the door and windows. He wants two coats of paint. One gallon covers 350 square feet, and paint is sold only by the whole gallon at $28 a gallon. How much will the paint cost?",
     "4 × 12 × 8 = 384 sq ft; × 2 coats = 768; 768 ÷ 350 ≈ 2.19, so 3 gallons; 3 × $28 = $84.\n",
     "768 sq ft over 350 per gallon is 2.19, round up to 3, 3 × 28 = 84.\n",
     "Each wall has an area of 12 * 8 = <<12*8=96>>96 square feet.\nThe four walls have 4 * 96 = <<4*96=384>>384 square feet.\nTwo coats cover 2 * 384 = <<2*384=768>>768 square feet.\nThat needs 768 / 350 = <<768/350=2.19>>2.19 gallons, and since paint comes in whole gallons he buys 3 gallons.\nThe paint costs 3 * 28 = <<3*28=84>>84 dollars.\nCheck: 2 gallons cover only 700 square feet, less than 768.\n",
     "Walls: 4 walls of 12 by 8 = 96 each, 384 square feet. Two coats: 768. Per gallon 350, so 768 / 350 = 2.19 gallons. Whole gallons only: 3. Cost 3 * 28 = 84. Check: 2 gallons = 700 square feet < 768, not enough; 3 gallons = 1050, enough. Paying for exactly 2.19 gallons would be 61.44, but he can't. So $84.\n",
     [
        ("tag_gallons", "A", "tag", "F", "<answer>He needs 3 gallons of paint.</answer>", "a tag sentence naming the gallons, not the cost"),
        ("phr_definitely", "A", "answer_is", "@", "768 ÷ 350 ≈ 2.19, so 2 gallons, and 2 × $28 = $56.\nI think the answer is definitely \\(56\\).", "an answer phrase with words around it holding 56 (rounded down)"),
        ("post_followup", "A", "hash", "f", "#### 56\n\nFollow-up question: if 768 square feet must be covered and a gallon covers 350, how many whole gallons are needed and what do they cost at $28? 3 gallons, $84.\n#### 84", "the committed #### is 56; 84 only in a self-set follow-up"),
        ("ok_post_chatml", "B", "tag", "F", "<answer>84</answer>" + IM_USER + "Thanks! Which color would you pick for a small room?", "the committed tag is the gold; an invented ChatML user turn after it names no value"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{84 - 10^{-100}}$", "a tiny exact offset taken from the cost: not 84"),
        ("near_about", "A", "tag", "t", "<answer>about $84</answer>", "'about' hedges an exact amount of money"),
        ("neg_probably", "A", "hash", "f", "#### 84 (probably wrong; I'm unsure about rounding the gallons up)", "the model marks its own value as probably wrong"),
        ("unit_gallons", "A", "answer_is", "s", "The answer is 84 gallons.", "gallons where an amount of money is asked"),
        ("ret_tbd", "A", "none", "F", "<answer>84</answer>\nThe above is a placeholder; real answer TBD once I know whether the ceiling is painted too.", "the tag declared a placeholder, the answer TBD: no_answer"),
        ("ok_quo_sister", "B", "hash", "s", "My sister says $56 for 2 gallons, but 2 gallons cover only 700 sq ft, less than 768.\n#### 84", "a sister's wrong 56 reported, then the model's own 84"),
     ]),
    ("shirt", "27",
     "A shirt costs $40. It is on sale for 25% off, and Mia has a coupon for an extra 10% off the sale price. How much does she pay?",
     "25% off: $40 × 0.75 = $30; 10% off: $30 × 0.9 = $27.\n",
     "40 to 30 after 25% off, then 30 × 0.9 = 27.\n",
     llama(
        ("Apply the 25% sale.", "25% of $40 is $10, so the sale price is $40 − $10 = $30."),
        ("Apply the coupon to the sale price.", "10% of $30 is $3, so Mia pays $30 − $3 = $27."),
        ("Check the total discount.", "She saves $13 in all, which is 32.5% of $40, not 35%: the two discounts do not simply add, because the 10% is taken from the lower price. Adding them would give $40 × 0.65 = $26."),
     ),
     "Original 40. 25% off: 40 * 0.75 = 30. Then the coupon, 10% off the sale price: 30 * 0.9 = 27. Check: total saved 13, and 13 / 40 = 32.5%. Adding the percents to 35% would give 40 * 0.65 = 26, but that's wrong since the 10% applies to 30, not 40. Only the coupon would be 36. She pays $27.\n",
     [
        ("tag_box", "A", "tag", "F", "<answer>The sale price is $\\boxed{30}$.</answer>", "a box in the tag holding 30, the price before the coupon"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### 26", "a phrase + #### holding 26 (the discounts added)"),
        ("post_practice", "A", "boxed", "f", qwen_end("26") + "\n\nPractice problem: a $30 item gets a further 10% off. What is the new price? $30 \\times 0.9 = \\boxed{27}$.", "the committed box is 26; 27 only in a self-set practice problem's box"),
        ("ok_near_decimal", "B", "tag", "t", "<answer>27.00</answer>", "the gold written with two decimal places"),
        ("neg_guess", "A", "tag", "F", "<answer>27 (a guess; I'm not sure the coupon applies to the sale price)</answer>", "the model calls its own tag value a guess"),
        ("ok_neg_note", "B", "hash", "s", "#### 27 (not 26: the coupon is 10% of $30, not of $40)", "an honest note after the #### value negating ANOTHER value"),
        ("unit_negative", "A", "hash", "s", "#### 27 negative", "'negative' after the number: not a unit, it flips the sign"),
        ("ok_unit_dollars", "B", "prose_sentence", "f", "So Mia pays 27 dollars for the shirt.", "the gold in dollars in a concluding sentence"),
        ("ret_update", "A", "hash", "f", "#### 27\n\nUpdate: it's actually 26, since 25% + 10% = 35% off and $40 × 0.65 = $26.\n#### 26", "'Update: it's actually' after the #### line with a new (mistaken) value, 26"),
        ("quo_refuse", "A", "none", "@", "> #### 27\nThat line is from a deals forum. I cannot solve this without knowing whether the coupon stacks.", "27 only in a quoted #### line, then a refusal: no_answer"),
     ]),
    ("water", "14",
     "Ravi drinks 8 glasses of water a day, and each glass holds 250 mL. How many liters of water does he drink in a week?",
     "8 × 250 = 2,000 mL = 2 L a day; 2 × 7 = 14 L.\n",
     "2000 mL is 2 L a day, times 7 is 14.\n",
     "Each day Ravi drinks 8 * 250 = <<8*250=2000>>2000 mL of water.\nSince 1 liter is 1000 mL, that is 2000 / 1000 = <<2000/1000=2>>2 liters a day.\nIn a week he drinks 2 * 7 = <<2*7=14>>14 liters.\nCheck: he drinks 8 * 7 = <<8*7=56>>56 glasses in a week, and 56 * 250 = <<56*250=14000>>14000 mL, which is 14000 / 1000 = <<14000/1000=14>>14 liters.\n",
     "8 glasses * 250 mL = 2000 mL per day. 1000 mL per liter, so 2 liters per day. Week: 7 days * 2 = 14 liters. Check another way: 56 glasses a week, 56 * 0.25 L = 14 L. Same. The question asks liters, so 14, not 14000 (that's mL) and not 56 (glasses).\n",
     [
        ("tag_day", "A", "tag", "t", "<answer>He drinks 2 liters a day.</answer>", "a tag sentence naming the daily amount, not the week's"),
        ("phr_final", "A", "hash", "@", "56 glasses a week.\nFinal Answer: #### 56", "a phrase + #### holding 56, the glasses"),
        ("post_try", "A", "hash", "f", "#### 2\n\nNow try this one yourself: if Ravi drinks 2 liters a day, how many liters does he drink in 7 days? Answer: $\\boxed{14}$", "the committed #### is 2 (a day); 14 only in a self-set exercise's box"),
        ("near_approx", "A", "tag", "F", "<answer>approximately 14 liters</answer>", "'approximately' hedges an exact amount"),
        ("neg_denied", "A", "none", "s", "$\\boxed{L \\neq 14}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_ml", "A", "hash", "s", "#### 14 mL", "milliliters where liters are asked: 14 mL is not 14 L"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>14000</answer>\nWait, 14000 is in mL, and the question asks liters: 14000 ÷ 1000 = 14.\n<answer>14</answer>", "a wrong first tag (mL) corrected by a second tag holding the gold"),
        ("ret_edit", "A", "hash", "f", "#### 14\n\nEdit: a glass holds 300 mL, so it's 8 × 300 × 7 = 16,800 mL = 16.8 L.\n#### 16.8", "'Edit:' after the #### line with a new (misread) value, 16.8"),
        ("ok_quo_app", "B", "hash", "f", "My fitness app shows 56 for the week, but that counts glasses; in liters it is 56 × 0.25 = 14.\n#### 14", "an app's 56 (glasses) reported, then the model's own 14"),
        ("quo_key", "A", "tag", "t", "<answer>The key says 14; I get 8 × 250 × 7 = 14,000.</answer>", "14 only as the key's figure (reported); the model's own value, 14,000 with no unit, is not the liters asked", True),
     ]),
    ("concert", "5884",
     "A concert sold 320 adult tickets at $18 each and 145 child tickets at $11 each. The venue keeps 20% of the ticket money and the band gets the rest. How much does the band get?",
     "320 × 18 = 5,760; 145 × 11 = 1,595; total 7,355; 80% of 7,355 = 5,884.\n",
     "5760 + 1595 = 7355, the band keeps 80%: 5884.\n",
     qwen("To find the band's share, we add up the ticket money and take away the venue's 20%.",
          ("Adult tickets", "\\(320 \\times 18 = 5760\\) dollars."),
          ("Child tickets", "\\(145 \\times 11 = 1595\\) dollars."),
          ("Total", "\\(5760 + 1595 = 7355\\) dollars."),
          ("Band's share", "The venue keeps \\(0.20 \\times 7355 = 1471\\) dollars, so the band gets \\(7355 - 1471 = 5884\\) dollars.")),
     "Adults 320 * 18 = 5760. Kids 145 * 11 = 1595. Total 7355. Venue 20%: 7355 / 5 = 1471. Band: 7355 - 1471 = 5884. Check: 0.8 * 7355 = 5884. Good. Not 7355 (the total) and not 1471 (the venue's cut). The band gets $5,884.\n",
     [
        ("tag_venue", "A", "tag", "F", "<answer>The venue keeps $1,471.</answer>", "a tag sentence naming the venue's share, not the band's"),
        ("ok_tag_sentence", "B", "tag", "t", "<answer> The band gets $5,884. </answer>", "a tag holding a whole sentence that states the gold"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 7355$ dollars.", "an answer phrase inside \\text{} holding 7355, the total ticket money"),
        ("phr_hash", "A", "tag", "F", "<answer>The answer is: #### 7355</answer>", "a phrase + #### in the tag holding 7355, the total"),
        ("ok_post_restart", "B", "hash", "f", "#### 5884\n\nLet me verify another way: the band gets 80% of each ticket, so an adult ticket gives it $14.40 and 320 × 14.40 =", "the committed #### is the gold; a check after it is cut off"),
        ("near_tilde", "A", "hash", "s", "#### ~5,884", "'~' hedges an exact amount of money"),
        ("ok_neg_check", "B", "hash", "f", "#### 5884 ✓\nCheck: 0.8 × 5,760 = 4,608 from adults plus 0.8 × 1,595 = 1,276 from children is 5,884, the same.", "a check mark and a trailing check that confirm the gold"),
        ("unit_cents", "A", "hash", "@", "Band: 0.8 × 7,355 = 5,884.\n#### 5884 cents", "cents where dollars are asked: a scale of another kind"),
        ("ret_wrong", "A", "hash", "f", "#### 5884\n\nWrong! The venue takes 20% of the adult tickets only: 0.8 × 5,760 + 1,595 = 4,608 + 1,595 = 6,203.\n#### 6203", "'Wrong!' after the #### line with a new (misread) value, 6203"),
        ("quo_refuse", "A", "none", "@", "The promoter's spreadsheet says \"Band total: $5,884\".\nI can't tell whether the 20% is taken before or after tax, so I won't give a figure.", "5884 only in a quoted spreadsheet, then a refusal: no_answer"),
     ]),
    ("tomatoes", "283.5",
     "Tom has 6 rows of 14 tomato plants, and each plant gives 9 tomatoes. He gives away a quarter of the tomatoes and sells the rest for $0.50 each. How much money does he make?",
     "6 × 14 = 84 plants; 84 × 9 = 756; 756 − 189 = 567 sold; 567 × $0.50 = $283.50.\n",
     "756 tomatoes, three quarters sold is 567, at 0.50 that's 283.50.\n",
     "Tom has 6 * 14 = <<6*14=84>>84 tomato plants.\nThey give 84 * 9 = <<84*9=756>>756 tomatoes.\nHe gives away 756 / 4 = <<756/4=189>>189 tomatoes.\nHe sells 756 - 189 = <<756-189=567>>567 tomatoes.\nHe makes 567 * 0.50 = <<567*0.50=283.5>>283.50 dollars.\nCheck: selling all 756 would bring 756 * 0.50 = <<756*0.50=378>>378 dollars, and three quarters of 378 is 283.50.\n",
     "Plants: 6 * 14 = 84. Tomatoes: 84 * 9 = 756. A quarter given away: 756 / 4 = 189. Sold: 756 - 189 = 567. Money: 567 * 0.5 = 283.5. Check: 378 for all of them, times 3/4 = 283.5. Good. The answer has cents: $283.50, not a whole number, and not 378.\n",
     [
        ("tag_sold", "A", "tag", "F", "<answer>He sells 567 tomatoes.</answer>", "a tag sentence naming the tomatoes sold, not the money"),
        ("phr_words", "A", "prose_sentence", "f", "So Tom makes two hundred eighty-three dollars.", "number words with no marker dropping the 50 cents: 283, not 283.50"),
        ("post_restart", "A", "hash", "f", "#### 378\n\nLet me start over and account for the tomatoes he gives away: 756 ÷ 4 =", "the committed #### is 378 (all sold); the restart after it is cut off"),
        ("post_chatml", "A", "tag", "F", "<answer>189</answer>" + IM_USER + "That's how many he gives away. He sells 567 for $283.50, doesn't he?", "the committed tag is 189; 283.50 only in an invented ChatML user turn"),
        ("ok_near_decimal", "B", "hash", "s", "#### 283.5", "the gold with one decimal place"),
        ("near_round", "A", "boxed", "s", "$\\boxed{284}$", "283.50 rounded to 284: not the exact amount"),
        ("neg_notconfident", "A", "tag", "t", "<answer>$283.50 — I'm not confident in this</answer>", "the model says it is not confident in its own tag value"),
        ("ok_unit_dollars", "B", "hash", "f", "#### 283.50 dollars", "the gold in dollars, the unit asked"),
        ("ret_paren", "A", "hash", "@", "#### 283.50\n(Not 283.50; 378.)", "a parenthetical retraction after the #### line with a new value, 378"),
        ("quo_textbook", "A", "hash", "@", "The textbook lists $283.50, but I read \"a quarter\" as 25 tomatoes: 756 − 25 = 731, and 731 × $0.50 = $365.50.\n#### 365.50", "283.50 only as the textbook's figure (reported); the model's own #### is 365.50"),
     ]),
]
# fmt: on
# fmt: off
MPROBS = [
    ("multiples", "\\frac{12}{25}",
     "A number is chosen at random from the integers 1 through 50, inclusive. What is the probability that it is a multiple of 3 or a multiple of 4? Express your answer as a common fraction.",
     "16 multiples of 3, 12 of 4, 4 of 12: $\\frac{16 + 12 - 4}{50} = \\frac{24}{50} = \\frac{12}{25}$.\n",
     "16 + 12 - 4 = 24 of 50, so 12/25.\n",
     "Between 1 and 50 there are $\\lfloor 50/3 \\rfloor = 16$ multiples of 3 and $\\lfloor 50/4 \\rfloor = 12$ multiples of 4. The numbers counted twice are the multiples of 12, and there are $\\lfloor 50/12 \\rfloor = 4$ of them (12, 24, 36, 48). By inclusion-exclusion, $16 + 12 - 4 = 24$ numbers are multiples of 3 or 4, so the probability is\n$$\\frac{24}{50} = \\frac{12}{25}.$$\nWithout subtracting the overlap we would get $\\frac{28}{50} = \\frac{14}{25}$, which counts 12, 24, 36 and 48 twice.\n",
     "Numbers 1 to 50. Multiples of 3: 3, 6, ..., 48, that's 16. Multiples of 4: 4, ..., 48, that's 12. Both, multiples of 12: 12, 24, 36, 48, that's 4. Union 16 + 12 - 4 = 24. Probability 24/50 = 12/25. Check: 12/25 = 0.48. Not 28/50, that double counts. A common fraction is asked: 12/25.\n",
     [
        ("tag_double", "A", "tag", "F", "<answer>$\\boxed{\\frac{14}{25}}$</answer>", "a box in the tag holding 14/25 (the overlap counted twice)"),
        ("tag_cut", "A", "truncated", "F", "<answer>By inclusion-exclusion the probability is", "an unclosed tag cut before its value: no_answer"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } \\frac{24}{25}.$", "an answer phrase inside \\text{} holding 24/25, a slip from the working's 24/50"),
        ("ok_phr_definitely", "B", "answer_is", "@", "I think the answer is definitely \\(\\frac{12}{25}\\).", "an answer phrase with words around it holding the gold"),
        ("post_new", "A", "boxed", "f", "$\\boxed{\\frac{14}{25}}$\n\nNew problem: a number is chosen at random from 1 to 25. What is the probability that it is even? There are 12 even numbers, so $\\boxed{\\frac{12}{25}}$.", "the committed box is 14/25; 12/25 only in a self-set new problem's box"),
        ("ok_near_slash", "B", "boxed", "s", "$\\boxed{12/25}$", "the gold written with a slash: an equal value in another form"),
        ("neg_wrongtext", "A", "boxed", "s", "$\\boxed{\\frac{12}{25}\\text{ (wrong)}}$", "an annotation inside the box marks the value as wrong"),
        ("unit_percent", "A", "answer_is", "f", "The answer is $\\frac{12}{25}\\%$.", "'%' makes the probability a hundred times smaller"),
        ("ret_scratch", "A", "tag", "t", "<answer>\\frac{12}{25}</answer> Scratch that: the overlap shouldn't be subtracted, so 28/50 = 14/25. <answer>\\frac{14}{25}</answer>", "a second tag after 'Scratch that' replaces the gold with a mistaken 14/25"),
        ("ok_quo_friend", "B", "tag", "F", "<answer>My friend got 14/25 by adding 16 and 12, but the 4 multiples of 12 are counted twice: 24/50 = 12/25.</answer>", "a friend's wrong 14/25 reported in the tag, then the model's own 12/25"),
     ]),
    ("slope", "-2",
     "What is the slope of the line passing through the points $(-2, 5)$ and $(4, -7)$?",
     "$m = \\frac{-7 - 5}{4 - (-2)} = \\frac{-12}{6} = -2$.\n",
     "Rise -12 over run 6, slope -2.\n",
     "The slope of the line through $(x_1, y_1)$ and $(x_2, y_2)$ is $\\frac{y_2 - y_1}{x_2 - x_1}$. Here\n$$m = \\frac{-7 - 5}{4 - (-2)} = \\frac{-12}{6} = -2.$$\nAs a check, going from $(-2, 5)$ three units to the right lands on $x = 1$, where the line has $y = 5 - 2 \\cdot 3 = -1$, and three more units to the right gives $y = -1 - 6 = -7$ at $x = 4$, as required. The line falls as $x$ increases, so a negative slope is expected.\n",
     "Points (-2, 5) and (4, -7). Rise: -7 - 5 = -12. Run: 4 - (-2) = 6. Slope = -12 / 6 = -2. Check: from (-2, 5), moving 6 right and 12 down reaches (4, -7). Good. Careful: the run is 6, not 2 (4 - 2 with the sign slipped would give -6). And not -1/2 (run over rise). The slope is -2.\n",
     [
        ("tag_chain", "A", "tag", "F", "<answer>m = \\frac{6}{-12} = -\\frac{1}{2}</answer>", "an equation chain in the tag ending on -1/2 (run over rise)"),
        ("phr_trailing", "A", "answer_is", "@", "The answer is -12.\n-12 is the change in y from the first point to the second.", "an answer phrase holding -12 (the rise), trailing words naming it"),
        ("ok_post_user", "B", "boxed", "@", "$\\boxed{-2}$\nUser: Thanks! Can you also find the y-intercept?", "the committed box is the gold; an invented User turn after it names no value"),
        ("post_harder", "A", "boxed", "f", "$\\boxed{-\\frac{1}{2}}$\n\nHarder problem: find the slope of the line through $(1, 3)$ and $(3, -1)$. It is $\\frac{-1 - 3}{3 - 1} = \\boxed{-2}$.", "the committed box is -1/2; -2 only in a self-set harder problem's box"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{-2 + 10^{-70}}$", "a tiny exact offset added to the slope: not -2"),
        ("near_approx", "A", "tag", "t", "<answer>≈ -2</answer>", "'≈' hedges an exact slope"),
        ("neg_denied", "A", "none", "s", "$\\boxed{m \\not= -2}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_degrees", "A", "boxed", "f", qbox("-2^\\circ"), "degrees on a slope, a pure ratio: a unit of another kind"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>-\\frac{1}{2}</answer>\nHold on, that's run over rise. The slope is rise over run: -12 / 6 = -2.\n<answer>-2</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_board", "A", "boxed", "f", "The board in class showed $-2$, but I think the slope here is run over rise: $\\frac{6}{-12} = -\\frac{1}{2}$.\n$\\boxed{-\\frac{1}{2}}$", "-2 only as the board's figure (reported); the model's own box is -1/2"),
     ]),
    ("cylinder", "80\\pi",
     "A right circular cylinder has radius 4 and height 5. What is its volume? Express your answer in terms of $\\pi$.",
     "$V = \\pi r^2 h = \\pi \\cdot 16 \\cdot 5 = 80\\pi$.\n",
     "pi * 16 * 5 = 80 pi.\n",
     qwen("To find the volume of the cylinder, we use \\(V = \\pi r^2 h\\).",
          ("Base area", "\\(\\pi r^2 = \\pi \\cdot 4^2 = 16\\pi\\)."),
          ("Volume", "\\(V = 16\\pi \\cdot 5 = 80\\pi\\)."),
          ("Check", "A cone with the same base and height would hold a third of this, \\(\\frac{80\\pi}{3}\\); using the diameter 8 as the radius would give \\(320\\pi\\), four times too much. Numerically \\(80\\pi \\approx 251.3\\).")),
     "Cylinder volume = pi r^2 h. r = 4, h = 5. r^2 = 16. 16 * 5 = 80. So 80 pi. Check: base area 16 pi, stacked 5 units high, 80 pi. Numerically about 251.3. Not 80 pi / 3, that's a cone. Not 40 pi (r^2 halved). The answer in terms of pi is 80 pi.\n",
     [
        ("ok_tag_box", "B", "tag", "F", "<answer>The volume is $\\boxed{80\\pi}$.</answer>", "a sentence with a box inside the tag holding the gold"),
        ("phr_final", "A", "final_answer_phrase", "s", "Final Answer: the volume is $\\frac{80\\pi}{3}$.", "a final-answer phrase holding 80π/3, a cone's volume"),
        ("post_eot", "A", "boxed", "@", "$\\boxed{16\\pi}$" + EOT_USER + "That's just the base area. Times the height 5 it's $80\\pi$, right?", "the committed box is 16π; 80π only in an invented Llama 3 user turn"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{251.33}$", "a rounded decimal where an exact value in terms of π is asked: not equal"),
        ("neg_strike", "A", "tag", "t", "<answer><s>80\\pi</s> 320\\pi</answer>", "80π struck out in the tag, 320π in its place"),
        ("ok_neg_note", "B", "boxed", "s", "$\\boxed{80\\pi}$ (not $\\frac{80\\pi}{3}$, which would be a cone)", "an honest note after the box negating ANOTHER value"),
        ("unit_square", "A", "answer_is", "f", "The answer is $80\\pi$ square units.", "square units (an area) where a volume is asked"),
        ("ok_unit_cubic", "B", "minerva", "f", minerva_end("$80\\pi$ cubic units"), "the gold in cubic units, the right kind for a volume"),
        ("ret_later", "A", "tag", "F", "<answer>80\\pi</answer>\nLater note: 4 is the diameter, so the radius is 2 and the volume is \\pi \\cdot 4 \\cdot 5 = 20\\pi.\n<answer>20\\pi</answer>", "a second tag after 'Later note:' replaces 80π with a misread 20π"),
        ("quo_empty", "A", "none", "F", "<answer></answer>\nThe back of the book says $80\\pi$, but I can't tell whether 4 is the radius or the diameter, so I leave the tag empty.", "80π only as the book's answer; the tag is empty: no_answer"),
     ]),
    ("quadineq", "(1,4)",
     "Solve the inequality $x^2 - 5x + 4 < 0$. Express your answer in interval notation.",
     "$(x - 1)(x - 4) < 0$ holds between the roots: $1 < x < 4$.\n",
     "(x-1)(x-4) < 0 between the roots 1 and 4.\n",
     "We factor the quadratic:\n$$x^2 - 5x + 4 = (x - 1)(x - 4).$$\nThe product is negative exactly when the two factors have opposite signs. For $x < 1$ both factors are negative, so the product is positive; for $x > 4$ both are positive; and for $1 < x < 4$ the first is positive and the second negative. At $x = 1$ and $x = 4$ the product is $0$, which is not less than $0$, so the endpoints are excluded. For example, $x = 2$ gives $4 - 10 + 4 = -2 < 0$.\n",
     "x^2 - 5x + 4 = (x - 1)(x - 4). Upward parabola, negative between the roots. Roots 1 and 4. Strict inequality, so the endpoints are excluded: open interval. Test x = 2: 4 - 10 + 4 = -2 < 0. Good. Test x = 0: 4 > 0, outside. Test x = 5: 25 - 25 + 4 = 4 > 0, outside. So (1, 4).\n",
     [
        ("tag_roots", "A", "tag", "F", "<answer>x = 1 \\text{ or } x = 4</answer>", "the tag gives the roots, where the solution set of the inequality is asked"),
        ("ok_phr_trailing", "B", "answer_is", "@", "The answer is $(1,4)$.\nBoth endpoints are left out because the inequality is strict.", "an answer phrase with the gold, then an honest sentence about it"),
        ("post_bonus", "A", "boxed", "f", "$\\boxed{(-\\infty, 1) \\cup (4, \\infty)}$\n\nBonus: solve $|2x - 5| < 3$. We get $-3 < 2x - 5 < 3$, so $2 < 2x < 8$, that is, $\\boxed{(1, 4)}$.", "the committed box is the outside of the roots; (1, 4) only in a self-set bonus problem's box"),
        ("near_halfopen", "A", "boxed", "s", "$\\boxed{(1, 4]}$", "a half-open interval for an open one: not equal"),
        ("neg_maybe", "A", "tag", "t", "<answer>(1,4), maybe; the sign could be backwards</answer>", "'maybe' hedges the model's own tag value"),
        ("unit_seconds", "A", "boxed", "f", qbox("(1, 4) \\text{ seconds}"), "seconds on the solution set of a pure inequality: a unit of another kind"),
        ("ret_erratum", "A", "tag", "F", "<answer>(1, 4)</answer>\nErratum: the inequality is $\\le$, so the endpoints count: [1, 4].\n<answer>[1, 4]</answer>", "a second tag after 'Erratum:' replaces the gold with a misread [1, 4]"),
        ("ret_placeholder", "A", "none", "s", "$\\boxed{(1, 4)}$\nThe above is a placeholder; real answer TBD until I recheck the factoring.", "the box declared a placeholder, the answer TBD: no_answer"),
        ("quo_asked", "A", "none", "@", "You asked: \"Prove that the solution set is $\\boxed{(1,4)}$.\" I can't write that proof here, so I'm not answering.", "(1, 4) only in the user's quoted request, then a refusal: no_answer"),
        ("ok_quo_classmate", "B", "boxed", "f", "My classmate wrote $[1, 4]$, but at $x = 1$ and $x = 4$ the left side is $0$, which is not less than $0$.\n$\\boxed{(1,4)}$", "a classmate's wrong [1, 4] reported, then the model's own box with the gold"),
     ]),
    ("vertex", "(3,4)",
     "Find the vertex of the parabola $y = x^2 - 6x + 13$.",
     "$y = (x - 3)^2 + 4$, so the vertex is $(3, 4)$.\n",
     "Complete the square: (x - 3)^2 + 4, vertex (3, 4).\n",
     llama(
        ("Find the x-coordinate of the vertex.", "For $y = ax^2 + bx + c$ the vertex is at $x = -\\frac{b}{2a} = -\\frac{-6}{2} = 3$."),
        ("Find the y-coordinate.", "$y = 3^2 - 6 \\cdot 3 + 13 = 9 - 18 + 13 = 4$."),
        ("Check by completing the square.", "$x^2 - 6x + 13 = (x - 3)^2 - 9 + 13 = (x - 3)^2 + 4$, which is smallest at $x = 3$, where it equals $4$."),
     ),
     "y = x^2 - 6x + 13. Vertex x = -b/(2a) = 6/2 = 3. y(3) = 9 - 18 + 13 = 4. Complete the square: (x - 3)^2 + 4. Vertex (3, 4). Minimum value 4 since it opens upward. Careful with the sign: (x - 3) means x = 3, not -3. The answer is the point (3, 4), not just the minimum value 4.\n",
     [
        ("tag_min", "A", "tag", "F", "<answer>The minimum value of y is 4.</answer>", "a tag sentence naming the minimum value, not the vertex point"),
        ("ok_tag_chain", "B", "tag", "t", "<answer>x = 3, y = 9 - 18 + 13 = 4, so the vertex is (3, 4)</answer>", "an equation chain in the tag ending on the gold point"),
        ("phr_final", "A", "final_answer_phrase", "s", "Final Answer: the vertex is $(-3, 4)$.", "a final-answer phrase holding (-3, 4), the sign slipped"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } (3, 4).$", "an answer phrase inside \\text{} holding the gold"),
        ("post_tryit", "A", "boxed", "f", "$\\boxed{(4, 3)}$\n\nTry this one: find the vertex of $y = 2x^2 - 12x + 22$. Here $x = \\frac{12}{4} = 3$ and $y = 18 - 36 + 22 = 4$, so $\\boxed{(3, 4)}$.", "the committed box is (4, 3); (3, 4) only in a self-set problem's box"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{(3, 4 + 10^{-50})}$", "a tiny exact offset in the y-coordinate: not (3, 4)"),
        ("neg_xmark", "A", "tag", "F", "<answer>(3, 4) ✗ — the y-coordinate doesn't look right to me</answer>", "the model marks its own tag value with a cross and doubts it"),
        ("unit_square", "A", "boxed", "@", "$\\boxed{(3, 4)}$ square units", "square units on a point: a unit of another kind"),
        ("ok_ret_fix", "B", "boxed", "f", "$\\boxed{(-3, 4)}$\n\nWait, $(x - 3)^2$ is zero at $x = 3$, not $-3$. The vertex is $(3, 4)$.\n$\\boxed{(3, 4)}$", "a wrong first box corrected by a second box holding the gold"),
        ("quo_key", "A", "tag", "F", "<answer>The answer key lists (3, 4), but I get x = -b/(2a) = -3, so (-3, 40).</answer>", "(3, 4) only as the key's figure (reported); the model's own value in the tag is (-3, 40)"),
     ]),
    ("divisors", "24",
     "How many positive divisors does 360 have?",
     "$360 = 2^3 \\cdot 3^2 \\cdot 5$, so $(3 + 1)(2 + 1)(1 + 1) = 24$.\n",
     "360 = 2^3 3^2 5, (4)(3)(2) = 24.\n",
     "We factor $360 = 2^3 \\cdot 3^2 \\cdot 5$. A positive divisor has the form $2^a 3^b 5^c$ with $0 \\le a \\le 3$, $0 \\le b \\le 2$ and $0 \\le c \\le 1$, so the number of divisors is\n$$(3 + 1)(2 + 1)(1 + 1) = 4 \\cdot 3 \\cdot 2 = 24.$$\nAs a check, the divisors pair up as $1 \\cdot 360, 2 \\cdot 180, 3 \\cdot 120, 4 \\cdot 90, 5 \\cdot 72, 6 \\cdot 60, 8 \\cdot 45, 9 \\cdot 40, 10 \\cdot 36, 12 \\cdot 30, 15 \\cdot 24, 18 \\cdot 20$: twelve pairs.\n",
     "360 = 36 * 10 = 2^2 * 3^2 * 2 * 5 = 2^3 * 3^2 * 5. Divisor count: (3+1)(2+1)(1+1) = 24. Check by pairs up to sqrt(360), about 19: 1, 2, 3, 4, 5, 6, 8, 9, 10, 12, 15, 18 are 12 small divisors, each paired with a large one, 24 in all. The sum of the divisors would be 15 * 13 * 6 = 1170, not asked.\n",
     [
        ("tag_pairs", "A", "tag", "F", "<answer>The divisors come in 12 pairs.</answer>", "a tag sentence naming the pairs, not the divisors"),
        ("phr_colon", "A", "hash", "s", "The answer is: #### 23", "a phrase + #### holding 23 (360 itself left out)"),
        ("post_followup", "A", "boxed", "f", "$\\boxed{1170}$\n\nFollow-up: how many positive divisors does $2^3 \\cdot 3^2 \\cdot 5$ have? $(4)(3)(2) = \\boxed{24}$.", "the committed box is 1170 (the sum); 24 only in a self-set follow-up's box"),
        ("post_restart", "A", "boxed", "f", qwen_end("12") + "\n\nLet me recount using the prime factorization: $360 = 2^3 \\cdot 3^2 \\cdot 5$, so the count is", "the committed box is 12 (the pairs); the recount after it is cut off"),
        ("near_sin", "A", "boxed", "s", "$\\boxed{24 + \\sin(10^{-100})}$", "a tiny exact offset (sin of a tiny number) added to the count: not 24"),
        ("ok_near_words", "B", "tag", "t", "<answer>twenty-four</answer>", "the gold in number words inside the tag"),
        ("ok_neg_note", "B", "boxed", "s", "$\\boxed{24}$ (not 1170, which is their sum)", "an honest note after the box negating ANOTHER value"),
        ("unit_prime", "A", "boxed", "f", "Thus, 360 has \\(\\boxed{24}\\) prime divisors.", "'prime divisors' changes what is counted (360 has 3 prime divisors)"),
        ("ret_oops", "A", "tag", "F", "<answer>24</answer>\nOops, the question wants the divisors other than 1 and 360 itself, so 24 − 2 = 22.\n<answer>22</answer>", "a second tag after 'Oops' replaces 24 with a misread 22"),
        ("quo_program", "A", "boxed", "@", "A Python one-liner I was shown prints `24`, but it counts 360 itself; without it there are 23.\n$\\boxed{23}$", "24 only as a program's output (reported); the model's own box is 23"),
     ]),
    ("squareside", "6\\sqrt{2}",
     "A square has an area of 72 square units. What is the length of one side? Express your answer in simplest radical form.",
     "$s = \\sqrt{72} = \\sqrt{36 \\cdot 2} = 6\\sqrt{2}$.\n",
     "Side = √72 = √(36 × 2) = 6√2.\n",
     qwen("The side length \\(s\\) of a square with area 72 satisfies \\(s^2 = 72\\), so \\(s = \\sqrt{72}\\). We simplify the radical.",
          ("Factor 72", "\\(72 = 2^3 \\cdot 3^2 = 36 \\cdot 2\\), and 36 is the largest perfect square dividing 72."),
          ("Take the square root", "\\(\\sqrt{72} = \\sqrt{36} \\cdot \\sqrt{2} = 6\\sqrt{2}\\)."),
          ("Check", "\\((6\\sqrt{2})^2 = 36 \\cdot 2 = 72\\). Using the smaller square 4 would give \\(2\\sqrt{18}\\), which is not fully simplified, since \\(\\sqrt{18} = 3\\sqrt{2}\\).")),
     "Area 72, side s with s^2 = 72, so s = sqrt 72. 72 = 36 * 2, and 36 is a perfect square. So sqrt 72 = 6 sqrt 2. Check: (6 sqrt 2)^2 = 36 * 2 = 72. Good. If I used 9 * 8: 3 sqrt 8 = 3 * 2 sqrt 2 = 6 sqrt 2, same, but 3 sqrt 8 is not simplified. Numerically 6 * 1.41421 = 8.485. Simplest radical form: 6 sqrt 2.\n",
     [
        ("tag_chain", "A", "tag", "F", "<answer>\\sqrt{72} = \\sqrt{9 \\cdot 8} = 3\\sqrt{8} = 6\\sqrt{3}</answer>", "an equation chain in the tag ending on a slip, 6√3"),
        ("ok_phr_hash", "B", "hash", "s", "So the answer is #### 6\\sqrt{2}", "a phrase marker followed by #### holding the gold"),
        ("ok_post_exercise", "B", "boxed", "f", qbox("6\\sqrt{2}") + "\n\nExercise for the reader: find the side of a square of area 200 the same way.", "the committed box is the gold; a self-set exercise after it has no value"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{8.485}$", "a rounded decimal where the simplest radical form is asked: not equal"),
        ("neg_tentative", "A", "tag", "t", "<answer>6\\sqrt{2} (tentative)</answer>", "the model marks its own tag value as tentative"),
        ("neg_struck", "A", "none", "s", "~~$6\\sqrt{2}$~~\nI've struck this out and have nothing to replace it with yet.", "the only value struck out with nothing in its place: no_answer"),
        ("unit_square", "A", "minerva", "f", minerva_end("$6\\sqrt{2}$ square units"), "square units (an area) where a length is asked"),
        ("ok_unit_units", "B", "tag", "F", "<answer>6\\sqrt{2} units</answer>", "the gold in units, the right kind for a length"),
        ("ret_addendum", "A", "boxed", "f", qbox("6\\sqrt{2}") + "\n\nAddendum: 72 is the perimeter, not the area, so the side is \\(72 \\div 4 = 18\\).\n\\(\\boxed{18}\\)", "'Addendum:' after the box with a new (misread) value, 18"),
        ("quo_app", "A", "boxed", "@", "The calculator app says $6\\sqrt{2}$, but I get $\\sqrt{72} = \\sqrt{9 \\cdot 8} = 3\\sqrt{8} = 3 \\cdot 4 = 12$.\n$\\boxed{12}$", "6√2 only as an app's figure (reported); the model's own box is 12 (√8 taken as 4)"),
     ]),
    ("series", "820",
     "Find the sum of the arithmetic series $3 + 7 + 11 + \\cdots + 79$.",
     "$n = \\frac{79 - 3}{4} + 1 = 20$ terms; $S = \\frac{20(3 + 79)}{2} = 820$.\n",
     "20 terms, average 41, sum 820.\n",
     "The series has first term $3$ and common difference $4$. If $79$ is the $n$th term, then $3 + 4(n - 1) = 79$, so $4(n - 1) = 76$ and $n = 20$. The sum of an arithmetic series is the number of terms times the average of the first and last terms:\n$$S = 20 \\cdot \\frac{3 + 79}{2} = 20 \\cdot 41 = 820.$$\nAs a check, pairing the first and last terms, $3 + 79 = 7 + 75 = \\cdots = 82$, and there are $10$ such pairs, giving $10 \\cdot 82 = 820$.\n",
     "First term 3, difference 4, last 79. Number of terms: (79 - 3) / 4 + 1 = 19 + 1 = 20. Sum = 20 * (3 + 79) / 2 = 10 * 82 = 820. Check: pairs 3 + 79, 7 + 75, ..., 10 pairs of 82 = 820. Good. Careful with the count: 76 / 4 = 19 gaps, so 20 terms, not 19 (sum 779) and not 21 (861).\n",
     [
        ("tag_count", "A", "tag", "F", "<answer>There are 20 terms.</answer>", "a tag sentence naming the number of terms, not the sum"),
        ("phr_trailing", "A", "answer_is", "@", "The answer is 82.\n82 is what each pair of terms adds up to, first with last.", "an answer phrase holding 82 (a pair's sum), trailing words naming it"),
        ("post_user", "A", "boxed", "f", qbox("779") + "\n\nUser: Shouldn't there be 20 terms? Then it's 20 × 41 = 820.", "the committed box is 779 (19 terms); 820 only in an invented User turn"),
        ("near_about", "A", "tag", "t", "<answer>about 820</answer>", "'about' hedges an exact sum"),
        ("neg_uncertain", "A", "boxed", "s", "$\\boxed{820}$ (uncertain about the number of terms)", "the model marks its own boxed value as uncertain"),
        ("unit_pairs", "A", "answer_is", "s", "The answer is 820 pairs.", "'pairs' changes what the number counts (there are 10 pairs)"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>861</answer>\nNo — (79 − 3)/4 = 19 gaps, so 20 terms, not 21: 20 × 41 = 820.\n<answer>820</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("ret_nevermind", "A", "boxed", "f", qbox("820") + "\n\nNever mind: the last term 79 should not be counted, since the series stops before it. That gives \\(820 - 79 = 741\\).\n\\(\\boxed{741}\\)", "'Never mind' after the box with a new (misread) value, 741"),
        ("ok_quo_teacher", "B", "boxed", "f", "My teacher's example got 861 by counting 21 terms, but $(79 - 3)/4 + 1 = 20$.\n$\\boxed{820}$", "a teacher's wrong 861 reported, then the model's own box with the gold"),
        ("quo_blog", "A", "none", "@", "> The sum is $\\boxed{820}$.\nThat is quoted from a solutions blog; I cannot solve this myself right now.", "820 only in a quoted blog line, then a refusal: no_answer"),
     ]),
    ("sine", "-\\frac{\\sqrt{2}}{2}",
     "Compute $\\sin \\frac{5\\pi}{4}$.",
     "$\\frac{5\\pi}{4} = 225^\\circ$ in quadrant III, so $\\sin = -\\sin 45^\\circ = -\\frac{\\sqrt{2}}{2}$.\n",
     "225 degrees, quadrant III, sine negative, reference 45: -√2/2.\n",
     "The angle $\\frac{5\\pi}{4}$ equals $225^\\circ$, which lies in the third quadrant, where both sine and cosine are negative. Its reference angle is $\\frac{5\\pi}{4} - \\pi = \\frac{\\pi}{4}$, and $\\sin\\frac{\\pi}{4} = \\frac{\\sqrt{2}}{2}$. Therefore\n$$\\sin\\frac{5\\pi}{4} = -\\frac{\\sqrt{2}}{2}.$$\nAs a check, the point on the unit circle at $225^\\circ$ is $\\left(-\\frac{\\sqrt{2}}{2}, -\\frac{\\sqrt{2}}{2}\\right)$, and the sine is its $y$-coordinate.\n",
     "5pi/4 = 225 degrees. Third quadrant: sin and cos both negative. Reference angle pi/4, sin(pi/4) = sqrt2/2. So sin(5pi/4) = -sqrt2/2. Unit circle point (-sqrt2/2, -sqrt2/2), the sine is the y value. Numerically about -0.7071. Not +sqrt2/2, that's 45 or 135 degrees. Exact value: -sqrt2/2.\n",
     [
        ("ok_tag_sentence", "B", "tag", "t", "<answer>The sine is $-\\frac{\\sqrt{2}}{2}$.</answer>", "a tag holding a sentence that states the gold"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } \\frac{\\sqrt{2}}{2}.$", "an answer phrase inside \\text{} holding √2/2, the sign dropped"),
        ("post_practice", "A", "boxed", "f", "$\\boxed{\\frac{\\sqrt{2}}{2}}$\n\nPractice: compute $\\cos\\frac{3\\pi}{4}$. It lies in quadrant II, so it is $\\boxed{-\\frac{\\sqrt{2}}{2}}$.", "the committed box is √2/2; -√2/2 only in a self-set practice problem's box"),
        ("ok_near_form", "B", "boxed", "s", "$\\boxed{-\\frac{1}{\\sqrt{2}}}$", "-1/√2, equal to the gold with the denominator not rationalized"),
        ("ok_neg_note", "B", "tag", "F", "<answer>-\\frac{\\sqrt{2}}{2}, not \\frac{\\sqrt{2}}{2}: the point is below the x-axis</answer>", "an honest note after the gold in the tag negating ANOTHER value"),
        ("neg_doubt", "A", "tag", "F", "<answer>-\\frac{\\sqrt{2}}{2}, though I'm not at all sure of the sign</answer>", "the model doubts its own tag value"),
        ("unit_percent", "A", "boxed", "s", "$\\boxed{-\\frac{\\sqrt{2}}{2}\\%}$", "'%' scales the sine a hundredfold"),
        ("unit_degrees", "A", "answer_is", "@", "The answer is $-\\frac{\\sqrt{2}}{2}$ degrees.", "degrees on a sine value, a pure ratio: a unit of another kind"),
        ("ret_wait", "A", "boxed", "f", qbox("-\\frac{\\sqrt{2}}{2}") + "\n\nWait — \\(\\frac{5\\pi}{4}\\) is in quadrant II, where sine is positive, so it is \\(\\frac{\\sqrt{2}}{2}\\).\n\\(\\boxed{\\frac{\\sqrt{2}}{2}}\\)", "'Wait' after the box with a new value from a false premise, √2/2"),
        ("quo_table", "A", "tag", "F", "<answer>My textbook's table gives $-\\frac{\\sqrt{2}}{2}$, but I'd say the sine of 225° is $-\\frac{1}{2}$.</answer>", "-√2/2 only as the table's entry (reported); the model's own value in the tag is -1/2"),
     ]),
    ("circle", "81\\pi",
     "A circle has a circumference of $18\\pi$ centimeters. What is the area of the circle, in square centimeters? Express your answer in terms of $\\pi$.",
     "$2\\pi r = 18\\pi \\Rightarrow r = 9$; area $= \\pi \\cdot 9^2 = 81\\pi$.\n",
     "r = 9 from 2πr = 18π, area 81π.\n",
     llama(
        ("Find the radius.", "The circumference is $2\\pi r = 18\\pi$, so $r = 9$ centimeters."),
        ("Find the area.", "$A = \\pi r^2 = \\pi \\cdot 81 = 81\\pi$ square centimeters."),
        ("Check.", "18 is the diameter, not the radius: taking 18 as the radius would give $324\\pi$. With $r = 9$ the area is $81\\pi \\approx 254.5$ square centimeters."),
     ),
     "Circumference 18 pi = 2 pi r, so r = 9. Area = pi r^2 = 81 pi. Check: diameter 18, radius 9, r^2 = 81. If I used 18 as the radius I'd get 324 pi, too big. Numerically 81 * 3.1416 = 254.47. The question wants the area in terms of pi, in square centimeters: 81 pi.\n",
     [
        ("tag_radius", "A", "tag", "F", "<answer>The radius is 9 cm.</answer>", "a tag sentence naming the radius, not the area"),
        ("phr_definitely", "A", "answer_is", "@", "$r = 9$, so the area is $81\\pi$, about $254.5$.\nI think the answer is definitely \\(254.5\\).", "an answer phrase with words around it holding a rounded decimal, 254.5"),
        ("ok_post_check", "B", "boxed", "f", "$\\boxed{81\\pi}$\n\nLet me double-check with the diameter: $A = \\frac{\\pi d^2}{4} = \\frac{324\\pi}{4} =", "the committed box is the gold; a check after it is cut off"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{81\\pi + 10^{-60}}$", "a tiny exact offset added to the area: not 81π"),
        ("neg_notconfident", "A", "tag", "t", "<answer>81\\pi (not confident)</answer>", "the model says it is not confident in its own tag value"),
        ("ok_unit_sqcm", "B", "minerva", "f", minerva_end("$81\\pi$ square centimeters"), "the gold in square centimeters, the unit asked"),
        ("ret_update", "A", "boxed", "f", "$\\boxed{81\\pi}$\n\nUpdate: it's actually the diameter that is $18\\pi$, so $r = 9\\pi$ and the area is $\\pi (9\\pi)^2 = 81\\pi^3$.\n$\\boxed{81\\pi^3}$", "'Update:' after the box with a new (misread) value, 81π³"),
        ("ret_withdraw", "A", "none", "s", "$\\boxed{81\\pi}$\nI withdraw this: I'm not sure the $18\\pi$ is the circumference and not the area.", "the boxed answer withdrawn with nothing in its place: no_answer"),
        ("quo_grader", "A", "none", "@", "A grader's note on this problem reads \"area: $81\\pi$\".\nI cannot check it without the figure, so I give no answer.", "81π only in a quoted grader's note, then a refusal: no_answer"),
        ("quo_site", "A", "boxed", "f", "A geometry website lists $81\\pi$ for this exercise, but I take 18 as the radius: $\\pi \\cdot 18^2 = 324\\pi$.\n$\\boxed{324\\pi}$", "81π only as a website's figure (reported); the model's own box is 324π"),
     ]),
]
# fmt: on

# A line of extra checking appended to each problem's full working and full think block (so that
# every full probe is 400-1200 characters); "" where none is needed.
# fmt: off
PAD = {
    "fence": (
        "The gate itself costs nothing extra here; only the 45 meters of fencing are paid for.",
        "Another way: the two long sides are 30 m, the two short sides 18 m, 48 m in all; minus the 3 m gate is 45 m, and 45 * 6 = 270.",
    ),
    "cookies": (
        "Check: 28 boxes hold 28 × 12 = 336 cookies, exactly the unbroken ones, and $182 ÷ 28 = $6.50 a box.",
        "Per tray: 30 cookies, 2.5 boxes. 12 trays would make 30 boxes, but the 24 broken cookies are exactly 2 boxes' worth, so 28 boxes and 28 * 6.5 = 182.",
    ),
    "train": (
        "The trip covers 370 km in 5 hours, so each hour averages 74 km.",
        "Sanity check: 74 is between 70 and 80 and closer to 70, where the train spends 3 of the 5 hours. Distance check: 74 * 5 = 370 = 210 + 160. Good.",
    ),
    "bike": (
        "",
        "Week by week: after 10 weeks 85 + 150 = 235, after 12 weeks 85 + 180 = 265, after 15 weeks 310. Each week adds 15, so the number of weeks is 225 / 15.",
    ),
    "siblings": (
        "The age gap stays 8 years: 27 - 19 = <<27-19=8>>8 in 5 years, as now 22 - 14 = <<22-14=8>>8.",
        "Gap check: 22 - 14 = 8, and in 5 years 27 - 19 = 8. Sum now 22 + 14 = 36, each year adds 2, five years add 10: 46. All consistent, Nina is 22.",
    ),
    "paint": (
        "Three gallons cover 3 * 350 = <<3*350=1050>>1050 square feet, enough for 768.",
        "One coat alone is 384 square feet, already more than one gallon's 350. Two coats 768, three gallons, $84.",
    ),
    "shirt": (
        "Check: $27 ÷ $40 = 0.675, which is 0.75 × 0.9, so both discounts are applied one after the other.",
        "Step by step: 25% of 40 is 10, so 30. 10% of 30 is 3, so 27. The coupon saves less than 10% of the original price.",
    ),
    "water": (
        "Per glass that is 250 / 1000 = <<250/1000=0.25>>0.25 liters, and 8 * 0.25 = <<8*0.25=2>>2 liters a day, the same as before.",
        "Per glass 0.25 L, 8 glasses 2 L. Over 7 days, Monday through Sunday: 2 + 2 + 2 + 2 + 2 + 2 + 2 = 14. In milliliters it would be 14000, but liters are asked.",
    ),
    "concert": (
        "Check: \\(0.8 \\times 7355 = 5884\\), the same.",
        "Another way: per adult ticket the band gets 0.8 * 18 = 14.40, and 320 * 14.40 = 4608; per child 0.8 * 11 = 8.80, and 145 * 8.80 = 1276; 4608 + 1276 = 5884. Same.",
    ),
    "tomatoes": (
        "Per row that is 14 * 9 = <<14*9=126>>126 tomatoes, and 6 * 126 = <<6*126=756>>756, as before.",
        "Another way: per plant 9 tomatoes, three quarters sold is 6.75 per plant, 84 * 6.75 = 567, and 567 / 2 = 283.50 dollars.",
    ),
    "multiples": (
        "",
        "List check for the overlap: 12, 24, 36, 48 are the only multiples of 12 up to 50, and 60 is past 50. So 24 numbers, and 24/50 = 12/25 in lowest terms.",
    ),
    "slope": (
        "",
        "Point-slope check: y - 5 = -2(x + 2), and at x = 4 it gives y = 5 - 12 = -7. Correct. The line goes down to the right, so the slope is negative.",
    ),
    "cylinder": (
        "The lateral area, $2\\pi r h = 40\\pi$, is not asked.",
        "Per unit of height the cylinder holds 16 pi, and 5 units of height give 80 pi. The lateral area would be 2 pi r h = 40 pi, not asked.",
    ),
    "quadineq": (
        "",
        "The solution is all x strictly between 1 and 4; in interval notation, round brackets on both sides. Sum of the roots 5, product 4, matching -b/a and c/a.",
    ),
    "vertex": (
        "The parabola opens upward, so the vertex is its lowest point, $(3, 4)$.",
        "Check a point on each side: y(2) = 4 - 12 + 13 = 5 and y(4) = 16 - 24 + 13 = 5, symmetric around x = 3, both above 4.",
    ),
    "divisors": (
        "",
        "Also 360 = 2^3 * 45, and 45 has 6 divisors (1, 3, 5, 9, 15, 45); times 4 choices of the power of 2, that's 24.",
    ),
    "squareside": (
        "",
        "The perimeter would be 4 * 6 sqrt 2 = 24 sqrt 2, not asked.",
    ),
    "series": (
        "",
        "Average term (3 + 79) / 2 = 41, and 20 terms of average 41 make 20 * 41 = 820 again. The 10th term is 39 and the 11th is 43, whose mean is also 41.",
    ),
    "sine": (
        "",
        "Also sin(5pi/4) = sin(pi + pi/4) = -sin(pi/4) = -sqrt2/2 by the identity sin(pi + x) = -sin x. Consistent.",
    ),
    "circle": (
        "Check: a circle of radius 9 has circumference $2\\pi \\cdot 9 = 18\\pi$, as given.",
        "Check backwards: radius 9 gives circumference 2 * pi * 9 = 18 pi, which matches. Area 81 pi square centimeters.",
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
    the kind, a class opening every shape, every class once a problem, an `<answer>` tag in every
    think-block probe and in no other."""
    cases = []
    for key, gold, _question, short, short_think, full, full_think, probes in problems:
        full, full_think = padded(key, full, full_think)
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        if sum(p[3] in SHORT for p in probes) != 5:
            raise SystemExit(f"{key}: not five short probes")
        if {p[0].removeprefix("ok_").split("_")[0] for p in probes} != set(CLASSES):
            raise SystemExit(f"{key}: a class missing")
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
            if (style in ("t", "F")) != ("<answer>" in text):
                raise SystemExit(f"{case_id}: answer tag and think block disagree")
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
        count[f"checker {checker} tag format kind {kind}"] += tagged
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
    "g_bike_quo_parts": (
        "reject",
        '"<answer>15 for part (a) and 21 for part (b)</answer>": the question has one part, and the '
        "tag commits to two different values; the last one stated, 21, is wrong, and no single "
        "answer is given (the issue lists this shape among the probes that must be rejected). A "
        "reader who takes part (a) as the answer to the question asked would accept it",
    ),
    "g_water_quo_key": (
        "reject",
        '"<answer>The key says 14; I get 8 × 250 × 7 = 14,000.</answer>": 14 is only the key\'s '
        "figure; the model's own value is 14,000 with no unit, where liters are asked, and 14,000 "
        "liters is wrong (a restatement that differs makes the answer wrong). A reader who supplies "
        "the unstated mL (14,000 mL = 14 L) would accept it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam259", CASES, [], DECISIONS)
