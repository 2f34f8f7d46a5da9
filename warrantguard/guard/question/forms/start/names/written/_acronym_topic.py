"""Common nouns before an acronym A against a bare acronym B: "Crop insurance RP or YP for the soybeans?",
"health insurance PPO or HMO": the nouns may be the topic both acronyms name a kind of ("RP" / "YP") or A's own
head ("smart TV or OLED"), which the form cannot tell: refused (added for the sixty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AMBIGUOUS, DETERMINERS, PREPOSITIONS, Around, Token, is_verb

__all__ = ["acronym_topic"]


def acronym_topic(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why A of two lower-case nouns or more and an acronym against a lone acronym B ("Crop insurance | RP" / "YP")
    is refused, or ``None`` (A the acronym alone; "buy | RP", a verb or a preposition before the nouns)."""
    if len(b) != 1 or len(a) < 3 or not (_acronym(a[-1]) and _acronym(b[0])):
        return None
    nouns = a[:-1]
    prev = around.prev(a[0])
    first_capital = prev is None or prev.text[-1:] in ".!?"  # the sentence's first word is capitalised as such
    if any(t.low in DETERMINERS or t.low in PREPOSITIONS or not t.text.isalpha() for t in nouns) \
            or any(t.capitalized and not (k == 0 and first_capital) for k, t in enumerate(nouns)) \
            or (is_verb(nouns[0], initial=True) and nouns[0].low not in AMBIGUOUS):  # "Crop | insurance": a noun
        return None
    return (f"unclear whether '{' '.join(t.text for t in nouns)}' is part of the first option or what both "
            f"'{a[-1].text}' and '{b[0].text}' are kinds of")


def _acronym(tok: Token) -> bool:
    """Is ``tok`` an acronym of two to five capitals ("RP", "YP", "PPO")?"""
    w = tok.text.rstrip("?.!,")
    return 2 <= len(w) <= 5 and w.isalpha() and w.isupper()
