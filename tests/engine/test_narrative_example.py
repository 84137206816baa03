"""Golden playthrough: the v2.1 *Narrative Example* (Bob and Sue, L1925-1972), turn by turn.

Sue (p0) and Bob (p1) play a Standard Game in rules mode with stacked decks of the
rulebook's own cards (card-facts §1a). The script checks every number the text gives:
Sue's Asteroid Belt and Small Moon engage her Fleet Freighter and leave 2 economy; Sue
reacts to Bob's Small Phaser Eel with her Science Officer, so the freighter's 2 + 1
Phasers still fire and Bob's Sector HQ takes 3; the Ion Storm puts 2 on the Base
Station's Shields, which regenerate to 1 and are repaired to 0 with 1 economy while 2
supply are lost; the base's 2 Phasers and the Nuclear Mine's 2 card damage put 4 on the
freighter's Shields, which regenerate to 3 and are repaired to 1; the Shield Fiend takes
every Shield of the Indirigan Frigate, the Space Dragon deals 2, the freighter's 2 Phasers
destroy it, and the last Phaser brings Bob's HQ to 4. The record is a golden file that
``ge-desktop replay --check`` accepts, and its final summary is golden too.
"""

from __future__ import annotations

from pathlib import Path

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Game
from ge_desktop.rulesets.galactic_empires import DieKind, GameConfig, GameMode, Option, Phase, PlayerDeck, Zone, parse_action
from ge_desktop.rulesets.galactic_empires.events import PointsLost
from ge_desktop.rulesets.galactic_empires.summary import summary, summary_text
from ge_desktop.storage import RECORD_FORMAT_VERSION, read_record, record_of, write_record
from ge_desktop.storage.replay import replay, snapshot_problem

GOLDEN = Path(__file__).parent / "golden"
SUE = [
    "ring-system", "asteroid-belt", "small-moon", "fleet-freighter", "phaser-refit", "shield-refit",
    "ion-storm", "science-officer", "light-cruiser", "shield-fiend", "space-dragon",
]
BOB = ["gas-giant-moon", "small-planet", "base-station", "small-phaser-eel", "indirigan-frigate", "nuclear-mine"]


def _deck(name: str, ids: list[str]) -> PlayerDeck:
    catalog = default_catalog()
    return PlayerDeck(name, None, tuple(catalog.get(i) for i in ids + ["ice-moonlet"] * (20 - len(ids))))


class Narrative:
    def __init__(self) -> None:
        config = GameConfig(
            decks=(_deck("Sue", SUE), _deck("Bob", BOB)),
            seed=1994,
            options=frozenset({Option.STACK_YOUR_DECK}),
            mode=GameMode.RULES,
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

    def die(self, seat: int, card_id: str, kind: DieKind) -> int:
        return self.game.state.cards[self.id(seat, card_id)].die(kind)


def _turn_one_and_two(n: Narrative) -> None:
    state = n.game.state
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
    # Bob 2: a disengaged B4 Base Station on his planet, the M1 Small Phaser Eel against Sue's
    # freighter; Sue reacts with the R/C4 Science Officer on her freighter (no Card Play of hers).
    n.do("done", f"play #{base} on #{planet}", f"play #{eel} against #{freighter}")
    assert n.game.to_act == 0 and state.active == 1  # Sue is asked to react
    n.do(f"play #{n.id(0, 'science-officer')} on #{freighter}")
    assert state.cards[eel].controller == 1 and state.cards[eel].parent == freighter
    assert state.players[0].plays_used == 2 and not state.pending  # still her own 2 of turn 2
    n.end_turn()


def _sue_three(n: Narrative) -> None:
    state = n.game.state
    freighter, base = n.id(0, "fleet-freighter"), n.id(1, "base-station")
    # 1 supply + 1 energy engage the freighter; 2 economy are left over and lost.
    n.do(f"allocate supply #{freighter}", f"allocate energy #{freighter}")
    assert n.pool(0) == {PointType.ECONOMY: 2}
    lost = [e for e in n.do("done") if isinstance(e, PointsLost)]
    assert state.cards[freighter].engaged and [(e.point, e.amount) for e in lost] == [(PointType.ECONOMY, 2)]
    n.do(f"play #{n.id(0, 'phaser-refit')} on #{freighter}", f"play #{n.id(0, 'shield-refit')} on #{freighter}")
    n.do("done")  # Weapons Fire: Bob has no ship, and his base cannot protect his HQ.
    n.do("aim hq p1", f"fire #{freighter} phaser 3", "done")  # 2 + 1 Phasers; the eel is suspended
    assert state.players[1].hq_damage == 3
    n.do("done", f"play #{n.id(0, 'ion-storm')} against #{base}")
    assert n.die(1, "base-station", DieKind.SHIELD) == 2
    assert state.cards[n.id(0, "ion-storm")].zone is Zone.DISCARD  # discarded after use
    n.end_turn()


def _bob_three(n: Narrative) -> None:
    state = n.game.state
    freighter, base, frigate = n.id(0, "fleet-freighter"), n.id(1, "base-station"), n.id(1, "indirigan-frigate")
    # Free Shield regeneration 2 -> 1; 1 energy engages the base; economy as repair; 2 supply lost.
    assert n.die(1, "base-station", DieKind.SHIELD) == 1
    n.do(f"allocate energy #{base}", "declare repair", f"allocate repair #{base}")
    assert n.die(1, "base-station", DieKind.SHIELD) == 0
    assert n.pool(1) == {PointType.SUPPLY: 2}
    n.do("done", f"play #{frigate}")
    assert state.cards[base].engaged and not state.cards[frigate].engaged
    n.do("done", f"aim #{freighter}", f"fire #{base} phaser 2", "done")
    assert n.die(0, "fleet-freighter", DieKind.SHIELD) == 2
    mine = n.id(1, "nuclear-mine")
    n.do("done", f"play #{mine} on #{base}", f"use #{mine} 1 at #{freighter}")
    assert n.die(0, "fleet-freighter", DieKind.SHIELD) == 4
    assert state.cards[mine].zone is Zone.DISCARD
    n.end_turn()


def _sue_four(n: Narrative) -> None:
    state = n.game.state
    freighter, frigate = n.id(0, "fleet-freighter"), n.id(1, "indirigan-frigate")
    assert n.die(0, "fleet-freighter", DieKind.SHIELD) == 3  # one free Shield point
    n.do(f"allocate supply #{freighter}", f"allocate energy #{freighter}")
    n.do("declare repair", "declare repair", f"allocate repair #{freighter}", f"allocate repair #{freighter}")
    assert n.die(0, "fleet-freighter", DieKind.SHIELD) == 1
    n.do("done", f"play #{n.id(0, 'light-cruiser')}")
    n.do(f"play #{n.id(0, 'shield-fiend')} against #{frigate}")
    assert n.die(1, "indirigan-frigate", DieKind.SHIELD) == 2 and state.cards[n.id(0, "shield-fiend")].zone is Zone.DISCARD
    n.do(f"play #{n.id(0, 'space-dragon')} against #{frigate}")
    assert n.die(1, "indirigan-frigate", DieKind.STRUCTURE) == 2
    n.do("done", f"aim #{frigate}", f"fire #{freighter} phaser 2", "done")
    assert state.cards[frigate].zone is Zone.DISCARD and state.cards[frigate].seat == 1
    dragon = state.cards[n.id(0, "space-dragon")]
    assert dragon.zone is Zone.DISCARD and dragon.seat == 0
    n.do("aim hq p1", f"fire #{freighter} phaser", "done")
    assert state.players[1].hq_damage == 4
    n.end_turn()


def play_narrative() -> Narrative:
    n = Narrative()
    assert n.game.state.turn_order == [0, 1]  # Sue's ante is higher: she goes first
    _turn_one_and_two(n)
    _sue_three(n)
    _bob_three(n)
    _sue_four(n)
    return n


def test_narrative_example_every_number_of_the_text() -> None:
    state = play_narrative().game.state
    assert state.players[1].hq_damage == 4
    assert [state.cards[i].info.card_id for i in state.players[1].discard][-1] == "indirigan-frigate"
    assert "space-dragon" in [state.cards[i].info.card_id for i in state.players[0].discard]


def test_narrative_example_golden_record_and_final_state() -> None:
    game = play_narrative().game
    text = write_record(record_of(game))
    golden = (GOLDEN / "narrative-example.gerec").read_text(encoding="utf-8")
    # the golden file is a format 1 record: read through the converter, it is the game written now
    old = read_record(golden)
    new = read_record(text)
    assert old.read_format == 1 and new.read_format == RECORD_FORMAT_VERSION and old.actions == new.actions
    # format 1 drew the celebration card unasked, and its shuttles could fire and carry in one turn
    assert old.header.options == [*new.header.options, Option.ALWAYS_CELEBRATE, Option.SHUTTLES_FIRE_AND_CARRY]
    assert old.header == new.header.model_copy(update={"digests": None, "options": old.header.options})  # otherwise the same game
    assert snapshot_problem(replay(old, default_catalog()), old, default_catalog()) is None  # format 1 still replays and checks
    assert snapshot_problem(replay(new, default_catalog()), new, default_catalog()) is None
    replayed = replay(read_record(text), default_catalog())
    final = summary_text(summary(replayed.state)) + "\n"
    assert final == (GOLDEN / "narrative-example.txt").read_text(encoding="utf-8")
