r"""Build adversarial_redteam185.jsonl: round 185 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam185"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes (python used
for plain arithmetic only). Not model output. Only corpus/README.md (sections "How labels were
made" and "Forms"), corpus_build.py (helpers) and build_adversarial_redteam181.py / 182.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: English, 240 probes, 170 GSM8K and 70 MATH, 120 kind A and 120 kind B: HOW REAL
INSTRUCT AND BASE MODELS (Llama-3.1-8B base and Instruct, Qwen2.5-Math-1.5B base, R1-distilled
1.5B-14B, Qwen2-7B, gemma-2-9b, Mistral-7B) END GSM8K AND MATH ANSWERS WHEN NO FORMAT IS FORCED,
and the accidents of generation. Closings: modal verbs with objects ("Dr. Patel should pay his
colleague $108 each month", "Leo needs to mow 6 lawns to afford the jacket", "It will cost $546 to
fence the garden"), negated relative clauses in the subject ("the number of pounds of potatoes that
will not be used is 225 pounds"), "Mr./Mrs./Dr." names, space-grouped thousands ("$228 400"),
"$6.00 to return the books", "a total of", "which is", "in all", bold values and bold "**Answer:**"
headings, a box followed by a restatement. Accidents after the answer: "Step by step explanation:"
copies of the same paragraph (a loop) cut by the token limit, a new "Question:" the model invents
and answers (the first answer counts, even when the invented one carries its own '####' or "The
answer is"), "Let me know if ...", a Python block that re-computes the value, "Final Answer: The
final answer is 546. I hope it is correct." followed by an unrelated option "(C)". MATH: a step
chain ("Step 4: The value of $g(f(4)-2)$ is equal to the value of $g(3)$, which is 10."), answers
as equations (`x = 9`, `\boxed{x = 9}`), intervals (`(-2, 5)`, `x \in (-2,5)`, `\left( \right)`),
fractions (`\frac`, `\dfrac`, `5/14`, unreduced `\frac{10}{28}`), degrees (`144^\circ`, "144
degrees"), radicals (`\sqrt{52}`, Unicode `2√13`), ordered pairs, "The answer is $\boxed{...}$."
then a check that agrees. Kind A: the same shapes where the final value is a subtotal, a given, a
rate, a unit slip, a value taken back and replaced ("Wait, that's wrong. ... so it's 42."), a
hedge, two answers, a loop cut before any answer, an invented follow-up question whose answer
happens to be the gold while the real question's answer was wrong, a box of a wrong value after
the right one, a Python re-computation that replaces the answer with a wrong value.

Problems, golds and hand-checked arithmetic (wrong values in brackets):
GSM8K: loan: Dr. Patel $500 at 8 %, 5 equal payments -> 108 (540 total; 40 interest; 140 and 110
wrong; 100 without interest); jacket: $138, saved $48, $15 a lawn -> 6 (90 still needed; 10 =
ceil(138/15) ignoring the savings); potatoes: 480 lb, 3/8 fries, 25 % of the rest soup, unused ->
225 (180 fries; 300 after fries; 75 soup; 255 used); house: $245,000, 4 % commission, $6,800 costs
-> 228400 (9,800; 16,600 costs; 235,200 after the commission; 228.4 the thousands slip); library:
4 books 5 days late at $0.25 per book per day plus a $1.00 fee -> 6 (5.00 fines; 1.25 a book; 9
with the fee per book); apples: Tom 3 x 24, sister 18 fewer than twice Tom -> 198 (72 Tom; 144;
126 sister; 216 without the 18); buses: 6 buses of 42 and 3 vans of 11 -> 285 (252; 33; 276);
pizza: 8 pizzas of 12 slices, 27 guests eat 3 -> 15 (96; 81 eaten; 25 the slip); train: 3 h at
64 mph, 2 h at 52 mph -> 296 (192; 104; 59.2 mph the average; 116 the speeds added); tulips: 14
rows of 18, 1/6 did not bloom -> 210 (252; 42; 216); pages: 35 a day for 6 days plus 50 -> 260
(210; 245 = 35 x 7); cookies: 4 trays of 18, 2 dozen given away, the rest at $0.75 -> 36 (72; 24;
48 cookies; 54 without the gift); gym: $35 fee plus $22 a month for a year -> 299 (264; 277 with 11
months); clinic: 14 patients x 5 weekdays + 9 on Saturday, 4 weeks -> 316 (70; 79 a week; 280
without Saturdays); fence: 24 ft by 15 ft at $7 a foot -> 546 (78 ft; 39 half; 273; 360 sq ft;
2520 the area); marbles: 90, 1/3 to Ann, 1/5 of the rest to Ben -> 48 (30; 60; 12; 42 given away,
or left with 1/5 of 90); pool: 18,000 L, 4,500 in, 45 L a minute, hours -> 5 (13,500 L; 300
minutes; 6.67 from empty).
MATH: gf: f(x) = 2x - 3, g(x) = x^2 + 1, g(f(4) - 2) -> 10 (f(4) = 5; 3 inside; 24 = g(5) - 2;
2 = g(f(2))); lin: 5(x - 2) = 3x + 8 -> 9 (2x = 18; -9; 5 from 5x - 2); abs: |2x - 3| < 7 ->
(-2,5) ([-2,5]; (-5,2); (-4,10) for 2x; the complement); red: 5 red, 3 blue, two without
replacement, both red -> \frac{5}{14} (10/28 and 20/56 equal; 25/64 with replacement; 5/8; 4/7;
15/56 red then blue; 0.36); decagon: each interior angle -> 144 (1440 the sum; 36 exterior); dist:
(-1,3) to (5,-1) -> 2\sqrt{13} (\sqrt{52} equal; \sqrt{13}; 52; 7.21; 2\sqrt{26}; 4\sqrt{2} from a
sign slip); sys: x + 2y = 7, 3x - y = 7 -> (3,2) ((2,3) swapped; (3,-2)).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B; 10 probes a problem,
5 B and 5 A. Kind B shapes name the closing: modal / neg_rel / space_thousands / to_return /
total_of / which_is / in_all / bold / answer_bold / box_restate / box_check / hash /
minerva_opt (Minerva line then "(C)") / let_me_know / invented_q (an invented next question after
the real answer) / python (a code block that re-computes) / loop_after (the answer, then a loop cut
by the token limit) / step_chain / eq / interval / frac / circ / unicode / pair ... . Kind A shapes
name the error: sub / given / rate / total / count / unit_slip / takeback / takeback_none / about /
roughly / approx / two_values / loop_cut / loop_sub / invented_q_gold (real answer wrong, the
invented question's answer equal to the gold) / box_after (a box of a wrong value after the right
one) / python_wrong / minerva_sub / cut ... . Kind A: truth wrong, or no_answer where the form is
`truncated` or `none`; kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. Text after the committed answer that belongs to something else does not count:
an invented "Question:" with its own answer (even with its own '####' or "The answer is"), "Let me
know if ...", a Python block or a check that agrees, an option letter "(C)", a loop of copies of the
same answer cut by the token limit. A trailing remark with no number does not change the answer,
nor does a remark whose number is plainly not an answer ("with 7 buses instead"). A check or code
that ends by stating a different answer replaces the answer (the last final answer counts). Wrong:
a subtotal, a given, the other quantity, the total where a rate is asked (or the reverse), a unit
slip, a hedge or approximation of an exact value ("about", "roughly", "around", "nearly", "more
than", `\approx`), two values for one question, an answer taken back and replaced. An answer taken
back with nothing in its place, a loop or a cut before the value is no_answer. When the real
question's answer is wrong, an invented follow-up whose answer equals the gold does not make it
right. Equal values in another form (`\frac{10}{28}`, `\sqrt{52}`, `2√13`, `144^\circ`, `x = 9`,
`x \in (-2, 5)`, `$228 400`, `$6.00`) are correct. Debatable (5, with DECISIONS):
`ok_g_marbles_fewer_after` ("48 marbles, which is 42 fewer than she started with", accepted),
`g_pool_minutes` ("300 minutes" for "how many hours", rejected), `g_loan_two_values` ("$108 each
month, or $100 if his colleague waives the interest", rejected), `ok_m_abs_ineq` (`-2 < x < 5`
where interval notation is asked, accepted), `ok_m_sys_xy` ("$x = 3$ and $y = 2$" for the ordered
pair, accepted).

Usage: python build_adversarial_redteam185.py (writes adversarial_redteam185.jsonl beside this file)
"""

from corpus_build import g, m, probe_table, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block (or ""), [(suffix, kind, form, final,
# note[, debatable]), ...]). The final follows the working; a final opening "T:" follows the think
# block instead; one opening "@" is the whole completion. "¶" in a final is a newline. Kind A
# probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("loan", "108",
     "Dr. Patel borrowed $500 from a colleague. He agreed to pay it back with 8% interest, in 5 equal monthly payments. How much should Dr. Patel pay each month?",
     """To find how much Dr. Patel should pay each month, we first need to find the total amount he has to pay back, including the interest, and then split it into 5 equal payments.

Step 1: Calculate the interest.
The interest is 8% of $500:
0.08 x $500 = $40

Step 2: Calculate the total amount to pay back.
Total = $500 + $40 = $540

Step 3: Divide the total into 5 equal monthly payments.
$540 / 5 = $108

Step 4: Check.
5 payments of $108 make 5 x $108 = $540, which is the $500 he borrowed plus the $40 of interest.

""",
     "",
     [
        ("modal", "B", "prose_sentence", "Dr. Patel should pay his colleague $108 each month for 5 months.", "modal verb, title 'Dr.' and the month count after the answer"),
        ("which_is", "B", "prose_sentence", "Each payment is $500 / 5 = $100 of the loan plus $40 / 5 = $8 of interest, which is $108 a month.", "the answer after 'which is', parts before it"),
        ("hash", "B", "hash", "Dr. Patel should pay $108 each month.¶#### 108", "sentence, then '#### 108'"),
        ("minerva_opt", "B", "minerva", "Final Answer: The final answer is 108. I hope it is correct.¶¶(C)", "Minerva line, then an unrelated option letter"),
        ("let_me_know", "B", "prose_sentence", "So, Dr. Patel should pay $108 every month.¶¶Let me know if you have any other questions or if you would like me to explain any step in more detail!", "'Let me know if ...' after the answer"),
        ("total", "A", "prose_sentence", "So, Dr. Patel should pay back a total of $540 to his colleague.", "the total where the monthly payment is asked"),
        ("interest", "A", "prose_sentence", "Therefore, the amount Dr. Patel should pay in interest is $40.", "the interest, a subtotal"),
        ("takeback", "A", "prose_sentence", "Dr. Patel should pay $108 each month. Wait, that's wrong. The 8% is charged every month, so he pays 8% of $500 = $40 each month on top of $100, so it's $140.", "taken back and replaced by 140"),
        ("roughly", "A", "prose_sentence", "So, Dr. Patel should pay roughly $110 each month.", "a hedge of an exact amount"),
        ("two_values", "A", "prose_sentence", "Dr. Patel should pay $108 each month, or $100 if his colleague waives the interest.", "debatable: a second amount for another case (see DECISIONS)", True),
     ]),
    ("jacket", "6",
     "Leo wants to buy a jacket that costs $138. He has already saved $48, and he earns $15 for each lawn he mows. How many lawns does Leo need to mow to afford the jacket?",
     """To determine how many lawns Leo needs to mow, we need to find out how much more money he needs and then divide that by the amount he earns per lawn.

1. The jacket costs $138.
2. Leo has already saved $48.
3. The amount Leo still needs is $138 - $48 = $90.
4. Leo earns $15 for each lawn he mows.
5. The number of lawns is $90 / $15 = 6.

Check: 6 lawns x $15 = $90, and $48 + $90 = $138, which is exactly the price of the jacket.

""",
     "",
     [
        ("modal", "B", "prose_sentence", "Leo needs to mow 6 lawns to afford the jacket.", "modal 'needs to' with the object after the value"),
        ("total_of", "B", "prose_sentence", "Therefore, Leo must mow a total of 6 lawns before he can buy the $138 jacket.", "'a total of', the price after the answer"),
        ("bold", "B", "prose_sentence", "Leo has to mow **6** lawns to buy the jacket.", "bold value"),
        ("invented_q", "B", "prose_sentence", "So, Leo needs to mow 6 lawns.¶¶Question: A baker has 3 trays with 24 muffins on each tray. She sells 50 muffins. How many muffins are left?¶Answer: The baker has 3 x 24 = 72 muffins. After selling 50, she has 72 - 50 = 22 muffins left. The answer is 22.", "an invented next question answered after the real answer: the first answer counts"),
        ("python", "B", "prose_sentence", "Leo needs to mow 6 lawns.¶¶```python¶jacket = 138¶saved = 48¶per_lawn = 15¶lawns = (jacket - saved) // per_lawn¶print(lawns)¶```¶```output¶6¶```¶The code confirms that Leo needs to mow 6 lawns.", "a Python block that re-computes the same value"),
        ("money", "A", "prose_sentence", "So Leo still needs $90 to afford the jacket.", "the money still needed, a subtotal"),
        ("given", "A", "prose_sentence", "Leo earns $15 for each lawn he mows, so he needs to keep mowing until he can afford the $138 jacket.", "only givens; no count stated"),
        ("invented_q_gold", "A", "prose_sentence", "@Leo earns $15 per lawn and the jacket costs $138. 138 / 15 = 9.2, so Leo needs to mow 10 lawns to afford the jacket.¶¶Question: Mia has $20 and earns $5 for each car she washes. How many cars must she wash to have $50?¶Answer: She needs $50 - $20 = $30 more, and $30 / $5 = 6 cars. The answer is 6.", "the real answer is 10 (savings ignored); the invented question's answer happens to be the gold 6"),
        ("about", "A", "prose_sentence", "So Leo needs to mow about 6 lawns to afford the jacket.", "'about 6' for an exact count"),
        ("takeback", "A", "prose_sentence", "Leo needs to mow 6 lawns. Wait, that's wrong. He has to earn the full price himself, so it's $138 / $15 = 9.2, so it's 10 lawns.", "taken back and replaced by 10"),
     ]),
    ("potatoes", "225",
     "A restaurant orders 480 pounds of potatoes for the week. It uses 3/8 of them for fries and 25% of the rest for soup. How many pounds of potatoes will not be used?",
     """Let's solve this step by step.

The restaurant starts with 480 pounds of potatoes.

Fries: 3/8 of 480 = 480 x 3 / 8 = 1440 / 8 = 180 pounds.

After the fries, the remaining potatoes are 480 - 180 = 300 pounds.

Soup: 25% of the remaining 300 pounds = 0.25 x 300 = 75 pounds.

Potatoes used in total = 180 + 75 = 255 pounds.

Potatoes not used = 480 - 255 = 225 pounds.

We can check with fractions: after the fries 5/8 are left, and 3/4 of that is not used for soup, so 5/8 x 3/4 = 15/32 of 480 = 225 pounds.

""",
     "",
     [
        ("neg_rel", "B", "prose_sentence", "Therefore, the number of pounds of potatoes that will not be used is 225 pounds.", "a negated relative clause in the subject"),
        ("neg_rel_is", "B", "prose_sentence", "Hence, the amount of potatoes that is not going to be used for fries or soup is 225 pounds.", "negated relative clause naming the givens' uses"),
        ("box_restate", "B", "boxed", "\\boxed{225}¶¶So, 225 pounds of potatoes will not be used this week.", "a box, then a restatement"),
        ("answer_bold", "B", "final_answer_phrase", "**Answer:** 225 pounds of potatoes will not be used.", "gemma-style bold 'Answer:' heading"),
        ("hash", "B", "hash", "The restaurant will not use 225 pounds of potatoes.¶#### 225", "sentence with 'not', then '####'"),
        ("not_wasted", "A", "prose_sentence", "Therefore, the number of pounds that will not be wasted is 255 pounds.", "'not wasted' = used: the used amount 255"),
        ("after_fries", "A", "prose_sentence", "So the number of pounds that will not be used for fries is 300 pounds.", "the amount left after the fries, a subtotal"),
        ("given", "A", "prose_sentence", "So the restaurant will not use all of the 480 pounds it ordered.", "only the given total"),
        ("loop_cut", "A", "truncated", "@" + ("Step by step explanation:¶The restaurant uses 3/8 of 480 pounds for fries, which is 180 pounds. The rest is 480 - 180 = 300 pounds. It uses 25% of the rest for soup.¶¶" * 3) + "Step by step explanation:¶The restaurant uses 3/8 of 480 pounds for fries, which is 180 pou", "a loop of the same paragraph cut by the token limit before any answer: no_answer"),
        ("two_values", "A", "prose_sentence", "So either 225 or 300 pounds of potatoes will not be used, depending on whether the soup counts.", "two values for one question"),
     ]),
    ("house", "228400",
     "Mr. Okafor sells his house for $245,000. He pays his agent a 4% commission and pays $6,800 in closing costs. How much money does Mr. Okafor keep from the sale?",
     """To find out how much Mr. Okafor keeps, we subtract the agent's commission and the closing costs from the sale price.

Step 1: Find the agent's commission.
4% of $245,000 = 0.04 x 245,000 = $9,800

Step 2: Add the closing costs to find the total expenses.
Total expenses = $9,800 + $6,800 = $16,600

Step 3: Subtract the expenses from the sale price.
$245,000 - $16,600 = $228,400

Step 4: Double-check by subtracting one at a time.
$245,000 - $9,800 = $235,200
$235,200 - $6,800 = $228,400

""",
     "",
     [
        ("space_thousands", "B", "prose_sentence", "So Mr. Okafor keeps $228 400 from the sale of his house.", "space-grouped thousands, 'Mr.'"),
        ("cents", "B", "prose_sentence", "Therefore, Mr. Okafor will keep $228,400.00 from the sale.", "comma thousands with cents"),
        ("answer_is_space", "B", "answer_is", "The answer is $228 400.", "'The answer is' with space-grouped thousands"),
        ("llama_end", "B", "boxed", "The final answer is: $\\boxed{228400}$", "Llama 3 closing box"),
        ("bold", "B", "prose_sentence", "Mr. Okafor keeps **$228,400** from the sale.", "bold money"),
        ("sub_commission", "A", "prose_sentence", "So Mr. Okafor keeps $235 200 after paying the commission.", "the amount after the commission only"),
        ("expenses", "A", "prose_sentence", "So Mr. Okafor pays $16 600 in total expenses.", "the expenses, a subtotal"),
        ("about", "A", "prose_sentence", "So Mr. Okafor keeps about $228 000 from the sale.", "a rounded hedge"),
        ("unit_slip", "A", "prose_sentence", "So Mr. Okafor keeps $228.4 from the sale of the house.", "thousands dropped: $228.4, a unit slip"),
        ("box_after", "A", "boxed", "Mr. Okafor keeps $228,400 from the sale.¶¶The final answer is: $\\boxed{235200}$", "the right value in a sentence, then a box of a subtotal"),
     ]),
    ("library", "6",
     "Mrs. Chen returned 4 library books 5 days late. The library charges a fine of $0.25 per book for each day late, plus a $1.00 late-processing fee for the whole return. How much does Mrs. Chen have to pay to return the books?",
     """Let's calculate the fine step by step.

The fine is $0.25 per book for each day late.

For one book that is 5 days late:
5 x $0.25 = $1.25

For all 4 books:
4 x $1.25 = $5.00

Then we add the late-processing fee of $1.00, which is charged once for the whole return:
$5.00 + $1.00 = $6.00

Check: 4 books x 5 days = 20 book-days, and 20 x $0.25 = $5.00, plus $1.00 gives $6.00 again.

""",
     "",
     [
        ("to_return", "B", "prose_sentence", "Mrs. Chen has to pay $6.00 to return the books.", "'$6.00 to return the books', 'Mrs.'"),
        ("total_of", "B", "prose_sentence", "So Mrs. Chen owes the library a total of $6.00.", "'a total of' with cents"),
        ("in_all", "B", "prose_sentence", "Mrs. Chen needs to pay 6 dollars in all for the 4 late books.", "'6 dollars in all', a given after"),
        ("box_restate", "B", "boxed", "$\\boxed{6}$¶¶Mrs. Chen will pay $6.00 to return the four books.", "box, then a restatement"),
        ("loop_after", "B", "prose_sentence", "Mrs. Chen has to pay $6.00 to return the books.¶¶" + ("Step by step explanation:¶The fine for one book is 5 x $0.25 = $1.25. For 4 books it is 4 x $1.25 = $5.00. Adding the $1.00 fee gives $6.00. Mrs. Chen has to pay $6.00 to return the books.¶¶" * 2) + "Step by step explanation:¶The fine for one book is 5 x $0.2", "the answer, then a loop of copies cut by the token limit"),
        ("fines_only", "A", "prose_sentence", "Mrs. Chen has to pay $5.00 in fines for the books.", "the fines without the fee"),
        ("per_book", "A", "prose_sentence", "So Mrs. Chen has to pay $1.25 for each book.", "a per-book amount where the total is asked"),
        ("takeback", "A", "prose_sentence", "So Mrs. Chen pays $6.00. Wait, that's wrong. The $1.00 fee is charged for each book, so it's $5.00 + $4.00 = $9.00.", "taken back and replaced by 9"),
        ("two_values", "A", "prose_sentence", "Mrs. Chen has to pay $6.00 or $5.00 to return the books, depending on the fee.", "two values for one question"),
        ("cut", "A", "truncated", "Therefore, Mrs. Chen has to pay a total of $", "cut after the dollar sign: no_answer"),
     ]),
    ("apples", "198",
     "Tom picked 3 baskets of apples with 24 apples in each basket. His sister picked 18 fewer than twice as many apples as Tom. How many apples did they pick in all?",
     """Let's break the problem into parts.

Tom picked 3 baskets with 24 apples each, so Tom picked:
3 x 24 = 72 apples.

Twice as many as Tom is:
2 x 72 = 144 apples.

His sister picked 18 fewer than that:
144 - 18 = 126 apples.

Together they picked:
72 + 126 = 198 apples.

""",
     "",
     [
        ("in_all", "B", "prose_sentence", "They picked 198 apples in all.", "'in all'"),
        ("total_of", "B", "prose_sentence", "Tom and his sister picked a total of 198 apples.", "'a total of'"),
        ("hash", "B", "hash", "So they picked 198 apples altogether.¶#### 198", "'#### 198'"),
        ("invented_q_hash", "B", "hash", "Tom and his sister picked 198 apples in all.¶#### 198¶¶Question: Jenny has 5 boxes of pencils with 12 pencils in each box. She gives away 17 pencils. How many pencils does she have left?¶Answer: Jenny has 5 x 12 = 60 pencils. She gives away 17, so she has 60 - 17 = 43 pencils left.¶#### 43", "an invented next question with its own '#### 43' after the real answer: the first answer counts"),
        ("answer_bold", "B", "final_answer_phrase", "**Answer:** They picked **198** apples in all.", "bold heading and bold value"),
        ("sister", "A", "prose_sentence", "So his sister picked 126 apples.", "the sister's amount only"),
        ("no_minus", "A", "prose_sentence", "Tom picked 72 apples, so in all they picked 72 + 144 = 216 apples.", "the '18 fewer' dropped: 216"),
        ("invented_q_gold", "A", "prose_sentence", "@Tom picked 3 x 24 = 72 apples. His sister picked 2 x 72 = 144 apples. In all they picked 72 + 144 = 216 apples.¶¶Question: Tom's sister gave 18 of her apples to a neighbor. How many apples do they have now?¶Answer: They have 216 - 18 = 198 apples left. The answer is 198.", "the real answer is 216; an invented follow-up's answer happens to be the gold 198"),
        ("nearly", "A", "prose_sentence", "So they picked nearly 200 apples in all.", "a hedge"),
        ("box_after", "A", "boxed", "They picked 198 apples in all.¶¶\\boxed{126}", "the right value, then a box of the sister's amount"),
     ]),
    ("buses", "285",
     "For a field trip, a school rents 6 buses and 3 vans. Each bus carries 42 students and each van carries 11 students. If every seat is filled, how many students go on the trip?",
     """We need to find how many students fit on the buses and how many fit in the vans, and then add them together.

**Buses:**
Each bus carries 42 students, and there are 6 buses.
6 x 42 = 252 students

**Vans:**
Each van carries 11 students, and there are 3 vans.
3 x 11 = 33 students

**Total:**
252 + 33 = 285 students

""",
     """<think>
Okay, so the school rents 6 buses and 3 vans. Each bus holds 42 students, so the buses take 6 times 42. 6 times 40 is 240, plus 6 times 2 is 12, so 252. The vans hold 11 each, 3 vans, so 33. Every seat is filled, so I just add: 252 plus 33 is 285. Let me double-check: 250 plus 33 is 283, plus 2 is 285. Yeah, 285 students.
</think>

""",
     [
        ("total_of", "B", "prose_sentence", "A total of 285 students go on the field trip.", "'A total of' opening the sentence"),
        ("which_is_in_all", "B", "prose_sentence", "So 252 students ride the buses and 33 ride the vans, which is 285 students in all.", "subtotals, then 'which is ... in all'"),
        ("minerva_opt", "B", "minerva", "Final Answer: The final answer is 285. I hope it is correct.¶¶(C)", "Minerva line, then an option letter"),
        ("r1_parts_after", "B", "prose_sentence", "T:The school sends **285** students on the trip: 252 on the buses and 33 in the vans.", "R1 think block, then the bold answer with its parts after a colon"),
        ("let_me_know_num", "B", "prose_sentence", "So, 285 students go on the trip.¶¶Let me know if you'd like to see how many students would fit with 7 buses instead!", "'Let me know if' with a number that is not an answer"),
        ("buses_only", "A", "prose_sentence", "So a total of 252 students go on the buses.", "the buses only, a subtotal"),
        ("around", "A", "prose_sentence", "So around 285 students go on the trip.", "'around' hedge"),
        ("takeback", "A", "prose_sentence", "So 285 students go on the trip. Wait, that's wrong. The teachers also take seats, one on each vehicle, so it's 285 - 9 = 276 students.", "taken back and replaced by 276"),
        ("minerva_sub", "A", "minerva", "Final Answer: The final answer is 252. I hope it is correct.¶¶(C)", "Minerva line with a subtotal, then an option letter"),
        ("cut", "A", "truncated", "@We need to add the students on the buses and in the vans.¶¶The buses carry 6 x 42 = 252 students.¶The vans carry 3 x 11 = 33 students.¶Adding them: 252 + 33 =", "cut before the sum: no_answer"),
     ]),
    ("pizza", "15",
     "Mr. Diaz ordered 8 pizzas for a party, and each pizza was cut into 12 slices. Each of the 27 guests ate 3 slices. How many slices were left over?",
     """First, let's find the total number of slices.
8 pizzas x 12 slices per pizza = 96 slices.

Next, let's find how many slices the guests ate.
27 guests x 3 slices per guest = 81 slices.

Finally, subtract the slices that were eaten from the total number of slices:
96 - 81 = 15 slices.

Check: 81 + 15 = 96, so the numbers add up.

""",
     "",
     [
        ("which_is", "B", "prose_sentence", "So the number of slices left over is 96 - 81, which is 15.", "'which is 15' at the end"),
        ("which_is_remark", "B", "prose_sentence", "There were 15 slices left over, which is a little more than one whole pizza.", "'which is' remark after the answer"),
        ("noun_after", "B", "prose_sentence", "15 slices of pizza were left over after Mr. Diaz's party.", "the value opens the sentence, 'Mr.'"),
        ("box_restate", "B", "boxed", "\\[\\boxed{15}\\]¶So 15 slices were left over.", "display box, then a restatement"),
        ("python", "B", "prose_sentence", "Let me verify this with a short program:¶```python¶total = 8 * 12¶eaten = 27 * 3¶print(total - eaten)¶```¶Output: 15¶¶So 15 slices were left over.", "Python block that re-computes, then the answer"),
        ("eaten", "A", "prose_sentence", "So 81 slices were eaten, 3 for each of the 27 guests.", "the slices eaten, a subtotal"),
        ("slip", "A", "prose_sentence", "So the number of slices left over is 96 - 81, which is 25.", "subtraction slip: 25"),
        ("invented_q_gold", "A", "prose_sentence", "@Mr. Diaz has 8 x 12 = 96 slices. The guests ate 27 x 3 = 71 slices. So 96 - 71 = 25 slices were left over.¶¶Question: If Mr. Diaz ate 10 of the leftover slices the next day, how many slices are left?¶Answer: 25 - 10 = 15. The answer is 15.", "real answer 25 (27 x 3 miscomputed as 71); the invented follow-up's 15 happens to be the gold"),
        ("roughly", "A", "prose_sentence", "So roughly 15 slices were left over.", "'roughly' hedge"),
        ("two_values", "A", "prose_sentence", "So 15 or 16 slices were left over.", "two values"),
     ]),
    ("train", "296",
     "A train travels for 3 hours at 64 miles per hour and then for 2 more hours at 52 miles per hour. How many miles does the train travel in total?",
     """## Step 1: Find the distance for the first part of the trip.
Distance = speed x time, so the first part is 64 mph x 3 hours = 192 miles.

## Step 2: Find the distance for the second part of the trip.
The second part is 52 mph x 2 hours = 104 miles.

## Step 3: Add the two distances.
192 miles + 104 miles = 296 miles.

""",
     "",
     [
        ("bold_unit", "B", "prose_sentence", "The train travels **296 miles** in total.", "bold value with unit"),
        ("bold_bare", "B", "bare_last_line", "Therefore, the total distance is:¶¶**296**", "a bold value alone on the last line"),
        ("which_is_parts", "B", "prose_sentence", "The total distance the train travels is 296 miles, which is 192 miles plus 104 miles.", "the answer, then its parts after 'which is'"),
        ("llama_end", "B", "boxed", "The final answer is: $\\boxed{296}$", "Llama 3 closing box"),
        ("in_all", "B", "prose_sentence", "In all, the train covers 296 miles over the 5 hours.", "'In all', the hours after"),
        ("rate", "A", "prose_sentence", "So the train's average speed for the whole trip is 59.2 miles per hour.", "the average speed where the distance is asked"),
        ("bold_sub", "A", "prose_sentence", "The train travels **192 miles** in total.", "bold subtotal"),
        ("speeds", "A", "prose_sentence", "The train travels **116 miles** in total.", "the two speeds added"),
        ("about", "A", "prose_sentence", "The train travels **about 300 miles** in total.", "bold hedge"),
        ("cut", "A", "truncated", "The train travels a total of **", "cut after the bold mark: no_answer"),
     ]),
    ("tulips", "210",
     "Emma planted 14 rows of tulips with 18 tulips in each row. One sixth of the tulips did not bloom. How many tulips bloomed?",
     """To find how many tulips bloomed, we first find the total number of tulips and then subtract the ones that did not bloom.

1. **Total tulips:**
   Emma planted 14 rows with 18 tulips in each row:
   14 x 18 = 252 tulips.

2. **Tulips that did not bloom:**
   One sixth of 252 is 252 / 6 = 42 tulips.

3. **Tulips that bloomed:**
   252 - 42 = 210 tulips.

Another way: 5/6 of the tulips bloomed, and 5/6 x 252 = 5 x 42 = 210.

""",
     """<think>
Emma has 14 rows of 18 tulips. 14 times 18: 10 times 18 is 180, 4 times 18 is 72, so 252 tulips. One sixth didn't bloom, 252 divided by 6 is 42. So 252 minus 42 is 210 bloomed. Check: 5/6 of 252 is 210. Good.
</think>

""",
     [
        ("box_restate", "B", "boxed", "\\boxed{210}¶¶So, 210 of Emma's tulips bloomed.", "box, then a restatement"),
        ("box_then_both", "B", "boxed", "The number of tulips that bloomed is $\\boxed{210}$.¶¶This means 210 tulips bloomed and 42 did not.", "box, then a restatement whose last number is the complement"),
        ("qbox", "B", "boxed", "Thus, the number of tulips that bloomed is \\(\\boxed{210}\\).", "Qwen2.5-Math closing box"),
        ("which_is", "B", "prose_sentence", "So 5/6 of the tulips bloomed, which is 210 tulips.", "a fraction, then the count after 'which is'"),
        ("r1_box", "B", "boxed", "T:Emma had 14 x 18 = 252 tulips; 252 / 6 = 42 did not bloom, so 252 - 42 = **210** tulips bloomed.¶¶**Final Answer**¶\\[¶\\boxed{210}¶\\]", "R1 think block, then a bold value and a final box"),
        ("box_complement", "A", "boxed", "\\boxed{42}¶¶So, 42 of Emma's tulips did not bloom.", "box of the complement"),
        ("box_total", "A", "boxed", "\\boxed{252}¶¶So Emma planted 252 tulips in all.", "box of the total planted"),
        ("takeback", "A", "prose_sentence", "The number of tulips that bloomed is 210. Wait, that's wrong. One sixth of the rows did not bloom, and 14 / 6 is about 2 rows, so 2 x 18 = 36 did not bloom and 252 - 36 = 216 bloomed. So it's 216.", "taken back and replaced by 216"),
        ("roughly", "A", "prose_sentence", "So about 5/6 of the tulips, roughly 210, bloomed.", "a hedge"),
        ("cut", "A", "truncated", "The number of tulips that bloomed is $\\boxed{", "cut inside the box: no_answer"),
     ]),
    ("pages", "260",
     "Kevin reads 35 pages a day for 6 days. On the seventh day he reads 50 pages. How many pages does Kevin read that week?",
     """Let's figure out how many pages Kevin reads each part of the week.

For the first 6 days, Kevin reads 35 pages a day:
35 x 6 = 210 pages.

On the seventh day, he reads 50 pages.

To find the total for the week, we add these together:
210 + 50 = 260 pages.

""",
     "",
     [
        ("loop_after", "B", "prose_sentence", "So Kevin reads 260 pages that week.¶¶" + ("Step by step explanation:¶Kevin reads 35 pages a day for 6 days, which is 35 x 6 = 210 pages. On the seventh day he reads 50 more pages. So in total he reads 210 + 50 = 260 pages that week.¶¶" * 3) + "Step by step explanation:¶Kevin reads 35 pages a day for 6 days, which is 35 x", "the answer, then a loop of copies cut by the token limit"),
        ("total_of", "B", "prose_sentence", "Kevin reads a total of 260 pages in the week.", "'a total of'"),
        ("hash_loop", "B", "hash", "Kevin reads 260 pages that week.¶#### 260¶¶#### 260¶¶#### 260¶¶####", "'#### 260' repeated, then a bare '####' at the cut"),
        ("let_me_know", "B", "prose_sentence", "Kevin reads 260 pages that week. Let me know if you have any more questions!", "'Let me know if' on the same line"),
        ("python", "B", "prose_sentence", "Kevin reads 260 pages that week.¶¶```python¶pages = 35 * 6 + 50¶print(pages)  # 260¶```", "the answer, then a Python block with the value in a comment"),
        ("loop_cut", "A", "truncated", "@" + ("Step by step explanation:¶Kevin reads 35 pages a day for 6 days. 35 x 6 = 210. On the seventh day he reads 50 pages.¶¶" * 4) + "Step by step explanation:¶Kevin reads 35 pages a day for 6 days. 35 x 6 =", "a loop that never states the week's total, cut by the token limit: no_answer"),
        ("loop_sub", "A", "prose_sentence", "@Kevin reads 35 pages a day for 6 days, so he reads 35 x 6 = 210 pages that week.¶¶" + ("Step by step explanation:¶Kevin reads 35 pages every day for 6 days. 35 x 6 = 210 pages. So Kevin reads 210 pages that week.¶¶" * 2) + "Step by step explanation:¶Kevin reads 35 pages every day for 6 d", "the seventh day left out (210), then a loop of the same"),
        ("seven_days", "A", "prose_sentence", "Kevin reads 35 pages a day, so in a week he reads 35 x 7 = 245 pages.", "the seventh day read as another 35: 245"),
        ("more_than", "A", "prose_sentence", "So Kevin reads more than 250 pages that week.", "a bound, not the count"),
        ("takeback_none", "A", "none", "So Kevin reads 260 pages that week. Wait, that's not right. I need to check whether the seventh day is one of the 6 days.", "the answer taken back with nothing in its place: no_answer"),
     ]),
    ("cookies", "36",
     "Sara bakes 4 trays of cookies with 18 cookies on each tray. She gives 2 dozen cookies to her neighbors and sells the rest for $0.75 each. How much money does Sara make?",
     """Let's go step by step.

Sara bakes 4 trays with 18 cookies on each tray:
4 x 18 = 72 cookies.

She gives away 2 dozen cookies. One dozen is 12, so 2 dozen is:
2 x 12 = 24 cookies.

Cookies left to sell:
72 - 24 = 48 cookies.

She sells each cookie for $0.75:
48 x $0.75 = $36.00

""",
     "",
     [
        ("invented_q", "B", "prose_sentence", "Sara makes $36 from selling the cookies.¶¶Question: Sara's friend Amy bakes 3 trays of 20 cookies and sells all of them for $0.50 each. How much money does Amy make?¶Answer: Amy bakes 3 x 20 = 60 cookies and makes 60 x $0.50 = $30. The answer is 30.", "an invented next question with 'The answer is 30' after the real answer: the first answer counts"),
        ("total_of", "B", "prose_sentence", "Sara makes a total of $36.00 from the cookies she sells.", "'a total of' with cents"),
        ("bold_sentence", "B", "prose_sentence", "**Sara makes $36.**", "the whole sentence in bold"),
        ("given_after", "B", "prose_sentence", "Sara will make $36 if she sells all 48 cookies.", "a condition with a subtotal after the answer"),
        ("which_is", "B", "prose_sentence", "So the money Sara makes is 48 x 0.75, which is $36.", "'which is $36'"),
        ("count", "A", "prose_sentence", "So Sara sells 48 cookies.", "the number of cookies where the money is asked"),
        ("invented_q_gold", "A", "prose_sentence", "@Sara bakes 4 x 18 = 72 cookies. She sells them for $0.75 each, so she makes 72 x $0.75 = $54.¶¶Question: Sara's brother sells 48 muffins for $0.75 each. How much money does he make?¶Answer: He makes 48 x $0.75 = $36. The answer is 36.", "the real answer is 54 (the gift ignored); the invented question's answer happens to be the gold 36"),
        ("rate", "A", "prose_sentence", "Sara sells each of her cookies for $0.75.", "the price of one cookie"),
        ("roughly", "A", "prose_sentence", "So Sara makes roughly $36 from the cookies.", "a hedge"),
        ("cut", "A", "truncated", "So Sara makes 48 x $0.75 = $", "cut before the value: no_answer"),
     ]),
    ("gym", "299",
     "A gym charges a $35 sign-up fee and $22 per month. How much will Mrs. Walsh pay for her first year of membership?",
     """To find the total cost of Mrs. Walsh's first year, we need to add the one-time sign-up fee to the monthly fees for 12 months.

Monthly fees for one year:
$22 x 12 = $264

Sign-up fee: $35 (paid only once)

Total cost for the first year:
$264 + $35 = $299

""",
     "",
     [
        ("let_me_know", "B", "prose_sentence", "Mrs. Walsh will pay $299 for her first year of membership.¶¶Let me know if you have any other questions!", "'Let me know if' after the answer"),
        ("let_me_know_next", "B", "prose_sentence", "So, in her first year Mrs. Walsh will pay a total of $299. Let me know if you'd like me to work out the cost for a second year, when there is no sign-up fee.", "'a total of', then an offer without a number"),
        ("which_is", "B", "prose_sentence", "The total cost is $264 + $35, which is $299.", "'which is $299'"),
        ("modal_cents", "B", "prose_sentence", "Mrs. Walsh needs to pay $299.00 for the year.", "modal 'needs to', cents"),
        ("qwen_end", "B", "boxed", "Therefore, the final answer is: $\\boxed{299}$. I hope it is correct.", "Qwen2.5-Instruct closing"),
        ("monthly_total", "A", "prose_sentence", "Mrs. Walsh will pay $264 for her monthly fees this year.¶¶Let me know if you have any other questions!", "the monthly fees only"),
        ("rate", "A", "prose_sentence", "So Mrs. Walsh will pay $22 per month after the $35 fee.", "the rate and the fee; no yearly total"),
        ("takeback", "A", "prose_sentence", "Mrs. Walsh will pay $299 for the year. Let me know if you need anything else! Actually, wait, the first month is usually included in the sign-up fee, so it's $35 + 11 x $22 = $277.", "taken back after 'Let me know' and replaced by 277"),
        ("about", "A", "prose_sentence", "Mrs. Walsh will pay about $300 for her first year.", "a hedge"),
        ("no_fee", "A", "prose_sentence", "@Mrs. Walsh pays $22 every month, and the $35 fee is only a sign-up fee. So for a year of membership, Mrs. Walsh will pay $22 x 12 = $264.¶¶Let me know if you have any other questions!", "the sign-up fee left out of the first year: 264"),
     ]),
    ("clinic", "316",
     "Dr. Reyes sees 14 patients each weekday (Monday to Friday) and 9 patients on Saturday. The clinic is closed on Sunday. How many patients does Dr. Reyes see in 4 weeks?",
     """Let's find how many patients Dr. Reyes sees in one week first.

Weekdays: Monday to Friday is 5 days, and he sees 14 patients each day:
14 x 5 = 70 patients.

Saturday: 9 patients.

Sunday: the clinic is closed, so 0 patients.

Patients per week:
70 + 9 = 79 patients.

Now multiply by 4 weeks:
79 x 4 = 316 patients.

""",
     "",
     [
        ("python_check", "B", "prose_sentence", "Dr. Reyes sees 316 patients in 4 weeks.¶¶Let's verify with Python:¶```python¶weekday = 14 * 5¶saturday = 9¶weekly = weekday + saturday¶print(weekly * 4)¶```¶```output¶316¶```¶The result confirms that Dr. Reyes sees 316 patients in 4 weeks.", "Python verification that agrees"),
        ("python_last", "B", "prose_sentence", "So Dr. Reyes sees 316 patients in 4 weeks.¶¶```python¶# patients in 4 weeks¶print((14 * 5 + 9) * 4)¶```", "the answer, then a bare code block last"),
        ("total_of", "B", "prose_sentence", "Dr. Reyes sees a total of 316 patients over the 4 weeks.", "'a total of'"),
        ("python_box", "B", "boxed", "```python¶weekday = 14 * 5¶saturday = 9¶total = (weekday + saturday) * 4¶print(total)¶```¶```output¶316¶```¶The total number of patients Dr. Reyes sees in 4 weeks is \\(\\boxed{316}\\).", "Qwen2.5-Math code, output, box"),
        ("which_is_in_all", "B", "prose_sentence", "In 4 weeks, Dr. Reyes sees 79 patients a week, which is 316 patients in all.", "a weekly rate, then the total after 'which is ... in all'"),
        ("rate", "A", "prose_sentence", "So Dr. Reyes sees 79 patients each week.", "the weekly count where 4 weeks are asked"),
        ("python_wrong", "A", "answer_is", "Dr. Reyes sees 316 patients in 4 weeks.¶¶Let's verify with Python:¶```python¶patients = 14 * 5 * 4¶print(patients)¶```¶```output¶280¶```¶The code shows Dr. Reyes sees 280 patients, so the answer is 280.", "a Python re-computation that forgets Saturday replaces the answer with 280"),
        ("weekdays", "A", "prose_sentence", "Dr. Reyes sees 70 patients on weekdays each week.", "a subtotal"),
        ("given", "A", "prose_sentence", "So Dr. Reyes sees 14 patients each weekday and 9 on Saturday.", "only the givens"),
        ("python_cut", "A", "truncated", "@To find the total, let's write a Python program.¶¶```python¶weekday = 14 * 5   # 70¶saturday = 9¶weekly = weekday + saturday   # 79¶total = weekly * 4¶print(tot", "a code block cut before any output: no_answer"),
     ]),
    ("fence", "546",
     "A rectangular garden is 24 feet long and 15 feet wide. Fencing costs $7 per foot. How much will it cost to put a fence around the whole garden?",
     """To fence the whole garden, we need the perimeter of the rectangle.

Perimeter = 2 x (length + width)
= 2 x (24 + 15)
= 2 x 39
= 78 feet

Fencing costs $7 per foot, so the cost is:
78 x $7 = $546

""",
     "",
     [
        ("minerva_opt", "B", "minerva", "Final Answer: The final answer is 546. I hope it is correct.¶¶(C)", "Minerva line, then an option letter"),
        ("minerva_dollar_opts", "B", "minerva", "Final Answer: The final answer is $\\$546$. I hope it is correct.¶¶(C)¶¶(D)", "Minerva with an escaped dollar, then two option letters"),
        ("modal", "B", "prose_sentence", "It will cost $546 to fence the garden.", "'It will cost $546 to ...'"),
        ("which_is_after", "B", "prose_sentence", "The fence will cost a total of $546, which is 78 feet at $7 per foot.", "the answer, then its factors after 'which is'"),
        ("bold", "B", "prose_sentence", "The cost of fencing the whole garden is **$546**.", "bold money"),
        ("area_minerva", "A", "minerva", "@The area of the garden is 24 x 15 = 360 square feet. At $7 per foot, the cost is 360 x 7 = $2,520.¶¶Final Answer: The final answer is 2520. I hope it is correct.¶¶(C)", "area used for the fence: 2520"),
        ("perimeter_minerva", "A", "minerva", "Final Answer: The final answer is 78. I hope it is correct.¶¶(C)", "the perimeter, a subtotal"),
        ("half", "A", "prose_sentence", "It will cost 39 x $7 = $273 to fence the garden.", "half the perimeter: 273"),
        ("approx", "A", "prose_sentence", "It will cost approximately $550 to fence the garden.", "a hedge"),
        ("cut", "A", "truncated", "Final Answer: The final answer is", "Minerva line cut before the value: no_answer"),
     ]),
    ("marbles", "48",
     "Jo had 90 marbles. She gave 1/3 of them to Ann and then gave 1/5 of the remaining marbles to Ben. How many marbles does Jo have now?",
     """Let's work through this one step at a time.

Jo starts with 90 marbles.

She gives 1/3 of them to Ann:
90 / 3 = 30 marbles to Ann.
Remaining: 90 - 30 = 60 marbles.

She then gives 1/5 of the remaining 60 marbles to Ben:
60 / 5 = 12 marbles to Ben.
Remaining: 60 - 12 = 48 marbles.

""",
     """<think>
Jo starts with 90. A third to Ann, that's 30, so 60 left. Then a fifth of the remaining, so a fifth of 60, which is 12, goes to Ben. 60 minus 12 is 48. Wait, is it a fifth of the remaining or of the original? The problem says "of the remaining marbles", so 60. So 48.
</think>

""",
     [
        ("takeback_right", "B", "prose_sentence", "@Jo gives Ann 90 / 3 = 30 marbles and Ben 90 / 5 = 18 marbles, so she has 90 - 30 - 18 = 42 marbles left. Wait, that's wrong. Ben gets 1/5 of the remaining marbles, not of all 90. After Ann, Jo has 60, and 60 / 5 = 12, so 60 - 12 = 48. So it's 48.", "a wrong value taken back and replaced by the right one"),
        ("plain", "B", "prose_sentence", "Jo has 48 marbles now.", "plain closing"),
        ("fewer_after", "B", "prose_sentence", "So Jo ends up with 48 marbles, which is 42 fewer than she started with.", "debatable: the answer, then the difference after 'which is' (see DECISIONS)", True),
        ("r1_box", "B", "boxed", "T:Jo has $\\boxed{48}$ marbles now.", "R1 think block, then a sentence with a box"),
        ("hash", "B", "hash", "Jo has 48 marbles left.¶#### 48", "'#### 48'"),
        ("takeback_wrong", "A", "prose_sentence", "So Jo has 48 marbles now. Wait, that's wrong. She gives 1/5 of the original 90 to Ben, which is 18, so she has 60 - 18 = 42. So it's 42.", "the right value taken back for 42"),
        ("after_ann", "A", "prose_sentence", "So Jo has 60 marbles after giving some to Ann.", "a subtotal"),
        ("given_away", "A", "prose_sentence", "So Jo gave away 30 + 12 = 42 marbles in total.", "the marbles given away"),
        ("takeback_none", "A", "none", "So Jo has 48 marbles now. Wait, that's wrong.", "taken back with nothing in its place: no_answer"),
        ("two_values", "A", "prose_sentence", "Jo has 48 or 42 marbles now, depending on how the fifth is taken.", "two values"),
     ]),
    ("pool", "5",
     "A pool holds 18,000 liters of water. It already has 4,500 liters in it, and a hose adds 45 liters per minute. How many hours will it take to fill the pool?",
     """Step 1: Find how much more water is needed.
18,000 - 4,500 = 13,500 liters.

Step 2: Find how many minutes the hose needs.
The hose adds 45 liters per minute, so:
13,500 / 45 = 300 minutes.

Step 3: Convert minutes to hours.
There are 60 minutes in an hour, so:
300 / 60 = 5 hours.

Check: 5 hours = 300 minutes, and 300 x 45 = 13,500 liters, which is exactly the water still needed.

""",
     "",
     [
        ("modal", "B", "prose_sentence", "It will take 5 hours to fill the pool.", "'It will take 5 hours to ...'"),
        ("which_is", "B", "prose_sentence", "So it will take 300 minutes, which is 5 hours, to fill the pool.", "minutes, then the hours after 'which is'"),
        ("bold", "B", "prose_sentence", "Filling the pool will take **5 hours**.", "bold value and unit"),
        ("invented_q", "B", "prose_sentence", "The hose needs to run for 5 hours to fill the pool.¶¶Question: How many liters does the hose add in 2 hours?¶Answer: 2 hours is 120 minutes, so the hose adds 45 x 120 = 5,400 liters.", "an invented next question answered after the real answer"),
        ("hash", "B", "hash", "It takes 5 hours to fill the pool.¶#### 5", "'#### 5'"),
        ("unit_slip", "A", "prose_sentence", "It will take 300 hours to fill the pool.", "the minutes called hours: a unit slip"),
        ("minutes", "A", "prose_sentence", "So it will take 300 minutes to fill the pool.", "debatable: the minutes where hours are asked (see DECISIONS)", True),
        ("from_empty", "A", "prose_sentence", "@The hose adds 45 liters per minute, so it fills 18,000 / 45 = 400 minutes, and 400 / 60 = 6.67. So it will take 6.67 hours to fill the pool.", "the water already in the pool ignored: 6.67"),
        ("needed", "A", "prose_sentence", "So 13,500 more liters are needed to fill the pool.", "the water still needed, a subtotal"),
        ("about", "A", "prose_sentence", "It will take about 5 hours to fill the pool.", "a hedge of an exact time"),
     ]),
]
MPROBS = [
    ("gf", "10",
     r"Let $f(x) = 2x - 3$ and $g(x) = x^2 + 1$. What is $g(f(4) - 2)$?",
     r"""Step 1: We need to find the value of $f(4)$. Substituting $x = 4$ into $f(x) = 2x - 3$ gives $f(4) = 2(4) - 3 = 8 - 3 = 5$.

Step 2: Next we subtract 2 from $f(4)$: $f(4) - 2 = 5 - 2 = 3$.

Step 3: Now we evaluate $g$ at 3. Substituting $x = 3$ into $g(x) = x^2 + 1$ gives $g(3) = 3^2 + 1 = 9 + 1 = 10$.

""",
     "",
     [
        ("step_chain", "B", "prose_sentence", r"Step 4: The value of $g(f(4)-2)$ is equal to the value of $g(3)$, which is 10.", "a step chain ending 'which is 10'"),
        ("box_check", "B", "boxed", r"The answer is $\boxed{10}$.¶¶Check: $g(3) = 10$ and $f(4) = 5$, so the work is consistent.", "box, then a check that agrees and ends on another number"),
        ("equation", "B", "prose_sentence", r"Therefore, $g(f(4) - 2) = 10$.", "the answer as an equation"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is $10$. I hope it is correct.", "Minerva closing"),
        ("chain_eq", "B", "prose_sentence", r"So the value is $g(3) = 3^2 + 1 = 10$.", "an equation chain ending in the value"),
        ("step_inner", "A", "prose_sentence", r"Step 4: The value of $g(f(4)-2)$ is equal to the value of $g(3)$, which is 3.", "the inner value 3 stated as the answer"),
        ("order", "A", "prose_sentence", r"@First, $f(4) = 2(4) - 3 = 5$. Then $g(f(4)) = g(5) = 5^2 + 1 = 26$. So $g(f(4)) - 2 = 26 - 2 = 24$.", "the 2 subtracted outside g: 24"),
        ("box_check_wrong", "A", "boxed", r"The answer is $\boxed{10}$.¶¶Check: we should subtract 2 inside $f$: $f(4-2) = f(2) = 1$, so $g(1) = 2$. So the answer is $\boxed{2}$.", "a 'check' that replaces the answer with 2"),
        ("step_cut", "A", "truncated", r"Step 4: The value of $g(f(4)-2)$ is equal to the value of $g(3)$, which is", "step chain cut before the value: no_answer"),
        ("sub", "A", "prose_sentence", r"So $f(4) - 2 = 3$.", "a subtotal"),
     ]),
    ("lin", "9",
     r"Solve for $x$: $5(x - 2) = 3x + 8$.",
     r"""To solve the equation $5(x - 2) = 3x + 8$, we first expand the left side:
\[ 5x - 10 = 3x + 8. \]

Subtract $3x$ from both sides:
\[ 2x - 10 = 8. \]

Add 10 to both sides:
\[ 2x = 18. \]

Divide both sides by 2:
\[ x = 9. \]

""",
     "",
     [
        ("eq", "B", "prose_sentence", r"The solution is $x = 9$.", "an equation 'x = 9'"),
        ("box_eq", "B", "boxed", r"\boxed{x = 9}", "a box holding an equation"),
        ("box_check", "B", "boxed", r"So the answer is $\boxed{9}$.¶¶Check: $5(9-2) = 5 \cdot 7 = 35$ and $3 \cdot 9 + 8 = 35$, so both sides agree.", "box, then a check whose last number is 35"),
        ("frac", "B", "prose_sentence", r"Thus, $x = \frac{18}{2} = 9$.", "a fraction equal to the value"),
        ("minerva_eq", "B", "minerva", "Final Answer: The final answer is $x=9$. I hope it is correct.", "Minerva with an equation"),
        ("half_step", "A", "prose_sentence", r"So $2x = 18$.", "not solved for x"),
        ("sign", "A", "prose_sentence", r"So $x = -9$.", "sign slip"),
        ("takeback", "A", "prose_sentence", r"So $x = 9$. Wait, that's wrong: $5(x-2) = 5x - 2$, so $2x = 10$ and $x = 5$.", "taken back for 5"),
        ("unsolved", "A", "prose_sentence", r"The solution is $x = \frac{3x + 8}{5} + 2$.", "x still on both sides"),
        ("approx", "A", "prose_sentence", r"So $x \approx 9$.", "an approximation sign on an exact value"),
     ]),
    ("abs", "(-2,5)",
     r"Solve $|2x - 3| < 7$. Express your answer in interval notation.",
     r"""The inequality $|2x - 3| < 7$ means that $2x - 3$ is less than 7 units from 0, so
\[ -7 < 2x - 3 < 7. \]

Add 3 to all three parts:
\[ -4 < 2x < 10. \]

Divide all three parts by 2:
\[ -2 < x < 5. \]

The endpoints are not included, because at $x = -2$ and $x = 5$ we get $|2x - 3| = 7$, which is not less than 7.

""",
     "",
     [
        ("interval", "B", "prose_sentence", r"In interval notation, the solution is $(-2, 5)$.", "open interval in a sentence"),
        ("ineq", "B", "prose_sentence", r"So the solution set is $-2 < x < 5$.", "debatable: an inequality where interval notation is asked (see DECISIONS)", True),
        ("box", "B", "boxed", r"\boxed{(-2,5)}", "a bare box"),
        ("in", "B", "prose_sentence", r"Therefore, $x \in (-2, 5)$.", "'x in' the interval"),
        ("left_right", "B", "answer_is", r"The answer is $\left( -2, 5 \right)$.", "\\left( \\right) delimiters"),
        ("closed", "A", "prose_sentence", r"In interval notation, the solution is $[-2, 5]$.", "closed ends"),
        ("swapped", "A", "prose_sentence", r"So the solution is $(-5, 2)$.", "the signs swapped"),
        ("half_line", "A", "prose_sentence", r"So the solution is $(-\infty, 5)$.", "one side only"),
        ("two_x", "A", "prose_sentence", r"So the solution is $(-4, 10)$.", "the interval for 2x"),
        ("complement", "A", "prose_sentence", r"So the solution is $(-\infty, -2) \cup (5, \infty)$.", "the complement"),
     ]),
    ("red", r"\frac{5}{14}",
     "A bag has 5 red marbles and 3 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red? Express your answer as a common fraction.",
     r"""The probability that the first marble is red is $\frac{5}{8}$, since 5 of the 8 marbles are red.

After one red marble is removed, 4 red marbles remain out of 7, so the probability that the second marble is red is $\frac{4}{7}$.

Multiplying:
\[ \frac{5}{8} \cdot \frac{4}{7} = \frac{20}{56} = \frac{5}{14}. \]

Alternatively, there are $\binom{5}{2} = 10$ ways to choose 2 red marbles and $\binom{8}{2} = 28$ ways to choose any 2 marbles, so the probability is $\frac{10}{28} = \frac{5}{14}$.

""",
     "",
     [
        ("slash", "B", "prose_sentence", "So the probability is 5/14.", "a slash fraction"),
        ("dfrac", "B", "prose_sentence", r"The probability that both are red is $\dfrac{5}{14}$.", "\\dfrac"),
        ("box_unreduced", "B", "boxed", r"\boxed{\frac{10}{28}}", "an unreduced equal fraction"),
        ("box_check", "B", "boxed", r"So the answer is $\boxed{\frac{5}{14}}$.¶¶Check: $\frac{5}{14} \approx 0.357$, which is less than $\frac{5}{8}$, as it should be.", "box, then a check that agrees"),
        ("text_p", "B", "prose_sentence", r"Therefore, $P(\text{both red}) = \frac{5}{14}$.", "an equation with \\text"),
        ("replace", "A", "prose_sentence", r"So the probability is $\frac{25}{64}$.", "with replacement"),
        ("first", "A", "prose_sentence", r"So the probability is $\frac{5}{8}$.", "the first draw only"),
        ("red_blue", "A", "prose_sentence", r"So the probability is $\frac{15}{56}$.", "red then blue"),
        ("approx", "A", "prose_sentence", "So the probability is approximately 0.36.", "a rounded decimal"),
        ("box_after", "A", "boxed", r"So the probability is $\frac{5}{14}$.¶¶\boxed{\frac{4}{7}}", "the right value, then a box of the second factor"),
     ]),
    ("decagon", "144",
     "What is the measure, in degrees, of each interior angle of a regular decagon?",
     r"""Step 1: The sum of the interior angles of a polygon with $n$ sides is $180(n - 2)$ degrees.

Step 2: A decagon has $n = 10$ sides, so the sum is $180(10 - 2) = 180 \cdot 8 = 1440$ degrees.

Step 3: Since the decagon is regular, all 10 interior angles are equal, and each one is $\frac{1440}{10} = 144$ degrees.

Check with exterior angles: each exterior angle is $\frac{360}{10} = 36$ degrees, and $180 - 36 = 144$.

""",
     "",
     [
        ("circ", "B", "prose_sentence", r"Each interior angle measures $144^\circ$.", "degree sign"),
        ("box_circ", "B", "boxed", r"\boxed{144^{\circ}}", "a box with a degree sign"),
        ("degrees", "B", "prose_sentence", "So each interior angle is 144 degrees.", "'degrees' in words"),
        ("box_check", "B", "boxed", r"The answer is $\boxed{144}$.¶¶This agrees with the exterior angle check, since $144 + 36 = 180$.", "box, then a check whose last number is 180"),
        ("step_which", "B", "prose_sentence", r"Step 4: The measure of each interior angle of the regular decagon is equal to $1440 \div 10$, which is 144 degrees.", "step chain ending 'which is 144 degrees'"),
        ("sum", "A", "prose_sentence", r"So the interior angles measure $1440^\circ$.", "the sum"),
        ("takeback_ext", "A", "prose_sentence", r"So each interior angle is $144^\circ$. Hmm, wait: each angle of a regular polygon is $\frac{360}{n}$, so it's $\frac{360}{10} = 36^\circ$.", "taken back for the exterior angle 36"),
        ("about", "A", "prose_sentence", r"So each interior angle is about $144^\circ$.", "a hedge"),
        ("cut", "A", "truncated", "Each interior angle measures $", "cut: no_answer"),
        ("box_after", "A", "boxed", r"So each interior angle is 144 degrees.¶¶\boxed{1440}", "the right value, then a box of the sum"),
     ]),
    ("dist", r"2\sqrt{13}",
     r"What is the distance between the points $(-1, 3)$ and $(5, -1)$? Express your answer in simplest radical form.",
     r"""We use the distance formula:
\[ d = \sqrt{(x_2 - x_1)^2 + (y_2 - y_1)^2}. \]

Here $x_2 - x_1 = 5 - (-1) = 6$ and $y_2 - y_1 = -1 - 3 = -4$.

So
\[ d = \sqrt{6^2 + (-4)^2} = \sqrt{36 + 16} = \sqrt{52}. \]

Since $52 = 4 \cdot 13$ and 4 is a perfect square, $\sqrt{52} = \sqrt{4}\sqrt{13} = 2\sqrt{13}$.

""",
     "",
     [
        ("plain", "B", "prose_sentence", r"The distance is $2\sqrt{13}$.", "plain closing"),
        ("box", "B", "boxed", r"\boxed{2\sqrt{13}}", "bare box"),
        ("unsimplified", "B", "prose_sentence", r"So the distance between the points is $\sqrt{52}$ units.", "an equal unsimplified radical"),
        ("box_check", "B", "boxed", r"The answer is $\boxed{2\sqrt{13}}$.¶¶Check: $(2\sqrt{13})^2 = 4 \cdot 13 = 52 = 36 + 16$. ✓", "box, then a check that agrees"),
        ("unicode", "B", "prose_sentence", "So the distance is 2√13.", "a Unicode radical"),
        ("sqrt13", "A", "prose_sentence", r"The distance is $\sqrt{13}$.", "the factor 2 lost"),
        ("squared", "A", "prose_sentence", "So the distance is 52.", "the squared distance"),
        ("approx", "A", "prose_sentence", "So the distance is approximately 7.21.", "a decimal for an exact value"),
        ("wrong_rad", "A", "prose_sentence", r"The distance is $2\sqrt{26}$.", "wrong radicand"),
        ("dx_slip", "A", "prose_sentence", r"@The horizontal distance is $5 - 1 = 4$ and the vertical distance is $-1 - 3 = -4$, so $d = \sqrt{16 + 16} = \sqrt{32} = 4\sqrt{2}$. The distance is $4\sqrt{2}$.", "a sign slip in x: 4 sqrt 2"),
     ]),
    ("sys", "(3,2)",
     r"Find the ordered pair $(x, y)$ that satisfies $x + 2y = 7$ and $3x - y = 7$.",
     r"""From the second equation, $y = 3x - 7$.

Substituting into the first equation:
\[ x + 2(3x - 7) = 7 \]
\[ x + 6x - 14 = 7 \]
\[ 7x = 21 \]
\[ x = 3. \]

Then $y = 3(3) - 7 = 9 - 7 = 2$.

Check: $3 + 2(2) = 7$ and $3(3) - 2 = 7$, so both equations are satisfied.

""",
     "",
     [
        ("pair", "B", "prose_sentence", r"The ordered pair is $(3, 2)$.", "plain closing"),
        ("box", "B", "boxed", r"\boxed{(3,2)}", "bare box"),
        ("xy", "B", "prose_sentence", r"So $x = 3$ and $y = 2$.", "debatable: two equations where an ordered pair is asked (see DECISIONS)", True),
        ("box_check", "B", "boxed", r"The answer is $\boxed{(3, 2)}$.¶¶Check: $3 + 4 = 7$ and $9 - 2 = 7$, both equations hold.", "box, then a check that agrees"),
        ("eq_pair", "B", "prose_sentence", r"Therefore $(x, y) = (3, 2)$.", "an equation of pairs"),
        ("swapped", "A", "prose_sentence", r"The ordered pair is $(2, 3)$.", "swapped"),
        ("x_only", "A", "prose_sentence", r"So $x = 3$.", "one coordinate only"),
        ("box_after", "A", "boxed", r"The ordered pair is $(3, 2)$.¶¶\boxed{(3, -2)}", "the right pair, then a box of a wrong one"),
        ("cut", "A", "truncated", r"So the ordered pair is $(3,", "cut inside the pair: no_answer"),
        ("two_pairs", "A", "prose_sentence", r"So the ordered pair is $(3, 2)$ or $(2, 3)$.", "two values"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_marbles_fewer_after": (
        "accept",
        "the sentence answers the question with 'Jo ends up with 48 marbles'; the clause 'which is "
        "42 fewer than she started with' describes that same amount by comparison with the given "
        "90, it is not a second answer to 'how many marbles does Jo have now'",
    ),
    "g_pool_minutes": (
        "reject",
        "the question asks how many hours; 300 is the number of minutes, and the number of hours "
        "the answer should state is 5. Equal values in another form cover notation (30 for 30 "
        "degrees, $6.00 for 6), not a conversion into another unit that leaves the asked number "
        "unstated; a checker cannot convert units in free prose",
    ),
    "g_loan_two_values": (
        "reject",
        "'$108 each month, or $100 if his colleague waives the interest' offers a second monthly "
        "amount as an alternative answer to the same question; two values for one question is a "
        "hedge (README: a hedge is wrong), as round 182 decided for '(or $24 before the tip)'",
    ),
    "ok_m_abs_ineq": (
        "accept",
        "-2 < x < 5 is exactly the set (-2, 5); the requested notation is not followed, but the "
        "label asks whether the final answer equals the gold mathematically (README: equal values "
        "in another form are correct)",
    ),
    "ok_m_sys_xy": (
        "accept",
        "'x = 3 and y = 2' names both coordinates of the one solution (3, 2) with their variables, "
        "so it states the ordered pair in another form; nothing is hedged or left out",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam185", CASES, [], DECISIONS)
