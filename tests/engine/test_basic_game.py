"""The 1994 Basic Game where it differs from v2.1 (B94, ``../shared/rules/ge-basic-set-1994.txt``):
USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME, COMMAND POINTS (every ship and base counts 1),
Turn Two Restrictions, VICTORY CELEBRATION (for destroying a Sector HQ, one or two cards),
reacting to a volley (only the target player) and voluntary withdrawal."""

from __future__ import annotations

from ge_desktop.engine import Seat
from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Variant, Zone
from ge_desktop.rulesets.galactic_empires.events import CardsDrawn
from ge_desktop.rulesets.galactic_empires.rules.basic_game import volley_askers
from tests.engine.builders import Table, card, guns, ship, terrain

ARGONIAN = ship(4, empire="Argonian First Republic")
KREBIZ = ship(4, empire="Krebiz Capitalist Alliance")
BOLAAR = ship(3, empire="Bolaar Pirates")
GENERIC = ship(3)
TINY = ship(1)
BEACON = card("I", 2, "Basic Beacon")
ROCK = terrain(3)
BIG_GUN = ship(6, shields=0, weapons=guns(phasers=6))


def _basic(*cards, players: int = 2) -> Table:
    TAKEN.clear()
    return Table(list(cards), variant=Variant.BASIC, players=players)


def _standard(*cards) -> Table:
    return Table(list(cards))


def _take(table: Table, wanted, seat: int, zone: Zone) -> int:
    """Move a copy of ``wanted`` (from a hand or the shared deck) to ``seat``'s ``zone``, his card now."""
    for state_card in table.state.cards:
        if state_card.info.card_id == wanted.id and state_card.zone in (Zone.HAND, Zone.DECK) and state_card.id not in TAKEN:
            TAKEN.add(state_card.id)
            state_card.owner = Seat(seat)  # Basic Game: a card is the drawer's while he holds it
            table.game.apply(MoveCard(state_card.id, zone, Seat(seat)))
            return state_card.id
    raise AssertionError(f"no {wanted.id} left")


TAKEN: set[int] = set()


def _put(table: Table, wanted, seat: int) -> int:
    return _take(table, wanted, seat, Zone.PLAY)


def _hand(table: Table, wanted, seat: int) -> int:
    return _take(table, wanted, seat, Zone.HAND)


def _phase_a(table: Table, turns: int = 2) -> None:
    for _ in range(turns):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


def test_use_only_one_major_empires_ships_at_a_time_another_major_empire_rejected() -> None:
    table = _basic(ARGONIAN, KREBIZ)
    _put(table, ARGONIAN, 0)
    krebiz = _hand(table, KREBIZ, 0)
    _phase_a(table)
    assert table.why(f"play #{krebiz}").rule == "B94 USE ONLY ONE MAJOR EMPIRE'S SHIPS AT A TIME"


def test_use_only_one_major_empires_ships_at_a_time_minor_and_generic_ships_accepted() -> None:
    table = _basic(ARGONIAN, BOLAAR, GENERIC, ARGONIAN)
    _put(table, ARGONIAN, 0)
    bolaar, generic, again = _hand(table, BOLAAR, 0), _hand(table, GENERIC, 0), _hand(table, ARGONIAN, 0)
    _phase_a(table)
    assert table.why(f"play #{bolaar}") is None and table.why(f"play #{generic}") is None and table.why(f"play #{again}") is None
    standard = _standard(KREBIZ, ARGONIAN)  # v2.1 makes it a deck-stocking rule, not an in-play one
    standard.put(ARGONIAN, 0)
    krebiz = standard.hand(KREBIZ, 0)
    _phase_a(standard)
    assert standard.why(f"play #{krebiz}") is None


def test_command_points_every_ship_counts_one_in_the_basic_game() -> None:
    table = _basic(TINY, TINY, TINY)
    _put(table, TINY, 0)
    _put(table, TINY, 0)  # 2 players: 2 command points, both used by strength-1 ships
    third = _hand(table, TINY, 0)
    _phase_a(table)
    assert table.why(f"play #{third}").rule == "v2.1 [Command limit]"
    standard = _standard(TINY, TINY, TINY)
    standard.put(TINY, 0)
    standard.put(TINY, 0)
    third = standard.hand(TINY, 0)
    _phase_a(standard)
    assert standard.why(f"play #{third}") is None  # v2.1: a strength-1 ship uses no slot


def test_turn_two_restrictions_only_ships_and_bases_are_limited_in_the_basic_game() -> None:
    table = _basic(GENERIC, BEACON, GENERIC)
    first, beacon, second = _hand(table, GENERIC, 0), _hand(table, BEACON, 0), _hand(table, GENERIC, 0)
    _phase_a(table, turns=1)  # p0's second turn
    assert table.player(0).turns_taken == 2
    table.act(f"play #{first}")
    assert table.why(f"play #{beacon}") is None  # an installation is not limited by B94
    assert table.why(f"play #{second}").rule == "v2.1 TURN 2 RESTRICTIONS"
    standard = _standard(GENERIC, BEACON)
    ship_id, beacon = standard.hand(GENERIC, 0), standard.hand(BEACON, 0)
    _phase_a(standard, turns=1)
    standard.act(f"play #{ship_id}")
    assert standard.why(f"play #{beacon}").rule == "v2.1 TURN 2 RESTRICTIONS"


def test_victory_celebration_the_basic_game_rewards_destroying_a_sector_hq_with_one_or_two_cards() -> None:
    table = _basic(BIG_GUN, players=3)
    gun = _put(table, BIG_GUN, 0)
    table.to_phase(Phase.WEAPONS_FIRE)
    hand = len(table.player(0).hand)
    table.volley("hq p1", f"#{gun} phaser 6")  # 6 damage: no celebration in the Basic Game
    assert table.state.choice is None and len(table.player(0).hand) == hand
    table.fresh_turn(0)
    table.act("~hq-damage p1 18 by p2")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley("hq p1", f"#{gun} phaser 1")  # the 25th point: p1's HQ is destroyed
    assert table.player(1).eliminated and table.state.choice is not None
    events = table.act("choose p0")
    assert [e.seat for e in events if isinstance(e, CardsDrawn)] == [0] and table.state.choice is not None  # a second offer
    table.act("choose skip")
    assert len(table.player(0).hand) == hand + 1 and table.state.choice is None


def test_weapons_fire_phase_b_only_the_target_player_reacts_to_a_volley_in_the_basic_game() -> None:
    table = _basic(players=3)
    assert volley_askers(table.state, Seat(0), 2) == (Seat(2),)
    assert volley_askers(table.state, Seat(0), 0) is None  # his own: nobody in particular
    assert volley_askers(Table([], [], []).state, Seat(0), 2) is None  # v2.1: every player may react


def test_command_points_voluntary_withdrawal_in_the_basic_game() -> None:
    table = _basic(players=3)
    assert table.legal("quit")
    table.act("quit")
    assert table.player(0).eliminated and not table.game.is_terminal()
    assert _standard().why("quit") is not None  # v2.1 has no withdrawal (outside The Gamblers)


def test_deal_starting_hands_nine_each_the_decks_owner_first_no_ante_or_reserve() -> None:
    table = _basic(players=3)
    state = table.state
    assert [len(p.hand) for p in state.players] == [9, 9, 9]
    assert state.turn_order == [0, 1, 2] and state.active == 0 and table.game.phase is Phase.ALLOCATION
    assert all(not p.reserve and not p.ante for p in state.players)
