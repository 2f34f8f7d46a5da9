"""A from its figure when B opens on a figure, after at most an article and one plain adjective, and a plain label
stands before A's figure: "ask the Lottery for | £9,999 or the full £10,000?", "the limit on benefits | 25% of the
donation or a flat £2,500?", "a quorum of | 3 or one-third of trustees": the label names what both figures are, so
the options are the two figures."""

from __future__ import annotations

import re

from warrantguard.guard.question.words import DETERMINERS, Token, is_verb

__all__ = ["labelled_figure_a"]

_SUM = re.compile(r"^(?:[£$€]\d[\d,]*(?:\.\d+)?[kKmM]?|\d+(?:\.\d+)?%)$")  # a price or a share
_FIGURE = re.compile(r"^[£$€]?\d[\d,]*(?:\.\d+)?[kKmM%]?$")
_FRACTION = re.compile(r"^(?:one|two|three)-(?:half|thirds?|quarters?|fifths?)$")
_OF_FIGURE = frozenset({"of", "for"})  # "a quorum of | 3", "the Lottery for | £9,999"
_ARTICLES = frozenset({"a", "an", "the"})


def _word(tok: Token) -> str:
    """``tok``'s text without a closing mark."""
    return tok.text.rstrip("?!.,")


def _figure(tok: Token) -> bool:
    """Is ``tok`` a figure: a number, a price or a share ("3", "£9,999", "25%"), or a fraction word ("one-third")?"""
    return bool(_FIGURE.match(_word(tok)) or _FRACTION.match(_word(tok).lower()))


def labelled_figure_a(a: list[Token], b: list[Token]) -> list[Token]:
    """A from its one figure, a price or a share or one after "of"/"for", when plain words label it and B opens on a
    sum or a fraction ("quorum of | 3 or one-third of trustees", "Lottery for | £9,999 or the full £10,000"); ``a``
    otherwise ("size 14 or a size 16": B repeats A's label; "pay $450 … or try $40 …": verbs; "one 5000 lumen
    floodlight or two …", "channel 1 or channel 6": no sum and no "of"/"for")."""
    figures = [k for k, t in enumerate(a) if _figure(t)]
    if len(figures) != 1 or not 1 <= figures[0] <= 3:
        return a
    k = figures[0]
    label = a[:k]
    if not all(t.text.isalpha() and t.low not in DETERMINERS for t in label) or is_verb(label[0], initial=True):
        return a
    if not (_SUM.match(_word(a[k])) or label[-1].low in _OF_FIGURE):
        return a
    if k == len(a) - 1 and _labelled_like_a(label, b):
        return a  # "carbon paddle £180 or | alloy £40": B's own label before its price, as A's
    return a[k:] if _opens_on_sum(b, {t.low for t in label}) else a


def _labelled_like_a(label: list[Token], b: list[Token]) -> bool:
    """Is B only a bare word and a price, no article, as A is its label and its price closing it ("carbon paddle £180
    or | alloy £40"; not "benefits 25% of the donation or (a) | flat £2,500"): the word is B's own label, not a word
    of the sum ("the full £10,000"), unless A's label ends on "of"/"for" ("a quorum of | 3 or …")?"""
    return len(b) == 2 and b[0].text.isalpha() and b[0].low not in _ARTICLES and bool(_SUM.match(_word(b[1]))) \
        and label[-1].low not in _OF_FIGURE


def _opens_on_sum(b: list[Token], label: set[str]) -> bool:
    """Does B open on a sum after at most an article and one plain adjective not of A's label ("the full | £10,000",
    "flat | £2,500"), or on a fraction or a share B goes on after with "of" ("one-third of trustees")?"""
    if len(b) >= 2 and _figure(b[0]) and b[1].low == "of":
        return bool(_SUM.match(_word(b[0])) or _FRACTION.match(_word(b[0]).lower()))
    rest = b[1:] if b and b[0].low in _ARTICLES else b
    if len(rest) >= 2 and rest[0].text.isalpha() and rest[0].text.islower() and rest[0].low not in label \
            and not is_verb(rest[0], initial=True):
        rest = rest[1:]
    return len(rest) < len(b) and bool(rest) and bool(_SUM.match(_word(rest[0])))
