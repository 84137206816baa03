"""The search index behind the card browser: free text and every filter pick the right cards."""

from __future__ import annotations

import pytest

from ge_desktop.cards.model import CardClass, CardType, PointType, WeaponSymbol
from ge_desktop.cards.search import GENERIC, CardQuery, SearchIndex, SortKey, query_words, sort_cards
from tests.cards.helpers import make_card, make_catalog

PHASER = {"symbol": "phaser", "name": "Phaser", "count": 2}
FLUX = {"symbol": "heavy", "name": "Energy Flux", "count": 1}


@pytest.fixture(scope="module")
def index() -> SearchIndex:
    cards = [
        make_card("light-cruiser", "S5", "Light Cruiser", "Argonian", weapons=[PHASER], requirements={"supply": 1, "energy": 1}),
        make_card("flux-destroyer", "S7", "Flux Destroyer", "Argonian First Republic", weapons=[PHASER, FLUX], requirements={"energy": 2}),
        make_card("science-officer", "R/C4", "Science Officer", rules=["Adds 1 research point to the ship it crews."]),
        make_card("small-planet", "T4", "Small Planet", generates={"economy": 2}),
        make_card("pirate-raider", "S3", "Pirate Raider", "Bolaar Pirates", weapons=[PHASER], requirements={"supply": 1}),
        make_card("phaser-eel", "M1", "Small Phaser Eel", rules=["That unit cannot fire its Phasers."], set_code="B94"),
        make_card("prototype-shield", "E2", "Prototype Shield", "Krebiz", classes=["Prototype"], technology="exclusive"),
        make_card("krebiz-capsule", "S3", "Dreadnought Capsule", "Krebiz Capitalist Alliance", requirements={"supply": 1, "energy": 1}),
        make_card("outpost", "T/B3", "Frontier Outpost", shields=2),
    ]
    return SearchIndex.for_catalog(make_catalog(cards))


def ids(cards) -> list[str]:
    return sorted(c.id for c in cards)


def test_empty_query_returns_every_card_in_code_order(index: SearchIndex) -> None:
    result = index.search(CardQuery())
    assert len(result) == len(index) == 9
    assert [c.code for c in result][:3] == ["T/B3", "T4", "S3"]


def test_text_search_matches_title_case_insensitively(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(text="CRUISER"))) == ["light-cruiser"]


def test_text_search_matches_rules_text(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(text="research point"))) == ["science-officer"]


def test_every_word_must_match_in_any_order(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(text="eel phaser"))) == ["phaser-eel"]
    assert index.search(CardQuery(text="eel cruiser")) == []


def test_quoted_phrase_keeps_its_words_together(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(text='"phaser eel"'))) == ["phaser-eel"]
    assert index.search(CardQuery(text='"eel phaser"')) == []


def test_text_search_matches_code_and_empire(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(text="r/c4"))) == ["science-officer"]
    assert ids(index.search(CardQuery(text="bolaar"))) == ["pirate-raider"]


def test_unclosed_quote_while_typing_does_not_fail() -> None:
    assert query_words('"small pla') == ("small", "pla")


def test_type_filter_includes_dual_type_cards(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(types=frozenset({CardType.BASE})))) == ["outpost"]
    terrain = ids(index.search(CardQuery(types=frozenset({CardType.TERRAIN}))))
    assert terrain == ["outpost", "small-planet"]


def test_strength_range_is_inclusive(index: SearchIndex) -> None:
    result = index.search(CardQuery(strength_min=3, strength_max=4))
    assert sorted(c.strength for c in result) == [3, 3, 3, 4, 4]


def test_empire_filter_resolves_aliases_and_generic(index: SearchIndex) -> None:
    argonian = index.search(CardQuery(empires=frozenset({"Argonian First Republic"})))
    assert ids(argonian) == ["flux-destroyer", "light-cruiser"]  # one card names the alias "Argonian"
    generic = index.search(CardQuery(empires=frozenset({GENERIC}), types=frozenset({CardType.TERRAIN})))
    assert ids(generic) == ["outpost", "small-planet"]


def test_set_filter(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(sets=frozenset({"B94"})))) == ["phaser-eel"]


def test_class_filter(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(classes=frozenset({CardClass.PROTOTYPE})))) == ["prototype-shield"]


def test_weapon_filter_by_symbol(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(weapons=frozenset({WeaponSymbol.HEAVY})))) == ["flux-destroyer"]
    phasers = index.search(CardQuery(weapons=frozenset({WeaponSymbol.PHASER})))
    assert ids(phasers) == ["flux-destroyer", "light-cruiser", "pirate-raider"]


def test_point_requirement_filter_needs_every_chosen_point(index: SearchIndex) -> None:
    supply = index.search(CardQuery(requires=frozenset({PointType.SUPPLY})))
    assert ids(supply) == ["krebiz-capsule", "light-cruiser", "pirate-raider"]
    both = index.search(CardQuery(requires=frozenset({PointType.SUPPLY, PointType.ENERGY})))
    assert ids(both) == ["krebiz-capsule", "light-cruiser"]


def test_reaction_filter(index: SearchIndex) -> None:
    assert ids(index.search(CardQuery(reaction=True))) == ["science-officer"]
    assert len(index.search(CardQuery(reaction=False))) == 8


def test_filters_combine_with_text(index: SearchIndex) -> None:
    query = CardQuery(text="s3", types=frozenset({CardType.SHIP}), empires=frozenset({"Bolaar Pirates"}))
    assert ids(index.search(query)) == ["pirate-raider"]


def test_facets_list_the_values_present(index: SearchIndex) -> None:
    facets = index.facets()
    assert facets.empires == ["Argonian First Republic", "Bolaar Pirates", "Krebiz Capitalist Alliance"]
    assert facets.sets == ["B94", "UE"]
    assert facets.classes == [CardClass.PROTOTYPE]
    assert facets.weapons == [WeaponSymbol.PHASER, WeaponSymbol.HEAVY]
    assert facets.requires == [PointType.SUPPLY, PointType.ENERGY]
    assert facets.strength_range == (1, 7) and facets.has_generic


def test_sort_by_title_and_by_strength_descending(index: SearchIndex) -> None:
    cards = index.search(CardQuery())
    assert [c.title for c in sort_cards(cards, SortKey.TITLE)][:2] == ["Dreadnought Capsule", "Flux Destroyer"]
    assert [c.strength for c in sort_cards(cards, SortKey.STRENGTH, descending=True)][:2] == [7, 5]


def _bench_module():
    """``benchmarks/bench_search.py``, which generates the 3,000-card catalog."""
    import importlib.util
    from pathlib import Path

    path = Path(__file__).resolve().parents[2] / "benchmarks" / "bench_search.py"
    spec = importlib.util.spec_from_file_location("bench_search", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_search_benchmark_queries_a_3000_card_catalog() -> None:
    # Speed is proven by benchmarks/bench_search.py (figures in the notes), not by a timed
    # test that flakes under load; this checks the benchmark's catalog and queries work.
    bench = _bench_module()
    index = SearchIndex.for_catalog(bench.generate_catalog(3000))
    timings = bench.time_queries(index, repeat=1)
    assert len(index) == 3000 and timings["everything"][2] == 3000
    assert all(0 <= hits <= 3000 for _, _, hits in timings.values())
