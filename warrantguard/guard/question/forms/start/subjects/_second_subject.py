"""B as the subject of a second, copular question: "do we need a minivan or | would a three-row SUV | be
enough?", "should I buy a car or | would a bike | be better?". The auxiliary opening B and the copula with
its predicate closing it ask about B as the first question asks about A: B is the noun phrase between
them (:func:`copular_b`); so after "or is / are" when a comparative or "enough" closes the sentence
("or | are all-seasons | enough?", "or is | 8Cr13MoV | fine?"); and before a "do" of sufficing ("or will | a 100m
diver | do?")."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COMPARATIVES, COPULAS, DETERMINERS, PRONOUNS, Refusal, Token

__all__ = ["copular_b"]

_MODALS = frozenset({"would", "will", "could", "can", "might", "should"})
_SPAN = 5  # words of B's noun phrase at most
_SUFFICING = frozenset({"enough", "fine", "ok", "okay", "sufficient"})  # "or is | 8Cr13MoV | fine?"


def _needed(left: list[Token] | None) -> bool:
    """Does A's side ask what is needed or worth it ("do I need | D2", "is it worth getting | …")? Then "fine" after
    B's subject says B suffices instead (not "Should I be worried if … or is a small amount fine?": no need asked)."""
    words = {t.low for t in left or []}
    return bool(words & {"need", "needs", "worth"}) and not words & {"if", "when", "because", "since"}


def _will_do(right: list[Token]) -> int | None:
    """Where "do" closes B's noun phrase after "will" / "would" and a determiner ("or will | a 100m diver | do (for
    …)?": "do" as "suffice", the sentence closing or a "for" phrase following); else ``None``. Added for the
    hundred-and-forty-second held-out part."""
    if right[0].low not in ("will", "would"):
        return None
    do = next((k for k in range(2, min(len(right), _SPAN + 2)) if right[k].low.rstrip("?.!") == "do"), None)
    if do is None or any(t.low in AUX | PRONOUNS for t in right[2:do]):
        return None
    return do if do == len(right) - 1 or right[do].text.endswith(("?", ".", "!")) else None  # not "… do | for now"


def copular_b(right: list[Token], left: list[Token] | None = None) -> list[Token]:
    """B without its auxiliary and its copula ("would | a three-row SUV | be enough"); else ``right``.
    Refuses "… or would it be better (to lease)?": a second question, whose option the words do not set off; so "Do I
    still give a gift or | is my presence enough?": "still" weighs doing A at all, so B's subject may stand against
    A's whole verb phrase, not against its object."""
    if len(right) > 2 and right[0].low in _MODALS and right[1].low == "it" and right[2].low == "be":
        raise Refusal(f"a second question ('… or {right[0].low} it be …'), not a second option")
    closers = COMPARATIVES | {"enough"} | (_SUFFICING if _needed(left) else frozenset())
    if 3 <= len(right) <= 5 and right[0].low in ("is", "are") and right[-1].low in closers \
            and not any(t.low in AUX or t.low in PRONOUNS or t.low in COPULAS for t in right[1:-1]):
        if left and any(t.low == "still" for t in left):
            raise Refusal("a second question ('… still … or is … enough?'): doing the first at all, or the second")
        return right[1:-1]  # "do I need winter tires or | are all-seasons | enough?"
    if len(right) < 4 or right[0].low not in _MODALS or right[1].low not in DETERMINERS:
        return right
    if (done := _will_do(right)) is not None:
        return right[1:done]  # "… or will | a 100m diver | do for snorkelling?"
    be = next((k for k in range(2, min(len(right), _SPAN + 2)) if right[k].low == "be"), None)
    if be is None or be < 3 or be == len(right) - 1 or any(t.low in AUX for t in right[2:be]):
        return right
    return right[1:be]
