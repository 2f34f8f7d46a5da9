"""A from the name after "like" / "such as" when A is a plain noun phrase naming a kind and B a name alone
("whether tubeless sealant like | Orange Seal or Stan's lasts longer"): the kind is the head both names are examples
of, so the options are the two names (added for the eighty-sixth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DEGREE, Around, Token, is_verb

__all__ = ["exemplified_a"]


def exemplified_a(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """A past its kind and "like" / "such as" when the name after it and B's first word are capitalised and the kind
    is lower-case words, no verb ("tubeless sealant like | Orange Seal or Stan's"); ``a`` otherwise ("feel like Tuesday
    or Friday": a verb; "more like Pepsi or Coke": a degree; "sealant like Orange Seal or an insert": B no name)."""
    at = _example_start(a)
    if at is None or at >= len(a) or not a[at].capitalized or not b or not b[0].capitalized:
        return a
    kind = a[: at - 2 if a[at - 1].low == "as" else at - 1]
    if not kind or any(not t.text.isalpha() or t.text != t.low or is_verb(t) for t in kind):
        return a
    if kind[-1].low in COMPARATIVES | DEGREE or kind[-1].low in ("something", "anything", "stuff"):
        return a
    return a[at:]


def _example_start(a: list[Token]) -> int | None:
    """The index after A's "like" or "such as", else ``None``."""
    for k, t in enumerate(a):
        if t.low == "like" or (t.low == "as" and k > 0 and a[k - 1].low == "such"):
            return k + 1
    return None
