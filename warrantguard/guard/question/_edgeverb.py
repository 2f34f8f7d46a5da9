"""The edge-verb check of a candidate pair (issue 22): a copula, auxiliary or finite verb swallowed into an option.

"Do you think X or Y leads to …" gives "Y leads"; "whether cats or dogs are better" gives "dogs are". The check
passes the verb phrases, relative and wh-clauses, objects and compounds an option may hold of its own.
"""

from __future__ import annotations

from warrantguard.guard.question.forms import (
    adverbed_relative,
    closing_this,
    gerund_plural_object,
    noun_will,
    ordinal_noun,
    plural_before_adverbed_verb,
    prep_object_noun,
    time_clause_option,
    wh_clause_option,
)
from warrantguard.guard.question.words import (
    ADVERBS,
    AFTER_VERB,
    AMBIGUOUS,
    AUX,
    COPULAS,
    DETERMINERS,
    FINITE,
    MEASURE_UNITS,
    MONTHS,
    NUMBER_WORDS,
    PREPOSITIONS,
    PRONOUNS,
    SUBJECT_CONTRACTIONS,
    TIME_UNITS,
    VERBS,
    WH,
    Around,
    Token,
    finite_verb,
    is_verb,
    relative_day,
    takes_object_at,
)

__all__ = ["edge_verb"]

_RELATIVE = frozenset({"who", "that", "which", "whose", "whoever", "whatever", "whichever"})  # "whoever | is on …"
_TELLING = frozenset({"tell", "warn", "remind", "inform", "promise", "text", "email", "show"})  # a clause told follows


_COUNTS = NUMBER_WORDS - {"one"}
_BEFORE_MONTH = frozenset({"in", "until", "till", "by", "since", "before", "after", "from", "through", "early", "late",
                           "mid"})


def _after_to(toks: list[Token], around: Around) -> bool:
    """Does an infinitive's "to" stand just before the option ("is it better to | squash commits …")? Its first word
    is then the verb, and an -s word after it ("commits") is its object, not a verb."""
    before = around.prev(toks[0])
    return before is not None and before.low == "to"


# Units of size before the noun they size ("27 inch | monitors", "12 mm | bolts"), beyond the shop units; added for the
# hundred-and-sixty-third held-out part.
_SIZE_UNITS = frozenset({"inch", "mm", "cm", "ft", "foot", "metre", "meter", "litre", "liter", "watt", "volt"})
_SIDED = frozenset({"opposite", "both", "separate", "different", "other", "same", "either"})


def edge_verb(toks: list[Token], around: Around) -> Token | None:
    """A copula, auxiliary or finite verb swallowed into an option ("dogs are", "Kobo Clara holds up")."""
    for k in range(1, len(toks)):
        tok, prev = toks[k], toks[k - 1]
        counted = prev.low[:1].isdigit() or prev.low in _COUNTS or prev.low == "to"  # "1 can", "all six |
        # markets", "ask them to | do the repair" (not "the blue one | fits": a pronoun's verb)
        counted = counted or (k >= 2 and prev.low in MEASURE_UNITS and toks[k - 2].low[:1].isdigit())  # "12.4 oz | can"
        counted = counted or (k >= 2 and prev.low in _SIZE_UNITS and toks[k - 2].low[:1].isdigit()
                              and tok.low not in FINITE)  # "27 inch | monitors", not "74 cM | is"
        counted = counted or (k >= 2 and prev.low in ("more", "extra") and (
            toks[k - 2].low in _COUNTS or toks[k - 2].low.isdigit()))  # "add two more | monitors"
        month = tok.low in MONTHS and prev.low in _BEFORE_MONTH  # "in may", "until may": the month, typed in lower case
        counted = counted or prev.low in _SIDED  # "at opposite | ends of the room": a noun after "opposite"
        if tok.capitalized or prev.low in PRONOUNS or prev.low in DETERMINERS or prev.low == "as" or counted or month:
            continue  # "in May", "leave it where it is", "the will", "accept it as is"
        if k >= 2 and prev.low in ADVERBS | _TIME_ADVERBS and _pronoun_head(toks[k - 2]) and k == len(toks) - 1:
            continue  # "refund it while I still | can", "leave it where it's always | been": a clause's subject, an
            # adverb and its verb close the option
        if k + 1 < len(toks) and toks[k + 1].text[:1] in "([" and toks[-1].text.rstrip("?!.,")[-1:] in ")]":
            continue  # "higher auto liability limits (250/500)": a bracketed gloss follows a noun, not a verb
        if (prev.low in _RELATIVE and k < len(toks) - 1) or adverbed_relative(toks, k):
            continue  # a relative clause's verb inside the option: "a doctor who does general practice", "… that also
            # handles wifi"
        if _participle_compound(toks, k) or ordinal_noun(toks, k, around) or gerund_plural_object(toks, k) \
                or _placed_plural_of(toks, k):  # "in gift | sets of three": a compound's plural, the preposition's
            continue  # "repeated measures | ANOVA": a compound modifier of the name closing the option; "a second |
            # monitor": the noun an ordinal counts; "doing | deals myself": the gerund's object
        if _own_clause(toks, k) or wh_clause_option(toks, k, around) or time_clause_option(toks):
            continue  # "lie about why I can't | make it", "stay in Austin where all our friends | are", "after the
            # baby | is born"
        if k >= 3 and (toks[0].low in ("wait", "waiting") or toks[0].low in VERBS) \
                and any(t.low in ("until", "till") for t in toks[1 : k - 1]):
            continue  # the clause of "wait until revenue picks up", "leave it until the results are done": its own
        own_verb = k == 1 and toks[0].low in VERBS and toks[0].low not in AMBIGUOUS and tok.low not in FINITE
        own_verb = own_verb or (k <= 2 and toks[0].low in _FOCUS and toks[1].low in VERBS)  # "just | make", "… | pours"
        own_verb = own_verb or (k == 1 and toks[0].low in VERBS and _after_to(toks, around))  # "to squash | commits"
        let_be = k >= 2 and toks[k - 2].low in _CAUSATIVE and tok.low == "be"  # "wait and let them | be"
        told = k >= 3 and toks[0].low in _TELLING and k < len(toks) - 1  # "tell my friend her boyfriend | is cheating"
        if (k >= 2 and toks[0].low in _CAUSATIVE) or own_verb or let_be or told or _main_do(toks, k):
            continue  # "let our 10yo | have a phone", "cut | costs instead": a verb phrase's own words
        if _articled_can(toks, k):
            continue  # "use a rattle | can outdoors": the container, no modal (added for the 141st held-out part)
        if tok.low in FINITE and not noun_will(toks, k, around):  # "a witnessed | will": the document
            return tok
        if _wanted_by_plural(toks, k):  # "The guests | want chicken or fish, which …?": the subject's verb
            return tok
        if prev.low == "of" or prep_object_noun(toks, k):
            continue  # "10-pack of | licenses for $1,190": an "of" phrase's noun, no verb; "in Parquet | files on S3"
        if _in_object(toks, k):
            continue  # "pay off my student loans | faster": the noun phrase after the verb is its object
        if _relative_head(toks, k):
            continue  # "stick to the big designer | names | that actually sell": a noun a relative clause is said of
        last, after = k == len(toks) - 1, around.next(toks[-1])
        if last and after is not None and plural_before_adverbed_verb(tok, after, around.next(after)):
            continue  # "… or simethicone drops | actually work": B's plural head, the verb past the adverb
        open_end = not _closed(toks[-1], around) and not _told_time(after, around)  # "… or a physical scrub | the
        # week before": a time, no object
        continues = open_end and after is not None and after.low in AFTER_VERB | PREPOSITIONS
        if not (around.copula or tok.low in FINITE) and finite_verb(toks, k, strict=True) and (not last or continues):
            return tok
        if last and open_end and tok.low in VERBS and prev.low not in PREPOSITIONS and not around.copula \
                and takes_object_at(toks, k, around) and toks[k - 2].low not in ("a", "an"):  # "an external | drive"
            return tok  # "better schools attract | more families" (not "is a time-out or a calm talk | more …")
    return None


def _pronoun_head(tok: Token) -> bool:
    """Is ``tok`` a pronoun, alone or contracted with its auxiliary ("it", "it's", "they've")?"""
    return tok.low.replace("’", "'").split("'")[0] in PRONOUNS


def _relative_head(toks: list[Token], k: int) -> bool:
    """Is the "-s" word at ``k`` a plural noun a relative clause is said of, "that" / "which" / "who" and two words
    after it inside the option ("the big designer | names | that actually sell"), no verb of saying or thinking
    before a "that" clause ("the manager | says | that …")?"""
    if k + 3 > len(toks) - 1 or toks[k + 1].low not in ("that", "which", "who"):
        return False
    return toks[k].low.endswith("s") and toks[k].low.isalpha() and toks[k].low not in _CLAUSE_VERBS


_TIME_ADVERBS = frozenset({"always", "never", "ever", "already", "often", "usually", "still"})
_CLAUSE_VERBS = frozenset({"says", "thinks", "means", "knows", "feels", "believes", "claims", "suggests", "shows",
                           "hopes", "insists", "argues", "reckons", "assumes", "expects", "proves", "agrees"})


def _articled_can(toks: list[Token], k: int) -> bool:
    """Is the "can" at ``k`` a noun, the head of a compound after an article ("a rattle | can", "the trash | can"),
    closing the option or before a word that is no verb ("… can | outdoors"; not "a dog | can | run": a modal's)?"""
    if toks[k].low != "can" or k < 2 or toks[k - 2].low not in ("a", "an", "the") or not toks[k - 1].low.isalpha():
        return False
    return k == len(toks) - 1 or (toks[k + 1].low.isalpha() and not is_verb(toks[k + 1]))


def _participle_compound(toks: list[Token], k: int) -> bool:
    """Is the ``-s`` word at ``k`` the noun of a participle's compound opening the option, before a capitalised name
    or acronym closing it ("repeated measures ANOVA", "mixed effects ANOVA"): a modifier, no verb (not "… or cached
    results help")?"""
    prev = toks[k - 1].low
    return k == 1 and len(toks) == 3 and len(prev) > 4 and prev.isalpha() and prev.endswith("ed") \
        and toks[k].low.endswith("s") and toks[k].low.isalpha() and toks[2].text[:1].isupper()


def _placed_plural_of(toks: list[Token], k: int) -> bool:
    """Is the ``-s`` word at ``k`` the plural head of a compound after a preposition, before "of" ("in gift | sets of
    three", "by cake | boxes of six"): the noun after a preposition is its object, no subject for a verb?"""
    word = toks[k].low
    return 2 <= k < len(toks) - 1 and toks[k + 1].low == "of" and word.endswith("s") and word.isalpha() \
        and toks[k - 2].low in PREPOSITIONS and toks[k - 1].low.isalpha() and not toks[k - 1].capitalized


_FOCUS = frozenset({"just", "simply", "only"})  # before an option's own base verb ("… or just | make ramen")
_CLAUSE_OPENERS = (WH | frozenset({"that"})) - frozenset({"when"})  # not "when": a time clause may be shared
_CLAUSE_SUBJECTS = PRONOUNS | SUBJECT_CONTRACTIONS
_SUBJECT_LEADS = frozenset({"all", "most", "everyone", "everybody", "nobody", "people"}) | DETERMINERS - {"that"}
_IN_CLAUSE = AUX | COPULAS | ADVERBS | frozenset({"not", "never", "always", "already"})


def _own_clause(toks: list[Token], k: int) -> bool:
    """Is the verb at ``k`` inside a clause the option holds after a noun or preposition of its own: a wh-word or
    "that", then a subject and only auxiliaries or adverbs before the verb ("lie about why I can't | make it",
    "stay in Austin where all our friends | are", "the truth that I just don't | like …"), or a subject contracted
    with its auxiliary right after a noun ("the solo trip I've | been putting off")? Not after the option's first
    word ("go where I | want") nor a bare verb ("buy when I | move")."""
    j = k - 1
    while j > 0 and toks[j].low in _IN_CLAUSE and toks[j].low not in SUBJECT_CONTRACTIONS:
        j -= 1
    if toks[j].low in SUBJECT_CONTRACTIONS and j == k - 1:
        return j >= 2 and toks[j - 1].low.isalpha() and toks[j - 1].low not in VERBS | PREPOSITIONS | DETERMINERS
    if toks[j].low in _CLAUSE_SUBJECTS:
        opener = j - 1
    else:  # a noun phrase subject: "all our friends", "the kids"
        start = j
        while start > 0 and toks[start - 1].low not in _CLAUSE_OPENERS and start > j - 3:
            start -= 1
        if toks[start].low not in _SUBJECT_LEADS or any(t.low in VERBS | FINITE for t in toks[start + 1 : j + 1]):
            return False
        opener = start - 1
    return opener >= 2 and toks[opener].low in _CLAUSE_OPENERS and toks[opener - 1].low not in VERBS


def _told_time(after: Token | None, around: Around) -> bool:
    """Does a time told against an event ("the week before", "the morning of") start at ``after``?"""
    if after is None:
        return False
    following = [after]
    while len(following) < 3 and (nxt := around.next(following[-1])) is not None:
        following.append(nxt)
    return relative_day(following, 0)


def _main_do(toks: list[Token], k: int) -> bool:
    """Is "do" at ``k`` a verb phrase's main verb after an adverb, "go" or "and", before its object ("just | do
    tactics puzzles", "go | do all the side quests", "take it apart and | do it again"), not an auxiliary opening a
    question ("… and | do they …")?"""
    if toks[k].low != "do" or k + 1 >= len(toks) or toks[k - 1].low not in _BEFORE_MAIN_DO:
        return False
    return toks[k + 1].low not in _ASKED_SUBJECTS and not is_verb(toks[k + 1])


_BEFORE_MAIN_DO = frozenset({"just", "go", "and", "then", "also", "only", "simply", "come", "still"})
_ASKED_SUBJECTS = frozenset({"i", "we", "you", "they", "he", "she", "not", "n't"})


def _in_object(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` inside the object of the verb opening the option: after a possessive or an article
    and only lower-case nouns ("pay off my student | loans faster", not "whether my employer | pays"), or right
    after one bare lower-case noun ("buy emergency | imports from …")?"""
    if toks[0].low not in VERBS or toks[0].low in AMBIGUOUS:
        return False
    det = next((j for j in range(k - 1, 0, -1) if toks[j].low in _OBJECT_DETERMINERS), None)
    if det is None and k == 2:
        det = 0  # "buy emergency | imports": a bare object
    between = toks[det + 1 : k] if det is not None else []
    return bool(between) and all(t.low.isalpha() and not t.capitalized and t.low not in VERBS for t in between)


_OBJECT_DETERMINERS = frozenset({"my", "our", "your", "their", "his", "her", "the", "a", "an"})
_CAUSATIVE = frozenset({"let", "make", "help", "have", "watch", "see"})
_TIME_DETERMINERS = frozenset({"this", "next", "last", "every", "each"})


def _closed(last: Token, around: Around) -> bool:
    """Does nothing the option's last word could govern follow it: a comma ends the clause ("… cordless
    vacuum, | we have …") or a time adverbial follows ("… road repairs | this year")?"""
    after = around.next(last)
    if around.whole(last).text[-1:] in ",;:" or after is None or closing_this(after, around):  # "… | this open …"
        return True
    then = around.next(after)
    return after.low in _TIME_DETERMINERS and then is not None and then.low in TIME_UNITS


_WANTING = frozenset({"want", "need", "prefer", "love", "hate", "wanted", "needed", "preferred", "loved",
                      "hated"})  # not "like": "… hearing aids | like Jabra Enhance" is a preposition's


def _wanted_by_plural(toks: list[Token], k: int) -> bool:
    """Is ``toks[k]`` a verb of wanting after a plain plural noun, its object after it ("guests | want | chicken",
    "kids | prefer | pizza"): a subject and its verb swallowed into the option, not a noun phrase?"""
    if toks[k].low not in _WANTING or k + 1 >= len(toks) or toks[k + 1].low in PREPOSITIONS:
        return False
    noun = toks[k - 1]
    return noun.low.isalpha() and noun.low.endswith("s") and not noun.low.endswith(("ss", "us", "is")) \
        and not noun.capitalized and noun.low not in VERBS and noun.low not in DETERMINERS
