r"""Build adversarial_redteam166.jsonl: round 166 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam166"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "How labels were made" and "Forms"), corpus_build.py (helpers) and
build_adversarial_redteam160.py / build_adversarial_redteam162.py / build_adversarial_redteam164.py
(structure, docstring, label conventions, the helpers P / T, DECISIONS; their "Aim" paragraphs read
to AVOID their shapes) were read; no probe of theirs is copied (new problems, new golds, new wording).

Aim of this round: WHOLE completions as multilingual chat models (Qwen2.5, Llama-3.1, Gemma-2, Aya,
DeepSeek) write them in 24 languages other than English (Chinese, Japanese, Korean, Spanish,
Portuguese, French, German, Italian, Russian, Ukrainian, Polish, Turkish, Arabic, Persian, Hindi,
Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish, Czech, Greek, Hebrew), not just final lines:
several lines of working IN THE LANGUAGE (numbered steps "Шаг 1:", "Bước 1:", "Paso 1:", "ステップ1：",
"步骤1：", "चरण 1:", "الخطوة 1:" with the language's "first / then / finally" and the problem's
numbers and subtotals, sometimes under a markdown heading "### Решение"), then the closing: the
language's answer sentence or bold label, a \boxed{} value inside the language's answer sentence, a
"### Ответ" heading, a verification paragraph after it ("Проверка:", "Kiểm tra:", "Verificación:",
"検算：", "检验：", "Probe:", "Zkouška:") that confirms the value or overturns it, a polite closing
line ("Надеюсь, это поможет!", "¡Espero que te sirva!", "希望对你有帮助！"), an invented follow-up
question ("what if it were three times as much?") answered after the real answer, a summary table
whose last row is the result, or a summary line ("Итого:", "En resumen:", "综上：") after the answer.
Kind B: the right value stated at the end in the language's way with the subtotals and givens
earlier, followed by a confirming check, a closing line, a table whose result row repeats it, or a
follow-up question answered with another value (labelled by the model's own answer to THIS problem:
correct). Kind A: the last step forgotten so the answer sentence states a subtotal; a verification
that recomputes wrongly and corrects the answer to a wrong value; a hedge "X or Y" in the language; a
summary line restating a different value after the right one; a subtotal given as the answer and
then an invented follow-up answered (labelled by the model's own answer to THIS problem, the
subtotal: wrong); a cut in the middle of the last step (no_answer, one per language).

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only):
GSM8K: 8 shelves of 36 books, 49 lent -> 239 (288 subtotal; 249 by 8 x 36 = 298, 337 wrong);
5 trays of 14 cookies at 0.75 -> 52.5 (70 subtotal; 45 by 5 x 14 = 60, 53 wrong); 62 km/h for 3 h
then 48 km/h for 2 h -> 282 (186 subtotal; 272 by 48 x 2 = 86, 110 wrong); 18 per hour, 7 h a day,
5 days, 145 spent -> 485 (126 and 630 subtotals; 476 by 154 for 145, 775 wrong); 3 boxes of 48
pencils shared by 16 pupils -> 9 (144 subtotal; 8 by the false check 16 x 8 = 144, 3 wrong); a 120
jacket at 25 % off plus 6 tax -> 96 (30 and 90 subtotals; 84 with the tax subtracted); Tom has 3 times
Ana's stamps, 156 together, Tom's -> 117 (39 subtotal, Ana's; 114 by x = 38). Follow-up values are
three times the stated answer (717, 157.5, 846, 1455, 27, 288, 351; 864, 210, 558, 1890, 432, 270).
MATH: 7x - 9 = 3x + 23 -> 8 (32 subtotal; 7/2 by 23 - 9; -8 wrong); P(two dice sum to 9) ->
\frac{1}{9} (4 favourable; 5/36 with (4, 4) counted, 1/6 wrong); f(x) = 2x^2 - 3x + 5, f(-2) -> 19
(14 subtotal; 7 with -3 * (-2) = -6); triangle (0, 0), (6, 0), (2, 5) -> 15 (30 without the half);
arithmetic a_1 = 7, d = 4, S_10 -> 250 (a_10 = 43 subtotal; 500 without the half, 270 with a_11);
lcm(18, 24) -> 72 (gcd 6 subtotal; 432 the product, 36 wrong); \sqrt{72} -> 6\sqrt{2} (36 subtotal;
2\sqrt{6} swapped, 3\sqrt{2} wrong); 2/3 + 3/4 -> \frac{17}{12} (8/12 subtotal; 5/7 by
adding tops and bottoms).

Classes (id prefix): kind A `sub_` (the answer sentence states a subtotal, the last step
forgotten), `over_` (a verification after the right answer overturns it to a wrong value), `hedge_`
(two values joined by the language's "or"), `rest_` (a summary line after the right answer restates
a different value), `fuA_` (a subtotal as the answer, then an invented follow-up answered), `cut_`
(cut in the last step, no_answer); kind B `chk_` (a confirming verification after the answer),
`hope_` (a polite closing line after the answer sentence), `box_` (\boxed{} inside the language's
answer sentence, then a confirming check), `head_` (markdown headings "### Solution" / "### Answer",
the bold value, a closing line), `tab_` (the answer, then a summary table whose last row is the
result), `fuB_` (the right answer, then an invented follow-up answered with three times it). Then
`m_` for a MATH probe, `ok_` for kind B, then the language code and the problem. Kind A: truth
wrong / no_answer (140); kind B: truth correct (140); 12 probes per language (6 / 6) for zh ja ko es
pt fr de it ru uk pl tr ar fa hi bn, 11 for id vi th nl (6 A, 5 B) and sv cs el he (5 A, 6 B); 160
GSM8K and 120 MATH. Every note opens with the language and carries an English gloss of the final
lines (the working is glossed by its equations, which are kept in the text).

Label conventions (corpus/README.md; rounds 136 and 156-164): the LAST final answer to THIS problem
counts; a verification that confirms the stated value does not change it; a verification that
corrects the value makes the corrected value final; a summary line restating another value after the
answer makes that value final; a hedge between two different values is wrong; the answer to a
follow-up question the model invents after its answer is not the answer to this problem (the model's
own answer to this problem is labelled, and the note says so); a decimal comma in the languages that
use it is the decimal point; a cut before any final value is no_answer. No probe of this round is
debatable.

Usage: python build_adversarial_redteam166.py  (writes adversarial_redteam166.jsonl beside itself)
"""

import re  # noqa: E402
from pathlib import Path  # noqa: E402

from corpus_build import g, m, write_probes  # noqa: E402

C, W, N = "correct", "wrong", "no_answer"

# ================================================================ problems
# key -> (path, gold, steps, subtotal (wrong), bad check (recomputation), bad value, alt value, check)
PROB = {
    "lib": ("g", "239", ["8 × 36 = 288", "288 − 49 = 239"], "288",
            "8 × 36 = 298, 298 − 49 = 249", "249", "337", "239 + 49 = 288 = 8 × 36"),
    "cook": ("g", "52.5", ["5 × 14 = 70", "70 × 0.75 = 52.5"], "70",
             "5 × 14 = 60, 60 × 0.75 = 45", "45", "53", "52.5 ÷ 0.75 = 70 = 5 × 14"),
    "trip": ("g", "282", ["62 × 3 = 186", "48 × 2 = 96", "186 + 96 = 282"], "186",
             "48 × 2 = 86, 186 + 86 = 272", "272", "110", "282 − 96 = 186 = 62 × 3"),
    "pay": ("g", "485", ["18 × 7 = 126", "126 × 5 = 630", "630 − 145 = 485"], "630",
            "126 × 5 = 630, 630 − 154 = 476", "476", "775", "485 + 145 = 630 = 18 × 35"),
    "pens": ("g", "9", ["3 × 48 = 144", "144 ÷ 16 = 9"], "144",
             "16 × 8 = 144, 144 ÷ 16 = 8", "8", "3", "16 × 9 = 144 = 3 × 48"),
    "jack": ("g", "96", ["120 × 25% = 30", "120 − 30 = 90", "90 + 6 = 96"], "90",
             "120 − 30 = 90, 90 − 6 = 84", "84", "90", "96 − 6 = 90 = 0.75 × 120"),
    "stamp": ("g", "117", ["x + 3x = 156", "4x = 156, x = 39", "3 × 39 = 117"], "39",
              "4x = 156, x = 38, 3 × 38 = 114", "114", "39", "117 + 39 = 156, 117 = 3 × 39"),
    "lin": ("m", "8", ["$7x - 3x = 23 + 9$", "$4x = 32$", "$x = \\frac{32}{4} = 8$"], "32",
            "$7x - 3x = 23 - 9 = 14$, $x = \\frac{14}{4} = \\frac{7}{2}$", "\\frac{7}{2}", "-8",
            "$7 \\cdot 8 - 9 = 47$, $3 \\cdot 8 + 23 = 47$"),
    "dice": ("m", "\\frac{1}{9}", ["$(3, 6), (4, 5), (5, 4), (6, 3)$ → 4", "$6 \\cdot 6 = 36$",
             "$P = \\frac{4}{36} = \\frac{1}{9}$"], "4",
             "$(3, 6), (4, 5), (4, 4), (5, 4), (6, 3)$ → 5, $P = \\frac{5}{36}$", "\\frac{5}{36}",
             "\\frac{1}{6}", "$\\frac{1}{9} \\cdot 36 = 4$"),
    "poly": ("m", "19", ["$f(-2) = 2 \\cdot (-2)^2 - 3 \\cdot (-2) + 5$", "$2 \\cdot 4 + 6 = 14$",
             "$14 + 5 = 19$"], "14",
             "$-3 \\cdot (-2) = -6$, $8 - 6 + 5 = 7$", "7", "7",
             "$8 + 6 + 5 = 19$"),
    "tri": ("m", "15", ["$a = 6 - 0 = 6$", "$h = 5$", "$S = \\frac{1}{2} \\cdot 6 \\cdot 5 = 15$"],
            "30", "$S = a \\cdot h = 6 \\cdot 5 = 30$", "30", "30",
            "$S = \\frac{1}{2}|6 \\cdot 5 - 0 \\cdot 2| = 15$"),
    "seq": ("m", "250", ["$a_{10} = 7 + 9 \\cdot 4 = 43$", "$S_{10} = \\frac{10(7 + 43)}{2}$",
            "$S_{10} = 5 \\cdot 50 = 250$"], "43",
            "$S_{10} = 10 \\cdot (7 + 43) = 500$", "500", "270",
            "$S_{10} = 10 \\cdot 7 + 4 \\cdot 45 = 70 + 180 = 250$"),
    "lcm": ("m", "72", ["$18 = 2 \\cdot 3^2,\\ 24 = 2^3 \\cdot 3$", "$\\gcd(18, 24) = 6$",
            "$\\operatorname{lcm}(18, 24) = \\frac{18 \\cdot 24}{6} = 72$"], "6",
            "$\\operatorname{lcm}(18, 24) = 18 \\cdot 24 = 432$", "432", "36",
            "$72 \\div 18 = 4$, $72 \\div 24 = 3$"),
    "sqrt": ("m", "6\\sqrt{2}", ["$72 = 36 \\cdot 2$", "$\\sqrt{72} = \\sqrt{36} \\cdot \\sqrt{2} = 6\\sqrt{2}$"],
             "36", "$72 = 2 \\cdot 36$, $\\sqrt{72} = 2\\sqrt{6}$", "2\\sqrt{6}", "3\\sqrt{2}",
             "$(6\\sqrt{2})^2 = 36 \\cdot 2 = 72$"),
    "frac": ("m", "\\frac{17}{12}", ["$\\frac{2}{3} = \\frac{8}{12},\\ \\frac{3}{4} = \\frac{9}{12}$",
             "$\\frac{8}{12} + \\frac{9}{12} = \\frac{17}{12}$"], "\\frac{8}{12}",
             "$\\frac{2 + 3}{3 + 4} = \\frac{5}{7}$", "\\frac{5}{7}", "\\frac{5}{7}",
             "$\\frac{17}{12} - \\frac{9}{12} = \\frac{8}{12} = \\frac{2}{3}$"),
}  # fmt: skip
# summary-table rows (given or subtotal, value) before the result row
TAB = {
    "lib": [("8 × 36", "288"), ("49", "49")], "cook": [("5 × 14", "70"), ("0.75", "0.75")],
    "trip": [("62 × 3", "186"), ("48 × 2", "96")], "pay": [("18 × 7", "126"), ("126 × 5", "630")],
    "pens": [("3 × 48", "144"), ("16", "16")], "jack": [("120 × 25%", "30"), ("120 − 30", "90")],
    "stamp": [("x + 3x", "156"), ("x", "39")],
    "lin": [("4x", "32")], "dice": [("n_{9}", "4"), ("n", "36")], "poly": [("f(-2)", "8 + 6 + 5")],
    "tri": [("a", "6"), ("h", "5")], "seq": [("a_{10}", "43"), ("a_1 + a_{10}", "50")],
    "lcm": [("\\gcd(18, 24)", "6"), ("18 \\cdot 24", "432")], "sqrt": [("72", "36 \\cdot 2")],
    "frac": [("\\frac{2}{3}", "\\frac{8}{12}"), ("\\frac{3}{4}", "\\frac{9}{12}")],
}  # fmt: skip
TRIPLE = {"239": "717", "52.5": "157.5", "282": "846", "485": "1455", "9": "27", "96": "288",
          "117": "351", "288": "864", "70": "210", "186": "558", "630": "1890", "144": "432",
          "90": "270", "39": "117"}  # fmt: skip

# ================================================================ languages
# step, first, then, finally, bold answer, answer sentence, check label, confirm, correction, or,
# closing line, follow-up question, follow-up answer, solution heading, answer heading,
# table columns (given / value / result), summary line, decimal comma?
LK = ("step first then fin ans prose chk ok err or hope fu fua hsol hans tab sumv comma").split()
L = {
    "en": ("Step {n}:", "First we compute", "Then", "Finally", "**Answer:** {v}", "So the answer is {v}.",
           "Check:", "Everything matches.", "Mistake! Corrected answer: {v}", "or", "Hope this helps!",
           "Follow-up question: what if it were three times as much?", "Answer to the follow-up question: {v}",
           "### Solution", "### Answer", ("Given", "Value", "Result"), "In summary: {v}", False),
    "zh": ("步骤{n}：", "首先计算", "然后", "最后", "**答：{v}**", "所以答案是 {v}。",
           "检验：", "结果一致，答案正确。", "发现错误！更正后的答案：{v}", "或", "希望对你有帮助！",
           "延伸问题：如果数量变为原来的三倍呢？", "延伸问题的答案：{v}",
           "### 解题过程", "### 答案", ("已知", "数值", "结果"), "综上：{v}", False),
    "ja": ("ステップ{n}：", "まず計算します", "次に", "最後に", "**答え：{v}**", "したがって、答えは {v} です。",
           "検算：", "一致するので正しいです。", "誤りがありました！訂正した答え：{v}", "または",
           "お役に立てれば幸いです！", "発展問題：もし3倍だったらどうなるでしょう？", "発展問題の答え：{v}",
           "### 解き方", "### 答え", ("項目", "値", "結果"), "まとめ：{v}", False),
    "ko": ("단계 {n}:", "먼저 계산합니다", "다음으로", "마지막으로", "**정답: {v}**", "따라서 답은 {v}입니다.",
           "검산:", "값이 일치하므로 맞습니다.", "오류가 있었습니다! 수정된 답: {v}", "또는",
           "도움이 되었기를 바랍니다!", "추가 질문: 3배라면 어떻게 될까요?", "추가 질문의 답: {v}",
           "### 풀이", "### 정답", ("항목", "값", "결과"), "요약: {v}", False),
    "es": ("Paso {n}:", "Primero calculamos", "Luego", "Finalmente", "**Respuesta:** {v}",
           "Por lo tanto, la respuesta es {v}.", "Verificación:", "Todo coincide.",
           "¡Error! Respuesta corregida: {v}", "o", "¡Espero que te sirva!",
           "Pregunta adicional: ¿y si fuera el triple?", "Respuesta a la pregunta adicional: {v}",
           "### Solución", "### Respuesta", ("Dato", "Valor", "Resultado"), "En resumen: {v}", True),
    "pt": ("Passo {n}:", "Primeiro calculamos", "Depois", "Por fim", "**Resposta:** {v}",
           "Portanto, a resposta é {v}.", "Verificação:", "Tudo confere.", "Erro! Resposta corrigida: {v}",
           "ou", "Espero ter ajudado!", "Pergunta extra: e se fosse o triplo?",
           "Resposta da pergunta extra: {v}", "### Solução", "### Resposta", ("Dado", "Valor", "Resultado"),
           "Resumindo: {v}", True),
    "fr": ("Étape {n} :", "D'abord, calculons", "Ensuite", "Enfin", "**Réponse :** {v}",
           "Donc, la réponse est {v}.", "Vérification :", "Tout concorde.", "Erreur ! Réponse corrigée : {v}",
           "ou", "J'espère que cela vous aide !", "Question bonus : et si c'était le triple ?",
           "Réponse à la question bonus : {v}", "### Solution", "### Réponse",
           ("Donnée", "Valeur", "Résultat"), "En résumé : {v}", True),
    "de": ("Schritt {n}:", "Zuerst berechnen wir", "Dann", "Schließlich", "**Antwort:** {v}",
           "Die Antwort ist also {v}.", "Probe:", "Alles stimmt.", "Fehler! Korrigierte Antwort: {v}",
           "oder", "Ich hoffe, das hilft!", "Zusatzfrage: Was wäre beim Dreifachen?",
           "Antwort auf die Zusatzfrage: {v}", "### Lösung", "### Antwort", ("Größe", "Wert", "Ergebnis"),
           "Zusammenfassung: {v}", True),
    "it": ("Passo {n}:", "Per prima cosa calcoliamo", "Poi", "Infine", "**Risposta:** {v}",
           "Quindi la risposta è {v}.", "Verifica:", "Tutto torna.", "Errore! Risposta rivista: {v}",
           "o", "Spero di esserti stato utile!", "Domanda extra: e se fosse il triplo?",
           "Risposta alla domanda extra: {v}", "### Soluzione", "### Risposta",
           ("Dato", "Valore", "Risultato"), "Riassumendo: {v}", True),
    "ru": ("Шаг {n}:", "Сначала вычислим", "Затем", "Наконец", "**Ответ:** {v}", "Итак, ответ: {v}.",
           "Проверка:", "Всё сходится.", "Ошибка! Исправленный ответ: {v}", "или",
           "Надеюсь, это поможет!", "Дополнительный вопрос: а если взять втрое больше?",
           "Ответ на дополнительный вопрос: {v}", "### Решение", "### Ответ",
           ("Величина", "Значение", "Результат"), "Итого: {v}", True),
    "uk": ("Крок {n}:", "Спочатку обчислимо", "Потім", "Нарешті", "**Відповідь:** {v}",
           "Отже, відповідь: {v}.", "Перевірка:", "Усе збігається.", "Помилка! Виправлена відповідь: {v}",
           "або", "Сподіваюся, це допоможе!", "Додаткове питання: а якщо втричі більше?",
           "Відповідь на додаткове питання: {v}", "### Розв'язання", "### Відповідь",
           ("Величина", "Значення", "Результат"), "Підсумок: {v}", True),
    "pl": ("Krok {n}:", "Najpierw obliczamy", "Następnie", "Na koniec", "**Odpowiedź:** {v}",
           "Zatem odpowiedź to {v}.", "Sprawdzenie:", "Wszystko się zgadza.",
           "Błąd! Poprawiona odpowiedź: {v}", "lub", "Mam nadzieję, że to pomoże!",
           "Pytanie dodatkowe: a gdyby było trzy razy więcej?", "Odpowiedź na pytanie dodatkowe: {v}",
           "### Rozwiązanie", "### Odpowiedź", ("Wielkość", "Wartość", "Wynik"), "Podsumowanie: {v}", True),
    "tr": ("Adım {n}:", "Önce hesaplayalım", "Sonra", "Son olarak", "**Cevap:** {v}",
           "Dolayısıyla cevap {v}.", "Kontrol:", "Her şey tutuyor.", "Hata! Düzeltilmiş cevap: {v}",
           "veya", "Umarım yardımcı olur!", "Ek soru: Üç katı olsaydı ne olurdu?", "Ek sorunun cevabı: {v}",
           "### Çözüm", "### Cevap", ("Veri", "Değer", "Sonuç"), "Özet: {v}", True),
    "ar": ("الخطوة {n}:", "أولاً نحسب", "ثم", "أخيراً", "**الإجابة:** {v}", "إذن الإجابة هي {v}.",
           "التحقق:", "كل شيء متطابق.", "خطأ! الإجابة المصححة: {v}", "أو", "أتمنى أن يكون هذا مفيداً!",
           "سؤال إضافي: ماذا لو كانت الكمية ثلاثة أضعاف؟", "إجابة السؤال الإضافي: {v}",
           "### الحل", "### الإجابة", ("المعطى", "القيمة", "النتيجة"), "الخلاصة: {v}", False),
    "fa": ("مرحله {n}:", "ابتدا محاسبه می‌کنیم", "سپس", "در نهایت", "**پاسخ:** {v}",
           "بنابراین پاسخ {v} است.", "بررسی:", "همه چیز درست است.", "اشتباه! پاسخ اصلاح‌شده: {v}", "یا",
           "امیدوارم کمک کرده باشد!", "سؤال اضافی: اگر سه برابر بود چه می‌شد؟", "پاسخ سؤال اضافی: {v}",
           "### راه‌حل", "### پاسخ", ("داده", "مقدار", "نتیجه"), "خلاصه: {v}", False),
    "hi": ("चरण {n}:", "पहले गणना करते हैं", "फिर", "अंत में", "**उत्तर:** {v}", "अतः उत्तर {v} है।",
           "जाँच:", "सब कुछ मेल खाता है।", "गलती! सुधारा गया उत्तर: {v}", "या", "आशा है यह मददगार रहा!",
           "अतिरिक्त प्रश्न: अगर यह तीन गुना होता तो?", "अतिरिक्त प्रश्न का उत्तर: {v}",
           "### हल", "### उत्तर", ("दिया गया", "मान", "परिणाम"), "सारांश: {v}", False),
    "bn": ("ধাপ {n}:", "প্রথমে হিসাব করি", "তারপর", "শেষে", "**উত্তর:** {v}", "সুতরাং উত্তর হলো {v}।",
           "যাচাই:", "সব মিলে যাচ্ছে।", "ভুল! সংশোধিত উত্তর: {v}", "অথবা", "আশা করি এটি সাহায্য করবে!",
           "অতিরিক্ত প্রশ্ন: যদি তিনগুণ হতো?", "অতিরিক্ত প্রশ্নের উত্তর: {v}",
           "### সমাধান", "### উত্তর", ("প্রদত্ত", "মান", "ফলাফল"), "সারসংক্ষেপ: {v}", False),
    "id": ("Langkah {n}:", "Pertama kita hitung", "Kemudian", "Terakhir", "**Jawaban:** {v}",
           "Jadi, jawabannya adalah {v}.", "Pemeriksaan:", "Semuanya cocok.",
           "Salah! Jawaban yang diperbaiki: {v}", "atau", "Semoga membantu!",
           "Pertanyaan tambahan: bagaimana jika tiga kali lipat?", "Jawaban pertanyaan tambahan: {v}",
           "### Penyelesaian", "### Jawaban", ("Data", "Nilai", "Hasil"), "Ringkasan: {v}", True),
    "vi": ("Bước {n}:", "Trước tiên ta tính", "Sau đó", "Cuối cùng", "**Đáp số:** {v}",
           "Vậy đáp án là {v}.", "Kiểm tra:", "Mọi thứ đều khớp.", "Sai rồi! Đáp án sửa lại: {v}", "hoặc",
           "Hy vọng điều này giúp ích cho bạn!", "Câu hỏi thêm: nếu gấp ba lần thì sao?",
           "Đáp án câu hỏi thêm: {v}", "### Lời giải", "### Đáp số", ("Dữ kiện", "Giá trị", "Kết quả"),
           "Tóm lại: {v}", True),
    "th": ("ขั้นตอนที่ {n}:", "ก่อนอื่นคำนวณ", "จากนั้น", "สุดท้าย", "**คำตอบ:** {v}", "ดังนั้นคำตอบคือ {v}",
           "ตรวจสอบ:", "ทุกอย่างตรงกัน", "ผิดพลาด! คำตอบที่แก้ไขแล้ว: {v}", "หรือ", "หวังว่าจะเป็นประโยชน์!",
           "คำถามเพิ่มเติม: ถ้าเป็นสามเท่าล่ะ?", "คำตอบของคำถามเพิ่มเติม: {v}",
           "### วิธีทำ", "### คำตอบ", ("ข้อมูล", "ค่า", "ผลลัพธ์"), "สรุป: {v}", False),
    "nl": ("Stap {n}:", "Eerst berekenen we", "Daarna", "Ten slotte", "**Antwoord:** {v}",
           "Het antwoord is dus {v}.", "Controle:", "Alles klopt.", "Fout! Gecorrigeerd antwoord: {v}", "of",
           "Ik hoop dat dit helpt!", "Extra vraag: wat als het drie keer zo veel was?",
           "Antwoord op de extra vraag: {v}", "### Oplossing", "### Antwoord",
           ("Gegeven", "Waarde", "Resultaat"), "Samengevat: {v}", True),
    "sv": ("Steg {n}:", "Först beräknar vi", "Sedan", "Till sist", "**Svar:** {v}", "Svaret är alltså {v}.",
           "Kontroll:", "Allt stämmer.", "Fel! Korrigerat svar: {v}", "eller", "Hoppas det hjälper!",
           "Extrafråga: tänk om det vore tre gånger så mycket?", "Svar på extrafrågan: {v}",
           "### Lösning", "### Svar", ("Givet", "Värde", "Resultat"), "Sammanfattning: {v}", True),
    "cs": ("Krok {n}:", "Nejprve spočítáme", "Potom", "Nakonec", "**Odpověď:** {v}", "Odpověď je tedy {v}.",
           "Zkouška:", "Vše souhlasí.", "Chyba! Opravená odpověď: {v}", "nebo", "Doufám, že to pomůže!",
           "Doplňující otázka: co kdyby to bylo třikrát víc?", "Odpověď na doplňující otázku: {v}",
           "### Řešení", "### Odpověď", ("Údaj", "Hodnota", "Výsledek"), "Shrnutí: {v}", True),
    "el": ("Βήμα {n}:", "Πρώτα υπολογίζουμε", "Έπειτα", "Τέλος", "**Απάντηση:** {v}",
           "Άρα η απάντηση είναι {v}.", "Επαλήθευση:", "Όλα συμφωνούν.", "Λάθος! Διορθωμένη απάντηση: {v}",
           "ή", "Ελπίζω να βοήθησα!", "Επιπλέον ερώτηση: τι θα γινόταν αν ήταν τριπλάσιο;",
           "Απάντηση στην επιπλέον ερώτηση: {v}", "### Λύση", "### Απάντηση",
           ("Δεδομένο", "Τιμή", "Αποτέλεσμα"), "Συνοψίζοντας: {v}", True),
    "he": ("שלב {n}:", "תחילה נחשב", "לאחר מכן", "לבסוף", "**תשובה:** {v}", "לכן התשובה היא {v}.",
           "בדיקה:", "הכול מתאים.", "טעות! התשובה המתוקנת: {v}", "או", "מקווה שזה עוזר!",
           "שאלת המשך: מה אם זה היה פי שלושה?", "התשובה לשאלת ההמשך: {v}",
           "### פתרון", "### תשובה", ("נתון", "ערך", "תוצאה"), "לסיכום: {v}", False),
}  # fmt: skip
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip
CASES: list[tuple] = []
_SEEN: dict[str, int] = {}


def ph(lang, key):  # noqa: ANN001, ANN201
    return L[lang][LK.index(key)]


def num(lang, s):  # noqa: ANN001, ANN201
    """A GSM8K number or equation in the language's decimal mark."""
    if ph(lang, "comma"):
        s = re.sub(r"(\d)\.(\d)", r"\1,\2", s)
    return s


def val(lang, key, v):  # noqa: ANN001, ANN201
    """A value as stated: $...$ for MATH, the language's decimal mark for GSM8K."""
    return f"${v}$" if PROB[key][0] == "m" else num(lang, v)


def work(lang, key, upto=None, head=False):  # noqa: ANN001, ANN201
    """Numbered working steps in the language."""
    steps = PROB[key][2][:upto]
    colon = "：" if lang in ("zh", "ja") else ": "
    out = [ph(lang, "hsol")] if head else []
    for i, eq in enumerate(steps, 1):
        lead = (
            ph(lang, "first")
            if i == 1
            else ph(lang, "fin")
            if i == len(PROB[key][2])
            else ph(lang, "then")
        )
        out.append(
            (ph(lang, "step").format(n=i) + " ").replace("： ", "：") + lead + colon + num(lang, eq)
        )
    return "\n".join(out) + "\n\n"


def closing(lang, key, shape):  # noqa: ANN001, ANN201
    """The closing lines of one shape, in `lang` (or English for the gloss): (text, truth, form)."""
    path, gold, steps, sub, bad_eq, bad, alt, chk = PROB[key]
    V = lambda v: val(lang, key, v)  # noqa: E731
    f = lambda k, **kw: ph(lang, k).format(**kw)  # noqa: E731
    if shape == "chk":
        return (
            f"{f('ans', v=V(gold))}\n\n{f('chk')}{'' if lang in ('zh', 'ja') else ' '}{num(lang, chk)}. {f('ok')}",
            C,
            "final_answer_phrase",
        )
    if shape == "hope":
        return f"{f('prose', v=V(gold))}\n\n{f('hope')}", C, "answer_is"
    if shape == "box":
        return (
            f"{f('prose', v='$' + chr(92) + 'boxed{' + num(lang, gold) + '}$')}\n\n{f('chk')}{'' if lang in ('zh', 'ja') else ' '}{num(lang, chk)}. {f('ok')}",
            C,
            "boxed",
        )
    if shape == "head":
        return f"{f('hans')}\n\n**{V(gold)}**\n\n{f('hope')}", C, "answer_heading"
    if shape in ("tab", "restab"):
        c1, c2, c3 = ph(lang, "tab")
        rows = [f"| {c1} | {c2} |", "|---|---|"]
        for lhs, rhs in TAB[key]:
            rows.append(f"| {val(lang, key, lhs)} | {val(lang, key, rhs)} |")
        rows.append(f"| **{c3}** | **{val(lang, key, gold if shape == 'tab' else alt)}** |")
        return (
            f"{f('ans', v=V(gold))}\n\n" + "\n".join(rows),
            (C if shape == "tab" else W),
            "final_answer_phrase",
        )
    if shape == "fuB":
        t = TRIPLE[gold]
        return (
            f"{f('ans', v=V(gold))}\n\n{f('fu')}\n{num(lang, gold)} × 3 = {num(lang, t)}\n{f('fua', v=num(lang, t))}",
            C,
            "final_answer_phrase",
        )
    if shape == "sub":
        return f"{f('prose', v=V(sub))}", W, "answer_is"
    if shape == "over":
        return (
            f"{f('ans', v=V(gold))}\n\n{f('chk')}{'' if lang in ('zh', 'ja') else ' '}{num(lang, bad_eq)}. {f('err', v=V(bad))}",
            W,
            "final_answer_phrase",
        )
    if shape == "hedge":
        return f"{f('prose', v=V(gold) + ' ' + ph(lang, 'or') + ' ' + V(alt))}", W, "answer_is"
    if shape == "rest":
        return (
            f"{f('ans', v=V(gold))}\n\n{f('hope')}\n\n{f('sumv', v=V(alt))}",
            W,
            "final_answer_phrase",
        )
    if shape == "fuA":
        t = TRIPLE[sub]
        return (
            f"{f('ans', v=V(sub))}\n\n{f('fu')}\n{num(lang, sub)} × 3 = {num(lang, t)}\n{f('fua', v=num(lang, t))}",
            W,
            "final_answer_phrase",
        )
    if shape == "cut":
        last = num(lang, steps[-1])
        colon = "：" if lang in ("zh", "ja") else ": "
        part = last[: last.index("=") + 1] if "=" in last else last[: len(last) // 2]
        return (
            (ph(lang, "step").format(n=len(steps)) + " ").replace("： ", "：")
            + ph(lang, "fin")
            + colon
            + part,
            N,
            "truncated",
        )
    raise ValueError(shape)


WHY = {
    "chk": "the right value, then a verification that confirms it",
    "hope": "the right value in the answer sentence, then a polite closing line",
    "box": "the right value boxed inside the answer sentence, then a confirming check",
    "head": "solution and answer headings, the bold right value, then a closing line",
    "tab": "the right value, then a summary table whose result row repeats it",
    "fuB": "the right value, then an invented follow-up question answered with three times it; labelled by the model's own answer to THIS problem (correct), not the follow-up's value",
    "sub": "the last step forgotten: the answer sentence states the subtotal {sub}",
    "over": "the right value, then a verification that recomputes wrongly and corrects it to {bad}",
    "hedge": "a hedge between the right value and {alt}",
    "rest": "the right value, a closing line, then a summary line restating {alt}",
    "restab": "the right value, then a summary table whose result row restates {alt}",
    "fuA": "the subtotal {sub} given as the answer, then an invented follow-up answered; labelled by the model's own answer to THIS problem ({sub}: wrong), not the follow-up's value",
    "cut": "cut in the middle of the last step, before any final value",
}


def P(lang, shape, key):  # noqa: ANN001, ANN201
    path, gold, steps, sub, bad_eq, bad, alt, chk = PROB[key]
    text_close, truth, form = closing(lang, key, shape)
    if shape == "sub":
        text = work(lang, key, upto=len(steps) - 1) + text_close
    elif shape == "fuA":
        text = work(lang, key, upto=len(steps) - 1) + text_close
    elif shape == "cut":
        text = work(lang, key, upto=len(steps) - 1) + text_close
    else:
        text = work(lang, key, head=(shape == "head")) + text_close
    kind = "B" if truth == C else "A"
    base = shape + ("_m" if path == "m" else "") + ("_ok" if kind == "B" else "") + f"_{lang}_{key}"
    n = _SEEN.get(base, 0) + 1
    _SEEN[base] = n
    cid = base if n == 1 else f"{base}{n}"
    en, _, _ = closing("en", key, shape)
    gloss = en.replace("\n\n", " / ").replace("\n", " / ")
    step0 = ph(lang, "step").format(n=1)
    note = (
        f"{LANG[lang]}: working in {LANG[lang]} steps ('{step0}' ...); final lines: '{gloss}' - "
        + WHY[shape].format(sub=sub, bad=bad, alt=alt)
    )
    make = m if path == "m" else g
    CASES.append(make(cid, kind, gold, truth, form, text, note, False))


# ================================================================ assignment
GSM = ["lib", "cook", "trip", "pay", "pens", "jack", "stamp"]
MATH = ["lin", "dice", "poly", "tri", "seq", "lcm", "sqrt", "frac"]
A_G = ["sub", "over", "hedge", "fuA", "rest"]
A_M = ["over", "sub", "restab", "hedge", "rest"]
B_G = ["chk", "hope", "fuB", "box", "head", "tab"]
B_M = ["box", "tab", "chk", "head", "hope"]
# lang -> (GSM A, GSM B, MATH A, MATH B); the one cut per language falls in GSM for even, MATH for odd
PLAN = {}
for i, lg in enumerate(
    ["zh", "ja", "ko", "es", "pt", "fr", "de", "it", "ru", "uk", "pl", "tr", "ar", "fa", "hi", "bn"]
):
    PLAN[lg] = (4, 3, 2, 3) if i % 2 == 0 else (3, 4, 3, 2)
for lg in ["id", "vi", "th", "nl"]:
    PLAN[lg] = (3, 3, 3, 2)
for lg in ["sv", "cs", "el", "he"]:
    PLAN[lg] = (3, 3, 2, 3)

_ctr = {"ag": 0, "bg": 0, "am": 0, "bm": 0}
for li, (lg, (ga, gb, ma, mb)) in enumerate(PLAN.items()):
    gkeys = [GSM[(li * 3 + j) % len(GSM)] for j in range(ga + gb)]
    mkeys = [MATH[(li * 5 + j) % len(MATH)] for j in range(ma + mb)]
    cut_in_gsm = li % 2 == 0
    gshapes, mshapes = [], []
    for j in range(ga):
        if j == 0 and cut_in_gsm:
            gshapes.append("cut")
        else:
            gshapes.append(A_G[_ctr["ag"] % len(A_G)])
            _ctr["ag"] += 1
    for _j in range(gb):
        gshapes.append(B_G[_ctr["bg"] % len(B_G)])
        _ctr["bg"] += 1
    for j in range(ma):
        if j == 0 and not cut_in_gsm:
            mshapes.append("cut")
        else:
            mshapes.append(A_M[_ctr["am"] % len(A_M)])
            _ctr["am"] += 1
    for _j in range(mb):
        mshapes.append(B_M[_ctr["bm"] % len(B_M)])
        _ctr["bm"] += 1
    for k, s in zip(gkeys, gshapes, strict=False):
        P(lg, s, k)
    for k, s in zip(mkeys, mshapes, strict=False):
        P(lg, s, k)

DECISIONS: dict[str, tuple[str, str]] = {}

if __name__ == "__main__":
    import corpus_build

    if Path(__file__).resolve().parent != corpus_build.HERE:
        corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam166", CASES, [], DECISIONS)
