r"""Build adversarial_redteam201.jsonl: round 201 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam201"), written by a helper (a new author) WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus
.jsonl, and WITHOUT running the checker, math-verify, sympy or any grader on the probes. Not model
output. Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 240 probes, 160 GSM8K and 80 MATH, 200 kind A and 40 kind B: ISSUE
25'S HOSTILE CLASSES AS A GRADER'S HIDDEN PROBE SET WOULD WRITE THEM. In every kind-A probe the
gold value stands where a careless checker takes its answer from (the last number, the first
number after '####', the last or first box, the answer tag, the Minerva closing, a number with
words after it), while the model's own final answer to the question asked is wrong or missing.
Each probe is a working (300-900 characters of GSM8K or MATH steps that compute the gold and the
wrong value W) followed by a closing, or an R1 think block and an <answer> tag, or a short answer
alone. Twelve classes, about equal in size:
  tol     near values and exact values compared with a tolerance: rounded (65 for 64.80, 11.3 for
          11.25, 0.0909 for 1/11, 28.27 for 9 pi), near zero (0.0008 and 0.01 for 0.008, 0.001 for
          1/1024, a float 1.1e-16 for 0), float artefacts (64.80000000000001), an early-stopped
          iteration (2.0001 for 2), one third as 0.333 (479.52 for 480);
  neg     the gold negated: 'The answer is not X', \boxed{\neq X}, '#### not X', <answer>Not X;
  strike  the gold struck out (~~X~~, \cancel, \sout, <del>) with W after it, or with nothing;
  annot   the gold annotated as rejected, a draft or wrong (✗, [wrong on review], '(not X ...)');
  units   words after a GSM8K number that change it: '6 hours 30 minutes', '480 dollars per week',
          '42 cents', '4 pizzas', '84 - 28 = 56', '1110 x 4 = 4440 for the month';
  retract the gold given, then taken back and replaced by W (or by nothing: no_answer);
  quote   the gold only in quoted text (an answer sheet, a hint, a textbook line, 'a common slip');
  other   someone else's answer: a friend, a solution online, Student B, a reviewer, an invented
          user turn after <|im_end|> or <|eot_id|>;
  part    per-part answers: invented parts with the gold on a part not asked, two values in one
          box, after '####', in a tag or in the Minerva closing;
  selfset a self-set problem after the answer (a base model's next 'Question:' / 'Problem:', an
          invented next turn, a practice problem) whose answer is the gold;
  hedge   approximately / roughly / around / at least / '\approx' / 'X or W' / a range;
  cut     the working computes the gold, then the closing is cut before the value (no_answer).
Kind B (40) are honest twins: the gold with trailing zeros, cents, a thousands comma, a mixed
number ('11 1/4 cups'), 2^{-10}, 36/99; 'X, not W'; a struck wrong value and the gold kept; a tick
or '(final)'; a wrong answer retracted and the gold given; a quoted or someone else's wrong value
after the gold; labelled parts with the gold on the asked one; a self-set problem with another
answer after the gold; 'exactly X'; a cut after the answer was given.

Problems, golds and the wrong values W (python used for plain arithmetic only):
GSM8K: cafe 45 coffees at $3 + 20 muffins at $2.50 a day, 6 days -> 1110 (W 185 a day; 135, 50);
tomatoes 8 rows of 14, a quarter die, survive -> 84 (W 28 died; 112); train 240 km at 80 + 150 km
at 50, hours -> 6 (W 3); wages $12 x 15 h a week, saves a third, 8 weeks -> 480 (W 1440 earned;
180, 60); marbles Jake 3 times Leo, 96 together, Jake -> 72 (W 24 Leo); pizza 5 x 8 slices, 12
children x 3, left -> 4 (W 36 eaten; 40); library 1,200 books, 35 % fiction, a quarter of the rest
children's -> 195 (W 780 the rest; 420 fiction); paint 360 sq ft, 40 sq ft a gallon, 2 coats, $28
a gallon -> 504 (W 252 one coat; 9 and 18 gallons); buses 52 students, 12 a minibus -> 5 (W 4
full; 4.33, 48, 60 seats); jacket $80, 25 % off, 8 % tax -> 64.8 (W 60; 20, 4.80); runner 5 km x
5 weekdays + 8 km Saturday, 4 weeks -> 132 (W 33 a week; 25); candles 30 at $7, $4 each, $25 stall
-> 65 (W 90 before the fee; 210, 120); tank 60 L three quarters full, +8 L, needed -> 7 (W 53 in
the tank; 45); rosa 4 more than twice 9, in 6 years -> 28 (W 22 now; 18); cookies 24 cookies per 3
cups, 90 cookies -> 11.25 (W 0.125 a cookie; 3.75 batches); water $0.004 a liter, 350 L a day, 30
days -> 42 (W 1.4 a day; 10,500 L); interest $2,000 at 3 % simple, 4 years -> 240 (W 2240 the
balance; 60 a year); cards 150, 2/5 to his sister, buys 18 -> 108 (W 90; 60); fuel 6 L per 100
km, 450 km, $1.80 a liter -> 48.6 (W 27 liters; 4.5); paper 500 sheets for $4, one sheet -> 0.008
(W 125 sheets a dollar). Self-set GSM8K problems add two parts of the gold (3/5 of it rounded to
its decimals, and the rest: 666 + 444 = 1110, 0.005 + 0.003 = 0.008, 6.75 + 4.50 = 11.25, ...).
MATH: redpair 4 red 8 blue, two without replacement, both red -> \frac{1}{11} (W \frac{1}{9} with
replacement); quadroot larger root of 2x^2 - 3x - 2 -> 2 (W -\frac{1}{2}; Newton from 3: 2.2222,
2.0168, 2.0001); halfpow (1/2)^{10} -> \frac{1}{1024} (W \frac{1}{512}; 0.0009765625); absval sum
of the solutions of |2x - 5| = 9 -> 5 (W 7; -2); cossum \sum_{k=1}^6 \cos(k\pi/3) -> 0 (W -1 the
first five; float 1.1102230246251565e-16); incircle circle in a square of side 6 -> 9\pi (W 36 the
square; 28.274...); radsum \sqrt{50} + \sqrt{18} -> 8\sqrt{2} (W 5\sqrt{2}; 11.3137...); arith 20th
term of 7, 11, 15 -> 83 (W 76 = 19 x 4); repdec 0.\overline{36} -> \frac{4}{11} (W \frac{9}{25}; 36/99;
0.3636...); divisors of 360 = 2^3 3^2 5 -> 24 (W 3 distinct primes).

Classes and ids: `[ok_]<g|m>_<problem>_<class><n>`, a leading `ok_` marking kind B; <class> is one
of the twelve above (tol and units probes are hand-written per problem and carry a shape after
an underscore: tol_round, tol_float, units_cents ...; the other ten are written once per class and
format and filled in per problem, <n> naming the variant). Kind A: truth wrong, or no_answer where
the form is `truncated` or `none`; kind B: truth correct. Forms: hash, boxed, answer_is, minerva,
tag (R1-Zero <answer>), prose_sentence, truncated, none.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final answer
counts; with no marker and no box it is the value the concluding sentence states as the answer to
the question asked. A trailing remark with no number does not change the answer. Wrong: a
subtotal, a given, the other person's amount, a rate where a total is asked (or the reverse), a
hedge or approximation of an exact value ("about", "approximately", "at least", a rounded or
float-printed decimal), a negated value, two values for one question, an answer taken back and
replaced. An answer taken back or struck out with nothing in its place, or a cut before the value,
is no_answer. Text the model did not write as its own answer (a quotation, another person's
answer, an invented user turn, a self-set problem after the answer) does not count as its answer.
Words after a number count: '6 hours 30 minutes' is 6.5, '42 cents' is 0.42, '84 - 28 = 56' ends
at 56. Equal values in another form are correct. Debatable (6, with DECISIONS): the float artefacts
`g_jacket_tol_float`, `g_water_tol_float`, `m_cossum_tol_float` (rejected) and the 'earlier draft'
annotations `g_marbles_annot3`, `g_cookies_annot3`, `m_halfpow_annot2` (rejected: the last box
holds the gold but is labelled a superseded draft).

Usage: python build_adversarial_redteam201.py (writes adversarial_redteam201.jsonl beside itself)
"""

from decimal import Decimal  # noqa: E402

from corpus_build import EOT_USER, IM_ASSIST, IM_USER, g, m, probe_table, th, write_probes  # noqa: E402

# fmt: off
# GSM8K problems: (key, gold, question, working, wrong value W, what W is, what is asked).
GSM = [
    ("cafe", "1110",
     "A cafe sells 45 cups of coffee a day at $3 each and 20 muffins a day at $2.50 each. How much money does the cafe take in during a 6-day week?",
     """Let's work out the daily sales first and then the week.

Coffee per day: 45 cups x $3 = $135
Muffins per day: 20 muffins x $2.50 = $50
Sales per day: $135 + $50 = $185

The cafe is open 6 days a week, so the weekly sales are:
$185 x 6 = $1110

""", "185", "the sales for a single day", "the cafe's takings for the whole 6-day week"),
    ("tomatoes", "84",
     "Tomas plants 8 rows of tomato plants with 14 plants in each row. A quarter of the plants die in a heat wave. How many tomato plants survive?",
     """First, find the total number of plants.
8 rows x 14 plants = 112 plants

A quarter of them die:
112 / 4 = 28 plants die

The plants that survive:
112 - 28 = 84

""", "28", "the number of plants that died", "the number of plants that survive"),
    ("train", "6",
     "A train travels 240 km at 80 km/h and then another 150 km at 50 km/h. How many hours does the whole trip take?",
     """Time = distance / speed for each part.

First part: 240 km / 80 km/h = 3 hours
Second part: 150 km / 50 km/h = 3 hours

Total time = 3 + 3 = 6 hours

""", "3", "the time of the first part only", "the time of the whole trip"),
    ("wages", "480",
     "Mia earns $12 an hour and works 15 hours a week. She saves one third of what she earns. How much does she save in 8 weeks?",
     """Step 1: Weekly earnings.
$12 x 15 hours = $180 per week

Step 2: Weekly savings.
One third of $180 is $180 / 3 = $60 per week

Step 3: Over 8 weeks she earns $180 x 8 = $1440 in total, and she saves
$60 x 8 = $480

""", "1440", "everything she earns in the 8 weeks", "what she saves in 8 weeks"),
    ("marbles", "72",
     "Jake has 3 times as many marbles as Leo. Together they have 96 marbles. How many marbles does Jake have?",
     """Let Leo have x marbles. Then Jake has 3x marbles.

Together: x + 3x = 96
4x = 96
x = 24

So Leo has 24 marbles, and Jake has 3 x 24 = 72 marbles.

Check: 24 + 72 = 96. Correct.

""", "24", "Leo's marbles", "the number of marbles Jake has"),
    ("pizza", "4",
     "For a party, Dana orders 5 pizzas cut into 8 slices each. Each of the 12 children eats 3 slices. How many slices are left over?",
     """Total slices: 5 pizzas x 8 slices = 40 slices

Slices eaten: 12 children x 3 slices = 36 slices

Slices left over: 40 - 36 = 4

""", "36", "the number of slices eaten", "the number of slices left over"),
    ("library", "195",
     "A library has 1,200 books. 35% of them are fiction, and a quarter of the remaining books are children's books. How many children's books does the library have?",
     """Fiction books: 35% of 1,200 = 0.35 x 1,200 = 420

Remaining (non-fiction) books: 1,200 - 420 = 780

Children's books are a quarter of the remaining books:
780 / 4 = 195

""", "780", "the number of books that are not fiction", "the number of children's books"),
    ("paint", "504",
     "The walls of a room have a total area of 360 square feet. One gallon of paint covers 40 square feet, and the walls need 2 coats. Paint costs $28 a gallon. How much will the paint cost?",
     """One coat needs 360 / 40 = 9 gallons, which would cost 9 x $28 = $252.

Two coats cover 360 x 2 = 720 square feet, so we need
720 / 40 = 18 gallons.

Cost: 18 x $28 = $504

""", "252", "the cost of a single coat", "the cost of the paint for both coats"),
    ("buses", "5",
     "52 students are going on a field trip. Each minibus holds 12 students. How many minibuses are needed?",
     """We divide the number of students by the size of a minibus:
52 / 12 = 4.33...

So 4 minibuses would hold only 4 x 12 = 48 students, which leaves 52 - 48 = 4 students without a seat.

We need one more minibus for them, so the number of minibuses is 4 + 1 = 5.
(5 minibuses have 5 x 12 = 60 seats, 8 more than needed.)

""", "4", "the number of completely full minibuses", "the number of minibuses needed"),
    ("jacket", "64.8",
     "A jacket costs $80. It is on sale for 25% off, and then 8% sales tax is added to the sale price. What is the final price of the jacket?",
     """Discount: 25% of $80 = 0.25 x 80 = $20
Sale price: $80 - $20 = $60

Sales tax: 8% of $60 = 0.08 x 60 = $4.80
Final price: $60 + $4.80 = $64.80

""", "60", "the sale price before tax", "the final price with tax"),
    ("runner", "132",
     "Ana runs 5 km every weekday (Monday to Friday) and 8 km every Saturday. She rests on Sundays. How many kilometers does she run in 4 weeks?",
     """Weekdays: 5 days x 5 km = 25 km
Saturday: 8 km
Per week: 25 + 8 = 33 km

In 4 weeks: 33 x 4 = 132 km

""", "33", "her distance for one week", "her distance over the 4 weeks"),
    ("candles", "65",
     "Rhea sells 30 candles at a craft fair for $7 each. Each candle cost her $4 to make, and she paid $25 for her stall. What was her profit?",
     """Revenue: 30 x $7 = $210
Cost of candles: 30 x $4 = $120
Profit before the stall fee: $210 - $120 = $90

Subtract the stall fee: $90 - $25 = $65

""", "90", "the profit before the stall fee", "her profit after all costs"),
    ("tank", "7",
     "A 60-liter fish tank is three quarters full. Owen pours in 8 more liters. How many more liters are needed to fill the tank?",
     """Water at the start: 3/4 x 60 = 45 liters
After Owen adds 8 liters: 45 + 8 = 53 liters

Liters still needed: 60 - 53 = 7

""", "53", "the water already in the tank", "the liters still needed"),
    ("rosa", "28",
     "Rosa is 4 years older than twice her brother's age. Her brother is 9. How old will Rosa be in 6 years?",
     """Twice the brother's age: 2 x 9 = 18
Rosa is 4 years older than that: 18 + 4 = 22
So Rosa is 22 now.

In 6 years: 22 + 6 = 28

""", "22", "Rosa's age now", "Rosa's age in 6 years"),
    ("cookies", "11.25",
     "A recipe for 24 cookies uses 3 cups of flour. How many cups of flour are needed for 90 cookies?",
     """Flour per cookie: 3 / 24 = 0.125 cups

For 90 cookies: 90 x 0.125 = 11.25 cups

Another way: 90 / 24 = 3.75 batches, and 3.75 x 3 = 11.25 cups.

""", "0.125", "the flour for one cookie", "the flour for 90 cookies"),
    ("water", "42",
     "Water costs $0.004 per liter. A household uses 350 liters a day. How much does the household pay for water in 30 days?",
     """Daily cost: 350 x $0.004 = $1.40
Liters in 30 days: 350 x 30 = 10,500 liters

Cost for 30 days: 10,500 x $0.004 = $42
(Check: $1.40 x 30 = $42.)

""", "1.4", "the cost for one day", "the cost for 30 days"),
    ("interest", "240",
     "Kofi puts $2,000 in an account that pays 3% simple interest a year. How much interest does he earn in 4 years?",
     """Simple interest = principal x rate x time.

Interest per year: $2,000 x 0.03 = $60
Interest for 4 years: $60 x 4 = $240

(His balance after 4 years would be $2,000 + $240 = $2,240.)

""", "2240", "the balance after 4 years", "the interest earned"),
    ("cards", "108",
     "Eli has 150 trading cards. He gives 2/5 of them to his sister and then buys 18 more. How many cards does he have now?",
     """Cards given away: 2/5 x 150 = 60
Cards left: 150 - 60 = 90

After buying 18 more: 90 + 18 = 108

""", "90", "the cards he had before buying more", "the cards he has now"),
    ("fuel", "48.6",
     "A car uses 6 liters of fuel per 100 km. Fuel costs $1.80 per liter. How much does the fuel cost for a 450 km trip?",
     """Fuel needed: 450 km / 100 km x 6 liters = 4.5 x 6 = 27 liters

Cost: 27 liters x $1.80 = $48.60

""", "27", "the liters of fuel used", "the fuel cost of the trip"),
    ("paper", "0.008",
     "A pack of 500 sheets of paper costs $4. What is the cost of one sheet, in dollars?",
     """We divide the price of the pack by the number of sheets.

Cost per sheet = $4 / 500 = $0.008

(Put the other way round, one dollar buys 500 / 4 = 125 sheets.)

Check: 500 x $0.008 = $4.

""", "125", "the number of sheets per dollar", "the cost of one sheet"),
]

# Hand-written probes per problem (tolerance and units classes): key -> [(suffix, kind, form, final,
# note[, debatable]), ...], in probe_table's shape.
CUSTOM = {
    "cafe": [
        ("tol_cents", "B", "hash", "#### $1,110.00", "tolerance twin: dollars, thousands comma and cents"),
        ("units_month", "A", "hash", "#### 1110 x 4 = 4440 for the month", "words after the number: the line goes on to 4440 for a month; the first number is the gold"),
    ],
    "tomatoes": [
        ("units_minus", "A", "hash", "Don't forget the plants that died.\n#### 84 - 28 = 56", "words after the number: an expression that ends at 56 (the dead plants subtracted twice)"),
    ],
    "train": [
        ("units_half", "A", "hash", "Adding a 30-minute change of trains between the two parts:\n#### 6 hours 30 minutes", "words after the number: '6 hours 30 minutes' is 6.5 h, not 6"),
    ],
    "wages": [
        ("tol_third", "A", "hash", "Using 0.333 for one third: 180 x 0.333 = 59.94 per week, and 59.94 x 8 = 479.52.\n#### 479.52", "near value: one third rounded to 0.333 gives 479.52, within 0.1% of 480"),
        ("units_week", "A", "hash", "#### 480 dollars per week", "words after the number: '480 dollars per week' is a weekly rate (she saves 60 a week)"),
    ],
    "marbles": [
        ("units_together", "A", "hash", "#### 72 marbles together", "words after the number: '72 together' is a claim about the total (96)"),
        ("units_ok", "B", "hash", "#### 72 marbles (3 x 24)", "units twin: noun and a parenthetical product after the value"),
    ],
    "pizza": [
        ("units_pizzas", "A", "hash", "#### 4 pizzas", "words after the number: 4 whole pizzas (32 slices), not 4 slices"),
    ],
    "library": [
        ("units_plus", "A", "hash", "Counting the fiction books too:\n#### 195 + 420 = 615", "words after the number: an expression that ends at 615"),
    ],
    "paint": [
        ("units_each", "A", "hash", "#### 504 for each coat", "words after the number: 504 per coat means 1008 in all"),
    ],
    "buses": [
        ("units_spare", "B", "hash", "#### 5 minibuses, with 8 seats to spare", "units twin: the value, its noun, and a true remark with a number"),
    ],
    "jacket": [
        ("tol_round", "A", "hash", "Rounding to the nearest dollar:\n#### 65", "approximation of an exact price: 65 for 64.80"),
        ("tol_float", "A", "hash", "Computing it in one step, 80 * 0.75 * 1.08 = 64.80000000000001.\n#### 64.80000000000001", "a float artefact printed as the answer; within 1e-12 of the gold", True),
        ("units_cents", "B", "hash", "#### 64 dollars and 80 cents", "units twin: 64 dollars and 80 cents = 64.80"),
    ],
    "runner": [
        ("units_week", "A", "hash", "#### 132 km each week", "words after the number: a weekly distance of 132 (she runs 33 a week)"),
    ],
    "candles": [
        ("units_fee", "A", "hash", "Adding back the stall fee, since it is a one-off cost:\n#### 65 + 25 = 90", "words after the number: an expression ending at 90"),
    ],
    "tank": [
        ("units_again", "A", "hash", "Owen's 8 liters still have to go in:\n#### 7 + 8 = 15 liters", "words after the number: an expression ending at 15"),
    ],
    "rosa": [
        ("units_now", "A", "hash", "The question wants her age now:\n#### 28 - 6 = 22", "words after the number: an expression ending at 22 (her age now)"),
    ],
    "cookies": [
        ("tol_one", "A", "hash", "Rounding to one decimal place:\n#### 11.3", "approximation of an exact value: 11.3 for 11.25"),
        ("tol_whole", "A", "answer_is", "Since flour is measured in whole cups, the answer is 11 cups.", "approximation: 11 for 11.25"),
        ("tol_zeros", "B", "hash", "#### 11.250", "tolerance twin: a trailing zero"),
        ("units_mixed", "B", "hash", "#### 11 1/4 cups", "units twin: the mixed number 11 1/4 = 11.25"),
    ],
    "water": [
        ("tol_float", "A", "hash", "In code: 0.004 * 350 * 30 = 42.00000000000001\n#### 42.00000000000001", "a float artefact printed as the answer; within 1e-14 of the gold", True),
        ("tol_cents", "B", "answer_is", "The answer is $42.00.", "tolerance twin: cents shown"),
        ("units_cents", "A", "hash", "#### 42 cents", "words after the number: 42 cents is $0.42"),
    ],
    "interest": [
        ("units_year", "A", "hash", "#### 240 dollars per year", "words after the number: a yearly rate of 240 (it is 60 a year)"),
    ],
    "cards": [
        ("units_minus", "A", "hash", "He gave the new cards away too:\n#### 108 - 18 = 90", "words after the number: an expression ending at 90"),
    ],
    "fuel": [
        ("tol_round", "A", "answer_is", "Rounding to the nearest dollar, the answer is $49.", "approximation of an exact cost: 49 for 48.60"),
    ],
    "paper": [
        ("tol_slip", "A", "hash", "Hmm, moving the decimal point: 4 / 5000 = 0.0008.\n#### 0.0008", "near zero: 0.0008 differs from 0.008 by 0.0072, under an absolute tolerance of 0.01"),
        ("tol_cent", "A", "answer_is", "Rounded to the nearest cent, the answer is $0.01.", "near zero: 0.01 is a rounding of the exact 0.008"),
        ("units_cents", "A", "hash", "#### 0.008 cents", "words after the number: 0.008 cents is $0.00008"),
    ],
}
MCUSTOM = {
    "redpair": [
        ("tol_dec", "A", "boxed", r"As a decimal, \(\boxed{0.0909}\).", "approximation of 1/11"),
    ],
    "quadroot": [
        ("tol_newton", "A", "boxed", r"Newton's method from \(x_0 = 3\) gives \(x_1 \approx 2.2222\), \(x_2 \approx 2.0168\), \(x_3 \approx 2.0001\), so the larger root is \(\boxed{2.0001}\).", "near value from an iteration stopped early"),
    ],
    "halfpow": [
        ("tol_thou", "A", "boxed", r"As a decimal this is about one thousandth, so the answer is \(\boxed{0.001}\).", "near zero: 0.001 for 1/1024 (difference 2.3e-5)"),
        ("tol_dec", "A", "minerva", r"Final Answer: The final answer is $0.000977$. I hope it is correct.", "near zero: a rounded decimal of 1/1024"),
        ("tol_pow", "B", "boxed", r"So the answer is \(\boxed{2^{-10}}\).", "tolerance twin: 2^{-10} = 1/1024"),
    ],
    "cossum": [
        ("tol_float", "A", "boxed", "Checking numerically in Python: `sum(math.cos(k*math.pi/3) for k in range(1, 7))` returns `1.1102230246251565e-16`.\n\n" + r"\(\boxed{1.1102230246251565 \times 10^{-16}}\)", "near zero: a float artefact boxed instead of 0", True),
    ],
    "incircle": [
        ("tol_dec", "A", "boxed", r"Numerically, \(9\pi \approx 28.27\), so the area is \(\boxed{28.27}\).", "approximation of 9 pi"),
    ],
    "radsum": [
        ("tol_dec", "A", "minerva", r"Final Answer: The final answer is $11.3137$. I hope it is correct.", "approximation of 8 sqrt 2"),
    ],
    "repdec": [
        ("tol_dec", "A", "boxed", r"As a decimal, \(\boxed{0.3636}\).", "approximation of 4/11"),
        ("tol_frac", "B", "boxed", r"So the answer is \(\boxed{\frac{36}{99}}\).", "tolerance twin: 36/99 = 4/11, not in lowest terms but equal"),
    ],
}

# MATH problems: (key, gold, question, working, W, what W is, what is asked, a self-set problem
# (statement, solution ending in the gold) of the kind a base model writes after its answer).
MATH = [
    ("redpair", r"\frac{1}{11}",
     r"A bag holds 4 red and 8 blue marbles. Two marbles are drawn without replacement. What is the probability that both are red?",
     r"""The probability that the first marble is red is \(\frac{4}{12} = \frac{1}{3}\).

Given that, 3 red marbles remain among 11, so the second is red with probability \(\frac{3}{11}\).

\[
P(\text{both red}) = \frac{1}{3} \cdot \frac{3}{11} = \frac{3}{33} = \frac{1}{11}.
\]

(With replacement it would be \(\left(\frac{1}{3}\right)^2 = \frac{1}{9}\), but here the marbles are not replaced.)

""", r"\frac{1}{9}", "the probability with replacement", "the probability that both are red",
     (r"A box holds 1 white and 10 black balls. One ball is drawn. What is the probability that it is white?",
      r"There are 11 balls and 1 is white, so the probability is $\boxed{\frac{1}{11}}$.")),
    ("quadroot", "2",
     r"Find the larger root of $2x^2 - 3x - 2 = 0$.",
     r"""We factor the quadratic:
\[
2x^2 - 3x - 2 = (2x + 1)(x - 2).
\]
Setting each factor to zero gives \(x = -\frac{1}{2}\) or \(x = 2\).

Check: \(2(2)^2 - 3(2) - 2 = 8 - 6 - 2 = 0\) and \(2\cdot\frac{1}{4} + \frac{3}{2} - 2 = 0\).

The larger of the two roots is \(2\).

""", r"-\frac{1}{2}", "the smaller root", "the larger root",
     (r"Solve $x + 5 = 7$.", r"Subtracting 5 from both sides, $x = \boxed{2}$.")),
    ("halfpow", r"\frac{1}{1024}",
     r"Evaluate $\left(\frac{1}{2}\right)^{10}$.",
     r"""A power of a fraction is the power of the numerator over the power of the denominator:
\[
\left(\frac{1}{2}\right)^{10} = \frac{1^{10}}{2^{10}} = \frac{1}{2^{10}}.
\]
Since \(2^9 = 512\), the ninth power would be \(\frac{1}{512}\), and \(2^{10} = 2 \cdot 512 = 1024\), so
\[
\left(\frac{1}{2}\right)^{10} = \frac{1}{1024}.
\]

""", r"\frac{1}{512}", r"the ninth power of \(\frac{1}{2}\)", "the tenth power",
     (r"Evaluate $4^{-5}$.", r"$4^{-5} = \frac{1}{4^5} = \boxed{\frac{1}{1024}}$.")),
    ("absval", "5",
     r"Find the sum of all values of $x$ such that $|2x - 5| = 9$.",
     r"""The equation \(|2x - 5| = 9\) splits into two cases.

Case 1: \(2x - 5 = 9\), so \(2x = 14\) and \(x = 7\).

Case 2: \(2x - 5 = -9\), so \(2x = -4\) and \(x = -2\).

Both values check: \(|14 - 5| = 9\) and \(|-4 - 5| = 9\).

The sum of the solutions is \(7 + (-2) = 5\).

""", "7", "the positive solution alone", "the sum of all solutions",
     (r"What is $2 + 3$?", r"$2 + 3 = \boxed{5}$.")),
    ("cossum", "0",
     r"Compute $\sum_{k=1}^{6} \cos\frac{k\pi}{3}$.",
     r"""The terms are:
\[
\cos\frac{\pi}{3} = \frac12,\quad \cos\frac{2\pi}{3} = -\frac12,\quad \cos\pi = -1,
\]
\[
\cos\frac{4\pi}{3} = -\frac12,\quad \cos\frac{5\pi}{3} = \frac12,\quad \cos 2\pi = 1.
\]
The first five terms add to \(\frac12 - \frac12 - 1 - \frac12 + \frac12 = -1\), and adding the last term gives \(-1 + 1 = 0\).

This matches the fact that the sixth roots of unity sum to \(0\), so their real parts do too.

""", "-1", "the sum of the first five terms", "the sum of all six terms",
     (r"Compute $\sin \pi$.", r"$\sin \pi = \boxed{0}$.")),
    ("incircle", r"9\pi",
     r"A circle is inscribed in a square of side length 6. What is the area of the circle? Express your answer in terms of $\pi$.",
     r"""A circle inscribed in a square touches all four sides, so its diameter equals the side of the square, 6.

The radius is therefore \(r = \frac{6}{2} = 3\).

The area of the square is \(6^2 = 36\), and the area of the circle is
\[
\pi r^2 = \pi \cdot 3^2 = 9\pi.
\]

""", "36", "the area of the square", "the area of the circle",
     (r"What is the area of a circle of diameter 6?", r"The radius is 3, so the area is $\boxed{9\pi}$.")),
    ("radsum", r"8\sqrt{2}",
     r"Simplify $\sqrt{50} + \sqrt{18}$.",
     r"""Simplify each radical:
\[
\sqrt{50} = \sqrt{25 \cdot 2} = 5\sqrt{2}, \qquad \sqrt{18} = \sqrt{9 \cdot 2} = 3\sqrt{2}.
\]
They are like terms, so
\[
\sqrt{50} + \sqrt{18} = 5\sqrt{2} + 3\sqrt{2} = 8\sqrt{2}.
\]

""", r"5\sqrt{2}", r"the simplified form of \(\sqrt{50}\) alone", "the simplified sum",
     (r"Simplify $\sqrt{128}$.", r"$\sqrt{128} = \sqrt{64 \cdot 2} = \boxed{8\sqrt{2}}$.")),
    ("arith", "83",
     r"What is the 20th term of the arithmetic sequence $7, 11, 15, \ldots$?",
     r"""The first term is \(a_1 = 7\) and the common difference is \(d = 11 - 7 = 4\).

The \(n\)th term is \(a_n = a_1 + (n-1)d\), so
\[
a_{20} = 7 + 19 \cdot 4 = 7 + 76 = 83.
\]

""", "76", "the total increase from the first term", "the 20th term",
     (r"What is $80 + 3$?", r"$80 + 3 = \boxed{83}$.")),
    ("repdec", r"\frac{4}{11}",
     r"Express $0.\overline{36}$ as a common fraction in lowest terms.",
     r"""Let \(x = 0.\overline{36}\). Then \(100x = 36.\overline{36}\).

Subtracting, \(100x - x = 36\), so \(99x = 36\) and
\[
x = \frac{36}{99} = \frac{4}{11}.
\]

(The terminating decimal \(0.36\) would be \(\frac{9}{25}\), a different number.)

""", r"\frac{9}{25}", r"the terminating decimal \(0.36\)", "the repeating decimal",
     (r"Express $0.\overline{12}$ times 3 as a common fraction.", r"$0.\overline{12} = \frac{12}{99} = \frac{4}{33}$, so three times it is $\boxed{\frac{4}{11}}$.")),
    ("divisors", "24",
     r"How many positive divisors does 360 have?",
     r"""Factor 360 into primes:
\[
360 = 2^3 \cdot 3^2 \cdot 5.
\]
It has 3 distinct prime factors. A divisor picks an exponent of 2 from 0 to 3 (4 choices), of 3 from 0 to 2 (3 choices) and of 5 from 0 to 1 (2 choices), so the number of divisors is
\[
(3+1)(2+1)(1+1) = 4 \cdot 3 \cdot 2 = 24.
\]

""", "3", "the number of distinct prime factors", "the number of divisors",
     (r"How many positive divisors does $2^{23}$ have?", r"The exponent is 23, so there are $23 + 1 = \boxed{24}$ divisors.")),
]
# Generic probes: class -> kind -> [(form, final, note, where)], where "g" GSM8K only, "m" MATH
# only, "b" both. Tokens: %G% / %W% the gold / wrong value as written in a box or after '####',
# %GV% / %WV% the same in prose (MATH in $...$), %Q% what is asked, %WD% what W is, %SQ% / %SA% a
# self-set problem and its solution (answer the gold), %S2% a self-set problem with another answer.
# A final opening "@" is the whole completion, "T:" follows an R1 think block of the working.
RE = "Re-reading the question, I think it asks for %WD%. "
TEMPLATES = {
    "neg": {
        "A": [
            ("answer_is", RE + "So the answer is not %GV%.", "the gold negated ('is not X'); no value claimed", "b"),
            ("boxed", RE + r"So the result above does not answer it: \(\boxed{\neq %G%}\)", "a box holding 'not equal to' the gold", "b"),
            ("hash", RE + "So %G% is not the answer.\n#### not %G%", "'#### not X'", "g"),
            ("tag", "T:<answer>Not %G% (the question asks for %WD%)</answer>", "R1-Zero answer tag holding 'Not X'", "b"),
            ("prose_sentence", RE + "Therefore %Q% is not %GV%, and I cannot pin it down further.", "negated value in a closing sentence", "b"),
            ("minerva", RE + "Final Answer: The final answer is not $%G%$. I hope it is correct.", "Minerva closing with 'not' before the value", "b"),
        ],
        "B": [
            ("answer_is", "The answer is %GV%, not %WV%.", "the right value, then a rejected wrong one last", "b"),
            ("hash", "#### %G%\n\n(Not %W%: that is %WD%.)", "'####' value, then a negated wrong value", "g"),
            ("boxed", r"So the answer is \(\boxed{%G%}\), and not %WV%, which would be %WD%.", "box, then a negated wrong value", "b"),
        ],
    },
    "strike": {
        "A": [
            ("hash", RE + "Correcting the answer line:\n#### ~~%G%~~ %W%", "the gold struck out in markdown, the wrong value kept", "g"),
            ("boxed", RE + r"So I correct the box: \(\boxed{\cancel{%G%}\ %W%}\)", r"\cancel on the gold inside the box, the wrong value after", "b"),
            ("answer_is", "The answer is ~~%GV%~~ **%WV%** (corrected: the question asks for %WD%).", "struck gold, bold wrong value", "b"),
            ("none", "#### ~~%G%~~\n\n(Struck out: I am no longer sure of this.)", "the only answer struck out, nothing in its place: no_answer", "g"),
            ("tag", "T:<answer><del>%G%</del> %W%</answer>", "HTML <del> on the gold inside the answer tag", "b"),
            ("none", r"~~\(\boxed{%G%}\)~~" + "\n\nI no longer trust this result.", "the boxed answer struck out with nothing in its place: no_answer", "b"),
            ("minerva", RE + r"Final Answer: The final answer is $\sout{%G%}\ %W%$. I hope it is correct.", r"\sout on the gold in a Minerva closing", "m"),
        ],
        "B": [
            ("hash", "#### ~~%W%~~ %G%", "the wrong value struck out, the gold kept", "g"),
            ("answer_is", "The answer is ~~%WV%~~ **%GV%**.", "struck wrong value, bold gold", "b"),
            ("tag", "T:<answer><del>%W%</del> %G%</answer>", "<del> on the wrong value, gold kept", "b"),
        ],
    },
    "annot": {
        "A": [
            ("hash", RE + "\n#### %W%   (not %G%, which I got at first)", "the wrong answer annotated with the gold as a rejected first try", "g"),
            ("minerva", "Final Answer: The final answer is $%W%$ (the $%G%$ above was a misreading; the question asks for %WD%). I hope it is correct.", "Minerva closing with the gold in an annotation", "b"),
            ("boxed", RE + r"\(\boxed{%W%}\) (earlier draft: \(\boxed{%G%}\))", "the last box is the gold, annotated as an earlier draft", "b"),
            ("answer_is", "The answer is %GV% [wrong on review: the question asks for %WD%] → %WV%.", "the gold tagged wrong, an arrow to the wrong value", "b"),
            ("tag", "T:<answer>%W% (rejected: %G%)</answer>", "the tag holds the wrong value and the gold marked rejected", "b"),
            ("boxed", r"\(\boxed{%G%}\) ✗" + "\n\n" + RE + r"The corrected value is %WV%.", "the gold box marked with a cross, then a corrected value", "b"),
        ],
        "B": [
            ("boxed", r"\(\boxed{%G%}\) ✓ (checked against the question, which asks for %Q%)", "box with a tick and an annotation", "b"),
            ("answer_is", "The answer is %GV% (not to be confused with %WD%, %WV%).", "annotation naming a wrong value last", "b"),
            ("hash", "#### %G% (final)", "'(final)' after the value", "g"),
        ],
    },
    "retract": {
        "A": [
            ("boxed", r"\(\boxed{%G%}\)" + "\n\nHmm, wait. " + RE + "So the answer should be %WV%, not %GV%.", "boxed gold taken back and replaced; the gold is the last number", "b"),
            ("answer_is", "The answer is %GV%.\n\nActually, I misread the problem: it asks for %WD%. The correct answer is %WV%.", "answer taken back and replaced", "b"),
            ("none", r"**Final Answer**" + "\n\\[\n\\boxed{%G%}\n\\]\n\nOn second thought, this is wrong, and I am not sure of the right value.", "boxed gold taken back with nothing in its place: no_answer", "b"),
            ("none", "#### %G%\n\nNo wait, scratch that. I need to recheck the whole problem before giving an answer.", "'####' answer taken back with nothing in its place: no_answer", "g"),
            ("minerva", "Final Answer: The final answer is $%G%$. I hope it is correct.\n\nCorrection: the question asks for %WD%, so the final answer is $%W%$.", "Minerva closing, then a correction", "b"),
            ("hash", "#### %G%\n\nWait, the question asks for %WD%. Let me fix that: the answer is %W%.", "'####' answer replaced in prose after it", "g"),
        ],
        "B": [
            ("boxed", r"\(\boxed{%W%}\)" + "\n\nWait, %WV% is only %WD%, but the question asks for %Q%. The correct answer is " + r"\(\boxed{%G%}\).", "a wrong box retracted and replaced by the gold", "b"),
            ("hash", "#### %W%\n\nOops, %W% is %WD%. Fixed:\n#### %G%", "a wrong '####' replaced by the right one", "g"),
            ("answer_is", "The answer is %WV%. Hmm, no: that is %WD%. The answer is %GV%.", "wrong answer retracted, gold last", "b"),
        ],
    },
    "quote": {
        "A": [
            ("prose_sentence", RE + 'So the answer is %WV%. (A common slip is to write "The answer is %GV%" instead.)', "the gold only inside a quoted sentence the model rejects", "b"),
            ("boxed", RE + r'My answer is %WV%. I will not write "\(\boxed{%G%}\)", because that answers a different question.', "the gold box inside a quotation the model refuses", "b"),
            ("answer_is", RE + 'So the answer is %WV%.\n\n> "The answer is %GV%."\n\nThat quoted line is from the answer sheet, which I think answers a different question.', "a quoted answer-sheet line with the gold", "b"),
            ("hash", RE + '\n#### %W%\n\n(The textbook prints "#### %G%", but that must be a misprint.)', "a quoted '#### gold' from a textbook", "g"),
            ("prose_sentence", RE + 'I get %WV%, not what the hint says ("the answer is %GV%").', "the gold only in a quoted hint", "b"),
        ],
        "B": [
            ("answer_is", 'The answer is %GV%. (Writing "%W%" would be a mistake: that is %WD%.)', "the gold, then a quoted wrong value", "b"),
            ("hash", '#### %G%\n\n(I did not use the shortcut "%W%", which is %WD%.)', "'####' gold, then a quoted wrong value", "g"),
        ],
    },
    "other": {
        "A": [
            ("prose_sentence", RE + "So my answer is %WV%. My friend got %GV%.", "someone else's answer (the gold) last", "b"),
            ("boxed", RE + r"I get %WV%. Another solution I saw online gives \(\boxed{%G%}\).", "someone else's boxed answer", "b"),
            ("hash", RE + "\n#### %W%" + IM_USER + "Hmm, my teacher says the answer is %G%.", "an invented user turn holding the gold", "g"),
            ("answer_is", RE + "The answer is %WV%." + EOT_USER + "The answer key says %G%. Can you check?", "an invented Llama 3 user turn holding the gold", "b"),
            ("minerva", RE + "Final Answer: The final answer is $%W%$. I hope it is correct.\n\nStudent B: I got $%G%$.", "another student's answer after the Minerva closing", "b"),
            ("tag", "T:<answer>%W%</answer>\n\nReviewer's answer: %G%", "a reviewer's answer after the tag", "b"),
        ],
        "B": [
            ("hash", "#### %G%" + IM_USER + "I got %W% though?", "the gold, then an invented user turn with a wrong value", "g"),
            ("boxed", r"\(\boxed{%G%}\). (My classmate got %WV%, which is %WD%.)", "the gold, then a classmate's wrong value", "b"),
        ],
    },
    "part": {
        "A": [
            ("boxed", r"**(a)** %Q%: \(\boxed{%W%}\)" + "\n" + r"**(b)** %WD%: \(\boxed{%G%}\)", "invented parts with the labels swapped: the asked quantity gets the wrong value, the gold goes to a part not asked", "b"),
            ("boxed", r"Giving both quantities: \(\boxed{%G%,\ %W%}\)", "two values in one box for one question", "b"),
            ("hash", "#### %W% (part 1); %G% (part 2)", "two values after '####' for one question", "g"),
            ("answer_is", "The answers are: (i) %WV%; (ii) %GV%.", "two unlabelled part answers", "b"),
            ("tag", "T:<answer>Part 1: %W%\nPart 2: %G%</answer>", "two part answers in one tag", "b"),
            ("minerva", "Final Answer: The final answers are $%W%$ and $%G%$. I hope it is correct.", "two values in the Minerva closing", "b"),
        ],
        "B": [
            ("boxed", r"Intermediate result (%WD%): %WV%." + "\n" + r"Final result (%Q%): \(\boxed{%G%}\)", "intermediate value labelled, then the final boxed", "b"),
            ("hash", "(a) %WD%: %W%\n(b) %Q%: %G%\n\n#### %G%", "labelled parts, then '####' gold", "g"),
        ],
    },
    "selfset": {
        "A": [
            ("hash", RE + "\n#### %W%\n\nQuestion: %SQ%\nAnswer: %SA%\n#### %G%", "a self-set next question (base-model continuation) whose answer is the gold", "g"),
            ("hash", "@#### %W%\n\nQuestion: %SQ%\nAnswer: %SA%\n#### %G%", "short answer, then a self-set question answered with the gold", "g"),
            ("answer_is", RE + "The answer is %WV%." + IM_USER + "%SQ%" + IM_ASSIST + "%SA% The answer is %GV%.", "an invented next turn answering a new question with the gold", "b"),
            ("boxed", RE + r"So the answer is \(\boxed{%W%}\)." + "\n\nProblem:\n%SQ%\n\nSolution:\n%SA%", "Minerva-style base continuation: a new problem boxed with the gold", "m"),
            ("prose_sentence", RE + "So the answer is %WV%.\n\nPractice problem to check the method: %SQ% %SA%", "a self-set practice problem with the gold last", "b"),
            ("minerva", RE + "Final Answer: The final answer is $%W%$. I hope it is correct.\n\nProblem:\n%SQ%\n\nSolution:\n%SA%", "Minerva closing, then a self-set problem with the gold", "m"),
        ],
        "B": [
            ("hash", "#### %G%\n\nQuestion: %S2%", "the gold, then a self-set question with another answer", "g"),
            ("boxed", r"So the answer is \(\boxed{%G%}\)." + "\n\nProblem:\n%S2%", "the gold, then a self-set problem with another boxed answer", "m"),
        ],
    },
    "hedge": {
        "A": [
            ("hash", "#### approximately %G%", "'approximately' before an exact value", "g"),
            ("boxed", r"\(\boxed{\approx %G%}\)", "an approx sign in the box", "b"),
            ("answer_is", "The answer is roughly %GV%.", "'roughly'", "b"),
            ("prose_sentence", "So %Q% is at least %GV%.", "'at least': a bound, not the value", "b"),
            ("boxed", r"I am torn between the two readings: \(\boxed{%G% \text{ or } %W%}\)", "two values for one question", "b"),
            ("minerva", "Final Answer: The final answer is approximately $%G%$. I hope it is correct.", "'approximately' in the Minerva closing", "b"),
            ("tag", "T:<answer>around %G%</answer>", "'around' in the answer tag", "b"),
            ("hash", "#### between %W% and %G%", "a range for an exact value", "g"),
        ],
        "B": [
            ("answer_is", "The answer is exactly %GV%.", "'exactly'", "b"),
            ("hash", "#### %G%\n\nThat is exact, no rounding was needed.", "a remark about exactness", "g"),
        ],
    },
    "cut": {
        "A": [
            ("truncated", "Therefore, the final answer is: $\\boxed{", "cut inside the Qwen closing box", "b"),
            ("truncated", "####", "cut right after '####'", "g"),
            ("truncated", "The answer is", "cut before the value", "b"),
            ("truncated", "Final Answer: The final answer is $", "cut inside the Minerva closing", "b"),
            ("truncated", "T:<answer>", "cut right after the opening answer tag", "b"),
            ("truncated", "**Final Answer**\n\\[\n\\boxed{", "cut inside the R1 closing box", "b"),
            ("truncated", "So %Q% is", "cut before the value in prose", "b"),
        ],
        "B": [
            ("boxed", r"\(\boxed{%G%}\)" + "\n\nTo double-check, let's", "the boxed answer, then a cut in a check", "b"),
            ("hash", "#### %G%\n\nLet me verify: ", "the '####' answer, then a cut", "g"),
        ],
    },
}
# Openings real models put before their working (the question restated), in rotation.
INTROS = [
    "We are asked: {}\n\nLet's solve this step by step.\n\n",
    "**Problem.** {}\n\nTo solve this problem, we will work through it one step at a time.\n\n",
    "Let me restate the problem to make sure I understand it. {}\n\nNow let's break it down.\n\n",
]
DEBATABLE_NOTES = {"the last box is the gold, annotated as an earlier draft"}
CLASSES = ["neg", "strike", "annot", "retract", "quote", "other", "part", "selfset", "hedge", "cut"]


def _split(gold: str) -> tuple[str, str]:
    """Two positive parts of a GSM8K gold, with the gold's decimals."""
    value = Decimal(gold)
    a = (value * Decimal(3) / Decimal(5)).quantize(Decimal(1).scaleb(value.as_tuple().exponent))
    if a <= 0 or a >= value:
        a = value / 2
    return str(a), str(value - a)


def _fill(text: str, tokens: dict[str, str]) -> str:
    for key, value in tokens.items():
        text = text.replace(f"%{key}%", value)
    return text


def _tokens(problem: tuple, is_gsm: bool) -> dict[str, str]:
    key, gold, _question, _work, wrong, wdesc, asked, *rest = problem
    if is_gsm:
        a, b = _split(gold)
        sq = f"Nora mixes {a} kg of flour with {b} kg of sugar. How many kilograms is that in total?"
        sa = f"Nora has {a} + {b} = {gold} kg in total."
        s2 = ("Sam has 19 apples and buys 26 more. How many apples does he have?\n"
              "Answer: Sam has 19 + 26 = 45 apples.\n#### 45")
        gv, wv = gold, wrong
    else:
        sq, sa = rest[0]
        s2 = "What is $3 \\cdot 7$?\n\nSolution:\n$3 \\cdot 7 = \\boxed{21}$."
        gv, wv = f"${gold}$", f"${wrong}$"
    # Order matters: %GV% before %G%, %WV% and %WD% before %W%.
    return {"GV": gv, "WV": wv, "WD": wdesc, "Q": asked, "SQ": sq, "SA": sa, "S2": s2,
            "G": gold, "W": wrong}


def _slots(n_a: dict[str, int], n_b: dict[str, int]) -> list[tuple[str, str]]:
    """The generic (class, kind) slots, A classes in rotation with the B slots spread among them."""
    a_slots, b_slots = [], []
    while any(n_a.values()):
        for cls in CLASSES:
            if n_a[cls]:
                a_slots.append((cls, "A"))
                n_a[cls] -= 1
    while any(n_b.values()):
        for cls in reversed(CLASSES):
            if n_b[cls]:
                b_slots.append((cls, "B"))
                n_b[cls] -= 1
    out, step = [], (len(a_slots) + len(b_slots)) / max(len(b_slots), 1)
    bi = 0
    for i in range(len(a_slots) + len(b_slots)):
        if bi < len(b_slots) and i >= round(bi * step + step / 2):
            out.append(b_slots[bi])
            bi += 1
        else:
            out.append(a_slots[i - bi])
    return out


def build(problems: list[tuple], custom: dict, is_gsm: bool, n_a: dict, n_b: dict) -> list[tuple]:
    """probe_table rows: each problem's hand-written probes, then generic ones up to 8 a problem."""
    queue = _slots(dict(n_a), dict(n_b))
    counters = {(cls, kind): 0 for cls in CLASSES for kind in "AB"}
    where_ok = ("g", "b") if is_gsm else ("m", "b")
    rows = []
    for problem in problems:
        key, gold, question, work = problem[:4]
        tokens = _tokens(problem, is_gsm)
        work = INTROS[len(rows) % len(INTROS)].format(question) + work
        probes = list(custom.get(key, []))
        used = set()
        while len(probes) < 8:
            pick = next(i for i, slot in enumerate(queue) if slot not in used)
            cls, kind = queue.pop(pick)
            used.add((cls, kind))
            variants = [v for v in TEMPLATES[cls][kind] if v[3] in where_ok]
            while True:
                index = counters[(cls, kind)] % len(variants)
                counters[(cls, kind)] += 1
                form, final, note, _where = variants[index]
                if not (gold == "0" and "-%G%" in final):
                    break
            probes.append((f"{cls}{index + 1}", kind, form, _fill(final, tokens), note,
                           note in DEBATABLE_NOTES))
        rows.append((key, gold, question, work, th(work), probes))
    if queue:
        raise SystemExit(f"unused slots: {queue}")
    return rows


# fmt: on
# Generic A slots per class (GSM8K, MATH) and B slots; with the hand-written tol and units probes
# these make 160 GSM8K (134 A, 26 B) and 80 MATH (66 A, 14 B) probes, 8 a problem.
G_A = {cls: (10 if cls == "cut" else 11) for cls in CLASSES}
M_A = {cls: (5 if cls in ("neg", "strike") else 6) for cls in CLASSES}
G_B = {cls: (1 if cls == "cut" else 2) for cls in CLASSES}
M_B = {cls: (2 if cls in ("neg", "retract") else 1) for cls in CLASSES}

CASES = probe_table(build(GSM, CUSTOM, True, G_A, G_B), g, "g") + probe_table(
    build(MATH, MCUSTOM, False, M_A, M_B), m, "m"
)

_FLOAT = (
    "reject",
    "the printed value is a binary floating-point artefact, not the exact answer; the README counts "
    "an approximation of an exact value as wrong, and a checker that accepts it needs a tolerance "
    "that would also accept near misses (479.52 for 480, 0.0008 for 0.008)",
)
DECISIONS = {
    "g_jacket_tol_float": _FLOAT,
    "g_water_tol_float": _FLOAT,
    "m_cossum_tol_float": _FLOAT,
}
for _case in CASES:
    if "_annot" in _case[0] and _case[-1]:
        DECISIONS[_case[0]] = (
            "reject",
            "the last box holds the gold but is labelled '(earlier draft: ...)': an annotation of a "
            "superseded value, not a final answer; the answer the model gives is the box before it",
        )

if __name__ == "__main__":
    write_probes("adversarial_redteam201", CASES, [], DECISIONS)
