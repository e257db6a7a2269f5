r"""Build adversarial_redteam215.jsonl: round 215 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam215"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes.
Not model output. Only corpus/README.md (sections "How labels were made" and "Forms"),
corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label
conventions, DECISIONS, the form name `tag`) were read; no probe of theirs is copied (new problems,
new golds, new wording).

Aim of this round: English, 200 probes, 120 GSM8K and 80 MATH, 100 kind A and 100 kind B:
completions as a SMALL model (0.1B-1.5B: SmolLM2, Qwen2.5-0.5B/1.5B-Instruct, TinyLlama) writes them
DURING PPO / GRPO training with a GSM8K `####` prompt or an R1-Zero `<think>...</think><answer>...
</answer>` prompt: short, repetitive, slightly broken working (GSM8K `<<a*b=c>>` calculator notes,
lowercase think blocks), then format drift and reward hacking at the end. Kind A (a careless checker
accepts): several `####` lines with different values, "#### 64 #### 84" on one line, the answer tag
repeated with other values, a tag holding a list ("90, 450, 1800") or a range ("20-30", "0-6",
"50 to 60"), a sentence or a tag outside the one tag that states another value (after it, or the
tag last with the wrong value), degenerate loops that end on another value, a completion cut
mid-number ("#### 6" for 64, "<answer>18" for 1800, "#### 8,7" for 8,700: no_answer), cut after
the bare marker or inside the think block (no_answer), the question's own numbers echoed after the
marker or in the tag, an unevaluated expression equal to the gold (debatable, rejected), an invented
"Human:" / ChatML user turn or a next example after the answer that ends on another value, an empty
tag, a tag taken back with nothing in its place (no_answer), and plain subtotal / given / rate /
other-person / hedged ("about") values in the new formats. Kind B (a strict checker refuses): the
value with trailing punctuation or markdown (`#### **64**`, `#### 64.`, `#### **420**.`, `` `9` ``),
dollars and decimals (`#### $276.00`, `####$97`), thousands separators (`#### 1,800`,
`\boxed{8,700}` in the tag), the tag with spaces, tabs and newlines, the value with its noun or unit
in the tag or after the marker ("<answer>64 stamps</answer>", "#### 135 degrees", `135^\circ`,
`135°`), a sentence in the tag ("<answer>Leo pays $97 in total.</answer>", "The answer is 420",
"x = 7", "m = 3"), `\boxed{}` inside the tag, a repeated identical final line or tag, a line that
repeats until the length limit cuts it inside a word or after a whole copy (all copies equal), a
wrong `####` line or tag taken back and replaced by the right one last, end-of-sequence tokens
glued to the value or the tag (`<|endoftext|>`, `</s>`, `<|im_end|>`, `<|eot_id|>`), equal
fractions in two forms.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 48 stamps + 3 packs of 12 - 20 given -> 64 (36 bought; 84 before giving); 6 boxes of 24
pencils, 115 handed out -> 29 (144 bought; 115 given); 3 buses of 52 seats, 131 students, empty ->
25 (156 seats); garden 14 m x 9 m, fence at $6/m -> 276 (perimeter 46; area 126; 126 x 6 = 756);
$15/h, 6 h/day, 5 days/week, 4 weeks -> 1800 (90 a day; 450 a week); 5 trays of 18 cookies, 12
eaten, bags of 6 -> 13 (90 baked; 78 left); 240 miles in 4 h, distance in 7 h -> 420 (60 mph; 480 =
60 x 8 slip); bike $480, has $165, saves $35/week -> 9 (315 needed; 480/35 = 13.7, 14 rounded up);
1,450 bottles a day for 6 days -> 8700 (7,250 for 5 days); Lucy 9, mother 4 times, mother in 6
years -> 42 (36 now; Lucy then 15); 4 pizzas x 8 slices, 11 children x 2 -> 10 (32 slices; 22
eaten); jacket $120, 25 % off, $7 shipping -> 97 (30 discount; 90 sale; 127 without the discount).
The invented turns: 5 + 9 = 14 balloons; 4 x 5 = 20 m; 7 x 18 - 12 = 114, 114 / 6 = 19 bags;
1450 x 10 = 14500; 40 - 4 = 36.
MATH: 5x + 3 = 38 -> 7 (5x = 35; 41/5 with the sign slip); 3/4 + 5/6 -> \frac{19}{12} (9/12 +
10/12; 8/10 across; 1.58 about); product of the roots of x^2 - 7x + 10 -> 10 (roots 2, 5; sum 7);
\binom{8}{3} -> 56 (336 = 8 x 7 x 6; 6 = 3!); slope through (2,5), (6,17) -> 3 (rise 12, run 4;
1/3 inverted); 2^10 mod 7 -> 2 (1024 = 7 x 146 + 2; 2^11 = 2048 = 7 x 292 + 4); each interior
angle of a regular octagon -> 135 (sum 1080; exterior 45; hexagon 120); P(red) with 4 red, 6 blue,
5 green -> \frac{4}{15} (15 marbles; 11/15 not red; 4/11 odds; 6/15 blue; 0.27 about).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name
the unusual honest ending (bold / period / nospace / unit / dollar_dec / thousands / tag_ws /
tag_spaces / tag_nl / tag_tab / tag_unit / tag_sentence / tag_xeq / tag_boxed* / tag_twice /
repeat_same / repeat_cut / repeat_limit / loop_same / fix_last / eos / im_end / eot_id / eos_s /
tag_two_forms / hash_eq ...). Kind A shapes name the error (hash_two / hash_three / hash_inline /
hash_flip / tag_repeat / tag_three / tag_list / range / tag_range / outside / outside_before /
think_tag / loop / loop_other / echo / expr / tag_expr / tag_echo / human / human_im /
next_example / cut / cut_tag / cut_think / tag_empty / takeback_none / sub / given / total / rate
/ about / approx ...). Kind A: truth wrong, or no_answer where the form is `truncated` or `none`;
kind B: truth correct. Forms: `hash` (the last final is a `####` line), `tag` (an `<answer>` tag),
`answer_is`, `prose_sentence`, `truncated`, `none`.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts, whether a `####` line, an `<answer>` tag, or an "The answer is" / concluding sentence; an
invented next turn or next example after the answer is still part of the completion, so its last
stated answer is the last final answer (wrong when it answers another question). A trailing remark
with no number, an end-of-sequence token and a cut inside a word after a complete answer do not
change the answer. Identical repeated answers are one answer; an answer taken back and replaced by
the right value is correct. Wrong: two different values on the last answer line or in the last tag
(a list, a range), a subtotal, a given, the other person's amount, a rate where a total is asked,
a hedge ("about"), the question's numbers echoed, an answer taken back and replaced by a wrong
value. A cut inside the final value (the working may have reached it; the answer line itself is
cut), a cut before any answer, an empty tag, or an answer taken back with nothing in its place is
no_answer. Equal values in another form (`$1,800.00`, `19/12` for `\frac{19}{12}`, `135^\circ`,
`x = 7`) are correct. Debatable (3, with DECISIONS, all rejected): `g_fence_expr` ("#### 2*(14+9)*6"),
`g_pizza_tag_expr` ("<answer>32 - 22</answer>"), `m_fracsum_tag_echo` (the question's sum echoed
unevaluated in the tag).

Usage: python build_adversarial_redteam215.py (writes adversarial_redteam215.jsonl beside this file)

Relabelled by the team on landing (session 41), when its fresh score's misses were read: the brief
asked for invented next turns and next examples after the answer as kind A, the invented turn's
answer counting. That contradicts the corpus convention every earlier round follows (corpus/README.md
"How labels were made"; issue 25, class 4: "a completion that goes on with invented turns / new
problems is labelled by the answer to the question actually posed"): the eight probes `human`,
`human_im` and `next_example` (each an invented turn or example that asks ANOTHER question and
answers it) are kind B, truth correct, their notes prefixed "relabelled"; the round is 92 A and
108 B. Their texts are as written; the fresh scores in bench/NOTES-checker.md count them as relabelled.
"""

from corpus_build import IM_ASSIST, IM_USER, g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; "T:" puts it after the think block instead;
# one opening "@" is the whole completion. "¶" in a final is a newline.
GPROBS = [
    ("stamps", "64",
     "Noah has 48 stamps. He buys 3 packs with 12 stamps in each pack, then he gives 20 stamps to his cousin. How many stamps does Noah have now?",
     """Let's solve this problem step by step.

Noah has 48 stamps at first.
He buys 3 packs and each pack has 12 stamps, so he buys 3*12 = <<3*12=36>>36 stamps.
Now Noah has 48 + 36 = <<48+36=84>>84 stamps.
Then he gives 20 stamps to his cousin, so he has 84 - 20 = <<84-20=64>>64 stamps left.
So Noah has 64 stamps now.

Check: 64 + 20 = 84 and 84 - 36 = 48, which is the number he had at first.
""",
     th("""Okay, so Noah has some stamps and he buy more and then give some away. I need to find how many he has at the end.
Noah starts with 48 stamps. He buys 3 packs, 12 in each pack. 3 times 12 is 36. So he gets 36 new stamps.
48 plus 36 is 84. He has 84 stamps.
He gives 20 to his cousin. 84 minus 20 is 64.
So Noah has 64 stamps now. Let me check: 64 + 20 = 84, and 84 - 36 = 48. Yes it is right.
"""),
     [
        ("bold", "B", "hash", "#### **64**", "markdown bold inside the #### line"),
        ("period", "B", "hash", "#### 64.", "trailing period after the value"),
        ("tag_ws", "B", "tag", "T:<answer>\n   64\n</answer>", "answer tag with newlines and indent around the value"),
        ("tag_unit", "B", "tag", "T:<answer>64 stamps</answer>", "the value with its noun inside the tag"),
        ("eos", "B", "hash", "#### 64<|endoftext|>", "an <|endoftext|> token glued to the value"),
        ("hash_two", "A", "hash", "#### 64¶#### 84", "two #### lines; the last is 84, the count before giving 20 away"),
        ("hash_inline", "A", "hash", "#### 64 #### 84", "'#### 64 #### 84' on one line: the last marker holds 84"),
        ("echo", "A", "hash", "#### 48 3 12 20", "the question's own numbers echoed after the marker; no answer value"),
        ("cut", "A", "truncated", "#### 6", "the answer line is cut inside the value (64): no_answer"),
        ("human", "B", "hash", "#### 64¶¶Human: Lily has 5 red balloons and 9 blue balloons. How many balloons does she have?¶Assistant: Lily has 5 + 9 = 14 balloons.¶#### 14", "relabelled (session 41, see the docstring): an invented Human/Assistant turn after the answer ends on '#### 14'; the last final answer is 14; the answer to the question posed is the first"),
     ]),
    ("pencils", "29",
     "A box holds 24 pencils. Ms. Ortiz buys 6 boxes for her class and hands out 115 pencils to the students. How many pencils does she have left?",
     """Let's think step by step.
We need to find how many pencils Ms. Ortiz have after she gives some to the students.

Ms. Ortiz buys 6 boxes of pencils.
Each box has 24 pencils.
So she has 6 x 24 = 144 pencils.
She hands out 115 pencils to the students.
So she have 144 - 115 = 29 pencils left.

Check: 29 + 115 = 144, and 144 / 6 = 24 pencils in each box. It is right.
""",
     th("""Okay, the question is about pencils. Ms. Ortiz buys boxes and hands out pencils and I need the pencils left.
Ok so one box is 24 pencils. She buy 6 boxes. 6 * 24 = 144 pencils. 6*20 = 120 and 6*4 = 24, 120+24 = 144. Yes.
She give 115 pencils to students. 144 - 115 = 29.
So 29 pencils are left.
Let me check again. 29 + 115 = 144. yes.
"""),
     [
        ("tag_sentence", "B", "tag", "T:<answer>She has 29 pencils left.</answer>", "a full sentence inside the answer tag"),
        ("repeat_same", "B", "hash", "#### 29¶#### 29", "the same #### line twice"),
        ("nospace", "B", "hash", "####29", "no space after the marker"),
        ("im_end", "B", "hash", "#### 29<|im_end|>", "a ChatML <|im_end|> after the value"),
        ("tag_boxed", "B", "tag", "T:<answer>\\boxed{29}</answer>", "\\boxed{} inside the answer tag"),
        ("tag_repeat", "A", "tag", "T:<answer>29</answer>¶<answer>144</answer>", "the answer tag repeated; the last holds 144, the pencils before handing out"),
        ("tag_list", "A", "tag", "T:<answer>144, 115, 29</answer>", "a list of every number in the working inside the tag"),
        ("given", "A", "hash", "#### 115", "the given number handed out"),
        ("cut_tag", "A", "truncated", "T:<answer>2", "cut inside the value in the tag: no_answer"),
        ("loop", "A", "answer_is", "T:<answer>29</answer>¶" + "The answer is 29.¶" * 6 + "The answer is 144.", "a degenerate loop after the tag that ends on 'The answer is 144.'; the last final answer is 144"),
     ]),
    ("bus", "25",
     "A school rents 3 buses for a trip. Each bus has 52 seats. If 131 students ride the buses, how many seats are empty?",
     """We need to find the number of empty seats on the buses.

Step 1: Find the total number of seats.
There are 3 buses and each bus has 52 seats.
Total seats = 3 * 52 = 156 seats.

Step 2: Find the empty seats.
131 students ride the buses and each student take one seat.
Empty seats = 156 - 131 = 25 seats.

Check: 131 + 25 = 156 seats, that is all the seats on the 3 buses.
""",
     th("""Okay so the school has 3 buses and some students, and I need to find empty seats. Empty seats is total seats minus students.
3 buses, 52 seats each. 3*52 = 156 seats.
131 students sit down. 156 - 131 = 25 empty seats.
Wait, let me check 52*3 again. 50*3 = 150, 2*3 = 6, 150+6 = 156. Yes.
So 25 seats are empty.
"""),
     [
        ("tag_spaces", "B", "tag", "T:<answer> 25 </answer>", "spaces around the value in the tag"),
        ("eos_s", "B", "hash", "#### 25</s>", "a Llama-2 style </s> after the value"),
        ("repeat_cut", "B", "hash", "#### 25¶" + "The answer is 25.¶#### 25¶" * 5 + "The answ", "the answer lines repeat until the length limit; every copy says 25, the cut falls inside a word"),
        ("unit", "B", "hash", "#### 25 seats", "the value with its noun after the marker"),
        ("tag_boxed_sp", "B", "tag", "T:<answer> \\boxed{25} </answer>", "\\boxed{} with spaces inside the tag"),
        ("range", "A", "tag", "T:<answer>20-30</answer>", "a range in the tag, not the value"),
        ("total", "A", "hash", "#### 156", "the total number of seats, a subtotal"),
        ("think_tag", "A", "tag", "T:<answer>131</answer>", "the think block reaches 25 but the tag holds the given 131"),
        ("hash_inline", "A", "hash", "#### 25 #### 156", "two markers on one line; the last holds 156"),
        ("takeback_none", "A", "none", "#### 25¶Wait, I think it is wrong. Let me count the seats again.", "the answer taken back with nothing in its place: no_answer"),
     ]),
    ("fence", "276",
     "A rectangular garden is 14 meters long and 9 meters wide. Fencing costs $6 per meter. How much will it cost to put a fence all the way around the garden?",
     """Let's solve it step by step.

The garden is a rectangle with length 14 m and width 9 m.
The fence goes around the garden, so we need the perimeter.
Perimeter = 2 x (14 + 9) = 2 x 23 = 46 meters.
Each meter of fence costs $6.
Cost = 46 x 6 = $276.
So it will cost $276 to fence the garden.

Check: 276 / 6 = 46 meters of fence, and 46 = 14 + 9 + 14 + 9. Yes.
""",
     th("""Okay, the garden is 14 by 9 and I need the cost of the fence.
Fence around the garden means perimeter. Not area. Area would be 14*9 = 126 but we dont need area.
Perimeter = 14 + 9 + 14 + 9 = 46 meters.
46 meters times $6 per meter. 40*6 = 240, 6*6 = 36, 240 + 36 = 276.
So the cost is $276.
"""),
     [
        ("dollar_dec", "B", "hash", "#### $276.00", "dollar sign and two decimals"),
        ("tag_dollar", "B", "tag", "T:<answer>$276</answer>", "dollar sign inside the tag"),
        ("bold_dollar", "B", "hash", "#### **$276**", "bold with a dollar sign"),
        ("eot_id", "B", "hash", "#### 276<|eot_id|>", "a Llama 3 <|eot_id|> after the value"),
        ("fix_last", "B", "hash", "#### 126¶Wait, the fence goes around, so it is the perimeter not the area.¶#### 276", "a wrong #### line taken back and replaced by the right one; the last #### holds 276"),
        ("area_cost", "A", "hash", "#### 756", "the area times $6 (126 x 6)"),
        ("perim", "A", "tag", "T:<answer>46</answer>", "the perimeter, a subtotal"),
        ("expr", "A", "hash", "#### 2*(14+9)*6", "debatable: an unevaluated expression after the marker that equals 276 (see DECISIONS)", True),
        ("next_example", "B", "answer_is", "#### 276¶¶Question: A square garden has sides of 5 meters. How much fence is needed?¶Answer: 4 x 5 = 20 meters.¶The answer is 20.", "relabelled (session 41, see the docstring): an invented next example after the answer ends on 'The answer is 20.'; the answer to the question posed is the first"),
        ("cut", "A", "truncated", "#### 27", "the answer line cut inside 276: no_answer"),
     ]),
    ("wage", "1800",
     "Priya earns $15 an hour. She works 6 hours a day, 5 days a week. How much money does she earn in 4 weeks?",
     """Let's think step by step.
We need to find how much Priya earn in 4 weeks.

Priya earns $15 per hour.
She works 6 hours a day, so in one day she earns 15 * 6 = $90.
She works 5 days a week, so in one week she earns 90 * 5 = $450.
In 4 weeks she earns 450 * 4 = $1800.

Check: she works 6 x 5 x 4 = 120 hours in 4 weeks, and 120 x 15 = $1800. Same answer.
""",
     th("""Okay, Priya earns money by the hour and I need how much in 4 weeks. First per day, then per week, then 4 weeks.
15 dollars an hour. 6 hours a day, so 15*6 = 90 dollars a day.
5 days a week, 90*5 = 450 dollars a week.
4 weeks, 450*4 = 1800.
Check: hours in 4 weeks = 6*5*4 = 120 hours. 120*15 = 1800. Same answer. Good.
"""),
     [
        ("thousands", "B", "hash", "#### 1,800", "a thousands separator"),
        ("dollar_thousands", "B", "hash", "#### $1,800.00", "dollar, thousands separator and two decimals"),
        ("tag_thousands", "B", "tag", "T:<answer>$1,800</answer>", "dollar and thousands separator inside the tag"),
        ("repeat_same", "B", "hash", "#### 1800¶#### 1800¶#### 1800", "the same #### line three times"),
        ("tag_sentence", "B", "tag", "T:<answer>Priya earns $1800 in 4 weeks.</answer>", "a sentence with the given 4 after the value inside the tag"),
        ("week", "A", "hash", "#### 450", "one week's pay, a subtotal"),
        ("rate", "A", "tag", "T:<answer>$90 per day</answer>", "a daily rate where the 4-week total is asked"),
        ("tag_list", "A", "tag", "T:<answer>90, 450, 1800</answer>", "the subtotals and the total as a list in the tag"),
        ("loop", "A", "hash", "#### 1800¶" + "So she earns 1800.¶" * 5 + "So she earns 450 a week.¶#### 450", "a loop that drifts to the weekly pay and a last '#### 450'"),
        ("cut_tag", "A", "truncated", "T:<answer>18", "cut inside 1800 in the tag: no_answer"),
     ]),
    ("cookies", "13",
     "Ben bakes 5 trays of cookies with 18 cookies on each tray. He eats 12 cookies and puts the rest into bags of 6. How many bags does he fill?",
     """Let's solve this step by step.
We need to find how many bags Ben can fill with his cookies.

Ben bakes 5 trays with 18 cookies on each tray.
5 x 18 = 90 cookies.
He eats 12 cookies, so 90 - 12 = 78 cookies are left.
He puts the cookies in bags of 6.
78 / 6 = 13 bags.
Ben fills 13 bags.

Check: 13 x 6 = 78 cookies in the bags, and 78 + 12 = 90 cookies he baked.
""",
     th("""Okay, so Ben bakes cookies, eats some and puts the rest in bags. I need the number of bags.
Ben has 5 trays and 18 cookies each tray. 5*18 = 90 cookies.
He eat 12 of them. 90 - 12 = 78.
Bags of 6 cookies. 78 / 6 = 13. 6*13 = 78 yes.
So 13 bags.
Check: 13 bags x 6 = 78, plus 12 eaten = 90. Yes good.
"""),
     [
        ("tag_blank_lines", "B", "tag", "T:<answer>\n\n13\n\n</answer>", "blank lines around the value in the tag"),
        ("period_eos", "B", "hash", "#### 13.</s>", "trailing period and </s>"),
        ("repeat_cut", "B", "hash", "#### 13¶" + "Ben fills 13 bags.¶" * 8 + "Ben fills 13 ba", "a repeated identical line until cut; the cut falls inside 'bags', every copy says 13"),
        ("unit", "B", "hash", "#### 13 bags", "the value and its noun"),
        ("tag_boxed_dollars", "B", "tag", "T:<answer>$\\boxed{13}$</answer>", "a boxed value in inline math inside the tag"),
        ("left", "A", "hash", "#### 78", "the cookies left, not the bags"),
        ("hash_three", "A", "hash", "#### 13¶#### 78¶#### 90", "three #### lines; the last holds 90"),
        ("echo", "A", "tag", "T:<answer>5 18 12 6</answer>", "the question's numbers echoed in the tag"),
        ("human_im", "B", "hash", "#### 13" + IM_USER + "And if he bakes 7 trays?" + IM_ASSIST + "7 x 18 = 126 cookies. 126 - 12 = 114. 114 / 6 = 19 bags.¶#### 19", "relabelled (session 41, see the docstring): an invented ChatML user turn and reply after the answer, ending '#### 19'; the answer to the question posed is the first"),
        ("cut", "A", "truncated", "#### 1", "the answer line cut inside 13: no_answer"),
     ]),
    ("train", "420",
     "A train travels 240 miles in 4 hours. At the same speed, how far will it travel in 7 hours?",
     """Let's think step by step.
The train goes at the same speed the whole time.

First we find the speed of the train.
The train goes 240 miles in 4 hours.
Speed = 240 / 4 = 60 miles per hour.
Now we find the distance in 7 hours.
Distance = speed x time = 60 x 7 = 420 miles.

Check: in 4 hours it goes 60 x 4 = 240 miles, which matches the question. So in 7 hours it goes 420 miles.
""",
     th("""okay the train has the same speed. first find the speed, then the distance for 7 hours.
the train goes 240 miles in 4 hours. so in 1 hour it goes 240/4 = 60 miles.
in 7 hours it goes 60*7 = 420 miles.
check: 420/7 = 60, 240/4 = 60. same speed. ok.
so 420 miles.
"""),
     [
        ("unit", "B", "hash", "#### 420 miles", "the value with its unit"),
        ("tag_unit", "B", "tag", "T:<answer>420 miles</answer>", "the value with its unit inside the tag"),
        ("bold_period", "B", "hash", "#### **420**.", "bold, then a period"),
        ("tag_twice", "B", "tag", "T:<answer>420</answer>¶<answer>420</answer>", "the same tag twice, equal values"),
        ("tag_answer_is", "B", "tag", "T:<answer>The answer is 420</answer>", "'The answer is' inside the tag"),
        ("rate", "A", "hash", "#### 60", "the speed, a rate where a distance is asked"),
        ("rate_tag", "A", "tag", "T:<answer>60 miles per hour</answer>", "the speed in the tag"),
        ("about", "A", "tag", "T:<answer>about 420 miles</answer>", "'about' hedges an exact value"),
        ("outside", "A", "prose_sentence", "T:<answer>420</answer>¶So the train travel 480 miles in 7 hours.", "a sentence after the tag states 480; the last final answer differs from the tag's"),
        ("hash_two", "A", "hash", "#### 420¶#### 240", "two #### lines; the last is the given 240"),
     ]),
    ("bike", "9",
     "Omar wants a bike that costs $480. He already has $165 and saves $35 each week. How many weeks will it take him to have enough money for the bike?",
     """Let's solve this problem step by step.
We need to find how many weeks Omar needs to save.

The bike costs $480 and Omar has $165 already.
He still needs 480 - 165 = $315.
He saves $35 every week.
Number of weeks = 315 / 35 = 9 weeks.

Check: after 9 weeks he saves 9 x 35 = $315, and 165 + 315 = $480, the price of the bike.
""",
     th("""Okay, Omar wants a bike. He has some money and saves every week. I need the number of weeks.
Bike is 480. He has 165. So he needs 480 - 165 = 315 more.
He saves 35 each week. 315 / 35 = ? 35*9 = 315. So 9 weeks.
Check: 165 + 9*35 = 165 + 315 = 480. Yes.
"""),
     [
        ("unit_period", "B", "hash", "#### 9 weeks.", "value, noun and a period"),
        ("tag_spaces", "B", "tag", "T:<answer>   9   </answer>", "many spaces around the value"),
        ("tag_eos", "B", "tag", "T:<answer>9</answer><|endoftext|>", "<|endoftext|> after the closing tag"),
        ("fix_last", "B", "tag", "T:<answer>315</answer>¶Wait, the question ask how many weeks, not how much money.¶<answer>9</answer>", "a wrong tag taken back and replaced; the last tag holds 9"),
        ("backticks", "B", "hash", "#### `9`", "the value in markdown backticks"),
        ("needed", "A", "hash", "#### 315", "the money still needed, a subtotal"),
        ("no_subtract", "A", "hash", "#### 14", "480 / 35 rounded up, ignoring the $165 he has"),
        ("tag_range", "A", "tag", "T:<answer>9-10 weeks</answer>", "a range of weeks in the tag"),
        ("tag_empty", "A", "none", "T:<answer></answer>", "an empty answer tag: no_answer"),
        ("hash_flip", "A", "hash", "#### 9¶#### 315¶#### 9¶#### 315", "#### lines flip between 9 and 315; the last is 315"),
     ]),
    ("bottles", "8700",
     "A factory fills 1,450 bottles of juice every day. How many bottles does it fill in 6 days?",
     """Let's think step by step.
We need the number of bottles the factory fills in 6 days.

The factory fills 1450 bottles each day.
In 6 days it fills 1450 x 6 bottles.
1450 x 6 = 1000 x 6 + 450 x 6 = 6000 + 2700 = 8700.
So the factory fills 8700 bottles in 6 days.

Check: 8700 / 6 = 1450 bottles a day. Yes.
""",
     th("""Okay, the factory fills bottles every day, the same number each day. I need 6 days.
1450 bottles per day. 6 days. 1450*6.
1000*6 = 6000. 400*6 = 2400. 50*6 = 300. 6000 + 2400 + 300 = 8700.
So 8700 bottles.
check 8700 / 6 = 1450. yes.
"""),
     [
        ("thousands", "B", "hash", "#### 8,700", "a thousands separator"),
        ("tag_thousands_ws", "B", "tag", "T:<answer>\n8,700 bottles\n</answer>", "thousands separator, noun and newlines inside the tag"),
        ("tag_boxed_thousands", "B", "tag", "T:<answer>\\boxed{8,700}</answer>", "a boxed value with a thousands comma (one number, not a pair)"),
        ("eos_twice", "B", "hash", "#### 8700<|endoftext|><|endoftext|>", "two end-of-text tokens after the value"),
        ("repeat_cut", "B", "hash", "#### 8,700¶" * 7 + "The factory fills 8,700 bott", "the #### line repeats, then a sentence cut inside a word; every copy says 8,700"),
        ("five_days", "A", "hash", "#### 7,250", "five days' bottles"),
        ("rate", "A", "hash", "#### 1,450", "the daily rate, a given"),
        ("cut", "A", "truncated", "#### 8,7", "cut inside '8,700': no_answer"),
        ("tag_list", "A", "tag", "T:<answer>1450, 8700</answer>", "the rate and the total as a list"),
        ("human", "B", "hash", "#### 8700¶¶Human: thank you! and in 10 days?¶¶Assistant: In 10 days it fills 1450 x 10 = 14500 bottles.¶#### 14500", "relabelled (session 41, see the docstring): an invented Human turn and reply ending '#### 14500'; the answer to the question posed is the first"),
     ]),
    ("age", "42",
     "Lucy is 9 years old. Her mother is 4 times as old as Lucy. How old will her mother be in 6 years?",
     """Let's solve this step by step.
We need the age of Lucy's mother in 6 years, not now.

Lucy is 9 years old.
Her mother is 4 times as old as Lucy, so her mother is 4 x 9 = 36 years old now.
In 6 years, her mother will be 36 + 6 = 42 years old.

Check: 36 / 9 = 4, so the mother is 4 times as old as Lucy now. In 6 years she is 42.
""",
     th("""Okay, so the question is about Lucy and her mother. I need the mother's age in 6 years.
Lucy is 9. Mother is 4 times, 4*9 = 36. Mother is 36 now.
In 6 years mother is 36 + 6 = 42.
(Lucy will be 9 + 6 = 15 but question ask about mother.)
So 42.
"""),
     [
        ("tag_unit", "B", "tag", "T:<answer>42 years old</answer>", "value and 'years old' in the tag"),
        ("period_im_end", "B", "hash", "#### 42.<|im_end|>", "period and <|im_end|>"),
        ("repeat_blank", "B", "hash", "#### 42¶¶#### 42", "the same #### line twice with a blank line between"),
        ("tag_bold", "B", "tag", "T:<answer>**42**</answer>", "markdown bold inside the tag"),
        ("loop_same", "B", "hash", "Her mother will be 42 years old.¶" * 6 + "#### 42", "a looping sentence, every copy 42, then '#### 42'"),
        ("now", "A", "hash", "#### 36", "the mother's age now"),
        ("lucy", "A", "tag", "T:<answer>15</answer>", "Lucy's age in 6 years, the other person's"),
        ("hash_inline", "A", "hash", "#### 42 #### 36", "two markers on one line; the last holds 36"),
        ("loop_other", "A", "answer_is", "The answer is 42.¶" * 5 + "The answer is 36.", "a loop of 'The answer is 42.' that ends on 'The answer is 36.'"),
        ("echo", "A", "hash", "#### 9 4 6", "the question's numbers echoed after the marker"),
     ]),
    ("pizza", "10",
     "Mia orders 4 pizzas. Each pizza is cut into 8 slices. 11 children each eat 2 slices. How many slices are left?",
     """Let's think step by step.
We need to find how many pizza slices are left after the children eat.

4 pizzas and each pizza has 8 slices.
4 * 8 = 32 slices in total.
11 children eat 2 slices each.
11 * 2 = 22 slices are eaten.
32 - 22 = 10 slices are left.

Check: 22 + 10 = 32 slices, that is all the slices of the 4 pizzas.
""",
     th("""Okay, Mia orders pizzas and the children eat some slices. I need the slices left.
4 pizzas, 8 slices each, 4*8 = 32 slices.
11 kids, 2 slices each, 11*2 = 22 slices eaten.
32 - 22 = 10 left.
check: 22 + 10 = 32. yes.
so 10 slices left.
"""),
     [
        ("tag_boxed_nl", "B", "tag", "T:<answer>\n\\boxed{10}\n</answer>", "\\boxed{} on its own line inside the tag"),
        ("unit_period", "B", "hash", "#### 10 slices.", "noun and period"),
        ("repeat_cut", "B", "tag", "T:<answer>10</answer>¶" + "There are 10 slices left.¶" * 8 + "There are 10 sli", "a sentence looping after the tag until cut inside a word; every copy says 10"),
        ("tag_eos_s", "B", "tag", "T:<answer>10</answer></s>", "</s> after the closing tag"),
        ("answer_is_hash", "B", "hash", "The answer is: **10**¶#### 10", "'The answer is: **10**' and then '#### 10', both 10"),
        ("eaten", "A", "hash", "#### 22", "the slices eaten"),
        ("total", "A", "tag", "T:<answer>32</answer>", "the total slices, a subtotal"),
        ("tag_expr", "A", "tag", "T:<answer>32 - 22</answer>", "debatable: an unevaluated expression in the tag that equals 10 (see DECISIONS)", True),
        ("outside_before", "A", "tag", "T:So the answer is 10.¶<answer>22</answer>", "the right value in a sentence, then the tag, last, holds 22"),
        ("cut_tag", "A", "truncated", "T:<answer>1", "cut inside 10 in the tag: no_answer"),
     ]),
    ("jacket", "97",
     "A jacket costs $120. It is on sale for 25% off. Shipping costs $7. How much does Leo pay in total for the jacket?",
     """Let's solve this problem step by step.
We need the total price Leo pays, with the sale and the shipping.

The jacket costs $120.
25% off means the discount is 25/100 x 120 = $30.
So the sale price is 120 - 30 = $90.
Then shipping is $7.
Total = 90 + 7 = $97.

Check: 90 is 75% of 120 because 120 x 0.75 = 90. Then 90 + 7 = 97.
""",
     th("""Okay, so the jacket is on sale and there is shipping too. I need the total Leo pays.
jacket 120 dollars. 25% off. 25% of 120 is 120/4 = 30. so the price is 120 - 30 = 90.
shipping 7. 90 + 7 = 97.
Leo pays 97 dollars.
check: 75% of 120 = 90. 90 + 7 = 97. ok.
"""),
     [
        ("dollar_dec", "B", "hash", "#### $97.00", "dollar sign and two decimals"),
        ("tag_dollar_nl", "B", "tag", "T:<answer>\n$97\n</answer>", "dollar value on its own line in the tag"),
        ("nospace_dollar", "B", "hash", "####$97", "no space after the marker, dollar sign"),
        ("tag_eot_id", "B", "tag", "T:<answer>97</answer><|eot_id|>", "<|eot_id|> after the closing tag"),
        ("tag_sentence", "B", "tag", "T:<answer>Leo pays $97 in total.</answer>", "a sentence inside the tag"),
        ("sale", "A", "hash", "#### 90", "the sale price without shipping"),
        ("discount", "A", "tag", "T:<answer>30</answer>", "the discount"),
        ("no_disc", "A", "hash", "#### 127", "price plus shipping, the discount forgotten"),
        ("tag_three", "A", "tag", "T:<answer>97</answer> <answer>90</answer> <answer>127</answer>", "three tags with different values; the last holds 127"),
        ("next_example", "B", "hash", "#### 97¶¶Question 2: A hat costs $40 and is 10% off. How much is the hat?¶The hat is 40 - 4 = $36.¶#### 36", "relabelled (session 41, see the docstring): an invented next example ending '#### 36'; the answer to the question posed is the first"),
     ]),
]
MPROBS = [
    ("linear", "7",
     "Solve for $x$: $5x + 3 = 38$.",
     """Let's solve the equation step by step.
We want to get x alone on one side.

We need to solve 5x + 3 = 38.
Subtract 3 from both sides: 5x = 38 - 3 = 35.
Divide both sides by 5: x = 35 / 5 = 7.
Check: 5(7) + 3 = 35 + 3 = 38. Correct.

So the solution of the equation is x = 7.
""",
     th("""okay, this is a linear equation. I need to find x. I will move the 3 first and then divide by 5.
we have 5x + 3 = 38. subtract 3 from both side. 5x = 35.
divide by 5. x = 7.
check 5*7 = 35, 35 + 3 = 38. yes x = 7.
"""),
     [
        ("tag_xeq", "B", "tag", "T:<answer>x = 7</answer>", "'x = 7' inside the tag"),
        ("tag_boxed", "B", "tag", r"T:<answer>\boxed{7}</answer>", "\\boxed{} inside the tag"),
        ("period", "B", "hash", "#### 7.", "trailing period"),
        ("repeat_cut", "B", "hash", "#### 7¶" + "x = 7 is the solution.¶" * 8 + "x = 7 is the sol", "a repeated sentence until cut inside a word; every copy says 7"),
        ("eos", "B", "hash", "#### 7<|endoftext|>", "<|endoftext|> glued to the value"),
        ("sub", "A", "hash", "#### 35", "the intermediate 5x = 35"),
        ("sign", "A", "tag", "T:<answer>41/5</answer>", "3 added instead of subtracted (5x = 41)"),
        ("tag_list", "A", "tag", "T:<answer>x = 7, x = 35</answer>", "two values listed in the tag"),
        ("hash_inline", "A", "hash", "#### 7 #### 35", "two markers on one line; the last holds 35"),
        ("cut_think", "A", "truncated", "@<think>\nokay, this is a linear equation. I need to find x. I will move the 3 first and then divide by 5.\nwe have 5x + 3 = 38. subtract 3 from both side, 5x = 3", "cut inside the think block, before any answer: no_answer"),
     ]),
    ("fracsum", r"\frac{19}{12}",
     r"Compute $\frac{3}{4} + \frac{5}{6}$. Express your answer as a common fraction.",
     """Let's compute the sum step by step.

To add fractions we need a common denominator.
The least common denominator of 4 and 6 is 12.
3/4 = 9/12 and 5/6 = 10/12.
9/12 + 10/12 = 19/12.
19 and 12 have no common factor, so 19/12 is in lowest terms.

As a decimal 19/12 is about 1.58, but the question wants a common fraction.
""",
     th("""okay, adding two fractions with different denominators. I need a common denominator first.
3/4 + 5/6. common denominator 12. 3/4 = 9/12. 5/6 = 10/12.
9 + 10 = 19. so 19/12.
can it reduce? 19 is prime, 12 = 2*2*3. no. so 19/12.
"""),
     [
        ("hash_slash", "B", "hash", "#### 19/12", "a slash fraction after the marker"),
        ("tag_frac_dollars", "B", "tag", r"T:<answer>$\frac{19}{12}$</answer>", "\\frac in inline math inside the tag"),
        ("tag_dfrac_boxed", "B", "tag", r"T:<answer>\boxed{\dfrac{19}{12}}</answer>", "\\dfrac boxed inside the tag"),
        ("tag_ws", "B", "tag", "T:<answer>\n 19/12 \n</answer>", "newlines and spaces around a slash fraction"),
        ("frac_eos", "B", "hash", r"#### \frac{19}{12}</s>", "\\frac after the marker, then </s>"),
        ("add_across", "A", "hash", "#### 8/10", "numerators and denominators added across"),
        ("about", "A", "tag", "T:<answer>about 1.58</answer>", "a hedged decimal approximation of 19/12"),
        ("tag_echo", "A", "tag", r"T:<answer>\frac{3}{4} + \frac{5}{6}</answer>", "debatable: the question's sum echoed unevaluated in the tag (see DECISIONS)", True),
        ("tag_repeat", "A", "tag", "T:<answer>19/12</answer>¶<answer>10/12</answer>", "the tag repeated; the last holds 10/12"),
        ("cut", "A", "truncated", r"#### \frac{19}{1", "cut inside the denominator: no_answer"),
     ]),
    ("product", "10",
     "What is the product of the roots of $x^2 - 7x + 10 = 0$?",
     """Let's solve this step by step.

We factor x^2 - 7x + 10.
We need two numbers that multiply to 10 and add to -7. They are -2 and -5.
So x^2 - 7x + 10 = (x - 2)(x - 5) = 0.
The roots are x = 2 and x = 5.
Product of the roots = 2 * 5 = 10.
By Vieta, the product is c/a = 10/1 = 10 too.

So the product of the roots is 10.
""",
     th("""okay, the question asks for the product of the roots of the quadratic. I can factor it or use vieta.
x^2 - 7x + 10 = (x-2)(x-5). roots 2 and 5.
product 2*5 = 10. (sum is 7 but they ask product.)
vieta: c/a = 10. ok 10.
"""),
     [
        ("tag_tab", "B", "tag", "T:<answer>\n\t10\n</answer>", "a tab and newlines around the value"),
        ("bold", "B", "hash", "#### **10**", "bold after the marker"),
        ("repeat_same", "B", "hash", "#### 10¶#### 10", "the same #### line twice"),
        ("tag_im_end", "B", "tag", "T:<answer>10</answer><|im_end|>", "<|im_end|> after the closing tag"),
        ("fix_last", "B", "hash", "#### 7¶No wait, 7 is the sum of the roots. The product is 10.¶#### 10", "a wrong #### line taken back and replaced; the last holds 10"),
        ("roots_list", "A", "tag", "T:<answer>2, 5</answer>", "the two roots listed, not their product"),
        ("sum", "A", "hash", "#### 7", "the sum of the roots"),
        ("tag_repeat", "A", "tag", "T:<answer>10</answer>¶<answer>7</answer>", "the tag repeated; the last holds 7"),
        ("loop", "A", "answer_is", "The product is 10. The sum is 7.¶" * 5 + "The answer is 7.", "a loop that ends on 'The answer is 7.'"),
        ("human", "B", "hash", "#### 10¶¶Human: What is the sum of the roots?¶Assistant: The sum of the roots is 2 + 5 = 7.¶#### 7", "relabelled (session 41, see the docstring): an invented Human turn and reply ending '#### 7'; the answer to the question posed is the first"),
     ]),
    ("choose", "56",
     r"Compute $\dbinom{8}{3}$.",
     """Let's compute the binomial coefficient step by step.

We use the formula C(n, k) = n! / (k! (n - k)!).
C(8, 3) = 8! / (3! 5!) = (8 x 7 x 6) / (3 x 2 x 1).
8 x 7 x 6 = 336.
3 x 2 x 1 = 6.
336 / 6 = 56.

So there are 56 ways to choose 3 things from 8 things.
""",
     th("""okay, this is 8 choose 3, the number of ways to choose 3 from 8. order does not matter.
8 choose 3 = 8*7*6 / 3*2*1. 8*7 = 56, 56*6 = 336. 3*2*1 = 6. 336/6 = 56.
also 8 choose 3 = 8 choose 5. fine. 56.
check: 56 * 6 = 336. yes.
"""),
     [
        ("tag_boxed", "B", "tag", r"T:<answer>\boxed{56}</answer>", "\\boxed{} inside the tag"),
        ("period", "B", "hash", "#### 56.", "trailing period"),
        ("eot_id", "B", "hash", "#### 56<|eot_id|>", "<|eot_id|> after the value"),
        ("tag_ws", "B", "tag", "T:<answer>  56\n</answer>", "leading spaces and a newline in the tag"),
        ("repeat_limit", "B", "hash", ("#### 56¶" * 15).rstrip("¶"), "the #### line repeated 15 times until the length limit; the cut falls after a whole copy, all copies 56"),
        ("perm", "A", "hash", "#### 336", "8 x 7 x 6, the permutations"),
        ("echo", "A", "tag", "T:<answer>8 3</answer>", "the question's numbers echoed in the tag"),
        ("tag_range", "A", "tag", "T:<answer>50 to 60</answer>", "a range in the tag"),
        ("outside", "A", "answer_is", "T:<answer>56</answer>¶The answer is 336.", "'The answer is 336.' after the tag; the last final answer differs from the tag's"),
        ("cut_tag", "A", "truncated", "T:<answer>5", "cut inside 56 in the tag: no_answer"),
     ]),
    ("slope", "3",
     "What is the slope of the line through the points $(2, 5)$ and $(6, 17)$?",
     """Let's find the slope step by step.
We have two points, (2, 5) and (6, 17).

The slope is m = (y2 - y1) / (x2 - x1).
y2 - y1 = 17 - 5 = 12.
x2 - x1 = 6 - 2 = 4.
m = 12 / 4 = 3.

Check: from (2, 5), if we go 4 to the right we go up 4 x 3 = 12, and 5 + 12 = 17. Yes it is (6, 17).
""",
     th("""okay, the slope of a line through two points is the change in y over the change in x.
points (2,5) and (6,17). rise = 17 - 5 = 12. run = 6 - 2 = 4.
slope = rise / run = 12/4 = 3.
check: 5 + 3*4 = 17. yes slope 3.
"""),
     [
        ("tag_meq", "B", "tag", "T:<answer>m = 3</answer>", "'m = 3' inside the tag"),
        ("tag_sentence", "B", "tag", "T:<answer>The slope is 3.</answer>", "a sentence inside the tag"),
        ("eos", "B", "hash", "#### 3<|endoftext|>", "<|endoftext|> glued to the value"),
        ("tag_thrice", "B", "tag", "T:<answer>3</answer>¶<answer>3</answer>¶<answer>3</answer>", "the same tag three times, all 3"),
        ("hash_eq", "B", "hash", "#### 12/4 = 3", "the division and its value after the marker; the value stated last is 3"),
        ("inverse", "A", "hash", "#### 1/3", "run over rise"),
        ("rise", "A", "tag", "T:<answer>12</answer>", "the rise only"),
        ("tag_list", "A", "tag", "T:<answer>12, 4, 3</answer>", "rise, run and slope listed in the tag"),
        ("hash_three", "A", "hash", "#### 3¶#### 12¶#### 4", "three #### lines; the last holds 4"),
        ("takeback_none", "A", "none", "T:<answer>3</answer>¶Hmm, wait. I am not sure about the order of the points. Let me redo.", "the tag taken back with nothing in its place: no_answer"),
     ]),
    ("mod", "2",
     "What is the remainder when $2^{10}$ is divided by 7?",
     """Let's solve this step by step.
We want the remainder of 2^10 divided by 7.

2^10 = 1024.
Now divide 1024 by 7.
7 x 146 = 1022.
1024 - 1022 = 2.
So the remainder is 2.
Another way: 2^3 = 8 = 1 mod 7, so 2^9 = 1 mod 7 and 2^10 = 2 mod 7.
""",
     th("""okay, I need 2^10 mod 7. first compute 2^10. 2^5 = 32, 32*32 = 1024.
2^10 = 1024. 1024 / 7: 7*140 = 980, 1024 - 980 = 44, 7*6 = 42, 44 - 42 = 2.
so quotient 146 and remainder 2.
check: 7*146 = 1022, 1022 + 2 = 1024. yes remainder 2.
"""),
     [
        ("tag_nl", "B", "tag", "T:<answer>\n2\n</answer>", "the value on its own line in the tag"),
        ("bold_period", "B", "hash", "#### **2**.", "bold then a period"),
        ("tag_boxed_sp", "B", "tag", r"T:<answer> $\boxed{2}$ </answer>", "a boxed value in inline math with spaces in the tag"),
        ("im_end", "B", "hash", "#### 2<|im_end|>", "<|im_end|> glued to the value"),
        ("loop_same", "B", "hash", "The remainder is 2.¶" * 7 + "#### 2", "a looping sentence, every copy 2, then '#### 2'"),
        ("quotient", "A", "hash", "#### 146", "the quotient"),
        ("power", "A", "tag", "T:<answer>1024</answer>", "2^10 itself"),
        ("tag_range", "A", "tag", "T:<answer>0-6</answer>", "the range of possible remainders in the tag"),
        ("human_im", "B", "hash", "#### 2" + IM_USER + "What about 2^11?" + IM_ASSIST + "2^11 = 2048 = 7 x 292 + 4, so the remainder is 4.¶#### 4", "relabelled (session 41, see the docstring): an invented ChatML turn after the answer ending '#### 4'; the answer to the question posed is the first"),
        ("cut", "A", "truncated", "####", "cut right after the marker, before the value: no_answer"),
     ]),
    ("octagon", "135",
     "What is the measure, in degrees, of each interior angle of a regular octagon?",
     """Let's solve this step by step.

The sum of interior angles of a polygon with n sides is (n - 2) x 180.
An octagon has n = 8 sides.
Sum = (8 - 2) x 180 = 6 x 180 = 1080 degrees.
A regular octagon has all angles equal, so each angle is 1080 / 8 = 135 degrees.

Check: the exterior angle is 360 / 8 = 45 degrees, and 180 - 45 = 135 degrees. Same.
""",
     th("""okay, regular octagon, all angles are equal. I need one interior angle, not the sum.
octagon has 8 sides. sum of angles (8-2)*180 = 1080.
regular so each angle 1080/8 = 135.
check: exterior angle 360/8 = 45, 180 - 45 = 135. yes.
"""),
     [
        ("degrees", "B", "hash", "#### 135 degrees", "the value and 'degrees'"),
        ("tag_circ", "B", "tag", r"T:<answer>135^\circ</answer>", "LaTeX degree mark in the tag"),
        ("tag_deg_sign", "B", "tag", "T:<answer>135°</answer>", "a degree sign in the tag"),
        ("repeat_cut", "B", "tag", "T:<answer>135</answer>¶" + "Each interior angle is 135 degrees.¶" * 7 + "Each interior angle is 135 deg", "a sentence looping after the tag until cut inside a word; every copy says 135"),
        ("tag_boxed_eos", "B", "tag", r"T:<answer>\boxed{135}</answer><|endoftext|>", "boxed in the tag, then <|endoftext|>"),
        ("sum", "A", "hash", "#### 1080", "the angle sum"),
        ("exterior", "A", "tag", "T:<answer>45</answer>", "the exterior angle"),
        ("hash_inline", "A", "hash", "#### 135 #### 1080", "two markers on one line; the last holds 1080"),
        ("cut_tag", "A", "truncated", "T:<answer>13", "cut inside 135 in the tag: no_answer"),
        ("next_example", "B", "answer_is", "#### 135¶¶Problem: What is each interior angle of a regular hexagon?¶Solution: (6 - 2) x 180 / 6 = 120.¶The answer is 120.", "relabelled (session 41, see the docstring): an invented next problem ending 'The answer is 120.'; the answer to the question posed is the first"),
     ]),
    ("marble", r"\frac{4}{15}",
     "A bag has 4 red marbles, 6 blue marbles and 5 green marbles. One marble is drawn at random. What is the probability that it is red? Express your answer as a common fraction.",
     """Let's solve this step by step.
The probability is the number of red marbles over the number of all marbles.

Total marbles = 4 + 6 + 5 = 15.
Red marbles = 4.
P(red) = 4/15.
4 and 15 have no common factor, so 4/15 is in simplest form.

So the probability of drawing a red marble is 4/15.
""",
     th("""okay, a bag of marbles. probability of red is red marbles over all marbles.
4 red, 6 blue, 5 green. total 4+6+5 = 15.
red is 4. so probability 4/15.
check: blue is 6/15 and green is 5/15, and 4/15 + 6/15 + 5/15 = 15/15 = 1. good.
"""),
     [
        ("hash_slash", "B", "hash", "#### 4/15", "a slash fraction after the marker"),
        ("tag_frac", "B", "tag", r"T:<answer>\frac{4}{15}</answer>", "\\frac in the tag"),
        ("tag_boxed_nl", "B", "tag", r"T:<answer>¶\boxed{\frac{4}{15}}¶</answer>", "a boxed fraction on its own line in the tag"),
        ("eos_s", "B", "hash", "#### 4/15</s>", "</s> after the value"),
        ("tag_two_forms", "B", "tag", r"T:<answer>4/15</answer><answer>\frac{4}{15}</answer>", "two tags, one value in two forms"),
        ("not_red", "A", "hash", "#### 11/15", "the probability of not red"),
        ("odds", "A", "tag", "T:<answer>4/11</answer>", "red over the other marbles, odds not probability"),
        ("approx", "A", "hash", "#### about 0.27", "a hedged decimal for an exact fraction"),
        ("tag_list", "A", "tag", "T:<answer>4, 15</answer>", "the red count and the total listed"),
        ("hash_two", "A", "hash", "#### 4/15¶#### 6/15", "two #### lines; the last is the blue probability"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_fence_expr": (
        "reject",
        "the prompt's '####' line is the slot for the final number; '2*(14+9)*6' is the working "
        "copied there, not evaluated. Accepting it would reward a policy for stopping before the last "
        "computation (and for pasting any expression built from the givens); the value equal in "
        "another form rule covers forms of a number (276.00, $276, 2.76e2), not an unfinished sum",
    ),
    "g_pizza_tag_expr": (
        "reject",
        "same reason in the R1 format: '<answer>32 - 22</answer>' hands back a subtraction built from "
        "the working, not the number of slices; a GSM8K answer is a number",
    ),
    "m_fracsum_tag_echo": (
        "reject",
        "the tag repeats the question's own expression; it is equal to 19/12 only because the problem "
        "is that expression. An echo of the question states no answer (a checker that evaluates it "
        "would accept any echo of any 'compute' problem); an evaluated equal form such as 19/12, "
        "\\frac{38}{24} or 1.58333... with its exact meaning would be judged on its value",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam215", CASES, [], DECISIONS)
