"""v2.1 *[Command limit]* and MINOR EMPIRE COMMAND RATING BONUS (card-facts §2.12 items
143-153), combined cards (§2.14 items 145, 198, 202) and the Krebiz combination."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.cardinfo import slot_cost
from ge_desktop.rulesets.galactic_empires.command import slots_used
from tests.engine.builders import Table, card, ship, terrain

BIG, MEDIUM, SMALL = ship(4), ship(2), ship(1)


@pytest.mark.parametrize(
    "kind, strength, cost",
    [
        (CardType.SHIP, 3, Fraction(1)),
        (CardType.SHIP, 7, Fraction(1)),
        (CardType.SHIP, 2, Fraction(1, 2)),
        (CardType.SHIP, 1, Fraction(0)),
        (CardType.DRAGON, 2, Fraction(1, 2)),
        (CardType.BASE, 3, Fraction(1)),
        (CardType.PSY, 5, Fraction(1, 2)),
        (CardType.CREW, 9, Fraction(0)),
        (CardType.INSTALLATION, 6, Fraction(0)),
    ],
)
def test_command_limit_slot_costs(kind: CardType, strength: int, cost: Fraction) -> None:
    assert slot_cost(kind, strength) == cost


def _phase_a(table: Table, turn: int = 3) -> None:
    for _ in range(turn - 1):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


def test_command_limit_a_slot_card_cannot_be_played_when_slots_are_full() -> None:
    table = Table([BIG, BIG, BIG, SMALL])
    table.put(BIG, 0)
    table.put(BIG, 0)
    third, tiny = table.hand(BIG, 0), table.hand(SMALL, 0)
    _phase_a(table)
    assert table.player(0).command_total == 2
    assert table.why(f"play #{third}").rule == "v2.1 [Command limit]"
    assert table.legal(f"play #{tiny}")  # strength 1 uses no slot


def test_command_limit_fractions_are_never_dropped_when_counting_slots() -> None:
    table = Table([BIG, MEDIUM, MEDIUM, MEDIUM])
    table.put(BIG, 0)
    table.put(MEDIUM, 0)
    _phase_a(table)
    second = table.hand(MEDIUM, 0)
    table.act(f"play #{second}")  # 1 + 1/2 + 1/2 = 2 slots
    assert slots_used(table.state, 0) == 2
    third = table.hand(MEDIUM, 0)
    assert table.why(f"play #{third}") is not None  # 2 1/2 > 2


def test_minor_empire_command_bonus_one_minor_ship_uses_no_slot() -> None:
    raider_a = ship(4, empire="Bolaar Pirates")
    raider_b = ship(5, empire="Bolaar Pirates")
    table = Table([BIG, BIG, raider_a, raider_b])
    table.put(BIG, 0)
    table.put(BIG, 0)
    first, second = table.hand(raider_a, 0), table.hand(raider_b, 0)
    _phase_a(table)
    table.act(f"play #{first}")  # slots are full, but one minor ship is free
    assert slots_used(table.state, 0) == 2
    assert table.why(f"play #{second}").rule == "v2.1 [Command limit]"


def test_minor_empire_command_bonus_not_for_the_decks_own_minor_empire_or_generic_ships() -> None:
    raider = ship(4, empire="Bolaar Pirates")
    freighter = ship(4)
    own_minor = Table([BIG, BIG, raider], empires=["Bolaar Pirates"])
    own_minor.put(BIG, 0)
    own_minor.put(BIG, 0)
    _phase_a(own_minor)
    assert not own_minor.legal(f"play #{own_minor.hand(raider, 0)}")
    generic = Table([BIG, BIG, freighter])
    generic.put(BIG, 0)
    generic.put(BIG, 0)
    _phase_a(generic)
    assert not generic.legal(f"play #{generic.hand(freighter, 0)}")


def test_command_limit_losing_command_points_forces_no_discard() -> None:
    beacon = card("I", 3, "Lost Beacon", generates={"command": 1})
    table = Table([beacon, BIG, BIG, BIG, BIG])
    tower = table.put(beacon, 0)
    for _ in range(3):
        table.put(BIG, 0)
    table.fresh_turn(0)
    assert table.player(0).command_total == 3
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{tower}")
    table.fresh_turn(0)
    assert table.player(0).command_total == 2
    assert len([c for c in table.state.fleet(0) if c.info.kind is CardType.SHIP]) == 3  # all stay
    table.to_phase(Phase.PLAY_A)
    assert not table.legal(f"play #{table.hand(BIG, 0)}")


def test_command_points_from_a_card_just_played_count_from_the_next_allocation() -> None:
    beacon = card("I", 3, "New Beacon", generates={"command": 1})
    table = Table([beacon])
    tower = table.hand(beacon, 0)
    _phase_a(table)
    table.act(f"play #{tower}")
    assert table.player(0).command_total == 2
    table.fresh_turn(0)
    assert table.player(0).command_total == 3


def test_combined_ships_use_the_slots_of_their_combined_strength() -> None:
    module = card("S", 1, "Docking Module", placement={"mode": "on", "target_types": ["S"]})
    table = Table([MEDIUM, module, BIG, SMALL, MEDIUM])
    core = table.put(MEDIUM, 0)
    assert slots_used(table.state, 0) == Fraction(1, 2)
    table.put(module, 0, on=core)
    assert slots_used(table.state, 0) == 1  # one ship of strength 3, not 1/2 + 0
    table.put(BIG, 0)
    _phase_a(table)
    assert not table.legal(f"play #{table.hand(MEDIUM, 0)}")
    assert table.legal(f"play #{table.hand(SMALL, 0)}")


def test_krebiz_combination_is_one_ship_of_the_summed_strength_and_one_card_play() -> None:
    catalog = default_catalog()
    combo = next(c for c in catalog if c.combination is not None and c.strength >= 3 and c.combination.cruiser.card is None)  # played whole only
    table = Table([combo, combo, combo], empires=["Krebiz Capitalist Alliance"])
    first = table.hand(combo, 0)
    _phase_a(table)
    table.act(f"play #{first}")
    assert table.player(0).plays_used == 1
    assert slots_used(table.state, 0) == 1
    table.put(combo, 0)
    assert not table.legal(f"play #{table.hand(combo, 0)}")  # two slots are used
    assert table.find(combo, 0, [Zone.PLAY]).info.strength == combo.combination.cruiser.strength + combo.combination.capsule.strength


def test_terrain_and_crew_use_no_command_slots() -> None:
    world, admiral = terrain(5), card("C", 9, "Slotless Admiral")
    table = Table([world, admiral, BIG])
    table.put(admiral, 0, on=table.put(world, 0))
    assert slots_used(table.state, 0) == 0
    table.put(BIG, 0)
    assert slots_used(table.state, 0) == 1


def test_fractions_are_dropped_half_a_free_command_point_does_nothing() -> None:
    admiral = card("C", 9, "Fraction Admiral", requirements={"command": 1})
    table = Table([BIG, BIG, MEDIUM, admiral, BIG], [], [])  # three players: 3 command points
    first = table.put(BIG, 0)
    table.put(BIG, 0)
    crew = table.put(admiral, 0, on=first, engaged=False)
    medium = table.put(MEDIUM, 0)
    table.fresh_turn(0)
    assert slots_used(table.state, 0) == Fraction(5, 2)
    assert "every slot" in table.why(f"allocate command #{crew}").message  # 1/2 free is no point
    table.act(f"~move #{medium} discard p0 top")
    assert table.legal(f"allocate command #{crew}")


def test_minor_empire_command_bonus_a_minor_empire_dragon_uses_no_slot() -> None:
    wyrm = card("D", 4, "Bonus Wyrm", empire="Space Dragons")
    other = card("D", 5, "Second Wyrm", empire="Space Dragons")
    table = Table([BIG, BIG, wyrm, other])
    table.put(BIG, 0)
    table.put(BIG, 0)
    first, second = table.hand(wyrm, 0), table.hand(other, 0)
    _phase_a(table)
    table.act(f"play #{first}")  # slots are full, but one minor-empire dragon is free
    assert slots_used(table.state, 0) == 2
    assert table.why(f"play #{second}").rule == "v2.1 [Command limit]"  # only one


def test_minor_empire_command_bonus_not_for_a_generic_dragon() -> None:
    beast = card("D", 4, "Generic Wyrm")
    table = Table([BIG, BIG, beast])
    table.put(BIG, 0)
    table.put(BIG, 0)
    _phase_a(table)
    assert table.why(f"play #{table.hand(beast, 0)}").rule == "v2.1 [Command limit]"


def test_command_limit_in_half_slots_agrees_with_the_fraction_sum_at_every_state_of_seeded_games() -> None:
    """``within_limit`` (integer half slots, the fleet's totals worked out once) gives the
    answer of the plain rule, written here with fractions: the slots used after the play
    are at most those used now, or at most the slots available; for every hand card of
    the player to act and every place it could go, at every state of three games."""
    from ge_desktop.bots.weighted_agent import WeightedAgent
    from ge_desktop.cards.decks import load_deck, shipped_deck
    from ge_desktop.engine import Game
    from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck
    from ge_desktop.rulesets.galactic_empires.command import _entries, within_limit
    from ge_desktop.rulesets.galactic_empires.placement import candidate_targets

    def plain(state, seat, info, parent) -> bool:
        entries = list(_entries(state, seat))
        if info.kind is CardType.PSY or info.kind in (CardType.SHIP, CardType.DRAGON, CardType.BASE):
            if parent is not None and info.kind in (CardType.SHIP, CardType.DRAGON) and parent.info.kind is info.kind:
                return within_limit(state, seat, info, parent)  # the combining path is the unchanged code
            entries.append((slot_cost(info.kind, info.strength), info.minor_bonus))
        used_now = slots_used(state, seat)
        after = sum((c for c, _ in entries), Fraction(0)) - max((c for c, m in entries if m), default=Fraction(0))
        player = state.players[seat]
        return after <= used_now or after <= player.command_total - player.command_committed

    catalog = default_catalog()
    compared = refused = 0
    for seed, names in ((3, ("argonian", "krebiz")), (4, ("corporate", "mechad")), (5, ("pot", "tufor"))):
        decks = tuple(PlayerDeck.from_deck(load_deck(shipped_deck(n), catalog)) for n in names)
        game = Game.new(GameConfig(decks=decks, seed=seed, turn_cap=12), catalog)
        agent = WeightedAgent(seed)
        for _ in range(3000):
            if game.is_terminal():
                break
            state = game.state
            seat = state.active
            for instance in state.players[seat].hand:
                info = state.cards[instance].info
                for _, target in candidate_targets(state, seat, info):
                    parent = target if target is not None and target.controller == seat else None
                    fits = within_limit(state, seat, info, parent)
                    assert fits == plain(state, seat, info, parent), (seed, info.label)
                    compared += 1
                    refused += not fits
            game.apply(agent.choose(game))
    assert compared > 1000 and refused > 0  # the games reached full fleets
