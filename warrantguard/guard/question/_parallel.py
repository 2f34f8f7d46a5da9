"""Options found elsewhere (the model's extraction) checked under the rule of ``_options``."""

from __future__ import annotations

from warrantguard.guard.question import _text as tx
from warrantguard.guard.question._form import Around, parallel_core
from warrantguard.guard.question._wordlists import TIME_UNITS

__all__ = ["parallel_options", "same_asides", "second_question", "time_pair"]

_TIME_LEADS = frozenset({"this", "next", "last", "tomorrow", "tonight", "today", "now", "later", "sooner",
                         "yesterday", "early", "late", "right", "away", "immediately", "soon"})
_TIME_NOUNS = TIME_UNITS | frozenset({"morning", "afternoon", "evening", "night", "day", "days", "weeks", "months",
                                      "years", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                      "sunday", "weekends", "mornings", "evenings", "nights"})
_OPEN = frozenset({"what", "who", "how", "why", "when", "where"})
_TIME_SPAN = 3  # words in a time adverbial ("tomorrow morning", "this coming weekend")


def parallel_options(prompt: str, a: str, b: str) -> tuple[str, str] | None:
    """Options found elsewhere (the model's extraction) under the same rule as ``_options.locate``:
    ``None`` unless both occur in ``prompt`` as whole words at places that do not overlap;
    then the prompt's spelling of them, cut to their parallel core ("heating with gas" /
    "electricity" → "gas" / "electricity"; see :mod:`._form`), ``a`` first."""
    for sa in tx.whole_word_spans(prompt, a):
        for sb in tx.whole_word_spans(prompt, b):
            if sa[1] <= sb[0] or sb[1] <= sa[0]:
                return _cored(prompt, sa, sb)
    return None


def _cored(prompt: str, sa: tuple[int, int], sb: tuple[int, int]) -> tuple[str, str]:
    first, second = (sa, sb) if sa[0] < sb[0] else (sb, sa)
    x, y = tx.tokens(prompt[first[0] : first[1]], first[0]), tx.tokens(prompt[second[0] : second[1]], second[0])
    if x and y:
        x, y = parallel_core(x, y, Around(tx.tokens(prompt)))
    one = tx.span_text(prompt, x) or prompt[first[0] : first[1]]
    two = tx.span_text(prompt, y) or prompt[second[0] : second[1]]
    return (one, two) if sa[0] < sb[0] else (two, one)


def _time_word(tok: tx.Token) -> bool:
    return tok.low in _TIME_LEADS or tok.low in _TIME_NOUNS


def time_pair(left: list[tx.Token], right: list[tx.Token]) -> tuple[list[tx.Token], list[tx.Token]] | None:
    """Option B a bare time adverbial ("… or this evening", "… or later"): the options are the two
    time adverbials, A the one that ends the left side ("walk the dog | this morning"); the verb
    phrase before it is shared. ``None`` when B is not one or the left side ends in none."""
    if not right or len(right) > _TIME_SPAN or right[0].low not in _TIME_LEADS \
            or not all(_time_word(t) for t in right):
        return None  # not "… on Saturday or Sunday": a bare day is a noun option
    if left and left[0].low in _OPEN:
        return None  # "What did you do this morning or last night?": not a choice
    k = len(left)
    while k > 0 and len(left) - k < _TIME_SPAN and _time_word(left[k - 1]):
        k -= 1
    while k < len(left) and left[k].low not in _TIME_LEADS:
        k += 1  # the adverbial opens with its time word ("this", "tomorrow", "now")
    return (left[k:], right) if k < len(left) else None


_DECIDING = frozenset({"should", "shall", "worth", "better", "best", "smarter", "wiser", "preferable"})


def second_question(lead: list[tx.Token], right: list[tx.Token]) -> str | None:
    """Why "A or should I B" is not a choice between A and B, or ``None`` when it is: the first
    question must ask the same thing ("Should I … or should we …") or weigh A ("Is it worth …
    or should I …"), not ask a yes/no question of its own ("Is it OK to take ibuprofen or should
    I wait?", "Can I freeze it or does it go bad?")."""
    words = {t.low for t in lead}
    if right[0].low in words or words & _DECIDING:
        return None
    return (f"a yes/no question followed by another ('or {right[0].low} {right[1].low} …'), "
            "not a choice between two options")


def same_asides(a: list[tx.Token], b: list[tx.Token], around: Around) -> tuple[list[tx.Token], list[tx.Token]]:
    """Options whose bracketed asides are treated alike: when one ends with a bracketed aside
    ("the ThinkPad (lighter)") and the other is followed by one that it left off ("the MacBook |
    (better screen)"), the first's aside is dropped too."""
    return _unaside(a, b, around), _unaside(b, a, around)


def _unaside(x: list[tx.Token], y: list[tx.Token], around: Around) -> list[tx.Token]:
    after = around.next(y[-1]) if y else None
    if len(x) < 2 or after is None or not after.text.startswith(("(", "[")) or not x[-1].text.endswith((")", "]")):
        return x
    k = next((k for k in range(len(x) - 1, 0, -1) if x[k].text.startswith(("(", "["))), None)
    return x[:k] if k else x
