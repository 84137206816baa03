"""Community occurrences, lucky breaks and mishaps (issue 38, h-occur2): each test plays the
printing the decks hold in a real ``Game`` and checks the change its text causes, with the case
the text refuses (``resources/cards/community-occur2.json``; the numbers are pinned by
``tests/cards/data/community-printings.tsv``)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import GameMode, Phase, Zone
from tests.engine.builders import Table, guns, ship
from tests.engine.community_helpers import printed, settle

# --- False Intelligence Report: half the chosen opponent's fleet fires on his next turn -------------

REPORT = "O7_-_False_Intelligence_Report_PE"


def _report_against(chosen: int) -> tuple[Table, list[int], list[int], int]:
    """Three players: seat 0 plays a False Intelligence Report and chooses ``chosen``; seats 1 and 2
    each have ships of strength 6, 4 and 2 with one Phaser each; seat 0 has an unshielded target."""
    report = printed(REPORT)
    fleets = [ship(s, shields=0, weapons=guns(phasers=1)) for s in (6, 4, 2)]
    target = ship(9, shields=0)
    table = Table([report, target], fleets, fleets, mode=GameMode.RULES)
    aim = table.put(target, 0)
    ones = [table.put(c, 1) for c in fleets]
    twos = [table.put(c, 2) for c in fleets]
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(report, 0)
    table.act(f"play #{played}")
    assert table.state.choice is not None and set(table.state.choice.players) == {1, 2}  # the player names the opponent
    table.act(f"choose p{chosen}")
    settle(table)
    assert table.card(played).zone is Zone.DISCARD  # discarded after use
    return table, ones, twos, aim


def test_false_intelligence_report_lets_the_chosen_opponent_fire_only_half_his_fleet_next_turn() -> None:
    table, _, (big, middle, small), aim = _report_against(2)
    table.fresh_turn(2)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    table.act(f"fire #{middle} phaser 1")  # 4 of 12
    table.act(f"fire #{small} phaser 1")  # 6 of 12: the half he designated
    assert not table.legal(f"fire #{big} phaser 1")
    assert "half" in str(table.why(f"fire #{big} phaser 1"))


def test_false_intelligence_report_leaves_the_opponent_not_chosen_firing_his_whole_fleet() -> None:
    table, (big, middle, small), _, aim = _report_against(2)
    table.fresh_turn(1)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    for unit in (big, middle, small):
        table.act(f"fire #{unit} phaser 1")  # all 12 of 12
    table.act("done")
    settle(table)
    assert table.die(aim, "structure") == 3


def test_a_players_elimination_closes_the_choice_his_card_left_open() -> None:
    """v2.1 VICTORY CONDITIONS: the eliminated player's cards leave play and what they were asking
    goes with them. A False Intelligence Report's choice of opponent stayed open into the next
    player's Allocation Phase when its player's Sector HQ fell (5-player random game, test_invariants)."""
    report = printed(REPORT)
    table = Table([report], [], [])  # sandbox: a Sector HQ hit by hand, as in the random game
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(report, 0)
    table.act(f"play #{played}")
    assert table.state.choice is not None
    table.act("~hq-damage p0 25 by p1")
    assert table.player(0).eliminated
    assert table.state.choice is None and not table.state.steps
    assert table.state.active == 1 and table.game.phase is Phase.ALLOCATION
    assert table.player(1).fire_halved_turn == 0 and table.player(2).fire_halved_turn == 0  # nobody was affected
