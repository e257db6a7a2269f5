r"""Build adversarial_redteam101.jsonl: a hundred-and-first round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam101", issue 25), written by a new helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, WITHOUT
looking at earlier multilingual rounds, and WITHOUT running the checker (or any grader, or sympy) on
the probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure, label rules) and the issue were read.

Aim of this round: final answers written in languages other than English (Chinese, Japanese, Korean,
Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic,
Persian, Hindi, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog), about two
thirds on the MATH path: each language's answer phrases, decimal commas and thousands separators,
scale words (万, тыс., mil), counted nouns and units, negation and correction idioms, checks after
the answer, closings, reported and hypothetical speech, answer tags holding sentences, mixed
language. An English gloss of every non-English answer sentence is in the note.

Problems and golds (arithmetic checked by hand, numbers only in python):
GSM8K
- pencils: 29 boxes of 17 = 493; 158 given out -> 335 (check 335 + 158 = 493). Slip: 185 given
  out -> 493 - 185 = 308.
- apples: 3.5 kg at 4.62 a kg: 3 * 4.62 = 13.86, 0.5 * 4.62 = 2.31 -> 16.17. Rounded 16.2.
- salary: 16 months at 2,437 = 38,992 (16 * 2437: 2437 * 10 = 24370, * 6 = 14622, sum 38992);
  + 1,508 bonus -> 40,500. Without the bonus 38,992.
- temperature: 3 degrees, falling 1.5 an hour for 7 hours: 1.5 * 7 = 10.5; 3 - 10.5 -> -7.5.
- exam: 46 of 80 passed -> 46 / 80 = 0.575 -> 57.5 (percent).
- wallet: 4 notes of 35 = 140 paid out of 140 -> 0.
MATH
- P7: multiples of 7 in 1..50: 7, 14, 21, 28, 35, 42, 49 (seven) -> 7/50 = 0.14.
- DIST: (2, -1) to (8, 8): dx 6, dy 9, 36 + 81 = 117 = 9 * 13 -> 3\sqrt{13} (~10.8167).
- INT: |2x - 3| < 11 -> -11 < 2x - 3 < 11 -> -8 < 2x < 14 -> (-4, 7).
- MAT: [[1,2],[0,1]] [[3,0],[1,2]] = [[1*3+2*1, 1*0+2*2],[0*3+1*1, 0*0+1*2]] = [[5,4],[1,2]];
  reversed order [[3,0],[1,2]] [[1,2],[0,1]] = [[3,6],[1,4]].
- RAD: 210 degrees = 210 pi / 180 = 7 pi / 6.
- POLY: (3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20 = 3x^2 + 11x - 20 (sign slip: 3x^2 + 19x - 20).
- ROOTS: x^2 - 2x - 35 = (x - 7)(x + 5) -> -5, 7 (49 - 14 - 35 = 0; 25 + 10 - 35 = 0).
- CPX: (4 - i)(1 + 2i) = 4 + 8i - i - 2i^2 = 6 + 7i.
- SQ: \sqrt{50} + \sqrt{18} = 5\sqrt2 + 3\sqrt2 = 8\sqrt{2} (~11.3137).
- BASE: 342_5 = 3 * 25 + 4 * 5 + 2 = 97.
- ZERO: f(x) = x^3 - 9x at x = 3: 27 - 27 = 0.
- INV: f(x) = 3x - 4, y = 3x - 4 -> x = (y + 4)/3 -> f^{-1}(x) = \frac{x + 4}{3}.
- CIRC: area of a circle of radius 7 -> 49\pi (~153.94).
- POLYG: interior angle of a regular 15-gon: 180 * 13 / 15 = 156 (degrees).
- SET: x^3 - 9x^2 + 23x - 15 = (x - 1)(x - 3)(x - 5) -> {1, 3, 5} (expanded by hand).
- COMB: C(9, 4) = 9 * 8 * 7 * 6 / 24 = 3024 / 24 = 126.
- FRAC: 1/2 + 2/3 + 3/4 = 6/12 + 8/12 + 9/12 = 23/12 (~1.9167 = 1.91 repeating 6; 1 11/12).
  Adding tops and bottoms: 6/9 = 2/3. With 3/5 last: 15/30 + 20/30 + 18/30 = 53/30.
- VEC: (2, -3) + 2 (1, 4) = (4, 5); 2 (2, -3) + (1, 4) = (5, -2).
- SER: 2 + 5 + ... + 59: n = 57 / 3 + 1 = 20, S = 20 * 61 / 2 = 610 (to 56: 19 * 58 / 2 = 551).
- DICE: sum 9 with two dice: (3,6), (4,5), (5,4), (6,3): 4 / 36 = 1/9.
- TRIG: cos(5 pi / 6) = -cos(pi / 6) = -\sqrt{3}/2 (~ -0.866).
- QI: x^2 - 5x + 4 = (x - 1)(x - 4) <= 0 -> [1, 4].
- UNI: x^2 > 9 -> (-inf, -3) U (3, inf).
- RAT: 6 / \sqrt3 = 6\sqrt3 / 3 = 2\sqrt{3} = \sqrt{12} (~3.4641).
- SYS: x + y = 9, x - y = 3 -> (6, 3); with x - y = 5 -> (7, 2).
- TRI: 180 - 35 - 65 = 80 (degrees; 80 degrees = 4 pi / 9).
- GCD: 84 = 2^2 * 3 * 7, 126 = 2 * 3^2 * 7 -> gcd 42, lcm 2^2 * 3^2 * 7 = 252.
- LINE: through (1, 2) and (4, 11): slope 9 / 3 = 3, 2 = 3 + b -> y = 3x - 1 (check 12 - 1 = 11).
Other checked facts used in probes: 3.5 * 4.26 = 14.91; 40500 * 0.89 = 36045; 34 / 80 = 42.5 %;
4.05 wan = 40500, 40.5 wan = 405000; 4 man 500 = 40500, 405 man = 4050000; 4 cheon 500 = 4500;
4.05 lakh = 405000; 335 / 12 = 27.9 dozen; 156 degrees = 13 pi / 15; det [[5,4],[1,2]] = 6.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit words and counted nouns; `r_` retractions
and harmless after-text; `q_` quoted, reported, hypothetical text; `b_` bad input JSON can hold (no
lone surrogates). `_m_` marks a MATH probe; `_ok_` marks kind B.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker would accept; "B" a right
final answer in a notation or wording real models write.

Labels (corpus/README.md, "How labels were made"): the model's LAST COMMITTED final answer decides.
A value it withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's
claim is not its answer. A hedge between two values, or two different final answers, is `wrong`; no
final answer is `no_answer`; a value equal to the gold mathematically (a decimal comma `16,17` for
16.17, `40.500` with a German thousands dot for 40500, `4万500` style scale words, `0,14` for 7/50)
is `correct`; a decimal for an exact irrational gold is `wrong`; a check or closing after a committed
answer does not replace it; an explicit correction after an answer makes the corrected value final.
Debatable probes carry `"debatable": true`, the reasoning in `note` and a decision in DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam101.py
"""

from corpus_build import IM_USER, g, m, th, write_probes

# ================================================================ GSM8K working, by language
PEN_ZH = "29 盒铅笔，每盒 17 支，共 29 × 17 = 493 支。\n发出 158 支后，剩下 493 − 158 = 335 支。\n"
PEN_ZH_SLIP = (
    "29 盒铅笔，每盒 17 支，共 29 × 17 = 493 支。\n发出 185 支后，剩下 493 − 185 = 308 支。\n"
)
PEN_RU = "В 29 коробках по 17 карандашей: 29 · 17 = 493 карандаша.\nПосле раздачи 158 осталось 493 − 158 = 335.\n"
PEN_RU_SLIP = "В 29 коробках по 17 карандашей: 29 · 17 = 493 карандаша.\nПосле раздачи 185 осталось 493 − 185 = 308.\n"
PEN_ES = "Hay 29 cajas con 17 lápices cada una: 29 × 17 = 493 lápices.\nSe reparten 158, así que quedan 493 − 158 = 335.\n"
PEN_ES_SLIP = "Hay 29 cajas con 17 lápices cada una: 29 × 17 = 493 lápices.\nSe reparten 185, así que quedan 493 − 185 = 308.\n"
APP_DE = "3,5 kg zu je 4,62 € kosten 3 · 4,62 + 0,5 · 4,62 = 13,86 + 2,31 = 16,17 €.\n"
APP_FR = "3,5 kg à 4,62 € le kilo : 3 × 4,62 = 13,86 et 0,5 × 4,62 = 2,31, soit 16,17 €.\n"
APP_PL = (
    "3,5 kg po 4,62 zł za kilogram: 3 · 4,62 = 13,86 zł, 0,5 · 4,62 = 2,31 zł, razem 16,17 zł.\n"
)
SAL_DE = "16 Monate zu 2.437 € ergeben 16 · 2.437 = 38.992 €.\nMit dem Bonus von 1.508 €: 38.992 + 1.508 = 40.500 €.\n"
SAL_DE_NOB = "16 Monate zu 2.437 € ergeben 16 · 2.437 = 38.992 €.\n"
SAL_JA = "月給 2,437 ドルを 16 か月で 16 × 2,437 = 38,992 ドル。\nボーナス 1,508 ドルを足すと 38,992 + 1,508 = 40,500 ドル。\n"
SAL_PT = "16 meses a R$ 2.437 dão 16 × 2.437 = R$ 38.992.\nCom o bônus de R$ 1.508: 38.992 + 1.508 = R$ 40.500.\n"
TMP_TR = "Sıcaklık 7 saatte 1,5 · 7 = 10,5 derece düşer; 3 − 10,5 = −7,5 derece olur.\n"
TMP_UK = "За 7 годин температура знизиться на 1,5 · 7 = 10,5 градуса: 3 − 10,5 = −7,5 °C.\n"
EXM_IT = "Hanno superato l'esame 46 studenti su 80: 46 / 80 = 0,575, cioè il 57,5 %.\n"
EXM_NL = "46 van de 80 leerlingen zijn geslaagd: 46 / 80 = 0,575 = 57,5 %.\n"
WAL_ID = "Ia membayar 4 lembar × 35 ribu = 140 ribu rupiah, jadi sisanya 140 − 140 = 0 rupiah.\n"
WAL_VI = "Cô ấy trả 4 tờ × 35 nghìn = 140 nghìn đồng, nên còn lại 140 − 140 = 0 đồng.\n"

# ================================================================ MATH working and golds
G_P7 = r"\frac{7}{50}"
P7_ZH = r"1 到 50 中 7 的倍数有 $7, 14, 21, 28, 35, 42, 49$，共 7 个，所以概率为 $\frac{7}{50}$"
P7_FR = r"Les multiples de $7$ entre $1$ et $50$ sont $7, 14, 21, 28, 35, 42, 49$ : il y en a $7$, donc la probabilité vaut $\frac{7}{50}$"
P7_KO = (
    r"1부터 50까지 7의 배수는 $7, 14, 21, 28, 35, 42, 49$로 모두 7개이므로 확률은 $\frac{7}{50}$"
)
G_DIST = r"3\sqrt{13}"
DIST_RU = r"Расстояние: $d = \sqrt{(8-2)^2 + (8-(-1))^2} = \sqrt{36 + 81} = \sqrt{117}$"
DIST_ES = r"La distancia es $d = \sqrt{6^2 + 9^2} = \sqrt{117}$"
DIST_HI = r"दूरी $d = \sqrt{(8-2)^2 + (8+1)^2} = \sqrt{36 + 81} = \sqrt{117}$"
G_INT = "(-4, 7)"
INT_DE = r"Aus $|2x - 3| < 11$ folgt $-11 < 2x - 3 < 11$, also $-8 < 2x < 14$ und $-4 < x < 7$."
INT_PT = (
    r"De $|2x - 3| < 11$ temos $-11 < 2x - 3 < 11$, logo $-8 < 2x < 14$, ou seja, $-4 < x < 7$."
)
INT_CS = r"Z $|2x - 3| < 11$ plyne $-11 < 2x - 3 < 11$, tedy $-8 < 2x < 14$ a $-4 < x < 7$."
G_MAT = r"\begin{pmatrix} 5 & 4 \\ 1 & 2 \end{pmatrix}"
MAT_JA = r"行列の積を計算します。$(1,1)$ 成分は $1\cdot 3 + 2 \cdot 1 = 5$、$(1,2)$ 成分は $1 \cdot 0 + 2 \cdot 2 = 4$、$(2,1)$ 成分は $0 \cdot 3 + 1 \cdot 1 = 1$、$(2,2)$ 成分は $0 \cdot 0 + 1 \cdot 2 = 2$ です。"
MAT_IT = r"Calcoliamo il prodotto riga per colonna: $1\cdot 3 + 2\cdot 1 = 5$, $1\cdot 0 + 2 \cdot 2 = 4$, $0 \cdot 3 + 1 \cdot 1 = 1$, $0\cdot 0 + 1 \cdot 2 = 2$."
MAT_REV = r"Calcoliamo il prodotto: $3\cdot 1 + 0 = 3$, $3 \cdot 2 + 0 \cdot 1 = 6$, $1 \cdot 1 + 2 \cdot 0 = 1$, $1 \cdot 2 + 2 \cdot 1 = 4$."
G_RAD = r"\frac{7\pi}{6}"
RAD_AR = r"لتحويل الدرجات إلى راديان نضرب في $\frac{\pi}{180}$: $210 \cdot \frac{\pi}{180} = \frac{7\pi}{6}$."
RAD_EL = (
    r"Μετατρέπουμε: $210^\circ \cdot \frac{\pi}{180^\circ} = \frac{210\pi}{180} = \frac{7\pi}{6}$."
)
G_POLY = "3x^2 + 11x - 20"
POLY_NL = r"We werken de haakjes uit: $(3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20$."
POLY_SV = r"Vi multiplicerar ut: $(3x - 4)(x + 5) = 3x^2 + 15x - 4x - 20$."
POLY_SLIP = r"We werken de haakjes uit: $(3x - 4)(x + 5) = 3x^2 + 15x + 4x - 20$."
G_ROOTS = "-5, 7"
ROOTS_TR = r"$x^2 - 2x - 35 = (x - 7)(x + 5) = 0$ olduğundan $x - 7 = 0$ veya $x + 5 = 0$."
ROOTS_FA = r"چون $x^2 - 2x - 35 = (x - 7)(x + 5) = 0$ است، پس $x = 7$ یا $x = -5$."
G_CPX = "6 + 7i"
CPX_VI = r"Ta có $(4 - i)(1 + 2i) = 4 + 8i - i - 2i^2 = 4 + 7i + 2$."
CPX_ID = r"Kita hitung $(4 - i)(1 + 2i) = 4 + 8i - i - 2i^2 = 4 + 7i + 2$."
G_SQ = r"8\sqrt{2}"
SQ_PL = r"Mamy $\sqrt{50} = 5\sqrt{2}$ oraz $\sqrt{18} = 3\sqrt{2}$, więc suma wynosi $5\sqrt{2} + 3\sqrt{2}$."
SQ_TH = r"เนื่องจาก $\sqrt{50} = 5\sqrt{2}$ และ $\sqrt{18} = 3\sqrt{2}$ ดังนั้นผลบวกคือ $5\sqrt{2} + 3\sqrt{2}$"
G_BASE = "97"
BASE_HE = r"נמיר לבסיס 10: $342_5 = 3 \cdot 25 + 4 \cdot 5 + 2 = 75 + 20 + 2$."
BASE_UK = r"Переведемо в десяткову систему: $342_5 = 3 \cdot 25 + 4 \cdot 5 + 2 = 75 + 20 + 2$."
G_ZERO = "0"
ZERO_KO = r"$f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
ZERO_ES = r"Sustituimos: $f(3) = 3^3 - 9 \cdot 3 = 27 - 27$"
G_INV = r"\frac{x + 4}{3}"
INV_FR = r"On pose $y = 3x - 4$, d'où $x = \frac{y + 4}{3}$."
INV_ZH = r"设 $y = 3x - 4$，解得 $x = \frac{y + 4}{3}$，交换 $x, y$ 得反函数。"
G_CIRC = r"49\pi"
CIRC_DE = r"Die Fläche des Kreises ist $A = \pi r^2 = \pi \cdot 7^2$"
CIRC_TL = r"Ang area ng bilog ay $A = \pi r^2 = \pi \cdot 7^2$"
G_POLYG = "156"
POLYG_RU = r"Сумма внутренних углов 15-угольника равна $180^\circ \cdot 13 = 2340^\circ$, а каждый угол равен $\frac{2340^\circ}{15}$"
POLYG_IT = r"La somma degli angoli interni è $180^\circ \cdot (15 - 2) = 2340^\circ$; ogni angolo misura $\frac{2340^\circ}{15}$"
G_SET = r"1, 3, 5"
SET_JA = r"$x^3 - 9x^2 + 23x - 15 = (x - 1)(x - 3)(x - 5)$ と因数分解できます。"
SET_PT = r"Fatorando, $x^3 - 9x^2 + 23x - 15 = (x - 1)(x - 3)(x - 5)$."
G_COMB = "126"
COMB_CS = r"$\binom{9}{4} = \frac{9 \cdot 8 \cdot 7 \cdot 6}{4!} = \frac{3024}{24}$"
COMB_HI = r"$\binom{9}{4} = \frac{9 \cdot 8 \cdot 7 \cdot 6}{24} = \frac{3024}{24}$"

# ================================================================ more MATH problems (batch 5 on)
G_FRAC = r"\frac{23}{12}"  # 1/2 + 2/3 + 3/4 = 6/12 + 8/12 + 9/12 = 23/12
FRAC_ES = r"Con denominador común $12$: $\frac{1}{2} + \frac{2}{3} + \frac{3}{4} = \frac{6}{12} + \frac{8}{12} + \frac{9}{12}$"
FRAC_PL = r"Sprowadzamy do wspólnego mianownika $12$: $\frac{6}{12} + \frac{8}{12} + \frac{9}{12}$"
G_VEC = r"\begin{pmatrix} 4 \\ 5 \end{pmatrix}"  # (2, -3) + 2 (1, 4) = (2 + 2, -3 + 8)
VEC_DE = r"$\begin{pmatrix} 2 \\ -3 \end{pmatrix} + 2\begin{pmatrix} 1 \\ 4 \end{pmatrix} = \begin{pmatrix} 2 + 2 \\ -3 + 8 \end{pmatrix}$"
G_SER = "610"  # 2, 5, ..., 59: n = 57/3 + 1 = 20; S = 20 (2 + 59) / 2 = 10 * 61 = 610
SER_RU = r"Это арифметическая прогрессия: $a_1 = 2$, $d = 3$, $a_n = 59$, откуда $n = \frac{59 - 2}{3} + 1 = 20$ и $S_{20} = \frac{(2 + 59) \cdot 20}{2}$"
SER_ZH = r"这是等差数列，首项 $2$，公差 $3$，末项 $59$，项数 $n = \frac{59-2}{3} + 1 = 20$，和为 $S = \frac{20(2 + 59)}{2}$"
G_DICE = r"\frac{1}{9}"  # sum 9: (3,6), (4,5), (5,4), (6,3): 4 of 36
DICE_IT = r"Le coppie con somma $9$ sono $(3,6), (4,5), (5,4), (6,3)$: $4$ casi su $36$, quindi $P = \frac{4}{36}$"
DICE_JA = r"和が $9$ になるのは $(3,6), (4,5), (5,4), (6,3)$ の $4$ 通りで、全部で $36$ 通りなので $P = \frac{4}{36}$"
G_TRIG = r"-\frac{\sqrt{3}}{2}"  # cos(5 pi / 6) = -cos(pi / 6)
TRIG_FR = r"On a $\cos\left(\frac{5\pi}{6}\right) = \cos\left(\pi - \frac{\pi}{6}\right) = -\cos\left(\frac{\pi}{6}\right)$"
TRIG_KO = r"$\cos\frac{5\pi}{6} = \cos\left(\pi - \frac{\pi}{6}\right) = -\cos\frac{\pi}{6}$"
G_QI = "[1, 4]"  # x^2 - 5x + 4 = (x - 1)(x - 4) <= 0 -> 1 <= x <= 4
QI_UK = r"$x^2 - 5x + 4 = (x - 1)(x - 4) \le 0$, тобто $1 \le x \le 4$."
QI_VI = r"Ta có $x^2 - 5x + 4 = (x - 1)(x - 4) \le 0 \iff 1 \le x \le 4$."
G_UNI = r"(-\infty, -3) \cup (3, \infty)"  # x^2 > 9 -> |x| > 3
UNI_ES = r"$x^2 > 9 \iff |x| > 3 \iff x < -3$ o $x > 3$."
UNI_TR = r"$x^2 > 9$ ise $|x| > 3$, yani $x < -3$ veya $x > 3$."
G_RAT = r"2\sqrt{3}"  # 6 / sqrt3 = 6 sqrt3 / 3 = 2 sqrt3 (~3.4641)
RAT_NL = r"We rationaliseren de noemer: $\frac{6}{\sqrt{3}} = \frac{6\sqrt{3}}{3}$"
RAT_ID = r"Rasionalkan penyebutnya: $\frac{6}{\sqrt{3}} \cdot \frac{\sqrt{3}}{\sqrt{3}} = \frac{6\sqrt{3}}{3}$"
G_SYS = "(6, 3)"  # x + y = 9, x - y = 3 -> 2x = 12, x = 6, y = 3
SYS_PT = r"Somando as equações: $2x = 12$, logo $x = 6$ e $y = 9 - 6 = 3$."
SYS_AR = r"بجمع المعادلتين نحصل على $2x = 12$، إذن $x = 6$ و $y = 9 - 6 = 3$."
G_TRI = "80"  # 180 - 35 - 65 = 80 (degrees)
TRI_EL = r"Το άθροισμα των γωνιών τριγώνου είναι $180^\circ$, άρα η τρίτη γωνία είναι $180^\circ - 35^\circ - 65^\circ$"
TRI_FA = r"مجموع زوایای مثلث $180^\circ$ است، پس زاویهٔ سوم برابر است با $180^\circ - 35^\circ - 65^\circ$"
G_GCD = "42"  # 84 = 2^2 * 3 * 7, 126 = 2 * 3^2 * 7 -> 2 * 3 * 7 = 42
GCD_SV = r"$84 = 2^2 \cdot 3 \cdot 7$ och $126 = 2 \cdot 3^2 \cdot 7$, så $\mathrm{sgd}(84, 126) = 2 \cdot 3 \cdot 7$"
GCD_CS = r"$84 = 2^2 \cdot 3 \cdot 7$, $126 = 2 \cdot 3^2 \cdot 7$, tedy $\mathrm{NSD}(84, 126) = 2 \cdot 3 \cdot 7$"
G_LINE = "y = 3x - 1"  # slope (11 - 2) / (4 - 1) = 3; 2 = 3 * 1 + b -> b = -1; check 3 * 4 - 1 = 11
LINE_IT = r"La pendenza è $m = \frac{11 - 2}{4 - 1} = 3$; da $2 = 3 \cdot 1 + q$ si ha $q = -1$."
LINE_HE = r"השיפוע הוא $m = \frac{11 - 2}{4 - 1} = 3$, ומ-$2 = 3 \cdot 1 + b$ נקבל $b = -1$."

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    g("t_zh_sentence_slip", "A", "335", "wrong", "tag", th(PEN_ZH_SLIP) + "<answer>还剩 308 支铅笔。</answer>", "zh: 'There are 308 pencils left.' 308 is the slip (185 for 158)"),
    g("t_ok_zh_sentence", "B", "335", "correct", "tag", th(PEN_ZH) + "<answer>还剩 335 支铅笔。</answer>", "zh: 'There are 335 pencils left.'"),
    g("t_ru_equation_slip", "A", "335", "wrong", "tag", th(PEN_RU_SLIP) + "<answer>493 − 185 = 308 карандашей</answer>", "ru: an equation chain ending 308 pencils"),
    g("t_ok_ru_equation", "B", "335", "correct", "tag", th(PEN_RU) + "<answer>493 − 158 = 335 карандашей</answer>", "ru: equation chain ending 335 'pencils'"),
    g("t_ok_de_comma", "B", "16.17", "correct", "tag", th(APP_DE) + "<answer>Die Äpfel kosten 16,17 €.</answer>", "de: 'The apples cost 16,17 EUR.' decimal comma = 16.17"),
    g("t_de_rounded", "A", "16.17", "wrong", "tag", th(APP_DE) + "<answer>Die Äpfel kosten rund 16,2 €.</answer>", "de: 'The apples cost about 16.2 EUR.' a rounded value is not the gold"),
    g("t_ok_pt_thousands", "B", "40500", "correct", "tag", th(SAL_PT) + "<answer>Ele recebeu R$ 40.500 no total.</answer>", "pt: 'He received R$ 40.500 in total.' the dot is a thousands separator"),
    g("t_pt_nobonus", "A", "40500", "wrong", "tag", th(SAL_PT) + "<answer>Ele recebeu R$ 38.992 no total.</answer>", "pt: 'He received R$ 38,992 in total.' the bonus left out"),
    g("t_ja_empty", "A", "40500", "no_answer", "tag", th(SAL_JA) + "<answer></answer>", "empty tag; 40,500 only in the thinking"),
    g("t_ok_ja_box", "B", "40500", "correct", "tag", th(SAL_JA) + r"<answer>合計は $\boxed{40500}$ ドルです。</answer>", "ja: 'The total is 40500 dollars.' with a box"),
    g("t_ok_tr_negative", "B", "-7.5", "correct", "tag", th(TMP_TR) + "<answer>Son sıcaklık −7,5 derecedir.</answer>", "tr: 'The final temperature is -7,5 degrees.' Unicode minus, decimal comma"),
    g("t_tr_sign_lost", "A", "-7.5", "wrong", "tag", th(TMP_TR) + "<answer>Son sıcaklık 7,5 derecedir.</answer>", "tr: 'The final temperature is 7,5 degrees.' the sign dropped"),
    g("t_id_placeholder", "A", "0", "no_answer", "tag", th(WAL_ID) + "<answer>[jawaban akhir di sini]</answer>", "id: '[final answer here]' a template placeholder; 0 only in the thinking"),
    g("t_ok_id_zero", "B", "0", "correct", "tag", th(WAL_ID) + "<answer>Sisa uangnya 0 rupiah (tidak ada yang tersisa).</answer>", "id: 'The money left is 0 rupiah (nothing is left).'"),
    m("t_m_ok_zh_frac", "B", G_P7, "correct", "tag", th(P7_ZH + "。\n") + r"<answer>概率为 $\frac{7}{50}$。</answer>", "zh: 'The probability is 7/50.'"),
    m("t_m_zh_complement", "A", G_P7, "wrong", "tag", th(P7_ZH + "。\n不是 7 的倍数的概率是 $1 - \\frac{7}{50} = \\frac{43}{50}$。\n") + r"<answer>$\frac{43}{50}$</answer>", "zh working computes the complement 43/50 and puts it in the tag"),
    m("t_m_ok_ru_sqrt", "B", G_DIST, "correct", "tag", th(DIST_RU + r" $= 3\sqrt{13}$." + "\n") + r"<answer>Расстояние равно $3\sqrt{13}$.</answer>", "ru: 'The distance equals 3 sqrt 13.'"),
    m("t_m_ru_decimal", "A", G_DIST, "wrong", "tag", th(DIST_RU + r" $\approx 10{,}82$." + "\n") + r"<answer>Расстояние примерно равно $10{,}82$.</answer>", "ru: 'The distance is approximately 10,82.' a decimal for 3 sqrt 13"),
    m("t_m_ok_de_interval", "B", G_INT, "correct", "tag", th(INT_DE + "\n") + r"<answer>Die Lösungsmenge ist $L = (-4, 7)$.</answer>", "de: 'The solution set is L = (-4, 7).'"),
    m("t_m_ok_de_interval_brackets", "B", G_INT, "correct", "tag", th(INT_DE + "\n") + r"<answer>$x \in \left]-4; 7\right[$</answer>", "de/fr notation ]-4; 7[ for the open interval (-4, 7)", True),
    m("t_m_de_closed", "A", G_INT, "wrong", "tag", th(r"Aus $|2x - 3| < 11$ folgt $-11 \le 2x - 3 \le 11$, also $-8 \le 2x \le 14$ und $-4 \le x \le 7$." + "\n") + r"<answer>$x \in [-4, 7]$</answer>", "de: the thinking turns < into <= ; a closed interval [-4, 7] for the strict inequality"),
    m("t_m_ok_ja_matrix", "B", G_MAT, "correct", "tag", th(MAT_JA + "\n") + r"<answer>積は $\begin{pmatrix} 5 & 4 \\ 1 & 2 \end{pmatrix}$ です。</answer>", "ja: 'The product is (matrix).'"),
    m("t_m_it_matrix_reversed", "A", G_MAT, "wrong", "tag", th(MAT_REV + "\n") + r"<answer>Il prodotto è $\begin{pmatrix} 3 & 6 \\ 1 & 4 \end{pmatrix}$.</answer>", "it: 'The product is ...' the product in reversed order"),
    m("t_m_ok_el_rad", "B", G_RAD, "correct", "tag", th(RAD_EL + "\n") + r"<answer>Η γωνία σε ακτίνια είναι $\frac{7\pi}{6}$ rad.</answer>", "el: 'The angle in radians is 7pi/6 rad.'"),
    m("t_m_ar_rad_wrong", "A", G_RAD, "wrong", "tag", th(r"$210 \cdot \frac{\pi}{180} = \frac{5\pi}{6}$" + "\n") + r"<answer>الزاوية بالراديان هي $\frac{5\pi}{6}$</answer>", "ar: 'The angle in radians is 5pi/6.' wrong reduction"),
    m("t_m_ok_nl_poly", "B", G_POLY, "correct", "tag", th(POLY_NL + "\n") + r"<answer>Het resultaat is $3x^2 + 11x - 20$.</answer>", "nl: 'The result is 3x^2 + 11x - 20.'"),
    m("t_m_nl_poly_slip", "A", G_POLY, "wrong", "tag", th(POLY_SLIP + "\n") + r"<answer>Het resultaat is $3x^2 + 19x - 20$.</answer>", "nl: 'The result is 3x^2 + 19x - 20.' the sign slip"),
    m("t_m_ok_tr_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS_TR + "\n") + r"<answer>Kökler $x = -5$ ve $x = 7$'dir.</answer>", "tr: 'The roots are x = -5 and x = 7.' ('ve' = and, 'dir' suffix = is)"),
    m("t_m_tr_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS_TR + "\n") + r"<answer>Pozitif kök $x = 7$'dir.</answer>", "tr: 'The positive root is x = 7.' one root of two"),
    m("t_m_ok_vi_complex", "B", G_CPX, "correct", "tag", th(CPX_VI + "\n") + r"<answer>Kết quả là $6 + 7i$.</answer>", "vi: 'The result is 6 + 7i.'"),
    m("t_m_vi_unclosed_cut", "A", G_CPX, "no_answer", "truncated", "<think>\n" + CPX_VI + "\nVậy kết quả", "vi: cut in the thinking at 'So the result'; no answer"),
    m("t_m_ok_pl_unclosed", "B", G_SQ, "correct", "tag", th(SQ_PL + "\n") + r"<answer>Suma wynosi $8\sqrt{2}$.", "pl: 'The sum equals 8 sqrt 2.' the tag never closed (a right answer all the same)"),
    m("t_m_th_two_tags", "A", G_SQ, "wrong", "tag", th(SQ_TH + "\n") + r"<answer>$8\sqrt{2}$</answer>" + "\n" + r"<answer>$\sqrt{68}$</answer>", "th working; two tags, the last sqrt 68 (adding under the root)"),
    m("t_m_ok_he_base", "B", G_BASE, "correct", "tag", th(BASE_HE + " = 97\n") + "<answer>התשובה היא 97.</answer>", "he: 'The answer is 97.'"),
    m("t_m_ok_cs_comb", "B", G_COMB, "correct", "tag", th(COMB_CS + " = 126\n") + r"<answer>Počet možností je $\binom{9}{4} = 126$.</answer>", "cs: 'The number of ways is C(9,4) = 126.'"),
    m("t_m_cs_comb_perm", "A", G_COMB, "wrong", "tag", th(r"$9 \cdot 8 \cdot 7 \cdot 6 = 3024$" + "\n") + r"<answer>Počet možností je 3024.</answer>", "cs: 'The number of ways is 3024.' ordered choices, not C(9,4)"),

    # ================================================================ 2. phrase marker then ####
    g("h_ok_zh_phrase_hash", "B", "335", "correct", "hash", PEN_ZH + "答案是 335。\n#### 335", "zh: 'The answer is 335.' then ####"),
    g("h_zh_phrase_slip_hash", "A", "335", "wrong", "hash", PEN_ZH_SLIP + "答案是 308。\n#### 308", "zh: phrase and #### agree on the slip 308"),
    g("h_zh_phrase_gold_hash_other", "A", "335", "wrong", "hash", PEN_ZH + "答案：335\n#### 308", "zh: 'Answer: 335' then #### 308: two different final answers"),
    g("h_ok_ru_otvet_hash", "B", "335", "correct", "hash", PEN_RU + "Ответ: #### 335", "ru: 'Answer: #### 335'"),
    g("h_ru_otvet_hash_slip", "A", "335", "wrong", "hash", PEN_RU_SLIP + "Ответ: #### 308", "ru: 'Answer: #### 308'"),
    g("h_ok_es_respuesta_hash", "B", "335", "correct", "hash", PEN_ES + "La respuesta es: #### 335", "es: 'The answer is: #### 335'"),
    g("h_es_hash_then_phrase_other", "A", "335", "wrong", "hash", PEN_ES + "#### 335\nLa respuesta correcta es 308.", "es: #### 335 then 'The correct answer is 308.'"),
    g("h_ok_de_comma_hash", "B", "16.17", "correct", "hash", APP_DE + "Die Antwort lautet: #### 16,17", "de: 'The answer is: #### 16,17' decimal comma"),
    g("h_de_hash_thousands_trap", "A", "16.17", "wrong", "hash", APP_DE.replace("16,17 €", "1617 Cent") + "Antwort: #### 1617", "de: the model answers in cents (1617), the question asks euros", True),
    g("h_ok_fr_phrase_hash", "B", "16.17", "correct", "hash", APP_FR + "La réponse est donc 16,17 €.\n#### 16.17", "fr: 'So the answer is 16,17 EUR.' then #### 16.17"),
    g("h_fr_hash_empty", "A", "16.17", "no_answer", "hash", APP_FR + "Réponse finale :\n####", "fr: 'Final answer:' then an empty ####"),
    g("h_ok_pl_odp_hash", "B", "16.17", "correct", "hash", APP_PL + "Odpowiedź: #### 16,17 zł", "pl: 'Answer: #### 16,17 zl'"),
    g("h_ok_de_thousands_hash", "B", "40500", "correct", "hash", SAL_DE + "Die Antwort ist: #### 40.500", "de: 'The answer is: #### 40.500' German thousands dot = 40500"),
    g("h_de_nobonus_hash", "A", "40500", "wrong", "hash", SAL_DE_NOB + "Die Antwort ist: #### 38.992", "de: 38.992 (= 38992) without the bonus"),
    g("h_ok_ja_kotae_hash", "B", "40500", "correct", "hash", SAL_JA + "答え：#### 40,500", "ja: 'Answer: #### 40,500'"),
    g("h_ja_kotae_hedge", "A", "40500", "wrong", "hash", SAL_JA + "答えは 38,992 ドルまたは 40,500 ドルです。\n#### 40500", "ja: 'The answer is 38,992 or 40,500 dollars.' a hedge before ####", True),
    g("h_ok_pt_phrase_hash", "B", "40500", "correct", "hash", SAL_PT + "Resposta final: #### 40500", "pt: 'Final answer: #### 40500'"),
    g("h_ok_uk_vidpovid_hash", "B", "-7.5", "correct", "hash", TMP_UK + "Відповідь: #### -7,5", "uk: 'Answer: #### -7,5'"),
    g("h_uk_sign_lost", "A", "-7.5", "wrong", "hash", TMP_UK + "Відповідь: 7,5 градуса морозу.\n#### 7.5", "uk: 'Answer: 7,5 degrees of frost.' then #### 7.5 without the sign", True),
    g("h_ok_it_risposta_hash", "B", "57.5", "correct", "hash", EXM_IT + "La risposta è: #### 57,5", "it: 'The answer is: #### 57,5'"),
    g("h_it_share_hash", "A", "57.5", "wrong", "hash", EXM_IT + "La risposta è: #### 0,575", "it: the share 0,575 for the percent the working computes", True),
    g("h_ok_nl_antwoord_hash", "B", "57.5", "correct", "hash", EXM_NL + "Het antwoord is: #### 57,5%", "nl: 'The answer is: #### 57,5%'"),
    g("h_ok_vi_dapso_hash", "B", "0", "correct", "hash", WAL_VI + "Đáp số: #### 0", "vi: 'Answer: #### 0'"),
    g("h_vi_dapso_hash_other", "A", "0", "wrong", "hash", WAL_VI + "Đáp số: #### 140", "vi: 'Answer: #### 140' the amount paid"),
    m("h_m_ok_ko_hash", "B", G_COMB, "correct", "hash", COMB_HI + " = 126\n따라서 답은 126입니다.\n#### 126", "ko: 'Therefore the answer is 126.' then ####"),
    m("h_m_ko_hash_other", "A", G_COMB, "wrong", "hash", COMB_HI + " = 126\n따라서 답은 126입니다.\n#### 3024", "ko: phrase 126 then #### 3024: two different final answers"),
    m("h_m_ok_fr_hash_frac", "B", G_P7, "correct", "hash", P7_FR + ".\nLa réponse est : #### 7/50", "fr: 'The answer is: #### 7/50'"),
    m("h_m_ok_hi_hash", "B", G_BASE, "correct", "hash", BASE_UK + " = 97.\nउत्तर: #### 97", "uk working, hi: 'Answer: #### 97' (mixed language)"),

    # ================================================================ 3. exactness
    m("x_m_ru_decimal_sqrt", "A", G_DIST, "wrong", "boxed", DIST_RU + r" $\approx \boxed{10{,}817}$.", "ru: a decimal (comma) for 3 sqrt 13 = 10.8167 (rounded)"),
    m("x_m_ok_ru_sqrt117", "B", G_DIST, "correct", "boxed", DIST_RU + r" $= \boxed{\sqrt{117}}$.", "ru: sqrt 117 = 3 sqrt 13 unsimplified"),
    m("x_m_es_sqrt_close", "A", G_DIST, "wrong", "boxed", DIST_ES + r" $= \boxed{3\sqrt{13} + 10^{-8}}$.", "es: an exact expression a hair off the gold"),
    m("x_m_hi_wrong_radical", "A", G_DIST, "wrong", "boxed", DIST_HI + r" $= \boxed{13\sqrt{3}}$" + "\nअतः दूरी $13\\sqrt{3}$ है।", "hi: 'So the distance is 13 sqrt 3.' the radical inverted (13 sqrt 3 = sqrt 507)"),
    m("x_m_ok_hi_sqrt", "B", G_DIST, "correct", "boxed", DIST_HI + r" $= \sqrt{9 \cdot 13} = \boxed{3\sqrt{13}}$" + "\nअतः दूरी $3\\sqrt{13}$ इकाई है।", "hi: 'So the distance is 3 sqrt 13 units.'"),
    m("x_m_ok_fr_decimal_comma", "B", G_P7, "correct", "boxed", P7_FR + r" $= \boxed{0{,}14}$.", "fr: 0,14 = 7/50 exactly (decimal comma)"),
    m("x_m_fr_percent_wrong", "A", G_P7, "wrong", "boxed", P7_FR + r" $= \boxed{0{,}7}$.", "fr: 0,7 is not 7/50 (a misplaced digit)"),
    m("x_m_ok_ko_unsimplified", "B", G_P7, "correct", "boxed", P7_KO + r"입니다. 답: $\boxed{\frac{14}{100}}$", "ko: '... is. Answer: 14/100' = 7/50"),
    m("x_m_ko_near", "A", G_P7, "wrong", "boxed", P7_KO + r"입니다. 답: $\boxed{\frac{7}{49}}$", "ko: 7/49 (49 numbers counted) is not 7/50"),
    m("x_m_zero_tiny_ko", "A", G_ZERO, "wrong", "boxed", ZERO_KO + r" $= \boxed{10^{-12}}$ 입니다.", "ko: 10^-12 against the gold 0"),
    m("x_m_ok_zero_es", "B", G_ZERO, "correct", "boxed", ZERO_ES + r" $= \boxed{0}$. Por lo tanto, $f(3) = 0$.", "es: 'Therefore f(3) = 0.'"),
    m("x_m_zero_expr_es", "A", G_ZERO, "wrong", "boxed", ZERO_ES + r" $= \boxed{\sin(10^{-9})}$.", "es: sin(10^-9) is not 0"),
    m("x_m_ok_zero_expr", "B", G_ZERO, "correct", "boxed", ZERO_KO + r" $= \boxed{27 - 27} = 0$ 이므로 답은 0입니다.", "ko: box 27 - 27 (= 0), then 'so the answer is 0'"),
    m("x_m_circ_decimal_de", "A", G_CIRC, "wrong", "boxed", CIRC_DE + r" $\approx \boxed{153{,}94}$ cm².", "de: 153,94 is a decimal for 49 pi"),
    m("x_m_ok_circ_de", "B", G_CIRC, "correct", "boxed", CIRC_DE + r" $= \boxed{49\pi}$ cm².", "de: 49 pi with the unit after the box"),
    m("x_m_circ_pi_approx", "A", G_CIRC, "wrong", "boxed", CIRC_TL + r" $= 49 \cdot \frac{22}{7} = \boxed{154}$." + "\nKaya ang sagot ay 154.", "tl: 'So the answer is 154.' pi taken as 22/7"),
    m("x_m_ok_circ_tl", "B", G_CIRC, "correct", "boxed", CIRC_TL + r" $= \boxed{49\pi}$." + "\nKaya ang sagot ay $49\\pi$ square units.", "tl: 'So the answer is 49 pi square units.' (Taglish)"),
    m("x_m_ok_sq_pl_sqrt128", "B", G_SQ, "correct", "boxed", SQ_PL + r" $= \sqrt{128} = \boxed{8\sqrt{2}}$.", "pl working; 8 sqrt 2"),
    m("x_m_pl_sqrt68", "A", G_SQ, "wrong", "boxed", r"Dodajemy liczby pod pierwiastkiem: $\sqrt{50} + \sqrt{18} = \sqrt{68} = \boxed{2\sqrt{17}}$.", "pl: 'We add the numbers under the root' -> 2 sqrt 17, wrong"),
    m("x_m_th_decimal", "A", G_SQ, "wrong", "boxed", SQ_TH + r" $= 8\sqrt{2} \approx \boxed{11.31}$", "th: a decimal 11.31 for 8 sqrt 2 (11.3137)"),
    m("x_m_ok_th_sqrt128", "B", G_SQ, "correct", "boxed", SQ_TH + r" $= \boxed{\sqrt{128}}$ ครับ", "th: sqrt 128 = 8 sqrt 2; 'khrap' is a politeness particle"),
    g("x_de_rounded", "A", "16.17", "wrong", "hash", APP_DE + "#### 16,2", "de: 16,2 rounded"),
    g("x_ok_de_trailing", "B", "16.17", "correct", "hash", APP_DE + "Antwort: 16,170 €\n#### 16,170", "de: 16,170 with a trailing zero = 16.17", True),
    g("x_ok_fr_space_thousands", "B", "40500", "correct", "hash", "16 mois à 2 437 € font 16 × 2 437 = 38 992 €.\nAvec la prime de 1 508 € : 38 992 + 1 508 = 40 500 €.\n#### 40 500", "fr: a space as thousands separator (40 500 = 40500)"),
    g("x_fr_off", "A", "40500", "wrong", "hash", "16 mois à 2 437 € font 16 × 2 437 = 38 992 €.\nAvec la prime de 1 508 € : 38 992 + 1 508 = 40 500,5 €.\n#### 40 500,5", "fr: 40 500,5 is half a euro off"),
    g("x_ok_zh_wan", "B", "40500", "correct", "answer_is", "16 个月工资：16 × 2437 = 38992 元，加上奖金 1508 元，共 38992 + 1508 = 40500 元。\n答案是 4.05 万元。", "zh: 'The answer is 4.05 wan yuan.' 4.05 * 10000 = 40500"),
    g("x_zh_wan_misplaced", "A", "40500", "wrong", "answer_is", "16 个月工资：16 × 2437 = 38992 元，加上奖金 1508 元，共 38992 + 1508 = 40500 元。\n答案是 40.5 万元。", "zh: 40.5 wan = 405000, a magnitude error"),
    g("x_ok_ru_tys", "B", "40500", "correct", "answer_is", "16 · 2437 = 38 992 руб., плюс премия 1 508 руб.: 38 992 + 1 508 = 40 500 руб.\nОтвет: 40,5 тыс. рублей.", "ru: 'Answer: 40,5 thousand roubles.' = 40500"),
    g("x_ok_pt_mil", "B", "40500", "correct", "answer_is", SAL_PT + "Resposta: 40,5 mil reais.", "pt: 'Answer: 40,5 thousand reais.' = 40500"),
    g("x_ok_tr_percent", "B", "57.5", "correct", "answer_is", "80 öğrenciden 46'sı geçti: 46 / 80 = 0,575, yani %57,5.\nCevap: %57,5", "tr: 'Answer: %57,5' Turkish puts the percent sign first"),
    g("x_tr_percent_rounded", "A", "57.5", "wrong", "answer_is", "80 öğrenciden 46'sı geçti: 46 / 80 = 0,575, yani yaklaşık %58.\nCevap: %58", "tr: 'roughly %58'; 'Answer: %58' rounded"),
    g("x_ok_ar_numerals", "B", "335", "correct", "answer_is", "عدد الأقلام: ٢٩ × ١٧ = ٤٩٣ قلمًا. بعد توزيع ١٥٨ يبقى ٤٩٣ − ١٥٨ = ٣٣٥.\nالإجابة: ٣٣٥ قلمًا", "ar: Arabic-Indic digits; 'Answer: 335 pens'"),
    g("x_ar_numerals_slip", "A", "335", "wrong", "answer_is", "عدد الأقلام: ٢٩ × ١٧ = ٤٩٣ قلمًا. بعد توزيع ١٨٥ يبقى ٤٩٣ − ١٨٥ = ٣٠٨.\nالإجابة: ٣٠٨ أقلام", "ar: Arabic-Indic digits; 'Answer: 308 pens' the slip"),
    g("x_ok_fa_numerals", "B", "-7.5", "correct", "answer_is", "دما در ۷ ساعت ۱٫۵ × ۷ = ۱۰٫۵ درجه کم می‌شود: ۳ − ۱۰٫۵ = −۷٫۵\nپاسخ: −۷٫۵ درجه", "fa: Persian digits and the Persian decimal separator; 'Answer: -7.5 degrees'"),
    g("x_ok_hi_devanagari", "B", "335", "correct", "answer_is", "कुल पेंसिलें: 29 × 17 = 493। 158 बाँटने के बाद 493 − 158 = 335 बचीं।\nउत्तर: ३३५ पेंसिलें", "hi: Devanagari digits 335; 'Answer: 335 pencils'"),

    # ================================================================ 4. negation / strike-out / annotation
    g("n_zh_bushi", "A", "335", "no_answer", "answer_is", PEN_ZH + "答案不是 335。", "zh: 'The answer is not 335.' nothing after"),
    g("n_ok_zh_bushi_ershi", "B", "335", "correct", "answer_is", PEN_ZH + "答案不是 308，而是 335。", "zh: 'The answer is not 308 but 335.'"),
    g("n_ru_ne", "A", "335", "no_answer", "answer_is", PEN_RU + "Ответ — не 335.", "ru: 'The answer is not 335.'"),
    g("n_ok_ru_ne_a", "B", "335", "correct", "answer_is", PEN_RU + "Ответ не 308, а 335.", "ru: 'The answer is not 308 but 335.'"),
    g("n_es_no_es", "A", "335", "wrong", "answer_is", PEN_ES_SLIP + "La respuesta no es 335, sino 308.", "es: 'The answer is not 335 but 308.'"),
    g("n_ok_es_no_es", "B", "335", "correct", "answer_is", PEN_ES + "La respuesta no es 308, sino 335.", "es: 'The answer is not 308 but 335.'"),
    g("n_de_strike", "A", "16.17", "no_answer", "hash", APP_DE + "#### ~~16,17~~", "de: the answer struck with nothing after"),
    g("n_de_strike_then_other", "A", "16.17", "wrong", "hash", APP_DE + "#### ~~16,17~~ 16,71", "de: 16,17 struck, 16,71 after"),
    g("n_ok_de_strike_other", "B", "16.17", "correct", "hash", APP_DE + "#### ~~16,71~~ 16,17", "de: 16,71 struck, the gold after"),
    g("n_ja_dewanai", "A", "40500", "no_answer", "answer_is", SAL_JA + "答えは 40,500 ドルではありません。", "ja: 'The answer is not 40,500 dollars.'"),
    g("n_ok_ja_dewanaku", "B", "40500", "correct", "answer_is", SAL_JA + "答えは 38,992 ドルではなく、40,500 ドルです。", "ja: 'The answer is not 38,992 dollars but 40,500 dollars.'"),
    g("n_fr_faux", "A", "16.17", "wrong", "boxed", APP_FR + r"$\boxed{16{,}17}$ (faux)", "fr: the box annotated '(wrong)'"),
    g("n_ok_fr_verifie", "B", "16.17", "correct", "boxed", APP_FR + r"$\boxed{16{,}17}$ (vérifié)", "fr: the box annotated '(verified)'"),
    g("n_pl_nie", "A", "16.17", "no_answer", "answer_is", APP_PL + "Odpowiedź to nie 16,17 zł.", "pl: 'The answer is not 16,17 zl.'"),
    g("n_it_sbagliato", "A", "57.5", "wrong", "boxed", EXM_IT + r"$\boxed{57{,}5}$ ← sbagliato, ricontrollare", "it: the box marked '<- wrong, recheck'"),
    g("n_ok_it_corretto", "B", "57.5", "correct", "boxed", EXM_IT + r"$\boxed{57{,}5}$ ✔ corretto", "it: the box with a check mark, 'correct'"),
    m("n_m_ko_aniya", "A", G_COMB, "no_answer", "answer_is", COMB_HI + " = 126\n답은 126이 아닙니다.", "ko: 'The answer is not 126.'"),
    m("n_m_ok_ko_anira", "B", G_COMB, "correct", "answer_is", COMB_HI + " = 126\n답은 3024가 아니라 126입니다.", "ko: 'The answer is not 3024 but 126.'"),
    m("n_m_de_neq_box", "A", G_CIRC, "no_answer", "boxed", CIRC_DE + r" $\Rightarrow \boxed{A \neq 49\pi}$", "de working; a box holding A != 49 pi"),
    m("n_m_fr_cancel", "A", G_INV, "no_answer", "boxed", INV_FR + r" Donc $f^{-1}(x) = \boxed{\cancel{\frac{x + 4}{3}}}$.", "fr: 'So f^{-1}(x) =' a cancelled box"),
    m("n_m_fr_cancel_then_other", "A", G_INV, "wrong", "boxed", INV_FR + r" Donc $f^{-1}(x) = \boxed{\sout{\frac{x + 4}{3}}\ \frac{x - 4}{3}}$.", "fr: the gold struck with sout, (x - 4)/3 after"),
    m("n_m_ok_fr_inv", "B", G_INV, "correct", "boxed", INV_FR + r" En échangeant $x$ et $y$ : $f^{-1}(x) = \boxed{\frac{x + 4}{3}}$.", "fr: 'Swapping x and y:' the gold"),
    m("n_m_ok_zh_inv", "B", G_INV, "correct", "boxed", INV_ZH + r"反函数为 $f^{-1}(x) = \boxed{\frac{x}{3} + \frac{4}{3}}$。", "zh: 'The inverse function is x/3 + 4/3.' = (x + 4)/3"),
    m("n_m_zh_inv_annot", "A", G_INV, "wrong", "boxed", INV_ZH + r"反函数为 $f^{-1}(x) = \boxed{\frac{x + 4}{3}}$（错误，应重新计算）", "zh: the box annotated '(wrong, should be recalculated)'"),
    m("n_m_ok_el_ochi", "B", G_RAD, "correct", "boxed", RAD_EL + r" Άρα η απάντηση είναι $\boxed{\frac{7\pi}{6}}$ και όχι $\frac{5\pi}{6}$.", "el: 'So the answer is 7pi/6 and not 5pi/6.'"),
    m("n_m_el_ochi_gold", "A", G_RAD, "wrong", "boxed", r"$210 \cdot \frac{\pi}{180} = \frac{5\pi}{6}$. Άρα η απάντηση είναι $\boxed{\frac{5\pi}{6}}$ και όχι $\frac{7\pi}{6}$.", "el: 'So the answer is 5pi/6 and not 7pi/6.' the gold negated"),
    m("n_m_he_lo", "A", G_BASE, "no_answer", "answer_is", BASE_HE + " = 97\nהתשובה אינה 97.", "he: 'The answer is not 97.'"),
    m("n_m_ok_he_lo_ela", "B", G_BASE, "correct", "answer_is", BASE_HE + " = 97\nהתשובה היא לא 342 אלא 97.", "he: 'The answer is not 342 but 97.'"),
    m("n_m_cs_preskrtnuto", "A", G_SET, "wrong", "boxed", SET_JA + r" Řešení: ~~$\boxed{\{1, 3, 5\}}$~~ Oprava: $\boxed{\{1, 3\}}$", "ja working, cs: 'Solution: ~~{1,3,5}~~ Correction: {1,3}' the gold struck, the last box drops a root"),
    m("n_m_ok_sv_inte", "B", G_POLY, "correct", "boxed", POLY_SV + r" Svaret är alltså $\boxed{3x^2 + 11x - 20}$, inte $3x^2 + 19x - 20$.", "sv: 'So the answer is 3x^2 + 11x - 20, not 3x^2 + 19x - 20.'"),
    m("n_m_sv_inte", "A", G_POLY, "no_answer", "answer_is", POLY_SV + r" Svaret är inte $3x^2 + 11x - 20$.", "sv: 'The answer is not 3x^2 + 11x - 20.'"),

    # ================================================================ 5. unit words and counted nouns
    g("u_ok_zh_zhi", "B", "335", "correct", "answer_is", PEN_ZH + "答：还剩 335 支。", "zh: 'Answer: 335 (measure word for pencils) left.'"),
    g("u_zh_he", "A", "335", "wrong", "answer_is", PEN_ZH + "答：一共 29 盒。", "zh: 'Answer: 29 boxes in all.' the number of boxes, not pencils"),
    g("u_ok_ja_hon", "B", "335", "correct", "answer_is", "鉛筆は 29 × 17 = 493 本。158 本配ったので、493 − 158 = 335 本残ります。\n答え：335本", "ja: 'Answer: 335 hon (counter for long objects)'"),
    g("u_ja_dasu", "A", "335", "wrong", "answer_is", "鉛筆は 29 × 17 = 493 本。158 本配ったので、493 − 158 = 335 本残ります。\n答え：約28ダース", "ja: 'Answer: about 28 dozen' 335 / 12 = 27.9: not 335"),
    g("u_ok_ru_karandashey", "B", "335", "correct", "answer_is", PEN_RU + "Ответ: 335 карандашей.", "ru: 'Answer: 335 pencils.'"),
    g("u_ru_menshe", "A", "335", "wrong", "answer_is", PEN_RU + "Ответ: на 158 меньше.", "ru: 'Answer: 158 fewer.' the number given out"),
    g("u_ok_es_lapices", "B", "335", "correct", "answer_is", PEN_ES + "Respuesta: quedan 335 lápices.", "es: 'Answer: 335 pencils remain.'"),
    g("u_es_docenas", "A", "335", "wrong", "answer_is", PEN_ES + "Respuesta: 335 docenas de lápices.", "es: '335 dozen pencils' = 4020, not the 335 pencils counted", True),
    g("u_ok_de_euro", "B", "16.17", "correct", "answer_is", APP_DE + "Antwort: Sie zahlt 16,17 Euro.", "de: 'Answer: She pays 16,17 euros.'"),
    g("u_de_cent", "A", "16.17", "wrong", "answer_is", APP_DE + "Antwort: Sie zahlt 16,17 Cent.", "de: '16,17 cents' is not 16.17 euros", True),
    g("u_ok_pl_zlotych", "B", "16.17", "correct", "answer_is", APP_PL + "Odpowiedź: 16,17 złotych.", "pl: 'Answer: 16,17 zloty.'"),
    g("u_pl_groszy", "A", "16.17", "wrong", "answer_is", APP_PL + "Odpowiedź: 1617 groszy.", "pl: 'Answer: 1617 grosz' = 16.17 zl in value, but the number is 1617", True),
    g("u_ok_ja_man", "B", "40500", "correct", "answer_is", SAL_JA + "答え：4万500ドル", "ja: '4 man 500 dollars' = 40,000 + 500 = 40500"),
    g("u_ja_man_wrong", "A", "40500", "wrong", "answer_is", SAL_JA + "答え：405万ドル", "ja: '405 man dollars' = 4,050,000"),
    g("u_ok_ko_man", "B", "40500", "correct", "answer_is", "16개월 × 2,437달러 = 38,992달러, 보너스 1,508달러를 더하면 40,500달러입니다.\n답: 4만 500달러", "ko: 'Answer: 4 man 500 dollars' = 40500"),
    g("u_ko_cheon", "A", "40500", "wrong", "answer_is", "16개월 × 2,437달러 = 38,992달러, 보너스 1,508달러를 더하면 40,500달러입니다.\n답: 4천 500달러", "ko: '4 cheon 500 dollars' = 4,500"),
    g("u_ok_hi_hazar", "B", "40500", "correct", "answer_is", "16 महीने × 2437 रुपये = 38992 रुपये; बोनस 1508 जोड़कर 40500 रुपये।\nउत्तर: 40.5 हज़ार रुपये", "hi: 'Answer: 40.5 thousand rupees' = 40500"),
    g("u_hi_lakh", "A", "40500", "wrong", "answer_is", "16 महीने × 2437 रुपये = 38992 रुपये; बोनस 1508 जोड़कर 40500 रुपये।\nउत्तर: 4.05 लाख रुपये", "hi: '4.05 lakh rupees' = 405,000, a magnitude error"),
    g("u_ok_tr_derece", "B", "-7.5", "correct", "answer_is", TMP_TR + "Cevap: −7,5 °C", "tr: 'Answer: -7,5 C'"),
    g("u_ok_tr_sifirin_alti", "B", "-7.5", "correct", "answer_is", TMP_TR + "Cevap: sıfırın altında 7,5 derece", "tr: 'Answer: 7,5 degrees below zero' = -7.5", True),
    g("u_uk_tepla", "A", "-7.5", "wrong", "answer_is", TMP_UK + "Відповідь: 7,5 градуса тепла.", "uk: '7,5 degrees of warmth' = +7.5"),
    g("u_ok_uk_moroz", "B", "-7.5", "correct", "answer_is", TMP_UK + "Відповідь: −7,5 °C (7,5 градуса морозу).", "uk: '-7,5 C (7,5 degrees of frost)'"),
    g("u_ok_it_percento", "B", "57.5", "correct", "answer_is", EXM_IT + "Risposta: il 57,5 per cento degli studenti.", "it: 'Answer: 57,5 percent of the students.'"),
    g("u_it_studenti", "A", "57.5", "wrong", "answer_is", EXM_IT + "Risposta: 46 studenti.", "it: 'Answer: 46 students.' the count, not the percent"),
    g("u_ok_id_rupiah", "B", "0", "correct", "answer_is", WAL_ID + "Jawaban: 0 rupiah.", "id: 'Answer: 0 rupiah.'"),
    g("u_id_ribu", "A", "0", "wrong", "answer_is", WAL_ID + "Jawaban: 140 ribu rupiah.", "id: 'Answer: 140 thousand rupiah.' the amount paid"),
    m("u_m_ok_ru_gradusov", "B", G_POLYG, "correct", "boxed", POLYG_RU + r" $= \boxed{156^\circ}$.", "ru: 156 degrees with the degree sign"),
    m("u_m_ok_it_gradi", "B", G_POLYG, "correct", "boxed", POLYG_IT + r" $= \boxed{156 \text{ gradi}}$.", "it: 156 'degrees' as text in the box"),
    m("u_m_it_sum", "A", G_POLYG, "wrong", "boxed", POLYG_IT + r"; la somma è $\boxed{2340^\circ}$.", "it: '; the sum is 2340' the sum, not one angle"),
    m("u_m_ru_rad", "A", G_POLYG, "wrong", "boxed", POLYG_RU + r" $= 156^\circ = \boxed{\frac{13\pi}{15}}$ рад.", "ru: 13pi/15 rad = 156 degrees as an angle, but the gold is in degrees", True),
    m("u_m_ok_ar_rad", "B", G_RAD, "correct", "boxed", RAD_AR + r" الجواب: $\boxed{\frac{7\pi}{6}}$ راديان", "ar: 'The answer: 7pi/6 radians'"),
    m("u_m_ar_degrees", "A", G_RAD, "wrong", "boxed", r"الزاوية $210^\circ$، الجواب: $\boxed{210}$ درجة", "ar: 'The angle 210 deg, the answer: 210 degrees' the degrees restated, radians asked", True),
    m("u_m_ok_cs_jednotek", "B", G_CIRC, "correct", "boxed", r"Obsah kruhu je $S = \pi r^2 = 49\pi$, tedy $\boxed{49\pi \text{ cm}^2}$.", "cs: 'The area of the circle is ... so 49 pi cm^2'"),
    m("u_m_ok_sv_enheter", "B", G_DIST, "correct", "boxed", r"Avståndet är $\sqrt{6^2 + 9^2} = \sqrt{117} = \boxed{3\sqrt{13}}$ längdenheter.", "sv: 'The distance is ... 3 sqrt 13 length units.'"),

    # ================================================================ 6. retractions and harmless after-text
    g("r_zh_gengzheng", "A", "335", "wrong", "hash", PEN_ZH + "#### 335\n\n更正：我看错了，发出的是 185 支，所以剩下 308 支。", "zh: 'Correction: I misread, 185 were given out, so 308 are left.'"),
    g("r_ok_zh_check", "B", "335", "correct", "hash", PEN_ZH + "#### 335\n\n检验：335 + 158 = 493 = 29 × 17 ✓", "zh: 'Check: 335 + 158 = 493 = 29 x 17'"),
    g("r_ru_popravka", "A", "335", "wrong", "hash", PEN_RU + "#### 335\n\nПоправка: раздали 185 карандашей, значит, осталось 308.", "ru: 'Correction: 185 pencils were handed out, so 308 remain.'"),
    g("r_ok_ru_proverka", "B", "335", "correct", "hash", PEN_RU + "#### 335\n\nПроверка: 335 + 158 = 493. Верно.", "ru: 'Check: 335 + 158 = 493. Correct.'"),
    g("r_es_perdon", "A", "335", "wrong", "answer_is", PEN_ES + "La respuesta es 335. Perdón, me equivoqué: son 308.", "es: 'The answer is 335. Sorry, I was wrong: it is 308.'"),
    g("r_ok_es_espero", "B", "335", "correct", "answer_is", PEN_ES + "La respuesta es 335. ¡Espero que te sirva! Si tienes otra duda, aquí estoy.", "es: 'The answer is 335. I hope it helps! If you have another question, I am here.'"),
    g("r_de_korrektur", "A", "16.17", "wrong", "hash", APP_DE + "#### 16,17\n\nKorrektur: Der Preis war 4,26 €, also 14,91 €.", "de: 'Correction: the price was 4,26, so 14,91.' (3.5 * 4.26 = 14.91)"),
    g("r_ok_de_probe", "B", "16.17", "correct", "hash", APP_DE + "#### 16,17\n\nProbe: 16,17 : 3,5 = 4,62 ✓", "de: 'Check: 16,17 / 3,5 = 4,62'"),
    g("r_fr_en_fait", "A", "16.17", "wrong", "answer_is", APP_FR + "La réponse est 16,17 €. En fait non, c'est 13,86 € : je n'avais que 3 kg.", "fr: 'The answer is 16,17. Actually no, it is 13,86: I only had 3 kg.'"),
    g("r_ok_fr_en_fait_gold", "B", "16.17", "correct", "answer_is", APP_FR.replace("soit 16,17 €", "soit 13,86 €") + "La réponse est 13,86 €. En fait non, j'ai oublié le demi-kilo : 13,86 + 2,31 = 16,17 €. La réponse est 16,17 €.", "fr: a correction to the gold ('Actually no, I forgot the half kilo')"),
    g("r_ja_teisei", "A", "40500", "wrong", "answer_is", SAL_JA + "答えは 40,500 ドルです。\n訂正：ボーナスは含めないので、38,992 ドルです。", "ja: 'Correction: the bonus is not included, so it is 38,992 dollars.'"),
    g("r_ok_ja_kenzan", "B", "40500", "correct", "answer_is", SAL_JA + "答えは 40,500 ドルです。\n検算：40,500 − 1,508 = 38,992 = 16 × 2,437 なので正しいです。", "ja: 'Verification: ... so it is correct.'"),
    g("r_pt_alias", "A", "40500", "wrong", "hash", SAL_PT + "#### 40500\n\nAliás, esqueci o desconto de 11% do INSS, então o valor real é menor. Resposta: 36.045", "pt: 'By the way, I forgot the 11% INSS deduction, so the real value is lower. Answer: 36.045' (40500 * 0.89 = 36045)"),
    g("r_ok_pt_obs", "B", "40500", "correct", "hash", SAL_PT + "#### 40500\n\nObservação: valores brutos, sem descontos.", "pt: 'Note: gross values, no deductions.'"),
    g("r_tr_hayir", "A", "-7.5", "wrong", "answer_is", TMP_TR + "Cevap: −7,5 derece. Hayır, bekle: saatte 1,5 değil 2,5 derece düşüyor, yani 3 − 17,5 = −14,5.", "tr: 'Answer: -7,5. No, wait: it drops 2,5 an hour, not 1,5, so -14,5.'"),
    g("r_ok_tr_kontrol", "B", "-7.5", "correct", "answer_is", TMP_TR + "Cevap: −7,5 derece.\nKontrol: −7,5 + 10,5 = 3 ✓", "tr: 'Answer: -7,5 degrees. Check: -7,5 + 10,5 = 3'"),
    g("r_it_anzi", "A", "57.5", "wrong", "answer_is", EXM_IT + "La risposta è 57,5 %. Anzi, no: ho confuso i promossi con i bocciati, quindi è il 42,5 %.", "it: 'The answer is 57,5%. Rather, no: I confused passed with failed, so it is 42,5%.'"),
    g("r_ok_it_grazie", "B", "57.5", "correct", "answer_is", EXM_IT + "La risposta è 57,5 %.\n\nSpero di esserti stato utile!", "it: 'I hope I was helpful!'"),
    g("r_nl_oeps", "A", "57.5", "wrong", "hash", EXM_NL + "#### 57,5\nOeps, ik heb de gezakte leerlingen geteld: 34 van de 80 is 42,5 %.\n#### 42,5", "nl: 'Oops, I counted the failed pupils: 34 of 80 is 42,5%.' a second #### 42,5"),
    g("r_ok_nl_user_turn", "B", "57.5", "correct", "hash", EXM_NL + "#### 57,5" + IM_USER + "Bedankt! En hoeveel procent is gezakt?", "nl: an invented next user turn ('Thanks! And what percent failed?') after the answer"),
    g("r_vi_xin_loi", "A", "0", "wrong", "answer_is", WAL_VI + "Đáp số: 0 đồng.\nXin lỗi, tôi tính nhầm: cô ấy có 175 nghìn, nên còn 35 nghìn đồng.", "vi: 'Sorry, I miscalculated: she had 175 thousand, so 35 thousand dong remain.'"),
    g("r_ok_vi_thu_lai", "B", "0", "correct", "answer_is", WAL_VI + "Đáp số: 0 đồng.\nThử lại: 4 × 35 = 140, 140 − 140 = 0. Đúng.", "vi: 'Check again: ... Correct.'"),
    m("r_m_ko_sujeong", "A", G_COMB, "wrong", "boxed", COMB_HI + r" $= \boxed{126}$" + "\n\n수정: 순서를 고려해야 하므로 답은 $\\boxed{3024}$입니다.", "ko: 'Revision: order matters, so the answer is 3024.'"),
    m("r_m_ok_ko_hwagin", "B", G_COMB, "correct", "boxed", COMB_HI + r" $= \boxed{126}$" + "\n\n확인: $\\binom{9}{5} = 126$ 이므로 대칭성도 맞습니다.", "ko: 'Confirmation: C(9,5) = 126, so the symmetry also holds.'"),
    m("r_m_fr_erratum", "A", G_SET, "wrong", "boxed", SET_PT.replace("Fatorando,", "En factorisant,") + r" Les solutions sont $\boxed{\{1, 3, 5\}}$." + "\n\nErratum : $x = 1$ n'annule pas le polynôme, l'ensemble est $\\boxed{\\{3, 5\\}}$.", "fr: 'Erratum: x = 1 does not cancel the polynomial, the set is {3, 5}.' (the erratum is itself false; the last committed answer is wrong)"),
    m("r_m_ok_pt_set", "B", G_SET, "correct", "boxed", SET_PT + r" Logo, as raízes são $\boxed{\{1, 3, 5\}}$." + "\n\nVerificação: $1 - 9 + 23 - 15 = 0$ ✓", "pt: 'So the roots are {1,3,5}. Verification: 1 - 9 + 23 - 15 = 0'"),
    m("r_m_ja_yappari", "A", G_SET, "wrong", "boxed", SET_JA + r" 解は $\boxed{1, 3, 5}$ です。" + "\nいや、やっぱり $x = 5$ は重解なので解は $\\boxed{1, 3}$ です。", "ja: 'No, after all x = 5 is a double root so the solutions are 1, 3.' (a false correction, final wrong)"),
    m("r_m_ok_ja_ijou", "B", G_SET, "correct", "boxed", SET_JA + r" よって解は $\boxed{1, 3, 5}$ です。" + "\n以上です。他に質問があればどうぞ。", "ja: 'That is all. Ask if you have other questions.'"),
    m("r_m_el_diorthosi", "A", G_MAT, "wrong", "boxed", MAT_IT + r" $\boxed{\begin{pmatrix} 5 & 4 \\ 1 & 2 \end{pmatrix}}$" + "\n\nΔιόρθωση: ο πολλαπλασιασμός γίνεται με την αντίστροφη σειρά, άρα $\\boxed{\\begin{pmatrix} 3 & 6 \\\\ 1 & 4 \\end{pmatrix}}$.", "it working, el: 'Correction: the multiplication goes in the reverse order, so (3 6; 1 4).'"),
    m("r_m_ok_it_matrix_check", "B", G_MAT, "correct", "boxed", MAT_IT + r" Quindi $AB = \boxed{\begin{pmatrix} 5 & 4 \\ 1 & 2 \end{pmatrix}}$." + "\nVerifica: $\\det(AB) = 10 - 4 = 6 = \\det A \\cdot \\det B = 1 \\cdot 6$ ✓", "it: 'So AB = ... Check: det(AB) = 6 = det A * det B'"),
    m("r_m_ar_tashih", "A", G_ROOTS, "wrong", "boxed", ROOTS_TR + r" $\boxed{-5, 7}$" + "\n\nتصحيح: الجذران هما $\\boxed{5, -7}$.", "tr working, ar: 'Correction: the two roots are 5, -7.'"),
    m("r_m_ok_fa_rishe", "B", G_ROOTS, "correct", "boxed", ROOTS_FA + r" بنابراین ریشه‌ها $\boxed{-5, 7}$ هستند." + "\nبررسی: $(-5)^2 - 2(-5) - 35 = 0$ ✓", "fa: 'So the roots are -5, 7. Check: ...'"),
    m("r_m_id_ralat", "A", G_CPX, "wrong", "boxed", CPX_ID + r" Jadi hasilnya $\boxed{6 + 7i}$." + "\n\nRalat: $-2i^2 = -2$, jadi hasilnya $\\boxed{2 + 7i}$.", "id: 'Erratum: -2i^2 = -2, so the result is 2 + 7i.' (a false correction)"),
    m("r_m_ok_id_semoga", "B", G_CPX, "correct", "boxed", CPX_ID + r" Jadi hasilnya $\boxed{6 + 7i}$." + "\n\nSemoga membantu!", "id: 'So the result is 6 + 7i. Hope it helps!'"),
    m("r_m_cs_withdraw", "A", G_INT, "wrong", "boxed", INT_CS + r" Tedy $x \in \boxed{(-4, 7)}$." + "\n\nPočkat, to není správně, odpověď beru zpět.", "cs: 'Wait, that is not right, I take the answer back.' withdrawn with nothing new", True),
    m("r_m_ok_cs_interval", "B", G_INT, "correct", "boxed", INT_CS + r" Tedy $x \in \boxed{(-4, 7)}$." + "\n\nZkouška: $x = 0$ dává $|-3| = 3 < 11$ ✓", "cs: 'So x in (-4, 7). Check: x = 0 gives 3 < 11'"),

    # ================================================================ 7. quoted / reported / hypothetical
    g("q_zh_laoshi", "A", "335", "wrong", "answer_is", PEN_ZH_SLIP + "老师说答案是 335，但我算出来是 308。\n答案：308", "zh: 'The teacher said the answer is 335, but I got 308. Answer: 308'"),
    g("q_ok_zh_laoshi", "B", "335", "correct", "answer_is", PEN_ZH + "有同学说答案是 308，但那是把 158 看成了 185。\n答案：335", "zh: 'A classmate said 308, but that read 158 as 185. Answer: 335'"),
    g("q_ru_esli", "A", "335", "no_answer", "answer_is", "Если бы раздали 158 карандашей, ответ был бы 335. Но в условии не сказано, сколько раздали, поэтому решить задачу нельзя.", "ru: 'If 158 pencils had been handed out, the answer would be 335. But the problem does not say how many, so it cannot be solved.' only a hypothetical"),
    g("q_ok_ru_esli_check", "B", "335", "correct", "answer_is", PEN_RU + "Если бы раздали 185, осталось бы 308, но раздали 158.\nОтвет: 335.", "ru: 'If 185 had been handed out, 308 would remain, but 158 were. Answer: 335.'"),
    g("q_es_libro", "A", "335", "no_answer", "none", 'Según el solucionario, "la respuesta es 335". No tengo forma de comprobarlo.', "es: 'According to the answer key, \"the answer is 335\". I have no way to check it.' only a quotation"),
    g("q_de_angenommen", "A", "16.17", "no_answer", "answer_is", "Angenommen, der Kilopreis wäre 4,62 €, dann kämen 16,17 € heraus. Der Preis steht aber nicht in der Aufgabe, daher kann ich keine Antwort geben.", "de: 'Suppose the price per kilo were 4,62, then 16,17 would come out. But the price is not in the problem, so I cannot give an answer.'"),
    g("q_ok_de_laut", "B", "16.17", "correct", "answer_is", APP_DE + "Laut Lösungsheft sind es 16,71 €, aber das ist ein Zahlendreher.\nAntwort: 16,17 €", "de: 'According to the answer booklet it is 16,71, but that is a transposition. Answer: 16,17'"),
    g("q_fr_selon", "A", "16.17", "wrong", "answer_is", APP_FR.replace("4,62", "4,26").replace("13,86", "12,78").replace("2,31", "2,13").replace("16,17", "14,91") + "Selon mon camarade, la réponse est 16,17 €, mais je trouve 14,91 €.\nRéponse : 14,91 €", "fr: 'According to my classmate 16,17, but I find 14,91. Answer: 14,91' (3 * 4.26 = 12.78, 0.5 * 4.26 = 2.13, sum 14.91)"),
    g("q_ja_moshi", "A", "40500", "no_answer", "answer_is", "もしボーナスが 1,508 ドルなら、合計は 40,500 ドルになります。しかし問題文にボーナスの額が書かれていないため、答えを確定できません。", "ja: 'If the bonus were 1,508 dollars the total would be 40,500. But the problem does not state the bonus, so the answer cannot be fixed.'"),
    g("q_ok_ja_moshi", "B", "40500", "correct", "answer_is", SAL_JA + "もしボーナスを忘れると 38,992 ドルになってしまいますが、正しくは 40,500 ドルです。\n答え：40,500 ドル", "ja: 'If one forgot the bonus it would be 38,992, but correctly it is 40,500. Answer: 40,500 dollars'"),
    g("q_pt_usuario", "A", "40500", "wrong", "answer_is", SAL_PT + "Você disse que a resposta é 40.500, mas o enunciado pede o valor sem o bônus.\nResposta: R$ 38.992", "pt: 'You said the answer is 40.500, but the problem asks without the bonus. Answer: R$ 38.992'"),
    g("q_tr_ornek", "A", "-7.5", "no_answer", "hash", "Örnek çözüm formatı:\n#### -7.5\nŞimdi senin sorunu çözeyim: soruda başlangıç sıcaklığı verilmemiş, bu yüzden çözemiyorum.", "tr: 'Example solution format: #### -7.5. Now let me solve your problem: the starting temperature is not given, so I cannot solve it.'"),
    g("q_ok_tr_ornek", "B", "-7.5", "correct", "hash", "Örnek format: #### 42\n\n" + TMP_TR + "#### -7.5", "tr: 'Example format: #### 42' then the working and #### -7.5"),
    g("q_it_part_b", "A", "57.5", "wrong", "answer_is", EXM_IT + "a) 57,5 %\nb) 42,5 %\nRisposta finale: 42,5 %", "it: part a 57,5%, part b 42,5%, 'Final answer: 42,5%'"),
    g("q_ok_it_citazione", "B", "57.5", "correct", "answer_is", EXM_IT + "Come dice il testo, \"meno della metà ha fallito\": infatti il 42,5 % è stato bocciato.\nRisposta: 57,5 %", "it: 'As the text says, \"less than half failed\": indeed 42,5% failed. Answer: 57,5%'"),
    g("q_id_kata", "A", "0", "wrong", "answer_is", "Kata temanku sisanya 0 rupiah, tapi aku hitung: 175 − 140 = 35 ribu.\nJawaban: 35 ribu rupiah", "id: 'My friend says 0 rupiah remain, but I compute 175 - 140 = 35 thousand. Answer: 35 thousand rupiah'"),
    m("q_m_ko_pyeonji", "A", G_P7, "no_answer", "boxed", r"예를 들어 답을 쓰는 형식은 “정답: $\boxed{\frac{7}{50}}$”와 같습니다. 이 문제는 조건이 부족해서 풀 수 없습니다.", "ko: 'For example, the answer format is \"Answer: boxed 7/50\". This problem lacks conditions and cannot be solved.'"),
    m("q_m_ok_ko_pyeonji", "B", G_P7, "correct", "boxed", r"형식 예시: $\boxed{42}$" + "\n\n" + P7_KO + r"입니다. 정답: $\boxed{\frac{7}{50}}$", "ko: 'Format example: boxed 42' then 'Answer: 7/50'"),
    m("q_m_fr_si", "A", G_P7, "wrong", "boxed", P7_FR.replace("entre $1$ et $50$", "entre $1$ et $49$").replace("\\frac{7}{50}", "\\frac{7}{49}") + r". Si l'intervalle allait jusqu'à $50$, on aurait $\frac{7}{50}$, mais ici on obtient $\boxed{\frac{1}{7}}$.", "fr: 'If the range went up to 50 we would have 7/50, but here we get 1/7.' the gold only hypothetical"),
    m("q_m_ru_prepod", "A", G_DIST, "wrong", "boxed", r"Преподаватель утверждает, что ответ $3\sqrt{13}$, но у меня получилось $d = \sqrt{36 + 49} = \boxed{\sqrt{85}}$.", "ru: 'The lecturer claims the answer is 3 sqrt 13, but I got sqrt 85.'"),
    m("q_m_ok_ru_prepod", "B", G_DIST, "correct", "boxed", DIST_RU + r" $= \boxed{3\sqrt{13}}$. Кто-то мог бы написать $\sqrt{85}$, перепутав $9^2$ с $7^2$.", "ru: 'Someone might write sqrt 85, confusing 9^2 with 7^2.' after the gold box"),
    m("q_m_es_supongamos", "A", G_INT, "no_answer", "boxed", r"Supongamos que la desigualdad fuera $|2x - 3| < 11$; entonces la solución sería $\boxed{(-4, 7)}$. Como el enunciado está incompleto, no puedo dar una respuesta definitiva.", "es: 'Suppose the inequality were ...; then the solution would be (-4, 7). As the statement is incomplete, I cannot give a definitive answer.'"),
    m("q_m_ok_pt_enunciado", "B", G_INT, "correct", "boxed", INT_PT + r" O enunciado diz “$x$ real”, portanto o conjunto solução é $\boxed{(-4, 7)}$.", "pt: 'The statement says \"x real\", so the solution set is (-4, 7).'"),
    m("q_m_de_partb", "A", G_POLY, "wrong", "boxed", POLY_NL.replace("We werken de haakjes uit:", "Ausmultiplizieren:") + r" a) $\boxed{3x^2 + 11x - 20}$ b) Für $(3x + 4)(x - 5)$: $\boxed{3x^2 - 11x - 20}$", "de: two parts; the last box is part b, 3x^2 - 11x - 20", True),
    m("q_m_hi_maan", "A", G_BASE, "no_answer", "answer_is", r"मान लीजिए संख्या $342_5$ है, तो दशमलव में यह 97 होगी। लेकिन प्रश्न में आधार नहीं दिया गया है, इसलिए उत्तर नहीं दिया जा सकता।", "hi: 'Suppose the number is 342_5, then in decimal it would be 97. But the base is not given, so no answer can be given.'"),
    m("q_m_ok_hi_kaha", "B", G_BASE, "correct", "answer_is", BASE_UK + r" = 97." + "\nकुछ लोग 342 को सीधे उत्तर मान लेते हैं, पर यह गलत है।\nअतः उत्तर 97 है।", "uk working, hi: 'Some people take 342 as the answer directly, but that is wrong. So the answer is 97.'"),
    m("q_m_he_amar", "A", G_CIRC, "wrong", "boxed", r"המורה אמר שהשטח הוא $49\pi$, אבל לפי החישוב שלי $A = 2\pi r = \boxed{14\pi}$.", "he: 'The teacher said the area is 49 pi, but by my calculation A = 2 pi r = 14 pi.'"),
    m("q_m_ok_th_khru", "B", G_CIRC, "correct", "boxed", r"ครูบอกว่าอย่าสับสนกับเส้นรอบวง $14\pi$" + "\n" + CIRC_TL.replace("Ang area ng bilog ay", "พื้นที่วงกลมคือ") + r" $= \boxed{49\pi}$ ตารางหน่วย", "th: 'The teacher said not to confuse it with the circumference 14 pi. The area of the circle is 49 pi square units.'"),
    m("q_m_vi_vidu", "A", G_CPX, "no_answer", "boxed", r"Ví dụ về cách trình bày: “Đáp án: $\boxed{6 + 7i}$”. Bạn hãy gửi đề bài đầy đủ để mình giải nhé.", "vi: 'Example of the layout: \"Answer: 6 + 7i\". Please send the full problem so I can solve it.'"),
    m("q_m_sv_om", "A", G_SQ, "wrong", "boxed", r"Om man räknar fel och adderar under rottecknet får man $\sqrt{68}$. Om man förenklar korrekt får man $8\sqrt{2}$. Svaret är $\boxed{\sqrt{68}}$.", "sv: 'If one adds under the root one gets sqrt 68. If one simplifies correctly one gets 8 sqrt 2. The answer is sqrt 68.'"),
    m("q_m_ok_sv_om", "B", G_SQ, "correct", "boxed", r"Om man adderar under rottecknet får man $\sqrt{68}$, vilket är fel. " + SQ_PL.replace("Mamy", "Vi har").replace("oraz", "och").replace(", więc suma wynosi", ", så summan blir") + r" $= \boxed{8\sqrt{2}}$.", "sv: 'If one adds under the root one gets sqrt 68, which is wrong. We have ... so the sum is 8 sqrt 2.'"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ok_zh_fullwidth", "B", "335", "correct", "answer_is", PEN_ZH + "答案：３３５", "zh: full-width digits ３３５ (U+FF13..) as Chinese IMEs write them", True),
    g("b_ok_ar_rlm", "B", "335", "correct", "answer_is", "بعد توزيع ١٥٨ قلمًا يبقى ٤٩٣ − ١٥٨ = ٣٣٥.\nالإجابة: \u200f335\u200f قلمًا", "ar: right-to-left marks around 335; 'Answer: 335 pens'"),
    g("b_ok_fr_nbsp", "B", "40500", "correct", "answer_is", "16 × 2\u202f437 = 38\u202f992 € ; 38\u202f992 + 1\u202f508 = 40\u202f500 €.\nRéponse : 40\u202f500\u00a0€", "fr: narrow no-break spaces as thousands separators (40 500)"),
    g("b_ok_de_bom", "B", "16.17", "correct", "hash", "\ufeff" + APP_DE + "#### 16,17", "a byte-order mark at the start"),
    g("b_ok_zwsp", "B", "0", "correct", "hash", WAL_VI + "Đáp số:\u200b #### 0\u200b", "zero-width spaces after the colon and the answer"),
    g("b_ok_nul", "B", "335", "correct", "hash", PEN_RU + "Ответ: #### 335\u0000", "a NUL after the answer; a right answer, but NUL makes the pair bad input", True),
    g("b_long_ru", "A", "335", "no_answer", "truncated", PEN_RU.split("\n")[0] + "\n" + ("Пересчитаем ещё раз. " * 3000), "ru: 'Let us recount once more.' repeated 3000 times, no answer (a long loop)"),
    g("b_emoji_zh", "A", "335", "wrong", "answer_is", PEN_ZH_SLIP + "答案：308 ✏️🎉", "zh: the slip 308 with emoji"),
    g("b_ok_emoji_zh", "B", "335", "correct", "answer_is", PEN_ZH + "答案：335 ✏️🎉", "zh: 335 with emoji"),
    m("b_m_ok_ja_fullwidth_box", "B", G_BASE, "correct", "boxed", BASE_HE.replace("נמיר לבסיס 10:", "10進数に直すと") + r" $= \boxed{97}$。答え：９７", "ja: '(converting to base 10)' box 97, 'Answer: ９７' full-width"),
    m("b_m_ctrl_chars", "A", G_COMB, "wrong", "boxed", COMB_CS + "\u0007\u0008 $= \\boxed{3024}$", "cs working; BEL and BS control characters; the box holds 3024"),
    m("b_m_ok_combining", "B", G_RAD, "correct", "boxed", RAD_EL.replace("Μετατρέπουμε", "Μετατρε\u0301πουμε") + r" Απάντηση: $\boxed{\frac{7\pi}{6}}$", "el: a decomposed accent (e + U+0301) in the text; 'Answer: 7pi/6'"),
    m("b_m_astral", "A", G_SQ, "wrong", "boxed", SQ_TH + r" $= \boxed{2\sqrt{17}}$ 𝕏𝟘", "th working; astral-plane math letters after a wrong box 2 sqrt 17"),
    m("b_m_ok_astral", "B", G_SQ, "correct", "boxed", SQ_TH + r" $= \boxed{8\sqrt{2}}$ 𝕏𝟘", "th working; astral-plane letters after the right box"),

    # ================================================================ batch 5: MATH, all classes
    # --- tags
    m("t_m_ok_es_frac", "B", G_FRAC, "correct", "tag", th(FRAC_ES + r" $= \frac{23}{12}$." + "\n") + r"<answer>La suma es $\frac{23}{12}$.</answer>", "es: 'The sum is 23/12.'"),
    m("t_m_ok_es_frac_mixed", "B", G_FRAC, "correct", "tag", th(FRAC_ES + r" $= \frac{23}{12} = 1\frac{11}{12}$." + "\n") + r"<answer>$1 \frac{11}{12}$</answer>", "es working; a mixed number 1 11/12 = 23/12 (taught this way in many schools)", True),
    m("t_m_pl_frac_addtop", "A", G_FRAC, "wrong", "tag", th(r"$\frac{1 + 2 + 3}{2 + 3 + 4} = \frac{6}{9}$" + "\n") + r"<answer>Suma wynosi $\frac{2}{3}$.</answer>", "pl: 'The sum equals 2/3.' (numerators and denominators added)"),
    m("t_m_ok_de_vec", "B", G_VEC, "correct", "tag", th(VEC_DE + "\n") + r"<answer>Der resultierende Vektor ist $\begin{pmatrix} 4 \\ 5 \end{pmatrix}$.</answer>", "de: 'The resulting vector is (4, 5).'"),
    m("t_m_de_vec_slip", "A", G_VEC, "wrong", "tag", th(r"$\begin{pmatrix} 2 \\ -3 \end{pmatrix} + 2\begin{pmatrix} 1 \\ 4 \end{pmatrix} = \begin{pmatrix} 4 \\ 1 \end{pmatrix}$" + "\n") + r"<answer>Der resultierende Vektor ist $\begin{pmatrix} 4 \\ 1 \end{pmatrix}$.</answer>", "de: 'The resulting vector is (4, 1).' (-3 + 4: the 2 not applied)"),
    m("t_m_ok_ru_series", "B", G_SER, "correct", "tag", th(SER_RU + r" $= 610$." + "\n") + r"<answer>Сумма равна 610.</answer>", "ru: 'The sum equals 610.'"),
    m("t_m_ru_series_n", "A", G_SER, "wrong", "tag", th(SER_RU + r" $= 610$." + "\n") + r"<answer>Число членов: 20.</answer>", "ru: 'The number of terms: 20.' the wrong quantity in the tag"),
    m("t_m_ok_zh_series_box", "B", G_SER, "correct", "tag", th(SER_ZH + " $= 610$。\n") + r"<answer>所以和为 $\boxed{610}$。</answer>", "zh: 'So the sum is 610.' a box in the tag"),
    m("t_m_zh_series_placeholder", "A", G_SER, "no_answer", "tag", th(SER_ZH + " $= 610$。\n") + "<answer>（在此填写最终答案）</answer>", "zh: '(write the final answer here)' a placeholder"),
    m("t_m_ok_it_dice", "B", G_DICE, "correct", "tag", th(DICE_IT + r" $= \frac{1}{9}$." + "\n") + r"<answer>La probabilità è $\frac{1}{9}$.</answer>", "it: 'The probability is 1/9.'"),
    m("t_m_it_dice_unsimplified_wrong", "A", G_DICE, "wrong", "tag", th(r"Le coppie con somma $9$ sono $(3,6), (4,5)$: $2$ casi su $36$." + "\n") + r"<answer>La probabilità è $\frac{2}{36}$.</answer>", "it: 'The probability is 2/36.' ordered pairs missed"),
    m("t_m_ok_ja_dice_chain", "B", G_DICE, "correct", "tag", th(DICE_JA + r" $= \frac{1}{9}$。" + "\n") + r"<answer>確率は $\dfrac{4}{36} = \dfrac{1}{9}$ です。</answer>", "ja: 'The probability is 4/36 = 1/9.'"),
    m("t_m_ok_fr_trig", "B", G_TRIG, "correct", "tag", th(TRIG_FR + r" $= -\frac{\sqrt{3}}{2}$." + "\n") + r"<answer>$\cos\left(\frac{5\pi}{6}\right) = -\frac{\sqrt{3}}{2}$</answer>", "fr working; the tag holds an equation ending in the gold"),
    m("t_m_fr_trig_sign", "A", G_TRIG, "wrong", "tag", th(TRIG_FR + "\n") + r"<answer>$\cos\left(\frac{5\pi}{6}\right) = \frac{\sqrt{3}}{2}$</answer>", "fr: the sign lost"),
    m("t_m_ok_uk_interval", "B", G_QI, "correct", "tag", th(QI_UK + "\n") + r"<answer>Відповідь: $x \in [1; 4]$.</answer>", "uk: 'Answer: x in [1; 4].' semicolon separator as in Ukrainian schools"),
    m("t_m_uk_interval_open", "A", G_QI, "wrong", "tag", th(QI_UK + "\n") + r"<answer>Відповідь: $x \in (1; 4)$.</answer>", "uk: an open interval for a non-strict inequality"),
    m("t_m_ok_es_union", "B", G_UNI, "correct", "tag", th(UNI_ES + "\n") + r"<answer>$x \in (-\infty, -3) \cup (3, +\infty)$</answer>", "es working; the union with +infinity"),
    m("t_m_es_union_inner", "A", G_UNI, "wrong", "tag", th(r"$x^2 > 9 \iff -3 < x < 3$." + "\n") + r"<answer>$x \in (-3, 3)$</answer>", "es: the inner interval (sign of the inequality flipped)"),
    m("t_m_ok_nl_rat", "B", G_RAT, "correct", "tag", th(RAT_NL + r" $= 2\sqrt{3}$." + "\n") + r"<answer>Het antwoord is $2\sqrt{3}$.</answer>", "nl: 'The answer is 2 sqrt 3.'"),
    m("t_m_nl_rat_decimal", "A", G_RAT, "wrong", "tag", th(RAT_NL + r" $\approx 3{,}46$." + "\n") + r"<answer>Het antwoord is ongeveer $3{,}46$.</answer>", "nl: 'The answer is about 3,46.' a decimal for 2 sqrt 3"),
    m("t_m_ok_pt_sys", "B", G_SYS, "correct", "tag", th(SYS_PT + "\n") + r"<answer>A solução é $x = 6$ e $y = 3$.</answer>", "pt: 'The solution is x = 6 and y = 3.'"),
    m("t_m_pt_sys_swapped", "A", G_SYS, "wrong", "tag", th(SYS_PT + "\n") + r"<answer>$(3, 6)$</answer>", "pt working; the pair swapped (3, 6)"),
    m("t_m_ok_el_tri", "B", G_TRI, "correct", "tag", th(TRI_EL + r" $= 80^\circ$." + "\n") + r"<answer>Η τρίτη γωνία είναι $80^\circ$.</answer>", "el: 'The third angle is 80 degrees.'"),
    m("t_m_ok_sv_gcd", "B", G_GCD, "correct", "tag", th(GCD_SV + " $= 42$.\n") + r"<answer>Största gemensamma delaren är 42.</answer>", "sv: 'The greatest common divisor is 42.'"),
    m("t_m_sv_lcm", "A", G_GCD, "wrong", "tag", th(GCD_SV + " $= 42$, och $\\mathrm{mgm} = 2^2 \\cdot 3^2 \\cdot 7 = 252$.\n") + r"<answer>Minsta gemensamma multipeln är 252.</answer>", "sv: 'The least common multiple is 252.' the lcm, not the gcd"),
    m("t_m_ok_he_line", "B", G_LINE, "correct", "tag", th(LINE_HE + "\n") + r"<answer>משוואת הישר היא $y = 3x - 1$.</answer>", "he: 'The equation of the line is y = 3x - 1.'"),
    m("t_m_he_line_slope", "A", G_LINE, "wrong", "tag", th(LINE_HE + "\n") + r"<answer>השיפוע הוא 3.</answer>", "he: 'The slope is 3.' only the slope"),

    # --- phrase + ####
    m("h_m_ok_es_frac_hash", "B", G_FRAC, "correct", "hash", FRAC_ES + r" $= \frac{23}{12}$." + "\nLa respuesta es: #### 23/12", "es: 'The answer is: #### 23/12'"),
    m("h_m_es_frac_hash_other", "A", G_FRAC, "wrong", "hash", FRAC_ES + r" $= \frac{23}{12}$." + "\nLa respuesta es $\\frac{23}{12}$.\n#### 23/36", "es: phrase 23/12 then #### 23/36: two final answers"),
    m("h_m_ok_ru_series_hash", "B", G_SER, "correct", "hash", SER_RU + r" $= 610$." + "\nОтвет: #### 610", "ru: 'Answer: #### 610'"),
    m("h_m_ru_series_hash_n", "A", G_SER, "wrong", "hash", SER_RU + r" $= 610$." + "\nОтвет: #### 20", "ru: 'Answer: #### 20' the number of terms"),
    m("h_m_ok_gcd_cs_hash", "B", G_GCD, "correct", "hash", GCD_CS + " $= 42$.\nOdpověď: #### 42", "cs: 'Answer: #### 42'"),
    m("h_m_gcd_cs_hash_empty", "A", G_GCD, "no_answer", "hash", GCD_CS + ".\nOdpověď:\n####", "cs: 'Answer:' and an empty ####"),
    m("h_m_ok_tri_fa_hash", "B", G_TRI, "correct", "hash", TRI_FA + " $= 80^\\circ$.\nپاسخ: #### 80", "fa: 'Answer: #### 80'"),
    m("h_m_tri_fa_hash_other", "A", G_TRI, "wrong", "hash", TRI_FA + " $= 80^\\circ$.\nپاسخ: #### 100", "fa: 'Answer: #### 100' (the exterior angle 35 + 65)"),
    m("h_m_ok_ja_dice_hash", "B", G_DICE, "correct", "hash", DICE_JA + r" $= \frac{1}{9}$。" + "\n答え：#### 1/9", "ja: 'Answer: #### 1/9'"),
    m("h_m_ja_dice_hash_hedge", "A", G_DICE, "wrong", "hash", DICE_JA + "。\n答えは 1/9 か 1/12 です。\n#### 1/9", "ja: 'The answer is 1/9 or 1/12.' a hedge before ####", True),
    m("h_m_ok_tl_hash", "B", G_RAT, "correct", "hash", RAT_ID + r" $= 2\sqrt{3}$." + "\nAng sagot ay: #### 2\\sqrt{3}", "id working, tl: 'The answer is: #### 2 sqrt 3'"),
    m("h_m_ok_th_hash", "B", G_GCD, "correct", "hash", GCD_SV + " $= 42$\nคำตอบคือ #### 42", "sv working, th: 'The answer is #### 42' (mixed language)"),
    # --- exactness
    m("x_m_ok_es_frac_decimal_rep", "B", G_FRAC, "correct", "boxed", FRAC_ES + r" $= \frac{23}{12} = 1{,}91\overline{6}$. Resultado: $\boxed{1{,}91\overline{6}}$", "es: 1,91(6) repeating = 23/12 exactly (1.91666...)", True),
    m("x_m_es_frac_decimal", "A", G_FRAC, "wrong", "boxed", FRAC_ES + r" $\approx \boxed{1{,}92}$", "es: 1,92 rounded, not 23/12"),
    m("x_m_ok_pl_frac_improper", "B", G_FRAC, "correct", "boxed", FRAC_PL + r" $= \boxed{\frac{46}{24}}$", "pl working; 46/24 = 23/12 unsimplified"),
    m("x_m_ok_ko_trig", "B", G_TRIG, "correct", "boxed", TRIG_KO + r" $= \boxed{-\frac{1}{2}\sqrt{3}}$", "ko working; -(1/2) sqrt 3 = -sqrt3/2"),
    m("x_m_ko_trig_decimal", "A", G_TRIG, "wrong", "boxed", TRIG_KO + r" $\approx \boxed{-0.866}$", "ko working; -0.866 a decimal for -sqrt3/2"),
    m("x_m_ko_trig_sin", "A", G_TRIG, "wrong", "boxed", r"$\cos\frac{5\pi}{6} = -\sin\frac{\pi}{6} = \boxed{-\frac{1}{2}}$ 입니다.", "ko: -1/2 (sin and cos confused)"),
    m("x_m_ok_id_rat_sqrt12", "B", G_RAT, "correct", "boxed", RAT_ID + r" $= \boxed{\sqrt{12}}$", "id working; sqrt 12 = 2 sqrt 3"),
    m("x_m_id_rat_off", "A", G_RAT, "wrong", "boxed", RAT_ID + r" $= \boxed{2\sqrt{3} + 10^{-10}}$", "id working; an exact expression a hair off"),
    m("x_m_ok_uk_series_sci", "B", G_SER, "correct", "boxed", SER_RU.replace("Это арифметическая прогрессия", "Це арифметична прогресія").replace("откуда", "звідки").replace(" и ", " і ") + r" $= \boxed{6{,}1 \cdot 10^2}$", "uk: 6,1 * 10^2 = 610", True),
    m("x_m_zh_series_off", "A", G_SER, "wrong", "boxed", SER_ZH + r" $= \boxed{620}$", "zh: 620 (20 * 62 / 2)"),
    m("x_m_ok_cs_gcd_product", "B", G_GCD, "correct", "boxed", GCD_CS + r" $= \boxed{2 \cdot 3 \cdot 7}$", "cs working; the product 2 * 3 * 7 = 42 left unevaluated"),
    m("x_m_ok_fa_tri_persian", "B", G_TRI, "correct", "answer_is", TRI_FA + " $= 80^\\circ$.\nپاسخ: ۸۰ درجه", "fa: 'Answer: 80 degrees' with Persian digits"),
    m("x_m_fa_tri_persian_wrong", "A", G_TRI, "wrong", "answer_is", TRI_FA + " $= 80^\\circ$.\nپاسخ: ۱۰۰ درجه", "fa: 'Answer: 100 degrees' (Persian digits)"),
    m("x_m_ok_de_vec_transpose", "B", G_VEC, "correct", "boxed", VEC_DE + r" $= \boxed{(4, 5)^T}$", "de working; (4, 5)^T is the column vector (4; 5)", True),

    # --- negation / strike-out / annotation
    m("n_m_es_no_es", "A", G_FRAC, "no_answer", "answer_is", FRAC_ES + ".\nLa respuesta no es $\\frac{23}{12}$.", "es: 'The answer is not 23/12.'"),
    m("n_m_ok_es_no_sino", "B", G_FRAC, "correct", "answer_is", FRAC_ES + ".\nLa respuesta no es $\\frac{6}{9}$, sino $\\frac{23}{12}$.", "es: 'The answer is not 6/9 but 23/12.'"),
    m("n_m_ru_box_neverno", "A", G_SER, "wrong", "boxed", SER_RU + r" $= \boxed{610}$ (неверно)", "ru: the box annotated '(incorrect)'"),
    m("n_m_ok_ru_box_verno", "B", G_SER, "correct", "boxed", SER_RU + r" $= \boxed{610}$ (верно)", "ru: the box annotated '(correct)'"),
    m("n_m_it_non", "A", G_DICE, "no_answer", "answer_is", DICE_IT + ".\nLa probabilità non è $\\frac{1}{9}$.", "it: 'The probability is not 1/9.'"),
    m("n_m_ok_it_non_ma", "B", G_DICE, "correct", "answer_is", DICE_IT + ".\nLa probabilità non è $\\frac{1}{12}$ ma $\\frac{1}{9}$.", "it: 'The probability is not 1/12 but 1/9.'"),
    m("n_m_fr_strike_box", "A", G_TRIG, "wrong", "boxed", TRIG_FR + r" $= \boxed{\xcancel{-\frac{\sqrt{3}}{2}}\ \frac{\sqrt{3}}{2}}$", "fr working; the gold crossed out, sqrt3/2 after"),
    m("n_m_ok_fr_strike_other", "B", G_TRIG, "correct", "boxed", TRIG_FR + r" $= \boxed{-\frac{\sqrt{3}}{2}}$ (et non ~~$\frac{\sqrt{3}}{2}$~~)", "fr: 'and not ~~sqrt3/2~~' after the gold box"),
    m("n_m_uk_ne", "A", G_QI, "no_answer", "answer_is", QI_UK + "\nВідповідь — не $[1; 4]$.", "uk: 'The answer is not [1; 4].'"),
    m("n_m_vi_khong_phai", "A", G_QI, "wrong", "answer_is", QI_VI + "\nĐáp án không phải $[1, 4]$ mà là $(1, 4)$.", "vi: 'The answer is not [1, 4] but (1, 4).'"),
    m("n_m_ok_vi_khong_phai", "B", G_QI, "correct", "answer_is", QI_VI + "\nĐáp án không phải $(1, 4)$ mà là $[1, 4]$.", "vi: 'The answer is not (1, 4) but [1, 4].'"),
    m("n_m_tr_degil", "A", G_UNI, "no_answer", "answer_is", UNI_TR + "\nCevap $(-\\infty, -3) \\cup (3, \\infty)$ değildir.", "tr: 'The answer is not (-inf, -3) U (3, inf).'"),
    m("n_m_ok_tr_degil", "B", G_UNI, "correct", "answer_is", UNI_TR + "\nCevap $(-3, 3)$ değil, $(-\\infty, -3) \\cup (3, \\infty)$'dir.", "tr: 'The answer is not (-3, 3), it is (-inf, -3) U (3, inf).'"),
    m("n_m_ar_laysa", "A", G_SYS, "no_answer", "answer_is", SYS_AR + "\nالحل ليس $(6, 3)$.", "ar: 'The solution is not (6, 3).'"),
    m("n_m_ok_ar_laysa", "B", G_SYS, "correct", "answer_is", SYS_AR + "\nالحل ليس $(3, 6)$ بل $(6, 3)$.", "ar: 'The solution is not (3, 6) but (6, 3).'"),
    m("n_m_nl_fout", "A", G_RAT, "wrong", "boxed", RAT_NL + r" $= \boxed{2\sqrt{3}}$ ❌ fout, opnieuw berekenen", "nl: the box marked 'wrong, recalculate'"),
    m("n_m_ok_nl_klopt", "B", G_RAT, "correct", "boxed", RAT_NL + r" $= \boxed{2\sqrt{3}}$ ✅ klopt", "nl: the box marked 'correct'"),

    # --- unit words
    m("u_m_ok_el_moires", "B", G_TRI, "correct", "boxed", TRI_EL + r" $= \boxed{80^\circ}$ μοίρες", "el: 80 degrees, the word 'degrees' after"),
    m("u_m_el_rad", "A", G_TRI, "wrong", "boxed", TRI_EL + r" $= 80^\circ = \boxed{\frac{4\pi}{9}}$", "el: 4pi/9 rad = 80 degrees, but the gold is degrees", True),
    m("u_m_ok_sv_stycken", "B", G_GCD, "correct", "answer_is", GCD_SV + " $= 42$.\nSvar: 42", "sv: 'Answer: 42'"),
    m("u_m_ok_it_retta", "B", G_LINE, "correct", "boxed", LINE_IT + r" La retta è $\boxed{y = 3x - 1}$.", "it: 'The line is y = 3x - 1.'"),
    m("u_m_it_retta_other", "A", G_LINE, "wrong", "boxed", LINE_IT + r" La retta è $\boxed{y = 3x + 1}$.", "it: y = 3x + 1, the intercept sign slipped"),
    m("u_m_ok_ja_series", "B", G_SER, "correct", "answer_is", SER_ZH.replace("这是等差数列，首项", "初項").replace("，公差", "、公差").replace("，末项", "、末項").replace("，项数", "、項数").replace("，和为", "、和は") + " $= 610$。\n答え：610", "ja/zh-character working ('first term ... sum'); 'Answer: 610'"),
    m("u_m_ko_gae", "A", G_SER, "wrong", "answer_is", SER_ZH + " $= 610$。\n답: 20개", "zh working, ko: 'Answer: 20 (items)' the count of terms"),
    m("u_m_ok_hi_ikai", "B", G_CIRC, "correct", "boxed", r"वृत्त का क्षेत्रफल $A = \pi r^2 = \pi \cdot 49 = \boxed{49\pi}$ वर्ग इकाई", "hi: 'The area of the circle ... 49 pi square units'"),
    m("u_m_hi_paridhi", "A", G_CIRC, "wrong", "boxed", r"वृत्त की परिधि $C = 2\pi r = \boxed{14\pi}$ इकाई", "hi: 'The circumference of the circle ... 14 pi units' the wrong quantity"),
    # --- retractions and harmless after-text
    m("r_m_es_corrijo", "A", G_FRAC, "wrong", "boxed", FRAC_ES + r" $= \boxed{\frac{23}{12}}$." + "\n\nCorrijo: el último sumando era $\\frac{3}{5}$, así que la suma es $\\boxed{\\frac{53}{30}}$.", "es: 'I correct: the last addend was 3/5, so the sum is 53/30.' (15/30 + 20/30 + 18/30 = 53/30)"),
    m("r_m_ok_es_comprobacion", "B", G_FRAC, "correct", "boxed", FRAC_ES + r" $= \boxed{\frac{23}{12}}$." + "\n\nComprobación: $\\frac{23}{12} \\approx 1{,}917 \\approx 0{,}5 + 0{,}667 + 0{,}75$ ✓", "es: 'Check: 23/12 ~ 1,917 ~ 0,5 + 0,667 + 0,75'"),
    m("r_m_de_nachtrag", "A", G_VEC, "wrong", "boxed", VEC_DE + r" $= \boxed{\begin{pmatrix} 4 \\ 5 \end{pmatrix}}$" + "\n\nNachtrag: Gemeint war $2\\vec{a} + \\vec{b}$, also $\\boxed{\\begin{pmatrix} 5 \\\\ -2 \\end{pmatrix}}$.", "de: 'Addendum: 2a + b was meant, so (5, -2).' (2(2,-3) + (1,4) = (5,-2))"),
    m("r_m_ok_de_vec_probe", "B", G_VEC, "correct", "boxed", VEC_DE + r" $= \boxed{\begin{pmatrix} 4 \\ 5 \end{pmatrix}}$" + "\n\nProbe: $4 - 2 \\cdot 1 = 2$ und $5 - 2 \\cdot 4 = -3$ ✓", "de: 'Check: 4 - 2 = 2 and 5 - 8 = -3'"),
    m("r_m_zh_dengdeng", "A", G_SER, "wrong", "boxed", SER_ZH + r" $= \boxed{610}$。" + "\n等等，末项应该是 $56$，项数 $19$，和为 $\\frac{19 \\cdot 58}{2} = \\boxed{551}$。", "zh: 'Wait, the last term should be 56, 19 terms, sum 551.' (19 * 58 / 2 = 551)"),
    m("r_m_ok_zh_yanzheng", "B", G_SER, "correct", "boxed", SER_ZH + r" $= \boxed{610}$。" + "\n验证：$2 + 59 = 61$，共 $10$ 对，$61 \\times 10 = 610$ ✓", "zh: 'Verify: 2 + 59 = 61, 10 pairs, 610'"),
    m("r_m_it_ripensandoci", "A", G_DICE, "wrong", "boxed", DICE_IT + r" $= \boxed{\frac{1}{9}}$." + "\n\nRipensandoci, $(3,6)$ e $(6,3)$ sono lo stesso lancio, quindi $P = \\boxed{\\frac{2}{21}}$.", "it: 'On second thought, (3,6) and (6,3) are the same throw, so P = 2/21.' (a false correction, the final answer wrong)"),
    m("r_m_ok_it_spero", "B", G_DICE, "correct", "boxed", DICE_IT + r" $= \boxed{\frac{1}{9}}$." + "\n\nSpero sia chiaro! Fammi sapere se hai altre domande.", "it: 'I hope it is clear! Let me know if you have other questions.'"),
    m("r_m_ja_machigai", "A", G_DICE, "wrong", "boxed", DICE_JA + r" $= \boxed{\frac{1}{9}}$。" + "\nすみません、間違えました。正しくは $\\boxed{\\frac{1}{12}}$ です。", "ja: 'Sorry, I made a mistake. Correctly it is 1/12.'"),
    m("r_m_ok_ja_user_turn", "B", G_DICE, "correct", "boxed", DICE_JA + r" $= \boxed{\frac{1}{9}}$。" + IM_USER + "ありがとう。じゃあ和が 10 の確率は？", "ja: an invented next user turn ('Thanks. Then the probability of sum 10?')"),
    m("r_m_ko_dasi", "A", G_TRIG, "wrong", "boxed", TRIG_KO + r" $= \boxed{-\frac{\sqrt{3}}{2}}$" + "\n\n다시 보니 제2사분면에서 코사인은 양수이므로 $\\boxed{\\frac{\\sqrt{3}}{2}}$입니다.", "ko: 'Looking again, cosine is positive in the second quadrant, so sqrt3/2.' (a false correction)"),
    m("r_m_ok_ko_dasi_gold", "B", G_TRIG, "correct", "boxed", TRIG_KO.replace("-\\cos", "\\cos") + r" $= \boxed{\frac{\sqrt{3}}{2}}$" + "\n\n다시 보니 제2사분면에서 코사인은 음수이므로 $\\boxed{-\\frac{\\sqrt{3}}{2}}$입니다.", "ko: 'Looking again, cosine is negative in the second quadrant, so -sqrt3/2.' a correction to the gold"),
    m("r_m_uk_vybachte", "A", G_QI, "wrong", "boxed", QI_UK + r" Отже, $x \in \boxed{[1; 4]}$." + "\n\nВибачте, помилка: нерівність строга, тому $\\boxed{(1; 4)}$.", "uk: 'Sorry, a mistake: the inequality is strict, so (1; 4).'"),
    m("r_m_ok_uk_perevirka", "B", G_QI, "correct", "boxed", QI_UK + r" Отже, $x \in \boxed{[1; 4]}$." + "\n\nПеревірка: $x = 2$: $4 - 10 + 4 = -2 \\le 0$ ✓", "uk: 'So x in [1; 4]. Check: x = 2 gives -2 <= 0'"),
    m("r_m_pt_na_verdade", "A", G_SYS, "wrong", "boxed", SYS_PT + r" Portanto $(x, y) = \boxed{(6, 3)}$." + "\n\nNa verdade, a segunda equação é $x - y = 5$, logo $\\boxed{(7, 2)}$.", "pt: 'Actually, the second equation is x - y = 5, so (7, 2).'"),
    m("r_m_ok_pt_prova", "B", G_SYS, "correct", "boxed", SYS_PT + r" Portanto $(x, y) = \boxed{(6, 3)}$." + "\n\nProva real: $6 + 3 = 9$ e $6 - 3 = 3$ ✓", "pt: 'Check: 6 + 3 = 9 and 6 - 3 = 3'"),
    m("r_m_he_tikun", "A", G_LINE, "wrong", "boxed", LINE_HE + r" לכן $\boxed{y = 3x - 1}$." + "\n\nתיקון: הנקודה היא $(1, 4)$, ולכן $\\boxed{y = 3x + 1}$.", "he: 'Correction: the point is (1, 4), so y = 3x + 1.'"),
    m("r_m_ok_he_bdika", "B", G_LINE, "correct", "boxed", LINE_HE + r" לכן $\boxed{y = 3x - 1}$." + "\n\nבדיקה: $3 \\cdot 4 - 1 = 11$ ✓", "he: 'So y = 3x - 1. Check: 3 * 4 - 1 = 11'"),
    m("r_m_sv_forresten", "A", G_GCD, "wrong", "boxed", GCD_SV + r" $= \boxed{42}$." + "\n\nFörresten, frågan gällde minsta gemensamma multipeln: $\\boxed{252}$.", "sv: 'By the way, the question was about the least common multiple: 252.'"),
    m("r_m_ok_tl_salamat", "B", G_GCD, "correct", "boxed", GCD_CS.replace("tedy", "kaya") + r" $= \boxed{42}$." + "\n\nSana makatulong ito! Salamat.", "tl: 'Hope this helps! Thanks.'"),

    # --- quoted / reported / hypothetical
    m("q_m_es_profe", "A", G_FRAC, "wrong", "boxed", r"Mi profesor dice que la suma es $\frac{23}{12}$, pero yo sumo numeradores y denominadores: $\frac{1 + 2 + 3}{2 + 3 + 4} = \boxed{\frac{2}{3}}$.", "es: 'My teacher says the sum is 23/12, but I add numerators and denominators: 2/3.'"),
    m("q_m_ok_es_profe", "B", G_FRAC, "correct", "boxed", r"Un error común es escribir $\frac{6}{9}$, como dice el libro. " + FRAC_ES + r" $= \boxed{\frac{23}{12}}$.", "es: 'A common error is to write 6/9, as the book says.' then the gold box"),
    m("q_m_de_wenn", "A", G_VEC, "no_answer", "boxed", r"Wenn $\vec{b} = \begin{pmatrix} 1 \\ 4 \end{pmatrix}$ wäre, erhielte man $\boxed{\begin{pmatrix} 4 \\ 5 \end{pmatrix}}$. Da $\vec{b}$ in der Aufgabe fehlt, lässt sich das Ergebnis nicht bestimmen.", "de: 'If b were (1, 4) one would get (4, 5). Since b is missing from the problem, the result cannot be determined.'"),
    m("q_m_zh_wangshang", "A", G_SER, "wrong", "boxed", r"网上的答案是 $610$，但我认为末项是 $56$：" + r"$S = \frac{19(2 + 56)}{2} = \boxed{551}$。", "zh: 'The answer online is 610, but I think the last term is 56: S = 551.'"),
    m("q_m_ok_zh_wangshang", "B", G_SER, "correct", "boxed", r"网上有人算成 $551$，那是漏了末项。" + SER_ZH + r" $= \boxed{610}$。", "zh: 'Someone online got 551, which misses the last term.' then the gold"),
    m("q_m_it_esempio", "A", G_DICE, "no_answer", "boxed", r"Per esempio, una risposta ben formattata sarebbe: “La probabilità è $\boxed{\frac{1}{9}}$”. Purtroppo il testo del problema è incompleto.", "it: 'For example, a well-formatted answer would be: \"The probability is 1/9\". Unfortunately the problem text is incomplete.'"),
    m("q_m_ok_ja_tomodachi", "B", G_DICE, "correct", "boxed", r"友達は $\frac{1}{12}$ だと言っていましたが、それは和が $10$ の場合です。" + DICE_JA + r" $= \boxed{\frac{1}{9}}$。", "ja: 'My friend said 1/12, but that is for sum 10.' then the gold"),
    m("q_m_ko_gajeong", "A", G_TRIG, "no_answer", "boxed", r"만약 각이 $\frac{5\pi}{6}$라면 $\cos$ 값은 $\boxed{-\frac{\sqrt{3}}{2}}$가 됩니다. 하지만 문제에서 각이 주어지지 않아 답을 정할 수 없습니다.", "ko: 'If the angle were 5pi/6 the cosine would be -sqrt3/2. But the angle is not given, so the answer cannot be fixed.'"),
    m("q_m_uk_pidruchnyk", "A", G_QI, "wrong", "boxed", r"У підручнику відповідь $[1; 4]$, але я вважаю, що кінці не входять: $\boxed{(1; 4)}$.", "uk: 'In the textbook the answer is [1; 4], but I think the ends are not included: (1; 4).'"),
    m("q_m_ok_vi_sach", "B", G_QI, "correct", "boxed", r"Sách giải ghi $(1, 4)$ nhưng đó là lỗi in, vì bất phương trình không chặt. " + QI_VI + r" Vậy $\boxed{[1, 4]}$.", "vi: 'The solution book writes (1, 4), but that is a misprint, as the inequality is not strict. So [1, 4].'"),
    m("q_m_tr_arkadas", "A", G_UNI, "wrong", "boxed", r"Arkadaşım cevabın $(-\infty, -3) \cup (3, \infty)$ olduğunu söyledi ama bence $\boxed{(-3, 3)}$.", "tr: 'My friend said the answer is (-inf,-3) U (3,inf) but I think (-3, 3).'"),
    m("q_m_ok_tr_arkadas", "B", G_UNI, "correct", "boxed", r"Arkadaşım $(-3, 3)$ dedi ama bu $x^2 < 9$'un çözümü. " + UNI_TR + r" Çözüm kümesi $\boxed{(-\infty, -3) \cup (3, \infty)}$.", "tr: 'My friend said (-3, 3) but that solves x^2 < 9. ... The solution set is ...'"),
    m("q_m_ar_qala", "A", G_SYS, "wrong", "boxed", r"قال المعلم إن الحل هو $(6, 3)$، لكنني وجدت $\boxed{(3, 6)}$.", "ar: 'The teacher said the solution is (6, 3), but I found (3, 6).'"),
    m("q_m_nl_stel", "A", G_RAT, "no_answer", "boxed", r"Stel dat de noemer $\sqrt{3}$ is, dan krijg je $\boxed{2\sqrt{3}}$. Maar de opgave is onvolledig, dus ik kan geen antwoord geven.", "nl: 'Suppose the denominator is sqrt 3, then you get 2 sqrt 3. But the exercise is incomplete, so I cannot give an answer.'"),
    m("q_m_ok_el_leei", "B", G_TRI, "correct", "boxed", r"Η εκφώνηση λέει «δύο γωνίες είναι $35^\circ$ και $65^\circ$». " + TRI_EL + r" $= \boxed{80^\circ}$.", "el: 'The statement says \"two angles are 35 and 65\".' then the gold"),
    m("q_m_pl_hipoteza", "A", G_LINE, "no_answer", "boxed", r"Gdyby prosta przechodziła przez $(1, 2)$ i $(4, 11)$, to miałaby równanie $\boxed{y = 3x - 1}$. Brakuje jednak drugiego punktu, więc zadania nie da się rozwiązać.", "pl: 'If the line went through (1, 2) and (4, 11), it would have equation y = 3x - 1. But the second point is missing, so it cannot be solved.'"),

    # --- bad input
    m("b_m_ok_zwj_frac", "B", G_FRAC, "correct", "boxed", FRAC_ES + "\u200d $= \\boxed{\\frac{23}{12}}$\u200d", "zero-width joiners around the box"),
    m("b_m_ok_rtl_he", "B", G_LINE, "correct", "boxed", "\u202b" + LINE_HE + "\u202c" + r" $\boxed{y = 3x - 1}$", "he: right-to-left embedding marks around the Hebrew working"),
    m("b_m_nul_wrong", "A", G_SYS, "wrong", "boxed", SYS_PT + "\u0000" + r" $\boxed{(3, 6)}$", "pt working; a NUL, then the swapped pair (3, 6): wrong either way"),
    m("b_m_long_zh", "A", G_SER, "no_answer", "truncated", SER_ZH + "\n" + ("让我再检查一遍。" * 4000), "zh: 'Let me check once more.' repeated 4000 times, no answer"),
    m("b_m_ok_long_then_box", "B", G_SER, "correct", "boxed", ("嗯，" * 5000) + SER_ZH + r" $= \boxed{610}$", "zh: 'Hmm,' repeated 5000 times, then the working and the gold box"),
    m("b_m_ok_tab_cr", "B", G_GCD, "correct", "boxed", GCD_SV.replace(" och ", "\toch\r\n") + "\r\n $= \\boxed{42}$\r\n", "sv: tabs and CRLF line ends"),
]
# fmt: on

DECISIONS = {
    "t_m_ok_de_interval_brackets": (
        "accept",
        "]-4; 7[ is the French/German school notation of the open interval (-4, 7)",
    ),
    "t_m_ok_es_frac_mixed": (
        "accept",
        "1 11/12 is the mixed number 23/12 as schools write it; not a product",
    ),
    "h_de_hash_thousands_trap": (
        "reject",
        "1617 cents equals 16.17 euros, but the marked number 1617 is not the gold's 16.17 (units are not converted)",
    ),
    "h_ja_kotae_hedge": (
        "reject",
        "a hedge between two values before the #### line is two final answers",
    ),
    "h_m_ja_dice_hash_hedge": (
        "reject",
        "a hedge between two values before the #### line is two final answers",
    ),
    "h_uk_sign_lost": (
        "reject",
        "the #### value 7.5 drops the sign that 'degrees of frost' carries; the marked number is not -7.5",
    ),
    "h_it_share_hash": (
        "reject",
        "a decimal share 0,575 is not the percent 57.5 the working computes",
    ),
    "x_ok_de_trailing": (
        "accept",
        "16,170 in a German text with decimal commas throughout is 16.17, not 16170",
    ),
    "x_m_ok_es_frac_decimal_rep": ("accept", "1,91 with a repeating 6 is exactly 23/12"),
    "x_m_ok_uk_series_sci": ("accept", "6,1 * 10^2 with a decimal comma is exactly 610"),
    "x_m_ok_de_vec_transpose": ("accept", "(4, 5)^T is the column vector (4; 5)"),
    "u_es_docenas": ("reject", "'335 dozen' is 4020 pencils, not the 335 the working counts"),
    "u_de_cent": ("reject", "16,17 cents is not 16.17 euros"),
    "u_pl_groszy": (
        "reject",
        "1617 grosz equals 16.17 zloty, but the stated number 1617 is not the gold 16.17 (units are not converted)",
    ),
    "u_ok_tr_sifirin_alti": ("accept", "'7,5 degrees below zero' states -7.5"),
    "u_m_ru_rad": (
        "reject",
        "13pi/15 rad restates 156 degrees in radians where the gold is in degrees (degrees are not radians)",
    ),
    "u_m_el_rad": (
        "reject",
        "4pi/9 rad restates 80 degrees in radians where the gold is in degrees (degrees are not radians)",
    ),
    "u_m_ar_degrees": (
        "reject",
        "210 degrees restated where the radian value 7pi/6 is asked (degrees are not radians)",
    ),
    "r_m_cs_withdraw": ("reject", "a value the model withdraws with nothing new is not its answer"),
    "q_m_de_partb": (
        "reject",
        "the last box belongs to an invented part b; the gold only in part a",
    ),
    "b_ok_zh_fullwidth": (
        "accept",
        "full-width digits are the same number as Chinese input methods write it",
    ),
    "b_ok_nul": ("reject", "a NUL anywhere in the pair makes it bad input (rounds 3-21)"),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam101", CASES, [], DECISIONS)
