"""Property test: whatever a valid card holds, nothing is drawn outside its region."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ge_desktop.cards.model import Card, CardType, PointType, WeaponSymbol
from ge_desktop.render import render_face_report

_words = st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'", min_size=1, max_size=14)


def _sentence(max_words: int, max_len: int):
    return st.lists(_words, min_size=1, max_size=max_words).map(lambda ws: " ".join(ws)[:max_len].strip() or "x")


_points = st.dictionaries(st.sampled_from([p.value for p in PointType]), st.integers(1, 20), max_size=6)
_weapon = st.fixed_dictionaries(
    {"symbol": st.sampled_from([w.value for w in WeaponSymbol]), "name": _sentence(4, 40), "count": st.integers(1, 12), "damage": st.integers(1, 10)}
)


@st.composite
def cards(draw) -> Card:
    ship = draw(st.booleans())
    data = {
        "id": "prop-card",
        "name": draw(_sentence(10, 60)),
        "subtitle": draw(st.none() | _sentence(10, 60)),
        "types": ["S"] if ship else [draw(st.sampled_from([t.value for t in CardType if t not in (CardType.SHIP, CardType.EQUIPMENT)]))],
        "reaction": draw(st.booleans()),
        "strength": draw(st.integers(1, 10)),
        "requirements": draw(_points),
        "generates": draw(_points),
        "shields": draw(st.integers(0, 20)) if ship else 0,
        "nodes": draw(st.integers(0, 10)),
        "armor": draw(st.integers(0, 9)),
        "weapons": draw(st.lists(_weapon, max_size=5)),
        "classes": draw(st.lists(st.sampled_from(["Persona", "Allied", "Cyber", "Prototype"]), max_size=3, unique=True)),
        "unique": draw(st.booleans()),
        "rules": draw(st.lists(_sentence(40, 240), max_size=8)),
        "flavor": draw(st.just("") | _sentence(60, 400)),
        "set_code": "TST",
        "provenance": "designed",
    }
    return Card.model_validate(data)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(cards())
def test_card_nomenclature_no_element_leaves_its_region_for_any_valid_card(card):
    _image, report = render_face_report(card, 120)
    outside = [p for p in report.placements if not p.area.contains(p.ink, tolerance=0.51)]
    assert outside == []
