""""which of" before a name after "the" closing the left side ("which of the Powerwall | or the Sigenergy stack copes
better"): the named options asked about, not members of a group ("which of the kids | or the parents …")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["told_which_of", "which_of_names"]


def which_of_names(toks: list[Token], k: int) -> bool:
    """Does a name after "the" or "a" fill the left side from ``k``, past "which of", to the "or" ("which of | the
    Powerwall or the Sigenergy stack …", "which of | a Fiskars StaySharp or a Bosch Rotak copes better")? Not "the
    kids", "a dog": no name."""
    return k + 1 < len(toks) and toks[k].low in _ARTICLES and all(t.capitalized or _model_code(t)
                                                                   for t in toks[k + 1 :])


def _model_code(tok: Token) -> bool:
    """A model code of digits and capitals inside a name ("Evostar | 72ED"; "Z61" is capitalised already)."""
    return tok.text[:1].isdigit() and any(c.isupper() for c in tok.text) and tok.text.isalnum()


_ARTICLES = frozenset({"the", "a", "an"})


def told_which_of(toks: list[Token], i: int) -> int:
    """Where the question asked starts when the left side tells the hearer to say "which of" or "which one of" ("Please
    tell me | which one of Shirley or Alicante gives …"): at "which", read as if it opened the sentence; ``i``
    otherwise ("tell me which laptop …": no "of")."""
    told = [k + 2 for k in range(i, len(toks) - 3) if toks[k].low == "tell" and toks[k + 1].low in ("me", "us")
            and toks[k + 2].low == "which" and toks[k + 3].low in ("of", "one")]
    return told[-1] if told else i
