r"""Build adversarial_redteam85.jsonl: an eighty-fifth round of hand-written BLACK-BOX red-team probes
of `rppo_check` (source "adversarial_redteam85", issue 25), written by a NEW helper author WITHOUT
reading the checker's source, its README, bench/, tests/, any ANALYSIS.md or NOTES file, or any
earlier multilingual round, and WITHOUT running the checker (or any grader, sympy or math-verify)
on these probes; handed over BEFORE any scoring. Not model output. Only corpus/README.md,
corpus_build.py, build_adversarial_redteam21.py (structure, label rules) and the issue were read.

Aim of this round: final answers written in languages OTHER than English (25 languages: Chinese,
Japanese, Korean, Russian, Ukrainian, Spanish, Portuguese, French, German, Italian, Dutch, Polish,
Turkish, Arabic, Persian, Hindi, Bengali, Vietnamese, Indonesian, Thai, Greek, Hebrew, Czech,
Swedish, Tagalog), on both paths and in all eight classes, written as a model writes in that
language: answer phrases ("答案是", "Ответ:", "Die Antwort lautet", "Đáp số"), number writing
(decimal commas, dot / space / narrow-space / Indian thousands grouping, 万 / 만 / lakh / mil / тыс.
scale words, Arabic-Indic, Persian, Devanagari, Bengali, Thai and fullwidth digits, the Arabic
decimal separator), counted nouns and dozen words (打, ダース, 다스, Dutzend, docena, tá, tucet...),
negation and correction idioms ("不是…而是…", "не …, а …", "no es … sino …"), checks after the
answer, reported and hypothetical speech, answer tags holding sentences in the language, French
open-interval brackets ]a ; b[, Polish/Czech closed-interval angle brackets, German point notation
(7|2), and mixed-language outputs.

Problems and golds (arithmetic checked by hand, and the numbers with python):
GSM8K
- pencils: 27 boxes of 14 = 378 (27*14 = 270 + 108); 85 sold -> 378 - 85 = 293 (check 293 + 85 =
  378). Misreading 58 sold: 378 - 58 = 320 (check 320 + 58 = 378).
- fruit: 6 kg at 4.35 a kg -> 26.10 = 26.1 (6*4 = 24, 6*0.35 = 2.1). Misreading 4.53: 6*4.53 = 27.18.
- salary: 12 months at 12,500 = 150,000; plus a 7,350 bonus -> 157,350 (without it: 150,000).
- temperature: starts at -2 degrees, falls 2.25 an hour for 6 hours: 2.25*6 = 13.5; -2 - 13.5 =
  -15.5 (sign lost: 15.5; "15,5 градуса мороза" = 15.5 degrees of frost = -15.5).
- eggs: 42 hens lay 4 eggs each -> 168 eggs = 14 dozen (14*12 = 168; "168 dozen" = 2016).
- wallet: 4 tickets at 25 paid from 100 -> 100 - 4*25 = 0.
- trucks: 16 trucks carry 15,000 kg each -> 240,000 kg (= 24万 = 24만 = 2.4 lakh = 2,40,000 =
  2 লক্ষ 40 হাজার = 240 mil). Misreading 1,500: 16*1500 = 24,000 (= 2.4万 = 2만 4천).
- tickets: 23 tickets at 150 -> 3,450 (23*150 = 3000 + 450; = 3,45 тыс.). Misreading 105: 23*105 = 2,415.
- pass rate: 171 of 190 passed -> 90 % (190*0.9 = 171).
MATH
- two fair 4-sided dice, sum 6: (2,4), (3,3), (4,2) -> \frac{3}{16} = 0.1875 (0.19 only rounded).
- (3 - 4i)(3 + 2i) = 9 + 6i - 12i - 8i^2 = 17 - 6i (sign slip on i^2: 1 - 6i).
- x + y = 9, x - y = 5 -> 2x = 14, x = 7, y = 2: (7, 2) (German (7|2), Slavic (7; 2)).
- 4x^2 - 4x - 3 = (2x - 3)(2x + 1) (= 4x^2 + 2x - 6x - 3) -> x = -\frac{1}{2}, \frac{3}{2}.
- 240 degrees -> 240*pi/180 = \frac{4\pi}{3}.
- C(13, 4) = 13*12*11*10/24 = 17160/24 = 715 (C(13, 3) = 286).
- 0.\overline{48} = 48/99 = \frac{16}{33} (0.48 only truncated).
- |3x - 1| <= 8 -> -8 <= 3x - 1 <= 8 -> -7 <= 3x <= 9 -> [-\frac{7}{3}, 3] (closed; the French
  ]-7/3 ; 3[ is the open interval).
- 243_7 = 2*49 + 4*7 + 3 = 98 + 28 + 3 = 129.
- f(x) = x^2 - 5x + 6 at x = 2: 4 - 10 + 6 = 0.
- distance from (0, 3) to (5, -4): sqrt(5^2 + 7^2) = \sqrt{74} (8.602... only approximately).
- sector of radius 4, angle 135 degrees: 135/360 * 16 pi = 3/8 * 16 pi = 6\pi.

Ids: the first letter names the class: `t_` answer tags; `h_` a phrase marker then `####`; `x_`
exactness and number writing (decimal commas, grouping, scale words, rounding); `n_` negation,
strike-out, annotation; `u_` unit and counted-noun words; `r_` retractions after the answer and
harmless after-text (checks, closings); `q_` quoted, reported and hypothetical statements; `b_`
input JSON can hold that a naive reader trips on (native digit systems, fullwidth digits,
direction marks, zero-width characters, NUL). `_m_` after the prefix marks MATH, `_ok_` kind B; the
language code (ISO 639-1, tl for Tagalog) follows.

Kinds: "A" a wrong, withdrawn or unstated final answer a careless checker accepts; "B" a right
final answer in a notation or wording real models write in that language.

Labels (README "How labels were made", round 21's conventions): the model's LAST COMMITTED final
answer decides; a value it withdraws, negates, or only mentions as a hypothetical, a quotation or
someone else's claim is not its answer; a hedge or two different final answers is `wrong`; no final
answer is `no_answer`; a value equal to the gold (26,10 for 26.1, 157.350 / 157 350 for 157350 in
a language that groups so, 24万 for 240000, ٢٩٣ for 293, 14 dozen then 168) is `correct`; a
decimal for an exact irrational or repeating gold, or a rounded value, is `wrong`; an explicit
correction after an answer makes the corrected value final; a check or closing after a committed
answer does not replace it. Debatable probes carry `"debatable": true`, the reasoning in `note`
and the proposed decision in DECISIONS. Every non-English text has an English gloss in its note.

Counts: 376 probes, kind A 186 / B 190 (truth: correct 190, wrong 168, no_answer 18); GSM8K 275,
MATH 101; by class t 66, h 26, x 80, n 50, u 34, r 47, q 47, b 26; 13 debatable (DECISIONS).
Every language has GSM8K probes; MATH probes are in 24 of the 25 languages (not Bengali).

Usage: cd packages/check/corpus && python3 build_adversarial_redteam85.py
"""

from corpus_build import MINERVA, QWEN_END, g, m, qbox, r1final, th, write_probes

# ================================================================ GSM8K working per language
# pencils: (box line, sold line with {s} sold and {r} left). Gold 293 (s=85); slip 320 (s=58).
_PEN = {
    "zh": ("27盒铅笔，每盒14支，共有 27 × 14 = 378 支。", "卖掉{s}支后，还剩 378 − {s} = {r} 支。"),
    "ja": (
        "14本入りの箱が27箱なので、鉛筆は全部で 27 × 14 = 378 本です。",
        "{s}本売れたので、残りは 378 − {s} = {r} 本です。",
    ),
    "ko": (
        "한 상자에 14자루씩 27상자이므로 연필은 모두 27 × 14 = 378자루입니다.",
        "{s}자루를 팔았으므로 남은 연필은 378 − {s} = {r}자루입니다.",
    ),
    "ru": (
        "В 27 коробках по 14 карандашей: 27 · 14 = 378 карандашей.",
        "Продали {s}, осталось 378 − {s} = {r}.",
    ),
    "uk": (
        "У 27 коробках по 14 олівців: 27 · 14 = 378 олівців.",
        "Продали {s}, залишилося 378 − {s} = {r}.",
    ),
    "es": (
        "Hay 27 cajas con 14 lápices cada una: 27 × 14 = 378 lápices.",
        "Se vendieron {s}, así que quedan 378 − {s} = {r} lápices.",
    ),
    "pt": (
        "São 27 caixas com 14 lápis cada: 27 × 14 = 378 lápis.",
        "Foram vendidos {s}, então restam 378 − {s} = {r} lápis.",
    ),
    "fr": (
        "Il y a 27 boîtes de 14 crayons, soit 27 × 14 = 378 crayons.",
        "On en vend {s}, il reste donc 378 − {s} = {r} crayons.",
    ),
    "de": (
        "27 Schachteln mit je 14 Stiften ergeben 27 · 14 = 378 Stifte.",
        "Nach dem Verkauf von {s} Stiften bleiben 378 − {s} = {r} Stifte übrig.",
    ),
    "it": (
        "Ci sono 27 scatole da 14 matite: 27 × 14 = 378 matite.",
        "Ne vengono vendute {s}, quindi restano 378 − {s} = {r} matite.",
    ),
    "nl": (
        "27 dozen met elk 14 potloden geeft 27 × 14 = 378 potloden.",
        "Er worden er {s} verkocht, dus blijven er 378 − {s} = {r} over.",
    ),
    "pl": (
        "27 pudełek po 14 ołówków to 27 · 14 = 378 ołówków.",
        "Sprzedano {s}, więc zostało 378 − {s} = {r} ołówków.",
    ),
    "tr": (
        "27 kutuda 14'er kalem var: 27 × 14 = 378 kalem.",
        "{s} kalem satıldı, geriye 378 − {s} = {r} kalem kaldı.",
    ),
    "ar": (
        "لدينا 27 علبة، في كل علبة 14 قلمًا: 27 × 14 = 378 قلمًا.",
        "بيع {s} قلمًا، فيتبقى 378 − {s} = {r} قلمًا.",
    ),
    "fa": (
        "۲۷ جعبه داریم و در هر جعبه ۱۴ مداد است: 27 × 14 = 378 مداد.",
        "{s} مداد فروخته شد، پس 378 − {s} = {r} مداد باقی می‌ماند.",
    ),
    "hi": (
        "27 डिब्बों में 14-14 पेंसिलें हैं: 27 × 14 = 378 पेंसिलें।",
        "{s} पेंसिलें बिक गईं, इसलिए 378 − {s} = {r} पेंसिलें बचीं।",
    ),
    "bn": (
        "২৭টি বাক্সে ১৪টি করে পেন্সিল: 27 × 14 = 378টি পেন্সিল।",
        "{s}টি বিক্রি হয়েছে, তাই বাকি থাকে 378 − {s} = {r}টি।",
    ),
    "vi": (
        "Có 27 hộp, mỗi hộp 14 cây bút chì: 27 × 14 = 378 cây.",
        "Đã bán {s} cây, nên còn lại 378 − {s} = {r} cây.",
    ),
    "id": (
        "Ada 27 kotak berisi 14 pensil: 27 × 14 = 378 pensil.",
        "Terjual {s} pensil, jadi sisanya 378 − {s} = {r} pensil.",
    ),
    "th": (
        "มีดินสอ 27 กล่อง กล่องละ 14 แท่ง: 27 × 14 = 378 แท่ง",
        "ขายไป {s} แท่ง จึงเหลือ 378 − {s} = {r} แท่ง",
    ),
    "el": (
        "27 κουτιά με 14 μολύβια το καθένα: 27 × 14 = 378 μολύβια.",
        "Πουλήθηκαν {s}, άρα έμειναν 378 − {s} = {r} μολύβια.",
    ),
    "he": (
        "ב־27 קופסאות יש 14 עפרונות בכל אחת: 27 × 14 = 378 עפרונות.",
        "נמכרו {s}, ולכן נשארו 378 − {s} = {r} עפרונות.",
    ),
    "cs": (
        "27 krabic po 14 tužkách je 27 · 14 = 378 tužek.",
        "Prodalo se {s}, zbývá tedy 378 − {s} = {r} tužek.",
    ),
    "sv": (
        "27 askar med 14 pennor vardera blir 27 · 14 = 378 pennor.",
        "{s} såldes, så det finns 378 − {s} = {r} pennor kvar.",
    ),
    "tl": (
        "May 27 kahon na may tig-14 na lapis: 27 × 14 = 378 na lapis.",
        "Naibenta ang {s}, kaya natira ang 378 − {s} = {r} na lapis.",
    ),
}


def pen(lang: str, slip: bool = False) -> str:
    """The pencils working in `lang`: gold 293, or with `slip` the misread 58 sold -> 320."""
    a, b = _PEN[lang]
    s, r = ("58", "320") if slip else ("85", "293")
    return a + "\n" + b.format(s=s, r=r) + "\n"


# eggs: gold 168 = 14 dozen
EGG = {
    "zh": "42只母鸡，每只下4个蛋：42 × 4 = 168 个鸡蛋。\n",
    "ja": "42羽のめんどりが4個ずつ産むので、42 × 4 = 168 個です。\n",
    "ko": "암탉 42마리가 각각 4개씩 낳으므로 42 × 4 = 168개입니다.\n",
    "es": "42 gallinas ponen 4 huevos cada una: 42 × 4 = 168 huevos.\n",
    "fr": "42 poules pondent chacune 4 œufs : 42 × 4 = 168 œufs.\n",
    "de": "42 Hühner legen je 4 Eier: 42 · 4 = 168 Eier.\n",
    "it": "42 galline fanno 4 uova ciascuna: 42 × 4 = 168 uova.\n",
    "nl": "42 kippen leggen elk 4 eieren: 42 × 4 = 168 eieren.\n",
    "tr": "42 tavuk 4'er yumurta yumurtluyor: 42 × 4 = 168 yumurta.\n",
    "vi": "42 con gà mái, mỗi con đẻ 4 quả: 42 × 4 = 168 quả trứng.\n",
    "cs": "42 slepic snese po 4 vejcích: 42 · 4 = 168 vajec.\n",
    "sv": "42 hönor värper 4 ägg var: 42 · 4 = 168 ägg.\n",
    "ru": "42 курицы снесли по 4 яйца: 42 · 4 = 168 яиц.\n",
}

# MATH working snippets (language-neutral LaTeX; the prose around them is per probe)
G_DICE = r"\frac{3}{16}"
G_CPX = "17 - 6i"
CPX = r"$(3 - 4i)(3 + 2i) = 9 + 6i - 12i - 8i^2 = 9 - 6i + 8$"
CPX_SLIP = r"$(3 - 4i)(3 + 2i) = 9 + 6i - 12i - 8i^2 = 9 - 6i - 8$"
G_SYS = "(7, 2)"
G_ROOTS = r"-\frac{1}{2}, \frac{3}{2}"
ROOTS = r"$4x^2 - 4x - 3 = (2x - 3)(2x + 1) = 0$"
G_ANG = r"\frac{4\pi}{3}"
ANG = r"$240^\circ \cdot \frac{\pi}{180^\circ} = \frac{240\pi}{180}$"
G_COMB = "715"
COMB = r"$\binom{13}{4} = \frac{13 \cdot 12 \cdot 11 \cdot 10}{4!} = \frac{17160}{24}$"
G_REP = r"\frac{16}{33}"
REP = r"$x = 0.\overline{48}$, $100x - x = 48$, $x = \frac{48}{99}$"
G_INT = r"\left[ -\frac{7}{3}, 3 \right]"
INT = r"$-8 \le 3x - 1 \le 8 \iff -7 \le 3x \le 9 \iff -\frac{7}{3} \le x \le 3$"
G_BASE = "129"
BASE = r"$243_7 = 2 \cdot 7^2 + 4 \cdot 7 + 3 = 98 + 28 + 3$"
G_ZERO = "0"
ZERO = r"$f(2) = 2^2 - 5 \cdot 2 + 6 = 4 - 10 + 6$"
G_DIST = r"\sqrt{74}"
DIST = r"$d = \sqrt{(5 - 0)^2 + (-4 - 3)^2} = \sqrt{25 + 49}$"
G_SEC = r"6\pi"
SEC = r"$S = \frac{135}{360} \cdot \pi \cdot 4^2 = \frac{3}{8} \cdot 16\pi$"

# fmt: off
CASES = [
    # ================================================================ Chinese (zh)
    g("t_zh_sentence_slip", "A", "293", "wrong", "tag", th(pen("zh", True)) + "<answer>还剩320支铅笔。</answer>", "zh: the tag's sentence 'still 320 pencils left' states 320 (misread 58 sold)"),
    g("t_ok_zh_sentence", "B", "293", "correct", "tag", th(pen("zh")) + "<answer>还剩293支铅笔。</answer>", "zh: 'still 293 pencils left' in the tag, counter 支 after the number"),
    g("t_ok_zh_box_colon", "B", "293", "correct", "tag", th(pen("zh")) + "<answer>答：$\\boxed{293}$ 支</answer>", "zh: 'Answer: [293] (counter)' in the tag"),
    g("h_zh_phrase_then_hash_other", "A", "293", "wrong", "hash", pen("zh") + "所以答案是293。\n\n不过，再读一遍题目：卖出的是58支，378 − 58 = 320。\n#### 320", "zh: 'so the answer is 293' then 'rereading: 58 were sold, 378-58=320' and #### 320: the last committed answer is 320"),
    g("h_ok_zh_phrase_hash", "B", "293", "correct", "hash", pen("zh") + "因此，答案是：#### 293", "zh: 'therefore the answer is: #### 293'"),
    g("x_ok_zh_wan", "B", "240000", "correct", "answer_is", "16辆卡车，每辆运15000千克：16 × 15000 = 240000 千克。\n答：一共运了24万千克。", "zh: 'Answer: 240 thousand (24万 = 24 x 10,000) kg in all' = 240000"),
    g("x_zh_wan_slip", "A", "240000", "wrong", "answer_is", "16辆卡车，每辆运1500千克：16 × 1500 = 24000 千克。\n答：一共运了2.4万千克。", "zh: 'Answer: 2.4万 kg in all' = 24,000 (misread 1,500 a truck)"),
    g("x_ok_zh_numeral_words", "B", "293", "correct", "answer_is", pen("zh") + "答：还剩二百九十三支铅笔。", "zh: the answer in Chinese numerals 二百九十三 = 293 ('Answer: 293 pencils are left')"),
    g("n_zh_bushi_ershi", "A", "293", "wrong", "answer_is", pen("zh", True) + "所以答案不是293，而是320。", "zh: 'so the answer is not 293 but 320': gold negated, 320 asserted"),
    g("n_ok_zh_bushi_ershi", "B", "293", "correct", "answer_is", pen("zh") + "所以答案不是320，而是293。", "zh: 'the answer is not 320 but 293'"),
    g("u_zh_da", "A", "168", "wrong", "answer_is", EGG["zh"] + "答：一共有168打鸡蛋。", "zh: '168 打 (dozen) eggs' = 2016 eggs, not the 168 eggs counted"),
    g("u_ok_zh_da_then_eggs", "B", "168", "correct", "answer_is", EGG["zh"] + "168 ÷ 12 = 14，也就是14打。\n答：一共有168个鸡蛋（14打）。", "zh: '168 eggs in all (14 dozen)': 168 with the equal dozen count in brackets"),
    g("r_zh_dengdeng", "A", "293", "wrong", "hash", pen("zh") + "#### 293\n\n等等，我好像看错了题目，卖出的是58支。重新计算：378 − 58 = 320。\n所以最终答案应该是320支。", "zh: after #### 293: 'wait, I misread, 58 were sold; recomputing 378-58=320; so the final answer should be 320'"),
    g("r_ok_zh_yansuan", "B", "293", "correct", "hash", pen("zh") + "#### 293\n\n验算：293 + 85 = 378，378 ÷ 14 = 27，正确。✓", "zh: a check after the answer: '293+85=378, 378/14=27, correct'"),
    g("q_zh_laoshi", "A", "293", "wrong", "answer_is", pen("zh", True) + "老师说答案是293，但我算出来是320。\n答：320支。", "zh: 'the teacher said the answer is 293, but I got 320. Answer: 320'"),
    g("q_zh_ruguo", "A", "293", "wrong", "answer_is", pen("zh", True) + "如果卖出的是85支，答案就是293；但题目说卖出了58支，所以答案是320。", "zh: 'if 85 had been sold the answer would be 293; but 58 were sold, so the answer is 320' (the hypothetical is the true question)"),
    g("b_ok_zh_fullwidth", "B", "293", "correct", "answer_is", pen("zh") + "答案：２９３", "zh: fullwidth digits ２９３ (U+FF12...) after 'Answer:'"),
    m("t_m_ok_zh_box", "B", G_DICE, "correct", "tag", th("两个四面骰子共有 4 × 4 = 16 种结果。和为6的有 (2,4)、(3,3)、(4,2) 共3种。\n") + "<answer>概率是 $\\frac{3}{16}$。</answer>", "zh: 'the probability is 3/16' in the tag"),
    m("x_m_zh_yue", "A", G_DICE, "wrong", "boxed", "两个四面骰子共有16种结果，和为6的有3种，所以概率约为 $\\boxed{0.19}$。", "zh: 'so the probability is about 0.19': rounded, 3/16 = 0.1875"),
    m("x_m_ok_zh_decimal", "B", G_DICE, "correct", "boxed", "和为6的结果有3种，共16种，所以概率为 $\\frac{3}{16} = \\boxed{0.1875}$。", "zh: the exact decimal 0.1875"),
    m("r_m_zh_gengzheng", "A", G_COMB, "wrong", "boxed", COMB[:-1] + " = 715$。\n所以答案是 $\\boxed{715}$。\n\n更正：题目要求的是选3人，应为 $\\binom{13}{3} = 286$，最终答案为 $\\boxed{286}$。", "zh: 'Correction: the question asks to choose 3, so C(13,3)=286, final answer [286]'"),

    # ================================================================ Japanese (ja)
    g("t_ja_desu_slip", "A", "293", "wrong", "tag", th(pen("ja", True)) + "<answer>答えは320本です。</answer>", "ja: 'the answer is 320 (pencils)' in the tag"),
    g("t_ok_ja_desu", "B", "293", "correct", "tag", th(pen("ja")) + "<answer>残りの鉛筆は293本です。</answer>", "ja: 'the remaining pencils are 293' in the tag, counter 本"),
    g("h_ok_ja_yotte", "B", "293", "correct", "hash", pen("ja") + "よって、答えは 293 本です。\n#### 293", "ja: 'therefore the answer is 293 (pencils)' then #### 293"),
    g("x_ok_ja_man", "B", "157350", "correct", "answer_is", "月給12,500ドルを12か月：12 × 12,500 = 150,000ドル。\nボーナス7,350ドルを足して 150,000 + 7,350 = 157,350ドル。\n答え：15万7350ドル", "ja: '15万7350' = 150,000 + 7,350 = 157,350 (man = 10^4)"),
    g("x_ja_man_nobonus", "A", "157350", "wrong", "answer_is", "月給12,500ドルを12か月：12 × 12,500 = 150,000ドル。\n答え：15万ドル", "ja: '15万' = 150,000, the bonus left out"),
    g("n_ja_dewanaku", "A", "293", "wrong", "answer_is", pen("ja", True) + "したがって、答えは293本ではなく、320本です。", "ja: 'so the answer is not 293 but 320'"),
    g("n_ok_ja_dewanaku", "B", "293", "correct", "answer_is", pen("ja") + "したがって、答えは320本ではなく、293本です。", "ja: 'the answer is not 320 but 293'"),
    g("u_ja_dasu", "A", "168", "wrong", "answer_is", EGG["ja"] + "答え：168ダース", "ja: '168 dozen' (ダース) = 2016, not 168"),
    g("r_ja_machigae", "A", "293", "wrong", "hash", pen("ja") + "#### 293\n\nあ、すみません、間違えました。売れたのは58本なので、378 − 58 = 320 本が正しいです。", "ja: after #### 293: 'oh, sorry, I made a mistake; 58 were sold, so 320 is right'"),
    g("r_ok_ja_kenzan", "B", "293", "correct", "hash", pen("ja") + "#### 293\n\n検算：293 + 85 = 378 ✓\n以上です。", "ja: 'check: 293 + 85 = 378 ✓. That is all.'"),
    g("q_ja_kaitourei", "A", "293", "wrong", "answer_is", pen("ja", True) + "「答えは293本」と書いてある解答例もありますが、私の計算では320本です。\n答え：320本", "ja: 'some model solutions say \"the answer is 293\", but by my calculation it is 320. Answer: 320'"),
    g("b_ok_ja_kanji", "B", "293", "correct", "answer_is", pen("ja") + "答え：二百九十三本", "ja: the answer in kanji numerals 二百九十三 = 293"),
    m("t_m_ok_ja_roots", "B", G_ROOTS, "correct", "tag", th(ROOTS + " より、$x = \\frac{3}{2}$ または $x = -\\frac{1}{2}$。\n") + "<answer>$x = -\\frac{1}{2}, \\frac{3}{2}$</answer>", "ja think ('hence x = 3/2 or x = -1/2'); the tag holds both roots"),
    m("t_m_ja_roots_one", "A", G_ROOTS, "wrong", "tag", th(ROOTS + " より、$x = \\frac{3}{2}$ または $x = -\\frac{1}{2}$。正の解は $\\frac{3}{2}$。\n") + "<answer>$x = \\frac{3}{2}$</answer>", "ja think ('the positive solution is 3/2'); the tag holds one root of two"),
    m("n_m_ja_dewanaku", "A", G_CPX, "wrong", "boxed", CPX_SLIP + " となるので、答えは $17 - 6i$ ではなく $\\boxed{1 - 6i}$ です。", "ja: 'so the answer is not 17 - 6i but [1 - 6i]' (i^2 sign slip)"),
    m("n_m_ok_ja_dewanaku", "B", G_CPX, "correct", "boxed", CPX + " となるので、答えは $1 - 6i$ ではなく $\\boxed{17 - 6i}$ です。", "ja: 'the answer is not 1 - 6i but [17 - 6i]'"),
    m("r_m_ok_ja_closing", "B", G_SEC, "correct", "boxed", SEC + r" $= 6\pi$" + "\nよって、扇形の面積は $\\boxed{6\\pi}$ です。\n\n何か質問があれば、お気軽にどうぞ！", "ja: 'so the sector's area is [6π]. Feel free to ask if you have questions!'"),

    # ================================================================ Korean (ko)
    g("t_ok_ko_euro", "B", "26.1", "correct", "tag", th("1kg에 4.35유로이므로 6kg은 6 × 4.35 = 26.10유로입니다.\n") + "<answer>정답은 26.1유로입니다.</answer>", "ko: 'the answer is 26.1 euros' in the tag"),
    g("t_ko_euro_slip", "A", "26.1", "wrong", "tag", th("1kg에 4.53유로이므로 6kg은 6 × 4.53 = 27.18유로입니다.\n") + "<answer>정답은 27.18유로입니다.</answer>", "ko: 'the answer is 27.18 euros' (misread price 4.53)"),
    g("x_ok_ko_man", "B", "240000", "correct", "answer_is", "트럭 16대가 각각 15,000kg씩 나르므로 16 × 15,000 = 240,000kg입니다.\n답: 24만 kg", "ko: 'Answer: 24만 kg' = 240,000"),
    g("x_ko_man_slip", "A", "240000", "wrong", "answer_is", "트럭 16대가 각각 1,500kg씩 나르므로 16 × 1,500 = 24,000kg입니다.\n답: 2만 4천 kg", "ko: '2만 4천' = 24,000 (misread 1,500)"),
    g("n_ko_anira", "A", "293", "wrong", "answer_is", pen("ko", True) + "따라서 정답은 293이 아니라 320입니다.", "ko: 'so the answer is not 293 but 320'"),
    g("n_ok_ko_anira", "B", "293", "correct", "answer_is", pen("ko") + "따라서 정답은 320이 아니라 293입니다.", "ko: 'so the answer is not 320 but 293'"),
    g("u_ko_dasu", "A", "168", "wrong", "answer_is", EGG["ko"] + "답: 168다스", "ko: '168 dozen' (다스) = 2016"),
    g("u_ok_ko_gae", "B", "168", "correct", "answer_is", EGG["ko"] + "답: 달걀은 모두 168개(14다스)입니다.", "ko: 'the eggs are 168 in all (14 dozen)'"),
    g("r_ko_jamkkan", "A", "293", "wrong", "hash", pen("ko") + "#### 293\n\n잠깐, 문제를 다시 보니 판매한 연필은 58자루입니다. 378 − 58 = 320이므로 정답은 320입니다.", "ko: after #### 293: 'wait, rereading, 58 were sold; 378-58=320, so the answer is 320'"),
    g("q_ko_chingu", "A", "293", "wrong", "answer_is", pen("ko", True) + "친구는 답이 293이라고 했지만, 제 계산으로는 320입니다.\n답: 320자루", "ko: 'my friend said the answer is 293, but by my calculation it is 320. Answer: 320'"),
    g("h_ok_ko_dap_hash", "B", "293", "correct", "hash", pen("ko") + "정답: #### 293", "ko: 'Answer: #### 293'"),
    m("t_m_ok_ko_box", "B", G_COMB, "correct", "tag", th("13명 중 4명을 뽑는 경우의 수: " + COMB[:-1] + " = 715$\n") + "<answer>$\\boxed{715}$</answer>", "ko think ('ways to choose 4 of 13'), a box in the tag"),
    m("q_m_ko_gajeong", "A", G_COMB, "wrong", "boxed", "만약 순서를 고려한다면 답은 $13 \\cdot 12 \\cdot 11 \\cdot 10 = 17160$이 되겠지만, 이 문제에서는 3명만 뽑으므로 $\\binom{13}{3} = \\boxed{286}$입니다.", "ko: 'if order mattered the answer would be 17160, but here only 3 are chosen so [286]' (misread: the question chooses 4)"),
    m("x_m_ok_ko_base", "B", G_BASE, "correct", "boxed", BASE[:-1] + " = 129$\n따라서 $243_7$을 10진법으로 나타내면 $\\boxed{129_{10}}$입니다.", "ko: 'so 243_7 in base 10 is [129_10]': the base subscript 10 is the gold's base"),

    # ================================================================ Russian (ru)
    g("t_ok_ru_space", "B", "157350", "correct", "tag", th("12 месяцев по 12 500 рублей: 12 · 12 500 = 150 000 рублей. Плюс премия 7 350 рублей: 157 350 рублей.\n") + "<answer>Ответ: 157 350 рублей.</answer>", "ru: 'Answer: 157 350 roubles.' (a space groups thousands)"),
    g("t_ru_nobonus", "A", "157350", "wrong", "tag", th("12 месяцев по 12 500 рублей: 12 · 12 500 = 150 000 рублей.\n") + "<answer>Ответ: 150 000 рублей.</answer>", "ru: 'Answer: 150 000 roubles' (the bonus left out)"),
    g("h_ru_otvet_two", "A", "157350", "wrong", "hash", "12 · 12 500 = 150 000; 150 000 + 7 350 = 157 350.\nОтвет: 157 350 рублей.\n#### 150000", "ru: 'Answer: 157 350 roubles' then #### 150000: two different final answers"),
    g("h_ok_ru_otvet_hash", "B", "157350", "correct", "hash", "12 · 12 500 = 150 000; 150 000 + 7 350 = 157 350.\nОтвет: #### 157 350", "ru: 'Answer: #### 157 350' with a space separator"),
    g("x_ok_ru_comma", "B", "26.1", "correct", "answer_is", "6 кг по 4,35 евро: 6 · 4,35 = 26,1 евро.\nОтвет: 26,1 евро.", "ru: the decimal comma 26,1 = 26.1"),
    g("u_ok_ru_moroz", "B", "-15.5", "correct", "answer_is", "Температура упала на 2,25 · 6 = 13,5 градуса: −2 − 13,5 = −15,5 °C.\nОтвет: 15,5 градуса мороза.", "ru: 'Answer: 15.5 degrees of frost' = -15.5 °C in Russian usage; debatable: no minus sign, the word мороза carries it (decision accept)", True),
    g("u_ru_tepla", "A", "-15.5", "wrong", "answer_is", "Температура изменилась на 2,25 · 6 = 13,5 градуса и стала 2 + 13,5 = 15,5 градуса.\nОтвет: 15,5 градуса тепла.", "ru: 'Answer: 15.5 degrees of warmth' = +15.5 °C (the working drops the starting minus: 2 + 13.5)"),
    g("x_ok_ru_tys", "B", "3450", "correct", "answer_is", "23 билета по 150 рублей: 23 · 150 = 3450 рублей.\nОтвет: 3,45 тыс. руб.", "ru: '3,45 тыс. руб.' = 3.45 thousand roubles = 3450"),
    g("n_ru_ne_a", "A", "293", "wrong", "answer_is", pen("ru", True) + "Ответ не 293, а 320.", "ru: 'the answer is not 293 but 320'"),
    g("n_ok_ru_ne_a", "B", "293", "correct", "answer_is", pen("ru") + "Ответ: не 320, а 293.", "ru: 'Answer: not 320 but 293'"),
    g("r_ru_oshibsya", "A", "293", "wrong", "hash", pen("ru") + "#### 293\n\nОй, я ошибся: продали 58 карандашей, значит 378 − 58 = 320.\nПравильный ответ: 320.", "ru: after #### 293: 'oops, I was wrong: 58 were sold, so 320. Correct answer: 320'"),
    g("r_ok_ru_proverka", "B", "293", "correct", "hash", pen("ru") + "#### 293\n\nПроверка: 293 + 85 = 378 = 27 · 14. Верно.", "ru: 'Check: 293 + 85 = 378 = 27 · 14. Correct.'"),
    g("q_ru_uchebnik", "A", "293", "wrong", "answer_is", pen("ru", True) + "В учебнике ответ 293, но у меня получилось 320.\nОтвет: 320.", "ru: 'the textbook's answer is 293, but I got 320. Answer: 320'"),
    g("u_ru_dyuzhin", "A", "168", "wrong", "answer_is", EGG["ru"] + "Ответ: 168 дюжин.", "ru: '168 dozen' = 2016"),
    m("x_m_ok_ru_semicolon", "B", G_INT, "correct", "boxed", INT + "\nОтвет: $x \\in \\boxed{\\left[-\\frac{7}{3};\\,3\\right]}$", "ru: 'Answer: x in [-7/3; 3]': the semicolon is the Russian interval separator"),
    m("x_m_ru_open", "A", G_INT, "wrong", "boxed", r"$-8 < 3x - 1 < 8 \iff -\frac{7}{3} < x < 3$" + "\nОтвет: $x \\in \\boxed{\\left(-\\frac{7}{3};\\,3\\right)}$", "ru: the open interval (-7/3; 3); the gold is closed"),
    m("t_m_ok_ru_mixed", "B", G_SEC, "correct", "tag", th("Площадь сектора: " + SEC[:-1] + " = 6\\pi$.\n") + "<answer>Площадь сектора равна $6\\pi$.</answer>", "ru: 'the sector's area equals 6π' in the tag"),
]

CASES += [
    # ================================================================ Ukrainian (uk)
    g("t_ok_uk_hryvni", "B", "3450", "correct", "tag", th("23 квитки по 150 грн: 23 · 150 = 3450 грн.\n") + "<answer>Відповідь: 3 450 гривень.</answer>", "uk: 'Answer: 3 450 hryvnias' (space-grouped)"),
    g("t_uk_slip", "A", "3450", "wrong", "tag", th("23 квитки по 105 грн: 23 · 105 = 2415 грн.\n") + "<answer>Відповідь: 2 415 гривень.</answer>", "uk: 'Answer: 2 415 hryvnias' (misread price 105)"),
    g("n_uk_ne_a", "A", "3450", "wrong", "answer_is", "23 · 105 = 2415.\nВідповідь: не 3450, а 2415 гривень.", "uk: 'Answer: not 3450 but 2415 hryvnias'"),
    g("r_uk_pomylyvsia", "A", "3450", "wrong", "hash", "23 · 150 = 3450.\n#### 3450\n\nСтоп, я помилився: квиток коштує 105 грн, тож 23 · 105 = 2415.\n#### 2415", "uk: after #### 3450: 'stop, I was wrong: a ticket costs 105, so 2415' and a new #### 2415"),
    g("r_ok_uk_perevirka", "B", "3450", "correct", "hash", "23 · 150 = 3450.\n#### 3450\n\nПеревірка: 3450 : 23 = 150 ✓", "uk: 'Check: 3450 : 23 = 150 ✓' (the colon is the division sign)"),
    g("q_uk_kazhe", "A", "293", "wrong", "answer_is", pen("uk", True) + "Оксана каже, що відповідь 293, але в мене вийшло 320.\nВідповідь: 320 олівців.", "uk: 'Oksana says the answer is 293, but I got 320. Answer: 320 pencils'"),
    g("x_ok_uk_words", "B", "293", "correct", "answer_is", pen("uk") + "Відповідь: двісті дев'яносто три олівці.", "uk: the answer in words 'two hundred ninety-three pencils'"),
    m("x_m_ok_uk_pair", "B", G_SYS, "correct", "boxed", "Додамо рівняння: $2x = 14$, $x = 7$, тоді $y = 9 - 7 = 2$.\nВідповідь: $\\boxed{(7;\\ 2)}$", "uk: 'add the equations ... Answer: (7; 2)': the semicolon pair is the Ukrainian notation for (7, 2)"),
    m("x_m_uk_pair_swapped", "A", G_SYS, "wrong", "boxed", "Додамо рівняння: $2x = 14$, $x = 7$, тоді $y = 2$.\nВідповідь: $\\boxed{(2;\\ 7)}$", "uk: the pair written swapped (2; 7)"),

    # ================================================================ Spanish (es)
    g("t_ok_es_dot_thousands", "B", "157350", "correct", "tag", th("12 meses a 12.500 € son 12 × 12.500 = 150.000 €. Con la prima de 7.350 €: 157.350 €.\n") + "<answer>La respuesta es 157.350 €.</answer>", "es: 'the answer is 157.350 €' (dot groups thousands)"),
    g("x_es_mil_nobonus", "A", "157350", "wrong", "answer_is", "12 meses a 12.500 € son 12 × 12.500 = 150.000 €.\nLa respuesta es 150 mil euros.", "es: '150 mil euros' = 150,000 (bonus left out)"),
    g("x_ok_es_mil", "B", "240000", "correct", "answer_is", "16 camiones llevan 15.000 kg cada uno: 16 × 15.000 = 240.000 kg.\n**Respuesta:** 240 mil kilogramos.", "es: '240 mil kilogramos' = 240,000"),
    g("x_ok_es_words", "B", "293", "correct", "answer_is", pen("es") + "**Respuesta final:** doscientos noventa y tres lápices.", "es: the answer in words 'two hundred ninety-three pencils'"),
    g("x_es_words_slip", "A", "293", "wrong", "answer_is", pen("es", True) + "**Respuesta final:** trescientos veinte lápices.", "es: the answer in words 'three hundred twenty pencils'"),
    g("u_es_docenas", "A", "168", "wrong", "answer_is", EGG["es"] + "La respuesta es 168 docenas.", "es: '168 dozen' = 2016"),
    g("u_ok_es_docenas_huevos", "B", "168", "correct", "answer_is", EGG["es"] + "Son 14 docenas, es decir, 168 huevos.", "es: '14 dozen, that is, 168 eggs'"),
    g("n_es_sino", "A", "293", "wrong", "answer_is", pen("es", True) + "Por lo tanto, la respuesta no es 293, sino 320.", "es: 'so the answer is not 293 but 320'"),
    g("n_ok_es_sino", "B", "293", "correct", "answer_is", pen("es") + "Por lo tanto, la respuesta no es 320, sino 293.", "es: 'the answer is not 320 but 293'"),
    g("r_es_me_equivoque", "A", "293", "wrong", "answer_is", pen("es") + "**Respuesta final: 293**\n\nEspera, me equivoqué al leer: se vendieron 58, no 85. Entonces 378 − 58 = 320.\n\n**Respuesta final: 320**", "es: 'wait, I misread: 58 were sold, not 85 ... Final answer: 320'"),
    g("r_ok_es_espero", "B", "293", "correct", "answer_is", pen("es") + "**Respuesta final: 293 lápices**\n\n¡Espero que te sirva! Si tienes alguna otra pregunta, no dudes en consultarme.", "es: a closing 'I hope it helps! If you have another question, ask me'"),
    g("q_es_solucionario", "A", "293", "wrong", "answer_is", pen("es", True) + "Según el solucionario, la respuesta es 293; sin embargo, yo obtengo 320.\n\nRespuesta: 320", "es: 'according to the answer key the answer is 293; however I get 320. Answer: 320'"),
    g("h_ok_es_hash", "B", "293", "correct", "hash", pen("es") + "La respuesta es: #### 293", "es: 'the answer is: #### 293'"),
    m("x_m_ok_es_dfrac", "B", G_DICE, "correct", "boxed", "Hay $4 \\cdot 4 = 16$ resultados; suman 6: $(2,4)$, $(3,3)$, $(4,2)$.\nPor lo tanto, la probabilidad es $\\boxed{\\dfrac{3}{16}}$.", "es: 'so the probability is 3/16' with \\dfrac"),
    m("x_m_es_comma_rounded", "A", G_DICE, "wrong", "boxed", "Hay 16 resultados y 3 favorables, así que la probabilidad es aproximadamente $\\boxed{0{,}19}$.", "es: 'approximately 0,19' = 0.19 rounded"),
    m("x_m_ok_es_comma_exact", "B", G_DICE, "correct", "boxed", "Hay 16 resultados y 3 favorables: $P = \\frac{3}{16} = \\boxed{0{,}1875}$.", "es: 0{,}1875 with the decimal comma = 3/16 exactly; debatable: read as a tuple (0, 1875) by a reader that ignores the braces (decision accept)", True),

    # ================================================================ Portuguese (pt)
    g("t_ok_pt_restam", "B", "293", "correct", "tag", th(pen("pt")) + "<answer>Restam 293 lápis.</answer>", "pt: '293 pencils remain' in the tag"),
    g("t_pt_restam_slip", "A", "293", "wrong", "tag", th(pen("pt", True)) + "<answer>Restam 320 lápis.</answer>", "pt: '320 pencils remain'"),
    g("x_ok_pt_comma", "B", "26.1", "correct", "answer_is", "6 kg a 4,35 euros o quilo: 6 × 4,35 = 26,10 euros.\n**Resposta:** 26,10 euros", "pt: 26,10 = 26.1"),
    g("x_pt_cerca", "A", "26.1", "wrong", "answer_is", "6 kg a 4,35 euros o quilo: 6 × 4,35 ≈ 26 euros.\n**Resposta:** cerca de 26 euros", "pt: 'about 26 euros': rounded"),
    g("n_pt_strike", "A", "293", "wrong", "answer_is", pen("pt", True) + "**Resposta:** ~~293~~ 320 lápis", "pt: 293 struck, 320 after"),
    g("n_ok_pt_strike", "B", "293", "correct", "answer_is", pen("pt") + "**Resposta:** ~~320~~ 293 lápis", "pt: 320 struck, 293 after"),
    g("r_pt_ops", "A", "293", "wrong", "answer_is", pen("pt") + "Resposta: 293\n\nOps, errei! Foram vendidos 58 lápis: 378 − 58 = 320. Resposta correta: 320.", "pt: 'oops, I was wrong! 58 were sold ... correct answer: 320'"),
    g("r_ok_pt_verificacao", "B", "293", "correct", "answer_is", pen("pt") + "Resposta: 293\n\nVerificação: 293 + 85 = 378 ✔️\n\nEspero ter ajudado!", "pt: 'check ✔️ ... I hope I helped!'"),
    g("q_pt_se_tivessem", "A", "293", "wrong", "answer_is", pen("pt", True) + "Se tivessem sido vendidos 85 lápis, sobrariam 293; mas foram vendidos 58, então sobram 320.", "pt: 'had 85 been sold, 293 would remain; but 58 were sold, so 320 remain' (the hypothetical is the true question)"),
    g("b_ok_pt_nbsp", "B", "157350", "correct", "answer_is", "12 × 12\u00a0500 = 150\u00a0000; 150\u00a0000 + 7\u00a0350 = 157\u00a0350.\nResposta: 157\u00a0350 euros.", "pt: no-break spaces (U+00A0) group the thousands: 157 350"),
    m("x_m_ok_pt_ou", "B", G_ROOTS, "correct", "boxed", ROOTS + ".\nLogo, $\\boxed{x = -\\frac{1}{2} \\text{ ou } x = \\frac{3}{2}}$.", "pt: 'so x = -1/2 or (ou) x = 3/2' in the box"),
    m("x_m_pt_ou_sign", "A", G_ROOTS, "wrong", "boxed", r"$4x^2 - 4x - 3 = (2x + 3)(2x - 1) = 0$" + ".\nLogo, $\\boxed{x = -\\frac{3}{2} \\text{ ou } x = \\frac{1}{2}}$.", "pt: a wrong factoring gives -3/2 or 1/2"),

    # ================================================================ French (fr)
    g("t_ok_fr_minus", "B", "-15.5", "correct", "tag", th("La température baisse de 2,25 × 6 = 13,5 °C, donc −2 − 13,5 = −15,5 °C.\n") + "<answer>La température finale est de −15,5 °C.</answer>", "fr: 'the final temperature is −15,5 °C' (U+2212 minus, decimal comma)"),
    g("t_fr_sign_lost", "A", "-15.5", "wrong", "tag", th("La température baisse de 2,25 × 6 = 13,5 °C, donc 2 + 13,5 = 15,5 °C.\n") + "<answer>15,5 °C</answer>", "fr: 15,5 °C, the sign lost"),
    g("h_ok_fr_narrow_nbsp", "B", "157350", "correct", "hash", "12 × 12\u202f500 = 150\u202f000 € ; avec la prime : 150\u202f000 + 7\u202f350 = 157\u202f350 €.\nLa réponse est : #### 157\u202f350", "fr: 'the answer is: #### 157 350' with narrow no-break spaces (U+202F), as French typesetting groups"),
    g("h_fr_reponse_two", "A", "157350", "wrong", "hash", "12 × 12\u202f500 = 150\u202f000 € ; avec la prime : 150\u202f000 + 7\u202f350 = 157\u202f350 €.\nLa réponse est 157\u202f350 €.\n#### 150000", "fr: 'the answer is 157 350 €' then #### 150000: two final answers"),
    g("n_fr_nest_pas", "A", "293", "wrong", "answer_is", pen("fr", True) + "La réponse n'est donc pas 293 mais 320.", "fr: 'so the answer is not 293 but 320'"),
    g("n_ok_fr_nest_pas", "B", "293", "correct", "answer_is", pen("fr") + "La réponse n'est donc pas 320 mais 293.", "fr: 'the answer is not 320 but 293'"),
    g("u_fr_douzaines", "A", "168", "wrong", "answer_is", EGG["fr"] + "Réponse : 168 douzaines.", "fr: '168 dozen' = 2016"),
    g("u_ok_fr_oeufs", "B", "168", "correct", "answer_is", EGG["fr"] + "Réponse : 168 œufs, soit 14 douzaines.", "fr: '168 eggs, i.e. 14 dozen'"),
    g("r_fr_attendez", "A", "293", "wrong", "answer_is", pen("fr") + "**Réponse : 293**\n\nAh, attendez, j'ai mal lu l'énoncé : on vend 58 crayons. 378 − 58 = 320.\n\n**Réponse : 320**", "fr: 'ah, wait, I misread: 58 are sold ... Answer: 320'"),
    g("r_ok_fr_verif", "B", "293", "correct", "answer_is", pen("fr") + "Réponse : 293 crayons.\n\nVérification : 293 + 85 = 378 = 27 × 14. ✓", "fr: 'Answer: 293 pencils. Check: ... ✓'"),
    g("q_fr_camarade", "A", "293", "wrong", "answer_is", pen("fr", True) + "Mon camarade affirme que la réponse est 293, mais je trouve 320.\n\nRéponse : 320", "fr: 'my classmate claims the answer is 293, but I find 320. Answer: 320'"),
    m("x_m_fr_open_brackets", "A", G_INT, "wrong", "boxed", r"$-8 < 3x - 1 < 8 \iff -\frac{7}{3} < x < 3$" + "\nL'ensemble des solutions est $\\boxed{\\left]-\\frac{7}{3}\\,;\\,3\\right[}$.", "fr: ]-7/3 ; 3[ is the OPEN interval in French notation; the gold is closed"),
    m("x_m_ok_fr_closed", "B", G_INT, "correct", "boxed", INT + "\nL'ensemble des solutions est $\\boxed{\\left[-\\frac{7}{3}\\,;\\,3\\right]}$.", "fr: 'the solution set is [-7/3 ; 3]' (semicolon separator)"),
    m("t_m_ok_fr_angle", "B", G_ANG, "correct", "tag", th("On convertit : " + ANG[:-1] + " = \\frac{4\\pi}{3}$.\n") + "<answer>$240^\\circ = \\dfrac{4\\pi}{3}$ rad</answer>", "fr think ('we convert'); the tag's equation ends in 4π/3 rad"),
    m("r_m_fr_erreur", "A", G_ANG, "wrong", "boxed", ANG + r" $= \boxed{\frac{4\pi}{3}}$" + "\n\nErreur de ma part : il fallait convertir $210^\\circ$, soit $\\boxed{\\frac{7\\pi}{6}}$.", "fr: 'my mistake: 210° had to be converted, i.e. [7π/6]'"),

    # ================================================================ German (de)
    g("t_ok_de_dot", "B", "157350", "correct", "tag", th("12 Monate à 12.500 € = 150.000 €; dazu die Prämie von 7.350 €: 157.350 €.\n") + "<answer>Die Antwort ist 157.350 €.</answer>", "de: 'the answer is 157.350 €' (dot groups thousands)"),
    g("t_de_nobonus", "A", "157350", "wrong", "tag", th("12 Monate à 12.500 € = 150.000 €.\n") + "<answer>Die Antwort ist 150.000 €.</answer>", "de: 150.000 € = 150,000, the bonus left out"),
    g("h_ok_de_comma_hash", "B", "26.1", "correct", "hash", "6 kg zu je 4,35 € kosten 6 · 4,35 = 26,10 €.\nDie Antwort lautet: #### 26,10", "de: 'the answer is: #### 26,10' = 26.1; debatable: after #### a comma could be read as a thousands separator (2610) by an English reader (decision accept)", True),
    g("x_de_ca", "A", "26.1", "wrong", "answer_is", "6 kg zu je 4,35 € kosten 6 · 4,35 ≈ 26 €.\nAntwort: ca. 26 €", "de: 'about 26 €': rounded"),
    g("n_de_sondern", "A", "293", "wrong", "answer_is", pen("de", True) + "Die Antwort ist also nicht 293, sondern 320.", "de: 'so the answer is not 293 but 320'"),
    g("n_ok_de_sondern", "B", "293", "correct", "answer_is", pen("de") + "Die Antwort ist also nicht 320, sondern 293.", "de: 'the answer is not 320 but 293'"),
    g("u_de_dutzend", "A", "168", "wrong", "answer_is", EGG["de"] + "Antwort: 168 Dutzend", "de: '168 dozen' = 2016"),
    g("u_ok_de_dutzend_eier", "B", "168", "correct", "answer_is", EGG["de"] + "Das sind 14 Dutzend, also 168 Eier.\n**Antwort:** 168 Eier", "de: '14 dozen, so 168 eggs. Answer: 168 eggs'"),
    g("r_de_korrektur", "A", "293", "wrong", "answer_is", pen("de") + "**Antwort:** 293\n\nKorrektur: Es wurden 58 Stifte verkauft, also 378 − 58 = 320. Die richtige Antwort ist 320.", "de: 'Correction: 58 were sold ... the right answer is 320'"),
    g("r_ok_de_probe", "B", "293", "correct", "answer_is", pen("de") + "**Antwort:** Es bleiben 293 Stifte übrig.\n\nProbe: 293 + 85 = 378 ✓", "de: 'Answer: 293 pencils remain. Check (Probe): 293 + 85 = 378 ✓'"),
    g("q_de_loesungsheft", "A", "293", "wrong", "answer_is", pen("de", True) + "Laut Lösungsheft ist die Antwort 293. Ich komme aber auf 320.\n\n**Antwort:** 320", "de: 'according to the answer booklet it is 293. But I get 320. Answer: 320'"),
    m("x_m_ok_de_point", "B", G_SYS, "correct", "boxed", "Addition der Gleichungen: $2x = 14 \\Rightarrow x = 7$, $y = 9 - 7 = 2$.\nDie Lösung ist $\\boxed{(7|2)}$.", "de: 'the solution is (7|2)': the German school notation for the point (7, 2)"),
    m("x_m_de_point_swapped", "A", G_SYS, "wrong", "boxed", "Addition der Gleichungen: $2x = 14 \\Rightarrow x = 7$, $y = 2$.\nDer Schnittpunkt ist $\\boxed{S(2|7)}$.", "de: 'the intersection point is S(2|7)': swapped"),
    m("n_m_de_falsch", "A", G_REP, "wrong", "boxed", REP + r" $= \boxed{\frac{16}{33}}$ (falsch)" + "\n\nIch habe mich verrechnet; die richtige Antwort ist $\\boxed{\\frac{12}{25}}$.", "de: the gold box marked '(wrong)', then 'I miscalculated; the right answer is [12/25]'"),
    m("n_m_ok_de_richtig", "B", G_REP, "correct", "boxed", REP + r" $= \boxed{\frac{16}{33}}$ (gekürzt)", "de: '(reduced)' after the box"),
]

CASES += [
    # ================================================================ Italian (it)
    g("t_ok_it_risposta", "B", "293", "correct", "tag", th(pen("it")) + "<answer>La risposta è 293.</answer>", "it: 'the answer is 293' in the tag"),
    g("t_it_slip", "A", "293", "wrong", "tag", th(pen("it", True)) + "<answer>La risposta è 320 matite.</answer>", "it: 'the answer is 320 pencils'"),
    g("n_it_bensi", "A", "293", "wrong", "answer_is", pen("it", True) + "Quindi la risposta non è 293, bensì 320.", "it: 'so the answer is not 293 but rather 320'"),
    g("u_it_dozzine", "A", "168", "wrong", "answer_is", EGG["it"] + "**Risposta:** 168 dozzine", "it: '168 dozen' = 2016"),
    g("r_it_aspetta", "A", "293", "wrong", "answer_is", pen("it") + "**Risposta:** 293\n\nAspetta, ho letto male il testo: sono state vendute 58 matite, quindi 378 − 58 = 320.\n**Risposta corretta:** 320", "it: 'wait, I misread: 58 were sold ... correct answer: 320'"),
    g("r_ok_it_spero", "B", "293", "correct", "answer_is", pen("it") + "**Risposta:** restano 293 matite.\n\nSpero di esserti stato d'aiuto! 😊", "it: 'Answer: 293 pencils remain. I hope I helped! 😊'"),
    g("x_ok_it_dot", "B", "157350", "correct", "answer_is", "12 × 12.500 = 150.000 €; 150.000 + 7.350 = 157.350 €.\n**Risposta:** 157.350 euro", "it: 157.350 = 157,350 (dot grouping)"),
    g("q_it_professore", "A", "293", "wrong", "answer_is", pen("it", True) + "Il professore ha detto che la risposta è 293, ma a me risulta 320.\n**Risposta:** 320", "it: 'the teacher said the answer is 293, but I get 320. Answer: 320'"),
    m("x_m_ok_it_frac", "B", G_REP, "correct", "boxed", REP + " $= \\frac{16}{33}$.\nQuindi $0,\\overline{48} = \\boxed{\\frac{16}{33}}$.", "it: 'so 0,(48) = [16/33]'"),
    m("x_m_it_truncated", "A", G_REP, "wrong", "boxed", "Il numero periodico $0,\\overline{48}$ vale circa $\\boxed{0{,}48}$.", "it: 'the repeating number is worth about [0,48]': truncated, not 16/33"),
    m("x_m_ok_it_periodic", "B", G_REP, "correct", "boxed", "Scrivo la frazione generatrice: " + REP + ".\nRisposta: $\\boxed{\\frac{48}{99}}$", "it: 'I write the generating fraction ... Answer: [48/99]' = 16/33 unreduced"),

    # ================================================================ Dutch (nl)
    g("t_ok_nl_komma", "B", "26.1", "correct", "tag", th("6 kg à € 4,35 per kilo: 6 × 4,35 = 26,10 euro.\n") + "<answer>Het antwoord is 26,10 euro.</answer>", "nl: 'the answer is 26,10 euro' = 26.1"),
    g("t_nl_slip", "A", "26.1", "wrong", "tag", th("6 kg à € 4,53 per kilo: 6 × 4,53 = 27,18 euro.\n") + "<answer>Het antwoord is € 27,18.</answer>", "nl: 27,18 (misread price 4,53)"),
    g("n_nl_niet_maar", "A", "293", "wrong", "answer_is", pen("nl", True) + "Het antwoord is dus niet 293 maar 320.", "nl: 'so the answer is not 293 but 320'"),
    g("u_nl_dozijn", "A", "168", "wrong", "answer_is", EGG["nl"] + "Antwoord: 168 dozijn", "nl: '168 dozen' = 2016"),
    g("r_nl_wacht", "A", "293", "wrong", "answer_is", pen("nl") + "Antwoord: 293\n\nWacht, ik heb me vergist: er zijn 58 potloden verkocht. 378 − 58 = 320.\nAntwoord: 320", "nl: 'wait, I was mistaken: 58 were sold ... Answer: 320'"),
    g("q_nl_antwoordmodel", "A", "293", "wrong", "answer_is", pen("nl", True) + "Volgens het antwoordmodel is het 293, maar ik kom op 320.\nAntwoord: 320", "nl: 'according to the answer model it is 293, but I get 320. Answer: 320'"),
    g("r_ok_nl_controle", "B", "293", "correct", "answer_is", pen("nl") + "Antwoord: er blijven 293 potloden over.\n\nControle: 293 + 85 = 378 ✓", "nl: 'Answer: 293 pencils remain. Check (controle): ...'"),
    m("t_m_ok_nl_cpx", "B", G_CPX, "correct", "tag", th("Uitwerken: " + CPX[:-1] + " = 17 - 6i$.\n") + "<answer>Het antwoord is $\\boxed{17 - 6i}$.</answer>", "nl: 'the answer is [17 - 6i]' in the tag"),
    m("t_m_nl_cpx_slip", "A", G_CPX, "wrong", "tag", th("Uitwerken: " + CPX_SLIP[:-1] + " = 1 - 6i$.\n") + "<answer>Het antwoord is $1 - 6i$.</answer>", "nl: 'the answer is 1 - 6i' (i^2 sign slip)"),

    # ================================================================ Polish (pl)
    g("t_ok_pl_zl", "B", "3450", "correct", "tag", th("23 bilety po 150 zł: 23 · 150 = 3450 zł.\n") + "<answer>Odpowiedź: 3450 zł</answer>", "pl: 'Answer: 3450 zł'"),
    g("h_pl_odp_hash_slip", "A", "3450", "wrong", "hash", "23 bilety po 105 zł: 23 · 105 = 2415 zł.\nOdpowiedź: #### 2415", "pl: 'Answer: #### 2415' (misread price 105)"),
    g("h_ok_pl_odp_hash", "B", "3450", "correct", "hash", "23 bilety po 150 zł: 23 · 150 = 3450 zł.\nOdp.: #### 3450", "pl: 'Ans. (Odp.): #### 3450'"),
    g("x_ok_pl_space", "B", "157350", "correct", "answer_is", "12 · 12 500 zł = 150 000 zł; 150 000 + 7 350 = 157 350 zł.\nOdpowiedź: Zarobi łącznie 157 350 zł.", "pl: 'Answer: he will earn 157 350 zł in all' (space grouping)"),
    g("n_pl_tylko", "A", "293", "wrong", "answer_is", pen("pl", True) + "Odpowiedź nie brzmi 293, tylko 320.", "pl: 'the answer is not 293, but 320'"),
    g("r_pl_poprawka", "A", "293", "wrong", "answer_is", pen("pl") + "Odp. 293\n\nPoprawka: sprzedano 58 ołówków, więc 378 − 58 = 320.\nOdp. 320", "pl: 'Correction: 58 were sold ... Ans. 320'"),
    g("q_pl_kolega", "A", "293", "wrong", "answer_is", pen("pl", True) + "Kolega twierdzi, że wynik to 293, ale mnie wyszło 320.\nOdpowiedź: 320", "pl: 'a classmate claims the result is 293, but I got 320. Answer: 320'"),
    m("x_m_ok_pl_angle", "B", G_INT, "correct", "boxed", INT + "\nOdp. $x \\in \\boxed{\\left\\langle -\\frac{7}{3}; 3 \\right\\rangle}$", "pl: the Polish closed interval ⟨-7/3; 3⟩ = [-7/3, 3]; debatable: angle brackets are Polish school notation, unknown to English readers (decision accept)", True),
    m("x_m_pl_open", "A", G_INT, "wrong", "boxed", r"$-8 < 3x - 1 < 8 \iff -\frac{7}{3} < x < 3$" + "\nOdp. $x \\in \\boxed{\\left(-\\frac{7}{3}; 3\\right)}$", "pl: the open interval; the gold is closed"),

    # ================================================================ Turkish (tr)
    g("t_ok_tr_cevap", "B", "293", "correct", "tag", th(pen("tr")) + "<answer>Cevap: 293 kalem</answer>", "tr: 'Answer: 293 pencils'"),
    g("u_ok_tr_suffix", "B", "293", "correct", "answer_is", pen("tr") + "Dolayısıyla cevap 293'tür.", "tr: 'so the answer is 293' with the suffix -'tür after an apostrophe"),
    g("u_tr_suffix_slip", "A", "293", "wrong", "answer_is", pen("tr", True) + "Dolayısıyla cevap 320'dir.", "tr: 'so the answer is 320' (suffix -'dir)"),
    g("n_tr_degil", "A", "293", "wrong", "answer_is", pen("tr", True) + "Yani cevap 293 değil, 320'dir.", "tr: 'so the answer is not 293, it is 320'"),
    g("n_ok_tr_degil", "B", "293", "correct", "answer_is", pen("tr") + "Yani cevap 320 değil, 293'tür.", "tr: 'so the answer is not 320, it is 293'"),
    g("u_tr_duzine", "A", "168", "wrong", "answer_is", EGG["tr"] + "Cevap: 168 düzine", "tr: '168 dozen' = 2016"),
    g("x_ok_tr_comma", "B", "26.1", "correct", "answer_is", "6 kg × 4,35 € = 26,10 €.\nCevap: 26,10 €", "tr: 26,10 = 26.1"),
    g("r_tr_dur", "A", "293", "wrong", "answer_is", pen("tr") + "Cevap: 293\n\nDur, soruyu yanlış okudum: 58 kalem satılmış. 378 − 58 = 320.\nDoğru cevap: 320", "tr: 'stop, I misread: 58 were sold ... correct answer: 320'"),
    g("q_tr_ogretmen", "A", "293", "wrong", "answer_is", pen("tr", True) + "Öğretmenim cevabın 293 olduğunu söyledi ama ben 320 buldum.\nCevap: 320", "tr: 'my teacher said the answer is 293 but I found 320. Answer: 320'"),
    m("x_m_ok_tr_base", "B", G_BASE, "correct", "boxed", BASE[:-1] + " = 129$.\nCevap: $\\boxed{129}$'dur.", "tr: 'Answer: [129]' with the suffix 'dur after the box"),

    # ================================================================ Arabic (ar)
    g("t_ok_ar_sentence", "B", "293", "correct", "tag", th(pen("ar")) + "<answer>الإجابة: 293 قلمًا</answer>", "ar: 'the answer: 293 pencils' in the tag"),
    g("t_ar_slip", "A", "293", "wrong", "tag", th(pen("ar", True)) + "<answer>الإجابة: 320 قلمًا</answer>", "ar: 'the answer: 320 pencils'"),
    g("b_ok_ar_indic", "B", "293", "correct", "answer_is", pen("ar") + "الإجابة النهائية: ٢٩٣", "ar: 'the final answer: ٢٩٣' in Arabic-Indic digits (U+0660 block) = 293"),
    g("b_ar_indic_slip", "A", "293", "wrong", "answer_is", "في ٢٧ علبة، في كل علبة ١٤ قلمًا: ٢٧ × ١٤ = ٣٧٨ قلمًا.\nبيع ٥٨ قلمًا، فيتبقى ٣٧٨ − ٥٨ = ٣٢٠ قلمًا.\nالإجابة النهائية: ٣٢٠", "ar: working and 'final answer ٣٢٠' in Arabic-Indic digits = 320 (misread 58 sold)"),
    g("x_ok_ar_decimal_sep", "B", "26.1", "correct", "answer_is", "ثمن ٦ كغ بسعر ٤٫٣٥ يورو للكيلو: ٦ × ٤٫٣٥ = ٢٦٫١ يورو.\nالإجابة: ٢٦٫١ يورو", "ar: '٢٦٫١ euro' with the Arabic decimal separator U+066B = 26.1"),
    g("n_ar_laysat", "A", "293", "wrong", "answer_is", pen("ar", True) + "إذن الإجابة ليست 293، بل 320.", "ar: 'so the answer is not 293, rather 320'"),
    g("n_ok_ar_laysat", "B", "293", "correct", "answer_is", pen("ar") + "إذن الإجابة ليست 320، بل 293.", "ar: 'so the answer is not 320, rather 293'"),
    g("r_ar_akhta", "A", "293", "wrong", "hash", pen("ar") + "#### 293\n\nانتظر، لقد أخطأت في قراءة السؤال: المباع 58 قلمًا، إذن 378 − 58 = 320.\nالإجابة الصحيحة: 320", "ar: after #### 293: 'wait, I misread the question: 58 were sold, so 320. The correct answer: 320'"),
    g("q_ar_muallim", "A", "293", "wrong", "answer_is", pen("ar", True) + "قال المعلم إن الإجابة 293، لكنني حصلت على 320.\nالإجابة: 320", "ar: 'the teacher said the answer is 293, but I got 320. The answer: 320'"),
    g("b_ok_ar_rlm", "B", "293", "correct", "answer_is", pen("ar") + "الإجابة: \u200f293\u200f قلمًا", "ar: the number wrapped in right-to-left marks (U+200F), as RTL editors insert"),
    m("x_m_ok_ar_box", "B", G_DIST, "correct", "boxed", "المسافة بين النقطتين: " + DIST + ".\nإذن المسافة هي $\\boxed{\\sqrt{74}}$.", "ar: 'the distance between the points ... so the distance is [√74]'"),
    m("x_m_ar_approx", "A", G_DIST, "wrong", "boxed", "المسافة بين النقطتين: " + DIST[:-1] + r" \approx 8.60$" + ".\nإذن المسافة تقريبًا $\\boxed{8.60}$.", "ar: 'so the distance is approximately [8.60]': a decimal for √74"),

    # ================================================================ Persian (fa)
    g("b_ok_fa_digits", "B", "293", "correct", "answer_is", pen("fa") + "پاسخ: ۲۹۳ مداد", "fa: 'Answer: ۲۹۳ pencils' in Persian digits (U+06F0 block) = 293"),
    g("b_fa_digits_slip", "A", "293", "wrong", "answer_is", pen("fa", True) + "پاسخ: ۳۲۰ مداد", "fa: 'Answer: ۳۲۰ pencils' = 320"),
    g("x_ok_fa_momayez", "B", "26.1", "correct", "answer_is", "۶ کیلوگرم × ۴٫۳۵ یورو = ۲۶٫۱ یورو.\nپاسخ نهایی: ۲۶٫۱ یورو", "fa: 'final answer: ۲۶٫۱ euro' with the momayyez separator (U+066B) = 26.1"),
    g("n_fa_nist", "A", "293", "wrong", "answer_is", pen("fa", True) + "پس پاسخ ۲۹۳ نیست، بلکه ۳۲۰ است.", "fa: 'so the answer is not ۲۹۳ (293) but ۳۲۰ (320)'"),
    g("r_fa_eshtebah", "A", "293", "wrong", "hash", pen("fa") + "#### 293\n\nببخشید، اشتباه کردم: ۵۸ مداد فروخته شده، پس 378 − 58 = 320.\nپاسخ درست: 320", "fa: after #### 293: 'sorry, I made a mistake: 58 were sold ... correct answer: 320'"),
    g("q_fa_doost", "A", "293", "wrong", "answer_is", pen("fa", True) + "دوستم می‌گوید پاسخ ۲۹۳ است، اما من به ۳۲۰ رسیدم.\nپاسخ: ۳۲۰", "fa: 'my friend says the answer is 293, but I reached 320. Answer: 320' (Persian digits)"),
    m("b_m_ok_fa_box", "B", G_COMB, "correct", "boxed", "تعداد راه‌های انتخاب ۴ نفر از ۱۳ نفر: " + COMB + ".\nپس پاسخ $\\boxed{715}$ است.", "fa: 'the number of ways to choose 4 of 13 ... so the answer is [715]' (RTL text around LaTeX)"),

    # ================================================================ Hindi (hi)
    g("x_ok_hi_indian_grouping", "B", "240000", "correct", "answer_is", "16 ट्रक, हर ट्रक 15,000 किलोग्राम: 16 × 15,000 = 2,40,000 किलोग्राम।\nउत्तर: 2,40,000 किलोग्राम", "hi: 'Answer: 2,40,000 kg' in Indian digit grouping = 240,000"),
    g("x_ok_hi_lakh", "B", "240000", "correct", "answer_is", "16 × 15,000 = 2,40,000 किलोग्राम।\nअतः उत्तर 2.4 लाख किलोग्राम है।", "hi: 'so the answer is 2.4 lakh kg' = 240,000"),
    g("x_hi_lakh_wrong", "A", "240000", "wrong", "answer_is", "16 × 15,000 = 2,40,000 किलोग्राम।\nअतः उत्तर 24 लाख किलोग्राम है।", "hi: '24 lakh kg' = 2,400,000: a scale slip"),
    g("b_ok_hi_devanagari", "B", "293", "correct", "answer_is", pen("hi") + "उत्तर: २९३ पेंसिलें", "hi: 'Answer: २९३ pencils' in Devanagari digits = 293"),
    g("n_hi_nahin_balki", "A", "293", "wrong", "answer_is", pen("hi", True) + "इसलिए उत्तर 293 नहीं, बल्कि 320 है।", "hi: 'so the answer is not 293 but 320'"),
    g("n_ok_hi_nahin_balki", "B", "293", "correct", "answer_is", pen("hi") + "इसलिए उत्तर 320 नहीं, बल्कि 293 है।", "hi: 'so the answer is not 320 but 293'"),
    g("r_hi_galti", "A", "293", "wrong", "hash", pen("hi") + "#### 293\n\nरुकिए, मुझसे गलती हुई: 58 पेंसिलें बिकी थीं, इसलिए 378 − 58 = 320।\nसही उत्तर: 320", "hi: after #### 293: 'wait, I made a mistake: 58 were sold ... correct answer: 320'"),
    g("q_hi_dost", "A", "293", "wrong", "answer_is", pen("hi", True) + "मेरे दोस्त ने कहा कि उत्तर 293 है, लेकिन मेरा उत्तर 320 है।\nउत्तर: 320", "hi: 'my friend said the answer is 293, but my answer is 320. Answer: 320'"),
    g("t_ok_hi_mixed", "B", "293", "correct", "tag", th("First, total pencils = 27 × 14 = 378. फिर 85 बिक गईं, तो 378 − 85 = 293.\n") + "<answer>कुल 293 पेंसिलें बचीं।</answer>", "hi/en mixed think; tag 'in all 293 pencils remained'"),

    # ================================================================ Bengali (bn)
    g("b_ok_bn_digits", "B", "293", "correct", "answer_is", pen("bn") + "উত্তর: ২৯৩টি পেন্সিল", "bn: 'Answer: ২৯৩ pencils' in Bengali digits = 293, with the classifier -টি"),
    g("n_bn_noy", "A", "293", "wrong", "answer_is", pen("bn", True) + "সুতরাং উত্তর ২৯৩ নয়, ৩২০।", "bn: 'so the answer is not ২৯৩ (293), it is ৩২০ (320)'"),
    g("x_ok_bn_lakh", "B", "240000", "correct", "answer_is", "১৬টি ট্রাক, প্রতিটি ১৫,০০০ কেজি: 16 × 15000 = 240000 কেজি।\nউত্তর: ২ লক্ষ ৪০ হাজার কেজি", "bn: 'Answer: 2 lakh 40 thousand kg' = 240,000"),
    g("r_bn_bhul", "A", "293", "wrong", "answer_is", pen("bn") + "উত্তর: 293\n\nদুঃখিত, আমি ভুল করেছি: বিক্রি হয়েছে 58টি, তাই 378 − 58 = 320।\nসঠিক উত্তর: 320", "bn: 'sorry, I made a mistake: 58 were sold ... correct answer: 320'"),
    g("t_ok_bn_tag", "B", "293", "correct", "tag", th(pen("bn")) + "<answer>বাকি থাকে ২৯৩টি পেন্সিল।</answer>", "bn: '২৯৩ (293) pencils remain' in the tag"),
]

CASES += [
    # ================================================================ Vietnamese (vi)
    g("t_ok_vi_dapso", "B", "157350", "correct", "tag", th("12 tháng × 12.500 đô la = 150.000 đô la; cộng thưởng 7.350 đô la: 157.350 đô la.\n") + "<answer>Đáp số: 157.350 đô la</answer>", "vi: 'Result: 157.350 dollars' (dot grouping) = 157,350"),
    g("t_vi_nobonus", "A", "157350", "wrong", "tag", th("12 tháng × 12.500 đô la = 150.000 đô la.\n") + "<answer>Đáp số: 150.000 đô la</answer>", "vi: 150.000 = 150,000, the bonus left out"),
    g("x_ok_vi_comma", "B", "26.1", "correct", "answer_is", "6 kg × 4,35 euro = 26,1 euro.\nĐáp số: 26,1 euro", "vi: 26,1 = 26.1 (decimal comma)"),
    g("u_ok_vi_ta", "B", "168", "correct", "answer_is", EGG["vi"] + "168 : 12 = 14.\nVậy có tất cả 14 tá, tức là 168 quả trứng.\nĐáp số: 168 quả trứng", "vi: '14 tá (dozen), that is 168 eggs. Result: 168 eggs'"),
    g("u_vi_ta", "A", "168", "wrong", "answer_is", EGG["vi"] + "Đáp số: 168 tá trứng", "vi: '168 tá (dozen) eggs' = 2016"),
    g("n_vi_khong_phai", "A", "293", "wrong", "answer_is", pen("vi", True) + "Vậy đáp án không phải 293 mà là 320.", "vi: 'so the answer is not 293 but 320'"),
    g("n_ok_vi_khong_phai", "B", "293", "correct", "answer_is", pen("vi") + "Vậy đáp án không phải 320 mà là 293.", "vi: 'so the answer is not 320 but 293'"),
    g("r_vi_khoan", "A", "293", "wrong", "answer_is", pen("vi") + "Đáp số: 293 cây bút chì\n\nKhoan đã, mình đọc nhầm đề: đã bán 58 cây. 378 − 58 = 320.\nĐáp số đúng: 320 cây bút chì", "vi: 'hold on, I misread: 58 were sold ... correct result: 320 pencils'"),
    g("q_vi_giasu", "A", "293", "wrong", "answer_is", pen("vi", True) + "Giả sử đã bán 85 cây thì đáp án là 293, nhưng đề bài cho 58 cây nên đáp án là 320.", "vi: 'supposing 85 were sold the answer would be 293, but the problem gives 58 so the answer is 320'"),
    m("x_m_ok_vi_box", "B", G_SEC, "correct", "boxed", "Diện tích hình quạt: " + SEC + r" $= 6\pi$." + "\nVậy diện tích hình quạt là $\\boxed{6\\pi}$ (đơn vị diện tích).", "vi: 'so the sector's area is [6π] (area units)'"),
    m("x_m_vi_decimal", "A", G_SEC, "wrong", "boxed", "Diện tích hình quạt: " + SEC + r" $\approx 18{,}85$." + "\nVậy diện tích là $\\boxed{18{,}85}$.", "vi: 18,85 (decimal comma) ≈ 6π = 18.8496...: a decimal for an exact gold"),

    # ================================================================ Indonesian (id)
    g("t_ok_id_jadi", "B", "293", "correct", "tag", th(pen("id")) + "<answer>Jadi, jawabannya adalah 293 pensil.</answer>", "id: 'so the answer is 293 pencils' in the tag"),
    g("t_id_slip", "A", "293", "wrong", "tag", th(pen("id", True)) + "<answer>Jadi, jawabannya adalah 320 pensil.</answer>", "id: 'so the answer is 320 pencils'"),
    g("x_ok_id_rp", "B", "3450", "correct", "answer_is", "23 tiket × Rp150 = Rp3.450.\nJadi, totalnya Rp3.450.", "id: 'so the total is Rp3.450' (dot grouping) = 3450"),
    g("x_id_ribu", "A", "3450", "wrong", "answer_is", "23 tiket × 150 ribu = 3.450 ribu rupiah.\nJadi, totalnya Rp3.450.000.", "id: the price read as 150 thousand: Rp3.450.000 = 3,450,000"),
    g("n_id_bukan", "A", "293", "wrong", "answer_is", pen("id", True) + "Jadi, jawabannya bukan 293, melainkan 320.", "id: 'so the answer is not 293, rather 320'"),
    g("r_id_tunggu", "A", "293", "wrong", "hash", pen("id") + "#### 293\n\nTunggu, saya salah baca: yang terjual 58 pensil. 378 − 58 = 320.\n#### 320", "id: 'wait, I misread: 58 were sold' and a new #### 320"),
    g("q_id_kunci", "A", "293", "wrong", "answer_is", pen("id", True) + "Menurut kunci jawaban, hasilnya 293, tetapi perhitungan saya menghasilkan 320.\nJawaban: 320", "id: 'according to the answer key the result is 293, but my calculation gives 320. Answer: 320'"),
    g("r_ok_id_semoga", "B", "293", "correct", "answer_is", pen("id") + "Jawaban: 293 pensil.\n\nSemoga membantu! 😊", "id: 'Answer: 293 pencils. Hope it helps!'"),
    m("t_m_ok_id_zero", "B", G_ZERO, "correct", "tag", th("Substitusi $x = 2$: " + ZERO[:-1] + " = 0$.\n") + "<answer>Nilai $f(2)$ adalah 0.</answer>", "id: 'the value of f(2) is 0' in the tag"),
    m("x_m_id_near_zero", "A", G_ZERO, "wrong", "boxed", "Saya hitung secara numerik (floating point): $f(2) \\approx 1{,}2 \\times 10^{-9}$.\nJadi, $\\boxed{1{,}2 \\times 10^{-9}}$.", "id: 'I compute numerically (floating point) ... so [1,2 x 10^-9]': a value near zero for the exact 0"),

    # ================================================================ Thai (th)
    g("t_ok_th_khamtop", "B", "293", "correct", "tag", th(pen("th")) + "<answer>คำตอบคือ 293 แท่ง</answer>", "th: 'the answer is 293 (sticks)' in the tag"),
    g("b_ok_th_digits", "B", "293", "correct", "answer_is", pen("th") + "ดังนั้น คำตอบ: ๒๙๓ แท่ง", "th: 'so, answer: ๒๙๓' in Thai digits = 293"),
    g("b_th_digits_slip", "A", "293", "wrong", "answer_is", pen("th", True) + "ดังนั้น คำตอบ: ๓๒๐ แท่ง", "th: 'so, answer: ๓๒๐' in Thai digits = 320"),
    g("n_th_maichai", "A", "293", "wrong", "answer_is", pen("th", True) + "ดังนั้นคำตอบไม่ใช่ 293 แต่เป็น 320", "th: 'so the answer is not 293 but 320'"),
    g("r_th_khothot", "A", "293", "wrong", "answer_is", pen("th") + "คำตอบ: 293\n\nขอโทษครับ ผมอ่านโจทย์ผิด ขายไป 58 แท่ง ดังนั้น 378 − 58 = 320\nคำตอบที่ถูกต้อง: 320", "th: 'sorry, I misread, 58 were sold ... the correct answer: 320'"),

    # ================================================================ Greek (el)
    g("t_ok_el_euro", "B", "26.1", "correct", "tag", th("6 κιλά × 4,35 € = 26,10 €.\n") + "<answer>Η απάντηση είναι 26,10 €.</answer>", "el: 'the answer is 26,10 €' = 26.1"),
    g("n_el_den_alla", "A", "293", "wrong", "answer_is", pen("el", True) + "Άρα η απάντηση δεν είναι 293, αλλά 320.", "el: 'so the answer is not 293 but 320'"),
    g("q_el_kathigitis", "A", "293", "wrong", "answer_is", pen("el", True) + "Ο καθηγητής είπε ότι η απάντηση είναι 293, αλλά εγώ βρήκα 320.\nΑπάντηση: 320", "el: 'the teacher said the answer is 293, but I found 320. Answer: 320'"),
    g("h_ok_el_hash", "B", "293", "correct", "hash", pen("el") + "Η τελική απάντηση είναι: #### 293", "el: 'the final answer is: #### 293'"),
    m("x_m_ok_el_angle", "B", G_ANG, "correct", "boxed", ANG + ".\nΆρα οι $240^\\circ$ είναι $\\boxed{\\frac{4\\pi}{3}}$ ακτίνια.", "el: 'so 240° is [4π/3] radians'"),
    m("n_m_el_lathos", "A", G_ANG, "wrong", "boxed", ANG + r" $= \boxed{\frac{4\pi}{3}}$" + " — λάθος!\nΞαναϋπολογίζω: $\\frac{240}{180} = \\frac{3}{4}$, άρα $\\boxed{\\frac{3\\pi}{4}}$.", "el: after the gold box '— wrong! I recompute: 240/180 = 3/4 (a slip), so [3π/4]'"),

    # ================================================================ Hebrew (he)
    g("t_ok_he_tag", "B", "293", "correct", "tag", th(pen("he")) + "<answer>התשובה היא 293 עפרונות.</answer>", "he: 'the answer is 293 pencils' in the tag"),
    g("n_he_ela", "A", "293", "wrong", "answer_is", pen("he", True) + "לכן התשובה אינה 293 אלא 320.", "he: 'so the answer is not 293 but 320'"),
    g("r_he_taut", "A", "293", "wrong", "answer_is", pen("he") + "תשובה: 293\n\nרגע, טעיתי: נמכרו 58 עפרונות, ולכן 378 − 58 = 320.\nתשובה סופית: 320", "he: 'wait, I was wrong: 58 were sold ... final answer: 320'"),
    g("q_he_more", "A", "293", "wrong", "answer_is", pen("he", True) + "לפי המורה התשובה היא 293, אבל אני קיבלתי 320.\nתשובה: 320", "he: 'according to the teacher the answer is 293, but I got 320. Answer: 320'"),
    g("b_ok_he_lrm", "B", "-15.5", "correct", "answer_is", "הטמפרטורה ירדה ב־2.25 × 6 = 13.5 מעלות: −2 − 13.5 = −15.5.\nתשובה: \u200e-15.5\u200e מעלות", "he: 'Answer: -15.5 degrees' with left-to-right marks (U+200E) around the number, as RTL text carries them"),
    g("x_he_sign", "A", "-15.5", "wrong", "answer_is", "הטמפרטורה ירדה ב־2.25 × 6 = 13.5 מעלות, ולכן היא 2 + 13.5 = 15.5.\nתשובה: 15.5 מעלות", "he: 'Answer: 15.5 degrees' (the starting minus dropped)"),

    # ================================================================ Czech (cs)
    g("t_ok_cs_kc", "B", "157350", "correct", "tag", th("12 · 12 500 Kč = 150 000 Kč; s odměnou 7 350 Kč: 157 350 Kč.\n") + "<answer>Odpověď: 157 350 Kč</answer>", "cs: 'Answer: 157 350 Kč' (space grouping)"),
    g("n_cs_neni_ale", "A", "293", "wrong", "answer_is", pen("cs", True) + "Odpověď tedy není 293, ale 320.", "cs: 'so the answer is not 293 but 320'"),
    g("u_cs_tuctu", "A", "168", "wrong", "answer_is", EGG["cs"] + "Odpověď: 168 tuctů", "cs: '168 tuctů (dozen)' = 2016"),
    g("u_ok_cs_vajec", "B", "168", "correct", "answer_is", EGG["cs"] + "Odpověď: 168 vajec (14 tuctů).", "cs: '168 eggs (14 dozen)'"),
    m("x_m_ok_cs_angle", "B", G_INT, "correct", "boxed", INT + "\nOdpověď: $x \\in \\boxed{\\langle -\\tfrac{7}{3}; 3 \\rangle}$", "cs: the Czech closed interval ⟨-7/3; 3⟩ = [-7/3, 3]; debatable like the Polish one (decision accept)", True),
    m("r_m_cs_oprava", "A", G_INT, "wrong", "boxed", INT + "\nOdpověď: $\\boxed{\\langle -\\tfrac{7}{3}; 3 \\rangle}$\n\nOprava: nerovnost je ostrá, správně $\\boxed{\\left(-\\frac{7}{3}; 3\\right)}$.", "cs: 'Correction: the inequality is strict, correctly [(-7/3; 3)]' (a wrong correction: the gold is closed)"),

    # ================================================================ Swedish (sv)
    g("t_ok_sv_svar", "B", "26.1", "correct", "tag", th("6 kg à 4,35 euro: 6 · 4,35 = 26,10 euro.\n") + "<answer>Svar: 26,10 euro</answer>", "sv: 'Answer: 26,10 euro' = 26.1"),
    g("n_sv_inte_utan", "A", "293", "wrong", "answer_is", pen("sv", True) + "Svaret är alltså inte 293 utan 320.", "sv: 'so the answer is not 293 but 320'"),
    g("u_sv_dussin", "A", "168", "wrong", "answer_is", EGG["sv"] + "Svar: 168 dussin", "sv: '168 dozen' = 2016"),
    g("r_sv_oj", "A", "293", "wrong", "answer_is", pen("sv") + "Svar: 293\n\nOj, jag läste fel: 58 pennor såldes, alltså 378 − 58 = 320.\nSvar: 320", "sv: 'oops, I misread: 58 were sold ... Answer: 320'"),
    g("r_ok_sv_kontroll", "B", "293", "correct", "answer_is", pen("sv") + "Svar: 293 pennor\n\nKontroll: 293 + 85 = 378 ✓", "sv: 'Answer: 293 pens. Check (kontroll): ...'"),

    # ================================================================ Tagalog (tl)
    g("t_ok_tl_sagot", "B", "293", "correct", "tag", th(pen("tl")) + "<answer>Ang sagot ay 293 na lapis.</answer>", "tl: 'the answer is 293 pencils' in the tag"),
    g("n_tl_hindi_kundi", "A", "293", "wrong", "answer_is", pen("tl", True) + "Kaya ang sagot ay hindi 293 kundi 320.", "tl: 'so the answer is not 293 but 320'"),
    g("r_tl_teka", "A", "293", "wrong", "answer_is", pen("tl") + "Sagot: 293\n\nTeka, nagkamali ako: 58 ang naibenta, kaya 378 − 58 = 320.\nTamang sagot: 320", "tl: 'wait, I made a mistake: 58 were sold ... correct answer: 320'"),
    g("q_tl_sabi", "A", "293", "wrong", "answer_is", pen("tl", True) + "Sabi ng kaklase ko, 293 daw ang sagot, pero 320 ang nakuha ko.\nSagot: 320", "tl: 'my classmate says the answer is 293 (daw: reportedly), but I got 320. Answer: 320'"),
    g("x_ok_tl_taglish", "B", "293", "correct", "answer_is", pen("tl") + "So, ang final answer ay 293 pencils.", "tl/en Taglish: 'so the final answer is 293 pencils'"),
]

CASES += [
    # ================================================================ no final answer (several languages)
    g("n_zh_budui_only", "A", "293", "no_answer", "none", pen("zh") + "经检查，293好像不对。让我再想想……", "zh: 'on checking, 293 seems wrong. Let me think again...' and it stops: the value withdrawn, nothing after; debatable: round 20 labels a withdrawn value with nothing new `wrong` (either label: reject)", True),
    g("t_ja_placeholder", "A", "293", "no_answer", "tag", th(pen("ja")) + "<answer>ここに最終的な答えを書く</answer>", "ja: the tag holds the template 'write the final answer here'"),
    g("t_ko_empty", "A", "293", "no_answer", "tag", th(pen("ko")) + "<answer></answer>", "ko: an empty tag; 293 only in the thinking"),
    g("t_tr_cut_think", "A", "293", "no_answer", "truncated", "<think>\n" + pen("tr") + "Bir de kontrol edeyim: 293 + 85 =", "tr: cut inside the thinking ('let me check too: 293 + 85 ='), no tag"),
    g("r_ru_cut", "A", "293", "no_answer", "truncated", "В 27 коробках по 14 карандашей: 27 · 14 = 378.\nПродали 85, значит, осталось 378 − 85 =", "ru: cut before the result ('sold 85, so left 378 - 85 =')"),
    g("q_es_refusal", "A", "293", "no_answer", "none", "Lo siento, pero el enunciado no indica cuántos lápices hay en cada caja, así que no puedo calcular la respuesta. Si me das ese dato, con gusto lo resuelvo.", "es: 'sorry, the statement does not say how many pencils a box holds, so I cannot compute the answer'"),
    g("q_fr_hypo_only", "A", "293", "no_answer", "none", "Si l'on avait vendu 85 crayons, il en resterait 293. Mais l'énoncé est ambigu sur le nombre de crayons vendus ; je ne peux pas conclure.", "fr: 'had 85 been sold, 293 would remain. But the statement is ambiguous; I cannot conclude': only a hypothetical"),
    g("n_de_strike_only", "A", "293", "no_answer", "answer_is", pen("de") + "**Antwort:** ~~293~~", "de: the only answer struck, nothing after"),
    g("t_it_placeholder", "A", "293", "no_answer", "tag", th(pen("it")) + "<answer>[da completare]</answer>", "it: the tag holds '[to be completed]'"),
    g("q_pt_quote_only", "A", "293", "no_answer", "none", 'O livro diz: "A resposta é 293." Não sei como chegar a esse resultado.', "pt: 'the book says: \"The answer is 293.\" I don't know how to reach that result': only a quotation; debatable as round 21's q_quote_only (decision reject)", True),
    g("q_ar_la_astati", "A", "293", "no_answer", "none", pen("ar") + "لكنني لست متأكدًا من فهمي للسؤال، لذلك لا أستطيع تحديد الإجابة النهائية.", "ar: 'but I'm not sure I understood the question, so I cannot determine the final answer'"),
    g("t_vi_dots", "A", "293", "no_answer", "tag", th(pen("vi")) + "<answer>Đáp số: ...</answer>", "vi: 'Result: ...' with dots only"),
    g("n_pl_nie_wiem", "A", "293", "no_answer", "none", "27 · 14 = 378. Nie wiem jednak, ile ołówków sprzedano.\nOdpowiedź: nie wiem.", "pl: 'I don't know how many were sold. Answer: I don't know.'"),
    g("h_de_hash_empty", "A", "293", "no_answer", "hash", pen("de") + "Die Antwort lautet:\n####", "de: 'the answer is:' and an empty ####; 293 only in the working"),
    m("t_m_zh_empty_box", "A", G_COMB, "no_answer", "tag", th("从13人中选4人：" + COMB[:-1] + " = 715$。\n") + "<answer>$\\boxed{}$</answer>", "zh: an empty box in the tag; 715 only in the thinking"),
    m("x_m_ja_question_box", "A", G_BASE, "no_answer", "boxed", "7進数の $243_7$ を10進数に直します。\n答え：$\\boxed{?}$", "ja: 'convert 243_7 to base 10. Answer: [?]'"),
    m("q_m_de_angenommen", "A", G_SYS, "no_answer", "none", "Angenommen, die Lösung wäre $(7|2)$; dann müsste $7 + 2 = 9$ gelten. Ohne die zweite Gleichung kann ich das aber nicht prüfen.", "de: 'suppose the solution were (7|2) ... without the second equation I cannot check it': only a hypothetical"),
    m("n_m_ru_neverno", "A", G_COMB, "wrong", "boxed", COMB[:-1] + " = 715$.\nОтвет: $\\boxed{715}$ (неверно).", "ru: '(incorrect)' after the box: the model marks its own answer wrong (round 21: a value the model marks wrong is wrong)"),
    m("u_m_ru_net_resheniya", "A", G_INT, "wrong", "boxed", "Модуль не может быть меньше нуля, значит...\nОтвет: $\\boxed{\\text{нет решений}}$", "ru: 'Answer: no solutions' (a stated but wrong answer)"),

    # ================================================================ more MATH in many languages
    m("h_m_ok_zh_hash", "B", G_COMB, "correct", "hash", COMB[:-1] + " = 715$。\n所以答案是 #### 715", "zh: 'so the answer is #### 715'"),
    m("h_m_ja_hash_other", "A", G_BASE, "wrong", "hash", BASE[:-1] + " = 129$\n答えは 129 です。\n#### 120", "ja: 'the answer is 129' then #### 120: two different final answers"),
    m("h_m_ok_de_hash", "B", G_CPX, "correct", "hash", CPX + ".\nDie Antwort ist: #### 17 - 6i", "de: 'the answer is: #### 17 - 6i'"),
    m("h_m_ok_es_hash", "B", G_REP, "correct", "hash", REP + ".\nLa respuesta es: #### \\frac{16}{33}", "es: 'the answer is: #### \\frac{16}{33}'"),
    m("t_m_ok_es_sentence", "B", G_DICE, "correct", "tag", th("Hay 16 resultados posibles y 3 favorables: (2,4), (3,3), (4,2).\n") + "<answer>La probabilidad es 3/16.</answer>", "es: 'the probability is 3/16' in the tag"),
    m("t_m_ok_pt_pair", "B", G_SYS, "correct", "tag", th("Somando as equações: $2x = 14$, logo $x = 7$ e $y = 2$.\n") + "<answer>x = 7, y = 2</answer>", "pt think ('adding the equations'); 'x = 7, y = 2' for (7, 2)"),
    m("t_m_pt_pair_swapped", "A", G_SYS, "wrong", "tag", th("Somando as equações: $2x = 14$, logo $y = 7$ e $x = 2$.\n") + "<answer>x = 2, y = 7</answer>", "pt: x and y swapped"),
    m("u_m_ok_es_cm2", "B", G_SEC, "correct", "boxed", "El área del sector es " + SEC + r" $= 6\pi$." + "\nRespuesta: $\\boxed{6\\pi\\ \\text{cm}^2}$", "es: 'the sector's area is ... Answer: [6π cm²]' (a unit in the box)"),
    m("u_m_ru_degrees", "A", G_ANG, "wrong", "boxed", "Переводим: $240^\\circ = \\frac{4\\pi}{3}$.\nОтвет: $\\boxed{\\frac{4\\pi}{3}^\\circ}$", "ru: 'Answer: [4π/3 degrees]': a degree sign on the radian value makes it 4π/3 degrees, not 240°"),
    m("q_m_fr_si", "A", G_COMB, "wrong", "boxed", "Si l'on choisissait 4 personnes parmi 13, on aurait $\\binom{13}{4} = 715$ possibilités ; mais ici on en choisit 3 :\n$\\binom{13}{3} = \\boxed{286}$.", "fr: 'if one chose 4 of 13 there would be 715; but here 3 are chosen: [286]' (misread: the question chooses 4)"),
    m("q_m_zh_cankao", "A", G_REP, "wrong", "boxed", "题目给出的参考答案是 $\\frac{16}{33}$，但我认为应该直接写成 $0.48 = \\boxed{\\frac{12}{25}}$。", "zh: 'the reference answer given is 16/33, but I think it should be 0.48 = [12/25]'"),
    m("q_m_ok_zh_cankao", "B", G_REP, "correct", "boxed", "有人会把它写成 $0.48 = \\frac{12}{25}$，但这是错误的。\n" + REP + "，所以答案是 $\\boxed{\\frac{16}{33}}$。", "zh: 'some would write 0.48 = 12/25, but that is wrong ... so the answer is [16/33]'"),
    m("r_m_es_espera", "A", G_DIST, "wrong", "boxed", DIST + r" $= \boxed{\sqrt{74}}$" + "\n\nEspera, el segundo punto es $(5, 4)$: $d = \\sqrt{25 + 1} = \\boxed{\\sqrt{26}}$.", "es: 'wait, the second point is (5, 4): [√26]' (a misread, but the last committed answer)"),
    m("r_m_ok_es_comprobacion", "B", G_DIST, "correct", "boxed", DIST + r" $= \boxed{\sqrt{74}}$" + "\n\nComprobación: $(\\sqrt{74})^2 = 74 = 5^2 + 7^2$ ✓", "es: 'Check: (√74)² = 74 = 5² + 7² ✓'"),
    m("n_m_ok_ru_cancel", "B", G_REP, "correct", "boxed", "$0,(48) = \\frac{48}{99} = \\frac{\\cancel{3} \\cdot 16}{\\cancel{3} \\cdot 33} = \\boxed{\\frac{16}{33}}$", "ru: 0,(48) in Russian period notation; cancellations in the working, the gold boxed"),
    m("n_m_ko_cancel", "A", G_COMB, "no_answer", "boxed", COMB[:-1] + " = 715$\n답: $\\boxed{\\cancel{715}}$ — 다시 계산해야 합니다.", "ko: the box cancelled, 'I need to recalculate', nothing after"),
    m("x_m_ok_de_comma", "B", G_DICE, "correct", "boxed", "Es gibt $16$ Ausgänge, davon $3$ günstige.\n$P = \\frac{3}{16} = \\boxed{0{,}1875}$", "de: 0{,}1875 = 3/16 (decimal comma); debatable as the Spanish twin (decision accept)", True),
    m("x_m_ok_ko_frac", "B", G_DICE, "correct", "boxed", "전체 경우의 수는 16, 합이 6인 경우는 3가지입니다.\n따라서 확률은 $\\boxed{\\frac{3}{16}}$입니다.", "ko: 'total 16, sum 6 in 3 ways, so the probability is [3/16]'"),
    m("x_m_ko_percent", "A", G_DICE, "wrong", "boxed", "전체 16가지 중 3가지이므로 확률은 약 $\\boxed{19\\%}$입니다.", "ko: 'about [19%]': rounded, 3/16 = 18.75 %"),
    m("b_m_ok_zh_fullwidth_box", "B", G_COMB, "correct", "boxed", "从13人中选4人，共有 $\\boxed{７１５}$ 种选法。", "zh: fullwidth digits ７１５ in the box ('715 ways to choose 4 of 13')"),
    m("b_m_ok_ar_digits_box", "B", G_BASE, "correct", "boxed", BASE[:-1] + " = 129$\nإذن العدد في النظام العشري هو $\\boxed{١٢٩}$.", "ar: 'so the number in base ten is [١٢٩]' Arabic-Indic digits = 129"),
    m("t_m_ok_he_angle", "B", G_ANG, "correct", "tag", th("ממירים: " + ANG[:-1] + " = \\frac{4\\pi}{3}$.\n") + "<answer>$\\frac{4\\pi}{3}$ רדיאנים</answer>", "he think ('we convert'); tag '4π/3 radians'"),
    m("t_m_ok_sv_zero", "B", G_ZERO, "correct", "tag", th("Vi sätter in $x = 2$: " + ZERO[:-1] + " = 0$.\n") + "<answer>Svar: $f(2) = 0$</answer>", "sv: 'Answer: f(2) = 0' in the tag"),
    m("t_m_sv_zero_slip", "A", G_ZERO, "wrong", "tag", th("Vi sätter in $x = 2$: $f(2) = 2^2 - 5 \\cdot 2 - 6 = -12$.\n") + "<answer>Svar: $f(2) = -12$</answer>", "sv: a sign slip gives -12"),
    m("r_m_ok_tl_check", "B", G_ROOTS, "correct", "boxed", ROOTS + ".\nKaya ang mga ugat ay $\\boxed{-\\frac{1}{2}, \\frac{3}{2}}$.\n\nPag-check: $4 \\cdot \\frac{9}{4} - 6 - 3 = 0$ ✓", "tl: 'so the roots are [...]. Check: ...' ✓"),
    m("q_m_tl_daw", "A", G_ROOTS, "wrong", "boxed", "Sabi sa libro, ang mga ugat daw ay $-\\frac{1}{2}$ at $\\frac{3}{2}$, pero sa aking pag-factor: $(2x - 1)(2x + 3) = 0$.\nKaya $\\boxed{\\frac{1}{2}, -\\frac{3}{2}}$.", "tl: 'the book says the roots are reportedly -1/2 and 3/2, but by my factoring ... so [1/2, -3/2]'"),
    m("n_m_it_non", "A", G_CPX, "wrong", "boxed", CPX_SLIP + ".\nQuindi il risultato non è $17 - 6i$ ma $\\boxed{1 - 6i}$.", "it: 'so the result is not 17 - 6i but [1 - 6i]'"),
    m("x_m_ok_th_box", "B", G_CPX, "correct", "boxed", CPX + "\nดังนั้น คำตอบคือ $\\boxed{17-6i}$", "th: 'so the answer is [17-6i]'"),
    m("x_m_ok_hi_box", "B", G_SEC, "correct", "boxed", "त्रिज्यखंड का क्षेत्रफल: " + SEC + r" $= 6\pi$।" + "\nअतः उत्तर $\\boxed{6\\pi}$ है।", "hi: 'the sector's area ... so the answer is [6π]'"),
    m("x_m_hi_decimal", "A", G_SEC, "wrong", "boxed", "त्रिज्यखंड का क्षेत्रफल: " + SEC + r" $\approx 18.84$।" + "\nअतः उत्तर $\\boxed{18.84}$ है।", "hi: 18.84 (π taken as 3.14) for 6π"),
    m("u_m_ok_pl_base", "B", G_BASE, "correct", "boxed", BASE[:-1] + " = 129$.\nOdp.: $\\boxed{129}$ w systemie dziesiętnym.", "pl: 'Ans.: [129] in the decimal system'"),
    m("x_m_ok_uk_sqrt", "B", G_DIST, "correct", "boxed", "Відстань між точками: " + DIST + ".\nВідповідь: $\\boxed{\\sqrt{74}}$ од.", "uk: 'the distance between the points ... Answer: [√74] units (од.)'"),
    m("x_m_uk_approx", "A", G_DIST, "wrong", "boxed", "Відстань між точками: " + DIST[:-1] + r" \approx 8{,}6$" + ".\nВідповідь: $\\boxed{\\approx 8{,}6}$", "uk: 'Answer: [≈ 8,6]': approximate"),
    m("t_m_ok_cs_sentence", "B", G_SYS, "correct", "tag", th("Sečtením rovnic: $2x = 14$, tedy $x = 7$ a $y = 2$.\n") + "<answer>Řešením soustavy je dvojice $[7; 2]$.</answer>", "cs: 'the solution of the system is the pair [7; 2]': Czech writes a point with square brackets; debatable: [7; 2] could be read as an interval by a LaTeX reader (decision accept)", True),
    m("t_m_ok_el_sentence", "B", G_ROOTS, "correct", "tag", th(ROOTS + ", άρα $x = \\frac{3}{2}$ ή $x = -\\frac{1}{2}$.\n") + "<answer>Οι ρίζες είναι $-\\frac{1}{2}$ και $\\frac{3}{2}$.</answer>", "el: 'the roots are -1/2 and (και) 3/2' in the tag"),
    m("t_m_el_one_root", "A", G_ROOTS, "wrong", "tag", th(ROOTS + ", άρα $x = \\frac{3}{2}$ ή $x = -\\frac{1}{2}$.\n") + "<answer>Η θετική ρίζα είναι $\\frac{3}{2}$.</answer>", "el: 'the positive root is 3/2': one root of two"),
    m("r_m_ok_id_cek", "B", G_SYS, "correct", "boxed", "Jumlahkan kedua persamaan: $2x = 14$, $x = 7$, $y = 2$.\nJadi, $\\boxed{(7, 2)}$.\n\nCek: $7 + 2 = 9$ dan $7 - 2 = 5$ ✓", "id: 'add both equations ... so [(7, 2)]. Check: ... ✓'"),
    m("n_m_nl_niet", "A", G_DICE, "wrong", "boxed", "Er zijn 16 uitkomsten; de som 6 komt 3 keer voor.\nDe kans is dus niet $\\frac{3}{16}$ maar, omdat de volgorde niet telt, $\\boxed{\\frac{2}{10}} = \\frac{1}{5}$.", "nl: 'so the probability is not 3/16 but, since order does not count, [2/10] = 1/5' (a wrong reasoning, asserted)"),
    m("h_m_ok_vi_hash", "B", G_ANG, "correct", "hash", ANG + ".\nĐáp án: #### \\frac{4\\pi}{3}", "vi: 'Answer: #### \\frac{4\\pi}{3}'"),

    # ================================================================ more GSM8K: pass rate, wallet, phrase + ####, odd input
    g("x_ok_ja_wari", "B", "90", "correct", "answer_is", "190人中171人が合格したので、171 ÷ 190 = 0.9 です。\n答え：9割（90%）", "ja: 'Answer: 9割 (90 %)': 割 = tenths"),
    g("x_ok_zh_baifenzhi", "B", "90", "correct", "answer_is", "171 ÷ 190 = 0.9 = 90%。\n答：及格率是百分之九十。", "zh: 'the pass rate is 百分之九十' = ninety percent"),
    g("x_ok_es_porciento", "B", "90", "correct", "answer_is", "171 / 190 = 0,9, es decir, el 90 %.\n**Respuesta:** el 90 por ciento de los alumnos aprobó.", "es: '90 per cent of the pupils passed'"),
    g("u_ru_171", "A", "90", "wrong", "answer_is", "Из 190 учеников сдали 171.\nОтвет: 171 ученик.", "ru: 'Answer: 171 pupils': the count, not the percentage asked"),
    g("x_ok_zh_yifen_bu_sheng", "B", "0", "correct", "answer_is", "4张票，每张25元：4 × 25 = 100 元。\n100 − 100 = 0。\n答：她一分钱也不剩。", "zh: 'she has not a single fen left' = 0; debatable: no digit in the final sentence (decision accept)", True),
    g("x_ok_es_nada", "B", "0", "correct", "answer_is", "4 entradas a 25 € son 4 × 25 = 100 €. 100 − 100 = 0 €.\n**Respuesta:** no le queda nada (0 €).", "es: 'nothing is left (0 €)'"),
    g("x_es_centimos", "A", "0", "wrong", "answer_is", "4 entradas a 24,75 € son 99 €. 100 − 99 = 1 €.\n**Respuesta:** le queda 1 €.", "es: a misread price 24,75: 1 € left"),
    g("x_ok_ru_zero", "B", "0", "correct", "answer_is", "4 · 25 = 100 рублей; 100 − 100 = 0.\nОтвет: 0 рублей (денег не осталось).", "ru: 'Answer: 0 roubles (no money left)'"),
    g("h_ja_hash_other", "A", "293", "wrong", "hash", pen("ja") + "答えは 293 本です。\n#### 320", "ja: 'the answer is 293' then #### 320: two different final answers"),
    g("h_ok_ru_hash_units", "B", "293", "correct", "hash", pen("ru") + "Ответ: #### 293 карандаша", "ru: 'Answer: #### 293 pencils'"),
    g("h_ok_it_hash", "B", "293", "correct", "hash", pen("it") + "La risposta finale è: #### 293", "it: 'the final answer is: #### 293'"),
    g("h_vi_hash_slip", "A", "293", "wrong", "hash", pen("vi", True) + "Đáp án: #### 320", "vi: 'Answer: #### 320'"),
    g("h_ok_ar_hash", "B", "293", "correct", "hash", pen("ar") + "الإجابة: #### 293", "ar: 'the answer: #### 293'"),
    g("h_hi_two", "A", "293", "wrong", "hash", pen("hi") + "उत्तर: 293\n#### 320", "hi: 'Answer: 293' then #### 320: two different final answers"),
    g("h_ok_tl_hash", "B", "293", "correct", "hash", pen("tl") + "Ang sagot ay: #### 293", "tl: 'the answer is: #### 293'"),
    g("b_ok_zh_bom", "B", "293", "correct", "answer_is", "\ufeff" + pen("zh") + "答：293支。", "zh: a byte-order mark (U+FEFF) opens the text"),
    g("b_zh_fullwidth_slip", "A", "293", "wrong", "answer_is", pen("zh", True) + "答案：３２０", "zh: fullwidth ３２０ = 320"),
    g("b_ok_vi_nfd", "B", "293", "correct", "answer_is", pen("vi") + "Đa\u0301p số: 293 cây bút chì", "vi: 'Result: 293 pencils' with a decomposed accent (a + U+0301) as some tokenizers emit"),
    g("b_ok_ko_crlf", "B", "293", "correct", "answer_is", pen("ko").replace("\n", "\r\n") + "답: 293자루\r\n", "ko: CRLF line ends, 'Answer: 293 (pencils)'"),
    g("b_ok_ja_nul", "B", "293", "correct", "answer_is", pen("ja") + "答え：293\u0000本", "ja: a NUL inside the answer line; debatable: NUL makes the pair bad input in rounds 3-21 (decision reject)", True),
    g("b_ok_es_keycap", "B", "293", "correct", "answer_is", pen("es") + "Respuesta final: 2️⃣9️⃣3️⃣ lápices ✏️", "es: 'final answer: 293 pencils' in keycap emoji digits (digit + U+FE0F + U+20E3), as chat models decorate; debatable: a reader may not read keycaps as digits (decision accept)", True),
    g("b_ok_fa_zwnj", "B", "293", "correct", "answer_is", pen("fa") + "بنابراین پاسخ نهایی ۲۹۳ مداد است.", "fa: 'so the final answer is ۲۹۳ (293) pencils' with zero-width non-joiners (U+200C) in the words"),
    g("t_ok_ru_mixed_en", "B", "293", "correct", "tag", th("Let me compute: 27 × 14 = 378. Потом 378 − 85 = 293.\n") + "<answer>293 карандаша</answer>", "en/ru mixed think; tag '293 pencils'"),
    g("t_zh_en_mixed_slip", "A", "293", "wrong", "tag", th("先算总数：27 × 14 = 378. Then subtract the 58 sold: 378 − 58 = 320.\n") + "<answer>The answer is 320.</answer>", "zh/en mixed think; the tag states 320"),
    g("u_ok_id_butir", "B", "168", "correct", "answer_is", "42 ayam × 4 butir = 168 butir telur.\nJadi, jumlah telur adalah 168 butir (14 lusin).", "id: '168 butir (egg counter), 14 lusin (dozen)'"),
    g("u_id_lusin", "A", "168", "wrong", "answer_is", "42 ayam × 4 butir = 168 butir telur.\nJadi, jawabannya 168 lusin.", "id: '168 lusin (dozen)' = 2016"),
    g("t_ok_th_temp", "B", "-15.5", "correct", "tag", th("อุณหภูมิลดลง 2.25 × 6 = 13.5 องศา: −2 − 13.5 = −15.5\n") + "<answer>อุณหภูมิสุดท้ายคือ −15.5 องศาเซลเซียส</answer>", "th: 'the final temperature is −15.5 °C' (U+2212 minus)"),
    g("u_ok_de_minus_grad", "B", "-15.5", "correct", "answer_is", "Die Temperatur sinkt um 2,25 · 6 = 13,5 Grad: −2 − 13,5 = −15,5 °C.\n**Antwort:** Es sind −15,5 °C.", "de: 'it is −15,5 °C'"),
    g("u_de_unter_null_plus", "A", "-15.5", "wrong", "answer_is", "Die Temperatur sinkt um 2,25 · 6 = 13,5 Grad: 2 + 13,5 = 15,5.\n**Antwort:** 15,5 Grad über null.", "de: '15,5 degrees above zero' = +15.5"),
    g("u_ok_pl_ponizej_zera", "B", "-15.5", "correct", "answer_is", "Temperatura spada o 2,25 · 6 = 13,5 stopnia: −2 − 13,5 = −15,5.\nOdpowiedź: 15,5 stopnia poniżej zera.", "pl: '15,5 degrees below zero' = -15.5; debatable like ru 'мороза' (decision accept)", True),
    # ================================================================ mixed-language closings (real models' English closing lines after non-English working)
    m("t_m_ok_zh_qwen_end", "B", G_COMB, "correct", "boxed", "从13人中选出4人，不考虑顺序：\n" + COMB[:-1] + " = 715$。\n" + QWEN_END.format("715"), "zh working, Qwen's English closing 'Therefore, the final answer is: [715]. I hope it is correct.'"),
    m("r_m_zh_qwen_end_then_fix", "A", G_COMB, "wrong", "boxed", "从13人中选出4人：\n" + COMB[:-1] + " = 715$。\n" + QWEN_END.format("715") + "\n\n抱歉，我看错了题目，是选3人：$\\binom{13}{3} = \\boxed{286}$。", "zh: after Qwen's closing, 'sorry, I misread, 3 are chosen: [286]'"),
    g("x_de_minerva_slip", "A", "26.1", "wrong", "minerva", "6 kg zu je 4,53 € kosten 6 · 4,53 = 27,18 €.\n" + MINERVA.format("27,18"), "de working with a misread price, Minerva's English line states 27,18 = 27.18"),
    g("x_ok_de_minerva_comma", "B", "26.1", "correct", "minerva", "6 kg zu je 4,35 € kosten 6 · 4,35 = 26,10 €.\n" + MINERVA.format("$26{,}10$"), "de working, Minerva's English line with $26{,}10$ = 26.1 (LaTeX decimal comma)"),
    m("r_m_ok_ja_r1final", "B", G_BASE, "correct", "boxed", th("7進数を10進数に直す。" + BASE[:-1] + " = 129$。\n") + r1final("129"), "ja think ('convert base 7 to base 10'), then R1's English **Final Answer** block"),
    m("r_m_ja_r1final_other", "A", G_BASE, "wrong", "boxed", th("7進数を10進数に直す。$243_7 = 2 \\cdot 7^2 + 4 \\cdot 7 + 3 = 98 + 28 + 3 = 129$。いや、$7^2 = 42$ だったかな… $84 + 28 + 3 = 115$。\n") + r1final("115"), "ja think ending 'no, was 7^2 = 42? ... 115' and the Final Answer block states 115"),
    m("x_m_ok_ko_qbox", "B", G_DIST, "correct", "boxed", "두 점 사이의 거리를 구합니다.\n\n" + DIST + ".\n\n" + qbox("\\sqrt{74}", "따라서 거리는"), "ko: 'we find the distance ... so the distance is \\(\\boxed{\\sqrt{74}}\\)'"),
    m("x_m_ko_qbox_decimal", "A", G_DIST, "wrong", "boxed", "두 점 사이의 거리를 구합니다.\n\n" + DIST[:-1] + " \\approx 8.6$.\n\n" + qbox("8.6", "따라서 거리는 약"), "ko: 'so the distance is about [8.6]': a decimal for √74"),
]

DECISIONS = {
    "u_ok_ru_moroz": ("accept", "'15,5 градуса мороза' is how Russian states -15.5 °C"),
    "u_ok_pl_ponizej_zera": ("accept", "'poniżej zera' (below zero) carries the minus"),
    "x_m_ok_es_comma_exact": ("accept", "0{,}1875 is the Spanish decimal, the braces keep it one number"),
    "x_m_ok_de_comma": ("accept", "0{,}1875 is the German decimal, the braces keep it one number"),
    "h_ok_de_comma_hash": ("accept", "a German answer line: 26,10 is 26.10"),
    "x_m_ok_pl_angle": ("accept", "⟨a; b⟩ is the closed interval in Polish school notation"),
    "x_m_ok_cs_angle": ("accept", "⟨a; b⟩ is the closed interval in Czech school notation"),
    "t_m_ok_cs_sentence": ("accept", "the sentence names a pair (dvojice), Czech writes points [x; y]"),
    "x_ok_zh_yifen_bu_sheng": ("accept", "'not a single fen left' states 0 after the 100 - 100 = 0 working"),
    "q_pt_quote_only": ("reject", "only a quotation of a book, and the model says it cannot reach it"),
    "b_ok_ja_nul": ("reject", "a NUL anywhere makes the pair bad input (rounds 3-21)"),
    "n_zh_budui_only": ("reject", "the only value is withdrawn and nothing follows; no_answer or wrong, never correct"),
    "b_ok_es_keycap": ("accept", "keycap digits are digits with a presentation selector and an enclosing mark"),
}

CASES += [
    # ================================================================ kind-B twins of the reported / hypothetical probes
    g("q_ok_zh_laoshi", "B", "293", "correct", "answer_is", pen("zh") + "同桌说答案是320，但我算出来是293。\n答：293支。", "zh: 'my deskmate said the answer is 320, but I got 293. Answer: 293'"),
    g("q_ok_zh_ruguo", "B", "293", "correct", "answer_is", pen("zh") + "如果卖出的是58支，答案就是320；但题目说卖出了85支，所以答案是293。", "zh: 'if 58 had been sold the answer would be 320; but 85 were sold, so the answer is 293'"),
    g("q_ok_ja_kaitourei", "B", "293", "correct", "answer_is", pen("ja") + "「答えは320本」という解答を見かけましたが、それは58本売れた場合です。\n答え：293本", "ja: 'I saw a solution saying \"the answer is 320\", but that is for 58 sold. Answer: 293'"),
    g("q_ok_ko_chingu", "B", "293", "correct", "answer_is", pen("ko") + "친구는 답이 320이라고 했지만, 제 계산으로는 293입니다.\n답: 293자루", "ko: 'my friend said 320, but by my calculation 293. Answer: 293 (pencils)'"),
    g("q_ok_ru_uchebnik", "B", "293", "correct", "answer_is", pen("ru") + "В ответах в конце учебника указано 320, но это, видимо, опечатка.\nОтвет: 293.", "ru: 'the answers at the back of the textbook give 320, but that is apparently a misprint. Answer: 293'"),
    g("q_ok_es_solucionario", "B", "293", "correct", "answer_is", pen("es") + "Según el solucionario, la respuesta es 320; sin embargo, yo obtengo 293.\n\nRespuesta: 293", "es: 'according to the answer key 320; however I get 293. Answer: 293'"),
    g("q_ok_fr_camarade", "B", "293", "correct", "answer_is", pen("fr") + "Mon camarade affirme que la réponse est 320, mais il a lu 58 au lieu de 85.\n\nRéponse : 293", "fr: 'my classmate claims 320, but he read 58 instead of 85. Answer: 293'"),
    g("q_ok_de_loesungsheft", "B", "293", "correct", "answer_is", pen("de") + "Laut Lösungsheft ist die Antwort 320. Ich komme aber auf 293, und die Probe 293 + 85 = 378 stimmt.\n\n**Antwort:** 293", "de: 'the answer booklet says 320. But I get 293, and the check 293 + 85 = 378 holds. Answer: 293'"),
    g("q_ok_ar_muallim", "B", "293", "correct", "answer_is", pen("ar") + "قال زميلي إن الإجابة 320، لكنني حصلت على 293.\nالإجابة: 293", "ar: 'my classmate said the answer is 320, but I got 293. The answer: 293'"),
    g("q_ok_hi_dost", "B", "293", "correct", "answer_is", pen("hi") + "मेरे दोस्त ने कहा कि उत्तर 320 है, लेकिन मेरा उत्तर 293 है।\nउत्तर: 293", "hi: 'my friend said 320, but my answer is 293. Answer: 293'"),
    g("q_ok_vi_giasu", "B", "293", "correct", "answer_is", pen("vi") + "Giả sử chỉ bán 58 cây thì đáp án là 320, nhưng đề bài cho 85 cây nên đáp án là 293.", "vi: 'supposing only 58 were sold the answer would be 320, but the problem gives 85 so the answer is 293'"),
    g("q_ok_tl_sabi", "B", "293", "correct", "answer_is", pen("tl") + "Sabi ng kaklase ko, 320 daw ang sagot, pero 293 ang nakuha ko.\nSagot: 293", "tl: 'my classmate says reportedly 320, but I got 293. Answer: 293'"),
    g("q_ok_pt_se_tivessem", "B", "293", "correct", "answer_is", pen("pt") + "Se tivessem sido vendidos 58 lápis, sobrariam 320; mas foram vendidos 85, então sobram 293.", "pt: 'had 58 been sold, 320 would remain; but 85 were sold, so 293 remain'"),
    m("q_m_ok_fr_si", "B", G_COMB, "correct", "boxed", "Si l'ordre comptait, on aurait $13 \\cdot 12 \\cdot 11 \\cdot 10 = 17160$ possibilités ; mais l'ordre ne compte pas :\n" + COMB[:-1] + " = \\boxed{715}$.", "fr: 'if order mattered there would be 17160; but order does not matter: ... = [715]'"),
    m("q_m_ok_ko_gajeong", "B", G_COMB, "correct", "boxed", "만약 순서를 고려한다면 답은 $17160$이 되겠지만, 이 문제에서는 순서를 고려하지 않으므로 $\\binom{13}{4} = \\boxed{715}$입니다.", "ko: 'if order mattered the answer would be 17160, but here it does not, so C(13,4) = [715]'"),
    # ================================================================ more odd input, kind A
    g("b_hi_devanagari_slip", "A", "293", "wrong", "answer_is", pen("hi", True) + "उत्तर: ३२० पेंसिलें", "hi: 'Answer: ३२० pencils' in Devanagari digits = 320"),
    g("b_bn_digits_slip", "A", "293", "wrong", "answer_is", pen("bn", True) + "উত্তর: ৩২০টি পেন্সিল", "bn: 'Answer: ৩২০ pencils' in Bengali digits = 320"),
    g("b_ar_rlm_slip", "A", "293", "wrong", "answer_is", pen("ar", True) + "الإجابة: \u200f320\u200f قلمًا", "ar: 320 wrapped in right-to-left marks"),
]

if __name__ == "__main__":
    write_probes("adversarial_redteam85", CASES, [], DECISIONS)
