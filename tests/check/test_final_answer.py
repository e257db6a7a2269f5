r"""The final answer as real models write it (issue #14): forms read, wrong answers refused.

Each row: (checker, completion, gold, correct, marker). The forms come from the classes of
rejected right answers seen on real completions; the refusals are the wrong answers that an
earlier checker accepted, and the hedges that must stay wrong.
"""

from __future__ import annotations

import pytest
from rppo_check import Verdict, load_checker
from rppo_check.builtin import GSM8KChecker, MathChecker
from rppo_check.verdict import sanitize

G, M = "gsm8k", "math"

READ = [
    # no marker at all: the completion is the answer, or its last sentence states it
    (M, r"$\frac{3}{4}$", r"\frac34", "last_expression"),
    (G, "2,500", "2500", "last_expression"),
    (M, "Hence $x > 2$ is the solution.", r"(2,\infty)", "last_expression"),
    (G, "She had 20 and gave 5 away.\nSo she now has 15 marbles.", "15", "last_number"),
    (G, "She buys 3 packs of 5.\n3 * 5 = 15 pencils.", "15", "last_number"),
    (G, "So she now has 15 marbles.\nI hope this helps!", "15", "last_number"),
    (G, "John has 15 apples left after giving 5 to his friend.", "15", "last_number"),
    (G, "The largest number of cookies she could bake is 24.", "24", "last_number"),
    (G, "So the difference between 20 and 5 is 15.", "15", "last_number"),
    (G, "If she sells all 9 eggs at $2 each, she earns $18.", "18", "last_number"),
    (M, "We solve it.\n\\[\n\\frac{7}{2}\n\\]", r"\frac72", "last_expression"),
    (G, "So, Janet makes **$18** per day at the farmers' market.", "18", "last_number"),
    (G, "She makes 9 * 2 = $18 every day.", "18", "last_number"),
    (G, "She buys 3 packs of 5.\nTotal: 15 pencils", "15", "last_number"),
    # GSM8K's own model-solution format and other phrasings
    (G, "5 + 10 = <<5+10=15>>15\nA: 15", "15", "phrase"),
    (G, "Answer $ 7 $", "7", "phrase"),
    (G, "Final Answer: The total number of marbles is 15.", "15", "phrase"),
    (G, "<answer>15</answer>", "15", "tag"),
    (M, "Final Answer: The final answer is $\\frac{1}{2}$. I hope it is correct.", "0.5", "phrase"),
    (M, "...\n\n# Answer\n\n\\frac{1}{2}", r"\frac12", "phrase"),
    (G, "**Final Answer**\n15", "15", "phrase"),
    # a phrase that names the answer to verify it is not a statement: the box before it is
    (
        M,
        "So $17^{-1}\\equiv \\boxed{44}\\pmod{83}$.\n\nWe may check our answer: $17\\cdot 44 = 748"
        " = 9\\cdot 83+1 \\equiv 1\\pmod{83}$, so our answer is correct.",
        "44",
        "boxed",
    ),
    (G, "#### 18\nLet's verify the answer: 9 * 2 = 18.", "18", "hash"),
    # several boxes forming one answer; the same answer boxed many times
    (M, r"the roots are $\boxed{3}$ and $\boxed{-1}$", "3, -1", "boxed"),
    (M, r"$\boxed{5}$ " * 9, "5", "boxed"),
    (
        M,
        r"$d = \boxed{15\frac{39}{40}}$, or $\boxed{\frac{639}{40}}$ inches.",
        r"\frac{639}{40}",
        "boxed",
    ),
    # the last final answer wins over an intermediate or retracted one
    (M, r"$5\cdot2=\boxed{10}$, then 3 times that. The final answer is $30$.", "30", "phrase"),
    (G, "#### 8\nWait, I forgot the dog.\n#### 6", "6", "hash"),
    (G, "The answer is 12. Wait. The answer is 18.", "18", "phrase"),
    (G, "The answer is 18.\nOops, I made a mistake. The correct total is 19.", "19", "last_number"),
    (G, "#### 18\nWait, let me verify: 16 - 3 - 4 = 9, 9 x 2 = 18. Yes, correct.", "18", "hash"),
    # phrase capture stops at the answer
    (G, "The answer is 15 marbles, which is 9 + 6.", "15", "phrase"),
    (G, "**Final Answer**: **15** marbles", "15", "phrase"),
    (G, "The answer is 15.<|im_end|>\n<|im_start|>user\nThe answer is 16.", "15", "phrase"),
    (G, "#### 15\n\nQuestion: Tom has 3 cats... #### 3", "15", "hash"),
    # notation
    (M, r"\boxed{0.\overline{6}}", r"\frac23", "boxed"),
    (M, r"\boxed{0.1\overline{6}}", r"\frac16", "boxed"),
    (M, r"\boxed{\mathbb{R}}", r"(-\infty,\infty)", "boxed"),
    (M, r"\boxed{5 \quad}", "5", "boxed"),
    (M, r"\boxed{5\textnormal{ km}}", "5", "boxed"),
    (M, r"\boxed{\{2,2,3\}}", r"\{2,3\}", "boxed"),
    (G, "The answer is twelve.", "12", "phrase"),
    (G, "#### forty-two", "42", "hash"),
    (G, "The answer is 3 thousand.", "3000", "phrase"),
    (G, "x" * 70_000 + "\n#### 7", "7", "hash"),
    (M, r"\boxed{" + "{" * 45 + "7" + "}" * 45 + "}", "7", "boxed"),
    (M, r"\boxed{\sin 2x}", r"\sin 2x", "boxed"),
    (M, r"\boxed{2\sin x\cos x}", r"\sin 2x", "boxed"),
    (M, r"\boxed{3 \le x < 5}", "[3, 5)", "boxed"),
    # shapes seen in real completions (math-verify's test suite, model outputs)
    (
        M,
        "so $x = 7$ Now, substitute: $y = 8.8 - 2.8 = 6$ So, the ordered pair $(x, y)$ that "
        "solves the system is $(7, 6)$. <|im_start|>user",
        "(7,6)",
        "last_expression",
    ),
    (
        M,
        "Final Answer: The maximum number of points that could be in the domain of $f(x)$ is 19.",
        "19",
        "phrase",
    ),
    (
        M,
        'Final Answer: The final answer is \\"$12 $ and $13 $\\". I hope it is correct.',
        r"12\text{ and }13",
        "phrase",
    ),
    (M, "The final answer is $14{, }916$.", "14{,}916", "phrase"),
    (
        M,
        "$$\\frac{a}{b} \\geq 2.$$ Therefore, the error increases by 100%.",
        "100\\%",
        "last_number",
    ),
    (M, "so the answer is $\\log_2{8}=3$.", "3", "phrase"),
    (G, "#### 9 + 6 = 15", "15", "hash"),
    (G, "4 + 4 = 8", "8", "last_expression"),
    (M, r"\boxed{y = 8.8 - 2.8 = 6}", "y=6", "boxed"),
    (M, r"\boxed{2x - y + 3z = 8}", "2x - y + 3z - 8 = 0", "boxed"),
    # golds the old parser could not read
    (M, r"\boxed{4, 9}", r"4 \text{ and } 9", "boxed"),
    (M, r"\boxed{(1,2)}", "(a,b)=(1,2)", "boxed"),
    (M, r"\boxed{\{2,5\}}", "{2,5}", "boxed"),
    (M, r"\boxed{2, 5}", "2;5", "boxed"),
    (M, r"\boxed{\emptyset}", r"\varnothing", "boxed"),
    (M, r"\boxed{3^{\sqrt{2}}}", r"3^{\sqrt{2}}", "boxed"),
    (G, r"#### 12345", "12{,}345", "hash"),
]

REFUSED = [
    # wrong answers an earlier checker accepted
    (M, r"\boxed{x\sin 2}", r"\sin 2x"),
    (M, r"\boxed{x\tan 2}", r"\tan 2x"),
    (M, r"\boxed{x\log 2}", r"\log 2x"),
    (G, "The answer is 70 thousand dollars.", "70"),
    (G, "The answer is 3 million.", "3"),
    (M, r"\boxed{3 \text{ million}}", "3"),
    (G, "#### 70k", "70"),
    (M, r"\boxed{y = 5}", "x=5"),
    # hedges and shotguns stay wrong; the last answer is the answer
    (G, "The answer is 18 or 26.", "18"),
    (G, "18, 19, 20", "19"),
    (M, r"\boxed{12} or \boxed{18}", "18"),
    (G, r"\boxed{10}" + "\n#### 30", "30"),
    (G, "#### 30\n" + r"\boxed{10}", "30"),
    (G, "#### 8\nWait, I forgot the dog.\n#### 6", "8"),
    (G, "#### 1\n#### 2\n#### 3\n#### 4\n#### 5\n#### 6\n#### 7\n#### 8\n#### 9", "9"),
    (G, "The answer is 18.\nOops, I made a mistake. The correct total is 19.", "18"),
    (G, "#### 18\nWait, no: she has 19 marbles.", "18"),
    (G, "The answer is 18? No, 19.", "18"),
    # the last-line tier gives up rather than guess
    (G, "It is not 18.", "18"),
    (G, "Is it 18?", "18"),
    (G, "She has 15 marbles for the 3 bags.", "3"),
    (G, "She pays $5 and gets $3 back.", "3"),
    (G, "First, 9 + 6 = 15 and then we multiply by", "15"),
    (G, "The total could be 18 or so.", "18"),
    # a prose last sentence without its full stop was cut by the token limit (SmolLM2, plain prompt)
    (G, "60 cups in all.\n\nSo, there are 20 chickens", "20"),
    (G, "Therefore, she put 160 notes in her purse.\n\nIn total, Candice put 160 * 2 = 32", "32"),
    (G, "The answer is eighteen and a half.", "18"),
    (G, "The answer is correct: we checked 18 twice.", "18"),
    (M, "so the answer is either $3$ or $4$", "3"),
    (M, r"\boxed{5:15 \text{ a.m.}}", r"5:15 \text{ p.m.}"),
]


@pytest.mark.parametrize(("checker", "completion", "gold", "marker"), READ)
def test_reads_the_final_answer(checker: str, completion: str, gold: str, marker: str) -> None:
    verdict = load_checker(checker)(completion, gold)
    assert verdict.correct, verdict
    assert verdict.marker == marker


@pytest.mark.parametrize(("checker", "completion", "gold"), REFUSED)
def test_refuses_wrong_answers(checker: str, completion: str, gold: str) -> None:
    assert not load_checker(checker)(completion, gold).correct


@pytest.mark.parametrize(
    ("checker", "completion", "format_ok"),
    [
        (G, "so 18.\n#### 18", True),
        (G, r"so $\boxed{18}$", False),
        (G, "The answer is 18.", False),
        (G, "18", False),
        (M, r"so $\boxed{18}$", True),
        (M, "#### 18", False),
        (M, "The final answer is 18.", False),
    ],
)
def test_format_ok_is_the_asked_marker(checker: str, completion: str, format_ok: bool) -> None:
    verdict = load_checker(checker)(completion, "18")
    assert verdict.correct and verdict.format_ok is format_ok


def test_format_ok_holds_for_wrong_answers_in_format_and_never_for_failures() -> None:
    gsm8k = load_checker(G)
    assert gsm8k("#### 17", "18") == Verdict(False, "17", "mismatch", True, "hash")
    assert gsm8k("", "18") == Verdict(False, None, "no_answer", False, "none")


def test_format_marker_and_fallback_are_configurable() -> None:
    boxed_gsm8k = GSM8KChecker(format_marker="boxed")
    assert boxed_gsm8k(r"\boxed{18}", "18").format_ok
    strict_reading = MathChecker(fallback=False)
    assert strict_reading("so it is $18$.", "18").reason == "no_answer"
    assert MathChecker(last_number_fallback=False)("so it is $18$.", "18").reason == "no_answer"
    with pytest.raises(ValueError, match="format_marker"):
        GSM8KChecker(format_marker="bold")


def test_unreadable_gold_falls_back_to_text_and_says_so() -> None:
    math = load_checker(M)
    same = math(r"\boxed{\text{Tuesday at } 5:15}", r"\text{Tuesday at } 5:15")
    assert same.correct and same.gold_unreadable
    other = math(r"\boxed{\text{Monday at } 5:15}", r"\text{Tuesday at } 5:15")
    assert not other.correct and other.gold_unreadable
    assert not math(r"\boxed{5}", "5").gold_unreadable


def test_sanitize_checks_the_new_fields() -> None:
    class Odd(Verdict):
        pass

    good = Verdict(True, "5", "ok", True, "boxed")
    assert sanitize(good) == good
    assert sanitize(Verdict(True, "5", "ok", "yes", "boxed")).reason == "error"  # type: ignore[arg-type]
    assert sanitize(Verdict(True, "5", "ok", True, "made-up")).marker == "other"
    # a failure never carries format credit, whatever the plug-in said
    assert not sanitize(Verdict(False, None, "timeout", True, "hash")).format_ok
    assert type(sanitize(Odd(True, "5", "ok"))) is Verdict
