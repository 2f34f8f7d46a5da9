"""the sixty-second held-out part's 8 silent misreads (bench/results/questions_heldout62_first.txt): all eight read
right by general rules."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "one X or a separate X per Y": B names A's head again with "per" and a unit while A is counted as one, so the "per"
# phrase is what tells B apart (B's own), not a context both share.
test_per_phrase_against_a_single_one = read_as_expected([
    ("can you explain whether we should log one generic button_clicked event or a separate event per button? trying "
     "to keep the taxonomy sane", ("one generic button_clicked event", "separate event per button")),
    ("Should we use a single queue or a dedicated queue per worker?", ("single queue", "dedicated queue per worker")),
    ("Should we keep a single bucket or a bucket per customer?", ("single bucket", "bucket per customer")),
    ("Should we run one shared cluster or a separate cluster per team?",
     ("one shared cluster", "separate cluster per team")),
])

test_per_phrase_counted_alike_still_shared = read_as_expected([
    ("Should we track total sales or net sales per region?", ("total sales", "net sales")),  # as before
    ("Should we log one event or two events per button?", ("one event", "two events")),  # as before
])

# "whether <plural subject> <verb> X or Y <comparison>": the bare word after the clause's verb is A.
test_bare_object_after_a_clause_verb = read_as_expected([
    ("Do you know whether screen readers handle aria-label or visually hidden text more reliably on icon buttons?",
     ("aria-label", "visually hidden text")),
    ("Does anyone know whether the browsers support webp or avif better these days?", ("webp", "avif")),
    ("Do you know whether users like Slack or Teams more?", ("Slack", "Teams")),
    ("Do you know whether browsers handle avif or webp faster on older phones?", ("avif", "webp")),
])

# Read since session 47: a choosing verb after a plural subject takes the pair as its object, and the closing time
# or setting is both's, as after "Should I use A or B …" (the old pins were needless refusals).
test_clause_without_a_comparison = read_as_expected([
    ("Does anyone know whether designers prefer Figma or Sketch these days?", ("Figma", "Sketch")),
    ("I wonder if most users prefer autoplay or manual playback on mobile?", ("autoplay", "manual playback")),
])

# "name events in X or Y" with a singular B and no preposition: B stands against the "in" phrase's object.
test_form_after_a_bare_plural_object = read_as_expected([
    ("Since marketing also reads these dashboards, should we name events in snake_case or Title Case?",
     ("snake_case", "Title Case")),
    ("should we store timestamps in UTC or local time?", ("UTC", "local time")),
    ("should we log errors in JSON or plain text?", ("JSON", "plain text")),
])

test_plural_or_prepositional_b_still_read_as_before = read_as_expected([
    ("Should we hire engineers in Poland or engineers in Portugal for the new nearshore team?",
     ("engineers in Poland", "engineers in Portugal")),  # as before
    ("should we store passwords in a vault or in env files?", ("in a vault", "in env files")),  # as before
])

test_plural_b_against_the_object_still_refused = still_refused([
    "should we keep apples in the fridge or bananas?",  # as before
])

# A manner phrase against a distributive "N by N": B is the whole "N by N", A its side's phrase from the preposition.
test_manner_phrase_against_n_by_n = read_as_expected([
    ("Our audit flagged 37 contrast issues. Fixing them all touches about 60 components. Do we fix them in one big "
     "PR or component by component over the next sprints?", ("in one big PR", "component by component")),
    ("Should we migrate the data in one go or table by table?", ("in one go", "table by table")),
    ("Should we fix the bugs in one sprint or bug by bug over the quarter?", ("in one sprint", "bug by bug")),
    ("Should I learn the piano step by step or all at once?", ("step by step", "all at once")),
])

test_by_phrases_still_read = read_as_expected([
    ("Should I pay in cash or by card?", ("in cash", "by card")),  # as before
    ("Should we travel by train or by bus?", ("by train", "by bus")),  # as before
])

# A closing phase ("at once", "in parallel") against A's own order word ("first"): B's own.
test_phase_against_an_order_word = read_as_expected([
    ("Sorry to bug you — could you tell me if we should ship dark mode on iOS first or on both platforms at once?",
     ("on iOS first", "on both platforms at once")),
    ("should we launch in Canada first or in both countries in parallel?",
     ("in Canada first", "in both countries in parallel")),
    ("should we migrate the EU region first or all regions at once?", ("EU region first", "all regions at once")),
])

test_phase_without_an_order_word_still_shared = read_as_expected([
    ("should we ship it on iOS or on Android at once?", ("on iOS", "on Android")),  # as before
    ("should we ship dark mode on iOS first or on both platforms at launch?",
     ("on iOS first", "on both platforms")),  # as before
])

# "keep X at N% or <verb> to M%": a level kept against a level moved to, two verb phrases (the verb maybe unlisted).
test_level_kept_or_moved = read_as_expected([
    ("EXP-88: keep `onboarding_checklist_v2` at 25% or ramp to 100%?",
     ("keep `onboarding_checklist_v2` at 25%", "ramp to 100%")),
    ("Should we keep the flag at 25% or bump to 100%?", ("keep the flag at 25%", "bump to 100%")),
    ("Should we hold the price at $10 or bump to $12?", ("hold the price at $10", "bump to $12")),
    ("Should we cap the rollout at 10% or ramp to 50% this week?", ("cap the rollout at 10%", "ramp to 50%")),
])

test_amounts_alone_still_read = read_as_expected([
    ("Should we keep the flag at 25% or 50%?", ("25%", "50%")),  # as before
])

# "Will A or B get <participle> …": the "get" passive opens the predicate both subjects share.
test_get_passive_after_a_subject_pair = read_as_expected([
    ("Will a native share sheet or a custom share modal get used more?", ("native share sheet", "custom share modal")),
    ("Will a native share sheet or a custom share modal get used more often on Android?",
     ("native share sheet", "custom share modal")),
    ("Will a push reminder or an email digest get read more?", ("push reminder", "email digest")),
])

test_get_with_an_object_still_read = read_as_expected([
    ("Will a bonus or a raise get people more engaged?", ("bonus", "raise")),  # as before
])

# "or just <word> <identifier>" against a whole verb phrase: B's word is its verb, the options two verb phrases.
test_focused_verb_before_an_identifier = read_as_expected([
    ("What's your recommendation: add a reduced-motion toggle in settings or just respect prefers-reduced-motion?",
     ("add a reduced-motion toggle in settings", "just respect prefers-reduced-motion")),
    ("Should we add a contrast toggle in the app or just respect prefers-contrast?",
     ("add a contrast toggle in the app", "just respect prefers-contrast")),
    ("Should we ship a theme picker in settings or simply mirror prefers-color-scheme?",
     ("ship a theme picker in settings", "simply mirror prefers-color-scheme")),
])

test_focused_nouns_still_read = read_as_expected([
    ("Should we add a toggle in settings or just respect the OS setting?",
     ("add a toggle in settings", "just respect the OS setting")),  # as before
])
