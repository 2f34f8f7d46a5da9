"""The texts sent to models. Kept in one place so fakes and adapters can recognise them."""

from __future__ import annotations

__all__ = [
    "BELIEF_MARKER",
    "CONFIDENCE_QUESTION",
    "GENERATOR_MARKER",
    "MAPPING_MARKER",
    "answer_instruction",
    "belief_question",
    "mapping_question",
    "reminder",
]

ANSWER_MARKER = "Answer with exactly one of the two options"
CONFIDENCE_QUESTION = (
    "On a scale from 0 to 100, how confident are you in that answer? Respond with only the number."
)
BELIEF_MARKER = "What is the probability, from 0 to 100, that"
GENERATOR_MARKER = "You write probe questions for a reliance certificate."


def answer_instruction(prompt: str, first: str, second: str) -> str:
    """The focal prompt followed by the instruction to name exactly one option."""
    return (
        f"{prompt}\n\n{ANSWER_MARKER}: \"{first}\" or \"{second}\". "
        "Respond with only that option and nothing else."
    )


def belief_question(prompt: str, option_a: str, option_b: str) -> str:
    """A separate query for P(option A is the better answer), 0–100."""
    return (
        f"Consider this question: \"{prompt}\"\n\n{BELIEF_MARKER} \"{option_a}\" is the better "
        f"answer rather than \"{option_b}\"? Respond with only a whole number from 0 to 100."
    )


MAPPING_MARKER = "Which of the two options does your answer above recommend"


def mapping_question(first: str, second: str) -> str:
    """Asked after a free-text answer, in its conversation: which option it recommends."""
    return (
        f"{MAPPING_MARKER}: \"{first}\" or \"{second}\"? Respond with only that option and nothing else, "
        "or with \"neither\" if it recommends neither."
    )


def reminder(kind: str, options: tuple[str, str] | None = None) -> str:
    """The reminder sent after a non-conforming answer."""
    if kind == "option" and options:
        return (
            f"Your reply did not follow the required format. Respond with exactly one of "
            f"\"{options[0]}\" or \"{options[1]}\" and nothing else."
        )
    return "Your reply did not follow the required format. Respond with only a whole number from 0 to 100."
