"""Issue 25, session 36: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session35_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

_EGGS = "Left: 12 + 3 = 15 eggs.\n\n"
_WORKBOOK = (
    "1. On Monday, Eli finished 38 problems.\n2. On Tuesday, he finished 3 * 38 = 114.\n"
    "3. In total, he finished 152 problems.\n4. So the number left is 240 - 152 = 88 problems.\n\n"
)

# An estimate of another language right before the value of a closing sentence states no value.
ESTIMATES_ABROAD = [
    (G, _EGGS + "Entre los dos tienen aproximadamente 15 huevos.", "15", False, None),
    (G, _EGGS + "Entre los dos tienen 15 huevos.", "15", True, OK),
    (G, _EGGS + "Napełniono więc około 15 worków.", "15", False, None),
    (G, _EGGS + "Napełniono więc 15 worków.", "15", True, OK),
    (G, _EGGS + "したがって、残りは約15個です。", "15", False, None),
    (G, _EGGS + "따라서 민수에게 남은 사과는 약 15개입니다.", "15", False, None),
    (G, _EGGS + "Uttryckets värde är ungefär 15.", "15", False, None),
]  # fmt: skip

# A request to confirm after the closing sentence is a remark: the sentence before it answers (and
# a paragraph of it is no echoed question); a clarifying question after two values keeps them two.
CONFIRM_QUESTIONS = [
    (G, _WORKBOOK + "So Eli has 88 problems left. Is that correct?", "88", True, OK),
    (G, _WORKBOOK + "So Eli has 88 problems left. Does that sound right to you?", "88", True, OK),
    (G, _WORKBOOK + "So Eli has finished 152 problems. Is that correct?", "88", False, MIS),
    (G, _WORKBOOK + "So Eli has about 90 problems left. Is that correct?", "88", False, None),
    (G, _WORKBOOK + "So Eli has 88 problems left, or 202 if Tuesday doesn't count. Can you clarify?", "88", False, None),
    (G, _WORKBOOK + "How many problems does Eli have left after Monday and Tuesday?", "88", True, OK),
]  # fmt: skip

# Closing sentences of real long chain-of-thought: the value the main clause states, what follows
# it a phrase that describes it (a comparison, "with ...", "in 2.5 hours at 72 km/h", "to dig
# ..."); a sentence with two values for two things states none.
MAIN_CLAUSE = [
    (G, "3 * 31 = 93\n\nSo Lucia has 93 stamps, 62 more than Diego.", "93", True, OK),
    (G, "3 * 31 = 93\n\nSo Diego has 31 stamps, 62 fewer than Lucia.", "93", False, MIS),
    (G, "72 * 2.5 = 180\n\nSo, the train travels 180 km in 2.5 hours at 72 km/h.", "180", True, OK),
    (G, "72 * 2.5 = 180\n\nSo, the train travels 72 km per hour for 2.5 hours.", "180", False, None),
    (G, "48 + 43 = 91\n\nTogether the two classes collected 91 cans, with Class B collecting 43.", "91", True, OK),
    (G, "4.5 + 0.5 = 5\n\nSo the whole trip takes 5 hours, of which 4.5 hours are spent driving.", "5", True, OK),
    (G, "4.5 + 0.5 = 5\n\nSo the whole trip takes 5 hours, and 4.5 hours are spent driving.", "5", False, None),
    (G, "1250 * 4 = 5000\n\nLena's bakery sold 1,250 and Tom's sold 5,000.", "5000", False, None),
    (G, "1.5 + 2.5 = 4\n\nTherefore, it will take Matthew 4 hours to dig 30 small holes and 15 large holes.", "4", True, OK),
    (G, "6000 / 2000 = 3\n\nTherefore, 3 trucks will be needed to transport 80 flagstones in one trip.", "3", True, OK),
    (G, "6000 / 2000 = 4\n\nTherefore, 4 trucks will be needed to transport 80 flagstones in one trip.", "3", False, MIS),
    (G, "80 * 6 = 480\nHe runs 480 minutes in total (9 hours).", "480", False, NONE),
    (G, "2 * 3 = 6\n\nTherefore, Mandy should give Benedict $106 after 3 months.", "106", True, OK),
    (G, "4x = 40, x = 10.\n\nTherefore, Sara needs to mow the lawn 10 times to afford the jacket.", "10", True, OK),
    (G, "200 - 80 = 120\n\nThus, the number of pounds of carrots that will not be used is 120 pounds.", "120", True, OK),
    (G, "200 - 80 = 120\n\nThus, the number of pounds of carrots that will be used is not 120 pounds.", "120", False, None),
    (G, "84 - 63 = 21\n\nTherefore, the number of watermelons not ready to be harvested after the two weeks is 84 - 63 = 21 watermelons.", "21", True, OK),
    (G, "60 + 120 + 180 = 360\n\nSo, the total number of stories they wrote altogether is 360 stories.", "360", True, OK),
    (G, "60 + 120 + 180 = 360\n\nThey said the total is 360 stories.", "360", False, None),
    (G, "She owes $4.00 for the books and $2.00 for the fee, making the total amount $6.00.", "6", True, OK),
    (G, "4 + 2 = 6\n\nTherefore, Nancy has to pay a total of $6.00 to return her overdue books.", "6", True, OK),
    (G, "409 500 - 400 000 = 118 000\n\nTherefore, Mr. Tan's net proceeds from selling the house are $118 000.", "118000", True, OK),
    (G, "Therefore, Mr. Tan's net proceeds from selling the house are $118 000.", "118", False, MIS),
    (G, "252 - 42 = 210\n\nSo 5/6 of the tulips bloomed, which is 210 tulips.", "210", True, OK),
    (G, "48 x 0.75 = 36\n\nSo the money Sara makes is 48 x 0.75, which is $36.", "36", True, OK),
    (G, "16 - 7 = 9 eggs.\n\nSo Janet makes $18 per day, which is $126 per week.", "18", True, OK),
    (G, "79 x 4 = 316\n\nIn 4 weeks, Dr. Reyes sees 79 patients a week, which is 316 patients in all.", "316", True, OK),
    (G, "8000 x 0.7 = 5600\n\nTherefore, the weight is 5600 pounds. This is because the termites ate 30%, leaving 70%.", "5600", True, OK),
    (G, "8000 x 0.7 = 5600\n\nTherefore, the weight is 5600 pounds. This is because I made an error: it is 70.", "5600", False, None),
    (G, "30000 - 3000 = 27000\n\nThe final amount Jean paid is $27,000. The steps above clearly show the calculation process, ensuring that the answer is accurate.", "27000", True, OK),
    (G, "400 - 120 = 280\n\nTherefore, 280 students went out through exit C.", "280", True, OK),
    (G, "8 couldn't come and 2 had other plans: 24 - 10 = 14 people could come.\nTherefore, 14 people show up for Martha's party.", "14", True, OK),
    (G, "The price went down by 25%.\n#### 25% more", "25", False, None),
    (G, "So it takes 5 through 10 days.", "5", False, None),
    (M, "Step 3: $g(6) = 6 + 1 = 7$\n\nStep 4: The value of $g(f(5)-1)$ is equal to the value of $g(6)$, which is 7.", "7", True, OK),
]  # fmt: skip

# A percentage comparison states the percentage ("what percent more"); a ratio in "times as many"
# may be a count read as a ratio and states none.
PERCENT_MORE = [
    (G, "(18 - 12) / 12 = 0.5 = 50%\n\nSo a person who skipped breakfast was 50% more likely to feel tired.", "50", True, OK),
    (G, "50% - 25% = 25%\n\nIt is 25% more likely for Jerry to roll a number greater than 3 than to roll two evens.", "25", True, OK),
    (G, "10 / 40 = 0.25\n\nStore B charges 25% more than Store A.", "25", True, OK),
    (G, "10 / 40 = 0.25\n\nStore B charges about 25% more than Store A.", "25", False, None),
    (G, "54 / 18 = 3\n\nSo there are 3 times as many sheep as cows on the farm.", "3", False, None),
]  # fmt: skip

# Other languages: the verbs of amounting to and the "in all" words before the value, "altogether"
# in a Chinese answer line, a unit's power that is no number.
ABROAD = [
    (M, "Rechnung: $8{,}5 \\cdot 4{,}5 = 38{,}25$.\nDer Flächeninhalt des Rechtecks beträgt also 38,25 cm².", "38.25", True, OK),
    (M, "Rechnung: $8{,}5 \\cdot 4{,}5 = 38{,}25$.\nDer Flächeninhalt des Rechtecks beträgt also etwa 38 cm².", "38.25", False, None),
    (G, "0,35 × 1.800 = 630\n630 + 420 = 1.050\nAna gasta R$ 630 com aluguel e R$ 420 com comida, ou seja, R$ 1.050 no total.", "1050", True, OK),
    (G, "第三步：85000 + 88500 = 173500（棵）\n答：两年一共植树173500棵。", "173500", True, OK),
    (G, "第三步：85000 + 88500 = 173500（棵）\n答：两年一共植树约173500棵。", "173500", False, None),
]  # fmt: skip

# Estimates of more languages, before the value (a word may stand between) and after it (its
# unit between); the same word where it estimates nothing.
ESTIMATES_AROUND = [
    (G, _EGGS + "したがって、空いている座席は15席くらいです。", "15", False, None),
    (G, _EGGS + "したがって、空いている座席は15席です。", "15", True, OK),
    (G, _EGGS + "따라서 울타리 비용은 15달러 정도입니다.", "15", False, None),
    (G, _EGGS + "ดังนั้น มาเรียได้กำไร 15 ดอลลาร์โดยประมาณ", "15", False, None),
    (G, _EGGS + "ดังนั้น มาเรียได้กำไรประมาณ 15 ดอลลาร์", "15", False, None),
    (G, _EGGS + "Kwa hiyo, kuna takriban viti 15 vitupu.", "15", False, None),
    (G, _EGGS + "Kwa hiyo, kuna viti 15 vitupu.", "15", True, OK),
    (G, _EGGS + "Kaya ang gastos sa bakod ay mga ₱15.", "15", False, None),
    (G, _EGGS + "Kaya ang gastos sa bakod ay ₱15.", "15", True, OK),
    (G, _EGGS + "Dus blijven er bijna 15 stoelen leeg.", "15", False, None),
    (G, _EGGS + "Por lo tanto quedan sobre 15 lápices en la mesa.", "15", False, None),
    (G, _EGGS + "Por lo tanto quedan 15 lápices sobre la mesa.", "15", True, OK),
    (G, _EGGS + "Il reste donc 15 crayons environ.", "15", False, None),
    (G, _EGGS + "Il reste donc 15 crayons.", "15", True, OK),
    (G, _EGGS + "Jonas bekommt knapp 15 € zurück.", "15", False, None),
    (G, _EGGS + "Emre 15 TL civarında para üstü alır.", "15", False, None),
    (G, _EGGS + "Ang sagot ay 15 o higit pa na kotse.", "15", False, None),
    (G, _EGGS + "Karibu! Kwa hiyo kuna magari 15.", "15", True, OK),
    (G, _EGGS + "Kwa hiyo kuna karibu magari 15.", "15", False, None),
]  # fmt: skip

# The sign, a debt, a rounding of a named quantity, a self-set exercise, the model's own answer
# put in the format asked, "the answer is that ...", a closing remark that calls the value the one
# asked.
OTHER = [
    (G, _EGGS + "So Jake will have negative 15 dollars left after he buys the game.", "15", False, MIS),
    (G, _EGGS + "So Jake will have negative 15 dollars left after he buys the game.", "-15", True, OK),
    (G, _EGGS + "So after buying the game, Jake's balance is $15 in the red.", "15", False, None),
    (G, _EGGS + "So after buying the game, Jake's balance is $15.", "15", True, OK),
    (M, "So \\(\\sin 60^\\circ = \\frac{\\sqrt{3}}{2}\\).\nSo \\(\\sin 60^\\circ \\approx 0.866\\).", "\\frac{\\sqrt{3}}{2}", False, None),
    (M, "So \\(x = \\sqrt{2} \\approx 1.414\\).", "\\sqrt{2}", True, OK),
    (M, "Thus, the answer is \\(\\boxed{96}\\).\n**Exercise.** Find \\(\\operatorname{lcm}(6, 8)\\).\n**Answer.** \\(\\boxed{24}\\)", "24", False, None),
    (G, "125 + 498 = 623\nTherefore, their combined weight is 623 pounds.\nThe answer in the requested format is:\n#### 623", "623", True, OK),
    (G, "Use this format:\n#### 623\nI cannot solve it.", "623", False, NONE),
    (G, "36 * 20 = 720\nThe final numeric answer in the format '#### answer' is: 720.", "720", True, OK),
    (G, "36 * 20 = 720\nThe final numeric answer in the format '#### answer' is: 721.", "720", False, MIS),
    (G, "Give your answer in the format: #### 720\nI cannot solve this.", "720", False, NONE),
    (G, "15 - 12 = 3\nTherefore, the answer is that 3 oranges are left unwashed.", "3", True, OK),
    (G, "15 - 12 = 3\nTherefore, the answer is that 4 oranges are left unwashed.", "3", False, MIS),
    (G, "400,000 - 282,000 = 118,000\nTherefore, his net proceeds are $118,000. This is the amount he receives after accounting for all the costs.", "118000", True, OK),
]  # fmt: skip

ALL = (
    ESTIMATES_ABROAD + CONFIRM_QUESTIONS + MAIN_CLAUSE + PERCENT_MORE + ABROAD + ESTIMATES_AROUND
    + OTHER
)  # fmt: skip


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session36_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
