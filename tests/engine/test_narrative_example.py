"""Golden playthrough: the v2.1 *Narrative Example* (Bob and Sue, L1925-1972) up to weapons fire.

Sue (p0) and Bob (p1) play a Standard Game with stacked decks of the rulebook's own cards
(card-facts §1a). The script checks the rulebook's arithmetic at each step: Sue's Asteroid
Belt and Small Moon engage her Fleet Freighter and leave 2 economy; the Ion Storm's 2
Shield damage on Bob's Base Station regenerates to 1, then 1 economy declared as repair
clears it, and Bob's 2 supply are lost. Weapons fire, reactions and card effects arrive in
issue 4, so the Ion Storm's damage is set with a sandbox die, and the freighter holds its
fire. The script's record and its final summary are golden files: a change in the engine
that changes this game shows up as a diff.
"""

from __future__ import annotations

from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import DieKind, Game, GameConfig, GameMode, Option, Phase, PlayerDeck, Zone, parse_action
from ge_desktop.engine.events import PointsLost
from ge_desktop.engine.summary import summary, summary_text
from ge_desktop.storage import read_record, record_of, write_record
from ge_desktop.storage.replay import replay

GOLDEN = Path(__file__).parent / "golden"
SUE = ["ring-system", "asteroid-belt", "small-moon", "fleet-freighter", "phaser-refit", "shield-refit", "ion-storm", "science-officer", "light-cruiser"]
BOB = ["gas-giant-moon", "small-planet", "base-station", "small-phaser-eel", "indirigan-frigate"]


def _deck(name: str, ids: list[str]) -> PlayerDeck:
    catalog = default_catalog()
    return PlayerDeck(name, None, tuple(catalog.get(i) for i in ids + ["ice-moonlet"] * (20 - len(ids))))


class Narrative:
    def __init__(self) -> None:
        config = GameConfig(
            decks=(_deck("Sue", SUE), _deck("Bob", BOB)),
            seed=1994,
            options=frozenset({Option.STACK_YOUR_DECK}),
            mode=GameMode.SANDBOX,
        )
        self.game = Game.new(config, default_catalog())
        self.ids = {(c.owner, c.info.card_id): c.id for c in reversed(self.game.state.cards)}

    def id(self, seat: int, card_id: str) -> int:
        return self.ids[(seat, card_id)]

    def do(self, *texts: str) -> list:
        events = []
        for text in texts:
            events += self.game.play(parse_action(text))
        return events

    def end_turn(self, draw: int = 2) -> None:
        while self.game.phase is not Phase.DRAW:
            self.do("done")
        self.do(f"draw {draw}")

    def pool(self, seat: int) -> dict:
        return {p: n for p, n in self.game.state.players[seat].pool.items() if n}


def play_narrative() -> Narrative:
    n = Narrative()
    state = n.game.state
    assert state.turn_order == [0, 1]  # Sue's ante is higher: she goes first
    belt, moon, freighter = n.id(0, "asteroid-belt"), n.id(0, "small-moon"), n.id(0, "fleet-freighter")
    planet, base, eel = n.id(1, "small-planet"), n.id(1, "base-station"), n.id(1, "small-phaser-eel")
    n.do("done", "done")  # reserves: none
    # Sue 1: T3 Asteroid Belt; 8 cards in hand, so she draws 2.
    n.do("done", f"play #{belt}")
    assert len(state.players[0].hand) == 8
    n.end_turn()
    # Bob 1: T4 Small Planet.
    n.do("done", f"play #{planet}")
    n.end_turn()
    # Sue 2: T1 Small Moon, then a disengaged S1 Fleet Freighter on the Asteroid Belt.
    n.do("done", f"play #{moon}", f"play #{freighter} on #{belt}")
    assert not state.cards[freighter].engaged
    n.end_turn()
    # Bob 2: a disengaged B4 Base Station on his planet, the M1 Small Phaser Eel against Sue's freighter.
    n.do("done", f"play #{base} on #{planet}", f"play #{eel} against #{freighter}")
    assert not state.cards[base].engaged and state.cards[eel].controller == 1
    n.end_turn()
    # Sue 3: 1 supply + 1 energy engage the freighter; 2 economy are left over.
    n.do(f"allocate supply #{freighter}", f"allocate energy #{freighter}")
    assert n.pool(0) == {PointType.ECONOMY: 2}
    lost = [e for e in n.do("done") if isinstance(e, PointsLost)]
    assert state.cards[freighter].engaged and [(e.point, e.amount) for e in lost] == [(PointType.ECONOMY, 2)]
    n.do(f"play #{n.id(0, 'phaser-refit')} on #{freighter}", f"play #{n.id(0, 'shield-refit')} on #{freighter}")
    n.do("done", "done")  # weapons fire: issue 4
    n.do(f"play #{n.id(0, 'ion-storm')} against #{base}", f"~die #{base} shield 2")  # its damage: issue 4
    assert state.cards[n.id(0, "ion-storm")].zone is Zone.DISCARD  # discarded after use
    n.end_turn()
    # Bob 3: free Shield regeneration 2 -> 1; 1 energy engages the base; economy as repair; 2 supply lost.
    assert state.cards[base].die(DieKind.SHIELD) == 1
    n.do(f"allocate energy #{base}", "declare repair", f"allocate repair #{base}")
    assert state.cards[base].die(DieKind.SHIELD) == 0
    assert n.pool(1) == {PointType.SUPPLY: 2}
    n.do("done", f"play #{n.id(1, 'indirigan-frigate')}")
    assert state.cards[base].engaged and not state.cards[n.id(1, "indirigan-frigate")].engaged
    n.end_turn()
    return n


def test_narrative_example_golden_record_and_final_state() -> None:
    game = play_narrative().game
    text = write_record(record_of(game))
    assert text == (GOLDEN / "narrative-example.gerec").read_text(encoding="utf-8")
    replayed = replay(read_record(text), default_catalog())
    final = summary_text(summary(replayed.state)) + "\n"
    assert final == (GOLDEN / "narrative-example.txt").read_text(encoding="utf-8")
