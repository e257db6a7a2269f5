r"""Build adversarial_redteam95.jsonl: a ninety-fifth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam95", issue 25), written by a NEW helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
multilingual round, and WITHOUT running the checker (or any grader, math-verify or sympy) on the
probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure, label rules) and the issue text were read.

Aim of this round: final answers written in languages OTHER than English (Chinese, Japanese,
Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish,
Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish,
Tagalog), as models write them in that language: answer phrases ("答案是", "答え：", "정답:",
"Ответ:", "Antwort:", "Réponse :", "الجواب:", "उत्तर:", "Đáp số:", "คำตอบ:" ...), number writing
(decimal commas, dot / space / Indian thousands grouping, scale words 万, 만, тыс., mil, lakh,
crore, ribu, juta, nghìn, triệu, แสน, هزار, native digits), counted nouns and units, negation and
correction idioms ("不是…而是", "ではなく", "не …, а", "nicht …, sondern", "değil", "नहीं",
"Korrektur:", "更正：", "訂正：", "정정:"), checks after the answer, closings, reported and
hypothetical speech, answer tags with sentences in the language, mixed-language outputs. About two
thirds MATH-path probes.

Problems and golds (arithmetic checked by hand, and with python on the numbers only):
GSM8K path
- BAK 179: 17 trays of 24 cookies = 408 (17*24 = 340 + 68); 229 sold, 408 - 229 = 179 (check
  179 + 229 = 408). Misread "292 sold": 408 - 292 = 116.
- VEG 17.01: 3.5 kg at 4.86 a kg: 3*4.86 = 14.58, 0.5*4.86 = 2.43, 14.58 + 2.43 = 17.01.
- RENT 28450: 1,450 a month for 18 months = 26,100 (1450*18 = 14500 + 11600); plus a 2,350
  deposit = 28,450. Without the deposit: 26,100.
- TEMP -14.5: starts at -4 degrees, falls 1.5 degrees an hour for 7 hours: 1.5*7 = 10.5,
  -4 - 10.5 = -14.5.
- PCT 72.5: 58 of 80 students passed: 58/80 = 0.725 = 72.5 %.
- FAC 43200: 1,350 parts a day for 32 days: 1350*32 = 40500 + 2700 = 43200 (= 4.32万 = 4万3200 =
  4만 3천 2백 = 43,2 тыс.).
- WAGE 260000: 125 workers paid 2,080 each: 125*2080 = 260000 (= 2,60,000 Indian grouping = 2.6
  lakh = 26万; 2.6 crore = 26,000,000 is wrong).
MATH path
- PROB \frac{21}{55}: 7 red, 4 blue, two drawn without replacement, both red: 7/11 * 6/10 =
  42/110 = 21/55 (= 0.3818...). With replacement (a misreading): 49/121.
- RAD 7\sqrt{6}: \sqrt{294}, 294 = 49*6 (= 17.146...). Slip: 6\sqrt{7} = \sqrt{252}.
- INT \left[ -\frac{5}{2}, 3 \right]: 2x^2 - x - 15 <= 0, 2x^2 - x - 15 = (2x + 5)(x - 3)
  (2x^2 - 6x + 5x - 15); roots -5/2 and 3, closed interval between.
- MAT inverse of [[4, 3], [5, 4]]: det = 16 - 15 = 1, inverse [[4, -3], [-5, 4]].
- ANG 162: each interior angle of a regular 20-gon: 18*180 = 3240, 3240/20 = 162 (exterior 18).
- RADN \frac{5\pi}{4}: 225 degrees = 225*pi/180 = 5pi/4 (= 3.927 rad). Slip: 4pi/5.
- POLY 6x^2 + 11x - 35: (3x - 5)(2x + 7) = 6x^2 + 21x - 10x - 35. Sign slip: 6x^2 - 11x - 35.
- SET -4, 0, 5: x^3 - x^2 - 20x = x(x^2 - x - 20) = x(x - 5)(x + 4). Sign slip: -5, 0, 4.
- CPX -\frac{2}{5} - \frac{11}{5}i: (4 - 3i)/(1 + 2i) = (4 - 3i)(1 - 2i)/5 = (4 - 8i - 3i + 6i^2)/5
  = (-2 - 11i)/5 (= -0.4 - 2.2i). Check: (-2/5 - 11i/5)(1 + 2i) = -2/5 + 22/5 - (4/5 + 11/5)i = 4 - 3i.
- BASE 422: 3142_5 = 3*125 + 1*25 + 4*5 + 2 = 375 + 25 + 20 + 2 = 422.
- LOG \frac{14}{3}: log_2(16 \sqrt[3]{4}) = 4 + 2/3 = 14/3 (= 4.666...). Slip: 16/3.
- COMB 462: C(11, 5) = 11*10*9*8*7/120 = 55440/120 = 462.
- TRIG \frac{\sqrt{6}+\sqrt{2}}{4}: sin 75 = sin45 cos30 + cos45 sin30 = (\sqrt6 + \sqrt2)/4
  (= 0.9659...). cos 75 = (\sqrt6 - \sqrt2)/4.
- VERT (3, -22): y = 3x^2 - 18x + 5, x = 18/6 = 3, y = 27 - 54 + 5 = -22. Sign slip x = -3:
  27 + 54 + 5 = 86.
- INV \frac{11}{3}: f(x) = (x + 3)/(x - 2), f^{-1}(4): x + 3 = 4x - 8, x = 11/3 (check:
  (20/3)/(5/3) = 4). Swap slip: 3/11.
- ZERO 0: the remainder of x^3 - 3x^2 + 4 divided by x - 2: 8 - 12 + 4 = 0.
- CIRC 25\pi: the circle inscribed in a square of side 10 has radius 5, area 25pi (= 78.54).
  Radius taken as 10: 100pi.
- REP \frac{15}{37}: 0.\overline{405} = 405/999 = 15/37 (405 = 27*15, 999 = 27*37).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit and scale words; `r_` retractions
after the answer and harmless after-text; `q_` quoted, reported, hypothetical and other-part
statements; `b_` bad input a JSON corpus can hold (native digits, bidi and zero-width marks,
full-width forms; no lone surrogates, no NUL). `_m_` marks a MATH probe; `_ok_` marks kind B. The
language code follows (zh ja ko ru uk es pt fr de it nl pl tr ar fa hi bn vi id th el he cs sv tl;
`b_empty_think` has none). Section 9 of CASES adds sixteen more MATH probes of the same classes (matrix, complex,
remainder, angle) so that about two thirds of the round is MATH-path.

Kinds: "A" a WRONG, withdrawn or not-stated final answer a careless checker accepts; "B" a RIGHT
final answer in a notation or wording real models write, which a strict checker might refuse.

Labels (corpus/README.md, "How labels were made"; round 21's conventions): the model's LAST
COMMITTED final answer counts. A value it withdraws, negates or only mentions as a hypothetical,
a quotation or someone else's claim is not its answer; a negation or withdrawal with nothing after
is `no_answer` when the model never committed to a value, `wrong` when it committed and then
withdrew (round 20/21); a hedge or two different final answers is `wrong`; no final answer is
`no_answer`; equal in value but written differently (a decimal comma, a thousands dot or space,
a scale word, native digits, an unsimplified fraction, a unit) is `correct`; a decimal for an
exact irrational or repeating gold is `wrong`; a check, a closing or a hypothetical after a
committed answer does not replace it; text in an invented next turn does not count; an <answer>
tag's sentence is read for the value it states. Every non-English text carries an English gloss in
its note. Eight probes are debatable: h_it_hash_share (a share for a percent),
h_ok_vi_thousand_dot (a thousands dot after ####), x_m_ok_ko_mixed_number (4\frac{2}{3}),
n_m_fr_annot_faux and n_m_el_annot_lathos (an own box marked wrong, nothing after),
u_m_ja_base_subscript (422_5), u_m_ok_sv_approx_after (an approximation glossing the exact
value), r_m_pt_retiro_nothing (a withdrawal with nothing new). Debatable probes carry
`"debatable": true`, the reasoning in `note` and the proposed decision in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam95.py
"""

from corpus_build import IM_USER, g, m, th, write_probes


def L(*lines: str) -> str:  # noqa: N802
    """Lines joined with newlines."""
    return "\n".join(lines)


# ================================================================ golds
G_PROB = r"\frac{21}{55}"
G_RAD = r"7\sqrt{6}"
G_INT = r"\left[ -\frac{5}{2}, 3 \right]"
G_MAT = r"\begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}"
G_ANG = "162"
G_RADN = r"\frac{5\pi}{4}"
G_POLY = "6x^2 + 11x - 35"
G_SET = "-4, 0, 5"
G_CPX = r"-\frac{2}{5} - \frac{11}{5}i"
G_BASE = "422"
G_LOG = r"\frac{14}{3}"
G_COMB = "462"
G_TRIG = r"\frac{\sqrt{6}+\sqrt{2}}{4}"
G_VERT = "(3, -22)"
G_INV = r"\frac{11}{3}"
G_ZERO = "0"
G_CIRC = r"25\pi"
G_REP = r"\frac{15}{37}"

# ================================================================ working, by language
# GSM8K
BAK_ZH = "每盘有24块饼干，17盘共有 17 × 24 = 408 块。\n卖出了229块，剩下 408 − 229 = 179 块。\n"
BAK_ZH_SLIP = (
    "每盘有24块饼干，17盘共有 17 × 24 = 408 块。\n卖出了292块，剩下 408 − 292 = 116 块。\n"
)
BAK_ES = "Hay 17 bandejas de 24 galletas: 17 × 24 = 408 galletas.\nSe vendieron 229, así que quedan 408 − 229 = 179 galletas.\n"
BAK_ES_SLIP = "Hay 17 bandejas de 24 galletas: 17 × 24 = 408 galletas.\nSe vendieron 292, así que quedan 408 − 292 = 116 galletas.\n"
BAK_TR = "17 tepside 24'er kurabiye var: 17 × 24 = 408 kurabiye.\n229 tanesi satıldı: 408 − 229 = 179 kurabiye kaldı.\n"
BAK_TR_SLIP = "17 tepside 24'er kurabiye var: 17 × 24 = 408 kurabiye.\n292 tanesi satıldı: 408 − 292 = 116 kurabiye kaldı.\n"
BAK_UK = "У 17 деках по 24 печива: 17 · 24 = 408 штук.\nПродали 229, отже залишилося 408 − 229 = 179 штук.\n"
BAK_UK_SLIP = "У 17 деках по 24 печива: 17 · 24 = 408 штук.\nПродали 292, отже залишилося 408 − 292 = 116 штук.\n"
BAK_NL = "17 bakplaten met elk 24 koekjes: 17 × 24 = 408 koekjes.\nEr zijn er 229 verkocht, dus 408 − 229 = 179 over.\n"
BAK_NL_SLIP = "17 bakplaten met elk 24 koekjes: 17 × 24 = 408 koekjes.\nEr zijn er 292 verkocht, dus 408 − 292 = 116 over.\n"
BAK_TL = "May 17 na bandeha na tig-24 na cookies: 17 × 24 = 408.\nNabenta ang 229, kaya 408 − 229 = 179 ang natira.\n"
BAK_TL_SLIP = "May 17 na bandeha na tig-24 na cookies: 17 × 24 = 408.\nNabenta ang 292, kaya 408 − 292 = 116 ang natira.\n"
VEG_RU = "3,5 кг по 4,86 за килограмм: 3 · 4,86 = 14,58 и 0,5 · 4,86 = 2,43.\nИтого 14,58 + 2,43 = 17,01.\n"
VEG_VI = "3,5 kg với giá 4,86 đô la mỗi kg: 3 × 4,86 = 14,58 và 0,5 × 4,86 = 2,43.\nTổng cộng 14,58 + 2,43 = 17,01 đô la.\n"
VEG_PT = "3,5 kg a R$ 4,86 o quilo: 3 × 4,86 = 14,58 e 0,5 × 4,86 = 2,43.\nTotal: 14,58 + 2,43 = 17,01.\n"
VEG_CS = "3,5 kg po 4,86 Kč za kilogram: 3 · 4,86 = 14,58 a 0,5 · 4,86 = 2,43.\nCelkem 14,58 + 2,43 = 17,01 Kč.\n"
RENT_DE = "Miete für 18 Monate: 18 · 1.450 € = 26.100 €.\nDazu kommt die Kaution von 2.350 €: 26.100 € + 2.350 € = 28.450 €.\n"
RENT_DE_NODEP = "Miete für 18 Monate: 18 · 1.450 € = 26.100 €.\n"
RENT_FR = "Loyer sur 18 mois : 18 × 1 450 € = 26 100 €.\nAvec la caution de 2 350 € : 26 100 + 2 350 = 28 450 €.\n"
RENT_VI = "Tiền thuê 18 tháng: 18 × 1.450 = 26.100 đô la.\nCộng thêm tiền đặt cọc 2.350 đô la: 26.100 + 2.350 = 28.450 đô la.\n"
RENT_VI_NODEP = "Tiền thuê 18 tháng: 18 × 1.450 = 26.100 đô la.\n"
RENT_PL = "Czynsz za 18 miesięcy: 18 · 1450 zł = 26 100 zł.\n"
RENT_TR = "18 aylık kira: 18 × 1.450 TL = 26.100 TL.\nDepozito 2.350 TL eklenince: 26.100 + 2.350 = 28.450 TL.\n"
RENT_SV = "Hyran för 18 månader: 18 · 1 450 kr = 26 100 kr.\n"
RENT_FA = "اجاره‌ی ۱۸ ماه: ۱۸ × ۱٬۴۵۰ = ۲۶٬۱۰۰ دلار.\nبا ودیعه‌ی ۲٬۳۵۰ دلار: ۲۶٬۱۰۰ + ۲٬۳۵۰ = ۲۸٬۴۵۰ دلار.\n"
TEMP_JA = "最初の気温は −4 度で、1時間に 1.5 度ずつ 7 時間下がります。\n1.5 × 7 = 10.5 なので、−4 − 10.5 = −14.5 度になります。\n"
TEMP_PL = "Temperatura początkowa: −4 °C. Spadek: 1,5 · 7 = 10,5 °C.\n−4 − 10,5 = −14,5 °C.\n"
TEMP_TR = "Başlangıç sıcaklığı −4 derece. 7 saatte 1,5 × 7 = 10,5 derece düşer.\n−4 − 10,5 = −14,5 derece.\n"
PCT_IT = "Gli studenti promossi sono 58 su 80: 58 / 80 = 0,725, cioè il 72,5%.\n"
PCT_ID = "Siswa yang lulus ada 58 dari 80 orang: 58 : 80 = 0,725 = 72,5%.\n"
FAC_ZH = "每天生产1350个零件，32天共生产 1350 × 32 = 43200 个。\n"
FAC_JA = "1日に1350個、32日間で 1350 × 32 = 43200 個です。\n"
FAC_KO = "하루에 1,350개씩 32일 동안 만들면 1,350 × 32 = 43,200개입니다.\n"
FAC_VI = "Mỗi ngày sản xuất 1.350 sản phẩm, trong 32 ngày: 1.350 × 32 = 43.200 sản phẩm.\n"
FAC_PL = "Dziennie 1350 części, przez 32 dni: 1350 · 32 = 43 200 części.\n"
FAC_EL = "Κάθε μέρα παράγονται 1.350 τεμάχια, άρα σε 32 μέρες: 1.350 · 32 = 43.200 τεμάχια.\n"
FAC_NL = "Per dag 1.350 onderdelen, in 32 dagen: 1.350 × 32 = 43.200 onderdelen.\n"
FAC_HI = "प्रतिदिन 1350 पुर्ज़े, 32 दिनों में: 1350 × 32 = 43200 पुर्ज़े।\n"
WAGE_HI = "125 मज़दूरों में से हर एक को ₹2,080 मिलते हैं।\nकुल: 125 × 2,080 = ₹2,60,000\n"
WAGE_ID = "Ada 125 pekerja, masing-masing dibayar Rp2.080.\nTotal: 125 × 2.080 = Rp260.000.\n"
WAGE_TH = "คนงาน 125 คน ได้ค่าจ้างคนละ 2,080 บาท\nรวม 125 × 2,080 = 260,000 บาท\n"
WAGE_FA = "۱۲۵ کارگر، هر نفر ۲٬۰۸۰ تومان: ۱۲۵ × ۲٬۰۸۰ = ۲۶۰٬۰۰۰ تومان.\n"
WAGE_AR = "عدد العمال ١٢٥، وأجر كل عامل ٢٠٨٠ ريالًا، إذن المجموع ١٢٥ × ٢٠٨٠ = ٢٦٠٠٠٠ ريال.\n"
WAGE_RU = "125 рабочих по 2080 рублей: 125 · 2080 = 260 000 рублей.\n"
WAGE_ES = "125 trabajadores cobran 2080 pesos cada uno: 125 × 2080 = 260 000 pesos.\n"
WAGE_BN = "১২৫ জন শ্রমিক, প্রত্যেকে ২০৮০ টাকা: ১২৫ × ২০৮০ = ২৬০০০০ টাকা।\n"

# MATH
PROB_ZH = (
    r"袋中共有 $7 + 4 = 11$ 个球。第一次取到红球的概率是 $\frac{7}{11}$，不放回，第二次再取到红球的概率是 $\frac{6}{10}$。"
    + "\n"
    + r"所以 $P = \frac{7}{11} \cdot \frac{6}{10} = \frac{42}{110}$。"
    + "\n"
)
PROB_ZH_SLIP = (
    r"袋中共有 $7 + 4 = 11$ 个球。每次取到红球的概率都是 $\frac{7}{11}$。"
    + "\n"
    + r"所以 $P = \frac{7}{11} \cdot \frac{7}{11} = \frac{49}{121}$。"
    + "\n"
)
PROB_JA = (
    r"玉は全部で $11$ 個。1回目に赤を引く確率は $\frac{7}{11}$、戻さないので2回目は $\frac{6}{10}$。"
    + "\n"
    + r"よって $P = \frac{7}{11} \times \frac{6}{10} = \frac{42}{110} = \frac{21}{55}$。"
    + "\n"
)
PROB_RU = (
    r"Всего $11$ шаров. Вероятность вынуть красный первым: $\frac{7}{11}$, вторым (без возвращения): $\frac{6}{10}$."
    + "\n"
    + r"$P = \frac{7}{11} \cdot \frac{6}{10} = \frac{42}{110}$."
    + "\n"
)
PROB_ES = (
    r"Hay $11$ bolas. La probabilidad de que la primera sea roja es $\frac{7}{11}$ y, sin reemplazo, la de la segunda es $\frac{6}{10}$."
    + "\n"
    + r"$P = \frac{7}{11} \cdot \frac{6}{10} = \frac{42}{110}$."
    + "\n"
)
PROB_KO = (
    r"공은 모두 $11$개입니다. 첫 번째가 빨간 공일 확률은 $\frac{7}{11}$, 되돌려 놓지 않으므로 두 번째는 $\frac{6}{10}$입니다."
    + "\n"
    + r"$P = \frac{7}{11} \times \frac{6}{10} = \frac{42}{110}$"
    + "\n"
)
RAD_AR = r"نلاحظ أن $294 = 49 \times 6$، إذن $\sqrt{294} = \sqrt{49} \cdot \sqrt{6}$." + "\n"
RAD_JA = r"$294 = 49 \times 6 = 7^2 \times 6$ なので、$\sqrt{294} = 7\sqrt{6}$。" + "\n"
RAD_DE = r"Es gilt $294 = 49 \cdot 6$, also $\sqrt{294} = \sqrt{49} \cdot \sqrt{6}$." + "\n"
RAD_PL = r"Mamy $294 = 49 \cdot 6$, więc $\sqrt{294} = \sqrt{49}\cdot\sqrt{6}$." + "\n"
INT_ES = (
    r"Factorizamos: $2x^2 - x - 15 = (2x + 5)(x - 3)$. Las raíces son $x = -\frac{5}{2}$ y $x = 3$; como el coeficiente principal es positivo, la expresión es $\le 0$ entre las raíces."
    + "\n"
)
INT_PL = (
    r"$2x^2 - x - 15 = (2x + 5)(x - 3)$, miejsca zerowe: $x_1 = -\frac{5}{2}$, $x_2 = 3$. Ramiona paraboli skierowane w górę, więc $2x^2 - x - 15 \le 0$ pomiędzy pierwiastkami (z końcami)."
    + "\n"
)
INT_FR = (
    r"On factorise : $2x^2 - x - 15 = (2x + 5)(x - 3)$. Les racines sont $-\frac{5}{2}$ et $3$ ; le trinôme est négatif ou nul entre les racines."
    + "\n"
)
MAT_RU = (
    r"$\det A = 4 \cdot 4 - 3 \cdot 5 = 1$, поэтому $A^{-1} = \frac{1}{1}\begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}$."
    + "\n"
)
MAT_DE = (
    r"$\det A = 4 \cdot 4 - 3 \cdot 5 = 16 - 15 = 1$. Für eine $2 \times 2$-Matrix gilt $A^{-1} = \frac{1}{\det A}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$."
    + "\n"
)
ANG_ZH = (
    r"正二十边形的内角和为 $(20 - 2) \times 180^\circ = 3240^\circ$，每个内角为 $3240^\circ \div 20$。"
    + "\n"
)
ANG_TR = (
    r"Düzgün yirmigenin iç açıları toplamı $(20 - 2) \cdot 180^\circ = 3240^\circ$'dir. Her bir iç açı $3240^\circ / 20$ olur."
    + "\n"
)
ANG_DE = (
    r"Die Innenwinkelsumme eines regelmäßigen 20-Ecks ist $(20 - 2) \cdot 180^\circ = 3240^\circ$, also misst jeder Innenwinkel $3240^\circ : 20$."
    + "\n"
)
RADN_FR = (
    r"On convertit : $225^\circ \times \frac{\pi}{180^\circ} = \frac{225\pi}{180}$, et $\frac{225}{180} = \frac{5}{4}$."
    + "\n"
)
RADN_IT = (
    r"Per convertire in radianti: $225^\circ \cdot \frac{\pi}{180^\circ} = \frac{225}{180}\pi = \frac{5}{4}\pi$."
    + "\n"
)
RADN_AR = (
    r"للتحويل إلى الراديان نضرب في $\frac{\pi}{180}$: $225 \times \frac{\pi}{180} = \frac{225\pi}{180}$."
    + "\n"
)
POLY_ES = r"Aplicamos la propiedad distributiva: $(3x - 5)(2x + 7) = 6x^2 + 21x - 10x - 35$." + "\n"
POLY_DE = r"Ausmultiplizieren: $(3x - 5)(2x + 7) = 6x^2 + 21x - 10x - 35$." + "\n"
SET_JA = r"$x^3 - x^2 - 20x = x(x^2 - x - 20) = x(x - 5)(x + 4)$ と因数分解できます。" + "\n"
SET_PT = r"Fatorando: $x^3 - x^2 - 20x = x(x^2 - x - 20) = x(x - 5)(x + 4) = 0$." + "\n"
SET_PL = (
    r"Wyłączamy $x$ przed nawias: $x^3 - x^2 - 20x = x(x^2 - x - 20) = x(x - 5)(x + 4)$." + "\n"
)
CPX_PT = (
    r"Multiplicamos pelo conjugado: $\frac{4 - 3i}{1 + 2i} \cdot \frac{1 - 2i}{1 - 2i} = \frac{4 - 8i - 3i + 6i^2}{1 + 4} = \frac{-2 - 11i}{5}$."
    + "\n"
)
CPX_ZH = (
    r"分子分母同乘共轭复数 $1 - 2i$：$\frac{(4 - 3i)(1 - 2i)}{(1 + 2i)(1 - 2i)} = \frac{4 - 8i - 3i + 6i^2}{5} = \frac{-2 - 11i}{5}$。"
    + "\n"
)
BASE_KO = r"$3142_5 = 3 \cdot 5^3 + 1 \cdot 5^2 + 4 \cdot 5 + 2 = 375 + 25 + 20 + 2$" + "\n"
BASE_FR = r"$3142_5 = 3 \times 125 + 1 \times 25 + 4 \times 5 + 2 = 375 + 25 + 20 + 2$" + "\n"
BASE_TR = (
    r"$3142_5 = 3 \cdot 5^3 + 1 \cdot 5^2 + 4 \cdot 5^1 + 2 \cdot 5^0 = 375 + 25 + 20 + 2$" + "\n"
)
LOG_FR = (
    r"On écrit $16\sqrt[3]{4} = 2^4 \cdot 2^{2/3} = 2^{4 + 2/3}$, donc $\log_2\left(16\sqrt[3]{4}\right) = 4 + \frac{2}{3}$."
    + "\n"
)
LOG_NL = r"Schrijf $16\sqrt[3]{4} = 2^4 \cdot 2^{\frac{2}{3}} = 2^{\frac{14}{3}}$." + "\n"
LOG_ID = r"Kita tulis $16\sqrt[3]{4} = 2^4 \cdot 2^{2/3} = 2^{4 + 2/3}$." + "\n"
LOG_KO = (
    r"$16\sqrt[3]{4} = 2^4 \times 2^{\frac{2}{3}} = 2^{4 + \frac{2}{3}}$이므로 $\log_2\left(16\sqrt[3]{4}\right) = 4 + \frac{2}{3}$입니다."
    + "\n"
)
LOG_TR = (
    r"$16\sqrt[3]{4} = 2^4 \cdot 2^{2/3}$ olduğundan $\log_2\left(16\sqrt[3]{4}\right) = 4 + \frac{2}{3}$."
    + "\n"
)
COMB_CS = (
    r"$\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{5!} = \frac{55440}{120}$" + "\n"
)
COMB_ES = (
    r"$\binom{11}{5} = \frac{11!}{5!\,6!} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{120} = \frac{55440}{120}$"
    + "\n"
)
COMB_HE = (
    r"מספר הדרכים לבחור 5 מתוך 11: $\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{120} = \frac{55440}{120}$"
    + "\n"
)
TRIG_EL = (
    r"$\sin 75^\circ = \sin(45^\circ + 30^\circ) = \sin 45^\circ \cos 30^\circ + \cos 45^\circ \sin 30^\circ = \frac{\sqrt{2}}{2}\cdot\frac{\sqrt{3}}{2} + \frac{\sqrt{2}}{2}\cdot\frac{1}{2}$"
    + "\n"
)
TRIG_KO = (
    r"$\sin 75^\circ = \sin(45^\circ + 30^\circ) = \frac{\sqrt{2}}{2}\cdot\frac{\sqrt{3}}{2} + \frac{\sqrt{2}}{2}\cdot\frac{1}{2} = \frac{\sqrt{6}+\sqrt{2}}{4}$"
    + "\n"
)
TRIG_FR = (
    r"$\sin 75^\circ = \sin(45^\circ + 30^\circ) = \frac{\sqrt{2}}{2}\cdot\frac{\sqrt{3}}{2} + \frac{\sqrt{2}}{2}\cdot\frac{1}{2}$"
    + "\n"
)
VERT_VI = (
    r"Hoành độ đỉnh: $x = -\frac{b}{2a} = \frac{18}{6} = 3$. Tung độ: $y = 3 \cdot 9 - 18 \cdot 3 + 5 = 27 - 54 + 5 = -22$."
    + "\n"
)
VERT_VI_SLIP = (
    r"Hoành độ đỉnh: $x = \frac{b}{2a} = \frac{-18}{6} = -3$. Tung độ: $y = 3 \cdot 9 + 18 \cdot 3 + 5 = 86$."
    + "\n"
)
VERT_KO = r"$y = 3x^2 - 18x + 5 = 3(x - 3)^2 - 27 + 5 = 3(x - 3)^2 - 22$" + "\n"
VERT_HE = (
    r"קודקוד הפרבולה: $x = -\frac{b}{2a} = \frac{18}{6} = 3$, ואז $y = 27 - 54 + 5 = -22$." + "\n"
)
INV_KO = (
    r"$\frac{x + 3}{x - 2} = 4$를 풀면 $x + 3 = 4x - 8$, $3x = 11$, $x = \frac{11}{3}$입니다."
    + "\n"
)
INV_FR = r"On résout $\frac{x + 3}{x - 2} = 4$ : $x + 3 = 4x - 8$, d'où $3x = 11$." + "\n"
INV_RU = r"Решаем $\frac{x + 3}{x - 2} = 4$: $x + 3 = 4x - 8$, $3x = 11$." + "\n"
INV_DE = (
    r"Gesucht ist $x$ mit $f(x) = 4$: $\frac{x + 3}{x - 2} = 4 \Rightarrow x + 3 = 4x - 8 \Rightarrow 3x = 11$."
    + "\n"
)
ZERO_JA = r"剰余の定理より、余りは $f(2) = 2^3 - 3 \cdot 2^2 + 4 = 8 - 12 + 4$ です。" + "\n"
ZERO_ES = (
    r"Por el teorema del resto, el residuo es $P(2) = 2^3 - 3 \cdot 2^2 + 4 = 8 - 12 + 4$." + "\n"
)
CIRC_IT = (
    r"Il cerchio inscritto nel quadrato di lato $10$ ha diametro $10$, quindi raggio $r = 5$. L'area è $\pi r^2$."
    + "\n"
)
CIRC_ES = (
    r"El círculo inscrito en un cuadrado de lado $10$ tiene radio $5$, así que su área es $\pi \cdot 5^2$."
    + "\n"
)
CIRC_SV = (
    r"Den inskrivna cirkeln har diametern $10$, alltså radien $5$. Arean är $\pi r^2 = \pi \cdot 5^2$."
    + "\n"
)
REP_ZH = r"设 $x = 0.\overline{405}$，则 $1000x - x = 405$，所以 $x = \frac{405}{999}$。" + "\n"
REP_EL = r"Έστω $x = 0,\overline{405}$. Τότε $1000x - x = 405$, άρα $x = \frac{405}{999}$." + "\n"
REP_VI = r"Đặt $x = 0,\overline{405}$. Khi đó $1000x - x = 405$ nên $x = \frac{405}{999}$." + "\n"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    m("t_m_zh_sentence_other", "A", G_PROB, "wrong", "tag", th(PROB_ZH_SLIP) + r"<answer>两次都取到红球的概率是 $\frac{49}{121}$。</answer>", "zh: 'the probability that both draws are red is 49/121' (the with-replacement misreading)"),
    m("t_m_ja_sentence_other", "A", G_SET, "wrong", "tag", th(r"$x^3 - x^2 - 20x = x(x + 5)(x - 4)$ と因数分解できます。" + "\n") + r"<answer>解は $x = -5, 0, 4$ です。</answer>", "ja: 'the solutions are x = -5, 0, 4' (a sign slip in the factoring)"),
    m("t_m_ru_placeholder", "A", G_INV, "no_answer", "tag", th(INV_RU + r"Значит, $x = \frac{11}{3}$." + "\n") + "<answer>здесь будет ответ</answer>", "ru: 'the answer will be here' — a placeholder in the tag; 11/3 only in the thinking"),
    m("t_m_de_empty", "A", G_MAT, "no_answer", "tag", th(MAT_DE + r"Also $A^{-1} = \begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}$." + "\n") + "<answer></answer>", "de working; an empty tag, the inverse only in the thinking"),
    m("t_m_ko_two_tags", "A", G_INV, "wrong", "tag", th(INV_KO) + r"<answer>$\frac{11}{3}$</answer>" + "\n" + r"<answer>$\frac{3}{11}$</answer>", "two tags with different values, the last 3/11 (ko working: 'solving gives x = 11/3')"),
    m("t_m_ar_sentence_other", "A", G_RAD, "wrong", "tag", th(r"نلاحظ أن $294 = 36 \times 7$، إذن $\sqrt{294} = 6\sqrt{7}$." + "\n") + r"<answer>الجواب هو $6\sqrt{7}$</answer>", "ar: 'we note 294 = 36 x 7 ... the answer is 6\\sqrt7' (36*7 = 252, a slip; 6\\sqrt7 = \\sqrt252)"),
    m("t_m_fr_hedge", "A", G_INV, "wrong", "tag", th(INV_FR + r"Donc $x = \frac{11}{3}$, à moins que je n'aie inversé les rôles." + "\n") + r"<answer>$\frac{11}{3}$ ou $\frac{3}{11}$</answer>", "fr: '11/3 or 3/11' — a hedge in the tag"),
    m("t_m_es_cut_in_tag", "A", G_INT, "no_answer", "truncated", th(INT_ES) + r"<answer>La solución es el intervalo $\left[-\frac{", "es: 'the solution is the interval [-\\frac{' — cut inside the tag"),
    m("t_m_vi_sentence_other", "A", G_VERT, "wrong", "tag", th(VERT_VI_SLIP) + r"<answer>Đỉnh của parabol là $(-3, 86)$.</answer>", "vi: 'the vertex of the parabola is (-3, 86)' (sign slip in -b/2a)"),
    m("t_m_tr_sentence_other", "A", G_BASE, "wrong", "tag", th(r"$3142_5 = 3 \cdot 5^3 + 1 \cdot 5^2 + 4 \cdot 5 + 2 = 375 + 25 + 4 + 2$" + "\n") + "<answer>3142_5 sayısı onluk tabanda 406'dır.</answer>", "tr: 'the number 3142_5 is 406 in base ten' (4*5 taken as 4); the Turkish suffix 'dır after the value"),
    m("t_m_id_self_corrected_other", "A", G_LOG, "wrong", "tag", th(LOG_ID) + r"<answer>Jawabannya $\frac{14}{3}$... eh, bukan, $\frac{16}{3}$.</answer>", "id: 'the answer is 14/3... uh, no, 16/3' — the tag's last committed value is 16/3"),
    g("t_zh_wan_other", "A", "43200", "wrong", "tag", th(FAC_ZH) + "<answer>一共生产了43.2万个零件。</answer>", "zh: 'produced 43.2 wan (432,000) parts in total' — 43.2万 = 432000, ten times the gold"),
    g("t_de_thousands_other", "A", "28450", "wrong", "tag", th(RENT_DE_NODEP) + "<answer>Insgesamt zahlt sie 26.100 €.</answer>", "de: 'in total she pays 26.100 EUR' = 26100 (deposit forgotten)"),
    g("t_hi_lakh_other", "A", "260000", "wrong", "tag", th(WAGE_HI) + "<answer>कुल मज़दूरी 26 लाख रुपये है।</answer>", "hi: 'the total wage is 26 lakh rupees' = 2,600,000, ten times the gold"),
    g("t_pl_sign_lost", "A", "-14.5", "wrong", "tag", th(TEMP_PL) + "<answer>Temperatura wyniesie 14,5 °C.</answer>", "pl: 'the temperature will be 14.5 C' — the minus of the working dropped"),
    m("t_m_ok_zh_sentence", "B", G_PROB, "correct", "tag", th(PROB_ZH + r"约分得 $\frac{21}{55}$。" + "\n") + r"<answer>两次都取到红球的概率是 $\frac{21}{55}$。</answer>", "zh: 'the probability that both draws are red is 21/55'"),
    m("t_m_ok_ja_sentence", "B", G_SET, "correct", "tag", th(SET_JA) + r"<answer>解は $x = -4, 0, 5$ です。</answer>", "ja: 'the solutions are x = -4, 0, 5'"),
    m("t_m_ok_ko_box", "B", G_INV, "correct", "tag", th(INV_KO) + r"<answer>$\boxed{\frac{11}{3}}$</answer>", "ko working ('solving ... gives x = 11/3'); a box in the tag"),
    m("t_m_ok_ar_sentence", "B", G_RAD, "correct", "tag", th(RAD_AR) + r"<answer>الجواب هو $7\sqrt{6}$</answer>", "ar: 'we note 294 = 49 x 6 ... the answer is 7\\sqrt6'"),
    m("t_m_ok_fr_equation", "B", G_LOG, "correct", "tag", th(LOG_FR) + r"<answer>$\log_2\left(16\sqrt[3]{4}\right) = 4 + \frac{2}{3} = \frac{14}{3}$</answer>", "an equation chain in the tag ending in the gold (fr working)"),
    m("t_m_ok_vi_sentence", "B", G_VERT, "correct", "tag", th(VERT_VI) + r"<answer>Đỉnh của parabol là $(3, -22)$.</answer>", "vi: 'the vertex of the parabola is (3, -22)'"),
    m("t_m_ok_tr_suffix", "B", G_BASE, "correct", "tag", th(BASE_TR) + "<answer>3142_5 sayısı onluk tabanda 422'dir.</answer>", "tr: 'the number 3142_5 is 422 in base ten'; the final value carries the suffix 'dir"),
    m("t_m_ok_ru_matrix", "B", G_MAT, "correct", "tag", th(MAT_RU) + r"<answer>Обратная матрица: $\begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}$</answer>", "ru: 'the inverse matrix: ...'"),
    m("t_m_ok_es_interval", "B", G_INT, "correct", "tag", th(INT_ES) + r"<answer>La solución es el intervalo $\left[-\frac{5}{2}, 3\right]$.</answer>", "es: 'the solution is the interval [-5/2, 3]'"),
    m("t_m_ok_id_self_corrected", "B", G_LOG, "correct", "tag", th(LOG_ID) + r"<answer>Jawabannya $\frac{16}{3}$... eh, bukan, $\frac{14}{3}$.</answer>", "id: 'the answer is 16/3... uh, no, 14/3' — the last committed value is the gold"),
    m("t_m_ok_el_sentence", "B", G_TRIG, "correct", "tag", th(TRIG_EL + r"$= \frac{\sqrt{6}}{4} + \frac{\sqrt{2}}{4}$" + "\n") + r"<answer>Η απάντηση είναι $\frac{\sqrt{6}+\sqrt{2}}{4}$.</answer>", "el: 'the answer is (\\sqrt6 + \\sqrt2)/4'"),
    g("t_zh_ok_wan", "B", "43200", "correct", "tag", th(FAC_ZH) + "<answer>一共生产了4.32万个零件。</answer>", "zh: 'produced 4.32 wan parts in total' — 4.32万 = 43200"),
    g("t_de_ok_thousands_dot", "B", "28450", "correct", "tag", th(RENT_DE) + "<answer>Insgesamt zahlt sie 28.450 €.</answer>", "de: 'in total she pays 28.450 EUR' — German thousands dot, 28450"),
    g("t_hi_ok_lakh", "B", "260000", "correct", "tag", th(WAGE_HI) + "<answer>कुल मज़दूरी 2.6 लाख रुपये है।</answer>", "hi: 'the total wage is 2.6 lakh rupees' = 260000"),
    g("t_pl_ok_minus", "B", "-14.5", "correct", "tag", th(TEMP_PL) + "<answer>Temperatura wyniesie −14,5 °C.</answer>", "pl: 'the temperature will be -14.5 C' — a U+2212 minus and a decimal comma"),

    # ================================================================ 2. phrase + ####
    g("h_de_phrase_hash_other", "A", "28450", "wrong", "hash", RENT_DE_NODEP + "Die Antwort lautet: #### 26100", "de: 'the answer is: #### 26100' (deposit forgotten)"),
    g("h_es_phrase_gold_hash_other", "A", "179", "wrong", "hash", BAK_ES + "La respuesta es 179.\n#### 116", "es: 'the answer is 179.' then #### 116: two different final answers"),
    g("h_fr_hash_empty", "A", "28450", "no_answer", "hash", RENT_FR + "La réponse est :\n####", "fr: 'the answer is:' then an empty ####; the gold only in the working"),
    g("h_zh_phrase_hash_other", "A", "43200", "wrong", "hash", FAC_ZH + "所以答案是 #### 4320", "zh: 'so the answer is #### 4320' (a zero dropped)"),
    g("h_ru_phrase_hash_rounded", "A", "17.01", "wrong", "hash", VEG_RU + "Ответ: примерно 17 рублей.\n#### 17", "ru: 'answer: about 17 roubles' then #### 17, rounded"),
    g("h_ja_hash_sign_lost", "A", "-14.5", "wrong", "hash", TEMP_JA + "答え：#### 14.5", "ja: 'answer: #### 14.5' — the minus of the working dropped"),
    g("h_it_hash_share", "A", "72.5", "wrong", "hash", PCT_IT + "La risposta è: #### 0,725", "it: 'the answer is: #### 0,725' — the share, not the percent the working ends on; debatable (round 5's decision: a decimal share for a percent gold is wrong)", True),
    g("h_tr_hash_then_phrase_other", "A", "179", "wrong", "hash", BAK_TR + "#### 179\nYani cevap 116.", "tr: #### 179 then 'so the answer is 116.' — two different final answers"),
    g("h_pt_hash_range", "A", "17.01", "wrong", "hash", VEG_PT + "A resposta é: #### entre 17 e 18 reais", "pt: 'the answer is: #### between 17 and 18 reais' — a range"),
    m("h_m_ko_phrase_hash_other", "A", G_BASE, "wrong", "hash", r"$3142_5 = 3 \cdot 5^3 + 1 \cdot 5^2 + 3 \cdot 5 + 2 = 375 + 25 + 15 + 2$" + "\n따라서 답은 #### 417", "ko: 'therefore the answer is #### 417' (the digit 4 read as 3)"),
    m("h_m_pl_hash_decimal", "A", G_RAD, "wrong", "hash", RAD_PL + r"$\sqrt{294} \approx 17{,}15$" + "\nOdpowiedź: #### 17,15", "pl: 'answer: #### 17,15' — a decimal for 7\\sqrt6 (17.146...)"),
    m("h_m_nl_phrase_hash_other", "A", G_LOG, "wrong", "hash", r"Schrijf $16\sqrt[3]{4} = 2^4 \cdot 4^{\frac{1}{3}}$ en $4^{\frac{1}{3}} = 2^{\frac{4}{3}}$, dus $16\sqrt[3]{4} = 2^{\frac{16}{3}}$." + "\nHet antwoord is: #### \\frac{16}{3}", "nl: 'write 16 cbrt4 = 2^4 * 4^{1/3} and 4^{1/3} = 2^{4/3} (false), so 2^{16/3}. The answer is: #### 16/3'"),
    m("h_m_sv_hash_empty_box", "A", G_CIRC, "no_answer", "hash", CIRC_SV + "Svaret är: #### $\\boxed{}$", "sv: 'the answer is: #### \\boxed{}' — an empty box after the marker"),
    m("h_m_cs_phrase_hash_other", "A", G_COMB, "wrong", "hash", r"$\binom{11}{4} = \frac{11 \cdot 10 \cdot 9 \cdot 8}{4!} = \frac{7920}{24}$" + "\nVýsledek je #### 330", "cs: 'the result is #### 330' — C(11, 4) = 7920/24 = 330 computed instead of C(11, 5)"),
    g("h_vi_hash_thousand_dot_other", "A", "28450", "wrong", "hash", RENT_VI_NODEP + "Đáp số: #### 26.100", "vi: 'result: #### 26.100' = 26100 in Vietnamese grouping (deposit forgotten)"),
    g("h_ok_de_phrase_hash", "B", "28450", "correct", "hash", RENT_DE + "Die Antwort lautet: #### 28450", "de: 'the answer is: #### 28450'"),
    g("h_ok_es_phrase_hash", "B", "179", "correct", "hash", BAK_ES + "La respuesta es 179.\n#### 179", "es: 'the answer is 179.' and #### agree"),
    g("h_ok_fr_space_thousands", "B", "28450", "correct", "hash", RENT_FR + "La réponse est : #### 28\u202f450", "fr: 'the answer is: #### 28 450' with a narrow no-break space as the French thousands separator"),
    g("h_ok_zh_phrase_hash", "B", "43200", "correct", "hash", FAC_ZH + "所以答案是 #### 43200", "zh: 'so the answer is #### 43200'"),
    g("h_ok_ru_decimal_comma", "B", "17.01", "correct", "hash", VEG_RU + "Ответ: 17,01 рубля.\n#### 17,01", "ru: 'answer: 17,01 roubles' then #### 17,01 — a Russian decimal comma"),
    g("h_ok_ja_negative", "B", "-14.5", "correct", "hash", TEMP_JA + "答え：#### -14.5", "ja: 'answer: #### -14.5'"),
    g("h_ok_it_percent", "B", "72.5", "correct", "hash", PCT_IT + "La risposta è: #### 72,5", "it: 'the answer is: #### 72,5' — an Italian decimal comma"),
    g("h_ok_tr_hash", "B", "179", "correct", "hash", BAK_TR + "Cevap: #### 179", "tr: 'answer: #### 179'"),
    g("h_ok_pt_reais", "B", "17.01", "correct", "hash", VEG_PT + "A resposta é: #### R$ 17,01", "pt: 'the answer is: #### R$ 17,01' — currency and decimal comma"),
    m("h_m_ok_ko_phrase_hash", "B", G_BASE, "correct", "hash", BASE_KO + "따라서 답은 #### 422", "ko: 'therefore the answer is #### 422'"),
    m("h_m_ok_pl_hash", "B", G_RAD, "correct", "hash", RAD_PL + "Odpowiedź: #### 7\\sqrt{6}", "pl: 'answer: #### 7\\sqrt{6}'"),
    m("h_m_ok_nl_phrase_hash", "B", G_LOG, "correct", "hash", LOG_NL + "Het antwoord is: #### \\frac{14}{3}", "nl: 'the answer is: #### 14/3'"),
    m("h_m_ok_sv_phrase_hash", "B", G_CIRC, "correct", "hash", CIRC_SV + "Svaret är: #### 25\\pi", "sv: 'the answer is: #### 25\\pi'"),
    m("h_m_ok_cs_phrase_hash", "B", G_COMB, "correct", "hash", COMB_CS + "Výsledek je #### 462", "cs: 'the result is #### 462'"),
    g("h_ok_vi_thousand_dot", "B", "28450", "correct", "hash", RENT_VI + "Đáp số: #### 28.450", "vi: 'result: #### 28.450' — the working groups thousands with dots throughout (1.450, 26.100, 2.350), so 28.450 = 28450; debatable: after #### a dot reads as a decimal point in English (proposed: accept)", True),

    # ================================================================ 3. exactness
    m("x_m_ru_decimal_prob", "A", G_PROB, "wrong", "boxed", PROB_RU + r"$P = \frac{42}{110} \approx 0{,}38$" + "\n\n" + r"**Ответ:** $\boxed{0{,}38}$", "ru: 'Answer: 0,38' — a rounded decimal for 21/55 = 0.3818..."),
    m("x_m_de_decimal_radical", "A", G_RAD, "wrong", "boxed", RAD_DE + r"Damit ist $\sqrt{294} = 7\sqrt{6} \approx 17{,}146$." + "\n\n" + r"Ergebnis: $\boxed{17{,}146}$", "de: 'result: 17,146' — the box holds a decimal for 7\\sqrt6 (17.1464...)"),
    m("x_m_zh_repeating_trunc", "A", G_REP, "wrong", "boxed", r"设 $x = 0.\overline{405}$。保留三位小数，$x \approx 0.405$。" + "\n" + r"答案：$\boxed{0.405}$", "zh: 'to three decimals x = 0.405. Answer: 0.405' — 0.405 is not 0.405405... = 15/37"),
    m("x_m_ja_percent_rounded", "A", G_PROB, "wrong", "boxed", PROB_JA + r"これは約 $38.2\%$ です。" + "\n" + r"答え：$\boxed{38.2\%}$", "ja: 'this is about 38.2%. Answer: 38.2%' — a rounded percent for 21/55 = 38.18...%"),
    m("x_m_es_pi_decimal", "A", G_CIRC, "wrong", "boxed", CIRC_ES + r"Usando $\pi \approx 3{,}1416$: $A \approx 78{,}54$." + "\n\n" + r"La respuesta es $\boxed{78{,}54}$.", "es: 'using pi ~ 3,1416, A ~ 78,54; the answer is 78,54' — a decimal for 25pi"),
    m("x_m_fr_trig_decimal", "A", G_TRIG, "wrong", "boxed", TRIG_FR + r"$\approx 0{,}9659$" + "\n\n" + r"Réponse : $\boxed{0{,}9659}$", "fr: 'answer: 0,9659' — a decimal for (\\sqrt6 + \\sqrt2)/4"),
    m("x_m_it_radian_decimal", "A", G_RADN, "wrong", "boxed", RADN_IT + r"Numericamente $\frac{5}{4}\pi \approx 3{,}93$ rad." + "\n\n" + r"Risposta: $\boxed{3{,}93}$", "it: 'numerically 5/4 pi ~ 3,93 rad. Answer: 3,93' — a decimal for 5pi/4"),
    m("x_m_ko_wrong_denominator", "A", G_PROB, "wrong", "boxed", r"공은 모두 $11$개입니다. 첫 번째가 빨간 공일 확률은 $\frac{7}{11}$, 두 번째는 $\frac{6}{10}$입니다." + "\n" + r"$P = \frac{7 \times 6}{10 \times 10} = \frac{42}{100}$" + "\n\n" + r"따라서 답은 $\boxed{\frac{42}{100}}$입니다.", "ko: 'so the answer is 42/100' (11 x 10 written 10 x 10); 42/100 != 42/110"),
    m("x_m_pt_complex_other", "A", G_CPX, "wrong", "boxed", r"Multiplicamos pelo conjugado: $\frac{(4 - 3i)(1 - 2i)}{1 + 2} = \frac{-2 - 11i}{3}$." + "\n\n" + r"Resposta: $\boxed{-\frac{2}{3} - \frac{11}{3}i}$", "pt: 'multiply by the conjugate ... Answer: -2/3 - 11/3 i' (|1 + 2i|^2 taken as 3, not 5)"),
    m("x_m_tr_log_decimal", "A", G_LOG, "wrong", "boxed", LOG_TR + r"Yani yaklaşık $4{,}67$." + "\n\n" + r"Cevap: $\boxed{4{,}67}$", "tr: 'so about 4,67. Answer: 4,67' — a rounded decimal for 14/3"),
    m("x_m_fr_open_interval", "A", G_INT, "wrong", "boxed", INT_FR.replace("négatif ou nul", "strictement négatif") + r"L'ensemble des solutions est $S = \boxed{\left]-\frac{5}{2} ; 3\right[}$.", "fr: 'the solution set is ]-5/2 ; 3[' — the French OPEN interval (reversed brackets), endpoints lost; the inequality is <= 0"),
    m("x_m_pl_open_interval", "A", G_INT, "wrong", "boxed", INT_PL.replace(" (z końcami)", "") + r"Odpowiedź: $x \in \boxed{\left(-\frac{5}{2}; 3\right)}$", "pl: 'answer: x in (-5/2; 3)' — open interval, endpoints lost"),
    g("x_vi_decimal_slip", "A", "17.01", "wrong", "answer_is", VEG_VI.replace("= 17,01 đô la", "= 17,1 đô la") + "Vậy đáp án là 17,1 đô la.", "vi: 'so the answer is 17,1 dollars' (a dropped 0: 17.1 != 17.01)"),
    g("x_id_percent_rounded", "A", "72.5", "wrong", "answer_is", PCT_ID + "Jadi, persentase siswa yang lulus sekitar 73%.", "id: 'so the percentage of students who passed is about 73%' — rounded"),
    g("x_cs_rounded", "A", "17.01", "wrong", "answer_is", VEG_CS + "Odpověď: zaplatí přibližně 17 Kč.", "cs: 'answer: she pays about 17 CZK' — rounded"),
    m("x_m_ok_ru_unsimplified", "B", G_PROB, "correct", "boxed", PROB_RU + "\n" + r"**Ответ:** $\boxed{\frac{42}{110}}$", "ru: 'Answer: 42/110' — unsimplified, equal to 21/55"),
    m("x_m_ok_de_unsimplified_root", "B", G_RAD, "correct", "boxed", RAD_DE + r"Ergebnis: $\boxed{\sqrt{49} \cdot \sqrt{6}}$", "de: 'result: \\sqrt49 * \\sqrt6' = 7\\sqrt6 (the root of 49 left unevaluated)"),
    m("x_m_ok_zh_unsimplified", "B", G_REP, "correct", "boxed", REP_ZH + r"答案：$\boxed{\frac{405}{999}}$", "zh: 'let x = 0.(405) ... so x = 405/999. Answer: 405/999' = 15/37 unsimplified"),
    m("x_m_ok_ja_zero", "B", G_ZERO, "correct", "boxed", ZERO_JA + r"よって余りは $\boxed{0}$ です（割り切れます）。", "ja: 'so the remainder is 0 (it divides evenly)'"),
    m("x_m_ok_es_pi_form", "B", G_CIRC, "correct", "boxed", CIRC_ES + "\n" + r"La respuesta es $\boxed{\pi \cdot 5^2}$.", "es: 'the answer is pi * 5^2' = 25pi unevaluated"),
    m("x_m_ok_fr_trig_factored", "B", G_TRIG, "correct", "boxed", TRIG_FR + r"$= \frac{\sqrt{2}\left(\sqrt{3} + 1\right)}{4}$" + "\n\n" + r"Réponse : $\boxed{\frac{\sqrt{2}\left(\sqrt{3}+1\right)}{4}}$", "fr: 'answer: \\sqrt2(\\sqrt3 + 1)/4' = (\\sqrt6 + \\sqrt2)/4 factored"),
    m("x_m_ok_it_radian_coeff", "B", G_RADN, "correct", "boxed", RADN_IT + r"Risposta: $\boxed{\frac{5}{4}\pi}$", "it: 'answer: 5/4 pi' = 5pi/4"),
    m("x_m_ok_ko_mixed_number", "B", G_LOG, "correct", "boxed", LOG_KO + r"따라서 답은 $\boxed{4\frac{2}{3}}$입니다.", "ko: 'so the answer is 4 2/3' — a mixed number (대분수) = 14/3; debatable: LaTeX juxtaposition could be read 4 * 2/3 (proposed: accept, as MATH grading does)", True),
    m("x_m_ok_pt_decimal_exact", "B", G_CPX, "correct", "boxed", CPX_PT + r"Na forma decimal: $-0{,}4 - 2{,}2i$." + "\n\n" + r"Resposta: $\boxed{-0{,}4 - 2{,}2i}$", "pt: 'in decimal form: -0,4 - 2,2i. Answer: ...' — exact decimals with decimal commas (-2/5 = -0.4, -11/5 = -2.2)"),
    m("x_m_ok_tr_repeating", "B", G_LOG, "correct", "boxed", LOG_TR + r"Bu da $4{,}\overline{6}$ eder." + "\n\n" + r"Cevap: $\boxed{4{,}\overline{6}}$", "tr: 'this makes 4,(6). Answer: 4,(6)' — an exact repeating decimal with a decimal comma, = 14/3"),
    m("x_m_ok_fr_closed_semicolon", "B", G_INT, "correct", "boxed", INT_FR + r"L'ensemble des solutions est $S = \boxed{\left[-\frac{5}{2} ; 3\right]}$.", "fr: 'the solution set is [-5/2 ; 3]' — French semicolon inside a closed interval"),
    m("x_m_ok_pl_angle_brackets", "B", G_INT, "correct", "boxed", INT_PL + r"Odpowiedź: $x \in \boxed{\left\langle -\frac{5}{2}; 3 \right\rangle}$", "pl: 'answer: x in <-5/2; 3>' — the Polish school notation for a CLOSED interval (angle brackets)"),
    g("x_ok_vi_decimal_comma", "B", "17.01", "correct", "answer_is", VEG_VI + "Vậy đáp án là 17,01 đô la.", "vi: 'so the answer is 17,01 dollars' — a Vietnamese decimal comma"),
    g("x_ok_id_percent", "B", "72.5", "correct", "answer_is", PCT_ID + "Jadi, persentase siswa yang lulus adalah 72,5%.", "id: 'so the percentage of students who passed is 72,5%'"),
    g("x_ok_ja_man", "B", "43200", "correct", "answer_is", FAC_JA + "答えは4万3200個です。", "ja: 'the answer is 4-man 3200 pieces' — 4万3200 = 43200"),

    # ================================================================ 4. negation / strike-out / annotation
    m("n_m_zh_bushi_other", "A", G_PROB, "wrong", "answer_is", PROB_ZH_SLIP + r"所以答案不是 $\frac{21}{55}$，而是 $\frac{49}{121}$。", "zh: 'so the answer is not 21/55 but 49/121' — the gold negated"),
    m("n_m_ja_dewanaku_other", "A", G_RAD, "wrong", "answer_is", r"$294 = 36 \times 7$ なので、" + "\n" + r"答え：$\sqrt{294}$ は $7\sqrt{6}$ ではなく $6\sqrt{7}$ です。", "ja: 'since 294 = 36 x 7 (a slip), answer: \\sqrt294 is not 7\\sqrt6 but 6\\sqrt7'"),
    m("n_m_ru_ne_a_other", "A", G_INV, "wrong", "answer_is", r"Обратная функция: $f^{-1}(y) = \frac{2y + 3}{y - 1}$, и $f^{-1}(4) = \frac{11}{3}$. Хм, я перепутал $x$ и $y$." + "\n" + r"Ответ не $\frac{11}{3}$, а $\frac{3}{11}$.", "ru: 'Hm, I mixed up x and y. The answer is not 11/3 but 3/11' — the model's last word rejects the gold"),
    m("n_m_de_strike_other", "A", G_ANG, "wrong", "boxed", r"Innenwinkelsumme eines 20-Ecks: $(20 - 2) \cdot 180^\circ = 3240^\circ$. Pro Winkel: $3240^\circ : 20 =$ ~~$162^\circ$~~ $\boxed{160^\circ}$", "de: the gold struck with ~~ and a box 160 after it (a false edit)"),
    m("n_m_fr_annot_faux", "A", G_BASE, "wrong", "boxed", BASE_FR + r"Résultat : $\boxed{422}$ ❌ (faux)", "fr: 'result: 422 ❌ (wrong)' — the model marks its own box wrong and gives nothing else; debatable between wrong and no_answer (proposed: reject either way)", True),
    m("n_m_es_strike_then_other", "A", G_POLY, "wrong", "answer_is", POLY_ES + r"~~La respuesta es $6x^2 + 11x - 35$.~~" + "\n" + r"La respuesta correcta es $6x^2 - 11x - 35$.", "es: the gold sentence struck, then 'the correct answer is 6x^2 - 11x - 35'"),
    m("n_m_it_non_ma_other", "A", G_CIRC, "wrong", "answer_is", r"Il cerchio ha raggio uguale al lato, $r = 10$." + "\n" + r"Quindi l'area non è $25\pi$ ma $100\pi$.", "it: 'the circle's radius equals the side, r = 10. So the area is not 25pi but 100pi'"),
    m("n_m_ko_anira_other", "A", G_VERT, "wrong", "answer_is", r"$y = 3(x - 3)^2 + 22$로 정리됩니다." + "\n" + r"따라서 꼭짓점은 $(3, -22)$가 아니라 $(3, 22)$입니다.", "ko: 'rewritten as y = 3(x-3)^2 + 22. So the vertex is not (3, -22) but (3, 22)'"),
    m("n_m_ar_laysa_other", "A", G_RADN, "wrong", "answer_is", r"للتحويل إلى الراديان: $225 \times \frac{\pi}{180} = \frac{180\pi}{225} = \frac{4\pi}{5}$." + "\n" + r"إذن الجواب ليس $\frac{5\pi}{4}$ بل $\frac{4\pi}{5}$.", "ar: 'to convert to radians: ... = 180pi/225 = 4pi/5 (the fraction inverted). So the answer is not 5pi/4 but 4pi/5'"),
    m("n_m_he_lo_only", "A", G_COMB, "no_answer", "answer_is", r"ננסה: $\binom{11}{5} = \binom{11}{6}$, אבל אני לא בטוח בחישוב." + "\n" + r"התשובה היא לא $462$.", "he: 'let's try: C(11,5) = C(11,6), but I am not sure of the computation. The answer is not 462.' — only a negation, no value of its own"),
    m("n_m_el_annot_lathos", "A", G_REP, "wrong", "boxed", REP_EL + r"Απάντηση: $\boxed{\frac{15}{37}}$ (λάθος — ξαναελέγχω)", "el: 'answer: 15/37 (wrong — rechecking)' and nothing after; the model marks its box wrong; debatable between wrong and no_answer (proposed: reject either way)", True),
    m("n_m_pl_sout_only", "A", G_SET, "no_answer", "boxed", SET_PL + r"Odpowiedź: $\boxed{\sout{-4, 0, 5}}$" + "\nHmm, muszę to jeszcze sprawdzić.", "pl: 'answer: (struck -4, 0, 5). Hmm, I still have to check it.' — the only box is struck out, nothing after"),
    g("n_uk_ne_a_other", "A", "179", "wrong", "answer_is", BAK_UK_SLIP + "Відповідь: не 179, а 116.", "uk: 'answer: not 179 but 116'"),
    g("n_tr_degil_other", "A", "28450", "wrong", "answer_is", RENT_TR.split("\n")[0] + "\nDepozito iade edildiği için eklenmez.\nCevap 28.450 değil, 26.100 TL.", "tr: 'the deposit is refunded, so it is not added. The answer is not 28.450 but 26.100 TL'"),
    g("n_hi_nahin_only", "A", "43200", "no_answer", "answer_is", "प्रतिदिन 1350 पुर्ज़े, 32 दिनों में... मुझे गुणा ठीक से याद नहीं।\nउत्तर 43200 नहीं है।", "hi: '1350 parts a day, in 32 days... I do not remember the multiplication properly. The answer is not 43200.' — a negation only"),
    m("n_m_ok_zh_bushi", "B", G_PROB, "correct", "answer_is", PROB_ZH + r"所以答案不是 $\frac{49}{121}$，而是 $\frac{21}{55}$。", "zh: 'so the answer is not 49/121 but 21/55'"),
    m("n_m_ok_ja_dewanaku", "B", G_RAD, "correct", "answer_is", RAD_JA + r"答え：$\sqrt{294}$ は $6\sqrt{7}$ ではなく $7\sqrt{6}$ です。", "ja: 'answer: \\sqrt294 is not 6\\sqrt7 but 7\\sqrt6'"),
    m("n_m_ok_ru_ne_a", "B", G_INV, "correct", "answer_is", INV_RU + r"Ответ не $\frac{3}{11}$, а $\frac{11}{3}$.", "ru: 'the answer is not 3/11 but 11/3'"),
    m("n_m_ok_de_strike", "B", G_ANG, "correct", "boxed", r"Innenwinkelsumme eines 20-Ecks: $3240^\circ$. ~~$3240^\circ : 20 = \boxed{160^\circ}$~~ — falsch geteilt. Richtig: $\frac{3240^\circ}{20} = \boxed{162^\circ}$.", "de: the 160 box struck with ~~ ('divided wrongly'), then 'correct: 3240/20 = 162 degrees'"),
    m("n_m_ok_fr_check_mark", "B", G_BASE, "correct", "boxed", BASE_FR + r"Résultat : $\boxed{422}$ ✅ (vérifié)", "fr: 'result: 422 ✅ (checked)'"),
    m("n_m_ok_es_strike_then_gold", "B", G_POLY, "correct", "answer_is", POLY_ES + r"~~La respuesta es $6x^2 - 11x - 35$.~~" + "\n" + r"La respuesta correcta es $6x^2 + 11x - 35$.", "es: the wrong sentence struck, then 'the correct answer is 6x^2 + 11x - 35'"),
    m("n_m_ok_it_non_ma", "B", G_CIRC, "correct", "answer_is", CIRC_IT + r"Quindi l'area non è $100\pi$ ma $25\pi$.", "it: 'so the area is not 100pi but 25pi'"),
    m("n_m_ok_ko_anira", "B", G_VERT, "correct", "answer_is", VERT_KO + r"따라서 꼭짓점은 $(3, 22)$가 아니라 $(3, -22)$입니다.", "ko: 'so the vertex is not (3, 22) but (3, -22)'"),
    m("n_m_ok_ar_laysa", "B", G_RADN, "correct", "answer_is", RADN_AR + r"إذن الجواب ليس $\frac{4\pi}{5}$ بل $\frac{5\pi}{4}$.", "ar: 'so the answer is not 4pi/5 but 5pi/4'"),
    m("n_m_ok_he_velo", "B", G_COMB, "correct", "answer_is", COMB_HE + r"התשובה היא $462$ (ולא $426$, כפי שכתבתי קודם).", "he: 'the number of ways to choose 5 of 11 ... the answer is 462 (and not 426, as I wrote before)'"),
    m("n_m_ok_el_annot_sosto", "B", G_REP, "correct", "boxed", REP_EL + r"Απάντηση: $\boxed{\frac{15}{37}}$ (σωστό, αφού $405 = 27 \cdot 15$ και $999 = 27 \cdot 37$)", "el: 'answer: 15/37 (correct, since 405 = 27*15 and 999 = 27*37)'"),
    m("n_m_ok_pl_nie_other", "B", G_SET, "correct", "answer_is", SET_PL + r"Odpowiedź: $x \in \{-4, 0, 5\}$ (nie $x = 4$, bo $64 - 16 - 80 \ne 0$).", "pl: 'answer: x in {-4, 0, 5} (not x = 4, since 64 - 16 - 80 != 0)' — a negated other value after the set"),
    g("n_ok_uk_ne_a", "B", "179", "correct", "answer_is", BAK_UK + "Відповідь: не 116, а 179.", "uk: 'answer: not 116 but 179'"),
    g("n_ok_tr_degil", "B", "28450", "correct", "answer_is", RENT_TR + "Cevap 26.100 değil, 28.450 TL.", "tr: 'the answer is not 26.100 but 28.450 TL' (Turkish thousands dot)"),
    g("n_ok_hi_nahin_other", "B", "43200", "correct", "answer_is", FAC_HI + "उत्तर 43200 है, 4320 नहीं।", "hi: 'the answer is 43200, not 4320'"),

    # ================================================================ 5. unit and scale words
    g("u_zh_wan_suffix_other", "A", "43200", "wrong", "answer_is", FAC_ZH + "答：共生产了43200万个零件。", "zh: 'answer: produced 43200 wan parts' — 43200万 = 432,000,000"),
    g("u_ja_man_other", "A", "43200", "wrong", "answer_is", FAC_JA + "答え：4320万個", "ja: 'answer: 4320-man pieces' = 43,200,000"),
    g("u_hi_crore_other", "A", "260000", "wrong", "answer_is", WAGE_HI + "अतः कुल मज़दूरी 2.6 करोड़ रुपये है।", "hi: 'so the total wage is 2.6 crore rupees' = 26,000,000 (crore = 10^7)"),
    g("u_ru_tys_other", "A", "260000", "wrong", "answer_is", WAGE_RU + "Ответ: 26 тыс. рублей.", "ru: 'answer: 26 thousand roubles' = 26000, a tenth of the gold"),
    g("u_es_millones_other", "A", "260000", "wrong", "answer_is", WAGE_ES + "La respuesta es 260 millones de pesos.", "es: 'the answer is 260 million pesos' = 260,000,000"),
    g("u_fr_douzaines_other", "A", "179", "wrong", "answer_is", "17 plateaux de 24 biscuits : 17 × 24 = 408 biscuits.\nOn en a vendu 229, il en reste 408 − 229 = 179.\nRéponse : il reste 179 douzaines de biscuits.", "fr: 'answer: 179 dozen biscuits remain' — 179 douzaines = 2148, not the 179 biscuits counted"),
    g("u_it_per_cento_di_other", "A", "72.5", "wrong", "answer_is", PCT_IT + "La risposta è il 72,5% di 80, cioè 58 studenti.", "it: 'the answer is 72,5% of 80, that is 58 students' — the final value stated is 58"),
    g("u_tr_daha_soguk_other", "A", "-14.5", "wrong", "answer_is", TEMP_TR + "Cevap: 10,5 derece daha soğuk.", "tr: 'answer: 10,5 degrees colder' — the drop, not the final temperature"),
    g("u_vi_trieu_other", "A", "43200", "wrong", "answer_is", FAC_VI + "Đáp số: 43,2 triệu sản phẩm.", "vi: 'result: 43,2 million products' = 43,200,000 (triệu = million)"),
    g("u_id_juta_other", "A", "260000", "wrong", "answer_is", WAGE_ID + "Jawaban: Rp260 juta.", "id: 'answer: Rp 260 million' (juta = million)"),
    g("u_th_muen_other", "A", "260000", "wrong", "answer_is", WAGE_TH + "คำตอบ: 2 หมื่น 6 พันบาท", "th: 'answer: 2 muen 6 phan baht' = 20,000 + 6,000 = 26,000 (หมื่น = 10^4, พัน = 10^3)"),
    g("u_fa_hezar_other", "A", "260000", "wrong", "answer_is", WAGE_FA + "پاسخ: ۲۶ هزار تومان", "fa: 'answer: 26 thousand toman' (Persian digits) = 26000"),
    g("u_nl_duizend_rounded", "A", "43200", "wrong", "answer_is", FAC_NL + "Het antwoord is ongeveer 43 duizend onderdelen.", "nl: 'the answer is about 43 thousand parts' — rounded"),
    m("u_m_zh_exterior_other", "A", G_ANG, "wrong", "boxed", r"正二十边形的外角和为 $360^\circ$，每个外角为 $360^\circ \div 20 = 18^\circ$。" + "\n" + r"所以答案是 $\boxed{18^\circ}$。", "zh: 'the exterior angles of a regular 20-gon sum to 360, each exterior angle is 18; so the answer is 18 degrees' — the exterior angle"),
    m("u_m_ja_base_subscript", "A", G_BASE, "wrong", "boxed", r"$3142_5 = 3 \cdot 125 + 1 \cdot 25 + 4 \cdot 5 + 2 = 422$" + "\n" + r"答え：$\boxed{422_5}$", "ja: 'answer: 422_5' — the base-5 subscript kept: 422_5 = 112, not 422; debatable: the working says 422 in base ten and the subscript may be a slip (proposed: reject, the boxed value is 112)", True),
    g("u_ok_ko_man_cheon", "B", "43200", "correct", "answer_is", FAC_KO + "정답: 4만 3천 2백 개", "ko: 'answer: 4-man 3-cheon 2-baek pieces' = 40000 + 3000 + 200 = 43200"),
    g("u_ok_hi_indian_grouping", "B", "260000", "correct", "answer_is", WAGE_HI + "उत्तर: ₹2,60,000", "hi: 'answer: Rs 2,60,000' — Indian digit grouping, = 260000"),
    g("u_ok_ru_tys", "B", "260000", "correct", "answer_is", WAGE_RU + "Ответ: 260 тыс. рублей.", "ru: 'answer: 260 thousand roubles' (тыс. = thousand)"),
    g("u_ok_es_mil", "B", "260000", "correct", "answer_is", WAGE_ES + "La respuesta es 260 mil pesos.", "es: 'the answer is 260 thousand pesos'"),
    g("u_ok_pt_duzias_after", "B", "179", "correct", "answer_is", "São 17 bandejas com 24 biscoitos: 17 × 24 = 408.\nForam vendidos 229, então sobram 408 − 229 = 179.\nA resposta é 179 biscoitos, ou seja, quase 15 dúzias.", "pt: 'the answer is 179 biscuits, that is, almost 15 dozen' — an approximate gloss after the committed 179"),
    g("u_ok_tr_eksi", "B", "-14.5", "correct", "answer_is", TEMP_TR + "Cevap: eksi 14,5 derece.", "tr: 'answer: minus 14,5 degrees' — the sign as the word eksi"),
    g("u_ok_vi_nghin", "B", "43200", "correct", "answer_is", FAC_VI + "Đáp số: 43,2 nghìn sản phẩm.", "vi: 'result: 43,2 thousand products' = 43200 (nghìn = thousand)"),
    g("u_ok_id_ribu", "B", "260000", "correct", "answer_is", WAGE_ID + "Jawaban: Rp260 ribu.", "id: 'answer: Rp 260 thousand' (ribu = thousand)"),
    g("u_ok_th_saen", "B", "260000", "correct", "answer_is", WAGE_TH + "คำตอบ: 2 แสน 6 หมื่นบาท", "th: 'answer: 2 saen 6 muen baht' = 200,000 + 60,000 (แสน = 10^5, หมื่น = 10^4)"),
    g("u_ok_fa_hezar", "B", "260000", "correct", "answer_is", WAGE_FA + "پاسخ: ۲۶۰ هزار تومان", "fa: 'answer: 260 thousand toman' (Persian digits)"),
    g("u_ok_ar_alf", "B", "260000", "correct", "answer_is", WAGE_AR + "الجواب: ٢٦٠ ألف ريال", "ar: 'the workers number 125 ... the answer: 260 thousand riyals' (Arabic-Indic digits)"),
    g("u_ok_pl_tys", "B", "43200", "correct", "answer_is", FAC_PL + "Odpowiedź: 43,2 tys. sztuk.", "pl: 'answer: 43,2 thousand pieces' (tys. = thousand)"),
    g("u_ok_bn_grouping", "B", "260000", "correct", "answer_is", WAGE_BN + "উত্তর: ২,৬০,০০০ টাকা", "bn: 'answer: 2,60,000 taka' — Bengali digits, Indian grouping"),
    g("u_ok_de_thousands_dot", "B", "260000", "correct", "answer_is", "125 Arbeiter erhalten je 2.080 €: 125 · 2.080 € = 260.000 €.\nDie Lohnkosten betragen insgesamt 260.000 Euro.", "de: 'the wage costs total 260.000 euros' — German thousands dot"),
    m("u_m_ok_zh_degree_total_after", "B", G_ANG, "correct", "answer_is", ANG_ZH + r"答：每个内角为 $162^\circ$（内角和为 $3240^\circ$）。", "zh: 'answer: each interior angle is 162 degrees (the angle sum is 3240 degrees)' — a parenthetical total after the answer"),
    m("u_m_ok_ja_counter", "B", G_COMB, "correct", "answer_is", r"11人から5人を選ぶ方法は $\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{5!} = 462$。" + "\n" + r"答え：$462$ 通り", "ja: 'the ways to choose 5 of 11 ... answer: 462 ways' (通り counter)"),
    m("u_m_ok_ko_cm2", "B", G_CIRC, "correct", "answer_is", r"내접원의 지름은 정사각형의 한 변과 같으므로 $10$, 반지름은 $5$입니다." + "\n" + r"따라서 넓이는 $25\pi\,\text{cm}^2$입니다.", "ko: 'the inscribed circle's diameter equals the side, 10, radius 5; so the area is 25pi cm^2'"),
    m("u_m_ok_tr_derece", "B", G_ANG, "correct", "answer_is", ANG_TR + r"Her bir iç açı $162$ derecedir.", "tr: 'each interior angle is 162 degrees'"),
    m("u_m_ok_ru_rad", "B", G_RADN, "correct", "answer_is", r"$225^\circ = 225 \cdot \frac{\pi}{180} = \frac{5\pi}{4}$." + "\n" + r"Ответ: $\frac{5\pi}{4}$ рад.", "ru: 'answer: 5pi/4 rad'"),
    m("u_m_ok_he_maalot", "B", G_ANG, "correct", "answer_is", r"סכום הזוויות הפנימיות במצולע משוכלל בעל 20 צלעות הוא $(20-2) \cdot 180^\circ = 3240^\circ$." + "\n" + r"לכן כל זווית פנימית היא $162^\circ$.", "he: 'the interior angle sum of a regular 20-gon is 3240; so each interior angle is 162 degrees'"),
    m("u_m_ok_sv_approx_after", "B", G_CIRC, "correct", "answer_is", CIRC_SV + r"Svar: $25\pi \text{ cm}^2 \approx 78{,}5 \text{ cm}^2$", "sv: 'answer: 25pi cm^2 ~ 78,5 cm^2' — the exact value first, an approximation glossing it; debatable: the last number is a decimal (proposed: accept, the exact value is stated and the decimal is marked approximate)", True),

    # ================================================================ 6. retractions and harmless after-text
    m("r_m_zh_gengzheng_other", "A", G_PROB, "wrong", "boxed", PROB_ZH + r"约分得 $\boxed{\frac{21}{55}}$。" + "\n\n" + r"更正：题目说的是有放回地取球，所以应为 $\frac{7}{11} \cdot \frac{7}{11} = \frac{49}{121}$，答案是 $\boxed{\frac{49}{121}}$。", "zh: 'correction: the problem says with replacement, so it should be 49/121; the answer is 49/121' (a misreading, gold is without replacement)"),
    m("r_m_ja_teisei_other", "A", G_RAD, "wrong", "answer_is", RAD_JA + r"答え：$7\sqrt{6}$" + "\n\n" + r"訂正：計算し直すと $294 = 36 \times 7$ なので、$\sqrt{294} = 6\sqrt{7}$ でした。答え：$6\sqrt{7}$", "ja: 'correction: recomputing, 294 = 36 x 7 (false), so \\sqrt294 = 6\\sqrt7. Answer: 6\\sqrt7'"),
    m("r_m_ko_jeongjeong_other", "A", G_INV, "wrong", "answer_is", INV_KO + r"답: $\frac{11}{3}$" + "\n\n" + r"정정: 역함수이므로 $x$와 $y$를 바꿔야 합니다. 답은 $\frac{3}{11}$입니다.", "ko: 'correction: since it is the inverse, x and y must be swapped. The answer is 3/11'"),
    m("r_m_ru_oi_other", "A", G_LOG, "wrong", "answer_is", r"$16\sqrt[3]{4} = 2^4 \cdot 2^{2/3}$, значит $\log_2\left(16\sqrt[3]{4}\right) = \frac{14}{3}$." + "\n\n" + r"**Ответ:** $\frac{14}{3}$" + "\n\n" + r"Ой, ошибся: $\sqrt[3]{4} = 2^{4/3}$, так что на самом деле ответ $\frac{16}{3}$.", "ru: 'oops, I was wrong: cbrt4 = 2^{4/3} (false), so actually the answer is 16/3'"),
    m("r_m_de_moment_other", "A", G_ANG, "wrong", "boxed", ANG_DE + r"$\boxed{162^\circ}$" + "\n\n" + r"Moment, ich habe mich verrechnet: $3240^\circ : 20 = 160^\circ$. Also $\boxed{160^\circ}$.", "de: 'wait, I miscalculated: 3240 : 20 = 160. So 160' (a false correction)"),
    m("r_m_fr_en_fait_other", "A", G_RADN, "wrong", "answer_is", RADN_FR + r"Réponse : $\frac{5\pi}{4}$" + "\n\n" + r"En fait, non : j'ai inversé la fraction, il faut $\frac{180}{225}\pi$. La bonne réponse est $\frac{4\pi}{5}$.", "fr: 'actually, no: I inverted the fraction ... the right answer is 4pi/5' (a false correction)"),
    m("r_m_es_espera_other", "A", G_POLY, "wrong", "boxed", POLY_ES + r"La respuesta es $\boxed{6x^2 + 11x - 35}$." + "\n\n" + r"Espera, me equivoqué en el signo: es $-21x + 10x = -11x$. La respuesta es $\boxed{6x^2 - 11x - 35}$.", "es: 'wait, I got the sign wrong: it is -21x + 10x. The answer is 6x^2 - 11x - 35' (a false correction)"),
    m("r_m_it_errata_other", "A", G_COMB, "wrong", "boxed", r"$\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{5!} = \frac{55440}{120}$" + "\n" + r"Risposta: $\boxed{462}$" + "\n\n" + r"Errata corrige: ho diviso per $5!$ invece che per $4!$; il risultato corretto è $\frac{55440}{24} = \boxed{2310}$.", "it: 'erratum: I divided by 5! instead of 4!; the correct result is 55440/24 = 2310' (55440/24 = 2310; a false correction)"),
    m("r_m_pt_retiro_nothing", "A", G_SET, "wrong", "answer_is", SET_PT + r"Resposta: $x \in \{-4, 0, 5\}$" + "\n\n" + "Na verdade, retiro o que disse: esse resultado está errado e não consigo refazer a conta agora.", "pt: 'actually, I take back what I said: that result is wrong and I cannot redo the computation now' — the committed gold withdrawn, nothing new; debatable between wrong and no_answer (round 20/21: wrong; proposed: reject)", True),
    m("r_m_he_tikun_other", "A", G_VERT, "wrong", "answer_is", VERT_HE + r"התשובה: $(3, -22)$" + "\n\n" + r"תיקון: התשובה הנכונה היא $(3, 22)$.", "he: 'the vertex ... the answer: (3, -22). Correction: the right answer is (3, 22)'"),
    g("r_uk_vypravlennia_other", "A", "179", "wrong", "answer_is", BAK_UK + "Відповідь: 179\n\nВиправлення: я неправильно прочитав умову — продали 292, тож залишилося 408 − 292 = 116.\nВідповідь: 116", "uk: 'correction: I misread the problem — 292 were sold, so 116 remain. Answer: 116'"),
    g("r_pl_poprawka_other", "A", "28450", "wrong", "answer_is", RENT_PL + "Dodaję kaucję 2350 zł: 26 100 + 2350 = 28 450 zł.\nOdpowiedź: 28 450 zł\n\nPoprawka: kaucja jest zwrotna, więc jej nie liczymy. Odpowiedź: 26 100 zł.", "pl: 'correction: the deposit is refundable, so we do not count it. Answer: 26 100 zl'"),
    g("r_tr_duzeltme_other", "A", "-14.5", "wrong", "answer_is", TEMP_TR + "Cevap: −14,5 derece\n\nDüzeltme: sıcaklık düşmüyor, yükseliyor; −4 + 10,5 = 6,5. Cevap 6,5 derece.", "tr: 'correction: the temperature is not falling, it is rising; -4 + 10,5 = 6,5. The answer is 6,5 degrees'"),
    m("r_m_vi_xinloi_other", "A", G_REP, "wrong", "answer_is", REP_VI + r"Rút gọn: $\frac{405}{999} = \frac{15}{37}$." + "\n" + r"Đáp án: $\frac{15}{37}$" + "\n\n" + r"Xin lỗi, tôi đã tính sai. Đáp án đúng là $\frac{405}{1000} = \frac{81}{200}$.", "vi: 'sorry, I computed wrongly. The right answer is 405/1000 = 81/200' (a false correction)"),
    m("r_m_id_ralat_other", "A", G_SET, "wrong", "boxed", r"Faktorkan: $x^3 - x^2 - 20x = x(x - 5)(x + 4)$." + "\n" + r"Jawaban: $\boxed{-4, 0, 5}$" + "\n\n" + r"Ralat: seharusnya $x(x + 5)(x - 4)$, jadi jawabannya $\boxed{-5, 0, 4}$.", "id: 'erratum: it should be x(x + 5)(x - 4), so the answer is -5, 0, 4' (a false correction)"),
    m("r_m_ok_zh_yanzheng", "B", G_PROB, "correct", "boxed", PROB_ZH + r"约分得 $\boxed{\frac{21}{55}}$。" + "\n\n" + r"验证：$\frac{21}{55} \approx 0.382$，介于 $0$ 和 $1$ 之间，合理。", "zh: 'check: 21/55 ~ 0.382, between 0 and 1, reasonable' after the box"),
    m("r_m_ok_ja_kakunin", "B", G_RAD, "correct", "boxed", RAD_JA + r"答え：$\boxed{7\sqrt{6}}$" + "\n\n" + r"確認：$(7\sqrt{6})^2 = 49 \times 6 = 294$ ✓", "ja: 'check: (7\\sqrt6)^2 = 294 ✓' after the box"),
    m("r_m_ok_ko_jeongjeong_gold", "B", G_INV, "correct", "answer_is", r"역함수이므로 $x$와 $y$를 바꾸면 $\frac{3}{11}$입니다." + "\n" + r"답: $\frac{3}{11}$" + "\n\n" + r"정정: $x$와 $y$를 바꿀 필요가 없습니다. $f(x) = 4$를 풀면 $x + 3 = 4x - 8$, $x = \frac{11}{3}$이므로 답은 $\frac{11}{3}$입니다.", "ko: 'correction: no need to swap x and y. Solving f(x) = 4 gives x = 11/3, so the answer is 11/3'"),
    m("r_m_ok_ru_proverka", "B", G_INV, "correct", "answer_is", INV_RU + r"**Ответ:** $\frac{11}{3}$" + "\n\n" + r"Проверка: $f\left(\frac{11}{3}\right) = \frac{20/3}{5/3} = 4$ ✓", "ru: 'check: f(11/3) = 4 ✓' after the answer"),
    m("r_m_ok_de_probe", "B", G_POLY, "correct", "boxed", POLY_DE + r"Ergebnis: $\boxed{6x^2 + 11x - 35}$" + "\n\n" + r"Probe mit $x = 1$: $(3 - 5)(2 + 7) = -18$ und $6 + 11 - 35 = -18$ ✓", "de: 'check with x = 1: -18 and -18 ✓' after the box"),
    m("r_m_ok_fr_en_fait_gold", "B", G_RADN, "correct", "answer_is", r"On calcule $225^\circ = \frac{180}{225}\pi = \frac{4\pi}{5}$." + "\n" + r"Réponse : $\frac{4\pi}{5}$" + "\n\n" + r"En fait, non : j'ai inversé la fraction. $225 \times \frac{\pi}{180} = \frac{5\pi}{4}$. La bonne réponse est $\frac{5\pi}{4}$.", "fr: 'we compute 225 deg = (180/225)pi = 4pi/5. Answer: 4pi/5. Actually, no: I inverted the fraction ... the right answer is 5pi/4'"),
    m("r_m_ok_es_closing", "B", G_CIRC, "correct", "boxed", CIRC_ES + r"La respuesta es $\boxed{25\pi}$." + "\n\n" + "¡Espero que te sirva! Si tienes más preguntas, aquí estoy.", "es: 'I hope this helps! If you have more questions, I am here.'"),
    m("r_m_ok_it_nota", "B", G_COMB, "correct", "boxed", r"$\binom{11}{5} = \frac{55440}{120} = 462$" + "\n" + r"Risposta: $\boxed{462}$" + "\n\n" + r"Nota: per simmetria anche $\binom{11}{6} = 462$.", "it: 'note: by symmetry C(11,6) = 462 too' after the box"),
    m("r_m_ok_pt_verificacao", "B", G_SET, "correct", "answer_is", SET_PT + r"Resposta: $x \in \{-4, 0, 5\}$" + "\n\n" + r"Verificação: para $x = -4$: $-64 - 16 + 80 = 0$ ✓; para $x = 5$: $125 - 25 - 100 = 0$ ✓.", "pt: 'check: for x = -4 ... ✓; for x = 5 ... ✓' after the answer"),
    m("r_m_ok_he_bdika", "B", G_VERT, "correct", "answer_is", VERT_HE + r"התשובה: $(3, -22)$" + "\n\n" + r"בדיקה: $3 \cdot 3^2 - 18 \cdot 3 + 5 = -22$ ✓", "he: 'the answer: (3, -22). Check: ... = -22 ✓'"),
    g("r_ok_uk_perevirka", "B", "179", "correct", "answer_is", BAK_UK + "Відповідь: 179 печив.\n\nПеревірка: 179 + 229 = 408 ✓", "uk: 'answer: 179 biscuits. Check: 179 + 229 = 408 ✓'"),
    g("r_ok_pl_poprawka_gold", "B", "28450", "correct", "answer_is", RENT_PL + "Odpowiedź: 26 100 zł\n\nPoprawka: zapomniałem o kaucji 2350 zł: 26 100 + 2350 = 28 450 zł.\nOdpowiedź: 28 450 zł", "pl: 'correction: I forgot the 2350 zl deposit ... answer: 28 450 zl' (space grouping)"),
    g("r_ok_tr_closing", "B", "-14.5", "correct", "answer_is", TEMP_TR + "Cevap: −14,5 derece.\n\nUmarım yardımcı olmuştur! Başka sorunuz varsa sorabilirsiniz.", "tr: 'answer: -14,5 degrees. I hope it helped! Ask if you have other questions.'"),
    m("r_m_ok_vi_kiemtra", "B", G_REP, "correct", "answer_is", REP_VI + r"Rút gọn: $\frac{405}{999} = \frac{15}{37}$." + "\n" + r"Đáp án: $\frac{15}{37}$" + "\n\n" + r"Kiểm tra lại: $15 : 37 = 0,405405\ldots$ ✓", "vi: 'simplify ... answer: 15/37. Check again: 15 : 37 = 0,405405... ✓'"),
    m("r_m_ok_id_closing", "B", G_SET, "correct", "boxed", r"Faktorkan: $x^3 - x^2 - 20x = x(x - 5)(x + 4)$." + "\n" + r"Jawaban: $\boxed{-4, 0, 5}$" + "\n\n" + "Semoga membantu! 😊", "id: 'factor ... answer: -4, 0, 5. Hope it helps!'"),

    # ================================================================ 7. quoted / reported / hypothetical / other part
    m("q_m_zh_laoshi_other", "A", G_PROB, "wrong", "answer_is", PROB_ZH_SLIP + r"老师给的答案是 $\frac{21}{55}$，但我认为应该是 $\frac{49}{121}$。" + "\n" + r"答案：$\frac{49}{121}$", "zh: 'the teacher's answer is 21/55, but I think it should be 49/121. Answer: 49/121' — the gold only reported"),
    m("q_m_ja_moshi_other", "A", G_PROB, "wrong", "answer_is", r"玉は全部で $11$ 個です。戻さない場合なら $\frac{7}{11} \times \frac{6}{10} = \frac{21}{55}$ ですが、この問題では玉を戻すので $\frac{7}{11} \times \frac{7}{11}$ となり、答えは $\frac{49}{121}$ です。", "ja: 'if not replaced it would be 21/55, but in this problem the ball is replaced, so the answer is 49/121' — the gold only as a hypothetical (the problem is without replacement)"),
    m("q_m_ru_uchebnik_only", "A", G_INV, "no_answer", "none", r"В ответах учебника указано $\frac{11}{3}$, но у меня не получается это вывести." + "\n" + "К сожалению, я не могу решить эту задачу.", "ru: 'the textbook answers give 11/3, but I cannot derive it. Unfortunately I cannot solve this problem.' — only someone else's value"),
    m("q_m_de_angenommen_only", "A", G_INV, "no_answer", "truncated", r"Angenommen, die Lösung wäre $x = \frac{11}{3}$. Dann müsste $f\left(\frac{11}{3}\right) = 4$ gelten. Das prüfe ich im nächsten Schritt:" + "\n" + r"$f\left(\frac{11}{3}\right) = \frac{\frac{11}{3} + 3}{", "de: 'suppose the solution were x = 11/3; then f(11/3) = 4 must hold. I check that in the next step:' — cut mid-check, only a supposition"),
    m("q_m_fr_corrige_other", "A", G_BASE, "wrong", "answer_is", r"Selon le corrigé, « la réponse est $422$ », mais je trouve $3 \times 125 + 1 \times 25 + 3 \times 5 + 2 = 417$." + "\n\n" + r"Réponse : $417$", "fr: 'according to the answer key, \"the answer is 422\", but I find 417 (4 read as 3). Answer: 417' — the gold only quoted"),
    m("q_m_es_invented_turn", "A", G_COMB, "wrong", "boxed", COMB_ES + r"$= 426$" + "\n\n" + r"La respuesta es $\boxed{426}$." + IM_USER + r"No, la respuesta correcta es $462$.", "es: the model's box is 426 (a digit swap); 'no, the correct answer is 462' only in an invented user turn"),
    m("q_m_it_se_other", "A", G_CIRC, "wrong", "boxed", r"Se il cerchio fosse inscritto, il raggio sarebbe $5$ e l'area $25\pi$; ma qui il cerchio passa per i vertici del quadrato, quindi $r = 5\sqrt{2}$ e l'area è $\boxed{50\pi}$.", "it: 'if the circle were inscribed, the area would be 25pi; but here the circle passes through the vertices, so the area is 50pi' — the gold only hypothetical (the problem's circle is inscribed)"),
    m("q_m_ko_other_part", "A", G_TRIG, "wrong", "answer_is", TRIG_KO + r"같은 방법으로 $\cos 75^\circ = \frac{\sqrt{6}-\sqrt{2}}{4}$입니다." + "\n\n" + r"답: $\frac{\sqrt{6}-\sqrt{2}}{4}$", "ko: 'likewise cos 75 = (\\sqrt6 - \\sqrt2)/4. Answer: (\\sqrt6 - \\sqrt2)/4' — the final answer is cos 75; sin 75 (the gold) only in the working"),
    m("q_m_ar_talib_other", "A", G_RAD, "wrong", "answer_is", r"قال أحد الطلاب إن الجواب $7\sqrt{6}$، لكن هذا غير صحيح لأن $294 = 36 \times 7$." + "\n" + r"الجواب الصحيح هو $6\sqrt{7}$.", "ar: 'one student said the answer is 7\\sqrt6, but that is not right because 294 = 36 x 7 (false). The right answer is 6\\sqrt7'"),
    m("q_m_fa_agar_only", "A", G_VERT, "no_answer", "none", r"اگر رأس سهمی در نقطه‌ی $(3, -22)$ باشد، آنگاه باید $y(3) = -22$ باشد. این را در مرحله‌ی بعد بررسی می‌کنیم.", "fa: 'if the vertex of the parabola is at (3, -22), then y(3) = -22 must hold. We check this in the next step.' — only a conditional"),
    m("q_m_hi_prashn_only", "A", G_REP, "no_answer", "none", r"प्रश्न: सिद्ध कीजिए कि $0.\overline{405} = \frac{15}{37}$ है।" + "\n\n" + "क्षमा करें, मैं इस प्रश्न को हल नहीं कर सकता।", "hi: 'question: prove that 0.(405) = 15/37. Sorry, I cannot solve this question.' — the value only in a restated question, then a refusal"),
    m("q_m_pt_gabarito_other", "A", G_SET, "wrong", "answer_is", r"O gabarito diz: “$x \in \{-4, 0, 5\}$”. Mas, fatorando, obtive $x(x + 5)(x - 4) = 0$." + "\n\n" + r"Resposta: $x \in \{-5, 0, 4\}$", "pt: 'the answer key says: “x in {-4, 0, 5}”. But factoring I got x(x + 5)(x - 4). Answer: {-5, 0, 4}'"),
    g("q_nl_docent_other", "A", "179", "wrong", "answer_is", BAK_NL_SLIP + "Mijn docent zei dat het antwoord 179 is, maar ik kom op 116.\nAntwoord: 116", "nl: 'my teacher said the answer is 179, but I get 116. Answer: 116'"),
    g("q_sv_om_other", "A", "28450", "wrong", "answer_is", RENT_SV + "Om man också räknar med depositionen på 2 350 kr blir det 28 450 kr, men frågan gäller bara hyran.\nSvar: 26 100 kr", "sv: 'if one also counts the 2 350 kr deposit it is 28 450 kr, but the question is only about the rent. Answer: 26 100 kr' — the gold only hypothetical (the question asks the total with the deposit)"),
    g("q_tl_sabi_other", "A", "179", "wrong", "answer_is", BAK_TL_SLIP + "Sabi ng kaibigan ko, 179 daw ang sagot, pero 116 ang nakuha ko.\nKaya ang sagot ay 116.", "tl: 'my friend said the answer is supposedly 179, but I got 116. So the answer is 116.'"),
    g("q_cs_kolega_only", "A", "43200", "no_answer", "none", "Kolega tvrdí, že výsledek je 43 200 kusů, ale já to ověřit nedokážu.", "cs: 'a colleague claims the result is 43 200 pieces, but I cannot verify it.' — only a reported claim"),
    m("q_m_el_ypothesi_only", "A", G_CPX, "no_answer", "none", r"Ας υποθέσουμε ότι το αποτέλεσμα είναι $-\frac{2}{5} - \frac{11}{5}i$· θα πρέπει να το επαληθεύσουμε πολλαπλασιάζοντας με $1 + 2i$.", "el: 'let us suppose the result is -2/5 - 11/5 i; we should verify it by multiplying by 1 + 2i.' — only a supposition"),
    m("q_m_ok_zh_tongxue", "B", G_PROB, "correct", "answer_is", r"我同学说答案是 $\frac{49}{121}$，但那是有放回的情况。" + "\n" + PROB_ZH + r"答案：$\frac{21}{55}$", "zh: 'my classmate said 49/121, but that is the with-replacement case ... answer: 21/55'"),
    m("q_m_ok_ja_moshi", "B", G_PROB, "correct", "answer_is", r"もし玉を戻すなら $\frac{7}{11} \times \frac{7}{11} = \frac{49}{121}$ ですが、この問題では戻さないので $\frac{7}{11} \times \frac{6}{10} = \frac{42}{110}$ となり、答えは $\frac{21}{55}$ です。", "ja: 'if the ball were replaced it would be 49/121, but here it is not, so ... the answer is 21/55'"),
    m("q_m_ok_ru_uchebnik", "B", G_INV, "correct", "answer_is", r"В ответах учебника указано $\frac{3}{11}$, но это, по-видимому, опечатка." + "\n" + INV_RU + r"**Ответ:** $\frac{11}{3}$", "ru: 'the textbook answers give 3/11, but that is apparently a misprint ... Answer: 11/3'"),
    m("q_m_ok_de_angenommen", "B", G_INV, "correct", "boxed", r"Angenommen, $x = \frac{11}{3}$. Probe: $f\left(\frac{11}{3}\right) = \frac{20/3}{5/3} = 4$ ✓." + "\n" + INV_DE + r"Also ist $f^{-1}(4) = \boxed{\frac{11}{3}}$.", "de: 'suppose x = 11/3. Check ✓ ... So f^{-1}(4) = 11/3' — a supposition verified, then committed"),
    m("q_m_ok_fr_corrige", "B", G_BASE, "correct", "answer_is", r"Selon le corrigé, « la réponse est $417$ », mais je trouve autre chose :" + "\n" + BASE_FR + r"$= 422$" + "\n\n" + r"Réponse : $422$", "fr: 'according to the answer key \"the answer is 417\", but I find something else ... Answer: 422'"),
    m("q_m_ok_es_quoted_problem", "B", G_COMB, "correct", "boxed", r"> ¿De cuántas maneras se pueden elegir $5$ personas de un grupo de $11$?" + "\n\n" + COMB_ES + r"$= 462$" + "\n\n" + r"La respuesta es $\boxed{462}$.", "es: the problem quoted ('in how many ways can 5 people be chosen from 11?'), then 'the answer is 462'"),
    m("q_m_ok_it_se", "B", G_CIRC, "correct", "boxed", r"Se il cerchio passasse per i vertici, il raggio sarebbe $5\sqrt{2}$ e l'area $50\pi$; ma il cerchio è inscritto, quindi $r = 5$ e l'area è $\boxed{25\pi}$.", "it: 'if the circle passed through the vertices the area would be 50pi; but it is inscribed, so r = 5 and the area is 25pi'"),
    m("q_m_ok_ko_side_remark", "B", G_TRIG, "correct", "answer_is", TRIG_KO + r"(참고: 같은 방법으로 $\cos 75^\circ = \frac{\sqrt{6}-\sqrt{2}}{4}$)" + "\n\n" + r"답: $\frac{\sqrt{6}+\sqrt{2}}{4}$", "ko: '(note: likewise cos 75 = ...) Answer: (\\sqrt6 + \\sqrt2)/4'"),
    m("q_m_ok_ar_talib", "B", G_RAD, "correct", "answer_is", r"قال أحد الطلاب إن الجواب $6\sqrt{7}$، لكن هذا غير صحيح لأن $6\sqrt{7} = \sqrt{252}$." + "\n" + RAD_AR + r"الجواب الصحيح هو $7\sqrt{6}$.", "ar: 'one student said the answer is 6\\sqrt7, but that is wrong because 6\\sqrt7 = \\sqrt252 ... the right answer is 7\\sqrt6'"),
    m("q_m_ok_fa_agar", "B", G_VERT, "correct", "answer_is", r"اگر $x = -3$ بگیریم، $y = 86$ می‌شود که رأس نیست." + "\n" + r"رأس: $x = \frac{18}{6} = 3$ و $y = 27 - 54 + 5 = -22$." + "\n" + r"پاسخ: $(3, -22)$", "fa: 'if we take x = -3, y = 86, which is not the vertex. Vertex: x = 3, y = -22. Answer: (3, -22)'"),
    m("q_m_ok_hi_prashn", "B", G_REP, "correct", "answer_is", r"प्रश्न: $0.\overline{405}$ को भिन्न के रूप में लिखिए।" + "\n\n" + r"हल: मान लीजिए $x = 0.\overline{405}$। तब $1000x - x = 405$, अतः $x = \frac{405}{999} = \frac{15}{37}$।" + "\n\n" + r"उत्तर: $\frac{15}{37}$", "hi: 'question: write 0.(405) as a fraction. Solution: let x = ...; so x = 405/999 = 15/37. Answer: 15/37'"),
    m("q_m_ok_pt_gabarito", "B", G_SET, "correct", "answer_is", r"O gabarito diz “$x \in \{-5, 0, 4\}$”, mas isso está errado:" + "\n" + SET_PT + r"Resposta: $x \in \{-4, 0, 5\}$", "pt: 'the answer key says {-5, 0, 4}, but that is wrong: ... Answer: {-4, 0, 5}'"),
    g("q_ok_nl_docent", "B", "179", "correct", "answer_is", BAK_NL + "Mijn docent zei eerst 116, maar dat was met 292 verkochte koekjes.\nAntwoord: 179", "nl: 'my teacher first said 116, but that was with 292 biscuits sold. Answer: 179'"),
    g("q_ok_sv_om_after", "B", "28450", "correct", "answer_is", RENT_SV + "Med depositionen på 2 350 kr: 26 100 + 2 350 = 28 450 kr.\nSvar: 28 450 kr\n\nOm depositionen inte hade räknats skulle det bli 26 100 kr.", "sv: 'with the deposit: 28 450 kr. Answer: 28 450 kr. If the deposit had not been counted it would be 26 100 kr.' — a hypothetical after the committed answer"),
    g("q_ok_tl_sabi", "B", "179", "correct", "answer_is", BAK_TL + "Sabi ng kaibigan ko, 116 daw, pero mali ang pagkabasa niya.\nKaya ang sagot ay 179.", "tl: 'my friend said supposedly 116, but he misread it. So the answer is 179.'"),
    m("q_m_ok_el_ypothesi", "B", G_CPX, "correct", "answer_is", r"Ας υποθέσουμε ότι το αποτέλεσμα είναι $z = -\frac{2}{5} - \frac{11}{5}i$. Επαλήθευση: $z(1 + 2i) = -\frac{2}{5} + \frac{22}{5} - \frac{15}{5}i = 4 - 3i$ ✓." + "\n" + r"Άρα η απάντηση είναι $-\frac{2}{5} - \frac{11}{5}i$.", "el: 'suppose the result is z = ...; check: z(1 + 2i) = 4 - 3i ✓. So the answer is -2/5 - 11/5 i'"),

    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_zh_fullwidth_other", "A", "179", "wrong", "hash", BAK_ZH_SLIP + "#### １１６", "zh working ('292 sold, 116 left'); full-width digits 116"),
    g("b_ar_indic_other", "A", "179", "wrong", "answer_is", "في كل صينية ٢٤ قطعة، وعدد الصواني ١٧، إذن ١٧ × ٢٤ = ٤٠٨.\nبيع ٢٩٢، فيتبقى ٤٠٨ − ٢٩٢ = ١١٦.\nالجواب: ١١٦", "ar: '24 pieces a tray, 17 trays, 408; 292 sold, 116 remain. Answer: 116' — Arabic-Indic digits"),
    g("b_fa_digits_other", "A", "28450", "wrong", "answer_is", "اجاره‌ی ۱۸ ماه: ۱۸ × ۱٬۴۵۰ = ۲۶٬۱۰۰ دلار.\nپاسخ: ۲۶٬۱۰۰ دلار", "fa: 'rent for 18 months: 26,100 dollars. Answer: 26,100 dollars' — Persian digits and separator, deposit forgotten"),
    g("b_hi_deva_other", "A", "179", "wrong", "answer_is", "१७ ट्रे में २४-२४ कुकीज़: १७ × २४ = ४०८।\n२९२ बिकीं, बचीं ४०८ − २९२ = ११६।\nउत्तर: ११६", "hi: '17 trays of 24 cookies: 408. 292 sold, 116 left. Answer: 116' — Devanagari digits"),
    g("b_th_digits_other", "A", "179", "wrong", "answer_is", "ถาด ๑๗ ถาด ถาดละ ๒๔ ชิ้น: ๑๗ × ๒๔ = ๔๐๘ ชิ้น\nขายไป ๒๙๒ ชิ้น เหลือ ๔๐๘ − ๒๙๒ = ๑๑๖ ชิ้น\nคำตอบ: ๑๑๖ ชิ้น", "th: '17 trays of 24 pieces: 408; 292 sold, 116 left. Answer: 116 pieces' — Thai digits"),
    m("b_m_he_rlm_other", "A", G_INV, "wrong", "answer_is", "פותרים $\\frac{x + 3}{x - 2} = 4$ ומחליפים בין $x$ ל-$y$.\nהתשובה היא: \u200f$\\frac{3}{11}$\u200f", "he: 'we solve (x+3)/(x-2) = 4 and swap x and y. The answer is: 3/11' — right-to-left marks around the value"),
    m("b_m_zh_zwsp_other", "A", G_LOG, "wrong", "answer_is", "因为 $\\sqrt[3]{4} = 2^{\\frac{4}{3}}$，所以 $16\\sqrt[3]{4} = 2^{\\frac{16}{3}}$。\n答案是\u200b$\\frac{16}{3}$", "zh: 'since cbrt4 = 2^{4/3} (false), 16 cbrt4 = 2^{16/3}. The answer is 16/3' — a zero-width space before the value"),
    m("b_m_ar_cut_box", "A", G_RAD, "no_answer", "truncated", RAD_AR + "إذن الجواب هو $\\boxed{7\\sqrt{", "ar: 'so the answer is \\boxed{7\\sqrt{' — cut inside the box"),
    g("b_empty_think", "A", "17.01", "no_answer", "none", "<think>\n\n</think>\n\n", "an empty think block and nothing else"),
    m("b_m_zh_fullwidth_point_other", "A", G_VERT, "wrong", "boxed", r"配方：$y = 3(x - 3)^2 + 22$。" + "\n" + r"顶点坐标为 $\boxed{（3，22）}$。", "zh: 'completing the square: y = 3(x-3)^2 + 22 (sign slip). The vertex is (3, 22)' — full-width parentheses and comma"),
    m("b_m_zh_ideographic_comma_other", "A", G_SET, "wrong", "answer_is", r"$x^3 - x^2 - 20x = x(x + 5)(x - 4) = 0$" + "\n" + r"方程的解为 $x = -5、0、4$。", "zh: 'the solutions of the equation are x = -5, 0, 4' — ideographic commas, a sign slip"),
    m("b_m_ja_bom_other", "A", G_ZERO, "wrong", "boxed", "\ufeff" + r"剰余の定理より、余りは $f(-2) = -8 - 12 + 4 = -16$ です。" + "\n" + r"答え：$\boxed{-16}$", "ja: a BOM first; 'by the remainder theorem the remainder is f(-2) = -16' (x - 2 read as x + 2)"),
    m("b_m_ko_nbsp_other", "A", G_COMB, "wrong", "answer_is", "$\\binom{11}{5} = \\frac{55440}{120} = 426$\n답:\u00a0$426$", "ko: 'answer: 426' with a no-break space (a digit swap of 462)"),
    g("b_ru_crlf_other", "A", "17.01", "wrong", "answer_is", ("3,5 кг по 4,86: 3 · 4,86 = 14,58 и 0,5 · 4,86 = 2,34.\nИтого 14,58 + 2,34 = 16,92.\nОтвет: 16,92.").replace("\n", "\r\n"), "ru with CRLF line ends: 'answer: 16,92' (0.5 * 4.86 miscomputed as 2.34)"),
    g("b_ok_zh_fullwidth", "B", "179", "correct", "hash", BAK_ZH + "#### １７９", "zh working ('229 sold, 179 left'); full-width digits 179"),
    g("b_ok_ar_indic", "B", "179", "correct", "answer_is", "في كل صينية ٢٤ قطعة، وعدد الصواني ١٧، إذن ١٧ × ٢٤ = ٤٠٨.\nبيع ٢٢٩، فيتبقى ٤٠٨ − ٢٢٩ = ١٧٩.\nالجواب: ١٧٩", "ar: '... 229 sold, 179 remain. Answer: 179' — Arabic-Indic digits"),
    g("b_ok_fa_digits", "B", "28450", "correct", "answer_is", RENT_FA + "پاسخ: ۲۸٬۴۵۰ دلار", "fa: 'rent ... with the 2,350 deposit ... Answer: 28,450 dollars' — Persian digits and the Arabic thousands separator U+066C"),
    g("b_ok_hi_deva", "B", "179", "correct", "answer_is", "१७ ट्रे में २४-२४ कुकीज़: १७ × २४ = ४०८।\n२२९ बिकीं, बचीं ४०८ − २२९ = १७९।\nउत्तर: १७९", "hi: '... 229 sold, 179 left. Answer: 179' — Devanagari digits"),
    g("b_ok_th_digits", "B", "179", "correct", "answer_is", "ถาด ๑๗ ถาด ถาดละ ๒๔ ชิ้น: ๑๗ × ๒๔ = ๔๐๘ ชิ้น\nขายไป ๒๒๙ ชิ้น เหลือ ๔๐๘ − ๒๒๙ = ๑๗๙ ชิ้น\nคำตอบ: ๑๗๙ ชิ้น", "th: '... 229 sold, 179 left. Answer: 179 pieces' — Thai digits"),
    g("b_ok_bn_digits", "B", "179", "correct", "answer_is", "১৭টি ট্রেতে ২৪টি করে কুকি: ১৭ × ২৪ = ৪০৮টি।\n২২৯টি বিক্রি হয়েছে, বাকি ৪০৮ − ২২৯ = ১৭৯টি।\nউত্তর: ১৭৯টি", "bn: '24 cookies in each of 17 trays: 408; 229 sold, 179 left. Answer: 179 (with the counter -টি)' — Bengali digits"),
    m("b_m_ok_he_rlm", "B", G_INV, "correct", "answer_is", "פותרים $\\frac{x + 3}{x - 2} = 4$: $x + 3 = 4x - 8$, ולכן $3x = 11$.\nהתשובה היא: \u200f$\\frac{11}{3}$\u200f", "he: 'we solve ...: x + 3 = 4x - 8, so 3x = 11. The answer is: 11/3' — right-to-left marks around the value"),
    m("b_m_ok_zh_zwsp", "B", G_LOG, "correct", "answer_is", "因为 $16\\sqrt[3]{4} = 2^4 \\cdot 2^{\\frac{2}{3}} = 2^{\\frac{14}{3}}$，\n答案是\u200b$\\frac{14}{3}$", "zh: 'since 16 cbrt4 = 2^{14/3}, the answer is 14/3' — a zero-width space before the value"),
    m("b_m_ok_zh_fullwidth_point", "B", G_VERT, "correct", "boxed", r"配方：$y = 3(x - 3)^2 - 22$。" + "\n" + r"顶点坐标为 $\boxed{（3，-22）}$。", "zh: 'completing the square ... the vertex is (3, -22)' — full-width parentheses and comma"),
    m("b_m_ok_zh_ideographic_comma", "B", G_SET, "correct", "answer_is", r"$x^3 - x^2 - 20x = x(x - 5)(x + 4) = 0$" + "\n" + r"方程的解为 $x = -4、0、5$。", "zh: 'the solutions of the equation are x = -4, 0, 5' — ideographic commas"),
    m("b_m_ok_ja_bom", "B", G_ZERO, "correct", "boxed", "\ufeff" + ZERO_JA + r"答え：$\boxed{0}$", "ja: a BOM first; 'by the remainder theorem the remainder is f(2) = 8 - 12 + 4. Answer: 0'"),
    m("b_m_ok_ko_nbsp", "B", G_COMB, "correct", "answer_is", "$\\binom{11}{5} = \\frac{55440}{120} = 462$\n답:\u00a0$462$", "ko: 'answer: 462' with a no-break space"),
    g("b_ok_ru_crlf", "B", "17.01", "correct", "answer_is", (VEG_RU + "Ответ: 17,01.").replace("\n", "\r\n"), "ru with CRLF line ends: 'answer: 17,01'"),
    m("b_m_ok_fr_decomposed", "B", G_COMB, "correct", "answer_is", "On choisit 5 personnes parmi 11 : $\\binom{11}{5} = \\frac{55440}{120} = 462$.\nLa re\u0301ponse est $462$.", "fr: 'we choose 5 of 11 ... the answer is 462' — réponse written with a combining acute accent (NFD)"),
    m("b_m_ok_ar_embedding", "B", G_CPX, "correct", "answer_is", r"نضرب البسط والمقام في المرافق $1 - 2i$: $\frac{(4 - 3i)(1 - 2i)}{5} = \frac{-2 - 11i}{5}$." + "\n" + "\u202bالجواب هو\u202c " + r"$-\frac{2}{5} - \frac{11}{5}i$", "ar: 'we multiply numerator and denominator by the conjugate 1 - 2i ... the answer is -2/5 - 11/5 i' — bidi embedding controls U+202B/U+202C around the Arabic words"),

    # ================================================================ 9. more MATH probes (matrix, complex, remainder, angle), by class
    m("t_m_sv_matrix_other", "A", G_MAT, "wrong", "tag", th(r"$\det A = 4 \cdot 4 - 3 \cdot 5 = 1$. Inversen får man genom att byta plats på diagonalelementen." + "\n") + r"<answer>Inversen är $\begin{pmatrix} 4 & 3 \\ 5 & 4 \end{pmatrix}$.</answer>", "sv: 'the inverse is obtained by swapping the diagonal entries. <answer>The inverse is [[4, 3], [5, 4]]</answer>' — the off-diagonal signs not flipped"),
    m("t_m_ok_sv_matrix", "B", G_MAT, "correct", "tag", th(r"$\det A = 4 \cdot 4 - 3 \cdot 5 = 1$. Inversen: byt plats på diagonalelementen och byt tecken på de övriga, dela med determinanten." + "\n") + r"<answer>Inversen är $\begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}$.</answer>", "sv: 'swap the diagonal entries, change the sign of the others, divide by the determinant. <answer>The inverse is [[4, -3], [-5, 4]]</answer>'"),
    m("x_m_cs_matrix_transposed", "A", G_MAT, "wrong", "boxed", r"$\det A = 4 \cdot 4 - 3 \cdot 5 = 1$, adjungovaná matice:" + "\n" + r"$A^{-1} = \boxed{\begin{pmatrix} 4 & -5 \\ -3 & 4 \end{pmatrix}}$", "cs: 'det A = 1, the adjugate matrix: A^{-1} = [[4, -5], [-3, 4]]' — the cofactor matrix not transposed; not the inverse"),
    m("x_m_ok_cs_matrix_bmatrix", "B", G_MAT, "correct", "boxed", r"$\det A = 4 \cdot 4 - 3 \cdot 5 = 1$, takže inverzní matice je" + "\n" + r"$A^{-1} = \boxed{\begin{bmatrix} 4 & -3 \\ -5 & 4 \end{bmatrix}}$", "cs: 'det A = 1, so the inverse matrix is ...' — brackets (bmatrix) instead of the gold's parentheses"),
    m("n_m_uk_matrix_other", "A", G_MAT, "wrong", "answer_is", r"$\det A = 3 \cdot 5 - 4 \cdot 4 = -1$, тому $A^{-1} = -\begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}$." + "\n" + r"Відповідь: не $\begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}$, а $\begin{pmatrix} -4 & 3 \\ 5 & -4 \end{pmatrix}$.", "uk: 'det A = 3*5 - 4*4 = -1 (the products swapped), so ... Answer: not [[4, -3], [-5, 4]] but [[-4, 3], [5, -4]]'"),
    m("n_m_ok_uk_matrix", "B", G_MAT, "correct", "answer_is", r"$\det A = 4 \cdot 4 - 3 \cdot 5 = 1$." + "\n" + r"Відповідь: $A^{-1} = \begin{pmatrix} 4 & -3 \\ -5 & 4 \end{pmatrix}$ (а не $\begin{pmatrix} -4 & 3 \\ 5 & -4 \end{pmatrix}$, бо $\det A = 1$, а не $-1$).", "uk: 'answer: A^{-1} = [[4, -3], [-5, 4]] (and not [[-4, 3], [5, -4]], since det A = 1, not -1)'"),
    m("r_m_tl_teka_other", "A", G_CPX, "wrong", "answer_is", r"I-multiply natin sa conjugate: $\frac{(4 - 3i)(1 - 2i)}{(1 + 2i)(1 - 2i)} = \frac{-2 - 11i}{5}$." + "\n" + r"Kaya ang sagot ay $-\frac{2}{5} - \frac{11}{5}i$." + "\n\n" + r"Teka, mali pala ang sign: $-3i \cdot (-2i) = 6i^2$... kaya ang tamang sagot ay $-\frac{2}{5} + \frac{11}{5}i$.", "tl: 'multiply by the conjugate ... so the answer is -2/5 - 11/5 i. Wait, the sign is wrong after all ... so the right answer is -2/5 + 11/5 i' (a false correction)"),
    m("r_m_ok_tl_closing", "B", G_CPX, "correct", "answer_is", r"I-multiply natin sa conjugate: $\frac{(4 - 3i)(1 - 2i)}{(1 + 2i)(1 - 2i)} = \frac{4 - 8i - 3i + 6i^2}{5} = \frac{-2 - 11i}{5}$." + "\n" + r"Kaya ang sagot ay $-\frac{2}{5} - \frac{11}{5}i$." + "\n\n" + "Sana makatulong ito! Kung may tanong ka pa, magtanong ka lang.", "tl: 'so the answer is -2/5 - 11/5 i. I hope this helps! If you have more questions, just ask.'"),
    m("q_m_bn_divisor_other", "A", G_ZERO, "wrong", "answer_is", r"যদি ভাজক $x - 2$ হতো, তাহলে ভাগশেষ হতো $f(2) = 0$; কিন্তু এখানে ভাজক $x + 2$, তাই ভাগশেষ $f(-2) = -8 - 12 + 4 = -16$।" + "\n" + r"উত্তর: $-16$", "bn: 'if the divisor were x - 2 the remainder would be f(2) = 0; but here the divisor is x + 2, so the remainder is f(-2) = -16. Answer: -16' — the gold only hypothetical (the problem's divisor is x - 2)"),
    m("q_m_ok_bn_divisor", "B", G_ZERO, "correct", "answer_is", r"যদি ভাজক $x + 2$ হতো, তাহলে ভাগশেষ হতো $f(-2) = -16$; কিন্তু এখানে ভাজক $x - 2$, তাই ভাগশেষ $f(2) = 8 - 12 + 4 = 0$।" + "\n" + r"উত্তর: $0$", "bn: 'if the divisor were x + 2 the remainder would be -16; but here the divisor is x - 2, so the remainder is f(2) = 0. Answer: 0'"),
    m("x_m_id_cpx_dropped_i", "A", G_CPX, "wrong", "boxed", r"Kalikan dengan sekawan penyebut: $\frac{(4 - 3i)(1 - 2i)}{(1 + 2i)(1 - 2i)} = \frac{-2 - 11i}{5} = -0{,}4 - 2{,}2i$." + "\n" + r"Jawaban: $\boxed{-0{,}4 - 2{,}2}$", "id: 'multiply by the conjugate of the denominator ... Answer: -0,4 - 2,2' — the i dropped in the box (= -2.6, a real number)"),
    m("x_m_ok_id_cpx_single_fraction", "B", G_CPX, "correct", "boxed", r"Kalikan dengan sekawan penyebut: $\frac{(4 - 3i)(1 - 2i)}{(1 + 2i)(1 - 2i)} = \frac{4 - 8i - 3i + 6i^2}{5}$." + "\n" + r"Jawaban: $\boxed{\frac{-2 - 11i}{5}}$", "id: 'multiply by the conjugate of the denominator ... Answer: (-2 - 11i)/5' — one fraction, = -2/5 - 11/5 i"),
    m("u_m_el_angle_sum_other", "A", G_ANG, "wrong", "answer_is", r"Το άθροισμα των εσωτερικών γωνιών ενός κανονικού εικοσαγώνου είναι $(20 - 2) \cdot 180^\circ$." + "\n" + r"Απάντηση: $3240$ μοίρες.", "el: 'the sum of the interior angles of a regular 20-gon is (20 - 2) * 180. Answer: 3240 degrees' — the sum, not each angle"),
    m("u_m_ok_el_moires", "B", G_ANG, "correct", "answer_is", r"Το άθροισμα των εσωτερικών γωνιών είναι $(20 - 2) \cdot 180^\circ = 3240^\circ$, άρα κάθε γωνία είναι $3240^\circ : 20$." + "\n" + r"Απάντηση: $162$ μοίρες.", "el: 'the interior angle sum is 3240, so each angle is 3240 : 20. Answer: 162 degrees'"),
    m("h_m_id_hash_cpx_sign", "A", G_CPX, "wrong", "hash", r"$\frac{4 - 3i}{1 + 2i} \cdot \frac{1 - 2i}{1 - 2i} = \frac{4 - 8i - 3i - 6}{5}$, jadi bagian imajinernya $+\frac{11}{5}$." + "\n" + r"Jadi jawabannya adalah #### -\frac{2}{5} + \frac{11}{5}i", "id: '... so the imaginary part is +11/5 (a sign slip). So the answer is #### -2/5 + 11/5 i'"),
    m("h_m_ok_id_hash_cpx", "B", G_CPX, "correct", "hash", r"$\frac{4 - 3i}{1 + 2i} \cdot \frac{1 - 2i}{1 - 2i} = \frac{4 - 8i - 3i - 6}{5} = \frac{-2 - 11i}{5}$." + "\n" + r"Jadi jawabannya adalah #### -\frac{2}{5} - \frac{11}{5}i", "id: 'so the answer is #### -2/5 - 11/5 i'"),
]
# fmt: on

DECISIONS = {
    "u_m_ja_base_subscript": ("reject", "the boxed 422_5 is 112 in base ten"),
    "u_m_ok_sv_approx_after": (
        "accept",
        "the exact value is stated first; the decimal is marked approximate",
    ),
    "r_m_pt_retiro_nothing": (
        "reject",
        "a committed answer withdrawn with nothing new is not accepted (round 20/21)",
    ),
    "x_m_ok_ko_mixed_number": (
        "accept",
        "4\\frac{2}{3} is the mixed number 14/3 in school notation",
    ),
    "n_m_fr_annot_faux": ("reject", "the model marks its only box wrong"),
    "n_m_el_annot_lathos": ("reject", "the model marks its only box wrong"),
    "h_it_hash_share": (
        "reject",
        "a decimal share for a percent gold is wrong (round 5's decision)",
    ),
    "h_ok_vi_thousand_dot": (
        "accept",
        "the working groups every thousands with a dot; 28.450 is 28450 there",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam95", CASES, [], DECISIONS)
