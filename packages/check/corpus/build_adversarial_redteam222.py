r"""Build adversarial_redteam222.jsonl: round 222 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam222"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 130 GSM8K and 70 MATH, 160 kind A and 40 kind B: a
grader's HIDDEN probe set for issue 25, weighted to its classes (3) words after a number, (4)
retractions after the answer and (5) statements the model did not make. SHORT probes (one to
eight lines of working, one idea per probe); about half in the R1 `<think>...</think><answer>...
</answer>` format, the rest `####`, `\boxed{}`, "The answer is", "Final Answer:" and Minerva's
closing line.
  (3) words after the gold number that change what it counts or say it is not the answer, in the
  answer slot (`#### 27 dozen`, `<answer>$80 per day</answer>`), the tag and the last sentence:
  comparisons ("27 more bikes", "6 more cups"), scales ("dozen", "percent", "56!", "8 x 12"), a
  rate where a total is asked ("$7,800 per month", "120 km a day", "22 per tray", "8 dozen per
  hen") and the other rate where a rate is asked ("78 miles per minute"), "short", "too many",
  "in debt", "ago", "from now", "extra", "off", "saved", "taken", signs (-80, -$12, -12, -36\pi,
  \pm 7, \pm 6, -2), multipliers ("78 x 4", "56 x 6", "7800 / 12"), approximations ("about",
  "roughly", "approximately", "at least", \approx, "≈ 6.0") and ranges ("6-8", "4-5", "between 78
  and 80", "$60 to $65", "between 2 and 3", 36\pi \pm 0.5), and a negation (x ≠ 7).
  (4) retractions after the answer, many wordings, with a new value (wrong) or none (no_answer):
  "Wait —", "Edit:", "EDIT:", "**Edit:**", "Update:", "Addendum:", "Correction:", "Erratum —",
  "Never mind", "Oops", "Scratch that", "On reflection", "Second thoughts", "Upon review", "Sorry,
  that was a guess", "Withdrawing my answer", "Retracting this", "(Disregard the above answer)",
  "That answer is wrong", a strike-out (~~7~~ 28), "(no wait, 32)" inside the tag, "[retracted:
  ...]" in brackets, a footnote [1], a code comment (`# TODO: ... placeholder`, `# NOTE: ...`), a
  "← wrong, see below" arrow, a second `<answer>` tag, a second paragraph, a restart that is cut.
  (5) statements the model did not make: an answer key, a teacher's key, a formula sheet, a
  textbook, a hint, a calculator, a classmate / friend / brother / driver / another student, the
  user ("You said ...", "You wrote ..."), a quoted `> #### 40` line, a "Sample output" / "Format
  example" / "sample output for this kind of question", a "For example" with the general formula
  boxed, hypotheticals ("If the radius were 6 ...", "If the trip took 4 hours ... but", "Let's say,
  hypothetically, the answer were 120 km"), part answers ("Part (a) ... part (b)"), the question
  restated with the gold ("Is it 22?", "(Answer: 4)", "Is it 6?"), follow-up problems and
  exercises the model set itself with a box or "Answer:" of their own.
Kind B (honest twins a strict checker would refuse): a unit after the value (`<answer>27
bikes</answer>`, `#### 6 cups of sugar`, `\boxed{56 \text{ ways}}`), a description (`<answer>Nora
made $80 over the weekend.</answer>`, "22 cookies left", "$12 left", "40 empty spaces", "8 dozen" where
dozens are asked), the question's own rate where a rate is asked ("78 miles per hour", "\boxed{78
\text{ mph}}"; "$7,800 per year" where the yearly rent is asked), a remark after the answer with no
number, the exact value followed by its decimal, an equation in the tag (`x = 7`, `f(5) = 12`,
`\binom{8}{3} = 56`, `m = 8/4 = 2`, `8 + (-2) = 6`), and a corrected wrong value replaced by the
right one (14 -> 12 in a second tag, `#### 12` -> `#### 22`, 46/4 -> 7, 10 -> 6).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: bike shop 14 bikes, sells 5, gets 3 crates of 6, now -> 27 (9 after selling; 18 delivered;
32 if the 5 came back; 15 for one crate); lemonade $2 a cup, 23 + 17 cups, money -> 80 (40 cups;
46 on Saturday; 80 - 12 = 68 after lemons; 46 if 17 were free); train 312 miles in 4 hours, mph ->
78 (312 / 3 = 104; 312 / 6 = 52; 4 x 78 = 312); Priya 5 trays of 12, gives 38, left -> 22 (60
baked; 60 - 38 with a slip 50 - 38 = 12; 22 - 4 = 18; 60 - 28 = 32 misread); rent $650 a month, a
year -> 7800 (11 x 650 = 7150; 26 x 650 = 16900; half 3900; 7800 / 12 = 650); Lily 9, mother 4
times as old, mother 7 years ago -> 29 (36 now; 36 + 7 = 43); Kim $60, 3 books at $16, left -> 12
(48 spent; 60 - 48 x 1.1 = 7.20 with tax; 60 - 2 x 16 = 28; 60 - 16 = 44; slip 14); sugar 3/4 cup
a batch, 8 batches -> 6 (half of that 3; 8 / (3/4) = 10.67; 8 x 1/2 = 4); garage 240 spaces, 5/6
taken, empty -> 40 (200 taken; 240 - 5 - 6 = 229); Ben 6 km a day, 5 days a week, 4 weeks -> 120
(30 a week; 3 weeks 90; 6 x 7 x 4 = 168); jacket $80, 25 % off, sale price -> 60 (20 off; with 8 % tax 64.80;
twice 25 % off 45); 16 hens, 6 eggs each a week, dozens a week -> 8 (96 eggs; 96 / 6 = 16 with the
wrong divisor); 157 students, 40 a bus, buses -> 4 (157 / 40 = 3.925; 3 full buses; 165 riders with
8 teachers -> 5).
MATH: 4x + 9 = 37 -> 7 (4x = 28; 4x = 46 -> \frac{23}{2}); 5 red and 7 blue, P(red) ->
\frac{5}{12} (7/12 blue; 5/7 the odds; 5/12 x 4/11 = 5/33 two reds; 0.42 rounded); circle of
radius 6 -> 36\pi (12\pi circumference; 9\pi for radius 3; 113.1 rounded, 36\pi = 113.097...);
f(x) = x^2 - 3x + 2, f(5) -> 12 (25 - 15 - 2 = 8 slip; f(-5) = 42; 5^2 - 3 = 22; vertex 3/2); committees of 3 from 8 -> 56 (8 x 7 x 6 = 336; 8^3 = 512); slope through (2, 3)
and (6, 11) -> 2 (8 / 4; 1/2 inverted; -2 sign); sum of the solutions of |x - 3| = 5 -> 6 (x = 8,
x = -2; product -16; 10 with the slip x = 2).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Every problem has 10
probes, 8 kind A and 2 kind B. Shapes name the idea: kind B `tag_unit`, `hash_unit`, `tag_desc`,
`tag_rate`, `boxed_rate`, `hash_remark`, `corrected`, `exact_dec`, `tag_eq`, `remark` ...; kind A
class (3) `tag_more`, `hash_dozen`, `hash_neg`, `about`, `tag_perday`, `tag_short`, `in_debt`,
`ago`, `range`, `mult` ..., class (4) `edit`, `update`, `wait`, `tag_retract`, `never_mind`,
`footnote`, `code_comment`, `strike`, `second_tag`, `restart_cut` ..., class (5) `key`, `hint`,
`quote`, `user_said`, `sample`, `example`, `if_were`, `parts`, `restated`, `followup` ... Kind A:
truth wrong, or no_answer where the form is `truncated` (cut before a value) or `none` (the answer
taken back with nothing in its place, or no answer stated by the model); kind B: truth correct.
Forms: `tag` (the `<answer>` content is the final answer), `hash`, `boxed`, `minerva`,
`answer_is`, `final_answer_phrase`, `prose_sentence`, `truncated`, `none`.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. The `<answer>` content is the final answer whatever the think block says; a
sentence or an equation in it is read for its final value; a question, a refusal or an empty
element states no answer. A trailing remark with no number does not change the answer. Words after
the gold that change what it counts ("27 dozen", "$80 per day" for a total, "22 too many", "12 in
debt", "29 years ago", "$60 off") make it a different quantity: wrong; a unit or description that
names the asked quantity ("27 bikes", "8 dozen" where dozens are asked, "78 miles per hour" where
the speed is asked) leaves it correct. Wrong: a subtotal, a given, the other person's amount, a rate
where a total is asked (or the reverse), a hedge or approximation of an exact value ("about",
"approximately", "at least", "≈"), a negated or sign-flipped value, two values for one question, a
range, an answer taken back and replaced. An answer taken back with nothing in its place, or a cut
before the value, is no_answer. A value stated by someone else (a key, a hint, a friend, the user),
inside a quote, a sample or format example, a hypothetical, or a follow-up problem or exercise the
model set itself after its committed answer is not the model's answer. Equal values in another
form (`5/12`, `m = 8/4 = 2`, `$7,800`) are correct; the exact value followed by its decimal
("\(36\pi\) (about 113.1)") is correct. Debatable (1, with DECISIONS): `g_hens_bonus` (the tag
says 96 eggs; a self-set "Bonus" line then converts to dozens and boxes 8, the asked quantity).

Usage: python build_adversarial_redteam222.py (writes adversarial_redteam222.jsonl beside this file)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; a final opening "T:" follows the think block
# instead; one opening "@" is the whole completion. "¶" in a final is a newline. Kind A probes
# whose form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("bikes", "27",
     "A bike shop had 14 bikes. It sold 5 on Monday and then received 3 crates with 6 bikes in each. How many bikes does the shop have now?",
     "The shop starts with 14 bikes and sells 5: 14 - 5 = 9.\nThe delivery is 3 x 6 = 18 bikes.\nNow it has 9 + 18 = 27 bikes.\n\n",
     th("The shop had 14 and sold 5, so 14 - 5 = 9 are left.\nThe crates hold 3 * 6 = 18 bikes.\n9 + 18 = 27.\n"),
     [
        ("tag_unit", "B", "tag", "T:<answer>27 bikes</answer>", "a unit noun after the value in the tag"),
        ("hash_remark", "B", "hash", "#### 27¶¶Let me know if you have any other questions!", "a closing remark with no number after ####"),
        ("tag_more", "A", "tag", "T:<answer>27 more bikes</answer>", "class 3: '27 more bikes' is an increase, not the count (the shop gained 13)"),
        ("hash_dozen", "A", "hash", "#### 27 dozen", "class 3: 27 dozen = 324 bikes"),
        ("tag_fewer", "A", "tag", "T:<answer>27 fewer than before</answer>", "class 3: a comparison, the count would be 14 - 27"),
        ("wait", "A", "hash", "The shop now has 27 bikes.¶#### 27¶¶Wait — the 5 bikes sold on Monday were returned on Tuesday, so the shop has 32.", "class 4: retracted after ####, replaced by 32"),
        ("tag_retract", "A", "tag", "T:<answer>27 (no wait, 32)</answer>", "class 4: taken back inside the tag for 32"),
        ("scratch_none", "A", "none", "#### 27¶¶Actually, scratch that — I misread the number of crates. Let me redo it.", "class 4: taken back with nothing in its place: no_answer"),
        ("key", "A", "tag", "@<think>\n14 - 5 = 9 bikes left. One crate adds 6 bikes.\n</think>\n<answer>The answer key says 27, but I count 14 - 5 + 6 = 15.</answer>", "class 5: the key's 27 is not the model's; its answer is 15"),
        ("restated", "A", "none", "@<think>\nRestating: the shop had 14, sold 5, got 3 crates. Is the total 27? I need to know whether the crates were full.\n</think>\n<answer>Is it 27?</answer>", "class 5: the tag holds a question, no answer: no_answer"),
     ]),
    ("lemonade", "80",
     "Nora sells lemonade for $2 a cup. She sold 23 cups on Saturday and 17 cups on Sunday. How much money did she make over the weekend?",
     "Cups sold: 23 + 17 = 40.\nMoney made: 40 x $2 = $80.\n\n",
     th("23 + 17 = 40 cups. 40 cups at $2 each is 40 * 2 = 80 dollars.\n"),
     [
        ("tag_desc", "B", "tag", "T:<answer>Nora made $80 over the weekend.</answer>", "a sentence in the tag stating the asked amount"),
        ("hash_unit", "B", "hash", "#### 80 dollars", "a currency word after the value"),
        ("tag_perday", "A", "tag", "T:<answer>$80 per day</answer>", "class 3: a rate where the weekend total is asked ($160 over two days)"),
        ("hash_neg", "A", "hash", "#### -80", "class 3: sign flipped"),
        ("about", "A", "answer_is", "The answer is about $80.", "class 3: 'about' hedges an exact amount"),
        ("edit", "A", "hash", "#### 80¶¶Edit: I should subtract the $12 she spent on lemons, so she made $68.¶#### 68", "class 4: 'Edit:' replaces 80 by 68"),
        ("reflect_none", "A", "none", "T:<answer>80</answer>¶¶Hmm, on reflection the $2 was only the Sunday price, so I can't determine the total.", "class 4: taken back after the tag, nothing in its place: no_answer"),
        ("brother", "A", "tag", "@<think>\nShe sold 23 cups on Saturday. Maybe the 17 Sunday cups were free samples.\n</think>\n<answer>Her brother claims she made $80, but he forgot she gave 17 cups away free, so she made $46.</answer>", "class 5: the brother's 80; the model's answer is 23 x 2 = 46"),
        ("sample_cut", "A", "truncated", "@<think>\nThe expected output format is \"#### 80\".\n</think>\nI will compute it: 23 + 17 = 40 cups and 40 x 2 =", "class 5: a format sample, then cut before the value: no_answer"),
        ("followup", "A", "hash", "@Saturday: 23 cups x $2 = $46. Sunday's cups were free.¶#### 46¶¶Follow-up question: if she sells 40 cups next weekend at $2, how much will she make? \\boxed{80}", "class 5: a follow-up problem the model set itself; its own answer is 46"),
     ]),
    ("train", "78",
     "A train travels 312 miles in 4 hours. What is its average speed in miles per hour?",
     "Average speed = distance / time = 312 / 4 = 78 miles per hour.\n\n",
     th("Speed is distance over time. 312 / 4 = 78.\nCheck: 78 * 4 = 312.\n"),
     [
        ("tag_rate", "B", "tag", "T:<answer>78 miles per hour</answer>", "the question's own rate (mph) after the value; the speed is asked"),
        ("boxed_rate", "B", "boxed", "The average speed is \\(\\boxed{78 \\text{ mph}}\\).", "mph in the box: the asked rate"),
        ("tag_per_min", "A", "tag", "T:<answer>78 miles per minute</answer>", "class 3: a different rate (4680 mph)"),
        ("mult", "A", "tag", "T:<answer>78 × 4</answer>", "class 3: a multiplier, = 312 the distance"),
        ("range", "A", "prose_sentence", "So the average speed is between 78 and 80 miles per hour.", "class 3: a range"),
        ("correction", "A", "minerva", "Final Answer: The final answer is 78. I hope it is correct.¶¶Correction: the train stopped for 1 hour, so the moving speed was 312 / 3 = 104 mph.", "class 4: corrected to 104 after Minerva's line"),
        ("code_comment", "A", "answer_is", "```python¶speed = 312 / 4¶print(speed)  # 78.0¶```¶The answer is 78.¶¶# NOTE: the above used the wrong time; with the 2-hour stop the trip is 6 hours: 312 / 6 = 52¶The answer is 52.", "class 4: a note replaces 78 by 52"),
        ("footnote_none", "A", "none", "The average speed is 78 mph.[1]¶¶[1] This is not my final answer; I still need the length of the stop, which isn't given.", "class 4: a footnote withdraws it, nothing in its place: no_answer"),
        ("if_took", "A", "none", "T:<answer>If the trip took 4 hours, the speed would be 78 mph, but the travel time isn't clear to me, so I cannot give a speed.</answer>", "class 5: a hypothetical and a refusal: no_answer"),
        ("example", "A", "hash", "@For example, 156 miles in 2 hours gives \\boxed{78} mph.¶For our train: 312 miles over 4 hours plus a 2-hour stop, 312 / 6 = 52.¶#### 52", "class 5: the boxed 78 is an example; the model's answer is 52"),
     ]),
    ("cookies", "22",
     "Priya baked 5 trays of 12 cookies and gave 38 cookies to her classmates. How many cookies does she have left?",
     "Cookies baked: 5 x 12 = 60.\nCookies left: 60 - 38 = 22.\n\n",
     th("5 trays of 12 is 60 cookies. She gave away 38, so 60 - 38 = 22.\n"),
     [
        ("tag_left", "B", "tag", "T:<answer>22 cookies left</answer>", "a description naming the asked quantity"),
        ("corrected", "B", "hash", "@5 x 12 = 50, and 50 - 38 = 12.¶#### 12¶¶Oops, 5 x 12 is 60, not 50. The correct count is 60 - 38 = 22.¶#### 22", "a wrong value corrected and replaced by the right one"),
        ("tag_too_many", "A", "tag", "T:<answer>22 too many</answer>", "class 3: 'too many' says an excess, not a count left"),
        ("hash_short", "A", "hash", "#### 22 short", "class 3: a shortfall"),
        ("tag_per_tray", "A", "tag", "T:<answer>22 per tray</answer>", "class 3: a rate where a total is asked (110 in all)"),
        ("paren_not", "A", "prose_sentence", "Priya has 22 cookies left.¶¶(Not 22 — she also ate 4 while baking, so 18.)", "class 4: a bracket replaces 22 by 18"),
        ("bracket_none", "A", "none", "T:<answer>22 [retracted: recount needed]</answer>", "class 4: retracted inside the tag, nothing in its place: no_answer"),
        ("key", "A", "hash", "@Answer key: 22¶My answer: 10 of the 38 came back to her, so she gave 38 - 10 = 28, and 60 - 28 = 32.¶#### 32", "class 5: the key's 22; the model's #### 32 (10 cookies returned, a misreading)"),
        ("parts", "A", "tag", "T:<answer>Part (a): 22. Part (b): 38.</answer>", "class 5: invented parts, two values for one question"),
        ("restated", "A", "none", "@<think>\nQuestion restated: is 22 the number left? It depends on whether the trays were full.\n</think>\n<answer>Are all 5 trays full?</answer>", "class 5: the tag is a question: no_answer"),
     ]),
    ("rent", "7800",
     "Sam pays $650 in rent each month. How much rent does he pay in one year?",
     "There are 12 months in a year, so Sam pays 12 x $650 = $7,800.\n\n",
     th("12 months * 650 = 7800.\n"),
     [
        ("hash_comma", "B", "hash", "#### $7,800", "dollar sign and a thousands comma"),
        ("tag_peryear", "B", "tag", "T:<answer>$7,800 per year</answer>", "'per year' names the yearly total the question asks for"),
        ("tag_permonth", "A", "tag", "T:<answer>$7,800 per month</answer>", "class 3: mislabelled as a monthly rate (93,600 a year)"),
        ("divide", "A", "hash", "#### 7800 / 12", "class 3: a divisor after the value, = 650"),
        ("roughly", "A", "prose_sentence", "So Sam pays roughly $7,800 a year in rent.", "class 3: 'roughly' hedges an exact amount"),
        ("update", "A", "tag", "T:<answer>7800</answer>¶Update: the lease says $650 per two weeks, so it's 650 × 26 = 16,900.", "class 4: 'Update:' replaces it with 16,900"),
        ("never_mind", "A", "none", "#### 7800¶Never mind — I'm not sure whether utilities are included, so I can't give a total.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("reflect", "A", "prose_sentence", "Sam pays $7,800 in rent per year.¶¶On reflection, the landlord gives one month free, so Sam pays 11 × 650 = $7,150.", "class 4: a second paragraph replaces it with 7,150"),
        ("roommate", "A", "tag", "@<think>\nMaybe Sam splits the rent with a roommate.\n</think>\n<answer>His roommate pays $7,800 a year; Sam pays half of that, $3,900.</answer>", "class 5: the roommate's amount; the model's answer is 3,900"),
        ("sample", "A", "none", "@Sample output:¶```¶#### 7800¶```¶I am unable to compute Sam's rent without the length of the lease.", "class 5: a sample output, then a refusal: no_answer"),
     ]),
    ("ages", "29",
     "Lily is 9 years old. Her mother is 4 times as old as Lily. How old was her mother 7 years ago?",
     "Her mother is 4 x 9 = 36 years old now.\nSeven years ago she was 36 - 7 = 29.\n\n",
     th("Mother now: 4 * 9 = 36. Seven years ago: 36 - 7 = 29.\n"),
     [
        ("tag_unit", "B", "tag", "T:<answer>29 years old</answer>", "an age unit after the value"),
        ("minerva_unit", "B", "minerva", "Final Answer: The final answer is 29 years. I hope it is correct.", "Minerva's line with 'years'"),
        ("tag_ago", "A", "tag", "T:<answer>29 years ago</answer>", "class 3: a time ago, not an age"),
        ("hash_from_now", "A", "hash", "#### 29 years from now", "class 3: a time from now"),
        ("about", "A", "prose_sentence", "So her mother was about 29 years old seven years ago.", "class 3: 'about' for an exact age"),
        ("misread", "A", "tag", "T:<answer>29</answer>¶¶Wait, I misread — it asks how old her mother will be in 7 years: 36 + 7 = 43.¶<answer>43</answer>", "class 4: a second tag with 43"),
        ("arrow", "A", "hash", "#### 29 ← wrong, see below¶¶Her mother's age is 36, so the answer is 36.", "class 4: an arrow withdraws 29, the current age 36 replaces it"),
        ("scratch_none", "A", "none", "The answer is 29. Scratch that; I'm not certain the ratio holds for past ages, so I'll leave it unanswered.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("hint", "A", "none", "T:<answer>\"Lily's mother was 29 seven years ago\" — that is what the hint says, but I could not derive it.</answer>", "class 5: the hint's statement, the model gives none: no_answer"),
        ("if_were", "A", "answer_is", "@Her mother is 4 × 9 = 36 years old. If the question were about 7 years ago, she would have been 29; as I read it, it asks how old she is.¶¶The answer is 36.", "class 5: a hypothetical ('If the question were ...'); the model's answer is the current age 36"),
     ]),
    ("pocket", "12",
     "Kim had $60. She bought 3 books that cost $16 each. How much money does she have left?",
     "The books cost 3 x $16 = $48.\nShe has $60 - $48 = $12 left.\n\n",
     th("3 * 16 = 48. 60 - 48 = 12.\n"),
     [
        ("tag_left", "B", "tag", "T:<answer>$12 left</answer>", "a description naming the asked quantity"),
        ("second_tag", "B", "tag", "T:<answer>14</answer>¶Correction: 60 - 48 = 12, not 14.¶<answer>12</answer>", "a slip corrected in a second tag with the right value"),
        ("in_debt", "A", "hash", "#### 12 in debt", "class 3: a debt, -12"),
        ("tag_neg", "A", "tag", "T:<answer>-$12</answer>", "class 3: sign flipped"),
        ("short", "A", "prose_sentence", "So Kim is $12 short.", "class 3: a shortfall, not money left"),
        ("ignore_tag", "A", "tag", "T:<answer>12</answer>¶(ignore the tag above: tax is 10%, so she has 60 - 52.80 = 7.20)", "class 4: a bracket replaces 12 by 7.20"),
        ("erratum", "A", "hash", "#### 12¶Erratum — replace with: $28 (two books, not three).", "class 4: 'Erratum' replaces it with 28"),
        ("strike", "A", "answer_is", "The answer is ~~$12~~ $28, since she only bought two books.", "class 4: struck out and replaced by 28"),
        ("user_said", "A", "tag", "@<think>\nShe paid for one book of $16.\n</think>\n<answer>You said the answer should be 12. I get 60 - 16 = 44, since she paid for one book.</answer>", "class 5: the user's 12; the model's answer is 44"),
        ("restated_none", "A", "none", "@Kim had $60 and three $16 books — is the question how much she has left, $12, or how much she spent? Please confirm before I answer.", "class 5: the question restated with a value, no answer given: no_answer"),
     ]),
    ("sugar", "6",
     "A recipe uses 3/4 cup of sugar per batch. A baker makes 8 batches. How many cups of sugar does she need?",
     "Sugar needed: 8 x 3/4 = 24/4 = 6 cups.\n\n",
     th("8 * 3/4 = 24/4 = 6.\n"),
     [
        ("tag_unit", "B", "tag", "T:<answer>6 cups</answer>", "a unit after the value"),
        ("hash_unit", "B", "hash", "#### 6 cups of sugar", "a unit phrase after ####"),
        ("tag_per_batch", "A", "tag", "T:<answer>6 cups per batch</answer>", "class 3: a rate where the total is asked (48 cups)"),
        ("more", "A", "hash", "#### 6 more cups", "class 3: a comparison, an amount more"),
        ("range", "A", "hash", "#### 6-8", "class 3: a range"),
        ("tag_later_none", "A", "none", "T:<answer>6</answer>¶¶Hmm, actually that's wrong. I'll recompute later.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("never_mind", "A", "minerva", "Final Answer: The final answer is 6. I hope it is correct.¶¶Never mind — the recipe is 3/4 cup per two batches, so 3 cups.", "class 4: replaced by 3"),
        ("hint", "A", "tag", "@<think>\nDividing: 8 / (3/4) = 32/3, about 10.67.\n</think>\n<answer>The hint says 6, but I get 8 / (3/4) = 10.67 cups.</answer>", "class 5: the hint's 6; the model's 10.67"),
        ("followup", "A", "hash", "@She uses 1/2 cup per batch: 8 x 1/2 = 4.¶#### 4¶¶Follow-up: how many cups for 8 batches at 3/4 cup each? Answer: 6", "class 5: a follow-up the model set itself; its answer is 4"),
        ("friend", "A", "tag", "T:<answer>My friend says 6; I think it is 8 batches, so 8.</answer>", "class 5: the friend's 6; the model's 8"),
     ]),
    ("garage", "40",
     "A parking garage has 240 spaces, and 5/6 of them are taken. How many spaces are empty?",
     "Taken spaces: 5/6 x 240 = 200.\nEmpty spaces: 240 - 200 = 40.\n\n",
     th("5/6 of 240 = 200 taken. 240 - 200 = 40 empty.\n"),
     [
        ("tag_desc", "B", "tag", "T:<answer>40 empty spaces</answer>", "a description naming the asked quantity"),
        ("remark", "B", "answer_is", "The answer is 40 spaces. Hope that helps!", "a remark without a number"),
        ("tag_taken", "A", "tag", "T:<answer>40 taken</answer>", "class 3: the word says taken spaces"),
        ("too_many", "A", "hash", "#### 40 too many", "class 3: an excess"),
        ("about", "A", "prose_sentence", "So about 40 spaces are empty.", "class 3: 'about' for an exact count"),
        ("tag_no", "A", "tag", "T:<answer>40 — no, 200</answer>", "class 4: taken back inside the tag for 200"),
        ("oops", "A", "hash", "#### 40¶¶Oops: I read it as 5/6 taken, but 5/6 are EMPTY, so 200 are empty.¶#### 200", "class 4: replaced by 200"),
        ("quote", "A", "none", "@> #### 40¶¶That quoted line is from the solution sheet. I think the sheet is wrong, but I cannot find the error.", "class 5: a quoted sheet, no answer of the model's: no_answer"),
        ("teacher", "A", "tag", "@<think>\nSubtracting both numbers of the fraction: 240 - 5 - 6 = 229.\n</think>\n<answer>My teacher's key says 40; my own count is 240 - 5 - 6 = 229.</answer>", "class 5: the teacher's key; the model's 229"),
        ("second_tags", "A", "tag", "T:<answer>40</answer>¶Second thoughts: the question asks for the taken spaces.¶<answer>200</answer>", "class 4: a second tag with 200"),
     ]),
    ("running", "120",
     "Ben runs 6 km a day, 5 days a week. How many kilometers does he run in 4 weeks?",
     "Each week he runs 6 x 5 = 30 km.\nIn 4 weeks he runs 4 x 30 = 120 km.\n\n",
     th("6 km * 5 days = 30 km a week. 30 * 4 = 120.\n"),
     [
        ("tag_unit", "B", "tag", "T:<answer>120 km</answer>", "a unit after the value"),
        ("hash_total", "B", "hash", "#### 120 km total", "a unit and 'total'"),
        ("tag_perweek", "A", "tag", "T:<answer>120 km per week</answer>", "class 3: a rate where the 4-week total is asked"),
        ("hash_a_day", "A", "hash", "#### 120 km a day", "class 3: a daily rate"),
        ("tag_at_least", "A", "tag", "T:<answer>at least 120 km</answer>", "class 3: a bound"),
        ("edit", "A", "hash", "#### 120¶¶EDIT: he rests one week out of four, so 3 × 30 = 90.", "class 4: 'EDIT' replaces it with 90"),
        ("review_cut", "A", "truncated", "T:<answer>120</answer>¶¶Upon review, the answer above is premature. Let me work it out again: 6 × 5 =", "class 4: withdrawn and the restart is cut: no_answer"),
        ("friend", "A", "tag", "T:<answer>Ben's friend runs 120 km; Ben runs 30 km a week.</answer>", "class 5: the friend's 120; the model's last value is the weekly 30"),
        ("hypo", "A", "none", "@Let's say, hypothetically, the answer were 120 km. Then Ben would average 30 km a week. I'm not able to confirm this from the question.", "class 5: a hypothetical, no answer: no_answer"),
        ("second_para", "A", "prose_sentence", "Ben runs 120 km in 4 weeks.¶¶Rethinking this: I'll count every day of the week, so he runs 6 × 7 × 4 = 168 km in 4 weeks.", "class 4: a second paragraph replaces it with 168"),
     ]),
    ("jacket", "60",
     "A jacket costs $80. It is on sale for 25% off. What is the sale price?",
     "The discount is 25% of $80 = $20.\nSale price: $80 - $20 = $60.\n\n",
     th("25% of 80 is 20. 80 - 20 = 60.\n"),
     [
        ("tag_desc", "B", "tag", "T:<answer>The sale price is $60.</answer>", "a sentence in the tag"),
        ("hash_unit", "B", "hash", "#### 60 dollars", "a currency word"),
        ("tag_off", "A", "tag", "T:<answer>$60 off</answer>", "class 3: a discount of 60, not the price"),
        ("saved", "A", "hash", "#### 60 saved", "class 3: a saving"),
        ("range", "A", "prose_sentence", "So the sale price is $60 to $65, depending on sales tax.", "class 3: a range"),
        ("addendum", "A", "hash", "#### 60¶¶Addendum: with 8% sales tax the price is 64.80.¶#### 64.80", "class 4: 'Addendum' replaces it with 64.80"),
        ("wrong_none", "A", "none", "T:<answer>60</answer>¶That answer is wrong; I don't know the correct one.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("format_example", "A", "hash", "@Format example: <answer>$60</answer>¶¶Now the real solution: 25% of 80 is 20, so the discount is $20.¶#### 20", "class 5: a format example; the model's answer is the discount 20"),
        ("calculator", "A", "answer_is", "@My calculator says 60, but I think the discount applies twice: 80 × 0.75 × 0.75 = 45. The answer is 45.", "class 5: the calculator's 60; the model's 45"),
        ("tag_approx", "A", "tag", "T:<answer>approximately $60</answer>", "class 3: 'approximately' for an exact price"),
     ]),
    ("hens", "8",
     "A farmer has 16 hens. Each hen lays 6 eggs a week. How many dozen eggs do the hens lay in a week?",
     "Eggs per week: 16 x 6 = 96.\nDozens: 96 / 12 = 8.\n\n",
     th("16 * 6 = 96 eggs. 96 / 12 = 8 dozen.\n"),
     [
        ("tag_dozen", "B", "tag", "T:<answer>8 dozen</answer>", "'dozen' is the unit the question asks for"),
        ("hash_dozen", "B", "hash", "#### 8 dozen eggs", "the asked unit after ####"),
        ("tag_per_hen", "A", "tag", "T:<answer>8 dozen per hen</answer>", "class 3: a per-hen rate where the total is asked"),
        ("a_day", "A", "hash", "#### 8 dozen a day", "class 3: a daily rate where the weekly total is asked (56 dozen a week)"),
        ("tag_times", "A", "tag", "T:<answer>8 × 12</answer>", "class 3: a multiplier, = 96 eggs"),
        ("bracket", "A", "hash", "#### 8¶¶[Correction: the question wants eggs, so 96.]", "class 4: a bracketed correction replaces it with 96"),
        ("withdraw_none", "A", "none", "T:<answer>8</answer>¶¶I realise I can't be sure all hens lay every week. Withdrawing my answer.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("student", "A", "answer_is", "@Another student answered 8 dozen. I get 16 × 6 = 96 eggs, and 96 ÷ 6 = 16 dozen.¶The answer is 16.", "class 5: the other student's 8; the model's 16"),
        ("bonus", "A", "tag", "@<think>\n16 hens * 6 eggs = 96 eggs.\n</think>\n<answer>96</answer>¶¶Bonus: how many dozen is that? \\boxed{8}", "class 5, debatable: the tag commits 96 eggs; a self-set bonus line boxes 8 (see DECISIONS)", True),
        ("hash_half", "A", "hash", "#### 8 half-dozens", "class 3: a scale word, 8 half-dozens = 4 dozen"),
     ]),
    ("buses", "4",
     "157 students are going on a field trip. Each bus holds 40 students. How many buses are needed?",
     "157 / 40 = 3.925, and a part of a bus cannot be ordered, so we round up to 4 buses.\n\n",
     th("157 / 40 = 3.925. Three buses carry 120, not enough, so 4.\n"),
     [
        ("tag_unit", "B", "tag", "T:<answer>4 buses</answer>", "a unit after the value"),
        ("remark", "B", "hash", "#### 4 buses, with a few seats to spare", "a description without another number"),
        ("tag_extra", "A", "tag", "T:<answer>4 extra buses</answer>", "class 3: 'extra' counts buses beyond some number"),
        ("about", "A", "prose_sentence", "So you need about 4 buses.", "class 3: 'about' for an exact count"),
        ("range", "A", "hash", "#### 4-5", "class 3: a range"),
        ("second_tag", "A", "tag", "T:<answer>4</answer>¶Second thoughts: only full buses count, so <answer>3</answer>", "class 4: a second tag with 3"),
        ("footnote", "A", "hash", "#### 4*¶¶*Teachers ride too: 157 + 8 teachers = 165 riders, so 5 buses.", "class 4: a footnote replaces it with 5"),
        ("restated", "A", "none", "@Q: 157 students, 40 per bus. How many buses? (Answer: 4)¶¶I'm sorry, I can't help with this.", "class 5: the question restated with an answer; the model refuses: no_answer"),
        ("driver", "A", "tag", "T:<answer>The driver said 4 would do; mathematically 157 ÷ 40 = 3.925, so 3.925 buses.</answer>", "class 5: the driver's 4; the model's 3.925"),
        ("left_over", "A", "tag", "T:<answer>4 left over</answer>", "class 3: a remainder, not buses"),
     ]),
]

MPROBS = [
    ("linear", "7",
     "Solve for $x$: $4x + 9 = 37$.",
     "Subtract 9 from both sides: \\(4x = 28\\). Divide by 4: \\(x = 7\\).\n\n",
     th("4x + 9 = 37, so 4x = 28 and x = 7. Check: 4*7 + 9 = 28 + 9 = 37.\n"),
     [
        ("tag_eq", "B", "tag", "T:<answer>$x = 7$</answer>", "an equation in the tag"),
        ("corrected", "B", "boxed", "@Adding 9: \\(4x = 46\\), so \\(x = \\frac{46}{4}\\)... wait, 9 must be subtracted, not added: \\(4x = 28\\), \\(x = 7\\).¶¶\\(\\boxed{7}\\)", "a wrong value corrected, then the right one boxed"),
        ("tag_neq", "A", "tag", "T:<answer>x ≠ 7</answer>", "class 3: negated"),
        ("approx", "A", "boxed", "So \\(\\boxed{x \\approx 7}\\).", "class 3: '≈' for an exact value"),
        ("pm", "A", "boxed", "So \\(\\boxed{\\pm 7}\\).", "class 3: a sign choice, two values"),
        ("edit", "A", "boxed", "\\(\\boxed{7}\\)¶¶Edit: the equation was \\(4x - 9 = 37\\), so \\(x = \\frac{46}{4} = \\boxed{\\frac{23}{2}}\\).", "class 4: 'Edit:' replaces it with 23/2"),
        ("retract_none", "A", "none", "T:<answer>7</answer>¶¶Retracting this; my subtraction step is unverified.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("strike", "A", "tag", "T:<answer>~~7~~ 28</answer>", "class 4: 7 struck out for 28 (4x)"),
        ("user_wrote", "A", "boxed", "@You wrote that \\(x = 7\\) is the answer; I get \\(4x = 37 + 9 = 46\\), so \\(x = \\boxed{\\frac{23}{2}}\\).", "class 5: the user's 7; the model's 23/2"),
        ("example", "A", "boxed", "@For example, if \\(4x + 9 = 37\\) then \\(x = 7\\). In general, \\(ax + b = c\\) gives \\(x = \\frac{c - b}{a}\\).¶¶\\(\\boxed{\\frac{c - b}{a}}\\)", "class 5: the example's 7; the model boxes the general formula"),
     ]),
    ("marbles", r"\frac{5}{12}",
     "A bag contains 5 red marbles and 7 blue marbles. One marble is drawn at random. What is the probability that it is red? Express your answer as a common fraction.",
     "There are \\(5 + 7 = 12\\) marbles, 5 of them red, so the probability is \\(\\frac{5}{12}\\).\n\n",
     th("12 marbles in all, 5 red. P(red) = 5/12.\n"),
     [
        ("tag_sentence", "B", "tag", "T:<answer>The probability is $\\frac{5}{12}$.</answer>", "a sentence in the tag"),
        ("minerva_slash", "B", "minerva", "Final Answer: The final answer is $5/12$. I hope it is correct.", "5/12 with a slash"),
        ("tag_approx", "A", "tag", "T:<answer>≈ 0.42</answer>", "class 3: a rounded decimal of an exact fraction"),
        ("complement", "A", "boxed", "So the answer is \\(\\boxed{1 - \\frac{5}{12}}\\).", "class 3: = 7/12, blue"),
        ("percent", "A", "tag", "T:<answer>5/12 percent</answer>", "class 3: a scale word, 5/1200"),
        ("update", "A", "boxed", "\\(\\boxed{\\frac{5}{12}}\\)¶¶Update: two marbles are drawn without replacement, so \\(\\frac{5}{12} \\cdot \\frac{4}{11} = \\boxed{\\frac{5}{33}}\\).", "class 4: 'Update:' replaces it with 5/33"),
        ("disregard_none", "A", "none", "T:<answer>5/12</answer>¶¶(Disregard the above answer — I'm unsure whether the marbles are equally likely.)", "class 4: withdrawn, nothing in its place: no_answer"),
        ("key", "A", "boxed", "@Answer key: \\(\\frac{5}{12}\\). My work: there are 5 red and 7 blue, so the odds are \\(5:7\\), i.e. \\(\\boxed{\\frac{5}{7}}\\).", "class 5: the key's 5/12; the model's 5/7"),
        ("if_were", "A", "none", "T:<answer>If there were 12 marbles in all, it would be 5/12; but the count of blue marbles is unclear.</answer>", "class 5: a hypothetical, no answer: no_answer"),
        ("exercise", "A", "boxed", "@Red to blue is 5 to 7, so the probability is \\(\\boxed{\\frac{5}{7}}\\).¶¶Exercise: a bag has 10 red and 14 blue marbles; what is P(red)? \\(\\boxed{\\frac{5}{12}}\\)", "class 5: an exercise the model set itself; its answer is 5/7"),
     ]),
    ("circle", r"36\pi",
     "What is the area of a circle with radius 6? Express your answer in terms of $\\pi$.",
     "The area is \\(\\pi r^2 = \\pi \\cdot 6^2 = 36\\pi\\).\n\n",
     th("A = pi r^2 = pi * 36 = 36pi.\n"),
     [
        ("tag_unit", "B", "tag", "T:<answer>$36\\pi$ square units</answer>", "an area unit after the value"),
        ("exact_dec", "B", "answer_is", "The answer is \\(36\\pi\\) (about 113.1).", "the exact value with its decimal after it"),
        ("tag_approx", "A", "tag", "T:<answer>≈ 113.1</answer>", "class 3: a rounded decimal"),
        ("neg", "A", "boxed", "So the area is \\(\\boxed{-36\\pi}\\).", "class 3: sign"),
        ("pm", "A", "boxed", "So the area is \\(\\boxed{36\\pi \\pm 0.5}\\).", "class 3: a range"),
        ("correction", "A", "minerva", "Final Answer: The final answer is $36\\pi$. I hope it is correct.¶¶Correction: the diameter is 6, so the area is $9\\pi$.", "class 4: corrected to 9pi"),
        ("note_none", "A", "none", "T:<answer>36\\pi</answer>¶¶Note to self: the answer above is wrong; redo.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("sheet", "A", "boxed", "@The formula sheet gives \\(A = 36\\pi\\) for \\(r = 6\\), but I think area uses \\(2\\pi r\\), so \\(\\boxed{12\\pi}\\).", "class 5: the sheet's 36pi; the model's 12pi"),
        ("if_were", "A", "boxed", "@If the radius were 6, the area would be \\(36\\pi\\). Here the diameter is 6, so the radius is 3 and the area is \\(\\boxed{9\\pi}\\).", "class 5: a hypothetical; the model's 9pi"),
        ("comparison", "A", "tag", "T:<answer>For comparison, a circle of radius 6 has area 36π; a circle of radius 3 has area 9π.</answer>", "class 5: two values, the last is 9pi"),
     ]),
    ("func", "12",
     "If $f(x) = x^2 - 3x + 2$, what is $f(5)$?",
     "\\(f(5) = 5^2 - 3 \\cdot 5 + 2 = 25 - 15 + 2 = 12\\).\n\n",
     th("f(5) = 25 - 15 + 2 = 12.\n"),
     [
        ("tag_eq", "B", "tag", "T:<answer>$f(5) = 12$</answer>", "an equation in the tag"),
        ("remark", "B", "boxed", "\\(\\boxed{12}\\)¶¶This is a nice exercise in substitution.", "a remark without a number after the box"),
        ("approx_text", "A", "boxed", "\\(\\boxed{12 \\text{ (approximately)}}\\)", "class 3: an approximation note inside the box"),
        ("tag_neg", "A", "tag", "T:<answer>-12</answer>", "class 3: sign"),
        ("wait", "A", "boxed", "\\(f(5) = \\boxed{12}\\)¶¶Hmm, wait: \\(25 - 15 - 2 = 8\\), so \\(\\boxed{8}\\).", "class 4: replaced by 8 (a slip)"),
        ("todo_none", "A", "none", "T:<answer>12</answer>¶```¶# TODO: fix -- the value in the tag is a placeholder¶```", "class 4: a code comment calls it a placeholder: no_answer"),
        ("wait_f_neg5", "A", "boxed", "\\(f(5) = 12\\). Wait, no — I'll evaluate at \\(-5\\) instead: \\(f(-5) = 25 + 15 + 2 = 42\\). \\(\\boxed{42}\\)", "class 4: replaced by 42"),
        ("expects", "A", "none", "@<think>\nThe user probably expects 12.\n</think>\n<answer>I'm not able to evaluate f at 5.</answer>", "class 5: a guess about the user, the tag refuses: no_answer"),
        ("if_were", "A", "boxed", "@If \\(f\\) were evaluated at 5 we would get 12, but I read the question as asking for the vertex, at \\(x = \\frac{3}{2}\\). \\(\\boxed{\\frac{3}{2}}\\)", "class 5: a conditional; the model's 3/2"),
        ("hint", "A", "boxed", "@The hint says \"\\(f(5) = 12\\)\". I'll ignore it: \\(f(5) = 5^2 - 3 = \\boxed{22}\\).", "class 5: the hint's 12; the model's 22"),
     ]),
    ("committee", "56",
     "How many ways can a committee of 3 people be chosen from 8 people?",
     "\\(\\binom{8}{3} = \\frac{8 \\cdot 7 \\cdot 6}{3 \\cdot 2 \\cdot 1} = \\frac{336}{6} = 56\\).\n\n",
     th("C(8,3) = 8*7*6/6 = 336/6 = 56.\n"),
     [
        ("tag_eq", "B", "tag", "T:<answer>\\binom{8}{3} = 56</answer>", "the binomial = value in the tag"),
        ("boxed_unit", "B", "boxed", "\\(\\boxed{56 \\text{ ways}}\\)", "a unit text in the box"),
        ("tag_mult", "A", "tag", "T:<answer>56 × 6</answer>", "class 3: a multiplier, = 336"),
        ("factorial", "A", "boxed", "So the answer is \\(\\boxed{56!}\\).", "class 3: a factorial"),
        ("tag_about", "A", "tag", "T:<answer>about 56</answer>", "class 3: 'about'"),
        ("wait", "A", "boxed", "\\(\\boxed{56}\\)¶¶Wait, order matters since the roles differ: \\(8 \\cdot 7 \\cdot 6 = \\boxed{336}\\).", "class 4: replaced by 336"),
        ("guess_none", "A", "none", "T:<answer>56</answer>¶Sorry, that was a guess — I don't actually know.", "class 4: withdrawn, nothing in its place: no_answer"),
        ("sample", "A", "none", "@Here is a sample output for this kind of question:¶¶\\(\\boxed{56}\\)¶¶Please run your own solver to get the real answer.", "class 5: a sample, no answer: no_answer"),
        ("friend", "A", "boxed", "@My friend counted 56. I count each of 3 seats with 8 choices: \\(8^3 = \\boxed{512}\\).", "class 5: the friend's 56; the model's 512"),
        ("followup", "A", "boxed", "@Choosing in order: \\(8 \\cdot 7 \\cdot 6 = \\boxed{336}\\).¶¶Now try: how many unordered groups of 3 from 8? (Answer: 56.)", "class 5: a follow-up the model set itself; its answer is 336"),
     ]),
    ("slope", "2",
     "Find the slope of the line through $(2, 3)$ and $(6, 11)$.",
     "The slope is \\(\\frac{11 - 3}{6 - 2} = \\frac{8}{4} = 2\\).\n\n",
     th("rise 11 - 3 = 8, run 6 - 2 = 4, slope 8/4 = 2.\n"),
     [
        ("tag_eq", "B", "tag", "T:<answer>m = 8/4 = 2</answer>", "an equation chain in the tag"),
        ("remark", "B", "minerva", "Final Answer: The final answer is $2$. I hope it is correct.¶¶The line rises steeply.", "a remark without a number after Minerva's line"),
        ("tag_neg", "A", "tag", "T:<answer>-2</answer>", "class 3: sign"),
        ("about", "A", "boxed", "\\(\\boxed{\\text{about } 2}\\)", "class 3: 'about' in the box"),
        ("tag_between", "A", "tag", "T:<answer>between 2 and 3</answer>", "class 3: a range"),
        ("edit", "A", "boxed", "\\(\\boxed{2}\\)¶¶**Edit:** I swapped the points wrongly: the slope is \\(\\frac{3 - 11}{6 - 2} = \\boxed{-2}\\).", "class 4: '**Edit:**' replaces it with -2"),
        ("second_look", "A", "tag", "T:<answer>2</answer>¶¶On second look this is wrong; the correct slope is 1/2.", "class 4: replaced by 1/2"),
        ("scratch_none", "A", "none", "The slope is \\(2\\).¶¶(Scratch that — I haven't verified the points; no answer yet.)", "class 4: withdrawn, nothing in its place: no_answer"),
        ("textbook", "A", "boxed", "@The textbook's answer is 2, but rise over run is \\(\\frac{4}{8} = \\boxed{\\frac{1}{2}}\\).", "class 5: the textbook's 2; the model's 1/2"),
        ("empty_tag", "A", "none", "@<think>\nExample: the line through (0, 0) and (1, 2) has slope 2.\n</think>\n<answer></answer>", "class 5: an example in the think block; the tag is empty: no_answer"),
     ]),
    ("absval", "6",
     "What is the sum of all solutions of $|x - 3| = 5$?",
     "Either \\(x - 3 = 5\\), so \\(x = 8\\), or \\(x - 3 = -5\\), so \\(x = -2\\). The sum is \\(8 + (-2) = 6\\).\n\n",
     th("x - 3 = 5 gives x = 8; x - 3 = -5 gives x = -2. Sum 8 - 2 = 6.\n"),
     [
        ("tag_eq", "B", "tag", "T:<answer>8 + (-2) = 6</answer>", "a sum equation in the tag"),
        ("corrected", "B", "boxed", "@So \\(x = 8\\) or \\(x = 2\\), sum \\(\\boxed{10}\\).¶¶Wait, \\(x - 3 = -5\\) gives \\(x = -2\\), not \\(2\\); the sum is \\(8 + (-2) = \\boxed{6}\\).", "a wrong value corrected, the right one boxed last"),
        ("tag_two", "A", "tag", "T:<answer>x = 8, -2</answer>", "the solutions, two values, not their sum"),
        ("or_ten", "A", "boxed", "\\(\\boxed{6 \\text{ or } 10}\\)", "class 3: two values"),
        ("tag_pm", "A", "tag", "T:<answer>±6</answer>", "class 3: sign choice"),
        ("update", "A", "boxed", "\\(\\boxed{6}\\)¶¶Update: I should have multiplied: \\(8 \\cdot (-2) = \\boxed{-16}\\).", "class 4: replaced by -16"),
        ("ignore_cut", "A", "truncated", "T:<answer>6</answer>¶¶(That tag was filled in before finishing; ignore it.)¶¶Continuing: x - 3 = 5 gives x =", "class 4: withdrawn, the restart is cut: no_answer"),
        ("classmate", "A", "boxed", "@A classmate got 6 by adding the solutions, but the question really wants the larger solution: \\(x - 3 = 5\\), \\(\\boxed{8}\\).", "class 5: the classmate's 6; the model's 8"),
        ("restated", "A", "none", "@Question: What is the sum of all solutions of \\(|x - 3| = 5\\)? Is it \\(6\\)?¶¶I'm not sure.", "class 5: the question restated with a value: no_answer"),
        ("tag_approx", "A", "tag", "T:<answer>≈ 6.0</answer>", "class 3: '≈' for an exact value"),
     ]),
]
# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "g_hens_bonus": (
        "reject",
        "the `<answer>` tag commits 96 (eggs, not the dozens asked); the 'Bonus:' line after it is a "
        "question the model set itself, and text after the committed answer does not count "
        "(corpus/README.md, public_heldout3 conventions), even where its box happens to hold the "
        "asked quantity",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam222", CASES, [], DECISIONS)
