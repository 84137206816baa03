"""A5 Mind Mold Symbionts (issue 38, h-plays, session 18 second wave): played on a monster of yours
of strength 4 or less, it adds its 5 strength to the monster's, and the monster's effects cannot be
negated, cancelled or suspended by a card whose strength is at most the monster's (``immune``
against 'negation' with ``up_to_own_strength``; ``stats.negation_proof``, asked by a monster's
suspension and by the ``negate`` kind). Each test plays the printing the Ltd_Dragon deck holds.

Readings to confirm: "played on or with" is played on a monster already in play (no play of two
cards at once); "effects" are the monster card's effects (suspension by a Science Officer or a
Monster Halt, a card action of it cancelled), not the monster itself being destroyed (research,
damage and discards still kill it); the strength compared is the monster's with the symbionts'
added (the card says it gains that strength first)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.stats import strength
from tests.engine.builders import Table, card, effect, ship
from tests.engine.community_helpers import printed, settle

MOLD = "A5_-_Mind_Mold_Symbionts_UE"
BITE = {"kind": "damage", "trigger": "allocation", "target_types": ["S"], "amount": 1}
BITER = card("M", 3, "Mold Test Biter", effects=[BITE])
HULK = card("M", 5, "Mold Test Hulk", effects=[BITE])
SPITTER = card("M", 2, "Mold Test Spitter", effects=[effect("damage", "card_action", "location", amount=1, target_types=["S"])])
PREY = ship(9, shields=0)
WEAK_WARDEN = card("C", 8, "Mold Test Warden", effects=[{"kind": "suspend_monsters", "trigger": "continuous"}])
STRONG_WARDEN = card("C", 9, "Mold Test High Warden", effects=[{"kind": "suspend_monsters", "trigger": "continuous"}])
JAMMER_7 = card("R/O", 7, "Mold Test Jammer", effects=[effect("negate", target="reacted_to", params={"answers": "action"})])
JAMMER_8 = card("R/O", 8, "Mold Test Big Jammer", effects=[effect("negate", target="reacted_to", params={"answers": "action"})])


def _symbionts_on(table: Table, monster: int) -> int:
    mold = table.hand(printed(MOLD), 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{mold} on #{monster}")
    settle(table)
    return mold


def test_mind_mold_symbionts_go_only_on_your_monster_of_strength_4_or_less_and_add_their_strength() -> None:
    table = Table([printed(MOLD), printed(MOLD), BITER, HULK, PREY], [BITER, PREY])
    mine, theirs_prey = table.put(PREY, 0), table.put(PREY, 1)
    biter, hulk = table.put(BITER, 0, on=theirs_prey), table.put(HULK, 0, on=theirs_prey)
    their_biter = table.put(BITER, 1, on=mine)
    mold = table.hand(printed(MOLD), 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    assert not table.legal(f"play #{mold} on #{hulk}")  # strength 5: too strong
    assert not table.legal(f"play #{mold} on #{their_biter}")  # not a monster of yours
    assert not table.legal(f"play #{mold} on #{mine}")  # not a monster
    assert strength(table.state, table.card(biter)) == 3
    table.act(f"play #{mold} on #{biter}")
    settle(table)
    assert table.card(mold).zone is Zone.PLAY and table.card(mold).parent == biter
    assert strength(table.state, table.card(biter)) == 8  # 3 + the symbionts' 5
    second = table.hand(printed(MOLD), 0)
    assert "stronger than 4" in table.why(f"play #{second} on #{biter}").message  # the monster is now of strength 8


def test_mind_mold_symbionts_keep_a_monster_from_suspension_by_cards_no_stronger_than_it() -> None:
    table = Table([printed(MOLD), BITER], [PREY, WEAK_WARDEN, STRONG_WARDEN])
    prey = table.put(PREY, 1)
    biter = table.put(BITER, 0, on=prey)
    warden = table.put(WEAK_WARDEN, 1, on=prey)  # strength 8 at the monster's location
    table.fresh_turn(0)
    assert table.die(prey, "structure") == 0  # suspended: no bite
    _symbionts_on(table, biter)
    table.fresh_turn(0)
    assert table.die(prey, "structure") == 1  # 8 is not above the monster's 3 + 5: it bites again
    table.put(STRONG_WARDEN, 1, on=prey)  # strength 9: above the monster's 8
    assert table.card(warden).zone is Zone.PLAY
    before = table.die(prey, "structure")
    table.fresh_turn(0)
    assert table.die(prey, "structure") == before  # suspended by the stronger card


def test_mind_mold_symbionts_keep_an_opposing_monster_halt_from_stopping_the_monster() -> None:
    halt = printed("A5_-_Monster_Halt_TG")  # strength 5
    table = Table([printed(MOLD), BITER, PREY], [halt, BITER, PREY])
    my_ship, their_ship = table.put(PREY, 0), table.put(PREY, 1)
    biter = table.put(BITER, 0, on=their_ship)
    theirs = table.put(BITER, 1, on=my_ship)
    _symbionts_on(table, biter)
    halting = table.hand(halt, 1)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{halting} on #{theirs}")
    settle(table)
    table.act(f"choose #{biter}")
    assert table.card(biter).halted_by == halting
    before = table.die(their_ship, "structure")
    table.fresh_turn(0)
    assert table.die(their_ship, "structure") == before + 1  # a 5-strength halt cannot stop an 8-strength shielded monster


def _spit_answered_by(jammer_card) -> tuple[Table, int, int]:
    table = Table([printed(MOLD), SPITTER], [PREY, jammer_card])
    prey = table.put(PREY, 1)
    spitter = table.put(SPITTER, 0, on=prey)
    _symbionts_on(table, spitter)  # 2 + 5 = 7
    jammer = table.hand(jammer_card, 1)
    table.act(f"use #{spitter} 1")
    return table, prey, jammer


def test_mind_mold_symbionts_keep_a_card_action_of_the_monster_from_cancellation_by_a_card_no_stronger() -> None:
    table, prey, jammer = _spit_answered_by(JAMMER_7)
    assert not table.legal(f"play #{jammer}")  # a strength-7 cancel cannot answer a strength-7 shielded monster
    settle(table)
    assert table.die(prey, "structure") == 1


def test_mind_mold_symbionts_do_not_keep_a_stronger_card_from_cancelling_the_monster_action() -> None:
    table, prey, jammer = _spit_answered_by(JAMMER_8)
    table.act(f"play #{jammer}")
    settle(table)
    assert table.die(prey, "structure") == 0  # cancelled by the strength-8 card
