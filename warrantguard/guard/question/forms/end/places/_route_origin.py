"""A name closing B before "to <name>": B's own, or the route's start? "ICE or Flixbus Berlin | to Hamburg"."""

from __future__ import annotations

from warrantguard.guard.question.words import Around, Refusal, Token

__all__ = ["route_origin", "route_start_b"]


def route_origin(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """``b`` unless a bare pair opening its sentence ("ICE or Flixbus Berlin | to Hamburg??", "Paris or New York |
    to Boston?"), B longer than A, closes on a name after a name and the route's "to <name>" closes the
    sentence: the last name may be B's ("New York") or the start of a route both options take ("Berlin to
    Hamburg"), which no word tells; refused. Not "Delta or United | to Hamburg" (a one-word B), "… from Paris or New
    York to Boston", "via FedEx or UPS Freight to Vegas" (a lead before A), "… to Manila with 2 suitcases" (more
    after the goal)."""
    goal_to = around.next(b[-1])
    goal = around.next(goal_to) if goal_to is not None else None
    if goal_to is None or goal is None or goal_to.low != "to" or not goal.capitalized or around.uncased:
        return b
    if len(b) < 2 or len(a) >= len(b) or not (b[-1].capitalized and b[-2].capitalized):
        return b
    if b[-1].text[-1:] in ",;:.?!)" or not around.opens(a[0]) or around.next(goal) is not None:
        return b
    raise Refusal(f"'{b[-1].text}' before 'to {goal.low.capitalize()}' may close option B or start a route both "
                  "options take: unclear where B ends")


def route_start_b(a: list[Token], b: list[Token], around: Around) -> list[Token]:
    """B before its closing "from <place>" when the route's "to" follows B and A has no "from" of its own ("Is the
    train or the coach | from London to Manchester less hassle?"): a cut at the "to" left half a route both options
    take on B. Not "the bus from Leeds or the train from York | to London" (A's own start: B's own too)."""
    j = next((j for j in range(len(b) - 1, 0, -1) if b[j].low == "from"), None)
    nxt = around.next(b[-1])
    if j is None or nxt is None or nxt.low != "to" or len(b) - j > 4 or any(t.low == "from" for t in a):
        return b
    return b[:j] if all(t.text.replace("-", "").isalpha() for t in b[j + 1 :]) else b
