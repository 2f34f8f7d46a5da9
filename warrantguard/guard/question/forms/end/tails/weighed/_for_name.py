"""One bare word as B cut before "for" and one bare noun and a time, against a compound of two or more bare words as
A ("soup kitchen or habitat | for humanity this weekend"): B may be a name holding the "for" ("Habitat for
Humanity"), or the "for" phrase may be both options' purpose like the time after it: which cannot be told."""

from __future__ import annotations

from warrantguard.guard.question.words import DETERMINERS, PREPS, Around, Token, time_word

__all__ = ["for_name"]

_EVENT_HEADS = frozenset({"night", "day", "evening", "morning", "afternoon", "weekend", "season"})  # "pizza night",
# "game day", "produce season"


def for_name(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B cut before "for" is unclear, or ``None``: "soup kitchen or habitat | for humanity this weekend?!" (A two
    bare words or more, B one bare word, then "for", a bare word that is no time and a time word); not "cast iron or
    nonstick | for eggs" (no time after the purpose), "Chianti Classico or Montepulciano | for pizza night" (an event),
    "tea or coffee | for breakfast" (A one word), nor "… | for the kids" (a determiner)."""
    after = around.next(b[-1]) if len(b) == 1 else None
    obj = around.next(after) if after is not None and after.low == "for" else None
    if obj is None or after is None or len(a) < 2 or any(t.low in DETERMINERS | PREPS or not t.text.isalpha()
                                                          for t in a):
        return None
    timed = (then := around.next(obj)) is not None and time_word(then) and then.low not in _EVENT_HEADS  # not "for
    # pizza night": the noun and its bare time word one event, what both are for
    if not timed or obj.low in DETERMINERS or time_word(obj) or not obj.text.isalpha() or not b[0].text.isalpha():
        return None
    return f"unclear whether '{b[0].text} for {obj.text}' is one name or '{after.text} {obj.text}' is said of both"
