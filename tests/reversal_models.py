"""Scripted models whose reversals the reversal tests read, loadable by the CLI as
``--model py:reversal_models:NAME`` (PYTHONPATH=tests, as pytest's rootdir insertion gives).

* ``valence_blind`` prefers train and ignores "riskier": the inverted probes name train, which
  in the focal framing ("safer") means motorcycle.
* ``position_biased`` names whichever option is listed first: motorcycle for the focal prompt,
  train when the options are swapped, motorcycle for "riskier" (i.e. train is the safer).
* ``context_sensitive`` prefers train except at night; as its own probe generator it writes
  the night-time T2 probe (other probes come from the lexical generator).
"""

from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
NIGHT = "Which is safer to travel by at night, motorcycle or train?"

valence_blind = ScriptedModel("train", ignores_valence=True, name="scripted-valence-blind")
position_biased = ScriptedModel("train", position_bias="first", name="scripted-position-biased")
context_sensitive = ScriptedModel("train", reversals={"at night": "motorcycle"}, generator_probes={2: [NIGHT]},
                                  name="scripted-context-sensitive")


class _ResampleFlipper(ScriptedModel):
    """Prefers train at temperature 0; of every ten samples at temperature 1, the first three
    name motorcycle (one request carries all ten, so the count is deterministic)."""

    def __init__(self) -> None:
        super().__init__("train", name="scripted-resample-flipper")
        self.sampled = 0

    def reply(self, messages, temperature):  # type: ignore[no-untyped-def]
        """The planted answer, flipped for three of every ten samples."""
        text = super().reply(messages, temperature)
        if temperature > 0 and text == "train":
            self.sampled += 1
            if (self.sampled - 1) % 10 < 3:
                return "motorcycle"
        return text


resample_flipper = _ResampleFlipper()
