"""The 1994 Basic Set's Media Personality (C3): played against an opponent's location, the
strongest crew card there is disengaged and performs no functions; it may move once in its
owner's turn; killed, every other player may play a crew card at once and the killer
discards one (v2.1 CREW CARDS, CARDS HAVE RULES, Disengaged cards, CARD ACTIONS)."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, strength
from tests.engine.builders import Table, card, effect, guns, ship

MEDIA = default_catalog().printing("C3_-_Media_Personality_NE")

HOME = ship(5, shields=0)
OTHER = ship(4, shields=0)
RALLY = effect("add_strength", "continuous", "location", amount=2, target_types=["S"])
CAPTAIN = card("C", 4, "Media Test Captain", effects=[effect("draw_cards", "card_action", "controller", amount=1), RALLY])
COOK = card("C", 2, "Media Test Cook", effects=[effect("draw_cards", "card_action", "controller", amount=1)])
SPARE = card("C", 1, "Media Test Spare Hand")
GUNSHIP = ship(6, shields=0, weapons=guns(phasers=6))
ASSASSIN = card("C", 3, "Media Test Assassin", effects=[effect("destroy_card", "card_action", "chosen_card", target_types=["C"])])


def _scene(extra_p1=(), p0_hand=()):
    """p0: a ship with a captain (4) and a cook (2), and a second ship; p1 (a ship of its
    own) holds the Media Personality in its Play Cards Phase A."""
    table = Table([HOME, OTHER, CAPTAIN, COOK, *p0_hand], [MEDIA, HOME, *extra_p1])
    home = table.put(HOME, 0)
    other = table.put(OTHER, 0)
    captain = table.put(CAPTAIN, 0, on=home)
    cook = table.put(COOK, 0, on=home)
    base = table.put(HOME, 1)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    return table, home, other, captain, cook, base, table.hand(MEDIA, 1)


def test_crew_cards_media_personality_stops_and_disengages_the_strongest_crew_at_its_location() -> None:
    table, home, other, captain, cook, base, media = _scene()
    assert strength(table.state, table.card(home)) == 7  # the captain's +2 works
    table.act(f"play #{media} against #{home}")
    assert table.card(media).in_play
    assert functions_suspended(table.state, table.card(captain))  # the strongest (4) crew
    assert not table.card(captain).engaged
    assert not functions_suspended(table.state, table.card(cook))  # the weaker one works
    assert table.card(cook).engaged
    assert strength(table.state, table.card(home)) == 5  # the captain's continuous effect stops
    table.fresh_turn(0)  # p0's Engagement Phase does not engage it again
    table.to_phase(Phase.PLAY_A, 0)
    assert not table.card(captain).engaged
    problem = table.why(f"use #{captain} 1")
    assert problem is not None
    assert table.why(f"use #{cook} 1") is None


def test_crew_cards_media_personality_is_played_only_against_an_opponents_location() -> None:
    table, home, other, captain, cook, base, media = _scene()
    assert table.why(f"play #{media} on #{base}") is not None  # its own player's ship
    assert table.why(f"play #{media} against #{captain}") is not None  # a crew is no location


def test_card_actions_media_personality_changes_location_once_in_its_owners_turn() -> None:
    table, home, other, captain, cook, base, media = _scene()
    table.act(f"play #{media} against #{home}")
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    assert table.why(f"use #{media} 1 at #{base}") is not None  # its own player's ship
    assert table.why(f"use #{media} 1 at #{home}") is not None  # where it is already
    table.act(f"use #{media} 1 at #{other}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(media).parent == other
    assert not functions_suspended(table.state, table.card(captain))  # no longer singled out
    assert not table.card(captain).engaged  # but disengaged until p0's Engagement Phase
    table.to_phase(Phase.PLAY_B, 1)
    assert table.why(f"use #{media} 1 at #{home}") is not None  # once per turn
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A, 0)
    assert table.card(captain).engaged  # p0's Engagement Phase engages it again
    assert strength(table.state, table.card(home)) == 7


def test_crew_cards_media_personality_killed_lets_the_others_play_a_crew_and_the_killer_discards_one() -> None:
    table, home, other, captain, cook, base, media = _scene(p0_hand=[ASSASSIN, SPARE])
    table.act(f"play #{media} against #{home}")
    table.fresh_turn(0)
    assassin = table.put(ASSASSIN, 0, on=other)
    spare = table.hand(SPARE, 0)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"use #{assassin} 1 at #{media}")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(media).zone is Zone.DISCARD
    # p0 killed it: p1 is asked too, with no crew card in hand (the asking shows nothing of its hand)
    assert table.state.choice is not None and table.state.choice.seat == 1 and table.state.choice.cards == ()
    assert [a.notation() for a in table.game.legal_actions()] == ["choose skip"]
    table.act("choose skip")
    assert table.state.choice is not None and table.state.choice.seat == 0  # then the killer discards
    assert set(table.state.choice.cards) == {captain, cook, assassin}
    assert table.why(f"choose #{spare}") is not None  # a crew in hand is not in the fleet
    table.act(f"choose #{cook}")
    assert table.card(cook).zone is Zone.DISCARD
    assert table.card(captain).in_play and table.card(captain).engaged is False  # engages next turn


def test_crew_cards_media_personality_killed_by_another_player_lets_its_owner_play_a_crew_at_once() -> None:
    table, home, other, captain, cook, base, media = _scene(extra_p1=[SPARE], p0_hand=[ASSASSIN])
    table.act(f"play #{media} against #{home}")
    spare = table.hand(SPARE, 1)
    table.fresh_turn(0)
    assassin = table.put(ASSASSIN, 0, on=other)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"use #{assassin} 1 at #{media}")
    while table.state.window is not None:
        table.act("pass")
    choice = table.state.choice
    assert choice is not None and choice.seat == 1 and choice.cards == (spare,)  # out of turn
    table.act(f"choose #{spare}")
    assert table.card(spare).in_play and table.card(spare).parent == base
    assert table.state.choice is not None and table.state.choice.seat == 0  # then the killer discards
    table.act(f"choose #{assassin}")
    assert table.card(assassin).zone is Zone.DISCARD


def test_crew_cards_media_personality_discarded_with_its_location_is_not_killed() -> None:
    table, home, other, captain, cook, base, media = _scene(extra_p1=[GUNSHIP])
    gunship = table.put(GUNSHIP, 1)
    table.act(f"play #{media} against #{home}")
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.volley(f"#{home}", f"#{gunship} phaser 6")
    while table.state.window is not None:
        table.act("pass")
    assert table.card(home).zone is Zone.DISCARD
    assert table.card(media).zone is Zone.DISCARD  # gone with the ship it was against
    assert table.state.choice is None  # not killed: nobody plays or discards a crew
