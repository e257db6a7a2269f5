r"""Build adversarial_redteam91.jsonl: a ninety-first round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam91", issue 25), written by a new helper WITHOUT reading
the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or earlier
multilingual rounds, and WITHOUT running any checker on the probes; handed over BEFORE any scoring.
Not model output. Only corpus/README.md, corpus_build.py, build_adversarial_redteam21.py (structure)
and the issue text were read.

Aim of this round: the eight classes of issue 25 with answers written in languages OTHER than
English (Chinese, Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German,
Italian, Dutch, Polish, Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai,
Greek, Hebrew, Czech, Swedish, Tagalog), both paths, written the way a multilingual model writes
them: answer phrases of the language, decimal commas and local thousands separators, scale words
(万, 만, lakh, millón / mil, Milliarde), native digits, counted nouns and units, negation and
correction idioms, checks after the answer, reported and hypothetical speech, tags with sentences
in the language, mixed-language outputs.

Problems and golds (arithmetic checked by hand, and with python on the numbers only):
GSM8K
- pencils: 37 boxes of 24 = 888 (37*24 = 740 + 148 = 888); 185 sold -> 888 - 185 = 703
  (check 703 + 185 = 888). Misreading 158 sold: 888 - 158 = 730.
- salary: 4,350 a month for 12 months = 52,200 (4350*12 = 43500 + 8700); bonus 2,750 ->
  54,950. Without the bonus: 52,200.
- rice: 7.5 kg at 3.84 a kg = 28.80 (7*3.84 = 26.88, 0.5*3.84 = 1.92, sum 28.80). Only 7 kg: 26.88.
- eggs: 13 trays of 47 = 611 (13*47 = 470 + 141). 12 trays: 564.
- temperature: 2 degrees, falling 1.25 an hour for 10 hours -> 2 - 12.5 = -10.5. Sign lost: 10.5.
- city: 1,800,000 people + 700,000 -> 2,500,000 (= 2.5 million = 250万 = 250만 = 25 lakh).
  2.5 mil (Spanish "mil" = thousand) = 2,500; 2,5 Milliarden = 2,500,000,000; 2.5 करोड़ = 25,000,000.
- exam: 68 of 80 passed -> 68/80 = 0.85 = 85 % (check 80*0.85 = 68). Failed: 12/80 = 15 %.
- wallet: 150 spent on 3 items of 50 -> 150 - 3*50 = 0. One item forgotten: 150 - 100 = 50.
MATH
- 1/3 + 1/4 = 4/12 + 3/12 = 7/12 (= 0.58333...).
- sqrt(88) = sqrt(4*22) = 2\sqrt{22} (~ 9.3808).
- x + y = -5, x - y = 13 -> 2x = 8, x = 4, y = -9 -> (4, -9) (check 4 - (-9) = 13).
- (2 - i)(3 - 2i) = 6 - 4i - 3i + 2i^2 = 6 - 7i - 2 = 4 - 7i.
- 255 degrees = 255*pi/180 = 17pi/12 (255 = 15*17, 180 = 15*12).
- |2x - 3| <= 7 -> -7 <= 2x - 3 <= 7 -> -4 <= 2x <= 10 -> [-2, 5].
- (4x - 3)(x + 6) = 4x^2 + 24x - 3x - 18 = 4x^2 + 21x - 18.
- 2x^2 - 9x - 5 = (2x + 1)(x - 5) -> roots -1/2 and 5 (2*25 - 45 - 5 = 0; 0.5 + 4.5 - 5 = 0).
- 413_5 = 4*25 + 1*5 + 3 = 108.
- C(11, 5) = 11*10*9*8*7/120 = 55440/120 = 462.
- 0.\overline{45} = 45/99 = 5/11.
- sector of radius 6, angle 100 degrees: (100/360)*36\pi = 10\pi (~ 31.4159).
- x^3 - 16x at x = 4: 64 - 64 = 0.

Id prefixes: `t_` answer tags; `h_` a phrase marker then `####`; `x_` exactness (decimal commas,
separators, scale words, approximations); `n_` negation, strike-out, annotation; `u_` unit and
counted-noun words after the number; `r_` retractions and harmless after-text; `q_` quoted,
reported, hypothetical text; `b_` bad input a JSON corpus can hold (native digits, full-width
digits, bidi marks, BOM, zero-width and no-break spaces, line separators; no lone surrogates).
`_m_` marks MATH, `_ok_` kind B. The two-letter language code follows the class prefix.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker would accept; "B" a right
final answer in a notation or wording real models write.

Labels: the model's LAST COMMITTED final answer decides. A value it withdraws, negates, marks wrong
or only mentions as a hypothetical, a quotation or someone else's claim is not its answer. A hedge
between two values or two different final answers is `wrong`; no final answer is `no_answer`; a
value equal to the gold mathematically (decimal comma, local separators, scale words, native
digits, `703 支铅笔`) is `correct`; a rounded decimal for an exact irrational or repeating gold is
`wrong`; a check, a translation or a pleasantry after a committed answer does not replace it.
Debatable probes carry `"debatable": true` and the proposed decision in the note and in DECISIONS.

Wrong values used in kind-A probes (checked by hand): 888 - 158 = 730; 7*3.84 = 26.88; 12*47 = 564;
12/80 = 15 %; 1.8 + 0.6 = 2.4 million; 2 - 1.25*8 = -8; 1/3 * 1/4 = 1/12; C(11, 4) = 7920/24 = 330;
462/2 = 231; 413_6 = 144 + 6 + 3 = 153; 0.45 = 9/20; (120/360)*36pi = 12pi; 4^3 - 16 = 48;
x + y = -5, x - y = 3 -> (-1, -4); (2 - i)(3 - 2i) with i^2 = +1 -> 8 - 7i.

Usage: cd packages/check/corpus && python3 build_adversarial_redteam91.py
"""

from corpus_build import g, m, th, write_probes

# ================================================================ working, by problem and language
ZH_PEN = (
    "每盒有 24 支铅笔，37 盒共有 37 × 24 = 888 支。\n卖出 185 支后，剩下 888 − 185 = 703 支。\n"
)
ZH_PEN_SLIP = (
    "每盒有 24 支铅笔，37 盒共有 37 × 24 = 888 支。\n卖出 158 支后，剩下 888 − 158 = 730 支。\n"
)
RU_PEN = "В 37 коробках по 24 карандаша: 37 · 24 = 888 карандашей.\nПосле продажи 185 штук осталось 888 − 185 = 703 карандаша.\n"
RU_PEN_SLIP = "В 37 коробках по 24 карандаша: 37 · 24 = 888 карандашей.\nПосле продажи 158 штук осталось 888 − 158 = 730 карандашей.\n"
ES_SAL = (
    "En 12 meses gana 12 × 4.350 = 52.200 €.\nCon la prima de 2.750 €: 52.200 + 2.750 = 54.950 €.\n"
)
ES_SAL_NB = "En 12 meses gana 12 × 4.350 = 52.200 €.\n"
DE_RICE = "7,5 kg Reis zu je 3,84 € kosten 7,5 · 3,84 = 28,80 €.\n"
DE_RICE_SLIP = "7 kg Reis zu je 3,84 € kosten 7 · 3,84 = 26,88 €.\n"
JA_EGG = "1 トレイに卵が 47 個あり、13 トレイなので 13 × 47 = 611 個です。\n"
JA_EGG_SLIP = "1 トレイに卵が 47 個あり、12 トレイなので 12 × 47 = 564 個です。\n"
FR_TEMP = "La température baisse de 1,25 × 10 = 12,5 degrés en 10 heures.\nElle passe donc de 2 °C à 2 − 12,5 = −10,5 °C.\n"
KO_CITY = "현재 인구는 180만 명이고 70만 명이 늘어나므로 180만 + 70만 = 250만 명입니다.\n"
PT_PASS = "Passaram 68 dos 80 alunos: 68 ÷ 80 = 0,85, ou seja, 85%.\n"
IT_WAL = "Tre oggetti da 50 € costano 3 × 50 = 150 €.\nLe restano 150 − 150 = 0 €.\n"
AR_PEN = (
    "عدد الأقلام في 37 علبة هو 37 × 24 = 888 قلمًا.\nبعد بيع 185 قلمًا يتبقى 888 − 185 = 703 أقلام.\n"
)
HI_CITY = "अभी आबादी 18 लाख है और 7 लाख लोग और जुड़ते हैं, तो 18 लाख + 7 लाख = 25 लाख।\n"
VI_SAL = "Lương 12 tháng là 12 × 4.350 = 52.200 đô la.\nCộng thưởng 2.750: 52.200 + 2.750 = 54.950 đô la.\n"
TR_EGG = "Her kasada 47 yumurta var, 13 kasada 13 × 47 = 611 yumurta eder.\n"
PL_RICE = "7,5 kg ryżu po 3,84 zł to 7,5 · 3,84 = 28,80 zł.\n"
ID_PASS = "Siswa yang lulus 68 dari 80, jadi 68/80 × 100% = 85%.\n"
NL_TEMP = "In 10 uur daalt de temperatuur 10 × 1,25 = 12,5 graden, dus 2 − 12,5 = −10,5 °C.\n"
UK_EGG = "У 13 лотках по 47 яєць: 13 · 47 = 611 яєць.\n"
EL_PEN = "Τα 37 κουτιά έχουν 37 · 24 = 888 μολύβια. Μετά την πώληση 185 μένουν 888 − 185 = 703.\n"
CS_SAL = "Za 12 měsíců dostane 12 · 4 350 = 52 200 Kč, s odměnou 2 750 Kč je to 52 200 + 2 750 = 54 950 Kč.\n"
SV_WAL = "Tre saker à 50 kr kostar 3 · 50 = 150 kr, så kvar blir 150 − 150 = 0 kr.\n"
TH_PEN = "ดินสอทั้งหมด 37 × 24 = 888 แท่ง ขายไป 185 แท่ง เหลือ 888 − 185 = 703 แท่ง\n"
FA_RICE = "قیمت ۷٫۵ کیلو برنج با کیلویی ۳٫۸۴ دلار برابر است با 7.5 × 3.84 = 28.80 دلار.\n"
HE_PASS = "עברו 68 מתוך 80 תלמידים: 68 ÷ 80 = 0.85, כלומר 85%.\n"
BN_EGG = "প্রতি ট্রেতে 47টি ডিম, 13টি ট্রেতে 13 × 47 = 611টি ডিম।\n"
TL_WAL = "Tatlong bagay na tig-50 piso: 3 × 50 = 150 piso. Kaya ang natira ay 150 − 150 = 0 piso.\n"

# MATH working
ZH_FRAC = r"通分：$\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12} = \frac{7}{12}$。" + "\n"
JA_CPX = (
    r"展開すると $(2 - i)(3 - 2i) = 6 - 4i - 3i + 2i^2 = 6 - 7i - 2 = 4 - 7i$ となります。" + "\n"
)
RU_SYS = r"Сложим уравнения: $2x = 8$, значит $x = 4$, тогда $y = -5 - 4 = -9$." + "\n"
FR_INT = r"On a $-7 \le 2x - 3 \le 7$, donc $-4 \le 2x \le 10$, soit $-2 \le x \le 5$." + "\n"
DE_RAD = (
    r"Umrechnung: $255^\circ \cdot \frac{\pi}{180^\circ} = \frac{255\pi}{180} = \frac{17\pi}{12}$."
    + "\n"
)
ES_ROOTS = r"Factorizamos: $2x^2 - 9x - 5 = (2x + 1)(x - 5) = 0$." + "\n"
KO_SQRT = r"$\sqrt{88} = \sqrt{4 \cdot 22} = 2\sqrt{22}$ 입니다." + "\n"
PT_COMB = (
    r"$\binom{11}{5} = \frac{11 \cdot 10 \cdot 9 \cdot 8 \cdot 7}{5!} = \frac{55440}{120} = 462$."
    + "\n"
)
IT_REP = (
    r"Sia $x = 0.\overline{45}$; allora $100x - x = 45$, cioè $99x = 45$ e $x = \frac{45}{99} = \frac{5}{11}$."
    + "\n"
)
VI_EXP = r"Khai triển: $(4x - 3)(x + 6) = 4x^2 + 24x - 3x - 18 = 4x^2 + 21x - 18$." + "\n"
TR_BASE = r"$413_5 = 4 \cdot 25 + 1 \cdot 5 + 3 = 100 + 5 + 3 = 108$." + "\n"
PL_SECT = (
    r"Pole wycinka: $\frac{100^\circ}{360^\circ} \cdot \pi \cdot 6^2 = \frac{5}{18} \cdot 36\pi = 10\pi$."
    + "\n"
)
UK_ZERO = r"Підставимо $x = 4$: $4^3 - 16 \cdot 4 = 64 - 64 = 0$." + "\n"
AR_SYS = r"بجمع المعادلتين نحصل على $2x = 8$ أي $x = 4$، ومنه $y = -5 - 4 = -9$." + "\n"
HI_FRAC = (
    r"हर को समान करें: $\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12} = \frac{7}{12}$।"
    + "\n"
)
NL_CPX = r"Uitwerken: $(2 - i)(3 - 2i) = 6 - 4i - 3i + 2i^2 = 4 - 7i$." + "\n"
ID_INT = r"Dari $|2x - 3| \le 7$ diperoleh $-7 \le 2x - 3 \le 7$, jadi $-2 \le x \le 5$." + "\n"
EL_BASE = r"Έχουμε $413_5 = 4 \cdot 5^2 + 1 \cdot 5 + 3 = 108$." + "\n"
SV_ROOTS = (
    r"Faktorisera: $2x^2 - 9x - 5 = (2x + 1)(x - 5)$, så $x = -\frac{1}{2}$ eller $x = 5$." + "\n"
)
CS_REP = r"Položme $x = 0.\overline{45}$, pak $99x = 45$ a $x = \frac{5}{11}$." + "\n"
TH_SQRT = r"$\sqrt{88} = \sqrt{4 \times 22} = 2\sqrt{22}$" + "\n"
FA_RAD = r"$255^\circ = 255 \cdot \frac{\pi}{180} = \frac{17\pi}{12}$" + "\n"
HE_COMB = r"מספר הדרכים הוא $\binom{11}{5} = 462$." + "\n"
BN_EXP = r"গুণ করে পাই $(4x - 3)(x + 6) = 4x^2 + 21x - 18$।" + "\n"
TL_SECT = r"Ang area ng sektor: $\frac{100}{360} \cdot \pi \cdot 6^2 = 10\pi$." + "\n"


CASES = [
    # ============================================================ t_: answer tags
    g(
        "t_ok_zh_sentence",
        "B",
        "703",
        "correct",
        "answer_tag",
        th(ZH_PEN) + "<answer>答案是 703 支铅笔。</answer>",
        "Chinese sentence in the tag: 'the answer is 703 pencils'.",
    ),
    g(
        "t_zh_sentence",
        "A",
        "703",
        "wrong",
        "answer_tag",
        th(ZH_PEN_SLIP) + "<answer>答案是 730 支铅笔。</answer>",
        "Chinese sentence in the tag states 730 (misread 158); gold 703.",
    ),
    g(
        "t_ok_ru_otvet",
        "B",
        "703",
        "correct",
        "answer_tag",
        th(RU_PEN) + "<answer>Ответ: 703 карандаша.</answer>",
        "Russian 'Answer: 703 pencils' inside the tag.",
    ),
    g(
        "t_ru_otvet",
        "A",
        "703",
        "wrong",
        "answer_tag",
        th(RU_PEN_SLIP) + "<answer>Ответ: 730 карандашей.</answer>",
        "Russian 'Answer: 730 pencils'; gold 703.",
    ),
    g(
        "t_ok_es_equation",
        "B",
        "54950",
        "correct",
        "answer_tag",
        th(ES_SAL) + "<answer>52.200 + 2.750 = 54.950 €</answer>",
        "Spanish-style equation chain with '.' thousands separators; final value 54,950.",
    ),
    g(
        "t_es_equation",
        "A",
        "54950",
        "wrong",
        "answer_tag",
        th(ES_SAL_NB) + "<answer>12 × 4.350 = 52.200 €</answer>",
        "Equation ends at 52,200 (bonus forgotten); gold 54,950. Spanish '.' is a thousands separator, not 52.2.",
    ),
    g(
        "t_ok_de_decimal_comma",
        "B",
        "28.8",
        "correct",
        "answer_tag",
        th(DE_RICE) + "<answer>Der Reis kostet insgesamt 28,80 €.</answer>",
        "German 'the rice costs 28.80 EUR in total', decimal comma.",
    ),
    g(
        "t_de_decimal_comma",
        "A",
        "28.8",
        "wrong",
        "answer_tag",
        th(DE_RICE_SLIP) + "<answer>Der Reis kostet insgesamt 26,88 €.</answer>",
        "German sentence states 26.88 (only 7 kg); gold 28.8.",
    ),
    g(
        "t_ok_ja_sentence",
        "B",
        "611",
        "correct",
        "answer_tag",
        th(JA_EGG) + "<answer>卵は全部で611個です。</answer>",
        "Japanese: 'there are 611 eggs in total'.",
    ),
    g(
        "t_ja_sentence",
        "A",
        "611",
        "wrong",
        "answer_tag",
        th(JA_EGG_SLIP) + "<answer>卵は全部で564個です。</answer>",
        "Japanese: 564 eggs (12 trays); gold 611.",
    ),
    g(
        "t_ok_fr_negative",
        "B",
        "-10.5",
        "correct",
        "answer_tag",
        th(FR_TEMP) + "<answer>La température finale est de −10,5 °C.</answer>",
        "French, Unicode minus and decimal comma: -10.5.",
    ),
    g(
        "t_fr_negative_lost",
        "A",
        "-10.5",
        "wrong",
        "answer_tag",
        th(FR_TEMP) + "<answer>La température finale est de 10,5 °C.</answer>",
        "French tag drops the sign: 10.5 vs gold -10.5 (working shows -10.5, tag is the final answer).",
    ),
    g(
        "t_ok_ko_man",
        "B",
        "2500000",
        "correct",
        "answer_tag",
        th(KO_CITY) + "<answer>250만 명</answer>",
        "Korean 250만 = 250 x 10,000 = 2,500,000 people.",
    ),
    g(
        "t_ko_man_wrong",
        "A",
        "2500000",
        "wrong",
        "answer_tag",
        th("현재 인구는 180만 명이고 70만 명이 늘어나므로 180만 + 70만 = 250만 명입니다.\n")
        + "<answer>250 명</answer>",
        "Korean tag drops the 만 (10,000) scale word: 250 people vs gold 2,500,000.",
    ),
    g(
        "t_ok_pt_percent",
        "B",
        "85",
        "correct",
        "answer_tag",
        th(PT_PASS) + "<answer>Passaram 85% dos alunos.</answer>",
        "Portuguese: '85% of the students passed'.",
    ),
    g(
        "t_pt_percent",
        "A",
        "85",
        "wrong",
        "answer_tag",
        th("Reprovaram 12 dos 80 alunos: 12 ÷ 80 = 0,15, ou seja, 15%.\n")
        + "<answer>15% dos alunos.</answer>",
        "Portuguese: 15% (the share that failed); gold 85.",
    ),
    g(
        "t_ok_it_zero",
        "B",
        "0",
        "correct",
        "answer_tag",
        th(IT_WAL) + "<answer>Non le resta nulla: 0 €.</answer>",
        "Italian: 'nothing is left: 0 EUR'. Negation word 'non' belongs to 'nulla', the value 0 is stated.",
    ),
    g(
        "t_it_placeholder",
        "A",
        "0",
        "no_answer",
        "answer_tag",
        th(IT_WAL) + "<answer>[inserisci qui la risposta]</answer>",
        "Italian placeholder 'insert the answer here'; the think block is not the answer -> no_answer.",
    ),
    g(
        "t_ok_ar_sentence",
        "B",
        "703",
        "correct",
        "answer_tag",
        th(AR_PEN) + "<answer>الإجابة: 703 أقلام</answer>",
        "Arabic 'the answer: 703 pens'.",
    ),
    g(
        "t_ar_unclosed_two",
        "A",
        "703",
        "wrong",
        "answer_tag",
        th(AR_PEN) + "<answer>703 أو 730</answer>",
        "Arabic '703 or 730': a hedge between two values -> wrong.",
    ),
    g(
        "t_ok_hi_lakh",
        "B",
        "2500000",
        "correct",
        "answer_tag",
        th(HI_CITY) + "<answer>कुल आबादी 25 लाख (2,500,000) होगी।</answer>",
        "Hindi: 'total population will be 25 lakh (2,500,000)'; both equal the gold.",
    ),
    g(
        "t_hi_crore",
        "A",
        "2500000",
        "wrong",
        "answer_tag",
        th("अभी आबादी 18 लाख है और 7 लाख लोग और जुड़ते हैं। कुल 25 लाख, यानी 2.5 करोड़।\n")
        + "<answer>2.5 करोड़</answer>",
        "Hindi: 2.5 crore = 25,000,000 (lakh/crore confused); gold 2,500,000.",
    ),
    g(
        "t_ok_vi_sentence",
        "B",
        "54950",
        "correct",
        "answer_tag",
        th(VI_SAL) + "<answer>Tổng thu nhập là 54.950 đô la.</answer>",
        "Vietnamese: total income 54.950 dollars ('.' is a thousands separator in Vietnamese).",
    ),
    g(
        "t_ok_tr_sentence",
        "B",
        "611",
        "correct",
        "answer_tag",
        th(TR_EGG) + "<answer>Toplam 611 yumurta vardır.</answer>",
        "Turkish: 'there are 611 eggs in total'.",
    ),
    g(
        "t_tr_empty_think_answer",
        "A",
        "611",
        "no_answer",
        "answer_tag",
        th(TR_EGG) + "<answer>Cevap yukarıda hesaplandı.</answer>",
        "Turkish 'the answer was computed above': the tag holds no value -> no_answer (the think block is not the answer).",
    ),
    m(
        "t_m_ok_zh_box",
        "B",
        r"\frac{7}{12}",
        "correct",
        "answer_tag",
        th(ZH_FRAC) + r"<answer>所以答案是 $\boxed{\frac{7}{12}}$。</answer>",
        "Chinese sentence with a box inside the tag: 7/12.",
    ),
    m(
        "t_m_zh_box",
        "A",
        r"\frac{7}{12}",
        "wrong",
        "answer_tag",
        th(r"通分：$\frac{1}{3} + \frac{1}{4} = \frac{2}{7}$。" + "\n")
        + r"<answer>所以答案是 $\boxed{\frac{2}{7}}$。</answer>",
        "Chinese; adds numerators and denominators: 2/7; gold 7/12.",
    ),
    m(
        "t_m_ok_ja_complex",
        "B",
        "4 - 7i",
        "correct",
        "answer_tag",
        th(JA_CPX) + r"<answer>答えは $4 - 7i$ です。</answer>",
        "Japanese 'the answer is 4 - 7i'.",
    ),
    m(
        "t_m_ja_complex",
        "A",
        "4 - 7i",
        "wrong",
        "answer_tag",
        th(
            r"展開すると $(2 - i)(3 - 2i) = 6 - 7i + 2i^2$、$i^2 = 1$ として $8 - 7i$ となります。"
            + "\n"
        )
        + r"<answer>答えは $8 - 7i$ です。</answer>",
        "Japanese; i^2 taken as +1: 8 - 7i; gold 4 - 7i.",
    ),
    m(
        "t_m_ok_ru_semicolon",
        "B",
        "(4, -9)",
        "correct",
        "answer_tag",
        th(RU_SYS) + r"<answer>Ответ: $(4; -9)$</answer>",
        "Russian textbook pair notation with a semicolon: (4; -9) = (4, -9).",
    ),
    m(
        "t_m_ru_swapped",
        "A",
        "(4, -9)",
        "wrong",
        "answer_tag",
        th(RU_SYS) + r"<answer>Ответ: $(-9; 4)$</answer>",
        "Russian; the pair swapped: (-9, 4); gold (4, -9).",
    ),
    m(
        "t_m_ok_fr_interval",
        "B",
        "[-2, 5]",
        "correct",
        "answer_tag",
        th(FR_INT) + r"<answer>L'ensemble des solutions est $[-2 ; 5]$.</answer>",
        "French closed interval with a semicolon: [-2 ; 5].",
    ),
    m(
        "t_m_fr_open_interval",
        "A",
        "[-2, 5]",
        "wrong",
        "answer_tag",
        th(r"On a $-7 < 2x - 3 < 7$, donc $-2 < x < 5$." + "\n")
        + r"<answer>L'ensemble des solutions est $]-2 ; 5[$.</answer>",
        "French notation ]-2 ; 5[ is the OPEN interval (-2, 5); gold is closed [-2, 5] -> wrong.",
    ),
    m(
        "t_m_ok_de_radiant",
        "B",
        r"\frac{17\pi}{12}",
        "correct",
        "answer_tag",
        th(DE_RAD) + r"<answer>$255^\circ$ entsprechen $\frac{17\pi}{12}$ im Bogenmaß.</answer>",
        "German: '255 degrees correspond to 17pi/12 in radians'; the sentence opens with the question's 255 degrees, the value stated is 17pi/12. Debatable (the question's 255 degrees also appears in the tag); proposed decision: correct/accept.",
        True,
    ),
    m(
        "t_m_ok_es_roots",
        "B",
        r"-\frac{1}{2}, 5",
        "correct",
        "answer_tag",
        th(ES_ROOTS) + r"<answer>Las soluciones son $x = -\frac{1}{2}$ y $x = 5$.</answer>",
        "Spanish 'the solutions are x = -1/2 and x = 5'. Debatable (the question's 255 degrees also appears in the tag); proposed decision: correct/accept.",
    ),
    m(
        "t_m_es_roots_one",
        "A",
        r"-\frac{1}{2}, 5",
        "wrong",
        "answer_tag",
        th(ES_ROOTS) + r"<answer>La solución es $x = 5$.</answer>",
        "Spanish: only one root (5); the gold asks for both -1/2 and 5.",
    ),
    m(
        "t_m_ok_ko_sqrt",
        "B",
        r"2\sqrt{22}",
        "correct",
        "answer_tag",
        th(KO_SQRT) + r"<answer>따라서 답은 $2\sqrt{22}$입니다.</answer>",
        "Korean 'therefore the answer is 2sqrt22'; the particle 입니다 is glued to the math.",
    ),
    m(
        "t_m_ko_sqrt_decimal",
        "A",
        r"2\sqrt{22}",
        "wrong",
        "answer_tag",
        th(KO_SQRT) + r"<answer>따라서 답은 약 9.38입니다.</answer>",
        "Korean 'about 9.38': a rounded decimal for the exact 2sqrt22 -> wrong.",
    ),
    m(
        "t_m_ok_pt_binom",
        "B",
        "462",
        "correct",
        "answer_tag",
        th(PT_COMB) + r"<answer>Há $\binom{11}{5} = 462$ maneiras.</answer>",
        "Portuguese 'there are C(11,5) = 462 ways': equation read for its final value.",
    ),
    m(
        "t_m_ok_it_box_inside",
        "B",
        r"\frac{5}{11}",
        "correct",
        "answer_tag",
        th(IT_REP) + r"<answer>$\boxed{\dfrac{5}{11}}$</answer>",
        "Italian working, box with \\dfrac inside the tag: 5/11.",
    ),
    m(
        "t_m_vi_expand",
        "A",
        "4x^2 + 21x - 18",
        "wrong",
        "answer_tag",
        th(r"Khai triển: $(4x - 3)(x + 6) = 4x^2 + 24x - 3x + 18 = 4x^2 + 21x + 18$." + "\n")
        + r"<answer>Kết quả: $4x^2 + 21x + 18$</answer>",
        "Vietnamese 'result': sign slip on the constant, +18; gold 4x^2 + 21x - 18.",
    ),
    m(
        "t_m_ok_vi_expand",
        "B",
        "4x^2 + 21x - 18",
        "correct",
        "answer_tag",
        th(VI_EXP) + r"<answer>Kết quả: $4x^2 + 21x - 18$</answer>",
        "Vietnamese 'result: 4x^2 + 21x - 18'.",
    ),
    m(
        "t_m_ok_tr_base",
        "B",
        "108",
        "correct",
        "answer_tag",
        th(TR_BASE) + r"<answer>Cevap: $108_{10}$</answer>",
        "Turkish 'answer: 108 base ten'; the subscript 10 names the base, value 108.",
    ),
    m(
        "t_m_tr_base_digits",
        "A",
        "108",
        "wrong",
        "answer_tag",
        th(TR_BASE) + r"<answer>Cevap: $413$</answer>",
        "Turkish; the tag repeats the base-5 digits 413, not the decimal value 108.",
    ),
    m(
        "t_m_ok_pl_sector",
        "B",
        r"10\pi",
        "correct",
        "answer_tag",
        th(PL_SECT) + r"<answer>Pole wycinka wynosi $10\pi$ cm².</answer>",
        "Polish 'the sector area is 10pi cm^2'.",
    ),
    m(
        "t_m_pl_sector_decimal",
        "A",
        r"10\pi",
        "wrong",
        "answer_tag",
        th(PL_SECT) + r"<answer>Pole wycinka wynosi około 31,4 cm².</answer>",
        "Polish 'about 31.4 cm^2': rounded decimal for exact 10pi -> wrong.",
    ),
    m(
        "t_m_ok_uk_zero",
        "B",
        "0",
        "correct",
        "answer_tag",
        th(UK_ZERO) + r"<answer>Значення виразу дорівнює $0$.</answer>",
        "Ukrainian 'the value of the expression equals 0'.",
    ),
    m(
        "t_m_uk_unclosed_cut",
        "A",
        "0",
        "no_answer",
        "answer_tag",
        th(r"Підставимо $x = 4$: $4^3 - 16 \cdot 4 = 64 - " + "\n")
        + r"<answer>Значення виразу дорівнює",
        "Ukrainian, cut off mid-sentence in an unclosed tag: 'the value of the expression equals' with no value -> no_answer.",
    ),
    # ============================================================ h_: phrase marker then ####
    g(
        "h_ok_zh_colon",
        "B",
        "703",
        "correct",
        "hash",
        ZH_PEN + "答案：#### 703",
        "Chinese 'Answer:' then ####.",
    ),
    g(
        "h_zh_colon",
        "A",
        "703",
        "wrong",
        "hash",
        ZH_PEN_SLIP + "答案：#### 730",
        "Chinese 'Answer:' then #### 730; gold 703.",
    ),
    g(
        "h_ok_ru_otvet",
        "B",
        "703",
        "correct",
        "hash",
        RU_PEN + "Ответ: #### 703",
        "Russian 'Answer:' then ####.",
    ),
    g(
        "h_ru_itak",
        "A",
        "703",
        "wrong",
        "hash",
        RU_PEN_SLIP + "Итак, ответ: #### 730",
        "Russian 'So, the answer:' #### 730; gold 703.",
    ),
    g(
        "h_ok_es_respuesta",
        "B",
        "54950",
        "correct",
        "hash",
        ES_SAL + "La respuesta es: #### 54950",
        "Spanish 'The answer is:' then ####.",
    ),
    g(
        "h_es_respuesta",
        "A",
        "54950",
        "wrong",
        "hash",
        ES_SAL_NB + "La respuesta es: #### 52200",
        "Spanish; bonus forgotten: 52,200; gold 54,950.",
    ),
    g(
        "h_ok_es_sep",
        "B",
        "54950",
        "correct",
        "hash",
        ES_SAL + "Respuesta final: #### 54.950",
        "Spanish 'final answer:' #### 54.950, '.' as the Spanish thousands separator = 54,950. Debatable ('54.950' reads as 54.95 in English notation; the working and the language fix it as 54,950); proposed decision: correct/accept.",
        True,
    ),
    g(
        "h_ok_de_antwort",
        "B",
        "28.8",
        "correct",
        "hash",
        DE_RICE + "Antwort: #### 28,80",
        "German 'Answer:' #### 28,80 with a decimal comma = 28.8. Debatable (decimal comma after ####); proposed decision: correct/accept.",
        True,
    ),
    g(
        "h_de_antwort",
        "A",
        "28.8",
        "wrong",
        "hash",
        DE_RICE_SLIP + "Antwort: #### 26,88",
        "German; 7 kg only: 26.88; gold 28.8.",
    ),
    g(
        "h_ok_ja_kotae",
        "B",
        "611",
        "correct",
        "hash",
        JA_EGG + "答え：#### 611",
        "Japanese 'Answer:' with a full-width colon, then ####.",
    ),
    g(
        "h_ja_kotae",
        "A",
        "611",
        "wrong",
        "hash",
        JA_EGG_SLIP + "答え：#### 564",
        "Japanese; 12 trays: 564; gold 611.",
    ),
    g(
        "h_ok_fr_reponse",
        "B",
        "-10.5",
        "correct",
        "hash",
        FR_TEMP + "Réponse finale : #### -10,5",
        "French 'Final answer :' (space before colon) #### -10,5 = -10.5. Debatable (decimal comma after ####); proposed decision: correct/accept.",
        True,
    ),
    g(
        "h_fr_reponse",
        "A",
        "-10.5",
        "wrong",
        "hash",
        FR_TEMP + "Réponse finale : #### 10,5",
        "French; sign lost: 10.5 vs gold -10.5.",
    ),
    g(
        "h_ok_ko_dap",
        "B",
        "2500000",
        "correct",
        "hash",
        KO_CITY + "정답: #### 2500000",
        "Korean 'Correct answer:' #### 2500000.",
    ),
    g(
        "h_ko_dap",
        "A",
        "2500000",
        "wrong",
        "hash",
        KO_CITY + "정답: #### 250",
        "Korean; the 만 (10,000) dropped in the marked answer: 250 vs gold 2,500,000.",
    ),
    g(
        "h_ok_pt_resposta",
        "B",
        "85",
        "correct",
        "hash",
        PT_PASS + "Resposta: #### 85",
        "Portuguese 'Answer:' #### 85.",
    ),
    g(
        "h_pt_resposta",
        "A",
        "85",
        "wrong",
        "hash",
        "Reprovaram 12 dos 80 alunos: 12 ÷ 80 = 0,15, ou seja, 15%.\n" + "Resposta: #### 15",
        "Portuguese; the failing share 15; gold 85.",
    ),
    g(
        "h_ok_it_risposta",
        "B",
        "0",
        "correct",
        "hash",
        IT_WAL + "Quindi la risposta è: #### 0",
        "Italian 'So the answer is:' #### 0.",
    ),
    g(
        "h_it_risposta",
        "A",
        "0",
        "wrong",
        "hash",
        "Due oggetti da 50 € costano 2 × 50 = 100 €.\nLe restano 150 − 100 = 50 €.\n"
        + "Quindi la risposta è: #### 50",
        "Italian; one item forgotten: 50; gold 0.",
    ),
    g(
        "h_ok_ar_ijaba",
        "B",
        "703",
        "correct",
        "hash",
        AR_PEN + "الإجابة النهائية: #### 703",
        "Arabic 'the final answer:' #### 703.",
    ),
    g(
        "h_ok_hi_uttar",
        "B",
        "2500000",
        "correct",
        "hash",
        HI_CITY + "उत्तर: #### 2500000",
        "Hindi 'Answer:' #### 2500000.",
    ),
    g(
        "h_hi_uttar",
        "A",
        "2500000",
        "wrong",
        "hash",
        HI_CITY + "उत्तर: #### 25",
        "Hindi; the marked value 25 drops the lakh scale: 25 vs gold 2,500,000.",
    ),
    g(
        "h_ok_vi_dapan",
        "B",
        "54950",
        "correct",
        "hash",
        VI_SAL + "Đáp án: #### 54950",
        "Vietnamese 'Answer:' #### 54950.",
    ),
    g(
        "h_ok_tr_cevap",
        "B",
        "611",
        "correct",
        "hash",
        TR_EGG + "Cevap: #### 611",
        "Turkish 'Answer:' #### 611.",
    ),
    g(
        "h_tr_cevap_empty",
        "A",
        "611",
        "no_answer",
        "hash",
        TR_EGG.replace("611 yumurta eder", "... yumurta eder") + "Cevap: ####",
        "Turkish; the marker is empty and the working's result was elided -> no_answer.",
    ),
    g(
        "h_ok_pl_odpowiedz",
        "B",
        "28.8",
        "correct",
        "hash",
        PL_RICE + "Odpowiedź: #### 28.8",
        "Polish 'Answer:' #### 28.8.",
    ),
    g(
        "h_ok_id_jawaban",
        "B",
        "85",
        "correct",
        "hash",
        ID_PASS + "Jadi, jawabannya adalah #### 85",
        "Indonesian 'So, the answer is' #### 85.",
    ),
    g(
        "h_id_jawaban",
        "A",
        "85",
        "wrong",
        "hash",
        "Siswa yang tidak lulus 12 dari 80, jadi 12/80 × 100% = 15%.\n"
        + "Jadi, jawabannya adalah #### 15",
        "Indonesian; failing share 15; gold 85.",
    ),
    g(
        "h_ok_nl_antwoord",
        "B",
        "-10.5",
        "correct",
        "hash",
        NL_TEMP + "Het antwoord is: #### -10.5",
        "Dutch 'The answer is:' #### -10.5.",
    ),
    g(
        "h_ok_uk_vidpovid",
        "B",
        "611",
        "correct",
        "hash",
        UK_EGG + "Відповідь: #### 611",
        "Ukrainian 'Answer:' #### 611.",
    ),
    g(
        "h_ok_el_apantisi",
        "B",
        "703",
        "correct",
        "hash",
        EL_PEN + "Απάντηση: #### 703",
        "Greek 'Answer:' #### 703.",
    ),
    g(
        "h_el_apantisi",
        "A",
        "703",
        "wrong",
        "hash",
        EL_PEN.replace("185 μένουν 888 − 185 = 703", "158 μένουν 888 − 158 = 730")
        + "Απάντηση: #### 730",
        "Greek; 158 misread: 730; gold 703.",
    ),
    g(
        "h_ok_cs_odpoved",
        "B",
        "54950",
        "correct",
        "hash",
        CS_SAL + "Odpověď: #### 54950",
        "Czech 'Answer:' #### 54950.",
    ),
    g(
        "h_ok_sv_svar",
        "B",
        "0",
        "correct",
        "hash",
        SV_WAL + "Svar: #### 0",
        "Swedish 'Answer:' #### 0.",
    ),
    g(
        "h_ok_th_kamtob",
        "B",
        "703",
        "correct",
        "hash",
        TH_PEN + "คำตอบคือ #### 703",
        "Thai 'the answer is' #### 703.",
    ),
    g(
        "h_ok_tl_sagot",
        "B",
        "0",
        "correct",
        "hash",
        TL_WAL + "Ang sagot ay: #### 0",
        "Tagalog 'The answer is:' #### 0.",
    ),
    g(
        "h_he_tshuva",
        "A",
        "85",
        "wrong",
        "hash",
        HE_PASS.replace("עברו 68", "נכשלו 12")
        .replace("68 ÷ 80 = 0.85", "12 ÷ 80 = 0.15")
        .replace("85%", "15%")
        + "תשובה: #### 15",
        "Hebrew 'answer:' #### 15 (failed share); gold 85.",
    ),
    g(
        "h_ok_he_tshuva",
        "B",
        "85",
        "correct",
        "hash",
        HE_PASS + "תשובה: #### 85",
        "Hebrew 'answer:' #### 85.",
    ),
    g(
        "h_ok_bn_uttor",
        "B",
        "611",
        "correct",
        "hash",
        BN_EGG + "উত্তর: #### 611",
        "Bengali 'Answer:' #### 611.",
    ),
    g(
        "h_ok_fa_pasokh",
        "B",
        "28.8",
        "correct",
        "hash",
        FA_RICE + "پاسخ نهایی: #### 28.8",
        "Persian 'final answer:' #### 28.8.",
    ),
    # ============================================================ x_: exactness, number writing
    g(
        "x_ok_de_thousands_dot",
        "B",
        "54950",
        "correct",
        "answer_is",
        "Im Jahr verdient sie 12 · 4.350 € = 52.200 €, dazu die Prämie von 2.750 €.\nDie Antwort ist 54.950 €.",
        "German 'The answer is 54.950 EUR': '.' groups thousands -> 54,950.",
    ),
    g(
        "x_de_thousands_comma_slip",
        "A",
        "54950",
        "wrong",
        "answer_is",
        "Im Jahr verdient sie 12 · 4.350 € = 52.200 €, dazu die Prämie von 2.750 €.\nDie Antwort ist 54,95 €.",
        "German '54,95 EUR' with a decimal comma is 54.95, not 54,950 -> wrong.",
    ),
    g(
        "x_ok_de_tausend",
        "B",
        "54950",
        "correct",
        "answer_is",
        "Jahresgehalt: 52,2 Tausend € plus 2,75 Tausend € Prämie.\nDie Antwort ist 54,95 Tausend Euro.",
        "German '54,95 Tausend Euro' = 54.95 thousand = 54,950.",
    ),
    g(
        "x_ok_fr_nbsp",
        "B",
        "54950",
        "correct",
        "answer_is",
        "Elle gagne 12 × 4\u202f350 = 52\u202f200 €, plus la prime de 2\u202f750 €.\nLa réponse est 54\u202f950 €.",
        "French narrow no-break space as thousands separator: 54 950 = 54,950.",
    ),
    g(
        "x_ok_ch_apostrophe",
        "B",
        "54950",
        "correct",
        "answer_is",
        "Sie verdient 12 · 4'350 = 52'200 Fr., dazu 2'750 Fr. Bonus.\nDie Antwort lautet 54'950 Franken.",
        "Swiss German apostrophe thousands separator: 54'950 = 54,950.",
    ),
    g(
        "x_ok_es_decimal_comma",
        "B",
        "28.8",
        "correct",
        "answer_is",
        "7,5 kg a 3,84 € el kilo cuestan 7,5 × 3,84 = 28,8 €.\nLa respuesta es 28,8 €.",
        "Spanish decimal comma: 28,8 = 28.8.",
    ),
    g(
        "x_es_rounded",
        "A",
        "28.8",
        "wrong",
        "answer_is",
        "7,5 kg a 3,84 € el kilo cuestan unos 7,5 × 4 = 30 €.\nLa respuesta es aproximadamente 30 €.",
        "Spanish 'approximately 30 EUR' after rounding the price to 4: 30 vs gold 28.8.",
    ),
    g(
        "x_ok_zh_wan",
        "B",
        "2500000",
        "correct",
        "answer_is",
        "原来人口 180 万，增加 70 万，180 万 + 70 万 = 250 万。\n答案是 250 万人。",
        "Chinese 250万 = 2,500,000 people.",
    ),
    g(
        "x_zh_wan_slip",
        "A",
        "2500000",
        "wrong",
        "answer_is",
        "原来人口 180 万，增加 70 万，180 万 + 70 万 = 250 万。\n答案是 25 万人。",
        "Chinese 25万 = 250,000; gold 2,500,000.",
    ),
    g(
        "x_ok_ja_man",
        "B",
        "2500000",
        "correct",
        "answer_is",
        "180万人に70万人が加わるので、180万 + 70万 = 250万人です。\n答えは250万人です。",
        "Japanese 250万人 = 2,500,000 people.",
    ),
    g(
        "x_ok_es_millones",
        "B",
        "2500000",
        "correct",
        "answer_is",
        "La población pasa de 1,8 millones a 1,8 + 0,7 = 2,5 millones.\nLa respuesta es 2,5 millones de habitantes.",
        "Spanish '2,5 millones' = 2,500,000.",
    ),
    g(
        "x_es_mil",
        "A",
        "2500000",
        "wrong",
        "answer_is",
        "La población pasa de 1,8 mil a 1,8 + 0,7 = 2,5 mil.\nLa respuesta es 2,5 mil habitantes.",
        "Spanish 'mil' is thousand: 2,5 mil = 2,500 (a false friend of 'million'); gold 2,500,000.",
    ),
    g(
        "x_de_milliarden",
        "A",
        "2500000",
        "wrong",
        "answer_is",
        "Die Bevölkerung wächst von 1,8 auf 1,8 + 0,7 = 2,5.\nDie Antwort ist 2,5 Milliarden Einwohner.",
        "German Milliarde = 10^9: 2.5 billion; gold 2,500,000.",
    ),
    g(
        "x_ok_ru_mln",
        "B",
        "2500000",
        "correct",
        "answer_is",
        "Население: 1,8 млн + 0,7 млн = 2,5 млн.\nОтвет: 2,5 млн жителей.",
        "Russian 2,5 млн (million) = 2,500,000.",
    ),
    g(
        "x_ok_hi_indian_grouping",
        "B",
        "2500000",
        "correct",
        "answer_is",
        HI_CITY + "उत्तर है 25,00,000 लोग।",
        "Hindi with Indian digit grouping 25,00,000 = 2,500,000.",
    ),
    g(
        "x_ok_pt_milhoes",
        "B",
        "2500000",
        "correct",
        "answer_is",
        "A população passa de 1,8 milhão para 1,8 + 0,7 = 2,5 milhões.\nA resposta é 2,5 milhões de habitantes.",
        "Portuguese '2,5 milhões' = 2,500,000.",
    ),
    g(
        "x_fr_milliards",
        "A",
        "2500000",
        "wrong",
        "answer_is",
        "La population passe de 1,8 à 1,8 + 0,7 = 2,5.\nLa réponse est 2,5 milliards d'habitants.",
        "French milliard = 10^9; gold 2,500,000.",
    ),
    g(
        "x_ok_ru_minus_unicode",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        "За 10 часов температура упадёт на 1,25 · 10 = 12,5 градуса: 2 − 12,5 = −10,5.\nОтвет: −10,5 °C.",
        "Russian, Unicode minus U+2212 and decimal comma: -10.5.",
    ),
    g(
        "x_ok_ru_moroz",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        "За 10 часов температура упадёт на 1,25 · 10 = 12,5 градуса: 2 − 12,5 = −10,5.\nОтвет: 10,5 градуса мороза.",
        "Russian '10,5 градуса мороза' ('10.5 degrees of frost') means -10.5 C. Debatable (the minus is a word); proposed decision: correct/accept.",
        True,
    ),
    g(
        "x_ok_zh_lingxia",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        "10 小时共下降 1.25 × 10 = 12.5 度，2 − 12.5 = −10.5。\n答案是零下 10.5 摄氏度。",
        "Chinese 零下10.5度 = 'below zero 10.5 degrees' = -10.5. Debatable (sign as a word); proposed decision: correct/accept.",
        True,
    ),
    g(
        "x_ok_ar_percent",
        "B",
        "85",
        "correct",
        "answer_is",
        "نجح 68 طالبًا من أصل 80، أي 68 ÷ 80 = 0.85.\nالإجابة هي 85٪.",
        "Arabic percent sign U+066A after 85.",
    ),
    g(
        "x_tr_percent_prefix",
        "A",
        "85",
        "wrong",
        "answer_is",
        "Kalan öğrenciler 80 − 68 = 12, yani 12 ÷ 80 = 0,15.\nCevap %15'tir.",
        "Turkish writes the percent sign first: %15 = 15 % (the failing share); gold 85.",
    ),
    g(
        "x_ok_tr_percent_prefix",
        "B",
        "85",
        "correct",
        "answer_is",
        "Geçen öğrenciler 68, yani 68 ÷ 80 = 0,85.\nCevap %85'tir.",
        "Turkish prefix percent sign and suffix: %85'tir = 'it is 85 %'.",
    ),
    m(
        "x_m_ok_ru_decimal_exact",
        "B",
        r"\frac{7}{12}",
        "correct",
        "answer_is",
        ZH_FRAC.replace("通分：", "Приводим к общему знаменателю: ").replace("。", ".")
        + r"Ответ: $\frac{7}{12}$.",
        "Russian 'Answer: 7/12'.",
    ),
    m(
        "x_m_de_decimal_round",
        "A",
        r"\frac{7}{12}",
        "wrong",
        "answer_is",
        r"Gemeinsamer Nenner: $\frac{1}{3} + \frac{1}{4} = \frac{7}{12} \approx 0{,}583$."
        + "\n"
        + r"Die Antwort ist $0{,}583$.",
        "German rounded decimal 0,583 as the final answer for exact 7/12 -> wrong.",
    ),
    m(
        "x_m_ok_de_repeating",
        "B",
        r"\frac{7}{12}",
        "correct",
        "answer_is",
        r"Gemeinsamer Nenner: $\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12} = \frac{7}{12}$."
        + "\n"
        + r"Die Antwort ist $\frac{7}{12} = 0{,}58\overline{3}$.",
        "German: 7/12 = 0,58(3) repeating, both exact and equal.",
    ),
    m(
        "x_m_ok_ko_approx_after",
        "B",
        r"2\sqrt{22}",
        "correct",
        "answer_is",
        KO_SQRT + r"답: $2\sqrt{22} \approx 9.38$",
        "Korean 'answer: 2sqrt22 ~ 9.38': the exact value is the answer, the approximation a gloss.",
    ),
    m(
        "x_m_th_decimal",
        "A",
        r"2\sqrt{22}",
        "wrong",
        "answer_is",
        TH_SQRT + r"ดังนั้น คำตอบคือ $9.38$ โดยประมาณ",
        "Thai 'therefore the answer is approximately 9.38': rounded decimal for 2sqrt22 -> wrong.",
    ),
    m(
        "x_m_ok_fr_radians",
        "B",
        r"\frac{17\pi}{12}",
        "correct",
        "answer_is",
        r"On convertit : $255 \times \frac{\pi}{180} = \frac{255\pi}{180}$, et on simplifie par $15$."
        + "\n"
        + r"La réponse est $\frac{17\pi}{12}$ rad.",
        "French; '17pi/12 rad'.",
    ),
    m(
        "x_m_fr_no_pi",
        "A",
        r"\frac{17\pi}{12}",
        "wrong",
        "answer_is",
        r"On convertit : $255 \div 180 = \frac{17}{12}$."
        + "\n"
        + r"La réponse est $\frac{17}{12}$ rad.",
        "French; pi lost: 17/12 rad; gold 17pi/12.",
    ),
    m(
        "x_m_fa_decimal_pi",
        "A",
        r"\frac{17\pi}{12}",
        "wrong",
        "answer_is",
        FA_RAD + r"پاسخ: تقریباً $4.45$ رادیان",
        "Persian 'answer: approximately 4.45 radians' (17pi/12 ~ 4.4506): rounded decimal -> wrong.",
    ),
    m(
        "x_m_ok_pl_sector_cm",
        "B",
        r"10\pi",
        "correct",
        "answer_is",
        PL_SECT + r"Odpowiedź: $10\pi \approx 31{,}42$ cm².",
        "Polish: exact 10pi with an approximation gloss.",
    ),
    m(
        "x_m_uk_zero_small",
        "A",
        "0",
        "wrong",
        "answer_is",
        r"Підставимо $x = 4{,}0001$ (округлення): $x^3 - 16x \approx 0{,}0032$."
        + "\n"
        + r"Відповідь: $\approx 0{,}0032$.",
        "Ukrainian; a near-zero value from a wrong substitution; gold exactly 0 -> wrong.",
    ),
    m(
        "x_m_ok_cs_repeating",
        "B",
        r"\frac{5}{11}",
        "correct",
        "answer_is",
        CS_REP + r"Výsledek je $\frac{5}{11}$.",
        "Czech 'the result is 5/11'.",
    ),
    m(
        "x_m_cs_repeating_trunc",
        "A",
        r"\frac{5}{11}",
        "wrong",
        "answer_is",
        r"Položme $x = 0{,}4545$." + "\n" + r"Výsledek je $\frac{4545}{10000} = \frac{909}{2000}$.",
        "Czech; truncated the repeating decimal: 909/2000 != 5/11.",
    ),
    m(
        "x_m_ok_ru_roots_subscript",
        "B",
        r"-\frac{1}{2}, 5",
        "correct",
        "answer_is",
        r"$D = 81 + 40 = 121$, $x_{1,2} = \frac{9 \pm 11}{4}$."
        + "\n"
        + r"Ответ: $x_1 = 5$, $x_2 = -0{,}5$.",
        "Russian 'Answer: x1 = 5, x2 = -0,5': -0.5 with a decimal comma = -1/2 (terminating decimal, exact).",
    ),
    m(
        "x_m_ok_id_interval_ineq",
        "B",
        "[-2, 5]",
        "correct",
        "answer_is",
        ID_INT + r"Jadi himpunan penyelesaiannya adalah $\{x \mid -2 \le x \le 5\}$.",
        "Indonesian set-builder form of [-2, 5].",
    ),
    # ============================================================ n_: negation, strike-out, annotation
    g(
        "n_zh_bushi",
        "A",
        "703",
        "no_answer",
        "answer_is",
        ZH_PEN.replace("剩下 888 − 185 = 703 支", "剩下多少还需要再算") + "答案不是 703。",
        "Chinese 'the answer is not 703' with no other value stated -> no_answer.",
    ),
    g(
        "n_ok_zh_bushi_ershi",
        "B",
        "703",
        "correct",
        "answer_is",
        ZH_PEN + "答案不是 730，而是 703。",
        "Chinese 'the answer is not 730 but 703'.",
    ),
    g(
        "n_zh_bushi_ershi",
        "A",
        "703",
        "wrong",
        "answer_is",
        ZH_PEN_SLIP + "答案不是 703，而是 730。",
        "Chinese 'not 703 but 730': the model's answer is 730.",
    ),
    g(
        "n_ru_ne",
        "A",
        "703",
        "wrong",
        "answer_is",
        RU_PEN_SLIP + "Ответ не 703, а 730.",
        "Russian 'the answer is not 703 but 730'.",
    ),
    g(
        "n_ok_ru_ne",
        "B",
        "703",
        "correct",
        "answer_is",
        RU_PEN + "Ответ не 730, а 703.",
        "Russian 'not 730 but 703'.",
    ),
    g(
        "n_ok_es_sino",
        "B",
        "54950",
        "correct",
        "answer_is",
        ES_SAL + "El total no es 52.200 €, sino 54.950 €.",
        "Spanish 'the total is not 52,200 but 54,950'.",
    ),
    g(
        "n_es_sino",
        "A",
        "54950",
        "wrong",
        "answer_is",
        ES_SAL_NB + "El total no es 54.950 €, sino 52.200 €.",
        "Spanish 'not 54,950 but 52,200': final 52,200.",
    ),
    g(
        "n_de_strike",
        "A",
        "28.8",
        "wrong",
        "answer_is",
        DE_RICE_SLIP + "Antwort: ~~28,80 €~~ 26,88 €",
        "German; 28,80 struck through, 26,88 stands -> wrong.",
    ),
    g(
        "n_ok_de_strike",
        "B",
        "28.8",
        "correct",
        "answer_is",
        DE_RICE + "Antwort: ~~26,88 €~~ 28,80 €",
        "German; 26,88 struck through, 28,80 stands.",
    ),
    g(
        "n_ja_batsu",
        "A",
        "611",
        "wrong",
        "answer_is",
        JA_EGG + "答え：611個（×誤り）",
        "Japanese '611 (x wrong)': the model marks its own value wrong and gives no other -> wrong (a value the model marks wrong). Debatable (could be read as no_answer); proposed decision: wrong/reject.",
        True,
    ),
    g(
        "n_ok_ja_maru",
        "B",
        "611",
        "correct",
        "answer_is",
        JA_EGG + "答え：611個（○）",
        "Japanese '611 (circle)': ○ marks it right.",
    ),
    g(
        "n_fr_pas",
        "A",
        "-10.5",
        "no_answer",
        "answer_is",
        "La température baisse de 1,25 × 10 = 12,5 degrés.\nLa réponse n'est pas 10,5 °C. Je dois revoir le signe.",
        "French 'the answer is not 10.5 C. I must check the sign again.' -> no final answer.",
    ),
    g(
        "n_ok_fr_pas",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        FR_TEMP + "La réponse n'est pas 10,5 °C mais −10,5 °C.",
        "French 'not 10.5 but -10.5'.",
    ),
    g(
        "n_ko_anida",
        "A",
        "2500000",
        "no_answer",
        "answer_is",
        "현재 인구는 180만 명이고 70만 명이 늘어납니다.\n답은 250만 명이 아닙니다.",
        "Korean '...the answer is NOT 2.5 million' (아닙니다 = is not), nothing else -> no_answer.",
    ),
    g(
        "n_ok_ko_anida",
        "B",
        "2500000",
        "correct",
        "answer_is",
        KO_CITY + "답은 25만 명이 아니라 250만 명입니다.",
        "Korean 'the answer is not 250,000 but 2,500,000'.",
    ),
    g(
        "n_pt_errado",
        "A",
        "85",
        "wrong",
        "answer_is",
        PT_PASS + "Resposta: 85% (errado — rever)",
        "Portuguese '85% (wrong - review)': the model annotates its value as wrong -> wrong.",
    ),
    g(
        "n_it_non",
        "A",
        "0",
        "no_answer",
        "answer_is",
        IT_WAL + "Risposta: $\\boxed{\\neq 0}$",
        "Italian; box holds 'not equal to 0' -> states no value (a negation with nothing after) -> no_answer.",
    ),
    g(
        "n_ok_it_nulla",
        "B",
        "0",
        "correct",
        "answer_is",
        IT_WAL + "Risposta: non le resta nulla, cioè 0 €.",
        "Italian 'nothing is left, i.e. 0 EUR': negation of the amount, value 0 stated.",
    ),
    g(
        "n_ar_laysa",
        "A",
        "703",
        "wrong",
        "answer_is",
        AR_PEN.replace("185", "158").replace("703 أقلام", "730 قلمًا") + "الإجابة ليست 703 بل 730.",
        "Arabic 'the answer is not 703 but 730'.",
    ),
    g(
        "n_ok_ar_laysa",
        "B",
        "703",
        "correct",
        "answer_is",
        AR_PEN + "الإجابة ليست 730 بل 703.",
        "Arabic 'the answer is not 730 but 703'.",
    ),
    g(
        "n_hi_nahi",
        "A",
        "2500000",
        "no_answer",
        "answer_is",
        "अभी आबादी 18 लाख है और 7 लाख लोग और जुड़ते हैं।\nउत्तर 25 लाख नहीं है।",
        "Hindi 'the answer is NOT 25 lakh' (नहीं है = is not), nothing else -> no_answer.",
    ),
    g(
        "n_vi_khong",
        "A",
        "54950",
        "wrong",
        "answer_is",
        VI_SAL + "Đáp án không phải 54.950 mà là 52.200 đô la.",
        "Vietnamese 'the answer is not 54,950 but 52,200'.",
    ),
    g(
        "n_ok_tr_degil",
        "B",
        "611",
        "correct",
        "answer_is",
        TR_EGG + "Cevap 564 değil, 611'dir.",
        "Turkish 'the answer is not 564, it is 611'.",
    ),
    g(
        "n_tr_degil",
        "A",
        "611",
        "no_answer",
        "answer_is",
        "Her kasada 47 yumurta var.\nCevap 611 değildir.",
        "Turkish 'the answer is not 611' alone -> no_answer.",
    ),
    g(
        "n_pl_nie",
        "A",
        "28.8",
        "wrong",
        "answer_is",
        PL_RICE.replace("7,5", "7").replace("28,80", "26,88")
        + "Odpowiedź: nie 28,80 zł, tylko 26,88 zł.",
        "Polish 'not 28.80 but 26.88'.",
    ),
    g(
        "n_ok_nl_niet",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        NL_TEMP + "Het antwoord is niet 10,5 maar −10,5 °C.",
        "Dutch 'not 10.5 but -10.5'.",
    ),
    g(
        "n_ok_el_ochi",
        "B",
        "703",
        "correct",
        "answer_is",
        EL_PEN + "Η απάντηση δεν είναι 730, αλλά 703.",
        "Greek 'the answer is not 730 but 703'.",
    ),
    m(
        "n_m_zh_strike",
        "A",
        r"\frac{7}{12}",
        "wrong",
        "boxed",
        ZH_FRAC.replace(r"= \frac{7}{12}", r"= \frac{2}{7}")
        + r"答案：$\boxed{\cancel{\frac{7}{12}}\ \frac{2}{7}}$",
        "Chinese; 7/12 cancelled in the box, 2/7 left -> wrong.",
    ),
    m(
        "n_m_ok_ru_neq",
        "B",
        "(4, -9)",
        "correct",
        "answer_is",
        RU_SYS + r"Ответ: $(4; -9)$, а не $(-9; 4)$.",
        "Russian '(4; -9), not (-9; 4)'.",
    ),
    m(
        "n_m_ru_neq",
        "A",
        "(4, -9)",
        "no_answer",
        "boxed",
        RU_SYS.replace(r"$x = 4$, тогда $y = -5 - 4 = -9$", r"$x = 4$")
        + r"Ответ: $\boxed{y \neq 9}$",
        "Russian; box says 'y is not 9' -> no pair stated -> no_answer.",
    ),
    m(
        "n_m_de_falsch",
        "A",
        "4 - 7i",
        "wrong",
        "boxed",
        r"Ausmultiplizieren: $(2 - i)(3 - 2i) = 4 - 7i$."
        + "\n"
        + r"$\boxed{4 - 7i \text{ (falsch)}}$",
        "German box annotated '(falsch)' = '(wrong)': the model marks its value wrong -> wrong. Debatable (could be read as no_answer); proposed decision: wrong/reject.",
        True,
    ),
    m(
        "n_m_ok_es_no",
        "B",
        r"\frac{17\pi}{12}",
        "correct",
        "answer_is",
        r"$255^\circ = \frac{255\pi}{180} = \frac{17\pi}{12}$."
        + "\n"
        + r"La respuesta es $\frac{17\pi}{12}$, no $\frac{17}{12}$.",
        "Spanish '17pi/12, not 17/12'.",
    ),
    m(
        "n_m_ok_ja_strike",
        "B",
        "462",
        "correct",
        "boxed",
        r"$\binom{11}{5} = \frac{11!}{5!\,6!}$ を計算すると、~~$55440$~~ を $120$ で割って $462$。"
        + "\n"
        + r"答え：$\boxed{462}$",
        "Japanese; the struck 55440 is an intermediate, the box 462 is the answer.",
    ),
    m(
        "n_m_ko_not",
        "A",
        "108",
        "wrong",
        "answer_is",
        TR_BASE.replace(" = 100 + 5 + 3 = 108", "") + r"답: $108$이 아니고 $413$입니다.",
        "Korean 'the answer is not 108 but 413'.",
    ),
    m(
        "n_m_ok_sv_inte",
        "B",
        "108",
        "correct",
        "answer_is",
        EL_BASE.replace("Έχουμε", "Vi har") + r"Svaret är $108$, inte $413$.",
        "Swedish 'the answer is 108, not 413'.",
    ),
    # ============================================================ u_: unit and counted-noun words
    g(
        "u_ok_zh_zhi",
        "B",
        "703",
        "correct",
        "hash",
        ZH_PEN + "#### 703 支",
        "Chinese measure word 支 (for pencils) after the number.",
    ),
    g(
        "u_ok_ja_ko",
        "B",
        "611",
        "correct",
        "hash",
        JA_EGG + "#### 611個",
        "Japanese counter 個 glued to the number.",
    ),
    g(
        "u_ja_dasu",
        "A",
        "611",
        "wrong",
        "hash",
        "1 トレイに卵が 47 個あり、13 トレイで 611 個、つまり約 51 ダースです。\n#### 51 ダース",
        "Japanese '51 dozen' (ダース) = 612 (and rounded): not 611 -> wrong.",
    ),
    g(
        "u_ok_ko_gae",
        "B",
        "611",
        "correct",
        "hash",
        "한 판에 달걀 47개, 13판이면 13 × 47 = 611개입니다.\n#### 611개",
        "Korean counter 개 glued to the number.",
    ),
    g(
        "u_ok_ru_shtuk",
        "B",
        "611",
        "correct",
        "hash",
        UK_EGG.replace(
            "У 13 лотках по 47 яєць: 13 · 47 = 611 яєць.",
            "В 13 лотках по 47 яиц: 13 · 47 = 611 яиц.",
        )
        + "#### 611 штук",
        "Russian 'штук' (pieces) after the number.",
    ),
    g(
        "u_ru_desyatkov",
        "A",
        "611",
        "wrong",
        "hash",
        "В 13 лотках по 47 яиц: 13 · 47 = 611 яиц, это примерно 61 десяток.\n#### 61 десяток",
        "Russian '61 десяток' = 61 tens = 610, rounded; not 611 -> wrong.",
    ),
    g(
        "u_ok_es_euros",
        "B",
        "54950",
        "correct",
        "hash",
        ES_SAL + "#### 54950 euros",
        "Spanish currency word after the number.",
    ),
    g(
        "u_es_miles",
        "A",
        "54950",
        "wrong",
        "hash",
        ES_SAL + "En total, 54.950 miles de euros.\n#### 54950 miles de euros",
        "Spanish 'miles de euros' = thousands of euros: 54,950,000; gold 54,950 -> wrong.",
    ),
    g(
        "u_ok_es_bajo_cero",
        "B",
        "-10.5",
        "correct",
        "hash",
        "La temperatura baja 1,25 × 10 = 12,5 grados; 2 − 12,5 = −10,5.\n#### 10,5 grados bajo cero",
        "Spanish '10.5 degrees below zero' = -10.5. Debatable (the sign is a phrase); proposed decision: correct/accept.",
        True,
    ),
    g(
        "u_es_sobre_cero",
        "A",
        "-10.5",
        "wrong",
        "hash",
        "La temperatura baja 1,25 × 10 = 12,5 grados; 2 − 12,5 = 10,5.\n#### 10,5 grados sobre cero",
        "Spanish '10.5 degrees above zero' = +10.5 (sign slip in the working); gold -10.5.",
    ),
    g(
        "u_ok_de_euro",
        "B",
        "28.8",
        "correct",
        "hash",
        DE_RICE + "#### 28,80 Euro",
        "German 'Euro' after a decimal-comma value = 28.8.",
    ),
    g(
        "u_de_cent",
        "A",
        "28.8",
        "wrong",
        "hash",
        "7,5 kg Reis zu je 3,84 € kosten 7,5 · 3,84 = 28,80 €, also 2880 Cent.\n#### 28,80 Cent",
        "German '28,80 Cent' = 0.288 EUR: the unit contradicts the euro amount; wrong as written. Debatable (a unit slip on the right digits); proposed decision: wrong/reject.",
        True,
    ),
    g(
        "u_ok_fr_degres",
        "B",
        "-10.5",
        "correct",
        "hash",
        FR_TEMP + "#### -10,5 degrés",
        "French 'degrés' after -10,5.",
    ),
    g(
        "u_fr_degres_de_moins",
        "A",
        "-10.5",
        "wrong",
        "hash",
        FR_TEMP + "La température a baissé de 12,5 degrés.\n#### 12,5 degrés de moins",
        "French '12.5 degrees less': the drop, not the final temperature; gold -10.5.",
    ),
    g(
        "u_ok_ko_myeong",
        "B",
        "2500000",
        "correct",
        "hash",
        KO_CITY + "#### 2500000명",
        "Korean counter 명 (people) glued to 2500000.",
    ),
    g(
        "u_ok_pt_porcento",
        "B",
        "85",
        "correct",
        "hash",
        PT_PASS + "#### 85 por cento",
        "Portuguese 'por cento' = percent.",
    ),
    g(
        "u_pt_pontos",
        "A",
        "85",
        "wrong",
        "hash",
        PT_PASS + "A diferença é 85 − 15 = 70 pontos percentuais.\n#### 70 pontos percentuais",
        "Portuguese '70 percentage points': the gap between passing and failing, not the pass rate 85.",
    ),
    g("u_ok_it_euro", "B", "0", "correct", "hash", IT_WAL + "#### 0 euro", "Italian '0 euro'."),
    g(
        "u_ok_ar_qalam",
        "B",
        "703",
        "correct",
        "hash",
        AR_PEN + "#### 703 قلمًا",
        "Arabic counted noun 'pens' after 703.",
    ),
    g(
        "u_ok_hi_log",
        "B",
        "2500000",
        "correct",
        "hash",
        HI_CITY + "#### 2500000 लोग",
        "Hindi 'लोग' (people).",
    ),
    g(
        "u_hi_lakh_only",
        "A",
        "2500000",
        "wrong",
        "hash",
        HI_CITY + "#### 25 हज़ार",
        "Hindi '25 हज़ार' = 25 thousand: wrong scale word; gold 2,500,000.",
    ),
    g(
        "u_ok_hi_lakh_word",
        "B",
        "2500000",
        "correct",
        "hash",
        HI_CITY + "#### 25 लाख",
        "Hindi '25 लाख' = 25 x 100,000 = 2,500,000. Debatable (a scale word after ####); proposed decision: correct/accept.",
        True,
    ),
    g(
        "u_ok_vi_dola",
        "B",
        "54950",
        "correct",
        "hash",
        VI_SAL + "#### 54950 đô la",
        "Vietnamese 'đô la' (dollars).",
    ),
    g(
        "u_ok_tr_yumurta",
        "B",
        "611",
        "correct",
        "hash",
        TR_EGG + "#### 611 yumurta",
        "Turkish 'yumurta' (eggs).",
    ),
    g(
        "u_tr_eksik",
        "A",
        "611",
        "wrong",
        "hash",
        TR_EGG + "Geçen haftaya göre 47 yumurta eksik.\n#### 47 eksik",
        "Turkish '47 fewer' (eksik = missing/less): a difference, not the count 611.",
    ),
    g(
        "u_ok_pl_zl",
        "B",
        "28.8",
        "correct",
        "hash",
        PL_RICE + "#### 28.8 zł",
        "Polish 'zł' (złoty).",
    ),
    g(
        "u_ok_id_persen",
        "B",
        "85",
        "correct",
        "hash",
        ID_PASS + "#### 85 persen",
        "Indonesian 'persen' (percent).",
    ),
    g(
        "u_ok_nl_graden",
        "B",
        "-10.5",
        "correct",
        "hash",
        NL_TEMP + "#### -10.5 graden Celsius",
        "Dutch 'degrees Celsius'.",
    ),
    g(
        "u_ok_th_thaeng",
        "B",
        "703",
        "correct",
        "hash",
        TH_PEN + "#### 703 แท่ง",
        "Thai classifier แท่ง (sticks, for pencils).",
    ),
    g(
        "u_ok_bn_ti",
        "B",
        "611",
        "correct",
        "hash",
        BN_EGG + "#### 611টি",
        "Bengali classifier টি glued to the number.",
    ),
    g("u_ok_sv_kronor", "B", "0", "correct", "hash", SV_WAL + "#### 0 kronor", "Swedish 'kronor'."),
    g(
        "u_cs_tisic",
        "A",
        "54950",
        "wrong",
        "hash",
        CS_SAL + "#### 54950 tisíc",
        "Czech '54950 tisíc' = 54,950 thousand = 54,950,000: the scale word multiplies -> wrong.",
    ),
    m(
        "u_m_ok_pl_cm2",
        "B",
        r"10\pi",
        "correct",
        "boxed",
        PL_SECT + r"Odpowiedź: $\boxed{10\pi \text{ cm}^2}$",
        "Polish; unit cm^2 inside the box.",
    ),
    m(
        "u_m_ok_fa_rad",
        "B",
        r"\frac{17\pi}{12}",
        "correct",
        "boxed",
        FA_RAD + r"پاسخ: $\boxed{\frac{17\pi}{12} \text{ رادیان}}$",
        "Persian 'radian' word inside the box.",
    ),
    m(
        "u_m_ok_tl_sq_units",
        "B",
        r"10\pi",
        "correct",
        "answer_is",
        TL_SECT + r"Kaya ang sagot ay $10\pi$ square units.",
        "Tagalog with English 'square units' (mixed language).",
    ),
    m(
        "u_m_ok_he_ways",
        "B",
        "462",
        "correct",
        "answer_is",
        HE_COMB + "לכן התשובה היא 462 דרכים.",
        "Hebrew 'so the answer is 462 ways'.",
    ),
    # ============================================================ r_: retractions and harmless after-text
    g(
        "r_zh_dengyixia",
        "A",
        "703",
        "wrong",
        "hash",
        ZH_PEN
        + "#### 703\n\n等一下，题目说卖出的是 158 支，我看错了。重新计算：888 − 158 = 730。\n#### 730",
        "Chinese 'wait, the question says 158 were sold, I misread'; recomputes 730: the last committed answer is 730 (the model's own reading; gold 703).",
    ),
    g(
        "r_ok_zh_jianyan",
        "B",
        "703",
        "correct",
        "hash",
        ZH_PEN + "#### 703\n\n检验：703 + 185 = 888 ✓，与总数一致。",
        "Chinese check after the answer: '703 + 185 = 888, consistent with the total'.",
    ),
    g(
        "r_ru_oshibsya",
        "A",
        "703",
        "wrong",
        "answer_is",
        RU_PEN
        + "Ответ: 703.\n\nОй, я ошибся: продали 158, а не 185. Тогда 888 − 158 = 730.\nОтвет: 730.",
        "Russian 'oops, I was wrong: 158 were sold'; final answer 730.",
    ),
    g(
        "r_ok_ru_proverka",
        "B",
        "703",
        "correct",
        "answer_is",
        RU_PEN + "Ответ: 703 карандаша.\n\nПроверка: 703 + 185 = 888 — верно.",
        "Russian 'check: 703 + 185 = 888 - correct' after the answer.",
    ),
    g(
        "r_es_espera",
        "A",
        "54950",
        "wrong",
        "answer_is",
        ES_SAL
        + "La respuesta es 54.950 €.\n\nEspera, la prima solo se paga si cumple los objetivos, y el enunciado no lo dice. Mejor la quito: 52.200 €.",
        "Spanish 'wait, the bonus... better remove it: 52,200': last committed value 52,200.",
    ),
    g(
        "r_ok_es_espero",
        "B",
        "54950",
        "correct",
        "answer_is",
        ES_SAL
        + "La respuesta es 54.950 €.\n\n¡Espero que te sirva! Si tienes otra duda, aquí estoy.",
        "Spanish pleasantry 'I hope this helps! ...' after the answer.",
    ),
    g(
        "r_de_korrektur",
        "A",
        "28.8",
        "wrong",
        "hash",
        DE_RICE + "#### 28,80\n\nKorrektur: Es waren nur 7 kg, also 7 · 3,84 = 26,88 €.",
        "German 'Correction: only 7 kg, so 26.88'. Final value 26.88.",
    ),
    g(
        "r_ok_de_probe",
        "B",
        "28.8",
        "correct",
        "hash",
        DE_RICE + "#### 28,80\n\nProbe: 28,80 ÷ 7,5 = 3,84 ✓",
        "German 'Probe' (check) after the answer.",
    ),
    g(
        "r_ja_machigai",
        "A",
        "611",
        "wrong",
        "answer_is",
        JA_EGG
        + "答えは 611 個です。\n\nあ、すみません、間違えました。トレイは 12 枚でした。12 × 47 = 564 個です。",
        "Japanese 'ah, sorry, I made a mistake; there were 12 trays: 564'.",
    ),
    g(
        "r_ok_ja_kakunin",
        "B",
        "611",
        "correct",
        "answer_is",
        JA_EGG + "答えは 611 個です。\n\n確認：611 ÷ 47 = 13 なので正しいです。",
        "Japanese 'confirmation: 611 / 47 = 13, so it is right'.",
    ),
    g(
        "r_fr_en_fait",
        "A",
        "-10.5",
        "wrong",
        "answer_is",
        FR_TEMP
        + "La réponse est −10,5 °C.\n\nEn fait, non : la baisse ne dure que 8 heures. 2 − 1,25 × 8 = −8 °C.\nLa réponse est −8 °C.",
        "French 'Actually, no: only 8 hours'; final -8.",
    ),
    g(
        "r_ok_fr_verification",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        FR_TEMP
        + "La réponse est −10,5 °C.\n\nVérification : −10,5 + 12,5 = 2 ✓. N'hésitez pas si vous avez d'autres questions !",
        "French check and pleasantry after the answer.",
    ),
    g(
        "r_ko_jamkkan",
        "A",
        "2500000",
        "wrong",
        "answer_is",
        KO_CITY
        + "답: 250만 명\n\n잠깐, 70만 명이 아니라 60만 명이 늘었네요. 180만 + 60만 = 240만 명.\n답: 240만 명",
        "Korean 'wait, it grew by 600,000 not 700,000': final 2,400,000.",
    ),
    g(
        "r_ok_pt_obrigado",
        "B",
        "85",
        "correct",
        "answer_is",
        PT_PASS + "Resposta: 85%.\n\nEspero ter ajudado! 😊",
        "Portuguese 'I hope I helped!' with an emoji after the answer.",
    ),
    g(
        "r_it_anzi",
        "A",
        "0",
        "wrong",
        "answer_is",
        IT_WAL
        + "Risposta: 0 €.\n\nAnzi no, il terzo oggetto era in saldo a 25 €: le restano 25 €.",
        "Italian 'Anzi no' (actually no): final 25 EUR.",
    ),
    g(
        "r_ar_khata",
        "A",
        "703",
        "wrong",
        "answer_is",
        AR_PEN
        + "الإجابة: 703.\n\nعذرًا، هناك خطأ: المبيع 158 وليس 185، إذن 888 − 158 = 730.\nالإجابة الصحيحة: 730.",
        "Arabic 'sorry, there is an error: 158 sold, not 185 ... correct answer: 730'.",
    ),
    g(
        "r_ok_vi_kiemtra",
        "B",
        "54950",
        "correct",
        "answer_is",
        VI_SAL + "Đáp án: 54.950 đô la.\n\nKiểm tra lại: 54.950 − 2.750 = 52.200 = 12 × 4.350 ✓",
        "Vietnamese 'check again' after the answer.",
    ),
    g(
        "r_id_tunggu",
        "A",
        "85",
        "wrong",
        "answer_is",
        ID_PASS
        + "Jawaban: 85%.\n\nTunggu, yang ditanya adalah persentase yang tidak lulus: 100% − 85% = 15%.\nJawaban: 15%.",
        "Indonesian 'wait, the question asks the share that failed': final 15 (the model's reading; gold 85).",
    ),
    g(
        "r_ok_tr_user_turn",
        "B",
        "611",
        "correct",
        "hash",
        TR_EGG
        + "#### 611\n\nKullanıcı: Peki 20 kasa olsaydı?\nAsistan: O zaman 20 × 47 = 940 yumurta olurdu.\n#### 940",
        "Turkish; an invented 'User: what if there were 20 trays?' turn after the committed answer does not count.",
    ),
    g(
        "r_ok_pl_user_turn",
        "B",
        "28.8",
        "correct",
        "answer_is",
        PL_RICE
        + "Odpowiedź: 28,80 zł."
        + "<|im_end|>\n<|im_start|>user\nA ile kosztuje 10 kg?<|im_end|>\n<|im_start|>assistant\n10 · 3,84 = 38,40 zł.\nOdpowiedź: 38,40 zł.",
        "Polish; a chat-template user turn is invented after the answer; the first turn's answer 28.80 counts.",
    ),
    m(
        "r_m_zh_bugui",
        "A",
        r"\frac{7}{12}",
        "wrong",
        "boxed",
        ZH_FRAC
        + r"$\boxed{\frac{7}{12}}$"
        + "\n\n"
        + r"不对，我把题目看错了，应该是 $\frac{1}{3} \cdot \frac{1}{4} = \frac{1}{12}$。"
        + "\n"
        + r"$\boxed{\frac{1}{12}}$",
        "Chinese 'no, I misread the problem, it should be the product': final box 1/12.",
    ),
    m(
        "r_m_ok_ja_yobun",
        "B",
        "4 - 7i",
        "correct",
        "boxed",
        JA_CPX
        + r"$\boxed{4 - 7i}$"
        + "\n\n"
        + r"（検算：$|4 - 7i|^2 = 65 = |2 - i|^2 |3 - 2i|^2 = 5 \cdot 13$ ✓）",
        "Japanese modulus check after the box.",
    ),
    m(
        "r_m_de_moment",
        "A",
        "(4, -9)",
        "wrong",
        "boxed",
        r"Addition der Gleichungen: $2x = 8$, also $x = 4$, $y = -9$."
        + "\n"
        + r"$\boxed{(4, -9)}$"
        + "\n\n"
        + r"Moment, ich habe die zweite Gleichung falsch abgeschrieben: $x - y = 3$. Dann $x = -1$, $y = -4$."
        + "\n"
        + r"$\boxed{(-1, -4)}$",
        "German 'wait, I copied the second equation wrong': final (-1, -4).",
    ),
    m(
        "r_m_ok_es_newproblem",
        "B",
        "[-2, 5]",
        "correct",
        "boxed",
        r"De $-7 \le 2x - 3 \le 7$ se obtiene $-2 \le x \le 5$."
        + "\n"
        + r"$\boxed{[-2, 5]}$"
        + "\n\n"
        + r"Ejercicio adicional: resuelve $|x + 1| < 4$. Solución: $\boxed{(-5, 3)}$",
        "Spanish self-set 'extra exercise' with its own box after the committed answer; not the answer to this problem.",
    ),
    m(
        "r_m_ok_ko_hwagin",
        "B",
        r"-\frac{1}{2}, 5",
        "correct",
        "boxed",
        r"인수분해: $2x^2 - 9x - 5 = (2x + 1)(x - 5) = 0$."
        + "\n"
        + r"$\boxed{-\frac{1}{2}, 5}$"
        + "\n\n"
        + r"확인: $x = 5$일 때 $50 - 45 - 5 = 0$ ✓",
        "Korean 'check: at x = 5, 50 - 45 - 5 = 0' after the box.",
    ),
    m(
        "r_m_ru_peresmotr",
        "A",
        "108",
        "wrong",
        "boxed",
        TR_BASE.replace(r"$413_5", r"Переводим: $413_5")
        + r"$\boxed{108}$"
        + "\n\n"
        + r"Хотя нет, в условии $413_6$: $4 \cdot 36 + 6 + 3 = 153$."
        + "\n"
        + r"$\boxed{153}$",
        "Russian 'although no, the problem says 413_6': final 153.",
    ),
    # ============================================================ q_: quoted, reported, hypothetical
    g(
        "q_zh_ruguo",
        "A",
        "703",
        "no_answer",
        "answer_is",
        "每盒有 24 支铅笔，37 盒共有 888 支。\n如果答案是 703，那么卖出的应该是 185 支。但我无法确认卖出了多少，所以无法给出答案。",
        "Chinese 'IF the answer is 703, then 185 were sold. But I cannot confirm how many were sold, so I cannot give an answer' -> no_answer.",
    ),
    g(
        "q_ok_zh_laoshi",
        "B",
        "703",
        "correct",
        "answer_is",
        ZH_PEN + "老师说答案是 730，但我算出来是 703。\n答案：703",
        "Chinese 'the teacher says 730, but I got 703. Answer: 703'.",
    ),
    g(
        "q_ru_uchebnik",
        "A",
        "703",
        "wrong",
        "answer_is",
        RU_PEN_SLIP + "В учебнике написано «Ответ: 703», но у меня получилось 730.\nОтвет: 730.",
        "Russian 'the textbook says Answer: 703, but I got 730': the model's answer is 730.",
    ),
    g(
        "q_ok_ru_uchebnik",
        "B",
        "703",
        "correct",
        "answer_is",
        RU_PEN + "В учебнике написано «Ответ: 730», но это опечатка.\nОтвет: 703.",
        "Russian 'the textbook says 730, but it's a typo. Answer: 703'.",
    ),
    g(
        "q_es_segun",
        "A",
        "54950",
        "no_answer",
        "answer_is",
        "Según mi compañero, «la respuesta es 54.950 €». Yo no he podido comprobarlo porque falta el dato del número de meses.",
        "Spanish 'according to my classmate, the answer is 54,950. I couldn't check it...' -> the model states no answer.",
    ),
    g(
        "q_de_wenn",
        "A",
        "28.8",
        "no_answer",
        "answer_is",
        "Wenn der Preis 3,84 € pro kg wäre, würde der Reis 28,80 € kosten. Leider fehlt in der Aufgabe der Preis, daher kann ich keine Antwort geben.",
        "German subjunctive 'IF the price were 3.84 ... it would cost 28.80. Unfortunately the price is missing, so I can't answer' -> no_answer.",
    ),
    g(
        "q_ok_de_konjunktiv",
        "B",
        "28.8",
        "correct",
        "answer_is",
        DE_RICE + "Hätte sie nur 7 kg gekauft, wären es 26,88 € gewesen.\nDie Antwort ist 28,80 €.",
        "German: a hypothetical 26.88 ('had she bought only 7 kg') then the answer 28.80.",
    ),
    g(
        "q_ja_quote",
        "A",
        "611",
        "no_answer",
        "hash",
        "問題文には「答えは #### 611 の形で書くこと」とあります。\nしかし、トレイの数が書かれていないので計算できません。",
        "Japanese: the problem text quoted ('write the answer in the form #### 611'), then 'the number of trays is not given, so I cannot compute' -> no_answer.",
    ),
    g(
        "q_fr_il_dit",
        "A",
        "-10.5",
        "wrong",
        "answer_is",
        "La température baisse de 1,25 × 8 = 10 degrés, donc 2 − 10 = −8 °C.\nMon camarade dit que c'est −10,5 °C, mais je trouve −8 °C.\nRéponse : −8 °C.",
        "French 'my classmate says -10.5 but I find -8': the model's answer -8.",
    ),
    g(
        "q_ok_fr_il_dit",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        FR_TEMP
        + "Mon camarade dit que c'est −8 °C, mais il a compté 8 heures au lieu de 10.\nRéponse : −10,5 °C.",
        "French: someone else's -8, then the model's own -10.5.",
    ),
    g(
        "q_ko_mandeun",
        "A",
        "2500000",
        "no_answer",
        "answer_is",
        "만약 70만 명이 늘어난다면 인구는 250만 명이 될 것입니다. 하지만 문제에 증가 인원이 주어지지 않았으므로 답을 구할 수 없습니다.",
        "Korean 'IF 700,000 are added it would be 2.5 million; but the increase is not given, so no answer' -> no_answer.",
    ),
    g(
        "q_pt_parte_a",
        "A",
        "85",
        "wrong",
        "answer_is",
        PT_PASS + "Resposta: 85% na parte (a) e 15% na parte (b).",
        "Portuguese '85% in part (a) and 15% in part (b)': the problem has one question; two different final values -> wrong (round convention for other-part statements). Debatable; proposed decision: wrong/reject.",
        True,
    ),
    g(
        "q_it_chatbot",
        "A",
        "0",
        "no_answer",
        "answer_is",
        "Un altro assistente ha risposto: «Le restano 0 €». Io non sono sicuro del prezzo degli oggetti, quindi preferisco non rispondere.",
        "Italian 'another assistant answered: she has 0 left. I'm not sure of the prices, so I prefer not to answer' -> no_answer.",
    ),
    g(
        "q_ar_qala",
        "A",
        "703",
        "wrong",
        "answer_is",
        AR_PEN.replace("185", "158").replace("703 أقلام", "730 قلمًا")
        + "قال المعلم إن الإجابة 703، لكن حسابي يعطي 730.\nالإجابة: 730",
        "Arabic 'the teacher said the answer is 703, but my computation gives 730. Answer: 730'.",
    ),
    g(
        "q_hi_agar",
        "A",
        "2500000",
        "no_answer",
        "answer_is",
        "अगर 7 लाख लोग जुड़ें तो आबादी 25 लाख हो जाएगी, लेकिन प्रश्न में यह संख्या नहीं दी गई है। इसलिए उत्तर निकालना संभव नहीं है।",
        "Hindi 'IF 7 lakh are added it will be 25 lakh, but the number is not given; so the answer cannot be found' -> no_answer.",
    ),
    g(
        "q_ok_vi_neu",
        "B",
        "54950",
        "correct",
        "answer_is",
        VI_SAL + "Nếu không có thưởng thì chỉ là 52.200 đô la.\nĐáp án: 54.950 đô la.",
        "Vietnamese: 'without the bonus it would only be 52,200' hypothetical, then the answer 54,950.",
    ),
    g(
        "q_id_soal_contoh",
        "A",
        "611",
        "no_answer",
        "hash",
        'Contoh format jawaban dari soal: "#### 611".\nSaya belum bisa menghitung karena jumlah kasa tidak jelas.',
        "Indonesian: the example answer format quoted, then 'I can't compute yet because the number of trays is unclear' -> no_answer.",
    ),
    g(
        "q_ok_tl_sabi",
        "B",
        "0",
        "correct",
        "answer_is",
        TL_WAL
        + "Sabi ng kaibigan ko, 50 piso raw ang natira, pero nakalimutan niya ang isang bagay.\nAng sagot ay 0 piso.",
        "Tagalog 'my friend said 50 was left, but he forgot one item. The answer is 0 pesos'.",
    ),
    m(
        "q_m_zh_quote_box",
        "A",
        r"\frac{7}{12}",
        "no_answer",
        "boxed",
        r"题目要求：“请把最终答案写成 $\boxed{\frac{7}{12}}$ 的形式。”"
        + "\n"
        + r"抱歉，题目中的分数不完整，我无法计算。",
        "Chinese: the prompt's instruction with a box is quoted, then 'sorry, the fraction in the problem is incomplete, I cannot compute' -> no_answer.",
    ),
    m(
        "q_m_ok_es_si_fuera",
        "B",
        r"2\sqrt{22}",
        "correct",
        "boxed",
        r"$\sqrt{88} = \sqrt{4 \cdot 22} = 2\sqrt{22}$. Si fuera $\sqrt{80}$, sería $4\sqrt{5}$, pero no es el caso."
        + "\n"
        + r"$\boxed{2\sqrt{22}}$",
        "Spanish hypothetical 'if it were sqrt(80) it would be 4sqrt5' then the box 2sqrt22.",
    ),
    m(
        "q_m_de_laut",
        "A",
        "4 - 7i",
        "wrong",
        "boxed",
        r"Laut Lösungsbuch ist das Ergebnis $\boxed{4 - 7i}$. Ich rechne nach: $(2 - i)(3 - 2i) = 6 - 7i + 2 = 8 - 7i$."
        + "\n"
        + r"Mein Ergebnis: $8 - 7i$.",
        "German 'according to the solutions book the result is [box 4 - 7i]. I recompute: 8 - 7i. My result: 8 - 7i' -> wrong.",
    ),
    m(
        "q_m_ok_fr_selon",
        "B",
        "4 - 7i",
        "correct",
        "answer_is",
        r"Selon certains, le résultat serait $8 - 7i$, mais $i^2 = -1$ donne $6 - 7i - 2 = 4 - 7i$."
        + "\n"
        + r"Réponse : $4 - 7i$.",
        "French 'according to some the result would be 8 - 7i, but ... Answer: 4 - 7i'.",
    ),
    m(
        "q_m_ru_esli",
        "A",
        "462",
        "no_answer",
        "answer_is",
        r"Если бы нужно было выбрать 5 из 11, ответ был бы $\binom{11}{5} = 462$. Но в условии не указано, сколько выбирать, поэтому задача не решается однозначно.",
        "Russian hypothetical 'if 5 of 11 were to be chosen, the answer would be 462. But the condition does not say ... so the problem has no unique solution' -> no_answer.",
    ),
    m(
        "q_m_ok_uk_pidruchnyk",
        "B",
        "0",
        "correct",
        "answer_is",
        UK_ZERO
        + r"У підручнику відповідь $-128$, але там, мабуть, $x = -4$ і інший знак. Відповідь: $0$.",
        "Ukrainian 'the textbook's answer is -128, but ... Answer: 0'. Another party's value, then the model's own 0.",
    ),
    # ============================================================ b_: bad input a JSON corpus can hold
    g(
        "b_ok_ar_indic_digits",
        "B",
        "703",
        "correct",
        "answer_is",
        "عدد الأقلام في ٣٧ علبة هو ٣٧ × ٢٤ = ٨٨٨ قلمًا.\nبعد بيع ١٨٥ قلمًا يتبقى ٨٨٨ − ١٨٥ = ٧٠٣ أقلام.\nالإجابة: ٧٠٣",
        "Arabic-Indic digits ٧٠٣ = 703.",
    ),
    g(
        "b_ar_indic_digits",
        "A",
        "703",
        "wrong",
        "answer_is",
        "عدد الأقلام في ٣٧ علبة هو ٣٧ × ٢٤ = ٨٨٨ قلمًا.\nبعد بيع ١٥٨ قلمًا يتبقى ٨٨٨ − ١٥٨ = ٧٣٠ قلمًا.\nالإجابة: ٧٣٠",
        "Arabic-Indic ٧٣٠ = 730; gold 703.",
    ),
    g(
        "b_ok_fa_digits_decimal",
        "B",
        "28.8",
        "correct",
        "answer_is",
        "قیمت ۷٫۵ کیلو برنج با کیلویی ۳٫۸۴ دلار: ۷٫۵ × ۳٫۸۴ = ۲۸٫۸۰ دلار.\nپاسخ: ۲۸٫۸ دلار",
        "Persian digits with the Arabic decimal separator U+066B: ۲۸٫۸ = 28.8.",
    ),
    g(
        "b_fa_digits_decimal",
        "A",
        "28.8",
        "wrong",
        "answer_is",
        "قیمت ۷ کیلو برنج با کیلویی ۳٫۸۴ دلار: ۷ × ۳٫۸۴ = ۲۶٫۸۸ دلار.\nپاسخ: ۲۶٫۸۸ دلار",
        "Persian ۲۶٫۸۸ = 26.88 (7 kg); gold 28.8.",
    ),
    g(
        "b_ok_hi_devanagari",
        "B",
        "2500000",
        "correct",
        "hash",
        HI_CITY + "#### २५०००००",
        "Devanagari digits २५००००० = 2500000.",
    ),
    g(
        "b_ok_bn_digits",
        "B",
        "611",
        "correct",
        "hash",
        "প্রতি ট্রেতে ৪৭টি ডিম, ১৩টি ট্রেতে ১৩ × ৪৭ = ৬১১টি ডিম।\n#### ৬১১",
        "Bengali digits ৬১১ = 611.",
    ),
    g(
        "b_ok_th_digits",
        "B",
        "703",
        "correct",
        "answer_is",
        TH_PEN + "คำตอบคือ ๗๐๓ แท่ง",
        "Thai digits ๗๐๓ = 703.",
    ),
    g(
        "b_ok_ja_fullwidth",
        "B",
        "611",
        "correct",
        "hash",
        JA_EGG + "#### ６１１",
        "Full-width digits ６１１ (Japanese IME) = 611.",
    ),
    g(
        "b_ja_fullwidth",
        "A",
        "611",
        "wrong",
        "hash",
        JA_EGG_SLIP + "#### ５６４",
        "Full-width ５６４ = 564; gold 611.",
    ),
    g(
        "b_ok_he_rlm",
        "B",
        "85",
        "correct",
        "answer_is",
        HE_PASS + "התשובה: \u200f85%\u200f",
        "Hebrew with right-to-left marks U+200F around 85%.",
    ),
    g(
        "b_he_rlm_wrong",
        "A",
        "85",
        "wrong",
        "answer_is",
        HE_PASS.replace("עברו 68", "נכשלו 12")
        .replace("68 ÷ 80 = 0.85", "12 ÷ 80 = 0.15")
        .replace("85%", "15%")
        + "התשובה: \u200f15%\u200f",
        "Hebrew with RLM marks: 15 (failed share); gold 85.",
    ),
    g(
        "b_ok_zh_bom_zwsp",
        "B",
        "703",
        "correct",
        "hash",
        "\ufeff" + ZH_PEN + "答案：\u200b#### 703\u200b",
        "BOM at the start and zero-width spaces around the marker and value: 703.",
    ),
    g(
        "b_ok_fr_nbsp_line_sep",
        "B",
        "-10.5",
        "correct",
        "answer_is",
        FR_TEMP.replace("\n", "\u2028") + "Réponse\u00a0: −10,5\u00a0°C",
        "French with U+2028 line separators instead of newlines and no-break spaces: -10.5.",
    ),
    g(
        "b_ok_ru_tab_crlf",
        "B",
        "703",
        "correct",
        "answer_is",
        RU_PEN.replace("\n", "\r\n") + "Ответ:\t703\r\n",
        "Russian with CRLF line ends and a tab after the colon.",
    ),
    m(
        "b_m_ok_ar_rtl_math",
        "B",
        "(4, -9)",
        "correct",
        "boxed",
        AR_SYS + "\u200fالإجابة: \u200e$\\boxed{(4, -9)}$\u200e",
        "Arabic with RLM/LRM marks around the LaTeX box (4, -9).",
    ),
    m(
        "b_m_ok_ja_fullwidth_paren",
        "B",
        "(4, -9)",
        "correct",
        "answer_is",
        r"2つの式を足すと $2x = 8$、よって $x = 4$、$y = -9$。" + "\n" + "答え：（４，－９）",
        "Japanese full-width parentheses, comma, minus and digits: （４，－９） = (4, -9). Debatable (plain text, full-width); proposed decision: correct/accept.",
        True,
    ),
    m(
        "b_m_el_unicode_frac",
        "A",
        r"\frac{7}{12}",
        "wrong",
        "answer_is",
        r"Κοινός παρονομαστής: $\frac{1}{3} + \frac{1}{4} = \frac{1+1}{3+4}$."
        + "\n"
        + "Απάντηση: ²⁄₇",
        "Greek; Unicode super/subscript fraction ²⁄₇ = 2/7; gold 7/12.",
    ),
    m(
        "b_m_ok_el_unicode_frac",
        "B",
        r"\frac{7}{12}",
        "correct",
        "answer_is",
        r"Κοινός παρονομαστής: $\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12} = \frac{7}{12}$."
        + "\n"
        + "Απάντηση: ⁷⁄₁₂",
        "Greek; Unicode fraction ⁷⁄₁₂ = 7/12. Debatable (super/subscript digits with U+2044); proposed decision: correct/accept.",
        True,
    ),
    m(
        "b_m_ok_tl_unicode_sqrt",
        "B",
        r"2\sqrt{22}",
        "correct",
        "answer_is",
        "Ang √88 = √(4 · 22) = 2√22.\nKaya ang sagot ay 2√22.",
        "Tagalog with the Unicode radical √: 2√22.",
    ),
    m(
        "b_m_hi_unicode_sqrt",
        "A",
        r"2\sqrt{22}",
        "wrong",
        "answer_is",
        "√88 = √(4 · 22) = 4√22।\nअतः उत्तर 4√22 है।",
        "Hindi; 4 pulled out instead of 2: 4√22; gold 2√22.",
    ),
    # ============================================================ MATH, second batch (all classes)
    m(
        "t_m_zh_two_tags",
        "A",
        r"\frac{7}{12}",
        "wrong",
        "answer_tag",
        th(ZH_FRAC)
        + r"<answer>$\frac{7}{12}$</answer>"
        + "\n更正：题目是乘法，$\\frac{1}{3} \\times \\frac{1}{4} = \\frac{1}{12}$。\n"
        + r"<answer>$\frac{1}{12}$</answer>",
        "Chinese; a second tag after '更正' (correction: the problem is a product) gives 1/12: the last committed answer is 1/12.",
    ),
    m(
        "t_m_ar_hedge",
        "A",
        r"\frac{17\pi}{12}",
        "wrong",
        "answer_tag",
        th(r"$255^\circ = \frac{255\pi}{180}$" + "\n")
        + r"<answer>$\frac{17\pi}{12}$ أو $\frac{17}{12}$</answer>",
        "Arabic '17pi/12 OR 17/12': a hedge between two values -> wrong.",
    ),
    m(
        "t_m_hi_empty",
        "A",
        r"\frac{7}{12}",
        "no_answer",
        "answer_tag",
        th(HI_FRAC) + "<answer></answer>",
        "Hindi working in think; the answer tag is empty -> no_answer.",
    ),
    m(
        "t_m_id_open",
        "A",
        "[-2, 5]",
        "wrong",
        "answer_tag",
        th(ID_INT) + r"<answer>Himpunan penyelesaiannya adalah $(-2, 5)$.</answer>",
        "Indonesian; open interval (-2, 5) in the tag though the inequality is non-strict; gold [-2, 5].",
    ),
    m(
        "t_m_ok_id_closed",
        "B",
        "[-2, 5]",
        "correct",
        "answer_tag",
        th(ID_INT) + r"<answer>Himpunan penyelesaiannya adalah $[-2, 5]$.</answer>",
        "Indonesian 'the solution set is [-2, 5]'.",
    ),
    m(
        "t_m_th_see_above",
        "A",
        r"2\sqrt{22}",
        "no_answer",
        "answer_tag",
        th(TH_SQRT) + "<answer>ดูคำตอบด้านบน</answer>",
        "Thai 'see the answer above': no value in the tag -> no_answer (the think block is not the answer).",
    ),
    m(
        "t_m_ok_nl_sentence",
        "B",
        "4 - 7i",
        "correct",
        "answer_tag",
        th(NL_CPX) + r"<answer>Het product is $4 - 7i$.</answer>",
        "Dutch 'the product is 4 - 7i'.",
    ),
    m(
        "t_m_nl_sentence",
        "A",
        "4 - 7i",
        "wrong",
        "answer_tag",
        th(r"Uitwerken: $(2 - i)(3 - 2i) = 6 - 4i - 3i + 2i^2 = 6 - 7i + 2$." + "\n")
        + r"<answer>Het product is $8 - 7i$.</answer>",
        "Dutch; i^2 taken as +1: 8 - 7i; gold 4 - 7i.",
    ),
    m(
        "x_m_sv_sector_decimal",
        "A",
        r"10\pi",
        "wrong",
        "answer_is",
        TL_SECT.replace("Ang area ng sektor:", "Sektorns area:") + r"Svaret är $31{,}42$ cm².",
        "Swedish 'the answer is 31,42 cm^2': a rounded decimal for exact 10pi -> wrong.",
    ),
    m(
        "x_m_es_rep_decimal",
        "A",
        r"\frac{5}{11}",
        "wrong",
        "answer_is",
        r"$0.\overline{45} = 0{,}454545\ldots$" + "\n" + r"La respuesta es $0{,}4545$.",
        "Spanish truncated decimal 0,4545 for exact 5/11 -> wrong.",
    ),
    m(
        "x_m_it_zero_tiny",
        "A",
        "0",
        "wrong",
        "answer_is",
        r"Con la calcolatrice: $4^3 - 16 \cdot 4 \approx 1{,}2 \cdot 10^{-15}$."
        + "\n"
        + r"Risposta: $1{,}2 \cdot 10^{-15}$.",
        "Italian; a floating-point residue 1.2e-15 given as the answer; gold exactly 0 -> wrong.",
    ),
    m(
        "x_m_zh_rad_decimal",
        "A",
        r"\frac{17\pi}{12}",
        "wrong",
        "answer_is",
        r"$255^\circ = 255 \times \frac{\pi}{180} \approx 4.4506$。"
        + "\n"
        + r"答案约为 $4.4506$ 弧度。",
        "Chinese 'the answer is about 4.4506 radians': decimal for exact 17pi/12 -> wrong.",
    ),
    m(
        "x_m_ok_vi_unsimplified",
        "B",
        "4x^2 + 21x - 18",
        "correct",
        "answer_is",
        r"Khai triển: $(4x - 3)(x + 6) = 4x^2 + 24x - 3x - 18$."
        + "\n"
        + r"Vậy kết quả là $4x^2 + 21x - 18$.",
        "Vietnamese 'so the result is 4x^2 + 21x - 18'.",
    ),
    m(
        "x_m_vi_expand_x",
        "A",
        "4x^2 + 21x - 18",
        "wrong",
        "answer_is",
        r"Khai triển: $(4x - 3)(x + 6) = 4x^2 + 24x - 3x - 18$."
        + "\n"
        + r"Vậy kết quả là $4x^2 + 27x - 18$.",
        "Vietnamese; 24x + 3x: 27x; gold 21x.",
    ),
    m(
        "n_m_fr_barre",
        "A",
        r"\frac{5}{11}",
        "wrong",
        "answer_is",
        r"On pose $x = 0.\overline{45}$." + "\n" + r"Réponse : ~~$\frac{5}{11}$~~ $\frac{9}{20}$",
        "French; 5/11 struck through, 9/20 stands -> wrong.",
    ),
    m(
        "n_m_ok_fr_barre",
        "B",
        r"\frac{5}{11}",
        "correct",
        "answer_is",
        r"On pose $x = 0.\overline{45}$, donc $99x = 45$."
        + "\n"
        + r"Réponse : ~~$\frac{9}{20}$~~ $\frac{5}{11}$",
        "French; 9/20 struck through, 5/11 stands.",
    ),
    m(
        "n_m_pt_nao",
        "A",
        r"10\pi",
        "no_answer",
        "answer_is",
        r"A área do setor é $\frac{100}{360} \cdot \pi r^2$."
        + "\n"
        + r"A resposta não é $10\pi$, porque o raio não foi dado.",
        "Portuguese 'the answer is not 10pi, because the radius was not given': no value -> no_answer.",
    ),
    m(
        "n_m_id_bukan",
        "A",
        "462",
        "wrong",
        "answer_is",
        r"$\binom{11}{4} = \frac{11 \cdot 10 \cdot 9 \cdot 8}{24} = 330$."
        + "\n"
        + r"Jawabannya bukan $462$, melainkan $330$.",
        "Indonesian 'the answer is not 462 but 330'.",
    ),
    m(
        "n_m_ok_id_bukan",
        "B",
        "462",
        "correct",
        "answer_is",
        r"$\binom{11}{5} = \frac{55440}{120} = 462$."
        + "\n"
        + r"Jawabannya bukan $330$, melainkan $462$.",
        "Indonesian 'not 330 but 462'.",
    ),
    m(
        "n_m_tr_yanlis",
        "A",
        "0",
        "wrong",
        "boxed",
        UK_ZERO.replace("Підставимо", "Yerine koyalım:")
        + r"$\boxed{0}$ ← bu yanlış, tekrar kontrol edeceğim.",
        "Turkish '<- this is wrong, I will check again': the model marks its own value wrong and gives none other -> wrong. Debatable (could be read as no_answer); proposed decision: wrong/reject.",
        True,
    ),
    m(
        "r_m_ja_yappari",
        "A",
        r"\frac{5}{11}",
        "wrong",
        "boxed",
        r"$x = 0.\overline{45}$ とおくと $99x = 45$、$x = \frac{5}{11}$。"
        + "\n"
        + r"$\boxed{\frac{5}{11}}$"
        + "\n\n"
        + r"いや、やっぱり $0.45 = \frac{45}{100} = \frac{9}{20}$ です。"
        + "\n"
        + r"$\boxed{\frac{9}{20}}$",
        "Japanese 'no, after all 0.45 = 9/20': final box 9/20 -> wrong.",
    ),
    m(
        "r_m_es_perdon",
        "A",
        "4x^2 + 21x - 18",
        "wrong",
        "answer_is",
        r"$(4x - 3)(x + 6) = 4x^2 + 21x - 18$."
        + "\n"
        + r"Respuesta: $4x^2 + 21x - 18$."
        + "\n\n"
        + r"Perdón, me equivoqué en el signo: $-3 \cdot 6 = 18$. Respuesta: $4x^2 + 21x + 18$.",
        "Spanish 'sorry, I got the sign wrong': final 4x^2 + 21x + 18 -> wrong.",
    ),
    m(
        "r_m_pl_poprawka",
        "A",
        r"-\frac{1}{2}, 5",
        "wrong",
        "answer_is",
        r"$2x^2 - 9x - 5 = (2x + 1)(x - 5)$, więc $x = -\frac{1}{2}$ lub $x = 5$."
        + "\n\n"
        + r"Poprawka: $x = \frac{1}{2}$ i $x = 5$.",
        "Polish 'Correction: x = 1/2 and x = 5': final pair has the wrong sign.",
    ),
    m(
        "r_m_ok_pl_sprawdzenie",
        "B",
        r"-\frac{1}{2}, 5",
        "correct",
        "answer_is",
        r"$2x^2 - 9x - 5 = (2x + 1)(x - 5)$, więc $x = -\frac{1}{2}$ lub $x = 5$."
        + "\n\n"
        + r"Sprawdzenie: $2 \cdot \frac{1}{4} + \frac{9}{2} - 5 = 0$ ✓",
        "Polish check after the answer.",
    ),
    m(
        "r_m_cs_oprava",
        "A",
        "462",
        "wrong",
        "boxed",
        PT_COMB.replace("$\\binom", "Počet: $\\binom")
        + r"$\boxed{462}$"
        + "\n\n"
        + r"Oprava: pořadí skupin nehraje roli, dělím ještě dvěma: $231$."
        + "\n"
        + r"$\boxed{231}$",
        "Czech 'Correction: ... divide by two: 231': final 231 -> wrong.",
    ),
    m(
        "r_m_sv_vanta",
        "A",
        "0",
        "wrong",
        "answer_is",
        r"$x = 4$: $4^3 - 16 \cdot 4 = 0$. Svar: $0$."
        + "\n\n"
        + r"Vänta, uttrycket är $x^3 - 16$: $64 - 16 = 48$. Svar: $48$.",
        "Swedish 'wait, the expression is x^3 - 16: 48. Answer: 48' -> final 48, wrong.",
    ),
    m(
        "q_m_ja_moshi",
        "A",
        "462",
        "no_answer",
        "answer_is",
        r"もし 11 人から 5 人を選ぶなら答えは $\binom{11}{5} = 462$ です。しかし問題文に選ぶ人数が書かれていないので、答えを決められません。",
        "Japanese 'IF 5 of 11 are chosen the answer is 462. But the number to choose is not given, so I cannot decide' -> no_answer.",
    ),
    m(
        "q_m_ko_quote",
        "A",
        r"10\pi",
        "no_answer",
        "boxed",
        r"학생의 풀이: “넓이는 $\boxed{10\pi}$입니다.”"
        + "\n"
        + r"이 풀이가 맞는지는 중심각이 주어지지 않아 확인할 수 없습니다.",
        "Korean: a student's solution with a box is quoted; 'whether it is right cannot be checked, the angle is not given' -> no_answer.",
    ),
    m(
        "q_m_vi_sgk",
        "A",
        r"\frac{5}{11}",
        "wrong",
        "answer_is",
        r"Theo sách giáo khoa, đáp án là $\frac{5}{11}$, nhưng tôi tính được $0.45 = \frac{9}{20}$."
        + "\n"
        + r"Đáp án của tôi: $\frac{9}{20}$.",
        "Vietnamese 'according to the textbook 5/11, but I got 9/20. My answer: 9/20' -> wrong.",
    ),
    m(
        "q_m_it_libro",
        "A",
        "(4, -9)",
        "wrong",
        "answer_is",
        r"Il libro dice $(4, -9)$, ma io ottengo $x = -4$, $y = 9$."
        + "\n"
        + r"Risposta: $(-4, 9)$.",
        "Italian 'the book says (4, -9), but I get (-4, 9). Answer: (-4, 9)' -> wrong.",
    ),
    m(
        "q_m_ok_it_libro",
        "B",
        "(4, -9)",
        "correct",
        "answer_is",
        r"Il libro dice $(-4, 9)$, ma sommando le equazioni ottengo $2x = 8$, $x = 4$, $y = -9$."
        + "\n"
        + r"Risposta: $(4, -9)$.",
        "Italian; the book's (-4, 9) is reported, the model's answer is (4, -9).",
    ),
    m(
        "q_m_nl_stel",
        "A",
        "[-2, 5]",
        "no_answer",
        "answer_is",
        r"Stel dat de ongelijkheid $|2x - 3| \le 7$ is; dan zou het antwoord $[-2, 5]$ zijn. De opgave is echter onleesbaar, dus ik kan geen antwoord geven.",
        "Dutch 'suppose the inequality is ...; then the answer would be [-2, 5]. The problem is unreadable, so I cannot give an answer' -> no_answer.",
    ),
    m(
        "q_m_he_im",
        "A",
        "108",
        "no_answer",
        "answer_is",
        r"אם המספר הוא $413_5$, אז בבסיס עשר הוא $108$. אבל הבסיס לא מצוין בשאלה, ולכן אי אפשר לענות.",
        "Hebrew 'IF the number is 413_5, then in base ten it is 108. But the base is not stated, so it cannot be answered' -> no_answer.",
    ),
    m(
        "b_m_ok_ar_digits_frac",
        "B",
        r"\frac{7}{12}",
        "correct",
        "answer_is",
        r"$\frac{1}{3} + \frac{1}{4} = \frac{4}{12} + \frac{3}{12}$" + "\nالإجابة: ٧/١٢",
        "Arabic-Indic digits ٧/١٢ = 7/12.",
    ),
    m(
        "b_m_ar_digits_frac",
        "A",
        r"\frac{7}{12}",
        "wrong",
        "answer_is",
        r"$\frac{1}{3} + \frac{1}{4} = \frac{1 + 1}{3 + 4}$" + "\nالإجابة: ٢/٧",
        "Arabic-Indic ٢/٧ = 2/7; gold 7/12.",
    ),
    m(
        "b_m_ok_zh_fullwidth",
        "B",
        "4 - 7i",
        "correct",
        "answer_is",
        r"$(2 - i)(3 - 2i) = 6 - 7i + 2i^2 = 4 - 7i$" + "\n答案：４－７ｉ",
        "Chinese full-width characters ４－７ｉ = 4 - 7i. Debatable (full-width letters and minus in plain text); proposed decision: correct/accept.",
        True,
    ),
    m(
        "b_m_zh_fullwidth",
        "A",
        "4 - 7i",
        "wrong",
        "answer_is",
        r"$(2 - i)(3 - 2i) = 6 - 7i - 2i^2 = 8 - 7i$" + "\n答案：８－７ｉ",
        "Full-width ８－７ｉ = 8 - 7i; gold 4 - 7i.",
    ),
    m(
        "b_m_ok_ru_nbsp",
        "B",
        "4 - 7i",
        "correct",
        "answer_is",
        r"$(2 - i)(3 - 2i) = 6 - 4i - 3i + 2i^2 = 4 - 7i$." + "\nОтвет:\u00a0$4\u00a0-\u00a07i$",
        "Russian with no-break spaces inside the math: 4 - 7i.",
    ),
    m(
        "b_m_fa_digits_pi",
        "A",
        r"10\pi",
        "wrong",
        "answer_is",
        "مساحت قطاع: (۱۲۰/۳۶۰) × π × ۶² = ۱۲π\nپاسخ: ۱۲π",
        "Persian digits; 120 degrees used instead of 100: ۱۲π = 12pi; gold 10pi.",
    ),
    m(
        "b_m_ok_fa_digits_pi",
        "B",
        r"10\pi",
        "correct",
        "answer_is",
        "مساحت قطاع: (۱۰۰/۳۶۰) × π × ۶² = ۱۰π\nپاسخ: ۱۰π",
        "Persian digits ۱۰π = 10pi.",
    ),
    # ============================================================ third batch: more kind A
    g(
        "u_ru_tysyach",
        "A",
        "54950",
        "wrong",
        "hash",
        "За 12 месяцев: 12 · 4350 = 52 200 руб., с премией 2750 руб. — 54 950 руб.\n#### 54950 тысяч рублей",
        "Russian 'тысяч рублей' = thousand roubles: 54,950,000; gold 54,950 -> wrong.",
    ),
    g(
        "u_zh_wan_slip",
        "A",
        "2500000",
        "wrong",
        "hash",
        "原来人口 180 万，增加 70 万，共 250 万。\n#### 25万",
        "Chinese 25万 = 250,000 after ####; gold 2,500,000.",
    ),
    g(
        "u_ok_zh_wan_hash",
        "B",
        "2500000",
        "correct",
        "hash",
        "原来人口 180 万，增加 70 万，共 250 万。\n#### 250万",
        "Chinese 250万 = 2,500,000 after ####. Debatable (scale word glued to the number after ####); proposed decision: correct/accept.",
        True,
    ),
    g(
        "u_vi_nghin",
        "A",
        "54950",
        "wrong",
        "hash",
        VI_SAL + "#### 54950 nghìn đồng",
        "Vietnamese 'nghìn đồng' = thousand dong: 54,950,000; gold 54,950 -> wrong.",
    ),
    g(
        "u_id_ribu",
        "A",
        "54950",
        "wrong",
        "hash",
        "Gaji 12 bulan: 12 × 4.350 = 52.200, ditambah bonus 2.750 menjadi 54.950.\n#### 54950 ribu",
        "Indonesian 'ribu' = thousand: 54,950,000; gold 54,950 -> wrong.",
    ),
    g(
        "u_ok_tr_eksi",
        "B",
        "-10.5",
        "correct",
        "hash",
        "Sıcaklık 10 saatte 1,25 × 10 = 12,5 derece düşer; 2 − 12,5 = −10,5.\n#### eksi 10,5 derece",
        "Turkish 'eksi' = minus: -10.5. Debatable (sign as a word before the number); proposed decision: correct/accept.",
        True,
    ),
    g(
        "u_tr_arti",
        "A",
        "-10.5",
        "wrong",
        "hash",
        "Sıcaklık 10 saatte 1,25 × 10 = 12,5 derece düşer; 12,5 − 2 = 10,5.\n#### artı 10,5 derece",
        "Turkish 'artı' = plus: +10.5 (subtraction reversed); gold -10.5.",
    ),
    m(
        "u_m_zh_du",
        "A",
        r"\frac{17\pi}{12}",
        "wrong",
        "answer_is",
        r"$255 \div 15 = 17$，$180 \div 15 = 12$。" + "\n" + r"答案是 $\frac{17\pi}{12}$ 度。",
        "Chinese '17pi/12 DEGREES' (度): the unit makes it about 4.45 degrees, not 255 degrees. Debatable (a unit slip on the right number); proposed decision: wrong/reject.",
        True,
    ),
    m(
        "u_m_ok_zh_hudu",
        "B",
        r"\frac{17\pi}{12}",
        "correct",
        "answer_is",
        r"$255^\circ \times \frac{\pi}{180^\circ} = \frac{17\pi}{12}$。"
        + "\n"
        + r"答案是 $\frac{17\pi}{12}$ 弧度。",
        "Chinese '17pi/12 radians' (弧度).",
    ),
    g(
        "h_zh_hedge",
        "A",
        "703",
        "wrong",
        "hash",
        ZH_PEN + "不确定卖出的是 185 还是 158 支。\n答案：#### 703 或 730",
        "Chinese 'not sure whether 185 or 158 were sold. Answer: #### 703 or 730': hedge -> wrong.",
    ),
    g(
        "h_ru_reread",
        "A",
        "703",
        "wrong",
        "hash",
        RU_PEN
        + "Ответ: #### 703\n\nПеречитал условие: продали 158, а не 185. 888 − 158 = 730.\nОтвет: #### 730",
        "Russian 'I re-read the condition: 158 were sold, not 185 ... Answer: #### 730': the last committed answer 730 (the model's reading; gold 703) -> wrong.",
    ),
    g(
        "h_de_leer",
        "A",
        "28.8",
        "no_answer",
        "hash",
        "7,5 kg Reis zu je 3,84 € kosten 7,5 · 3,84 €.\nAntwort: #### (siehe oben)",
        "German 'Answer: #### (see above)', the product never evaluated -> no_answer.",
    ),
    g(
        "h_ja_placeholder",
        "A",
        "611",
        "no_answer",
        "hash",
        "1 トレイに卵が 47 個、13 トレイあります。\n答え：#### [数値]",
        "Japanese 'Answer: #### [number]': an unfilled template -> no_answer.",
    ),
    g(
        "h_ko_approx",
        "A",
        "28.8",
        "wrong",
        "hash",
        "7.5kg × 3.84달러 ≈ 7.5 × 3.9 = 29.25달러\n정답: #### 약 29",
        "Korean 'answer: about 29' after rounding the price; gold 28.8 -> wrong.",
    ),
    g(
        "b_th_digits_wrong",
        "A",
        "703",
        "wrong",
        "answer_is",
        "ดินสอทั้งหมด ๓๗ × ๒๔ = ๘๘๘ แท่ง ขายไป ๑๕๘ แท่ง เหลือ ๘๘๘ − ๑๕๘ = ๗๓๐ แท่ง\nคำตอบคือ ๗๓๐ แท่ง",
        "Thai digits ๗๓๐ = 730; gold 703.",
    ),
    g(
        "b_bn_digits_wrong",
        "A",
        "611",
        "wrong",
        "hash",
        "প্রতি ট্রেতে ৪৭টি ডিম, ১২টি ট্রেতে ১২ × ৪৭ = ৫৬৪টি ডিম।\n#### ৫৬৪",
        "Bengali digits ৫৬৪ = 564 (12 trays); gold 611.",
    ),
    g(
        "b_hi_devanagari_wrong",
        "A",
        "2500000",
        "wrong",
        "hash",
        "अभी आबादी 18 हज़ार है और 7 हज़ार लोग और जुड़ते हैं, तो कुल 25 हज़ार।\n#### २५०००",
        "Devanagari २५००० = 25,000 (thousands instead of lakhs); gold 2,500,000.",
    ),
    g(
        "b_ok_ko_fullwidth_sep",
        "B",
        "54950",
        "correct",
        "hash",
        "12개월 급여 12 × 4,350 = 52,200달러, 보너스 2,750달러를 더하면 54,950달러입니다.\n#### ５４，９５０",
        "Full-width digits and comma ５４，９５０ = 54,950. Debatable (full-width comma separator); proposed decision: correct/accept.",
        True,
    ),
]

DECISIONS = {
    "t_m_ok_de_radiant": (
        "accept",
        "Debatable (the question's 255 degrees also appears in the tag); proposed decision: correct/accept.",
    ),
    "h_ok_es_sep": (
        "accept",
        "Debatable ('54.950' reads as 54.95 in English notation; the working and the language fix it as 54,950); proposed decision: correct/accept.",
    ),
    "h_ok_de_antwort": (
        "accept",
        "Debatable (decimal comma after ####); proposed decision: correct/accept.",
    ),
    "h_ok_fr_reponse": (
        "accept",
        "Debatable (decimal comma after ####); proposed decision: correct/accept.",
    ),
    "x_ok_ru_moroz": (
        "accept",
        "Debatable (the minus is a word); proposed decision: correct/accept.",
    ),
    "x_ok_zh_lingxia": ("accept", "Debatable (sign as a word); proposed decision: correct/accept."),
    "n_ja_batsu": (
        "reject",
        "Debatable (could be read as no_answer); proposed decision: wrong/reject.",
    ),
    "n_m_de_falsch": (
        "reject",
        "Debatable (could be read as no_answer); proposed decision: wrong/reject.",
    ),
    "u_ok_es_bajo_cero": (
        "accept",
        "Debatable (the sign is a phrase); proposed decision: correct/accept.",
    ),
    "u_de_cent": (
        "reject",
        "Debatable (a unit slip on the right digits); proposed decision: wrong/reject.",
    ),
    "u_ok_hi_lakh_word": (
        "accept",
        "Debatable (a scale word after ####); proposed decision: correct/accept.",
    ),
    "q_pt_parte_a": ("reject", "Debatable; proposed decision: wrong/reject."),
    "b_m_ok_ja_fullwidth_paren": (
        "accept",
        "Debatable (plain text, full-width); proposed decision: correct/accept.",
    ),
    "b_m_ok_el_unicode_frac": (
        "accept",
        "Debatable (super/subscript digits with U+2044); proposed decision: correct/accept.",
    ),
    "n_m_tr_yanlis": (
        "reject",
        "Debatable (could be read as no_answer); proposed decision: wrong/reject.",
    ),
    "b_m_ok_zh_fullwidth": (
        "accept",
        "Debatable (full-width letters and minus in plain text); proposed decision: correct/accept.",
    ),
    "u_ok_zh_wan_hash": (
        "accept",
        "Debatable (scale word glued to the number after ####); proposed decision: correct/accept.",
    ),
    "u_ok_tr_eksi": (
        "accept",
        "Debatable (sign as a word before the number); proposed decision: correct/accept.",
    ),
    "u_m_zh_du": (
        "reject",
        "Debatable (a unit slip on the right number); proposed decision: wrong/reject.",
    ),
    "b_ok_ko_fullwidth_sep": (
        "accept",
        "Debatable (full-width comma separator); proposed decision: correct/accept.",
    ),
}

if __name__ == "__main__":
    write_probes("adversarial_redteam91", CASES, [], DECISIONS)
