"""A verb of giving and its indirect object before option A: "give my baby | formula or expressed milk",
"offer the candidate | more equity or a higher base" (the person given to is no part of A)."""

from __future__ import annotations

from warrantguard.guard.question.forms.start.objects.chosen._articled_recipient import articled_recipient
from warrantguard.guard.question.words import DETERMINERS, PREPOSITIONS, Token

__all__ = ["past_recipient"]

_GIVING = frozenset({"give", "giving", "gift", "gifting", "offer", "offering", "buy", "buying", "feed", "feeding",
                     "pay", "paying", "get", "send", "sending", "lend", "lending", "teach", "teaching", "promise",
                     "promising"})
_OWNERS = frozenset({"my", "our", "your", "his", "her", "their", "the", "a", "an"})  # "give a dog | cooked bones"
# People a thing is given to (a word list, for review): a noun after "the" / "my" that heads no compound object.
_PERSONS = frozenset({"baby", "babies", "kid", "kids", "son", "daughter", "child", "children", "toddler", "teen",
                      "teenager", "candidate", "employee", "employees", "staff", "team", "client", "clients",
                      "customer", "customers", "tenant", "tenants", "nanny", "mum", "mom", "dad", "parents",
                      "wife", "husband", "partner", "boss", "students", "friend", "grandma", "grandpa", "mother",
                      "father", "sister", "brother", "patient", "patients", "guests", "contractor", "landlord",
                      "twins", "boys", "girls", "grandkids", "grandchildren", "nephew", "niece"})
# Animals and plants given or fed a thing ("feed the dog | rice or pumpkin"); after other verbs such a noun is
# a compound's first word ("buy the dog food or treats").
_FED = frozenset({"dog", "dogs", "cat", "cats", "puppy", "puppies", "kitten", "kittens", "horse", "horses", "rabbit",
                  "rabbits", "pet", "pets", "chickens", "hens", "goats", "cows", "cattle", "pigs", "lawn", "plants"})


def past_recipient(verb: Token, toks: list[Token]) -> list[Token]:
    """``toks`` (the words after ``verb``) without a person given to ("my baby", "the candidate") when a verb
    of giving stands before them and a noun phrase follows the person, or a pronoun and a capitalised name ("her | Le
    Labo Rose 31")."""
    if verb.low in _GIVING and len(toks) > 1 and toks[0].low in _PERSON_PRONOUNS and toks[1].capitalized:
        return toks[1:]  # "gift her | Le Labo Rose 31 or something …": the person, then the named thing given
    fed = verb.low in ("give", "giving", "feed", "feeding") and len(toks) > 1 and toks[1].low in _FED
    if verb.low in _GIVING and len(toks) > 2 and toks[0].low in _OWNERS and (toks[1].low in _PERSONS or fed):
        return toks[2 + _placed_person(toks[2:]) :]
    named = verb.low in ("gift", "gifting")  # "gift my aunt | Chanel No 5": a name after the person
    return toks[articled_recipient(toks, named) :] if verb.low in _GIVING else toks  # "offer the new hires | a bonus …"


def _placed_person(toks: list[Token]) -> int:
    """How many words after the person given to tell where or who the person is, up to the thing given ("send the
    tenant | in 3C | a 3-day notice or …", "give my landlord | in Boston | a call or …"): a preposition and its
    object, before an indefinite article that no preposition stands before; 0 when there is none."""
    if not toks or toks[0].low not in _PERSON_PREPS:
        return 0
    return next((k for k in range(2, min(len(toks) - 1, _BOUND)) if toks[k].low in ("a", "an")
                 and toks[k - 1].low not in PREPOSITIONS and toks[k - 1].low not in DETERMINERS), 0)


_PERSON_PRONOUNS = frozenset({"him", "her", "them", "me", "us"})
_PERSON_PREPS = frozenset({"in", "at", "from", "on", "of", "upstairs", "downstairs", "next"})
_BOUND = 6  # words of the person's phrase and the thing's article
