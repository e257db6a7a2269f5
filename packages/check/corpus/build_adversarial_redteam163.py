r"""Build adversarial_redteam163.jsonl: round 163 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam163"), written by a helper (a new author) WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl,
and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model output.
Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam157.py / 159.py / 161.py (structure, docstring, label conventions,
DECISIONS; their Aim paragraphs read to AVOID their shapes) were read; no probe of theirs is copied
(new problems, new golds, new wording).

Aim of this round: English, 260 probes, half GSM8K and half MATH, 130 kind A and 130 kind B: final
answers said in WORDS and in everyday notations, the way chat models and small RL policies write
them: whole numbers in words ("one hundred eighty-seven", "a hundred and eighty seven", "187 (one
hundred eighty-seven)", "one thousand and five", "two point four million"), "a dozen", "two dozen and
three", "half a dozen", "a score", "a pair"; money in words ("twelve dollars and fifty cents", "$12
and 50 cents", "12 bucks 50", "twelve fifty", "fifty-six and a quarter dollars"; cents when dollars
are asked); fractions in words ("five eighths", "three-fourths", "eleven over four", "5 out of 8"),
mixed numbers ("two and three quarters", "2 1/2", "2½", "3 ¾"); percentages in words ("thirty
percent", "30 per cent", "0.3 = 30%"); durations and clock times ("three and three-quarter hours",
"3 hours 45 minutes", "a quarter to five" and "half past two" as clock times where a duration is
asked); ordinals where a count is asked ("the seventh day"); roman numerals (XIV, IX); negatives in
words ("negative six", "minus six", "six degrees below zero"); zero as "none" / "no cupcakes left";
MATH values in words ("pi over two", "half of pi", "the square root of two", "root 2", "two root
three", "negative five", "minus three", "two i", "0 + 2i", "infinity", "+∞", "no real solution" and
"the empty set" for an empty-set gold, "all real numbers" and "ℝ" for the whole line, degrees in
words, "x equals minus five", "five and negative three" for a pair of roots, intervals in words
("all x less than or equal to negative two", "at most minus two", "up to and including"), words
inside `\text{}` in a box. Kind A carries the same word forms with a wrong value: off by one,
digits swapped, subtotals, another unit (cents, minutes, radians, dozens as a multiplier), a rounded
value for an exact gold, the wrong sign ("above zero", "negative infinity"), a clock time for a
duration, odds for a probability, an open endpoint for a closed one, one root of two; hedges between
two worded values; a right worded value followed by a "corrected" numeric one that is wrong; and
cuts inside the worded answer (no_answer).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 bags of 29 marbles, 16 given away -> 187 (203; 186; 178; 177 slip); 3 batches of 9 muffins
-> 27 = two dozen and three (24; 36; 29; 27 dozen = 324); 48 cookies among 4 -> 12 = a dozen (18; 6);
4 rows of 5 chairs -> 20 = a score (25); 11 apples, 3 eaten, 6 given -> 2 = a pair (4; 3); 5
notebooks at $1.70 + $4 pen -> 12.5 (8.50 subtotal; 1,250 cents; 12.05; 13 rounded; 13 from a wrong
pen price); 3 tickets at $18.75 -> 56.25 (5,625 cents; 56.20; 18.75; 56); 5 sessions of 45 min,
HOURS asked -> 3.75 (225 minutes; 3.5; 3.45 misconversion; 250 / 60 = 4.17 slip); 11:45 a.m. to
2:15 p.m., hours asked -> 2.5 (2.25; 3.5; 150 minutes; half past two as a clock time); 3 walls of
1 h 15 min from 1:00 p.m., duration asked -> 3.75 (finish at 4:45, "a quarter to five"); 9 of 30
students, percent -> 30 (0.3 as "three tenths"; 70; 9; 33); 210 pages at 30 a day -> 7 days (8th;
6; 6th); 9 films + 5 -> 14 = XIV (XVI = 16); 4 warehouses of 600,000 -> 2400000 (240,000; 24 million;
2.4 billion); 15 chapters of 67 pages -> 1005 (1050; 105; ~1000); 9°C falling 3°C an hour for 5 h ->
-6 (+6; drop 15; -5; 9 - 18 = -9 slip); 48 cupcakes, 4 boxes of 12 sold -> 0 (8 with boxes of 10);
3 pizzas of 8 slices, 4 eaten -> 2.5 pizzas (20 slices; 2.25; 3.5; ~2).
MATH: arcsin(1) -> \frac{\pi}{2} (\pi/4; 90 degrees; 1.5708; 2\pi); distance (0,0)-(1,1) ->
\sqrt{2} (\sqrt3; 1.414; 2; \sqrt2/2); 2x + 13 = 3 -> -5 (5; -8; 2x = -10; 8 from a sign slip);
(1 + i)^2 -> 2i (2; -2i; 2 + 2i; 2i^2 = -2); lim_{x->0+} 1/x -> \infty (-\infty; 0); real x with
x^2 + 4 = 0 -> \emptyset (\pm2; \pm2i not real; -4); domain of 1/(x^2 + 4) -> (-\infty,\infty)
(except \pm2; (0, \infty); except 0; none); interior angle of a regular pentagon -> 108 (exterior
72; sum 540; 3\pi/5 rad; 900 / 5 = 180 slip); x^2 - 2x - 15 = 0 -> -3, 5 (5 and 3; -5 and 3; 5 only;
sum 2); 3x + 4 <= -2 -> (-\infty,-2] (open end; x >= -2; x <= 2; x <= -2/3); 5 red, 3 blue, P(red)
-> \frac{5}{8} (0.625 exact; 3/8; odds 5 to 3; 0.63; 5/3); 5/4 + 3/2 -> \frac{11}{4} = 2 3/4 (9/4;
8/6; 2.8; 15/4); divisors of 36 = 2^2 3^2 -> 9 (8; 10; 4); cos^2 30° -> \frac{3}{4} (1/4;
\sqrt3/2; 3/2); log_2(1/8) -> -3 (3; 1/8; -1/3; 1/3); \sqrt{12} -> 2\sqrt{3} (3\sqrt2 = \sqrt18;
4\sqrt3 = \sqrt48; 3.46; \sqrt6).

Classes (id prefix): `g_<problem>_<shape>` GSM8K, `m_<problem>_<shape>` MATH; a leading `ok_`
marks kind B. Shapes name the word form (words, words_and, dozen_three, dollars_cents, bucks,
cents, h_min, quarter_to, half_past, ordinal, roman_*, below_zero, no_real, all_real, at_most,
out_of, over, mixed, box_text, minerva, ...) or the error (subtotal, off_by_one, swap, sign,
rounded, hedge, words_then_wrong, cut). Kind A: truth wrong / no_answer (cuts); kind B: truth
correct.

Label conventions (corpus/README.md; rounds 157, 159 and 161): the LAST final answer counts; a
right value in words, in dozens / a score / a pair, as money words ("twelve dollars and fifty cents",
"12 bucks 50", "twelve fifty"), as a mixed number, a vulgar-fraction glyph, "N out of M" / "N over
M" / "five eighths", an exact terminating decimal for a fraction gold, a percent in words or "per
cent", a roman numeral, "negative / minus / below zero" for a negative, "none" / "no ... left" for
0, "pi over two", "root 2", "two i", "0 + 2i", "infinity" / "+∞", "no real solution" / "the empty
set" for \emptyset, "all real numbers" / ℝ for (-\infty,\infty), degrees in words or with °, "x
equals ...", roots in words in either order, an interval in words with its endpoint rule kept, or
words in a box, is correct; an exact value followed by an approximation in brackets is correct;
another quantity (subtotal, the complement, the per-item price, the drop instead of the
temperature, the sum of the roots, the radicand, the exterior angle or the angle sum), another unit
than asked (cents for dollars, minutes for hours, radians for a degree gold, degrees for a radian
gold, a fraction "three tenths" for a percent gold, slices for pizzas), a clock time where a
duration is asked, odds for a probability, one root of two, a rounded value for an exact gold, an
open endpoint for a closed one, and two worded values ("X or Y", "between X and Y") are wrong; a
worded right value followed by a "correction" to a wrong value is wrong; a completion cut inside its
worded answer is no_answer. Debatable (2, with DECISIONS): `ok_g_prac_h_min` ("3 hours 45 minutes"
for an hours gold 3.75), `ok_g_days_ordinal` ("on the 7th day" for a count of 7 days).

Usage: python build_adversarial_redteam163.py
"""

from pathlib import Path  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402

# fmt: off
# GSM8K problems: (key, gold, working, [(suffix, kind, form, final line(s), note), ...]); kind A
# probes whose form is "truncated" are no_answer, the other kind A probes wrong.
GPROBS = [
    ("marb", "187",
     "Lena starts with 7 × 29 = 203 marbles.\nShe gives 16 to her brother, so she has 203 − 16 = 187 marbles.\n",
     [
        ("words_hyphen", "B", "answer_is", "The answer is one hundred eighty-seven.", "gold in words, hyphenated, no 'and'"),
        ("words_and", "B", "hash", "#### a hundred and eighty seven", "British-style words with 'a hundred and' after ####"),
        ("num_paren_words", "B", "final_answer_phrase", "Final Answer: 187 (one hundred eighty-seven) marbles", "numeral with the words in brackets"),
        ("words_then_num", "B", "prose_sentence", "So Lena has one hundred and eighty-seven marbles left, that is, 187.", "words, then the numeral restating them"),
        ("bold_words", "B", "final_answer_phrase", "**Answer: One hundred eighty-seven marbles.**", "bold, capitalised words"),
        ("subtotal", "A", "answer_is", "The answer is two hundred three.", "the marbles before giving any away (203) in words"),
        ("off_by_one", "A", "hash", "#### one hundred eighty-six", "off by one, in words"),
        ("swap", "A", "answer_is", "The answer is one hundred seventy-eight.", "digits of 187 swapped (178), in words"),
        ("hedge_words", "A", "prose_sentence", "She has either one hundred eighty-seven or one hundred eighty-eight marbles left.", "hedge between two worded values"),
        ("words_then_wrong_num", "A", "answer_is", "That makes one hundred eighty-seven.\nHmm, let me redo the subtraction: 203 − 16 = 177.\nThe answer is 177.", "right value in words, then a 'corrected' numeric value that is wrong"),
        ("cut", "A", "truncated", "The answer is one hundred eigh", "cut inside the worded answer: no_answer"),
     ]),
    ("doz", "27",
     "Each batch has 9 muffins and the bakery bakes 3 batches: 3 × 9 = 27 muffins.\n",
     [
        ("dozen_three", "B", "answer_is", "The answer is two dozen and three.", "2 × 12 + 3 = 27 said in dozens (muffins asked)"),
        ("dozen_plus", "B", "final_answer_phrase", "Final answer: 2 dozen + 3 = 27 muffins", "dozens with an equation ending on 27"),
        ("words", "B", "hash", "#### twenty-seven", "hyphenated words after ####"),
        ("dozen_ie", "B", "prose_sentence", "The bakery made two dozen plus three, i.e. twenty-seven muffins.", "dozens then words"),
        ("two_dozen", "A", "answer_is", "The answer is two dozen.", "24: the extra three dropped"),
        ("three_dozen", "A", "answer_is", "The answer is three dozen.", "36: batches read as dozens"),
        ("dozen_five", "A", "hash", "#### 2 dozen and 5", "29: wrong remainder"),
        ("dozens_unit", "A", "prose_sentence", "That is 27 dozen muffins.", "27 dozen = 324 muffins: a wrong multiplier on the number"),
        ("cut", "A", "truncated", "So the answer is two dozen and", "cut before the remainder: no_answer"),
     ]),
    ("adoz", "12",
     "48 cookies shared equally among 4 friends: 48 ÷ 4 = 12 cookies each.\n",
     [
        ("a_dozen", "B", "prose_sentence", "Each friend gets a dozen cookies.", "'a dozen' = 12"),
        ("answer_dozen", "B", "answer_is", "The answer is a dozen.", "'a dozen' after 'The answer is'"),
        ("one_dozen_paren", "B", "hash", "#### one dozen (12)", "words then numeral in brackets"),
        ("dozen_half", "A", "prose_sentence", "Each friend gets a dozen and a half cookies.", "18"),
        ("num_dozen", "B", "prose_sentence", "Each friend gets 12 cookies (a dozen).", "numeral then 'a dozen' in brackets"),
        ("half_dozen", "A", "answer_is", "The answer is half a dozen.", "6: shared among 8"),
     ]),
    ("score", "20",
     "There are 4 rows with 5 chairs in each row: 4 × 5 = 20 chairs.\n",
     [
        ("a_score", "B", "answer_is", "The answer is a score of chairs.", "'a score' = 20"),
        ("words", "B", "hash", "#### twenty", "words after ####"),
        ("twenty_score", "B", "prose_sentence", "There are twenty chairs, a score of them.", "words then 'a score'"),
        ("score_five", "A", "answer_is", "The answer is a score and five.", "25: a row added"),
     ]),
    ("pair", "2",
     "Tom had 11 apples. He ate 3 and gave 6 to his friends: 11 − 3 − 6 = 2 apples.\n",
     [
        ("a_pair", "B", "prose_sentence", "Tom has a pair of apples left.", "'a pair' = 2"),
        ("two", "B", "answer_is", "The answer is two.", "word 'two'"),
        ("couple_pairs", "A", "prose_sentence", "Tom has a couple of pairs of apples left.", "two pairs = 4"),
        ("three", "A", "hash", "#### three", "off by one in words"),
     ]),
    ("note", "12.5",
     "5 notebooks at $1.70 cost 5 × $1.70 = $8.50.\nAdding the $4 pen: $8.50 + $4 = $12.50.\n",
     [
        ("dollars_cents", "B", "answer_is", "The answer is twelve dollars and fifty cents.", "money in words"),
        ("num_and_cents", "B", "hash", "#### $12 and 50 cents", "'$12 and 50 cents'"),
        ("bucks", "B", "prose_sentence", "She spent 12 bucks 50.", "slang 'bucks' with the cents after"),
        ("twelve_fifty", "B", "final_answer_phrase", "Final Answer: twelve fifty ($12.50)", "'twelve fifty' with the dollar amount in brackets"),
        ("half_dollars", "B", "prose_sentence", "The total is twelve and a half dollars.", "'twelve and a half dollars'"),
        ("cents", "A", "answer_is", "The answer is 1,250 cents.", "cents when dollars were asked"),
        ("subtotal", "A", "hash", "#### eight dollars and fifty cents", "the notebooks alone (8.50)"),
        ("five_cents", "A", "answer_is", "The answer is twelve dollars and five cents.", "12.05: the cents misread"),
        ("rounded", "A", "prose_sentence", "She spent about thirteen dollars.", "a rounded value for an exact gold"),
        ("words_then_wrong", "A", "hash", "That is $12 and 50 cents.\nWait, the pen costs $4.50, not $4, so the total is $8.50 + $4.50 = $13.00.\n#### 13", "right value in words, then a wrong 'correction'"),
        ("hedge", "A", "answer_is", "The answer is twelve or thirteen dollars.", "hedge between two worded values"),
     ]),
    ("tix", "56.25",
     "Each ticket costs $18.75, so 3 tickets cost 3 × $18.75 = $56.25.\n",
     [
        ("words", "B", "answer_is", "The answer is fifty-six dollars and twenty-five cents.", "money in words"),
        ("dollars_cents_num", "B", "hash", "#### 56 dollars 25 cents", "numerals with unit words"),
        ("and_a_quarter", "B", "prose_sentence", "The three tickets cost fifty-six and a quarter dollars.", "'and a quarter' = .25"),
        ("cents", "A", "answer_is", "The answer is 5,625 cents.", "cents when dollars were asked"),
        ("twenty_cents", "A", "hash", "#### fifty-six dollars and twenty cents", "56.20"),
        ("per_ticket", "A", "prose_sentence", "The total is eighteen dollars and seventy-five cents.", "one ticket's price"),
        ("rounded", "A", "answer_is", "The answer is about fifty-six dollars.", "rounded"),
        ("cut", "A", "truncated", "The total is fifty-six dollars and", "cut before the cents: no_answer"),
     ]),
    ("prac", "3.75",
     "Maya has 5 practice sessions of 45 minutes each: 5 × 45 = 225 minutes.\nIn hours: 225 ÷ 60 = 3.75 hours.\n",
     [
        ("three_quarter", "B", "answer_is", "The answer is three and three-quarter hours.", "mixed number in words, hours asked"),
        ("hash_words", "B", "hash", "#### three and three quarters", "words after ####"),
        ("vulgar", "B", "prose_sentence", "She practises 3 ¾ hours in total.", "a vulgar-fraction glyph after the whole number"),
        ("point", "B", "answer_is", "The answer is three point seven five hours.", "decimal read out in words"),
        ("h_min", "B", "final_answer_phrase", "Final answer: 3 hours 45 minutes", "debatable: hours asked, the same duration as hours and minutes", True),
        ("minutes", "A", "answer_is", "The answer is 225 minutes.", "minutes when hours were asked"),
        ("half", "A", "prose_sentence", "She practises three and a half hours.", "3.5"),
        ("bad_conv", "A", "hash", "#### 3.45 hours", "3 h 45 min written as 3.45 hours"),
        ("hedge", "A", "answer_is", "The answer is between three and four hours.", "a range (hedge)"),
        ("words_then_wrong", "A", "hash", "So about three and three-quarter hours.\nCorrection: 5 × 45 = 250 minutes, which is 250 ÷ 60 ≈ 4.17 hours.\n#### 4.17", "right value in words, then a wrong numeric correction"),
     ]),
    ("train", "2.5",
     "The train leaves at 11:45 a.m. and arrives at 2:15 p.m.\nFrom 11:45 to 1:45 is 2 hours, and from 1:45 to 2:15 is 30 more minutes, so 2.5 hours.\n",
     [
        ("two_half", "B", "prose_sentence", "The trip takes two and a half hours.", "mixed number in words"),
        ("mixed_num", "B", "hash", "#### 2 1/2", "mixed number with a space"),
        ("dec_paren", "B", "answer_is", "The answer is 2.5 h (two and a half hours).", "decimal then words"),
        ("half_past", "A", "prose_sentence", "The train gets there at half past two.", "a clock time (and not even the arrival time), not the duration"),
        ("quarter", "A", "prose_sentence", "The trip takes two and a quarter hours.", "2.25"),
        ("three_half", "A", "hash", "#### 3 1/2", "11:45 to 2:15 miscounted"),
        ("minutes", "A", "answer_is", "The answer is 150 minutes.", "minutes when hours were asked"),
        ("h_fifteen", "A", "prose_sentence", "The trip takes two hours and fifteen minutes.", "2.25 h as hours and minutes"),
     ]),
    ("clock", "3.75",
     "Priya starts painting at 1:00 p.m. She paints 3 walls, each taking 1 hour 15 minutes: 3 × 75 = 225 minutes = 3.75 hours.\n",
     [
        ("quarter_to", "A", "prose_sentence", "She finishes at a quarter to five.", "the finishing clock time (4:45), not the duration asked"),
        ("words", "B", "answer_is", "The answer is three and three quarters hours.", "duration in words"),
     ]),
    ("pct", "30",
     "9 of the 30 students walk to school. 9 ÷ 30 = 0.3, which is 30%.\n",
     [
        ("words", "B", "answer_is", "The answer is thirty percent.", "percent in words"),
        ("per_cent", "B", "hash", "#### 30 per cent", "'per cent' as two words"),
        ("dec_eq", "B", "bare_last_line", "0.3 = 30%", "last line: the decimal equated to the percent"),
        ("sentence", "B", "prose_sentence", "Thirty per cent of the students walk to school.", "words, sentence-initial"),
        ("paren", "B", "answer_is", "The answer is 30 (thirty percent).", "numeral with words in brackets"),
        ("tenths", "A", "answer_is", "The answer is three tenths.", "the fraction when the percent was asked"),
        ("complement", "A", "hash", "#### seventy percent", "the students who do not walk"),
        ("nine", "A", "answer_is", "The answer is nine percent.", "the count read as a percent"),
        ("third", "A", "prose_sentence", "About a third of them walk, so thirty-three percent.", "9/27 slip, in words"),
        ("hedge", "A", "answer_is", "The answer is twenty-five or thirty percent.", "hedge between two worded values"),
     ]),
    ("days", "7",
     "The book has 210 pages and she reads 30 pages a day, so 210 ÷ 30 = 7 days.\n",
     [
        ("seventh_so", "B", "prose_sentence", "She finishes the book on the seventh day, so it takes 7 days.", "ordinal, then the count"),
        ("words", "B", "hash", "#### seven", "word after ####"),
        ("paren", "B", "answer_is", "The answer is 7 (seven days).", "numeral, words in brackets"),
        ("ordinal", "B", "prose_sentence", "She finishes on the 7th day.", "debatable: an ordinal (the day she finishes) where a count of days is asked", True),
        ("eighth", "A", "prose_sentence", "She finishes on the eighth day.", "off by one, as an ordinal"),
        ("six", "A", "hash", "#### 6", "off by one"),
        ("sixth", "A", "answer_is", "The answer is the sixth day.", "ordinal, off by one"),
        ("cut", "A", "truncated", "She finishes on the sev", "cut inside the ordinal: no_answer"),
     ]),
    ("films", "14",
     "The series had 9 films, and 5 more were made: 9 + 5 = 14 films. The newest one is titled Part XIV.\n",
     [
        ("roman_ie", "B", "answer_is", "The answer is XIV, that is, 14.", "roman numeral, then the numeral"),
        ("words_roman", "B", "hash", "#### fourteen (XIV)", "words with the roman numeral in brackets"),
        ("roman_only", "B", "answer_is", "The answer is XIV.", "roman numeral alone"),
        ("roman_swap", "A", "answer_is", "The answer is XVI.", "XVI = 16: letters swapped"),
     ]),
    ("ware", "2400000",
     "Each of the 4 warehouses holds 600,000 units, so 4 × 600,000 = 2,400,000 units.\n",
     [
        ("million", "B", "answer_is", "The answer is 2.4 million.", "decimal + 'million'"),
        ("words", "B", "hash", "#### two million four hundred thousand", "full words"),
        ("point_words", "B", "prose_sentence", "Together they hold two point four million units.", "'two point four million'"),
        ("thousand", "A", "answer_is", "The answer is two hundred forty thousand.", "a factor of ten lost"),
        ("24m", "A", "hash", "#### 24 million", "a factor of ten gained"),
        ("billion", "A", "answer_is", "The answer is 2.4 billion.", "billion for million"),
     ]),
    ("pages", "1005",
     "There are 15 chapters with 67 pages each: 15 × 67 = 1,005 pages.\n",
     [
        ("and_five", "B", "answer_is", "The answer is one thousand and five.", "'one thousand and five'"),
        ("no_and", "B", "hash", "#### one thousand five", "'one thousand five'"),
        ("num_words", "B", "prose_sentence", "The book has 1,005 (one thousand five) pages.", "comma numeral then words"),
        ("fifty", "A", "answer_is", "The answer is one thousand fifty.", "1050: a zero misplaced"),
        ("hundred_five", "A", "hash", "#### one hundred and five", "105"),
        ("rounded", "A", "prose_sentence", "The book has roughly a thousand pages.", "rounded"),
     ]),
    ("temp", "-6",
     "It starts at 9°C and drops 3°C an hour for 5 hours: 9 − 3 × 5 = 9 − 15 = −6°C.\n",
     [
        ("negative", "B", "answer_is", "The answer is negative six.", "'negative six'"),
        ("minus", "B", "hash", "#### minus six", "'minus six' after ####"),
        ("below_zero", "B", "prose_sentence", "The temperature will be six degrees below zero.", "'six degrees below zero' = -6"),
        ("num_words", "B", "final_answer_phrase", "Final answer: −6 (minus six degrees Celsius)", "Unicode minus, words in brackets"),
        ("sign", "A", "answer_is", "The answer is six degrees.", "sign dropped"),
        ("drop", "A", "hash", "#### minus fifteen", "the drop, not the temperature"),
        ("above", "A", "prose_sentence", "The temperature will be six degrees above zero.", "'above zero': +6"),
        ("neg_five", "A", "answer_is", "The answer is negative five.", "off by one"),
        ("words_then_wrong", "A", "hash", "So it ends at minus six.\nWait: 9 − 3 × 5 = 9 − 18 = −9.\n#### −9", "right value in words, then a wrong correction"),
     ]),
    ("cup", "0",
     "48 cupcakes were baked. 4 boxes of a dozen were sold: 4 × 12 = 48. So 48 − 48 = 0 cupcakes are left.\n",
     [
        ("zero", "B", "answer_is", "The answer is zero.", "'zero'"),
        ("none", "B", "hash", "#### none", "'none' after ####"),
        ("no_left", "B", "prose_sentence", "There are no cupcakes left.", "'no cupcakes left' = 0"),
        ("num_none", "B", "hash", "#### 0 (none left)", "numeral with 'none left' in brackets"),
        ("dozen", "A", "answer_is", "The answer is a dozen.", "12: one box"),
        ("words_then_wrong", "A", "prose_sentence", "None are left.\nHmm, actually the boxes hold 10 each, so 48 − 40 = 8. Eight cupcakes are left.", "right value in words, then a wrong correction in words"),
     ]),
    ("pizza", "2.5",
     "3 pizzas × 8 slices = 24 slices. After eating 4 slices, 20 slices are left: 20 ÷ 8 = 2.5 pizzas.\n",
     [
        ("two_half", "B", "answer_is", "The answer is two and a half.", "mixed number in words"),
        ("mixed", "B", "hash", "#### 2 1/2", "mixed number with a space"),
        ("glyph", "B", "prose_sentence", "There are 2½ pizzas left.", "½ glyph"),
        ("halves", "B", "prose_sentence", "That's five halves of a pizza, two and a half pizzas.", "five halves then words"),
        ("slices", "A", "answer_is", "The answer is twenty.", "slices, not pizzas"),
        ("quarter", "A", "hash", "#### two and a quarter", "2.25"),
        ("three_half", "A", "prose_sentence", "There are three and a half pizzas left.", "3.5"),
        ("rounded", "A", "prose_sentence", "About two pizzas are left.", "rounded"),
     ]),
]
# fmt: on

# fmt: off
MPROBS = [
    ("asin", r"\frac{\pi}{2}",
     "We need $\\arcsin(1)$. Since $\\sin\\frac{\\pi}{2} = 1$ and $\\frac{\\pi}{2}$ lies in $[-\\frac{\\pi}{2}, \\frac{\\pi}{2}]$, that is the value.\n\n",
     [
        ("words", "B", "answer_is", "The answer is pi over two.", "'pi over two'"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is pi/2. I hope it is correct.", "'pi/2' spelled with letters in a Minerva line"),
        ("half_pi", "B", "prose_sentence", "So $\\arcsin(1)$ equals half of pi.", "'half of pi'"),
        ("glyph_rad", "B", "answer_is", "The answer is π/2 radians.", "π glyph with 'radians'"),
        ("box_text", "B", "boxed", "$\\boxed{\\text{pi over two}}$", "words inside \\text{} in a box"),
        ("quarter", "A", "answer_is", "The answer is pi over four.", "arcsin read as arctan"),
        ("degrees", "A", "answer_is", "The answer is ninety degrees.", "degrees for a radian gold"),
        ("rounded", "A", "prose_sentence", "So $\\arcsin(1)$ is about 1.5708.", "a rounded decimal for an exact gold"),
        ("two_pi", "A", "answer_is", "The answer is two pi.", "2π"),
        ("cut", "A", "truncated", "The answer is pi over", "cut before the denominator: no_answer"),
     ]),
    ("dist", r"\sqrt{2}",
     "The distance from $(0, 0)$ to $(1, 1)$ is $\\sqrt{1^2 + 1^2} = \\sqrt{2}$.\n\n",
     [
        ("words", "B", "answer_is", "The answer is the square root of two.", "'the square root of two'"),
        ("root", "B", "prose_sentence", "The distance is root 2.", "'root 2'"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is square root of 2. I hope it is correct.", "words in a Minerva line"),
        ("approx_note", "B", "answer_is", "The answer is √2 (about 1.414).", "exact glyph value then an approximation annotation"),
        ("three", "A", "answer_is", "The answer is the square root of three.", "√3"),
        ("rounded", "A", "prose_sentence", "The distance is approximately 1.414.", "rounded decimal for an exact gold"),
        ("two", "A", "answer_is", "The answer is two.", "the radicand, not its root"),
        ("half", "A", "prose_sentence", "The distance is the square root of two over two.", "√2/2"),
        ("hedge", "A", "answer_is", "The answer is root 2 or 2.", "hedge between two values"),
     ]),
    ("lin", "-5",
     "$2x + 13 = 3 \\Rightarrow 2x = -10 \\Rightarrow x = -5$.\n\n",
     [
        ("negative", "B", "answer_is", "The answer is negative five.", "'negative five'"),
        ("x_equals", "B", "prose_sentence", "x equals minus five.", "'x equals minus five'"),
        ("neg_num", "B", "prose_sentence", "So $x$ is negative 5.", "'negative 5'"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is minus 5. I hope it is correct.", "'minus 5' in a Minerva line"),
        ("box_text", "B", "boxed", "$x = \\boxed{\\text{negative five}}$", "words in a box"),
        ("sign", "A", "answer_is", "The answer is five.", "sign dropped"),
        ("eight", "A", "prose_sentence", "x equals negative eight.", "(3 + 13)/2 with a sign"),
        ("two_x", "A", "answer_is", "The answer is negative ten.", "the value of 2x"),
        ("words_then_wrong", "A", "boxed", "x equals negative five. Check: $2(-5) + 13 = 3$ ✓.\n\nHmm, actually I should move 13 with its sign: $2x = 16$, $x = \\boxed{8}$.", "right value in words, then a wrong boxed 'correction'"),
     ]),
    ("sq", "2i",
     "$(1 + i)^2 = 1 + 2i + i^2 = 1 + 2i - 1 = 2i$.\n\n",
     [
        ("words", "B", "answer_is", "The answer is two i.", "'two i'"),
        ("times", "B", "prose_sentence", "The result is 2 times i.", "'2 times i'"),
        ("zero_plus", "B", "answer_is", "The answer is 0 + 2i.", "zero real part written out"),
        ("twice_unit", "B", "prose_sentence", "So the square is twice the imaginary unit, 2i.", "words then 2i"),
        ("two", "A", "answer_is", "The answer is two.", "i dropped"),
        ("neg", "A", "answer_is", "The answer is negative two i.", "wrong sign"),
        ("plus_one", "A", "answer_is", "The answer is 2 + 2i.", "i^2 read as +1"),
        ("squared", "A", "answer_is", "The answer is two i squared.", "2i^2 = -2"),
     ]),
    ("lim", r"\infty",
     "As $x \\to 0^+$, $\\frac{1}{x}$ grows without bound.\n\n",
     [
        ("words", "B", "answer_is", "The answer is infinity.", "'infinity'"),
        ("positive", "B", "prose_sentence", "The limit is positive infinity.", "'positive infinity'"),
        ("glyph", "B", "prose_sentence", "The limit is +∞.", "+∞ glyph"),
        ("negative", "A", "answer_is", "The answer is negative infinity.", "wrong sign (the left-hand limit)"),
        ("zero", "A", "prose_sentence", "The limit is zero.", "0"),
     ]),
    ("noreal", r"\emptyset",
     "$x^2 + 4 = 0$ gives $x^2 = -4$, and no real number squares to a negative number.\n\n",
     [
        ("no_real", "B", "prose_sentence", "There is no real solution.", "'no real solution' for an empty-set gold"),
        ("empty_set", "B", "prose_sentence", "The solution set is the empty set.", "'the empty set'"),
        ("answer_none", "B", "answer_is", "The answer is: no real solutions.", "'no real solutions' after a marker"),
        ("none_paren", "B", "final_answer_phrase", "Final answer: none (the set is empty).", "'none' with a gloss"),
        ("pm2", "A", "answer_is", "The answer is x = ±2.", "sign of 4 ignored"),
        ("pm2i", "A", "answer_is", "The answer is x = ±2i.", "complex roots when real solutions were asked"),
        ("neg4", "A", "answer_is", "The answer is −4.", "the value of x^2"),
        ("cut", "A", "truncated", "There is no re", "cut mid-word: no_answer"),
     ]),
    ("dom", r"(-\infty,\infty)",
     "The denominator $x^2 + 4$ is never zero, so $f(x) = \\frac{1}{x^2 + 4}$ is defined for every real $x$.\n\n",
     [
        ("all_real", "B", "prose_sentence", "The domain is all real numbers.", "'all real numbers'"),
        ("all_x", "B", "answer_is", "The answer is all real x.", "'all real x'"),
        ("R_glyph", "B", "prose_sentence", "The domain is ℝ, the set of all reals.", "ℝ glyph with words"),
        ("words_interval", "B", "prose_sentence", "The domain is every real number, $(-\\infty, \\infty)$.", "words then the interval"),
        ("except_pm2", "A", "prose_sentence", "The domain is all real numbers except 2 and −2.", "x^2 - 4 confused with x^2 + 4"),
        ("positive", "A", "prose_sentence", "The domain is all positive real numbers.", "(0, ∞)"),
        ("except_0", "A", "answer_is", "The answer is all real numbers except zero.", "excludes 0"),
        ("none", "A", "answer_is", "The answer is no real numbers.", "the empty set"),
     ]),
    ("pent", "108",
     "The interior angles of a pentagon sum to $(5 - 2) \\cdot 180 = 540$ degrees, so each angle of a regular pentagon is $540 / 5 = 108$ degrees.\n\n",
     [
        ("words", "B", "answer_is", "The answer is one hundred eight degrees.", "degrees in words"),
        ("a_hundred_and", "B", "prose_sentence", "Each interior angle measures a hundred and eight degrees.", "'a hundred and eight degrees'"),
        ("num_deg", "B", "answer_is", "The answer is 108 degrees.", "numeral with 'degrees'"),
        ("minerva_circ", "B", "minerva", "Final Answer: The final answer is 108°. I hope it is correct.", "degree sign in a Minerva line"),
        ("exterior", "A", "answer_is", "The answer is seventy-two degrees.", "the exterior angle"),
        ("sum", "A", "answer_is", "The answer is five hundred forty degrees.", "the angle sum"),
        ("radians", "A", "answer_is", "The answer is 3π/5.", "radians for a degree gold"),
        ("words_then_wrong", "A", "boxed", "Each angle is one hundred and eight degrees.\n\nWait, a pentagon has 5 sides, so the sum is $5 \\cdot 180 = 900$ and each angle is $\\boxed{180}$ degrees.", "right value in words, then a wrong boxed correction"),
     ]),
    ("roots", "-3, 5",
     "$x^2 - 2x - 15 = (x - 5)(x + 3) = 0$.\n\n",
     [
        ("words", "B", "prose_sentence", "The roots are five and negative three.", "both roots in words"),
        ("x_equals_or", "B", "prose_sentence", "x equals five or x equals minus three.", "'x equals ... or x equals minus ...'"),
        ("ordered", "B", "prose_sentence", "The solutions are negative three and five.", "gold order, words"),
        ("mixed", "B", "answer_is", "The answer is x = 5 and x = −3.", "equations with a Unicode minus"),
        ("unsigned", "A", "prose_sentence", "The roots are five and three.", "sign of -3 dropped"),
        ("signs_swapped", "A", "prose_sentence", "The roots are negative five and three.", "both signs flipped"),
        ("one_root", "A", "prose_sentence", "The root is five.", "one root of two"),
        ("sum", "A", "answer_is", "The answer is two.", "the sum of the roots"),
        ("cut", "A", "truncated", "The roots are five and neg", "cut mid-word in the second root: no_answer"),
     ]),
    ("ineq", r"(-\infty,-2]",
     "$3x + 4 \\le -2 \\Rightarrow 3x \\le -6 \\Rightarrow x \\le -2$.\n\n",
     [
        ("words", "B", "answer_is", "The answer is all x less than or equal to negative two.", "the interval in words"),
        ("at_most", "B", "prose_sentence", "x is at most minus two.", "'at most minus two'"),
        ("up_to", "B", "prose_sentence", "The solution is every real number up to and including negative two.", "'up to and including'"),
        ("ie", "B", "final_answer_phrase", "Answer: x ≤ −2, i.e. (−∞, −2].", "inequality then interval in glyphs"),
        ("strict", "A", "answer_is", "The answer is all x less than negative two.", "endpoint left out"),
        ("at_least", "A", "prose_sentence", "x is at least negative two.", "direction flipped"),
        ("positive", "A", "answer_is", "The answer is all x less than or equal to two.", "sign of the endpoint dropped"),
        ("third", "A", "answer_is", "The answer is x ≤ −2/3.", "4 not moved: 3x ≤ -2"),
     ]),
    ("bag", r"\frac{5}{8}",
     "The bag holds 5 red and 3 blue marbles, 8 in all, so the probability of red is $\\frac{5}{8}$.\n\n",
     [
        ("eighths", "B", "answer_is", "The answer is five eighths.", "'five eighths'"),
        ("hyphen", "B", "prose_sentence", "The probability is five-eighths.", "hyphenated"),
        ("out_of", "B", "prose_sentence", "The probability is 5 out of 8.", "'5 out of 8'"),
        ("over", "B", "answer_is", "The answer is five over eight.", "'five over eight'"),
        ("decimal", "B", "prose_sentence", "The probability is 0.625.", "exact terminating decimal of 5/8"),
        ("blue", "A", "answer_is", "The answer is three eighths.", "the blue probability"),
        ("odds", "A", "prose_sentence", "The odds are 5 to 3.", "odds, not a probability"),
        ("rounded", "A", "prose_sentence", "The probability is about 0.63.", "rounded"),
        ("hedge", "A", "answer_is", "The answer is five eighths or three eighths.", "hedge"),
        ("words_then_wrong", "A", "boxed", "So it is five out of eight.\n\nOops, I should divide by the blue marbles: $\\boxed{\\frac{5}{3}}$.", "right value in words, then a wrong box"),
     ]),
    ("frac", r"\frac{11}{4}",
     "$\\frac{5}{4} + \\frac{3}{2} = \\frac{5}{4} + \\frac{6}{4} = \\frac{11}{4}$.\n\n",
     [
        ("mixed_words", "B", "answer_is", "The answer is two and three quarters.", "mixed number in words"),
        ("mixed_num", "B", "prose_sentence", "The sum is 2 3/4.", "mixed number with a space"),
        ("fourths", "B", "answer_is", "The answer is eleven fourths.", "'eleven fourths'"),
        ("over", "B", "answer_is", "The answer is eleven over four.", "'eleven over four'"),
        ("quarter", "A", "answer_is", "The answer is two and a quarter.", "9/4"),
        ("sixths", "A", "answer_is", "The answer is eight sixths.", "numerators and denominators added"),
        ("rounded", "A", "prose_sentence", "The sum is about 2.8.", "rounded"),
        ("three", "A", "answer_is", "The answer is three and three quarters.", "15/4"),
     ]),
    ("div", "9",
     "$36 = 2^2 \\cdot 3^2$, so it has $(2 + 1)(2 + 1) = 9$ positive divisors.\n\n",
     [
        ("words", "B", "answer_is", "The answer is nine.", "'nine'"),
        ("sentence", "B", "prose_sentence", "36 has nine positive divisors.", "words in a sentence"),
        ("roman", "B", "answer_is", "The answer is IX.", "roman numeral"),
        ("paren", "B", "prose_sentence", "The number of positive divisors is 9 (nine).", "numeral, words in brackets"),
        ("eight", "A", "answer_is", "The answer is eight.", "the square root 6 counted once too few"),
        ("ten", "A", "answer_is", "The answer is ten.", "6 counted twice"),
        ("four", "A", "answer_is", "The answer is four.", "exponents added, (2 + 2)"),
     ]),
    ("cos", r"\frac{3}{4}",
     "$\\cos^2 30^\\circ = \\left(\\frac{\\sqrt{3}}{2}\\right)^2 = \\frac{3}{4}$.\n\n",
     [
        ("quarters", "B", "answer_is", "The answer is three quarters.", "'three quarters'"),
        ("fourths", "B", "prose_sentence", "The value is three-fourths.", "'three-fourths'"),
        ("decimal", "B", "answer_is", "The answer is 0.75.", "exact decimal"),
        ("paren", "B", "answer_is", "The answer is 3/4 (three quarters).", "slash fraction, words in brackets"),
        ("sin", "A", "answer_is", "The answer is one quarter.", "sin^2 30°"),
        ("unsquared", "A", "answer_is", "The answer is root three over two.", "cos 30° not squared"),
        ("halves", "A", "answer_is", "The answer is three halves.", "3/2"),
        ("cut", "A", "truncated", "The answer is three quar", "cut mid-word: no_answer"),
     ]),
    ("log", "-3",
     "$\\frac{1}{8} = 2^{-3}$, so $\\log_2 \\frac{1}{8} = -3$.\n\n",
     [
        ("minus", "B", "answer_is", "The answer is minus three.", "'minus three'"),
        ("negative", "B", "prose_sentence", "The logarithm equals negative three.", "'negative three'"),
        ("minerva", "B", "minerva", "Final Answer: The final answer is negative 3. I hope it is correct.", "'negative 3' in a Minerva line"),
        ("sign", "A", "answer_is", "The answer is three.", "sign dropped"),
        ("eighth", "A", "answer_is", "The answer is one eighth.", "the argument"),
        ("third", "A", "answer_is", "The answer is negative one third.", "reciprocal"),
        ("words_then_wrong", "A", "boxed", "That is minus three.\n\nNo wait, $\\log_2 8 = 3$, so $\\log_2 \\frac{1}{8} = \\boxed{\\frac{1}{3}}$.", "right value in words, then a wrong box"),
     ]),
    ("rad", r"2\sqrt{3}",
     "$\\sqrt{12} = \\sqrt{4 \\cdot 3} = 2\\sqrt{3}$.\n\n",
     [
        ("root", "B", "answer_is", "The answer is two root three.", "'two root three'"),
        ("times", "B", "answer_is", "The answer is two times the square root of three.", "'two times the square root of three'"),
        ("twice", "B", "prose_sentence", "It simplifies to twice the square root of three.", "'twice the square root of three'"),
        ("paren", "B", "answer_is", "The answer is 2√3 (two root three).", "glyph radical, words in brackets"),
        ("three_root_two", "A", "answer_is", "The answer is three root two.", "3√2 = √18"),
        ("four", "A", "answer_is", "The answer is four root three.", "4√3 = √48"),
        ("rounded", "A", "answer_is", "The answer is about 3.46.", "rounded"),
        ("six", "A", "answer_is", "The answer is the square root of six.", "√12 halved under the root"),
     ]),
]
# fmt: on


def build(problems, maker, prefix):
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`, text = working + final line(s)."""
    cases = []
    for key, gold, work, probes in problems:
        for suffix, kind, form, final, note, *deb in probes:
            truth = "correct" if kind == "B" else ("no_answer" if form == "truncated" else "wrong")
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            cases.append(
                maker(case_id, kind, gold, truth, form, work + final, note, bool(deb and deb[0]))
            )
    return cases


CASES = build(GPROBS, g, "g") + build(MPROBS, m, "m")

DECISIONS = {
    "ok_g_prac_h_min": (
        "accept",
        "3 hours 45 minutes is exactly 3.75 hours: the asked duration in a mixed hours-and-minutes "
        "form, not another unit (unlike a bare 225 minutes, which is labelled wrong)",
    ),
    "ok_g_days_ordinal": (
        "accept",
        "finishing on the 7th day at 30 pages a day from day 1 means the reading takes 7 days; the "
        "ordinal names the same number as the count asked (the off-by-one 'eighth day' is wrong)",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam163", CASES, [], DECISIONS)
