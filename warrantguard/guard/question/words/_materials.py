"""Materials as options: two materials after A's preposition ("Pilea peperomioides in | terracotta or glazed
ceramic"), two before one bare head ("tile or vinyl plank"), a material named in two words ("walnut or white oak"),
and modifiers written in two words ("stainless steel", "cast iron")."""

from __future__ import annotations

from warrantguard.guard.question.words._form import Around
from warrantguard.guard.question.words._text import Token, ing_word
from warrantguard.guard.question.words._wordlists import DETERMINERS, MATERIALS, MODIFIERS, PRONOUNS

__all__ = ["colour_shade", "colour_word", "material_head", "material_twin", "two_materials", "two_word_material",
           "two_word_modifier"]


def two_materials(tail: list[Token], b: list[Token]) -> bool:
    """Is A's phrase after its preposition one material and B's last word a material ("in | terracotta" / "glazed
    ceramic")?"""
    return len(tail) == 1 and tail[0].low in MATERIALS and bool(b) and b[-1].low.rstrip("?.!,") in MATERIALS


def material_head(a: list[Token], b: list[Token], around: Around) -> bool:
    """"Tile or vinyl plank": two materials, each a noun of its own, before one bare singular head. The
    head may be both options' ("oak or walnut table") or only B's ("vinyl plank"): the pair cannot tell.
    A plural or mass head ("quartz or granite countertops", "laminate flooring") is shared."""
    head, prev = b[-1].low, around.prev(a[0])
    if len(b) != 2 or a[0].low not in MATERIALS or b[0].low not in MATERIALS or not head.isalpha():
        return False
    return not head.endswith("s") and not ing_word(head) and (prev is None or prev.low not in DETERMINERS)


_TWO_WORD_MODIFIERS = frozenset({("stainless", "steel"), ("cast", "iron"), ("carbon", "steel"), ("solid", "wood"),
                                 ("engineered", "wood"), ("memory", "foam"), ("faux", "leather"), ("vegan", "leather"),
                                 ("sterling", "silver"), ("white", "gold"), ("rose", "gold"), ("fiber", "cement"),
                                 ("hard", "anodized"), ("full", "grain"), ("top", "grain")})


def two_word_material(a: list[Token], b: list[Token]) -> bool:
    """Is B's material named in two words against A's one ("walnut or | white oak", "maple or | red oak")? A material
    and a modifier before a material: no head both share ("white oak" is not "white" and A's "oak"; "titanium or
    surgical steel")."""
    adjective = b[0].low in MODIFIERS or (len(b[0].low) > 5 and b[0].low.endswith(_ADJECTIVE_END))  # "surgical steel"
    return len(a) == 1 and len(b) > 1 and a[0].low in MATERIALS and adjective and b[1].low in MATERIALS


_ADJECTIVE_END = ("al", "ic", "ive", "ous", "ful", "able", "ible")  # "titanium or | surgical steel": B's material


def two_word_modifier(toks: list[Token]) -> bool:
    """Are ``toks`` one modifier written in two words ("stainless steel", "cast iron")?"""
    return len(toks) == 2 and (toks[0].low, toks[1].low) in _TWO_WORD_MODIFIERS


def colour_shade(a: list[Token], b: list[Token]) -> bool:
    """Is A one colour and B a shade of another, alone or before more words ("the white or the | dark blue | plaster
    finish", "black or | light grey | sofa")? The shade is one colour written in two words, so B keeps both (not
    "light or dark | blue tile": a shade against a shade, the colour maybe both's)."""
    return len(a) == 1 and a[0].low in _COLOURS and len(b) > 1 and b[0].low in _SHADES and b[1].low in _COLOURS


_SHADES = frozenset({"dark", "light", "pale", "deep", "bright"})
_COLOURS = frozenset({"white", "black", "gray", "grey", "blue", "green", "red", "yellow", "beige", "brown", "pink",
                      "purple", "orange", "teal", "turquoise", "violet", "navy", "cream"})


def material_twin(a: list[Token], b: list[Token]) -> bool:
    """Is A one material and B another stuff's word before a plural head no material ("wool or | feather | duvets",
    "wool or down duvets"): the head both options share, written once (not "cotton or merino wool": a material)?"""
    if len(a) != 1 or len(b) != 2 or a[0].low not in MATERIALS or any(t.capitalized for t in b):
        return False
    stuff, head = b[0].low, b[1].low.rstrip("?.!,")
    plural = head.endswith("s") and not head.endswith("ss") and head.isalpha() and head not in MATERIALS
    return plural and stuff.isalpha() and stuff not in DETERMINERS | PRONOUNS and stuff != head


def colour_word(tok: Token) -> bool:
    """Is ``tok`` a plain colour's name ("red", "navy")?"""
    return tok.low in _COLOURS
