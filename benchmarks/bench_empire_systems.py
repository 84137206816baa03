"""Empire systems benchmark (issue 19): each constructed empire deck against a Basic Set deck.

Run from the checkout:
``.venv/bin/python benchmarks/bench_empire_systems.py [--games 200] [--seed 1] [--only leopan]``

For every empire system a deck can show, plays ``--games`` seeded games of a deck that
shows it (a Basic Set deck: Mechad EMF and Nodes, Tufor mines and the Mine Deployment
System, Krebiz capsules and Krebiz Armor, carriers rearming shuttles; or a constructed
deck, ``resources/decks/*-constructed.deck``: Leopan armor, Orgons, Aqaaran Tarracs,
Gekonauak crew, agendas, Vicious Six raids) against a Basic Set deck, the standard bot in both seats, seats
alternating each game, turn cap 40. A system may have more than one use counter (each
counted on its own, each must be used). Prints per system: games, how they ended,
the constructed deck's win rate (95 % Wilson interval), how many times the system was used
and in how many games, any game that raised (with its seed), and the machine load. Exits 1
if a game raised or a system was never used (0 uses is a failure). Figures only: the CI
sample is ``tests/bots/test_empire_systems_bot.py``.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ge_desktop.bots import BotKind, make_bot, next_action  # noqa: E402
from ge_desktop.bots.simulation import wilson  # noqa: E402
from ge_desktop.cards.catalog import default_catalog  # noqa: E402
from ge_desktop.cards.decks import load_deck, shipped_deck  # noqa: E402
from ge_desktop.cards.model import CardType  # noqa: E402
from ge_desktop.engine import Game  # noqa: E402
from ge_desktop.rulesets.galactic_empires import GameConfig, PlayerDeck  # noqa: E402
from ge_desktop.rulesets.galactic_empires import events as ev  # noqa: E402
from ge_desktop.rulesets.galactic_empires.cardinfo import is_shuttle  # noqa: E402
from ge_desktop.rulesets.galactic_empires.krebiz import is_capsule  # noqa: E402
from ge_desktop.rulesets.galactic_empires.raids import against_opponent, moves_against_terrain, stolen  # noqa: E402
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState  # noqa: E402
from ge_desktop.rulesets.galactic_empires.stats import members, unit_of  # noqa: E402
from ge_desktop.rulesets.galactic_empires.systems import detonators_armed, is_mine, magnifier_energy, plasma_energy  # noqa: E402
from ge_desktop.rulesets.galactic_empires.terms import DieKind, Phase, Zone  # noqa: E402

# (memory kept through one game, the state after an action, its events, the deck's seat) -> uses
Tracker = Callable[[dict, GameState, list, int], int]


@dataclass(frozen=True)
class System:
    """One empire system: its constructed deck, the Basic Set opponent, and what counts as a use."""

    name: str
    deck: str
    opponent: str
    used: Callable[[GameState, ev.Event, int], bool]  # (state, event, the constructed deck's seat)
    broken: Callable[[GameState], str | None] = lambda state: None  # the rule's invariant, after every action
    more: tuple[tuple[str, Tracker], ...] = ()  # further use counters of the same system, per action


def _armor(state: GameState, event: ev.Event, seat: int) -> bool:
    return isinstance(event, ev.ArmorUsed) and state.cards[event.card].owner == seat


def _orgon_damage(state: GameState, event: ev.Event, seat: int) -> bool:
    if not isinstance(event, ev.FunctionUsed):
        return False
    card = state.cards[event.card]
    return card.owner == seat and card.info.empire == "Orgons" and card.info.kind.value == "D"


def _crew_aboard_gekonauak(state: GameState, event: ev.Event, seat: int) -> bool:
    if not isinstance(event, ev.CardMoved) or event.parent is None or event.from_zone.value != "hand":
        return False
    card, ship = state.cards[event.card], state.cards[event.parent]
    return card.owner == seat and card.info.is_crew and ship.info.empire == "Gekonauak" and ship.info.kind.value == "S"


def _gekonauak_crowded(state: GameState) -> str | None:
    for card in state.in_play():
        if card.info.empire == "Gekonauak" and card.info.kind.value == "S":
            crew = [c for c in card.children if state.cards[c].info.is_crew]
            if len(crew) > 1:
                return f"#{card.id} {card.info.label} holds {len(crew)} crew"
    return None


def _tarrac(state: GameState, event: ev.Event, seat: int) -> bool:
    return isinstance(event, ev.TarracHit) and state.cards[event.card].controller != seat


def _emf_absorbed(state: GameState, event: ev.Event, seat: int) -> bool:
    """A Mechad field took damage on the opponent's turn (the field powered by Nodes x energy)."""
    return isinstance(event, ev.DieChanged) and event.kind is DieKind.EMF and state.cards[event.card].owner == seat and state.active != seat


def _emf_energized(memory: dict, state: GameState, events: list, seat: int) -> int:
    return sum(
        1
        for e in events
        if isinstance(e, ev.DieChanged) and e.kind is DieKind.EMF and state.cards[e.card].owner == seat and state.phase is Phase.ALLOCATION
    )


def _fired_by(state: GameState, event: ev.Event, seat: int, symbol: str) -> CardState | None:
    if not isinstance(event, ev.WeaponsFired) or event.symbol != symbol:
        return None
    unit = state.cards[event.card]
    return unit if unit.controller == seat else None


def _variable_plasma(state: GameState, event: ev.Event, seat: int) -> bool:
    """A Corporate unit fires its Variable Plasma with energy given to it (v2.1 VARIABLE PLASMA)."""
    unit = _fired_by(state, event, seat, "heavy")
    return unit is not None and plasma_energy(state, unit) > 0


def _magnified(state: GameState, event: ev.Event, seat: int) -> bool:
    """A Scorpead unit fires Phasers through a Phaser Magnifier with energy (v2.1 PHASER MAGNIFIER)."""
    unit = _fired_by(state, event, seat, "phaser")
    return unit is not None and magnifier_energy(state, unit) > 0


def _detonator(memory: dict, state: GameState, events: list, seat: int) -> int:
    """Phasers fired as heavy weapons through an armed Hyperspace Detonator."""
    return sum(1 for e in events if (unit := _fired_by(state, e, seat, "heavy")) is not None and detonators_armed(state, unit) > 0)


def _mine_used(state: GameState, event: ev.Event, seat: int) -> bool:
    return isinstance(event, ev.FunctionUsed) and is_mine(state.cards[event.card]) and state.cards[event.card].controller == seat


def _mine_kept(memory: dict, state: GameState, events: list, seat: int) -> int:
    """A mine used and still on its ship when the next turn starts: kept by an active Mine
    Deployment System (a mine without one is discarded once its damage resolves)."""
    used = memory.setdefault("mines", set())
    used |= {e.card for e in events if isinstance(e, ev.FunctionUsed) and is_mine(state.cards[e.card]) and state.cards[e.card].controller == seat}
    if not any(isinstance(e, ev.TurnStarted) for e in events):
        return 0
    kept = sum(1 for c in used if state.cards[c].in_play)
    used.clear()
    return kept


def _capsule_joined(state: GameState, event: ev.Event, seat: int) -> bool:
    """A Krebiz capsule combined with its cruiser (played onto it or joined in play)."""
    if not isinstance(event, ev.CardMoved) or event.parent is None:
        return False
    card, parent = state.cards[event.card], state.cards[event.parent]
    return card.owner == seat and is_capsule(card.info) and parent.info.kind is CardType.SHIP


def _krebiz_armor(memory: dict, state: GameState, events: list, seat: int) -> int:
    """Krebiz Armor (+1 strength, only on a cruiser, never on a capsule) played onto a cruiser."""
    return sum(
        1
        for e in events
        if isinstance(e, ev.CardMoved) and e.parent is not None and state.cards[e.card].info.cruiser_only and state.cards[e.card].owner == seat
    )


def _carrier_rearmed(memory: dict, state: GameState, events: list, seat: int) -> int:
    """Spent shuttles and fighters on a carrier's unit that are armed again (v2.1 carriers)."""
    count = 0
    spent = memory.setdefault("spent", set())
    for card in state.in_play():
        if card.owner != seat or not is_shuttle(card.info.title) or card.parent is None:
            continue
        unit = unit_of(state, state.cards[card.parent])
        on_carrier = any(m.info.rearms_shuttles for m in members(state, unit))
        if card.weapons_spent and on_carrier:
            spent.add(card.id)
        elif card.id in spent and not card.weapons_spent:
            spent.discard(card.id)
            count += on_carrier
    return count


def _shuttle_aboard_carrier(state: GameState, event: ev.Event, seat: int) -> bool:
    """A shuttle or fighter played onto a carrier's unit."""
    if not isinstance(event, ev.CardMoved) or event.parent is None or event.from_zone is not Zone.HAND:
        return False
    card = state.cards[event.card]
    if card.owner != seat or not is_shuttle(card.info.title):
        return False
    return any(m.info.rearms_shuttles for m in members(state, unit_of(state, state.cards[event.parent])))


def _shuttle_fired(memory: dict, state: GameState, events: list, seat: int) -> int:
    """A shuttle's single-use Phaser spent on a carrier's unit."""
    fired = 0
    seen = memory.setdefault("fired", {})
    for card in state.in_play():
        if card.owner == seat and is_shuttle(card.info.title) and card.parent is not None:
            before = seen.get(card.id, 0)
            if card.weapons_spent > before and any(m.info.rearms_shuttles for m in members(state, unit_of(state, state.cards[card.parent]))):
                fired += 1
            seen[card.id] = card.weapons_spent
    return fired


def _agenda(state: GameState, event: ev.Event, seat: int) -> bool:
    return isinstance(event, ev.AgendaAchieved) and event.seat == seat


def _agenda_exposed(memory: dict, state: GameState, events: list, seat: int) -> int:
    """An exposed agenda played to the fleet (worked toward: accomplished a turn later)."""
    return sum(
        1
        for e in events
        if isinstance(e, ev.CardMoved) and e.to_zone is Zone.PLAY and state.cards[e.card].info.kind is CardType.AGENDA and state.cards[e.card].owner == seat
    )


def _hq_restored(memory: dict, state: GameState, events: list, seat: int) -> int:
    return sum(1 for e in events if isinstance(e, ev.HqRestored) and e.seat == seat)


def _raid(state: GameState, event: ev.Event, seat: int) -> bool:
    """A ship moved against an opponent's terrain by ship movement (v2.1 VICIOUS SIX)."""
    if not isinstance(event, ev.CardMoved) or event.parent is None or event.from_zone is not Zone.PLAY:
        return False
    card = state.cards[event.card]
    return card.controller == seat and card.parent == event.parent and against_opponent(state, card)


def _raid_paid(memory: dict, state: GameState, events: list, seat: int) -> int:
    """A raider's requirements met by the terrain it is against, once per raider and turn."""
    if state.phase is not Phase.ALLOCATION or state.active != seat:
        return 0
    seen = memory.setdefault("paid", set())
    new = {(c.id, state.complete_turn) for c in state.fleet(seat) if stolen(state, c)} - seen
    seen |= new
    return len(new)


def _raider_allowed(state: GameState) -> str | None:
    for card in state.in_play():
        if against_opponent(state, card) and not moves_against_terrain(card.info):
            return f"#{card.id} {card.info.label} is against a terrain no card let it move against"
    return None


SYSTEMS = [
    System("Armor System (Leopan)", "leopan", "krebiz", _armor),
    System("Orgon card damage (card action)", "orgons", "argonian", _orgon_damage),
    System("Tarrac Projector structural damage from Aqaaran bases", "aqaaran", "krebiz", _tarrac),
    System("Gekonauak one crew aboard (crew played onto a Gekonauak ship)", "gekonauak", "krebiz", _crew_aboard_gekonauak, _gekonauak_crowded),
    System("Mechad EMF and Nodes (the field absorbing damage)", "mechad", "argonian", _emf_absorbed, more=(("EMF energized", _emf_energized),)),
    System("Tufor mines (a mine used)", "tufor-systems", "argonian", _mine_used, more=(("mine kept by a Mine Deployment System", _mine_kept),)),
    System("Krebiz capsules (combined with a cruiser)", "krebiz", "argonian", _capsule_joined, more=(("Krebiz Armor played on a cruiser", _krebiz_armor),)),
    System(
        "Carriers (a shuttle played onto a carrier)",
        "tufor-systems",
        "krebiz",
        _shuttle_aboard_carrier,
        more=(("its single-use Phaser fired", _shuttle_fired), ("rearmed by the carrier", _carrier_rearmed)),
    ),
    System(
        "Vicious Six (a ship moved against an opponent's terrain)",
        "vicious-six",
        "argonian",
        _raid,
        _raider_allowed,
        more=(("requirements met by the terrain", _raid_paid),),
    ),
    System("Agendas (accomplished)", "agendas", "argonian", _agenda, more=(("exposed agenda played", _agenda_exposed),)),
    System("Corporate Variable Plasma (fired with energy)", "corporate", "mechad", _variable_plasma),
    System("Scorpead Phaser Magnifier (Phasers fired magnified)", "scorpead", "tufor", _magnified, more=(("Hyperspace Detonator fired", _detonator),)),
]


def play(system: System, games: int, seed: int) -> tuple[Counter, Counter, Counter, Counter, list[str]]:
    """(ends, wins, uses per counter, games with a use per counter, errors)."""
    catalog = default_catalog()
    paths = shipped_deck(system.deck), shipped_deck(system.opponent)
    decks = [PlayerDeck.from_deck(load_deck(p, catalog)) for p in paths if p is not None]
    assert len(decks) == 2, f"deck missing: {system.deck} or {system.opponent}"
    names = [system.name] + [name for name, _ in system.more]
    ends: Counter = Counter()
    wins: Counter = Counter()
    uses: Counter = Counter({name: 0 for name in names})
    games_with_use: Counter = Counter({name: 0 for name in names})
    errors: list[str] = []
    for index in range(games):
        mine = index % 2  # the system deck's seat
        chosen = (decks[0], decks[1]) if mine == 0 else (decks[1], decks[0])
        game_seed = seed + index
        config = GameConfig(decks=chosen, seed=game_seed, turn_cap=40)
        bots = [make_bot(BotKind.STANDARD, game_seed, s) for s in range(2)]
        count: Counter = Counter()
        memory: dict = {}
        try:
            game = Game.new(config, catalog)
            while not game.is_terminal():
                events = game.apply(next_action(game, bots[game.to_act]))
                count[system.name] += sum(system.used(game.state, event, mine) for event in events)
                for name, track in system.more:
                    count[name] += track(memory, game.state, events, mine)
                broken = system.broken(game.state)
                if broken is not None:
                    raise AssertionError(f"the rule is broken: {broken}")
        except Exception as exc:  # report every failing seed, keep going
            errors.append(f"seed {game_seed}: {type(exc).__name__}: {exc}")
            ends["error"] += 1
            continue
        outcome = game.outcome
        ends[outcome.reason if outcome else "none"] += 1
        wins["deck"] += outcome is not None and outcome.winner == mine
        for name in names:
            uses[name] += count[name]
            games_with_use[name] += count[name] > 0
    return ends, wins, uses, games_with_use, errors


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", help="one system's deck name (leopan, mechad, ...)")
    args = parser.parse_args()
    failed = False
    for system in SYSTEMS:
        if args.only and system.deck != args.only:
            continue
        started = time.perf_counter()
        ends, wins, uses, with_use, errors = play(system, args.games, args.seed)
        elapsed = time.perf_counter() - started
        low, high = wilson(wins["deck"], args.games)
        print(f"\n{system.name}: {system.deck} vs Basic Set {system.opponent}, {args.games} games, standard bot both seats")
        print("  ends: " + ", ".join(f"{k} {v}" for k, v in ends.most_common()))
        print(f"  {system.deck} win rate {wins['deck'] / args.games:.1%}  95% CI [{low:.1%}, {high:.1%}]")
        for name in uses:
            label = "system" if name == system.name else name
            print(f"  {label} used {uses[name]} times, in {with_use[name]} of {args.games} games")
        print(f"  {elapsed:.1f} s ({args.games / elapsed:.2f} games/s)")
        for line in errors:
            print(f"  EXCEPTION {line}")
        unused = [name for name in uses if uses[name] == 0]
        if errors or unused:
            failed = True
            print("  FAILED: " + ("a game raised" if errors else "never used: " + "; ".join(unused)))
    print(f"\nload average {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f} {os.getloadavg()[2]:.2f} on {os.cpu_count()} cores")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
