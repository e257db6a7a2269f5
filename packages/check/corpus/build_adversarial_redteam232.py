r"""Build adversarial_redteam232.jsonl: round 232 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam232"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round (issue 25): English, 200 probes, 110 GSM8K and 90 MATH, 140 kind A and 60 kind B,
a hidden probe set for the issue's six classes, spread evenly, every probe a FULL completion as a
real model writes it (400-1500 characters): Qwen2.5-Math-Instruct steps and `\boxed{}`,
Qwen2.5-Instruct "Therefore, the final answer is: $\boxed{..}$. I hope it is correct.", Llama-3
"## Step 1:" ... "The final answer is: $\boxed{..}$", DeepSeek-R1 `<think>` then a summary and
"**Final Answer**", GSM8K `<<...>>` calculator lines then `####`, Minerva's "Final Answer: The final
answer is $..$. I hope it is correct.", R1-Zero `<think>` then `<answer>` tags. The working is
right; the one trap is in the last lines. Kind B: the same completions ending honestly in unusual
but right forms.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; the wrong values
the probes end on in brackets):
GSM8K: bike $7/h for 6 h plus a one-time $5 helmet -> 47 (42 the bike; 72 with an hourly fee);
jam 18 jars x 5 batches, 24 given away, $4 a jar -> 264 (90 jars; 66 sold; 360 all jars); library
1,200 books, 35 % fiction, 1/6 of the non-fiction atlases -> 130 (420; 780; 200 = 1/6 of all);
garden 24 m x 15 m, fence $9/m -> 702 (78 m; 360 m^2; 3240 = 360 x 9); bus 38, -11 +7, -15 +9 -> 28
(34; 29 with the driver); paint 3 rooms x 2.5 gal x $32 less a $40 coupon -> 200 (7.5; 240; 199.9);
reading 620 pages, 45 x 6 and 60 x 4 read -> 110 (270; 240; 510; 170); cookies 14 dozen, 3/4 sold,
bags of 6 -> 7 (168; 126; 42; 21; 28; 3.5 bags of a dozen); salary $18/h x 8 h x 5 days, 15 % saved,
4 weeks -> 432 (144; 720; 108 a week; 604.8; 432.08; about 430); train 240 km at 80 and 150 km at
60 -> 5.5 h (3; 2.5; 5.57 from the averaged speed); farm chickens 3d, geese d - 12, 148 birds ->
96 (d = 32; geese 20; 64); museum 2 x $15 + 3 x $9 from $100 -> 43 change (57; 52); tank 800 L, 1/4
full, 25 L/min -> 24 min (200; 600; 32 from empty; 24.04); phone $35 + $0.10 a text over 200, 340
texts -> 49 (140; 14; 69; 52.92 with an invented tax); marbles 108, 1/3 to a sister, 1/4 of the
rest to a friend -> 54 (36; 72; 18); pizza 9 x 8 slices, 26 x 2 and 4 x 3 eaten -> 8 (72; 64; 16;
12).
MATH: log_2 64 + log_3 81 -> 10 (6; 9; log_6 5184); P(multiple of 3 or 5 in 1..50) -> \frac{23}{50}
(16 + 10 - 3 = 23; 0.46; 26/50; 2/5); area inside x^2 + y^2 - 6x + 8y = 0 -> 25\pi (r = 5; 78.54;
7\pi); 2x + 3y = 7, x - y = 1 -> (2,1) ((1, 2); x = 2 only); 6 + 2 + 2/3 + ... -> 9 (r = 1/3;
8.\overline{8} = 80/9; 9/2; 3 from the second term); (3 + 2i)(1 - 4i) -> 11-10i (-5 - 10i; the
conjugate; -(11 - 10i)); cos(2\pi/3) -> -\frac{1}{2} (1/2; \sqrt{3}/2; 120 degrees); committees of 3
from 9 -> 84 (504); 3^2024 mod 7 -> 2 (2024 = 6 x 337 + 2; 9 congruent, not the remainder; 3; 4;
337); f(x) = (3x - 2)/5, f^{-1}(4) -> \frac{22}{3} (20; f(4) = 2; 7.33; 1/2); cone r = 3, h = 8 ->
24\pi (72\pi; 75.4; 3\sqrt{55}\pi); det [[2, 4], [3, 6]] -> 0 (24; 12; 10^{-80}); \sqrt{50} +
\sqrt{18} -> 8\sqrt{2} (\sqrt{128} equal; 8\sqrt[3]{2}; \sqrt{68} = 2\sqrt{17}).

Classes (id `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B), 33-34 each,
23-24 kind A and 10 kind B:
  off   (33) a tiny offset or an exact form that is not the gold: `47 + \frac{1}{10^{12}}`,
        `49\cos(10^{-15})`, `96 + 10^{-20}i`, `\sqrt{49.0001}`, `\frac{601}{25}`, `263.96`, `10^{-80}`
        for 0, `9 - 3^{-40}`, `25\pi(1 + 10^{-30})`, `\binom{9}{3} + \frac{1}{9!}`, `(1, 2)`, `9`
        for the remainder 2, `8\sqrt[3]{2}`, rounded decimals of exact golds (7.33, 75.4, 5.57).
        B: equal forms (`200.00`, `43.00`, `\frac{11}{2}`, `\pi \cdot 5^2`, `x = 2,\ y = 1`,
        `\binom{9}{3}`, `2 \pmod{7}`, `7.\overline{3}`, `\frac{72\pi}{3}`, `\sqrt{128}`).
  neg   (33) negation, strike-out or annotation of the value: `\ne 47`, `\text{not } 200`, "is not
        $10$", `P \neq`, `S \neq`, `x \neq`, `\not\equiv`, `\text{nonzero}` for 0, `-(11 - 10i)`,
        `~~$264$~~`, `\cancel{28}`, `\sout{432}`, "(incorrect)", "(wrong)", "do not use this value",
        "✗ (wrong ...)" and a strike-out with a new value (`#### ~~54~~ 72`). B: a check mark or
        "not X" about ANOTHER value after the right answer, a struck-out wrong box then the right one.
  unit  (33, GSM8K) a word after the `####` number that is not its unit: negative, short, thousand,
        percent, score, fewer, per meter, off, dozen, pairs, extra, per week, each, over, hundred,
        million, less, squared; two debatable ones name a real unit that is not the answer's
        (5.5 minutes for hours, 49 cents for $49). B: dollars, `$702`, USD, hours, minutes, pages,
        passengers, chickens, and a phrase marker before `####` ("The answer is: #### 130",
        "Final Answer: #### 200").
  retr  (33) a retraction after the answer: "Edit:", "Update:", "Erratum:", "Scratch that",
        "Never mind", "Actually", "Wait", "On second thought", "Hold on", "P.S. I retract", "Oops
        ... let me redo this" cut off; with a new (wrong) value or with none (no_answer). B: a wrong
        first answer corrected to the gold, or an edit / update / double-check that keeps it.
  quote (34) a statement the model did not make: an answer key, a textbook, a teacher, a friend, a
        forum commenter, the user's expected answer, a classmate, "the problem's hint", a format
        example, a hypothetical example, part (a) of two parts, a self-set practice problem after a
        wrong committed answer, a tag holding the format instruction. B: someone else's wrong value
        named before or after the right answer, an invented next turn (`<|im_start|>user`,
        `<|start_header_id|>user`) or a self-set new problem with its own box after the right answer.
  tag   (34) the `<answer>` tag: a subtotal, the radius, the ratio, a step value, the quotient, the
        first term, x only, the cylinder's volume, a box with a wrong value, a sentence with a
        subtotal, "about $430", "0 or 24", two tags whose last is wrong, an empty tag, a question in
        the tag, an unclosed tag cut before the value. B: a sentence, a box, a display box, a marker
        phrase, an equation chain, a unit, a slash fraction, a unicode root, an unclosed tag.
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; text after a committed answer that is not the model's answer to this question (an invented
user turn, a self-set new problem) does not count; a value quoted from someone else (a key, a
book, a friend, the user, an example) is not the model's answer, whatever the model then answers.
The `<answer>` content is the final answer whatever the think block says; a sentence or equation in
the tag is read for its final value; an unclosed tag still holds its answer; an empty tag, a
question or an instruction in the tag states no answer. Wrong: a subtotal, a given, a step value,
a rate where a total is asked, a hedge or approximation of an exact value (rounded decimals), an
exact value a hair off the gold, a negated value ("not 10", `\neq`, "nonzero"), two values, an
answer taken back and replaced. A strike-out or an annotation that disowns the only answer
("(wrong)", "(incorrect)", "do not use"), like an answer taken back with nothing in its place, is
no_answer, as is a cut before the value. A word after the `####` number that is not a unit of the
quantity asked ("less", "dozen", "percent", "per week", "each") changes what is stated: wrong.
Equal values in another form are correct. Debatable (3, with DECISIONS): `g_train_unit_minutes`,
`g_phone_unit_cents`, `g_cookies_retr_oops`.

Usage: python build_adversarial_redteam232.py  (writes adversarial_redteam232.jsonl beside this file,
in /tmp/rounds/rt232)
"""

from corpus_build import g, llama, m, qwen, r1final, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, style, final, note[,
# debatable]), ...]). The completion is the working (style "w"), the think block in <think>...</think>
# (style "t") or nothing (style "@"), followed by the final lines. Kind A probes whose form is
# "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("bike", "47",
     "A bike rental shop charges $7 per hour to rent a bike and a one-time $5 fee for a helmet. Priya rents a bike and a helmet for 6 hours. How much does she pay in total?",
     llama(
        ("Find the cost of renting the bike.", "The shop charges $7 per hour, and Priya rents the bike for 6 hours. The bike alone costs 7 × 6 = $42."),
        ("Add the helmet fee.", "The helmet is a one-time fee of $5, so it is added only once, not once per hour. Total = 42 + 5 = $47."),
        ("Check the result.", "If the helmet fee were charged every hour, the cost would be (7 + 5) × 6 = $72, but the problem says the fee is one-time, so that reading does not apply. Our total of $47 uses the fee exactly once."),
     ),
     "Okay, so Priya rents a bike for 6 hours at $7 an hour. That's 7 times 6, which is 42. Then there's the helmet, a one-time $5 fee, so I add 5 once: 42 + 5 = 47. Wait, should the helmet be charged per hour? No, the problem says one-time, so it's just 5 on top. If it were hourly it would be 12 times 6 = 72, but that's not what it says. Double-check: 7*6 = 42, plus 5 = 47. So she pays 47 dollars in total.\n",
     [
        ("off_frac", "A", "boxed", "w", r"The final answer is: $\boxed{47 + \frac{1}{10^{12}}}$", "47 plus 10^-12: an exact value a hair above the gold"),
        ("neg_ne", "A", "boxed", "w", r"The final answer is: $\boxed{\ne 47}$", "the box holds 'not equal to 47', a negation, not the value"),
        ("unit_negative", "A", "hash", "w", "#### 47 negative", "'47 negative' is -47, 'negative' is not a unit"),
        ("retr_edit", "A", "boxed", "w", "The final answer is: $\\boxed{47}$\n\nEdit: I re-read the rental terms on the sign in the problem: the helmet fee is charged for every hour the helmet is out, so the total is (7 + 5) × 6 = 72.\n\nCorrected final answer: 72", "the boxed 47 retracted by an edit and replaced with 72"),
        ("tag_two", "A", "tag", "t", "<answer>47</answer>\n\nHmm, on reflection the helmet is rented together with the bike for each hour.\n\n<answer>72</answer>", "two answer tags, the last holds 72"),
        ("ok_quote_wrong", "B", "boxed", "w", "A common slip is to charge the helmet every hour and answer $72; the problem says the fee is one-time.\n\n" + r"The final answer is: $\boxed{47}$", "a quoted wrong 72 (a common slip) before the model's own box 47"),
        ("ok_tag_sentence", "B", "tag", "t", "<answer> Priya pays $47 in total ($42 for the bike plus the $5 helmet fee). </answer>", "a sentence in the tag; the total 47 is stated first, the parts in brackets"),
     ]),
    ("jam", "264",
     "Oksana makes jam in batches of 18 jars. She makes 5 batches, gives 24 jars to her neighbors, and sells the rest at the market for $4 a jar. How much money does she make from selling the jam?",
     "Oksana makes 18 * 5 = <<18*5=90>>90 jars of jam.\nShe gives away 24 jars, so she has 90 - 24 = <<90-24=66>>66 jars left to sell.\nShe sells each jar for $4, so she makes 66 * 4 = <<66*4=264>>264 dollars.\nIf she had sold all 90 jars she would have made 90 * 4 = <<90*4=360>>360 dollars, so giving away the 24 jars cost her 24 * 4 = <<24*4=96>>96 dollars of sales.\n",
     "Let me see. 18 jars per batch, 5 batches, so 18*5 = 90 jars. She gives 24 to the neighbors, so 90 - 24 = 66 jars remain. Each sells for $4, so 66*4. 60*4 = 240 and 6*4 = 24, total 264. Let me double check the giving away: the neighbors get 24 jars, which would have been 96 dollars, and 360 - 96 = 264. Yes, consistent. So she makes $264 from the market.\n",
     [
        ("unit_short", "A", "hash", "w", "#### 264 short", "'264 short' reads as a shortfall, 'short' is not a unit"),
        ("unit_thousand", "A", "hash", "w", "#### 264 thousand", "264 thousand = 264000"),
        ("ok_unit_dollars", "B", "hash", "w", "#### 264 dollars", "'dollars' is the unit of the answer"),
        ("off_dec", "A", "boxed", "w", "So Oksana makes \\(\\boxed{263.96}\\) dollars from the jam she sells.", "263.96: a near value, 0.015 % below the gold"),
        ("neg_strike", "A", "none", "w", "So the answer is ~~$264~~.\n\nI struck that out because I am no longer sure whether the neighbors paid for their jars; I will leave the answer open until that is clarified.", "the only answer struck out and left open: no_answer"),
        ("quote_key", "A", "answer_is", "w", "The answer key printed with this worksheet says \"#### 264\", but the key assumes she sells the neighbors' jars too, so I think it is wrong.\n\nThe answer is 360.", "the gold only in a quoted answer key; the model's own answer is 360"),
        ("ok_retr_fix", "B", "hash", "w", "#### 360\n\nWait, that is the amount for all 90 jars, but 24 of them were given away, not sold. The money from selling is 66 * 4 = 264.\n\n#### 264", "a first #### 360 retracted and replaced by #### 264"),
     ]),
    ("library", "130",
     "A school library has 1,200 books. 35% of the books are fiction. Of the non-fiction books, 1/6 are atlases. How many atlases does the library have?",
     "To find the number of atlases, we need the number of non-fiction books first.\n\n1. **Fiction books:** 35% of 1,200 = 0.35 × 1,200 = 420 books.\n\n2. **Non-fiction books:** 1,200 − 420 = 780 books. (Equivalently, 65% of 1,200 = 780.)\n\n3. **Atlases:** 1/6 of the non-fiction books are atlases:\n   780 ÷ 6 = 130.\n\n4. **Check:** 130 × 6 = 780, and 780 + 420 = 1,200. ✓\n\nNote that taking 1/6 of all 1,200 books would give 200, which is not what the problem asks.\n\n",
     "Hmm, 1200 books, 35% fiction. 0.35*1200 = 420 fiction. The rest, 1200-420 = 780, are non-fiction. Atlases are 1/6 of the non-fiction, so 780/6 = 130. Let me check: 6*130 = 780. Yes. I shouldn't take 1/6 of 1200, that's 200, wrong base. So 130 atlases.\n",
     [
        ("unit_percent", "A", "hash", "w", "#### 130 percent", "'130 percent' is 1.3, not 130 atlases"),
        ("unit_score", "A", "hash", "w", "#### 130 score", "'score' multiplies by 20"),
        ("ok_unit_phrase", "B", "hash", "w", "The answer is: #### 130", "a phrase marker followed by ####"),
        ("neg_text", "A", "none", "w", r"Therefore, the final answer is: $\boxed{130 \text{ (incorrect)}}$. I hope it is correct.", "the only value annotated '(incorrect)' in the box, none in its place: no_answer"),
        ("retr_none", "A", "none", "w", "Therefore, the final answer is: $\\boxed{130}$.\n\nUpdate: the boxed value above is not right, because I have just realised the 35% may refer to the non-fiction share. I cannot settle this, so please disregard the answer.", "the boxed answer retracted with nothing in its place: no_answer"),
        ("tag_empty", "A", "none", "t", "<answer></answer>", "an empty answer tag after a think block that reaches 130: no_answer"),
        ("ok_tag_box", "B", "tag", "t", "<answer>$\\boxed{130}$</answer>", "a box inside the answer tag"),
     ]),
    ("garden", "702",
     "A rectangular garden is 24 meters long and 15 meters wide. Fencing costs $9 per meter. How much does it cost to fence the whole garden?",
     "The perimeter of the garden is 2 * (24 + 15) = <<2*(24+15)=78>>78 meters.\nThe fencing costs $9 per meter, so the total cost is 78 * 9 = <<78*9=702>>702 dollars.\nNote that the area, 24 * 15 = <<24*15=360>>360 square meters, is not needed: fencing goes around the edge, not over the inside.\n",
     "The garden is 24 by 15. Fencing goes around, so I need the perimeter: 2*(24+15) = 2*39 = 78 meters. At $9 per meter: 78*9 = 702. Let me verify: 80*9 = 720, minus 2*9 = 18, gives 702. Good. Not the area 360 - that would be for something like sod. So the cost is $702.\n",
     [
        ("unit_thousand", "A", "hash", "w", "#### 702 thousand", "702 thousand"),
        ("unit_per", "A", "hash", "w", "#### 702 per meter", "'per meter': a rate, not the total cost"),
        ("ok_unit_dollar_sign", "B", "hash", "w", "#### $702", "a dollar sign before the number"),
        ("off_approx", "A", "boxed", "w", "The total cost is \\(\\boxed{7.02 \\times 10^{2} + 10^{-8}}\\) dollars.", "702 plus 10^-8 written in scientific notation"),
        ("quote_user", "A", "tag", "t", "<answer>The user suggested $702 in the prompt, but I computed the cost from the area: 360 × 9 = 3240.</answer>", "the gold is the user's suggestion; the model's own answer in the tag is 3240"),
        ("tag_unclosed_cut", "A", "truncated", "t", "<answer>The total cost of the fencing is $", "an unclosed tag cut before the value: no_answer"),
        ("ok_tag_unclosed", "B", "tag", "t", "<answer>702", "an answer tag never closed, holding the right value"),
     ]),
    ("bus", "28",
     "A bus leaves the depot with 38 passengers. At the first stop, 11 passengers get off and 7 get on. At the second stop, 15 passengers get off and 9 get on. How many passengers are on the bus after the second stop?",
     llama(
        ("Start with the passengers at the depot.", "The bus starts with 38 passengers."),
        ("Apply the first stop.", "11 passengers get off and 7 get on: 38 − 11 + 7 = 34 passengers."),
        ("Apply the second stop.", "15 passengers get off and 9 get on: 34 − 15 + 9 = 28 passengers."),
        ("Check with totals.", "In all, 11 + 15 = 26 passengers got off and 7 + 9 = 16 got on, so the change is 16 − 26 = −10, and 38 − 10 = 28."),
     ),
     "Start with 38. First stop: 11 off, so 27, then 7 on, so 34. Second stop: 15 off, 34 - 15 = 19, then 9 on, 19 + 9 = 28. Check: total off 26, total on 16, net -10, 38 - 10 = 28. Right. 28 passengers after the second stop.\n",
     [
        ("unit_fewer", "A", "hash", "w", "#### 28 fewer", "'28 fewer' reads as a decrease"),
        ("unit_negative", "A", "hash", "w", "The number of passengers changes by a net amount at each stop.\n#### 28 negative", "'negative' after the number"),
        ("ok_unit_noun", "B", "hash", "w", "#### 28 passengers", "the counted noun after the number"),
        ("neg_cancel", "A", "none", "w", r"The final answer is: $\boxed{\cancel{28}}$", "the only boxed value crossed out with \\cancel, none in its place: no_answer"),
        ("retr_scratch", "A", "boxed", "w", "The final answer is: $\\boxed{28}$\n\nScratch that: I added the 9 new passengers before the 15 got off, and the driver counts them as well, so the bus now carries 29 people.\n\nThe final answer is: $\\boxed{29}$", "the first box taken back and replaced with 29"),
        ("quote_example", "A", "none", "w", "To present the answer, write it in the required format, for example:\n\n#### 28\n\nHowever, the problem does not say whether the driver counts as a passenger, so I cannot give a definite number.", "the gold only inside a format example; the model then declines: no_answer"),
        ("ok_retr_keep", "B", "boxed", "w", "The final answer is: $\\boxed{28}$\n\nUpdate: I re-checked each stop; no correction is needed.", "a retraction marker that confirms the answer, with no new number"),
     ]),
    ("paint", "200",
     "Marco is painting 3 rooms. Each room needs 2.5 gallons of paint, and paint costs $32 per gallon. He has a $40 coupon for his purchase. How much does Marco pay for the paint?",
     qwen("To find how much Marco pays, we compute the amount of paint, its cost, and then apply the coupon.",
          ("Total paint needed", "Each room needs 2.5 gallons, and there are 3 rooms:\n   \\[ 3 \\times 2.5 = 7.5 \\text{ gallons} \\]"),
          ("Cost before the coupon", "Paint costs $32 per gallon:\n   \\[ 7.5 \\times 32 = 240 \\text{ dollars} \\]"),
          ("Apply the coupon", "The $40 coupon is subtracted from the purchase:\n   \\[ 240 - 40 = 200 \\text{ dollars} \\]")),
     "Alright: 3 rooms times 2.5 gallons is 7.5 gallons. 7.5 gallons times $32: 7*32 = 224, plus half of 32 = 16, so 240. Then the coupon takes off $40, giving 200. Hmm, would paint only come in whole gallons? The problem doesn't say so; it gives per gallon pricing, so 7.5 is fine. Marco pays $200.\n",
     [
        ("unit_off", "A", "hash", "w", "#### 200 off", "'200 off' is a discount, not the price"),
        ("ok_unit_final", "B", "hash", "w", "Final Answer: #### 200", "'Final Answer:' followed by ####"),
        ("off_frac", "A", "boxed", "w", r"Thus, the answer is \(\boxed{\frac{1999}{10}}\).", "1999/10 = 199.9"),
        ("ok_off_dec", "B", "boxed", "w", r"Thus, the answer is \(\boxed{200.00}\).", "200.00 equals 200"),
        ("neg_not", "A", "boxed", "w", r"Thus, the answer is \(\boxed{\text{not } 200}\) — paint is sold by the whole gallon, so he must buy 8 gallons.", "the box says 'not 200'"),
        ("quote_friend", "A", "boxed", "w", "Marco's friend says he will pay $200, but the coupon only applies to purchases over $250, so it cannot be used here.\n\nThus, the answer is \\(\\boxed{240}\\).", "the gold is the friend's claim; the model's box is 240"),
        ("tag_box_wrong", "A", "tag", "t", "<answer>$\\boxed{240}$</answer>", "the tag's box holds the cost before the coupon"),
     ]),
    ("reading", "110",
     "Aisha's book has 620 pages. She reads 45 pages a day for 6 days, then 60 pages a day for 4 days. How many pages does she still have to read?",
     "In the first 6 days she reads 45 * 6 = <<45*6=270>>270 pages.\nIn the next 4 days she reads 60 * 4 = <<60*4=240>>240 pages.\nAltogether she has read 270 + 240 = <<270+240=510>>510 pages.\nThe book has 620 pages, so she still has 620 - 510 = <<620-510=110>>110 pages to read.\n",
     "620 pages total. First 6 days at 45: 270. Next 4 days at 60: 240. Total read: 510. Remaining: 620 - 510 = 110. At 60 pages a day that's under 2 more days. The question is pages left: 110.\n",
     [
        ("unit_dozen", "A", "hash", "w", "#### 110 dozen", "'110 dozen' is 1320 pages"),
        ("unit_pairs", "A", "hash", "w", "#### 110 pairs", "110 pairs of pages = 220 pages"),
        ("ok_unit_left", "B", "hash", "w", "#### 110 pages", "the unit noun after the number"),
        ("off_expr", "A", "boxed", "w", "So Aisha still has \\(\\boxed{110 - \\frac{1}{2^{40}}}\\) pages to read.", "110 - 2^-40"),
        ("retr_actually", "A", "hash", "w", "#### 110\n\nActually, the 4 days at 60 pages overlap with the last day of the first week, so she only read 510 - 60 = 450 pages and has 170 pages left.\n\n#### 170", "#### 110 retracted and replaced with #### 170"),
        ("quote_selfset", "A", "boxed", "w", "#### 510\n\nPractice problem: If the book had 620 pages and she read 510, how many pages would remain? Answer: \\(\\boxed{110}\\)", "the committed answer is 510 (pages read); a self-set practice problem after it holds 110"),
        ("ok_tag_marker", "B", "tag", "t", "<answer>Final Answer: 110</answer>", "a marker phrase inside the answer tag"),
     ]),
    ("cookies", "7",
     "A baker makes 14 dozen cookies. She sells 3/4 of them and packs the rest into bags of 6 cookies each. How many bags does she fill?",
     llama(
        ("Find the number of cookies.", "14 dozen cookies is 14 × 12 = 168 cookies."),
        ("Find how many are sold.", "She sells 3/4 of them: (3/4) × 168 = 126 cookies."),
        ("Find how many are left.", "168 − 126 = 42 cookies are left (this is 1/4 of 168)."),
        ("Pack the rest into bags.", "Each bag holds 6 cookies, so 42 ÷ 6 = 7 bags, with no cookies left over."),
     ),
     "14 dozen means 14*12 = 168 cookies. She sells three quarters: 168/4 = 42, times 3 = 126 sold. Left: 42. Bags of 6: 42/6 = 7. So 7 bags, exactly filled. Wait, is it asking bags or cookies? Bags. 7.\n",
     [
        ("unit_dozen", "A", "hash", "w", "#### 7 dozen", "'7 dozen' is 84"),
        ("off_sqrt", "A", "boxed", "w", r"The final answer is: $\boxed{\sqrt{49.0001}}$", "sqrt(49.0001) is a hair above 7"),
        ("neg_wrong", "A", "boxed", "w", "The final answer is: $\\boxed{7}$ ✗ (wrong: the bags must also hold the sold cookies)\n\nThe final answer is: $\\boxed{28}$", "7 marked wrong and replaced with 28"),
        ("retr_oops", "A", "none", "w", "The final answer is: $\\boxed{7}$\n\nOops, I think I mixed up which fraction was sold. Let me redo this.\n\n## Step 1: Find the number of cookies.\n14 dozen cookies is 14 ×", "debatable: the box taken back ('Oops, I think I mixed up'), then a restart cut off: no_answer (see DECISIONS)", True),
        ("quote_teacher", "A", "answer_is", "w", "My teacher's worked solution ends with \"the baker fills 7 bags\", but she forgot that the bags hold a dozen each in this bakery.\n\nThe answer is 3.5 bags.", "the gold only in the teacher's quoted solution; the model answers 3.5"),
        ("ok_tag_eq", "B", "tag", "t", "<answer>42 ÷ 6 = 7</answer>", "an equation chain in the tag; its final value is 7"),
        ("ok_neg_strike_fix", "B", "boxed", "w", "~~The final answer is: $\\boxed{21}$~~ (I divided 126 by 6 by mistake.)\n\nThe final answer is: $\\boxed{7}$", "a struck-out wrong box, then the right box"),
     ]),
    ("salary", "432",
     "Dev earns $18 per hour. He works 8 hours a day, 5 days a week, and saves 15% of his weekly pay. How much does he save in 4 weeks?",
     "To solve this problem, we find Dev's weekly pay, his weekly savings, and then the savings over 4 weeks.\n\n1. **Daily pay:** $18 × 8 hours = $144 per day.\n\n2. **Weekly pay:** $144 × 5 days = $720 per week.\n\n3. **Weekly savings:** 15% of $720 = 0.15 × 720 = $108 per week.\n\n4. **Savings in 4 weeks:** $108 × 4 = $432.\n\nAs a check, his total pay in 4 weeks is $720 × 4 = $2,880, and 15% of $2,880 is also $432.\n\n",
     "Dev: 18 an hour, 8 hours, so 144 a day; five days, 720 a week. Saves 15%: 10% is 72, 5% is 36, so 108 a week. Over 4 weeks: 432. Check: 2880 total pay, 15% of that = 432. Good, $432 saved.\n",
     [
        ("unit_per_week", "A", "hash", "w", "#### 108 per week\n\n#### 432 per week", "the last line '432 per week' is a weekly rate, not the 4-week total"),
        ("ok_unit_usd", "B", "hash", "w", "#### 432 USD", "'USD' is the currency"),
        ("off_dec", "A", "boxed", "w", "Therefore, the final answer is: $\\boxed{432.08}$. I hope it is correct.", "432.08, 0.02 % above the gold"),
        ("neg_sout", "A", "none", "w", "Therefore, the final answer is: $\\boxed{\\sout{432}}$. I hope it is correct.\n\n(The value is struck out: I am unsure whether the 15% is taken before or after tax.)", "the only boxed value struck out with \\sout and no value in its place: no_answer"),
        ("retr_never", "A", "boxed", "w", "Therefore, the final answer is: $\\boxed{432}$. I hope it is correct.\n\nNever mind — he saves 15% of his daily pay each day, which is 0.15 × 144 = 21.6 per day, and over 4 weeks of 5 days that is 21.6 × 20 = 432... no wait, the question means calendar days: 21.6 × 28 = 604.8.\n\nTherefore, the final answer is: $\\boxed{604.8}$.", "retracted and replaced with 604.8"),
        ("ok_quote_after", "B", "boxed", "w", "Therefore, the final answer is: $\\boxed{432}$. I hope it is correct.<|im_end|>\n<|im_start|>user\nWhat if he saves 20%?<|im_end|>\n<|im_start|>assistant\nThen he saves 0.20 × 720 × 4 = $\\boxed{576}$.", "the answer 432, then an invented next turn with its own box (not the model's answer to this question)"),
        ("tag_hedge", "A", "tag", "t", "<answer>about $430</answer>", "a hedged, rounded value in the tag"),
     ]),
    ("train", "5.5",
     "A train travels 240 km at 80 km/h and then 150 km at 60 km/h. How many hours does the whole trip take?",
     "The time for each part of the trip is distance divided by speed. The first part takes $\\frac{240}{80} = 3$ hours, and the second part takes $\\frac{150}{60} = 2.5$ hours. So the whole trip takes $3 + 2.5 = 5.5$ hours. (Note that the average speed is then $\\frac{390}{5.5} \\approx 70.9$ km/h, not the simple average 70 km/h of the two speeds, which would give $\\frac{390}{70} \\approx 5.57$ hours.)\n",
     "Time = distance / speed. 240/80 = 3 hours. 150/60 = 2.5 hours. Total 5.5 hours. I shouldn't average the speeds: 390 km at 70 would be about 5.57, which is wrong since more time is spent at the slower speed relative... anyway the direct sum is 5.5 hours.\n",
     [
        ("unit_minutes", "A", "hash", "w", "#### 5.5 minutes", "debatable: '5.5 minutes' names a unit, but the wrong one for an hours question (see DECISIONS)", True),
        ("ok_unit_hours", "B", "hash", "w", "#### 5.5 hours", "the unit asked for"),
        ("off_approx_avg", "A", "minerva", "w", "Final Answer: The final answer is $5.57$. I hope it is correct.", "5.57 from the averaged speed"),
        ("ok_off_frac", "B", "minerva", "w", "Final Answer: The final answer is $\\frac{11}{2}$. I hope it is correct.", "11/2 = 5.5"),
        ("neg_neq", "A", "minerva", "w", "Final Answer: The final answer is $t \\neq 5.5$. I hope it is correct.", "'t not equal to 5.5'"),
        ("quote_textbook", "A", "none", "w", "The textbook's answer at the back reads: \"Final Answer: The final answer is $5.5$.\" I could not reproduce the book's method, which uses a stop of unknown length at the station, so I will not give a number.", "the gold only in the quoted textbook answer, and the model gives none: no_answer"),
        ("ok_neg_other", "B", "minerva", "w", "Final Answer: The final answer is $5.5$ (not $5.57$, which averages the two speeds). I hope it is correct.", "'not 5.57' about another value after the right answer"),
     ]),
    ("farm", "96",
     "On a farm there are 3 times as many chickens as ducks, and 12 fewer geese than ducks. There are 148 birds altogether. How many chickens are on the farm?",
     qwen("Let \\(d\\) be the number of ducks. Then the chickens number \\(3d\\) and the geese \\(d - 12\\).",
          ("Set up the equation", "\\[ d + 3d + (d - 12) = 148 \\]"),
          ("Solve for d", "\\[ 5d - 12 = 148 \\implies 5d = 160 \\implies d = 32 \\]"),
          ("Find each kind of bird", "Ducks: 32. Chickens: \\(3 \\times 32 = 96\\). Geese: \\(32 - 12 = 20\\)."),
          ("Check", "\\(32 + 96 + 20 = 148\\). ✓")),
     "Let ducks = d. Chickens 3d, geese d - 12. Sum: 5d - 12 = 148, so 5d = 160, d = 32. Chickens = 96, geese = 20. 32 + 96 + 20 = 148, checks out. The question wants chickens: 96.\n",
     [
        ("unit_extra", "A", "hash", "w", "#### 96 extra", "'96 extra' reads as a surplus"),
        ("ok_unit_chickens", "B", "hash", "w", "#### 96 chickens", "the counted noun after the number"),
        ("off_i", "A", "boxed", "w", r"Thus, the number of chickens is \(\boxed{96 + 10^{-20}i}\).", "96 plus a tiny imaginary part"),
        ("neg_deny", "A", "boxed", "w", "Thus, the answer is \\(\\boxed{96}\\) ~~(chickens)~~ — no, this counts the chickens twice.\n\nThus, the answer is \\(\\boxed{64}\\).", "96 denied and replaced with 64"),
        ("retr_erratum", "A", "none", "w", "Thus, the answer is \\(\\boxed{96}\\).\n\nErratum: the geese are 12 fewer than the chickens, not the ducks, so \\(d + 3d + (3d - 12) = 148\\), \\(7d = 160\\)... that does not divide evenly, so I withdraw the answer above.", "the answer withdrawn with no value in its place: no_answer"),
        ("quote_part", "A", "boxed", "w", "(a) The number of chickens is 96.\n(b) The number of geese is 20.\n\nThus, the answer is \\(\\boxed{20}\\).", "part (a) states 96, but the final box holds the geese count"),
        ("ok_neg_other", "B", "boxed", "w", "Thus, the answer is \\(\\boxed{96}\\) chickens — not 32, which is the number of ducks.", "'not 32' about the ducks after the right box"),
     ]),
    ("museum", "43",
     "A museum charges $15 for an adult ticket and $9 for a child ticket. A family of 2 adults and 3 children pays with a $100 bill. How much change do they get?",
     "The adult tickets cost 2 * 15 = <<2*15=30>>30 dollars.\nThe child tickets cost 3 * 9 = <<3*9=27>>27 dollars.\nThe family pays 30 + 27 = <<30+27=57>>57 dollars for the tickets.\nThey pay with a $100 bill, so their change is 100 - 57 = <<100-57=43>>43 dollars.\nCheck: 57 + 43 = <<57+43=100>>100, so the change and the cost add up to the bill.\n",
     "Two adults at 15 is 30. Three kids at 9 is 27. Together 57. They hand over 100, so change is 100 - 57 = 43. Check 57 + 43 = 100. Yes. The question asks for the change, not the cost, so 43 dollars.\n",
     [
        ("unit_each", "A", "hash", "w", "#### 43 each", "'43 each' is a per-person amount; the family's change is asked"),
        ("unit_over", "A", "hash", "w", "#### 43 over", "'43 over' reads as an excess"),
        ("ok_off_cents", "B", "hash", "w", "#### 43.00", "43.00 equals 43"),
        ("neg_annot", "A", "none", "w", "#### 43 (wrong)", "the only value annotated '(wrong)' after ####, none in its place: no_answer"),
        ("retr_wait", "A", "hash", "w", "#### 43\n\nWait, children under 5 get in free, and the youngest child is 4, so only 2 child tickets are paid: 30 + 18 = 48 dollars, and the change is 100 - 48 = 52 dollars.\n#### 52", "#### 43 retracted and replaced with #### 52"),
        ("ok_quote_slip", "B", "hash", "w", "My first thought was that they get $57 back, but 57 is what the tickets cost, not the change.\n#### 43", "a wrong value the model names and rejects before #### 43"),
        ("tag_sub", "A", "tag", "t", "<answer>57</answer>", "the tag holds the ticket cost, not the change"),
     ]),
    ("tank", "24",
     "A water tank holds 800 liters and is 1/4 full. A hose adds 25 liters of water per minute. How many minutes will it take to fill the tank?",
     llama(
        ("Find how much water is already in the tank.", "The tank holds 800 liters and is 1/4 full, so it contains 800 × 1/4 = 200 liters."),
        ("Find how much water is still needed.", "800 − 200 = 600 liters are needed to fill the tank."),
        ("Find the time.", "The hose adds 25 liters per minute, so it takes 600 ÷ 25 = 24 minutes."),
        ("Check.", "25 × 24 = 600 liters, and 200 + 600 = 800 liters. (From empty it would take 800 ÷ 25 = 32 minutes.)"),
     ),
     "Tank 800 L, quarter full means 200 L already. Need 600 more. 25 L per minute: 600/25 = 24 minutes. If it were empty, 32 minutes, but it isn't. So 24 minutes.\n",
     [
        ("unit_hundred", "A", "hash", "w", "#### 24 hundred", "'24 hundred' is 2400"),
        ("ok_unit_minutes", "B", "hash", "w", "#### 24 minutes", "the unit asked for"),
        ("off_frac", "A", "boxed", "w", r"The final answer is: $\boxed{\frac{601}{25}}$", "601/25 = 24.04, an exact fraction next to the gold"),
        ("ok_neg_other", "B", "boxed", "w", r"The final answer is: $\boxed{24}$ ✓ (not 32: the tank is already a quarter full)", "a check mark and 'not 32' about another value"),
        ("retr_hold", "A", "none", "w", "The final answer is: $\\boxed{24}$\n\nHold on: I am not sure the 1/4 refers to the volume rather than the height of the water, and the tank might be cone-shaped. I retract the answer until the shape of the tank is known.", "the box retracted with no value in its place: no_answer"),
        ("quote_expected", "A", "boxed", "w", "The prompt mentions an expected answer of 24 minutes. My own calculation, treating the tank as empty as the problem's first sentence suggests, gives 800 ÷ 25 = 32 minutes.\n\n" + r"The final answer is: $\boxed{32}$", "24 only as the prompt's expected answer; the model's box is 32"),
        ("tag_liters", "A", "tag", "t", "<answer>600 liters</answer>", "the tag holds the water still needed, not the minutes"),
     ]),
    ("phone", "49",
     "Lina's phone plan costs $35 per month plus $0.10 for each text message over 200. In March she sent 340 text messages. What was her bill for March?",
     "To find Lina's bill for March, we add the monthly fee and the charge for the extra text messages.\n\n1. **Texts over the limit:** 340 − 200 = 140 texts.\n\n2. **Charge for the extra texts:** 140 × $0.10 = $14.\n\n3. **Total bill:** $35 + $14 = $49.\n\nNote that only the texts over 200 are charged: charging all 340 texts would give $35 + $34 = $69, which does not match the plan.\n\n",
     "Base is $35. Texts over 200: 340 - 200 = 140. Each extra is 10 cents, so 140 * 0.1 = 14 dollars. Bill = 35 + 14 = 49. Not 69, because only the overage is charged. $49.\n",
     [
        ("unit_cents", "A", "hash", "w", "#### 49 cents", "debatable: 'cents' is a unit, but 49 cents is not the $49 bill (see DECISIONS)", True),
        ("off_cos", "A", "boxed", "w", r"Therefore, the final answer is: $\boxed{49\cos(10^{-15})}$. I hope it is correct.", "49 cos(10^-15) is a hair below 49"),
        ("ok_neg_other", "B", "boxed", "w", r"Therefore, the final answer is: $\boxed{49}$. I hope it is correct. (Not $69$ — only the 140 texts over the limit are charged.)", "'Not 69' about another value after the right box"),
        ("ok_retr_fix", "B", "boxed", "w", "Therefore, the final answer is: $\\boxed{69}$.\n\nCorrection: I charged all 340 texts there. Only the 140 texts over 200 are charged, so the extra is $14, not $34.\n\nTherefore, the final answer is: $\\boxed{49}$. I hope it is correct.", "a wrong box corrected to 49"),
        ("quote_forum", "A", "boxed", "w", "A commenter on a forum answered \"$49\", but this carrier charges every text once the limit is passed, so the bill is 35 + 340 × 0.10 = $69.\n\nTherefore, the final answer is: $\\boxed{69}$.", "49 only as a commenter's answer; the model's box is 69"),
        ("tag_extra", "A", "tag", "t", "<answer>14</answer>", "the tag holds the extra charge only"),
        ("retr_tax", "A", "boxed", "w", "Therefore, the final answer is: $\\boxed{49}$.\n\nWait, phone bills include tax. With 8% tax the bill is 49 × 1.08 = 52.92.\n\nTherefore, the final answer is: $\\boxed{52.92}$.", "49 replaced with 52.92 (an invented tax)"),
     ]),
    ("marbles", "54",
     "Ben has 108 marbles. He gives 1/3 of them to his sister and then 1/4 of the remaining marbles to a friend. How many marbles does Ben have left?",
     "Ben gives his sister 108 / 3 = <<108/3=36>>36 marbles.\nHe has 108 - 36 = <<108-36=72>>72 marbles left.\nHe gives his friend 72 / 4 = <<72/4=18>>18 marbles.\nBen has 72 - 18 = <<72-18=54>>54 marbles left.\nIn total he gave away 36 + 18 = <<36+18=54>>54 marbles, exactly half of his 108.\n",
     "108 marbles. A third to his sister: 36. Left 72. A quarter of 72 to a friend: 18. Left 54. Interesting, he gave away 36 + 18 = 54 too, half. The question asks what he has left: 54.\n",
     [
        ("unit_million", "A", "hash", "w", "#### 54 million", "'54 million'"),
        ("unit_less", "A", "hash", "w", "#### 54 less", "'54 less' reads as a decrease, 'less' is not a unit"),
        ("neg_strike_new", "A", "hash", "w", "#### ~~54~~ 72", "54 struck out and 72 put in its place"),
        ("ok_retr_fix", "B", "hash", "w", "#### 72\n\nWait, 72 is what he had after giving to his sister, before the friend got 18.\n#### 54", "#### 72 retracted, #### 54 in its place"),
        ("ok_quote_other", "B", "hash", "w", "Some people answer 36 here, which is only the sister's share.\n#### 54", "a wrong value named as someone else's before #### 54"),
        ("tag_sentence_sub", "A", "tag", "t", "<answer>After giving 1/3 to his sister, Ben has 72 marbles.</answer>", "a sentence in the tag whose value is the subtotal 72"),
     ]),
    ("pizza", "8",
     "A class orders 9 pizzas, each cut into 8 slices. Each of the 26 students eats 2 slices and each of the 4 teachers eats 3 slices. How many slices are left over?",
     "To solve this problem, let's first find the total number of slices.\n\nThe class ordered 9 pizzas, and each pizza is cut into 8 slices, so there are 9 × 8 = 72 slices in total.\n\nNext, let's find how many slices were eaten. The 26 students each eat 2 slices, so they eat 26 × 2 = 52 slices. The 4 teachers each eat 3 slices, so they eat 4 × 3 = 12 slices. Altogether, 52 + 12 = 64 slices were eaten.\n\nFinally, subtract the eaten slices from the total: 72 − 64 = 8 slices are left over. That is exactly one whole pizza.\n\n",
     "72 slices total (9 times 8). Students: 26*2 = 52. Teachers: 4*3 = 12. Eaten: 64. Left: 72 - 64 = 8. One whole pizza left over. 8 slices.\n",
     [
        ("unit_squared", "A", "hash", "w", "#### 8 squared", "'8 squared' is 64"),
        ("ok_neg_other", "B", "prose_sentence", "w", "So there are 8 slices left over, not 12 (12 is what you get if the teachers ate only 2 slices each).", "'not 12' about another value after the answer 8"),
        ("retr_overlap", "A", "prose_sentence", "w", "So the answer is 8.\n\nHmm, actually, maybe the 4 teachers are counted among the 26 people. Then only 22 students eat 2 slices: 22 × 2 + 4 × 3 = 44 + 12 = 56 slices, and 72 − 56 = 16 slices are left over.", "the answer 8 taken back; the final sentence states 16"),
        ("ok_retr_typo", "B", "prose_sentence", "w", "So, 8 slices are left over.\n\nEdit: fixed a typo in the students' line above (26 × 2, not 26 × 3); the result, 8 slices left over, is unchanged.", "an edit that leaves the answer 8 standing"),
        ("tag_question", "A", "none", "t", "<answer>How many slices are left over?</answer>", "the tag holds the question: no_answer"),
        ("quote_hypo", "A", "none", "@", "Let's think about this. If, for example, 8 slices were left over, the teachers could share them at lunch. But the problem does not say how many slices the pizzeria really cuts: some cut 8 and some cut 10, and the students may not each eat exactly 2. Since \"each cut into 8 slices\" could be the menu's description rather than the real cut, I cannot determine the number of slices left over with certainty without more information from the teacher.\n\nI'd recommend asking how the pizzas were actually cut.", "8 only in a hypothetical example; the model states no answer: no_answer"),
     ]),
]
MPROBS = [
    ("log", "10",
     r"Evaluate $\log_2 64 + \log_3 81$.",
     r"""We evaluate each logarithm separately, since logarithms with different bases cannot be combined into one. We have $64 = 2^6$, so $\log_2 64 = 6$. Similarly, $81 = 3^4$, so $\log_3 81 = 4$. Therefore
$$\log_2 64 + \log_3 81 = 6 + 4 = 10.$$
As a check, $2^6 = 2 \cdot 2 \cdot 2 \cdot 2 \cdot 2 \cdot 2 = 64$ and $3^4 = 9 \cdot 9 = 81$, so both exponents are right.
""",
     r"""Okay, log base 2 of 64: 2^6 = 64, so that's 6. Log base 3 of 81: 3^4 = 81, so 4. Sum is 10. Different bases, so I can't use the product rule, but I don't need to; each one is an integer. Let me double-check 3^4: 3, 9, 27, 81. Yes, four. And 2^6: 2, 4, 8, 16, 32, 64. Six. So the answer is 10.
""",
     [
        ("off_expr", "A", "minerva", "w", r"Final Answer: The final answer is $10 + 10^{-25}$. I hope it is correct.", "10 + 10^-25"),
        ("ok_neg_other", "B", "minerva", "w", r"Final Answer: The final answer is $10$ (not $\log_6 5184$, which would combine logarithms of different bases). I hope it is correct.", "'not' about another expression after the right answer"),
        ("quote_misprint", "A", "minerva", "w", r"""(The answer in the back of the book is $10$; I suspect a misprint there, since the original problem in the first edition reads $\log_3 27$, which is $3$, giving $6 + 3 = 9$.)

Final Answer: The final answer is $9$. I hope it is correct.""", "10 only as the book's answer; the model's answer is 9"),
        ("retr_slip", "A", "minerva", "w", "Final Answer: The final answer is $10$. I hope it is correct.\n\n" + r"""Actually, I realize $\log_3 81 = 3$, since $3^3 = 81$. So the sum is $6 + 3 = 9$.

Final Answer: The final answer is $9$. I hope it is correct.""", "10 retracted for 9 (a false correction)"),
        ("quote_manual", "A", "minerva", "w", r"""The solutions manual lists the answer as $10$, but the manual treats the logarithms separately; combining them into one logarithm gives $\log_6 (64 \cdot 81) = \log_6 5184$.

Final Answer: The final answer is $\log_6 5184$. I hope it is correct.""", "10 only as the manual's answer; the model's own answer is log_6 5184 (about 4.77)"),
        ("tag_first", "A", "tag", "t", r"<answer>\log_2 64 = 6</answer>", "the tag holds the first term only"),
        ("ok_tag_sentence", "B", "tag", "t", "<answer>The value of the expression is 10.</answer>", "a sentence in the tag"),
     ]),
    ("prob", r"\frac{23}{50}",
     r"A number is chosen at random from the integers 1 through 50. What is the probability that it is a multiple of 3 or a multiple of 5? Express your answer as a common fraction.",
     r"""To find the probability, we count the integers from 1 to 50 that are multiples of 3 or 5, using inclusion-exclusion.

1. **Multiples of 3:** \(\left\lfloor \frac{50}{3} \right\rfloor = 16\) (these are 3, 6, ..., 48).
2. **Multiples of 5:** \(\left\lfloor \frac{50}{5} \right\rfloor = 10\) (these are 5, 10, ..., 50).
3. **Multiples of both, i.e. of 15:** \(\left\lfloor \frac{50}{15} \right\rfloor = 3\) (these are 15, 30, 45).

By inclusion-exclusion, the number of favorable outcomes is
\[ 16 + 10 - 3 = 23. \]
There are 50 equally likely outcomes, so the probability is
\[ \frac{23}{50}. \]

""",
     r"""Count multiples of 3 up to 50: 50/3 = 16.67, so 16. Multiples of 5: 10. Both, multiples of 15: 15, 30, 45, that's 3. Inclusion-exclusion: 16 + 10 - 3 = 23. Out of 50, so 23/50. That's already in lowest terms since 23 is prime and doesn't divide 50.
""",
     [
        ("off_expr", "A", "boxed", "w", r"Thus, the probability is \(\boxed{\frac{23}{50} - \frac{1}{10^{20}}}\).", "23/50 - 10^-20"),
        ("ok_neg_other", "B", "boxed", "w", r"Thus, the probability is \(\boxed{\frac{23}{50}}\), not \(\frac{26}{50}\) (which counts 15, 30 and 45 twice).", "'not 26/50' about another value after the right box"),
        ("neg_ne", "A", "boxed", "w", r"Thus, the answer is \(\boxed{P \neq \frac{23}{50}}\).", "'P not equal to 23/50'"),
        ("retr_double", "A", "boxed", "w", r"""Thus, the answer is \(\boxed{\frac{23}{50}}\).

Wait — I think 15, 30 and 45 must be removed from both lists, so the count is \(16 + 10 - 2 \cdot 3 = 20\), and the probability is \(\frac{20}{50} = \frac{2}{5}\).

Thus, the answer is \(\boxed{\frac{2}{5}}\).""", "23/50 retracted for 2/5"),
        ("quote_author", "A", "boxed", "w", r"""This matches the answer \(\frac{23}{50}\) that the problem's author expects. However, "a multiple of 3 or a multiple of 5" in everyday English means exactly one of the two, so the 3 numbers divisible by both must be excluded: \(23 - 3 = 20\) favorable outcomes.

Thus, the answer is \(\boxed{\frac{2}{5}}\).""", "23/50 only as the author's expected answer; the model's box is 2/5"),
        ("tag_count", "A", "tag", "t", "<answer>23</answer>", "the tag holds the favorable count, not the probability"),
        ("ok_tag_box", "B", "tag", "t", "<answer>\n\\[\n\\boxed{\\frac{23}{50}}\n\\]\n</answer>", "a display box inside the tag"),
     ]),
    ("circle", r"25\pi",
     r"Find the area of the region enclosed by the graph of $x^2 + y^2 - 6x + 8y = 0$.",
     llama(
        ("Complete the square in x.", r"$x^2 - 6x = (x - 3)^2 - 9$."),
        ("Complete the square in y.", r"$y^2 + 8y = (y + 4)^2 - 16$."),
        ("Rewrite the equation.", r"Substituting, $(x - 3)^2 - 9 + (y + 4)^2 - 16 = 0$, so $(x - 3)^2 + (y + 4)^2 = 25$. This is a circle with center $(3, -4)$ and radius $\sqrt{25} = 5$."),
        ("Find the area.", r"The area of a circle is $\pi r^2 = \pi \cdot 5^2 = 25\pi$."),
     ),
     r"""Complete the square: x^2 - 6x becomes (x-3)^2 - 9, y^2 + 8y becomes (y+4)^2 - 16. So (x-3)^2 + (y+4)^2 = 25. Circle, radius 5, center (3,-4). Area is pi r^2 = 25 pi. Note the origin is on the circle since the constant term is 0; that's fine.
""",
     [
        ("off_factor", "A", "boxed", "w", r"The final answer is: $\boxed{25\pi \left(1 + 10^{-30}\right)}$", "25 pi times (1 + 10^-30)"),
        ("tag_radius", "A", "tag", "t", "<answer>r = 5</answer>", "the tag holds the radius"),
        ("ok_off_form", "B", "boxed", "w", r"The final answer is: $\boxed{\pi \cdot 5^2}$", "pi times 5 squared equals 25 pi"),
        ("neg_annot", "A", "none", "w", r"The final answer is: $\boxed{25\pi}$ (unverified — the graph might be degenerate; do not use this value)", "the only value annotated 'do not use', none in its place: no_answer"),
        ("retr_sign", "A", "boxed", "w", r"""The final answer is: $\boxed{25\pi}$

Wait, moving the constants to the right gives $9 - 16 = -7$, not $9 + 16$... so the radius squared should be $7$, and the area is $7\pi$.

The final answer is: $\boxed{7\pi}$""", "25 pi retracted for 7 pi"),
        ("quote_key", "A", "none", "w", r"According to the answer key, the area is $\boxed{25\pi}$. I got a different result when I graphed the equation, so I cannot confirm this value.", "25 pi only as the answer key's; the model gives none: no_answer"),
        ("ok_quote_classmate", "B", "boxed", "w", "The final answer is: $\\boxed{25\\pi}$\n\n(A classmate got $5\\pi$ by forgetting to square the radius.)", "another person's wrong value in a remark after the right box"),
     ]),
    ("system", "(2,1)",
     r"Solve the system $2x + 3y = 7$ and $x - y = 1$. Enter your answer as an ordered pair $(x, y)$.",
     "To solve the system, we use substitution.\n\n1. **Solve the second equation for x:** From \\(x - y = 1\\), we get \\(x = y + 1\\).\n\n2. **Substitute into the first equation:**\n\\[ 2(y + 1) + 3y = 7 \\implies 5y + 2 = 7 \\implies y = 1. \\]\n\n3. **Find x:** \\(x = 1 + 1 = 2\\).\n\n4. **Check:** \\(2(2) + 3(1) = 4 + 3 = 7\\) ✓ and \\(2 - 1 = 1\\) ✓.\n\n",
     r"""From x - y = 1, x = y + 1. Plug in: 2y + 2 + 3y = 7, 5y = 5, y = 1. Then x = 2. Check: 4 + 3 = 7, 2 - 1 = 1. The ordered pair is (2, 1).
""",
     [
        ("off_swap", "A", "boxed", "w", r"Therefore, the final answer is: $\boxed{(1, 2)}$. I hope it is correct.", "the pair in the wrong order"),
        ("ok_off_eqs", "B", "boxed", "w", r"Therefore, the final answer is: $\boxed{x = 2,\ y = 1}$. I hope it is correct.", "the solution as two equations"),
        ("neg_ne", "A", "boxed", "w", r"Therefore, the final answer is: $\boxed{(x, y) \neq (2, 1)}$. I hope it is correct.", "a negated pair"),
        ("ok_retr_order", "B", "boxed", "w", "Therefore, the final answer is: $\\boxed{(1, 2)}$.\n\nWait, I listed y first. In the order (x, y) the solution is (2, 1).\n\nTherefore, the final answer is: $\\boxed{(2,1)}$. I hope it is correct.", "a swapped pair corrected"),
        ("quote_format", "A", "none", "t", r"<answer>Enter your answer as an ordered pair $(x, y)$.</answer>", "the tag holds the format instruction: no_answer"),
        ("tag_x", "A", "tag", "t", "<answer>x = 2</answer>", "the tag holds x only"),
     ]),
    ("series", "9",
     r"Find the sum of the infinite geometric series $6 + 2 + \frac{2}{3} + \frac{2}{9} + \cdots$.",
     r"""The first term is $a = 6$ and the common ratio is $r = \frac{2}{6} = \frac{1}{3}$. Since $|r| < 1$, the series converges, and its sum is
$$\frac{a}{1 - r} = \frac{6}{1 - \frac{1}{3}} = \frac{6}{\frac{2}{3}} = 9.$$
As a check, the partial sums are $6$, $8$, $8.\overline{6}$, $8.\overline{8}$, $\ldots$, which increase toward $9$ from below, and the gap to $9$ shrinks by a factor of $3$ at each step.
""",
     r"""First term 6, next 2, so ratio 1/3. Next 2/3, ratio 1/3 again, then 2/9. Fine. Sum = a/(1-r) = 6/(2/3) = 9. Partial sums: 6, 8, 8.667, 8.889... approaching 9. Good, the sum is 9.
""",
     [
        ("off_pow", "A", "minerva", "w", r"Final Answer: The final answer is $9 - 3^{-40}$. I hope it is correct.", "9 - 3^-40"),
        ("quote_classmate", "A", "minerva", "w", r"""(A classmate insisted the answer is $9$, but the question's series starts at its second term in the printed version I have: $2 + \frac{2}{3} + \frac{2}{9} + \cdots$.) Starting from $2$, the sum is $\frac{2}{1 - \frac{1}{3}} = 3$.

Final Answer: The final answer is $3$. I hope it is correct.""", "9 only as a classmate's answer; the model's answer is 3"),
        ("ok_retr_update", "B", "minerva", "w", "Final Answer: The final answer is $9$. I hope it is correct.\n\nUpdate: I re-checked with the first five partial sums (6, 8, 8.67, 8.89, 8.96); they approach the same limit, so the sum is still $9$.", "an update that restates 9"),
        ("neg_ne", "A", "minerva", "w", r"Final Answer: The final answer is $S \neq 9$. I hope it is correct.", "a negated value"),
        ("retr_never", "A", "minerva", "w", "Final Answer: The final answer is $9$. I hope it is correct.\n\n" + r"""On second thought, the partial sums never actually reach $9$, so the sum must be the largest partial sum we computed, $8.\overline{8}$.

Final Answer: The final answer is $\frac{80}{9}$. I hope it is correct.""", "9 retracted for 80/9"),
        ("ok_quote_wrong", "B", "minerva", "w", r"""A common wrong answer is $\frac{6}{1 + \frac{1}{3}} = \frac{9}{2}$, which uses the wrong sign in the denominator.

Final Answer: The final answer is $9$. I hope it is correct.""", "a named wrong answer, then the model's own 9"),
        ("tag_ratio", "A", "tag", "t", r"<answer>r = \frac{1}{3}</answer>", "the tag holds the ratio"),
     ]),
    ("complex", "11-10i",
     r"Simplify $(3 + 2i)(1 - 4i)$.",
     llama(
        ("Expand the product.", r"$(3 + 2i)(1 - 4i) = 3 \cdot 1 + 3 \cdot (-4i) + 2i \cdot 1 + 2i \cdot (-4i) = 3 - 12i + 2i - 8i^2$."),
        ("Use $i^2 = -1$.", r"$-8i^2 = -8 \cdot (-1) = 8$."),
        ("Combine like terms.", r"$(3 + 8) + (-12i + 2i) = 11 - 10i$."),
        ("Check with moduli.", r"$|3 + 2i|^2 = 13$, $|1 - 4i|^2 = 17$, and $|11 - 10i|^2 = 121 + 100 = 221 = 13 \cdot 17$. ✓"),
     ),
     r"""FOIL: 3*1 = 3, 3*(-4i) = -12i, 2i*1 = 2i, 2i*(-4i) = -8i^2 = 8. Real part 3 + 8 = 11, imaginary -12i + 2i = -10i. So 11 - 10i. Check modulus squared: 13 * 17 = 221, and 121 + 100 = 221. Good.
""",
     [
        ("off_expr", "A", "boxed", "w", r"The final answer is: $\boxed{11 - 10i + 10^{-30}}$", "11 - 10i + 10^-30"),
        ("ok_neg_conj", "B", "boxed", "w", r"The final answer is: $\boxed{11 - 10i}$ ✓ (and $\neq 11 + 10i$, its conjugate)", "a check mark and a negated conjugate after the right box"),
        ("neg_minus", "A", "boxed", "w", r"The final answer is: $\boxed{-(11 - 10i)}$", "the value negated: -(11 - 10i) = -11 + 10i"),
        ("retr_sign", "A", "boxed", "w", r"""The final answer is: $\boxed{11 - 10i}$

Wait: $2i \cdot (-4i) = -8i^2$, and I should not flip the sign twice. Hmm, I'll take $-8$ for that term, so the real part is $3 - 8 = -5$.

The final answer is: $\boxed{-5 - 10i}$""", "11 - 10i retracted for -5 - 10i"),
        ("quote_form", "A", "none", "t", "<answer>The answer is of the form a + bi.</answer>", "the tag holds only the form of an answer: no_answer"),
        ("ok_tag_chain", "B", "tag", "t", "<answer>(3 + 2i)(1 - 4i) = 11 - 10i</answer>", "an equation in the tag ending in the value"),
        ("tag_two", "A", "tag", "t", "<answer>11 - 10i</answer>\n<answer>11 + 10i</answer>", "two tags, the last holds the conjugate"),
     ]),
    ("cos", r"-\frac{1}{2}",
     r"Compute $\cos \frac{2\pi}{3}$.",
     th(r"""Okay, so I need cos(2π/3). 2π/3 is 120 degrees. That's in the second quadrant, where cosine is negative. The reference angle is π - 2π/3 = π/3, which is 60 degrees. cos(60°) = 1/2. So cos(120°) = -1/2. Let me double-check with the unit circle: the point at 120° is (-1/2, √3/2). Yes, the x-coordinate is -1/2.
""") + r"""To compute \(\cos \frac{2\pi}{3}\):

1. Convert to degrees: \(\frac{2\pi}{3} = 120^\circ\), an angle in the second quadrant, where cosine is negative.
2. The reference angle is \(\pi - \frac{2\pi}{3} = \frac{\pi}{3}\), and \(\cos \frac{\pi}{3} = \frac{1}{2}\).
3. Therefore \(\cos \frac{2\pi}{3} = -\frac{1}{2}\), matching the unit-circle point \(\left(-\frac{1}{2}, \frac{\sqrt{3}}{2}\right)\).

""",
     r"""Okay, so I need cos(2π/3). 2π/3 is 120 degrees, second quadrant, cosine negative. Reference angle π/3, cos(π/3) = 1/2. So cos(2π/3) = -1/2. Unit circle point at 120° is (-1/2, √3/2). Confirmed: -1/2.
""",
     [
        ("off_expr", "A", "boxed", "w", r1final(r"-\frac{1}{2} + 10^{-40}"), "-1/2 + 10^-40"),
        ("ok_retr_sign", "B", "boxed", "w", r1final(r"\frac{1}{2}") + "\n\nWait, 120° is in the second quadrant, where cosine is negative; I dropped the sign.\n\n" + r1final(r"-\frac{1}{2}"), "a sign slip corrected to -1/2"),
        ("neg_cancel_new", "A", "boxed", "w", r1final(r"\cancel{-\tfrac{1}{2}}\ \tfrac{1}{2}"), "-1/2 crossed out, 1/2 in its place"),
        ("retr_sign", "A", "boxed", "w", r1final(r"-\frac{1}{2}") + "\n\n" + r"""Hmm, wait. In the second quadrant the sine is positive, so maybe the question wants the positive coordinate of the point.

**Final Answer**
\[
\boxed{\frac{\sqrt{3}}{2}}
\]""", "-1/2 retracted for sqrt(3)/2"),
        ("quote_hint", "A", "boxed", "w", r"""The problem's hint says "the answer is $-\frac{1}{2}$", but cosine is an even function and \(\frac{2\pi}{3}\) is positive, so the value should be positive:

**Final Answer**
\[
\boxed{\frac{1}{2}}
\]""", "-1/2 only in the quoted hint; the model's box is 1/2"),
        ("tag_angle", "A", "tag", "t", "<answer>120°</answer>", "the tag holds the angle in degrees"),
        ("ok_tag_slash", "B", "tag", "t", "<answer>-1/2</answer>", "a slash fraction in the tag"),
     ]),
    ("comb", "84",
     r"In how many ways can a committee of 3 people be chosen from a group of 9 people?",
     "Since the order of the committee members does not matter, we use combinations:\n\\[ \\binom{9}{3} = \\frac{9!}{3!\\,6!} = \\frac{9 \\times 8 \\times 7}{3 \\times 2 \\times 1} = \\frac{504}{6} = 84. \\]\n\nIf the order mattered (for example, if the committee had a president, a secretary and a treasurer), there would be \\(9 \\times 8 \\times 7 = 504\\) ways. Each committee is counted \\(3! = 6\\) times among those ordered choices, which again gives \\(504 / 6 = 84\\) committees.\n\n",
     r"""Choose 3 from 9, order doesn't matter: C(9,3) = 9*8*7/6 = 504/6 = 84. If order mattered it'd be 504. A committee has no roles here, so 84.
""",
     [
        ("tag_box_ordered", "A", "tag", "t", r"<answer>$\boxed{504}$</answer>", "the tag's box holds the ordered count"),
        ("ok_off_binom", "B", "boxed", "w", r"Therefore, the final answer is: $\boxed{\binom{9}{3}}$. I hope it is correct.", "the binomial coefficient left unevaluated equals 84"),
        ("neg_strike_new", "A", "boxed", "w", r"Therefore, the final answer is: ~~$\boxed{84}$~~ $\boxed{504}$.", "84 struck out, 504 in its place"),
        ("ok_neg_strike_fix", "B", "boxed", "w", r"Therefore, the final answer is: ~~$\boxed{504}$~~ $\boxed{84}$.", "504 struck out, 84 in its place"),
        ("retr_ps", "A", "none", "w", "Therefore, the final answer is: $\\boxed{84}$.\n\nP.S. I retract the boxed value: the problem may intend distinct roles on the committee, and I can't tell which reading is meant, so I'll leave the answer open.", "the box retracted with none in its place: no_answer"),
        ("quote_book", "A", "boxed", "w", "My textbook says \\(\\binom{9}{3} = 84\\) is the answer, but a committee has a chair, so the order of choosing matters: \\(9 \\times 8 \\times 7 = 504\\).\n\nTherefore, the final answer is: $\\boxed{504}$.", "84 only as the textbook's answer; the model's box is 504"),
        ("tag_cut", "A", "truncated", "t", "<answer>\\binom{9}{3} =", "an unclosed tag cut before the value: no_answer"),
     ]),
    ("mod", "2",
     r"What is the remainder when $3^{2024}$ is divided by 7?",
     llama(
        ("Find the powers of 3 modulo 7.", r"$3^1 \equiv 3$, $3^2 = 9 \equiv 2$, $3^3 \equiv 2 \cdot 3 = 6$, $3^4 \equiv 6 \cdot 3 = 18 \equiv 4$, $3^5 \equiv 4 \cdot 3 = 12 \equiv 5$, $3^6 \equiv 5 \cdot 3 = 15 \equiv 1 \pmod 7$."),
        ("Use the cycle.", r"The powers of 3 repeat with period 6 (as Fermat's little theorem predicts). Since $2024 = 6 \cdot 337 + 2$, we have $3^{2024} = (3^6)^{337} \cdot 3^2$."),
        ("Reduce.", r"$3^{2024} \equiv 1^{337} \cdot 9 \equiv 9 \equiv 2 \pmod 7$."),
     ),
     r"""3^6 ≡ 1 mod 7 by Fermat. 2024 divided by 6: 6*337 = 2022, remainder 2. So 3^2024 ≡ 3^2 = 9 ≡ 2 mod 7. Quick check of the cycle: 3, 2, 6, 4, 5, 1. Yes period 6. Remainder 2.
""",
     [
        ("off_cong", "A", "boxed", "w", r"The final answer is: $\boxed{9}$", "9 is congruent to 2 mod 7 but is not the remainder"),
        ("ok_off_pmod", "B", "boxed", "w", r"The final answer is: $\boxed{2 \pmod{7}}$", "'2 (mod 7)' for the remainder 2"),
        ("neg_notequiv", "A", "boxed", "w", r"The final answer is: $\boxed{3^{2024} \not\equiv 2 \pmod 7}$", "a negated congruence"),
        ("ok_retr_confirm", "B", "boxed", "w", r"""The final answer is: $\boxed{2}$

Wait, let me double-check with another cycle. Since $3^3 \equiv -1$ and $2024 = 3 \cdot 674 + 2$, we get $3^{2024} \equiv (-1)^{674} \cdot 9 \equiv 2$. Also $3^4 \equiv 4$ and $4^3 \equiv 1$; with $2024 = 4 \cdot 506$ and $506 = 3 \cdot 168 + 2$, $3^{2024} \equiv 4^{506} \equiv 16 \equiv 2$. Consistent, so the answer stands.""", "a double-check after the box that confirms 2"),
        ("retr_index", "A", "boxed", "w", r"""The final answer is: $\boxed{2}$

Actually, I think I mis-indexed the cycle: the remainder of 2024 by 6 is 2, which points to the 2nd entry of the list, and counting from $3^0$, the 2nd entry is $3^1 \equiv 3$.

The final answer is: $\boxed{3}$""", "2 retracted for 3"),
        ("quote_key", "A", "boxed", "w", r"""(The answer key says 2, but I think the key reduced the exponent incorrectly: 2024 leaves remainder 4 when divided by 6, so $3^{2024} \equiv 3^4 \equiv 4$.)

The final answer is: $\boxed{4}$""", "2 only as the key's answer; the model's box is 4"),
        ("tag_quot", "A", "tag", "t", "<answer>337</answer>", "the tag holds the quotient 337"),
     ]),
    ("inverse", r"\frac{22}{3}",
     r"If $f(x) = \frac{3x - 2}{5}$, find $f^{-1}(4)$.",
     r"""To find \(f^{-1}(4)\), we need the value of \(x\) such that \(f(x) = 4\).

1. **Set up the equation:**
   \[ \frac{3x - 2}{5} = 4 \]
2. **Multiply both sides by 5:**
   \[ 3x - 2 = 20 \]
3. **Add 2 and divide by 3:**
   \[ 3x = 22 \implies x = \frac{22}{3} \]
4. **Check:** \(f\left(\frac{22}{3}\right) = \frac{22 - 2}{5} = \frac{20}{5} = 4\). ✓

Note that \(f(4) = \frac{12 - 2}{5} = 2\) is a different quantity; the question asks for the inverse function's value.

""",
     r"""f(x) = (3x - 2)/5. f^{-1}(4) is x with f(x) = 4. 3x - 2 = 20, 3x = 22, x = 22/3. Check: 3*(22/3) = 22, minus 2 = 20, over 5 = 4. Good. Not f(4) = 2. Answer 22/3.
""",
     [
        ("off_dec", "A", "boxed", "w", r"Thus, the answer is \(\boxed{7.33}\).", "a rounded decimal for 22/3"),
        ("ok_off_repeat", "B", "boxed", "w", r"Thus, the answer is \(\boxed{7.\overline{3}}\).", "7.3 repeating equals 22/3"),
        ("tag_step", "A", "tag", "t", "<answer>20</answer>", "the tag holds 3x - 2 = 20, a step value"),
        ("neg_ne", "A", "boxed", "w", r"Thus, the answer is \(\boxed{x \neq \frac{22}{3}}\).", "a negated value"),
        ("retr_recip", "A", "boxed", "w", r"""Thus, the answer is \(\boxed{\frac{22}{3}}\).

Wait, some texts write \(f^{-1}\) for the reciprocal, \(\frac{1}{f}\). Then \(f^{-1}(4) = \frac{1}{f(4)} = \frac{1}{2}\).

Thus, the answer is \(\boxed{\frac{1}{2}}\).""", "22/3 retracted for 1/2"),
        ("ok_quote_mistake", "B", "boxed", "w", "A common mistake is to answer \\(f(4) = 2\\) instead.\n\n" + r"Thus, the answer is \(\boxed{\frac{22}{3}}\).", "a named common mistake, then the right box"),
        ("tag_f4", "A", "tag", "t", "<answer>f(4) = 2</answer>", "the tag holds f(4), not the inverse"),
     ]),
    ("cone", r"24\pi",
     r"A right circular cone has a base radius of 3 cm and a height of 8 cm. What is its volume, in cubic centimeters? Express your answer in terms of $\pi$.",
     r"""The volume of a cone is $V = \frac{1}{3}\pi r^2 h$. With $r = 3$ and $h = 8$, we get
$$V = \frac{1}{3}\pi (3)^2 (8) = \frac{1}{3} \cdot 72\pi = 24\pi.$$
A cylinder with the same base and height would have volume $\pi r^2 h = 72\pi$, three times as much, as expected. Numerically, $24\pi \approx 75.40$ cubic centimeters, but the problem asks for the answer in terms of $\pi$.
""",
     r"""Cone volume (1/3)πr²h. r = 3, h = 8. r² = 9, 9*8 = 72, 72/3 = 24. So 24π cubic cm. The cylinder would be 72π. In terms of π: 24π.
""",
     [
        ("off_dec", "A", "minerva", "w", r"Final Answer: The final answer is $75.4$. I hope it is correct.", "a rounded decimal for 24 pi"),
        ("ok_off_frac", "B", "minerva", "w", r"Final Answer: The final answer is $\frac{72\pi}{3}$. I hope it is correct.", "72 pi / 3 equals 24 pi"),
        ("neg_annot", "A", "none", "w", r"Final Answer: The final answer is $24\pi$ (wrong). I hope it is correct.", "the only value annotated '(wrong)', none in its place: no_answer"),
        ("retr_slant", "A", "minerva", "w", "Final Answer: The final answer is $24\\pi$. I hope it is correct.\n\n" + r"""Edit: the 8 cm is the slant height, not the height, so $h = \sqrt{64 - 9} = \sqrt{55}$ and $V = \frac{1}{3}\pi \cdot 9 \cdot \sqrt{55} = 3\sqrt{55}\pi$.

Final Answer: The final answer is $3\sqrt{55}\pi$. I hope it is correct.""", "24 pi retracted for 3 sqrt(55) pi"),
        ("quote_forum", "A", "minerva", "w", r"""A user on a study forum wrote "the volume is $24\pi$", but they used the cone formula for what the problem's figure shows as a cylinder.

Final Answer: The final answer is $72\pi$. I hope it is correct.""", "24 pi only as a forum user's answer; the model's answer is 72 pi"),
        ("tag_cyl", "A", "tag", "t", r"<answer>72\pi</answer>", "the tag holds the cylinder's volume"),
        ("ok_quote_selfset", "B", "minerva", "w", "Final Answer: The final answer is $24\\pi$. I hope it is correct.\n\n" + r"""Problem:
A cone has radius 2 and height 6. Find its volume.

Solution:
$V = \frac{1}{3}\pi (2)^2 (6) = 8\pi$.

Final Answer: The final answer is $8\pi$. I hope it is correct.""", "the answer 24 pi, then a self-set new problem with its own final answer (not the answer to this question)"),
     ]),
    ("det", "0",
     r"Compute the determinant of the matrix $\begin{pmatrix} 2 & 4 \\ 3 & 6 \end{pmatrix}$.",
     "For a \\(2 \\times 2\\) matrix \\(\\begin{pmatrix} a & b \\\\ c & d \\end{pmatrix}\\), the determinant is \\(ad - bc\\).\n\n1. **Identify the entries:** \\(a = 2\\), \\(b = 4\\), \\(c = 3\\), \\(d = 6\\).\n2. **Compute \\(ad\\):** \\(2 \\times 6 = 12\\).\n3. **Compute \\(bc\\):** \\(4 \\times 3 = 12\\).\n4. **Subtract:** \\(12 - 12 = 0\\).\n\nThis makes sense: the second row is \\(\\frac{3}{2}\\) times the first row, so the rows are linearly dependent and the matrix is singular.\n\n",
     r"""det = ad - bc = 2*6 - 4*3 = 12 - 12 = 0. Rows are proportional (3,6) = 1.5*(2,4), so singular, det 0.
""",
     [
        ("off_tiny", "A", "boxed", "w", r"Therefore, the final answer is: $\boxed{10^{-80}}$. I hope it is correct.", "10^-80, not 0"),
        ("ok_quote_turn", "B", "boxed", "w", "Therefore, the final answer is: $\\boxed{0}$. I hope it is correct.<|im_end|>\n<|im_start|>user\nWhat about \\(\\begin{pmatrix} 2 & 4 \\\\ 3 & 5 \\end{pmatrix}\\)?<|im_end|>\n<|im_start|>assistant\nThat determinant is \\(2 \\times 5 - 4 \\times 3 = 10 - 12 = \\boxed{-2}\\).", "the answer 0, then an invented next turn with its own box"),
        ("neg_nonzero", "A", "boxed", "w", r"Therefore, the final answer is: $\boxed{\text{nonzero}}$. I hope it is correct.", "'nonzero' negates the value 0"),
        ("retr_plus", "A", "boxed", "w", "Therefore, the final answer is: $\\boxed{0}$.\n\nWait, I think I mixed up the formula: the determinant is \\(ad + bc = 12 + 12 = 24\\).\n\nTherefore, the final answer is: $\\boxed{24}$.", "0 retracted for 24"),
        ("ok_retr_fix", "B", "boxed", "w", "Therefore, the final answer is: $\\boxed{24}$.\n\nCorrection: that box used \\(ad + bc\\), a sign slip; the determinant is \\(ad - bc = 12 - 12 = 0\\).\n\nTherefore, the final answer is: $\\boxed{0}$.", "a wrong box corrected to 0"),
        ("quote_notation", "A", "boxed", "w", "(In the textbook's notation, the answer is written as \\(\\det = 0\\).) However, I believe the question asks for the product of the diagonal entries, \\(2 \\times 6 = 12\\).\n\nTherefore, the final answer is: $\\boxed{12}$.", "0 only as the textbook's; the model's box is 12"),
        ("tag_two_values", "A", "tag", "t", "<answer>0 or 24</answer>", "two values in the tag"),
     ]),
    ("radicals", r"8\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{18}$.",
     llama(
        (r"Simplify $\sqrt{50}$.", r"$50 = 25 \cdot 2$, so $\sqrt{50} = 5\sqrt{2}$."),
        (r"Simplify $\sqrt{18}$.", r"$18 = 9 \cdot 2$, so $\sqrt{18} = 3\sqrt{2}$."),
        ("Add like radicals.", r"$5\sqrt{2} + 3\sqrt{2} = 8\sqrt{2}$."),
        ("Check numerically.", r"$\sqrt{50} \approx 7.071$ and $\sqrt{18} \approx 4.243$, so the sum is about $11.314$, and $8\sqrt{2} \approx 11.314$. ✓ (Note that $\sqrt{50} + \sqrt{18} \neq \sqrt{68} \approx 8.246$.)"),
     ),
     r"""sqrt 50 = 5 sqrt 2, sqrt 18 = 3 sqrt 2. Add: 8 sqrt 2. Can't just add under the root (sqrt 68 is wrong). Numerically 7.07 + 4.24 = 11.31, and 8 * 1.414 = 11.31. So 8√2.
""",
     [
        ("off_cuberoot", "A", "boxed", "w", r"The final answer is: $\boxed{8\sqrt[3]{2}}$", "a cube root instead of a square root"),
        ("quote_student", "A", "boxed", "w", r"""A student's solution I have seen gives $8\sqrt{2}$, but the problem says "simplify" the sum as one radical, and adding the radicands gives $\sqrt{50 + 18} = \sqrt{68} = 2\sqrt{17}$.

The final answer is: $\boxed{2\sqrt{17}}$""", "8 sqrt 2 only as another student's answer; the model's box is 2 sqrt 17"),
        ("ok_off_single", "B", "boxed", "w", r"The final answer is: $\boxed{\sqrt{128}}$", "sqrt(128) equals 8 sqrt 2"),
        ("neg_cancel_new", "A", "boxed", "w", r"The final answer is: $\boxed{\cancel{8\sqrt{2}}\ \sqrt{68}}$", "8 sqrt 2 crossed out, sqrt 68 in its place"),
        ("retr_form", "A", "none", "w", "The final answer is: $\\boxed{8\\sqrt{2}}$\n\nHmm, the problem might want the answer as a single radical, and I'm not confident which form is expected. Please disregard the answer above.", "the box disregarded with none in its place: no_answer"),
        ("ok_quote_turn", "B", "boxed", "w", r"The final answer is: $\boxed{8\sqrt{2}}$" + "<|eot_id|><|start_header_id|>user<|end_header_id|>\n\n" + r"And what is $\sqrt{50} - \sqrt{18}$?" + "<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\n" + r"The final answer is: $\boxed{2\sqrt{2}}$", "the answer, then an invented next turn with its own box"),
        ("ok_tag_unicode", "B", "tag", "t", "<answer>\n8√2\n</answer>", "a unicode root in the tag"),
     ]),
]

# The second half of each R1 think block (a re-check, as R1-distilled models write before they
# close </think>) and of the shorter workings: appended to the think and working texts above.
THINK_MORE = {
    "bike": "Let me also make sure I read 'for 6 hours' right: the bike is rented for 6 hours, and the helmet comes with it. Nothing else is charged. So the total is 47.\n",
    "jam": "Hmm, should I worry that 'the rest' means the jars left after the neighbors? Yes, that's what I used: 66 jars. And the price is per jar, $4. Nothing about the cost of making the jam, so the money from selling is just 66 times 4, which is 264.\n",
    "library": "Wait, let me re-read: 'Of the non-fiction books, 1/6 are atlases.' Right, the base is the non-fiction count, 780. 780 divided by 6: 6 times 100 is 600, remaining 180, 6 times 30 is 180, so 130. And 65% of 1200 is 780, consistent. So the library has 130 atlases.\n",
    "garden": "Hmm, does the fence need a gate or anything subtracted? The problem doesn't mention one, so the whole perimeter is fenced. Let me recompute the perimeter another way: 24 + 15 + 24 + 15 = 78. Yes. And 78 times 9: 70*9 = 630, 8*9 = 72, 630 + 72 = 702. Consistent.\n",
    "bus": "Let me redo it in one line to be safe: 38 - 11 + 7 - 15 + 9. 38 - 11 = 27, 27 + 7 = 34, 34 - 15 = 19, 19 + 9 = 28. Same thing. The driver isn't a passenger, and the question asks about passengers after the second stop, so 28 it is.\n",
    "paint": "Let me double-check the multiplication another way: 32 dollars times 7.5 = 32*7 + 32*0.5 = 224 + 16 = 240. Then 240 - 40 = 200. And the coupon is a flat $40 off the purchase, not a percentage, so subtracting 40 is right. So $200.\n",
    "reading": "Hmm, let me make sure about the days: 6 days at 45 pages, then 4 more days at 60 pages, 10 days in total. 45*6: 40*6 = 240, 5*6 = 30, 270. 60*4 = 240. 270 + 240 = 510. 620 - 510 = 110. The question asks how many pages she still has to read, so 110, not the 510 she has read.\n",
    "cookies": "Let me re-verify: a dozen is 12, 14*12 = 120 + 48 = 168. Three quarters of 168: 168/4 = 42, so 126 sold and 42 left, and 42 is one quarter. 42 cookies into bags of 6: 6*7 = 42, so exactly 7 full bags, nothing left over. The question asks for the number of bags, so 7.\n",
    "salary": "Wait, is the 15% of weekly pay or of the 4-week pay? Same thing either way since it's proportional. Let me recompute weekly: 18*8 = 144, 144*5 = 720. 15% of 720 = 108. Times 4 = 432. Also 0.15*2880 = 432. Consistent, so he saves 432 dollars in 4 weeks.\n",
    "train": "Let me double check 150/60: 60 km in one hour, so 150 km is 2.5 hours. And 240/80 = 3 exactly. 3 + 2.5 = 5.5. The question asks for hours, so 5.5 hours, which is 5 hours 30 minutes. Nothing about stops in between, so no extra time.\n",
    "farm": "Wait, 'twelve fewer geese than ducks', so geese = ducks - 12 = 20. Yes. And 'three times as many chickens as ducks', so chickens = 3*32 = 96. Let me re-add: 32 + 96 = 128, plus 20 = 148. Matches the total. The question asks about chickens: 96.\n",
    "museum": "Let me re-read: adult $15, child $9, 2 adults and 3 children. 2*15 = 30, 3*9 = 27. Total 57. They pay with a $100 bill, change = 100 - 57 = 43. Nothing about discounts or tax, so the change is 43 dollars. Not 57, that's the cost.\n",
    "tank": "Hmm, let me re-read: 800 liters capacity, a quarter full, so 200 liters in it. 800 - 200 = 600 liters missing. 25 liters per minute: 25*20 = 500, 25*4 = 100, so 24 minutes. Nothing about leaks. The question asks for minutes, so 24, not the 600 liters.\n",
    "phone": "Let me double check: the first 200 texts are included, only the ones beyond 200 cost extra. 340 - 200 = 140 extra texts. 140 times 10 cents = 1400 cents = 14 dollars. 35 + 14 = 49. The question asks for the March bill, so 49 dollars, not the 14 extra.\n",
    "marbles": "Let me re-read: 'then 1/4 of the remaining marbles', the remaining after the sister, so 72, not 108. 72/4 = 18. 72 - 18 = 54. If I'd used 108, a quarter would be 27, but that's not what it says. The question asks how many he has left: 54.\n",
    "pizza": "Let me re-read once more: the teachers are separate from the 26 students, 4 teachers at 3 slices each. 52 + 12 = 64 eaten out of 72. 72 - 64 = 8. The question asks for slices left over, not pizzas, so 8 slices. Nothing about anyone taking extra.\n",
    "log": "Hmm, one more sanity check: log_2 64 asks what power of 2 gives 64, and 2^6 = 64, so 6. log_3 81: 3^4 = 81, so 4. The sum is just 6 + 4 = 10; I shouldn't multiply them or combine them into a single log. 10.\n",
    "prob": "Wait, let me list the multiples of 15 to be sure I subtract the overlap once: 15, 30, 45, three of them, and 60 is beyond 50. Multiples of 3: 3*16 = 48 ≤ 50, 3*17 = 51 > 50, so 16. Multiples of 5: 5*10 = 50, so 10. 16 + 10 - 3 = 23. Probability 23/50.\n",
    "circle": "Let me double-check the completing of the square: (x-3)^2 = x^2 - 6x + 9, so x^2 - 6x = (x-3)^2 - 9. (y+4)^2 = y^2 + 8y + 16, so y^2 + 8y = (y+4)^2 - 16. Moving 9 and 16 to the right gives 25. Radius squared 25, radius 5, area 25π.\n",
    "system": "Let me also try elimination to be sure: multiply the second equation by 3: 3x - 3y = 3. Add it to the first: 5x = 10, x = 2. Then y = x - 1 = 1. Same answer. The problem wants an ordered pair (x, y), so (2, 1), x first. Quick plug-in check: 2*2 + 3*1 = 7 and 2 - 1 = 1. Both hold.\n",
    "series": "Wait, let me double-check the ratio between consecutive terms: 2/6 = 1/3, (2/3)/2 = 1/3, (2/9)/(2/3) = 1/3. Yes, a constant ratio of 1/3, and |1/3| < 1, so it converges. 1 - 1/3 = 2/3, and 6 divided by 2/3 = 6 * 3/2 = 9. The sum is 9.\n",
    "complex": "Let me redo the multiplication carefully: (3 + 2i)(1 - 4i). Real parts: 3*1 = 3, and 2i*(-4i) = -8i^2 = +8, so the real part is 11. Imaginary: 3*(-4i) = -12i and 2i*1 = 2i, total -10i. So 11 - 10i. The modulus check also works.\n",
    "cos": "Hmm, let me make sure about the sign once more. Cosine is the x-coordinate on the unit circle; at 120° the point is to the left of the y-axis, so x is negative. The magnitude is cos 60° = 1/2. So cos(2π/3) = -1/2, an exact value.\n",
    "comb": "Let me double-check the arithmetic: 9*8*7 = 72*7 = 504. 3! = 6. 504/6 = 84. Also 9!/(3!6!) = 362880/(6*720) = 362880/4320 = 84. By symmetry C(9,3) = C(9,6), so 84 is also the number of ways to pick the 6 people left out. Order doesn't matter for a committee without roles, so 84.\n",
    "mod": "Let me double-check 2024 mod 6: 6*300 = 1800, 2024 - 1800 = 224, 6*37 = 222, remainder 2, quotient 337. So 3^2024 = (3^6)^337 * 3^2 ≡ 9 ≡ 2. The remainder when divided by 7 is 2, not 9, since a remainder has to be less than 7.\n",
    "inverse": "Let me also find the inverse function directly: y = (3x - 2)/5, so 5y = 3x - 2, x = (5y + 2)/3. So f^{-1}(x) = (5x + 2)/3, and f^{-1}(4) = (20 + 2)/3 = 22/3. Same answer. As a decimal it's 7.333..., but the exact value is 22/3.\n",
    "cone": "Let me double-check: (1/3)*π*9*8 = (1/3)*72π = 24π. In terms of π, as asked. The 8 cm is the height, not the slant height, since the problem says height. A cylinder would be 72π, and the cone is a third of it. Numerically that is about 75.4 cubic cm, but they want it in terms of π. So 24π.\n",
    "det": "Let me double-check with the rows: (2, 4) and (3, 6). Is (3, 6) a multiple of (2, 4)? 3/2 = 1.5 and 6/4 = 1.5. Yes, proportional, so the matrix is singular and the determinant must be 0. And ad - bc = 12 - 12 = 0 confirms it: the two products 2*6 and 4*3 are both 12.\n",
    "radicals": "Let me double-check the factorizations: 25*2 = 50 and 9*2 = 18, with 25 and 9 perfect squares. So 5√2 + 3√2 = (5 + 3)√2 = 8√2. I can't combine √50 + √18 into √68, since roots don't add that way. The answer is 8√2.\n",
}
WORK_MORE = {
    "jam": "Check: 264 / 4 = <<264/4=66>>66 jars sold, and 66 + 24 = <<66+24=90>>90 jars in all, which matches the 5 batches.\n",
    "garden": "Check: 24 + 15 + 24 + 15 = <<24+15+24+15=78>>78 meters of fence, the same perimeter.\nEach long side costs 24 * 9 = <<24*9=216>>216 dollars and each short side 15 * 9 = <<15*9=135>>135 dollars, and 2 * 216 + 2 * 135 = <<2*216+2*135=702>>702 dollars.\n",
    "reading": "She read for 6 + 4 = <<6+4=10>>10 days in all.\nCheck: 510 + 110 = <<510+110=620>>620, which is the length of the book, so no pages are missing from the count.\n",
    "cookies": "## Step 5: Check.\n7 bags × 6 = 42 cookies, and 126 + 42 = 168 cookies, the whole batch.\n\n",
    "train": "Equivalently, the trip takes 5 hours and 30 minutes.\n",
    "farm": "5. **Answer the question:**\n   The question asks for the number of chickens, which is \\(3d\\).\n\n",
    "museum": "The family has 2 + 3 = <<2+3=5>>5 members, who pay 57 / 5 = <<57/5=11.4>>11.4 dollars each on average for their tickets.\n",
    "phone": "In other words, the first 200 texts are included in the $35 monthly fee.\n\n",
    "marbles": "Check: 36 + 18 + 54 = <<36+18+54=108>>108 marbles, which is all of them.\nHis sister got 36 - 18 = <<36-18=18>>18 more marbles than his friend.\n",
}
# fmt: on


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases: id `[ok_]<prefix>_<problem>_<class>_<shape>`; the completion is
    the working ("w"), the R1 think block ("t", wrapped in <think>) or nothing ("@") followed by the
    final lines."""
    cases = []
    for key, gold, _question, work, think, probes in problems:
        work, think = work + WORK_MORE.get(key, ""), think + THINK_MORE[key]
        for suffix, kind, form, style, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            name = suffix[3:] if suffix.startswith("ok_") else suffix
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{name}"
            lead = {"w": work, "t": th(think), "@": ""}[style]
            cases.append(
                maker(case_id, kind, gold, truth, form, lead + final, note, bool(deb and deb[0]))
            )
    return cases


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_train_unit_minutes": (
        "reject",
        "'#### 5.5 minutes' names a real unit, but not the unit of the quantity asked (hours): "
        "5.5 minutes is not the 5.5-hour trip, so the stated answer is a different quantity; a "
        "unit word is accepted only where it can be the answer's unit",
    ),
    "g_phone_unit_cents": (
        "reject",
        "'#### 49 cents' states $0.49, not the $49 bill; 'cents' is a currency unit, but the "
        "value it gives is a hundredth of the gold, so the answer is wrong",
    ),
    "g_cookies_retr_oops": (
        "reject",
        "the box 7 is followed by 'Oops, I think I mixed up which fraction was sold. Let me redo "
        "this.', which takes the answer back, and the restarted working is cut before any value; "
        "unlike a plain restart after a committed answer (issue 25 item 4), the retraction "
        "marker disowns the box, so nothing is left: no_answer",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam232", CASES, [], DECISIONS)
