r"""Build adversarial_redteam172.jsonl: round 172 of hand-written BLACK-BOX red-team probes of
`rppo_check` (source "adversarial_redteam172"), written by a new helper WITHOUT reading the checker's
source, its README, bench/, tests/, any ANALYSIS.md / NOTES file or any corpus .jsonl, and WITHOUT
running the checker, math-verify, sympy or any grader on the probes. Not model output. Only
corpus/README.md (sections "Fields" with "How labels were made", and "Forms"), corpus_build.py
(helpers) and build_adversarial_redteam164.py / build_adversarial_redteam166.py /
build_adversarial_redteam168.py (structure, docstring, label conventions, the helpers, DECISIONS;
their "Aim" paragraphs read to AVOID their shapes) were read; no probe of theirs is copied (new
problems, new golds, new wording).

Aim of this round: GENERATION ACCIDENTS at the token limit, written IN 24 LANGUAGES other than
English (Chinese, Japanese, Korean, Spanish, Portuguese, French, German, Italian, Russian, Ukrainian,
Polish, Turkish, Arabic, Persian, Hindi, Bengali, Indonesian, Vietnamese, Thai, Dutch, Swedish,
Czech, Greek, Hebrew), as small multilingual models produce them. Working lines are
language-neutral equations (decimal comma where the language uses it); the sentences are in the
language; MATH values sit in $\boxed{}$ inside the language's answer sentence or after its bold
"Answer:" label. Loops and copies are built by repetition in Python (a sentence many times, then a
cut prefix of one more copy), so the texts run to 1-6k characters like real degenerate outputs.
Shapes (id prefix):
  kind B (correct; the right answer stated and never contradicted):
    `loop`  the answer sentence (or the bold "Answer:" line) repeated 30-250 times and cut mid-copy
            before the value;
    `copy`  the whole short solution (opener, draft working, "Solution:", "Step k:" lines, often a
            "let me check again:" inverse check, answer sentence, bold answer, closing phrase)
            written out again word for word and cut in the SECOND copy (half of them), or written
            out 4-8 times in all (1k+ characters) and cut in the last copy; the cut falls in the opener,
            right after the last step's "= ", or in the answer sentence before its value;
    `chk`   the answer, then "let me check again:" in the language and an inverse check cut before
            it reaches a new value (right after the first or the second check line's "= ");
    `think` a `<think>` block (working and "wait, let me verify" rounds, 2-5 times) whose last line
            is \boxed{gold} before `</think>`, then (half of them) the bold answer again, then the
            language's "Summary:" with a step cut mid-formula after "= ";
    `hope`  the answer, then the language's closing phrase ("希望对你有帮助！", "Надеюсь, это
            поможет!", ...) repeated many times and cut mid-phrase;
    `turn`  the answer, then an invented next user turn ("Thanks! Now this one: <expr>" in the
            language, after ChatML or Llama 3 tokens or the language's "User:" / "Assistant:"
            labels) answered with another value (labelled by the model's answer to THIS problem).
  kind A (wrong / no_answer):
    `loopw` a wrong working and its wrong answer sentence in a loop, cut mid-copy (wrong);
    `copyw` the solution of a wrong working copied word for word and cut in the second (or a later)
            copy (wrong);
    `chkw`  the right answer, then "let me check again:", a wrong recomputation and "Wait, I made a
            mistake. The correct answer is <wrong>." in the language, cut in a fresh "Step 1:"
            (wrong: the last committed value);
    `chkcut` a wrong answer, then "let me check again:" and the RIGHT working (the gold as the
            result of its last equation), cut before any conclusion (wrong: the gold only in the
            working, the wrong answer never retracted);
    `wloop` a loop of working, one equation (sometimes the last, whose result is the gold)
            repeated until the cut, no answer ever stated (no_answer);
    `tcut`  a `<think>` block of working and verification rounds cut before `</think>`, the gold
            in the trace and (half of them) even an answer sentence inside it (no_answer);
    `sub`   the full working (reaching the gold) with the answer sentence and the bold answer
            stating a SUBTOTAL, the whole solution copied and cut in the second (or a later) copy
            (wrong);
    `turnw` the answer sentence states a subtotal, then an invented next turn whose question
            ("Now this one: 13 × 7") is answered with the gold value (wrong).
Then `m_` for a MATH probe, `ok_` for kind B, then the language code and the problem key.

Problems, golds and hand-checked arithmetic (python used for plain arithmetic only); each with
its subtotal (sub), a wrong working's value (alt) and the invented next turn's expressions (A: equal
to the gold; B: another value):
GSM8K: 9 cartons of 12 eggs, 17 broken -> 91 (9 × 12 = 108 sub; 108 + 17 = 125 alt; 13 × 7 = 91,
13 × 8 = 104); 38 riders, 15 off, 22 on -> 45 (23 sub; 38 + 15 + 22 = 75 alt; 9 × 5, 9 × 6 = 54);
4 adult tickets at 13 and 3 child at 8 -> 76 (52 sub; 52 + 4 × 8 = 84 alt; 4 × 19, 5 × 19 = 95);
342 pages, 27 a day for 8 days, left -> 126 (216 sub; 27 × 8 miscounted 206 -> 136 alt; 9 × 14,
9 × 15 = 135); 16 an hour for 35 hours plus a bonus of 85 -> 645 (560 sub; 560 - 85 = 475 alt;
600 + 45, 600 + 54 = 654); 3 boxes of 56 crayons for 8 children -> 21 (168 sub; 56 ÷ 8 = 7 alt;
3 × 7, 4 × 7 = 28); an 80 jacket at 15% off -> 68 (12 discount sub; 80 + 12 = 92 alt; 4 × 17,
4 × 18 = 72); 5 notebooks at 2.35 -> 11.75 (5 × 2 = 10 sub; 5 × 0.35 miscounted 0.75 -> 10.75 alt;
4.7 × 2.5 = 11.75, 4.7 × 3 = 14.1); 4.5 km a day, 6 days a week, 3 weeks -> 81 (27 sub;
4.5 × 6 miscounted 24 -> 72 alt; 9 × 9, 9 × 8 = 72); Mia is 3 times her brother's age, 48 together,
Mia's age -> 36 (12 sub, the brother; 3x = 48 -> 16 alt; 6 × 6, 6 × 7 = 42).
MATH: 5x - 7 = 2x + 11 -> 6 (3x = 18 sub; 3x = 4 -> \frac{4}{3} alt; \sqrt{36}, \sqrt{49} = 7);
\frac{2}{3} + \frac{1}{5} -> \frac{13}{15} (\frac{10}{15} sub; tops and bottoms added \frac{3}{8}
alt; 1/3 + 8/15, 1/3 + 2/5 = 11/15); \sqrt{75} -> 5\sqrt{3} (25 sub; 3\sqrt{5} alt; \sqrt{25}\sqrt{3},
\sqrt{48} = 4\sqrt{3}); 4 red and 6 blue, P(blue) -> \frac{3}{5} (10 sub; \frac{2}{5} alt; 9/15,
9/12 = 3/4); roots of x^2 - x - 12 -> -3, 4 ((x - 4)(x + 3); 4 alone sub; 3, -4 alt; (x + 3)(x - 4),
(x - 3)(x + 4)); midpoint of (-2, 7) and (6, 1) -> (2, 4) ((4, 8) unhalved sub; (4, 2) alt; (4/2,
8/2), (8/2, 4/2)); 2x - 5 > 3 -> (4, \infty) ((8, \infty) sub; [4, \infty) alt; 3x - 2 > 10,
3x - 2 >= 10); f(x) = x^2 + 3x - 4, f(3) -> 14 (18 sub; 22 alt; 2^4 - 2, 2^4 + 2 = 18);
\binom{7}{3} -> 35 (210 sub; 21 alt; \binom{7}{4} = 840/24, \binom{7}{2} = 21); 150 degrees in
radians -> \frac{5\pi}{6} (\frac{5}{6} sub; \frac{5\pi}{3} alt; \pi - \pi/6, \pi + \pi/6 = 7\pi/6);
\log_2 32 -> 5 (32 sub; 16 alt; \log_3 243, \log_3 81 = 4); 1 + 2 + ... + 15 -> 120 (240 sub; 105 =
14 × 15 / 2 alt; \binom{10}{3} = 720/6, \binom{10}{2} = 45).

Kind A: truth wrong / no_answer (140); kind B: truth correct (140); 140 GSM8K and 140 MATH. Per
language 12 probes (6 A, 6 B, paths alternating) for zh ja ko es pt fr de it ru uk pl tr ar fa hi
bn; 11 for id vi th nl (6 A, 5 B) and sv cs el he (5 A, 6 B), one slot dropped so that id vi sv cs
hold 6 GSM8K / 5 MATH and th nl el he 5 / 6. Every note opens with the language and glosses the
final lines in English.

Label conventions (corpus/README.md; rounds 164-168): the model's LAST committed final answer to THIS
problem counts; a loop or a copy of an answer sentence is one answer, and a cut copy that stops
before the value adds nothing; a check cut before it reaches a value leaves the answer standing; a
check that commits another value ("the correct answer is X") makes X final; the gold as the result
of an equation in the working or in a check, never stated as the answer, does not make a wrong
answer right; no answer ever stated (a loop of working, a think block cut before `</think>`, even
with an answer sentence inside the unclosed block) is no_answer; a think block closed on
\boxed{gold} is the answer, and a summary cut mid-formula after it changes nothing; the answer to an
invented next user turn is not the answer to this problem. A decimal comma in the languages that use
it is the decimal point. Debatable probes carry `debatable=True` and a DECISIONS entry (2 of 280): a
loop of the right answer sentence whose last copy is cut in the MIDDLE of the number (645 cut to
"64"), and an invented "Are you sure? Check again." user turn whose invented reply corrects a wrong
answer to the gold.

Usage: python build_adversarial_redteam172.py  (writes adversarial_redteam172.jsonl beside itself)
"""

import re  # noqa: E402
from pathlib import Path  # noqa: E402

from corpus_build import EOT_ASSIST, EOT_USER, IM_ASSIST, IM_USER, g, m, write_probes  # noqa: E402

C, W, N = "correct", "wrong", "no_answer"

# ================================================================ phrases
# step, solution header, answer sentence, bold answer, check again, mistake -> X, think opener,
# think verify, summary label, closing phrase, next turn, "are you sure", user, assistant, comma
PK = "step sol ans lab chk oops topen tver summ hope next sure user asst".split()
L = {
    "en": ("Step", "Solution:", "So the answer is {v}.", "**Answer:** {v}", "Let me check again:",
           "Wait, I made a mistake. The correct answer is {v}.", "Okay, let me solve this step by step.",
           "Wait, let me verify that again.", "**Summary:**", "Hope this helps!",
           "Thanks! Now this one: {e}", "Are you sure? Please check again.", "User", "Assistant", False),
    "zh": ("步骤", "解：", "所以答案是 {v}。", "**答案：**{v}", "让我再检查一遍：",
           "等等，我算错了。正确答案是 {v}。", "好的，让我一步一步地解这道题。", "等等，让我再验证一下。",
           "**总结：**", "希望对你有帮助！", "谢谢！那这道呢：{e}", "你确定吗？请再检查一遍。", "用户", "助手", False),
    "ja": ("ステップ", "解答：", "したがって、答えは {v} です。", "**答え：**{v}", "もう一度確認します：",
           "待ってください、間違えました。正しい答えは {v} です。", "では、順を追って解いていきます。",
           "待って、もう一度確かめよう。", "**まとめ：**", "お役に立てれば幸いです！",
           "ありがとう！では次はこれ：{e}", "本当ですか？もう一度確認してください。", "ユーザー", "アシスタント", False),
    "ko": ("단계", "풀이:", "따라서 답은 {v}입니다.", "**정답:** {v}", "다시 한번 확인해 보겠습니다:",
           "잠깐만요, 실수했습니다. 올바른 답은 {v}입니다.", "좋아요, 단계별로 풀어 보겠습니다.",
           "잠깐, 다시 검증해 보자.", "**요약:**", "도움이 되었기를 바랍니다!", "고마워요! 그럼 이것도: {e}",
           "확실한가요? 다시 확인해 주세요.", "사용자", "어시스턴트", False),
    "es": ("Paso", "Solución:", "Por lo tanto, la respuesta es {v}.", "**Respuesta:** {v}",
           "Déjame comprobarlo de nuevo:", "Espera, me equivoqué. La respuesta correcta es {v}.",
           "Bien, voy a resolverlo paso a paso.", "Espera, déjame verificarlo otra vez.", "**Resumen:**",
           "¡Espero que te sirva!", "¡Gracias! Ahora este: {e}", "¿Estás seguro? Compruébalo otra vez, por favor.",
           "Usuario", "Asistente", True),
    "pt": ("Passo", "Solução:", "Portanto, a resposta é {v}.", "**Resposta:** {v}", "Deixe-me verificar novamente:",
           "Espere, eu errei. A resposta correta é {v}.", "Certo, vou resolver passo a passo.",
           "Espere, deixe-me verificar de novo.", "**Resumo:**", "Espero ter ajudado!",
           "Obrigado! Agora este: {e}", "Tem certeza? Verifique de novo, por favor.", "Usuário", "Assistente", True),
    "fr": ("Étape", "Solution :", "Donc, la réponse est {v}.", "**Réponse :** {v}", "Vérifions encore une fois :",
           "Attendez, je me suis trompé. La bonne réponse est {v}.",
           "D'accord, résolvons cela étape par étape.", "Attends, vérifions encore.", "**Résumé :**",
           "J'espère que cela vous aide !", "Merci ! Maintenant celui-ci : {e}",
           "Tu es sûr ? Vérifie encore, s'il te plaît.", "Utilisateur", "Assistant", True),
    "de": ("Schritt", "Lösung:", "Die Antwort ist also {v}.", "**Antwort:** {v}", "Ich überprüfe das noch einmal:",
           "Moment, ich habe mich geirrt. Die richtige Antwort ist {v}.", "Okay, ich löse das Schritt für Schritt.",
           "Moment, ich prüfe das noch einmal.", "**Zusammenfassung:**", "Ich hoffe, das hilft!",
           "Danke! Und jetzt diese: {e}", "Bist du sicher? Bitte prüfe es noch einmal.", "Benutzer", "Assistent", True),
    "it": ("Passo", "Soluzione:", "Quindi la risposta è {v}.", "**Risposta:** {v}", "Ricontrolliamo:",
           "Aspetta, ho sbagliato. La risposta corretta è {v}.", "Bene, risolviamolo passo dopo passo.",
           "Aspetta, verifichiamo di nuovo.", "**Riepilogo:**", "Spero di esserti stato utile!",
           "Grazie! Ora questo: {e}", "Sei sicuro? Ricontrolla, per favore.", "Utente", "Assistente", True),
    "ru": ("Шаг", "Решение:", "Итак, ответ: {v}.", "**Ответ:** {v}", "Давайте проверим ещё раз:",
           "Подождите, я ошибся. Правильный ответ: {v}.", "Хорошо, решим это по шагам.",
           "Подожди, проверю ещё раз.", "**Итог:**", "Надеюсь, это поможет!",
           "Спасибо! А теперь вот это: {e}", "Ты уверен? Проверь ещё раз, пожалуйста.", "Пользователь", "Ассистент", True),
    "uk": ("Крок", "Розв'язання:", "Отже, відповідь: {v}.", "**Відповідь:** {v}", "Перевіримо ще раз:",
           "Зачекайте, я помилився. Правильна відповідь: {v}.", "Добре, розв'яжемо це крок за кроком.",
           "Зачекай, перевірю ще раз.", "**Підсумок:**", "Сподіваюся, це допоможе!",
           "Дякую! А тепер ось це: {e}", "Ти впевнений? Перевір ще раз, будь ласка.", "Користувач", "Асистент", True),
    "pl": ("Krok", "Rozwiązanie:", "Zatem odpowiedź to {v}.", "**Odpowiedź:** {v}", "Sprawdźmy jeszcze raz:",
           "Chwila, pomyliłem się. Poprawna odpowiedź to {v}.", "Dobrze, rozwiążmy to krok po kroku.",
           "Chwila, sprawdzę to jeszcze raz.", "**Podsumowanie:**", "Mam nadzieję, że to pomoże!",
           "Dzięki! A teraz to: {e}", "Jesteś pewien? Sprawdź jeszcze raz, proszę.", "Użytkownik", "Asystent", True),
    "tr": ("Adım", "Çözüm:", "Dolayısıyla cevap {v}.", "**Cevap:** {v}", "Tekrar kontrol edeyim:",
           "Bir dakika, hata yaptım. Doğru cevap {v}.", "Tamam, bunu adım adım çözelim.",
           "Bekle, bunu tekrar doğrulayayım.", "**Özet:**", "Umarım yardımcı olur!",
           "Teşekkürler! Şimdi de şu: {e}", "Emin misin? Lütfen tekrar kontrol et.", "Kullanıcı", "Asistan", True),
    "ar": ("الخطوة", "الحل:", "إذن الإجابة هي {v}.", "**الإجابة:** {v}", "دعني أتحقق مرة أخرى:",
           "لحظة، لقد أخطأت. الإجابة الصحيحة هي {v}.", "حسنًا، لنحل هذه المسألة خطوة بخطوة.",
           "لحظة، دعني أتحقق من ذلك مرة أخرى.", "**الملخص:**", "أتمنى أن يكون هذا مفيدًا!",
           "شكرًا! والآن هذه: {e}", "هل أنت متأكد؟ من فضلك تحقق مرة أخرى.", "المستخدم", "المساعد", False),
    "fa": ("مرحله", "راه‌حل:", "بنابراین پاسخ {v} است.", "**پاسخ:** {v}", "بگذارید دوباره بررسی کنم:",
           "صبر کنید، اشتباه کردم. پاسخ درست {v} است.", "خب، بیایید این را گام به گام حل کنیم.",
           "صبر کن، بگذار دوباره بررسی کنم.", "**خلاصه:**", "امیدوارم کمک کرده باشد!",
           "ممنون! حالا این یکی: {e}", "مطمئنی؟ لطفاً دوباره بررسی کن.", "کاربر", "دستیار", False),
    "hi": ("चरण", "हल:", "अतः उत्तर {v} है।", "**उत्तर:** {v}", "मैं फिर से जाँच करता हूँ:",
           "रुकिए, मुझसे गलती हुई। सही उत्तर {v} है।", "ठीक है, इसे चरण दर चरण हल करते हैं।",
           "रुको, मैं इसे फिर से सत्यापित करता हूँ।", "**सारांश:**", "आशा है इससे मदद मिलेगी!",
           "धन्यवाद! अब यह वाला: {e}", "क्या आप निश्चित हैं? कृपया फिर से जाँचें।", "उपयोगकर्ता", "सहायक", False),
    "bn": ("ধাপ", "সমাধান:", "সুতরাং উত্তর হলো {v}।", "**উত্তর:** {v}", "আবার যাচাই করে দেখি:",
           "দাঁড়ান, আমি ভুল করেছি। সঠিক উত্তর হলো {v}।", "ঠিক আছে, ধাপে ধাপে সমাধান করি।",
           "দাঁড়াও, আবার যাচাই করি।", "**সারসংক্ষেপ:**", "আশা করি এটি সাহায্য করবে!",
           "ধন্যবাদ! এবার এটা: {e}", "আপনি কি নিশ্চিত? অনুগ্রহ করে আবার যাচাই করুন।", "ব্যবহারকারী", "সহকারী", False),
    "id": ("Langkah", "Penyelesaian:", "Jadi, jawabannya adalah {v}.", "**Jawaban:** {v}", "Mari saya periksa lagi:",
           "Tunggu, saya salah. Jawaban yang benar adalah {v}.", "Baik, mari kita selesaikan langkah demi langkah.",
           "Tunggu, biar saya periksa lagi.", "**Ringkasan:**", "Semoga membantu!",
           "Terima kasih! Sekarang yang ini: {e}", "Kamu yakin? Tolong periksa lagi.", "Pengguna", "Asisten", True),
    "vi": ("Bước", "Lời giải:", "Vậy đáp án là {v}.", "**Đáp số:** {v}", "Hãy để tôi kiểm tra lại:",
           "Khoan đã, tôi nhầm. Đáp án đúng là {v}.", "Được rồi, hãy giải từng bước.", "Khoan, để tôi kiểm tra lại.",
           "**Tóm tắt:**", "Hy vọng điều này giúp ích cho bạn!", "Cảm ơn! Giờ đến bài này: {e}",
           "Bạn chắc chứ? Hãy kiểm tra lại giúp tôi.", "Người dùng", "Trợ lý", True),
    "th": ("ขั้นตอนที่", "วิธีทำ:", "ดังนั้นคำตอบคือ {v}", "**คำตอบ:** {v}", "ขอตรวจสอบอีกครั้ง:",
           "เดี๋ยวก่อน ผมคิดผิด คำตอบที่ถูกต้องคือ {v}", "โอเค มาแก้โจทย์นี้ทีละขั้นตอน", "เดี๋ยว ขอตรวจสอบอีกครั้ง",
           "**สรุป:**", "หวังว่าจะเป็นประโยชน์นะครับ!", "ขอบคุณ! ต่อไปข้อนี้: {e}", "แน่ใจเหรอ? ช่วยตรวจสอบอีกครั้ง",
           "ผู้ใช้", "ผู้ช่วย", False),
    "nl": ("Stap", "Oplossing:", "Het antwoord is dus {v}.", "**Antwoord:** {v}", "Laat me het nog eens controleren:",
           "Wacht, ik heb me vergist. Het juiste antwoord is {v}.", "Oké, laten we dit stap voor stap oplossen.",
           "Wacht, laat me dat nog eens controleren.", "**Samenvatting:**", "Ik hoop dat dit helpt!",
           "Bedankt! Nu deze: {e}", "Weet je het zeker? Controleer het nog eens.", "Gebruiker", "Assistent", True),
    "sv": ("Steg", "Lösning:", "Svaret är alltså {v}.", "**Svar:** {v}", "Låt mig kontrollera igen:",
           "Vänta, jag gjorde fel. Rätt svar är {v}.", "Okej, vi löser det steg för steg.",
           "Vänta, jag kontrollerar det igen.", "**Sammanfattning:**", "Hoppas att det hjälper!",
           "Tack! Nu den här: {e}", "Är du säker? Kontrollera igen, tack.", "Användare", "Assistent", True),
    "cs": ("Krok", "Řešení:", "Odpověď je tedy {v}.", "**Odpověď:** {v}", "Zkontroluji to ještě jednou:",
           "Počkejte, spletl jsem se. Správná odpověď je {v}.", "Dobře, vyřešíme to krok za krokem.",
           "Počkej, ověřím to ještě jednou.", "**Shrnutí:**", "Doufám, že to pomůže!",
           "Díky! A teď tohle: {e}", "Jsi si jistý? Zkontroluj to prosím znovu.", "Uživatel", "Asistent", True),
    "el": ("Βήμα", "Λύση:", "Άρα η απάντηση είναι {v}.", "**Απάντηση:** {v}", "Ας το ελέγξω ξανά:",
           "Περιμένετε, έκανα λάθος. Η σωστή απάντηση είναι {v}.", "Εντάξει, ας το λύσουμε βήμα βήμα.",
           "Περίμενε, ας το επαληθεύσω ξανά.", "**Σύνοψη:**", "Ελπίζω να βοήθησα!",
           "Ευχαριστώ! Τώρα αυτό: {e}", "Είσαι σίγουρος; Έλεγξέ το ξανά, σε παρακαλώ.", "Χρήστης", "Βοηθός", True),
    "he": ("שלב", "פתרון:", "לכן התשובה היא {v}.", "**תשובה:** {v}", "אבדוק שוב:",
           "רגע, טעיתי. התשובה הנכונה היא {v}.", "בסדר, נפתור את זה שלב אחר שלב.", "רגע, אבדוק את זה שוב.",
           "**סיכום:**", "מקווה שזה עוזר!", "תודה! עכשיו את זה: {e}", "אתה בטוח? בדוק שוב בבקשה.",
           "משתמש", "עוזר", False),
}  # fmt: skip
LANG = {
    "zh": "Chinese", "ja": "Japanese", "ko": "Korean", "es": "Spanish", "pt": "Portuguese",
    "fr": "French", "de": "German", "it": "Italian", "ru": "Russian", "uk": "Ukrainian",
    "pl": "Polish", "tr": "Turkish", "ar": "Arabic", "fa": "Persian", "hi": "Hindi",
    "bn": "Bengali", "id": "Indonesian", "vi": "Vietnamese", "th": "Thai", "nl": "Dutch",
    "sv": "Swedish", "cs": "Czech", "el": "Greek", "he": "Hebrew",
}  # fmt: skip

# ================================================================ problems
# key -> dict(path, gold, lines (right working), ver (inverse check), sub, sublines (working up to
# the subtotal), alt, altlines (a wrong working), nA (next-turn expr equal to the gold, its working),
# nB (next-turn expr, its working, its value != gold))
PROB = {
    "eggs": dict(p="g", gold="91", lines=["9 × 12 = 108", "108 − 17 = 91"], ver=["91 + 17 = 108", "108 ÷ 12 = 9"],
                 sub="108", sublines=["9 × 12 = 108"], alt="125", altlines=["9 × 12 = 108", "108 + 17 = 125"],
                 nA=("13 × 7", "13 × 7 = 91"), nB=("13 × 8", "13 × 8 = 104", "104")),
    "bus": dict(p="g", gold="45", lines=["38 − 15 = 23", "23 + 22 = 45"], ver=["45 − 22 = 23", "23 + 15 = 38"],
                sub="23", sublines=["38 − 15 = 23"], alt="75", altlines=["38 + 15 = 53", "53 + 22 = 75"],
                nA=("9 × 5", "9 × 5 = 45"), nB=("9 × 6", "9 × 6 = 54", "54")),
    "tick": dict(p="g", gold="76", lines=["4 × 13 = 52", "3 × 8 = 24", "52 + 24 = 76"],
                 ver=["76 − 24 = 52", "52 ÷ 4 = 13"], sub="52", sublines=["4 × 13 = 52"], alt="84",
                 altlines=["4 × 13 = 52", "4 × 8 = 32", "52 + 32 = 84"],
                 nA=("4 × 19", "4 × 19 = 76"), nB=("5 × 19", "5 × 19 = 95", "95")),
    "pages": dict(p="g", gold="126", lines=["27 × 8 = 216", "342 − 216 = 126"], ver=["126 + 216 = 342"],
                  sub="216", sublines=["27 × 8 = 216"], alt="136", altlines=["27 × 8 = 206", "342 − 206 = 136"],
                  nA=("9 × 14", "9 × 14 = 126"), nB=("9 × 15", "9 × 15 = 135", "135")),
    "wage": dict(p="g", gold="645", lines=["16 × 35 = 560", "560 + 85 = 645"], ver=["645 − 85 = 560", "560 ÷ 35 = 16"],
                 sub="560", sublines=["16 × 35 = 560"], alt="475", altlines=["16 × 35 = 560", "560 − 85 = 475"],
                 nA=("600 + 45", "600 + 45 = 645"), nB=("600 + 54", "600 + 54 = 654", "654")),
    "share": dict(p="g", gold="21", lines=["3 × 56 = 168", "168 ÷ 8 = 21"], ver=["21 × 8 = 168", "168 ÷ 3 = 56"],
                  sub="168", sublines=["3 × 56 = 168"], alt="7", altlines=["56 ÷ 8 = 7"],
                  nA=("3 × 7", "3 × 7 = 21"), nB=("4 × 7", "4 × 7 = 28", "28")),
    "disc": dict(p="g", gold="68", lines=["80 × 0.15 = 12", "80 − 12 = 68"], ver=["68 ÷ 80 = 0.85", "1 − 0.85 = 0.15"],
                 sub="12", sublines=["80 × 0.15 = 12"], alt="92", altlines=["80 × 0.15 = 12", "80 + 12 = 92"],
                 nA=("4 × 17", "4 × 17 = 68"), nB=("4 × 18", "4 × 18 = 72", "72")),
    "note": dict(p="g", gold="11.75", lines=["5 × 2 = 10", "5 × 0.35 = 1.75", "10 + 1.75 = 11.75"],
                 ver=["11.75 ÷ 5 = 2.35"], sub="10", sublines=["5 × 2 = 10"], alt="10.75",
                 altlines=["5 × 2 = 10", "5 × 0.35 = 0.75", "10 + 0.75 = 10.75"],
                 nA=("4.7 × 2.5", "4.7 × 2.5 = 11.75"), nB=("4.7 × 3", "4.7 × 3 = 14.1", "14.1")),
    "run": dict(p="g", gold="81", lines=["4.5 × 6 = 27", "27 × 3 = 81"], ver=["81 ÷ 3 = 27", "27 ÷ 6 = 4.5"],
                sub="27", sublines=["4.5 × 6 = 27"], alt="72", altlines=["4.5 × 6 = 24", "24 × 3 = 72"],
                nA=("9 × 9", "9 × 9 = 81"), nB=("9 × 8", "9 × 8 = 72", "72")),
    "age": dict(p="g", gold="36", lines=["x + 3x = 48", "4x = 48", "x = 12", "3x = 3 × 12 = 36"],
                ver=["12 + 36 = 48", "36 ÷ 12 = 3"], sub="12", sublines=["x + 3x = 48", "4x = 48", "x = 12"],
                alt="16", altlines=["x + 3x = 48", "3x = 48", "x = 16"],
                nA=("6 × 6", "6 × 6 = 36"), nB=("6 × 7", "6 × 7 = 42", "42")),
    "lin": dict(p="m", gold="6", lines=["$5x - 7 = 2x + 11$", "$3x = 18$", "$x = 6$"],
                ver=["$5 \\cdot 6 - 7 = 23$", "$2 \\cdot 6 + 11 = 23$"], sub="18",
                sublines=["$5x - 7 = 2x + 11$", "$3x = 18$"], alt="\\frac{4}{3}",
                altlines=["$5x - 7 = 2x + 11$", "$3x = 11 - 7 = 4$", "$x = \\frac{4}{3}$"],
                nA=("$\\sqrt{36}$", "$\\sqrt{36} = 6$"), nB=("$\\sqrt{49}$", "$\\sqrt{49} = 7$", "7")),
    "fr": dict(p="m", gold="\\frac{13}{15}",
               lines=["$\\frac{2}{3} + \\frac{1}{5} = \\frac{10}{15} + \\frac{3}{15} = \\frac{13}{15}$"],
               ver=["$\\frac{13}{15} - \\frac{1}{5} = \\frac{10}{15} = \\frac{2}{3}$"], sub="\\frac{10}{15}",
               sublines=["$\\frac{2}{3} = \\frac{10}{15}$"], alt="\\frac{3}{8}",
               altlines=["$\\frac{2}{3} + \\frac{1}{5} = \\frac{2 + 1}{3 + 5} = \\frac{3}{8}$"],
               nA=("$\\frac{1}{3} + \\frac{8}{15}$", "$\\frac{5}{15} + \\frac{8}{15} = \\frac{13}{15}$"),
               nB=("$\\frac{1}{3} + \\frac{2}{5}$", "$\\frac{5}{15} + \\frac{6}{15} = \\frac{11}{15}$", "\\frac{11}{15}")),
    "rad": dict(p="m", gold="5\\sqrt{3}", lines=["$\\sqrt{75} = \\sqrt{25 \\cdot 3} = 5\\sqrt{3}$"],
                ver=["$(5\\sqrt{3})^2 = 25 \\cdot 3 = 75$"], sub="25", sublines=["$75 = 25 \\cdot 3$"],
                alt="3\\sqrt{5}", altlines=["$\\sqrt{75} = \\sqrt{25 \\cdot 3} = 3\\sqrt{5}$"],
                nA=("$\\sqrt{25} \\cdot \\sqrt{3}$", "$\\sqrt{25} \\cdot \\sqrt{3} = 5\\sqrt{3}$"),
                nB=("$\\sqrt{48}$", "$\\sqrt{48} = \\sqrt{16 \\cdot 3} = 4\\sqrt{3}$", "4\\sqrt{3}")),
    "prob": dict(p="m", gold="\\frac{3}{5}", lines=["$P = \\frac{6}{4 + 6} = \\frac{6}{10} = \\frac{3}{5}$"],
                 ver=["$1 - \\frac{3}{5} = \\frac{2}{5} = \\frac{4}{10}$"], sub="10", sublines=["$4 + 6 = 10$"],
                 alt="\\frac{2}{5}", altlines=["$P = \\frac{4}{4 + 6} = \\frac{4}{10} = \\frac{2}{5}$"],
                 nA=("$\\frac{9}{15}$", "$\\frac{9}{15} = \\frac{3}{5}$"),
                 nB=("$\\frac{9}{12}$", "$\\frac{9}{12} = \\frac{3}{4}$", "\\frac{3}{4}")),
    "quad": dict(p="m", gold="-3, 4", lines=["$x^2 - x - 12 = (x - 4)(x + 3) = 0$", "$x_1 = -3$, $x_2 = 4$"],
                 ver=["$(-3)^2 - (-3) - 12 = 9 + 3 - 12 = 0$", "$4^2 - 4 - 12 = 0$"], sub="4",
                 sublines=["$x^2 - x - 12 = (x - 4)(x + 3) = 0$", "$x - 4 = 0 \\Rightarrow x = 4$"],
                 alt="3, -4", altlines=["$x^2 - x - 12 = (x + 4)(x - 3) = 0$", "$x_1 = 3$, $x_2 = -4$"],
                 nA=("$(x + 3)(x - 4) = 0$", "$x_1 = -3$, $x_2 = 4$"),
                 nB=("$(x - 3)(x + 4) = 0$", "$x_1 = 3$, $x_2 = -4$", "3, -4")),
    "mid": dict(p="m", gold="(2, 4)", lines=["$x = \\frac{-2 + 6}{2} = 2$", "$y = \\frac{7 + 1}{2} = 4$"],
                ver=["$2 \\cdot 2 - (-2) = 6$", "$2 \\cdot 4 - 7 = 1$"], sub="(4, 8)",
                sublines=["$-2 + 6 = 4$", "$7 + 1 = 8$"], alt="(4, 2)",
                altlines=["$x = \\frac{7 + 1}{2} = 4$", "$y = \\frac{-2 + 6}{2} = 2$"],
                nA=("$\\left(\\frac{4}{2}, \\frac{8}{2}\\right)$", "$\\left(\\frac{4}{2}, \\frac{8}{2}\\right) = (2, 4)$"),
                nB=("$\\left(\\frac{8}{2}, \\frac{4}{2}\\right)$", "$\\left(\\frac{8}{2}, \\frac{4}{2}\\right) = (4, 2)$",
                    "(4, 2)")),
    "ineq": dict(p="m", gold="(4, \\infty)", lines=["$2x - 5 > 3$", "$2x > 8$", "$x > 4$"],
                 ver=["$x = 5$: $2 \\cdot 5 - 5 = 5 > 3$", "$x = 4$: $2 \\cdot 4 - 5 = 3 \\not> 3$"],
                 sub="(8, \\infty)", sublines=["$2x - 5 > 3$", "$2x > 8$"], alt="[4, \\infty)",
                 altlines=["$2x - 5 \\ge 3$", "$2x \\ge 8$", "$x \\ge 4$"],
                 nA=("$3x - 2 > 10$", "$3x > 12$, $x > 4$"),
                 nB=("$3x - 2 \\ge 10$", "$3x \\ge 12$, $x \\ge 4$", "[4, \\infty)")),
    "fx": dict(p="m", gold="14", lines=["$f(3) = 3^2 + 3 \\cdot 3 - 4$", "$= 9 + 9 - 4 = 14$"],
               ver=["$3^2 = 9$, $3 \\cdot 3 = 9$, $9 + 9 - 4 = 14$"], sub="18",
               sublines=["$3^2 + 3 \\cdot 3 = 18$"], alt="22",
               altlines=["$f(3) = 3^2 + 3 \\cdot 3 + 4$", "$= 9 + 9 + 4 = 22$"],
               nA=("$2^4 - 2$", "$16 - 2 = 14$"), nB=("$2^4 + 2$", "$16 + 2 = 18$", "18")),
    "bin": dict(p="m", gold="35", lines=["$\\binom{7}{3} = \\frac{7 \\cdot 6 \\cdot 5}{3!} = \\frac{210}{6} = 35$"],
                ver=["$\\binom{7}{3} = \\binom{7}{4} = 35$"], sub="210", sublines=["$7 \\cdot 6 \\cdot 5 = 210$"],
                alt="21", altlines=["$\\binom{7}{3} = \\frac{7 \\cdot 6}{2} = 21$"],
                nA=("$\\binom{7}{4}$", "$\\binom{7}{4} = \\frac{7 \\cdot 6 \\cdot 5 \\cdot 4}{4!} = 35$"),
                nB=("$\\binom{7}{2}$", "$\\binom{7}{2} = \\frac{7 \\cdot 6}{2} = 21$", "21")),
    "deg": dict(p="m", gold="\\frac{5\\pi}{6}",
                lines=["$150^\\circ \\cdot \\frac{\\pi}{180^\\circ} = \\frac{150\\pi}{180} = \\frac{5\\pi}{6}$"],
                ver=["$\\frac{5\\pi}{6} \\cdot \\frac{180^\\circ}{\\pi} = 150^\\circ$"], sub="\\frac{5}{6}",
                sublines=["$\\frac{150}{180} = \\frac{5}{6}$"], alt="\\frac{5\\pi}{3}",
                altlines=["$150^\\circ \\cdot \\frac{\\pi}{90^\\circ} = \\frac{150\\pi}{90} = \\frac{5\\pi}{3}$"],
                nA=("$\\pi - \\frac{\\pi}{6}$", "$\\frac{6\\pi}{6} - \\frac{\\pi}{6} = \\frac{5\\pi}{6}$"),
                nB=("$\\pi + \\frac{\\pi}{6}$", "$\\frac{6\\pi}{6} + \\frac{\\pi}{6} = \\frac{7\\pi}{6}$",
                    "\\frac{7\\pi}{6}")),
    "log": dict(p="m", gold="5", lines=["$32 = 2^5$", "$\\log_2 32 = 5$"], ver=["$2^5 = 2 \\cdot 16 = 32$"],
                sub="32", sublines=["$32 = 2^5$"], alt="16", altlines=["$\\log_2 32 = \\frac{32}{2} = 16$"],
                nA=("$\\log_3 243$", "$3^5 = 243$"), nB=("$\\log_3 81$", "$3^4 = 81$", "4")),
    "sum": dict(p="m", gold="120", lines=["$1 + 2 + \\dots + 15 = \\frac{15 \\cdot 16}{2}$", "$= \\frac{240}{2} = 120$"],
                ver=["$\\frac{120 \\cdot 2}{15} = 16$"], sub="240", sublines=["$15 \\cdot 16 = 240$"], alt="105",
                altlines=["$1 + 2 + \\dots + 15 = \\frac{14 \\cdot 15}{2}$", "$= \\frac{210}{2} = 105$"],
                nA=("$\\binom{10}{3}$", "$\\frac{10 \\cdot 9 \\cdot 8}{6} = 120$"),
                nB=("$\\binom{10}{2}$", "$\\frac{10 \\cdot 9}{2} = 45$", "45")),
}  # fmt: skip
GKEYS = [k for k, v in PROB.items() if v["p"] == "g"]
MKEYS = [k for k, v in PROB.items() if v["p"] == "m"]


# ================================================================ text helpers
def ph(lang, key):  # noqa: ANN001, ANN201
    return L[lang][PK.index(key)]


def comma(lang):  # noqa: ANN001, ANN201
    return L[lang][-1]


def num(lang, s):  # noqa: ANN001, ANN201
    """Decimal points as the language writes them (outside $...$ only GSM8K text has decimals)."""
    return re.sub(r"(\d)\.(\d)", r"\1,\2", s) if comma(lang) else s


def val(lang, key, v, box=True):  # noqa: ANN001, ANN201
    """A value as written in an answer: $\\boxed{v}$ for MATH, the plain number for GSM8K."""
    if PROB[key]["p"] == "m":
        return f"$\\boxed{{{v}}}$" if box else f"${v}$"
    return num(lang, v)


def ans(lang, key, v):  # noqa: ANN001, ANN201
    return ph(lang, "ans").format(v=val(lang, key, v))


def lab(lang, key, v):  # noqa: ANN001, ANN201
    return ph(lang, "lab").format(v=val(lang, key, v))


def prefix(tpl, frac):  # noqa: ANN001, ANN201
    """A cut copy of a sentence template: the part before {v}, cut at `frac` of its length
    (never empty, never reaching the value)."""
    pre = tpl.split("{v}")[0]
    k = max(1, min(len(pre) - 1, int(len(pre) * frac))) if len(pre) > 1 else 1
    return pre[:k]


def steps(lang, lines):  # noqa: ANN001, ANN201
    return "\n".join(f"{ph(lang, 'step')} {i}: {num(lang, x)}" for i, x in enumerate(lines, 1))


def plain(lang, lines):  # noqa: ANN001, ANN201
    return "\n".join(num(lang, x) for x in lines)


def upto_eq(line):  # noqa: ANN001, ANN201
    """A working line cut right after its first '= ' (mid-formula, before the result)."""
    i = line.find("= ")
    return line[: i + 2] if i >= 0 else line[: len(line) // 2]


def solution(lang, key, lines, v, ver=None):  # noqa: ANN001, ANN201
    """A short whole solution: opener, draft working, "Solution:" with numbered steps, (a check),
    the answer sentence, the bold answer and the closing phrase."""
    check = (ph(lang, "chk") + "\n" + plain(lang, ver) + "\n\n") if ver else ""
    return (
        ph(lang, "topen")
        + "\n\n"
        + plain(lang, lines)
        + "\n\n"
        + ph(lang, "sol")
        + "\n"
        + steps(lang, lines)
        + "\n\n"
        + check
        + ans(lang, key, v)
        + "\n\n"
        + lab(lang, key, v)
        + "\n\n"
        + ph(lang, "hope")
    )


def head(lang, lines):  # noqa: ANN001, ANN201
    """Opener, draft working and the numbered steps (the body before an answer)."""
    return (
        ph(lang, "topen")
        + "\n\n"
        + plain(lang, lines)
        + "\n\n"
        + ph(lang, "sol")
        + "\n"
        + steps(lang, lines)
    )


def copies(sol, cut, i):  # noqa: ANN001, ANN201
    """`sol` written out once (i even: the SECOND copy is the cut one) or, for odd i, 2-4 times and
    at least as often as 1000 characters need, then a copy cut to `cut` characters."""
    full = 1 if i % 2 == 0 else max(2 + (i // 2) % 3, -(-1000 // len(sol)) - 1)
    return "\n\n".join([sol] * full) + "\n\n" + sol[:cut], full


def cut_pos(lang, key, sol, lines, v, mode):  # noqa: ANN001, ANN201
    """Where a copy of `sol` is cut: 0 in the opener, 1 after the last step's '= ', 2 in the answer
    sentence before its value. Returns (position, English description)."""
    if mode == 0:
        return len(ph(lang, "topen")) // 2, "in the opener sentence"
    if mode == 1:
        last = f"{ph(lang, 'step')} {len(lines)}: {num(lang, lines[-1])}"
        return sol.index(last) + len(upto_eq(last)), "in the last step right after '= '"
    a = ans(lang, key, v)
    return sol.index(a) + len(
        prefix(ph(lang, "ans"), 0.6)
    ), "in the answer sentence before the value"


def reps(unit, target):  # noqa: ANN001, ANN201
    return max(30, target // max(1, len(unit)) + 1)


def markers(lang, style):  # noqa: ANN001, ANN201
    """(user marker, assistant marker, English name) of an invented next turn."""
    if style == 0:
        return IM_USER, IM_ASSIST, "ChatML <|im_end|><|im_start|>user ... assistant"
    if style == 1:
        return EOT_USER, EOT_ASSIST, "Llama 3 <|eot_id|> user ... assistant headers"
    return (
        f"\n\n{ph(lang, 'user')}: ",
        f"\n\n{ph(lang, 'asst')}: ",
        f"the language's '{ph('en', 'user')}:' / '{ph('en', 'asst')}:' labels",
    )


# ================================================================ shapes
# Each returns (text, truth, form, english description of the accident).
def s_loop(lang, key, i, debat=False):  # noqa: ANN001, ANN201
    P = PROB[key]
    use_lab = i % 3 == 2
    tpl = ph(lang, "lab" if use_lab else "ans")
    line = (lab if use_lab else ans)(lang, key, P["gold"])
    sep = ["\n", " ", "\n\n"][i % 3]
    n = reps(line + sep, 1200 + (i * 613) % 3600)
    cut = prefix(tpl, 0.3 + 0.1 * (i % 6))
    how = f"cut at '{prefix(ph('en', 'lab' if use_lab else 'ans'), 0.3 + 0.1 * (i % 6))}'"
    if debat:
        pre = tpl.split("{v}")[0]
        cut = pre + num(lang, P["gold"])[:-1]
        how = f"cut in the middle of the number: '... {P['gold'][:-1]}'"
    text = plain(lang, P["lines"]) + "\n\n" + (line + sep) * n + cut
    form = (
        "final_answer_phrase"
        if use_lab and P["p"] == "g"
        else ("boxed" if P["p"] == "m" else "answer_is")
    )
    en = (lab if use_lab else ans)("en", key, P["gold"])
    return (
        text,
        C,
        form,
        f"working, then '{en}' x {n}, the next copy {how} - the right answer looped, never contradicted",
    )


def s_copy(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    sol = solution(lang, key, P["lines"], P["gold"], P["ver"] if i % 3 != 1 else None)
    pos, how = cut_pos(lang, key, sol, P["lines"], P["gold"], i % 3)
    text, full = copies(sol, pos, i)
    en = ans("en", key, P["gold"])
    return (
        text,
        C,
        "boxed" if P["p"] == "m" else "final_answer_phrase",
        (
            f"the whole solution (working, steps, '{en}', bold answer, 'Hope this helps!') written out "
            f"{full + 1} times word for word, the copy {full + 1} cut {how} - the right answer, never contradicted"
        ),
    )


def s_chk(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    ver = P["ver"]
    if i % 2 == 0 or len(ver) == 1:
        tail = upto_eq(num(lang, ver[0]))
        how = f"cut at '{upto_eq(ver[0])}'"
    else:
        tail = num(lang, ver[0]) + "\n" + upto_eq(num(lang, ver[1]))
        how = f"'{ver[0]}' then cut at '{upto_eq(ver[1])}'"
    text = (
        head(lang, P["lines"])
        + "\n\n"
        + ans(lang, key, P["gold"])
        + "\n\n"
        + ph(lang, "chk")
        + "\n"
        + tail
    )
    en = ans("en", key, P["gold"])
    return (
        text,
        C,
        "boxed" if P["p"] == "m" else "answer_is",
        (
            f"'{en}', then 'Let me check again:' and an inverse check {how} - cut before any new value"
        ),
    )


def s_think(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    gb = P["gold"]
    box = f"\\boxed{{{num(lang, gb) if P['p'] == 'g' else gb}}}"
    k = 2 + i % 4
    rnd = plain(lang, P["lines"]) + "\n" + ph(lang, "tver") + "\n" + plain(lang, P["ver"]) + "\n"
    think = (
        "<think>\n"
        + ph(lang, "topen")
        + "\n"
        + rnd * k
        + ans(lang, key, gb)
        + "\n"
        + box
        + "\n</think>\n\n"
    )
    after = lab(lang, key, gb) + "\n\n" if i % 2 == 0 else ""
    summ = ph(lang, "summ") + "\n" + f"1. {upto_eq(num(lang, P['lines'][-1]))}"
    text = think + after + summ
    return (
        text,
        C,
        "boxed",
        (
            f"a <think> block (working and 'Wait, let me verify that again.' {k} times) closing on '{box}' before </think>, "
            + ("then '**Answer:** ' with the boxed value, " if after else "")
            + f"then '**Summary:**' cut mid-formula at '1. {upto_eq(P['lines'][-1])}' - the right answer stands"
        ),
    )


def s_hope(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    h = ph(lang, "hope")
    sep = [" ", "\n", ""][i % 3]
    n = reps(h + sep, 1500 + (i * 457) % 4000)
    cut = h[: max(1, len(h) // 2)]
    text = (
        plain(lang, P["lines"]) + "\n\n" + ans(lang, key, P["gold"]) + "\n\n" + (h + sep) * n + cut
    )
    en = ans("en", key, P["gold"])
    return (
        text,
        C,
        "boxed" if P["p"] == "m" else "answer_is",
        (
            f"'{en}', then 'Hope this helps!' x {n} and a half copy - the right answer, then a looped closing phrase"
        ),
    )


def s_turn(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    u, a, mname = markers(lang, i % 3)
    e, w, v = P["nB"]
    text = (
        head(lang, P["lines"])
        + "\n\n"
        + ans(lang, key, P["gold"])
        + u
        + ph(lang, "next").format(e=num(lang, e))
        + a
        + num(lang, w)
        + "\n\n"
        + ans(lang, key, v)
    )
    en = ans("en", key, P["gold"])
    return (
        text,
        C,
        "boxed" if P["p"] == "m" else "answer_is",
        (
            f"'{en}', then an invented next turn ({mname}): 'Thanks! Now this one: {e}' answered "
            f"'{w}. So the answer is {v}.' - the answer to the invented question is not this problem's"
        ),
    )


def s_loopw(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    line = ans(lang, key, P["alt"])
    sep = ["\n", " ", "\n\n"][i % 3]
    n = reps(line + sep, 1300 + (i * 571) % 3500)
    cut = prefix(ph(lang, "ans"), 0.4 + 0.1 * (i % 5))
    text = plain(lang, P["altlines"]) + "\n\n" + (line + sep) * n + cut
    en = ans("en", key, P["alt"])
    return (
        text,
        W,
        "boxed" if P["p"] == "m" else "answer_is",
        (
            f"a wrong working ({' / '.join(P['altlines'])}), then '{en}' x {n}, the next copy cut - a looped wrong answer"
        ),
    )


def s_copyw(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    sol = solution(lang, key, P["altlines"], P["alt"])
    pos, how = cut_pos(lang, key, sol, P["altlines"], P["alt"], i % 3)
    text, full = copies(sol, pos, i)
    return (
        text,
        W,
        "boxed" if P["p"] == "m" else "final_answer_phrase",
        (
            f"a solution with a wrong working ({' / '.join(P['altlines'])}) answering {P['alt']} (sentence and "
            f"bold), written out {full + 1} times word for word, the copy {full + 1} cut {how} - a copied wrong answer"
        ),
    )


def s_chkw(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    text = (
        head(lang, P["lines"])
        + "\n\n"
        + ans(lang, key, P["gold"])
        + "\n\n"
        + ph(lang, "chk")
        + "\n"
        + plain(lang, P["altlines"])
        + "\n"
        + ph(lang, "oops").format(v=val(lang, key, P["alt"]))
        + "\n\n"
        + ph(lang, "sol")
        + "\n"
        + ph(lang, "step")
        + " 1: "
    )
    en = ans("en", key, P["gold"])
    return (
        text,
        W,
        "boxed" if P["p"] == "m" else "answer_is",
        (
            f"'{en}', then 'Let me check again:' with a wrong recomputation ({' / '.join(P['altlines'])}) and "
            f"'Wait, I made a mistake. The correct answer is {P['alt']}.', then cut at a fresh 'Solution: Step 1:' "
            f"- the last committed value is {P['alt']}"
        ),
    )


def s_chkcut(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    text = (
        head(lang, P["altlines"])
        + "\n\n"
        + ans(lang, key, P["alt"])
        + "\n\n"
        + ph(lang, "chk")
        + "\n"
        + plain(lang, P["lines"])
        + ("\n" if i % 2 else "")
    )
    en = ans("en", key, P["alt"])
    return (
        text,
        W,
        "boxed" if P["p"] == "m" else "answer_is",
        (
            f"'{en}' (wrong), then 'Let me check again:' and the right working ({' / '.join(P['lines'])}), cut "
            f"with no conclusion - the gold only as an equation's result, the wrong answer never retracted"
        ),
    )


def s_wloop(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    lines = P["lines"]
    if i % 2 == 0:
        rep = lines[-1]
        head = lines[:-1]
        what = "the LAST equation (its result is the gold)"
    else:
        rep = lines[0] if len(lines) > 1 else P["sublines"][0]
        head = []
        what = "the first equation"
    sep = "\n"
    unit = num(lang, rep) + sep
    n = reps(unit, 1100 + (i * 389) % 3000)
    text = (
        ph(lang, "sol")
        + "\n"
        + (plain(lang, head) + "\n" if head else "")
        + unit * n
        + upto_eq(num(lang, rep))
    )
    return (
        text,
        N,
        "truncated",
        (
            f"'Solution:' then {what} '{rep}' repeated {n} times and cut mid-copy at '= ' - a loop of working, "
            f"no answer ever stated"
        ),
    )


def s_tcut(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    with_ans = i % 2 == 0
    cycle = (
        plain(lang, P["lines"])
        + "\n"
        + (ans(lang, key, P["gold"]) + "\n" if with_ans else "")
        + ph(lang, "tver")
        + "\n"
        + plain(lang, P["ver"])
        + "\n"
    )
    n = max(3, (1200 + (i * 733) % 3000) // len(cycle))
    text = (
        "<think>\n"
        + ph(lang, "topen")
        + "\n"
        + cycle * n
        + ph(lang, "tver")[: len(ph(lang, "tver")) // 2]
    )
    return (
        text,
        N,
        "truncated",
        (
            f"'<think>', the working and a verification ('Wait, let me verify that again.') {n} times over"
            + (
                f", each round saying 'So the answer is {P['gold']}.'"
                if with_ans
                else ", the gold as a result"
            )
            + ", cut before </think> - nothing outside the unclosed think block"
        ),
    )


def s_sub(lang, key, i):  # noqa: ANN001, ANN201
    P = PROB[key]
    sol = solution(lang, key, P["lines"], P["sub"])
    pos, how = cut_pos(lang, key, sol, P["lines"], P["sub"], i % 3)
    text, full = copies(sol, pos, i)
    return (
        text,
        W,
        "boxed" if P["p"] == "m" else "final_answer_phrase",
        (
            f"the full working ({' / '.join(P['lines'])}) but the answer sentence and bold answer state the subtotal "
            f"{P['sub']}; the solution written out {full + 1} times word for word, the copy {full + 1} cut {how} "
            f"- the gold only in the working"
        ),
    )


def s_turnw(lang, key, i, debat=False):  # noqa: ANN001, ANN201
    P = PROB[key]
    u, a, mname = markers(lang, i % 3)
    if debat:
        text = (
            head(lang, P["altlines"])
            + "\n\n"
            + ans(lang, key, P["alt"])
            + u
            + ph(lang, "sure")
            + a
            + plain(lang, P["lines"])
            + "\n\n"
            + ans(lang, key, P["gold"])
        )
        return (
            text,
            W,
            "boxed" if P["p"] == "m" else "answer_is",
            (
                f"'So the answer is {P['alt']}.' (wrong working), then an invented next turn ({mname}): 'Are you sure? "
                f"Please check again.' answered with the right working and 'So the answer is {P['gold']}.' - the "
                f"model's own answer to this turn is {P['alt']}"
            ),
        )
    e, w = P["nA"]
    text = (
        head(lang, P["sublines"])
        + "\n\n"
        + ans(lang, key, P["sub"])
        + u
        + ph(lang, "next").format(e=num(lang, e))
        + a
        + num(lang, w)
        + "\n\n"
        + ans(lang, key, P["gold"])
    )
    return (
        text,
        W,
        "boxed" if P["p"] == "m" else "answer_is",
        (
            f"the working stops at the subtotal and says 'So the answer is {P['sub']}.', then an invented next turn "
            f"({mname}): 'Thanks! Now this one: {e}' answered '{w}. So the answer is {P['gold']}.' - the gold "
            f"answers the invented question, not this one"
        ),
    )


BSH = ["loop", "copy", "chk", "think", "hope", "turn"]
ASH = ["loopw", "copyw", "chkw", "chkcut", "wloop", "tcut", "sub", "turnw"]
FN = {"loop": s_loop, "copy": s_copy, "chk": s_chk, "think": s_think, "hope": s_hope, "turn": s_turn,
      "loopw": s_loopw, "copyw": s_copyw, "chkw": s_chkw, "chkcut": s_chkcut, "wloop": s_wloop, "tcut": s_tcut,
      "sub": s_sub, "turnw": s_turnw}  # fmt: skip
DROP = {"id": ("B", "m"), "vi": ("B", "m"), "th": ("B", "g"), "nl": ("B", "g"),
        "sv": ("A", "m"), "cs": ("A", "m"), "el": ("A", "g"), "he": ("A", "g")}  # fmt: skip
# (lang, shape) given a debatable twist
DEBATABLE = {("de", "loop"), ("pl", "turnw")}


def plan():  # noqa: ANN201
    """(lang, kind, path, shape) slots: 6 A + 6 B a language, one dropped for the 8 eleven-probe ones."""
    out = []
    for li, lg in enumerate(LANG):
        slots = []
        for c in range(6):
            pa = "g" if (c + li) % 2 == 0 else "m"
            pb = "m" if pa == "g" else "g"
            slots += [
                (lg, "A", pa, ASH[(li * 3 + c + li // 2) % len(ASH)]),
                (lg, "B", pb, BSH[(c + li // 2) % 6]),
            ]
        if lg in DROP:
            kind, path = DROP[lg]
            for s in slots[::-1]:
                if s[1] == kind and s[2] == path:
                    slots.remove(s)
                    break
        out += slots
    return out


CASES: list[tuple] = []
_SEEN: dict[str, int] = {}
_pc: dict = {}
_ic: dict = {}
_dbl: set = set()
for lg, kind, path, shape in plan():
    keys = GKEYS if path == "g" else MKEYS
    j = _pc.get(path, 0)
    _pc[path] = j + 1
    key = keys[(j * 7) % len(keys)]
    i = _ic.get(shape, 0)
    _ic[shape] = i + 1
    deb = (lg, shape) in DEBATABLE and (lg, shape) not in _dbl
    if deb:
        _dbl.add((lg, shape))
        if shape == "loop":  # the mid-number cut: a GSM8K gold of 3 digits
            key = "wage" if path == "g" else key
        text, truth, form, desc = FN[shape](lg, key, i, debat=True)
    else:
        text, truth, form, desc = FN[shape](lg, key, i)
    base = (
        f"{shape}_" + ("m_" if path == "m" else "") + ("ok_" if kind == "B" else "") + f"{lg}_{key}"
    )
    n = _SEEN.get(base, 0) + 1
    _SEEN[base] = n
    cid = base if n == 1 else f"{base}{n}"
    note = f"{LANG[lg]}: " + desc
    if deb:
        note = "debatable: " + note
    make = m if path == "m" else g
    CASES.append(make(cid, kind, PROB[key]["gold"], truth, form, text, note, deb))

DECISIONS = {
    c[0]: (
        (
            "accept",
            "the right answer sentence is written dozens of times in full; the last copy is cut by the "
            "token limit in the middle of the number (645 -> '64'), which is a truncation, not a new value; a strict "
            "reader that takes the last number written would read 64",
        )
        if c[0].startswith("loop_")
        else (
            "reject",
            "the completion answers THIS question with a wrong value; the 'Are you sure?' user turn "
            "and the reply that corrects to the gold are text the model invented past its own turn's end, so "
            "they are not its answer to this problem; a lenient reader may take the invented reply as a "
            "self-correction in the same completion and accept it",
        )
    )
    for c in CASES
    if c[8]
}

if __name__ == "__main__":
    import corpus_build

    corpus_build.HERE = Path(__file__).resolve().parent
    write_probes("adversarial_redteam172", CASES, [], DECISIONS)
