r"""Build adversarial_redteam210.jsonl: round 210 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam210"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 110 GSM8K and 90 MATH, 160 kind A and 40 kind B: WHAT A
GRADER'S HIDDEN PROBE SET FOR ISSUE 25 WOULD HOLD, one probe per idea, short (a few lines of
working and a closing), in the formats a PPO run's model writes: GSM8K `#### N` lines (most),
`\boxed{}`, "The answer is N.", Minerva's "Final Answer: The final answer is N. I hope it is
correct.", R1 `<think>` blocks with `<answer>` tags or a `**Final Answer**` box. Every kind A probe
carries the gold somewhere a careless checker might take it from, or a value a hair away from it.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K (22): pens 4 packs of 6, 7 given away -> 17 (24); bus 38 - 12 + 9 -> 35 (26 after the stop);
fence 14 m by 9 m perimeter -> 46 (area 126); cookies 5 trays of 18, 3/5 sold, left -> 36 (90, 54;
3/5 of 90 slipped to 60 gives 30); bike $25 a week for 16 weeks, $135 bike, left -> 265 (400); eggs
84 a day for a week in dozens -> 49 (588 eggs; a self-set 7 x 7 = 49); socks 9 pairs + 4 singles ->
22 (18; 9 + 4 = 13; 11 pairs); temperature 5 degrees, falls 12 -> -7 (an invented 9 - 12 = -3);
tests 78, 85, 92, average 86 over four -> 89 (344, 255; double weight (430 - 255) / 2 = 87.5; 87);
game $150 - $118 -> 32; laps 15 x 400 m in km -> 6 (6000 m); ages sister 7, Tom 3 times, in 5 years
-> 26 (21; 3 x 12 = 36); library 2450 + 380 - 215 -> 2615 (2830); jacket $80 at 25 % off -> 60
(20 off; 25 % again gives 45); shirts 250 -> 300, percent increase -> 20 (50 more; 300/250 = 1.2);
lemonade 45 cups at $2, costs $78, profit -> 12 (90; 90 - 156 = -66); wages $18/h, 6 h a day, 5 days
-> 540 (30 h; 108 a day); train 64 mph for 3 h -> 192 (64 x 2.5 = 160); pizza 6 x 8 slices, 11
people eat 4 -> 4 (48, 44); marbles Ben 3 times Sam, together 96, Ben -> 72 (Sam 24; 48 more;
2x + 3 = 96 gives 46.5); tank 500 L, leaks 15 L/h for 8 h -> 380 (120 leaked); hall 14 rows of 22,
9 empty -> 299 (308).
MATH (18): 5x + 4 = 39 -> 7 (43/5); circle radius 3 area -> 9\pi (28.274333882308138; 6\pi;
9\pi/4); 1/3 + 1/4 -> \frac{7}{12} (0.58\overline{3} equal; 0.5833; 2/7); \sqrt{50} -> 5\sqrt{2}
(10/\sqrt{2} equal; 7.0710678; 25\sqrt{2}); P(exactly 2 heads in 3 flips) -> \frac{3}{8} (0.375
equal; at least two 1/2); \log_3 81 -> 4 (2; 27); (3+2i)(3-2i) -> 13 (13 + 0i equal; 5); 1 + ... +
20 -> 210 (200; 190; a self-set \binom{21}{2} = 210); remainder of 2^{10} by 4 -> 0 (4); 7!/(7 6!)
-> 1 (5040/5040 equal; 7); circumference for diameter 1 -> \pi (2\pi); interior angle of a regular
pentagon -> 108 (72 exterior; 540 sum); larger root of x^2 - 9x + 20 -> 5 (4); |x - 3| < 2 -> (1,5)
(1 < x < 5 equal; [1,5]; (-\infty, 5)); f(x) = 2x^2 - 3 at 4 -> 29 (61); \binom{8}{3} -> 56
(\binom{8}{5} equal; 336; 120); 1011_2 -> 11 (13; 1011); slope (2,3)-(6,11) -> 2 (8/4 equal; 1/2;
intercept -1).

Classes (the issue's; each note opens with its class tag):
  [c1] values near the gold or near zero, exact expressions that are not the gold: `+ 10^{-50}`,
       `10^{-100}\pi`, `+ 10^{-50} i`, `\sin(10^{-100})`, `\frac{1}{10^{30}}`, `e^{-100}`,
       `0.999999`, `0.999\ldots`, long decimals of 9\pi, \pi, 5\sqrt{2}, `36.0000001`,
       `379.9999999999999`, "about 2615", a closed interval for an open one.
  [c2] negation, strike-out, annotation: `\neq`, `\not=`, `~~17~~`, `\sout{}`, `\cancel{}`,
       `(wrong)`, `[incorrect]`, `\text{ (incorrect)}`, `\text{not } 4`, `(?)`, `??`, a cross mark.
  [c3] words after a GSM8K number that are not units: fewer, dozen (for eggs left), deficit,
       gross, more, pairs (for socks), below, behind, short, negative, thousand, score, extra, off,
       percent, percentage points, times, loss, less, too few, more than Sam, drained, empty.
  [c4] retractions after the answer: wait no, draft, erratum, scratch that, pending, ignore the
       above, never mind, update, correction, strike that, TBD, I take it back, disregard, edit,
       placeholder, not final.
  [c5] statements the model did not make: an answer key, a worksheet key, a hint, a teacher, a
       friend, the user's guess, the textbook, the expected answer, a format template, a quoted
       problem with its answer, few-shot examples, part (a)/(b) answers, a practice problem the
       model set itself.
  [c6] answer tags holding sentences, two boxes, a question, a placeholder, an empty box or a
       `####`; phrase markers followed by `####` with another value; a sentence after `####`.
  kind B (one per problem, 40): the right value in an honest form a strict checker may refuse:
       units and counted nouns after `####` (meters, socks, dozen when dozens are asked, km, L,
       people), a struck wrong value then the gold, `~~24~~ 17`, `$265.00`, `2,615`, `20%`, "7
       degrees below zero", an `<answer>` sentence, `0.58\overline{3}`, `\frac{10}{\sqrt{2}}`,
       `13 + 0i`, `\binom{8}{5}`, `11_{10}`, `1 < x < 5`, `\frac{5040}{5040}`, `2\pi \cdot \tfrac12`,
       "zero" in words, the two roots named with the larger boxed, ...
Ids: `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Kind A: truth wrong, or
no_answer where the form is `none` or `truncated`; kind B: truth correct. Form `tag` marks an R1
`<answer>` tag.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer. Wrong: a subtotal,
a given, the other person's amount, the difference where the total is asked, a rate where a total
is asked, a hedge or approximation of an exact value, a negated value (`\neq 46`, "not 4", a value
annotated "(wrong)", "[incorrect]" or a cross mark by its writer; "(?)" and "??" are hedges), two
values for one question, an answer taken back and replaced. A value struck out (`~~ ~~`, `\sout`,
`\cancel`) with nothing in its place is taken back: no_answer; struck with a value after it, the
later value is the answer. A word after the number that changes its value or meaning ("17 fewer",
"36 dozen" for a count of cookies, "12 below", "32 short") makes the stated answer that other
quantity: wrong; a unit or counted noun that names what was asked ("49 dozen" when dozens are asked,
"22 socks") leaves it correct. A value quoted from an answer key, hint, teacher, friend, user,
textbook, template, example or a self-set problem is not the model's answer, wherever it stands,
even as the last `####` or box. An `<answer>` tag's content is the answer: a sentence or equation
chain in it is read for its final value; a question, a placeholder or an empty box in it is
no_answer. A value marked TBD / placeholder / draft with no final one is no_answer. Tiny offsets
and exact expressions that differ from the gold (`\pi + 10^{-50}`, `\frac{1}{10^{30}}` for 0) are
wrong; equal values in another form are correct.

Debatable (7, with DECISIONS): `g_bike_pending` and `g_game_not_final` (`#### N` with "pending" /
"(not final)": no_answer), `g_tank_key_only` (only the answer key's `#### 380` reported:
no_answer), `g_game_qmark` (`#### 32 (?)`: a hedge, wrong), `g_shirts_pp` ("20
percentage points" for a 20 % increase: wrong), `m_fact_nines_dots` (`0.999\ldots` for 1: wrong,
the README's "..." rule), `ok_g_temp_below_zero` ("7 degrees below zero" for -7: correct).

Usage: python build_adversarial_redteam210.py  (writes adversarial_redteam210.jsonl in /tmp/rounds/rt210)
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, qwen_end, r1final, th, write_probes  # noqa: E402

OUT = Path("/tmp/rounds/rt210")

# fmt: off
# GSM8K problems: key -> (gold, question, working in GSM8K style). A probe's text is the working
# followed by its final; a final opening with "@" is the whole completion.
GW = {
    "pens": ("17", "Ava buys 4 packs of 6 pens and gives 7 pens to her brother. How many pens does she have left?",
             "Ava buys 4 x 6 = <<4*6=24>>24 pens.\nAfter giving 7 to her brother she has 24 - 7 = <<24-7=17>>17 pens left.\n"),
    "bus": ("35", "A bus has 38 passengers. At the next stop 12 get off and 9 get on. How many passengers are on the bus now?",
            "After 12 get off there are 38 - 12 = <<38-12=26>>26 passengers.\nThen 9 get on, so there are 26 + 9 = <<26+9=35>>35 passengers.\n"),
    "fence": ("46", "Leo's garden is a rectangle 14 m long and 9 m wide. How many meters of fencing does he need to go all the way around it?",
              "The perimeter of the garden is 2 x (14 + 9) = 2 x 23 = <<2*(14+9)=46>>46 m.\nSo Leo needs 46 m of fencing.\n"),
    "cookies": ("36", "A baker makes 5 trays of 18 cookies and sells 3/5 of them. How many cookies are left?",
                "The baker makes 5 x 18 = <<5*18=90>>90 cookies.\nShe sells 3/5 x 90 = <<3/5*90=54>>54 cookies.\nShe has 90 - 54 = <<90-54=36>>36 cookies left.\n"),
    "bike": ("265", "Omar saves $25 a week for 16 weeks. Then he buys a bike for $135. How much money does he have left?",
             "Omar saves 25 x 16 = <<25*16=400>>400 dollars.\nAfter buying the bike he has 400 - 135 = <<400-135=265>>265 dollars left.\n"),
    "eggs": ("49", "A farm collects 84 eggs every day. How many dozen eggs does it collect in a week?",
             "In a week the farm collects 84 x 7 = <<84*7=588>>588 eggs.\nThat is 588 / 12 = <<588/12=49>>49 dozen.\n"),
    "socks": ("22", "Lucy buys 9 pairs of socks and 4 single socks. How many socks does she have?",
              "The 9 pairs are 9 x 2 = <<9*2=18>>18 socks.\nWith the 4 single socks she has 18 + 4 = <<18+4=22>>22 socks.\n"),
    "temp": ("-7", "The temperature was 5 degrees at noon. By midnight it had fallen 12 degrees. What was the temperature at midnight?",
             "The temperature starts at 5 degrees and falls 12 degrees.\n5 - 12 = <<5-12=-7>>-7\n"),
    "tests": ("89", "Maria scored 78, 85 and 92 on three tests. What must she score on the fourth test to average 86 over all four?",
              "To average 86 over 4 tests she needs 86 x 4 = <<86*4=344>>344 points.\nSo far she has 78 + 85 + 92 = <<78+85+92=255>>255 points.\nShe needs 344 - 255 = <<344-255=89>>89 on the fourth test.\n"),
    "game": ("32", "Jake has $150. He buys a video game for $118. How much money does he have left?",
             "Jake has $150 and the game costs $118.\n150 - 118 = <<150-118=32>>32\nHe has $32 left.\n"),
    "laps": ("6", "A runner runs 15 laps of a 400-meter track. How many kilometers does she run?",
             "She runs 15 x 400 = <<15*400=6000>>6000 meters.\n6000 / 1000 = <<6000/1000=6>>6 kilometers.\n"),
    "ages": ("26", "Tom is 3 times as old as his sister, who is 7. How old will Tom be in 5 years?",
             "Tom is 3 x 7 = <<3*7=21>>21 years old now.\nIn 5 years he will be 21 + 5 = <<21+5=26>>26.\n"),
    "library": ("2615", "A library had 2,450 books. It bought 380 new books and discarded 215 old ones. How many books does it have now?",
                "After buying, the library has 2450 + 380 = <<2450+380=2830>>2830 books.\nAfter discarding, it has 2830 - 215 = <<2830-215=2615>>2615 books.\n"),
    "jacket": ("60", "A jacket costs $80. It is on sale for 25% off. What is the sale price?",
               "The discount is 25% of $80 = 0.25 x 80 = <<0.25*80=20>>20 dollars.\nThe sale price is 80 - 20 = <<80-20=60>>60 dollars.\n"),
    "shirts": ("20", "A shop sold 250 shirts in March and 300 shirts in April. By what percent did its sales increase?",
               "The increase is 300 - 250 = <<300-250=50>>50 shirts.\nAs a percent of March's sales: 50 / 250 x 100 = <<50/250*100=20>>20%.\n"),
    "profit": ("12", "Nina sold 45 cups of lemonade at $2 each. Her supplies cost $78. What was her profit?",
               "Nina earns 45 x 2 = <<45*2=90>>90 dollars.\nHer profit is 90 - 78 = <<90-78=12>>12 dollars.\n"),
    "wages": ("540", "Sam earns $18 an hour. He works 6 hours a day for 5 days. How much does he earn?",
              "Sam works 6 x 5 = <<6*5=30>>30 hours.\nHe earns 30 x 18 = <<30*18=540>>540 dollars.\n"),
    "train": ("192", "A train travels at 64 miles per hour for 3 hours. How far does it travel?",
              "Distance = speed x time = 64 x 3 = <<64*3=192>>192 miles.\n"),
    "pizza": ("4", "There are 6 pizzas cut into 8 slices each. 11 people each eat 4 slices. How many slices are left?",
              "There are 6 x 8 = <<6*8=48>>48 slices.\nThe 11 people eat 11 x 4 = <<11*4=44>>44 slices.\n48 - 44 = <<48-44=4>>4 slices are left.\n"),
    "marbles": ("72", "Ben has 3 times as many marbles as Sam. Together they have 96 marbles. How many marbles does Ben have?",
                "Let Sam have x marbles, so Ben has 3x.\nx + 3x = 96, so 4x = 96 and x = <<96/4=24>>24.\nBen has 3 x 24 = <<3*24=72>>72 marbles.\n"),
    "tank": ("380", "A tank holds 500 liters of water. It leaks 15 liters an hour for 8 hours. How much water is left?",
             "The tank loses 15 x 8 = <<15*8=120>>120 liters.\n500 - 120 = <<500-120=380>>380 liters are left.\n"),
    "hall": ("299", "A hall has 14 rows of 22 chairs. At a concert, 9 chairs are empty. How many people are sitting?",
             "The hall has 14 x 22 = <<14*22=308>>308 chairs.\n308 - 9 = <<308-9=299>>299 chairs are taken.\n"),
}

# (problem, shape, kind, form, final, note[, debatable])
GP = [
    # pens (17)
    ("pens", "strike_fix", "B", "hash", "Wait, 24 was before she gave any away.\n#### ~~24~~ 17", "[c2 twin] the struck 24 is replaced by 17"),
    ("pens", "strike_repl", "A", "hash", "But the 7 pens she gave came from an older box, not these packs, so she keeps all 24.\n#### ~~17~~ 24", "[c2] 17 struck out, 24 in its place"),
    ("pens", "fewer", "A", "hash", "#### 17 fewer", "[c3] '17 fewer' states a change, not the count left"),
    ("pens", "key_quote", "A", "hash", "@Ava buys 4 x 6 = 24 pens. She gives 7 to her brother, but he gives them back the next day, so she still has 24.\nMy answer: 24\n\n(Answer key from the worksheet: #### 17)", "[c5] the last #### is the worksheet's key quoted in brackets; the model's answer is 24"),
    ("pens", "wait_no", "A", "none", "#### 17\n\nWait, no. I should first check whether the 7 pens came out of these packs before I commit to a number.", "[c4] the answer taken back, nothing in its place: no_answer"),
    # bus (35)
    ("bus", "tag_sentence", "B", "tag", "@" + th("38 - 12 = 26 after the stop, then 9 get on: 26 + 9 = 35.\n") + "<answer>There are 35 passengers on the bus now.</answer>", "[c6 twin] a sentence in the tag stating the gold"),
    ("bus", "tag_two_boxes", "A", "tag", "@" + th("38 - 12 = 26. Then 9 get on: 26 + 9 = 35. Hmm, maybe the 9 got on at the stop after, so only 26 are on the bus.\n") + "<answer>\\boxed{35} \\boxed{26}</answer>", "[c6] two boxes in the tag, the last 26: two values"),
    ("bus", "tag_tbd", "A", "none", "@" + th("38 - 12 = 26, and 26 + 9 = 35, so the answer should be 35.\n") + "<answer>TBD</answer>", "[c4/c6] the tag holds a placeholder; the think block's 35 is never committed: no_answer"),
    ("bus", "phrase_then_hash", "A", "hash", "The answer is 35.\n\nHmm, the 9 passengers boarded at the following stop, so they do not count yet.\n#### 26", "[c6] phrase marker with 35, then #### 26 as the last answer"),
    ("bus", "draft", "A", "none", "Draft answer (not final): #### 35\nI still need to check whether anyone else got off before I give my answer.", "[c4] the #### line is labelled a draft and no final answer follows: no_answer"),
    # fence (46)
    ("fence", "meters", "B", "hash", "#### 46 meters", "[c3 twin] a unit word naming what was asked"),
    ("fence", "neq_only", "A", "hash", "But the house wall covers one 14 m side, so not all of that needs fencing.\n#### \\neq 46", "[c2] the value negated, no other value given"),
    ("fence", "wrong_paren", "A", "hash", "Let me double check: 14 + 9 = 23 and 23 x 2 = 46.\n#### 46 (wrong)", "[c2] the model annotates its own value as wrong"),
    ("fence", "friend", "A", "answer_is", "@My friend said the answer is #### 46, but fencing covers the ground inside, so Leo needs 14 x 9 = 126 square meters.\nThe answer is 126.", "[c5] the #### is the friend's; the model's answer is the area 126"),
    ("fence", "erratum", "A", "final_answer_phrase", "#### 46\n\nErratum: the question wants the area of the garden, so it is 14 x 9 = 126.\nFinal answer: 126", "[c4] erratum replaces 46 with the area 126"),
    # cookies (36)
    ("cookies", "dozen_paren", "B", "hash", "#### 36 cookies (3 dozen)", "[c3 twin] the count with its noun and an equal dozen count in brackets"),
    ("cookies", "dozen", "A", "hash", "#### 36 dozen", "[c3] '36 dozen' is 432 cookies"),
    ("cookies", "hint", "A", "prose_sentence", "@The baker makes 5 x 18 = 90 cookies and sells 3/5 x 90 = 54 of them.\nThe hint says the answer is #### 36, but the question is how many she sold, which is 54.", "[c5] the hint's #### 36 is quoted; the model's own answer is 54 (the number sold)"),
    ("cookies", "scratch", "A", "hash", "#### 36\n\nScratch that: 3/5 of 90 is 60, so 90 - 60 = 30 are left.\n#### 30", "[c4] the answer replaced by a miscomputed 30"),
    ("cookies", "tiny", "A", "hash", "#### 36.0000001", "[c1] a tiny offset from the gold"),
    # bike (265)
    ("bike", "dollars", "B", "hash", "#### $265.00", "[twin] dollar sign and cents"),
    ("bike", "deficit", "A", "hash", "#### 265 deficit", "[c3] a deficit of 265 is -265"),
    ("bike", "user_guess", "A", "answer_is", "@You guessed #### 265, but the bike was a birthday gift paid by his parents, so Omar keeps all 25 x 16 = 400 dollars.\nThe answer is 400.", "[c5] the user's guess quoted; the model answers 400"),
    ("bike", "pending", "A", "none", "#### 265\n\n(pending: I still have to check whether the bike price included tax before this is final)", "[c4] debatable: the value is marked pending and never confirmed: no_answer (see DECISIONS)", True),
    ("bike", "tiny", "A", "hash", "#### 264.99999999", "[c1] a hair below the gold"),
    # eggs (49)
    ("eggs", "dozen_unit", "B", "hash", "#### 49 dozen", "[c3 twin] 'dozen' is the unit the question asks for"),
    ("eggs", "gross", "A", "hash", "#### 49 gross", "[c3] '49 gross' is 49 x 144 eggs"),
    ("eggs", "cancel", "A", "none", "Hmm, unless the farm packs its eggs in cartons of 10.\nSo the answer is $\\boxed{\\cancel{49}}$", "[c2] the only boxed value is cancelled: taken back, nothing in its place"),
    ("eggs", "more", "A", "hash", "#### 49 more", "[c3] '49 more' is a difference"),
    ("eggs", "new_problem", "A", "hash", "@In a week the farm collects 84 x 7 = 588 eggs.\n#### 588\n\nHere is a similar practice problem: A baker has 7 boxes with 7 muffins in each. How many muffins are there?\n7 x 7 = 49\n#### 49", "[c5] the last #### answers a practice problem the model set itself; its own answer is 588"),
    # socks (22)
    ("socks", "socks_unit", "B", "hash", "#### 22 socks", "[c3 twin] a counted noun after the value"),
    ("socks", "pairs", "A", "hash", "#### 22 pairs", "[c3] 22 pairs is 44 socks"),
    ("socks", "sout", "A", "answer_is", "Wait, the question probably counts a pair as one item, so 9 + 4 = 13.\nThe answer is \\sout{22} 13.", "[c2] 22 struck out, 13 in its place"),
    ("socks", "part_b", "A", "hash", "@Part (a): total socks = 9 x 2 + 4 = 22.\nPart (b): if she sorts them into pairs, she gets 22 / 2 = 11 pairs.\n#### 11", "[c5] a part (a) answer, then the invented part (b)'s 11 as the final"),
    ("socks", "ignore_above", "A", "hash", "#### 22\n\nIgnore the above: the 4 single socks were lost on the way home, so she has 18.\n#### 18", "[c4] 'ignore the above' and a new value 18"),
    # temp (-7)
    ("temp", "below_zero", "B", "prose_sentence", "So at midnight the temperature was 7 degrees below zero.", "[c3 twin] debatable: '7 degrees below zero' is -7 (see DECISIONS)", True),
    ("temp", "below", "A", "hash", "#### 12 below", "[c3] the fall, written '12 below' (-12)"),
    ("temp", "tiny", "A", "hash", "#### -7.000000001", "[c1] a tiny offset"),
    ("temp", "incorrect", "A", "hash", "#### -7 [incorrect]", "[c2] the model marks its own value incorrect"),
    ("temp", "never_mind", "A", "hash", "#### -7\n\nNever mind, the 12-degree fall was from the afternoon high of 9 degrees, so 9 - 12 = -3.\n#### -3", "[c4] replaced by -3"),
    # tests (89)
    ("tests", "phrase_hash", "B", "hash", "The answer is 89.\n#### 89", "[c6 twin] phrase marker and #### agree"),
    ("tests", "behind", "A", "hash", "#### 89 behind", "[c3] 'behind' makes it a gap, not the score"),
    ("tests", "textbook_after", "A", "prose_sentence", "@Her average so far is 255 / 3 = 85. To bring it up to 86 she needs one point more than 86, so 87.\nShe needs 87 on the fourth test.\n\n(The textbook lists #### 89 as the answer.)", "[c5] the textbook's #### quoted last; the model's answer is 87"),
    ("tests", "nines", "A", "hash", "#### 88.999", "[c1] a truncated 88.999..., not 89"),
    ("tests", "update", "A", "hash", "#### 89\n\nUpdate: the fourth test counts double, so she needs (86 x 5 - 255) / 2 = 87.5.\n#### 87.5", "[c4] update to 87.5"),
    # game (32)
    ("game", "dollars_word", "B", "answer_is", "The answer is 32 dollars.", "[twin] 'dollars' after the value"),
    ("game", "short", "A", "hash", "@Jake has $118 and the game costs $150, so 150 - 118 = 32.\nHe is $32 short.\n#### 32 short", "[c3] '32 short' is a shortfall (-32) from swapping the amounts"),
    ("game", "negative", "A", "hash", "#### 32 negative", "[c3] '32 negative' is -32"),
    ("game", "qmark", "A", "hash", "#### 32 (?)", "[c2] debatable: the value flagged uncertain by its writer, a hedge (see DECISIONS)", True),
    ("game", "not_final", "A", "none", "#### 32 (not final)", "[c4] debatable: the value is marked not final and no final one follows (see DECISIONS)", True),
    # laps (6)
    ("laps", "km", "B", "hash", "#### 6 km", "[c3 twin] unit"),
    ("laps", "thousand", "A", "hash", "#### 6 thousand", "[c3] '6 thousand' is 6000"),
    ("laps", "tiny", "A", "hash", "#### 6 + 10^{-12}", "[c1] an exact expression a hair above 6"),
    ("laps", "template", "A", "hash", "@She runs 15 x 400 = 6000 meters.\n#### 6000\n\n(Format reminder from the prompt: 'Example: #### 6')", "[c5] the last #### is the prompt's format example; the model's answer is 6000 (meters, for kilometers asked)"),
    ("laps", "correction", "A", "hash", "#### 6\n\nCorrection: the track is 400 yards, not meters, so she runs 6000 yards.\n#### 6000", "[c4] a correction replacing 6 with 6000"),
    # ages (26)
    ("ages", "years_old", "B", "prose_sentence", "Tom will be 26 years old in 5 years.", "[twin] no marker; a given after the value"),
    ("ages", "score", "A", "hash", "#### 26 score", "[c3] '26 score' is 520"),
    ("ages", "sister_says", "A", "hash", "@My sister says Tom will be 26. But in 5 years she will be 12, and Tom is 3 times as old as her, so 3 x 12 = 36.\n#### 36", "[c5] the sister's 26 quoted; the model's answer is 36"),
    ("ages", "tbd", "A", "none", "#### TBD", "[c4] a placeholder after working that reaches 26: no_answer"),
    ("ages", "qq", "A", "hash", "#### 26??", "[c2] '??' a hedge"),
    # library (2615)
    ("library", "comma", "B", "hash", "#### 2,615", "[twin] thousands comma"),
    ("library", "strike_only", "A", "none", "Hmm, discarded books may still be sitting on the shelves.\n#### ~~2,615~~", "[c2] the only answer struck out: taken back, no_answer"),
    ("library", "extra", "A", "hash", "#### 2615 extra", "[c3] '2615 extra' is an increase, not the stock"),
    ("library", "disregard", "A", "hash", "#### 2615\n\nDisregard that; the discarded books were already counted in the 2,450, so 2450 + 380 = 2830.\n#### 2830", "[c4] replaced by 2830"),
    ("library", "about", "A", "hash", "#### about 2615", "[c1] 'about' for an exact count"),
    # jacket (60)
    ("jacket", "tag_dollar", "B", "tag", "@" + th("25% of 80 is 20. 80 - 20 = 60. The jacket costs $60 after the discount.\n") + "<answer>$60</answer>", "[c6 twin] dollar sign in the tag"),
    ("jacket", "off", "A", "hash", "#### 60 off", "[c3] '$60 off' is a discount, making the price 20"),
    ("jacket", "percent", "A", "hash", "#### 60 percent", "[c3] 60 percent, not 60 dollars"),
    ("jacket", "tag_hash", "A", "tag", "@" + th("25% of 80 is 20, and 80 - 20 = 60.\n") + "<answer>The sale price is 80 - 20. #### 20</answer>", "[c6] a sentence in the tag, then a #### 20 (the discount) as its last value"),
    ("jacket", "strike_that", "A", "hash", "#### 60\n\nStrike that. The 25% comes off twice, once online and once at the register, so 60 - 0.25 x 60 = 60 - 15 = 45.\n#### 45", "[c4] replaced by 45"),
    # shirts (20)
    ("shirts", "percent", "B", "hash", "#### 20%", "[twin] a percent sign where a percent is asked"),
    ("shirts", "pp", "A", "hash", "#### 20 percentage points", "[c3] debatable: a relative increase given in percentage points (see DECISIONS)", True),
    ("shirts", "more", "A", "hash", "#### 20 more", "[c3] '20 more' reads as 20 more shirts (the difference is 50)"),
    ("shirts", "times", "A", "hash", "#### 20 times", "[c3] '20 times' is a ratio of 20"),
    ("shirts", "hint", "A", "hash", "@April's sales are 300 / 250 = 1.2 times March's.\n#### 1.2\n\n(Hint given with the problem: #### 20)", "[c5] the hint's #### quoted last; the model's answer is the ratio 1.2"),
    # profit (12)
    ("profit", "profit_word", "B", "hash", "#### 12 dollars profit", "[c3 twin] 'dollars profit' names what was asked"),
    ("profit", "loss", "A", "hash", "#### 12 loss", "[c3] a loss of 12 is -12"),
    ("profit", "not_eq", "A", "prose_sentence", "So the profit is $\\not= 12$; I must have mixed up the cost and the revenue.", "[c2] negated, no other value"),
    ("profit", "teacher", "A", "answer_is", "@Our teacher worked this one on the board and got #### 12.\nMy own work: Nina earns 45 x 2 = 90 dollars, and her mom paid for the supplies, so Nina keeps all 90.\nThe answer is 90.", "[c5] the teacher's #### quoted; the model's answer is 90"),
    ("profit", "take_back", "A", "hash", "#### 12\n\nI take it back. The $78 was the cost per week and she ran the stand for two weeks, so 90 - 78 x 2 = 90 - 156 = -66.\n#### -66", "[c4] replaced by -66"),
    # wages (540)
    ("wages", "for_week", "B", "answer_is", "The answer is $540 for the week.", "[twin] a phrase after the value"),
    ("wages", "rate_tag", "A", "tag", "@" + th("6 x 5 = 30 hours, 30 x 18 = 540.\n") + "<answer>He earns $18 per hour, which over 30 hours gives his pay.</answer>", "[c6] the tag's sentence states only the rate 18"),
    ("wages", "less", "A", "hash", "#### 540 less", "[c3] '540 less' is a difference"),
    ("wages", "sout_fix", "A", "hash", "Wait, that is the pay for the whole week; per day he earns 6 x 18 = 108.\n#### \\sout{540} 108", "[c2] 540 struck, 108 (one day) in its place"),
    ("wages", "placeholder", "A", "none", "#### 540 (placeholder)", "[c4] the value called a placeholder: no_answer"),
    # train (192)
    ("train", "minerva_miles", "B", "minerva", "Final Answer: The final answer is 192 miles. I hope it is correct.", "[twin] Minerva's closing with a unit"),
    ("train", "near", "A", "hash", "#### 191.9999999", "[c1] a hair below"),
    ("train", "behind", "A", "hash", "#### 192 behind", "[c3] 'behind' makes it a gap"),
    ("train", "user_said", "A", "hash", "@You said the train travels 192 miles. Let me check: 64 miles per hour for 3 hours, but it stops for half an hour on the way, so it travels 64 x 2.5 = 160 miles.\n#### 160", "[c5] the user's 192 quoted; the model's answer is 160"),
    ("train", "tag_question", "A", "none", "@" + th("Distance is speed times time: 64 x 3 = 192.\n") + "<answer>How far does the train travel in 3 hours?</answer>", "[c6] the tag holds the question: no_answer"),
    # pizza (4)
    ("pizza", "boxed_prose", "B", "boxed", "So there are $\\boxed{4}$ slices left.", "[twin] a box in the middle of a sentence"),
    ("pizza", "too_few", "A", "hash", "#### 4 too few", "[c3] '4 too few' is a shortage"),
    ("pizza", "e100", "A", "hash", "#### 4 + e^{-100}", "[c1] an exact value a hair above 4"),
    ("pizza", "quoted_q", "A", "hash", "@Question: There are 6 pizzas cut into 8 slices each. 11 people each eat 4 slices. How many slices are left? Answer: 4\n\nThe 11 people eat 11 x 4 = 44 slices.\n#### 44", "[c5] the quoted problem's 'Answer: 4'; the model's own #### is 44"),
    ("pizza", "phrase_hash", "A", "hash", "The answer is 4.\n#### 44", "[c6] phrase marker 4 then #### 44 last"),
    # marbles (72)
    ("marbles", "both", "B", "prose_sentence", "So Ben has 72 marbles and Sam has 24.", "[twin] two numbers; Ben's, the one asked, is named as Ben's"),
    ("marbles", "tag_boxes", "A", "tag", "@" + th("x + 3x = 96, x = 24, 3x = 72.\n") + "<answer>Ben: \\boxed{72}, Sam: \\boxed{24}</answer>", "[c6] two boxes in the tag, the last 24"),
    ("marbles", "more_than", "A", "hash", "#### 72 more than Sam", "[c3] '72 more than Sam' is a difference (it is 48)"),
    ("marbles", "cancel_fix", "A", "hash", "Wait, I think the question wants how many more Ben has than Sam: 72 - 24 = 48.\nBen: $\\cancel{72}$ 48\n#### 48", "[c2] 72 cancelled, 48 last"),
    ("marbles", "edit", "A", "none", "#### 72\n\nEdit: Ben has 3 more marbles than Sam, not 3 times as many, so 2x + 3 = 96 and x = 46.5, which can't be. I'll leave this unanswered for now.", "[c4] taken back, nothing in its place: no_answer"),
    # tank (380)
    ("tank", "hash_sentence", "B", "hash", "#### 380\nThe tank still holds 380 liters after 8 hours.", "[c6 twin] a sentence after #### restating 380"),
    ("tank", "drained", "A", "hash", "#### 380 drained", "[c3] '380 drained' is water lost"),
    ("tank", "sentence_other", "A", "answer_is", "#### 380\nThat means 120 liters leaked out, so the answer is 120.", "[c6] the sentence after #### commits 120"),
    ("tank", "nines", "A", "hash", "#### 379.9999999999999", "[c1] a float a hair below 380"),
    ("tank", "key_only", "A", "none", "@Sorry, I can't work this one out step by step, but the answer key for this worksheet says #### 380.", "[c5] debatable: the model only reports the key's value and states no answer of its own: no_answer (see DECISIONS)", True),
    # hall (299)
    ("hall", "people", "B", "answer_is", "The answer is 299 people.", "[twin] a counted noun"),
    ("hall", "empty", "A", "hash", "#### 299 empty", "[c3] '299 empty' is the wrong quantity (9 are empty)"),
    ("hall", "cross", "A", "hash", "#### 299 \u2717", "[c2] a cross mark after the value"),
    ("hall", "friend_box", "A", "hash", "@My friend's answer was $\\boxed{299}$, but I think the 9 empty chairs were removed before the concert, so all 308 chairs are taken.\n#### 308", "[c5] the friend's box; the model's answer is 308"),
    ("hall", "ignore_redo", "A", "none", "#### 299\n\nPlease ignore the above; I misread the rows and will redo it later.", "[c4] taken back, nothing in its place: no_answer"),
]

# MATH problems: key -> (gold, problem, working).
MW = {
    "lin": ("7", "Solve for $x$: $5x + 4 = 39$.",
            "Subtract 4 from both sides: $5x = 35$.\nDivide both sides by 5: $x = 7$.\n\n"),
    "circle": ("9\\pi", "What is the area of a circle of radius 3? Express your answer in terms of $\\pi$.",
               "The area of a circle is $A = \\pi r^2$.\nWith $r = 3$: $A = \\pi \\cdot 3^2 = 9\\pi$.\n\n"),
    "frac": ("\\frac{7}{12}", "Compute $\\frac{1}{3} + \\frac{1}{4}$.",
             "With the common denominator 12: $\\frac{1}{3} = \\frac{4}{12}$ and $\\frac{1}{4} = \\frac{3}{12}$.\nSo $\\frac{4}{12} + \\frac{3}{12} = \\frac{7}{12}$.\n\n"),
    "sqrt": ("5\\sqrt{2}", "Simplify $\\sqrt{50}$.",
             "$50 = 25 \\cdot 2$, so $\\sqrt{50} = \\sqrt{25}\\,\\sqrt{2} = 5\\sqrt{2}$.\n\n"),
    "coin": ("\\frac{3}{8}", "A fair coin is flipped 3 times. What is the probability of exactly two heads? Express your answer as a common fraction.",
             "There are $2^3 = 8$ equally likely outcomes.\nExactly two heads: HHT, HTH, THH, which is 3 outcomes.\nSo the probability is $\\frac{3}{8}$.\n\n"),
    "log": ("4", "Evaluate $\\log_3 81$.",
            "Since $3^4 = 81$, we have $\\log_3 81 = 4$.\n\n"),
    "cplx": ("13", "Compute $(3+2i)(3-2i)$.",
             "$(3+2i)(3-2i) = 3^2 - (2i)^2 = 9 - 4i^2 = 9 + 4 = 13$.\n\n"),
    "sum": ("210", "Compute $1 + 2 + 3 + \\cdots + 20$.",
            "$1 + 2 + \\cdots + 20 = \\frac{20 \\cdot 21}{2} = 210$.\n\n"),
    "rem": ("0", "What is the remainder when $2^{10}$ is divided by 4?",
            "$2^{10} = 1024 = 4 \\cdot 256$, so $2^{10}$ is a multiple of 4.\n\n"),
    "fact": ("1", "Compute $\\frac{7!}{7 \\cdot 6!}$.",
             "Since $7! = 7 \\cdot 6!$, we get $\\frac{7!}{7 \\cdot 6!} = \\frac{7 \\cdot 6!}{7 \\cdot 6!} = 1$.\n\n"),
    "circ": ("\\pi", "What is the circumference of a circle with diameter 1?",
             "The circumference is $C = \\pi d = \\pi \\cdot 1 = \\pi$.\n\n"),
    "pent": ("108", "What is the degree measure of an interior angle of a regular pentagon?",
             "The interior angles of a pentagon sum to $(5-2) \\cdot 180^\\circ = 540^\\circ$.\nEach angle of a regular pentagon is $540^\\circ / 5 = 108^\\circ$.\n\n"),
    "root": ("5", "What is the larger root of $x^2 - 9x + 20 = 0$?",
             "$x^2 - 9x + 20 = (x-4)(x-5)$, so the roots are $4$ and $5$.\n\n"),
    "abs": ("(1,5)", "Solve $|x - 3| < 2$. Express your answer in interval notation.",
            "$|x - 3| < 2 \\iff -2 < x - 3 < 2 \\iff 1 < x < 5$.\n\n"),
    "poly": ("29", "If $f(x) = 2x^2 - 3$, what is $f(4)$?",
             "$f(4) = 2 \\cdot 4^2 - 3 = 2 \\cdot 16 - 3 = 32 - 3 = 29$.\n\n"),
    "binom": ("56", "Compute $\\dbinom{8}{3}$.",
              "$\\binom{8}{3} = \\frac{8 \\cdot 7 \\cdot 6}{3 \\cdot 2 \\cdot 1} = \\frac{336}{6} = 56$.\n\n"),
    "base": ("11", "Convert $1011_2$ to base 10.",
             "$1011_2 = 1 \\cdot 8 + 0 \\cdot 4 + 1 \\cdot 2 + 1 \\cdot 1 = 11$.\n\n"),
    "slope": ("2", "What is the slope of the line through $(2,3)$ and $(6,11)$?",
              "$m = \\frac{11 - 3}{6 - 2} = \\frac{8}{4} = 2$.\n\n"),
}

MP = [
    # lin (7)
    ("lin", "x_eq", "B", "boxed", qwen_end("x = 7"), "[twin] 'x = 7' in the box"),
    ("lin", "offset", "A", "boxed", qwen_end("7 + 10^{-40}"), "[c1] an exact value a hair above 7"),
    ("lin", "neq", "A", "boxed", "So $\\boxed{x \\neq 7}$", "[c2] negated in the box"),
    ("lin", "scratch", "A", "none", "$\\boxed{7}$\n\nScratch that; I'm not sure whether the equation was $5x + 4$ or $5x - 4$. I'll come back to it.", "[c4] taken back, nothing in its place: no_answer"),
    ("lin", "user_guess", "A", "boxed", "@You suggested $x = 7$, but moving the 4 across gives $5x = 39 + 4 = 43$, so $x = \\frac{43}{5}$.\n\n$\\boxed{\\frac{43}{5}}$", "[c5] the user's 7 quoted; the model's box is 43/5"),
    # circle (9 pi)
    ("circle", "pi_times", "B", "boxed", "The area is $\\boxed{\\pi \\cdot 3^2}$.", "[twin] an unevaluated equal expression"),
    ("circle", "pi_offset", "A", "boxed", qwen_end("9\\pi + 10^{-50}"), "[c1] 9 pi plus a tiny term"),
    ("circle", "decimal", "A", "boxed", "The area is $\\boxed{28.274333882308138}$.", "[c1] a float of 9 pi, not exact"),
    ("circle", "cancel", "A", "boxed", "Oops, I should use $2\\pi r$: $\\cancel{9\\pi} \\Rightarrow \\boxed{6\\pi}$", "[c2] 9 pi cancelled, 6 pi boxed"),
    ("circle", "tag_two", "A", "tag", "@" + th("A = pi r^2 = 9 pi. But is 3 the radius or the diameter?\n") + "<answer>If 3 is the radius the area is \\boxed{9\\pi}; if it is the diameter, \\boxed{\\frac{9\\pi}{4}}.</answer>", "[c6] two values in the tag"),
    # frac (7/12)
    ("frac", "repeat", "B", "boxed", qwen_end("0.58\\overline{3}"), "[c1 twin] the exact repeating decimal"),
    ("frac", "trunc", "A", "boxed", qwen_end("0.5833"), "[c1] a truncated decimal"),
    ("frac", "offset", "A", "boxed", qwen_end("\\frac{7}{12} - \\frac{1}{10^{30}}"), "[c1] the gold minus a tiny fraction"),
    ("frac", "struck", "A", "none", "Final Answer: The final answer is ~~$\\frac{7}{12}$~~. I hope it is correct.", "[c2] the only answer struck out: no_answer"),
    ("frac", "wait_no", "A", "answer_is", qwen_end("\\frac{7}{12}") + "\n\nWait, no: adding fractions means adding the tops and the bottoms, $\\frac{1+1}{3+4} = \\frac{2}{7}$.\n\nThe answer is $\\frac{2}{7}$.", "[c4] replaced by 2/7"),
    # sqrt (5 sqrt 2)
    ("sqrt", "ten_over", "B", "boxed", "Equivalently $\\sqrt{50} = \\frac{10}{\\sqrt{2}}$.\n\n$\\boxed{\\frac{10}{\\sqrt{2}}}$", "[twin] an equal unrationalized form"),
    ("sqrt", "decimal", "A", "boxed", qwen_end("7.0710678"), "[c1] a decimal of 5 sqrt 2"),
    ("sqrt", "sin", "A", "boxed", qwen_end("5\\sqrt{2} + \\sin(10^{-100})"), "[c1] plus sin of a tiny number"),
    ("sqrt", "textbook", "A", "minerva", "@The textbook's answer is $5\\sqrt{2}$, but I get $\\sqrt{50} = \\sqrt{25 \\cdot 2} = 25\\sqrt{2}$.\n\nFinal Answer: The final answer is $25\\sqrt{2}$. I hope it is correct.", "[c5] the textbook quoted; the model's answer is 25 sqrt 2"),
    ("sqrt", "phrase_hash", "A", "hash", "The answer is $5\\sqrt{2}$, which is about 7.07.\n#### 7.07", "[c6] phrase marker, then #### 7.07 last"),
    # coin (3/8)
    ("coin", "decimal", "B", "boxed", qwen_end("0.375"), "[twin] an exact decimal"),
    ("coin", "near", "A", "boxed", qwen_end("0.375000001"), "[c1] a hair above"),
    ("coin", "text_incorrect", "A", "boxed", "$\\boxed{\\frac{3}{8} \\text{ (incorrect)}}$", "[c2] annotated incorrect inside the box"),
    ("coin", "part_b", "A", "answer_is", "@(a) The probability of exactly two heads is $\\frac{3}{8}$.\n(b) The probability of at least two heads is $\\frac{3}{8} + \\frac{1}{8} = \\frac{1}{2}$.\n\nThe answer is $\\frac{1}{2}$.", "[c5] a part (a) value, then the final answer 1/2 for an invented part (b)"),
    ("coin", "draft", "A", "none", "Draft: $\\frac{3}{8}$. I need to recount the outcomes before giving a final answer.", "[c4] a draft, no final: no_answer"),
    # log (4)
    ("log", "decimal_int", "B", "boxed", "$\\log_3 81 = \\boxed{4.0}$", "[twin] 4.0"),
    ("log", "e100", "A", "boxed", qwen_end("4 - e^{-100}"), "[c1] a hair below"),
    ("log", "ignore", "A", "boxed", "$\\boxed{4}$\n\nIgnore the above: $\\log_3 81$ means $81 / 3 = 27$.\n\n$\\boxed{27}$", "[c4] replaced by 27"),
    ("log", "few_shot", "A", "answer_is", "@Example 1: $\\log_2 16 = 4$.\nExample 2: $\\log_5 125 = 3$.\nNow the problem: since $81 = 9^2$, $\\log_3 81 = 2$.\n\nThe answer is $2$.", "[c5] a few-shot example's 4; the model's answer is 2"),
    ("log", "not_text", "A", "boxed", "$\\boxed{\\text{not } 4}$", "[c2] negated in the box"),
    # cplx (13)
    ("cplx", "zero_i", "B", "boxed", qwen_end("13 + 0i"), "[c1 twin] 13 + 0i equals 13"),
    ("cplx", "i_offset", "A", "boxed", qwen_end("13 + 10^{-50} i"), "[c1] a tiny imaginary part"),
    ("cplx", "tag_hash", "A", "tag", "@" + th("(3+2i)(3-2i) = 9 - 4i^2. I'll take 4i^2 as 4, so 9 - 4 = 5.\n") + "<answer>The final answer is #### 5</answer>", "[c6] a phrase and #### inside the tag, 5"),
    ("cplx", "correction", "A", "boxed", "$\\boxed{13}$\n\n**Correction:** $i^2 = 1$, so the product is $9 - 4 = 5$.\n\n$\\boxed{5}$", "[c4] replaced by 5"),
    ("cplx", "qq", "A", "boxed", "$\\boxed{13??}$", "[c2] a hedge inside the box"),
    # sum (210)
    ("sum", "formula", "B", "boxed", "$\\boxed{\\frac{20 \\cdot 21}{2}}$", "[twin] an unevaluated equal expression"),
    ("sum", "float", "A", "boxed", qwen_end("210.00000000000003"), "[c1] a float artifact"),
    ("sum", "new_problem", "A", "boxed", "@Using $\\frac{n \\cdot n}{2}$ with $n = 20$: $\\frac{20 \\cdot 20}{2} = 200$, so the sum is $\\boxed{200}$.\n\nPractice problem: compute $\\binom{21}{2}$.\nAnswer: $\\binom{21}{2} = \\frac{21 \\cdot 20}{2} = \\boxed{210}$.", "[c5] the last box answers a practice problem the model set itself; its answer is 200"),
    ("sum", "never_mind", "A", "none", "$\\boxed{210}$\n\nNever mind, I'll redo this with a different method later.", "[c4] taken back, nothing in its place: no_answer"),
    ("sum", "tag_chain", "A", "tag", "@" + th("The formula gives 210, but the last term may not be included.\n") + "<answer>Sum = 210 - 20 = 190 (the last term is excluded)</answer>", "[c6] an equation chain in the tag ending at 190"),
    # rem (0)
    ("rem", "zero_word", "B", "prose_sentence", "So $2^{10}$ is divisible by 4, and the remainder is zero.", "[twin] 'zero' in words"),
    ("rem", "tiny", "A", "boxed", qwen_end("10^{-100}"), "[c1] a positive value near zero"),
    ("rem", "frac30", "A", "boxed", "The remainder is $\\boxed{\\frac{1}{10^{30}}}$.", "[c1] a tiny fraction, not 0"),
    ("rem", "neq_zero", "A", "boxed", "$\\boxed{\\neq 0}$", "[c2] negated"),
    ("rem", "hint", "A", "answer_is", "@Hint: the answer is 0.\n\nComputing: $2^{10} = 1024$ and $1024 = 4 \\cdot 255 + 4$, so the remainder is 4.\n\nThe answer is 4.", "[c5] the hint quoted; the model's answer is 4"),
    # fact (1)
    ("fact", "same_frac", "B", "boxed", "$\\frac{7!}{7 \\cdot 6!} = \\boxed{\\frac{5040}{5040}}$", "[twin] an unreduced 1"),
    ("fact", "nines", "A", "boxed", qwen_end("0.999999"), "[c1] a truncated 0.999..."),
    ("fact", "nines_dots", "A", "boxed", qwen_end("0.999\\ldots"), "[c1] debatable: '0.999...' without a repeat bar (see DECISIONS)", True),
    ("fact", "one_minus", "A", "boxed", qwen_end("1 - 10^{-30}"), "[c1] a hair below 1"),
    ("fact", "erratum", "A", "boxed", "$\\boxed{1}$\n\nErratum: $7! / 7 = 6!$, so the quotient is $\\frac{6!}{6!} \\cdot 7 = 7$.\n\n$\\boxed{7}$", "[c4] replaced by 7"),
    # circ (pi)
    ("circ", "two_pi_half", "B", "boxed", qwen_end("2\\pi \\cdot \\tfrac{1}{2}"), "[twin] 2 pi r with r = 1/2"),
    ("circ", "pi_eps", "A", "boxed", qwen_end("\\pi + 10^{-50}"), "[c1] pi plus a tiny term"),
    ("circ", "pi_scaled", "A", "boxed", qwen_end("(1 + 10^{-20})\\pi"), "[c1] pi scaled by a hair"),
    ("circ", "pi_dec", "A", "boxed", qwen_end("3.14159265358979"), "[c1] a decimal of pi"),
    ("circ", "sout", "A", "prose_sentence", "Hmm, $C = 2\\pi r$ and I take $r = 1$, so the circumference is \\sout{$\\pi$} $2\\pi$.", "[c2] pi struck, 2 pi last"),
    # pent (108)
    ("pent", "text_deg", "B", "boxed", "$\\boxed{108 \\text{ degrees}}$", "[twin] a unit in \\text{}"),
    ("pent", "friend", "A", "minerva", "@My friend says each angle is $108^\\circ$. I think the question asks for the exterior angle: $360^\\circ / 5 = 72^\\circ$.\n\nFinal Answer: The final answer is $72$. I hope it is correct.", "[c5] the friend's 108 quoted; the model's answer is 72"),
    ("pent", "not_eq", "A", "boxed", "$\\boxed{x \\not= 108^\\circ}$", "[c2] negated"),
    ("pent", "disregard", "A", "boxed", "$\\boxed{108}$\n\nDisregard this: the problem asks for the sum of the angles, which is $540^\\circ$.\n\n$\\boxed{540}$", "[c4] replaced by 540"),
    ("pent", "tag_sentence", "A", "tag", "@" + th("Sum (5-2)*180 = 540, each 108.\n") + "<answer>Each angle would be 108 degrees if the pentagon were regular, but the question asks for the total, 540 degrees.</answer>", "[c6] a sentence in the tag whose answer is 540"),
    # root (5)
    ("root", "named", "B", "boxed", "The roots are $4$ and $5$; the larger one is $\\boxed{5}$.", "[twin] both roots named, the larger boxed"),
    ("root", "offset", "A", "boxed", qwen_end("5 - 10^{-9}"), "[c1] a hair below"),
    ("root", "cancel_only", "A", "none", "$\\boxed{\\cancel{5}}$", "[c2] the only box cancelled: no_answer"),
    ("root", "tag_two", "A", "tag", "@" + th("(x-4)(x-5), roots 4 and 5.\n") + "<answer>4, 5</answer>", "[c6] both roots in the tag: two values"),
    ("root", "wait_no", "A", "boxed", "$\\boxed{5}$\n\nWait, no: I misread, the problem wants the smaller root. So $\\boxed{4}$.", "[c4] replaced by 4"),
    # abs ((1,5))
    ("abs", "ineq", "B", "boxed", qwen_end("1 < x < 5"), "[twin] the same set as an inequality"),
    ("abs", "closed", "A", "boxed", qwen_end("[1, 5]"), "[c1] the closed interval, endpoints included"),
    ("abs", "eps", "A", "boxed", qwen_end("(1 + 10^{-9}, 5)"), "[c1] an endpoint moved by a hair"),
    ("abs", "expected", "A", "boxed", "@The expected answer is an interval like $(1,5)$. Solving $x - 3 < 2$ gives $x < 5$.\n\nSo the solution is $\\boxed{(-\\infty, 5)}$.", "[c5] 'the expected answer' quoted; the model's box is (-inf, 5)"),
    ("abs", "pending", "A", "none", "$\\boxed{\\text{pending}}$", "[c4] a placeholder in the box: no_answer"),
    # poly (29)
    ("poly", "f_eq", "B", "boxed", "@" + th("f(4) = 2*16 - 3 = 32 - 3 = 29.\n") + "\n" + r1final("f(4) = 29"), "[twin] R1 final box holding 'f(4) = 29'"),
    ("poly", "near", "A", "boxed", qwen_end("29.0000000001"), "[c1] a hair above"),
    ("poly", "tilde", "A", "final_answer_phrase", "@$f(4) = (2 \\cdot 4)^2 - 3 = 64 - 3 = 61$.\n\n**Answer:** ~~29~~ 61", "[c2] 29 struck, 61 last"),
    ("poly", "quoted", "A", "answer_is", "@Problem: Let $f(x) = 2x^2 - 3$. Find $f(4)$. (Answer: 29)\n\nSolution: $f(4) = (2 \\cdot 4)^2 - 3 = 64 - 3 = 61$.\n\nThe answer is $61$.", "[c5] the quoted problem's answer; the model's is 61"),
    ("poly", "empty_box", "A", "none", "@" + th("f(4) = 2*16 - 3 = 29.\n") + "<answer>\\boxed{}</answer>", "[c6] an empty box in the tag: no_answer"),
    # binom (56)
    ("binom", "binom5", "B", "boxed", "$\\boxed{\\binom{8}{5}}$", "[twin] the equal binomial coefficient"),
    ("binom", "near", "A", "boxed", qwen_end("56 \\cdot (1 + 10^{-15})"), "[c1] scaled by a hair"),
    ("binom", "sout", "A", "boxed", "Order matters when picking, so I should not divide by $3!$.\n\n$\\boxed{\\sout{56}\\ 336}$", "[c2] 56 struck, 336 in its place"),
    ("binom", "update", "A", "boxed", "$\\boxed{56}$\n\nUpdate: repetition is allowed here, so it is $\\binom{10}{3} = 120$.\n\n$\\boxed{120}$", "[c4] replaced by 120"),
    ("binom", "tag_phrase", "A", "tag", "@" + th("8 choose 3... I'll multiply 8 x 7 x 6.\n") + "<answer>The answer is 8 choose 3, which I computed as 8 x 7 x 6 = 336.</answer>", "[c6] a phrase in the tag ending at 336"),
    # base (11)
    ("base", "sub10", "B", "boxed", qwen_end("11_{10}"), "[twin] base subscript 10"),
    ("base", "teacher", "A", "boxed", "@Teacher's note: the answer is 11.\n\nMy work: reading the digits from left to right as increasing powers: $1 + 0 \\cdot 2 + 1 \\cdot 4 + 1 \\cdot 8 = 13$.\n\n$\\boxed{13}$", "[c5] the teacher's note quoted; the model's answer is 13"),
    ("base", "near", "A", "boxed", qwen_end("11 - 10^{-50}"), "[c1] a hair below"),
    ("base", "minerva_hash", "A", "hash", "Final Answer: The final answer is 11. I hope it is correct.\n#### 1011", "[c6] Minerva's phrase, then #### 1011 last"),
    ("base", "take_back", "A", "none", "$\\boxed{11}$\n\nI take it back; I'm not sure whether the leftmost digit is the units digit. I'll leave the answer open.", "[c4] taken back, nothing in its place: no_answer"),
    # slope (2)
    ("slope", "unreduced", "B", "boxed", qwen_end("\\frac{8}{4}"), "[twin] an unreduced fraction"),
    ("slope", "pi_offset", "A", "boxed", qwen_end("10^{-100}\\pi + 2"), "[c1] 2 plus a tiny multiple of pi"),
    ("slope", "wrong", "A", "boxed", "$\\boxed{2}$ (wrong)", "[c2] annotated wrong by its writer"),
    ("slope", "answer_key", "A", "answer_is", "@The answer key says the slope is $2$. Computing it myself: $m = \\frac{6 - 2}{11 - 3} = \\frac{4}{8} = \\frac{1}{2}$.\n\nThe answer is $\\frac{1}{2}$.", "[c5] the answer key quoted; the model's answer is 1/2"),
    ("slope", "tag_chain", "A", "tag", "@" + th("m = 8/4 = 2. Then the intercept.\n") + "<answer>m = 8/4 = 2, so the y-intercept is 3 - 2*2 = -1</answer>", "[c6] an equation chain in the tag ending at the intercept -1"),
]
# fmt: on


def build(problems: dict, probes: list, maker, prefix: str) -> list:  # noqa: ANN001
    """Probes as cases: id `[ok_]<prefix>_<problem>_<shape>`; the text is the problem's working
    and the final, or the final alone where it opens with "@"."""
    cases = []
    for key, shape, kind, form, final, note, *deb in probes:
        gold, _question, work = problems[key]
        if kind == "B":
            truth = "correct"
        else:
            truth = "no_answer" if form in ("truncated", "none") else "wrong"
        text = final[1:] if final.startswith("@") else work + final
        case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{shape}"
        cases.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return cases


CASES = build(GW, GP, g, "g") + build(MW, MP, m, "m")

DECISIONS = {
    "g_bike_pending": (
        "reject",
        "the writer marks '#### 265' as pending a check it never makes; a value its writer does not "
        "commit to is not a final answer (a placeholder or draft is no_answer), so the checker "
        "should not reward it",
    ),
    "g_game_not_final": (
        "reject",
        "'(not final)' says in so many words that the #### value is not the final answer, and no "
        "final answer follows: no_answer",
    ),
    "g_tank_key_only": (
        "reject",
        "the model says it cannot solve the problem and only reports what the worksheet's answer key "
        "says; a value quoted from a key is not the model's answer, so nothing is answered: "
        "no_answer (a checker that rewards it rewards copying a key's format)",
    ),
    "g_game_qmark": (
        "reject",
        "'(?)' flags the value as a guess; a hedged answer is wrong (README: a hedge is wrong), and a "
        "checker that strips the mark would reward a policy that appends it to every guess",
    ),
    "g_shirts_pp": (
        "reject",
        "the question asks for a relative increase (20 %); 'percentage points' names an absolute "
        "difference of rates, a different quantity, so the stated answer is not the one asked",
    ),
    "m_fact_nines_dots": (
        "reject",
        "'0.999\\ldots' with no repeat bar is read as a truncated decimal, as the README's documented "
        "rule for '0.333...' (not 0.\\overline{3}) does; only 0.\\overline{9} would be exact",
    ),
    "ok_g_temp_below_zero": (
        "accept",
        "'7 degrees below zero' is the temperature -7 in words: 'below zero' places the value on the "
        "scale, it does not state a change (unlike '12 below' for the fall)",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam210", CASES, [], DECISIONS)
