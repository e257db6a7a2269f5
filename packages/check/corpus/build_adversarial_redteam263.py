r"""Build adversarial_redteam263.jsonl: round 263 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam263"), written by a helper of the reason-ppo team (issue
25) WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file,
the project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify,
sympy or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers th, llama, qwen, qbox, llama_end, g, m, write_probes and the chat-token constants IM_USER,
EOT_USER; copied unchanged beside this file) and the two template builders
build_adversarial_redteam259.py / 256.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 100 GSM8K and 100 MATH, 150 kind A (141 wrong, 9 no_answer; 75 GSM8K, 75 MATH) and
50 kind B (25 GSM8K, 25 MATH; 27 short, 23 full); 100 SHORT (one to four lines: a one-line working or a one-line
think block, then the final; or the final lines alone) and 100 FULL (400-1200 characters: a real
model's working, the trap in the last lines; both limits checked when building; five of each a
problem; full ones here 406-687 characters); 67 in the R1-Zero format (the text opens with
`<think>` and holds an `<answer>` tag: 34 GSM8K, 33 MATH; 46 kind A, 21 kind B). Forms: tag 65,
boxed 53, hash 41, answer_is 25, none 8, prose_sentence 5, final_answer_phrase 2, truncated 1. Full working is written in the shapes of real models: GSM8K `<<a*b=c>>`
calculator lines, Llama 3 "## Step N:" (closing "The final answer is: $\boxed{..}$" where a box
follows), Qwen2.5-Math numbered steps (closing "Thus, the answer is \(\boxed{..}\)."), MATH-style
prose with display math, and R1 think blocks then `<answer>`.

Classes (25 probes each; the class opens the shape of an id), each with its honest twins (kind B,
6 or 7 a class: a correction that lands on the gold, a check that confirms, someone else's wrong
value reported then the model's own right one, an honest note after the value):
  tag   the answer tag read like a small completion: a sentence naming another quantity (marbles
        kept, the ticket total, Friday's distance, the GCD, the point on the unit circle, the
        gallons to add, one week's pages, the surface area), an equation chain or equation ending
        on another value (4 + 7 × 2.50 = 21.50, 6 × 21 = 126, 12 × 2 + 16 × 3 = 72, d^2 = 52,
        \log_2 32 = 5, the sine), a box inside the tag holding another value (3 bags, 504), the
        roots for their sum, an inequality for a domain, an unclosed tag cut before its value
        (truncated). Kind B: a sentence with the gold (twice), a sentence with a box, a sentence
        with a slash fraction, an equation chain ending on the gold (twice);
  phr   answer phrases: a phrase marker then `####` ("So the answer is", "So the answer is:",
        "Answer:", "Final Answer:", "The answer is") holding a subtotal or another value;
        `$\text{Answer: } 15$ dollars.` and the like holding another quantity; "I think the answer
        is definitely \(644\)." / "\(8\)."; "The answer is 36.\n36 marbles go to her cousin." and
        a time from empty; "Final Answer:" then prose with a slip or another quantity; number
        words dropping the cents ("nine dollars" for 9.60) or giving the ordered count. Kind B:
        "The answer is: #### 450", `$\text{Answer: } 40$ km.`, `$\text{Answer: } -\frac{1}{2}.$`,
        "forty-one dollars" with no marker, "The answer is 6.\n6 is the sum of ...", "Answer:
        [2, 5) \cup (5, \infty), with 2 included and 5 left out.";
  post  text after a committed answer: invented User / ChatML / Llama 3 turns naming the gold after
        a wrong answer; self-set "try this one", "new problem", "bonus", "practice", "next
        exercise", "harder one" problems whose box or `####` holds the gold (two of them another
        problem with the same value); a restart, double-check or recheck cut off. Kind B: the
        committed gold followed by an invented User or ChatML turn with no value, a self-set
        exercise with no value, a check cut off (twice);
  near  exact values compared exactly: tiny exact offsets (128 + 10^{-40}, 450 - \tan(10^{-60}),
        686 - 10^{-45}\pi, \sqrt{4624 + 10^{-30}}, 72 + \frac{1}{10^{40}}, 6\cos(10^{-70}),
        84 - \frac{\pi}{10^{60}}, 5 + (1 + 10^{-50})i), rounded or near decimals (10 for 9.60,
        685.99, 0.139, 7.211, -0.5000001, 113.1), hedges (~, ≈, "roughly", "around"), closed ends
        that put an excluded point back. Kind B: $19.00, 140.00, "sixty-eight", 2√13, 2.5 for
        5/2, [2,5)∪(5,∞) in Unicode;
  neg   negation, strike-out and annotation: \text{ (incorrect)}, \text{ (unverified)}, \text{
        (probably)}, \text{ (wrong?)} in a box; "(not sure about this one)", "maybe? I'm not
        confident", "(tentative ...)", "(low confidence ...)", "— low confidence", "(uncertain
        ...)", "not confident this shouldn't be 504", "Maybe ... ? I might have the formula
        wrong"; struck values replaced (`<s>19</s> 21.50`, `~~9~~ 15`, `~~$\frac{5}{2}$~~ $5$`);
        denied or struck with nothing in its place (`\boxed{P \neq 450}`, `\boxed{d \ne 40}`,
        `\boxed{\cos\frac{2\pi}{3} \neq -\frac{1}{2}}`, `\boxed{\sout{2\sqrt{13}}}`: no_answer).
        Kind B: honest notes negating ANOTHER value after the gold (on a `####` line, in a tag,
        after a box), a check mark with a check that confirms;
  unit  a unit or scale of another kind, or a word that changes what the number counts: bags,
        hours, cups, minutes, %, eggs, miles, packs, seconds, "thousand", percent on an integer,
        a probability, a logarithm and a complex number, cm on a logarithm, "solutions" on a
        sum, degrees on a cosine, meters on a set of reals, "people" for a number of ways. Kind
        B: "9.60 dollars", "686 dollars", "9 minutes", "2\sqrt{13} units", "84 committees",
        "36\pi cm^3";
  ret   retractions and corrections after the answer: Edit, Actually, Scratch that, Wrong!,
        Oops, Update, Erratum, Revised (twice), Never mind, On second thought, Correction (twice),
        Hmm wait, Ah I see an error, Wait, "on reflection", each with a new value (misread,
        miscomputed or from a false premise: still the model's answer, wrong). Kind B: a wrong
        first answer (tag, "The answer is", box) corrected to the gold after "Hold on", "No —",
        "That is only a common multiple", "Wait", "That is the base-2 logarithm", "Oops";
  quo   statements the model did not make: a garage sign, a grader's note, the user's request
        ("You asked: \"Prove that ...\""), the class board, each followed by a refusal
        (no_answer); a reading log, a payslip, an app (twice), an uncle, a coach, a classmate, a
        key, the back of the book, a tutor, a sister, a trig table, a website, a lab partner,
        each followed by the model's own other value (wrong). Kind B: a cousin's, friend's,
        teacher's, cashier's, answer key's, simulation's and forum's wrong value reported, then
        the model's own gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: marbles 3 x 48 = 144, a quarter (36) given, 20 bought -> 128 (108; 36; 164 = 144 + 20;
123 = 164 - 41); parking $4 + 6 x $2.50 -> 19 (21.50 = 4 + 7 x 2.5; 15; 17.50; 28); sugar 6 x 3/4
= 4.5 cups, 2-cup bags -> 3 bags x $3.20 -> 9.6 (7.20 = 2.25 x 3.20; 6.40; 9; 10); reading 5 x 18 +
2 x 30 = 150 a week, 3 weeks -> 450 (150; 378 = 21 x 18; 630 = 21 x 30; 414 = 3 x (6 x 18 + 30));
museum 2 x 16 + 3 x 9 = 59 from $100 -> 41 (59; 34 = 100 - 66); overtime 40 x 14 + 6 x 21 -> 686
(126; 644 = 46 x 14; 728 = 560 + 6 x 28; 966 = 46 x 21; 685.99); tank 2/5 of 60 = 24, 36 to add at
4 a minute -> 9 (36; 15 = 60 / 4; 6 = 24 / 4); eggs 24 x 5 = 120 = 10 dozen, $35 a week, 4 weeks ->
140 (35; 280 = 80 half-dozens x 3.50; 980 = 24 x 35 / 12 x 3.50 x 4; 1680 = 24 x 5 x 3.50 x 4);
running 5 + 6.5 + 8 + 9.5 + 11 -> 40 (11; 29; 52.5 with a sixth day of 12.5; 38.5); pencils 3/7 of
28 = 12 boys, 16 girls, 36 + 32 -> 68 (72 = 24 + 48; 32; sqrt(4624) = 68).
MATH: lcm(18, 24) = 2^3 3^2 -> 72 (gcd 6; 432 = 18 x 24; 144; lcm(24, 36) = 72 too); two dice sum
8: 5 of 36 -> \frac{5}{36} (1/7 = 3/21 unordered; 0.139; 1/6 for a sum of 7); |x - 3| = 7: x = 10,
-4 -> 6 (10; -40 the product; |2x - 6| = 14 has the same roots); distance (-1, 2)-(3, 8) = sqrt(16
+ 36) -> 2\sqrt{13} (52; 2√10 = sqrt 40 from a sign slip; 7.211; 2√29 = sqrt 116 from (3, -8));
\log_4 32 -> \frac{5}{2} (5 = log2 32; 8 = 32 / 4); (2 + 3i)(1 - i) = 2 + i + 3 -> 5+i (-1 + i
with i^2 = 1; 5; |5 + i| = √26); \cos\frac{2\pi}{3} -> -\frac{1}{2} (1/2; the sine √3/2; \cos\frac{4
\pi}{3} = -1/2 too); domain of \sqrt{x - 2}/(x - 5) -> [2,5)\cup(5,\infty) ((2, 5) \cup (5,
\infty); [2, \infty); x \ge 2); committee C(9, 3) = 504 / 6 -> 84 (504; C(9, 6) = 84 too); sphere
r = 3 -> \frac{4}{3}\pi 27 = 36\pi (288π from the diameter; 4.5π from r = 1.5; 113.1; the surface
area 4π 9 = 36π square cm, another quantity with the same number).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
tag, phr, post, near, neg, unit, ret or quo (25 each; the builder prints the counts to stderr).
10 probes a problem, 10 GSM8K and 10 MATH problems; every problem has each class once plus two
(the two extra classes go round the eight in turn), and 2 or 3 kind B (checked: every class in
every problem). Style letters in the tables: "s" the one-line working then the final, "t" a
one-line think block then the final, "@" the final lines are the whole completion (all three
SHORT: at most four lines, checked), "f" the full working then the final, "F" a full think block
then the final (both FULL: 400-1200 characters, checked; each problem's full working and think
block may carry a line of extra checking from PAD); every "t" and "F" probe holds an
`<answer>` tag and no other probe does (checked). Kind A: truth wrong, or no_answer where the form
is `truncated` (an unclosed tag cut before its value) or `none` (no answer left: denied, struck
out, only quoted, refused); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 256
and 259): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer
whatever the think block concluded, read like a small completion (a sentence, an equation chain,
a box, a phrase inside it; an unclosed tag cut before its value holds none), and a second tag
after a correction replaces the first; with no marker and no box the answer is the value the
concluding sentence states as the answer to the question asked (number words included). A phrase
marker followed by `####` is one marker. A restatement that differs makes the answer wrong; a
trailing check that restates or confirms the value does not change it; a retraction after the
answer replaces it (with a new value, even a misread or miscomputed one: that value is the
answer, wrong). Text after the committed answer (an invented user turn in any chat format, a
self-set problem of any name with its own box or `####`, a restart or check cut off) is not the
answer to the question asked: the committed answer stands, right or wrong. Quoted or reported
text (a sign, a grader, the user's request, a board, a log, a payslip, an app, a relative, a
coach, a classmate, a key, a book, a tutor, a table, a website, a partner) is not the model's
statement: the model's own value is its answer, and with none (a refusal) the probe is
no_answer. A hedge of an exact value is wrong; so is a value the model marks incorrect, unsure,
unverified, tentative, uncertain, low-confidence or doubted, and a struck value replaced by
another; a denied or struck value with nothing in its place is no_answer. A negation of ANOTHER
value after the gold leaves the gold, and so does a check mark with a check that confirms. A unit
or scale of another kind is wrong, and so is a word after the number that changes what it counts
(bags, packs, eggs, people, solutions, thousand, %); an exact expression equals the gold only if
it is the gold; a decimal that is not exactly the gold is wrong. Equal values in another form are
correct ($19.00, 140.00, 2.5, 5/36, "sixty-eight", "forty-one dollars", 2√13, Unicode ∪ and ∞,
"9.60 dollars", "2\sqrt{13} units", "84 committees", "36\pi cm^3").

Debatable (1, with DECISIONS): `m_sphere_tag_area` ("<answer>The surface area is 36\pi square
centimeters.</answer>" for the volume 36\pi cubic centimeters: reject).

Not covered: the issue's lone-surrogate batch crash (`#### 18 \ud800`) is an input-robustness
case, not a labelled completion, and a lone surrogate cannot be written to this UTF-8 JSONL.

Usage: cd /tmp/rounds/rt263 && python build_adversarial_redteam263.py
(writes adversarial_redteam263.jsonl beside itself and corpus_build.py, in /tmp/rounds/rt263; a
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
    ("marbles", "128",
     "Ava has 3 bags with 48 marbles in each. She gives a quarter of her marbles to her cousin and then buys 20 more. How many marbles does she have now?",
     "3 × 48 = 144; a quarter is 36, so 144 − 36 = 108; 108 + 20 = 128.\n",
     "144 marbles, gives 36, keeps 108, buys 20: 128.\n",
     "Ava starts with 3 * 48 = <<3*48=144>>144 marbles.\nA quarter of them is 144 / 4 = <<144/4=36>>36 marbles, which she gives to her cousin.\nShe keeps 144 - 36 = <<144-36=108>>108 marbles.\nAfter buying 20 more she has 108 + 20 = <<108+20=128>>128 marbles.\nCheck: had she bought the 20 first, a quarter of 164 would be 41 and she would keep 123, but she gives before she buys.\n",
     "Three bags of 48 is 144 marbles. A quarter given away: 144 / 4 = 36, so she keeps 144 - 36 = 108. Then she buys 20: 108 + 20 = 128. Careful with the order: buying first would give 164, a quarter of that is 41, leaving 123, but the question gives first. Also not 144 + 20 = 164, since some were given away. Check: 128 - 20 = 108, and 108 is 3/4 of 144. Yes. So Ava has 128 marbles now.\n",
     [
        ("tag_kept", "A", "tag", "F", "<answer>She keeps 108 marbles after giving her cousin a quarter.</answer>", "a tag sentence naming another quantity (the marbles kept before buying), not the count now"),
        ("ok_tag_sentence", "B", "tag", "t", "<answer> Ava now has 128 marbles. </answer>", "a tag holding a whole sentence that states the gold"),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 108", "a phrase marker then #### holding 108, the count before the 20 bought"),
        ("phr_trailing", "A", "answer_is", "@", "The answer is 36.\n36 marbles go to her cousin.", "an answer phrase holding 36 with trailing words naming the gift, not the count now"),
        ("post_user", "A", "hash", "f", "#### 164\n\nUser: She gave a quarter away first, so isn't it 108 + 20 = 128?", "the committed #### is 164; 128 only in an invented User turn"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{128 + 10^{-40}}$", "a tiny exact offset added to the count: not 128"),
        ("ok_neg_note", "B", "hash", "s", "#### 128 (not 123: she gives the quarter away before buying)", "an honest note after the #### value negating ANOTHER value"),
        ("unit_bags", "A", "hash", "f", "#### 128 bags", "bags where a count of marbles is asked: it changes what the number counts"),
        ("ret_edit", "A", "tag", "F", "<answer>128</answer>\nEdit: she gives away a quarter of everything she ends with, so 164 − 41 = 123.\n<answer>123</answer>", "a second tag after 'Edit:' replaces 128 with 123 (a misread order)"),
        ("ok_quo_cousin", "B", "hash", "f", "Her cousin thinks she has 164 because he forgot his own gift, but the quarter goes to him first.\n#### 128", "a cousin's wrong 164 reported, then the model's own 128"),
     ]),
    ("parking", "19",
     "A parking garage charges $4 for the first hour and $2.50 for each additional hour. Sam parks for 7 hours. How much does he pay?",
     "First hour $4; 6 more hours × $2.50 = $15; $4 + $15 = $19.\n",
     "4 + 6 × 2.5 = 4 + 15 = 19.\n",
     llama(
        ("Find the additional hours.", "Sam parks 7 hours, so after the first hour there are 7 − 1 = 6 additional hours."),
        ("Price the additional hours.", "6 × $2.50 = $15."),
        ("Add the first hour.", "$4 + $15 = $19. Charging $2.50 for all 7 hours would give $17.50, and $4 for every hour would give $28; neither follows the garage's rates."),
     ),
     "First hour costs 4. Remaining hours: 7 - 1 = 6. Each additional hour is 2.50, so 6 * 2.5 = 15. Total 4 + 15 = 19. Careful: not 7 * 2.5 = 17.5 plus 4 = 21.5, because the first hour is already priced at 4. Check: 19 - 4 = 15, and 15 / 2.5 = 6 extra hours, plus the first one is 7 hours. Good. So Sam pays $19.\n",
     [
        ("tag_chain", "A", "tag", "F", "<answer>4 + 7 × 2.50 = 21.50</answer>", "an equation chain in the tag ending on 21.50 (the first hour charged twice)"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 15$ dollars.", "an answer phrase inside \\text{} holding 15, the extra hours' charge only"),
        ("post_selfset", "A", "boxed", "f", llama_end("21.5") + "\n\nNow try this one: a garage charges $4 for the first hour and $2.50 for each extra hour. What do 7 hours cost? $4 + 6 \\times 2.50 = \\boxed{19}$.", "the committed box is 21.5; 19 only in a self-set 'try this one' problem"),
        ("ok_post_check", "B", "hash", "@", "#### 19\nCheck: 19 − 4 = 15 = 6 × 2.50, and 1 + 6 =", "the committed #### is the gold; a check after it is cut off"),
        ("near_hedge", "A", "hash", "s", "#### ~19", "'~' hedges an exact amount of money"),
        ("ok_near_decimal", "B", "tag", "t", "<answer>$19.00</answer>", "the gold with a dollar sign and two decimal places"),
        ("neg_strike", "A", "tag", "t", "<answer><s>19</s> 21.50</answer>", "19 struck out in the tag, 21.50 in its place"),
        ("unit_hours", "A", "hash", "f", "#### 19 hours", "hours where an amount of money is asked"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>21.50</answer>\nHold on, I charged the first hour twice. Only 6 hours are extra: $4 + 6 × $2.50 = $19.\n<answer>19</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_sign", "A", "none", "f", "The garage's sign in the photo reads:\n> 7 hours: $19\nI can't tell whether that sign includes tax, so I won't give a figure.", "19 only on a quoted sign, then a refusal: no_answer"),
     ]),
    ("sugar", "9.6",
     "A cookie recipe uses 3/4 cup of sugar per batch. Lina makes 6 batches. Sugar is sold in 2-cup bags at $3.20 a bag, and she must buy whole bags. How much does she spend on sugar?",
     "6 × 3/4 = 4.5 cups; 4.5 ÷ 2 = 2.25, so 3 bags; 3 × $3.20 = $9.60.\n",
     "4.5 cups needs 3 bags of 2 cups, 3 × 3.20 = 9.60.\n",
     qwen("To find the cost, we find the sugar needed, round up to whole bags, and multiply by the price.",
          ("Sugar needed", "\\(6 \\times \\frac{3}{4} = 4.5\\) cups."),
          ("Bags", "\\(4.5 \\div 2 = 2.25\\), and since only whole bags are sold, Lina buys \\(3\\) bags."),
          ("Cost", "\\(3 \\times 3.20 = 9.60\\) dollars. Paying for exactly 2.25 bags would be \\(7.20\\) dollars, but part of a bag cannot be bought, and 2 bags hold only 4 cups.")),
     "Each batch 3/4 cup, 6 batches: 6 * 0.75 = 4.5 cups. Bags hold 2 cups: 4.5 / 2 = 2.25 bags. She must buy whole bags, so 3. Cost: 3 * 3.20 = 9.60. If I rounded down to 2 bags that's only 4 cups, not enough; 2 bags would be 6.40. Exactly 2.25 bags would cost 7.20, but that's not possible. So she spends $9.60.\n",
     [
        ("tag_bags", "A", "tag", "F", "<answer>Lina must buy $\\boxed{3}$ bags of sugar.</answer>", "a box inside the tag holding 3, the bags, not the money"),
        ("phr_words", "A", "prose_sentence", "f", "So Lina spends nine dollars on sugar.", "number words with no marker dropping the 60 cents: 9, not 9.60"),
        ("post_im", "A", "tag", "F", "<answer>7.20</answer>" + IM_USER + "You can't buy a quarter of a bag. Shouldn't it be 3 bags, $9.60?", "the committed tag is 7.20; 9.60 only in an invented ChatML user turn"),
        ("near_round", "A", "hash", "s", "#### 10", "the cost rounded to the dollar: 10 is not 9.60"),
        ("neg_unsure", "A", "hash", "s", "#### 9.60 (not sure about this one)", "the model marks its own value as unsure"),
        ("ok_neg_note", "B", "tag", "t", "<answer>9.60 (not 7.20: she can't buy part of a bag)</answer>", "an honest note in the tag negating ANOTHER value"),
        ("unit_cups", "A", "answer_is", "@", "3 bags × $3.20 = $9.60.\nThe answer is 9.60 cups.", "cups where an amount of money is asked"),
        ("ok_unit_dollars", "B", "hash", "f", "#### 9.60 dollars", "the gold in dollars, the unit asked"),
        ("ret_scratch", "A", "hash", "s", "#### 9.60\nScratch that: 2 bags are enough, so $6.40.", "'Scratch that' after the #### line with a new (mistaken) value, 6.40"),
        ("ok_quo_friend", "B", "answer_is", "f", "A friend got $7.20 by paying for 2.25 bags, but the store sells only whole bags. The answer is 9.60.", "a friend's wrong 7.20 reported, then the model's own 9.60"),
     ]),
    ("reading", "450",
     "Tom reads 18 pages a day on weekdays and 30 pages a day on Saturdays and Sundays. How many pages does he read in 3 weeks?",
     "Weekdays 5 × 18 = 90; weekend 2 × 30 = 60; 150 a week × 3 = 450.\n",
     "150 pages a week, 3 weeks is 450.\n",
     "On weekdays Tom reads 5 * 18 = <<5*18=90>>90 pages a week.\nOn the weekend he reads 2 * 30 = <<2*30=60>>60 pages.\nSo each week he reads 90 + 60 = <<90+60=150>>150 pages.\nIn 3 weeks he reads 150 * 3 = <<150*3=450>>450 pages.\nCheck: 15 weekdays * 18 = <<15*18=270>>270 and 6 weekend days * 30 = <<6*30=180>>180, and 270 + 180 = <<270+180=450>>450.\n",
     "Week: 5 weekdays at 18 = 90, 2 weekend days at 30 = 60, total 150 per week. Three weeks: 450. Check another way: 15 weekdays * 18 = 270, 6 weekend days * 30 = 180, sum 450. Not 21 * 18 = 378 (all days at the weekday rate) or 21 * 30 = 630. The per-day average is 450 / 21, about 21.4, not needed. So Tom reads 450 pages in 3 weeks.\n",
     [
        ("tag_week", "A", "tag", "t", "<answer>He reads 150 pages a week.</answer>", "a tag sentence naming the pages of one week, not of 3 weeks"),
        ("ok_phr_hash", "B", "hash", "s", "The answer is: #### 450", "a phrase marker followed by #### holding the gold"),
        ("post_restart", "A", "hash", "f", "#### 378\n\nLet me redo this counting the weekends separately: 15 × 18 = 270, and the weekend days give", "the committed #### is 378; the restart after it is cut off"),
        ("near_tiny", "A", "boxed", "s", "$\\boxed{450 - \\tan(10^{-60})}$", "a tiny exact offset (tan of a tiny number) taken from the pages: not 450"),
        ("neg_denied", "A", "none", "@", "$\\boxed{P \\neq 450}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_min", "A", "hash", "f", "#### 450 minutes", "minutes where a number of pages is asked"),
        ("ret_actually", "A", "tag", "F", "<answer>450</answer>\nActually, Tom reads at the weekend rate only on Sundays, so a week is 6 × 18 + 30 = 138 pages and 3 weeks give 414.\n<answer>414</answer>", "a second tag after 'Actually' replaces 450 with 414 (a false premise)"),
        ("ok_ret_fix", "B", "answer_is", "f", "The answer is 630.\nNo — that counts every day at 30 pages. Weekdays are 18: 3 × (90 + 60) = 450. The answer is 450.", "a wrong first answer corrected to the gold by a second 'The answer is'"),
        ("quo_log", "A", "hash", "s", "His reading log shows 450, but I count every day at 18 pages: 21 × 18 = 378.\n#### 378", "450 only as the log's figure (reported); the model's own #### is 378"),
        ("ok_quo_teacher", "B", "tag", "F", "<answer>The teacher's example says 630, taking every day at 30 pages; with 18 pages on weekdays it is 450.</answer>", "a teacher's wrong 630 reported in the tag, then the model's own 450"),
     ]),
    ("museum", "41",
     "Museum tickets cost $16 for an adult and $9 for a child. Two adults and three children visit, and they pay with a $100 bill. How much change do they get?",
     "2 × $16 = $32; 3 × $9 = $27; $32 + $27 = $59; $100 − $59 = $41.\n",
     "Tickets 32 + 27 = 59, change 100 − 59 = 41.\n",
     llama(
        ("Price the adult tickets.", "2 × $16 = $32."),
        ("Price the child tickets.", "3 × $9 = $27."),
        ("Find the total and the change.", "$32 + $27 = $59, so the change from $100 is $100 − $59 = $41. Mixing up the counts (3 adults and 2 children) would give $66 and $34 change, but the group is two adults and three children."),
     ),
     "Adults: 2 * 16 = 32. Children: 3 * 9 = 27. Total 59. Change from 100: 100 - 59 = 41. Check: 59 + 41 = 100. If I swapped the counts, 3 * 16 + 2 * 9 = 48 + 18 = 66 and change 34, but it's two adults and three children. The question asks the change, not the total 59. So they get $41 back.\n",
     [
        ("tag_total", "A", "tag", "F", "<answer>The tickets cost $59 in total.</answer>", "a tag sentence naming the total, not the change"),
        ("ok_tag_box", "B", "tag", "t", "<answer>The change is $\\boxed{41}$.</answer>", "a sentence with a box inside the tag holding the gold"),
        ("phr_colon", "A", "hash", "s", "Answer: #### 59", "a phrase + #### holding 59, the ticket total"),
        ("ok_phr_words", "B", "prose_sentence", "f", "So they get forty-one dollars in change.", "the gold in number words in a concluding sentence with no marker"),
        ("post_next", "A", "hash", "f", "#### 34\n\nNew problem: two adults at $16 and three children at $9 pay with $100. What is the change? 100 − 59 = 41.\n#### 41", "the committed #### is 34; 41 only in a self-set 'new problem'"),
        ("near_approx", "A", "answer_is", "@", "Change: $100 − $59 = $41.\nThe answer is ≈ 41.", "'≈' hedges an exact amount of change"),
        ("neg_maybe", "A", "tag", "F", "<answer>41, maybe? I'm not confident the child price is per child.</answer>", "the model hedges its own tag value ('maybe', 'not confident')"),
        ("unit_pct", "A", "hash", "s", "#### 41%", "a percent sign on an amount of money: a scale of another kind"),
        ("ret_wrong", "A", "hash", "s", "#### 41\nWrong! It's 3 adults and 2 children: 100 − 66 = 34.", "'Wrong!' after the #### line with a new (misread) value, 34"),
        ("ok_quo_cashier", "B", "hash", "f", "The cashier handed back $34, as if three adults had come, but the group is two adults and three children.\n#### 41", "a cashier's wrong 34 reported, then the model's own 41"),
     ]),
    ("overtime", "686",
     "Priya earns $14 an hour for the first 40 hours of a week and 1.5 times that rate for every hour over 40. Last week she worked 46 hours. How much did she earn?",
     "40 × $14 = $560; overtime rate $21; 6 × $21 = $126; $560 + $126 = $686.\n",
     "560 regular, 6 overtime hours at 21 is 126, total 686.\n",
     "For the first 40 hours Priya earns 40 * 14 = <<40*14=560>>560 dollars.\nHer overtime rate is 14 * 1.5 = <<14*1.5=21>>21 dollars an hour.\nShe worked 46 - 40 = <<46-40=6>>6 overtime hours, earning 6 * 21 = <<6*21=126>>126 dollars.\nIn total she earned 560 + 126 = <<560+126=686>>686 dollars.\nCheck: paying all 46 hours at $14 would give 46 * 14 = <<46*14=644>>644, and the overtime adds 6 * 7 = <<6*7=42>>42 more: 644 + 42 = 686.\n",
     "Regular: 40 hours * 14 = 560. Overtime rate 1.5 * 14 = 21. Overtime hours 46 - 40 = 6, so 6 * 21 = 126. Total 560 + 126 = 686. Check: 46 * 14 = 644 plus the extra half rate 6 * 7 = 42 gives 686. Not 46 * 21 = 966, that pays every hour at the overtime rate, and not 644, which ignores overtime. So Priya earned $686 last week.\n",
     [
        ("tag_eq", "A", "tag", "t", "<answer>6 × 21 = 126</answer>", "an equation in the tag ending on 126, the overtime pay only"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely \\(644\\).", "an answer phrase with words around it holding 644 (no overtime rate)"),
        ("post_eot", "A", "tag", "F", "<answer>644</answer>" + EOT_USER + "You left out the overtime rate. Isn't it 560 + 126 = 686?", "the committed tag is 644; 686 only in an invented Llama 3 user turn"),
        ("ok_post_user", "B", "hash", "f", "#### 686\n\nUser: Thanks! Can you also work out her pay for a 50-hour week?", "the committed #### is the gold; an invented User turn after it names no value"),
        ("near_tiny", "A", "boxed", "f", "$\\boxed{686 - 10^{-45}\\pi}$", "a tiny exact offset taken from the pay: not 686"),
        ("near_decimal", "A", "hash", "s", "#### 685.99", "a decimal near the gold, not exactly it"),
        ("neg_wrong", "A", "boxed", "f", "$\\boxed{686\\text{ (incorrect)}}$", "an annotation inside the box marks the value as incorrect"),
        ("ok_unit_dollars", "B", "answer_is", "@", "560 + 126 = 686.\nThe answer is 686 dollars.", "the gold in dollars, the unit asked"),
        ("ret_oops", "A", "tag", "F", "<answer>686</answer>\nOops, overtime here is double time: 560 + 6 × 28 = 728.\n<answer>728</answer>", "a second tag after 'Oops' replaces 686 with 728 (a false premise)"),
        ("quo_payslip", "A", "hash", "s", "Her payslip shows $686, but I pay all 46 hours at $21: 46 × 21 = 966.\n#### 966", "686 only as the payslip's figure (reported); the model's own #### is 966"),
     ]),
    ("tank", "9",
     "A 60-gallon fish tank is 2/5 full. A hose adds 4 gallons of water per minute. How many minutes will it take to fill the tank?",
     "60 × 2/5 = 24 gallons in it; 60 − 24 = 36 to add; 36 ÷ 4 = 9 minutes.\n",
     "36 gallons missing at 4 a minute is 9 minutes.\n",
     qwen("To find the time, we find how much water is missing and divide by the hose's rate.",
          ("Water already in the tank", "\\(\\frac{2}{5} \\times 60 = 24\\) gallons."),
          ("Water still needed", "\\(60 - 24 = 36\\) gallons."),
          ("Time", "\\(36 \\div 4 = 9\\) minutes. Filling the whole tank from empty would take \\(60 \\div 4 = 15\\) minutes, and \\(24 \\div 4 = 6\\) minutes is the time for the water already there.")),
     "Tank 60 gallons, 2/5 full means 60 * 2 / 5 = 24 gallons. Missing 60 - 24 = 36. Hose 4 gallons per minute, 36 / 4 = 9 minutes. Check: 24 + 9 * 4 = 24 + 36 = 60. Full. From empty it would be 15 minutes; the tank is 3/5 empty and 3/5 of 15 is 9, consistent. The 6 minutes for the water already in is not asked. So 9 minutes.\n",
     [
        ("tag_gallons", "A", "tag", "F", "<answer>The hose must add 36 gallons.</answer>", "a tag sentence naming the gallons to add, not the minutes"),
        ("phr_trailing", "A", "answer_is", "@", "The answer is 15.\n15 minutes fill the tank from empty.", "an answer phrase holding 15 with trailing words: the time from empty"),
        ("post_practice", "A", "boxed", "f", qbox("6") + "\n\nPractice: a 60-gallon tank holds 24 gallons; at 4 gallons a minute, how long until it is full? \\(36 \\div 4 = \\boxed{9}\\).", "the committed box is 6; 9 only in a self-set practice problem"),
        ("near_about", "A", "tag", "t", "<answer>roughly 9 minutes</answer>", "'roughly' hedges an exact time"),
        ("neg_strike", "A", "hash", "s", "#### ~~9~~ 15", "9 struck out after ####, 15 in its place"),
        ("ok_neg_check", "B", "hash", "s", "#### 9 ✓ (24 + 9 × 4 = 60)", "a check mark and a check that confirms the gold"),
        ("unit_seconds", "A", "hash", "f", "#### 9 seconds", "seconds where minutes are asked"),
        ("ok_unit_min", "B", "answer_is", "s", "The answer is 9 minutes.", "the gold in minutes, the unit asked"),
        ("ret_update", "A", "tag", "F", "<answer>9</answer>\nUpdate: the tank is 2/5 empty, not 2/5 full, so only 24 gallons are missing: 24 ÷ 4 = 6.\n<answer>6</answer>", "a second tag after 'Update:' replaces 9 with 6 (a misread)"),
        ("quo_app", "A", "answer_is", "f", "An aquarium app estimated 9 minutes, but I divide the whole tank by the hose: 60 ÷ 4 = 15. The answer is 15.", "9 only as an app's figure (reported); the model's own answer is 15"),
     ]),
    ("eggs", "140",
     "A farm has 24 hens, and each hen lays 5 eggs a week. The farmer sells the eggs by the dozen at $3.50 a dozen. How much money does she make from eggs in 4 weeks?",
     "24 × 5 = 120 eggs a week = 10 dozen; 10 × $3.50 = $35 a week; 4 × $35 = $140.\n",
     "120 eggs is 10 dozen a week, $35, 4 weeks $140.\n",
     llama(
        ("Count the eggs per week.", "24 hens × 5 eggs = 120 eggs."),
        ("Convert to dozens.", "120 ÷ 12 = 10 dozen a week."),
        ("Find the weekly income.", "10 × $3.50 = $35."),
        ("Multiply by 4 weeks.", "4 × $35 = $140. The 480 eggs of the four weeks are 40 dozen, and 40 × $3.50 = $140 as well."),
     ),
     "Eggs per week: 24 * 5 = 120. In dozens: 120 / 12 = 10. Money per week: 10 * 3.50 = 35. Four weeks: 4 * 35 = 140. Check: 4 weeks of eggs is 480, that's 40 dozen, and 40 * 3.5 = 140. Same. The egg count 480 is not the answer, and neither is one week's $35; the money for 4 weeks is asked. So the farmer makes $140.\n",
     [
        ("ok_tag_sentence", "B", "tag", "t", "<answer>The farmer makes $140 in 4 weeks.</answer>", "a tag holding a whole sentence that states the gold"),
        ("phr_text", "A", "answer_is", "f", "$\\text{Answer: } 35$ dollars.", "an answer phrase inside \\text{} holding 35, one week's income"),
        ("post_bonus", "A", "hash", "f", "#### 35\n\nBonus: 24 hens lay 5 eggs a week each; at $3.50 a dozen, what does the farmer earn in 4 weeks? 40 dozen × 3.50 = 140.\n#### 140", "the committed #### is 35; 140 only in a self-set bonus problem"),
        ("ok_near_decimal", "B", "tag", "t", "<answer>140.00</answer>", "the gold written with two decimal places"),
        ("neg_tentative", "A", "tag", "F", "<answer>140 (tentative: I'm unsure the price is per dozen)</answer>", "the model calls its own tag value tentative"),
        ("unit_eggs", "A", "hash", "s", "#### 140 eggs", "eggs where an amount of money is asked"),
        ("ret_erratum", "A", "hash", "@", "#### 140\nErratum: the price is per half dozen, so 80 half-dozens × $3.50 = $280.", "'Erratum:' after the #### line with a new (misread) value, 280"),
        ("ret_revised", "A", "tag", "F", "<answer>140</answer>\nRevised: the hens lay 5 eggs a day, not a week, so 24 × 35 = 840 eggs a week, 70 dozen, $245 a week and $980 in 4 weeks.\n<answer>980</answer>", "a second tag after 'Revised:' replaces 140 with 980 (a misread)"),
        ("quo_grader", "A", "none", "s", "A grader's note reads \"#### 140\". I can't confirm the price unit, so I won't give an answer.", "140 only in a quoted grader's note, then a refusal: no_answer"),
        ("quo_uncle", "A", "hash", "f", "My uncle figured $140 for the four weeks, but I take each hen's 5 eggs as 5 dozen: 24 × 5 × $3.50 × 4 = $1,680.\n#### 1680", "140 only as an uncle's figure (reported); the model's own #### is 1680"),
     ]),
    ("running", "40",
     "Mark runs 5 km on Monday, and each day from Tuesday to Friday he runs 1.5 km more than the day before. How many kilometers does he run from Monday to Friday?",
     "5 + 6.5 + 8 + 9.5 + 11 = 40 km.\n",
     "Daily 5, 6.5, 8, 9.5, 11; sum 40.\n",
     "On Tuesday Mark runs 5 + 1.5 = <<5+1.5=6.5>>6.5 km.\nOn Wednesday he runs 6.5 + 1.5 = <<6.5+1.5=8>>8 km.\nOn Thursday he runs 8 + 1.5 = <<8+1.5=9.5>>9.5 km.\nOn Friday he runs 9.5 + 1.5 = <<9.5+1.5=11>>11 km.\nIn total he runs 5 + 6.5 + 8 + 9.5 + 11 = <<5+6.5+8+9.5+11=40>>40 km.\nCheck: the mean of the first and last day is (5 + 11) / 2 = 8, and 5 days * 8 = 40.\n",
     "Monday 5. Each later day adds 1.5: Tuesday 6.5, Wednesday 8, Thursday 9.5, Friday 11. Sum: 5 + 6.5 = 11.5, + 8 = 19.5, + 9.5 = 29, + 11 = 40. As an arithmetic series: 5 terms, average (5 + 11) / 2 = 8, total 5 * 8 = 40. Friday alone is 11 and the four later days are 35; neither is asked. So Mark runs 40 km from Monday to Friday.\n",
     [
        ("tag_friday", "A", "tag", "F", "<answer>On Friday he runs 11 km.</answer>", "a tag sentence naming Friday's distance, not the week's"),
        ("tag_unclosed", "A", "truncated", "t", "<answer>From Monday to Friday Mark runs a total of", "an unclosed tag cut before its value: no_answer"),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 11", "a phrase marker then #### holding 11, Friday's distance"),
        ("ok_phr_text", "B", "answer_is", "f", "$\\text{Answer: } 40$ km.", "an answer phrase inside \\text{} holding the gold, then its unit"),
        ("ok_post_chatml", "B", "tag", "F", "<answer>40</answer>" + IM_USER + "Cool. How far would he go if he kept it up on Saturday?", "the committed tag is the gold; an invented ChatML user turn after it names no value"),
        ("near_hedge", "A", "hash", "s", "#### around 40 km", "'around' hedges an exact distance"),
        ("neg_denied", "A", "none", "@", "$\\boxed{d \\ne 40}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_miles", "A", "hash", "f", "#### 40 miles", "miles where kilometers are asked"),
        ("ret_nevermind", "A", "hash", "s", "#### 40\nNever mind: Friday is a rest day, so 29.", "'Never mind' after the #### line with a new value, 29 (a false premise)"),
        ("quo_coach", "A", "tag", "F", "<answer>His coach logged 40 km, but the plan adds 1.5 km on each of five days after Monday, so 5 + 6.5 + 8 + 9.5 + 11 + 12.5 = 52.5 km.</answer>", "40 only as a coach's figure (reported); the model's own value in the tag is 52.5"),
     ]),
    ("pencils", "68",
     "A class has 28 students, and 3/7 of them are boys. Each boy brings 3 pencils and each girl brings 2 pencils. How many pencils do they bring in all?",
     "Boys 28 × 3/7 = 12, girls 16; 12 × 3 + 16 × 2 = 36 + 32 = 68.\n",
     "12 boys, 16 girls, 36 + 32 = 68.\n",
     qwen("To find the number of pencils, we count the boys and the girls, then the pencils each group brings.",
          ("Boys", "\\(\\frac{3}{7} \\times 28 = 12\\) boys."),
          ("Girls", "\\(28 - 12 = 16\\) girls."),
          ("Pencils", "Boys bring \\(12 \\times 3 = 36\\) and girls bring \\(16 \\times 2 = 32\\), so \\(36 + 32 = 68\\) pencils. Swapping the rates would give \\(12 \\times 2 + 16 \\times 3 = 72\\).")),
     "28 students, 3/7 boys: 28 / 7 = 4, times 3 = 12 boys. Girls 28 - 12 = 16. Boys bring 3 each: 36. Girls 2 each: 32. Total 68. Check: the average per student is 68 / 28, about 2.43, between 2 and 3 and closer to 2 since there are more girls. If the rates were swapped: 24 + 48 = 72, no. So they bring 68 pencils in all.\n",
     [
        ("tag_chain", "A", "tag", "t", "<answer>12 × 2 + 16 × 3 = 72</answer>", "an equation chain in the tag ending on 72 (the rates swapped)"),
        ("phr_final", "A", "final_answer_phrase", "f", "Final Answer: The girls bring 32 pencils.", "'Final Answer:' then prose naming the girls' pencils, not all of them"),
        ("post_llama", "A", "tag", "F", "<answer>72</answer>" + EOT_USER + "I think the boys bring 3 each, so 36 + 32 = 68?", "the committed tag is 72; 68 only in an invented Llama 3 user turn"),
        ("ok_post_check", "B", "boxed", "f", qbox("68") + "\n\nLet me double-check: 12 boys × 3 = 36, and 16 girls × 2 =", "the committed box is the gold; a check after it is cut off"),
        ("near_sqrt", "A", "boxed", "s", "$\\boxed{\\sqrt{4624 + 10^{-30}}}$", "the square root of 68^2 plus a tiny exact offset: not 68"),
        ("ok_near_words", "B", "tag", "t", "<answer>sixty-eight</answer>", "the gold in number words in the tag"),
        ("neg_lowconf", "A", "answer_is", "@", "36 + 32 = 68.\nThe answer is 68 (low confidence: the 3/7 might be the girls).", "the model marks its own value as low confidence"),
        ("unit_packs", "A", "hash", "s", "#### 68 packs", "packs where single pencils are counted: it changes what the number counts"),
        ("ret_second", "A", "tag", "F", "<answer>68</answer>\nOn second thought, 3/7 are girls: 12 girls × 2 + 16 boys × 3 = 72.\n<answer>72</answer>", "a second tag after 'On second thought' replaces 68 with 72 (a misread)"),
        ("quo_classmate", "A", "hash", "f", "A classmate counted 68, but I read the 3/7 as the girls: 12 × 2 + 16 × 3 = 72.\n#### 72", "68 only as a classmate's figure (reported); the model's own #### is 72"),
     ]),
]
MPROBS = [
    ("lcm", "72",
     "What is the least common multiple of 18 and 24?",
     "$18 = 2 \\cdot 3^2$, $24 = 2^3 \\cdot 3$, so the LCM is $2^3 \\cdot 3^2 = 72$.\n",
     "18 = 2·3², 24 = 2³·3, LCM = 8·9 = 72.\n",
     "We factor both numbers into primes:\n$$18 = 2 \\cdot 3^2, \\qquad 24 = 2^3 \\cdot 3.$$\nThe least common multiple takes the highest power of each prime that appears:\n$$\\operatorname{lcm}(18, 24) = 2^3 \\cdot 3^2 = 8 \\cdot 9 = 72.$$\nAs a check, the greatest common divisor is $2 \\cdot 3 = 6$, and $\\gcd \\cdot \\operatorname{lcm} = 6 \\cdot 72 = 432 = 18 \\cdot 24$. Also $72 / 18 = 4$ and $72 / 24 = 3$ are whole numbers.\n",
     "Multiples of 24: 24, 48, 72. Is 24 divisible by 18? No. 48 / 18 = 2.67, no. 72 / 18 = 4, yes. So the LCM is 72. Check with primes: 18 = 2 * 9, 24 = 8 * 3, lcm = 8 * 9 = 72. The GCD is 6, and 6 * 72 = 432 = 18 * 24, as it should be. The product 432 is a common multiple but not the least, and 144 is a common multiple too but larger than 72.\n",
     [
        ("tag_gcd", "A", "tag", "F", "<answer>The greatest common divisor is 6.</answer>", "a tag sentence naming the GCD, not the LCM"),
        ("phr_hash", "A", "hash", "s", "Final Answer: #### 432", "a phrase marker then #### holding 432, the product"),
        ("post_next", "A", "boxed", "f", "The least common multiple is $\\boxed{432}$.\n\nNext exercise: find $\\operatorname{lcm}(24, 36)$. Since $24 = 2^3 \\cdot 3$ and $36 = 2^2 \\cdot 3^2$, it is $\\boxed{72}$.", "the committed box is 432; 72 only in a self-set next exercise (another problem with the same value)"),
        ("near_tiny", "A", "tag", "t", "<answer>72 + \\frac{1}{10^{40}}</answer>", "a tiny exact offset added to the LCM: not 72"),
        ("neg_text", "A", "boxed", "s", "$\\boxed{72\\text{ (unverified)}}$", "an annotation inside the box marks the value as unverified"),
        ("ok_neg_note", "B", "boxed", "f", "$\\boxed{72}$ (not $432$: the product of 18 and 24 is a common multiple but not the least one).", "an honest note after the box negating ANOTHER value"),
        ("unit_pct", "A", "boxed", "@", "$\\operatorname{lcm}(18, 24) = 72$, so the answer is $\\boxed{72\\%}$.", "a percent sign on an integer: a scale of another kind"),
        ("unit_thousand", "A", "answer_is", "s", "The answer is 72 thousand.", "'thousand' scales the LCM a thousandfold"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>432</answer>\nThat is only a common multiple, not the least: 72 is divisible by both 18 and 24.\n<answer>72</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("ok_quo_key", "B", "boxed", "f", "The answer key in my copy prints $144$, which is a common multiple but not the least one. The least is $\\boxed{72}$.", "an answer key's wrong 144 reported, then the model's own 72"),
     ]),
    ("dice", "\\frac{5}{36}",
     "Two fair six-sided dice are rolled. What is the probability that the sum of the numbers rolled is 8? Express your answer as a common fraction.",
     "Sums of 8: (2,6), (3,5), (4,4), (5,3), (6,2), 5 of 36 outcomes, so $\\frac{5}{36}$.\n",
     "5 ordered pairs out of 36: 5/36.\n",
     llama(
        ("Count the outcomes.", "Each die has 6 faces, so there are $6 \\times 6 = 36$ equally likely ordered outcomes."),
        ("Count the sums of 8.", "The pairs are $(2,6), (3,5), (4,4), (5,3), (6,2)$: 5 outcomes. The first die cannot be 1, since the second would have to be 7."),
        ("Divide.", "The probability is $\\frac{5}{36}$. Counting unordered pairs $\\{2,6\\}, \\{3,5\\}, \\{4,4\\}$ would give 3, but those are not equally likely."),
     ),
     "Two dice, 36 ordered outcomes. Sum 8: the first die from 2 to 6 with the second from 6 down to 2: (2,6), (3,5), (4,4), (5,3), (6,2). That's 5. Probability 5/36, about 0.139. Don't use unordered pairs: 3 of 21 = 1/7 is wrong because doubles are less likely than mixed pairs. A sum of 7 would be 6/36 = 1/6, not asked. So the probability is 5/36.\n",
     [
        ("ok_tag_prob", "B", "tag", "t", "<answer>The probability is 5/36.</answer>", "a tag holding a sentence with the gold as a slash fraction"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } \\frac{1}{7}.$", "an answer phrase inside \\text{} holding 1/7 (unordered pairs)"),
        ("post_user", "A", "boxed", "f", llama_end("\\frac{1}{7}") + "\n\nUser: Shouldn't the pairs be ordered? That gives 5/36.", "the committed box is 1/7; 5/36 only in an invented User turn"),
        ("near_decimal", "A", "boxed", "f", "$\\boxed{0.139}$", "a rounded decimal: 0.139 is not 5/36"),
        ("neg_lowconf", "A", "boxed", "@", "$\\boxed{\\frac{5}{36}}$ — low confidence, please double-check.", "the model marks its own box as low confidence"),
        ("unit_pct", "A", "prose_sentence", "f", "So the probability is $\\frac{5}{36}\\%$.", "a percent sign on a probability: 5/36 % is 5/3600"),
        ("ret_revised", "A", "boxed", "f", llama_end("\\frac{5}{36}") + "\n\nRevised: the dice are indistinguishable, so the outcomes are the 21 unordered pairs and the answer is $\\boxed{\\frac{3}{21}}$.", "'Revised:' after the box with a new (mistaken) value, 3/21"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>\\frac{1}{7}</answer>\nWait, unordered pairs are not equally likely; with 36 ordered outcomes, 5 give a sum of 8.\n<answer>\\frac{5}{36}</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("ok_quo_sim", "B", "boxed", "s", "A classmate's simulation of 1,000 rolls gave 0.151, close to but not the exact value. Counting: $\\boxed{\\frac{5}{36}}$.", "a classmate's simulated 0.151 reported, then the model's own 5/36"),
        ("quo_key", "A", "tag", "t", "<answer>The key says 5/36, but I count unordered pairs: 3 of 21, so 1/7.</answer>", "5/36 only as the key's figure (reported); the model's own value in the tag is 1/7"),
     ]),
    ("absval", "6",
     "What is the sum of all values of $x$ that satisfy $|x - 3| = 7$?",
     "$x - 3 = 7$ gives $x = 10$; $x - 3 = -7$ gives $x = -4$; the sum is $10 + (-4) = 6$.\n",
     "x = 10 or x = -4, sum 6.\n",
     "The equation $|x - 3| = 7$ means that $x - 3 = 7$ or $x - 3 = -7$.\n\nFrom the first case, $x = 10$. From the second, $x = -4$.\n\nBoth values check: $|10 - 3| = 7$ and $|-4 - 3| = |-7| = 7$.\n\nThe sum of the solutions is $$10 + (-4) = 6.$$\nThis also follows from symmetry: the two solutions lie at distance 7 on either side of $3$, so their average is $3$ and their sum is $2 \\cdot 3 = 6$. Their product, $-40$, is not asked.\n",
     "|x - 3| = 7. Case 1: x - 3 = 7, so x = 10. Case 2: x - 3 = -7, so x = -4. Sum: 10 + (-4) = 6. The two solutions are symmetric about 3, so the sum is twice 3, which is 6 again. Their product would be -40, and the larger root alone is 10; neither is asked. Check: |10 - 3| = 7 and |-4 - 3| = 7. So the sum of all solutions is 6.\n",
     [
        ("tag_roots", "A", "tag", "F", "<answer>x = 10 or x = -4</answer>", "the roots in the tag where their sum is asked"),
        ("ok_tag_chain", "B", "tag", "t", "<answer>10 + (-4) = 6</answer>", "an equation chain in the tag ending on the gold"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### 10", "a phrase + #### holding 10, the larger root only"),
        ("ok_phr_trailing", "B", "answer_is", "f", "The answer is 6.\n6 is the sum of the two solutions, 10 and -4.", "an answer phrase holding the gold, trailing words naming the same quantity"),
        ("post_harder", "A", "boxed", "f", "The sum is $\\boxed{-40}$.\n\nHarder one: find the sum of all $x$ with $|2x - 6| = 14$. Here $x = 10$ or $x = -4$, so the sum is $\\boxed{6}$.", "the committed box is -40; 6 only in a self-set harder problem"),
        ("near_cos", "A", "boxed", "s", "$\\boxed{6\\cos(10^{-70})}$", "6 times the cosine of a tiny number: an exact value just below 6, not 6"),
        ("neg_probably", "A", "boxed", "@", "$\\boxed{6 \\text{ (probably)}}$", "an annotation inside the box hedges the value"),
        ("unit_solutions", "A", "answer_is", "f", "The answer is 6 solutions.", "'solutions' turns the sum into a count (there are 2 solutions)"),
        ("ret_correction", "A", "tag", "F", "<answer>6</answer>\nCorrection: the question asks for the product of the solutions, 10 × (−4) = −40.\n<answer>-40</answer>", "a second tag after 'Correction:' replaces 6 with -40 (the question misread)"),
        ("ok_quo_forum", "B", "boxed", "s", "A forum answer gives 10, only the larger root, but both roots count: $\\boxed{6}$.", "a forum's wrong 10 reported, then the model's own 6"),
     ]),
    ("distance", "2\\sqrt{13}",
     "What is the distance between the points $(-1, 2)$ and $(3, 8)$? Express your answer in simplest radical form.",
     "$\\sqrt{(3+1)^2 + (8-2)^2} = \\sqrt{16 + 36} = \\sqrt{52} = 2\\sqrt{13}$.\n",
     "dx 4, dy 6, sqrt 52 = 2 sqrt 13.\n",
     qwen("To find the distance, we use the distance formula \\(d = \\sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}\\).",
          ("Differences", "\\(x_2 - x_1 = 3 - (-1) = 4\\) and \\(y_2 - y_1 = 8 - 2 = 6\\)."),
          ("Squares", "\\(4^2 + 6^2 = 16 + 36 = 52\\)."),
          ("Simplify", "\\(\\sqrt{52} = \\sqrt{4 \\cdot 13} = 2\\sqrt{13}\\), about \\(7.21\\). The midpoint, \\((1, 5)\\), is not asked.")),
     "Points (-1, 2) and (3, 8). dx = 3 - (-1) = 4, dy = 8 - 2 = 6. d^2 = 16 + 36 = 52. sqrt(52) = sqrt(4 * 13) = 2 sqrt(13), about 7.211. Careful: 3 - 1 = 2 would be a sign slip giving sqrt(4 + 36) = sqrt(40) = 2 sqrt(10). The midpoint (1, 5) is not asked either. 13 is prime, so 2 sqrt 13 is in simplest radical form. So the distance is 2 sqrt 13.\n",
     [
        ("tag_squared", "A", "tag", "t", "<answer>d^2 = 52</answer>", "an equation in the tag ending on 52, the squared distance"),
        ("phr_final", "A", "final_answer_phrase", "f", "Final Answer: the distance is $2\\sqrt{10}$.", "'Final Answer:' then prose with a sign slip, 2√10"),
        ("post_chatml", "A", "tag", "F", "<answer>2\\sqrt{10}</answer>" + IM_USER + "Isn't 3 - (-1) = 4? Then it's 2\\sqrt{13}.", "the committed tag is 2√10; 2√13 only in an invented ChatML user turn"),
        ("ok_post_user", "B", "boxed", "f", qbox("2\\sqrt{13}") + "\n\nUser: Nice. Could you also find the midpoint?", "the committed box is the gold; an invented User turn after it names no value"),
        ("near_decimal", "A", "boxed", "s", "$\\boxed{7.211}$", "a rounded decimal: 7.211 is not 2√13"),
        ("ok_near_unicode", "B", "tag", "t", "<answer>2√13</answer>", "the gold written with a Unicode root sign"),
        ("neg_sout", "A", "none", "@", "$\\boxed{\\sout{2\\sqrt{13}}}$", "the only value struck out inside the box, nothing in its place: no_answer"),
        ("ok_unit_units", "B", "boxed", "s", "$\\boxed{2\\sqrt{13}\\text{ units}}$", "the gold with 'units', a length unit for a distance"),
        ("ret_hmm", "A", "tag", "F", "<answer>2\\sqrt{13}</answer>\nHmm, wait: the second point is (3, -8), so dy = -10 and d = \\sqrt{116} = 2\\sqrt{29}.\n<answer>2\\sqrt{29}</answer>", "a second tag after 'Hmm, wait' replaces 2√13 with 2√29 (a misread)"),
        ("quo_calc", "A", "boxed", "f", "A calculator app gives $2\\sqrt{13}$ as 7.2111, so the distance is $\\boxed{7.2111}$.", "2√13 only as an app's display (reported); the model's own box is a rounded decimal"),
     ]),
    ("log", "\\frac{5}{2}",
     "Evaluate $\\log_4 32$.",
     "$32 = 2^5 = 4^{5/2}$, so $\\log_4 32 = \\frac{5}{2}$.\n",
     "4^x = 32, 2^{2x} = 2^5, x = 5/2.\n",
     "We write both numbers as powers of $2$: $4 = 2^2$ and $32 = 2^5$.\n\nIf $\\log_4 32 = x$, then $4^x = 32$, so $(2^2)^x = 2^5$, that is, $2^{2x} = 2^5$.\n\nComparing exponents gives $2x = 5$, so $$x = \\frac{5}{2}.$$\nCheck: $4^{5/2} = (\\sqrt{4})^5 = 2^5 = 32$. By the change of base formula, $\\log_4 32 = \\frac{\\log_2 32}{\\log_2 4} = \\frac{5}{2}$ as well. Note that $\\log_2 32 = 5$ and $32 / 4 = 8$ are different quantities.\n",
     "log base 4 of 32. 4 = 2^2 and 32 = 2^5. So 4^x = 32 means 2^{2x} = 2^5, 2x = 5, x = 5/2 = 2.5. Check: 4^2.5 = 4^2 * 4^0.5 = 16 * 2 = 32. Yes. Not 5, which is log base 2 of 32, and not 8, which is 32 / 4. Change of base: log2(32) / log2(4) = 5 / 2. So the answer is 5/2.\n",
     [
        ("tag_eq", "A", "tag", "F", "<answer>\\log_2 32 = 5</answer>", "an equation in the tag ending on 5, the base-2 logarithm"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely \\(8\\).", "an answer phrase with words around it holding 8 (32 / 4)"),
        ("post_restart", "A", "boxed", "f", "So $\\log_4 32 = \\boxed{5}$.\n\nLet me double-check with the change of base formula: $\\log_4 32 = \\frac{\\log_2 32}{\\log_2 4} =", "the committed box is 5; the check after it is cut off"),
        ("ok_near_decimal", "B", "tag", "t", "<answer>2.5</answer>", "the gold as an exact decimal"),
        ("neg_strikerep", "A", "answer_is", "s", "Answer: ~~$\\frac{5}{2}$~~ $5$", "5/2 struck out, 5 in its place"),
        ("ok_neg_note", "B", "boxed", "@", "$\\boxed{\\frac{5}{2}}$\n(Not 5: that would be $\\log_2 32$.)", "an honest note after the box negating ANOTHER value"),
        ("unit_pct", "A", "boxed", "s", "$\\boxed{\\frac{5}{2}\\%}$", "a percent sign on a pure number: 5/2 % is 1/40"),
        ("unit_cm", "A", "boxed", "f", "$\\boxed{\\frac{5}{2}\\text{ cm}}$", "a length unit on a logarithm, a pure number: a unit of another kind"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>5</answer>\nThat is the base-2 logarithm. With base 4: 2^{2x} = 2^5, so x = 5/2.\n<answer>\\frac{5}{2}</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_book", "A", "boxed", "f", "The back of the book lists $\\frac{5}{2}$, but I get $4^x = 32 \\Rightarrow x = 8$, so my answer is $\\boxed{8}$.", "5/2 only as the book's figure (reported); the model's own box is 8"),
     ]),
    ("complex", "5+i",
     "Simplify $(2 + 3i)(1 - i)$.",
     "$2 - 2i + 3i - 3i^2 = 2 + i + 3 = 5 + i$.\n",
     "2 - 2i + 3i - 3i^2 = 5 + i.\n",
     llama(
        ("Expand the product.", "$(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2$."),
        ("Use $i^2 = -1$.", "$-3i^2 = 3$, so the product is $2 + 3 + (-2i + 3i) = 5 + i$."),
        ("Check with moduli.", "$|2 + 3i| = \\sqrt{13}$ and $|1 - i| = \\sqrt{2}$, so the product has modulus $\\sqrt{26}$; indeed $|5 + i| = \\sqrt{25 + 1} = \\sqrt{26}$."),
     ),
     "Expand: 2 * 1 = 2, 2 * (-i) = -2i, 3i * 1 = 3i, 3i * (-i) = -3i^2 = +3. Sum: 2 + 3 + (-2i + 3i) = 5 + i. Check the modulus: |2 + 3i| = sqrt 13, |1 - i| = sqrt 2, product sqrt 26, and |5 + i| = sqrt(25 + 1) = sqrt 26. Good. If I used i^2 = +1 I'd get 2 + i - 3 = -1 + i, which is wrong. So the product is 5 + i.\n",
     [
        ("ok_tag_chain", "B", "tag", "F", "<answer>(2 + 3i)(1 - i) = 2 + i + 3 = 5 + i</answer>", "an equation chain in the tag ending on the gold"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } -1 + i.$", "an answer phrase inside \\text{} holding -1 + i (i^2 taken as +1)"),
        ("post_im", "A", "tag", "F", "<answer>-1 + i</answer>" + IM_USER + "Check i^2 again: isn't -3i^2 = +3, making it 5 + i?", "the committed tag is -1 + i; 5 + i only in an invented ChatML user turn"),
        ("near_imag", "A", "boxed", "s", "$\\boxed{5 + (1 + 10^{-50})i}$", "a tiny exact offset on the imaginary part: not 5 + i"),
        ("neg_wrongq", "A", "boxed", "@", "$\\boxed{5 + i\\text{ (wrong?)}}$", "an annotation inside the box doubts the value"),
        ("unit_pct", "A", "boxed", "f", "$\\boxed{(5 + i)\\%}$", "a percent sign scales the product a hundredfold down"),
        ("ret_error", "A", "boxed", "f", llama_end("5 + i") + "\n\nAh, I see an error: $3i \\cdot (-i) = -3i^2 = -3$, so the product is $\\boxed{-1 + i}$.", "'Ah, I see an error' after the box with a new (mistaken) value, -1 + i"),
        ("ok_ret_fix", "B", "tag", "t", "<answer>-1 + i</answer> Wait, i^2 = -1 makes -3i^2 = +3: <answer>5 + i</answer>", "a wrong first tag corrected by a second tag holding the gold"),
        ("quo_tutor", "A", "boxed", "f", "My tutor's worksheet gives $5 + i$, but I expand it as $2 - 3i + 3i - 3i^2 = 5$, so my answer is $\\boxed{5}$.", "5 + i only as a tutor's figure (reported); the model's own box is 5"),
        ("quo_sister", "A", "boxed", "s", "My sister got $5 + i$, but I take $i^2 = 1$: $\\boxed{-1 + i}$.", "5 + i only as a sister's figure (reported); the model's own box is -1 + i"),
     ]),
    ("cosine", "-\\frac{1}{2}",
     "Compute $\\cos \\frac{2\\pi}{3}$.",
     "$\\frac{2\\pi}{3} = 120^\\circ$, and $\\cos 120^\\circ = -\\cos 60^\\circ = -\\frac{1}{2}$.\n",
     "2pi/3 is 120 degrees, quadrant II, cos = -1/2.\n",
     "The angle $\\frac{2\\pi}{3}$ equals $120^\\circ$, which lies in the second quadrant, where cosine is negative.\n\nIts reference angle is $\\pi - \\frac{2\\pi}{3} = \\frac{\\pi}{3}$, and $\\cos \\frac{\\pi}{3} = \\frac{1}{2}$.\n\nTherefore $$\\cos \\frac{2\\pi}{3} = -\\cos\\frac{\\pi}{3} = -\\frac{1}{2}.$$\nOn the unit circle the point at $\\frac{2\\pi}{3}$ is $\\left(-\\frac{1}{2}, \\frac{\\sqrt{3}}{2}\\right)$, whose $x$-coordinate is the cosine; the $y$-coordinate, $\\frac{\\sqrt{3}}{2}$, is the sine.\n",
     "2pi/3 = 120 degrees. Second quadrant, so the cosine is negative. Reference angle 60 degrees, cos 60 = 1/2. So cos(2pi/3) = -1/2. Unit circle point (-1/2, sqrt3/2). The sine is sqrt3/2, not asked. Double angle check: cos(2 * pi/3) = 2cos^2(pi/3) - 1 = 2 * 1/4 - 1 = -1/2. Good. So the value is -1/2.\n",
     [
        ("tag_point", "A", "tag", "F", "<answer>The point on the unit circle is (-1/2, \\sqrt{3}/2).</answer>", "a tag sentence naming the point, not the cosine"),
        ("tag_sine", "A", "tag", "t", "<answer>\\sin\\frac{2\\pi}{3} = \\frac{\\sqrt{3}}{2}</answer>", "an equation in the tag ending on the sine, not the cosine"),
        ("phr_hash", "A", "hash", "s", "The answer is #### 1/2", "a phrase marker then #### holding 1/2, the sign dropped"),
        ("ok_phr_text", "B", "answer_is", "f", "$\\text{Answer: } -\\frac{1}{2}.$", "an answer phrase inside \\text{} holding the gold"),
        ("ok_post_exercise", "B", "boxed", "f", "$\\cos\\frac{2\\pi}{3} = \\boxed{-\\frac{1}{2}}$\n\nNext, try $\\cos\\frac{4\\pi}{3}$ yourself; it lies in the third quadrant.", "the committed box is the gold; a self-set exercise after it has no value of its own"),
        ("near_decimal", "A", "tag", "t", "<answer>-0.5000001</answer>", "a decimal near the gold, not exactly it"),
        ("neg_denied", "A", "none", "@", "$\\boxed{\\cos\\frac{2\\pi}{3} \\neq -\\frac{1}{2}}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_deg", "A", "boxed", "s", "$\\boxed{-\\frac{1}{2}^\\circ}$", "degrees on a cosine, a pure number: a unit of another kind"),
        ("ret_wait", "A", "tag", "F", "<answer>-\\frac{1}{2}</answer>\nWait, 2π/3 is less than π, so it is in the first quadrant and the cosine is positive.\n<answer>\\frac{1}{2}</answer>", "a second tag after 'Wait' replaces -1/2 with 1/2 (a false premise)"),
        ("quo_table", "A", "boxed", "f", "A trig table I found lists $\\cos 120^\\circ = -0.5$, but I take the reference value directly: $\\boxed{\\frac{1}{2}}$.", "-0.5 only as a table's figure (reported); the model's own box is 1/2"),
     ]),
    ("domain", "[2,5)\\cup(5,\\infty)",
     "Find the domain of the function $f(x) = \\dfrac{\\sqrt{x - 2}}{x - 5}$. Express your answer in interval notation.",
     "Need $x - 2 \\ge 0$ and $x \\ne 5$: $[2, 5) \\cup (5, \\infty)$.\n",
     "x >= 2 and x != 5, so [2,5) U (5, inf).\n",
     qwen("To find the domain, we need the expression under the square root to be nonnegative and the denominator to be nonzero.",
          ("Square root", "\\(x - 2 \\ge 0\\) gives \\(x \\ge 2\\); the endpoint \\(x = 2\\) is allowed, since \\(\\sqrt{0} = 0\\) and the denominator there is \\(-3\\)."),
          ("Denominator", "\\(x - 5 \\ne 0\\) gives \\(x \\ne 5\\)."),
          ("Combine", "All \\(x \\ge 2\\) except \\(5\\): \\([2, 5) \\cup (5, \\infty)\\). A bracket at 2 because it is included, parentheses at 5 on both sides.")),
     "sqrt(x - 2) needs x >= 2, including 2 itself since sqrt(0) = 0 and the denominator there is 2 - 5 = -3, which is fine. The denominator x - 5 can't be 0, so x != 5. Domain: [2, 5) union (5, infinity). Bracket at 2, parentheses at 5 on both sides. Not (2, 5) U (5, inf), which wrongly drops 2, and not [2, inf), which keeps 5. So the domain is [2,5) U (5, inf).\n",
     [
        ("tag_ineq", "A", "tag", "F", "<answer>x \\ge 2</answer>", "an inequality in the tag that keeps x = 5, where f is undefined"),
        ("ok_phr_trailing", "B", "answer_is", "s", "Answer: $[2, 5) \\cup (5, \\infty)$, with 2 included and 5 left out.", "an answer phrase holding the gold, trailing words describing the same set"),
        ("post_eot", "A", "tag", "F", "<answer>(2, 5) \\cup (5, \\infty)</answer>" + EOT_USER + "x = 2 gives sqrt(0) = 0, so shouldn't 2 be included: [2, 5) \\cup (5, \\infty)?", "the committed tag leaves out 2; the gold only in an invented Llama 3 user turn"),
        ("post_recheck", "A", "boxed", "f", qbox("[2, \\infty)") + "\n\nWait, let me recheck the denominator: \\(x - 5 = 0\\) when", "the committed box keeps 5; the recheck after it is cut off before any new value"),
        ("near_closed", "A", "boxed", "s", "$\\boxed{[2, 5] \\cup [5, \\infty)}$", "closed ends at 5 put 5 back in: not the domain"),
        ("ok_near_unicode", "B", "tag", "t", "<answer>[2,5)∪(5,∞)</answer>", "the gold written with Unicode union and infinity signs"),
        ("neg_uncertain", "A", "boxed", "@", "$\\boxed{[2, 5) \\cup (5, \\infty)}$ (uncertain whether 2 belongs)", "the model marks its own box as uncertain"),
        ("unit_m", "A", "prose_sentence", "s", "The domain is $[2, 5) \\cup (5, \\infty)$ meters.", "meters on a set of real numbers: a unit of another kind"),
        ("ret_edit", "A", "boxed", "f", "$\\boxed{[2, 5) \\cup (5, \\infty)}$\nEdit: I'll exclude x = 2 too, since the numerator vanishes there: $\\boxed{(2, 5) \\cup (5, \\infty)}$.", "'Edit:' after the box with a new (mistaken) value that drops 2"),
        ("quo_site", "A", "boxed", "f", "A homework website gives $[2, 5) \\cup (5, \\infty)$, but I leave out the endpoint where the root is zero: $\\boxed{(2, 5) \\cup (5, \\infty)}$.", "the gold only as a website's figure (reported); the model's own box drops 2"),
     ]),
    ("committee", "84",
     "In how many ways can a committee of 3 people be chosen from a group of 9 people?",
     "$\\binom{9}{3} = \\frac{9 \\cdot 8 \\cdot 7}{3!} = \\frac{504}{6} = 84$.\n",
     "9·8·7 = 504, divided by 6 is 84.\n",
     llama(
        ("Count ordered choices.", "Choosing 3 people in order: $9 \\times 8 \\times 7 = 504$ ways."),
        ("Remove the order.", "Each committee is counted $3! = 6$ times, once for each order of its members."),
        ("Divide.", "$\\binom{9}{3} = \\frac{504}{6} = 84$. The 504 would count a president, a secretary and a treasurer, but this committee has no roles, and $9^3 = 729$ would let one person be chosen twice."),
     ),
     "Committee of 3 from 9, and order doesn't matter: C(9,3) = 9! / (3! 6!) = (9 * 8 * 7) / (3 * 2 * 1) = 504 / 6 = 84. Check: C(9,6) = 84 too, by symmetry, since leaving out 6 people is the same as choosing 3. The 504 counts ordered choices, not asked, and 9^3 = 729 would allow repeats. So there are 84 ways.\n",
     [
        ("tag_perm", "A", "tag", "F", "<answer>There are $\\boxed{504}$ ways.</answer>", "a box inside the tag holding 504, the ordered choices"),
        ("phr_words", "A", "prose_sentence", "f", "So there are five hundred four ways to choose the committee.", "number words with no marker holding 504, the ordered choices"),
        ("post_practice", "A", "boxed", "f", llama_end("504") + "\n\nPractice: how many 6-person groups can be chosen from 9 people? $\\binom{9}{6} = \\boxed{84}$.", "the committed box is 504; 84 only in a self-set practice problem (another problem with the same value)"),
        ("near_tiny", "A", "tag", "t", "<answer>84 - \\frac{\\pi}{10^{60}}</answer>", "a tiny exact offset taken from the count: not 84"),
        ("neg_notconf", "A", "boxed", "f", "$\\boxed{84}$ — not confident this shouldn't be 504.", "the model doubts its own box"),
        ("ok_neg_note", "B", "tag", "t", "<answer>84 (not 504, which counts ordered choices)</answer>", "an honest note in the tag negating ANOTHER value"),
        ("ok_unit_committees", "B", "answer_is", "@", "$\\binom{9}{3} = 84$.\nThe answer is 84 committees.", "the gold counted in committees, the thing asked"),
        ("unit_people", "A", "answer_is", "s", "The answer is 84 people.", "'people' where a number of ways is asked: it changes what the number counts"),
        ("ret_roles", "A", "boxed", "f", llama_end("84") + "\n\nHmm, on reflection the committee has a chair, a secretary and a treasurer, so order matters: $\\boxed{504}$.", "a retraction after the box with a new value, 504 (a false premise)"),
        ("quo_prove", "A", "none", "@", "You asked: \"Prove that there are $\\boxed{84}$ ways.\" I won't prove a count I haven't derived.", "84 only in the user's quoted request, then a refusal: no_answer"),
     ]),
    ("sphere", "36\\pi",
     "A sphere has radius 3 cm. What is its volume, in cubic centimeters? Express your answer in terms of $\\pi$.",
     "$V = \\frac{4}{3}\\pi r^3 = \\frac{4}{3}\\pi \\cdot 27 = 36\\pi$.\n",
     "4/3 pi 27 = 36 pi.\n",
     "The volume of a sphere of radius $r$ is $V = \\frac{4}{3}\\pi r^3$.\n\nWith $r = 3$: $$r^3 = 27, \\qquad V = \\frac{4}{3}\\pi \\cdot 27 = 36\\pi.$$\nSo the volume is $36\\pi$ cubic centimeters, about $113.1$.\n\nCuriously, the surface area $4\\pi r^2 = 4\\pi \\cdot 9 = 36\\pi$ square centimeters has the same number, but it is an area, not a volume. Using the diameter $6$ by mistake would give $\\frac{4}{3}\\pi \\cdot 216 = 288\\pi$.\n",
     "Volume of a sphere = (4/3) pi r^3. r = 3, so r^3 = 27. (4/3) * 27 = 36. So 36 pi cubic cm, about 113.1. The surface area would be 4 pi r^2 = 36 pi square cm, the same number by coincidence since r = 3. The diameter 6 would give (4/3) pi 216 = 288 pi, wrong. The question wants the exact volume in terms of pi. So 36 pi.\n",
     [
        ("tag_area", "A", "tag", "F", "<answer>The surface area is 36\\pi square centimeters.</answer>", "a tag sentence naming the surface area (an area, in square centimeters), not the volume, though the number is the same", True),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 288\\pi", "a phrase marker then #### holding 288π (the diameter used)"),
        ("post_user", "A", "boxed", "f", "$V = \\boxed{288\\pi}$\n\nUser: You used the diameter. With r = 3 it should be 36\\pi, right?", "the committed box is 288π; 36π only in an invented User turn"),
        ("near_decimal", "A", "tag", "t", "<answer>113.1</answer>", "a rounded decimal where the exact volume in terms of π is asked"),
        ("neg_maybe", "A", "boxed", "@", "Maybe $\\boxed{36\\pi}$? I might have the formula wrong.", "the model hedges its own box"),
        ("ok_unit_cc", "B", "boxed", "f", "$\\boxed{36\\pi\\text{ cm}^3}$", "the gold in cubic centimeters, the unit asked"),
        ("ret_correction", "A", "tag", "F", "<answer>36\\pi</answer>\nCorrection: 3 cm is the diameter, so r = 1.5 and V = \\frac{4}{3}\\pi (1.5)^3 = 4.5\\pi.\n<answer>4.5\\pi</answer>", "a second tag after 'Correction:' replaces 36π with 4.5π (a misread)"),
        ("ok_ret_fix", "B", "boxed", "s", "$V = \\boxed{288\\pi}$. Oops, 6 is the diameter; with $r = 3$, $V = \\boxed{36\\pi}$.", "a wrong first box corrected to the gold by a second box"),
        ("quo_board", "A", "none", "t", "<answer>The board in class showed 36\\pi; I'm not sure of the formula, so I'll leave my answer blank.</answer>", "36π only as the board's figure (reported), then a refusal: no_answer"),
        ("quo_partner", "A", "boxed", "f", "My lab partner measured 113 mL by water displacement, so I'll go with the measurement: $\\boxed{113}$ cubic centimeters.", "the model adopts a measured 113, not the exact 36π"),
     ]),
]
# A line of extra checking for each problem's full working and full think block (both FULL
# styles stay in 400-1200 characters).
PAD = {
    "marbles": (
        "So the cousin gets 36 marbles and Ava ends with 128; the 20 new marbles are all hers.",
        "Another way: she keeps three quarters, 0.75 * 144 = 108, then adds 20. The cousin's 36 is not asked.",
    ),
    "parking": (
        "Check: 19 - 4 = 15 and 15 / 2.50 = 6 additional hours, plus the first hour makes 7.",
        "Hour by hour: 4, then 6.5, 9, 11.5, 14, 16.5, 19 after the seventh hour. Matches.",
    ),
    "sugar": (
        "Three bags hold 6 cups, so 1.5 cups of sugar are left over for the next baking day.",
        "Three bags give 6 cups, 1.5 cups spare. The per-cup price 1.60 doesn't change the whole-bag rule.",
    ),
    "reading": (
        "Check the weekly figure: 150 / 7 is about 21.4 pages a day on average, between 18 and 30.",
        "Weekly check: 90 + 60 = 150 pages, and 150 + 150 + 150 = 450.",
    ),
    "museum": (
        "Check: $59 + $41 = $100, the bill they paid with.",
        "The children's tickets alone are 27 and the adults' 32; together 59, change 41.",
    ),
    "overtime": (
        "So her regular pay is $560 and her overtime pay is $126.",
        "Overtime pay 126 is 18% of the total, reasonable for 6 of 46 hours at a higher rate.",
    ),
    "tank": (
        "Check: after 9 minutes the tank holds 24 + 4 \\times 9 = 60 gallons, exactly full.",
        "Minute by minute from 24: 28, 32, 36, 40, 44, 48, 52, 56, 60 after 9 minutes.",
    ),
    "eggs": (
        "So the farmer earns $35 each week, and over 4 weeks that adds up to $140.",
        "Per hen: 5 eggs a week is 20 eggs in 4 weeks, and 24 hens * 20 = 480 eggs. Consistent.",
    ),
    "running": (
        "The daily distances grow by the same 1.5 km each day, so the list is an arithmetic sequence.",
        "Day by day the gains are 1.5, 3, 4.5 and 6 km over Monday's 5, that is 15 extra on top of 5 * 5 = 25.",
    ),
    "pencils": (
        "Check: 12 + 16 = 28 students, as given.",
        "12 + 16 = 28 students, right. Boys' share of the pencils 36 / 68, girls' 32 / 68.",
    ),
    "lcm": (
        "Listing multiples of 18 (18, 36, 54, 72) and of 24 (24, 48, 72) confirms that 72 is the first one they share.",
        "Multiples of 18: 18, 36, 54, 72. Multiples of 24: 24, 48, 72. First shared one is 72.",
    ),
    "dice": (
        "",
        "Listing by the first die: 1 none, 2 with 6, 3 with 5, 4 with 4, 5 with 3, 6 with 2. Five outcomes.",
    ),
    "absval": (
        "",
        "On the number line, 3 - 7 = -4 and 3 + 7 = 10 are the two points at distance 7 from 3.",
    ),
    "distance": (
        "The horizontal leg is 4 and the vertical leg is 6, so the distance is the hypotenuse of a right triangle with legs 4 and 6.",
        "Right triangle with legs 4 and 6, hypotenuse sqrt 52. 7^2 = 49 < 52 < 64 = 8^2, so between 7 and 8.",
    ),
    "log": (
        "Since $\\log_4 16 = 2$ and $\\log_4 64 = 3$, the value $\\frac{5}{2}$ lies between them, as it should.",
        "Also 32 = 4^2 * 2 = 4^2 * 4^(1/2), so the exponent is 2 + 1/2 = 5/2. It lies between log_4 16 = 2 and log_4 64 = 3.",
    ),
    "complex": (
        "The real part is 5 and the imaginary part is 1, so the product lies in the first quadrant of the complex plane.",
        "Real part 2 + 3 = 5, imaginary part -2 + 3 = 1. Written as a + bi: 5 + i.",
    ),
    "cosine": (
        "The same value follows from $\\cos(\\pi - \\theta) = -\\cos\\theta$ with $\\theta = \\frac{\\pi}{3}$.",
        "Also cos(pi - x) = -cos x with x = pi/3 gives -1/2. Consistent.",
    ),
    "domain": (
        "",
        "Test points: x = 3 gives sqrt(1)/(-2), defined; x = 5 divides by zero; x = 1 has sqrt(-1), not real.",
    ),
    "committee": (
        "As a check, $\\binom{9}{3} = \\binom{9}{6} = 84$, by symmetry.",
        "Pascal's row 9: 1, 9, 36, 84, 126, 126, 84, 36, 9, 1. The fourth entry is 84.",
    ),
    "sphere": (
        "",
        "Check the arithmetic: 27 / 3 = 9, times 4 = 36. So 36 pi exactly.",
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
    "m_sphere_tag_area": (
        "reject",
        '"<answer>The surface area is 36\\pi square centimeters.</answer>": the tag states the '
        "surface area, an area in square centimeters, where the volume in cubic centimeters is "
        "asked; that the number 36\\pi is the same (r = 3) is a coincidence, and a unit of another "
        "kind is wrong. A reader who takes the number alone would accept it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam263", CASES, [], DECISIONS)
