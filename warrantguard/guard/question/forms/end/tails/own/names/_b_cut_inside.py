"""Option B cut inside a phrase of its own, mended: a capitalised name that runs on past B's last word ("Petplan or
Bought | By Many for a …"), an amount's rate unit ("a standalone GL policy at $2M | per occurrence"), and a
progressive predicate's verb read as B's last word ("Is a cash ISA or a premium bonds account | paying | better")."""

from __future__ import annotations

from warrantguard.guard.question.words import COMPARATIVES, DETERMINERS, POSSESSIVES, PREPOSITIONS, Around, Token
from warrantguard.guard.question.words import text as tx

__all__ = ["named_run_b", "per_unit_b", "progressive_predicate_b"]

_STOPS = ("?", "!", ".", ",", ";", ":")
_COPULA_OPENINGS = frozenset({"is", "are", "was", "were"})


def _bare(tok: Token) -> Token:
    """``tok`` without a closing mark ("occurrence?" -> "occurrence")."""
    text = tok.text.rstrip("?!.,;:")
    return tok if text == tok.text else Token(text, tok.start, tok.start + len(text))


def _amount(tok: Token) -> bool:
    """Is ``tok`` an amount ("$2M", "180ml", "£1m")?"""
    return tok.text[:1].isdigit() or tok.text.startswith(("$", "£", "€"))


def named_run_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the capitalised words running on from its last word when B is one capitalised word inside a sentence
    with capitals ("Petplan or Bought | By Many for a French bulldog?"): the rest of B's name, not a cut; ``b``
    otherwise ("Petplan or Bought By Many"; "Aldi or Lidl | UK": a second word only)."""
    if around.uncased or len(b) != 1 or not b[0].capitalized or b[0].text.endswith(_STOPS):
        return b
    run: list[Token] = []
    nxt = around.next(b[0])
    while nxt is not None and nxt.capitalized and nxt.text[:1].isalpha():
        run.append(_bare(nxt))
        if nxt.text.endswith(_STOPS):
            break
        nxt = around.next(nxt)
    if len(run) < 2 or any(t.low in ("i", "a") for t in run) or not a:
        return b
    return [*b, *run]


def per_unit_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with "per <unit>" closing the sentence after B's closing amount when A closes on no amount ("a BOP with
    $1M/$2M limits or a standalone GL policy at $2M | per occurrence?"): the amount's own unit; ``b`` otherwise
    ("$10 or $20 | per person": both amounts' unit)."""
    if not a or not b or not _amount(b[-1]) or _amount(a[-1]) or len(b) < 3:
        return b
    per = around.next(b[-1])
    unit = around.next(per) if per is not None and per.low == "per" else None
    if per is None or unit is None or not unit.low.rstrip("?!.").isalpha() or (around.next(unit) is not None
                                                                and not unit.text.endswith(_STOPS)):
        return b
    return [*b, per, _bare(unit)]


def progressive_predicate_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B without a closing -ing word after its articled head when a comparative follows it and the sentence opens
    on "is" / "are" ("Is a cash ISA or a premium bonds account | paying | better right now"): the predicate's verb,
    not B's; ``b`` otherwise ("Is pine or aspen bedding better": no article; "… or 30 minutes of running better")."""
    articled = DETERMINERS | POSSESSIVES
    if len(b) < 2 or not tx.ing_word(b[-1].low) or b[-2].low in PREPOSITIONS \
            or not (b[0].low in articled or ((art := around.prev(b[0])) is not None and art.low in articled)):
        return b
    nxt = around.next(b[-1])
    first = around.before(a[0]) if a else []
    if nxt is None or nxt.low.rstrip("?!.") not in COMPARATIVES or not first:
        return b
    opening = next((t for t in reversed(first) if around.opens(t)), first[0])
    return b[:-1] if opening.low in _COPULA_OPENINGS else b
