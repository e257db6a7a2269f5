# ruff: noqa: W291 (the probes keep markdown line breaks: two spaces before a newline)
r"""Build adversarial_redteam242.jsonl: round 242 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam242"), written by a helper of the reason-ppo team (issue 25)
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or
any corpus .jsonl, and WITHOUT running the checker, reason-ppo, math-verify, sympy or any grader on
the probes (python used for plain arithmetic only). Not model output. Only corpus/README.md
(sections "Forms" and "How each source was labelled"), corpus_build.py (helpers th, llama, qbox,
qwen_end, llama_end, minerva_end, r1final, g, m, write_probes) and
build_adversarial_redteam233.py / build_adversarial_redteam238.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: FALSE REJECTS IN FULL GSM8K COMPLETIONS. English, 200 full completions
(301-640 characters each: the working, then the final answer), 170 GSM8K and 30 MATH, 150 kind B
and 50 kind A. Kind B: the right final answer said the many honest ways real models say it: with
the unit or counted noun the question asks for and the working used ("#### 93 cupcakes", "95
min", `\text{ buses}`, "120 cm²"), "per hour" / "an hour" / "/hr" where a rate is asked, "more" /
"left" / "left over" / "fewer" where the question asks for that difference ("#### 56 fewer"),
money with cents, commas and dollar signs ("$9,132.50", `\$9{,}132.50`, "$50.00", `\boxed{\$330}`,
"50 dollars"), percent forms ("35%", "35 %", "35 percent", `35\%`), durations in hours and
minutes ("1 hour 35 minutes" for 95 minutes, "1 hour and 45 minutes", "1¾ hours", `\frac{7}{4}`
for 1.75 hours), a bold sentence or bold last line, a markdown table whose last row is the total,
a trailing check or verification that restates the value, a closing "I hope it is correct.", a
question or offer back to the user after the answer, a heading ("## Answer", "### Final Answer")
then the value, the value then a one-line explanation in brackets that names the working's other
numbers, and base-model few-shot continuations that go on into an invented next "Q:" after "The
answer is N." Kind A: the nearest wrong twin of these, in the same shape: a subtotal or another
quantity of the working, a unit or counted noun of another kind ("93 boxes", "14 weeks", "14
hours", "120 cm", "$18 per day", "0.35%"), a total stated as a rate or a rate as a level, the
direction of a difference reversed, a duration misread ("1.35 hours", "1 hour and 75 minutes",
clock times subtracted as numbers), a slip in the value, a retraction after the right answer, and
cuts before the value.

Formats (every probe is a full completion, as the named models write them): GSM8K calculator
annotations (`<<7*12=84>>`) ending in `####`; Llama 3 "## Step N:" working ending in `llama_end`
or a sentence; Qwen2.5-Instruct markdown working ending in `qwen_end`, an inline `\(\boxed{}\)` in a
sentence, or a "### Final Answer" heading; Qwen2.5-Math working ending in `qbox`; DeepSeek-R1
(`th` think block, then a markdown summary ending in a sentence with an inline box or in
`r1final`); R1-Zero (`th` then an `<answer>` tag); GPT-4o-style prose with bold steps and a bold
closing sentence, line, table or heading; Gemma ("Here's how to solve the problem:", bold bullets,
"**Answer:**"); Mistral (plain prose); Phi ("Step 1:", "Answer:", "## Answer"); base models
continuing a few-shot "Q:/A:" prompt (the completion opens after "A:"; "The answer is N.", at
times followed by an invented next question); Minerva-prompted "Final Answer: The final answer is
N. I hope it is correct." (`minerva_end`) on GSM8K prose and on MATH "Solution:" working. Probes
by style: GPT-4o 34, R1-Zero 21, Qwen2.5-Instruct 19, GSM8K annotations 17, Llama 3 17, Gemma 15,
Mistral 15, few-shot base 15, R1 14, Phi 11, Minerva 9, Qwen2.5-Math 7, whole cut texts 6.
Forms: boxed 53, prose_sentence 45, tag 21, hash 17, final_answer_phrase 16, answer_heading 12,
answer_is 10, minerva 10, bare_last_line 9, truncated 7.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only; every
`<<a=b>>` annotation checked; the wrong twins' values in brackets):
GSM8K: cupcakes, 7 boxes x 12 = 84 + 9 singles -> 93 (84 the boxes only; 93 boxes; a retraction
to 84); hourly, $162 / 9 hours -> 18 dollars per hour (9 x 18 = 162; $18 per day; $162 per
hour); stickers, Sam = 3 x 38 - 20 = 94, how many fewer has Leo -> 56 (94 Sam's level; "56 more";
114 - 38 = 76 without the "20 fewer"); cookies, 60 - 60/4 - 7 = 60 - 15 - 7 -> 38 (45 before
eating; 15 + 7 = 22 gone); car, 8,450 + 0.06 x 8,450 = 8,450 + 507 = 8,957, + 175.50 -> 9132.50
(8,957 without the fee; 8,450 + 175.50 = 8,625.50 without the tax); walkers, 14 / 40 = 0.35 -> 35
percent (0.35%; the complement 65%; 35 students, 14 walk); homework, 4:35 PM to 6:10 PM = 25 + 60 +
10 -> 95 minutes (= 1 h 35 min; 1.35 hours = 81 minutes; 610 - 435 = 175); walk, 7 / 4 -> 1.75
hours (= 1 h 45 min = 7/4 = 1¾; 1 h 75 min = 2.25 h; 1.45 hours); tomatoes, 6 x 14 = 84 plants x 5
-> 420 (84; 420 plants); shopping, 3 x 12.50 + 2 x 28 + 9.75 = 37.50 + 56 + 9.75 -> 103.25 (93.50
without the belt; 37.50 + 28 + 9.75 = 75.25 with one pair of jeans); pencils, 18 x 24 = 432 - 350
-> 82 (432 ordered; a "check" with 18 x 24 = 412 giving 62); reading, 630 / 45 -> 14 days (45 x 14
= 630; 14 weeks; 14 hours); tank, 1,200 - 3/5 x 1,200 = 1,200 - 720 -> 480 more liters (= 2/5 x
1,200; 720 in the tank); buses, 230 people, 52 seats: 4 x 52 = 208 < 230 <= 260 = 5 x 52 -> 5
(230 / 52 = 4.42; 4 rounded down); gym, 50 + 8 x 35 = 50 + 280 -> 330 (= 85 + 7 x 35; 280 without
the fee; "$330 per month"); marbles, 5 x 16 = 80 - 9 -> 71 (80; 80 + 9 = 89); jacket, 80 - 0.25 x
80 = 60, 60 - 10 -> 50 (coupon first: 0.75 x 70 = 52.50; the saving 20 + 10 = 30).
MATH: rectangle, 2(15 + w) = 46, w = 8 -> area 120 square centimeters (120 cm; a retraction with
w = 46 - 30 = 16 giving 240); fraction, 84/144, gcd(2^2 3 7, 2^4 3^2) = 12 -> \frac{7}{12} (12/7;
0.58 for 0.58333...); angles, ratio 2:3:7, 12 parts of 15 degrees -> 105 (30 the smallest; 180 -
105 = 75 the exterior angle).

Classes (id `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; the shape names the
style and the form: gpt / gemma / llama / qwen / qbox / r1 / tag / hash / mistral / phi / fewshot /
minerva, then bold_noun, per_hour, fewer, left, heading, bracket, question_back, check, hope, ...).
GSM8K problems have 7 or 8 kind B and 2 or 3 kind A probes each; each MATH problem 8 and 2.
Kind B (150): unit or counted noun 34, bracket explanation 13, bold sentence or line 12, money
11, change ("more" / "left" / "fewer") 10, duration 9, trailing check or verification 9, heading
9, "I hope it is correct." 8, question or offer back to the user 8, percent 7, rate ("per X") 6,
MATH forms (\dfrac, 7/12, bare values) 6, table last row 4, few-shot continuation into an
invented next question 4. Kind A (50): subtotal or another quantity of the working 16, unit or
counted noun of another kind 8, slip in the value 8, cut 7 (no_answer), rate / level /
direction 4, duration misread 4, retraction after the answer 3. Kind A: truth wrong, or no_answer
where the form is `truncated`; kind B: truth correct. Truths: correct 150, wrong 43, no_answer 7.

Label conventions (corpus/README.md; rounds 171-182, 232, 233, 238): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked; the `<answer>` content is the final answer whatever the think block says; a
restatement that differs makes the answer wrong; a trailing check, verification, explanation or
bracket that restates the value or names the working's other numbers by their own nouns does not
change it; a retraction after the answer replaces it; a question or offer back to the user and a
closing remark are not answers; text after the committed answer (an invented next "Q:", whole or
cut) does not count; a hedge or rounded decimal of an exact value is wrong; a unit, counted noun
or rate of another kind that makes the number another quantity is wrong; equal values in another
form are correct (a duration in hours and minutes equal to the one asked, ¾, 7/4, cents, commas,
`{,}`, "percent", "%", a space before "%", degree signs, unit words and abbreviations). A cut
before the value is no_answer; every cut here stops before the final value is written anywhere.

Debatable (2, with DECISIONS): `g_stickers_gpt_bold_more` ("Leo has 56 more stickers than Sam"
where Leo has 56 fewer, rejected), `ok_g_marbles_fewshot_invented_qa` ("The answer is 71." then an
invented "Q:/A:" pair ending "The answer is 28.", accepted).

Usage: cd /tmp/rounds/rt242 && python build_adversarial_redteam242.py (writes
adversarial_redteam242.jsonl beside this builder; a second run rewrites it byte-identical)
"""

from corpus_build import (  # noqa: E402
    g,
    llama,
    llama_end,
    m,
    minerva_end,
    qbox,
    qwen_end,
    r1final,
    th,
    write_probes,
)

# fmt: off
GPROBS = [
    ("cupcakes", "93",
     "A bakery packs cupcakes in boxes of 12. On Monday it sells 7 full boxes and 9 single cupcakes. How many cupcakes does the bakery sell on Monday?",
     {
        "gsm": """The bakery sells 7 full boxes of cupcakes.
Each box holds 12 cupcakes, so the full boxes hold 7 * 12 = <<7*12=84>>84 cupcakes.
It also sells 9 single cupcakes, which is not enough for another box because a box needs 12.
So the bakery sells 84 + 9 = <<84+9=93>>93 cupcakes on Monday.
Boxing the 9 singles would need one more box with 12 - 9 = <<12-9=3>>3 empty spaces.
""",
        "gpt": r"""To find the total number of cupcakes sold on Monday, let's break it down step by step:

1. **Cupcakes in the full boxes:**  
   Each box holds 12 cupcakes, and the bakery sold 7 full boxes:  
   \[
   7 \times 12 = 84
   \]

2. **Single cupcakes:**  
   The bakery also sold 9 single cupcakes.

3. **Total cupcakes sold:**  
   \[
   84 + 9 = 93
   \]

""",
        "gemma": """Here's how to solve the problem:

* **Cupcakes in boxes:** 7 boxes * 12 cupcakes/box = 84 cupcakes
* **Single cupcakes:** 9 cupcakes
* **Total cupcakes:** 84 cupcakes + 9 cupcakes = 93 cupcakes

The bakery sold 7 full boxes plus 9 extra cupcakes that were sold one at a time, so we add the cupcakes in the boxes to the single ones.

""",
        "zero": th("""The bakery sells 7 boxes and each box has 12 cupcakes, so that's 7 × 12 = 84 cupcakes in the boxes. Then there are 9 single cupcakes on top of that. 84 + 9 = 93. Could the 9 singles be part of the boxes? No, the problem says full boxes and single cupcakes separately. Let me check: 93 − 9 = 84 and 84 ÷ 12 = 7 boxes, which matches. So the bakery sells 93 cupcakes on Monday.
"""),
     },
     [
        ("gpt_bold_noun", "B", "prose_sentence", "gpt", "So, the bakery sells **93 cupcakes** on Monday.", "GPT-4o closing sentence with the value and its counted noun in bold"),
        ("gemma_answer_sentence", "B", "final_answer_phrase", "gemma", "**Answer:** The bakery sells 93 cupcakes on Monday.", "Gemma's bold '**Answer:**' label, then a sentence with the value and noun"),
        ("hash_noun", "B", "hash", "gsm", "#### 93 cupcakes", "'####' with the counted noun after the value"),
        ("tag_noun", "B", "tag", "zero", "<answer>93 cupcakes</answer>", "R1-Zero tag holding the value and its noun"),
        ("hash_check", "B", "hash", "gsm", "#### 93¶¶Check: 7 boxes × 12 = 84, plus 9 singles = 93. ✓", "'####', then a trailing check that restates 93"),
        ("gpt_question_back", "B", "prose_sentence", "gpt", "So, the bakery sells **93 cupcakes** on Monday.¶¶Would you like me to work out how many boxes of 12 that would fill?", "the answer, then a question back to the user naming 12"),
        ("gemma_bracket", "B", "final_answer_phrase", "gemma", "**Answer:** 93 (7 boxes of 12 plus 9 single cupcakes)", "the value, then a one-line explanation in brackets naming the working's numbers"),
        ("hash_subtotal", "A", "hash", "gsm", "#### 84 cupcakes", "the cupcakes in the boxes only (84), the 9 singles left out: a subtotal"),
        ("tag_boxes", "A", "tag", "zero", "<answer>93 boxes</answer>", "a counted noun of another kind: 93 boxes is not 93 cupcakes (7 boxes were sold)"),
        ("gpt_retract", "A", "prose_sentence", "gpt", "So, the bakery sells **93 cupcakes** on Monday.¶¶Wait — on second reading, the 9 single cupcakes come out of the same 7 boxes, so they are already counted. The bakery sells **84 cupcakes** on Monday.", "the right answer, then a retraction to 84: the retraction replaces it"),
     ]),
    ("hourly", "18",
     "Rosa works 9 hours at the farmers' market on Saturday and earns $162. How much does she earn per hour?",
     {
        "llama": llama(
            ("Identify the total earnings and the hours worked", "Rosa earns $162 for working 9 hours at the farmers' market."),
            ("Determine the operation needed", "To find how much she earns per hour, we divide her total earnings by the number of hours she worked."),
            ("Perform the division", "$162 ÷ 9 = $18."),
            ("Check the answer", "If Rosa earns $18 per hour for 9 hours, she earns 18 × 9 = $162, which matches the problem."),
        ),
        "qwen": r"""To determine how much Rosa earns per hour, we need to divide her total earnings by the number of hours she worked.

1. Identify the total earnings: Rosa earns $162.
2. Identify the number of hours worked: Rosa works 9 hours.
3. Divide the total earnings by the number of hours:
\[
\text{Hourly rate} = \frac{162}{9} = 18
\]

""",
        "mistral": """To find out how much Rosa earns per hour, we need to divide her total earnings by the number of hours she worked.

Total earnings = $162
Hours worked = 9

Hourly wage = Total earnings / Hours worked
= $162 / 9
= $18

To check: $18 x 9 hours = $162, which is exactly what she earned on Saturday.

""",
        "fewshot": " Rosa earns $162 in 9 hours. To find how much she earns in one hour, we divide the money she earns by the number of hours she works. 9 times 10 is 90 and 9 times 8 is 72, and 90 + 72 = 162, so 162 / 9 = 18. So she earns $18 each hour. ",
        "r1": th("""Okay, so Rosa works 9 hours and earns $162. The question is how much she earns per hour. That's just total pay divided by hours: 162 divided by 9.

9 times 18 is 162, because 9 times 10 is 90 and 9 times 8 is 72, and 90 + 72 = 162. So 162 / 9 = 18.

Let me double-check: 18 dollars an hour for 9 hours is 18 × 9 = 162. Yes, that matches.
""") + r"""
Rosa earns \$162 for 9 hours of work. Her hourly pay is her total pay divided by the hours she worked:

\[
\frac{\$162}{9 \text{ hours}} = \$18 \text{ per hour}
\]

""",
     },
     [
        ("llama_box_per_hour", "B", "boxed", "llama", llama_end(r"\$18 \text{ per hour}"), "Llama 3 box with an escaped dollar and \\text{ per hour}: the rate asked"),
        ("mistral_per_hour", "B", "prose_sentence", "mistral", "So, Rosa earns $18 per hour.", "a closing sentence with 'per hour'"),
        ("qwen_box_then_words", "B", "boxed", "qwen", "Therefore, Rosa earns \\(\\boxed{18}\\) dollars per hour.", "Qwen's inline box, then 'dollars per hour' after it"),
        ("fewshot_next_q", "B", "answer_is", "fewshot", "The answer is 18.¶¶Q: A baker makes 4 trays of muffins with 15 muffins on each tray. He sells 38 muffins. How many", "base-model few-shot continuation: 'The answer is 18.', then the start of an invented next question, cut"),
        ("r1_box_slash", "B", "boxed", "r1", r1final(r"\$18/\text{hr}"), "R1 **Final Answer** box with '$18/hr'"),
        ("mistral_an_hour_cents", "B", "prose_sentence", "mistral", "So, Rosa earns $18.00 an hour.", "cents and 'an hour'"),
        ("llama_box_dollars_per_hour", "B", "boxed", "llama", llama_end(r"18 \text{ dollars per hour}"), "the box holds the number and 'dollars per hour'"),
        ("llama_box_per_day", "A", "boxed", "llama", llama_end(r"\$18 \text{ per day}"), "a rate per day: she earns $162 in her day at the market, $18 an hour"),
        ("mistral_total_per_hour", "A", "prose_sentence", "mistral", "So, Rosa earns $162 per hour.", "the day's total stated as the hourly rate"),
        ("fewshot_cut", "A", "truncated", "@", " Rosa earns $162 in 9 hours. To find how much she earns in one hour, we divide the money she earns by the number of hours she works. 9 times 10 is 90, which is less than 162, and 9 times 20 is 180, which is more than 162, so the quotient is more than 10 and less than 20. Now we divide exactly: 162 / 9 =", "a base-model continuation cut before the quotient: no_answer"),
     ]),
    ("stickers", "56",
     "Leo has 38 stickers. Sam has 20 fewer than three times as many stickers as Leo. How many fewer stickers does Leo have than Sam?",
     {
        "gsm": """Three times as many stickers as Leo has is 3 * 38 = <<3*38=114>>114 stickers.
Sam has 20 fewer than that, so Sam has 114 - 20 = <<114-20=94>>94 stickers.
Leo has 38 stickers, so the difference is 94 - 38 = <<94-38=56>>56 stickers.
Check: 38 + 56 = <<38+56=94>>94, which is Sam's count.
Together they have 94 + 38 = <<94+38=132>>132 stickers.
""",
        "qwen": r"""To determine how many fewer stickers Leo has than Sam, we first need to find out how many stickers Sam has.

1. Calculate three times the number of stickers Leo has:
\[
3 \times 38 = 114
\]

2. Subtract 20 to find the number of stickers Sam has:
\[
114 - 20 = 94
\]

3. Find the difference between Sam's and Leo's stickers:
\[
94 - 38 = 56
\]

""",
        "gpt": r"""Let's work it out step by step.

1. **Three times Leo's stickers:**  
   \( 3 \times 38 = 114 \)

2. **Sam's stickers (20 fewer than that):**  
   \( 114 - 20 = 94 \)

3. **Difference between Sam and Leo:**  
   \( 94 - 38 = 56 \)

4. **Check:**  
   \( 38 + 56 = 94 \) ✓

""",
        "zero": th("""Leo has 38 stickers. Three times that is 3 × 38 = 114. Sam has 20 fewer than 114, so Sam has 94. Wait, "20 fewer than three times as many" means 3 × 38 first and then minus 20, yes, so 94. The question asks how many fewer Leo has than Sam, so I subtract: 94 − 38 = 56. Check: 38 + 56 = 94, which is Sam's number. Good.
"""),
        "zero_bad": th("""Leo has 38 stickers, and three times as many is 3 × 38 = 114. So Sam has 114 stickers. Let me recompute 3 × 38 to be safe: 3 × 30 = 90 and 3 × 8 = 24, so 114. How many fewer does Leo have? 114 − 38 = 76. Check: 38 + 76 = 114, yes. So Leo has 76 fewer stickers than Sam.
"""),
        "phi": """To solve this problem, we first need to find out how many stickers Sam has.

Step 1: Multiply Leo's stickers by 3.
38 x 3 = 114

Step 2: Subtract 20 from the result to get Sam's stickers.
114 - 20 = 94

Step 3: Subtract Leo's stickers from Sam's stickers to find the difference.
94 - 38 = 56

""",
     },
     [
        ("hash_fewer", "B", "hash", "gsm", "#### 56 fewer", "'####' with 'fewer' after the value, where the question asks how many fewer"),
        ("gpt_bold_fewer", "B", "prose_sentence", "gpt", "Leo has **56 fewer stickers** than Sam.", "a bold 'fewer' phrase: the difference asked"),
        ("tag_fewer", "B", "tag", "zero", "<answer>56 fewer stickers</answer>", "R1-Zero tag: the value, 'fewer' and the noun"),
        ("qwen_box_fewer", "B", "boxed", "qwen", "Therefore, Leo has \\(\\boxed{56}\\) fewer stickers than Sam.", "an inline box, then 'fewer stickers than Sam'"),
        ("phi_bracket", "B", "prose_sentence", "phi", "Leo has 56 fewer stickers than Sam. (Sam has 94 and Leo has 38.)", "the answer, then a bracketed line naming the two counts"),
        ("tag_sentence", "B", "tag", "zero", "<answer>Leo has 56 fewer stickers than Sam.</answer>", "R1-Zero tag holding a whole sentence"),
        ("hash_then_sentence", "B", "hash", "gsm", "#### 56¶Leo's 38 stickers are 56 fewer than Sam's 94.", "'####', then a sentence that restates 56 with the two counts"),
        ("hash_level", "A", "hash", "gsm", "#### 94", "Sam's count (the level), not the difference asked"),
        ("gpt_bold_more", "A", "prose_sentence", "gpt", "Leo has **56 more stickers** than Sam.", "debatable: the direction reversed, 'more' where Leo has fewer (see DECISIONS)", True),
        ("tag_no_twenty", "A", "tag", "zero_bad", "<answer>76 fewer stickers</answer>", "the '20 fewer' left out: 114 - 38 = 76"),
     ]),
    ("cookies", "38",
     "Maria bakes 60 cookies. She gives one quarter of them to her neighbors and eats 7 herself. How many cookies does she have left?",
     {
        "llama": llama(
            ("Calculate the number of cookies Maria gives to her neighbors", "Maria gives one quarter of her 60 cookies to her neighbors. One quarter of 60 is 60 / 4 = 15 cookies."),
            ("Calculate the number of cookies left after giving some away", "After giving away 15 cookies, Maria has 60 - 15 = 45 cookies."),
            ("Subtract the cookies Maria eats", "Maria eats 7 cookies, so she has 45 - 7 = 38 cookies left."),
        ),
        "llama_bad": llama(
            ("Calculate the number of cookies Maria gives to her neighbors", "Maria gives one quarter of her 60 cookies to her neighbors. One quarter of 60 is 60 / 4 = 15 cookies."),
            ("Add the cookies Maria eats", "Maria also eats 7 cookies, so the cookies that are gone are 15 + 7 = 22 cookies."),
            ("State the result", "The cookies Maria no longer has are the 22 cookies given away or eaten."),
        ),
        "gemma": """Here's how to solve the problem:

1. **Cookies given to neighbors:** 60 cookies / 4 = 15 cookies
2. **Cookies after giving some away:** 60 cookies - 15 cookies = 45 cookies
3. **Cookies after eating some:** 45 cookies - 7 cookies = 38 cookies
4. **Check:** 15 cookies + 7 cookies + 38 cookies = 60 cookies

""",
        "mistral": """Maria starts with 60 cookies. She gives one quarter of them to her neighbors, which is 60 / 4 = 15 cookies. That leaves her with 60 - 15 = 45 cookies.

Then she eats 7 cookies herself, so we subtract those too: 45 - 7 = 38 cookies.

Let's check: 15 + 7 = 22 cookies are gone, and 60 - 22 = 38.

""",
        "mistral_bad": """Maria starts with 60 cookies. She gives one quarter of them to her neighbors, which is 60 / 4 = 15 cookies. That leaves her with 60 - 15 = 45 cookies.

She also eats 7 cookies herself, but eating them does not change how many she baked and kept back from the neighbors, so we only need the cookies she did not give away.

""",
        "r1": th("""Okay, let's see. Maria starts with 60 cookies. A quarter of 60 is 15, so she gives 15 to the neighbors. That leaves 45. Then she eats 7, so 45 minus 7 is 38.

Wait, is the quarter taken from the original 60 or after she eats some? The problem says she gives one quarter of them, meaning the 60 she baked, and then eats 7. So 60 - 15 - 7 = 38.

Double-check: 15 + 7 = 22 cookies gone, and 60 - 22 = 38. Yes.
""") + r"""
Maria bakes 60 cookies.

1. She gives away one quarter: \( \frac{60}{4} = 15 \) cookies.
2. She eats 7 cookies.
3. Cookies left: \( 60 - 15 - 7 = 38 \).

""",
        "fewshot": " Maria baked 60 cookies. She gave one quarter of them to her neighbors. One quarter of 60 is 60 / 4 = 15, so she gave away 15 cookies. Then she had 60 - 15 = 45 cookies. She ate 7 of them, so she had 45 - 7 = 38 cookies left. We can check: 38 + 7 + 15 = 60, which is all the cookies she baked.",
     },
     [
        ("mistral_left", "B", "prose_sentence", "mistral", "So Maria has 38 cookies left.", "'left' where the question asks what is left"),
        ("gemma_answer_left", "B", "final_answer_phrase", "gemma", "**Answer:** Maria has 38 cookies left.", "Gemma's '**Answer:**' then a sentence with 'left'"),
        ("r1_inline_box_left", "B", "boxed", "r1", "Maria has \\(\\boxed{38}\\) cookies left.", "R1 summary ending in a sentence with an inline box and 'cookies left'"),
        ("fewshot_answer_noun", "B", "answer_is", "fewshot", " The answer is 38 cookies.", "base-model few-shot continuation: 'The answer is 38 cookies.' after a check"),
        ("llama_box_noun", "B", "boxed", "llama", llama_end(r"38 \text{ cookies}"), "Llama 3 box with \\text{ cookies}"),
        ("minerva_hope", "B", "minerva", "fewshot", "¶Final Answer: The final answer is 38. I hope it is correct.", "Minerva-prompted closing 'I hope it is correct.' after the working"),
        ("gemma_heading", "B", "answer_heading", "gemma", "## Answer¶¶Maria has **38 cookies** left.", "a markdown heading '## Answer', then a sentence with the value in bold"),
        ("r1_final_box", "B", "boxed", "r1", "Maria has 38 cookies left.¶¶" + r1final("38"), "a sentence, then R1's **Final Answer** box"),
        ("mistral_before_eating", "A", "prose_sentence", "mistral_bad", "So Maria has 45 cookies left.", "the 7 eaten cookies not subtracted (45)"),
        ("llama_box_gone", "A", "boxed", "llama_bad", llama_end(r"22 \text{ cookies}"), "the cookies given away or eaten (22), not the cookies left"),
     ]),
    ("car", "9132.5",
     "The Nguyen family buys a used car for $8,450. They pay 6% sales tax on the price and a $175.50 registration fee. How much do they pay in total?",
     {
        "gpt": r"""To find the total cost, we add the price of the car, the sales tax, and the registration fee.

1. **Sales tax:**  
   6% of $8,450 is  
   \[
   0.06 \times 8{,}450 = 507
   \]
   So the tax is **$507.00**.

2. **Price plus tax:**  
   \[
   8{,}450 + 507 = 8{,}957
   \]

3. **Add the registration fee:**  
   \[
   8{,}957 + 175.50 = 9{,}132.50
   \]

""",
        "gpt_bad": r"""To find the total cost, we add the price of the car, the sales tax, and the registration fee.

1. **Sales tax:**  
   6% of $8,450 is  
   \[
   0.06 \times 8{,}450 = 507
   \]

2. **Price plus tax:**  
   \[
   8{,}450 + 507 = 8{,}957
   \]

Adding the price and the tax gives what the family pays for the car.

""",
        "qwen": r"""To determine the total amount the Nguyen family pays, we need to calculate the sales tax and then add the price of the car, the tax, and the registration fee.

1. Calculate the sales tax:
\[
\text{Sales tax} = 8450 \times 0.06 = 507
\]

2. Add the price of the car and the sales tax:
\[
8450 + 507 = 8957
\]

3. Add the registration fee:
\[
8957 + 175.50 = 9132.50
\]

""",
        "qwen_bad": r"""To determine the total amount the Nguyen family pays, we add the price of the car and the registration fee.

1. The price of the car is $8,450.
2. The registration fee is $175.50.
3. Since the registration fee is a flat charge, it is simply added to the price of the car:
\[
8450 + 175.50 = 8625.50
\]

""",
        "llama": llama(
            ("Calculate the sales tax", "The sales tax is 6% of $8,450, which is 0.06 × $8,450 = $507."),
            ("Add the sales tax to the price of the car", "$8,450 + $507 = $8,957."),
            ("Add the registration fee", "$8,957 + $175.50 = $9,132.50."),
            ("Verify the total", "The tax and the fee together are $507 + $175.50 = $682.50, and $8,450 + $682.50 = $9,132.50."),
        ),
        "r1": th("""Okay, the car costs $8,450. Sales tax is 6% of that. 1% of 8450 is 84.5, so 6% is 84.5 × 6 = 507. So the tax is $507.

Price plus tax: 8450 + 507 = 8957.

Then the registration fee of $175.50: 8957 + 175.50 = 9132.50.

Is the fee taxed? The problem says tax on the price, so no. Total is $9,132.50.
""") + r"""
**Step 1: Sales tax.** \(0.06 \times 8450 = 507\) dollars.

**Step 2: Car plus tax.** \(8450 + 507 = 8957\) dollars.

**Step 3: Add the fee.** \(8957 + 175.50 = 9132.50\) dollars.

""",
        "gsm": """The sales tax is 8450 * 0.06 = $<<8450*0.06=507>>507.
The car and the tax cost 8450 + 507 = $<<8450+507=8957>>8957.
With the registration fee, they pay 8957 + 175.50 = $<<8957+175.50=9132.50>>9132.50 in total.
The tax and the fee together add 507 + 175.50 = $<<507+175.50=682.50>>682.50 to the price.
""",
     },
     [
        ("gpt_bold_cents", "B", "prose_sentence", "gpt", "The Nguyen family pays **$9,132.50** in total.", "money with a thousands comma and cents, in bold"),
        ("qwen_box_comma", "B", "boxed", "qwen", qwen_end(r"\$9,132.50"), "Qwen's closing box with an escaped dollar, a comma and cents"),
        ("llama_box_latex_comma", "B", "boxed", "llama", llama_end(r"\$9{,}132.50"), "a LaTeX thousands separator {,} and cents"),
        ("r1_box_plain", "B", "boxed", "r1", r1final("9132.50"), "R1 **Final Answer** box: 9132.50 with the trailing zero"),
        ("hash_dollar_comma", "B", "hash", "gsm", "#### $9,132.50", "'####' with a dollar sign, a comma and cents"),
        ("gpt_bold_line", "B", "bare_last_line", "gpt", "**Total: $9,132.50**", "a bold last line 'Total: $9,132.50'"),
        ("qwen_box_then_dollars", "B", "boxed", "qwen", "Therefore, the total amount the Nguyen family pays is \\(\\boxed{9132.50}\\) dollars.", "an inline box with cents, then 'dollars'"),
        ("gpt_bracket", "B", "prose_sentence", "gpt", "The Nguyen family pays $9,132.50 in total ($8,450 for the car, $507 in tax and the $175.50 fee).", "the value, then brackets listing the three parts"),
        ("gpt_no_fee", "A", "prose_sentence", "gpt_bad", "The Nguyen family pays **$8,957.00** in total.", "the registration fee left out (8,957)"),
        ("qwen_no_tax", "A", "boxed", "qwen_bad", qwen_end(r"\$8,625.50"), "the sales tax left out (8,625.50)"),
     ]),
    ("walkers", "35",
     "In a class of 40 students, 14 walk to school. What percent of the students walk to school?",
     {
        "gsm": """The fraction of students who walk is 14/40 = <<14/40=0.35>>0.35.
As a percent, that is 0.35 * 100 = <<0.35*100=35>>35 percent.
The other 40 - 14 = <<40-14=26>>26 students get to school another way.
Each student is 100 / 40 = <<100/40=2.5>>2.5 percent of the class, and 14 * 2.5 = <<14*2.5=35>>35.
""",
        "qwen": r"""To determine what percent of the students walk to school, we need to divide the number of students who walk by the total number of students and then multiply by 100.

1. Number of students who walk: 14
2. Total number of students: 40

\[
\text{Percentage} = \left( \frac{14}{40} \right) \times 100 = 0.35 \times 100 = 35\%
\]

""",
        "gemma": """Here's how to find the percentage:

1. **Divide the part by the whole:** 14 students / 40 students = 0.35
2. **Multiply by 100 to express it as a percentage:** 0.35 * 100 = 35
3. **Check:** 0.35 * 40 students = 14 students

The fraction of students who walk is 14/40, which simplifies to 7/20.

""",
        "phi": """To find the percentage of students who walk to school, we divide the number of students who walk by the total number of students and multiply by 100.

Percentage = (Number of students who walk / Total number of students) x 100
Percentage = (14 / 40) x 100
Percentage = 0.35 x 100
Percentage = 35

""",
        "zero": th("""14 out of 40 students walk. As a fraction that's 14/40, which simplifies to 7/20. 7/20 = 0.35. To get a percent, multiply by 100: 35. Let me make sure the question wants a percent and not a count: "What percent of the students", so a percent. Another way: each student is 100/40 = 2.5 percent, and 14 × 2.5 = 35. Check: 35% of 40 is 0.35 × 40 = 14. Yes, matches.
"""),
        "fewshot": " There are 40 students and 14 of them walk to school. 14 out of 40 is 14 / 40 = 0.35. To turn this into a percent we multiply by 100, so 0.35 * 100 = 35. We can check it: 10 percent of 40 is 4, so 35 percent of 40 is 3.5 * 4 = 14. The other 40 - 14 = 26 students do not walk. ",
     },
     [
        ("hash_pct", "B", "hash", "gsm", "#### 35%", "'####' with a percent sign"),
        ("qwen_box_pct", "B", "boxed", "qwen", qwen_end(r"35\%"), "Qwen's closing box with \\%"),
        ("gemma_answer_pct", "B", "final_answer_phrase", "gemma", "**Answer:** 35% of the students walk to school.", "'**Answer:**' then a sentence with 35%"),
        ("phi_percent_word", "B", "prose_sentence", "phi", "Therefore, 35 percent of the students walk to school.", "the word 'percent'"),
        ("tag_space_pct", "B", "tag", "zero", "<answer>35 %</answer>", "R1-Zero tag: a space before the percent sign"),
        ("fewshot_percent", "B", "answer_is", "fewshot", "The answer is 35 percent.", "base-model continuation: 'The answer is 35 percent.'"),
        ("qwen_inline_box_pct", "B", "boxed", "qwen", "Thus, \\(\\boxed{35\\%}\\) of the students walk to school.", "an inline box holding 35\\% inside a sentence"),
        ("hash_decimal_pct", "A", "hash", "gsm", "#### 0.35%", "the fraction 0.35 given a percent sign: 0.35% is not 35%"),
        ("gemma_complement", "A", "final_answer_phrase", "gemma", "**Answer:** 65% of the students walk to school.", "the complement (the 26 who do not walk)"),
        ("tag_students", "A", "tag", "zero", "<answer>35 students</answer>", "a count where a percent is asked: 14 students walk"),
     ]),
]
GPROBS += [
    ("homework", "95",
     "Ella starts her homework at 4:35 PM and finishes at 6:10 PM. How many minutes does she spend on homework?",
     {
        "llama": llama(
            ("Calculate the time from 4:35 PM to 5:00 PM", "From 4:35 PM to 5:00 PM is 25 minutes."),
            ("Calculate the time from 5:00 PM to 6:00 PM", "From 5:00 PM to 6:00 PM is 60 minutes."),
            ("Calculate the time from 6:00 PM to 6:10 PM", "From 6:00 PM to 6:10 PM is 10 minutes."),
            ("Add up the times", "25 + 60 + 10 = 95 minutes."),
        ),
        "llama_bad": llama(
            ("Write the times as numbers", "4:35 PM can be written as 435 and 6:10 PM as 610."),
            ("Subtract the start time from the finish time", "610 - 435 = 175."),
            ("Interpret the result", "Since both times are in the same afternoon, the difference between the two times can be read directly, which gives 175 minutes."),
        ),
        "gpt": r"""To find how long Ella spends on her homework, let's count the time from **4:35 PM** to **6:10 PM**:

- From **4:35 PM** to **5:35 PM** is **60 minutes** (1 hour).
- From **5:35 PM** to **6:10 PM** is **35 minutes**.

Total time:  
\[
60 + 35 = 95 \text{ minutes}
\]

**Check:** 4:35 PM + 95 minutes = 6:10 PM ✓

""",
        "gpt_bad": r"""To find how long Ella spends on her homework, let's subtract the start time from the finish time:

- Finish time: **6:10**
- Start time: **4:35**

Borrowing an hour, 6:10 becomes 5:70, and 5:70 − 4:35 = 1 hour 35 minutes. As a decimal number of hours, that is written with the minutes after the point.

""",
        "mistral": """To find out how many minutes Ella spends on her homework, we can find the difference between her start time and her finish time.

From 4:35 PM to 6:35 PM would be 2 hours, or 120 minutes. But she finishes at 6:10 PM, which is 25 minutes earlier than 6:35 PM. That gives 120 - 25 = 95 minutes.

""",
        "r1": th("""Okay, Ella starts at 4:35 PM and finishes at 6:10 PM. I need the number of minutes in between.

From 4:35 to 5:00 is 25 minutes. From 5:00 to 6:00 is 60 minutes. From 6:00 to 6:10 is 10 minutes. Total: 25 + 60 + 10 = 95 minutes.

Check another way: 4:35 to 6:35 is 2 hours = 120 minutes, and 6:10 is 25 minutes before 6:35, so 120 − 25 = 95. Same.
""") + r"""
Counting from 4:35 PM to 6:10 PM:

- 4:35 PM → 5:00 PM: 25 minutes
- 5:00 PM → 6:00 PM: 60 minutes
- 6:00 PM → 6:10 PM: 10 minutes

Total: \(25 + 60 + 10 = 95\) minutes.

""",
        "zero": th("""From 4:35 PM to 5:35 PM is one hour, 60 minutes. From 5:35 PM to 6:10 PM is 25 + 10 = 35 minutes. So 60 + 35 = 95 minutes in all. Both times are PM on the same afternoon, so there is no day change. That is 1 hour and 35 minutes. Check: 4:35 plus 95 minutes is 4:35 + 1:35 = 6:10. Correct.
"""),
     },
     [
        ("llama_box_min", "B", "boxed", "llama", llama_end(r"95 \text{ minutes}"), "Llama 3 box with \\text{ minutes}, the unit asked"),
        ("gpt_bold_gloss", "B", "prose_sentence", "gpt", "Ella spends **95 minutes** (1 hour and 35 minutes) on her homework.", "minutes asked, the same duration in hours and minutes in brackets"),
        ("mistral_two_forms", "B", "prose_sentence", "mistral", "So Ella spends 1 hour and 35 minutes, or 95 minutes, on her homework.", "the duration in hours and minutes first, then 'or 95 minutes'"),
        ("tag_min", "B", "tag", "zero", "<answer>95 min</answer>", "R1-Zero tag: the abbreviation 'min'"),
        ("r1_inline_box", "B", "boxed", "r1", "Ella spends \\(\\boxed{95}\\) minutes on her homework.", "R1 summary ending in an inline box and 'minutes'"),
        ("gpt_h_min", "B", "prose_sentence", "gpt", "Ella spends **1 hour 35 minutes** on her homework.", "minutes asked, answered as 1 hour 35 minutes = 95 minutes"),
        ("tag_h_min_gloss", "B", "tag", "zero", "<answer>1 h 35 min (95 minutes)</answer>", "R1-Zero tag: '1 h 35 min', then the minutes in brackets"),
        ("mistral_question_back", "B", "prose_sentence", "mistral", "So Ella spends 95 minutes on her homework.¶¶Would you like me to convert that into hours as well?", "the answer, then a question back to the user"),
        ("gpt_decimal_hours", "A", "prose_sentence", "gpt_bad", "Ella spends **1.35 hours** on her homework.", "1 h 35 min written as the decimal 1.35 hours (81 minutes)"),
        ("llama_naive", "A", "boxed", "llama_bad", llama_end(r"175 \text{ minutes}"), "the clock times subtracted as plain numbers (610 - 435 = 175)"),
     ]),
    ("walk", "1.75",
     "Kai walks 7 miles at a steady pace of 4 miles per hour. How many hours does the walk take?",
     {
        "qwen": r"""To determine how many hours Kai's walk takes, we use the formula:

\[
\text{Time} = \frac{\text{Distance}}{\text{Speed}}
\]

Given:
- Distance = 7 miles
- Speed = 4 miles per hour

Substitute the values into the formula:

\[
\text{Time} = \frac{7}{4} = 1.75 \text{ hours}
\]

""",
        "gemma": """Here's how to solve this problem:

* **Formula:** Time = Distance / Speed
* **Calculation:** Time = 7 miles / 4 miles per hour = 1.75 hours
* **Convert to hours and minutes:** 0.75 hours * 60 minutes/hour = 45 minutes
* **Check:** 4 miles per hour * 1.75 hours = 7 miles

""",
        "gemma_bad": """Here's how to solve this problem:

* **Formula:** Time = Distance / Speed
* **Calculation:** Time = 7 miles / 4 miles per hour = 1.75 hours
* **Convert to hours and minutes:** 1.75 hours is 1 hour and .75 of an hour, so 1 hour and 75 minutes
* **Check:** 4 miles per hour * 1.75 hours = 7 miles

""",
        "gsm": """Kai walks 7 miles in all.
Kai walks 4 miles every hour.
In the first hour he walks 4 miles, leaving 7 - 4 = <<7-4=3>>3 miles.
So 7 miles take 7 / 4 = <<7/4=1.75>>1.75 hours.
That is 1 hour and 0.75 * 60 = <<0.75*60=45>>45 minutes.
In 1.75 hours at 4 miles per hour he covers 1.75 * 4 = <<1.75*4=7>>7 miles, the whole walk.
""",
        "phi": """To find the time it takes for Kai to walk 7 miles at a pace of 4 miles per hour, we can use the formula:

Time = Distance / Speed

Time = 7 miles / 4 miles per hour

Time = 1.75 hours

The 0.75 hours is three quarters of an hour, which is 45 minutes. We can check this: in 1.75 hours at 4 miles per hour, Kai walks 1.75 x 4 = 7 miles.

""",
        "r1": th("""Kai walks 7 miles at 4 miles per hour. Time = distance / speed = 7/4.

7/4 = 1.75. So 1.75 hours. In minutes, 0.75 × 60 = 45, so 1 hour 45 minutes.

Check: in 1 hour he walks 4 miles, and in 45 minutes, three quarters of an hour, he walks 3 more miles. 4 + 3 = 7. Right.
""") + r"""
Time equals distance divided by speed:

\[
t = \frac{7 \text{ miles}}{4 \text{ miles per hour}} = \frac{7}{4} \text{ hours} = 1.75 \text{ hours}
\]

That is 1 hour and 45 minutes.

""",
     },
     [
        ("qwen_box_hours", "B", "boxed", "qwen", qwen_end(r"1.75 \text{ hours}"), "Qwen's closing box with \\text{ hours}"),
        ("gemma_h_min", "B", "final_answer_phrase", "gemma", "**Answer:** The walk takes 1 hour and 45 minutes.", "hours asked, answered as 1 hour and 45 minutes = 1.75 hours"),
        ("hash_hours", "B", "hash", "gsm", "#### 1.75 hours", "'####' with the unit"),
        ("phi_glyph", "B", "prose_sentence", "phi", "So the walk takes 1¾ hours.", "the vulgar-fraction glyph ¾ after 1"),
        ("r1_frac", "B", "boxed", "r1", r1final(r"\frac{7}{4}"), "R1 box with the improper fraction 7/4"),
        ("qwen_box_then_h_min", "B", "boxed", "qwen", "Therefore, the walk takes \\(\\boxed{1.75}\\) hours, which is 1 hour and 45 minutes.", "an inline box, then the same duration in hours and minutes"),
        ("gemma_heading_h_min", "B", "answer_heading", "gemma", "## Answer¶¶**1 hour 45 minutes** (1.75 hours)", "'## Answer' heading, then hours and minutes in bold and the decimal hours in brackets"),
        ("gemma_75_min", "A", "final_answer_phrase", "gemma_bad", "**Answer:** The walk takes 1 hour and 75 minutes.", "the .75 read as 75 minutes: 1 h 75 min is 2.25 hours"),
        ("phi_clock_decimal", "A", "prose_sentence", "phi", "So the walk takes 1.45 hours.", "1 h 45 min written as the decimal 1.45 hours"),
        ("qwen_cut", "A", "truncated", "@", "To determine how many hours Kai's walk takes, we need to divide the distance he walks by his speed. Since his pace is steady, we can use the formula:\n\n\\[\n\\text{Time} = \\frac{\\text{Distance}}{\\text{Speed}}\n\\]\n\nGiven:\n- Distance = 7 miles\n- Speed = 4 miles per hour\n\nSubstitute the values into the formula:\n\n\\[\n\\text{Time} = \\frac{7}{4} =", "cut before the quotient: no_answer"),
     ]),
    ("tomatoes", "420",
     "A garden has 6 rows of tomato plants with 14 plants in each row. Each plant produces 5 tomatoes. How many tomatoes does the garden produce?",
     {
        "gpt": r"""To find the total number of tomatoes, let's break it down:

1. **Number of plants:**  
   The garden has 6 rows with 14 plants in each row:  
   \[
   6 \times 14 = 84 \text{ plants}
   \]

2. **Number of tomatoes:**  
   Each plant produces 5 tomatoes:  
   \[
   84 \times 5 = 420 \text{ tomatoes}
   \]

""",
        "gpt_bad": r"""To find the total number of tomatoes, let's break it down:

1. **Plants per row:**  
   Each row has 14 plants.

2. **Number of plants:**  
   The garden has 6 rows:  
   \[
   6 \times 14 = 84
   \]

Since every row has the same number of plants, this product gives the garden's total.

""",
        "mistral": """First, let's find out how many tomato plants there are in the garden. There are 6 rows with 14 plants in each row, so there are 6 * 14 = 84 plants.

Next, each plant produces 5 tomatoes, so the total number of tomatoes is 84 * 5 = 420.

We can double-check this by finding the tomatoes in one row first: 14 * 5 = 70 tomatoes per row, and 6 * 70 = 420.

""",
        "llama": llama(
            ("Calculate the total number of tomato plants", "There are 6 rows of tomato plants with 14 plants in each row, so the total number of plants is 6 * 14 = 84."),
            ("Calculate the total number of tomatoes", "Each plant produces 5 tomatoes, so the total number of tomatoes is 84 * 5 = 420."),
        ),
        "fewshot": " There are 6 rows with 14 plants in each row, so there are 6 x 14 = 84 plants. Each plant gives 5 tomatoes, so there are 84 x 5 = 420 tomatoes. We can also find it row by row. Another way: each row gives 14 x 5 = 70 tomatoes, and 6 rows give 6 x 70 = 420 tomatoes. Both ways give the same number. ",
        "zero": th("""Each row has 14 plants and there are 6 rows. 6 rows times 14 plants per row is 84 plants: 6 × 10 = 60 and 6 × 4 = 24. Each plant makes 5 tomatoes, so 84 × 5 = 420 tomatoes. Check another way: one row makes 14 × 5 = 70 tomatoes, and 6 rows make 6 × 70 = 420. Same answer.
"""),
     },
     [
        ("gpt_bold_noun", "B", "prose_sentence", "gpt", "The garden produces **420 tomatoes**.", "the value and noun in bold in a closing sentence"),
        ("gpt_bold_sentence", "B", "bare_last_line", "gpt", "**The garden produces 420 tomatoes.**", "a whole bold sentence as the last line"),
        ("mistral_total", "B", "prose_sentence", "mistral", "So, the garden produces a total of 420 tomatoes.", "'a total of 420 tomatoes'"),
        ("llama_box_noun", "B", "boxed", "llama", llama_end(r"420 \text{ tomatoes}"), "Llama 3 box with \\text{ tomatoes}"),
        ("fewshot_noun", "B", "answer_is", "fewshot", "The answer is 420 tomatoes.", "base-model continuation: 'The answer is 420 tomatoes.'"),
        ("tag_sentence_lines", "B", "tag", "zero", "<answer>¶The garden produces 420 tomatoes.¶</answer>", "R1-Zero tag holding a sentence on its own line"),
        ("mistral_bracket", "B", "prose_sentence", "mistral", "Therefore, the garden produces 420 tomatoes (84 plants × 5 tomatoes each).", "the value, then the product in brackets"),
        ("gpt_question_back", "B", "prose_sentence", "gpt", "The garden produces **420 tomatoes**.¶¶Would you like to know how many baskets of 20 tomatoes that would fill?", "the answer, then a question back naming 20"),
        ("gpt_bold_plants", "A", "bare_last_line", "gpt_bad", "**The garden produces 84 tomatoes.**", "the number of plants (84) given as tomatoes: a subtotal"),
        ("tag_plants", "A", "tag", "zero", "<answer>¶The garden produces 420 plants.¶</answer>", "a counted noun of another kind: the garden has 84 plants"),
     ]),
    ("shopping", "103.25",
     "Ana buys 3 shirts that cost $12.50 each, 2 pairs of jeans that cost $28 each, and a belt for $9.75. How much does she spend in total?",
     {
        "gpt": """To find the total, we multiply each item's price by how many Ana buys and then add the results. Let's add up the cost of each item:

- **Shirts:** 3 × $12.50 = $37.50
- **Jeans:** 2 × $28.00 = $56.00
- **Belt:** 1 × $9.75 = $9.75

Here's the summary:

""",
        "gemma": """Here's how to calculate Ana's total spending:

1. **Find the cost of each item:** Multiply the price of each item by the number Ana buys.
2. **Add the costs together:** The sum is the total amount she spends.

""",
        "qwen": r"""To determine the total amount Ana spends, we need to calculate the cost of each type of item and then sum these costs.

1. **Cost of the shirts:**
\[
3 \times 12.50 = 37.50
\]

2. **Cost of the jeans:**
\[
2 \times 28 = 56
\]

3. **Cost of the belt:**
\[
9.75
\]

4. **Total cost:**
\[
37.50 + 56 + 9.75 = 103.25
\]

""",
        "gsm": """The shirts cost 3 * 12.50 = $<<3*12.50=37.50>>37.50.
The jeans cost 2 * 28 = $<<2*28=56>>56.
The shirts and jeans cost 37.50 + 56 = $<<37.50+56=93.50>>93.50.
With the belt, Ana spends 93.50 + 9.75 = $<<93.50+9.75=103.25>>103.25.
Ana buys 3 + 2 + 1 = <<3+2+1=6>>6 items in all.
""",
        "r1": th("""Shirts: 3 at $12.50, that's 37.50. Jeans: 2 at $28, that's 56. Belt: 9.75.

Total: 37.50 + 56 = 93.50, plus 9.75 = 103.25.

Let me re-add in cents to be safe: 3750 + 5600 + 975 = 10325 cents = $103.25. Good.
""") + """
Here is the cost of each item:

| Item | Quantity | Price | Cost |
|---|---|---|---|
| Shirts | 3 | $12.50 | $37.50 |
| Jeans | 2 | $28.00 | $56.00 |
| Belt | 1 | $9.75 | $9.75 |
| **Total** | | | **$103.25** |

""",
     },
     [
        ("gpt_table_last_row", "B", "bare_last_line", "gpt", "| Item | Cost |¶|---|---|¶| Shirts | $37.50 |¶| Jeans | $56.00 |¶| Belt | $9.75 |¶| **Total** | **$103.25** |", "the completion ends on a markdown table whose last row is the total"),
        ("gemma_table_answer", "B", "final_answer_phrase", "gemma", "| Item | Quantity | Price | Cost |¶|---|---|---|---|¶| Shirts | 3 | $12.50 | $37.50 |¶| Jeans | 2 | $28.00 | $56.00 |¶| Belt | 1 | $9.75 | $9.75 |¶| **Total** | | | **$103.25** |¶¶**Answer:** Ana spends $103.25 in total.", "a table with a total row, then Gemma's '**Answer:**' sentence"),
        ("qwen_box_dollar", "B", "boxed", "qwen", qwen_end(r"\$103.25"), "Qwen's closing box with an escaped dollar and cents"),
        ("hash_check", "B", "hash", "gsm", "#### 103.25¶Check: 37.50 + 56.00 + 9.75 = 103.25", "'####', then a check line that restates the sum"),
        ("r1_table_final", "B", "boxed", "r1", "Ana spends **$103.25** in total.¶¶" + r1final(r"\$103.25"), "R1 summary with a total table, a bold sentence, then the **Final Answer** box"),
        ("qwen_inline_dollars", "B", "boxed", "qwen", "Therefore, Ana spends a total of \\(\\boxed{103.25}\\) dollars.", "an inline box, then 'dollars'"),
        ("gpt_table_question", "B", "bare_last_line", "gpt", "| Item | Cost |¶|---|---|¶| Shirts | $37.50 |¶| Jeans | $56.00 |¶| Belt | $9.75 |¶| **Total** | **$103.25** |¶¶Would you like me to add sales tax to this total?", "a table ending in the total row, then a question back to the user"),
        ("gpt_table_no_belt", "A", "bare_last_line", "gpt", "| Item | Cost |¶|---|---|¶| Shirts | $37.50 |¶| Jeans | $56.00 |¶| **Total** | **$93.50** |", "the table's total row leaves out the belt (93.50)"),
        ("gemma_one_jeans", "A", "final_answer_phrase", "gemma", "| Item | Quantity | Price | Cost |¶|---|---|---|---|¶| Shirts | 3 | $12.50 | $37.50 |¶| Jeans | 2 | $28.00 | $28.00 |¶| Belt | 1 | $9.75 | $9.75 |¶| **Total** | | | **$75.25** |¶¶**Answer:** Ana spends $75.25 in total.", "one pair of jeans costed for two (75.25)"),
        ("gpt_table_cut", "A", "truncated", "gpt", "| Item | Cost |¶|---|---|¶| Shirts | $37.50 |¶| Jeans | $56.00 |¶| Belt | $9.75 |¶| **Total** | **$", "the table cut inside its total row, before the value: no_answer"),
     ]),
    ("pencils", "82",
     "A school orders 18 packs of pencils with 24 pencils in each pack. Teachers hand out 350 pencils during the first month. How many pencils are left?",
     {
        "gsm": """The school orders 18 * 24 = <<18*24=432>>432 pencils.
After the teachers hand out 350 pencils, there are 432 - 350 = <<432-350=82>>82 pencils left.
That is 3 full packs and 82 - 72 = <<82-72=10>>10 more pencils.
The 350 pencils handed out are more than 14 packs, since 14 * 24 = <<14*24=336>>336.
""",
        "gsm_bad": """Each pack holds 24 pencils, and the school orders 18 packs.
The teachers hand out 350 pencils in the first month.
The school orders 18 * 24 = <<18*24=432>>432 pencils.
After the teachers hand out 350 pencils, there are 432 - 350 = <<432-350=82>>82 pencils left.
""",
        "llama": llama(
            ("Calculate the total number of pencils ordered", "The school orders 18 packs with 24 pencils in each pack, so the total number of pencils is 18 * 24 = 432."),
            ("Subtract the pencils handed out", "Teachers hand out 350 pencils, so the number of pencils left is 432 - 350 = 82."),
        ),
        "mistral": """First, let's find the total number of pencils the school ordered. There are 18 packs with 24 pencils in each pack, so the school ordered 18 * 24 = 432 pencils.

During the first month, teachers hand out 350 pencils. To find how many are left, we subtract the pencils handed out from the pencils ordered: 432 - 350 = 82.

""",
        "phi": """To find out how many pencils are left, we need to first calculate the total number of pencils the school ordered and then subtract the number of pencils handed out.

Total pencils ordered = Number of packs x Pencils per pack
Total pencils ordered = 18 x 24 = 432

Pencils left = Total pencils ordered - Pencils handed out
Pencils left = 432 - 350 = 82

""",
        "zero": th("""The school orders 18 packs of 24 pencils. 18 × 24: 18 × 20 = 360 and 18 × 4 = 72, so 432 pencils in all. The question asks what is left after the first month. Teachers hand out 350 of them. 432 − 350 = 82. Check: 350 + 82 = 432. Good, 82 pencils are left.
"""),
     },
     [
        ("hash_check", "B", "hash", "gsm", "#### 82¶¶Check: 82 + 350 = 432 = 18 × 24, so the answer is right.", "'####', then a trailing check that ends on other numbers"),
        ("llama_box_verification", "B", "boxed", "llama", llama_end("82") + "¶¶Verification: 432 − 350 = 82 ✓", "Llama 3's box, then a verification line that restates 82"),
        ("mistral_double_check", "B", "prose_sentence", "mistral", "So there are 82 pencils left. To double-check: 350 + 82 = 432, which matches the 18 packs of 24 pencils.", "the answer, then a double-check sentence ending on other numbers"),
        ("phi_answer_verification", "B", "final_answer_phrase", "phi", "Answer: 82 pencils are left.¶¶Verification: 18 × 24 = 432 and 432 - 350 = 82. ✔", "'Answer:' with a sentence, then a verification that restates 82"),
        ("tag_left", "B", "tag", "zero", "<answer>82 pencils left</answer>", "R1-Zero tag: the value, noun and 'left'"),
        ("llama_box_noun", "B", "boxed", "llama", llama_end(r"82 \text{ pencils}"), "Llama 3 box with \\text{ pencils}"),
        ("hash_noun", "B", "hash", "gsm", "#### 82 pencils", "'####' with the counted noun"),
        ("mistral_left_over", "B", "prose_sentence", "mistral", "There are 82 pencils left over.", "'left over' where the question asks what is left"),
        ("hash_bad_check", "A", "hash", "gsm_bad", "#### 82¶¶Check: 18 × 24 = 412, so 412 - 350 = 62.¶#### 62", "a 'check' with a multiplication slip replaces 82 by 62: the last final answer counts"),
        ("phi_total", "A", "final_answer_phrase", "phi", "Answer: 432 pencils.¶¶Verification: 18 × 24 = 432.", "the pencils ordered (432), not the pencils left"),
     ]),
    ("reading", "14",
     "Tom reads 45 pages a day. How many days will it take him to read a 630-page book?",
     {
        "gpt": r"""Tom reads **45 pages per day**, and the book has **630 pages**.

To find how many days Tom needs, divide the total number of pages by the pages he reads each day:

\[
\frac{630 \text{ pages}}{45 \text{ pages/day}} = 14
\]

**Check:** \( 45 \times 14 = 630 \) ✓

""",
        "qwen": r"""To determine how many days it will take Tom to read a 630-page book, we need to divide the total number of pages by the number of pages he reads per day.

1. Total number of pages in the book: 630
2. Number of pages Tom reads per day: 45

\[
\text{Number of days} = \frac{630}{45} = 14
\]

""",
        "gemma": """Here's how to solve this:

* **Divide the total pages by the pages read per day:** 630 pages / 45 pages/day = 14 days
* **Check:** 45 pages/day * 14 days = 630 pages

The division comes out even, so Tom finishes the book on the last day without any pages left over.

""",
        "r1": th("""Tom reads 45 pages per day, and the book has 630 pages. Days = 630 / 45.

45 × 10 = 450, 630 − 450 = 180, and 180 / 45 = 4. So 10 + 4 = 14 days.

Check: 45 × 14 = 630. Yes. It divides evenly, so no partial last day.
""") + r"""
Tom reads 45 pages each day, so the number of days is

\[
\frac{630}{45} = 14.
\]

Check: \(45 \times 14 = 630\).

""",
        "fewshot": " Tom reads 45 pages every day. The book has 630 pages. In 10 days he reads 45 * 10 = 450 pages, and 630 - 450 = 180 pages are left. 180 / 45 = 4, so he needs 4 more days. So it takes him 10 + 4 = 14 days. To check, 45 * 14 = 630, which is the whole book, so there are no pages left over on the last day. ",
     },
     [
        ("gpt_question_back", "B", "prose_sentence", "gpt", "It will take Tom **14 days** to read the book.¶¶Would you like me to make a day-by-day reading plan for him?", "the answer in bold, then a question back to the user"),
        ("qwen_box_offer", "B", "boxed", "qwen", "Therefore, it will take Tom \\(\\boxed{14}\\) days to read the book.¶¶If you'd like, I can also work out how long it would take at 50 pages a day — would that be helpful?", "an inline box, then an offer naming another rate (50)"),
        ("gemma_question", "B", "final_answer_phrase", "gemma", "**Answer:** It will take Tom 14 days to read the book.¶¶Do you have another problem you'd like me to solve?", "'**Answer:**' sentence, then a question back"),
        ("r1_inline_box", "B", "boxed", "r1", "Tom will finish the book in \\(\\boxed{14}\\) days.", "R1 summary ending in an inline box and 'days'"),
        ("fewshot_days", "B", "answer_is", "fewshot", "The answer is 14 days.", "base-model continuation: 'The answer is 14 days.'"),
        ("qwen_box_days", "B", "boxed", "qwen", "It will take Tom \\(\\boxed{14 \\text{ days}}\\) to read the book.", "the box holds \\text{ days}"),
        ("gemma_bracket", "B", "final_answer_phrase", "gemma", "**Answer:** 14 days (45 pages × 14 days = 630 pages)", "the value, then a bracketed check ending on 630"),
        ("gpt_weeks", "A", "prose_sentence", "gpt", "It will take Tom **14 weeks** to read the book.¶¶Would you like me to make a week-by-week reading plan for him?", "a unit of another kind: 14 weeks is 98 days"),
        ("qwen_cut", "A", "truncated", "@", "To determine how many days it will take Tom to read a 630-page book, we need to find how many groups of 45 pages there are in 630 pages. To do this, we divide the total number of pages by the number of pages he reads per day.\n\n1. Total number of pages in the book: 630\n2. Number of pages Tom reads per day: 45\n\n\\[\n\\text{Number of days} = \\frac{630}{45} =", "cut before the quotient: no_answer"),
        ("r1_hours", "A", "boxed", "r1", "Tom will finish the book in \\(\\boxed{14}\\) hours.", "a unit of another kind: hours where days are asked"),
     ]),
]
GPROBS += [
    ("tank", "480",
     "A water tank holds 1,200 liters when full. Right now it is 3/5 full. How many more liters of water are needed to fill the tank?",
     {
        "gpt": r"""To find how many more liters are needed, let's work it out:

1. **Water in the tank now:**  
   \[
   \frac{3}{5} \times 1{,}200 = 720 \text{ liters}
   \]

2. **Water needed to fill it:**  
   \[
   1{,}200 - 720 = 480 \text{ liters}
   \]

3. **Check:**  
   \( 720 + 480 = 1{,}200 \) ✓

""",
        "phi": """To find out how many more liters of water are needed to fill the tank, we first need to find out how much water is in the tank right now.

The tank is 3/5 full, so it has 3/5 x 1,200 = 720 liters of water.

The tank holds 1,200 liters when full, so we need 1,200 - 720 = 480 more liters to fill it.

""",
        "phi_bad": """To find out how many liters of water are needed, we first need to find out how much water is in the tank.

The tank is 3/5 full, so we multiply the capacity by 3/5.

3/5 x 1,200 = 3 x 240 = 720

This is the water that is already in the tank, since 1/5 of 1,200 is 240 and the tank is 3 of those fifths full.

""",
        "gemma": """Here's how to solve the problem:

1. **Find the amount of water in the tank:** (3/5) * 1,200 liters = 720 liters
2. **Find the amount of water needed:** Subtract the water in the tank from its capacity: 1,200 liters - 720 liters = 480 liters
3. **Check:** 720 liters + 480 liters = 1,200 liters

""",
        "qwen": r"""To determine how many more liters of water are needed to fill the tank, we can follow these steps:

1. Calculate the current amount of water in the tank.
2. Subtract the current amount from the full capacity.

First, the tank is \( \frac{3}{5} \) full:
\[
\frac{3}{5} \times 1200 = 720 \text{ liters}
\]

Next, we subtract the current amount from the capacity:
\[
1200 - 720 = 480 \text{ liters}
\]

""",
        "mistral": """The tank holds 1,200 liters when it is full, and right now it is 3/5 full. So there are (3/5) * 1,200 = 720 liters of water in the tank right now.

The tank still has 1 - 3/5 = 2/5 of its space empty, and (2/5) * 1,200 = 480 liters. We can also find this by subtracting: 1,200 - 720 = 480 liters.

""",
     },
     [
        ("gpt_heading_bold_more", "B", "answer_heading", "gpt", "### Final Answer:¶**480 liters** more are needed to fill the tank.", "a '### Final Answer:' heading, then a sentence with 'more'"),
        ("phi_heading_value", "B", "answer_heading", "phi", "## Answer¶¶480 liters", "a '## Answer' heading, then the value and unit alone"),
        ("gemma_heading_more", "B", "answer_heading", "gemma", "## Answer¶¶480 more liters of water are needed.", "'## Answer', then '480 more liters'"),
        ("qwen_heading_box", "B", "answer_heading", "qwen", "### Final Answer¶\\[¶\\boxed{480}¶\\]", "Qwen's '### Final Answer' heading and a display box"),
        ("mistral_more", "B", "prose_sentence", "mistral", "So 480 more liters of water are needed to fill the tank.", "'more' where the question asks how many more"),
        ("gpt_heading_L", "B", "answer_heading", "gpt", "### Final Answer:¶480 L", "a heading, then the value with the abbreviation L"),
        ("qwen_heading_sentence", "B", "answer_heading", "qwen", "### Final Answer¶The tank needs \\(\\boxed{480}\\) more liters of water to be full.", "a heading, then a sentence with an inline box"),
        ("phi_heading_bracket", "B", "answer_heading", "phi", "## Answer¶¶**480 liters** (the missing 2/5 of the tank's 1,200 liters)", "'## Answer', the value in bold, then a bracketed explanation naming 2/5 and 1,200"),
        ("phi_heading_level", "A", "answer_heading", "phi_bad", "## Answer¶¶720 liters", "the water in the tank now (720), not the water needed"),
        ("gpt_heading_level_words", "A", "answer_heading", "gpt", "### Final Answer:¶**480 liters** are in the tank now.", "480 stated as the water in the tank now, which is 720"),
     ]),
    ("buses", "5",
     "A school is taking 230 people on a field trip. Each bus can seat 52 people. What is the smallest number of buses the school needs?",
     {
        "gpt": r"""To find the number of buses, divide the number of people by the seats on each bus:

\[
\frac{230}{52} \approx 4.42
\]

Since you can't rent part of a bus, we round **up**:

- 4 buses seat \( 4 \times 52 = 208 \) people — not enough.
- 5 buses seat \( 5 \times 52 = 260 \) people — enough.

""",
        "zero": th("""230 people, 52 seats per bus. 230 / 52 is about 4.4. Four buses hold 4 × 52 = 208, which is less than 230, so 22 people would have no seat. Five buses hold 260, which is enough. The question says smallest number, so I round up, not down. So the school needs 5 buses, with 30 empty seats.
"""),
        "zero_bad": th("""There are 230 people going on the trip, and each bus has 52 seats. 230 / 52 is about 4.4. The school can't rent 0.4 of a bus, so I drop the decimal part and keep the whole buses. 4 × 52 = 208 seats. That uses the buses as fully as possible, and every bus is full with no empty seats.
"""),
        "llama": llama(
            ("Divide the number of people by the number of seats per bus", "230 / 52 = 4.42, so 4 buses are not enough to seat everyone."),
            ("Check the number of seats in 4 buses", "4 buses have 4 * 52 = 208 seats, which is less than 230."),
            ("Check the number of seats in 5 buses", "5 buses have 5 * 52 = 260 seats, which is more than 230."),
        ),
        "gsm": """Each bus seats 52 people, and 230 people are going on the trip.
Four buses seat 4 * 52 = <<4*52=208>>208 people, which is fewer than 230.
So 230 - 208 = <<230-208=22>>22 people would not have a seat, and they need one more bus.
Five buses seat 5 * 52 = <<5*52=260>>260 people, which is enough for everyone.
""",
        "mistral": """To find the smallest number of buses needed, we divide the number of people by the number of seats per bus: 230 / 52 = 4.42.

Since we cannot have a fraction of a bus, we need to round up to the next whole number, because 4 buses would only have 4 * 52 = 208 seats, which is not enough for 230 people.

""",
        "mistral_bad": """To find the number of buses needed, we divide the number of people by the number of seats per bus.

Number of buses = Number of people / Seats per bus
= 230 / 52
= 4.42

This tells us how many buses of 52 seats are filled by 230 people, since each bus takes 52 of the people going on the trip.

""",
     },
     [
        ("gpt_bold_bracket", "B", "prose_sentence", "gpt", "The school needs **5 buses** (4 buses would seat only 208 people).", "the value in bold, then a bracketed reason naming 4 and 208"),
        ("tag_noun", "B", "tag", "zero", "<answer>5 buses</answer>", "R1-Zero tag: the value and noun"),
        ("llama_box_noun", "B", "boxed", "llama", llama_end(r"5 \text{ buses}"), "Llama 3 box with \\text{ buses}"),
        ("hash_noun", "B", "hash", "gsm", "#### 5 buses", "'####' with the noun"),
        ("mistral_bracket", "B", "prose_sentence", "mistral", "Therefore, the school needs 5 buses. (With 5 buses there are 260 seats, so 30 seats will be empty.)", "the answer, then a bracketed sentence ending on 30"),
        ("tag_bracket", "B", "tag", "zero", "<answer>5 (since 4 buses hold only 208 people)</answer>", "R1-Zero tag: the value, then a reason in brackets"),
        ("gpt_bold_line", "B", "bare_last_line", "gpt", "**Answer: 5 buses**", "a bold last line with a label, value and noun"),
        ("mistral_decimal", "A", "prose_sentence", "mistral_bad", "So the school needs 4.42 buses.", "the quotient not rounded up: 4.42 buses"),
        ("tag_floor", "A", "tag", "zero_bad", "<answer>4 buses</answer>", "rounded down: 4 buses seat only 208"),
        ("llama_cut", "A", "truncated", "@", "## Step 1: Divide the number of people by the number of seats per bus\n230 / 52 = 4.42, so 4 buses are not enough to seat everyone.\n\n## Step 2: Check the number of seats in 4 buses\n4 buses have 4 * 52 = 208 seats, which is less than 230.\n\n## Step 3: Round up to the next whole number of buses\nSince 208 seats are not enough, the school needs", "Llama 3 steps cut before the number of buses: no_answer"),
     ]),
    ("gym", "330",
     "A gym charges a one-time sign-up fee of $50 plus $35 each month. How much will Priya pay in total for her first 8 months at the gym?",
     {
        "fewshot": " Priya pays the sign-up fee only once, so that is $50. She also pays $35 every month. For 8 months, that is 35 * 8 = 280 dollars. So for the first 8 months she pays 50 + 280 = 330 dollars in total. As a check, after 1 month she would have paid 50 + 35 = 85 dollars, and every later month adds 35.\n",
        "qwen": r"""To determine the total amount Priya will pay for her first 8 months at the gym, we need to consider both the one-time sign-up fee and the monthly fee.

1. The one-time sign-up fee is $50.
2. The monthly fee is $35. For 8 months, the total monthly fee is:
\[
35 \times 8 = 280
\]
3. Adding the sign-up fee to the total monthly fee:
\[
50 + 280 = 330
\]

""",
        "llama": llama(
            ("Calculate the cost of the monthly fees", "Priya pays $35 each month for 8 months, so the monthly fees cost 35 * 8 = $280."),
            ("Add the one-time sign-up fee", "The sign-up fee is $50, so the total is $280 + $50 = $330."),
            ("Verify", "After 1 month Priya has paid $50 + $35 = $85, and each later month adds $35: $85 + 7 × $35 = $85 + $245 = $330."),
        ),
        "mistral": """Priya has to pay a one-time sign-up fee of $50 when she joins. After that, she pays $35 each month.

For the first 8 months, the monthly payments add up to 8 * $35 = $280.

Adding the sign-up fee, the total is $280 + $50 = $330.

Note that the sign-up fee is only paid once, so it is not multiplied by 8.

""",
     },
     [
        ("minerva_plain", "B", "minerva", "fewshot", minerva_end("330"), "Minerva-prompted closing: 'The final answer is 330. I hope it is correct.'"),
        ("minerva_dollar", "B", "minerva", "fewshot", minerva_end(r"\$330"), "the closing with an escaped dollar sign"),
        ("qwen_end_plain", "B", "boxed", "qwen", qwen_end("330"), "Qwen's boxed closing line with 'I hope it is correct.'"),
        ("qwen_end_dollar", "B", "boxed", "qwen", qwen_end(r"\$330"), "the boxed closing with an escaped dollar"),
        ("minerva_dollars_word", "B", "minerva", "fewshot", minerva_end("330 dollars"), "the closing with the word dollars after the value"),
        ("llama_hope", "B", "answer_is", "llama", "The final answer is $330. I hope it is correct.", "a plain dollar amount, then 'I hope it is correct.'"),
        ("mistral_hope", "B", "prose_sentence", "mistral", "Priya will pay $330 in total for her first 8 months at the gym. I hope it is correct.", "a closing sentence, then 'I hope it is correct.'"),
        ("minerva_no_fee", "A", "minerva", "fewshot", "The monthly payments are the part that repeats, so the amount asked for is 280.¶" + minerva_end("280"), "the monthly fees only (280), the sign-up fee left out"),
        ("qwen_per_month", "A", "boxed", "qwen", qwen_end(r"\$330 \text{ per month}"), "the total stated as a monthly rate (she pays $35 a month)"),
        ("minerva_cut", "A", "truncated", "@", " Priya pays the sign-up fee only once, so that is $50. She also pays $35 every month, and she goes to the gym for the first 8 months. To find what the months cost, we multiply the monthly fee by the number of months. Then we add the one-time fee, because it is paid once at the start and not every month. So the total she pays is 50 + 35 * 8 = 50 +", "a Minerva-prompted continuation cut before the product and the sum: no_answer"),
     ]),
    ("marbles", "71",
     "Jen has 5 bags of marbles with 16 marbles in each bag. She loses 9 marbles at the park. How many marbles does she have now?",
     {
        "fewshot": " Jen has 5 bags of marbles and each bag has 16 marbles, so she has 5 * 16 = 80 marbles. At the park she loses 9 marbles. Losing marbles means she has fewer, so we subtract. Now she has 80 - 9 = 71 marbles. We can check: 71 + 9 = 80, which is the 80 marbles she had in her 5 bags. ",
        "fewshot_bad": " Jen has 5 bags of marbles and each bag has 16 marbles. 5 bags with 16 marbles in each bag is 5 * 16 = 80 marbles. Every bag has the same number of marbles, so we multiply to find the total. Jen has 80 marbles in her bags. We can check: 16 + 16 + 16 + 16 + 16 = 80. So she has 80 marbles. ",
        "gsm": """Jen has 5 bags with 16 marbles in each bag.
Jen has 5 * 16 = <<5*16=80>>80 marbles in her bags.
She loses 9 marbles at the park.
So she has 80 - 9 = <<80-9=71>>71 marbles now.
Check: 71 + 9 = <<71+9=80>>80, which is 5 bags of 16.
That is 4 full bags of 16 and 71 - 64 = <<71-64=7>>7 more marbles.
""",
        "gsm_bad": """Jen has 5 bags with 16 marbles in each bag.
Jen has 5 * 16 = <<5*16=80>>80 marbles in her bags.
At the park she has 9 more marbles to count, so she has 80 + 9 = <<80+9=89>>89 marbles.
That is 5 full bags of 16 and 89 - 80 = <<89-80=9>>9 more marbles.
She would need 16 - 9 = <<16-9=7>>7 more marbles to fill a sixth bag.
""",
        "phi": """To find out how many marbles Jen has now, we first need to find out how many marbles she had in total.

Step 1: Multiply the number of bags by the number of marbles in each bag.
5 x 16 = 80

Step 2: Subtract the marbles she lost at the park.
80 - 9 = 71

Step 3: Check the answer by adding back the lost marbles.
71 + 9 = 80

""",
     },
     [
        ("fewshot_next_q", "B", "answer_is", "fewshot", "The answer is 71.¶¶Q: A farmer has 3 fields with 24 cows in each field. He sells 17 cows. How many cows", "base-model continuation: 'The answer is 71.', then an invented next question, cut"),
        ("fewshot_noun", "B", "answer_is", "fewshot", "The answer is 71 marbles.", "'The answer is 71 marbles.'"),
        ("fewshot_sentence_next_q", "B", "prose_sentence", "fewshot", "So Jen has 71 marbles now.¶¶Q: Sara buys 4 packs of gum with 12 pieces in each pack. She chews", "no marker: a concluding sentence, then an invented next question, cut"),
        ("hash_noun", "B", "hash", "gsm", "#### 71 marbles", "'####' with the noun"),
        ("phi_sentence", "B", "prose_sentence", "phi", "Jen now has 71 marbles.", "a concluding sentence"),
        ("fewshot_invented_qa", "B", "answer_is", "fewshot", "The answer is 71.¶¶Q: Tim has 3 boxes of 12 crayons. He gives away 8 crayons. How many crayons does he have left?¶A: Tim has 3 * 12 = 36 crayons. He gives away 8, so he has 36 - 8 = 28 crayons left. The answer is 28.", "debatable: 'The answer is 71.', then a whole invented next question with its own answer 28 (see DECISIONS)", True),
        ("phi_explanation", "B", "final_answer_phrase", "phi", "**Answer:** Jen has 71 marbles now.¶¶**Explanation:** She started with 5 × 16 = 80 marbles and lost 9, which leaves 80 − 9 = 71.", "'**Answer:**', then an explanation that restates 71"),
        ("fewshot_subtotal", "A", "answer_is", "fewshot_bad", "The answer is 80.", "the marbles before the loss (80)"),
        ("hash_added", "A", "hash", "gsm_bad", "#### 89", "the 9 lost marbles added instead of subtracted"),
        ("fewshot_cut", "A", "truncated", "@", " Jen has 5 bags of marbles and each bag has 16 marbles. To find how many marbles she had at first, we multiply the number of bags by the number of marbles in each bag: 5 * 16 = 80 marbles. Then she loses 9 marbles at the park, so we take 9 away from the marbles she had. Taking away 9 is the same as taking away 10 and giving 1 back, so she has 80 -", "a base-model continuation cut before the difference: no_answer"),
     ]),
    ("jacket", "50",
     "A jacket costs $80. The store takes 25% off the price, and then Ben uses a $10 coupon on the sale price. How much does Ben pay for the jacket?",
     {
        "gpt": r"""The original price is **$80**. The 25% discount comes first, and the $10 coupon is used on the sale price. Let's calculate step by step:

1. **Discount:**  
   25% of $80 is  
   \[
   0.25 \times 80 = 20
   \]

2. **Sale price:**  
   \[
   80 - 20 = 60
   \]

3. **Apply the $10 coupon:**  
   \[
   60 - 10 = 50
   \]

""",
        "gpt_bad": r"""The original price is **$80**. Ben has a **$10 coupon** and the store gives **25% off**. Let's calculate step by step:

1. **Apply the $10 coupon:**  
   \[
   80 - 10 = 70
   \]

2. **Discount:**  
   25% of $70 is  
   \[
   0.25 \times 70 = 17.50
   \]

3. **Final price:**  
   \[
   70 - 17.50 = 52.50
   \]

""",
        "zero": th("""The jacket is $80. First the 25% off, then the coupon, since the coupon is used on the sale price. 25% of 80 is 20, so the sale price is 60. Then the $10 coupon on the sale price: 60 − 10 = 50. So Ben pays $50. He saves 20 + 10 = 30 dollars in all compared with the original $80.
"""),
        "r1": th("""Okay, the jacket costs $80. First 25% off. A quarter of 80 is 20, so the sale price is 80 − 20 = 60.

Then the coupon: $10 off the sale price, so 60 − 10 = 50.

The order matters here. If the coupon came first it would be 70 × 0.75 = 52.50, but the problem says the coupon is used on the sale price, so it's 50.
""") + r"""
1. **25% off:** \(80 \times 0.25 = 20\), so the sale price is \(80 - 20 = 60\) dollars.
2. **$10 coupon:** \(60 - 10 = 50\) dollars.

""",
        "llama": llama(
            ("Calculate the discount", "The store takes 25% off the $80 price, so the discount is 0.25 * $80 = $20."),
            ("Calculate the sale price", "The sale price is $80 - $20 = $60."),
            ("Apply the coupon", "Ben uses a $10 coupon on the sale price, so he pays $60 - $10 = $50."),
        ),
        "gemma": """Here's how to solve the problem:

1. **Calculate the discount:** $80 * 0.25 = $20
2. **Calculate the sale price:** $80 - $20 = $60
3. **Apply the coupon:** $60 - $10 = $50
4. **Check:** Ben saves $20 + $10 = $30, and $80 - $30 = $50

""",
     },
     [
        ("gpt_bold_cents", "B", "prose_sentence", "gpt", "Ben pays **$50.00** for the jacket.", "money with cents in bold"),
        ("tag_cents", "B", "tag", "zero", "<answer>$50.00</answer>", "R1-Zero tag: a dollar sign and cents"),
        ("r1_inline_box_dollar", "B", "boxed", "r1", "Ben pays \\(\\boxed{\\$50}\\) for the jacket.", "R1 summary ending in an inline box holding \\$50"),
        ("llama_box_cents", "B", "boxed", "llama", llama_end(r"\$50.00"), "Llama 3 box with an escaped dollar and cents"),
        ("gemma_closing", "B", "final_answer_phrase", "gemma", "**Answer:** Ben pays $50 for the jacket.¶¶Let me know if you have any other questions!", "'**Answer:**' sentence, then a closing remark to the user"),
        ("tag_sentence_dollars", "B", "tag", "zero", "<answer>Ben pays 50 dollars.</answer>", "R1-Zero tag holding a sentence with the word dollars"),
        ("gpt_bracket_less", "B", "prose_sentence", "gpt", "Ben pays **$50** (that's $30 less than the original price).", "the value, then a bracketed remark naming the saving, $30"),
        ("r1_bold_then_box", "B", "boxed", "r1", "Ben pays **$50** for the jacket.¶¶" + r1final("50"), "a bold sentence, then R1's **Final Answer** box"),
        ("gpt_coupon_first", "A", "prose_sentence", "gpt_bad", "Ben pays **$52.50** for the jacket.", "the coupon applied before the discount (52.50)"),
        ("tag_savings", "A", "tag", "zero", "<answer>$30.00</answer>", "the total saving (30), not the price paid"),
     ]),
]
MPROBS = [
    ("rectangle", "120",
     "A rectangle has a perimeter of 46 centimeters and a length of 15 centimeters. What is the area of the rectangle, in square centimeters?",
     {
        "minerva": r"""Solution: The perimeter of a rectangle is $2(\ell + w)$, so $2(15 + w) = 46$. Dividing by $2$ gives $15 + w = 23$, so the width is $w = 8$ centimeters. The area is then $\ell w = 15 \cdot 8 = 120$ square centimeters. As a check, $2(15 + 8) = 2 \cdot 23 = 46$, which is the given perimeter.
""",
        "qmath": r"""To find the area of the rectangle, we first need its width. The perimeter \(P\) of a rectangle with length \(l\) and width \(w\) is
\[
P = 2l + 2w.
\]
Substituting \(P = 46\) and \(l = 15\):
\[
46 = 2(15) + 2w \implies 46 = 30 + 2w \implies 2w = 16 \implies w = 8.
\]
The area \(A\) is
\[
A = l \times w = 15 \times 8 = 120.
\]
""",
        "llama": llama(
            ("Recall the formula for the perimeter of a rectangle", "The perimeter of a rectangle is given by $P = 2l + 2w$, where $l$ is the length and $w$ is the width."),
            ("Solve for the width", "Substituting $P = 46$ and $l = 15$, we get $46 = 30 + 2w$, so $2w = 16$ and $w = 8$."),
            ("Calculate the area", "The area of the rectangle is $A = lw = 15 \\cdot 8 = 120$."),
        ),
        "r1": th("""Perimeter 46, length 15. Perimeter = 2(l + w), so l + w = 23, w = 8.

Area = 15 × 8 = 120. Square centimeters.

Check: 2(15 + 8) = 46. Yes.
""") + r"""
The perimeter of a rectangle is \(2(\ell + w)\). With \(\ell = 15\), the perimeter gives \(2(15 + w) = 46\), so \(15 + w = 23\) and \(w = 8\) cm. The area is then \(15 \times 8 = 120\) cm\(^2\).

""",
        "zero": th("""The rectangle has perimeter 46 cm and length 15 cm. Perimeter is 2 times (length + width). 46 / 2 = 23, so length + width = 23, and width = 23 − 15 = 8. Area = length × width = 15 × 8 = 120 square centimeters. The question asks for the area, not the width. Check: 2 × (15 + 8) = 46. Good.
"""),
        "gpt": r"""The area of a rectangle is its length times its width, so we first use the perimeter to find the width.

- **Perimeter:** \( 2(\ell + w) = 46 \Rightarrow \ell + w = 23 \)
- **Width:** \( w = 23 - 15 = 8 \) cm
- **Area:** \( \ell \times w = 15 \times 8 = 120 \)
- **Check:** \( 2(15 + 8) = 46 \) ✓

""",
        "qwen": r"""To find the area of the rectangle, we need both its length and its width.

1. **Find the width:**
   The perimeter of a rectangle is \( 2(\text{length} + \text{width}) \), so
   \[
   2(15 + w) = 46 \implies 15 + w = 23 \implies w = 8 \text{ cm}
   \]

2. **Find the area:**
   \[
   \text{Area} = 15 \times 8 = 120 \text{ cm}^2
   \]

""",
     },
     [
        ("minerva_cm2", "B", "minerva", "minerva", minerva_end(r"$120 \text{ cm}^2$"), "Minerva closing with \\text{ cm}^2"),
        ("qbox_cm2", "B", "boxed", "qmath", qbox(r"120 \text{ cm}^2"), "Qwen2.5-Math box with \\text{ cm}^2"),
        ("llama_square_cm", "B", "boxed", "llama", llama_end(r"120 \text{ square centimeters}"), "Llama 3 box with the unit in words"),
        ("r1_cm2", "B", "boxed", "r1", r1final(r"120\ \text{cm}^2"), "R1 box with '\\ \\text{cm}^2'"),
        ("tag_sup", "B", "tag", "zero", "<answer>120 cm²</answer>", "R1-Zero tag: a unicode superscript in cm²"),
        ("gpt_sentence_words", "B", "prose_sentence", "gpt", "Therefore, the area of the rectangle is **120 square centimeters**.", "a closing sentence with the unit in words in bold"),
        ("qwen_heading_sentence", "B", "answer_heading", "qwen", "### Final Answer¶The area of the rectangle is \\(\\boxed{120}\\) square centimeters.", "'### Final Answer' heading, then a sentence with an inline box"),
        ("minerva_bracket", "B", "prose_sentence", "minerva", "The area is $120$ square centimeters (a $15$ cm by $8$ cm rectangle).", "the value, then a bracketed description naming 15 and 8"),
        ("qbox_cm", "A", "boxed", "qmath", qbox(r"120 \text{ cm}"), "a length unit for an area"),
        ("minerva_retract", "A", "prose_sentence", "minerva", "The area is $120$ square centimeters (a $15$ cm by $8$ cm rectangle).¶¶Wait, the width is $46 - 2 \\cdot 15 = 16$, so the area is $15 \\cdot 16 = 240$ square centimeters.", "the right answer, then a retraction with a slip (the width not halved): 240"),
     ]),
    ("fraction", r"\frac{7}{12}",
     r"Simplify $\frac{84}{144}$.",
     {
        "qmath": r"""To simplify the fraction \(\frac{84}{144}\), we need to find the greatest common divisor (GCD) of 84 and 144.

The prime factorization of 84 is \(2^2 \times 3 \times 7\), and the prime factorization of 144 is \(2^4 \times 3^2\). The GCD takes the lowest power of each common prime: \(2^2 \times 3 = 12\).

Dividing the numerator and the denominator by 12:
\[
\frac{84}{144} = \frac{84 \div 12}{144 \div 12} = \frac{7}{12}.
\]
""",
        "minerva": r"""Solution: Both $84$ and $144$ are divisible by $12$: $84 = 12 \cdot 7$ and $144 = 12 \cdot 12$. Therefore $\frac{84}{144} = \frac{12 \cdot 7}{12 \cdot 12} = \frac{7}{12}$. Since $7$ is prime and does not divide $12$, the fraction $\frac{7}{12}$ is in lowest terms. As a decimal it is $0.58\overline{3}$.
""",
        "zero": th("""I need to reduce 84/144 to lowest terms. 84 and 144 are both even, and both are divisible by 3 too. Both divisible by 12: 84 / 12 = 7, 144 / 12 = 12. So 7/12. 7 is prime and doesn't divide 12, so it's fully simplified. Could also go step by step: 84/144 = 42/72 = 21/36 = 7/12. Same.
"""),
        "r1": th("""Simplify 84/144. GCD of 84 and 144. 84 = 4 · 21 = 2² · 3 · 7. 144 = 12² = 2⁴ · 3². Common part: 2² · 3 = 12.

84 / 12 = 7 and 144 / 12 = 12, so 7/12.

Check: 7 × 12 = 84, 12 × 12 = 144. Good.
""") + r"""
The greatest common divisor of \(84 = 2^2 \cdot 3 \cdot 7\) and \(144 = 2^4 \cdot 3^2\) is \(12\). Dividing the numerator and denominator by \(12\):

\[
\frac{84}{144} = \frac{7}{12}
\]

""",
        "llama": llama(
            ("Find the greatest common divisor of 84 and 144", "The factors of 84 are 1, 2, 3, 4, 6, 7, 12, 14, 21, 28, 42, 84. The largest of these that also divides 144 is 12."),
            ("Divide the numerator and the denominator by the GCD", "$\\frac{84 \\div 12}{144 \\div 12} = \\frac{7}{12}$."),
        ),
        "gpt": r"""To simplify \( \frac{84}{144} \), divide the numerator and the denominator by their greatest common divisor.

- \( 84 = 2^2 \cdot 3 \cdot 7 \)
- \( 144 = 2^4 \cdot 3^2 \)
- \( \gcd(84, 144) = 2^2 \cdot 3 = 12 \)

\[
\frac{84}{144} = \frac{84 \div 12}{144 \div 12} = \frac{7}{12}
\]

""",
     },
     [
        ("qbox_dfrac", "B", "boxed", "qmath", qbox(r"\dfrac{7}{12}"), "Qwen2.5-Math box with \\dfrac"),
        ("minerva_slash", "B", "minerva", "minerva", minerva_end("$7/12$"), "Minerva closing with a slash fraction"),
        ("tag_slash", "B", "tag", "zero", "<answer>7/12</answer>", "R1-Zero tag: a slash fraction"),
        ("r1_frac", "B", "boxed", "r1", r1final(r"\frac{7}{12}"), "R1 **Final Answer** box"),
        ("llama_frac", "B", "boxed", "llama", llama_end(r"\frac{7}{12}"), "Llama 3 closing box"),
        ("minerva_bracket", "B", "prose_sentence", "minerva", "So $\\frac{84}{144}$ simplifies to $\\frac{7}{12}$ (dividing the numerator and the denominator by their greatest common divisor, $12$).", "the value, then a bracketed explanation ending on 12"),
        ("gpt_bold_label", "B", "final_answer_phrase", "gpt", "**Answer:** \\( \\frac{7}{12} \\)", "a bold '**Answer:**' label, then the fraction"),
        ("qbox_check", "B", "boxed", "qmath", qbox(r"\frac{7}{12}") + "¶¶Check: \\(7 \\times 12 = 84\\) and \\(12 \\times 12 = 144\\). ✓", "the box, then a check line ending on 144"),
        ("qbox_reciprocal", "A", "boxed", "qmath", r"Writing the larger number on top, the fraction becomes \(\frac{12}{7}\).¶" + qbox(r"\frac{12}{7}"), "the reciprocal"),
        ("minerva_rounded", "A", "minerva", "minerva", minerva_end("$0.58$"), "a rounded decimal for the exact fraction (7/12 = 0.58333...)"),
     ]),
    ("angles", "105",
     "The measures of the angles of a triangle are in the ratio $2:3:7$. What is the number of degrees in the largest of these angles?",
     {
        "qmath": r"""Let the measures of the angles be \(2x\), \(3x\), and \(7x\). The sum of the angles in a triangle is \(180^\circ\), so
\[
2x + 3x + 7x = 180^\circ \implies 12x = 180^\circ \implies x = 15^\circ.
\]
The largest angle is
\[
7x = 7 \times 15^\circ = 105^\circ.
\]
The other two angles are \(30^\circ\) and \(45^\circ\).
""",
        "minerva": r"""Solution: Let the angles be $2k$, $3k$ and $7k$ degrees. Since the angles of a triangle add up to $180$ degrees, $12k = 180$, so $k = 15$. The angles are $30$, $45$ and $105$ degrees, and the largest is $7 \cdot 15 = 105$ degrees. Indeed $30 + 45 + 105 = 180$.
""",
        "zero": th("""The angles are in the ratio 2:3:7, and the angles of a triangle sum to 180 degrees. Ratio 2:3:7, total 12 parts. 180 / 12 = 15 degrees per part. Largest = 7 × 15 = 105 degrees. Others: 30 and 45. Sum: 30 + 45 + 105 = 180. Good. So the largest angle is 105 degrees.
"""),
        "r1": th("""Angles in ratio 2:3:7. Sum of parts: 12. Each part: 180 / 12 = 15 degrees.

Largest: 7 parts = 105 degrees. The others are 30 and 45. Check: 30 + 45 + 105 = 180.

So it's an obtuse triangle with largest angle 105.
""") + r"""
Write the angles as \(2k\), \(3k\), \(7k\). Then \(12k = 180^\circ\), so \(k = 15^\circ\), and the largest angle is \(7k = 105^\circ\).

""",
        "llama": llama(
            ("Express the angles using the ratio", "Let the angles be $2x$, $3x$, and $7x$."),
            ("Use the angle sum of a triangle", "$2x + 3x + 7x = 180$, so $12x = 180$ and $x = 15$."),
            ("Find the largest angle", "The largest angle is $7x = 7 \\cdot 15 = 105$ degrees."),
        ),
        "gpt": r"""The angles are in the ratio \(2:3:7\), so together they make \(2 + 3 + 7 = 12\) equal parts.

Since the angles of a triangle add up to \(180^\circ\), each part is
\[
\frac{180^\circ}{12} = 15^\circ.
\]

The largest angle has 7 parts: \(7 \times 15^\circ = 105^\circ\), and the other two are \(30^\circ\) and \(45^\circ\).

""",
     },
     [
        ("qbox_circ", "B", "boxed", "qmath", qbox(r"105^\circ"), "Qwen2.5-Math box with ^\\circ"),
        ("minerva_circ_braces", "B", "minerva", "minerva", minerva_end(r"$105^{\circ}$"), "Minerva closing with ^{\\circ}"),
        ("tag_glyph", "B", "tag", "zero", "<answer>105°</answer>", "R1-Zero tag: the unicode degree sign"),
        ("r1_plain", "B", "boxed", "r1", r1final("105"), "R1 **Final Answer** box with the bare number"),
        ("llama_degrees", "B", "boxed", "llama", llama_end(r"105 \text{ degrees}"), "Llama 3 box with \\text{ degrees}"),
        ("minerva_bracket", "B", "prose_sentence", "minerva", "Therefore, the largest angle measures $105$ degrees (the angles are $30^\\circ$, $45^\\circ$ and $105^\\circ$).", "the value, then the three angles in brackets"),
        ("gpt_bold_sentence", "B", "bare_last_line", "gpt", "**The largest angle measures 105°.**", "a whole bold sentence as the last line, with °"),
        ("gpt_table_last_row", "B", "bare_last_line", "gpt", "| Angle | Parts | Measure |¶|---|---|---|¶| Smallest | 2 | 30° |¶| Middle | 3 | 45° |¶| **Largest** | **7** | **105°** |", "a table whose last row is the largest angle asked"),
        ("qbox_smallest", "A", "boxed", "qmath", r"The smallest angle is \(2x = 30^\circ\).¶" + qbox(r"30^\circ"), "the smallest angle (30), stated and boxed"),
        ("minerva_exterior", "A", "minerva", "minerva", r"The exterior angle next to the largest angle is $180 - 105 = 75$ degrees.¶" + minerva_end(r"$75^\circ$"), "the exterior angle at the largest angle (75), stated and given as the final answer"),
     ]),
]
# fmt: on


def cases_of(problems, maker, prefix):  # noqa: ANN001, ANN201
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; text = the working of the
    probe's style + the final, or the final alone where the style is "@"; "¶" in a final is a
    newline. Kind A probes whose form is "truncated" are no_answer, the other kind A wrong."""
    cases = []
    for key, gold, _question, works, probes in problems:
        for suffix, kind, form, style, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form == "truncated" else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            final = final.replace("¶", "\n")
            text = final if style == "@" else works[style] + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


CASES = cases_of(GPROBS, g, "g") + cases_of(MPROBS, m, "m")

DECISIONS = {
    "g_stickers_gpt_bold_more": (
        "reject",
        "the question asks how many fewer stickers Leo has than Sam; 'Leo has 56 more stickers "
        "than Sam' gives the right size of the difference but says Leo is ahead, which is false "
        "(Leo has 38, Sam 94): the sentence states another quantity, like 'more' where the level is "
        "asked, so the answer is wrong although its number equals the gold",
    ),
    "ok_g_marbles_fewshot_invented_qa": (
        "accept",
        "a base-model few-shot continuation commits to 'The answer is 71.' for the question asked "
        "and then invents a new 'Q:/A:' pair with its own 'The answer is 28.'; the 28 answers the "
        "invented question, not the one asked (corpus/README.md, public_heldout3: text after the "
        "committed answer, an invented turn or a self-set question, does not count), so the last "
        "answer to the question asked is 71",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam242", CASES, [], DECISIONS)
