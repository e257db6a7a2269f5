"""Words of other languages that the English rules have in their own lists: "this is wrong" and
"I am not sure" as models write them in Chinese, Japanese, Korean, Hindi, German, French, Spanish,
Italian, Portuguese, Dutch, Russian, Turkish, Vietnamese, Arabic, Persian and Urdu. One pattern,
read by the retraction rule (after the final answer) and by the last-line tier (in its sentence).
No word boundary around CJK words: those scripts have none.
"""

from __future__ import annotations

import re

# (speed only) A search for a long alternation tries every branch at every position of the text.
# No branch of `FOREIGN_DENIAL`, `FOREIGN_REPORTED` or `tail._HEDGE` opens on a digit, so this
# guard in front of the group passes a run of digits (a 100,000-digit "number") at one test a
# character and changes no match. tests/check/test_digit_guard.py holds that true.
NOT_AT_DIGIT = r"(?!\d)"

FOREIGN_DENIAL = (
    rf"{NOT_AT_DIGIT}(?:"
    r"不对|不對|错了|錯了|不正确|不正確|有误|違う|間違|틀렸|틀린|잘못"
    # ("（错误）" after a box: wrong; "没有错误" says there is none)
    r"|(?<!没有)(?<!沒有)(?<!无)(?<!無)(?<!未发现)(?:错误|錯誤)"
    # "n'est pas la bonne réponse", "det stämmer inte" (that is not right), "답: 417 (아님)"
    r"|\bn'est[ \t]+pas[ \t]+(?:la[ \t]+)?(?:bonne|correcte|juste)\b|\bdet[ \t]+stämmer[ \t]+inte\b"
    r"|[(（][ \t]*아님[ \t]*[)）]"
    # ("（这个答案是错的）": this answer is wrong; not "那是错的", that (someone else's) is wrong)
    r"|(?:这个答案|這個答案|此答案|该答案|該答案|这|這)(?:是|也是)?(?:错的|錯的)"
    r"|\bfalsch\b|\bfaux\b|\bfausse\b|\bincorrect[oa]\b|\berrat[oa]\b|\berrad[oa]\b"
    r"|неправильн|неверн|ошибк|\byanlış|\bsai\s+rồi|\bsai\b(?=[ \t]*\))|\bkhông\s+đúng\b|غلط|خطأ|اشتباه|गलत"
    r"|\bklopt\s+niet\b|\bstimmt\s+nicht\b|\bnon\s+è\s+(?:giusto|corretto)\b|\bsbagliat[oa]\b"
    r"|不太对|不太對|正しくない|맞지\s*않|λάθο[ςσ]|ليس\s+صحيح|غير\s+صحيح|לא\s+נכון|ผิด"
    r"|\bsalah\b|\btidak\s+betul\b|\bmali\s+(?:ito|iyan|yan)\b|\bväärin\b|\bforkert\b|\bgreșit"
    r"|хибн|\bne\s+va\s+pas\b|\bnon\s+va\b|\b(?:is|det\s+är|det\s+er|er|är)\s+(?:fout|fel|feil)\b"
    r"|\bno\s+es\s+correct[oa]\b|\bestá\s+mal\b|\bnão\s+está\s+cert[oa]\b"
    # "wrong" as a note in Czech, Slovak, Polish, Hungarian, Serbo-Croatian, Slovenian, Finnish,
    # Lithuanian, Korean and Japanese: `\boxed{89} (špatně)`, `(틀림)`, `(不正解)`
    r"|\bšpatn[ěáýée]\b|\bnesprávn[ěáýéeya]\b|\bniepoprawn[aey]\b|\bhelytelen\b|\bpogrešn[oa]\b"
    # ("תיקון: טעיתי, ...": correction: I erred)
    r"|טעיתי"
    r"|\bnapačn[oa]\b|\bväärä\b|\bneteising[aio]s?\b|틀림|오답|不正解|誤り"
    # ... in Serbian and Macedonian Cyrillic, Bulgarian, Catalan and Tamil: `\boxed{144} (погрешно)`
    r"|\b(?:погрешн[оаи]|грешн[оаи]|грешен|incorrecte|błędn(?:ie|a|e|y))\b|தவறு"
    # "uh, no," taking back the value just said, in the languages models answer in: "$\frac{16}{3}$...
    # eh, bukan, $\frac{14}{3}$", "... ach nein, ...", "... oh non, ..."
    r"|\b(?:eh|oh|ah|ach|ehm|hmm)[ \t]*,?[ \t]+(?:bukan|tidak|nein|nee|nej|non|não)[ \t]*[,.!:]"
    r"|\bой[ \t]*,?[ \t]+нет[ \t]*[,.!:]"
    # a withdrawal: "to není správně, odpověď beru zpět" (that is not right, I take it back)
    r"|\bnení\s+(?:to\s+)?správn[ěé]\b|\bberu\s+zpět\b|\bodvolávám\b|\bje\s+(?:la\s+)?retire\b"
    r"|\blo\s+retiro\b|\bla\s+ritiro\b|\bnehme\s+(?:sie|es|das)\s+zurück\b|\bcofam\b"
    r"|беру\s+(?:свои\s+слова\s+)?(?:назад|обратно)|\bgeri\s+alıyorum\b|\btôi\s+rút\s+lại\b"
    # ("Jednak to rozwiązanie jest błędne, wycofuję tę odpowiedź.": wrong, I withdraw the answer)
    r"|\bbłędn[eayi]\b|\bwycofuję\b"
    # doubt about the answer: "확인하지 못했습니다", "मुझे यकीन नहीं है", "不确定", "nicht sicher"
    r"|확인하지\s*못|모르겠|확실하지\s*않|यकीन\s+नहीं|पता\s+नहीं|不确定|不確定|わかりません|分かりません"
    r"|確信が(?:ない|ありません)|確認でき(?:ません|なかった|ない)|自信が(?:ない|ありません)|\bno\s+estoy\s+segur[oa]\b|\bnicht\s+sicher\b|\bpas\s+sûr"
    r"|\bnon\s+sono\s+sicur[oa]\b|\bnão\s+tenho\s+certeza\b|не\s+уверен"
    # not able to work it out: "但我算不出来", "но решить задачу я не могу", "لا أعرف كيف"
    r"|算不出|无法确认|無法確認|无法确定|無法確定|不知道怎么|не\s+могу|не\s+знаю|لا\s+أعرف|لا\s+أستطيع"
    # "申し訳ありませんが私にはこの証明ができません" (I cannot do this proof), "解けません"
    r"|私には[^。！？\n]{0,20}できません|(?:証明|計算)(?:が|は)?できません|解けません"
    r"|\bno\s+sé\b|\bnão\s+sei\b|\bweiß\s+(?:ich\s+)?nicht\b|\bkhông\s+biết\b"
    r"|\bçözemedim\b|\byapamadım\b|\bbilmiyorum\b"
    # "ama emin değilim", "ma non ne sono sicuro e non riesco a ...", "mais je n'arrive pas à ..."
    r"|\bemin\s+değil|\bnon\s+ne\s+sono\s+sicur[oa]\b|\bnon\s+riesco\s+a\b|\bn'arrive\s+pas\b"
    r"|\bje\s+ne\s+(?:peux|sais)\s+pas\b|\bno\s+puedo\b|\bnão\s+consigo\b|\bnão\s+tenho\s+certeza"
    r"|\bnie\s+jestem\s+pew(?:ien|na|ny)\b|\bnie\s+potrafię\b|\bnie\s+umiem\b|\bkhông\s+chắc\b"
    r"|\btidak\s+yakin\b|\bkurang\s+yakin\b|\bniet\s+zeker\b|\binte\s+säker\b|\bikke\s+sikker\b"
    r"|\bnejsem\s+si\s+jist|\bне\s+уверена\b|не\s+впевнен|не\s+можу|δεν\s+είμαι\s+σίγουρ|δεν\s+μπορώ"
    r"|ไม่แน่ใจ|ไม่แน่นอน|모르겠|不会做|不會做|わからない|分からない"
    # not able to derive or compute it: "但我没能推导出来", "계산할 수 없습니다"; "wrong" in Bengali
    r"|没能|沒能|推导不出|推導不出|做不出|算不出来|수\s*없|\(ভুল\)|ভুল\s*উত্তর|সঠিক\s+নয়"
    # a mistake of its own admitted: "En fait, je me suis trompé : ...", "Thực ra tôi nhầm: ..."
    r"|\bje\s+me\s+suis\s+tromp[ée]e?\b|\bme\s+(?:he\s+)?equivoqu[ée]\b|\bequivocad[oa]\b"
    r"|\bhabe\s+mich\s+(?:\w+\s+)?(?:geirrt|verrechnet|vertan)\b|\bmi\s+sono\s+sbagliat[oa]\b"
    r"|\bho\s+sbagliato\b|\bme\s+enganei\b|\benganei-me\b|\bpomyli(?:łem|łam)\s+się\b"
    r"|я\s+ошиб(?:ся|лась)|я\s+помилив(?:ся|ась)|\byanıldım\b|\bhata\s+yaptım\b"
    r"|\bjag\s+(?:hade|har)\s+fel\b|\bik\s+heb\s+me\s+vergist\b|\bspletl\s+jsem\s+se\b"
    r"|\btôi\s+(?:đã\s+)?nhầm\b|\bnhầm\s+rồi\b|我(?:算|弄|搞)?错了|我(?:算|弄|搞)?錯了"
    r"|\bchybn[ěáýé]\b"
    # "in fact, no": "En fait, non : l'énoncé dit 58 %, ..."
    r"|\b(?:en\s+fait|en\s+realidad|in\s+realtà|na\s+verdade|eigentlich|in\s+feite)\s*,?\s*"
    r"(?:non|no|não|nein|nee)\b|на\s+самом\s+деле\s*,?\s*нет)"
)

# An edit note after the answer in other languages ("更正：答案应为 $\frac{2}{3}$。",
# "Korrektur: 20", "Corrección: 20"): what follows it is put in the answer's place, as after the
# English "Correction:". A bare "should be" only after "the answer" ("答案应为"): alone it also
# states what a step should give. (The note's own "the answer should be" is no part of the value.)
FOREIGN_CORRECTION = (
    r"(?:(?:更正|订正|訂正|纠正|糾正|修正|정정)[ \t]*[:：][ \t]*)?(?:正确|正確)?答案(?:应为|應為|应该是|應該是)"
    # ... or after "so" at the end of a check: "验算：...，所以余数应为3。" (so the remainder
    # should be 3)
    r"|所以[^，。,\n]{0,12}?(?:应为|應為|应该是|應該是)"
    r"|(?:更正|订正|訂正|纠正|糾正|修正|정정)[ \t]*[:：]|正しくは|\b(?:korrektur|berichtigung|rectification|correcci[óo]n|correzione|corre[çc][ãa]o"
    r"|исправление|поправка|düzeltme|sprostowanie|poprawka|oprava|rättelse|rettelse|korjaus"
    r"|helyesbítés|corectare|correctie|verbetering|ralat|pembetulan|koreksi|sửa\s+lại|sửa"
    r"|διόρθωση|виправлення|erratum|errata|retificação|rectificación|rettifica)[ \t]*[:：]"
    r"|(?:תיקון|수정|แก้ไข|تصحيح|اصلاح|सुधार|সংশোধন)[ \t]*[:：]"
    # "Tunggu, saya tersilap kira; jawapan yang betul ialah ...": wait, I miscounted (Malay)
    r"|\bsaya[ \t]+(?:ter)?silap\b|\bjawapan[ \t]+yang[ \t]+betul[ \t]+ialah\b"
    # "recompute" ("等等，……重新计算：…", "Khoan đã, tôi tính lại: ..."), "the correct answer is"
    # in Vietnamese; not "wait" (`等等`) alone, which opens checks that keep the answer as often
    # ("等等，我再检查一下：…，没问题。")
    r"|重新(?:计算|計算|算)|\btính\s+lại\b|\bđáp\s+án\s+đúng\s+(?:là|phải\s+là)\b"
    # "corrected answer:" after a check ("¡Error! Respuesta corregida: 8", "Réponse corrigée :
    # 272", "Poprawiona odpowiedź: 8", "수정된 답: 249", "התשובה המתוקנת: 249")
    r"|\b(?:respuesta\s+corregida|réponse\s+corrigée|risposta\s+(?:rivista|corretta)"
    r"|resposta\s+corrigida|korrigierte\s+antwort|исправленный\s+ответ|виправлена\s+відповідь"
    r"|poprawiona\s+odpowiedź|opravená\s+odpověď|düzeltilmiş\s+cevap|gecorrigeerd\s+antwoord"
    r"|korrigerat\s+svar|jawaban\s+yang\s+dikoreksi|διορθωμένη\s+απάντηση)[ \t]*[:：]"
    r"|(?:수정된\s*답|修正後の答え|更正后的答案|התשובה\s+המתוקנת|الإجابة\s+المصححة|پاسخ\s+اصلاح\s*شده"
    r"|संशोधित\s+उत्तर|সংশোধিত\s+উত্তর|คำตอบที่แก้ไข)[ \t]*[:：]"
    # "wait, no" ("Wacht, nee: hij gaf ook ...", "Chwila, nie: ...", "Khoan, không phải: ...")
    r"|\b(?:wacht|warte|attends|espera|aspetta|espere|czekaj|chwila|bekle|tunggu|khoan|vent|vänta"
    r"|moment|počkej)[ \t]*[,，]?[ \t]*(?:nee|nein|non|no|não|nie|ne|hayır|tidak|bukan"
    r"|không(?:[ \t]+phải)?|nej|nei)\b"
    r"|(?:подожди|постой|зачекай|περίμενε)[ \t]*[,，]?[ \t]*(?:нет|ні|όχι)(?![^\W\d_])"
    r"|(?:רגע|لحظة|صبر\s+کن|रुको|দাঁড়াও|เดี๋ยว|等等|等一下|待って|잠깐)[ \t]*[,，、]?[ \t]*"
    r"(?:לא|لا|نه|नहीं|না|ไม่|不对|不對|不是|いや|違う|아니)"
)

# "No (real) solution" as the answer, in English and the languages models answer in: a statement
# that puts no value in any value's place ("So the answer is: no real solution." after a box, "所以答
# 案是：无实数解。"). Read whole: the answer phrase's content is this and nothing else.
NO_SOLUTION = (
    r"(?:there\s+(?:is|are|exists?)\s+|it\s+has\s+|has\s+)?no\s+(?:real\s+|integer\s+|positive\s+"
    r"|such\s+)?(?:solutions?|roots?)(?:\s+exists?)?(?:\s+in\s+(?:the\s+)?(?:real\s+numbers|reals))?"
    r"|(?:方程)?(?:无|無|没有|沒有)(?:实数|實數|实|實)?[解根]|(?:実数)?解(?:は|が)?(?:なし|ない|ありません|存在しない)"
    r"|(?:실)?(?:해|근)가?\s*없(?:다|습니다|음)|нет\s+(?:действительных\s+|вещественных\s+)?(?:решений|корней)"
    r"|(?:решений|корней)\s+нет|не\s+имеет\s+(?:действительных\s+)?(?:решений|корней)"
    r"|немає\s+(?:дійсних\s+)?(?:розв'язків|розв’язків|коренів)"
    r"|keine\s+(?:reelle\s+)?(?:lösung(?:en)?|nullstellen?)|pas\s+de\s+solutions?(?:\s+réelles?)?"
    r"|aucune\s+solution(?:\s+réelle)?|no\s+(?:tiene|hay|existe)\s+soluci[óo]n(?:\s+real)?"
    r"|sin\s+soluci[óo]n(?:\s+real)?|ninguna\s+soluci[óo]n(?:\s+real)?|nessuna\s+soluzione(?:\s+reale)?"
    r"|non\s+ha\s+soluzioni(?:\s+reali)?|sem\s+solução(?:\s+real)?|não\s+(?:tem|há|possui)\s+solução(?:\s+real)?"
    r"|brak\s+(?:rzeczywistych\s+)?rozwiązań|geen\s+(?:reële\s+)?oplossing(?:en)?"
    r"|(?:gerçel\s+)?çözüm(?:ü)?\s+yok(?:tur)?|لا\s+(?:يوجد|توجد)\s+حل(?:\s+حقيقي)?|لا\s+حل"
    r"|tidak\s+ada\s+(?:solusi|penyelesaian)(?:\s+real)?|vô\s+nghiệm|không\s+có\s+nghiệm(?:\s+thực)?"
    r"|ไม่มีคำตอบ(?:ที่เป็นจำนวนจริง)?|कोई\s+(?:वास्तविक\s+)?हल\s+नहीं(?:\s+है)?"
    r"|nemá\s+(?:reálné\s+)?řešení|ingen\s+(?:reell\s+)?lösning|δεν\s+(?:έχει|υπάρχει)\s+(?:πραγματική\s+)?λύση"
    r"|אין\s+פתרון|walang\s+solusyon|(?:جواب|پاسخ|راه[\s\u200c]?حل)\s+ندارد|καμία\s+(?:πραγματική\s+)?λύση"
    r"|saknar\s+(?:reella\s+)?lösning(?:ar)?|কোনো\s+(?:বাস্তব\s+)?সমাধান\s+নেই"
)

# "Check:" in other languages, the word that opens a check line ("Probe: 4 * 86 = 344. ✓",
# "检验：142 + 96 = 238，正确。", "확인: 10년 후 ...", "تحقق: ..."); a colon follows it.
FOREIGN_CHECK_WORD = (
    r"(?:probe|prüfung|überprüfung|kontrolle|vérification|vérifions|verificaci[óo]n"
    r"|comprobaci[óo]n|comprobamos|comprobemos|verifica|verifichiamo|controllo|verificação"
    r"|verificamos|verifiquemos|проверка|проверим|проверяем|перевірка|перевіряємо|перевіримо"
    r"|провера|kontrol|sağlama|doğrulama|kiểm\s+tra(?:\s+lại)?|kiểm\s+chứng|thử\s+lại|sprawdzenie"
    r"|sprawdźmy|weryfikacja|controle|verificatie|kontrola|zkouška|ověření|skúška|overenie"
    r"|provjera|provera|preverjanje|patikrinimas|pārbaude|ellenőrzés|tarkistus|verificare"
    r"|pemeriksaan|pengecekan|periksa|semakan|semak|cek|kontroll|kontrollera|pagsusuri|suriin"
    r"|uhakiki|hakiki|επαλήθευση|έλεγχος|ελέγχουμε|tjek|sjekk|kontroller)\b"
    r"|验证|驗證|檢驗|检验|检查|验算|驗算|核对|核對|校验|確認|検算|検証|검산|검증|확인|تحقق|التحقق"
    r"|للتحقق|بررسی|وارسی|בדיקה|נבדוק|אימות|ตรวจสอบ|ตรวจคำตอบ|जाँच|जांच|सत्यापन|যাচাই"
    r"|சரிபார்ப்பு|சரிபார்ப்போம்|سرپڑتال|جانچ|پڑتال"
)

# "The answer" in other languages, and the words that may stand between it and the value in a
# plain statement of it ("Odpověď je 157.", "A válasz 157.", "Vastaus on $x$."): copulas,
# articles, "final", "correct". A last sentence that names the answer in one of these languages
# and puts any other word before the value says something else of it ("Odpověď není 157.",
# "Jibu si $6\pi$.", "Vastaus ei ole ..."): read by the last-line tier (`rppo_check.tail`).
# "Therefore" / "so" opening a concluding clause, as models write it in French, Spanish, Italian,
# Portuguese, German, Russian, Ukrainian, Polish, Czech, Dutch, Swedish, Turkish, Indonesian,
# Vietnamese, Persian, Arabic, Hebrew, Hindi, Korean (German "also" left out: it is English too).
FOREIGN_THEREFORE = (
    r"donc|alors|entonces|por\s+lo\s+tanto|así\s+que|quindi|dunque|então|portanto|daher"
    r"|somit|поэтому|значит|так\s+что|тому|отже|więc|zatem|dlatego|takže|proto|dus|daarom"
    r"|därför|yani|dolayısıyla|jadi|maka|nên|vì\s+vậy|do\s+đó|پس|بنابراین|لذلك|إذن|לכן|ולכן"
    r"|इसलिए|अतः|따라서|그러므로|그래서"
)
FOREIGN_ANSWER_WORD = (
    r"(?<![^\W\d_])(?:odpověď|odpoveď|odpowiedź|válasz|răspuns(?:ul)?|vastaus|vastus|jibu|antwort"
    r"|réponse|respuesta|risposta|resposta|ответ|відповідь|cevap|jawaban(?:nya)?|jawapan"
    r"|antwoord|svaret|svarið|svar|atsakymas|atbilde|odgovor|sagot|απάντηση|התשובה|תשובה|الجواب"
    r"|الإجابة|پاسخ|جواب|đáp\s+án|đáp\s+số|câu\s+trả\s+lời|ergebnis|endergebnis)(?![^\W\d_])|答案|答え|정답|คำตอบ|उत्तर|উত্তর|பதில்"
    # Korean's short "답" ("따라서 답은 350만 원입니다."), not inside a word (대답, 답변)
    r"|(?<![가-힣])답(?=[은는이][ \t]|[ \t]*[:：])"
)
PLAIN_BETWEEN = frozenset(
    """
    je jest to wynosi brzmi znie je: az a este e on ni ist lautet est es és è é la le el il lo o
    final finale finalny finalna finální konečná végső finală lopullinen mwisho endgültige
    סופית סופי הסופית הסופי konačan konačni konačna коначан коначни коначна окончателен
    окончателният краен крайният konečný endelige endelig slutgiltiga slutliga τελική
    окончательный окончательная итоговый итоговая остаточна остаточний ostateczna végleges
    definitiva definitivo définitive uiteindelijke definitieve இறுதி حتمی آخری pinal huling akhir
    końcowa końcowy końcowe ostateczny ostateczne slutligt slutlig slutgiltigt slutgiltig endgültig
    nihai son τελικό τελικός konečné finaler finales finalen definitief สุดท้าย
    insgesamt total totale totalt łącznie всего разом toplam toplamda jumlah celkem összesen
    yhteensä συνολικά tổng cộng مجموع मोट কুল sobram sobran restam restano restent bleiben zostaje
    kalır tersisa zbývá остается залишається
    yang benar betul tepat siis följande folgende suivante seuraava は次のとおりです 次のとおりです
    以下のとおりです 다음과 같습니다
    correct correcte correcta correcto corretta corretto correta correto korrekt richtige
    richtig juste bonne helyes správná správně poprawna corect oikea sahihi igaz правильный
    правильная правильна вірна вірний верный верная الصحيح الصحيحة صحيح درست صحیح הנכונה הנכון सही
    সঠিক doğru 正确 正確 正しい 올바른 정확한 ที่ถูกต้อง ที่ถูกต้องคือ
    blir bliver wird wordt devient diventa fica становится стає olur menjadi γίνεται
    равен равна равно это является дорівнює є adalah ialah yaitu yakni ialah is är er er: ir yra
    ay ang là là: είναι η ο το היא הוא هو هي است dır dir tır tir dur tür dür den het de
    het juiste 是 为 為 应该是 應該是 应是 應是 应为 應為 就是 即是 即为 即為 は 는 은 คือ है ہے نهایی نهائي النهائي النهائية
    میشود می شود برابر با يساوي beträgt ergibt vaut égale equivale resulta vale risulta dá
    eşittir sama dengan bằng đúng cuối cùng
    donc alors also daher somit entonces tanto por quindi dunque então portanto значит итак
    alltså altså därför derfor dermed daarom dakle tehát joten deci proto takže
    поэтому 所以 因此 因而 따라서 だから kaya jadi więc zatem tedy dus così así assim så vậy
    হলো হল হচ্ছে হবে হলো: हैं होगा
    chf usd eur gbp inr tl try rs rp ksh kes zar brl rub uah pln czk kč huf sek nok dkk idr vnd
    mxn ars jpy cny krw sar aed egp ngn ron sfr
    của tôi mình saya aku ของฉัน ของผม שלי
    """.split()
    # (a currency's code before the amount: "Die Antwort ist CHF 21.50.", "Jibu ni KSh 45,900.";
    # "my" where it follows the word: "Đáp án của tôi: 15", "Jawaban saya: 15", "התשובה שלי: 15")
)

# Units and counters of other languages in Latin letters, a closed list as the English `UNITS` is
# (`#### 20 anni`, `142 tane`, `7 người`): time, pieces, people, money, length, mass, volume in
# Italian, German, Spanish, Portuguese, French, Dutch, Polish, Turkish, Indonesian/Malay,
# Vietnamese, Swedish, Finnish, Hungarian, Czech, Romanian. Any other word stays refused: a
# counted noun in another language (`5 uova`) is not told from a word that changes the number.
# Words of other languages that, right after a number, compare it, multiply it or give it a sign
# (`38 menos`, `38 minder`, `38 gange så mange`, `1.125 negativo`): the number is then no amount
# stated as it is, whatever noun a closed list of units would let pass.
FOREIGN_COMPARING = frozenset(
    """
    menos moins meno weniger minder mindre færre färre mniej меньше менше méně kevesebb vähemmän
    más mais più mehr meer flere fler więcej больше більше více több enemmän
    veces vezes fois volte mal keer gange ganger gånger razy raza раз рази разів kez kere kali
    lần φορές krát kertaa ori
    negativo negativa negativos negativas négatif négative négatifs negativ negatief
    negatieve ujemne ujemny ujemna отрицательное отрицательный отрицательная отрицательных
    від'ємне від'ємний від'ємна negatif záporné záporný negatívny negatív
    কম कम منفی منفي سالب سالبة
    زیادہ گنا کم गुना अधिक ज़्यादा ज्यादा
    """.split()
)
# The same words as a scan, at word edges (in any script): `223 pasajeros menos`, `223 জন কম যাত্রী`.
FOREIGN_COMPARING_WORD = (
    r"(?<![^\W\d_])(?:"
    + "|".join(sorted((re.escape(word) for word in FOREIGN_COMPARING), key=len, reverse=True))
    + r")(?![^\W\d_])"
)
FOREIGN_UNITS = frozenset(
    """
    anni anno jahre jahr años año anos ano ans jaar jaren lat lata roku yıl yaş tahun năm år
    vuotta évet éves let roky ani
    mesi mese monate monat meses mes mois maanden maand miesięcy miesiące bulan tháng månader
    kuukautta hónap hónapot měsíců luni
    giorni giorno tage tagen días día dias dia jours jour dagen dag dni gün hari ngày dagar päivää
    napot nap dní zile
    ore ora stunden stunde horas hora heures heure uur godzin godziny saat jam giờ timmar tuntia
    órát óra hodin
    minuti minuto minuten minutos minut minuty dakika menit phút minuter minuuttia percet perc
    settimane settimana wochen woche semanas semana semaines semaine weken week tygodni hafta
    minggu tuần veckor viikkoa hetet týdnů săptămâni
    pezzi pezzo piezas pieza peças peça pièces pièce stuks stuk sztuk sztuki tane adet buah biji
    cái chiếc quả con kpl darab kusů ks bucăți
    persone persona personen person personas pessoas personnes mensen osób osoby kişi orang người
    personer henkilöä fő lidí oameni
    dollari dólares dolares dólar dolar dolarów euros euro reais rupias rupiah đồng kronor kronen
    forint korun koruny pesos soles liras lire złotych złote zloty lei
    metri metro metros mètres mètre metrów metrů kilometri kilómetros kilometros kilomètres
    chilometri kilometrów grammi gramos gramas grammes gram gramów chili kilos kilogrammi litri
    litros litres litrów litrů
    """.split()
)

# A percentage's word after its number, in the languages models answer in (the ones that put it
# before the number, Turkish `yüzde 28` and Chinese `百分之28`, are not words after a value):
# `28 per cento`, `35 процентов`, `28 パーセント`, `28 درصد`.
FOREIGN_PERCENT = (
    r"(?<![^\W\d_])(?:per[ \t]?cento|por[ \t]+ciento|por[ \t]+cento|pour[ \t]?cent|prozent"
    r"|procent[ay]?|procentów|procento|persen|phần[ \t]+trăm|процент(?:а|ов|ы)?|відсот(?:ок|ки|ків|ка)"
    r"|درصد|في[ \t]+الم[ئا]+ة|بالم[ئا]+ة|प्रतिशत|শতাংশ|τοις[ \t]+εκατό|אחוז(?:ים)?)"
    # (Thai, Japanese and Korean write the word onto what follows: "35 เปอร์เซ็นต์ของ 80")
    r"(?![^\W\d_])|เปอร์เซ็นต์|パーセント|퍼센트|[٪％]"
)

# A bound in the languages models answer in: "Es sind mindestens 63 Plätze frei.", "答えは 64
# 以上です。", "제10항은 39 이상입니다.", "Sonuç 9'dan büyüktür." state no value. Words that also
# name a quantity ("el valor mínimo", "最大公約数", "nilai minimal") are left out; the bound
# written after the number in Chinese, Japanese and Korean counts only there ("以上より" opens a
# conclusion: "from the above").
FOREIGN_BOUND = (
    r"(?<![^\W\d_])(?:mindestens|höchstens|wenigstens|al\s+menos|por\s+lo\s+menos|como\s+mínimo"
    r"|como\s+máximo|au\s+moins|au\s+plus|au\s+minimum|au\s+maximum|pelo\s+menos|no\s+mínimo"
    r"|no\s+máximo|almeno|al\s+massimo|al\s+più|come\s+minimo|minstens|ten\s+minste|hoogstens"
    r"|op\s+zijn\s+(?:minst|hoogst)|minst|högst|åtminstone|alespoň|nejméně|nejvýše|co\s+najmniej"
    r"|przynajmniej|co\s+najwyżej|najwyżej|как\s+минимум|по\s+меньшей\s+мере|не\s+менее|не\s+более"
    r"|хотя\s+бы|щонайменше|щонайбільше|принаймні|setidaknya|paling\s+sedikit|paling\s+banyak"
    r"|ít\s+nhất|nhiều\s+nhất|tối\s+thiểu|tối\s+đa|τουλάχιστον|το\s+πολύ|en\s+az|en\s+fazla"
    r"|en\s+çok)(?![^\W\d_])"
    r"|['’]?[dt][ae]n[ \t]+(?:daha[ \t]+)?(?:fazla|büyük|küçük|az)(?:[dt][ıiuü]r)?(?![^\W\d_])"
    r"|לפחות|לכל\s+היותר|לכל\s+הפחות|على\s+الأقل|على\s+الأكثر|حداقل|حداکثر|دست\s*کم"
    r"|कम\s+से\s+कम|अधिक\s+से\s+अधिक|ज़्यादा\s+से\s+ज़्यादा|অন্তত|কমপক্ষে|อย่างน้อย|อย่างมาก"
    r"|至少|最多|最少|不少于|不少於|不超过|不超過|不低于|不低於|少なくとも|最低でも|多くとも|적어도|최소한"
    # ("15 分以上", "15 phút trở lên", "15 minut nebo více": the value, then "or more")
    r"|(?<=\d)[ \t]*[^\d\s.,。、]{0,3}?[ \t]*(?:以上|以下|未満|未满|이상|이하|미만|초과)"
    r"|(?<![^\W\d_])(?:trở[ \t]+lên|trở[ \t]+xuống|nebo[ \t]+více|nebo[ \t]+méně|oder[ \t]+mehr"
    r"|o[ \t]+más|ou[ \t]+plus|o[ \t]+più|ou[ \t]+mais|или[ \t]+больше|lub[ \t]+więcej|of[ \t]+meer"
    r"|eller[ \t]+mer|atau[ \t]+lebih|veya[ \t]+daha[ \t]+fazla|ή[ \t]+περισσότερο|সর্বোচ্চ|সর্বনিম্ন)(?![^\W\d_])"
    r"|超过|超過|多于|多於|少于|少於|不到"
)


# A value denied, then the one put in its place, in the languages models answer in: "nicht 207,
# sondern 189", "не 1475, а 1385", "no es 6000 sino 6250 dólares", "304명이 아니라 268명",
# "6000 नहीं, बल्कि 6250", "không phải 9 mà là 8,4", "ไม่ใช่ 608 แต่เป็น 437", "300 değil, 268".
# Groups `denied` / `value` (the negation before the denied value) and `denied_after` /
# `value_after` (the negation after it). The value ends the sentence, with at most a few words of
# unit after it (which the caller checks judge nothing).
# (a minus sign as typeset, `−19`, too)
_NOT_BUT_NUMBER = r"[-−]?[$€£¥₹]?\d(?:\d|[,.](?=\d)|[ \u00a0\u202f](?=\d{3}(?!\d)))*"
# (an abbreviated unit keeps its full stop before the comma: "не 95,06 руб., а 96,95 руб.")
_NOT_BUT_UNIT = r"(?:[^\d\n.;!?。！？]|(?<=[^\W\d_])\.(?=[ \t]*[,，]))" + "{0,24}?"
_NEGATION_BEFORE = (
    r"(?<![^\W\d_])(?:nicht|pas|no(?:\s+es)?|non(?:\s+è)?|niet|não(?:\s+é)?|не|ні|nie|bukan"
    r"|tidak|không(?:\s+phải)?(?:\s+là)?|inte|ikke|ليس|ليست|לא|δεν\s+είναι|όχι|nu(?:\s+este)?"
    r"|si|není|nem|hindi|אינה|אינו|איננה|איננו)(?![^\W\d_])|不是|并非|並非|ไม่ใช่"
)
_BUT_INSTEAD = (
    r"(?<![^\W\d_])(?:sondern|mais|c['’]est|sino|ma|bensì|bensi|maar|mas|а|a|lecz|ale|tylko|mà(?:\s+là)?|melainkan"
    r"|tetapi|utan|men|بل|بلکه|אלא|αλλά|ci|bali(?:\s+ni)?|hanem|kundi|e\s+sim|mas\s+sim)"
    r"(?![^\W\d_])|而是|แต่เป็น|แต่"
)
_NEGATION_AFTER = (
    r"(?<![^\W\d_])(?:değil|नहीं|নয়|نه|نیست)(?![^\W\d_])|ではなく|じゃなくて|(?:이|가)?[ \t]*아니라"
)
_BUT_AFTER = r"(?<![^\W\d_])(?:बल्कि|বরং|بلکه|ama|fakat|aksine)(?![^\W\d_])"
_DENIED_ASIDE = r"(?:[ \t]*\((?:[^()\n]|\((?:[^()\n]|\([^()\n]*\))*\)){0,80}\))?"
NOT_THIS_BUT_ANY_LANGUAGE = (
    rf"(?:{_NEGATION_BEFORE})[ \t]*(?P<denied>{_NOT_BUT_NUMBER}){_NOT_BUT_UNIT}{_DENIED_ASIDE}[ \t]*"
    rf"[,，、،]?[ \t]*(?:{_BUT_INSTEAD})[ \t]*(?P<value>{_NOT_BUT_NUMBER})(?P<unit>[^\d\n]{{0,30}})$"
    rf"|(?P<denied_after>{_NOT_BUT_NUMBER}){_NOT_BUT_UNIT}[ \t]*(?:{_NEGATION_AFTER})[ \t]*"
    rf"[,，、،;؛]?[ \t]*(?:(?:{_BUT_AFTER})[ \t]*)?"
    # (a few words of what follows: "Cevap 1432,5 TL değil; doğru cevap 1910 TL.")
    rf"(?P<words_after>(?:[^\W\d_]+[ \t]+){{0,3}})(?P<value_after>{_NOT_BUT_NUMBER})"
    rf"(?P<unit_after>[^\d\n]{{0,30}})$"
)
# ... with the values in math: "La réponse n'est pas $\frac{1}{2}$ mais $-\frac{1}{2}$.",
# "Відповідь: не $[-1, 7]$, а $(-1, 7)$."
# (the value may be a bare number after the denied math: "התשובה אינה $15 \cdot 25 = 375$ אלא
# 75."; or the negation after the denied value, a few words of how it is written before the
# value: "Cevap $\frac{45}{99}$ değil, sadeleştirilmiş hâliyle $\frac{5}{11}$.")
# (an aside in brackets may follow the denied value: "не $2x^2 - 5$ (це $f(g(x))$), а ..."; a
# copula may end the sentence: "... नहीं, बल्कि $9x^2 - 24x + 16$ है।")
_COPULA_END = r"(?:[ \t]*(?:है|हैं|dir|dır|tir|tır|là|です|입니다|이다))?[ \t]*[.!。।]?[ \t]*$"
NOT_THIS_BUT_MATH_ANY_LANGUAGE = (
    rf"(?:{_NEGATION_BEFORE})[ \t]*\$(?P<denied>[^$\n]{{1,80}})\${_DENIED_ASIDE}[ \t]*[,，、،]?[ \t]*"
    rf"(?:{_BUT_INSTEAD})[ \t]*(?:\$(?P<value>[^$\n]{{1,80}})\$|(?P<bare>{_NOT_BUT_NUMBER}))"
    rf"{_COPULA_END}"
    rf"|\$(?P<denied_after>[^$\n]{{1,80}})\${_DENIED_ASIDE}[ \t]*(?:{_NEGATION_AFTER})[ \t]*"
    # (a copula after the negation, and a semicolon: "उत्तर $\sqrt{148}$ नहीं है, बल्कि ...",
    # "پاسخ $\frac{5\pi}{12}$ نیست؛ پاسخ درست $\frac{7\pi}{12}$ است.")
    rf"(?:(?:है|हैं)[ \t]*)?[,，、،;؛]?[ \t]*(?:(?:{_BUT_AFTER})[ \t]*)?(?:[^\W\d_]+[ \t]+){{0,3}}"
    rf"\$(?P<value_after>[^$\n]{{1,80}})\$(?:[ \t]*است)?{_COPULA_END}"
)

# "Maybe", "probably" in the languages models answer in, as whole words (the scripts without
# spaces by stems that hold no other word): a hedge after a value put in a denied one's place
# ("..., 1910 TL olabilir.", "..., а 1910 рублей, наверное.").
FOREIGN_MAYBE = (
    r"(?<![^\W\d_])(?:olabilir|belki|наверное|наверно|вероятно|возможно|может|мабуть|напевно"
    r"|ймовірно|можливо|vielleicht|wahrscheinlich|peut-être|probablement|quizás|quizá|tal\s+vez"
    r"|probablemente|forse|probabilmente|talvez|provavelmente|może|prawdopodobnie|možná"
    r"|pravděpodobně|muhtemelen|galiba|sanırım|mungkin|barangkali|kemungkinan|có\s+lẽ|ίσως"
    r"|πιθανόν|πιθανώς|misschien|waarschijnlijk|kanske|förmodligen|troligen)(?![^\W\d_])"
    r"|ربما|אולי|शायद|也许|大概|かも|아마"
)

# A note in brackets that the answer was checked, in the languages models answer in:
# "32,000円（検算済み）", "32000元（已验证）", "(проверено)".
FOREIGN_CHECKED_NOTE = (
    r"検算済み|確認済み|検証済み|已验证|已驗證|已检验|已檢驗|已验算|검산\s*완료|확인\s*완료"
    r"|проверено|перевірено|geprüft|überprüft|vérifié|verificado|verificato|sprawdzone|doğrulandı"
    r"|kontrol\s+edildi|đã\s+kiểm\s+tra|terverifikasi|kontrollerat|gecontroleerd"
)

# "Because" and "since" in the languages models answer in: a clause after the answer's sentence
# that gives the reason for it ("La risposta non è $[5, \infty)$ ma $(5, \infty)$, perché $x = 5$
# non soddisfa ...", "Η απάντηση είναι $-6$, όχι $6$, αφού $\frac{1}{64} < 1$.").
REASON_WORD = (
    r"(?<![^\W\d_])(?:because|since|perché|poiché|porque|pois|ya\s+que|parce\s+que|puisque|car"
    r"|weil|denn|da|omdat|want|eftersom|därför\s+att|fordi|потому\s+что|так\s+как|поскольку|ибо"
    r"|бо|оскільки|тому\s+що|ponieważ|gdyż|bo|protože|jelikož|çünkü|zira|karena|sebab|vì|bởi\s+vì"
    r"|αφού|επειδή|διότι|γιατί|כי|מכיוון|לאחר\s+ש|لأن|لان|چون|زیرا|क्योंकि|কারণ)(?![^\W\d_])"
    r"|因为|因為|由于|由於|ので|から|때문|เพราะ"
)

# "Not", "no", "never" and the hedges "about", "maybe" in the languages models answer in, as
# words (Latin, Cyrillic, Greek scripts) or as characters and stems (the others): a sentence after
# "Answer:" in another language with none of them states its value plainly ("Odpověď: Sleva je
# 171 Kč.", "উত্তর: মোট ৭২০টি চারা লাগবে।"); with one it may deny or hedge it.
# "About" before a rounded value in the languages models answer in ("(circa 78,54 cm²)",
# "(aproximadamente 0,139)", "(≈ 22 €)" has its own sign): shared by the readings of a rounding
# note (`rppo_check.units`, `rppo_check.builtin`) and of a number after the answer that is no
# value stated (`rppo_check.retractions`).
FOREIGN_ABOUT = (
    r"circa|ca\.|etwa|in\s+etwa|ungefähr|rund|environ|aprox\.?|aproximadamente|aproximativ"
    r"|approssimativamente|cerca\s+de|unos|unas|quasi|khoảng|přibližně|približno|około"
    r"|przybliżeniu|приблизно|примерно|около|ongeveer|ungefär|omkring|noin|körülbelül|kb\.?"
    r"|yaklaşık|sekitar|lagbhag|लगभग|প্রায়|περίπου|تقريبًا|تقريبا|تقریباً|تقریبا|בערך|大约|大概"
    r"|およそ|約|约|대략|약"
    # (and "almost", "around", "more or less" in more of them: "bijna 13", "takriban 13",
    # "alrededor de 110", "σχεδόν 1992", "mga ₱1,992", "lebih kurang 615", "cam 42", "ประมาณ 110")
    r"|bijna|zo['’]n|omstreeks|takriban|karibia|alrededor\s+de|más\s+o\s+menos|σχεδόν"
    r"|mga(?=\s*[₱$]?\s*(?:\d|$))|humigit[\s-]+kumulang|lebih\s+kurang|hampir|kira-kira|cam|aproape"
    r"|nagyjából|majdnem|لگ\s*بھگ|करीब|तकरीबन|כמעט"
    # (and "just over", "a good", "at most", "around" in more of them; the words that also name a
    # place or a topic only right before a number: "sobre 30", not "sobre la mesa")
    r"|чуть\s+(?:больше|меньше)|немногим\s+(?:больше|меньше)|knapp|gut(?=\s*(?:\d|$))|だいたい|ราว"
    r"|halos|hindi\s+hihigit\s+sa|karibu(?!\s+na\b)|hooguit|een\s+stuk\s+of|à\s+peu\s+près"
    r"|un\s+peu\s+(?:plus|moins)\s+de|por\s+volta\s+de|kurang\s+lebih|poco\s+(?:más|menos)\s+de"
    r"|(?:sobre|sulle|kama|près\s+de|rond\s+de|em\s+torno\s+de)(?=\s*(?:R\$|[€$])?\s*(?:\d|$))"
)
# An estimate written after the value (and its unit): "13 くらい", "1,992 달러 정도", "615 页左右",
# "110 dollár körül", "615 עמודים בערך", "110 ดอลลาร์โดยประมาณ", "13 hivi".
FOREIGN_ABOUT_AFTER = (
    r"(?:[ \t]*[^\s\d.,;:!?()（）。、]{1,12}){0,2}?[ \t]*(?:左右|前後|くらい|ぐらい|程度|정도|쯤|가량|โดยประมาณ"
    r"|近く|안팎|के\s+आसपास"
    r"|(?:körül|hivi|בערך|περίπου|más\s+o\s+menos|plus\s+ou\s+moins|grosso\s+modo|civarında"
    r"|o\s+higit\s+pa|environ|o\s+giù\s+di\s+lì|или\s+около\s+того|oder\s+so)(?![^\W\d_]))"
)
# A bound or an estimate, which a reader of math that drops words must not read as the value:
# "约 64", "64 左右", "mindestens 64".
FOREIGN_BOUND_OR_ABOUT = (
    rf"{FOREIGN_BOUND}|(?<![^\W\d_])(?:{FOREIGN_ABOUT})(?![^\W\d_])|左右|前後|くらい|ぐらい"
    # (the scripts without spaces, and Persian and Arabic "about": "約十二個", "حدود دوازده")
    r"|(?<![公])[約约](?![数數分])|大概|およそ|ประมาณ|เกือบ"
    r"|(?<![^\W\d_])(?:حدود|حوالي|حوالى|تقریبا|تقريبا)(?![^\W\d_])"
)
FOREIGN_NOT_OR_HEDGE = (
    r"(?<![^\W\d_])(?:not|no|non|nicht|kein\w*|nie|ne|není|nejsou|nem|nincs|pas|não|nao|değil(?:dir)?|yok"
    r"|tidak|tak|bukan|không|chưa|chẳng|inte|ikke|ej|niet|geen|ei|nu|nije|nisu|ni|hindi|wala|si"
    r"|не|нет|ни|нема|немає|δεν|όχι|μην|δε|nunca|jamais|niemals|никогда|etwa|ungefähr|circa"
    r"|environ|approximativement|aproximadamente|cerca|около|примерно|приблизно|sekitar|kira|khoảng"
    r"|yaklaşık|aşağı|quizás|quizá|tal\s+vez|peut-être|vielleicht|forse|talvez|может|możliwe|może"
    r"|možná|belki|olabilir|mungkin|có\s+lẽ|ίσως|περίπου|lagbhag|ou|oder|or|lub|albo|nebo|или|або|veya"
    r"|atau|hoặc|eller|vagy|około|oko|ok|cca|asi|zhruba|přibližně|približno|rund|ca|env|quasi"
    r"|aprox|unos|unas|alrededor|ongeveer|omkring|ungefär|cirka|noin|kb|körülbelül|mintegy"
    r"|aproximativ|близько|почти|kurang|chừng|kadar|σχεδόν|наверное|наверно|вероятно|возможно|мабуть"
    r"|напевно|ймовірно|можливо|wahrscheinlich|probablement|probablemente|probabilmente"
    r"|provavelmente|prawdopodobnie|pravděpodobně|muhtemelen|galiba|sanırım|barangkali|kemungkinan"
    r"|waarschijnlijk|förmodligen|troligen|πιθανόν|πιθανώς)(?![^\W\d_])"
    r"|לא|אין|בערך|אולי|לערך|لا|ليس|ليست|لم|لن|غير|حوال|تقريب|نحو|قرابة|ربما|نه|نیست|نمی|تقریب"
    r"|حدود|شاید|یا|नहीं|करीब|प्रायः|आनुमानिक|আনুমানিক|ราว|대략|정도|大约|大約|左右|上下|およそ|ほど|程度"
    # (Hindi "या", or, a word of its own: inside "संख्याओं" its letters follow a vowel sign)
    # (and Bengali "অথবা", "বা", or)
    r"|लगभग|शायद|(?<!\S)या(?!\S)|অথবা|(?<!\S)বা(?!\S)|না|নয়|নেই|প্রায়|হয়তো|ไม่|ประมาณ|อาจ|หรือ|不|没|沒|無|无|非|约|約|大概|也许|或"
    r"|ない|なく|じゃ|ません|くらい|ぐらい|かも|아니|아닙|않|안|약|쯤|아마|또는"
)

# Someone else's answer reported, or one supposed, in the languages models answer in: "我的同学说
# 答案是285", "Mon camarade dit que la réponse est 285", "Если бы ..., вероятность была бы ...",
# "Eğer sıra önemli olmasaydı cevap ... olurdu". (Not the model's own "I think": the subject is
# someone else, or the verb reports.)
FOREIGN_REPORTED = (
    rf"{NOT_AT_DIGIT}(?:"
    r"(?<!我)(?<!我们)(?<!我們)(?:说|說|认为|認為|觉得|覺得|声称|聲稱)(?:的)?(?:答案|结果|結果)"
    # the answer a book gives: "Laut Lösungsbuch ist das Ergebnis ...", "según el libro ..."
    r"|(?<![^\W\d_])(?:laut|gemäß|según|selon|secondo|segundo|według|podle|согласно)\s+"
    r"(?:(?:dem|der|el|le|la|il|o|del|du)\s+)?(?:lösungsbuch|lehrbuch|buch|musterlösung|lösungen"
    r"|libro|solucionario|livre|manuel|corrigé|manuale|livro|gabarito|podręcznik|klucza?"
    r"|učebnice|учебник\w*)(?![^\W\d_])"
    # ... in Hebrew and Arabic: "לפי התשובון, התשובה היא 373." (according to the answer key)
    r"|לפי\s+(?:התשובון|הספר|ספר\s+הלימוד|מפתח\s+התשובות|הפתרון\s+בספר)"
    r"|(?:وفقًا|وفقا|حسب)\s+(?:ل)?(?:الكتاب|مفتاح\s+الإجابة|مفتاح\s+الإجابات|كتاب\s+الحلول)"
    # the answer a book gives: "课本后面给出的答案是 ...", "教科書の答えは"
    r"|(?:课本|教材|书上|書上|参考答案|答案册|教科書|解答集)[^。！？\n]{0,12}"
    r"(?:给出|給出|给的|給的|写着|寫著|写的|寫的|说|說|の答え|に)"
    # "如果砍掉的是 95 棵，则剩 823 棵", "もし…なら", "만약 …면": what would be
    r"|(?:如果|假如|假设|假設|要是|倘若)[^。！？\n]{0,60}(?:就|则|則|会|會|将|將|那么|那麼)"
    r"|もし[^。！？\n]{0,60}(?:ば|たら|なら)|만약[^.!?\n]{0,60}면"
    # a supposition: "נניח שהפתרונות הם ...", "Supposons que ...", "Giả sử ..."
    r"|(?<![^\W\d_])(?:supposons|suponiendo|supongamos|supponiamo|supponendo|suponhamos|supondo"
    r"|angenommen|предположим|допустим|припустимо|załóżmy|przypuśćmy|předpokládejme|varsayalım"
    r"|misalkan|andaikan|giả\s+sử|ας\s+υποθέσουμε|נניח|לנניח|لنفترض|فرض\s+کنیم|मान\s+लीजिए"
    r"|stel\s+dat|veronderstel|antag\s+att|anta\s+at|antag\s+at|oletetaan|tegyük\s+fel"
    r"|să\s+presupunem)"
    r"(?![^\W\d_])|สมมติ|仮に|가정하면"
    r"|(?:によると|によれば|と言って|と言った|とされて|と書かれて|と書いて)|(?:에\s*따르면|라고\s*(?:했|말했|합니다|적혀|쓰여|나와|되어))"
    # ("교과서에는 "정답: 149권"이라고 적혀 있습니다.": the textbook says ...)
    r"|(?:교과서|교재|해답지|정답지|책)(?:에는|에서는|에)"
    # "引用课本的话：“...”" (quoting the textbook), "หนังสือเรียนเขียนว่า “...”" (the textbook writes)
    r"|引用(?:课本|課本|教科书|教科書|书上|書上)|หนังสือ(?:เรียน)?(?:เขียน|บอก)ว่า"
    # "I quote": "Cituji řešení z učebnice: „$\sqrt{72} = 6\sqrt{2}$“." (I quote the textbook's)
    r"|(?<![^\W\d_])(?:cituji|citujem|cytuję|zitiere|ich\s+zitiere|цитирую|цитую|je\s+cite|cito"
    r"|cito\s+testualmente)(?![^\W\d_])"
    # (third-person verbs of saying and believing: "je pense que" is the model's own)
    r"|(?<![^\W\d_])(?:(?:dit|affirme|prétend|croit)\s+que"
    r"|(?:dice|dijo|piensa|cree|afirma)\s+que|(?:diz|disse|acha|afirma)\s+que"
    r"|(?:dice|ha\s+detto|pensa|crede|afferma)\s+che|(?:sagt|meint|behauptet|glaubt),?\s+dass"
    r"|(?:говорит|сказал|сказала|считает|думает|утверждает),?\s+что|по\s+словам"
    r"|(?:каже|казав|казала|казали|сказав|сказала|говорив|говорила|вважає|думає),?\s+що|(?:mówi|powiedział|twierdzi|uważa),?\s+że"
    r"|(?:zegt|zei|denkt|beweert)\s+dat|(?:säger|sa)\s+att|(?:říká|řekl|tvrdí|myslí),?\s+že"
    r"|diyor|dedi|söylüyor|(?:bilang|mengatakan|berkata|menyatakan)(?:\s+bahwa)?"
    r"|nói\s+(?:rằng|là)|λέει\s+ότι|είπε\s+ότι"
    # what would be, not what is: "Если бы ..., вероятность была бы ...", "Eğer ... olmasaydı"
    r"|если\s+бы|якби|gdyby|kdyby|eğer\b[^.!?\n]{0,80}(?:saydı|seydi|saydi|seydı)"
    r"|wäre|wären|hätte|hätten|würde|würden|ergäbe"
    # "Si 75 chaises étaient vides, il y en aurait 357", "Si hubiera gastado ..., le quedarían"
    r"|(?:si|se)\b[^.!?\n]{0,80}\b(?:serait|seraient|aurait|auraient|resterait|resteraient|ferait"
    r"|faudrait|coûterait|sería|serían|tendría|tendrían|habría|habrían|quedaría|quedarían|costaría"
    r"|daría|haría|sarebbe|sarebbero|avrebbe|avrebbero|resterebbe|costerebbe|seria|seriam|teria"
    r"|teriam|haveria|ficaria|ficariam|custaria"
    # (and any verb in those conditionals: "si l'on demandait ..., on trouverait ...")
    r"|[^\W\d_]+(?:erait|irait|rait|raient|ría|rían|rebbe|rebbero))"
    # (whole words in these scripts too: "قال" is in "البرتقالات")
    r"|يقول|قال|يظن|يعتقد|אמר|אומר|कहता|कहती|कहा|אילו|אם\s+היה)(?![^\W\d_])"
    # Arabic's counterfactual: "لو كان نصف القطر 4 ... لكان الحجم 48π" (had it been ..., it would)
    r"|(?<![^\W\d_])و?لو\s[^.!?\n]{0,120}\sل(?:كان|كانت|كانوا|صار|أصبح)(?![^\W\d_])"
    # ... Dutch, Swedish, Danish and Norwegian: "Als er 12 geslaagd waren, zou het 75% zijn."
    r"|(?<![^\W\d_])(?:als|indien)\s[^.!?\n]{0,80}\bzou(?:den)?\b"
    r"|(?<![^\W\d_])om\s[^.!?\n]{0,80}\bskulle\b|(?<![^\W\d_])hvis\s[^.!?\n]{0,80}\bville\b"
    # ... Indonesian and Persian: "Jika urutan diperhatikan, banyak caranya menjadi 95.040.",
    # "(اگر سطرها را جابه‌جا کنیم، دترمینان 13 می‌شود.)"
    r"|(?<![^\W\d_])(?:jika|kalau|seandainya|andaikan)\s[^.!?\n]{0,80}\b(?:menjadi|akan)\b"
    # ... Vietnamese: "Nếu bán kính là $9$ thì diện tích hình quạt là $18\pi$, nhưng ..."
    r"|(?<![^\W\d_])nếu\s[^.!?\n]{0,80}\sthì(?![^\W\d_])"
    # ... Romanian: "(Dacă împărțitorul ar fi 2, rezultatul ar fi $\frac{5}{2}$.)"
    r"|(?<![^\W\d_])dac[ăa]\s[^.!?\n]{0,80}\bar\s+fi\b"
    r"|(?<![^\W\d_])اگر\s[^.!?\n]{0,100}(?:می\u200cشود|میشود|می\s+شود|می\u200cشد|می\s+شد))"
)
