"""Issue 25, session 31: each rule written this session, both ways (what it must now accept or
refuse and the case beside it it must keep). Earlier sessions' cases: test_session30_rules.py and
before."""

from __future__ import annotations

import pytest

from .rule_cases import assert_verdict

G, M = "gsm8k", "math"
OK, MIS, PARSE, NONE = "ok", "mismatch", "parse_error", "no_answer"

# Number words of Hindi and Bengali (their vowel signs are no word characters to `re`).
INDIC_WORDS = [
    (G, "56 / 8 = 7\nउत्तर: प्रत्येक मित्र को सात स्टिकर मिलेंगे।", "7", True, OK),
    (G, "56 / 8 = 7\nउत्तर: प्रत्येक मित्र को सात स्टिकर मिलेंगे।", "8", False, MIS),
    (G, "56 / 8 = 7\nউত্তর: প্রত্যেকে সাতটি স্টিকার পাবে। তাই উত্তর সাত।", "7", True, OK),
]  # fmt: skip

# Hours and a half in words after the hours or between the number and them, in a number word
# of German or Dutch, before the number in Hindi and Bengali; hours and minutes abbreviated.
HOURS_AND_A_HALF = [
    (G, "210 / 60 = 3.5\nRespuesta: 3 horas y media.", "3.5", True, OK),
    (G, "210 / 60 = 3.5\nRespuesta: 3 horas y media.", "3", False, MIS),
    (G, "210 / 60 = 3.5\nAntwort: Die Folgen dauern zusammen dreieinhalb Stunden.", "3.5", True,
     OK),
    (G, "210 / 60 = 3.5\nAntwort: Die Folgen dauern zusammen dreieinhalb Stunden.", "3", False,
     MIS),
    (G, "210 / 60 = 3.5\nAntwoord: drie en een half uur.", "3.5", True, OK),
    (G, "210 / 60 = 3.5\nAnswer: 3 and a half hours.", "3.5", True, OK),
    (G, "210 / 60 = 3.5\nAnswer: 3 and a half hours.", "3", False, MIS),
    (G, "210 / 60 = 3.5\nОтвет: 3 ч 30 мин.", "3.5", True, OK),
    (G, "210 / 60 = 3.5\nОтвет: 3 ч 30 мин.", "3.3", False, MIS),
    (G, "270 / 60 = 4.5\nउत्तर: साढ़े चार घंटे", "4.5", True, OK),
    (G, "270 / 60 = 4.5\nउत्तर: साढ़े चार घंटे", "4", False, MIS),
    (G, "270 / 60 = 4.5\nউত্তর: সাড়ে চার ঘণ্টা", "4.5", True, OK),
]  # fmt: skip

# Below zero in Hebrew, Arabic, Persian, Hindi, Bengali, Thai words (and their degree words).
BELOW_ZERO = [
    (G, "-3 - 8 = -11\nתשובה: 11 מעלות מתחת לאפס.", "-11", True, OK),
    (G, "-3 - 8 = -11\nתשובה: 11 מעלות מתחת לאפס.", "11", False, MIS),
    (G, "-3 - 8 = -11\nالإجابة: 11 درجة تحت الصفر.", "-11", True, OK),
]  # fmt: skip

# A bare Chinese answer label (答：) with a sentence: the number after the last copula (not one in
# a note in brackets; numbers in words are the readers' below).
BARE_ANSWER_LABEL = [
    (G, "-3 - 8 = -11\n答：4小时后的气温是零下11摄氏度。", "-11", True, OK),
    (G, "-3 - 8 = -11\n答：4小时后的气温是零下11摄氏度。", "11", False, MIS),
    (M, "x\n答：每个内角为 $162^\\circ$（内角和为 $3240^\\circ$）。", "162", True, OK),
    (M, "x\n答：所求概率为九分之一。", "\\frac{1}{9}", True, OK),
]  # fmt: skip

# A sentence that ends on its value after a copula of another language, with givens and math
# before it (in answer tags too); the value must end the sentence.
COPULA_ABROAD = [
    (M, "<think>x</think>\n<answer>Số dư khi chia $2^{10}$ cho 7 là 2.</answer>", "2", True, OK),
    (M, "<think>x</think>\n<answer>Le reste de la division de $2^{10}$ par 7 est 2.</answer>", "2",
     True, OK),
    (M, "<think>x</think>\n<answer>Der Rest von $2^{10}$ geteilt durch 7 ist 2.</answer>", "2",
     True, OK),
    (M, "x\nEl resto de $2^{10}$ entre 7 no es 2.", "2", False, None),
    (M, "x\nDer Rest von $2^{10}$ geteilt durch 7 ist nicht 2.", "2", False, None),
    (M, "<think>x</think>\n<answer>从8人中选3人，共有56种不同的选法。</answer>", "56", True, OK),
    (M, "<think>x</think>\n<answer>f(-2)의 값은 10입니다.</answer>", "10", True, OK),
    (M, "<think>x</think>\n<answer>f(-2)의 값은 10입니다.</answer>", "-2", False, MIS),
    # (not a value the sentence does not end on: a correction, a hedge, a report)
    (M, "<think>x</think>\n<answer>答えは75%です――いや、待って：25%</answer>", "75", False, None),
    (G, "x\nただし1冊480円なら2120円なので、答えは2240円か2120円のどちらかです。", "2240", False,
     None),
    (G, "x\n友人は17,480ドルだと言いましたが、ボーナスを除くと15,000ドルです。", "17480", False,
     None),
    # (nor the first piece of a number grouped by spaces)
    (G, "x = 13750\nDie Antwort ist 13 750 Einwohner.", "13750", True, OK),
]  # fmt: skip

# "Y instead of X": Y is the value (the languages that put it first); the languages that put the
# replaced value first ("X yerine Y") are read by the last value.
INSTEAD_OF = [
    (M, "x\nDas Ergebnis ist also $5 - 5i$ statt $5 + 5i$.", "5 + 5i", False, MIS),
    (M, "x\nDas Ergebnis ist also $5 - 5i$ statt $5 + 5i$.", "5 - 5i", True, OK),
    (M, "x\nSo the result is $5 - 5i$ instead of $5 + 5i$.", "5+5i", False, MIS),
    (M, "x\nСумма равна $\\frac{8}{10}$ вместо $\\frac{19}{12}$.", "\\frac{19}{12}", False, MIS),
    (M, "x\nDonc $\\sin 60° = \\frac{\\sqrt{3}}{2}$ au lieu de $\\frac{1}{2}$.",
     "\\frac{\\sqrt{3}}{2}", True, OK),
    (G, "684 / 12 = 57\nSe necesitan 57 cartones en lugar de 56.", "57", True, OK),
    (G, "684 / 12 = 57\nSe necesitan 57 cartones en lugar de 56.", "56", False, MIS),
    (G, "684 / 12 = 57\nSo we need 57 boxes instead of 56.", "56", False, MIS),
    (G, "x\nOnuncu terim 43 yerine 39'dur.", "39", True, OK),
    (G, "x\nOnuncu terim 43 yerine 39'dur.", "43", False, MIS),
    (G, "x\nসুতরাং ৫৬টির বদলে ৫৭টি কার্টন লাগবে।", "57", True, OK),
    (G, "x\nসুতরাং ৫৬টির বদলে ৫৭টি কার্টন লাগবে।", "56", False, MIS),
]  # fmt: skip

# Fractions in words of other languages (numerator word, denominator word; Turkish, Vietnamese
# and Bengali in their own orders).
FRACTION_WORDS = [
    (M, "3 of 8\nLa probabilidad es de tres octavos.", "\\frac{3}{8}", True, OK),
    (M, "3 of 8\nLa probabilidad es de tres octavos.", "\\frac{3}{4}", False, MIS),
    (M, "3 of 8\nDie Wahrscheinlichkeit beträgt drei Achtel.", "\\frac{3}{8}", True, OK),
    (M, "3 of 8\nОтвет: три восьмых.", "\\frac{3}{8}", True, OK),
    (M, "3 of 8\nCevap: sekizde üç", "\\frac{3}{8}", True, OK),
    (M, "3 of 8\nCevap: sekizde üç", "\\frac{8}{3}", False, MIS),
    (M, "3 of 8\nVậy xác suất là ba phần tám.", "\\frac{3}{8}", True, OK),
    (M, "3 of 8\nসুতরাং সম্ভাবনা আট ভাগের তিন ভাগ।", "\\frac{3}{8}", True, OK),
    (M, "3 of 8\nלכן ההסתברות היא שלוש שמיניות.", "\\frac{3}{8}", True, OK),
]  # fmt: skip

# Major and minor units of money in more languages, and scale words (Swedish, Arabic, Greek,
# `M€`).
AMOUNTS = [
    (G, "3 * 4.35 = 13.05\nRespuesta: 13 euros con 5 céntimos.", "13.05", True, OK),
    (G, "3 * 4.35 = 13.05\nRespuesta: 13 euros con 5 céntimos.", "13.5", False, MIS),
    (G, "3 * 4.35 = 13.05\nउत्तर: 13 रुपये 5 पैसे", "13.05", True, OK),
    (G, "3 * 4.35 = 13.05\nตอบ 13 บาท 5 สตางค์", "13.05", True, OK),
    (G, "8 * 300000 = 2400000\nSvar: 2,4 miljoner kr", "2400000", True, OK),
    (G, "5 × 3.45 = 17.25\nОтвет: 17 долларов 25 центов.", "17.25", True, OK),
    (G, "5 × 3.45 = 17.25\nSvar: 17 kronor och 25 öre", "17.25", True, OK),
    (G, "5 × 3.45 = 17.25\nSvar: 17 kronor och 5 öre", "17.5", False, MIS),
    (G, "5 × 3.45 = 17.25\nپاسخ: ۱۷ دلار و ۲۵ سنت", "17.25", True, OK),
    (G, "8 * 300000 = 2400000\nSvar: 2,4 miljoner kr", "2.4", False, MIS),
    (G, "8 * 300000 = 2400000\nΑπάντηση: 2,4 εκατ. ευρώ", "2400000", True, OK),
]  # fmt: skip

# An answer line that alone writes its numbers the continental way after English working (not a
# check or a supposition after the answer line).
CONTINENTAL_LAST_LINE = [
    (G, "6 * 45 = 270 min\n270 / 60 = 4.5\nОтвет: 4,5 ч (4 ч 30 мин).", "4.5", True, OK),
    (G, "6 * 45 = 270 min\n270 / 60 = 4.5\nОтвет: 4,5 ч (4 ч 30 мин).", "45", False, None),
    (G, "Aylık kira 3.250 TL olduğuna göre 6 × 3.250 = 19.500 TL ödenir.\nCevap: 19.500 TL\n\n"
        "Eğer kira 3.500 TL olsaydı, 6 ayda 21.000 TL ödenirdi.", "19500", True, OK),
]  # fmt: skip

# An answer tag holding a sentence of another language that gives the problem's numbers, then
# its value last (with a unit, counter or copula after it); not where it denies, hedges, lists or
# reports, nor a piece of a number grouped by spaces.
TAG_SENTENCE_ABROAD = [
    (G, "<think>\n5 × 3.45 = 17.25\n</think>\n<answer>5千克苹果一共17.25元</answer>", "17.25", True,
     OK),
    (G, "<think>\n5 × 3.45 = 17.25\n</think>\n<answer>5千克苹果一共17.25元</answer>", "5", False,
     MIS),
    (M, "<think>\nx\n</think>\n<answer>1 से 50 तक की संख्याओं का योग 1275 है</answer>", "1275",
     True, OK),
    (M, "<think>\nx\n</think>\n<answer>$\\frac{5\\pi}{4}$ rad correspond à $225°$</answer>",
     "225", True, OK),
    (M, "<think>\nx\n</think>\n<answer>답은 $16$이 아닙니다.</answer>", "16", False, None),
    (G, "<think>\nx\n</think>\n<answer>La empresa fabricó 73 500 piezas</answer>", "500", False,
     PARSE),
    (M, "<think>\nx\n</think>\n<answer>$x = -4$ か $x = 3$</answer>", "-4, 3", True, OK),
    # (the Turkish copula written onto the value: the value, not the math before it)
    (M, "<think>\nx\n</think>\n<answer>$(2 + 3i)(1 - i)$ çarpımının gerçek kısmı 5'tir</answer>",
     "5 + i", False, MIS),
    (M, "<think>\nx\n</think>\n<answer>$(2 + 3i)(1 - i)$ çarpımının gerçek kısmı 5'tir</answer>",
     "5", True, OK),
]  # fmt: skip

# Smaller rules of the session: the model's own "my response is as follows:" leads in no
# template; "so" in Greek takes a reported value up; a decimal comma before a scale word of
# another language; Hindi "or" a word of its own.
SMALLER = [
    (G, "x\n\nmy response is as follows:\n<answer>\n40\n</answer>", "40", True, OK),
    (G, "x\n\nWrite it as follows:\n<answer>\n40\n</answer>", "40", False, NONE),
    (M, "$1 + 2 + \\dots + 50 = 1275$\nΟ καθηγητής είπε ότι το άθροισμα είναι 1.250, οπότε η "
        "απάντηση είναι 1250.", "1275", False, MIS),
    (G, "<think>\n3 × 425000 = 1275000\n</think>\n<answer>De drie steden hebben samen 1,275 duizend "
        "inwoners</answer>", "1275000", False, MIS),
    (G, "x\nSo the towns have 1,275 thousand people.", "1275000", True, OK),
    (G, "x\nफिर भी उत्तर 12 या 13 है", "12", False, None),
]  # fmt: skip

# An answer put first ("#### 18\nReasoning: ...") is a guess the working may overturn: what the
# working states stands, the opening value where it states nothing; two hashes and a value closing
# a line of prose mark the value as `####` does (real round 64, After-Wind's base-model dump).
OPENING_HASH = [
    (G, "#### 18\nReasoning:\n1. Raymond has 40 jewels, so half is 20.\n2. Aaron has 20 + 5 = 25.\n"
        "3. Siobhan has 25 - 2 = 23 jewels. ## 23", "23", True, OK),
    (G, "#### 18\nReasoning:\n1. Raymond has 40 jewels, so half is 20.\n2. Aaron has 20 + 5 = 25.\n"
        "3. Siobhan has 25 - 2 = 23 jewels. ## 23", "18", False, MIS),
    (G, "#### 18\nReasoning:\n1. Half of 40 is 20.\n2. Add the 5 more.\n3. Take away the 2 fewer.",
     "18", True, OK),
    (G, "Half of 40 is 20, and 20 + 5 - 2 = 23.\n#### 23\nSo she has 23.", "23", True, OK),
    (G, "## 23 jewels\nThe heading is no answer.", "23", False, None),
    # (not where what follows is a next problem or turn, not working)
    (G, "#### 15\n\nProblem 2: Tom has 16.\nHe buys none.\nSo he has 16.\n#### 16", "16", False, None),
]  # fmt: skip

# Roots joined by Bengali "or" (অথবা) and Thai "and" (และ); the Arabic school variable `س`.
ROOTS_ABROAD = [
    (M, "x\nঅতএব, $x = -4$ অথবা $x = 3$।", "-4, 3", True, OK),
    (M, "x\nঅতএব, $x = -4$ অথবা $x = 3$।", "3", False, MIS),
    (M, "x\nดังนั้น $x = 7$ และ $y = 3$", "(7, 3)", True, OK),
    (M, "x\nإذن $س = ٢$ أو $س = ٣$.", "2, 3", True, OK),
    (M, "x\nإذن $س = ٢$ أو $س = ٣$.", "2", False, MIS),
]  # fmt: skip

ALL = [
    *INDIC_WORDS,
    *HOURS_AND_A_HALF,
    *BELOW_ZERO,
    *BARE_ANSWER_LABEL,
    *COPULA_ABROAD,
    *INSTEAD_OF,
    *FRACTION_WORDS,
    *AMOUNTS,
    *CONTINENTAL_LAST_LINE,
    *TAG_SENTENCE_ABROAD,
    *SMALLER,
    *OPENING_HASH,
    *ROOTS_ABROAD,
]


@pytest.mark.parametrize(("checker", "completion", "gold", "correct", "reason"), ALL)
def test_session31_rule(
    checker: str, completion: str, gold: str, correct: bool, reason: str | None
) -> None:
    assert_verdict(checker, completion, gold, correct, reason)
