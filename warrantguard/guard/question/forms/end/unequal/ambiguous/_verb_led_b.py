"""B two bare words opening with a listed verb ("… or | work commission | at a spa") against A an articled noun whose
verb was cut before it ("rent a | suite"): B may be a verb and its object, set against A's verb and its object ("rent
a suite" / "work commission at a spa"), or a compound noun against A's noun; the form cannot tell, so the pair is
refused (:func:`verb_led_b_problem`)."""

from __future__ import annotations

from warrantguard.guard.question.words import ARTICLES, AUX, PREPOSITIONS, Around, Token, is_verb

__all__ = ["verb_led_b_problem"]


def verb_led_b_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why B ("work commission") may be a verb and its object against A's cut verb ("rent a | suite"), or ``None``
    (not "… or store credit": two listed verbs; not "… or a cabin": B articled; not "rent a suite or studio space":
    B's first word no listed verb; not "use a monorepo or separate repos": a plural noun; not "a city apartment or study
    apartment": A's head again; not "take a taxi or train home?": no phrase after B; not when A keeps its verb, or
    no verb stands before A's article)."""
    if len(b) != 2 or not all(t.text.isalpha() and not t.capitalized for t in b) or not is_verb(b[0]):
        return None
    if is_verb(b[1]) or (bare := around.prev(b[0])) is None or bare.low != "or":
        return None  # "… or store credit", "… or work out": a compound of two verbs, or a phrasal verb
    if (b[1].low.endswith("s") and not b[1].low.endswith("ss")) or b[1].low == a[-1].low:
        return None  # "use a monorepo or separate repos": a plural; "a big city apartment or study apartment"
    phrase = around.next(around.whole(b[-1]))
    if phrase is None or phrase.low not in PREPOSITIONS:
        return None  # "take a taxi or train home?": no phrase of B's own to tell a verb's
    article = around.prev(a[0])
    if article is None or article.low not in ARTICLES:
        return None  # "… or a cabin", "rent suites or …": no article of A's alone
    verb = around.prev(article)
    if verb is None or verb.low in AUX or not is_verb(verb, initial=True):
        return None
    return (f"B ('{b[0].text} {b[1].text}') may be a verb and its object against '{verb.text} {article.text} …', "
            "or a compound noun against A's noun")
