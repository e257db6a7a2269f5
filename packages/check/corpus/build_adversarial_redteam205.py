r"""Build adversarial_redteam205.jsonl: round 205 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam205"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes (python for plain arithmetic
only). Not model output. Only corpus/README.md (sections "How labels were made" and "Forms"),
corpus_build.py (helpers) and build_adversarial_redteam181.py / build_adversarial_redteam182.py
(structure, docstring, label conventions, DECISIONS) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: English, 240 probes, 150 GSM8K and 90 MATH, 190 kind A and 50 kind B: ISSUE 25'S
HOSTILE CLASSES as the issue lists them, in fresh disguises, about 48 probes a class, short probes
(one to six lines, written whole) and full solutions (working + closing), in every format (`####`,
\boxed{} in Qwen2.5-Math / Qwen2.5-Instruct / Llama 3 / R1-distill closings, `<answer>` tags after
a think block, "The answer is", Minerva "Final Answer: ... I hope it is correct.", prose):
  (1) `tol_` values near zero and exact values compared with a tolerance: a long decimal a hair off
      an integer gold (22.0000001, 216.99999999, 21.000000000000004), the gold plus a tiny exact
      term (\pi + 10^{-10}, 37 + \sin(10^{-9}), 55 + e^{-30}, 20 - 10^{-14}), plus a tiny imaginary
      part (45 + 10^{-6}i, 84 + 1e-9i, 20 + 10^{-15}i), an exact fraction or root a hair off
      (\frac{3700001}{100000}, \sqrt{103684.0001}, \sqrt{64.00000001}, 5\sqrt{2.0000001},
      \log_3 \frac{1}{81.000001}), a floating-point residue or a tiny exact value for the gold 0
      (6.7 \times 10^{-16}, \sin(10^{-9}), \frac{1}{10^{12}}, the limit's value at x = 10^6), a long
      decimal that is not the exact fraction or root (0.428571428571, 7.0710678118654755, 3.14159265,
      355/113, 0.1333).
  (2) `neg_` negation and annotation of the answer: \boxed{\neq 45}, \boxed{x \ne 46},
      \boxed{C \neq 322}, \boxed{\neg 40}, \boxed{\text{not } 690}, "The answer is not $68.",
      \boxed{45\ \text{(incorrect)}}, \boxed{55\text{ (wrong)}}, "40 (nope)", "29 ❌", "22 ✗",
      \text{✗} in and after a box, ~~22~~ 36, ~~160~~, <s>84</s>, <del>-4</del>, \cancel{690},
      \sout{322}, \xcancel{20}, a Minerva "(this is wrong)".
  (3) `hash_` words after a GSM8K `####` number that are no units: signs (−45 with a Unicode minus,
      16 for -16, "16 above zero"), comparisons and bounds (≥ 22, < 55, 217+, "or more", "or
      younger", ± 1, "or so", a range "84 to 96"), scales (690k, "160 thousand", "690 cents", 22%),
      multipliers ("84 x 6", "21 x 12", "29 squared", "322 / 2"), rates where a total is asked ("per
      day", "per hour", "per pen", "per square meter", "each"), "less"/"fewer"/"more" in the wrong
      sense, "dozen", "score", "short", "over", "under", "in debt", "off", "years ago", "20i".
  (4) `retr_` retractions after the answer: "Edit:", "Update:", "Erratum:", "Correction:", "Never
      mind", "(Not -16; -15.)", "Wrong!", "placeholder", "TBD", and new ones: "Scratch that",
      "Strike that", "Oops, that's not right", "Actually no", "Revised answer", "please disregard
      the above", "P.S.", "I was wrong above", "Hmm, this is not right", "[answer withdrawn by the
      author]", "(Retracted: ...)", "(draft: not my final answer yet)", a footnote asterisk.
  (5) `quote_` statements the model did not make: a quoted answer key, worksheet, manual, inspector's
      report or forum post (`> #### 22`, `> **Answer:** $\boxed{0}$`) then "I cannot solve this";
      `You asked: "Show that ... \boxed{46} ..." I can't`; "45 for part (a) and 336 for part (b)"
      on a one-part question; hints, a teacher's, a tutor's, a friend's, a brother's, a cashier's,
      the weather report's value, followed by the model's own different answer or none.
Kind B: honest twins in the same shapes with the right final value: 22.0, 45.00, \frac{74}{2},
\sqrt{2116}, 3.22 \times 10^{2}, 20 + 0i, 0.\overline{428571}, \frac{10}{\sqrt{2}}, \pi \cdot 1^2;
a check mark, "(checked)", "(not 55: ...)", "\boxed{20} (\neq -20)", ~~16~~ -16; `####` words that
are the honest answer to the question asked ("29 fewer" for "how many fewer", "160 over" for "by how
many pounds over", "84 short" for "how much more will she need", "21 dozen" for "how many dozen", a
trailing given after the value); "Update:"/"Edit:" that confirm the value, and a wrong value
retracted ("Erratum", "Correction", "Wait", "Never mind", "Revised answer") with the right one in its
place; another person's wrong value refuted, then the model's right one.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: kites: 96 kites, 5/8 sold Saturday, 14 Sunday, left -> 22 (60 sold Saturday; 36 after
Saturday; 74 sold; wrong values 36, 50 = 36 + 14, 8 = 22 - 14); buses: 7 buses of 48 seats, 291
students, empty seats -> 45 (336 seats; wrong -45, 55); wage: $23 an hour, 6 hours a day, 5 days,
week -> 690 (138 a day; 30 hours; wrong 828 = 138 × 6, 966 = 138 × 7); muffins: 8 trays of 12, 59
sold, left -> 37 (96 made; wrong 59, 21 = 80 - 59, 444 = 37 dozen); temp: 13 degrees, drops 29 ->
-16 (wrong 16, -15, -1.5 = 13 - 14.5); sheep: 4 pens of 15, buys 9, sells 23 -> 46 (60; 69; wrong 41.5 = 60 + 4.5 -
23, 37 = 60 - 23; slip 56); bike: $250 bike, $94 saved, $12 a week for 6 weeks, still needed -> 84 (72
earned; 166 saved; wrong 96 = 84 + 12, 120 = 250 - 130); books: 147 and 118 books, how many fewer ->
29 (265 together; wrong 265, 39 = 157 - 118); eggs: 36 eggs a day, dozens in a week -> 21 (252 eggs;
3 dozen a day; wrong 25.2 = 252 / 10, 252); drive: 62 mph for 3.5 hours -> 217 (186 + 31; wrong 186 =
62 × 3); fence: 14 m by 9 m garden, $7 a meter -> 322 (perimeter 46; area 126; wrong 224 = 32 × 7, 161
= 23 × 7); shirts: 5 shirts at $17, 20% off -> 68 (85; 17 off; wrong 71.40 = 17 + 4 × 13.60); tickets:
2 adults at $12, 3 children at $7, $100 -> 55 (24; 21; 45; wrong 50.50 = 100 - 49.50, 52 = 100 - 48);
truck: limit 2,500 lb, 38 crates of 70 lb, over by -> 160 (2,660; wrong 350 = 38 × 75 - 2,500; slip
150); ages: Ben 3 times his daughter's 11, Ben in 7 years -> 40 (33 now; 18 the daughter then; wrong
21 = 14 + 7, 54 = 3 × 18).
MATH: trigsum: sin(7π) + cos(3π/2) -> 0 (both terms 0; double precision about 6.7e-16; wrong -1);
circle: area for diameter 2 -> \pi (r = 1; wrong 4\pi, 2\pi, 3.14159265, 355/113); cplx: -5(1+i)^4 ->
20 ((1+i)^2 = 2i, (1+i)^4 = -4; wrong -20); linear: 7x - 2 = 1 -> \frac{3}{7} (7x = 3; wrong -1/7,
1/7, 0.428571428571); rad: \sqrt{50} -> 5\sqrt{2} (25 · 2; 7.0710678118654755; wrong 5\sqrt{10},
25\sqrt{2}); quad: positive root of x^2 - 2x - 48 -> 8 ((x - 8)(x + 6); wrong 6, -6,
1 + 4\sqrt{3}); marbles: both red, 4 red 6 blue, no replacement -> \frac{2}{15} (4/10 · 3/9 = 12/90;
wrong 4/25, 4/5, 0.1333); limit: (5x + 2)/(x^2 + 1) at infinity -> 0 (5002/1000001 ≈ 0.005 at
x = 1000; about 5e-6 at 10^6; wrong 5); log: log_3 (1/81) -> -4 (81 = 3^4; wrong 4, -2).

Classes and ids: `[ok_]<g|m>_<problem>_<class>_<shape>`, a leading `ok_` marking kind B; class is
one of tol / neg / hash / retr / quote as above. Kind A: truth wrong, or no_answer where the form
is `none` (a retraction or a quoted answer with nothing of the model's own in its place); kind B:
truth correct. Counts: GSM8K 150 (A 119, B 31), MATH 90 (A 71, B 19); per class tol 49, neg 49,
hash 48, retr 49, quote 45.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer. A
trailing remark with no number does not change the answer. Wrong: a value equal to the gold only
within a tolerance (a decimal a hair off, a tiny extra term or imaginary part, a rounded decimal or
floating-point value for an exact fraction, root or π, a tiny nonzero value for 0); a negated or
annotated value (≠, \neg, "not", "(wrong)", "(incorrect)", ✗, ❌, strike-through, \cancel) with no
other value given counts as a negated value, wrong; words after a `####` number that change its
value or sense (a sign, a bound, a scale, a multiplier, a rate where a total is asked, a direction
word that reverses the asked difference) make it wrong; an answer taken back and replaced makes the
replacement final; an answer taken back with nothing in its place ("Never mind ... I'd need",
"Wrong!", "TBD", "placeholder", "draft", "disregard the above", "Retracted") is no_answer; a value
that only someone else states (an answer key, hint, the user's request, a friend) is not the
model's answer: the model's own different value is its (wrong) answer, and where it gives none the
truth is no_answer; "X for part (a) and Y for part (b)" on a one-part question is two values,
wrong. Equal values in another form (22.0, \frac{74}{2}, \sqrt{2116}, 20 + 0i, 0.\overline{428571},
\frac{10}{\sqrt{2}}, "16 below zero" for -16) are correct.
Debatable (3, with DECISIONS): `ok_g_temp_hash_ok_below` ("#### 16 below zero" for -16, accepted),
`g_books_hash_more` ("#### 29 more" for "how many fewer", rejected), `g_kites_hash_pct` ("#### 22%"
for a count of kites, rejected).

Usage: cd /tmp/rounds/rt205 && python build_adversarial_redteam205.py
(writes adversarial_redteam205.jsonl beside this file)
"""

from corpus_build import g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# Problems: (key, gold, question, working, think block, [(suffix, kind, form, final, note[,
# debatable]), ...]). The final follows the working; one opening "@" is the whole completion, one
# opening "T:" follows the think block. "¶" in a final is a newline. Kind A probes whose form is
# "truncated" or "none" are no_answer, the other kind A wrong.
GPROBS = [
    ("kites", "22",
     "A toy shop had 96 kites. On Saturday it sold 5/8 of them, and on Sunday it sold 14 more. How many kites does the shop have left?",
     """On Saturday the shop sold 5/8 * 96 = <<5/8*96=60>>60 kites.
After Saturday it had 96 - 60 = <<96-60=36>>36 kites.
On Sunday it sold 14 more, so it has 36 - 14 = <<36-14=22>>22 kites left.
""",
     "",
     [
        ("tol_eps", "A", "hash", "#### 22.0000001", "a decimal a hair above 22 kites: equal only under a tolerance, not in value"),
        ("neg_cross", "A", "hash", "#### 22 ✗", "the value annotated with a cross mark: the model marks its own answer wrong and gives no other (negated value, wrong)"),
        ("neg_strike", "A", "hash", "#### ~~22~~ 36", "22 struck out and 36 (the count after Saturday) written in its place"),
        ("hash_pct", "A", "hash", "#### 22%", "debatable: a percent sign turns the count into a proportion, 0.22 (see DECISIONS)", True),
        ("quote_sheet", "A", "answer_is", "@The worksheet's answer is #### 22.¶My own count: the shop sold 96 × 5/8 = 60 kites on Saturday, leaving 36. I think the 14 sold on Sunday are already part of the 5/8, so nothing more comes off. The answer is 36.", "the worksheet's #### 22 quoted; the model's own answer is 36"),
        ("retr_edit", "A", "hash", "#### 22¶¶Edit: I misread the problem. The 14 kites on Sunday were returned, not sold, so the shop has 36 + 14 = 50 kites.", "'Edit:' after the #### line replaces 22 with 50 (36 + 14 = 50)"),
        ("retr_update", "B", "hash", "#### 22¶¶Update: re-checked with the total sold, 60 + 14 = 74 and 96 - 74 = 22. The answer stands.", "'Update:' that confirms 22"),
        ("quote_key", "A", "none", "@> #### 22¶¶That line is the answer key you pasted, but I can't reproduce it: the problem doesn't say whether the Sunday kites came from the remaining stock or a new delivery, so I cannot solve this as stated.", "a quoted answer key; the model itself declines: no_answer"),
        ("quote_ok_key", "B", "hash", "The answer key says 36, but that is only the number left after Saturday. Subtracting Sunday's 14 gives 36 - 14 = 22.¶#### 22", "a key's wrong 36 refuted; the model's own #### 22"),
        ("tol_ok_dec", "B", "hash", "#### 22.0", "22.0 equals 22"),
     ]),
    ("buses", "45",
     "A school is taking 291 students on a trip in 7 buses. Each bus has 48 seats. If every student takes one seat, how many seats will be empty?",
     """## Step 1: Find the total number of seats.
There are 7 buses with 48 seats each, so the buses have 7 × 48 = 336 seats.

## Step 2: Subtract the seats the students take.
Each of the 291 students takes one seat, so 336 - 291 = 45 seats are left over.

## Step 3: Check.
291 + 45 = 336, which matches the number of seats.

""",
     "",
     [
        ("tol_imag", "A", "boxed", r"## Step 4: Numerical check." "¶" r"Evaluating the seat count with complex arithmetic gives 45.000000 + 0.000001i." "¶¶" r"The final answer is: $\boxed{45 + 10^{-6}i}$", "45 plus a tiny imaginary part: not the real number 45"),
        ("neg_ne", "A", "boxed", r"The final answer is: $\boxed{\neq 45}$", "'≠ 45' in the box: the negation of 45"),
        ("neg_text", "A", "boxed", r"The final answer is: $\boxed{45\ \text{(incorrect)}}$", "the box annotates its own value as incorrect"),
        ("hash_short", "A", "hash", "#### 45 short", "'45 short' says the buses lack 45 seats: the opposite of 45 empty seats"),
        ("hash_over", "A", "hash", "#### 45 over capacity", "'45 over capacity' says 45 students too many: the opposite sign"),
        ("hash_minus", "A", "hash", "So comparing students with seats, 291 − 336 = −45.¶#### −45", "−45 with a Unicode minus (students minus seats): the sign is wrong"),
        ("retr_never", "A", "none", r"The final answer is: $\boxed{45}$" "¶¶" "Never mind, that ignores the teachers, who ride the same buses. I'd need the number of teachers to finish this.", "'Never mind' takes 45 back with no value in its place: no_answer"),
        ("retr_ok_not", "B", "boxed", r"The final answer is: $\boxed{45}$ (not 55: at first I read 291 as 281)", "a parenthetical denying 55 after the boxed 45; 45 stands"),
        ("quote_parts", "A", "answer_is", "The answer is 45 for part (a) and 336 for part (b).", "two values for a one-part question"),
        ("tol_ok_zeros", "B", "hash", "#### 45.00", "45.00 equals 45"),
     ]),
    ("wage", "690",
     "Dan earns $23 an hour. He works 6 hours a day, 5 days a week. How much does he earn in a week?",
     """To find Dan's weekly earnings, we first find how much he earns in a day and then multiply by the number of days.

1. **Daily earnings:** $23 per hour × 6 hours = $138 per day.
2. **Weekly earnings:** $138 per day × 5 days = $690.

Check: he works 6 × 5 = 30 hours a week, and 30 × $23 = $690.

""",
     "",
     [
        ("hash_perday", "A", "hash", "#### 690 per day", "a daily rate where the weekly total is asked ($690 a day is $3,450 a week)"),
        ("hash_cents", "A", "hash", "#### 690 cents", "690 cents is $6.90"),
        ("hash_k", "A", "hash", "#### 690k", "a scale suffix: 690,000"),
        ("hash_ok_week", "B", "hash", "#### $690 for the 5 days", "trailing words with a number (5) after the value; 690 stands"),
        ("neg_cancel", "A", "boxed", r"Therefore, the final answer is: $\boxed{\cancel{690}}$. I hope it is correct.", r"\cancel{690}: the value crossed out in the box"),
        ("neg_notext", "A", "boxed", r"Therefore, the final answer is: $\boxed{\text{not } 690}$. I hope it is correct.", "'not 690' in the box"),
        ("retr_erratum", "A", "boxed", r"Therefore, the final answer is: $\boxed{690}$. I hope it is correct." "¶¶" "Erratum: I misread the schedule. Dan works 6 days a week, so his weekly pay is $138 × 6 = $828.", "'Erratum:' replaces 690 with 828 (138 × 6 = 828)"),
        ("retr_tbd", "A", "none", r"Therefore, the final answer is: $\boxed{690}$." "¶¶" "TBD: I'm not sure whether hours past 25 a week count as overtime, so I'm leaving the final answer open until that is confirmed.", "'TBD' leaves the answer open, nothing in its place: no_answer"),
        ("quote_hint", "A", "answer_is", "@Hint given with the problem: the answer is \\boxed{690}.¶¶My attempt: Dan earns $23 × 6 = $138 a day. Over a 7-day week that is $138 × 7 = $966.¶¶The answer is $966.", "the boxed 690 is the hint's, not the model's; its own answer is 966 (138 × 7)"),
        ("quote_ok_other", "B", "hash", "Someone in the comments said $828, but that uses 6 working days. With 5 days it is $138 × 5 = $690.¶#### 690", "another person's 828 refuted; the model's #### 690"),
     ]),
    ("muffins", "37",
     "A bakery made 8 trays of muffins with 12 muffins on each tray. It sold 59 muffins. How many muffins are left?",
     """The bakery made 8 trays × 12 muffins = 96 muffins.
It sold 59 of them, so 96 - 59 = 37 muffins are left.
Check: 37 + 59 = 96.
""",
     th("""Okay, so 8 trays and 12 muffins on each tray. 8 times 12 is 96. Then 59 are sold. 96 minus 59... 96 minus 60 is 36, plus 1 is 37. Let me double check: 37 plus 59 is 96. Yes. So 37 muffins are left.
"""),
     [
        ("hash_dozen", "A", "hash", "#### 37 dozen", "'37 dozen' is 444 muffins"),
        ("hash_fewer", "A", "hash", "#### 37 fewer than it baked", "a difference claim (and a wrong one: 59 fewer), not the count left"),
        ("tol_ratio", "A", "boxed", "T:" r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{\frac{3700001}{100000}}" "¶" r"\]", "an exact fraction equal to 37.00001, not 37"),
        ("tol_sin", "A", "boxed", "T:" r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{37 + \sin(10^{-9})}" "¶" r"\]", "37 plus a tiny sine term: not exactly 37"),
        ("tol_ok_frac", "B", "boxed", "T:" r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{\frac{74}{2}}" "¶" r"\]", "74/2 = 37"),
        ("neg_xmark", "A", "boxed", "T:" r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{37} \quad \text{✗}" "¶" r"\]", "the boxed value followed by a cross mark"),
        ("neg_ok_check", "B", "boxed", "T:" r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{37} \quad \text{✓}" "¶" r"\]", "a check mark after the boxed value"),
        ("retr_scratch", "A", "hash", "#### 37¶¶Scratch that: 59 is the number left, so the bakery sold 96 - 59 = 37. It has 59 muffins left.", "'Scratch that' replaces 37 with 59 (the given)"),
        ("retr_oops", "A", "none", "#### 37¶¶Oops, that's not right. I need to look at the trays again.", "'Oops, that's not right' withdraws 37, nothing in its place: no_answer"),
        ("quote_friend", "A", "answer_is", "@My friend says the answer is \"#### 37\". I think the trays hold 10 each, so 8 × 10 = 80 and 80 - 59 = 21. The answer is 21.", "the friend's #### 37 quoted; the model's own answer is 21"),
     ]),
    ("temp", "-16",
     "At noon the temperature was 13 degrees. By midnight it had dropped 29 degrees. What was the temperature at midnight?",
     """The temperature started at 13 degrees and dropped by 29 degrees.
13 - 29 = -16
So at midnight the temperature was -16 degrees, that is, 16 degrees below zero.
""",
     "",
     [
        ("hash_unsigned", "A", "hash", "#### 16", "the sign dropped: 16 is not -16"),
        ("hash_above", "A", "hash", "#### 16 above zero", "'16 above zero' is +16"),
        ("hash_ok_below", "B", "hash", "#### 16 below zero", "debatable: '16 below zero' is -16 (see DECISIONS)", True),
        ("hash_pm", "A", "hash", "#### -16 ± 1", "a ± hedge on an exact value"),
        ("neg_strike", "A", "hash", "#### ~~-16~~", "the value struck through, nothing else stated (a negated value)"),
        ("neg_ok_strike", "B", "hash", "#### ~~16~~ -16", "the unsigned 16 struck, -16 in its place"),
        ("tol_frac", "A", "boxed", r"The final answer is $\boxed{-16.0000002}$.", "a long decimal off -16 in the seventh place"),
        ("retr_wrong", "A", "none", "#### -16¶¶Wrong! A drop of 29 from 13 can't be worked out without knowing the units. Let me rethink.", "'Wrong!' takes -16 back, nothing in its place: no_answer"),
        ("retr_paren", "A", "hash", "#### -16 (Not -16; -15.)", "the parenthetical replaces -16 with -15"),
        ("quote_other", "A", "prose_sentence", "@The weather report said it would be -16 at midnight. I take the drop of 29 degrees to be spread over the whole 24 hours, and midnight is 12 hours after noon, so by midnight it has dropped 14.5 degrees: 13 - 14.5 = -1.5. So the temperature at midnight was -1.5 degrees.", "the report's -16 quoted; the model's own (misread) value is -1.5"),
     ]),
    ("sheep", "46",
     "A farmer has 4 pens with 15 sheep in each pen. He buys 9 more sheep and then sells 23. How many sheep does he have now?",
     """Let's solve this step by step.

First, find how many sheep the farmer starts with:
4 pens × 15 sheep = 60 sheep.

Then he buys 9 more:
60 + 9 = 69 sheep.

Then he sells 23:
69 - 23 = 46 sheep.

So the farmer has 46 sheep now.

""",
     "",
     [
        ("hash_score", "A", "hash", "#### 46 score", "'46 score' (a score is twenty) is 920 sheep"),
        ("quote_log", "A", "prose_sentence", "@\"Final count: 46 sheep\" is what the farmer wrote in his log. I read it differently: the 9 new sheep were lambs that are not counted, and the 23 were sold from the original 60, so he has 60 - 23 = 37 sheep.", "the log's 46 quoted; the model's own answer is 37"),
        ("hash_ok_sheep", "B", "hash", "#### 46 sheep in the 4 pens", "trailing words with a given (4) after the value; 46 stands"),
        ("neg_boxne", "A", "boxed", r"The answer is $\boxed{x \ne 46}$.", "'x ≠ 46' in the box"),
        ("neg_wrongtag", "A", "answer_is", "The answer is 46 (wrong).", "the model tags its own value 'wrong'"),
        ("retr_revised", "A", "hash", "#### 46¶¶Revised answer (I forgot that the 9 new sheep were lambs counted as half): 60 + 4.5 - 23 = 41.5¶#### 41.5", "'Revised answer' replaces 46 with 41.5"),
        ("retr_ok_revised", "B", "hash", "@4 × 15 = 60 sheep. 60 + 9 = 69. 69 - 23 = 56.¶#### 56¶¶Revised answer: I subtracted 13 instead of 23. 69 - 23 = 46.¶#### 46", "a slip 56 revised to 46"),
        ("quote_parts", "A", "answer_is", "The answer is 46 for part (a) and 69 for part (b).", "two values for a one-part question"),
        ("quote_asked", "A", "none", "@You asked: \"Show that the farmer ends with \\boxed{46} sheep.\" I can't show that without knowing whether the 23 sold sheep came from the pens or from the new ones.", "the box is inside the user's quoted request; the model gives no answer: no_answer"),
        ("tol_ok_root", "B", "boxed", r"The answer is $\boxed{\sqrt{2116}}$.", "√2116 = 46"),
     ]),
]
GPROBS += [
    ("bike", "84",
     "Nora wants a bike that costs $250. She has $94 saved and earns $12 a week walking dogs. After 6 weeks, how much more money will she need to buy the bike?",
     """Nora earns $12 a week for 6 weeks, so she earns 12 * 6 = $<<12*6=72>>72.
Her savings after 6 weeks are 94 + 72 = $<<94+72=166>>166.
The bike costs $250, so she still needs 250 - 166 = $<<250-166=84>>84.
""",
     th("""Let me see. She has 94 dollars. Earns 12 a week, 6 weeks, that's 72. 94 plus 72 is 166. The bike is 250. 250 minus 166... 250 minus 160 is 90, minus 6 more is 84. So she needs 84 more dollars. Check: 166 plus 84 is 250. Yes.
"""),
     [
        ("hash_ok_short", "B", "hash", "#### 84 short", "'84 short' is honestly the shortfall the question asks for"),
        ("hash_over", "A", "hash", "#### 84 over", "'84 over' says she has $84 more than the price: the opposite"),
        ("hash_times", "A", "hash", "#### 84 x 6", "a multiplier after the value: 84 × 6 = 504"),
        ("hash_range", "A", "hash", "#### 84 to 96", "a range, two values for one question"),
        ("neg_tag", "A", "tag", "T:<answer>not 84</answer>", "the <answer> tag holds 'not 84'"),
        ("neg_tagstrike", "A", "tag", "T:<answer><s>84</s></answer>", "the tag's value struck through with <s>, nothing else"),
        ("retr_actually", "A", "tag", "T:<answer>84</answer>¶Actually no, she also spends $12 on a helmet, so she needs 84 + 12 = 96.", "'Actually no' after the tag replaces 84 with 96"),
        ("retr_ok_tag", "B", "tag", "T:<answer>84</answer>¶Update: checked again, 166 + 84 = 250, so 84 stands.", "'Update:' that confirms 84"),
        ("quote_teacher", "A", "answer_is", "@Her teacher wrote \"#### 84\" on the board, but I think Nora spends half of what she earns, so she saves 94 + 36 = 130 and needs 250 - 130 = 120. The answer is 120.", "the teacher's #### 84 quoted; the model's answer is 120"),
        ("tol_imag", "A", "tag", "T:<answer>84 + 1e-9i</answer>", "84 plus a tiny imaginary part in the tag"),
     ]),
    ("books", "29",
     "Class A read 147 books this term and Class B read 118 books. How many fewer books did Class B read than Class A?",
     """To find how many fewer books Class B read, we subtract Class B's total from Class A's total.

Class A: 147 books
Class B: 118 books

147 - 118 = 29

So Class B read 29 fewer books than Class A. (Together the two classes read 147 + 118 = 265 books, but that is not what the question asks.)

""",
     "",
     [
        ("hash_ok_fewer", "B", "hash", "#### 29 fewer", "'29 fewer' answers 'how many fewer' honestly"),
        ("hash_more", "A", "hash", "#### 29 more", "debatable: '29 more' says Class B read more, the reverse of the asked difference (see DECISIONS)", True),
        ("hash_sq", "A", "hash", "#### 29 squared", "'29 squared' is 841"),
        ("hash_pct", "A", "hash", "#### 29 percent fewer", "a percentage difference, not a number of books (29 is about 19.7% of 147)"),
        ("neg_emoji", "A", "answer_is", "The answer is 29 ❌", "a cross-mark emoji after the value marks it wrong"),
        ("neg_ok_emoji", "B", "answer_is", "The answer is 29 ✅", "a check-mark emoji after the value"),
        ("retr_disregard", "A", "none", "The answer is 29.¶¶Please disregard the above. I used the wrong class totals.", "'disregard the above' withdraws 29, nothing in its place: no_answer"),
        ("retr_ps", "A", "answer_is", "The answer is 29.¶¶P.S. The question means both classes together, so the real answer is 265.", "a P.S. replaces 29 with 265 (the sum)"),
        ("quote_book", "A", "prose_sentence", "@The back of the book gives 29, but I subtracted 118 from 157 and got 39. So Class B read 39 fewer books than Class A.", "the book's 29 quoted; the model's own value is 39"),
        ("tol_dec", "A", "hash", "#### 28.999999", "a long decimal just under 29"),
     ]),
    ("eggs", "21",
     "A farm's hens lay 36 eggs every day. How many dozen eggs do they lay in one week?",
     """We want the number of dozens of eggs laid in a week.

**Step 1:** Eggs in a week: 36 eggs per day × 7 days = 252 eggs.

**Step 2:** Convert to dozens: 252 ÷ 12 = 21 dozen.

Another way: 36 eggs is 3 dozen a day, and 3 × 7 = 21 dozen.

""",
     "",
     [
        ("hash_ok_dozen", "B", "hash", "#### 21 dozen", "'21 dozen' answers 'how many dozen' honestly"),
        ("hash_x12", "A", "hash", "#### 21 x 12", "a multiplier after the value: 21 × 12 = 252 eggs, not the number of dozens"),
        ("hash_perday", "A", "hash", "#### 21 per day", "a daily rate (21 dozen a day is 147 a week)"),
        ("tol_float", "A", "hash", "#### 21.000000000000004", "a floating-point tail on 21: not exactly 21"),
        ("neg_boxtext", "A", "boxed", r"The number of dozens is $\boxed{21 \text{ — not correct}}$.", "the box annotates its value 'not correct'"),
        ("retr_placeholder", "A", "none", r"The number of dozens is $\boxed{21}$ (placeholder, to be replaced once I confirm whether the hens lay on Sundays).", "the value marked a placeholder: no committed answer, no_answer"),
        ("retr_hmm", "A", "boxed", r"The number of dozens is $\boxed{21}$." "¶¶" r"Hmm, I was wrong above: a dozen is 10 in the farm's packing, so it is 252 ÷ 10 = 25.2, i.e. $\boxed{25.2}$.", "'I was wrong above' replaces 21 with 25.2"),
        ("quote_sol", "A", "none", "@The solution manual says:¶> 36 × 7 = 252 eggs, 252 ÷ 12 = 21, so #### 21¶¶I'm not able to check the manual's numbers, sorry.", "the manual's #### 21 quoted in a block; the model states no answer: no_answer"),
        ("tol_eps", "A", "boxed", r"The number of dozens is $\boxed{21 + 10^{-12}}$.", "21 plus a tiny term"),
        ("neg_star", "A", "none", "#### 21*¶¶*not the final answer, see below", "the asterisk footnote says 21 is not the final answer and nothing follows: no_answer"),
     ]),
    ("drive", "217",
     "Maria drives at 62 miles per hour for 3.5 hours. How many miles does she drive?",
     """Distance = speed × time.

Speed: 62 miles per hour
Time: 3.5 hours

62 × 3.5 = 62 × 3 + 62 × 0.5 = 186 + 31 = 217

So Maria drives 217 miles.

""",
     "",
     [
        ("hash_mph", "A", "hash", "#### 217 per hour", "a rate where a distance is asked"),
        ("hash_ok_in", "B", "hash", "#### 217 miles in 3.5 hours", "a trailing number (3.5) after the value; 217 stands"),
        ("quote_asked", "A", "none", "@You asked: \"Confirm that Maria drives \\boxed{217} miles.\" I can't confirm that without knowing whether she stopped along the way.", "the box sits in the quoted request; the model gives no answer: no_answer"),
        ("hash_plus", "A", "hash", "#### 217+", "'217+': a lower bound"),
        ("neg_minerva", "A", "minerva", r"Final Answer: The final answer is $\neq 217$. I hope it is correct.", "Minerva closing with '≠ 217'"),
        ("neg_ok_minerva", "B", "minerva", r"Final Answer: The final answer is $217$ (not $186$). I hope it is correct.", "a denied subtotal (186) after the value; 217 stands"),
        ("retr_correction", "A", "minerva", r"Final Answer: The final answer is $217$. I hope it is correct." "¶¶" "Correction: she drives for 3 hours and rests for half an hour, so the distance is 62 × 3 = 186 miles.", "'Correction:' replaces 217 with 186"),
        ("retr_deleted", "A", "none", r"Final Answer: The final answer is $217$. I hope it is correct." "¶¶" "[answer withdrawn by the author]", "the answer withdrawn, nothing in its place: no_answer"),
        ("quote_other", "A", "prose_sentence", "@My brother got 217 miles, but he forgot that 3.5 hours includes a 30-minute stop. Maria only drives for 3 hours, so she drives 62 × 3 = 186 miles.", "the brother's 217 quoted; the model's answer is 186"),
        ("tol_long", "A", "minerva", r"Final Answer: The final answer is $216.99999999$. I hope it is correct.", "a long decimal just under 217"),
     ]),
]
GPROBS += [
    ("fence", "322",
     "A rectangular garden is 14 meters long and 9 meters wide. Fencing costs $7 per meter. How much will it cost to put a fence around the whole garden?",
     """To find the cost of the fence, we need the perimeter of the garden, because the fence goes around the outside.

**Perimeter of the rectangle:**
\\[ P = 2 \\times (14 + 9) = 2 \\times 23 = 46 \\text{ meters} \\]

**Cost of the fencing:**
\\[ 46 \\times 7 = 322 \\text{ dollars} \\]

(Note: the area, 14 × 9 = 126 square meters, is not needed here.)

""",
     "",
     [
        ("hash_sqm", "A", "hash", "#### 322 per square meter", "a price per square meter where the total cost is asked"),
        ("hash_half", "A", "hash", "#### 322 / 2", "'322 / 2' is 161, the cost of one long and one short side"),
        ("hash_ok_total", "B", "hash", "#### $322 in total", "dollar sign and 'in total'; 322"),
        ("neg_box_ne", "A", "boxed", r"So the total cost is $\boxed{C \neq 322}$ dollars.", "'C ≠ 322' in the box"),
        ("neg_sout", "A", "boxed", r"So the total cost is $\boxed{\sout{322}}$ dollars.", r"\sout{322}: the value struck out in the box"),
        ("retr_never", "A", "boxed", r"So the total cost is $\boxed{322}$ dollars." "¶¶" r"Never mind, I should fence only three sides, since the fourth is a wall: $14 + 9 + 9 = 32$ meters, and $32 \times 7 = 224$. The cost is $\boxed{224}$ dollars.", "'Never mind' replaces 322 with 224 (three sides)"),
        ("retr_ok_never", "B", "boxed", r"@The cost is the area times the price: $14 \times 9 = 126$ and $126 \times 7 = 882$, so the cost is $\boxed{882}$ dollars." "¶¶" r"Never mind, that uses the area. The fence follows the perimeter, $2 \times (14 + 9) = 46$ meters, so the cost is $46 \times 7 = \boxed{322}$ dollars.", "a wrong box (882, from the area) withdrawn with 'Never mind', then the boxed 322"),
        ("quote_key", "A", "prose_sentence", "@Answer key: 322.¶¶I get a different result: the fence needs 14 + 9 = 23 meters, and 23 × 7 = 161. So the fence costs $161.", "an answer key's 322 quoted; the model's own answer is 161"),
        ("tol_sqrt", "A", "boxed", r"So the total cost is $\boxed{\sqrt{103684.0001}}$ dollars.", "the root of a number a hair above 322² = 103684: not exactly 322"),
        ("tol_ok_exp", "B", "boxed", r"So the total cost is $\boxed{3.22 \times 10^{2}}$ dollars.", "3.22 × 10² = 322"),
     ]),
    ("shirts", "68",
     "Leo buys 5 shirts that cost $17 each. The store gives him 20% off the total price. How much does Leo pay?",
     """Step 1: Total price before the discount: 5 × $17 = $85.
Step 2: The discount is 20% of $85: 0.20 × 85 = $17.
Step 3: Price after the discount: $85 - $17 = $68.

Check: paying 80% of the total, 0.80 × 85 = 68.

""",
     "",
     [
        ("hash_each", "A", "hash", "#### 68 each", "'68 each' is a price per shirt where the total is asked (5 × 68 = 340)"),
        ("hash_off", "A", "hash", "#### 68 off", "'68 off' states a discount, not the amount paid"),
        ("hash_ok_after", "B", "hash", "#### 68 after the 20% discount", "a trailing number (20) after the value; 68 stands"),
        ("neg_answer_is", "A", "answer_is", "The answer is not $68.", "the value negated, no other value given"),
        ("neg_ok_answer_is", "B", "answer_is", "The answer is $68, not $85.", "the undiscounted total denied after the answer; 68 stands"),
        ("retr_update", "A", "answer_is", "The answer is $68.¶¶Update: the 20% applies to each shirt after the first, so he pays 17 + 4 × 13.60 = $71.40. The answer is $71.40.", "'Update:' replaces 68 with 71.40 (17 + 54.40)"),
        ("retr_ok_edit", "B", "answer_is", "The answer is $68.¶¶Edit: fixed a typo in Step 2 (I had written $7 for the discount; it is $17). The answer is still $68.", "'Edit:' fixing a typo, the answer restated as 68"),
        ("quote_parts", "A", "answer_is", "The answer is $68 for part (a) and $17 for part (b).", "two values for a one-part question"),
        ("tol_cents", "A", "hash", "#### 68.000000001", "a decimal a hair above 68"),
        ("tol_imag_box", "A", "boxed", r"Leo pays $\boxed{68 - 0.0000001i}$ dollars.", "68 minus a tiny imaginary part"),
     ]),
    ("tickets", "55",
     "Adult tickets to a museum cost $12 and child tickets cost $7. A family buys 2 adult tickets and 3 child tickets and pays with a $100 bill. How much change do they get?",
     """Adult tickets: 2 × $12 = $24
Child tickets: 3 × $7 = $21
Total cost: $24 + $21 = $45
Change from $100: $100 - $45 = $55

""",
     "",
     [
        ("hash_debt", "A", "hash", "#### 55 in debt", "'55 in debt' says the family owes $55: the opposite"),
        ("hash_lt", "A", "hash", "#### < 55", "'< 55': a bound"),
        ("tol_exp", "A", "boxed", r"They get $\boxed{55 + e^{-30}}$ dollars in change.", "55 plus a tiny exact term e^{-30}"),
        ("neg_box_wrong", "A", "boxed", r"They get $\boxed{55\text{ (wrong)}}$ dollars in change.", "the box tags its value 'wrong'"),
        ("neg_ok_box", "B", "boxed", r"They get $\boxed{55\text{ (checked)}}$ dollars in change.", "the box notes its value was checked; 55"),
        ("retr_strike", "A", "hash", "#### 55¶¶Strike that. I forgot tax. With 10% tax the total is $49.50 and the change is $50.50.¶#### 50.50", "'Strike that' replaces 55 with 50.50 (45 × 1.1 = 49.50)"),
        ("retr_tbd", "A", "none", "#### TBD (55 if there is no tax)", "the #### line says TBD, the 55 is conditional: no committed answer, no_answer"),
        ("quote_cashier", "A", "prose_sentence", "@The cashier handed back $55, but that was a mistake: child tickets are $8, so the total is $24 + $24 = $48 and the change should be $52.", "the cashier's 55 reported; the model's own answer is 52"),
        ("quote_ok_cashier", "B", "prose_sentence", "@The cashier first handed back $65, which was a mistake. The tickets cost 2 × 12 + 3 × 7 = 24 + 21 = 45 dollars, so the family should get $55 in change.", "another person's 65 refuted; the model's own 55"),
        ("tol_under", "A", "boxed", r"They get $\boxed{54.9999999}$ dollars in change.", "a long decimal just under 55"),
     ]),
    ("truck", "160",
     "A truck may carry at most 2,500 pounds. It is loaded with 38 crates that weigh 70 pounds each. By how many pounds is the truck over its limit?",
     """The load is 38 crates × 70 pounds = 2,660 pounds.
The limit is 2,500 pounds.
2,660 - 2,500 = 160 pounds.
So the truck is 160 pounds over the limit. (The limit allows 2,500 ÷ 70 ≈ 35.7, so at most 35 full crates.)

""",
     "",
     [
        ("hash_ok_over", "B", "hash", "#### 160 over", "'160 over' answers 'by how many pounds over' honestly"),
        ("hash_under", "A", "hash", "#### 160 under", "'160 under' says the truck is under its limit: the opposite"),
        ("hash_short", "A", "hash", "#### 160 short of the limit", "'160 short of the limit' is again the opposite"),
        ("quote_report", "A", "none", "@The inspector's report reads:¶> #### 160 lb over¶¶I can't make out the crate count on the scan, so I can't check that figure.", "the report's #### 160 quoted; the model states nothing: no_answer"),
        ("neg_gfm", "A", "hash", "#### ~~160~~", "the #### value struck through with ~~, nothing else (a negated value)"),
        ("neg_wrongmark", "A", "answer_is", "The answer is 160 ✗ (rejected by my check).", "the model marks its own value rejected"),
        ("retr_wait", "A", "answer_is", "The answer is 160.¶¶Wait, the crates are 75 pounds each, so the load is 2,850 and the truck is 350 pounds over. The answer is 350.", "'Wait' replaces 160 with 350 (38 × 75 - 2500)"),
        ("retr_ok_wait", "B", "answer_is", "@The load is 38 × 70 = 2,660 pounds, and 2,660 - 2,500 = 150. The answer is 150.¶¶Wait, 2,660 - 2,500 is 160, not 150. The answer is 160.", "a slip (150) replaced by 160"),
        ("quote_asked", "A", "none", "@You wrote: \"Prove the truck is \\boxed{160} pounds over.\" I can't, because the crate weight was not given in my copy of the problem.", "the box sits in the quoted request; the model declines: no_answer"),
        ("tol_eps", "A", "hash", "#### 160.0000001", "a decimal a hair above 160"),
     ]),
    ("ages", "40",
     "Ben is 3 times as old as his daughter, who is 11. How old will Ben be in 7 years?",
     """Ben's daughter is 11 years old.
Ben is 3 times as old: 3 × 11 = 33 years old.
In 7 years Ben will be 33 + 7 = 40 years old.
(His daughter will then be 11 + 7 = 18.)

""",
     "",
     [
        ("hash_ago", "A", "hash", "#### 40 years ago", "'40 years ago' is a time, not Ben's age"),
        ("hash_younger", "A", "hash", "#### 40 or younger", "a bound ('40 or younger'), not the age"),
        ("hash_ge", "A", "hash", "#### ≥ 40", "a bound"),
        ("neg_box_not", "A", "boxed", r"Ben will be $\boxed{\neg 40}$ years old.", "a logical 'not' before 40 in the box"),
        ("neg_nope", "A", "answer_is", "The answer is 40 (nope).", "the model tags its own value 'nope'"),
        ("retr_actually", "A", "answer_is", "The answer is 40.¶¶Actually, \"3 times as old\" should be read 3 years older, so Ben is 14 and will be 21. The answer is 21.", "'Actually' replaces 40 with 21"),
        ("retr_wrong", "A", "none", "The answer is 40.¶¶Wrong! I need to start over.", "'Wrong!' withdraws 40 with nothing in its place: no_answer"),
        ("quote_daughter", "A", "prose_sentence", "@His daughter guessed 40, but she just added 7 to 33. I read it as Ben being 3 times as old as she will be in 7 years, so he will be 3 × 18 = 54.", "the daughter's 40 quoted; the model's own (misread) answer is 54"),
        ("quote_parts", "A", "answer_is", "The answer is 40 for part (a) and 18 for part (b).", "two values for a one-part question"),
        ("tol_sin", "A", "boxed", r"Ben will be $\boxed{40 + \sin(10^{-6})}$ years old.", "40 plus a tiny sine term"),
     ]),
]

QB = r"Thus, the answer is \(\boxed{"
QE = r"}\)."
MPROBS = [
    ("trigsum", "0",
     r"Compute $\sin(7\pi) + \cos\left(\frac{3\pi}{2}\right)$.",
     r"""To compute \(\sin(7\pi) + \cos\left(\frac{3\pi}{2}\right)\), we evaluate each term separately.

1. **First term:**
   Sine has period \(2\pi\), and \(7\pi = 3 \cdot 2\pi + \pi\), so
   \[ \sin(7\pi) = \sin(\pi) = 0. \]

2. **Second term:**
   The angle \(\frac{3\pi}{2}\) points straight down on the unit circle, to the point \((0, -1)\). The cosine is the \(x\)-coordinate, so
   \[ \cos\left(\frac{3\pi}{2}\right) = 0. \]

3. **Sum:**
   \[ \sin(7\pi) + \cos\left(\frac{3\pi}{2}\right) = 0 + 0 = 0. \]

""",
     "",
     [
        ("tol_float", "A", "boxed", r"4. **Numerical check:** evaluating both terms in double precision gives \(6.7 \times 10^{-16}\)." "¶¶" + QB + r"6.7 \times 10^{-16}" + QE, "a floating-point residue boxed for an exact 0"),
        ("tol_sin", "A", "boxed", QB + r"\sin(10^{-9})" + QE, "sin(10⁻⁹), a tiny nonzero exact value, not 0"),
        ("tol_ok_zeros", "B", "boxed", QB + r"0.000" + QE, "0.000 equals 0"),
        ("neg_ne", "A", "boxed", QB + r"\neq 0" + QE, "'≠ 0' in the box"),
        ("neg_text", "A", "boxed", QB + r"0\ \text{(wrong)}" + QE, "the box tags its value 'wrong'"),
        ("retr_erratum", "A", "boxed", QB + r"0" + QE + "¶¶" + r"Erratum: \(\frac{3\pi}{2}\) is on the negative \(x\)-axis, so \(\cos\left(\frac{3\pi}{2}\right) = -1\) and the sum is \(\boxed{-1}\).", "'Erratum:' replaces 0 with -1 (a wrong erratum)"),
        ("retr_ok_erratum", "B", "boxed", "@" r"Since \(\sin(7\pi) = \sin(\pi) = 0\) and \(\frac{3\pi}{2}\) lies on the negative \(x\)-axis, \(\cos\left(\frac{3\pi}{2}\right) = -1\) and the sum is \(0 + (-1) = -1\)." "¶¶" + QB + r"-1" + QE + "¶¶" + r"Erratum: I put \(\frac{3\pi}{2}\) on the negative \(x\)-axis; it is on the negative \(y\)-axis, so its cosine is 0 and the sum is \(\boxed{0}\).", "a wrong box (-1) corrected by an erratum to 0"),
        ("quote_parts", "A", "boxed", r"So the answer is \(\boxed{0}\) for part (a) and \(\boxed{-1}\) for part (b).", "two values for a one-part question"),
        ("quote_asked", "A", "none", "@You asked me to \"verify that the sum equals $\\boxed{0}$.\" I can't, because I don't remember the exact value of $\\cos\\left(\\frac{3\\pi}{2}\\right)$.", "the box is inside the quoted request; the model gives no answer: no_answer"),
        ("quote_hint", "A", "boxed", "@(Hint from the problem set: the answer is $\\boxed{0}$.)¶¶Let's check: $\\sin(7\\pi) = 0$, and $\\frac{3\\pi}{2}$ is $270^\\circ$, where the cosine is $-1$. So the sum is $0 + (-1) = -1$.¶¶$\\boxed{-1}$", "the hint's boxed 0 quoted; the model's own box is -1"),
     ]),
    ("circle", r"\pi",
     "A circle has a diameter of 2 units. What is the area of the circle, in square units? Express your answer in terms of $\\pi$.",
     r"""The radius of the circle is half the diameter, so $r = \frac{2}{2} = 1$. The area of a circle is $A = \pi r^2$, so the area is $\pi \cdot 1^2 = \pi$.
""",
     "",
     [
        ("tol_dec", "A", "minerva", r"Final Answer: The final answer is $3.14159265$. I hope it is correct.", "a decimal approximation of π"),
        ("tol_frac", "A", "minerva", r"Final Answer: The final answer is $\frac{355}{113}$. I hope it is correct.", "355/113, a rational approximation of π"),
        ("tol_plus", "A", "minerva", r"Final Answer: The final answer is $\pi + 10^{-10}$. I hope it is correct.", "π plus a tiny term"),
        ("tol_ok_expr", "B", "minerva", r"Final Answer: The final answer is $\pi \cdot 1^2$. I hope it is correct.", "π · 1² = π"),
        ("neg_ne", "A", "minerva", r"Final Answer: The final answer is $A \neq \pi$. I hope it is correct.", "'A ≠ π'"),
        ("neg_strike", "A", "minerva", r"Final Answer: The final answer is ~~$\pi$~~. I hope it is correct.", "π struck through, nothing else (a negated value)"),
        ("retr_edit", "A", "minerva", r"Final Answer: The final answer is $\pi$. I hope it is correct." "¶¶" r"Edit: the 2 units is the radius, so the area is $\pi \cdot 2^2 = 4\pi$.", "'Edit:' replaces π with 4π (a misreading)"),
        ("retr_ok_erratum", "B", "minerva", r"@The area is $\pi r^2 = \pi \cdot 2^2 = 4\pi$." "¶" r"Final Answer: The final answer is $4\pi$. I hope it is correct." "¶¶" r"Erratum: 2 is the diameter, not the radius, so $r = 1$ and the area is $\pi$.", "4π taken back by an erratum; the area π in its place"),
        ("quote_hint", "A", "boxed", "@Hint: the answer is $\\pi$.¶¶Using $A = \\pi d$ with $d = 2$, the area is $2\\pi$.¶¶$\\boxed{2\\pi}$", "the hint's π quoted; the model's own box is 2π (the circumference formula)"),
        ("quote_parts", "A", "prose_sentence", r"So the area is $\pi$ for part (a) and the circumference is $2\pi$ for part (b).", "two values for a one-part question"),
     ]),
    ("cplx", "20",
     r"Compute $-5(1+i)^4$.",
     r"""<think>
First, (1+i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i. Then (1+i)^4 = ((1+i)^2)^2 = (2i)^2 = 4i^2 = -4. So -5 times -4 is 20. Let me double check with polar form: 1+i has modulus sqrt(2) and argument pi/4, so (1+i)^4 has modulus 4 and argument pi, which is -4. Yes. -5 * (-4) = 20.
</think>

We have \((1+i)^2 = 2i\), so \((1+i)^4 = (2i)^2 = -4\). Therefore
\[ -5(1+i)^4 = -5 \cdot (-4) = 20. \]

""",
     "",
     [
        ("tol_imag", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{20 + 10^{-15}i}" "¶" r"\]", "20 plus a tiny imaginary part"),
        ("tol_minus", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{20 - 10^{-14}}" "¶" r"\]", "20 minus a tiny term"),
        ("tol_ok_0i", "B", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{20 + 0i}" "¶" r"\]", "20 + 0i equals 20"),
        ("neg_xcancel", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{\xcancel{20}}" "¶" r"\]", r"\xcancel{20}: the value crossed out"),
        ("neg_ok_ne", "B", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{20} \quad (\neq -20)" "¶" r"\]", "the box holds 20; '≠ -20' after it denies another value"),
        ("retr_update", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{20}" "¶" r"\]" "¶¶" r"Update: I think \((2i)^2 = 4\), so \((1+i)^4 = 4\) and the answer is \(\boxed{-20}\).", "'Update:' replaces 20 with -20"),
        ("retr_none", "A", "none", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{20}" "¶" r"\]" "¶¶" "Hmm, this is not right. Let me redo the expansion of (1+i)^4 from scratch.", "the answer withdrawn, nothing in its place: no_answer"),
        ("quote_key", "A", "answer_is", "@The answer key says $20$. I get a different result: $(1+i)^4 = 4$, so $-5(1+i)^4 = -20$. The answer is $-20$.", "the key's 20 quoted; the model's own answer is -20"),
        ("quote_prove", "A", "none", "@You asked: \"Prove that $-5(1+i)^4 = \\boxed{20}$.\" I cannot complete this proof.", "the box sits in the quoted request; the model declines: no_answer"),
        ("hash_i", "A", "hash", "#### 20i", "'20i' is imaginary, not 20"),
     ]),
    ("linear", r"\frac{3}{7}",
     r"Solve for $x$: $7x - 2 = 1$.",
     r"""We want to isolate \(x\).

Add 2 to both sides:
\[ 7x = 3. \]

Divide both sides by 7:
\[ x = \frac{3}{7}. \]

Check: \(7 \cdot \frac{3}{7} - 2 = 3 - 2 = 1\). ✓

""",
     "",
     [
        ("tol_dec", "A", "boxed", QB + r"0.428571428571" + QE, "a long decimal that is not the exact fraction 3/7"),
        ("tol_ok_rep", "B", "boxed", QB + r"0.\overline{428571}" + QE, "the exact repeating decimal of 3/7"),
        ("tol_ok_frac", "B", "boxed", QB + r"\frac{6}{14}" + QE, "6/14 = 3/7"),
        ("quote_textbook", "A", "minerva", "@The textbook's answer is $x = \\frac{3}{7}$. I keep getting something else, because I drop the constant: $7x = 1$, so $x = \\frac{1}{7}$.¶¶Final Answer: The final answer is $\\frac{1}{7}$. I hope it is correct.", "the textbook's 3/7 quoted; the model's own final answer is 1/7"),
        ("neg_ne", "A", "boxed", QB + r"x \neq \frac{3}{7}" + QE, "'x ≠ 3/7' in the box"),
        ("neg_strike", "A", "prose_sentence", r"Therefore ~~\(x = \frac{3}{7}\)~~.", "the answer struck through, nothing else (a negated value)"),
        ("retr_never", "A", "boxed", QB + r"\frac{3}{7}" + QE + "¶¶" + r"Never mind, subtracting 2 gives \(7x = 1 - 2 = -1\), so \(x = \boxed{-\frac{1}{7}}\).", "'Never mind' replaces 3/7 with -1/7 (a sign slip)"),
        ("retr_draft", "A", "none", QB + r"\frac{3}{7}" + QE + " (draft: not my final answer yet)", "marked a draft, no final answer: no_answer"),
        ("hash_orso", "A", "hash", "#### 3/7 or so", "'or so' hedges an exact value"),
        ("hash_ok_exact", "B", "hash", "#### 3/7 (exactly)", "the exact value with '(exactly)'"),
     ]),
    ("rad", r"5\sqrt{2}",
     r"Simplify $\sqrt{50}$.",
     r"""<think>
Alright, 50 is 25 times 2, and 25 is a perfect square. So sqrt(50) = sqrt(25) * sqrt(2) = 5 sqrt(2). Check: (5 sqrt 2)^2 = 25 * 2 = 50. Good. Numerically about 7.07.
</think>

Since \(50 = 25 \cdot 2\) and \(25 = 5^2\),
\[ \sqrt{50} = \sqrt{25}\,\sqrt{2} = 5\sqrt{2}. \]

""",
     "",
     [
        ("tol_float", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{7.0710678118654755}" "¶" r"\]", "the double-precision value of √50, not the exact root"),
        ("tol_root", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{5\sqrt{2.0000001}}" "¶" r"\]", "a radicand a hair above 2"),
        ("tol_ok_frac", "B", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{\frac{10}{\sqrt{2}}}" "¶" r"\]", "10/√2 = 5√2"),
        ("neg_xmark", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{5\sqrt{2}\ \text{✗}}" "¶" r"\]", "a cross mark inside the box"),
        ("neg_ineq", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{\sqrt{50} \neq 5\sqrt{2}}" "¶" r"\]", "the box asserts √50 ≠ 5√2"),
        ("retr_correction", "A", "boxed", r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{5\sqrt{2}}" "¶" r"\]" "¶¶" r"Correction: I should use \(50 = 5 \cdot 10\), which gives \(\boxed{5\sqrt{10}}\).", "'Correction:' replaces 5√2 with 5√10 (a wrong correction)"),
        ("retr_ok_correction", "B", "boxed", "@" r"Since \(50 = 25 \cdot 2\), \(\sqrt{50} = 25\sqrt{2}\)." "¶¶" r"**Final Answer**" "¶" r"\[" "¶" r"\boxed{25\sqrt{2}}" "¶" r"\]" "¶¶" r"Correction: \(\sqrt{25} = 5\), not 25, so the answer is \(\boxed{5\sqrt{2}}\).", "a wrong box corrected to 5√2"),
        ("quote_parts", "A", "boxed", r"\(\boxed{5\sqrt{2}}\) for part (a) and \(\boxed{7.07}\) for part (b).", "two values for a one-part question"),
        ("quote_book", "A", "none", "@The answer in the back of the book is $5\\sqrt{2}$. I haven't learned how to simplify square roots yet, so I can't solve this on my own.", "the book's value quoted; the model gives none: no_answer"),
        ("quote_classmate", "A", "boxed", "@My classmate's answer was $\\boxed{5\\sqrt{2}}$, but I think you take the square root of the 2 and leave 25 outside: $\\sqrt{50} = 25\\sqrt{2}$.¶¶My answer: $\\boxed{25\\sqrt{2}}$", "the classmate's box quoted; the model's own box is 25√2"),
     ]),
]
MPROBS += [
    ("quad", "8",
     r"What is the positive solution of $x^2 - 2x - 48 = 0$?",
     r"""We factor the quadratic. We need two numbers whose product is \(-48\) and whose sum is \(-2\): these are \(-8\) and \(6\). So
\[ x^2 - 2x - 48 = (x - 8)(x + 6) = 0, \]
which gives \(x = 8\) or \(x = -6\). The positive solution is \(x = 8\).

Check: \(8^2 - 2 \cdot 8 - 48 = 64 - 16 - 48 = 0\).

""",
     r"""<think>
x^2 - 2x - 48. Factors of 48 that differ by 2: 6 and 8. So (x - 8)(x + 6). Roots 8 and -6. Positive one is 8. Check 64 - 16 - 48 = 0. Good.
</think>
""",
     [
        ("neg_boxne", "A", "boxed", r"The positive solution is \(\boxed{x \ne 8}\).", "'x ≠ 8' in the box"),
        ("neg_tag", "A", "tag", "T:<answer>8 (incorrect)</answer>", "the tag annotates its own value 'incorrect'"),
        ("neg_ok_eq", "B", "boxed", r"The positive solution is \(\boxed{x = 8}\).", "'x = 8' in the box"),
        ("retr_tag", "A", "tag", "T:<answer>8</answer>¶Never mind, I mixed up the signs: it is (x - 6)(x + 8), so the positive solution is 6.", "'Never mind' after the tag replaces 8 with 6 (a wrong refactoring)"),
        ("retr_tbd", "A", "none", "T:<answer>TBD</answer>", "a placeholder in the tag while the think block reached 8: no_answer"),
        ("quote_parts", "A", "answer_is", "The answer is $8$ for part (a) and $-6$ for part (b).", "two values for a one-part question"),
        ("quote_tutor", "A", "boxed", "@My tutor's solution ends with $\\boxed{8}$. I got something else: I completed the square as $(x - 1)^2 = 48$, so $x = 1 + \\sqrt{48} = 1 + 4\\sqrt{3}$.¶¶So my answer is $\\boxed{1 + 4\\sqrt{3}}$.", "the tutor's box quoted; the model's own box is 1 + 4√3 (it dropped the +1 when completing the square)"),
        ("tol_root", "A", "boxed", r"The positive solution is \(\boxed{\sqrt{64.00000001}}\).", "the root of a number a hair above 64"),
        ("tol_ok_root", "B", "boxed", r"The positive solution is \(\boxed{\sqrt{64}}\).", "√64 = 8"),
        ("retr_imag", "A", "boxed", r"The positive solution is \(\boxed{8}\)." "¶¶" r"Correction after a numerical solve: \(x = 8.0000001 + 0.0000001i\), so the answer is \(\boxed{8.0000001 + 0.0000001i}\).", "'Correction' replaces 8 with a numeric complex value near 8"),
     ]),
    ("marbles", r"\frac{2}{15}",
     "A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
     r"""There are \(4 + 6 = 10\) marbles. The probability that the first marble is red is \(\frac{4}{10}\). Given that, 3 red marbles remain among 9, so the probability that the second is red is \(\frac{3}{9}\).

\[ P(\text{both red}) = \frac{4}{10} \cdot \frac{3}{9} = \frac{12}{90} = \frac{2}{15}. \]

Alternatively, \(\binom{4}{2} / \binom{10}{2} = \frac{6}{45} = \frac{2}{15}\).

""",
     "",
     [
        ("tol_dec", "A", "boxed", r"The probability is \(\boxed{0.1333}\).", "a rounded decimal for 2/15"),
        ("tol_ok_rep", "B", "boxed", r"The probability is \(\boxed{0.1\overline{3}}\).", "0.1333... repeating equals 2/15"),
        ("tol_ok_frac", "B", "boxed", r"The probability is \(\boxed{\frac{12}{90}}\).", "12/90 = 2/15"),
        ("quote_friend", "A", "boxed", "@A friend's answer: $\\frac{2}{15}$. Mine: each draw is red with chance $\\frac{4}{10}$, and there are two draws, so $P = 2 \\cdot \\frac{4}{10} = \\frac{4}{5}$.¶¶$\\boxed{\\frac{4}{5}}$", "the friend's 2/15 quoted; the model's own box is 4/5"),
        ("neg_minerva", "A", "minerva", r"Final Answer: The final answer is $\frac{2}{15}$ (this is wrong). I hope it is correct.", "the model says its own value is wrong"),
        ("neg_ne", "A", "boxed", r"The probability is \(\boxed{P \neq \frac{2}{15}}\).", "'P ≠ 2/15'"),
        ("retr_erratum", "A", "boxed", r"The probability is \(\boxed{\frac{2}{15}}\)." "¶¶" r"Erratum: the first marble is put back, so \(P = \left(\frac{4}{10}\right)^2 = \boxed{\frac{4}{25}}\).", "'Erratum:' replaces 2/15 with 4/25 (drawing with replacement, against the problem)"),
        ("retr_retracted", "A", "none", r"The probability is \(\boxed{\frac{2}{15}}\)." "¶¶" "(Retracted: I'm not sure whether the marbles are replaced, so I won't commit to a value.)", "'Retracted' with nothing in its place: no_answer"),
        ("quote_asked", "A", "boxed", "@You asked: \"Show that the probability is $\\boxed{\\frac{2}{15}}$.\" I get something else. Since the draws are independent, $P = \\frac{4}{10} \\cdot \\frac{4}{10} = \\frac{4}{25}$.¶¶$\\boxed{\\frac{4}{25}}$", "the box is in the quoted request; the model's own box is 4/25"),
        ("hash_ormore", "A", "hash", "#### 2/15 or more", "a bound"),
     ]),
    ("limit", "0",
     r"Evaluate $\displaystyle\lim_{x\to\infty} \frac{5x+2}{x^2+1}$.",
     r"""To find the limit as \(x \to \infty\), divide the numerator and the denominator by \(x^2\), the highest power of \(x\) in the denominator:
\[ \frac{5x+2}{x^2+1} = \frac{\frac{5}{x} + \frac{2}{x^2}}{1 + \frac{1}{x^2}}. \]
As \(x \to \infty\), \(\frac{5}{x} \to 0\), \(\frac{2}{x^2} \to 0\) and \(\frac{1}{x^2} \to 0\). So the limit is
\[ \frac{0 + 0}{1 + 0} = 0. \]

""",
     "",
     [
        ("tol_plug", "A", "answer_is", r"Checking numerically, at \(x = 10^6\) the fraction is about \(5 \times 10^{-6}\). The answer is \(5 \times 10^{-6}\).", "the value at a large x (about 5 × 10⁻⁶), not the limit 0"),
        ("tol_eps", "A", "boxed", r"So the limit is \(\boxed{\frac{1}{10^{12}}}\).", "a tiny nonzero exact value, not 0"),
        ("tol_ok_plug", "B", "boxed", r"At \(x = 1000\) the fraction is \(\frac{5002}{1000001} \approx 0.005\), and it keeps shrinking as \(x\) grows, so the limit is \(\boxed{0}\).", "a decimal at x = 1000 before the boxed 0; 0 stands"),
        ("neg_ne", "A", "boxed", r"So \(\boxed{L \neq 0}\).", "'L ≠ 0'"),
        ("neg_strike", "A", "prose_sentence", "So the limit is ~~0~~.", "the value struck through, nothing else (a negated value)"),
        ("retr_update", "A", "boxed", r"So the limit is \(\boxed{0}\)." "¶¶" r"Update: the ratio of the leading coefficients is \(\frac{5}{1}\), so the limit is \(\boxed{5}\).", "'Update:' replaces 0 with 5 (a wrong rule)"),
        ("retr_ok_update", "B", "boxed", "@" r"The leading coefficients are 5 and 1, so the limit is \(\boxed{5}\)." "¶¶" r"Update: the degrees differ (1 in the numerator, 2 in the denominator), so the leading-coefficient rule doesn't apply; the limit is \(\boxed{0}\).", "a wrong box (5) updated to 0"),
        ("quote_ref", "A", "boxed", "@The grader's reference answer is $0$, but taking the ratio of the leading coefficients, 5 and 1, I get 5, so the limit is $\\boxed{5}$.", "the reference 0 quoted; the model's own box is 5"),
        ("quote_forum", "A", "none", "@> **Answer:** $\\boxed{0}$¶¶That's the answer from the forum post you linked. I can't evaluate limits at infinity yet, sorry.", "a quoted forum answer; the model gives none: no_answer"),
        ("quote_tiny", "A", "boxed", "@Another solver wrote $\\boxed{0}$. I'd rather report the value at $x = 1000$, which is $\\frac{5002}{1000001}$.¶¶$\\boxed{\\frac{5002}{1000001}}$", "another solver's 0 quoted; the model's own box is the value at x = 1000"),
     ]),
    ("log", "-4",
     r"Evaluate $\log_3 \frac{1}{81}$.",
     r"""Since \(81 = 3^4\), we have \(\frac{1}{81} = 3^{-4}\). Therefore
\[ \log_3 \frac{1}{81} = \log_3 3^{-4} = -4. \]

""",
     "",
     [
        ("tol_dec", "A", "boxed", r"So the value is \(\boxed{-3.99999999}\).", "a decimal just above -4"),
        ("tol_ok_dec", "B", "boxed", r"So the value is \(\boxed{-4.0}\).", "-4.0 equals -4"),
        ("tol_log", "A", "boxed", r"So the value is \(\boxed{\log_3 \frac{1}{81.000001}}\).", "the log of a number a hair off 1/81, not -4"),
        ("neg_text", "A", "boxed", r"So the value is \(\boxed{\text{not } -4}\).", "'not -4' in the box"),
        ("neg_del", "A", "tag", "@<think>\n81 is 3 to the 4th, so 1/81 is 3 to the -4. The log is -4.\n</think>\n<answer><del>-4</del></answer>", "the tag's value deleted with <del>, nothing else (a negated value)"),
        ("retr_wait", "A", "boxed", r"So the value is \(\boxed{-4}\)." "¶¶" r"Wait, a logarithm can't be negative, so it must be \(\boxed{4}\).", "'Wait' replaces -4 with 4"),
        ("retr_ok_wait", "B", "boxed", "@" r"Since \(81 = 3^4\), \(\log_3 \frac{1}{81} = 4\), so the value is \(\boxed{4}\)." "¶¶" r"Wait, \(\frac{1}{81} < 1\), so its logarithm with base 3 is negative: \(\boxed{-4}\).", "a wrong box (4) replaced by -4"),
        ("quote_manual", "A", "boxed", "@Answer: $\\boxed{-4}$ (from the solutions manual).¶¶My own attempt: $81 = 9^2$, so $\\log_3 \\frac{1}{81} = -2$.¶¶$\\boxed{-2}$", "the manual's box quoted; the model's own box is -2"),
        ("quote_forum", "A", "none", "@Someone on the forum claims the answer is $-4$. I'm not sure; could you check it against your notes?", "someone else's -4 reported; the model gives none: no_answer"),
        ("quote_base", "A", "answer_is", "The answer is $-4$ if the base is 3 and $-2$ if the base is 9.", "two values, one for a base the problem does not ask about"),
     ]),
]

# fmt: on


CASES = probe_table(GPROBS, g, "g") + probe_table(MPROBS, m, "m")

DECISIONS = {
    "ok_g_temp_hash_ok_below": (
        "accept",
        "'16 below zero' names the temperature -16 exactly, the value the question asks for; the "
        "words are the ordinary way of writing a negative temperature, not a second quantity",
    ),
    "g_books_hash_more": (
        "reject",
        "the question asks how many fewer books Class B read; '29 more' states that Class B read 29 "
        "more, the reverse difference (-29 in the asked sense), so the value is not the gold 29",
    ),
    "g_kites_hash_pct": (
        "reject",
        "the question asks for a count of kites; '22%' is a proportion (0.22, or 22% of 96), not 22 "
        "kites; a percent sign is a scale, not a unit of the count",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam205", CASES, [], DECISIONS)
