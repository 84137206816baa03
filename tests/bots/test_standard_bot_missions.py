"""The standard bot and crew on the move (v2.1 THERE-AND-BACK MISSIONS): it sends a raiding
crew on a mission when one can hurt an opponent, lets the legal list's carrier moves be,
and plays through the mission's three reactable steps without getting stuck."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.rulesets.galactic_empires import Phase
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from tests.engine.builders import Table
from tests.engine.test_missions import BOARDING_PARTY, ENEMY, HOME, OTHER_HOME, TRANSPORT_SHUTTLE


def _decide(table: Table):
    seat = table.game.to_act
    bot = make_bot(BotKind.STANDARD, 5, seat)
    return bot.decide(table.game.observe(seat), table.game.legal_actions())


def test_the_standard_bot_sends_its_boarding_party_on_a_raid() -> None:
    table = Table([HOME, BOARDING_PARTY, TRANSPORT_SHUTTLE, OTHER_HOME], [ENEMY])
    home = table.put(HOME, 0)
    raider = table.put(BOARDING_PARTY, 0, on=home)
    shuttle = table.put(TRANSPORT_SHUTTLE, 0, on=home)
    table.put(OTHER_HOME, 0)
    target = table.put(ENEMY, 1)
    table.fresh_turn(0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    legal = table.game.legal_actions()
    assert any(isinstance(a, UseFunction) and a.card == shuttle for a in legal)  # it could just ferry crew
    chosen = []
    for _ in range(40):  # its Play Cards Phase A, the mission's legs and any reactions
        if table.game.phase is not Phase.PLAY_A:
            break
        action = _decide(table)
        chosen.append(action)
        table.game.play(action)
    raids = [a for a in chosen if isinstance(a, UseFunction) and a.card == raider]
    assert raids and raids[0].target == target
    assert not [a for a in chosen if isinstance(a, UseFunction) and a.card == shuttle]  # no idle ferrying
    assert table.die(target, "structure") == 1 and table.card(raider).parent == home


def test_the_standard_bot_uses_its_escape_pod_when_its_ship_is_going_down() -> None:
    from ge_desktop.rulesets.galactic_empires import Zone
    from tests.engine.builders import card
    from tests.engine.test_missions import ESCAPE_POD, GUNBOAT

    crews = [card("C", 3, f"Bot Test Survivor {n}") for n in range(2)]
    table = Table([HOME, ESCAPE_POD, OTHER_HOME, *crews], [GUNBOAT])
    home, haven = table.put(HOME, 0), table.put(OTHER_HOME, 0)
    pod = table.put(ESCAPE_POD, 0, on=home)
    survivors = [table.put(c, 0, on=home) for c in crews]
    gun = table.put(GUNBOAT, 1)
    table.to_phase(Phase.WEAPONS_FIRE, 1)
    table.act(f"aim #{home}")
    table.act(f"fire #{gun} phaser 6")
    table.act("done")
    for _ in range(10):
        if table.state.window is None and table.state.choice is None:
            break
        table.game.play(_decide(table))
    assert table.card(home).zone is Zone.DISCARD and table.card(pod).zone is Zone.DISCARD
    assert all(table.card(s).parent == haven for s in survivors)
