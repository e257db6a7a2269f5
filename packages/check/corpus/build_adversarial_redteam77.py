r"""Build adversarial_redteam77.jsonl: a seventy-seventh round of hand-written BLACK-BOX red-team
probes of `rppo_check` (source "adversarial_redteam77", issue 25), written by a new helper WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any
earlier multilingual round, and WITHOUT running the checker (or any grader, or sympy) on them;
handed over BEFORE any scoring. Not model output. Only corpus/README.md ("How labels were made"),
corpus_build.py, build_adversarial_redteam21.py (structure and label rules) and the issue were read.

Aim of this round: final answers written in languages OTHER than English, as multilingual chat
models, reasoning models and RL policies write them: Chinese, Japanese, Korean, Russian, Ukrainian,
Spanish, Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi,
Bengali, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog (and mixed-language
outputs): their answer phrases, number writing (decimal commas, thousands dots and spaces, native
numerals, scale words such as 万 / 만 / लाख / juta / Millionen), counted nouns and units, negation
and correction idioms, checks after the answer, closings, reported and hypothetical speech, answer
tags holding sentences in the language. About two thirds MATH-path probes.

Problems and golds (every fact checked by hand):
GSM8K
- rent 1,350 a month for 12 months -> 16200 (12 * 1350 = 13500 + 2700 = 16200); 11 months slip
  14850 (11 * 1350 = 13500 + 1350 = 14850).
- 3.5 kg at 4.20 a kg -> 14.7 (3 * 4.20 = 12.60; 0.5 * 4.20 = 2.10; 12.60 + 2.10 = 14.70);
  slip without the half kilo 12.60.
- 7 classes of 28 pupils, 45 absent -> 151 (7 * 28 = 196; 196 - 45 = 151; check 151 + 45 = 196);
  misreading 35 absent: 161.
- a city of 2.4 million grows by 350 thousand -> 2750000 (2,400,000 + 350,000 = 2,750,000 =
  275万 (275 * 10^4) = 275만 = 27.5 लाख (27.5 * 10^5) = 2,75 juta/Millionen/млн); slip 35 thousand:
  2,435,000.
- 3 h 20 min in minutes -> 200 (3 * 60 = 180; 180 + 20 = 200); slip 3.20 h, or 320.
- 4 degrees falling 17 degrees -> -13 (4 - 17 = -13); sign lost: 13.
MATH
- two cards from 12, 5 red, both red -> \frac{5}{33} (C(5,2) = 10, C(12,2) = 66, 10/66 = 5/33;
  also 5/12 * 4/11 = 20/132 = 5/33); with replacement slip 25/144; 5/12 * 5/11 = 25/132.
- \sqrt{294} -> 7\sqrt{6} (294 = 2 * 3 * 7^2 = 49 * 6; 7 * 2.449489... = 17.146...); slip 6\sqrt{7}
  (= \sqrt{252}).
- 2x + 7 > 3x - 1 -> (-\infty, 8) (8 > x); slips (8, \infty), (-\infty, 8].
- domain of \sqrt{x - 3}/(x - 5) -> [3, 5) \cup (5, \infty); slips (3, 5) \cup (5, \infty), [3, \infty).
- inverse of [[2, 5], [1, 3]] -> [[3, -5], [-1, 2]] (det = 6 - 5 = 1; check
  [[2,5],[1,3]] [[3,-5],[-1,2]] = [[6-5, -10+10], [3-3, -5+6]] = I); slip (no sign change)
  [[3, 5], [1, 2]], transposed [[3, -1], [-5, 2]].
- the sum of the interior angles of an 11-gon -> 1620 (degrees; (11 - 2) * 180 = 1620); slips 1980
  (11 * 180), 1800 (12-gon).
- \arccos(-\sqrt2/2) -> \frac{3\pi}{4} (\pi - \pi/4; = 135 degrees); slip \frac{\pi}{4}.
- (3x - 4)^2 -> 9x^2 - 24x + 16; slips 9x^2 - 12x + 16, 9x^2 + 16.
- g(f(x)) for f(x) = 2x + 1, g(x) = x^2 - 3 -> 4x^2 + 4x - 2 ((2x+1)^2 - 3 = 4x^2 + 4x + 1 - 3);
  f(g(x)) = 2x^2 - 5 (the other order).
- roots of x^3 - 2x^2 - 15x = 0 -> -3, 0, 5 (x(x - 5)(x + 3); check 125 - 50 - 75 = 0,
  -27 - 18 + 45 = 0); slips -5, 0, 3 and -3, 5 (the root 0 lost).
- \sum_{n=1}^{11} 1/(n(n+1)) -> \frac{11}{12} (telescoping 1 - 1/12); slips 10/11, 12/13.
- 4 - 1 + 1/4 - 1/16 + ... -> \frac{16}{5} (a = 4, r = -1/4, 4/(5/4) = 16/5 = 3.2 exactly); slip
  r = +1/4: 16/3.
- (4 + 3i)^2 -> 7 + 24i (16 + 24i + 9i^2 = 16 - 9 + 24i); slips 25 + 24i (i^2 = +1), 7 - 24i.
- centre of x^2 + y^2 - 6x + 10y + 9 = 0 -> (3, -5) ((x - 3)^2 + (y + 5)^2 = 9 + 25 - 9 = 25, radius
  5); slip (-3, 5).

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness; `n_` negation, strike-out, annotation; `u_` unit and counted-noun words; `r_` retractions
and harmless after-text; `q_` quoted, reported, hypothetical and other-part statements; `b_` bad
input a JSON corpus can hold (no lone surrogates). An `_m_` marks a MATH probe, `_ok_` kind B; a
language code (zh ja ko ru uk es pt fr de it nl pl tr ar fa hi bn vi id th el he cs sv tl; ch Swiss
German; mixed for a mixed-language output) usually follows.

Kinds (`kind`): "A" a WRONG, withdrawn or unstated final answer a careless checker accepts; "B" a
RIGHT final answer in a notation or wording real models write, which a strict checker might refuse.

Labels follow corpus/README.md ("How labels were made") and round 21's rules: the model's LAST
COMMITTED final answer decides; a value it withdraws, negates, or only mentions as a hypothetical,
a quotation or someone else's claim is not its answer; a hedge or two different final answers is
`wrong`; no final answer is `no_answer`; equal in value but written differently (a decimal comma,
a thousands dot, a scale word, native digits, a unit noun) is `correct`; a decimal for an exact
irrational gold is `wrong`; a check or closing after a committed answer does not replace it; text
in an invented next turn does not count. Debatable probes carry `"debatable": true`, the reasoning
in `note`, and in DECISIONS the decision this round proposes. Every non-English text has an English
gloss in its note.

Size: 265 probes, kind A 126 / B 139, MATH 180 / GSM8K 85, 6 debatable (each with a decision).

Usage: python packages/check/corpus/build_adversarial_redteam77.py
"""

from corpus_build import IM_USER, MINERVA, g, m, th, write_probes

# ================================================================ GSM8K working
G_RENT = "16200"
RENT_DE = (
    "Die Miete beträgt 1.350 € pro Monat.\nIn 12 Monaten zahlt sie also 12 · 1.350 € = 16.200 €.\n"
)
RENT_FR = "Le loyer mensuel est de 1 350 €.\nSur 12 mois, elle paie 12 × 1 350 € = 16 200 €.\n"
RENT_FR_SLIP = (
    "Le loyer mensuel est de 1 350 €.\nDe février à décembre, elle paie 11 × 1 350 € = 14 850 €.\n"
)
RENT_RU = "Аренда стоит 1 350 долларов в месяц.\nЗа 12 месяцев: 12 · 1 350 = 16 200 долларов.\n"
G_KG = "14.7"
KG_IT = "3 kg costano 3 × 4,20 = 12,60 €, mezzo chilo costa 0,5 × 4,20 = 2,10 €.\nIn totale: 12,60 + 2,10 = 14,70 €.\n"
KG_IT_SLIP = "3 kg costano 3 × 4,20 = 12,60 €.\n"
KG_ES = "El precio por kilo es 4,20 €, así que 3,5 kg cuestan 3,5 × 4,20 = 14,70 €.\n"
KG_PL = "Cena za kilogram to 4,20 zł, więc 3,5 kg kosztuje 3,5 · 4,20 = 14,70 zł.\n"
G_CLS = "151"
CLS_TR = "Toplam öğrenci sayısı: 7 × 28 = 196.\nGelmeyen 45 öğrenci çıkarılırsa: 196 − 45 = 151.\n"
CLS_TR_SLIP = (
    "Toplam öğrenci sayısı: 7 × 28 = 196.\nGelmeyen 35 öğrenci çıkarılırsa: 196 − 35 = 161.\n"
)
CLS_VI = "Tổng số học sinh: 7 × 28 = 196 em.\nSố học sinh có mặt: 196 − 45 = 151 em.\n"
CLS_ID = "Jumlah siswa seluruhnya 7 × 28 = 196 siswa.\nYang hadir: 196 − 45 = 151 siswa.\n"
G_POP = "2750000"
POP_ZH = "原有人口 240 万，增加 35 万，现在人口为 240 万 + 35 万 = 275 万。\n"
POP_ZH_SLIP = "原有人口 240 万，增加 3.5 万，现在人口为 240 万 + 3.5 万 = 243.5 万。\n"
POP_HI = (
    "शहर की जनसंख्या 24 लाख थी और उसमें 3.5 लाख की वृद्धि हुई।\nअब जनसंख्या = 24 लाख + 3.5 लाख = 27.5 लाख।\n"
)
POP_KO = "원래 인구는 240만 명이고 35만 명이 늘었습니다.\n240만 + 35만 = 275만 명입니다.\n"
G_MIN = "200"
MIN_NL = "3 uur is 3 × 60 = 180 minuten.\nDaar komen nog 20 minuten bij: 180 + 20 = 200 minuten.\n"
MIN_SV = "3 timmar är 3 · 60 = 180 minuter.\n180 + 20 = 200 minuter.\n"
G_TEMP = "-13"
TEMP_RU = "Утром было +4 °C, к ночи температура упала на 17 градусов.\n4 − 17 = −13.\n"
TEMP_UK = "Вранці було 4 °C, потім температура знизилася на 17 градусів: 4 − 17 = −13.\n"

# ================================================================ MATH working
G_PR = r"\frac{5}{33}"
PR_ZH = r"从 12 张牌中任取 2 张，共有 $\binom{12}{2} = 66$ 种取法；两张都是红牌的取法有 $\binom{5}{2} = 10$ 种。所以概率为 $\frac{10}{66}$"
PR_ZH_SLIP = r"第一张是红牌的概率是 $\frac{5}{12}$，第二张也是红牌的概率是 $\frac{5}{12}$，所以概率为 $\frac{5}{12} \cdot \frac{5}{12}$"
PR_ES = r"Hay $\binom{12}{2} = 66$ formas de elegir dos cartas y $\binom{5}{2} = 10$ formas de elegir dos rojas. La probabilidad es $\frac{10}{66}$"
PR_ES_SLIP = r"La primera carta es roja con probabilidad $\frac{5}{12}$ y la segunda con $\frac{5}{11}$, así que la probabilidad es $\frac{5}{12} \cdot \frac{5}{11}$"
G_RAD = r"7\sqrt{6}"
RAD_JA = r"$294 = 2 \cdot 3 \cdot 7^2$ なので、$\sqrt{294} = \sqrt{7^2 \cdot 6} = 7\sqrt{6}$ となります。"
RAD_RU = r"Разложим подкоренное выражение: $294 = 49 \cdot 6$, поэтому $\sqrt{294} = \sqrt{49} \cdot \sqrt{6}$"
RAD_RU_SLIP = (
    r"Разложим подкоренное выражение: $294 = 49 \cdot 6$, поэтому $\sqrt{294} = 6\sqrt{7}$"
)
G_INT = r"(-\infty, 8)"
INT_FR = r"On résout : $2x + 7 > 3x - 1 \iff 7 + 1 > 3x - 2x \iff 8 > x$, donc $x < 8$."
INT_DE = r"Wir formen um: $2x + 7 > 3x - 1 \Rightarrow 8 > x$, also $x < 8$."
G_DOM = r"[3, 5) \cup (5, \infty)"
DOM_PT = r"Para a raiz, precisamos de $x - 3 \ge 0$, ou seja, $x \ge 3$. Para o denominador, $x - 5 \ne 0$, ou seja, $x \ne 5$."
DOM_IT = r"Il radicando deve essere non negativo: $x - 3 \geq 0 \Rightarrow x \geq 3$. Il denominatore non deve annullarsi: $x \neq 5$."
G_MAT = r"\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}"
MAT_KO = r"행렬식은 $\det A = 2 \cdot 3 - 5 \cdot 1 = 1$ 입니다. 역행렬 공식 $A^{-1} = \frac{1}{\det A}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$ 에 대입합니다."
MAT_PL = r"Wyznacznik: $\det A = 2 \cdot 3 - 5 \cdot 1 = 1$. Ze wzoru $A^{-1} = \frac{1}{\det A}\begin{pmatrix} d & -b \\ -c & a \end{pmatrix}$ otrzymujemy macierz odwrotną."
G_ANG = "1620"
ANG_TR = r"Bir $n$-genin iç açıları toplamı $(n-2) \cdot 180^\circ$ formülüyle bulunur. $n = 11$ için $(11 - 2) \cdot 180^\circ = 9 \cdot 180^\circ = 1620^\circ$."
ANG_TR_SLIP = r"Bir $n$-genin iç açıları toplamı $n \cdot 180^\circ$ dir. $n = 11$ için $11 \cdot 180^\circ = 1980^\circ$."
ANG_EL = r"Το άθροισμα των εσωτερικών γωνιών ενός κυρτού $n$-γώνου είναι $(n-2) \cdot 180^\circ$. Για $n = 11$ έχουμε $9 \cdot 180^\circ = 1620^\circ$."
G_ACOS = r"\frac{3\pi}{4}"
ACOS_VI = r"Ta có $\cos\frac{\pi}{4} = \frac{\sqrt{2}}{2}$, và hàm $\arccos$ nhận giá trị trong $[0, \pi]$, nên $\arccos\left(-\frac{\sqrt{2}}{2}\right) = \pi - \frac{\pi}{4}$"
ACOS_ID = r"Karena $\cos\frac{\pi}{4} = \frac{\sqrt{2}}{2}$ dan daerah hasil $\arccos$ adalah $[0, \pi]$, maka $\arccos\left(-\frac{\sqrt{2}}{2}\right) = \pi - \frac{\pi}{4}$"
G_SQ = "9x^2 - 24x + 16"
SQ_NL = r"Met het merkwaardig product $(a - b)^2 = a^2 - 2ab + b^2$ krijgen we $(3x - 4)^2 = (3x)^2 - 2 \cdot 3x \cdot 4 + 4^2$"
SQ_SV = r"Kvadreringsregeln ger $(3x - 4)^2 = (3x)^2 - 2 \cdot 3x \cdot 4 + 4^2$"
SQ_HI = r"सूत्र $(a - b)^2 = a^2 - 2ab + b^2$ का उपयोग करने पर: $(3x - 4)^2 = (3x)^2 - 2 \cdot 3x \cdot 4 + 4^2$"
G_COMP = "4x^2 + 4x - 2"
COMP_UK = r"Підставимо $f(x) = 2x + 1$ у $g$: $g(f(x)) = (2x + 1)^2 - 3 = 4x^2 + 4x + 1 - 3$"
COMP_CS = r"Dosadíme $f(x) = 2x + 1$ do $g$: $g(f(x)) = (2x + 1)^2 - 3 = 4x^2 + 4x + 1 - 3$"
COMP_CS_SLIP = r"Dosadíme $g(x) = x^2 - 3$ do $f$: $f(g(x)) = 2(x^2 - 3) + 1 = 2x^2 - 6 + 1$"
G_ROOTS = "-3, 0, 5"
ROOTS_AR = r"نُخرج $x$ عاملًا مشتركًا: $x(x^2 - 2x - 15) = 0$، ثم نحلّل: $x(x - 5)(x + 3) = 0$."
ROOTS_FA = r"از $x$ فاکتور می‌گیریم: $x(x^2 - 2x - 15) = 0$ و سپس $x(x - 5)(x + 3) = 0$."
ROOTS_HE = r"נוציא $x$ כגורם משותף: $x(x^2 - 2x - 15) = 0$, ולכן $x(x - 5)(x + 3) = 0$."
G_TEL = r"\frac{11}{12}"
TEL_BN = r"প্রতিটি পদকে ভেঙে লিখি: $\frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1}$। যোগফল টেলিস্কোপ হয়ে দাঁড়ায় $1 - \frac{1}{12}$"
TEL_TH = r"แยกเศษส่วนย่อย: $\frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1}$ ผลบวกจึงตัดกันเหลือ $1 - \frac{1}{12}$"
G_GEO = r"\frac{16}{5}"
GEO_TL = r"Ang unang termino ay $a = 4$ at ang common ratio ay $r = -\frac{1}{4}$. Dahil $|r| < 1$, $S = \frac{a}{1 - r} = \frac{4}{1 + \frac{1}{4}} = \frac{4}{5/4}$"
GEO_PT = r"O primeiro termo é $a = 4$ e a razão é $q = -\frac{1}{4}$. Como $|q| < 1$, a soma é $S = \frac{a}{1 - q} = \frac{4}{\frac{5}{4}}$"
GEO_PT_SLIP = r"O primeiro termo é $a = 4$ e a razão é $q = \frac{1}{4}$. Como $|q| < 1$, a soma é $S = \frac{a}{1 - q} = \frac{4}{\frac{3}{4}}$"
G_CPX = "7 + 24i"
CPX_DE = r"$(4 + 3i)^2 = 16 + 2 \cdot 4 \cdot 3i + (3i)^2 = 16 + 24i + 9i^2$. Wegen $i^2 = -1$ folgt $16 + 24i - 9$"
CPX_ZH = r"$(4 + 3i)^2 = 16 + 24i + 9i^2$，又因为 $i^2 = -1$，所以结果为 $16 - 9 + 24i$"
CPX_ZH_SLIP = r"$(4 + 3i)^2 = 16 + 24i + 9i^2 = 16 + 24i + 9$"
G_CTR = "(3, -5)"
CTR_ES = r"Completamos cuadrados: $(x^2 - 6x + 9) + (y^2 + 10y + 25) = -9 + 9 + 25$, es decir, $(x - 3)^2 + (y + 5)^2 = 25$."
CTR_JA = r"平方完成すると $(x - 3)^2 + (y + 5)^2 = 25$ となります。"

# fmt: off
CASES = [
    # ================================================================ 1. answer tags
    m("t_m_zh_sentence_slip", "A", G_PR, "wrong", "tag", th(PR_ZH_SLIP + r" $= \frac{25}{144}$。" + "\n") + r"<answer>两张都是红牌的概率是 $\frac{25}{144}$。</answer>", "Chinese sentence in the tag: 'the probability that both are red is 25/144' (the with-replacement slip)"),
    m("t_m_ok_zh_sentence", "B", G_PR, "correct", "tag", th(PR_ZH + r" $= \frac{5}{33}$。" + "\n") + r"<answer>两张都是红牌的概率是 $\frac{5}{33}$。</answer>", "Chinese sentence in the tag: 'the probability that both are red is 5/33'"),
    m("t_m_ja_placeholder", "A", G_RAD, "no_answer", "tag", th(RAD_JA + "\n") + "<answer>ここに最終的な答えを書いてください</answer>", "Japanese template placeholder in the tag: 'please write the final answer here'; 7\\sqrt6 only in the thinking"),
    m("t_m_ok_ja_desu", "B", G_RAD, "correct", "tag", th(RAD_JA + "\n") + r"<answer>$\sqrt{294} = 7\sqrt{6}$ です。</answer>", "Japanese: '\\sqrt{294} = 7\\sqrt6 (it is)'; an equation ending in the gold"),
    m("t_m_ru_two_tags", "A", G_RAD, "wrong", "tag", th(RAD_RU + r" $= 7\sqrt{6}$." + "\n") + "<answer>$7\\sqrt{6}$</answer>\n<answer>Ответ: $6\\sqrt{7}$</answer>", "two tags; the last says (Russian) 'Answer: 6\\sqrt7'"),
    m("t_m_ok_ru_otvet", "B", G_RAD, "correct", "tag", th(RAD_RU + r" $= 7\sqrt{6}$." + "\n") + "<answer>Ответ: $7\\sqrt{6}$.</answer>", "Russian 'Answer:' inside the tag"),
    m("t_m_fr_interval_flipped", "A", G_INT, "wrong", "tag", th(r"On résout : $2x + 7 > 3x - 1 \iff 8 > x$... non, en passant $3x$ à gauche : $-x > -8 \iff x > 8$." + "\n") + r"<answer>L'ensemble des solutions est $]8, +\infty[$.</answer>", "French: 'the solution set is ]8, +inf[' = (8, inf) in French interval notation; wrong"),
    m("t_m_ok_fr_interval", "B", G_INT, "correct", "tag", th(INT_FR + "\n") + r"<answer>L'ensemble des solutions est $]-\infty, 8[$.</answer>", "French: 'the solution set is ]-inf, 8['; French reversed brackets mean the open interval (-inf, 8)"),
    m("t_m_de_closed", "A", G_INT, "wrong", "tag", th(INT_DE + "\n") + r"<answer>Die Lösungsmenge ist $\mathbb{L} = \,]-\infty; 8]$.</answer>", "German: 'the solution set is L = ]-inf; 8]': closed at 8, which the strict inequality excludes"),
    m("t_m_ok_de_setbuilder", "B", G_INT, "correct", "tag", th(INT_DE + "\n") + r"<answer>$\mathbb{L} = \{x \in \mathbb{R} \mid x < 8\}$</answer>", "German set-builder solution set L = {x < 8}, the same set as (-inf, 8)"),
    m("t_m_pt_empty", "A", G_DOM, "no_answer", "tag", th(DOM_PT + r" Logo o domínio é $[3, 5) \cup (5, \infty)$." + "\n") + "<answer></answer>", "an empty tag; the Portuguese 'so the domain is ...' only in the thinking"),
    m("t_m_ok_pt_dominio", "B", G_DOM, "correct", "tag", th(DOM_PT + "\n") + r"<answer>O domínio é $D = [3, 5[ \, \cup \, ]5, +\infty[$.</answer>", "Portuguese: 'the domain is D = [3,5[ u ]5,+inf['; reversed-bracket notation for [3,5) u (5,inf)"),
    m("t_m_it_cut_in_tag", "A", G_DOM, "no_answer", "truncated", th(DOM_IT + "\n") + r"<answer>Il dominio è $[3, ", "Italian 'the domain is [3,' cut off inside an unclosed tag"),
    m("t_m_ok_it_dominio", "B", G_DOM, "correct", "tag", th(DOM_IT + "\n") + r"<answer>Dominio: $x \in [3, 5) \cup (5, +\infty)$</answer>", "Italian 'Domain:' with x \\in before the set"),
    m("t_m_ko_transposed", "A", G_MAT, "wrong", "tag", th(MAT_KO + "\n") + r"<answer>역행렬은 $\begin{pmatrix} 3 & -1 \\ -5 & 2 \end{pmatrix}$ 입니다.</answer>", "Korean: 'the inverse is [[3,-1],[-5,2]]': the transpose of the right inverse"),
    m("t_m_ok_ko_inverse", "B", G_MAT, "correct", "tag", th(MAT_KO + "\n") + r"<answer>역행렬은 $\begin{pmatrix} 3 & -5 \\ -1 & 2 \end{pmatrix}$ 입니다.</answer>", "Korean: 'the inverse matrix is ...' with a particle after the matrix"),
    m("t_m_ok_pl_bmatrix", "B", G_MAT, "correct", "tag", th(MAT_PL + "\n") + r"<answer>$A^{-1} = \begin{bmatrix} 3 & -5 \\ -1 & 2 \end{bmatrix}$</answer>", "Polish working; bmatrix instead of pmatrix, same entries"),
    m("t_m_tr_unsure", "A", G_ANG, "no_answer", "tag", th(ANG_TR + "\n") + "<answer>Emin değilim, lütfen tekrar kontrol edin.</answer>", "Turkish in the tag: 'I am not sure, please check again'; 1620 only in the thinking"),
    m("t_m_ok_tr_derece", "B", G_ANG, "correct", "tag", th(ANG_TR + "\n") + "<answer>İç açıların toplamı 1620 derecedir.</answer>", "Turkish: 'the sum of the interior angles is 1620 degrees' (-dir suffix on the unit word)"),
    m("t_m_el_hedge", "A", G_ANG, "wrong", "tag", th(ANG_EL + r" Αν όμως το πολύγωνο έχει 12 πλευρές, $10 \cdot 180^\circ = 1800^\circ$." + "\n") + r"<answer>$1620^\circ$ ή $1800^\circ$</answer>", "Greek 'ή' = 'or': a hedge between 1620 and 1800"),
    m("t_m_ok_el_sentence", "B", G_ANG, "correct", "tag", th(ANG_EL + "\n") + r"<answer>Το άθροισμα είναι $1620^\circ$.</answer>", "Greek: 'the sum is 1620 degrees'"),
    m("t_m_vi_tag_only_in_think", "A", G_ACOS, "no_answer", "truncated", "<think>\n" + ACOS_VI + r" $= \frac{3\pi}{4}$." + "\nTôi cần đặt đáp án vào thẻ <answer></answer> theo yêu cầu. Trước hết kiểm tra lại miền giá trị của", "Vietnamese thinking: 'I need to put the answer in the <answer></answer> tag as asked. First re-check the range of' - cut inside the thinking, the tag only mentioned"),
    m("t_m_ok_vi_vay", "B", G_ACOS, "correct", "tag", th(ACOS_VI + r" $= \frac{3\pi}{4}$." + "\n") + r"<answer>Vậy $\arccos\left(-\frac{\sqrt{2}}{2}\right) = \frac{3\pi}{4}$.</answer>", "Vietnamese 'Vậy' = 'so': an equation ending in the gold"),
    m("t_m_id_tag_contradicts", "A", G_ACOS, "wrong", "tag", th(ACOS_ID + r" $= \frac{3\pi}{4}$." + "\n") + r"<answer>Jadi jawabannya adalah $\frac{\pi}{4}$.</answer>", "Indonesian: 'so the answer is pi/4': the tag states pi/4 though the thinking reached 3pi/4"),
    g("t_ok_it_euro_comma", "B", G_KG, "correct", "tag", th(KG_IT) + "<answer>Il totale è 14,70 €.</answer>", "Italian 'the total is 14,70 EUR': a decimal comma, 14.70 = 14.7"),
    g("t_it_half_kilo_lost", "A", G_KG, "wrong", "tag", th(KG_IT_SLIP) + "<answer>Spende 12,60 €.</answer>", "Italian 'she spends 12,60 EUR': the half kilo forgotten"),
    g("t_ok_zh_wan", "B", G_POP, "correct", "tag", th(POP_ZH) + "<answer>现在人口为 275 万人。</answer>", "Chinese: 'the population is now 275 wan people'; 275 * 10^4 = 2,750,000"),
    g("t_zh_wan_slip", "A", G_POP, "wrong", "tag", th(POP_ZH_SLIP) + "<answer>243.5 万</answer>", "243.5 wan = 2,435,000 (35 thousand read as 3.5 wan)"),
    g("t_ok_tr_ogrenci", "B", G_CLS, "correct", "tag", th(CLS_TR) + "<answer>Bugün okula 151 öğrenci geldi.</answer>", "Turkish: 'today 151 pupils came to school'"),
    g("t_tr_misread", "A", G_CLS, "wrong", "tag", th(CLS_TR_SLIP) + "<answer>Bugün okula 161 öğrenci geldi.</answer>", "Turkish: 'today 161 pupils came to school' (35 absent misread)"),

    # ================================================================ 2. phrase + ####
    g("h_ok_de_antwort_hash", "B", G_RENT, "correct", "hash", RENT_DE + "Antwort: Sie zahlt insgesamt 16.200 €.\n#### 16200", "German 'Answer: she pays 16.200 EUR in total' (thousands dot) then #### 16200"),
    g("h_ok_de_hash_thousands_dot", "B", G_RENT, "correct", "hash", RENT_DE + "Die Antwort lautet: #### 16.200", "German 'the answer is: #### 16.200': German thousands dot, as in 1.350 and 16.200 of the working; debatable: a bare 16.200 after #### also reads as 16.2 in English", True),
    g("h_fr_eleven_months", "A", G_RENT, "wrong", "hash", RENT_FR_SLIP + "La réponse est : #### 14 850", "French 'from February to December ... the answer is: #### 14 850' (11 months)"),
    g("h_ok_fr_narrow_space", "B", G_RENT, "correct", "hash", RENT_FR + "La réponse est : #### 16\u202f200", "French 'the answer is:' then 16 200 with a narrow no-break space as the thousands separator"),
    g("h_ru_phrase_vs_hash", "A", G_RENT, "wrong", "hash", RENT_RU + "Ответ: 16 200 долларов.\n#### 14850", "Russian 'Answer: 16 200 dollars' then #### 14850: two different final answers"),
    g("h_ok_ru_otvet_hash", "B", G_RENT, "correct", "hash", RENT_RU + "Ответ: #### 16200", "Russian 'Answer:' then ####"),
    g("h_es_rounded_hash", "A", G_KG, "wrong", "hash", KG_ES + "Entonces la respuesta es 14,70 €, pero redondeando al euro:\n#### 15", "Spanish 'so the answer is 14,70 EUR, but rounding to the euro:' then #### 15; the marked value is 15"),
    g("h_ok_es_comma_hash", "B", G_KG, "correct", "hash", KG_ES + "La respuesta es: #### 14,70", "Spanish 'the answer is:' then 14,70 with a decimal comma (two digits after it, not a thousands group)"),
    g("h_ok_pl_odpowiedz", "B", G_KG, "correct", "hash", KG_PL + "Odpowiedź: #### 14,7", "Polish 'Answer:' then 14,7 (decimal comma)"),
    g("h_pl_half_lost", "A", G_KG, "wrong", "hash", "Cena za kilogram to 4,20 zł, więc 3 kg kosztują 3 · 4,20 = 12,60 zł.\nOdpowiedź: #### 12,60", "Polish: 3 kg only, 'Answer: #### 12,60'"),
    g("h_ok_tr_cevap", "B", G_CLS, "correct", "hash", CLS_TR + "Cevap: #### 151", "Turkish 'Answer:' then ####"),
    g("h_tr_misread", "A", G_CLS, "wrong", "hash", CLS_TR_SLIP + "Cevap: #### 161", "Turkish 'Answer: #### 161' (35 absent misread)"),
    g("h_ok_vi_dap_so", "B", G_CLS, "correct", "hash", CLS_VI + "Đáp số: #### 151 học sinh", "Vietnamese 'Result:' then #### 151 'pupils'"),
    g("h_vi_total_not_present", "A", G_CLS, "wrong", "hash", CLS_VI + "Đáp số: 196 học sinh\n#### 196", "Vietnamese 'Result: 196 pupils': the total, not those present"),
    g("h_ok_ko_dap", "B", G_POP, "correct", "hash", POP_KO + "답: #### 2750000", "Korean 'Answer:' then ####; the working in man (10^4): 275만 = 2,750,000"),
    g("h_ko_cheon_slip", "A", G_POP, "wrong", "hash", "원래 인구는 240만 명이고 3만 5천 명이 늘었습니다.\n240만 + 3만 5천 = 243만 5천 명입니다.\n답: #### 2435000", "Korean: 'grew by 3만 5천 (35,000)' misreading; 'Answer: #### 2435000'"),
    g("h_ok_hi_indian_grouping", "B", G_POP, "correct", "hash", POP_HI + "उत्तर: #### 27,50,000", "Hindi 'Answer:' then 27,50,000 in Indian digit grouping (27 lakh 50 thousand = 2,750,000)"),
    g("h_hi_lakh_number_only", "A", G_POP, "wrong", "hash", POP_HI + "उत्तर: #### 27.5", "Hindi 'Answer: #### 27.5': the count of lakhs without the scale word; the marked value is 27.5"),
    g("h_ok_nl_antwoord", "B", G_MIN, "correct", "hash", MIN_NL + "Het antwoord is: #### 200", "Dutch 'the answer is:' then ####"),
    g("h_nl_decimal_hours", "A", G_MIN, "wrong", "hash", "3 uur en 20 minuten is 3,20 uur.\nHet antwoord is: #### 3,20", "Dutch: '3 hours 20 minutes is 3,20 hours; the answer is #### 3,20' - wrong unit and value"),
    g("h_ok_sv_svar_units", "B", G_MIN, "correct", "hash", MIN_SV + "Svar: #### 200 minuter", "Swedish 'Answer:' then #### 200 'minutes'"),
    m("h_m_ok_zh_cpx", "B", G_CPX, "correct", "hash", CPX_ZH + r" $= 7 + 24i$。" + "\n答案是：#### 7 + 24i", "Chinese 'the answer is:' then #### on a MATH problem"),
    m("h_m_zh_cpx_slip", "A", G_CPX, "wrong", "hash", CPX_ZH_SLIP + r" $= 25 + 24i$。" + "\n答案是：#### 25 + 24i", "i^2 taken as +1; Chinese 'the answer is: #### 25 + 24i'"),
    g("h_ok_uk_unicode_minus", "B", G_TEMP, "correct", "hash", TEMP_UK + "Відповідь: #### −13", "Ukrainian 'Answer:' then −13 with U+2212 MINUS SIGN"),
    g("h_ru_frost_sign_lost", "A", G_TEMP, "wrong", "hash", TEMP_RU + "Ответ: 13 градусов мороза.\n#### 13", "Russian 'Answer: 13 degrees of frost' (= -13) but the #### value drops the sign; debatable: the phrase is right, the marked value is 13 (round 21's h_hash_sign_lost: reject)", True),
]

CASES += [
    # ================================================================ 3. exactness and number writing
    m("x_m_ru_decimal_comma", "A", G_RAD, "wrong", "answer_is", RAD_RU + r" $= 7\sqrt{6} \approx 17{,}15$." + "\nОтвет: $17{,}15$.", "Russian 'Answer: 17,15': a rounded decimal (decimal comma) for the exact 7\\sqrt6 = 17.146..."),
    m("x_m_ok_ru_reordered", "B", G_RAD, "correct", "boxed", RAD_RU + r" $= \sqrt{6} \cdot 7$." + "\nОтвет: $\\boxed{\\sqrt{6} \\cdot 7}$.", "Russian 'Answer:' with the factors in the other order, \\sqrt6 * 7 = 7\\sqrt6"),
    m("x_m_ja_decimal", "A", G_RAD, "wrong", "answer_is", RAD_JA + "\n小数で表すと約 17.146 です。\n答え：$17.146$", "Japanese: 'as a decimal it is about 17.146. Answer: 17.146'; the last stated answer is the approximation"),
    m("x_m_ok_pt_decimal_comma_exact", "B", G_GEO, "correct", "boxed", GEO_PT + r" $= \frac{16}{5} = 3{,}2$." + "\nPortanto, a soma é $\\boxed{3{,}2}$.", "Portuguese 'so the sum is 3,2': decimal comma, 3.2 = 16/5 exactly"),
    m("x_m_pt_ratio_slip", "A", G_GEO, "wrong", "boxed", GEO_PT_SLIP + r" $= \frac{16}{3} \approx 5{,}33$." + "\nPortanto, a soma é $\\boxed{5{,}33}$.", "Portuguese; the ratio's sign lost (16/3) and then rounded: 5,33"),
    m("x_m_ok_tl_decimal_exact", "B", G_GEO, "correct", "boxed", GEO_TL + r" $= \frac{16}{5}$." + "\nKaya, ang kabuuan ng serye ay $\\boxed{3.2}$.", "Tagalog 'so the sum of the series is 3.2' = 16/5 exactly"),
    m("x_m_tl_rounded", "A", G_GEO, "wrong", "boxed", GEO_TL + r" $\approx 3$." + "\nKaya, ang sagot ay humigit-kumulang $\\boxed{3}$.", "Tagalog 'so the answer is approximately 3'"),
    m("x_m_zh_decimal", "A", G_PR, "wrong", "boxed", PR_ZH + r" $= \frac{5}{33} \approx 0.15$。" + "\n答案：$\\boxed{0.15}$", "Chinese 'Answer:' 0.15, a rounding of 5/33 = 0.1515..."),
    m("x_m_ok_zh_unsimplified", "B", G_PR, "correct", "boxed", PR_ZH + "。\n答案：$\\boxed{\\frac{10}{66}}$", "Chinese 'Answer:' 10/66 unsimplified = 5/33"),
    m("x_m_es_percent_rounded", "A", G_PR, "wrong", "answer_is", PR_ES + r" $= \frac{5}{33}$, aproximadamente un $15{,}15\,\%$." + "\n\n**Respuesta:** $15{,}15\\,\\%$", "Spanish 'Answer: 15,15 %', a rounded percentage for 5/33"),
    m("x_m_ok_es_repeating_comma", "B", G_PR, "correct", "boxed", PR_ES + r" $= \frac{5}{33} = 0{,}\overline{15}$." + "\n\n**Respuesta:** $\\boxed{0{,}\\overline{15}}$", "Spanish; 0,151515... with a decimal comma and an overline = 15/99 = 5/33 exactly"),
    m("x_m_th_decimal", "A", G_TEL, "wrong", "boxed", TEL_TH + r" $= \frac{11}{12} \approx 0.917$" + "\nดังนั้น คำตอบคือ $\\boxed{0.917}$", "Thai 'therefore the answer is' 0.917, a rounding of 11/12"),
    m("x_m_ok_th_repeating", "B", G_TEL, "correct", "boxed", TEL_TH + r" $= \frac{11}{12}$" + "\nดังนั้น คำตอบคือ $\\boxed{0.91\\overline{6}}$", "Thai 'therefore the answer is' 0.91666... = 11/12 exactly"),
    m("x_m_bn_terms_slip", "A", G_TEL, "wrong", "boxed", r"প্রতিটি পদকে ভেঙে লিখি: $\frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1}$। যোগফল দাঁড়ায় $1 - \frac{1}{11} = \frac{10}{11}$।" + "\nসুতরাং উত্তর: $\\boxed{\\frac{10}{11}}$", "Bengali 'so the answer:' 10/11 (one term short)"),
    m("x_m_ok_bn_unsimplified", "B", G_TEL, "correct", "boxed", TEL_BN + "।\nসুতরাং উত্তর: $\\boxed{1 - \\frac{1}{12}}$", "Bengali 'so the answer:' 1 - 1/12 left unsimplified = 11/12"),
    m("x_m_id_degrees_for_radians", "A", G_ACOS, "wrong", "answer_is", ACOS_ID + r" $= 135^\circ$." + "\nJadi, $\\arccos\\left(-\\frac{\\sqrt{2}}{2}\\right) = 135^\\circ$.", "Indonesian 'so, arccos(...) = 135 degrees'; debatable: 135 degrees is the same angle as 3pi/4, but arccos's value is a real number (radians); round 21: degrees are not radians", True),
    m("x_m_vi_decimal_comma", "A", G_ACOS, "wrong", "answer_is", ACOS_VI + r" $= \frac{3\pi}{4} \approx 2{,}356$." + "\nĐáp số: $2{,}356$", "Vietnamese 'Result: 2,356' (decimal comma), a rounding of 3pi/4 = 2.35619..."),
    m("x_m_ok_vi_coefficient_form", "B", G_ACOS, "correct", "boxed", ACOS_VI + "." + "\nĐáp số: $\\boxed{\\frac{3}{4}\\pi}$", "Vietnamese 'Result:' (3/4)pi = 3pi/4"),
    m("x_m_ok_el_thousands_dot", "B", G_ANG, "correct", "answer_is", r"Το άθροισμα των εσωτερικών γωνιών ενός κυρτού $n$-γώνου είναι $(n-2) \cdot 180^\circ$. Για $n = 11$ έχουμε $9 \cdot 180^\circ$." + "\nΆρα η απάντηση είναι 1.620 μοίρες.", "Greek 'so the answer is 1.620 degrees': Greek writes a dot between thousands (1.620 = 1620); debatable: 1.620 also reads as 1.62 in English", True),
    m("x_m_ok_nl_reordered", "B", G_SQ, "correct", "boxed", SQ_NL + r" $= 9x^2 - 24x + 16$." + "\nDus het antwoord is $\\boxed{16 - 24x + 9x^2}$.", "Dutch 'so the answer is' with the terms in rising order"),
    m("x_m_nl_middle_term", "A", G_SQ, "wrong", "boxed", r"$(3x - 4)^2 = 9x^2 - 12x + 16$." + "\nDus het antwoord is $\\boxed{9x^2 - 12x + 16}$.", "Dutch; the middle term not doubled"),
    m("x_m_ok_cs_factored", "B", G_COMP, "correct", "boxed", COMP_CS + r" $= 4x^2 + 4x - 2$." + "\nVýsledek: $\\boxed{2(2x^2 + 2x - 1)}$", "Czech 'Result:' factored, 2(2x^2 + 2x - 1) = 4x^2 + 4x - 2"),
    m("x_m_cs_wrong_order", "A", G_COMP, "wrong", "boxed", COMP_CS_SLIP + r" $= 2x^2 - 5$." + "\nVýsledek: $\\boxed{2x^2 - 5}$", "Czech; f(g(x)) computed instead of g(f(x))"),
    m("x_m_ok_cs_point_semicolon", "B", G_CTR, "correct", "answer_is", r"Doplníme na čtverec: $(x - 3)^2 + (y + 5)^2 = 25$." + "\nStřed kružnice je $S = [3; -5]$, poloměr $r = 5$.\nOdpověď: $S[3; -5]$", "Czech 'the centre of the circle is S = [3; -5] ... Answer: S[3; -5]': Czech schools write points in square brackets with a semicolon"),
    g("x_ok_es_comma", "B", G_KG, "correct", "answer_is", KG_ES + "**Respuesta final:** 14,7", "Spanish 'final answer: 14,7' (decimal comma)"),
    g("x_pl_rounded", "A", G_KG, "wrong", "answer_is", KG_PL + "Po zaokrągleniu do pełnych złotych: 15 zł.\nOdpowiedź: 15 zł", "Polish 'rounded to whole zloty: 15 zł. Answer: 15 zł'"),
    g("x_ok_ch_apostrophe", "B", G_RENT, "correct", "answer_is", "Die Miete beträgt 1'350 Franken pro Monat.\n12 · 1'350 = 16'200 Franken.\nAntwort: 16'200 Franken", "Swiss German: apostrophe as the thousands separator, 'Answer: 16'200 francs'"),
    g("x_ok_id_thousands_dots", "B", G_POP, "correct", "answer_is", "Jumlah penduduk awal 2,4 juta jiwa, bertambah 350 ribu jiwa.\n2.400.000 + 350.000 = 2.750.000 jiwa.\nJawaban: 2.750.000", "Indonesian: 'population 2,4 million, grew by 350 thousand ... Answer: 2.750.000' (dots group thousands)"),
    g("x_id_dots_slip", "A", G_POP, "wrong", "answer_is", "Jumlah penduduk awal 2,4 juta jiwa, bertambah 35 ribu jiwa.\n2.400.000 + 35.000 = 2.435.000 jiwa.\nJawaban: 2.435.000", "Indonesian; 35 thousand instead of 350 thousand: 'Answer: 2.435.000'"),

    # ================================================================ 4. negation / strike-out / annotation
    m("n_m_zh_not_but_other", "A", G_PR, "wrong", "answer_is", PR_ZH_SLIP + r" $= \frac{25}{144}$。" + "\n所以答案不是 $\\frac{5}{33}$，而是 $\\frac{25}{144}$。", "Chinese 'so the answer is not 5/33 but 25/144'"),
    m("n_m_ok_zh_not_other", "B", G_PR, "correct", "answer_is", PR_ZH + r" $= \frac{5}{33}$。" + "\n注意是不放回抽取，所以答案不是 $\\frac{25}{144}$，而是 $\\frac{5}{33}$。", "Chinese 'note it is without replacement, so the answer is not 25/144 but 5/33'"),
    m("n_m_ok_ja_dewanaku", "B", G_RAD, "correct", "answer_is", RAD_JA + "\nよって、答えは $6\\sqrt{7}$ ではなく $7\\sqrt{6}$ です。", "Japanese 'therefore the answer is not 6\\sqrt7 but 7\\sqrt6'"),
    m("n_m_ja_dewanaku_other", "A", G_RAD, "wrong", "answer_is", r"$294 = 49 \cdot 6$ なので $\sqrt{294} = 6\sqrt{7}$ です。" + "\nよって、答えは $7\\sqrt{6}$ ではなく $6\\sqrt{7}$ です。", "Japanese 'therefore the answer is not 7\\sqrt6 but 6\\sqrt7'"),
    m("n_m_ru_ne_a", "A", G_RAD, "wrong", "answer_is", RAD_RU_SLIP + ".\nОтвет: не $7\\sqrt{6}$, а $6\\sqrt{7}$.", "Russian 'Answer: not 7\\sqrt6 but 6\\sqrt7'"),
    m("n_m_ok_ru_ne_a", "B", G_RAD, "correct", "answer_is", RAD_RU + r" $= 7\sqrt{6}$." + "\nОтвет: не $6\\sqrt{7}$, а $7\\sqrt{6}$.", "Russian 'Answer: not 6\\sqrt7 but 7\\sqrt6'"),
    m("n_m_ko_strike_then_other", "A", G_MAT, "wrong", "answer_is", MAT_KO + "\n답: ~~$\\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$~~ → $\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}$", "Korean 'Answer:' the right inverse struck through with ~~, the transpose after the arrow"),
    m("n_m_ok_ko_strike_other", "B", G_MAT, "correct", "answer_is", MAT_KO + "\n답: ~~$\\begin{pmatrix} 3 & -1 \\\\ -5 & 2 \\end{pmatrix}$~~ → $\\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$", "Korean 'Answer:' the transpose struck through, the right inverse after the arrow"),
    m("n_m_uk_struck_only", "A", G_COMP, "no_answer", "answer_is", COMP_UK + "\nВідповідь: ~~$4x^2 + 4x - 2$~~", "Ukrainian 'Answer:' with the only value struck through, nothing after"),
    m("n_m_ok_uk_ne_a", "B", G_COMP, "correct", "answer_is", COMP_UK + r" $= 4x^2 + 4x - 2$." + "\nВідповідь: не $2x^2 - 5$ (це $f(g(x))$), а $4x^2 + 4x - 2$.", "Ukrainian 'Answer: not 2x^2 - 5 (that is f(g(x))) but 4x^2 + 4x - 2'"),
    m("n_m_fr_faux", "A", G_INT, "wrong", "boxed", r"En passant $3x$ à gauche : $-x > -8$, donc $x > 8$." + "\n$\\boxed{]8, +\\infty[}$ (faux)", "French: the model labels its own box 'faux' (false)"),
    m("n_m_ok_fr_verifie", "B", G_INT, "correct", "boxed", INT_FR + "\n$\\boxed{]-\\infty, 8[}$ (vérifié)", "French 'vérifié' (checked) after the box; ]-inf, 8[ = (-inf, 8)"),
    m("n_m_de_falsch_mark", "A", G_INT, "wrong", "answer_is", INT_DE + "\nLösung: $(-\\infty, 8)$ ❌ falsch – die Umformung muss ich nochmal prüfen.", "German 'Solution: (-inf, 8) X false - I must check the rearrangement again': the model marks its only answer false (round 21: a value the model marks wrong is wrong)"),
    m("n_m_ok_de_nein", "B", G_INT, "correct", "answer_is", INT_DE + "\nLösung: ~~$x > 8$~~ Nein, $x < 8$, also $\\mathbb{L} = (-\\infty, 8)$.", "German 'Solution: x > 8 (struck) No, x < 8, so L = (-inf, 8)'"),
    m("n_m_es_cancel_box", "A", G_CTR, "no_answer", "boxed", CTR_ES + "\nEl centro es $\\boxed{\\cancel{(3, -5)}}$", "Spanish 'the centre is' a cancelled box, nothing else"),
    m("n_m_ok_es_cancel_other", "B", G_CTR, "correct", "boxed", CTR_ES + "\nEl centro es $\\cancel{(-3, 5)}$ $\\boxed{(3, -5)}$", "Spanish 'the centre is' the sign-flipped point cancelled, the gold boxed"),
    m("n_m_it_non_only", "A", G_DOM, "no_answer", "answer_is", DOM_IT + "\nIl dominio non è $[3, 5) \\cup (5, +\\infty)$.", "Italian 'the domain is not [3,5) u (5,inf)', nothing asserted"),
    m("n_m_ok_it_non_ma", "B", G_DOM, "correct", "answer_is", DOM_IT + "\nIl dominio non è $[3, +\\infty)$ ma $[3, 5) \\cup (5, +\\infty)$.", "Italian 'the domain is not [3, inf) but [3,5) u (5,inf)'"),
    m("n_m_ar_laysa_bal_other", "A", G_ROOTS, "wrong", "answer_is", r"نحلّل: $x(x + 5)(x - 3) = 0$." + "\nالجواب ليس $-3, 0, 5$ بل $-5, 0, 3$.", "Arabic 'the answer is not -3, 0, 5 but -5, 0, 3'"),
    m("n_m_ok_ar_laysa_bal", "B", G_ROOTS, "correct", "answer_is", ROOTS_AR + "\nالجواب ليس $-5, 0, 3$ بل $-3, 0, 5$.", "Arabic 'the answer is not -5, 0, 3 but -3, 0, 5'"),
    m("n_m_fa_nist", "A", G_ROOTS, "no_answer", "answer_is", ROOTS_FA + "\nپاسخ $-3, 0, 5$ نیست.", "Persian 'the answer is not -3, 0, 5' with nothing asserted"),
    m("n_m_ok_he_check", "B", G_ROOTS, "correct", "answer_is", ROOTS_HE + "\nהתשובה: $x = -3, 0, 5$ ✓", "Hebrew 'the answer:' with a check mark"),
    m("n_m_he_cross", "A", G_ROOTS, "wrong", "answer_is", ROOTS_HE + "\nהתשובה: $x = -3, 0, 5$ ✗", "Hebrew 'the answer:' followed by a cross mark: the model marks it wrong"),
    m("n_m_ok_hi_nahin_balki", "B", G_SQ, "correct", "answer_is", SQ_HI + r" $= 9x^2 - 24x + 16$।" + "\nउत्तर $9x^2 - 12x + 16$ नहीं, बल्कि $9x^2 - 24x + 16$ है।", "Hindi 'the answer is not 9x^2 - 12x + 16 but 9x^2 - 24x + 16'"),
    m("n_m_hi_nahin_balki_other", "A", G_SQ, "wrong", "answer_is", r"$(3x - 4)^2 = 9x^2 - 12x + 16$।" + "\nउत्तर $9x^2 - 24x + 16$ नहीं, बल्कि $9x^2 - 12x + 16$ है।", "Hindi 'the answer is not 9x^2 - 24x + 16 but 9x^2 - 12x + 16'"),
    m("n_m_tr_degil_other", "A", G_ANG, "wrong", "answer_is", ANG_TR_SLIP + "\nCevap $1620^\\circ$ değil, $1980^\\circ$.", "Turkish 'the answer is not 1620 degrees, (it is) 1980'"),
    m("n_m_ok_tr_degil", "B", G_ANG, "correct", "answer_is", ANG_TR + "\nCevap $1980^\\circ$ değil, $1620^\\circ$.", "Turkish 'the answer is not 1980 degrees, (it is) 1620'"),
    m("n_m_ok_th_mai_chai", "B", G_TEL, "correct", "answer_is", TEL_TH + r" $= \frac{11}{12}$" + "\nคำตอบไม่ใช่ $\\frac{10}{11}$ แต่เป็น $\\frac{11}{12}$", "Thai 'the answer is not 10/11 but 11/12'"),
    m("n_m_tl_hindi_kundi_other", "A", G_GEO, "wrong", "answer_is", GEO_PT_SLIP.replace("O primeiro termo é", "Ang unang termino ay").replace("e a razão é", "at ang ratio ay").replace("Como", "Dahil").replace(", a soma é", ", ang kabuuan ay") + r" $= \frac{16}{3}$." + "\nAng sagot ay hindi $\\frac{16}{5}$ kundi $\\frac{16}{3}$.", "Tagalog 'the answer is not 16/5 but 16/3'"),
    m("n_m_ok_tl_hindi_kundi", "B", G_GEO, "correct", "answer_is", GEO_TL + r" $= \frac{16}{5}$." + "\nAng sagot ay hindi $\\frac{16}{3}$ kundi $\\frac{16}{5}$.", "Tagalog 'the answer is not 16/3 but 16/5'"),
    g("n_pl_nie_tylko_other", "A", G_KG, "wrong", "answer_is", "3 kg kosztuje 3 · 4,20 = 12,60 zł.\nOdpowiedź: nie 14,70 zł, tylko 12,60 zł.", "Polish 'Answer: not 14,70 zł but 12,60 zł'"),
    g("n_ok_pl_nie_tylko", "B", G_KG, "correct", "answer_is", KG_PL + "Odpowiedź: nie 12,60 zł, tylko 14,70 zł.", "Polish 'Answer: not 12,60 zł but 14,70 zł'"),
    g("n_sv_inte_only", "A", G_MIN, "no_answer", "answer_is", MIN_SV + "Svaret är inte 200 minuter.", "Swedish 'the answer is not 200 minutes', nothing asserted"),
    g("n_ok_sv_inte_utan", "B", G_MIN, "correct", "answer_is", MIN_SV + "Svaret är inte 320 minuter utan 200 minuter.", "Swedish 'the answer is not 320 minutes but 200 minutes'"),
    g("n_ok_cs_strike_sign", "B", G_TEMP, "correct", "answer_is", "Ráno bylo 4 °C, teplota klesla o 17 stupňů: 4 − 17 = −13 °C.\nOdpověď: ~~13 °C~~ −13 °C", "Czech 'Answer:' 13 struck, -13 (U+2212) after"),
    g("n_vi_khong_phai_other", "A", G_CLS, "wrong", "answer_is", CLS_VI + "Đáp số không phải 151 mà là 196 học sinh.", "Vietnamese 'the result is not 151 but 196 pupils'"),
    g("n_ok_vi_khong_phai", "B", G_CLS, "correct", "answer_is", CLS_VI + "Đáp số không phải 196 mà là 151 học sinh.", "Vietnamese 'the result is not 196 but 151 pupils'"),
    g("n_id_bukan_other", "A", G_POP, "wrong", "answer_is", "Jumlah penduduk: 2.400.000 + 35.000 = 2.435.000 jiwa.\nJawabannya bukan 2.750.000, melainkan 2.435.000 jiwa.", "Indonesian 'the answer is not 2.750.000 but 2.435.000 people'"),
]

CASES += [
    # ================================================================ 5. unit words, counted nouns, scale words
    g("u_ok_zh_wan_ren", "B", G_POP, "correct", "answer_is", POP_ZH + "答：现在城市人口为 275 万人。", "Chinese 'Answer: the city population is now 275 wan people' (275 * 10^4 = 2,750,000)"),
    g("u_zh_wan_dropped", "A", G_POP, "wrong", "answer_is", POP_ZH + "答案：275", "Chinese 'Answer: 275': the scale word wan dropped, the stated value is 275"),
    g("u_ok_ja_man_nin", "B", G_POP, "correct", "answer_is", "人口は 240万人 + 35万人 = 275万人 になります。\n答え：275万人", "Japanese 'the population becomes 2.4M + 350k = 275万人. Answer: 275 man people' (2,750,000)"),
    g("u_ko_man_cheon_slip", "A", G_POP, "wrong", "answer_is", "240만 명 + 3만 5천 명 = 243만 5천 명\n답: 243만 5천 명", "Korean 'Answer: 243 man 5 cheon people' = 2,435,000 (35 thousand read as 3 man 5 cheon)"),
    g("u_ok_ko_man_myeong", "B", G_POP, "correct", "answer_is", POP_KO + "답: 275만 명", "Korean 'Answer: 275 man people' = 2,750,000"),
    g("u_ok_hi_lakh", "B", G_POP, "correct", "answer_is", POP_HI + "अतः उत्तर: 27.5 लाख लोग", "Hindi 'so the answer: 27.5 lakh people' (27.5 * 100,000 = 2,750,000)"),
    g("u_hi_crore", "A", G_POP, "wrong", "answer_is", POP_HI + "अतः उत्तर: 2.75 करोड़ लोग", "Hindi 'so the answer: 2.75 crore people' = 27,500,000 (a crore is 10^7), not 2,750,000"),
    g("u_ok_id_juta", "B", G_POP, "correct", "answer_is", "Jumlah penduduk sekarang = 2,4 juta + 0,35 juta = 2,75 juta jiwa.\nJadi, jumlah penduduk kota sekarang adalah 2,75 juta jiwa.", "Indonesian 'so the population of the city is now 2,75 million (juta) people'"),
    g("u_fr_milliards", "A", G_POP, "wrong", "answer_is", "2,4 millions + 350 000 = 2 750 000 habitants.\nLa ville compte maintenant 2,75 milliards d'habitants.", "French 'the city now has 2,75 billion (milliards) inhabitants': the last statement is 2.75 * 10^9"),
    g("u_ok_ru_mln", "B", G_POP, "correct", "answer_is", "2,4 млн + 350 тыс. = 2 750 000 жителей.\nОтвет: 2,75 млн жителей.", "Russian 'Answer: 2,75 mln inhabitants'"),
    g("u_ok_ru_tys", "B", G_POP, "correct", "answer_is", "2 400 тыс. + 350 тыс. = 2 750 тыс. жителей.\nОтвет: 2 750 тыс. жителей.", "Russian 'Answer: 2 750 thousand (тыс.) inhabitants' = 2,750,000"),
    g("u_ok_de_mio", "B", G_POP, "correct", "answer_is", "2,4 Mio. + 0,35 Mio. = 2,75 Mio.\nAntwort: Die Stadt hat jetzt 2,75 Mio. Einwohner.", "German 'Answer: the city now has 2,75 Mio. inhabitants'"),
    g("u_es_billones", "A", G_POP, "wrong", "answer_is", "2,4 millones + 350 mil = 2,75 millones.\nLa respuesta es 2,75 billones de habitantes.", "Spanish 'the answer is 2,75 billones of inhabitants': a Spanish billón is 10^12, wrong in either reading"),
    g("u_ok_ru_frost", "B", G_TEMP, "correct", "answer_is", TEMP_RU + "Ответ: 13 градусов мороза.", "Russian 'Answer: 13 degrees of frost' = -13 degrees"),
    g("u_ru_warm", "A", G_TEMP, "wrong", "answer_is", "Утром было −4 °C, к ночи потеплело на 17 градусов: −4 + 17 = 13.\nОтвет: 13 градусов тепла.", "Russian '... Answer: 13 degrees of warmth' = +13 (the start misread as -4)"),
    g("u_ok_uk_frost", "B", G_TEMP, "correct", "answer_is", TEMP_UK + "Відповідь: −13 °C (13 градусів морозу).", "Ukrainian 'Answer: -13 C (13 degrees of frost)'"),
    g("u_ok_nl_minuten", "B", G_MIN, "correct", "answer_is", MIN_NL + "Antwoord: 200 minuten.", "Dutch 'Answer: 200 minutes'"),
    g("u_nl_hours", "A", G_MIN, "wrong", "answer_is", "20 minuten is 20 / 60 ≈ 0,33 uur, dus in totaal 3,33 uur.\nAntwoord: 3,33 uur.", "Dutch 'Answer: 3,33 hours': hours rounded, not minutes"),
    g("u_ok_tl_piso", "B", G_KG, "correct", "answer_is", "Ang presyo bawat kilo ay ₱4.20, kaya ang 3.5 kg ay 3.5 × 4.20 = ₱14.70.\nSagot: ₱14.70", "Tagalog 'the price per kilo is P4.20, so 3.5 kg is ... Answer: P14.70' (peso sign)"),
    g("u_ok_it_euro_word", "B", G_KG, "correct", "answer_is", KG_IT + "Risposta: 14,70 euro.", "Italian 'Answer: 14,70 euro'"),
    m("u_m_ok_tr_derece", "B", G_ANG, "correct", "answer_is", ANG_TR + "\nCevap: $1620^\\circ$ (derece)", "Turkish 'Answer: 1620 degrees (derece)'"),
    m("u_m_ok_el_moires", "B", G_ANG, "correct", "answer_is", ANG_EL + "\nΑπάντηση: $1620$ μοίρες.", "Greek 'Answer: 1620 degrees (μοίρες)'"),
    m("u_m_tr_each_angle", "A", G_ANG, "wrong", "answer_is", ANG_TR + "\nDüzgün 11-gende her bir iç açı $1620^\\circ / 11 \\approx 147{,}3^\\circ$ olur.\nCevap: yaklaşık $147{,}3$ derece", "Turkish 'in a regular 11-gon each interior angle is 1620/11 = 147,3 degrees. Answer: about 147,3 degrees': the answer to another question"),
    m("u_m_ok_ja_radian", "B", G_ACOS, "correct", "answer_is", r"$\cos\frac{\pi}{4} = \frac{\sqrt{2}}{2}$ であり、$\arccos$ の値域は $[0, \pi]$ なので、$\arccos\left(-\frac{\sqrt{2}}{2}\right) = \pi - \frac{\pi}{4}$ です。" + "\n答え：$\\frac{3\\pi}{4}$ ラジアン", "Japanese 'since cos(pi/4) = \\sqrt2/2 and the range of arccos is [0, pi], ... Answer: 3pi/4 radians (ラジアン)'"),
    m("u_m_ok_ru_rad", "B", G_ACOS, "correct", "answer_is", r"Так как $\cos\frac{\pi}{4} = \frac{\sqrt{2}}{2}$ и $\arccos$ принимает значения из $[0; \pi]$, то $\arccos\left(-\frac{\sqrt{2}}{2}\right) = \pi - \frac{\pi}{4}$." + "\nОтвет: $\\frac{3\\pi}{4}$ рад.", "Russian 'since ... Answer: 3pi/4 rad.'"),
    m("u_m_ok_pl_punkt", "B", G_CTR, "correct", "answer_is", r"Uzupełniamy do kwadratu: $(x - 3)^2 + (y + 5)^2 = 25$." + "\nOdpowiedź: środek okręgu to punkt $S = (3, -5)$.", "Polish 'we complete the square ... Answer: the centre of the circle is the point S = (3, -5)'"),
    m("u_m_ok_sv_grader", "B", G_ANG, "correct", "answer_is", r"Vinkelsumman i en $n$-hörning är $(n - 2) \cdot 180^\circ$. För en elvahörning blir det $(11 - 2) \cdot 180^\circ = 1620^\circ$." + "\nSvar: 1620 grader", "Swedish 'the angle sum of an n-gon is ...; for an 11-gon it is 1620 degrees. Answer: 1620 degrees (grader)'"),

    # ================================================================ 6. retractions and harmless after-text
    m("r_m_zh_wait_other", "A", G_PR, "wrong", "boxed", PR_ZH + r" $= \boxed{\frac{5}{33}}$。" + "\n\n等等，不对。题目说的是有放回地抽取，所以概率应该是 $\\frac{5}{12} \\cdot \\frac{5}{12} = \\boxed{\\frac{25}{144}}$。", "Chinese 'wait, that's not right. The problem says drawing with replacement, so the probability should be 25/144': a later box replaces the first"),
    m("r_m_ok_zh_check", "B", G_PR, "correct", "boxed", PR_ZH + r" $= \boxed{\frac{5}{33}}$。" + "\n\n检验：$\\frac{5}{12} \\cdot \\frac{4}{11} = \\frac{20}{132} = \\frac{5}{33}$，结果一致。", "Chinese 'check: 5/12 * 4/11 = 20/132 = 5/33, the result agrees'"),
    m("r_m_ja_yappari", "A", G_RAD, "wrong", "answer_is", RAD_JA + "\n答え：$7\\sqrt{6}$\n\nいや、やっぱり違います。正しくは $6\\sqrt{7}$ です。", "Japanese 'no, after all it is wrong. The correct one is 6\\sqrt7'"),
    m("r_m_ok_ja_kakunin", "B", G_RAD, "correct", "answer_is", RAD_JA + "\n答え：$7\\sqrt{6}$\n\n確認：$(7\\sqrt{6})^2 = 49 \\cdot 6 = 294$ ✓", "Japanese 'check: (7\\sqrt6)^2 = 294' after the answer"),
    m("r_m_ko_correction", "A", G_MAT, "wrong", "answer_is", MAT_KO + "\n\n답: $\\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$\n\n정정: 부호를 잘못 적었습니다. 올바른 답은 $\\begin{pmatrix} 3 & 5 \\\\ 1 & 2 \\end{pmatrix}$ 입니다.", "Korean 'Correction: I wrote the signs wrong. The correct answer is [[3,5],[1,2]]'"),
    m("r_m_ok_ko_geomsan", "B", G_MAT, "correct", "answer_is", MAT_KO + "\n\n답: $\\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$\n\n검산: $AA^{-1} = \\begin{pmatrix} 6 - 5 & -10 + 10 \\\\ 3 - 3 & -5 + 6 \\end{pmatrix} = I$ 이므로 맞습니다.", "Korean 'verification: A A^{-1} = I, so it is right'"),
    m("r_m_ru_hotya_net", "A", G_RAD, "wrong", "answer_is", RAD_RU + r" $= 7\sqrt{6}$." + "\nОтвет: $7\\sqrt{6}$.\n\nХотя нет, я ошибся при разложении: правильный ответ $6\\sqrt{7}$.", "Russian 'though no, I made a mistake in the factoring: the right answer is 6\\sqrt7'"),
    m("r_m_ok_ru_proverka", "B", G_RAD, "correct", "answer_is", RAD_RU + r" $= 7\sqrt{6}$." + "\nОтвет: $7\\sqrt{6}$.\n\nПроверка: $7^2 \\cdot 6 = 49 \\cdot 6 = 294$. Верно.", "Russian 'check: ... = 294. Correct.'"),
    m("r_m_uk_correction", "A", G_COMP, "wrong", "answer_is", COMP_UK + r" $= 4x^2 + 4x - 2$." + "\nВідповідь: $4x^2 + 4x - 2$.\n\nВиправлення: я переплутав порядок композиції, правильно $f(g(x)) = 2(x^2 - 3) + 1 = 2x^2 - 5$, тож відповідь $2x^2 - 5$.", "Ukrainian 'Correction: I mixed up the order of composition ... so the answer is 2x^2 - 5'"),
    m("r_m_fr_en_fait", "A", G_INT, "wrong", "answer_is", INT_FR + " Solution : $]-\\infty, 8[$.\n\nEn fait, non : en divisant par un nombre négatif il faut inverser le sens, donc $x > 8$ et la solution est $]8, +\\infty[$.", "French 'actually, no: dividing by a negative number flips the sign, so x > 8 and the solution is ]8, +inf['"),
    m("r_m_ok_fr_verification", "B", G_INT, "correct", "answer_is", INT_FR + " Solution : $x \\in \\,]-\\infty, 8[$.\n\nVérification : pour $x = 0$, $7 > -1$ ✓ ; pour $x = 10$, $27 > 29$ est faux ✓.", "French 'check: for x = 0, 7 > -1; for x = 10, 27 > 29 is false' after the answer"),
    m("r_m_de_korrektur", "A", G_INT, "wrong", "answer_is", INT_DE + "\nAntwort: $(-\\infty, 8)$\n\nKorrektur: Die Grenze $8$ gehört dazu, also $(-\\infty, 8]$.", "German 'Correction: the bound 8 belongs to it, so (-inf, 8]'"),
    m("r_m_ok_de_closing", "B", G_INT, "correct", "answer_is", INT_DE + "\nAntwort: $x \\in (-\\infty, 8)$\n\nIch hoffe, das hilft! Bei weiteren Fragen melde dich gerne.", "German closing 'I hope this helps! Get in touch with further questions'"),
    m("r_m_pt_alias", "A", G_DOM, "wrong", "answer_is", DOM_PT + " Domínio: $[3, 5) \\cup (5, \\infty)$.\n\nAliás, errei: como a raiz não pode ser zero, $x > 3$, e o domínio é $(3, 5) \\cup (5, \\infty)$.", "Portuguese 'by the way, I erred: since the root cannot be zero, x > 3, and the domain is (3,5) u (5,inf)' (a wrong correction; the final answer is wrong)"),
    m("r_m_ok_pt_setbuilder_after", "B", G_DOM, "correct", "answer_is", DOM_PT + " Domínio: $[3, 5) \\cup (5, \\infty)$.\n\nObservação: em notação de conjuntos, $D = \\{x \\in \\mathbb{R} \\mid x \\ge 3 \\text{ e } x \\ne 5\\}$.", "Portuguese 'remark: in set notation D = {x >= 3 and x != 5}': the same set restated"),
    m("r_m_it_anzi", "A", G_DOM, "wrong", "answer_is", DOM_IT + "\nIl dominio è $[3, 5) \\cup (5, +\\infty)$, anzi no: $[3, +\\infty)$.", "Italian 'the domain is [3,5) u (5,inf), or rather no: [3, inf)'"),
    m("r_m_ok_it_anzi", "B", G_DOM, "correct", "answer_is", DOM_IT + "\nIl dominio è $[3, +\\infty)$, anzi no: bisogna escludere $5$, quindi $[3, 5) \\cup (5, +\\infty)$.", "Italian 'the domain is [3, inf), or rather no: 5 must be excluded, so [3,5) u (5,inf)'"),
    m("r_m_tr_pardon", "A", G_ANG, "wrong", "answer_is", ANG_TR + "\nCevap: $1620^\\circ$\n\nPardon, yanlış formül kullandım; doğrusu $n \\cdot 180^\\circ$, yani $1980^\\circ$.", "Turkish 'sorry, I used the wrong formula; the right one is n * 180, that is 1980'"),
    m("r_m_ok_el_check", "B", G_ANG, "correct", "answer_is", ANG_EL + "\nΑπάντηση: $1620^\\circ$.\n\nΕπαλήθευση: κάθε γωνία ενός κανονικού 11-γώνου είναι $1620^\\circ / 11 \\approx 147{,}3^\\circ < 180^\\circ$ ✓", "Greek 'verification: each angle of a regular 11-gon is about 147,3 degrees < 180'"),
    m("r_m_ar_correction", "A", G_ROOTS, "wrong", "answer_is", ROOTS_AR + " إذن الحلول: $x = -3, 0, 5$.\n\nتصحيح: أخطأت في التحليل، والصحيح $x(x + 5)(x - 3) = 0$، فالحلول $x = -5, 0, 3$.", "Arabic 'so the solutions: ... Correction: I erred in the factoring; the right one is x(x+5)(x-3) = 0, so the solutions are -5, 0, 3'"),
    m("r_m_ok_ar_check", "B", G_ROOTS, "correct", "answer_is", ROOTS_AR + " إذن الحلول: $x = -3, 0, 5$.\n\nالتحقق: $5^3 - 2 \\cdot 5^2 - 15 \\cdot 5 = 125 - 50 - 75 = 0$ ✓", "Arabic 'so the solutions: ... Verification: 125 - 50 - 75 = 0'"),
    m("r_m_fa_correction", "A", G_ROOTS, "wrong", "answer_is", ROOTS_FA + " پس جواب‌ها $-3, 0, 5$ هستند.\n\nاصلاح: ریشهٔ صفر قابل قبول نیست؛ جواب نهایی $-3, 5$ است.", "Persian 'so the answers are -3, 0, 5. Correction: the root zero is not acceptable; the final answer is -3, 5'"),
    m("r_m_he_rega", "A", G_ROOTS, "wrong", "answer_is", ROOTS_HE + " הפתרונות: $x = -3, 0, 5$.\n\nרגע, טעיתי בסימנים: הפתרונות הם $x = -5, 0, 3$.", "Hebrew 'the solutions: ... Wait, I got the signs wrong: the solutions are -5, 0, 3'"),
    m("r_m_ok_hi_jaanch", "B", G_SQ, "correct", "answer_is", SQ_HI + r" $= 9x^2 - 24x + 16$।" + "\nउत्तर: $9x^2 - 24x + 16$\n\nजाँच: $x = 1$ रखने पर $(3 - 4)^2 = 1$ और $9 - 24 + 16 = 1$ ✓", "Hindi 'check: putting x = 1 gives 1 and 1'"),
    m("r_m_bn_correction", "A", G_TEL, "wrong", "answer_is", TEL_BN + r" $= \frac{11}{12}$।" + "\nউত্তর: $\\frac{11}{12}$\n\nসংশোধন: যোগফলে ১২টি পদ আছে, তাই উত্তর $\\frac{12}{13}$।", "Bengali 'Correction: the sum has 12 terms, so the answer is 12/13' (a wrong correction; the last answer is 12/13)"),
    m("r_m_ok_tl_salamat", "B", G_GEO, "correct", "boxed", GEO_TL + r" $= \frac{16}{5}$." + "\nKaya, ang sagot ay $\\boxed{\\frac{16}{5}}$.\n\nSana makatulong ito! Salamat.", "Tagalog closing 'hope this helps! Thanks.'"),
    m("r_m_ok_cpx_de_probe", "B", G_CPX, "correct", "boxed", CPX_DE + r" $= 7 + 24i$." + "\nErgebnis: $\\boxed{7 + 24i}$\n\nProbe: $|7 + 24i| = \\sqrt{49 + 576} = 25 = |4 + 3i|^2$ ✓", "German 'Result: ... Check: |7 + 24i| = 25 = |4 + 3i|^2'"),
    m("r_m_de_cpx_doch", "A", G_CPX, "wrong", "boxed", CPX_DE + r" $= 7 + 24i$." + "\nErgebnis: $\\boxed{7 + 24i}$\n\nHmm, doch nicht: $(3i)^2 = 9i$, also $16 + 24i + 9i = \\boxed{16 + 33i}$.", "German 'hmm, not after all: (3i)^2 = 9i, so 16 + 33i' (a wrong later box)"),
    g("r_vi_xin_loi", "A", G_CLS, "wrong", "answer_is", CLS_VI + "Đáp số: 151 học sinh.\n\nXin lỗi, tôi đọc nhầm đề: có 35 học sinh vắng, nên đáp số đúng là 196 − 35 = 161 học sinh.", "Vietnamese 'sorry, I misread the problem: 35 pupils were absent, so the right result is 161 pupils'"),
    g("r_ok_id_semoga", "B", G_CLS, "correct", "answer_is", CLS_ID + "Jadi, jumlah siswa yang hadir adalah 151 siswa.\n\nSemoga membantu! 😊", "Indonesian 'so the number of pupils present is 151. Hope this helps!'"),
    g("r_th_hours_after", "A", G_MIN, "wrong", "answer_is", "3 ชั่วโมง = 3 × 60 = 180 นาที\n180 + 20 = 200 นาที\nคำตอบ: 200 นาที\n\nขอโทษครับ โจทย์ถามเป็นชั่วโมง ดังนั้นคำตอบที่ถูกต้องคือ 3.33 ชั่วโมง", "Thai 'Answer: 200 minutes. Sorry, the question asks in hours, so the right answer is 3.33 hours' (the model replaces its answer)"),
    g("r_ok_sv_kontroll", "B", G_MIN, "correct", "answer_is", MIN_SV + "Svar: 200 minuter.\n\nKontroll: 200 / 60 = 3 timmar och 20 minuter. ✓", "Swedish 'check: 200/60 = 3 hours and 20 minutes'"),
    g("r_de_moment", "A", G_RENT, "wrong", "answer_is", RENT_DE + "Antwort: 16.200 €\n\nMoment, das stimmt nicht: Der erste Monat war mietfrei, also 11 · 1.350 € = 14.850 €.", "German 'wait, that's not right: the first month was rent-free, so 14.850 EUR'"),
    g("r_ok_fr_bonne_journee", "B", G_RENT, "correct", "answer_is", RENT_FR + "Réponse : elle paie 16 200 € par an.\n\nN'hésitez pas si vous avez d'autres questions. Bonne journée !", "French 'Answer: she pays 16 200 EUR a year. Feel free to ask other questions. Have a nice day!'"),
]

CASES += [
    # ================================================================ 7. quoted / reported / hypothetical / other part
    m("q_m_zh_teacher_said", "A", G_PR, "wrong", "answer_is", PR_ZH_SLIP + r" $= \frac{25}{144}$。" + "\n老师说答案是 $\\frac{5}{33}$，但我算出来是 $\\frac{25}{144}$。\n答案：$\\frac{25}{144}$", "Chinese 'the teacher said the answer is 5/33, but I got 25/144. Answer: 25/144': the gold only reported"),
    m("q_m_ok_zh_classmate", "B", G_PR, "correct", "answer_is", "我同学算出来是 $\\frac{25}{144}$，但那是有放回抽取的情况。\n" + PR_ZH + r" $= \frac{5}{33}$。" + "\n答案：$\\frac{5}{33}$", "Chinese 'my classmate got 25/144, but that is the with-replacement case ... Answer: 5/33'"),
    m("q_m_ja_moshi_unsure", "A", G_RAD, "no_answer", "none", "もし $294$ が $49 \\cdot 6$ と分解できるなら、答えは $7\\sqrt{6}$ になるはずですが、分解に自信がないので、もう一度確認が必要です。", "Japanese 'if 294 can be factored as 49 * 6, the answer should be 7\\sqrt6, but I am not confident in the factoring, so it needs checking again': only a conditional; debatable: the condition is true and the value right", True),
    m("q_m_ko_textbook", "A", G_MAT, "wrong", "answer_is", "교과서 해답에는 \"$\\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$\"라고 되어 있지만, 제 계산으로는 부호를 바꿀 필요가 없으므로 $\\begin{pmatrix} 3 & 5 \\\\ 1 & 2 \\end{pmatrix}$ 입니다.\n답: $\\begin{pmatrix} 3 & 5 \\\\ 1 & 2 \\end{pmatrix}$", "Korean 'the textbook's solution says \"[[3,-5],[-1,2]]\", but by my calculation the signs need not change, so [[3,5],[1,2]]. Answer: [[3,5],[1,2]]'"),
    m("q_m_ru_textbook", "A", G_RAD, "wrong", "answer_is", "В ответах учебника написано «$7\\sqrt{6}$», но у меня получилось иначе: " + RAD_RU_SLIP.replace("Разложим", "разложим") + ".\nОтвет: $6\\sqrt{7}$.", "Russian 'the textbook answers say «7\\sqrt6», but I got otherwise ... Answer: 6\\sqrt7'"),
    m("q_m_ok_ru_guillemets", "B", G_RAD, "correct", "answer_is", "Оценка «примерно 17» из условия — лишь приближение. " + RAD_RU + r" $= 7\sqrt{6}$." + "\nОтвет: $7\\sqrt{6}$.", "Russian 'the estimate «about 17» from the statement is only an approximation ... Answer: 7\\sqrt6'"),
    m("q_m_fr_si_refuse", "A", G_INT, "no_answer", "none", "Si l'on passait $3x$ à gauche sans changer le sens, on obtiendrait $]-\\infty, 8[$... mais je ne suis pas sûr de la règle pour les inégalités, je préfère ne pas conclure.", "French 'if we moved 3x to the left without changing the direction, we would get ]-inf, 8[... but I am not sure of the rule for inequalities, I prefer not to conclude': only a conditional, then a refusal"),
    m("q_m_ok_fr_selon_enonce", "B", G_INT, "correct", "answer_is", "Selon l'énoncé, on cherche les $x$ tels que $2x + 7 > 3x - 1$.\n" + INT_FR + "\nRéponse : $x \\in \\,]-\\infty, 8[$.", "French 'according to the statement, we seek the x such that ... Answer: x in ]-inf, 8['"),
    m("q_m_de_angenommen_cut", "A", G_INT, "no_answer", "truncated", "Angenommen, die Lösungsmenge wäre $(-\\infty, 8)$. Dann müsste $x = 8$ die Ungleichung verletzen: $2 \\cdot 8 + 7 = 23$ und $3 \\cdot 8 - 1 = 23$, also", "German 'suppose the solution set were (-inf, 8). Then x = 8 would have to violate the inequality: 23 and 23, so' - cut off under the supposition"),
    m("q_m_es_radius_other_part", "A", G_CTR, "wrong", "answer_is", CTR_ES + " El centro es $(3, -5)$ y el radio es $5$.\n\n**Respuesta:** $r = 5$", "Spanish 'the centre is (3, -5) and the radius is 5. Answer: r = 5': the final answer is the other quantity"),
    m("q_m_ok_es_radius_first", "B", G_CTR, "correct", "boxed", CTR_ES + " Por tanto, el radio es $5$ y el centro es $C = (3, -5)$.\n\n**Respuesta:** $\\boxed{(3, -5)}$", "Spanish 'therefore the radius is 5 and the centre is C = (3, -5). Answer:'"),
    m("q_m_ja_student_flipped", "A", G_CTR, "wrong", "answer_is", CTR_JA + "\n生徒は「中心は $(3, -5)$」と答えましたが、符号が逆です。正しくは中心 $(-3, 5)$ です。", "Japanese 'the student answered \"the centre is (3, -5)\", but the signs are reversed. Correctly, the centre is (-3, 5)': the gold only quoted, the model's own answer wrong"),
    m("q_m_ok_ja_radius_first", "B", G_CTR, "correct", "answer_is", CTR_JA + "よって、半径は $5$、中心は $(3, -5)$ です。\n答え：$(3, -5)$", "Japanese 'so the radius is 5 and the centre is (3, -5). Answer: (3, -5)'"),
    m("q_m_it_invented_turn", "A", G_DOM, "wrong", "boxed", DOM_IT + " Quindi il dominio è $\\boxed{[3, +\\infty)}$." + IM_USER + "No, la risposta corretta è $[3, 5) \\cup (5, +\\infty)$.", "Italian 'so the domain is [3, inf)'; the gold only in an invented user turn ('No, the right answer is ...')"),
    m("q_m_ok_it_turn_after", "B", G_DOM, "correct", "boxed", DOM_IT + " Quindi il dominio è $\\boxed{[3, 5) \\cup (5, +\\infty)}$." + IM_USER + "Grazie! Ora calcola il dominio di $\\frac{1}{x^2 - 4}$.", "Italian; an invented user turn after the answer ('thanks! now compute the domain of 1/(x^2 - 4)') does not count"),
    m("q_m_ar_student_said", "A", G_ROOTS, "wrong", "answer_is", "قال أحد الطلاب إن الحلول هي $-3, 0, 5$، لكن هذا خطأ؛ بالتحليل $x(x + 5)(x - 3) = 0$ فالحلول الصحيحة هي $-5, 0, 3$.", "Arabic 'a student said the solutions are -3, 0, 5, but this is wrong; by factoring ... the correct solutions are -5, 0, 3'"),
    m("q_m_ok_fa_friend", "B", G_ROOTS, "correct", "answer_is", "دوستم گفت جواب‌ها $-5, 0, 3$ است، اما با جایگذاری $x = -5$ داریم $-125 - 50 + 75 = -100 \\ne 0$.\n" + ROOTS_FA + " پس جواب‌ها $x = -3, 0, 5$ هستند.", "Persian 'my friend said the answers are -5, 0, 3, but substituting x = -5 gives -100 != 0 ... so the answers are x = -3, 0, 5'"),
    m("q_m_he_assume", "A", G_ROOTS, "no_answer", "none", "נניח שהפתרונות הם $-3, 0, 5$; נבדוק זאת בהמשך אחרי שנפרק את הפולינום.", "Hebrew 'suppose the solutions are -3, 0, 5; we will check this later after factoring the polynomial': only a supposition"),
    m("q_m_hi_book", "A", G_SQ, "wrong", "answer_is", "पुस्तक के उत्तर में $9x^2 - 24x + 16$ दिया है, पर मेरे हिसाब से $(3x - 4)^2 = 9x^2 - 12x + 16$ है।\nउत्तर: $9x^2 - 12x + 16$", "Hindi 'the book's answer gives 9x^2 - 24x + 16, but by my calculation ... Answer: 9x^2 - 12x + 16'"),
    m("q_m_ok_bn_quoted_problem", "B", G_TEL, "correct", "answer_is", "প্রশ্ন: \"$\\sum_{n=1}^{11} \\frac{1}{n(n+1)}$ এর মান নির্ণয় কর।\"\n\n" + TEL_BN + r" $= \frac{11}{12}$।" + "\nউত্তর: $\\frac{11}{12}$", "Bengali: the problem quoted first ('find the value of ...'), then 'Answer: 11/12'"),
    m("q_m_th_parts", "A", G_TEL, "wrong", "answer_is", "(ก) ผลบวก 10 พจน์แรกคือ $1 - \\frac{1}{11} = \\frac{10}{11}$\n(ข) ผลบวก 11 พจน์แรกคือ $1 - \\frac{1}{12} = \\frac{11}{12}$\nคำตอบสุดท้าย: $\\frac{10}{11}$", "Thai '(a) the sum of the first 10 terms is 10/11 (b) the sum of the first 11 terms is 11/12. Final answer: 10/11': the gold only in another part"),
    m("q_m_ok_vi_suppose_refuted", "B", G_ACOS, "correct", "answer_is", "Giả sử đáp án là $\\frac{\\pi}{4}$: khi đó $\\cos\\frac{\\pi}{4} = \\frac{\\sqrt{2}}{2} \\ne -\\frac{\\sqrt{2}}{2}$, nên sai. Thử $\\frac{3\\pi}{4}$: $\\cos\\frac{3\\pi}{4} = -\\frac{\\sqrt{2}}{2}$ ✓ và $\\frac{3\\pi}{4} \\in [0, \\pi]$.\nVậy đáp án là $\\frac{3\\pi}{4}$.", "Vietnamese 'suppose the answer is pi/4: ... so it is wrong. Try 3pi/4: ... So the answer is 3pi/4'"),
    m("q_m_vi_suppose_cut", "A", G_ACOS, "no_answer", "truncated", "Giả sử đáp án là $\\frac{3\\pi}{4}$. Để kiểm tra, ta tính $\\cos\\frac{3\\pi}{4}$ bằng công thức", "Vietnamese 'suppose the answer is 3pi/4. To check, we compute cos(3pi/4) by the formula' - cut off under the supposition"),
    m("q_m_ok_id_example_first", "B", G_ACOS, "correct", "boxed", "Sebagai contoh, $\\arccos\\left(\\frac{\\sqrt{2}}{2}\\right) = \\frac{\\pi}{4}$.\n" + ACOS_ID + r" $= \frac{3\pi}{4}$." + "\nJadi jawabannya $\\boxed{\\frac{3\\pi}{4}}$.", "Indonesian 'as an example, arccos(\\sqrt2/2) = pi/4 ... so the answer is 3pi/4'"),
    m("q_m_tl_teacher", "A", G_GEO, "wrong", "answer_is", "Sabi ng guro, \"Ang sagot ay $\\frac{16}{5}$.\" Pero sa tingin ko ang ratio ay $r = \\frac{1}{4}$, kaya $S = \\frac{4}{1 - \\frac{1}{4}} = \\frac{16}{3}$.\nSagot: $\\frac{16}{3}$", "Tagalog 'the teacher said, \"the answer is 16/5.\" But I think the ratio is 1/4, so S = 16/3. Answer: 16/3'"),
    m("q_m_mixed_en_zh_quote", "A", G_CPX, "wrong", "answer_is", "题目的参考答案写的是 \"The answer is $7 + 24i$\"，但我按 $i^2 = 1$ 计算：" + CPX_ZH_SLIP + r" $= 25 + 24i$。" + "\n最终答案：$25 + 24i$", "mixed Chinese and English: 'the problem's reference answer says \"The answer is 7 + 24i\", but I compute with i^2 = 1 ... Final answer: 25 + 24i'"),
    g("q_pl_gdyby_refuse", "A", G_KG, "no_answer", "none", "Gdyby cena wynosiła 4,20 zł za kilogram, to 3,5 kg kosztowałoby 3,5 · 4,20 = 14,70 zł. Niestety w treści zadania nie widzę ceny, więc nie mogę podać ostatecznej odpowiedzi.", "Polish 'if the price were 4,20 zł a kilo, 3,5 kg would cost 14,70 zł. Unfortunately I don't see the price in the problem, so I cannot give a final answer': a hypothetical, then a refusal"),
    g("q_ok_cs_kdyby", "B", G_TEMP, "correct", "answer_is", "Kdyby teplota klesla jen o 4 stupně, bylo by 0 °C. Ve skutečnosti klesla o 17 stupňů: 4 − 17 = −13.\nOdpověď: −13 °C", "Czech 'if the temperature had fallen only 4 degrees it would be 0 C. In reality it fell 17 degrees: 4 - 17 = -13. Answer: -13 C'"),
    g("q_de_landlord", "A", G_RENT, "wrong", "answer_is", "Laut Vermieter zahlt sie „16.200 € im Jahr“. Da sie aber erst im Februar eingezogen ist: 11 · 1.350 € = 14.850 €.\nAntwort: 14.850 €", "German 'according to the landlord she pays \"16.200 EUR a year\". But since she moved in only in February: 14.850 EUR. Answer: 14.850 EUR'"),

    # ================================================================ 8. bad input JSON can hold
    g("b_ok_ar_indic_digits", "B", G_CLS, "correct", "hash", "عدد الطلاب الكلي ٧ × ٢٨ = ١٩٦، والغائبون ٤٥، إذن الحاضرون ١٩٦ − ٤٥ = ١٥١.\n#### ١٥١", "Arabic working and answer in Arabic-Indic digits: ١٥١ = 151"),
    g("b_ar_indic_digits_slip", "A", G_CLS, "wrong", "hash", "عدد الطلاب الكلي ٧ × ٢٨ = ١٩٦، والغائبون ٣٥، إذن الحاضرون ١٩٦ − ٣٥ = ١٦١.\n#### ١٦١", "Arabic-Indic digits; 35 absent misread: ١٦١ = 161"),
    g("b_ok_fa_digits", "B", G_CLS, "correct", "answer_is", "تعداد کل دانش‌آموزان ۷ × ۲۸ = ۱۹۶ نفر است و ۴۵ نفر غایب‌اند: ۱۹۶ − ۴۵ = ۱۵۱.\nپاسخ: ۱۵۱ دانش‌آموز", "Persian (Extended Arabic-Indic) digits: 'Answer: ۱۵۱ pupils' = 151"),
    g("b_ok_hi_devanagari", "B", G_POP, "correct", "answer_is", "जनसंख्या = २४ लाख + ३.५ लाख = २७.५ लाख।\nउत्तर: २७,५०,००० लोग", "Devanagari digits with Indian grouping: २७,५०,००० = 2,750,000"),
    g("b_bn_digits_slip", "A", G_MIN, "wrong", "answer_is", "৩ ঘণ্টা ২০ মিনিট = ৩২০ মিনিট।\nউত্তর: ৩২০ মিনিট", "Bengali digits: '3 hours 20 minutes = 320 minutes. Answer: ৩২০ (320) minutes'"),
    g("b_ok_bn_digits", "B", G_MIN, "correct", "answer_is", "৩ ঘণ্টা = ৩ × ৬০ = ১৮০ মিনিট, আরও ২০ মিনিট যোগ করলে ১৮০ + ২০ = ২০০ মিনিট।\nউত্তর: ২০০ মিনিট", "Bengali digits: 'Answer: ২০০ (200) minutes'"),
    g("b_ok_th_digits", "B", G_MIN, "correct", "answer_is", "๓ ชั่วโมง = ๓ × ๖๐ = ๑๘๐ นาที\n๑๘๐ + ๒๐ = ๒๐๐ นาที\nคำตอบ: ๒๐๐ นาที", "Thai digits: 'Answer: ๒๐๐ (200) minutes'"),
    g("b_ok_zh_fullwidth", "B", G_POP, "correct", "hash", POP_ZH + "＃＃＃＃ ２７５００００", "full-width #### and digits (Chinese IME): 2750000"),
    g("b_zh_fullwidth_slip", "A", G_POP, "wrong", "hash", POP_ZH_SLIP + "#### ２４３５０００", "full-width digits 2435000"),
    g("b_zh_chinese_numerals_slip", "A", G_CLS, "wrong", "answer_is", "全校共有 7 × 28 = 196 名学生，缺席 35 名，所以到校 196 − 35 = 161 名。\n答：一百六十一名学生。", "Chinese numerals: 'Answer: 一百六十一 (161) pupils' (35 absent misread)"),
    g("b_ok_ja_kanji_numerals", "B", G_MIN, "correct", "answer_is", "3時間は 3 × 60 = 180分、さらに20分を足して 200分 です。\n答え：二百分", "Japanese kanji numerals 'Answer: 二百分' = 200 minutes"),
    g("b_ok_he_rlm", "B", G_CLS, "correct", "answer_is", "סך הכול 7 · 28 = 196 תלמידים, נעדרו 45, לכן נכחו 196 − 45 = 151.\nהתשובה: \u200f151\u200f תלמידים", "Hebrew 'the answer: 151 pupils' with RIGHT-TO-LEFT MARKs (U+200F) around the number"),
    g("b_zwsp_slip", "A", G_RENT, "wrong", "hash", RENT_FR_SLIP + "#### 14\u200b850", "French; a ZERO WIDTH SPACE inside 14850 (11 months)"),
    g("b_ok_nbsp", "B", G_RENT, "correct", "hash", RENT_FR + "#### 16\u00a0200", "a NO-BREAK SPACE (U+00A0) as the French thousands separator"),
    m("b_m_ok_ko_crlf", "B", G_MAT, "correct", "answer_is", (MAT_KO + "\n답: $\\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$").replace("\n", "\r\n"), "Korean with CRLF line ends; 'Answer:' the inverse"),
    m("b_m_ja_bom_slip", "A", G_RAD, "wrong", "answer_is", "\ufeff" + r"$294 = 49 \cdot 6$ なので $\sqrt{294} = 6\sqrt{7}$ です。" + "\n答え：$6\\sqrt{7}$", "a BOM first; Japanese 'Answer: 6\\sqrt7'"),
    m("b_m_ok_ja_fullwidth", "B", G_RAD, "correct", "answer_is", RAD_JA + "\n答え：７√６", "Japanese 'Answer:' in full-width digits with a √ sign: ７√６ = 7\\sqrt6"),
    m("b_m_ok_unicode_minus_point", "B", G_CTR, "correct", "answer_is", CTR_JA + "\n答え：中心は (3, −5)", "Japanese 'Answer: the centre is (3, −5)' with U+2212 MINUS SIGN, no math mode"),
    m("b_m_unicode_minus_flipped", "A", G_CTR, "wrong", "answer_is", "Completamos cuadrados: $(x + 3)^2 + (y - 5)^2 = 25$.\nRespuesta: el centro es (−3, 5)", "Spanish 'Answer: the centre is (−3, 5)' with U+2212; signs flipped"),
    m("b_m_ok_fa_digits_fraction", "B", G_TEL, "correct", "answer_is", r"هر جمله را به صورت $\frac{1}{n} - \frac{1}{n+1}$ می‌نویسیم و مجموع برابر $1 - \frac{1}{12}$ می‌شود." + "\nجواب: ۱۱/۱۲", "Persian 'we write each term as ... and the sum becomes 1 - 1/12. Answer: ۱۱/۱۲' (11/12 in Persian digits)"),
    m("b_m_fa_digits_slip", "A", G_TEL, "wrong", "answer_is", r"هر جمله را به صورت $\frac{1}{n} - \frac{1}{n+1}$ می‌نویسیم و مجموع برابر $1 - \frac{1}{11}$ می‌شود." + "\nجواب: ۱۰/۱۱", "Persian digits ۱۰/۱۱ = 10/11 (one term short)"),
    m("b_m_ok_ar_rtl_marks", "B", G_ROOTS, "correct", "answer_is", ROOTS_AR + "\n\u200fالحلول: \u200e$x \\in \\{-3, 0, 5\\}$", "Arabic 'the solutions:' with RLM and LRM marks around a set in math mode"),
    m("b_m_el_greek_question_mark", "A", G_ANG, "no_answer", "none", ANG_EL.replace(r" έχουμε $9 \cdot 180^\circ = 1620^\circ$.", r" έχουμε $9 \cdot 180^\circ$.") + "\nΕίναι άραγε η απάντηση $1620^\\circ$\u037e Δεν είμαι σίγουρος αν το πολύγωνο είναι κυρτό.", "Greek 'is the answer perhaps 1620 degrees? I am not sure whether the polygon is convex': the Greek question mark (U+037E ';') makes it a question, not a statement; debatable: the value is the gold and the working leads to it", True),
]

CASES += [
    # ================================================================ more: tags, markers and mixed-language outputs
    m("t_m_ok_hi_sentence", "B", G_SQ, "correct", "tag", th(SQ_HI + r" $= 9x^2 - 24x + 16$।" + "\n") + r"<answer>अतः $(3x - 4)^2 = 9x^2 - 24x + 16$ है।</answer>", "Hindi in the tag: 'therefore (3x - 4)^2 = 9x^2 - 24x + 16 (is)'"),
    m("t_m_ar_sentence_slip", "A", G_ROOTS, "wrong", "tag", th(r"نحلّل: $x(x + 5)(x - 3) = 0$." + "\n") + r"<answer>الحلول هي $x = -5$ و $x = 0$ و $x = 3$.</answer>", "Arabic in the tag: 'the solutions are x = -5 and x = 0 and x = 3' (factors with the wrong signs)"),
    m("t_m_ok_ar_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS_AR + "\n") + r"<answer>الحلول هي $x = -3$ و $x = 0$ و $x = 5$.</answer>", "Arabic in the tag: 'the solutions are x = -3 and x = 0 and x = 5' (و = and)"),
    m("t_m_ok_he_vav_prefix", "B", G_ROOTS, "correct", "tag", th(ROOTS_HE + "\n") + r"<answer>הפתרונות הם $-3$, $0$ ו-$5$.</answer>", "Hebrew in the tag: 'the solutions are -3, 0 and 5'; the conjunction ו- ('and') is glued to the last value with a hyphen"),
    m("t_m_ok_mixed_zh_think_en_answer", "B", G_CPX, "correct", "tag", th(CPX_ZH + r" $= 7 + 24i$。" + "\n") + "<answer>The answer is $7 + 24i$.</answer>", "mixed: Chinese thinking, an English sentence in the tag"),
    m("t_m_ko_approx", "A", G_TEL, "wrong", "tag", th(r"부분분수로 나누면 $\frac{1}{n(n+1)} = \frac{1}{n} - \frac{1}{n+1}$ 이므로 합은 $1 - \frac{1}{12} = \frac{11}{12}$ 입니다." + "\n") + "<answer>약 0.92</answer>", "Korean thinking reaches 11/12; the tag says '약 0.92' ('about 0.92'), a rounding"),
    m("t_m_ru_hedge_ili", "A", G_RAD, "wrong", "tag", th(RAD_RU + r" $= 7\sqrt{6}$, хотя можно ошибиться и получить $6\sqrt{7}$." + "\n") + r"<answer>$7\sqrt{6}$ или $6\sqrt{7}$</answer>", "Russian 'или' = 'or': a hedge between 7\\sqrt6 and 6\\sqrt7 in the tag"),
    m("h_m_ok_ja_hash", "B", G_RAD, "correct", "hash", RAD_JA + "\n答え：#### 7\\sqrt{6}", "Japanese 'Answer:' then #### and a LaTeX radical"),
    m("h_m_ok_es_minerva", "B", G_PR, "correct", "minerva", PR_ES + r" $= \frac{5}{33}$." + "\n" + MINERVA.format("$\\frac{5}{33}$"), "mixed: Spanish working, then the English Minerva closing line"),
    m("h_m_es_minerva_slip", "A", G_PR, "wrong", "minerva", PR_ES_SLIP + r" $= \frac{25}{132}$." + "\n" + MINERVA.format("$\\frac{25}{132}$"), "Spanish working with the numerator not decremented (5/12 * 5/11), then the English Minerva line 25/132"),
    m("x_m_fr_approx", "A", G_RAD, "wrong", "answer_is", r"On a $294 = 49 \times 6$, donc $\sqrt{294} = 7\sqrt{6}$." + "\nRéponse : $\\sqrt{294} \\approx 17{,}1$", "French 'Answer: \\sqrt{294} ~ 17,1': the last answer is a rounding"),
    m("x_m_ok_it_mixed_number", "B", G_GEO, "correct", "answer_is", r"Il primo termine è $a = 4$ e la ragione è $q = -\frac{1}{4}$; poiché $|q| < 1$, la somma è $S = \frac{4}{1 + \frac{1}{4}} = \frac{16}{5}$." + "\nRisposta: la somma vale $3\\frac{1}{5}$.", "Italian 'Answer: the sum is 3 1/5', a mixed number (3 + 1/5 = 16/5, not 3 * 1/5)"),
    m("n_m_ko_anida", "A", G_TEL, "no_answer", "answer_is", r"부분분수로 나누면 합은 $1 - \frac{1}{12}$ 입니다." + "\n답은 $\\frac{11}{12}$이 아닙니다.", "Korean 'the answer is not 11/12' (이 아닙니다 = 'is not'), nothing asserted"),
    m("n_m_ok_ko_anira", "B", G_TEL, "correct", "answer_is", r"부분분수로 나누면 합은 $1 - \frac{1}{12}$ 입니다." + "\n답은 $\\frac{10}{11}$이 아니라 $\\frac{11}{12}$입니다.", "Korean 'the answer is not 10/11 but 11/12' (이 아니라 = 'is not ... but')"),
    m("n_m_es_no_es_sino_other", "A", G_CTR, "wrong", "answer_is", r"Completamos cuadrados: $(x + 3)^2 + (y - 5)^2 = 25$." + "\nLa respuesta no es $(3, -5)$ sino $(-3, 5)$.", "Spanish 'the answer is not (3, -5) but (-3, 5)'"),
    m("u_m_ok_zh_du", "B", G_ANG, "correct", "answer_is", r"十一边形的内角和为 $(11 - 2) \times 180^\circ = 1620^\circ$。" + "\n答：内角和是 1620 度。", "Chinese 'the interior angle sum of an 11-gon is ... Answer: the angle sum is 1620 度 (degrees)'"),
    m("r_m_es_no_espera", "A", G_PR, "wrong", "answer_is", PR_ES + r" $= \frac{5}{33}$." + "\n\n**Respuesta:** $\\frac{5}{33}$\n\nNo, espera: las cartas se devuelven a la baraja, así que es $\\left(\\frac{5}{12}\\right)^2 = \\frac{25}{144}$.", "Spanish 'no, wait: the cards go back to the deck, so it is (5/12)^2 = 25/144'"),
    m("r_m_ok_es_comprobacion", "B", G_PR, "correct", "answer_is", PR_ES + r" $= \frac{5}{33}$." + "\n\n**Respuesta:** $\\frac{5}{33}$\n\nComprobación: $\\frac{5}{12} \\cdot \\frac{4}{11} = \\frac{20}{132} = \\frac{5}{33}$ ✓", "Spanish 'check: 5/12 * 4/11 = 20/132 = 5/33'"),
    m("r_m_id_eh_salah", "A", G_ACOS, "wrong", "answer_is", ACOS_ID + r" $= \frac{3\pi}{4}$." + "\nJadi jawabannya $\\frac{3\\pi}{4}$.\n\nEh, salah. Seharusnya $\\frac{\\pi}{4}$, karena nilai $\\arccos$ selalu lancip.", "Indonesian 'oh, wrong. It should be pi/4, because arccos is always acute' (a wrong correction; the last answer is pi/4)"),
    m("r_m_ok_nl_controle", "B", G_SQ, "correct", "answer_is", SQ_NL + r" $= 9x^2 - 24x + 16$." + "\nAntwoord: $9x^2 - 24x + 16$\n\nControle: voor $x = 2$ geldt $(6 - 4)^2 = 4$ en $36 - 48 + 16 = 4$ ✓", "Dutch 'check: for x = 2, 4 and 4'"),
    m("r_m_pl_poprawka", "A", G_MAT, "wrong", "answer_is", MAT_PL + "\nOdpowiedź: $A^{-1} = \\begin{pmatrix} 3 & -5 \\\\ -1 & 2 \\end{pmatrix}$\n\nPoprawka: ponieważ $\\det A = 1$, nie zmieniamy znaków, więc $A^{-1} = \\begin{pmatrix} 3 & 5 \\\\ 1 & 2 \\end{pmatrix}$.", "Polish 'Correction: since det A = 1 we do not change signs, so A^{-1} = [[3,5],[1,2]]' (a wrong correction; the last answer is wrong)"),
    m("r_m_ok_sv_hoppas", "B", G_SQ, "correct", "boxed", SQ_SV + r" $= 9x^2 - 24x + 16$." + "\nSvaret är $\\boxed{9x^2 - 24x + 16}$.\n\nHoppas det hjälper! Säg till om något är oklart.", "Swedish closing 'hope it helps! Say if anything is unclear'"),
    m("r_m_mixed_zh_en_wait", "A", G_CPX, "wrong", "boxed", CPX_ZH + r" $= \boxed{7 + 24i}$。" + "\n\nWait, I think I made an error: $(3i)^2 = 9$, so the result is $16 + 24i + 9 = \\boxed{25 + 24i}$.", "mixed: Chinese working and box, then an English 'Wait, I think I made an error ...' with a later box 25 + 24i (R1-style code switching)"),
    m("q_m_ok_de_konjunktiv", "B", G_CPX, "correct", "answer_is", "Ein Schüler behauptet, das Ergebnis sei $25 + 24i$; er hat aber $i^2 = 1$ gesetzt.\n" + CPX_DE + r" $= 7 + 24i$." + "\nErgebnis: $7 + 24i$", "German 'a pupil claims the result is (Konjunktiv I: sei) 25 + 24i; but he set i^2 = 1 ... Result: 7 + 24i'"),
    m("q_m_de_loesungsheft", "A", G_CPX, "wrong", "answer_is", "Laut Lösungsheft sei das Ergebnis $7 + 24i$. Ich erhalte jedoch $(4 + 3i)^2 = 16 + 24i + 9 = 25 + 24i$.\nErgebnis: $25 + 24i$", "German 'according to the answer booklet the result is (reported, sei) 7 + 24i. I get however ... Result: 25 + 24i'"),
    m("q_m_pt_se_fosse", "A", G_GEO, "no_answer", "none", "Se a razão fosse $-\\frac{1}{4}$, a soma seria $\\frac{16}{5}$; mas não tenho certeza de como a série continua, então não é possível dar uma resposta definitiva.", "Portuguese 'if the ratio were -1/4, the sum would be 16/5; but I am not sure how the series continues, so a definite answer is not possible': a conditional, then no answer"),
    m("q_m_ok_tr_ornek", "B", G_ANG, "correct", "answer_is", "Örneğin bir beşgenin iç açıları toplamı $3 \\cdot 180^\\circ = 540^\\circ$'dir.\n" + ANG_TR + "\nCevap: $1620^\\circ$", "Turkish 'for example, a pentagon's angle sum is 540 degrees' first, then 'Answer: 1620 degrees'"),
    m("b_m_ok_zh_fullwidth_parens", "B", G_CTR, "correct", "answer_is", "配方得 $(x - 3)^2 + (y + 5)^2 = 25$。\n答：圆心坐标为（3，-5）。", "Chinese 'completing the square gives ... Answer: the centre's coordinates are （3，-5）' with full-width parentheses and comma (U+FF08, U+FF0C, U+FF09)"),
    m("b_m_zh_fullwidth_parens_flipped", "A", G_CTR, "wrong", "answer_is", "配方得 $(x + 3)^2 + (y - 5)^2 = 25$。\n答：圆心坐标为（-3，5）。", "Chinese 'Answer: the centre's coordinates are （-3，5）' with full-width parentheses and comma; signs flipped"),
    m("b_m_ok_zh_enumeration_comma", "B", G_ROOTS, "correct", "answer_is", "提取公因式得 $x(x^2 - 2x - 15) = 0$，即 $x(x - 5)(x + 3) = 0$。\n答：方程的解为 $x = -3$、$0$、$5$。", "Chinese 'Answer: the solutions of the equation are x = -3、0、5' with the enumeration comma 、 (U+3001) between values"),
]
# fmt: on

# The working constants end in math mode and some closings open with "$= ..."; join the two
# formulas so the text reads as a model writes it ("$a = b$", not "$a$ $= b$").
CASES = [
    case[:6] + (case[6].replace("$ $= ", " = ").replace("$ $\\approx ", " \\approx "),) + case[7:]
    for case in CASES
]

DECISIONS = {
    "h_ok_de_hash_thousands_dot": (
        "accept",
        "the German working writes 1.350 and 16.200 for thousands; read in its language, 16.200 is 16200",
    ),
    "h_ru_frost_sign_lost": (
        "reject",
        "the marked #### value is 13; the Russian phrase before it does not change the marked value (round 21's sign-lost decision)",
    ),
    "x_m_id_degrees_for_radians": (
        "reject",
        "arccos returns a real number; 135 degrees restates it in another unit (round 21: degrees are not radians)",
    ),
    "x_m_ok_el_thousands_dot": (
        "accept",
        "Greek writes a dot between thousands; the working's 9 * 180 is 1620, so 1.620 degrees is 1620 read in its language",
    ),
    "q_m_ja_moshi_unsure": (
        "reject",
        "a conditional the model says it is not confident in, with a request to re-check, is no committed final answer",
    ),
    "b_m_el_greek_question_mark": (
        "reject",
        "a question ending in the Greek question mark, followed by doubt, is no committed final answer",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam77", CASES, [], DECISIONS)
