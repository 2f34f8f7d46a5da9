"""the twenty-eighth held-out part's 11 silent misreads (bench/results/questions_heldout28_first.txt: 228/256, 17
refused, 11 silently wrong)"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

# "… if the <Name> or <Name> <head> <verb> …": one name holding the 'or', as the subject of an embedded clause too.
test_titled_name_as_a_clause_subject_is_refused = still_refused([
    "Do you know if the Publish or Perish workshop is still on?",
    "I wonder if the Stop or Go traffic app works offline",
    "any idea whether the Hit or Miss comedy night still happens on Thursdays?",
    "Is the Publish or Perish workshop still on this week?",  # as before
])

test_two_makes_as_a_clause_subject_still_read = read_as_expected([
    ("Do you know if the Honda or Toyota holds its value?", ("Honda", "Toyota")),
    ("Do you know if the Honda or Toyota is more reliable?", ("Honda", "Toyota")),
    ("Do you know if the bus or the train is faster?", ("bus", "train")),
])

# "Whether <Name> or <Name> <verb>s more … is what …": the -s word after the two names is their verb, not the later
# "is" of the main clause.
test_names_verb_before_the_main_clause = read_as_expected([
    ("Whether Zotero or Mendeley syncs more reliably is what I keep wondering about.", ("Zotero", "Mendeley")),
    ("Whether Dropbox or OneDrive syncs the photo library faster is what I want to find out.", ("Dropbox", "OneDrive")),
    ("Whether Zotero or Mendeley catches more duplicate entries is what I need to know.", ("Zotero", "Mendeley")),
    ("Whether Slack or Teams keeps remote staff happier is the real question.", ("Slack", "Teams")),  # as before
])

# Texted "r" for "are" before a comparative ends B, as "are" does ("… or mind maps | r better").
test_texted_are_ends_b = read_as_expected([
    ("could u tell me if audiobooks or paper books r more helpful for revision", ("audiobooks", "paper books")),
    ("idk if night shifts or day shifts r less tiring", ("night shifts", "day shifts")),
    ("do u know if gel pens or ballpoint pens r better for left handers", ("gel pens", "ballpoint pens")),
    ("is python or r better for stats", ("python", "r")),  # as before: "r" the option, not the copula
])

# A verb, its plural object and a complement against a prepositional B ("knit the sleeves | flat or in the round"):
# the complement is A, the verb and object the lead both share; a singular object or a bare verb leaves it unclear
# whether the last word is a complement or the object's head ("dry the sweater flat", "wash the wool sweater").
test_complement_against_a_phrase = read_as_expected([
    ("Should I dry the sweaters flat or on a hanger?", ("flat", "on a hanger")),
    ("Should I crochet the squares tight or with a bigger hook?", ("tight", "with a bigger hook")),
    ("Should I glaze the mugs thick or in two thin coats?", ("thick", "in two thin coats")),
    ("Should I store the flour in the fridge or in the pantry?", ("in the fridge", "in the pantry")),  # as before
    ("Should I eat lunch outside or in the break room?", ("outside", "in the break room")),  # as before
])

test_unclear_complement_against_a_phrase_is_refused = still_refused([
    "Should I dry the sweater flat or on a hanger?",
    "should I knit flat or in the round",
    "should I wash the wool sweater or at the laundromat",  # as before
])

# A definite object and "as" before A ("report the results as | means with SDs or …"): the roles are the options.
test_role_after_as_is_the_option = read_as_expected([
    ("Should I file the expense as travel or training?", ("travel", "training")),
    ("Should I present the scores as z-scores with CIs or raw scores with ranges?",
     ("z-scores with CIs", "raw scores with ranges")),
    ("Do I code my interviews as themes with quotes or categories with counts?",
     ("themes with quotes", "categories with counts")),
    ("Do I log the hours as overtime or comp time?", ("overtime", "comp time")),  # as before
    ("Should I list the course as an elective or a requirement?", ("elective", "requirement")),  # as before
])

# After "Should I …", a lower-case word the verb list lacks before "by" is a verb, its "by" the lead both options
# share ("wedge by | ram's head or spiral method").
test_unlisted_verb_before_by = read_as_expected([
    ("should I dye by hand or machine?", ("hand", "machine")),
    ("should I glaze by dipping or pouring?", ("dipping", "pouring")),
    ("could you tell me whether I should felt by hand or washing machine?", ("hand", "washing machine")),
    ("should I travel by train or bus?", ("train", "bus")),  # as before
    ("should I wedge by hand or by machine?", ("by hand", "by machine")),  # as before
])

# "this term" / "next term" is a time, as "this semester" is: the verb phrase before A is shared.
test_term_is_a_time = read_as_expected([
    ("should I sign up for the class this term or next term?", ("this term", "next term")),
    ("should I take statistics this term or next term?", ("this term", "next term")),
    ("should I do the internship this trimester or next trimester?", ("this trimester", "next trimester")),
    ("should I take the exam this semester or next semester?", ("this semester", "next semester")),  # as before
])

# A gerund before a name when B is a bare name ("whether shooting | RAW or JPEG is better"): the gerund is both's.
test_gerund_before_two_names_is_shared = read_as_expected([
    ("I wonder whether using Zoom or Teams is better for lectures", ("Zoom", "Teams")),
    ("I wonder whether learning Spanish or French is more useful", ("Spanish", "French")),
    ("Is visiting Paris or London better in May?", ("Paris", "London")),
    ("does reading aloud or audiobooks help a 6 year old's vocabulary more?",
     ("reading aloud", "audiobooks")),  # as before
])

# "Would you prefer (that) I …" leads in to a verb phrase, as "Would you suggest (that) I …" does.
test_prefer_that_i_leads_in = read_as_expected([
    ("Would you prefer that I send the draft or call you?", ("send the draft", "call you")),
    ("Would you prefer that I print the handouts or bring a laptop?", ("print the handouts", "bring a laptop")),
    ("Would you prefer that I share the outline or chapter 1 first?", ("outline", "chapter 1")),
    ("Would you prefer that we submit the abstract or a full paper?", ("abstract", "full paper")),  # as before
])

# "with a <tool>" after B's verb and its own object, A a verb and its own object ("frog the whole sweater or fix the
# cable | with a crochet hook"): the tool of B's verb, B's own; not a person or a state both options may share.
test_tool_with_stays_in_b = read_as_expected([
    ("should I rip out the whole row or fix the stitch with a crochet hook?",
     ("rip out the whole row", "fix the stitch with a crochet hook")),
    ("should I repaint the wall or cover the stain with a poster?",
     ("repaint the wall", "cover the stain with a poster")),
    ("should I call a plumber or clear the drain with a snake?", ("call a plumber", "clear the drain with a snake")),
    ("should we rent a car or take the train with a toddler?", ("rent a car", "take the train")),  # as before
])

# Two directions, each with its "to" phrase ("Go | down to a US 6 or up to a US 8?"): the two directed phrases.
test_two_directions_with_to = read_as_expected([
    ("should I go down to a size 6 or up to a size 8 for the sleeves?", ("down to a size 6", "up to a size 8")),
    ("should I move up to the 200 level course or down to the intro one?",
     ("up to the 200 level course", "down to the intro one")),
    ("should I go down to 3 days a week or up to 5?", ("down to 3 days a week", "up to 5")),
    ("should I size down to a medium or up to an XL?", ("down to a medium", "up to an XL")),
])
