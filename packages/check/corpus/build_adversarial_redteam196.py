r"""Build adversarial_redteam196.jsonl: round 196 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam196"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How each source was labelled" and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 140 GSM8K and 100 MATH, 120 kind A and 120 kind B: THE
R1-ZERO ANSWER TAG FORMAT (`<think> ... </think> <answer> ... </answer>`) as small RL-trained models
(GRPO / PPO runs of Qwen2.5-0.5B..7B and Llama-3.2 on the R1-Zero prompt) really write it: the
think block opened by the completion or left unopened (the prompt ends in "Assistant: <think>"),
then a tag holding a sentence ("<answer> Sara has 44 apples left. </answer>"), an equation or an
equation chain ("<answer>k = 12</answer>", "<answer>42 - 15 + 9 - 12 + 7 = 31</answer>"), a box
("<answer>$\boxed{(7,3)}$</answer>"), a unit or a dollar sign ("<answer>235 miles</answer>",
"<answer>$2,520</answer>"), `####` inside the tag, markdown inside (bold, a heading, a table),
several answer tags (the last counts), an answer tag inside the think block only, an unclosed tag
(the output ends), a tag cut by the token limit, the value in words, an empty or placeholder tag,
text after the closing tag (an invented "User:" / ChatML turn, a restart of the thinking, another
self-set question with its own tag, a closing remark), tags with stray spaces or capitals
(`<Answer>`, `< answer >`, `<ANSWER>`, `</ answer>`), and a tag whose content is a whole worked
solution ending in the value. Kind B: the right value in any of these honest forms. Kind A: a wrong
last tag (a subtotal, a given, the other person's amount, a rate where a total is asked, a partial
answer), a tag with two values, a hedging tag ("about", "roughly", "at least", "approximately",
`\approx`), a right value only in the think block (or in a tag inside it) with a wrong final tag, a
right tag taken back by a later wrong tag, a wrong committed tag followed by an invented turn that
states the gold, and an empty, placeholder, question or cut tag after a right value in the think
block (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: Priya 36 stamps, Dev 3 times as many, together -> 144 (Dev 108; 4 * 36 = 144); bus 42,
-15 +9, -12 +7 -> 31 (36 after the first stop; 24 without the 7 who got on; 32 with a driver);
garden 18 m by 7 m, fence $4 a meter -> 200 (perimeter 50; area 126; 504 = 126 * 4); 5 pizzas of 8
slices, 11 children eat 3 each, left -> 7 (40 slices; 33 eaten); $18 an hour, 7 hours a day, 5 days
a week, 4 weeks -> 2520 (126 a day; 630 a week; 140 hours; 140 * 18 = 2520); library 1,200 books,
35 % lent, 85 donated -> 865 (420 lent; 780 left before the donation); train 64 mph for 2.5 h and
50 mph for 1.5 h -> 235 (160; 75; 4 hours; 58.75 mph average); Sara 85 apples, 1/5 to a neighbor,
24 for pies -> 44 (17; 68; 41 gone); bike $340, has $95, saves $35 a week -> 7 (245 still needed;
95 + 245 = 340); tickets 2 at $12 and 3 at $7 from $100 -> 55 (24; 21; 45 cost; one more child
ticket: 100 - 52 = 48); Mia 4 more than twice her brother's 9, in 6 years -> 28 (22 now; brother
15 then); 14 boxes of 24 pencils, 9 to each of 32 students -> 48 (336; 288; 336 - 24 - 288 = 24
if a box is kept); 30 heads and 84 legs, cows -> 12 (60 legs if all chickens; 24 extra; 18
chickens; 36 + 48 = 84); 3/4 cup for 12 cookies, 60 cookies -> 3.75 (5 batches; 15/4 = 3 3/4;
3/4 / 12 = 0.0625 a cookie).
MATH: x + y = 10, 2x - y = 11 -> (7,3) (3x = 21; 2 * 7 - 3 = 11); larger root of 2x^2 - 7x - 15 ->
5 (discriminant 49 + 120 = 169; (7 +- 13)/4 = 5, -3/2; (2x + 3)(x - 5)); 2/3 + 5/8 -> \frac{31}{24}
(16/24 + 15/24; 1.2917 = 1 7/24; 7/11 the careless sum); both red from 4 red and 6 blue without
replacement -> \frac{2}{15} (4/10 * 3/9 = 12/90; C(4,2)/C(10,2) = 6/45; 4/25 with replacement;
both blue 30/90 = 1/3); log_4 32 -> \frac{5}{2} (4 = 2^2, 32 = 2^5; 8 = 32/4; 5 = log_2 32);
midpoint of (3,-5) and (9,11) -> (6,3) ((12, 6) the sums; (3, 8) the half differences);
sqrt 50 + sqrt 18 -> 8\sqrt{2} (5 sqrt 2 + 3 sqrt 2 = sqrt 128 = 11.31...; sqrt 68 = 8.25 wrong);
|2x - 3| < 7 -> (-2,5) (-4 < 2x < 10); 3 + 7 + ... + 79 -> 820 (20 terms; 82 = 3 + 79; 1640 without
the half; 2 + 5 + ... + 59 = 610 for the self-set question); positive divisors of 360 -> 24
(2^3 3^2 5; 23 proper ones; 1170 their sum; 3 prime divisors).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
tag's form: sent (a sentence), eq (an equation or equation chain), box, unit, dollar, comma, words,
hash (`####` inside), md (bold, heading or table), caps / spaces (capitals, stray spaces),
solution (a worked solution inside the tag), multi (a wrong tag, then the right last one), restart
(a new think block and tag after the first), user (an invented User: or ChatML turn after the tag),
q_after (a self-set question with its own tag after the answer), remark (text without numbers after
the tag), noopen (no opening <think>), unclosed (no closing tag, the output ends after the value),
inthink (the only tag inside the think block), frac / mixed / decimal / latex / equal (another form
of the gold). Kind A shapes name the error: sub / given / other / rate / part / partial / swapped
(a wrong last tag, often after a think block that reaches the gold), two (two values), about /
approx / at_least / roughly (hedges), multi (the right tag taken back by a later wrong one),
inthink (a right tag inside the think block, a wrong final tag), user_gold (a wrong committed tag,
then an invented turn with the gold), empty / placeholder / question (no_answer, form none), cut
(the tag cut by the token limit before or inside the value: no_answer, form truncated).

Label conventions (corpus/README.md, "public_heldout3" and the red-team rounds): the `<answer>`
content is the final answer whatever the think block says; the LAST answer tag counts, so a later
tag replaces an earlier one (a restart or a second tag), but text after the committed answer that
belongs to an invented turn ("User:", a ChatML user turn) or to a self-set new question does not
count; a sentence or an equation chain in the tag is read for its final value; an unclosed tag
still holds its answer; an empty tag, a placeholder or a question in the tag, or a tag cut before
or inside the value, is no_answer (an answer elsewhere in the think block does not rescue it); a
trailing remark with no number does not change the answer. Wrong: a subtotal, a given, the other
person's amount, a rate where a total is asked, a partial answer (one coordinate, one unknown), a
hedge or approximation of an exact value, two values for one question, an answer taken back and
replaced. Equal values in another form (words, `31/24`, `1\frac{7}{24}`, `\frac{12}{90}`,
`\sqrt{128}`, `-2 < x < 5`, `x = 7, y = 3`, `$55.00`) are correct.
Debatable (4, with DECISIONS): `ok_g_fence_inthink` and `ok_g_pencils_inthink` (the only answer
tag sits inside the think block; accepted), `g_stamps_user_gold` and `g_tickets_user_gold` (a wrong
committed tag, then an invented User turn whose assistant reply tags the gold; rejected).

Usage: python build_adversarial_redteam196.py (writes /tmp/rounds/rt196/adversarial_redteam196.jsonl)
"""

from corpus_build import IM_ASSIST, IM_USER, g, m, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, R (the think-block working that reaches the gold), W (a slipped
# working, "" where unused), [(suffix, kind, form, final, note[, debatable]), ...]). A final
# opening "@" is the whole completion; one with no «» token follows th(R); otherwise it is the
# whole completion with «TW» = th(W), «T» = th(R),
# «W» = W and «R» = R (R or W alone: the think block left unopened, the prompt opened it). "¶" is a
# newline. Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("stamps", "144",
     "Priya has 36 stamps in her collection. Her brother Dev has 3 times as many stamps as Priya. How many stamps do Priya and Dev have altogether?",
     """Okay, so Priya has 36 stamps. Her brother Dev has 3 times as many as Priya. First I need Dev's stamps: 3 times 36. 3 * 30 = 90 and 3 * 6 = 18, so 90 + 18 = 108. Dev has 108 stamps.

The question asks how many they have altogether, so I add Priya's and Dev's stamps: 36 + 108 = 144.

Let me double check another way. Together they have Priya's amount plus 3 times Priya's amount, which is 4 times Priya's amount. 4 * 36 = 144. Same answer, good. So altogether they have 144 stamps.
""",
     """Priya has 36 stamps. Dev has 3 times as many stamps as Priya, so Dev has 3 * 36 = 108 stamps.
""",
     [
        ("sent", "B", "tag", "<answer> Priya and Dev have 144 stamps altogether. </answer>", "a sentence in the tag"),
        ("unit", "B", "tag", "«R»</think>¶<answer>144 stamps</answer>", "think block left unopened; value with its noun"),
        ("caps", "B", "tag", "<Answer> 144 </Answer>", "capitalised tags with spaces"),
        ("multi", "B", "tag", "«TW»<answer>108</answer>¶<think>¶Wait, 108 is only Dev's stamps. The question asks for Priya and Dev altogether, so I need to add Priya's 36: 108 + 36 = 144.¶</think>¶<answer>144</answer>", "Dev's 108 tagged first, then a second think block and the right last tag"),
        ("user", "B", "tag", "<answer>144</answer>¶User: Dev gives 20 of his stamps to Priya. How many stamps does Priya have now?¶Assistant: <think>¶Priya had 36 and gets 20 more, so 36 + 20 = 56.¶</think>¶<answer>56</answer>", "an invented User turn with its own tag after the committed 144: it does not count"),
        ("other", "A", "tag", "<answer>108</answer>", "the think block reaches 144, the tag holds Dev's 108 (the other person's amount)"),
        ("two", "A", "tag", "<answer>108 and 144</answer>", "two values in one tag"),
        ("empty", "A", "none", "<answer></answer>", "empty tag after a think block that reaches 144: no_answer"),
        ("multi", "A", "tag", "<answer>144</answer>¶<think>¶Hmm, let me reread the question. Dev has 3 times as many stamps as Priya, and the question is about how many stamps Dev has. 3 * 36 = 108.¶</think>¶<answer>108</answer>", "the right tag, then a misreading and a later wrong tag: the last counts"),
        ("user_gold", "A", "tag", "«TW»<answer>108</answer>¶User: That is only Dev's stamps. How many do they have together?¶Assistant: <think>¶36 + 108 = 144¶</think>¶<answer>144</answer>", "debatable: the committed tag is 108; the gold comes in an invented User turn (see DECISIONS)", True),
     ]),
    ("bus", "31",
     "A bus leaves the depot with 42 passengers. At the first stop, 15 people get off and 9 people get on. At the second stop, 12 people get off and 7 people get on. How many passengers are on the bus after the second stop?",
     """First, the bus starts with 42 passengers.
At the first stop, 15 get off: 42 - 15 = 27. Then 9 get on: 27 + 9 = 36.
At the second stop, 12 get off: 36 - 12 = 24. Then 7 get on: 24 + 7 = 31.
Let me check it a different way. Total off = 15 + 12 = 27, total on = 9 + 7 = 16. So 42 - 27 + 16 = 15 + 16 = 31. It matches.
So after the second stop there are 31 passengers on the bus.
""",
     """The bus starts with 42 passengers. At the first stop 15 get off, 42 - 15 = 27, and 9 get on, 27 + 9 = 36. At the second stop 12 get off, so 36 - 12 = 24 passengers are on the bus.
""",
     [
        ("eq", "B", "tag", "<answer>42 - 15 + 9 - 12 + 7 = 31</answer>", "an equation chain ending in 31"),
        ("hash", "B", "tag", "<answer>#### 31</answer>", "'####' inside the tag"),
        ("solution", "B", "tag", "@<think>¶Track the passengers stop by stop, subtracting the people who get off and adding the people who get on.¶</think>¶<answer>¶Start: 42 passengers.¶First stop: 15 get off and 9 get on, so 42 - 15 + 9 = 36 passengers.¶Second stop: 12 get off and 7 get on, so 36 - 12 + 7 = 31 passengers.¶Therefore, there are 31 passengers on the bus after the second stop.¶</answer>", "a short plan, then the whole worked solution inside the tag, ending in 31"),
        ("restart", "B", "tag", "«TW»<answer>24</answer>¶¶Wait, I forgot the 7 people who got on at the second stop.¶<think>¶After the 12 get off there are 24, and then 7 get on: 24 + 7 = 31.¶</think>¶<answer>31</answer>", "24 tagged, then a restart and the right last tag"),
        ("spaces", "B", "tag", "< answer > 31 < /answer >", "stray spaces inside the tags"),
        ("sub", "A", "tag", "<answer>36</answer>", "the count after the first stop; the think block reaches 31"),
        ("driver", "A", "tag", "<answer>31 passengers + 1 driver = 32</answer>", "an equation that starts at 31 but ends at 32"),
        ("about", "A", "tag", "<answer>about 31 passengers</answer>", "'about' for an exact count"),
        ("cut", "A", "truncated", "<answer>After the second stop there are 3", "unclosed tag cut inside the value: no_answer"),
        ("multi", "A", "tag", "<answer>31</answer>¶¶Hmm, wait. Let me recount the second stop. 36 - 12 = 24, so there are 24 passengers.¶<answer>24</answer>", "31 taken back and replaced by 24 (the 7 forgotten)"),
     ]),
    ("fence", "200",
     "A rectangular garden is 18 meters long and 7 meters wide. Fencing costs $4 per meter. How much will it cost to put a fence around the whole garden?",
     """To fence around the garden I need the perimeter, not the area.
Perimeter of a rectangle = 2 * (length + width) = 2 * (18 + 7) = 2 * 25 = 50 meters.
Each meter of fencing costs $4, so the cost is 50 * 4 = 200 dollars.
(The area would be 18 * 7 = 126 square meters, but the area is not needed for a fence.)
Let me verify the perimeter by adding the sides: 18 + 7 + 18 + 7 = 50. Yes.
So the fence costs $200.
""",
     "",
     [
        ("dollar", "B", "tag", "<answer>$200</answer>", "a dollar sign in the tag"),
        ("unit", "B", "tag", "<answer>200 dollars</answer>", "the unit as a word"),
        ("md", "B", "tag", "<answer>**$200**</answer>", "bold inside the tag"),
        ("remark", "B", "tag", "<answer>It will cost $200 to fence the garden.</answer>¶This is the perimeter multiplied by the price per meter.", "a sentence tag, then a remark without numbers"),
        ("inthink", "B", "tag", "<think>¶«R»The final answer is <answer>200</answer>¶</think>", "debatable: the only answer tag is inside the think block (see DECISIONS)", True),
        ("perim", "A", "tag", "<answer>50 meters</answer>", "the perimeter, a subtotal"),
        ("inthink", "A", "tag", "<think>¶«R»<answer>200</answer>¶Hmm, wait, maybe the price is for the area. The garden is 18 by 7, 18 * 7 = 126 square meters, and 126 * 4 = 504.¶</think>¶<answer>504</answer>", "200 tagged inside the think block, the final tag 504"),
        ("at_least", "A", "tag", "<answer>at least $200</answer>", "'at least' for an exact cost"),
        ("placeholder", "A", "none", "<answer> [total cost] </answer>", "a placeholder in the tag: no_answer"),
        ("two", "A", "tag", "<answer>$200 (or $504 if the price is per square meter)</answer>", "two values for one question"),
     ]),
    ("pizza", "7",
     "Mr. Lopez ordered 5 pizzas for a class party. Each pizza was cut into 8 slices. If 11 children each ate 3 slices, how many slices were left over?",
     """Okay, total slices first. 5 pizzas with 8 slices each: 5 * 8 = 40 slices.
Then how many were eaten. 11 children, 3 slices each: 11 * 3 = 33 slices.
Left over = 40 - 33 = 7 slices.
Does that make sense? 33 is less than 40, so yes, there are some slices left, 7 slices, which is less than one pizza.
""",
     "",
     [
        ("words", "B", "tag", "<answer>seven</answer>", "the value in words"),
        ("sent", "B", "tag", "<answer> There were 7 slices left over. </answer>", "a sentence in the tag"),
        ("q_after", "B", "tag", "<answer>7</answer>¶¶Next question: If each pizza cost $12, how much did Mr. Lopez pay for the pizzas?¶<think> 5 * 12 = 60 </think>¶<answer>60</answer>", "a self-set next question with its own tag after the answer: it does not count"),
        ("caps", "B", "tag", "<ANSWER>7 slices</ANSWER>", "upper-case tags"),
        ("unclosed", "B", "tag", "<answer>7 slices were left over.", "an unclosed tag; the output ends after the sentence"),
        ("eaten", "A", "tag", "<answer>33</answer>", "the slices eaten"),
        ("given", "A", "tag", "<answer>40 slices</answer>", "the total slices"),
        ("words", "A", "tag", "<answer>thirty-three</answer>", "the slices eaten, in words"),
        ("empty", "A", "none", "<answer> </answer>", "a tag holding only a space: no_answer"),
        ("two", "A", "tag", "<answer>7 or 8 slices</answer>", "two values"),
     ]),
    ("wage", "2520",
     "Carlos earns $18 per hour. He works 7 hours a day, 5 days a week. How much money does he earn in 4 weeks?",
     """Carlos makes $18 an hour and works 7 hours each day.
Per day: 18 * 7 = 126 dollars.
He works 5 days a week, so per week: 126 * 5 = 630 dollars.
For 4 weeks: 630 * 4 = 2520 dollars.
Check: total hours = 7 * 5 * 4 = 140 hours, and 140 * 18 = 2520. Same result.
""",
     "",
     [
        ("comma", "B", "tag", "<answer>$2,520</answer>", "dollar sign and thousands comma"),
        ("hash", "B", "tag", "<answer>Carlos earns 18 * 7 * 5 * 4 = 2520 dollars.¶#### 2520</answer>", "a sentence, then '####' inside the tag"),
        ("box", "B", "tag", "<answer>$\\boxed{2520}$</answer>", "a box in the tag"),
        ("inthink_too", "B", "tag", "<think>¶«R»So my tentative answer is <answer>2520</answer>. Let me make sure the 4 weeks were counted: 630 * 4 = 2520. Yes.¶</think>¶<answer>2520</answer>", "a tag inside the think block and the same final tag"),
        ("words", "B", "tag", "<answer>two thousand five hundred twenty dollars</answer>", "the value in words"),
        ("rate", "A", "tag", "<answer>$630</answer>", "the weekly pay where the 4-week total is asked"),
        ("hours", "A", "tag", "<answer>140 hours</answer>", "the total hours, a subtotal"),
        ("approx", "A", "tag", "<answer>approximately $2,500</answer>", "an approximation of the exact total"),
        ("cut", "A", "truncated", "<answer>$2,5", "cut inside the value: no_answer"),
        ("multi", "A", "tag", "<answer>2520</answer>¶<answer>630</answer>", "two tags back to back; the last holds the weekly pay"),
     ]),
    ("library", "865",
     "A school library had 1,200 books. It lent out 35% of them to students, and then it received a donation of 85 new books. How many books are on the library's shelves now?",
     """35% of 1200 = 0.35 * 1200 = 420 books lent out.
Let me verify: 10% of 1200 is 120, so 30% is 360 and 5% is 60; 360 + 60 = 420. Good.
Books left on the shelves: 1200 - 420 = 780.
Then the 85 donated books are added: 780 + 85 = 865.
So there are 865 books on the shelves now.
""",
     "",
     [
        ("solution", "B", "tag", "«T»<answer>¶Books lent: 35% of 1,200 = 420.¶Books remaining: 1,200 - 420 = 780.¶After the donation: 780 + 85 = 865.¶The library has 865 books on its shelves now.¶</answer>", "a worked solution in the tag ending in 865"),
        ("unit", "B", "tag", "<answer>865 books</answer>", "value with its noun"),
        ("spaces", "B", "tag", "<answer >865</ answer>", "stray spaces in both tags"),
        ("user", "B", "tag", "<answer> 865 </answer>" + IM_USER + "What percent of the books were lent out?" + IM_ASSIST + "<think>¶420 / 1200 = 0.35 = 35%¶</think>¶<answer>35%</answer>", "an invented ChatML user turn after the committed 865"),
        ("md", "B", "tag", "<answer>¶**Answer:** 865¶</answer>", "bold label inside the tag"),
        ("lent", "A", "tag", "<answer>420</answer>", "the books lent out"),
        ("sub", "A", "tag", "<answer>780 books</answer>", "before the donation"),
        ("two", "A", "tag", "<answer>780 or 865</answer>", "two values"),
        ("cut", "A", "truncated", "<answer>The library now has", "cut before the value: no_answer"),
        ("solution", "A", "tag", "«T»<answer>¶Lent out: 35% of 1,200 = 420 books.¶Still on the shelves: 1,200 - 420 = 780 books.¶So the library has 780 books on its shelves.¶</answer>", "the think block reaches 865; the worked solution in the tag forgets the donation and ends in 780"),
     ]),
    ("train", "235",
     "A train travels at 64 miles per hour for 2.5 hours and then at 50 miles per hour for 1.5 hours. How many miles does the train travel in total?",
     """Distance = speed * time for each part.
Part 1: 64 * 2.5 = 160 miles (64 * 2 = 128, 64 * 0.5 = 32, 128 + 32 = 160).
Part 2: 50 * 1.5 = 75 miles.
Total distance = 160 + 75 = 235 miles.
The total time is 2.5 + 1.5 = 4 hours, so the average speed would be 235 / 4 = 58.75 mph, but the question asks for the distance.
""",
     """The train travels for 2.5 + 1.5 = 4 hours. The distances are 64 * 2.5 = 160 miles and 50 * 1.5 = 75 miles, 235 miles in all, so the average speed is 235 / 4 = 58.75 miles per hour.
""",
     [
        ("unit", "B", "tag", "<answer>235 miles</answer>", "value with its unit"),
        ("eq", "B", "tag", "<answer>d = 64(2.5) + 50(1.5) = 160 + 75 = 235</answer>", "an equation chain ending in 235"),
        ("latex", "B", "tag", "<answer>$235 \\text{ miles}$</answer>", "LaTeX with \\text{} unit"),
        ("multi", "B", "tag", "«TW»<answer>58.75</answer>¶¶Wait, the question asks how many miles in total, not the average speed.¶<answer>235</answer>", "the average speed tagged first, then the right last tag"),
        ("noopen_caps", "B", "tag", "«R»</think>¶¶<Answer>The train travels 235 miles in total.</Answer>", "unopened think block and capitalised tags"),
        ("rate", "A", "tag", "<answer>58.75 mph</answer>", "the average speed where the distance is asked"),
        ("part", "A", "tag", "<answer>160 miles</answer>", "the first part only"),
        ("roughly", "A", "tag", "<answer>roughly 235 miles</answer>", "'roughly' for an exact distance"),
        ("inthink", "A", "tag", "<think>¶«R»<answer>235</answer>¶Hmm, but maybe they want the average speed. 235 / 4 = 58.75.¶</think>¶<answer>58.75</answer>", "235 tagged inside the think block, the final tag is the average speed"),
        ("cut", "A", "truncated", "<answer>¶Part 1: 64 * 2.5 = 160 miles¶Part 2: 50 * 1.5 = 75 miles¶Total: 160 + 75 =", "a worked tag cut before the total: no_answer"),
     ]),
    ("apples", "44",
     "Sara picked 85 apples. She gave 1/5 of them to her neighbor and used 24 apples to bake pies. How many apples does Sara have left?",
     """Sara starts with 85 apples.
1/5 of 85 = 85 / 5 = 17 apples go to the neighbor.
85 - 17 = 68 apples after giving some away.
She used 24 for pies: 68 - 24 = 44 apples.
Check: 17 + 24 = 41 apples are gone, and 85 - 41 = 44. Yes, she has 44 apples left.
""",
     "",
     [
        ("sent", "B", "tag", "<answer> Sara has 44 apples left. </answer>", "a sentence in the tag"),
        ("hash", "B", "tag", "<answer>¶#### 44¶</answer>", "'####' on its own line inside the tag"),
        ("after", "B", "tag", "<answer>44</answer>¶¶The answer is 44 apples.", "text after the tag repeating the value"),
        ("table", "B", "tag", "<answer>¶| Step | Apples |¶|---|---|¶| Start | 85 |¶| To the neighbor | -17 |¶| For pies | -24 |¶| **Left** | **44** |¶</answer>", "a markdown table in the tag, the last row the answer"),
        ("eq", "B", "tag", "<answer>apples left = 44</answer>", "an equation with a word on the left"),
        ("gone", "A", "tag", "<answer>41</answer>", "the apples gone"),
        ("sub", "A", "tag", "<answer>68 apples</answer>", "after the neighbor only"),
        ("question", "A", "none", "<answer>How many apples does Sara have left?</answer>", "the question copied into the tag: no_answer"),
        ("multi", "A", "tag", "<answer>44</answer>¶<answer>68</answer>", "a second tag with the subtotal"),
        ("about", "A", "tag", "<answer>about 44 apples</answer>", "'about' for an exact count"),
     ]),
    ("bike", "7",
     "Ben wants to buy a bike that costs $340. He already has $95 and saves $35 each week. How many weeks will it take him to have enough money for the bike?",
     """Ben needs 340 - 95 = 245 more dollars.
He saves 35 dollars per week, so the number of weeks is 245 / 35 = 7.
Check: 35 * 7 = 245, and 95 + 245 = 340, which is exactly the price of the bike.
After 6 weeks he would have 95 + 35 * 6 = 95 + 210 = 305, which is less than 340, so 6 weeks is not enough.
So it takes 7 weeks.
""",
     "",
     [
        ("unit", "B", "tag", "<answer>7 weeks</answer>", "value with its unit"),
        ("words", "B", "tag", "<answer>Seven weeks.</answer>", "the value in words"),
        ("noopen", "B", "tag", "«R»</think> <answer> 7 </answer>", "unopened think block, spaces in the tag"),
        ("remark", "B", "tag", "<answer>It will take Ben 7 weeks to save enough for the bike.</answer>¶¶Ben should keep saving every week!", "a sentence tag and a remark without numbers"),
        ("box", "B", "tag", "<answer>\\boxed{7}</answer>", "a box without dollars in the tag"),
        ("need", "A", "tag", "<answer>$245</answer>", "the money still needed"),
        ("at_least", "A", "tag", "<answer>at least 7 weeks</answer>", "'at least' for an exact count"),
        ("two", "A", "tag", "<answer>7 weeks (or 10 weeks if he started with no money)</answer>", "two values"),
        ("cut", "A", "truncated", "<answer>Ben needs", "cut before the value: no_answer"),
        ("multi", "A", "tag", "<answer>7</answer>¶¶Wait, after 7 weeks he has exactly $340, but he might need a little more for tax, so 8 weeks to be safe.¶<answer>8</answer>", "7 taken back and replaced by 8"),
     ]),
    ("tickets", "55",
     "At the zoo, adult tickets cost $12 and child tickets cost $7. The Garcia family buys 2 adult tickets and 3 child tickets and pays with a $100 bill. How much change should they get?",
     """Adult tickets: 2 * 12 = 24 dollars.
Child tickets: 3 * 7 = 21 dollars.
Total cost = 24 + 21 = 45 dollars.
They pay with a 100 dollar bill, so the change is 100 - 45 = 55 dollars.
Check: 45 + 55 = 100. Correct.
They bought 2 + 3 = 5 tickets in all, and the change is the money left from the $100 bill after paying for them.
""",
     "",
     [
        ("cents", "B", "tag", "<answer>$55.00</answer>", "dollars and cents"),
        ("eq", "B", "tag", "<answer>change = 100 - 45 = 55</answer>", "an equation chain ending in 55"),
        ("user", "B", "tag", "<answer>55</answer>¶¶User: What if they buy one more child ticket?¶Assistant: <think> 45 + 7 = 52, 100 - 52 = 48 </think> <answer>48</answer>", "an invented User turn after the committed 55"),
        ("box_sent", "B", "tag", "<answer>The family should get $\\boxed{55}$ dollars in change.</answer>", "a sentence with a box in the tag"),
        ("caps_close", "B", "tag", "<answer>¶¶  $55  ¶¶</Answer>", "blank lines and spaces, a capitalised closing tag"),
        ("cost", "A", "tag", "<answer>$45</answer>", "the cost where the change is asked"),
        ("inthink", "A", "tag", "<think>¶«R»<answer>55</answer>¶Actually, maybe the question wants how much they spend. That is 45.¶</think>¶<answer>45</answer>", "55 tagged inside the think block, the final tag the cost"),
        ("user_gold", "A", "tag", "<answer>45</answer>¶User: That's what they pay. How much change do they get?¶Assistant: <answer>55</answer>", "debatable: the committed tag is 45; the gold comes in an invented User turn (see DECISIONS)", True),
        ("empty", "A", "none", "<answer></answer>", "an empty tag after a think block that reaches 55: no_answer"),
        ("about", "A", "tag", "<answer>about $55</answer>", "'about' for an exact amount"),
     ]),
    ("ages", "28",
     "Mia is 4 years older than twice her brother's age. Her brother is 9 years old. How old will Mia be in 6 years?",
     """Her brother is 9. Twice his age is 2 * 9 = 18. Mia is 4 years older than that: 18 + 4 = 22. So Mia is 22 now.
In 6 years she will be 22 + 6 = 28.
(Her brother will be 9 + 6 = 15 then, but the question asks about Mia.)
So Mia will be 28 years old in 6 years.
""",
     "",
     [
        ("sent", "B", "tag", "<answer>Mia will be 28 years old in 6 years.</answer>", "a sentence with the given 6 after the value"),
        ("unit", "B", "tag", "<answer>28 years old</answer>", "value with its unit"),
        ("solution", "B", "tag", "<answer>Mia's age now = 2 × 9 + 4 = 22. In 6 years: 22 + 6 = 28.</answer>", "a short worked solution in the tag ending in 28"),
        ("md", "B", "tag", "<answer>¶### Final Answer¶Mia will be **28**.¶</answer>", "a markdown heading and bold inside the tag"),
        ("restart", "B", "tag", "<answer>28</answer>¶Assistant: <think>¶Let me double-check. 2 * 9 + 4 = 22, and 22 + 6 = 28.¶</think>¶<answer>28</answer>", "a restart after the tag that repeats 28"),
        ("hash", "A", "tag", "<answer>#### 22</answer>", "Mia's age now, behind '####'"),
        ("other", "A", "tag", "<Answer>15</Answer>", "the brother's age in 6 years, capitalised tags"),
        ("cut", "A", "truncated", "<answer>Mia will be 2", "cut inside the value: no_answer"),
        ("multi", "A", "tag", "<answer>28</answer>¶¶Wait, the question asks how old Mia is. She is 22.¶<answer>22</answer>", "28 replaced by a misread 22"),
        ("two", "A", "tag", "<answer>28 or 22</answer>", "two values"),
     ]),
    ("pencils", "48",
     "A school buys 14 boxes of pencils with 24 pencils in each box. The teachers give 9 pencils to each of the 32 students in the art club. How many pencils are left?",
     """Total pencils: 14 * 24. 14 * 20 = 280 and 14 * 4 = 56, so 280 + 56 = 336 pencils.
Pencils given away: 9 pencils to each of 32 students, 9 * 32 = 288 pencils.
Pencils left: 336 - 288 = 48.
Check: 288 + 48 = 336. Yes.
Another way: 288 / 24 = 12, so the art club used 12 full boxes, and 14 - 12 = 2 boxes remain, 2 * 24 = 48 pencils.
""",
     "",
     [
        ("sent", "B", "tag", "<answer>48 pencils are left.</answer>", "the value first in a sentence"),
        ("latex", "B", "tag", "<answer>$48$</answer>", "inline math in the tag"),
        ("unclosed", "B", "tag", "<answer> 48 pencils are left.", "an unclosed tag; the output ends after the sentence"),
        ("inthink", "B", "tag", "<think>¶«R»So <answer>48</answer>¶</think>", "debatable: the only answer tag is inside the think block (see DECISIONS)", True),
        ("remark", "B", "tag", "<answer>48</answer>¶¶I hope this helps! Let me know if you have any other questions.", "a remark without numbers after the tag"),
        ("given", "A", "tag", "<answer>336</answer>", "the total bought"),
        ("given_away", "A", "tag", "<answer>288 pencils</answer>", "the pencils given away"),
        ("empty", "A", "none", "<answer>¶</answer>", "a tag holding only a newline: no_answer"),
        ("placeholder", "A", "none", "<answer> answer here </answer>", "the prompt's placeholder copied: no_answer"),
        ("inthink", "A", "tag", "<think>¶«R»So <answer>48</answer>. Hmm, but maybe the teachers keep 1 box for themselves. Then 336 - 24 = 312, and 312 - 288 = 24.¶</think>¶<answer>24</answer>", "48 tagged inside the think block, the final tag 24 after an invented condition"),
     ]),
    ("cows", "12",
     "A farm has only chickens and cows. Altogether the animals have 30 heads and 84 legs. How many cows are on the farm?",
     """Let c be the number of chickens and k the number of cows. Then c + k = 30 and 2c + 4k = 84.
If all 30 animals were chickens, there would be 30 * 2 = 60 legs. The extra legs are 84 - 60 = 24, and each cow adds 2 extra legs, so k = 24 / 2 = 12 cows.
Then the chickens: c = 30 - 12 = 18.
Check: 18 * 2 + 12 * 4 = 36 + 48 = 84 legs, and 18 + 12 = 30 heads. Correct.
""",
     "",
     [
        ("eq", "B", "tag", "<answer>k = 12</answer>", "an equation in the think block's variable"),
        ("sent", "B", "tag", "<answer>There are 12 cows on the farm (and 18 chickens).</answer>", "the cows, then the chickens in parentheses, labelled"),
        ("caps", "B", "tag", "<Answer>12 cows</Answer>", "capitalised tags"),
        ("multi", "B", "tag", "<answer>18</answer>¶Wait, 18 is the number of chickens. The question asks for the cows.¶<answer>12</answer>", "the chickens tagged first, then the right last tag"),
        ("words", "B", "tag", "<answer>twelve</answer>", "the value in words"),
        ("other", "A", "tag", "<answer>18</answer>", "the chickens"),
        ("extra", "A", "tag", "<answer>24</answer>", "the extra legs"),
        ("two", "A", "tag", "<answer>12, 18</answer>", "two unlabelled values"),
        ("cut", "A", "truncated", "<answer> The number of cows is", "cut before the value: no_answer"),
        ("about", "A", "tag", "<answer>around 12 cows</answer>", "'around' for an exact count"),
     ]),
    ("sugar", "3.75",
     "A cookie recipe uses 3/4 cup of sugar to make 12 cookies. How many cups of sugar are needed to make 60 cookies?",
     """The recipe makes 12 cookies with 3/4 cup of sugar, and I need 60 cookies, so I scale the recipe up.
60 cookies is 60 / 12 = 5 times the recipe.
Sugar: 5 * 3/4 = 15/4 cups.
15/4 = 3.75, which is 3 3/4 cups.
Check: 3/4 cup for 12 cookies is 3/4 / 12 = 1/16 cup per cookie, and 60 * 1/16 = 60/16 = 15/4. Same.
""",
     "",
     [
        ("mixed", "B", "tag", "<answer>3 3/4 cups</answer>", "a mixed number"),
        ("frac", "B", "tag", "<answer>15/4</answer>", "an improper fraction"),
        ("latex", "B", "tag", "<answer>$\\frac{15}{4}$ cups</answer>", "LaTeX fraction and a unit"),
        ("sent", "B", "tag", "<answer>You need 3.75 cups of sugar.</answer>", "a sentence with the decimal"),
        ("hash", "B", "tag", "<answer>#### 3.75</answer>", "'####' inside the tag"),
        ("batches", "A", "tag", "<answer>5</answer>", "the number of batches"),
        ("approx", "A", "tag", "<answer>approximately 3.75 cups</answer>", "'approximately' for an exact amount"),
        ("cut", "A", "truncated", "<answer>3 3/", "cut inside the mixed number: no_answer"),
        ("given", "A", "tag", "<answer>3/4</answer>", "the given amount for 12 cookies"),
        ("multi", "A", "tag", "<answer>3.75</answer>¶¶Wait, maybe it means per cookie: 3/4 / 12 = 0.0625.¶<answer>0.0625</answer>", "3.75 replaced by the amount per cookie"),
     ]),
]

MPROBS = [
    ("system", "(7,3)",
     r"Solve the system $x + y = 10$ and $2x - y = 11$. Express your answer as an ordered pair $(x, y)$.",
     r"""Adding the two equations eliminates y: (x + y) + (2x - y) = 10 + 11, so 3x = 21 and x = 7.
Then y = 10 - x = 10 - 7 = 3.
Check in the second equation: 2(7) - 3 = 14 - 3 = 11. Correct.
Check in the first equation: 7 + 3 = 10. Correct.
So (x, y) = (7, 3).
""",
     "",
     [
        ("box", "B", "tag", r"<answer>$\boxed{(7,3)}$</answer>", "a boxed pair in the tag"),
        ("eq", "B", "tag", r"<answer>(x, y) = (7, 3)</answer>", "an equation with the pair"),
        ("equal", "B", "tag", r"<answer>x = 7, y = 3</answer>", "the two unknowns named, in order"),
        ("caps", "B", "tag", r"< Answer > (7, 3) < /Answer >", "capitals and spaces in the tags"),
        ("solution", "B", "tag", r"<answer>¶Add the equations: $3x = 21$, so $x = 7$. Then $y = 10 - 7 = 3$.¶The solution is $(7, 3)$.¶</answer>", "a worked solution in the tag"),
        ("swapped", "A", "tag", r"<answer>(3, 7)</answer>", "the pair reversed"),
        ("partial", "A", "tag", r"<answer>x = 7</answer>", "only x"),
        ("cut", "A", "truncated", r"<answer>(7,", "cut inside the pair: no_answer"),
        ("multi", "A", "tag", r"<answer>(7, 3)</answer>¶<think>¶Should y come first? The second equation is written with y after x, but the pair is usually listed with the smaller value first, so (3, 7).¶</think>¶<answer>(3, 7)</answer>", "the right pair replaced by the reversed one"),
        ("empty", "A", "none", r"<answer></answer>", "an empty tag: no_answer"),
     ]),
    ("root", "5",
     r"Find the larger solution of $2x^2 - 7x - 15 = 0$.",
     r"""Use the quadratic formula with a = 2, b = -7, c = -15.
Discriminant: b^2 - 4ac = 49 - 4(2)(-15) = 49 + 120 = 169, and sqrt(169) = 13.
x = (7 ± 13) / 4, so x = 20/4 = 5 or x = -6/4 = -3/2.
Factor check: 2x^2 - 7x - 15 = (2x + 3)(x - 5). Yes.
The larger solution is 5.
""",
     "",
     [
        ("eq", "B", "tag", r"<answer>x = 5</answer>", "an equation"),
        ("box", "B", "tag", r"<answer>\boxed{5}</answer>", "a bare box in the tag"),
        ("sent", "B", "tag", r"<answer>The larger solution is $x = 5$.</answer>", "a sentence with an equation"),
        ("multi", "B", "tag", r"<answer>x = 5, x = -\frac{3}{2}</answer>¶Wait, only the larger one is asked.¶<answer>5</answer>", "both roots tagged first, then the larger one last"),
        ("decimal", "B", "tag", r"<answer>5.0</answer>", "5.0 for 5"),
        ("two", "A", "tag", r"<answer>x = 5 \text{ or } x = -\frac{3}{2}</answer>", "both roots for 'the larger solution'"),
        ("other", "A", "tag", r"<answer>-\frac{3}{2}</answer>", "the smaller root"),
        ("disc", "A", "tag", r"<answer>13</answer>", "the square root of the discriminant"),
        ("placeholder", "A", "none", r"<answer>\boxed{}</answer>", "an empty box in the tag: no_answer"),
        ("approx", "A", "tag", r"<answer>x \approx 5</answer>", "'\\approx' for an exact root"),
     ]),
    ("fracsum", r"\frac{31}{24}",
     r"Compute $\frac{2}{3} + \frac{5}{8}$. Express your answer as a common fraction.",
     r"""To add fractions I need a common denominator. 3 and 8 share no factors, so the least common denominator is 3 * 8 = 24.
2/3 = (2 * 8)/(3 * 8) = 16/24 and 5/8 = (5 * 3)/(8 * 3) = 15/24.
16/24 + 15/24 = 31/24.
31 is prime and does not divide 24, so 31/24 is already in lowest terms.
Check with decimals: 2/3 is about 0.667 and 5/8 = 0.625, so the sum is about 1.292, and 31/24 is about 1.292 too.
""",
     "",
     [
        ("slash", "B", "tag", r"<answer>31/24</answer>", "a slash fraction"),
        ("dfrac", "B", "tag", r"<answer>$\boxed{\dfrac{31}{24}}$</answer>", "\\dfrac in a box"),
        ("eq", "B", "tag", r"<answer>\frac{2}{3} + \frac{5}{8} = \frac{16}{24} + \frac{15}{24} = \frac{31}{24}</answer>", "an equation chain ending in 31/24"),
        ("mixed", "B", "tag", r"<answer>1\frac{7}{24}</answer>", "a mixed number of equal value"),
        ("md", "B", "tag", r"<answer>**31/24**</answer>", "bold slash fraction"),
        ("decimal", "A", "tag", r"<answer>1.29</answer>", "a rounded decimal"),
        ("naive", "A", "tag", r"<answer>\frac{7}{11}</answer>", "numerators and denominators added"),
        ("cut", "A", "truncated", r"<answer>\frac{31}{", "cut inside the fraction: no_answer"),
        ("inthink", "A", "tag", r"<think>¶«R»<answer>31/24</answer>¶As a decimal, 31/24 = 1.2917 (rounded).¶</think>¶<answer>1.2917</answer>", "31/24 tagged inside the think block, the final tag a rounded decimal"),
        ("multi", "A", "tag", r"<answer>\frac{31}{24}</answer>¶Hmm, or do we just add the tops and bottoms? 2 + 5 = 7 and 3 + 8 = 11.¶<answer>\frac{7}{11}</answer>", "the right tag replaced by 7/11"),
     ]),
    ("redred", r"\frac{2}{15}",
     r"A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     r"""Total marbles: 4 + 6 = 10.
P(first red) = 4/10. After one red is removed, 3 red remain out of 9, so P(second red) = 3/9.
P(both red) = 4/10 * 3/9 = 12/90 = 2/15.
Check with combinations: C(4,2)/C(10,2) = 6/45 = 2/15. Same.
(The red pairs are 4 * 3 / 2 = 6 and all pairs are 10 * 9 / 2 = 45.)
""",
     "",
     [
        ("slash", "B", "tag", r"<answer>2/15</answer>", "a slash fraction"),
        ("unreduced", "B", "tag", r"<answer>\frac{12}{90}</answer>", "an unreduced fraction of equal value"),
        ("sent", "B", "tag", r"<answer>The probability is $\frac{2}{15}$.</answer>", "a sentence with inline math"),
        ("user", "B", "tag", r"<answer>\frac{2}{15}</answer>¶User: What about both blue?¶Assistant: <think> 6/10 * 5/9 = 30/90 = 1/3 </think> <answer>\frac{1}{3}</answer>", "an invented User turn after the committed 2/15"),
        ("caps", "B", "tag", r"<ANSWER>\frac{2}{15}</ANSWER>", "upper-case tags"),
        ("replace", "A", "tag", r"<answer>\frac{4}{25}</answer>", "with replacement"),
        ("decimal", "A", "tag", r"<answer>0.13</answer>", "a rounded decimal"),
        ("two", "A", "tag", r"<answer>\frac{2}{15} \text{ or } \frac{4}{25}</answer>", "two values"),
        ("empty", "A", "none", r"<answer> </answer>", "a blank tag: no_answer"),
        ("first", "A", "tag", r"<answer>\frac{4}{10}</answer>", "the first draw only"),
     ]),
    ("log", r"\frac{5}{2}",
     r"Evaluate $\log_4 32$.",
     r"""Write both numbers as powers of 2: 4 = 2^2 and 32 = 2^5.
If log_4 32 = k, then 4^k = 32, so 2^{2k} = 2^5, which gives 2k = 5 and k = 5/2.
Check: 4^{5/2} = (sqrt(4))^5 = 2^5 = 32. Correct.
Change of base gives the same: log_4 32 = log_2 32 / log_2 4 = 5 / 2.
""",
     "",
     [
        ("slash", "B", "tag", r"<answer>5/2</answer>", "a slash fraction"),
        ("decimal", "B", "tag", r"<answer>2.5</answer>", "the exact decimal"),
        ("eq", "B", "tag", r"<answer>\log_4 32 = \frac{5}{2}</answer>", "an equation"),
        ("solution", "B", "tag", r"<answer>Since $4^{5/2} = 2^5 = 32$, we get $\log_4 32 = \frac{5}{2}$.</answer>", "a one-line solution ending in the value"),
        ("words", "B", "tag", r"<answer>five halves</answer>", "the value in words"),
        ("divide", "A", "tag", r"<answer>8</answer>", "32 / 4"),
        ("base2", "A", "tag", r"<answer>5</answer>", "log base 2 of 32"),
        ("cut", "A", "truncated", r"<answer>\frac{5", "cut inside the fraction: no_answer"),
        ("about", "A", "tag", r"<answer>about 2.5</answer>", "'about' for an exact value"),
        ("inthink", "A", "tag", r"<think>¶«R»<answer>5/2</answer>¶Hmm, 4^2 = 16 and 4^3 = 64, so the log is between 2 and 3. The integer part is 2.¶</think>¶<answer>2</answer>", "5/2 tagged inside the think block, the final tag 2"),
     ]),
    ("midpoint", "(6,3)",
     r"Find the midpoint of the segment with endpoints $(3, -5)$ and $(9, 11)$.",
     r"""The midpoint formula averages the coordinates of the endpoints: ((x1 + x2)/2, (y1 + y2)/2).
x-coordinate: (3 + 9)/2 = 12/2 = 6.
y-coordinate: (-5 + 11)/2 = 6/2 = 3.
So the midpoint is (6, 3).
Check: from (3, -5) to (6, 3) the change is (3, 8), and from (6, 3) to (9, 11) it is also (3, 8). Good.
""",
     "",
     [
        ("pair", "B", "tag", r"<answer>(6, 3)</answer>", "the pair"),
        ("left_right", "B", "tag", r"<answer>$\left(6, 3\right)$</answer>", "\\left( \\right) in inline math"),
        ("sent", "B", "tag", r"<answer>The midpoint is (6,3).</answer>", "a sentence"),
        ("noopen", "B", "tag", r"«R»</think>¶<answer> (6,3) </answer>", "unopened think block"),
        ("multi", "B", "tag", r"<answer>(12, 6)</answer>¶Oops, I forgot to divide by 2.¶<answer>(6, 3)</answer>", "the sums tagged first, then the right last tag"),
        ("sums", "A", "tag", r"<answer>(12, 6)</answer>", "the coordinate sums"),
        ("halfdiff", "A", "tag", r"<answer>(3, 8)</answer>", "the half differences"),
        ("partial", "A", "tag", r"<answer>6</answer>", "only the x-coordinate"),
        ("cut", "A", "truncated", r"<answer>(6, ", "cut inside the pair: no_answer"),
        ("multi", "A", "tag", r"<answer>(6, 3)</answer>¶<think>¶Wait, let me redo the y-coordinate: (11 + 5)/2 = 16/2 = 8.¶</think>¶<answer>(6, 8)</answer>", "the right pair replaced after a sign slip"),
     ]),
    ("radicals", r"8\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{18}$.",
     r"""I need to pull the largest perfect square factor out of each radical, then combine like terms.
sqrt(50) = sqrt(25 * 2) = 5 sqrt(2).
sqrt(18) = sqrt(9 * 2) = 3 sqrt(2).
So sqrt(50) + sqrt(18) = 5 sqrt(2) + 3 sqrt(2) = 8 sqrt(2).
Numerically 8 * 1.41421 = 11.31, and sqrt(50) + sqrt(18) is about 7.071 + 4.243 = 11.314. Consistent.
""",
     "",
     [
        ("latex", "B", "tag", r"<answer>8\sqrt{2}</answer>", "LaTeX without dollars"),
        ("spaced", "B", "tag", r"<answer>$8 \sqrt 2$</answer>", "\\sqrt without braces"),
        ("equal", "B", "tag", r"<answer>\sqrt{128}</answer>", "an unsimplified equal form"),
        ("unicode", "B", "tag", r"<answer>8√2</answer>", "a Unicode root sign"),
        ("eq", "B", "tag", r"<answer>$\sqrt{50}+\sqrt{18} = 5\sqrt{2} + 3\sqrt{2} = 8\sqrt{2}$</answer>", "an equation chain ending in the value"),
        ("naive", "A", "tag", r"<answer>\sqrt{68}</answer>", "the radicands added"),
        ("decimal", "A", "tag", r"<answer>11.31</answer>", "a rounded decimal"),
        ("coeff", "A", "tag", r"<answer>8</answer>", "the coefficient only"),
        ("partial", "A", "tag", r"<answer>5\sqrt{2}</answer>", "only the first term"),
        ("cut", "A", "truncated", r"<answer>8\sqrt{", "cut inside the radical: no_answer"),
     ]),
    ("interval", "(-2,5)",
     r"Solve the inequality $|2x - 3| < 7$. Express your answer in interval notation.",
     r"""|2x - 3| < 7 means -7 < 2x - 3 < 7.
Add 3 to all parts: -4 < 2x < 10.
Divide by 2: -2 < x < 5.
The endpoints are excluded because the inequality is strict. Check x = 0: |0 - 3| = 3 < 7, inside. Check x = 5: |10 - 3| = 7, not less than 7, so 5 is excluded.
So the interval is (-2, 5).
""",
     "",
     [
        ("pair", "B", "tag", r"<answer>(-2, 5)</answer>", "the open interval"),
        ("ineq", "B", "tag", r"<answer>-2 < x < 5</answer>", "the inequality form"),
        ("in", "B", "tag", r"<answer>x \in (-2, 5)</answer>", "membership notation"),
        ("box", "B", "tag", r"<answer>$\boxed{(-2,5)}$</answer>", "a box in the tag"),
        ("md", "B", "tag", r"<answer>¶**Solution set:** $(-2, 5)$¶</answer>", "bold label inside the tag"),
        ("closed", "A", "tag", r"<answer>[-2, 5]</answer>", "closed endpoints"),
        ("half", "A", "tag", r"<answer>x < 5</answer>", "one side only"),
        ("complement", "A", "tag", r"<answer>(-\infty, -2) \cup (5, \infty)</answer>", "the complement"),
        ("cut", "A", "truncated", r"<answer>(-2,", "cut inside the interval: no_answer"),
        ("empty", "A", "none", r"<answer>¶¶</answer>", "blank lines only: no_answer"),
     ]),
    ("series", "820",
     r"Find the sum of the arithmetic series $3 + 7 + 11 + \cdots + 79$.",
     r"""First term a = 3, common difference d = 4, last term l = 79.
Number of terms: n = (79 - 3)/4 + 1 = 76/4 + 1 = 19 + 1 = 20.
Sum = n(a + l)/2 = 20(3 + 79)/2 = 20 * 82 / 2 = 10 * 82 = 820.
Check: the 20th term is 3 + 19 * 4 = 3 + 76 = 79. Good. Pairing also works: 3 + 79 = 82, 7 + 75 = 82, and so on, 10 pairs of 82 = 820.
""",
     "",
     [
        ("eq", "B", "tag", r"<answer>S = 820</answer>", "an equation"),
        ("sent", "B", "tag", r"<answer>The sum is 820.</answer>", "a sentence"),
        ("hash", "B", "tag", r"<answer>#### 820</answer>", "'####' in a MATH tag"),
        ("words", "B", "tag", r"<answer>eight hundred twenty</answer>", "the value in words"),
        ("q_after", "B", "tag", r"<answer>820</answer>¶¶Find the sum of the arithmetic series 2 + 5 + 8 + ... + 59.¶<think> n = (59 - 2)/3 + 1 = 20, S = 20(2 + 59)/2 = 610 </think>¶<answer>610</answer>", "a self-set question with its own tag after the committed 820"),
        ("terms", "A", "tag", r"<answer>20</answer>", "the number of terms"),
        ("pair", "A", "tag", r"<answer>82</answer>", "first plus last term"),
        ("nohalf", "A", "tag", r"<answer>1640</answer>", "the half left out"),
        ("approx", "A", "tag", r"<answer>approximately 820</answer>", "'approximately' for an exact sum"),
        ("cut", "A", "truncated", r"<answer>S = 20(3 + 79)/2 =", "a tag cut before the value: no_answer"),
     ]),
    ("divisors", "24",
     r"How many positive divisors does 360 have?",
     r"""Prime factorization: 360 = 8 * 45 = 2^3 * 3^2 * 5.
A divisor has the form 2^a * 3^b * 5^c with 0 <= a <= 3, 0 <= b <= 2, 0 <= c <= 1.
Number of divisors = (3 + 1)(2 + 1)(1 + 1) = 4 * 3 * 2 = 24.
Sanity check by pairing d with 360/d: 1*360, 2*180, 3*120, 4*90, 5*72, 6*60, 8*45, 9*40, 10*36, 12*30, 15*24, 18*20. That is 12 pairs, so 24 divisors.
""",
     "",
     [
        ("sent", "B", "tag", r"<answer>360 has 24 positive divisors.</answer>", "a sentence with the given first"),
        ("eq", "B", "tag", r"<answer>(3+1)(2+1)(1+1) = 24</answer>", "the formula ending in 24"),
        ("box", "B", "tag", r"<answer>\boxed{24}</answer>", "a box in the tag"),
        ("words_caps", "B", "tag", r"<Answer>twenty-four</Answer>", "words in capitalised tags"),
        ("multi", "B", "tag", r"<answer>23</answer>¶Wait, I left out 360 itself; it is a positive divisor too.¶<answer>24</answer>", "23 tagged first, then the right last tag"),
        ("sum", "A", "tag", r"<answer>1170</answer>", "the sum of the divisors"),
        ("proper", "A", "tag", r"<answer>23</answer>", "360 itself left out"),
        ("factor", "A", "tag", r"<answer>2^3 \cdot 3^2 \cdot 5</answer>", "the factorization (= 360)"),
        ("inthink", "A", "tag", r"<think>¶«R»So <answer>24</answer>. Hmm, or maybe they mean prime divisors: 2, 3 and 5, so 3.¶</think>¶<answer>3</answer>", "24 tagged inside the think block, the final tag 3"),
        ("question", "A", "none", r"<answer>How many positive divisors does 360 have?</answer>", "the question copied into the tag: no_answer"),
     ]),
]
# fmt: on


def text_of(final: str, work: str, slip: str) -> str:
    """The completion: an "@" final alone, th(work) + final, or the final with its «» tokens
    replaced."""
    final = final.replace("¶", "\n")
    if final.startswith("@"):
        return final[1:]
    if "«" not in final:
        return th(work) + final
    for token, value in (("«TW»", th(slip)), ("«T»", th(work)), ("«W»", slip), ("«R»", work)):
        final = final.replace(token, value)
    return final


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`."""
    cases = []
    for key, gold, _question, work, slip, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            text = text_of(final, work, slip)
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_fence_inthink": (
        "accept",
        "the completion's only answer tag holds $200 and nothing after it gives another value; the "
        "tag marks the final answer even though the model closed the think block after it "
        "(public_heldout3: the <answer> content is the final answer)",
    ),
    "ok_g_pencils_inthink": (
        "accept",
        "the only answer tag, inside the think block, holds 48 and nothing follows but </think>; "
        "a misplaced tag still marks the committed answer",
    ),
    "g_stamps_user_gold": (
        "reject",
        "the assistant committed <answer>108</answer>; the 144 comes from an invented 'User:' turn "
        "and the reply to it, which is text after the committed answer and does not count "
        "(README, public_heldout3)",
    ),
    "g_tickets_user_gold": (
        "reject",
        "the committed tag is $45 (the cost); the 55 is the model's reply to an invented 'User:' "
        "turn after it, which does not count",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam196", CASES, [], DECISIONS)
