"""`rppo_check.numberwords`: numerals in the words of other languages, read only when the words
make one well-formed numeral of one language."""

from __future__ import annotations

import pytest
from rppo_check.numberwords import foreign_spelled_to_digits

READ = [
    ("Відповідь: двісті двадцять п'ять гривень.", "Відповідь: 225 гривень."),
    ("Ответ: две тысячи триста.", "Ответ: 2300."),
    ("Đáp số: một trăm bốn mươi bảy nghìn đồng.", "Đáp số: 147000 đồng."),
    ("Đáp số: một trăm linh năm", "Đáp số: 105"),
    ("La risposta è duecentoventicinque euro.", "La risposta è 225 euro."),
    ("Risposta: mille e duecento.", "Risposta: 1200."),
    ("Antwort: fünfhundertvierzig Euro.", "Antwort: 540 Euro."),
    ("Antwoord: tweehonderdvijfentwintig.", "Antwoord: 225."),
    ("Svar: femtusen femhundra kronor.", "Svar: 5500 kronor."),
    ("La respuesta es doscientos veinticinco pesos.", "La respuesta es 225 pesos."),
    ("Resposta: duzentos e vinte e cinco reais.", "Resposta: 225 reais."),
    ("Réponse : quatre-vingt-dix-sept euros.", "Réponse : 97 euros."),
    ("Réponse : soixante et onze euros.", "Réponse : 71 euros."),
    ("Odpowiedź: dwieście dwadzieścia pięć złotych.", "Odpowiedź: 225 złotych."),
    ("Cevap: iki yüz yirmi beş.", "Cevap: 225."),
    ("Jawaban: seratus empat puluh tujuh ribu rupiah.", "Jawaban: 147000 rupiah."),
    ("Jawaban: dua belas.", "Jawaban: 12."),
    ("الإجابة: خمسة عشر", "الإجابة: 15"),
    ("الإجابة هي خمسمائة وخمسة وتسعون كرسيًا.", "الإجابة هي 595 كرسيًا."),
    ("ตอบ ยี่สิบเอ็ด", "ตอบ  21 "),  # (a Thai numeral is set apart by spaces first)
]

# Left as they are: no well-formed numeral, a lone word for one, a word that only opens with a
# number word, "not" (Vietnamese "không" is zero as well).
KEPT = [
    "La respuesta es dos tres.",
    "Es un problema difícil.",
    "ไม่สามารถตอบได้",
    "คำตอบคือสองสาม",
    "Đáp án không phải là số này.",
    "Risposta: cento cento.",
    "Ответ: сорок тридцать.",
]


@pytest.mark.parametrize(("sentence", "expected"), READ)
def test_a_numeral_in_words_is_read(sentence: str, expected: str) -> None:
    assert foreign_spelled_to_digits(sentence) == expected


@pytest.mark.parametrize("sentence", KEPT)
def test_other_words_are_kept(sentence: str) -> None:
    assert foreign_spelled_to_digits(sentence) == sentence
