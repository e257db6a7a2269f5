r"""Build adversarial_redteam173.jsonl: round 173 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam173"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam167.py / 169.py / 171.py (structure, docstring, label
conventions, DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new
wording).

Aim of this round: English, 260 probes, 130 GSM8K and 130 MATH, 130 kind A and 130 kind B:
MULTI-PART and MULTI-VALUE answers as real models write them. MATH golds with several values (two
roots "2,-3", "\pm 4", "2\pm\sqrt{3}", "2i,-2i", a three-root list "3,5,7", a set "\{1,3\}", ordered
pairs "(4,2)" and "(2,3)" for (A, B), a closed interval "[-2,4]", a union with mixed ends
"(-\infty,2]\cup(5,\infty)", a 2x2 matrix and a 3-vector in pmatrix, a multiple-choice letter
"\text{(B)}"), and GSM8K problems whose question asks for one number while the working produces
several (each person's share, two kinds of animal or coin, a per-day and a weekly figure, per
friend and per night, eaten and left over, the dimensions and the area). The working before the
answer is instruct-model prose with `\[ \]` display math, or an R1 `<think>` block, followed by
Qwen's "Therefore, the final answer is: $\boxed{}$. I hope it is correct.", Llama's "The final
answer is: $\boxed{}$", Minerva's line, R1's "**Final Answer**" block, an `<answer>` tag (one value,
several values, several lines, labelled lines), `####`, a bold "**Answer:**" or a prose sentence.
Kind B: the full answer in honest notations ("x = 2 or x = -3", "-3, 2", "x \in \{-3, 2\}",
"2 \text{ and } -3", "\pm 2i" for "2i,-2i", "2 + \sqrt{3}, 2 - \sqrt{3}" and the unsimplified
"\frac{4 \pm \sqrt{12}}{2}", "x = 4, y = 2" and "(x, y) = (4, 2)", "A = 2, B = 3", a double
inequality or "x \in [-2, 4]" or words for an interval, "x \le 2 or x > 5", union pieces reordered,
"(-inf, 2] U (5, inf)", bmatrix / array / nested lists / a \frac{1}{1} factor for a matrix, a tuple,
\langle\rangle or i, j, k for a vector, the letter bare, bold, in a tag or with its content), roots
of an unordered list in any order; in GSM8K a final sentence or tag giving several LABELLED numbers
of which the asked one is named ("Ann gets $90 and Ben gets $150", "Each friend pays $45 per
night, which is $135 for the whole stay", "It bakes 270 loaves a week, which is 45 loaves each
day", "(a) Adults ... (c) Total: $45"), the gold in words followed by another given number, a box
holding "12 + 20 = 32". Kind A: one root of two (or two of three), an extra spurious root (0 kept
where positive roots are asked, 1 added), sign slips, the factorization or the sum / product /
count of the roots instead of the roots, swapped ORDERED pairs (bare or with names), one
coordinate, endpoints for an interval, another endpoint rule, the complement, one piece of a
union, the critical points, transposed / unswapped / sign-flipped matrices, the determinant, the
reversed cross product, a missing vector component, another letter, "(B) or (D)", a ranked list
of letters; in GSM8K the other person's or item's number named as asked, the two labelled numbers
swapped, an unlabelled list of values ("90, 150", "<answer>\n45\n270\n</answer>", "24, 21, 45"),
two boxes with different unlabelled values, the per-day / per-week / per-person / total figure
where another is asked (each vs total), a final box of the other figure after a sentence with the
gold, hedges ("28 or 29", "between 30 and 35", "10 or 11 weeks"), and cuts (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: $240 shared 3:5, Ben -> 150 (8 parts of 30; Ann 90); 45 loaves a day, 6 days -> 270 (7 days:
315); 12 apples and 8 more oranges, all fruit -> 32 (20 oranges; 8 oranges misread: 20); father
3 times the son, ages sum 52, father -> 39 (son 13); 2 adults at $12 + 3 children at $7 -> 45 (24;
21; swapped counts 36 + 14 = 50; 45 / 5 = 9 a person); 84 stickers among 3 friends, each -> 28 (84 /
4 = 21); 3 km mornings + 2 km evenings, a week -> 35 (5 a day; 21 + 14); 20 heads, 56 legs, cows ->
8 (12 chickens; 40 legs if all chickens, 16 extra / 2; cows' legs 32); Tom $15 and Jerry $9 a week,
Tom $60 ahead -> 10 (6 a week; Tom 150, Jerry 90); garden 3 m longer than wide, perimeter 46, area
-> 130 (10 by 13; half-perimeter slip 2w + 3 = 46: 21.5 x 24.5 = 526.75); $540 for 3 nights, 4
friends, each per night -> 45 (135 each for the stay; 180 a night for the cabin); 5 pizzas x 8 slices,
12 kids x 3 slices, left -> 4 (40; 36; slip 12 x 3 = 32: 8); 30 quarters and dimes worth $5.10,
quarters -> 14 (15q = 210; 16 dimes; $3.50 + $1.60).
MATH: x^2 + x - 6 = 0 -> 2,-3 ((x + 3)(x - 2); signs -2, 3; sum -1); x^2 - 5 = 11 -> \pm 4 (x^2 =
16; slip x^2 = 6: \pm\sqrt{6}); 2x + y = 10, x - y = 2 -> (4,2) (3x = 12; x + y = 6); (x - 2)/(x - 5)
>= 0 -> (-\infty,2]\cup(5,\infty) (0 at 2 kept, 5 undefined; complement (2,5]); positive roots of
x^3 - 4x^2 + 3x -> \{1,3\} (x(x - 1)(x - 3), 0 not positive); x^3 - 15x^2 + 71x - 105 -> 3,5,7 (27 -
135 + 213 - 105 = 0; (x - 3)(x^2 - 12x + 35); Vieta 15, 71, 105; x = 1 gives -48); inverse of
[[2,1],[5,3]] -> [[3,-1],[-5,2]] (det 1; product checked = I); (1,2,0) x (0,1,3) -> (6,-3,1) (dot 2;
b x a = (-6,3,-1)); largest of 2^{30}, 3^{20}, 5^{12}, 10^9, 6^{11} -> \text{(B)} (1073741824,
3486784401 = 59049^2, 244140625, 10^9, 362797056); (5x - 4)/((x - 2)(x + 1)) = A/(x - 2) + B/(x + 1)
-> (2,3) (x = 2: 6 = 3A; x = -1: -9 = -3B); x^2 - 4x + 1 = 0 -> 2\pm\sqrt{3} ((4 \pm \sqrt{12})/2;
3.732 and 0.268); |x - 1| <= 3 -> [-2,4]; z^2 + 4 = 0 -> 2i,-2i ((\pm 2i)^2 = -4).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind B shapes name the
notation (both / named / each_total / each_last / tag_lines / tag_named / parts / words / or_prose /
swapped / set_in / box_and / list / pm_x / xy_eq / xy_prose / named_pair / ineq_or / reorder /
tag_plain / left_right / bmatrix / array / tag_rows / frac1 / tuple / ijk / angle / letter /
textbf / letter_content / unsimpl / chain / x_in / two_box ...). Kind A shapes name the error
(swap / swap_named / other / other_box / list / tag_list / two_box / part / per_day / daily_last /
total / total_last / hedge / between / one_root / extra / with_zero / signs / sum / count /
factored / x_only / crit / one_piece / closed5 / open2 / complement / transpose / nosign / det /
neg / dot / cut ...). Kind A: truth wrong, or no_answer where the form is `truncated` or `none`;
kind B: truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 167, 169 and 171): the LAST final
answer counts (the tag or the last box where there is one; the concluding sentence otherwise), and
the final answer of a thinking completion is the one after `</think>`. A multi-value gold is
matched by the whole collection: an unordered list of roots or a set in any order, with or without
"x =", "or", "and", set braces or "x \in", \pm for a symmetric pair, an unsimplified radical form
of the same values; an ORDERED pair must keep its order, but named coordinates ("x = 4, y = 2",
"A = 2, B = 3", "(x, y) = (4, 2)") state it. A value missing from the collection, a value added, a
sign slip, another order for an ordered pair, one coordinate, the factorization, the sum, product
or count of the roots, the endpoints of an interval or the critical points, another endpoint rule,
the complement, one piece of a union: wrong. In GSM8K, a final sentence or tag with several
LABELLED numbers is correct when the number the question asks for is named as such (wherever it
stands: first, middle or last); wrong when it names another number as the asked one (swapped),
when it gives only other quantities, or when it is an unlabelled list of values (the reader cannot
tell which one answers; "24, 21, 45" with the gold last is still a list). A final box after a
sentence holds the final answer (a box of the per-day figure after a weekly sentence is wrong).
Two boxes with different unlabelled values are a hedge (wrong); "X or Y" and "between X and Y" are
hedges. A cut before the value is complete is no_answer. Debatable (3, with DECISIONS):
`ok_m_quad_two_box` and `ok_m_cplx_two_box` (the two roots of a two-root gold each in its own
box, accepted), `ok_g_bakery_two_box` (a per-day box and a per-week box, each labelled, the weekly
one asked and last, accepted).

Usage: python build_adversarial_redteam173.py (writes adversarial_redteam173.jsonl beside itself)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, llama_end, m, minerva_end, probe_table, qwen_end, r1final, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, instruct working, think block, [(suffix, kind, form, final, note[, debatable]), ...]).
# A final opening "T:" follows the think block (<think>...</think>); one opening "@" is the whole
# completion (without the "@"); any other final follows the instruct working. "¶" in a final is a
# newline. Kind A probes whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("split", "150",
     "Ann and Ben share $240 in the ratio 3:5. How much money does Ben get?",
     r"""To split the money in the ratio 3:5, we first find the total number of parts:

\[ 3 + 5 = 8 \text{ parts}. \]

Each part is worth

\[ \frac{240}{8} = 30 \text{ dollars}. \]

Ann gets 3 parts and Ben gets 5 parts:

\[ \text{Ann} = 3 \times 30 = 90, \qquad \text{Ben} = 5 \times 30 = 150. \]

Check: \(90 + 150 = 240\), which matches the total, and \(90 : 150 = 3 : 5\) after dividing both by 30.

""",
     r"""<think>
Okay, so Ann and Ben share $240 in the ratio 3:5, and I need Ben's share.

Total parts: 3 + 5 = 8. Each part is 240 / 8 = 30.

Ann gets 3 * 30 = 90. Ben gets 5 * 30 = 150.

Wait, which one is Ben? The ratio is Ann:Ben = 3:5, so Ben has the 5 parts, that's 150. Let me double-check: 90 + 150 = 240. Yes, and 90:150 = 3:5 after dividing by 30.

So Ann gets $90 and Ben gets $150.

Hmm, let me also think about it another way, as fractions. Ben's fraction of the total is 5/8, so Ben gets 5/8 * 240. 240 / 8 = 30, times 5 is 150. And Ann's fraction is 3/8, 3/8 * 240 = 90. Same numbers.

Is there any chance the ratio means Ben:Ann? The problem says "Ann and Ben share $240 in the ratio 3:5", so the first number goes with Ann and the second with Ben. So Ben's share is the larger one.
</think>

""",
     [
        ("both", "B", "prose_sentence", r"Therefore, Ann receives \$90 and Ben receives \$150.", "both shares in the concluding sentence, Ben's named (the asked one last)"),
        ("ben_first", "B", "prose_sentence", r"So Ben gets \$150, while Ann gets the remaining \$90.", "Ben's share named first, Ann's 90 last"),
        ("tag_lines", "B", "tag", "T:<answer>\nBen: $150\nAnn: $90\n</answer>", "labelled lines in the tag, Ben's first"),
        ("r1", "B", "boxed", "T:Ben's share is 5 parts of $30, that is $150 (Ann gets $90).¶¶" + r1final("150"), "R1 final block after a sentence naming both shares"),
        ("hash", "B", "hash", r"Ben gets 5 parts, so he gets \$150.¶¶#### 150", "#### after the working"),
        ("swap", "A", "prose_sentence", r"Therefore, Ann receives \$150 and Ben receives \$90.", "the two shares swapped: Ben named with 90"),
        ("other_box", "A", "boxed", r"So Ann gets \$90.¶¶" + qwen_end("90"), "Ann's share boxed for Ben's"),
        ("two_box", "A", "boxed", r"The two shares are \(\boxed{90}\) and \(\boxed{150}\).", "two boxes with different unlabelled values: a hedge"),
        ("list", "A", "boxed", r"The shares are:¶¶\[ \boxed{90, 150} \]", "an unlabelled list of both shares for the one asked"),
        ("part", "A", "boxed", r"Each part is worth \$30.¶¶" + llama_end("30"), "the value of one part"),
     ]),
    ("bakery", "270",
     "A bakery bakes 45 loaves of bread each day and is open 6 days a week. How many loaves does it bake in a week?",
     r"""We know the bakery bakes 45 loaves per day. It is open 6 days each week, so the weekly total is the daily amount times the number of days:

\[ 45 \times 6 = 270. \]

Let's double-check by adding day by day:

\[ 45,\ 90,\ 135,\ 180,\ 225,\ 270. \]

After the sixth day the running total is 270 loaves. Note that the bakery is closed on the seventh day, so we do not multiply by 7.

""",
     r"""<think>
Okay, the bakery makes 45 loaves every day it's open, and it's open 6 days a week. So per week it's 45 * 6.

45 * 6: 40 * 6 = 240 and 5 * 6 = 30, so 270.

Hmm, should I count 7 days? No, it says it's open 6 days, so 45 * 7 = 315 would be wrong.

So 45 a day, 270 a week. The question asks for the week.

Let me re-read the problem to be sure: "bakes 45 loaves of bread each day and is open 6 days a week. How many loaves does it bake in a week?" Yes, the week total, and the bakery only bakes on the days it's open.

Another check: 270 / 6 = 45, so each of the 6 days gets 45 loaves. And if I think of it as 50 * 6 = 300 minus 5 * 6 = 30, that's 270 again.
</think>

""",
     [
        ("each_total", "B", "prose_sentence", "So the bakery bakes 45 loaves each day and 270 loaves in a week.", "per-day and weekly figures, the weekly one labelled and asked"),
        ("each_last", "B", "prose_sentence", "So the bakery bakes 270 loaves in a week, which is 45 loaves each day.", "gold named as the weekly figure, the per-day 45 last"),
        ("tag_sentence", "B", "tag", "T:<answer>The bakery bakes 270 loaves per week (45 per day).</answer>", "the tag holds a sentence, the per-day figure in brackets after the gold"),
        ("box_units", "B", "boxed", qwen_end(r"270 \text{ loaves}"), r"\text{ loaves} in the box"),
        ("two_box", "B", "boxed", r"Per day: \(\boxed{45}\) loaves.¶Per week: \(\boxed{270}\) loaves.", "debatable: two boxes, each labelled, the weekly one asked and last (see DECISIONS)", True),
        ("per_day", "A", "boxed", r"Therefore, the bakery bakes \(\boxed{45}\) loaves each day.", "the per-day figure boxed for the weekly total"),
        ("daily_last", "A", "boxed", r"So the bakery bakes 270 loaves in a week.¶¶In other words, it bakes \(\boxed{45}\) loaves each day.", "the weekly total in prose, then a final box of the per-day figure"),
        ("tag_list", "A", "tag", "T:<answer>\n45\n270\n</answer>", "two unlabelled values on separate lines in the tag"),
        ("hedge", "A", "prose_sentence", "So it bakes 270 loaves a week, or 315 if it opens every day.", "a hedge between two values"),
        ("cut", "A", "truncated", r"So the weekly total is \(\boxed{", "box cut before its value: no_answer"),
     ]),
    ("fruit", "32",
     "Maya buys 12 apples. She buys 8 more oranges than apples. How many pieces of fruit does she buy in all?",
     r"""Maya buys 12 apples.

She buys 8 more oranges than apples, so the number of oranges is

\[ 12 + 8 = 20. \]

The total number of pieces of fruit is the number of apples plus the number of oranges:

\[ 12 + 20 = 32. \]

Check: there are \(20 - 12 = 8\) more oranges than apples, as stated.

""",
     r"""<think>
Okay, so Maya has 12 apples. Oranges are 8 more than apples, so 12 + 8 = 20 oranges.

Wait, is it 8 oranges? No, "8 more oranges than apples" means 8 more than 12, so 20 oranges.

Total fruit: 12 + 20 = 32.

Double-check: 32 - 12 = 20 oranges, and 20 - 12 = 8. Good. The question wants all the fruit, so 32.

Let me re-read: "She buys 8 more oranges than apples." So oranges = apples + 8 = 20. Then "How many pieces of fruit does she buy in all?" That's apples plus oranges, not just the oranges.

Hmm, could someone misread it and think she buys 8 oranges? Then the total would be 12 + 8 = 20, but that's not what the sentence says. 8 more than 12 is 20 oranges.

Total: 12 + 20. 12 + 20 = 32. Okay.
</think>

""",
     [
        ("all_three", "B", "prose_sentence", "So Maya buys 12 apples and 20 oranges, 32 pieces of fruit in all.", "both kinds and the total, the total labelled"),
        ("total_first", "B", "prose_sentence", "32 pieces of fruit in all: 12 apples and 20 oranges.", "the gold first, then the two kinds"),
        ("tag_paren", "B", "tag", "T:<answer>32 pieces of fruit (12 apples + 20 oranges)</answer>", "the tag holds the gold, then the two kinds in brackets"),
        ("box_sum", "B", "boxed", r"Adding the two kinds of fruit:¶¶\[ \boxed{12 + 20 = 32} \]", "the box holds the sum written out, ending in the gold"),
        ("llama", "B", "boxed", llama_end("32"), "Llama closing line"),
        ("two_only", "A", "prose_sentence", "So Maya buys 12 apples and 20 oranges.", "the two kinds without the total asked"),
        ("oranges_box", "A", "boxed", qwen_end("20"), "the oranges boxed for all the fruit"),
        ("both_box", "A", "boxed", r"\[ \boxed{12 \text{ apples and } 20 \text{ oranges}} \]", "the box holds the two kinds, no total"),
        ("misread", "A", "prose_sentence", "@Let's find the number of each kind of fruit.\n\nMaya buys 12 apples.\n\nShe also buys 8 oranges, since the problem says she buys 8 more oranges.\n\nSo she has 12 apples and 8 oranges. To find how many pieces of fruit she buys in all, we add the two amounts together.\n\nThe total number of pieces of fruit is\n\n\\[ 12 + 8 = 20. \\]\n\nSo Maya buys 20 pieces of fruit in all.", "'8 more oranges than apples' read as 8 oranges: 20 (the orange count of the right reading)"),
        ("tag_list", "A", "tag", "T:<answer>12, 20</answer>", "an unlabelled list of the two kinds"),
     ]),
    ("ages", "39",
     "The sum of the ages of a father and his son is 52 years. The father is 3 times as old as the son. How old is the father?",
     r"""Let the son's age be \(s\). Then the father's age is \(3s\).

The sum of their ages is 52:

\[ s + 3s = 52 \]
\[ 4s = 52 \]
\[ s = 13 \]

So the son is 13 years old, and the father is

\[ 3 \times 13 = 39 \]

years old. Check: \(13 + 39 = 52\) and \(39 = 3 \times 13\).

""",
     r"""<think>
Alright, let the son be s, father 3s. s + 3s = 52, 4s = 52, s = 13.

Hmm, so 13 is the son. The question asks for the father: 3 * 13 = 39.

Check: 39 + 13 = 52, and 39 / 13 = 3. Yes.

So the father is 39 and the son is 13.

Hmm, let me try another approach to be sure. If the son were 10, the father would be 30, total 40, too small. If the son were 15, the father would be 45, total 60, too big. 13 and 39 gives 52 exactly.

The question is "How old is the father?" So I need the father's age, which is the bigger number. Not 13.

Also 52 / 4 = 13 makes sense because the father has 3 shares and the son 1 share, 4 shares in all.
</think>

""",
     [
        ("father_first", "B", "prose_sentence", "The father is 39 years old and the son is 13.", "both ages, the father's named first, the son's 13 last"),
        ("labels", "B", "final_answer_phrase", "Son: 13 years¶Father: 39 years¶¶**Answer:** The father is 39 years old.", "labelled ages, then a bold answer"),
        ("tag_named", "B", "tag", "T:<answer>\nfather = 39\nson = 13\n</answer>", "labelled lines in the tag, the father's first"),
        ("r1", "B", "boxed", "T:The son is 13, so the father is \\(3 \\times 13 = 39\\).¶¶" + r1final("39"), "R1 final block"),
        ("minerva", "B", "minerva", minerva_end("39"), "Minerva line"),
        ("son_box", "A", "boxed", qwen_end("13"), "the son's age boxed"),
        ("swap", "A", "prose_sentence", "So the father is 13 years old and the son is 39.", "the two ages swapped: the father named with 13"),
        ("tag_pair", "A", "tag", "T:<answer>(13, 39)</answer>", "an unlabelled pair of both ages"),
        ("two_box", "A", "boxed", r"Their ages are \(\boxed{13}\) and \(\boxed{39}\).", "two boxes with different unlabelled values: a hedge"),
        ("hedge", "A", "prose_sentence", "So the father is 39 or 40 years old, depending on whether his birthday has passed.", "a hedge between two values"),
     ]),
    ("tickets", "45",
     "Adult tickets to a museum cost $12 and child tickets cost $7. A family buys 2 adult tickets and 3 child tickets. How much do they pay in total?",
     r"""To find the total, we compute the cost of the adult tickets and of the child tickets separately, and then add them.

Cost of the adult tickets:
\[ 2 \times 12 = 24 \text{ dollars} \]
Cost of the child tickets:
\[ 3 \times 7 = 21 \text{ dollars} \]
Total cost:
\[ 24 + 21 = 45 \text{ dollars} \]

""",
     r"""<think>
Okay, 2 adults at $12 each and 3 kids at $7 each.

Adults: 2 * 12 = 24. Kids: 3 * 7 = 21.

Total: 24 + 21 = 45.

Let me make sure I didn't swap them: if it were 3 adults and 2 kids it'd be 36 + 14 = 50, but it's 2 adults and 3 kids, so 45.

Let me re-read: "Adult tickets to a museum cost $12 and child tickets cost $7. A family buys 2 adult tickets and 3 child tickets." Yes, 2 adults, 3 children.

So adults: 12 + 12 = 24. Children: 7 + 7 + 7 = 21. Total 24 + 21. 24 + 20 = 44, plus 1 = 45.

The question asks how much they pay in total, so it's the sum, not the adults' part or the children's part separately. 5 tickets for $45, about $9 per ticket on average, which seems reasonable between $7 and $12.
</think>

""",
     [
        ("breakdown", "B", "prose_sentence", r"The family pays \$24 for the adults and \$21 for the children, so \$45 in total.", "the two parts and the total, the total labelled"),
        ("tag_sum", "B", "tag", "T:<answer>$24 + $21 = $45</answer>", "the tag holds the sum written out, ending in the gold"),
        ("box_dollar", "B", "boxed", qwen_end(r"\$45"), r"\$ in the box"),
        ("parts", "B", "final_answer_phrase", r"**Answer:**¶(a) Adults: \$24¶(b) Children: \$21¶(c) Total: \$45", "sub-part list, the total labelled last"),
        ("total_mid", "B", "prose_sentence", r"In total the family pays \$45 (that is \$24 for the 2 adults and \$21 for the 3 children).", "gold first, the parts in brackets after it"),
        ("no_total", "A", "final_answer_phrase", r"**Answer:** Adults: \$24, Children: \$21.", "the two parts, no total"),
        ("swap_counts", "A", "prose_sentence", "@To find the total cost, we multiply the number of tickets of each type by its price and add the results.\n\nThe family buys 3 adult tickets and 2 child tickets.\n\nCost of the adult tickets and of the child tickets:\n\n\\[ 3 \\times 12 = 36 \\]\n\\[ 2 \\times 7 = 14 \\]\n\\[ 36 + 14 = 50 \\]\n\nSo the family pays $50 in total.", "the ticket counts swapped: 50"),
        ("two_box", "A", "boxed", r"The costs are \(\boxed{24}\) and \(\boxed{21}\).", "two boxes of the two parts, no total"),
        ("per_person", "A", "boxed", r"That is \(45 \div 5 = 9\) dollars per person, so the answer is \(\boxed{9}\).", "the average per person, boxed last"),
        ("tag_list", "A", "tag", "T:<answer>24, 21, 45</answer>", "an unlabelled list of the parts and the total"),
     ]),
    ("stickers", "28",
     "Three friends share 84 stickers equally. How many stickers does each friend get?",
     r"""There are 84 stickers in total, and they are shared equally among 3 friends. To find each friend's share, we divide the total by the number of friends:

\[ \frac{84}{3} = 28. \]

Check:

\[ 28 + 28 + 28 = 84. \]

So the shares add back up to the total number of stickers.

""",
     r"""<think>
Okay, 84 stickers split equally among 3 friends. 84 / 3 = 28.

Let me verify: 3 * 28 = 84. Yes.

Hmm, is the person sharing also one of the three? The problem says three friends share them, so it's 3 people, not 4.

The question asks how many each friend gets, not the total, so 28.

Another way: 84 = 60 + 24, and 60 / 3 = 20, 24 / 3 = 8, so 20 + 8 = 28. Same.

And 28 * 3: 28 + 28 = 56, plus 28 = 84. Correct.

So each friend gets 28 stickers and all three of them together still have the 84 stickers. The answer should be the share of one friend.
</think>

""",
     [
        ("each_total", "B", "prose_sentence", "Each friend gets 28 stickers, and together they have 84.", "each vs total: the asked 'each' labelled, the total 84 last"),
        ("list_each", "B", "boxed", r"Friend 1: 28, Friend 2: 28, Friend 3: 28.¶¶So each friend gets \(\boxed{28}\) stickers.", "a per-friend list, then the box"),
        ("tag", "B", "tag", "T:<answer>28 stickers each</answer>", "the tag holds the gold with 'each'"),
        ("box_frac", "B", "boxed", r"\[ \boxed{\frac{84}{3} = 28} \]", "the box holds the division written out, ending in the gold"),
        ("r1", "B", "boxed", "T:Each friend gets \\(84 \\div 3 = 28\\) stickers.¶¶" + r1final("28"), "R1 final block"),
        ("total", "A", "boxed", r"So the friends have \(\boxed{84}\) stickers in all.", "the total boxed for 'each'"),
        ("total_last", "A", "boxed", "Each friend gets 28 stickers.¶¶" + llama_end("84"), "a sentence with the gold, then a final box of the total"),
        ("hedge", "A", "prose_sentence", "So each friend gets 28 or 29 stickers.", "a hedge between two values"),
        ("four", "A", "boxed", r"If we include the person sharing, there are 4 people, so each gets \(84 \div 4 = 21\).¶¶" + qwen_end("21"), "four people counted: 21"),
        ("cut", "A", "truncated", r"So each friend gets \(\boxed{", "box cut before its value: no_answer"),
     ]),
    ("walk", "35",
     "Lena walks 3 km every morning and 2 km every evening. How many kilometers does she walk in one week?",
     r"""Each day Lena walks in the morning and in the evening:

\[ 3 + 2 = 5 \text{ km per day}. \]

There are 7 days in a week, so in one week she walks

\[ 5 \times 7 = 35 \text{ km}. \]

We can also compute the mornings and evenings separately: \(3 \times 7 = 21\) km in the mornings and \(2 \times 7 = 14\) km in the evenings, and \(21 + 14 = 35\) km.

""",
     r"""<think>
Okay, so 3 km mornings, 2 km evenings. That's 5 km a day.

A week is 7 days: 5 * 7 = 35.

Alternatively mornings: 3 * 7 = 21 km, evenings: 2 * 7 = 14 km, total 35. Same.

So 5 km per day and 35 km per week. The question asks for one week.

Let me re-read: "Lena walks 3 km every morning and 2 km every evening. How many kilometers does she walk in one week?" Every morning and every evening, so it's every day of the week, 7 days, not 5 weekdays.

If it were only weekdays it'd be 5 * 5 = 25, but the problem doesn't say that.

So 5 km each day, 35 km over the week. Let me double-check 5 * 7 = 35. Yes.
</think>

""",
     [
        ("per_day_total", "B", "prose_sentence", "She walks 5 km per day, so 35 km per week.", "per-day and weekly figures, the weekly one last"),
        ("split", "B", "final_answer_phrase", "**Answer:** 21 km in the mornings + 14 km in the evenings = **35 km** in one week.", "the mornings and evenings, then the weekly total"),
        ("tag_paren", "B", "tag", "T:<answer>35 km per week (5 km per day)</answer>", "the gold first, the per-day figure in brackets after it"),
        ("box_text", "B", "boxed", qwen_end(r"35\text{ km}"), r"\text{ km} in the box"),
        ("minerva", "B", "minerva", minerva_end("35"), "Minerva line"),
        ("per_day", "A", "boxed", llama_end("5"), "the per-day distance boxed for the week"),
        ("mornings", "A", "prose_sentence", "So she walks 21 km in the mornings and 14 km in the evenings.", "the two parts, no total"),
        ("between", "A", "prose_sentence", "So she walks between 30 and 35 km in a week.", "a 'between' hedge"),
        ("tag_list", "A", "tag", "T:<answer>5, 35</answer>", "an unlabelled list of the per-day and weekly figures"),
        ("each_last", "A", "boxed", r"That is 35 km in a week, or \(\boxed{5}\) km each day.", "the weekly figure in the sentence, then a final box of the per-day figure"),
     ]),
    ("farm", "8",
     "A farm has only chickens and cows. Altogether the animals have 20 heads and 56 legs. How many cows are on the farm?",
     r"""Let \(c\) be the number of chickens and \(w\) the number of cows.

Each animal has one head:
\[ c + w = 20 \]
Chickens have 2 legs and cows have 4 legs:
\[ 2c + 4w = 56 \]
Dividing the second equation by 2 gives \(c + 2w = 28\). Subtracting the first equation:
\[ (c + 2w) - (c + w) = 28 - 20 \implies w = 8 \]
Then \(c = 20 - 8 = 12\).

Check: \(2(12) + 4(8) = 24 + 32 = 56\) legs.

""",
     r"""<think>
Okay, chickens and cows, 20 heads, 56 legs. If all 20 were chickens there'd be 40 legs. We have 56, so 16 extra legs. Each cow adds 2 extra legs, so 16 / 2 = 8 cows.

Then chickens: 20 - 8 = 12.

Check: 12 * 2 = 24, 8 * 4 = 32, 24 + 32 = 56. Yes.

The question asks for cows, not chickens: 8.

Let me also solve it with equations to be safe. c + w = 20, 2c + 4w = 56. From the first, c = 20 - w. Then 2(20 - w) + 4w = 56, 40 - 2w + 4w = 56, 2w = 16, w = 8. Same.

Hmm, did I mix up which is which? Chickens have 2 legs, cows have 4. 8 cows means 32 legs from cows, and 12 chickens means 24 legs from chickens. 32 + 24 = 56. Heads: 8 + 12 = 20. Everything checks.
</think>

""",
     [
        ("both", "B", "prose_sentence", "So there are 12 chickens and 8 cows on the farm.", "both counts, the cows named"),
        ("xy_cows_first", "B", "prose_sentence", r"The solution is \(c = 12,\ w = 8\), so the farm has 8 cows and 12 chickens.", "the cows named first, the chickens' 12 last"),
        ("tag_named", "B", "tag", "T:<answer>cows = 8, chickens = 12</answer>", "labelled values in the tag, the cows first"),
        ("r1", "B", "boxed", "T:There are 8 cows (and 12 chickens).¶¶" + r1final("8"), "R1 final block"),
        ("hash", "B", "hash", "So there are 8 cows.¶¶#### 8", "#### after the working"),
        ("swap", "A", "prose_sentence", "So there are 8 chickens and 12 cows on the farm.", "the two counts swapped: the cows named with 12"),
        ("chickens_box", "A", "boxed", qwen_end("12"), "the chickens boxed for the cows"),
        ("pair", "A", "boxed", r"\[ \boxed{(12, 8)} \]", "an unlabelled pair of both counts"),
        ("tag_list", "A", "tag", "T:<answer>\n12\n8\n</answer>", "two unlabelled values on separate lines in the tag"),
        ("legs", "A", "boxed", r"The cows have \(8 \times 4 = 32\) legs.¶¶" + llama_end("32"), "the cows' legs boxed"),
     ]),
    ("savings", "10",
     "Tom saves $15 a week and Jerry saves $9 a week. Both start with nothing. After how many weeks will Tom have $60 more than Jerry?",
     r"""Each week Tom saves \$15 and Jerry saves \$9, so the difference between their savings grows by

\[ 15 - 9 = 6 \text{ dollars per week}. \]

We need the difference to reach \$60:

\[ 6w = 60 \implies w = 10. \]

After 10 weeks Tom has \(15 \times 10 = 150\) dollars and Jerry has \(9 \times 10 = 90\) dollars, and \(150 - 90 = 60\).

""",
     r"""<think>
Okay, Tom gains 6 dollars on Jerry every week (15 - 9). To be 60 ahead: 60 / 6 = 10 weeks.

Check: Tom 15 * 10 = 150, Jerry 9 * 10 = 90, difference 60. Good.

Could it be 60 / 15 = 4? No, that's when Tom alone has $60, not $60 more than Jerry.

So 10 weeks.

Let me tabulate a few weeks to be sure. Week 1: Tom 15, Jerry 9, gap 6. Week 2: 30 and 18, gap 12. Week 5: 75 and 45, gap 30. Week 10: 150 and 90, gap 60. Yes, the gap grows by 6 every week.

So the answer is the number of weeks, 10, and at that time Tom has $150 and Jerry has $90. The question asks "after how many weeks", so the answer is the count of weeks, not the amounts.
</think>

""",
     [
        ("weeks_amounts", "B", "prose_sentence", r"It takes 10 weeks; by then Tom has \$150 and Jerry has \$90.", "the weeks first, then both savings"),
        ("tag_paren", "B", "tag", "T:<answer>10 weeks (Tom: $150, Jerry: $90)</answer>", "the gold first, both savings in brackets after it"),
        ("box_text", "B", "boxed", qwen_end(r"10 \text{ weeks}"), r"\text{ weeks} in the box"),
        ("words", "B", "prose_sentence", r"So after ten weeks Tom will have \$60 more than Jerry.", "the gold in words, then the given 60"),
        ("llama", "B", "boxed", llama_end("10"), "Llama closing line"),
        ("amounts", "A", "prose_sentence", r"At that point Tom has \$150 and Jerry has \$90.", "both savings, no number of weeks"),
        ("tom_box", "A", "boxed", qwen_end("150"), "Tom's savings boxed for the weeks"),
        ("tag_list", "A", "tag", "T:<answer>10, 150, 90</answer>", "an unlabelled list of the weeks and both savings"),
        ("hedge", "A", "prose_sentence", "So Tom will be $60 ahead in 10 or 11 weeks.", "a hedge between two values"),
        ("per_week", "A", "boxed", r"The gap grows by \(\boxed{6}\) dollars each week.", "the weekly gap boxed"),
     ]),
    ("garden", "130",
     "A rectangular garden is 3 meters longer than it is wide. Its perimeter is 46 meters. What is the area of the garden in square meters?",
     r"""Let the width be \(w\) meters. Then the length is \(w + 3\) meters.

The perimeter is
\[ 2(w + (w + 3)) = 46 \]
\[ 2(2w + 3) = 46 \]
\[ 2w + 3 = 23 \]
\[ w = 10 \]
So the width is 10 m and the length is 13 m. The area is
\[ 10 \times 13 = 130 \text{ m}^2. \]

Check: the perimeter of a 10 m by 13 m rectangle is \(2(10 + 13) = 46\) m, and the length exceeds the width by \(13 - 10 = 3\) m, as required.

""",
     r"""<think>
Let width w, length w + 3. Perimeter 2(2w + 3) = 46, so 2w + 3 = 23, w = 10. Length 13.

Area = 10 * 13 = 130.

Wait, the question asks for the area, not the dimensions. Yes, area. 130 square meters.

Check perimeter: 2(10 + 13) = 2 * 23 = 46. Good.

Let me make sure I didn't confuse perimeter with half the perimeter. The perimeter is 2 * (length + width) = 46, so length + width = 23. With length = width + 3: 2w + 3 = 23, w = 10. Yes.

If I had wrongly set w + (w + 3) = 46, I'd get w = 21.5, which gives a huge area. That's not right since the perimeter counts each side twice.

So width 10, length 13, area 130. The answer is the area.
</think>

""",
     [
        ("dims_area", "B", "prose_sentence", "The garden is 10 m by 13 m, so its area is 130 square meters.", "the dimensions, then the area"),
        ("box_units", "B", "boxed", qwen_end(r"130 \text{ m}^2"), r"\text{ m}^2 in the box"),
        ("area_first", "B", "prose_sentence", "The area is 130 m², with a width of 10 m and a length of 13 m.", "the gold first, then both dimensions"),
        ("tag_paren", "B", "tag", "T:<answer>Area = 130 m^2 (10 m × 13 m)</answer>", "the gold labelled, the dimensions in brackets after it"),
        ("minerva", "B", "minerva", minerva_end("130"), "Minerva line"),
        ("dims", "A", "prose_sentence", "So the garden is 10 m wide and 13 m long.", "the dimensions, no area"),
        ("dims_box", "A", "boxed", r"\[ \boxed{10, 13} \]", "the two dimensions boxed as a list"),
        ("tag_dims", "A", "tag", "T:<answer>width 10, length 13</answer>", "the labelled dimensions in the tag, no area"),
        ("length_box", "A", "boxed", llama_end("13"), "the length boxed"),
        ("half_perim", "A", "prose_sentence", "@We set up an equation for the dimensions of the garden. Let the width be \\(w\\). Then the length is \\(w + 3\\).\n\nThe perimeter is the sum of the width and the length:\n\\[ w + (w + 3) = 46 \\implies 2w = 43 \\implies w = 21.5. \\]\nSo the width is 21.5 m, the length is \\(21.5 + 3 = 24.5\\) m, and the area is\n\\[ 21.5 \\times 24.5 = 526.75. \\]\n\nSo the area of the garden is 526.75 square meters.", "the perimeter taken as width + length: 526.75"),
     ]),
    ("cabin", "45",
     "Four friends rent a cabin for 3 nights. The total cost is $540, and they split it equally. How much does each friend pay per night?",
     r"""First, find how much each friend pays for the whole stay:

\[ \frac{540}{4} = 135 \text{ dollars per friend}. \]

The stay is 3 nights, so per night each friend pays

\[ \frac{135}{3} = 45 \text{ dollars}. \]

Alternatively, the cabin costs \(540 / 3 = 180\) dollars per night, and split four ways that is \(180 / 4 = 45\) dollars.

""",
     r"""<think>
Okay, $540 for 3 nights, 4 friends. Per friend total: 540 / 4 = 135. Per night per friend: 135 / 3 = 45.

Or per night for the whole cabin: 540 / 3 = 180, divided by 4 = 45. Consistent.

The question asks each friend per night, so 45, not 135 or 180.

Let me re-read: "How much does each friend pay per night?" So it's per friend AND per night. Two divisions: by 4 friends and by 3 nights.

540 / 12 = 45 directly, since 4 friends * 3 nights = 12 friend-nights. 12 * 45 = 540. Yes.

So: $45 per friend per night, $135 per friend for the whole trip, $180 per night for the whole cabin. The asked one is $45.
</think>

""",
     [
        ("each_night_total", "B", "prose_sentence", r"Each friend pays \$45 per night, which is \$135 for the whole stay.", "per night (asked) first, the per-stay 135 last"),
        ("tag_lines", "B", "tag", "T:<answer>\nPer friend per night: $45\nPer friend for the stay: $135\n</answer>", "labelled lines in the tag, the asked one first"),
        ("box", "B", "boxed", qwen_end("45"), "Qwen closing line"),
        ("r1", "B", "boxed", "T:Each friend pays \\(540 \\div 4 \\div 3 = 45\\) dollars per night.¶¶" + r1final("45"), "R1 final block"),
        ("words", "B", "prose_sentence", "So each friend pays forty-five dollars a night.", "the gold in words"),
        ("stay", "A", "prose_sentence", r"So each friend pays \$135.", "the per-stay share for the per-night share"),
        ("cabin_night", "A", "boxed", r"The cabin costs \(\boxed{180}\) dollars per night.", "the whole cabin's nightly cost"),
        ("total_last", "A", "boxed", r"Each friend pays \$45 per night.¶¶" + llama_end("135"), "a sentence with the gold, then a final box of the per-stay share"),
        ("tag_list", "A", "tag", "T:<answer>45, 135</answer>", "an unlabelled list of both shares"),
        ("cut", "A", "truncated", r"So each friend pays \$", "cut after the currency sign: no_answer"),
     ]),
    ("pizza", "4",
     "A party orders 5 pizzas, each cut into 8 slices. 12 kids each eat 3 slices. How many slices are left over?",
     r"""First, we find the total number of slices:
\[ 5 \times 8 = 40. \]
Next, we find how many slices the kids eat. Each of the 12 kids eats 3 slices:
\[ 12 \times 3 = 36. \]
The slices left over are the total minus the slices eaten:
\[ 40 - 36 = 4. \]

Since \(36 < 40\), there are enough slices for every kid, and the kids eat the equivalent of \(36 / 8 = 4.5\) pizzas, leaving half a pizza.

""",
     r"""<think>
Okay, 5 pizzas with 8 slices each: 40 slices. 12 kids eat 3 each: 36. Left: 40 - 36 = 4.

Hmm, let me double-check 12 * 3: 10 * 3 = 30, 2 * 3 = 6, total 36. Yes.

Is the question asking how many were eaten? No, it asks how many are left over, so 4.

Let me recount the total: 5 * 8 = 40. Yes, 8 + 8 + 8 + 8 + 8 = 40.

Eaten: 12 kids * 3 slices = 36. Could the kids eat more than there is? 36 < 40, so no problem.

Left over: 40 - 36 = 4. That's less than one pizza, which makes sense because the kids ate 4.5 pizzas' worth of slices.
</think>

""",
     [
        ("eaten_left", "B", "prose_sentence", "The kids eat 36 slices, leaving 4 slices.", "eaten and left, the left-over labelled"),
        ("left_first", "B", "prose_sentence", "4 slices are left over (36 of the 40 slices were eaten).", "the gold first, the other counts in brackets"),
        ("tag", "B", "tag", "T:<answer>4 slices left</answer>", "the tag holds the gold with a noun"),
        ("box_word", "B", "boxed", qwen_end(r"4 \text{ slices}"), r"\text{ slices} in the box"),
        ("hash", "B", "hash", "So 4 slices are left over.¶¶#### 4", "#### after the working"),
        ("eaten_box", "A", "boxed", qwen_end("36"), "the slices eaten boxed"),
        ("tag_list", "A", "tag", "T:<answer>36, 4</answer>", "an unlabelled list of eaten and left"),
        ("hedge", "A", "prose_sentence", "So 4 or 5 slices are left over.", "a hedge between two values"),
        ("slip", "A", "prose_sentence", "@We need to compare the number of slices ordered with the number of slices the kids eat.\n\nTotal slices: 5 pizzas with 8 slices each gives \\(5 \\times 8 = 40\\).\n\nEach of the 12 kids eats 3 slices, so the kids eat \\(12 \\times 3 = 32\\) slices.\n\nThe slices left over are the total minus the slices eaten: \\(40 - 32 = 8\\).\n\nSo 8 slices are left over.", "a multiplication slip (12 x 3 = 32): 8"),
        ("think_cut", "A", "truncated", "@<think>\nOkay, so a party orders 5 pizzas, each cut into 8 slices, and 12 kids each eat 3 slices. I need the slices left over.\n\nFirst the total number of slices. Each pizza has 8 slices and there are 5 pizzas, so 5 * 8 = 40 slices in all.\n\nNow the slices eaten. There are 12 kids and each eats 3 slices, so", "think block cut before any value: no_answer"),
     ]),
    ("coins", "14",
     "A jar holds 30 coins, all quarters and dimes, worth $5.10 in total. How many quarters are in the jar?",
     r"""Let \(q\) be the number of quarters and \(d\) the number of dimes.
\[ q + d = 30 \]
\[ 25q + 10d = 510 \quad \text{(in cents)} \]
From the first equation, \(d = 30 - q\). Substituting:
\[ 25q + 10(30 - q) = 510 \]
\[ 15q + 300 = 510 \]
\[ 15q = 210 \implies q = 14 \]
So \(d = 30 - 14 = 16\).

Check: \(14 \times 0.25 + 16 \times 0.10 = 3.50 + 1.60 = 5.10\).

""",
     r"""<think>
Okay, q + d = 30, 25q + 10d = 510 cents. d = 30 - q, so 25q + 300 - 10q = 510, 15q = 210, q = 14. d = 16.

Check: 14 quarters = $3.50, 16 dimes = $1.60, total $5.10. Yes.

The question asks for quarters: 14, not 16.

Alternative check: if all 30 were dimes, that's $3.00. We have $5.10, which is $2.10 more. Each quarter instead of a dime adds 15 cents. 210 / 15 = 14 quarters. Same answer.

Let me make sure I'm answering the right thing. The question: "How many quarters are in the jar?" So 14. The dimes are 16, which is the other number; I shouldn't give that one.
</think>

""",
     [
        ("both", "B", "prose_sentence", "There are 14 quarters and 16 dimes in the jar.", "both counts, the quarters named first"),
        ("values", "B", "prose_sentence", "So the jar contains 14 quarters (worth $3.50) and 16 dimes (worth $1.60).", "the quarters named first, several other numbers after"),
        ("tag_lines", "B", "tag", "T:<answer>\nQuarters: 14\nDimes: 16\n</answer>", "labelled lines in the tag, the quarters first"),
        ("qd_box", "B", "boxed", r"\(q = 14,\ d = 16\)¶¶So the jar has \(\boxed{14}\) quarters.", "named values, then the box"),
        ("r1", "B", "boxed", "T:There are 14 quarters and 16 dimes.¶¶" + r1final("14"), "R1 final block"),
        ("swap", "A", "prose_sentence", "There are 16 quarters and 14 dimes in the jar.", "the two counts swapped: the quarters named with 16"),
        ("dimes_box", "A", "boxed", qwen_end("16"), "the dimes boxed for the quarters"),
        ("tag_pair", "A", "tag", "T:<answer>(16, 14)</answer>", "an unlabelled pair, dimes first"),
        ("value", "A", "boxed", r"The quarters are worth \(\boxed{3.50}\) dollars.", "the quarters' value, not their number"),
        ("hedge", "A", "prose_sentence", "So there are 14 or 16 quarters.", "a hedge between the two counts"),
     ]),
]
MPROBS = [
    ("quad", "2,-3",
     "Solve for $x$: $x^2 + x - 6 = 0$. Enter all solutions, separated by commas.",
     r"""We factor the quadratic. We need two numbers whose product is \(-6\) and whose sum is \(1\): these are \(3\) and \(-2\).

\[ x^2 + x - 6 = (x + 3)(x - 2) = 0 \]

Setting each factor equal to zero:

\[ x + 3 = 0 \implies x = -3, \qquad x - 2 = 0 \implies x = 2. \]

Check: \(2^2 + 2 - 6 = 0\) and \((-3)^2 - 3 - 6 = 0\).

""",
     r"""<think>
Okay, x^2 + x - 6 = 0. Factor: (x + 3)(x - 2). Let me check: x^2 - 2x + 3x - 6 = x^2 + x - 6. Yes.

So x = -3 or x = 2.

Hmm, or by the quadratic formula: x = (-1 ± sqrt(1 + 24)) / 2 = (-1 ± 5) / 2, so 2 or -3. Same.

Let me plug both back in. x = 2: 4 + 2 - 6 = 0. Good. x = -3: 9 - 3 - 6 = 0. Good.

The problem says "Enter all solutions, separated by commas", so I should list both of them, not just one. The order shouldn't matter.

Sum of roots should be -b/a = -1: 2 + (-3) = -1. Product should be c/a = -6: 2 * (-3) = -6. Both check.
</think>

""",
     [
        ("swapped", "B", "boxed", qwen_end("-3, 2"), "the two roots in the other order (an unordered list)"),
        ("set_in", "B", "boxed", llama_end(r"x \in \{-3, 2\}"), r"'x \in' a set of the roots"),
        ("box_and", "B", "boxed", r"The solutions are¶\[ \boxed{2 \text{ and } -3} \]", r"'\text{ and }' between the roots in one box"),
        ("tag_and", "B", "tag", "T:<answer>\nx = 2 and x = -3\n</answer>", "'x = ... and x = ...' in the tag"),
        ("two_box", "B", "boxed", r"The solutions are \(\boxed{2}\) and \(\boxed{-3}\).", "debatable: each root of the two-root gold in its own box (see DECISIONS)", True),
        ("one_root", "A", "boxed", qwen_end("2"), "one root of two"),
        ("tag_neg", "A", "tag", "T:<answer>-3</answer>", "the other root alone"),
        ("signs", "A", "prose_sentence", r"Therefore, the solutions are \(x = -2\) and \(x = 3\).", "both signs flipped"),
        ("sum", "A", "boxed", r"By Vieta's formulas the sum of the solutions is \(-1\).¶¶" + llama_end("-1"), "the sum of the roots"),
        ("factored", "A", "boxed", r"\[ \boxed{(x+3)(x-2)} \]", "the factorization, not the roots"),
     ]),
    ("pm", "\\pm 4",
     "Find all values of $x$ such that $x^2 - 5 = 11$.",
     r"""Add 5 to both sides:
\[ x^2 = 16. \]
Taking square roots, and remembering that a positive number has two square roots,
\[ x = \sqrt{16} = 4 \quad \text{or} \quad x = -\sqrt{16} = -4. \]
Both values check: \(4^2 - 5 = 11\) and \((-4)^2 - 5 = 11\).

Note that it is a common mistake to keep only the positive square root; the equation \(x^2 = 16\) is also satisfied by the negative value, so there are exactly two solutions.

""",
     r"""<think>
x^2 - 5 = 11 means x^2 = 16. So x = 4. Wait, also x = -4, since (-4)^2 = 16 too.

Let me verify: 16 - 5 = 11 for both. Yes.

So both 4 and -4. The answer is ±4.

Hmm, careful: it's easy to forget the negative root. The equation x^2 = 16 has exactly two real solutions, 4 and -4.

Could I have made an arithmetic slip? 11 + 5 = 16, yes, not 6. If I had subtracted 5 instead of adding, I'd get x^2 = 6, which would be wrong.

So the solutions are x = 4 and x = -4, which can be written compactly as x = ±4.
</think>

""",
     [
        ("or_text", "B", "boxed", qwen_end(r"x = 4 \text{ or } x = -4"), r"'x = 4 \text{ or } x = -4' for \pm 4"),
        ("list", "B", "boxed", llama_end("-4, 4"), r"the list -4, 4 for \pm 4"),
        ("pm_x", "B", "boxed", r"\[ \boxed{x = \pm 4} \]", r"'x = \pm 4'"),
        ("tag_list", "B", "tag", "T:<answer>4, -4</answer>", "the two values in the tag"),
        ("prose", "B", "prose_sentence", "So the solutions are 4 and -4.", "both values in a concluding sentence"),
        ("pos", "A", "boxed", qwen_end("4"), "the positive root only"),
        ("sq", "A", "boxed", r"\[ \boxed{\pm 16} \]", "x^2's value with a sign"),
        ("slip", "A", "boxed", r"Hmm, let me recompute: subtracting 5 gives \(x^2 = 6\), so \(x = \pm\sqrt{6}\).¶¶" + llama_end(r"\pm\sqrt{6}"), "a right working, then a slip stated last"),
        ("x2", "A", "boxed", r"So \(x^2 = \boxed{16}\).", "the value of x^2"),
        ("pos_words", "A", "prose_sentence", r"Since \(x = 4\) satisfies the equation, the answer is \(x = 4\).", "one root in the concluding sentence"),
     ]),
    ("system", "(4,2)",
     "Find the ordered pair $(x,y)$ that satisfies $2x + y = 10$ and $x - y = 2$.",
     r"""Add the two equations to eliminate \(y\):
\[ (2x + y) + (x - y) = 10 + 2 \implies 3x = 12 \implies x = 4. \]
Substitute \(x = 4\) into the second equation:
\[ 4 - y = 2 \implies y = 2. \]
Check in the first equation: \(2(4) + 2 = 10\). Both equations hold.

We could also solve by substitution: from the second equation \(x = y + 2\), so \(2(y + 2) + y = 10\), giving \(3y = 6\) and \(y = 2\), then \(x = 4\).

""",
     r"""<think>
Adding the equations: 3x = 12, x = 4. Then 4 - y = 2, so y = 2.

Check: 2*4 + 2 = 10, and 4 - 2 = 2. Good.

So (x, y) = (4, 2).

Let me also solve by substitution. From the second equation, x = y + 2. Plug into the first: 2(y + 2) + y = 10, so 3y + 4 = 10, 3y = 6, y = 2. Then x = 4. Same.

The problem asks for the ordered pair (x, y), so x comes first: (4, 2). Not (2, 4), which would mean x = 2 and y = 4; checking that: 2*2 + 4 = 8, not 10. So (2, 4) is wrong.
</think>

""",
     [
        ("xy_eq", "B", "boxed", qwen_end(r"x=4,\ y=2"), "named coordinates in the box"),
        ("xy_prose", "B", "prose_sentence", r"So \(x = 4\) and \(y = 2\).", "named coordinates in a concluding sentence"),
        ("named_pair", "B", "boxed", llama_end("(x, y) = (4, 2)"), "'(x, y) =' before the pair"),
        ("tag", "B", "tag", "T:<answer>x = 4, y = 2</answer>", "named coordinates in the tag"),
        ("minerva", "B", "minerva", minerva_end("(4, 2)"), "Minerva line with a space"),
        ("swap", "A", "boxed", qwen_end("(2,4)"), "the ordered pair swapped"),
        ("swap_named", "A", "prose_sentence", r"So \(x = 2\) and \(y = 4\).", "the values swapped between the named coordinates"),
        ("x_only", "A", "boxed", llama_end("4"), "one coordinate"),
        ("sum", "A", "boxed", r"So \(x + y = \boxed{6}\).", "the sum of the coordinates"),
        ("hedge", "A", "boxed", r"The answer is \(\boxed{(4,2)}\) or \(\boxed{(2,4)}\).", "two boxes: the pair and its swap"),
     ]),
    ("union", "(-\\infty,2]\\cup(5,\\infty)",
     "Solve the inequality $\\frac{x-2}{x-5} \\ge 0$. Give your answer in interval notation.",
     r"""The critical points are where the numerator or the denominator is zero: \(x = 2\) and \(x = 5\).

We test the sign on each interval:
- For \(x < 2\): e.g. \(x = 0\), \(\frac{-2}{-5} > 0\), so the inequality holds.
- For \(2 < x < 5\): e.g. \(x = 3\), \(\frac{1}{-2} < 0\), so it fails.
- For \(x > 5\): e.g. \(x = 6\), \(\frac{4}{1} > 0\), so it holds.

At \(x = 2\) the expression equals \(0\), which satisfies \(\ge 0\), so \(x = 2\) is included. At \(x = 5\) the expression is undefined, so \(x = 5\) is excluded.

""",
     r"""<think>
Okay, (x - 2)/(x - 5) >= 0. Zeros: x = 2 (numerator), x = 5 (denominator, undefined there).

Sign chart: for x < 2, both negative, so positive. For 2 < x < 5: numerator positive, denominator negative, so negative. For x > 5: positive.

x = 2 gives 0, which is allowed. x = 5 is excluded.

So (-inf, 2] union (5, inf).

Let me double-check a point in each region. x = 0: (0 - 2)/(0 - 5) = -2/-5 = 0.4 >= 0, yes. x = 3: 1/(-2) = -0.5, no. x = 10: 8/5 = 1.6, yes.

And the endpoints: x = 2 gives 0/(-3) = 0, and 0 >= 0, so 2 is in. x = 5 makes the denominator zero, so 5 is not in the domain at all, open bracket there.

So the answer is x <= 2 or x > 5.
</think>

""",
     [
        ("ineq_or", "B", "boxed", qwen_end(r"x \le 2 \text{ or } x > 5"), "inequalities joined by 'or', same endpoint rules"),
        ("reorder", "B", "boxed", llama_end(r"(5,\infty) \cup (-\infty,2]"), "the union's pieces reordered"),
        ("words", "B", "prose_sentence", "So the solution is all real numbers less than or equal to 2, together with all real numbers greater than 5.", "the union in words, 2 in and 5 out"),
        ("tag_plain", "B", "tag", "T:<answer>(-inf, 2] U (5, inf)</answer>", "plain-text union with 'inf' and 'U'"),
        ("left_right", "B", "boxed", "T:The solution set is \\(x \\le 2\\) or \\(x > 5\\).¶¶" + r1final(r"\left(-\infty, 2\right] \cup \left(5, \infty\right)"), r"\left \right in the R1 final block"),
        ("closed5", "A", "boxed", qwen_end(r"(-\infty,2]\cup[5,\infty)"), "5 included where the expression is undefined"),
        ("open2", "A", "boxed", llama_end(r"(-\infty,2)\cup(5,\infty)"), "2 excluded where the gold includes it"),
        ("complement", "A", "boxed", r"\[ \boxed{(2,5]} \]", "the complement of the solution set"),
        ("one_piece", "A", "tag", "T:<answer>(5, \\infty)</answer>", "one piece of the union"),
        ("crit", "A", "boxed", r"So the critical points are \(x = 2\) and \(x = 5\).¶¶\[ \boxed{2, 5} \]", "the critical points, not the solution set"),
     ]),
    ("posroots", "\\{1,3\\}",
     "Find the set of all positive real numbers $x$ satisfying $x^3 - 4x^2 + 3x = 0$.",
     r"""Factor out \(x\):
\[ x^3 - 4x^2 + 3x = x(x^2 - 4x + 3) = x(x - 1)(x - 3). \]
So the roots of the cubic are \(x = 0\), \(x = 1\), and \(x = 3\).

The problem asks only for positive solutions, and \(0\) is not positive, so we discard it. Both remaining values check: \(1 - 4 + 3 = 0\) and \(27 - 36 + 9 = 0\).

""",
     r"""<think>
x^3 - 4x^2 + 3x = x(x^2 - 4x + 3) = x(x - 1)(x - 3). Roots 0, 1, 3.

Wait, the problem says positive real numbers only. 0 is not positive, so drop it.

So the set is {1, 3}.

Let me double-check the quadratic factor: (x - 1)(x - 3) = x^2 - 3x - x + 3 = x^2 - 4x + 3. Yes.

Check each root: x = 1: 1 - 4 + 3 = 0. x = 3: 27 - 36 + 9 = 0. x = 0: 0, but 0 is excluded.

The problem asks for the set, so I should write it with braces. Both 1 and 3 belong; the order inside the braces doesn't matter.
</think>

""",
     [
        ("list", "B", "boxed", qwen_end("1, 3"), "a list without braces for the set"),
        ("set_rev", "B", "boxed", llama_end(r"\{3, 1\}"), "the set's elements reordered"),
        ("or_prose", "B", "prose_sentence", r"Therefore, the positive solutions are \(x = 1\) and \(x = 3\).", "both elements in a concluding sentence"),
        ("tag", "B", "tag", "T:<answer>{1, 3}</answer>", "plain braces in the tag"),
        ("x_in", "B", "boxed", "T:The positive solutions are 1 and 3.¶¶" + r1final(r"x \in \{1, 3\}"), r"'x \in' the set"),
        ("with_zero", "A", "boxed", qwen_end(r"\{0,1,3\}"), "0 kept though it is not positive (extra element)"),
        ("one", "A", "boxed", llama_end(r"\{3\}"), "one element missing"),
        ("count", "A", "boxed", r"There are two positive solutions, so the answer is \(\boxed{2}\).", "the count of the solutions"),
        ("interval", "A", "boxed", r"\[ \boxed{[1,3]} \]", "an interval instead of the two-element set"),
        ("tag_zero", "A", "tag", "T:<answer>0, 1, 3</answer>", "all three roots of the cubic, 0 included"),
     ]),
    ("cubic", "3,5,7",
     "Find all roots of $x^3 - 15x^2 + 71x - 105 = 0$. Enter the roots separated by commas.",
     r"""By the Rational Root Theorem, we try small divisors of 105. For \(x = 3\):
\[ 27 - 135 + 213 - 105 = 0. \]
So \(x - 3\) is a factor. Dividing,
\[ x^3 - 15x^2 + 71x - 105 = (x - 3)(x^2 - 12x + 35) = (x - 3)(x - 5)(x - 7). \]

Check with Vieta's formulas: \(3 + 5 + 7 = 15\), \(3 \cdot 5 + 3 \cdot 7 + 5 \cdot 7 = 71\), and \(3 \cdot 5 \cdot 7 = 105\).

""",
     r"""<think>
Try x = 1: 1 - 15 + 71 - 105 = -48, no. Try x = 3: 27 - 135 + 213 - 105 = 0. Yes.

Divide: x^2 - 12x + 35 = (x - 5)(x - 7). So roots 3, 5, 7.

Vieta check: sum 15, product 105. Good.

Let me verify 5 and 7 directly. x = 5: 125 - 375 + 355 - 105 = 0. Yes. x = 7: 343 - 735 + 497 - 105 = 0. Yes.

Also the sum of pairwise products: 3*5 + 3*7 + 5*7 = 15 + 21 + 35 = 71, matching the coefficient.

So there are three roots, all real and distinct: 3, 5 and 7.
</think>

""",
     [
        ("reorder", "B", "boxed", qwen_end("7, 5, 3"), "the three roots in another order"),
        ("or_prose", "B", "prose_sentence", r"So the roots are \(x = 3\), \(x = 5\), and \(x = 7\).", "'x =' before each root in a concluding sentence"),
        ("set", "B", "boxed", llama_end(r"\{3, 5, 7\}"), "set braces around the roots"),
        ("tag_lines", "B", "tag", "T:<answer>\nx = 3\nx = 5\nx = 7\n</answer>", "one root a line in the tag"),
        ("spaced", "B", "boxed", r"\[ \boxed{3,\ 5,\ 7} \]", r"'\ ' spacing in the box"),
        ("two", "A", "boxed", qwen_end("3, 5"), "two roots of three"),
        ("neg", "A", "boxed", r"\[ \boxed{-3, -5, -7} \]", "all signs flipped"),
        ("one", "A", "tag", "T:<answer>3</answer>", "the first root found only"),
        ("sum", "A", "boxed", r"The sum of the roots is \(\boxed{15}\).", "the sum of the roots"),
        ("extra", "A", "boxed", llama_end("1, 3, 5, 7"), "a spurious extra root 1"),
     ]),
    ("inverse", "\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}",
     "Find the inverse of the matrix $\\begin{pmatrix} 2 & 1 \\\\ 5 & 3 \\end{pmatrix}$.",
     r"""For a \(2 \times 2\) matrix \(\begin{pmatrix} a & b \\ c & d \end{pmatrix}\), the inverse is
\[ \frac{1}{ad - bc} \begin{pmatrix} d & -b \\ -c & a \end{pmatrix}. \]
Here \(ad - bc = 2 \cdot 3 - 1 \cdot 5 = 1\), so
\[ A^{-1} = \begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}. \]
Check: \(\begin{pmatrix} 2 & 1 \\ 5 & 3 \end{pmatrix}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix} = \begin{pmatrix} 1 & 0 \\ 0 & 1 \end{pmatrix}\).

""",
     r"""<think>
det = 2*3 - 1*5 = 6 - 5 = 1. Inverse = (1/1) [[3, -1], [-5, 2]].

Check: row 1: 2*3 + 1*(-5) = 1, 2*(-1) + 1*2 = 0. Row 2: 5*3 + 3*(-5) = 0, 5*(-1) + 3*2 = 1. Identity. Good.

The formula is 1/det times [[d, -b], [-c, a]], so swap a and d, and negate b and c. a = 2, b = 1, c = 5, d = 3. So [[3, -1], [-5, 2]].

Let me also check the other order, inverse times A: [[3, -1], [-5, 2]] * [[2, 1], [5, 3]]. Row 1: 6 - 5 = 1, 3 - 3 = 0. Row 2: -10 + 10 = 0, -5 + 6 = 1. Identity again.

Since the determinant is 1, no fractions appear.
</think>

""",
     [
        ("bmatrix", "B", "boxed", qwen_end(r"\begin{bmatrix} 3 & -1 \\ -5 & 2 \end{bmatrix}"), "bmatrix for the pmatrix gold"),
        ("array", "B", "boxed", llama_end(r"\left(\begin{array}{cc} 3 & -1 \\ -5 & 2 \end{array}\right)"), "array in \\left( \\right)"),
        ("tag_rows", "B", "tag", "T:<answer>[[3, -1], [-5, 2]]</answer>", "nested row lists in the tag"),
        ("ainv", "B", "boxed", "T:The determinant is 1, so the inverse is the adjugate.¶¶" + r1final(r"A^{-1} = \begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"), "'A^{-1} =' before the matrix"),
        ("frac1", "B", "boxed", qwen_end(r"\frac{1}{1}\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}"), "the unsimplified factor 1/1 before the matrix"),
        ("transpose", "A", "boxed", qwen_end(r"\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}"), "the transpose"),
        ("nosign", "A", "boxed", llama_end(r"\begin{pmatrix} 3 & 1 \\ 5 & 2 \end{pmatrix}"), "off-diagonal signs not flipped"),
        ("noswap", "A", "boxed", r"\[ \boxed{\begin{pmatrix} 2 & -1 \\ -5 & 3 \end{pmatrix}} \]", "diagonal entries not swapped"),
        ("det", "A", "tag", "T:<answer>1</answer>", "the determinant"),
        ("neg", "A", "boxed", r"Since \(ad - bc = -1\), we get¶\[ \boxed{\begin{pmatrix} -3 & 1 \\ 5 & -2 \end{pmatrix}} \]", "determinant sign slip: the negative of the inverse"),
     ]),
    ("cross", "\\begin{pmatrix} 6 \\\\ -3 \\\\ 1 \\end{pmatrix}",
     "Compute $\\begin{pmatrix} 1 \\\\ 2 \\\\ 0 \\end{pmatrix} \\times \\begin{pmatrix} 0 \\\\ 1 \\\\ 3 \\end{pmatrix}$.",
     r"""Using the formula for the cross product,
\[ \begin{pmatrix} a_1 \\ a_2 \\ a_3 \end{pmatrix} \times \begin{pmatrix} b_1 \\ b_2 \\ b_3 \end{pmatrix} = \begin{pmatrix} a_2 b_3 - a_3 b_2 \\ a_3 b_1 - a_1 b_3 \\ a_1 b_2 - a_2 b_1 \end{pmatrix}. \]
With \(a = (1, 2, 0)\) and \(b = (0, 1, 3)\):
\[ a_2 b_3 - a_3 b_2 = 2 \cdot 3 - 0 \cdot 1 = 6, \]
\[ a_3 b_1 - a_1 b_3 = 0 \cdot 0 - 1 \cdot 3 = -3, \]
\[ a_1 b_2 - a_2 b_1 = 1 \cdot 1 - 2 \cdot 0 = 1. \]

""",
     r"""<think>
Cross product of (1, 2, 0) and (0, 1, 3):
i: 2*3 - 0*1 = 6.
j: 0*0 - 1*3 = -3.
k: 1*1 - 2*0 = 1.
So (6, -3, 1).

Check: dot with a: 6 - 6 + 0 = 0. Dot with b: 0 - 3 + 3 = 0. Perpendicular to both, good.

Let me redo it with the determinant layout:
| i  j  k |
| 1  2  0 |
| 0  1  3 |
i(2*3 - 0*1) - j(1*3 - 0*0) + k(1*1 - 2*0) = 6i - 3j + 1k.

Same as before. Note that b x a would be the negative, (-6, 3, -1), so the order matters.
</think>

""",
     [
        ("tuple", "B", "boxed", qwen_end("(6, -3, 1)"), "a tuple for the column vector"),
        ("ijk", "B", "boxed", llama_end(r"6\mathbf{i} - 3\mathbf{j} + \mathbf{k}"), "i, j, k components"),
        ("angle", "B", "boxed", "T:The cross product is (6, -3, 1).¶¶" + r1final(r"\langle 6, -3, 1 \rangle"), "angle brackets"),
        ("tag", "B", "tag", "T:<answer>(6, -3, 1)</answer>", "a tuple in the tag"),
        ("bmatrix", "B", "minerva", minerva_end(r"$\begin{bmatrix} 6 \\ -3 \\ 1 \end{bmatrix}$"), "a bmatrix column in a Minerva line"),
        ("neg", "A", "boxed", qwen_end(r"\begin{pmatrix} -6 \\ 3 \\ -1 \end{pmatrix}"), "b x a, the negative"),
        ("jsign", "A", "boxed", llama_end("(6, 3, 1)"), "the middle component's sign lost"),
        ("dot", "A", "boxed", r"The dot product is \(1 \cdot 0 + 2 \cdot 1 + 0 \cdot 3 = \boxed{2}\).", "the dot product"),
        ("reversed", "A", "boxed", r"\[ \boxed{(1, -3, 6)} \]", "the components in reverse order"),
        ("missing", "A", "tag", "T:<answer>(6, -3)</answer>", "a component missing"),
     ]),
    ("mc", "\\text{(B)}",
     "Which of the following is the largest? $\\textbf{(A)}\\ 2^{30} \\qquad \\textbf{(B)}\\ 3^{20} \\qquad \\textbf{(C)}\\ 5^{12} \\qquad \\textbf{(D)}\\ 10^{9} \\qquad \\textbf{(E)}\\ 6^{11}$",
     r"""We approximate each value:
\[ 2^{30} = (2^{10})^3 \approx 1.07 \times 10^9, \]
\[ 3^{20} = (3^{10})^2 = 59049^2 \approx 3.49 \times 10^9, \]
\[ 5^{12} = 244140625 \approx 2.4 \times 10^8, \]
\[ 10^9 = 1.0 \times 10^9, \]
\[ 6^{11} = 362797056 \approx 3.6 \times 10^8. \]
The largest is \(3^{20}\), which is option (B).

""",
     r"""<think>
2^30 is about 1.07 billion. 3^20 = 59049^2, about 3.49 billion. 5^12 is about 244 million. 10^9 is 1 billion. 6^11 is about 363 million.

So the largest is 3^20, which is option B. Next is 2^30, then 10^9.

Let me compare 3^20 and 2^30 more carefully, since they're the closest contenders. 3^20 = (3^2)^10 = 9^10 and 2^30 = (2^3)^10 = 8^10. Since 9 > 8, 9^10 > 8^10, so 3^20 > 2^30.

And 2^30 = 1073741824 > 10^9, so D is not the largest either.

5^12 and 6^11 are both under a billion. So the largest is clearly B.
</think>

""",
     [
        ("letter", "B", "boxed", qwen_end("B"), "the bare letter"),
        ("textbf", "B", "boxed", llama_end(r"\textbf{(B)}"), "a bold letter in brackets"),
        ("tag", "B", "tag", "T:<answer>B</answer>", "the letter in the tag"),
        ("answer_is", "B", "answer_is", "The answer is (B).", "'The answer is (B).'"),
        ("letter_content", "B", "boxed", r"\[ \boxed{\text{(B) } 3^{20}} \]", "the letter with the option's content"),
        ("other", "A", "boxed", qwen_end("A"), "another letter (the second largest)"),
        ("hedge", "A", "answer_is", "The answer is (B) or (D).", "two letters: a hedge"),
        ("d", "A", "boxed", llama_end(r"\text{(D)}"), "another letter"),
        ("ranked", "A", "boxed", r"Ordering them from largest to smallest:¶\[ \boxed{B, A, D, E, C} \]", "a ranked list of all letters"),
        ("e", "A", "tag", "T:<answer>E</answer>", "another letter"),
     ]),
    ("partial", "(2,3)",
     "Find constants $A$ and $B$ such that $\\frac{5x - 4}{(x - 2)(x + 1)} = \\frac{A}{x - 2} + \\frac{B}{x + 1}$. Enter the ordered pair $(A,B)$.",
     r"""Multiply both sides by \((x - 2)(x + 1)\):
\[ 5x - 4 = A(x + 1) + B(x - 2). \]
Setting \(x = 2\): \(10 - 4 = 3A\), so \(A = 2\).

Setting \(x = -1\): \(-5 - 4 = -3B\), so \(B = 3\).

Check: \(2(x + 1) + 3(x - 2) = 2x + 2 + 3x - 6 = 5x - 4\).

Alternatively, comparing coefficients gives \(A + B = 5\) and \(A - 2B = -4\); subtracting, \(3B = 9\), so \(B = 3\) and \(A = 2\).

""",
     r"""<think>
5x - 4 = A(x + 1) + B(x - 2). Plug in x = 2: 6 = 3A, so A = 2. Plug in x = -1: -9 = -3B, so B = 3.

Check: 2x + 2 + 3x - 6 = 5x - 4. Good.

So (A, B) = (2, 3).

Let me also compare coefficients to be sure. A(x + 1) + B(x - 2) = (A + B)x + (A - 2B). So A + B = 5 and A - 2B = -4. Subtract: 3B = 9, B = 3. Then A = 2. Same.

The ordered pair is (A, B), so A first: (2, 3). If I wrote (3, 2), that would say A = 3, B = 2, which gives 5x - 1, not 5x - 4.
</think>

""",
     [
        ("named", "B", "boxed", qwen_end(r"A = 2,\ B = 3"), "named constants in the box"),
        ("prose", "B", "prose_sentence", r"So \(A = 2\) and \(B = 3\).", "named constants in a concluding sentence"),
        ("ab_eq", "B", "boxed", llama_end("(A, B) = (2, 3)"), "'(A, B) =' before the pair"),
        ("tag", "B", "tag", "T:<answer>A=2, B=3</answer>", "named constants in the tag"),
        ("spaced", "B", "boxed", "T:So A = 2 and B = 3.¶¶" + r1final(r"(2,\ 3)"), r"'\ ' spacing in the pair"),
        ("swap", "A", "boxed", qwen_end("(3,2)"), "the ordered pair swapped"),
        ("swap_named", "A", "prose_sentence", r"So \(A = 3\) and \(B = 2\).", "the values swapped between the named constants"),
        ("a_only", "A", "boxed", llama_end("2"), "one constant"),
        ("sign", "A", "tag", "T:<answer>(2, -3)</answer>", "a sign slip on B"),
        ("hedge", "A", "boxed", r"The pair is \(\boxed{(2,3)}\) or \(\boxed{(3,2)}\).", "two boxes: the pair and its swap"),
     ]),
    ("surd", "2\\pm\\sqrt{3}",
     "Find the solutions of $x^2 - 4x + 1 = 0$.",
     r"""Using the quadratic formula with \(a = 1\), \(b = -4\), \(c = 1\):
\[ x = \frac{4 \pm \sqrt{16 - 4}}{2} = \frac{4 \pm \sqrt{12}}{2} = \frac{4 \pm 2\sqrt{3}}{2} = 2 \pm \sqrt{3}. \]
So the two solutions are \(2 + \sqrt{3}\) and \(2 - \sqrt{3}\).

Check with Vieta: their sum is \(4\) and their product is \(4 - 3 = 1\), as required.

""",
     r"""<think>
Quadratic formula: x = (4 ± sqrt(16 - 4))/2 = (4 ± sqrt(12))/2 = (4 ± 2sqrt(3))/2 = 2 ± sqrt(3).

Check: sum of roots 4, product (2 + sqrt3)(2 - sqrt3) = 4 - 3 = 1. Matches.

Numerically 3.732 and 0.268.

Let me double-check the discriminant: b^2 - 4ac = 16 - 4 = 12. sqrt(12) = 2 sqrt(3). Then (4 ± 2 sqrt(3)) / 2 = 2 ± sqrt(3). Yes, I have to divide both terms by 2.

Verify x = 2 + sqrt(3): x^2 = 4 + 4 sqrt(3) + 3 = 7 + 4 sqrt(3). Then x^2 - 4x + 1 = 7 + 4 sqrt(3) - 8 - 4 sqrt(3) + 1 = 0. Good.

There are two roots, and the question says "solutions", plural.
</think>

""",
     [
        ("list", "B", "boxed", qwen_end(r"2 + \sqrt{3}, 2 - \sqrt{3}"), r"the two roots listed for \pm"),
        ("unsimpl", "B", "boxed", llama_end(r"\frac{4 \pm \sqrt{12}}{2}"), "the unsimplified quadratic-formula form"),
        ("x_eq", "B", "boxed", "T:So the roots are 2 + sqrt(3) and 2 - sqrt(3).¶¶" + r1final(r"x = 2 \pm \sqrt{3}"), "'x =' before the gold"),
        ("tag_plain", "B", "tag", "T:<answer>2 + sqrt(3), 2 - sqrt(3)</answer>", "plain-text roots in the tag"),
        ("or_prose", "B", "prose_sentence", r"Therefore, \(x = 2 + \sqrt{3}\) or \(x = 2 - \sqrt{3}\).", "'or' between the roots in a concluding sentence"),
        ("plus_only", "A", "boxed", qwen_end(r"2 + \sqrt{3}"), "one root of two"),
        ("neg", "A", "boxed", llama_end(r"-2 \pm \sqrt{3}"), "the sign of 2 flipped"),
        ("sqrt12", "A", "boxed", r"\[ \boxed{2 \pm \sqrt{12}} \]", "the radical not halved"),
        ("approx", "A", "tag", "T:<answer>3.732</answer>", "one root, rounded"),
        ("decimals", "A", "boxed", r"Numerically,¶\[ \boxed{3.73, 0.27} \]", "both roots rounded for an exact gold"),
     ]),
    ("absval", "[-2,4]",
     "Solve $|x - 1| \\le 3$. Express your answer in interval notation.",
     r"""The inequality \(|x - 1| \le 3\) means
\[ -3 \le x - 1 \le 3. \]
Adding 1 to each part,
\[ -2 \le x \le 4. \]
Both endpoints are included because the inequality is non-strict.

Check: at \(x = -2\), \(|-3| = 3 \le 3\); at \(x = 4\), \(|3| = 3 \le 3\); at \(x = 5\), \(|4| = 4 > 3\), so 5 is not a solution.

""",
     r"""<think>
|x - 1| <= 3 means -3 <= x - 1 <= 3, so -2 <= x <= 4.

Endpoints: at x = -2, |-3| = 3, allowed since it's <=. At x = 4, |3| = 3, allowed.

So the closed interval [-2, 4].

Let me test a point inside and outside. x = 0: |0 - 1| = 1 <= 3, yes. x = -3: |-4| = 4 > 3, no. x = 4.5: |3.5| = 3.5 > 3, no.

So the solution set is everything from -2 to 4, including both endpoints, because the inequality is "less than or equal to". Square brackets on both sides.

It's the set of points within distance 3 of 1 on the number line: from 1 - 3 = -2 to 1 + 3 = 4.
</think>

""",
     [
        ("chain", "B", "boxed", qwen_end(r"-2 \le x \le 4"), "a double inequality for the closed interval"),
        ("x_in", "B", "boxed", llama_end("x \\in [-2, 4]"), "'x \\in' the interval"),
        ("words", "B", "prose_sentence", "So x can be any real number from -2 to 4, inclusive.", "the interval in words, both ends in"),
        ("tag", "B", "tag", "T:<answer>[-2, 4]</answer>", "the interval in the tag"),
        ("left_right", "B", "boxed", "T:Both endpoints are included.¶¶" + r1final(r"\left[-2, 4\right]"), r"\left[ \right] in the R1 final block"),
        ("open", "A", "boxed", qwen_end("(-2,4)"), "open ends for a closed gold"),
        ("endpoints", "A", "boxed", llama_end("-2, 4"), "the endpoints as a list, not the interval"),
        ("sign", "A", "tag", "T:<answer>[-4, 2]</answer>", "the interval of |x + 1| <= 3"),
        ("complement", "A", "boxed", r"\[ \boxed{(-\infty,-2)\cup(4,\infty)} \]", "the complement"),
        ("halfopen", "A", "boxed", r"\[ \boxed{[-2,4)} \]", "the right end open"),
     ]),
    ("cplx", "2i,-2i",
     "Find all complex solutions of $z^2 + 4 = 0$. Enter the solutions, separated by commas.",
     r"""Subtract 4 from both sides:
\[ z^2 = -4. \]
The square roots of \(-4\) are \(\pm\sqrt{-4} = \pm 2i\), since
\[ (2i)^2 = 4i^2 = -4 \quad \text{and} \quad (-2i)^2 = 4i^2 = -4. \]
So the solutions are \(z = 2i\) and \(z = -2i\). There are no real solutions, because a real square is never negative.

""",
     r"""<think>
z^2 = -4. So z = ±2i. Check (2i)^2 = 4 * (-1) = -4, and (-2i)^2 = -4. Good.

No real solutions, since z^2 >= 0 for real z. But the question asks for complex solutions, so 2i and -2i.

Let me double-check by factoring: z^2 + 4 = (z - 2i)(z + 2i), since (z - 2i)(z + 2i) = z^2 - (2i)^2 = z^2 - (-4) = z^2 + 4. Yes.

So the two roots are 2i and -2i. They are complex conjugates, which makes sense because the polynomial has real coefficients.

Not ±2, since 2^2 + 4 = 8, not 0.
</think>

""",
     [
        ("pm", "B", "boxed", qwen_end(r"\pm 2i"), r"\pm 2i for the two-root list"),
        ("or", "B", "boxed", llama_end(r"z = 2i \text{ or } z = -2i"), "'z = ... or z = ...' in the box"),
        ("set", "B", "boxed", "T:The two solutions are 2i and -2i.¶¶" + r1final(r"\{-2i, 2i\}"), "set braces, the roots reordered"),
        ("tag", "B", "tag", "T:<answer>2i, -2i</answer>", "the two roots in the tag"),
        ("two_box", "B", "boxed", r"The solutions are \(\boxed{2i}\) and \(\boxed{-2i}\).", "debatable: each root of the two-root gold in its own box (see DECISIONS)", True),
        ("one", "A", "boxed", qwen_end("2i"), "one root of two"),
        ("real", "A", "boxed", llama_end(r"\pm 2"), "the i lost"),
        ("none", "A", "boxed", r"There are no real solutions.¶¶\[ \boxed{\text{no solution}} \]", "'no solution' (real reading) for complex solutions"),
        ("pm4", "A", "tag", "T:<answer>\\pm 4i</answer>", "the root not taken"),
        ("cut", "A", "truncated", "T:<answer>2i, -", "the tag cut inside the second root: no_answer"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_m_quad_two_box": (
        "accept",
        "the gold lists two roots and the completion boxes exactly those two, each in its own box, "
        "joined by 'and' in one sentence: together they state the whole solution set with nothing "
        "added; two boxes are a hedge only when they offer alternatives for ONE value (m_system_hedge, "
        "g_split_two_box)",
    ),
    "ok_m_cplx_two_box": (
        "accept",
        "as ok_m_quad_two_box: both roots of the two-root gold, one box each, nothing added or missing",
    ),
    "ok_g_bakery_two_box": (
        "accept",
        "the two boxes are not alternatives: each is labelled ('Per day:', 'Per week:'), the weekly "
        "one is what the question asks and it is the last; unlabelled pairs of boxes (g_split_two_box, "
        "g_ages_two_box) stay wrong",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam173", CASES, [], DECISIONS)
