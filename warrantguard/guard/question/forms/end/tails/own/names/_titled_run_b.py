"""A title's run of capitals after B's capitalised last word, joined by small lower-case words ("Ballad of Songbirds
and Snakes or Sunrise | on the Reaping next?", "with Calibre or with Send | to Kindle for a Paperwhite?"): B is one
name cut at its first joining word. B keeps the run when A is itself a title of that form (capitals joined by small
lower-case words), or when B's last word is a capitalised verb inside its sentence: a verb is capitalised there only
in a name ("Send to Kindle"). Not "… or United | to Denver" (no title A, no base verb), nor lower-case words after B.
A name of two capitalised words or more before "to" and two capitalised words or more ("Erdnase vs Royal Road | to
Card Magic", "… or British Airways | to New York") is refused: the rest of B's title, or where both go?"""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Refusal, Token, is_verb, title_run

__all__ = ["titled_run_b"]

# The small words a title joins its capitalised words with ("Sunrise on the Reaping", "Send to Kindle"); not "for",
# "with", "a": a purpose or a company said of both ("… Send to Kindle | for a Paperwhite").
_JOINERS = frozenset({"of", "on", "to", "the", "and", "in", "at"})


def titled_run_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B with the title's run after it ("… or Sunrise | on the Reaping" → "Sunrise on the Reaping"; "… or with Send |
    to Kindle" → "with Send to Kindle"); ``b`` as it was otherwise ("… or Lyft | to the airport": no capital after
    the joining words; "Delta or United | to Denver": A no title, B no verb)."""
    if around.uncased or not a or not b or not b[-1].capitalized or not around.whole(b[-1]).text[-1:].isalpha():
        return b
    run = title_run(b[-1], around, _JOINERS)
    if not run:
        return b
    if not (_title(a) or (not around.opens(b[-1]) and b[-1].text.isalpha() and _base_verb(b[-1]))):
        if _named_to_name(b, run):
            raise Refusal(f"unclear whether '{' '.join(t.text for t in run)}' is the rest of the second option's "
                          "title or said of both")
        return b
    return [*b, *run]


def _named_to_name(b: list[Token], run: list[Token]) -> bool:
    """Is B a name of two capitalised words or more and the run after it "to" and two capitalised words or more
    ("Royal Road | to Card Magic", "British Airways | to New York"): a title's rest, or where both go?"""
    named_b = len(b) > 1 and b[-1].capitalized and b[-2].capitalized
    return named_b and run[0].text == "to" and sum(t.capitalized for t in run) > 1


def _title(a: list[Token]) -> bool:
    """Is A a title of capitals joined by small lower-case words ("Ballad of Songbirds and Snakes")?"""
    inner = [t for t in a[1:-1] if not t.capitalized]
    return (len(a) >= 3 and a[0].capitalized and a[-1].capitalized and bool(inner)
            and all(t.text in _JOINERS for t in inner))


def _base_verb(tok: Token) -> bool:
    """Is the capitalised ``tok`` a verb's base form ("Send"), not a past form ("United") nor a noun?"""
    return is_verb(tok, initial=True) and not tok.low.endswith(("ed", "ing"))
