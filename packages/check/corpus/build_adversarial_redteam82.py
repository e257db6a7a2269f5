r"""Build adversarial_redteam82.jsonl: an eighty-second round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam82", issue 25), written by a new author WITHOUT
reading the checker's source (packages/check/src/), its README, bench/, tests/, ANALYSIS.md or any
NOTES file, WITHOUT looking at the earlier multilingual rounds, and WITHOUT running any checker or
grader (rppo_check, math-verify, sympy) on the probes; handed over BEFORE any scoring. Not model
output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure and label
rules) and the issue text were read. Every label was made by reading; arithmetic was done by hand
and re-checked on plain numbers only.

Aim of this round: the eight classes of issue 25 in answers written in languages OTHER than
English, as a multilingual model writes them: the language's own answer phrases ("答案是", "答え：",
"답:", "Ответ:", "Відповідь:", "La respuesta es", "Resposta:", "Réponse :", "Antwort:", "La
risposta è", "Het antwoord is", "Odpowiedź:", "Cevap:", "الجواب", "پاسخ", "उत्तर", "উত্তর",
"Đáp số", "Jawaban", "คำตอบ", "Απάντηση", "התשובה", "Odpověď", "Svar", "Ang sagot ay"), its number
writing (decimal commas, dot / space / narrow-space / lakh thousands separators, Arabic-Indic,
Persian, Devanagari, Bengali, Thai and full-width digits, scale words 万 / mil / тысяч / lakh /
nghìn / ribu), counted nouns and units (棵, 円, km, руб., грн, tornillos, €, jabłek, TL, ريال,
₹, đồng, บาท, Kč, sidor, mangga), negation and correction idioms (不是…而是, 訂正, не…а,
nie…tylko, değil, ليس…بل, नहीं, 잠깐만요, Anzi no, Aliás, Poprawka, Düzeltme, תיקון, Oprava), checks
after the answer (验证, 確認, Проверка, Verifica, Kontrol, Zkouška, בדיקה), closings, reported and
hypothetical speech, answer tags with sentences in the language, and mixed-language outputs. 25
languages; both paths.

Problems and golds (arithmetic checked by hand):
GSM8K path (numeric gold)
- ZH orchard: 27 rows of 38 trees = 1026 (27*38 = 760 + 266 = 1026); 159 cut -> 1026 - 159 = 867.
  Slip 195 cut: 1026 - 195 = 831.
- JA notebooks: 12 at 435 yen = 5220 (435*12 = 4350 + 870); 3 pens at 680 = 2040; 5220 + 2040 =
  7260. Slip 2 pens: 1360; 5220 + 1360 = 6580.
- KO walking: 2.35 km a day for 18 days = 42.3 (2*18 = 36, 0.35*18 = 6.3, 36 + 6.3 = 42.3). Slip 16 days: 2.35*16 = 32 + 5.6 = 37.6. Difference 4.7.
- RU salary: 48 500 * 12 = 582 000; 13 % tax = 582 000 * 0.13 = 75 660; net 582 000 - 75 660 =
  506 340. Slip: no tax, 582 000.
- UK sugar: 1.25 kg at 36.40 UAH = 45.50 (36.40 + 0.25*36.40 = 36.40 + 9.10). Slip 1.5 kg: 54.60.
- ES screws: 2 375 an hour for 16 hours = 38 000 (2375*16 = 23 750 + 14 250). Slip 15 hours:
  35 625.
- PT discount: 15 % of 1 240 = 186; 1 240 - 186 = 1 054. Slip +15 %: 1 426.
- FR train: 3 h 45 min = 3.75 h; 84 * 3.75 = 252 + 63 = 315 km. Slip 3.45 h: 84*3.45 = 289.8.
- DE tickets: 2 * 12.50 = 25.00; 3 * 7.25 = 21.75; 46.75 EUR. Slip 2 children: 14.50 -> 39.50.
- IT: 35 % of 1 500 = 525 spent; 1 500 - 525 = 975 left.
- NL temperature: from 1.5 C falling 1.25 an hour for 7 hours: 7*1.25 = 8.75; 1.5 - 8.75 = -7.25
  (= -29/4).
- PL apples: 23 crates of 18 = 414 (23*18 = 230 + 184); two dozen = 24 rotten; 414 - 24 = 390
  (= 32.5 dozen). Slip three dozen: 414 - 36 = 378.
- TR inheritance: 7 200 - 1 470 = 5 730; 5 730 / 3 = 1 910 (check 3*1910 = 5730). Slip / 4:
  1 432.5.
- AR books: 19 books at 45 riyals = 855 (45*19 = 900 - 45). Slip 17 books: 765. Difference 90.
- AR sugar (decimal separator U+066B): 1.25 kg at 36.4 = 45.5 (as UK).
- HI deposits: 1,45,000 + 2,18,500 = 3,63,500 rupees (363 500 = 3.635 lakh).
- VI notebooks: 14 at 25 000 dong = 350 000. Slip 12: 300 000.
- ID oranges: 3.5 kg at Rp12 500 = 43 750 (3*12500 = 37 500 + 6 250). Slip 4.5 kg: 56 250.
- TH lunch: 38 baht for 30 days = 1 140. Slip 28 days: 1 064.
- EL notebooks: 3 at 0.95 EUR = 2.85. Slip 5: 4.75.
- HE crates: 17 crates of 36 bottles = 612 (36*17 = 360 + 252). Slip 16 crates: 576.
- CS tickets: 7 at 275 CZK = 1 925. Slip 6: 1 650.
- SV reading: 24 pages a day for 3 weeks = 21 days: 21*24 = 504.
- FA pencils: 35 boxes of 24 = 840. TL mangoes: 7 boxes of 45 = 315; 315 - 128 = 187.
  BN pens: 23 at 15 taka = 345.
MATH path (LaTeX gold)
- ZH 0.\overline{072}: 1000x - x = 72, x = 72/999 = 8/111 (both / 9). Slip read as 0.072 = 9/125.
- JA C(13,5) = 13*12*11*10*9 / 120 = 154440 / 120 = 1287. Slip C(13,4) = 715.
- DE 4312_5 = 4*125 + 3*25 + 1*5 + 2 = 500 + 75 + 5 + 2 = 582.
- ES two red of 7 red and 5 blue: C(7,2)/C(12,2) = 21/66 = 7/22 (= 0.3181...).
- FR distance (-3, 4) to (4, -1): sqrt(7^2 + 5^2) = sqrt(74) (= 8.602...). Slip dy = 3: sqrt(58).
- RU sector r = 10, 126 degrees: 126/360 = 7/20; 7/20 * 100 pi = 35 pi (= 109.955...).
- PT lcm(34, 51) = 2 * 3 * 17 = 102 (34 * 51 = 1734 is only a common multiple).
- IT tan 300 degrees = -tan 60 = -sqrt3 (= -1.732...).
- KO (3 - 2i)(5 + i) = 15 + 3i - 10i - 2i^2 = 17 - 7i.
- PL sqrt75 + sqrt27 = 5 sqrt3 + 3 sqrt3 = 8 sqrt3 (= sqrt192 = 13.856...).
- TR |2x + 1| < 5: -6 < 2x < 4, -3 < x < 2: (-3, 2) (open).
- NL (x - 4)(2x + 5) = 2x^2 + 5x - 8x - 20 = 2x^2 - 3x - 20.
- VI arithmetic series 5, 8, ...: u20 = 5 + 57 = 62; S20 = 10 * 67 = 670. Slip u20 = 65: 700.
- ID vertex of y = 2x^2 + 8x + 3: x = -8/4 = -2, y = 8 - 16 + 3 = -5: (-2, -5).
- UK 30/sqrt6 = 30 sqrt6 / 6 = 5 sqrt6.
- CS 4x^2 - 4x - 15 = (2x - 5)(2x + 3): -3/2 and 5/2 (4*9/4 + 6 - 15 = 0; 25 - 10 - 15 = 0).
- EL 255 degrees = 255 pi / 180 = 17 pi / 12 (255 / 15 = 17, 180 / 15 = 12; = 4.4505...).
- SV remainder of x^3 - 2x^2 - 5x + 6 by x - 3: f(3) = 27 - 18 - 15 + 6 = 0.
- AR interior angles of a 12-gon: (12 - 2) * 180 = 1800. Slip 10 sides: 8 * 180 = 1440.
- HI x^2 - 6x + 13 = 0: discriminant 36 - 52 = -16, x = (6 +- 4i)/2 = 3 +- 2i.
- HE 5/6 - 3/8 = 20/24 - 9/24 = 11/24 (= 0.458333... = 0.458(3)). Slip denominator 48: 31/48.
- TH log2(x - 1) = 5: x - 1 = 32, x = 33. Slip 2 * 5 = 10: x = 11.
- FA (2/3) / (4/9) = 2/3 * 9/4 = 18/12 = 3/2 (= 1.5 exactly). Inverted: (4/9) / (2/3) = 2/3.
- TL y-intercept of 3x - 4y = 12: x = 0, -4y = 12, y = -3.
- BN hypotenuse of legs 9 and 12: sqrt(81 + 144) = sqrt225 = 15. Slip 9 + 12 = 21.
- SV C(8,3) = 8*7*6 / 6 = 56 (ordered: 336).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (rounding, decimals for exact values, near zero, decimal-comma and thousands-separator
readings); `n_` negation, strike-out, annotation; `u_` unit and scale words after a number; `r_`
retractions after the answer and harmless after-text (checks, closings); `q_` quoted, reported,
hypothetical, other-part and invented-turn text; `b_` bad input a JSON corpus can hold (no lone
surrogates). The language code follows the class (`t_zh_...`); `_m_` marks a MATH probe, `_ok_`
kind B.

Kinds (`kind`): "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a
right final answer in a notation or wording real multilingual models write, which a strict checker
might refuse.

Labels: the model's LAST COMMITTED final answer decides. A value it withdraws, negates or only
mentions as a hypothetical, a quotation or someone else's claim is not its answer. A hedge between
two values, or two different final answers, is `wrong`; a value the model itself marks wrong is
`wrong`; a value withdrawn with nothing after is `no_answer` (debatable where round 20/21 said
`wrong`: both refuse). No final answer is `no_answer`. A value equal to the gold mathematically,
written in the language's own digits, separators or scale words, is `correct`; a decimal for an
exact irrational or repeating gold is `wrong`. Text in an invented next turn, a self-set exercise,
a check or a closing after a committed answer does not replace it. In an <answer> tag a sentence,
an equation chain or a box is read for the value it states. Non-English text is glossed in each
note. Debatable probes carry `"debatable": true`, the reasoning in `note`, and in DECISIONS the
decision this round proposes.

318 probes: kind A 161 / B 157; GSM8K 217 / MATH 101; 7 debatable, each with a decision.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam82.py
"""

from corpus_build import IM_ASSIST, IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K working, by language
ZH = "每行有 38 棵树，共 27 行，所以一共有 27 × 38 = 1026 棵树。\n砍掉 159 棵后，剩下 1026 − 159 = 867 棵。\n"
ZH_SLIP = "每行有 38 棵树，共 27 行，所以一共有 27 × 38 = 1026 棵树。\n砍掉 195 棵后，剩下 1026 − 195 = 831 棵。\n"
JA = "ノート12冊の代金は 435 × 12 = 5220 円です。\nペン3本の代金は 680 × 3 = 2040 円です。\n合計は 5220 + 2040 = 7260 円です。\n"
JA_SLIP = "ノート12冊の代金は 435 × 12 = 5220 円です。\nペン2本の代金は 680 × 2 = 1360 円です。\n合計は 5220 + 1360 = 6580 円です。\n"
KO = "민수는 하루에 2.35 km를 걷습니다.\n18일 동안 걸은 거리는 2.35 × 18 = 42.3 km입니다.\n"
KO_SLIP = "민수는 하루에 2.35 km를 걷습니다.\n16일 동안 걸은 거리는 2.35 × 16 = 37.6 km입니다.\n"
RU = "Годовая зарплата до вычета налога: 48 500 · 12 = 582 000 рублей.\nНалог 13 %: 582 000 · 0,13 = 75 660 рублей.\nНа руки: 582 000 − 75 660 = 506 340 рублей.\n"
RU_NOTAX = "Годовая зарплата: 48 500 · 12 = 582 000 рублей.\n"
UK = "1,25 кг цукру по 36,40 грн за кілограм коштують 1,25 · 36,40 = 45,50 грн.\n"
UK_SLIP = "1,5 кг цукру по 36,40 грн за кілограм коштують 1,5 · 36,40 = 54,60 грн.\n"
ES = "La fábrica produce 2.375 tornillos por hora durante 16 horas:\n2.375 × 16 = 38.000 tornillos.\n"
ES_SLIP = "La fábrica produce 2.375 tornillos por hora durante 15 horas:\n2.375 × 15 = 35.625 tornillos.\n"
PT = "O desconto é de 15 %: 1.240 × 0,15 = 186 reais.\nO preço final é 1.240 − 186 = 1.054 reais.\n"
PT_SLIP = "O aumento é de 15 %: 1.240 × 1,15 = 1.426 reais.\n"
FR = "3 h 45 min = 3,75 h.\nDistance parcourue : 84 × 3,75 = 315 km.\n"
FR_SLIP = "3 h 45 min = 3,45 h.\nDistance parcourue : 84 × 3,45 = 289,8 km.\n"
DE = "Zwei Erwachsene: 2 · 12,50 € = 25,00 €.\nDrei Kinder: 3 · 7,25 € = 21,75 €.\nZusammen: 25,00 € + 21,75 € = 46,75 €.\n"
DE_SLIP = "Zwei Erwachsene: 2 · 12,50 € = 25,00 €.\nZwei Kinder: 2 · 7,25 € = 14,50 €.\nZusammen: 25,00 € + 14,50 € = 39,50 €.\n"
IT = "Marco spende il 35 % di 1.500 €: 1.500 × 0,35 = 525 €.\nGli restano 1.500 − 525 = 975 €.\n"
NL = "De temperatuur daalt 7 × 1,25 = 8,75 °C.\nEindtemperatuur: 1,5 − 8,75 = −7,25 °C.\n"
PL = "23 skrzynki po 18 jabłek to 23 · 18 = 414 jabłek.\nDwa tuziny to 2 · 12 = 24 jabłka, więc zostaje 414 − 24 = 390 jabłek.\n"
PL_SLIP = "23 skrzynki po 18 jabłek to 23 · 18 = 414 jabłek.\nTrzy tuziny to 3 · 12 = 36 jabłek, więc zostaje 414 − 36 = 378 jabłek.\n"
TR = "En büyük kardeş 1.470 TL alır; geriye 7.200 − 1.470 = 5.730 TL kalır.\nKalan üç kardeş bunu eşit paylaşır: 5.730 ÷ 3 = 1.910 TL.\n"
TR_SLIP = "En büyük kardeş 1.470 TL alır; geriye 7.200 − 1.470 = 5.730 TL kalır.\nBu para dört kardeşe eşit bölünür: 5.730 ÷ 4 = 1.432,5 TL.\n"
AR = (
    "ثمن الكتاب الواحد ٤٥ ريالًا، واشترت المدرسة ١٩ كتابًا.\nإذن الثمن الكلي = ٤٥ × ١٩ = ٨٥٥ ريالًا.\n"
)
AR_SLIP = (
    "ثمن الكتاب الواحد ٤٥ ريالًا، واشترت المدرسة ١٧ كتابًا.\nإذن الثمن الكلي = ٤٥ × ١٧ = ٧٦٥ ريالًا.\n"
)
AR_DEC = "سعر الكيلوغرام ٣٦٫٤ ريالًا، والمطلوب ١٫٢٥ كغ.\nالثمن = ١٫٢٥ × ٣٦٫٤ = ٤٥٫٥ ريالًا.\n"
HI = "पहली किस्त ₹1,45,000 और दूसरी किस्त ₹2,18,500 है।\nकुल राशि = 1,45,000 + 2,18,500 = ₹3,63,500\n"
HI_SLIP = (
    "पहली किस्त ₹1,45,000 और दूसरी किस्त ₹2,81,500 है।\nकुल राशि = 1,45,000 + 2,81,500 = ₹4,26,500\n"
)
VI = (
    "Mỗi cuốn vở giá 25.000 đồng, Lan mua 14 cuốn.\nSố tiền phải trả: 25.000 × 14 = 350.000 đồng.\n"
)
VI_SLIP = (
    "Mỗi cuốn vở giá 25.000 đồng, Lan mua 12 cuốn.\nSố tiền phải trả: 25.000 × 12 = 300.000 đồng.\n"
)
ID = "Harga 1 kg jeruk Rp12.500, jadi harga 3,5 kg adalah 3,5 × Rp12.500 = Rp43.750.\n"
ID_SLIP = "Harga 1 kg jeruk Rp12.500, jadi harga 4,5 kg adalah 4,5 × Rp12.500 = Rp56.250.\n"
TH = "ค่าอาหารกลางวันวันละ 38 บาท เป็นเวลา 30 วัน\nรวมเป็นเงิน 38 × 30 = 1,140 บาท\n"
TH_SLIP = "ค่าอาหารกลางวันวันละ 38 บาท เป็นเวลา 28 วัน\nรวมเป็นเงิน 38 × 28 = 1,064 บาท\n"
EL = "Κάθε τετράδιο κοστίζει 0,95 €.\nΓια 3 τετράδια: 3 × 0,95 = 2,85 €.\n"
EL_SLIP = "Κάθε τετράδιο κοστίζει 0,95 €.\nΓια 5 τετράδια: 5 × 0,95 = 4,75 €.\n"
HE = "בכל ארגז יש 36 בקבוקים, ויש 17 ארגזים.\nסך הכול: 17 × 36 = 612 בקבוקים.\n"
HE_SLIP = "בכל ארגז יש 36 בקבוקים, ויש 16 ארגזים.\nסך הכול: 16 × 36 = 576 בקבוקים.\n"
CS = "Jedna vstupenka stojí 275 Kč a koupili 7 vstupenek, takže zaplatili 7 · 275 = 1 925 Kč.\n"
CS_SLIP = (
    "Jedna vstupenka stojí 275 Kč a koupili 6 vstupenek, takže zaplatili 6 · 275 = 1 650 Kč.\n"
)
SV = "Lisa läser 24 sidor om dagen i 3 veckor.\n3 veckor = 21 dagar, så hon läser 21 · 24 = 504 sidor.\n"
FA = "هر جعبه ۲۴ مداد دارد و ۳۵ جعبه داریم.\nپس تعداد کل مدادها ۲۴ × ۳۵ = ۸۴۰ است.\n"
TL = "May 7 na kahon ng mangga si Ana, at may 45 na mangga sa bawat kahon: 7 × 45 = 315 na mangga.\nNaibenta niya ang 128, kaya natira ang 315 − 128 = 187 na mangga.\n"
BN = "প্রতিটি কলমের দাম ১৫ টাকা।\n২৩টি কলমের দাম = ১৫ × ২৩ = ৩৪৫ টাকা।\n"

# ================================================================ MATH working, by language
G_REP = r"\frac{8}{111}"
REP = (
    r"设 $x = 0.\overline{072}$，则 $1000x = 72.\overline{072}$。两式相减得 $999x = 72$，所以 $x = \frac{72}{999} = \frac{8}{111}$。"
    + "\n"
)
REP_SLIP = r"把 $0.\overline{072}$ 看成 $0.072$，则 $x = \frac{72}{1000} = \frac{9}{125}$。" + "\n"
G_COMB = "1287"
COMB = (
    r"13 人から 5 人を選ぶ方法は $\binom{13}{5} = \frac{13 \cdot 12 \cdot 11 \cdot 10 \cdot 9}{5!} = \frac{154440}{120} = 1287$ 通りです。"
    + "\n"
)
COMB_SLIP = (
    r"13 人から 4 人を選ぶと考えて $\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{4!} = 715$ 通りです。"
    + "\n"
)
G_BASE = "582"
BASE = (
    r"Wir rechnen $4312_5$ ins Dezimalsystem um: $4 \cdot 5^3 + 3 \cdot 5^2 + 1 \cdot 5 + 2 = 500 + 75 + 5 + 2 = 582$."
    + "\n"
)
G_PROB = r"\frac{7}{22}"
PROB = (
    r"Hay $\binom{12}{2} = 66$ maneras de sacar dos bolas y $\binom{7}{2} = 21$ de sacar dos rojas, así que la probabilidad es $\frac{21}{66} = \frac{7}{22}$."
    + "\n"
)
G_DIST = r"\sqrt{74}"
DIST = (
    r"La distance entre $(-3, 4)$ et $(4, -1)$ vaut $\sqrt{(4 - (-3))^2 + (-1 - 4)^2} = \sqrt{49 + 25} = \sqrt{74}$."
    + "\n"
)
DIST_SLIP = (
    r"La distance entre $(-3, 4)$ et $(4, -1)$ vaut $\sqrt{7^2 + 3^2} = \sqrt{49 + 9} = \sqrt{58}$."
    + "\n"
)
G_SEC = r"35\pi"
SEC = (
    r"Площадь сектора: $S = \frac{126^\circ}{360^\circ} \cdot \pi \cdot 10^2 = \frac{7}{20} \cdot 100\pi = 35\pi$."
    + "\n"
)
G_LCM = "102"
LCM = (
    r"Como $34 = 2 \cdot 17$ e $51 = 3 \cdot 17$, temos $\text{mmc}(34, 51) = 2 \cdot 3 \cdot 17 = 102$."
    + "\n"
)
G_TAN = r"-\sqrt{3}"
TAN = (
    r"$300^\circ$ si trova nel quarto quadrante, con angolo di riferimento $60^\circ$; lì la tangente è negativa, quindi $\tan 300^\circ = -\tan 60^\circ = -\sqrt{3}$."
    + "\n"
)
G_CPX = "17 - 7i"
CPX = r"$(3 - 2i)(5 + i) = 15 + 3i - 10i - 2i^2 = 15 - 7i + 2 = 17 - 7i$ 입니다." + "\n"
G_SQRT = r"8\sqrt{3}"
SQRT = (
    r"$\sqrt{75} + \sqrt{27} = \sqrt{25 \cdot 3} + \sqrt{9 \cdot 3} = 5\sqrt{3} + 3\sqrt{3} = 8\sqrt{3}$"
    + "\n"
)
G_INT = "(-3, 2)"
INT = (
    r"$|2x + 1| < 5$ eşitsizliği $-5 < 2x + 1 < 5$ demektir; buradan $-6 < 2x < 4$, yani $-3 < x < 2$ bulunur."
    + "\n"
)
G_POLY = "2x^2 - 3x - 20"
POLY = r"We werken de haakjes uit: $(x - 4)(2x + 5) = 2x^2 + 5x - 8x - 20 = 2x^2 - 3x - 20$." + "\n"
G_SUM = "670"
SUM = (
    r"Cấp số cộng có $u_1 = 5$, $d = 3$, nên $u_{20} = 5 + 19 \cdot 3 = 62$ và $S_{20} = \frac{20(5 + 62)}{2} = 670$."
    + "\n"
)
G_VERT = "(-2, -5)"
VERT = (
    r"Untuk $y = 2x^2 + 8x + 3$, sumbu simetrinya $x = -\frac{8}{2 \cdot 2} = -2$, dan $y(-2) = 2 \cdot 4 - 16 + 3 = -5$."
    + "\n"
)
G_RAT = r"5\sqrt{6}"
RAT = (
    r"Звільняємося від ірраціональності в знаменнику: $\frac{30}{\sqrt{6}} = \frac{30\sqrt{6}}{6} = 5\sqrt{6}$."
    + "\n"
)
G_ROOTS = r"-\frac{3}{2}, \frac{5}{2}"
ROOTS = (
    r"Rozložíme: $4x^2 - 4x - 15 = (2x - 5)(2x + 3) = 0$, tedy $x = \frac{5}{2}$ nebo $x = -\frac{3}{2}$."
    + "\n"
)
G_RAD = r"\frac{17\pi}{12}"
RAD = r"$255^\circ = 255 \cdot \frac{\pi}{180} = \frac{17\pi}{12}$ ακτίνια." + "\n"
G_ZERO = "0"
ZERO = (
    r"Enligt faktorsatsen är resten $f(3) = 3^3 - 2 \cdot 3^2 - 5 \cdot 3 + 6 = 27 - 18 - 15 + 6 = 0$."
    + "\n"
)
G_POLYG = "1800"
POLYG = (
    r"مجموع الزوايا الداخلية لمضلع عدد أضلاعه $n$ هو $(n - 2) \cdot 180^\circ$، وعند $n = 12$ يكون $(12 - 2) \cdot 180^\circ = 1800^\circ$."
    + "\n"
)

# fmt: off
CASES_T = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_slip", "A", "867", "wrong", "tag", th(ZH_SLIP) + "<answer>还剩下 831 棵树。</answer>", "the tag's sentence ('831 trees are left') states the slip value 831"),
    g("t_ja_sentence_slip", "A", "7260", "wrong", "tag", th(JA_SLIP) + "<answer>合計は6580円です。</answer>", "'the total is 6580 yen': two pens instead of three"),
    g("t_ru_notax", "A", "506340", "wrong", "tag", th(RU_NOTAX + "Налог в условии упомянут, но я его не учитываю.\n") + "<answer>Ответ: 582 000 рублей.</answer>", "'Answer: 582 000 roubles' - the tax left out (think: 'tax is mentioned, but I do not take it into account')"),
    g("t_es_placeholder", "A", "38000", "no_answer", "tag", th(ES) + "<answer>[respuesta final aquí]</answer>", "a template placeholder ('[final answer here]'); 38.000 only in the thinking"),
    g("t_de_two_tags", "A", "46.75", "wrong", "tag", th(DE) + "<answer>46,75 €</answer>\n<answer>39,50 €</answer>", "two answer tags with different values, the last 39,50"),
    g("t_fr_equation_slip", "A", "315", "wrong", "tag", th(FR_SLIP) + "<answer>84 × 3,45 = 289,8 km</answer>", "an equation chain in the tag ending 289,8 (3 h 45 min misread as 3,45 h)"),
    g("t_ko_empty", "A", "42.3", "no_answer", "tag", th(KO) + "<answer>\n</answer>", "an empty tag; 42.3 only in the thinking"),
    g("t_ar_sentence_slip", "A", "855", "wrong", "tag", th(AR_SLIP) + "<answer>الثمن الكلي ٧٦٥ ريالًا.</answer>", "'the total price is 765 riyals' (Arabic-Indic digits): 17 books instead of 19"),
    g("t_hi_cut_in_think", "A", "363500", "no_answer", "truncated", "<think>\nपहली किस्त ₹1,45,000 और दूसरी किस्त ₹2,18,500 है।\nकुल राशि = 1,45,000 + 2,18,", "cut inside the thinking ('first instalment ..., second ..., total = 1,45,000 + 2,18,'); no tag"),
    g("t_vi_cannot", "A", "350000", "no_answer", "tag", th("Mỗi cuốn vở giá 25.000 đồng... đề bài không nói Lan mua bao nhiêu cuốn?\n") + "<answer>Không đủ dữ kiện để tính.</answer>", "'not enough data to compute' in the tag: no value"),
    g("t_it_spent", "A", "975", "wrong", "tag", th(IT) + "<answer>Marco ha speso 525 €.</answer>", "the tag says 'Marco spent 525 EUR'; the question asks what is left (975)"),
    g("t_pl_think_pl_answer_en_slip", "A", "390", "wrong", "tag", th(PL_SLIP) + "<answer>378 apples</answer>", "Polish thinking, English tag: 378 (three dozen instead of two)"),
    g("t_tr_tag_hedge", "A", "1910", "wrong", "tag", th(TR) + "<answer>1.910 TL veya 1.432,5 TL</answer>", "a hedge in the tag: '1.910 TL or 1.432,5 TL'"),
    g("t_th_unclosed_slip", "A", "1140", "wrong", "tag", th(TH_SLIP) + "<answer>ค่าอาหารกลางวันทั้งหมด 1,064 บาท", "an unclosed tag: 'total lunch cost 1,064 baht' (28 days)"),
    m("t_m_zh_box_slip", "A", G_REP, "wrong", "tag", th(REP_SLIP) + r"<answer>$\boxed{\frac{9}{125}}$</answer>", "the repeating decimal read as 0.072: 9/125"),
    m("t_m_ja_sentence_slip", "A", G_COMB, "wrong", "tag", th(COMB_SLIP) + r"<answer>答えは $\binom{13}{4} = 715$ 通りです。</answer>", "'the answer is C(13,4) = 715 ways'"),
    m("t_m_ru_dropped_pi", "A", G_SEC, "wrong", "tag", th(SEC) + "<answer>Площадь сектора равна $35$.</answer>", "'the sector's area equals 35': the pi dropped"),
    m("t_m_pt_hedge", "A", G_LCM, "wrong", "tag", th(LCM + r"Ou seria $34 \cdot 51 = 1734$?" + "\n") + "<answer>102 ou 1734</answer>", "'102 or 1734': a hedge"),
    m("t_m_tr_closed_interval", "A", G_INT, "wrong", "tag", th(INT) + r"<answer>$[-3, 2]$</answer>", "a closed interval for a strict inequality"),
    m("t_m_ko_equation_slip", "A", G_CPX, "wrong", "tag", th(r"$(3 - 2i)(5 + i) = 15 + 3i - 10i - 2i^2 = 15 - 7i - 2 = 13 - 7i$" + "\n") + r"<answer>$(3 - 2i)(5 + i) = 13 - 7i$</answer>", "an equation in the tag ending 13 - 7i (-2i^2 taken as -2)"),
    g("t_ok_zh_sentence", "B", "867", "correct", "tag", th(ZH) + "<answer>还剩下 867 棵树。</answer>", "'867 trees are left'"),
    g("t_ok_ja_yen_comma", "B", "7260", "correct", "tag", th(JA) + "<answer>7,260円</answer>", "a thousands comma and 円 (yen)"),
    g("t_ok_ru_space_thousands", "B", "506340", "correct", "tag", th(RU) + "<answer>Ответ: 506 340 руб.</answer>", "'Answer: 506 340 rub.' with a space as thousands separator"),
    g("t_ok_es_dot_thousands", "B", "38000", "correct", "tag", th(ES) + "<answer>La fábrica produce 38.000 tornillos.</answer>", "'the factory produces 38.000 screws': the dot is the Spanish thousands separator (2.375 x 16)"),
    g("t_ok_de_decimal_comma", "B", "46.75", "correct", "tag", th(DE) + "<answer>Die Familie zahlt 46,75 €.</answer>", "'the family pays 46,75 EUR': decimal comma"),
    g("t_ok_fr_equation", "B", "315", "correct", "tag", th(FR) + "<answer>d = 84 × 3,75 = 315 km</answer>", "an equation chain ending in the gold"),
    g("t_ok_ko_sentence", "B", "42.3", "correct", "tag", th(KO) + "<answer>민수가 18일 동안 걸은 거리는 42.3 km입니다.</answer>", "'the distance Minsu walked in 18 days is 42.3 km' (the particle 입니다 glued to the unit)"),
    g("t_ok_ar_indic", "B", "855", "correct", "tag", th(AR) + "<answer>الثمن الكلي ٨٥٥ ريالًا.</answer>", "'the total price is 855 riyals' in Arabic-Indic digits"),
    g("t_ok_hi_lakh", "B", "363500", "correct", "tag", th(HI) + "<answer>कुल राशि ₹3,63,500 है।</answer>", "'the total amount is Rs 3,63,500' (lakh grouping)"),
    g("t_ok_vi_box_dot", "B", "350000", "correct", "tag", th(VI) + r"<answer>$\boxed{350.000}$ đồng</answer>", "a box with the Vietnamese dot thousands separator and the unit dong"),
    g("t_ok_th_unclosed", "B", "1140", "correct", "tag", th(TH) + "<answer>ค่าอาหารกลางวันทั้งหมด 1,140 บาท", "an unclosed tag: 'total lunch cost 1,140 baht'"),
    g("t_ok_zh_think_en_answer", "B", "867", "correct", "tag", th("The problem is in Chinese. " + ZH + "So 867 trees.\n") + "<answer>867 trees</answer>", "mixed-language: Chinese working in an English think block, English tag"),
    g("t_ok_tr_sentence", "B", "1910", "correct", "tag", th(TR) + "<answer>Her biri 1.910 TL alır.</answer>", "'each gets 1.910 TL': Turkish dot thousands"),
    g("t_fa_tag_slip", "A", "840", "wrong", "tag", th(FA) + "<answer>تعداد کل مدادها ۸۱۶ است.</answer>", "the think block says 840, the tag 'the total number of pencils is 816' (Persian digits): the tag is the answer"),
    g("t_ok_fa_tag", "B", "840", "correct", "tag", th(FA) + "<answer>تعداد کل مدادها ۸۴۰ است.</answer>", "'the total number of pencils is 840' in Persian digits"),
    m("t_m_ok_zh_box", "B", G_REP, "correct", "tag", th(REP) + r"<answer>$\boxed{\dfrac{8}{111}}$</answer>", "a \\dfrac box in math mode in the tag"),
    m("t_m_ok_ja_sentence", "B", G_COMB, "correct", "tag", th(COMB) + "<answer>求める場合の数は $1287$ 通りです。</answer>", "'the required number of ways is 1287'"),
    m("t_m_ok_ru_sentence", "B", G_SEC, "correct", "tag", th(SEC) + r"<answer>Площадь сектора равна $35\pi$.</answer>", "'the sector's area equals 35 pi'"),
    m("t_m_ok_tr_interval", "B", G_INT, "correct", "tag", th(INT) + r"<answer>Çözüm kümesi: $(-3, 2)$, yani $-3 < x < 2$.</answer>", "'solution set: (-3, 2), that is -3 < x < 2'"),
    m("t_m_ok_pt_mmc", "B", G_LCM, "correct", "tag", th(LCM) + r"<answer>$\text{mmc}(34, 51) = 102$</answer>", "'mmc' (Portuguese lcm) equation ending in the gold"),
    m("t_m_ok_ko_box", "B", G_CPX, "correct", "tag", th(CPX) + r"<answer>따라서 답은 $\boxed{17 - 7i}$입니다.</answer>", "'therefore the answer is [box]'"),
]

CASES_H = [
    # ================================================================ 2. phrase marker then ####
    g("h_zh_phrase_slip", "A", "867", "wrong", "hash", ZH_SLIP + "答案是：#### 831", "'the answer is: #### 831'"),
    g("h_ja_phrase_gold_hash_slip", "A", "7260", "wrong", "hash", JA + "答え：7260円\n#### 6580", "'answer: 7260 yen' then #### 6580: two different final answers"),
    g("h_ru_hash_then_phrase_other", "A", "506340", "wrong", "hash", RU + "#### 506340\nОтвет: 582 000 рублей.", "#### gold, then 'Answer: 582 000 roubles' - the later phrase differs"),
    g("h_es_empty_hash", "A", "38000", "no_answer", "hash", ES + "La respuesta es:\n####", "'the answer is:' then an empty ####"),
    g("h_de_hash_range", "A", "46.75", "wrong", "hash", DE + "Die Antwort lautet: #### 46–47", "'the answer is: #### 46-47': a range"),
    g("h_fr_hedge_then_hash", "A", "315", "wrong", "hash", FR + "La réponse est 315 km ou 289,8 km selon la lecture de l'énoncé.\n#### 315", "debatable: 'the answer is 315 km or 289,8 km depending on how the statement is read' then #### 315; a hedge before the marker (round 21's decision: reject)", True),
    g("h_pl_phrase_hash_slip", "A", "390", "wrong", "hash", PL + "Odpowiedź: zostaje 390 jabłek.\n#### 378", "'answer: 390 apples remain' then #### 378: two different answers"),
    g("h_tr_cevap_hash_intermediate", "A", "1910", "wrong", "hash", TR_SLIP.split("\n")[0] + "\nCevap: #### 5730", "'Answer: #### 5730': the amount before dividing"),
    g("h_nl_sign_lost", "A", "-7.25", "wrong", "hash", NL + "Het antwoord is: #### 7,25", "'the answer is: #### 7,25': the minus sign lost"),
    g("h_it_hash_spent", "A", "975", "wrong", "hash", IT + "La risposta è: #### 525", "'the answer is: #### 525' - what he spent, not what is left"),
    g("h_ko_hash_then_minerva_slip", "A", "42.3", "wrong", "minerva", KO + "#### 42.3\n" + MINERVA.format("37.6"), "#### gold then a Minerva line stating 37.6"),
    g("h_sv_hash_days", "A", "504", "wrong", "hash", SV + "Svar: #### 21", "'Answer: #### 21' - the number of days"),
    g("h_id_hash_see_above", "A", "43750", "no_answer", "hash", ID + "Jawaban: #### (lihat di atas)", "'Answer: #### (see above)': no value after the marker"),
    g("h_el_hash_slip", "A", "2.85", "wrong", "hash", EL_SLIP + "Απάντηση: #### 4,75", "'Answer: #### 4,75' (five notebooks)"),
    m("h_m_cs_one_root", "A", G_ROOTS, "wrong", "hash", ROOTS + r"Odpověď: #### -\frac{3}{2}", "'Answer: #### -3/2': one root of two"),
    g("h_he_hash_slip", "A", "612", "wrong", "hash", HE_SLIP + "התשובה היא: #### 576", "'the answer is: #### 576' (16 crates)"),
    g("h_ok_zh", "B", "867", "correct", "hash", ZH + "答案是：#### 867", "'the answer is: #### 867'"),
    g("h_ok_ja_fullwidth_colon", "B", "7260", "correct", "hash", JA + "答え： #### 7260", "'answer:' with a full-width colon then ####"),
    g("h_ok_ru", "B", "506340", "correct", "hash", RU + "**Ответ:** 506 340 рублей.\n#### 506340", "'Answer: 506 340 roubles' then ####"),
    g("h_ok_es", "B", "38000", "correct", "hash", ES + "La respuesta es: #### 38000", "'the answer is: #### 38000'"),
    g("h_ok_de_decimal_comma", "B", "46.75", "correct", "hash", DE + "Die Antwort lautet: #### 46,75", "'the answer is: #### 46,75' with a German decimal comma"),
    g("h_ok_fr_space_colon", "B", "315", "correct", "hash", FR + "Réponse finale : #### 315", "'final answer :' (French space before the colon) then ####"),
    g("h_ok_pt_dot_thousands", "B", "1054", "correct", "hash", PT + "Resposta: #### 1.054", "debatable: 'Answer: #### 1.054' - the dot is the Portuguese thousands separator the working uses (1.240 - 186 = 1.054); read as 1.054 it would be a price of about one real. Decision: accept", True),
    g("h_ok_it_euro", "B", "975", "correct", "hash", IT + "La risposta finale è: #### 975 €", "'the final answer is: #### 975 EUR'"),
    g("h_ok_nl_unicode_minus", "B", "-7.25", "correct", "hash", NL + "Het antwoord is: #### −7,25", "'the answer is:' with a Unicode minus and a decimal comma"),
    g("h_ok_pl_noun", "B", "390", "correct", "hash", PL + "Odpowiedź: #### 390 jabłek", "'Answer: #### 390 apples'"),
    g("h_ok_tr", "B", "1910", "correct", "hash", TR + "Cevap: #### 1910", "'Answer: #### 1910'"),
    g("h_ok_ar_indic", "B", "855", "correct", "hash", AR + "الإجابة: #### ٨٥٥", "'the answer: #### 855' in Arabic-Indic digits"),
    g("h_ok_hi", "B", "363500", "correct", "hash", HI + "उत्तर: #### 363500", "'answer: #### 363500'"),
    g("h_ok_vi_bold", "B", "350000", "correct", "hash", VI + "**Đáp số:** 350.000 đồng\n\n#### 350000", "'Result: 350.000 dong' (dot thousands) then ####"),
    g("h_ok_th", "B", "1140", "correct", "hash", TH + "คำตอบคือ #### 1140", "'the answer is #### 1140'"),
    g("h_ok_tl", "B", "187", "correct", "hash", TL + "Ang sagot ay: #### 187", "Tagalog 'the answer is: #### 187'"),
    m("h_m_ok_cs_roots", "B", G_ROOTS, "correct", "hash", ROOTS + r"Odpověď: #### -\frac{3}{2}, \frac{5}{2}", "'Answer: ####' both roots"),
]
# fmt: on

# fmt: off
CASES_X = [
    # ================================================================ 3. exactness
    g("x_de_rounded", "A", "46.75", "wrong", "hash", DE + "Die Antwort lautet gerundet: #### 46,8", "'the answer, rounded, is: #### 46,8'"),
    g("x_uk_truncated", "A", "45.5", "wrong", "answer_is", UK + "Відповідь: 45 грн.", "'Answer: 45 UAH' - the 50 kopecks dropped"),
    g("x_nl_rounded", "A", "-7.25", "wrong", "hash", NL + "Afgerond: #### −7,3", "'rounded: #### -7,3'"),
    g("x_ko_approx", "A", "42.3", "wrong", "answer_is", KO + "답: 약 42 km", "'answer: about 42 km'"),
    g("x_ru_thousands_rounded", "A", "506340", "wrong", "answer_is", RU + "Ответ: ≈ 506 тыс. рублей.", "'Answer: about 506 thousand roubles' - 506 000, not 506 340"),
    g("x_es_dot_as_decimal", "A", "38000", "wrong", "hash", ES + "#### 38", "the #### value 38: the thousands dot of 38.000 dropped with what follows it"),
    g("x_zh_approx", "A", "867", "wrong", "answer_is", ZH + "答：大约还剩 870 棵。", "'answer: about 870 are left' - rounded to the tens"),
    g("x_it_percent_share", "A", "975", "wrong", "answer_is", IT + "Risposta: gli resta il 65 % della somma.", "'answer: he keeps 65 % of the sum' - a share, not the amount 975"),
    g("x_el_cents_lost", "A", "2.85", "wrong", "answer_is", EL + "Απάντηση: 2 €.", "'answer: 2 EUR' - the cents lost"),
    g("x_ar_momayyez_lost", "A", "45.5", "wrong", "hash", AR_DEC + "#### ٤٥", "#### 45 in Arabic-Indic digits: the decimal part ٫٥ dropped"),
    g("x_id_comma_thousands_misread", "A", "43750", "wrong", "answer_is", ID + "Jawaban: Rp43,75", "'Answer: Rp43,75' - forty-three rupiah and 75 hundredths, the thousands lost (Indonesian uses a decimal comma)"),
    m("x_m_zh_decimal", "A", G_REP, "wrong", "boxed", REP.split("，所以")[0] + r"，所以 $x \approx \boxed{0.072}$。", "a decimal for the repeating 8/111 ('so x is about 0.072')"),
    m("x_m_fr_sqrt_decimal", "A", G_DIST, "wrong", "boxed", DIST + r"Donc $d \approx \boxed{8{,}60}$.", "'so d is about 8,60': a decimal for sqrt(74)"),
    m("x_m_ru_pi_decimal", "A", G_SEC, "wrong", "boxed", SEC + r"Ответ: $S \approx \boxed{109{,}96}$.", "'Answer: S about 109,96' for 35 pi"),
    m("x_m_sv_near_zero", "A", G_ZERO, "wrong", "boxed", r"Resten vid division med $x - 3$ är $f(3)$, där $f(x) = x^3 - 2x^2 - 5x + 6$." + "\n" + r"Jag beräknar $f(3)$ numeriskt med flyttal: $f(3) \approx 3 \cdot 10^{-12}$." + "\n" + r"Resten är alltså $\boxed{3 \cdot 10^{-12}}$.", "'I compute f(3) numerically ... so the remainder is 3*10^-12': a nonzero value for gold 0"),
    m("x_m_it_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN.replace(r" = -\sqrt{3}$.", r" \approx -1{,}732$.") + r"Risposta: $\boxed{-1{,}732}$", "'answer: -1,732' for -sqrt3"),
    m("x_m_el_rad_decimal", "A", G_RAD, "wrong", "boxed", RAD + r"Δηλαδή περίπου $\boxed{4{,}45}$ rad.", "'that is about 4,45 rad' for 17 pi / 12"),
    m("x_m_pl_sqrt_decimal", "A", G_SQRT, "wrong", "boxed", SQRT + r"Odpowiedź: $\boxed{13{,}86}$", "'answer: 13,86' for 8 sqrt3"),
    m("x_m_es_percent_rounded", "A", G_PROB, "wrong", "boxed", PROB + r"La probabilidad es aproximadamente $\boxed{31{,}8\,\%}$.", "'the probability is approximately 31,8 %' - rounded"),
    m("x_m_uk_decimal", "A", G_RAT, "wrong", "boxed", RAT + r"Відповідь: $\boxed{12{,}25}$", "'Answer: 12,25' for 5 sqrt6 (12.247...)"),
    g("x_sv_ungefar", "A", "504", "wrong", "answer_is", SV + "Svar: ungefär 500 sidor.", "'Answer: about 500 pages' - rounded"),
    g("x_ok_uk_trailing_zero", "B", "45.5", "correct", "answer_is", UK + "Відповідь: 45,50 грн.", "'Answer: 45,50 UAH'"),
    g("x_ok_nl_fraction", "B", "-7.25", "correct", "boxed", NL + r"Antwoord: $\boxed{-\frac{29}{4}}$ °C", "-29/4 = -7.25"),
    g("x_ok_ko_trailing_zero", "B", "42.3", "correct", "answer_is", KO + "답: 42.30 km", "'answer: 42.30 km'"),
    g("x_ok_ru_kopecks", "B", "506340", "correct", "answer_is", RU + "Ответ: 506 340,00 руб.", "'Answer: 506 340,00 rub.' - space thousands, comma decimals"),
    g("x_ok_es_mil", "B", "38000", "correct", "answer_is", ES + "La respuesta es 38 mil tornillos.", "'the answer is 38 thousand (mil) screws'"),
    g("x_ok_hi_lakh_word", "B", "363500", "correct", "answer_is", HI + "उत्तर: कुल 3.635 लाख रुपये", "'answer: a total of 3.635 lakh rupees' = 363 500"),
    g("x_ok_vi_nghin", "B", "350000", "correct", "answer_is", VI + "Đáp số: 350 nghìn đồng.", "'Result: 350 thousand (nghìn) dong'"),
    g("x_ok_ar_momayyez", "B", "45.5", "correct", "hash", AR_DEC + "#### ٤٥٫٥", "45.5 with the Arabic decimal separator U+066B"),
    g("x_ok_de_box_comma", "B", "46.75", "correct", "boxed", DE + r"**Antwort:** $\boxed{46{,}75\ \text{€}}$", "a box with {,} decimal comma and the euro sign"),
    g("x_ok_zh_wan", "B", "350000", "correct", "answer_is", "每本练习本 25000 越南盾，买 14 本：25000 × 14 = 350000。\n答：一共需要 35 万越南盾。", "Chinese for the Vietnamese problem: 'answer: 35 wan (x 10 000) dong in total' = 350 000"),
    m("x_m_ok_zh_unsimplified", "B", G_REP, "correct", "boxed", r"设 $x = 0.\overline{072}$，则 $1000x = 72.\overline{072}$。相减得 $999x = 72$，所以 $x = \boxed{\frac{72}{999}}$。", "72/999 = 8/111 unsimplified"),
    m("x_m_ok_fr_exact_then_approx", "B", G_DIST, "correct", "boxed", DIST + r"Donc $d = \boxed{\sqrt{74}} \approx 8{,}60$.", "the exact box, then an approximation outside it"),
    m("x_m_ok_ru_pi_then_approx", "B", G_SEC, "correct", "boxed", SEC + r"Ответ: $\boxed{35\pi} \approx 109{,}96$.", "the exact box, then 'about 109,96'"),
    m("x_m_ok_sv_zero", "B", G_ZERO, "correct", "answer_is", ZERO + "Svar: resten är 0, så $x - 3$ är en faktor.", "'Answer: the remainder is 0, so x - 3 is a factor'"),
    m("x_m_ok_it_nobraces", "B", G_TAN, "correct", "boxed", TAN + r"Risposta: $\boxed{-\sqrt3}$", "\\sqrt3 without braces"),
    m("x_m_ok_el_frac_pi", "B", G_RAD, "correct", "boxed", RAD + r"Απάντηση: $\boxed{\frac{17}{12}\pi}$", "17/12 pi for 17 pi/12"),
    m("x_m_ok_pl_sqrt192", "B", G_SQRT, "correct", "boxed", r"$\sqrt{75} + \sqrt{27}$: $(\sqrt{75} + \sqrt{27})^2 = 75 + 27 + 2\sqrt{2025} = 102 + 90 = 192$, więc suma to $\boxed{\sqrt{192}}$.", "sqrt(192) = 8 sqrt3 (2025 = 45^2)"),
    m("x_m_ok_es_unsimplified", "B", G_PROB, "correct", "boxed", PROB.split(r" = \frac{7}{22}")[0] + r"$." + "\n" + r"Respuesta: $\boxed{\frac{21}{66}}$", "21/66 = 7/22 unsimplified"),
    m("x_m_ok_uk_sqrt150", "B", G_RAT, "correct", "boxed", r"$\frac{30}{\sqrt{6}} = \frac{30\sqrt{6}}{6} = 5\sqrt{6} = \sqrt{150}$." + "\n" + r"Відповідь: $\boxed{\sqrt{150}}$", "sqrt(150) = 5 sqrt6"),
]

CASES_N = [
    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_not_only", "A", "867", "no_answer", "answer_is", ZH + "等等，我再检查一下题目……题目里砍掉的是 195 棵，所以答案不是 867。", "'wait, let me re-check ... 195 were cut, so the answer is not 867' - the gold negated, no value after"),
    g("n_ja_strike", "A", "7260", "no_answer", "answer_is", JA + "答え：~~7260円~~", "'answer:' with the value struck through and nothing after"),
    g("n_ja_strike_then_slip", "A", "7260", "wrong", "answer_is", JA_SLIP + "答え：~~7260円~~ 6580円", "the gold struck, 6580 yen after"),
    g("n_ru_ne_only", "A", "506340", "no_answer", "answer_is", RU + "Ответ: не 506 340 рублей — я ошибся в расчёте налога.", "'Answer: not 506 340 roubles - I made a mistake in the tax' - no value after"),
    g("n_es_incorrecto", "A", "38000", "wrong", "boxed", ES + r"$\boxed{38000}$ (incorrecto)", "the model marks its box '(incorrect)'"),
    g("n_de_strike_arrow", "A", "46.75", "wrong", "answer_is", DE_SLIP + "**Antwort:** ~~46,75 €~~ → 39,50 €", "'Answer:' gold struck, arrow to 39,50"),
    g("n_fr_neq", "A", "315", "no_answer", "answer_is", FR + "Réponse : d ≠ 315 km.", "'Answer: d is not 315 km'"),
    g("n_ko_cross", "A", "42.3", "wrong", "answer_is", KO + "답: 42.3 km ❌", "a cross mark after the answer: the model marks it wrong"),
    g("n_pl_nie_tylko_slip", "A", "390", "wrong", "answer_is", PL_SLIP + "Odpowiedź: nie 390, tylko 378 jabłek.", "'Answer: not 390 but 378 apples'"),
    g("n_tr_degil", "A", "1910", "no_answer", "answer_is", TR + "Cevap 1.910 TL değil; bir yerde hata yaptım.", "'the answer is not 1.910 TL; I made a mistake somewhere'"),
    g("n_ar_laysa", "A", "855", "no_answer", "answer_is", AR + "لكن الجواب ليس ٨٥٥، فقد أخطأت في عدد الكتب.", "'but the answer is not 855, I made a mistake in the number of books'"),
    g("n_hi_nahin", "A", "363500", "no_answer", "answer_is", HI + "उत्तर ₹3,63,500 नहीं है, क्योंकि दूसरी किस्त शायद ग़लत पढ़ी गई।", "'the answer is not Rs 3,63,500, because the second instalment was perhaps misread'"),
    g("n_he_lo", "A", "612", "no_answer", "answer_is", HE + "רגע, התשובה היא לא 612.", "'wait, the answer is not 612'"),
    g("n_cs_spatne", "A", "1925", "wrong", "answer_is", CS + "Odpověď: 1 925 Kč (špatně)", "the model marks its answer '(wrong)'"),
    g("n_vi_sai", "A", "350000", "wrong", "answer_is", VI + "Đáp số: ~~350.000 đồng~~ 300.000 đồng", "the gold struck, 300.000 after"),
    m("n_m_zh_neq_box", "A", G_REP, "no_answer", "boxed", REP + r"验算：$111 \times 0.072 = 7.992 \neq 8$，所以 $\boxed{x \neq \frac{8}{111}}$。", "a flawed check ('check: 111 x 0.072 = 7.992 != 8, so') ends in a box holding x != gold: no value asserted"),
    m("n_m_ja_cancel", "A", G_COMB, "no_answer", "boxed", COMB + r"答え：$\boxed{\cancel{1287}}$", "a cancelled box"),
    m("n_m_ko_sout", "A", G_CPX, "wrong", "boxed", CPX + r"답: $\boxed{\sout{17 - 7i}\ 17 + 7i}$", "the gold struck with \\sout, 17 + 7i after"),
    m("n_m_el_lathos", "A", G_RAD, "wrong", "boxed", RAD + r"$\boxed{\frac{17\pi}{12}}$ (λάθος)", "'(wrong)' after the box"),
    m("n_m_it_struck", "A", G_TAN, "wrong", "boxed", TAN + r"Risposta: ~~$-\sqrt{3}$~~ $\boxed{\sqrt{3}}$", "the gold struck, sqrt3 boxed"),
    m("n_m_de_not_box", "A", G_BASE, "no_answer", "boxed", BASE + r"Das Ergebnis ist also nicht $\boxed{582}$.", "'so the result is not [582]': the box negated"),
    g("n_tl_hindi", "A", "187", "no_answer", "answer_is", TL + "Teka, ang sagot ay hindi 187, may mali ako sa pagbilang.", "Tagalog: 'wait, the answer is not 187, I made a mistake in counting' - no value after"),
    g("n_ok_sv_inte", "B", "504", "correct", "answer_is", SV + "Svar: 504 sidor, inte 72 (24 · 3 räknar bara veckorna).", "'Answer: 504 pages, not 72 (24 x 3 counts only the weeks)'"),
    g("n_ok_zh_not_but", "B", "867", "correct", "answer_is", ZH + "答案不是 831，而是 867。", "'the answer is not 831 but 867'"),
    g("n_ok_ja_strike_other", "B", "7260", "correct", "answer_is", JA + "答え：~~6580円~~ 7260円", "the slip struck, the gold after"),
    g("n_ok_ru_ne_a", "B", "506340", "correct", "answer_is", RU + "Ответ: не 582 000, а 506 340 рублей.", "'Answer: not 582 000 but 506 340 roubles'"),
    g("n_ok_es_correcto", "B", "38000", "correct", "boxed", ES + r"$\boxed{38000}$ ✓ (correcto)", "a check mark and '(correct)'"),
    g("n_ok_de_nicht", "B", "46.75", "correct", "answer_is", DE + "Antwort: 46,75 € (nicht 39,50 €).", "'Answer: 46,75 EUR (not 39,50 EUR)'"),
    g("n_ok_fr_pas_mais", "B", "315", "correct", "answer_is", FR + "La réponse n'est pas 289,8 km mais 315 km.", "'the answer is not 289,8 km but 315 km'"),
    g("n_ok_ko_check", "B", "42.3", "correct", "answer_is", KO + "답: 42.3 km ✅", "a check mark after the answer"),
    g("n_ok_pl_nie_tylko", "B", "390", "correct", "answer_is", PL + "Odpowiedź: nie 378, tylko 390 jabłek.", "'Answer: not 378 but 390 apples'"),
    g("n_ok_tr_degil_dogru", "B", "1910", "correct", "answer_is", TR + "Cevap 1432,5 TL değil; doğru cevap 1910 TL.", "'the answer is not 1432,5 TL; the right answer is 1910 TL'"),
    g("n_ok_ar_laysa_bal", "B", "855", "correct", "answer_is", AR + "الجواب ليس ٧٦٥ بل ٨٥٥ ريالًا.", "'the answer is not 765 but 855 riyals'"),
    g("n_ok_hi_nahin_balki", "B", "363500", "correct", "answer_is", HI + "उत्तर ₹4,26,500 नहीं, बल्कि ₹3,63,500 है।", "'the answer is not Rs 4,26,500 but Rs 3,63,500'"),
    g("n_ok_he_lo_ela", "B", "612", "correct", "answer_is", HE + "התשובה היא לא 576 אלא 612 בקבוקים.", "'the answer is not 576 but 612 bottles'"),
    m("n_m_ok_ko_anira", "B", G_CPX, "correct", "boxed", CPX + r"$17 + 7i$가 아니라 $\boxed{17 - 7i}$입니다.", "'it is not 17 + 7i but [17 - 7i]'"),
    m("n_m_ok_el_annot", "B", G_RAD, "correct", "boxed", RAD + r"Απάντηση: $\boxed{\frac{17\pi}{12}}$ (σε ακτίνια)", "'(in radians)' after the box"),
    m("n_m_ok_it_non", "B", G_TAN, "correct", "boxed", TAN + r"Il risultato è $\boxed{-\sqrt{3}}$ (non $\sqrt{3}$: nel quarto quadrante la tangente è negativa).", "'the result is [-sqrt3] (not sqrt3: in the fourth quadrant the tangent is negative)'"),
    m("n_m_ok_uk_cancel_work", "B", G_RAT, "correct", "boxed", r"$\frac{30}{\sqrt{6}} = \frac{30\sqrt{6}}{6} = \frac{\cancel{30}^{5}\sqrt{6}}{\cancel{6}} = \boxed{5\sqrt{6}}$", "cancellations in the working, the gold boxed"),
    m("n_m_ok_de_nicht_other", "B", G_BASE, "correct", "boxed", BASE + r"Das Ergebnis ist also $\boxed{582}$ und nicht $4312$.", "'so the result is [582] and not 4312'"),
]
# fmt: on

# fmt: off
CASES_U = [
    # ================================================================ 5. unit and scale words after a number
    g("u_ru_tysyach", "A", "506340", "wrong", "answer_is", RU + "Ответ: 506 340 тысяч рублей.", "'Answer: 506 340 THOUSAND roubles' = 506 340 000"),
    g("u_pl_mniej", "A", "390", "wrong", "answer_is", PL + "Odpowiedź: 24 jabłka mniej.", "'Answer: 24 apples fewer (mniej)' - the difference, not the count"),
    g("u_pl_tuzinow", "A", "390", "wrong", "answer_is", PL + "Odpowiedź: 390 tuzinów jabłek.", "'Answer: 390 DOZEN (tuzinów) apples' = 4680"),
    g("u_fr_de_moins", "A", "315", "wrong", "answer_is", FR + "Réponse : 25,2 km de moins qu'avec 3,45 h.", "'Answer: 25,2 km less (de moins) than with 3,45 h' - a difference"),
    g("u_hi_lakh_slip", "A", "363500", "wrong", "answer_is", HI + "उत्तर: 3,63,500 लाख रुपये", "'answer: 3,63,500 LAKH rupees' = 36 350 000 000"),
    g("u_vi_nghin_slip", "A", "350000", "wrong", "answer_is", VI + "Đáp số: 350.000 nghìn đồng.", "'Result: 350.000 THOUSAND (nghìn) dong' = 350 000 000"),
    g("u_id_ribu_slip", "A", "43750", "wrong", "answer_is", ID + "Jawaban: Rp43.750 ribu", "'Answer: Rp43.750 THOUSAND (ribu)' = 43 750 000"),
    g("u_ko_deo", "A", "42.3", "wrong", "answer_is", KO + "16일과 비교하면 4.7 km를 더 걸었습니다.\n답: 4.7 km 더", "'compared with 16 days he walked 4.7 km more. Answer: 4.7 km more (더)'"),
    g("u_nl_boven_nul", "A", "-7.25", "wrong", "answer_is", NL + "Antwoord: het is dan 7,25 °C boven nul.", "'Answer: it is then 7,25 C ABOVE zero' = +7.25"),
    g("u_ar_aqall", "A", "855", "wrong", "answer_is", AR + "الجواب: ٩٠ ريالًا أقل مما لو اشترت ٢١ كتابًا.", "'Answer: 90 riyals LESS than if it had bought 21 books' - a difference"),
    g("u_cs_vice", "A", "1925", "wrong", "answer_is", CS + "Odpověď: o 275 Kč více než za 6 vstupenek.", "'Answer: 275 CZK MORE than for 6 tickets' - a difference"),
    g("u_sv_per_dag", "A", "504", "wrong", "answer_is", SV + "Svar: 24 sidor per dag.", "'Answer: 24 pages PER DAY' - the rate, not the total"),
    g("u_th_per_day", "A", "1140", "wrong", "answer_is", TH + "คำตอบ: 38 บาทต่อวัน", "'answer: 38 baht PER DAY'"),
    g("u_he_yoter", "A", "612", "wrong", "answer_is", HE + "התשובה: 36 בקבוקים יותר מאשר ב-16 ארגזים.", "'the answer: 36 bottles MORE than in 16 crates'"),
    g("u_ja_man", "A", "7260", "wrong", "answer_is", JA + "答え：7260万円", "'answer: 7260 MAN (x 10 000) yen' = 72 600 000"),
    m("u_m_el_moires", "A", G_RAD, "wrong", "boxed", RAD + r"Απάντηση: $\boxed{\frac{17\pi}{12} \text{ μοίρες}}$", "debatable: the right number labelled 'DEGREES (μοίρες)': 17 pi / 12 degrees is not 255 degrees; a sloppy label or a wrong unit. Decision: reject (the stated unit changes the value)", True),
    m("u_m_ru_raz", "A", G_SEC, "wrong", "boxed", SEC + r"Ответ: площадь меньше площади круга в $\boxed{\frac{20}{7}}$ раза.", "'Answer: the area is smaller than the circle's by a factor (раза) of 20/7' - a ratio, not the area"),
    g("u_ok_ru_rub_sign", "B", "506340", "correct", "answer_is", RU + "Ответ: 506 340 ₽.", "the rouble sign"),
    g("u_ok_es_noun", "B", "38000", "correct", "hash", ES + "#### 38000 tornillos", "'#### 38000 screws'"),
    g("u_ok_pl_dozen_equiv", "B", "390", "correct", "answer_is", PL + "Odpowiedź: 390 jabłek (czyli 32,5 tuzina).", "'Answer: 390 apples (that is, 32,5 dozen)': an equivalent in brackets after the gold"),
    g("u_ok_fr_km", "B", "315", "correct", "answer_is", FR + "Réponse : le train parcourt 315 kilomètres.", "'Answer: the train travels 315 kilometres'"),
    g("u_ok_hi_rupaye", "B", "363500", "correct", "answer_is", HI + "उत्तर: 3,63,500 रुपये", "'answer: 3,63,500 rupees'"),
    g("u_ok_id_ribu", "B", "43750", "correct", "answer_is", ID + "Jawaban: 43,75 ribu rupiah", "'Answer: 43,75 thousand (ribu) rupiah' = 43 750"),
    g("u_ok_ja_sen_kanji", "B", "7260", "correct", "answer_is", JA + "答え：7千260円", "'answer: 7 sen (thousand) 260 yen' = 7260, a kanji scale digit between numerals"),
    g("u_ok_zh_ke", "B", "867", "correct", "answer_is", ZH + "答：还剩 867 棵。", "'answer: 867 (trees, counter 棵) left'"),
    g("u_ok_ko_kilometer", "B", "42.3", "correct", "answer_is", KO + "답: 42.3킬로미터", "'answer: 42.3 kilometres' (Hangul unit glued)"),
    g("u_ok_nl_onder_nul", "B", "-7.25", "correct", "answer_is", NL + "Antwoord: het is dan 7,25 °C onder nul.", "debatable: 'it is then 7,25 C BELOW zero' = -7.25, stated in words, not with a minus. Decision: accept (the twin u_nl_boven_nul says above zero and is rejected)", True),
    g("u_ok_ar_riyal", "B", "855", "correct", "answer_is", AR + "الجواب: ٨٥٥ ريالًا سعوديًا", "'answer: 855 Saudi riyals'"),
    g("u_ok_cs_kc_space", "B", "1925", "correct", "answer_is", CS + "Odpověď: 1 925 Kč", "'Answer: 1 925 CZK' (space thousands)"),
    g("u_ok_sv_sidor", "B", "504", "correct", "answer_is", SV + "Svar: 504 sidor.", "'Answer: 504 pages'"),
    g("u_ok_th_baht", "B", "1140", "correct", "answer_is", TH + "คำตอบ: 1,140 บาท", "'answer: 1,140 baht'"),
    g("u_ok_he_bottles", "B", "612", "correct", "answer_is", HE + "התשובה: 612 בקבוקים", "'the answer: 612 bottles'"),
    g("u_ok_tl_mangga", "B", "187", "correct", "answer_is", TL + "Sagot: 187 na mangga ang natira.", "'Answer: 187 mangoes are left' (linker na)"),
    m("u_m_ok_ru_cm2", "B", G_SEC, "correct", "boxed", SEC + r"Ответ: $\boxed{35\pi\ \text{см}^2}$", "'Answer: 35 pi cm^2' (Cyrillic unit in \\text)"),
    m("u_m_ok_el_rad", "B", G_RAD, "correct", "boxed", RAD + r"Απάντηση: $\boxed{\frac{17\pi}{12} \text{ rad}}$", "'answer: 17 pi / 12 rad'"),
    m("u_m_ok_ar_degrees", "B", G_POLYG, "correct", "boxed", POLYG + r"الجواب: $\boxed{1800^\circ}$", "'the answer: 1800 degrees' - the gold is the angle sum in degrees"),
]

CASES_R = [
    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_dengdeng", "A", "867", "wrong", "answer_is", ZH + "答案：867 棵。\n\n等等，我看错了，砍掉的是 195 棵，所以应该是 1026 − 195 = 831 棵。", "'answer: 867. Wait, I misread, 195 were cut, so it should be 831' - the last committed value is 831"),
    g("r_ja_teisei", "A", "7260", "wrong", "answer_is", JA + "答え：7260円\n\n【訂正】ペンは2本でした。正しくは 5220 + 1360 = 6580円です。", "'[Correction] there were 2 pens. Correctly it is 6580 yen'"),
    g("r_ru_ispravlenie", "A", "506340", "wrong", "answer_is", RU + "Ответ: 506 340 рублей.\n\nИсправление: в задаче спрашивают зарплату до вычета налога, поэтому ответ 582 000 рублей.", "'Correction: the problem asks for the salary before tax, so the answer is 582 000 roubles'"),
    g("r_es_perdon", "A", "38000", "wrong", "hash", ES + "#### 38000\n\nPerdón, me equivoqué: eran 15 horas, así que son 35.625 tornillos.\n#### 35625", "'Sorry, I was wrong: it was 15 hours, so 35.625 screws' and a new ####"),
    g("r_de_korrektur", "A", "46.75", "wrong", "answer_is", DE + "Antwort: 46,75 €\n\nKorrektur: Es waren nur zwei Kinder, also 25,00 € + 14,50 € = 39,50 €.", "'Correction: there were only two children, so 39,50 EUR'"),
    g("r_fr_en_fait", "A", "315", "wrong", "answer_is", FR + "Réponse : 315 km.\n\nEn fait non, j'ai mal converti : 3 h 45 min, c'est 3,45 h, donc 289,8 km.", "'Actually no, I converted badly: 3 h 45 min is 3,45 h, so 289,8 km' - a wrong correction, but it is the last committed value"),
    g("r_it_anzi_no", "A", "975", "wrong", "answer_is", IT + "La risposta è 975 €. Anzi no, 525 €: la domanda chiede quanto ha speso.", "'the answer is 975 EUR. No wait (anzi no), 525 EUR: the question asks how much he spent'"),
    g("r_pt_alias", "A", "1054", "wrong", "answer_is", PT + "Resposta: R$ 1.054,00.\n\nAliás, errei: o enunciado fala de um aumento de 15 %, então é 1.240 × 1,15 = R$ 1.426,00.", "'By the way, I was wrong: the statement speaks of a 15 % increase, so R$ 1.426,00'"),
    g("r_pl_poprawka", "A", "390", "wrong", "hash", PL + "#### 390\n\nPoprawka: zgniłe były trzy tuziny, czyli 414 − 36 = 378.", "'Correction: three dozen were rotten, so 378'"),
    g("r_tr_duzeltme", "A", "1910", "wrong", "answer_is", TR + "Cevap: 1.910 TL\n\nDüzeltme: kalan para dört kardeşe bölünüyor, yani 5.730 ÷ 4 = 1.432,5 TL.", "'Correction: the rest is shared by four siblings, so 1.432,5 TL'"),
    g("r_ko_jamkkan", "A", "42.3", "wrong", "answer_is", KO + "답: 42.3 km\n\n잠깐만요, 문제를 다시 보니 16일이네요. 2.35 × 16 = 37.6 km입니다.", "'wait, looking at the problem again it is 16 days. 37.6 km'"),
    g("r_he_tikun", "A", "612", "wrong", "answer_is", HE + "התשובה: 612 בקבוקים.\n\nתיקון: יש 16 ארגזים, ולכן 16 × 36 = 576.", "'Correction: there are 16 crates, so 576'"),
    g("r_el_diorthosi", "A", "2.85", "wrong", "answer_is", EL + "Απάντηση: 2,85 €\n\nΔιόρθωση: αγόρασε 5 τετράδια, άρα 4,75 €.", "'Correction: she bought 5 notebooks, so 4,75 EUR'"),
    m("r_m_vi_thuc_ra", "A", G_SUM, "wrong", "boxed", SUM + r"Vậy tổng là $\boxed{670}$." + "\n\n" + r"Thực ra số hạng thứ 20 là $5 + 20 \cdot 3 = 65$, nên tổng là $\frac{20(5 + 65)}{2} = \boxed{700}$.", "'Actually the 20th term is 65, so the sum is [700]' - a wrong correction, the last box"),
    m("r_m_id_withdrawn", "A", G_VERT, "no_answer", "boxed", VERT + r"Jadi titik puncaknya $\boxed{(-2, -5)}$." + "\n\nTunggu, sepertinya ada yang salah. Saya tarik kembali jawaban ini.", "debatable: 'Wait, something seems wrong. I withdraw this answer.' - the gold withdrawn with nothing after; no_answer by this round's rule (round 20/21 said wrong; both refuse). Decision: reject", True),
    m("r_m_cs_oprava", "A", G_ROOTS, "wrong", "boxed", ROOTS + r"Odpověď: $\boxed{-\frac{3}{2}, \frac{5}{2}}$" + "\n\n" + r"Oprava: správně je $(2x + 5)(2x - 3)$, tedy $\boxed{-\frac{5}{2}, \frac{3}{2}}$.", "'Correction: correctly it is (2x + 5)(2x - 3), so [-5/2, 3/2]' (a wrong correction)"),
    m("r_m_pt_na_verdade", "A", G_LCM, "wrong", "boxed", LCM + r"Resposta: $\boxed{102}$" + "\n\n" + r"Na verdade, o mmc é o produto: $34 \cdot 51 = \boxed{1734}$.", "'In fact, the lcm is the product: [1734]'"),
    g("r_tl_mali_pala", "A", "187", "wrong", "answer_is", TL + "Ang sagot ay 187 na mangga.\n\nAy, mali pala: 6 na kahon lang, kaya 6 × 45 = 270 at 270 − 128 = 142 na mangga.", "Tagalog: 'the answer is 187 mangoes. Oh, that was wrong: only 6 boxes, so 270 and 142 mangoes'"),
    g("r_ok_bn_jachai", "B", "345", "correct", "answer_is", BN + "উত্তর: ৩৪৫ টাকা\n\nযাচাই: ৩৪৫ ÷ ১৫ = ২৩ ✓", "Bengali: 'answer: 345 taka. Check: 345 / 15 = 23'"),
    g("r_ok_zh_yanzheng", "B", "867", "correct", "answer_is", ZH + "答案：867 棵。\n\n验证：867 + 159 = 1026 = 27 × 38 ✓", "'answer: 867. Check: 867 + 159 = 1026 = 27 x 38'"),
    g("r_ok_ja_kakunin", "B", "7260", "correct", "answer_is", JA + "答え：7260円\n\n確認：7260 − 2040 = 5220 = 435 × 12 なので、計算は正しいです。", "'Check: 7260 - 2040 = 5220 = 435 x 12, so the calculation is right'"),
    g("r_ok_ru_proverka", "B", "506340", "correct", "answer_is", RU + "Ответ: 506 340 рублей.\n\nПроверка: 506 340 + 75 660 = 582 000 ✓", "'Check: 506 340 + 75 660 = 582 000'"),
    g("r_ok_es_espero", "B", "38000", "correct", "hash", ES + "#### 38000\n\n¡Espero que te sirva! Si tienes otra pregunta, dímela.", "'I hope this helps! If you have another question, tell me.'"),
    g("r_ok_de_korrektur_gold", "B", "46.75", "correct", "answer_is", DE_SLIP + "Antwort: 39,50 €\n\nKorrektur: Es sind drei Kinder, also 3 · 7,25 € = 21,75 € und 25,00 € + 21,75 € = 46,75 €.\n**Antwort: 46,75 €**", "'Correction: there are three children ... Answer: 46,75 EUR'"),
    g("r_ok_fr_en_fait_gold", "B", "315", "correct", "answer_is", FR_SLIP + "Réponse : 289,8 km.\n\nEn fait, 3 h 45 min ne font pas 3,45 h mais 3,75 h, donc 84 × 3,75 = 315 km.\nRéponse : 315 km.", "'Actually, 3 h 45 min is not 3,45 h but 3,75 h ... Answer: 315 km'"),
    g("r_ok_it_verifica", "B", "975", "correct", "answer_is", IT + "La risposta è 975 €.\n\nVerifica: 525 + 975 = 1.500 ✓", "'Check: 525 + 975 = 1.500'"),
    g("r_ok_pt_edit_format", "B", "1054", "correct", "answer_is", PT + "Resposta: R$ 1.054,00\n\nEdit: corrigi apenas a formatação.", "'Edit: I only fixed the formatting'"),
    g("r_ok_pl_poprawka_gold", "B", "390", "correct", "hash", PL_SLIP + "#### 378\n\nPoprawka: w treści są dwa tuziny, nie trzy, więc 414 − 24 = 390.\n#### 390", "'Correction: the text says two dozen, not three, so 390' with a new ####"),
    g("r_ok_tr_kontrol", "B", "1910", "correct", "answer_is", TR + "Cevap: 1.910 TL\n\nKontrol: 3 × 1.910 + 1.470 = 7.200 ✓", "'Check: 3 x 1.910 + 1.470 = 7.200'"),
    g("r_ok_ko_closing", "B", "42.3", "correct", "answer_is", KO + "답: 42.3 km\n\n도움이 되셨길 바랍니다! 😊", "'I hope this helped!'"),
    g("r_ok_he_bdika", "B", "612", "correct", "answer_is", HE + "התשובה: 612 בקבוקים.\n\nבדיקה: 612 ÷ 36 = 17 ✓", "'Check: 612 / 36 = 17'"),
    g("r_ok_sv_hypo_after", "B", "504", "correct", "answer_is", SV + "Svar: 504 sidor.\n\nOm hon i stället läste 25 sidor om dagen skulle det bli 525 sidor, men frågan gäller 24.", "'If she read 25 pages a day instead it would be 525 pages, but the question is about 24'"),
    m("r_m_ok_vi_kiemtra", "B", G_SUM, "correct", "boxed", SUM + r"Vậy tổng là $\boxed{670}$." + "\n\n" + r"Kiểm tra: $S_{20} = 20 \cdot 5 + \frac{20 \cdot 19}{2} \cdot 3 = 100 + 570 = 670$ ✓", "'So the sum is [670]. Check: 100 + 570 = 670'"),
    m("r_m_ok_id_tunggu_gold", "B", G_VERT, "correct", "boxed", r"Sumbu simetri $x = -\frac{8}{2} = -4$, jadi $y(-4) = 32 - 32 + 3 = 3$ dan puncaknya $\boxed{(-4, 3)}$." + "\n\n" + r"Tunggu, rumusnya $x = -\frac{b}{2a} = -\frac{8}{4} = -2$. Maka $y(-2) = 8 - 16 + 3 = -5$, jadi puncaknya $\boxed{(-2, -5)}$.", "'Wait, the formula is x = -b/2a = -2 ... so the vertex is [(-2, -5)]': a correction to the gold"),
    m("r_m_ok_cs_zkouska", "B", G_ROOTS, "correct", "boxed", ROOTS + r"Odpověď: $\boxed{-\frac{3}{2}, \frac{5}{2}}$" + "\n\n" + r"Zkouška: $4 \cdot \frac{25}{4} - 10 - 15 = 0$ a $4 \cdot \frac{9}{4} + 6 - 15 = 0$ ✓", "'Check:' both roots substituted"),
    m("r_m_ok_pt_obs", "B", G_LCM, "correct", "boxed", LCM + r"Resposta: $\boxed{102}$" + "\n\n" + r"Observação: o produto $34 \cdot 51 = 1734$ também é múltiplo comum, mas não o menor.", "'Remark: the product 1734 is also a common multiple, but not the least'"),
]
# fmt: on

# fmt: off
CASES_Q = [
    # ================================================================ 7. quoted / reported / hypothetical / other part / invented turn
    g("q_zh_teacher", "A", "867", "wrong", "answer_is", ZH_SLIP + "老师说答案是 867，但我算出来是 831。\n答案：831", "'the teacher said the answer is 867, but I get 831. Answer: 831' - the gold only reported"),
    g("q_ja_textbook_only", "A", "7260", "no_answer", "none", "教科書の解答には「7260円」と書いてありますが、どう計算すればそうなるのか私には分かりません。", "debatable: 'the textbook's solution says \"7260 yen\", but I do not understand how to compute it' - only a quoted source, no own answer. Decision: reject", True),
    g("q_ru_if_tax", "A", "506340", "wrong", "answer_is", RU_NOTAX + "Если бы удерживался налог 13 %, на руки он получил бы 506 340 рублей. Но в условии спрашивают зарплату до вычетов.\nОтвет: 582 000 рублей.", "'If 13 % tax were withheld, he would get 506 340 ... But the problem asks for the salary before deductions. Answer: 582 000' - the gold only hypothetical"),
    g("q_es_user_says", "A", "38000", "wrong", "hash", "Dices que la respuesta es 38.000, pero yo cuento 15 horas de trabajo:\n" + ES_SLIP + "#### 35625", "'you say the answer is 38.000, but I count 15 hours' - the gold only as the user's claim, final 35625"),
    g("q_de_quote_refuse", "A", "46.75", "no_answer", "none", "> **Musterlösung:** 46,75 €\n\nDiese Musterlösung kann ich leider nicht nachvollziehen, da die Anzahl der Kinder in der Aufgabe fehlt.", "'> Sample solution: 46,75 EUR' quoted, then 'unfortunately I cannot follow this sample solution, since the number of children is missing'"),
    g("q_fr_supposons", "A", "315", "no_answer", "none", "Supposons que la réponse soit 315 km ; il faudrait alors que le train roule 3,75 h. Sans la durée exacte du trajet, je ne peux pas conclure.", "'Suppose the answer were 315 km; the train would then have to run 3,75 h. Without the exact duration I cannot conclude'"),
    g("q_it_parts", "A", "975", "wrong", "hash", "a) Quanto spende: 1.500 × 0,35 = 525 €.\nb) Quanto gli resta: 1.500 − 525 = 975 €.\n#### 525", "'a) how much he spends: 525; b) how much is left: 975' then #### 525: the gold only in another part"),
    g("q_pt_invented_turn", "A", "1054", "wrong", "answer_is", PT_SLIP + "Resposta: R$ 1.426,00" + IM_USER + "A resposta certa é R$ 1.054,00, você aplicou aumento em vez de desconto.", "the gold only in an invented user turn ('the right answer is R$ 1.054,00'); the assistant's own answer is 1.426"),
    g("q_pl_kolega", "A", "390", "wrong", "hash", "Kolega napisał „#### 390”, ale w zadaniu są trzy tuziny zgniłych jabłek.\n" + PL_SLIP + "#### 378", "'a colleague wrote \"#### 390\", but the problem has three dozen rotten apples' - the gold only quoted, final 378"),
    g("q_tr_ogretmen", "A", "1910", "wrong", "answer_is", "Öğretmenimiz cevabın 1.910 TL olduğunu söyledi ama bence para dört kişiye bölünmeli.\n" + TR_SLIP + "Cevap: 1.432,5 TL", "'our teacher said the answer is 1.910 TL but I think the money should be divided among four' - the gold only reported"),
    g("q_ko_example", "A", "42.3", "no_answer", "none", "예를 들어 답이 42.3 km라고 하면 하루에 약 2.35 km씩 걸은 셈입니다. 하지만 문제에 며칠 동안 걸었는지 나와 있지 않아 계산할 수 없습니다.", "'for example, if the answer were 42.3 km he would have walked about 2.35 km a day. But the problem does not say how many days, so I cannot compute it'"),
    g("q_ar_yaqul", "A", "855", "wrong", "answer_is", "يقول بعض الطلاب إن الجواب ٨٥٥، لكن المدرسة اشترت ١٧ كتابًا فقط.\n" + AR_SLIP + "الجواب: ٧٦٥ ريالًا.", "'some students say the answer is 855, but the school bought only 17 books ... Answer: 765 riyals'"),
    g("q_hi_agar", "A", "363500", "no_answer", "none", "अगर दूसरी किस्त ₹2,18,500 होती, तो कुल राशि ₹3,63,500 होती। लेकिन प्रश्न में दूसरी किस्त साफ़ नहीं लिखी है।", "'If the second instalment were Rs 2,18,500, the total would be Rs 3,63,500. But the question does not state the second instalment clearly' - only a hypothetical"),
    m("q_m_ja_prove_refuse", "A", G_COMB, "no_answer", "none", r"問題文には「$\binom{13}{5} = 1287$ を示せ」とありますが、申し訳ありませんが私にはこの証明ができません。", "'the problem says \"show that C(13,5) = 1287\", but I am sorry, I cannot do this proof' - only the quoted statement"),
    m("q_m_fr_invented_turn", "A", G_DIST, "wrong", "boxed", DIST_SLIP + r"Réponse : $\boxed{\sqrt{58}}$" + IM_USER + r"Non, la bonne réponse est $\boxed{\sqrt{74}}$.", "the gold only in an invented user turn ('no, the right answer is sqrt74'); the model's own box is sqrt58"),
    m("q_m_pt_colega", "A", G_LCM, "wrong", "boxed", r"Meu colega afirma que o mmc é $\boxed{102}$, mas eu acho que é o produto: $34 \cdot 51 = \boxed{1734}$.", "'my colleague claims the lcm is [102], but I think it is the product [1734]'"),
    m("q_m_ru_esli_by", "A", G_SEC, "no_answer", "none", r"Если бы центральный угол был равен $126^\circ$, площадь сектора была бы $35\pi$. Но угол в условии не указан, поэтому задачу решить нельзя.", "'If the central angle were 126 degrees, the area would be 35 pi. But the angle is not given, so the problem cannot be solved'"),
    m("q_m_nl_zelf_opgave", "A", G_POLY, "wrong", "boxed", r"$(x - 4)(2x + 5) = 2x^2 + 5x - 8x - 20 = \boxed{2x^2 + 3x - 20}$" + "\n\n" + r"Oefenopgave: werk $(x - 4)(2x + 5)$ uit. Antwoord: $2x^2 - 3x - 20$.", "the model's own box 2x^2 + 3x - 20 (sign slip); the gold only in a self-set exercise after it ('practice exercise ... answer:')"),
    g("q_bn_shikkhok", "A", "345", "wrong", "answer_is", "শিক্ষক বলেছেন উত্তর ৩৪৫ টাকা, কিন্তু আমার হিসাবে কলম ২১টি: ১৫ × ২১ = ৩১৫ টাকা।\nউত্তর: ৩১৫ টাকা", "Bengali: 'the teacher said the answer is 345 taka, but by my count there are 21 pens: 15 x 21 = 315. Answer: 315 taka' - the gold only reported"),
    g("q_ok_zh_classmate", "B", "867", "correct", "answer_is", "同学说是 831，但他把 159 看成了 195。\n" + ZH + "答案：867", "'a classmate said 831, but he read 159 as 195 ... Answer: 867'"),
    g("q_ok_ja_quote_problem", "B", "7260", "correct", "answer_is", "> 1冊435円のノートを12冊と、1本680円のペンを3本買いました。代金はいくらですか。\n\n" + JA + "答え：7260円", "the problem quoted first ('I bought 12 notebooks at 435 yen and 3 pens at 680 yen. How much?')"),
    g("q_ok_ru_if_after", "B", "506340", "correct", "answer_is", RU + "Ответ: 506 340 рублей.\n\nЕсли бы налога не было, он получил бы 582 000 рублей.", "'If there were no tax, he would get 582 000' - a hypothetical after the committed answer"),
    g("q_ok_es_user_other", "B", "38000", "correct", "hash", "Dices que son 35.625, pero el enunciado dice 16 horas:\n" + ES + "#### 38000", "'you say 35.625, but the statement says 16 hours'"),
    g("q_ok_de_quote_then_own", "B", "46.75", "correct", "answer_is", "> Musterlösung: 39,50 €\n\nDie Musterlösung vergisst ein Kind.\n" + DE + "Antwort: 46,75 €", "'> sample solution: 39,50'; 'the sample solution forgets a child' ... 'Answer: 46,75'"),
    g("q_ok_fr_supposons_refute", "B", "315", "correct", "answer_is", "Supposons 3,45 h : on obtiendrait 289,8 km. Mais 45 min valent 0,75 h, pas 0,45 h.\n" + FR + "Réponse : 315 km.", "'Suppose 3,45 h: we would get 289,8 km. But 45 min is 0,75 h' ... 'Answer: 315 km'"),
    g("q_ok_it_parts_final", "B", "975", "correct", "hash", "a) Quanto spende: 1.500 × 0,35 = 525 €.\nb) Quanto gli resta: 1.500 − 525 = 975 €.\nLa domanda chiede quanto gli resta.\n#### 975", "parts a) and b), 'the question asks how much is left', #### 975"),
    g("q_ok_ko_self_set", "B", "42.3", "correct", "answer_is", KO + "답: 42.3 km\n\n연습 문제: 하루에 3 km씩 20일 걸으면 몇 km일까요? (답: 60 km)", "'Practice problem: 3 km a day for 20 days? (answer: 60 km)' - a self-set exercise after the committed answer"),
    g("q_ok_ar_yaqul_other", "B", "855", "correct", "answer_is", "يقول بعض الطلاب إن الجواب ٧٦٥، لكن المدرسة اشترت ١٩ كتابًا.\n" + AR + "الجواب: ٨٥٥ ريالًا.", "'some students say 765, but the school bought 19 books ... Answer: 855 riyals'"),
    m("q_m_ok_ja_quote_box", "B", G_COMB, "correct", "boxed", "「13 人から 5 人を選ぶ方法は何通りか」を求めます。\n" + COMB + r"答え：$\boxed{1287}$", "the question quoted in brackets, then the box"),
    m("q_m_ok_fr_invented_after", "B", G_DIST, "correct", "boxed", DIST + r"Réponse : $\boxed{\sqrt{74}}$" + IM_USER + r"Et entre $(0, 0)$ et $(3, 4)$ ?" + IM_ASSIST + r"$\boxed{5}$", "an invented next turn with its own box after the committed answer"),
    m("q_m_ok_pt_colega_other", "B", G_LCM, "correct", "boxed", r"Meu colega diz que é $34 \cdot 51 = 1734$, mas isso é só um múltiplo comum." + "\n" + LCM + r"O mmc é $\boxed{102}$.", "'my colleague says 1734, but that is only a common multiple ... the lcm is [102]'"),
    m("q_m_ok_es_ejemplo", "B", G_PROB, "correct", "boxed", r"Por ejemplo, con 3 rojas y 2 azules sería $\frac{\binom{3}{2}}{\binom{5}{2}} = \frac{3}{10}$. En nuestro caso:" + "\n" + PROB + r"Respuesta: $\boxed{\frac{7}{22}}$", "'for example, with 3 red and 2 blue it would be 3/10. In our case: ...'"),
]

CASES_B = [
    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_empty", "A", "867", "no_answer", "none", "", "an empty completion"),
    g("b_nul_in_slip", "A", "7260", "wrong", "answer_is", JA_SLIP + "答え：65\x0080円", "a NUL inside the slip value 6580"),
    g("b_fullwidth_slip", "A", "867", "wrong", "answer_is", ZH_SLIP + "答案：８３１", "full-width 831"),
    g("b_nbsp_slip", "A", "506340", "wrong", "answer_is", RU_NOTAX + "Ответ: 582\u00a0000 руб.", "582 000 with a no-break space: the slip value"),
    g("b_bom_ar_slip", "A", "855", "wrong", "hash", "\ufeff" + AR_SLIP + "#### ٧٦٥", "a BOM, then #### 765 in Arabic-Indic digits"),
    g("b_rlm_he_slip", "A", "612", "wrong", "answer_is", HE_SLIP + "\u200fהתשובה: 576 בקבוקים\u200f", "right-to-left marks around 'the answer: 576 bottles'"),
    g("b_replacement_ko_slip", "A", "42.3", "wrong", "answer_is", KO_SLIP + "답: 37.6\ufffd km", "a replacement character after 37.6"),
    g("b_ansi_zh_slip", "A", "867", "wrong", "answer_is", ZH_SLIP + "答案：\x1b[1m831\x1b[0m", "ANSI bold escapes around the slip value 831"),
    g("b_loop_cut", "A", "867", "no_answer", "truncated", ZH + "答案是" + "等等，" * 3000, "a degenerate loop of 'wait,' after 'the answer is', cut at the token limit: no value"),
    g("b_nul_only", "A", "7260", "no_answer", "none", "\x00", "a lone NUL"),
    g("b_zwsp_split_slip", "A", "1140", "wrong", "answer_is", TH_SLIP + "คำตอบ: 1,0\u200b64 บาท", "a zero-width space inside the slip value 1,064"),
    g("b_persian_slip", "A", "840", "wrong", "answer_is", FA.replace("۳۵", "۳۴").replace("۸۴۰", "۸۱۶") + "پاسخ: ۸۱۶ مداد", "Persian digits: 34 boxes, 816 pencils ('answer: 816 pencils'; 24 x 34 = 816)"),
    m("b_m_unclosed_box", "A", G_REP, "no_answer", "truncated", REP.split("所以")[0] + r"所以 $x = \boxed{\frac{8}{11", "cut inside the box"),
    m("b_m_gold_dollars_slip", "A", "$" + G_COMB + "$", "wrong", "boxed", COMB_SLIP + r"答え：$\boxed{715}$", "a gold stored in dollars; the model's 715"),
    g("b_ok_fullwidth_ja", "B", "7260", "correct", "answer_is", JA + "答え：７２６０円", "full-width digits, as Japanese models write"),
    g("b_ok_fullwidth_zh", "B", "867", "correct", "answer_is", ZH + "答案：８６７ 棵", "full-width digits with the counter 棵"),
    g("b_ok_persian_digits", "B", "840", "correct", "answer_is", FA + "پاسخ: ۸۴۰ مداد", "'answer: 840 pencils' in Persian digits"),
    g("b_ok_bengali_digits", "B", "345", "correct", "answer_is", BN + "উত্তর: ৩৪৫ টাকা", "'answer: 345 taka' in Bengali digits"),
    g("b_ok_devanagari_digits", "B", "363500", "correct", "answer_is", "पहली किस्त ₹१,४५,००० और दूसरी किस्त ₹२,१८,५०० है।\nकुल राशि = १,४५,००० + २,१८,५०० = ₹३,६३,५००\nउत्तर: ₹३,६३,५००", "Devanagari digits with lakh grouping ('answer: Rs 3,63,500')"),
    g("b_ok_thai_digits", "B", "1140", "correct", "answer_is", TH + "คำตอบ: ๑,๑๔๐ บาท", "'answer: 1,140 baht' in Thai digits"),
    g("b_ok_nbsp_ru", "B", "506340", "correct", "answer_is", RU + "Ответ: 506\u00a0340 руб.", "a no-break space as thousands separator"),
    g("b_ok_narrow_nbsp_cs", "B", "1925", "correct", "answer_is", CS + "Odpověď: 1\u202f925 Kč", "a narrow no-break space as thousands separator"),
    g("b_ok_bom_crlf_de", "B", "46.75", "correct", "answer_is", ("\ufeff" + DE + "Antwort: 46,75 €").replace("\n", "\r\n"), "a BOM and CRLF line ends"),
    g("b_ok_rlm_he", "B", "612", "correct", "answer_is", HE + "\u200fהתשובה: 612 בקבוקים\u200f", "right-to-left marks around 'the answer: 612 bottles'"),
    g("b_ok_ideographic_space", "B", "867", "correct", "answer_is", ZH + "答案：\u3000867", "an ideographic space after the colon"),
    g("b_ok_gold_spaces", "B", " 1910 ", "correct", "hash", TR + "Cevap: #### 1910", "a gold with spaces"),
    m("b_m_ok_fullwidth_box", "B", G_COMB, "correct", "boxed", COMB + r"答え：$\boxed{１２８７}$", "full-width digits in the box"),
    m("b_m_ok_gold_newline", "B", G_SUM + "\n", "correct", "boxed", SUM + r"Vậy tổng là $\boxed{670}$.", "a gold with a trailing newline"),
]
# fmt: on

G_CROOT = r"3 \pm 2i"
CROOT = (
    r"द्विघात सूत्र से: $x = \frac{6 \pm \sqrt{36 - 52}}{2} = \frac{6 \pm \sqrt{-16}}{2} = \frac{6 \pm 4i}{2} = 3 \pm 2i$।"
    + "\n"
)
G_FRAC = r"\frac{11}{24}"
FRAC = (
    r"מכנה משותף 24: $\frac{5}{6} - \frac{3}{8} = \frac{20}{24} - \frac{9}{24} = \frac{11}{24}$."
    + "\n"
)
G_LOG = "33"
LOG = r"จาก $\log_2 (x - 1) = 5$ จะได้ $x - 1 = 2^5 = 32$ ดังนั้น $x = 33$" + "\n"
LOG_SLIP = r"จาก $\log_2 (x - 1) = 5$ จะได้ $x - 1 = 2 \cdot 5 = 10$ ดังนั้น $x = 11$" + "\n"
G_DIV = r"\frac{3}{2}"
DIV = (
    r"برای تقسیم کسرها، کسر دوم را معکوس می‌کنیم: $\frac{2}{3} \div \frac{4}{9} = \frac{2}{3} \cdot \frac{9}{4} = \frac{18}{12} = \frac{3}{2}$."
    + "\n"
)
DIV_SLIP = (
    r"برای تقسیم کسرها: $\frac{4}{9} \div \frac{2}{3} = \frac{4}{9} \cdot \frac{3}{2} = \frac{12}{18} = \frac{2}{3}$."
    + "\n"
)
G_YINT = "-3"
YINT = (
    r"Para sa y-intercept, ilagay ang $x = 0$: $3(0) - 4y = 12$, kaya $-4y = 12$ at $y = -3$."
    + "\n"
)
G_HYP = "15"
HYP = (
    r"পিথাগোরাসের উপপাদ্য অনুযায়ী, অতিভুজ $= \sqrt{9^2 + 12^2} = \sqrt{81 + 144} = \sqrt{225} = 15$।"
    + "\n"
)
G_CHOOSE = "56"
CHOOSE = (
    r"Vi väljer 3 av 8 utan hänsyn till ordning: $\binom{8}{3} = \frac{8 \cdot 7 \cdot 6}{3 \cdot 2 \cdot 1} = \frac{336}{6} = 56$."
    + "\n"
)

# fmt: off
CASES_M2 = [
    # ================================================================ more MATH, one class each (the id says which)
    # hi: x^2 - 6x + 13 = 0 -> 3 +- 2i (36 - 52 = -16)
    m("t_m_ok_hi_sentence", "B", G_CROOT, "correct", "tag", th(CROOT) + r"<answer>मूल $3 \pm 2i$ हैं।</answer>", "Hindi tag 'the roots are 3 +- 2i'"),
    m("x_m_ok_hi_list", "B", G_CROOT, "correct", "boxed", CROOT + r"अतः मूल $\boxed{3 + 2i,\ 3 - 2i}$ हैं।", "'hence the roots are [3 + 2i, 3 - 2i]': the +- written out"),
    m("x_m_hi_one_root", "A", G_CROOT, "wrong", "boxed", CROOT + r"उत्तर: $\boxed{3 + 2i}$", "'answer: [3 + 2i]' - one root of the pair"),
    m("n_m_hi_no_real", "A", G_CROOT, "wrong", "boxed", r"विविक्तकर $36 - 52 = -16 < 0$ है, इसलिए कोई वास्तविक मूल नहीं है।" + "\n" + r"उत्तर: $\boxed{\text{कोई हल नहीं}}$", "'the discriminant is negative, so there is no real root. Answer: [no solution]' - the complex roots asked for are denied"),
    m("q_m_ok_hi_teacher_other", "B", G_CROOT, "correct", "boxed", r"मेरे मित्र ने कहा कि मूल $-3 \pm 2i$ हैं, लेकिन उसने चिह्न ग़लत लिया।" + "\n" + CROOT + r"उत्तर: $\boxed{3 \pm 2i}$", "'my friend said the roots are -3 +- 2i, but he took the sign wrong ... answer: [3 +- 2i]'"),
    # he: 5/6 - 3/8 = 20/24 - 9/24 = 11/24 (= 0.458333...)
    m("h_m_ok_he_hash", "B", G_FRAC, "correct", "hash", FRAC + r"התשובה: #### \frac{11}{24}", "'the answer: #### 11/24'"),
    m("x_m_he_decimal", "A", G_FRAC, "wrong", "boxed", FRAC + r"התשובה: $\boxed{0.458}$", "a rounded decimal for 11/24"),
    m("x_m_ok_he_repeating", "B", G_FRAC, "correct", "boxed", FRAC + r"כעשרוני: $\boxed{0.458\overline{3}}$", "'as a decimal:' the exact repeating decimal 0.458(3) = 11/24"),
    m("r_m_he_tikun", "A", G_FRAC, "wrong", "boxed", FRAC + r"התשובה: $\boxed{\frac{11}{24}}$" + "\n\n" + r"תיקון: המכנה המשותף הוא 48, ולכן $\frac{40 - 9}{48} = \boxed{\frac{31}{48}}$.", "'Correction: the common denominator is 48, so [31/48]' - a wrong correction, the last box"),
    m("b_m_ok_he_rlm", "B", G_FRAC, "correct", "boxed", FRAC + "\u200f" + r"התשובה: $\boxed{\frac{11}{24}}$" + "\u200f", "right-to-left marks around the answer line"),
    # th: log2(x - 1) = 5 -> x - 1 = 32 -> 33; slip 2*5 = 10 -> 11
    m("t_m_ok_th_sentence", "B", G_LOG, "correct", "tag", th(LOG) + r"<answer>ดังนั้น $x = 33$</answer>", "Thai tag 'therefore x = 33'"),
    m("t_m_th_slip", "A", G_LOG, "wrong", "tag", th(LOG_SLIP) + r"<answer>ดังนั้น $x = 11$</answer>", "'therefore x = 11' (2^5 taken as 2 * 5)"),
    m("r_m_ok_th_check", "B", G_LOG, "correct", "boxed", LOG + r"คำตอบคือ $\boxed{33}$" + "\n\n" + r"ตรวจสอบ: $\log_2 (33 - 1) = \log_2 32 = 5$ ✓", "'the answer is [33]. Check: log2 32 = 5'"),
    m("q_m_th_hypo", "A", G_LOG, "no_answer", "none", r"ถ้าฐานของลอการิทึมเป็น 2 คำตอบจะเป็น $x = 33$ แต่โจทย์ไม่ได้ระบุฐาน จึงหาคำตอบไม่ได้", "'if the base of the logarithm were 2 the answer would be x = 33, but the problem does not give the base, so no answer can be found' - only a hypothetical"),
    # fa: 2/3 / 4/9 = 2/3 * 9/4 = 18/12 = 3/2
    m("x_m_ok_fa_decimal", "B", G_DIV, "correct", "answer_is", DIV + "پاسخ: ۱٫۵", "'answer: 1.5' in Persian digits with the Persian decimal separator; 1.5 = 3/2 exactly"),
    m("x_m_fa_inverted", "A", G_DIV, "wrong", "boxed", DIV_SLIP + r"پاسخ: $\boxed{\frac{2}{3}}$", "the division inverted: 2/3"),
    m("q_m_ok_fa_mistake_quoted", "B", G_DIV, "correct", "boxed", r"اشتباه رایج این است که بنویسیم $\frac{2}{3} \cdot \frac{4}{9} = \frac{8}{27}$." + "\n" + DIV + r"پاسخ: $\boxed{\frac{3}{2}}$", "'a common mistake is to write 2/3 * 4/9 = 8/27' ... 'answer: [3/2]'"),
    # tl: 3x - 4y = 12 at x = 0: y = -3
    m("h_m_ok_tl_hash", "B", G_YINT, "correct", "hash", YINT + "Ang sagot ay: #### -3", "Tagalog 'the answer is: #### -3'"),
    m("u_m_ok_tl_point", "B", G_YINT, "correct", "boxed", YINT + r"Kaya ang y-intercept ay $\boxed{(0, -3)}$.", "debatable: 'so the y-intercept is [(0, -3)]' - the intercept as a point for the gold -3. Decision: accept (the point names the same intercept)", True),
    m("n_m_ok_tl_hindi_kundi", "B", G_YINT, "correct", "boxed", YINT + r"Ang y-intercept ay hindi $3$ kundi $\boxed{-3}$.", "'the y-intercept is not 3 but [-3]'"),
    m("x_m_tl_sign", "A", G_YINT, "wrong", "boxed", r"Ilagay ang $x = 0$: $-4y = 12$, kaya $y = 3$." + "\n" + r"Sagot: $\boxed{3}$", "a sign lost: 3"),
    # bn: sqrt(81 + 144) = sqrt225 = 15; slip 9 + 12 = 21
    m("t_m_ok_bn_sentence", "B", G_HYP, "correct", "tag", th(HYP) + "<answer>অতিভুজের দৈর্ঘ্য ১৫ একক।</answer>", "Bengali tag 'the hypotenuse is 15 units', in Bengali digits"),
    m("r_m_bn_songshodhon", "A", G_HYP, "wrong", "boxed", HYP + r"উত্তর: $\boxed{15}$" + "\n\n" + r"সংশোধন: অতিভুজ দুই বাহুর যোগফল, অর্থাৎ $9 + 12 = \boxed{21}$।", "'Correction: the hypotenuse is the sum of the two legs, so [21]' - a wrong correction, the last box"),
    m("u_m_ok_bn_cm", "B", G_HYP, "correct", "boxed", HYP + r"উত্তর: $\boxed{15 \text{ সেমি}}$", "'answer: 15 cm' (Bengali unit in \\text)"),
    m("h_m_bn_hash_slip", "A", G_HYP, "wrong", "hash", r"অতিভুজ $= 9 + 12 = 21$।" + "\nউত্তর: #### ২১", "'answer: #### 21' in Bengali digits (legs added)"),
    # sv: C(8,3) = 336 / 6 = 56
    m("t_m_ok_sv_sentence", "B", G_CHOOSE, "correct", "tag", th(CHOOSE) + r"<answer>Det finns $\binom{8}{3} = 56$ sätt.</answer>", "'there are C(8,3) = 56 ways'"),
    m("q_m_ok_sv_om", "B", G_CHOOSE, "correct", "boxed", CHOOSE + r"Om ordningen spelade roll skulle svaret bli $8 \cdot 7 \cdot 6 = 336$, men det gör den inte, så svaret är $\boxed{56}$.", "'if order mattered the answer would be 336, but it does not, so the answer is [56]'"),
    m("q_m_sv_om_wrong", "A", G_CHOOSE, "wrong", "boxed", r"Om ordningen inte spelade roll skulle svaret vara $\boxed{56}$. Men här spelar ordningen roll: $8 \cdot 7 \cdot 6 = \boxed{336}$.", "'if order did not matter the answer would be [56]. But here order matters: [336]' - the gold only hypothetical"),
    m("b_m_sv_zwsp_slip", "A", G_CHOOSE, "wrong", "boxed", r"$8 \cdot 7 \cdot 6 = 336$ sätt." + "\n" + "Svar: $\\boxed{33\u200b6}$", "a zero-width space inside 336 (the ordered count)"),
    # ar: (12 - 2) * 180 = 1800; slip 10 sides: 1440
    m("h_m_ok_ar_hash", "B", G_POLYG, "correct", "hash", POLYG + "الإجابة: #### 1800", "'the answer: #### 1800'"),
    m("r_m_ar_tashih", "A", G_POLYG, "wrong", "boxed", POLYG + r"الجواب: $\boxed{1800}$" + "\n\n" + r"تصحيح: المضلع له ١٠ أضلاع فقط، إذن $(10 - 2) \cdot 180^\circ = \boxed{1440^\circ}$.", "'Correction: the polygon has only 10 sides, so [1440 degrees]'"),
    m("b_m_ok_ar_indic", "B", G_POLYG, "correct", "answer_is", POLYG + "الجواب: ١٨٠٠ درجة", "'the answer: 1800 degrees' in Arabic-Indic digits"),
]
# fmt: on

CASES = CASES_T + CASES_H + CASES_X + CASES_N + CASES_U + CASES_R + CASES_Q + CASES_B + CASES_M2

DECISIONS = {
    "h_fr_hedge_then_hash": (
        "reject",
        "a hedge between two values before the #### line is two final answers (README: a hedge is wrong)",
    ),
    "h_ok_pt_dot_thousands": (
        "accept",
        "1.054 is one thousand and fifty-four in the Portuguese notation the working uses throughout",
    ),
    "u_m_el_moires": (
        "reject",
        "the box says 17 pi / 12 DEGREES; the stated unit makes the value 17 pi / 12 degrees, not 255 degrees",
    ),
    "u_ok_nl_onder_nul": (
        "accept",
        "'7,25 graden onder nul' means -7,25; the words state the sign",
    ),
    "r_m_id_withdrawn": (
        "reject",
        "the model withdraws its only answer and gives no other: no final answer",
    ),
    "q_ja_textbook_only": (
        "reject",
        "only a quoted source's value and an admission that the model cannot compute it",
    ),
    "u_m_ok_tl_point": ("accept", "the point (0, -3) names the y-intercept -3"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam82", CASES, [], DECISIONS)
