"""Community cards (issue 38) of h-moves's set: units that go to, or are held at, another
player's cards. Each test plays the printing the decks hold in a real game and checks the change
its text causes, with the case its text refuses (``resources/cards/community-moves.json``; the
numbers are pinned by ``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.cards.model import Card, PointType
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.hazard_targets import base_protects
from ge_desktop.rulesets.galactic_empires.raids import stolen
from ge_desktop.rulesets.galactic_empires.stats import requirements_met
from ge_desktop.rulesets.galactic_empires.terms import Zone
from tests.engine.builders import Table, guns, ship, terrain
from tests.engine.community_helpers import fund, printed, settle

SURFACE = "D8_-_Surface_Dragoness_PE"  # supply 2, energy 1; plays as its Pirates reprint (the most recent printing)
SURFACE_PIR = "D8_-_Surface_Dragoness_Pir"
RICH = terrain(6, supply=2, energy=1)
POOR = terrain(4, supply=1)
HOME = terrain(3, supply=3, energy=3, ammunition=3)
GUARD = ship(3, shields=0, weapons=guns(phasers=1))
WARDEN = ship(2, shields=0, weapons=guns(phasers=1))


# --- D8 Surface Dragoness: a dragon living off an opponent's terrain ---------------------------


def _dragon_in_hand(image: str, *p1_cards: Card, on_first: Card | None = None) -> tuple[Table, int, list[int]]:
    """p0's Play Cards Phase with the dragon in hand; p1's ``p1_cards`` in play (as roots, and
    ``on_first`` on the first). Returns (table, dragon, p1's card ids, ``on_first``'s last of them)."""
    dragon_card = printed(image)
    table = Table([dragon_card, HOME], [*p1_cards, *([on_first] if on_first else [])])
    table.put(HOME, 0)
    placed = [table.put(c, 1) for c in p1_cards]
    if on_first is not None:
        placed.append(table.put(on_first, 1, on=placed[0]))
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, table.hand(dragon_card, 0), placed


def _against(image: str, *p1_cards: Card, on_first: Card | None = None) -> tuple[Table, int, list[int]]:
    """The dragon played by p0 against p1's first card (a terrain); the turn passes round to
    p0's next Allocation Phase. Returns (table, dragon, p1's card ids)."""
    table, dragon, placed = _dragon_in_hand(image, *p1_cards, on_first=on_first)
    table.act(f"play #{dragon} against #{placed[0]}")
    settle(table)
    table.fresh_turn(0)
    return table, dragon, placed


def test_both_printings_of_surface_dragoness_play_as_the_most_recent_one() -> None:
    assert printed(SURFACE) is printed(SURFACE_PIR)  # v2.1 CARDS HAVE RULES: all versions play as the latest printing


def test_surface_dragoness_may_be_played_against_an_opponent_terrain_or_as_any_dragon() -> None:
    table, dragon, (poor,) = _dragon_in_hand(SURFACE, POOR)
    assert table.why(f"play #{dragon}") is None  # "may be played against terrain": also independently
    table.act(f"play #{dragon} against #{poor}")
    settle(table)
    card = table.card(dragon)
    assert card.in_play and card.parent == poor and card.controller == 0


def test_surface_dragoness_steals_its_engagement_cost_from_its_terrain_and_its_owner_loses_it() -> None:
    table, dragon, (rich,) = _against(SURFACE, RICH)
    assert stolen(table.state, table.card(dragon)) == {PointType.SUPPLY: 2, PointType.ENERGY: 1}
    assert requirements_met(table.card(dragon), table.state)  # nothing allocated by p0
    table.fresh_turn(1)
    pool = table.player(1).pool
    assert pool.get(PointType.SUPPLY, 0) == 0 and pool.get(PointType.ENERGY, 0) == 0  # the terrain's whole output went to the dragon


def test_surface_dragoness_steals_only_what_its_terrain_generates() -> None:
    table, dragon, (poor,) = _against(SURFACE, POOR)
    card = table.card(dragon)
    assert stolen(table.state, card) == {PointType.SUPPLY: 1}  # the rest is its owner's to allocate
    assert not requirements_met(card, table.state)
    table.act(f"allocate supply #{dragon}")
    table.act(f"allocate energy #{dragon}")
    assert requirements_met(card, table.state)


def test_surface_dragoness_fires_only_at_its_location_stack() -> None:
    table, dragon, (rich, guard_away, guard_there) = _against(SURFACE, RICH, GUARD, on_first=WARDEN)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert "only at its own location stack" in str(table.why(f"aim #{guard_away}"))  # a ship in space: not at the dragon's location
    assert table.why(f"aim #{rich}") is not None  # the ship on the terrain protects it (v2.1), as for any attacker
    table.volley(f"#{guard_there}", f"#{dragon} damage 3")
    assert not table.card(guard_there).in_play  # 3 physical damage: the strength-2 ship on its terrain is destroyed
    table.fresh_turn(0)
    for _ in range(3):
        table.act(f"allocate ammunition #{dragon}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{rich}", f"#{dragon} heavy 3")  # unprotected now: the terrain itself, by its breath weapons
    assert table.die(rich, "structure") == 3


def test_surface_dragoness_in_space_has_no_target_and_moves_against_a_terrain_in_allocation() -> None:
    table, dragon, (rich, guard) = _dragon_in_hand(SURFACE, RICH, GUARD)
    table.act(f"play #{dragon}")
    settle(table)
    table.fresh_turn(0)
    table.act(f"allocate supply #{dragon}")
    table.act(f"allocate supply #{dragon}")
    table.act(f"allocate energy #{dragon}")
    table.to_phase(Phase.WEAPONS_FIRE)
    assert "only at its own location stack" in str(table.why(f"aim #{guard}"))  # alone in space
    table.fresh_turn(0)
    table.act(f"move #{dragon} against #{rich}")
    assert table.card(dragon).parent == rich and requirements_met(table.card(dragon), table.state)


# --- O6 Political Clout: an opponent's ship stationed on a terrain of its fleet ------------------

CLOUT = "O6_-_Political_Clout_UE"
ENVOY = ship(4, shields=0, weapons=guns(phasers=2))
RAIDER = ship(5, shields=0, weapons=guns(phasers=3))
PLANET = terrain(5, supply=2)


def _clout() -> tuple[Table, int, int, int, int]:
    """p0 plays Political Clout against p1's ship in space and picks p1's PLANET for it.
    Returns (table, clout, ship, planet, p0's raider)."""
    clout_card = printed(CLOUT)
    table = Table([clout_card, RAIDER, HOME], [ENVOY, PLANET])
    table.put(HOME, 0)
    raider = table.put(RAIDER, 0)
    envoy, planet = table.put(ENVOY, 1), table.put(PLANET, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    clout = table.hand(clout_card, 0)
    table.act(f"play #{clout} against #{envoy}")
    settle(table)
    assert table.state.choice is not None and table.state.choice.seat == 0 and table.state.choice.cards == (planet,)
    table.act(f"choose #{planet}")
    settle(table)
    return table, clout, envoy, planet, raider


def test_political_clout_stations_the_ship_on_a_terrain_of_its_fleet_where_it_stays() -> None:
    table, clout, envoy, planet, _ = _clout()
    assert table.card(envoy).parent == planet and table.card(clout).parent == envoy
    table.fresh_turn(1)
    assert table.why(f"move #{envoy} to space") is not None  # it stays on the terrain (into space: refused)


def test_political_clout_ship_leaves_its_sector_hq_unprotected_but_guards_the_terrain_as_a_base() -> None:
    table, _, envoy, planet, raider = _clout()
    fund(table, raider)
    table.to_phase(Phase.WEAPONS_FIRE)
    assert table.why("aim hq p1") is None  # its only ship no longer protects the Sector HQ
    assert "cannot be fired at" in str(table.why(f"aim #{planet}"))  # the ship on it guards it as a base would


def test_political_clout_ends_when_an_opponent_fires_at_the_ship() -> None:
    table, clout, envoy, planet, raider = _clout()
    fund(table, raider)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{envoy}", f"#{raider} phaser 1")
    assert table.card(clout).zone is Zone.DISCARD  # fired upon: released
    assert not base_protects(table.state, table.card(planet))  # the terrain is open to fire again
    table.fresh_turn(1)
    assert table.why(f"move #{envoy} to space") is None  # free to move again


def test_political_clout_lasts_two_complete_turns() -> None:
    table, clout, envoy, _, _ = _clout()
    table.fresh_turn(0)
    assert table.card(clout).in_play  # one complete turn gone
    table.fresh_turn(0)
    assert table.card(clout).zone is Zone.DISCARD  # the second: discarded as its player's turn begins
