"""Step segmentation: spans point at the steps and reproduce the text."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from rppo_prm import join_steps, split_steps, steps_of


def test_lines_mode_gives_one_step_per_non_blank_line() -> None:
    text = "  Natalia sold 48/2 = 24 clips.\n\nShe sold 48+24 = 72.  \n#### 72\n"
    spans = split_steps(text)
    assert steps_of(text, spans) == [
        "Natalia sold 48/2 = 24 clips.",
        "She sold 48+24 = 72.",
        "#### 72",
    ]


def test_sentences_mode_keeps_decimals_whole() -> None:
    text = "It costs $3.50 each. So 2 x 3.50 = 7! Done?\nNext line"
    assert steps_of(text, split_steps(text, "sentences")) == [
        "It costs $3.50 each.",
        "So 2 x 3.50 = 7!",
        "Done?",
        "Next line",
    ]


def test_tag_mode_drops_the_tag() -> None:
    text = "Step 1: 2+2=4 ки\nStep 2: 4*2=8 ки\n"
    assert steps_of(text, split_steps(text, "tag", tag="ки")) == ["Step 1: 2+2=4", "Step 2: 4*2=8"]


def test_bad_mode_and_empty_tag_are_rejected() -> None:
    with pytest.raises(ValueError, match="unknown mode"):
        split_steps("x", "words")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="tag"):
        split_steps("x", "tag", tag="")


_text = st.text(alphabet=st.sampled_from(list("ab 1=+.\n\t!?é数")), max_size=80)


@given(_text, st.sampled_from(["lines", "sentences", "tag"]))
def test_spans_reproduce_the_text(text: str, mode: str) -> None:
    spans = split_steps(text, mode, tag="\n")  # type: ignore[arg-type]
    # Ordered, non-overlapping, trimmed, and nothing but whitespace (and tags) between them.
    previous_end = 0
    for start, end in spans:
        assert previous_end <= start < end <= len(text)
        step = text[start:end]
        assert step == step.strip() and step
        gap = text[previous_end:start]
        assert gap.strip() == ""
        previous_end = end
    assert text[previous_end:].strip() == ""
    # No visible character is lost: the steps hold every non-space character, in order.
    visible = "".join(ch for ch in text if not ch.isspace())
    assert "".join("".join(s.split()) for s in steps_of(text, spans)) == visible


@given(st.lists(st.text(min_size=1, max_size=20), max_size=6))
def test_join_steps_inverts_spans(steps: list[str]) -> None:
    text, spans = join_steps(steps, sep="\n")
    assert steps_of(text, spans) == steps
