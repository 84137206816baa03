"""v2.1 PLAYER TURN SEQUENCE, COMPLETE TURN and RECORD KEEPING STEP (card-facts §2.4 items
48-53, 59-60, 70)."""

from __future__ import annotations

from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import DieKind, Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import DurationExpired, PhaseChanged, TurnStarted
from ge_desktop.rulesets.galactic_empires.terms import EndReason
from tests.engine.builders import Table, card, ship, terrain


def test_player_turn_sequence_seven_phases_in_order() -> None:
    table = Table()
    seen = [table.game.phase]
    events = []
    while table.state.active == 0:
        events += table.act("draw 0" if table.game.phase is Phase.DRAW else "done")
    seen += [e.phase for e in events if isinstance(e, PhaseChanged) and e.seat == 0]
    assert seen == [
        Phase.ALLOCATION,
        Phase.ENGAGEMENT,
        Phase.PLAY_A,
        Phase.WEAPONS_FIRE,
        Phase.PLAY_B,
        Phase.DISCARD,
        Phase.DRAW,
    ]
    assert any(isinstance(e, TurnStarted) and e.seat == 1 for e in events)  # p0 told p1 he is finished


def test_player_turn_sequence_never_goes_back_to_a_left_phase() -> None:
    planet = terrain(3, supply=1)
    table = Table([planet])
    table.put(planet, 0)
    table.fresh_turn(0)
    assert table.legal("allocate supply #0") is False  # #0 is the ante, not in play
    table.to_phase(Phase.PLAY_B)
    assert table.why("allocate supply #0").rule == "v2.1 PLAYER TURN SEQUENCE"
    table.to_phase(Phase.DISCARD)
    hand_card = table.player(0).hand[0]
    assert table.why(f"play #{hand_card}").rule == "v2.1 PLAYER TURN SEQUENCE"
    assert table.legal(f"discard #{hand_card}")


def test_complete_turn_is_one_player_turn_for_each_player() -> None:
    table = Table([], [], [])
    assert table.state.complete_turn == 1
    table.next_turn()
    table.next_turn()
    assert table.state.complete_turn == 1  # p0 and p1 played; p2 still to come
    table.next_turn()
    assert table.state.complete_turn == 2
    assert [p.turns_taken for p in table.state.players] == [2, 1, 1]


def test_turn_cap_ends_the_game_after_that_many_complete_turns() -> None:
    table = Table(turn_cap=2)
    for _ in range(3):
        table.next_turn()
    assert not table.game.is_terminal()
    table.next_turn()
    assert table.game.is_terminal()
    assert table.game.outcome.reason == EndReason.TURN_CAP and table.game.outcome.winner is None
    assert table.game.legal_actions() == ()
    assert table.why("done").rule == "v2.1 [Victory conditions]"


def test_record_keeping_expired_duration_discarded_after_producing_its_output() -> None:
    comet = card("T", 2, "Periodic Comet", generates={"research": 1}, duration=1)
    table = Table([comet])
    table.put(comet, 0)
    comet_id = table.find(comet, 0, [Zone.PLAY]).id
    table.act(f"~die #{comet_id} duration 1")
    table.next_turn()  # p1's record keeping does not touch p0's durations
    assert table.card(comet_id).in_play
    table.next_turn()
    assert table.player(0).pool.get(PointType.RESEARCH) == 1  # it produced on its last turn
    assert table.card(comet_id).zone is Zone.DISCARD
    assert any(isinstance(e, DurationExpired) for e in table.events)


def test_record_keeping_duration_counts_complete_turns() -> None:
    storm = card("O", 2, "Long Storm", duration=2)
    table = Table([storm])
    hand_card = table.hand(storm, 0)
    table.fresh_turn(0)  # turn 2: no longer terrain only
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{hand_card}")
    assert table.card(hand_card).die(DieKind.DURATION) == 2
    table.fresh_turn(0)
    assert table.card(hand_card).die(DieKind.DURATION) == 1 and table.card(hand_card).in_play
    table.fresh_turn(0)
    assert table.card(hand_card).zone is Zone.DISCARD


def test_record_keeping_psy_functions_switch_off_but_the_psy_stays() -> None:
    seer = card("P", 3, "Test Seer")
    table = Table([seer])
    psy = table.put(seer, 0)
    table.act(f"~die #{psy} duration 1")
    table.fresh_turn(0)
    assert table.card(psy).in_play
    assert table.card(psy).die(DieKind.DURATION) == 0
    assert any(isinstance(e, DurationExpired) and e.card == psy for e in table.events)


def test_record_keeping_damaged_shields_regenerate_one_point() -> None:
    hull = ship(4, shields=3)
    table = Table([hull], [hull])
    mine = table.put(hull, 0)
    theirs = table.put(hull, 1)
    table.act(f"~die #{mine} shield 3")
    table.act(f"~die #{theirs} shield 2")
    table.fresh_turn(0)
    assert table.card(mine).die(DieKind.SHIELD) == 2  # one point, not all
    assert table.card(theirs).die(DieKind.SHIELD) == 1  # p1's own turn came first
    table.act(f"~die #{mine} structure 2")
    table.fresh_turn(0)
    assert table.card(mine).die(DieKind.STRUCTURE) == 2  # structure does not regenerate


def test_engagement_phase_funded_cards_engage_and_unfunded_disengage() -> None:
    planet = terrain(4, supply=1, energy=1)
    needy = ship(4, requirements={"supply": 1, "energy": 1})
    table = Table([planet, needy, needy])
    table.put(planet, 0)
    funded = table.put(needy, 0, engaged=False)
    starved = table.put(needy, 0)
    table.fresh_turn(0)
    table.act(f"allocate supply #{funded}")
    table.act(f"allocate energy #{funded}")
    table.act("done")
    assert table.card(funded).engaged
    assert not table.card(starved).engaged


def test_engagement_phase_cards_without_requirements_remain_engaged() -> None:
    crate = ship(3)
    table = Table([crate])
    unit = table.put(crate, 0, engaged=False)
    table.fresh_turn(0)
    table.act("done")
    assert table.card(unit).engaged
