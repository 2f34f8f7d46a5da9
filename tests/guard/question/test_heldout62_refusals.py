"""the sixty-second held-out part's refusals (bench/results/questions_heldout62_first.txt) read right by general
rules: a hex colour, a count set by default, hyphenated infinitives, "default" as a verb, a subject's head that is a
verb too, an article after a verb, a noun-task compound, a messaging channel after "to", a limiting adverb before a
quote and a lower-case kind against a name; near-misses keep their old readings."""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# A hex colour ("#6B7280") inside an option is a value, not a tag setting off another clause.
test_hex_colour_in_an_option = read_as_expected([
    ("Although the designers love the light grey, should we darken the placeholder text to #6B7280 or drop "
     "placeholders entirely?", ("darken the placeholder text to #6B7280", "drop placeholders entirely")),
    ("should we darken the placeholder text to #6B7280 or drop placeholders entirely?",
     ("darken the placeholder text to #6B7280", "drop placeholders entirely")),
    ("Should the button be #2563EB or #1D4ED8?", ("#2563EB", "#1D4ED8")),  # as before
])

test_hashtag_in_an_option_still_refused = still_refused([
    "Should the accent be teal #design or purple?",
    "Should we use Slack #general or email for announcements?",
    "should we set the text colour to grey #bad or black?",
])

# Two counts before a noun set "by default" are a setting chosen, not a rough count.
test_counts_set_by_default = read_as_expected([
    ("Should the Team plan include 5 or 10 seats by default? #pricing #q3", ("5", "10")),
    ("Should the retry policy allow 3 or 5 retries as the default?", ("3", "5")),
    ("Should new workspaces get 2 or 3 projects by default?", ("2", "3")),
])

test_rough_counts_still_refused = still_refused([
    "Should the Team plan include 5 or 10 seats?",
    "Should I buy 2 or 3 bags of mulch?",
    "I usually buy 2 or 3 bags of mulch by the door, is that enough?",
])

# "to X-V or to Y-V": two hyphenated words after the 'to's, one ending with a listed verb, are infinitives.
test_hyphenated_infinitives = read_as_expected([
    ("to force-update or to soft-prompt users on app version 3.2?", ("force-update", "soft-prompt")),
    ("to soft-launch or to hard-launch the beta?", ("soft-launch", "hard-launch")),
    ("to hand-wash or to machine-wash the sweaters?", ("hand-wash", "machine-wash")),
    ("to Paris or to Rome this summer?", ("to Paris", "to Rome")),  # as before
])

test_hyphenated_nouns_after_to_still_refused = still_refused([
    "to follow-up or to sign-in?",
    "to full-time or to part-time?",
])

# "default" is a verb (a noun too): "Should the Badge component default to pill or square?"; a state word after "to"
# against a lone state word is the option alone.
test_default_as_a_verb = read_as_expected([
    ("#design-system should the Badge component default to pill or square?", ("pill", "square")),
    ("Should the badge default to pill or square?", ("pill", "square")),
    ("Should the modal default to open or closed?", ("open", "closed")),
    ("Should the toggle default to on or off?", ("on", "off")),
    ("Should the toggle switch to on or off?", ("on", "off")),
    ("Is a default theme or a custom theme better for the docs?", ("default theme", "custom theme")),  # as before
    ("Should the default plan be Pro or Team?", ("Pro", "Team")),  # as before
])

# A subject's head that is a verb too ("the settings page | use …") before a plain verb: the options follow that verb.
test_subject_head_before_its_verb = read_as_expected([
    ("Should the settings page use a left sidebar nav or a top tab nav?", ("left sidebar nav", "top tab nav")),
    ("Should the home page use a sidebar or a top bar?", ("sidebar", "top bar")),
    ("Should the landing page use a video or a static hero?", ("video", "static hero")),
    ("Should the design review use Figma or Miro?", ("Figma", "Miro")),
    ("Should we plan a trip to Rome or to Paris?", ("to Rome", "to Paris")),  # as before
    ("Should remote work count as a perk or a right?", ("perk", "right")),  # as before
])

# A lower-case verb and an article that B repeats ("ship the | red or the green …") start no name.
test_verb_and_article_before_a = read_as_expected([
    ("ship the red or the green variant of the banner?", ("red", "green")),
    ("paint the blue or the white wall?", ("blue", "white")),
    ("order the large or the small pizza?", ("large", "small")),
    ("ship red or green?", ("red", "green")),  # as before
])

test_verb_and_article_not_repeated_still_refused = still_refused([
    "ship the red or green variant?",
    "Heat pump dryer or vented dryer?",
])

# A noun-task word opening a compound that B repeats with another modifier asks a choice, not a task.
test_noun_task_compound = read_as_expected([
    ("outline icons or filled icons in the nav?", ("outline icons", "filled icons")),
    ("list view or grid view for the inbox?", ("list view", "grid view")),
    ("design tokens or hard-coded tokens?", ("design tokens", "hard-coded tokens")),
])

test_tasks_still_refused = still_refused([
    "outline the plan or the budget?",
    "list bugs or fix bugs?",
    "outline icons or filled icons in the nav",
    "write tests or skip tests?",
])

# A messaging channel after "to" against a name ("to Slack or to email") is a destination, no infinitive.
test_channel_destinations = read_as_expected([
    ("Should @mention alerts go to Slack or to email by default? [NOTIF-301]", ("to Slack", "to email")),
    ("Should alerts go to email or to Slack?", ("to email", "to Slack")),
    ("Should receipts go to email or to SMS?", ("to email", "to SMS")),
    ("Should the digest go to Teams or to email?", ("to Teams", "to email")),
])

test_places_against_verbs_still_refused = still_refused([
    "Should I go to Paris or to study?",
    "Should we switch to Slack or to email the client?",
    "Should I move to Berlin or to work from home?",
])

# A limiting adverb before B's quote is no part of the quoted option.
test_adverb_before_a_quote = read_as_expected([
    ('is it clearer to write "Save changes" or just "Save" on the settings form?', ("Save changes", "Save")),
    ('Should the button say "Save changes" or simply "Save"?', ("Save changes", "Save")),
    ('Should the CTA read "Start free trial" or just "Start"?', ("Start free trial", "Start")),
    ('Should the label be "Delete" or "Remove"?', ("Delete", "Remove")),  # as before
])

# A lower-case kind against a capitalised name ending with it is a pair, the name's first word no verb.
test_kind_against_a_name = read_as_expected([
    ("native vs React Native for the v2 mobile app??", ("native", "React Native")),
    ("native or React Native?", ("native", "React Native")),
    ("cloud vs Google Cloud for hosting?", ("cloud", "Google Cloud")),  # as before
])

test_kind_against_an_uncased_name_still_refused = still_refused([
    "native vs react native for the app?",
    "Native vs React Native?",
])
