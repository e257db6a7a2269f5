r"""Build adversarial_redteam170.jsonl: round 170 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam170"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "Fields" with "How labels were made", and "Forms", plus the
`public_heldout3` tag conventions in its section "How each source was labelled", also read), corpus_build.py (helpers) and
build_adversarial_redteam160.py / build_adversarial_redteam164.py / build_adversarial_redteam166.py
(structure, docstring, label conventions, the helpers P / T, DECISIONS; their "Aim" paragraphs read
to AVOID their shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: R1-STYLE completions `<think>...</think><answer>...</answer>` as small
multilingual GRPO policies write them in 24 languages other than English (Chinese, Japanese, Korean,
Spanish, Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish, Arabic, Persian,
Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew): the thinking in
the language (an opener "Решим по шагам." / "好的，我来一步一步算。", the problem's equations, a
closing "so the result is ..." line), sometimes switching to English mid-trace ("Hmm, let me switch
to English to double-check: ..."), then the tag, whole or half-formed: closed; unclosed (no
`</answer>`, the completion ends on the value); `<answer>` on its own line with the value on the
next; the answer repeated after the tag in the language ("Ответ: 130"); a `\boxed{}` inside the tag
(closed or not); no opening `<think>` (only `</think>`). What the tag holds: a bare value; a
value with the language's counter, unit or currency (2.5小时, 6 días, 2,5 часа, 380 টাকা, 25,75 руб.,
1.25 ליטר, a counter after the native numerals below); a sentence in the language ending on the value;
an equation chain; the language's number notation or numerals (一百三十支, 四千六百八十羽, 삼백팔십달러,
4.680 gallinas / Hühner / κότες, 4 680 poules with a narrow no-break space, 4 680 with a no-break
space, 25,75 reais / euro / TL, Arabic-Indic ٢٥٫٧٥ جنيه, Persian ۳۸۰ دلار, Devanagari ३८० रुपये,
Bengali ৪,৬৮০ টি মুরগি, Thai ๔,๖๘๐ ตัว, Hebrew 4,680); "not X but Y" and "Y, not X" in the language;
"X is only an intermediate result; the final answer is Y" and "The final answer is Y (the
intermediate result was X)" with the answer earlier or later in the sentence; for MATH a value in
`$...$` or `\boxed{}` (fraction, radical, interval, pair, pi) or an equal other form.
Kind B (140): the right value in any of these shapes. Kind A (140): the tag holds a subtotal or a
given while the think block reaches the gold (also boxed, also unclosed); a sentence whose earlier
number is the gold but whose stated final answer is another value, or the reverse (the wrong value
first, the gold after it as "the intermediate result"); "not GOLD but X" and "X, not GOLD" (the
negated gold last) in the language's words; a hedge with the language's "or"; an empty tag or a
placeholder ("...", "X", "答案", "정답", "الإجابة", "ответ", "जवाब" ...) (no_answer); a tag cut off before the value
(no_answer); a value in another unit than asked (minutes for hours, millilitres for litres); the
millilitre total written with the language's thousands mark (1.250, 1 250, ۱٬۲۵۰, ๑,๒๕๐) in a tag
whose working never converts to litres (the model meant 1250 ml; gold 1.25 L); for MATH the open
interval, the swapped pair, degrees for radians, a rounded value alone.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 7 boxes of 24 markers, 38 given away -> 130 (168 subtotal; 92 = 38 taken twice; hedge 131);
a bike at 3.50 an hour for 6 hours plus a 4.75 fee -> 25.75 (21 subtotal; 30.5 = fee twice; hedge
24.75); 4 farms of 1250 hens, 320 sold -> 4680 (5000 subtotal; 4360 = 320 taken twice; hedge 4860);
25 minutes a day for 6 days, in HOURS -> 2.5 (150 minutes; hedge 3); a father 4 times his son's age,
45 together, the father's age -> 36 (9 the son's; 27 = 36 - 9; hedge 35); 5 glasses of 250 ml, in
LITRES -> 1.25 (1250 ml; hedge 1.5); a 320-page book, 80 read, 40 pages a day, days left -> 6 (240
subtotal; 8 = 320 / 40; hedge 7); 15 an hour, 8 h a day, 5 days, 220 spent -> 380 (120 and 600
subtotals; 160 = 220 taken twice; hedge 390).
MATH: 2/5 + 1/3 -> \frac{11}{15} (6/15 subtotal; 3/8 by adding tops and bottoms); \sqrt{50} +
\sqrt{18} -> 8\sqrt{2} (5\sqrt{2} subtotal; \sqrt{68}; 11.31 rounded; \sqrt{128} equal); |x - 3| <= 5
-> [-2, 8] ((-2, 8) open, x <= 8 half); x + 2y = 8, 3x - y = 3 -> (2, 3) (x = 2 alone, (3, 2)
swapped); circle of circumference 10\pi, area -> 25\pi (r = 5, 100\pi, 78.54 rounded); P(a number
from 1 to 20 is a multiple of 3 or 5) -> \frac{9}{20} (6 + 4 - 1 = 9 favourable; 1/2 double
counted); \log_3 81 + \log_2 8 -> 7 (4 subtotal; 12 multiplied); 210 degrees in radians ->
\frac{7\pi}{6} (210° given; 5\pi/6); \binom{7}{3} -> 35 (210 ordered; 21); vertex of y = x^2 - 6x + 11
-> (3, 2) (x = 3 alone; (3, -2)); f(x) = 3x - 4, g(x) = x^2 + 1, f(g(2)) -> 11 (g(2) = 5; 12).

Classes (id prefix, then `m_` for a MATH probe, `ok_` for kind B, then the language code and the
problem): kind B `nat_` (the language's number notation or numerals), `bare_`, `unit_`, `sent_`,
`chain_`, `uncl_` (no `</answer>`), `line_` (`<answer>` on its own line), `rep_` (the answer
repeated after the tag), `box_`, `boxu_` (a box in an unclosed tag), `sw_` (the think switches to
English), `negok_` ("not SUB but GOLD"), `negok2_` ("GOLD, not SUB": the last number is not the
answer), `noop_` (no opening `<think>`), `subans_` ("SUB is intermediate; the final answer is
GOLD"), `anssub_` ("the final answer is GOLD (intermediate SUB)"), `dol_` ($GOLD$ in the tag),
`alt_` (an equal other form); kind A `sub_`, `giv_`, `boxsub_`, `subu_` (the subtotal in an unclosed
tag), `inter_` ("GOLD is intermediate; final X"), `interr_` ("final X (intermediate GOLD)"),
`neg_` ("not GOLD but X"), `neg2_` ("X, not GOLD"), `hedge_`, `empty_` / `place_` / `cut_`
(no_answer), `unit_` (minutes or millilitres), `nota_` (the millilitre total in the language's
thousands notation), `form_` (MATH: open interval, swapped pair, degrees, rounded value); the two
debatable probes are `dec_ok_es_juice` and `chainr_m_it_deg`. 12 probes
per language (6 A / 6 B, 6 GSM8K / 6 MATH) for zh ja ko es pt fr de it ru uk pl tr ar fa hi bn; 11
for id th (6 A, 5 B; 6 GSM8K), vi nl (6 A, 5 B; 5 GSM8K), sv el (5 A, 6 B; 6 GSM8K), cs he (5 A, 6
B; 5 GSM8K). Every note opens with the language, says what the tag holds and why the label, and
carries an English gloss of the tag.

Label conventions (corpus/README.md "How labels were made" and the public_heldout3 tag conventions;
rounds 160-166): the `<answer>` content is the final answer whatever the think block says; a
sentence or equation chain in the tag is read for the value it STATES as the answer (in "not X but
Y" and "Y, not X" that is Y; in "X is an intermediate result; the final answer is Y" and "the final
answer is Y (the intermediate result was X)" that is Y, wherever the gold stands in the sentence);
an unclosed or unopened tag still holds the answer; text after the closed tag repeating the same
value does not change it; a placeholder or an empty element is no_answer, and so is a tag cut before
its value, even when the think block reaches the gold; a hedge between two values is wrong; another
unit than the one asked is wrong; a number notation is read as the language and the working write
it (decimal comma where the language uses one; "1.250 ml" in German is 1250 ml); native digits and
Chinese / Korean numerals are the number they spell; a counter or unit after the right value is
correct; for MATH an equal other form (\sqrt{128} for 8\sqrt{2}, \frac{7}{6}\pi, -2 <= x <= 8, x = 2,
y = 3) is correct and a rounded value alone, the open interval, the swapped pair and degrees for
radians are wrong. Debatable probes carry `debatable=True` and a DECISIONS entry (2 of 280): the
Spanish "1,250 litros" (a decimal comma with a trailing zero that looks like a thousands group) and
an Italian chain that ends on the given in degrees "\frac{7\pi}{6} = 210^\circ".

Usage: python build_adversarial_redteam170.py  (writes adversarial_redteam170.jsonl beside itself)
"""

import re  # noqa: E402
from pathlib import Path  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402

C, W, N = "correct", "wrong", "no_answer"

# ================================================================ problems
# GSM8K: key -> gold, steps, chain, sub, given, over (a wrong final value), hedge alt, unit
GP = {
    "mark": ("130", ["7 × 24 = 168", "168 − 38 = 130"], "7 × 24 − 38 = 168 − 38 = 130",
             "168", "38", "92", "131", "mark"),
    "rent": ("25.75", ["3.50 × 6 = 21", "21 + 4.75 = 25.75"], "3.50 × 6 + 4.75 = 21 + 4.75 = 25.75",
             "21", "4.75", "30.5", "24.75", "money"),
    "farm": ("4680", ["4 × 1250 = 5000", "5000 − 320 = 4680"], "4 × 1250 − 320 = 5000 − 320 = 4680",
             "5000", "1250", "4360", "4860", "bird"),
    "walk": ("2.5", ["25 × 6 = 150 min", "150 ÷ 60 = 2.5 h"], "25 × 6 ÷ 60 = 150 ÷ 60 = 2.5",
             "150", "25", "150", "3", "hour"),
    "age": ("36", ["x + 4x = 45", "5x = 45, x = 9", "4 × 9 = 36"], "4 × (45 ÷ 5) = 4 × 9 = 36",
            "9", "45", "27", "35", "year"),
    "juice": ("1.25", ["5 × 250 ml = 1250 ml", "1250 ÷ 1000 = 1.25 L"],
              "5 × 250 ÷ 1000 = 1250 ÷ 1000 = 1.25", "1250", "250", "1250", "1.5", "litre"),
    "pages": ("6", ["320 − 80 = 240", "240 ÷ 40 = 6"], "(320 − 80) ÷ 40 = 240 ÷ 40 = 6",
              "240", "80", "8", "7", "day"),
    "wage": ("380", ["15 × 8 = 120", "120 × 5 = 600", "600 − 220 = 380"],
             "15 × 8 × 5 − 220 = 600 − 220 = 380", "600", "220", "160", "390", "money"),
}  # fmt: skip
# MATH: key -> gold, steps, chain, sub, given, bad, alt (equal form), wrong form (or None)
MP = {
    "frac": ("\\frac{11}{15}", ["$\\frac{2}{5} = \\frac{6}{15}$, $\\frac{1}{3} = \\frac{5}{15}$",
             "$\\frac{6}{15} + \\frac{5}{15} = \\frac{11}{15}$"],
             "\\frac{2}{5} + \\frac{1}{3} = \\frac{6}{15} + \\frac{5}{15} = \\frac{11}{15}",
             "\\frac{6}{15}", "\\frac{2}{5}", "\\frac{3}{8}", "\\dfrac{11}{15}", None),
    "rad": ("8\\sqrt{2}", ["$\\sqrt{50} = 5\\sqrt{2}$, $\\sqrt{18} = 3\\sqrt{2}$",
            "$5\\sqrt{2} + 3\\sqrt{2} = 8\\sqrt{2}$"],
            "\\sqrt{50} + \\sqrt{18} = 5\\sqrt{2} + 3\\sqrt{2} = 8\\sqrt{2}",
            "5\\sqrt{2}", "\\sqrt{50}", "\\sqrt{68}", "\\sqrt{128}", "11.31"),
    "ivl": ("[-2, 8]", ["$-5 \\le x - 3 \\le 5$", "$-2 \\le x \\le 8$"],
            "|x - 3| \\le 5 \\iff -2 \\le x \\le 8 \\iff x \\in [-2, 8]",
            "x \\le 8", "5", "[2, 8]", "-2 \\le x \\le 8", "(-2, 8)"),
    "pair": ("(2, 3)", ["$y = 3x - 3$", "$x + 2(3x - 3) = 8 \\Rightarrow 7x = 14 \\Rightarrow x = 2$",
             "$y = 3 \\cdot 2 - 3 = 3$"], "(x, y) = (2,\\ 3 \\cdot 2 - 3) = (2, 3)",
             "x = 2", "8", "(3, 2)", "x = 2,\\ y = 3", "(3, 2)"),
    "circ": ("25\\pi", ["$2\\pi r = 10\\pi \\Rightarrow r = 5$", "$S = \\pi r^2 = 25\\pi$"],
             "S = \\pi \\cdot 5^2 = 25\\pi", "5", "10\\pi", "100\\pi", "25\\pi \\approx 78.54", "78.54"),
    "prob": ("\\frac{9}{20}", ["3: 6, 5: 4, 15: 1", "$6 + 4 - 1 = 9$", "$P = \\frac{9}{20}$"],
             "P = \\frac{6 + 4 - 1}{20} = \\frac{9}{20}", "9", "20", "\\frac{1}{2}", "\\tfrac{9}{20}", None),
    "log": ("7", ["$\\log_3 81 = 4$", "$\\log_2 8 = 3$", "$4 + 3 = 7$"],
            "\\log_3 81 + \\log_2 8 = 4 + 3 = 7", "4", "81", "12", "7.0", None),
    "deg": ("\\frac{7\\pi}{6}", ["$210 \\cdot \\frac{\\pi}{180} = \\frac{210\\pi}{180}$",
            "$\\frac{210\\pi}{180} = \\frac{7\\pi}{6}$"],
            "210^\\circ = 210 \\cdot \\frac{\\pi}{180} = \\frac{7\\pi}{6}",
            "\\frac{\\pi}{180}", "210", "\\frac{5\\pi}{6}", "\\frac{7}{6}\\pi", "210^\\circ"),
    "cnt": ("35", ["$\\binom{7}{3} = \\frac{7 \\cdot 6 \\cdot 5}{3 \\cdot 2 \\cdot 1}$",
            "$\\frac{210}{6} = 35$"], "\\binom{7}{3} = \\frac{210}{6} = 35",
            "210", "7", "21", "\\binom{7}{3} = 35", None),
    "vert": ("(3, 2)", ["$x_0 = \\frac{6}{2} = 3$", "$y_0 = 9 - 18 + 11 = 2$"],
             "(x_0, y_0) = (3,\\ 9 - 18 + 11) = (3, 2)", "x = 3", "11", "(3, -2)", "(3;\\ 2)", None),
    "func": ("11", ["$g(2) = 2^2 + 1 = 5$", "$f(5) = 3 \\cdot 5 - 4 = 11$"],
             "f(g(2)) = f(5) = 3 \\cdot 5 - 4 = 11", "5", "2", "12", "f(g(2)) = 11", None),
}  # fmt: skip
# subtotals that are honest intermediate results (for the "SUB is intermediate" sentences)
MSUB_OK = ["frac", "rad", "circ", "prob", "log", "cnt", "func"]

# ================================================================ languages
# keys of each language's phrase table
LK = (
    "open so ans tot negok negbad negbad2 orr inter interr cut place rep comma thou "
    "mark money bird hour minute year litre ml day"
).split()
L = {
    "en": ("Let me solve it step by step.", "So the result is {v}.", "The answer is {v}",
           "In total it is {v}", "Not {x}, but {v}", "The answer is not {g}, but {x}",
           "It is {x}, not {g}", "or", "{g} is only an intermediate result; the final answer is {w}",
           "The final answer is {w} (the intermediate result was {g})", "So the final answer is",
           "...", "Answer: {v}", False, ",",
           "markers", "(currency)", "hens", "hours", "minutes", "years", "litres", "ml", "days"),
    "zh": ("好的，我来一步一步算。", "所以结果是{v}。", "答案是{v}", "一共是{v}", "不是{x}，而是{v}",
           "答案不是{g}，而是{x}", "是{x}，不是{g}", "或", "{g}只是中间结果，最终答案是{w}",
           "最终答案是{w}（中间结果是{g}）", "所以最终答案是", "答案", "答：{v}", False, ",",
           "支", "美元", "只", "小时", "分钟", "岁", "升", "毫升", "天"),
    "ja": ("では、順番に計算します。", "よって結果は{v}です。", "答えは{v}", "合計{v}", "{x}ではなく{v}",
           "答えは{g}ではなく{x}", "{x}です。{g}ではありません", "または",
           "{g}は途中の値で、最終的な答えは{w}", "最終的な答えは{w}（途中の値は{g}）",
           "したがって最終的な答えは", "答え", "答え：{v}", False, ",",
           "本", "ドル", "羽", "時間", "分", "歳", "リットル", "ミリリットル", "日"),
    "ko": ("차근차근 계산해 보겠습니다.", "따라서 결과는 {v}입니다.", "답은 {v}", "모두 {v}",
           "{x} 아니고 {v}", "답은 {g} 아니고 {x}", "{x}, {g} 아님", "또는",
           "{g}는 중간 결과이고 최종 답은 {w}", "최종 답은 {w} (중간 결과는 {g})", "따라서 최종 답은",
           "정답", "정답: {v}", False, ",",
           "개", "달러", "마리", "시간", "분", "살", "리터", "밀리리터", "일"),
    "es": ("Vamos a resolverlo paso a paso.", "Entonces el resultado es {v}.", "La respuesta es {v}",
           "En total son {v}", "No es {x}, sino {v}", "La respuesta no es {g}, sino {x}",
           "Es {x}, no {g}", "o", "{g} es solo un resultado intermedio; la respuesta final es {w}",
           "La respuesta final es {w} (el resultado intermedio era {g})",
           "Por lo tanto, la respuesta final es", "...", "Respuesta: {v}", True, ".",
           "marcadores", "euros", "gallinas", "horas", "minutos", "años", "litros", "ml", "días"),
    "pt": ("Vamos resolver passo a passo.", "Então o resultado é {v}.", "A resposta é {v}",
           "No total são {v}", "Não é {x}, e sim {v}", "A resposta não é {g}, e sim {x}",
           "É {x}, não {g}", "ou", "{g} é só um resultado intermediário; a resposta final é {w}",
           "A resposta final é {w} (o resultado intermediário era {g})",
           "Portanto, a resposta final é", "resposta", "Resposta: {v}", True, ".",
           "marcadores", "reais", "galinhas", "horas", "minutos", "anos", "litros", "ml", "dias"),
    "fr": ("Résolvons pas à pas.", "Donc le résultat est {v}.", "La réponse est {v}",
           "Au total, cela fait {v}", "Ce n'est pas {x}, mais {v}", "La réponse n'est pas {g}, mais {x}",
           "C'est {x}, pas {g}", "ou", "{g} n'est qu'un résultat intermédiaire ; la réponse finale est {w}",
           "La réponse finale est {w} (le résultat intermédiaire était {g})",
           "Donc la réponse finale est", "X", "Réponse : {v}", True, "\u202f",
           "feutres", "€", "poules", "heures", "minutes", "ans", "litres", "ml", "jours"),
    "de": ("Ich rechne Schritt für Schritt.", "Also ist das Ergebnis {v}.", "Die Antwort ist {v}",
           "Insgesamt sind es {v}", "Nicht {x}, sondern {v}", "Die Antwort ist nicht {g}, sondern {x}",
           "Es sind {x}, nicht {g}", "oder", "{g} ist nur ein Zwischenergebnis; die Endantwort ist {w}",
           "Die Endantwort ist {w} (das Zwischenergebnis war {g})", "Also lautet die Endantwort",
           "Antwort", "Antwort: {v}", True, ".",
           "Marker", "€", "Hühner", "Stunden", "Minuten", "Jahre", "Liter", "ml", "Tage"),
    "it": ("Risolviamo passo dopo passo.", "Quindi il risultato è {v}.", "La risposta è {v}",
           "In totale sono {v}", "Non è {x}, ma {v}", "La risposta non è {g}, ma {x}", "È {x}, non {g}",
           "o", "{g} è solo un risultato intermedio; la risposta finale è {w}",
           "La risposta finale è {w} (il risultato intermedio era {g})", "Quindi la risposta finale è",
           "...", "Risposta: {v}", True, ".",
           "pennarelli", "euro", "galline", "ore", "minuti", "anni", "litri", "ml", "giorni"),
    "ru": ("Решим по шагам.", "Значит, результат равен {v}.", "Ответ: {v}", "Всего получается {v}",
           "Не {x}, а {v}", "Ответ не {g}, а {x}", "Получается {x}, а не {g}", "или",
           "{g} — это лишь промежуточный результат; окончательный ответ: {w}",
           "Окончательный ответ: {w} (промежуточный результат был {g})", "Итак, окончательный ответ:",
           "ответ", "Ответ: {v}", True, "\u00a0",
           "маркеров", "руб.", "кур", "часа", "минут", "лет", "литра", "мл", "дней"),
    "uk": ("Розв'яжемо крок за кроком.", "Отже, результат дорівнює {v}.", "Відповідь: {v}",
           "Усього виходить {v}", "Не {x}, а {v}", "Відповідь не {g}, а {x}", "Виходить {x}, а не {g}",
           "або", "{g} — це лише проміжний результат; остаточна відповідь: {w}",
           "Остаточна відповідь: {w} (проміжний результат був {g})", "Отже, остаточна відповідь:",
           "відповідь", "Відповідь: {v}", True, " ",
           "маркерів", "грн", "курей", "години", "хвилин", "років", "літра", "мл", "днів"),
    "pl": ("Rozwiążmy krok po kroku.", "Zatem wynik to {v}.", "Odpowiedź to {v}", "Razem wychodzi {v}",
           "Nie {x}, tylko {v}", "Odpowiedź to nie {g}, tylko {x}", "Wychodzi {x}, a nie {g}", "lub",
           "{g} to tylko wynik pośredni; ostateczna odpowiedź to {w}",
           "Ostateczna odpowiedź to {w} (wynik pośredni to {g})", "Zatem ostateczna odpowiedź to",
           "odpowiedź", "Odpowiedź: {v}", True, " ",
           "markerów", "zł", "kur", "godziny", "minut", "lat", "litra", "ml", "dni"),
    "tr": ("Adım adım çözelim.", "Yani sonuç {v}.", "Cevap {v}", "Toplam {v}", "{x} değil, {v}",
           "Cevap {g} değil, {x}", "{x}, {g} değil", "veya", "{g} sadece ara sonuç; nihai cevap {w}",
           "Nihai cevap {w} (ara sonuç {g} idi)", "Dolayısıyla nihai cevap", "cevap", "Cevap: {v}",
           True, ".",
           "adet", "TL", "tavuk", "saat", "dakika", "yaşında", "litre", "ml", "gün"),
    "ar": ("لنحل المسألة خطوة بخطوة.", "إذن النتيجة هي {v}.", "الإجابة هي {v}", "المجموع {v}",
           "ليست {x} بل {v}", "الإجابة ليست {g} بل {x}", "إنها {x} وليست {g}", "أو",
           "{g} مجرد نتيجة وسيطة؛ الإجابة النهائية هي {w}",
           "الإجابة النهائية هي {w} (النتيجة الوسيطة كانت {g})", "إذن الإجابة النهائية هي",
           "الإجابة", "الإجابة: {v}", False, ",",
           "قلمًا", "جنيه", "دجاجة", "ساعة", "دقيقة", "سنة", "لتر", "مل", "أيام"),
    "fa": ("بیایید قدم به قدم حل کنیم.", "پس نتیجه برابر است با {v}.", "پاسخ برابر است با {v}",
           "در مجموع {v}", "نه {x}، بلکه {v}", "پاسخ نه {g}، بلکه {x}", "{x}، نه {g}", "یا",
           "{g} فقط نتیجهٔ میانی است؛ پاسخ نهایی برابر است با {w}",
           "پاسخ نهایی برابر است با {w} (نتیجهٔ میانی {g} بود)", "پس پاسخ نهایی برابر است با",
           "پاسخ", "پاسخ: {v}", False, ",",
           "ماژیک", "دلار", "مرغ", "ساعت", "دقیقه", "سال", "لیتر", "میلی‌لیتر", "روز"),
    "hi": ("चलो कदम दर कदम हल करते हैं।", "तो परिणाम {v} है।", "उत्तर है {v}", "कुल {v}",
           "{x} नहीं, बल्कि {v}", "उत्तर {g} नहीं, बल्कि {x}", "{x}, {g} नहीं", "या",
           "{g} केवल बीच का परिणाम है; अंतिम उत्तर है {w}", "अंतिम उत्तर है {w} (बीच का परिणाम {g} था)",
           "इसलिए अंतिम उत्तर है", "जवाब", "उत्तर: {v}", False, ",",
           "मार्कर", "रुपये", "मुर्गियाँ", "घंटे", "मिनट", "वर्ष", "लीटर", "मिली", "दिन"),
    "bn": ("চলো ধাপে ধাপে সমাধান করি।", "তাহলে ফলাফল {v}।", "উত্তর হলো {v}", "মোট {v}",
           "{x} নয়, বরং {v}", "উত্তর {g} নয়, বরং {x}", "{x}, {g} নয়", "অথবা",
           "{g} শুধু মধ্যবর্তী ফল; চূড়ান্ত উত্তর হলো {w}", "চূড়ান্ত উত্তর হলো {w} (মধ্যবর্তী ফল ছিল {g})",
           "সুতরাং চূড়ান্ত উত্তর হলো", "উত্তর", "উত্তর: {v}", False, ",",
           "টি মার্কার", "টাকা", "টি মুরগি", "ঘণ্টা", "মিনিট", "বছর", "লিটার", "মিলি", "দিন"),
    "id": ("Mari kita selesaikan langkah demi langkah.", "Jadi hasilnya {v}.", "Jawabannya adalah {v}",
           "Totalnya {v}", "Bukan {x}, melainkan {v}", "Jawabannya bukan {g}, melainkan {x}",
           "Hasilnya {x}, bukan {g}", "atau", "{g} hanya hasil antara; jawaban akhirnya {w}",
           "Jawaban akhirnya {w} (hasil antaranya {g})", "Jadi jawaban akhirnya adalah", "...",
           "Jawaban: {v}", True, ".",
           "spidol", "dolar", "ekor ayam", "jam", "menit", "tahun", "liter", "ml", "hari"),
    "vi": ("Ta giải từng bước.", "Vậy kết quả là {v}.", "Đáp án là {v}", "Tổng cộng là {v}",
           "Không phải {x} mà là {v}", "Đáp án không phải {g} mà là {x}", "Là {x}, không phải {g}",
           "hoặc", "{g} chỉ là kết quả trung gian; đáp án cuối cùng là {w}",
           "Đáp án cuối cùng là {w} (kết quả trung gian là {g})", "Vậy đáp án cuối cùng là",
           "đáp án", "Đáp số: {v}", True, ".",
           "cây bút", "đô la", "con gà", "giờ", "phút", "tuổi", "lít", "ml", "ngày"),
    "th": ("มาคิดทีละขั้นตอน", "ดังนั้นผลลัพธ์คือ {v}", "คำตอบคือ {v}", "รวมทั้งหมด {v}",
           "ไม่ใช่ {x} แต่เป็น {v}", "คำตอบไม่ใช่ {g} แต่เป็น {x}", "เป็น {x} ไม่ใช่ {g}", "หรือ",
           "{g} เป็นเพียงผลลัพธ์ระหว่างทาง คำตอบสุดท้ายคือ {w}",
           "คำตอบสุดท้ายคือ {w} (ผลลัพธ์ระหว่างทางคือ {g})", "ดังนั้นคำตอบสุดท้ายคือ", "คำตอบ",
           "คำตอบ: {v}", False, ",",
           "แท่ง", "บาท", "ตัว", "ชั่วโมง", "นาที", "ปี", "ลิตร", "มล.", "วัน"),
    "nl": ("Laten we het stap voor stap oplossen.", "Dus het resultaat is {v}.", "Het antwoord is {v}",
           "In totaal is het {v}", "Niet {x}, maar {v}", "Het antwoord is niet {g}, maar {x}",
           "Het is {x}, niet {g}", "of", "{g} is slechts een tussenresultaat; het eindantwoord is {w}",
           "Het eindantwoord is {w} (het tussenresultaat was {g})", "Dus het eindantwoord is", "X",
           "Antwoord: {v}", True, ".",
           "stiften", "euro", "kippen", "uur", "minuten", "jaar", "liter", "ml", "dagen"),
    "sv": ("Vi löser det steg för steg.", "Alltså blir resultatet {v}.", "Svaret är {v}",
           "Totalt blir det {v}", "Inte {x}, utan {v}", "Svaret är inte {g}, utan {x}",
           "Det är {x}, inte {g}", "eller", "{g} är bara ett delresultat; slutsvaret är {w}",
           "Slutsvaret är {w} (delresultatet var {g})", "Alltså är slutsvaret", "svar", "Svar: {v}",
           True, "\u00a0",
           "pennor", "kr", "hönor", "timmar", "minuter", "år", "liter", "ml", "dagar"),
    "cs": ("Vyřešíme to krok za krokem.", "Výsledek je tedy {v}.", "Odpověď je {v}", "Celkem je to {v}",
           "Ne {x}, ale {v}", "Odpověď není {g}, ale {x}", "Je to {x}, ne {g}", "nebo",
           "{g} je jen mezivýsledek; konečná odpověď je {w}", "Konečná odpověď je {w} (mezivýsledek byl {g})",
           "Konečná odpověď je tedy", "odpověď", "Odpověď: {v}", True, " ",
           "fixů", "Kč", "slepic", "hodiny", "minut", "let", "litru", "ml", "dní"),
    "el": ("Ας λύσουμε βήμα βήμα.", "Άρα το αποτέλεσμα είναι {v}.", "Η απάντηση είναι {v}",
           "Συνολικά είναι {v}", "Όχι {x}, αλλά {v}", "Η απάντηση δεν είναι {g}, αλλά {x}",
           "Είναι {x}, όχι {g}", "ή", "Το {g} είναι μόνο ενδιάμεσο αποτέλεσμα· η τελική απάντηση είναι {w}",
           "Η τελική απάντηση είναι {w} (το ενδιάμεσο αποτέλεσμα ήταν {g})",
           "Άρα η τελική απάντηση είναι", "...", "Απάντηση: {v}", True, ".",
           "μαρκαδόροι", "€", "κότες", "ώρες", "λεπτά", "χρονών", "λίτρα", "ml", "μέρες"),
    "he": ("נפתור שלב אחר שלב.", "לכן התוצאה היא {v}.", "התשובה היא {v}", "בסך הכול {v}",
           "לא {x}, אלא {v}", "התשובה אינה {g}, אלא {x}", "זה {x}, לא {g}", "או",
           "{g} הוא רק תוצאת ביניים; התשובה הסופית היא {w}",
           "התשובה הסופית היא {w} (תוצאת הביניים הייתה {g})", "לכן התשובה הסופית היא", "תשובה",
           "תשובה: {v}", False, ",",
           "טושים", "₪", "תרנגולות", "שעות", "דקות", "שנים", "ליטר", "מ\"ל", "ימים"),
}  # fmt: skip
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip
SWITCH = "Hmm, let me switch to English to double-check: {c}. Yes, that gives {v}."
DIGITS = {
    "ar": "٠١٢٣٤٥٦٧٨٩", "fa": "۰۱۲۳۴۵۶۷۸۹", "hi": "०१२३४५६७८९", "bn": "০১২৩৪৫৬৭৮৯",
    "th": "๐๑๒๓๔๕๖๗๘๙",
}  # fmt: skip
CJK = {"zh": ("零一二三四五六七八九", "十百千", True), "ja": ("零一二三四五六七八九", "十百千", False),
       "ko": ("영일이삼사오육칠팔구", "십백천", False)}  # fmt: skip


def ph(lang, key):  # noqa: ANN001, ANN201
    return L[lang][LK.index(key)]


def cjk(lang, n):  # noqa: ANN001, ANN201
    """An integer below 10000 in Chinese, Japanese or Korean (Sino-Korean) numerals."""
    digs, units, one = CJK[lang]
    out, zero = "", False
    for p, u in ((1000, units[2]), (100, units[1]), (10, units[0])):
        d = n // p % 10
        if d:
            if zero and lang == "zh":
                out += digs[0]
            out += ("" if d == 1 and not one else digs[d]) + u
            zero = False
        elif out:
            zero = True
    if n % 10:
        if zero and lang == "zh":
            out += digs[0]
        out += digs[n % 10]
    return out


def num(lang, s):  # noqa: ANN001, ANN201
    """A GSM8K number or equation in the language's decimal mark."""
    if ph(lang, "comma"):
        s = re.sub(r"(\d)\.(\d)", r"\1,\2", s)
    return s


def group(lang, s):  # noqa: ANN001, ANN201
    """Thousands grouping of an integer string with the language's mark."""
    return re.sub(r"(\d)(\d{3})$", r"\1" + ph(lang, "thou") + r"\2", s)


def native(lang, s):  # noqa: ANN001, ANN201
    """The language's own notation of a value: native digits (Arabic decimal ٫, group ٬), CJK
    numerals for integers, grouping and decimal comma elsewhere."""
    if lang in ("zh", "ja", "ko") and s.isdigit():
        return cjk(lang, int(s))
    if lang in DIGITS:
        t = s
        if lang in ("ar", "fa"):
            t = group(lang, t).replace(",", "٬").replace(".", "٫")
        elif len(t) == 4 and t.isdigit():
            t = group(lang, t)
        return "".join(DIGITS[lang][int(ch)] if ch.isdigit() else ch for ch in t)
    return group(lang, s) if s.isdigit() else num(lang, s)


def unit(lang, u, v):  # noqa: ANN001, ANN201
    word = ph(lang, u)
    return f"{v}{word}" if lang in ("zh", "ja", "ko") else f"{v} {word}"


def think(lang, steps, close_v=None, switch=None, gsm=True, open_tag=True):  # noqa: ANN001, ANN201
    lines = [ph(lang, "open")]
    if switch is not None:
        lines += [num(lang, s) if gsm else s for s in steps[:1]]
        lines.append(SWITCH.format(c=switch, v=close_v))
    else:
        lines += [num(lang, s) if gsm else s for s in steps]
        if close_v is not None:
            lines.append(ph(lang, "so").format(v=close_v))
    return ("<think>\n" if open_tag else "") + "\n".join(lines) + "\n</think>\n"


def tag(inner, style="closed"):  # noqa: ANN001, ANN201
    if style == "closed":
        return f"<answer>{inner}</answer>"
    if style == "open":
        return f"<answer>{inner}"
    if style == "line":
        return f"<answer>\n{inner}\n</answer>"
    raise ValueError(style)


CASES: list[tuple] = []
_SEEN: dict[str, int] = {}


def add(lang, cls, key, truth, text, why, gloss, form="tag", debatable=False):  # noqa: ANN001, ANN201, PLR0913
    path = "m" if key in MP else "g"
    gold = MP[key][0] if path == "m" else GP[key][0]
    kind = "B" if truth == C else "A"
    base = cls + ("_m" if path == "m" else "") + ("_ok" if kind == "B" else "") + f"_{lang}_{key}"
    n = _SEEN.get(base, 0) + 1
    _SEEN[base] = n
    cid = base if n == 1 else f"{base}{n}"
    note = f"{LANG[lang]}: {why}; tag gloss: '{gloss}'"
    make = m if path == "m" else g
    CASES.append(make(cid, kind, gold, truth, form, text, note, debatable))


# ================================================================ GSM8K shapes
def gsm(lang, shape, key):  # noqa: ANN001, ANN201, C901, PLR0911, PLR0912, PLR0915
    gold, steps, chain, sub, given, over, alt, u = GP[key]
    V = lambda x: num(lang, x)  # noqa: E731
    E = lambda k, **kw: ph("en", k).format(**kw)  # noqa: E731
    F = lambda k, **kw: ph(lang, k).format(**kw)  # noqa: E731
    T = think(lang, steps, V(gold))
    if shape == "nat":
        nv = native(lang, gold)
        inner = nv if lang in ("ru", "sv", "cs", "he", "uk") else unit(lang, u, nv)
        add(
            lang,
            "nat",
            key,
            C,
            T + tag(inner),
            f"the gold {gold} in the language's notation ({nv}) in a closed tag",
            f"{inner} = {gold}",
        )
    elif shape == "bare":
        add(lang, "bare", key, C, T + tag(V(gold)), "the bare right value in a closed tag", V(gold))
    elif shape == "unit":
        inner = unit(lang, u, V(gold))
        add(
            lang,
            "unit",
            key,
            C,
            T + tag(inner),
            f"the right value with the language's {u} word",
            unit("en", u, gold),
        )
    elif shape == "sent":
        inner = F("tot", v=unit(lang, u, V(gold))) + (
            "。"
            if lang in ("zh", "ja")
            else ""
            if lang == "th"
            else "।"
            if lang in ("hi", "bn")
            else "."
        )
        add(
            lang,
            "sent",
            key,
            C,
            T + tag(inner),
            "a sentence in the language ending on the right value and its unit",
            E("tot", v=unit("en", u, gold)) + ".",
        )
    elif shape == "chain":
        add(
            lang,
            "chain",
            key,
            C,
            T + tag(V(chain)),
            "an equation chain ending on the right value",
            chain,
        )
    elif shape == "uncl":
        add(
            lang,
            "uncl",
            key,
            C,
            T + tag(F("ans", v=V(gold)), "open"),
            "the answer sentence in an unclosed tag (no </answer>), the completion ends on the value",
            E("ans", v=gold),
        )
    elif shape == "line":
        add(
            lang,
            "line",
            key,
            C,
            T + tag(V(gold), "line"),
            "<answer> on its own line, the value on the next, then </answer>",
            gold,
        )
    elif shape == "rep":
        add(
            lang,
            "rep",
            key,
            C,
            T + tag(V(gold)) + "\n" + F("rep", v=unit(lang, u, V(gold))),
            "the value in the tag, then repeated after it in the language",
            f"{gold} / after: " + E("rep", v=unit("en", u, gold)),
        )
    elif shape == "box":
        add(
            lang,
            "box",
            key,
            C,
            T + tag("\\boxed{" + V(gold) + "}"),
            "a box inside the tag",
            "\\boxed{" + gold + "}",
        )
    elif shape == "sw":
        text = think(lang, steps, gold, switch=chain) + tag(V(gold))
        add(
            lang,
            "sw",
            key,
            C,
            text,
            "the think block switches to English mid-trace, the tag holds the right value",
            V(gold),
        )
    elif shape == "negok":
        inner = F("negok", x=V(sub), v=V(gold))
        add(
            lang,
            "negok",
            key,
            C,
            T + tag(inner),
            f"'not {sub} but {gold}' in the language: the stated value is the gold",
            E("negok", x=sub, v=gold),
        )
    elif shape == "negok2":
        inner = F("negbad2", x=V(gold), g=V(sub))
        add(
            lang,
            "negok2",
            key,
            C,
            T + tag(inner),
            f"'{gold}, not {sub}': the last number is the rejected subtotal, the stated value the gold",
            E("negbad2", x=gold, g=sub),
        )
    elif shape == "noop":
        text = think(lang, steps, V(gold), open_tag=False) + tag(V(gold))
        add(
            lang,
            "noop",
            key,
            C,
            text,
            "no opening <think> (only </think>), then the right value in the tag",
            V(gold),
        )
    elif shape == "subans":
        inner = F("inter", g=V(sub), w=V(gold))
        add(
            lang,
            "subans",
            key,
            C,
            T + tag(inner),
            f"the subtotal {sub} named as intermediate, the final answer the gold (last)",
            E("inter", g=sub, w=gold),
        )
    elif shape == "anssub":
        inner = F("interr", w=V(gold), g=V(sub))
        add(
            lang,
            "anssub",
            key,
            C,
            T + tag(inner),
            f"the final answer the gold, the subtotal {sub} after it in parentheses as the intermediate result (the last number is not the answer)",
            E("interr", w=gold, g=sub),
        )
    # ---------------- kind A
    elif shape == "sub":
        add(
            lang,
            "sub",
            key,
            W,
            T + tag(V(sub)),
            f"the think block reaches {gold} but the tag holds the subtotal {sub}",
            sub,
        )
    elif shape == "giv":
        add(
            lang,
            "giv",
            key,
            W,
            T + tag(V(given)),
            f"the think block reaches {gold} but the tag holds the given {given}",
            given,
        )
    elif shape == "boxsub":
        add(
            lang,
            "boxsub",
            key,
            W,
            T + tag("\\boxed{" + V(sub) + "}"),
            f"the think block reaches {gold}; the boxed value inside the tag is the subtotal {sub}",
            "\\boxed{" + sub + "}",
        )
    elif shape == "subu":
        add(
            lang,
            "subu",
            key,
            W,
            T + tag(F("ans", v=V(sub)), "open"),
            f"an unclosed tag stating the subtotal {sub} (the think block reached {gold})",
            E("ans", v=sub),
        )
    elif shape == "inter":
        inner = F("inter", g=V(gold), w=V(over))
        add(
            lang,
            "inter",
            key,
            W,
            T + tag(inner),
            f"the gold {gold} stands earlier in the sentence as 'only an intermediate result'; the stated final answer is {over}",
            E("inter", g=gold, w=over),
        )
    elif shape == "interr":
        inner = F("interr", w=V(over), g=V(gold))
        add(
            lang,
            "interr",
            key,
            W,
            T + tag(inner),
            f"the stated final answer is {over}; the gold {gold} stands last, in parentheses, as 'the intermediate result'",
            E("interr", w=over, g=gold),
        )
    elif shape == "neg":
        inner = F("negbad", g=V(gold), x=V(sub))
        add(
            lang,
            "neg",
            key,
            W,
            T + tag(inner),
            f"'not {gold} but {sub}': the gold negated in the language's words, the subtotal stated",
            E("negbad", g=gold, x=sub),
        )
    elif shape == "neg2":
        inner = F("negbad2", x=V(sub), g=V(gold))
        add(
            lang,
            "neg2",
            key,
            W,
            T + tag(inner),
            f"'{sub}, not {gold}': the gold is the last number but negated; the stated value is the subtotal",
            E("negbad2", x=sub, g=gold),
        )
    elif shape == "hedge":
        inner = f"{V(gold)} {ph(lang, 'orr')} {V(alt)}"
        add(
            lang,
            "hedge",
            key,
            W,
            T + tag(inner),
            f"a hedge between the gold and {alt} with the language's 'or'",
            f"{gold} or {alt}",
        )
    elif shape == "empty":
        add(
            lang,
            "empty",
            key,
            N,
            T + tag(""),
            "the think block reaches the gold but the tag is empty",
            "",
            "no_answer",
        )
    elif shape == "place":
        p = ph(lang, "place")
        add(
            lang,
            "place",
            key,
            N,
            T + tag(p),
            f"a placeholder '{p}' in the tag (the think block reaches the gold)",
            p,
            "no_answer",
        )
    elif shape == "cut":
        c = ph(lang, "cut")
        add(
            lang,
            "cut",
            key,
            N,
            T + "<answer>" + c + " ",
            "the tag cut off before its value (the think block reaches the gold)",
            E("cut"),
            "truncated",
        )
    elif shape == "unit_w":
        if key == "walk":
            inner = unit(lang, "minute", "150")
            add(
                lang,
                "unit",
                key,
                W,
                T + tag(inner),
                "hours were asked; the tag gives 150 minutes",
                "150 minutes",
            )
        else:
            inner = unit(lang, "ml", "1250")
            add(
                lang,
                "unit",
                key,
                W,
                T + tag(inner),
                "litres were asked; the tag gives 1250 ml",
                "1250 ml",
            )
    elif shape == "nota":
        nv = group(lang, "1250") if lang in ("zh", "ja", "ko") else native(lang, "1250")
        text = (
            "<think>\n"
            + ph(lang, "open")
            + "\n5 × 250 ml = "
            + nv
            + " "
            + ph(lang, "ml")
            + "\n</think>\n"
            + tag(nv)
        )
        add(
            lang,
            "nota",
            key,
            W,
            text,
            f"litres were asked; the working stops at '5 × 250 ml = {nv} ml' in the language's thousands notation and the tag repeats {nv}: the model meant 1250 ml, not 1.25 L",
            f"{nv} (= 1250, ml)",
        )
    else:
        raise ValueError(shape)


# ================================================================ MATH shapes
def mth(lang, shape, key):  # noqa: ANN001, ANN201, C901, PLR0912, PLR0915
    gold, steps, chain, sub, given, bad, alt, wform = MP[key]
    E = lambda k, **kw: ph("en", k).format(**kw)  # noqa: E731
    F = lambda k, **kw: ph(lang, k).format(**kw)  # noqa: E731
    D = lambda x: f"${x}$"  # noqa: E731
    T = think(lang, steps, D(gold), gsm=False)
    if shape == "dol":
        add(
            lang,
            "dol",
            key,
            C,
            T + tag(D(gold)),
            "the right value in $...$ in a closed tag",
            D(gold),
        )
    elif shape == "box":
        add(
            lang,
            "box",
            key,
            C,
            T + tag(D("\\boxed{" + gold + "}")),
            "a box inside the tag",
            "\\boxed{" + gold + "}",
        )
    elif shape == "boxu":
        add(
            lang,
            "boxu",
            key,
            C,
            T + tag("\\boxed{" + gold + "}", "open"),
            "a box inside an unclosed tag (no </answer>)",
            "\\boxed{" + gold + "}",
        )
    elif shape == "sent":
        add(
            lang,
            "sent",
            key,
            C,
            T + tag(F("ans", v=D(gold))),
            "the language's answer sentence ending on the right value",
            E("ans", v=D(gold)),
        )
    elif shape == "chain":
        add(
            lang,
            "chain",
            key,
            C,
            T + tag(D(chain)),
            "an equation chain ending on the right value",
            chain,
        )
    elif shape == "uncl":
        add(
            lang,
            "uncl",
            key,
            C,
            T + tag(D(gold), "open"),
            "the value in an unclosed tag, the completion ends on it",
            D(gold),
        )
    elif shape == "line":
        add(
            lang,
            "line",
            key,
            C,
            T + tag(gold, "line"),
            "<answer> on its own line, the bare LaTeX value on the next, then </answer>",
            gold,
        )
    elif shape == "rep":
        add(
            lang,
            "rep",
            key,
            C,
            T + tag(D(gold)) + "\n" + F("rep", v=D(gold)),
            "the value in the tag, then repeated after it in the language",
            f"{gold} / after: " + E("rep", v=gold),
        )
    elif shape == "sw":
        text = think(lang, steps, D(gold), switch=chain, gsm=False) + tag(D(gold))
        add(
            lang,
            "sw",
            key,
            C,
            text,
            "the think block switches to English mid-trace, the tag holds the right value",
            D(gold),
        )
    elif shape == "negok":
        add(
            lang,
            "negok",
            key,
            C,
            T + tag(F("negok", x=D(bad), v=D(gold))),
            f"'not {bad} but {gold}' in the language",
            E("negok", x=bad, v=gold),
        )
    elif shape == "negok2":
        add(
            lang,
            "negok2",
            key,
            C,
            T + tag(F("negbad2", x=D(gold), g=D(bad))),
            f"'{gold}, not {bad}': the last value is the rejected one, the stated value the gold",
            E("negbad2", x=gold, g=bad),
        )
    elif shape == "alt":
        add(lang, "alt", key, C, T + tag(D(alt)), f"an equal other form of the gold: {alt}", alt)
    elif shape == "noop":
        text = think(lang, steps, D(gold), gsm=False, open_tag=False) + tag(D(gold))
        add(
            lang,
            "noop",
            key,
            C,
            text,
            "no opening <think> (only </think>), then the right value in the tag",
            D(gold),
        )
    elif shape == "anssub":
        add(
            lang,
            "anssub",
            key,
            C,
            T + tag(F("interr", w=D(gold), g=D(sub))),
            f"the final answer the gold, the intermediate {sub} after it in parentheses",
            E("interr", w=gold, g=sub),
        )
    # ---------------- kind A
    elif shape == "sub":
        add(
            lang,
            "sub",
            key,
            W,
            T + tag(D(sub)),
            f"the think block reaches {gold} but the tag holds the intermediate {sub}",
            sub,
        )
    elif shape == "giv":
        add(
            lang,
            "giv",
            key,
            W,
            T + tag(D(given)),
            f"the think block reaches {gold} but the tag holds the given {given}",
            given,
        )
    elif shape == "boxsub":
        add(
            lang,
            "boxsub",
            key,
            W,
            T + tag(D("\\boxed{" + sub + "}")),
            f"the think block reaches {gold}; the box in the tag holds the intermediate {sub}",
            "\\boxed{" + sub + "}",
        )
    elif shape == "subu":
        add(
            lang,
            "subu",
            key,
            W,
            T + tag(F("ans", v=D(sub)), "open"),
            f"an unclosed tag stating the intermediate {sub}",
            E("ans", v=sub),
        )
    elif shape == "hedge":
        add(
            lang,
            "hedge",
            key,
            W,
            T + tag(f"{D(gold)} {ph(lang, 'orr')} {D(bad)}"),
            f"a hedge between the gold and {bad} with the language's 'or'",
            f"{gold} or {bad}",
        )
    elif shape == "neg":
        add(
            lang,
            "neg",
            key,
            W,
            T + tag(F("negbad", g=D(gold), x=D(bad))),
            f"'not {gold} but {bad}': the gold negated, {bad} stated",
            E("negbad", g=gold, x=bad),
        )
    elif shape == "neg2":
        add(
            lang,
            "neg2",
            key,
            W,
            T + tag(F("negbad2", x=D(bad), g=D(gold))),
            f"'{bad}, not {gold}': the gold last but negated",
            E("negbad2", x=bad, g=gold),
        )
    elif shape == "inter":
        add(
            lang,
            "inter",
            key,
            W,
            T + tag(F("inter", g=D(gold), w=D(bad))),
            f"the gold named 'only an intermediate result', the stated final answer {bad}",
            E("inter", g=gold, w=bad),
        )
    elif shape == "empty":
        add(
            lang,
            "empty",
            key,
            N,
            T + tag(""),
            "the think block reaches the gold but the tag is empty",
            "",
            "no_answer",
        )
    elif shape == "place":
        p = ph(lang, "place")
        add(lang, "place", key, N, T + tag(p), f"a placeholder '{p}' in the tag", p, "no_answer")
    elif shape == "cut":
        add(
            lang,
            "cut",
            key,
            N,
            T + "<answer>" + ph(lang, "cut") + " $",
            "the tag cut off after the opening $, before its value",
            E("cut") + " $",
            "truncated",
        )
    elif shape == "form":
        why = {"ivl": "the open interval for the closed one", "pair": "the swapped pair",
               "deg": "degrees (the given) when radians were asked", "circ": "a rounded value alone for 25 pi",
               "rad": "a rounded value alone for 8 sqrt 2"}[key]  # fmt: skip
        add(lang, "form", key, W, T + tag(D(wform)), why, wform)
    else:
        raise ValueError(shape)


# ================================================================ assignment
# lang -> (GSM A, MATH A, GSM B, MATH B)
PLAN = {
    lg: (3, 3, 3, 3)
    for lg in [
        "zh",
        "ja",
        "ko",
        "es",
        "pt",
        "fr",
        "de",
        "it",
        "ru",
        "uk",
        "pl",
        "tr",
        "ar",
        "fa",
        "hi",
        "bn",
    ]
}
PLAN.update(
    {
        "id": (3, 3, 3, 2),
        "th": (3, 3, 3, 2),
        "vi": (3, 3, 2, 3),
        "nl": (3, 3, 2, 3),
        "sv": (3, 2, 3, 3),
        "el": (3, 2, 3, 3),
        "cs": (2, 3, 3, 3),
        "he": (2, 3, 3, 3),
    }
)
# manual probes take one slot each: es GSM B (debatable), it MATH A (debatable)
MANUAL = {"es": (0, 0, 1, 0), "it": (0, 1, 0, 0)}
NATKEY = {"zh": "mark", "ja": "farm", "ko": "wage", "es": "farm", "pt": "rent", "fr": "farm",
          "de": "farm", "it": "rent", "ru": "farm", "uk": "walk", "pl": "farm", "tr": "rent",
          "ar": "rent", "fa": "wage", "hi": "wage", "bn": "farm", "id": "farm", "vi": "farm",
          "th": "farm", "nl": "rent", "sv": "farm", "cs": "farm", "el": "farm", "he": "farm"}  # fmt: skip
BG = [
    "bare",
    "unit",
    "sent",
    "chain",
    "uncl",
    "line",
    "rep",
    "box",
    "sw",
    "negok",
    "negok2",
    "noop",
    "subans",
    "anssub",
]
AG = [
    "sub",
    "giv",
    "inter",
    "interr",
    "neg",
    "neg2",
    "hedge",
    "empty",
    "place",
    "cut",
    "unit_w",
    "nota",
    "subu",
    "boxsub",
]
BM = [
    "dol",
    "box",
    "sent",
    "chain",
    "uncl",
    "line",
    "rep",
    "sw",
    "negok",
    "negok2",
    "alt",
    "noop",
    "anssub",
    "boxu",
]
AM = [
    "sub",
    "giv",
    "hedge",
    "neg",
    "neg2",
    "empty",
    "place",
    "cut",
    "form",
    "inter",
    "boxsub",
    "subu",
]
GKEYS = list(GP)
MKEYS = list(MP)
POOL = {("g", "inter"): ["mark", "rent", "farm", "wage", "pages", "age"],
        ("g", "interr"): ["mark", "rent", "farm", "wage", "pages", "age"],
        ("g", "unit_w"): ["walk", "juice"], ("g", "nota"): ["juice"],
        ("m", "form"): ["ivl", "pair", "deg", "circ", "rad"], ("m", "anssub"): MSUB_OK}  # fmt: skip
_kc: dict[str, int] = {}


def pick(shape, keys, path):  # noqa: ANN001, ANN201
    """The next key for `shape`: from its own pool where it has one, else rotating over all."""
    pool = POOL.get((path, shape), keys)
    name = f"{path}:{shape}"
    i = _kc.get(name, sum(map(ord, shape)) % len(pool))
    _kc[name] = i + 1
    return pool[i % len(pool)]


_sc = {"ag": 0, "bg": 0, "am": 0, "bm": 0}


def shapes(lst, ctr, n):  # noqa: ANN001, ANN201
    out = []
    while len(out) < n:
        s = lst[_sc[ctr] % len(lst)]
        _sc[ctr] += 1
        out.append(s)
    return out


for lg, (ga, ma, gb, mb) in PLAN.items():
    mga, mma, mgb, mmb = MANUAL.get(lg, (0, 0, 0, 0))
    for s in shapes(AG, "ag", ga - mga):
        gsm(lg, s, pick(s, GKEYS, "g"))
    gsm(lg, "nat", NATKEY[lg])
    for s in shapes(BG, "bg", gb - mgb - 1):
        gsm(lg, s, pick(s, GKEYS, "g"))
    for s in shapes(AM, "am", ma - mma):
        mth(lg, s, pick(s, MKEYS, "m"))
    for s in shapes(BM, "bm", mb - mmb):
        mth(lg, s, pick(s, MKEYS, "m"))

# ---------------------------------------------------------------- the two debatable probes
add(
    "es",
    "dec",
    "juice",
    C,
    "<think>\n"
    + ph("es", "open")
    + "\n5 × 0,25 l = 1,25 l\nSon 1,25 litros.\n</think>\n"
    + tag("1,250 litros"),
    "debatable: the working writes 5 × 0,25 l = 1,25 l with the Spanish decimal comma and the tag "
    "'1,250 litros' adds a trailing zero; read as Spanish it is 1.25 litres (the gold), read with an "
    "English comma it would be 1250",
    "1,250 litres (= 1.25 in Spanish notation)",
    debatable=True,
)
add(
    "it",
    "chainr",
    "deg",
    W,
    think("it", MP["deg"][1], "$\\frac{7\\pi}{6}$", gsm=False)
    + tag("$\\frac{7\\pi}{6} = 210^\\circ$"),
    "debatable: the tag's equation chain is written backwards and ends on the given in degrees; the "
    "chain is read for its final value, 210 degrees, not the radians asked, although it names "
    "7 pi / 6 first",
    "7 pi / 6 = 210 degrees",
    debatable=True,
)

DECISIONS: dict[str, tuple[str, str]] = {
    "dec_ok_es_juice": (
        "accept",
        "in Spanish the comma is the decimal mark and the working above shows 5 × 0,25 l = 1,25 l; the trailing zero in 1,250 does not change the value, so the tag states 1.25 litres",
    ),
    "chainr_m_it_deg": (
        "reject",
        "an equation chain in the tag is read for its final value (corpus README, public_heldout3 conventions); that value is 210 degrees, the given, when radians were asked",
    ),
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam170", CASES, [], DECISIONS)
