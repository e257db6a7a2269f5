r"""Build adversarial_redteam2.jsonl: a second, WHITE-BOX round of hand-written red-team probes of
`rppo_check` (source "adversarial_redteam2"), written after reading the checker's code
(packages/check/src/rppo_check) as it stood after the first round's fixes. Not model output.

Two kinds, recorded in the extra field `kind`, as in build_adversarial_redteam.py:

* "A": a WRONG (or unanswered) completion that a careless checker accepts. This round aims at the
  rules themselves: the compound-box join and the hedge gap between boxes, the alternative after
  the final answer, the "restated answer must agree" rule, the retraction words, the conditional
  phrase rule, the new-turn cut, the unit-word tail of `numeric.parse_number` (hedge, bound and
  scale words it lets through), the last-sentence anchors and hedge words of `tail.py`, units
  dropped by `normalize.normalize`, base subscripts, the labelled-list ordering, the fixed test
  points of `symbolic.exprs_equal`, implicit multiplication, and checks slower than 0.3 s;
* "B": a RIGHT completion in notation the data uses that the checker rejects. The note says where
  the form was seen: `math500:` = /work/shared/data/math500/test.jsonl (problem, solution or
  answer), `prm800k:` = PRM800K phase-1 test model steps (`next_response`), `smollm2_more:` =
  packages/check/corpus/smollm2_135m_more.jsonl.gz; "model habit" where it was not seen in data.

Labels follow README.md ("How labels were made"): the last final answer counts; a hedge, two
different final answers, or a right number only in the working is `wrong`; no final answer (a
negation, a question, a goal, a restated question) is `no_answer`; equal in value but written
differently is `correct`; a rounded decimal for an exact irrational answer is `wrong`. A probe
whose label is itself debatable carries `"debatable": true` and the reasoning in `note`.

The HAZARDS table holds a probe that takes several seconds in-process; it is written only with
`--include-hazards`, so that the corpus test stays quick.

Usage: python packages/check/corpus/build_adversarial_redteam2.py [--include-hazards]
"""

from corpus_build import write_probes

EGGS = (
    "Janet's ducks lay 16 eggs a day. She eats 3 and uses 4 for muffins, leaving 16 - 3 - 4 = 9 "
    "eggs.\nAt $2 per egg she makes 9 * 2 = 18 dollars a day.\n"
)  # gold 18
EGGS_26 = (
    "Janet's ducks lay 16 eggs a day. She eats 3, leaving 16 - 3 = 13 eggs.\n"
    "At $2 per egg she makes 13 * 2 = 26 dollars a day.\n"
)  # forgets the muffins: 26 (gold 18)
APPLES = "Tom picked 20 apples and gave 5 to his sister, so he has 20 - 5 = 15 apples left.\n"
PENS = "Tom has 3 pens and buys 13 more. How many pens does he have?"  # the next turn's answer: 16
SAVES = "Leo saves $3 a week for 5 weeks, so he saves 3 * 5 dollars in all.\n"  # gold 15
STOPS = "The bus makes 3 stops of 5 minutes each on the way.\n"  # gold 15
MB = (
    "Isolating $t$ in $x = 8 + 2t$ gives $t = \\frac{x - 8}{2}$, so "
    "$y = -1 + 3t = \\frac{3}{2}x - 13$.\n"
)  # math500 test/precalculus/541: "Enter the ordered pair $(m,b)$", gold (3/2, -13)
MB_GOLD = "\\left( \\frac{3}{2}, -13 \\right)"
STAMPS = (
    "The 70's stamps cost $12(0.06) + 6(0.04) + 12(0.06) + 13(0.05) = 2.33$ dollars for 43 "
    "stamps, so the average is $\\frac{2.33}{43}$ dollars.\n"
)  # math500 test/prealgebra/1044, gold 5.4 \text{ cents}
CUBE = "The cube has side 1 foot = 12 inches, so each face is $12^2 = 144$ square inches.\n"
SHIRT = "The sale price is $40\\%$ of the original, so the original price is $14.40 / 0.4 = 36$.\n"
PIRATE = (
    "Choose the 4 islands in $\\binom{7}{4} = 35$ ways; each choice has probability "
    "$\\left(\\frac15\\right)^4\\left(\\frac45\\right)^3$.\n"
)  # math500 test/counting_and_probability/377, gold 448/15625
DOMAIN = "We need $x^2 - 5x + 6 > 0$, that is $(x - 2)(x - 3) > 0$.\n"  # gold (-oo,2) U (3,oo)
# math500: "Find all values of x that satisfy x = sqrt(11-2x) + 4", gold x=5 (1 is extraneous)
SQRT_EQ = "Squaring $x - 4 = \\sqrt{11 - 2x}$ gives $x^2 - 6x + 5 = 0$, so $x = 5$ or $x = 1$.\n"
LAMBDA = "Both roots are positive and at least one is below 1 exactly when $3 < \\lambda \\le 4$.\n"
PLANE = "The normal vector is $(5, -7, 11)$ and the plane passes through $(0, 1, 3)$.\n"
LINE = "The line passes through $(0, 3)$ and $(1, 5)$, so its slope is $2$.\n"

# The checker's deliberate verdict on the debatable cases where it differs from the label (see
# build_adversarial_redteam.py; tests/check/test_corpus.py holds it to these).
DECISIONS = {
    "m_factor_expanded": (
        "accept", "answers compare by value; the checker cannot see that the question asked for "
        "a factored form"),
    "m_simplify_unsimplified": ("accept", "answers compare by value, not by how far simplified"),
    "g_ok_day_and_week": (
        "reject", "an unmarked sentence stating two amounts ('18 a day and 126 a week') states no "
        "one answer"),
    # ("m_ok_labelled_boxes_roots", `$n = \boxed{1}$ or $n = \boxed{-2}$` for the roots `1,-2`, was
    # rejected here until session 34: boxes joined by "or" that give every value of a list gold
    # together now name its set, as rounds 173 and 176 label them; a single gold, a hedge word, or
    # a value missing still refuse them)
    "m_ok_cents_as_dollars": ("reject", "a value in another unit than the gold's (dollars vs cents)"),
    "m_ok_even_function": ("reject", "text answers compare exactly, without the words around them"),
    "g_hash_i_think": ("accept", "'I think' / 'I believe' / 'it seems' frame a committed answer"),
    "g_tail_i_believe": ("accept", "'I think' / 'I believe' / 'it seems' frame a committed answer"),
    "g_tail_seems": ("accept", "'I think' / 'I believe' / 'it seems' frame a committed answer"),
}  # fmt: skip

# (id, kind, checker, gold, truth, form, completion, note[, debatable])
# fmt: off
CASES = [
    # ======================================================= A: GSM8K, the unit-word tail (numeric)
    ("g_hash_perhaps", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 perhaps",
     "a hedge: tail._HEDGE lists 'perhaps', numeric.HEDGE (maybe/not/or...) does not, so the "
     "unit-word tail keeps 'perhaps' as a unit"),
    ("g_hash_probably_paren", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 (probably)",
     "a hedge in parentheses, read as a unit"),
    ("g_hash_best_guess", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 (my best guess)",
     "'guess' is a hedge of the tail tier (tail._HEDGE), a unit here"),
    ("g_hash_possibly", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 possibly",
     "hedge word after the value"),
    ("g_hash_i_think", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 I think",
     "hedged; debatable: 'I think' often only softens a committed answer", True),
    ("g_hash_est_abbrev", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 (est.)",
     "an estimate: NOT_A_UNIT knows 'estimated' and 'approx.' but not 'est.'; debatable like "
     "redteam g_hash_approx_paren (is an approximate 18 wrong?)", True),
    ("g_hash_ish", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18ish",
     "'18ish' is an estimate ('18-ish' is refused, '18ish' and '18 ish' pass); debatable as above",
     True),
    ("g_hash_max", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 max",
     "a bound: '18 at most' is refused (NOT_A_UNIT), '18 max' is a unit"),
    ("g_hash_maximum", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 maximum",
     "a bound, as above; debatable: for a question that asks the maximum, the word only "
     "restates it", True),
    ("g_hash_minimum", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 minimum",
     "'at least 18'; '18 at least' is refused, '18 minimum' accepted; debatable as above", True),
    ("g_hash_paren_bare_number", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 (26)",
     "two numbers; numeric._ARITHMETIC_NOTE strips any parenthesised group of digits as 'working "
     "restated', so the second value vanishes. Debatable: '(26)' could be a footnote mark", True),
    ("g_hash_doubled", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 doubled",
     "an operation (36), like the refused '18 squared' / '18 times two'"),
    ("g_hash_grand", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 grand",
     "18 grand = 18,000 dollars; the scale words are k/hundred/thousand/million/billion/trillion"),
    ("g_hash_lakh", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 lakh",
     "18 lakh = 1,800,000 (Indian English); not a scale word, so read as a unit"),
    ("g_hash_mil", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### $18 mil",
     "18 mil = 18 million; '$18M' is scaled, 'mil'/'mln' are units"),
    ("g_hash_thousands_plural", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 thousands",
     "plural scale word: numeric._SCALE needs a word boundary after 'thousand', so the plural is a "
     "unit (numeric.SCALE_WORD allows the s, numeric._SCALE does not)"),
    ("g_hash_millions_plural", "A", "gsm8k", "3", "wrong", "hash",
     "The town has 1.5 million people and the city twice as many: 1.5 * 2 = 3 million.\n"
     "#### 3 millions",
     "gold 3 (the question asks how many millions); '3 millions' (non-native plural) = "
     "3,000,000 read as 3 with a unit. Debatable: the question's unit is millions, so 3 millions "
     "answers 3", True),
    ("g_hash_list_comma_space", "A", "gsm8k", "2500", "wrong", "hash",
     "She could have 2 or 500 stickers depending on the pack.\n#### 2, 500",
     "a two-value list; numeric._normalize glues ', 500' back into 2,500 (meant for 1,\\!000)"),
    ("g_hash_next_line_or", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18\nor 26",
     "alternative on the next line: extract._ALTERNATIVE lets only '(' start a new line"),
    ("g_hash_next_line_maybe", "A", "gsm8k", "18", "wrong", "hash",
     EGGS + "#### 18\nMaybe 26 if she also sells the muffin eggs.",
     "a hedge after the marker; only 'or' is read as an alternative"),
    ("g_hash_paren_if_no_or", "A", "gsm8k", "18", "wrong", "hash",
     EGGS + "#### 18\n(26 if she also sells the muffin eggs)",
     "redteam g_hash_next_line_hedge '(or 26 if ...)' is caught; without 'or' it is not"),
    ("g_hash_then_would_be_long_if", "A", "gsm8k", "18", "wrong", "hash",
     EGGS + "#### 18\nThe answer would be 26 if she did not bake muffins with 4 of the eggs.",
     "answer under another reading = hedge; 'If ..., the answer would be 26' is caught by the "
     "_CONDITION rule, the condition written after is not (reduce_phrase drops the 7-word phrase)"),
    ("g_hash_then_would_be_short_if", "A", "gsm8k", "18", "wrong", "hash",
     EGGS + "#### 18\nThe answer would be 26 if Sunday counts.",
     "control for the one above: short condition, the phrase is kept and must agree (rejected)"),
    # ======================================================= A: GSM8K, a new turn not cut
    ("g_turn_bold_question", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\n**Question:** " + PENS + "\n3 + 13 = 16\n#### 16",
     "the answer to THIS question is 15; turns._NEW_TURN does not allow markdown bold before "
     "'Question:'"),
    ("g_turn_eos_token", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15<eos>\n" + PENS + "\n3 + 13 = 16\n#### 16",
     "Gemma's end-of-sequence '<eos>' (decoded with special tokens) is not in turns._END_OF_TURN"),
    ("g_turn_eot_upper", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15<|EOT|>\n" + PENS + "\n3 + 13 = 16\n#### 16",
     "DeepSeek-Coder's '<|EOT|>': _END_OF_TURN is case-sensitive ('eot' only)"),
    ("g_turn_human_hashes", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\n### Human: " + PENS + "\n### Assistant: 3 + 13 = 16\n#### 16",
     "'### Human:' (Vicuna/Alpaca style): the '###' form lists Instruction/Input/Question/Problem "
     "only"),
    ("g_turn_exercise", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\nExercise 2: " + PENS + "\n3 + 13 = 16\n#### 16",
     "'Exercise 2:' is not a new-turn word"),
    ("g_turn_next_question", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\nNext question: " + PENS + "\n3 + 13 = 16\n#### 16",
     "'Next question:' does not start with the turn word"),
    ("g_turn_inst", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n[INST] " + PENS + " [/INST]\n3 + 13 = 16\n#### 16",
     "Llama-2/Mistral '[INST]' turn marker, written as text"),
    ("g_turn_question_hash_number", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\nQuestion #2: " + PENS + "\n3 + 13 = 16\n#### 16",
     "'Question #2:': the regex allows digits but not '#' between the word and the colon"),
    ("g_turn_q_dot", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\nQ. " + PENS + "\nA. 3 + 13 = 16\n#### 16", "'Q.' instead of 'Q:'"),
    ("g_turn_instruction_plain", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\nInstruction: " + PENS + "\n#### 16",
     "'Instruction:' without '###' is not a new turn"),
    ("g_turn_after_prose_answer", "A", "gsm8k", "16", "wrong", "prose_sentence",
     "Tom picked 20 apples and gave 5 to his sister.\nSo Tom has 15 apples left.\n\n"
     "Question: " + PENS + "\nAnswer: 3 + 13 = 16\n#### 16",
     "this turn answers 15 in prose; a 'Question:' is a new turn only after the first STATEMENT "
     "(turns.new_turn_start), and here the first statement is in the next turn"),
    ("g_turn_user_token_control", "A", "gsm8k", "16", "wrong", "hash",
     APPLES + "#### 15\n\n<|user|>" + PENS + "\n#### 16",
     "control: '<|user|>' is cut (rejected)"),
    # ======================================================= A: GSM8K, retraction words it misses
    ("g_retract_error", "A", "gsm8k", "26", "wrong", "prose_sentence",
     EGGS_26 + "#### 26\nI made an error above: she also uses 4 eggs for muffins, so she sells 9 "
     "eggs and makes 9 * 2 = 18 dollars.",
     "the last final answer is 18; 'error' is not in extract._RETRACTION (mistake/oops/wait/...)"),
    ("g_retract_not_right", "A", "gsm8k", "26", "wrong", "prose_sentence",
     EGGS_26 + "#### 26\nHmm, that's not right. She only has 9 eggs to sell, so she makes $18.",
     "'that's not right' takes 26 back; not a retraction word"),
    ("g_retract_hold_on", "A", "gsm8k", "26", "wrong", "prose_sentence",
     EGGS_26 + "#### 26\nHold on, I forgot the 4 eggs for muffins. She sells 9 eggs and makes $18.",
     "'Hold on' is not a retraction word"),
    ("g_retract_second_thought", "A", "gsm8k", "26", "wrong", "prose_sentence",
     EGGS_26 + "#### 26\nOn second thought, she also uses 4 eggs for muffins, so she makes $18.",
     "'On second thought' is not a retraction word"),
    ("g_retract_let_me_correct", "A", "gsm8k", "26", "wrong", "prose_sentence",
     EGGS_26 + "#### 26\nLet me correct that: she also bakes with 4 eggs, so she makes $18.",
     "'correct that' (only 'correction' is listed)"),
    ("g_retract_that_is_wrong", "A", "gsm8k", "26", "wrong", "prose_sentence",
     EGGS_26 + "#### 26\nThat is wrong, since she bakes with 4 eggs. She makes $18.",
     "'That is wrong' is not a retraction word"),
    ("g_retract_oops_control", "A", "gsm8k", "26", "wrong", "prose_sentence",
     EGGS_26 + "#### 26\nOops, I forgot the 4 eggs for muffins. She sells 9 eggs and makes $18.",
     "control: 'Oops' is a retraction (rejected)"),
    # ======================================================= A: GSM8K, two final answers
    ("g_restated_long_gap", "A", "gsm8k", "18", "wrong", "answer_is",
     EGGS_26 + "#### 26\n\nI hope this explanation was clear and helpful. Janet's situation is a "
     "nice example of how daily production, personal consumption, and sales at a market fit "
     "together; keeping track of each use of the eggs makes the arithmetic easy to follow.\n\n"
     "The answer is 18.",
     "two different final answers with no working between them: extract._restated gives up past "
     "200 characters of gap"),
    ("g_phrase_then_box", "A", "gsm8k", "18", "wrong", "boxed",
     EGGS_26 + "The answer is 26.\n\n$\\boxed{18}$",
     "two different final answers: _restated pairs a phrase only with #### or a tag, the "
     "other-format rule only #### with a box"),
    ("g_final_box_then_phrase", "A", "gsm8k", "18", "wrong", "answer_is",
     EGGS_26 + "Therefore, the final answer is $\\boxed{26}$.\n\nThe answer is 18.",
     "the box is introduced as THE final answer, so it is not an intermediate box; two final "
     "answers"),
    ("g_think_box_then_prose", "A", "gsm8k", "18", "wrong", "prose_sentence",
     "<think>\nShe has 16 - 3 - 4 = 9 eggs, and 9 * 2 = 18, so the answer is \\boxed{18}. Hmm, but "
     "does she also sell the muffins? They bring in $8 more.\n</think>\n\n"
     "Janet sells 9 eggs for $18 and the muffins for $8, so she makes $26 every day.",
     "the response after </think> answers 26 in prose; the box inside the thinking is the only "
     "statement, so it wins"),
    ("g_think_truncated_box", "A", "gsm8k", "18", "no_answer", "truncated",
     "<think>\nShe has 16 - 3 - 4 = 9 eggs, and 9 * 2 = 18, so maybe the answer is \\boxed{18}. "
     "But wait, does she also sell the muffins? The muffins bring in $8, so the total",
     "cut inside the thinking: the tentative box was followed by 'But wait' (a retraction word) "
     "and the text stops mid-sentence; debatable whether a box in unfinished thinking states an "
     "answer", True),
    ("g_long_then_phrase", "A", "gsm8k", "26", "wrong", "answer_is",
     EGGS_26 + "#### 26\n" + "Let me re-examine the eggs she uses for muffins. " * 1400
     + "\nThe answer is 18.",
     "70k characters: the last 65,536 hold no format marker, so turns.clip cuts 2,000 characters "
     "after the last ####; the later final phrase (18) is never read (documented bound, but the "
     "answer read is not the last one)"),
    # ======================================================= A: GSM8K, the unmarked last sentence
    ("g_tail_hasnt", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "He hasn't got 15 dollars.",
     "negation: tail._HEDGE lists isn't/doesn't/don't/can't but not hasn't"),
    ("g_tail_wont", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "He won't have 15 dollars.", "negation 'won't' is not a hedge word"),
    ("g_tail_unlikely", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "He is unlikely to have 15 dollars.", "'unlikely' is not a hedge word"),
    ("g_tail_question_restated", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "The question asks how much he has after 15 weeks.",
     "restates the question; the only number is read as the answer"),
    ("g_tail_want_to_know_if", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "We want to know if he reaches 15 dollars.",
     "a goal ('if' is deliberately not a hedge word, and a mid-sentence 'if' is not a condition)"),
    ("g_tail_wants", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "He wants to have 15 dollars.", "a goal, not a result"),
    ("g_tail_hopes", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "He hopes to save 15 dollars.", "a goal, not a result"),
    ("g_tail_probably", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "So he probably has 15 dollars.",
     "hedged like redteam g_tail_could_be (no_answer); 'probably' is not a hedge word"),
    ("g_tail_likely", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "So he likely has 15 dollars.", "hedged, as above"),
    ("g_tail_i_believe", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "I believe he has 15 dollars.",
     "hedged; debatable: 'I believe' may only soften a committed answer", True),
    ("g_tail_seems", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "It seems he has 15 dollars.", "hedged; debatable as above", True),
    ("g_tail_close_to", "A", "gsm8k", "15", "wrong", "prose_sentence",
     "Each box holds 4 pencils and she has 58 pencils: 58 / 4 = 14.5.\n"
     "So she needs close to 15 boxes.",
     "an estimate; tail._BOUND knows 'nearly'/'almost', not 'close to'"),
    ("g_tail_in_excess_of", "A", "gsm8k", "15", "wrong", "prose_sentence",
     STOPS + "So the stops add in excess of 15 minutes.", "a bound, not in _BOUND"),
    ("g_tail_upwards_of", "A", "gsm8k", "15", "wrong", "prose_sentence",
     SAVES + "So he has upwards of 15 dollars.", "a bound, not in _BOUND"),
    ("g_tail_very_least", "A", "gsm8k", "15", "wrong", "prose_sentence",
     SAVES + "So he has at the very least 15 dollars.",
     "'at least' is a bound, 'at the very least' slips past the regex"),
    ("g_tail_a_little_under_control", "A", "gsm8k", "15", "wrong", "prose_sentence",
     SAVES + "So he has a little under 15 dollars.", "control: 'under' is a bound (rejected)"),
    ("g_tail_en_dash_minus", "A", "gsm8k", "18", "wrong", "prose_sentence",
     "The temperature fell 18 degrees from 0.\nSo the change in temperature is –18 degrees.",
     "the answer written is -18 with an en dash (numeric._SPACES reads U+2013 as a minus); "
     "tail._NUMBER allows only '-' and U+2212, so 18 is read"),
    ("g_hash_en_dash_control", "A", "gsm8k", "18", "wrong", "hash",
     "The temperature fell 18 degrees from 0.\n#### –18",
     "control: in #### the en dash is a minus"),
    # ======================================================= A: MATH, hedges around boxes
    ("m_boxes_quad_text_or", "A", "math", "16", "wrong", "boxed",
     "So the total is $\\boxed{15}$ \\quad \\text{or} \\quad $\\boxed{16}$.",
     "two boxes joined by '\\quad \\text{or} \\quad': _GAP_HEDGE needs 'or' first, _GAP_JOIN "
     "allows one \\quad but not \\text{or} after it, so the last box stands alone"),
    ("m_boxes_em_dash_or", "A", "math", "16", "wrong", "boxed",
     "So the total is $\\boxed{15}$ — or $\\boxed{16}$.",
     "em dash before 'or': not in the punctuation class of _GAP_HEDGE"),
    ("m_boxes_bold_or", "A", "math", "16", "wrong", "boxed",
     "So the total is **$\\boxed{15}$** or **$\\boxed{16}$**.",
     "markdown bold around the boxes: '*' is not in the gap classes"),
    ("m_boxes_comma_maybe", "A", "math", "16", "wrong", "boxed",
     "So the total is $\\boxed{15}$, maybe $\\boxed{16}$.",
     "hedge words other than or/either/alternatively/otherwise between boxes"),
    ("m_boxes_if_otherwise", "A", "math", "16", "wrong", "boxed",
     "So the total is $\\boxed{15}$ if we skip Sunday, $\\boxed{16}$ otherwise.",
     "a conditional pair of answers; 'otherwise' after the last box is not checked"),
    ("m_box_text_or_unboxed", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15} \\text{ or } 16$.",
     "'\\text{ or } 16' after the box: _ALTERNATIVE needs a bare 'or'"),
    ("m_box_paren_maybe", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15}$ (maybe $16$).", "hedge after the box without 'or'"),
    ("m_box_possibly", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15}$, possibly $16$.", "hedge after the box"),
    ("m_box_might_be", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15}$, but it might be $16$.", "hedge after the box"),
    ("m_box_unless", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15}$, unless Sunday counts, in which case it is $16$.",
     "an answer under another reading after the box"),
    ("m_box_next_para_or", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15}$.\n\nOr maybe $16$.",
     "the alternative on a new paragraph: _ALTERNATIVE crosses a newline only before '('"),
    ("m_box_alternatively", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15}$. Alternatively, if Sunday counts, $16$.",
     "'Alternatively' after the box"),
    ("m_box_or_possibly_control", "A", "math", "15", "wrong", "boxed",
     "So the total is $\\boxed{15}$ (or possibly $16$).", "control: '(or' is caught (rejected)"),
    ("m_box_question_pair_control", "A", "math", "15", "no_answer", "boxed",
     "Is the answer $\\boxed{15}$ or $\\boxed{16}$?", "control: a question (rejected)"),
    ("m_interval_box_plus_point", "A", "math", "(3,4]", "wrong", "boxed",
     LAMBDA + "Therefore $\\lambda \\in \\boxed{(3,4]}$, and $\\lambda = 3$ works as well.",
     "the final answer adds a point after the box: (3,4] with 3 is [3,4]; nothing after a box "
     "is read but 'or'"),
    ("m_box_final_then_phrase", "A", "math", "18", "wrong", "answer_is",
     "Therefore, the final answer is $\\boxed{26}$.\n\n**Final Answer:** 18",
     "two final answers; the box is stated as final, not an intermediate result"),
    # ======================================================= A: MATH, units and scale dropped
    ("m_unit_dollars_for_cents", "A", "math", "5.4 \\text{ cents}", "wrong", "boxed",
     STAMPS + "So the average price is $\\boxed{5.4 \\text{ dollars}}$.",
     "5.4 dollars = 540 cents; normalize.normalize drops both unit texts and compares 5.4 with "
     "5.4"),
    ("m_unit_dollar_sign_for_cents", "A", "math", "5.4 \\text{ cents}", "wrong", "boxed",
     STAMPS + "So the average price is $\\boxed{\\$5.40}$.",
     "$5.40 is 100 times 5.4 cents; the \\$ is dropped as noise"),
    ("m_unit_feet_for_inches", "A", "math", "864 \\mbox{ inches}^2", "wrong", "boxed",
     CUBE + "Six faces give $\\boxed{864 \\text{ feet}^2}$.",
     "math500 asks square inches; 864 square feet is a different area, the unit is dropped"),
    ("m_unit_cm_for_cm2", "A", "math", "15\\mbox{ cm}^2", "wrong", "boxed",
     "The triangle has base 10 cm and height 3 cm, so its area is $\\boxed{15 \\text{ cm}}$.",
     "an area in cm; debatable: the value is right and the unit a slip", True),
    ("m_unit_rad_for_degrees", "A", "math", "90^\\circ", "wrong", "boxed",
     "The direction vectors are perpendicular, so the angle is $\\boxed{90 \\text{ rad}}$.",
     "90 rad is not 90 degrees; _RADIANS knows 'radian(s)' and \\pi but not 'rad', and the unit "
     "text is dropped"),
    ("m_unit_radians_control", "A", "math", "90^\\circ", "wrong", "boxed",
     "The direction vectors are perpendicular, so the angle is $\\boxed{90 \\text{ radians}}$.",
     "control: 'radians' is caught (rejected)"),
    # ======================================================= A: MATH, parser and comparison
    ("m_subscript_read_as_base", "A", "math", "10", "wrong", "boxed",
     "The terms grow by 3 each time, and we need the 12th one, so the answer is $\\boxed{a_{12}}$.",
     "an unevaluated sequence term; builtin._base_value reads a_{12} as the base-12 numeral "
     "'a' = 10"),
    ("m_subscript_read_as_base_hex", "A", "math", "15", "wrong", "boxed",
     "The Fibonacci number we want is $\\boxed{F_{16}}$.",
     "F_{16} (a Fibonacci number, 987) read as hex F = 15"),
    ("m_abs_ratio_test_points", "A", "math", "\\left|\\frac{a}{b}\\right|", "wrong", "boxed",
     "Since $\\sqrt{\\frac{a^2}{b^2}}$ is the ratio, the answer is $\\boxed{\\frac{a}{b}}$.",
     "a/b != |a/b| when a, b differ in sign; in symbolic._POINTS a and b have the same sign at all "
     "5 points (the 5th point has both negative), so a/b agrees everywhere. Hostile, not a "
     "math500 gold"),
    ("m_space_product_list", "A", "math", "15", "wrong", "boxed",
     "The two factors are $\\boxed{3 \\quad 5}$.",
     "two numbers side by side: \\quad becomes a space and latex.py multiplies (3*5 = 15)"),
    ("m_space_product_roots", "A", "math", "10", "wrong", "boxed",
     "The roots are $\\boxed{2 \\; 5}$.", "a list read as the product 10"),
    ("m_trailing_letters_dropped", "A", "math", "2", "wrong", "boxed",
     "The area of the rectangle is $\\boxed{2 xy}$.",
     "normalize._TRAILING_WORDS drops lowercase words after a number as units, here the "
     "variables xy"),
    ("m_list_comma_space_thousands", "A", "math", "2500", "wrong", "boxed",
     "The two possible values are $\\boxed{2, 500}$.",
     "a list of two values read as 2,500 (numeric._normalize glues ', 500')"),
    ("m_mb_swapped_labels", "A", "math", MB_GOLD, "wrong", "boxed",
     MB + "So $\\boxed{m = -13, b = \\frac{3}{2}}$.",
     "the slope is 3/2, not -13: answer._labelled_in_order sorts the labels alphabetically (b, m), "
     "but math500 asks for the ordered pair (m,b), so the swapped values match"),
    ("m_interval_other_variable", "A", "math", "x \\in [-2,7]", "wrong", "boxed",
     "Factoring, $(x - 7)(x + 2) \\le 0$.\nSo $\\boxed{-2 \\le y \\le 7}$.",
     "the question asks the values of x: 'y \\in [-2,7]' is refused (labels_differ) but the "
     "inequality in y is not labelled, so it passes"),
    ("m_union_and_empty", "A", "math", "(-\\infty, 2) \\cup (3, \\infty)", "wrong", "boxed",
     DOMAIN + "So the domain is $\\boxed{x < 2 \\text{ and } x > 3}$.",
     "'x < 2 and x > 3' is the empty set; the list reading makes 'and' a union like 'or' "
     "(math500's own solution writes 'x<2 \\text{ or } x>3'). Debatable: models write 'and' "
     "loosely for the two pieces", True),
    ("m_extraneous_last_span", "A", "math", "x=5", "wrong", "prose_sentence",
     SQRT_EQ + "Hence $x = 1$ is the only solution, since $x = 5$ is extraneous.",
     "the answer stated is x = 1; tail._from_sentence takes the LAST math span, the rejected root"),
    ("m_extraneous_works_control", "A", "math", "x=5", "wrong", "prose_sentence",
     SQRT_EQ + "Checking both, we find that $x = 1$ works while $x = 5$ does not.",
     "control: 'not' makes it no answer (rejected)"),
    ("m_factor_expanded", "A", "math", "(a+5)(b+2)", "wrong", "boxed",
     "Grouping, $ab + 5b + 2a + 10 = b(a + 5) + 2(a + 5)$, so the answer is "
     "$\\boxed{ab + 2a + 5b + 10}$.",
     "math500 asks to FACTOR ab+5b+2a+10; the expanded form is the question itself. Debatable: "
     "equal as polynomials, and the README's 'equal value' rule would accept it", True),
    ("m_simplify_unsimplified", "A", "math", "2k+2", "wrong", "boxed",
     "We collect the terms: $\\boxed{(-k + 4) + (-2 + 3k)}$.",
     "math500 asks to SIMPLIFY (-k+4)+(-2+3k); this is the question restated. Debatable as above",
     True),
    ("m_equation_unsolved", "A", "math", "x=5", "wrong", "boxed",
     "Moving the terms, we get $\\boxed{2x = 10}$.",
     "an equation not solved for x; MathChecker.compare's equation fallback accepts equations "
     "equal up to a factor. Debatable: it has the same solution", True),
    ("m_vmatrix_for_matrix", "A", "math", "\\begin{pmatrix} -1 & 0 \\\\ 0 & -1 \\end{pmatrix}",
     "wrong", "boxed",
     "So the matrix is $\\boxed{\\begin{vmatrix} -1 & 0 \\\\ 0 & -1 \\end{vmatrix}}$.",
     "vmatrix typesets a determinant (the number 1), answer._MATRIX reads it as the matrix. "
     "Debatable: a model may use vmatrix only for the brackets", True),
    # ======================================================= A: slow checks (over 0.3 s in-process)
    ("s_shotgun_3000_boxes", "A", "math", "3\\sqrt{13}", "wrong", "boxed",
     "The candidates are " + " ".join(f"$\\boxed{{{n}}}$" for n in range(1, 3000)),
     "SLOW (~1.5 s): a shotgun of 2,999 joined boxes returns every part, and builtin compares "
     "each one through sympy (no early exit, no cap on the number of parts compared)"),
    ("s_cancel_plane_power", "A", "math", "5x - 7y + 11z + 4 = 0", "wrong", "boxed",
     PLANE + "So the plane is $\\boxed{(x+y+z)^{45} = 0}$.",
     "SLOW (~1 s): symbolic._equations_equal calls sympy.cancel on a 22-character power "
     "(count_ops is small), which expands 1,081 terms"),
    ("s_cancel_line_power", "A", "math", "y = 2x + 3", "wrong", "boxed",
     LINE + "So the line is $\\boxed{y = (x+y+1)^{60}}$.",
     "SLOW (~1 s): the equation fallback in MathChecker.compare, then sympy.cancel expands "
     "(x+y+1)^60"),
    # ======================================================= A: controls the checker gets right
    ("g_hash_hundred_control", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 hundred",
     "control: scaled to 1800 (rejected)"),
    ("g_hash_K_control", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18K",
     "control: scaled to 18000 (rejected)"),
    ("g_hash_or_so_control", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18 or so",
     "control: hedge (rejected)"),
    ("g_hash_plus_control", "A", "gsm8k", "18", "wrong", "hash", EGGS + "#### 18+",
     "control: a bound (rejected)"),
    ("g_tail_give_or_take_control", "A", "gsm8k", "15", "wrong", "prose_sentence",
     SAVES + "So he will have 15 dollars, give or take.", "control (rejected)"),
    ("g_tail_might_control", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "So he might have 15 dollars.", "control (rejected)"),
    ("g_tail_does_not_control", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "He does not have 15 dollars.", "control (rejected)"),
    ("g_tail_question_control", "A", "gsm8k", "15", "no_answer", "prose_sentence",
     SAVES + "Is it 15 dollars", "control: a question without its '?' (rejected)"),
    ("m_pair_swapped_control", "A", "math", "(-1,6)", "wrong", "boxed",
     "The midpoint of $(-5,5)$ and $(3,7)$ is $\\boxed{x = 6, y = -1}$.",
     "control: labels in the written order, values swapped (rejected)"),
    ("m_pair_tuple_lhs_swapped_control", "A", "math", "(-1,6)", "wrong", "boxed",
     "The midpoint of $(-5,5)$ and $(3,7)$ is $\\boxed{(x, y) = (6, -1)}$.", "control (rejected)"),
    ("m_pair_bracket_control", "A", "math", "(-1,6)", "wrong", "boxed",
     "The midpoint of $(-5,5)$ and $(3,7)$ is $\\boxed{[-1, 6]}$.",
     "control: a closed interval, not the point (rejected)"),
    ("m_pair_set_control", "A", "math", "(-1,6)", "wrong", "boxed",
     "The midpoint of $(-5,5)$ and $(3,7)$ is $\\boxed{\\{-1, 6\\}}$.", "control (rejected)"),
    ("m_polar_degrees_control", "A", "math", "\\left( 3, \\frac{\\pi}{2} \\right)", "wrong",
     "boxed", "So the polar coordinates are $\\boxed{(3, 90^\\circ)}$.",
     "control: degrees where radians are asked (rejected, by the degree/radian decision)"),
    ("m_polar_float_control", "A", "math", "\\left( 3, \\frac{\\pi}{2} \\right)", "wrong", "boxed",
     "So the polar coordinates are $\\boxed{(3, 1.5707963267948966)}$.",
     "control: a float for pi/2 (rejected)"),
    ("m_polar_coterminal_control", "A", "math", "\\left( 3, \\frac{\\pi}{2} \\right)", "wrong",
     "boxed", "So the polar coordinates are $\\boxed{\\left(3, \\frac{5\\pi}{2}\\right)}$.",
     "control: outside 0 <= theta < 2 pi, as the problem asks (rejected)"),
    ("m_interval_open_end_control", "A", "math", "(3,4]", "wrong", "boxed",
     LAMBDA + "So $\\lambda \\in \\boxed{(3,4)}$.", "control (rejected)"),
    ("m_interval_half_open_control", "A", "math", "x \\in [-2,7]", "wrong", "boxed",
     "So $\\boxed{x \\in [-2, 7)}$.", "control (rejected)"),
    ("m_interval_infinity_closed_control", "A", "math", "(-\\infty, 0]", "wrong", "boxed",
     "So $\\boxed{[-\\infty, 0]}$.", "control (rejected)"),
    ("m_union_cover_control", "A", "math", "(0,9) \\cup (9,36)", "wrong", "boxed",
     "So $\\boxed{(0,9) \\cup [9,36)}$.", "control: the point 9 is back in (rejected)"),
    ("m_union_swapped_ends_control", "A", "math", "(-\\infty, 2) \\cup (3, \\infty)", "wrong",
     "boxed", "So $\\boxed{(-\\infty, 3) \\cup (2, \\infty)}$.", "control (rejected)"),
    ("m_pm_imaginary_control", "A", "math", "1 \\pm \\sqrt{19}", "wrong", "boxed",
     "So $x = \\boxed{1 \\pm \\sqrt{19}i}$.", "control (rejected)"),
    ("m_mixed_vs_product_control", "A", "math", "\\frac{5}{2}", "wrong", "boxed",
     "So $\\boxed{2 \\cdot \\frac12}$.", "control: 2 * 1/2 = 1, not the mixed number (rejected)"),
    ("m_sin_power_control", "A", "math", "\\cot x", "wrong", "boxed",
     "So the expression simplifies to $\\boxed{\\tan^{-1} x}$.", "control: arctan, not cot"),
    # ======================================================= B: GSM8K right answers rejected
    ("g_ok_minerva_escaped_dollar", "B", "gsm8k", "18", "correct", "minerva",
     EGGS + "Final Answer: The final answer is $\\$18$. I hope it is correct.",
     "Minerva format with an escaped dollar inside math, as math500 writes amounts ('$\\$15$' in "
     "solutions) and prm800k steps ('$\\$1250$'); phrases._MATH_SPAN pairs '$\\$' as a span "
     "holding a lone backslash"),
    ("g_ok_answer_is_escaped_dollar", "B", "gsm8k", "18", "correct", "answer_is",
     EGGS + "The answer is $\\$18$.", "as above"),
    ("g_ok_tail_escaped_dollar", "B", "gsm8k", "18", "correct", "prose_sentence",
     EGGS + "So she makes $\\$18$ per day.",
     "prm800k: 'Right. So 1,000,000 lire is equivalent to $\\$1250$.'; the tail reads no answer"),
    ("g_ok_tail_paren_escaped_dollar", "B", "gsm8k", "18", "correct", "prose_sentence",
     EGGS + "So she makes \\(\\$18\\) per day.",
     "\\( \\) math with an escaped dollar (model habit)"),
    ("g_ok_tail_inline_chain", "B", "gsm8k", "18", "correct", "prose_sentence",
     "She has 16 - 3 - 4 = 9 eggs left.\nSo she makes $9 \\times 2 = 18$ dollars.",
     "inline math that starts with a digit: tail._CURRENCY takes the opening '$' for money, the "
     "line then has an odd number of '$' and is no answer (prm800k: 'Yep. "
     "$1000000*0.00125=1250$.')"),
    ("g_ok_final_answer_heading_sentence", "B", "gsm8k", "18", "correct", "final_answer_phrase",
     EGGS + "**Final Answer**\nJanet earns $18 per day.",
     "issue 14 class 2 ('Final Answer: The total number of marbles is 15.'); reduce_phrase keeps "
     "the 4-word sentence whole and parse_number cannot read it (only 'is' sentences are cut)"),
    ("g_ok_final_answer_colon_sentence", "B", "gsm8k", "18", "correct", "final_answer_phrase",
     EGGS + "Final Answer: Janet makes $18 daily.", "as above, on one line"),
    ("g_ok_h4_step_headings", "B", "gsm8k", "18", "correct", "prose_sentence",
     "#### Step 1: Eggs left\n16 - 3 - 4 = 9 eggs.\n\n#### Step 2: Money\n9 × $2 = $18.\n\n"
     "Janet makes $18 every day at the farmers' market.",
     "markdown h4 headings ('#### Step 1: ...', the chat-model habit; smollm2_more has '#### "
     "Subtract 20% of the cost ...' as a heading-like #### line) are read as #### answers, so the "
     "prose answer is never read"),
    ("g_ok_hash_then_box", "B", "gsm8k", "18", "correct", "hash", EGGS + "#### \\boxed{18}",
     "both markers at once (model habit); the hash text keeps the \\boxed and cannot be read"),
    ("g_ok_hash_newline", "B", "gsm8k", "18", "correct", "hash", EGGS + "####\n18",
     "the marker alone, the value on the next line (model habit). Debatable: "
     "adversarial_handmade/hash_empty ('#### ' and nothing) is no_answer, here the value follows",
     True),
    ("g_ok_backticks", "B", "gsm8k", "18", "correct", "answer_is", EGGS + "The answer is `18`.",
     "inline code formatting (chat-model habit); markdown stripping knows ** and __ only"),
    ("g_ok_verify_after_hash", "B", "gsm8k", "18", "correct", "hash",
     EGGS + "#### 18\n\nWait, let me double-check: 16 - 3 - 4 = 9 eggs, and 9 × $2 = $18. Yes, "
     "$18 a day is right. Over a week that would be $126.",
     "a check that confirms 18, then an aside; the strong retraction 'Wait' makes the last "
     "sentence (126 a week) the answer"),
    ("g_ok_which_is_week", "B", "gsm8k", "18", "correct", "prose_sentence",
     EGGS.split("\n")[0] + "\nSo Janet makes $18 per day, which is $126 per week.",
     "the answer, then a 'which is' aside: _numbers_answer prefers the last strong anchor ('is')"),
    ("g_ok_day_and_week", "B", "gsm8k", "18", "correct", "prose_sentence",
     EGGS.split("\n")[0] + "\nSo she makes 18 dollars a day and 126 a week.",
     "answer plus an aside; the unit words run into 'and' and the parse fails; debatable (lead): "
     "two amounts for two periods in one unmarked sentence", True),
    ("g_ok_since_clause_anchor", "B", "gsm8k", "15", "correct", "prose_sentence",
     "Ana has 58 pencils and 58 / 4 = 14.5, so she rounds up.\n"
     "Since each box is 4 pencils, she needs 15 boxes.",
     "the strong anchor 'is 4' in the subordinate clause wins over 'needs 15'"),
    ("g_ok_en_dash_negative", "B", "gsm8k", "-18", "correct", "prose_sentence",
     "The temperature fell 18 degrees from 0.\nSo the change in temperature is –18 degrees.",
     "an en dash as minus (numeric._SPACES reads it so; tail._NUMBER does not)"),
    ("g_ok_turn_bold_question", "B", "gsm8k", "15", "correct", "hash",
     APPLES + "#### 15\n\n**Question:** " + PENS + "\n3 + 13 = 16\n#### 16",
     "a few-shot continuation; 15 answers this question"),
    ("g_ok_turn_eos", "B", "gsm8k", "15", "correct", "hash",
     APPLES + "#### 15<eos>\n" + PENS + "\n3 + 13 = 16\n#### 16", "Gemma '<eos>', then more text"),
    ("g_ok_turn_after_prose", "B", "gsm8k", "15", "correct", "prose_sentence",
     "Tom picked 20 apples and gave 5 to his sister.\nSo Tom has 15 apples left.\n\n"
     "Question: " + PENS + "\nAnswer: 3 + 13 = 16\n#### 16",
     "a base model answers in prose, then writes a new Q/A turn"),
    ("g_ok_retract_error", "B", "gsm8k", "18", "correct", "prose_sentence",
     EGGS_26 + "#### 26\nI made an error above: she also uses 4 eggs for muffins, so she sells 9 "
     "eggs and makes 9 * 2 = 18 dollars.", "self-correction to 18 (see g_retract_error)"),
    ("g_ok_retract_hold_on", "B", "gsm8k", "18", "correct", "prose_sentence",
     EGGS_26 + "#### 26\nHold on, I forgot the 4 eggs for muffins. She sells 9 eggs and makes $18.",
     "self-correction to 18"),
    # ======================================================= B: MATH right answers rejected
    ("m_ok_minerva_escaped_dollar", "B", "math", "\\$36", "correct", "minerva",
     SHIRT + "Final Answer: The final answer is $\\$36$. I hope it is correct.",
     "math500 gold '\\$36' written the same way inside $...$"),
    ("m_ok_answer_is_escaped_dollar", "B", "math", "\\$18.90", "correct", "answer_is",
     "The 3 inch cube costs $54(0.15) + 27(0.40) = 18.90$ dollars.\nSo the answer is $\\$18.90$.",
     "math500 gold '\\$18.90'"),
    ("m_ok_tail_escaped_dollar", "B", "math", "1250", "correct", "prose_sentence",
     "One lira is worth $0.00125$ dollars.\nRight. So 1,000,000 lire is equivalent to $\\$1250$.",
     "prm800k step, verbatim last line"),
    ("m_ok_tail_inline_product", "B", "math", "1250", "correct", "prose_sentence",
     "One lira is worth $0.00125$ dollars.\nYep. $1000000*0.00125=1250$.",
     "prm800k step, verbatim last line: tail._CURRENCY eats the opening '$'"),
    ("m_ok_tail_is_number", "B", "math", "2107", "correct", "prose_sentence",
     "The least common multiple works out to $7 \\cdot 301$.\nAnd $7 * 301$ is 2107.",
     "prm800k step, verbatim last line (same _CURRENCY bug)"),
    ("m_ok_tail_unboxed_chain", "B", "math", "143", "correct", "prose_sentence",
     "Since $x + y = 13$, the sum is $11(x + y)$.\nSo the sum is $11\\cdot 13 = 143$.",
     "math500 solution ends '$11\\cdot 13 = \\boxed{143}.$'; the same line unboxed"),
    ("m_ok_value_of_expr_is", "B", "math", "2", "correct", "prose_sentence",
     "Since $x^2 = x + 1$, we get $x^3 = 2x + 1$.\nRight, so the value of $x^3 - 2x + 1$ is 2.",
     "prm800k step, verbatim last line: the last math span (the expression asked) is read, not "
     "the number after 'is'"),
    ("m_ok_value_of_sum_is", "B", "math", "13", "correct", "prose_sentence",
     "The intercepts are $a = 4$ and $b = 12$, and the slope is $m = -3$.\n"
     "Right. So the value of $a+b+m$ is 13.", "prm800k step, verbatim last line"),
    ("m_ok_expr_equals_value", "B", "math", "12", "correct", "prose_sentence",
     "So $a = 10$ and $b = 2$.\nHence, $a+b=12$.",
     "prm800k step, verbatim last line: final_value keeps 'a+b=12' (the left side has letters)"),
    ("m_ok_expr_equals_value2", "B", "math", "2", "correct", "prose_sentence",
     "Since $x^2 = x + 1$, we get $x^3 = 2x + 1$.\nSo $x^3 - 2x + 1 = 2$.",
     "prm800k step, verbatim last line"),
    ("m_ok_values_then_sum", "B", "math", "11", "correct", "prose_sentence",
     "Matching the coefficients:\n$p=2$, $a=5$, $b=4$, $a+b+p=2+5+4=11$.",
     "prm800k step, verbatim last line"),
    ("m_ok_abs_sum_chain", "B", "math", "27", "correct", "prose_sentence",
     "The polynomial is $12x^3 + 14x^2 + 0x - 1$.\n"
     "So $|a| + |b| + |c| + |d| = 12 + 14 + 0 + 1 = 27$.",
     "prm800k step, verbatim last line: parse_error on the |a| chain instead of its last value"),
    ("m_ok_choose_box", "B", "math", "28", "correct", "boxed",
     "We choose 2 of the 8 people, so the answer is $\\boxed{{8 \\choose 2}}$.",
     "math500 solution writes '${8 \\choose 2} = \\boxed{28}$', prm800k '${8\\choose 3}=56$': the "
     "infix \\choose is not parsed (\\binom{8}{2} is)"),
    ("m_ok_polar_labelled_tuple", "B", "math", "\\left( 3, \\frac{\\pi}{2} \\right)", "correct",
     "boxed", "So $\\boxed{(r,\\theta) = \\left(3, \\frac{\\pi}{2}\\right)}$.",
     "math500 test/precalculus/807 asks for 'the form $(r,\\theta)$'; answer._TUPLE_LHS strips "
     "'(a, b) =' for one-letter names only"),
    ("m_ok_exact_approx_tail", "B", "math", "\\frac{448}{15625}", "correct", "prose_sentence",
     PIRATE + "And if we multiply we get $P(X=4) = \\frac{448}{15625} \\approx 0.0287$.",
     "prm800k step: 'And if we divide we get $P(X=4) = \\frac{448}{15625} \\approx 0.0289$.' (that "
     "model's decimal was off; here it is right): the exact value is stated, \\approx is not "
     "split"),
    ("m_ok_exact_box_or_about", "B", "math", "\\frac{448}{15625}", "correct", "boxed",
     PIRATE + "So the probability is $\\boxed{\\frac{448}{15625}}$, or about $0.0287$.",
     "math500 solution style '$\\boxed{15\\frac{39}{40}},$ or $\\boxed{\\frac{639}{40}}$'; the "
     "approximate restatement becomes a second answer that must equal the gold"),
    ("m_ok_exact_approx_box", "B", "math", "288 \\pi", "correct", "boxed",
     "The volume is $\\frac{4}{3}\\pi \\cdot 6^3$.\nSo $\\boxed{288\\pi \\approx 904.78}$.",
     "exact value with its approximation in the box (model habit; math500 solutions use "
     "'\\approx' before a box); \\approx is not allowed by the parser"),
    ("m_ok_mb_labelled", "B", "math", MB_GOLD, "correct", "boxed",
     MB + "So $\\boxed{m = \\frac{3}{2}, b = -13}$.",
     "the labels the problem uses, in its order (m,b): _labelled_in_order re-sorts to (b, m)"),
    ("m_ok_labelled_boxes_pair", "B", "math", "(-2,1)", "correct", "boxed",
     "Comparing coefficients gives $a + 3 = b$ and $a = -2b$, so $a = \\boxed{-2}$ and "
     "$b = \\boxed{1}$.",
     "math500 test/intermediate_algebra/47 asks (a,b); each coordinate boxed with its label (model "
     "habit): the label text between the boxes breaks _GAP_JOIN, so only b = 1 is read"),
    ("m_ok_labelled_boxes_roots", "B", "math", "1,-2", "correct", "boxed",
     "This factors as $(n - 1)(n + 2) = 0$, so $n = \\boxed{1}$ or $n = \\boxed{-2}$.",
     "math500 test/intermediate_algebra/1388 ('find all integers n'); solution text ends "
     "'so the solutions are $n = \\boxed{1,-2}$'. Debatable: 'or' between boxes is a hedge for "
     "the checker, but here the two are the full solution set", True),
    ("m_ok_abs_inequality", "B", "math", "(-\\sqrt{3}, \\sqrt{3})", "correct", "boxed",
     "Since $0 \\le x^2 < 3$, the solutions are $\\boxed{|x| < \\sqrt{3}}$.",
     "math500 solution: '$-\\sqrt{3}< x<\\sqrt{3}$'; |x| < sqrt3 is the same set (model habit)"),
    ("m_ok_interval_and_words", "B", "math", "(3,4]", "correct", "boxed",
     LAMBDA + "So $\\boxed{\\lambda > 3 \\text{ and } \\lambda \\le 4}$.",
     "both bounds joined by 'and' (model habit); split into a list of two intervals"),
    ("m_ok_complement_interval", "B", "math", "(-\\infty, 2) \\cup (3, \\infty)", "correct",
     "boxed", DOMAIN + "So the domain is $\\boxed{\\mathbb{R} \\setminus [2, 3]}$.",
     "set difference by an interval (model habit); _SETMINUS takes \\{points\\} only"),
    ("m_ok_cents_as_dollars", "B", "math", "5.4 \\text{ cents}", "correct", "boxed",
     STAMPS + "So the average price is $\\boxed{\\$0.054}$.",
     "math500 solution: '\\approx \\$0.054 = \\boxed{5.4 \\text{ cents}}'. Debatable: the question "
     "asks cents, and the checker cannot convert units", True),
    ("m_ok_even_function", "B", "math", "\\text{even}", "correct", "boxed",
     "Replacing $x$ by $-x$ leaves the composition unchanged, so it is $\\boxed{\\text{an even "
     "function}}$.",
     "text answer with words around it; debatable: math500 asks to enter exactly 'odd', 'even' "
     "or 'neither'", True),
    # ======================================================= B: controls the checker gets right
    ("m_ok_lambda_in_control", "B", "math", "(3,4]", "correct", "boxed",
     LAMBDA + "Therefore $\\lambda \\in \\boxed{(3,4]}$.", "math500 solution form (accepted)"),
    ("m_ok_union_words_control", "B", "math", "(-\\infty, 2) \\cup (3, \\infty)", "correct",
     "boxed", DOMAIN + "So the domain is $\\boxed{x<2 \\text{ or } x>3}$.",
     "math500 solution text 'x<2 \\text{ or } x>3' (accepted)"),
    ("m_ok_tuple_lhs_control", "B", "math", "(-1,6)", "correct", "boxed",
     "The midpoint of $(-5,5)$ and $(3,7)$ is $\\boxed{(x, y) = (-1, 6)}$.", "accepted"),
    ("m_ok_named_point_control", "B", "math", "(-1,6)", "correct", "boxed",
     "The midpoint of $(-5,5)$ and $(3,7)$ is $\\boxed{M = (-1, 6)}$.", "accepted"),
    ("m_ok_labelled_reversed_control", "B", "math", "(15,-29)", "correct", "boxed",
     "At $t = 2$ the point is $\\boxed{y = -29, x = 15}$.", "accepted"),
    ("m_ok_tuple_lhs4_control", "B", "math", "(1,-16,-4,43)", "correct", "boxed",
     "So $\\boxed{(a,b,c,d) = (1,-16,-4,43)}$.", "accepted"),
    ("m_ok_plus_infty_control", "B", "math", "[2,\\infty)", "correct", "answer_is",
     "So the answer is $[2, +\\infty)$.", "prm800k answer '[2, +\\infty)' (accepted)"),
    ("m_ok_choose_chain_control", "B", "math", "28", "correct", "prose_sentence",
     "So the number of ways is ${8 \\choose 2} = 28$.", "math500 solution form (accepted)"),
    ("m_ok_radians_word_control", "B", "math", "-\\frac{\\pi}{6}", "correct", "boxed",
     "So $\\arcsin(-1/2) = \\boxed{-\\frac{\\pi}{6} \\text{ radians}}$.", "accepted"),
    ("m_ok_degrees_ie_control", "B", "math", "90^\\circ", "correct", "boxed",
     "So the angle is $\\boxed{90^\\circ}$, i.e. $\\frac{\\pi}{2}$.", "accepted"),
    ("m_ok_neg_zero_control", "B", "math", "(-\\infty, 0]", "correct", "boxed",
     "So $\\boxed{(-\\infty, 0.0]}$.", "accepted"),
    ("m_ok_mixed_tfrac_control", "B", "math", "\\frac{9}{5}", "correct", "boxed",
     "So $\\boxed{1 \\tfrac{4}{5}}$.",
     "math500 gold 1\\frac{4}{5} written with \\tfrac (accepted)"),
    ("m_ok_log_base_control", "B", "math", "3", "correct", "boxed",
     "So $\\boxed{\\log_2 8}$.", "accepted"),
    ("m_ok_power_digits_control", "B", "math", "1024", "correct", "boxed",
     "So $\\boxed{2^10}$.", "model text 2^10 means 2^{10} (accepted)"),
    ("m_ok_sqrt_product_control", "B", "math", "\\sqrt{2}x", "correct", "boxed",
     "So $\\boxed{\\sqrt2x}$.", "accepted"),
    ("m_ok_expanded_product_control", "B", "math", "x^5 - x^4 + x^3 - x^2 + x - 1", "correct",
     "boxed", "So $\\boxed{(x - 1)(x^4 + x^2 + 1)}$.", "equal polynomial (accepted)"),
    ("m_ok_sci_control", "B", "math", ".0000672", "correct", "boxed",
     "So $\\boxed{6.72 \\times 10^{-5}}$.", "accepted"),
    ("m_ok_thin_space_control", "B", "math", "10,\\!080", "correct", "boxed",
     "So $\\boxed{10\\,080}$.", "thin-space thousands (accepted)"),
    ("m_ok_scaled_plane_control", "B", "math", "5x - 7y + 11z + 4 = 0", "correct", "boxed",
     PLANE + "So $\\boxed{-10x + 14y - 22z - 8 = 0}$.", "accepted"),
    ("g_ok_A_bold_control", "B", "gsm8k", "18", "correct", "answer_colon",
     EGGS + "**Answer: 18**", "accepted"),
    ("g_ok_h3_final_answer_control", "B", "gsm8k", "18", "correct", "answer_heading",
     EGGS + "### Final Answer\n18", "accepted"),
    ("g_ok_display_final_control", "B", "gsm8k", "18", "correct", "final_answer_phrase",
     EGGS + "Final answer: $$18$$", "accepted"),
    ("g_ok_tag_case_control", "B", "gsm8k", "18", "correct", "tag",
     EGGS + "<Answer>18</Answer>", "accepted"),
    ("g_ok_math_bold_digits_control", "B", "gsm8k", "18", "correct", "hash", EGGS + "#### 𝟏𝟖",
     "mathematical bold digits are Unicode Nd (accepted)"),
    ("g_ok_space_thousands_control", "B", "gsm8k", "1800", "correct", "hash",
     "She sells 150 cartons at $12 each: 150 * 12 = 1800.\n#### 1 800", "accepted"),
    ("g_ok_escaped_dollar_plain_control", "B", "gsm8k", "18", "correct", "answer_is",
     EGGS + "The answer is \\$18.", "an escaped dollar outside math (accepted)"),
]

HAZARDS = [
    ("s_cancel_four_vars", "A", "math", "5x - 7y + 11z + 4 = 0", "wrong", "boxed",
     PLANE + "So the plane is $\\boxed{(w+x+y+z)^{25} = 1}$.",
     "SLOW (~4 s in-process on this machine): sympy.cancel in symbolic._equations_equal expands "
     "(w+x+y+z)^25 (3,276 terms); count_ops of the 19-character input is tiny"),
]
# fmt: on


def main() -> None:
    write_probes("adversarial_redteam2", CASES, HAZARDS, DECISIONS)


if __name__ == "__main__":
    main()
