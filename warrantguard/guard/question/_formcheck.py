"""The form checks of a candidate pair (issue 22): why two options found are not two parallel options.

A pair fails when an option is empty or only a shared head word, one contains the other, a verb,
copula or auxiliary sits at an option's edge ("dogs are", "Kobo Clara holds up"), the two are
different kinds of phrase (a noun phrase and a verb phrase), a premodifier stands against a whole
noun phrase ("12-month" / "36-month lease"), or A's head takes an "of" phrase B lacks. The
:func:`~._options.locate` step refuses such a pair, naming the check.
"""

from __future__ import annotations

from warrantguard.guard.question.forms import (
    adverbed_relative,
    amount_terms_of,
    bare_kind,
    closing_this,
    counted_of,
    dated_of,
    ed_compound,
    feature_object,
    frequency_clause,
    gerund_plural_object,
    gone_activity,
    named_kind,
    noun_will,
    ordinal_noun,
    own_preposition,
    per_unit_against_price,
    plural_before_adverbed_verb,
    priced_wholes,
    split_ratio,
    time_clause_option,
    times_against,
    verb_plural_object_b,
    wh_clause_option,
    whole_shade,
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
    PARTICLES,
    PREPOSITIONS,
    PRONOUNS,
    SUBJECT_CONTRACTIONS,
    TIME_UNITS,
    VERBS,
    WH,
    Around,
    Token,
    content,
    finite_verb,
    glossed_before,
    ing_word,
    is_verb,
    listed_names,
    relative_day,
    same_compound,
    takes_object_at,
    two_word_material,
    two_word_modifier,
)

__all__ = ["form_problem"]

_RELATIVE = frozenset({"who", "that", "which", "whose", "whoever", "whatever", "whichever"})  # "whoever | is on …"
_TELLING = frozenset({"tell", "warn", "remind", "inform", "promise", "text", "email", "show"})  # a clause told follows

_FLOATING = frozenset({"each", "both", "all"})  # a quantifier of the subject before B's verb: "or each have …"
_LEADING_ADVERBS = _FLOATING | frozenset({"just", "simply", "maybe", "perhaps", "rather", "instead", "actually",
                                         "still"})


def _words(toks: list[Token]) -> list[str]:
    return [t.low for t in content(toks)]


def _kind(toks: list[Token], prev: Token | None) -> str:
    """``verb``, ``prep``, ``noun`` or ``either`` (when the words leave it open)."""
    while len(toks) > 1 and toks[0].low in _LEADING_ADVERBS:
        toks, prev = toks[1:], (None if toks[0].low in _FLOATING else toks[0])  # "each | have their own"
    first, nxt = toks[0], (toks[1] if len(toks) > 1 else None)
    w = first.low
    owner = prev is not None and prev.low in DETERMINERS and not prev.text.endswith(")") \
        and not (prev.low == "her" and w in PREPOSITIONS)  # not "a) lawyer up"; "bring her | in the carrier"
    if owner or w[:1].isdigit() or w in DETERMINERS:
        return "noun"  # "an | outside recruiter": a preposition after an article modifies the noun
    if w in PREPOSITIONS and nxt is not None:
        return "prep"
    if w == "back" and nxt is not None and nxt.low in PREPOSITIONS:
        return "either"  # "or | back to my card": a way back (with a verb both share) or a verb phrase
    if ing_word(w) and len(w.rpartition("-")[2]) > 4:  # a gerund phrase is nominal (not "o-ring"): "going …",
        return "either" if prev is not None and prev.low == "worth" else "noun"  # but "worth repairing"
    if nxt is None or nxt.low not in DETERMINERS | PRONOUNS | PARTICLES:
        return "either"  # "Go vs. Rust", "rent control", an unknown verb ("discontinue the line")
    return "verb" if w in VERBS else "either"


_BEFORE_MONTH = frozenset({"in", "until", "till", "by", "since", "before", "after", "from", "through", "early", "late",
                           "mid"})


def _after_to(toks: list[Token], around: Around) -> bool:
    """Does an infinitive's "to" stand just before the option ("is it better to | squash commits …")? Its first word
    is then the verb, and an -s word after it ("commits") is its object, not a verb."""
    before = around.prev(toks[0])
    return before is not None and before.low == "to"


_SIDED = frozenset({"opposite", "both", "separate", "different", "other", "same", "either"})


def _edge_verb(toks: list[Token], around: Around) -> Token | None:
    """A copula, auxiliary or finite verb swallowed into an option ("dogs are", "Kobo Clara holds up")."""
    for k in range(1, len(toks)):
        tok, prev = toks[k], toks[k - 1]
        counted = prev.low[:1].isdigit() or prev.low == "to"  # "1 can", "ask them to | do the repair"
        counted = counted or (k >= 2 and prev.low in MEASURE_UNITS and toks[k - 2].low[:1].isdigit())  # "12.4 oz | can"
        month = tok.low in MONTHS and prev.low in _BEFORE_MONTH  # "in may", "until may": the month, typed in lower case
        counted = counted or prev.low in _SIDED  # "at opposite | ends of the room": a noun after "opposite"
        if tok.capitalized or prev.low in PRONOUNS or prev.low in DETERMINERS or prev.low == "as" or counted or month:
            continue  # "in May", "leave it where it is", "the will", "accept it as is"
        if k >= 2 and prev.low in ADVERBS and toks[k - 2].low in PRONOUNS and k == len(toks) - 1:
            continue  # "refund it while I still | can": a clause's subject, an adverb and its verb close the option
        if k + 1 < len(toks) and toks[k + 1].text[:1] in "([" and toks[-1].text.rstrip("?!.,")[-1:] in ")]":
            continue  # "higher auto liability limits (250/500)": a bracketed gloss follows a noun, not a verb
        if (prev.low in _RELATIVE and k < len(toks) - 1) or adverbed_relative(toks, k):
            continue  # a relative clause's verb inside the option: "a doctor who does general practice", "… that also
            # handles wifi"
        if _participle_compound(toks, k) or ordinal_noun(toks, k, around) or gerund_plural_object(toks, k):
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
        if tok.low in FINITE and not noun_will(toks, k, around):  # "a witnessed | will": the document
            return tok
        if prev.low == "of":
            continue  # "10-pack of | licenses for $1,190": an "of" phrase's noun, no verb
        if _in_object(toks, k):
            continue  # "pay off my student loans | faster": the noun phrase after the verb is its object
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


def _participle_compound(toks: list[Token], k: int) -> bool:
    """Is the ``-s`` word at ``k`` the noun of a participle's compound opening the option, before a capitalised name
    or acronym closing it ("repeated measures ANOVA", "mixed effects ANOVA"): a modifier, no verb (not "… or cached
    results help")?"""
    prev = toks[k - 1].low
    return k == 1 and len(toks) == 3 and len(prev) > 4 and prev.isalpha() and prev.endswith("ed") \
        and toks[k].low.endswith("s") and toks[k].low.isalpha() and toks[2].text[:1].isupper()


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
_TIME_DETERMINERS = frozenset({"this", "next", "last", "every"})


def _closed(last: Token, around: Around) -> bool:
    """Does nothing the option's last word could govern follow it: a comma ends the clause ("… cordless
    vacuum, | we have …") or a time adverbial follows ("… road repairs | this year")?"""
    after = around.next(last)
    if around.whole(last).text[-1:] in ",;:" or after is None or closing_this(after, around):  # "… | this open …"
        return True
    then = around.next(after)
    return after.low in _TIME_DETERMINERS and then is not None and then.low in TIME_UNITS


# Words before a whole option A ("Is | marathon or half marathon", "use | k-fold or stratified k-fold").
_KIND_LEADS = frozenset({"a", "an", "the", "between", "is", "are", "think", "recommend", "choose", "pick", "prefer",
                         "get", "with", "for", "use", "try"})


def _sub_kind(a: list[Token], b: list[Token], a_short: bool, around: Around) -> bool:
    """Is B option A's kind with a premodifier (or a word after A) of its own, A standing whole (the prompt opens with
    it or an article does: "Marathon vs | half marathon", "Is a flu shot or a | high-dose flu shot"), or B
    the kind's absence ("UV filter or | no filter")?"""
    if not a_short:
        return b[0].low == "no" and len(b) == 2 and b[1].low == a[-1].low and len(a) == 2
    before = around.prev(a[0])
    whole_a = around.opens(a[0]) or (before is not None and (before.low in _KIND_LEADS or before.text[-1:] in ",:"))
    words_a, words_b = [t.low for t in a], [t.low for t in b]
    before_b = len(words_b) == len(words_a) + 1 and words_b[1:] == words_a and (b[0].low not in VERBS
                                                                               or named_kind(a, b))  # "React Native"
    after_b = len(words_b) == len(words_a) + 1 and words_b[:-1] == words_a and words_b[-1] not in _NOT_KIND
    return whole_a and (before_b or after_b)  # "UNION or | UNION ALL", "Python or | Python 3": a sub-kind after A


_NOT_KIND = VERBS | PREPOSITIONS | DETERMINERS | AUX | COPULAS


def form_problem(a: list[Token], b: list[Token], around: Around) -> str | None:
    """Why the pair is not two parallel options, or ``None`` when it passes every check."""
    wa, wb = _words(a), _words(b)
    if not wa or not wb:
        return "an option is empty"
    ca, cb = _contrasted(a, wa), _contrasted(b, wb)  # "this weekend" / "next weekend" differ in "this"
    for short, long in ((ca, cb), (cb, ca)):
        if short is ca and len(long) == 2 and short == long[1:] and "-" in long[0].strip("-"):
            continue  # a kind against its hyphenated sub-kind: "Hybrid vs. plug-in hybrid"
        if _sub_kind(a, b, short is ca, around) or bare_kind(a, b, around):
            continue  # "Marathon vs half marathon", "a flu shot or a high-dose flu shot", "UV filter or no filter",
            # "Medium rare or medium"
        if len(short) < len(long) and _inside(short, long) and long[0] != "not" \
                and not counted_of(short, long):  # not "tip" / "not to tip"; "… names" / "both sets of … names"
            if len(short) == 1 and short[0] in (long[0], long[-1]):
                return f"an option is only a shared head word ('{short[0]}')"
            return "one option contains the other"
    if names := listed_names(a) or listed_names(b):  # "Qantas Jetstar or Virgin": a list that lost its comma
        return f"more than two options: '{names[0]} {names[1]}' names two of a kind"
    for toks in (a, b) if not frequency_clause(a, b, around) else (a,):  # "weekly" / "when drift is detected"
        verb = _edge_verb(toks, around)
        if verb is not None and not (toks is b and verb_plural_object_b(a, b)):  # "… or plan | stops around Ionity"
            return f"a verb, copula or auxiliary at an option's edge ('{verb.text}')"
    if len(b) > 1 and b[0].low in _FLOATING and b[1].low in VERBS and a[0].low not in VERBS:  # "split | one pizza"
        return f"not parallel: '{b[0].text} {b[1].text} …' is a verb phrase, '{a[0].text} …' not one"
    if _gerund_against_bare(a, b):  # "cutting the grass short | long", "serving the guests wine | beer"
        return f"not parallel: a gerund phrase ('{a[0].text} …') against '{b[0].text}'"
    ka, kb = _kind(a, around.prev(a[0])), _kind(b, around.prev(b[0]))
    if "either" not in (ka, kb) and ka != kb and not gone_activity(a, b, around.prev(a[0])) \
            and not split_ratio(a, b) and not times_against(a, b) \
            and not per_unit_against_price(a, b, around):  # "go | bowling or to …"; "split it | 50/50 or by room size";
        # "this winter or after our trip"; "charge | per foil or a flat rate"
        return f"different phrase types (a {ka} phrase and a {kb} phrase)"
    if len(a) == 1 and len(b) > 1 and same_compound(a[0], b[0]) and not two_word_modifier(b) \
            and not two_word_material(a, b) and not glossed_before(b, around.next(b[-1])) \
            and not whole_shade(a, b, around) and not ed_compound(a, b):  # "white or | light sage green": B's own
        # colour; "hard or | soft sided": one modifier
        # "Tile or vinyl plank (LVP)": B named whole; so is "white oak" against "walnut"
        return f"not parallel: '{b[-1].text}' is in one option only"
    return _of_head(a, b, wa, wb, around) or own_preposition(a, b, around) or feature_object(a, b, around)


def _of_head(a: list[Token], b: list[Token], wa: list[str], wb: list[str], around: Around) -> str | None:
    """"the risks of surgery or physical therapy", "a cup of coffee or tea", "12 weeks of leave or 16": a noun
    phrase A whose head takes an "of" phrase that B lacks; B may stand for the whole or for the "of" phrase's
    noun alone, so the pair is not read. An indefinite article before each ("a class set of microscopes or a 3D
    printer?") says B, of two words or more and running to its sentence's end, stands for the whole (not "a cup of
    Earl Grey or a latte?"); so does a B closing on "one(s)" ("… or the $2.49 cage-free ones")."""
    prev, prev_b = around.prev(a[0]), around.prev(b[0])
    whole_b = len(b) > 1 and (around.next(b[-1]) is None or b[-1].text.endswith(("?", ".", "!")))  # not "a HELOC |
    # at 8.25%?"
    if prev is not None and prev.low in ("a", "an") and whole_b and (
            (prev_b is not None and prev_b.low in ("a", "an")) or b[0].low == "one"):  # "… or one young kitten"
        return None
    if priced_wholes(a, b, around):
        return None  # "a $45 box of Madison Reed or a $180 salon gloss": each price a whole thing's
    if len(b) > 1 and b[-1].low.rstrip("?.!,") in ("one", "ones"):
        return None  # "the $4.99 dozen of pasture-raised eggs or the $2.49 cage-free | ones": B's "ones" stands for
        # A's whole head with its "of" phrase
    counted = a[0].low.isdigit() and len(wb) == 1 and wb[0].isdigit()  # "12 weeks of leave or | 16"
    nominal = counted or a[0].low in DETERMINERS or (prev is not None and prev.low in DETERMINERS)
    first_prep = next((k for k in range(1, len(a) - 1) if a[k].low in PREPOSITIONS or a[k].low == "of"), None)
    if nominal and first_prep is not None and a[first_prep].low == "of" and "of" not in wb \
            and not _named_of(a, first_prep) and not _counted_again(a[first_prep + 1], wb) \
            and not dated_of(a, first_prep, wb) and not _head_again(a, first_prep, wb) \
            and not amount_terms_of(a, first_prep, wb):  # "the 4th of july or the 5th"; "the 10 lb bag of potatoes
        # or the 5 lb | bag"; "an MOQ of 5,000 at $1.12 or | 1,000 at $1.45"
        return f"not parallel: the 'of' phrase of '{' '.join(wa)}' has no counterpart in the other option"
    return None


def _head_again(a: list[Token], k: int, wb: list[str]) -> bool:
    """Does B close on A's head before its "of" phrase, with words of its own before it ("the 10 lb bag of potatoes
    or the 5 lb | bag", "a two-week supply of insulin or a one-week supply")? Then B is the same thing in another
    measure, the "of" phrase being said once for both."""
    head = [t.low for t in a[:k]]
    return len(wb) > 1 and wb[-1] == head[-1] and wb != head[-len(wb):] and wb[0] not in ("of", "or", "and")


def _counted_again(noun: Token, wb: list[str]) -> bool:
    """Does B count the "of" phrase's noun itself ("10-pack of licenses … or | 25 licenses at $99 each")? Then B is
    a whole phrase of its own, not the noun alone that A's head takes."""
    return len(wb) > 1 and wb[0][:1].isdigit() and wb[1] == noun.low


def _named_of(a: list[Token], k: int) -> bool:
    """Is the "of" at ``k`` inside a name, capitalised words either side ("the Lord of the Rings extended editions",
    "a Game of Thrones rewatch"), not a head's "of" phrase ("a cup of Earl Grey")?"""
    after = a[k + 2] if k + 2 < len(a) and a[k + 1].low == "the" else a[k + 1]
    return a[k - 1].capitalized and after.capitalized


_CONTRASTIVE = frozenset({"this", "that", "these", "those", "next", "last", "every", "each",
                          "my", "your", "our", "their", "his", "her"})  # "my name" / "the company's name"


def _gerund_against_bare(a: list[Token], b: list[Token]) -> bool:
    """A gerund and its articled object as A against a bare word or two as B (the gerund's object shared, or a second
    object of it the option?); so against A's gerund and a bare word ("curing the bridge deck … or | curing compound":
    a verb and its object, or a noun?), not a name ("pitching the Atlantic or | pitching Slate": two objects)."""
    bare_repeat = len(b) == 2 and b[0].low == a[0].low and b[1].low not in DETERMINERS and not b[1].capitalized
    return len(a) > 2 and ing_word(a[0].low) and a[1].low in DETERMINERS and len(b) <= 2 \
        and (bare_repeat or not any(ing_word(t.low) for t in b))


def _contrasted(toks: list[Token], words: list[str]) -> list[str]:
    """The option's words with a leading demonstrative kept: it is what tells "this weekend" from
    "next weekend", not an article."""
    return [toks[0].low, *words] if len(toks) > 1 and toks[0].low in _CONTRASTIVE else words


def _inside(short: list[str], long: list[str]) -> bool:
    n = len(short)
    return any(long[i : i + n] == short for i in range(len(long) - n + 1))
