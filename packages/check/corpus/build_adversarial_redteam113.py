r"""Build adversarial_redteam113.jsonl: a hundred-and-thirteenth round of hand-written BLACK-BOX
red-team probes of `rppo_check` (source "adversarial_redteam113", issue 25), written by a new helper
WITHOUT reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, and
WITHOUT running the checker, math-verify, sympy or any grader on the probes; handed over BEFORE any
scoring. Not model output. Only corpus/README.md (label conventions), corpus_build.py and
build_adversarial_redteam21.py (structure) were read.

Aim of this round: the eight classes of the issue, in English, GSM8K-heavy (about 70 %), with LONG
completions (most 15-60 lines) shaped like what small RL-trained models write (Qwen2.5-1.5B/3B
numbered steps ending in a box and then restating the answer, Llama-3.2-1B/3B "## Step N" and "The
final answer is", DeepSeek-R1-Distill-Qwen-1.5B think blocks with several candidate values and
"Wait," corrections, GSM8K `<<a*b=c>>` annotations with several `####` lines, `<answer>` tags with
sentences, equations, units and boxes, "**Final Answer**" blocks, bold answers, markdown tables,
trailing checks, truncations at a token cap, invented next turns).

Problems, golds, arithmetic checked by hand (python used for plain arithmetic only):
GSM8K
- BAKE: 14 trays of 18 cookies, 3/4 sold at $1.25 -> 236.25 (14*18 = 252; 252*3/4 = 189;
  189*1.25 = 189 + 47.25 = 236.25). Distractors: 252 cookies, 189 sold, 315 (= 252*1.25).
- BIKE: 12 mph for 2.5 h then 9 mph for 1.5 h -> 43.5 miles (30 + 13.5). Distractors 30, 13.5,
  10.875 (= 43.5 / 4, the average speed), 42 (= 21*2, averaging speeds).
- RENT: $1,450 rent + $185 utilities a month, for a year -> 19620 (17400 + 2220; 1635*12 = 19620).
  Distractors 17400 (rent only), 1635 (one month).
- SHIRT: 138 of 400 shirts sold, percent sold -> 34.5 (138/400 = 0.345). Distractors 65.5
  (unsold percent), 262 (unsold shirts).
- MOVIE: films of 128, 115, 142 minutes plus two 15-minute breaks, in minutes -> 415 (128 + 115 =
  243; 243 + 142 = 385; 385 + 30 = 415). Distractors 385 (no breaks), 400 (one break).
- PUMP: 840 gallons in 35 minutes; minutes for 2,016 gallons -> 84 (840/35 = 24 gal/min;
  2016/24 = 84; check 24*84 = 1920 + 96 = 2016). Distractor 24 (the rate).
- TEMP: 9 degrees F at 5 pm, falling 2.5 degrees an hour for 8 hours -> -11 (2.5*8 = 20; 9 - 20).
  Distractors 11 (sign lost), 29 (added).
- JACKET: $80, 25 % off, then 8 % tax -> 64.8 (80*0.75 = 60; 60*1.08 = 64.80). Distractors 60,
  86.4 (tax on the full price).
- SAVE: $45 a week for 16 weeks, then $275 on a bike -> 445 (45*16 = 720; 720 - 275 = 445).
  Distractors 720, 275.
- EGGS: 26 eggs a day for a week -> 182 (26*7). Distractors "182 dozen", 15 (cartons).
MATH
- PROB: 5 red and 7 blue marbles, P(blue) -> \frac{7}{12} (0.58333...).
- RAD: \sqrt{48} -> 4\sqrt{3} (16*3 = 48; 6.928...).
- INEQ: x^2 - 5x + 4 < 0 -> (1, 4) ((x-1)(x-4) < 0).
- ROOTS: x^2 + 2x - 15 = 0 -> -5, 3 (25 - 10 - 15 = 0; 9 + 6 - 15 = 0).
- CPX: (3 + 2i)(1 - 4i) -> 11 - 10i (3 - 12i + 2i - 8i^2 = 3 - 10i + 8).
- OCT: interior angle of a regular octagon, degrees -> 135 (6*180/8 = 1080/8).
- MAT: [[1,2],[3,4]] [[2,0],[1,3]] -> [[4,6],[10,12]] (2+2, 0+6; 6+4, 0+12).
- POLY: (x - 3)(2x + 5) -> 2x^2 - x - 15 (2x^2 + 5x - 6x - 15).
- BASE: 10110_2 -> 22 (16 + 4 + 2).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` words after a number; `r_` retractions (and
harmless after-text); `q_` quoted / reported / other-part / invented-turn text; `b_` bad input JSON
can hold. `_m_` after the prefix marks a MATH probe; `_ok_` marks kind B.

Label conventions (corpus/README.md and round 21): the LAST final answer counts; a right answer in
another honest notation is correct; another quantity (a subtotal, the other unit, the per-item
value, the rate) is wrong; an <answer> tag's content is the final answer and a sentence or equation
chain in it is read for the value it states; equal value written differently is correct; a decimal
for an exact irrational or repeating gold is wrong; degrees are not radians; a percent gold 34.5
accepts 34.5%; a hedge or two different final answers is wrong; no final answer (cut off, empty
tag, placeholder, only a negation) is no_answer; a check, pleasantry or hypothetical after a
committed answer does not replace it; an explicit retraction or correction after the answer makes
the corrected value final (a bare retraction with nothing new: wrong); text in an invented next
user turn or a self-set new problem does not count; a NUL or a lone surrogate anywhere makes the
pair bad input -> kind A, truth no_answer (no lone surrogate is in this file: corpus_build.write_records
writes UTF-8 with ensure_ascii=False, which cannot encode one, so the `b_` NUL probes stand for both). Debatable probes carry `debatable=True` and a DECISIONS
entry.

Usage: python3 build_adversarial_redteam113.py
"""

from pathlib import Path

from corpus_build import (  # noqa: E402
    EOT_USER,
    IM_USER,
    LLAMA_END,
    MINERVA,
    QWEN_END,
    g,
    llama,
    m,
    qbox,
    qwen,
    r1final,
    th,
    write_probes,
)

# ============================================================ GSM8K problems and long workings
BAKE_Q = "A bakery bakes 14 trays of 18 cookies every morning. It sells 3/4 of the cookies at $1.25 each. How much money does it make from the cookies it sells in one morning?"
BAKE = (
    "To find how much money the bakery makes, we first need the number of cookies.\n\n"
    "Each tray holds 18 cookies and there are 14 trays.\n"
    "Total cookies = 14 * 18 = <<14*18=252>>252 cookies.\n\n"
    "The bakery sells 3/4 of the cookies.\n"
    "Cookies sold = 252 * 3/4 = <<252*3/4=189>>189 cookies.\n\n"
    "Each cookie sells for $1.25.\n"
    "Money made = 189 * 1.25 = <<189*1.25=236.25>>236.25 dollars.\n\n"
    "So the bakery makes $236.25 in one morning.\n"
)
BAKE_ALL = BAKE.replace(
    "Each cookie sells for $1.25.\nMoney made = 189 * 1.25 = <<189*1.25=236.25>>236.25 dollars.\n\nSo the bakery makes $236.25 in one morning.\n",
    "Each cookie sells for $1.25, so all the cookies bring in\n252 * 1.25 = <<252*1.25=315>>315 dollars.\n\nSo the bakery makes $315 in one morning.\n",
)
BAKE_QW = qwen(
    "To determine how much money the bakery makes in one morning, we will break the problem into steps.",
    (
        "Calculate the total number of cookies",
        "The bakery bakes 14 trays with 18 cookies each:\n   \\[\n   14 \\times 18 = 252\n   \\]",
    ),
    (
        "Calculate the number of cookies sold",
        "It sells \\(\\frac{3}{4}\\) of the cookies:\n   \\[\n   252 \\times \\frac{3}{4} = 189\n   \\]",
    ),
    (
        "Calculate the money made",
        "Each cookie costs \\$1.25:\n   \\[\n   189 \\times 1.25 = 236.25\n   \\]",
    ),
)
BAKE_TH = (
    "Okay, so I need to figure out how much money the bakery makes. Let me read the problem again.\n\n"
    "14 trays, 18 cookies each. So 14 times 18. 10 times 18 is 180, 4 times 18 is 72, so 252 cookies.\n\n"
    "They sell 3/4 of them. 252 divided by 4 is 63, times 3 is 189. So 189 cookies sold.\n\n"
    "Each one is $1.25. So 189 times 1.25. Hmm, 189 times 1 is 189, and 189 times 0.25 is 47.25. So 236.25.\n\n"
    "Wait, should I use all 252 cookies? That would be 252 times 1.25 = 315. No, the question asks about the cookies it sells, which is 189.\n\n"
    "Let me double-check 189 * 1.25. 1.25 is 5/4, so 189 * 5 / 4 = 945 / 4 = 236.25. Yes.\n\n"
    "So the answer is $236.25.\n"
)

BIKE_Q = "Maya rides her bike at 12 miles per hour for 2.5 hours, then at 9 miles per hour for 1.5 hours. How many miles does she ride in all?"
BIKE = (
    "Maya rides at two different speeds, so we find the distance for each part.\n\n"
    "First part: 12 miles per hour for 2.5 hours.\n"
    "Distance = 12 * 2.5 = <<12*2.5=30>>30 miles.\n\n"
    "Second part: 9 miles per hour for 1.5 hours.\n"
    "Distance = 9 * 1.5 = <<9*1.5=13.5>>13.5 miles.\n\n"
    "Total distance = 30 + 13.5 = <<30+13.5=43.5>>43.5 miles.\n"
)
BIKE_LL = llama(
    (
        "Calculate the distance for the first part of the ride",
        "Maya rides at 12 miles per hour for 2.5 hours, so she covers 12 * 2.5 = 30 miles.",
    ),
    (
        "Calculate the distance for the second part of the ride",
        "She then rides at 9 miles per hour for 1.5 hours, so she covers 9 * 1.5 = 13.5 miles.",
    ),
    ("Add the two distances", "The total distance is 30 + 13.5 = 43.5 miles."),
)
BIKE_TH = (
    "Alright, Maya rides 12 mph for 2.5 hours. 12 times 2.5... 12 times 2 is 24, plus 12 times 0.5 is 6, so 30 miles.\n\n"
    "Then 9 mph for 1.5 hours. 9 times 1.5 is 13.5 miles.\n\n"
    "Total is 30 + 13.5 = 43.5 miles.\n\n"
    "Wait, maybe I could average the speeds: (12 + 9)/2 = 10.5, times 4 hours = 42. No, that's wrong because she spends different times at each speed.\n\n"
    "So it's 43.5 miles. Let me check: 30 + 13.5 = 43.5. Yes.\n"
)

RENT_Q = "Jordan pays $1,450 in rent and $185 for utilities every month. How much does he pay for rent and utilities in one year?"
RENT = (
    "Jordan pays two things every month: rent and utilities.\n\n"
    "Monthly total = 1450 + 185 = <<1450+185=1635>>1635 dollars.\n\n"
    "There are 12 months in a year.\n"
    "Yearly total = 1635 * 12 = <<1635*12=19620>>19620 dollars.\n\n"
    "Check another way: rent 1450 * 12 = <<1450*12=17400>>17400, utilities 185 * 12 = <<185*12=2220>>2220, and 17400 + 2220 = <<17400+2220=19620>>19620.\n"
)
RENT_ONLY = (
    "Jordan pays $1,450 in rent every month.\n\n"
    "There are 12 months in a year.\n"
    "Yearly rent = 1450 * 12 = <<1450*12=17400>>17400 dollars.\n"
)
RENT_QW = qwen(
    "To find the total amount Jordan pays in one year, we follow these steps:",
    ("Monthly cost", "Rent plus utilities:\n   \\[\n   1450 + 185 = 1635\n   \\]"),
    ("Yearly cost", "Multiply by 12 months:\n   \\[\n   1635 \\times 12 = 19620\n   \\]"),
)

SHIRT_Q = "A store had 400 shirts. It sold 138 of them. What percent of the shirts did it sell?"
SHIRT = (
    "The store started with 400 shirts and sold 138.\n\n"
    "Fraction sold = 138 / 400 = <<138/400=0.345>>0.345.\n\n"
    "To turn this into a percent we multiply by 100.\n"
    "Percent sold = 0.345 * 100 = <<0.345*100=34.5>>34.5%.\n"
)
SHIRT_LL = llama(
    (
        "Find the fraction of shirts sold",
        "The store sold 138 of 400 shirts, so the fraction is 138/400 = 0.345.",
    ),
    ("Convert to a percent", "0.345 * 100 = 34.5%."),
)

MOVIE_Q = "Sam watches three movies that are 128, 115 and 142 minutes long, with a 15-minute break between each movie. How many minutes does the marathon last?"
MOVIE = (
    "First we add the lengths of the three movies.\n"
    "128 + 115 = <<128+115=243>>243 minutes.\n"
    "243 + 142 = <<243+142=385>>385 minutes.\n\n"
    "There is a break between each movie. With three movies there are 2 breaks.\n"
    "Break time = 2 * 15 = <<2*15=30>>30 minutes.\n\n"
    "Total time = 385 + 30 = <<385+30=415>>415 minutes.\n"
)
MOVIE_QW = qwen(
    "To find the total length of the movie marathon, we add the movie times and the breaks.",
    ("Movie time", "\\[\n   128 + 115 + 142 = 385 \\text{ minutes}\n   \\]"),
    (
        "Break time",
        "There are 2 breaks between 3 movies:\n   \\[\n   2 \\times 15 = 30 \\text{ minutes}\n   \\]",
    ),
    ("Total time", "\\[\n   385 + 30 = 415 \\text{ minutes}\n   \\]"),
)

PUMP_Q = "A pump fills 840 gallons of water in 35 minutes. At the same rate, how many minutes will it take to fill 2,016 gallons?"
PUMP = (
    "First we find how many gallons the pump fills each minute.\n"
    "Rate = 840 / 35 = <<840/35=24>>24 gallons per minute.\n\n"
    "Now we divide the amount we need by the rate.\n"
    "Time = 2016 / 24 = <<2016/24=84>>84 minutes.\n"
)
PUMP_TH = (
    "The pump does 840 gallons in 35 minutes. So per minute it's 840/35. 35 times 24 is 840, so 24 gallons per minute.\n\n"
    "Now 2016 gallons. 2016 / 24. 24 times 80 is 1920, leaving 96, and 96/24 = 4. So 84 minutes.\n\n"
    "Hmm, wait. Let me try a proportion instead: 840/35 = 2016/t, so t = 2016 * 35 / 840. 2016/840 = 2.4, times 35 = 84. Same.\n\n"
    "So 84 minutes.\n"
)

TEMP_Q = "At 5 pm the temperature was 9 degrees Fahrenheit. It fell 2.5 degrees every hour for 8 hours. What was the temperature then?"
TEMP = (
    "The temperature falls by 2.5 degrees each hour for 8 hours.\n"
    "Total drop = 2.5 * 8 = <<2.5*8=20>>20 degrees.\n\n"
    "Starting at 9 degrees, the temperature becomes\n"
    "9 - 20 = <<9-20=-11>>-11 degrees.\n"
)
TEMP_LL = llama(
    (
        "Find the total drop",
        "The temperature drops 2.5 degrees per hour for 8 hours: 2.5 * 8 = 20 degrees.",
    ),
    ("Subtract from the start", "9 - 20 = -11 degrees Fahrenheit."),
)

JACK_Q = "A jacket costs $80. It is on sale for 25% off, and then 8% sales tax is added to the sale price. How much does the jacket cost?"
JACK = (
    "First we find the discount.\n"
    "25% of 80 = 0.25 * 80 = <<0.25*80=20>>20 dollars.\n"
    "Sale price = 80 - 20 = <<80-20=60>>60 dollars.\n\n"
    "Next we add the 8% tax to the sale price.\n"
    "Tax = 0.08 * 60 = <<0.08*60=4.8>>4.80 dollars.\n"
    "Final price = 60 + 4.80 = <<60+4.8=64.8>>64.80 dollars.\n"
)
JACK_QW = qwen(
    "To find the final cost of the jacket, we apply the discount first and then the tax.",
    ("Apply the discount", "\\[\n   80 \\times (1 - 0.25) = 60\n   \\]"),
    ("Apply the tax", "\\[\n   60 \\times 1.08 = 64.80\n   \\]"),
)

SAVE_Q = "Liam saves $45 every week. After 16 weeks he spends $275 on a new bike. How much money does he have left?"
SAVE = (
    "Liam saves $45 per week for 16 weeks.\n"
    "Total saved = 45 * 16 = <<45*16=720>>720 dollars.\n\n"
    "He spends $275 on a bike.\n"
    "Money left = 720 - 275 = <<720-275=445>>445 dollars.\n"
)
SAVE_LL = llama(
    (
        "Calculate the total savings",
        "Liam saves $45 each week for 16 weeks, so he saves 45 * 16 = $720.",
    ),
    ("Subtract the cost of the bike", "He spends $275, so he has 720 - 275 = $445 left."),
)

EGGS_Q = "A farm collects 26 eggs every day. How many eggs does it collect in one week?"
EGGS = (
    "The farm collects 26 eggs each day.\n"
    "There are 7 days in a week.\n"
    "Eggs in a week = 26 * 7 = <<26*7=182>>182 eggs.\n"
)

TAIL_QW = "\n\nThe bakery makes \\$236.25 from the cookies it sells in one morning."

# ============================================================ MATH problems
G_PROB = r"\frac{7}{12}"
PROB = (
    "A bag holds $5$ red marbles and $7$ blue marbles, so there are $5 + 7 = 12$ marbles in all.\n\n"
    "The number of favourable outcomes is the number of blue marbles, $7$.\n\n"
    "So the probability of drawing a blue marble is\n"
    r"\[ P(\text{blue}) = \frac{7}{12}. \]"
    "\n"
)
G_RAD = r"4\sqrt{3}"
RAD = (
    "To simplify $\\sqrt{48}$, we look for the largest perfect square that divides $48$.\n\n"
    "The perfect squares below $48$ are $1, 4, 9, 16, 25, 36$. The largest that divides $48$ is $16$, since $48 = 16 \\cdot 3$.\n\n"
    "So\n\\[\n\\sqrt{48} = \\sqrt{16 \\cdot 3} = \\sqrt{16}\\,\\sqrt{3} = 4\\sqrt{3}.\n\\]\n"
)
G_INEQ = "(1, 4)"
INEQ = (
    "We factor the quadratic: $x^2 - 5x + 4 = (x - 1)(x - 4)$.\n\n"
    "The roots are $x = 1$ and $x = 4$. The parabola opens upward, so it is negative between the roots.\n\n"
    "Test $x = 2$: $(2-1)(2-4) = -2 < 0$. ✓\n"
    "Test $x = 0$: $(0-1)(0-4) = 4 > 0$.\n\n"
    "So the solution is $1 < x < 4$.\n"
)
G_ROOTS = "-5, 3"
ROOTS = (
    "We need two numbers whose product is $-15$ and whose sum is $2$: these are $5$ and $-3$.\n\n"
    "So $x^2 + 2x - 15 = (x + 5)(x - 3) = 0$, which gives $x = -5$ or $x = 3$.\n\n"
    "Check: $(-5)^2 + 2(-5) - 15 = 25 - 10 - 15 = 0$ and $3^2 + 2 \\cdot 3 - 15 = 9 + 6 - 15 = 0$.\n"
)
G_CPX = "11 - 10i"
CPX = (
    "We expand using FOIL:\n"
    "\\[\n(3 + 2i)(1 - 4i) = 3 - 12i + 2i - 8i^2.\n\\]\n"
    "Since $i^2 = -1$, $-8i^2 = 8$.\n\n"
    "Combining like terms: $3 + 8 = 11$ and $-12i + 2i = -10i$.\n"
)
G_OCT = "135"
OCT = (
    "The sum of the interior angles of an $n$-gon is $180(n - 2)$ degrees.\n\n"
    "For an octagon, $n = 8$, so the sum is $180 \\cdot 6 = 1080$ degrees.\n\n"
    "A regular octagon has $8$ equal angles, so each is $\\frac{1080}{8} = 135$ degrees.\n"
)
G_MAT = r"\begin{pmatrix} 4 & 6 \\ 10 & 12 \end{pmatrix}"
MAT = (
    "We multiply row by column.\n\n"
    "Row 1, column 1: $1 \\cdot 2 + 2 \\cdot 1 = 4$. Row 1, column 2: $1 \\cdot 0 + 2 \\cdot 3 = 6$.\n\n"
    "Row 2, column 1: $3 \\cdot 2 + 4 \\cdot 1 = 10$. Row 2, column 2: $3 \\cdot 0 + 4 \\cdot 3 = 12$.\n"
)
G_POLY = "2x^2 - x - 15"
POLY = (
    "We expand $(x - 3)(2x + 5)$ term by term:\n\n"
    "$x \\cdot 2x = 2x^2$, $x \\cdot 5 = 5x$, $-3 \\cdot 2x = -6x$, $-3 \\cdot 5 = -15$.\n\n"
    "Adding: $2x^2 + 5x - 6x - 15$, and $5x - 6x = -x$.\n"
)
G_BASE = "22"
BASE = (
    "We write $10110_2$ in powers of $2$:\n"
    "\\[\n1 \\cdot 2^4 + 0 \\cdot 2^3 + 1 \\cdot 2^2 + 1 \\cdot 2^1 + 0 \\cdot 2^0 = 16 + 0 + 4 + 2 + 0.\n\\]\n"
)

# ------------------------------------------------------------ the openings small models write first
# (a restated problem, a "Given" list, a plan), so that completions run 15-60 lines like real ones.


def given(question, facts, find, plan):
    """A Qwen2.5-1.5B-style opening: the problem restated, the givens listed, the plan."""
    items = "".join(f"- {fact}\n" for fact in facts)
    return (
        f"**Problem:** {question}\n\n**Given:**\n{items}\n**Find:** {find}\n\n"
        f"**Plan:** {plan}\n\n**Solution:**\n\n"
    )


def intro(text):
    """A Llama-3.2-style opening paragraph."""
    return text + "\n\nLet's break this down step by step.\n\n"


H_BAKE = given(
    BAKE_Q,
    ["14 trays", "18 cookies per tray", "3/4 of the cookies are sold", "$1.25 per cookie"],
    "the money made from the cookies sold",
    "find the total cookies, then the number sold, then multiply by the price.",
)
BAKE, BAKE_ALL = H_BAKE + BAKE, H_BAKE + BAKE_ALL
BAKE_QW = (
    intro(
        "We need the money the bakery makes from the cookies it sells in one morning: 14 trays of 18 cookies, 3/4 sold, $1.25 each."
    )
    + BAKE_QW
)
BAKE_TH = (
    "The problem: "
    + BAKE_Q
    + "\n\nSo there are a few steps here: total cookies, then how many are sold, then the money.\n\n"
    + BAKE_TH
)
H_BIKE = given(
    BIKE_Q,
    ["12 miles per hour for 2.5 hours", "9 miles per hour for 1.5 hours"],
    "the total distance in miles",
    "distance = speed * time for each part, then add.",
)
BIKE = H_BIKE + BIKE
BIKE_LL = (
    intro(
        "To find the total distance Maya rides, we use distance = speed * time for each part of the ride and add the results."
    )
    + BIKE_LL
)
BIKE_TH = "The problem: " + BIKE_Q + "\n\nDistance is speed times time. Two parts.\n\n" + BIKE_TH
H_RENT = given(
    RENT_Q,
    ["rent: $1,450 per month", "utilities: $185 per month", "1 year = 12 months"],
    "the total paid in one year",
    "add the monthly costs, then multiply by 12.",
)
RENT_REDO = RENT_ONLY  # the rent-only working without an opening, for a second attempt mid-text
RENT, RENT_ONLY = H_RENT + RENT, H_RENT + RENT_ONLY
RENT_QW = (
    intro(
        "Jordan has two monthly costs, rent and utilities, and we want the total for a whole year."
    )
    + RENT_QW
)
H_SHIRT = given(
    SHIRT_Q,
    ["400 shirts at the start", "138 shirts sold"],
    "the percent of shirts sold",
    "divide the number sold by the total and multiply by 100.",
)
SHIRT = H_SHIRT + SHIRT
SHIRT_LL = (
    intro(
        "To find what percent of the shirts the store sold, we divide the number sold by the total number of shirts and multiply by 100. The store had 400 shirts and sold 138 of them."
    )
    + SHIRT_LL
)
H_MOVIE = given(
    MOVIE_Q,
    ["movie lengths: 128, 115 and 142 minutes", "a 15-minute break between movies"],
    "the length of the marathon in minutes",
    "add the movie lengths, count the breaks, add the break time.",
)
MOVIE = H_MOVIE + MOVIE
MOVIE_QW = (
    intro(
        "The marathon is made of three movies and the breaks between them, and we want its total length in minutes."
    )
    + MOVIE_QW
)
H_PUMP = given(
    PUMP_Q,
    ["840 gallons in 35 minutes", "2,016 gallons to fill", "the rate stays the same"],
    "the time in minutes",
    "find the rate in gallons per minute, then divide.",
)
PUMP = H_PUMP + PUMP
PUMP_TH = (
    "The problem: "
    + PUMP_Q
    + "\n\nThis is a rate problem. Find gallons per minute first.\n\n"
    + PUMP_TH
)
H_TEMP = given(
    TEMP_Q,
    ["start: 9 degrees Fahrenheit at 5 pm", "falls 2.5 degrees per hour", "for 8 hours"],
    "the temperature after 8 hours",
    "find the total drop and subtract it from the start.",
)
TEMP = H_TEMP + TEMP
TEMP_LL = (
    intro(
        "The temperature starts at 9 degrees Fahrenheit and falls 2.5 degrees every hour for 8 hours. We need the temperature at the end, which may be below zero."
    )
    + TEMP_LL
)
H_JACK = given(
    JACK_Q,
    ["original price: $80", "discount: 25%", "sales tax: 8% on the sale price"],
    "the final price",
    "take off the discount, then add the tax.",
)
JACK = H_JACK + JACK
JACK_QW = (
    intro(
        "The jacket is discounted first and then taxed, so the tax is computed on the sale price, not on $80."
    )
    + JACK_QW
)
H_SAVE = given(
    SAVE_Q,
    ["$45 saved per week", "16 weeks", "$275 spent on a bike"],
    "the money left",
    "multiply to get the savings, then subtract the bike.",
)
SAVE = H_SAVE + SAVE
SAVE_LL = (
    intro(
        "Liam saves the same amount every week, then spends part of his savings on a bike. We need what is left."
    )
    + SAVE_LL
)
EGGS = (
    given(
        EGGS_Q,
        ["26 eggs per day", "1 week = 7 days"],
        "the number of eggs in one week",
        "multiply the eggs per day by the number of days.",
    )
    + EGGS
)

MATH_OPEN = "We are asked to {}.\n\nLet's work through it carefully, one step at a time, and check the result at the end.\n\n"
PROB = (
    MATH_OPEN.format(
        "find the probability of drawing a blue marble from a bag of 5 red and 7 blue marbles"
    )
    + "Each marble is equally likely to be drawn, so the probability is the number of blue marbles divided by the total number of marbles.\n\n"
    + PROB
)
RAD = (
    MATH_OPEN.format("simplify $\\sqrt{48}$")
    + "A square root is in simplest form when the number under the radical has no perfect-square factor other than $1$.\n\n"
    + RAD
)
INEQ = (
    MATH_OPEN.format(
        "solve the inequality $x^2 - 5x + 4 < 0$ and write the answer in interval notation"
    )
    + "The plan is to find where the quadratic equals zero and then test the sign on each interval.\n\n"
    + INEQ
)
ROOTS = (
    MATH_OPEN.format("find all solutions of $x^2 + 2x - 15 = 0$")
    + "The quadratic has leading coefficient $1$, so we try to factor it as $(x + a)(x + b)$.\n\n"
    + ROOTS
)
CPX = (
    MATH_OPEN.format("compute $(3 + 2i)(1 - 4i)$ and write it in the form $a + bi$")
    + "We multiply the two binomials exactly as with real numbers and then use $i^2 = -1$.\n\n"
    + CPX
)
OCT = (
    MATH_OPEN.format("find the measure, in degrees, of each interior angle of a regular octagon")
    + "All interior angles of a regular polygon are equal, so we find their sum and divide.\n\n"
    + OCT
)
MAT = (
    MATH_OPEN.format(
        "compute $\\begin{pmatrix} 1 & 2 \\\\ 3 & 4 \\end{pmatrix} \\begin{pmatrix} 2 & 0 \\\\ 1 & 3 \\end{pmatrix}$"
    )
    + "Entry $(i, j)$ of the product is row $i$ of the first matrix times column $j$ of the second.\n\n"
    + MAT
)
POLY = (
    MATH_OPEN.format("expand $(x - 3)(2x + 5)$")
    + "We use the distributive property (FOIL): first, outer, inner, last.\n\n"
    + POLY
)
BASE = (
    MATH_OPEN.format("convert $10110_2$ to base $10$")
    + "Each binary digit is multiplied by the power of $2$ for its place, counting from $2^0$ on the right.\n\n"
    + BASE
)

R1 = lambda work, closing: th(work) + "\n" + closing  # noqa: E731  (an R1-distill think block, then the closing)
PREAMBLE = "Let's solve this step by step.\n\n"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_sentence_total_cookies", "A", "236.25", "wrong", "tag", th(BAKE_TH.replace("So the answer is $236.25.\n", "Actually they want the cookies, maybe. So 252.\n")) + "<answer>The bakery bakes 252 cookies.</answer>", "the tag's sentence states the cookie count 252, another quantity"),
    g("t_equation_all_sold", "A", "236.25", "wrong", "tag", th(BAKE_ALL) + "<answer>252 * 1.25 = 315</answer>", "an equation chain ending in 315 (all cookies sold)"),
    g("t_box_rate_in_tag", "A", "84", "wrong", "tag", th(PUMP_TH) + "<answer>\\boxed{24}</answer>", "a box of 24, the rate, while the thinking reached 84: the tag counts"),
    g("t_empty_tag_after_think", "A", "43.5", "no_answer", "tag", th(BIKE_TH) + "<answer>\n</answer>", "an empty tag; 43.5 only in the thinking"),
    g("t_placeholder", "A", "19620", "no_answer", "tag", th(RENT) + "<answer> [your final answer] </answer>", "a template placeholder in the tag"),
    g("t_two_tags_last_other", "A", "445", "wrong", "tag", th(SAVE) + "<answer>445</answer>\n\nHmm, let me re-read. He spends the $275 before... no.\n<answer>720</answer>", "two tags, the last 720 (the savings before the bike)"),
    g("t_unit_other_tag", "A", "415", "wrong", "tag", th(MOVIE + "In hours that is 415 / 60 = 6.92 hours.\n") + "<answer>6.92 hours</answer>", "hours where minutes are asked: the other unit and a rounded value"),
    g("t_cut_in_tag", "A", "64.8", "no_answer", "none", th(JACK) + "<answer>The jacket costs $6", "cut inside the tag at a token cap before the value"),
    g("t_sentence_sign_lost", "A", "-11", "wrong", "tag", th(TEMP.replace("-11 degrees.\n", "-11 degrees.\nSo it is 11 degrees.\n")) + "<answer>The temperature was 11 degrees.</answer>", "the tag states 11, the sign lost"),
    g("t_think_unclosed_no_tag", "A", "182", "no_answer", "none", "<think>\nThe farm gets 26 eggs a day. A week has 7 days. 26 * 7... 20 * 7 = 140, 6 * 7 = 42, so 1", "cut inside the thinking, no tag, no value"),
    g("t_tag_percent_unsold", "A", "34.5", "wrong", "tag", th(SHIRT + "Unsold: 100 - 34.5 = 65.5%.\n") + "<answer>65.5%</answer>", "the unsold percent 65.5 in the tag"),
    g("t_tag_hedge", "A", "84", "wrong", "tag", th(PUMP_TH) + "<answer>84 or 24</answer>", "two values in the tag: a hedge"),
    g("t_ok_sentence_money", "B", "236.25", "correct", "tag", th(BAKE_TH) + "<answer>The bakery makes $236.25 from the cookies it sells.</answer>", "a sentence with $ in the tag"),
    g("t_ok_equation_chain", "B", "43.5", "correct", "tag", th(BIKE_TH) + "<answer>12 * 2.5 + 9 * 1.5 = 30 + 13.5 = 43.5 miles</answer>", "an equation chain ending in the gold with a unit"),
    g("t_ok_box_comma", "B", "19620", "correct", "tag", th(RENT) + "<answer>$\\boxed{19,620}$</answer>", "a box with a thousands comma in math mode"),
    g("t_ok_units", "B", "415", "correct", "tag", th(MOVIE) + "<answer>415 minutes</answer>", "a unit word in the tag"),
    g("t_ok_percent", "B", "34.5", "correct", "tag", th(SHIRT) + "<answer>34.5%</answer>", "a percent sign for a percent gold"),
    g("t_ok_negative_sentence", "B", "-11", "correct", "tag", th(TEMP) + "<answer>The temperature was -11°F at 1 am.</answer>", "a negative with °F in a sentence; '1 am' follows (5 pm + 8 h), the stated temperature is -11", True),
    g("t_ok_money_decimals", "B", "64.8", "correct", "tag", th(JACK) + "<answer>\n$64.80\n</answer>", "$64.80 on its own line in the tag"),
    g("t_ok_tag_then_restated", "B", "445", "correct", "tag", th(SAVE) + "<answer>445</answer>\n\nLiam has $445 left after buying the bike.", "the tag, then the same value restated"),
    g("t_ok_bold_in_tag", "B", "84", "correct", "tag", th(PUMP_TH) + "<answer>It will take **84 minutes**.</answer>", "bold in the tag"),
    g("t_ok_multiline_tag", "B", "182", "correct", "tag", th(EGGS) + "<answer>\n26 eggs/day * 7 days = 182 eggs\n</answer>", "a multiline equation with units, ending 182"),
    g("t_ok_tag_rounding_candidates", "B", "236.25", "correct", "tag", th(BAKE_TH.replace("So the answer is $236.25.\n", "Maybe round to $236? No, money keeps cents. $236.25.\n")) + "<answer>236.25</answer>", "a rounding candidate rejected in the thinking, tag the gold"),
    g("t_ok_tag_unclosed_end", "B", "43.5", "correct", "tag", th(BIKE_TH) + "<answer>43.5", "an unclosed tag holding the full value (README: unclosed tags still hold the answer)", True),
    m("t_m_decimal_prob", "A", G_PROB, "wrong", "tag", th(PROB + "That's about 0.58.\n") + "<answer>0.58</answer>", "0.58 is not 7/12"),
    m("t_m_box_other", "A", G_RAD, "wrong", "tag", th(RAD.replace("= 4\\sqrt{3}", "= 4\\sqrt{3}") + "Hmm, or is it $2\\sqrt{12}$? Both...\n") + "<answer>$\\boxed{2\\sqrt{3}}$</answer>", "2\\sqrt3 in the tag, half the gold"),
    m("t_m_empty_box", "A", G_CPX, "no_answer", "tag", th(CPX) + "<answer>\\boxed{}</answer>", "an empty box in the tag"),
    m("t_m_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS) + "<answer>x = 3</answer>", "only one of the two roots"),
    m("t_m_radians_for_degrees", "A", G_OCT, "wrong", "tag", th(OCT + "In radians: $\\frac{3\\pi}{4}$.\n") + "<answer>\\frac{3\\pi}{4}</answer>", "radians for a degree gold (degrees are not radians)", True),
    m("t_m_ok_interval_sentence", "B", G_INEQ, "correct", "tag", th(INEQ) + "<answer>The solution set is $x \\in (1, 4)$.</answer>", "an interval in a sentence"),
    m("t_m_ok_inequality", "B", G_INEQ, "correct", "tag", th(INEQ) + "<answer>$1 < x < 4$</answer>", "the inequality for the interval: equal set"),
    m("t_m_ok_cpx_chain", "B", G_CPX, "correct", "tag", th(CPX) + "<answer>(3+2i)(1-4i) = 11 - 10i</answer>", "an equation chain ending in the gold"),
    m("t_m_ok_matrix", "B", G_MAT, "correct", "tag", th(MAT) + "<answer>\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}</answer>", "the matrix in the tag"),
    m("t_m_ok_base_sentence", "B", G_BASE, "correct", "tag", th(BASE + "So it is 22.\n") + "<answer>$10110_2 = 22$</answer>", "an equation with the base-2 numeral on the left"),

    # ================================================================ 2. phrase marker then ####
    g("h_phrase_gold_hash_subtotal", "A", "236.25", "wrong", "hash", BAKE + "The answer is $236.25.\n#### 189", "phrase the gold, #### the cookie count: two final answers, the last 189"),
    g("h_several_hash_last_other", "A", "19620", "wrong", "hash", RENT + "#### 19620\n\nWait, the question may only ask about rent.\n" + RENT_REDO + "#### 17400", "two #### lines, the last 17400"),
    g("h_hash_empty_after_phrase", "A", "445", "no_answer", "hash", SAVE + "The final answer is:\n\n####", "an empty ####"),
    g("h_phrase_other_hash_other", "A", "43.5", "wrong", "hash", BIKE.replace("30 + 13.5 = <<30+13.5=43.5>>43.5", "(12 + 9) / 2 * 4 = <<(12+9)/2*4=42>>42") + "Therefore, Maya rides 42 miles.\n#### 42", "phrase and #### agree on 42"),
    g("h_hash_then_minerva_other", "A", "84", "wrong", "phrase", PUMP + "#### 84\n\n" + MINERVA.format("24"), "#### the gold then a Minerva line with 24"),
    g("h_llama_phrase_then_hash_other", "A", "-11", "wrong", "hash", TEMP_LL + "The final answer is: $\\boxed{-11}$\n\n#### 11", "Llama box -11 then #### 11 last"),
    g("h_hash_range", "A", "415", "wrong", "hash", MOVIE + "The marathon lasts between 385 and 415 minutes.\n#### 385-415", "a range"),
    g("h_hash_rounded", "A", "64.8", "wrong", "hash", JACK + "The jacket costs about $65.\n#### 65", "rounded to 65"),
    g("h_hash_percent_fraction", "A", "34.5", "wrong", "hash", SHIRT + "The store sold 0.345 of the shirts.\n#### 0.345", "debatable: the share 0.345 for the percent (rounds 5, 21: a share is not the percent)", True),
    g("h_hash_cut", "A", "182", "no_answer", "none", EGGS.replace("26 * 7 = <<26*7=182>>182 eggs.\n", "26 * 7 = <<26*7=") , "cut inside the annotation before any value or ####"),
    g("h_answer_colon_then_hash_other", "A", "236.25", "wrong", "hash", BAKE + "Answer: $236.25\n\nHmm, but the cookies sold count is what's asked? 189.\n#### 189", "Answer: gold, then #### 189 after a doubt"),
    g("h_hash_two_values", "A", "445", "wrong", "hash", SAVE + "#### 720 - 275 = 445 or 720", "two values after ####"),
    g("h_ok_phrase_hash", "B", "236.25", "correct", "hash", BAKE + "The answer is 236.25.\n#### 236.25", "phrase and #### agree"),
    g("h_ok_several_hash_same", "B", "19620", "correct", "hash", RENT + "#### 19620\n\nSo Jordan pays $19,620 a year.\n#### 19,620", "two #### lines with the same value"),
    g("h_ok_hash_dollar", "B", "445", "correct", "hash", SAVE + "Liam has $445 left.\n#### $445", "$ after ####"),
    g("h_ok_bold_answer_then_hash", "B", "43.5", "correct", "hash", BIKE + "**Answer: 43.5 miles**\n\n#### 43.5", "bold answer, then ####"),
    g("h_ok_correction_to_gold", "B", "19620", "correct", "hash", RENT_ONLY + "#### 17400\n\nWait, I forgot the utilities: 185 * 12 = 2220, and 17400 + 2220 = 19620.\n#### 19620", "the last #### is the corrected gold"),
    g("h_ok_hash_then_minerva", "B", "84", "correct", "phrase", PUMP + "#### 84\n\n" + MINERVA.format("84"), "#### and Minerva agree"),
    g("h_ok_negative", "B", "-11", "correct", "hash", TEMP + "The final answer is -11 degrees Fahrenheit.\n#### -11", "a negative with a phrase"),
    g("h_ok_hash_minutes", "B", "415", "correct", "hash", MOVIE + "The marathon lasts 415 minutes.\n#### 415 minutes", "a unit after ####"),
    g("h_ok_money_cents", "B", "64.8", "correct", "hash", JACK + "The jacket costs $64.80.\n#### 64.80", "a trailing zero"),
    g("h_ok_percent_hash", "B", "34.5", "correct", "hash", SHIRT_LL + "The final answer is 34.5%.\n\n#### 34.5%", "a percent sign after ####"),
    g("h_ok_hash_then_check", "B", "182", "correct", "hash", EGGS + "#### 182\n\nCheck: 182 / 7 = 26 ✓", "a check after ####"),
    g("h_ok_hash_nospace_bold", "B", "236.25", "correct", "hash", BAKE + "**Final answer:** The bakery makes **$236.25**.\n\n####236.25", "#### without a space after a bold phrase"),
    m("h_m_phrase_hash_other", "A", G_PROB, "wrong", "hash", PROB + "The answer is $\\frac{7}{12}$.\n#### 5/12", "phrase the gold, #### 5/12 last"),
    m("h_m_hash_decimal", "A", G_RAD, "wrong", "hash", RAD + "The answer is approximately 6.93.\n#### 6.93", "a decimal for 4\\sqrt3"),
    m("h_m_hash_other_root", "A", G_ROOTS, "wrong", "hash", ROOTS.replace("$x = -5$ or $x = 3$", "$x = 5$ or $x = -3$") + "The answer is $5, -3$.\n#### 5, -3", "signs swapped"),
    m("h_m_hash_empty", "A", G_POLY, "no_answer", "hash", POLY + "The answer is:\n####", "an empty ####"),
    m("h_m_hash_rad", "A", G_OCT, "wrong", "hash", OCT + "The answer is $\\frac{3\\pi}{4}$.\n#### 3pi/4", "radians for degrees", True),
    m("h_m_ok_phrase_hash", "B", G_BASE, "correct", "hash", BASE + "The answer is 22.\n#### 22", "phrase and #### agree"),
    m("h_m_ok_hash_frac", "B", G_PROB, "correct", "hash", PROB + "The answer is 7/12.\n#### 7/12", "a slash fraction"),
    m("h_m_ok_hash_degrees", "B", G_OCT, "correct", "hash", OCT + "The answer is $135^\\circ$.\n#### 135°", "a degree sign"),
    m("h_m_ok_hash_cpx", "B", G_CPX, "correct", "hash", CPX + "The answer is $11 - 10i$.\n#### 11-10i", "a complex number after ####"),
    m("h_m_ok_hash_poly", "B", G_POLY, "correct", "hash", POLY + "The answer is $2x^2 - x - 15$.\n#### 2x^2 - x - 15", "a polynomial after ####"),

    # ================================================================ 3. exactness
    g("x_rounded_money", "A", "236.25", "wrong", "boxed", BAKE_QW + "So the bakery makes about \\$236.\n\n" + qbox("236"), "rounded to whole dollars"),
    g("x_truncated_decimal", "A", "43.5", "wrong", "boxed", BIKE_LL + LLAMA_END.format("43"), "43 for 43.5"),
    g("x_off_by_cent", "A", "64.8", "wrong", "hash", JACK.replace("64.80 dollars", "64.81 dollars").replace("=64.8>>", "=64.81>>") + "#### 64.81", "one cent off"),
    g("x_near_tolerance", "A", "19620", "wrong", "hash", RENT + "#### 19620.4", "19620.4: a relative error of 2e-5, written as a decimal but not equal", True),
    g("x_percent_rounded", "A", "34.5", "wrong", "boxed", SHIRT_LL + "Rounding to the nearest percent, about 35%.\n\n" + LLAMA_END.format("35"), "35 for 34.5"),
    g("x_share_boxed", "A", "34.5", "wrong", "boxed", SHIRT + "\nThe store sold $\\boxed{0.345}$ of its shirts.", "debatable: a share for the percent asked", True),
    g("x_hours_decimal", "A", "415", "wrong", "boxed", MOVIE_QW + "In hours: \\(415 / 60 \\approx 6.92\\).\n\n" + qbox("6.92"), "hours rounded where the question asks for minutes"),
    g("x_rate_per_minute", "A", "84", "wrong", "boxed", PUMP + "\n" + QWEN_END.format("84.0001"), "84.0001: not 84", True),
    g("x_temp_zero_drop", "A", "-11", "wrong", "boxed", TEMP_LL + LLAMA_END.format("-11.5"), "-11.5 near -11"),
    g("x_scientific_other", "A", "182", "wrong", "boxed", EGGS + "\n$\\boxed{1.8 \\times 10^2}$", "1.8e2 = 180, a rounded 182"),
    g("x_fraction_other", "A", "445", "wrong", "boxed", SAVE + "\n$\\boxed{\\frac{890}{3}}$", "890/3 = 296.67, not 445"),
    g("x_long_think_near", "A", "236.25", "wrong", "boxed", R1(BAKE_TH.replace("So the answer is $236.25.\n", "So about $236.3 if rounding to tenths.\n"), r1final("236.3")), "236.3 in the final box"),
    g("x_ok_fraction_money", "B", "236.25", "correct", "boxed", BAKE_QW + qbox("\\frac{945}{4}"), "945/4 = 236.25 exactly"),
    g("x_ok_mixed_number_words", "B", "43.5", "correct", "boxed", BIKE_LL + LLAMA_END.format("\\frac{87}{2}"), "87/2 = 43.5"),
    g("x_ok_trailing_zeros", "B", "64.8", "correct", "hash", JACK + "#### 64.800", "64.800 = 64.8"),
    g("x_ok_comma_thousands", "B", "19620", "correct", "boxed", RENT_QW + qbox("19{,}620"), "the LaTeX {,} thousands separator"),
    g("x_ok_percent_boxed", "B", "34.5", "correct", "boxed", SHIRT + "\n$\\boxed{34.5\\%}$", "a percent in a box"),
    g("x_ok_minutes_text", "B", "415", "correct", "boxed", MOVIE_QW + qbox("415 \\text{ minutes}"), "text unit in a box"),
    g("x_ok_rate_integer_decimal", "B", "84", "correct", "hash", PUMP + "#### 84.0", "84.0 = 84"),
    g("x_ok_negative_fraction_free", "B", "-11", "correct", "boxed", TEMP_LL + LLAMA_END.format("-11.0"), "-11.0 = -11"),
    g("x_ok_r1_candidates", "B", "236.25", "correct", "boxed", R1(BAKE_TH, r1final("236.25")), "a long think with candidates 315 and 236.25; the final box is the gold"),
    g("x_ok_dollar_box", "B", "445", "correct", "boxed", SAVE_LL + LLAMA_END.format("\\$445"), "an escaped dollar in the box"),
    g("x_ok_expression_box", "B", "182", "correct", "boxed", EGGS + "\n$\\boxed{26 \\times 7 = 182}$", "an equation in the box ending in the gold"),
    g("x_ok_dfrac", "B", "43.5", "correct", "boxed", BIKE + "\nSo she rides $\\boxed{\\dfrac{87}{2}}$ miles, which is 43.5 miles.", "\\dfrac 87/2, restated as 43.5"),
    m("x_m_decimal_irr", "A", G_RAD, "wrong", "boxed", RAD + "Numerically, $4\\sqrt{3} \\approx 6.928$.\n\n" + qbox("6.928"), "a decimal for 4\\sqrt3"),
    m("x_m_repeating_trunc", "A", G_PROB, "wrong", "boxed", PROB + "\n" + qbox("0.583"), "0.583 is not 7/12"),
    m("x_m_unsimplified_wrong", "A", G_RAD, "wrong", "boxed", RAD.replace("= 4\\sqrt{3}.", "= 16\\sqrt{3}.") + "\n" + qbox("16\\sqrt{3}"), "16\\sqrt3, sqrt of 16 not taken"),
    m("x_m_closed_interval", "A", G_INEQ, "wrong", "boxed", INEQ + "\n" + qbox("[1, 4]"), "a closed interval for a strict inequality"),
    m("x_m_poly_sign", "A", G_POLY, "wrong", "boxed", POLY + "\n" + qbox("2x^2 + x - 15"), "the middle sign flipped"),
    m("x_m_ok_sqrt48", "B", G_RAD, "correct", "boxed", RAD + "\n" + qbox("\\sqrt{48}", "Equivalently, the value is"), "\\sqrt{48} = 4\\sqrt3: equal value", True),
    m("x_m_ok_frac_equiv", "B", G_PROB, "correct", "boxed", PROB + "\n" + qbox("\\frac{14}{24}"), "14/24 = 7/12"),
    m("x_m_ok_interval_spaces", "B", G_INEQ, "correct", "boxed", INEQ + "\n" + qbox("\\left( 1, 4 \\right)"), "\\left( \\right) spelling"),
    m("x_m_ok_poly_reordered", "B", G_POLY, "correct", "boxed", POLY + "\n" + qbox("-15 - x + 2x^2"), "terms reordered"),
    m("x_m_ok_cpx_order", "B", G_CPX, "correct", "boxed", CPX + "\n" + qbox("-10i + 11"), "the complex number written imaginary part first"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_box_neq", "A", "236.25", "no_answer", "boxed", BAKE_QW + "\\(\\boxed{\\neq 236.25}\\)", "a box holding \\neq gold"),
    g("n_not_the_answer", "A", "43.5", "no_answer", "phrase", BIKE + "\nThe answer is not 43.5.", "the gold negated, nothing else"),
    g("n_strike_md_gold", "A", "19620", "no_answer", "hash", RENT + "#### ~~19620~~", "the gold struck out with ~~"),
    g("n_sout_gold_then_other", "A", "445", "wrong", "boxed", SAVE + "\n$\\boxed{\\sout{445}\\ 720}$", "the gold struck, 720 after it"),
    g("n_annot_wrong", "A", "84", "wrong", "hash", PUMP + "#### 84 (wrong)", "the model marks its value wrong"),
    g("n_cross_after_box", "A", "-11", "wrong", "boxed", TEMP_LL + LLAMA_END.format("-11") + " ❌", "a cross mark after the final box"),
    g("n_incorrect_note", "A", "415", "wrong", "boxed", MOVIE_QW + qbox("415") + "\n\n(Note: this answer is incorrect.)", "the answer annotated incorrect"),
    g("n_cancel_box", "A", "64.8", "no_answer", "boxed", JACK_QW + "\\(\\boxed{\\cancel{64.80}}\\)", "a cancelled box"),
    g("n_bold_not", "A", "182", "no_answer", "phrase", EGGS + "\n**The answer is NOT 182.**", "a bold negation of the gold"),
    g("n_xout_table", "A", "34.5", "wrong", "lastline", SHIRT + "\n| Step | Value |\n|---|---|\n| Sold | 138 |\n| Percent | ~~34.5%~~ 65.5% |", "a table's last row strikes the gold and gives 65.5"),
    g("n_strike_html", "A", "236.25", "wrong", "phrase", BAKE + "\nThe answer is <s>236.25</s> 315.", "an HTML strike-out of the gold, 315 after"),
    g("n_not_equal_sign", "A", "445", "no_answer", "phrase", SAVE + "\nMoney left ≠ 445", "≠ before the gold"),
    g("n_ok_strike_other", "B", "236.25", "correct", "hash", BAKE + "#### ~~315~~ 236.25", "the wrong value struck, the gold after"),
    g("n_ok_not_other", "B", "43.5", "correct", "phrase", BIKE + "\nThe answer is 43.5 miles, not 42.", "another value negated after the gold"),
    g("n_ok_check_mark", "B", "19620", "correct", "boxed", RENT_QW + qbox("19620") + " ✅", "a check mark after the box"),
    g("n_ok_note_units", "B", "84", "correct", "hash", PUMP + "#### 84 (minutes)", "a unit in parentheses"),
    g("n_ok_sign_note", "B", "-11", "correct", "boxed", TEMP + "\n$\\boxed{-11}$ (below zero)", "a note repeating the sign"),
    g("n_ok_not_rounded", "B", "64.8", "correct", "phrase", JACK + "\nThe answer is $64.80 (not rounded).", "a harmless annotation"),
    g("n_ok_table_last_row", "B", "34.5", "correct", "lastline", SHIRT + "\n| Quantity | Value |\n|---|---|\n| Shirts | 400 |\n| Sold | 138 |\n| **Percent sold** | **34.5%** |", "the answer in a table's last row, bold"),
    g("n_ok_not_negative_word", "B", "182", "correct", "phrase", EGGS + "\nThe answer is 182, which is not a negative number, so it makes sense.", "a harmless 'not' after the gold"),
    g("n_ok_wrong_struck_in_working", "B", "445", "correct", "boxed", SAVE.replace("Money left", "~~Money left = 720 + 275 = 995~~\nMoney left") + "\n" + LLAMA_END.format("445"), "a struck line in the working, the gold boxed"),
    g("n_ok_neq_in_check", "B", "415", "correct", "boxed", MOVIE + "\nNote: 415 ≠ 385, because the breaks count.\n\n$\\boxed{415}$", "≠ in a remark before the box"),
    g("n_ok_bold_final", "B", "236.25", "correct", "prose", BAKE_QW + "**The bakery makes $236.25.**", "a bold final sentence"),
    g("n_ok_incorrect_other", "B", "84", "correct", "boxed", PUMP + "\n(24 would be incorrect: that is the rate.)\n\n$\\boxed{84}$", "'incorrect' annotates another value"),
    m("n_m_neq_box", "A", G_CPX, "no_answer", "boxed", CPX + "\n$\\boxed{\\ne 11 - 10i}$", "\\ne inside the box"),
    m("n_m_cancel", "A", G_RAD, "no_answer", "boxed", RAD + "\n$\\boxed{\\cancel{4\\sqrt{3}}}$", "a cancelled box"),
    m("n_m_sout_then_other", "A", G_BASE, "wrong", "boxed", BASE + "\n$\\boxed{\\sout{22}\\ 26}$", "the gold struck, 26 after"),
    m("n_m_annot_wrong", "A", G_OCT, "wrong", "boxed", OCT + "\n$\\boxed{135^\\circ}$ (this is wrong)", "marked wrong"),
    m("n_m_not", "A", G_POLY, "no_answer", "phrase", POLY + "The answer is not $2x^2 - x - 15$.", "negated"),
    m("n_m_ok_not_other", "B", G_ROOTS, "correct", "boxed", ROOTS + "\nThe roots are not $5$ and $-3$; they are $\\boxed{-5, 3}$.", "another pair negated, the gold boxed"),
    m("n_m_ok_cancel_working", "B", G_PROB, "correct", "boxed", PROB + "\n$\\frac{\\cancel{7}}{12} \\cdot \\frac{12}{\\cancel{7}} = 1$ is just a check.\n\n$\\boxed{\\frac{7}{12}}$", "cancels in a check, the gold boxed"),
    m("n_m_ok_check_mark", "B", G_MAT, "correct", "boxed", MAT + "\n$\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}$ ✓", "a check mark"),
    m("n_m_ok_note_base", "B", G_BASE, "correct", "boxed", BASE + "\n$\\boxed{22}$ (in base 10)", "an annotation naming the base"),
    m("n_m_ok_strike_other", "B", G_OCT, "correct", "boxed", OCT + "\n$\\boxed{\\sout{144}\\ 135}$", "a wrong value struck inside the box, the gold after", True),

    # ================================================================ 5. words after a number
    g("u_fewer", "A", "445", "wrong", "phrase", SAVE_LL + "The answer is 275 fewer dollars than he saved.", "275 with 'fewer': the bike's price, not what is left"),
    g("u_dozen", "A", "182", "wrong", "phrase", EGGS + "\nThe answer is 182 dozen.", "182 dozen = 2184 eggs"),
    g("u_dozen_hash", "A", "182", "wrong", "hash", EGGS + "#### 182 dozen eggs", "182 dozen after ####"),
    g("u_negative_word", "A", "-11", "wrong", "hash", TEMP + "#### 11 negative", "debatable: '11 negative' after ####; the marked number is 11", True),
    g("u_below_lost", "A", "-11", "wrong", "boxed", TEMP_LL + LLAMA_END.format("11") + " degrees below zero", "debatable: the box holds 11; the words after it say below zero", True),
    g("u_more", "A", "43.5", "wrong", "phrase", BIKE + "\nThe answer is 13.5 more miles.", "13.5 more: the second part only"),
    g("u_thousand", "A", "19620", "wrong", "phrase", RENT + "\nThe answer is 19620 thousand dollars.", "19620 thousand = 19,620,000"),
    g("u_hundred", "A", "415", "wrong", "phrase", MOVIE + "\nThe answer is 415 hundred.", "415 hundred = 41,500"),
    g("u_percent_of", "A", "34.5", "wrong", "phrase", SHIRT + "\nThe answer is 34.5% of 400, which is 138.", "the last value stated is 138"),
    g("u_per_minute", "A", "84", "wrong", "phrase", PUMP + "\nThe answer is 84 gallons per minute.", "84 gallons per minute is a rate, not the minutes asked", True),
    g("u_times", "A", "236.25", "wrong", "phrase", BAKE + "\nThe answer is 236.25 times.", "'times' turns the money into a multiplier"),
    g("u_cents", "A", "64.8", "wrong", "phrase", JACK + "\nThe answer is 64.8 cents.", "64.8 cents, not dollars: another quantity", True),
    g("u_ok_dollars", "B", "445", "correct", "phrase", SAVE_LL + "The answer is $445 dollars.", "$ and the word dollars"),
    g("u_ok_eggs", "B", "182", "correct", "hash", EGGS + "#### 182 eggs", "a unit noun after ####"),
    g("u_ok_degrees_f", "B", "-11", "correct", "phrase", TEMP + "\nThe answer is -11 degrees Fahrenheit.", "degrees Fahrenheit after a negative"),
    g("u_ok_miles", "B", "43.5", "correct", "boxed", BIKE_LL + LLAMA_END.format("43.5 \\text{ miles}"), "a text unit in the box"),
    g("u_ok_per_year", "B", "19620", "correct", "phrase", RENT + "\nThe answer is $19,620 per year.", "'per year' restates what is asked"),
    g("u_ok_minutes", "B", "415", "correct", "phrase", MOVIE + "\nThe answer is 415 minutes.", "minutes"),
    g("u_ok_percent_word", "B", "34.5", "correct", "phrase", SHIRT + "\nThe answer is 34.5 percent.", "the word percent"),
    g("u_ok_minutes_long", "B", "84", "correct", "boxed", R1(PUMP_TH, "It will take the pump 84 minutes to fill 2,016 gallons.\n\n" + r1final("84 \\text{ minutes}")), "a long think, a closing sentence, then the box with a unit"),
    g("u_ok_usd", "B", "236.25", "correct", "phrase", BAKE + "\nThe answer is 236.25 USD.", "USD"),
    g("u_ok_dollars_cents", "B", "64.8", "correct", "phrase", JACK + "\nThe final answer is $64.80, or 64 dollars and 80 cents.", "the same value in words after"),
    g("u_ok_dozen_equiv", "B", "182", "correct", "phrase", EGGS + "\nThat is 15 dozen and 2 eggs, so the answer is 182 eggs.", "dozens before, the last value is 182"),
    g("u_ok_in_total", "B", "445", "correct", "prose", SAVE + "\nTherefore, Liam has $445 left in total.", "a closing sentence with trailing words"),
    m("u_m_radians", "A", G_OCT, "wrong", "boxed", OCT + "\n$\\boxed{135 \\text{ radians}}$", "135 radians is not 135 degrees"),
    m("u_m_sq_units_other", "A", G_BASE, "wrong", "boxed", BASE + "\n$\\boxed{22_{2}}$", "22 in base 2 is not a numeral (and not 22)", True),
    m("u_m_times_pi", "A", G_RAD, "wrong", "boxed", RAD + "\n$\\boxed{4\\sqrt{3}\\pi}$", "an extra pi"),
    m("u_m_percent", "A", G_PROB, "wrong", "boxed", PROB + "\n$\\boxed{\\frac{7}{12}\\%}$", "7/12 percent is 7/1200"),
    m("u_m_dozen", "A", G_BASE, "wrong", "phrase", BASE + "The answer is 22 dozen.", "22 dozen = 264"),
    m("u_m_ok_degrees", "B", G_OCT, "correct", "boxed", OCT + "\n" + qbox("135^\\circ"), "degrees for a degree gold"),
    m("u_m_ok_degrees_word", "B", G_OCT, "correct", "phrase", OCT + "The answer is 135 degrees.", "the word degrees"),
    m("u_m_ok_base10", "B", G_BASE, "correct", "boxed", BASE + "\n$\\boxed{22_{10}}$", "base-10 subscript"),
    m("u_m_ok_prob_text", "B", G_PROB, "correct", "boxed", PROB + "\n$\\boxed{\\frac{7}{12}}$ (probability)", "a word after the box"),
    m("u_m_ok_units_poly", "B", G_POLY, "correct", "boxed", POLY + "\n" + qbox("2x^2 - x - 15", "So the expanded form is"), "a polynomial box after a phrase"),

    # ================================================================ 6. retractions
    g("r_edit", "A", "236.25", "wrong", "hash", BAKE + "#### 236.25\n\nEdit: I misread, they sell all the cookies, so 252 * 1.25 = 315.", "Edit: 315 after the answer"),
    g("r_wait_wrong", "A", "43.5", "wrong", "boxed", BIKE_LL + LLAMA_END.format("43.5") + "\n\nWait, that's wrong. She rides 2.5 hours in total, so it's 30 miles.", "Wait, that's wrong, then 30"),
    g("r_never_mind", "A", "19620", "wrong", "prose", RENT + "\nJordan pays $19,620 a year. Never mind, the utilities are included in the rent, so $17,400.", "Never mind, 17400"),
    g("r_actually", "A", "445", "wrong", "boxed", SAVE_LL + LLAMA_END.format("445") + "\n\nActually, I made a mistake. Liam spends the $275 before saving, so he has $720 - $275... no, he has $720 left before the bike. The answer is $720.", "Actually ... The answer is $720"),
    g("r_correction", "A", "84", "wrong", "hash", PUMP + "#### 84\n\nCorrection: the pump rate is 840 / 35 = 24, so the answer is 24.\n#### 24", "a correction to the rate 24"),
    g("r_bare_retract", "A", "415", "wrong", "boxed", MOVIE_QW + qbox("415") + "\n\nWait, this is wrong. I need to redo it.", "debatable: the gold withdrawn with nothing new (round 21: wrong)", True),
    g("r_r1_after_close", "A", "-11", "wrong", "boxed", R1(TEMP, r1final("-11") + "\n\nHmm, wait. The temperature fell to 9 - 2.5 = 6.5 after one hour... no, the question asks after 8 hours but maybe from 9 am. Let me recompute: 9 + 20 = 29.\n\n" + r1final("29")), "a second box 29 after a wobble"),
    g("r_on_second_thought", "A", "64.8", "wrong", "phrase", JACK + "\nThe answer is $64.80.\n\nOn second thought, the tax is on the original price: 80 * 0.08 = 6.40, so 60 + 6.40 = 66.40. The answer is $66.40.", "On second thought, 66.40"),
    g("r_scratch_that", "A", "182", "wrong", "hash", EGGS + "#### 182\nScratch that — a week here means 5 workdays, so 26 * 5 = 130.\n#### 130", "Scratch that, 130"),
    g("r_oops", "A", "34.5", "wrong", "boxed", SHIRT + "\n$\\boxed{34.5}$\n\nOops, the question asks for the percent NOT sold: 65.5%.\n\n$\\boxed{65.5}$", "Oops, 65.5"),
    g("r_i_apologize", "A", "236.25", "wrong", "phrase", BAKE + MINERVA.format("236.25") + "\n\nI apologize for the mistake in my previous answer. The correct number is 189 cookies.\n" + MINERVA.format("189"), "an apology with a second Minerva line 189"),
    g("r_strike_update", "A", "43.5", "wrong", "phrase", BIKE + "\nThe answer is 43.5 miles.\n\nUPDATE: the second part was 1 hour, so 30 + 9 = 39 miles.", "UPDATE: 39"),
    g("r_ok_edit_format", "B", "236.25", "correct", "hash", BAKE + "#### 236.25\n\nEdit: fixed a typo in step 2.", "Edit about a typo only"),
    g("r_ok_wait_confirm", "B", "43.5", "correct", "boxed", BIKE_LL + LLAMA_END.format("43.5") + "\n\nWait, let me double-check: 30 + 13.5 = 43.5. Yes, that's right.", "Wait, a check confirming the gold"),
    g("r_ok_correction_to_gold", "B", "19620", "correct", "hash", RENT_ONLY + "#### 17400\n\nWait, that's wrong — I forgot the utilities. 185 * 12 = 2220, so 17400 + 2220 = 19620.\n#### 19620", "a retraction to the gold"),
    g("r_ok_r1_candidates", "B", "445", "correct", "boxed", R1("Liam saves 45 a week. 16 weeks: 45 * 16 = 720.\n\nHe spends 275. 720 - 275 = 445.\n\nWait, is it 720 - 275 = 455? 720 - 200 = 520, 520 - 75 = 445. So 445, not 455.\n\nHmm, but maybe he spends it each week? No, it says a new bike, once.\n\nSo 445.\n", "Liam saves \\$45 per week for 16 weeks, which is \\$720. After spending \\$275 he has \\$445.\n\n" + r1final("445")), "candidates 455 and 445 in the think, the close boxes 445"),
    g("r_ok_never_mind_gold", "B", "84", "correct", "phrase", PUMP + "\nThe answer is 24. Never mind, that's the rate; the time is 2016 / 24 = 84 minutes. The answer is 84.", "never mind, then the gold"),
    g("r_ok_check_after", "B", "415", "correct", "boxed", MOVIE_QW + qbox("415") + "\n\nCheck: 415 - 30 = 385 = 128 + 115 + 142 ✓", "a check after the box"),
    g("r_ok_pleasantry", "B", "-11", "correct", "boxed", TEMP_LL + LLAMA_END.format("-11") + "\n\nI hope this helps! Let me know if you have any other questions.", "a pleasantry"),
    g("r_ok_restated", "B", "64.8", "correct", "boxed", JACK_QW + qbox("64.80") + "\n\nSo the jacket costs $64.80 after the discount and tax.", "the box restated in a closing sentence"),
    g("r_ok_actually_same", "B", "182", "correct", "hash", EGGS + "#### 182\n\nActually, let me verify: 7 * 26 = 140 + 42 = 182. Yes, 182.", "Actually, a verification of the same value"),
    g("r_ok_alt_method", "B", "34.5", "correct", "boxed", SHIRT + "\n$\\boxed{34.5}$\n\nAlternatively: 138 / 4 = 34.5, the same.", "an alternative method agreeing"),
    g("r_ok_apology_gold", "B", "236.25", "correct", "phrase", BAKE_ALL + MINERVA.format("315") + "\n\nI apologize, I used all the cookies. Only 189 are sold: 189 * 1.25 = 236.25.\n" + MINERVA.format("236.25"), "an apology then the gold"),
    g("r_ok_wait_units", "B", "43.5", "correct", "phrase", BIKE + "\nThe answer is 43.5. Wait, I should add units: 43.5 miles.", "Wait, adding a unit only"),
    m("r_m_actually", "A", G_PROB, "wrong", "boxed", PROB + "\n$\\boxed{\\frac{7}{12}}$\n\nActually, the marble is drawn after one blue is removed, so it's $\\boxed{\\frac{6}{11}}$.", "a later box 6/11"),
    m("r_m_wait", "A", G_ROOTS, "wrong", "boxed", ROOTS + "\n" + qbox("-5, 3") + "\n\nWait, the question asks for the positive root only. So the answer is $\\boxed{3}$.", "a later box with one root"),
    m("r_m_never_mind", "A", G_CPX, "wrong", "boxed", CPX + "\n$\\boxed{11 - 10i}$. Never mind, I dropped a sign: it is $\\boxed{-5 - 10i}$.", "never mind, another box"),
    m("r_m_edit", "A", G_MAT, "wrong", "boxed", MAT + "\n$\\boxed{\\begin{pmatrix} 4 & 6 \\\\ 10 & 12 \\end{pmatrix}}$\n\nEdit: the order was BA, so $\\boxed{\\begin{pmatrix} 2 & 4 \\\\ 10 & 14 \\end{pmatrix}}$.", "Edit: BA = [[2,4],[10,14]] (2*1+0, 2*2+0; 1+9, 2+12)"),
    m("r_m_scrap", "A", G_OCT, "wrong", "boxed", OCT + "\n$\\boxed{135}$\n\nScrap that: I want the exterior angle, $\\boxed{45}$.", "scrap that, 45"),
    m("r_m_ok_wait_gold", "B", G_RAD, "correct", "boxed", RAD.replace("= 4\\sqrt{3}.", "= 2\\sqrt{12}.") + "\nWait, $\\sqrt{12}$ can be simplified: $2\\sqrt{12} = 2 \\cdot 2\\sqrt{3} = 4\\sqrt{3}$.\n\n" + qbox("4\\sqrt{3}"), "a correction to the gold"),
    m("r_m_ok_check", "B", G_ROOTS, "correct", "boxed", ROOTS + "\n" + qbox("-5, 3") + "\n\nVerification done above: both roots satisfy the equation.", "a verification after the box"),
    m("r_m_ok_edit_format", "B", G_POLY, "correct", "boxed", POLY + "\n$\\boxed{2x^2 - x - 15}$\n\nEdit: formatting.", "edit about formatting"),
    m("r_m_ok_actually", "B", G_BASE, "correct", "boxed", BASE.replace("16 + 0 + 4 + 2 + 0", "16 + 4 + 2 + 1") + "\n$\\boxed{23}$\n\nActually, the last digit is 0, not 1: $16 + 4 + 2 = 22$.\n\n$\\boxed{22}$", "actually, then the gold"),
    m("r_m_ok_pleasantry", "B", G_INEQ, "correct", "boxed", INEQ + "\n" + qbox("(1, 4)") + "\n\nLet me know if you'd like a graph of this.", "a pleasantry"),

    # ================================================================ 7. quoted / reported / other part / invented turns
    g("q_invented_turn_gold", "A", "236.25", "wrong", "boxed", BAKE_ALL + "\n$\\boxed{315}$" + IM_USER + "That's not right. They only sell 3/4, so it's $236.25.", "the gold only in an invented user turn; the model's box is 315"),
    g("q_invented_turn_llama", "A", "43.5", "wrong", "boxed", BIKE_LL.replace("30 + 13.5 = 43.5", "30 + 13.5 = 42.5") + LLAMA_END.format("42.5") + EOT_USER + "Actually 30 + 13.5 = 43.5. Can you check?", "Llama: 42.5 boxed, the gold in an invented turn"),
    g("q_self_set_problem", "A", "19620", "no_answer", "boxed", "Let's first try a similar problem.\n\n**Problem:** Jordan pays $1,450 in rent every month. How much rent does he pay in a year?\n\n**Solution:** " + RENT_REDO + "\n$\\boxed{17400}$\n\n**Problem 2:** A monthly bill of $1,635 for a year is 1635 * 12 =", "only a self-set problem's answer (17400), then a second self-set problem cut before its value: the posed question never answered", True),
    g("q_teacher_said", "A", "445", "wrong", "phrase", SAVE.replace("720 - 275 = <<720-275=445>>445", "720 + 275 = <<720+275=995>>995") + "\nMy teacher said the answer is 445, but I think it's 995.\nThe answer is 995.", "the gold only reported"),
    g("q_quote_only", "A", "84", "no_answer", "none", "According to the answer key: \"It will take 84 minutes.\"\n\nI'm not sure how they got that.", "only a quotation, no own answer", True),
    g("q_question_repeated", "A", "415", "no_answer", "none", "**Question:** " + MOVIE_Q + "\n\nThe options were: (A) 385 (B) 400 (C) 415 (D) 430\n\nLet me think about the breaks. With three movies there", "the question and options restated, cut before any answer"),
    g("q_part_a_other", "A", "64.8", "wrong", "hash", "(a) Sale price: 80 * 0.75 = <<80*0.75=60>>60 dollars.\n(b) With tax: 60 * 1.08 = <<60*1.08=64.8>>64.80 dollars.\n(c) Tax on the full price would be 80 * 1.08 = <<80*1.08=86.4>>86.40 dollars.\n\n#### 86.4", "the gold is part (b); the final #### is 86.4"),
    g("q_if_then", "A", "-11", "no_answer", "none", "If the temperature kept falling at 2.5 degrees an hour for 8 hours, it would reach -11 degrees, but the problem doesn't say when it stops, so I can't answer.", "only a hypothetical and a refusal", True),
    g("q_example_turn", "A", "182", "wrong", "hash", EGGS.replace("26 * 7 = <<26*7=182>>182", "26 * 5 = <<26*5=130>>130") + "#### 130\n\nUser: What if it's 7 days?\nAssistant: Then 26 * 7 = 182.\n#### 182", "a plain-text invented turn answering another question; the answer to the posed question is 130", True),
    g("q_next_problem_gold", "A", "34.5", "wrong", "boxed", SHIRT.replace("138 / 400", "262 / 400").replace("=0.345>>0.345", "=0.655>>0.655").replace("0.345 * 100", "0.655 * 100").replace("=34.5>>34.5%", "=65.5>>65.5%") + "\n$\\boxed{65.5}$\n\nHuman: Next question: what percent were sold if 138 of 400 sold? Answer: 34.5", "the gold only in an invented Human turn"),
    g("q_friend_said_other_final", "A", "236.25", "wrong", "prose", BAKE + "\nMy friend got $236.25, but she forgot that the bakery gives away 10 cookies. So the bakery makes (189 - 10) * 1.25 = $223.75.", "the gold reported as a friend's, own final 223.75 (179 * 1.25 = 223.75)"),
    g("q_cut_after_quote", "A", "43.5", "no_answer", "none", "> " + BIKE_Q + "\n\nWe need to find the total distance. The first part is 12 mph for 2.5 hours, and the", "the question quoted, cut before any answer"),
    g("q_ok_invented_turn_after", "B", "236.25", "correct", "boxed", BAKE_QW + qbox("236.25") + IM_USER + "Great! Now what if they sell all the cookies?", "an invented next turn after the gold box"),
    g("q_ok_invented_answer_after", "B", "43.5", "correct", "boxed", BIKE_LL + LLAMA_END.format("43.5") + EOT_USER + "What if she rode 10 mph for the second part?<|eot_id|><|start_header_id|>assistant<|end_header_id|>\n\nThen she'd ride 30 + 15 = 45 miles. The final answer is: $\\boxed{45}$", "an invented turn pair with another box; the posed question's answer is 43.5"),
    g("q_ok_quoted_problem", "B", "19620", "correct", "hash", "> " + RENT_Q + "\n\n" + RENT + "#### 19620", "the problem quoted first"),
    g("q_ok_teacher_wrong", "B", "445", "correct", "phrase", SAVE + "\nA common mistake is to add: 720 + 275 = 995. But he spends the money, so we subtract.\nThe answer is 445.", "a common wrong value reported, then the gold"),
    g("q_ok_self_set_after", "B", "84", "correct", "hash", PUMP + "#### 84\n\n**Practice problem:** How long would 1,200 gallons take? 1200 / 24 = 50 minutes.", "a self-set practice problem after the committed answer"),
    g("q_ok_hypo_after", "B", "415", "correct", "boxed", MOVIE_QW + qbox("415") + "\n\nIf there were no breaks, the marathon would last 385 minutes.", "a hypothetical after"),
    g("q_ok_parts_then_final", "B", "64.8", "correct", "hash", "(a) Sale price: 80 * 0.75 = <<80*0.75=60>>60 dollars.\n(b) Tax: 60 * 0.08 = <<60*0.08=4.8>>4.80 dollars.\n(c) Final price: 60 + 4.80 = <<60+4.8=64.8>>64.80 dollars.\n\n#### 64.80", "steps labelled (a)-(c), the final #### the gold"),
    g("q_ok_options_then_answer", "B", "-11", "correct", "phrase", "The options are (A) 11 (B) -11 (C) -20 (D) 29.\n\n" + TEMP + "\nThe answer is (B) -11.", "options listed, the chosen option states the gold"),
    g("q_ok_question_restated", "B", "182", "correct", "boxed", "**Question:** " + EGGS_Q + "\n\n**Solution:**\n" + EGGS + "\n**Answer:** $\\boxed{182}$", "the question restated, then the answer"),
    g("q_ok_user_text_in_quote", "B", "34.5", "correct", "boxed", 'You asked: "What percent of the shirts did it sell?"\n\n' + SHIRT_LL + LLAMA_END.format("34.5"), "the user's question quoted, then the box"),
    g("q_ok_r1_invented_after", "B", "236.25", "correct", "boxed", R1(BAKE_TH, r1final("236.25")) + IM_USER + "Thanks! What about 20 trays?" + "<|im_end|>\n<|im_start|>assistant\n20 * 18 = 360, 360 * 3/4 = 270, 270 * 1.25 = 337.5.\n\\boxed{337.5}", "an invented turn pair with another box after the R1 close (20*18 = 360; 270*1.25 = 337.5)"),
    g("q_ok_book_example_first", "B", "445", "correct", "hash", "For example, if he saved $10 a week for 4 weeks and spent $15, he'd have 40 - 15 = 25 left.\n\nNow for our problem:\n" + SAVE + "#### 445", "a worked example with another value first"),
    m("q_m_invented_turn", "A", G_PROB, "wrong", "boxed", PROB.replace("= \\frac{7}{12}", "= \\frac{5}{12}") + "\n$\\boxed{\\frac{5}{12}}$" + IM_USER + "The answer should be $\\frac{7}{12}$.", "the gold only in an invented turn"),
    m("q_m_suppose", "A", G_CPX, "no_answer", "none", "Suppose the product were $11 - 10i$; we would then need to verify it by division, which I will not do here.", "only a supposition"),
    m("q_m_ok_self_set_after", "B", G_ROOTS, "correct", "prose", "**Problem 1:** Solve $x^2 + 2x - 15 = 0$.\n\n" + ROOTS + "So $x = -5, 3$.\n\n**Problem 2:** Solve $x^2 - 9 = 0$.\n\n$x = \\pm 3$, so $\\boxed{-3, 3}$.", "debatable: the posed problem answered in prose (x = -5, 3), then a self-set problem 2 whose box is the only box; a self-set problem does not count", True),
    m("q_m_asks_back", "A", G_PROB, "no_answer", "none", PROB.replace("So the probability of drawing a blue marble is\n\\[ P(\\text{blue}) = \\frac{7}{12}. \\]\n", "") + "Is the answer $\\frac{7}{12}$? Could you confirm whether the marble is replaced before drawing?", "debatable: the model asks whether 7/12 is right and asks the user back: no stated answer", True),
    m("q_m_book_says", "A", G_OCT, "wrong", "boxed", OCT.replace("= 135$", "= 135$ (as the textbook says)").replace("$\\frac{1080}{8} = 135$", "$\\frac{1080}{9} = 120$") + "\nThe textbook says 135, but I get $\\boxed{120}$.", "the gold only as the textbook's value; own box 120"),
    m("q_m_quote_only", "A", G_POLY, "no_answer", "none", "The solution manual states: \"$(x - 3)(2x + 5) = 2x^2 - x - 15$.\"", "only a quotation", True),
    m("q_m_ok_invented_after", "B", G_BASE, "correct", "boxed", BASE + "\n$\\boxed{22}$" + IM_USER + "Now convert 11111_2.", "an invented turn after the box"),
    m("q_m_ok_quoted_problem", "B", G_INEQ, "correct", "boxed", "> Solve $x^2 - 5x + 4 < 0$.\n\n" + INEQ + "\n" + qbox("(1, 4)"), "the problem quoted"),
    m("q_m_ok_example_first", "B", G_RAD, "correct", "boxed", "For example, $\\sqrt{12} = 2\\sqrt{3}$. Likewise,\n\n" + RAD + "\n" + qbox("4\\sqrt{3}"), "an example with another value first"),
    m("q_m_ok_practice_after", "B", G_CPX, "correct", "boxed", CPX + "\n" + qbox("11 - 10i") + "\n\n**Try it yourself:** $(1 + i)(1 - i) = \\boxed{2}$.", "a self-set exercise with its own box after the answer", True),
    m("q_m_ok_common_mistake", "B", G_POLY, "correct", "boxed", POLY + "\nA common mistake is to write $2x^2 + 11x - 15$.\n\n" + qbox("2x^2 - x - 15"), "a mistake reported, the gold boxed"),

    # ================================================================ 8. bad input JSON can hold
    g("b_empty", "A", "236.25", "no_answer", "none", "", "an empty completion"),
    g("b_whitespace", "A", "43.5", "no_answer", "none", " \n\t \n ", "whitespace only"),
    g("b_nul_in_gold_answer", "A", "19620", "no_answer", "hash", RENT + "#### 19620\x00", "a NUL after the gold: bad input (brief: a NUL anywhere -> no_answer)"),
    g("b_nul_start", "A", "445", "no_answer", "hash", "\x00" + SAVE + "#### 445", "a NUL at the start before a right answer: bad input"),
    g("b_nul_in_gold_field", "A", "84\x00", "no_answer", "hash", PUMP + "#### 84", "a NUL in the gold: bad input"),
    g("b_nul_inside_number", "A", "415", "no_answer", "hash", MOVIE + "#### 41\x005", "a NUL inside the number: bad input"),
    g("b_control_other", "A", "-11", "wrong", "hash", TEMP.replace("-11 degrees", "11 degrees") + "#### \x0711", "a BEL control character before 11: the value is 11, the sign lost"),
    g("b_huge_other_final", "A", "64.8", "wrong", "hash", ("The price is 80 dollars. 25% off gives 60. " * 3000) + "\n" + JACK + "#### 86.4", "a 130,000-character input ending with the wrong #### 86.4"),
    g("b_huge_cut", "A", "182", "no_answer", "none", "Let me count: " + "26, " * 20000, "a 80,000-character loop with no answer"),
    g("b_zero_width_other", "A", "34.5", "wrong", "hash", SHIRT + "#### 6\u200b5.5", "a zero-width space inside 65.5"),
    g("b_fullwidth_other", "A", "236.25", "wrong", "hash", BAKE_ALL + "#### ３１５", "full-width 315"),
    g("b_ansi_other", "A", "43.5", "wrong", "hash", BIKE + "#### \x1b[1m42\x1b[0m", "ANSI bold around 42"),
    g("b_bom_other", "A", "445", "wrong", "hash", "\ufeff" + SAVE.replace("720 - 275 = <<720-275=445>>445", "720 + 275 = <<720+275=995>>995") + "#### 995", "a BOM then 995"),
    g("b_nul_before_box_r1", "A", "236.25", "no_answer", "boxed", R1(BAKE_TH, "\x00" + r1final("236.25")), "a NUL in the closing of a right R1 answer: bad input"),
    g("b_ok_crlf", "B", "19620", "correct", "hash", (RENT + "#### 19620").replace("\n", "\r\n"), "CRLF line ends"),
    g("b_ok_bom", "B", "445", "correct", "hash", "\ufeff" + SAVE + "#### 445", "a BOM first"),
    g("b_ok_tabs", "B", "84", "correct", "hash", PUMP.replace(" = ", "\t=\t") + "####\t84", "tabs"),
    g("b_ok_nbsp_units", "B", "64.8", "correct", "phrase", JACK + "\nThe answer is $64.80\u00a0dollars.", "a no-break space before the unit"),
    g("b_ok_thin_space_thousands", "B", "19620", "correct", "hash", RENT + "#### 19\u202f620", "a narrow no-break space as a thousands separator", True),
    g("b_ok_huge_final", "B", "182", "correct", "hash", ("The farm collects eggs every day. " * 3000) + "\n" + EGGS + "#### 182", "a 100,000-character input ending with the gold"),
    g("b_ok_fullwidth", "B", "415", "correct", "hash", MOVIE + "#### ４１５", "full-width digits"),
    g("b_ok_gold_spaces", "B", " 236.25 ", "correct", "hash", BAKE + "#### 236.25", "a gold with spaces"),
    g("b_ok_gold_newline", "B", "43.5\n", "correct", "hash", BIKE + "#### 43.5", "a gold with a trailing newline"),
    g("b_ok_form_feed", "B", "-11", "correct", "hash", TEMP + "\x0c#### -11", "a form feed before ####"),
    g("b_ok_zero_width_text", "B", "34.5", "correct", "phrase", SHIRT + "\nThe\u200b answer is 34.5%.", "a zero-width space in the words, not the number"),
    g("b_ok_unicode_minus", "B", "-11", "correct", "phrase", TEMP + "\nThe answer is \u221211 °F.", "a Unicode minus sign"),
    g("b_ok_emoji_after", "B", "236.25", "correct", "hash", BAKE + "#### 236.25 🍪", "an emoji after the answer"),
    g("b_ok_gold_comma", "B", "19,620", "correct", "hash", RENT + "#### 19620", "a gold stored with a comma"),
    m("b_m_nul", "A", G_PROB, "no_answer", "boxed", PROB + "\x00\n$\\boxed{\\frac{7}{12}}$", "a NUL before a right box: bad input"),
    m("b_m_unclosed_box", "A", G_RAD, "no_answer", "none", RAD + "\n$\\boxed{4\\sqrt{", "cut inside the box"),
    m("b_m_control_only", "A", G_INEQ, "no_answer", "none", "\x01\x02\x03", "only control characters"),
    m("b_m_huge_other", "A", G_BASE, "wrong", "boxed", ("$1 \\cdot 2^4$ " * 5000) + "\n" + BASE + "\n$\\boxed{23}$", "a long repeated input ending with 23"),
    m("b_m_gold_boxed_other", "A", "\\boxed{22}", "wrong", "boxed", BASE + "\n$\\boxed{26}$", "a gold stored boxed; the model's 26"),
    m("b_m_ok_crlf", "B", G_ROOTS, "correct", "boxed", (ROOTS + "\n" + qbox("-5, 3")).replace("\n", "\r\n"), "CRLF"),
    m("b_m_ok_gold_boxed", "B", "\\boxed{22}", "correct", "boxed", BASE + "\n$\\boxed{22}$", "a gold stored boxed"),
    m("b_m_ok_nbsp", "B", G_CPX, "correct", "boxed", CPX + "\n$\\boxed{11\u00a0-\u00a010i}$", "no-break spaces in the box"),
    m("b_m_ok_gold_newline", "B", G_OCT + "\n", "correct", "boxed", OCT + "\n" + qbox("135"), "a gold with a trailing newline"),
    m("b_m_ok_bom", "B", G_POLY, "correct", "boxed", "\ufeff" + POLY + "\n" + qbox("2x^2 - x - 15"), "a BOM first"),
]
# fmt: on

DECISIONS = {
    "t_ok_negative_sentence": (
        "accept",
        "the sentence states the temperature -11°F; '1 am' is the clock time (5 pm + 8 h), not the answer",
    ),
    "t_ok_tag_unclosed_end": (
        "accept",
        "an unclosed tag still holds the answer (corpus README, public_heldout3 conventions); the value is complete",
    ),
    "t_m_radians_for_degrees": (
        "reject",
        "the gold is 135 degrees; 3\\pi/4 is the radian measure (degrees are not radians)",
    ),
    "h_hash_percent_fraction": (
        "reject",
        "the share 0.345 is not the percent 34.5 the question asks (rounds 5 and 21)",
    ),
    "h_m_hash_rad": ("reject", "radians for a degree gold (degrees are not radians)"),
    "x_share_boxed": ("reject", "the share 0.345 is not the percent 34.5 the question asks"),
    "x_near_tolerance": (
        "reject",
        "19620.4 is not 19620; a decimal tolerance is for rounding of a non-terminating value, not a 0.4 dollar error on an integer gold",
    ),
    "x_rate_per_minute": (
        "reject",
        "84.0001 is not 84; the model wrote four decimals, so the extra 0.0001 is stated, not rounding",
    ),
    "x_m_ok_sqrt48": (
        "accept",
        "\\sqrt{48} equals 4\\sqrt{3}; equal value written differently is correct",
    ),
    "n_m_ok_strike_other": (
        "accept",
        "the struck 144 is withdrawn inside the box and 135 stands after it",
    ),
    "u_negative_word": ("reject", "the marked number is 11; a trailing word does not make it -11"),
    "u_below_lost": (
        "reject",
        "the boxed value is 11; 'below zero' after the box does not change the boxed value",
    ),
    "u_per_minute": ("reject", "84 gallons per minute is a rate, not the 84 minutes asked"),
    "u_m_sq_units_other": (
        "reject",
        "22_2 is not a valid base-2 numeral and not the base-10 value asked",
    ),
    "r_bare_retract": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 21's convention)",
    ),
    "q_self_set_problem": (
        "reject",
        "the only box answers a self-set easier problem (17400) and the posed question's working is cut off",
    ),
    "q_quote_only": (
        "reject",
        "only a quotation of an answer key, and the model says it is not sure: no own answer",
    ),
    "q_if_then": ("reject", "a hypothetical followed by a refusal is no final answer"),
    "q_example_turn": (
        "reject",
        "the plain-text User/Assistant lines are an invented turn; the answer to the posed question is the #### 130 before it",
    ),
    "q_m_ok_self_set_after": (
        "accept",
        "the box answers a self-set problem 2, which does not count; the posed problem's answer 'x = -5, 3' is stated before it",
    ),
    "q_m_asks_back": (
        "reject",
        "a question the model asks back is not an answer it states; nothing else is stated",
    ),
    "u_cents": ("reject", "64.8 cents is $0.648, another quantity than the $64.80 asked"),
    "q_m_quote_only": ("reject", "only a quotation of a solution manual"),
    "q_m_ok_practice_after": (
        "accept",
        "the box 11 - 10i answers the posed question; the later box answers a self-set exercise",
    ),
    "b_ok_thin_space_thousands": (
        "accept",
        "a narrow no-break space is an SI thousands separator; 19 620 is 19620",
    ),
}

if __name__ == "__main__":
    _here = Path(__file__).resolve().parent
    import corpus_build

    if _here != corpus_build.HERE:  # outside the corpus folder: write beside this file
        corpus_build.HERE = _here
    write_probes("adversarial_redteam113", CASES, [], DECISIONS)
