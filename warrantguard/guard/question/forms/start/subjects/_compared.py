"""Option A without a comparison noun or a comparative before it: "tradeoffs of | homeschooling", "a clear
recommendation of | Asana", "do better with | chemistry", "be happier | living with us or living near us" (see
``_options``)."""

from __future__ import annotations

from warrantguard.guard.question.words import (
    COMPARATIVES,
    COMPARISON_NOUNS,
    DETERMINERS,
    PREPS,
    PRONOUNS,
    Around,
    Token,
    articled,
    ing_word,
    is_verb,
)

__all__ = ["compared_object", "comparison_of"]

_DEGREE_ADVERBS = frozenset({"well", "more", "less", "badly"})


def compared_object(toks: list[Token], right: list[Token]) -> list[Token]:
    """Option A without a comparison noun before it: "tradeoffs of | homeschooling", "the pros and
    cons of | renting" (the option is the object of "of" / "between"); or without a comparative and
    its preposition when B has none: "do better with | chemistry or physics"."""
    if len(toks) > 2 and toks[0].low in COMPARATIVES | _DEGREE_ADVERBS and toks[1].low in PREPS \
            and right[0].low not in PREPS and not is_verb(right[0]):
        return articled(toks[2:])
    at = 2 if [t.low for t in toks[:2]] == ["better", "off"] else 1  # "be better off | moving in with us or …"
    if len(toks) > at + 1 and _comparative(toks[0]) and toks[at].low == right[0].low and toks[at].low.endswith("ing"):
        return toks[at:]  # "be happier | living with us or living near us": each option opens with the same gerund
    k = next((k for k, t in enumerate(toks) if t.low in ("of", "between")), None)
    if k is None or k == 0 or k + 1 >= len(toks):
        return toks
    head = [t.low for t in toks[:k] if t.low not in DETERMINERS]
    if head and all(w in COMPARISON_NOUNS for w in head) and head[-1] != "and":
        return toks[k + 1 :]
    if head and head[-1] in _CHOICE_NOUNS and toks[k].low == "of":
        return articled(toks[k + 1 :])  # "a clear recommendation of | Asana or Monday.com"
    return toks


def _comparative(tok: Token) -> bool:
    """A comparative adjective ("better", "happier", "calmer", "more"): listed, or a lower-case ``-er`` word."""
    return tok.low in COMPARATIVES | _DEGREE_ADVERBS or (tok.low.endswith("er") and tok.low.isalpha()
                                                         and len(tok.low) > 4 and not tok.capitalized)


# Nouns naming the choice itself, whose "of" phrase holds the options: "a clear recommendation of | A or B", "the
# option of | a 3-day or a 4-day running week".
_CHOICE_NOUNS = frozenset({"recommendation", "choice", "decision", "verdict", "selection", "option"})


def comparison_of(core: list[Token]) -> list[Token]:
    """A's side after a comparison noun and its "of" / "between", whatever comes before it ("could you put together
    a short comparison of | hay versus straw … and tell me which"): the things compared are the options."""
    k = next((k for k in range(1, len(core) - 1) if core[k].low in ("of", "between")
              and core[k - 1].low in COMPARISON_NOUNS - {"and", "relative"}), None)
    return core if k is None else core[k + 1 :]


def degree_before_gerund(core: list[Token], right: list[Token], around: Around) -> list[Token]:
    """A's side without the comparative opening it after "be" when both options are gerunds ("Would I be | more useful
    coaching again or helping at …", "Would I be | happier teaching or writing"): the degree asks which, the
    gerunds are the options; ``core`` unchanged otherwise."""
    before = around.prev(core[0]) if core else None
    if before is None or len(core) < 2 or not right:
        return core
    if before.low not in _BE:
        k = 2 if _verbs_degree(before, core) else 0
    else:
        k = 2 if core[0].low in ("more", "less") and core[1].text.isalpha() else int(core[0].low in COMPARATIVES)
    b = right[1:] if right[0].low in ("just", "maybe", "still") else right
    if not k or k >= len(core) or not ing_word(core[k].low) or not b:
        return core
    if not ing_word(b[0].low):
        return _gerunds_object(core, k)
    return core[k:]


def _gerunds_object(core: list[Token], k: int) -> list[Token]:
    """The gerund's object, when B is no gerund ("Would he be happier doing | pure dressage or pure showjumping"):
    the comparative and its gerund are shared, the objects are the options; ``core`` unchanged when no object
    follows the gerund at once (a preposition: "happier living in the city or …")."""
    if k + 1 >= len(core) or core[k + 1].low in PREPS or not core[k + 1].text[:1].isalnum():
        return core
    return core[k + 1 :]


def _verbs_degree(subject: Token, core: list[Token]) -> bool:
    """Whether A's side opens with a subject's plain verb, its degree and a gerund ("Would I | learn more buying one
    nice coin … or a bunch of …", "do you | save less cooking at home or …"): the verb and its degree are shared,
    the gerunds (or their objects) are the options."""
    return len(core) > 2 and subject.low in PRONOUNS - {"it", "one"} and core[0].text.isalpha() \
        and core[0].low not in _BE and core[1].low in ("more", "less") and ing_word(core[2].low)


_BE = frozenset({"be", "am", "is", "are", "was", "were", "feel"})
