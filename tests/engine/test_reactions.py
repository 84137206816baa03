"""v2.1 [Reaction cards], LAST REACTION CARD PLAYED HAS PRECEDENCE, REACTION MODE ACTIONS OF
CARDS ALREADY IN PLAY, WEAPONS VOLLEY step b, SPLASH DAMAGE, VOIDED DAMAGE (card-facts §2.6
item 74, §2.8 item 88, §2.10 items 119-120, 128-129, §2.11 items 132-142)."""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered, VolleyResolved
from tests.engine.builders import Table, card, catalog_card, effect, guns, ship, terrain

GUNSHIP = ship(4, shields=0, weapons=guns(phasers=3))
TARGET = ship(4, shields=2)
EVASIVE = catalog_card("evasive-maneuvers")
DELAYS = catalog_card("shipping-delays")
COUNTERMAND = catalog_card("countermand")
DEW = catalog_card("defensive-electronic-warfare")
DEBRIS = catalog_card("space-debris")
GHOSTS = catalog_card("sensor-ghosts")
SCOUT = catalog_card("argonian-scout")
ROCK = terrain(4)
ENERGY_ROCK = terrain(3, energy=1)


def _play_phase(table: Table) -> None:
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)


def test_reaction_cards_only_r_cards_may_be_played_as_reactions() -> None:
    table = Table([GUNSHIP], [TARGET, EVASIVE, DEBRIS])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    evasive, debris = table.hand(EVASIVE, 1), table.hand(DEBRIS, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    events = table.act("done")
    assert [e.seat for e in events if isinstance(e, ReactionOffered)] == [1] and table.game.to_act == 1
    assert table.why(f"play #{debris} against #{gun}").rule == "v2.1 [Reaction cards]"
    assert "not an R/ card" in table.why(f"play #{debris} against #{gun}").message
    events = table.act(f"play #{evasive} on #{target}")
    assert [e.voided for e in events if isinstance(e, VolleyResolved)] == [True]
    assert table.die(target, "shield") == 0 and table.card(evasive).zone is Zone.DISCARD


def test_reaction_cards_played_in_another_players_turn_use_no_card_play_but_in_your_own_they_do() -> None:
    table = Table([GUNSHIP, GUNSHIP, COUNTERMAND], [DELAYS])
    old = table.put(GUNSHIP, 0)
    countermand = table.hand(COUNTERMAND, 0)
    delays = table.hand(DELAYS, 1)
    _play_phase(table)
    new = table.hand(GUNSHIP, 0)
    table.act(f"play #{new}")
    assert table.game.to_act == 1  # p1 may react to the play; p0 is not asked about his own
    table.act(f"play #{delays} against #{old}")
    assert table.player(1).plays_used == 0  # another player's turn: no Card Play of his
    assert table.game.to_act == 0  # p0 may now answer p1's reaction
    table.act(f"play #{countermand}")
    assert table.player(0).plays_used == 2  # on his own turn a reaction is a Card Play
    # last played, first resolved: Countermand cancels Shipping Delays, then the ship lands
    assert table.card(delays).zone is Zone.DISCARD and table.card(old).engaged
    assert table.card(new).in_play and not table.state.pending


def test_reaction_cards_on_your_own_turn_only_with_a_card_play_left() -> None:
    table = Table([GUNSHIP, GUNSHIP, COUNTERMAND, ROCK, ROCK], [DELAYS])
    old = table.put(GUNSHIP, 0)
    countermand = table.hand(COUNTERMAND, 0)
    table.hand(DELAYS, 1)
    _play_phase(table)
    table.act(f"play #{table.hand(ROCK, 0)}")
    table.act("pass")
    table.act(f"play #{table.hand(GUNSHIP, 0)}")
    table.act("pass")
    last = table.find(ROCK, 0, (Zone.DECK, Zone.HAND)).id
    table.act(f"~move #{last} hand p0 top")
    table.act(f"play #{last}")  # the third and last Card Play
    table.act(f"play #{table.find(DELAYS, 1, (Zone.HAND,)).id} against #{old}")
    assert table.game.to_act == 0
    assert table.why(f"play #{countermand}").rule == "v2.1 3 - PLAY CARDS PHASE A: a maximum of 3 Card Plays"


def test_reaction_a_reaction_must_use_one_of_its_functions_when_played() -> None:
    table = Table([GUNSHIP, GUNSHIP], [TARGET, EVASIVE, DELAYS])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    evasive = table.hand(EVASIVE, 1)
    table.hand(DELAYS, 1)
    _play_phase(table)
    table.act(f"play #{table.hand(GUNSHIP, 0)}")
    assert table.game.to_act == 1  # Shipping Delays could answer the play
    violation = table.why(f"play #{evasive} on #{target}")  # no volley to void
    assert violation.rule == "v2.1 [Reaction cards]" and "none of its functions" in violation.message
    table.act("pass")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser")
    table.act("done")
    assert table.legal(f"play #{evasive} on #{target}")


def test_reaction_cards_a_reactions_action_takes_place_just_before_the_action_it_answers() -> None:
    table = Table([GUNSHIP], [TARGET, DEW])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    dew = table.hand(DEW, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    table.act(f"play #{dew} on #{target}")  # in play before the volley resolves: 2 less damage
    assert table.die(target, "shield") == 1 and table.card(dew).in_play


def test_weapons_volley_the_firing_player_may_react_only_after_another_player_has() -> None:
    table = Table([GUNSHIP, COUNTERMAND], [TARGET, DEW])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    countermand = table.hand(COUNTERMAND, 0)
    dew = table.hand(DEW, 1)
    table.fresh_turn(0)
    table.fresh_turn(0)  # p0's third turn: a reaction on his own turn is a Card Play, and any type may be played
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    assert table.game.to_act == 1  # not the firing player
    table.act(f"play #{dew} on #{target}")
    assert table.game.to_act == 0  # now he may answer
    table.act(f"play #{countermand}")
    assert table.card(dew).zone is Zone.DISCARD and table.die(target, "shield") == 2
    assert table.die(target, "structure") == 1  # the whole volley hit


def test_turn_1_restrictions_a_reaction_on_your_own_turn_is_a_card_play_like_any_other() -> None:
    table = Table([GUNSHIP, COUNTERMAND], [TARGET, DEW])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    table.hand(COUNTERMAND, 0)
    dew = table.hand(DEW, 1)
    table.to_phase(Phase.WEAPONS_FIRE)  # p0's first turn: only terrain may be played
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    table.act(f"play #{dew} on #{target}")
    assert not table.state.pending  # Countermand would be a non-terrain play in turn 1: p0 is not asked
    assert table.die(target, "shield") == 1


def test_last_reaction_card_played_has_precedence() -> None:
    table = Table([GUNSHIP, COUNTERMAND], [TARGET, DEW, COUNTERMAND])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    mine = table.hand(COUNTERMAND, 0)
    dew, theirs = table.hand(DEW, 1), table.hand(COUNTERMAND, 1)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    table.act(f"play #{dew} on #{target}")  # 1st reaction
    table.act(f"play #{mine}")  # 2nd: cancels DEW
    table.act(f"play #{theirs}")  # 3rd, resolves first: cancels p0's Countermand
    assert table.card(mine).zone is Zone.DISCARD and table.card(dew).in_play
    assert table.die(target, "shield") == 1  # DEW stood: 3 - 2 damage


def test_removing_cards_from_play_a_voided_discard_after_use_card_is_still_discarded() -> None:
    table = Table([DEBRIS], [TARGET, COUNTERMAND])
    target = table.put(TARGET, 1)
    table.hand(COUNTERMAND, 1)
    _play_phase(table)
    debris = table.hand(DEBRIS, 0)
    table.act(f"play #{debris} against #{target}")
    table.act(f"play #{table.find(COUNTERMAND, 1, (Zone.HAND,)).id}")
    assert table.card(debris).zone is Zone.DISCARD and table.die(target, "shield") == 0
    assert table.player(0).plays_used == 1


def test_entering_play_a_card_is_not_in_play_until_its_play_has_completed() -> None:
    table = Table([GUNSHIP, GUNSHIP], [DELAYS])
    old = table.put(GUNSHIP, 0)
    delays = table.hand(DELAYS, 1)
    _play_phase(table)
    new = table.hand(GUNSHIP, 0)
    table.act(f"play #{new}")
    assert table.why(f"play #{delays} against #{new}") is not None  # still being played
    table.act(f"play #{delays} against #{old}")
    assert not table.card(old).engaged and table.card(new).in_play


def test_reaction_mode_actions_of_cards_already_in_play_need_as_a_reaction_and_engagement() -> None:
    table = Table([GUNSHIP, GUNSHIP], [SCOUT, SCOUT, GUNSHIP])
    first, second = table.put(GUNSHIP, 0), table.put(GUNSHIP, 0)
    scout, tired = table.put(SCOUT, 1), table.put(SCOUT, 1, engaged=False)
    plain = table.put(GUNSHIP, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{scout}")
    table.act(f"fire #{first} phaser 3")
    table.act("done")
    assert table.why(f"use #{plain} 1").rule == "v2.1 [Reaction cards]"  # no "As a reaction"
    table.act(f"use #{scout} 1")  # turns its hull away: 1 less
    assert table.die(scout, "shield") == 1 and table.die(scout, "structure") == 1
    table.act(f"aim #{tired}")
    table.act(f"fire #{second} phaser 3")
    events = table.act("done")
    assert not any(isinstance(e, ReactionOffered) for e in events)  # a disengaged card cannot react
    assert table.card(tired).zone is Zone.DISCARD  # 1 Shield + 2 structure: nothing turned away


def test_reaction_cards_things_that_can_be_reacted_to() -> None:
    quartermaster = ship(2, shields=0, requirements={"energy": 1})
    supply = terrain(3, energy=1)
    mine = catalog_card("nuclear-mine")
    table = Table([GUNSHIP, quartermaster, supply, mine, ROCK], [TARGET, DELAYS])
    gun, hull = table.put(GUNSHIP, 0), table.put(quartermaster, 0)
    table.put(supply, 0)
    bomb = table.put(mine, 0, on=gun)
    target = table.put(TARGET, 1)
    table.hand(DELAYS, 1)
    table.fresh_turn(0)
    table.act(f"allocate energy #{hull}")
    table.act("done")  # point allocation
    assert table.game.to_act == 1 and table.game.phase is Phase.ALLOCATION
    table.act("pass")
    assert table.game.phase is Phase.PLAY_A and table.card(hull).engaged
    table.act(f"play #{table.hand(ROCK, 0)}")  # a card being played
    assert table.game.to_act == 1
    table.act("pass")
    table.act(f"use #{bomb} 1 at #{target}")  # a card action
    assert table.game.to_act == 1
    table.act("pass")
    table.act("done")
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser")
    table.act("done")  # weapons fire
    assert table.game.to_act == 1
    table.act("pass")
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{gun}")  # discarding in the Discard Phase
    assert table.game.to_act == 1 and table.card(gun).in_play  # it happens after the answers
    table.act("pass")
    assert table.card(gun).zone is Zone.DISCARD


def test_reaction_cards_cannot_be_played_in_the_engagement_phase() -> None:
    needy = ship(3, shields=0, requirements={"energy": 1})
    table = Table([needy, ENERGY_ROCK], [DELAYS])
    hull = table.put(needy, 0)
    table.put(ENERGY_ROCK, 0)
    delays = table.hand(DELAYS, 1)
    table.fresh_turn(0)
    table.act(f"allocate energy #{hull}")
    table.act("done")
    # the answer to the allocation comes before the Engagement Phase, which has no actions
    table.act(f"play #{delays} against #{hull}")
    assert table.game.phase is Phase.PLAY_A and table.card(hull).engaged


def test_reaction_cards_a_card_removed_before_it_resolves_resolves_when_it_returns() -> None:
    bounce = card("R/O", 3, "Bounce Back", placement={"mode": "fleet"}, discard_after_use=True,
                  effects=[effect("return_to_hand", target="reacted_to")])
    table = Table([DEBRIS], [TARGET, bounce])
    target = table.put(TARGET, 1)
    table.hand(bounce, 1)
    _play_phase(table)
    debris = table.hand(DEBRIS, 0)
    table.act(f"play #{debris} against #{target}")
    table.act(f"play #{table.find(bounce, 1, (Zone.HAND,)).id}")
    assert table.card(debris).zone is Zone.HAND and table.die(target, "shield") == 0
    table.act(f"play #{debris} against #{target}")  # back in play: it resolves now
    assert table.die(target, "shield") == 1


def test_reaction_cards_fire_weapons_only_in_an_opponents_weapons_fire_phase_and_only_without_resource_points() -> None:
    interceptor = card("R/S", 2, "Interceptor", shields=1, weapons=guns(phasers=2, heavy=1))
    table = Table([GUNSHIP, ROCK], [TARGET, interceptor])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    fighter = table.hand(interceptor, 1)
    _play_phase(table)
    table.act(f"play #{table.hand(ROCK, 0)}")
    assert table.game.to_act == 0  # a card play: its weapons would be no function of a reaction
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser")
    table.act("done")
    table.act(f"play #{fighter}")  # in the firing player's Weapons Fire Phase
    assert table.state.choice is not None and table.game.to_act == 1
    table.act(f"choose #{gun}")
    assert table.die(gun, "structure") == 2  # its 2 Phasers; the heavy weapon needs ammunition


def test_reaction_cards_a_unit_firing_in_reaction_may_decline_to_fire() -> None:
    # v2.1 [Reaction cards] L443-444: the unit *may* fire; declining ends its play (it was
    # asked again forever before, which stalled bot games with imported LackeyCCG decks).
    interceptor = card("R/S", 2, "Interceptor", shields=1, weapons=guns(phasers=2))
    table = Table([GUNSHIP], [TARGET, interceptor])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    fighter = table.hand(interceptor, 1)
    _play_phase(table)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser")
    table.act("done")
    table.act(f"play #{fighter}")
    assert table.state.choice is not None
    table.act("choose skip")
    assert table.state.choice is None and table.die(gun, "structure") == 0
    assert table.card(fighter).in_play


def test_splash_damage_a_reaction_that_protects_the_target_takes_the_fire_first() -> None:
    screen = card("R/S", 2, "Screen Ship", shields=1)
    big = ship(6, shields=0, weapons=guns(phasers=6))
    table = Table([big], [screen])
    gun = table.put(big, 0)
    blocker = table.hand(screen, 1)
    table.fresh_turn(0)  # p1 has had a turn: he has command slots
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act("aim hq p1")
    table.act(f"fire #{gun} phaser 6")
    table.act("done")
    table.act(f"play #{blocker}")  # a ship now protects p1's Sector HQ
    assert table.card(blocker).zone is Zone.DISCARD  # 1 Shield + 2 strength
    assert table.player(1).hq_damage == 3  # the rest splashes onto the original target


def test_splash_damage_a_base_played_in_reaction_passes_on_what_destroys_it() -> None:
    bunker = card("R/B", 2, "Reaction Bunker")
    flux = ship(4, shields=0, weapons=guns(heavy=4))
    ammo = terrain(3, ammunition=4)
    table = Table([flux, ammo], [ROCK, bunker])
    gun = table.put(flux, 0)
    table.put(ammo, 0)
    rock = table.put(ROCK, 1)
    bunker_id = table.hand(bunker, 1)
    table.fresh_turn(0)
    for _ in range(4):
        table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{rock}")
    table.act(f"fire #{gun} heavy 4")
    table.act("done")
    table.act(f"play #{bunker_id} on #{rock}")
    assert table.card(bunker_id).zone is Zone.DISCARD and table.die(rock, "structure") == 2


def test_voided_damage_fire_made_illegal_by_a_reaction_is_lost() -> None:
    table = Table([GUNSHIP], [TARGET, TARGET, DELAYS])
    gun = table.put(GUNSHIP, 0)
    target, other = table.put(TARGET, 1), table.put(TARGET, 1)
    delays = table.hand(DELAYS, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    table.act(f"play #{delays} against #{gun}")  # the firing ship is disengaged
    assert table.die(target, "shield") == 0
    table.act(f"~engage #{gun}")
    assert table.why(f"aim #{other}") is not None  # its Phasers were fired: lost, not sent elsewhere


def test_sensor_ghosts_cancel_an_enemy_volley() -> None:
    table = Table([GUNSHIP], [TARGET, GHOSTS])
    gun, target = table.put(GUNSHIP, 0), table.put(TARGET, 1)
    ghosts = table.hand(GHOSTS, 1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 3")
    table.act("done")
    table.act(f"play #{ghosts}")
    assert table.die(target, "shield") == 0 and table.card(ghosts).zone is Zone.DISCARD


def test_reaction_cards_not_played_as_reactions_generate_points_only_in_the_allocation_phase() -> None:
    trader = card("R/C", 2, "Reaction Trader", generates={"supply": 2})
    table = Table([trader, TARGET], [])
    host = table.put(TARGET, 0)
    _play_phase(table)
    table.act(f"play #{table.hand(trader, 0)} on #{host}")
    assert table.player(0).pool.get(PointType.SUPPLY, 0) == 0
    table.fresh_turn(0)
    assert table.player(0).pool.get(PointType.SUPPLY, 0) == 2
