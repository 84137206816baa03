"""Cards played to a card or stack that has just reached a Discard Pile (issue 38, h-time4;
``discarded.py``, ``resolvers/just_discarded.py``, ``resources/cards/community-time4.json``): each
test plays the printing the decks hold in a real game, after a real discard (a volley, the Discard
Cards Phase), and checks where the cards go; with the case the card's text refuses. The window
opens only while someone holds such a card."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Choose, MoveCard, Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.discarded import answered_discard
from ge_desktop.rulesets.galactic_empires.zones import to_set_aside as set_aside
from tests.engine.builders import Table, card, guns, ship, terrain
from tests.engine.community_helpers import printed, settle

TIME_SWITCH = "O3_-_Time_Switch_TG"
DISCARD_EXCHANGE = "O4_-_Discard_Exchange_TG"
TIME_EVACUATION = "L5_-_Time_Evacuation_TG"
VOLATILE_TERRAIN = "O5_-_Volatile_Terrain_UE"
TARGET = ship(4, shields=0)
CREW = card("C", 1, "Doomed Crew")
GUNNER = ship(9, shields=0, weapons=guns(phasers=12))


def _destroy(table: Table, target: int, gun: int, phasers: int = 5) -> None:
    """p1 fires ``phasers`` Phasers of ``gun`` at ``target`` and nobody answers the volley."""
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser {phasers}")
    table.act("done")


def _ship_and_crew(answer: str) -> tuple[Table, int, int, int, int]:
    """p0: a 4-strength ship with a crew aboard and ``answer`` in hand; p1's gunner destroys the ship."""
    played_card = printed(answer)
    table = Table([TARGET, CREW, played_card], [GUNNER])
    target = table.put(TARGET, 0)
    crew = table.put(CREW, 0, on=target)
    gun = table.put(GUNNER, 1)
    played = table.hand(played_card, 0)
    _destroy(table, target, gun)
    return table, target, crew, gun, played


def test_time_switch_puts_a_stack_just_destroyed_on_the_bottom_of_its_owners_deck() -> None:
    table, target, crew, _, played = _ship_and_crew(TIME_SWITCH)
    assert table.card(target).zone is Zone.DISCARD and table.card(crew).zone is Zone.DISCARD  # destroyed by the volley
    window = table.state.window
    assert window is not None and window.asked == 0  # its owner is asked: his card has just been discarded
    assert answered_discard(table.state.pending[-1]) is not None
    table.act(f"play #{played}")
    settle(table)
    deck = table.player(0).deck
    assert deck[0] == target and deck[1] == crew  # the bottom of the deck, the ship lowest
    assert table.card(target).zone is Zone.DECK and target not in table.player(0).discard
    assert table.card(played).zone is Zone.DISCARD  # discarded after use


def test_no_window_opens_after_a_discard_when_nobody_holds_a_card_that_answers_it() -> None:
    table = Table([TARGET], [GUNNER])
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    _destroy(table, target, gun)
    assert table.card(target).zone is Zone.DISCARD
    assert table.state.window is None and not table.state.pending and not table.state.just_discarded


def test_time_switch_is_refused_when_no_card_has_just_been_discarded() -> None:
    switch = printed(TIME_SWITCH)
    table = Table([switch], [])
    played = table.hand(switch, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    violation = table.why(f"play #{played}")
    assert violation is not None and "just been discarded" in violation.message  # played normally it would do nothing


def test_time_switch_answers_no_volley_that_leaves_its_target_in_play() -> None:
    switch = printed(TIME_SWITCH)
    table = Table([TARGET, switch], [GUNNER])
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    played = table.hand(switch, 0)
    _destroy(table, target, gun, phasers=2)  # 2 damage: the 4-strength ship survives
    assert table.card(target).in_play and table.state.window is None and not table.state.pending
    assert table.card(played).zone is Zone.HAND


def test_discard_exchange_puts_the_ship_back_in_hand_and_discards_a_stronger_hand_card() -> None:
    exchange = printed(DISCARD_EXCHANGE)
    strong, weak = card("O", 6, "Strong Card"), card("O", 2, "Weak Card")
    table = Table([TARGET, exchange, strong, weak], [GUNNER])
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    played = table.hand(exchange, 0)
    big, small = table.hand(strong, 0), table.hand(weak, 0)
    _destroy(table, target, gun)
    table.act(f"play #{played}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and choice.seat == 0 and set(choice.cards) == {big}  # strength 6 >= 4; the strength 2 card may not pay
    table.act(f"choose #{big}")
    settle(table)
    assert table.card(target).zone is Zone.HAND and target in table.player(0).hand  # back in the hand
    assert table.card(big).zone is Zone.DISCARD and table.card(small).zone is Zone.HAND
    assert table.player(0).discard[0] == played  # the bottom of the Discard Pile after use


def test_discard_exchange_into_the_reserve_fleet_swaps_with_a_reserve_card() -> None:
    exchange = printed(DISCARD_EXCHANGE)
    reserve_ship = ship(5, name="Reserve Ship")
    table = Table([TARGET, exchange, reserve_ship], [GUNNER])
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    played = table.hand(exchange, 0)
    kept = table.find(reserve_ship, 0).id
    table.game.apply(MoveCard(kept, Zone.RESERVE, Seat(0)))
    _destroy(table, target, gun)
    table.act(f"play #{played}")
    settle(table)
    table.act(f"choose #{kept}")
    settle(table)
    assert table.card(target).zone is Zone.RESERVE and table.card(kept).zone is Zone.DISCARD


def test_discard_exchange_is_refused_without_a_card_of_equal_or_higher_strength_to_give() -> None:
    exchange = printed(DISCARD_EXCHANGE)
    weak = card("O", 2, "Weak Card")
    table = Table([TARGET, exchange, weak], [GUNNER])
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    played = table.hand(exchange, 0)
    table.hand(weak, 0)
    _destroy(table, target, gun)
    assert table.card(target).zone is Zone.DISCARD
    assert table.state.window is None  # p0 could not pay: he is not even asked
    assert table.card(played).zone is Zone.HAND


def test_time_evacuation_sets_the_stack_aside_undamaged_until_a_strength_1_card_is_drawn() -> None:
    table, target, crew, _, played = _ship_and_crew(TIME_EVACUATION)
    table.act(f"play #{played}")
    settle(table)
    assert table.player(0).set_aside == [target] and table.card(crew).parent == target  # set aside as it was
    assert table.card(target).zone is Zone.SET_ASIDE and table.die(target, "structure") == 0
    assert table.card(played).zone is Zone.DISCARD
    table.fresh_turn(0)  # turns pass: it does not come back by time
    assert table.card(target).zone is Zone.SET_ASIDE
    table.to_phase(Phase.DRAW)
    deck = table.player(0).deck
    one = next(i for i in reversed(deck) if table.card(i).info.strength == 1)
    position = len(deck) - 1 - deck.index(one)
    table.act(f"draw {position + 1}")  # the strength 1 card is among those drawn
    assert table.card(target).in_play and table.card(crew).parent == target and target in table.player(0).roots
    assert table.card(one).revealed  # exposed


GUNSHIP = ship(6, shields=0, weapons=guns(phasers=3, heavy=5))
AMMO = terrain(5, ammunition=5)
ROCK = card("T", 3, "Brittle Rock")


def _fire_heavy_at(table: Table, gun: int, target: int, heavy: int) -> None:
    """p0's gunship fires ``heavy`` heavy weapons at ``target`` (ammunition allocated this turn)."""
    table.fresh_turn(0)
    for _ in range(heavy):
        table.act(f"allocate ammunition #{gun}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} heavy {heavy}")
    table.act("done")


def test_volatile_terrain_deals_the_destroyed_terrains_strength_to_each_unit_whose_fire_damaged_it() -> None:
    volatile = printed(VOLATILE_TERRAIN)
    bystander = ship(5, shields=0, name="Bystander")
    table = Table([GUNSHIP, AMMO, bystander], [ROCK, volatile])
    gun, idle = table.put(GUNSHIP, 0), table.put(bystander, 0)
    table.put(AMMO, 0)
    rock = table.put(ROCK, 1)
    played = table.hand(volatile, 1)
    _fire_heavy_at(table, gun, rock, 5)
    assert table.card(rock).zone is Zone.DISCARD  # destroyed by weapons fire
    window = table.state.window
    assert window is not None and window.asked == 1
    table.act(f"play #{played}")
    settle(table)
    assert table.die(gun, "structure") == 3  # the rock's strength, on the unit that fired at it
    assert table.die(idle, "structure") == 0  # a unit that did not fire at it is untouched
    assert table.card(played).zone is Zone.DISCARD


def test_volatile_terrain_answers_no_terrain_discarded_without_weapons_fire() -> None:
    volatile = printed(VOLATILE_TERRAIN)
    table = Table([], [ROCK, volatile])
    rock = table.put(ROCK, 1)
    played = table.hand(volatile, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.DISCARD)
    table.act(f"discard #{rock}")
    settle(table)
    assert table.card(rock).zone is Zone.DISCARD and table.state.window is None  # discarded, not destroyed by fire
    assert table.card(played).zone is Zone.HAND


SPY_SHIP = "S5_-_Corporate_Spy_Ship_AT"
PIRATE_SPY_SHIP = "S5_-_Corporate_Pirate_Spy_Ship_Pir"
SPY = card("C", 4, "Spy")
COOK = card("C", 1, "Galley Cook")


def _spy_aboard_a_doomed_ship(spy_ship: str) -> tuple[Table, int, int, int, int]:
    """p0: a spy ship in play, and a 4-strength ship with a spy and a cook aboard that p1 destroys."""
    refuge = printed(spy_ship)
    table = Table([refuge, TARGET, SPY, COOK], [GUNNER])
    haven = table.put(refuge, 0)
    target = table.put(TARGET, 0)
    spy, cook = table.put(SPY, 0, on=target), table.put(COOK, 0, on=target)
    gun = table.put(GUNNER, 1)
    _destroy(table, target, gun)
    return table, haven, target, spy, cook


def test_corporate_spy_ship_may_take_in_a_spy_of_its_fleet_just_discarded() -> None:
    table, haven, target, spy, cook = _spy_aboard_a_doomed_ship(SPY_SHIP)
    choice = table.state.choice
    assert choice is not None and choice.seat == 0 and choice.cards == (spy,) and choice.may_skip  # the spy only, not the cook
    table.act(f"choose #{spy}")
    settle(table)
    assert table.card(spy).in_play and table.card(spy).parent == haven  # moved onto the spy ship instead
    assert table.card(target).zone is Zone.DISCARD and table.card(cook).zone is Zone.DISCARD


def test_corporate_pirate_spy_ship_lets_its_player_decline_and_the_spy_stays_discarded() -> None:
    table, haven, _, spy, _ = _spy_aboard_a_doomed_ship(PIRATE_SPY_SHIP)
    assert table.state.choice is not None
    table.act("choose skip")
    assert table.card(spy).zone is Zone.DISCARD and not table.card(haven).children


def test_a_spy_ship_takes_in_no_spy_of_an_opponents_fleet() -> None:
    refuge = printed(SPY_SHIP)
    table = Table([refuge, GUNNER], [TARGET, SPY])
    table.put(refuge, 0)
    target = table.put(TARGET, 1)
    spy = table.put(SPY, 1, on=target)
    gun = table.put(GUNNER, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 5")
    table.act("done")
    assert table.card(spy).zone is Zone.DISCARD and table.state.choice is None


# --- the bots use them ------------------------------------------------------------------------


def test_the_standard_bot_plays_time_switch_on_its_own_ship_just_destroyed() -> None:
    table, target, _, _, played = _ship_and_crew(TIME_SWITCH)
    bot = make_bot(BotKind.STANDARD, 7, 0)
    action = bot.decide(table.game.observe(Seat(0)), table.game.legal_actions())
    assert action == PlayCard(played)
    table.game.play(action)
    settle(table)
    assert table.card(target).zone is Zone.DECK


def test_the_standard_bot_gives_its_least_worth_card_for_discard_exchange() -> None:
    exchange = printed(DISCARD_EXCHANGE)
    big_ship, small_ship = ship(8, name="Big Ship"), ship(5, name="Small Ship")
    table = Table([TARGET, exchange, big_ship, small_ship], [GUNNER])
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    played = table.hand(exchange, 0)
    big, small = table.hand(big_ship, 0), table.hand(small_ship, 0)
    _destroy(table, target, gun)
    bot = make_bot(BotKind.STANDARD, 7, 0)
    table.game.play(bot.decide(table.game.observe(Seat(0)), table.game.legal_actions()))
    settle(table)
    assert table.state.choice is not None and set(table.state.choice.cards) == {big, small}
    table.game.play(bot.decide(table.game.observe(Seat(0)), table.game.legal_actions()))
    assert table.card(small).zone is Zone.DISCARD and table.card(big).zone is Zone.HAND and table.card(target).zone is Zone.HAND
    assert table.card(played).zone is Zone.DISCARD


def test_the_standard_bot_plays_volatile_terrain_and_takes_its_spy_aboard() -> None:
    volatile = printed(VOLATILE_TERRAIN)
    table = Table([GUNSHIP, AMMO], [ROCK, volatile])
    gun = table.put(GUNSHIP, 0)
    table.put(AMMO, 0)
    rock = table.put(ROCK, 1)
    played = table.hand(volatile, 1)
    _fire_heavy_at(table, gun, rock, 5)
    bot = make_bot(BotKind.STANDARD, 7, 1)
    assert bot.decide(table.game.observe(Seat(1)), table.game.legal_actions()) == PlayCard(played)
    table, _, _, spy, _ = _spy_aboard_a_doomed_ship(SPY_SHIP)
    assert make_bot(BotKind.STANDARD, 7, 0).decide(table.game.observe(Seat(0)), table.game.legal_actions()) == Choose(card=spy)


# --- a card set aside under a control link -------------------------------------------------------


def test_control_goes_back_to_a_card_set_aside_when_the_card_that_took_it_leaves_play() -> None:
    """v2.1 [Control] L518: control goes back as the controlling card leaves play; a card it
    controls that is set aside out of play meanwhile (rules/set_aside.py) is handed back too."""
    overlord = printed("A9_-_Filarian_Overlord_Pir")
    first, second = card("C", 2, "Overlorded Crewman"), card("C", 1, "Loyal Officer")
    hull, lab = ship(10, shields=0), terrain(3, research=11)
    table = Table([overlord], [hull, first, second, lab])
    big = table.put(hull, 1)
    taken, loyal = table.put(first, 1, on=big), table.put(second, 1, on=big)
    table.put(lab, 1)
    played = table.hand(overlord, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played} against #{taken}")
    settle(table)
    table.act(f"use #{played} 1 at #{big}")
    settle(table)
    assert table.card(loyal).controller == 0
    set_aside(table.state, table.card(loyal), [], back_seat=Seat(1), back_turn=table.player(1).turns_taken + 3)
    table.fresh_turn(1)
    for _ in range(11):  # research equal to the strength of the Overlord and its crew: they go
        table.act(f"allocate research #{played}")
    assert table.card(played).zone is Zone.DISCARD and table.card(loyal).zone is Zone.SET_ASIDE
    assert table.card(loyal).controller == 1  # handed back while out of play


# --- Time Trap: set aside until research equal to its strength is applied to it -------------------

TIME_TRAP = "H5_-_Time_Trap_TG"


def test_time_trap_sets_an_opponents_stack_aside_until_five_research_points_are_applied_to_it() -> None:
    trap = printed(TIME_TRAP)
    own = ship(3, shields=0, name="Own Ship")
    lab = terrain(3, research=5)
    table = Table([trap, own], [TARGET, CREW, lab])
    mine = table.put(own, 0)
    target = table.put(TARGET, 1)
    crew = table.put(CREW, 1, on=target)
    table.put(lab, 1)
    played = table.hand(trap, 0)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played}")
    settle(table)
    choice = table.state.choice
    assert choice is not None and mine not in choice.cards and target in choice.cards  # played normally: not on its own fleet
    table.act(f"choose #{target}")
    settle(table)
    assert table.card(target).zone is Zone.SET_ASIDE and table.card(crew).parent == target and table.card(played).in_play
    table.fresh_turn(1)
    table.fresh_turn(1)  # turns pass: it stays aside
    assert table.card(target).zone is Zone.SET_ASIDE
    for _ in range(4):
        table.act(f"allocate research #{played}")
    assert table.card(target).zone is Zone.SET_ASIDE  # 4 of 5
    table.act(f"allocate research #{played}")
    assert table.card(played).zone is Zone.DISCARD  # used: discarded
    assert table.card(target).in_play and target in table.player(1).roots and table.card(crew).parent == target


def test_time_trap_on_its_own_players_ship_only_in_reaction_mode() -> None:
    trap = printed(TIME_TRAP)
    table = Table([TARGET, trap], [GUNNER])
    target = table.put(TARGET, 0)
    gun = table.put(GUNNER, 1)
    played = table.hand(trap, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{target}")
    table.act(f"fire #{gun} phaser 5")
    table.act("done")
    assert table.state.window is not None and table.state.window.asked == 0
    table.act(f"play #{played}")  # in reaction to the volley
    settle(table)
    choice = table.state.choice
    assert choice is not None and target in choice.cards  # in reaction mode its own ship may be chosen
    table.act(f"choose #{target}")
    settle(table)
    assert table.card(target).zone is Zone.SET_ASIDE and table.die(target, "structure") == 0  # the volley found it gone
