"""A lone verb A against B's verb, its articled object and a manner or degree adverb closing on the object ("to
repaste or to replace | the cooler entirely"): the object is shared when B's verb is read bare ("to lease or to buy |
a car"), but the adverb after it says how B's verb is done, so the object may be B's own; the form cannot tell, so
it is refused."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, Refusal, Token

__all__ = ["adverbed_object_problem"]


def adverbed_object_problem(core: list[Token], b_side: list[Token], b: list[Token]) -> None:
    """Raise :class:`Refusal` when A is one verb, B read as its bare verb, and B's side goes on with a determiner, one
    or two words and an "-ly" adverb ("replace | the cooler entirely …"); else return."""
    if len(core) != 1 or len(b) != 1 or len(b_side) < 4 or b_side[1].low not in DETERMINERS:
        return
    ly = next((k for k in range(3, min(len(b_side), 5)) if _ly_adverb(b_side[k])), None)
    if ly is None or not all(t.text.isalpha() for t in b_side[2:ly]):
        return
    raise Refusal(f"unclear whether '{' '.join(t.text for t in b_side[1 : ly + 1])}' is the second option's own "
                  "or its object shared by both")


def _ly_adverb(tok: Token) -> bool:
    """A lower-case "-ly" adverb of five letters or more ("entirely", "completely"), closing its word or clause."""
    w = tok.text.rstrip("?!.,")
    return len(w) > 4 and w.endswith("ly") and w.isalpha() and w.islower()
