"""A thing with something against the same thing without it: "thumbnail with my face or without?", "coffee without
sugar or with?". B is the bare opposite preposition (or it and "one" / "it" / "them"), so the options are A's
"with …" phrase and B; what stands before A's preposition ("thumbnail") is shared, not part of A."""

from __future__ import annotations

from warrantguard.guard.question.words import BOUND_VERBS, CUT_WORDS, VERB_CUT_WORDS, Token

__all__ = ["with_or_without"]

_OPPOSITE = {"with": "without", "without": "with"}
_STANDING_FOR = frozenset({"one", "it", "them"})  # "… or without one"
_LONGEST = 5  # words of A's phrase after its preposition
_NOT_IN_PHRASE = VERB_CUT_WORDS | frozenset({"and", "but", "to", "with", "without"})  # no clause, no second phrase


def with_or_without(left: list[Token], right: list[Token]) -> tuple[list[Token], list[Token]] | None:
    """A the last "with" / "without" phrase closing the left side and B the opposite preposition alone ("thumbnail |
    with my face or without", "… | with a splash pan or without one"); ``None`` otherwise."""
    if not right or right[0].low.rstrip("?.!,") not in _OPPOSITE:
        return None
    n = 1 + (len(right) > 1 and right[1].low.rstrip("?.!,") in _STANDING_FOR)
    if n < len(right) and right[n].low not in CUT_WORDS:
        return None  # "… or without a caption": B has its own object, other rules read it
    at = [k for k, t in enumerate(left) if t.low == _OPPOSITE[right[0].low.rstrip("?.!,")]]
    if not at or not 1 < len(left) - at[-1] <= _LONGEST + 1:
        return None
    if at[-1] and (left[at[-1] - 1].low == "off" or (left[at[-1] - 1].low, left[at[-1]].low) in BOUND_VERBS):
        return None  # "better off with | a tutor or …", "stick with | …": the preposition leads in, A follows it
    phrase = left[at[-1] + 1 :]
    if any(t.low in _NOT_IN_PHRASE or t.text.endswith((",", ";", ":")) for t in phrase):
        return None  # "with my rates and to send …": a clause or a second phrase inside A
    return left[at[-1] :], right[:n]
