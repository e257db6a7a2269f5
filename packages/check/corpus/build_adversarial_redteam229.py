r"""Build adversarial_redteam229.jsonl: round 229 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam229"), written by a helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md or NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes (python was used for plain
arithmetic only, and to confirm what the short programs quoted in the probes print). Not model
output. Only corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam181.py / 182.py (structure, docstring, label conventions,
DECISIONS) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: English, 200 probes, 120 GSM8K and 80 MATH, 110 kind A and 90 kind B: answers
in the OUTPUT STRUCTURES a checker meets in the wild beyond plain prose. Markdown tables whose last
row or a bold "Total" row holds the answer (also a Total row that holds a second number, "5 h" or
"17" people, beside the answer); numbered and bullet lists of steps ending "**Answer:** 18";
fenced Python that computes and prints the answer, with the printed output shown after "Output:"
(the output alone as the answer, an f-string sentence, "$45,200" from `f"${total:,}"`, SymPy's
`2*sqrt(3)`); JSON objects ({"reasoning": ..., "answer": ...}, answer as a number, as a string
"80", with a dollar sign and separator "$45,200", with units "18 hours", a LaTeX string, the
answer field first or beside other numeric fields); LaTeX align* environments whose last line
ends in the value; "## Final Answer" / "### Final Answer" headings; multiple-choice answers with
the options restated in the completion (letter and value, bare letter, \textbf letter, boxed
letter); an answer in bold only on the last line; answers split across lines (marker, value and
unit on separate lines, a display block or a box broken over lines).

Kind A: the structure's answer field differs from the gold while the gold appears elsewhere (a
table's other row, a code comment, the JSON "reasoning" string or another JSON field, an
intermediate list item, the printed output of a program when the stated answer after it
differs: the stated answer counts), a chosen letter whose option is not the gold while the gold
is another option and the working's result, two candidate totals in a table with no choice, an
empty answer field ("**Answer:**", an empty "## Final Answer" section, an empty box), "answer":
null, a taken-back answer with nothing in its place, a code block or align environment cut before
its value, "approximately"/"about"/"at least"/"≈" hedges, a negated value, two values in one
answer field, a struck-out gold replaced by another value.

Problems, golds and hand-checked arithmetic (python for plain arithmetic only):
GSM8K: 8 muffins at $3 and 12 cookies at $1.50, spent -> 42 (24 muffins; 18 cookies; 6 the
difference; 45.36 with an unasked 8 % tax; option (B) 36); 6 rows of 14 tomato plants, 9 die, 5
planted, now -> 80 (84 planted; 75 after dying; 89 = 84 + 5); 65 mph for 3 h then 50 mph for 2 h,
miles -> 295 (195 and 100 the parts; 5 h; 59 mph average; 590 there and back; 115 the speeds);
$18 an hour, 25 h a week, saves 1/5, in 4 weeks -> 360 (450 a week pay; 90 a week saved; 1,800
pay in 4 weeks; 1,440 not saved); 1,240 books + 3 boxes of 48 - 175 given away -> 1209 (144
bought; 1,384 before giving; 1,065 and 1,559 distractor options); Lena 4 more than twice her
brother's 9, in 6 years -> 28 (22 now; 18 twice; 15 the brother then; 34 option); 14 employees at
$2,350 and 3 managers at $4,100, monthly payroll -> 45200 (32,900 employees; 12,300 managers; 17
people; 542,400 a year); 24 students x 3 slices and 2 teachers x 4 slices, 8-slice pizzas -> 10
(72 + 8 = 80 slices; 9 for the students only); Jake 45 + 38 + 52, Emma 160, how many more ->
25 (135 Jake; 295 both); $80 jacket, 25 % off, 8 % tax on the sale price -> 64.8 (20 off; 60
sale; 4.80 tax; 66.40 with tax on the original; about 65); 450 L tank leaking 15 L/h, hours to
180 L -> 18 (270 L lost; 12 = 180/15; 30 to empty; 27 option); 85 tickets at $6 and 40 at $4,
costs $210, profit -> 460 (510; 160; 670 revenue; 880 option).
MATH: 5x - 3 = 2x + 18 -> 7 (3x = 21; -7; 5 as a second value); P(two reds from 4 red and 6 blue
without replacement) -> \frac{2}{15} (4/25 with replacement; 2/5 the first draw; ≈ 0.13);
positive difference of the roots of x^2 - 7x + 10 -> 3 (roots 2 and 5; sum 7; product 10; -3);
hypotenuse of legs 9 and 12 -> 15 (225 its square; 54 the area; 36 the perimeter; option 21);
committees of 3 from 8 -> 56 (336 ordered; 6 = 3!); 3 + 7 + ... + 79 -> 820 (20 terms; 41 the
average; 1640 before halving; option 780); f(x) = 2x^2 - 3x + 1 at -2 -> 15 (3 = f(2); -15);
6/\sqrt{3} rationalized -> 2\sqrt{3} (\sqrt{12} and 2*sqrt(3) equal forms; 6\sqrt{3};
\frac{6\sqrt{3}}{9}; 3\sqrt{2} option; ≈ 3.46).

Classes (id): `[ok_]<g|m>_<problem>_<shape>`, a leading `ok_` marking kind B. Shapes name the
structure and, for kind A, the error: table_* (total / last / sep / hours / two / rate / sub ...),
list_* (answer / units / mid / sub / diff / spent / yearly / two ...), json_* (number / string /
dollar / units / null / sub / two / rate ...), code_* and output_* (output_only / fstring /
format / stated / misread / cut / approx ...), align_* (end / cut / neg), heading_* (sentence /
bare / box / empty / cut / two ...), mcq_* (value / letter), bold_*, split*, about / approx /
at_least / takeback_none / strike / cut. Forms: the README's (answer_is for "**Answer:** ...",
answer_heading for "## Final Answer", bare_last_line, prose_sentence, boxed, truncated, none)
and, for the structures it has no name for, `table`, `json`, `code_output`, `choice_letter`,
`align`. Kind A: truth wrong, or no_answer where the form is `truncated` or `none`; kind B:
truth correct.

Label conventions (corpus/README.md "How labels were made"; rounds 171-182): the LAST final
answer counts; a structure's answer field (the JSON "answer", the "**Answer:**" line, the heading's
section, the chosen letter, the table's Total or last row where nothing follows it) is the final
answer, and a value elsewhere (the JSON "reasoning", a code comment, a list item, another row) is
working. Where a program's printed output is followed by a stated answer, the stated answer counts;
where nothing follows the output, the printed output is the answer. A chosen letter stands for
its option's value (options restated in the completion). Wrong: a subtotal, a given, the other
person's amount, the difference where the total is asked (or the reverse), a rate where a total
is asked, a hedge or approximation of an exact value ("about", "approximately", "at least",
"≈"), a negated value, two values for one question (also two candidate totals in a table with no
choice), an answer taken back and replaced (also struck out). An answer taken back with nothing in
its place, an empty answer field, "answer": null, or a cut before the value is no_answer. Equal
values in another form ("$42", "42.0", "64.80", "$45,200", "18 hours", `\sqrt{12}` and `2*sqrt(3)`
for 2\sqrt{3}) are correct. Debatable (6, with DECISIONS): the tables that end in two candidate
totals with no choice, one of them labelled as the question asks (`g_bakery_table_tax`,
`g_trip_table_two`, `g_library_table_two`, `g_jacket_table_two`, `m_marbles_table_two`), rejected
as two values; `m_committee_list_two` ("56 (or 336 if the roles are different)"), rejected as two
values.

Usage: python build_adversarial_redteam229.py (writes adversarial_redteam229.jsonl beside this file)
"""

import json  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402


def md(header: list[str], rows: list[list[str]]) -> str:
    """A Markdown table."""
    lines = ["| " + " | ".join(header) + " |", "|" + "|".join("---" for _ in header) + "|"]
    lines += ["| " + " | ".join(row) + " |" for row in rows]
    return "\n".join(lines)


def py(src: str) -> str:
    """A fenced Python block."""
    return "```python\n" + src.strip("\n") + "\n```"


def out(text: str) -> str:
    """A program's printed output after 'Output:'."""
    return "Output:\n```\n" + text + "\n```"


def js(obj: dict) -> str:
    """A fenced JSON object (indented, keys in the order written)."""
    return "```json\n" + json.dumps(obj, indent=2, ensure_ascii=False) + "\n```"


def ol(items: list[str]) -> str:
    """A numbered list."""
    return "\n".join(f"{i}. {x}" for i, x in enumerate(items, 1))


def ul(items: list[str]) -> str:
    """A bullet list."""
    return "\n".join(f"- {x}" for x in items)


def opts(pairs: list[tuple[str, str]]) -> str:
    """Multiple-choice options restated in the completion, one a line."""
    return "\n".join(f"({k}) {v}" for k, v in pairs)


# fmt: off
# Openings a probe's completion starts with (two per problem, alternating by probe): a restatement
# of the problem and the plan, with the givens only (never a result), as chat models open.
PRE = {
    "bakery": (
        "Let's break down the problem. Maya is buying two different items at a bakery: muffins that cost $3 "
        "each and cookies that cost $1.50 each. She buys 8 muffins and 12 cookies, and we want the total "
        "amount of money she spends. The plan is to find the cost of each kind of item separately "
        "(quantity times price) and then add the two costs together.",
        "**Given:**\n- Muffins: $3 each, Maya buys 8\n- Cookies: $1.50 each, Maya buys 12\n\n"
        "**Find:** the total amount Maya spends.\n\n"
        "For each item, cost = quantity × price; the total is the sum of the two costs.",
    ),
    "garden": (
        "Let's understand what happens in Omar's garden. He starts by planting tomato plants in 6 rows, "
        "with 14 plants in each row. After that, 9 of the plants die, so they have to be taken away from "
        "the count. Finally, he plants 5 new ones, which are added back. We need the number of tomato "
        "plants he has at the end, so we follow the three events in order.",
        "**Given:**\n- 6 rows of tomato plants, 14 plants per row\n- 9 plants die\n- 5 new plants are added\n\n"
        "**Find:** how many tomato plants Omar has now.\n\n"
        "We multiply to get the starting number, subtract the plants that died, and add the new plants.",
    ),
    "trip": (
        "The trip has two parts with different speeds. In the first part the car goes 65 miles per hour "
        "for 3 hours; in the second part it goes 50 miles per hour for 2 hours. Because the speeds are "
        "different, we cannot just multiply one speed by the total time. Instead we find the distance of "
        "each part using distance = speed × time and then add the two distances.",
        "**Given:**\n- Part 1: 65 mph for 3 hours\n- Part 2: 50 mph for 2 hours\n\n"
        "**Find:** the total distance traveled, in miles.\n\n"
        "Formula: distance = speed × time, applied to each part separately.",
    ),
    "savings": (
        "Let's think about this step by step. Priya is paid by the hour: $18 for every hour she works, and "
        "she works 25 hours each week. Out of her pay, she puts aside one fifth as savings. The question "
        "asks for her savings over 4 weeks, not for a single week, so we find her weekly pay, then her "
        "weekly savings, and then multiply by the number of weeks.",
        "**Given:**\n- Pay rate: $18 per hour\n- Hours: 25 per week\n- Savings: 1/5 of her pay\n- Time: 4 weeks\n\n"
        "**Find:** the total amount Priya saves in 4 weeks.",
    ),
    "library": (
        "We need to keep track of how the number of books in the school library changes. The library "
        "starts with 1,240 books. It buys 3 boxes of books with 48 books in each box, which increases the "
        "count. Then it gives 175 books to a community center, which decreases the count. We apply the "
        "changes in order to find how many books the library has now.",
        "**Given:**\n- Starting books: 1,240\n- Bought: 3 boxes × 48 books\n- Given away: 175 books\n\n"
        "**Find:** the number of books the library has now.\n\n"
        "Books now = starting books + books bought − books given away.",
    ),
    "ages": (
        "Let's translate the words into math. \"Twice her brother's age\" means 2 times the brother's age, "
        "and \"4 years older than\" that means we add 4. The brother is 9 years old, so we can find Lena's "
        "age now. The question, however, asks how old Lena will be in 6 years, so after finding her "
        "current age we still need to add 6.",
        "**Given:**\n- Brother's age: 9\n- Lena = 2 × (brother's age) + 4\n\n"
        "**Find:** Lena's age 6 years from now.\n\n"
        "First we compute Lena's current age, then we add 6 years.",
    ),
    "payroll": (
        "The company has two groups of staff with different monthly salaries. There are 14 employees who "
        "each earn $2,350 a month and 3 managers who each earn $4,100 a month. The total monthly payroll "
        "is the sum of everyone's monthly pay, so we multiply the number of people in each group by their "
        "salary and add the two amounts.",
        "**Given:**\n- 14 employees at $2,350 per month each\n- 3 managers at $4,100 per month each\n\n"
        "**Find:** the company's total monthly payroll.\n\n"
        "Payroll = (employees × salary) + (managers × salary).",
    ),
    "pizza": (
        "To figure out how many pizzas to order, we first need the total number of slices everyone will "
        "eat. There are 24 students who each eat 3 slices, and 2 teachers who each eat 4 slices. Each "
        "pizza is cut into 8 slices, so once we know the total number of slices we divide by 8 to get the "
        "number of pizzas.",
        "**Given:**\n- 24 students, 3 slices each\n- 2 teachers, 4 slices each\n- 8 slices per pizza\n\n"
        "**Find:** the number of pizzas needed.",
    ),
    "reading": (
        "This is a comparison problem. Jake's reading is given day by day: 45 pages on Monday, 38 pages on "
        "Tuesday and 52 pages on Wednesday. Emma's reading is given as a total for the same three days: "
        "160 pages. To find how many more pages Emma read, we first add up Jake's pages and then subtract "
        "his total from Emma's total.",
        "**Given:**\n- Jake: 45 pages (Mon), 38 pages (Tue), 52 pages (Wed)\n- Emma: 160 pages over the three days\n\n"
        "**Find:** how many more pages Emma read than Jake.",
    ),
    "jacket": (
        "There are two percentage changes to apply, and their order matters. The jacket's original price "
        "is $80. First the store takes 25% off, which gives the sale price. Then an 8% sales tax is added, "
        "and the tax is calculated on the sale price, not on the original price. We compute the discount, "
        "the sale price, the tax, and finally the price paid at the register.",
        "**Given:**\n- Original price: $80\n- Discount: 25% off\n- Sales tax: 8%, charged on the sale price\n\n"
        "**Find:** the final price of the jacket.",
    ),
    "tank": (
        "The tank starts full with 450 liters and loses water at a constant rate of 15 liters per hour. We "
        "want to know when exactly 180 liters will be left. That means we do not need the time for the "
        "tank to empty completely; we need the time it takes to lose the difference between the starting "
        "amount and 180 liters.",
        "**Given:**\n- Starting volume: 450 liters\n- Leak rate: 15 liters per hour\n- Target: 180 liters left\n\n"
        "**Find:** the number of hours until 180 liters remain.",
    ),
    "fundraiser": (
        "Profit means the money that comes in minus the money that goes out. The money that comes in is "
        "from ticket sales: 85 adult tickets at $6 each and 40 child tickets at $4 each. The money that "
        "goes out is the $210 it cost to run the event. So we find the total ticket revenue first and "
        "then subtract the cost.",
        "**Given:**\n- 85 adult tickets at $6\n- 40 child tickets at $4\n- Cost of the event: $210\n\n"
        "**Find:** the class's profit.\n\nProfit = revenue − cost.",
    ),
    "linear": (
        "We need to solve the linear equation $5x - 3 = 2x + 18$ for $x$. The variable appears on both "
        "sides, so the strategy is to move all the terms with $x$ to the left-hand side and all the "
        "constant terms to the right-hand side, combine like terms, and then divide by the coefficient "
        "of $x$. At the end we can substitute back to check.",
        "**Problem.** Solve $5x - 3 = 2x + 18$.\n\n"
        "**Approach.** Isolate $x$: collect the $x$ terms on one side and the constants on the other, "
        "then divide by the coefficient of $x$.",
    ),
    "marbles": (
        "The bag has 4 red marbles and 6 blue marbles, so 10 marbles in total. We draw two marbles "
        "without replacement, which means the first marble is not put back before the second draw. The "
        "probability that both are red is the probability that the first is red times the probability "
        "that the second is red given that the first one was red.",
        "**Setup.** 4 red, 6 blue, 10 marbles in all; two draws without replacement.\n\n"
        "**Goal.** $P(\\text{both red})$ as a common fraction, using "
        "$P(A \\cap B) = P(A)\\,P(B \\mid A)$.",
    ),
    "roots": (
        "We are asked for the positive difference between the two roots of $x^2 - 7x + 10 = 0$. The "
        "quadratic has integer coefficients, so it is worth trying to factor it first: we look for two "
        "numbers whose product is $10$ and whose sum is $7$. Once we have both roots, the positive "
        "difference is the larger root minus the smaller root.",
        "**Problem.** Positive difference of the roots of $x^2 - 7x + 10 = 0$.\n\n"
        "**Approach.** Find both roots (factoring or the quadratic formula), then subtract the smaller "
        "from the larger.",
    ),
    "hyp": (
        "In a right triangle, the two legs and the hypotenuse are related by the Pythagorean theorem: the "
        "square of the hypotenuse equals the sum of the squares of the legs. Here the legs are $9$ and "
        "$12$. We square each leg, add the squares, and take the square root to get the hypotenuse. "
        "(Notice that $9$ and $12$ are $3 \\cdot 3$ and $3 \\cdot 4$, a multiple of the 3-4-5 triangle.)",
        "**Given:** a right triangle with legs $a = 9$ and $b = 12$.\n\n"
        "**Find:** the hypotenuse $c$, using $c^2 = a^2 + b^2$.",
    ),
    "committee": (
        "We are choosing 3 people out of 8 to form a committee. A committee is just a group: choosing "
        "Alice, Bob and Carol is the same committee as choosing Carol, Alice and Bob. So the order of "
        "selection does not matter, and we should count combinations rather than permutations, using "
        "$\\binom{n}{k} = \\frac{n!}{k!\\,(n-k)!}$ with $n = 8$ and $k = 3$.",
        "**Problem.** Number of 3-person committees from 8 people.\n\n"
        "**Key idea.** Order does not matter, so the count is $\\binom{8}{3}$.",
    ),
    "series": (
        "The terms $3, 7, 11, \\ldots, 79$ increase by $4$ each time, so this is an arithmetic series. "
        "To add it up we need the number of terms, which we get from $a_n = a_1 + (n-1)d$, and then we "
        "use the formula for the sum of an arithmetic series, $S_n = \\frac{n(a_1 + a_n)}{2}$, which "
        "multiplies the number of terms by the average of the first and last terms.",
        "**Given:** arithmetic series $3 + 7 + 11 + \\cdots + 79$, with $a_1 = 3$, $d = 4$, $a_n = 79$.\n\n"
        "**Find:** $S_n$, using $a_n = a_1 + (n-1)d$ and $S_n = \\frac{n(a_1 + a_n)}{2}$.",
    ),
    "fval": (
        "To evaluate a function at a given input, we replace every $x$ in the formula with that input. "
        "Here $f(x) = 2x^2 - 3x + 1$ and the input is $-2$. We have to be careful with the signs: "
        "$(-2)^2$ is positive, and $-3$ times $-2$ is also positive. Using parentheses around $-2$ helps "
        "avoid sign mistakes.",
        "**Problem.** Evaluate $f(-2)$ for $f(x) = 2x^2 - 3x + 1$.\n\n"
        "**Approach.** Substitute $x = -2$ and simplify, keeping the parentheses around $-2$.",
    ),
    "rational": (
        "To rationalize a denominator means to rewrite the fraction so that there is no square root in "
        "the denominator. For $\\frac{6}{\\sqrt{3}}$ we multiply the fraction by "
        "$\\frac{\\sqrt{3}}{\\sqrt{3}}$, which equals $1$, so the value does not change, and we use "
        "$\\sqrt{3} \\cdot \\sqrt{3} = 3$. Then we simplify the resulting fraction.",
        "**Problem.** Rationalize the denominator of $\\frac{6}{\\sqrt{3}}$.\n\n"
        "**Approach.** Multiply by $\\frac{\\sqrt{3}}{\\sqrt{3}}$ and simplify.",
    ),
}

# ---------------------------------------------------------------- GSM8K 1: bakery (gold 42)
_B_STEPS = [
    "Cost of the muffins: 8 × $3.00 = $24.00",
    "Cost of the cookies: 12 × $1.50 = $18.00",
    "Total spent: $24.00 + $18.00 = $42.00",
]
_B_TAB = md(["Item", "Quantity", "Price each", "Cost"],
            [["Muffins", "8", "$3.00", "$24.00"], ["Cookies", "12", "$1.50", "$18.00"]])
_B_INTRO = ("To find how much Maya spends, I need the cost of the muffins and the cost of the cookies, "
            "and then their sum. Let me put the purchase in a table.\n\n")
_B_REASON = ("8 muffins at $3 each cost 8 x 3 = $24. 12 cookies at $1.50 each cost 12 x 1.50 = $18. "
             "Together Maya spends 24 + 18 = $42.")
_B_CODE = py("""
# Prices
muffin_price = 3.00
cookie_price = 1.50

# Maya's purchase
muffins = 8 * muffin_price    # 8 muffins
cookies = 12 * cookie_price   # 12 cookies

total = muffins + cookies
print(total)
""")
_B_OPTS = opts([("A", "$24"), ("B", "$36"), ("C", "$42"), ("D", "$45")])

G_BAKERY = ("bakery", "42",
    "A bakery sells muffins for $3 each and cookies for $1.50 each. Maya buys 8 muffins and 12 cookies. How much money does Maya spend?",
    [
        ("table_total", "B", "table", _B_INTRO + _B_TAB + "\n| **Total** | | | **$42.00** |",
         "the answer only in the table's bold Total row, '$42.00', nothing after the table"),
        ("json_dollar", "B", "json",
         "Here is the solution in the requested JSON format:\n\n" + js({"reasoning": _B_REASON, "answer": "$42"}),
         "JSON answer field a string with a dollar sign, \"$42\""),
        ("output_only", "B", "code_output",
         "Let's calculate the total with a short Python program.\n\n" + _B_CODE + "\n\n" + out("42.0"),
         "the answer only as the program's printed output 42.0 after 'Output:'"),
        ("bold_only", "B", "bare_last_line",
         "Maya buys two kinds of baked goods, so we find the cost of each and add them.\n\n"
         + ul(_B_STEPS) + "\n\nSo the amount of money Maya spends at the bakery is:\n\n**$42**",
         "the answer only in bold on its own last line"),
        ("json_sub", "A", "json",
         "```json\n{\n  \"answer\": 24,\n  \"reasoning\": \"" + _B_REASON + "\"\n}\n```",
         "answer field 24 (the muffins alone) while the reasoning string ends in $42"),
        ("json_null", "A", "none",
         "Output in JSON:\n\n" + js({"reasoning": _B_REASON, "answer": None}),
         "\"answer\": null; 42 only in the reasoning string: no_answer"),
        ("table_tax", "A", "table",
         _B_INTRO + _B_TAB + "\n| **Total** | | | **$42.00** |\n| **Total with 8% sales tax** | | | **$45.36** |",
         "debatable: two candidate totals (42.00 and, with an unasked 8% tax, 45.36), no choice made (see DECISIONS)", True),
        ("code_cut", "A", "truncated",
         "I'll compute it step by step in Python.\n\n```python\nmuffins = 8 * 3.00     # $24\ncookies = 12 * 1.50    # $18\n"
         "total = muffins + cookies   # 24 + 18 = 42\nprint(",
         "code block cut before its print; 42 only in a comment: no_answer"),
        ("list_diff", "A", "answer_is",
         "Let's work through it step by step:\n\n" + ol(_B_STEPS + ["Difference between the muffins and the cookies: $24.00 − $18.00 = $6.00"])
         + "\n\n**Answer:** $6",
         "the answer field is the muffins-cookies difference; the total $42 is an intermediate list item"),
        ("mcq_letter", "A", "choice_letter",
         "The options are:\n" + _B_OPTS + "\n\n" + ol(_B_STEPS) + "\n\nMaya spends $24 + $18 in all.\n\n**Answer: (B)**",
         "letter (B) = $36 chosen while the working and option (C) give $42"),
    ])

# ---------------------------------------------------------------- GSM8K 2: garden (gold 80)
_G_STEPS = [
    "Plants at the start: 6 rows × 14 plants = 84 plants.",
    "After 9 plants die: 84 − 9 = 75 plants.",
    "After he plants 5 more: 75 + 5 = 80 plants.",
]
_G_TAB = md(["Step", "Calculation", "Plants"],
            [["Planted", "6 × 14", "84"], ["9 plants die", "84 − 9", "75"], ["5 new plants", "75 + 5", "80"]])
_G_CODE = py("""
rows = 6
plants_per_row = 14
planted = rows * plants_per_row   # 84
after_dying = planted - 9         # 75
now = after_dying + 5
print(now)
""")

G_GARDEN = ("garden", "80",
    "Omar plants 6 rows of tomato plants with 14 plants in each row. 9 of the plants die, and then he plants 5 new ones. How many tomato plants does Omar have now?",
    [
        ("list_answer", "B", "answer_is",
         "Let's solve this step by step.\n\n" + ol(_G_STEPS) + "\n\n**Answer:** 80",
         "numbered steps, then '**Answer:** 80'"),
        ("heading_sentence", "B", "answer_heading",
         "First, Omar planted 6 × 14 = 84 tomato plants. Then 9 died, leaving 84 − 9 = 75. "
         "Finally he planted 5 new ones, so 75 + 5 = 80.\n\n## Final Answer\n\nOmar now has **80** tomato plants.",
         "'## Final Answer' heading, then a sentence with the bold value"),
        ("json_string", "B", "json",
         js({"steps": ["6 * 14 = 84", "84 - 9 = 75", "75 + 5 = 80"], "answer": "80"}),
         "JSON answer field the string \"80\""),
        ("table_last", "B", "table",
         "We can track the number of plants after each event:\n\n" + _G_TAB,
         "the answer in the table's last row (80), no sentence after; 84 and 75 in other rows"),
        ("list_mid", "A", "answer_is",
         "Let's solve this step by step.\n\n" + ol(_G_STEPS) + "\n\n**Answer:** 75",
         "answer field 75 (before the 5 new plants); 80 only as an intermediate list item"),
        ("heading_empty", "A", "none",
         "Omar planted 6 × 14 = 84 plants. 9 died: 84 − 9 = 75. He planted 5 more: 75 + 5 = 80.\n\n## Final Answer\n\n",
         "an empty '## Final Answer' section: no_answer"),
        ("table_planted", "A", "table",
         "We can track the number of plants after each event:\n\n" + _G_TAB
         + "\n\nSo the number of tomato plants Omar planted in his garden is **84**.",
         "the closing sentence states 84 (the planted count) while the table's last row holds 80"),
        ("code_misread", "A", "code_output",
         "Let me verify with code.\n\n" + _G_CODE + "\n\n" + out("80")
         + "\n\nThe program confirms it: Omar adds the 5 new plants to the 84 he planted, so he has **89** tomato plants now.",
         "printed output 80, but the stated answer is 89: the stated answer counts"),
        ("mcq_value", "A", "choice_letter",
         "(A) 75\n(B) 80\n(C) 84\n(D) 89\n\n" + ul(_G_STEPS) + "\n\nThe correct option is **(A) 75**.",
         "chosen option (A) 75 while the working ends in 80 and option (B) is 80"),
        ("json_two", "A", "json",
         js({"reasoning": "6 rows of 14 is 84 plants; 9 die so 75 remain; adding 5 gives 80.", "answer": "75 or 80"}),
         "JSON answer field with two values, \"75 or 80\""),
    ])

# ---------------------------------------------------------------- GSM8K 3: trip (gold 295)
_T_STEPS = [
    "First part: 65 mph × 3 hours = 195 miles",
    "Second part: 50 mph × 2 hours = 100 miles",
    "Total distance: 195 + 100 = 295 miles",
]
_T_TAB = md(["Part", "Speed", "Time", "Distance"],
            [["1", "65 mph", "3 h", "195 mi"], ["2", "50 mph", "2 h", "100 mi"]])
_T_INTRO = ("Distance = speed × time for each part of the trip, and the total distance is the sum of the "
            "two parts.\n\n")
_T_OPTS = opts([("A", "115 miles"), ("B", "195 miles"), ("C", "295 miles"), ("D", "590 miles")])

G_TRIP = ("trip", "295",
    "A car drives at 65 miles per hour for 3 hours and then at 50 miles per hour for 2 hours. How many miles does it travel in total?",
    [
        ("code_fstring", "B", "code_output",
         _T_INTRO + py("""
leg1 = 65 * 3   # miles
leg2 = 50 * 2   # miles
total = leg1 + leg2
print(f"Total distance: {total} miles")
""") + "\n\n" + out("Total distance: 295 miles") + "\n\nThe car travels 295 miles in total.",
         "an f-string print and its output, then a plain sentence"),
        ("table_hours", "B", "table",
         _T_INTRO + _T_TAB + "\n| **Total** | | **5 h** | **295 mi** |",
         "the Total row holds both 5 h and 295 mi; the question asks miles"),
        ("list_units", "B", "answer_is",
         ul(_T_STEPS) + "\n\n**Answer:** 295 miles",
         "bullets, then '**Answer:** 295 miles'"),
        ("split", "B", "bare_last_line",
         _T_INTRO + ol(_T_STEPS) + "\n\n**Final answer:**\n\n295\n\nmiles",
         "the answer split across lines: marker, value, unit on separate lines"),
        ("table_rate", "A", "table",
         _T_INTRO + _T_TAB + "\n| **Total** | | **5 h** | **295 mi** |\n| **Average speed** | | | **59 mph** |"
         "\n\n**Answer:** 59 mph",
         "answer field the average speed 59 mph (a rate) where the total distance is asked; 295 in the Total row"),
        ("json_sub", "A", "json",
         js({"answer": 195, "reasoning": "The first part is 65 * 3 = 195 miles and the second part is 50 * 2 = 100 miles, so the total is 195 + 100 = 295 miles."}),
         "answer 195 (the first part) while the reasoning ends in 295"),
        ("code_cut", "A", "truncated",
         _T_INTRO + "```python\nleg1 = 65 * 3   # 195 miles\nleg2 = 50 * 2   # 100 miles\n# total = 195 + 100 = 295\ntotal = leg1 + le",
         "code cut before its print; 295 only in a comment: no_answer"),
        ("table_two", "A", "table",
         _T_INTRO + _T_TAB + "\n| **Total (one way)** | | **5 h** | **295 mi** |\n| **Total (there and back)** | | **10 h** | **590 mi** |",
         "debatable: a table with two candidate totals (295 and 590) and no choice (see DECISIONS)", True),
        ("mcq_letter", "A", "choice_letter",
         "Options:\n" + _T_OPTS + "\n\n" + ol(_T_STEPS) + "\n\nAnswer: D",
         "letter D (590 miles) while the working gives 295, option C"),
        ("strike", "A", "answer_heading",
         _T_INTRO + ol(_T_STEPS) + "\n\n## Final Answer\n\n~~295 miles~~ 590 miles",
         "295 struck out and replaced by 590: the replacement counts, wrong"),
    ])

# ---------------------------------------------------------------- GSM8K 4: savings (gold 360)
_S_STEPS = [
    "Weekly pay: $18 × 25 hours = $450",
    "Weekly savings: 1/5 × $450 = $90",
    "Savings in 4 weeks: 4 × $90 = $360",
]
_S_TAB = md(["Week", "Pay", "Saved (1/5)", "Total saved"],
            [["1", "$450", "$90", "$90"], ["2", "$450", "$90", "$180"],
             ["3", "$450", "$90", "$270"], ["4", "$450", "$90", "$360"]])
_S_INTRO = ("Priya earns $18 per hour and works 25 hours each week, so her weekly pay is 18 × 25 = $450. "
            "She saves one fifth of it.\n\n")
_S_CODE = py("""
hourly = 18
hours_per_week = 25
weekly_pay = hourly * hours_per_week      # 450
weekly_savings = weekly_pay / 5           # 90
total_savings = weekly_savings * 4
print(total_savings)
""")

G_SAVINGS = ("savings", "360",
    "Priya earns $18 per hour and works 25 hours a week. She saves 1/5 of her pay. How much money does she save in 4 weeks?",
    [
        ("json_first", "B", "json",
         js({"answer": 360, "reasoning": "Weekly pay is 18 * 25 = 450 dollars. She saves 450 / 5 = 90 dollars a week, so in 4 weeks she saves 4 * 90 = 360 dollars."}),
         "JSON with the answer field first, a number"),
        ("table_total", "B", "table",
         _S_INTRO + md(["Week", "Saved"], [["1", "$90"], ["2", "$90"], ["3", "$90"], ["4", "$90"], ["**Total**", "**$360**"]]),
         "a week-by-week table ending in a bold Total row, $360"),
        ("code_sentence", "B", "code_output",
         "We can compute this directly:\n\n" + _S_CODE + "\n\n" + out("360.0") + "\n\nPriya saves **$360** in 4 weeks.",
         "printed 360.0, then the bold value in a sentence"),
        ("heading_dollar", "B", "answer_heading",
         _S_INTRO + ol(_S_STEPS) + "\n\n### Final Answer\n$360",
         "'### Final Answer' heading, then '$360' on the next line"),
        ("table_rate", "A", "table",
         _S_INTRO + _S_TAB + "\n\n**Answer:** $90 per week",
         "the weekly savings $90 (a rate) where the 4-week total is asked; 360 in the table's last row"),
        ("json_rate", "A", "json",
         js({"reasoning": "Weekly pay is 18 * 25 = 450. One fifth of that is 90 per week. Over 4 weeks: 4 * 90 = 360.", "answer": "$90"}),
         "answer field \"$90\" (the weekly rate) while the reasoning ends in 360"),
        ("code_earned", "A", "code_output",
         "Let's compute it in Python.\n\n" + _S_CODE + "\n\n" + out("360.0")
         + "\n\nSo over the 4 weeks, Priya earns 4 × $450 and the final answer is **$1,800**.",
         "printed 360.0, then the stated answer $1,800 (her pay): the stated answer counts"),
        ("list_spent", "A", "answer_is",
         ol(_S_STEPS + ["Money she does not save in 4 weeks: 4 × $450 − $360 = $1,440"]) + "\n\n**Answer:** $1,440",
         "answer field the money not saved; 360 an intermediate list item"),
        ("answer_empty", "A", "none",
         _S_INTRO + ol(_S_STEPS) + "\n\n**Answer:**",
         "an empty '**Answer:**' field at the end: no_answer"),
        ("about", "A", "answer_is",
         _S_INTRO + ul(_S_STEPS) + "\n\n**Answer:** about $360",
         "'about $360': a hedge of an exact value"),
    ])

# ---------------------------------------------------------------- GSM8K 5: library (gold 1209)
_L_STEPS = [
    "New books bought: 3 boxes × 48 books = 144 books",
    "Books after the purchase: 1,240 + 144 = 1,384 books",
    "Books after the donation: 1,384 − 175 = 1,209 books",
]
_L_TAB = md(["Change", "Books", "Running total"],
            [["Start", "", "1,240"], ["Bought 3 boxes of 48", "+144", "1,384"], ["Gave away", "−175", "1,209"]])
_L_INTRO = "The library starts with 1,240 books, adds the books it bought and removes the books it gave away.\n\n"
_L_CODE = py("""
books = 1240
books += 3 * 48    # bought 144 new books
books -= 175       # gave 175 away
print(books)
""")

G_LIBRARY = ("library", "1209",
    "A school library had 1,240 books. It bought 3 boxes with 48 books in each box and then gave 175 books to a community center. How many books does the library have now?",
    [
        ("table_sep", "B", "table",
         _L_INTRO + md(["Change", "Books", "Running total"],
                       [["Start", "", "1,240"], ["Bought 3 boxes of 48", "+144", "1,384"],
                        ["Gave away", "−175", "1,209"], ["**Books now**", "", "**1,209**"]]),
         "the last row 'Books now' with a thousands separator, 1,209"),
        ("output_only", "B", "code_output",
         _L_INTRO + _L_CODE + "\n\n" + out("1209"),
         "the answer only as printed output after 'Output:'"),
        ("list_units", "B", "answer_is",
         "Step-by-step solution:\n\n" + ol(_L_STEPS) + "\n\n**Answer:** 1,209 books",
         "'**Answer:** 1,209 books'"),
        ("mcq_value", "B", "choice_letter",
         "Choices: (A) 1,065 (B) 1,384 (C) 1,209 (D) 1,559\n\n" + ol(_L_STEPS) + "\n\nAnswer: (C) 1,209",
         "the letter with its value, (C) 1,209"),
        ("json_before", "A", "json",
         js({"reasoning": "1240 + 3 * 48 = 1384 books after the purchase. Giving away 175 leaves 1384 - 175 = 1209.", "answer": 1384}),
         "answer 1384 (before the donation) while the reasoning ends in 1209"),
        ("table_two", "A", "table",
         _L_INTRO + _L_TAB + "\n| **Total (counting the donated books)** | | **1,384** |\n| **Total (not counting them)** | | **1,209** |",
         "debatable: two candidate totals, 1,384 and 1,209, with no choice (see DECISIONS)", True),
        ("code_cut", "A", "truncated",
         _L_INTRO + "```python\nbooks = 1240\nbooks += 3 * 48    # 1240 + 144 = 1384\nbooks -= 175       # 1384 - 175 = 1209\npri",
         "code cut inside 'print'; 1209 only in a comment: no_answer"),
        ("heading_bought", "A", "answer_heading",
         _L_INTRO + ul(_L_STEPS) + "\n\n## Final Answer\n\n144",
         "the heading's value is the 144 books bought; 1,209 in a bullet above"),
        ("bold_before", "A", "bare_last_line",
         _L_INTRO + ul(_L_STEPS[:2]) + "\n\nThe 175 books given away leave 1,209 on the shelves, but the library owns:\n\n**1,384**",
         "the bold last line is 1,384 (before the donation) while 1,209 is in the sentence above"),
        ("hedge_two", "A", "answer_is",
         ol(_L_STEPS) + "\n\n**Answer:** 1,209 or 1,384 books, depending on whether the 175 books have been sent yet.",
         "two values for one question"),
    ])

# ---------------------------------------------------------------- GSM8K 6: ages (gold 28)
_A_STEPS = [
    "Twice the brother's age: 2 × 9 = 18",
    "Lena's age now: 18 + 4 = 22",
    "Lena's age in 6 years: 22 + 6 = 28",
]
_A_TAB = md(["Person", "Age now", "Age in 6 years"], [["Brother", "9", "15"], ["Lena", "22", "28"]])
_A_INTRO = "Lena is 4 years older than twice her brother's age, and her brother is 9.\n\n"

G_AGES = ("ages", "28",
    "Lena is 4 years older than twice her brother's age. Her brother is 9 years old. How old will Lena be in 6 years?",
    [
        ("json_units", "B", "json",
         js({"reasoning": "Twice 9 is 18, plus 4 gives 22, Lena's age now. In 6 years she will be 22 + 6 = 28.", "answer": "28 years old"}),
         "JSON answer field a string with units, \"28 years old\""),
        ("list_answer", "B", "answer_is",
         _A_INTRO + ol(_A_STEPS) + "\n\n**Answer:** 28",
         "'**Answer:** 28' after the list"),
        ("split_bold", "B", "prose_sentence",
         _A_INTRO + ul(_A_STEPS) + "\n\nIn 6 years, Lena will be\n\n**28**\n\nyears old.",
         "the answer sentence split across lines around the bold value"),
        ("table_sentence", "B", "table",
         _A_INTRO + "Lena now: 2 × 9 + 4 = 22.\n\n" + _A_TAB + "\n\nLena will be 28 years old in 6 years.",
         "a two-person table, then a sentence with 28"),
        ("list_now", "A", "answer_is",
         _A_INTRO + ol(_A_STEPS) + "\n\n**Answer:** 22",
         "Lena's age now, 22; 28 only in a list item"),
        ("table_brother", "A", "table",
         _A_INTRO + "Lena now: 2 × 9 + 4 = 22.\n\n" + _A_TAB + "\n\n**Answer:** 15",
         "the brother's age in 6 years, the other person's amount"),
        ("json_null", "A", "none",
         js({"brother_now": 9, "lena_now": 22, "lena_in_6_years": 28, "answer": None}),
         "a field holds 28 but \"answer\" is null: no_answer"),
        ("code_now", "A", "code_output",
         _A_INTRO + py("""
brother = 9
lena_now = 2 * brother + 4
print(lena_now + 6)
""") + "\n\n" + out("28") + "\n\nTherefore, Lena's age is **22**.",
         "printed 28, then the stated answer 22 (her age now): the stated answer counts"),
        ("mcq_letter", "A", "choice_letter",
         "(A) 15 (B) 22 (C) 28 (D) 34\n\n" + _A_INTRO + ul(_A_STEPS) + "\n\n**Answer: B**",
         "letter B (22) while the working and option C are 28"),
        ("cut", "A", "truncated",
         _A_INTRO + "1. Twice the brother's age: 2 × 9 = 18\n2. Lena's age now: 18 + 4 = 22\n3. Lena's age in 6 years: 22 + 6 =",
         "list cut before the value: no_answer"),
    ])

# ---------------------------------------------------------------- GSM8K 7: payroll (gold 45200)
_P_STEPS = [
    "Employees: 14 × $2,350 = $32,900",
    "Managers: 3 × $4,100 = $12,300",
    "Total monthly payroll: $32,900 + $12,300 = $45,200",
]
_P_TAB = md(["Role", "People", "Monthly pay each", "Cost"],
            [["Employees", "14", "$2,350", "$32,900"], ["Managers", "3", "$4,100", "$12,300"]])
_P_INTRO = "The monthly payroll is what the company pays all its staff in one month: the employees plus the managers.\n\n"

G_PAYROLL = ("payroll", "45200",
    "A company pays each of its 14 employees $2,350 a month and each of its 3 managers $4,100 a month. What is the company's total monthly payroll?",
    [
        ("table_sep", "B", "table",
         _P_INTRO + _P_TAB + "\n| **Total** | **17** | | **$45,200** |",
         "the Total row with a dollar sign and thousands separator, $45,200; 17 people in the same row"),
        ("json_string", "B", "json",
         js({"reasoning": "14 employees x $2,350 = $32,900; 3 managers x $4,100 = $12,300; $32,900 + $12,300 = $45,200.", "answer": "$45,200"}),
         "JSON answer field \"$45,200\" (dollar sign and separator in a string)"),
        ("code_format", "B", "code_output",
         _P_INTRO + py("""
employees = 14 * 2350
managers = 3 * 4100
total = employees + managers
print(f"${total:,}")
""") + "\n\n" + out("$45,200"),
         "the answer only as formatted printed output '$45,200'"),
        ("heading_sentence", "B", "answer_heading",
         _P_INTRO + ol(_P_STEPS) + "\n\n## Final Answer\n\nThe total monthly payroll is **$45,200**.",
         "'## Final Answer', then a sentence"),
        ("mcq_value", "B", "choice_letter",
         "Answer choices:\n" + opts([("A", "$32,900"), ("B", "$45,200"), ("C", "$12,300"), ("D", "$542,400")])
         + "\n\n" + ul(_P_STEPS) + "\n\nThe correct choice is **(B) $45,200**.",
         "letter with its value"),
        ("paren_two", "A", "answer_is",
         _P_INTRO + _P_TAB + "\n\n**Answer:** $32,900 (employees only; $45,200 with the managers)",
         "two values for one question, the answer field first giving the employees only"),
        ("json_sub", "A", "json",
         js({"answer": 32900, "reasoning": "Employees cost 14 * 2350 = 32900 and managers cost 3 * 4100 = 12300, so the total is 45200."}),
         "answer field 32900 (a subtotal) while the reasoning ends in 45200"),
        ("code_cut", "A", "truncated",
         _P_INTRO + "```python\nemployees = 14 * 2350   # 32,900\nmanagers = 3 * 4100     # 12,300\ntotal = employees + managers   # 45,200\nprint(f\"${tot",
         "code cut inside the print; 45,200 only in a comment: no_answer"),
        ("list_yearly", "A", "answer_is",
         _P_INTRO + ol(_P_STEPS + ["Payroll for a year: 12 × $45,200 = $542,400"]) + "\n\n**Answer:** $542,400",
         "the yearly payroll where the monthly total is asked; 45,200 an intermediate list item"),
        ("heading_cut", "A", "truncated",
         _P_INTRO + ol(_P_STEPS[:2]) + "\n\n## Final Answer\n\n**Total monthly payroll:** $",
         "cut after the heading's '$' before the value: no_answer"),
    ])

# ---------------------------------------------------------------- GSM8K 8: pizza (gold 10)
_Z_STEPS = [
    "Slices for the students: 24 × 3 = 72 slices",
    "Slices for the teachers: 2 × 4 = 8 slices",
    "Total slices: 72 + 8 = 80 slices",
    "Pizzas needed: 80 ÷ 8 = 10 pizzas",
]
_Z_INTRO = "We first count how many slices everyone eats and then divide by the 8 slices in each pizza.\n\n"
_Z_CODE = py("""
students = 24 * 3        # 72 slices
teachers = 2 * 4         # 8 slices
slices = students + teachers
print(slices)
print(slices / 8)
""")

G_PIZZA = ("pizza", "10",
    "At a class party, each of the 24 students eats 3 slices of pizza and each of the 2 teachers eats 4 slices. Each pizza has 8 slices. How many pizzas are needed?",
    [
        ("output_only", "B", "code_output",
         _Z_INTRO + py("""
students = 24 * 3
teachers = 2 * 4
pizzas = (students + teachers) // 8
print(pizzas)
""") + "\n\n" + out("10"),
         "the answer only as printed output '10'"),
        ("list_units", "B", "answer_is",
         _Z_INTRO + ol(_Z_STEPS) + "\n\n**Answer:** 10 pizzas",
         "'**Answer:** 10 pizzas'"),
        ("json_number", "B", "json",
         js({"reasoning": "Students eat 24 * 3 = 72 slices, teachers eat 2 * 4 = 8 slices, 80 slices in all, and 80 / 8 = 10 pizzas.", "answer": 10}),
         "JSON answer field a number"),
        ("table_last", "B", "table",
         _Z_INTRO + md(["Quantity", "Calculation", "Value"],
                       [["Student slices", "24 × 3", "72"], ["Teacher slices", "2 × 4", "8"],
                        ["Total slices", "72 + 8", "80"], ["Pizzas needed", "80 ÷ 8", "10"]]),
         "the table's last row 'Pizzas needed | 80 ÷ 8 | 10'"),
        ("bold_only", "B", "bare_last_line",
         _Z_INTRO + ul(_Z_STEPS) + "\n\n**10**",
         "the bold value alone on the last line"),
        ("list_slices", "A", "answer_is",
         _Z_INTRO + ol(_Z_STEPS) + "\n\n**Answer:** 80",
         "answer field 80 (slices) where pizzas are asked; 10 an intermediate list item"),
        ("json_students", "A", "json",
         js({"reasoning": "The students need 72 slices and the teachers 8, so 80 slices, which is 80 / 8 = 10 pizzas.", "answer": 9}),
         "answer field 9 (the students only) while the reasoning ends in 10"),
        ("mcq_letter", "A", "choice_letter",
         "Options: A) 9  B) 10  C) 12  D) 80\n\n" + ol(_Z_STEPS) + "\n\nAnswer: A",
         "letter A (9) while the working gives 10 (option B)"),
        ("code_two_prints", "A", "code_output",
         _Z_INTRO + _Z_CODE + "\n\n" + out("80\n10.0") + "\n\n**Answer:** 80",
         "the program prints 80 and 10.0; the stated answer is 80 (slices): the stated answer counts"),
        ("takeback_none", "A", "none",
         _Z_INTRO + ol(_Z_STEPS) + "\n\n**Answer:** 10 pizzas\n\nWait, that's not right. I need to recheck how many slices the teachers eat before I can give the answer.",
         "the answer taken back with nothing in its place: no_answer"),
    ])

# ---------------------------------------------------------------- GSM8K 9: reading (gold 25)
_R_STEPS = [
    "Jake's pages: 45 + 38 + 52 = 135",
    "Emma's pages: 160",
    "Difference: 160 − 135 = 25",
]
_R_INTRO = "We need Jake's total for the three days, then compare it with Emma's 160 pages.\n\n"
_R_TAB = md(["Day", "Jake's pages"], [["Monday", "45"], ["Tuesday", "38"], ["Wednesday", "52"], ["**Total**", "**135**"]])

G_READING = ("reading", "25",
    "Jake read 45 pages on Monday, 38 pages on Tuesday and 52 pages on Wednesday. Emma read 160 pages over the same three days. How many more pages did Emma read than Jake?",
    [
        ("table_diff_row", "B", "table",
         _R_INTRO + md(["", "Pages"], [["Jake (45 + 38 + 52)", "135"], ["Emma", "160"], ["**Emma − Jake**", "**25**"]]),
         "the table's last row holds the difference, 25"),
        ("json_number", "B", "json",
         js({"reasoning": "Jake read 45 + 38 + 52 = 135 pages. Emma read 160 pages. 160 - 135 = 25.", "answer": 25}),
         "JSON answer field a number"),
        ("code_fstring", "B", "code_output",
         _R_INTRO + py("""
jake = 45 + 38 + 52
emma = 160
print(f"Emma read {emma - jake} more pages than Jake.")
""") + "\n\n" + out("Emma read 25 more pages than Jake."),
         "the answer only in the printed sentence after 'Output:'"),
        ("heading_bare", "B", "answer_heading",
         _R_INTRO + ul(_R_STEPS) + "\n\n## Final Answer\n25",
         "'## Final Answer' heading and the bare value on the next line"),
        ("list_units", "B", "answer_is",
         _R_INTRO + ol(_R_STEPS) + "\n\n**Answer:** 25 more pages",
         "'**Answer:** 25 more pages'"),
        ("table_total", "A", "table",
         _R_INTRO + "Emma read 160 − 135 = 25 more pages than Jake. Here is Jake's reading log:\n\n" + _R_TAB
         + "\n\n**Answer:** 135",
         "answer field 135 (Jake's total, the table's Total row) where the difference is asked; 25 in the prose"),
        ("json_sum", "A", "json",
         js({"reasoning": "Jake read 135 pages and Emma read 160, so Emma read 160 - 135 = 25 more.", "answer": 295}),
         "answer 295 (both together) while the reasoning ends in 25"),
        ("code_stated", "A", "code_output",
         _R_INTRO + py("""
jake = 45 + 38 + 52
emma = 160
print(emma - jake)
""") + "\n\n" + out("25") + "\n\nSo Jake read **135** pages.\n\n**Answer:** 135",
         "printed 25, stated answer 135 (Jake's total): the stated answer counts"),
        ("mcq_letter", "A", "choice_letter",
         "(A) 25\n(B) 135\n(C) 160\n(D) 295\n\n" + ol(_R_STEPS) + "\n\nThe answer is (D).",
         "letter (D) 295 while the working gives 25 = option (A)"),
        ("split_given", "A", "prose_sentence",
         _R_INTRO + ul(_R_STEPS) + "\n\nOver the three days, Emma read\n\n160\n\npages.",
         "the closing sentence, split across lines, states Emma's given 160"),
    ])

# ---------------------------------------------------------------- GSM8K 10: jacket (gold 64.8)
_J_STEPS = [
    "Discount: 25% of $80 = 0.25 × $80 = $20",
    "Sale price: $80 − $20 = $60",
    "Sales tax: 8% of $60 = 0.08 × $60 = $4.80",
    "Final price: $60 + $4.80 = $64.80",
]
_J_INTRO = "The discount is taken from the original price first, and the 8% tax is then charged on the sale price.\n\n"
_J_TAB = md(["Step", "Amount"], [["Original price", "$80.00"], ["25% discount", "−$20.00"],
                                  ["Sale price", "$60.00"], ["8% tax on sale price", "+$4.80"]])
_J_CODE = py("""
price = 80
sale = price * (1 - 0.25)     # 60.0
final = round(sale * 1.08, 2)
print(final)
""")

G_JACKET = ("jacket", "64.8",
    "A jacket costs $80. It is on sale for 25% off, and then an 8% sales tax is added to the sale price. What is the final price of the jacket?",
    [
        ("table_final", "B", "table",
         _J_INTRO + _J_TAB + "\n| **Final price** | **$64.80** |",
         "the table's last row 'Final price | $64.80'"),
        ("json_string", "B", "json",
         js({"reasoning": "25% off $80 is $60. Tax of 8% on $60 is $4.80. $60 + $4.80 = $64.80.", "answer": "64.80"}),
         "JSON answer field the string \"64.80\""),
        ("output_only", "B", "code_output",
         _J_INTRO + _J_CODE + "\n\n" + out("64.8"),
         "the answer only as printed output 64.8"),
        ("align", "B", "align",
         _J_INTRO + "\\begin{align*}\n\\text{Sale price} &= 80 \\times (1 - 0.25) = 60 \\\\\n"
         "\\text{Tax} &= 0.08 \\times 60 = 4.80 \\\\\n\\text{Final price} &= 60 + 4.80 = 64.80\n\\end{align*}",
         "an align* environment whose last line ends in 64.80, nothing after"),
        ("mcq_value", "B", "choice_letter",
         "Options: (A) $60.00 (B) $64.80 (C) $66.40 (D) $86.40\n\n" + ol(_J_STEPS) + "\n\n**Answer: (B) $64.80**",
         "letter with its value, (B) $64.80"),
        ("table_two", "A", "table",
         _J_INTRO + _J_TAB + "\n| **Total (tax on the sale price)** | **$64.80** |\n| **Total (tax on the original price)** | **$66.40** |",
         "debatable: two candidate totals, $64.80 and $66.40, and no choice (see DECISIONS)", True),
        ("json_sale", "A", "json",
         js({"answer": 60, "reasoning": "25% off $80 is $60; 8% tax on $60 is $4.80; the final price is $64.80."}),
         "answer 60 (the sale price before tax) while the reasoning ends in 64.80"),
        ("code_approx", "A", "code_output",
         _J_INTRO + _J_CODE + "\n\n" + out("64.8") + "\n\nSo the jacket costs approximately **$65**.",
         "printed 64.8, stated 'approximately $65': a rounding of an exact value"),
        ("list_discount", "A", "answer_is",
         _J_INTRO + ol(_J_STEPS) + "\n\n**Answer:** $20 off",
         "the discount $20 in the answer field; 64.80 an intermediate list item"),
        ("cut", "A", "truncated",
         _J_INTRO + ol(_J_STEPS[:3]) + "\n\n**Answer:** $",
         "cut after '**Answer:** $' before the value: no_answer"),
    ])

# ---------------------------------------------------------------- GSM8K 11: tank (gold 18)
_K_STEPS = [
    "Water that must leak out: 450 − 180 = 270 liters",
    "Leak rate: 15 liters per hour",
    "Time: 270 ÷ 15 = 18 hours",
]
_K_INTRO = "The tank has to lose the difference between 450 liters and 180 liters, at 15 liters every hour.\n\n"

G_TANK = ("tank", "18",
    "A water tank holds 450 liters. It leaks 15 liters every hour. After how many hours will there be 180 liters left in the tank?",
    [
        ("output_only", "B", "code_output",
         _K_INTRO + py("""
start = 450
target = 180
leak_per_hour = 15
hours = (start - target) / leak_per_hour
print(hours)
""") + "\n\n" + out("18.0"),
         "the answer only as printed output 18.0"),
        ("list_answer", "B", "answer_is",
         _K_INTRO + ol(_K_STEPS) + "\n\n**Answer:** 18",
         "'**Answer:** 18'"),
        ("json_units", "B", "json",
         js({"reasoning": "450 - 180 = 270 liters must leak out. 270 / 15 = 18 hours.", "answer": "18 hours"}),
         "JSON answer field with units, \"18 hours\""),
        ("heading_box", "B", "answer_heading",
         _K_INTRO + ul(_K_STEPS) + "\n\n## Final Answer\n\n$\\boxed{18}$ hours",
         "'## Final Answer' with a box and a unit"),
        ("bold_units", "B", "bare_last_line",
         _K_INTRO + ul(_K_STEPS) + "\n\nTime until 180 liters are left:\n\n**18 hours**",
         "bold value with its unit on the last line"),
        ("list_liters", "A", "answer_is",
         _K_INTRO + ol(_K_STEPS) + "\n\n**Answer:** 270 liters",
         "the liters lost (a subtotal) in the answer field; 18 in a list item"),
        ("json_left", "A", "json",
         js({"reasoning": "It must lose 450 - 180 = 270 liters at 15 per hour, so it takes 270 / 15 = 18 hours.", "answer": 12}),
         "answer 12 (180 / 15) while the reasoning ends in 18"),
        ("table_empty", "A", "table",
         _K_INTRO + md(["Quantity", "Value"], [["Liters to lose", "270"], ["Hours to reach 180 L", "18"],
                                                ["Hours until empty", "30"]]) + "\n\n**Answer:** 30 hours",
         "the time until empty, 30, in the answer field; 18 in another table row"),
        ("mcq_letter", "A", "choice_letter",
         "Choices: (A) 12 (B) 18 (C) 27 (D) 30\n\n" + ol(_K_STEPS) + "\n\nCorrect choice: C",
         "letter C (27) while the working gives 18, option B"),
        ("heading_empty", "A", "none",
         _K_INTRO + ol(_K_STEPS) + "\n\n### Final Answer\n\n**Hours:** ",
         "an empty answer field under the heading: no_answer"),
    ])

# ---------------------------------------------------------------- GSM8K 12: fundraiser (gold 460)
_F_STEPS = [
    "Adult tickets: 85 × $6 = $510",
    "Child tickets: 40 × $4 = $160",
    "Total ticket money: $510 + $160 = $670",
    "Profit: $670 − $210 = $460",
]
_F_INTRO = "Profit is the money raised from the tickets minus the cost of the event.\n\n"
_F_TAB = md(["Item", "Amount"], [["Adult tickets (85 × $6)", "$510"], ["Child tickets (40 × $4)", "$160"],
                                  ["Total revenue", "$670"], ["Costs", "−$210"]])

G_FUNDRAISER = ("fundraiser", "460",
    "For a fundraiser, a class sold 85 adult tickets at $6 each and 40 child tickets at $4 each. The event cost $210 to run. How much profit did the class make?",
    [
        ("table_profit", "B", "table",
         _F_INTRO + _F_TAB + "\n| **Profit** | **$460** |",
         "the bold last row 'Profit | $460'"),
        ("code_label", "B", "code_output",
         _F_INTRO + py("""
revenue = 85 * 6 + 40 * 4
cost = 210
print("Profit:", revenue - cost)
""") + "\n\n" + out("Profit: 460"),
         "the answer only in the printed 'Profit: 460'"),
        ("json_unit_field", "B", "json",
         js({"answer": 460, "unit": "dollars", "reasoning": "85 * 6 + 40 * 4 = 670 in ticket sales, minus 210 in costs, is 460."}),
         "JSON with a number answer field and a separate unit field"),
        ("list_escaped", "B", "answer_is",
         _F_INTRO + ol(_F_STEPS) + "\n\n**Answer:** \\$460",
         "'**Answer:** \\$460' with an escaped dollar"),
        ("split_display", "B", "bare_last_line",
         _F_INTRO + ul(_F_STEPS) + "\n\n**Answer:**\n\n$$\n460\n$$",
         "the answer split across lines in a display block under the marker"),
        ("table_revenue", "A", "table",
         _F_INTRO + md(["Item", "Amount"], [["Adult tickets (85 × $6)", "$510"], ["Child tickets (40 × $4)", "$160"],
                                            ["Profit after $210 costs", "$460"], ["**Total revenue**", "**$670**"]])
         + "\n\nSo the class raised **$670**.",
         "the revenue $670 (a total where the profit is asked) closes the table and the sentence; 460 in another row"),
        ("json_revenue", "A", "json",
         js({"reasoning": "Tickets: 85 * 6 = 510 and 40 * 4 = 160, total 670. Profit = 670 - 210 = 460.", "answer": 670}),
         "answer 670 while the reasoning ends in 460"),
        ("code_cut", "A", "truncated",
         _F_INTRO + "```python\nrevenue = 85 * 6 + 40 * 4   # 670\nprofit = revenue - 210      # 460\n",
         "code block cut before its print; 460 only in a comment: no_answer"),
        ("mcq_letter", "A", "choice_letter",
         "A. $460\nB. $510\nC. $670\nD. $880\n\n" + ol(_F_STEPS) + "\n\n**Answer: C**",
         "letter C ($670) while the working gives $460, option A"),
        ("at_least", "A", "answer_is",
         _F_INTRO + ol(_F_STEPS) + "\n\n**Answer:** at least $460",
         "'at least $460': a bound, not the exact profit"),
    ])

# ---------------------------------------------------------------- MATH 1: linear (gold 7)
_E_INTRO = "We collect the $x$ terms on one side and the constants on the other.\n\n"
_E_ALIGN = ("\\begin{align*}\n5x - 3 &= 2x + 18 \\\\\n5x - 2x &= 18 + 3 \\\\\n3x &= 21 \\\\\nx &= 7\n\\end{align*}")
_E_STEPS = [
    "Subtract $2x$ from both sides: $3x - 3 = 18$.",
    "Add $3$ to both sides: $3x = 21$.",
    "Divide by $3$: $x = 7$.",
    "Check: $5(7) - 3 = 32$ and $2(7) + 18 = 32$. ✓",
]

M_LINEAR = ("linear", "7",
    "Solve for $x$: $5x - 3 = 2x + 18$.",
    [
        ("align_end", "B", "align",
         _E_INTRO + _E_ALIGN,
         "an align* environment ending in 'x &= 7', nothing after"),
        ("output_only", "B", "code_output",
         "We can solve it with SymPy:\n\n" + py("""
from sympy import symbols, Eq, solve

x = symbols('x')
solution = solve(Eq(5*x - 3, 2*x + 18), x)[0]
print(solution)
""") + "\n\n" + out("7"),
         "the answer only as printed output 7"),
        ("json_string", "B", "json",
         js({"reasoning": "5x - 3 = 2x + 18 gives 3x = 21, so x = 7. Check: 32 = 32.", "answer": "7"}),
         "JSON answer field \"7\""),
        ("heading_eq", "B", "answer_heading",
         _E_INTRO + ol(_E_STEPS) + "\n\n## Final Answer\n\n$x = 7$",
         "'## Final Answer', then '$x = 7$'"),
        ("align_cut", "A", "truncated",
         _E_INTRO + "\\begin{align*}\n5x - 3 &= 2x + 18 \\\\\n5x - 2x &= 18 + 3 \\\\\n3x &= 21 \\\\\nx &= \\frac{21}{",
         "align cut inside the fraction before the value: no_answer"),
        ("json_3x", "A", "json",
         js({"reasoning": "Moving terms: 3x = 21, so x = 21 / 3 = 7.", "answer": 21}),
         "answer 21 (the value of 3x) while the reasoning ends in x = 7"),
        ("mcq_letter", "A", "choice_letter",
         "(A) $3$ (B) $5$ (C) $7$ (D) $21$\n\n" + _E_INTRO + _E_ALIGN + "\n\nThe answer is $\\textbf{(D)}$.",
         "letter (D) = 21 while the working ends in x = 7 = (C)"),
        ("code_sign", "A", "code_output",
         "Let me double-check with Python.\n\n" + py("""
# 5x - 3 = 2x + 18  ->  3x = 21
x = (18 + 3) / (5 - 2)
print(x)
""") + "\n\n" + out("7.0") + "\n\nSo the solution is **$x = -7$**.",
         "printed 7.0, stated x = -7: the stated answer counts"),
        ("heading_two", "A", "answer_heading",
         _E_INTRO + ol(_E_STEPS[:3]) + "\n\n## Final Answer\n\n$x = 7$ or $x = 5$",
         "two values for one unknown"),
        ("bold_3x", "A", "bare_last_line",
         _E_INTRO + ol(_E_STEPS[:3]) + "\n\nThe value of $3x$ is\n\n**21**",
         "the bold last line is the value of 3x, 21"),
    ])

# ---------------------------------------------------------------- MATH 2: marbles (gold \frac{2}{15})
_MB_INTRO = ("There are $4 + 6 = 10$ marbles. Drawing without replacement, the first marble is red with "
             "probability $\\frac{4}{10}$, and then the second is red with probability $\\frac{3}{9}$.\n\n")
_MB_PROD = "$$P(\\text{both red}) = \\frac{4}{10} \\cdot \\frac{3}{9} = \\frac{12}{90} = \\frac{2}{15}$$"

M_MARBLES = ("marbles", r"\frac{2}{15}",
    "A bag contains 4 red marbles and 6 blue marbles. Two marbles are drawn at random without replacement. What is the probability that both marbles are red? Express your answer as a common fraction.",
    [
        ("json_string", "B", "json",
         js({"reasoning": "P(first red) = 4/10, P(second red | first red) = 3/9, product = 12/90 = 2/15.", "answer": "2/15"}),
         "JSON answer field \"2/15\""),
        ("output_fraction", "B", "code_output",
         "Let's compute the probability exactly with fractions.\n\n" + py("""
from fractions import Fraction

p = Fraction(4, 10) * Fraction(3, 9)
print(p)
""") + "\n\n" + out("2/15"),
         "the answer only as printed output 2/15"),
        ("table_last", "B", "table",
         md(["Event", "Probability"], [["First marble red", "$\\frac{4}{10}$"],
                                        ["Second marble red (given the first)", "$\\frac{3}{9}$"],
                                        ["**Both red**", "$\\mathbf{\\frac{2}{15}}$"]]),
         "a table whose last row holds 2/15 in \\mathbf"),
        ("mcq_value", "B", "choice_letter",
         "$\\textbf{(A)}\\ \\frac{4}{25} \\qquad \\textbf{(B)}\\ \\frac{2}{15} \\qquad \\textbf{(C)}\\ \\frac{1}{5} \\qquad \\textbf{(D)}\\ \\frac{2}{5}$\n\n"
         + _MB_INTRO + _MB_PROD + "\n\n**Answer: (B) $\\frac{2}{15}$**",
         "letter with its value"),
        ("json_repl", "A", "json",
         js({"reasoning": "Without replacement: 4/10 * 3/9 = 2/15.", "answer": "4/25"}),
         "answer 4/25 (with replacement) while the reasoning ends in 2/15"),
        ("code_approx", "A", "code_output",
         py("""
from fractions import Fraction
p = Fraction(4, 10) * Fraction(3, 9)
print(p, float(p))
""") + "\n\n" + out("2/15 0.13333333333333333") + "\n\n**Answer:** $\\approx 0.13$",
         "printed 2/15, stated ≈ 0.13: an approximation of an exact value"),
        ("table_two", "A", "table",
         _MB_INTRO + md(["Method", "P(both red)"], [["Without replacement", "$\\frac{2}{15}$"],
                                                     ["With replacement", "$\\frac{4}{25}$"]]),
         "debatable: the table ends with two candidate probabilities and no choice (see DECISIONS)", True),
        ("box_empty", "A", "none",
         _MB_INTRO + _MB_PROD + "\n\n## Final Answer\n\n$\\boxed{}$",
         "an empty box under the heading: no_answer"),
        ("mcq_letter", "A", "choice_letter",
         "(A) 4/25  (B) 2/15  (C) 1/5  (D) 2/5\n\n" + _MB_INTRO + _MB_PROD + "\n\nAnswer: (A)",
         "letter (A) 4/25 while the working gives 2/15"),
        ("list_first", "A", "answer_is",
         ol(["Total marbles: $4 + 6 = 10$.", "First draw red: $\\frac{4}{10} = \\frac{2}{5}$.",
             "Second draw red: $\\frac{3}{9} = \\frac{1}{3}$.", "Both red: $\\frac{2}{5} \\cdot \\frac{1}{3} = \\frac{2}{15}$."])
         + "\n\n**Answer:** $\\frac{2}{5}$",
         "the first draw's probability 2/5 in the answer field; 2/15 an intermediate list item"),
    ])

# ---------------------------------------------------------------- MATH 3: roots (gold 3)
_RT_INTRO = "Factor the quadratic: $x^2 - 7x + 10 = (x - 2)(x - 5)$, so the roots are $x = 2$ and $x = 5$.\n\n"
_RT_ALIGN = ("\\begin{align*}\nx &= \\frac{7 \\pm \\sqrt{49 - 40}}{2} \\\\\n&= \\frac{7 \\pm 3}{2} \\\\\n"
             "x_1 &= 5, \\quad x_2 = 2 \\\\\n|x_1 - x_2| &= 3\n\\end{align*}")

M_ROOTS = ("roots", "3",
    "What is the positive difference between the roots of $x^2 - 7x + 10 = 0$?",
    [
        ("align_end", "B", "align",
         "Using the quadratic formula:\n\n" + _RT_ALIGN,
         "align* ending in '|x_1 - x_2| &= 3'"),
        ("list_answer", "B", "answer_is",
         ol(["Factor: $(x - 2)(x - 5) = 0$.", "Roots: $x = 2$ and $x = 5$.", "Positive difference: $5 - 2 = 3$."])
         + "\n\n**Answer:** $3$",
         "'**Answer:** $3$'"),
        ("output_only", "B", "code_output",
         _RT_INTRO + py("""
import math
a, b, c = 1, -7, 10
d = math.sqrt(b**2 - 4*a*c)
r1, r2 = (-b + d) / (2*a), (-b - d) / (2*a)
print(int(abs(r1 - r2)))
""") + "\n\n" + out("3"),
         "the answer only as printed output 3"),
        ("bold_only", "B", "bare_last_line",
         _RT_INTRO + "The positive difference is $5 - 2$:\n\n**3**",
         "bold value alone on the last line"),
        ("json_sum", "A", "json",
         js({"roots": [2, 5], "difference": 3, "answer": 7}),
         "answer 7 (the sum of the roots) beside a 'difference' field of 3"),
        ("list_roots", "A", "answer_is",
         ol(["Factor: $(x - 2)(x - 5) = 0$.", "Roots: $x = 2$ and $x = 5$.", "Positive difference: $5 - 2 = 3$."])
         + "\n\n**Answer:** $2$ and $5$",
         "the two roots in the answer field"),
        ("heading_product", "A", "answer_heading",
         _RT_INTRO + "Their positive difference is $5 - 2 = 3$, and by Vieta their product is $10$.\n\n## Final Answer\n\n$10$",
         "the product 10 under the heading; 3 in the prose"),
        ("code_cut", "A", "truncated",
         _RT_INTRO + "```python\nimport math\nd = math.sqrt(49 - 40)   # 3.0\nr1, r2 = (7 + d) / 2, (7 - d) / 2   # 5.0, 2.0\nprint(abs(r1 -",
         "code cut inside the print: no_answer"),
        ("mcq_letter", "A", "choice_letter",
         "$\\textbf{(A)}\\ 2 \\qquad \\textbf{(B)}\\ 3 \\qquad \\textbf{(C)}\\ 7 \\qquad \\textbf{(D)}\\ 10$\n\n"
         + _RT_INTRO + "The difference is $5 - 2 = 3$.\n\n$\\boxed{\\textbf{(C)}}$",
         "boxed letter (C) = 7 while the working gives 3 = (B)"),
        ("align_neg", "A", "align",
         "Using the quadratic formula:\n\n\\begin{align*}\nx &= \\frac{7 \\pm 3}{2} \\\\\nx_1 &= 2, \\quad x_2 = 5 \\\\\n"
         "x_1 - x_2 &= 2 - 5 \\\\\n&= -3\n\\end{align*}",
         "align ends in -3 where the positive difference is asked"),
    ])

# ---------------------------------------------------------------- MATH 4: hypotenuse (gold 15)
_H_INTRO = "By the Pythagorean theorem, $c^2 = a^2 + b^2$ with legs $a = 9$ and $b = 12$.\n\n"
_H_ALIGN = "\\begin{align*}\nc^2 &= 9^2 + 12^2 \\\\\n&= 81 + 144 \\\\\n&= 225 \\\\\nc &= \\sqrt{225} = 15\n\\end{align*}"

M_HYP = ("hyp", "15",
    "A right triangle has legs of length 9 and 12. What is the length of its hypotenuse?",
    [
        ("table_last", "B", "table",
         _H_INTRO + md(["Side", "Length", "Square"], [["Leg $a$", "9", "81"], ["Leg $b$", "12", "144"],
                                                       ["Hypotenuse $c$", "**15**", "225"]]),
         "the hypotenuse row last, 15 beside its square 225"),
        ("json_number", "B", "json",
         js({"reasoning": "c^2 = 9^2 + 12^2 = 81 + 144 = 225, so c = 15.", "answer": 15}),
         "JSON answer field a number"),
        ("align_end", "B", "align",
         _H_INTRO + _H_ALIGN,
         "align ending in 'c &= \\sqrt{225} = 15'"),
        ("heading_box", "B", "answer_heading",
         _H_INTRO + _H_ALIGN + "\n\n### Final Answer\n\\[ \\boxed{15} \\]",
         "'### Final Answer' and a displayed box"),
        ("json_square", "A", "json",
         js({"reasoning": "c^2 = 81 + 144 = 225, and c = sqrt(225) = 15.", "answer": 225}),
         "answer 225 (c squared) while the reasoning ends in 15"),
        ("table_area", "A", "table",
         _H_INTRO + md(["Quantity", "Value"], [["Hypotenuse", "15"], ["Area", "$\\frac{9 \\cdot 12}{2} = 54$"]])
         + "\n\n**Answer:** 54",
         "the area 54 in the answer field; 15 in the table's other row"),
        ("approx", "A", "answer_is",
         _H_INTRO + _H_ALIGN + "\n\n**Answer:** approximately $15.0$",
         "'approximately 15.0': a hedge of an exact value"),
        ("mcq_letter", "A", "choice_letter",
         "(A) 13 (B) 15 (C) 21 (D) 225\n\n" + _H_INTRO + _H_ALIGN + "\n\n**Answer: (C)**",
         "letter (C) 21 while the working gives 15 = (B)"),
        ("code_perimeter", "A", "code_output",
         _H_INTRO + py("""
import math
c = math.hypot(9, 12)
print(c)
""") + "\n\n" + out("15.0") + "\n\nAdding the three sides, $9 + 12 + 15 = 36$.\n\n**Answer:** $36$",
         "printed 15.0, stated answer the perimeter 36"),
        ("takeback_none", "A", "none",
         _H_INTRO + _H_ALIGN + "\n\n**Answer:** $15$\n\nHmm, actually I may have mixed up which side is the hypotenuse. Let me redo this.",
         "the answer taken back with nothing in its place: no_answer"),
    ])

# ---------------------------------------------------------------- MATH 5: committee (gold 56)
_C_INTRO = "The order in which the members are chosen does not matter, so we count combinations.\n\n"
_C_ALIGN = ("\\begin{align*}\n\\binom{8}{3} &= \\frac{8!}{3!\\,5!} \\\\\n&= \\frac{8 \\cdot 7 \\cdot 6}{3 \\cdot 2 \\cdot 1} \\\\\n"
            "&= \\frac{336}{6} \\\\\n&= 56\n\\end{align*}")

M_COMMITTEE = ("committee", "56",
    "In how many ways can a committee of 3 people be chosen from a group of 8 people?",
    [
        ("output_only", "B", "code_output",
         _C_INTRO + py("""
import math
print(math.comb(8, 3))
""") + "\n\n" + out("56"),
         "the answer only as printed output 56"),
        ("json_string", "B", "json",
         js({"reasoning": "Order does not matter: C(8,3) = 8*7*6/6 = 56.", "answer": "56"}),
         "JSON answer field \"56\""),
        ("list_answer", "B", "answer_is",
         ol(["Ordered selections: $8 \\cdot 7 \\cdot 6 = 336$.", "Each committee is counted $3! = 6$ times.",
             "Committees: $336 / 6 = 56$."]) + "\n\n**Answer:** 56",
         "'**Answer:** 56' after a list that also holds 336 and 6"),
        ("align_end", "B", "align",
         _C_INTRO + _C_ALIGN,
         "align ending in '&= 56'"),
        ("mcq_value", "B", "choice_letter",
         "(A) 24 (B) 56 (C) 336 (D) 512\n\n" + _C_INTRO + _C_ALIGN + "\n\nThe answer is **(B) 56**.",
         "letter with its value"),
        ("json_perm", "A", "json",
         js({"reasoning": "8 * 7 * 6 = 336 ordered choices; dividing by 3! = 6 gives 56 committees.", "answer": 336}),
         "answer 336 (ordered selections) while the reasoning ends in 56"),
        ("code_stated", "A", "code_output",
         _C_INTRO + py("""
import math
print(math.comb(8, 3))
""") + "\n\n" + out("56") + "\n\nSince each member is picked one after another, there are $8 \\cdot 7 \\cdot 6$ ways.\n\n**Answer:** 336",
         "printed 56, stated 336: the stated answer counts"),
        ("heading_cut", "A", "truncated",
         _C_INTRO + "## Final Answer\n\n$\\binom{8}{3} = ",
         "cut after the '=' under the heading: no_answer"),
        ("mcq_letter", "A", "choice_letter",
         "(A) 24 (B) 56 (C) 336 (D) 512\n\n" + _C_INTRO + _C_ALIGN + "\n\n**Answer: C**",
         "letter C (336) while the working gives 56 = (B)"),
        ("list_two", "A", "answer_is",
         ol(["Ordered selections: $8 \\cdot 7 \\cdot 6 = 336$.", "Unordered: $336 / 3! = 56$."])
         + "\n\n**Answer:** 56 (or 336 if the three committee roles are different)",
         "debatable: a parenthetical second value under another reading (see DECISIONS)", True),
    ])

# ---------------------------------------------------------------- MATH 6: series (gold 820)
_SR_INTRO = "This is an arithmetic series with first term $3$ and common difference $4$.\n\n"
_SR_STEPS = [
    "Number of terms: $n = \\frac{79 - 3}{4} + 1 = 19 + 1 = 20$.",
    "Sum: $S = \\frac{n(a_1 + a_n)}{2} = \\frac{20 \\cdot 82}{2}$.",
    "$20 \\cdot 82 = 1640$, and $1640 / 2 = 820$.",
]

M_SERIES = ("series", "820",
    "Find the sum of the arithmetic series $3 + 7 + 11 + \\cdots + 79$.",
    [
        ("table_sum", "B", "table",
         _SR_INTRO + md(["Quantity", "Value"], [["First term $a_1$", "3"], ["Common difference $d$", "4"],
                                                 ["Last term $a_n$", "79"], ["Number of terms $n$", "20"],
                                                 ["**Sum** $S_n$", "**820**"]]),
         "the table's last row 'Sum | 820'"),
        ("output_only", "B", "code_output",
         _SR_INTRO + py("""
print(sum(range(3, 80, 4)))
""") + "\n\n" + out("820"),
         "the answer only as printed output 820"),
        ("json_fields", "B", "json",
         js({"n_terms": 20, "first": 3, "last": 79, "answer": 820}),
         "JSON with other numeric fields, answer 820"),
        ("heading_sentence", "B", "answer_heading",
         _SR_INTRO + ol(_SR_STEPS) + "\n\n## Final Answer\n\nThe sum is $820$.",
         "'## Final Answer' and a sentence"),
        ("split_box", "B", "boxed",
         _SR_INTRO + ul(_SR_STEPS) + "\n\n\\[\n\\boxed{\n820\n}\n\\]",
         "a box split across lines"),
        ("json_terms", "A", "json",
         js({"reasoning": "There are (79 - 3)/4 + 1 = 20 terms; the sum is 20 * (3 + 79) / 2 = 820.", "answer": 20}),
         "answer 20 (the number of terms) while the reasoning ends in 820"),
        ("table_average", "A", "table",
         _SR_INTRO + md(["Quantity", "Value"], [["Number of terms", "20"], ["Sum", "820"], ["Average term", "41"]])
         + "\n\n**Answer:** 41",
         "the average term 41 in the answer field; 820 in another row"),
        ("code_cut", "A", "truncated",
         _SR_INTRO + "```python\nterms = list(range(3, 80, 4))   # 20 terms\n# sum should be 20 * 82 / 2 = 820\nprint(sum(ter",
         "code cut inside its print: no_answer"),
        ("list_double", "A", "answer_is",
         _SR_INTRO + ol(_SR_STEPS) + "\n\n**Answer:** 1640",
         "answer 1640 (before halving); 820 in a list item"),
        ("mcq_letter", "A", "choice_letter",
         "(A) 410 (B) 780 (C) 820 (D) 1640\n\n" + _SR_INTRO + ol(_SR_STEPS) + "\n\nAnswer: (B)",
         "letter (B) 780 while the working gives 820 = (C)"),
    ])

# ---------------------------------------------------------------- MATH 7: function value (gold 15)
_FV_ALIGN = ("\\begin{align*}\nf(-2) &= 2(-2)^2 - 3(-2) + 1 \\\\\n&= 2 \\cdot 4 + 6 + 1 \\\\\n&= 8 + 6 + 1 \\\\\n&= 15\n\\end{align*}")
_FV_INTRO = "Substitute $x = -2$ into $f(x) = 2x^2 - 3x + 1$.\n\n"

M_FVAL = ("fval", "15",
    "If $f(x) = 2x^2 - 3x + 1$, what is $f(-2)$?",
    [
        ("align_end", "B", "align",
         _FV_INTRO + _FV_ALIGN,
         "align ending in '&= 15'"),
        ("output_only", "B", "code_output",
         py("""
def f(x):
    return 2*x**2 - 3*x + 1

print(f(-2))
""") + "\n\n" + out("15"),
         "the answer only as printed output 15"),
        ("json_number", "B", "json",
         js({"reasoning": "2(-2)^2 = 8, -3(-2) = 6, so f(-2) = 8 + 6 + 1 = 15.", "answer": 15}),
         "JSON answer field a number"),
        ("bold_only", "B", "bare_last_line",
         _FV_INTRO + "$2(4) + 6 + 1$, which gives\n\n**15**",
         "bold value alone on the last line"),
        ("list_answer", "B", "answer_is",
         ul(["$(-2)^2 = 4$, so $2x^2 = 8$.", "$-3x = -3(-2) = 6$.", "$8 + 6 + 1 = 15$."]) + "\n\n**Answer:** $f(-2) = 15$",
         "'**Answer:** $f(-2) = 15$'"),
        ("json_f2", "A", "json",
         js({"reasoning": "f(-2) = 2*4 + 6 + 1 = 15.", "answer": 3}),
         "answer 3 (which is f(2)) while the reasoning ends in 15"),
        ("code_stated", "A", "code_output",
         py("""
def f(x):
    return 2*x**2 - 3*x + 1

print(f(-2))
""") + "\n\n" + out("15") + "\n\nSo $f(-2) = 2(4) - 6 + 1 = 3$.\n\n**Answer:** 3",
         "printed 15, stated 3: the stated answer counts"),
        ("mcq_letter", "A", "choice_letter",
         "$\\textbf{(A) } 3 \\qquad \\textbf{(B) } 11 \\qquad \\textbf{(C) } 15 \\qquad \\textbf{(D) } 21$\n\n"
         + _FV_INTRO + _FV_ALIGN + "\n\nThe answer is $\\boxed{\\textbf{(A)}}$.",
         "boxed letter (A) = 3 while the working gives 15 = (C)"),
        ("heading_empty", "A", "none",
         _FV_INTRO + _FV_ALIGN + "\n\n## Final Answer\n",
         "an empty '## Final Answer' section: no_answer"),
        ("list_neg", "A", "answer_is",
         ul(["$(-2)^2 = 4$, so $2x^2 = 8$.", "$-3x = -3(-2) = 6$.", "$8 + 6 + 1 = 15$."]) + "\n\n**Answer:** $-15$",
         "the negated value -15; 15 in a list item"),
    ])

# ---------------------------------------------------------------- MATH 8: rationalize (gold 2\sqrt{3})
_RA_INTRO = "Multiply the numerator and the denominator by $\\sqrt{3}$.\n\n"
_RA_ALIGN = ("\\begin{align*}\n\\frac{6}{\\sqrt{3}} &= \\frac{6}{\\sqrt{3}} \\cdot \\frac{\\sqrt{3}}{\\sqrt{3}} \\\\\n"
             "&= \\frac{6\\sqrt{3}}{3} \\\\\n&= 2\\sqrt{3}\n\\end{align*}")

M_RATIONAL = ("rational", r"2\sqrt{3}",
    "Rationalize the denominator: $\\frac{6}{\\sqrt{3}}$.",
    [
        ("json_latex", "B", "json",
         js({"reasoning": "Multiply by sqrt(3)/sqrt(3): 6 sqrt(3) / 3 = 2 sqrt(3).", "answer": "2\\sqrt{3}"}),
         "JSON answer field a LaTeX string, \"2\\\\sqrt{3}\""),
        ("align_end", "B", "align",
         _RA_INTRO + _RA_ALIGN,
         "align ending in '&= 2\\sqrt{3}'"),
        ("heading_equal_form", "B", "answer_heading",
         _RA_INTRO + "$\\frac{6\\sqrt{3}}{3} = 2\\sqrt{3}$, which can also be written as $\\sqrt{4 \\cdot 3}$.\n\n## Final Answer\n\n$\\sqrt{12}$",
         "sqrt(12), an equal form with a rational denominator"),
        ("output_sympy", "B", "code_output",
         py("""
from sympy import sqrt, radsimp
print(radsimp(6 / sqrt(3)))
""") + "\n\n" + out("2*sqrt(3)"),
         "the answer only as SymPy's printed output 2*sqrt(3)"),
        ("mcq_value", "B", "choice_letter",
         "(A) $2\\sqrt{3}$ (B) $3\\sqrt{2}$ (C) $6\\sqrt{3}$ (D) $\\frac{\\sqrt{3}}{2}$\n\n" + _RA_INTRO + _RA_ALIGN
         + "\n\n**Answer: (A) $2\\sqrt{3}$**",
         "letter with its value"),
        ("code_approx", "A", "code_output",
         py("""
import math
print(6 / math.sqrt(3))
""") + "\n\n" + out("3.464101615137755") + "\n\nThis matches $2\\sqrt{3}$ numerically.\n\n**Answer:** $\\approx 3.46$",
         "the stated answer is a rounding, ≈ 3.46, of the exact value"),
        ("json_unreduced", "A", "json",
         js({"reasoning": "6/sqrt(3) * sqrt(3)/sqrt(3) = 6 sqrt(3) / 3 = 2 sqrt(3).", "answer": "6\\sqrt{3}"}),
         "answer 6\\sqrt{3} (the numerator) while the reasoning ends in 2 sqrt(3)"),
        ("heading_wrong_den", "A", "answer_heading",
         _RA_INTRO + _RA_ALIGN + "\n\n## Final Answer\n\n$\\frac{6\\sqrt{3}}{9}$",
         "6 sqrt 3 / 9 = 2 sqrt 3 / 3 under the heading, not equal to the gold"),
        ("mcq_letter", "A", "choice_letter",
         "(A) $2\\sqrt{3}$ (B) $3\\sqrt{2}$ (C) $6\\sqrt{3}$ (D) $\\frac{\\sqrt{3}}{2}$\n\n" + _RA_INTRO + _RA_ALIGN
         + "\n\n**Answer: (B)**",
         "letter (B) 3 sqrt 2 while the working gives 2 sqrt 3 = (A)"),
        ("align_cut", "A", "truncated",
         _RA_INTRO + "\\begin{align*}\n\\frac{6}{\\sqrt{3}} &= \\frac{6\\sqrt{3}}{3} \\\\\n&= ",
         "align cut before the value: no_answer"),
    ])

# fmt: on

GPROBS = [
    G_BAKERY,
    G_GARDEN,
    G_TRIP,
    G_SAVINGS,
    G_LIBRARY,
    G_AGES,
    G_PAYROLL,
    G_PIZZA,
    G_READING,
    G_JACKET,
    G_TANK,
    G_FUNDRAISER,
]
MPROBS = [M_LINEAR, M_MARBLES, M_ROOTS, M_HYP, M_COMMITTEE, M_SERIES, M_FVAL, M_RATIONAL]


def cases(problems: list[tuple], maker, prefix: str) -> list[tuple]:  # noqa: ANN001
    """Each probe as a case: id `[ok_]<prefix>_<problem>_<shape>`; the completion is the problem's
    opening (PRE, the two alternating) and the probe's text; kind B is correct, kind A is no_answer
    where the form is `truncated` or `none` and wrong otherwise."""
    result = []
    for key, gold, _question, probes in problems:
        for i, (suffix, kind, form, body, note, *deb) in enumerate(probes):
            text = PRE[key][i % 2] + "\n\n" + body
            if kind == "B":
                truth = "correct"
            else:
                truth = "no_answer" if form in ("truncated", "none") else "wrong"
            case_id = ("ok_" if kind == "B" else "") + f"{prefix}_{key}_{suffix}"
            result.append(maker(case_id, kind, gold, truth, form, text, note, bool(deb and deb[0])))
    return result


CASES = cases(GPROBS, g, "g") + cases(MPROBS, m, "m")

_TWO_TOTALS = (
    "reject",
    "the completion ends with a table holding two bold 'Total' rows with different values and never "
    "says which one answers the question; one row's label fits the question as asked, but the model "
    "committed to neither, so the final answer is two values for one question (README: a hedge or "
    "two different final answers is wrong)",
)

DECISIONS = {
    "g_bakery_table_tax": _TWO_TOTALS,
    "g_trip_table_two": _TWO_TOTALS,
    "g_library_table_two": _TWO_TOTALS,
    "g_jacket_table_two": _TWO_TOTALS,
    "m_marbles_table_two": (
        "reject",
        "the completion ends with a table of two probabilities, 2/15 without replacement and 4/25 "
        "with replacement, and never says which one answers the question; the question fixes 'without "
        "replacement', but the model committed to neither row, so this is two values for one "
        "question (README: a hedge is wrong), as a table with two candidate totals is",
    ),
    "m_committee_list_two": (
        "reject",
        "'56 (or 336 if the three committee roles are different)' offers a second count under another "
        "reading of the question as an alternative answer; two values for one question is a hedge, "
        "as round 182 decided for '$27 each (or $24 before the tip)'",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam229", CASES, [], DECISIONS)
