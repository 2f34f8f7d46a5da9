"""Names of well-known companies of a few kinds people choose between (airlines, carmakers, phone and computer
makers, carriers, streaming services): two of the same kind side by side in an option, with no comma or "and"
between them, are a list that lost its comma ("Qantas Jetstar or Virgin"), not one name."""

from __future__ import annotations

from itertools import pairwise

from warrantguard.guard.question.words._text import Token

__all__ = ["listed_names"]

def _kind(names: str) -> frozenset[str]:
    return frozenset(names.split())


_KINDS = (
    _kind("""qantas jetstar virgin delta united american southwest jetblue alaska spirit frontier ryanair easyjet
          lufthansa emirates qatar etihad klm iberia vueling wizz aeromexico latam avianca singapore cathay ana
          jal westjet porter finnair sas turkish"""),
    _kind("""toyota honda nissan mazda subaru hyundai kia ford chevy chevrolet tesla bmw audi volkswagen vw volvo
          lexus acura infiniti porsche jeep dodge ram gmc buick cadillac mitsubishi fiat skoda seat peugeot renault
          citroen"""),
    _kind("""apple samsung google oneplus motorola xiaomi huawei nokia sony lg dell hp lenovo asus acer msi
          microsoft razer"""),
    _kind("verizon at&t t-mobile sprint vodafone o2 ee three mint visible cricket"),
    _kind("netflix hulu disney+ hbo peacock paramount+ spotify tidal deezer youtube"),
)


def listed_names(option: list[Token]) -> tuple[str, str] | None:
    """Two names of the same kind side by side in ``option``, both capitalized ("Qantas Jetstar"), or ``None``."""
    for first, second in pairwise(option):
        if not (first.capitalized and second.capitalized) or first.low == second.low:
            continue
        if any(first.low in kind and second.low in kind for kind in _KINDS):
            return first.text, second.text
    return None
