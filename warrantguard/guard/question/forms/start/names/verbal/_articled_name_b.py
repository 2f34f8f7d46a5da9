"""An articled name as B against a bare singular A ("express bus or | the S-Bahn"): a name with its article is a noun
phrase, and a verb's singular object would take an article too, so A is a noun phrase whose first word, spelt like a
verb, opens the option ("express bus"), not a verb before it (not "paint fences or the Eiffel Tower": a plural)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, Token

__all__ = ["articled_name_b"]


def articled_name_b(a: list[Token], after: list[Token]) -> bool:
    """Do the words after the "or" open on an article and a capitalised word ("… or | the S-Bahn", "… or | the
    Eurostar"), A's last word a bare lower-case singular ("bus")?"""
    last = a[-1].text
    singular = last.isalpha() and last.islower() and (not last.endswith("s") or last.endswith(("ss", "us")))
    return singular and len(after) > 1 and after[0].low in ARTICLES and after[1].capitalized and after[1].low != "i"
