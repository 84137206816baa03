"""M6 Time Thief (issue 38, h-piles, branch thief; ``resources/cards/community-piles.json``,
``rules/thief_answers.py``, ``resolvers/time_thief.py``): played in a real three-player game
against a stack; its stack's owner answers it each turn, by moving it (a Card Play) or by
discarding a card of the stack (the thief goes too when that card is stronger)."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.rules.thief_answers import RULE
from ge_desktop.ui.assist import card_activations
from tests.engine.builders import Table, card, ship
from tests.engine.community_helpers import printed, settle

TIME_THIEF = "M6_-_Time_Thief_UE"
SHIP = ship(4)
WEAK_CREW = card("C", 3, "Thief Weak Crew")
STRONG_CREW = card("C", 8, "Thief Strong Crew")


def _thief_on_seat_1(players: int = 3) -> tuple[Table, int, list[int]]:
    """Seat 0 plays the thief against seat 1's ship (a weak and a strong crew on it); every
    seat has a ship. Returns the table, the thief and the ships by seat; seat 1 is then in
    Play Cards Phase B of his turn."""
    thief = printed(TIME_THIEF)
    table = Table([thief, SHIP], [SHIP, SHIP, WEAK_CREW, STRONG_CREW], *([[SHIP]] * (players - 2)))
    ships = [table.put(SHIP, seat) for seat in range(players)]
    table.put(WEAK_CREW, 1, on=ships[1])
    table.put(STRONG_CREW, 1, on=ships[1])
    played = table.hand(thief, 0)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played} against #{ships[1]}")
    settle(table)
    assert table.card(played).in_play and table.card(played).parent == ships[1]
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_B)
    return table, played, ships


def _crew(table: Table, wanted) -> int:
    return table.find(wanted, 1, (Zone.PLAY,)).id


def test_the_stack_owner_may_not_end_his_turn_before_answering_the_thief() -> None:
    table, _, _ = _thief_on_seat_1()
    violation = table.why("done")
    assert violation is not None and violation.rule == RULE


def test_moving_the_thief_to_a_third_fleet_costs_a_card_play_and_meets_the_obligation() -> None:
    table, thief, ships = _thief_on_seat_1()
    plays = table.player(1).plays_used
    assert table.legal(f"use #{thief} 1 at #{ships[2]}")
    table.act(f"use #{thief} 1 at #{ships[2]}")
    settle(table)
    assert table.card(thief).parent == ships[2] and table.card(thief).controller == 0
    assert table.player(1).plays_used == plays + 1
    assert table.why("done") is None
    table.fresh_turn(2)  # now seat 2 owns the stack: he answers it in his turn
    table.to_phase(Phase.PLAY_B)
    assert table.why("done") is not None and table.legal(f"use #{thief} 1 at #{ships[1]}")


def test_the_thief_moves_neither_to_its_players_fleet_nor_to_its_owners_own() -> None:
    table, thief, ships = _thief_on_seat_1()
    assert table.why(f"use #{thief} 1 at #{ships[0]}") is not None  # the thief's player's fleet
    table_ship = table.put(SHIP, 1)
    assert table.why(f"use #{thief} 1 at #{table_ship}") is not None  # his own fleet


def test_a_weaker_card_discarded_in_answer_leaves_the_thief_in_play() -> None:
    table, thief, ships = _thief_on_seat_1()
    weak = _crew(table, WEAK_CREW)
    plays = table.player(1).plays_used
    table.act(f"use #{thief} 2 at #{weak}")
    settle(table)
    assert table.card(weak).zone is Zone.DISCARD and table.card(thief).parent == ships[1]
    assert table.player(1).plays_used == plays  # not a Card Play
    assert table.why("done") is None
    assert table.why(f"use #{thief} 1 at #{ships[2]}") is not None  # answered once a turn


def test_a_stronger_card_discarded_in_answer_discards_the_thief() -> None:
    table, thief, _ = _thief_on_seat_1()
    strong = _crew(table, STRONG_CREW)
    table.act(f"use #{thief} 2 at #{strong}")
    settle(table)
    assert table.card(strong).zone is Zone.DISCARD and table.card(thief).zone is Zone.DISCARD


def test_the_answer_discards_neither_the_thief_nor_the_stacks_bottom_card() -> None:
    table, thief, ships = _thief_on_seat_1()
    assert table.why(f"use #{thief} 2 at #{thief}") is not None
    assert table.why(f"use #{thief} 2 at #{ships[1]}") is not None


def test_only_the_stack_owner_answers_the_thief_and_only_in_his_turn() -> None:
    table, thief, ships = _thief_on_seat_1()
    table.act(f"use #{thief} 2 at #{_crew(table, WEAK_CREW)}")
    settle(table)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_B)
    assert table.why(f"use #{thief} 1 at #{ships[2]}") is not None  # its own player may not move it
    assert table.why("done") is None


def test_the_obligation_lapses_when_no_answer_is_legal() -> None:
    table, thief, _ = _thief_on_seat_1(players=2)  # no third fleet to move it to
    table.act(f"use #{thief} 2 at #{_crew(table, WEAK_CREW)}")
    settle(table)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_B)
    assert table.why("done") is not None  # the strong crew is still there to discard
    table.act(f"use #{thief} 2 at #{_crew(table, STRONG_CREW)}")
    settle(table)
    assert table.card(thief).zone is Zone.DISCARD and table.why("done") is None


def test_double_clicking_the_thief_offers_its_stack_owner_both_answers() -> None:
    table, thief, ships = _thief_on_seat_1()
    offered = {action.notation() for action in card_activations(table.game, thief)}
    assert f"use #{thief} 1 at #{ships[2]}" in offered  # the third fleet's ship, not the thief's player's
    assert f"use #{thief} 1 at #{ships[0]}" not in offered
    assert {f"use #{thief} 2 at #{_crew(table, c)}" for c in (WEAK_CREW, STRONG_CREW)} <= offered


def test_bots_answer_the_thief_and_end_their_turn() -> None:
    for kind in (BotKind.RANDOM, BotKind.STANDARD):
        table, thief, _ = _thief_on_seat_1()
        bot = make_bot(kind, 7, 1)
        for _ in range(60):
            if table.state.active != 1 or table.game.is_terminal():
                break
            table.game.play(bot.decide(table.game.observe(Seat(1)), table.game.legal_actions()))
        assert table.state.active != 1, kind
        answered = table.card(thief).zone is Zone.DISCARD or table.card(thief).answered_turn > 0
        assert answered, kind
