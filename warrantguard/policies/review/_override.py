"""What a reviewer's override may say: one of the item's two options, or (only where the
stakes level opts in with ``review_free_text``) free text marked as the reviewer's."""

from __future__ import annotations

from warrantguard.guard.spi import ConfigurationError
from warrantguard.policies._policy import StakesPolicy
from warrantguard.policies.review._store import ReviewItem

__all__ = ["MAX_FREE_TEXT", "REVIEWER_TEXT", "free_text_allowed", "is_reviewer_text",
           "override_answer"]

REVIEWER_TEXT = "[reviewer's text, not the model's] "
MAX_FREE_TEXT = 2000


def free_text_allowed(policy: StakesPolicy | None, item: ReviewItem) -> bool:
    """True when ``policy``'s level for the item's stakes allows a free-text override."""
    if policy is None:
        return False
    level = policy.levels.get(item.stakes)
    return level is not None and level.review_free_text


def is_reviewer_text(answer: str | None) -> bool:
    """True when a final answer is a reviewer's free text rather than an option."""
    return bool(answer) and str(answer).startswith(REVIEWER_TEXT)


def override_answer(item: ReviewItem, answer: str | None, *, free_text: bool = False) -> str:
    """The final answer to store for an override of ``item`` with ``answer``.

    One of the item's options (matched ignoring case and surrounding space) comes back
    as the option itself. Anything else is refused with :class:`ConfigurationError`
    unless ``free_text``; then it comes back prefixed with :data:`REVIEWER_TEXT`, so it
    can never pass for the model's answer.
    """
    text = (answer or "").strip()
    if not text:
        raise ConfigurationError("override needs an answer")
    for option in item.options:
        if text.casefold() == option.strip().casefold():
            return option
    if not free_text:
        choices = " or ".join(repr(o) for o in item.options)
        raise ConfigurationError(
            f"the override answer must be one of the item's options ({choices}); "
            f"stakes level {item.stakes!r} does not allow a reviewer's free text")
    if len(text) > MAX_FREE_TEXT:
        raise ConfigurationError(f"a free-text answer may have at most {MAX_FREE_TEXT} characters")
    return REVIEWER_TEXT + text.removeprefix(REVIEWER_TEXT.strip()).strip()
