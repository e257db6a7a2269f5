r"""Build adversarial_redteam267.jsonl: round 267 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam267"), written by a helper of the reason-ppo team (issue
25) WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file,
the project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify,
sympy or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers th, llama, qwen, qbox, llama_end, g, m, write_probes and the chat-token constants IM_USER,
EOT_USER; copied unchanged beside this file) and the two template builders
build_adversarial_redteam263.py / 259.py (structure, docstring, label conventions, DECISIONS)
were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 100 GSM8K and 100 MATH, 150 kind A (141 wrong, 9 no_answer; 75 GSM8K, 75 MATH) and
50 kind B (25 GSM8K, 25 MATH; 30 short, 20 full); 100 SHORT (one to four lines: a one-line working
or a one-line think block, then the final; or the final lines alone) and 100 FULL (400-1200
characters: a real model's working, the trap in the last lines; both limits checked when
building; five of each a problem; full ones here 409-693 characters); 67 in the R1-Zero format
(the text opens with `<think>` and holds an `<answer>` tag: 34 GSM8K, 33 MATH; 49 kind A, 18 kind
B). Forms: tag 65, boxed 50, hash 37, answer_is 35, none 8, prose_sentence 3, final_answer_phrase
1, truncated 1. Full working is written in the shapes of real models: GSM8K `<<a*b=c>>`
calculator lines, Llama 3 "## Step N:" (closing "The final answer is: $\boxed{..}$" where a box
follows), Qwen2.5-Math numbered steps (closing "Thus, the answer is \(\boxed{..}\)."), MATH-style
prose with display math, and R1 think blocks then `<answer>`.

Classes (25 probes each, 19 A / 6 B, quo and ret 18 A / 7 B; the class opens the shape of an id),
each with its honest twins (kind B: a correction that lands on the gold, a check that confirms,
someone else's wrong value reported then the model's own right one, an honest note after the
value):
  tag   the answer tag read like a small completion: a sentence naming another quantity (muffins
        sold, the perimeter, the tip, the apples left, the money saved, the
        LCM, the circumference, the sum of the terms, the segment's length), an equation chain or
        equation ending on another value (140 × 0.10 = 14, 295 ÷ 5 = 59, 15 + 12 × 8 = 111, x + 1 =
        3^4 = 81, 5!/2! = 60, the sine), the roots for their sum, a strict inequality for a closed
        interval, a box inside the tag holding another value (100π), an unclosed tag cut before
        its value (truncated). Kind B: a sentence with a box, a sentence with the gold (twice, one
        a slash fraction), an equation chain ending on the gold (twice), an unclosed tag holding
        the gold;
  phr   answer phrases: a phrase marker then `####` ("Final Answer:", "The answer is:", "So the
        answer is", "So the answer is:", "Answer:") holding another value; `$\text{Answer: }
        180$ dollars.`, `$\text{Answer: } \frac{7}{2}.$`, `$\text{Answer: } [-3, 2].$`; "I think
        the answer is definitely $59$." / "\(\frac{4}{25}\)" / "$87$" / in a tag; "The answer is
        60.\n60 dollars is what Leo puts aside each week."; "Final Answer: The greatest common
        divisor ... is 21."; number words dropping the cents ("fifty-two dollars" for 52.80) or
        for another count ("sixty"). Kind B: "Answer: #### 75", `$\text{Answer: } 295$ miles.`,
        `$\text{Answer: } x = 80.$`, "two hundred twenty-five dollars" with no marker, "I think
        the answer is definitely \((5, -1)\).", "The answer is $25\pi$.\n$25\pi$ square
        centimeters is the area ...";
  post  text after a committed answer: invented User / ChatML / Llama 3 turns naming the gold after
        a wrong answer; self-set "practice", "bonus", "next exercise", "new problem", "harder
        one", "follow-up" problems whose box or `####` holds the gold (some another problem with
        the same value); a restart, recount or recheck cut off. Kind B: the committed gold
        followed by an invented Llama 3, ChatML or User turn with no value, a self-set exercise
        with no value, a check cut off (twice);
  near  exact values compared exactly: tiny exact offsets (225 + 10^{-45}\pi, 630 - 10^{-80}, 295
        + \sin(10^{-80}), 75 - \frac{1}{10^{50}}, 42 + 10^{-60}i, 83 - 10^{-40}, (5, -1 +
        10^{-50})), rounded or near decimals (53 for 52.80, 5.0000001, 0.133, 78.54, 1.732),
        hedges ("approx.", "≈" three times, "about", "approximately"), a half-open interval for a
        closed one. Kind B: $39.00, "twenty-one", "eighty-three", 2 \cdot 3 \cdot 7, 3^4 - 1,
        \binom{5}{2}\binom{3}{2};
  neg   negation, strike-out and annotation: \text{ (guess)}, \text{ (unsure)}, \text{ (not
        verified)} in a box; "?? not sure", "(Not confident — ...)", "but I'm not confident in
        it", "— I'm unsure about this", "← not sure", "(not certain — ...)", "(probably wrong
        — ...)", "(unverified — ...)", a cross with a stated doubt; struck values replaced (`~~225~~
        300`, `~~295~~ 575`, `~~2/15~~ 4/25`); denied or struck with nothing in its place
        (`\boxed{\text{empty seats} \neq 13}`, `\boxed{\cancel{21}}`, `\boxed{\tan\frac{\pi}{3}
        \neq \sqrt{3}}`: no_answer). Kind B: honest notes negating ANOTHER value after the gold
        (on a `####` line, in a tag twice, after a box), a check mark with a check that confirms
        (after `####`, in a tag);
  unit  a unit or scale of another kind, or a word that changes what the number counts: square
        feet, buses, %, mph, shelves, weeks, crates, roots, % (a GCD, a probability), "red
        marbles" on a probability, degrees (a solution, a point), radians and degrees on a
        tangent, terms, seconds on a set of reals, square units on a point, letters. Kind B: "225
        dollars", "13 empty seats", "39 USD", "8 weeks", "295 miles", "25\pi square
        centimeters";
  ret   retractions and corrections after the answer: Update (twice), Never mind (three times),
        Wrong! (twice), Erratum, Hmm no, Correction (twice), Edit, Actually, Oops, On reflection,
        Scratch that, "Hmm, I think I slipped", Hmm wait, each with a new value (misread,
        miscomputed or from a false premise: still the model's answer, wrong). Kind B: a wrong
        first answer (tag three times, "The answer is", `####`, box twice) corrected to the gold
        after "Wait", "Oops", "Hold on", "No —", "That is a quarter of all ...", "The inequality
        is not strict";
  quo   statements the model did not make: a permission slip, a catalogue printout (in a tag), a
        tally sheet, a grader's note, the class board, each followed by a refusal (no_answer); a
        brother, an app (twice), a receipt, a mother, a sister, a friend (twice), a book, a
        partner, a cousin, a key, a textbook, each followed by the model's own other value
        (wrong). Kind B: a clerk's, volunteer's, tool's (from a mistyped input), tutor's,
        website's, table's and sister's wrong value reported, then the model's own gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: muffins 5 x 24 = 120, 3/4 sold = 90 at $2.50 -> 225 (90; 300 = 120 x 2.50); tiles 12 x 15 =
180 one-foot tiles at $3.50 -> 630 (54 ft perimeter; 180; 189 = 54 x 3.50; 63 = 18 boxes x 3.50);
buses 131 students, 48 a bus, 3 buses = 144 seats -> 13 (3; 35 on the third bus; 16 = 3 x 49 -
131); texts $25 with 200 included, 140 extra at $0.10 -> 39 (14; 59 = 25 + 34; 49 = 25 + 240 x
0.10); savings 12 x 15 = 180 a week, a third = 60, 480 / 60 -> 8 (3 = 480 / 180 rounded up; 60;
40 = 480 / 12); pizza 3 x 14.50 + 2 x 2.25 = 48, 10% tip 4.80 -> 52.8 (4.80; 52; 48; 53; 52.35 =
48 + 4.35); drive 65 x 3 + 50 x 2 -> 295 (59 = 295 / 5; 195; 575; 325 = 65 x 5); library 35% of 560
= 196, 364 left, a quarter -> 91 (140 = 560 / 4; 364); allowance 15 + 12 x (8 - 3) -> 75 (60; 111 =
15 + 96); apples 6 x 45 - 18 = 252, bags of 12 -> 21 (252; 22 from 270 / 12 = 22.5).
MATH: sum of the roots of 2x^2 - 10x + 7 -> 5 (roots (5 ± √11)/2; 10; 7/2; -5; 5.0000001; 4x^2 -
20x + 3 also sums to 5); gcd(84, 126) = 2 x 3 x 7 -> 42 (lcm 252; 21; 14; gcd(84, 63) = 21); two
red of 4 red and 6 blue without replacement (4/10)(3/9) -> \frac{2}{15} (4/25 with replacement;
0.133); \log_3(x + 1) = 4 -> 80 (81 = x + 1; 63 from \log_4(x + 1) = 3; 11 = 3 x 4 - 1); area
of a circle of diameter 10 cm -> 25\pi (10π circumference; 100π from r = 10; 78.54; 50π); 20th
term of 7, 11, 15, ... = 7 + 19 x 4 -> 83 (87 = 7 + 80; 900 the sum; 79 the 19th); \tan\frac{\pi}{3}
-> \sqrt{3} (√3/2 the sine; √3/3 = 1/√3 = tan(π/6); 1.732; 60°); |2x - 1| \le 5 -> [-2,3] ((-2, 3);
[-3, 2]; [-2, 3); the outside (-∞, -2] ∪ [3, ∞)); midpoint of (2, -5), (8, 3) -> (5,-1) (length
10; (10, -2) the sums; (5, 1); (3, 4) the half difference; (0, -4), (10, 2) also have midpoint (5,
-1)); arrangements of LEVEL 5!/(2! 2!) -> 30 (120; 60 = 5!/2!; RADAR also 30; C(5,2) C(3,2) = 30).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
tag, phr, post, near, neg, unit, ret or quo (25 each; the builder prints the counts to stderr).
10 probes a problem, 10 GSM8K and 10 MATH problems; every problem has each class once plus two
(the pairs tag + phr, post + near, neg + unit, ret + quo, five problems each), and 2 or 3 kind B
(checked: every class in every problem). Style letters in the tables: "s" the one-line working
then the final, "t" a one-line think block then the final, "@" the final lines are the whole
completion (all three SHORT: at most four lines, checked), "f" the full working then the final,
"F" a full think block then the final (both FULL: 400-1200 characters, checked; each problem's
full working and think block may carry a line of extra checking from PAD); every "t" and "F"
probe holds an `<answer>` tag and no other probe does (checked). Kind A: truth wrong, or no_answer
where the form is `truncated` (an unclosed tag cut before its value) or `none` (no answer left:
denied, struck out, only quoted, refused); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 259
and 263): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer
whatever the think block concluded, read like a small completion (a sentence, an equation chain,
a box, a phrase inside it; an unclosed tag still holds its answer; one cut before its value holds
none), and a second tag after a correction replaces the first; with no marker and no box the
answer is the value the concluding sentence states as the answer to the question asked (number
words included). A phrase marker followed by `####` is one marker. A restatement that differs
makes the answer wrong; a trailing check that restates or confirms the value does not change it;
a retraction after the answer replaces it (with a new value, even a misread or miscomputed one:
that value is the answer, wrong). Text after the committed answer (an invented user turn in any
chat format, a self-set problem of any name with its own box or `####`, a restart or check cut
off) is not the answer to the question asked: the committed answer stands, right or wrong.
Quoted or reported text (a slip, a printout, a tally sheet, a grader, a board, a relative, an
app, a receipt, a friend, a book, a partner, a key, a textbook, a clerk, a volunteer, a tool, a
tutor, a website, a table) is not the model's statement: the model's own value is its answer,
and with none (a refusal) the probe is no_answer. A hedge of an exact value is wrong; so is a
value the model marks as a guess, unsure, unconfident, uncertain, unverified, not verified,
doubtful or probably wrong, and a struck value replaced by another; a denied or struck value
with nothing in its place is no_answer. A negation of ANOTHER value after the gold leaves the
gold, and so does a check mark with a check that confirms. A unit or scale of another kind is
wrong, and so is a word after the number that changes what it counts (buses, shelves, crates,
roots, terms, letters, red marbles); an exact expression equals the gold only if it is the gold;
a decimal that is not exactly the gold is wrong. Equal values in another form are correct ($39.00,
"twenty-one", "eighty-three", "two hundred twenty-five dollars", 2 \cdot 3 \cdot 7, 3^4 - 1,
\binom{5}{2}\binom{3}{2}, 2/15, x = 80, "225 dollars", "39 USD", "13 empty seats", "8 weeks",
"295 miles", "25\pi square centimeters").

Debatable (1, with DECISIONS): `m_redpair_unit_marbles` ("So the answer is $\frac{2}{15}$ red
marbles." for the probability 2/15: reject).

Not covered: the issue's lone-surrogate batch crash (`#### 18 \ud800`) is an input-robustness
case, not a labelled completion, and a lone surrogate cannot be written to this UTF-8 JSONL.

Usage: cd /tmp/rounds/rt267 && python build_adversarial_redteam267.py
(writes adversarial_redteam267.jsonl beside itself and corpus_build.py, in /tmp/rounds/rt267; a
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
    qbox,
    qwen,
    th,
    write_probes,
)

# (key, gold, question, short working, short think, full working, full think, probes); a probe is
# (suffix, kind, form, style, final, note[, debatable]); styles in `table`.
# fmt: off
GPROBS = [
    ("muffins", "225",
     "Mia bakes 5 trays of muffins with 24 muffins on each tray. She sells 3/4 of the muffins at $2.50 each. How much money does she make?",
     "5 × 24 = 120 muffins; 3/4 of 120 is 90 sold; 90 × $2.50 = $225.\n",
     "120 muffins, 90 sold at 2.50 each: 225.\n",
     "Mia bakes 5 * 24 = <<5*24=120>>120 muffins.\nShe sells 3/4 of them: 120 * 3 / 4 = <<120*3/4=90>>90 muffins.\nThe other 120 - 90 = <<120-90=30>>30 muffins are left unsold.\nEach muffin sold brings in $2.50, so she makes 90 * 2.50 = <<90*2.5=225>>225 dollars.\nCheck: if every muffin sold she would make 120 * 2.50 = <<120*2.5=300>>300 dollars, and three quarters of 300 is 225, which matches.\n",
     "5 trays of 24 is 120 muffins. She sells three quarters: 120 / 4 = 30, times 3 = 90 muffins sold. Each at 2.50, so 90 * 2.5 = 225. The 30 unsold don't earn anything. Careful: not 120 * 2.5 = 300, that's if all of them sold. And not 90, that's the number of muffins, not dollars. Check: 225 / 2.5 = 90 muffins, and 90 / 120 = 0.75. Good. So Mia makes $225.\n",
     [
        ("tag_count", "A", "tag", "F", "<answer>She sells 90 muffins.</answer>", "a tag sentence naming the muffins sold, not the money made"),
        ("ok_tag_box", "B", "tag", "t", "<answer>Mia makes $\\boxed{225}$ dollars.</answer>", "a sentence in the tag with a box holding the gold"),
        ("phr_hash", "A", "hash", "s", "Final Answer: #### 300", "a phrase marker then #### holding 300, as if every muffin sold"),
        ("ok_phr_words", "B", "prose_sentence", "f", "So Mia makes two hundred twenty-five dollars.", "number words with no marker stating the gold in the concluding sentence"),
        ("post_user", "A", "hash", "f", "#### 300\n\nUser: She only sells three quarters of them, so isn't it 90 × 2.50 = 225?", "the committed #### is 300; 225 only in an invented User turn"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{225 + 10^{-45}\\pi}$", "a tiny exact offset added to the money: not 225"),
        ("neg_struck", "A", "hash", "@", "#### ~~225~~ 300", "225 struck out on the #### line, 300 in its place"),
        ("ok_unit_dollars", "B", "answer_is", "s", "The answer is 225 dollars.", "the gold with the unit asked"),
        ("ret_update", "A", "tag", "F", "<answer>225</answer>\nUpdate: it's actually all 120 muffins that sell by closing time, so 120 × 2.50 = 300.\n<answer>300</answer>", "a second tag after 'Update:' replaces 225 with 300 (a false premise)"),
        ("quo_brother", "A", "boxed", "f", "My brother says $225, but I think every muffin sells by the end of the day: 120 × 2.50, so the answer is $\\boxed{300}$.", "225 only as the brother's figure (reported); the model's own box is 300"),
     ]),
    ("tiles", "630",
     "A rectangular floor measures 12 feet by 15 feet. Square tiles that are 1 foot on each side cost $3.50 each. How much do the tiles for the whole floor cost?",
     "Area 12 × 15 = 180 sq ft, so 180 tiles; 180 × $3.50 = $630.\n",
     "180 tiles at 3.50 is 630.\n",
     llama(
        ("Find the area of the floor.", "The floor is 12 feet by 15 feet, so its area is 12 × 15 = 180 square feet."),
        ("Count the tiles.", "Each tile covers 1 × 1 = 1 square foot, so 180 tiles cover the floor exactly, with no cutting."),
        ("Find the cost.", "180 tiles × $3.50 = $630. The perimeter, 2 × (12 + 15) = 54 feet, would matter for a border, but the question asks about the whole floor."),
     ),
     "Floor 12 by 15 feet, area 12 * 15 = 180 square feet. Tiles are 1 foot squares, so each covers 1 square foot, and 180 tiles are needed. Cost 180 * 3.50: 180 * 3 = 540, 180 * 0.5 = 90, total 630. Not the perimeter: 2 * (12 + 15) = 54 feet, and 54 * 3.50 = 189 would only pay for a border. Check: 630 / 3.5 = 180 tiles, and 180 / 12 = 15. Good. So the tiles cost $630.\n",
     [
        ("tag_perim", "A", "tag", "t", "<answer>The perimeter is 54 feet.</answer>", "a tag sentence naming the perimeter, not the cost"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 180$ dollars.", "an answer phrase inside \\text{} holding 180, the number of tiles"),
        ("post_practice", "A", "boxed", "f", llama_end("189") + "\n\nPractice problem: a 12 ft by 15 ft floor is covered with 1 ft tiles at $3.50 each. The cost is $180 \\times 3.50 = \\boxed{630}$.", "the committed box is 189 (the border); 630 only in a self-set practice problem"),
        ("ok_post_user", "B", "tag", "F", "<answer>630</answer>" + EOT_USER + "Thanks! How much grout should I buy for it?", "the committed gold followed by an invented Llama 3 user turn with no value"),
        ("near_hedge", "A", "hash", "s", "#### approx. 630", "'approx.' hedges an exact amount of money"),
        ("near_tiny", "A", "boxed", "f", "$\\boxed{630 - 10^{-80}}$", "a tiny exact offset taken from the cost: not 630"),
        ("neg_guess", "A", "boxed", "@", "$\\boxed{630\\text{ (guess)}}$", "an annotation inside the box marks the value as a guess"),
        ("unit_sqft", "A", "tag", "F", "<answer>630 square feet</answer>", "square feet (an area) where an amount of money is asked"),
        ("ret_nevermind", "A", "hash", "f", "#### 630\nNever mind — the tiles come in boxes of 10 at $3.50 a box, so 18 boxes cost $63.\n#### 63", "'Never mind' after the #### line with a new (false-premise) value, 63"),
        ("ok_quo_clerk", "B", "tag", "t", "<answer>The store clerk quoted $189, pricing only the edge, but the whole floor needs 180 tiles: the answer is 630.</answer>", "a clerk's wrong 189 reported in the tag, then the model's own 630"),
     ]),
    ("buses", "13",
     "A school is taking 131 students on a field trip. Each bus holds 48 students, and the school uses as few buses as possible. How many empty seats are there on the buses?",
     "131 ÷ 48 ≈ 2.73, so 3 buses with 3 × 48 = 144 seats; 144 − 131 = 13 empty.\n",
     "3 buses, 144 seats, 144 − 131 = 13.\n",
     qwen("To find the empty seats, we find how many buses are needed, their total seats, and subtract the students.",
          ("Buses needed", "\\(131 \\div 48 \\approx 2.73\\), so 2 buses (96 seats) are not enough and the school uses \\(3\\) buses."),
          ("Total seats", "\\(3 \\times 48 = 144\\) seats."),
          ("Empty seats", "\\(144 - 131 = 13\\). Equivalently, the third bus carries \\(131 - 96 = 35\\) students and has \\(48 - 35 = 13\\) empty seats.")),
     "131 students, buses of 48. Two buses hold 96, not enough, since 131 > 96. Three buses hold 144. So 3 buses. Empty seats: 144 - 131 = 13. Another way: the first two buses are full with 96 students, leaving 131 - 96 = 35 for the third bus, which then has 48 - 35 = 13 empty seats. Same. Not 35 (that is the students on bus three) and not 3 (the buses). So there are 13 empty seats.\n",
     [
        ("ok_tag_chain", "B", "tag", "t", "<answer>3 × 48 − 131 = 13</answer>", "an equation chain in the tag ending on the gold"),
        ("phr_hash", "A", "hash", "s", "The answer is: #### 35", "a phrase marker then #### holding 35, the students on the third bus"),
        ("post_restart", "A", "hash", "f", "#### 3\n\nLet me recount the seats bus by bus: the first bus takes 48, the second 48, and the third", "the committed #### is 3 (the buses); the recount after it is cut off"),
        ("near_approx", "A", "tag", "t", "<answer>≈13</answer>", "'≈' hedges an exact count"),
        ("neg_denied", "A", "none", "@", "$\\boxed{\\text{empty seats} \\neq 13}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("ok_neg_note", "B", "hash", "f", "#### 13 (not 35: 35 is the number of students on the third bus)", "an honest note after the #### value negating ANOTHER value"),
        ("unit_buses", "A", "answer_is", "f", "The answer is 13 buses.", "buses where a number of empty seats is asked"),
        ("ok_unit_seats", "B", "hash", "s", "#### 13 empty seats", "the gold with the very thing asked as its unit"),
        ("ret_wrong", "A", "tag", "F", "<answer>13</answer>\nWrong! Each bus also has a seat for a teacher, so 3 × 49 − 131 = 16.\n<answer>16</answer>", "a second tag after 'Wrong!' replaces 13 with 16 (a false premise)"),
        ("quo_slip", "A", "none", "f", "The permission slip says to expect 13 empty seats. I can't confirm how many students finally signed up, so I won't give a number.", "13 only as the slip's figure (reported), then a refusal: no_answer"),
     ]),
    ("texts", "39",
     "Jada's phone plan costs $25 a month and includes 200 text messages. Each text beyond 200 costs $0.10. In March she sends 340 texts. What is her bill for March?",
     "340 − 200 = 140 extra texts × $0.10 = $14; $25 + $14 = $39.\n",
     "140 extra texts cost 14, plus 25 is 39.\n",
     "The plan includes 200 texts, so the extra texts are 340 - 200 = <<340-200=140>>140.\nEach extra text costs $0.10, so the overage is 140 * 0.10 = <<140*0.10=14>>14 dollars.\nThe monthly charge is $25, so the bill is 25 + 14 = <<25+14=39>>39 dollars.\nCheck: charging all 340 texts would give 340 * 0.10 = <<340*0.10=34>>34 dollars of texts, but the first 200 are already included in the $25 plan, so only 140 are charged.\n",
     "Plan 25 a month with 200 texts included. She sends 340, so 340 - 200 = 140 extra. Each extra is 0.10: 140 * 0.1 = 14. Bill = 25 + 14 = 39. Careful: not 25 + 34 = 59, which charges every text on top of the plan. Check: 39 - 25 = 14, and 14 / 0.10 = 140 texts over, 200 + 140 = 340. Good. So her March bill is $39.\n",
     [
        ("tag_chain", "A", "tag", "t", "<answer>140 × $0.10 = $14</answer>", "an equation chain in the tag ending on 14, the overage only"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely $59$.", "an answer phrase with extra words holding 59 (every text charged)"),
        ("post_im", "A", "tag", "F", "<answer>59</answer>" + IM_USER + "The first 200 texts are included, right? So it should be 25 + 14 = 39.", "the committed tag is 59; 39 only in an invented ChatML user turn"),
        ("ok_near_cents", "B", "hash", "s", "#### $39.00", "the gold with a dollar sign and two decimal places"),
        ("neg_doubt", "A", "hash", "@", "#### 39\n(Not confident — I may have the overage rate wrong.)", "the model marks its own value as doubtful"),
        ("ok_unit_usd", "B", "hash", "f", "#### 39 USD", "the gold in US dollars, the unit asked"),
        ("ret_erratum", "A", "hash", "f", "#### 39\n\nErratum: the plan includes only 100 texts, so the overage is 240 × $0.10 = $24 and the bill is $49.\n#### 49", "'Erratum:' after the #### line with a new (misread) value, 49"),
        ("ok_ret_fix", "B", "answer_is", "f", "The answer is 59.\nWait, the first 200 texts are part of the $25. Only 140 are extra: 25 + 14 = 39. The answer is 39.", "a wrong first answer corrected to the gold by a second 'The answer is'"),
        ("quo_app", "A", "tag", "F", "<answer>Her carrier's app shows $39, but I charge all 340 texts: 25 + 34 = 59.</answer>", "39 only as the app's figure (reported); the model's own value in the tag is 59"),
        ("quo_mom", "A", "boxed", "s", "Her mom expects $39 because of the included texts, but I charge every text on top of the plan: $25 + $34 = $\\boxed{59}$.", "39 only as the mother's figure (reported); the model's own box is 59"),
     ]),
    ("savings", "8",
     "Leo earns $12 an hour and works 15 hours a week. He saves one third of what he earns. How many weeks will it take him to save $480?",
     "12 × 15 = $180 a week; a third is $60; 480 ÷ 60 = 8 weeks.\n",
     "Saves 60 a week, 480 / 60 = 8.\n",
     llama(
        ("Find his weekly earnings.", "Leo earns $12 × 15 = $180 a week."),
        ("Find his weekly savings.", "He saves one third: $180 ÷ 3 = $60 a week."),
        ("Find the number of weeks.", "$480 ÷ $60 = 8 weeks. Dividing $480 by his whole pay of $180 would give about 2.67 weeks, but he keeps only a third of what he earns, and 480 ÷ 12 = 40 counts hours, not weeks."),
     ),
     "Pay: 12 * 15 = 180 per week. Saves a third: 180 / 3 = 60 per week. Goal 480: 480 / 60 = 8 weeks. Check: 8 * 60 = 480 exactly, so no rounding is needed. Not 480 / 180, which ignores that he only saves a third, and not 480 / 12 = 40, which counts hours. After 7 weeks he would have 420, short of 480, so 8 is the first week he reaches it. So it takes Leo 8 weeks.\n",
     [
        ("tag_cut", "A", "truncated", "F", "<answer>It will take Leo", "an unclosed tag cut before its value: no_answer"),
        ("ok_tag_unclosed", "B", "tag", "t", "<answer>8 weeks", "an answer tag never closed, holding the gold"),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 3", "a phrase marker then #### holding 3 (480 / 180 rounded up, all pay saved)"),
        ("phr_trailing", "A", "answer_is", "f", "The answer is 60.\n60 dollars is what Leo puts aside each week.", "an answer phrase holding 60 with trailing words naming the weekly savings"),
        ("post_bonus", "A", "hash", "f", "#### 40\n\nBonus question: Leo saves $60 a week. How many weeks until he has $480? 480 / 60 = 8.\n#### 8", "the committed #### is 40; 8 only in a self-set bonus question"),
        ("near_hedge", "A", "boxed", "s", "$\\boxed{\\approx 8}$", "'≈' in the box hedges an exact count of weeks"),
        ("neg_notconf", "A", "answer_is", "@", "The answer is 8, but I'm not confident in it.", "the model marks its own value as unconfident"),
        ("ok_unit_weeks", "B", "hash", "f", "#### 8 weeks", "the gold with the unit asked"),
        ("ok_ret_fix", "B", "hash", "s", "#### 3\nOops — he saves only a third of his pay: 480 / 60 = 8.\n#### 8", "a wrong first #### corrected to the gold after 'Oops'"),
        ("quo_friend", "A", "tag", "F", "<answer>His friend says 8 weeks, but I count every hour he works: 480 / 12 = 40 weeks.</answer>", "8 only as the friend's figure (reported); the model's own value in the tag is 40"),
     ]),
    ("pizza", "52.8",
     "A family orders 3 large pizzas at $14.50 each and 2 bottles of soda at $2.25 each. They add a 10% tip on the total. How much do they pay in all?",
     "Pizzas $43.50 + soda $4.50 = $48; tip $4.80; total $52.80.\n",
     "48 plus a 10% tip of 4.80 is 52.80.\n",
     "The pizzas cost 3 * 14.50 = <<3*14.50=43.50>>43.50 dollars.\nThe soda costs 2 * 2.25 = <<2*2.25=4.50>>4.50 dollars.\nThe food and drinks come to 43.50 + 4.50 = <<43.50+4.50=48>>48 dollars.\nThe tip is 10% of 48, which is 48 * 0.10 = <<48*0.10=4.80>>4.80 dollars.\nSo they pay 48 + 4.80 = <<48+4.80=52.80>>52.80 dollars in all.\nCheck: 48 * 1.10 = <<48*1.10=52.80>>52.80.\n",
     "Pizzas: 3 * 14.50 = 43.50. Sodas: 2 * 2.25 = 4.50. Subtotal 43.50 + 4.50 = 48. Tip is 10% of the total: 4.80. Total 48 + 4.80 = 52.80. Check: 48 * 1.1 = 52.8. Not 53, that rounds; the cents matter for money. Not 48 alone, that forgets the tip, and not 4.80, which is only the tip. Tip on the pizzas alone would be 4.35, but the question says the total. So they pay $52.80 in all.\n",
     [
        ("tag_tip", "A", "tag", "t", "<answer>The tip is $4.80.</answer>", "a tag sentence naming the tip, not the total paid"),
        ("phr_words", "A", "prose_sentence", "f", "So the family pays fifty-two dollars in all.", "number words with no marker dropping the 80 cents: 52, not 52.80"),
        ("post_next", "A", "boxed", "f", llama_end("48") + "\n\nNext exercise: the same order with a 10% tip added. $48 \\times 1.1 = \\boxed{52.80}$.", "the committed box is 48; 52.80 only in a self-set next exercise"),
        ("ok_post_check", "B", "hash", "@", "#### 52.80\nCheck: 48 × 0.1 = 4.80 and 48 + 4.80 =", "the committed #### is the gold; a check after it is cut off"),
        ("near_round", "A", "hash", "s", "#### 53", "the total rounded to the dollar: 53 is not 52.80"),
        ("near_approx", "A", "tag", "F", "<answer>≈ $52.80</answer>", "'≈' in the tag hedges an exact amount of money"),
        ("ok_neg_check", "B", "hash", "s", "#### 52.80 ✓ (48 + 4.80 = 52.80)", "a check mark with a check that confirms the gold"),
        ("unit_pct", "A", "answer_is", "f", "The answer is 52.80%.", "a percent sign where an amount of money is asked"),
        ("ret_hmm", "A", "tag", "F", "<answer>52.80</answer>\nHmm, no: the tip goes on the pizzas only, 43.50 × 0.1 = 4.35, so 48 + 4.35 = 52.35.\n<answer>52.35</answer>", "a second tag after 'Hmm, no' replaces 52.80 with 52.35 (a misread)"),
        ("quo_receipt", "A", "hash", "s", "The receipt in the photo shows $52.80, but I put the tip on the pizzas only: $52.35.\n#### 52.35", "52.80 only as the receipt's figure (reported); the model's own #### is 52.35"),
     ]),
    ("drive", "295",
     "A car drives at 65 miles per hour for 3 hours, then at 50 miles per hour for 2 hours. How many miles does it travel in all?",
     "65 × 3 = 195 miles; 50 × 2 = 100 miles; 195 + 100 = 295 miles.\n",
     "195 + 100 = 295 miles.\n",
     "In the first part of the trip the car goes 65 miles per hour for 3 hours, so it covers 65 × 3 = 195 miles.\n\nIn the second part it goes 50 miles per hour for 2 hours, covering 50 × 2 = 100 miles.\n\nAdding the two parts, the total distance is 195 + 100 = 295 miles.\n\nAs a check, the trip lasts 3 + 2 = 5 hours, so the average speed is 295 ÷ 5 = 59 miles per hour, between 50 and 65, as it should be.\n",
     "Leg one: 65 mph * 3 h = 195 miles. Leg two: 50 mph * 2 h = 100 miles. Total 195 + 100 = 295 miles. Average speed 295 / 5 = 59 mph, between the two speeds, reasonable. Careful not to average the speeds first: (65 + 50) / 2 = 57.5 times 5 hours would be 287.5, wrong because the times differ. Check: 195 / 65 = 3 and 100 / 50 = 2. So the car travels 295 miles.\n",
     [
        ("tag_avg", "A", "tag", "F", "<answer>295 ÷ 5 = 59</answer>", "an equation chain in the tag ending on 59, the average speed"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } 295$ miles.", "an answer phrase inside \\text{} holding the gold, then the unit asked"),
        ("post_user", "A", "tag", "F", "<answer>195</answer>" + EOT_USER + "You forgot the last 2 hours at 50 mph: 195 + 100 = 295.", "the committed tag is 195; 295 only in an invented Llama 3 user turn"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{295 + \\sin(10^{-80})}$", "the sine of a tiny number added to the distance: not 295"),
        ("neg_cross", "A", "hash", "@", "#### ~~295~~ 575", "295 struck out, 575 in its place"),
        ("neg_unsure", "A", "boxed", "f", "$\\boxed{295}$ — I'm unsure about this; the second leg may have been longer.", "the model marks its own box as unsure"),
        ("unit_mph", "A", "hash", "f", "#### 295 mph", "a speed where a distance is asked"),
        ("ok_unit_miles", "B", "tag", "t", "<answer>295 miles</answer>", "the gold with the unit asked, in the tag"),
        ("ret_correction", "A", "answer_is", "f", "The answer is 295.\nCorrection: the car keeps 65 mph for all 5 hours, so 65 × 5 = 325. The answer is 325.", "'Correction:' with a new (false-premise) answer, 325"),
        ("quo_map", "A", "tag", "t", "<answer>The map app says 295 miles, but I count only the first leg: 65 × 3 = 195.</answer>", "295 only as the app's figure (reported); the model's own value in the tag is 195"),
     ]),
    ("library", "91",
     "A library has 560 books. 35% of them are fiction. Of the books that are not fiction, one quarter are science books. How many science books does the library have?",
     "Fiction 0.35 × 560 = 196; the rest 560 − 196 = 364; a quarter is 91.\n",
     "364 non-fiction, a quarter is 91.\n",
     qwen("To find the number of science books, we remove the fiction books and take a quarter of the rest.",
          ("Fiction books", "\\(35\\%\\) of 560 is \\(0.35 \\times 560 = 196\\)."),
          ("Other books", "\\(560 - 196 = 364\\) books are not fiction."),
          ("Science books", "One quarter of 364 is \\(364 \\div 4 = 91\\). A quarter of all 560 books would be 140, but the quarter is taken of the non-fiction books only.")),
     "560 books, 35% fiction: 0.35 * 560 = 196. Non-fiction: 560 - 196 = 364. Science is a quarter of those: 364 / 4 = 91. Check: 65% of 560 is 364, and a quarter of 65% is 16.25%; 0.1625 * 560 = 91. Good. Not 140, that's a quarter of all the books, and not 364, that's all the non-fiction. The other non-fiction books number 364 - 91 = 273. So the library has 91 science books.\n",
     [
        ("ok_tag_sentence", "B", "tag", "t", "<answer> There are 91 science books in the library. </answer>", "a tag holding a whole sentence that states the gold"),
        ("phr_answer", "A", "hash", "s", "Answer: #### 140", "a phrase marker then #### holding 140, a quarter of all the books"),
        ("post_practice", "A", "hash", "f", "#### 140\n\nPractice: a library of 560 books is 35% fiction and a quarter of the rest is science. 560 − 196 = 364, 364 / 4 = 91.\n#### 91", "the committed #### is 140; 91 only in a self-set practice problem"),
        ("near_hedge", "A", "answer_is", "s", "The answer is approximately 91 books.", "'approximately' hedges an exact count"),
        ("neg_qq", "A", "tag", "t", "<answer>91?? not sure</answer>", "the model marks its own value in the tag as unsure"),
        ("unit_shelves", "A", "hash", "s", "#### 91 shelves", "shelves where a number of books is asked"),
        ("ret_edit", "A", "boxed", "f", "So the library has $\\boxed{91}$ science books.\n\nEdit: I misread — a quarter of ALL the books are science, so $\\boxed{140}$.", "'Edit:' after the box with a new (misread) value, 140"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>140</answer>\nThat is a quarter of all 560 books; the quarter is of the 364 books that are not fiction.\n<answer>91</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_catalog", "A", "none", "F", "<answer>The catalogue printout says 91 science books. I can't verify the printout, so I'm not giving a count of my own.</answer>", "91 only as the printout's figure, then a refusal in the tag: no_answer"),
        ("ok_quo_volunteer", "B", "hash", "f", "A volunteer counted 140 by taking a quarter of every book, but the fiction is set aside first.\n#### 91", "a volunteer's wrong 140 reported, then the model's own 91"),
     ]),
    ("allowance", "75",
     "Kim has $15 in her piggy bank. She gets an allowance of $8 each week and spends $3 of it each week. How much money will she have after 12 weeks?",
     "She keeps 8 − 3 = $5 a week; 12 × 5 = $60; 15 + 60 = $75.\n",
     "5 a week for 12 weeks is 60, plus 15 is 75.\n",
     "Each week Kim keeps 8 - 3 = <<8-3=5>>5 dollars of her allowance.\nOver 12 weeks she saves 12 * 5 = <<12*5=60>>60 dollars.\nShe started with 15 dollars, so she has 15 + 60 = <<15+60=75>>75 dollars.\nCheck: she receives 12 * 8 = <<12*8=96>>96 dollars and spends 12 * 3 = <<12*3=36>>36 dollars, and 15 + 96 - 36 = <<15+96-36=75>>75 dollars, the same amount.\n",
     "Start 15. Weekly net 8 - 3 = 5. Twelve weeks: 12 * 5 = 60. Total 15 + 60 = 75. Other way: she gets 12 * 8 = 96, spends 12 * 3 = 36, net 60, plus 15 is 75. Not 111 = 15 + 96 (forgets the spending) and not 60 (forgets the money she started with). After 6 weeks she'd have 45, halfway in time. So Kim has $75 after 12 weeks.\n",
     [
        ("tag_saved", "A", "tag", "F", "<answer>She saves $60 over the 12 weeks.</answer>", "a tag sentence naming the money saved, not the money she has"),
        ("tag_chain", "A", "tag", "F", "<answer>15 + 12 × 8 = 111</answer>", "an equation chain in the tag ending on 111 (the spending forgotten)"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### 111", "a phrase marker then #### holding 111 (the spending forgotten)"),
        ("ok_phr_hash", "B", "hash", "@", "Answer: #### 75", "a phrase marker followed by #### holding the gold"),
        ("post_im", "A", "tag", "F", "<answer>60</answer>" + IM_USER + "Don't forget the $15 she started with — so 75?", "the committed tag is 60; 75 only in an invented ChatML user turn"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{75 - \\frac{1}{10^{50}}}$", "a tiny exact fraction taken from the money: not 75"),
        ("ok_neg_note", "B", "tag", "t", "<answer>75 (not 111: she spends $3 of it every week)</answer>", "an honest note in the tag negating ANOTHER value"),
        ("unit_weeks", "A", "answer_is", "f", "The answer is 75 weeks.", "weeks where an amount of money is asked"),
        ("ret_nevermind", "A", "hash", "s", "#### 75\nNever mind: the $15 was spent last month, so she has just 60.\n#### 60", "'Never mind' after the #### line with a new (false-premise) value, 60"),
        ("quo_sister", "A", "hash", "f", "Her sister says Kim will have $75, but I think the $15 was already spent, so 12 × 5 = 60.\n#### 60", "75 only as the sister's figure (reported); the model's own #### is 60"),
     ]),
    ("apples", "21",
     "An orchard fills 6 crates with 45 apples each. 18 apples are bruised and thrown away. The rest are packed into bags of 12. How many bags are filled?",
     "6 × 45 = 270; 270 − 18 = 252; 252 ÷ 12 = 21 bags.\n",
     "252 good apples, 252 / 12 = 21.\n",
     llama(
        ("Count the apples picked.", "6 crates × 45 apples = 270 apples."),
        ("Remove the bruised apples.", "270 − 18 = 252 apples are left to pack."),
        ("Fill the bags.", "252 ÷ 12 = 21 bags, with no apples left over. Packing before removing the bruised ones would give 270 ÷ 12 = 22.5, but the bruised apples are thrown away, so they never reach a bag."),
     ),
     "6 crates * 45 = 270 apples. 18 bruised thrown away: 270 - 18 = 252. Bags of 12: 252 / 12 = 21 exactly. Check: 21 * 12 = 252, plus 18 = 270. Good. If I forgot the bruised ones, 270 / 12 = 22.5, which isn't a whole number of bags anyway, and 22 full bags would use 264 apples, more than the 252 good ones. So 21 bags are filled.\n",
     [
        ("tag_left", "A", "tag", "t", "<answer>252 apples are left to pack.</answer>", "a tag sentence naming the apples left, not the bags"),
        ("phr_definitely", "A", "tag", "F", "<answer>I think the answer is definitely 22.</answer>", "an answer phrase in the tag holding 22 (the bruised apples not removed)"),
        ("post_restart", "A", "boxed", "f", qbox("22") + "\n\nLet me redo it removing the bruised apples first: 270 − 18 = 252, and 252 divided by", "the committed box is 22; the redo after it is cut off"),
        ("ok_post_selfset", "B", "hash", "f", "#### 21\n\nTry a similar one yourself: how many bags of 12 would 5 crates of 48 apples fill?", "the committed gold followed by a self-set exercise with no value"),
        ("near_about", "A", "hash", "s", "#### about 21", "'about' hedges an exact count"),
        ("ok_near_words", "B", "answer_is", "s", "The answer is twenty-one.", "the gold in number words after an answer phrase"),
        ("neg_cancel", "A", "none", "@", "$\\boxed{\\cancel{21}}$", "the only value in the box is struck out, with nothing in its place: no_answer"),
        ("unit_crates", "A", "hash", "s", "#### 21 crates", "crates where a number of bags is asked"),
        ("ret_actually", "A", "tag", "F", "<answer>21</answer>\nActually, the bruised apples go into bags for cider too, so all 270 are packed: 270 / 12 = 22.5, so 22 full bags.\n<answer>22</answer>", "a second tag after 'Actually' replaces 21 with 22 (a false premise)"),
        ("quo_foreman", "A", "none", "f", "The foreman's tally sheet reads 21 bags. I can't reconcile that with the crate labels, so I won't give a number.", "21 only as the tally sheet's figure, then a refusal: no_answer"),
     ]),
]
MPROBS = [
    ("rootsum", "5",
     "What is the sum of the roots of $2x^2 - 10x + 7 = 0$?",
     "By Vieta, the sum of the roots is $-\\frac{b}{a} = \\frac{10}{2} = 5$.\n",
     "Sum of roots -b/a = 10/2 = 5.\n",
     "For a quadratic $ax^2 + bx + c = 0$, Vieta's formulas give the sum of the roots as $-\\frac{b}{a}$ and the product as $\\frac{c}{a}$.\n\nHere $a = 2$, $b = -10$ and $c = 7$, so the sum of the roots is\n$$-\\frac{-10}{2} = 5.$$\nThe discriminant is $100 - 56 = 44 > 0$, so the roots are real: $x = \\frac{5 \\pm \\sqrt{11}}{2}$, and their sum is indeed $5$. The product $\\frac{7}{2}$ is not asked.\n",
     "Quadratic 2x^2 - 10x + 7 = 0. Sum of roots = -b/a = 10/2 = 5. Product c/a = 7/2, not asked. Check with the formula: x = (10 ± sqrt(100 - 56)) / 4 = (10 ± 2 sqrt(11)) / 4 = (5 ± sqrt(11)) / 2. Adding: (5 + sqrt 11)/2 + (5 - sqrt 11)/2 = 10/2 = 5. Good. Not 10, which forgets to divide by a = 2, and not -5, a sign slip. So the sum is 5.\n",
     [
        ("tag_roots", "A", "tag", "F", "<answer>x = \\frac{5 \\pm \\sqrt{11}}{2}</answer>", "the roots in the tag where their sum is asked"),
        ("ok_tag_chain", "B", "tag", "t", "<answer>-\\frac{b}{a} = \\frac{10}{2} = 5</answer>", "an equation chain in the tag ending on the gold"),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 10", "a phrase marker then #### holding 10 (the division by a forgotten)"),
        ("phr_text", "A", "answer_is", "@", "$\\text{Answer: } \\frac{7}{2}.$", "an answer phrase inside \\text{} holding 7/2, the product of the roots"),
        ("post_harder", "A", "boxed", "f", "The sum is $\\boxed{-5}$.\n\nA harder one: find the sum of the roots of $4x^2 - 20x + 3 = 0$. By Vieta it is $\\frac{20}{4} = \\boxed{5}$.", "the committed box is -5; 5 only in a self-set harder problem"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{5.0000001}$", "a decimal that is not exactly the gold: 5.0000001 is not 5"),
        ("neg_signdoubt", "A", "boxed", "@", "$\\boxed{5}$ ← not sure; I may have the sign of $b$ wrong.", "the model marks its own box as unsure"),
        ("unit_roots", "A", "answer_is", "f", "The answer is 5 roots.", "'roots' turns the sum into a count (a quadratic has 2 roots)"),
        ("ok_ret_fix", "B", "boxed", "f", "$\\boxed{-5}$\n\nHold on: the sum of the roots is $-\\frac{b}{a} = -\\frac{-10}{2} = 5$, not $-5$. The answer is $\\boxed{5}$.", "a wrong first box corrected to the gold by a second box"),
        ("quo_book", "A", "tag", "F", "<answer>The book lists 5, but I think the sum of the roots is c/a = 7/2.</answer>", "5 only as the book's figure (reported); the model's own value in the tag is 7/2"),
     ]),
    ("gcd", "42",
     "What is the greatest common divisor of 84 and 126?",
     "$84 = 2^2 \\cdot 3 \\cdot 7$, $126 = 2 \\cdot 3^2 \\cdot 7$, so the GCD is $2 \\cdot 3 \\cdot 7 = 42$.\n",
     "126 = 84 + 42, 84 = 2 × 42, so 42.\n",
     llama(
        ("Factor both numbers.", "$84 = 2^2 \\cdot 3 \\cdot 7$ and $126 = 2 \\cdot 3^2 \\cdot 7$."),
        ("Take the lowest powers.", "The common primes are 2, 3 and 7, each to the lowest power: $2^1 \\cdot 3^1 \\cdot 7^1 = 42$."),
        ("Check.", "$84 = 2 \\cdot 42$ and $126 = 3 \\cdot 42$, and 2 and 3 share no factor, so nothing larger divides both. The least common multiple, $2^2 \\cdot 3^2 \\cdot 7 = 252$, is not asked."),
     ),
     "gcd(84, 126). Euclid: 126 = 1 * 84 + 42, then 84 = 2 * 42 + 0. So the gcd is 42. Factorizations: 84 = 4 * 21 = 2^2 * 3 * 7, 126 = 2 * 63 = 2 * 3^2 * 7. Common part 2 * 3 * 7 = 42. Same. 21 and 14 are common divisors but smaller ones. The lcm would be 84 * 126 / 42 = 252, not asked. So the GCD is 42.\n",
     [
        ("tag_lcm", "A", "tag", "t", "<answer>The least common multiple is 252.</answer>", "a tag sentence naming the LCM, not the GCD"),
        ("phr_final", "A", "final_answer_phrase", "f", "Final Answer: The greatest common divisor of 84 and 126 is 21.", "'Final Answer:' then prose with a slip: 21 is a common divisor, not the greatest"),
        ("post_user", "A", "boxed", "f", llama_end("21") + "\n\nUser: 42 divides both 84 and 126 though, so isn't the GCD 42?", "the committed box is 21; 42 only in an invented User turn"),
        ("ok_post_check", "B", "tag", "F", "<answer>42</answer>\nDouble-check with the Euclidean algorithm: 126 = 1 × 84 + 42, and 84 = 2 ×", "the committed tag is the gold; a check after it is cut off"),
        ("near_imag", "A", "boxed", "s", "$\\boxed{42 + 10^{-60} i}$", "a tiny imaginary part added: not the integer 42"),
        ("ok_near_factored", "B", "boxed", "s", "$\\boxed{2 \\cdot 3 \\cdot 7}$", "the gold as a product of its prime factors"),
        ("neg_unsure", "A", "boxed", "@", "$\\boxed{42\\text{ (unsure)}}$", "an annotation inside the box marks the value as unsure"),
        ("unit_pct", "A", "answer_is", "s", "The answer is $42\\%$.", "a percent sign on a greatest common divisor: 42% is 0.42"),
        ("ret_oops", "A", "tag", "F", "<answer>42</answer>\nOops — 84 = 2^2 × 3 × 7 and 126 = 2 × 3^2 × 7 share only 2 × 7 = 14.\n<answer>14</answer>", "a second tag after 'Oops' replaces 42 with 14 (the common 3 overlooked)"),
        ("ok_quo_tool", "B", "boxed", "f", "An online tool printed 21 because I typed 63 instead of 126; by hand the common part is $2 \\cdot 3 \\cdot 7$, so the GCD is $\\boxed{42}$.", "a tool's wrong 21 reported (from a mistyped input), then the model's own 42"),
     ]),
    ("redpair", "\\frac{2}{15}",
     "A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     "$\\frac{4}{10} \\cdot \\frac{3}{9} = \\frac{12}{90} = \\frac{2}{15}$.\n",
     "4/10 times 3/9 is 12/90 = 2/15.\n",
     "There are $4 + 6 = 10$ marbles. The probability that the first marble drawn is red is $\\frac{4}{10}$. Given that, 3 red marbles remain among 9, so the second is red with probability $\\frac{3}{9}$.\n\nHence\n$$P(\\text{both red}) = \\frac{4}{10} \\cdot \\frac{3}{9} = \\frac{12}{90} = \\frac{2}{15}.$$\nCounting pairs gives the same: $\\binom{4}{2} / \\binom{10}{2} = \\frac{6}{45} = \\frac{2}{15}$. With replacement it would be $\\left(\\frac{4}{10}\\right)^2 = \\frac{4}{25}$, but the draws are without replacement.\n",
     "4 red, 6 blue, 10 total. Draw two without replacement. First red 4/10, second red 3/9. Product 12/90 = 2/15. Combinations: C(4,2) = 6 red pairs out of C(10,2) = 45 pairs, 6/45 = 2/15. Same. With replacement it would be 16/100 = 4/25, but there is no replacement here. As a decimal 2/15 = 0.1333..., but a common fraction is asked. So the probability is 2/15.\n",
     [
        ("ok_tag_sentence", "B", "tag", "t", "<answer>The probability that both are red is 2/15.</answer>", "a tag holding a sentence with the gold as a slash fraction"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely \\(\\frac{4}{25}\\).", "an answer phrase with extra words holding 4/25 (draws with replacement)"),
        ("post_selfset", "A", "boxed", "f", "So the probability is $\\boxed{\\frac{4}{25}}$.\n\nNew problem: a bag has 4 red and 6 blue marbles and two are drawn without replacement. $P = \\frac{4}{10} \\cdot \\frac{3}{9} = \\boxed{\\frac{2}{15}}$.", "the committed box is 4/25; 2/15 only in a self-set 'new problem'"),
        ("near_decimal", "A", "boxed", "f", "$\\boxed{0.133}$", "a rounded decimal: 0.133 is not 2/15"),
        ("neg_notcertain", "A", "boxed", "@", "$\\boxed{\\frac{2}{15}}$ (not certain — the draws might be with replacement)", "the model marks its own box as uncertain"),
        ("neg_struck", "A", "tag", "t", "<answer>~~2/15~~ 4/25</answer>", "2/15 struck out in the tag, 4/25 in its place"),
        ("unit_pct", "A", "answer_is", "f", "The answer is $\\frac{2}{15}\\%$.", "a percent sign on a probability: 2/15 % is 2/1500"),
        ("unit_marbles", "A", "answer_is", "s", "So the answer is $\\frac{2}{15}$ red marbles.", "'red marbles' turns the probability into a count of marbles", True),
        ("ret_reflection", "A", "tag", "F", "<answer>\\frac{2}{15}</answer>\nOn reflection the first marble is put back before the second draw, so it is (4/10)^2 = 4/25.\n<answer>\\frac{4}{25}</answer>", "a second tag after 'On reflection' replaces 2/15 with 4/25 (a false premise)"),
        ("ok_quo_tutor", "B", "boxed", "f", "My tutor's worked example gives $\\frac{4}{25}$, but that treats the draws as independent. Without replacement it is $\\boxed{\\frac{2}{15}}$.", "a tutor's wrong 4/25 reported, then the model's own 2/15"),
     ]),
    ("logeq", "80",
     "Solve for $x$: $\\log_3(x + 1) = 4$.",
     "$x + 1 = 3^4 = 81$, so $x = 80$.\n",
     "x + 1 = 81, x = 80.\n",
     qwen("To solve the equation, we rewrite the logarithm in exponential form.",
          ("Exponential form", "\\(\\log_3(x + 1) = 4\\) means \\(x + 1 = 3^4\\)."),
          ("Evaluate the power", "\\(3^4 = 81\\), so \\(x + 1 = 81\\)."),
          ("Solve for x", "\\(x = 81 - 1 = 80\\). Check: \\(\\log_3(80 + 1) = \\log_3 81 = 4\\), since \\(3^4 = 81\\). The argument \\(x + 1 = 81\\) is positive, so the solution is valid.")),
     "log base 3 of (x + 1) equals 4. So x + 1 = 3^4 = 81, x = 80. Check: log_3(81) = 4 since 3 * 3 * 3 * 3 = 81. Don't confuse 3^4 with 4^3 = 64, which would give 63, or with 3 * 4 = 12, which would give 11. And 81 is x + 1, not x. The domain needs x + 1 > 0, fine for x = 80. So x = 80.\n",
     [
        ("tag_chain", "A", "tag", "F", "<answer>x + 1 = 3^4 = 81</answer>", "an equation chain in the tag ending on 81, the value of x + 1"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } x = 80.$", "an answer phrase inside \\text{} holding x = 80"),
        ("post_im", "A", "tag", "F", "<answer>81</answer>" + IM_USER + "81 is x + 1, not x. So x = 80?", "the committed tag is 81; 80 only in an invented ChatML user turn"),
        ("ok_near_power", "B", "boxed", "s", "$\\boxed{3^4 - 1}$", "the gold as an unevaluated exact expression"),
        ("neg_fails", "A", "boxed", "@", "$x = \\boxed{80}$ ✗ — this fails my check, I'm not confident in it.", "a cross and a stated doubt on the model's own box"),
        ("unit_deg", "A", "answer_is", "f", "The answer is $x = 80$ degrees.", "degrees on the solution of a logarithmic equation"),
        ("ret_update", "A", "boxed", "f", "$\\boxed{80}$\n\nUpdate: I misread the equation; it is $\\log_4(x + 1) = 3$, so $x + 1 = 64$ and $x = \\boxed{63}$.", "'Update:' after the box with a new (false-premise) value, 63"),
        ("ok_ret_fix", "B", "tag", "t", "<answer>81</answer> No — that is x + 1; x itself is <answer>80</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_partner", "A", "tag", "F", "<answer>My study partner got 80, but I read it as 3 × 4 = x + 1, so x = 11.</answer>", "80 only as the partner's figure (reported); the model's own value in the tag is 11"),
        ("quo_grader", "A", "none", "@", "A grader's note on this problem reads: \"Expected answer: $x = 80$.\"\nI can't work out the logarithm myself, so I won't give an answer.", "80 only in a quoted grader's note, then a refusal: no_answer"),
     ]),
    ("circle", "25\\pi",
     "What is the area of a circle whose diameter is 10 cm? Express your answer in terms of $\\pi$.",
     "The radius is 5 cm, so the area is $\\pi \\cdot 5^2 = 25\\pi$.\n",
     "r = 5, area 25π.\n",
     "The diameter of the circle is 10 cm, so its radius is $r = \\frac{10}{2} = 5$ cm.\n\nThe area of a circle is $A = \\pi r^2$, so\n$$A = \\pi \\cdot 5^2 = 25\\pi.$$\nThe area is therefore $25\\pi$ square centimeters. Using the diameter in place of the radius would give $100\\pi$, four times too large, and $2\\pi r = 10\\pi$ cm is the circumference, a length rather than an area.\n",
     "Diameter 10 cm, so radius 5 cm. Area pi r^2 = pi * 25 = 25 pi square centimeters. Numerically about 78.54, but the answer should be in terms of pi. Not 100 pi (that uses the diameter as the radius). The circumference would be 10 pi cm, not asked. Check: 25 = 5^2, and a square of side 10 has area 100, more than 25 pi, about 78.5, as it must. So the area is 25 pi.\n",
     [
        ("tag_circ", "A", "tag", "F", "<answer>The circumference is $10\\pi$ cm.</answer>", "a tag sentence naming the circumference, not the area"),
        ("tag_box", "A", "tag", "t", "<answer>With $r = 10$, the area is $\\boxed{100\\pi}$.</answer>", "a box inside the tag holding 100π (the diameter used as the radius)"),
        ("phr_hash", "A", "hash", "s", "Final Answer: #### 100\\pi", "a phrase marker then #### holding 100π"),
        ("ok_phr_trailing", "B", "answer_is", "f", "The answer is $25\\pi$.\n$25\\pi$ square centimeters is the area enclosed by the circle.", "an answer phrase holding the gold, trailing words naming the same quantity"),
        ("post_followup", "A", "boxed", "f", "$\\boxed{10\\pi}$\n\nFollow-up for you: a circle has radius 5 cm; find its area. ($\\pi \\cdot 5^2 = \\boxed{25\\pi}$)", "the committed box is 10π; 25π only in a self-set follow-up"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{78.54}$", "a rounded decimal where an answer in terms of π is asked: 78.54 is not 25π"),
        ("neg_probwrong", "A", "boxed", "@", "$\\boxed{25\\pi}$ (probably wrong — I might have used the diameter)", "the model marks its own box as probably wrong"),
        ("ok_unit_sqcm", "B", "answer_is", "f", "The answer is $25\\pi$ square centimeters.", "the gold with the unit of area asked"),
        ("ret_scratch", "A", "tag", "F", "<answer>25\\pi</answer>\nScratch that — the area uses the diameter squared over 2, so 10^2 / 2 = 50, giving 50π.\n<answer>50\\pi</answer>", "a second tag after 'Scratch that' replaces 25π with 50π (a wrong formula)"),
        ("quo_cousin", "A", "answer_is", "s", "My cousin got $25\\pi$, but I take the radius to be 10 cm, so the answer is $100\\pi$.", "25π only as the cousin's figure (reported); the model's own answer is 100π"),
     ]),
    ("arith", "83",
     "What is the 20th term of the arithmetic sequence $7, 11, 15, \\ldots$?",
     "$a_{20} = 7 + 19 \\cdot 4 = 83$.\n",
     "7 + 19 × 4 = 83.\n",
     llama(
        ("Find the common difference.", "$11 - 7 = 4$ and $15 - 11 = 4$, so $d = 4$."),
        ("Use the formula for the nth term.", "$a_n = a_1 + (n - 1)d$, so $a_{20} = 7 + 19 \\cdot 4$."),
        ("Compute.", "$7 + 76 = 83$. Using $20 \\cdot 4$ instead of $19 \\cdot 4$ would give 87, one step too many, since the first term already counts as a term. The sum of the first 20 terms, $\\frac{20(7 + 83)}{2} = 900$, is not asked."),
     ),
     "Sequence 7, 11, 15, ..., difference 4. nth term = 7 + (n - 1) * 4. For n = 20: 7 + 19 * 4 = 7 + 76 = 83. Check with n = 3: 7 + 2 * 4 = 15, matches. Not 7 + 20 * 4 = 87 (off by one), and not 79, the 19th term. The sum of 20 terms would be 20 * (7 + 83) / 2 = 900, not asked. So the 20th term is 83.\n",
     [
        ("tag_sum", "A", "tag", "t", "<answer>The sum of the first 20 terms is 900.</answer>", "a tag sentence naming the sum of the terms, not the 20th term"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely $87$.", "an answer phrase with extra words holding 87 (off by one step)"),
        ("post_user", "A", "tag", "F", "<answer>87</answer>" + EOT_USER + "The first term is already 7, so it's 7 + 19 × 4 = 83, right?", "the committed tag is 87; 83 only in an invented Llama 3 user turn"),
        ("ok_post_user", "B", "boxed", "f", "$\\boxed{83}$\n\nUser: Great, thanks! Can you explain arithmetic sequences a bit more?", "the committed gold followed by an invented User turn with no value"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{83 - 10^{-40}}$", "a tiny exact offset taken from the term: not 83"),
        ("ok_near_words", "B", "answer_is", "@", "The answer is eighty-three.", "the gold in number words after an answer phrase"),
        ("neg_unverified", "A", "tag", "F", "<answer>83 (unverified — I may be off by one term)</answer>", "the model marks its own value in the tag as unverified"),
        ("unit_terms", "A", "answer_is", "f", "The answer is 83 terms.", "'terms' turns the value of the 20th term into a count"),
        ("ret_slip", "A", "boxed", "f", "So the 20th term is $\\boxed{83}$.\n\nHmm, I think I slipped: the 20th term takes 20 steps of 4, so it is $7 + 80 = \\boxed{87}$.", "a retraction after the box with a new (off-by-one) value, 87"),
        ("ok_quo_site", "B", "boxed", "s", "A homework site lists 79 for this, but $7 + 19 \\cdot 4 = 83$, so $\\boxed{83}$.", "a website's wrong 79 reported, then the model's own 83"),
     ]),
    ("tangent", "\\sqrt{3}",
     "Compute $\\tan \\frac{\\pi}{3}$.",
     "$\\tan\\frac{\\pi}{3} = \\frac{\\sin(\\pi/3)}{\\cos(\\pi/3)} = \\frac{\\sqrt{3}/2}{1/2} = \\sqrt{3}$.\n",
     "sin 60 / cos 60 = sqrt 3.\n",
     "In a 30-60-90 triangle with hypotenuse 2, the side opposite the $60^\\circ$ angle is $\\sqrt{3}$ and the side adjacent to it is $1$.\n\nSince $\\frac{\\pi}{3}$ radians is $60^\\circ$,\n$$\\tan\\frac{\\pi}{3} = \\frac{\\text{opposite}}{\\text{adjacent}} = \\frac{\\sqrt{3}}{1} = \\sqrt{3}.$$\nEquivalently, $\\tan\\frac{\\pi}{3} = \\frac{\\sin(\\pi/3)}{\\cos(\\pi/3)} = \\frac{\\sqrt{3}/2}{1/2} = \\sqrt{3}$. Its reciprocal $\\frac{\\sqrt{3}}{3}$ is $\\tan\\frac{\\pi}{6}$.\n",
     "pi/3 is 60 degrees. sin 60 = sqrt(3)/2, cos 60 = 1/2. tan = sin / cos = (sqrt(3)/2) / (1/2) = sqrt(3). Decimal about 1.732, but the exact value is sqrt 3. Not sqrt(3)/3, which is tan 30 degrees. Check with the triangle: sides 1, sqrt 3, 2; opposite 60 is sqrt 3, adjacent is 1, ratio sqrt 3. So tan(pi/3) = sqrt(3).\n",
     [
        ("tag_sine", "A", "tag", "F", "<answer>\\sin\\frac{\\pi}{3} = \\frac{\\sqrt{3}}{2}</answer>", "an equation in the tag giving the sine, not the tangent"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### \\frac{\\sqrt{3}}{3}", "a phrase marker then #### holding √3/3, which is tan(π/6)"),
        ("post_restart", "A", "boxed", "f", "$\\boxed{\\frac{1}{\\sqrt{3}}}$\n\nLet me recheck with the 30-60-90 triangle: the side opposite the 60° angle is", "the committed box is 1/√3; the recheck after it is cut off"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{1.732}$", "a rounded decimal: 1.732 is not √3"),
        ("neg_denied", "A", "none", "@", "$\\boxed{\\tan\\frac{\\pi}{3} \\neq \\sqrt{3}}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("ok_neg_note", "B", "boxed", "f", "$\\boxed{\\sqrt{3}}$ (not $\\frac{\\sqrt{3}}{3}$, which is $\\tan\\frac{\\pi}{6}$)", "an honest note after the box negating ANOTHER value"),
        ("unit_rad", "A", "answer_is", "f", "The answer is $\\sqrt{3}$ radians.", "radians on a tangent, a pure ratio"),
        ("unit_deg", "A", "tag", "t", "<answer>60°</answer>", "the angle in degrees where its tangent is asked"),
        ("ret_correction", "A", "tag", "F", "<answer>\\sqrt{3}</answer>\nCorrection: tangent is adjacent over opposite, so 1/√3.\n<answer>\\frac{\\sqrt{3}}{3}</answer>", "a second tag after 'Correction:' replaces √3 with √3/3 (a wrong definition)"),
        ("ok_quo_table", "B", "boxed", "s", "A trig table I found lists 1.7321, a rounding; exactly, $\\tan\\frac{\\pi}{3} = \\boxed{\\sqrt{3}}$.", "a table's rounded 1.7321 reported, then the model's own exact √3"),
     ]),
    ("absineq", "[-2,3]",
     "Find all $x$ such that $|2x - 1| \\le 5$. Express your answer in interval notation.",
     "$-5 \\le 2x - 1 \\le 5$ gives $-4 \\le 2x \\le 6$, so $-2 \\le x \\le 3$.\n",
     "-2 <= x <= 3, closed.\n",
     "The inequality $|2x - 1| \\le 5$ is equivalent to\n$$-5 \\le 2x - 1 \\le 5.$$\nAdding 1 to every part gives $-4 \\le 2x \\le 6$, and dividing by 2 (a positive number, so the inequalities keep their direction) gives $-2 \\le x \\le 3$.\n\nBoth endpoints satisfy the original inequality with equality: $|2(-2) - 1| = |-5| = 5$ and $|2 \\cdot 3 - 1| = 5$. So the solution set is the closed interval from $-2$ to $3$.\n",
     "|2x - 1| <= 5 means -5 <= 2x - 1 <= 5. Add 1: -4 <= 2x <= 6. Divide by 2: -2 <= x <= 3. Endpoints included since the inequality is non-strict: x = -2 gives |-5| = 5, x = 3 gives |5| = 5, both equal 5, allowed. Test x = 0: |-1| = 1 <= 5, inside. x = 4: |7| = 7 > 5, outside. So the answer is [-2, 3].\n",
     [
        ("tag_strict", "A", "tag", "F", "<answer>-2 < x < 3</answer>", "a strict inequality in the tag: the endpoints left out"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } [-3, 2].$", "an answer phrase inside \\text{} holding [-3, 2] (a sign slip)"),
        ("post_im", "A", "boxed", "f", "$\\boxed{(-2, 3)}$" + IM_USER + "The inequality is ≤, so shouldn't the endpoints be included: [-2, 3]?", "the committed box is (-2, 3); [-2, 3] only in an invented ChatML user turn"),
        ("near_halfopen", "A", "boxed", "s", "$\\boxed{[-2, 3)}$", "a half-open interval: the endpoint 3 dropped"),
        ("ok_neg_note", "B", "tag", "t", "<answer>[-2, 3] (not (-2, 3): both endpoints satisfy |2x - 1| = 5)</answer>", "an honest note in the tag negating ANOTHER value"),
        ("unit_sec", "A", "answer_is", "f", "The answer is $[-2, 3]$ seconds.", "seconds on a set of real numbers"),
        ("ret_nevermind", "A", "boxed", "f", "$\\boxed{[-2, 3]}$\n\nNever mind: dividing by 2 flips the inequality, so the answer is $\\boxed{(-\\infty, -2] \\cup [3, \\infty)}$.", "'Never mind' after the box with a new (wrong-rule) value"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>(-2, 3)</answer>\nThe inequality is not strict, so both endpoints belong.\n<answer>[-2, 3]</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_board", "A", "none", "@", "The board in class showed: \"Answer: $[-2, 3]$\".\nI copied it down but I can't solve it myself, so I have no answer.", "[-2, 3] only as the board's text (quoted), then a refusal: no_answer"),
        ("ok_quo_sister", "B", "tag", "t", "<answer>My sister wrote (-2, 3), but ≤ keeps the endpoints: [-2, 3].</answer>", "a sister's wrong (-2, 3) reported in the tag, then the model's own [-2, 3]"),
     ]),
    ("midpoint", "(5,-1)",
     "What is the midpoint of the segment with endpoints $(2, -5)$ and $(8, 3)$?",
     "$\\left(\\frac{2 + 8}{2}, \\frac{-5 + 3}{2}\\right) = (5, -1)$.\n",
     "x 10/2 = 5, y -2/2 = -1: (5, -1).\n",
     llama(
        ("Average the x-coordinates.", "$\\frac{2 + 8}{2} = \\frac{10}{2} = 5$."),
        ("Average the y-coordinates.", "$\\frac{-5 + 3}{2} = \\frac{-2}{2} = -1$."),
        ("Write the midpoint.", "The midpoint is $(5, -1)$. Check: from $(2, -5)$ to $(5, -1)$ the change is $(3, 4)$, and from $(5, -1)$ to $(8, 3)$ it is also $(3, 4)$, so the point is exactly halfway along the segment."),
     ),
     "Endpoints (2, -5) and (8, 3). Midpoint x = (2 + 8) / 2 = 5, y = (-5 + 3) / 2 = -1. So (5, -1). Check: the step from (2, -5) to (5, -1) is (3, 4) and from (5, -1) to (8, 3) is (3, 4). Equal halves. The segment length is sqrt(6^2 + 8^2) = 10, not asked. Careful with the sign: -5 + 3 = -2, halved -1, not +1. And not (10, -2), the sums before halving. So the midpoint is (5, -1).\n",
     [
        ("tag_length", "A", "tag", "F", "<answer>The segment has length 10.</answer>", "a tag sentence naming the length, not the midpoint"),
        ("ok_neg_check", "B", "tag", "t", "<answer>(5, -1) ✓ (both halves are (3, 4))</answer>", "a check mark with a check that confirms the gold, in the tag"),
        ("unit_deg", "A", "answer_is", "s", "The answer is $(5, -1)$ degrees.", "degrees on a point of the plane"),
        ("ok_phr_definitely", "B", "answer_is", "s", "I think the answer is definitely \\((5, -1)\\).", "an answer phrase with extra words holding the gold"),
        ("post_bonus", "A", "boxed", "f", "So the midpoint is $\\boxed{(5, 1)}$.\n\nBonus: the midpoint of $(0, -4)$ and $(10, 2)$ is $\\boxed{(5, -1)}$.", "the committed box is (5, 1); (5, -1) only in a self-set bonus problem"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{(5, -1 + 10^{-50})}$", "a tiny exact offset in the second coordinate: not (5, -1)"),
        ("neg_notverified", "A", "boxed", "@", "$\\boxed{(5, -1)\\text{ (not verified)}}$", "an annotation inside the box marks the value as not verified"),
        ("unit_sq", "A", "answer_is", "f", "The answer is $(5, -1)$ square units.", "square units (an area) on a point"),
        ("ret_wrong", "A", "tag", "F", "<answer>(5, -1)</answer>\nWrong! The midpoint subtracts the endpoints: ((8 - 2)/2, (3 + 5)/2) = (3, 4).\n<answer>(3, 4)</answer>", "a second tag after 'Wrong!' replaces (5, -1) with (3, 4) (a wrong formula)"),
        ("quo_key", "A", "boxed", "f", "The answer key prints $(5, -1)$, but I think the coordinates are added without halving: $\\boxed{(10, -2)}$.", "(5, -1) only as the key's figure (reported); the model's own box is (10, -2)"),
     ]),
    ("level", "30",
     "How many distinct arrangements of the letters in the word LEVEL are there?",
     "$\\frac{5!}{2!\\,2!} = \\frac{120}{4} = 30$.\n",
     "5!/(2!2!) = 30.\n",
     "The word LEVEL has 5 letters: L appears twice, E appears twice and V once.\n\nIf all five letters were different there would be $5! = 120$ arrangements. Swapping the two L's, or the two E's, does not give a new word, so we divide by $2!$ for each repeated letter:\n$$\\frac{5!}{2!\\,2!} = \\frac{120}{4} = 30.$$\nAs a check, choose the 2 places for the L's in $\\binom{5}{2} = 10$ ways and the 2 places for the E's among the remaining 3 in $\\binom{3}{2} = 3$ ways; V takes the last place: $10 \\cdot 3 = 30$.\n",
     "LEVEL: L, E, V, E, L. Two L's, two E's, one V. Arrangements 5! / (2! * 2!) = 120 / 4 = 30. Check: positions for the L's C(5,2) = 10, then the E's C(3,2) = 3, V fixed: 10 * 3 = 30. Not 120 (treats the letters as distinct) and not 60 (divides by 2! only once). One of the 30 is LEVEL itself. So there are 30 distinct arrangements.\n",
     [
        ("tag_chain", "A", "tag", "F", "<answer>\\frac{5!}{2!} = \\frac{120}{2} = 60</answer>", "an equation chain in the tag ending on 60 (one repeat divided out)"),
        ("phr_words", "A", "prose_sentence", "s", "So there are sixty distinct arrangements of LEVEL.", "number words with no marker holding 60 (one repeat divided out)"),
        ("ok_ret_fix", "B", "boxed", "f", "$\\boxed{60}$\n\nWait, the E's repeat too, so we divide by $2!$ twice: $\\frac{120}{4} = \\boxed{30}$.", "a wrong first box corrected to the gold after 'Wait'"),
        ("ok_post_user", "B", "tag", "F", "<answer>30</answer>" + IM_USER + "Nice. What about the word LETTER?", "the committed gold followed by an invented ChatML user turn with no value"),
        ("quo_friend", "A", "boxed", "s", "A friend says 30, but I think only the L repeats: $\\boxed{60}$.", "30 only as the friend's figure (reported); the model's own box is 60"),
        ("ok_near_binom", "B", "boxed", "s", "$\\boxed{\\binom{5}{2}\\binom{3}{2}}$", "the gold as an unevaluated product of binomial coefficients (10 × 3)"),
        ("neg_qq", "A", "answer_is", "@", "The answer is 30?? I'm not sure I divided by the right factorials.", "the model marks its own value as unsure"),
        ("unit_letters", "A", "answer_is", "f", "The answer is 30 letters.", "'letters' where a number of arrangements is asked"),
        ("ret_hmmwait", "A", "tag", "F", "<answer>30</answer>\nHmm wait, only the L's should be divided out, so 120 / 2 = 60.\n<answer>60</answer>", "a second tag after 'Hmm wait' replaces 30 with 60 (a wrong rule)"),
        ("quo_textbook", "A", "tag", "t", "<answer>The textbook says 30, but I divide out only the repeated L: 5!/2! = 60.</answer>", "30 only as the textbook's figure (reported); the model's own value in the tag is 60"),
     ]),
]

# A line of extra checking a problem's full working and full think block end with (real models
# often add one), keeping every FULL probe within 400-1200 characters.
PAD = {
    "muffins": (
        "So the 90 muffins she sells bring in $225, and the 30 left over bring in nothing.",
        "Per tray: 24 * 3/4 = 18 sold, 18 * 2.50 = 45 dollars, and 5 trays * 45 = 225. Same.",
    ),
    "tiles": (
        "Check: 630 / 15 = 42 dollars per row of 12 tiles, and 12 * 3.50 = 42.",
        "Per row of 12 tiles: 12 * 3.50 = 42 dollars, and 15 rows * 42 = 630. Same.",
    ),
    "buses": (
        "Check: 131 students + 13 empty seats = 144 seats, which is exactly 3 full buses.",
        "Check: 131 + 13 = 144 = 3 * 48. Consistent.",
    ),
    "texts": (
        "",
        "Per text over the limit it's ten cents, so 140 texts is 14 dollars; with the plan, 39.",
    ),
    "savings": (
        "Check: after 8 weeks Leo has earned 8 × $180 = $1,440 and saved a third of it, $480.",
        "Another check: 8 weeks * 180 = 1440 earned, a third of 1440 is 480. Yes.",
    ),
    "pizza": (
        "Per person is not asked; the question wants the whole amount paid, tip included.",
        "Tip check: 10% of 48 is 4.8, so 52.8 total.",
    ),
    "drive": (
        "",
        "Another check: 295 = 5 * 59.",
    ),
    "library": (
        "",
        "",
    ),
    "allowance": (
        "After 6 weeks she would have 15 + 6 * 5 = <<15+6*5=45>>45 dollars, and after 12 weeks 75.",
        "Week by week: 20, 25, 30, ..., and after 12 weeks 15 + 60 = 75. Consistent.",
    ),
    "apples": (
        "The 18 bruised apples are 18 / 270 = 1/15 of the harvest.",
        "The 18 bruised apples are thrown away, not bagged, so 21 it is.",
    ),
    "rootsum": (
        "",
        "Also the average of the roots is 5/2, the x-coordinate of the vertex 10/4 = 5/2, times 2 is 5.",
    ),
    "gcd": (
        "",
        "Listing divisors of 84: 1, 2, 3, 4, 6, 7, 12, 14, 21, 28, 42, 84; 42 divides 126 (126 = 3 * 42). Largest common one: 42.",
    ),
    "redpair": (
        "",
        "",
    ),
    "logeq": (
        "The power $3^4 = 81$ also follows from $9^2 = 81$.",
        "Powers of 3: 3, 9, 27, 81. The fourth power is 81, so x + 1 = 81 and x = 80. Plugging back: log_3(81) = 4. Yes, x = 80 is the solution.",
    ),
    "circle": (
        "As a decimal the area is about $78.54$ square centimeters, but the answer is asked in terms of $\\pi$.",
        "Check with the formula in terms of d: pi d^2 / 4 = 100 pi / 4 = 25 pi. Same.",
    ),
    "arith": (
        "",
        "Listing a few more terms: 19, 23, 27, ... the 20th is 7 + 76 = 83. Consistent with the formula.",
    ),
    "tangent": (
        "",
        "Unit circle: the point at angle pi/3 is (1/2, sqrt(3)/2), and y / x = sqrt(3). Consistent.",
    ),
    "absineq": (
        "",
        "Also the midpoint of [-2, 3] is 1/2, where 2x - 1 = 0, and the half-width 5/2 matches 5 / 2. Good.",
    ),
    "midpoint": (
        "The midpoint's coordinates are the averages of the endpoints' coordinates.",
        "",
    ),
    "level": (
        "",
        "Listing a few: LEVEL, LEVLE, LELVE, ELVEL, ... too many to list, so trust the formula.",
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
    the kind, a class opening every shape, every class once a problem, two or three kind B a
    problem, an `<answer>` tag in every think-block probe and in no other."""
    cases = []
    for key, gold, _question, short, short_think, full, full_think, probes in problems:
        full, full_think = padded(key, full, full_think)
        if len(probes) != 10:
            raise SystemExit(f"{key}: {len(probes)} probes")
        if sum(p[3] in SHORT for p in probes) != 5:
            raise SystemExit(f"{key}: not five short probes")
        if {p[0].removeprefix("ok_").split("_")[0] for p in probes} != set(CLASSES):
            raise SystemExit(f"{key}: a class missing")
        if sum(p[1] == "B" for p in probes) not in (2, 3):
            raise SystemExit(f"{key}: not two or three kind B")
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
    lengths = []
    for case_id, kind, checker, _gold, truth, form, text, _note, deb in cases:
        cls = case_id.removeprefix("ok_").split("_")[2]
        length = "short" if styles[case_id] in SHORT else "full"
        if length == "full":
            lengths.append(len(text))
        tagged = text.lstrip().startswith("<think>") and "<answer>" in text
        count["kind " + kind] += 1
        count["truth " + truth] += 1
        count["form " + form] += 1
        count["checker " + checker] += 1
        count[f"checker {checker} kind {kind}"] += 1
        count[f"checker {checker} truth {truth}"] += 1
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
    print(f"full lengths: {min(lengths)}-{max(lengths)} characters", file=sys.stderr)


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "m_redpair_unit_marbles": (
        "reject",
        '"So the answer is $\\frac{2}{15}$ red marbles.": the word "red marbles" after the value '
        "turns a probability into a count of marbles (2/15 of a marble), a quantity of another "
        "kind; a reader who takes the number alone and reads the words as loose description would "
        "accept it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam267", CASES, [], DECISIONS)
