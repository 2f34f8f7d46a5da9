"""Twin labels and a head noun after B ("a Class C or Class M | license", "a size 10 or size 11 | shoe", "a Type 1 or
Type 2 | charger"): A and B are the same label word and a code each, so the head noun after B is both options' and B
ends before it, parallel to A (added in session 37, from misreads found outside the corpus: B read as "Class M
license")."""

from __future__ import annotations

from warrantguard.guard.question.words import Token

__all__ = ["twin_code_head"]

_LONGEST_CODE = 4  # characters of a code ("C", "10", "2B", "6E")


def twin_code_head(a: list[Token], b: list[Token]) -> list[Token]:
    """B without its closing lower-case head noun when A and B are the same words and then a code each ("Class C" /
    "Class M license" -> "Class M"); B as it is otherwise ("pasta or chicken salad": no twin label; "Class C or
    Class M motorcycle license": two words after the code; "with GPG or with SSH keys": names, not codes)."""
    if len(a) < 2 or len(b) != len(a) + 1 or [t.low for t in a[:-1]] != [t.low for t in b[:-2]]:
        return b
    head = b[-1].text.rstrip("?!.,;:")
    if not (head.isalpha() and head.islower()) or not all(_code(t) for t in (a[-1], b[-2])):
        return b
    return b[:-1]


def _code(tok: Token) -> bool:
    """A short code: one capital letter, a number, or a number and capitals ("C", "10", "6E"; not "SSH": a name)."""
    text = tok.text
    return 0 < len(text) <= _LONGEST_CODE and text.isalnum() and (
        text.isdigit() or (len(text) == 1 and text.isupper()) or (text[0].isdigit() and text[1:].isupper()))
