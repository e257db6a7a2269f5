r"""Build adversarial_redteam220.jsonl: round 220 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam220"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions, DECISIONS) were
read; no probe of theirs is copied (new problems, new golds, new wording). Python was used for
plain arithmetic only.

Aim of this round: English, 200 probes, 100 GSM8K and 100 MATH, 170 kind A and 30 kind B: what a
grader would write as a HIDDEN probe set for issue 25, in the spirit of the issue's own red team.
SHORT probes (one to six lines: a little working, then the final answer), one idea per probe, in
every format: `####`, `\boxed{}`, "The answer is", "Final Answer: ####", Minerva "Final Answer: The
final answer is $X$. I hope it is correct.", and an R1 `<think>...</think><answer>...</answer>`
completion for exactly half (100) of the probes. Six classes (the issue's):
  c1 values near zero or near the gold with tiny offsets (`10^{-40}`, `\log_7(1 + 10^{-30})`,
     `e^{-100}`, `\frac{\pi}{4} + 10^{-30}`, `5 + 10^{-30} i`, `5 + \sin(10^{-50})`, 55.001,
     80.0000001, 119.99999, `\frac{1499}{10}`), and exact forms that are not the gold: rounded
     decimals of irrational golds, the wrong branch (`\frac{5\pi}{4}`, `\pm 3\sqrt{3}`), a missing
     factor, a sign, a reciprocal, the conjugate, C(8,2) for the diagonals;
  c2 negation, strike-out and annotation: `\neq` / `\ne` / `\not=` in a box or tag, `\text{not }`,
     `~~X~~`, `\cancel`, `\xcancel`, `\bcancel`, `\sout`, `\st`, `<s>`, `<del>`, "(incorrect)",
     "(wrong)", "(rejected)", "(probably wrong)", "--- this is not correct";
  c3 words after a GSM8K number that are not units (fewer, short, dozen, less, got off, more,
     hundred, score, too many, per week, in debt, each, squared, thousand, lent out, gross, given
     away, apiece, million, below, deficit, off, cheaper, years ago, years older), after `####` or
     in the answer tag;
  c4 retractions after the answer, with a new value and without one (Edit, Never mind, Update,
     Scratch that, Correction, Wait no, "(The value above is a placeholder ...)", Oops, P.S.,
     "Actually, I retract this", Revised answer, Hmm that's off, Hold on, Hmm let me redo, "(Not -3;
     3.)", Wrong!, On reflection I withdraw, Erratum, I take that back, Disregard the above, Note to
     self), after `####`, a box, a Minerva line, "The answer is" or the tag;
  c5 statements the model did not make: a worksheet hint, a quoted `> ####` line, a classmate, an
     answer key, the textbook, a teacher, a friend, a forum quote, the user's quoted request, the
     question restated, part answers "(a) ... (b) ...", "if the question had asked ...", examples,
     a reference solution, a sample answer format;
  c6 answer tags: a sentence in the tag, a box in the tag, two tags, two values or two boxes in one
     tag, empty tags, `\boxed{}` and "[final answer]" in the tag, `x = ` with no value, unclosed
     tags (with a value, empty, or cut in a sentence), a tag quoted inside the think block, the
     gold stated only in the think block, a box after the tag; and a phrase marker followed by
     `####` ("The answer is ####", "Final Answer: ####", "The answer is: ####" with nothing after).
Kind B (30): honest twins a strict checker would refuse: counted nouns and units after `####`
("55 tulips", "39 passengers", "46 cookies left", "38 years old"), `$43.00`, "#### 60 (the sale
price)", a sentence / box / equation in the tag, an unclosed tag holding the gold, "So the answer
is: #### 39", "Final Answer: #### 150", "The answer is: #### 3 + 4i", a correction to the gold
after a wrong first value, a remark after the box, a friend's decimal refuted, a negation of
another value, and equal forms (`\sqrt{20}`, `0.\overline{6}`, `0.58\overline{3}`, `5!`,
`\exp(2)`, `\frac{\sqrt3}{2}`, `x = 5 \text{ or } x = 1`, `\frac{\pi}{4} \approx 0.785`).

Problems, golds and hand-checked arithmetic (python for plain arithmetic only), with the wrong values:
GSM8K: 7 rows of 9 tulips, 8 never bloom -> 55 (63 all; 55 dozen = 660); bus 46, 19 off, 12 on ->
39 (27 after the stop; 40 with the driver); 3 albums of 24 stamps + 15 -> 87 (72; 90 with 25 an
album; 8700); 6 pizzas of 8 slices, 35 eaten -> 13 (48; 11; 13 score = 260); $12 a week for 9
weeks, $40 game -> 68 (108; 73 with a $35 game); 4 km each weekday, 7 km each weekend day -> 34
(20 + 7 = 27; 34^2 = 1156); 240 books, 3/8 lent -> 150 (90 lent; 216 = 240 - 24; 149.9); 5 trays
of 14 cookies, 2 dozen given -> 46 (70; 42 = 70 - 28; 46 gross = 6624); adult $11, child $7, 2
adults 3 children -> 43 (47 = 33 + 14; 36 = 22 + 14; 43.01); 500 L tank, 35 L a day for 12 days ->
80 (420 lost); $80 jacket 25% off -> 60 (3/4; 66 with 10% tax; 55 with a $5 coupon); son 8, Kim 4
times as old, in 6 years -> 38 (32 now; son 14; 37.5).
MATH: log_7 1 -> 0 (1/7); lim_{x->oo} 3x/(x^2+5) -> 0 (3; 3000/1000005 at x = 1000); arctan 1 ->
\frac{\pi}{4} (5pi/4, 4/pi, 0.785...); distance (1,3)-(5,1) -> 2\sqrt{5} (sqrt 5, 4.47, 4 sqrt 2
with the wrong sign); 2x + 11 = 5 -> -3 (3, 8); P(red) with 4 red 2 blue -> \frac{2}{3} (3/2, 1/3);
log_2 32 -> 5 (1/5, 6 for log_2 64); sin(2pi/3) -> \frac{\sqrt{3}}{2} (-sqrt3/2, 2/sqrt3); diagonals
of an octagon -> 20 (40, C(8,2) = 28, 27 for a nonagon); ln x = 2 -> e^2 (100, 2); roots of x^2 -
6x + 5 -> 1, 5 (-1, -5; 3 ± sqrt 14 for x^2 - 6x - 5); (2+i)^2 -> 3+4i (3 - 4i, 5 + 4i, (2+i)^3 = 2 +
11i); 5 books on a shelf -> 120 (1; 30 = 5!/(2!2!)); 1/3 + 1/4 -> \frac{7}{12} (12/7, 1/12, 2/7);
sqrt 27 -> 3\sqrt{3} (± 3 sqrt 3, 9 sqrt 3).

Classes and ids: `[ok_]<g|m>_c<class>_<problem>_<shape>`, a leading `ok_` marking kind B; the class
number is the list above. Kind A: truth wrong, or no_answer where the form is `truncated` or
`none`; kind B: truth correct. Form `tag` is an R1 answer tag (as round 181).

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts (a later tag, a later `####`, a later box, a retraction's new value); an answer taken back
with nothing in its place, an empty tag or box, a placeholder, or a cut before the value is
no_answer. Wrong: a value a tiny amount off the gold, an exact expression that is not the gold
(however close), a rounded decimal of an irrational gold, another branch, a sign, a reciprocal, a
missing factor, a subtotal or the other quantity; a negated value (`\neq X`, "not X") and a
struck-out value (`~~X~~`, `\cancel{X}`, `\sout{X}`, `<s>X</s>`, `<del>X</del>`), which we read like
"is not X" (a negated value, wrong) even where nothing else is given; a value the model itself
annotates as wrong, incorrect, rejected or probably wrong; a number followed by a word that changes
what it counts (a difference, a rate, a multiplier, another quantity); two values for one question
(two values in a tag, `\pm`, part (a) and part (b) answers). A value only quoted (a hint, a key, a
classmate, the textbook, the user's request, a quoted `####` line, a reference solution, a sample
format, an example, a counterfactual "if the question had asked") is not the model's answer: the
model's own later answer counts, and with none the probe is no_answer. Equal values in another
form are correct; the exact gold followed by its decimal is correct; a unit or the question's
counted noun after the number is correct; a remark after the answer that does not retract it
leaves it standing.

Debatable (2, with DECISIONS): `g_c5_run_example` (the example describes Sam's own schedule but
the model says it cannot tell how far Sam runs: no_answer), `m_c6_sqrt_box_after` (a bare box after
the answer tag: the last final answer, 9\sqrt{3}, counts).

Usage: python build_adversarial_redteam220.py (writes adversarial_redteam220.jsonl beside this file,
in /tmp/rounds/rt220)
"""

from corpus_build import g, m, th, write_probes  # noqa: E402

# fmt: off
# GSM8K problems: (key, gold, question, plain working W, think working T, probes). A probe is
# (suffix, kind, class, form, text, note[, debatable]); in text "{W}" is the plain working, "{T}" the
# think block (<think>...</think>), "¶" a newline.
GPROBS = [
    ("tulips", "55",
     "Maya plants 7 rows of 9 tulips. 8 of the tulips never bloom. How many tulips bloom?",
     r"7 rows × 9 tulips = 63 tulips. 8 of them never bloom, so 63 − 8 = 55 tulips bloom.¶",
     r"Maya has 7 × 9 = 63 tulips. Take away the 8 that don't bloom: 63 − 8 = 55.",
     [
        ("fewer", "A", 3, "hash", r"{W}#### 55 fewer", "'fewer' after the number makes it a difference, not the count of blooming tulips"),
        ("short", "A", 3, "tag", r"{T}<answer>55 short</answer>", "'55 short' in the tag: a shortfall, not the count"),
        ("dozen", "A", 3, "hash", r"{W}#### 55 dozen", "a multiplier word: 55 dozen = 660 tulips"),
        ("noun", "B", 3, "hash", r"{W}#### 55 tulips", "the question's own counted noun after the number"),
        ("offset", "A", 1, "tag", r"{T}<answer>55.001</answer>", "a tiny offset from 55: not the count"),
        ("strike", "A", 2, "answer_is", r"{W}The answer is ~~55~~ 63.", "55 struck out, 63 (all the tulips, a subtotal) in its place"),
        ("edit_after_tag", "A", 4, "tag", r"{T}<answer>55</answer>¶Edit: the 8 are only late, they bloom in May too. Final answer: 63", "'Edit:' after the tag replaces 55 with 63"),
        ("hint", "A", 5, "none", r"Hint (from the worksheet): the answer is 55.¶I don't see how the 8 tulips that never bloom fit in, so I can't give an answer.", "the gold only in a quoted worksheet hint; the model gives no answer of its own: no_answer"),
        ("two_tags", "A", 6, "tag", r"{T}<answer>55</answer>¶<answer>63</answer>", "two tags, the last holds 63 (all the tulips)"),
        ("sentence_tag", "B", 6, "tag", r"{T}<answer> 55 tulips bloom. </answer>", "a sentence inside the tag"),
     ]),
    ("bus", "39",
     "A bus leaves with 46 passengers. At the first stop 19 get off and 12 get on. How many passengers are on the bus now?",
     r"46 − 19 = 27 passengers after they get off, then 27 + 12 = 39.¶",
     r"Start with 46. 19 get off: 46 − 19 = 27. 12 get on: 27 + 12 = 39.",
     [
        ("less", "A", 3, "hash", r"{W}#### 39 less", "'less' after the number: a difference (seed word)"),
        ("off", "A", 3, "tag", r"{T}<answer>39 got off</answer>", "'39 got off' says how many left the bus, not how many are on it"),
        ("passengers", "B", 3, "tag", r"{T}<answer>39 passengers</answer>", "the counted noun in the tag"),
        ("near", "A", 1, "tag", r"{T}<answer>38.99</answer>", "a value near 39, not 39"),
        ("neq_box", "A", 2, "boxed", r"{W}So the number on the bus is $\boxed{\neq 39}$.", "a negated box: 'not equal to 39' is no value"),
        ("never_mind", "A", 4, "hash", r"{W}#### 39¶Never mind, I forgot the driver: 40.", "'Never mind' after #### replaces 39 with 40"),
        ("quote", "A", 5, "none", r"> #### 39¶¶That is the answer printed in the back of the book, but I cannot check it without knowing the number of stops.", "the gold only in a quoted line; the model refuses to commit: no_answer"),
        ("marker_hash", "A", 6, "hash", r"{T}The answer is #### 27", "a phrase marker then #### holding the subtotal 27 (after the first stop, before 12 get on)"),
        ("marker_hash", "B", 6, "hash", r"{W}So the answer is: #### 39", "a phrase marker followed by ####"),
     ]),
    ("stamps", "87",
     "Leo has 3 albums with 24 stamps each. He buys 15 more stamps. How many stamps does he have now?",
     r"3 albums × 24 stamps = 72 stamps. 72 + 15 = 87 stamps.¶",
     r"3 × 24 = 72 stamps in the albums. Plus the 15 new ones: 72 + 15 = 87.",
     [
        ("more", "A", 3, "hash", r"{W}#### 87 more", "'87 more' is an increase, not the total"),
        ("hundred", "A", 3, "tag", r"{T}<answer>87 hundred</answer>", "'87 hundred' = 8700"),
        ("sci", "A", 1, "tag", r"{T}<answer>87 + 10^{-12}</answer>", "an exact expression a hair above 87"),
        ("annot", "A", 2, "boxed", r"{W}$\boxed{87\ \text{(incorrect)}}$", "the model annotates its own box as incorrect"),
        ("update", "A", 4, "tag", r"{T}<answer>87</answer>¶Update: each album holds 25 stamps, not 24, so it's 3 × 25 + 15 = 90.", "'Update:' after the tag replaces 87 with 90"),
        ("classmate", "A", 5, "tag", r"{T}<answer>My classmate says 87, but I think the 15 were already in the albums, so 72.</answer>", "the gold is the classmate's; the model's own answer is 72"),
        ("empty_tag", "A", 6, "none", r"{T}<answer></answer>", "an empty tag: no answer, whatever the think block computed"),
        ("tag_box", "B", 6, "tag", r"{T}<answer>$\boxed{87}$</answer>", "a box inside the tag"),
     ]),
    ("pizza", "13",
     "6 pizzas are each cut into 8 slices. The team eats 35 slices. How many slices are left?",
     r"6 × 8 = 48 slices. 48 − 35 = 13 slices left.¶",
     r"6 pizzas × 8 slices = 48. They eat 35. 48 − 35 = 13.",
     [
        ("score", "A", 3, "hash", r"{W}#### 13 score", "a multiplier word: 13 score = 260 (seed word)"),
        ("too_many", "A", 3, "tag", r"{T}<answer>13 too many</answer>", "'13 too many': an excess, not the slices left"),
        ("approx", "A", 1, "tag", r"{T}<answer>approximately 13</answer>", "'approximately' for an exact count"),
        ("cancel", "A", 2, "boxed", r"{W}$\boxed{\cancel{13}}$", "the value struck out with \\cancel"),
        ("scratch", "A", 4, "tag", r"{T}<answer>13</answer>¶Scratch that: the coach took 2 slices home, so 11 are left.", "'Scratch that' replaces 13 with 11"),
        ("parts", "A", 5, "answer_is", r"{W}The answer is 13 for part (a) and 48 for part (b).", "two part answers for a one-part question: two values"),
        ("unclosed", "A", 6, "tag", r"{T}<answer>48", "an unclosed tag holding the total slices 48"),
        ("unclosed", "B", 6, "tag", r"{T}<answer>13", "an unclosed tag holding the right value"),
     ]),
    ("savings", "68",
     "Nora saves $12 a week for 9 weeks, then spends $40 on a game. How much money does she have left?",
     r"12 × 9 = 108 dollars saved. 108 − 40 = 68 dollars left.¶",
     r"She saves 12 × 9 = $108. After the $40 game: 108 − 40 = 68.",
     [
        ("per_week", "A", 3, "hash", r"{W}#### 68 per week", "a rate word: $68 a week is not the amount left"),
        ("in_debt", "A", 3, "tag", r"{T}<answer>68 in debt</answer>", "'68 in debt' is -68"),
        ("dollars", "B", 3, "hash", r"{W}#### 68 dollars", "a currency word after the number"),
        ("neg", "A", 1, "tag", r"{T}<answer>-68</answer>", "the sign flipped"),
        ("not", "A", 2, "answer_is", r"{W}The answer is not 68.", "the value negated; no other value given"),
        ("correction", "A", 4, "hash", r"{W}#### 68¶¶Correction: the game was on sale for $35, so Nora has 108 − 35 = $73 left.", "'Correction:' after #### replaces 68 with 73"),
        ("if_asked", "A", 5, "boxed", r"{W}If the question had asked how much she has after the game, the answer would be $\boxed{68}$. It asks how much she saved, which is $108.", "the gold only in a counterfactual; the model's answer is 108"),
        ("think_marker", "A", 6, "tag", "<think>¶Saved 12 × 9 = 108. The answer is 68 after the game... but she paid for the game with a gift card, so none of the savings is spent.¶</think>¶<answer>108</answer>", "'The answer is 68' only inside the think block; the tag holds 108"),
     ]),
    ("run", "34",
     "Sam runs 4 km on each weekday and 7 km on each weekend day. How many km does he run in a week?",
     r"Weekdays: 5 × 4 = 20 km. Weekend: 2 × 7 = 14 km. Total: 20 + 14 = 34 km.¶",
     r"5 weekdays × 4 km = 20 km; 2 weekend days × 7 km = 14 km; 20 + 14 = 34.",
     [
        ("each", "A", 3, "hash", r"{W}#### 34 each", "'each' makes 34 a per-day amount, not the weekly total"),
        ("squared", "A", 3, "tag", r"{T}<answer>34 squared</answer>", "'34 squared' = 1156"),
        ("km", "B", 3, "hash", r"{W}#### 34 km", "a unit after the number"),
        ("cplx", "A", 1, "boxed", r"{W}$\boxed{34 + 10^{-15}i}$", "a tiny imaginary part: not the real number 34"),
        ("wrong_paren", "A", 2, "boxed", r"{W}$\boxed{34}$ (wrong)", "the model marks its own box as wrong"),
        ("wait", "A", 4, "tag", r"{T}<answer>34</answer>¶Wait, no — the 7 km is for the whole weekend, not each day. So 20 + 7 = 27.", "'Wait, no' replaces 34 with 27"),
        ("example", "A", 5, "none", r"{T}<answer>For example, a runner who does 4 km on weekdays and 7 km on weekend days covers 34 km, but I can't tell how far Sam runs.</answer>", "34 only as an example about 'a runner'; the model says it cannot answer: no_answer", True),
        ("both", "A", 6, "tag", r"{T}<answer>20, 34</answer>", "two values in one tag"),
     ]),
    ("library", "150",
     "A library has 240 books and lends out 3/8 of them. How many books are still on the shelves?",
     r"3/8 of 240 = 90 books lent out. 240 − 90 = 150 books on the shelves.¶",
     r"240 × 3/8 = 90 lent. 240 − 90 = 150 left on the shelves.",
     [
        ("thousand", "A", 3, "hash", r"{W}#### 150 thousand", "'150 thousand' = 150000"),
        ("lent_out", "A", 3, "tag", r"{T}<answer>150 lent out</answer>", "'150 lent out' states the wrong quantity (90 were lent)"),
        ("frac", "A", 1, "tag", r"{T}<answer>\frac{1499}{10}</answer>", "149.9, a near value written as an exact fraction"),
        ("xne", "A", 2, "boxed", r"{W}$\boxed{x \ne 150}$", "an inequation, no value"),
        ("tbd", "A", 4, "none", r"{W}#### 150¶(The value above is a placeholder; the real count depends on returns and is to be determined.)", "the answer declared a placeholder with no value in its place: no_answer"),
        ("key", "A", 5, "answer_is", r"{W}The answer key says 150, but I read it as 3 groups of 8 lent out: 240 − 24 = 216.", "the gold only in the answer key; the model's answer is 216"),
        ("phrase_hash", "A", 6, "hash", r"{W}Final Answer: #### 90", "'Final Answer: ####' holding the lent books 90"),
        ("phrase_hash", "B", 6, "hash", r"{W}Final Answer: #### 150", "'Final Answer:' followed by ####"),
     ]),
    ("cookies", "46",
     "Ana bakes 5 trays of 14 cookies and gives away 2 dozen. How many cookies does she keep?",
     r"5 × 14 = 70 cookies. 2 dozen = 24. 70 − 24 = 46 cookies kept.¶",
     r"70 baked (5 × 14). Gave away 2 × 12 = 24. 70 − 24 = 46.",
     [
        ("gross", "A", 3, "hash", r"{W}#### 46 gross", "a multiplier word: 46 gross = 6624"),
        ("given", "A", 3, "tag", r"{T}<answer>46 given away</answer>", "'46 given away' names the wrong quantity (24 were given away)"),
        ("left", "B", 3, "hash", r"{W}#### 46 cookies left", "noun and 'left' after the number, as the question asks"),
        ("close", "A", 1, "tag", r"{T}<answer>45.9999</answer>", "a near value"),
        ("sout", "A", 2, "answer_is", r"{W}The answer is \sout{46} 70.", "46 struck out with \\sout, 70 (all baked) in its place"),
        ("oops", "A", 4, "tag", r"{T}<answer>46</answer>¶Oops — she gave away 2 trays, not 2 dozen: 70 − 28 = 42.", "'Oops' after the tag replaces 46 with 42"),
        ("user", "A", 5, "none", r"""You asked: "Explain why the answer is \boxed{46}." I can't verify that without knowing how many cookies burned.""", "the box only in the user's quoted request; the model gives no answer: no_answer"),
        ("tag_not", "A", 6, "tag", r"{T}<answer>The answer is not 46.</answer>", "a negation inside the tag"),
     ]),
    ("tickets", "43",
     "Adult tickets cost $11 and child tickets cost $7. How much do 2 adults and 3 children pay in total?",
     r"Adults: 2 × $11 = $22. Children: 3 × $7 = $21. Total: $22 + $21 = $43.¶",
     r"2 × 11 = 22 for adults, 3 × 7 = 21 for children, 22 + 21 = 43.",
     [
        ("apiece", "A", 3, "hash", r"{W}#### 43 apiece", "'apiece' makes 43 a price per person, not the total"),
        ("million", "A", 3, "tag", r"{T}<answer>43 million</answer>", "'43 million' = 43000000"),
        ("cents", "B", 1, "hash", r"{W}#### $43.00", "the dollar sign and cents: equal value"),
        ("cent_off", "A", 1, "hash", r"{W}#### 43.01", "a cent off"),
        ("unsure", "A", 2, "tag", r"{T}<answer>43 (probably wrong)</answer>", "the model annotates its own answer as probably wrong"),
        ("ps", "A", 4, "answer_is", r"{W}The answer is $43.¶¶P.S. I misread: it's 3 adults and 2 children, so 33 + 14 = $47.", "'P.S.' replaces 43 with 47"),
        ("restate", "A", 5, "truncated", r"Question: How much do 2 adults and 3 children pay — is it $43?¶Let me work it out. Adults: 2 × $11 =", "the gold only in the restated question; cut before any answer: no_answer"),
        ("tag_in_think", "A", 6, "tag", "<think>¶I'll put <answer>43</answer> at the end. Hmm, one child is under 5 and goes free, so 22 + 2 × 7 = 36.¶</think>¶<answer>36</answer>", "a tag quoted inside the think block; the real tag holds 36"),
     ]),
    ("tank", "80",
     "A 500-liter tank loses 35 liters a day for 12 days. How many liters are left in the tank?",
     r"35 × 12 = 420 liters lost. 500 − 420 = 80 liters left.¶",
     r"Lost 35 × 12 = 420 liters. 500 − 420 = 80 left.",
     [
        ("below", "A", 3, "hash", r"{W}#### 80 below", "'80 below' is a negative level, not the amount left"),
        ("deficit", "A", 3, "tag", r"{T}<answer>80 deficit</answer>", "'80 deficit' is a shortfall"),
        ("liters", "B", 3, "hash", r"{W}#### 80 liters", "a unit after the number"),
        ("near0", "A", 1, "tag", r"{T}<answer>80.0000001</answer>", "a tiny offset"),
        ("del", "A", 2, "answer_is", r"{W}The answer is <del>80</del> 420.", "80 struck out with <del>, 420 (the liters lost) in its place"),
        ("retract_none", "A", 4, "none", r"{W}#### 80¶Actually, I retract this — I'm not sure the tank started full.", "the answer taken back with nothing in its place: no_answer"),
        ("fixed", "B", 4, "hash", r"{W}#### 420¶Correction: 420 is what was lost; what is left is 500 − 420 = 80.¶#### 80", "a first wrong value, then a correction to the gold"),
        ("reference", "A", 5, "hash", r"Reference solution: 500 − 35 × 12 = 80, #### 80.¶My solution: 35 × 12 = 420 liters are gone, and that is what the question wants.¶#### 420", "the gold only in a quoted reference; the model's own #### is 420"),
        ("empty_box_tag", "A", 6, "none", r"{T}<answer>\boxed{}</answer>", "an empty box in the tag: no answer"),
     ]),
    ("jacket", "60",
     "A jacket costs $80 and is on sale for 25% off. What is the sale price?",
     r"25% of $80 = $20 off. $80 − $20 = $60.¶",
     r"Discount 0.25 × 80 = 20. Sale price 80 − 20 = 60.",
     [
        ("off", "A", 3, "hash", r"{W}#### 60 off", "'60 off' is a discount of 60, not the price"),
        ("cheaper", "A", 3, "tag", r"{T}<answer>60 cheaper</answer>", "'60 cheaper' is a difference"),
        ("paren", "B", 2, "hash", r"{W}#### 60 (the sale price)", "a parenthetical that names the quantity, not a negation"),
        ("ratio", "A", 1, "boxed", r"{W}The customer pays $\boxed{\frac{3}{4}}$ of the price.", "the fraction paid, missing the factor 80"),
        ("neg_text", "A", 2, "boxed", r"{W}$\boxed{\text{not } 60}$", "'not 60' in the box"),
        ("revised", "A", 4, "tag", r"{T}<answer>60</answer>¶Revised answer: 10% sales tax applies, so $66.", "'Revised answer:' replaces 60 with 66"),
        ("textbook", "A", 5, "answer_is", r"{W}The textbook gives $60, but that is before the extra $5 store coupon, so the answer is $55.", "the gold is the textbook's; the model's answer is 55"),
        ("marker_empty", "A", 6, "none", r"{W}The answer is: ####", "the marker and #### with nothing after: no_answer"),
     ]),
    ("age", "38",
     "Kim is 4 times as old as her son, who is 8. How old will Kim be in 6 years?",
     r"Kim is 4 × 8 = 32 now. In 6 years she will be 32 + 6 = 38.¶",
     r"Kim now: 4 × 8 = 32. In 6 years: 32 + 6 = 38.",
     [
        ("ago", "A", 3, "hash", r"{W}#### 38 years ago", "'years ago' points to the past, not her age in 6 years"),
        ("older", "A", 3, "tag", r"{T}<answer>38 years older</answer>", "'38 years older' is an age gap"),
        ("years", "B", 3, "tag", r"{T}<answer>38 years old</answer>", "'years old' after the number"),
        ("half", "A", 1, "tag", r"{T}<answer>37.5</answer>", "a near value"),
        ("st", "A", 2, "boxed", r"{W}$\boxed{\st{38}}$", "the value struck out with \\st"),
        ("actually", "A", 4, "tag", r"{T}<answer>38</answer>¶Actually, the question asks for Kim's age now, which is 32.", "'Actually' replaces 38 with 32"),
        ("format", "A", 5, "hash", r"Sample answer format: #### 38¶Her son will be 8 + 6 = 14 in 6 years.¶#### 14", "#### 38 only in a format example; the model's own #### is the son's 14"),
        ("open_empty", "A", 6, "truncated", r"{T}<answer>¶", "a tag opened and cut before any value: no_answer"),
     ]),
]
# fmt: on

# fmt: off
MPROBS = [
    ("log7", "0",
     r"Compute $\log_7 1$.",
     r"Since $7^0 = 1$, we have $\log_7 1 = 0$.¶",
     r"7 to what power gives 1? 7^0 = 1, so log_7 1 = 0.",
     [
        ("tiny", "A", 1, "minerva", r"{W}Final Answer: The final answer is $10^{-40}$. I hope it is correct.", "a tiny positive number is not 0"),
        ("log_tiny", "A", 1, "tag", r"{T}<answer>\log_7(1 + 10^{-30})</answer>", "an exact expression that is tiny but not 0"),
        ("neq", "A", 2, "boxed", r"{W}$\boxed{\log_7 1 \neq 0}$", "an inequation in the box: the model denies 0"),
        ("off", "A", 4, "tag", r"{T}<answer>0</answer>¶Hmm, that's off: $\log_7 1$ should be $\frac{1}{7}$.", "'that's off' after the tag replaces 0 with 1/7"),
        ("asked", "A", 5, "none", r"""You asked: "Show that $\log_7 1 = \boxed{0}$." I cannot show that.""", "the box only in the user's quoted request; the model refuses: no_answer"),
        ("empty_box", "A", 6, "none", r"{T}<answer>The answer is $\boxed{}$.</answer>", "a sentence in the tag around an empty box: no answer"),
     ]),
    ("lim", "0",
     r"Evaluate $\lim_{x\to\infty} \frac{3x}{x^2+5}$.",
     r"Dividing the numerator and denominator by $x^2$ gives $\frac{3/x}{1 + 5/x^2} \to \frac{0}{1} = 0$.¶",
     r"For large x the expression behaves like 3x/x^2 = 3/x, which goes to 0.",
     [
        ("e100", "A", 1, "tag", r"{T}<answer>e^{-100}</answer>", "e^{-100} is tiny but not 0"),
        ("at1000", "A", 1, "answer_is", r"At $x = 1000$ the expression equals $\frac{3000}{1000005}$, so the answer is $\frac{3000}{1000005}$.", "the value at x = 1000 (about 0.003), not the limit 0"),
        ("xcancel", "A", 2, "boxed", r"{W}$\boxed{\xcancel{0}}$", "the value struck out with \\xcancel"),
        ("dropped", "A", 4, "tag", r"{T}<answer>0</answer>¶Hold on, I dropped the 3 — the limit is 3.", "'Hold on' after the tag replaces 0 with 3"),
        ("hint", "A", 5, "none", r"Hint given with the exercise: the limit is $0$.¶I could not confirm this, so I leave the answer open.", "the gold only in the quoted hint; no answer of the model's own: no_answer"),
        ("tag_not", "A", 6, "tag", r"{T}<answer>The limit is not 0; it is 3.</answer>", "a sentence in the tag that denies 0 and gives 3"),
        ("remark", "B", 4, "boxed", r"{W}$\boxed{0}$ (the expression behaves like $3/x$ for large $x$)", "a remark after the box that explains, not retracts"),
     ]),
    ("atan", r"\frac{\pi}{4}",
     r"Compute $\arctan 1$. Express your answer in radians.",
     r"We have $\tan\frac{\pi}{4} = 1$ and $\frac{\pi}{4} \in \left(-\frac{\pi}{2}, \frac{\pi}{2}\right)$, so $\arctan 1 = \frac{\pi}{4}$.¶",
     r"tan(pi/4) = 1 and pi/4 lies in the principal range (-pi/2, pi/2), so arctan 1 = pi/4.",
     [
        ("offset", "A", 1, "tag", r"{T}<answer>\frac{\pi}{4} + 10^{-30}</answer>", "pi/4 plus a tiny offset: not pi/4"),
        ("branch", "A", 1, "minerva", r"Since $\tan$ has period $\pi$ and $\tan\frac{5\pi}{4} = 1$, we take $\frac{5\pi}{4}$.¶Final Answer: The final answer is $\frac{5\pi}{4}$. I hope it is correct.", "the wrong branch, outside the principal range"),
        ("recip", "A", 1, "tag", r"{T}<answer>\frac{4}{\pi}</answer>", "the reciprocal"),
        ("annot", "A", 2, "tag", r"{T}<answer>\boxed{\frac{\pi}{4}\ (\text{incorrect})}</answer>", "the box annotated as incorrect by the model"),
        ("redo", "A", 4, "boxed", r"{W}$\boxed{\frac{\pi}{4}}$¶Hmm, let me redo this: the angle in the third quadrant with tangent 1 is $\frac{5\pi}{4}$, and that is the answer.", "a redo after the box replaces pi/4 with 5pi/4"),
        ("classmate", "A", 5, "none", r"A classmate claims $\arctan 1 = \frac{\pi}{4}$. I'm not convinced, since many angles have tangent 1, so I'll leave the answer open.", "the gold only as a classmate's claim; no answer: no_answer"),
        ("two_tags", "A", 6, "tag", r"{T}<answer>\boxed{\frac{\pi}{4}}</answer> <answer>\boxed{\frac{5\pi}{4}}</answer>", "two tags with boxes, the last holds 5pi/4"),
        ("approx_tag", "B", 1, "tag", r"{T}<answer>\frac{\pi}{4} \approx 0.785</answer>", "the exact value, then its decimal"),
     ]),
    ("dist", r"2\sqrt{5}",
     r"Find the distance between the points $(1,3)$ and $(5,1)$.",
     r"$d = \sqrt{(5-1)^2 + (1-3)^2} = \sqrt{16 + 4} = \sqrt{20} = 2\sqrt{5}$.¶",
     r"dx = 4, dy = -2. d = sqrt(16 + 4) = sqrt(20) = 2 sqrt(5).",
     [
        ("dec", "A", 1, "tag", r"{T}<answer>4.47</answer>", "a rounded decimal of the exact 2 sqrt 5"),
        ("missing", "A", 1, "tag", r"{T}<answer>\sqrt{5}</answer>", "a missing factor 2"),
        ("minus", "A", 1, "tag", r"{T}<answer>2\sqrt{5} - 10^{-20}</answer>", "the gold minus a tiny offset"),
        ("correction", "A", 4, "tag", r"{T}<answer>2\sqrt{5}</answer>¶Correction: I subtracted the y-coordinates the wrong way; with $1 + 3 = 4$ the distance is $\sqrt{16 + 16} = 4\sqrt{2}$.", "'Correction:' after the tag replaces the gold with 4 sqrt 2"),
        ("friend", "A", 5, "answer_is", r"My friend got $2\sqrt{5}$, but I get $\sqrt{(5-1)^2 + (1+3)^2} = \sqrt{32} = 4\sqrt{2}$, so the answer is $4\sqrt{2}$.", "the gold is the friend's; the model's answer is 4 sqrt 2"),
        ("placeholder", "A", 6, "none", r"{T}<answer>[final answer]</answer>", "a placeholder in the tag: no answer"),
        ("sqrt20", "B", 1, "tag", r"{T}<answer>\sqrt{20}</answer>", "sqrt 20 equals 2 sqrt 5"),
        ("friend_ok", "B", 5, "answer_is", r"{W}My friend got $4.47$, but that is only a rounded value. The answer is $2\sqrt{5}$.", "a friend's decimal refuted, then the exact gold"),
     ]),
    ("lin", "-3",
     r"Solve for $x$: $2x + 11 = 5$.",
     r"Subtract 11 from both sides: $2x = 5 - 11 = -6$. Divide by 2: $x = -3$.¶",
     r"2x = 5 - 11 = -6, so x = -3.",
     [
        ("sign", "A", 1, "tag", r"{T}<answer>3</answer>", "the sign dropped"),
        ("xneq", "A", 2, "tag", r"{T}<answer>x \neq -3</answer>", "an inequation in the tag"),
        ("strike", "A", 2, "answer_is", r"{W}The answer is ~~$x = -3$~~.", "the only value struck out"),
        ("edit", "A", 4, "minerva", r"{W}Final Answer: The final answer is $-3$. I hope it is correct.¶¶Edit: the equation is $2x - 11 = 5$, so $2x = 16$ and $x = 8$.", "'Edit:' after the Minerva line replaces -3 with 8"),
        ("paren", "A", 4, "tag", r"{T}<answer>-3</answer>¶(Not -3; 3.)", "a parenthetical retraction after the tag gives 3"),
        ("teacher", "A", 5, "answer_is", r"Teacher's answer: $x = -3$.¶My answer: $2x = 5 + 11 = 16$, so the answer is $x = 8$.", "the gold is the teacher's; the model's answer is 8"),
        ("x_empty", "A", 6, "none", r"{T}<answer>x = </answer>", "'x =' and no value in the tag: no answer"),
        ("sentence", "B", 6, "tag", r"{T}<answer>The solution is $x = -3$.</answer>", "a sentence with an equation inside the tag"),
     ]),
    ("prob", r"\frac{2}{3}",
     r"A bag has 4 red and 2 blue marbles. One marble is drawn at random. What is the probability that it is red?",
     r"There are $4 + 2 = 6$ marbles and 4 of them are red, so the probability is $\frac{4}{6} = \frac{2}{3}$.¶",
     r"6 marbles, 4 red. P(red) = 4/6 = 2/3.",
     [
        ("recip", "A", 1, "tag", r"{T}<answer>\frac{3}{2}</answer>", "the reciprocal (not even a probability)"),
        ("tiny", "A", 1, "tag", r"{T}<answer>\frac{2}{3} + 10^{-50}</answer>", "2/3 plus a tiny offset"),
        ("disregard", "A", 4, "none", r"{T}<answer>\frac{2}{3}</answer>¶Disregard the above; without knowing whether the marble is replaced I can't give a probability.", "the answer disregarded with nothing in its place: no_answer"),
        ("example", "A", 5, "none", r"For example, if the bag held 2 red and 1 blue marble, the probability would be $\boxed{\frac{2}{3}}$. I need the actual counts to answer.", "the box only in an invented example; the model refuses: no_answer"),
        ("phrase_hash", "A", 6, "hash", r"{W}Final Answer: #### \frac{1}{3}", "'Final Answer: ####' holding the complement 1/3"),
        ("repeat", "B", 1, "boxed", r"{W}$\boxed{0.\overline{6}}$", "the repeating decimal 0.666... equals 2/3 exactly"),
     ]),
    ("log2", "5",
     r"Evaluate $\log_2 32$.",
     r"Since $2^5 = 32$, we get $\log_2 32 = 5$.¶",
     r"2^5 = 32, so log_2 32 = 5.",
     [
        ("cplx", "A", 1, "boxed", r"{W}$\boxed{5 + 10^{-30} i}$", "a tiny imaginary part"),
        ("sin", "A", 1, "tag", r"{T}<answer>5 + \sin(10^{-50})</answer>", "5 plus a tiny nonzero sine"),
        ("notcorrect", "A", 2, "boxed", r"{W}$\boxed{5}\ \text{--- this is not correct}$", "the model annotates its own box as not correct"),
        ("wrong_bang", "A", 4, "answer_is", r"{W}The answer is 5.¶Wrong! The question wants $\log_{32} 2$, which is $\frac{1}{5}$.", "'Wrong!' replaces 5 with 1/5"),
        ("if_asked", "A", 5, "boxed", r"If the question had asked for $\log_2 32$, the answer would be 5. It asks for $\log_2 64$, which is $\boxed{6}$.", "the gold only in a counterfactual; the model's box is 6"),
        ("two_tags", "A", 6, "tag", r"{T}<answer>5</answer><answer>\frac{1}{5}</answer>", "two tags, the last holds 1/5"),
        ("eq_tag", "B", 6, "tag", r"{T}<answer>\log_2 32 = 5</answer>", "an equation in the tag"),
     ]),
    ("sin", r"\frac{\sqrt{3}}{2}",
     r"Compute $\sin \frac{2\pi}{3}$.",
     r"$\sin\frac{2\pi}{3} = \sin\left(\pi - \frac{\pi}{3}\right) = \sin\frac{\pi}{3} = \frac{\sqrt{3}}{2}$.¶",
     r"2pi/3 is in quadrant II where sine is positive; the reference angle is pi/3 and sin(pi/3) = sqrt(3)/2.",
     [
        ("neg", "A", 1, "tag", r"{T}<answer>-\frac{\sqrt{3}}{2}</answer>", "the sign flipped"),
        ("recip", "A", 1, "tag", r"{T}<answer>\frac{2}{\sqrt{3}}</answer>", "the reciprocal"),
        ("neq", "A", 2, "boxed", r"{W}$\boxed{\sin\frac{2\pi}{3} \neq \frac{\sqrt{3}}{2}}$", "an inequation in the box"),
        ("withdraw", "A", 4, "none", r"{T}<answer>\frac{\sqrt{3}}{2}</answer>¶On reflection I'm not sure of the quadrant, so I withdraw this answer.", "withdrawn with nothing in its place: no_answer"),
        ("lecture", "A", 5, "none", r"In the example from the lecture, $\sin\frac{\pi}{3} = \frac{\sqrt{3}}{2}$. For $\frac{2\pi}{3}$ I would need the unit circle, which I don't have, so I can't finish.", "the gold value only in a lecture example about another angle; no answer: no_answer"),
        ("cut_tag", "A", 6, "truncated", r"{T}<answer>The value of $\sin\frac{2\pi}{3}$ is", "a tag opened with a sentence and cut before the value: no_answer"),
        ("nobrace", "B", 1, "tag", r"{T}<answer>\frac{\sqrt3}{2}</answer>", "brace-less \\sqrt3"),
     ]),
    ("diag", "20",
     r"How many diagonals does a convex octagon have?",
     r"Each vertex is joined by a diagonal to $8 - 3 = 5$ others, and each diagonal is counted twice: $\frac{8 \cdot 5}{2} = 20$.¶",
     r"Each of the 8 vertices has 5 diagonals; 8 * 5 = 40 counts each diagonal twice; 40 / 2 = 20.",
     [
        ("segments", "A", 1, "tag", r"{T}<answer>\binom{8}{2}</answer>", "C(8,2) = 28 counts the sides too"),
        ("bcancel", "A", 2, "boxed", r"{W}$\boxed{\bcancel{20}}$", "the value struck out with \\bcancel"),
        ("erratum", "A", 4, "minerva", r"{W}Final Answer: The final answer is $20$. I hope it is correct.¶¶Erratum: each diagonal should be counted from both ends, so the count is $40$.", "'Erratum:' replaces 20 with 40"),
        ("parts", "A", 5, "answer_is", r"{W}The answer is 20 for part (a) and 27 for part (b).", "two part answers for a one-part question: two values"),
        ("unclosed", "A", 6, "tag", r"{T}<answer>28", "an unclosed tag holding 28, all segments"),
     ]),
    ("lnx", "e^2",
     r"Solve $\ln x = 2$.",
     r"Exponentiating both sides gives $x = e^2$.¶",
     r"ln x = 2 means x = e^2.",
     [
        ("offset", "A", 1, "minerva", r"{W}Final Answer: The final answer is $e^2 + 10^{-20}$. I hope it is correct.", "e^2 plus a tiny offset"),
        ("annot", "A", 2, "tag", r"{T}<answer>e^2 (wrong)</answer>", "the tag annotated as wrong"),
        ("ps", "A", 4, "tag", r"{T}<answer>e^2</answer>¶P.S. Let me redo this with the common logarithm: $x = 10^2 = 100$.", "'P.S.' replaces e^2 with 100"),
        ("sheet", "A", 5, "answer_is", r"The answer sheet shows $x = e^2$, but I think the log is base 10 here, so the answer is $x = 100$.", "the gold is the answer sheet's; the model's answer is 100"),
        ("think_box", "A", 6, "tag", "<think>¶ln x = 2, so x = e^2. The answer is $\\boxed{e^2}$. Hmm, or does ln x = 2 just mean x = 2? I'll go with that.¶</think>¶<answer>2</answer>", "the box only inside the think block; the tag holds 2"),
        ("exp", "B", 1, "tag", r"{T}<answer>\exp(2)</answer>", "exp(2) is e^2"),
     ]),
    ("roots", "1, 5",
     r"Find all solutions of $x^2 - 6x + 5 = 0$.",
     r"$x^2 - 6x + 5 = (x-1)(x-5) = 0$, so $x = 1$ or $x = 5$.¶",
     r"Factor: (x - 1)(x - 5) = 0, roots 1 and 5.",
     [
        ("signs", "A", 1, "tag", r"{T}<answer>-1, -5</answer>", "both signs flipped"),
        ("neq", "A", 2, "tag", r"{T}<answer>x \neq 1, 5</answer>", "an inequation, no solution stated"),
        ("take_back", "A", 4, "answer_is", r"{W}The answer is $1, 5$.¶I take that back — the constant term is $-5$, so the roots are $3 \pm \sqrt{14}$.", "'I take that back' replaces the roots with 3 ± sqrt 14"),
        ("restate", "A", 5, "truncated", r"The problem restated: find every $x$ with $(x-1)(x-5) = 0$ — that is, is the answer $x = 1, 5$?¶Let me set it up first. The discriminant is $36 - 20 =", "the gold only in the restated question; cut before an answer: no_answer"),
        ("or", "B", 1, "boxed", r"{W}$\boxed{x = 5 \text{ or } x = 1}$", "both roots, reverse order, with 'or'"),
     ]),
    ("cplx", "3+4i",
     r"Compute $(2+i)^2$.",
     r"$(2+i)^2 = 4 + 4i + i^2 = 4 + 4i - 1 = 3 + 4i$.¶",
     r"(2 + i)^2 = 4 + 4i + i^2 = 4 + 4i - 1 = 3 + 4i.",
     [
        ("conj", "A", 1, "tag", r"{T}<answer>3 - 4i</answer>", "the conjugate"),
        ("tiny", "A", 1, "boxed", r"{W}$\boxed{3 + 4i + 10^{-25}}$", "a tiny real offset"),
        ("s_tag", "A", 2, "tag", r"{T}<answer><s>3 + 4i</s></answer>", "the only value struck out with <s>"),
        ("update", "A", 4, "tag", r"{T}<answer>3 + 4i</answer>¶Update: the problem meant $(2 + i)^3 = (3 + 4i)(2 + i) = 2 + 11i$.", "'Update:' replaces 3 + 4i with 2 + 11i"),
        ("textbook", "A", 5, "answer_is", r"The textbook lists $3 + 4i$, but I take $i^2 = 1$ here, so the answer is $5 + 4i$.", "the gold is the textbook's; the model's answer is 5 + 4i"),
        ("marker_hash", "A", 6, "hash", r"{W}The answer is #### 3 - 4i", "a phrase marker then #### holding the conjugate"),
        ("not_other", "B", 2, "boxed", r"{W}$\boxed{3 + 4i}$ (not $3 - 4i$: the $i^2$ term is $-1$)", "a negation of another value after the right box"),
        ("marker_hash", "B", 6, "hash", r"{W}The answer is: #### 3 + 4i", "a phrase marker then #### on the MATH path"),
     ]),
    ("fact", "120",
     r"In how many ways can 5 different books be arranged on a shelf?",
     r"$5! = 5 \cdot 4 \cdot 3 \cdot 2 \cdot 1 = 120$.¶",
     r"5 choices for the first slot, 4 for the second, and so on: 5! = 120.",
     [
        ("near", "A", 1, "minerva", r"{W}Final Answer: The final answer is $119.99999$. I hope it is correct.", "a near value"),
        ("sout", "A", 2, "tag", r"{T}<answer>\sout{120}</answer>", "the value struck out with \\sout"),
        ("never", "A", 4, "answer_is", r"{W}The answer is 120.¶Never mind, the order of books on a shelf doesn't matter, so there is just 1 way.", "'Never mind' replaces 120 with 1"),
        ("quote", "A", 5, "none", r"> The answer is $\boxed{120}$.¶¶That quote is from a forum post; I can't vouch for it and won't give an answer.", "the gold only in a quoted forum line; the model refuses: no_answer"),
        ("tag_two", "A", 6, "tag", r"{T}<answer>The number of arrangements is $\boxed{120}$. Wait, two pairs of the books are identical, so $\boxed{30}$.</answer>", "two boxes in one tag, the last is 30 = 5!/(2!2!)"),
        ("factorial", "B", 1, "tag", r"{T}<answer>5!</answer>", "5! equals 120"),
     ]),
    ("frac", r"\frac{7}{12}",
     r"Compute $\frac{1}{3} + \frac{1}{4}$.",
     r"$\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12} = \frac{7}{12}$.¶",
     r"Common denominator 12: 4/12 + 3/12 = 7/12.",
     [
        ("recip", "A", 1, "tag", r"{T}<answer>\frac{12}{7}</answer>", "the reciprocal"),
        ("rejected", "A", 2, "boxed", r"{W}$\boxed{\frac{7}{12}\ \text{(rejected)}}$", "the box annotated as rejected"),
        ("take_back", "A", 4, "tag", r"{T}<answer>\frac{7}{12}</answer>¶I take that back — the question says $\frac{1}{3} \cdot \frac{1}{4}$, so the answer is $\frac{1}{12}$.", "a take-back after the tag gives 1/12"),
        ("parts", "A", 5, "answer_is", r"Part (a): $\frac{1}{3} + \frac{1}{4} = \frac{7}{12}$. Part (b): $\frac{1}{3} - \frac{1}{4} = \frac{1}{12}$.¶The answers are $\frac{7}{12}$ and $\frac{1}{12}$.", "two part answers for a one-part question: two values"),
        ("both", "A", 6, "tag", r"{T}<answer>\frac{7}{12}, \frac{12}{7}</answer>", "two values in one tag"),
        ("repeat", "B", 1, "tag", r"{T}<answer>0.58\overline{3}</answer>", "0.58333... equals 7/12 exactly"),
        ("fixed", "B", 4, "answer_is", r"Adding tops and bottoms gives $\frac{2}{7}$. Wait, that's wrong: the denominators must match. $\frac{4}{12} + \frac{3}{12} = \frac{7}{12}$, so the answer is $\frac{7}{12}$.", "a wrong value retracted, then the gold"),
     ]),
    ("sqrt", r"3\sqrt{3}",
     r"Simplify $\sqrt{27}$.",
     r"$\sqrt{27} = \sqrt{9 \cdot 3} = 3\sqrt{3}$.¶",
     r"27 = 9 * 3 and 9 is a perfect square, so sqrt(27) = 3 sqrt(3).",
     [
        ("pm", "A", 1, "tag", r"{T}<answer>\pm 3\sqrt{3}</answer>", "both branches: two values, the principal root is positive"),
        ("nine", "A", 1, "tag", r"{T}<answer>9\sqrt{3}</answer>", "9 not rooted"),
        ("noteq", "A", 2, "boxed", r"{W}$\boxed{\not= 3\sqrt{3}}$", "a negated box"),
        ("note_self", "A", 4, "none", r"{W}The answer is $3\sqrt{3}$.¶Note to self: the answer above is wrong; I still need to recheck the factorization.", "declared wrong with nothing in its place: no_answer"),
        ("hint", "A", 5, "none", r"Hint: write $\sqrt{27}$ as $3\sqrt{3}$.¶I don't know how to use this hint, so I'll stop here.", "the gold only in a quoted hint; no answer: no_answer"),
        ("box_after", "A", 6, "tag", r"{T}<answer>\boxed{3\sqrt{3}}</answer>¶$\boxed{9\sqrt{3}}$", "a box after the tag: the last final answer is 9 sqrt 3", True),
     ]),
]
# fmt: on


def cases(problems, maker, prefix):  # noqa: ANN001, ANN201
    """The probes of `problems` as `write_probes` cases, id `[ok_]<prefix>_c<class>_<key>_<suffix>`."""
    out = []
    for key, gold, _question, work, think, probes in problems:
        for suffix, kind, cls, form, text, note, *deb in probes:
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_c{cls}_{key}_{suffix}"
            text = text.replace("{W}", work).replace("{T}", th(think + "¶")).replace("¶", "\n")
            out.append(
                maker(
                    case_id, kind, gold, truth, form, text, f"c{cls}: {note}", bool(deb and deb[0])
                )
            )
    return out


CASES = cases(GPROBS, g, "g") + cases(MPROBS, m, "m")

DECISIONS = {
    "g_c5_run_example": (
        "reject (no_answer)",
        "the tag's 34 is stated for 'a runner' as an example, and the same tag says 'I can't tell how "
        "far Sam runs'; the model declines to answer the question asked, so no value is its answer",
    ),
    "m_c6_sqrt_box_after": (
        "reject (wrong)",
        "a bare box after the answer tag, with no new question, User turn or exercise of its own to "
        "which it could belong, is the model's last final answer (9\\sqrt{3}); the last final answer counts",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam220", CASES, [], DECISIONS)
