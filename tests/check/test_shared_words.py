"""Word lists that several rules share (`rppo_check.units.is_unit_word`,
`rppo_check.words.DENOMINATOR_WORDS`, `rppo_check.estimates.BOUND_WORDS`, `rppo_check.stance`):
every rule built from a list must know every word of it, so a word added to the list reaches each
rule."""

from __future__ import annotations

from fractions import Fraction

import pytest
from rppo_check import closings, load_checker, qualifiers, retractions
from rppo_check.estimates import BOUND_WORDS
from rppo_check.stance import STRIKE_WORDS, STRUCK_WORDS, YES_WORDS
from rppo_check.units import is_unit_word
from rppo_check.wordedvalue import worded_value
from rppo_check.words import DENOMINATOR_WORDS

GSM8K, MATH = load_checker("gsm8k"), load_checker("math")


@pytest.mark.parametrize("word", ["weeks", "KM", "km/h", "M/S", "mph", "mi/hr", "kph"])
def test_units_and_speeds_are_unit_words(word: str) -> None:
    assert is_unit_word(word)


@pytest.mark.parametrize("word", ["apples", "km/s", "per", "h/km", ""])
def test_other_words_are_no_unit_words(word: str) -> None:
    assert not is_unit_word(word)


@pytest.mark.parametrize("unit", ["km/h", "m/s", "mi/h", "weeks"])
def test_a_note_opening_on_any_unit_word_reads_as_that_unit(unit: str) -> None:
    # "#### 26 (km/h, given)" is "#### 26 km/h (given)": the unit, then a note that holds
    assert GSM8K(f"#### 26 ({unit}, as asked)", "26").correct
    assert not GSM8K("#### 26 (apples, as asked)", "26").correct


@pytest.mark.parametrize("word", sorted(DENOMINATOR_WORDS))
def test_a_denominator_word_is_read_as_a_fraction(word: str) -> None:
    value = Fraction(3, DENOMINATOR_WORDS[word])
    shown = f"\\frac{{{value.numerator}}}{{{value.denominator}}}" if value.denominator > 1 else "1"
    assert worded_value(f"three {word}") == shown


@pytest.mark.parametrize("word", sorted(set(DENOMINATOR_WORDS) - {"half", "halves"}))
def test_a_denominator_word_after_a_gsm8k_number_is_no_unit(word: str) -> None:
    # "#### 18 hundredths" is 0.18, not 18 of something
    assert not GSM8K(f"#### 18 {word}", "18").correct
    assert GSM8K("#### 18 marbles", "18").correct


@pytest.mark.parametrize("phrase", BOUND_WORDS)
def test_a_bound_word_before_the_answer_states_no_value(phrase: str) -> None:
    assert not GSM8K(f"<answer>{phrase} 40</answer>", "40").correct  # a tag's content
    assert not MATH(f"So the length is {phrase} $\\boxed{{40}}$.", "40").correct  # a box
    assert not GSM8K(f"The bus carries {phrase} 40 people.", "40").correct  # the last line


def test_the_same_shapes_without_a_bound_state_the_value() -> None:
    assert GSM8K("<answer>40</answer>", "40").correct
    assert MATH("So the length is $\\boxed{40}$.", "40").correct
    assert GSM8K("The bus carries 40 people.", "40").correct


@pytest.mark.parametrize("word", YES_WORDS)
def test_a_yes_word_agrees_in_every_rule_that_reads_agreement(word: str) -> None:
    # a closing agreement the last-line tier skips, a check that confirms after a retraction,
    # and a doubt in a note answered at once
    assert closings.AFFIRMATION.search(f"{word.title()}, that's right.")
    assert retractions._CONFIRMED.search(f"Did I multiply right? {word.title()}: 6 * 3 = 18.")
    assert not qualifiers.unsettled_note(f"is that right? {word}, the rows are proportional")
    assert qualifiers.unsettled_note("is that right? the rows are proportional")


@pytest.mark.parametrize("word", STRUCK_WORDS)
def test_a_struck_word_takes_the_answer_back_in_every_rule(word: str) -> None:
    assert retractions._RETRACTION.search(f"I've {word} this out for now.")
    assert closings._TAKES_BACK.search(f"I have {word} it.")


@pytest.mark.parametrize("word", STRIKE_WORDS)
def test_a_strike_word_takes_the_answer_back_in_every_rule(word: str) -> None:
    assert retractions._RETRACTION.search(f"{word.title()} that: the count is off.")
    assert closings._TAKES_BACK.search(f"{word.title()} it.")
