r"""Build adversarial_redteam94.jsonl: a ninety-fourth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam94", issue 25), written by a NEW helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
multilingual round, and WITHOUT running the checker or any grader on the probes (labels by reading and
hand arithmetic only), handed over BEFORE any scoring. Not model output. Only corpus/README.md,
corpus_build.py, build_adversarial_redteam21.py (structure and label rules) and the issue were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual chat and
reasoning models write them: Chinese (zh), Japanese (ja), Korean (ko), Russian (ru), Ukrainian (uk),
Spanish (es), Portuguese (pt), French (fr), German (de), Italian (it), Dutch (nl), Polish (pl),
Turkish (tr), Arabic (ar), Persian (fa), Hindi (hi), Bengali (bn), Vietnamese (vi), Indonesian (id),
Thai (th), Greek (el), Hebrew (he), Czech (cs), Swedish (sv), Tagalog (tl); the language code is in
the id after the class prefix and any `m_` / `ok_` (`en` marks English thinking with an answer in
another language). Their answer phrases, decimal commas and thousands separators (12.540,
12 540, 1,458), native numerals (Arabic-Indic, Persian, Devanagari, Bengali, Thai, full-width), scale
words (万, 千, mil, тысяч, हज़ार), counted nouns and measure words (个, 本, 자루), negation and
correction idioms, checks after the answer, closings, reported and hypothetical speech, answer tags
with sentences in the language, and mixed-language outputs (English thinking, answer in another
language, and the reverse). Every non-English text has an English gloss in its note.

Problems and golds (arithmetic checked by hand, and numbers only with python):
GSM8K path
  APP   37 crates of 19 apples, 268 sold -> 435 (37*19 = 703; 703 - 268 = 435; check 435 + 268 = 703).
        Slip: 286 sold -> 417 (703 - 286 = 417).
  CHE   2.5 kg of cheese at 7.46 a kg -> 18.65 (2*7.46 = 14.92, 0.5*7.46 = 3.73, sum 18.65).
        Slip 18.56 (digits swapped); rounded 18.7 / 18.6 / 19.
  TMP   2 degrees C, falling 1.3 degrees an hour for 9 hours -> -9.7 (1.3*9 = 11.7; 2 - 11.7 = -9.7).
        Sign lost: 9.7.
  PAY   418 a week for 30 weeks -> 12540 (418*30 = 12540). Slip 481*30 = 14430.
  POP   48,600 residents, 12,750 more -> 61350 (48600 + 12750 = 61350). Slip 48600 + 12570 = 61170.
  PCT   21 of 24 students passed -> 87.5 (21/24 = 0.875). Slip 20/24 = 83.33...
  BOX   54 boxes of 27 pencils -> 1458 (54*27 = 1350 + 108 = 1458). Digit swap 1485.
  SHR   3,192 stickers shared by 8 children -> 399 (8*399 = 3192). Slip 3,912 / 8 = 489.
  NIL   4 tickets at 35 from 140 -> 0 (4*35 = 140; 140 - 140 = 0).
MATH path
  PROB  a multiple of 8 from 1..90 -> \frac{11}{90} (8, 16, ..., 88: 88/8 = 11; 11/90 = 0.1222...).
  RAT   28/\sqrt7 -> 4\sqrt{7} (28\sqrt7/7 = 4\sqrt7; 16*7 = 112 = 28^2/7 = 784/7).
  ROOT  7x^2 - 15x + 2 = 0 -> \frac{1}{7}, 2 ((7x - 1)(x - 2) = 7x^2 - 14x - x + 2; 28 - 30 + 2 = 0).
  CPX   (3 - 2i)(4 + 5i) -> 22 + 7i (12 + 15i - 8i - 10i^2 = 12 + 7i + 10).
  SYS   x + y = 13, x - y = 5 -> (9, 4) (2x = 18; y = 4; check 9 - 4 = 5).
  BASE  432_5 -> 117 (4*25 + 3*5 + 2 = 100 + 15 + 2).
  INT   |3x + 1| <= 8 -> \left[ -3, \frac{7}{3} \right] (-8 <= 3x + 1 <= 8; -9 <= 3x <= 7).
  SEC   sector of radius 10, angle 63 degrees -> \frac{35\pi}{2} (63/360 * 100\pi = 6300\pi/360 = 17.5\pi
        = 54.977...).
  FRAC  2/5 + 1/6 -> \frac{17}{30} (12/30 + 5/30 = 17/30 = 0.5666...).
  SLP   the slope through (1, 3) and (5, -7) -> -\frac{5}{2} (-10/4 = -2.5).
  HEPT  the interior angles of a heptagon add to 900 (degrees) ((7 - 2)*180 = 900).
  ZERO  x^3 - 27 at x = 3 -> 0 (27 - 27 = 0).
Golds were chosen after `grep -c` over adversarial_redteam*.jsonl; most were used by no earlier round
(12540, 61350, 1458, 399, 18.65, -9.7, 22 + 7i, (9, 4), 17/30, -5/2, 11/90, 4\sqrt7, 35\pi/2, ...).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (rounding, decimal and thousands separators, scale words, number words, near zero); `n_`
negation, strike-out, annotation; `u_` unit words, counted nouns and measure words; `r_` retractions
after the answer and harmless after-text; `q_` quoted, reported, hypothetical text; `b_` bad input a
JSON corpus can hold (native numerals, invisible marks, BOM, NUL; no lone surrogates). An `_m_` after
the prefix marks a MATH probe; `_ok_` marks kind B. Then the language code.

Kinds (`kind`): "A" a WRONG, withdrawn or unanswered completion a careless checker accepts; "B" a
RIGHT completion in a notation or wording real models write, which a strict checker might refuse.

Labels follow corpus/README.md ("How labels were made") and the brief: the model's LAST COMMITTED
final answer decides; a value it withdraws, negates, or only mentions as a hypothetical, a quotation
or someone else's claim is not its answer; a hedge or two different final answers is `wrong`; no
final answer is `no_answer`; a value equal to the gold mathematically (a decimal comma, a thousands
separator of the language, native digits, a scale word that gives the same number, "-9,7 degrees
below zero" = -9.7) is `correct`; a rounded decimal for an exact gold is `wrong`; text in an invented
next turn does not count; a check or closing after a committed answer does not replace it. A NUL
anywhere makes the pair bad input (debatable, decision `reject`). Debatable probes carry
`"debatable": true`, the reasoning in `note`, and in DECISIONS the decision this round proposes.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam94.py
"""

import unicodedata

from corpus_build import IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K working, by language
# APP: gold 435 (37 * 19 = 703; 703 - 268 = 435). Slip: 286 sold -> 417.
APP = {
    "zh": "每箱有 19 个苹果，37 箱共有 37 × 19 = 703 个苹果。\n卖掉 268 个后，还剩 703 − 268 = 435 个苹果。\n",
    "es": "37 cajas de 19 manzanas son 37 × 19 = 703 manzanas.\nDespués de vender 268, quedan 703 − 268 = 435 manzanas.\n",
    "ru": "В 37 ящиках по 19 яблок: 37 · 19 = 703 яблока.\nПродали 268, значит, осталось 703 − 268 = 435 яблок.\n",
    "tr": "37 kasada 19'ar elma var: 37 × 19 = 703 elma.\n268 elma satıldıktan sonra 703 − 268 = 435 elma kalır.\n",
    "ja": "1箱に19個のりんごが入っていて、37箱あるので 37 × 19 = 703 個です。\n268 個売れたので、残りは 703 − 268 = 435 個です。\n",
    "en": "There are 37 * 19 = <<37*19=703>>703 apples.\nAfter selling 268, 703 - 268 = <<703-268=435>>435 apples are left.\n",
}
APP_SLIP = {k: v.replace("268", "286").replace("435", "417") for k, v in APP.items()}
# CHE: gold 18.65 (2.5 * 7.46). Slip 18.56.
CHE = {
    "de": "2,5 kg Käse zu 7,46 € pro Kilogramm kosten 2,5 · 7,46 = 18,65 €.\n",
    "fr": "2,5 kg de fromage à 7,46 € le kilo coûtent 2,5 × 7,46 = 18,65 €.\n",
    "pt": "2,5 kg de queijo a R$ 7,46 o quilo custam 2,5 × 7,46 = R$ 18,65.\n",
    "pl": "2,5 kg sera po 7,46 zł za kilogram kosztuje 2,5 · 7,46 = 18,65 zł.\n",
    "id": "Harga 2,5 kg keju dengan harga 7,46 dolar per kg adalah 2,5 × 7,46 = 18,65 dolar.\n",
    "vi": "2,5 kg phô mai, mỗi kg giá 7,46 đô la, nên tổng tiền là 2,5 × 7,46 = 18,65 đô la.\n",
}
CHE_SLIP = {k: v.replace("18,65", "18,56") for k, v in CHE.items()}
# TMP: gold -9.7 (1.3 * 9 = 11.7; 2 - 11.7 = -9.7).
TMP = {
    "ru": "За 9 часов температура упала на 1,3 · 9 = 11,7 °C.\nИтоговая температура: 2 − 11,7 = −9,7 °C.\n",
    "uk": "За 9 годин температура знизилася на 1,3 · 9 = 11,7 °C.\nКінцева температура: 2 − 11,7 = −9,7 °C.\n",
    "cs": "Za 9 hodin teplota klesne o 1,3 · 9 = 11,7 °C.\nKonečná teplota je 2 − 11,7 = −9,7 °C.\n",
    "sv": "Under 9 timmar sjunker temperaturen med 1,3 · 9 = 11,7 °C.\nSluttemperaturen blir 2 − 11,7 = −9,7 °C.\n",
    "zh": "9 小时共下降 1.3 × 9 = 11.7 °C，最后温度为 2 − 11.7 = −9.7 °C。\n",
    "ko": "9시간 동안 1.3 × 9 = 11.7도 내려가므로 최종 기온은 2 − 11.7 = −9.7도입니다.\n",
}
# PAY: gold 12540 (418 * 30). Slip 481 * 30 = 14430.
PAY = {
    "de": "Sie verdient 418 € pro Woche, in 30 Wochen also 418 · 30 = 12.540 €.\n",
    "fr": "Elle gagne 418 € par semaine, donc en 30 semaines : 418 × 30 = 12 540 €.\n",
    "it": "Guadagna 418 € a settimana, quindi in 30 settimane: 418 × 30 = 12.540 €.\n",
    "nl": "Ze verdient € 418 per week, dus in 30 weken: 418 × 30 = € 12.540.\n",
    "es": "Gana 418 € por semana; en 30 semanas gana 418 × 30 = 12 540 €.\n",
}
PAY_SLIP = {
    k: v.replace("418", "481").replace("12.540", "14.430").replace("12 540", "14 430")
    for k, v in PAY.items()
}
# POP: gold 61350 (48600 + 12750). Slip 61170 (12,570 read).
POP = {
    "hi": "शहर की जनसंख्या 48,600 थी और उसमें 12,750 की वृद्धि हुई।\nनई जनसंख्या = 48,600 + 12,750 = 61,350\n",
    "zh": "原有人口 48,600 人，增加了 12,750 人，现在人口为 48,600 + 12,750 = 61,350 人。\n",
    "ar": "كان عدد سكان المدينة 48600 نسمة، وزاد بمقدار 12750 نسمة.\nإذن عدد السكان الآن = 48600 + 12750 = 61350 نسمة.\n",
    "fa": "جمعیت شهر ۴۸۶۰۰ نفر بود و ۱۲۷۵۰ نفر به آن اضافه شد.\nجمعیت جدید: ۴۸۶۰۰ + ۱۲۷۵۰ = ۶۱۳۵۰ نفر.\n",
    "ko": "인구는 48,600명이었고 12,750명이 늘었으므로 48,600 + 12,750 = 61,350명입니다.\n",
    "bn": "শহরের জনসংখ্যা ছিল ৪৮,৬০০ জন, বেড়েছে ১২,৭৫০ জন।\nনতুন জনসংখ্যা = ৪৮,৬০০ + ১২,৭৫০ = ৬১,৩৫০ জন।\n",
}
# PCT: gold 87.5 (21 / 24 = 0.875).
PCT = {
    "fr": "21 élèves sur 24 ont réussi : 21 / 24 = 0,875, soit 87,5 %.\n",
    "es": "Aprobaron 21 de 24 estudiantes: 21 ÷ 24 = 0,875, es decir, el 87,5 %.\n",
    "tr": "24 öğrenciden 21'i geçti: 21 / 24 = 0,875, yani %87,5.\n",
    "el": "Πέρασαν 21 από τους 24 μαθητές: 21 / 24 = 0,875, δηλαδή 87,5%.\n",
    "de": "21 von 24 Schülern haben bestanden: 21 : 24 = 0,875, also 87,5 %.\n",
}
# BOX: gold 1458 (54 * 27). Digit swap 1485.
BOX = {
    "ja": "1箱に27本の鉛筆が入っていて、54箱あるので、27 × 54 = 1458 本です。\n",
    "ko": "한 상자에 연필이 27자루씩 54상자 있으므로 27 × 54 = 1,458자루입니다.\n",
    "th": "มีดินสอกล่องละ 27 แท่ง จำนวน 54 กล่อง ดังนั้น 27 × 54 = 1,458 แท่ง\n",
    "bn": "প্রতি বাক্সে ২৭টি পেনসিল, ৫৪টি বাক্সে মোট ২৭ × ৫৪ = ১৪৫৮টি পেনসিল।\n",
    "tl": "May 27 na lapis sa bawat kahon at may 54 na kahon, kaya 27 × 54 = 1,458 na lapis.\n",
    "vi": "Mỗi hộp có 27 cây bút chì, có 54 hộp nên có 27 × 54 = 1.458 cây bút chì.\n",
}
# SHR: gold 399 (3192 / 8; 8 * 399 = 3192). Slip 3912 / 8 = 489.
SHR = {
    "vi": "Chia đều 3.192 nhãn dán cho 8 bạn: 3.192 : 8 = 399 nhãn dán mỗi bạn.\n",
    "he": "מחלקים 3,192 מדבקות שווה בשווה בין 8 ילדים: 3192 ÷ 8 = 399 מדבקות לכל ילד.\n",
    "id": "3.192 stiker dibagi rata kepada 8 anak: 3.192 : 8 = 399 stiker per anak.\n",
    "pl": "3192 naklejki dzielimy po równo między 8 dzieci: 3192 : 8 = 399 naklejek na dziecko.\n",
    "hi": "3192 स्टिकर 8 बच्चों में बराबर बाँटने पर हर बच्चे को 3192 ÷ 8 = 399 स्टिकर मिलेंगे।\n",
}
SHR_SLIP = {
    k: v.replace("3.192", "3.912")
    .replace("3,192", "3,912")
    .replace("3192", "3912")
    .replace("399", "489")
    for k, v in SHR.items()
}
# NIL: gold 0 (4 * 35 = 140; 140 - 140 = 0).
NIL = {
    "it": "4 biglietti a 35 € costano 4 × 35 = 140 €. Aveva 140 €, quindi le restano 140 − 140 = 0 €.\n",
    "sv": "4 biljetter à 35 kr kostar 4 · 35 = 140 kr. Hon hade 140 kr, så 140 − 140 = 0 kr finns kvar.\n",
    "ar": "ثمن 4 تذاكر هو 4 × 35 = 140 دولارًا، وكان معها 140 دولارًا، فيتبقى 140 − 140 = 0.\n",
    "pt": "4 ingressos de R$ 35 custam 4 × 35 = R$ 140. Ela tinha R$ 140, então sobram 140 − 140 = R$ 0.\n",
}

# ================================================================ MATH working, by language
G_PROB = r"\frac{11}{90}"
PROB = {
    "zh": r"1 到 90 中 8 的倍数有 $8, 16, \dots, 88$，共 $88 \div 8 = 11$ 个，所以概率为 $\frac{11}{90}$。",
    "es": r"Los múltiplos de $8$ entre $1$ y $90$ son $8, 16, \dots, 88$, es decir, $11$ números. La probabilidad es $\frac{11}{90}$.",
    "ru": r"Кратных $8$ чисел от $1$ до $90$ ровно $11$ ($8, 16, \ldots, 88$), поэтому вероятность равна $\frac{11}{90}$.",
}
G_RAT = r"4\sqrt{7}"
RAT = {
    "ja": r"分母を有理化すると、$\frac{28}{\sqrt{7}} = \frac{28\sqrt{7}}{7} = 4\sqrt{7}$ となります。",
    "de": r"Wir erweitern mit $\sqrt{7}$: $\frac{28}{\sqrt{7}} = \frac{28\sqrt{7}}{7} = 4\sqrt{7}$.",
    "pt": r"Racionalizando o denominador: $\frac{28}{\sqrt{7}} = \frac{28\sqrt{7}}{7} = 4\sqrt{7}$.",
}
G_ROOT = r"\frac{1}{7}, 2"
ROOT = {
    "de": r"Faktorisieren: $7x^2 - 15x + 2 = (7x - 1)(x - 2) = 0$, also $x = \frac{1}{7}$ oder $x = 2$.",
    "ru": r"По формуле корней: $D = 225 - 56 = 169$, $x_{1,2} = \frac{15 \pm 13}{14}$, то есть $x_1 = 2$, $x_2 = \frac{1}{7}$.",
    "zh": r"因式分解得 $7x^2 - 15x + 2 = (7x - 1)(x - 2) = 0$，所以 $x = \frac{1}{7}$ 或 $x = 2$。",
}
G_CPX = "22 + 7i"
CPX = {
    "es": r"Multiplicamos: $(3 - 2i)(4 + 5i) = 12 + 15i - 8i - 10i^2 = 12 + 7i + 10 = 22 + 7i$.",
    "ko": r"전개하면 $(3 - 2i)(4 + 5i) = 12 + 15i - 8i - 10i^2 = 22 + 7i$입니다.",
    "it": r"Sviluppando: $(3 - 2i)(4 + 5i) = 12 + 15i - 8i - 10i^2 = 12 + 7i + 10 = 22 + 7i$.",
}
G_SYS = "(9, 4)"
SYS = {
    "fr": r"En additionnant les deux équations, $2x = 18$, donc $x = 9$ et $y = 13 - 9 = 4$.",
    "pl": r"Dodając równania stronami, otrzymujemy $2x = 18$, więc $x = 9$, a $y = 13 - 9 = 4$.",
    "ru": r"Сложим уравнения: $2x = 18$, откуда $x = 9$, $y = 13 - 9 = 4$.",
}
G_BASE = "117"
BASE = {
    "ru": r"$432_5 = 4 \cdot 5^2 + 3 \cdot 5 + 2 = 100 + 15 + 2 = 117$.",
    "tr": r"$432_5 = 4 \cdot 25 + 3 \cdot 5 + 2 = 100 + 15 + 2 = 117$ olur.",
    "hi": r"$432_5 = 4 \cdot 25 + 3 \cdot 5 + 2 = 100 + 15 + 2 = 117$ होता है।",
}
G_INT = r"\left[ -3, \frac{7}{3} \right]"
INT = {
    "pt": r"$|3x + 1| \le 8$ equivale a $-8 \le 3x + 1 \le 8$, ou seja, $-9 \le 3x \le 7$, logo $-3 \le x \le \frac{7}{3}$.",
    "fr": r"$|3x + 1| \le 8$ équivaut à $-8 \le 3x + 1 \le 8$, soit $-9 \le 3x \le 7$, d'où $-3 \le x \le \frac{7}{3}$.",
}
G_SEC = r"\frac{35\pi}{2}"
SEC = {
    "ko": r"부채꼴의 넓이는 $\frac{63}{360} \cdot \pi \cdot 10^2 = \frac{7}{40} \cdot 100\pi = \frac{35\pi}{2}$입니다.",
    "el": r"Το εμβαδόν του τομέα είναι $\frac{63}{360} \cdot \pi \cdot 10^2 = \frac{7}{40} \cdot 100\pi = \frac{35\pi}{2}$.",
}
G_FRAC = r"\frac{17}{30}"
FRAC = {
    "it": r"Il minimo comune denominatore è $30$: $\frac{2}{5} + \frac{1}{6} = \frac{12}{30} + \frac{5}{30} = \frac{17}{30}$.",
    "nl": r"Gelijknamig maken met noemer $30$: $\frac{2}{5} + \frac{1}{6} = \frac{12}{30} + \frac{5}{30} = \frac{17}{30}$.",
}
G_SLP = r"-\frac{5}{2}"
SLP = {
    "pl": r"Współczynnik kierunkowy: $m = \frac{-7 - 3}{5 - 1} = \frac{-10}{4} = -\frac{5}{2}$.",
    "tr": r"Eğim $m = \frac{-7 - 3}{5 - 1} = \frac{-10}{4} = -\frac{5}{2}$ olur.",
}
G_HEPT = "900"
HEPT = {
    "vi": r"Tổng các góc trong của đa giác $n$ cạnh là $(n - 2) \cdot 180^\circ$; với $n = 7$: $5 \cdot 180^\circ = 900^\circ$.",
    "id": r"Jumlah sudut dalam segi-$n$ adalah $(n - 2) \cdot 180^\circ$; untuk $n = 7$: $5 \cdot 180^\circ = 900^\circ$.",
}
G_ZERO = "0"
ZERO = {
    "nl": r"Invullen geeft $f(3) = 3^3 - 27 = 27 - 27 = 0$.",
    "cs": r"Dosazením dostaneme $f(3) = 3^3 - 27 = 27 - 27 = 0$.",
}

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_other", "A", "435", "wrong", "tag", th(APP_SLIP["zh"]) + "<answer>还剩下 417 个苹果。</answer>", "zh 'there are 417 apples left': the tag states 417 (286 read for 268)"),
    g("t_ja_sentence_swap", "A", "1458", "wrong", "tag", th(BOX["ja"]) + "<answer>答えは 1485 本です。</answer>", "ja 'the answer is 1485 (pencils)': the tag's 1485 is not the working's 1458; the tag is the final answer"),
    g("t_ru_sign_lost", "A", "-9.7", "wrong", "tag", th(TMP["ru"]) + "<answer>Ответ: 9,7 °C</answer>", "ru 'Answer: 9.7 °C': the minus sign lost in the tag"),
    g("t_de_equation_other", "A", "18.65", "wrong", "tag", th(CHE_SLIP["de"]) + "<answer>2,5 · 7,46 = 18,56 €</answer>", "de: an equation chain in the tag ending 18,56 (= 18.56), a slip"),
    g("t_fr_sentence_other", "A", "12540", "wrong", "tag", th(PAY_SLIP["fr"]) + "<answer>Elle gagne 14 430 € au total.</answer>", "fr 'she earns 14 430 € in all' (481 read for 418)"),
    g("t_es_placeholder", "A", "435", "no_answer", "tag", th(APP["es"]) + "<answer>[tu respuesta aquí]</answer>", "es '[your answer here]': a template placeholder in the tag; 435 only in the thinking"),
    g("t_zh_refusal", "A", "61350", "no_answer", "tag", th(POP["zh"]) + "<answer>无法确定</answer>", "zh 'cannot be determined': the tag refuses; 61,350 only in the thinking"),
    g("t_ko_two_tags", "A", "1458", "wrong", "tag", th(BOX["ko"]) + "<answer>1,458자루</answer>\n<answer>1,485자루</answer>", "ko (자루 = counter for pencils): two tags, the last 1,485"),
    g("t_ar_hedge", "A", "61350", "wrong", "tag", th(POP["ar"]) + "<answer>61350 أو 61170 نسمة</answer>", "ar '61350 or 61170 people': a hedge in the tag"),
    g("t_vi_blank", "A", "399", "no_answer", "tag", th(SHR["vi"]) + "<answer>\n</answer>", "vi working ('share 3,192 stickers among 8 friends: 399 each'); the tag is blank"),
    m("t_m_ru_sentence_other", "A", G_PROB, "wrong", "tag", th(PROB["ru"]) + r"<answer>Вероятность равна $\frac{11}{80}$.</answer>", "ru 'the probability equals 11/80': the tag's value is not 11/90"),
    m("t_m_fr_swapped", "A", G_SYS, "wrong", "tag", th(SYS["fr"]) + r"<answer>La solution est $(4 ; 9)$.</answer>", "fr 'the solution is (4; 9)': x and y swapped"),
    m("t_m_de_one_root", "A", G_ROOT, "wrong", "tag", th(ROOT["de"]) + r"<answer>$x = 2$</answer>", "de working finds both roots; the tag gives only x = 2"),
    m("t_m_ja_box_other", "A", G_RAT, "wrong", "tag", th(r"分母を有理化すると、$\frac{28}{\sqrt{7}} = \frac{28\sqrt{7}}{14} = 2\sqrt{7}$ となります。") + r"<answer>$\boxed{2\sqrt{7}}$</answer>", "ja 'rationalizing the denominator gives ...': divided by 14 instead of 7; the box holds 2\\sqrt7"),
    m("t_m_zh_cut_in_think", "A", G_PROB, "no_answer", "truncated", "<think>\n" + PROB["zh"] + "\n所以答案是", "zh: cut inside the thinking after 'so the answer is', no tag"),
    g("t_ok_zh_sentence", "B", "435", "correct", "tag", th(APP["zh"]) + "<answer>还剩下 435 个苹果。</answer>", "zh 'there are 435 apples left' (个 = measure word)"),
    g("t_ok_ja_sentence", "B", "1458", "correct", "tag", th(BOX["ja"]) + "<answer>答えは 1458 本です。</answer>", "ja 'the answer is 1458 (本, counter for long objects)'"),
    g("t_ok_ru_unicode_minus", "B", "-9.7", "correct", "tag", th(TMP["ru"]) + "<answer>Ответ: −9,7 °C</answer>", "ru 'Answer: −9,7 °C' with U+2212 minus and a decimal comma"),
    g("t_ok_de_equation", "B", "18.65", "correct", "tag", th(CHE["de"]) + "<answer>2,5 · 7,46 = 18,65 €</answer>", "de: an equation chain ending 18,65 € (decimal comma)"),
    g("t_ok_fr_sentence", "B", "12540", "correct", "tag", th(PAY["fr"]) + "<answer>Elle gagne 12 540 € au total.</answer>", "fr 'she earns 12 540 € in all': a space as thousands separator"),
    g("t_ok_en_think_es_answer", "B", "435", "correct", "tag", th(APP["en"]) + "<answer>Quedan 435 manzanas.</answer>", "mixed: English thinking, es answer '435 apples remain'"),
    g("t_ok_ko_phrase", "B", "1458", "correct", "tag", th(BOX["ko"]) + "<answer>정답: 1,458자루</answer>", "ko 'Answer: 1,458 (pencils)'"),
    g("t_ok_ar_sentence", "B", "61350", "correct", "tag", th(POP["ar"]) + "<answer>عدد السكان الآن 61350 نسمة.</answer>", "ar 'the population now is 61350 people' (right-to-left text)"),
    g("t_ok_vi_unclosed", "B", "399", "correct", "tag", th(SHR["vi"]) + "<answer>Mỗi bạn nhận được 399 nhãn dán.", "vi 'each friend gets 399 stickers': the answer tag is never closed"),
    g("t_ok_tr_percent_prefix", "B", "87.5", "correct", "tag", th(PCT["tr"]) + "<answer>Sınıfın %87,5'i geçti.</answer>", "tr '87.5% of the class passed': Turkish writes % before the number and a case suffix after"),
    m("t_m_ok_ru_sentence", "B", G_PROB, "correct", "tag", th(PROB["ru"]) + r"<answer>Вероятность равна $\frac{11}{90}$.</answer>", "ru 'the probability equals 11/90'"),
    m("t_m_ok_fr_semicolon", "B", G_SYS, "correct", "tag", th(SYS["fr"]) + r"<answer>La solution est $(9 ; 4)$.</answer>", "fr 'the solution is (9; 4)': French writes a semicolon between coordinates"),
    m("t_m_ok_de_subscripts", "B", G_ROOT, "correct", "tag", th(ROOT["de"]) + r"<answer>$x_1 = \frac{1}{7}$, $x_2 = 2$</answer>", "de: both roots with subscripts x_1, x_2"),
    m("t_m_ok_ja_box", "B", G_RAT, "correct", "tag", th(RAT["ja"]) + r"<answer>答え：$\boxed{4\sqrt{7}}$</answer>", "ja 'Answer:' with a full-width colon, then a box"),
    m("t_m_ok_zh_box_sentence", "B", G_PROB, "correct", "tag", th(PROB["zh"]) + r"<answer>所求概率为 $\boxed{\dfrac{11}{90}}$。</answer>", "zh 'the required probability is' + box, full-width full stop"),
    m("t_m_ok_ko_particle", "B", G_SEC, "correct", "tag", th(SEC["ko"]) + r"<answer>넓이는 $\frac{35\pi}{2}$입니다.</answer>", "ko 'the area is 35π/2': the copula 입니다 glued to the closing $"),
    m("t_m_ok_it_sentence", "B", G_FRAC, "correct", "tag", th(FRAC["it"]) + r"<answer>La somma è $\frac{17}{30}$.</answer>", "it 'the sum is 17/30'"),

    # ================================================================ 2. phrase + ####
    g("h_zh_phrase_other_hash", "A", "435", "wrong", "hash", APP_SLIP["zh"] + "答案是 417。\n#### 417", "zh 'the answer is 417' and #### 417 agree on the slip"),
    g("h_zh_two_values", "A", "435", "wrong", "hash", APP["zh"] + "所以答案是 435。\n#### 417", "zh 'so the answer is 435' then #### 417: two different final answers"),
    g("h_ru_hash_then_otvet_other", "A", "435", "wrong", "hash", APP["ru"] + "#### 435\nОтвет: 417 яблок.", "ru: #### 435 then 'Answer: 417 apples': two different final answers, the last 417"),
    g("h_de_antwort_hash_other", "A", "18.65", "wrong", "hash", CHE_SLIP["de"] + "Antwort: #### 18,56", "de 'Answer:' then #### 18,56 (= 18.56)"),
    g("h_fr_reponse_hash_other", "A", "12540", "wrong", "hash", PAY_SLIP["fr"] + "Réponse : #### 14 430", "fr 'Answer :' then #### 14 430 (= 14430)"),
    g("h_es_hedge_then_hash", "A", "87.5", "wrong", "hash", PCT["es"] + "La respuesta es 87,5 o 88.\n#### 87,5", "es 'the answer is 87.5 or 88' then #### 87,5; debatable: a hedge then the gold marked; proposed: reject (a hedge is wrong)", True),
    g("h_tr_empty_hash", "A", "87.5", "no_answer", "hash", PCT["tr"] + "Cevap:\n####", "tr 'Answer:' and an empty ####; 87.5 only in the working"),
    g("h_ko_hash_range", "A", "1458", "wrong", "hash", BOX["ko"] + "정답: #### 1,400~1,500", "ko 'Answer:' then a range 1,400~1,500 after ####"),
    g("h_ja_hash_minerva_other", "A", "1458", "wrong", "minerva", BOX["ja"] + "#### 1458\n" + MINERVA.format("1485"), "ja working; #### 1458 then a Minerva line stating 1485"),
    g("h_hi_phrase_hash_other", "A", "61350", "wrong", "hash", POP["hi"].replace("12,750 की", "12,570 की").replace("12,750 =", "12,570 =").replace("61,350", "61,170") + "अतः उत्तर है: #### 61,170", "hi 'the population was 48,600 and grew by 12,570 ... so the answer is: #### 61,170' (12,750 misread)"),
    g("h_uk_sign_lost", "A", "-9.7", "wrong", "hash", TMP["uk"] + "Відповідь: #### 9,7", "uk 'Answer:' then #### 9,7: the sign of −9,7 lost"),
    g("h_id_hash_other", "A", "399", "wrong", "hash", SHR_SLIP["id"] + "Jadi, jawabannya adalah #### 489", "id 'so the answer is' then #### 489 (3.912 read for 3.192)"),
    m("h_m_pl_sign_lost", "A", G_SLP, "wrong", "hash", SLP["pl"] + "\nOdpowiedź: #### 5/2", "pl 'the slope ... Answer:' then #### 5/2: the sign lost"),
    m("h_m_tr_digits_restated", "A", G_BASE, "wrong", "hash", r"$432_5$ sayısını onluk tabana çevirelim: $4 \cdot 25 + 3 \cdot 5 + 2$." + "\nCevap: #### 432", "tr 'let us convert 432_5 to base ten ... Answer:' then #### 432, the base-5 digits restated"),
    g("h_ok_zh_phrase_hash", "B", "435", "correct", "hash", APP["zh"] + "答案是：#### 435", "zh 'the answer is:' with a full-width colon, then #### 435"),
    g("h_ok_zh_sentence_then_hash", "B", "435", "correct", "hash", APP["zh"] + "所以还剩 435 个苹果。\n#### 435", "zh 'so 435 apples remain' then #### 435"),
    g("h_ok_ru_otvet_hash", "B", "435", "correct", "hash", APP["ru"] + "Ответ: #### 435", "ru 'Answer:' then #### 435"),
    g("h_ok_de_decimal_comma", "B", "18.65", "correct", "hash", CHE["de"] + "Antwort: #### 18,65", "de 'Answer:' then #### 18,65: a decimal comma (the working writes 18,65 €)"),
    g("h_ok_fr_space_thousands", "B", "12540", "correct", "hash", PAY["fr"] + "Réponse : #### 12 540", "fr 'Answer :' then #### 12 540, a space as thousands separator"),
    g("h_ok_es_respuesta", "B", "87.5", "correct", "hash", PCT["es"] + "La respuesta es: #### 87,5", "es 'the answer is:' then #### 87,5 (decimal comma)"),
    g("h_ok_tr_cevap", "B", "435", "correct", "hash", APP["tr"] + "Cevap: #### 435", "tr 'Answer:' then #### 435"),
    g("h_ok_ko_phrase", "B", "1458", "correct", "hash", BOX["ko"] + "따라서 정답은 #### 1458", "ko 'therefore the answer is' then #### 1458"),
    g("h_ok_ja_fullwidth_colon", "B", "1458", "correct", "hash", BOX["ja"] + "答え：#### 1458", "ja 'Answer' with a full-width colon then #### 1458"),
    g("h_ok_hi_phrase", "B", "61350", "correct", "hash", POP["hi"] + "अतः उत्तर है: #### 61350", "hi 'so the answer is:' then #### 61350"),
    g("h_ok_uk_negative", "B", "-9.7", "correct", "hash", TMP["uk"] + "Відповідь: #### -9,7", "uk 'Answer:' then #### -9,7 (decimal comma)"),
    g("h_ok_id_phrase", "B", "399", "correct", "hash", SHR["id"] + "Jadi, jawabannya adalah #### 399", "id 'so the answer is' then #### 399"),
    g("h_ok_sv_zero", "B", "0", "correct", "hash", NIL["sv"] + "Svar: #### 0", "sv 'Answer:' then #### 0"),
    g("h_ok_nl_dot_thousands", "B", "12540", "correct", "hash", PAY["nl"] + "Het antwoord is: #### 12.540", "nl 'the answer is:' then #### 12.540; Dutch writes a dot as thousands separator and the working says € 12.540 = 418 × 30; debatable: bare 12.540 reads as 12.54 in English; proposed: accept (the completion's own convention)", True),
    g("h_ok_pt_bold", "B", "0", "correct", "hash", NIL["pt"] + "**Resposta:** R$ 0\n\n#### 0", "pt bold 'Answer:' R$ 0 then #### 0"),
    m("h_m_ok_pl_slope", "B", G_SLP, "correct", "hash", SLP["pl"] + "\nOdpowiedź: #### -5/2", "pl 'the slope ... Answer:' then #### -5/2"),
    m("h_m_ok_tr_base", "B", G_BASE, "correct", "hash", BASE["tr"] + "\nCevap: #### 117", "tr '... is 117. Answer:' then #### 117"),
]
CASES += [
    # ================================================================ 3. exactness
    g("x_de_rounded", "A", "18.65", "wrong", "answer_is", CHE["de"] + "Antwort: Der Käse kostet ungefähr 18,7 €.", "de 'Answer: the cheese costs about 18.7 €': rounded"),
    g("x_fr_rounded_whole", "A", "18.65", "wrong", "answer_is", CHE["fr"] + "Réponse : environ 19 €.", "fr 'Answer: about 19 €': rounded to a whole euro"),
    g("x_zh_wan_rounded", "A", "61350", "wrong", "answer_is", POP["zh"] + "答案：约 6.1 万人。", "zh 'Answer: about 6.1 万 (ten-thousands) people' = 61000, rounded"),
    g("x_ja_man_rounded", "A", "61350", "wrong", "answer_is", "人口は 48,600 + 12,750 = 61,350 人になります。\nよって、答えは約6万人です。", "ja 'the population becomes 61,350. So the answer is about 6万 (60,000) people': rounded"),
    g("x_es_mil_rounded", "A", "12540", "wrong", "answer_is", PAY["es"] + "La respuesta es 12,5 mil €.", "es 'the answer is 12.5 thousand €' = 12500, rounded"),
    g("x_ru_tys_rounded", "A", "61350", "wrong", "answer_is", "Население стало 48 600 + 12 750 = 61 350 человек.\nОтвет: около 61 тыс. человек.", "ru 'the population became 61 350. Answer: about 61 thousand people': rounded"),
    g("x_it_near_zero", "A", "0", "wrong", "answer_is", NIL["it"] + "Risposta: le restano 0,01 €.", "it 'Answer: she has 0.01 € left': 0.01 for gold 0"),
    g("x_sv_tiny", "A", "0", "wrong", "answer_is", NIL["sv"] + "Svar: 0,001 kr", "sv 'Answer: 0.001 kr': a tolerance trap at gold 0"),
    g("x_pl_about", "A", "399", "wrong", "answer_is", SHR["pl"] + "Odpowiedź: około 400 naklejek.", "pl 'Answer: about 400 stickers': rounded"),
    g("x_el_rounded_pct", "A", "87.5", "wrong", "answer_is", PCT["el"] + "Απάντηση: 88%", "el 'Answer: 88%': rounded"),
    g("x_tr_share_for_percent", "A", "87.5", "wrong", "answer_is", PCT["tr"] + "Cevap: 0,875", "tr 'Answer: 0.875': the share, not the percent the working computes; debatable; proposed: reject (round 21's convention)", True),
    m("x_m_ko_decimal_pi", "A", G_SEC, "wrong", "boxed", SEC["ko"] + r" 즉, 약 $\boxed{54.98}$입니다.", "ko 'that is, about 54.98': a decimal for 35π/2 = 54.977..."),
    m("x_m_pt_decimal_sqrt", "A", G_RAT, "wrong", "boxed", RAT["pt"] + r" Portanto, a resposta é $\boxed{10{,}58}$.", "pt 'so the answer is 10,58': a decimal (comma) for 4√7 = 10.583..."),
    m("x_m_it_repeating", "A", G_FRAC, "wrong", "boxed", FRAC["it"] + r" Quindi il risultato è $\boxed{0{,}57}$.", "it 'so the result is 0,57': a rounded decimal for 17/30 = 0.5666..."),
    m("x_m_fr_open_interval", "A", G_INT, "wrong", "boxed", INT["fr"] + r" L'ensemble des solutions est $\boxed{\left]-3 ; \frac{7}{3}\right[}$.", "fr 'the solution set is ]-3 ; 7/3[': the French notation of the OPEN interval, the gold is closed"),
    m("x_m_zh_decimal", "A", G_PROB, "wrong", "boxed", PROB["zh"] + r"约等于 $\boxed{0.12}$。", "zh 'approximately equal to 0.12': rounded 11/90 = 0.1222..."),
    g("x_ok_de_comma", "B", "18.65", "correct", "answer_is", CHE["de"] + "Antwort: Der Käse kostet 18,65 €.", "de 'Answer: the cheese costs 18,65 €' (decimal comma)"),
    g("x_ok_fr_narrow_nbsp", "B", "12540", "correct", "answer_is", PAY["fr"] + "Réponse : elle gagne 12\u202f540 € en 30 semaines.", "fr 'Answer: she earns 12 540 € in 30 weeks' with U+202F (narrow no-break space) as thousands separator"),
    g("x_ok_zh_wan", "B", "61350", "correct", "answer_is", POP["zh"] + "答案：6.135 万人。", "zh 'Answer: 6.135 万 people' = 6.135 * 10000 = 61350 exactly"),
    g("x_ok_ja_man", "B", "61350", "correct", "answer_is", "人口は 48,600 + 12,750 = 61,350 人になります。\nよって、答えは 6万1350人 です。", "ja 'so the answer is 6万1350 people' = 60000 + 1350 = 61350"),
    g("x_ok_ko_man", "B", "61350", "correct", "answer_is", POP["ko"] + "정답: 6만 1,350명", "ko 'Answer: 6만 1,350 people' = 61350"),
    g("x_ok_es_mil_exact", "B", "12540", "correct", "answer_is", PAY["es"] + "La respuesta es 12,54 mil €.", "es 'the answer is 12.54 thousand €' = 12540 exactly"),
    g("x_ok_hi_number_words", "B", "61350", "correct", "prose_sentence", POP["hi"] + "अतः नई जनसंख्या इकसठ हज़ार तीन सौ पचास है।", "hi 'so the new population is sixty-one thousand three hundred fifty' in words"),
    g("x_ok_zh_numerals", "B", "435", "correct", "answer_is", APP["zh"] + "答案：四百三十五个苹果。", "zh 'Answer: 四百三十五 (435) apples' in Chinese numerals"),
    g("x_ok_es_number_words", "B", "435", "correct", "answer_is", APP["es"] + "Respuesta: cuatrocientas treinta y cinco manzanas.", "es 'Answer: four hundred thirty-five apples' in words (feminine agreement)"),
    g("x_ok_it_zero_decimals", "B", "0", "correct", "answer_is", NIL["it"] + "Risposta: 0,00 €", "it 'Answer: 0,00 €' = 0"),
    g("x_ok_el_pct", "B", "87.5", "correct", "answer_is", PCT["el"] + "Απάντηση: 87,5%", "el 'Answer: 87,5%'"),
    g("x_ok_tr_pct_prefix", "B", "87.5", "correct", "answer_is", PCT["tr"] + "Cevap: %87,5", "tr 'Answer: %87,5': the percent sign before the number"),
    m("x_m_ok_pl_decimal_exact", "B", G_SLP, "correct", "boxed", SLP["pl"] + r" Odpowiedź: $\boxed{-2{,}5}$.", "pl 'Answer: -2,5' = -5/2 exactly (decimal comma in braces)"),
    m("x_m_ok_fr_closed_interval", "B", G_INT, "correct", "boxed", INT["fr"] + r" L'ensemble des solutions est $\boxed{\left[-3 ; \frac{7}{3}\right]}$.", "fr 'the solution set is [-3 ; 7/3]': French semicolon, closed"),
    m("x_m_ok_it_unsimplified", "B", G_FRAC, "correct", "boxed", r"Portiamo allo stesso denominatore $60$: $\frac{2}{5} + \frac{1}{6} = \frac{24}{60} + \frac{10}{60} = \boxed{\frac{34}{60}}$.", "it 'bring to the same denominator 60': 34/60 = 17/30 unsimplified"),
    m("x_m_ok_de_sqrt112", "B", G_RAT, "correct", "boxed", r"Es gilt $\frac{28}{\sqrt{7}} = \sqrt{\frac{784}{7}} = \sqrt{112}$. Also ist das Ergebnis $\boxed{\sqrt{112}}$.", "de 'so the result is √112' = 4√7 (784/7 = 112 = 16 * 7)"),
    m("x_m_ok_vi_degree", "B", G_HEPT, "correct", "boxed", HEPT["vi"] + r" Vậy tổng các góc trong là $\boxed{900^\circ}$.", "vi 'so the sum of the interior angles is 900°'"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_gold", "A", "435", "no_answer", "answer_is", APP["zh"] + "答案不是 435。", "zh 'the answer is not 435': the gold negated, nothing after"),
    g("n_zh_not_gold_but_other", "A", "435", "wrong", "answer_is", APP_SLIP["zh"] + "答案不是 435，而是 417。", "zh 'the answer is not 435 but 417'"),
    g("n_ja_dewa_nai", "A", "1458", "no_answer", "answer_is", BOX["ja"] + "答えは 1458 本ではありません。", "ja 'the answer is not 1458': negated, nothing after"),
    g("n_ru_ne_a", "A", "435", "wrong", "answer_is", APP_SLIP["ru"] + "Ответ не 435, а 417.", "ru 'the answer is not 435 but 417'"),
    g("n_es_no_es", "A", "87.5", "no_answer", "answer_is", PCT["es"] + "La respuesta no es 87,5 %.", "es 'the answer is not 87.5%': negated, nothing after"),
    g("n_fr_nest_pas_mais", "A", "12540", "wrong", "answer_is", PAY_SLIP["fr"] + "La réponse n'est pas 12 540 €, mais 14 430 €.", "fr 'the answer is not 12 540 € but 14 430 €'"),
    g("n_de_nicht_sondern", "A", "18.65", "wrong", "answer_is", CHE_SLIP["de"] + "Die Antwort ist nicht 18,65 €, sondern 18,56 €.", "de 'the answer is not 18.65 € but 18.56 €'"),
    g("n_ko_strike_only", "A", "1458", "no_answer", "answer_is", BOX["ko"] + "정답: ~~1,458자루~~", "ko 'Answer:' with the gold struck through, nothing after"),
    g("n_pl_strike_gold_then_other", "A", "399", "wrong", "answer_is", SHR_SLIP["pl"] + "Odpowiedź: ~~399~~ 489 naklejek", "pl 'Answer: (399 struck) 489 stickers'"),
    g("n_it_annot_sbagliato", "A", "0", "wrong", "answer_is", NIL["it"] + "Risposta: 0 € (sbagliato)", "it 'Answer: 0 € (wrong)': the model marks its own answer wrong"),
    g("n_vi_annot_sai", "A", "399", "wrong", "answer_is", SHR["vi"] + "Đáp số: 399 nhãn dán (sai)", "vi 'Result: 399 stickers (wrong)': marked wrong by the model"),
    g("n_tr_degil", "A", "435", "no_answer", "answer_is", APP["tr"] + "Cevap 435 değil.", "tr 'the answer is not 435': negated, nothing after"),
    g("n_ar_laysat", "A", "61350", "no_answer", "answer_is", POP["ar"] + "الإجابة ليست 61350.", "ar 'the answer is not 61350': negated, nothing after"),
    m("n_m_es_strike_gold", "A", G_CPX, "wrong", "answer_is", CPX["es"] + r" La respuesta es ~~$22 + 7i$~~ $22 - 7i$.", "es 'the answer is (22 + 7i struck) 22 - 7i'"),
    m("n_m_zh_cross", "A", G_PROB, "wrong", "boxed", PROB["zh"] + r" 答案：$\boxed{\frac{11}{90}}$ ✗", "zh 'Answer:' box then a cross mark: the model marks it wrong"),
    m("n_m_ru_neverno", "A", G_SYS, "wrong", "answer_is", SYS["ru"] + r" Ответ: $(9; 4)$ — неверно.", "ru 'Answer: (9; 4) — incorrect': the model marks its own answer wrong"),
    g("n_ok_zh_not_other_but_gold", "B", "435", "correct", "answer_is", APP["zh"] + "答案不是 417，而是 435。", "zh 'the answer is not 417 but 435'"),
    g("n_ok_ru_ne_a", "B", "435", "correct", "answer_is", APP["ru"] + "Ответ не 417, а 435.", "ru 'the answer is not 417 but 435'"),
    g("n_ok_fr_nest_pas_mais", "B", "12540", "correct", "answer_is", PAY["fr"] + "La réponse n'est pas 14 430 €, mais 12 540 €.", "fr 'the answer is not 14 430 € but 12 540 €'"),
    g("n_ok_de_nicht_sondern", "B", "18.65", "correct", "answer_is", CHE["de"] + "Die Antwort ist nicht 18,56 €, sondern 18,65 €.", "de 'the answer is not 18.56 € but 18.65 €'"),
    g("n_ok_pl_strike_other", "B", "399", "correct", "answer_is", SHR["pl"] + "Odpowiedź: ~~489~~ 399 naklejek", "pl 'Answer: (489 struck) 399 stickers'"),
    g("n_ok_ko_check", "B", "1458", "correct", "answer_is", BOX["ko"] + "정답: 1,458자루 ✓", "ko 'Answer: 1,458 pencils' and a check mark"),
    g("n_ok_vi_annot_dung", "B", "399", "correct", "answer_is", SHR["vi"] + "Đáp số: 399 nhãn dán (đúng)", "vi 'Result: 399 stickers (correct)'"),
    g("n_ok_es_no_otro", "B", "87.5", "correct", "answer_is", PCT["es"] + "La respuesta es 87,5 %, no 88 %.", "es 'the answer is 87.5%, not 88%'"),
    g("n_ok_ja_dewanaku", "B", "1458", "correct", "answer_is", BOX["ja"] + "答えは 1485 本ではなく、1458 本です。", "ja 'the answer is not 1485 but 1458'"),
    g("n_ok_tr_degil", "B", "435", "correct", "answer_is", APP["tr"] + "Cevap 417 değil, 435.", "tr 'the answer is not 417, (it is) 435'"),
    g("n_ok_ar_laysat_bal", "B", "61350", "correct", "answer_is", POP["ar"] + "الإجابة ليست 61170 بل 61350.", "ar 'the answer is not 61170 but 61350'"),
    g("n_ok_it_nulla", "B", "0", "correct", "answer_is", NIL["it"] + "Risposta: 0 € (non le resta nulla).", "it 'Answer: 0 € (she has nothing left)': a harmless negation"),
    g("n_ok_uk_a_ne", "B", "-9.7", "correct", "answer_is", TMP["uk"] + "Відповідь: −9,7 °C, а не 9,7 °C.", "uk 'Answer: −9.7 °C, and not 9.7 °C'"),
    m("n_m_ok_zh_check", "B", G_PROB, "correct", "boxed", PROB["zh"] + r" 答案：$\boxed{\frac{11}{90}}$ ✓", "zh 'Answer:' box and a check mark"),
    m("n_m_ok_ru_verno", "B", G_SYS, "correct", "answer_is", SYS["ru"] + r" Ответ: $(9; 4)$. Проверка: $9 - 4 = 5$ — верно.", "ru 'Answer: (9; 4). Check: 9 - 4 = 5 — correct' (semicolon between coordinates)"),
    m("n_m_ok_es_strike_other", "B", G_CPX, "correct", "answer_is", CPX["es"] + r" La respuesta es ~~$22 - 7i$~~ $22 + 7i$.", "es 'the answer is (22 - 7i struck) 22 + 7i'"),
]
PAY_ZH = "每周 418 元，30 周共 418 × 30 = 12540 元。\n"
PAY_RU = "За одну неделю 418 рублей, за 30 недель: 418 · 30 = 12 540 рублей.\n"
CASES += [
    # ================================================================ 5. unit words, counted nouns, scale words
    g("u_zh_wan_yuan", "A", "12540", "wrong", "answer_is", PAY_ZH + "答案：12540 万元。", "zh 'Answer: 12540 万 (ten-thousand) yuan' = 125,400,000; the working's 12540 yuan with a scale word"),
    g("u_ru_tysyach", "A", "12540", "wrong", "answer_is", PAY_RU + "Ответ: 12 540 тысяч рублей.", "ru 'Answer: 12 540 thousand roubles' = 12,540,000"),
    g("u_de_tausend", "A", "12540", "wrong", "answer_is", PAY["de"] + "Antwort: 12.540 Tausend €", "de 'Answer: 12.540 thousand €' = 12,540,000"),
    g("u_ja_dozen", "A", "1458", "wrong", "answer_is", BOX["ja"] + "答え：1458 ダース", "ja 'Answer: 1458 dozen' = 17,496, not 1458 pencils"),
    g("u_es_docenas", "A", "435", "wrong", "answer_is", APP["es"] + "Respuesta: 435 docenas de manzanas.", "es 'Answer: 435 dozen apples' = 5220"),
    g("u_zh_lingshang", "A", "-9.7", "wrong", "answer_is", TMP["zh"] + "答案：零上 9.7 °C。", "zh 'Answer: 9.7 °C above zero' = +9.7"),
    g("u_ru_tepla", "A", "-9.7", "wrong", "answer_is", TMP["ru"] + "Ответ: 9,7 градуса тепла.", "ru 'Answer: 9.7 degrees of warmth' = +9.7 (тепла = above zero)"),
    g("u_ko_yeongsang", "A", "-9.7", "wrong", "answer_is", TMP["ko"] + "정답: 영상 9.7도", "ko 'Answer: 영상 (above zero) 9.7 degrees' = +9.7"),
    g("u_sv_plusgrader", "A", "-9.7", "wrong", "answer_is", TMP["sv"] + "Svar: 9,7 plusgrader", "sv 'Answer: 9.7 degrees above zero (plusgrader)' = +9.7"),
    g("u_hi_lakh", "A", "61350", "wrong", "answer_is", POP["hi"] + "उत्तर: 6.135 लाख", "hi 'Answer: 6.135 lakh' = 613,500 (1 lakh = 100,000); 61,350 is 0.6135 lakh"),
    g("u_fr_centimes", "A", "18.65", "wrong", "answer_is", CHE["fr"] + "Réponse : 18,65 centimes.", "fr 'Answer: 18.65 cents' = 0.1865 €, not 18.65 €"),
    g("u_pl_tysiecy", "A", "399", "wrong", "answer_is", SHR["pl"] + "Odpowiedź: 399 tysięcy naklejek.", "pl 'Answer: 399 thousand stickers' = 399,000"),
    g("u_tr_duzine", "A", "435", "wrong", "answer_is", APP["tr"] + "Cevap: 435 düzine elma.", "tr 'Answer: 435 dozen apples' = 5220"),
    m("u_m_id_radians", "A", G_HEPT, "wrong", "boxed", HEPT["id"] + r" Dalam radian, jumlahnya adalah $\boxed{5\pi}$.", "id 'in radians, the sum is 5π': the same angle as 900°, but the gold is in degrees; debatable; proposed: reject (round 1's decision: degrees are not radians)", True),
    m("u_m_vi_rad_unit", "A", G_HEPT, "wrong", "boxed", HEPT["vi"] + r" Vậy tổng các góc trong là $\boxed{900 \text{ rad}}$.", "vi 'so the sum of the interior angles is 900 rad': radians, not degrees"),
    g("u_ok_zh_wan_yuan", "B", "12540", "correct", "answer_is", PAY_ZH + "答案：1.254 万元。", "zh 'Answer: 1.254 万 yuan' = 12540"),
    g("u_ok_ru_rubley", "B", "12540", "correct", "answer_is", PAY_RU + "Ответ: 12 540 рублей.", "ru 'Answer: 12 540 roubles'"),
    g("u_ok_de_euro_word", "B", "12540", "correct", "answer_is", PAY["de"] + "Antwort: 12.540 Euro", "de 'Answer: 12.540 euros' (dot as thousands separator)"),
    g("u_ok_ja_hon_glued", "B", "1458", "correct", "answer_is", BOX["ja"] + "答え：1458本", "ja 'Answer: 1458本': the counter glued to the number"),
    g("u_ok_es_manzanas", "B", "435", "correct", "answer_is", APP["es"] + "Respuesta: 435 manzanas.", "es 'Answer: 435 apples'"),
    g("u_ok_zh_lingxia", "B", "-9.7", "correct", "answer_is", TMP["zh"] + "答案：零下 9.7 °C。", "zh 'Answer: 9.7 °C below zero' = -9.7"),
    g("u_ok_ru_moroza", "B", "-9.7", "correct", "answer_is", TMP["ru"] + "Ответ: 9,7 градуса мороза.", "ru 'Answer: 9.7 degrees of frost' = -9.7 (мороза = below zero)"),
    g("u_ok_ko_yeongha", "B", "-9.7", "correct", "answer_is", TMP["ko"] + "정답: 영하 9.7도", "ko 'Answer: 영하 (below zero) 9.7 degrees' = -9.7"),
    g("u_ok_sv_minusgrader", "B", "-9.7", "correct", "answer_is", TMP["sv"] + "Svar: 9,7 minusgrader", "sv 'Answer: 9.7 degrees below zero (minusgrader)' = -9.7"),
    g("u_ok_cs_pod_nulou", "B", "-9.7", "correct", "answer_is", TMP["cs"] + "Odpověď: 9,7 °C pod nulou.", "cs 'Answer: 9.7 °C below zero' = -9.7"),
    g("u_ok_hi_log", "B", "61350", "correct", "answer_is", POP["hi"] + "उत्तर: 61,350 लोग", "hi 'Answer: 61,350 people'"),
    g("u_ok_fr_euros_centimes", "B", "18.65", "correct", "answer_is", CHE["fr"] + "Réponse : 18 euros et 65 centimes.", "fr 'Answer: 18 euros and 65 cents' = 18.65"),
    g("u_ok_pt_reais_words", "B", "18.65", "correct", "answer_is", CHE["pt"] + "Resposta: R$ 18,65 (dezoito reais e sessenta e cinco centavos).", "pt 'Answer: R$ 18,65 (eighteen reais and sixty-five cents)'"),
    g("u_ok_th_thaeng", "B", "1458", "correct", "answer_is", BOX["th"] + "คำตอบ: 1,458 แท่ง", "th 'Answer: 1,458 (แท่ง, counter for pencils)'"),
    g("u_ok_bn_ti", "B", "1458", "correct", "answer_is", BOX["bn"] + "উত্তর: ১৪৫৮টি পেনসিল", "bn 'Answer: 1458 (Bengali digits) pencils' with the classifier টি glued on"),
    g("u_ok_tl_na_lapis", "B", "1458", "correct", "answer_is", BOX["tl"] + "Sagot: 1,458 na lapis", "tl 'Answer: 1,458 pencils' (na = linker)"),
    m("u_m_ok_ko_cm2", "B", G_SEC, "correct", "answer_is", SEC["ko"] + r" 정답: $\frac{35\pi}{2}\,\text{cm}^2$", "ko 'Answer:' with cm^2 after the value"),
    m("u_m_ok_id_derajat", "B", G_HEPT, "correct", "boxed", HEPT["id"] + r" Jadi, jumlah sudut dalamnya adalah $\boxed{900^\circ}$ (900 derajat).", "id 'so the sum of its interior angles is 900° (900 degrees)'"),
    m("u_m_ok_el_tm", "B", G_SEC, "correct", "boxed", SEC["el"] + r" Άρα το εμβαδόν είναι $\boxed{\frac{35\pi}{2}}$ τ.μ.", "el 'so the area is 35π/2 τ.μ. (square units)'"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_gengzheng", "A", "435", "wrong", "hash", APP["zh"] + "#### 435\n\n更正：我看错了，卖掉的是 286 个，所以应该剩 417 个。", "zh 'Correction: I misread, 286 were sold, so 417 should remain'"),
    g("r_ja_teisei", "A", "1458", "wrong", "answer_is", BOX["ja"] + "答え：1458 本\n\n訂正：1箱は 25 本でした。25 × 54 = 1350 本です。", "ja 'Correction: a box held 25. 25 × 54 = 1350'"),
    g("r_ko_jamkkan", "A", "1458", "wrong", "answer_is", BOX["ko"] + "정답: 1,458자루\n\n잠깐, 다시 계산해 보니 1,485자루입니다.", "ko 'wait, recalculating, it is 1,485'"),
    g("r_ru_popravka", "A", "435", "wrong", "answer_is", APP["ru"] + "Ответ: 435.\n\nПоправка: продали 286 яблок, значит, ответ 417.", "ru 'Correction: 286 apples were sold, so the answer is 417'"),
    g("r_es_espera", "A", "87.5", "wrong", "answer_is", PCT["es"] + "La respuesta es 87,5 %.\n\nEspera, me equivoqué: aprobaron 20, así que es 83,3 %.", "es 'Wait, I was wrong: 20 passed, so it is 83.3%'"),
    g("r_fr_attendez", "A", "12540", "wrong", "answer_is", PAY["fr"] + "Réponse : 12 540 €.\n\nAttendez, j'ai oublié la prime de 500 € : 12 540 + 500 = 13 040 €.", "fr 'Wait, I forgot the 500 € bonus: 13 040 €'"),
    g("r_de_moment", "A", "18.65", "wrong", "answer_is", CHE["de"] + "Antwort: 18,65 €\n\nMoment, ich habe mich verrechnet – es sind 18,56 €.", "de 'wait, I miscalculated – it is 18.56 €'"),
    g("r_it_correzione", "A", "0", "wrong", "answer_is", NIL["it"] + "Risposta: 0 €\n\nCorrezione: i biglietti costavano 30 €, quindi le restano 140 − 120 = 20 €.", "it 'Correction: the tickets cost 30 €, so she has 140 − 120 = 20 € left'"),
    g("r_pl_poprawka", "A", "399", "wrong", "answer_is", SHR["pl"] + "Odpowiedź: 399 naklejek.\n\nPoprawka: dzieci było 7, więc 3192 : 7 = 456.", "pl 'Correction: there were 7 children, so 3192 : 7 = 456' (7 * 456 = 3192)"),
    g("r_tr_duzeltme", "A", "435", "wrong", "answer_is", APP["tr"] + "Cevap: 435\n\nDüzeltme: 286 elma satılmış, doğru cevap 417.", "tr 'Correction: 286 apples were sold, the right answer is 417'"),
    g("r_vi_sua_lai", "A", "399", "wrong", "answer_is", SHR["vi"] + "Đáp số: 399 nhãn dán.\n\nSửa lại: có 7 bạn nên mỗi bạn được 3.192 : 7 = 456 nhãn dán.", "vi 'Correction: there are 7 friends so each gets 456 stickers'"),
    g("r_id_koreksi", "A", "18.65", "wrong", "answer_is", CHE["id"] + "Jawaban: 18,65 dolar.\n\nKoreksi: harganya 7,64 dolar per kg, jadi 2,5 × 7,64 = 19,10 dolar.", "id 'Correction: the price is 7.64 dollars a kg, so 19.10 dollars' (2.5 * 7.64 = 19.1)"),
    g("r_he_tikun", "A", "399", "wrong", "answer_is", SHR["he"] + "תשובה: 399\n\nתיקון: יש 7 ילדים, ולכן 3192 ÷ 7 = 456.", "he 'Answer: 399. Correction: there are 7 children, so 456'"),
    m("r_m_el_diorthosi", "A", G_SEC, "wrong", "boxed", SEC["el"] + r" Άρα $\boxed{\frac{35\pi}{2}}$." + "\n\nΔιόρθωση: η γωνία είναι $36^\\circ$, οπότε το εμβαδόν είναι $\\boxed{10\\pi}$.", "el 'Correction: the angle is 36°, so the area is 10π' (36/360 * 100π = 10π)"),
    m("r_m_hi_withdrawn", "A", G_BASE, "wrong", "boxed", BASE["hi"] + r" उत्तर: $\boxed{117}$" + "\n\nरुकिए, यह गलत है। मैं यह उत्तर वापस लेता हूँ।", "hi 'wait, this is wrong. I take this answer back.': withdrawn with nothing new; debatable; proposed: reject (round 20's convention: a withdrawn value is wrong)", True),
    m("r_m_ru_stop_wrong_fix", "A", G_ROOT, "wrong", "answer_is", ROOT["ru"] + r" Ответ: $x_1 = 2$, $x_2 = \frac{1}{7}$." + "\n\nСтоп, дискриминант посчитан неверно: $D = 225 - 28 = 197$, и корни равны $\\frac{15 \\pm \\sqrt{197}}{14}$.", "ru 'stop, the discriminant was computed wrongly: D = 197, the roots are (15 ± √197)/14': a wrong correction is the last answer"),
    g("r_ok_zh_yanzheng", "B", "435", "correct", "answer_is", APP["zh"] + "答案：435\n\n验证：435 + 268 = 703 ✓", "zh 'Check: 435 + 268 = 703'"),
    g("r_ok_zh_correction_to_gold", "B", "435", "correct", "answer_is", APP_SLIP["zh"] + "答案：417\n\n更正：卖掉的是 268 个，所以还剩 703 − 268 = 435 个。\n答案：435", "zh 'Correction: 268 were sold, so 435 remain. Answer: 435'"),
    g("r_ok_ja_kakunin", "B", "1458", "correct", "answer_is", BOX["ja"] + "答え：1458 本\n\n確認：1458 ÷ 54 = 27 なので、正しいです。", "ja 'Check: 1458 ÷ 54 = 27, so it is right'"),
    g("r_ok_ko_closing", "B", "1458", "correct", "answer_is", BOX["ko"] + "정답: 1,458자루\n\n도움이 되었기를 바랍니다!", "ko 'I hope this helped!' after the answer"),
    g("r_ok_ru_proverka", "B", "435", "correct", "answer_is", APP["ru"] + "Ответ: 435.\n\nПроверка: 435 + 268 = 703 ✓", "ru 'Check: 435 + 268 = 703'"),
    g("r_ok_es_closing", "B", "87.5", "correct", "answer_is", PCT["es"] + "La respuesta es 87,5 %.\n\n¡Espero que te sirva! Si tienes más preguntas, no dudes en preguntar.", "es 'I hope it helps! If you have more questions, do not hesitate to ask.'"),
    g("r_ok_fr_verification", "B", "12540", "correct", "answer_is", PAY["fr"] + "Réponse : 12 540 €.\n\nVérification : 12 540 ÷ 30 = 418 ✓", "fr 'Check: 12 540 ÷ 30 = 418'"),
    g("r_ok_de_korrektur_to_gold", "B", "18.65", "correct", "answer_is", CHE_SLIP["de"] + "Antwort: 18,56 €\n\nKorrektur: 2,5 · 7,46 = 18,65 €, nicht 18,56 €.\nAntwort: 18,65 €", "de 'Correction: 2.5 · 7.46 = 18.65 €, not 18.56 €. Answer: 18.65 €'"),
    g("r_ok_it_recheck_same", "B", "0", "correct", "answer_is", NIL["it"] + "Risposta: 0 €\n\nAspetta, ricontrollo: 4 × 35 = 140 e 140 − 140 = 0. Sì, la risposta è 0 €.", "it 'Wait, let me recheck: ... Yes, the answer is 0 €'"),
    g("r_ok_pl_edit_format", "B", "399", "correct", "answer_is", SHR["pl"] + "Odpowiedź: 399 naklejek.\n\nEdycja: poprawiłem formatowanie.", "pl 'Edit: I fixed the formatting'"),
    g("r_ok_tr_kontrol", "B", "435", "correct", "answer_is", APP["tr"] + "Cevap: 435\n\nKontrol: 435 + 268 = 703 ✓ Başka sorunuz varsa sorabilirsiniz.", "tr 'Check: ... If you have other questions, you may ask.'"),
    g("r_ok_vi_kiem_tra", "B", "399", "correct", "answer_is", SHR["vi"] + "Đáp số: 399 nhãn dán.\n\nKiểm tra lại: 399 × 8 = 3.192 ✓", "vi 'Check again: 399 × 8 = 3.192 (3192)'"),
    g("r_ok_th_closing", "B", "1458", "correct", "answer_is", BOX["th"] + "ดังนั้น คำตอบคือ 1,458 แท่ง\n\nหวังว่าจะเป็นประโยชน์นะครับ", "th 'so the answer is 1,458 (pencils). I hope it is useful.'"),
    g("r_ok_he_bdika", "B", "399", "correct", "answer_is", SHR["he"] + "תשובה: 399\n\nבדיקה: 399 × 8 = 3192 ✓", "he 'Answer: 399. Check: 399 × 8 = 3192'"),
    m("r_m_ok_el_correction_to_gold", "B", G_SEC, "correct", "boxed", r"Το εμβαδόν είναι $\frac{36}{360} \cdot 100\pi = \boxed{10\pi}$." + "\n\nΔιόρθωση: η γωνία είναι $63^\\circ$, όχι $36^\\circ$, οπότε $\\frac{63}{360} \\cdot 100\\pi = \\boxed{\\frac{35\\pi}{2}}$.", "el 'the area is 10π. Correction: the angle is 63°, not 36°, so ... 35π/2'"),
    m("r_m_ok_hi_jaanch", "B", G_BASE, "correct", "boxed", BASE["hi"] + r" उत्तर: $\boxed{117}$" + "\n\nजाँच: $117 = 4 \\cdot 25 + 3 \\cdot 5 + 2$ ✓", "hi 'Answer: 117. Check: ...'"),
    m("r_m_ok_ru_proverka", "B", G_ROOT, "correct", "answer_is", ROOT["ru"] + r" Ответ: $x_1 = 2$, $x_2 = \frac{1}{7}$." + "\n\nПроверка: $7 \\cdot 4 - 30 + 2 = 0$ ✓", "ru 'Answer: x1 = 2, x2 = 1/7. Check: 7·4 − 30 + 2 = 0'"),
]
PCT_FA = "۲۱ نفر از ۲۴ دانش\u200cآموز قبول شدند: ۲۱ ÷ ۲۴ = ۰٫۸۷۵، یعنی ۸۷٫۵ درصد.\n"
BASE_AR = r"نحوّل العدد إلى النظام العشري: $432_5 = 4 \cdot 25 + 3 \cdot 5 + 2$"
CASES += [
    # ================================================================ 7. quoted / reported / hypothetical text
    g("q_zh_teacher_said", "A", "435", "wrong", "answer_is", APP_SLIP["zh"] + "老师说答案是 435，但我算出来是 417。\n答案：417", "zh 'the teacher said the answer is 435, but I get 417. Answer: 417': the gold only reported"),
    g("q_zh_quote_only", "A", "435", "no_answer", "none", "这道题我不会做。书后的答案写着：“答案是 435。”", "zh 'I cannot do this problem. The answer key at the back says: \"the answer is 435.\"': only a quotation; debatable; proposed: reject (no own answer)", True),
    g("q_ja_moshi_refuse", "A", "435", "no_answer", "none", "もし 268 個売れたなら、残りは 435 個になります。しかし、売れた個数が問題文からは分からないので、答えを出せません。", "ja 'if 268 were sold, 435 would remain. But the number sold is not clear from the problem, so I cannot give an answer': only a hypothetical"),
    g("q_ru_esli_by", "A", "435", "wrong", "answer_is", "В 37 ящиках по 19 яблок: 37 · 19 = 703 яблока.\nЕсли бы продали 268 яблок, осталось бы 435. Но продали 286, поэтому осталось 703 − 286 = 417.\nОтвет: 417.", "ru 'if 268 had been sold, 435 would remain. But 286 were sold, so 417. Answer: 417': the gold only hypothetical"),
    g("q_es_segun_companero", "A", "87.5", "wrong", "answer_is", "Según mi compañero, la respuesta es 87,5 %, pero yo creo que aprobaron 20 de 24, es decir, 83,3 %.\nRespuesta: 83,3 %", "es 'according to my classmate the answer is 87.5%, but I think 20 of 24 passed, i.e. 83.3%. Answer: 83.3%'"),
    g("q_fr_professeur_dit", "A", "12540", "wrong", "answer_is", "Le professeur dit que la réponse est 12 540 €, mais je ne suis pas d'accord : 481 × 30 = 14 430 €.\nRéponse : 14 430 €.", "fr 'the teacher says the answer is 12 540 €, but I disagree: 481 × 30 = 14 430 €. Answer: 14 430 €'"),
    g("q_de_wenn_refuse", "A", "18.65", "no_answer", "none", "Wenn der Käse 7,46 € pro Kilogramm kosten würde, wären es 2,5 · 7,46 = 18,65 €. Der Preis steht aber nicht in der Aufgabe, daher kann ich die Frage nicht beantworten.", "de 'if the cheese cost 7.46 € a kg, it would be 18.65 €. But the price is not in the problem, so I cannot answer the question': only a hypothetical"),
    g("q_ko_quoted_hash", "A", "1458", "wrong", "hash", "한 학생이 \"#### 1458\"이라고 썼지만, 실제로는 27 × 45 = 1,215자루입니다.\n#### 1215", "ko 'a student wrote \"#### 1458\", but actually 27 × 45 = 1,215 pencils': the gold in a quoted #### (45 misread for 54; 27 * 45 = 1215)"),
    g("q_ar_qala_refuse", "A", "61350", "no_answer", "none", "قال المعلم إن الجواب 61350، لكنني لم أتمكن من حل المسألة.", "ar 'the teacher said the answer is 61350, but I could not solve the problem': only reported"),
    g("q_tr_invented_turn", "A", "435", "wrong", "answer_is", APP_SLIP["tr"] + "Cevap: 417" + IM_USER + "Cevap 435 değil mi?", "tr working with 286 sold, 'Answer: 417', then an invented user turn 'Isn't the answer 435?'"),
    g("q_vi_gia_su_refuse", "A", "399", "no_answer", "none", "Giả sử mỗi bạn nhận được 399 nhãn dán, ta kiểm tra: 399 × 8 = 3.192. Nhưng đề bài không cho biết có bao nhiêu bạn, nên không thể xác định đáp số.", "vi 'suppose each friend gets 399 stickers, check: 399 × 8 = 3,192. But the problem does not say how many friends there are, so the result cannot be determined': a supposition and a refusal"),
    g("q_it_se_avesse", "A", "0", "wrong", "answer_is", "Se avesse comprato 4 biglietti, le resterebbero 0 €. Ma ne ha comprati 3, quindi le restano 140 − 105 = 35 €.\nRisposta: 35 €", "it 'had she bought 4 tickets, 0 € would remain. But she bought 3, so 35 € remain. Answer: 35 €'"),
    m("q_m_zh_example_refuse", "A", G_PROB, "no_answer", "none", r"例如，若答案是 $\boxed{\frac{11}{90}}$，就需要 $1$ 到 $90$ 中恰有 $11$ 个 $8$ 的倍数。但我无法确定这一点，所以无法给出答案。", "zh 'for example, if the answer were 11/90, there would have to be exactly 11 multiples of 8 in 1..90. But I cannot determine this, so I cannot give an answer': a box under a hypothetical and a refusal; debatable; proposed: reject", True),
    m("q_m_fr_invented_turn", "A", G_SYS, "wrong", "boxed", r"En additionnant les deux équations, $2x = 18$, donc $x = 9$ et $y = 4$. La solution est $\boxed{(4, 9)}$." + IM_USER + r"Non, la solution est $(9, 4)$.", "fr 'adding the equations, 2x = 18, so x = 9 and y = 4. The solution is (4, 9)' (the pair written in the wrong order) then an invented user turn 'No, the solution is (9, 4)'"),
    m("q_m_pl_zalozmy_refuse", "A", G_SLP, "no_answer", "none", r"Załóżmy, że nachylenie wynosi $-\frac{5}{2}$; wtedy prosta przechodzi przez punkt $(1, 3)$. Nie potrafię jednak tego sprawdzić bez drugiego punktu.", "pl 'suppose the slope is -5/2; then the line passes through (1, 3). But I cannot check it without the second point': only a supposition"),
    m("q_m_de_musterloesung", "A", G_ROOT, "wrong", "answer_is", r"Laut Musterlösung sind die Lösungen $x = \frac{1}{7}$ und $x = 2$. Ich erhalte jedoch $(7x + 1)(x + 2) = 0$, also $x = -\frac{1}{7}$ und $x = -2$." + "\n" + r"Antwort: $x = -\frac{1}{7}, x = -2$", "de 'according to the model solution the roots are 1/7 and 2. I get however ... -1/7 and -2. Answer: -1/7, -2'"),
    g("q_ok_zh_classmate_wrong", "B", "435", "correct", "answer_is", APP["zh"] + "同学说答案是 417，但他把 268 看成了 286。\n答案：435", "zh 'a classmate said 417, but he read 268 as 286. Answer: 435'"),
    g("q_ok_ru_quoted_problem", "B", "435", "correct", "answer_is", "> «В 37 ящиках по 19 яблок. Продали 268 яблок. Сколько яблок осталось?»\n\n" + APP["ru"] + "Ответ: 435.", "ru: the problem quoted ('37 crates of 19 apples; 268 sold; how many left?'), then 'Answer: 435'"),
    g("q_ok_es_hypo_after", "B", "87.5", "correct", "answer_is", PCT["es"] + "La respuesta es 87,5 %.\n\nSi hubieran aprobado 20, sería 83,3 %.", "es 'the answer is 87.5%. If 20 had passed, it would be 83.3%': a hypothetical after the answer"),
    g("q_ok_fr_friend_then_own", "B", "12540", "correct", "answer_is", PAY["fr"] + "Mon ami pense que c'est 14 430 €, mais il a lu 481 au lieu de 418.\nRéponse : 12 540 €.", "fr 'my friend thinks it is 14 430 €, but he read 481 instead of 418. Answer: 12 540 €'"),
    g("q_ok_de_wenn_after", "B", "18.65", "correct", "answer_is", CHE["de"] + "Antwort: 18,65 €\n\nWenn es 3 kg wären, würde der Käse 22,38 € kosten.", "de 'Answer: 18.65 €. If it were 3 kg, the cheese would cost 22.38 €' (3 * 7.46 = 22.38)"),
    g("q_ok_ja_moshi_after", "B", "1458", "correct", "answer_is", BOX["ja"] + "答え：1458 本\n\nもし 1箱に 25 本なら、1350 本になります。", "ja 'Answer: 1458. If a box held 25, it would be 1350'"),
    g("q_ok_ko_quoted_problem", "B", "1458", "correct", "answer_is", "> \"한 상자에 연필이 27자루씩 들어 있는 상자가 54개 있습니다.\"\n\n" + BOX["ko"] + "정답: 1,458자루", "ko: the problem quoted ('there are 54 boxes of 27 pencils'), then 'Answer: 1,458'"),
    g("q_ok_ar_colleague_then_own", "B", "61350", "correct", "answer_is", POP["ar"] + "قال زميلي إن الجواب 61170، لكنه أخطأ في الجمع.\nالإجابة: 61350", "ar 'my colleague said the answer is 61170, but he made an addition error. Answer: 61350'"),
    g("q_ok_tr_eger_after", "B", "435", "correct", "answer_is", APP["tr"] + "Cevap: 435\n\nEğer 286 elma satılsaydı, 417 elma kalırdı.", "tr 'Answer: 435. If 286 apples had been sold, 417 would remain'"),
    g("q_ok_vi_gia_su_refuted", "B", "399", "correct", "answer_is", "Giả sử mỗi bạn được 400 nhãn dán thì cần 8 × 400 = 3.200 nhãn dán, nhiều hơn 3.192, nên giả sử này sai.\n" + SHR["vi"] + "Đáp số: 399 nhãn dán.", "vi 'suppose each gets 400: 3,200 needed, more than 3,192, so this is false ... Result: 399 stickers'"),
    g("q_ok_it_ipotesi_after", "B", "0", "correct", "answer_is", NIL["it"] + "Risposta: 0 €\n\nSe avesse avuto 150 €, le sarebbero rimasti 10 €.", "it 'Answer: 0 €. Had she had 150 €, 10 € would have remained'"),
    m("q_m_ok_fr_quoted_problem", "B", G_SYS, "correct", "boxed", r"> Résoudre le système $x + y = 13$, $x - y = 5$." + "\n\n" + SYS["fr"] + r" La solution est $\boxed{(9, 4)}$.", "fr: the problem quoted ('solve the system'), then 'the solution is (9, 4)'"),
    m("q_m_ok_zh_example_first", "B", G_PROB, "correct", "boxed", r"例如，$1$ 到 $16$ 中 $8$ 的倍数有 $2$ 个。同理，" + PROB["zh"] + r" 答案：$\boxed{\frac{11}{90}}$", "zh 'for example, there are 2 multiples of 8 in 1..16. Likewise, ... Answer: 11/90'"),
    m("q_m_ok_pl_suppose_refuted", "B", G_SLP, "correct", "boxed", r"Załóżmy, że $m = \frac{5}{2}$; wtedy $3 + \frac{5}{2} \cdot 4 = 13 \neq -7$, więc to nieprawda. " + SLP["pl"] + r" Odpowiedź: $\boxed{-\frac{5}{2}}$.", "pl 'suppose m = 5/2; then 3 + 10 = 13 ≠ -7, so that is false. ... Answer: -5/2'"),
    m("q_m_ok_de_colleague_wrong", "B", G_ROOT, "correct", "boxed", r"Laut einem Kommilitonen sind die Lösungen $-\frac{1}{7}$ und $-2$; das stimmt nicht. " + ROOT["de"] + r" Antwort: $\boxed{\frac{1}{7}, 2}$", "de 'according to a fellow student the roots are -1/7 and -2; that is not right. ... Answer: 1/7, 2'"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ar_indic_other", "A", "61350", "wrong", "answer_is", POP["ar"] + "الإجابة: ٦١١٧٠", "ar 'Answer: 61170' in Arabic-Indic digits"),
    g("b_fa_digits_other", "A", "61350", "wrong", "answer_is", POP["fa"] + "پاسخ: ۶۱۱۷۰ نفر", "fa 'Answer: 61170 people' in Persian digits (the working says 61350)"),
    g("b_hi_devanagari_other", "A", "61350", "wrong", "answer_is", POP["hi"] + "उत्तर: ६११७०", "hi 'Answer: 61170' in Devanagari digits"),
    g("b_bn_digits_other", "A", "1458", "wrong", "answer_is", BOX["bn"] + "উত্তর: ১৪৮৫টি পেনসিল", "bn 'Answer: 1485 pencils' in Bengali digits"),
    g("b_th_digits_other", "A", "1458", "wrong", "answer_is", BOX["th"] + "คำตอบ: ๑,๔๘๕ แท่ง", "th 'Answer: 1,485' in Thai digits"),
    g("b_zh_fullwidth_other", "A", "435", "wrong", "answer_is", APP_SLIP["zh"] + "答案：４１７", "zh 'Answer: 417' in full-width digits"),
    g("b_ar_rlm_other", "A", "61350", "wrong", "answer_is", POP["ar"] + "الإجابة: \u200f61170\u200f", "ar 'Answer: 61170' wrapped in right-to-left marks (U+200F)"),
    g("b_fa_decimal_other", "A", "87.5", "wrong", "answer_is", PCT_FA + "پاسخ: ۸۸٪", "fa '21 of 24 students passed: 0.875, i.e. 87.5 percent. Answer: 88%' in Persian digits, rounded"),
    g("b_ja_nul_other", "A", "1458", "wrong", "answer_is", BOX["ja"] + "答え：14\x0085 本", "ja 'Answer: 1485' with a NUL inside the number; wrong either way (a NUL makes the pair bad input)"),
    g("b_ru_bom_other", "A", "435", "wrong", "answer_is", "\ufeff" + APP_SLIP["ru"] + "Ответ: 417.", "ru: a BOM first, 'Answer: 417'"),
    g("b_es_zwsp_other", "A", "435", "wrong", "answer_is", APP_SLIP["es"] + "Respuesta: 4\u200b17 manzanas.", "es 'Answer: 417 apples' with a zero-width space inside 417"),
    g("b_es_crlf_other", "A", "435", "wrong", "answer_is", (APP_SLIP["es"] + "Respuesta: 417").replace("\n", "\r\n"), "es: CRLF line ends, 'Answer: 417'"),
    g("b_ja_blank", "A", "1458", "no_answer", "none", "\u3000\n\u3000", "only ideographic spaces (U+3000) and a newline: no answer"),
    m("b_m_ar_indic_box_other", "A", G_BASE, "wrong", "boxed", BASE_AR + "، إذن الجواب هو $\\boxed{١٧١}$", "ar 'we convert the number to decimal: ... so the answer is 171' in Arabic-Indic digits inside the box"),
    m("b_m_zh_cut_in_box", "A", G_PROB, "no_answer", "truncated", PROB["zh"] + "\n答案：$\\boxed{\\frac{11}{9", "zh 'Answer:' and a box cut off inside the denominator"),
    g("b_ok_ar_indic", "B", "61350", "correct", "answer_is", POP["ar"] + "الإجابة: ٦١٣٥٠", "ar 'Answer: 61350' in Arabic-Indic digits"),
    g("b_ok_fa_digits", "B", "61350", "correct", "answer_is", POP["fa"] + "پاسخ: ۶۱۳۵۰ نفر", "fa 'Answer: 61350 people' in Persian digits"),
    g("b_ok_hi_devanagari", "B", "61350", "correct", "answer_is", POP["hi"] + "उत्तर: ६१,३५०", "hi 'Answer: 61,350' in Devanagari digits"),
    g("b_ok_bn_digits", "B", "1458", "correct", "answer_is", BOX["bn"] + "উত্তর: ১৪৫৮", "bn 'Answer: 1458' in Bengali digits"),
    g("b_ok_th_digits", "B", "1458", "correct", "answer_is", BOX["th"] + "คำตอบ: ๑,๔๕๘ แท่ง", "th 'Answer: 1,458 (pencils)' in Thai digits"),
    g("b_ok_zh_fullwidth", "B", "435", "correct", "answer_is", APP["zh"] + "答案：４３５", "zh 'Answer: 435' in full-width digits"),
    g("b_ok_ar_rlm", "B", "61350", "correct", "answer_is", POP["ar"] + "الإجابة: \u200f61350\u200f", "ar 'Answer: 61350' wrapped in right-to-left marks"),
    g("b_ok_fa_decimal_sep", "B", "87.5", "correct", "answer_is", PCT_FA + "پاسخ: ۸۷٫۵٪", "fa 'Answer: 87.5%' with Persian digits, the Arabic decimal separator U+066B and U+066A percent; a ZWNJ in the working"),
    g("b_ok_ja_nul", "B", "1458", "correct", "answer_is", BOX["ja"] + "\x00答え：1458 本", "ja 'Answer: 1458' after a NUL; debatable: a NUL anywhere makes the pair bad input; proposed: reject", True),
    g("b_ok_ru_bom", "B", "435", "correct", "answer_is", "\ufeff" + APP["ru"] + "Ответ: 435.", "ru: a BOM first, 'Answer: 435.'"),
    g("b_ok_es_crlf", "B", "435", "correct", "answer_is", (APP["es"] + "Respuesta: 435").replace("\n", "\r\n"), "es: CRLF line ends, 'Answer: 435'"),
    g("b_ok_fr_nbsp", "B", "12540", "correct", "answer_is", PAY["fr"] + "Réponse : 12\u00a0540\u00a0€", "fr 'Answer: 12 540 €' with no-break spaces (U+00A0)"),
    g("b_ok_vi_nfd", "B", "399", "correct", "answer_is", unicodedata.normalize("NFD", SHR["vi"] + "Đáp số: 399 nhãn dán."), "vi 'Result: 399 stickers' in NFD (decomposed diacritics)"),
    g("b_ok_zh_ideographic_space", "B", "435", "correct", "answer_is", APP["zh"] + "答案：\u3000435\u3000个", "zh 'Answer: 435 (个)' with ideographic spaces (U+3000) around the number"),
    m("b_m_ok_ar_indic_box", "B", G_BASE, "correct", "boxed", BASE_AR + "، إذن الجواب هو $\\boxed{١١٧}$", "ar '... so the answer is 117' in Arabic-Indic digits inside the box"),
    m("b_m_ok_fa_zwnj", "B", G_HEPT, "correct", "boxed", "مجموع زوایای داخلی هفت\u200cضلعی برابر است با $(7 - 2) \\times 180^\\circ = \\boxed{900^\\circ}$.", "fa 'the sum of the interior angles of a heptagon equals (7 - 2) × 180° = 900°' with a ZWNJ (U+200C) in the word heptagon"),
]
HEPT_FA = "مجموع زوایای داخلی هفت\u200cضلعی برابر است با "
CASES += [
    # ================================================================ more MATH, every class
    m("t_m_ko_conjugate", "A", G_CPX, "wrong", "tag", th(CPX["ko"]) + r"<answer>정답은 $22 - 7i$입니다.</answer>", "ko 'the answer is 22 - 7i': the conjugate in the tag"),
    m("t_m_pt_open_interval", "A", G_INT, "wrong", "tag", th(INT["pt"]) + r"<answer>O conjunto solução é $(-3, \frac{7}{3})$.</answer>", "pt 'the solution set is (-3, 7/3)': open, the gold is closed"),
    m("t_m_nl_slip", "A", G_ZERO, "wrong", "tag", th(r"Invullen geeft $f(3) = 3^3 + 27 = 54$.") + r"<answer>$f(3) = 54$</answer>", "nl 'substituting gives f(3) = 3^3 + 27 = 54': a sign slip, the tag states 54"),
    m("h_m_it_add_across", "A", G_FRAC, "wrong", "hash", r"Sommando numeratori e denominatori: $\frac{2}{5} + \frac{1}{6} = \frac{2 + 1}{5 + 6} = \frac{3}{11}$." + "\nRisposta: #### 3/11", "it 'adding numerators and denominators ... Answer:' #### 3/11"),
    m("x_m_cs_near_zero", "A", G_ZERO, "wrong", "boxed", ZERO["cs"] + r" Výsledek: $\boxed{0{,}001}$", "cs 'by substitution f(3) = 0 ... Result: 0,001': a tolerance trap at gold 0"),
    m("x_m_de_root_decimal", "A", G_ROOT, "wrong", "boxed", ROOT["de"] + r" Also $x_1 \approx 0{,}14$ und $x_2 = 2$." + "\n" + r"Antwort: $\boxed{0{,}14;\ 2}$", "de 'so x1 ≈ 0.14 and x2 = 2. Answer: 0,14; 2': a rounded decimal for 1/7 = 0.142857..."),
    m("n_m_it_non_e", "A", G_CPX, "no_answer", "answer_is", CPX["it"] + r" Il risultato non è $22 + 7i$.", "it 'the result is not 22 + 7i': the gold negated, nothing after"),
    m("n_m_nl_niet_maar", "A", G_FRAC, "wrong", "boxed", r"Tellers en noemers optellen: $\frac{2}{5} + \frac{1}{6} = \frac{3}{11}$. Het antwoord is dus niet $\frac{17}{30}$, maar $\boxed{\frac{3}{11}}$.", "nl 'adding numerators and denominators: 3/11. So the answer is not 17/30 but 3/11'"),
    m("n_m_pt_strike_only", "A", G_INT, "no_answer", "answer_is", INT["pt"] + r" Resposta: ~~$\left[-3, \frac{7}{3}\right]$~~", "pt 'Answer:' with the gold struck through, nothing after"),
    m("u_m_zh_percent", "A", G_PROB, "wrong", "answer_is", PROB["zh"] + r"答案：$\frac{11}{90}\%$", "zh 'Answer: 11/90 %' = 11/9000, not 11/90"),
    m("r_m_ko_jeongjeong", "A", G_CPX, "wrong", "boxed", CPX["ko"] + r" 정답: $\boxed{22 + 7i}$" + "\n\n정정: $i^2 = 1$로 계산하면 $12 + 7i - 10 = \\boxed{2 + 7i}$입니다.", "ko 'Correction: computing with i^2 = 1 gives 2 + 7i': a wrong correction is the last answer"),
    m("r_m_nl_wacht", "A", G_ZERO, "wrong", "boxed", ZERO["nl"] + r" Antwoord: $\boxed{0}$" + "\n\nWacht, ik heb $3^3$ verkeerd berekend: $3^3 = 9$, dus $f(3) = 9 - 27 = \\boxed{-18}$.", "nl 'wait, I computed 3^3 wrongly: 3^3 = 9, so f(3) = -18': the last answer is -18"),
    m("q_m_it_libro", "A", G_CPX, "wrong", "boxed", r"Il libro riporta $22 + 7i$, ma io ottengo $(3 - 2i)(4 + 5i) = 12 + 15i - 8i + 10i^2 = 2 + 7i$." + "\n" + r"Risposta: $\boxed{2 + 7i}$", "it 'the book gives 22 + 7i, but I get ... 2 + 7i. Answer: 2 + 7i': the gold only reported"),
    m("q_m_ru_esli_refuse", "A", G_BASE, "no_answer", "none", r"Если бы число $432$ было записано в пятеричной системе, оно равнялось бы $117$. Но основание в условии не указано, поэтому ответить нельзя.", "ru 'if 432 were written in base five it would equal 117. But the base is not given in the problem, so it cannot be answered': only a hypothetical"),
    m("b_m_fa_digits_other", "A", G_HEPT, "wrong", "boxed", HEPT_FA + r"$(6 - 2) \times 180^\circ = \boxed{۷۲۰}$.", "fa 'the sum of the interior angles of a heptagon equals (6 - 2) × 180 = 720' in Persian digits in the box"),
    m("t_m_ok_ko_cpx", "B", G_CPX, "correct", "tag", th(CPX["ko"]) + r"<answer>정답은 $22 + 7i$입니다.</answer>", "ko 'the answer is 22 + 7i'"),
    m("t_m_ok_pt_interval", "B", G_INT, "correct", "tag", th(INT["pt"]) + r"<answer>O conjunto solução é $\left[-3, \frac{7}{3}\right]$.</answer>", "pt 'the solution set is [-3, 7/3]'"),
    m("t_m_ok_nl_zero", "B", G_ZERO, "correct", "tag", th(ZERO["nl"]) + r"<answer>$f(3) = 0$</answer>", "nl: an equation f(3) = 0 in the tag"),
    m("h_m_ok_it_frac", "B", G_FRAC, "correct", "hash", FRAC["it"] + "\nRisposta: #### 17/30", "it 'the least common denominator is 30 ... Answer:' #### 17/30"),
    m("x_m_ok_de_set_semicolon", "B", G_ROOT, "correct", "boxed", ROOT["de"] + r" Antwort: $\boxed{x \in \{\tfrac{1}{7};\ 2\}}$", "de 'Answer: x ∈ {1/7; 2}': a solution set with the German semicolon"),
    m("x_m_ok_it_order", "B", G_CPX, "correct", "boxed", CPX["it"] + r" Risultato: $\boxed{7i + 22}$", "it 'Result: 7i + 22': the same number, terms swapped"),
    m("n_m_ok_it_non_coniugato", "B", G_CPX, "correct", "answer_is", CPX["it"] + r" Il risultato è $22 + 7i$, non $22 - 7i$.", "it 'the result is 22 + 7i, not 22 - 7i'"),
    m("n_m_ok_nl_niet_maar", "B", G_FRAC, "correct", "boxed", r"Tellers en noemers optellen geeft $\frac{3}{11}$, maar dat mag niet. " + FRAC["nl"] + r" Het antwoord is dus niet $\frac{3}{11}$, maar $\boxed{\frac{17}{30}}$.", "nl 'adding numerators and denominators gives 3/11, but that is not allowed. ... So the answer is not 3/11 but 17/30'"),
    m("u_m_ok_ru_base10", "B", G_BASE, "correct", "answer_is", BASE["ru"] + r" Ответ: $117_{10}$.", "ru 'Answer: 117 in base ten' (subscript 10)"),
    m("r_m_ok_ko_geomsan", "B", G_CPX, "correct", "boxed", CPX["ko"] + r" 정답: $\boxed{22 + 7i}$" + "\n\n검산: $|3 - 2i|^2 \\cdot |4 + 5i|^2 = 13 \\cdot 41 = 533 = 22^2 + 7^2$ ✓", "ko 'Check: |3 - 2i|^2 |4 + 5i|^2 = 13 · 41 = 533 = 22^2 + 7^2' (484 + 49 = 533)"),
    m("r_m_ok_nl_controle", "B", G_ZERO, "correct", "boxed", ZERO["nl"] + r" Antwoord: $\boxed{0}$" + "\n\nControle: $x = 3$ is een nulpunt van $x^3 - 27 = (x - 3)(x^2 + 3x + 9)$ ✓", "nl 'Check: x = 3 is a root of x^3 - 27 = (x - 3)(x^2 + 3x + 9)'"),
    m("q_m_ok_it_libro_sbaglia", "B", G_CPX, "correct", "boxed", r"Il libro riporta $2 + 7i$, ma ha usato $i^2 = 1$. " + CPX["it"] + r" Risposta: $\boxed{22 + 7i}$", "it 'the book gives 2 + 7i, but it used i^2 = 1. ... Answer: 22 + 7i'"),
    m("b_m_ok_fa_digits_box", "B", G_HEPT, "correct", "boxed", HEPT_FA + r"$(7 - 2) \times 180^\circ = \boxed{۹۰۰}$.", "fa 'the sum of the interior angles of a heptagon equals (7 - 2) × 180 = 900' in Persian digits in the box"),
    m("b_m_ok_zh_fullwidth_paren", "B", G_SYS, "correct", "answer_is", "两式相加得 $2x = 18$，所以 $x = 9$，$y = 4$。\n答案：（9, 4）", "zh 'adding the two equations gives 2x = 18, so x = 9, y = 4. Answer: (9, 4)' with full-width parentheses"),
]
# fmt: on

DECISIONS = {
    "h_es_hedge_then_hash": (
        "reject",
        "a hedge ('87,5 o 88') before the #### line is two final answers",
    ),
    "h_ok_nl_dot_thousands": (
        "accept",
        "in a Dutch completion whose working writes € 12.540 = 418 × 30, 12.540 is twelve thousand five hundred forty",
    ),
    "x_tr_share_for_percent": (
        "reject",
        "a decimal share is not the percent the working computes (round 5's and 21's GSM8K decision)",
    ),
    "u_m_id_radians": (
        "reject",
        "the gold is in degrees; 5π restates the angle in radians (round 1's decision: degrees are not radians)",
    ),
    "r_m_hi_withdrawn": (
        "reject",
        "a value the model withdraws with nothing new is wrong (round 20's convention)",
    ),
    "q_zh_quote_only": (
        "reject",
        "only a quotation of an answer key after 'I cannot do this problem': no own answer",
    ),
    "q_m_zh_example_refuse": (
        "reject",
        "a box under a hypothetical, followed by a refusal, is no final answer",
    ),
    "b_ok_ja_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam94", CASES, [], DECISIONS)
