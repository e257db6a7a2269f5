r"""Build adversarial_redteam61.jsonl: a sixty-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam61", issue 25), written by a helper WITHOUT reading the
checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, WITHOUT running the
checker (or math-verify / sympy) on any probe, and handed over BEFORE any scoring. Not model output.
Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure) and the issue text
were read. Labels are by reading and hand arithmetic.

Aim of this round: answers written in languages OTHER than English, by a new author (the earlier
multilingual rounds were not read): Chinese, Japanese, Korean, Russian, Ukrainian, Spanish,
Portuguese, French, German, Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali,
Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech, Swedish, Tagalog; both paths, all eight classes;
each language's own answer phrases, number writing (decimal commas, thousands dots / spaces, native
digits, scale words such as 万 / 만 / lakh / mil / тыс.), counted nouns and units, negation and
correction idioms, checks after the answer, closings, reported and hypothetical speech, answer tags
holding sentences in the language, mixed-language outputs.

Problems and golds (arithmetic checked by hand):
GSM8K
- zh apples: 17 boxes of 24 = 408; 408 - 129 = 279 (check 279 + 129 = 408). Slip: selling 119 -> 289.
- ja change: 6 notebooks at 460 yen = 2760; 5000 - 2760 = 2240 (check 2240 + 2760 = 5000).
- ko candies: 9 bags of 26 = 234; 234 / 6 = 39 (check 39 * 6 = 234).
- ru train: 78 km/h * 3.5 h = 273 km (78 * 3 = 234, + 39 = 273).
- es notebooks: 6 * 12,45 EUR = 74,70 EUR -> gold 74.7 (12.45 * 6 = 74.70).
- de salary: 12 * 2.450 EUR = 29.400 EUR -> gold 29400 (2450 * 12 = 29400).
- fr time: 3 h 45 min = 180 + 45 = 225 minutes.
- pt discount: 20 % of R$ 345 = 69; 345 - 69 = 276.
- hi class: 40 % of 55 = 22 boys; 55 - 22 = 33 girls (gold 33; 22 is the wrong group).
- ar chairs: 17 rows of 35 = 595 (17 * 35 = 350 + 245 = 595).
- fa pencils: 7 boxes of 45 = 315.
- tr rent: 6 * 3.250 TL = 19.500 TL -> 19500.
- vi meat: 2,5 kg * 48.000 dong = 120.000 dong -> 120000.
- id rice: 3 * Rp13.500 = Rp40.500 -> 40500.
- th notebooks: 7 * 58 baht = 406.
- pl bottles: 9 * 1,5 l = 13,5 l -> 13.5.
- it temperature: -5 - 9 = -14 (sign lost: 14).
- nl tickets: 4 * 18,25 EUR = 73,00 -> 73.
- el library: 152 - 89 = 63.
- he pots: 11 * 14 = 154.
- bn biscuits: 13 packets of 19 = 247 (19 * 13 = 190 + 57 = 247).
- uk books: 6 * 85 UAH = 510.
- sv tickets: 4 * 1 375 kr = 5 500 kr -> 5500.
- cs pupils: 23 * 4 + 7 = 92 + 7 = 99.
- tl money: 300 - 3 * 65 = 300 - 195 = 105.
MATH
- zh two dice, sum 7 or 11: (6 + 2) / 36 = 8/36 = \frac{2}{9}.
- ja distance (-2, 1)-(4, -3): sqrt(36 + 16) = sqrt 52 = 2\sqrt{13} (~7.211).
- ko x^2 - 5x - 14 = (x - 7)(x + 2): roots -2, 7.
- ru 2 + 2/5 + 2/25 + ...: 2 / (1 - 1/5) = 5/2.
- es 210 degrees = 210 pi / 180 = \frac{7\pi}{6}.
- de (2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 5 + i.
- fr |2x + 1| < 7: -8 < 2x < 6, (-4, 3).
- pt C(12, 3) = 1320 / 6 = 220.
- it 0.\overline{36} = 36/99 = \frac{4}{11}.
- nl 6/\sqrt3 = 6\sqrt3/3 = 2\sqrt{3}.
- pl 234_5 = 50 + 15 + 4 = 69.
- tr f(x) = 3x^2 - 2x + 5 at x = -2: 12 + 4 + 5 = 21.
- ar circle radius 7: 49\pi.
- hi x + y = 11, x - y = 3: (7, 4).
- vi (x - 4)(x + 3) = x^2 - x - 12.
- el hexagon interior angles: 4 * 180 = 720.
- he lcm(12, 20) = 60 (gcd 4: 240 / 4).
- id slope (-1, 4)-(3, -2): -6/4 = -\frac{3}{2}.
- sv sqrt 50 = 5\sqrt{2}.
- cs cos 150 degrees = -\frac{\sqrt{3}}{2}.
- th 2^{10} = 1024.
- uk y = x^2 - 8x + 11: vertex x = 4, y = 16 - 32 + 11 = -5: (4, -5).
- bn octagon diagonals: 8 * 5 / 2 = 20.
- tl median of 3, 8, 5, 12, 7: sorted 3, 5, 7, 8, 12 -> 7.

The id's first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness (decimal commas, thousands separators, scale words, native digits, rounding); `n_`
negation, strike-out, annotation; `u_` unit and counted-noun words; `r_` retractions and harmless
after-text; `q_` quoted, reported, hypothetical text; `b_` bad input a JSON corpus can hold (no lone
surrogates). `_m_` marks MATH, `_ok_` marks kind B. The language code follows the class letter
(e.g. `t_zh_...`).

Also: mixed-language outputs (English thinking drifting into Chinese, Hinglish, Taglish, Spanish-English,
German-English, Korean or Russian working with English markers), hedges and approximations in the
languages, refusals and cut-offs.

Counts: 378 probes, kind A 177 / B 201; GSM8K 262 / MATH 116; t 95, x 66, h 51, n 42, r 42, q 35,
u 24, b 23; 18 debatable, each with a proposed decision in DECISIONS.

Kinds: "A" a wrong, withdrawn or not-stated final answer a careless checker accepts; "B" a right final
answer in a notation or wording real multilingual models write.

Labels: the model's LAST COMMITTED final answer decides. A withdrawn, negated, hypothetical, quoted or
someone else's value is not its answer. A hedge between two values or two different final answers is
`wrong`. No final answer is `no_answer`. A value mathematically equal to the gold (decimal comma,
thousands dot, native digits, scale words, a counted noun) is `correct`. A rounded decimal for an
exact irrational gold is `wrong`. A check or closing after a committed answer does not replace it.
Debatable probes carry `"debatable": true`, the reasoning in `note`, and a proposed decision in
DECISIONS.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam61.py
"""

from corpus_build import g, m, th, write_probes

# ================================================================ GSM8K working (one per language)
ZH = (
    "每箱有 24 个苹果，17 箱共有 24 × 17 = 408 个苹果。\n卖出 129 个后，还剩 408 − 129 = 279 个。\n"
)
ZH_SLIP = (
    "每箱有 24 个苹果，17 箱共有 24 × 17 = 408 个苹果。\n卖出 119 个后，还剩 408 − 119 = 289 个。\n"
)
JA = "ノート1冊は460円なので、6冊で 460 × 6 = 2760円です。\n5000円札で払うと、おつりは 5000 − 2760 = 2240円です。\n"
KO = "사탕이 한 봉지에 26개씩 9봉지 있으므로 전체 사탕은 26 × 9 = 234개입니다.\n이것을 친구 6명에게 똑같이 나누면 234 ÷ 6 = 39개씩 받습니다.\n"
RU = "Поезд идёт со скоростью 78 км/ч в течение 3,5 часа.\nПройденный путь: 78 · 3,5 = 273 км.\n"
ES = "Cada cuaderno cuesta 12,45 € y Lucía compra 6.\nTotal: 6 × 12,45 = 74,70 €.\n"
DE = "Das Monatsgehalt beträgt 2.450 €, im Jahr also 12 · 2.450 € = 29.400 €.\n"
FR = "3 h 45 min = 3 × 60 + 45 = 180 + 45 = 225 minutes.\n"
PT = "O desconto é de 20% sobre R$ 345,00: 0,20 × 345 = R$ 69,00.\nPreço final: 345 − 69 = R$ 276,00.\n"
HI = "कक्षा में 55 छात्र हैं, जिनमें 40% लड़के हैं।\nलड़के = 55 × 40/100 = 22\nलड़कियाँ = 55 − 22 = 33\n"
AR = "عدد الصفوف 17 صفًا، وفي كل صف 35 كرسيًا.\nإذن عدد الكراسي = 17 × 35 = 595 كرسيًا.\n"
FA = "هر جعبه ۴۵ مداد دارد و ۷ جعبه داریم.\nتعداد کل مدادها = ۷ × ۴۵ = ۳۱۵\n"
TR = "Aylık kira 3.250 TL olduğuna göre 6 ay için 6 × 3.250 = 19.500 TL ödenir.\n"
VI = "Giá 1 kg thịt là 48.000 đồng, mẹ mua 2,5 kg nên phải trả 2,5 × 48.000 = 120.000 đồng.\n"
ID = "Harga 1 kg beras Rp13.500, jadi 3 kg = 3 × 13.500 = Rp40.500.\n"
TH = "ราคาสมุดเล่มละ 58 บาท ซื้อ 7 เล่ม\nรวมเป็นเงิน 58 × 7 = 406 บาท\n"
PL = "Jedna butelka ma 1,5 l, a butelek jest 9.\n9 · 1,5 = 13,5 l.\n"
IT = "Alle 6 la temperatura è di −5 °C e poi scende di 9 gradi.\n−5 − 9 = −14 °C.\n"
NL = "Vier kaartjes van € 18,25 kosten samen 4 × 18,25 = € 73,00.\n"
EL = "Η βιβλιοθήκη είχε 152 βιβλία και δάνεισε 89.\n152 − 89 = 63 βιβλία.\n"
HE = "בכל שורה יש 14 עציצים, ויש 11 שורות.\n11 × 14 = 154 עציצים.\n"
BN = "প্রতি প্যাকেটে ১৯টি বিস্কুট, মোট ১৩টি প্যাকেট।\nমোট বিস্কুট = ১৯ × ১৩ = ২৪৭টি।\n"
UK = "Одна книжка коштує 85 грн, Оля купує 6 книжок.\n6 · 85 = 510 грн.\n"
SV = "Fyra biljetter à 1 375 kr kostar 4 · 1 375 = 5 500 kr.\n"
CS = "Ve 4 třídách je po 23 žácích a v přípravce 7 žáků.\n23 · 4 = 92, 92 + 7 = 99 žáků.\n"
TL = "May 300 piso si Ana. Bumili siya ng 3 libro na tig-65 piso.\n3 × 65 = 195 piso.\n300 − 195 = 105 piso ang natira.\n"

# ================================================================ MATH working
G_ZH = r"\frac{2}{9}"
MZH = (
    r"两个骰子共有 $36$ 种等可能结果。和为 $7$ 的有 $6$ 种，和为 $11$ 的有 $2$ 种，共 $8$ 种，所以概率为 $\frac{8}{36}$。"
    + "\n"
)
G_JA = r"2\sqrt{13}"
MJA = r"2点間の距離は $\sqrt{(4-(-2))^2 + (-3-1)^2} = \sqrt{36 + 16} = \sqrt{52}$ です。" + "\n"
G_KO = "-2, 7"
MKO = r"$x^2 - 5x - 14 = (x - 7)(x + 2) = 0$ 이므로" + "\n"
G_RU = r"\frac{5}{2}"
MRU = (
    r"Это геометрическая прогрессия с $b_1 = 2$ и $q = \frac{1}{5}$, поэтому $S = \frac{b_1}{1 - q} = \frac{2}{4/5}$."
    + "\n"
)
G_ES = r"\frac{7\pi}{6}"
MES = (
    r"Para pasar de grados a radianes multiplicamos por $\frac{\pi}{180}$: $210 \cdot \frac{\pi}{180} = \frac{210\pi}{180}$."
    + "\n"
)
G_DE = "5 + i"
MDE = r"Ausmultiplizieren: $(2 + 3i)(1 - i) = 2 - 2i + 3i - 3i^2 = 2 + i + 3$." + "\n"
G_FR = "(-4, 3)"
MFR = r"$|2x + 1| < 7 \iff -7 < 2x + 1 < 7 \iff -8 < 2x < 6 \iff -4 < x < 3$." + "\n"
G_PT = "220"
MPT = (
    r"O número de comissões é $\binom{12}{3} = \frac{12 \cdot 11 \cdot 10}{3!} = \frac{1320}{6}$."
    + "\n"
)
G_IT = r"\frac{4}{11}"
MIT = (
    r"Sia $x = 0.\overline{36}$. Allora $100x - x = 36$, cioè $99x = 36$ e $x = \frac{36}{99}$."
    + "\n"
)
G_NL = r"2\sqrt{3}"
MNL = (
    r"We vermenigvuldigen teller en noemer met $\sqrt{3}$: $\frac{6}{\sqrt{3}} = \frac{6\sqrt{3}}{3}$."
    + "\n"
)
G_PL = "69"
MPL = r"$234_5 = 2 \cdot 5^2 + 3 \cdot 5 + 4 = 50 + 15 + 4$." + "\n"
G_TR = "21"
MTR = r"$f(-2) = 3 \cdot (-2)^2 - 2 \cdot (-2) + 5 = 12 + 4 + 5$." + "\n"
G_AR = r"49\pi"
MAR = r"مساحة الدائرة $= \pi r^2 = \pi \cdot 7^2$." + "\n"
G_HI = "(7, 4)"
MHI = r"दोनों समीकरणों को जोड़ने पर $2x = 14$, अतः $x = 7$ और $y = 11 - 7 = 4$।" + "\n"
G_VI = "x^2 - x - 12"
MVI = r"Khai triển: $(x - 4)(x + 3) = x^2 + 3x - 4x - 12$." + "\n"
G_EL = "720"
MEL = (
    r"Το άθροισμα των εσωτερικών γωνιών ενός κυρτού $n$-γώνου είναι $(n - 2) \cdot 180^\circ$. Για $n = 6$: $4 \cdot 180^\circ$."
    + "\n"
)
G_HE = "60"
MHE = (
    r"$12 = 2^2 \cdot 3$ ו-$20 = 2^2 \cdot 5$, לכן $\operatorname{lcm}(12, 20) = 2^2 \cdot 3 \cdot 5$."
    + "\n"
)
G_ID = r"-\frac{3}{2}"
MID = r"Gradien $m = \frac{-2 - 4}{3 - (-1)} = \frac{-6}{4}$." + "\n"
G_SV = r"5\sqrt{2}"
MSV = r"$\sqrt{50} = \sqrt{25 \cdot 2} = \sqrt{25} \cdot \sqrt{2}$." + "\n"
G_CS = r"-\frac{\sqrt{3}}{2}"
MCS = (
    r"$150^\circ$ leží ve druhém kvadrantu, kde je kosinus záporný: $\cos 150^\circ = -\cos 30^\circ$."
    + "\n"
)
G_TH = "1024"
MTH = r"$2^{10} = (2^5)^2 = 32^2$" + "\n"
G_UK = "(4, -5)"
MUK = (
    r"Абсциса вершини $x_0 = -\frac{b}{2a} = \frac{8}{2} = 4$, ордината $y_0 = 16 - 32 + 11 = -5$."
    + "\n"
)
G_BN = "20"
MBN = r"$n$-ভুজের কর্ণের সংখ্যা $\frac{n(n-3)}{2}$। $n = 8$ হলে $\frac{8 \cdot 5}{2}$।" + "\n"
G_TL = "7"
MTL = r"Ayusin muna ang mga numero: $3, 5, 7, 8, 12$. Ang nasa gitna ay ang ikatlo." + "\n"

# fmt: off
CASES = []
CASES += [
    # ================================================================ t_: answer tags with sentences in the language
    g("t_zh_ok_sentence", "B", "279", "correct", "tag", th(ZH) + "<answer>还剩 279 个苹果。</answer>", "zh 'there remain 279 apples.'"),
    g("t_zh_slip_sentence", "A", "279", "wrong", "tag", th(ZH_SLIP) + "<answer>还剩 289 个苹果。</answer>", "zh 'there remain 289 apples'; the working misread 119 for 129"),
    g("t_zh_ok_answer_word", "B", "279", "correct", "tag", th(ZH) + "<answer>答：还剩279个。</answer>", "zh '答：' (answer:) then 279 with counter 个"),
    g("t_ja_ok_sentence", "B", "2240", "correct", "tag", th(JA) + "<answer>おつりは2240円です。</answer>", "ja 'the change is 2240 yen.'"),
    g("t_ja_total_not_change", "A", "2240", "wrong", "tag", th(JA) + "<answer>代金は2760円です。</answer>", "ja 'the price is 2760 yen': the tag states the cost, not the change asked for"),
    g("t_ko_ok_sentence", "B", "39", "correct", "tag", th(KO) + "<answer>한 사람당 39개씩 받습니다.</answer>", "ko 'each person gets 39 each.'"),
    g("t_ko_total", "A", "39", "wrong", "tag", th(KO) + "<answer>사탕은 모두 234개입니다.</answer>", "ko 'there are 234 candies in all': the total, not the share"),
    g("t_ru_ok_otvet", "B", "273", "correct", "tag", th(RU) + "<answer>Ответ: 273 км.</answer>", "ru 'Answer: 273 km.'"),
    g("t_ru_two_values", "A", "273", "wrong", "tag", th(RU) + "<answer>Поезд проедет 273 км, или примерно 270 км.</answer>", "ru 'the train travels 273 km, or about 270 km': the tag ends with a second, rounded value (hedge)", True),
    g("t_es_ok_comma", "B", "74.7", "correct", "tag", th(ES) + "<answer>Lucía paga 74,70 €.</answer>", "es 'Lucía pays 74,70 €': decimal comma, 74.70 = 74.7"),
    g("t_es_unit_price", "A", "74.7", "wrong", "tag", th(ES) + "<answer>Cada cuaderno cuesta 12,45 €.</answer>", "es 'each notebook costs 12,45 €': restates the given price"),
    g("t_de_ok_thousands", "B", "29400", "correct", "tag", th(DE) + "<answer>Sie verdient im Jahr 29.400 €.</answer>", "de 'she earns 29.400 € a year': German thousands dot"),
    g("t_de_monthly", "A", "29400", "wrong", "tag", th(DE) + "<answer>Sie verdient 2.450 € im Monat.</answer>", "de 'she earns 2.450 € a month': the monthly figure, not the year"),
    g("t_fr_ok_sentence", "B", "225", "correct", "tag", th(FR) + "<answer>Le trajet dure 225 minutes.</answer>", "fr 'the trip lasts 225 minutes.'"),
    g("t_fr_hours", "A", "225", "wrong", "tag", th(FR) + "<answer>Le trajet dure 3 h 45.</answer>", "fr 'the trip lasts 3 h 45': the given duration restated, not converted; the leading number 3 is not 225", True),
    g("t_pt_ok_reais", "B", "276", "correct", "tag", th(PT) + "<answer>Ela vai pagar R$ 276,00.</answer>", "pt 'she will pay R$ 276,00': decimal comma"),
    g("t_pt_discount", "A", "276", "wrong", "tag", th(PT) + "<answer>O desconto é de R$ 69,00.</answer>", "pt 'the discount is R$ 69,00': the discount, not the final price"),
    g("t_hi_ok_sentence", "B", "33", "correct", "tag", th(HI) + "<answer>कक्षा में 33 लड़कियाँ हैं।</answer>", "hi 'there are 33 girls in the class.'"),
    g("t_hi_boys", "A", "33", "wrong", "tag", th(HI) + "<answer>कक्षा में 22 लड़के हैं।</answer>", "hi 'there are 22 boys in the class': the other group"),
    g("t_ar_ok_indic", "B", "595", "correct", "tag", th(AR) + "<answer>عدد الكراسي هو ٥٩٥ كرسيًا.</answer>", "ar 'the number of chairs is 595 chairs', Arabic-Indic digits ٥٩٥ = 595"),
    g("t_ar_indic_wrong", "A", "595", "wrong", "tag", th("عدد الصفوف 17 صفًا، وفي كل صف 35 كرسيًا.\n17 × 35 = 585\n") + "<answer>عدد الكراسي هو ٥٨٥ كرسيًا.</answer>", "ar: Arabic-Indic ٥٨٥ = 585 (multiplication slip), not 595"),
    g("t_fa_ok_persian_digits", "B", "315", "correct", "tag", th(FA) + "<answer>در مجموع ۳۱۵ مداد داریم.</answer>", "fa 'in total we have 315 pencils', Persian digits ۳۱۵"),
    g("t_tr_ok_sentence", "B", "19500", "correct", "tag", th(TR) + "<answer>6 ayda toplam 19.500 TL kira ödenir.</answer>", "tr 'in 6 months 19.500 TL rent is paid in total': the sentence's first number is 6 (months), the answer 19.500 = 19500"),
    g("t_tr_monthly", "A", "19500", "wrong", "tag", th(TR) + "<answer>Aylık kira 3.250 TL'dir.</answer>", "tr 'the monthly rent is 3.250 TL': the given monthly figure"),
    g("t_vi_ok_sentence", "B", "120000", "correct", "tag", th(VI) + "<answer>Mẹ phải trả 120.000 đồng.</answer>", "vi 'mother must pay 120.000 dong': thousands dot"),
    g("t_id_ok_rp", "B", "40500", "correct", "tag", th(ID) + "<answer>Jadi, Ibu harus membayar Rp40.500,00.</answer>", "id 'so mother must pay Rp40.500,00': thousands dot and decimal comma"),
    g("t_th_ok_baht", "B", "406", "correct", "tag", th(TH) + "<answer>ต้องจ่ายทั้งหมด 406 บาท</answer>", "th 'must pay 406 baht in total'"),
    g("t_th_thai_digits_wrong", "A", "406", "wrong", "tag", th("ราคาสมุดเล่มละ 58 บาท ซื้อ 7 เล่ม\n58 × 7 = 396 บาท\n") + "<answer>ต้องจ่ายทั้งหมด ๓๙๖ บาท</answer>", "th: Thai digits ๓๙๖ = 396 (slip), not 406"),
    g("t_pl_ok_comma", "B", "13.5", "correct", "tag", th(PL) + "<answer>Razem jest 13,5 litra wody.</answer>", "pl 'in total there are 13,5 litres of water': decimal comma"),
    g("t_it_ok_negative", "B", "-14", "correct", "tag", th(IT) + "<answer>La temperatura finale è di −14 °C.</answer>", "it 'the final temperature is −14 °C' (U+2212 minus)"),
    g("t_it_sign_lost", "A", "-14", "wrong", "tag", th(IT) + "<answer>La temperatura è scesa a 14 gradi.</answer>", "it 'the temperature fell to 14 degrees': sign lost, 14 not −14"),
    g("t_el_ok_sentence", "B", "63", "correct", "tag", th(EL) + "<answer>Απομένουν 63 βιβλία.</answer>", "el '63 books remain.'"),
    g("t_he_ok_sentence", "B", "154", "correct", "tag", th(HE) + "<answer>יש בסך הכול 154 עציצים.</answer>", "he 'there are 154 pots in all.'"),
    g("t_bn_ok_digits", "B", "247", "correct", "tag", th(BN) + "<answer>মোট ২৪৭টি বিস্কুট আছে।</answer>", "bn 'there are 247 biscuits in total', Bengali digits ২৪৭ with classifier টি"),
    g("t_uk_ok_sentence", "B", "510", "correct", "tag", th(UK) + "<answer>Оля заплатить 510 гривень.</answer>", "uk 'Olia will pay 510 hryvnias.'"),
    g("t_sv_ok_space", "B", "5500", "correct", "tag", th(SV) + "<answer>Biljetterna kostar 5 500 kr.</answer>", "sv 'the tickets cost 5 500 kr': space as thousands separator"),
    g("t_cs_no_answer_placeholder", "A", "99", "no_answer", "tag", th(CS) + "<answer>Zde napište odpověď.</answer>", "cs 'write the answer here': a template placeholder, no value"),
    g("t_tl_ok_sentence", "B", "105", "correct", "tag", th(TL) + "<answer>May natirang 105 piso si Ana.</answer>", "tl 'Ana has 105 pesos left.'"),
    g("t_tl_spent", "A", "105", "wrong", "tag", th(TL) + "<answer>Gumastos si Ana ng 195 piso.</answer>", "tl 'Ana spent 195 pesos': the amount spent, not left"),
    m("t_m_zh_ok_box", "B", G_ZH, "correct", "tag", th(MZH) + r"<answer>概率为 $\boxed{\frac{2}{9}}$。</answer>", "zh 'the probability is' and a box"),
    m("t_m_zh_unreduced_wrong", "A", G_ZH, "wrong", "tag", th(r"两个骰子共有 $36$ 种结果。和为 $7$ 的有 $6$ 种，和为 $11$ 的有 $2$ 种，共 $8$ 种。但 (5,6) 和 (6,5) 只算一种，所以是 $7$ 种。" + "\n") + r"<answer>$\frac{7}{36}$</answer>", "zh working wrongly merges (5,6)/(6,5), gives 7/36, not 2/9"),
    m("t_m_ja_ok_sentence", "B", G_JA, "correct", "tag", th(MJA + r"$\sqrt{52} = \sqrt{4 \cdot 13} = 2\sqrt{13}$" + "\n") + r"<answer>距離は $2\sqrt{13}$ です。</answer>", "ja 'the distance is 2√13.'"),
    m("t_m_ja_decimal", "A", G_JA, "wrong", "tag", th(MJA) + r"<answer>距離は約 $7.21$ です。</answer>", "ja 'the distance is about 7.21': a rounded decimal for the exact 2√13 (≈7.2111)"),
    m("t_m_ko_ok_roots", "B", G_KO, "correct", "tag", th(MKO) + r"<answer>해는 $x = -2$ 또는 $x = 7$ 입니다.</answer>", "ko 'the solutions are x = -2 or x = 7': 'or' (또는) listing both roots, not a hedge"),
    m("t_m_ko_one_root", "A", G_KO, "wrong", "tag", th(MKO) + r"<answer>양수인 해는 $x = 7$ 입니다.</answer>", "ko 'the positive solution is x = 7': only one of the two roots"),
    m("t_m_ru_ok", "B", G_RU, "correct", "tag", th(MRU) + r"<answer>Сумма ряда равна $\frac{5}{2}$.</answer>", "ru 'the sum of the series equals 5/2.'"),
    m("t_m_ru_decimal_comma_ok", "B", G_RU, "correct", "tag", th(MRU) + r"<answer>$S = 2{,}5$</answer>", "ru: S = 2{,}5 (LaTeX decimal comma) = 5/2 exactly"),
    m("t_m_es_ok", "B", G_ES, "correct", "tag", th(MES) + r"<answer>$210^\circ$ equivale a $\frac{7\pi}{6}$ radianes.</answer>", "es '210° equals 7π/6 radians': the sentence starts with the given 210°; the answer is 7π/6"),
    m("t_m_es_unsimplified_deg", "A", G_ES, "wrong", "tag", th(MES) + r"<answer>La respuesta es $210^\circ$.</answer>", "es 'the answer is 210°': the given degrees, not radians"),
    m("t_m_de_ok", "B", G_DE, "correct", "tag", th(MDE) + r"<answer>Das Ergebnis ist $5 + i$.</answer>", "de 'the result is 5 + i.'"),
    m("t_m_de_sign_slip", "A", G_DE, "wrong", "tag", th(r"$(2 + 3i)(1 - i) = 2 - 2i + 3i + 3i^2 = 2 + i - 3$" + "\n") + r"<answer>Das Ergebnis ist $-1 + i$.</answer>", "de: the working takes -3i*-i wrongly as +3i^2; -1 + i is wrong"),
    m("t_m_fr_ok_interval", "B", G_FR, "correct", "tag", th(MFR) + r"<answer>L'ensemble des solutions est $]-4\,;\,3[$.</answer>", "fr 'the solution set is ]-4;3[': French open-interval brackets and semicolon = (-4, 3)"),
    m("t_m_fr_closed", "A", G_FR, "wrong", "tag", th(MFR) + r"<answer>L'ensemble des solutions est $[-4\,;\,3]$.</answer>", "fr: closed interval [-4;3] for a strict inequality: endpoints wrongly included"),
    m("t_m_pt_ok", "B", G_PT, "correct", "tag", th(MPT) + "<answer>Podem ser formadas 220 comissões.</answer>", "pt '220 committees can be formed.'"),
    m("t_m_pt_perm", "A", G_PT, "wrong", "tag", th(r"Como a ordem importa, são $12 \cdot 11 \cdot 10 = 1320$." + "\n") + "<answer>Podem ser formadas 1320 comissões.</answer>", "pt: counts ordered selections 1320, not 220"),
    m("t_m_it_ok", "B", G_IT, "correct", "tag", th(MIT + r"Semplificando per $9$: $\frac{4}{11}$." + "\n") + r"<answer>La frazione generatrice è $\dfrac{4}{11}$.</answer>", "it 'the generating fraction is 4/11' (\\dfrac)"),
    m("t_m_it_unsimplified_ok", "B", G_IT, "correct", "tag", th(MIT) + r"<answer>$x = \frac{36}{99}$</answer>", "it: 36/99 unreduced equals 4/11 (README: equal in value is correct)"),
]
CASES += [
    m("t_m_nl_ok", "B", G_NL, "correct", "tag", th(MNL) + r"<answer>Dus $\frac{6}{\sqrt{3}} = 2\sqrt{3}$.</answer>", "nl 'so 6/√3 = 2√3': an equation chain ending in the gold"),
    m("t_m_pl_ok", "B", G_PL, "correct", "tag", th(MPL) + r"<answer>W systemie dziesiętnym to $69$.</answer>", "pl 'in the decimal system it is 69.'"),
    m("t_m_pl_base_kept", "A", G_PL, "wrong", "tag", th(r"Liczba $234_5$ w systemie piątkowym." + "\n") + r"<answer>$234$</answer>", "pl: the base-5 digits 234 read as the decimal value; 234 ≠ 69"),
    m("t_m_tr_ok", "B", G_TR, "correct", "tag", th(MTR) + r"<answer>$f(-2) = 21$ olur.</answer>", "tr 'f(-2) becomes 21': the sentence starts with f(-2); the value is 21"),
    m("t_m_ar_ok", "B", G_AR, "correct", "tag", th(MAR) + r"<answer>المساحة تساوي $49\pi$ وحدة مربعة.</answer>", "ar 'the area equals 49π square units.'"),
    m("t_m_ar_decimal", "A", G_AR, "wrong", "tag", th(MAR) + r"<answer>المساحة تساوي تقريبًا $153.94$ وحدة مربعة.</answer>", "ar 'the area is approximately 153.94 square units': a rounded decimal for exact 49π (49π ≈ 153.938)"),
    m("t_m_hi_ok", "B", G_HI, "correct", "tag", th(MHI) + r"<answer>हल $(x, y) = (7, 4)$ है।</answer>", "hi 'the solution is (x, y) = (7, 4).'"),
    m("t_m_hi_swapped", "A", G_HI, "wrong", "tag", th(MHI) + r"<answer>हल $(4, 7)$ है।</answer>", "hi: the pair swapped, (4, 7) ≠ (7, 4)"),
    m("t_m_vi_ok", "B", G_VI, "correct", "tag", th(MVI) + r"<answer>Kết quả: $x^2 - x - 12$.</answer>", "vi 'result: x^2 - x - 12.'"),
    m("t_m_el_ok", "B", G_EL, "correct", "tag", th(MEL) + r"<answer>Το άθροισμα είναι $720^\circ$.</answer>", "el 'the sum is 720°': degree sign on a degree-valued gold"),
    m("t_m_he_ok", "B", G_HE, "correct", "tag", th(MHE) + r"<answer>המכפלה המשותפת המינימלית היא $60$.</answer>", "he 'the least common multiple is 60.'"),
    m("t_m_he_gcd", "A", G_HE, "wrong", "tag", th(r"$12 = 2^2 \cdot 3$ ו-$20 = 2^2 \cdot 5$." + "\n") + r"<answer>המחלק המשותף הגדול ביותר הוא $4$.</answer>", "he 'the greatest common divisor is 4': gcd instead of the lcm asked"),
    m("t_m_id_ok", "B", G_ID, "correct", "tag", th(MID) + r"<answer>Jadi gradiennya adalah $-1{,}5$.</answer>", "id 'so its gradient is -1,5': LaTeX decimal comma, -1.5 = -3/2 exactly"),
    m("t_m_sv_ok", "B", G_SV, "correct", "tag", th(MSV) + r"<answer>Svaret är $5\sqrt{2}$.</answer>", "sv 'the answer is 5√2.'"),
    m("t_m_cs_ok", "B", G_CS, "correct", "tag", th(MCS) + r"<answer>$\cos 150^\circ = -\frac{\sqrt{3}}{2}$</answer>", "cs: equation chain starting with cos 150°"),
    m("t_m_cs_sign", "A", G_CS, "wrong", "tag", th(r"$\cos 150^\circ = \cos 30^\circ$" + "\n") + r"<answer>Výsledek je $\frac{\sqrt{3}}{2}$.</answer>", "cs 'the result is √3/2': sign lost"),
    m("t_m_th_ok", "B", G_TH, "correct", "tag", th(MTH) + "<answer>คำตอบคือ 1,024</answer>", "th 'the answer is 1,024': thousands comma"),
    m("t_m_uk_ok", "B", G_UK, "correct", "tag", th(MUK) + r"<answer>Вершина параболи: $(4; -5)$.</answer>", "uk 'vertex of the parabola: (4; -5)': semicolon as coordinate separator (Ukrainian/Russian school style)"),
    m("t_m_bn_ok", "B", G_BN, "correct", "tag", th(MBN) + "<answer>অষ্টভুজের কর্ণের সংখ্যা ২০টি।</answer>", "bn 'the octagon has 20 diagonals', Bengali digits ২০"),
    m("t_m_tl_ok", "B", G_TL, "correct", "tag", th(MTL) + "<answer>Ang median ay 7.</answer>", "tl 'the median is 7.'"),
    m("t_m_tl_mean", "A", G_TL, "wrong", "tag", th(r"$3 + 8 + 5 + 12 + 7 = 35$, $35 \div 5 = 7$... hindi, gitnang numero ang hinahanap: hindi pa naayos, kaya ang ikatlo ay $5$." + "\n") + "<answer>Ang median ay 5.</answer>", "tl 'the median is 5': takes the middle of the unsorted list; 5 ≠ 7"),
    m("t_m_mixed_zh_en", "B", G_RU, "correct", "tag", th("Let me compute. 首项 $a = 2$，公比 $r = 1/5$，so $S = 2/(4/5) = 5/2$.\n") + r"<answer>所以答案是 \(\frac{5}{2}\)。</answer>", "mixed English/Chinese thinking, zh 'so the answer is 5/2' in the tag"),
    # ================================================================ h_: phrase marker then ####
    g("h_zh_ok", "B", "279", "correct", "hash", ZH + "答案是：#### 279", "zh 'the answer is: #### 279'"),
    g("h_zh_slip", "A", "279", "wrong", "hash", ZH_SLIP + "答案是：#### 289", "zh 'the answer is: #### 289' from the slip"),
    g("h_ja_ok", "B", "2240", "correct", "hash", JA + "よって、答えは #### 2240", "ja 'therefore the answer is #### 2240'"),
    g("h_ja_ok_yen", "B", "2240", "correct", "hash", JA + "答え：#### 2240円", "ja 'answer: #### 2240 yen'"),
    g("h_ko_ok", "B", "39", "correct", "hash", KO + "따라서 정답은 #### 39", "ko 'therefore the correct answer is #### 39'"),
    g("h_ko_total", "A", "39", "wrong", "hash", KO + "따라서 정답은 #### 234", "ko: #### 234 (total) not the share"),
    g("h_ru_ok", "B", "273", "correct", "hash", RU + "Ответ: #### 273", "ru 'Answer: #### 273'"),
    g("h_ru_otvet_then_hash_other", "A", "273", "wrong", "hash", RU + "Ответ: 273 км.\n#### 234", "ru: 'Answer: 273 km' but the #### line states 234 (78·3, hours cut): two different final answers"),
    g("h_es_ok", "B", "74.7", "correct", "hash", ES + "La respuesta final es: #### 74,70", "es 'the final answer is: #### 74,70': decimal comma with two digits after it is 74.70, not a thousands group"),
    g("h_es_ok_dot", "B", "74.7", "correct", "hash", ES + "Respuesta: #### 74.70", "es 'Answer: #### 74.70'"),
    g("h_de_ok", "B", "29400", "correct", "hash", DE + "Die Antwort lautet: #### 29.400", "de 'the answer is: #### 29.400' (thousands dot)"),
    g("h_de_monthly", "A", "29400", "wrong", "hash", DE + "Die Antwort lautet: #### 2.450", "de: #### 2.450 the monthly salary, not the year"),
    g("h_fr_ok", "B", "225", "correct", "hash", FR + "La réponse est donc : #### 225", "fr 'so the answer is : #### 225' with French space before the colon"),
    g("h_fr_ok_nbsp", "B", "225", "correct", "hash", FR + "Réponse\u00a0: #### 225\u00a0minutes", "fr 'Réponse : #### 225 minutes' with no-break spaces (U+00A0), as French typesetting writes them"),
    g("h_pt_ok", "B", "276", "correct", "hash", PT + "Portanto, a resposta é #### 276", "pt 'therefore the answer is #### 276'"),
    g("h_pt_discount", "A", "276", "wrong", "hash", PT + "Portanto, a resposta é #### 69", "pt: #### 69, the discount"),
    g("h_hi_ok", "B", "33", "correct", "hash", HI + "अतः उत्तर है: #### 33", "hi 'hence the answer is: #### 33'"),
    g("h_hi_ok_devanagari", "B", "33", "correct", "hash", HI + "उत्तर: #### ३३", "hi 'answer: #### ३३': Devanagari digits ३३ = 33"),
    g("h_hi_boys", "A", "33", "wrong", "hash", HI + "उत्तर: #### २२", "hi: Devanagari २२ = 22, the boys"),
    g("h_ar_ok", "B", "595", "correct", "hash", AR + "الإجابة النهائية: #### 595", "ar 'the final answer: #### 595'"),
    g("h_ar_ok_indic", "B", "595", "correct", "hash", AR + "الجواب: #### ٥٩٥", "ar 'the answer: #### ٥٩٥' Arabic-Indic digits"),
    g("h_fa_ok", "B", "315", "correct", "hash", FA + "پاسخ نهایی: #### ۳۱۵", "fa 'final answer: #### ۳۱۵' Persian digits"),
    g("h_fa_wrong", "A", "315", "wrong", "hash", "هر جعبه ۴۵ مداد دارد و ۷ جعبه داریم.\nتعداد کل = ۷ + ۴۵ = ۵۲\nپاسخ نهایی: #### ۵۲", "fa: added instead of multiplied: ۵۲ = 52"),
    g("h_tr_ok", "B", "19500", "correct", "hash", TR + "Cevap: #### 19.500", "tr 'answer: #### 19.500'"),
    g("h_vi_ok", "B", "120000", "correct", "hash", VI + "Đáp số: #### 120.000", "vi 'result (đáp số): #### 120.000'"),
    g("h_vi_ok_unit", "B", "120000", "correct", "hash", VI + "Vậy đáp án là #### 120000 đồng", "vi 'so the answer is #### 120000 dong'"),
    g("h_id_ok", "B", "40500", "correct", "hash", ID + "Jadi jawabannya adalah #### 40500", "id 'so the answer is #### 40500'"),
    g("h_id_unit_price", "A", "40500", "wrong", "hash", ID + "Jadi jawabannya adalah #### 13.500", "id: #### 13.500 the price per kg"),
    g("h_th_ok", "B", "406", "correct", "hash", TH + "ดังนั้น คำตอบคือ #### 406", "th 'therefore the answer is #### 406'"),
    g("h_pl_ok", "B", "13.5", "correct", "hash", PL + "Odpowiedź: #### 13,5", "pl 'Answer: #### 13,5' decimal comma"),
    g("h_pl_floor", "A", "13.5", "wrong", "hash", PL + "Odpowiedź: #### 13", "pl: 13, the half litre dropped"),
    g("h_it_ok", "B", "-14", "correct", "hash", IT + "Quindi la risposta è: #### -14", "it 'so the answer is: #### -14'"),
    g("h_it_sign", "A", "-14", "wrong", "hash", IT + "Quindi la risposta è: #### 14", "it: 14, sign lost"),
    g("h_nl_ok", "B", "73", "correct", "hash", NL + "Het antwoord is #### 73", "nl 'the answer is #### 73'"),
    g("h_nl_ok_comma", "B", "73", "correct", "hash", NL + "Antwoord: #### € 73,00", "nl 'Answer: #### € 73,00' euro sign and decimal comma"),
    g("h_el_ok", "B", "63", "correct", "hash", EL + "Άρα η απάντηση είναι: #### 63", "el 'so the answer is: #### 63'"),
    g("h_he_ok", "B", "154", "correct", "hash", HE + "התשובה הסופית: #### 154", "he 'the final answer: #### 154'"),
    g("h_bn_ok", "B", "247", "correct", "hash", BN + "উত্তর: #### ২৪৭", "bn 'answer: #### ২৪৭' Bengali digits"),
    g("h_uk_ok", "B", "510", "correct", "hash", UK + "Відповідь: #### 510", "uk 'Answer: #### 510'"),
    g("h_sv_ok", "B", "5500", "correct", "hash", SV + "Svar: #### 5 500", "sv 'Answer: #### 5 500' space thousands"),
    g("h_cs_ok", "B", "99", "correct", "hash", CS + "Odpověď: #### 99", "cs 'Answer: #### 99'"),
    g("h_cs_classes_only", "A", "99", "wrong", "hash", CS + "Odpověď: #### 92", "cs: 92, the preparatory class left out"),
    g("h_tl_ok", "B", "105", "correct", "hash", TL + "Kaya ang sagot ay #### 105", "tl 'so the answer is #### 105'"),
]
ZH_SAL = "月薪 2450 元，一年 12 个月，共 12 × 2450 = 29400 元。\n"
JA_SAL = "月給は2450ユーロなので、1年間では 2450 × 12 = 29400ユーロです。\n"
KO_VI = "고기 1kg에 48,000원이고 2.5kg을 사므로 48,000 × 2.5 = 120,000원입니다.\n"
HI_VI = "1 किलो का दाम ₹48,000 है, तो 2.5 किलो का दाम 2.5 × 48,000 = ₹1,20,000 होगा।\n"
RU_VI = "1 кг стоит 48 000 руб., значит 2,5 кг стоят 2,5 · 48 000 = 120 000 руб.\n"
CASES += [
    # ================================================================ x_: exactness, number writing, scale words, native numerals
    g("x_zh_ok_wan", "B", "29400", "correct", "answer_is", ZH_SAL + "答：一年的工资是 2.94 万元。", "zh 'Answer: the year's pay is 2.94 万 yuan' = 2.94 × 10,000 = 29400"),
    g("x_zh_wan_rounded", "A", "29400", "wrong", "answer_is", ZH_SAL + "答：一年的工资约为 2.9 万元。", "zh 'about 2.9 万 yuan' = 29000: a rounded value, not 29400"),
    g("x_zh_ok_hanzi", "B", "279", "correct", "answer_is", ZH + "答：还剩二百七十九个苹果。", "zh Chinese numerals 二百七十九 = 279"),
    g("x_zh_hanzi_swapped", "A", "279", "wrong", "answer_is", ZH + "答：还剩二百九十七个苹果。", "zh 二百九十七 = 297, digits swapped"),
    g("x_ja_ok_man", "B", "29400", "correct", "answer_is", JA_SAL + "答えは 2万9400ユーロ です。", "ja 2万9400 = 20000 + 9400 = 29400"),
    g("x_ja_ok_kanji", "B", "2240", "correct", "answer_is", JA + "答え：おつりは二千二百四十円です。", "ja kanji numerals 二千二百四十 = 2240"),
    g("x_ko_ok_man", "B", "120000", "correct", "answer_is", KO_VI + "따라서 답은 12만 원입니다.", "ko 12만 = 12 × 10,000 = 120000"),
    g("x_ko_man_misplaced", "A", "120000", "wrong", "answer_is", KO_VI + "따라서 답은 1만 2천 원입니다.", "ko 1만 2천 = 12,000: an order of magnitude off"),
    g("x_ko_ok_native", "B", "39", "correct", "answer_is", KO + "그러므로 한 친구가 받는 사탕은 서른아홉 개입니다.", "ko native-Korean numeral 서른아홉 = 39"),
    g("x_hi_ok_lakh_grouping", "B", "120000", "correct", "answer_is", HI_VI + "अतः उत्तर ₹1,20,000 है।", "hi Indian grouping 1,20,000 = 120000"),
    g("x_hi_ok_lakh_word", "B", "120000", "correct", "answer_is", HI_VI + "अतः कुल कीमत 1.2 लाख रुपये है।", "hi 1.2 लाख = 1.2 × 100,000 = 120000"),
    g("x_hi_lakh_wrong", "A", "120000", "wrong", "answer_is", HI_VI + "अतः कुल कीमत 12 लाख रुपये है।", "hi 12 लाख = 1,200,000: ten times too much"),
    g("x_ru_ok_tys", "B", "120000", "correct", "answer_is", RU_VI + "Ответ: 120 тыс. руб.", "ru 120 тыс. (thousand) = 120000"),
    g("x_ru_ok_words", "B", "273", "correct", "answer_is", RU + "Ответ: двести семьдесят три километра.", "ru number words: 273 km"),
    g("x_ru_ok_space", "B", "120000", "correct", "answer_is", RU_VI + "Ответ: 120 000 руб.", "ru thin space thousands 120 000"),
    g("x_es_rounded", "A", "74.7", "wrong", "answer_is", ES + "Por lo tanto, Lucía paga aproximadamente 75 €.", "es 'approximately 75 €': rounded, not 74,70"),
    g("x_es_ok_words", "B", "74.7", "correct", "answer_is", ES + "La respuesta es 74,7 euros (setenta y cuatro euros con setenta céntimos).", "es 74,7 and the same value in words"),
    g("x_es_cents_slip", "A", "74.7", "wrong", "answer_is", "Cada cuaderno cuesta 12,45 € y Lucía compra 6.\nTotal: 6 × 12,45 = 7.470 €.\nLa respuesta es 7.470 €.", "es 7.470 € = 7470 (decimal place lost), not 74,70"),
    g("x_de_ok_tsd", "B", "29400", "correct", "answer_is", DE + "Antwort: Sie verdient 29,4 Tsd. € im Jahr.", "de 29,4 Tsd. (Tausend) = 29400"),
    g("x_de_ok_nodot", "B", "29400", "correct", "answer_is", DE + "Die Antwort ist 29400 Euro.", "de plain 29400"),
    g("x_fr_ok_nnbsp", "B", "29400", "correct", "answer_is", "Le salaire mensuel est de 2\u202f450\u00a0€, donc sur un an : 12 × 2\u202f450 = 29\u202f400\u00a0€.\nLa réponse est 29\u202f400\u00a0€.", "fr narrow no-break space (U+202F) as thousands separator: 29 400 €"),
    g("x_pt_ok_mil", "B", "120000", "correct", "answer_is", "O quilo de carne custa 48.000 dongs e a mãe compra 2,5 kg: 2,5 × 48.000 = 120.000 dongs.\nResposta: 120 mil dongs.", "pt 120 mil (thousand) = 120000"),
    g("x_pl_rounded", "A", "13.5", "wrong", "answer_is", PL + "Odpowiedź: około 14 litrów.", "pl 'about 14 litres': rounded, not 13,5"),
    g("x_pl_ok_fraction", "B", "13.5", "correct", "answer_is", PL + "Odpowiedź: 13 i pół litra.", "pl '13 and a half litres' = 13.5"),
    g("x_id_ok_ribu", "B", "40500", "correct", "answer_is", ID + "Jadi, jawabannya adalah 40,5 ribu rupiah.", "id 40,5 ribu (thousand) = 40500"),
    g("x_vi_ok_nghin", "B", "120000", "correct", "answer_is", VI + "Vậy mẹ phải trả 120 nghìn đồng.", "vi 120 nghìn (thousand) = 120000"),
    g("x_th_ok_digits", "B", "406", "correct", "answer_is", TH + "ดังนั้นคำตอบคือ ๔๐๖ บาท", "th Thai digits ๔๐๖ = 406"),
    g("x_ar_ok_words", "B", "595", "correct", "answer_is", AR + "إذن الإجابة هي خمسمائة وخمسة وتسعون كرسيًا.", "ar number words 'five hundred and ninety-five chairs'"),
    g("x_tr_decimal_misread", "A", "19500", "wrong", "answer_is", "Aylık kira 3.250 TL olduğuna göre 6 ay için 6 × 3,25 = 19,5 TL ödenir.\nCevap: 19,5 TL", "tr: the model read 3.250 as 3,25 and answers 19,5 TL = 19.5, not 19500"),
    g("x_sv_ok_words", "B", "5500", "correct", "answer_is", SV + "Svaret är femtusen femhundra kronor.", "sv number words 'five thousand five hundred kronor'"),
    g("x_el_ok_comma", "B", "63", "correct", "answer_is", EL + "Η απάντηση είναι 63,0.", "el 63,0 = 63"),
    m("x_m_es_decimal", "A", G_ES, "wrong", "answer_is", MES + r"Por tanto, $210^\circ \approx 3{,}67$ rad.", "es a decimal 3,67 for the exact 7π/6 (≈3.665)"),
    m("x_m_es_ok_unreduced", "B", G_ES, "correct", "answer_is", MES + r"La respuesta es $\frac{210\pi}{180}$ radianes, es decir $\frac{7\pi}{6}$.", "es unreduced then reduced, same value"),
    m("x_m_it_ok_periodic", "B", G_IT, "correct", "answer_is", MIT + r"Quindi $0{,}\overline{36} = \frac{4}{11}$.", "it: equation chain ending 4/11"),
    m("x_m_ru_ok_period", "B", G_IT, "correct", "answer_is", r"Пусть $x = 0{,}(36)$. Тогда $100x = 36{,}(36)$, $99x = 36$, $x = \frac{36}{99} = \frac{4}{11}$." + "\nОтвет: $\\frac{4}{11}$.", "ru: Russian period notation in the working; answer 4/11"),
    m("x_m_ru_period_only", "A", G_IT, "wrong", "answer_is", r"Дробь $\frac{4}{11}$ переведём в десятичную: $4 : 11 = 0{,}3636\ldots$" + "\nОтвет: $0{,}36$.", "ru answer 0,36 (truncated, period brackets dropped) ≠ 4/11"),
    m("x_m_cs_decimal", "A", G_CS, "wrong", "answer_is", MCS + r"Výsledek: $\cos 150^\circ \approx -0{,}866$.", "cs a rounded decimal for the exact -√3/2"),
    m("x_m_cs_ok_form", "B", G_CS, "correct", "answer_is", MCS + r"Tedy $\cos 150^\circ = -\frac{1}{2}\sqrt{3}$.", "cs -½√3 = -√3/2"),
    m("x_m_sv_ok_both", "B", G_SV, "correct", "answer_is", MSV + r"Svar: $5\sqrt{2} \approx 7{,}07$", "sv exact 5√2 with an approximate value after it; the committed answer is the exact one"),
    m("x_m_sv_decimal_only", "A", G_SV, "wrong", "answer_is", MSV + r"Svar: $\approx 7{,}07$", "sv only a rounded decimal for 5√2"),
    m("x_m_ja_ok_unicode", "B", G_JA, "correct", "answer_is", MJA + "答え：2√13", "ja unicode √: 2√13"),
    m("x_m_ja_unsimplified_ok", "B", G_JA, "correct", "answer_is", MJA + r"答えは $\sqrt{52}$ です。", "ja √52 unsimplified = 2√13 (equal in value)"),
    m("x_m_de_ok_1i", "B", G_DE, "correct", "answer_is", MDE + r"Das Ergebnis ist $5 + 1i$.", "de 5 + 1i = 5 + i"),
    m("x_m_de_ok_pair", "B", G_DE, "correct", "answer_is", MDE + r"Also $z = 5 + i$, d.h. $\operatorname{Re} z = 5$, $\operatorname{Im} z = 1$.", "de z = 5 + i then its real and imaginary parts; the committed value is 5 + i", True),
    m("x_m_th_ok_power", "B", G_TH, "correct", "answer_is", MTH + "ดังนั้น $2^{10} = 1{,}024$", "th 1{,}024 with a LaTeX thousands comma"),
    m("x_m_bn_ok_latin", "B", G_BN, "correct", "answer_is", MBN + "সুতরাং উত্তর: 20", "bn Latin digits after a Bengali phrase"),
    m("x_m_id_ok_decimal", "B", G_ID, "correct", "answer_is", MID + r"Jadi gradiennya $-1{,}5$.", "id -1,5 = -3/2 exactly (a terminating decimal for a rational gold)"),
    m("x_m_id_positive", "A", G_ID, "wrong", "answer_is", r"Gradien $m = \frac{4 - (-2)}{3 - (-1)}$" + "\nJadi gradiennya $\\frac{3}{2}$.", "id sign lost: 3/2"),
]
CASES += [
    # ================================================================ n_: negation, strike-out, annotation
    g("n_zh_ok_bushi_ershi", "B", "279", "correct", "answer_is", ZH + "所以答案不是 289，而是 279。", "zh 'so the answer is not 289 but 279'"),
    g("n_zh_bushi_ershi", "A", "279", "wrong", "answer_is", ZH_SLIP + "所以答案不是 279，而是 289。", "zh 'the answer is not 279 but 289': 279 negated"),
    g("n_zh_only_negated", "A", "279", "no_answer", "answer_is", "每箱有 24 个苹果，17 箱共有 24 × 17 = 408 个苹果。\n卖出的数量题目没说清楚，所以答案肯定不是 279。", "zh 'the number sold is unclear, so the answer is certainly not 279': only a negation, no value"),
    g("n_ja_ok_dewanaku", "B", "2240", "correct", "answer_is", JA + "答えは2760円ではなく、2240円です。", "ja 'the answer is not 2760 yen but 2240 yen'"),
    g("n_ja_dewanaku", "A", "2240", "wrong", "answer_is", JA + "問題は代金を聞いているので、答えは2240円ではなく、2760円です。", "ja 'the question asks the price, so the answer is not 2240 but 2760 yen': 2240 negated"),
    g("n_ko_anira", "A", "39", "wrong", "answer_is", KO + "문제를 다시 읽어 보니 전체 개수를 묻고 있습니다. 따라서 답은 39개가 아니라 234개입니다.", "ko 'the answer is not 39 but 234': 39 negated"),
    g("n_ru_ok_ne_a", "B", "273", "correct", "answer_is", RU + "Ответ: не 234, а 273 км.", "ru 'Answer: not 234 but 273 km'"),
    g("n_ru_ne_a", "A", "273", "wrong", "answer_is", RU + "Но поезд стоял полчаса, поэтому ответ: не 273, а 234 км.", "ru 'so the answer is not 273 but 234 km': 273 negated"),
    g("n_pt_ok_nao_e", "B", "276", "correct", "answer_is", PT + "A resposta não é R$ 69, e sim R$ 276.", "pt 'the answer is not R$ 69 but R$ 276'"),
    g("n_pt_nao_e", "A", "276", "wrong", "answer_is", PT + "A pergunta é sobre o desconto: a resposta não é R$ 276, e sim R$ 69.", "pt 'the answer is not R$ 276 but R$ 69'"),
    g("n_de_ok_paren", "B", "29400", "correct", "answer_is", DE + "Antwort: 29.400 € (nicht 2.450 €, das ist nur das Monatsgehalt).", "de '29.400 € (not 2.450 €, that is only the monthly salary)': the parenthesis negates another value"),
    g("n_de_nicht_sondern", "A", "29400", "wrong", "answer_is", DE + "Gefragt ist das Monatsgehalt, also nicht 29.400 €, sondern 2.450 €.", "de 'not 29.400 € but 2.450 €'"),
    g("n_tr_degil", "A", "19500", "wrong", "answer_is", TR + "Soru aylık kirayı soruyor; cevap 19.500 TL değil, 3.250 TL'dir.", "tr 'the answer is not 19.500 TL, it is 3.250 TL'"),
    g("n_tr_ok_degil", "B", "19500", "correct", "answer_is", TR + "Cevap 3.250 TL değil, 19.500 TL'dir.", "tr 'the answer is not 3.250 TL, it is 19.500 TL'"),
    g("n_hi_nahin", "A", "33", "wrong", "answer_is", HI + "प्रश्न लड़कों के बारे में है, इसलिए उत्तर 33 नहीं, बल्कि 22 है।", "hi 'the question is about boys, so the answer is not 33 but 22'"),
    g("n_ar_ok_laysa", "B", "595", "correct", "answer_is", AR + "الإجابة ليست 585 بل 595.", "ar 'the answer is not 585 but 595'"),
    g("n_he_ok_lo_ela", "B", "154", "correct", "answer_is", HE + "התשובה היא לא 145 אלא 154.", "he 'the answer is not 145 but 154'"),
    g("n_el_oxi_alla", "A", "63", "wrong", "answer_is", EL + "Ξαναδιαβάζοντας: δάνεισε 79, όχι 89. Άρα η απάντηση δεν είναι 63 αλλά 73.", "el 're-reading: it lent 79, not 89. So the answer is not 63 but 73'"),
    g("n_zh_strike", "A", "279", "wrong", "answer_is", ZH_SLIP + "答案：~~279~~ 289", "zh strike-out of 279, 289 after it"),
    g("n_zh_ok_strike", "B", "279", "correct", "answer_is", ZH + "答案：~~289~~ 279", "zh strike-out of 289, 279 after it"),
    g("n_es_ok_del", "B", "74.7", "correct", "answer_is", ES + "Respuesta: <del>62,25 €</del> 74,70 €", "es HTML strike-out of a wrong value, the right one after"),
    g("n_es_del", "A", "74.7", "wrong", "answer_is", ES + "Respuesta: <del>74,70 €</del> 62,25 €", "es HTML strike-out of 74,70, 62,25 after"),
    g("n_ru_strike_only", "A", "273", "no_answer", "answer_is", RU + "Ответ: ~~273 км~~", "ru only a struck-out value, nothing after"),
    g("n_vi_sai", "A", "120000", "wrong", "hash", VI + "#### 120000 (sai)", "vi '(sai)' = '(wrong)': the model marks its own value wrong"),
    g("n_ru_neverno", "A", "273", "wrong", "answer_is", RU + "Ответ: 273 км (неверно, см. ниже).", "ru '(incorrect, see below)' with nothing below: the model marks its own value wrong", True),
    g("n_id_ok_bukan", "B", "40500", "correct", "answer_is", ID + "Jadi jawabannya Rp40.500, bukan Rp13.500.", "id 'so the answer is Rp40.500, not Rp13.500'"),
    g("n_id_bukan", "A", "40500", "wrong", "answer_is", ID + "Yang ditanya harga per kg, jadi jawabannya Rp13.500, bukan Rp40.500.", "id 'the price per kg is asked, so the answer is Rp13.500, not Rp40.500'"),
    g("n_sv_inte", "A", "5500", "wrong", "answer_is", SV + "Men frågan gäller en biljett, så svaret är inte 5 500 kr utan 1 375 kr.", "sv 'the answer is not 5 500 kr but 1 375 kr'"),
    g("n_cs_ne_ale", "A", "99", "wrong", "answer_is", CS + "Přípravka se do školy nepočítá, takže odpověď není 99, ale 92.", "cs 'the answer is not 99 but 92'"),
    g("n_tl_hindi", "A", "105", "wrong", "answer_is", TL + "Hindi 105 ang sagot kundi 195, dahil ang tanong ay kung magkano ang ginastos.", "tl 'the answer is not 105 but 195, because the question asks how much was spent'"),
    m("n_m_zh_box_wrong_note", "A", G_ZH, "wrong", "boxed", MZH + r"所以概率为 $\boxed{\frac{2}{9}\text{（错误）}}$", "zh box annotated '（错误）' = '(wrong)': the model marks its own value wrong"),
    m("n_m_fr_neq", "A", G_FR, "wrong", "boxed", MFR + r"Donc $\boxed{x \neq -4}$.", "fr a box with x ≠ -4: not the solution set"),
    m("n_m_de_ok_nicht", "B", G_DE, "correct", "boxed", MDE + r"Also $\boxed{5 + i}$ (nicht $-1 + i$, das Vorzeichen von $-3i^2$ ist positiv).", "de box 5 + i, then '(not -1 + i, the sign of -3i^2 is positive)'"),
    m("n_m_ko_strike", "A", G_KO, "wrong", "answer_is", MKO + r"따라서 해는 $x = \sout{-2,}\ 7$ 입니다 (양수 조건).", "ko -2 struck out with \\sout, only 7 kept: one root of two"),
    m("n_m_pl_ok_nie", "B", G_PL, "correct", "answer_is", MPL + r"Odpowiedź: $69$, a nie $234$.", "pl 'Answer: 69, and not 234'"),
    m("n_m_it_non", "A", G_IT, "wrong", "answer_is", MIT + r"Quindi la risposta non è $\frac{4}{11}$, ma $\frac{36}{100} = \frac{9}{25}$.", "it 'the answer is not 4/11 but 36/100 = 9/25': 4/11 negated"),
    # ================================================================ u_: unit and counted-noun words
    g("u_zh_ok_counter", "B", "279", "correct", "answer_is", ZH + "最终答案：279个苹果", "zh counter 个 and noun 苹果"),
    g("u_zh_shao", "A", "279", "wrong", "answer_is", ZH + "答：比原来少 279 个。", "zh 'Answer: 279 fewer than before': states a decrease of 279, which is false (the decrease is 129); the remainder is not what the line states", True),
    g("u_ja_ok_yen", "B", "2240", "correct", "answer_is", JA + "答え：2,240円", "ja 2,240円 with comma"),
    g("u_ja_man_slip", "A", "2240", "wrong", "answer_is", JA + "答え：2240万円", "ja 2240万円 = 22,400,000 yen: the scale word 万 multiplies the value"),
    g("u_ko_ok_gae", "B", "39", "correct", "answer_is", KO + "답: 39개", "ko counter 개"),
    g("u_ko_man", "A", "39", "wrong", "answer_is", KO + "답: 39만 개", "ko 39만 = 390,000"),
    g("u_ru_ok_moroz", "B", "-14", "correct", "answer_is", "Утром было −5 °C, потом похолодало на 9 градусов: −5 − 9 = −14.\nОтвет: 14 градусов мороза.", "ru '14 degrees of frost' = −14 °C", True),
    g("u_ru_teplo", "A", "-14", "wrong", "answer_is", "Утром было −5 °C, потом похолодало на 9 градусов: −5 − 9 = −14.\nОтвет: 14 градусов тепла.", "ru '14 degrees of warmth' = +14 °C: sign wrong"),
    g("u_it_ok_sottozero", "B", "-14", "correct", "answer_is", IT + "Risposta: 14 gradi sotto zero.", "it '14 degrees below zero' = −14", True),
    g("u_hi_percent", "A", "33", "wrong", "answer_is", HI + "उत्तर: 33 प्रतिशत लड़कियाँ हैं।", "hi '33 percent are girls': 33 written as a percent (girls are 60 %), not a count"),
    g("u_tr_ok_bin", "B", "19500", "correct", "answer_is", TR + "Cevap: 19,5 bin TL", "tr 19,5 bin (thousand) TL = 19500"),
    g("u_tr_milyon", "A", "19500", "wrong", "answer_is", TR + "Cevap: 19,5 milyon TL", "tr 19,5 milyon = 19,500,000"),
    g("u_th_ok_thuan", "B", "406", "correct", "answer_is", TH + "คำตอบ: 406 บาทถ้วน", "th 'baht exactly' (บาทถ้วน)"),
    g("u_tl_ok_peso_sign", "B", "105", "correct", "answer_is", TL + "Sagot: ₱105.00", "tl peso sign ₱105.00"),
    g("u_de_ok_brutto", "B", "29400", "correct", "answer_is", DE + "Antwort: 29.400 € brutto im Jahr.", "de '29.400 € gross per year'"),
    g("u_nl_ok_euro_word", "B", "73", "correct", "answer_is", NL + "Antwoord: 73 euro", "nl '73 euro'"),
    g("u_pl_ok_litrow", "B", "13.5", "correct", "answer_is", PL + "Odpowiedź: 13,5 litra", "pl '13,5 litra' (genitive singular after a fraction)"),
    g("u_pl_ml", "A", "13.5", "wrong", "answer_is", "Jedna butelka ma 1,5 l, a butelek jest 9.\n9 · 1500 ml = 13 500 ml.\nOdpowiedź: 13 500", "pl 13 500 (millilitres, with the unit dropped in the answer line) ≠ 13,5 litres", True),
    g("u_uk_ok_hryven", "B", "510", "correct", "answer_is", UK + "Відповідь: 510 гривень.", "uk '510 hryvnias'"),
    g("u_bn_ok_taka", "B", "247", "correct", "answer_is", BN + "উত্তর: ২৪৭টি বিস্কুট", "bn Bengali digits with classifier টি"),
    m("u_m_es_ok_rad", "B", G_ES, "correct", "answer_is", MES + r"Respuesta: $\frac{7\pi}{6}\ \text{rad}$", "es 7π/6 rad"),
    m("u_m_ar_ok_units", "B", G_AR, "correct", "answer_is", MAR + r"الإجابة: $49\pi\ \text{سم}^2$", "ar 49π cm² (Arabic unit word)"),
    m("u_m_el_ok_moires", "B", G_EL, "correct", "answer_is", MEL + r"Απάντηση: $720$ μοίρες.", "el '720 degrees' (μοίρες)"),
    m("u_m_el_rad", "A", G_EL, "wrong", "answer_is", MEL + r"Σε ακτίνια: $4\pi$. Απάντηση: $4\pi$.", "el 'in radians: 4π': the gold is 720 (degrees); 4π ≠ 720 as a number", True),
]
CASES += [
    # ================================================================ r_: retractions and harmless after-text
    g("r_zh_dengdeng", "A", "279", "wrong", "answer_is", ZH + "答案是 279。\n\n等等，我再核对一下题目……卖出的是 119 个，不是 129 个。所以应该是 408 − 119 = 289 个。\n答案是 289。", "zh 'wait, let me re-check the problem... 119 were sold, not 129. So it should be 289. The answer is 289': corrected to 289"),
    g("r_zh_ok_check", "B", "279", "correct", "answer_is", ZH + "答案是 279。\n\n验算：279 + 129 = 408 ✓，与总数一致。", "zh 'check: 279 + 129 = 408 ✓, matches the total': a check after the answer"),
    g("r_ja_machigai", "A", "2240", "wrong", "answer_is", JA + "答え：2240円\n\nあ、すみません、計算を間違えました。ノートは1冊480円でした。480 × 6 = 2880円なので、おつりは 5000 − 2880 = 2120円です。", "ja 'oh sorry, I made a calculation mistake; the notebook was 480 yen ... the change is 2120 yen': corrected (480·6 = 2880, 5000 − 2880 = 2120)"),
    g("r_ja_ok_kakunin", "B", "2240", "correct", "answer_is", JA + "答え：2240円\n\n確認：2240 + 2760 = 5000 なので正しいです。", "ja 'check: 2240 + 2760 = 5000, so it is right'"),
    g("r_ko_ok_undo", "B", "39", "correct", "answer_is", KO + "답: 39개\n\n잠깐, 다시 확인해 보겠습니다. 39 × 6 = 234. 네, 39개가 맞습니다.", "ko 'wait, let me check again. 39 × 6 = 234. Yes, 39 is right': a doubt resolved in favour of the answer"),
    g("r_ko_jalmot", "A", "39", "wrong", "answer_is", KO + "답: 39개\n\n아, 잘못 계산했습니다. 친구는 자신을 포함해 7명이므로 234 ÷ 7 ≈ 33.4, 즉 한 사람당 33개씩 받습니다.\n최종 답: 33개", "ko 'oh, I miscalculated: 7 people including oneself ... 33 each. Final answer: 33'"),
    g("r_ru_hotya_net", "A", "273", "wrong", "answer_is", RU + "Ответ: 273 км.\n\nХотя нет, стоп. В условии сказано, что поезд шёл 3 часа, а не 3,5. Тогда 78 · 3 = 234 км.\nОтвет: 234 км.", "ru 'no wait, stop: the train went 3 hours, not 3,5 ... Answer: 234 km'"),
    g("r_ru_ok_proverka", "B", "273", "correct", "answer_is", RU + "Ответ: 273 км.\n\nПроверка: 273 : 3,5 = 78 км/ч — совпадает со скоростью из условия.", "ru 'check: 273 : 3,5 = 78 km/h, matches the speed in the problem'"),
    g("r_es_espera", "A", "74.7", "wrong", "answer_is", ES + "Respuesta: 74,70 €.\n\nEspera, me equivoqué: Lucía compra 7 cuadernos, no 6. Entonces 7 × 12,45 = 87,15 €.\nRespuesta correcta: 87,15 €.", "es 'wait, I was wrong: 7 notebooks, not 6 ... correct answer: 87,15 €' (12.45·7 = 87.15)"),
    g("r_es_ok_suerte", "B", "74.7", "correct", "answer_is", ES + "Respuesta: 74,70 €.\n\n¡Espero que te sirva! Si tienes otra duda, aquí estoy. 😊", "es closing pleasantry after the answer"),
    g("r_de_korrektur", "A", "29400", "wrong", "hash", DE + "#### 29400\n\nKorrektur: Sie hat erst im Februar angefangen, also nur 11 Monate: 11 · 2.450 = 26.950 €.\n#### 26950", "de 'correction: she only started in February, so 11 months: 26.950 €', a second #### line (2450·11 = 26950)"),
    g("r_de_ok_probe", "B", "29400", "correct", "hash", DE + "#### 29400\n\nProbe: 29.400 : 12 = 2.450 ✓", "de 'Probe' (check) after the answer"),
    g("r_fr_ok_ah_non", "B", "225", "correct", "answer_is", FR + "Réponse : 225 minutes.\n\nAh non, attendez… 3 × 60 = 180, plus 45, cela fait bien 225. Oui, c'est correct.", "fr 'ah no, wait... 180 plus 45 does make 225. Yes, it is correct': doubt resolved for the answer"),
    g("r_fr_en_fait", "A", "225", "wrong", "answer_is", FR + "Réponse : 225 minutes.\n\nEn fait, je me suis trompé : c'était 3 h 54, pas 3 h 45. Donc 180 + 54 = 234 minutes.", "fr 'in fact I was wrong: 3 h 54, not 3 h 45, so 234 minutes'"),
    g("r_pt_ops", "A", "276", "wrong", "answer_is", PT + "Resposta: R$ 276,00.\n\nOps, errei: o desconto é de 25%, não 20%. Então 0,25 × 345 = 86,25 e 345 − 86,25 = R$ 258,75.", "pt 'oops, I was wrong: 25 %, not 20 % ... R$ 258,75'"),
    g("r_it_ok_verifica", "B", "-14", "correct", "answer_is", IT + "Risposta: −14 °C\n\nVerifica: −14 + 9 = −5 ✓", "it 'check: −14 + 9 = −5 ✓'"),
    g("r_nl_ok_controle", "B", "73", "correct", "answer_is", NL + "Antwoord: € 73,00\n\nControle: 73 : 4 = 18,25 ✓ Succes met je huiswerk!", "nl check and 'good luck with your homework'"),
    g("r_pl_ok_sprawdzenie", "B", "13.5", "correct", "answer_is", PL + "Odpowiedź: 13,5 l\n\nSprawdzenie: 13,5 : 1,5 = 9 ✓. Mam nadzieję, że pomogłem!", "pl check then 'I hope I helped!'"),
    g("r_tr_duzeltme", "A", "19500", "wrong", "answer_is", TR + "Cevap: 19.500 TL\n\nDüzeltme: Soru bir yıllık kirayı soruyor. 12 × 3.250 = 39.000 TL.\nCevap: 39.000 TL", "tr 'correction: the question asks a year's rent: 39.000 TL' (3250·12 = 39000)"),
    g("r_vi_nham", "A", "120000", "wrong", "answer_is", VI + "Đáp số: 120.000 đồng.\n\nÀ không, mình nhầm rồi: mẹ mua 3 kg chứ không phải 2,5 kg. Vậy 3 × 48.000 = 144.000 đồng.", "vi 'ah no, I was mistaken: 3 kg, not 2,5 kg; so 144.000 dong'"),
    g("r_id_salah", "A", "40500", "wrong", "answer_is", ID + "Jawaban: Rp40.500\n\nEh, maaf, ada yang salah. Ibu membeli 4 kg, bukan 3 kg. Jadi 4 × 13.500 = Rp54.000.", "id 'sorry, something is wrong: 4 kg, not 3 kg; so Rp54.000'"),
    g("r_th_kaekhai", "A", "406", "wrong", "answer_is", TH + "คำตอบ: 406 บาท\n\nขอแก้ไข: ซื้อ 8 เล่ม ไม่ใช่ 7 เล่ม ดังนั้น 58 × 8 = 464 บาท", "th 'correction: bought 8, not 7, so 464 baht' (58·8 = 464)"),
    g("r_el_diorthosi", "A", "63", "wrong", "answer_is", EL + "Απάντηση: 63\n\nΔιόρθωση: η βιβλιοθήκη δάνεισε 99 βιβλία, όχι 89. Άρα 152 − 99 = 53.", "el 'correction: it lent 99, not 89; so 53'"),
    g("r_he_ok_bdika", "B", "154", "correct", "answer_is", HE + "תשובה: 154\n\nבדיקה: 154 ÷ 14 = 11 ✓", "he 'check: 154 ÷ 14 = 11 ✓'"),
    g("r_uk_oi", "A", "510", "wrong", "answer_is", UK + "Відповідь: 510 грн.\n\nОй, помилка: книжка коштує 95 грн, а не 85. Тоді 6 · 95 = 570 грн.", "uk 'oops, a mistake: 95, not 85; then 570 UAH'"),
    g("r_cs_oprava", "A", "99", "wrong", "answer_is", CS + "Odpověď: 99 žáků.\n\nOprava: tříd je 5, ne 4. Tedy 23 · 5 + 7 = 122 žáků.", "cs 'correction: 5 classes, not 4; so 122 pupils' (115 + 7)"),
    g("r_tl_teka", "A", "105", "wrong", "answer_is", TL + "Sagot: 105 piso.\n\nTeka, mali ako. Apat na libro pala ang binili niya: 4 × 65 = 260, kaya 300 − 260 = 40 piso.", "tl 'wait, I was wrong: four books were bought: 40 pesos'"),
    g("r_ar_tashih", "A", "595", "wrong", "answer_is", AR + "الإجابة: 595\n\nتصحيح: عدد الصفوف 18 وليس 17، إذن 18 × 35 = 630 كرسيًا.", "ar 'correction: 18 rows, not 17, so 630 chairs'"),
    g("r_hi_withdrawn", "A", "33", "no_answer", "answer_is", HI + "उत्तर: 33\n\nमाफ़ कीजिए, यह उत्तर गलत हो सकता है। मुझे प्रश्न फिर से देखना होगा, अभी मैं पक्का उत्तर नहीं दे सकता।", "hi 'sorry, this answer may be wrong; I must look at the question again, I cannot give a sure answer now': withdrawn, nothing new", True),
    g("r_fa_ok_check", "B", "315", "correct", "answer_is", FA + "پاسخ: ۳۱۵ مداد\n\nبررسی: ۳۱۵ ÷ ۴۵ = ۷ ✓", "fa 'check: 315 ÷ 45 = 7 ✓'"),
    g("r_sv_ok_vanliga", "B", "5500", "correct", "answer_is", SV + "Svar: 5 500 kr\n\nHoppas det hjälper! Säg till om du vill ha fler exempel.", "sv 'hope it helps! tell me if you want more examples'"),
    g("r_bn_bhul", "A", "247", "wrong", "answer_is", BN + "উত্তর: ২৪৭টি\n\nদুঃখিত, ভুল হয়েছে: প্যাকেট ১৪টি, ১৩টি নয়। তাই ১৯ × ১৪ = ২৬৬টি।", "bn 'sorry, a mistake: 14 packets, not 13; so 266' (19·14 = 266)"),
    m("r_m_zh_ok_doubt", "B", G_ZH, "correct", "boxed", MZH + r"答案是 $\boxed{\frac{2}{9}}$。" + "\n\n等等，(5,6) 和 (6,5) 算两种吗？是的，两个骰子可以区分，所以仍然是 $\\frac{2}{9}$。", "zh 'wait, do (5,6) and (6,5) count twice? Yes, the dice are distinguishable, so still 2/9'"),
    m("r_m_es_correccion", "A", G_ES, "wrong", "boxed", MES + r"$\boxed{\frac{7\pi}{6}}$" + "\n\nCorrección: el ángulo del enunciado es $240^\\circ$, no $210^\\circ$. Entonces $240 \\cdot \\frac{\\pi}{180} = \\boxed{\\frac{4\\pi}{3}}$.", "es 'correction: the angle is 240°, not 210°': a second box 4π/3"),
    m("r_m_ko_ok_geomsan", "B", G_KO, "correct", "answer_is", MKO + r"답: $x = -2, 7$" + "\n\n검산: $(-2)^2 - 5(-2) - 14 = 4 + 10 - 14 = 0$ ✓, $49 - 35 - 14 = 0$ ✓", "ko '검산' (verification) of both roots after the answer"),
    m("r_m_ru_oi", "A", G_RU, "wrong", "answer_is", MRU + "Ответ: $\\frac{5}{2}$.\n\nОй, я неправильно прочитал условие: первый член $3$, а не $2$. Тогда $S = \\frac{3}{4/5} = \\frac{15}{4}$.\nОтвет: $\\frac{15}{4}$.", "ru 'oops, I misread: first term 3, not 2 ... Answer: 15/4'"),
    m("r_m_de_ok_probe", "B", G_DE, "correct", "boxed", MDE + r"$\boxed{5 + i}$" + "\n\nProbe: $|5 + i|^2 = 26 = |2 + 3i|^2 \\cdot |1 - i|^2 = 13 \\cdot 2$ ✓", "de check by moduli after the box"),
    m("r_m_pt_ops", "A", G_PT, "wrong", "boxed", MPT + r"$\boxed{220}$" + "\n\nOps, são 4 pessoas por comissão, não 3: $\\binom{12}{4} = \\boxed{495}$.", "pt 'oops, 4 per committee, not 3': second box 495 (12·11·10·9/24 = 495)"),
    m("r_m_tr_ok_kontrol", "B", G_TR, "correct", "answer_is", MTR + "Cevap: $21$\n\nKontrol: $3 \\cdot 4 = 12$, $-2 \\cdot (-2) = 4$, $12 + 4 + 5 = 21$ ✓", "tr 'Kontrol' (check) after the answer"),
    m("r_m_vi_nham", "A", G_VI, "wrong", "answer_is", MVI + r"Đáp án: $x^2 - x - 12$" + "\n\nÀ nhầm, đề bài là $(x - 4)(x - 3)$. Vậy đáp án đúng là $x^2 - 7x + 12$.", "vi 'oops, the problem is (x - 4)(x - 3); so the right answer is x^2 - 7x + 12'"),
    # ================================================================ q_: quoted, reported, hypothetical text
    g("q_zh_teacher", "A", "279", "wrong", "answer_is", ZH_SLIP + "老师给的答案是 279，但我算出来是 289，我觉得老师的答案印错了。\n答：289", "zh 'the teacher's answer is 279, but I get 289 ... Answer: 289': 279 is someone else's"),
    g("q_zh_ruguo", "A", "279", "no_answer", "answer_is", "每箱有 24 个苹果，17 箱共有 408 个苹果。\n题目没有说卖出了多少个。如果卖出 129 个，就剩 279 个；但题目缺少这个条件，无法确定答案。", "zh 'the problem does not say how many were sold. If 129 were sold, 279 would remain; but the condition is missing, the answer cannot be determined': only a hypothetical"),
    g("q_ja_tomodachi", "A", "2240", "no_answer", "answer_is", "友達は「おつりは2240円だよ」と言っていましたが、私はノートの値段が分からないので計算できません。", "ja 'my friend said \"the change is 2240 yen\", but I do not know the notebook price so I cannot calculate': a reported value, no own answer"),
    g("q_ko_manyak", "A", "39", "wrong", "answer_is", KO + "만약 친구가 6명이라면 39개씩이지만, 문제에서는 나를 포함해 7명이 나눈다고 했습니다. 234 ÷ 7 = 33 나머지 3.\n정답: 33개", "ko 'if there were 6 friends it would be 39 each, but 7 share ... answer: 33': 39 only in a hypothetical"),
    g("q_ru_uchebnik", "A", "273", "wrong", "answer_is", RU + "В учебнике в ответах написано 273 км, но поезд полчаса стоял на станции, поэтому ехал 3 часа: 78 · 3 = 234 км.\nОтвет: 234 км.", "ru 'the textbook answers say 273 km, but ... Answer: 234 km'"),
    g("q_ru_ok_esli_by", "B", "273", "correct", "answer_is", RU + "Ответ: 273 км.\n\n(Если бы поезд ехал 3 часа, было бы 234 км, но по условию он ехал 3,5 часа.)", "ru: after the answer, '(if the train went 3 hours it would be 234 km, but it went 3,5 hours)': a hypothetical that does not replace the answer"),
    g("q_es_si", "A", "74.7", "wrong", "answer_is", "Si Lucía comprara 6 cuadernos, pagaría 6 × 12,45 = 74,70 €. Pero el enunciado dice que compra 5, así que 5 × 12,45 = 62,25 €.\nRespuesta: 62,25 €", "es 'if Lucía bought 6 she would pay 74,70 €; but she buys 5 ... Answer: 62,25 €'"),
    g("q_de_musterloesung", "A", "29400", "wrong", "answer_is", "Das Monatsgehalt beträgt 2.450 €. Die Musterlösung sagt „29.400 €“, aber mit dem 13. Monatsgehalt sind es 13 · 2.450 = 31.850 €.\nAntwort: 31.850 €", "de 'the model solution says „29.400 €“, but with a 13th salary ... Answer: 31.850 €'"),
    g("q_de_ok_laut", "B", "29400", "correct", "answer_is", DE + "Laut Aufgabe gibt es kein 13. Gehalt, also bleibt es bei 29.400 €.\nAntwort: 29.400 €", "de 'according to the task there is no 13th salary, so it stays 29.400 €'"),
    g("q_fr_enonce", "A", "225", "no_answer", "answer_is", "D'après l'énoncé, « le trajet dure 225 minutes » ; on me demande sa vitesse moyenne, mais la distance n'est pas donnée, je ne peux donc pas répondre.", "fr 'per the statement « the trip lasts 225 minutes »; I am asked the average speed, but the distance is not given, so I cannot answer': 225 only quoted"),
    g("q_pt_ok_sem_desconto", "B", "276", "correct", "answer_is", "Sem desconto, ela pagaria R$ 345,00.\n" + PT + "Resposta: R$ 276,00.", "pt 'without the discount she would pay R$ 345,00': a hypothetical before the real answer"),
    g("q_hi_dost", "A", "33", "wrong", "answer_is", HI + "मेरे दोस्त ने कहा कि उत्तर 33 है, लेकिन प्रश्न लड़कों की संख्या पूछता है।\nउत्तर: 22", "hi 'my friend said the answer is 33, but the question asks the number of boys. Answer: 22'"),
    g("q_ar_kitab", "A", "595", "wrong", "answer_is", "يقول الكتاب إن الجواب 595، لكن في كل صف 36 كرسيًا وليس 35: 17 × 36 = 612.\nالإجابة: 612", "ar 'the book says the answer is 595, but each row has 36 chairs: 612. Answer: 612'"),
    g("q_tr_ok_olsaydi", "B", "19500", "correct", "answer_is", TR + "Cevap: 19.500 TL\n\nEğer kira 3.500 TL olsaydı, 6 ayda 21.000 TL ödenirdi.", "tr after the answer: 'if the rent were 3.500 TL, 21.000 TL would be paid': a hypothetical"),
    g("q_vi_ok_dong_y", "B", "120000", "correct", "answer_is", VI + "Bạn Nam nói đáp án là 120.000 đồng. Mình tính lại cũng ra 120.000 đồng, nên mình đồng ý.\nĐáp số: 120.000 đồng.", "vi 'Nam says 120.000; I recompute and also get 120.000, so I agree. Result: 120.000'"),
    g("q_id_kunci", "A", "40500", "no_answer", "answer_is", "Menurut kunci jawaban di buku, jawabannya Rp40.500. Tapi harga beras tidak disebutkan di soal, jadi saya tidak bisa memastikannya.", "id 'according to the book's answer key it is Rp40.500. But the rice price is not in the problem, so I cannot confirm it': only a quoted value"),
    g("q_el_ok_an", "B", "63", "correct", "answer_is", EL + "Απάντηση: 63\n\n(Αν είχε δανείσει 79 βιβλία, θα έμεναν 73.)", "el after the answer: '(if it had lent 79 books, 73 would remain)'"),
    g("q_he_haver", "A", "154", "wrong", "answer_is", "חבר שלי טוען שהתשובה היא 154, אבל הוא שכח שיש 12 שורות ולא 11: 12 × 14 = 168.\nתשובה: 168", "he 'my friend claims the answer is 154, but he forgot there are 12 rows: 168. Answer: 168'"),
    g("q_sv_ok_om", "B", "5500", "correct", "answer_is", "Om biljetterna kostade 1 500 kr skulle det bli 6 000 kr. Men de kostar 1 375 kr, alltså 4 · 1 375 = 5 500 kr.\nSvar: 5 500 kr", "sv 'if the tickets cost 1 500 kr it would be 6 000 kr. But they cost 1 375 kr, so 5 500 kr'"),
    g("q_cs_kdyby", "A", "99", "wrong", "answer_is", CS + "Kdyby se počítala i přípravka, bylo by jich 99. Zadání se ale ptá jen na žáky ve třídách, takže odpověď je 92.", "cs 'if the preparatory class counted it would be 99; but the task asks only the classes, so the answer is 92'"),
    g("q_tl_sabi", "A", "105", "wrong", "answer_is", "Sabi ni Ana may natira siyang 105 piso, pero mali siya: tig-75 piso ang libro, kaya 3 × 75 = 225 at 300 − 225 = 75.\nSagot: 75 piso", "tl 'Ana says she has 105 left, but she is wrong: ... Answer: 75 pesos'"),
    g("q_uk_ok_quote_question", "B", "510", "correct", "answer_is", "Питання: «Скільки гривень заплатить Оля?»\n" + UK + "Відповідь: 510 грн.", "uk the question quoted first, then the answer"),
    g("q_pl_few_shot", "A", "13.5", "no_answer", "answer_is", "Pytanie: Ile litrów wody jest w 9 butelkach po 1,5 l?\nOdpowiedź: 13,5\n\nPytanie: Ile litrów wody jest w 7 butelkach po 2 l?\nOdpowiedź:", "pl few-shot echo: the model repeats the example Q/A (13,5) and stops at an empty 'Odpowiedź:' for an invented question; no answer of its own", True),
    m("q_m_ja_kyoukasho", "A", G_JA, "wrong", "answer_is", r"教科書の答えは $2\sqrt{13}$ ですが、私の計算では $\sqrt{5^2 + 5^2} = \sqrt{50} = 5\sqrt{2}$ になりました。" + "\n答え：$5\\sqrt{2}$", "ja 'the textbook answer is 2√13, but my calculation gives 5√2. Answer: 5√2'"),
    m("q_m_ru_ok_esli", "B", G_RU, "correct", "answer_is", MRU + r"(Если бы $q = \frac{1}{3}$, сумма была бы $3$.) У нас $q = \frac{1}{5}$, поэтому ответ: $\frac{5}{2}$.", "ru '(if q = 1/3 the sum would be 3.) Here q = 1/5, so the answer: 5/2'"),
    m("q_m_es_demuestra", "A", G_ES, "no_answer", "boxed", r"El enunciado dice: «Demuestra que $210^\circ = \boxed{\frac{7\pi}{6}}$ radianes». Lo siento, no sé cómo hacer esta demostración.", "es 'the statement says: «Show that 210° = [box 7π/6] radians». Sorry, I do not know how to do this proof': the box is in the quoted problem"),
    m("q_m_zh_youren", "A", G_ZH, "wrong", "answer_is", r"有人说概率是 $\frac{2}{9}$，但这把 (5,6) 和 (6,5) 算成了两种。我认为只算一种，所以共 $4$ 种，概率为 $\frac{4}{36} = \frac{1}{9}$。" + "\n答：$\\frac{1}{9}$", "zh 'someone says 2/9, but ... I think ... probability 1/9. Answer: 1/9'"),
    m("q_m_fr_ok_si", "B", G_FR, "correct", "answer_is", MFR + r"(Si l'inégalité était large, on aurait $[-4\,;\,3]$.) Réponse : $x \in \left]-4\,;\,3\right[$.", "fr '(if the inequality were non-strict we would have [-4;3]). Answer: x ∈ ]-4;3['"),
    m("q_m_nl_docent", "A", G_NL, "wrong", "answer_is", r"Mijn docent zei dat het antwoord $2\sqrt{3}$ is, maar ik krijg $\frac{6}{\sqrt{3}} = \frac{6\sqrt{3}}{9} = \frac{2\sqrt{3}}{3}$." + "\nAntwoord: $\\frac{2\\sqrt{3}}{3}$", "nl 'my teacher said 2√3, but I get ... 2√3/3. Answer: 2√3/3' (a slip: √3·√3 = 3, not 9)"),
    m("q_m_he_ok_quote", "B", G_HE, "correct", "answer_is", "השאלה: \"מהי המכפלה המשותפת המינימלית של 12 ו-20?\"\n" + MHE + r"תשובה: $60$", "he the question quoted, then the answer 60"),
    m("q_m_id_andai", "A", G_ID, "no_answer", "answer_is", r"Andaikan titiknya $(-1, 4)$ dan $(3, -2)$, maka gradiennya $-\frac{3}{2}$. Namun soal tidak memberikan titik kedua, jadi gradien tidak dapat ditentukan.", "id 'suppose the points are ... then -3/2. However the problem does not give the second point, so the gradient cannot be determined': only a supposition, then a refusal", True),
]
JA_TEMP = "午前6時の気温は−5℃で、そこから9℃下がりました。\n−5 − 9 = −14\n"
FA_PL = "هر بطری ۱٫۵ لیتر آب دارد و ۹ بطری داریم.\nحجم کل = ۹ × ۱٫۵ = ۱۳٫۵ لیتر\n"
RU_LOOP = "".join("Проверим ещё раз: 78 · 3,5 = 78 · 3 + 78 · 0,5 = 234 + 39 = 273.\n" for _ in range(40))
CASES += [
    # ================================================================ b_: bad input JSON can hold
    g("b_zh_ok_fullwidth", "B", "279", "correct", "answer_is", ZH + "答案：２７９", "zh fullwidth digits ２７９ = 279 (common in Chinese IME text)"),
    g("b_zh_fullwidth_wrong", "A", "279", "wrong", "answer_is", ZH_SLIP + "答案：２８９", "zh fullwidth ２８９ = 289"),
    g("b_ja_ok_fullwidth_minus", "B", "-14", "correct", "answer_is", JA_TEMP + "答え：－１４℃", "ja fullwidth minus U+FF0D and digits, ℃ sign: −14"),
    g("b_ja_fullwidth_sign_lost", "A", "-14", "wrong", "answer_is", JA_TEMP + "答え：気温は１４℃下がって、１４℃になります。", "ja 'the temperature falls 14 ℃ and becomes 14 ℃': sign lost, +14"),
    g("b_he_ok_rlm", "B", "154", "correct", "answer_is", HE + "תשובה: \u200f154\u200f עציצים", "he right-to-left marks (U+200F) around the number, as RTL editors insert"),
    g("b_he_rlo", "A", "154", "wrong", "answer_is", HE.replace("154", "451") .replace("11 × 14", "11 × 41") + "תשובה: \u202e451\u202c", "he a right-to-left OVERRIDE (U+202E) around 451: it displays as 154 but the characters are 451 (11 × 41 = 451 from a misread 41)", True),
    g("b_ar_ok_alm", "B", "595", "correct", "answer_is", AR + "الإجابة: \u061c٥٩٥ كرسيًا", "ar Arabic letter mark U+061C before Arabic-Indic ٥٩٥"),
    g("b_fa_ok_decimal_sep", "B", "13.5", "correct", "answer_is", FA_PL + "پاسخ: ۱۳٫۵ لیتر", "fa Persian digits with the Arabic decimal separator U+066B: ۱۳٫۵ = 13.5"),
    g("b_fa_decimal_dropped", "A", "13.5", "wrong", "answer_is", FA_PL + "پاسخ: ۱۳۵ لیتر", "fa ۱۳۵ = 135: the decimal separator lost"),
    g("b_zh_loop_cut", "A", "279", "no_answer", "truncated", "每箱有 24 个苹果，17 箱共有 24 × 17 = 408 个苹果。\n卖出 129 个后，还剩" + "还剩" * 80, "zh a repetition loop '还剩还剩…' ('remaining…') cut before any number: no answer"),
    g("b_ru_ok_bom", "B", "273", "correct", "answer_is", "\ufeff" + RU + "Ответ: 273 км.", "ru a byte-order mark U+FEFF at the start"),
    g("b_ko_ok_crlf", "B", "39", "correct", "answer_is", KO.replace("\n", "\r\n") + "답: 39개\r\n", "ko Windows line ends \\r\\n"),
    g("b_th_ok_zwsp", "B", "406", "correct", "answer_is", TH + "คำตอบคือ\u200b406\u200bบาท", "th zero-width spaces (U+200B) as Thai word breaks around the number"),
    g("b_de_zwsp_inside", "B", "29400", "correct", "hash", DE + "#### 29\u200b400", "de a zero-width space inside 29400 (copy-paste artefact): the digits are 29400", True),
    g("b_bn_swapped", "A", "247", "wrong", "answer_is", BN + "উত্তর: ২৭৪টি", "bn ২৭৪ = 274, digits swapped"),
    g("b_el_ok_greek_qmark", "B", "63", "correct", "answer_is", "Πόσα βιβλία έμειναν\u037e\n" + EL + "Απάντηση: 63", "el Greek question mark U+037E in the restated question"),
    g("b_zh_ok_emoji", "B", "279", "correct", "answer_is", ZH + "✅ 答案：279 🍎", "zh emoji around the answer"),
    g("b_ru_ok_long_loop", "B", "273", "correct", "answer_is", RU + RU_LOOP + "Ответ: 273 км.", "ru a long repeated check loop (40 times) then the answer"),
    g("b_ru_long_loop_cut", "A", "273", "no_answer", "truncated", "Поезд идёт со скоростью 78 км/ч в течение 3,5 часа.\n" + RU_LOOP[:2000], "ru a check loop that keeps recomputing 273 (78 · 3,5) and is cut mid-line: the value is only ever computed, never committed as an answer", True),
    g("b_ru_ok_tab", "B", "273", "correct", "answer_is", RU + "Ответ:\t273\tкм", "ru tabs around the number"),
    m("b_m_ja_ok_fullwidth_paren", "B", G_JA, "correct", "answer_is", MJA + "答え：２√１３", "ja fullwidth digits with √: ２√１３ = 2√13"),
    m("b_m_ar_ok_indic_latex", "B", G_AR, "correct", "answer_is", MAR + r"الإجابة: $٤٩\pi$", "ar Arabic-Indic digits inside LaTeX: ٤٩π = 49π"),
    m("b_m_fa_wrong_digits", "A", G_AR, "wrong", "answer_is", MAR + r"پاسخ: $۱۴\pi$", "fa ۱۴π = 14π (circumference), not the area"),
    g("n_zh_emoji", "A", "279", "wrong", "answer_is", ZH_SLIP + "❌ 279\n✅ 289", "zh cross mark on 279, check mark on 289: the model's final is 289"),
    g("n_zh_ok_emoji", "B", "279", "correct", "answer_is", ZH + "❌ 289\n✅ 279", "zh cross mark on 289, check mark on 279"),
    # ================================================================ more MATH, kind A mostly
    m("t_m_bn_forgot_half", "A", G_BN, "wrong", "tag", th(r"$8 \cdot 5 = 40$" + "\n") + "<answer>অষ্টভুজের কর্ণের সংখ্যা ৪০টি।</answer>", "bn '40 diagonals' (৪০): the division by 2 forgotten"),
    m("t_m_th_approx", "A", G_TH, "wrong", "tag", th(r"$2^{10}$ ประมาณ $10^3$" + "\n") + "<answer>คำตอบคือประมาณ 1,000</answer>", "th 'the answer is about 1,000': an approximation"),
    m("t_m_uk_sign", "A", G_UK, "wrong", "tag", th(r"$x_0 = 4$, $y_0 = 16 - 32 + 11$" + "\n") + r"<answer>Вершина: $(4; 5)$</answer>", "uk vertex (4; 5): sign of y lost"),
    m("t_m_vi_sign", "A", G_VI, "wrong", "tag", th(r"$(x - 4)(x + 3) = x^2 + 4x - 3x - 12$" + "\n") + r"<answer>$x^2 + x - 12$</answer>", "vi x^2 + x - 12: middle sign wrong"),
    m("t_m_el_n_times", "A", G_EL, "wrong", "tag", th(r"$6 \cdot 180^\circ$" + "\n") + r"<answer>Το άθροισμα είναι $1080^\circ$.</answer>", "el 1080°: n·180 instead of (n−2)·180"),
    m("t_m_sv_no_root", "A", G_SV, "wrong", "tag", th(r"$\sqrt{50} = \sqrt{25} \cdot \sqrt{2}$" + "\n") + r"<answer>Svaret är $25\sqrt{2}$.</answer>", "sv 25√2: the square root of 25 not taken"),
    m("t_m_tr_sign", "A", G_TR, "wrong", "tag", th(r"$f(-2) = 3 \cdot 4 - 4 + 5$" + "\n") + r"<answer>$f(-2) = 13$ olur.</answer>", "tr f(-2) = 13: −2·(−2) taken as −4"),
    m("t_m_ar_circumference", "A", G_AR, "wrong", "tag", th(r"محيط الدائرة $= 2\pi r = 14\pi$" + "\n") + r"<answer>الجواب هو $14\pi$.</answer>", "ar 14π: the circumference, not the area"),
    m("t_m_nl_ok_sqrt12", "B", G_NL, "correct", "tag", th(MNL) + r"<answer>$\sqrt{12}$</answer>", "nl √12 = 2√3 (equal in value, not simplified)"),
    m("x_m_fr_ok_ineq", "B", G_FR, "correct", "answer_is", MFR + r"Réponse : $-4 < x < 3$.", "fr the interval as a double inequality -4 < x < 3 = (-4, 3)"),
    m("x_m_ko_ok_order", "B", G_KO, "correct", "answer_is", MKO + r"답: $x = 7$ 또는 $x = -2$", "ko roots in the other order, 'or' (또는) listing both"),
    m("x_m_hi_one_coord", "A", G_HI, "wrong", "answer_is", MHI + r"उत्तर: $x = 7$", "hi only x = 7; the pair (7, 4) asked"),
    m("x_m_tl_ok_decimal", "B", G_TL, "correct", "answer_is", MTL + "Ang median ay 7.0.", "tl 7.0 = 7"),
    m("x_m_pl_binary", "A", G_PL, "wrong", "answer_is", r"Zamieniamy $234_5$ na system dwójkowy: $234_5 = 69 = 1000101_2$." + "\nOdpowiedź: $1000101$", "pl the answer written as binary digits 1000101 without the base: as a number it is 1000101, not 69", True),
    m("n_m_cs_ok_neni_ale", "B", G_CS, "correct", "answer_is", MCS + r"Výsledek není $\frac{\sqrt{3}}{2}$, ale $-\frac{\sqrt{3}}{2}$.", "cs 'the result is not √3/2 but −√3/2'"),
    m("n_m_cs_neni_ale", "A", G_CS, "wrong", "answer_is", r"$\cos 150^\circ = \cos(180^\circ - 30^\circ)$, a kosinus je sudá funkce." + "\n" + r"Výsledek tedy není $-\frac{\sqrt{3}}{2}$, ale $\frac{\sqrt{3}}{2}$.", "cs 'the result is thus not −√3/2 but √3/2': gold negated"),
    m("q_m_tr_ogretmen", "A", G_TR, "wrong", "answer_is", r"Öğretmenimiz cevabın $21$ olduğunu söyledi ama ben $f(-2) = 12 - 4 + 5 = 13$ buldum." + "\nCevap: $13$", "tr 'our teacher said the answer is 21 but I found 13. Answer: 13'"),
    m("r_m_hi_ok_jaanch", "B", G_HI, "correct", "answer_is", MHI + r"उत्तर: $(7, 4)$" + "\n\nजाँच: $7 + 4 = 11$ ✓, $7 - 4 = 3$ ✓", "hi 'check' (जाँच) after the answer"),
    m("r_m_th_kaekhai", "A", G_TH, "wrong", "answer_is", MTH + "ดังนั้นคำตอบคือ 1024\n\nขอแก้ไข: โจทย์ถาม $2^{11}$ ไม่ใช่ $2^{10}$ ดังนั้นคำตอบคือ 2048", "th 'correction: the problem asks 2^11, not 2^10, so the answer is 2048'"),
    m("h_m_zh_hash_ok", "B", G_ZH, "correct", "hash", MZH + r"最终答案：#### 2/9", "zh 'final answer: #### 2/9' on the MATH path"),
    m("h_m_ru_hash_wrong", "A", G_RU, "wrong", "hash", r"$S = \frac{2}{1 - 1/5} = \frac{2}{5/4}$" + "\nОтвет: #### 8/5", "ru 'Answer: #### 8/5': 1 − 1/5 inverted wrongly"),
]
CASES += [
    # ================================================================ mixed-language outputs, hedges, cut-offs (mostly kind A)
    g("t_mix_drift_zh", "A", "279", "wrong", "tag", th("Each box has 24 apples and there are 17 boxes, so 24 × 17 = 408.\n嗯，题目说卖出了 119 个，所以 408 − 119 = 289。\n") + "<answer>所以答案是 289。</answer>", "English thinking drifting into Chinese (Qwen-style language mixing), zh 'so the answer is 289'"),
    g("t_mix_ok_drift_zh", "B", "279", "correct", "tag", th("Each box has 24 apples and there are 17 boxes, so 24 × 17 = 408.\n嗯，卖出了 129 个，所以 408 − 129 = 279。\n") + "<answer>所以答案是 279。</answer>", "twin of t_mix_drift_zh with the right value"),
    g("t_mix_ru_tag_en", "A", "273", "wrong", "tag", th("Поезд ехал 3 часа (полчаса стоял), 78 · 3 = 234.\n") + "<answer>234 km</answer>", "Russian thinking, English unit in the tag: 234"),
    g("t_ja_cut_in_think", "A", "2240", "no_answer", "truncated", "<think>\nノート1冊は460円なので、6冊で 460 × 6 = 2760円です。\n5000円札で払うと、おつりは 5000 − ", "ja cut inside the thinking before the change is computed"),
    g("t_sv_cut", "A", "5500", "no_answer", "truncated", "<think>\nFyra biljetter à 1 375 kr kostar 4 · 1 375 =", "sv cut before the product"),
    g("h_mix_ko_en", "A", "39", "wrong", "hash", KO + "Final answer: #### 234개", "Korean working, English marker: #### 234 (the total)"),
    g("h_mix_hinglish", "A", "33", "wrong", "hash", "Class mein 55 students hain, 40% boys hain.\nBoys = 55 × 40/100 = 22\nToh answer hai #### 22", "Hinglish (romanised Hindi): 'so the answer is #### 22': the boys"),
    g("h_mix_ok_hinglish", "B", "33", "correct", "hash", "Class mein 55 students hain, 40% boys hain.\nBoys = 55 × 40/100 = 22\nGirls = 55 − 22 = 33\nToh answer hai #### 33", "Hinglish: 'so the answer is #### 33'"),
    g("h_mix_taglish", "A", "105", "wrong", "hash", "Ana has 300 piso. Bumili siya ng 3 libro na tig-65.\n3 × 65 = 195\nSo ang sagot ay #### 195", "Taglish: 'so the answer is #### 195' (the amount spent)"),
    g("h_mix_spanglish", "A", "74.7", "wrong", "hash", "Cada cuaderno cuesta 12,45 € and she buys 5.\n5 × 12,45 = 62,25\nEntonces the total is #### 62,25", "Spanish-English mix: #### 62,25 (5 notebooks misread)"),
    g("h_mix_de_en", "A", "29400", "wrong", "hash", "Das Monatsgehalt ist 2.450 €.\nSo the answer ist #### 2.450", "German-English mix: #### 2.450, the monthly figure"),
    g("x_zh_hedge", "A", "279", "wrong", "answer_is", ZH + "但如果卖出的是 119 个，就剩 289 个。\n所以答案可能是 279 或 289。", "zh 'so the answer may be 279 or 289': a hedge"),
    g("x_ja_hedge", "A", "2240", "wrong", "answer_is", JA + "ただし1冊480円なら2120円なので、答えは2240円か2120円のどちらかです。", "ja 'the answer is either 2240 or 2120 yen': a hedge"),
    g("x_es_hedge", "A", "74.7", "wrong", "answer_is", ES + "La respuesta es 74,70 € o 62,25 €, según si cuenta el cuaderno que le regalaron.", "es '74,70 € or 62,25 €, depending on ...': a hedge"),
    g("x_de_two_hash", "A", "29400", "wrong", "hash", DE + "#### 29400\n#### 26950", "de two #### lines with different values, no explanation"),
    g("x_fr_range", "A", "225", "wrong", "answer_is", FR + "Réponse : entre 200 et 250 minutes.", "fr 'between 200 and 250 minutes': a range, not the value"),
    g("x_ko_approx", "A", "39", "wrong", "answer_is", KO + "답: 약 40개", "ko 'about 40': rounded"),
    g("x_pt_approx", "A", "276", "wrong", "answer_is", PT + "Resposta: aproximadamente R$ 280.", "pt 'approximately R$ 280'"),
    g("x_ar_approx", "A", "595", "wrong", "answer_is", AR + "الإجابة: تقريبًا 600 كرسي.", "ar 'approximately 600 chairs'"),
    g("x_vi_hedge", "A", "120000", "wrong", "answer_is", VI + "Đáp số: 120.000 hoặc 144.000 đồng (nếu mua 3 kg).", "vi '120.000 or 144.000 dong (if 3 kg were bought)': two values as the result line", True),
    g("n_uk_refuse", "A", "510", "no_answer", "none", "Вибачте, я не можу розв'язати цю задачу: в умові не вказано ціну книжки.", "uk 'sorry, I cannot solve this problem: the book's price is not given'"),
    g("n_tl_dunno", "A", "105", "no_answer", "none", "May 300 piso si Ana. Bumili siya ng 3 libro.\nHindi ko alam kung magkano ang bawat libro, kaya hindi ko masasagot ito.", "tl 'I do not know how much each book costs, so I cannot answer this'"),
    m("x_m_zh_hedge", "A", G_ZH, "wrong", "answer_is", MZH + r"答：$\frac{2}{9}$ 或 $\frac{1}{9}$（取决于是否区分两个骰子）。", "zh '2/9 or 1/9 (depending on whether the dice are distinguished)': a hedge"),
    m("x_m_de_hedge", "A", G_DE, "wrong", "answer_is", MDE + r"Antwort: $5 + i$ oder $5 - i$.", "de '5 + i or 5 − i': a hedge"),
    m("x_m_fr_half", "A", G_FR, "wrong", "answer_is", r"$2x + 1 < 7 \iff x < 3$ et $2x + 1 > -7 \iff x > -4$." + "\nRéponse : $x > -4$.", "fr only one of the two bounds"),
    m("x_m_it_unsure", "A", G_IT, "wrong", "answer_is", MIT + r"Risposta: $\frac{4}{11}$? Non sono sicuro... forse è $\frac{9}{25}$.", "it '4/11? I am not sure... maybe it is 9/25': the last value 9/25 after a doubt", True),
    m("t_m_he_product", "A", G_HE, "wrong", "tag", th(r"$\frac{12 \cdot 20}{2} = 120$" + "\n") + r"<answer>הכפולה המשותפת הקטנה ביותר היא $120$.</answer>", "he 'the least common multiple is 120': divided by 2 instead of gcd 4"),
    m("t_m_th_cut", "A", G_TH, "no_answer", "truncated", "<think>\n" + MTH, "th cut inside the thinking at 32^2, no answer"),
    m("q_m_ja_mix_en", "A", G_JA, "wrong", "answer_is", r"The distance is $\sqrt{36 + 16} = \sqrt{52}$." + "\n答え：約 7.2", "English working, ja 'Answer: about 7.2': a rounded decimal for 2√13"),
    m("q_m_ko_textbook", "A", G_KO, "wrong", "answer_is", r"교과서 답지에는 $-2, 7$ 이라고 되어 있지만, 제 계산으로는 $(x - 7)(x - 2) = 0$ 이므로 $x = 2, 7$ 입니다." + "\n답: $2, 7$", "ko 'the textbook key says -2, 7, but by my calculation x = 2, 7. Answer: 2, 7'"),
    m("q_m_sv_ok_om", "B", G_SV, "correct", "answer_is", MSV + r"(Om talet vore $32$ skulle svaret bli $4\sqrt{2}$.) Svar: $5\sqrt{2}$", "sv '(if the number were 32 the answer would be 4√2.) Answer: 5√2'"),
]
DECISIONS = {
    "t_ru_two_values": ("reject", "an exact value followed by 'or about 270' in the same tag is two values; README: a hedge is wrong"),
    "x_m_de_ok_pair": ("accept", "z = 5 + i is the stated value; Re and Im after it restate it, not a second answer"),
    "n_ru_neverno": ("reject", "a value the model itself marks '(incorrect)' is not a committed answer; labelled wrong as round 21 did"),
    "u_zh_shao": ("reject", "'279 fewer' states a decrease, not the remainder asked; the working's value with a relation word is not the answer"),
    "u_ru_ok_moroz": ("accept", "'N degrees of frost' is standard Russian for -N degrees Celsius"),
    "u_it_ok_sottozero": ("accept", "'N gradi sotto zero' means -N degrees"),
    "u_pl_ml": ("reject", "13 500 as a number is not 13.5; the unit the model dropped would have to be guessed"),
    "u_m_el_rad": ("reject", "round 1's decision: degrees are not radians; the gold 720 is a degree count"),
    "r_hi_withdrawn": ("reject", "the model withdraws its only value and gives none: no committed answer (no_answer; round 21 labelled the like 'wrong'; either way kind A)"),
    "q_pl_few_shot": ("reject", "13,5 is the echoed example's answer; the completion ends at an empty answer line for an invented question"),
    "q_m_id_andai": ("reject", "the value is stated under 'suppose' and then the model says it cannot be determined"),
    "b_he_rlo": ("reject", "the characters are 451 (the working computes 11 × 41 = 451); an override that only changes the display does not change the stated value"),
    "b_de_zwsp_inside": ("accept", "an invisible zero-width space inside the digits; the written digits are 29400"),
    "b_ru_long_loop_cut": ("reject", "cut mid-line: every line restates the working's 273 but no answer is ever committed (no_answer)"),
    "x_m_pl_binary": ("reject", "1000101 without its base is a different number; the stated final answer is not 69"),
    "x_vi_hedge": ("reject", "two values joined by 'hoặc' (or) on the result line, the second conditional: a hedge is wrong"),
    "x_m_it_unsure": ("reject", "the model doubts 4/11 and ends with 'maybe 9/25': the last value is 9/25, and the whole is a hedge; wrong either way"),
    "t_fr_hours": ("reject", "3 h 45 is the given duration restated; the number stated is not 225 (minutes asked); equal as a time, not as the number asked"),
}
# fmt: on

if __name__ == "__main__":
    write_probes("adversarial_redteam61", CASES, [], DECISIONS)
