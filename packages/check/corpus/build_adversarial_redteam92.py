r"""Build adversarial_redteam92.jsonl: a ninety-second round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam92", issue 25), written by a NEW helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any earlier
multilingual round, and WITHOUT running the checker (or math-verify, or sympy) on any probe; handed
over BEFORE any scoring. Not model output. Only corpus/README.md, corpus_build.py,
build_adversarial_redteam21.py (structure and label rules) and the issue were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual chat and
reasoning models write them: Chinese (zh), Japanese (ja), Korean (ko), Russian (ru), Ukrainian
(uk), Spanish (es), Portuguese (pt), French (fr), German (de), Italian (it), Dutch (nl), Polish
(pl), Turkish (tr), Arabic (ar), Persian (fa), Hindi (hi), Bengali (bn), Vietnamese (vi),
Indonesian (id), Thai (th), Greek (el), Hebrew (he), Czech (cs), Swedish (sv), Tagalog (tl); the
language code follows the class prefix (and `_m_` / `_ok_`) in each id. About two thirds are
MATH-path probes. Answer phrases, decimal commas, thousands separators (points, spaces, narrow
no-break spaces, Indian lakh grouping), native numerals (Arabic-Indic, Persian, Devanagari,
Bengali, full-width), scale words (万, 만, mil, millones, тыс., lakh, crore, bin, tisíc), counters
and units, negation and correction idioms, checks after the answer, closings, reported and
hypothetical speech, tags holding sentences in the language, mixed-language outputs.

Problems and golds (arithmetic checked by hand, then with python on the numbers only):
GSM8K path
- PEN: 29 boxes of 17 pencils = 493 (29*17 = 290 + 203 = 493); 80 sold -> 413 (493 - 80).
  Misreading 108 sold -> 385 (493 - 108 = 385).
- TEMP: 3 degrees, falling 1.75 an hour for 6 hours: 1.75*6 = 10.5; 3 - 10.5 = -7.5.
- PRICE: 4.2 kg at 4.25 a kg: 4*4.25 = 17, 0.2*4.25 = 0.85 -> 17.85.
- SAL: 12 months of 2,400 = 28,800; plus a 2,400 bonus -> 31,200. Without the bonus 28,800.
- POP: 1,250,000 + 37,500 = 1,287,500 (= 128.75 wan = 12.875 lakh = 1,287.5 thousand).
- PCT: 34 of 40 passed: 34/40 = 0.85 -> 85 (percent). Failed 6/40 = 15 %.
- EGG: 28 hens * 6 eggs = 168 (= 14 dozen; 168 dozen would be 2,016).
- ZERO: 4 tickets at 37.50 = 150.00 spent of 150.00 -> 0 left.
- TOY: 119 toys a day for 24 days: 119*24 = 2380 + 476 = 2856.
MATH path
- PROB: 9 red, 14 blue, 17 green marbles (40): P(red) = 9/40 = 0.225 (9/31 is red : not red).
- RAT: 21/\sqrt3 = 21\sqrt3/3 = 7\sqrt3 (= \sqrt{147}, about 12.124).
- INT: -3 < 2x + 1 <= 11 -> -4 < 2x <= 10 -> -2 < x <= 5 -> (-2, 5].
- MAT: A = [[2, 1], [0, 3]], A^2 = [[4, 2 + 3], [0, 9]] = [[4, 5], [0, 9]] (entrywise squares
  would give [[4, 1], [0, 9]]).
- ANG: 255 degrees = 255\pi/180 = 17\pi/12 (gcd 15; about 4.4506). 17\pi/6 is twice it.
- POLY: (2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12.
- ROOTS: x^2 - 4x - 21 = (x - 7)(x + 3) -> -3, 7 (49 - 28 - 21 = 0; 9 + 12 - 21 = 0).
- CPX: (3 + i)(4 + i) = 12 + 3i + 4i + i^2 = 11 + 7i (with i^2 = +1 by mistake: 13 + 7i).
- REP: 0.\overline{54} = 54/99 = 6/11 (27/50 = 0.54 is not it).
- COMB: C(12, 3) = 12*11*10/6 = 1320/6 = 220.
- SEC: radius 5, angle 144 degrees: 144/360 = 2/5; 2/5 * 25\pi = 10\pi (about 31.42).
- SYS: 2x + y = 1, x - y = 8: adding, 3x = 9, x = 3, y = -5 -> (3, -5) (6 - 5 = 1; 3 + 5 = 8).
- TAN: tan 150 degrees = -1/\sqrt3 = -\sqrt3/3 (about -0.577).
- DOM: \sqrt{x + 2}/(x - 4): x >= -2, x != 4 -> [-2, 4) \cup (4, \infty).
- BASE: 2043_5 = 2*125 + 0*25 + 4*5 + 3 = 250 + 20 + 3 = 273.
- NON: interior angle of a regular nonagon = 7*180/9 = 140 (degrees; the angle sum is 1260).
- RAD: \sqrt{98} - \sqrt8 = 7\sqrt2 - 2\sqrt2 = 5\sqrt2 (= \sqrt{50}, about 7.071).
- INV: f(x) = (x + 5)/3 -> f^{-1}(x) = 3x - 5 (check f(3x - 5) = 3x/3 = x).
- MID: midpoint of (-3, 8) and (7, -2) = (4/2, 6/2) = (2, 3) (the unhalved sum is (4, 6)).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit, counter and scale words; `r_`
retractions and harmless after-text; `q_` quoted, reported, hypothetical text; `b_` bad input a
JSON corpus can hold (no lone surrogates, no NUL). `_m_` marks MATH, `_ok_` marks kind B.

Kinds: "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a RIGHT
final answer in a notation or wording real models write in that language.

Labels (corpus/README.md, round 21): the model's LAST COMMITTED final answer decides; a value it
withdraws, negates, or only mentions as a hypothetical, a quotation or someone else's claim is not
its answer; a hedge between two values or two different final answers is `wrong`; no final answer
is `no_answer`; a value equal to the gold mathematically (a decimal comma, a thousands point, a
scale word, native digits, `0{,}225` for 9/40) is `correct`; a decimal for an exact irrational or
repeating gold is `wrong`; a value the model itself marks wrong is `wrong`; a check, a closing or a
pleasantry after a committed answer does not replace it; text in an invented next turn does not
count; an <answer> tag holding a sentence is read for the value it states; an unclosed tag still
holds its answer. Every non-English text has an English gloss in its note. Debatable probes carry
`"debatable": true` and the proposed decision in the note (and in DECISIONS).

Usage: cd packages/check/corpus && python3 build_adversarial_redteam92.py
"""

from corpus_build import IM_USER, g, m, th, write_probes

# ================================================================ GSM8K working (by language)
PEN_ZH = "每盒有 17 支铅笔，一共 29 盒，所以共有 29 × 17 = 493 支铅笔。\n卖出 80 支后，还剩 493 − 80 = 413 支。\n"
PEN_ZH_SLIP = "每盒有 17 支铅笔，一共 29 盒，所以共有 29 × 17 = 493 支铅笔。\n卖出 108 支后，还剩 493 − 108 = 385 支。\n"
PEN_DE = "29 Schachteln mit je 17 Stiften ergeben 29 · 17 = 493 Stifte.\nNach dem Verkauf von 80 Stiften bleiben 493 − 80 = 413 Stifte übrig.\n"
PEN_KO = (
    "연필은 모두 29 × 17 = 493자루입니다.\n80자루를 팔았으므로 493 - 80 = 413자루가 남습니다.\n"
)
PEN_VI = "Tổng số bút chì là 29 × 17 = 493 cây.\nSau khi bán 80 cây, còn lại 493 − 80 = 413 cây.\n"
PEN_ID = "Jumlah pensil seluruhnya adalah 29 × 17 = 493 batang.\nSetelah terjual 80 batang, sisanya 493 − 80 = 413 batang.\n"
PEN_AR = "عدد الأقلام الكلي هو 29 × 17 = 493 قلمًا.\nبعد بيع 80 قلمًا يتبقى 493 − 80 = 413 قلمًا.\n"
PEN_TR = "Toplam kalem sayısı 29 × 17 = 493'tür.\n80 kalem satıldıktan sonra 493 − 80 = 413 kalem kalır.\n"
TEMP_IT = "In 6 ore la temperatura scende di 6 · 1,75 = 10,5 gradi.\nQuindi la temperatura finale è 3 − 10,5 = −7,5 °C.\n"
TEMP_DE = "In 6 Stunden sinkt die Temperatur um 6 · 1,75 = 10,5 Grad.\nAm Ende beträgt sie also 3 − 10,5 = −7,5 °C.\n"
PRICE_FR = "Le prix est de 4,25 € le kilo, donc 4,2 kg coûtent 4,2 × 4,25 = 17,85 €.\n"
PRICE_DE = "4,2 kg zu 4,25 € pro Kilogramm kosten 4,2 · 4,25 = 17,85 €.\n"
SAL_DE = "12 Monate zu je 2.400 € ergeben 12 · 2.400 € = 28.800 €.\nMit dem Bonus von 2.400 €: 28.800 € + 2.400 € = 31.200 €.\n"
SAL_DE_NOBONUS = "12 Monate zu je 2.400 € ergeben 12 · 2.400 € = 28.800 €.\n"
POP_ES = "La población inicial es de 1.250.000 habitantes y aumenta en 37.500 personas.\n1.250.000 + 37.500 = 1.287.500.\n"
POP_ZH = "原有人口 1,250,000 人，增加了 37,500 人，所以现在有 1,250,000 + 37,500 = 1,287,500 人。\n"
POP_RU = "Население было 1 250 000 человек и выросло на 37 500 человек: 1 250 000 + 37 500 = 1 287 500.\n"
POP_HI = "शुरुआती जनसंख्या 12,50,000 थी और इसमें 37,500 की वृद्धि हुई।\n12,50,000 + 37,500 = 12,87,500\n"
PCT_RU = "Экзамен сдали 34 ученика из 40: 34 / 40 = 0,85, то есть 85 %.\n"
PCT_SV = "34 av 40 elever klarade provet: 34 / 40 = 0,85, alltså 85 %.\n"
EGG_JA = "28羽のニワトリがそれぞれ6個ずつ卵を産むので、卵は全部で 28 × 6 = 168 個です。\n"
EGG_TH = "ไก่ 28 ตัว ออกไข่ตัวละ 6 ฟอง ดังนั้นมีไข่ทั้งหมด 28 × 6 = 168 ฟอง\n"
ZERO_PT = "Ela compra 4 ingressos de R$ 37,50: 4 × 37,50 = R$ 150,00.\nComo ela tinha R$ 150,00, sobram 150,00 − 150,00 = R$ 0,00.\n"
TOY_HI = "कारखाना हर दिन 119 खिलौने बनाता है।\n24 दिनों में कुल 119 × 24 = 2856 खिलौने बनते हैं।\n"
TOY_CS = "Továrna vyrobí denně 119 hraček, za 24 dní tedy 119 · 24 = 2856 hraček.\n"

# ================================================================ MATH working (by language)
PROB_AR = (
    r"عدد الكرات الكلي هو $9 + 14 + 17 = 40$، وعدد الكرات الحمراء $9$، إذن الاحتمال هو $\frac{9}{40}$."
    + "\n"
)
PROB_FR = (
    r"Il y a $9 + 14 + 17 = 40$ billes au total, dont $9$ rouges. La probabilité est donc $\frac{9}{40}$."
    + "\n"
)
PROB_JA = (
    r"玉は全部で $9 + 14 + 17 = 40$ 個あり、そのうち赤玉は $9$ 個なので、確率は $\frac{9}{40}$ です。"
    + "\n"
)
RAT_ZH = r"分母有理化：$\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{3} = 7\sqrt{3}$。" + "\n"
RAT_SV = (
    r"Vi förlänger med $\sqrt{3}$: $\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{3} = 7\sqrt{3}$." + "\n"
)
INT_ES = r"De $-3 < 2x + 1 \le 11$ se obtiene $-4 < 2x \le 10$, es decir, $-2 < x \le 5$." + "\n"
INT_FR = r"On a $-3 < 2x + 1 \leq 11$, donc $-4 < 2x \leq 10$, d'où $-2 < x \leq 5$." + "\n"
INT_KO = r"$-3 < 2x + 1 \le 11$에서 $-4 < 2x \le 10$이므로 $-2 < x \le 5$입니다." + "\n"
MAT_KO = (
    r"$A^2 = \begin{pmatrix} 2 & 1 \\ 0 & 3 \end{pmatrix}\begin{pmatrix} 2 & 1 \\ 0 & 3 \end{pmatrix} = \begin{pmatrix} 4 & 2 + 3 \\ 0 & 9 \end{pmatrix}$"
    + "\n"
)
MAT_PL = (
    r"Mnożymy: $A^2 = \begin{pmatrix} 2\cdot2 + 1\cdot0 & 2\cdot1 + 1\cdot3 \\ 0\cdot2 + 3\cdot0 & 0\cdot1 + 3\cdot3 \end{pmatrix}$."
    + "\n"
)
ANG_JA = (
    r"$255^\circ$ をラジアンに直すと、$255 \times \frac{\pi}{180} = \frac{255\pi}{180} = \frac{17\pi}{12}$ となります。"
    + "\n"
)
ANG_RU = (
    r"Переводим градусы в радианы: $255^\circ = 255 \cdot \frac{\pi}{180} = \frac{17\pi}{12}$."
    + "\n"
)
ANG_ZH = r"$255^\circ = 255 \times \frac{\pi}{180} = \frac{17\pi}{12}$。" + "\n"
POLY_UK = r"Розкриваємо дужки: $(2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12$." + "\n"
POLY_TR = r"Parantezleri açalım: $(2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12$." + "\n"
ROOTS_ZH = r"因式分解：$x^2 - 4x - 21 = (x - 7)(x + 3) = 0$。" + "\n"
ROOTS_HI = r"गुणनखंड करने पर $x^2 - 4x - 21 = (x - 7)(x + 3) = 0$ मिलता है।" + "\n"
CPX_HE = r"נפתח סוגריים: $(3 + i)(4 + i) = 12 + 3i + 4i + i^2 = 12 + 7i - 1 = 11 + 7i$." + "\n"
CPX_JA = r"$(3 + i)(4 + i) = 12 + 3i + 4i + i^2 = 11 + 7i$ （$i^2 = -1$ を用いた）。" + "\n"
CPX_IT = r"Sviluppando: $(3 + i)(4 + i) = 12 + 7i + i^2 = 12 + 7i - 1 = 11 + 7i$." + "\n"
REP_HI = (
    r"मान लीजिए $x = 0.\overline{54}$। तब $100x - x = 54$, अतः $99x = 54$ और $x = \frac{54}{99} = \frac{6}{11}$।"
    + "\n"
)
REP_DE = (
    r"Sei $x = 0{,}\overline{54}$. Dann ist $100x - x = 54$, also $x = \frac{54}{99} = \frac{6}{11}$."
    + "\n"
)
COMB_FA = (
    r"تعداد راه‌ها برابر است با $\binom{12}{3} = \frac{12 \cdot 11 \cdot 10}{3!} = \frac{1320}{6} = 220$."
    + "\n"
)
COMB_RU = r"Число способов равно $C_{12}^3 = \frac{12 \cdot 11 \cdot 10}{6} = 220$." + "\n"
SEC_EL = (
    r"Το εμβαδόν του τομέα είναι $\frac{144}{360} \cdot \pi \cdot 5^2 = \frac{2}{5} \cdot 25\pi = 10\pi$."
    + "\n"
)
SEC_PT = (
    r"A área do setor é $\frac{144^\circ}{360^\circ} \cdot \pi \cdot 5^2 = \frac{2}{5} \cdot 25\pi = 10\pi$."
    + "\n"
)
SYS_TR = r"İki denklemi toplarsak $3x = 9$, yani $x = 3$ ve $y = 3 - 8 = -5$ bulunur." + "\n"
SYS_ES = r"Sumando las dos ecuaciones: $3x = 9$, así que $x = 3$ e $y = x - 8 = -5$." + "\n"
SYS_RU = r"Сложим уравнения: $3x = 9$, откуда $x = 3$, $y = 3 - 8 = -5$." + "\n"
TAN_ES = (
    r"Como $150^\circ$ está en el segundo cuadrante, $\tan 150^\circ = -\tan 30^\circ = -\frac{1}{\sqrt{3}} = -\frac{\sqrt{3}}{3}$."
    + "\n"
)
DOM_NL = (
    r"We hebben $x + 2 \geq 0$ nodig, dus $x \geq -2$, en de noemer mag niet nul zijn: $x \neq 4$."
    + "\n"
)
DOM_PT = (
    r"Precisamos de $x + 2 \geq 0$, ou seja, $x \geq -2$, e o denominador não pode ser zero: $x \neq 4$."
    + "\n"
)
BASE_BN = r"$2043_5 = 2 \cdot 125 + 0 \cdot 25 + 4 \cdot 5 + 3 = 250 + 20 + 3 = 273$।" + "\n"
BASE_VI = (
    r"Ta có $2043_5 = 2 \cdot 5^3 + 0 \cdot 5^2 + 4 \cdot 5 + 3 = 250 + 0 + 20 + 3 = 273$." + "\n"
)
BASE_PL = (
    r"Zamieniamy na system dziesiątkowy: $2043_5 = 2 \cdot 125 + 0 \cdot 25 + 4 \cdot 5 + 3 = 273$."
    + "\n"
)
NON_CS = (
    r"Součet vnitřních úhlů devítiúhelníku je $(9 - 2) \cdot 180^\circ = 1260^\circ$, jeden úhel tedy měří $\frac{1260^\circ}{9} = 140^\circ$."
    + "\n"
)
NON_VI = (
    r"Tổng các góc trong của đa giác đều 9 cạnh là $(9 - 2) \cdot 180^\circ = 1260^\circ$, nên mỗi góc bằng $\frac{1260^\circ}{9} = 140^\circ$."
    + "\n"
)
RAD_SV = (
    r"$\sqrt{98} = 7\sqrt{2}$ och $\sqrt{8} = 2\sqrt{2}$, så $\sqrt{98} - \sqrt{8} = 5\sqrt{2}$."
    + "\n"
)
RAD_KO = (
    r"$\sqrt{98} = 7\sqrt{2}$, $\sqrt{8} = 2\sqrt{2}$이므로 $\sqrt{98} - \sqrt{8} = 5\sqrt{2}$입니다."
    + "\n"
)
INV_UK = (
    r"Нехай $y = \frac{x + 5}{3}$. Тоді $3y = x + 5$, звідки $x = 3y - 5$. Отже, $f^{-1}(x) = 3x - 5$."
    + "\n"
)
INV_CS = r"Položíme $y = \frac{x + 5}{3}$, odtud $x = 3y - 5$, tedy $f^{-1}(x) = 3x - 5$." + "\n"
MID_TL = (
    r"Ang midpoint ay $\left(\frac{-3 + 7}{2}, \frac{8 + (-2)}{2}\right) = \left(\frac{4}{2}, \frac{6}{2}\right) = (2, 3)$."
    + "\n"
)
MID_AR = (
    r"إحداثيات نقطة المنتصف هي $\left(\frac{-3 + 7}{2}, \frac{8 - 2}{2}\right) = (2, 3)$." + "\n"
)

G_PEN, G_TEMP, G_PRICE, G_SAL, G_POP, G_PCT, G_EGG, G_ZERO, G_TOY = (
    "413",
    "-7.5",
    "17.85",
    "31200",
    "1287500",
    "85",
    "168",
    "0",
    "2856",
)
G_PROB = r"\frac{9}{40}"
G_RAT = r"7\sqrt{3}"
G_INT = r"(-2, 5]"
G_MAT = r"\begin{pmatrix} 4 & 5 \\ 0 & 9 \end{pmatrix}"
G_ANG = r"\frac{17\pi}{12}"
G_POLY = "2x^2 + 5x - 12"
G_ROOTS = "-3, 7"
G_CPX = "11 + 7i"
G_REP = r"\frac{6}{11}"
G_COMB = "220"
G_SEC = r"10\pi"
G_SYS = "(3, -5)"
G_TAN = r"-\frac{\sqrt{3}}{3}"
G_DOM = r"[-2, 4) \cup (4, \infty)"
G_BASE = "273"
G_NON = "140"
G_RAD = r"5\sqrt{2}"
G_INV = "3x - 5"
G_MID = "(2, 3)"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    m("t_m_zh_sentence_other", "A", G_ROOTS, "wrong", "tag", th(r"因式分解：$x^2 - 4x - 21 = (x + 7)(x - 3) = 0$。" + "\n") + r"<answer>方程的解为 $x = -7$ 或 $x = 3$。</answer>", "zh 'the solutions of the equation are x = -7 or x = 3' (wrong factorisation; the roots are -3 and 7)"),
    m("t_m_ok_zh_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS_ZH) + r"<answer>方程的解为 $x = -3$ 或 $x = 7$。</answer>", "zh 'the solutions are x = -3 or x = 7': 或 ('or') is how Chinese lists the two roots, not a hedge"),
    m("t_m_ja_placeholder", "A", G_ANG, "no_answer", "tag", th(ANG_JA) + "<answer>ここに最終的な答えを書いてください</answer>", "ja 'please write the final answer here': a template placeholder copied into the tag; the gold only in the thinking"),
    m("t_m_ok_ja_desu", "B", G_ANG, "correct", "tag", th(ANG_JA) + r"<answer>答えは $\frac{17\pi}{12}$ です。</answer>", "ja 'the answer is 17pi/12.'"),
    m("t_m_ja_other", "A", G_ANG, "wrong", "tag", th(r"$255^\circ$ をラジアンに直すと、$255 \times \frac{\pi}{90} = \frac{17\pi}{6}$ となります。" + "\n") + r"<answer>答えは $\frac{17\pi}{6}$ です。</answer>", "ja 'the answer is 17pi/6' (divided by 90)"),
    m("t_m_ok_ko_matrix", "B", G_MAT, "correct", "tag", th(MAT_KO) + r"<answer>$A^2 = \begin{pmatrix} 4 & 5 \\ 0 & 9 \end{pmatrix}$ 입니다.</answer>", "ko '... is A^2 = [[4,5],[0,9]]' (입니다 = 'it is')"),
    m("t_m_ko_matrix_entrywise", "A", G_MAT, "wrong", "tag", th(r"각 성분을 제곱하면 됩니다." + "\n") + r"<answer>$A^2 = \begin{pmatrix} 4 & 1 \\ 0 & 9 \end{pmatrix}$ 입니다.</answer>", "ko 'square each entry' then [[4,1],[0,9]]: entrywise squares, not the matrix product"),
    m("t_m_ru_two_tags", "A", G_SYS, "wrong", "tag", th(SYS_RU) + "<answer>$(3, -5)$</answer>\nПодождите, проверю ещё раз: $2 \\cdot 3 + 5 = 11$?\n<answer>Ответ: $(3, 5)$</answer>", "ru 'wait, let me check again' then a second tag 'Answer: (3, 5)': the last tag is wrong"),
    m("t_m_ok_es_box_in_tag", "B", G_INT, "correct", "tag", th(INT_ES) + r"<answer>La solución es $x \in \boxed{(-2, 5]}$.</answer>", "es 'the solution is x in (-2, 5]' with a box inside the tag"),
    m("t_m_es_box_closed", "A", G_INT, "wrong", "tag", th(INT_ES) + r"<answer>La solución es $x \in \boxed{[-2, 5]}$.</answer>", "es 'the solution is x in [-2, 5]': -2 is excluded, the bracket is wrong"),
    m("t_m_ok_fr_reversed_brackets", "B", G_INT, "correct", "tag", th(INT_FR) + r"<answer>L'ensemble des solutions est $S = ]-2 ; 5]$.</answer>", "fr 'the solution set is S = ]-2 ; 5]': French open-bracket notation for (-2, 5]"),
    m("t_m_fr_reversed_wrong", "A", G_INT, "wrong", "tag", th(INT_FR) + r"<answer>L'ensemble des solutions est $S = ]-2 ; 5[$.</answer>", "fr 'the solution set is S = ]-2 ; 5[': that is (-2, 5), 5 excluded"),
    m("t_m_de_empty", "A", G_POLY, "no_answer", "tag", th(r"Ausmultiplizieren: $(2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12 = 2x^2 + 5x - 12$. Die Antwort lautet also $2x^2 + 5x - 12$." + "\n") + "<answer></answer>", "de 'multiplying out ... so the answer is ...' only in the thinking; the tag is empty"),
    m("t_m_ok_ar_sentence", "B", G_PROB, "correct", "tag", th(PROB_AR) + r"<answer>الإجابة النهائية هي $\frac{9}{40}$.</answer>", "ar 'the final answer is 9/40'"),
    m("t_m_ar_odds", "A", G_PROB, "wrong", "tag", th(r"عدد الكرات الحمراء $9$ وعدد الكرات غير الحمراء $14 + 17 = 31$." + "\n") + r"<answer>الإجابة النهائية هي $\frac{9}{31}$.</answer>", "ar 'red 9, non-red 31 ... the final answer is 9/31': odds, not the probability"),
    g("t_ok_vi_sentence", "B", G_PEN, "correct", "tag", th(PEN_VI) + "<answer>Còn lại 413 cây bút chì.</answer>", "vi '413 pencils remain' (cây = counter for pencils)"),
    g("t_vi_sentence_other", "A", G_PEN, "wrong", "tag", th(PEN_VI.replace("80 cây", "108 cây").replace("493 − 80 = 413", "493 − 108 = 385")) + "<answer>Còn lại 385 cây bút chì.</answer>", "vi '385 pencils remain' (108 sold misread)"),
    g("t_ok_id_equation", "B", G_PEN, "correct", "tag", th(PEN_ID) + "<answer>Jadi, sisa pensil adalah 493 − 80 = 413 batang.</answer>", "id 'so the remaining pencils are 493 - 80 = 413 (sticks)'"),
    g("t_id_intermediate", "A", G_PEN, "wrong", "tag", th(PEN_ID) + "<answer>Jadi, jumlah pensil adalah 29 × 17 = 493 batang.</answer>", "id 'so the number of pencils is 29 x 17 = 493': the total before the sale, not what remains"),
    g("t_ok_th_counter", "B", G_EGG, "correct", "tag", th(EGG_TH) + "<answer>คำตอบคือ 168 ฟอง</answer>", "th 'the answer is 168 (eggs)' (ฟอง = counter for eggs)"),
    g("t_th_transposed", "A", G_EGG, "wrong", "tag", th(EGG_TH) + "<answer>คำตอบคือ 186 ฟอง</answer>", "th 'the answer is 186 eggs': digits transposed"),
    m("t_m_ok_uk_unclosed", "B", G_POLY, "correct", "tag", th(POLY_UK) + r"<answer>Відповідь: $2x^2 + 5x - 12$", "uk 'Answer: ...' in a tag that is never closed (README: an unclosed tag still holds the answer)"),
    m("t_m_ok_he_sentence", "B", G_CPX, "correct", "tag", th(CPX_HE) + r"<answer>התשובה היא $11 + 7i$.</answer>", "he 'the answer is 11 + 7i'"),
    m("t_m_he_sign", "A", G_CPX, "wrong", "tag", th(r"נפתח סוגריים: $(3 + i)(4 + i) = 12 + 3i + 4i + i^2 = 12 + 7i + 1 = 13 + 7i$." + "\n") + r"<answer>התשובה היא $13 + 7i$.</answer>", "he 'the answer is 13 + 7i' (i^2 taken as +1)"),
    m("t_m_ok_fa_digits", "B", G_COMB, "correct", "tag", th(COMB_FA) + "<answer>پاسخ: ۲۲۰</answer>", "fa 'Answer: 220' in Persian digits (۲۲۰)"),
    m("t_m_fa_digits_other", "A", G_COMB, "wrong", "tag", th(r"تعداد راه‌ها برابر است با $12 \cdot 11 \cdot 10 = 1320$." + "\n") + "<answer>پاسخ: ۱۳۲۰</answer>", "fa 'the number of ways is 12*11*10 = 1320; Answer: 1320' (Persian digits): ordered, not divided by 3!"),
    m("t_m_ok_hi_fraction", "B", G_REP, "correct", "tag", th(REP_HI) + r"<answer>उत्तर: $\frac{6}{11}$</answer>", "hi 'Answer: 6/11'"),
    m("t_m_hi_truncated_decimal", "A", G_REP, "wrong", "tag", th(r"$0.\overline{54} \approx 0.54 = \frac{54}{100} = \frac{27}{50}$" + "\n") + r"<answer>उत्तर: $\frac{27}{50}$</answer>", "hi 'Answer: 27/50': the repeating decimal cut to 0.54"),
    m("t_m_pl_unsure", "A", G_BASE, "no_answer", "tag", th(BASE_PL) + "<answer>Nie jestem pewien, jaka jest odpowiedź.</answer>", "pl 'I am not sure what the answer is': 273 only in the thinking"),
    m("t_m_ok_tr_olur", "B", G_SYS, "correct", "tag", th(SYS_TR) + r"<answer>Cevap: $(x, y) = (3, -5)$ olur.</answer>", "tr 'Answer: (x, y) = (3, -5) it is'"),
    m("t_m_ok_el_units", "B", G_SEC, "correct", "tag", th(SEC_EL) + r"<answer>Η απάντηση είναι $10\pi$ τετραγωνικές μονάδες.</answer>", "el 'the answer is 10pi square units'"),
    m("t_m_el_full_circle", "A", G_SEC, "wrong", "tag", th(r"Το εμβαδόν του κύκλου είναι $\pi \cdot 5^2 = 25\pi$." + "\n") + r"<answer>Η απάντηση είναι $25\pi$ τετραγωνικές μονάδες.</answer>", "el 'the area of the circle is 25pi; the answer is 25pi square units': the whole circle, not the sector"),
    m("t_m_it_hedge", "A", G_INV, "wrong", "tag", th(r"Scambio $x$ e $y$: $x = \frac{y + 5}{3}$..." + "\n") + r"<answer>$f^{-1}(x) = 3x - 5$ oppure $f^{-1}(x) = \frac{x - 5}{3}$</answer>", "it 'oppure' = 'or': a hedge between two different functions"),
    m("t_m_ok_nl_union", "B", G_DOM, "correct", "tag", th(DOM_NL) + r"<answer>Het domein is $[-2, 4) \cup (4, \infty)$.</answer>", "nl 'the domain is [-2, 4) U (4, inf)'"),
    m("t_m_ok_cs_degrees", "B", G_NON, "correct", "tag", th(NON_CS) + r"<answer>Výsledek: $140^\circ$</answer>", "cs 'Result: 140 degrees' (the gold 140 is in degrees)"),
    m("t_m_ok_tl_point", "B", G_MID, "correct", "tag", th(MID_TL) + r"<answer>Ang sagot ay $(2, 3)$.</answer>", "tl 'the answer is (2, 3)'"),
    m("t_m_ok_bn_digits", "B", G_BASE, "correct", "tag", th(BASE_BN) + "<answer>উত্তর: ২৭৩</answer>", "bn 'Answer: 273' in Bengali digits (২৭৩)"),
    m("t_m_sv_wrong_radical", "A", G_RAD, "wrong", "tag", th(r"$\sqrt{98} - \sqrt{8} = \sqrt{98 - 8} = \sqrt{90}$" + "\n") + r"<answer>Svaret är $\sqrt{90}$.</answer>", "sv 'the answer is sqrt(90)': radicands subtracted (sqrt90 = 3sqrt10, not 5sqrt2)"),
    m("t_m_ok_sv_radical", "B", G_RAD, "correct", "tag", th(RAD_SV) + r"<answer>Svaret är $5\sqrt{2}$.</answer>", "sv 'the answer is 5sqrt2'"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 2. phrase marker then ####
    g("h_ok_zh_daan_hash", "B", G_PEN, "correct", "hash", PEN_ZH + "答案是 413。\n#### 413", "zh 'the answer is 413.' then ####"),
    g("h_zh_daan_hash_other", "A", G_PEN, "wrong", "hash", PEN_ZH_SLIP + "答案是 385。\n#### 385", "zh phrase and #### agree on 385 (108 sold misread)"),
    g("h_zh_two_values", "A", G_PEN, "wrong", "hash", PEN_ZH + "答：还剩 413 支铅笔。\n#### 385", "zh 'Answer: 413 pencils remain' then #### 385: two different final answers"),
    g("h_ok_de_comma_hash", "B", G_PRICE, "correct", "hash", PRICE_DE + "Die Antwort lautet: 17,85 €\n#### 17,85", "de 'the answer is: 17,85 EUR' then #### with a decimal comma (17.85)"),
    g("h_de_comma_hash_swapped", "A", G_PRICE, "wrong", "hash", PRICE_DE + "Die Antwort lautet: 17,58 €\n#### 17,58", "de 'the answer is 17,58 EUR': digits swapped, 17.58"),
    g("h_ok_de_thousands_hash", "B", G_SAL, "correct", "hash", SAL_DE + "Antwort: Sie verdient insgesamt 31.200 €.\n#### 31.200", "debatable: de 'Answer: she earns 31.200 EUR in total' and #### 31.200 with the German thousands point; the working (28.800 + 2.400) shows the point groups thousands. Proposed decision: correct (31200), not 31.2", True),
    g("h_de_thousands_nobonus", "A", G_SAL, "wrong", "hash", SAL_DE_NOBONUS + "Antwort: Sie verdient insgesamt 28.800 €.\n#### 28.800", "de 'she earns 28.800 EUR in total': the bonus left out (28800)"),
    g("h_ok_ru_otvet_hash", "B", G_PCT, "correct", "hash", PCT_RU + "Ответ: 85 %.\n#### 85", "ru 'Answer: 85 %.' then ####"),
    g("h_ru_failed_share", "A", G_PCT, "wrong", "hash", "Не сдали экзамен 40 − 34 = 6 учеников: 6 / 40 = 0,15, то есть 15 %.\nОтвет: 15 %.\n#### 15", "ru 'failed: 6 students, 15 %; Answer: 15 %': the failing share, the question asks who passed"),
    g("h_ok_es_thousands_hash", "B", G_POP, "correct", "hash", POP_ES + "La respuesta es 1.287.500 habitantes.\n#### 1.287.500", "es 'the answer is 1.287.500 inhabitants' with Spanish thousands points (1287500)"),
    g("h_es_missing_group", "A", G_POP, "wrong", "hash", POP_ES.replace("1.250.000 + 37.500 = 1.287.500", "1.250.000 + 3.750 = 1.253.750") + "La respuesta es 1.253.750 habitantes.\n#### 1.253.750", "es 'the answer is 1.253.750': 3,750 added instead of 37,500"),
    g("h_ja_dozen_hash", "A", G_EGG, "wrong", "hash", EGG_JA + "168 ÷ 12 = 14 なので、14ダースです。\n答え：14ダース\n#### 14", "debatable: ja '168 / 12 = 14, so 14 dozen; Answer: 14 dozen' and #### 14. The question counts eggs; the marked number is 14. Proposed decision: wrong", True),
    g("h_ok_ja_kotae_hash", "B", G_EGG, "correct", "hash", EGG_JA + "答え：168個\n#### 168", "ja 'Answer: 168 (pieces)' then ####"),
    g("h_ok_pt_zero_hash", "B", G_ZERO, "correct", "hash", ZERO_PT + "Resposta: sobram R$ 0,00.\n#### 0", "pt 'Answer: R$ 0,00 is left' then #### 0"),
    g("h_pt_spent_hash", "A", G_ZERO, "wrong", "hash", ZERO_PT + "Resposta: ela gasta R$ 150,00.\n#### 150", "pt 'Answer: she spends R$ 150,00' and #### 150: the amount spent, not left"),
    g("h_ok_hi_danda_hash", "B", G_TOY, "correct", "hash", TOY_HI + "अतः उत्तर है 2856।\n#### 2856", "hi 'so the answer is 2856' with a danda (।) then ####"),
    g("h_hi_hash_typo", "A", G_TOY, "wrong", "hash", TOY_HI + "अतः उत्तर है 2856।\n#### 2865", "hi phrase 2856 but #### 2865: two different final answers"),
    g("h_ok_it_minus_hash", "B", G_TEMP, "correct", "hash", TEMP_IT + "La risposta è −7,5 °C.\n#### -7,5", "it 'the answer is -7,5 C' (Unicode minus) then #### -7,5 (decimal comma)"),
    g("h_it_below_zero_hash", "A", G_TEMP, "wrong", "hash", TEMP_IT + "La risposta è 7,5 gradi sotto zero.\n#### 7,5", "debatable: it 'the answer is 7,5 degrees below zero' but #### 7,5 drops the sign. Proposed decision: wrong (the marked value is 7.5)", True),
    g("h_ok_ko_hash", "B", G_PEN, "correct", "hash", PEN_KO + "따라서 답은 413입니다.\n#### 413", "ko 'therefore the answer is 413' then ####"),
    g("h_ko_total_hash", "A", G_PEN, "wrong", "hash", PEN_KO + "따라서 답은 493입니다.\n#### 493", "ko 'therefore the answer is 493': the total before the sale"),
    g("h_ok_tr_inline_hash", "B", G_PEN, "correct", "hash", PEN_TR + "Cevap: #### 413", "tr 'Answer: #### 413' on one line (a phrase marker then ####)"),
    g("h_ok_sv_inline_hash", "B", G_PCT, "correct", "hash", PCT_SV + "Svar: #### 85", "sv 'Answer: #### 85'"),
    g("h_ok_ar_indic_hash", "B", G_PEN, "correct", "hash", PEN_AR + "الجواب هو 413 قلمًا.\n#### ٤١٣", "ar 'the answer is 413 pens' then #### in Arabic-Indic digits (٤١٣ = 413)"),
    g("h_ar_indic_hash_other", "A", G_PEN, "wrong", "hash", PEN_AR.replace("80 قلمًا", "108 قلمًا").replace("493 − 80 = 413", "493 − 108 = 385") + "الجواب هو 385 قلمًا.\n#### ٣٨٥", "ar 'the answer is 385 pens', #### ٣٨٥ = 385"),
    g("h_ok_fa_digits_hash", "B", G_PCT, "correct", "hash", "از ۴۰ دانش‌آموز، ۳۴ نفر قبول شدند: ۳۴ ÷ ۴۰ = ۰٫۸۵، یعنی ۸۵ درصد.\nپاسخ نهایی: ۸۵ درصد\n#### ۸۵", "fa 'of 40 students 34 passed: 34/40 = 0.85, that is 85 percent; final answer: 85 percent' in Persian digits, #### ۸۵ = 85"),
    m("h_m_ok_fr_hash", "B", G_PROB, "correct", "hash", PROB_FR + r"La réponse est $\frac{9}{40}$." + "\n#### 9/40", "fr 'the answer is 9/40' then #### 9/40"),
    m("h_m_fr_hash_odds", "A", G_PROB, "wrong", "hash", PROB_FR + r"La réponse est $\frac{9}{40}$." + "\n#### 9/31", "fr phrase 9/40, #### 9/31: two different final answers"),
    m("h_m_ok_id_hash", "B", G_COMB, "correct", "hash", r"Banyaknya cara memilih adalah $\binom{12}{3} = \frac{12 \cdot 11 \cdot 10}{6} = 220$." + "\nJadi, jawabannya adalah 220.\n#### 220", "id 'the number of ways is C(12,3) = 220. So the answer is 220.'"),
    m("h_m_id_hash_perm", "A", G_COMB, "wrong", "hash", r"Banyaknya cara memilih adalah $12 \cdot 11 \cdot 10 = 1320$." + "\nJadi, jawabannya adalah 1320.\n#### 1320", "id 'so the answer is 1320': ordered selections"),
    m("h_m_ok_vi_hash", "B", G_BASE, "correct", "hash", BASE_VI + "Vậy đáp án là 273.\n#### 273", "vi 'so the answer is 273'"),
    m("h_m_pl_empty_hash", "A", G_BASE, "no_answer", "hash", BASE_PL + "Odpowiedź:\n####", "pl 'Answer:' and an empty ####; 273 only in the working"),
    m("h_m_ok_nl_inline_hash", "B", G_NON, "correct", "hash", r"De som van de binnenhoeken is $(9 - 2) \cdot 180^\circ = 1260^\circ$, dus elke hoek is $1260^\circ / 9 = 140^\circ$." + "\nHet antwoord is: #### 140", "nl 'the sum of the interior angles is 1260, so each angle is 140. The answer is: #### 140'"),
    m("h_m_nl_inline_octagon", "A", G_NON, "wrong", "hash", r"De som van de binnenhoeken is $(8 - 2) \cdot 180^\circ = 1080^\circ$, dus elke hoek is $1080^\circ / 8 = 135^\circ$." + "\nHet antwoord is: #### 135", "nl 'The answer is: #### 135': an octagon's angle, not the nonagon's"),
    m("h_m_ok_uk_hash", "B", G_INV, "correct", "hash", INV_UK + r"Відповідь: $f^{-1}(x) = 3x - 5$." + "\n#### 3x - 5", "uk 'therefore f^{-1}(x) = 3x - 5. Answer: ...' then ####"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 3. exactness
    m("x_m_zh_decimal_irrational", "A", G_RAT, "wrong", "boxed", RAT_ZH + r"所以答案约为 $\boxed{12.12}$。", "zh 'so the answer is about 12.12': a decimal for 7sqrt3 (12.1244...)"),
    m("x_m_ok_zh_sqrt147", "B", G_RAT, "correct", "boxed", r"$\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{3} = \sqrt{\frac{441}{3}}$，所以答案是 $\boxed{\sqrt{147}}$。", "zh 'so the answer is sqrt147' (= 7sqrt3, 147 = 49*3)"),
    m("x_m_ok_fr_decimal_comma", "B", G_PROB, "correct", "boxed", PROB_FR + r"Soit $\boxed{0{,}225}$.", "fr 'that is 0,225' with the French decimal comma in LaTeX (0.225 = 9/40 exactly)"),
    m("x_m_fr_decimal_rounded", "A", G_PROB, "wrong", "boxed", PROB_FR + r"Soit environ $\boxed{0{,}23}$.", "fr 'that is about 0,23': rounded, not 9/40"),
    m("x_m_ok_ja_decimal_exact", "B", G_PROB, "correct", "boxed", PROB_JA + r"小数で表すと $\boxed{0.225}$ です。", "ja 'written as a decimal it is 0.225' (= 9/40 exactly)"),
    m("x_m_de_repeating_cut", "A", G_REP, "wrong", "boxed", r"Es ist $0{,}\overline{54} \approx 0{,}55$, also $\boxed{0{,}55}$.", "de 'it is about 0,55, so 0,55': a rounded decimal for 6/11"),
    m("x_m_ok_de_unreduced", "B", G_REP, "correct", "boxed", r"Sei $x = 0{,}\overline{54}$. Dann ist $100x - x = 54$, also $99x = 54$ und $x = \boxed{\frac{54}{99}}$.", "de 'let x = 0,(54). Then 100x - x = 54, so 99x = 54 and x = 54/99': not reduced, equal to 6/11"),
    m("x_m_ru_radian_decimal", "A", G_ANG, "wrong", "boxed", ANG_RU.replace(r"= \frac{17\pi}{12}$.", r"\approx 4{,}45$.") + r"Ответ: $\boxed{4{,}45}$ рад.", "ru 'Answer: 4,45 rad': a decimal for 17pi/12 (4.4506...)"),
    m("x_m_ok_ru_pi_factor", "B", G_ANG, "correct", "boxed", ANG_RU + r"Ответ: $\boxed{\frac{17}{12}\pi}$.", "ru 'Answer: (17/12) pi'"),
    m("x_m_ok_es_tan_form", "B", G_TAN, "correct", "boxed", TAN_ES.replace(r" = -\frac{\sqrt{3}}{3}$.", "$.") + r"Por lo tanto, $\tan 150^\circ = \boxed{-\frac{1}{\sqrt{3}}}$.", "es 'therefore tan 150 = -1/sqrt3' (= -sqrt3/3, not rationalised)"),
    m("x_m_es_tan_decimal", "A", G_TAN, "wrong", "boxed", TAN_ES + r"Aproximadamente, $\boxed{-0{,}577}$.", "es 'approximately -0,577': a decimal for -sqrt3/3"),
    m("x_m_es_tan_sign", "A", G_TAN, "wrong", "boxed", r"Sabemos que $\tan 30^\circ = \frac{\sqrt{3}}{3}$, y como $150^\circ = 180^\circ - 30^\circ$, la respuesta es $\boxed{\frac{\sqrt{3}}{3}}$.", "es 'we know tan30 = sqrt3/3 ... the answer is sqrt3/3': the sign lost"),
    m("x_m_pt_sector_decimal", "A", G_SEC, "wrong", "boxed", SEC_PT + r"Usando $\pi \approx 3{,}14$, a área é $\boxed{31{,}4}$.", "pt 'using pi = 3,14 the area is 31,4': a decimal for 10pi"),
    m("x_m_ok_pt_sector_units", "B", G_SEC, "correct", "boxed", SEC_PT + r"Portanto, a área é $\boxed{10\pi}$ unidades de área.", "pt 'therefore the area is 10pi area units'"),
    g("x_ok_pt_zero_decimal", "B", G_ZERO, "correct", "hash", ZERO_PT + "#### 0,00", "pt #### 0,00 (decimal comma) for 0"),
    g("x_pt_near_zero", "A", G_ZERO, "wrong", "hash", ZERO_PT.replace("4 × 37,50 = R$ 150,00", "4 × 37,49 = R$ 149,96").replace("150,00 − 150,00 = R$ 0,00", "150,00 − 149,96 = R$ 0,04") + "#### 0,04", "pt 0,04 left (price misread as 37,49) against gold 0"),
    g("x_de_rounded_euro", "A", G_PRICE, "wrong", "hash", PRICE_DE + "Das sind rund 18 €.\n#### 18", "de 'that is about 18 EUR': rounded to the euro"),
    g("x_ok_de_price_cents", "B", G_PRICE, "correct", "answer_is", PRICE_DE + "Die Antwort ist 17 € und 85 Cent.", "de 'the answer is 17 euros and 85 cents' (= 17.85)"),
    m("x_m_ok_ko_inequality", "B", G_INT, "correct", "boxed", INT_KO + r"따라서 해는 $\boxed{-2 < x \le 5}$입니다.", "ko 'therefore the solution is -2 < x <= 5' (the interval as an inequality)"),
    m("x_m_ko_inequality_closed", "A", G_INT, "wrong", "boxed", INT_KO.replace("-3 < 2x", "-3 \\le 2x").replace("-4 < 2x", "-4 \\le 2x").replace("-2 < x", "-2 \\le x") + r"따라서 해는 $\boxed{-2 \le x \le 5}$입니다.", "ko 'therefore the solution is -2 <= x <= 5': -2 wrongly included"),
    m("x_m_ok_hi_roots_order", "B", G_ROOTS, "correct", "boxed", ROOTS_HI + r"अतः मूल $\boxed{7, -3}$ हैं।", "hi 'so the roots are 7, -3' (order reversed)"),
    m("x_m_hi_one_root", "A", G_ROOTS, "wrong", "boxed", ROOTS_HI + r"धनात्मक मूल लेने पर उत्तर $\boxed{7}$ है।", "hi 'taking the positive root the answer is 7': one root of two"),
    m("x_m_ok_it_reordered", "B", G_CPX, "correct", "boxed", CPX_IT + r"Il risultato è $\boxed{7i + 11}$.", "it 'the result is 7i + 11' (terms reordered)"),
    m("x_m_it_conjugate", "A", G_CPX, "wrong", "boxed", CPX_IT.replace("11 + 7i$.", "11 + 7i$, il cui coniugato è $11 - 7i$.") + r"Il risultato è $\boxed{11 - 7i}$.", "it 'whose conjugate is 11 - 7i. The result is 11 - 7i': the conjugate boxed"),
    m("x_m_ok_pl_bmatrix", "B", G_MAT, "correct", "boxed", MAT_PL + r"Zatem $A^2 = \boxed{\begin{bmatrix} 4 & 5 \\ 0 & 9 \end{bmatrix}}$.", "pl 'hence A^2 = ...' with bmatrix brackets"),
    m("x_m_pl_transposed", "A", G_MAT, "wrong", "boxed", MAT_PL + r"Zatem $A^2 = \boxed{\begin{pmatrix} 4 & 0 \\ 5 & 9 \end{pmatrix}}$.", "pl 'hence A^2 = [[4,0],[5,9]]': the transpose"),
    m("x_m_vi_angle_sum", "A", G_NON, "wrong", "boxed", NON_VI.split(", nên")[0] + r". Vậy đáp án là $\boxed{1260^\circ}$.", "vi 'the sum of the interior angles is 1260; so the answer is 1260': the angle sum, not one angle"),
    m("x_m_ok_vi_degree", "B", G_NON, "correct", "boxed", NON_VI + r"Vậy mỗi góc trong bằng $\boxed{140^\circ}$.", "vi 'so each interior angle equals 140 degrees'"),
    m("x_m_el_decimal", "A", G_RAD, "wrong", "boxed", r"$\sqrt{98} \approx 9{,}899$ και $\sqrt{8} \approx 2{,}828$, άρα η διαφορά είναι $\boxed{7{,}07}$.", "el 'sqrt98 ~ 9,899 and sqrt8 ~ 2,828, so the difference is 7,07': a decimal for 5sqrt2"),
    m("x_m_ok_el_sqrt50", "B", G_RAD, "correct", "boxed", r"$\sqrt{98} - \sqrt{8} = 7\sqrt{2} - 2\sqrt{2} = 5\sqrt{2} = \sqrt{50}$. Άρα η απάντηση είναι $\boxed{\sqrt{50}}$.", "el 'so the answer is sqrt50' (= 5sqrt2)"),
    m("x_m_ok_cs_reordered", "B", G_INV, "correct", "boxed", INV_CS + r"Výsledek: $f^{-1}(x) = \boxed{-5 + 3x}$.", "cs 'Result: f^{-1}(x) = -5 + 3x'"),
    m("x_m_cs_sign", "A", G_INV, "wrong", "boxed", r"Položíme $y = \frac{x + 5}{3}$, odtud $x = 3y + 5$, tedy $f^{-1}(x) = 3x + 5$." + "\n" + r"Výsledek: $\boxed{3x + 5}$.", "cs 'hence x = 3y + 5 ... Result: 3x + 5': a sign slip"),
    m("x_m_ok_ru_semicolon_point", "B", G_MID, "correct", "boxed", r"Координаты середины отрезка: $x = \frac{-3 + 7}{2} = 2$, $y = \frac{8 + (-2)}{2} = 3$." + "\n" + r"Ответ: $\boxed{M(2; 3)}$.", "ru 'the midpoint's coordinates ... Answer: M(2; 3)': the Russian point notation with a semicolon"),
    m("x_m_ru_point_unhalved", "A", G_MID, "wrong", "boxed", r"Координаты середины отрезка: $x = -3 + 7 = 4$, $y = 8 + (-2) = 6$." + "\n" + r"Ответ: $\boxed{(4; 6)}$.", "ru 'Answer: (4; 6)': the sums not halved"),
    g("x_ok_ru_space_thousands", "B", G_POP, "correct", "answer_is", POP_RU + "Ответ: 1 287 500 человек.", "ru 'Answer: 1 287 500 people' (spaces group thousands)"),
    g("x_ok_hi_lakh_grouping", "B", G_POP, "correct", "answer_is", POP_HI + "उत्तर: जनसंख्या 12,87,500 है।", "hi 'Answer: the population is 12,87,500' (Indian lakh grouping = 1,287,500)"),
    g("x_hi_lakh_grouping_other", "A", G_POP, "wrong", "answer_is", POP_HI.replace("37,500 की", "3,750 की").replace("12,50,000 + 37,500 = 12,87,500", "12,50,000 + 3,750 = 12,53,750") + "उत्तर: जनसंख्या 12,53,750 है।", "hi 'Answer: the population is 12,53,750' (= 1,253,750; 3,750 added)"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 4. negation / strike-out / annotation
    m("n_m_ok_zh_bushi_ershi", "B", G_ANG, "correct", "answer_is", ANG_ZH + r"注意分母是 $180$ 而不是 $90$，所以答案不是 $\frac{17\pi}{6}$，而是 $\frac{17\pi}{12}$。", "zh 'note the denominator is 180 not 90, so the answer is not 17pi/6 but 17pi/12' (不是 X，而是 Y = 'not X but Y')"),
    m("n_m_zh_bushi_ershi_other", "A", G_ANG, "wrong", "answer_is", r"$255^\circ = 255 \times \frac{\pi}{90} = \frac{17\pi}{6}$。我再确认一下：答案不是 $\frac{17\pi}{12}$，而是 $\frac{17\pi}{6}$。", "zh 'let me confirm: the answer is not 17pi/12 but 17pi/6': the gold negated, a wrong value asserted"),
    g("n_de_nicht_sondern", "A", G_PEN, "wrong", "answer_is", PEN_DE.replace("80 Stiften", "108 Stiften").replace("493 − 80 = 413", "493 − 108 = 385") + "Die Antwort ist also nicht 413, sondern 385.", "de 'so the answer is not 413 but 385'"),
    g("n_ok_de_nicht_sondern", "B", G_PEN, "correct", "answer_is", PEN_DE + "Die Antwort ist also nicht 385, sondern 413.", "de 'so the answer is not 385 but 413'"),
    m("n_m_fr_pas_mais", "A", G_PROB, "wrong", "answer_is", r"Attention : on compare les rouges aux autres billes, $9$ contre $14 + 17 = 31$. La réponse n'est donc pas $\frac{9}{40}$ mais $\frac{9}{31}$.", "fr 'careful: we compare red with the other marbles, 9 against 31. So the answer is not 9/40 but 9/31'"),
    m("n_m_ok_fr_pas_mais", "B", G_PROB, "correct", "answer_is", PROB_FR + r"La réponse n'est donc pas $\frac{9}{31}$ mais $\frac{9}{40}$.", "fr 'so the answer is not 9/31 but 9/40'"),
    m("n_m_ok_es_no_sino", "B", G_SYS, "correct", "answer_is", SYS_ES + r"Ojo con el signo: la solución no es $(3, 5)$, sino $(3, -5)$.", "es 'watch the sign: the solution is not (3, 5) but (3, -5)'"),
    m("n_m_es_no_sino_other", "A", G_SYS, "wrong", "answer_is", r"Sumando: $3x = 9$, $x = 3$, e $y = 8 - 3 = 5$. Ojo con el signo: la solución no es $(3, -5)$, sino $(3, 5)$.", "es 'the solution is not (3, -5) but (3, 5)': the gold negated"),
    m("n_m_ok_ru_ne_a", "B", G_COMB, "correct", "answer_is", COMB_RU + r"Порядок не важен, поэтому ответ не $1320$, а $220$.", "ru 'order does not matter, so the answer is not 1320 but 220' (не X, а Y)"),
    m("n_m_ru_ne_a_other", "A", G_COMB, "wrong", "answer_is", r"Число способов: $12 \cdot 11 \cdot 10 = 1320$. Порядок важен, поэтому ответ не $220$, а $1320$.", "ru 'order matters, so the answer is not 220 but 1320'"),
    m("n_m_ja_dewanaku", "A", G_CPX, "wrong", "answer_is", r"$(3 + i)(4 + i) = 12 + 7i + i^2$ で、$i^2 = 1$ なので、答えは $11 + 7i$ ではなく $13 + 7i$ です。", "ja 'since i^2 = 1, the answer is not 11 + 7i but 13 + 7i' (ではなく = 'not ... but')"),
    m("n_m_ok_ja_dewanaku", "B", G_CPX, "correct", "answer_is", CPX_JA + r"よって、答えは $13 + 7i$ ではなく $11 + 7i$ です。", "ja 'hence the answer is not 13 + 7i but 11 + 7i'"),
    m("n_m_ko_anira", "A", G_RAD, "wrong", "answer_is", r"근호 안끼리 빼면 $\sqrt{98 - 8} = \sqrt{90}$이므로, 답은 $5\sqrt{2}$가 아니라 $\sqrt{90}$입니다.", "ko 'subtracting under the root gives sqrt90, so the answer is not 5sqrt2 but sqrt90' (가 아니라 = 'not ... but')"),
    m("n_m_ok_ko_anira", "B", G_RAD, "correct", "answer_is", RAD_KO + r"따라서 답은 $\sqrt{90}$이 아니라 $5\sqrt{2}$입니다.", "ko 'so the answer is not sqrt90 but 5sqrt2'"),
    g("n_it_strike", "A", G_PEN, "wrong", "hash", PEN_ZH_SLIP.replace("卖出 108 支后，还剩 493 − 108 = 385 支。\n", "") + "Correggo il calcolo: sono stati venduti 108 pastelli, quindi 493 − 108 = 385.\n#### ~~413~~ 385", "mixed zh/it: zh working, then it 'I correct the calculation: 108 were sold, so 385'; #### strikes 413 and states 385"),
    g("n_ok_it_strike", "B", G_PEN, "correct", "hash", PEN_ZH_SLIP + "Correggo la riga precedente: i venduti sono 80, non 108, quindi 493 − 80 = 413.\n#### ~~385~~ 413", "mixed zh/it: zh working with 108 sold, then it 'I correct the previous line: 80 were sold, not 108, so 413'; #### strikes 385 and states 413"),
    m("n_m_ok_pt_sout", "B", G_INT, "correct", "boxed", r"De $-3 < 2x + 1 \le 11$ vem $-2 < x \le 5$. Corrigindo o colchete: $\boxed{\sout{(-2, 5)}\ (-2, 5]}$", "pt 'from ... we get -2 < x <= 5. Fixing the bracket:' the wrong interval struck with \\sout, the gold after it"),
    m("n_m_pt_sout_other", "A", G_INT, "wrong", "boxed", r"De $-3 < 2x + 1 \le 11$ vem $-2 < x < 5$. Corrigindo o colchete: $\boxed{\sout{(-2, 5]}\ (-2, 5)}$", "pt 'fixing the bracket': the gold struck, (-2, 5) after"),
    m("n_m_tr_yanlis", "A", G_POLY, "wrong", "boxed", POLY_TR + r"Sonuç: $\boxed{2x^2 + 5x - 12}$ (yanlış)", "tr 'Result: ... (wrong)': the model marks its own box wrong, nothing else given"),
    m("n_m_ok_tr_dogru", "B", G_POLY, "correct", "boxed", POLY_TR + r"Sonuç: $\boxed{2x^2 + 5x - 12}$ (doğru ✓)", "tr 'Result: ... (correct, check mark)'"),
    m("n_m_pl_bledny", "A", G_BASE, "wrong", "boxed", BASE_PL.replace(r"= 273$", r"= 273$ \quad $\boxed{273}$") + "Hmm, ten wynik jest błędny — nie zgadza się z zapisem w systemie piątkowym.", "debatable: pl 'hmm, this result is incorrect, it does not agree with the base-5 notation': the model marks its own box 273 wrong and gives nothing new. Proposed decision: wrong (round 20/21: a value the model itself marks wrong)", True),
    m("n_m_uk_nepravylno", "A", G_INV, "wrong", "boxed", INV_UK + r"Відповідь $\boxed{3x - 5}$ — неправильно. Правильна відповідь: $\boxed{\frac{x - 5}{3}}$.", "uk 'the answer 3x - 5 is incorrect. The correct answer: (x - 5)/3'"),
    m("n_m_ok_uk_nepravylno", "B", G_INV, "correct", "boxed", r"Спочатку я написав $\frac{x - 5}{3}$ — неправильно. " + INV_UK + r"Правильна відповідь: $\boxed{3x - 5}$.", "uk 'at first I wrote (x - 5)/3: incorrect ... The correct answer: 3x - 5'"),
    m("n_m_ok_ar_laysat_bal", "B", G_MID, "correct", "answer_is", MID_AR + r"إذن الإجابة ليست $(4, 6)$ بل $(2, 3)$.", "ar 'so the answer is not (4, 6) but (2, 3)' (ليست ... بل = 'is not ... but')"),
    m("n_m_ar_laysat_bal_other", "A", G_MID, "wrong", "answer_is", r"نجمع الإحداثيات: $(-3 + 7, 8 - 2) = (4, 6)$. إذن الإجابة ليست $(2, 3)$ بل $(4, 6)$.", "ar 'we add the coordinates: (4, 6). So the answer is not (2, 3) but (4, 6)'"),
    m("n_m_he_eina_ela", "A", G_SEC, "wrong", "answer_is", r"השטח של הגזרה הוא $\frac{144}{360} \cdot 2\pi \cdot 5^2 = 20\pi$. לכן התשובה אינה $10\pi$ אלא $20\pi$.", "he 'the area of the sector is 144/360 * 2pi * 25 = 20pi. So the answer is not 10pi but 20pi'"),
    m("n_m_ok_he_eina_ela", "B", G_SEC, "correct", "answer_is", r"השטח של הגזרה הוא $\frac{144}{360} \cdot \pi \cdot 5^2 = 10\pi$. לכן התשובה אינה $20\pi$ אלא $10\pi$.", "he 'so the answer is not 20pi but 10pi' (אינה ... אלא = 'is not ... but')"),
    m("n_m_fa_nist", "A", G_REP, "wrong", "answer_is", r"عدد $0.\overline{54}$ تقریباً $0.54$ است، پس پاسخ $\frac{6}{11}$ نیست؛ پاسخ $\frac{27}{50}$ است.", "fa 'the number is about 0.54, so the answer is not 6/11; the answer is 27/50'"),
    m("n_m_ok_fa_nist", "B", G_REP, "correct", "answer_is", r"با $x = 0.\overline{54}$ داریم $99x = 54$، پس پاسخ $\frac{27}{50}$ نیست؛ پاسخ $\frac{6}{11}$ است.", "fa 'with x = 0.(54) we have 99x = 54, so the answer is not 27/50; the answer is 6/11'"),
    m("n_m_id_bukan", "A", G_ANG, "no_answer", "answer_is", r"Saya mencoba $255 \cdot \frac{\pi}{180}$, tetapi hasilnya tidak cocok dengan pilihan yang ada. Jadi jawabannya bukan $\frac{17\pi}{12}$.", "id 'I tried 255*pi/180 but it does not match the options given. So the answer is not 17pi/12': the gold negated, no value stated"),
    m("n_m_th_maichai", "A", G_RAT, "no_answer", "answer_is", r"ลองคำนวณ $\frac{21}{\sqrt{3}} = 7\sqrt{3}$ แต่ดูเหมือนจะผิด คำตอบไม่ใช่ $7\sqrt{3}$", "th 'trying 21/sqrt3 = 7sqrt3 but it seems wrong; the answer is not 7sqrt3': negated, nothing asserted"),
    m("n_m_ok_el_check", "B", G_REP, "correct", "boxed", r"Έστω $x = 0{,}\overline{54}$. Τότε $100x - x = 54$, άρα $x = \frac{54}{99} = \boxed{\frac{6}{11}}$ ✔", "el 'let x = 0,(54); then 99x = 54, so x = 6/11' then a check mark"),
    m("n_m_nl_fout", "A", G_PROB, "wrong", "boxed", r"Er zijn $40$ knikkers waarvan $9$ rood, dus $\boxed{\frac{9}{40}}$ ✗ — fout, ik moet nog delen door de blauwe: $\boxed{\frac{9}{14}}$.", "nl '... so 9/40, cross mark, wrong, I still have to divide by the blue ones: 9/14': the gold marked wrong, 9/14 last"),
    g("n_sv_inte", "A", G_PCT, "no_answer", "answer_is", "Jag räknade 34 / 40 men är osäker på om frågan gäller dem som klarade provet. Svaret är i alla fall inte 85 %.", "sv 'I computed 34/40 but am unsure whether the question is about those who passed. The answer is in any case not 85 %': negated, nothing asserted"),
    g("n_ok_sv_inte", "B", G_PCT, "correct", "answer_is", PCT_SV + "Svaret är 85 %, inte 15 %.", "sv 'the answer is 85 %, not 15 %'"),
    g("n_ok_cs_paren_ne", "B", G_TOY, "correct", "answer_is", TOY_CS + "Odpověď: 2856 hraček (ne 2865).", "cs 'Answer: 2856 toys (not 2865)'"),
    g("n_cs_paren_ne_other", "A", G_TOY, "wrong", "answer_is", TOY_CS.replace("119 · 24 = 2856", "119 · 24 = 2865") + "Odpověď: 2865 hraček (ne 2856).", "cs 'Answer: 2865 toys (not 2856)': the gold negated"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 5. unit, counter and scale words
    g("u_ok_zh_counter", "B", G_PEN, "correct", "answer_is", PEN_ZH + "答：还剩 413 支铅笔。", "zh 'Answer: 413 pencils remain' (支 = counter for pencils)"),
    g("u_ok_zh_wan", "B", G_POP, "correct", "answer_is", POP_ZH + "答：现在人口为 128.75 万人。", "zh 'Answer: the population is now 128.75 wan (ten-thousands) people' = 1,287,500"),
    g("u_zh_wan_misplaced", "A", G_POP, "wrong", "answer_is", POP_ZH + "答：现在人口为 1287.5 万人。", "zh 'the population is 1287.5 wan people' = 12,875,000: the scale word applied to the full number"),
    g("u_ok_ja_man", "B", G_POP, "correct", "answer_is", "人口は 1,250,000 + 37,500 = 1,287,500 人になります。\n答え：128万7500人", "ja 'the population becomes 1,287,500. Answer: 128 man 7500 people' (万 = 10,000: 1,280,000 + 7,500)"),
    g("u_ja_man_rounded", "A", G_POP, "wrong", "answer_is", "人口は 1,250,000 + 37,500 = 1,287,500 人になります。\n答え：約128万人", "ja 'Answer: about 1.28 million (128 man) people': rounded"),
    g("u_ok_ko_man", "B", G_POP, "correct", "answer_is", "인구는 1,250,000 + 37,500 = 1,287,500명입니다.\n답: 128만 7500명", "ko 'the population is 1,287,500. Answer: 128 man 7500 people' (만 = 10,000)"),
    g("u_ok_es_mil", "B", G_POP, "correct", "answer_is", POP_ES + "La población final es de 1.287,5 mil habitantes.", "es 'the final population is 1.287,5 thousand inhabitants' (decimal comma, mil = thousand) = 1,287,500"),
    g("u_ok_es_millones", "B", G_POP, "correct", "answer_is", POP_ES + "Es decir, la población es de 1,2875 millones de habitantes.", "es 'that is, the population is 1,2875 million inhabitants' = 1,287,500"),
    g("u_es_millones_rounded", "A", G_POP, "wrong", "answer_is", POP_ES + "Es decir, la población es de aproximadamente 1,29 millones de habitantes.", "es 'the population is about 1,29 million': rounded, and stated last"),
    g("u_ok_ru_tys", "B", G_POP, "correct", "answer_is", POP_RU + "Ответ: 1 287,5 тыс. человек.", "ru 'Answer: 1 287,5 thousand people' (тыс. = thousand) = 1,287,500"),
    g("u_ru_mln_rounded", "A", G_POP, "wrong", "answer_is", POP_RU + "Ответ: около 1,3 млн человек.", "ru 'Answer: about 1,3 million people': rounded"),
    g("u_ok_hi_lakh", "B", G_POP, "correct", "answer_is", POP_HI + "अतः अब जनसंख्या 12.875 लाख है।", "hi 'so the population is now 12.875 lakh' (lakh = 100,000) = 1,287,500"),
    g("u_hi_crore", "A", G_POP, "wrong", "answer_is", POP_HI + "अतः अब जनसंख्या 12.875 करोड़ है।", "hi 'the population is now 12.875 crore' (crore = 10,000,000) = 128,750,000"),
    g("u_ok_bn_lakh_words", "B", G_POP, "correct", "answer_is", "জনসংখ্যা ছিল ১২,৫০,০০০ এবং বেড়েছে ৩৭,৫০০, তাই মোট ১২,৫০,০০০ + ৩৭,৫০০ = ১২,৮৭,৫০০।\nউত্তর: ১২ লক্ষ ৮৭ হাজার ৫০০ জন।", "bn 'the population was 12,50,000 and grew by 37,500, so the total is 12,87,500. Answer: 12 lakh 87 thousand 500 people' (Bengali digits)"),
    g("u_ok_tr_milyon_bin", "B", G_POP, "correct", "answer_is", "Yeni nüfus 1.250.000 + 37.500 = 1.287.500 olur.\nCevap: 1 milyon 287 bin 500 kişi.", "tr 'the new population is 1.287.500. Answer: 1 million 287 thousand 500 people'"),
    g("u_ok_pl_mln", "B", G_POP, "correct", "answer_is", "Liczba mieszkańców wynosi 1 250 000 + 37 500 = 1 287 500.\nOdpowiedź: 1,2875 mln mieszkańców.", "pl 'the number of inhabitants is 1 287 500. Answer: 1,2875 million inhabitants'"),
    g("u_de_dutzend", "A", G_EGG, "wrong", "answer_is", "28 Hühner legen je 6 Eier, also 28 · 6 = 168 Eier.\nAntwort: 168 Dutzend Eier.", "de 'Answer: 168 dozen eggs' = 2016 eggs: the count of eggs written with the word dozen"),
    g("u_ja_dozen", "A", G_EGG, "wrong", "answer_is", EGG_JA + "答え：168ダース", "ja 'Answer: 168 dozen' (ダース = dozen) = 2016"),
    g("u_ok_ja_kanji_numeral", "B", G_EGG, "correct", "answer_is", EGG_JA + "答え：卵は百六十八個です。", "ja 'Answer: the eggs are 168 (pieces)' in kanji numerals 百六十八"),
    g("u_ok_zh_chinese_numeral", "B", G_PEN, "correct", "answer_is", PEN_ZH + "答：还剩四百一十三支铅笔。", "zh 'Answer: four hundred thirteen pencils remain' in Chinese numerals"),
    g("u_ok_es_number_words", "B", G_PEN, "correct", "answer_is", "Hay 29 × 17 = 493 lápices y se venden 80, así que quedan 493 − 80 = 413.\nRespuesta: quedan cuatrocientos trece lápices.", "es 'there are 493 pencils and 80 are sold, so 413 remain. Answer: four hundred thirteen pencils remain'"),
    g("u_fr_number_words_other", "A", G_PEN, "wrong", "answer_is", "Il y a 29 × 17 = 493 crayons ; on en vend 108, il en reste 493 − 108 = 385.\nRéponse : il reste trois cent quatre-vingt-cinq crayons.", "fr 'there are 493 pencils; 108 are sold, 385 remain. Answer: three hundred eighty-five pencils remain'"),
    g("u_ok_pt_number_words", "B", G_PEN, "correct", "answer_is", "São 29 × 17 = 493 lápis; vendidos 80, restam 493 − 80 = 413.\nResposta: restam quatrocentos e treze lápis.", "pt 'there are 493 pencils; 80 sold, 413 remain. Answer: four hundred and thirteen pencils remain'"),
    g("u_ok_th_number_words", "B", G_TOY, "correct", "answer_is", "โรงงานผลิตของเล่นวันละ 119 ชิ้น 24 วันจึงได้ 119 × 24 = 2856 ชิ้น\nคำตอบ: สองพันแปดร้อยห้าสิบหกชิ้น", "th 'the factory makes 119 toys a day, so 24 days give 2856 pieces. Answer: two thousand eight hundred fifty-six pieces'"),
    g("u_ok_cs_tisice_decimal", "B", G_TOY, "correct", "answer_is", TOY_CS + "Odpověď: továrna vyrobí 2,856 tisíce hraček.", "cs 'Answer: the factory makes 2,856 thousand toys' (decimal comma: 2.856 thousand = 2856)"),
    g("u_cs_tisic_other", "A", G_TOY, "wrong", "answer_is", TOY_CS + "Odpověď: továrna vyrobí 2 856 tisíc hraček.", "cs 'Answer: 2 856 thousand toys' = 2,856,000"),
    g("u_de_weniger", "A", G_PEN, "wrong", "answer_is", PEN_DE + "Die Antwort ist: 80 weniger.", "de 'the answer is: 80 fewer': the number sold with 'fewer', not what remains"),
    g("u_es_menos", "A", G_PEN, "wrong", "answer_is", "Se venden 80 de los 493 lápices.\nLa respuesta es 80 lápices menos.", "es '80 of the 493 pencils are sold. The answer is 80 pencils fewer'"),
    g("u_ok_it_sotto_zero", "B", G_TEMP, "correct", "answer_is", TEMP_IT + "La risposta è: 7,5 gradi sotto lo zero.", "it 'the answer is: 7,5 degrees below zero' = -7.5"),
    g("u_it_sopra_zero", "A", G_TEMP, "wrong", "answer_is", "In 6 ore la temperatura cambia di 6 · 1,75 = 10,5 gradi, quindi 3 + 10,5 = 13,5.\nLa risposta è: 13,5 gradi sopra lo zero.", "it 'the temperature changes by 10,5, so 3 + 10,5 = 13,5. The answer is 13,5 degrees above zero': rise instead of fall"),
    g("u_ok_de_minus_word", "B", G_TEMP, "correct", "answer_is", TEMP_DE + "Antwort: minus 7,5 Grad Celsius.", "de 'Answer: minus 7,5 degrees Celsius' = -7.5"),
    g("u_ok_ru_percent_word", "B", G_PCT, "correct", "answer_is", PCT_RU + "Ответ: 85 процентов учеников.", "ru 'Answer: 85 percent of the students'"),
    m("u_m_ok_zh_area_unit", "B", G_SEC, "correct", "answer_is", r"扇形面积 $S = \frac{144}{360} \times \pi \times 5^2 = 10\pi$，所以扇形的面积是 $10\pi$ 平方厘米。", "zh 'the sector's area S = 10pi, so the area of the sector is 10pi square centimetres'"),
    m("u_m_ok_ja_do", "B", G_NON, "correct", "answer_is", r"正九角形の内角の和は $180^\circ \times 7 = 1260^\circ$ なので、1つの内角は $1260^\circ \div 9 = 140^\circ$。答えは $140$ 度です。", "ja 'the interior angle sum of a regular nonagon is 1260, so one angle is 140. The answer is 140 degrees' (度 = degrees)"),
    m("u_m_ok_ko_radian", "B", G_ANG, "correct", "answer_is", r"$255^\circ \times \frac{\pi}{180^\circ} = \frac{17\pi}{12}$이므로 답은 $\frac{17\pi}{12}$ 라디안입니다.", "ko '... so the answer is 17pi/12 radians'"),
    m("u_m_ko_degrees_for_radians", "A", G_ANG, "wrong", "answer_is", r"$\frac{17\pi}{12}$ 라디안은 $255^\circ$이므로 답은 $255$ 라디안입니다.", "ko '17pi/12 radians is 255 degrees, so the answer is 255 radians': the degree number labelled radians"),
    m("u_m_ok_tl_square_units", "B", G_SEC, "correct", "answer_is", r"Ang area ng sector ay $\frac{144}{360} \cdot \pi (5)^2 = 10\pi$. Kaya ang sagot ay $10\pi$ square units.", "tl 'the area of the sector is 10pi. So the answer is 10pi square units' (mixed Tagalog/English, as Tagalog output often is)"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 6. retractions and harmless after-text
    g("r_de_korrektur", "A", G_PEN, "wrong", "hash", PEN_DE + "#### 413\n\nKorrektur: Ich habe die Aufgabe falsch gelesen, es wurden 108 Stifte verkauft, also 493 − 108 = 385.", "de 'Correction: I misread the problem, 108 pencils were sold, so 385' after the ####"),
    g("r_ok_de_probe", "B", G_PEN, "correct", "hash", PEN_DE + "#### 413\n\nProbe: 413 + 80 = 493 = 29 · 17 ✓", "de 'Check: 413 + 80 = 493' after the answer"),
    m("r_m_fr_en_fait", "A", G_PROB, "wrong", "boxed", PROB_FR + r"La réponse est $\boxed{\frac{9}{40}}$." + "\n\n" + r"En fait, je me suis trompé : il faut diviser par le nombre de billes qui ne sont pas rouges, donc la bonne réponse est $\boxed{\frac{9}{31}}$.", "fr 'actually, I was wrong: divide by the non-red marbles, so the right answer is 9/31'"),
    m("r_m_ok_fr_verification", "B", G_PROB, "correct", "boxed", PROB_FR + r"La réponse est $\boxed{\frac{9}{40}}$." + "\n\n" + r"**Vérification :** $\frac{9}{40} + \frac{14}{40} + \frac{17}{40} = 1$ ✓. Les probabilités des trois couleurs font bien $1$.", "fr 'Check: 9/40 + 14/40 + 17/40 = 1; the three colours' probabilities sum to 1' after the answer"),
    m("r_m_ok_es_verificacion", "B", G_SYS, "correct", "boxed", SYS_ES + r"La solución es $\boxed{(3, -5)}$." + "\n\n" + r"**Verificación:** $2(3) + (-5) = 1$ ✓ y $3 - (-5) = 8$ ✓. ¡Espero que te sirva!", "es 'Check: 2(3) + (-5) = 1 and 3 - (-5) = 8. Hope it helps!' after the answer"),
    m("r_m_es_verificacion_fails", "A", G_SYS, "wrong", "boxed", SYS_ES + r"La solución es $\boxed{(3, -5)}$." + "\n\n" + r"**Verificación:** $2(3) + (-5) = 1$ ✓ pero $3 - (-5) = 8$... me equivoqué al despejar. Corrijo: $y = x + 8 = 11$, así que la solución es $\boxed{(3, 11)}$.", "es 'Check: ... I made a mistake isolating y. Correcting: y = x + 8 = 11, so the solution is (3, 11)': a correction to a wrong value"),
    m("r_m_ru_oshibka", "A", G_COMB, "wrong", "boxed", COMB_RU + r"Ответ: $\boxed{220}$." + "\n\n" + r"Ой, ошибка: порядок выбора важен, поэтому правильный ответ $\boxed{1320}$.", "ru 'oops, mistake: the order matters, so the correct answer is 1320'"),
    m("r_m_ok_ru_proverka", "B", G_COMB, "correct", "boxed", COMB_RU + r"Ответ: $\boxed{220}$." + "\n\n" + r"Проверка: $C_{12}^3 = C_{12}^9 = 220$. Всё сходится.", "ru 'Check: C(12,3) = C(12,9) = 220. Everything agrees.'"),
    m("r_m_ok_zh_jianyan", "B", G_ROOTS, "correct", "boxed", ROOTS_ZH + r"所以 $x = \boxed{-3, 7}$。" + "\n\n" + r"检验：$(-3)^2 - 4(-3) - 21 = 9 + 12 - 21 = 0$，$7^2 - 4 \cdot 7 - 21 = 0$。两个根都满足方程。", "zh 'Check: ... both roots satisfy the equation' after the box"),
    m("r_m_zh_gengzheng", "A", G_ROOTS, "wrong", "boxed", ROOTS_ZH + r"所以 $x = \boxed{-3, 7}$。" + "\n\n" + r"更正：题目要求的是正根，所以答案应为 $\boxed{7}$。", "debatable: zh 'Correction: the problem asks for the positive root, so the answer should be 7'; the correction cites a condition the problem may not have; the model's last committed answer is one root of two. Proposed decision: wrong", True),
    m("r_m_ja_machigai", "A", G_ANG, "wrong", "boxed", ANG_JA + r"答え：$\boxed{\frac{17\pi}{12}}$" + "\n\n" + r"すみません、計算を間違えました。$\frac{255}{180}$ を約分すると $\frac{17}{6}$ なので、正しい答えは $\boxed{\frac{17\pi}{6}}$ です。", "ja 'sorry, I made a calculation mistake. 255/180 reduces to 17/6, so the correct answer is 17pi/6' (a wrong reduction)"),
    m("r_m_ok_ja_kakunin", "B", G_ANG, "correct", "boxed", ANG_JA + r"答え：$\boxed{\frac{17\pi}{12}}$" + "\n\n" + r"確認：$\frac{17\pi}{12} \times \frac{180}{\pi} = 255$ なので正しいです。", "ja 'Check: 17pi/12 * 180/pi = 255, so it is right'"),
    m("r_m_ko_jeongjeong", "A", G_MAT, "wrong", "boxed", MAT_KO + r"$\boxed{\begin{pmatrix} 4 & 5 \\ 0 & 9 \end{pmatrix}}$" + "\n\n" + r"정정: 행렬의 거듭제곱은 각 성분의 거듭제곱이므로 답은 $\boxed{\begin{pmatrix} 4 & 1 \\ 0 & 9 \end{pmatrix}}$입니다.", "ko 'Correction: a matrix power is the power of each entry, so the answer is [[4,1],[0,9]]' (a wrong correction)"),
    m("r_m_ok_ko_closing", "B", G_MAT, "correct", "boxed", MAT_KO + r"따라서 $A^2 = \boxed{\begin{pmatrix} 4 & 5 \\ 0 & 9 \end{pmatrix}}$입니다." + "\n\n도움이 되었기를 바랍니다! 다른 질문이 있으면 언제든지 물어보세요.", "ko 'I hope this helped! Ask any time if you have other questions.'"),
    g("r_ok_pt_espero", "B", G_ZERO, "correct", "hash", ZERO_PT + "#### 0\n\nEspero ter ajudado! 😊", "pt 'I hope I helped!' with an emoji"),
    g("r_pt_alias", "A", G_ZERO, "wrong", "hash", ZERO_PT + "#### 0\n\nAliás, me enganei: ela tinha R$ 160,00, então sobram R$ 10,00.\n#### 10", "pt 'by the way, I was wrong: she had R$ 160,00, so R$ 10,00 are left' and #### 10"),
    m("r_m_it_anzi", "A", G_CPX, "wrong", "boxed", CPX_IT + r"Quindi il risultato è $\boxed{11 + 7i}$. Anzi no, ho sbagliato il segno di $i^2$: il risultato è $\boxed{13 + 7i}$.", "it 'so the result is 11 + 7i. Actually no, I got the sign of i^2 wrong: the result is 13 + 7i'"),
    m("r_m_ok_it_anzi", "B", G_CPX, "correct", "boxed", r"Sviluppando: $(3 + i)(4 + i) = 12 + 7i + i^2 = 13 + 7i$, quindi $\boxed{13 + 7i}$. Anzi no, ho sbagliato il segno di $i^2$: il risultato è $\boxed{11 + 7i}$.", "it '... so 13 + 7i. Actually no, I got the sign of i^2 wrong: the result is 11 + 7i'"),
    m("r_m_nl_oeps", "A", G_DOM, "wrong", "boxed", DOM_NL + r"Het domein is $\boxed{[-2, 4) \cup (4, \infty)}$." + "\n\n" + r"Oeps, ik heb een fout gemaakt: $x = 4$ hoeft niet uitgesloten te worden, dus het domein is $\boxed{[-2, \infty)}$.", "nl 'oops, I made a mistake: x = 4 need not be excluded, so the domain is [-2, inf)': a wrong correction stated last"),
    m("r_m_ok_nl_format", "B", G_DOM, "correct", "boxed", DOM_NL + r"Het domein is $\boxed{[-2, 4) \cup (4, \infty)}$." + "\n\nOpmerking: in intervalnotatie betekent de ronde haak dat het eindpunt niet meedoet.", "nl 'Remark: in interval notation the round bracket means the endpoint is not included'"),
    m("r_m_pl_poprawka", "A", G_BASE, "wrong", "boxed", BASE_PL + r"Odpowiedź: $\boxed{273}$" + "\n\n" + r"Poprawka: pomyliłem się, $5^3 = 125$, ale cyfra $2$ stoi na pozycji $5^2$... czyli $2 \cdot 25 + 4 \cdot 5 + 3 = 73$. Odpowiedź: $\boxed{73}$.", "pl 'Correction: I made a mistake ... so 73. Answer: 73' (a wrong correction)"),
    m("r_m_ok_tr_kontrol", "B", G_POLY, "correct", "boxed", POLY_TR + r"Cevap: $\boxed{2x^2 + 5x - 12}$" + "\n\n" + r"Kontrol: $x = 1$ için $(2 - 3)(1 + 4) = -5$ ve $2 + 5 - 12 = -5$ ✓", "tr 'Check: for x = 1, (2-3)(1+4) = -5 and 2 + 5 - 12 = -5'"),
    m("r_m_tr_duzeltme", "A", G_POLY, "wrong", "boxed", POLY_TR + r"Cevap: $\boxed{2x^2 + 5x - 12}$" + "\n\n" + r"Düzeltme: $-3x + 8x = 11x$ olmalıydı, yani cevap $\boxed{2x^2 + 11x - 12}$.", "tr 'Correction: -3x + 8x should have been 11x, so the answer is 2x^2 + 11x - 12' (a wrong correction)"),
    m("r_m_ar_tasheeh", "A", G_MID, "wrong", "boxed", MID_AR + r"الإجابة: $\boxed{(2, 3)}$" + "\n\n" + r"تصحيح: لا نقسم على $2$، فتكون الإجابة $\boxed{(4, 6)}$.", "ar 'Correction: we do not divide by 2, so the answer is (4, 6)'"),
    m("r_m_ok_ar_closing", "B", G_MID, "correct", "boxed", MID_AR + r"الإجابة: $\boxed{(2, 3)}$" + "\n\nآمل أن يكون هذا مفيدًا!", "ar 'I hope this is useful!' after the answer"),
    m("r_m_hi_sudhar", "A", G_REP, "wrong", "boxed", REP_HI + r"अंतिम उत्तर: $\boxed{\frac{6}{11}}$" + "\n\n" + r"सुधार: $0.\overline{54}$ को $\frac{54}{100}$ लिखना चाहिए, अतः सही उत्तर $\boxed{\frac{27}{50}}$ है।", "hi 'Correction: 0.(54) should be written as 54/100, so the right answer is 27/50' (a wrong correction)"),
    m("r_m_ok_hi_jaanch", "B", G_REP, "correct", "boxed", REP_HI + r"अंतिम उत्तर: $\boxed{\frac{6}{11}}$" + "\n\n" + r"जाँच: $6 \div 11 = 0.545454\ldots$ ✓", "hi 'Check: 6 / 11 = 0.545454...'"),
    m("r_m_vi_xin_loi", "A", G_NON, "wrong", "boxed", NON_VI + r"Đáp án: $\boxed{140^\circ}$" + "\n\n" + r"Xin lỗi, tôi đã tính sai. Đề bài hỏi tổng các góc trong, nên đáp án là $\boxed{1260^\circ}$.", "vi 'Sorry, I calculated wrongly. The problem asks for the sum of the interior angles, so the answer is 1260'"),
    m("r_m_ok_id_semoga", "B", G_COMB, "correct", "boxed", r"Banyaknya cara memilih 3 dari 12 adalah $\binom{12}{3} = \frac{12 \cdot 11 \cdot 10}{3 \cdot 2 \cdot 1} = 220$." + "\n\n" + r"Jadi, jawabannya adalah $\boxed{220}$." + "\n\nSemoga membantu! Jika ada pertanyaan lain, jangan ragu untuk bertanya.", "id 'so the answer is 220. Hope it helps! If you have other questions, feel free to ask.'"),
    m("r_m_ok_th_closing", "B", G_RAT, "correct", "boxed", r"ทำให้ตัวส่วนเป็นจำนวนตรรกยะ: $\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{3} = 7\sqrt{3}$" + "\n\n" + r"ดังนั้น คำตอบคือ $\boxed{7\sqrt{3}}$" + "\n\nหวังว่าจะเป็นประโยชน์นะครับ", "th 'rationalising the denominator ... so the answer is 7sqrt3. Hope it is useful'"),
    m("r_m_el_diorthosi", "A", G_SEC, "wrong", "boxed", SEC_EL + r"Άρα $\boxed{10\pi}$." + "\n\n" + r"Διόρθωση: ο τύπος είναι $\frac{\theta}{360} \cdot 2\pi r^2$, οπότε το εμβαδόν είναι $\boxed{20\pi}$.", "el 'Correction: the formula is theta/360 * 2 pi r^2, so the area is 20pi' (a wrong correction)"),
    m("r_m_he_tikun", "A", G_CPX, "wrong", "boxed", CPX_HE + r"$\boxed{11 + 7i}$" + "\n\n" + r"תיקון: $i^2 = 1$, ולכן התשובה הנכונה היא $\boxed{13 + 7i}$.", "he 'Correction: i^2 = 1, so the correct answer is 13 + 7i'"),
    m("r_m_ok_uk_perevirka", "B", G_INV, "correct", "boxed", INV_UK + r"Відповідь: $\boxed{3x - 5}$" + "\n\n" + r"Перевірка: $f(3x - 5) = \frac{3x - 5 + 5}{3} = x$ ✓", "uk 'Check: f(3x - 5) = (3x - 5 + 5)/3 = x'"),
    m("r_m_ok_cs_oprava_gold", "B", G_INV, "correct", "boxed", r"Položíme $y = \frac{x + 5}{3}$, odtud $x = 3y + 5$, tedy $\boxed{3x + 5}$." + "\n\n" + r"Oprava: z $3y = x + 5$ plyne $x = 3y - 5$, takže správně je $f^{-1}(x) = \boxed{3x - 5}$.", "cs 'Correction: from 3y = x + 5 follows x = 3y - 5, so correctly f^{-1}(x) = 3x - 5'"),
    g("r_ok_sv_hoppas", "B", G_PCT, "correct", "hash", PCT_SV + "#### 85\n\nHoppas det hjälper!", "sv 'hope it helps!'"),
    m("r_m_tl_paumanhin", "A", G_MID, "wrong", "boxed", MID_TL + r"Ang sagot ay $\boxed{(2, 3)}$." + "\n\n" + r"Paumanhin, mali ang formula ko. Hindi na kailangang hatiin sa 2, kaya ang tamang sagot ay $\boxed{(4, 6)}$.", "tl 'Sorry, my formula is wrong. No need to divide by 2, so the right answer is (4, 6)'"),
    m("r_m_de_withdrawn_only", "A", G_RAD, "wrong", "boxed", r"$\sqrt{98} - \sqrt{8} = 7\sqrt{2} - 2\sqrt{2} = \boxed{5\sqrt{2}}$" + "\n\nMoment, das stimmt so nicht. Ich ziehe diese Antwort zurück.", "debatable: de 'wait, that is not right. I withdraw this answer.': the gold withdrawn with nothing new. Proposed decision: wrong (round 21's r_m_withdrawn convention)", True),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 7. quoted, reported, hypothetical text
    g("q_zh_laoshi_shuo", "A", G_PEN, "wrong", "answer_is", PEN_ZH_SLIP + "老师说答案是 413，但我算出来是 385。\n答：还剩 385 支。", "zh 'the teacher said the answer is 413, but I got 385. Answer: 385 remain': the gold only reported"),
    g("q_ok_zh_tongxue_shuo", "B", G_PEN, "correct", "answer_is", PEN_ZH + "同学说答案是 385，那是把卖出的数量看成了 108。\n答：还剩 413 支。", "zh 'a classmate said 385, that misread the number sold as 108. Answer: 413 remain'"),
    g("q_de_waere_only", "A", G_SAL, "no_answer", "none", "Ich bin mir nicht sicher, ob der Bonus zum Jahresgehalt zählt. Wenn er zählt, wäre die Antwort 31.200 €; wenn nicht, 28.800 €.", "de 'I am not sure the bonus counts. If it counts, the answer would be 31.200 EUR; if not, 28.800 EUR': only two hypotheticals, no commitment (debatable: a hedge could be called wrong; no value is asserted. Proposed decision: no_answer, refused either way)", True),
    g("q_ok_de_waere_after", "B", G_SAL, "correct", "hash", SAL_DE + "#### 31200\n\nOhne den Bonus wäre die Antwort 28.800 €.", "de 'without the bonus the answer would be 28.800 EUR' after the committed ####"),
    m("q_m_fr_si_only", "A", G_PROB, "no_answer", "none", r"Si toutes les billes étaient rouges ou bleues, la probabilité serait $\frac{9}{23}$. Mais je ne connais pas le nombre de billes vertes, donc je ne peux pas conclure.", "fr 'if all marbles were red or blue the probability would be 9/23. But I do not know the number of green marbles, so I cannot conclude': only a hypothetical and a refusal"),
    m("q_m_ok_fr_si_after", "B", G_PROB, "correct", "boxed", PROB_FR + r"Donc $P(\text{rouge}) = \boxed{\frac{9}{40}}$." + "\n\n" + r"(S'il n'y avait pas de billes vertes, on aurait $\frac{9}{23}$.)", "fr 'so P(red) = 9/40. (If there were no green marbles we would have 9/23.)'"),
    m("q_m_es_segun_libro", "A", G_TAN, "wrong", "boxed", r"Según el solucionario, la respuesta es $-\frac{\sqrt{3}}{3}$, pero yo obtengo $\tan 150^\circ = \tan 30^\circ = \frac{\sqrt{3}}{3}$. Mi respuesta: $\boxed{\frac{\sqrt{3}}{3}}$.", "es 'according to the answer key the answer is -sqrt3/3, but I get tan150 = tan30 = sqrt3/3. My answer: sqrt3/3'"),
    m("q_m_ok_es_segun_libro", "B", G_TAN, "correct", "boxed", r"Un compañero dice que $\tan 150^\circ = \frac{\sqrt{3}}{3}$, pero olvida el signo: en el segundo cuadrante la tangente es negativa. " + TAN_ES + r"Respuesta: $\boxed{-\frac{\sqrt{3}}{3}}$.", "es 'a classmate says tan150 = sqrt3/3 but forgets the sign ... Answer: -sqrt3/3'"),
    g("q_ru_uchebnik_quote", "A", G_PCT, "no_answer", "none", "В учебнике написано: «Ответ: 85 %». Я не понимаю, как это получилось, и не могу решить задачу сам.", "ru 'the textbook says: \"Answer: 85 %\". I do not understand how this was obtained and cannot solve the problem myself': only a quotation"),
    m("q_m_ok_ru_quote_problem", "B", G_SYS, "correct", "boxed", "> «Решите систему: $2x + y = 1$, $x - y = 8$.»\n\n" + SYS_RU + r"Ответ: $\boxed{(3; -5)}$.", "ru the problem quoted ('solve the system'), then the working and 'Answer: (3; -5)' (semicolon point notation)"),
    m("q_m_ja_moshi", "A", G_CPX, "no_answer", "none", r"もし $i^2 = -1$ を使えば、答えは $11 + 7i$ になるはずですが、この問題の $i$ が虚数単位かどうか分からないので、答えを確定できません。", "ja 'if we use i^2 = -1, the answer should be 11 + 7i, but I do not know whether i is the imaginary unit here, so I cannot settle the answer': only a hypothetical"),
    m("q_m_ok_ja_moshi_after", "B", G_CPX, "correct", "boxed", CPX_JA + r"答え：$\boxed{11 + 7i}$" + "\n\n" + r"（もし $i^2 = 1$ と間違えると $13 + 7i$ になってしまうので注意。）", "ja '(careful: if one wrongly takes i^2 = 1, one gets 13 + 7i)' after the answer"),
    m("q_m_ko_manyak", "A", G_RAD, "no_answer", "none", r"만약 $\sqrt{98} = 7\sqrt{2}$라면 답은 $5\sqrt{2}$가 될 것입니다. 하지만 이 부분은 확인이 더 필요합니다.", "ko 'if sqrt98 = 7sqrt2, the answer would be 5sqrt2. But this part needs more checking': only a hypothetical"),
    m("q_m_pt_suponha", "A", G_DOM, "no_answer", "none", r"Suponha que o domínio seja $[-2, 4) \cup (4, \infty)$. Então precisaríamos verificar se $x = -2$ é permitido...", "pt 'suppose the domain is [-2, 4) U (4, inf). Then we would need to check whether x = -2 is allowed...': a supposition, cut off"),
    m("q_m_ok_pt_suponha_refuted", "B", G_DOM, "correct", "boxed", r"Suponha que o domínio seja $(-2, 4)$. Isso não serve, pois $x = 5$ também funciona. " + DOM_PT + r"Logo, o domínio é $\boxed{[-2, 4) \cup (4, \infty)}$.", "pt 'suppose the domain is (-2, 4). That does not work, since x = 5 also works ... Hence the domain is ...'"),
    m("q_m_it_amico", "A", G_BASE, "wrong", "boxed", r"Il mio amico dice che $2043_5 = 273$, ma secondo me bisogna leggere le cifre al contrario: $3 \cdot 125 + 4 \cdot 25 + 0 \cdot 5 + 2 = 477$. Quindi la risposta è $\boxed{477}$.", "it 'my friend says 2043_5 = 273, but I think the digits must be read backwards ... So the answer is 477' (3*125 + 4*25 + 2 = 477)"),
    m("q_m_ok_it_amico", "B", G_BASE, "correct", "boxed", r"Il mio amico dice che bisogna leggere le cifre al contrario, ma non è così. " + r"$2043_5 = 2 \cdot 125 + 0 \cdot 25 + 4 \cdot 5 + 3 = 273$. Quindi la risposta è $\boxed{273}$.", "it 'my friend says the digits must be read backwards, but that is not so ... So the answer is 273'"),
    m("q_m_ar_qala", "A", G_NON, "wrong", "boxed", r"قال المعلم إن قياس الزاوية الداخلية هو $140^\circ$، لكنني أعتقد أن السؤال يطلب مجموع الزوايا: $(9 - 2) \times 180^\circ = 1260^\circ$. الإجابة: $\boxed{1260}$", "ar 'the teacher said the interior angle measures 140, but I think the question asks for the angle sum: 1260. Answer: 1260'"),
    m("q_m_zh_invented_turn", "A", G_COMB, "wrong", "boxed", r"有序选取：$12 \times 11 \times 10 = 1320$，所以答案是 $\boxed{1320}$。" + IM_USER + r"不对，答案是 $220$，因为顺序不重要。", "zh the model's box 1320, then an invented user turn 'no, the answer is 220, since order does not matter': the gold only in the invented turn"),
    m("q_m_ok_zh_invented_turn", "B", G_COMB, "correct", "boxed", r"从 $12$ 人中选 $3$ 人，顺序不重要：$\binom{12}{3} = \frac{12 \times 11 \times 10}{6} = 220$，所以答案是 $\boxed{220}$。" + IM_USER + r"那如果顺序重要呢？答案是不是 $1320$？", "zh the box 220, then an invented user turn 'and if order matters? is the answer 1320?': text in the invented turn does not count"),
    m("q_m_hi_other_part", "A", G_MID, "wrong", "boxed", r"(क) मध्य-बिंदु: $\left(\frac{-3 + 7}{2}, \frac{8 - 2}{2}\right) = (2, 3)$" + "\n" + r"(ख) दूरी: $\sqrt{10^2 + 10^2} = 10\sqrt{2}$" + "\n\n" + r"अंतिम उत्तर: $\boxed{10\sqrt{2}}$", "debatable: hi '(a) midpoint: (2, 3); (b) distance: 10sqrt2; final answer: 10sqrt2': the gold only in part (a), the final box is another part's value. Proposed decision: wrong", True),
    m("q_m_ok_hi_parts", "B", G_MID, "correct", "boxed", r"(क) $x$-निर्देशांक: $\frac{-3 + 7}{2} = 2$" + "\n" + r"(ख) $y$-निर्देशांक: $\frac{8 + (-2)}{2} = 3$" + "\n\n" + r"अतः मध्य-बिंदु $\boxed{(2, 3)}$ है।", "hi '(a) x-coordinate: 2; (b) y-coordinate: 3; so the midpoint is (2, 3)'"),
    m("q_m_tr_ogretmen", "A", G_INT, "wrong", "boxed", r"Öğretmenimiz cevabın $(-2, 5]$ olduğunu söyledi, ama bence uç noktalar dahil: $\boxed{[-2, 5]}$.", "tr 'our teacher said the answer is (-2, 5], but I think the endpoints are included: [-2, 5]'"),
    m("q_m_ok_tr_ogretmen", "B", G_INT, "correct", "boxed", r"Kitapta $[-2, 5]$ yazıyor, fakat $x = -2$ için $2x + 1 = -3$ olur ve $-3 < -3$ sağlanmaz. Bu yüzden cevap $\boxed{(-2, 5]}$.", "tr 'the book says [-2, 5], but for x = -2, 2x + 1 = -3 and -3 < -3 fails. So the answer is (-2, 5]'"),
    m("q_m_vi_gia_su", "A", G_POLY, "no_answer", "none", r"Giả sử kết quả là $2x^2 + 5x - 12$. Khi đó, thay $x = 1$ ta được $-5$... Tôi cần kiểm tra lại bước khai triển trước khi kết luận.", "vi 'suppose the result is 2x^2 + 5x - 12. Then x = 1 gives -5... I need to recheck the expansion before concluding': only a supposition"),
    m("q_m_ok_vi_vidu", "B", G_POLY, "correct", "boxed", r"Ví dụ, $(x + 1)(x + 2) = x^2 + 3x + 2$. Tương tự, $(2x - 3)(x + 4) = 2x^2 + 8x - 3x - 12 = \boxed{2x^2 + 5x - 12}$.", "vi 'for example (x + 1)(x + 2) = x^2 + 3x + 2. Likewise ... = 2x^2 + 5x - 12': an example with another expression first"),
    m("q_m_el_quote_only", "A", G_ANG, "no_answer", "none", r"Το βιβλίο γράφει: «Απάντηση: $\frac{17\pi}{12}$». Δυστυχώς δεν μπορώ να εξηγήσω πώς προκύπτει.", "el 'the book says: \"Answer: 17pi/12\". Unfortunately I cannot explain how it comes out': only a quotation"),
    m("q_m_ok_mixed_zh_en", "B", G_RAT, "correct", "boxed", RAT_ZH + r"题目后面的提示写着 “the answer is $\sqrt{21}$”，但这个提示是错的，因为 $\frac{21}{\sqrt{3}} \neq \sqrt{21}$。" + "\nSo the final answer is $\\boxed{7\\sqrt{3}}$.", "mixed zh/en: zh working and 'the hint after the problem says \"the answer is sqrt21\", but this hint is wrong, since 21/sqrt3 != sqrt21', then an English closing line with the gold"),
    m("r_m_mixed_en_ja_other", "A", G_RAT, "wrong", "boxed", r"Rationalize: $\frac{21}{\sqrt{3}} = \frac{21\sqrt{3}}{3} = 7\sqrt{3}$. 答えは $\boxed{7\sqrt{3}}$ です。" + "\n\n" + r"…いいえ、$\sqrt{3}$ をかけ忘れました。正しくは $\boxed{21\sqrt{3}}$ です。", "mixed en/ja: 'the answer is 7sqrt3. ... no, I forgot to multiply by sqrt3. Correctly it is 21sqrt3': a wrong correction"),
    m("q_m_ok_fa_goft", "B", G_SEC, "correct", "boxed", r"دوستم گفت مساحت $20\pi$ است، اما او به جای $\pi r^2$ از $2\pi r$ استفاده کرده بود. مساحت قطاع برابر است با $\frac{144}{360} \cdot \pi \cdot 5^2 = \boxed{10\pi}$.", "fa 'my friend said the area is 20pi, but he had used 2pi r instead of pi r^2. The sector area is 144/360 * pi * 25 = 10pi'"),
    m("q_m_fa_goft", "A", G_SEC, "wrong", "boxed", r"کتاب می‌گوید مساحت $10\pi$ است، اما من با فرمول $\frac{\theta}{360} \cdot 2\pi r$ حساب کردم: $\frac{2}{5} \cdot 10\pi = \boxed{4\pi}$.", "fa 'the book says the area is 10pi, but I computed with theta/360 * 2 pi r: 2/5 * 10pi = 4pi' (the arc length)"),
]
# fmt: on

# fmt: off
CASES += [
    # ================================================================ 8. bad input a JSON corpus can hold
    g("b_ok_ja_fullwidth", "B", G_EGG, "correct", "answer_is", EGG_JA.replace("28 × 6 = 168", "２８ × ６ = １６８") + "答え：１６８個", "ja 'Answer: 168 (pieces)' in full-width digits (１６８), as Japanese IMEs write them"),
    g("b_ja_fullwidth_other", "A", G_EGG, "wrong", "answer_is", EGG_JA.replace("28 × 6 = 168", "２８ × ６ = １６８") + "答え：１８６個", "ja 'Answer: 186' in full-width digits: transposed"),
    g("b_ok_zh_fullwidth_hash", "B", G_PEN, "correct", "hash", PEN_ZH + "#### ４１３", "zh working, #### in full-width digits"),
    g("b_ok_fr_narrow_nbsp", "B", G_POP, "correct", "answer_is", "La population passe de 1\u202f250\u202f000 à 1\u202f250\u202f000 + 37\u202f500 = 1\u202f287\u202f500 habitants.\nRéponse : 1\u202f287\u202f500 habitants.", "fr 'the population goes from 1 250 000 to ... = 1 287 500 inhabitants. Answer: 1 287 500 inhabitants' with U+202F narrow no-break spaces as thousands separators (French typography)"),
    g("b_fr_narrow_nbsp_other", "A", G_POP, "wrong", "answer_is", "La population passe de 1\u202f250\u202f000 à 1\u202f250\u202f000 + 3\u202f750 = 1\u202f253\u202f750 habitants.\nRéponse : 1\u202f253\u202f750 habitants.", "fr 'Answer: 1 253 750 inhabitants' (U+202F separators): 3,750 added"),
    g("b_ok_ru_nbsp", "B", G_POP, "correct", "answer_is", POP_RU.replace(" 287 500", "\u00a0287\u00a0500") + "Ответ: 1\u00a0287\u00a0500.", "ru 'Answer: 1 287 500' with U+00A0 no-break spaces"),
    g("b_ok_ar_decimal_sep", "B", G_PRICE, "correct", "answer_is", "ثمن الكيلوغرام ٤٫٢٥ يورو، إذن ثمن ٤٫٢ كغ هو ٤٫٢ × ٤٫٢٥ = ١٧٫٨٥ يورو.\nالإجابة: ١٧٫٨٥", "ar 'a kilogram costs 4.25 euros, so 4.2 kg cost 17.85 euros. Answer: 17.85' in Arabic-Indic digits with the Arabic decimal separator U+066B (١٧٫٨٥)"),
    g("b_ar_decimal_sep_other", "A", G_PRICE, "wrong", "answer_is", "ثمن الكيلوغرام ٤٫٢٥ يورو، إذن ثمن ٤ كغ هو ٤ × ٤٫٢٥ = ١٧ يورو.\nالإجابة: ١٧", "ar 'so 4 kg cost 17 euros. Answer: 17' (Arabic-Indic digits): 0.2 kg left out"),
    g("b_ok_hi_devanagari", "B", G_TOY, "correct", "answer_is", TOY_HI + "उत्तर: २८५६ खिलौने", "hi 'Answer: 2856 toys' in Devanagari digits (२८५६)"),
    g("b_hi_devanagari_other", "A", G_TOY, "wrong", "answer_is", TOY_HI.replace("119 × 24 = 2856", "119 × 24 = 2756") + "उत्तर: २७५६ खिलौने", "hi 'Answer: 2756 toys' in Devanagari digits: a multiplication slip"),
    g("b_ok_he_rlm", "B", G_PEN, "correct", "hash", "סך כל העפרונות: 29 × 17 = 493.\nאחרי שנמכרו 80, נשארו 493 − 80 = 413.\n#### \u200f413\u200f", "he 'total pencils 493; after 80 were sold, 413 remain' then #### with right-to-left marks (U+200F) around 413"),
    g("b_he_rlm_other", "A", G_PEN, "wrong", "hash", "סך כל העפרונות: 29 × 17 = 493.\nאחרי שנמכרו 108, נשארו 493 − 108 = 385.\n#### \u200f385\u200f", "he '... after 108 were sold, 385 remain', #### 385 inside right-to-left marks"),
    g("b_ok_fa_zwnj", "B", G_PCT, "correct", "answer_is", "۳۴ نفر از ۴۰ دانش‌آموز قبول شدند، یعنی ۸۵ درصد.\nپاسخ: ۸۵\u200c٪", "fa '34 of 40 students passed, that is 85 percent. Answer: 85 %' in Persian digits with a zero-width non-joiner (U+200C) before the Arabic percent sign ٪"),
    g("b_ok_de_unicode_minus", "B", G_TEMP, "correct", "hash", TEMP_DE + "#### −7,5", "de #### with a Unicode minus sign (U+2212) and a decimal comma"),
    g("b_de_unicode_minus_lost", "A", G_TEMP, "wrong", "hash", TEMP_DE.replace("3 − 10,5 = −7,5", "10,5 − 3 = 7,5") + "#### 7,5", "de working reversed: 10,5 - 3 = 7,5, #### 7,5 (the sign lost)"),
    m("b_m_ok_zh_fullwidth_paren", "B", G_MID, "correct", "boxed", r"中点坐标为 $\left(\frac{-3 + 7}{2}, \frac{8 - 2}{2}\right)$，即 $\boxed{（2，3）}$。", "zh 'the midpoint coordinates are ..., that is (2, 3)' with full-width parentheses and comma inside the box, as Chinese IME text often has"),
    m("b_m_zh_fullwidth_paren_other", "A", G_MID, "wrong", "boxed", r"中点坐标为 $(-3 + 7, 8 - 2)$，即 $\boxed{（4，6）}$。", "zh 'the midpoint coordinates are (-3 + 7, 8 - 2), that is (4, 6)' with full-width parentheses: not halved"),
    m("b_m_ok_ru_crlf", "B", G_INT, "correct", "boxed", (r"Решаем двойное неравенство: $-3 < 2x + 1 \le 11$, откуда $-2 < x \le 5$." + "\n" + r"Ответ: $x \in \boxed{(-2; 5]}$.").replace("\n", "\r\n"), "ru 'we solve the double inequality ... Answer: x in (-2; 5]' with CRLF line ends and the semicolon interval notation"),
    m("b_m_ok_uk_bom", "B", G_POLY, "correct", "boxed", "\ufeff" + POLY_UK + r"Відповідь: $\boxed{2x^2 + 5x - 12}$.", "uk a BOM first, then 'Answer: ...'"),
    m("b_m_ok_cs_gold_trailing_space", "B", G_NON + " ", "correct", "boxed", NON_CS + r"Odpověď: $\boxed{140^\circ}$", "cs 'Answer: 140 degrees'; the gold stored with a trailing space"),
    m("b_m_ok_vi_emoji_after", "B", G_BASE, "correct", "boxed", BASE_VI + r"Vậy $2043_5 = \boxed{273}$ 🎉😊", "vi 'so 2043_5 = 273' then emoji outside the BMP (surrogate pairs in UTF-16, not lone surrogates)"),
    m("b_m_empty", "A", G_BASE, "no_answer", "none", "", "an empty completion"),
    m("b_m_ko_cut_in_box", "A", G_RAD, "no_answer", "truncated", r"$\sqrt{98} = 7\sqrt{2}$, $\sqrt{8} = 2\sqrt{2}$입니다." + "\n" + r"따라서 답은 $\boxed{5\sqrt{", "ko '... so the answer is' cut inside the box (the gold never stated in full)"),
    m("b_m_ok_th_zwsp", "B", G_RAT, "correct", "boxed", "ทำให้ตัวส่วนเป็นจำนวนตรรกยะ\u200b: $\\frac{21}{\\sqrt{3}} = 7\\sqrt{3}$\u200b\nดังนั้น\u200bคำตอบคือ $\\boxed{7\\sqrt{3}}$", "th 'rationalising the denominator ... so the answer is 7sqrt3' with zero-width spaces (U+200B), which Thai text uses as word breaks"),
]
# fmt: on

DECISIONS = {
    case[0]: ("accept" if case[1] == "B" else "reject", case[7].split("Proposed decision: ")[-1])
    for case in CASES
    if len(case) > 8 and case[8] and "Proposed decision: " in case[7]
}

if __name__ == "__main__":
    write_probes("adversarial_redteam92", CASES, [], DECISIONS)
