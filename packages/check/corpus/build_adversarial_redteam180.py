r"""Build adversarial_redteam180.jsonl: round 180 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam180"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam171.py / 173.py / 175.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 120 GSM8K and 120 MATH, 120 kind A and 120 kind B: THE
ANSWER PHRASE AND ITS SURROUNDINGS, set inside realistic completions of small RL-trained models
(`<think>` block then an `<answer>` tag, '####' lines), instruct models (markdown steps, `\[ \]`
display math, Qwen's / Llama's / Minerva's closing lines, R1's "**Final Answer**" block) and base
models (plain prose, "The answer is N."). Answer tags whose content is a sentence, an equation, a
box, a unit, a currency, markdown, LaTeX `\text{}` or a value with a note in brackets; unclosed
tags, repeated tags, an empty tag followed by the answer in prose; answer phrases with trailing
words, inside `\text{}`, in bold, after '####' ("So the answer is #### 30", "Final Answer: #### 107",
"#### 60 dollars", '####' then the value on the next line), "Answer: 30 apples", "ANSWER: $45.",
"Therefore, the answer is: **29 years**"; values in words, a value and its word together.
Kind B: the right value in those shapes. Kind A: the same shapes holding a hedge ("about $60",
"30?", "roughly 63", "x ≈ 6"), a bound ("at least 107", "107+", "≥ 135", "at most $60"), a
negation ("not 45 but 60"), an alternative ("30 or 31", "1/6 or 1/36"), a subtotal, a given or the
complement, the gold as an intermediate with a different later final, the gold only inside a
quoted example, a format example or a self-set new problem, a tag holding the question or 'N/A'
(no_answer), a wrong unit ("45 cents" for a dollar gold worked in dollars, "42 square feet",
"120 radians", "4.5 minutes"), exact against decimal in MATH (1/6 vs 0.17 / 0.167; 2/3 vs 0.67 /
0.667; \sqrt{3} vs 1.732), near zero (gold 0 vs -1.2246467991473532e-16 and 10^{-12}), and cuts.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 6 bags of 7 apples, 12 given away -> 30 (42 total); 4 shirts at $15, one returned -> 45 (60
before the refund; 15 the refund); 3 buses of 40 seats, 13 empty -> 107 (120 seats; 101 with 6
teachers); 25 pages a day for 6 days then 14 -> 164 (150 subtotal; 178 double-counted; 175); $18 an
hour for 7.5 hours -> 135 (126 for 7 hours); 5 trays of 24 cookies, 3/4 sold -> 90 (120 baked; 30
left); $80 jacket at 25% off -> 60 (20 discount; 75%); 14 quarters and 20 dimes, dollars -> 5.5
(3.50 + 2.00; 550 cents; 34 coins); 12 by 9 ft garden fence -> 42 (2 x 21; 108 area; 21 half);
9 eggs a day for a week -> 63 (5 dozen = 60; 45 for 5 days); Kim 8, Ben 3 times, Ben in 5 years ->
29 (24 now; Kim 13; 39 = 3 x 13); 240 miles at 60 mph plus a 30-minute stop -> 4.5 hours (4 driving;
270 minutes; 5 with two stops).
MATH: 3x - 7 = 11 -> 6 (3x = 18); y = 2x + 3 meets y = -x + 12 -> (3,9) (3x = 9; y = 9; -3 + 12 =
9); P(two dice sum 7) -> \frac{1}{6} (6 of 36; 1/36; 0.1667); 40 minutes as a fraction of an hour ->
\frac{2}{3} (40/60; 3/2; 1/3); space diagonal of a unit cube -> \sqrt{3} (sqrt(1+1+1) = 1.7320...;
\sqrt{2} the face diagonal); \tan 180^\circ -> 0 (0 / -1; floating tan(pi) = -1.2246467991473532e-16);
x^2 - 5x + 6 = 0 -> 2, 3 ((x-2)(x-3); sum 5); x^2 < 9 -> (-3,3) (|x| < 3; closed [-3,3] wrong);
1 + 3 + ... + 19 -> 100 (10 terms, 10^2; 5 pairs of 20; 81 = 9^2); \log_2 64 -> 6 (2^6 = 64; 32;
8); (2+i)(3-i) -> 7+i (6 - 2i + 3i + 1; 5 + i with i^2 = +1; (7+i)(7-i) = 50); interior angle of a
regular hexagon -> 120 (180 x 4 = 720; 720 / 6; exterior 60; 108 the pentagon's).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
notation (tag_sentence / tag_eq / tag_box / tag_bold_noun / tag_note / tag_unclosed / repeat_tags /
empty_then_prose / hash_after_phrase / final_hash / hash_newline / answer_caps / bold_therefore /
words / tag_word / exact_approx / unreduced / repeating ...). Kind A shapes name the error (total /
subtotal names, hedge_q / approx / roughly / at_least / plus / geq / upper_bound / range / or / alt /
not / negation / intermediate / retract_after / self_problem / new_problem / quoted / example_tag /
question_tag / na / cents / sq_ft / minutes / radians / decimal / dec2 / dec3 / float / tiny / cut
...). Kind A: truth wrong, or no_answer where the form is `truncated`, `none` or `no_answer`; kind B:
truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171, 173 and 175): the LAST final
answer counts (the tag or the last box where there is one; the concluding sentence otherwise), and
the final answer of a thinking completion is the one after `</think>`. A tag's content is read as
an answer phrase: a sentence, an equation whose right side is the value ("x = 6", "120 - 13 =
107", "10^2 = 100"), a box, bold, a unit or currency, `\text{}` or a bracketed note that does not
change the value ("45 (after the refund)") all hold the value; an unclosed tag whose value is
complete (a noun follows it) holds it; an empty tag followed by "The answer is 29." answers in the
prose. A right exact value followed by its approximation ("\frac{1}{6} \approx 0.167",
"\boxed{\sqrt{3}} (approximately 1.732)") is correct; a decimal alone for an exact MATH gold
(0.17, 0.167, 0.67, 0.667, 1.732, 1.73) is wrong, as is a floating residue or 10^{-12} for 0. Values
equal in another form are correct (\frac{6}{36}, 0.\overline{6}, 3^{1/2}, i + 7, 7 + 1i, 3, 2 for
2, 3, "$5.50" and "five dollars and fifty cents" for 5.5, "4 hours and 30 minutes" for 4.5). Wrong:
a hedge ("about", "roughly", "≈", "?"), a bound ("at least", "+", "≥", "at most"), a range, two
values ("or"), a negation that names another value, a subtotal / given / complement / the other
coordinate, a value left in another unit (550 cents for dollars, 270 minutes for hours) or given a
wrong unit ("45 cents", "42 square feet", "120 radians"), the gold only as an intermediate with a
later different final, or only inside a quotation, a format example or a self-set problem. A tag
holding the question or 'N/A', a refusal, and a cut before the value are no_answer. Debatable (3,
with DECISIONS): `ok_g_fence_hash_newline` ('####' with the value on the next line, accepted),
`ok_m_roots_tag_or` ("x = 2 or x = 3" for the solution list 2, 3, accepted), `ok_m_tan_minus_zero`
(\boxed{-0} for 0, accepted).

Usage: python build_adversarial_redteam180.py (writes adversarial_redteam180.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, llama_end, m, minerva_end, probe_table, qwen_end, r1final, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, instruct working, think block, [(suffix, kind, form, final, note[, debatable]), ...]).
# A final opening "T:" follows the think block (<think>...</think>); one opening "@" is the whole
# completion (without the "@"); any other final follows the instruct working. "¶" in a final is a
# newline. Kind A probes whose form is "truncated", "none" or "no_answer" are no_answer, the other kind A wrong.
GPROBS = [
    ("apples", "30",
     "Mia picks 6 bags of apples with 7 apples in each bag. She gives 12 apples to her neighbours. How many apples does she have left?",
     r"""Let's solve this step by step.

**Step 1: Find the total number of apples picked.**
\[ 6 \times 7 = 42 \]

**Step 2: Subtract the apples given away.**
\[ 42 - 12 = 30 \]

So Mia has 30 apples left after giving 12 to her neighbours.

""",
     r"""<think>
Mia picks 6 bags, 7 apples each. 6 * 7 = 42 apples in total.
She gives away 12 apples. 42 - 12 = 30.
Check: 30 + 12 = 42. Yes. So she has 30 left, not 42 (that is before giving any away).
</think>
""",
     [
        ("tag_sentence", "B", "tag", "T:<answer>The answer is 30.</answer>", "a sentence inside the tag"),
        ("tag_bold_noun", "B", "tag", "T:<answer>**30** apples</answer>", "bold value and the counted noun in the tag"),
        ("tag_unclosed", "B", "tag", "T:<answer>30 apples", "unclosed tag, value complete (the noun follows it)"),
        ("answer_colon_noun", "B", "A_colon", "Answer: 30 apples", "'Answer: 30 apples'"),
        ("hash_after_phrase", "B", "hash", "So the answer is #### 30", "'So the answer is #### 30'"),
        ("total_tag", "A", "tag", "T:<answer>42</answer>", "the total before giving any away"),
        ("hedge_q", "A", "tag", "T:<answer>30?</answer>", "a question mark: not committed"),
        ("or_next", "A", "answer_is", "The answer is 30 or 31.", "two values"),
        ("question_tag", "A", "no_answer", "T:<answer>How many apples does Mia have left?</answer>", "the tag holds the question: no_answer"),
        ("self_problem", "A", "prose_sentence", "So Mia has 42 apples left.\n\nNow try this one: Ben picks 5 bags of 8 apples and gives away 10. How many are left? The answer is 30.", "the gold only in a self-set new problem; the answer to the question asked is 42"),
     ]),
    ("shirts", "45",
     "Tom buys 4 shirts for $15 each. Later he returns one shirt and gets a full refund. How much money did Tom spend in the end?",
     r"""Tom first pays for 4 shirts:

\[ 4 \times \$15 = \$60 \]

He returns one shirt and gets back its price, \$15:

\[ \$60 - \$15 = \$45 \]

So in the end Tom spent \$45 on the three shirts he kept.

""",
     r"""<think>
Okay, so Tom buys 4 shirts and each one costs $15. That's 4 * 15 = 60 dollars at first.
Then he returns one shirt and gets a full refund, so he gets back the price of one shirt, 15 dollars.
60 - 15 = 45. He keeps 3 shirts, and 3 * 15 = 45, which matches.
So in the end he spent 45 dollars, not 60 (that was before the refund).
</think>
""",
     [
        ("tag_note", "B", "tag", "T:<answer>45 (after the refund)</answer>", "value with a note in brackets"),
        ("tag_dollar", "B", "tag", r"T:<answer>\$45</answer>", "escaped dollar sign in the tag"),
        ("box_text_dollars", "B", "boxed", qwen_end(r"45 \text{ dollars}"), "\\text{ dollars} in the box"),
        ("answer_caps", "B", "A_colon", "ANSWER: $45.", "upper-case 'ANSWER:' and a full stop"),
        ("bold_therefore", "B", "answer_is", "Therefore, the answer is: **$45**", "bold after 'Therefore, the answer is:'"),
        ("before_refund", "A", "tag", "T:<answer>60 (before the refund)</answer>", "the price before the refund, labelled as such"),
        ("cents", "A", "A_colon", "Answer: 45 cents", "a wrong unit: the working is in dollars"),
        ("refund_only", "A", "hash", "Tom got back $15.\n\n#### 15", "the refund amount"),
        ("negation", "A", "answer_is", "The answer is not 45 but 60, because the refund is money he got back later.", "'not 45': the value named is 60"),
        ("empty_tag_cut", "A", "truncated", "T:<answer></answer>\n\nSo Tom spent", "an empty tag then prose cut before the value: no_answer"),
     ]),
    ("buses", "107",
     "A school sends 3 buses on a trip. Each bus has 40 seats. On the trip, 13 seats are empty in total. How many students went on the trip?",
     r"""Let's break the problem into two steps.

**Step 1: Count all the seats.** Each of the 3 buses has 40 seats:

\[ 3 \times 40 = 120 \text{ seats} \]

**Step 2: Remove the empty seats.** 13 seats are empty, and every other seat holds one student:

\[ 120 - 13 = 107 \]

""",
     r"""<think>
Let me think. There are 3 buses and each bus has 40 seats, so the total number of seats is 3 * 40 = 120.
On the trip 13 seats are empty in total, so the number of filled seats is 120 - 13 = 107.
Each filled seat is one student, so 107 students went.
Check: 107 + 13 = 120. Good.
</think>
""",
     [
        ("tag_equation", "B", "tag", "T:<answer>120 - 13 = 107</answer>", "an equation in the tag whose result is the gold"),
        ("tag_students", "B", "tag", "T:<answer>107 students</answer>", "counted noun in the tag"),
        ("final_hash", "B", "hash", "Final Answer: #### 107", "'Final Answer: #### 107'"),
        ("qwen", "B", "boxed", qwen_end("107"), "Qwen closing line"),
        ("words_digits", "B", "answer_is", "The answer is one hundred seven (107) students.", "words and agreeing digits"),
        ("seats", "A", "tag", "T:<answer>120 students</answer>", "the seat count"),
        ("at_least", "A", "answer_is", "The answer is at least 107 students.", "a bound, not a value"),
        ("plus", "A", "tag", "T:<answer>107+</answer>", "'107+': a bound"),
        ("na", "A", "no_answer", "T:<answer>N/A</answer>", "'N/A' in the tag: no_answer"),
        ("retract_after", "A", "prose_sentence", "The answer is 107.\n\nWait, the teachers also ride the buses, and there are 2 teachers per bus, so the number of students is 107 - 6 = 101.", "the gold then a later different final value (101)"),
     ]),
    ("pages", "164",
     "Ava reads 25 pages a day for 6 days. On the seventh day she reads 14 pages and finishes the book. How many pages does the book have?",
     r"""Let's find the number of pages step by step.

**Days 1-6:** Ava reads 25 pages per day for 6 days:

\[ 25 \times 6 = 150 \text{ pages} \]

**Day 7:** she reads the last 14 pages and finishes the book:

\[ 150 + 14 = 164 \text{ pages} \]

""",
     r"""<think>
Okay, Ava reads 25 pages a day for 6 days. 25 * 6 = 150 pages in the first six days.
On the seventh day she reads 14 pages and that finishes the book.
So the whole book is 150 + 14 = 164 pages.
Let me double check: 25 * 6 = 150, yes. 150 + 14 = 164. So the book has 164 pages.
</think>
""",
     [
        ("tag_eq_x", "B", "tag", "T:<answer>pages = 164</answer>", "'pages = 164' in the tag"),
        ("tag_text", "B", "tag", r"T:<answer>$164 \text{ pages}$</answer>", "LaTeX \\text{} unit in the tag"),
        ("repeat_tags", "B", "tag", "T:<answer>164</answer>\n<answer>164</answer>", "the same tag twice"),
        ("llama", "B", "boxed", llama_end("164"), "Llama closing line"),
        ("bare", "B", "bare_last_line", "The book has this many pages:\n\n164", "bare last line"),
        ("six_days", "A", "tag", "T:<answer>150 pages</answer>", "the six-day subtotal"),
        ("approx", "A", "answer_is", "The answer is about 164 pages.", "'about': a hedge on an exact count"),
        ("tags_differ", "A", "tag", "T:<answer>150</answer>\n<answer>164</answer>\n<answer>175</answer>", "three tags with different values; the last is 175"),
        ("intermediate", "A", "prose_sentence", "So far she has read 164 pages. Adding the 14 pages of the last day again, the book has 178 pages.", "the gold as an intermediate; the final is 178"),
        ("cut", "A", "truncated", "T:<answer>16", "tag cut inside the number: no_answer"),
     ]),
    ("painter", "135",
     "A painter earns $18 per hour. On Monday he works 7.5 hours. How much does he earn on Monday?",
     r"""To find how much the painter earns, we multiply his hourly rate by the number of hours he works.

\[ 18 \times 7.5 = 18 \times 7 + 18 \times 0.5 = 126 + 9 = 135 \]

So the painter earns \$135 on Monday.

""",
     r"""<think>
The painter earns $18 per hour and works 7.5 hours on Monday.
Earnings = 18 * 7.5. Let me split it: 18 * 7 = 126, and 18 * 0.5 = 9.
126 + 9 = 135.
Another way: 7.5 * 18 = 7.5 * 20 - 7.5 * 2 = 150 - 15 = 135. Same.
So he earns $135 on Monday.
</think>
""",
     [
        ("tag_currency", "B", "tag", "T:<answer>$135.00</answer>", "dollar sign and cents in the tag"),
        ("tag_box", "B", "tag", r"T:<answer>$\boxed{135}$</answer>", "a box inside the tag"),
        ("minerva", "B", "minerva", minerva_end(r"\$135"), "Minerva line with \\$"),
        ("hash_usd", "B", "hash", "He earns $135 on Monday.\n\n#### $135", "dollar sign after ####"),
        ("answer_words", "B", "answer_is", "The answer is 135 dollars.", "'135 dollars'"),
        ("seven_hours", "A", "tag", "T:<answer>$126</answer>", "7 hours only"),
        ("cents", "A", "answer_is", "The answer is 135 cents.", "wrong unit: the working is in dollars"),
        ("geq", "A", "tag", "T:<answer>≥ 135</answer>", "'≥ 135': a bound"),
        ("rate", "A", "boxed", "The painter's rate is $18 per hour.\n\n" + qwen_end("18"), "the given rate"),
        ("quoted", "A", "none", "@To answer this we need the painter's pay for Monday. His rate is $18 per hour. The final line should follow the expected format, for example 'The answer is 135.' However, the problem does not say whether the 7.5 hours include an unpaid lunch break, so I cannot determine how much he earns and I will not give a final answer.", "the gold only in a quoted format example; the completion declines: no_answer"),
     ]),
    ("cookies", "90",
     "A bakery makes 5 trays of cookies with 24 cookies on each tray. By noon it has sold 3/4 of the cookies. How many cookies has it sold?",
     r"""First, we find how many cookies the bakery makes in total:

\[ 5 \times 24 = 120 \text{ cookies}. \]

By noon it sells three quarters of them:

\[ \frac{3}{4} \times 120 = 90 \]

So 90 cookies were sold, and \(120 - 90 = 30\) are left.

""",
     r"""<think>
5 trays with 24 cookies each, so 5 * 24 = 120 cookies.
It sold 3/4 of the cookies by noon. 120 / 4 = 30, and 3 * 30 = 90.
So 90 were sold and 120 - 90 = 30 are left.
The question asks how many were sold, so the answer is 90, not 30.
</think>
""",
     [
        ("tag_word", "B", "tag", "T:<answer>ninety</answer>", "the number word in the tag"),
        ("tag_word_digits", "B", "tag", "T:<answer>90 (ninety) cookies</answer>", "digits, agreeing word and noun"),
        ("text_box", "B", "boxed", qwen_end(r"\text{90 cookies}"), "value and noun in \\text{} in the box"),
        ("bold_answer", "B", "A_colon", "**Answer:** 90 cookies", "bold 'Answer:'"),
        ("r1", "B", "boxed", "T:The bakery sold 90 cookies by noon.\n\n" + r1final("90"), "R1 final block"),
        ("left", "A", "tag", "T:<answer>30</answer>", "the cookies left, not sold"),
        ("word_wrong", "A", "tag", "T:<answer>nineteen</answer>", "'nineteen' is 19"),
        ("mismatch", "A", "answer_is", "The answer is ninety (60) cookies.", "word and digits disagree"),
        ("total", "A", "hash", "The bakery baked 120 cookies.\n\n#### 120", "the total baked"),
        ("alt", "A", "tag", "T:<answer>90 or 30</answer>", "two values: sold or left"),
     ]),
    ("jacket", "60",
     "A jacket costs $80. It is on sale for 25% off. What is the sale price of the jacket?",
     r"""We need the price after a 25% discount.

**Step 1: Find the discount.**
\[ 25\% \text{ of } \$80 = 0.25 \times 80 = \$20 \]

**Step 2: Subtract it from the original price.**
\[ \$80 - \$20 = \$60 \]

So the jacket costs \$60 on sale.

""",
     r"""<think>
The jacket costs $80 and is 25% off.
25% of 80 = 0.25 * 80 = 20. So the discount is $20.
Sale price = 80 - 20 = 60.
Check: paying 75% of the price, 0.75 * 80 = 60. Same.
So the sale price is $60, the discount is $20.
</think>
""",
     [
        ("tag_sentence_dollar", "B", "tag", "T:<answer>The sale price is $60.</answer>", "a sentence with a dollar value in the tag"),
        ("text_box_dollar", "B", "boxed", r"The sale price is \(\boxed{\$60}\).", "a boxed \\$60 in a sentence"),
        ("final_answer_bold", "B", "final_answer_phrase", "**Final Answer:** The jacket costs **$60** on sale.", "bold final answer sentence"),
        ("hash_dollars", "B", "hash", "#### 60 dollars", "'#### 60 dollars'"),
        ("answer_is_trailing", "B", "answer_is", "The answer is 60 dollars after the discount.", "trailing words after the value"),
        ("discount", "A", "tag", "T:<answer>$20</answer>", "the discount, not the price"),
        ("percent", "A", "answer_is", "The answer is 75%.", "the fraction of the price paid"),
        ("approx", "A", "tag", "T:<answer>about $60</answer>", "'about': hedge on an exact price"),
        ("upper_bound", "A", "answer_is", "The answer is at most $60.", "a bound"),
        ("question_tag", "A", "no_answer", "T:<answer>What is 25% of $80?</answer>", "a question in the tag: no_answer"),
     ]),
    ("coins", "5.5",
     "Sam has 14 quarters and 20 dimes. How many dollars does Sam have?",
     r"""A quarter is worth \$0.25 and a dime is worth \$0.10.

**Quarters:**
\[ 14 \times 0.25 = 3.50 \]

**Dimes:**
\[ 20 \times 0.10 = 2.00 \]

**Total:**
\[ 3.50 + 2.00 = 5.50 \]

So Sam has \$5.50.

""",
     r"""<think>
Sam has 14 quarters and 20 dimes.
14 quarters = 14 * 0.25 = 3.50 dollars.
20 dimes = 20 * 0.10 = 2.00 dollars.
Total 3.50 + 2.00 = 5.50 dollars. In cents that would be 550, but the question asks for dollars, so 5.50.
</think>
""",
     [
        ("tag_dollar_cents", "B", "tag", "T:<answer>$5.50</answer>", "'$5.50' for 5.5"),
        ("tag_sentence", "B", "tag", "T:<answer>Sam has 5.5 dollars.</answer>", "a sentence in the tag"),
        ("words", "B", "prose_sentence", "So Sam has five dollars and fifty cents.", "dollars and cents in words"),
        ("hash", "B", "hash", "#### 5.50", "'#### 5.50'"),
        ("qwen_dollar", "B", "boxed", qwen_end(r"\$5.50"), "Qwen closing line with \\$5.50"),
        ("cents_tag", "A", "tag", "T:<answer>550</answer>", "the value in cents for a dollars question"),
        ("cents_unit", "A", "answer_is", "The answer is 5.50 cents.", "wrong unit"),
        ("quarters", "A", "tag", "T:<answer>$3.50</answer>", "the quarters only"),
        ("coins_count", "A", "hash", "Sam has 34 coins.\n\n#### 34", "the number of coins"),
        ("round", "A", "answer_is", "The answer is about 6 dollars.", "rounded and hedged"),
     ]),
    ("fence", "42",
     "A rectangular garden is 12 feet long and 9 feet wide. How many feet of fencing are needed to go around the garden?",
     r"""The fencing goes all the way around the garden, so we need the perimeter of the rectangle.

\[ P = 2(\ell + w) = 2(12 + 9) = 2 \times 21 = 42 \]

Note that the area, \(12 \times 9 = 108\) square feet, is not what is asked.

""",
     r"""<think>
The garden is a rectangle, 12 feet long and 9 feet wide. Fencing goes around it, so I need the perimeter.
Perimeter = 2 * (12 + 9) = 2 * 21 = 42 feet.
Not the area, which would be 12 * 9 = 108 square feet.
So 42 feet of fencing.
</think>
""",
     [
        ("tag_feet", "B", "tag", "T:<answer>42 feet</answer>", "unit in the tag"),
        ("tag_eq", "B", "tag", "T:<answer>P = 42 ft</answer>", "'P = 42 ft' in the tag"),
        ("box_ft", "B", "boxed", llama_end(r"42 \text{ ft}"), "\\text{ ft} in the box"),
        ("answer_is_feet", "B", "answer_is", "The answer is 42 feet of fencing.", "trailing noun phrase"),
        ("hash_newline", "B", "hash", "So 42 feet of fencing are needed.\n\n####\n42", "'####' then the value on the next line", True),
        ("area", "A", "tag", "T:<answer>108</answer>", "the area"),
        ("half", "A", "answer_is", "The answer is 21 feet.", "half the perimeter"),
        ("sq_ft", "A", "tag", "T:<answer>42 square feet</answer>", "wrong unit: square feet for a length"),
        ("range", "A", "answer_is", "The answer is between 40 and 45 feet.", "a range"),
        ("example_tag", "A", "prose_sentence", "The answer should be written like <answer>42</answer>. The area is 12 * 9 = 108, so the garden needs 108 feet of fencing.", "the gold only in a format example; the final is 108"),
     ]),
    ("eggs", "63",
     "A farmer's hens lay 9 eggs every day. How many eggs do they lay in one week?",
     r"""The hens lay the same number of eggs every day, and there are 7 days in a week.

\[ 9 \times 7 = 63 \]

So the hens lay 63 eggs in one week. (That is 5 dozen and 3 more eggs.) We can check by adding day by day: 9, 18, 27, 36, 45, 54, 63.

""",
     r"""<think>
The hens lay 9 eggs every day. One week has 7 days.
So in one week they lay 9 * 7 = 63 eggs.
Check: 9 * 7 = 63, and 63 = 5 * 12 + 3, so 5 dozen and 3 eggs.
The question asks how many eggs, so 63.
</think>
""",
     [
        ("tag_words", "B", "tag", "T:<answer>sixty-three eggs</answer>", "number words in the tag"),
        ("dozen_three", "B", "prose_sentence", "So the hens lay 63 eggs, that is five dozen and three.", "value then an equal restatement"),
        ("ans_colon", "B", "A_colon", "Answer: 63 eggs.", "'Answer: 63 eggs.'"),
        ("hash_eggs", "B", "hash", "#### 63 eggs", "noun after '####'"),
        ("tag_latex", "B", "tag", r"T:<answer>$9 \times 7 = 63$</answer>", "an equation in LaTeX in the tag"),
        ("day", "A", "tag", "T:<answer>9</answer>", "the daily count"),
        ("dozens", "A", "answer_is", "The answer is 5 dozen.", "5 dozen is 60"),
        ("hedge", "A", "tag", "T:<answer>roughly 63</answer>", "'roughly' on an exact count"),
        ("not", "A", "answer_is", "The answer is not 63, since a week has only 5 working days: 45.", "negation; the value named is 45"),
        ("cut", "A", "truncated", "T:<answer>", "opening tag then nothing: no_answer"),
     ]),
    ("ages", "29",
     "Kim is 8 years old. Ben is 3 times as old as Kim. How old will Ben be in 5 years?",
     r"""Let's solve step by step.

**Step 1: Ben's age now.** Ben is 3 times as old as Kim, who is 8:

\[ 3 \times 8 = 24 \]

**Step 2: Ben's age in 5 years.** Everyone gets 5 years older, so we add 5 to Ben's current age:

\[ 24 + 5 = 29 \]

""",
     r"""<think>
Kim is 8 years old. Ben is 3 times as old, so Ben is 3 * 8 = 24 now.
In 5 years Ben will be 24 + 5 = 29.
Kim will be 8 + 5 = 13 then, but the question asks about Ben, not Kim.
So Ben will be 29.
</think>
""",
     [
        ("tag_years", "B", "tag", "T:<answer>29 years old</answer>", "'years old' in the tag"),
        ("tag_sentence", "B", "tag", "T:<answer>Ben will be 29.</answer>", "a sentence in the tag"),
        ("empty_then_prose", "B", "answer_is", "T:<answer></answer>\n\nThe answer is 29.", "an empty tag, then the answer in prose"),
        ("bold_years", "B", "answer_is", "Therefore, the answer is: **29 years**", "bold value and unit"),
        ("hash", "B", "hash", "In 5 years Ben will be 29 years old.\n#### 29", "'####' line"),
        ("now", "A", "tag", "T:<answer>24</answer>", "Ben's age now"),
        ("kim", "A", "answer_is", "The answer is 13 years old.", "Kim's age in 5 years"),
        ("or", "A", "tag", "T:<answer>29 or 24</answer>", "two values"),
        ("q_mark", "A", "answer_is", "The answer is 29?", "a question, not committed"),
        ("wrong_sum", "A", "boxed", "Ben will be 3 times Kim's future age: 3 x 13 = 39.\n\n" + qwen_end("39"), "multiplied the future age"),
     ]),
    ("trip", "4.5",
     "A family drives 240 miles at an average speed of 60 miles per hour. They also stop for a 30-minute lunch break. How many hours does the whole trip take?",
     r"""**Driving time.** At 60 miles per hour, 240 miles take

\[ \frac{240}{60} = 4 \text{ hours}. \]

**Lunch break.** 30 minutes is half an hour, or 0.5 hours.

**Total time:**

\[ 4 + 0.5 = 4.5 \text{ hours} \]

""",
     r"""<think>
They drive 240 miles at 60 miles per hour. Time = 240 / 60 = 4 hours.
They stop for a 30-minute lunch break. 30 minutes = 0.5 hours.
Total = 4 + 0.5 = 4.5 hours. In minutes that's 270, but the question wants hours.
</think>
""",
     [
        ("tag_hours", "B", "tag", "T:<answer>4.5 hours</answer>", "unit in the tag"),
        ("h_min", "B", "prose_sentence", "So the whole trip takes 4 hours and 30 minutes.", "hours and minutes"),
        ("tag_frac", "B", "tag", r"T:<answer>$4\frac{1}{2}$ hours</answer>", "mixed number in the tag"),
        ("box_text", "B", "boxed", qwen_end(r"4.5 \text{ hours}"), "unit in \\text{} in the box"),
        ("hash", "B", "hash", "#### 4.5", "'####' line"),
        ("drive_only", "A", "tag", "T:<answer>4 hours</answer>", "driving time only"),
        ("minutes", "A", "answer_is", "The answer is 270.", "minutes for an hours question"),
        ("minutes_tag", "A", "tag", "T:<answer>4.5 minutes</answer>", "wrong unit"),
        ("approx", "A", "answer_is", "The answer is about 5 hours.", "rounded and hedged"),
        ("intermediate", "A", "prose_sentence", "The answer is 4.5 hours of travel. But the break happens twice, once each way, so the whole trip takes 5 hours.", "gold then a different final (5)"),
     ]),
]
MPROBS = [
    ("linear", "6",
     r"Solve for $x$: $3x - 7 = 11$.",
     r"""To solve the equation, we isolate \(x\).

**Step 1:** Add 7 to both sides:
\[ 3x - 7 + 7 = 11 + 7 \implies 3x = 18 \]

**Step 2:** Divide both sides by 3:
\[ x = \frac{18}{3} = 6 \]

**Check:** \(3 \cdot 6 - 7 = 18 - 7 = 11\). \checkmark

""",
     r"""<think>
We have 3x - 7 = 11. This is a linear equation, so I just need to isolate x.
Add 7 to both sides: 3x = 18. Divide by 3: x = 6.
Check: 3 * 6 = 18, 18 - 7 = 11. Correct.
So x = 6.
</think>
""",
     [
        ("tag_eq", "B", "tag", "T:<answer>x = 6</answer>", "'x = 6' in the tag"),
        ("tag_sentence", "B", "tag", "T:<answer>The answer is 6.</answer>", "a sentence in the tag"),
        ("box_eq", "B", "boxed", qwen_end("x = 6"), "'x = 6' in the box"),
        ("final_hash", "B", "hash", "Final Answer: #### 6", "'Final Answer: #### 6'"),
        ("word", "B", "answer_is", r"The answer is six, i.e. \(x = 6\).", "word and equation agree"),
        ("intermediate", "A", "tag", "T:<answer>3x = 18</answer>", "an intermediate equation"),
        ("eighteen", "A", "boxed", qwen_end("18"), "3x, not x"),
        ("hedge", "A", "tag", "T:<answer>x ≈ 6</answer>", "'≈': an approximation for an exact root"),
        ("or", "A", "answer_is", r"The answer is \(x = 6\) or \(x = -6\).", "two values"),
        ("new_problem", "A", "prose_sentence", "So x = 4.\n\nExercise: solve 2x + 3 = 15. The answer is x = 6.", "gold only in a self-set exercise; the answer to the question asked is 4"),
     ]),
    ("meet", "(3,9)",
     r"Find the point of intersection of the lines $y = 2x + 3$ and $y = -x + 12$. Enter your answer as an ordered pair.",
     r"""Setting the two expressions for \(y\) equal:

\[ 2x + 3 = -x + 12 \implies 3x = 9 \implies x = 3. \]

Then \(y = 2(3) + 3 = 9\). Check with the second line: \(-3 + 12 = 9\). \checkmark

""",
     r"""<think>
The lines are y = 2x + 3 and y = -x + 12. At the intersection both y's are equal.
2x + 3 = -x + 12 -> 3x = 9 -> x = 3.
y = 2*3 + 3 = 9. Check with the second line: -3 + 12 = 9. Good.
The point is (3, 9).
</think>
""",
     [
        ("tag_box", "B", "tag", r"T:<answer>$\boxed{(3,9)}$</answer>", "a box inside the tag"),
        ("tag_space", "B", "tag", "T:<answer>(3, 9)</answer>", "space after the comma"),
        ("minerva", "B", "minerva", minerva_end("(3,9)"), "Minerva line"),
        ("xy_eq", "B", "answer_is", r"The answer is \((x, y) = (3, 9)\).", "'(x, y) = (3, 9)'"),
        ("llama", "B", "boxed", llama_end(r"\left(3, 9\right)"), "\\left( \\right) in the box"),
        ("x_only", "A", "tag", "T:<answer>3</answer>", "the x-coordinate only"),
        ("swapped", "A", "boxed", qwen_end("(9,3)"), "coordinates swapped"),
        ("x_text", "A", "answer_is", r"The answer is \(x = 3\).", "half of the pair"),
        ("neg_y", "A", "tag", "T:<answer>(3,-9)</answer>", "a sign error"),
        ("question_tag", "A", "no_answer", "T:<answer>Where do the lines meet?</answer>", "a question in the tag: no_answer"),
     ]),
    ("dice", r"\frac{1}{6}",
     r"Two fair six-sided dice are rolled. What is the probability that the sum is 7? Express your answer as a common fraction.",
     r"""There are \(6 \times 6 = 36\) equally likely outcomes. The pairs with sum 7 are

\[ (1,6),\ (2,5),\ (3,4),\ (4,3),\ (5,2),\ (6,1), \]

six in all. So the probability is

\[ \frac{6}{36} = \frac{1}{6}. \]

""",
     r"""<think>
Two dice: 6 * 6 = 36 equally likely outcomes.
Sum 7: (1,6), (2,5), (3,4), (4,3), (5,2), (6,1). That's 6 outcomes.
Probability = 6/36 = 1/6 ≈ 0.1667.
They want a common fraction, so 1/6.
</think>
""",
     [
        ("tag_frac", "B", "tag", r"T:<answer>$\frac{1}{6}$</answer>", "LaTeX fraction in the tag"),
        ("tag_slash", "B", "tag", "T:<answer>1/6</answer>", "plain slash fraction"),
        ("unreduced", "B", "boxed", qwen_end(r"\frac{6}{36}"), "unreduced but equal (README: equal value, other form)"),
        ("dfrac", "B", "boxed", r"The probability is \(\boxed{\dfrac{1}{6}}\).", "\\dfrac in a sentence"),
        ("exact_approx", "B", "answer_is", r"The answer is \(\frac{1}{6} \approx 0.167\).", "exact value with its approximation after"),
        ("decimal2", "A", "tag", "T:<answer>0.17</answer>", "a rounded decimal for an exact fraction"),
        ("decimal3", "A", "boxed", qwen_end("0.167"), "a rounded decimal"),
        ("one_36", "A", "tag", r"T:<answer>$\frac{1}{36}$</answer>", "one outcome only"),
        ("count", "A", "answer_is", "The answer is 6.", "the count of outcomes"),
        ("or", "A", "tag", "T:<answer>1/6 or 1/36</answer>", "two values"),
     ]),
    ("hour", r"\frac{2}{3}",
     r"What fraction of an hour is 40 minutes? Express your answer as a common fraction in lowest terms.",
     r"""An hour has 60 minutes. The fraction of an hour that 40 minutes makes is

\[ \frac{40}{60}. \]

Dividing the numerator and denominator by their greatest common divisor, 20:

\[ \frac{40}{60} = \frac{40 \div 20}{60 \div 20} = \frac{2}{3}. \]

""",
     r"""<think>
One hour is 60 minutes. 40 minutes out of 60 is 40/60.
Simplify: gcd(40, 60) = 20, so 40/60 = 2/3.
As a decimal it's 0.666..., but they want a common fraction in lowest terms, so 2/3.
</think>
""",
     [
        ("tag_text_frac", "B", "tag", r"T:<answer>$\frac{2}{3}$ of an hour</answer>", "fraction with trailing words in the tag"),
        ("repeating", "B", "answer_is", r"The answer is \(0.\overline{6}\), which is \(\frac{2}{3}\).", "repeating decimal equal to the gold, with the fraction"),
        ("box_sentence", "B", "boxed", r"So 40 minutes is \(\boxed{\frac{2}{3}}\) of an hour.", "box inside a sentence"),
        ("words", "B", "prose_sentence", "So 40 minutes is two thirds of an hour.", "'two thirds' in words"),
        ("r1", "B", "boxed", "T:" + r1final(r"\frac{2}{3}"), "R1 final block"),
        ("dec2", "A", "tag", "T:<answer>0.67</answer>", "a rounded decimal"),
        ("dec3", "A", "boxed", qwen_end("0.667"), "a rounded decimal"),
        ("recip", "A", "tag", r"T:<answer>$\frac{3}{2}$</answer>", "the reciprocal"),
        ("percent", "A", "answer_is", "The answer is 66%.", "a truncated percent"),
        ("complement", "A", "prose_sentence", r"So the remaining part of the hour is \(\frac{1}{3}\).", "the complement as the last value"),
     ]),
    ("diag", r"\sqrt{3}",
     r"What is the length of the space diagonal of a cube with edge length 1? Express your answer in simplest radical form.",
     r"""For a cube with edge \(s\), the space diagonal is \(s\sqrt{3}\). Directly:

\[ d = \sqrt{1^2 + 1^2 + 1^2} = \sqrt{3}. \]

(The face diagonal would be \(\sqrt{2}\); the space diagonal is longer, as it should be.)

""",
     r"""<think>
Cube with edge 1. The space diagonal goes from one corner to the opposite corner.
d = sqrt(1^2 + 1^2 + 1^2) = sqrt(3) ≈ 1.732.
The face diagonal would be sqrt(2), but that's not what's asked.
Simplest radical form: sqrt(3).
</think>
""",
     [
        ("tag_sqrt", "B", "tag", r"T:<answer>$\sqrt{3}$</answer>", "LaTeX root in the tag"),
        ("tag_plain", "B", "tag", "T:<answer>sqrt(3)</answer>", "plain-text root"),
        ("box_then_approx", "B", "boxed", r"The space diagonal is \(\boxed{\sqrt{3}}\) (approximately 1.732).", "boxed exact value with an approximation in brackets"),
        ("d_eq", "B", "answer_is", r"The answer is \(d = \sqrt{3}\).", "'d = \\sqrt{3}'"),
        ("power", "B", "boxed", qwen_end(r"3^{1/2}"), "equal value as a power"),
        ("decimal", "A", "tag", "T:<answer>1.732</answer>", "a decimal for an exact radical"),
        ("decimal_box", "A", "boxed", qwen_end("1.73"), "a decimal"),
        ("face", "A", "tag", r"T:<answer>$\sqrt{2}$</answer>", "the face diagonal"),
        ("squared", "A", "answer_is", "The answer is 3.", "the square of the diagonal"),
        ("approx_sym", "A", "boxed", llama_end(r"\approx 1.732"), "only an approximation in the box"),
     ]),
    ("tan", "0",
     r"Compute $\tan 180^\circ$.",
     r"""We use the definition of tangent as sine over cosine. On the unit circle, the point at \(180^\circ\) is \((-1, 0)\), so \(\sin 180^\circ = 0\) and \(\cos 180^\circ = -1\). Therefore

\[ \tan 180^\circ = \frac{\sin 180^\circ}{\cos 180^\circ} = \frac{0}{-1} = 0. \]

""",
     r"""<think>
tan 180 degrees. The point on the unit circle at 180 degrees is (-1, 0).
So sin 180 = 0 and cos 180 = -1.
tan 180 = sin / cos = 0 / -1 = 0.
The tangent has period 180 degrees, and tan 0 = 0, so that agrees.
</think>
""",
     [
        ("tag", "B", "tag", "T:<answer>0</answer>", "plain zero in the tag"),
        ("tag_eq", "B", "tag", r"T:<answer>$\tan 180^\circ = 0$</answer>", "an equation ending in the gold"),
        ("minus_zero", "B", "boxed", qwen_end("-0"), "-0 equals 0", True),
        ("word", "B", "answer_is", "The answer is zero.", "'zero' in words"),
        ("final_is", "B", "minerva", minerva_end("0"), "Minerva line"),
        ("float", "A", "tag", "T:<answer>-1.2246467991473532e-16</answer>", "a floating-point residue, not exact 0"),
        ("tiny", "A", "boxed", qwen_end(r"10^{-12}"), "a tiny nonzero value"),
        ("undefined", "A", "answer_is", "The answer is undefined.", "wrong: tangent is defined at 180 degrees"),
        ("minus_one", "A", "tag", "T:<answer>-1</answer>", "cos 180, not tan"),
        ("approx", "A", "answer_is", "The answer is approximately 0.", "'approximately': a hedge on an exact value"),
     ]),
    ("roots", "2, 3",
     r"Find all solutions to $x^2 - 5x + 6 = 0$. Enter all the solutions, separated by commas.",
     r"""We look for two numbers whose product is 6 and whose sum is 5: they are 2 and 3. So

\[ x^2 - 5x + 6 = (x - 2)(x - 3) = 0. \]

So \(x = 2\) or \(x = 3\). Both check: \(4 - 10 + 6 = 0\) and \(9 - 15 + 6 = 0\).

""",
     r"""<think>
x^2 - 5x + 6 = 0. Two numbers that multiply to 6 and add to 5: 2 and 3.
So (x - 2)(x - 3) = 0, roots x = 2 and x = 3.
Check: 4 - 10 + 6 = 0, 9 - 15 + 6 = 0. Both work.
Sum of roots 5, product 6, matches Vieta.
</think>
""",
     [
        ("tag_list", "B", "tag", "T:<answer>2, 3</answer>", "the list in the tag"),
        ("tag_or", "B", "tag", "T:<answer>x = 2 or x = 3</answer>", "both roots joined by 'or' (a list of solutions, not a hedge)", True),
        ("box_reversed", "B", "boxed", qwen_end("3, 2"), "the roots in the other order"),
        ("set", "B", "answer_is", r"The answer is \(\{2, 3\}\).", "a set"),
        ("and_words", "B", "prose_sentence", "So the solutions are x = 2 and x = 3.", "'and' between the roots"),
        ("one_root", "A", "tag", "T:<answer>2</answer>", "one root only"),
        ("signs", "A", "boxed", qwen_end("-2, -3"), "sign error"),
        ("sum", "A", "tag", "T:<answer>5</answer>", "the sum of the roots"),
        ("factor", "A", "answer_is", r"The answer is \((x-2)(x-3)\).", "the factorisation, not the solutions"),
        ("cut", "A", "truncated", "T:<answer>2,", "cut after the first root: no_answer"),
     ]),
    ("ineq", "(-3,3)",
     r"Solve $x^2 < 9$. Express your answer in interval notation.",
     r"""Taking square roots of both sides of \(x^2 < 9\) gives

\[ x^2 < 9 \iff |x| < 3 \iff -3 < x < 3. \]

The endpoints \(x = \pm 3\) are not included because the inequality is strict (\(3^2 = 9\) is not less than 9).

""",
     r"""<think>
x^2 < 9. So |x| < 3, which means -3 < x < 3.
The inequality is strict, so x = 3 and x = -3 are not included (9 < 9 is false).
Interval notation: open interval (-3, 3).
</think>
""",
     [
        ("tag_interval", "B", "tag", "T:<answer>(-3, 3)</answer>", "the interval in the tag"),
        ("tag_in", "B", "tag", r"T:<answer>$x \in (-3,3)$</answer>", "'x \\in (-3,3)'"),
        ("box", "B", "boxed", llama_end("(-3,3)"), "Llama line"),
        ("chain", "B", "answer_is", r"The answer is \(-3 < x < 3\), i.e. \((-3, 3)\).", "the chain then the interval"),
        ("hash", "B", "hash", "#### (-3, 3)", "interval after '####'"),
        ("closed", "A", "tag", "T:<answer>[-3, 3]</answer>", "closed interval"),
        ("half_line", "A", "boxed", qwen_end(r"(-\infty, 3)"), "only one side"),
        ("x_lt3", "A", "answer_is", r"The answer is \(x < 3\).", "one side only"),
        ("endpoints", "A", "tag", "T:<answer>-3, 3</answer>", "the endpoints as a list"),
        ("union", "A", "boxed", qwen_end(r"(-\infty,-3)\cup(3,\infty)"), "the complement"),
     ]),
    ("odds", "100",
     r"Compute $1 + 3 + 5 + \cdots + 19$.",
     r"""The odd numbers from 1 to 19 are 10 terms. The sum of the first \(n\) odd numbers is \(n^2\), so

\[ 1 + 3 + \cdots + 19 = 10^2 = 100. \]

Check with the pairing method: \(1 + 19 = 20\), five pairs, \(5 \times 20 = 100\).

""",
     r"""<think>
The odd numbers from 1 to 19: 1, 3, 5, 7, 9, 11, 13, 15, 17, 19. That's 10 terms.
The sum of the first n odd numbers is n^2, so 10^2 = 100.
Pairing: 1 + 19 = 20, 3 + 17 = 20, ..., 5 pairs of 20 = 100.
So the sum is 100.
</think>
""",
     [
        ("tag_sentence", "B", "tag", "T:<answer>The sum is 100.</answer>", "a sentence in the tag"),
        ("tag_power", "B", "tag", "T:<answer>10^2 = 100</answer>", "an equation ending in the gold"),
        ("words", "B", "answer_is", "The answer is one hundred.", "number words"),
        ("hope", "B", "boxed", r"The final answer is $\boxed{100}$. I hope it is correct.", "'The final answer is $\\boxed{100}$. I hope it is correct.'"),
        ("text_box", "B", "boxed", r"Thus the sum is \(\boxed{100}\).", "box in a sentence"),
        ("last_term", "A", "tag", "T:<answer>19</answer>", "the last term"),
        ("count", "A", "answer_is", "The answer is 10.", "the number of terms"),
        ("at_least", "A", "tag", "T:<answer>at least 100</answer>", "a bound"),
        ("hedge", "A", "answer_is", "The answer is 100, or maybe 81 if 19 is excluded.", "two values"),
        ("na", "A", "no_answer", "T:<answer>N/A</answer>", "'N/A': no_answer"),
     ]),
    ("log", "6",
     r"Evaluate $\log_2 64$.",
     r"""We want the exponent to which 2 must be raised to give 64. Writing 64 as a power of 2:

\[ 64 = 2 \cdot 2 \cdot 2 \cdot 2 \cdot 2 \cdot 2 = 2^6. \]

Therefore

\[ \log_2 64 = \log_2 2^6 = 6. \]

""",
     r"""<think>
log base 2 of 64 asks: 2 to what power is 64?
2^1 = 2, 2^2 = 4, 2^3 = 8, 2^4 = 16, 2^5 = 32, 2^6 = 64.
So log_2 64 = 6. Check the other way: 64 = 8^2 = (2^3)^2 = 2^6. Yes, 6.
</think>
""",
     [
        ("tag_eq", "B", "tag", r"T:<answer>$\log_2 64 = 6$</answer>", "an equation in the tag"),
        ("tag_word", "B", "tag", "T:<answer>six</answer>", "number word in the tag"),
        ("tag_md", "B", "tag", "T:<answer>**6**</answer>", "bold in the tag"),
        ("answer_caps", "B", "A_colon", "ANSWER: 6.", "'ANSWER: 6.'"),
        ("llama", "B", "boxed", llama_end("6"), "Llama line"),
        ("half", "A", "tag", "T:<answer>32</answer>", "64 / 2"),
        ("sqrt", "A", "boxed", qwen_end("8"), "the square root"),
        ("q", "A", "tag", "T:<answer>6?</answer>", "a question mark"),
        ("power", "A", "answer_is", r"The answer is \(2^6\).", "2^6 is 64, the argument, not the log"),
        ("not", "A", "answer_is", "The answer is not 6 but 5, since 2^5 = 32 is the largest power below 64.", "negation; value named 5"),
     ]),
    ("complex", "7+i",
     r"Simplify $(2+i)(3-i)$.",
     r"""We expand the product using the distributive property (FOIL):

\[ (2+i)(3-i) = 2 \cdot 3 - 2i + 3i - i^2 = 6 + i - i^2. \]

Since \(i^2 = -1\),

\[ 6 + i - (-1) = 7 + i. \]

""",
     r"""<think>
(2 + i)(3 - i). FOIL: 2*3 = 6, 2*(-i) = -2i, i*3 = 3i, i*(-i) = -i^2.
So 6 - 2i + 3i - i^2 = 6 + i - i^2.
i^2 = -1, so -i^2 = +1. Total 7 + i.
Quick check with the modulus: |2+i|^2 |3-i|^2 = 5 * 10 = 50, and |7+i|^2 = 49 + 1 = 50. Good.
</think>
""",
     [
        ("tag", "B", "tag", "T:<answer>7 + i</answer>", "spaces in the tag"),
        ("reorder", "B", "boxed", qwen_end("i + 7"), "terms reordered"),
        ("tag_box", "B", "tag", r"T:<answer>$\boxed{7+i}$</answer>", "box inside the tag"),
        ("answer_is", "B", "answer_is", r"The answer is \(7 + 1i\).", "'7 + 1i'"),
        ("minerva", "B", "minerva", minerva_end("7+i"), "Minerva line"),
        ("sign", "A", "tag", "T:<answer>5 + i</answer>", "i^2 taken as +1"),
        ("real", "A", "boxed", qwen_end("7"), "real part only"),
        ("or", "A", "answer_is", r"The answer is \(7 + i\) or \(7 - i\).", "two values"),
        ("conj", "A", "tag", "T:<answer>7 - i</answer>", "the conjugate"),
        ("intermediate", "A", "prose_sentence", r"First we get \(7 + i\). Multiplying by the conjugate to simplify, the result is \(50\).", "gold as an intermediate, final 50"),
     ]),
    ("hexagon", "120",
     r"What is the measure, in degrees, of each interior angle of a regular hexagon?",
     r"""The sum of the interior angles of an \(n\)-gon is \(180(n-2)\) degrees. For \(n = 6\):

\[ 180 \cdot 4 = 720^\circ. \]

Each of the 6 equal angles is

\[ \frac{720}{6} = 120^\circ. \]

""",
     r"""<think>
A regular hexagon has 6 sides. The sum of interior angles is 180 * (6 - 2) = 180 * 4 = 720 degrees.
Each angle is 720 / 6 = 120 degrees.
Check: the exterior angle is 360 / 6 = 60, and 180 - 60 = 120. Same.
</think>
""",
     [
        ("deg", "B", "boxed", qwen_end(r"120^\circ"), "degree sign in the box"),
        ("tag_degrees", "B", "tag", "T:<answer>120 degrees</answer>", "'degrees' in the tag"),
        ("text_deg", "B", "boxed", llama_end(r"120\text{ degrees}"), "\\text{ degrees} in the box"),
        ("tag_unicode", "B", "tag", "T:<answer>120°</answer>", "unicode degree sign"),
        ("answer_is", "B", "answer_is", "The answer is 120 degrees for each angle.", "trailing words"),
        ("sum", "A", "tag", "T:<answer>720</answer>", "the sum of the angles"),
        ("exterior", "A", "boxed", qwen_end(r"60^\circ"), "the exterior angle"),
        ("radians", "A", "answer_is", "The answer is 120 radians.", "a wrong unit"),
        ("range", "A", "tag", "T:<answer>about 120</answer>", "a hedge on an exact angle"),
        ("quoted", "A", "prose_sentence", "A textbook says 'each interior angle is 120 degrees', but that is for a triangle; for a hexagon I get 108 degrees.", "gold only in a quoted sentence; the final is 108"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_fence_hash_newline": (
        "accept",
        "the '####' marker stands alone and the next line holds only the gold; nothing else follows, "
        "so the marked final answer is 42 (a line break is layout, not a second value)",
    ),
    "ok_m_roots_tag_or": (
        "accept",
        "the question asks for all solutions; 'x = 2 or x = 3' states the solution set {2, 3} the "
        "usual way, not a hedge between candidates: both values are claimed, and both are the gold",
    ),
    "ok_m_tan_minus_zero": (
        "accept",
        "-0 is the number 0 (README: equal in value but written differently is correct); it is not a "
        "floating residue or a near-zero value",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam180", CASES, [], DECISIONS)
