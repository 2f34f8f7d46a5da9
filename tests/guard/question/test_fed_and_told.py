"""Two forms around a verb of giving (issue 22, session 28):

* an animal or a plant fed or given a thing is no part of option A: "Should I give the dog rice or pumpkin?" read
  "dog rice" / "pumpkin" before, silently wrong; after other verbs the noun stays a compound's first word;
* "Could you tell me if it's safer to give …" asks a question, not for a task: it was refused as a request.

Every prompt is new (none is in the corpus).
"""

from __future__ import annotations

from tests.guard.question._blind import read_as_expected, still_refused

test_an_animal_or_plant_fed_is_no_part_of_a = read_as_expected([
    ("Should I give the dog rice or pumpkin?", ("rice", "pumpkin")),
    ("Should I give the horse hay or alfalfa?", ("hay", "alfalfa")),
    ("Should I give the cat wet food or dry food?", ("wet food", "dry food")),
    ("Should I feed the lawn compost or fertilizer?", ("compost", "fertilizer")),
    ("Should I give my mother the house or the cash?", ("house", "cash")),
])

test_after_other_verbs_the_animal_heads_a_compound = read_as_expected([  # as before
    ("Should I buy the dog food or the cat food?", ("dog food", "cat food")),
    ("Should I buy the dog food or treats?", ("dog food", "treats")),
])

test_tell_me_if_asks_a_question = read_as_expected([
    ("Could you tell me if it's safer to give my toddler ibuprofen or acetaminophen?", ("ibuprofen", "acetaminophen")),
    ("Can you tell me whether to give the dog rice or pumpkin?", ("rice", "pumpkin")),
])

test_requests_to_the_assistant_stay_refused = still_refused([
    "Can you give me a recipe or a meal plan?",
    "Can you explain Kafka or point me to a tutorial?",
])

test_get_someone_a_thing = read_as_expected([
    ("Should we get the twins one room or two?", ("one room", "two")),
    ("Should I get my nephew a bike or a scooter?", ("bike", "scooter")),
    ("Should I get the car washed or detailed?", ("washed", "detailed")),  # as before: no person
])
