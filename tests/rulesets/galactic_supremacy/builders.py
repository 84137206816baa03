"""Building Galactic Supremacy positions for rule tests: a fresh game, cards put where a test
needs them, the phase set, and the game's generator rigged so its next D10 rolls are known."""

from __future__ import annotations

from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.flow import new_state
from ge_desktop.rulesets.galactic_supremacy.state import GameState, Phase, Setup, Unit


def game(players: int = 2, seed: int = 1, **setup) -> GameState:
    """A new game; the first player is p0 and it is his Command Phase with empty hands, 0 credits."""
    state = new_state(Setup(players, **setup), seed)
    state.turn_order = [Seat(s) for s in range(players)]
    state.active = Seat(0)
    for p in state.players:
        for card in p.hand:
            state.deck.append(card) if not state.setup.individual_decks else p.deck.append(card)
        p.hand.clear()
        p.credits = 0
    state.phase = Phase.COMMAND
    state.log.clear()
    return state


def take(state: GameState, kind: CardKind, seat: Seat | None = None) -> CardId:
    """Remove a card of ``kind`` from the deck (``seat``'s own deck with one deck each) and return it."""
    deck = state.players[seat].deck if seat is not None and state.setup.individual_decks else state.deck
    card = next(c for c in deck if state.kind(c) is kind)
    deck.remove(card)
    return card


def give(state: GameState, seat: int, kind: CardKind) -> CardId:
    """Put a card of ``kind`` into ``seat``'s hand."""
    card = take(state, kind, Seat(seat))
    state.players[seat].hand.append(card)
    return card


def put(state: GameState, seat: int, kind: CardKind, onto: CardId | None = None) -> CardId:
    """Put a card of ``kind`` into play for ``seat`` (attached to ``onto``)."""
    card = take(state, kind, Seat(seat))
    state.units[card] = Unit(card, Seat(seat), kind, onto)
    return card


def home(state: GameState, seat: int) -> CardId:
    return state.players[seat].homeworld


class ScriptedRandom(GameRandom):
    """The game's generator with its next die rolls written down (then as seeded)."""

    __slots__ = ("script",)

    def __init__(self, seed: int, rolls: tuple[int, ...]) -> None:
        super().__init__(seed)
        self.script = list(rolls)

    def roll(self, sides: int = 6) -> int:
        return self.script.pop(0) if self.script else super().roll(sides)


def rig(state: GameState, *rolls: int) -> None:
    """Make the game's next die rolls ``rolls``."""
    state.rng = ScriptedRandom(state.rng.state, rolls)


def next_rolls(state: GameState, n: int) -> list[int]:
    probe = state.rng.clone()
    return [probe.roll(10) for _ in range(n)]
