"""v2.1 GEKONAUAK (card-facts item 250): no crew is played against a Gekonauak ship, and only
one crew of the fleet may be on one; while a crew is aboard no other crew joins. Played with
the printed Gekonauak ships of resources/cards/gekonauak.json."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase
from tests.engine.builders import Table, card, catalog_card, effect, ship

SOLDIER = catalog_card("gekonauak-soldier")  # S5 Gekonauak Soldier
PILOT = card("C", 1, "Gekonauak Test Pilot")
GUNNER = card("C", 2, "Gekonauak Test Gunner")


def test_gekonauak_only_one_crew_of_the_fleet_may_be_on_a_gekonauak_ship() -> None:
    plain = ship(5, name="Gekonauak Test Freighter")
    table = Table([SOLDIER, plain, PILOT, GUNNER, GUNNER], [])
    geko, other = table.put(SOLDIER, 0), table.put(plain, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    pilot, gunner = table.hand(PILOT, 0), table.hand(GUNNER, 0)
    table.act(f"play #{pilot} on #{geko}")  # the first crew goes aboard
    violation = table.why(f"play #{gunner} on #{geko}")
    assert violation is not None and violation.rule == "v2.1 GEKONAUAK"
    table.act(f"play #{gunner} on #{other}")  # any other ship takes more crew
    second = next(c.id for c in table.state.cards if c.info.card_id == GUNNER.id and c.zone.value == "hand")
    assert table.why(f"play #{second} on #{other}") is None


def test_gekonauak_no_crew_is_played_against_a_gekonauak_ship() -> None:
    saboteur = card("C", 2, "Gekonauak Test Saboteur", placement={"mode": "against", "target_types": ["S"]},
                    effects=[effect("damage", "on_play", "location", amount=1)])
    plain = ship(5, name="Gekonauak Test Enemy Freighter")
    table = Table([saboteur, saboteur], [SOLDIER, plain])
    geko, other = table.put(SOLDIER, 1), table.put(plain, 1)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    crew = table.hand(saboteur, 0)
    assert table.why(f"play #{crew} against #{geko}").rule == "v2.1 GEKONAUAK"
    assert table.why(f"play #{crew} against #{other}") is None
