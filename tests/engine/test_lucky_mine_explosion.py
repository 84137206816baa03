"""Lucky Mine Explosion (1994 Basic Set L2): played on one's own mine explosion (the mine's
damage card action), the explosion scores 1.5 times its damage, fractions dropped (v2.1
CARDS HAVE RULES; fractions: v2.1 "Whenever a fraction is generated ... it is dropped").
It is no R/ card: by its text it answers its player's own action on his own turn, as a
Card Play, and is discarded after use."""

from __future__ import annotations

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from tests.engine.builders import Table, ship, terrain

CATALOG = default_catalog()
LUCKY = CATALOG["lucky-mine-explosion"]
NUCLEAR = CATALOG.printing("E2_-_Nuclear_Mine_PE")
EXPLOSIVE = CATALOG.printing("E1_-_Explosive_Mine_NE")
CARRIER = ship(6, shields=0)
TARGET = ship(9, shields=0)
POWER = terrain(6, supply=4, energy=4)


def _scene(mine_card, lucky_in_hand: bool = True):
    table = Table([CARRIER, mine_card, LUCKY], [TARGET])
    carrier = table.put(CARRIER, 0)
    mine = table.put(mine_card, 0, on=carrier)
    target = table.put(TARGET, 1)
    lucky = table.hand(LUCKY, 0) if lucky_in_hand else None
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    return table, mine, target, lucky


def test_cards_have_rules_lucky_mine_explosion_scores_one_and_a_half_times_the_mines_damage() -> None:
    table, mine, target, lucky = _scene(NUCLEAR)
    table.act(f"use #{mine} 1 at #{target}")
    assert table.state.window is not None and table.state.window.asked == 0  # asked on his own action
    assert table.legal(f"play #{lucky}")
    plays = table.player(0).plays_used
    table.act(f"play #{lucky}")
    while table.state.window is not None:
        table.act("pass")
    assert table.die(target, "structure") == 3  # 2 x 1.5
    assert table.card(lucky).zone is Zone.DISCARD  # discarded after use
    assert table.player(0).plays_used == plays + 1  # a Card Play


def test_cards_have_rules_lucky_mine_explosion_drops_fractions() -> None:
    table, mine, target, lucky = _scene(EXPLOSIVE)
    table.act(f"use #{mine} 1 at #{target}")
    table.act(f"play #{lucky}")
    while table.state.window is not None:
        table.act("pass")
    assert table.die(target, "structure") == 1  # 1 x 1.5 = 1.5, the half dropped


def test_cards_have_rules_lucky_mine_explosion_answers_only_a_mine_explosion() -> None:
    table, mine, target, lucky = _scene(NUCLEAR)
    rejected = table.why(f"play #{lucky}")  # nothing to answer: an ordinary play finds no mine explosion
    assert rejected is not None
    table.act(f"use #{mine} 1 at #{target}")
    table.act("pass")
    assert table.die(target, "structure") == 2  # declined: the mine scores its printed damage
    assert table.card(lucky).zone is Zone.HAND


def test_an_opponents_mine_explosion_is_not_answered_by_lucky_mine_explosion() -> None:
    table = Table([TARGET, LUCKY], [CARRIER, NUCLEAR])
    mine_owner = table.put(CARRIER, 1)
    mine = table.put(NUCLEAR, 1, on=mine_owner)
    target = table.put(TARGET, 0)
    lucky = table.hand(LUCKY, 0)
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A)
    table.act(f"use #{mine} 1 at #{target}")
    assert table.state.window is None or table.why(f"play #{lucky}") is not None
    assert table.state.window is None  # p0 has nothing to answer with: not asked
    assert table.die(target, "structure") == 2
