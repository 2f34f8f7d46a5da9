"""The faster tokenizer and token diff read exactly what the word-by-word ones did (issue 23, item 6)."""

from __future__ import annotations

import random
import re

from warrantguard.guard.probes import _gates as gates
from warrantguard.guard.probes import _text as pt
from warrantguard.guard.probes import _token_diff as td

_TOKEN = re.compile(r"\w+(?:['’\-]\w+)*|[^\w\s]")


def _reference_tokens(text: str, options: tuple[str, ...]) -> list[pt.Tok]:
    """The tokenizer as it was: one match, one ``Tok`` at a time."""
    spans: list[tuple[int, int]] = []
    if len(options) == 2:
        spans = sorted(span for group in pt.option_spans(options, text) for span in group)
    out: list[pt.Tok] = []
    pos = 0
    for start, end in [*spans, (len(text), len(text))]:
        out += [pt.Tok(m.group(0).lower(), m.start() + pos, m.end() + pos) for m in _TOKEN.finditer(text[pos:start])]
        if end > start:
            out.append(pt.Tok(pt.OPT, start, end))
        pos = end
    return out


def _reference_common(a: list[str], b: list[str], i: int, istop: int, j: int, jstop: int, step: int) -> int:
    n = 0
    while i != istop and j != jstop and a[i] == b[j]:
        i, j, n = i + step, j + step, n + 1
    return n


def test_tokens_and_plain_match_the_word_by_word_reading() -> None:
    rng = random.Random(1)
    alphabet = [*"ab cdeAB,.'’-_ \t\n  İéß?!\u200b()[]\"“", "the train", "car", "ab", "ba", "don't"]
    for _ in range(5000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        options = rng.choice([(), ("a", "b"), ("ab", "ba"), ("the train", "car"), ("b", "ab")])
        assert pt.tokens(text, options) == _reference_tokens(text, options), (text, options)
        assert pt.plain(text) == [m.group(0).lower() for m in _TOKEN.finditer(text)]
    table = pt.token_table("Which is better, the train or the car?", ("the train", "the car"))
    assert table.toks(2, 5) == pt.tokens("Which is better, the train or the car?", ("the train", "the car"))[2:5]


def test_the_chunked_common_run_matches_the_item_by_item_one() -> None:
    rng = random.Random(3)
    for _ in range(5000):
        a = ["x" if rng.random() > 0.02 else rng.choice("ab") for _ in range(rng.randrange(0, 300))]
        b = list(a)
        for _edit in range(rng.randrange(0, 3)):
            if b:
                b[rng.randrange(len(b))] = "y"
        alo = rng.randrange(0, len(a) + 1)
        ahi = rng.randrange(alo, len(a) + 1)
        blo = rng.randrange(0, len(b) + 1)
        bhi = rng.randrange(blo, len(b) + 1)
        assert td._common(a, b, alo, ahi, blo, bhi, 1) == _reference_common(a, b, alo, ahi, blo, bhi, 1)
        assert td._common(a, b, ahi - 1, alo - 1, bhi - 1, blo - 1, -1) == \
            _reference_common(a, b, ahi - 1, alo - 1, bhi - 1, blo - 1, -1)


def test_one_scan_finds_a_text_addressing_the_answerer_whenever_a_single_pattern_would() -> None:
    rng = random.Random(5)
    words = ["answer", "Reply", "ignore", "prompts", "you must", "correct option", "say", "option B",
             "the latter", "system:", "as an AI", "https://x", "www.", "train", "car", "safer", ",", "?", "-"]
    for _ in range(3000):
        text = " ".join(rng.choice(words) for _ in range(rng.randrange(0, 6)))
        anyone = any(pattern.search(text) for pattern, _why in pt._ADDRESSING)
        assert (gates.ANY_ADDRESSING.search(text) is not None) == anyone, text


def test_the_whole_texts_tokens_spliced_at_the_options_are_the_segments_tokens(monkeypatch) -> None:
    spliced, fallen_back = [], []
    masked = pt._masked

    def counted(whole, spans):
        out = masked(whole, spans)
        (spliced if out is not None else fallen_back).append(spans)
        return out

    monkeypatch.setattr(pt, "_masked", counted)
    rng = random.Random(12)
    alphabet = [*"ab cdeAB,.'’-_ \t\n  İéß?!()\"“", "the train", "car", "don't", "train-car", "car's", "a-b"]
    options = [("a", "b"), ("ab", "ba"), ("the train", "car"), ("b", "ab"), ("train", "car"), ("a-b", "b"),
               ("car's", "a"), ("don", "t")]
    for _ in range(20000):
        text = "".join(rng.choice(alphabet) for _ in range(rng.randrange(0, 40)))
        pair = rng.choice(options)
        assert pt.tokens(text, pair) == _reference_tokens(text, pair), (text, pair)
    assert len([s for s in spliced if s]) > 1000 and len(fallen_back) > 1000  # both readings were compared


def test_an_ascii_texts_tokens_and_gate_read_with_ascii_classes_are_the_unicode_ones() -> None:
    """ASCII text is read with ASCII-class patterns (faster): the same tokens and the same gate matches as
    the Unicode patterns give, whatever the 128 characters (Unicode's \\s also holds \\x1c-\\x1f)."""
    rng = random.Random(7)
    pieces = [*map(chr, range(128)), "you", "as an ai", "user:", "option", "first", "don't", "a-b", "\x1c", "\x1f"]
    unicode_gate = re.compile(gates._GATE)
    texts = ["you\x1cmust", "as\x1dan\x1eai", "user\x1f:", "a\x1cb", "x\x1f,y"]
    texts += ["".join(rng.choice(pieces) for _ in range(rng.randrange(1, 40))) for _ in range(20000)]
    for text in texts:
        assert [m.span() for m in pt.ASCII_TOKEN.finditer(text)] == [m.span() for m in _TOKEN.finditer(text)]
        assert pt.plain(text) == [w.lower() for w in _TOKEN.findall(text)]
        low = text.lower()
        found, reference = gates._ANY_ADDRESSING_LOW.search(low), unicode_gate.search(low)
        assert (found and found.span()) == (reference and reference.span())
