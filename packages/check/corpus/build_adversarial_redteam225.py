r"""Build adversarial_redteam225.jsonl: round 225 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam225"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS, the
form name "tag") were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 120 GSM8K and 80 MATH, 130 kind A and 70 kind B:
COMPLETIONS AS SMALL MODELS WRITE THEM DURING PPO/GRPO TRAINING WITH AN R1-STYLE PROMPT (think in
`<think>`, answer in `<answer>`): the outputs a trainer's reward has to judge, with their format
drift and reward hacking. Each completion is a short think block of plain-text working (300-1000
characters, the way 0.5B-7B policies write it), sometimes without its opening `<think>` (the prompt
supplies it) or without its closing `</think>`, then the answer part. Kind A: several `<answer>`
tags with different values (the last one wrong), an answer tag inside the think block holding the
gold and another value in the tag after it, a tag holding a list ("$29.75, $3.50"), a range
("70-75 km", "between 1/10 and 1/5") or "X or Y", the gold only inside `<think>` while the tag holds
a subtotal, a given or the other quantity, an empty tag or a tag that echoes the question
(no_answer), a tag cut by the token limit (no_answer), a think block cut before any answer after
the gold appeared in its working (no_answer), an answer repeated in a loop whose last copy
differs, a `####` line and a tag that disagree (the later one wrong), an answer with a question
mark, the gold with a wrong unit ("150 minutes", "63 cents", "91%", "72 km per hour") or a
multiplier word ("195 dozen", "84 thousand"), a hedge ("about", "approximately", "around"), an
invented next turn ("User:", "Human:") whose made-up question happens to have the gold as its
answer while the answer to the question actually posed is wrong, and garbage tokens after a wrong
tag (`<|endoftext|>`, byte-level BPE leftovers `Ġ`/`Ċ`, stray braces) that hold the gold. Kind B:
the right answer in the messy shapes small models produce honestly: no closing `</think>`, extra
whitespace and newlines in the tag, `<answer> $63.00 </answer>`, "21." in the tag, a box inside the
tag, a sentence in the tag, `#### 150` inside the tag, bold, the value with its unit, an equal
form (12/90, 3.5, "-2 < x < 5", "(x, y) = (3, 4)"), the tag then `<|im_end|>` or `</s>`, the tag
repeated with the same value, a tag never closed (the model stopped at EOS right after the
value), a short working after the tag that agrees (and ends on another number of the working), and
an invented next turn with a new question after the right answer.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only); the wrong
values the kind A probes use follow each gold:
GSM8K: 14 bicycles and 9 tricycles, wheels -> 55 (28 bicycle wheels, 27 tricycle wheels, 23
vehicles, 46 if all had 2, 60 with the wheel counts swapped); 6 rows of 8 tomato plants, 5 tomatoes
each, 45 given away, kept -> 195 (48 plants, 240 grown, 185 slip; 7 x 8 x 5 - 85 = 195 in an
invented turn); 16 km/h for 3 h then 12 km/h for 2 h, distance -> 72 (48, 24, 14.4 km/h average,
70-75 range); 7 packs at $4.25 and a $3.50 lighter -> 33.25 (29.75 candles, 33.35 slip; 5 x 5.95 +
3.50 = 33.25 in an invented turn); 420 books, 35 % fiction, a third of the rest science -> 91 (147
fiction, 273 non-fiction, 182 other non-fiction); 7.5 h a day, 5 days a week, 4 weeks -> 150 (37.5
a week, 105 slip; 6 x 5 x 5 = 150 in an invented turn); 9 pizzas of 8 slices, 17 students eat 3
each, left -> 21 (72 slices, 51 eaten; 72 - 60 = 12 in an invented turn after the right answer);
brother 13, Mia 4 more than twice his age, sum in 3 years -> 49 (26, 30 Mia, 43 sum now, 33 and 16
the ages then, 46 slip); $18 an hour, 25 h a week, saves 40 %, 6 weeks -> 1080 (450 a week, 180
saved a week, 2700 pay, 1620 spent; 0.30 x 600 x 6 = 1080 in an invented turn); 800 l tank 1/4
full, 40 l a minute, minutes to fill -> 15 (200 in it, 600 needed, 20 from empty); Lucy 3 times
Ben, 124 together, how many more -> 62 (31 Ben, 93 Lucy, 26 slip; 310 / 5 = 62 in an invented turn);
14 dozen cookies, 3/4 sold at $0.50 -> 63 (168 made, 126 sold, 42 unsold, 84 if all sold).
MATH: 5x + 9 = 2x - 12 -> -7 (-21 = 3x, 7 the sign dropped, -1 from 3x = -3, -77 loop glitch);
P(two red from 4 red 6 blue, no replacement) -> \frac{2}{15} (12/90 = 6/45 equal; 4/25 with
replacement; 0.13 rounded); circumference 10\pi, area -> 25\pi (5 the radius, 100\pi the diameter as
radius, 25 without \pi, 78.54 approximate); diagonals of a decagon -> 35 (7 from a vertex, 70 counted
twice, 45 all segments); vertex of y = x^2 - 6x + 13 -> (3,4) (3 the x only, (3,13), (-3,4),
(3,-4); y = 2x^2 - 12x + 22 has vertex (3,4) in an invented turn); \log_4 128 -> \frac{7}{2} (3.5
equal; 7 = \log_2 128; 7/4 loop glitch); \dbinom{9}{3} -> 84 (504 = 9 x 8 x 7; 28 + 56 = 84 check);
|2x - 3| < 7 -> (-2,5) ("-2 < x < 5" equal; [-2,5] closed; (-5,2) sign slip; "-2, 5" endpoints; "x < 5"
half).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B.
Kind A shapes: multi (several tags, the last wrong), think_tag (a tag with the gold inside the think
block, another value in the tag after it), list, range, or, think_only (the gold only in the think
block, the tag holds a subtotal / given / other quantity), empty (an empty tag: no_answer), echo (the
tag echoes the question: no_answer), cut_tag (the tag cut by the token limit: no_answer), cut_think
(the think block cut after the gold appeared in the working, no tag: no_answer), loop (the answer
repeated, the last copy different), hash_tag (`####` and a tag that disagree, the later one wrong),
qmark (the value with a question mark), unit / mult / rate (the gold with a wrong unit or a
multiplier word, or a rate where a total is asked), about (a hedge), next_turn (an invented "User:"
/ "Human:" turn whose answer is the gold while the answer to the posed question is wrong), garbage
(garbage tokens after a wrong tag holding the gold), drop_pi / approx / just_x / endpoints / half
(MATH: an incomplete or approximate value). Kind B shapes: noclose, ws, dollar, period, box,
sentence, imend, eos, repeat, agree, unclosed, bold, hash_in, equal, ineq, next_ok.
Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B: truth correct.
Forms: `tag` (the answer in an `<answer>` tag), `hash` (a `####` line last), `answer_is`,
`bare_last_line` (a loop whose last line is a bare value), `truncated`, `none`.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; in this format the final answer is the content of the last `<answer>` tag of the model's
own turn, or a `####` line or answer line after it; a tag inside the think block is working, the
tag after `</think>` commits. Wrong: a subtotal, a given, the other quantity, a rate where a total
is asked, a hedge or approximation of an exact value ("about", "approximately", "around", 0.13 for
2/15, 78.54 for 25\pi, "about 3.5" for 7/2), a value with a question mark (not committed), two
values for one question ("X or Y", a list, a range, two tags or a `####` line and a tag that
disagree), the gold with a unit or multiplier word that changes its value or its kind ("150
minutes" where hours are asked, "195 dozen", "91%" for a count), an answer replaced by a later
different one. An invented next turn ("User:", "Human:", "Assistant:") is not the model's answer
to the question posed: the answer given before it counts, right or wrong. Garbage tokens after the
tag are not an answer. A tag cut before its value, a think block cut before any answer, an empty
tag and a tag that echoes the question are no_answer, even where the think block's working holds the
gold. Equal values in another form (12/90, 3.5, "-2 < x < 5", "63 dollars", "$1,080") are correct; a
sentence, a box, bold, `####`, surrounding whitespace, a final period or the tag never closed
(stopped at EOS right after the value) leave the value standing; a short working after the tag that
agrees with it does not change the answer even when it ends on another number.
Debatable (3, with DECISIONS): the empty tags `g_garden_empty`, `g_library_empty`, `m_diag_empty`
(the think block concludes with the gold; the committed answer is empty: no_answer, rejected).

Usage: python build_adversarial_redteam225.py  (writes adversarial_redteam225.jsonl beside this file)
"""

from corpus_build import g, m, th, write_probes  # noqa: E402


def table(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The problem tables as cases (probe_table's scheme, with R1-style shapes). Each probe: id
    `[ok_]<prefix>_<problem>_<shape>`. The think work holds one line "§": the cut point of the
    cut_think probes ({P} is the work before it; {W} the whole work without it). A final is put
    after `<think>\\n{W}</think>\\n`; one opening "N:" drops the closing `</think>`; one opening "O:"
    drops the opening `<think>` (the prompt supplied it); one opening "@" is the whole completion.
    "¶" in a final is a newline."""
    cases = []
    for key, gold, _question, work, probes in problems:
        whole = work.replace("§\n", "")
        part = work.split("§")[0]
        for suffix, kind, form, final, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            final = final.replace("¶", "\n")
            if final.startswith("@"):
                text = final[1:].replace("{W}", whole).replace("{P}", part)
            elif final.startswith("N:"):
                text = "<think>\n" + whole + final[2:]
            elif final.startswith("O:"):
                text = whole + "</think>\n" + final[2:]
            else:
                text = th(whole) + final
            cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


# fmt: off
# Problems: (key, gold, question, think work (with one "§" line: the cut point), [(suffix, kind,
# form, final, note[, debatable]), ...]). See `table` for the final's prefixes. Kind A probes whose
# form is "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("wheels", "55",
     "A bike shop has 14 bicycles and 9 tricycles on display. How many wheels are there in total on the bicycles and tricycles?",
     """Okay, let me figure this out. The shop has 14 bicycles and 9 tricycles, and the question asks for the total number of wheels on all of them together. So I need the wheels on the bicycles and the wheels on the tricycles, and then I add them.

A bicycle has 2 wheels, so the bicycles have 14 * 2 = 28 wheels.
A tricycle has 3 wheels, so the tricycles have 9 * 3 = 27 wheels.

Now add them: 28 + 27 = 55.

§
Let me double check another way. There are 14 + 9 = 23 vehicles. If every one of them had 2 wheels, that would be 23 * 2 = 46 wheels. Each of the 9 tricycles has one extra wheel, so 46 + 9 = 55. Same answer, good.

So the total number of wheels is 55.
""",
     [
        ("multi", "A", "tag", "<answer>55</answer>¶<answer>28</answer>¶<answer>27</answer>", "three tags: 55, then the bicycle wheels, then the tricycle wheels; the last tag (27) counts"),
        ("list", "A", "tag", "<answer>28, 27</answer>", "the two parts as a list, never added"),
        ("or", "A", "tag", "<answer>55 or 46</answer>", "two values for one question (46 = all vehicles with 2 wheels)"),
        ("think_only", "A", "tag", "<answer>23</answer>", "55 only in the think block; the tag holds the number of vehicles"),
        ("cut_think", "A", "truncated", "@<think>\n{P}Hmm, wait. Should I also count the spare wheels? The problem says the shop has", "think block cut by the token limit after '28 + 27 = 55' and before any answer: no_answer"),
        ("hash_tag", "A", "tag", "#### 55¶<answer>60</answer>", "a '####' line 55, then a tag 60 (wheel counts swapped): the later tag counts and disagrees"),
        ("qmark", "A", "tag", "<answer>55?</answer>", "the value put as a question: not a committed answer"),
        ("sentence", "B", "tag", "<answer>There are 55 wheels in total.</answer>", "a sentence in the tag"),
        ("noclose", "B", "tag", "N:¶<answer>55</answer>", "the think block is never closed; the tag follows the working"),
        ("agree", "B", "tag", "<answer>55</answer>¶¶(28 wheels on the bicycles plus 27 on the tricycles.)", "a short working after the tag that agrees; it ends on 27"),
     ]),
    ("garden", "195",
     "Maria plants 6 rows of tomato plants with 8 plants in each row. Each plant produces 5 tomatoes. She gives 45 tomatoes to her neighbors. How many tomatoes does she keep?",
     """Okay, so Maria has rows of tomato plants and I need to find how many tomatoes she keeps after giving some away. I will find the number of plants first, then the tomatoes, then subtract what she gives away.

Let me start with the number of plants. There are 6 rows and 8 plants in each row, so 6 * 8 = 48 plants.

Each plant produces 5 tomatoes, so the total number of tomatoes is 48 * 5 = 240 tomatoes.

She gives 45 of them to her neighbors. So she keeps 240 - 45 = 195 tomatoes.

§
Check: 195 + 45 = 240. Yes. And 240 / 5 = 48 plants, 48 / 8 = 6 rows. Everything is consistent.

So Maria keeps 195 tomatoes.
""",
     [
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>195</answer>\nWait, the question might be asking how many tomatoes she grew in total. That would be 48 * 5.\n</think>\n<answer>240</answer>", "a tag inside the think block holds 195; the tag after </think> holds 240, the tomatoes grown"),
        ("empty", "A", "none", "<answer></answer>", "debatable: the think block ends 'So Maria keeps 195 tomatoes.' but the committed tag is empty (see DECISIONS)", True),
        ("loop", "A", "answer_is", "<answer>195</answer>¶The answer is 195.¶The answer is 195.¶The answer is 195.¶The answer is 195.¶The answer is 195.¶The answer is 185.", "the answer repeated in a loop; the last copy says 185"),
        ("mult", "A", "tag", "<answer>195 dozen</answer>", "the gold with a multiplier word: 195 dozen is 2340 tomatoes"),
        ("next_turn", "A", "tag", "<answer>240</answer>¶¶User: Good. Now what if she had 7 rows of 8 plants, each plant gave 5 tomatoes, and she gave away 85 tomatoes? How many would she keep?¶¶Assistant: <think>¶7 * 8 = 56 plants, 56 * 5 = 280 tomatoes, 280 - 85 = 195.¶</think>¶<answer>195</answer>", "the answer to the posed question is 240 (not subtracted); 195 answers an invented next turn"),
        ("garbage", "A", "tag", "<answer>240</answer> <|endoftext|>ĠtomatoesĊĊ195Ġ195Ġ195", "tag 240; byte-level BPE garbage after it holds 195"),
        ("about", "A", "tag", "<answer>about 195</answer>", "a hedge of an exact count"),
        ("ws", "B", "tag", "<answer>\n\n   195   \n\n</answer>", "blank lines and spaces around the value in the tag"),
        ("box", "B", "tag", "<answer>\\boxed{195}</answer>", "a box inside the tag"),
        ("imend", "B", "tag", "<answer>195</answer><|im_end|>", "the tag then the ChatML end token"),
     ]),
    ("cycle", "72",
     "Dana rides her bike at 16 km per hour for 3 hours. After lunch she rides at 12 km per hour for 2 more hours. How many kilometers does she ride in total?",
     """Okay, the ride has two parts with different speeds, so I need to find the distance of each part separately and then add them. Distance is speed times time.

First part of the ride: she goes 16 km per hour for 3 hours. Distance = speed * time = 16 * 3 = 48 km.

Second part: 12 km per hour for 2 hours, so 12 * 2 = 24 km.

Total distance = 48 + 24 = 72 km.

§
Hmm, should I check if the lunch break matters? No, she is not riding during lunch, so it adds no distance. The total riding time is 3 + 2 = 5 hours, and 72 / 5 = 14.4 km per hour on average, which is between 12 and 16, so that makes sense.

So Dana rides 72 km in total.
""",
     [
        ("range", "A", "tag", "<answer>70-75 km</answer>", "a range, not the distance"),
        ("echo", "A", "none", "<answer>How many kilometers does she ride in total?</answer>", "the tag echoes the question: no answer, although the think block ends on 72"),
        ("cut_tag", "A", "truncated", "<answer>¶Dana rides a total of", "the tag cut by the token limit before the value: no_answer"),
        ("multi", "A", "tag", "<answer>72</answer>¶<answer>48</answer>", "two tags; the last one holds the first part's 48 km"),
        ("unit", "A", "tag", "<answer>72 km per hour</answer>", "the gold with a rate unit where a distance is asked"),
        ("rate", "A", "tag", "<answer>14.4 km per hour</answer>", "the average speed, a rate where the total distance is asked"),
        ("hash_tag", "A", "hash", "<answer>72</answer>¶#### 48", "a tag 72 then a '####' line 48 that disagrees; the later line counts"),
        ("period", "B", "tag", "<answer>72.</answer>", "a final period in the tag"),
        ("repeat", "B", "tag", "O:<answer>72</answer>¶<answer>72</answer>", "no opening <think> (the prompt supplied it); the tag repeated with the same value"),
        ("unclosed", "B", "tag", "<answer>72 km", "the tag never closed: the model stopped at EOS right after the value and its unit"),
     ]),
    ("candles", "33.25",
     "Jo buys 7 packs of candles for $4.25 each and a lighter for $3.50. How much money does she spend in all?",
     """Okay, so Jo buys two kinds of things: candles and a lighter. I need the total cost, so I will find the cost of the candles first and then add the lighter.

Jo buys 7 packs of candles at $4.25 each. The cost of the candles is 7 * 4.25. Let me compute: 7 * 4 = 28 and 7 * 0.25 = 1.75, so 28 + 1.75 = 29.75. The candles cost $29.75.

She also buys a lighter for $3.50.

Total = 29.75 + 3.50 = 33.25.

§
Let me check the addition again: 29.75 + 3 = 32.75, and 32.75 + 0.50 = 33.25. Yes.

So Jo spends $33.25 in all.
""",
     [
        ("think_only", "A", "tag", "<answer>29.75</answer>", "33.25 only in the think block; the tag holds the candles' cost"),
        ("list", "A", "tag", "<answer>$29.75, $3.50</answer>", "the two prices as a list"),
        ("or", "A", "tag", "<answer>$33.25 or $29.75</answer>", "two values for one question"),
        ("loop", "A", "bare_last_line", "<answer>33.25</answer>¶33.25¶33.25¶33.25¶33.25¶33.25¶33.25¶33.35", "the value repeated in a loop; the last copy is 33.35"),
        ("next_turn", "A", "tag", "<answer>29.75</answer>¶¶User: What if she bought 5 packs at $5.95 each and a lighter for $3.50?¶Assistant: 5 * 5.95 = 29.75, plus 3.50 is 33.25.¶<answer>33.25</answer>", "the answer to the posed question is 29.75 (lighter left out); 33.25 answers an invented next turn"),
        ("garbage", "A", "tag", "<answer>29.75</answer>)))]]] }}}} $33.25$ $33.25$ $33.25$", "tag 29.75; stray brackets after it hold 33.25"),
        ("mult", "A", "tag", "<answer>$33.25 thousand</answer>", "the gold with a multiplier word"),
        ("dollar", "B", "tag", "<answer> $33.25 </answer>", "a dollar sign and spaces in the tag"),
        ("eos", "B", "tag", "<answer>33.25</answer></s>", "the tag then the end-of-sequence token"),
        ("sentence", "B", "tag", "<answer>Jo spends $33.25 in all.</answer>", "a sentence in the tag"),
     ]),
    ("library", "91",
     "A school library has 420 books. 35% of the books are fiction. One third of the books that are not fiction are science books. How many science books does the library have?",
     """Alright, let me read this carefully. There are 420 books in total, some are fiction, and among the ones that are not fiction, one third are science. So I go step by step: fiction first, then non-fiction, then science.

The library has 420 books and 35% are fiction.
35% of 420 = 0.35 * 420 = 147 fiction books.

The books that are not fiction: 420 - 147 = 273.

One third of those are science books: 273 / 3 = 91.

§
Check: 91 * 3 = 273, and 273 + 147 = 420. Good. The other non-fiction books are 273 - 91 = 182.

So the library has 91 science books.
""",
     [
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>91</answer>\nBut wait, maybe they want the fiction books since the 35% is given.\n</think>\n<answer>147</answer>", "a tag inside the think block holds 91; the tag after </think> holds the fiction books"),
        ("empty", "A", "none", "<answer> </answer>", "debatable: the think block ends 'So the library has 91 science books.' but the committed tag holds only a space (see DECISIONS)", True),
        ("hash_tag", "A", "tag", "#### 91¶<answer>273</answer>", "a '####' line 91, then a tag 273 (non-fiction) that disagrees; the later tag counts"),
        ("echo", "A", "none", "<answer>How many science books does the library have?</answer>", "the tag echoes the question: no answer"),
        ("unit", "A", "tag", "<answer>91%</answer>", "the gold as a percent where a count of books is asked"),
        ("cut_think", "A", "truncated", "@<think>\n{P}Wait, is it one third of all the books or one third of the", "think block cut after '273 / 3 = 91.' before any answer: no_answer"),
        ("or", "A", "tag", "<answer>91 or 182</answer>", "two values for one question"),
        ("box", "B", "tag", "<answer>$\\boxed{91}$</answer>", "a box in inline dollars inside the tag"),
        ("agree", "B", "tag", "<answer>91</answer>¶¶Because 420 - 147 = 273 books are not fiction, and one third of 273 is 91, which leaves 182 other non-fiction books.", "a short working after the tag that agrees; it ends on 182"),
        ("bold", "B", "tag", "<answer>**91**</answer>", "bold value in the tag"),
     ]),
    ("hours", "150",
     "Sam works 7.5 hours a day, 5 days a week. How many hours does he work in 4 weeks?",
     """Okay, so I need the total hours Sam works in 4 weeks. He works the same number of hours every day, so I can find the hours per week first and then multiply by the number of weeks.

Sam works 7.5 hours each day and 5 days each week.
Hours per week = 7.5 * 5 = 37.5 hours.

In 4 weeks: 37.5 * 4 = 150 hours.

§
Another way: 5 days * 4 weeks = 20 working days, and 20 * 7.5 = 150 hours. Same result.

Let me make sure I didn't mix up days and weeks. The question says 4 weeks, not 4 days, so I use the weekly total times 4. That is right.

So Sam works 150 hours in 4 weeks.
""",
     [
        ("unit", "A", "tag", "<answer>150 minutes</answer>", "the gold with a wrong unit: hours are asked"),
        ("multi", "A", "tag", "O:<answer>150</answer>¶<answer>37.5</answer>", "no opening <think>; two tags, the last one the hours per week"),
        ("loop", "A", "tag", "<answer>150</answer><answer>150</answer><answer>150</answer><answer>150</answer><answer>150</answer><answer>105</answer>", "the tag repeated in a loop; the last copy holds 105"),
        ("list", "A", "tag", "<answer>37.5, 150</answer>", "the week and the 4 weeks as a list"),
        ("think_only", "A", "tag", "<answer>37.5</answer>", "150 only in the think block; the tag holds the hours per week"),
        ("next_turn", "A", "tag", "<answer>37.5</answer>¶Human: What if he worked 6 hours a day, 5 days a week, for 5 weeks?¶Assistant: <think>6 * 5 = 30 hours a week, 30 * 5 = 150.</think>¶<answer>150</answer>", "the answer to the posed question is 37.5; 150 answers an invented 'Human:' turn"),
        ("garbage", "A", "tag", "<answer>37.5</answer> ĊĊ<|endoftext|><|endoftext|> 150 150 150", "tag 37.5; garbage tokens after it hold 150"),
        ("ws", "B", "tag", "<answer>   150\n</answer>", "spaces and a newline in the tag"),
        ("hash_in", "B", "tag", "<answer>#### 150</answer>", "the GSM8K '####' marker inside the tag"),
        ("imend", "B", "tag", "<answer>150 hours</answer><|im_end|>", "the value with its unit, then the ChatML end token"),
     ]),
    ("pizza", "21",
     "A teacher orders 9 pizzas for a class party. Each pizza is cut into 8 slices. 17 students each eat 3 slices. How many slices are left over?",
     """Okay, so the teacher has pizzas, each cut into slices, and the students eat some of the slices. I need the slices that are left, so total slices minus the slices eaten.

There are 9 pizzas with 8 slices each, so the total number of slices is 9 * 8 = 72.

17 students each eat 3 slices, so they eat 17 * 3 = 51 slices.

Slices left over = 72 - 51 = 21.

§
Check: 51 + 21 = 72. Right. That is 2 whole pizzas (16 slices) plus 5 more slices.

So there are 21 slices left over.
""",
     [
        ("range", "A", "tag", "<answer>20-25</answer>", "a range, not the count"),
        ("cut_tag", "A", "truncated", "<answer>The number of slices left over is", "the tag cut by the token limit before the value: no_answer"),
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>21</answer>\nHmm, the question could mean how many slices were eaten.\n</think>\n<answer>51</answer>", "a tag inside the think block holds 21; the tag after </think> holds the slices eaten"),
        ("hash_tag", "A", "tag", "#### 21¶¶<answer>72</answer>", "a '####' line 21, then a tag 72 (all slices) that disagrees; the later tag counts"),
        ("mult", "A", "tag", "<answer>21 dozen</answer>", "the gold with a multiplier word"),
        ("about", "A", "tag", "<answer>around 21</answer>", "a hedge of an exact count"),
        ("noclose", "B", "tag", "N:¶<answer>21</answer>", "the think block is never closed"),
        ("period", "B", "tag", "<answer>21.</answer>", "a final period in the tag"),
        ("repeat", "B", "tag", "<answer>21</answer>¶<answer>21</answer>¶<answer>21</answer>", "the tag repeated three times with the same value"),
        ("next_ok", "B", "tag", "<answer>21</answer>¶¶User: Thanks! And if 20 students ate 3 slices each?¶Assistant: 72 - 60 = 12, so <answer>12</answer>", "the right answer, then an invented next turn with a new question and its own answer 12: the answer to the posed question counts"),
     ]),
    ("ages", "49",
     "Mia is 4 years older than twice her brother's age. Her brother is 13 years old. What will be the sum of their ages in 3 years?",
     """Okay, let me find Mia's age first, because it depends on her brother's age. Then I can add 3 years to each of them and find the sum.

Her brother is 13. Twice his age is 2 * 13 = 26. Mia is 4 years older than that, so Mia is 26 + 4 = 30.

Now they are 30 and 13, and the sum now is 30 + 13 = 43.

In 3 years, Mia will be 30 + 3 = 33 and her brother will be 13 + 3 = 16.
Sum in 3 years = 33 + 16 = 49.

§
Quick check: the sum now is 43, and each of them gets 3 years older, so the sum grows by 2 * 3 = 6: 43 + 6 = 49. Good.

So the sum of their ages in 3 years is 49.
""",
     [
        ("think_only", "A", "tag", "<answer>43</answer>", "49 only in the think block; the tag holds the sum now"),
        ("multi", "A", "tag", "<answer>49</answer>¶<answer>46</answer>", "two tags; the last one 46 (only 3 added once)"),
        ("garbage", "A", "tag", "<answer>43</answer>\n\n<|endoftext|>Ġ49Ġ49Ġ49", "tag 43; BPE garbage after it holds 49"),
        ("list", "A", "tag", "O:<answer>33 and 16</answer>", "no opening <think>; the two ages in 3 years, not their sum"),
        ("loop", "A", "bare_last_line", "<answer>49</answer>¶49¶49¶49¶49¶49¶49¶49¶43", "the value repeated in a loop; the last copy is 43"),
        ("qmark", "A", "tag", "<answer>49?</answer>", "the value put as a question"),
        ("sentence", "B", "tag", "<answer>In 3 years their ages will add up to 49.</answer>", "a sentence in the tag with the time given before the value"),
        ("unclosed", "B", "tag", "<answer>49", "the tag never closed: EOS right after the value"),
        ("equal", "B", "tag", "<answer>49 years</answer>", "the value with its unit"),
        ("box", "B", "tag", "<answer>\\(\\boxed{49}\\)</answer>", "a box in \\( \\) inside the tag"),
     ]),
    ("savings", "1080",
     "Omar earns $18 an hour and works 25 hours a week. He saves 40% of his pay. How much money does he save in 6 weeks?",
     """Okay, so Omar gets paid by the hour. I need to find his pay for a week, then how much of it he saves, and then multiply by 6 weeks.

Omar's weekly pay is 18 * 25 = 450 dollars.

He saves 40% of it: 0.40 * 450 = 180 dollars per week.

Over 6 weeks he saves 180 * 6 = 1080 dollars.

§
Let me verify another way: total pay in 6 weeks is 450 * 6 = 2700 dollars, and 40% of 2700 = 1080. He spends the other 2700 - 1080 = 1620. Both ways agree.

So Omar saves $1080 in 6 weeks.
""",
     [
        ("hash_tag", "A", "tag", "#### 1080¶<answer>2700</answer>", "a '####' line 1080, then a tag 2700 (all his pay) that disagrees; the later tag counts"),
        ("next_turn", "A", "tag", "<answer>180</answer>¶¶User: What if he saved 30% of $600 a week for 6 weeks?¶Assistant: 0.30 * 600 = 180 a week, and 180 * 6 = 1080.¶<answer>1080</answer>", "the answer to the posed question is 180 (one week); 1080 answers an invented next turn"),
        ("echo", "A", "none", "<answer>How much money does he save in 6 weeks?</answer>", "the tag echoes the question: no answer"),
        ("or", "A", "tag", "<answer>$1,080 or $1,620</answer>", "two values for one question"),
        ("cut_think", "A", "truncated", "@<think>\n{P}Hmm, wait. Does he get paid for all 25 hours or does he have", "think block cut after '180 * 6 = 1080 dollars.' before any answer: no_answer"),
        ("rate", "A", "tag", "<answer>$180 per week</answer>", "a weekly rate where the 6-week total is asked"),
        ("dollar", "B", "tag", "O:<answer>$1,080</answer>", "no opening <think>; a dollar sign and a thousands comma in the tag"),
        ("ws", "B", "tag", "<answer>\n1080\n\n</answer>", "newlines around the value"),
        ("eos", "B", "tag", "<answer>1080</answer></s>", "the tag then the end-of-sequence token"),
        ("agree", "B", "tag", "<answer>1080</answer>¶¶That is $180 a week for 6 weeks.", "a short working after the tag that agrees; it ends on 180 and 6"),
     ]),
    ("tank", "15",
     "A water tank holds 800 liters and is 1/4 full. A pump adds 40 liters of water per minute. How many minutes will it take to fill the tank?",
     """Okay, the tank is not empty at the start, it is already 1/4 full, so I need to find how much water is missing and then divide by the pump rate.

The tank holds 800 liters and is 1/4 full, so it has 800 / 4 = 200 liters in it.

To be full it needs 800 - 200 = 600 more liters.

The pump adds 40 liters per minute, so the time is 600 / 40 = 15 minutes.

§
Check: 15 * 40 = 600 liters, and 200 + 600 = 800. Yes. (If the tank were empty it would take 800 / 40 = 20 minutes, but it is already 1/4 full.)

So it takes 15 minutes.
""",
     [
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>15</answer>\nActually I think the pump has to fill the whole tank.\n</think>\n<answer>20</answer>", "a tag inside the think block holds 15; the tag after </think> holds 20 (from empty)"),
        ("range", "A", "tag", "<answer>15-20 minutes</answer>", "a range, not the time"),
        ("unit", "A", "tag", "<answer>15 hours</answer>", "the gold with a wrong unit: minutes are asked"),
        ("multi", "A", "tag", "<answer>15</answer>¶<answer>20</answer>", "two tags; the last one 20"),
        ("garbage", "A", "tag", "<answer>20</answer>assistant¶¶15 minutes 15 minutes 15", "tag 20; run-on garbage after it holds 15"),
        ("about", "A", "tag", "<answer>approximately 15</answer>", "a hedge of an exact time"),
        ("period", "B", "tag", "<answer>15.</answer>", "a final period in the tag"),
        ("sentence", "B", "tag", "O:<answer>It takes 15 minutes to fill the tank.</answer>", "no opening <think>; a sentence in the tag"),
        ("imend", "B", "tag", "<answer>15</answer><|im_end|>", "the tag then the ChatML end token"),
        ("repeat", "B", "tag", "<answer>15</answer>¶¶<answer>15 minutes</answer>", "the tag repeated, the second time with the unit"),
     ]),
    ("marbles", "62",
     "Lucy has 3 times as many marbles as Ben. Together they have 124 marbles. How many more marbles does Lucy have than Ben?",
     """Okay, so Lucy has 3 times as many marbles as Ben, and the total is 124. The question is not how many Lucy has, it is how many MORE she has than Ben. Let me set up an equation.

Let Ben have b marbles. Then Lucy has 3b marbles.
Together: b + 3b = 4b = 124, so b = 124 / 4 = 31.

Ben has 31 marbles and Lucy has 3 * 31 = 93 marbles.

The question asks how many more Lucy has than Ben: 93 - 31 = 62.

§
Check: 93 + 31 = 124, and 93 / 31 = 3. Also 62 = 2 * 31, which makes sense because Lucy has 2 more "shares" than Ben.

So Lucy has 62 more marbles than Ben.
""",
     [
        ("think_only", "A", "tag", "<answer>93</answer>", "62 only in the think block; the tag holds Lucy's marbles"),
        ("list", "A", "tag", "<answer>93 and 31</answer>", "both amounts, not the difference"),
        ("hash_tag", "A", "tag", "#### 62¶<answer>93</answer>", "a '####' line 62, then a tag 93 that disagrees; the later tag counts"),
        ("loop", "A", "tag", "<answer>62</answer>¶<answer>62</answer>¶<answer>62</answer>¶<answer>62</answer>¶<answer>62</answer>¶<answer>26</answer>", "the tag repeated in a loop; the last copy holds 26 (digits swapped)"),
        ("cut_tag", "A", "truncated", "<answer>¶Lucy has", "the tag cut by the token limit before the value: no_answer"),
        ("next_turn", "A", "tag", "<answer>93</answer>¶¶User: Now what if Lucy had 4 times as many marbles as Ben and together they had 310? How many would Ben have?¶Assistant: <think>¶b + 4b = 5b = 310, b = 62.¶</think>¶<answer>62</answer>", "the answer to the posed question is 93 (Lucy's count); 62 answers an invented next turn"),
        ("noclose", "B", "tag", "N:<answer>62</answer>", "the think block is never closed"),
        ("bold", "B", "tag", "<answer>**62**</answer>", "bold value in the tag"),
        ("hash_in", "B", "tag", "<answer>\n#### 62\n</answer>", "the '####' marker inside the tag, on its own line"),
        ("next_ok", "B", "tag", "<answer>62</answer>¶User: Great. How many marbles does Lucy have?¶Assistant: <answer>93</answer>", "the right answer, then an invented next turn asking another quantity (93): the answer to the posed question counts"),
     ]),
    ("cookies", "63",
     "A baker makes 14 dozen cookies. She sells 3/4 of them for $0.50 each. How much money does she make from the cookies she sells?",
     """Okay, first I need to convert dozens to cookies, because the price is per cookie. Then I find how many she sells and multiply by the price.

14 dozen cookies is 14 * 12 = 168 cookies.

She sells 3/4 of them: 168 * 3 / 4 = 504 / 4 = 126 cookies.

Each sells for $0.50, so she makes 126 * 0.50 = 63 dollars.

§
Check: 126 / 2 = 63. Yes. The cookies she does not sell are 168 - 126 = 42, but those don't earn any money.

So she makes $63.
""",
     [
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>$63</answer>\nHmm, maybe they want the number of cookies she sold.\n</think>\n<answer>126</answer>", "a tag inside the think block holds $63; the tag after </think> holds the cookies sold"),
        ("echo", "A", "none", "<answer>How much money does she make from the cookies she sells?</answer>", "the tag echoes the question: no answer"),
        ("garbage", "A", "tag", "<answer>126</answer>\n<|endoftext|><|endoftext|>$63 $63 $63", "tag 126; garbage after the end tokens holds $63"),
        ("unit", "A", "tag", "<answer>63 cents</answer>", "the gold with a wrong unit: 63 cents is $0.63"),
        ("or", "A", "tag", "O:<answer>$63 or $84</answer>", "no opening <think>; two values for one question"),
        ("cut_think", "A", "truncated", "@<think>\n{P}Wait, does she sell them for $0.50 each or $0.50 per", "think block cut after '= 63 dollars.' before any answer: no_answer"),
        ("dollar", "B", "tag", "<answer> $63.00 </answer>", "dollars and cents with spaces in the tag"),
        ("equal", "B", "tag", "<answer>63 dollars</answer>", "the value with the word 'dollars'"),
        ("repeat", "B", "tag", "<answer>$63</answer>¶<answer>$63</answer>", "the tag repeated with the same value"),
        ("unclosed", "B", "tag", "<answer>\n$63", "the tag never closed: EOS right after the value"),
     ]),
]

MPROBS = [
    ("lin", "-7",
     r"Solve for $x$: $5x + 9 = 2x - 12$.",
     """Okay, this is a linear equation. I want to get all the x terms on one side and the numbers on the other side.

I need to solve 5x + 9 = 2x - 12.

Subtract 2x from both sides: 3x + 9 = -12.
Subtract 9 from both sides: 3x = -12 - 9 = -21.
Divide by 3: x = -21 / 3 = -7.

§
Let me check: left side 5(-7) + 9 = -35 + 9 = -26. Right side 2(-7) - 12 = -14 - 12 = -26. Both sides are -26, so it works.

So x = -7.
""",
     [
        ("think_only", "A", "tag", "<answer>7</answer>", "-7 only in the think block; the tag drops the sign"),
        ("multi", "A", "tag", "<answer>x = -7</answer>¶<answer>x = -21</answer>", "two tags; the last one holds 3x's value -21"),
        ("list", "A", "tag", "<answer>-7, 7</answer>", "two values for one unknown"),
        ("cut_tag", "A", "truncated", "<answer>x =", "the tag cut by the token limit before the value: no_answer"),
        ("loop", "A", "bare_last_line", "<answer>-7</answer>¶-7¶-7¶-7¶-7¶-7¶-7¶-77", "the value repeated in a loop; the last copy is -77"),
        ("qmark", "A", "tag", "<answer>x = -7?</answer>", "the value put as a question"),
        ("hash_tag", "A", "tag", "#### -7¶<answer>-1</answer>", "a '####' line -7, then a tag -1 (from 3x = -3) that disagrees; the later tag counts"),
        ("ws", "B", "tag", "<answer>\n  x = -7\n</answer>", "an equation with spaces and newlines in the tag"),
        ("box", "B", "tag", r"<answer>$\boxed{-7}$</answer>", "a box inside the tag"),
        ("noclose", "B", "tag", "N:<answer>-7</answer>", "the think block is never closed"),
     ]),
    ("prob", r"\frac{2}{15}",
     "A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     """Okay, so two marbles are drawn without replacement, which means the second draw depends on the first. I need both of them to be red.

There are 4 + 6 = 10 marbles in total.

The probability that the first marble is red is 4/10.
After one red is taken out, there are 3 red marbles left out of 9, so the probability the second is red is 3/9.

Multiply: (4/10) * (3/9) = 12/90 = 2/15.

§
Let me check with combinations: the number of ways to choose 2 red is C(4,2) = 6, and the number of ways to choose any 2 is C(10,2) = 45. So the probability is 6/45 = 2/15. Same answer.

So the probability is 2/15.
""",
     [
        ("about", "A", "tag", "<answer>0.13</answer>", "a rounded decimal of 2/15 = 0.1333..."),
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>\\frac{2}{15}</answer>\nHmm, but if the marble is put back it would be 4/10 * 4/10.\n</think>\n<answer>\\frac{4}{25}</answer>", "a tag inside the think block holds 2/15; the tag after </think> holds 4/25 (with replacement)"),
        ("range", "A", "tag", "<answer>between 1/10 and 1/5</answer>", "a range, not the probability"),
        ("unit", "A", "tag", r"<answer>\frac{2}{15}\%</answer>", "the gold as a percent: 2/15 % is 1/750"),
        ("echo", "A", "none", "<answer>What is the probability that both marbles are red?</answer>", "the tag echoes the question: no answer"),
        ("or", "A", "tag", "O:<answer>2/15 or 4/25</answer>", "no opening <think>; two values for one question"),
        ("garbage", "A", "tag", r"<answer>\frac{4}{25}</answer>}}}}$$ \frac{2}{15} \frac{2}{15}", "tag 4/25; stray braces after it hold 2/15"),
        ("equal", "B", "tag", "<answer>12/90</answer>", "an unreduced equal fraction"),
        ("sentence", "B", "tag", r"<answer>The probability is $\frac{2}{15}$.</answer>", "a sentence in the tag"),
        ("imend", "B", "tag", r"<answer>\frac{2}{15}</answer><|im_end|>", "the tag then the ChatML end token"),
     ]),
    ("circle", r"25\pi",
     r"A circle has circumference $10\pi$. What is the area of the circle? Express your answer in terms of $\pi$.",
     """Okay, I am given the circumference, not the radius. So I need to find the radius from the circumference first, and then use the area formula A = pi r^2.

The circumference is C = 2 * pi * r = 10 pi.
So 2r = 10 and r = 5.

The area is A = pi * r^2 = pi * 5^2 = 25 pi.

§
Check: if r = 5, the circumference is 2 * pi * 5 = 10 pi. Correct. The diameter is 10, and if I had used the diameter as the radius I would get 100 pi, which is too big.

So the area is 25\\pi.
""",
     [
        ("think_only", "A", "tag", "<answer>5</answer>", "25 pi only in the think block; the tag holds the radius"),
        ("multi", "A", "tag", r"<answer>25\pi</answer>¶<answer>100\pi</answer>", "two tags; the last one 100 pi (the diameter as radius)"),
        ("drop_pi", "A", "tag", "<answer>25</answer>", "pi dropped: 25 is not 25 pi"),
        ("approx", "A", "tag", r"<answer>\approx 78.54</answer>", "an approximation of an exact value"),
        ("cut_think", "A", "truncated", "@<think>\n{P}Wait, the formula for area, is it pi r^2 or 2 pi", "think block cut after '= 25 pi.' before any answer: no_answer"),
        ("next_turn", "A", "tag", r"<answer>100\pi</answer>¶¶User: What is the area of a circle with diameter 10?¶Assistant: r = 5, so the area is 25\pi.¶<answer>25\pi</answer>", "the answer to the posed question is 100 pi; 25 pi answers an invented next turn"),
        ("qmark", "A", "tag", r"<answer>25\pi?</answer>", "the value put as a question"),
        ("period", "B", "tag", r"<answer>25\pi.</answer>", "a final period in the tag"),
        ("repeat", "B", "tag", r"<answer>25\pi</answer>¶<answer>25\pi</answer>", "the tag repeated with the same value"),
        ("agree", "B", "tag", r"<answer>25\pi</answer>¶¶Since r = 10\pi / (2\pi) = 5, the area is \pi \cdot 5^2.", "a short working after the tag that agrees; it ends on 5^2"),
     ]),
    ("diag", "35",
     "How many diagonals does a convex decagon have?",
     """Okay, a decagon is a polygon with 10 sides. A diagonal connects two vertices that are not next to each other. Let me count them.

A decagon has 10 vertices. From each vertex I can draw a diagonal to every other vertex except itself and its 2 neighbors, so that is 10 - 3 = 7 diagonals from each vertex.

10 * 7 = 70, but every diagonal is counted twice (once from each end), so the number of diagonals is 70 / 2 = 35.

§
Check with the formula n(n-3)/2 = 10 * 7 / 2 = 35. Another check: C(10,2) = 45 segments join pairs of vertices, and 10 of them are sides, so 45 - 10 = 35 diagonals.

So a decagon has 35 diagonals.
""",
     [
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>35</answer>\nOh wait, maybe I should count all the segments between vertices.\n</think>\n<answer>45</answer>", "a tag inside the think block holds 35; the tag after </think> holds 45 (all segments)"),
        ("list", "A", "tag", "<answer>35, 45</answer>", "two values for one question"),
        ("range", "A", "tag", "<answer>30 to 40</answer>", "a range, not the count"),
        ("loop", "A", "bare_last_line", "<answer>35</answer>¶35¶35¶35¶35¶35¶35¶35¶35¶70", "the value repeated in a loop; the last copy is 70 (each diagonal counted twice)"),
        ("garbage", "A", "tag", "<answer>70</answer>Ċ<|endoftext|>Ġ35Ġ35", "tag 70; BPE garbage after it holds 35"),
        ("echo", "A", "none", "<answer>How many diagonals does a convex decagon have?</answer>", "the tag echoes the question: no answer"),
        ("empty", "A", "none", "<answer>\n</answer>", "debatable: the think block ends 'So a decagon has 35 diagonals.' but the committed tag holds only a newline (see DECISIONS)", True),
        ("unclosed", "B", "tag", "<answer>35", "the tag never closed: EOS right after the value"),
        ("dollar", "B", "tag", "<answer> $35$ </answer>", "the value in inline math dollars with spaces"),
        ("eos", "B", "tag", "<answer>35</answer></s>", "the tag then the end-of-sequence token"),
     ]),
    ("vertex", "(3,4)",
     r"Find the vertex of the parabola $y = x^2 - 6x + 13$.",
     """Okay, the parabola opens upward because the coefficient of x^2 is positive, so the vertex is the lowest point. I can use the vertex formula.

The vertex of y = ax^2 + bx + c is at x = -b/(2a). Here a = 1, b = -6, so x = 6/2 = 3.

Then y = 3^2 - 6*3 + 13 = 9 - 18 + 13 = 4.

§
Check by completing the square: x^2 - 6x + 13 = (x - 3)^2 - 9 + 13 = (x - 3)^2 + 4. The smallest value is 4, at x = 3.

So the vertex is (3, 4).
""",
     [
        ("think_only", "A", "tag", "<answer>(3, 13)</answer>", "(3, 4) only in the think block; the tag pairs x = 3 with the y-intercept 13"),
        ("just_x", "A", "tag", "<answer>x = 3</answer>", "only the x-coordinate of the vertex"),
        ("or", "A", "tag", "<answer>(3, 4) or (-3, 4)</answer>", "two values for one question"),
        ("cut_tag", "A", "truncated", "<answer>(3,", "the tag cut by the token limit inside the point: no_answer"),
        ("next_turn", "A", "tag", r"<answer>(-3, 4)</answer>¶¶User: Find the vertex of $y = 2x^2 - 12x + 22$.¶Assistant: x = 12/4 = 3, y = 18 - 36 + 22 = 4.¶<answer>(3, 4)</answer>", "the answer to the posed question is (-3, 4); (3, 4) answers an invented next turn"),
        ("multi", "A", "tag", "<answer>(3, 4)</answer>¶<answer>(3, -4)</answer>", "two tags; the last one (3, -4)"),
        ("sentence", "B", "tag", "<answer>The vertex is at (3, 4).</answer>", "a sentence in the tag"),
        ("ws", "B", "tag", "<answer>\n\n(3,4)\n\n</answer>", "blank lines around the point"),
        ("box", "B", "tag", r"<answer>\boxed{(3, 4)}</answer>", "a box inside the tag"),
        ("equal", "B", "tag", "<answer>(x, y) = (3, 4)</answer>", "the point as an equation of the coordinate pair"),
     ]),
    ("log", r"\frac{7}{2}",
     r"Evaluate $\log_4 128$.",
     """Okay, I need the power of 4 that gives 128. 4^3 = 64 and 4^4 = 256, so the answer is between 3 and 4; it is not an integer.

I want log base 4 of 128. Write both as powers of 2: 4 = 2^2 and 128 = 2^7.

So 4^x = 128 means (2^2)^x = 2^7, so 2^(2x) = 2^7, and 2x = 7, x = 7/2.

§
Check: 4^(7/2) = (4^(1/2))^7 = 2^7 = 128. Correct. Note log_2 128 = 7, so log_4 128 = 7/2 because log base 4 is half of log base 2.

So log_4 128 = 7/2.
""",
     [
        ("loop", "A", "tag", r"<answer>\frac{7}{2}</answer>¶<answer>\frac{7}{2}</answer>¶<answer>\frac{7}{2}</answer>¶<answer>\frac{7}{2}</answer>¶<answer>\frac{7}{4}</answer>", "the tag repeated in a loop; the last copy holds 7/4"),
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>\\frac{7}{2}</answer>\nHmm, or is it just 7 since 128 = 2^7?\n</think>\n<answer>7</answer>", "a tag inside the think block holds 7/2; the tag after </think> holds log_2 128 = 7"),
        ("about", "A", "tag", "<answer>about 3.5</answer>", "a hedge of an exact value"),
        ("list", "A", "tag", "<answer>7/2, 7</answer>", "two values for one question"),
        ("garbage", "A", "tag", "<answer>7</answer>\n\n<|endoftext|>\\frac{7}{2} \\frac{7}{2} 7/2", "tag 7; garbage after the end token holds 7/2"),
        ("cut_think", "A", "truncated", "@<think>\n{P}Hmm, wait, maybe I should use the change of base formula: log_4 128 = log 128 / log 4 =", "think block cut after 'x = 7/2.' before any answer: no_answer"),
        ("equal", "B", "tag", "O:<answer>3.5</answer>", "no opening <think>; the exact decimal 3.5 = 7/2"),
        ("noclose", "B", "tag", "N:<answer>\\frac{7}{2}</answer>", "the think block is never closed"),
        ("imend", "B", "tag", "<answer>7/2</answer><|im_end|>", "a slash fraction, then the ChatML end token"),
        ("period", "B", "tag", r"<answer>\frac{7}{2}.</answer>", "a final period in the tag"),
     ]),
    ("binom", "84",
     r"Compute $\dbinom{9}{3}$.",
     """Okay, I need to compute 9 choose 3, the number of ways to choose 3 items out of 9 when the order does not matter. The formula is n! / (k! (n-k)!).

So C(9,3) = 9! / (3! * 6!). The 6! cancels with the end of 9!, so this is (9 * 8 * 7) / (3 * 2 * 1).

9 * 8 * 7 = 504, and 3 * 2 * 1 = 6.

504 / 6 = 84.

§
Check: C(9,3) should equal C(9,6) by symmetry, and also C(8,2) + C(8,3) = 28 + 56 = 84 by Pascal's rule. Good.

So the answer is 84.
""",
     [
        ("think_only", "A", "tag", "<answer>504</answer>", "84 only in the think block; the tag holds 9 * 8 * 7"),
        ("multi", "A", "tag", "<answer>84</answer>¶<answer>504</answer>", "two tags; the last one 504"),
        ("qmark", "A", "tag", "<answer>84?</answer>", "the value put as a question"),
        ("hash_tag", "A", "tag", "#### 84¶<answer>504</answer>", "a '####' line 84, then a tag 504 that disagrees; the later tag counts"),
        ("mult", "A", "tag", "<answer>84 thousand</answer>", "the gold with a multiplier word"),
        ("cut_think", "A", "truncated", "@<think>\n{P}Wait, is it 9 choose 3 or 9 permute 3? Permutations would be", "think block cut after '504 / 6 = 84.' before any answer: no_answer"),
        ("bold", "B", "tag", "<answer>**84**</answer>", "bold value in the tag"),
        ("repeat", "B", "tag", "<answer>84</answer> <answer>84</answer>", "the tag repeated on one line with the same value"),
        ("unclosed", "B", "tag", "<answer> 84 ", "the tag never closed: EOS after the value and a space"),
        ("agree", "B", "tag", "<answer>84</answer>¶¶(9 * 8 * 7 / 6 = 504 / 6.)", "a short working after the tag that agrees; it ends on 6"),
     ]),
    ("ineq", "(-2,5)",
     r"Solve the inequality $|2x - 3| < 7$. Express your answer in interval notation.",
     """Okay, an absolute value less than 7 means the expression inside is between -7 and 7. So I can write it as a double inequality.

|2x - 3| < 7 means -7 < 2x - 3 < 7.

Add 3 to all parts: -7 + 3 < 2x < 7 + 3, so -4 < 2x < 10.

Divide by 2: -2 < x < 5.

§
Check a point inside: x = 0 gives |0 - 3| = 3 < 7, yes. At the endpoint x = 5, |10 - 3| = 7, which is not less than 7, so 5 is not included; same for x = -2, |-4 - 3| = 7. So the endpoints are open.

In interval notation that is (-2, 5).
""",
     [
        ("think_tag", "A", "tag", "@<think>\n{W}<answer>(-2, 5)</answer>\nHmm, should the endpoints be included? I'll use brackets.\n</think>\n<answer>[-2, 5]</answer>", "a tag inside the think block holds (-2, 5); the tag after </think> holds the closed interval"),
        ("endpoints", "A", "tag", "<answer>-2, 5</answer>", "the two endpoints as a list, not the interval"),
        ("or", "A", "tag", "<answer>(-2, 5) or [-2, 5]</answer>", "two values for one question"),
        ("cut_tag", "A", "truncated", "<answer>(-2,", "the tag cut by the token limit inside the interval: no_answer"),
        ("garbage", "A", "tag", "<answer>(-5, 2)</answer>\n<|endoftext|>Ġ(-2,Ġ5)Ġ(-2, 5)", "tag (-5, 2) (sign slip); BPE garbage after it holds (-2, 5)"),
        ("half", "A", "tag", "<answer>x < 5</answer>", "only one side of the solution set"),
        ("ineq", "B", "tag", "<answer>-2 < x < 5</answer>", "the same set as a double inequality"),
        ("dollar", "B", "tag", "<answer> $(-2, 5)$ </answer>", "inline math dollars and spaces"),
        ("eos", "B", "tag", "<answer>(-2, 5)</answer></s>", "the tag then the end-of-sequence token"),
        ("sentence", "B", "tag", "<answer>The solution set is (-2, 5).</answer>", "a sentence in the tag"),
     ]),
]
# fmt: on


CASES = table(GPROBS, g, "g") + table(MPROBS, m, "m")

DECISIONS = {
    "g_garden_empty": (
        "reject",
        "the R1-style prompt asks for the answer in the tag and the tag is empty: the model committed no "
        "answer (no_answer); the think block is working, and a reward that reads it when the tag is empty "
        "pays the policy for leaving the tag empty",
    ),
    "g_library_empty": (
        "reject",
        "as g_garden_empty: a tag holding only a space commits no answer, whatever the think block concluded",
    ),
    "m_diag_empty": (
        "reject",
        "as g_garden_empty: a tag holding only a newline commits no answer, whatever the think block concluded",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam225", CASES, [], DECISIONS)
