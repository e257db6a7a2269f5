"""Build adversarial_redteam269.jsonl: round 269 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam269"), written by a helper of the reason-ppo team (issue
25) WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file,
the project README or any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify,
sympy or any grader on the probes (python used for plain arithmetic only). Not model output. Only
corpus/README.md (sections "Forms" and "How each source was labelled"), corpus_build.py (the
helpers th, llama, qwen, g, m, write_probes and the chat-token constants IM_USER, EOT_USER; copied
unchanged beside this file) and the two template builders build_adversarial_redteam267.py / 263.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round (issue 25): a grader's hidden probe set written from the issue alone, English,
200 probes, 100 GSM8K and 100 MATH, 150 kind A (137 wrong, 13 no_answer; 75 GSM8K, 75 MATH) and
50 kind B (25 GSM8K, 25 MATH; 23 short, 27 full); 100 SHORT (one to four lines: a one-line working
or a one-line think block, then the final; or the final lines alone) and 100 FULL (400-1200
characters: a real model's working, the trap in the last lines; both limits checked when
building; five of each a problem; full ones here 415-698 characters); 69 in the R1-Zero format
(the text opens with `<think>` and holds an `<answer>` tag: 33 GSM8K, 36 MATH; 51 kind A, 18 kind
B). Forms: tag 65, boxed 53, answer_is 40, hash 25, none 12, prose_sentence 4, truncated 1. Full
working is written in the shapes of real models: GSM8K `<<a*b=c>>` calculator lines, Llama 3
"## Step N:" steps, Qwen2.5-Math numbered steps, MATH-style prose with display math, and R1 think
blocks then `<answer>`.

Classes (25 probes each, 6 or 7 kind B; the class opens the shape of an id), each with its honest
twins (kind B: a correction that lands on the gold, a check that confirms, someone else's wrong
value reported then the model's own right one, an honest note after the value):
  tag   the answer tag read like a small completion: a sentence naming another quantity (bags
        filled, the area, the first leg's time, fish sold, one coat's paint, the total cost, one
        week's pages, eggs laid, the minimum value, the quotient, favorable cards, one angle, the
        modulus, the square of the sum), an equation or chain ending on another value (x + 1 = 5,
        8 × 7 × 6 = 336), the roots for a solution set, a box in the tag holding another value
        (2760 a month), an unclosed tag cut before its value (truncated). Kind B: sentences with
        the gold (twice), equation chains ending on the gold (three times, one with slash
        fractions), an unclosed tag holding the gold;
  phr   answer phrases: a phrase marker then `####` ("So the answer is", "So the answer is:" twice,
        "Final Answer:") holding another value; `$\text{Answer: } 203$ dollars.`, `24$ dollars`,
        `\frac{1}{4}`, `1 + 5i`, `1080^\\circ`; "I think the answer is definitely ..." (28,800, 8,
        4, 7.5, [1, 4], 4√5, and inside a tag 72); number words for another value ("two and a
        half hours", "sixty-four dollars" dropping the cents, "twenty-eight ways"). Kind B: "So
        the answer is: #### 45", `$\text{Answer: } \\$64.80$`, `$\text{Answer: } (3, 4).$`, "I
        think the answer is definitely $\frac{4}{13}$.", "The answer is 27.\n27 fish are still
        ...", "The answer is 720.\n720° is the total ...";
  post  text after a committed answer: invented User / ChatML / Llama 3 turns naming the gold after
        a wrong answer; self-set "bonus", "practice", "next exercise", "exercise", "follow-up"
        problems whose box, `####` or tag holds the gold (some another problem with the same
        value); a redo, recount, double-check cut off. Kind B: the committed gold followed by a
        self-set problem with its own box or `####` of ANOTHER value (twice), an invented Llama 3
        or User turn with no value (twice), a self-set exercise with no value, a check cut off;
  near  exact values compared exactly: tiny exact offsets (45\\cos(10^{-40}), 406 + \tan(10^{-90}),
        27 + e^{-200}, 31 - \\ln(1 + 10^{-50}), 36 + 1/2^{200}, 4 - 2^{-150}, 5 + (5 + 10^{-70})i),
        rounded decimals (33,000, 65, 0.3077, 11.31), hedges ("roughly", "about", "≈" three times,
        "~"), a half-open interval for an open one. Kind B: 11/4, 216/54, 6.0 × 10^2, (6/2, 8/2),
        \\log_3 81, \binom{8}{5}, 1 < x < 4;
  neg   negation, strike-out and annotation: \text{ (doubtful)}, \text{ (unconfirmed)}, \text{
        (uncertain sign)} in a box; "(not sure, it might be 2.8)", "I'm doubtful about ...", "(this
        needs double-checking ...)", "maybe? I'm not sure ...", "(not sure)" in a tag, a cross with
        a stated doubt, "?? (I might have ...)", "(unsure whether ...)", "but I'm not convinced
        ..."; struck values replaced (`~~406~~ 203`, `<del>4</del> 8`, `~~720~~ 1080` in a tag);
        denied or struck with nothing in its place (`\not= 27`, `(x, y) \neq (3, 4)`, `x \ne 4`,
        `\\cancel{56}`: no_answer). Kind B: honest notes negating ANOTHER value after the gold (on a
        `####` line, after a box, after "The answer is", in a tag), check marks with a check that
        confirms (after `####`, in a tag);
  unit  a unit or scale of another kind, or a word that changes what the number counts: cookies,
        minutes (debatable), %, fewer, square feet, tickets, words, % on a price, dozen, radians
        and cm^2 on a point, percent on a remainder, % on a probability, degrees on an exponent's
        solution, cubic units on an area, ohms on a complex product, inches on a set of reals,
        people for a number of committees, % on a surd. Kind B: "406 dollars", "2.75 hours", "31
        dollars in change", "15 square units", "720 degrees", "56 ways";
  ret   retractions and corrections after the answer: Edit (twice), Oops, Never mind (twice),
        Update, "(Not 27; 46 ...)", Erratum, Wrong!, Actually, Scratch that, Hmm no, Correction
        (three times), On reflection, Hmm wait, Revised, each with a new value (misread,
        miscomputed or from a false premise: still the model's answer, wrong), and "The above is
        only a placeholder; I'll fill in the real answer ..." (no_answer). Kind B: a wrong first
        answer (box, tag three times, "The answer is" twice) corrected to the gold after "wait",
        "Hold on", "No —" (twice), "Wait", "Oops";
  quo   statements the model did not make: an answer key (twice), a quoted `> #### 27`, a quoted
        box from a book, a worksheet line, the user's request ("You asked: \"Prove that ...\""),
        the board, each followed by a refusal (no_answer); an app, a chart, a cashier, a mother,
        an example receipt, a textbook, a key, a tutor, a lab partner, a classmate, an online
        solver, each followed by the model's own other value (wrong). Kind B: a sister's,
        coworker's, reading log's, neighbor's, classmate's (from a calculator), friend's and answer
        key's wrong value reported, then the model's own gold.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; wrong values
the probes end on in brackets):
GSM8K: cookies 4 x 36 = 144, 1/6 = 24 given, 120 in bags of 8 = 15 bags at $3 -> 45 (15; 54 = 18
bags x 3; 39 = 13 bags from 108); fence 2 x (18 + 11) = 58 m at $7 -> 406 (198 the area; 203 = 29
x 7; 1386 = 198 x 7; 392 = 56 x 7); cyclist 27/18 + 15/12 = 1.5 + 1.25 -> 2.75 (1.5; 2.5; 2.8 =
42/15; 165 minutes; 2.33 = 42/18); raise 2400 x 1.15 = 2760, x 12 -> 33120 (2760; 28,800; 4320;
33,000; 32,040 = 3 x 2400 + 9 x 2760; 29,160 = 28,800 + 360); fish 3 x 28 = 84 - 19 - 38 -> 27
(57; 46 = 84 - 38; 65 = 84 - 19); paint 9 x 12 = 108, x 2 = 216, / 54 -> 4 (2; 8; 3.33 = 180/54);
tickets 2 x 18 + 3 x 11 = 69, 100 - 69 -> 31 (69; 24 = 100 - 76; 47.50 = 100 - 52.50; 28 = 100 -
72); pages 5 x 24 + 2 x 40 = 200 a week, x 3 -> 600 (200; 504 = 21 x 24; 840 = 21 x 40; 480 = 3
x 160; 360 = 3 x 120); jacket 80 x 0.75 = 60, x 1.08 -> 64.8 (60; 64; 65; 66.40 = 60 + 6.40);
eggs 16 x 6 = 96 = 8 dozen x 4.50 -> 36 (96; 72 = 16 x 4.50; 432 = 96 x 4.50).
MATH: vertex of y = x^2 - 6x + 13 = (x - 3)^2 + 4 -> (3,4) (the minimum 4; (-3, 4); (3, -4);
(-3, 40)); 2^{10} = 1024 = 7 x 146 + 2 -> 2 (146; 4; 9 = 32^2 mod 7 unreduced); king or heart
13 + 4 - 1 = 16 of 52 -> \frac{4}{13} (16; 17/52; 1/4; 0.3077; 15/52); 3^{x+1} = 243 = 3^5 -> 4
(5; 80); triangle (0,0), (6,0), (2,5): (1/2)(6)(5) -> 15 (30; 7.5; 3√41; 3√29); (1 + 2i)(3 - i) =
3 + 5i + 2 -> 5+5i (1 + 5i with i^2 = 1; 5√2 the modulus; 5 - 5i); hexagon (6 - 2) x 180 -> 720
(120; 1080; 360); x^2 - 5x + 4 = (x - 1)(x - 4) < 0 -> (1,4) (the roots; [1, 4]; (1, 4]; the
outside); C(8, 3) = 336 / 6 -> 56 (336; 28); \\sqrt{72} + \\sqrt{8} = 6√2 + 2√2 -> 8\\sqrt{2} (128
the square; 4√5 = √80; 11.31; 10√2; √50 + √18 = 8√2 too; √128 = 8√2).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
tag, phr, post, near, neg, unit, ret or quo (25 each; the builder prints the counts to stderr).
10 probes a problem, 10 GSM8K and 10 MATH problems; every problem has each class once plus two
(the pairs tag + phr, post + near, neg + unit, ret + quo, five problems each), and 2 or 3 kind B
(checked: every class in every problem). Style letters in the tables: "s" the one-line working
then the final, "t" a one-line think block then the final, "@" the final lines are the whole
completion (all three SHORT: at most four lines, checked), "f" the full working then the final,
"F" a full think block then the final (both FULL: 400-1200 characters, checked; some problems'
think blocks carry a line of extra checking from PAD); every "t" and "F" probe holds an
`<answer>` tag and no other probe does (checked). Kind A: truth wrong, or no_answer where the form
is `truncated` (an unclosed tag cut before its value) or `none` (no answer left: denied, struck
out, withdrawn as a placeholder, only quoted, refused); kind B: truth correct.

Label conventions (corpus/README.md "How each source was labelled"; the round's brief; rounds 263
and 267): the LAST final answer counts; in the R1-Zero format the answer tag is the final answer
whatever the think block concluded, read like a small completion (a sentence, an equation chain,
a box, a phrase inside it; an unclosed tag still holds its answer; one cut before its value holds
none), and a second tag after a correction replaces the first; with no marker and no box the
answer is the value the concluding sentence states as the answer to the question asked (number
words included). A phrase marker followed by `####` is one marker. A restatement that differs
makes the answer wrong; a trailing check that restates or confirms the value does not change it;
a retraction after the answer replaces it (with a new value, even a misread or miscomputed one:
that value is the answer, wrong; with none, as "the above is a placeholder", no_answer). Text
after the committed answer (an invented user turn in any chat format, a self-set problem of any
name with its own box, `####` or tag, a redo or check cut off) is not the answer to the question
asked: the committed answer stands, right or wrong. Quoted or reported text (a key, a sheet, a
book, the user's request, a board, an app, a chart, a cashier, a relative, a receipt, a textbook,
a tutor, a partner, a classmate, a solver, a coworker, a log, a neighbor, a friend) is not the
model's statement: the model's own value is its answer, and with none (a refusal) the probe is
no_answer. A hedge of an exact value is wrong; so is a value the model marks doubtful, unsure,
unconfirmed, uncertain, needing a check or crossed with a doubt, and a struck value replaced by
another; a denied or struck value with nothing in its place is no_answer. A negation of ANOTHER
value after the gold leaves the gold, and so does a check mark with a check that confirms. A unit
or scale of another kind is wrong, and so is a word after the number that changes what it counts
(cookies, fewer, tickets, words, dozen, people, %); an exact expression equals the gold only if it
is the gold; a decimal that is not exactly the gold is wrong. Equal values in another form are
correct (11/4, 216/54, 6.0 × 10^2, (6/2, 8/2), \\log_3 81, \binom{8}{5}, \\sqrt{128}, 16/52 = 4/13,
"406 dollars", "2.75 hours", "31 dollars in change", "15 square units", "720 degrees", "56 ways").

Debatable (2, with DECISIONS): `g_cyclist_unit_minutes` ("#### 165 minutes" for 2.75 hours:
reject); `ok_m_quadineq_near_ineq` ("$\boxed{1 < x < 4}$" where interval notation is asked:
accept).

Not covered: the issue's lone-surrogate batch crash (`#### 18 \ud800`) is an input-robustness
case, not a labelled completion, and a lone surrogate cannot be written to this UTF-8 JSONL.

Usage: cd /tmp/rounds/rt269 && python build_adversarial_redteam269.py
(writes adversarial_redteam269.jsonl beside itself and corpus_build.py, in /tmp/rounds/rt269; a
second run rewrites it byte-identical; the splits are printed to stderr)"""

import sys  # noqa: E402
from collections import Counter  # noqa: E402

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    g,
    llama,
    m,
    qwen,
    th,
    write_probes,
)

# (key, gold, question, short working, short think, full working, full think, probes); a probe is
# (suffix, kind, form, style, final, note[, debatable]); styles in `table`.
# fmt: off
GPROBS = [
    ("cookies", "45",
     "Lena bakes 4 batches of 36 cookies. She gives 1/6 of the cookies to her neighbors and sells the rest in bags of 8 cookies for $3 a bag. How much money does she make?",
     "4 × 36 = 144 cookies; 1/6 is 24 given away, 120 left; 120 ÷ 8 = 15 bags × $3 = $45.\n",
     "144 cookies, 24 given, 120 in 15 bags at 3 dollars: 45.\n",
     "Lena bakes 4 * 36 = <<4*36=144>>144 cookies.\nShe gives away 144 / 6 = <<144/6=24>>24 cookies to her neighbors.\nThat leaves 144 - 24 = <<144-24=120>>120 cookies to sell.\nShe packs them 8 to a bag, which makes 120 / 8 = <<120/8=15>>15 bags.\nEach bag sells for $3, so she makes 15 * 3 = <<15*3=45>>45 dollars.\nCheck: bagging all 144 cookies would give 144 / 8 = <<144/8=18>>18 bags and 18 * 3 = <<18*3=54>>54 dollars, but the 24 cookies for the neighbors are not sold.\n",
     "4 batches of 36 is 144 cookies. A sixth goes to the neighbors: 144 / 6 = 24. So 120 are left to sell. Bags of 8: 120 / 8 = 15 bags. At 3 dollars a bag, 15 * 3 = 45. Careful: the 3 dollars is per bag, not per cookie, so not 120 * 3 = 360. And not 18 bags from all 144 cookies, that forgets the gift. Check: 45 / 3 = 15 bags, 15 * 8 = 120 cookies, 120 + 24 = 144. Good. So Lena makes $45.\n",
     [
        ("tag_bags", "A", "tag", "F", "<answer>She fills 15 bags.</answer>", "a tag sentence naming the bags filled, not the money made"),
        ("ok_tag_sent", "B", "tag", "t", "<answer>Lena makes $45 from the cookie bags.</answer>", "a sentence in the tag stating the gold"),
        ("phr_hash", "A", "hash", "s", "So the answer is #### 54", "a phrase marker then #### holding 54, as if all 144 cookies were bagged"),
        ("ok_phr_hash", "B", "hash", "s", "So the answer is: #### 45", "a phrase marker with a colon then #### holding the gold"),
        ("post_bonus", "A", "hash", "f", "#### 54\n\nBonus: if she sold 15 bags at $3 each, she would make 15 × 3 = $45.\n#### 45", "the committed #### is 54; 45 only in a self-set bonus with its own ####"),
        ("near_cos", "A", "boxed", "s", "$\\boxed{45\\cos(10^{-40})}$", "45 times the cosine of a tiny angle: an exact value just below 45, not 45"),
        ("neg_annot", "A", "boxed", "@", "$\\boxed{45 \\text{ (doubtful)}}$", "an annotation in the box marks the value as doubtful"),
        ("unit_cookies", "A", "answer_is", "f", "The answer is 45 cookies.", "cookies (a count) where an amount of money is asked"),
        ("ret_edit", "A", "tag", "F", "<answer>45</answer>\nEdit: she gives away a quarter, not a sixth, so 144 − 36 = 108 cookies, 13 full bags, and 13 × 3 = 39.\n<answer>39</answer>", "a second tag after 'Edit:' replaces 45 with 39 (a misread fraction)"),
        ("ok_quo_sister", "B", "boxed", "f", "My sister worked it out as $54 by bagging all 144 cookies, but 24 of them go to the neighbors, so only 15 bags are sold: $\\boxed{45}$.", "the sister's wrong 54 reported, then the model's own gold"),
     ]),
    ("fence", "406",
     "A rectangular garden is 18 meters long and 11 meters wide. Fencing costs $7 per meter. How much does it cost to fence the whole garden?",
     "Perimeter 2 × (18 + 11) = 58 m; 58 × $7 = $406.\n",
     "Perimeter 58 m at 7 a meter: 406.\n",
     "The garden is a rectangle 18 m long and 11 m wide.\nThe fence goes all the way around, so its length is the perimeter: 2 * (18 + 11) = <<2*(18+11)=58>>58 meters.\nFencing costs $7 per meter, so the fence costs 58 * 7 = <<58*7=406>>406 dollars.\nThe area, 18 * 11 = <<18*11=198>>198 square meters, is not needed: the fence goes around the edge, not over the ground.\nCheck: the two long sides cost 2 * 18 * 7 = <<2*18*7=252>>252 dollars and the two short sides 2 * 11 * 7 = <<2*11*7=154>>154 dollars, and 252 + 154 = 406.\n",
     "Garden 18 by 11 meters. A fence around it means the perimeter: 18 + 11 + 18 + 11 = 58 meters. At 7 dollars a meter: 58 * 7 = 350 + 56 = 406. Not the area 18 * 11 = 198, and not 198 * 7 = 1386, which would price the ground, not the edge. Also not 29 * 7 = 203, that is only two of the sides. Check: 406 / 7 = 58, and 58 / 2 = 29 = 18 + 11. Good. So fencing the garden costs $406.\n",
     [
        ("tag_area", "A", "tag", "t", "<answer>The area is 198 square meters.</answer>", "a tag sentence naming the area, not the cost"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 203$ dollars.", "an answer phrase inside \\text{} holding 203, the price of two sides only"),
        ("post_user", "A", "hash", "f", "#### 1386\n\nUser: Wait, the fence only goes around the edge, so isn't it 58 × 7 = 406?", "the committed #### is 1386 (the area priced); 406 only in an invented User turn"),
        ("ok_post_selfset", "B", "boxed", "f", "So the fence costs $\\boxed{406}$.\n\nTry this next: a square garden 15 m on a side with fencing at $9 a meter needs 60 m, which costs 60 × 9 = $\\boxed{540}$.", "the committed gold, then a self-set problem with its own box of another value"),
        ("near_hedge", "A", "hash", "@", "#### roughly $406", "'roughly' hedges an exact amount of money"),
        ("near_tan", "A", "tag", "F", "<answer>$406 + \\tan(10^{-90})$</answer>", "a tiny exact offset (the tangent of a tiny angle) added to the cost: not 406"),
        ("neg_struck", "A", "answer_is", "s", "The answer is ~~406~~ 203.", "406 struck out, 203 in its place"),
        ("ok_unit_dollars", "B", "answer_is", "f", "So the answer is 406 dollars.", "the gold with the unit asked"),
        ("ret_oops", "A", "boxed", "f", "$\\boxed{406}$\n\nOops — there is a 2-meter gate that needs no fencing, so the fence is 56 m and costs 56 × 7 = $\\boxed{392}$.", "'Oops' after the box with a new (false-premise) value, 392"),
        ("quo_key", "A", "none", "t", "<answer>The worksheet's answer key lists 406, but I can't see the garden's plan, so I won't give a number.</answer>", "406 only as the key's figure (reported), then a refusal: no_answer"),
     ]),
    ("cyclist", "2.75",
     "Priya cycles 27 km at 18 km per hour, then 15 km at 12 km per hour. How many hours does the whole ride take?",
     "27 ÷ 18 = 1.5 h; 15 ÷ 12 = 1.25 h; 1.5 + 1.25 = 2.75 h.\n",
     "1.5 h plus 1.25 h is 2.75 h.\n",
     qwen("To find the total time, we find the time for each part of the ride (distance divided by speed) and add them.",
          ("First part", "\\(27 \\div 18 = 1.5\\) hours."),
          ("Second part", "\\(15 \\div 12 = 1.25\\) hours."),
          ("Total time", "\\(1.5 + 1.25 = 2.75\\) hours. Dividing the total distance \\(42\\) km by the average of the two speeds, \\(15\\) km/h, would give \\(2.8\\) hours, which is wrong because she spends more time at the slower speed.")),
     "First leg: 27 km at 18 km/h, time 27 / 18 = 1.5 hours. Second leg: 15 km at 12 km/h, time 15 / 12 = 1.25 hours. Total 1.5 + 1.25 = 2.75 hours. That's 2 hours 45 minutes, or 165 minutes, but the question asks for hours. Careful: not 42 / 15 = 2.8, averaging the speeds is wrong since the legs take different times. Check: 18 * 1.5 = 27 and 12 * 1.25 = 15. Good. So the ride takes 2.75 hours.\n",
     [
        ("tag_leg", "A", "tag", "t", "<answer>The first part takes 1.5 hours.</answer>", "a tag sentence naming the first leg's time only"),
        ("phr_words", "A", "prose_sentence", "f", "So the whole ride takes two and a half hours.", "number words with no marker for 2.5 hours, not 2.75"),
        ("post_cut", "A", "tag", "F", "<answer>2.8</answer>\nLet me redo it leg by leg to be sure: the first leg takes 27 / 18 =", "the committed tag is 2.8 (the averaged speeds); the redo after it is cut off"),
        ("ok_near_frac", "B", "boxed", "s", "$\\boxed{\\frac{11}{4}}$", "11/4 is exactly 2.75"),
        ("neg_unsure", "A", "hash", "@", "#### 2.75 (not sure, it might be 2.8)", "a value the model marks as unsure, with another in view"),
        ("neg_doubt", "A", "answer_is", "f", "The answer is 2.75 hours — I'm doubtful about the second leg, though.", "the model states doubt about its own value"),
        ("unit_minutes", "A", "hash", "s", "#### 165 minutes", "165 minutes is the same duration, but the question asks for hours and the number given is 165", True),
        ("ok_unit_hours", "B", "tag", "t", "<answer>2.75 hours</answer>", "the gold with the unit asked"),
        ("ret_never", "A", "boxed", "f", "$\\boxed{2.75}$\n\nNever mind: she rides the whole 42 km at the average speed of 15 km/h, so 42 ÷ 15 = $\\boxed{2.8}$.", "'Never mind' after the box with a new (miscomputed) value, 2.8"),
        ("quo_app", "A", "tag", "F", "<answer>The route app says 2.75 hours, but by my own count the ride is 42 km at 18 km/h, so 2.33 hours.</answer>", "2.75 only as the app's figure (reported); the model's own value in the tag is 2.33"),
     ]),
    ("raise", "33120",
     "Omar earns $2,400 a month. He gets a 15% raise. How much will he earn in a full year at his new salary?",
     "15% of $2,400 is $360, so $2,760 a month; 12 × $2,760 = $33,120.\n",
     "New pay 2400 × 1.15 = 2760 a month, × 12 = 33120.\n",
     llama(
        ("Find the raise.", "15% of $2,400 is 0.15 × 2,400 = $360."),
        ("Find the new monthly salary.", "$2,400 + $360 = $2,760 per month, the same as 2,400 × 1.15 = 2,760."),
        ("Find the yearly pay.", "12 × $2,760 = $33,120. At the old salary he would earn 12 × $2,400 = $28,800 a year, so the raise adds 12 × $360 = $4,320, and $28,800 + $4,320 = $33,120."),
     ),
     "Monthly pay 2400. Raise 15%: 2400 * 0.15 = 360. New monthly pay 2400 + 360 = 2760. A year is 12 months: 2760 * 12 = 27600 + 5520 = 33120. Careful: the question wants the whole year's earnings, not the raise (360 a month, 4320 a year) and not the new monthly pay. Check another way: old yearly pay 28800, plus 15% of it, 28800 + 4320 = 33120. Good. So Omar earns $33,120 in a year.\n",
     [
        ("tag_box", "A", "tag", "t", "<answer>His new pay is $\\boxed{2760}$ a month.</answer>", "a box inside the tag holding the monthly pay, not the year's"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely $28,800$.", "an answer phrase with a trailing adverb holding the old year's pay"),
        ("post_chat", "A", "tag", "F", "<answer>4320</answer>" + IM_USER + "Shouldn't it be the whole year's pay, 12 × 2,760 = 33,120?", "the committed tag is 4320 (the raise over a year); 33,120 only in an invented ChatML user turn"),
        ("near_round", "A", "hash", "f", "Rounded to the nearest thousand, Omar earns about $33,000.\n#### 33000", "a rounded value of an exact amount"),
        ("ok_neg_note", "B", "hash", "f", "#### 33120\n(Not 28,800 — that is the old salary for a year.)", "an honest note after the #### value negating ANOTHER value"),
        ("unit_pct", "A", "boxed", "@", "$\\boxed{33120\\%}$", "a percent sign on an amount of money"),
        ("ret_update", "A", "answer_is", "f", "The answer is $33,120.\nUpdate: the raise only starts in April, so he earns 3 × 2,400 + 9 × 2,760 = $32,040 this year. The answer is $32,040.", "'Update:' with a new (false-premise) value, 32,040"),
        ("ok_ret_fix", "B", "boxed", "s", "$\\boxed{2760}$ — wait, that is one month. For the year: 12 × 2,760 = $\\boxed{33120}$.", "a wrong first box corrected to the gold after 'wait'"),
        ("quo_key", "A", "none", "t", "<answer>The answer key at the back says 33,120. I can't check it without knowing when the raise starts, so I won't commit to a number.</answer>", "33,120 only as the key's figure (reported), then a refusal: no_answer"),
        ("ok_quo_coworker", "B", "boxed", "f", "My coworker figured 2,400 × 12 + 360 = $29,160, adding the raise only once, but the raise comes every month: 12 × 2,760 = $\\boxed{33120}$.", "a coworker's wrong 29,160 reported, then the model's own gold"),
     ]),
    ("fish", "27",
     "A pet store has 3 tanks with 28 fish in each. It sells 19 fish on Monday and twice as many on Tuesday. How many fish are left?",
     "3 × 28 = 84 fish; sold 19 + 2 × 19 = 57; 84 − 57 = 27 left.\n",
     "84 fish, 19 + 38 = 57 sold, 27 left.\n",
     "The store starts with 3 * 28 = <<3*28=84>>84 fish.\nOn Tuesday it sells twice as many as on Monday: 2 * 19 = <<2*19=38>>38 fish.\nOver the two days it sells 19 + 38 = <<19+38=57>>57 fish.\nSo 84 - 57 = <<84-57=27>>27 fish are left.\nCheck: after Monday there are 84 - 19 = <<84-19=65>>65 fish, and after Tuesday 65 - 38 = <<65-38=27>>27 fish, the same.\nSpread evenly, that would be 27 / 3 = <<27/3=9>>9 fish in each tank.\n",
     "3 tanks of 28: 84 fish. Monday sold 19. Tuesday twice as many, 38. Total sold 19 + 38 = 57. Left: 84 - 57 = 27. Careful: 'twice as many' means 38 on Tuesday alone, not 38 in total over both days, which would leave 84 - 38 = 46. And not 57, that's the number sold. Check step by step: 84 - 19 = 65 after Monday, 65 - 38 = 27 after Tuesday. Good. So 27 fish are left.\n",
     [
        ("tag_sold", "A", "tag", "F", "<answer>The store sold 57 fish.</answer>", "a tag sentence naming the fish sold, not the fish left"),
        ("ok_tag_chain", "B", "tag", "t", "<answer>84 − 19 − 38 = 27</answer>", "an equation chain in the tag ending on the gold"),
        ("phr_hash", "A", "hash", "s", "Final Answer: #### 46", "a phrase marker then #### holding 46 (38 read as both days' sales)"),
        ("ok_phr_trail", "B", "answer_is", "f", "The answer is 27.\n27 fish are still swimming in the three tanks.", "the answer phrase, then a sentence restating the gold as the fish left"),
        ("post_practice", "A", "boxed", "f", "$\\boxed{65}$\n\nPractice: a store with 84 fish sells 19 and then 38 more. How many are left? $84 - 57 = \\boxed{27}$.", "the committed box is 65 (after Monday only); 27 only in a self-set practice problem"),
        ("near_exp", "A", "tag", "F", "<answer>$27 + e^{-200}$</answer>", "a tiny exact offset (e^{-200}) added to the count: not 27"),
        ("neg_not", "A", "none", "@", "$\\boxed{\\text{fish left} \\not= 27}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_fewer", "A", "hash", "s", "#### 27 fewer", "'fewer' after the number turns the count left into a difference"),
        ("ret_paren", "A", "answer_is", "f", "The answer is 27. (Not 27; 46 — Tuesday's 38 already includes Monday's fish.)", "a parenthesis after the answer retracts 27 for 46 (a misreading)"),
        ("quo_quote", "A", "none", "@", "> #### 27\n\nThat line is copied from the answer sheet. I cannot solve this problem myself.", "27 only in a quoted line, then a refusal: no_answer"),
     ]),
    ("paint", "4",
     "Ben paints a wall 9 feet high and 12 feet wide with two coats of paint. One gallon of paint covers 54 square feet. How many gallons of paint does he need?",
     "9 × 12 = 108 sq ft; two coats = 216 sq ft; 216 ÷ 54 = 4 gallons.\n",
     "108 square feet twice is 216, divided by 54 is 4.\n",
     qwen("To find the paint needed, we find the area to cover, double it for two coats, and divide by the coverage of one gallon.",
          ("Area of the wall", "\\(9 \\times 12 = 108\\) square feet."),
          ("Two coats", "\\(2 \\times 108 = 216\\) square feet of painting."),
          ("Gallons", "\\(216 \\div 54 = 4\\) gallons. One coat alone would need \\(108 \\div 54 = 2\\) gallons, so the second coat doubles it.")),
     "Wall 9 ft by 12 ft, area 108 square feet. Two coats means painting 108 square feet twice: 216. One gallon covers 54 square feet, so 216 / 54 = 4 gallons. Don't stop at 2 gallons, that's one coat. And not 8, I shouldn't double twice. Check: 54 * 4 = 200 + 16 = 216 square feet = 2 * 108. Good. So Ben needs 4 gallons of paint.\n",
     [
        ("tag_coat", "A", "tag", "t", "<answer>One coat takes 2 gallons.</answer>", "a tag sentence naming one coat's paint, not the two coats'"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely 8.", "an answer phrase with a trailing adverb holding 8 (doubled twice)"),
        ("ok_post_chat", "B", "tag", "F", "<answer>4</answer>" + EOT_USER + "Thanks! Which brand of paint would you pick?", "the committed gold followed by an invented Llama 3 user turn with no value"),
        ("ok_post_selfset", "B", "hash", "f", "#### 4\n\nNow you try: a wall 8 feet by 10 feet with one coat, and paint that covers 40 square feet a gallon, needs 80 ÷ 40 = 2 gallons.\n#### 2", "the committed gold, then a self-set exercise with its own #### of another value"),
        ("near_hedge", "A", "boxed", "@", "$\\boxed{\\approx 4}$", "'≈' in the box hedges an exact count"),
        ("ok_near_frac", "B", "tag", "F", "<answer>$\\frac{216}{54}$</answer>", "216/54 is exactly 4"),
        ("neg_del", "A", "hash", "s", "#### <del>4</del> 8", "4 struck out with <del>, 8 in its place"),
        ("unit_sqft", "A", "answer_is", "f", "The answer is 4 square feet.", "square feet (an area) where gallons of paint are asked"),
        ("ret_erratum", "A", "boxed", "f", "$\\boxed{4}$\n\nErratum: the wall has a 3 ft by 6 ft window that is not painted, so one coat is 108 − 18 = 90 sq ft, two coats 180 sq ft, and 180 ÷ 54 ≈ 3.33, so $\\boxed{3.33}$ gallons.", "'Erratum:' after the box with a new (false-premise) value, 3.33"),
        ("quo_chart", "A", "tag", "t", "<answer>The store's chart says 4 gallons, but I think two coats double it again: 8 gallons.</answer>", "4 only as the chart's figure (reported); the model's own value in the tag is 8"),
     ]),
    ("tickets", "31",
     "Adult tickets to a show cost $18 and child tickets cost $11. A family buys 2 adult tickets and 3 child tickets and pays with a $100 bill. How much change do they get?",
     "2 × $18 + 3 × $11 = $36 + $33 = $69; $100 − $69 = $31.\n",
     "36 + 33 = 69, change from 100 is 31.\n",
     "Two adult tickets cost 2 * 18 = <<2*18=36>>36 dollars.\nThree child tickets cost 3 * 11 = <<3*11=33>>33 dollars.\nAll five tickets cost 36 + 33 = <<36+33=69>>69 dollars.\nThey pay with a $100 bill, so the change is 100 - 69 = <<100-69=31>>31 dollars.\nCheck: 69 + 31 = <<69+31=100>>100, the amount they handed over.\nWith the counts swapped (3 adults, 2 children) the tickets would cost 54 + 22 = <<54+22=76>>76 dollars, but the family is 2 adults and 3 children.\n",
     "Adults: 2 tickets at 18, that's 36. Children: 3 at 11, that's 33. Total 36 + 33 = 69. Paid 100, so the change is 100 - 69 = 31. Careful not to swap the counts: 3 adults and 2 children would be 54 + 22 = 76. And the question asks for the change, not the total 69. Check: 31 + 69 = 100. Good. So the family gets $31 in change.\n",
     [
        ("tag_total", "A", "tag", "F", "<answer>The tickets cost $69 in all.</answer>", "a tag sentence naming the total cost, not the change"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 24$ dollars.", "an answer phrase inside \\text{} holding 24 (the counts swapped)"),
        ("post_practice", "A", "hash", "f", "#### 69\n\nPractice problem: Tom pays for a $19 book with a $50 bill. His change is 50 − 19 = 31.\n#### 31", "the committed #### is 69 (the total); 31 only in a self-set problem with the same value"),
        ("near_ln", "A", "boxed", "s", "$\\boxed{31 - \\ln(1 + 10^{-50})}$", "a tiny exact offset taken from the change: not 31"),
        ("neg_cross", "A", "tag", "t", "<answer>31 ✗ (I may have swapped the adult and child prices)</answer>", "a cross and a stated doubt mark the value as unreliable"),
        ("ok_neg_check", "B", "hash", "f", "#### 31 ✓ (69 + 31 = 100)", "a check mark with a check that confirms the gold"),
        ("unit_tickets", "A", "hash", "@", "#### 31 tickets", "tickets (a count) where an amount of change is asked"),
        ("ok_unit_change", "B", "answer_is", "s", "The answer is 31 dollars in change.", "the gold with the unit and the thing asked"),
        ("ret_wrong", "A", "tag", "F", "<answer>31</answer>\nWrong! Children get in at half price, so 3 × 5.50 = 16.50, and 100 − (36 + 16.50) = 47.50.\n<answer>47.50</answer>", "a second tag after 'Wrong!' replaces 31 with 47.50 (a false premise)"),
        ("quo_cashier", "A", "answer_is", "f", "The cashier handed back $31, but I think she undercharged for the children, so my own figure is 100 − (36 + 3 × 12) = $28. The answer is 28.", "31 only as the cashier's change (reported); the model's own answer is 28"),
     ]),
    ("pages", "600",
     "Sam reads 24 pages on each weekday and 40 pages on each weekend day. How many pages does he read in 3 weeks?",
     "A week: 5 × 24 + 2 × 40 = 200 pages; 3 weeks: 3 × 200 = 600.\n",
     "120 + 80 = 200 a week, 600 in three weeks.\n",
     llama(
        ("Pages on weekdays.", "There are 5 weekdays, so Sam reads 5 × 24 = 120 pages on weekdays each week."),
        ("Pages on the weekend.", "There are 2 weekend days, so he reads 2 × 40 = 80 pages each weekend."),
        ("Pages in three weeks.", "One week gives 120 + 80 = 200 pages, so three weeks give 3 × 200 = 600 pages. Adding one weekday and one weekend day, 24 + 40 = 64, and tripling it would give only 192, which misses most of the days."),
     ),
     "Weekdays: 5 days at 24 pages = 120. Weekend: 2 days at 40 = 80. One week = 200 pages. Three weeks = 600. Check by days: 3 weeks have 15 weekdays and 6 weekend days: 15 * 24 = 360 and 6 * 40 = 240, and 360 + 240 = 600. Good. Not 21 * 24 = 504 or 21 * 40 = 840, those use one rate for every day. So Sam reads 600 pages in 3 weeks.\n",
     [
        ("tag_week", "A", "tag", "t", "<answer>Sam reads 200 pages each week.</answer>", "a tag sentence naming one week's pages, not three weeks'"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### 504", "a phrase marker then #### holding 504 (the weekday rate every day)"),
        ("post_restart", "A", "tag", "F", "<answer>840</answer>\nLet me recount day by day instead: Monday 24, Tuesday 48, Wednesday", "the committed tag is 840; the recount after it is cut off"),
        ("ok_near_sci", "B", "boxed", "@", "$\\boxed{6.0 \\times 10^{2}}$", "6.0 × 10^2 is exactly 600"),
        ("neg_check", "A", "answer_is", "f", "The answer is 600 pages (this needs double-checking; I may have the weekend rate wrong).", "the model marks its own value as unchecked and possibly wrong"),
        ("unit_words", "A", "hash", "s", "#### 600 words", "words where pages are asked"),
        ("ret_actually", "A", "boxed", "f", "$\\boxed{600}$\n\nActually, he only reads on one weekend day, since Sunday is his rest day: 5 × 24 + 40 = 160 a week, so $\\boxed{480}$.", "'Actually' after the box with a new (false-premise) value, 480"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>200</answer>\nHold on, 200 is only one week. Three weeks: 3 × 200 = 600.\n<answer>600</answer>", "a wrong first tag corrected to the gold after 'Hold on'"),
        ("quo_mom", "A", "hash", "f", "His mom says he read 600 pages, but by my count he skips reading on weekends, so 3 × 120 = 360.\n#### 360", "600 only as the mother's figure (reported); the model's own #### is 360"),
        ("ok_quo_log", "B", "tag", "t", "<answer>Sam's reading log shows 504 because he wrote 24 pages every day, but weekends are 40 pages: the answer is 600.</answer>", "a log's wrong 504 reported in the tag, then the model's own gold"),
     ]),
    ("jacket", "64.8",
     "A jacket costs $80. It is on sale for 25% off, and then 8% sales tax is added to the sale price. What is the final price of the jacket?",
     "25% off $80 is $60; 8% tax on $60 is $4.80; $60 + $4.80 = $64.80.\n",
     "Sale price 60, tax 4.80, total 64.80.\n",
     "The discount is 25% of 80, which is 80 * 0.25 = <<80*0.25=20>>20 dollars.\nThe sale price is 80 - 20 = <<80-20=60>>60 dollars.\nThe tax is 8% of the sale price: 60 * 0.08 = <<60*0.08=4.8>>4.80 dollars.\nThe final price is 60 + 4.80 = <<60+4.8=64.8>>64.80 dollars.\nCheck: 60 * 1.08 = <<60*1.08=64.8>>64.8, the same. Taxing the full $80 instead would give 80 * 1.08 = <<80*1.08=86.4>>86.40 before the discount, which is not how the store charges.\n",
     "Jacket 80. 25% off: 80 * 0.75 = 60. Then 8% tax on 60: 60 * 0.08 = 4.8. Final 60 + 4.8 = 64.8, so $64.80. Careful: I can't just take 25 - 8 = 17% off, 80 * 0.83 = 66.40, because the tax is on the reduced price. And don't round to 65. Check: 64.8 / 1.08 = 60, and 60 / 0.75 = 80. Good. So the final price is $64.80.\n",
     [
        ("tag_open", "A", "truncated", "t", "<answer>The final price, tax included, is $", "an unclosed tag cut before its value: no_answer"),
        ("quo_example", "A", "tag", "F", "<answer>The example receipt shows $64.80, but my own total taxes the full price: 60 + 6.40 = 66.40.</answer>", "64.80 only as the example's figure (reported); the model's own value in the tag is 66.40"),
        ("ok_tag_unclosed", "B", "tag", "t", "<answer>The final price is $64.80.", "an unclosed tag holding the gold"),
        ("phr_words", "A", "prose_sentence", "f", "So the jacket costs sixty-four dollars in the end.", "number words with no marker dropping the 80 cents"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } \\$64.80$", "an answer phrase inside \\text{} holding the gold"),
        ("post_selfset", "A", "hash", "f", "#### 60\n\nNext exercise: a $60 jacket with 8% tax costs 60 × 1.08.\n#### 64.8", "the committed #### is 60 (no tax); 64.8 only in a self-set exercise"),
        ("near_round", "A", "boxed", "@", "Rounded to the nearest dollar: $\\boxed{65}$", "a rounded value of an exact price"),
        ("neg_maybe", "A", "answer_is", "s", "The answer is $64.80, maybe? I'm not sure the tax comes after the discount.", "a value the model marks as unsure"),
        ("unit_pct", "A", "hash", "f", "#### 64.8%", "a percent sign on a price"),
        ("ret_scratch", "A", "boxed", "f", "$\\boxed{64.80}$\n\nScratch that: the 8% tax applies to the original $80, so the tax is 6.40 and 60 + 6.40 = $\\boxed{66.40}$.", "'Scratch that' after the box with a new (false-premise) value, 66.40"),
     ]),
    ("eggs", "36",
     "A farmer has 16 hens. Each hen lays 6 eggs a week. He sells the eggs by the dozen at $4.50 a dozen. How much money does he make in a week?",
     "16 × 6 = 96 eggs = 8 dozen; 8 × $4.50 = $36.\n",
     "96 eggs is 8 dozen, times 4.50 is 36.\n",
     qwen("To find the weekly income, we count the eggs, convert them to dozens, and multiply by the price per dozen.",
          ("Eggs per week", "\\(16 \\times 6 = 96\\) eggs."),
          ("Dozens", "\\(96 \\div 12 = 8\\) dozen."),
          ("Income", "\\(8 \\times 4.50 = 36\\) dollars. Multiplying the eggs by the price, \\(96 \\times 4.50 = 432\\), would charge $4.50 per egg instead of per dozen.")),
     "16 hens, 6 eggs each per week: 96 eggs. Sold by the dozen: 96 / 12 = 8 dozen. At 4.50 a dozen: 8 * 4.5 = 36 dollars. Not 96 * 4.5 = 432, that prices each egg at 4.50. Not 16 * 4.5 = 72 either, a hen lays only half a dozen. Check: 36 / 4.5 = 8 dozen = 96 eggs = 16 * 6. Good. So the farmer makes $36 a week.\n",
     [
        ("tag_eggs", "A", "tag", "t", "<answer>The hens lay 96 eggs.</answer>", "a tag sentence naming the eggs laid, not the money made"),
        ("phr_tag", "A", "tag", "F", "<answer>I think the answer is definitely 72.</answer>", "an answer phrase with a trailing adverb in the tag holding 72"),
        ("post_chat", "A", "hash", "f", "#### 432" + IM_USER + "Hmm, he sells by the dozen, so isn't it 8 × 4.50 = 36?", "the committed #### is 432 (per egg); 36 only in an invented ChatML user turn"),
        ("ok_post_cut", "B", "boxed", "f", "So the farmer makes $\\boxed{36}$ a week.\n\nLet me double-check by hen: each hen lays half a dozen, worth", "the committed gold, then a check cut off"),
        ("near_pow", "A", "boxed", "s", "$\\boxed{36 + \\frac{1}{2^{200}}}$", "a tiny exact offset added to the money: not 36"),
        ("near_about", "A", "hash", "@", "#### about 36 dollars", "'about' hedges an exact amount of money"),
        ("neg_unsure", "A", "tag", "F", "<answer>36 (not sure)</answer>", "a value the model marks as unsure"),
        ("unit_dozen", "A", "hash", "s", "#### 36 dozen", "'dozen' after the number makes it 432 eggs, not 36 dollars"),
        ("ok_ret_fix", "B", "answer_is", "f", "The answer is 432.\nNo — that charges $4.50 for every egg. He sells dozens: 8 × 4.50 = 36. The answer is 36.", "a wrong first answer corrected to the gold after 'No —'"),
        ("ok_quo_neighbor", "B", "boxed", "s", "His neighbor figures 16 × 4.50 = $72, one dozen per hen, but each hen lays only half a dozen: $\\boxed{36}$.", "a neighbor's wrong 72 reported, then the model's own gold"),
     ]),
]

MPROBS = [
    ("vertex", "(3,4)",
     "Find the vertex of the parabola $y = x^2 - 6x + 13$.",
     "Completing the square, $y = (x - 3)^2 + 4$, so the vertex is $(3, 4)$.\n",
     "x = 6/2 = 3, y = 9 - 18 + 13 = 4.\n",
     "The vertex of $y = ax^2 + bx + c$ has $x$-coordinate $-\\frac{b}{2a}$. Here $a = 1$ and $b = -6$, so\n$$x = -\\frac{-6}{2 \\cdot 1} = 3.$$\nSubstituting, $y = 3^2 - 6 \\cdot 3 + 13 = 9 - 18 + 13 = 4$.\nWe can confirm by completing the square:\n$$y = x^2 - 6x + 9 + 4 = (x - 3)^2 + 4,$$\nwhich is smallest, equal to $4$, when $x = 3$. The parabola opens upward, so this minimum point is the vertex. Note that $x = -3$ would give $y = 9 + 18 + 13 = 40$, not a minimum.\n",
     "Vertex x = -b/(2a) = 6/2 = 3. Then y = 9 - 18 + 13 = 4. So (3, 4). Careful with signs: not (-3, 4), since the x term is -6x, the shift is x - 3. Complete the square: x^2 - 6x + 13 = (x - 3)^2 - 9 + 13 = (x - 3)^2 + 4. Yes, minimum 4 at x = 3. Check nearby points: x = 4 gives 16 - 24 + 13 = 5 > 4, and x = 2 gives 4 - 12 + 13 = 5, symmetric. Good. The vertex is (3, 4).\n",
     [
        ("tag_min", "A", "tag", "t", "<answer>The minimum value is 4.</answer>", "a tag sentence naming the minimum value, not the vertex"),
        ("ok_phr_text", "B", "answer_is", "s", "$\\text{Answer: } (3, 4).$", "an answer phrase inside \\text{} holding the gold"),
        ("post_selfset", "A", "boxed", "f", "The vertex is $\\boxed{(3, -4)}$.\n\nExercise: find the vertex of $y = x^2 + 4x + 7$. Completing the square, $(x + 2)^2 + 3$, so the vertex is $\\boxed{(-2, 3)}$.", "the committed box is (3, -4); the self-set exercise after it has its own box"),
        ("ok_near_frac", "B", "tag", "t", "<answer>(6/2, 8/2)</answer>", "(6/2, 8/2) is exactly (3, 4)"),
        ("neg_ne", "A", "none", "@", "$\\boxed{(x, y) \\neq (3, 4)}$", "the box only denies a point, with nothing in its place: no_answer"),
        ("ok_neg_note", "B", "boxed", "f", "The vertex is $\\boxed{(3,4)}$ (not $(-3, 4)$: the sign flips in $x - 3$).", "an honest note after the box negating ANOTHER value"),
        ("unit_rad", "A", "answer_is", "f", "The answer is $(3, 4)$ radians.", "radians on a point of the plane"),
        ("unit_cm2", "A", "tag", "F", "<answer>(3, 4) cm^2</answer>", "square centimeters (an area) on a point of the plane"),
        ("ret_hmm", "A", "tag", "F", "<answer>(3, 4)</answer>\nHmm, no: -b/(2a) = -6/2 = -3, so the vertex is (-3, 40).\n<answer>(-3, 40)</answer>", "a second tag after 'Hmm, no' replaces (3, 4) with (-3, 40) (a sign slip)"),
        ("quo_textbook", "A", "boxed", "s", "The textbook's answer is $(3, 4)$, but I get $x = -\\frac{b}{2a} = -3$, so $\\boxed{(-3, 40)}$.", "(3, 4) only as the textbook's (reported); the model's own box is (-3, 40)"),
     ]),
    ("powmod", "2",
     "What is the remainder when $2^{10}$ is divided by 7?",
     "$2^3 = 8 \\equiv 1 \\pmod 7$, so $2^{10} = (2^3)^3 \\cdot 2 \\equiv 2$.\n",
     "1024 = 7 × 146 + 2, remainder 2.\n",
     "Since $2^3 = 8 = 7 + 1$, we have $2^3 \\equiv 1 \\pmod{7}$. Writing $10 = 3 \\cdot 3 + 1$,\n$$2^{10} = (2^3)^3 \\cdot 2 \\equiv 1^3 \\cdot 2 = 2 \\pmod{7}.$$\nAs a check, $2^{10} = 1024$ and $7 \\cdot 146 = 1022$, so $1024 = 7 \\cdot 146 + 2$. The quotient is $146$ and the remainder is $2$, which lies between $0$ and $6$ as a remainder must. The powers of $2$ modulo $7$ cycle $2, 4, 1, 2, 4, 1, \\ldots$ with period $3$, and the 10th term of this cycle is again $2$.\n",
     "2^10 = 1024. Divide by 7: 7 * 140 = 980, 1024 - 980 = 44, 7 * 6 = 42, 44 - 42 = 2. So quotient 146, remainder 2. Check with the cycle: 2^1 = 2, 2^2 = 4, 2^3 = 8 = 1 mod 7, so the powers cycle with period 3. 10 = 3 * 3 + 1, so 2^10 = 2^1 = 2 mod 7. Both ways 2. The question asks for the remainder, not the quotient 146. So the remainder is 2.\n",
     [
        ("tag_quot", "A", "tag", "t", "<answer>The quotient is 146.</answer>", "a tag sentence naming the quotient, not the remainder"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely $4$.", "an answer phrase with a trailing adverb holding 4 (the cycle misindexed)"),
        ("post_chat", "A", "tag", "F", "<answer>4</answer>" + IM_USER + "Using 2^3 ≡ 1, isn't 2^10 ≡ 2^1 = 2?", "the committed tag is 4; 2 only in an invented ChatML user turn"),
        ("near_sim", "A", "boxed", "@", "$\\boxed{\\sim 2}$", "'~' in the box hedges an exact remainder"),
        ("neg_annot", "A", "boxed", "s", "$\\boxed{2\\text{ (unconfirmed)}}$", "an annotation in the box marks the value as unconfirmed"),
        ("unit_pct", "A", "answer_is", "f", "The answer is 2 percent.", "percent on a remainder"),
        ("ret_correction", "A", "boxed", "f", "$\\boxed{2}$\n\nCorrection: I should use $2^{10} = (2^5)^2 = 32^2$; since $32 \\equiv 3$, the square is $3^2 = 9$, so the remainder is $\\boxed{9}$.", "'Correction:' after the box with a new (miscomputed, unreduced) value, 9"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>146</answer>\nWait, 146 is the quotient; the question asks for the remainder.\n<answer>2</answer>", "a wrong first tag corrected to the gold after 'Wait'"),
        ("quo_sheet", "A", "none", "@", "The worksheet says: \"the remainder is $\\boxed{2}$\". I cannot verify this, so I have no answer of my own.", "2 only in the worksheet's quoted line, then a refusal: no_answer"),
        ("ok_quo_calc", "B", "boxed", "f", "A calculator shows $1024 / 7 = 146.2857\\ldots$, and a classmate read the remainder as $0.2857$, but the remainder is $1024 - 7 \\cdot 146 = \\boxed{2}$.", "a classmate's wrong reading of a calculator reported, then the model's own gold"),
     ]),
    ("cards", "\\frac{4}{13}",
     "A card is drawn at random from a standard 52-card deck. What is the probability that it is a king or a heart?",
     "4 kings + 13 hearts − 1 king of hearts = 16 cards; $\\frac{16}{52} = \\frac{4}{13}$.\n",
     "16 cards of 52, so 4/13.\n",
     "There are $13$ hearts and $4$ kings in a standard deck, but the king of hearts is both, so by inclusion-exclusion the number of cards that are a king or a heart is\n$$13 + 4 - 1 = 16.$$\nEach of the $52$ cards is equally likely, so the probability is\n$$\\frac{16}{52} = \\frac{4}{13}.$$\nCounting $13 + 4 = 17$ cards would count the king of hearts twice and give $\\frac{17}{52}$, which is too large. As a check, the complement has $52 - 16 = 36$ cards, and $\\frac{36}{52} = \\frac{9}{13}$, with $\\frac{4}{13} + \\frac{9}{13} = 1$.\n",
     "King or heart. Hearts: 13. Kings: 4. The king of hearts is in both, so 13 + 4 - 1 = 16 favorable cards. Probability 16/52; divide by 4: 4/13. Not 17/52, that double counts. Not 1/4 + 1/13 = 17/52 either, same mistake. Check the complement: 36 cards are neither, 36/52 = 9/13, and 4/13 + 9/13 = 1. Good. As a decimal it is about 0.3077, but the exact answer is 4/13.\n",
     [
        ("tag_count", "A", "tag", "t", "<answer>There are 16 favorable cards.</answer>", "a tag sentence naming the count of cards, not the probability"),
        ("quo_key", "A", "tag", "F", "<answer>The answer key gives 4/13, but I count 17 cards that are kings or hearts, so 17/52.</answer>", "4/13 only as the key's (reported); the model's own value in the tag is 17/52"),
        ("ok_tag_chain", "B", "tag", "t", "<answer>P = 16/52 = 4/13</answer>", "an equation chain in the tag ending on the gold (slash fractions)"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } \\frac{1}{4}.$", "an answer phrase inside \\text{} holding 1/4 (hearts only)"),
        ("ok_phr_definitely", "B", "answer_is", "f", "I think the answer is definitely $\\frac{4}{13}$.", "an answer phrase with a trailing adverb holding the gold"),
        ("post_user", "A", "boxed", "f", "$\\boxed{\\frac{17}{52}}$\n\nUser: The king of hearts is counted twice there, so isn't it $\\frac{16}{52} = \\frac{4}{13}$?", "the committed box is 17/52; 4/13 only in an invented User turn"),
        ("near_dec", "A", "boxed", "@", "$\\boxed{0.3077}$", "a rounded decimal of 4/13 (0.307692...)"),
        ("ok_neg_note", "B", "answer_is", "s", "The answer is $\\frac{4}{13}$ (not $\\frac{17}{52}$, which counts the king of hearts twice).", "an honest note after the value negating ANOTHER value"),
        ("unit_pct", "A", "tag", "F", "<answer>4/13%</answer>", "a percent sign makes the probability a hundred times smaller"),
        ("ret_reflection", "A", "boxed", "f", "$\\boxed{\\frac{4}{13}}$\n\nOn reflection, \"king or heart\" should mean exactly one of the two, so the king of hearts is left out: $12 + 3 = 15$ cards and $\\boxed{\\frac{15}{52}}$.", "'On reflection' after the box with a new (misread) value, 15/52"),
     ]),
    ("expo", "4",
     "Solve for $x$: $3^{x+1} = 243$.",
     "$243 = 3^5$, so $x + 1 = 5$ and $x = 4$.\n",
     "3^5 = 243, x + 1 = 5, x = 4.\n",
     qwen("To solve \\(3^{x+1} = 243\\), we write 243 as a power of 3 and compare exponents.",
          ("Write 243 as a power of 3", "\\(3^1 = 3,\\ 3^2 = 9,\\ 3^3 = 27,\\ 3^4 = 81,\\ 3^5 = 243\\), so \\(243 = 3^5\\)."),
          ("Compare exponents", "\\(3^{x+1} = 3^5\\) gives \\(x + 1 = 5\\), since the function \\(3^t\\) is one-to-one."),
          ("Solve", "\\(x = 5 - 1 = 4\\). Check: \\(3^{4+1} = 3^5 = 243\\). Note that \\(5\\) is the exponent \\(x + 1\\), not \\(x\\).")),
     "243 = 3 * 81 = 3 * 3^4 = 3^5. So 3^(x+1) = 3^5, exponents equal: x + 1 = 5, so x = 4. Don't answer 5, that's x + 1. And not 81 = 3^4, that's the value of 3^x, not x. Check: x = 4, x + 1 = 5, 3^5 = 243. Yes. Alternatively divide both sides by 3: 3^x = 81 = 3^4, x = 4. Same. So x = 4.\n",
     [
        ("tag_eq", "A", "tag", "t", "<answer>x + 1 = 5</answer>", "an equation in the tag ending on 5, the exponent x + 1"),
        ("phr_hash", "A", "hash", "s", "So the answer is: #### 5", "a phrase marker then #### holding 5 (x + 1)"),
        ("post_selfset", "A", "tag", "F", "<answer>5</answer>\nFollow-up: solve $2^x = 16$. Since $16 = 2^4$, the answer is <answer>4</answer>", "the committed tag is 5; a self-set follow-up problem has its own tag with 4"),
        ("ok_post_user", "B", "boxed", "f", "So $x = \\boxed{4}$.\n\nUser: Nice. Can you explain why we are allowed to compare exponents?", "the committed gold followed by an invented User turn with no value"),
        ("near_tiny", "A", "tag", "F", "<answer>$4 - 2^{-150}$</answer>", "a tiny exact offset taken from the solution: not 4"),
        ("ok_near_log", "B", "boxed", "@", "$x = \\boxed{\\log_3 81}$", "log base 3 of 81 is exactly 4"),
        ("neg_ne", "A", "none", "@", "$\\boxed{x \\ne 4}$", "the box only denies a value, with nothing in its place: no_answer"),
        ("unit_deg", "A", "answer_is", "f", "The answer is $x = 4$ degrees.", "degrees on the solution of an exponential equation"),
        ("ret_placeholder", "A", "none", "f", "The answer is $x = 4$.\nThe above is only a placeholder; I'll fill in the real answer once I've rechecked the exponent rules.", "the value is withdrawn as a placeholder with nothing in its place: no_answer"),
        ("quo_tutor", "A", "tag", "t", "<answer>My tutor wrote x = 4, but I get x + 1 = 243 / 3 = 81, so x = 80.</answer>", "4 only as the tutor's (reported); the model's own value in the tag is 80"),
     ]),
    ("triangle", "15",
     "Find the area of the triangle with vertices $(0,0)$, $(6,0)$ and $(2,5)$.",
     "Base 6 on the $x$-axis, height 5: $\\frac{1}{2} \\cdot 6 \\cdot 5 = 15$.\n",
     "Base 6, height 5, half of 30 is 15.\n",
     llama(
        ("Choose a base.", "The vertices $(0,0)$ and $(6,0)$ lie on the $x$-axis, so take the base to be the segment between them, of length $6$."),
        ("Find the height.", "The third vertex $(2,5)$ is $5$ units above the $x$-axis, so the height is $5$. Its $x$-coordinate $2$ does not matter."),
        ("Compute the area.", "Area $= \\frac{1}{2} \\cdot 6 \\cdot 5 = 15$. The shoelace formula agrees: $\\frac{1}{2}|0 \\cdot 0 - 6 \\cdot 0 + 6 \\cdot 5 - 2 \\cdot 0 + 2 \\cdot 0 - 0 \\cdot 5| = \\frac{1}{2} \\cdot 30 = 15$."),
     ),
     "Vertices (0,0), (6,0), (2,5). Two are on the x-axis, so the base has length 6. The height is the y-coordinate of (2,5), which is 5. Area = 1/2 * 6 * 5 = 15. Don't forget the 1/2: 6 * 5 = 30 is the rectangle. Shoelace check: 1/2 |0*0 - 6*0 + 6*5 - 2*0 + 2*0 - 0*5| = 1/2 * 30 = 15. Good. So the area is 15.\n",
     [
        ("ok_tag_chain", "B", "tag", "t", "<answer>½ × 6 × 5 = 15</answer>", "an equation chain in the tag ending on the gold"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely \\(7.5\\).", "an answer phrase with a trailing adverb holding 7.5 (halved twice)"),
        ("post_restart", "A", "boxed", "f", "$\\boxed{30}$\n\nLet me double-check with the shoelace formula: $\\frac{1}{2}|0 \\cdot 0 - 6 \\cdot 0 + 6 \\cdot 5", "the committed box is 30 (the half forgotten); the check after it is cut off"),
        ("near_approx", "A", "tag", "F", "<answer>≈ 15.0</answer>", "'≈' hedges an exact area"),
        ("neg_doubt", "A", "boxed", "@", "$\\boxed{15}$?? (I might have the height wrong)", "question marks and a stated doubt after the box"),
        ("ok_neg_note", "B", "tag", "F", "<answer>15 (not 30: that would be the rectangle 6 by 5)</answer>", "an honest note in the tag negating ANOTHER value"),
        ("unit_cubic", "A", "answer_is", "s", "The answer is 15 cubic units.", "cubic units (a volume) where an area is asked"),
        ("ok_unit_sq", "B", "prose_sentence", "f", "The area is 15 square units.", "the gold with square units, as an area"),
        ("ret_correction", "A", "boxed", "s", "$\\boxed{15}$\nCorrection: the height should be the side from $(6,0)$ to $(2,5)$, $\\sqrt{16 + 25} = \\sqrt{41}$, so the area is $\\boxed{3\\sqrt{41}}$.", "'Correction:' after the box with a new (miscomputed) value, 3√41"),
        ("quo_partner", "A", "boxed", "f", "My lab partner got 15 with the base along the $x$-axis, but I'd take the base from $(0,0)$ to $(2,5)$, of length $\\sqrt{29}$, with height $6$, so the area is $\\boxed{3\\sqrt{29}}$.", "15 only as the partner's (reported); the model's own box is 3√29"),
     ]),
    ("complex", "5+5i",
     "Compute $(1+2i)(3-i)$.",
     "$(1+2i)(3-i) = 3 - i + 6i - 2i^2 = 3 + 5i + 2 = 5 + 5i$.\n",
     "3 - i + 6i - 2i^2 = 5 + 5i.\n",
     "We expand using the distributive property:\n$$(1+2i)(3-i) = 1 \\cdot 3 + 1 \\cdot (-i) + 2i \\cdot 3 + 2i \\cdot (-i) = 3 - i + 6i - 2i^2.$$\nSince $i^2 = -1$, we have $-2i^2 = 2$, so the product is\n$$3 + 2 + (-1 + 6)i = 5 + 5i.$$\nAs a check, the moduli multiply: $|1 + 2i| = \\sqrt{5}$ and $|3 - i| = \\sqrt{10}$, so the product has modulus $\\sqrt{50} = 5\\sqrt{2}$, and indeed $|5 + 5i| = \\sqrt{25 + 25} = 5\\sqrt{2}$.\n",
     "Expand (1+2i)(3-i): 1*3 = 3, 1*(-i) = -i, 2i*3 = 6i, 2i*(-i) = -2i^2 = +2. Sum: 3 + 2 + (6 - 1)i = 5 + 5i. Watch the sign of i^2: if I used i^2 = 1 I'd get 3 - 2 + 5i = 1 + 5i, wrong. Check with moduli: |1+2i| = sqrt5, |3-i| = sqrt10, product sqrt50 = 5 sqrt2, and |5+5i| = 5 sqrt2. Consistent. So the product is 5 + 5i.\n",
     [
        ("tag_mod", "A", "tag", "t", "<answer>The modulus is 5√2.</answer>", "a tag sentence naming the modulus, not the product"),
        ("phr_text", "A", "answer_is", "s", "$\\text{Answer: } 1 + 5i.$", "an answer phrase inside \\text{} holding 1 + 5i (i^2 taken as 1)"),
        ("post_chat", "A", "tag", "F", "<answer>1 + 5i</answer>" + EOT_USER + "You used i^2 = 1 there. With i^2 = -1 it's 5 + 5i, right?", "the committed tag is 1 + 5i; 5 + 5i only in an invented Llama 3 user turn"),
        ("near_tiny", "A", "boxed", "@", "$\\boxed{5 + (5 + 10^{-70})i}$", "a tiny exact offset in the imaginary part: not 5 + 5i"),
        ("neg_annot", "A", "boxed", "s", "$\\boxed{5 + 5i \\text{ (uncertain sign)}}$", "an annotation in the box marks the value as uncertain"),
        ("unit_ohm", "A", "answer_is", "f", "The answer is $5 + 5i$ ohms.", "ohms (an impedance) on a product of pure complex numbers"),
        ("ret_wait", "A", "answer_is", "f", "The answer is $5 + 5i$.\nHmm wait, $2i \\cdot (-i) = -2i^2 = -2$, so the product is $1 + 5i$. The answer is $1 + 5i$.", "'Hmm wait' after the answer with a new (miscomputed) value, 1 + 5i"),
        ("ok_ret_fix", "B", "tag", "F", "<answer>1 + 5i</answer>\nOops, -2i^2 = +2, not -2. So 3 + 2 + 5i.\n<answer>5 + 5i</answer>", "a wrong first tag corrected to the gold after 'Oops'"),
        ("quo_book", "A", "none", "@", "> $\\boxed{5+5i}$\n\nThat is the answer printed in the book; I cannot work out complex products myself.", "5 + 5i only in a quoted line, then a refusal: no_answer"),
        ("ok_quo_friend", "B", "boxed", "f", "A friend got $5 - 5i$ by conjugating the second factor twice, but the expansion above gives $\\boxed{5 + 5i}$.", "a friend's wrong 5 - 5i reported, then the model's own gold"),
     ]),
    ("hexagon", "720",
     "What is the sum of the interior angles of a hexagon, in degrees?",
     "$(6 - 2) \\cdot 180^\\circ = 720^\\circ$.\n",
     "(n - 2) × 180 with n = 6 is 720.\n",
     "A polygon with $n$ sides can be cut into $n - 2$ triangles by drawing the diagonals from one vertex. Each triangle has angles summing to $180^\\circ$, and together the triangles' angles make up exactly the interior angles of the polygon. For a hexagon $n = 6$, so there are $6 - 2 = 4$ triangles and the sum is\n$$4 \\cdot 180^\\circ = 720^\\circ.$$\nIn a regular hexagon each interior angle is $720^\\circ / 6 = 120^\\circ$, which matches the familiar $120^\\circ$ corners of a honeycomb cell. The exterior angles always sum to $360^\\circ$, a different quantity.\n",
     "Sum of interior angles of an n-gon is (n - 2) * 180. Hexagon n = 6: 4 * 180 = 720. Check with a regular hexagon: it splits into 6 equilateral triangles around the center, total angles 6 * 180 = 1080, minus the 360 at the center gives 720. Yes. Each interior angle of the regular one is 120, but the question wants the sum. And not 360, that's the exterior angles. So the sum is 720 degrees.\n",
     [
        ("tag_each", "A", "tag", "t", "<answer>Each interior angle is 120°.</answer>", "a tag sentence naming one angle, not the sum"),
        ("ok_tag_sent", "B", "tag", "F", "<answer>The interior angles of a hexagon add up to 720 degrees.</answer>", "a sentence in the tag stating the gold"),
        ("quo_board", "A", "none", "t", "<answer>The board says 720, but I can't derive it, so no answer from me.</answer>", "720 only as the board's figure (reported), then a refusal: no_answer"),
        ("phr_text", "A", "answer_is", "f", "$\\text{Answer: } 1080^\\circ.$", "an answer phrase inside \\text{} holding 1080 (the center angles kept)"),
        ("ok_phr_trail", "B", "answer_is", "s", "The answer is 720.\n720° is the total of the six interior angles.", "the answer phrase, then a sentence restating the gold as the sum asked"),
        ("post_practice", "A", "boxed", "f", "$\\boxed{360}$\n\nPractice: how many minutes are in 12 hours? $12 \\cdot 60 = \\boxed{720}$.", "the committed box is 360 (the exterior angles); 720 only in a self-set problem with the same value"),
        ("near_approx", "A", "boxed", "@", "$\\boxed{\\approx 720^\\circ}$", "'≈' in the box hedges an exact angle sum"),
        ("neg_struck", "A", "tag", "F", "<answer>~~720~~ 1080</answer>", "720 struck out in the tag, 1080 in its place"),
        ("ok_unit_deg", "B", "answer_is", "s", "The answer is 720 degrees.", "the gold with the unit asked"),
        ("ret_nevermind", "A", "boxed", "f", "$\\boxed{720}$\n\nNever mind — a hexagon splits into 6 triangles from its center, so the sum is $6 \\cdot 180^\\circ = \\boxed{1080^\\circ}$.", "'Never mind' after the box with a new (miscomputed) value, 1080"),
     ]),
    ("quadineq", "(1,4)",
     "Solve $x^2 - 5x + 4 < 0$. Express your answer in interval notation.",
     "$(x - 1)(x - 4) < 0$ between the roots, so $1 < x < 4$: $(1, 4)$.\n",
     "Roots 1 and 4, negative between them: (1, 4).\n",
     qwen("To solve \\(x^2 - 5x + 4 < 0\\), we factor, find the roots, and test the sign on each interval.",
          ("Factor", "\\(x^2 - 5x + 4 = (x - 1)(x - 4)\\), with roots \\(x = 1\\) and \\(x = 4\\)."),
          ("Test the intervals", "For \\(x = 0\\): \\(4 > 0\\). For \\(x = 2\\): \\(4 - 10 + 4 = -2 < 0\\). For \\(x = 5\\): \\(25 - 25 + 4 = 4 > 0\\)."),
          ("Endpoints", "At \\(x = 1\\) and \\(x = 4\\) the expression equals \\(0\\), which is not less than \\(0\\), so both are excluded. The solution is the open interval between the roots.")),
     "Factor: x^2 - 5x + 4 = (x - 1)(x - 4). Upward parabola, negative strictly between the roots. So 1 < x < 4. The endpoints give 0, and the inequality is strict, so they're excluded: open interval (1, 4). Test x = 2: 4 - 10 + 4 = -2 < 0, good. Test x = 0: 4 > 0, outside, good. Not [1, 4], that would be for <= 0. So the answer is (1, 4).\n",
     [
        ("tag_roots", "A", "tag", "t", "<answer>x = 1 or x = 4</answer>", "the roots in the tag, not the solution set"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely $[1, 4]$.", "an answer phrase with a trailing adverb holding the closed interval"),
        ("post_user", "A", "boxed", "f", "$\\boxed{[1,4]}$\n\nUser: The inequality is strict, so shouldn't the endpoints be excluded, giving $(1, 4)$?", "the committed box is [1, 4]; (1, 4) only in an invented User turn"),
        ("ok_post_exercise", "B", "tag", "F", "<answer>(1, 4)</answer>\nExercise for the reader: solve x^2 - 5x + 4 > 0 the same way.", "the committed gold followed by a self-set exercise with no value"),
        ("near_halfopen", "A", "tag", "t", "<answer>(1, 4]</answer>", "a half-open interval puts the excluded endpoint 4 back"),
        ("ok_near_ineq", "B", "boxed", "@", "$\\boxed{1 < x < 4}$", "the same set written as a double inequality", True),
        ("neg_doubt", "A", "answer_is", "s", "The answer is $(1, 4)$ — but I'm not convinced the endpoints are excluded.", "the model states doubt about its own value"),
        ("unit_inches", "A", "tag", "F", "<answer>(1, 4) inches</answer>", "inches on a set of real numbers"),
        ("ret_correction", "A", "boxed", "f", "$\\boxed{(1,4)}$\n\nCorrection: the endpoints make the expression zero, and zero should count, so $\\boxed{[1,4]}$.", "'Correction:' after the box with a new (wrong) value, [1, 4]"),
        ("quo_classmate", "A", "answer_is", "f", "A classmate wrote $(1, 4)$, but I think the expression is negative outside the roots, so the answer is $(-\\infty, 1) \\cup (4, \\infty)$.", "(1, 4) only as the classmate's (reported); the model's own answer is the outside"),
     ]),
    ("committee", "56",
     "In how many ways can a 3-person committee be chosen from a group of 8 people?",
     "$\\binom{8}{3} = \\frac{8 \\cdot 7 \\cdot 6}{3 \\cdot 2 \\cdot 1} = 56$.\n",
     "8·7·6 = 336 ordered, divided by 6 is 56.\n",
     llama(
        ("Count ordered choices.", "Choosing 3 people one at a time in order gives $8 \\cdot 7 \\cdot 6 = 336$ ordered selections."),
        ("Remove the order.", "A committee has no order, and each group of 3 people appears $3! = 6$ times among the ordered selections."),
        ("Divide.", "$336 \\div 6 = 56$, so there are $\\binom{8}{3} = 56$ committees. By symmetry this equals $\\binom{8}{5} = 56$, the number of ways to choose the 5 people left out."),
     ),
     "Choose 3 of 8, order doesn't matter: C(8,3) = 8!/(3! 5!) = (8*7*6)/(3*2*1) = 336/6 = 56. Not 336, that's ordered (president, secretary, treasurer). Not C(8,2) = 28 either. Check with Pascal: C(7,2) + C(7,3) = 21 + 35 = 56. Yes. Also C(8,5) = 56 by symmetry, choosing who is left out. And 8^3 = 512 would allow the same person three times, which makes no sense for a committee. So 56 ways.\n",
     [
        ("tag_ordered", "A", "tag", "t", "<answer>8 × 7 × 6 = 336</answer>", "an equation chain in the tag ending on 336, the ordered count"),
        ("phr_words", "A", "prose_sentence", "f", "So the committee can be chosen in twenty-eight ways.", "number words with no marker for 28 (choosing 2)"),
        ("post_cut", "A", "boxed", "f", "$\\boxed{336}$\n\nTo double-check, I'll list the committees that contain person A: there are", "the committed box is 336; the check after it is cut off"),
        ("ok_near_binom", "B", "boxed", "s", "$\\boxed{\\binom{8}{5}}$", "C(8, 5) is exactly 56"),
        ("neg_cancel", "A", "none", "@", "$\\boxed{\\cancel{56}}$ — I can't justify dividing by 3!, so I'm striking it.", "the only value is struck out, with nothing in its place: no_answer"),
        ("ok_neg_check", "B", "tag", "F", "<answer>56 ✓ (C(7,2) + C(7,3) = 21 + 35 = 56)</answer>", "a check mark with a check that confirms the gold"),
        ("unit_people", "A", "answer_is", "s", "The answer is 56 people.", "people where a number of committees is asked"),
        ("ok_unit_ways", "B", "tag", "t", "<answer>56 ways</answer>", "the gold with the thing counted"),
        ("ret_edit", "A", "tag", "F", "<answer>56</answer>\nEdit: the committee has a chair, a secretary and a treasurer, so order matters: 8 × 7 × 6 = 336.\n<answer>336</answer>", "a second tag after 'Edit:' replaces 56 with 336 (a false premise)"),
        ("quo_solver", "A", "boxed", "f", "An online solver gives 56, but I count the ordered picks: $\\boxed{336}$.", "56 only as the solver's (reported); the model's own box is 336"),
     ]),
    ("radicals", "8\\sqrt{2}",
     "Simplify $\\sqrt{72} + \\sqrt{8}$.",
     "$\\sqrt{72} = 6\\sqrt{2}$ and $\\sqrt{8} = 2\\sqrt{2}$, so the sum is $8\\sqrt{2}$.\n",
     "6√2 + 2√2 = 8√2.\n",
     "We simplify each radical by taking out the largest square factor. Since $72 = 36 \\cdot 2$,\n$$\\sqrt{72} = \\sqrt{36}\\sqrt{2} = 6\\sqrt{2},$$\nand since $8 = 4 \\cdot 2$,\n$$\\sqrt{8} = \\sqrt{4}\\sqrt{2} = 2\\sqrt{2}.$$\nThese are like terms, so\n$$\\sqrt{72} + \\sqrt{8} = 6\\sqrt{2} + 2\\sqrt{2} = 8\\sqrt{2}.$$\nWe cannot add the radicands: $\\sqrt{72 + 8} = \\sqrt{80} = 4\\sqrt{5}$ is a different number. As a check, $(8\\sqrt{2})^2 = 128$ and $(\\sqrt{72} + \\sqrt{8})^2 = 72 + 8 + 2\\sqrt{576} = 80 + 48 = 128$.\n",
     "sqrt72 = sqrt(36*2) = 6 sqrt2. sqrt8 = sqrt(4*2) = 2 sqrt2. Sum: 8 sqrt2. I can't do sqrt(72 + 8) = sqrt80, that's 4 sqrt5, about 8.94, while 8 sqrt2 is about 11.31. Check by squaring: (sqrt72 + sqrt8)^2 = 72 + 8 + 2 sqrt(576) = 80 + 48 = 128, and (8 sqrt2)^2 = 64 * 2 = 128. Good. So the sum is 8√2.\n",
     [
        ("tag_square", "A", "tag", "t", "<answer>The square of the sum is 128.</answer>", "a tag sentence naming the square of the sum, not the sum"),
        ("phr_definitely", "A", "answer_is", "s", "I think the answer is definitely \\(4\\sqrt{5}\\).", "an answer phrase with a trailing adverb holding 4√5 (the radicands added)"),
        ("post_bonus", "A", "tag", "F", "<answer>4√5</answer>\nBonus: simplify √50 + √18. That is 5√2 + 3√2 = 8√2.", "the committed tag is 4√5; 8√2 only in a self-set bonus problem with the same value"),
        ("near_dec", "A", "boxed", "@", "$\\boxed{11.31}$", "a rounded decimal of 8√2 (11.3137...)"),
        ("neg_unsure", "A", "tag", "F", "<answer>8√2 (unsure whether the radicals may be added)</answer>", "a value the model marks as unsure"),
        ("unit_pct", "A", "boxed", "s", "$\\boxed{8\\sqrt{2}\\%}$", "a percent sign makes the value a hundred times smaller"),
        ("ret_revised", "A", "boxed", "f", "$\\boxed{8\\sqrt{2}}$\n\nRevised: since $\\sqrt{8} = 4\\sqrt{2}$, the sum is $6\\sqrt{2} + 4\\sqrt{2} = \\boxed{10\\sqrt{2}}$.", "'Revised:' after the box with a new (miscomputed) value, 10√2"),
        ("ok_ret_fix", "B", "answer_is", "f", "The answer is $\\sqrt{80}$.\nNo — radicands don't add. $6\\sqrt{2} + 2\\sqrt{2} = 8\\sqrt{2}$, so the answer is $8\\sqrt{2}$.", "a wrong first answer corrected to the gold after 'No —'"),
        ("quo_request", "A", "none", "@", "You asked: \"Prove that $\\sqrt{72} + \\sqrt{8} = \\boxed{8\\sqrt{2}}$.\" I'm unable to do that.", "8√2 only inside a quoted request, then a refusal: no_answer"),
        ("ok_quo_key", "B", "boxed", "f", "The answer key prints $4\\sqrt{5}$, which adds the radicands, but by the simplification above the sum is $\\boxed{\\sqrt{128}}$.", "a key's wrong 4√5 reported, then the model's own √128, exactly 8√2"),
     ]),
]
# A line of extra checking appended to a problem's full working / full think block (padded()).
PAD = {
    "fish": ("", "Tuesday alone: 38 = 2 * 19, yes."),
    "paint": ("", "Per coat: 108 / 54 = 2 gallons, and two coats 2 * 2 = 4. Same."),
    "tickets": ("", "Per family: 2 * 18 + 3 * 11 = 69 for 5 people, and 100 - 69 = 31 left from the bill. Same."),
    "eggs": ("", "Per hen: 6 eggs is half a dozen, worth 4.50 / 2 = 2.25, and 16 * 2.25 = 36. Same."),
    "cards": ("", "By suits: 13 hearts plus the 3 kings of the other suits = 16. Same."),
    "expo": ("", "Powers of 3: 3, 9, 27, 81, 243, so 243 is the fifth power and x + 1 = 5. Consistent."),
    "triangle": ("", "The side from (0,0) to (6,0) is the only horizontal one, so base 6 with height 5 is the easy choice. Consistent."),
    "quadineq": ("", "The roots 1 and 4 have sum 5 and product 4, matching the coefficients. Consistent."),
    "radicals": ("", "Decimals: sqrt72 is about 8.485 and sqrt8 about 2.828, sum about 11.31, matching 8 sqrt2. Consistent."),
}


def padded(key: str, full: str, full_think: str) -> tuple[str, str]:
    """The full working and full think block with the problem's PAD line appended, if any."""
    extra_f, extra_t = PAD.get(key, ("", ""))
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
    problem, an `<answer>` tag in every think-block probe and in no other, no control character
    but the newline."""
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
            if any(ord(c) < 32 and c != "\n" for c in text + note):
                raise SystemExit(f"{case_id}: a control character (an unescaped backslash?)")
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
        count[f"tag format kind {kind}"] += tagged
        count["debatable"] += bool(deb)
    for key in sorted(count):
        print(f"{key}: {count[key]}", file=sys.stderr)
    print(f"full lengths: {min(lengths)}-{max(lengths)} characters", file=sys.stderr)


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_cyclist_unit_minutes": (
        "reject",
        '"#### 165 minutes" for "How many hours does the whole ride take?" (2.75): 165 minutes is '
        "the same duration, but the question fixes the unit (hours) and the number given, 165, "
        "is in another unit, so by the round's rule (a unit or scale of another kind is wrong) it "
        "is not the answer asked; a reader who converts units would accept it",
    ),
    "ok_m_quadineq_near_ineq": (
        "accept",
        '"$\\boxed{1 < x < 4}$" where interval notation is asked: the double inequality is exactly '
        "the set (1, 4), an equal value in another form; a reader who holds the answer to the "
        "asked notation would reject it",
    ),
}

if __name__ == "__main__":
    report(CASES, [("g", GPROBS), ("m", MPROBS)])
    write_probes("adversarial_redteam269", CASES, [], DECISIONS)
