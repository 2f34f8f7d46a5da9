"""Two plural subjects and a bare verb before a comparative: "katahdins or dorpers | gain faster on pasture?",
"angus or herefords | grow faster on grass?". The verb agrees with the plural subject, so the predicate starts at
the verb, not at the comparative after it (added for the sixty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DETERMINERS, PREPOSITIONS, Token, is_verb

__all__ = ["plural_verb"]


def plural_verb(a: list[Token], right: list[Token], pred: int) -> int:
    """``pred`` - 1 when the word before the comparative at ``pred`` is a lower-case bare verb after B's plural head
    and A too ends on a plural ("katahdins" / "dorpers | gain faster"), else ``pred`` ("beef | stock better":
    no plural before it; "a cover crop or a | cash crop better": A no plural; "… or a school with a strong sports |
    program better": B's head no bare plural of one or two words)."""
    if not 2 <= pred <= 3 or right[pred].low.rstrip("?.!,") not in COMPARATIVES:
        return pred
    verb, head = right[pred - 1], right[pred - 2]
    if verb.capitalized or not is_verb(verb) or not _plural(head) or not a or not _plural(a[-1]) \
            or any(t.low in DETERMINERS or t.low in PREPOSITIONS for t in right[: pred - 1]):
        return pred
    return pred - 1


def _plural(tok: Token) -> bool:
    """Is ``tok`` a plural noun in "-s" ("dorpers", "Kikos"; not "grass", "angus", "its")?"""
    w = tok.low
    return w.isalpha() and len(w) > 3 and w.endswith("s") and not w.endswith(("ss", "us", "is"))
