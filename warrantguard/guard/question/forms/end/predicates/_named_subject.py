"""Two names as a compound subject before a verb read as a noun: "whether Zinsser BIN or Kilz Original | blocks smoke
stains better". A is a name (every word capitalized), B a name and then a lower-case -s word, more words and a
comparative: the -s word is the subject's verb ("blocks"), not B's head, so B ends at its name. Names of two
words or more on both sides, or one word each before an -s word and its object ("PMG or PCGS | grades Chinese notes
more conservatively"; not "Sony or Nikon | batteries last longer": the -s word may be a head both share)."""

from __future__ import annotations

from warrantguard.guard.question.words import AUX, COMPARATIVES, COPULAS, DEGREE, PREPOSITIONS, Token, is_verb

__all__ = ["named_subject_b"]


def named_subject_b(a: list[Token], b: list[Token], right: list[Token]) -> list[Token]:
    """B cut to its capitalized name before an -s verb whose clause ends in a comparative ("Zinsser BIN or | Kilz
    Original | blocks smoke stains better"); else ``b``."""
    if not a or not b or not all(_named(t) for t in a) or right[: len(b)] != b:
        return b
    k = next((i for i, t in enumerate(right) if not _named(t)), len(right))
    if k < 1 or k >= len(b) or not right[k].low.endswith("s") or not right[k].low.isalpha():
        return b
    if (len(a) < 2 or k < 2) and not _verbs_object(a, right, k):
        return b
    rest = [t.low.rstrip("?.!,") for t in right[k + 1 :]]
    at = next((j for j, w in enumerate(rest) if w in COMPARATIVES or w in DEGREE), None)
    if not at or any(w in COPULAS or w in AUX for w in rest[:at]):
        return b
    return b[:k]


def _verbs_object(a: list[Token], right: list[Token], k: int) -> bool:
    """Is the -s word after one-word names a verb with its object ("if PMG or PCGS | grades Chinese notes more
    conservatively")? A and B one word each, and a modifier and its plural head after the -s word, the first no verb,
    preposition or degree ("Sony or Nikon batteries | last longer", "… batteries | in the cold …": a head both
    names share)."""
    after = right[k + 1] if k + 1 < len(right) else None
    if len(a) != 1 or k != 1 or after is None or not after.text.isalpha() or k + 3 >= len(right):
        return False  # an object of two words or more before the degree: "grades | Chinese notes | more …"
    if not (right[k + 2].low.endswith("s") and right[k + 2].text.isalpha()):
        return False  # the object's plural head: "Chinese | notes", not "last | much longer"
    return not (is_verb(after) or after.low in PREPOSITIONS | COMPARATIVES | DEGREE | AUX | COPULAS)


def _named(tok: Token) -> bool:
    """A word of a name: capitalized, or a model code ("BIN", "GCM12SD")."""
    return tok.text[:1].isupper()
