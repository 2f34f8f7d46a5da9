"""A verb phrase A closing on a participle, then B of two words, a word both adjective and verb and a bare plural
noun ("feed my ball python frozen/thawed or | live rats"): B a verb and its object ("live rats"?) or a kind of the
thing A's verb gives ("live" rats against "frozen/thawed" ones)? The form does not say, so the pair is refused
(added for the forty-second held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import ADJECTIVE_VERBS, DETERMINERS, PRONOUNS, Token, is_verb

__all__ = ["described_object"]


def described_object(core: list[Token], right: list[Token]) -> str | None:
    """Why a verb-phrase pair "VERB X Y or ADJ NOUNS" ("feed my ball python frozen/thawed or live rats") is unclear:
    A a verb and two words or more closing on a participle ("frozen/thawed", "dried"), B exactly an adjective-verb
    ("live", "dry", "warm") and a bare lower-case plural; else ``None`` ("… or live rats in a tub": B says more; "…
    or clean the cages": B's object has its determiner; "merge the repos or separate concerns": A ends on its
    object)."""
    last = core[-1].text.lower()
    if len(core) < 3 or len(right) != 2 or not is_verb(core[0], initial=True) or core[-1].capitalized \
            or not ("/" in last or last.endswith(("ed", "en"))):
        return None  # A closing on a participle, a state set against B's adjective ("frozen/thawed", "dried")
    word, noun = right[0], right[1].text.rstrip("?!.,")
    if word.low not in ADJECTIVE_VERBS or not word.text.islower() or not noun.isalpha() or not noun.islower():
        return None
    if not noun.endswith("s") or noun.endswith("ss") or noun in DETERMINERS | PRONOUNS:
        return None
    return (f"unclear whether '{word.text} {noun}' is a verb and its object or a kind of {noun} against "
            f"'{core[-1].text}'")
