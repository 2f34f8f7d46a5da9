"""The paper's word-vector filter for T1 swaps, and generator objects with their own models."""

from __future__ import annotations

from pathlib import Path

import pytest

from warrantguard import Guard
from warrantguard.guard import (
    PAPER_MAX_DISTANCE,
    ConfigurationError,
    LexicalGenerator,
    LLMGenerator,
    ProbeKind,
    SubstitutionFilter,
    WordVectors,
    swapped_words,
)
from warrantguard.testing import ScriptedModel

QUESTION = "Which is safer to travel by, motorcycle or train?"
# 4-d toy vectors in the GloVe text format: "journey" and "more secure" lie close to
# "travel" and "safer"; "what" is orthogonal to "which"
GLOVE = """\
travel 1 0 0 0
journey 0.95 0.1 0 0
safer 0 1 0 0
more 0 0.5 0.5 0
secure 0 0.9 0.1 0
which 0 0 0 1
what 0 0 1 0
"""


@pytest.fixture
def vectors(tmp_path: Path) -> WordVectors:
    path = tmp_path / "glove.txt"
    path.write_text(GLOVE, encoding="utf-8")
    return WordVectors.from_glove(path)


def test_swapped_words_finds_one_short_swap_and_nothing_else() -> None:
    assert swapped_words(QUESTION, QUESTION.replace("travel", "journey")) == ("travel", "journey")
    assert swapped_words(QUESTION, QUESTION.replace("safer", "more secure")) == ("safer", "more secure")
    assert swapped_words(QUESTION, QUESTION.upper().replace("TRAVEL", "journey")) == ("travel", "journey")
    assert swapped_words(QUESTION, QUESTION) is None
    assert swapped_words(QUESTION, "For getting around safely, would you pick the motorcycle or the train?") is None


def test_distance_is_on_the_papers_0_to_200_scale(vectors: WordVectors) -> None:
    assert vectors.distance("travel", "travel") == pytest.approx(0.0)
    assert vectors.distance("which", "what") == pytest.approx(100.0)
    opposite = WordVectors({"up": [1.0, 0.0], "down": [-1.0, 0.0]})
    assert opposite.distance("up", "down") == pytest.approx(200.0)
    assert vectors.distance("travel", "journey") < 1.0
    assert vectors.distance("safer", "more secure") == pytest.approx(100 * (1 - 0.7 / (0.7**2 + 0.3**2) ** 0.5))
    assert vectors.distance("travel", "banana") is None


def test_filter_keeps_close_swaps_and_drops_far_or_unvalidated_ones(vectors: WordVectors) -> None:
    keep = SubstitutionFilter(vectors)
    assert keep.max_distance == PAPER_MAX_DISTANCE == 35
    assert keep(QUESTION, QUESTION.replace("travel", "journey"))
    assert not keep(QUESTION, QUESTION.replace("Which", "What"))  # distance 100
    assert not keep(QUESTION, QUESTION.replace("travel", "commute"))  # no vector: cannot be validated
    rewrite = "Between a motorcycle and a train, which one gets you there with less danger?"
    assert not keep(QUESTION, rewrite)
    assert SubstitutionFilter(vectors, unvalidated="keep")(QUESTION, rewrite)
    assert SubstitutionFilter(vectors, max_distance=150)(QUESTION, QUESTION.replace("Which", "What"))


def test_lexical_generator_with_the_filter_keeps_only_close_synonym_swaps(vectors: WordVectors) -> None:
    plain = Guard(ScriptedModel("train"), generator="lexical").check(QUESTION).certificate
    vetted = Guard(ScriptedModel("train"), generator=LexicalGenerator(paraphrase_filter=SubstitutionFilter(vectors)))
    cert = vetted.check(QUESTION).certificate

    def paraphrases(c: object) -> list[str]:
        return [r.prompt for r in c.tiers[1].results if r.kind == ProbeKind.PARAPHRASE.value]  # type: ignore[attr-defined]

    assert "What is safer to travel by, motorcycle or train?" in paraphrases(plain)
    assert sorted(paraphrases(cert)) == ["Which is more secure to travel by, motorcycle or train?",
                                         "Which is safer to journey by, motorcycle or train?"]
    structural = {r.kind for r in cert.tiers[1].results} - {ProbeKind.PARAPHRASE.value}
    assert structural == {"permutation", "inversion", "permuted_inversion"}  # never filtered


def test_llm_generator_asks_again_for_rejected_swaps_one_probe_per_call(vectors: WordVectors) -> None:
    far, unvalidated = QUESTION.replace("Which", "What"), "Motorcycle or train: which is the safer way to go?"
    close = [QUESTION.replace("travel", "journey"), QUESTION.replace("safer", "more secure")]
    writer = ScriptedModel("train", name="writer", generator_probes={
        1: [unvalidated, far, *close],
        2: ["Which is safer to travel by with children, motorcycle or train?"],
        3: ["Which is safer in general, motorcycle or train?"]})
    generator = LLMGenerator(writer, batch=False, lexical_fill=False, paraphrase_filter=SubstitutionFilter(vectors))
    focal = ScriptedModel("train")
    cert = Guard(focal, generator=generator, t1_paraphrases=2, t2_probes=1, t3_probes=1).check(QUESTION).certificate
    kept = [r.prompt for r in cert.tiers[1].results if r.kind == ProbeKind.PARAPHRASE.value]
    assert kept == close
    t1_asks = [r for r in writer.requests if r.tier == 1]
    assert len(t1_asks) == 4  # one probe per call: rejected, rejected, kept, kept
    assert far in t1_asks[-1].messages[0]["content"]  # told not to propose the rejected swap again
    assert all(r.purpose != "generate" for r in focal.requests)  # the focal model wrote no probes


def test_a_generator_object_without_a_model_uses_the_focal_model() -> None:
    focal = ScriptedModel("train", generator_probes={2: ["Which is safer to travel by at night, motorcycle or train?"]})
    cert = Guard(focal, generator=LLMGenerator(batch=False), t2_probes=1).check(QUESTION).certificate
    assert cert.tiers[2].results[0].prompt == "Which is safer to travel by at night, motorcycle or train?"
    assert any(r.purpose == "generate" for r in focal.requests)


def test_glove_files_with_spaces_limits_and_a_vocabulary(tmp_path: Path) -> None:
    path = tmp_path / "glove.840B.txt"
    path.write_text("the 1 0\nnew york 0.5 0.5\n. . 0 1\nrare -1 0\n", encoding="utf-8")
    assert "new york" in WordVectors.from_glove(path)
    assert len(WordVectors.from_glove(path, limit=2)) == 2
    assert len(WordVectors.from_glove(path, vocabulary={"rare", "absent"})) == 1
    assert WordVectors.from_glove(path).dimensions == 2


@pytest.mark.parametrize(("text", "message"), [
    ("the 1 0\nbad 1 x\n", r"glove\.txt:2: not a number"),
    ("the 1 0\nshort 1\n", r"glove\.txt:2: expected a word and 2 numbers"),
    ("lonely\n", r"glove\.txt:1: expected a word"),
    ("\n\n", r"no word vectors"),
])
def test_malformed_glove_files_name_file_and_line(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "glove.txt"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(ConfigurationError, match=message):
        WordVectors.from_glove(path)


def test_bad_vectors_and_settings_are_configuration_errors(tmp_path: Path, vectors: WordVectors) -> None:
    with pytest.raises(ConfigurationError, match="cannot read"):
        WordVectors.from_glove(tmp_path / "missing.txt")
    with pytest.raises(ConfigurationError, match="same, non-zero length"):
        WordVectors({"a": [1.0, 0.0], "b": [1.0]})
    with pytest.raises(ConfigurationError, match="at least one"):
        WordVectors({})
    with pytest.raises(ConfigurationError, match="0-200"):
        SubstitutionFilter(vectors, max_distance=250)
    with pytest.raises(ConfigurationError, match="unvalidated"):
        SubstitutionFilter(vectors, unvalidated="maybe")  # type: ignore[arg-type]
