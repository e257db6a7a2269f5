"""Adversarial red-team round 55: multilingual final answers (issue 25's classes).

Written black-box by a new independent author: the checker's source, its README, bench/, tests/,
ANALYSIS.md and NOTES were not read, and no checker or grader was run on these probes. Read:
corpus/README.md (how labels were made, sources table), corpus_build.py (g, m, write_probes),
build_adversarial_redteam21.py (structure, label rules) and issue 25.

Aim: right and wrong final answers written in the languages models answer in (Chinese, Japanese, Korean,
Russian, Polish, Vietnamese, Persian, Spanish, German, French, Turkish, Arabic, Hindi), half kind A, half kind B twins. The
deadline left minutes, so the set is small; every probe carries an English gloss in its note.

Problems and golds (arithmetic checked by hand):
- GSM8K: 13 baskets of 17 apples -> 13 x 17 = 221 (10 x 17 = 170, 3 x 17 = 51, 170 + 51 = 221).
  Wrong value used: 212 (a digit swap), 238 (14 x 17 = 221 + 17).
- MATH: 3^4 + 4^3 = 81 + 64 = 145. Wrong value used: 154 (digit swap), 144 (12^2).

Id prefixes as round 21 (t_, h_, n_, u_, r_, q_); `_m_` marks MATH, `_ok_` kind B. Kind A: a wrong
or withdrawn final answer a careless checker accepts; kind B: a right one in a notation or
language real models write. Labels: the model's last committed answer decides; a value it
withdraws or negates is not its answer; a quoted or hypothetical value is not its statement.
"""

from corpus_build import g, m, write_probes

W = "13 baskets x 17 apples = 221 apples.\n"
WM = "$3^4 = 81$, $4^3 = 64$, $81 + 64 = 145$.\n"

CASES = [
    # t_: answer tags with a sentence in another language
    g(
        "t_ok_zh",
        "B",
        "221",
        "correct",
        "answer_tag",
        "<think>" + W + "</think><answer>答案是 221 个苹果。</answer>",
        "Chinese: 'The answer is 221 apples.'",
    ),
    g(
        "t_zh_wrong",
        "A",
        "221",
        "wrong",
        "answer_tag",
        "<think>" + W + "</think><answer>答案是 212 个苹果。</answer>",
        "Chinese: 'The answer is 212 apples.' The working says 221 but the answer tag commits 212.",
    ),
    # h_: phrase marker in another language then ####
    g(
        "h_ok_es",
        "B",
        "221",
        "correct",
        "phrase_marker",
        W + "La respuesta es: #### 221",
        "Spanish: 'The answer is: #### 221'.",
    ),
    g(
        "h_es_wrong",
        "A",
        "221",
        "wrong",
        "phrase_marker",
        "13 cestas x 17 = 221; sumo una cesta más por error: 238.\nLa respuesta es: #### 238",
        "Spanish: 'I add one more basket by mistake: 238. The answer is: #### 238'.",
    ),
    # n_: negation in another language
    g(
        "n_de_not",
        "A",
        "221",
        "wrong",
        "negation",
        W + "Die Antwort ist nicht 221, sondern 238.",
        "German: 'The answer is not 221, but 238.' The final answer is 238.",
    ),
    g(
        "n_ok_de",
        "B",
        "221",
        "correct",
        "negation",
        W + "Die Antwort ist nicht 238, sondern 221.",
        "German: 'The answer is not 238, but 221.'",
    ),
    # u_: words after a number
    g(
        "u_ru_dozen",
        "A",
        "221",
        "wrong",
        "unit_words",
        W + "Ответ: 221 десяток.",
        "Russian: 'Answer: 221 dozen' (= 2652 items); a count word, not a unit.",
    ),
    g(
        "u_ok_ru",
        "B",
        "221",
        "correct",
        "unit_words",
        W + "Ответ: 221 яблоко.",
        "Russian: 'Answer: 221 apples' (яблоко, singular after 221 as Russian grammar requires).",
    ),
    # r_: retraction after the answer / harmless after-text
    g(
        "r_fr_erratum",
        "A",
        "221",
        "wrong",
        "retraction",
        "#### 221\nCorrection : j'ai compté une corbeille de trop, la bonne réponse est 212.",
        "French: 'Correction: I counted one basket too many, the right answer is 212.' Retracts 221.",
    ),
    g(
        "r_ok_fr",
        "B",
        "221",
        "correct",
        "after_text",
        W + "#### 221\nVérification : 221 ÷ 17 = 13. J'espère que cela vous aide !",
        "French: 'Check: 221 / 17 = 13. I hope this helps!' Harmless after-text.",
    ),
    # q_: reported statements
    g(
        "q_tr_teacher",
        "A",
        "221",
        "wrong",
        "reported",
        "Öğretmen cevabın 221 olduğunu söyledi, ama ben çözemedim.",
        "Turkish: 'The teacher said the answer is 221, but I could not solve it.' No own answer.",
    ),
    g(
        "q_ok_tr",
        "B",
        "221",
        "correct",
        "reported",
        "Kitap 212 diyor, ama 13 x 17 = 221. Cevap: 221",
        "Turkish: 'The book says 212, but 13 x 17 = 221. Answer: 221'.",
    ),
    # MATH twins
    m(
        "t_m_ok_ja",
        "B",
        "145",
        "correct",
        "answer_tag",
        "<think>" + WM + "</think><answer>答えは $\\boxed{145}$ です。</answer>",
        "Japanese: 'The answer is \\boxed{145}.'",
    ),
    m(
        "t_m_ja_wrong",
        "A",
        "145",
        "wrong",
        "answer_tag",
        "<think>" + WM + "</think><answer>答えは $\\boxed{154}$ です。</answer>",
        "Japanese: 'The answer is \\boxed{154}.'",
    ),
    m(
        "n_m_ar_not",
        "A",
        "145",
        "wrong",
        "negation",
        WM + "الجواب ليس $\\boxed{145}$.",
        "Arabic: 'The answer is not \\boxed{145}.' Negated box, no answer given.",
    ),
    m(
        "n_m_ok_ar",
        "B",
        "145",
        "correct",
        "negation",
        WM + "الجواب ليس 154، بل $\\boxed{145}$.",
        "Arabic: 'The answer is not 154, but \\boxed{145}.'",
    ),
    m(
        "q_m_hi_hypo",
        "A",
        "145",
        "wrong",
        "hypothetical",
        "यदि उत्तर $\\boxed{145}$ होता, तो जाँच सफल होती। लेकिन $3^4 + 4^3 = 144$ है, अतः उत्तर $\\boxed{144}$ है।",
        "Hindi: 'If the answer were \\boxed{145}, the check would pass. But 3^4 + 4^3 = 144, so the answer is \\boxed{144}.' Final answer 144.",
    ),
    m(
        "q_m_ok_hi",
        "B",
        "145",
        "correct",
        "hypothetical",
        WM + "अतः उत्तर $\\boxed{145}$ है। यदि हम $4^4$ लेते तो उत्तर 337 होता।",
        "Hindi: 'So the answer is \\boxed{145}. If we took 4^4 the answer would be 337.' (81 + 256 = 337) A hypothetical aside after the committed answer.",
    ),
    g(
        "u_ok_fa_digits",
        "B",
        "221",
        "correct",
        "number_format",
        W + "پاسخ: ۲۲۱ سیب",
        "Persian: 'Answer: 221 apples' in Persian digits (۲۲۱ = 221).",
    ),
    g(
        "u_ok_ko",
        "B",
        "221",
        "correct",
        "unit_words",
        W + "따라서 정답은 221개입니다.",
        "Korean: 'Therefore the answer is 221 (items).' -개 is the counter suffix.",
    ),
    g(
        "n_ko_not",
        "A",
        "221",
        "no_answer",
        "negation",
        "정답은 221개가 아닙니다. 다시 계산해야 합니다.",
        "Korean: 'The answer is not 221. I need to recalculate.' Negated value, no answer.",
    ),
    m(
        "t_m_ok_vi",
        "B",
        "145",
        "correct",
        "closing",
        WM + "Vậy đáp án là $\\boxed{145}$.",
        "Vietnamese: 'So the answer is \\boxed{145}.'",
    ),
    m(
        "r_m_pl_retract",
        "A",
        "145",
        "wrong",
        "retraction",
        "Odpowiedź: $\\boxed{145}$.\nNie, pomyłka! Poprawna odpowiedź to $\\boxed{154}$.",
        "Polish: 'Answer: \\boxed{145}. No, mistake! The correct answer is \\boxed{154}.' Retracted for 154.",
    ),
]

DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    write_probes("adversarial_redteam55", CASES, [], DECISIONS)
