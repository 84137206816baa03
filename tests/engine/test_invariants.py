"""Property test: 1,000 seeded random games of 2-6 players, invariants after every action.

Decks are 20 random cards from the two starter decks (real catalog cards), games stop at
a small complete-turn cap, and a quarter of the games run in sandbox mode where Sector
HQ damage is dealt now and then, so elimination and the end of the game are exercised.
After every action: every card is in exactly one place, no point pool is negative, no
player has made more than 3 Card Plays this turn, a slot-using card was played only into
a free command slot, and Sector HQ damage never went down.
"""

from __future__ import annotations

from collections import Counter
from fractions import Fraction

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.cards.model import CardType
from ge_desktop.engine import DamageHq, Game, GameConfig, GameMode, PlayCard, PlayerDeck, Seat, Zone
from ge_desktop.engine.command import slots_available, slots_used
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.state import GameState
from ge_desktop.engine.terms import PILE_ZONES

GAMES = 1000
SLOT_KINDS = frozenset({CardType.SHIP, CardType.BASE, CardType.DRAGON, CardType.PSY})
DECK_SIZE = 20


def _positions(state: GameState) -> Counter:
    """Where every card is, checking that each place agrees with the card's own fields."""
    seen: Counter = Counter()
    for player in state.players:
        for zone in PILE_ZONES:
            for instance in player.pile(zone):
                card = state.cards[instance]
                assert card.zone is zone and card.seat == player.seat and card.parent is None
                seen[instance] += 1
        for root in player.roots:
            assert state.cards[root].parent is None
            for card in state.stack(root):
                assert card.zone is Zone.PLAY and card.seat == player.seat
                for child in card.children:
                    assert state.cards[child].parent == card.id
                seen[card.id] += 1
    return seen


def _check(state: GameState, hq_before: list[int], slot_play: tuple[Seat, Fraction] | None) -> list[int]:
    seen = _positions(state)
    assert len(seen) == len(state.cards) and set(seen.values()) == {1}, "a card is missing or in two places"
    for player in state.players:
        assert all(n >= 0 for n in player.pool.values()), "negative point pool"
        assert player.plays_used <= 3
    if slot_play is not None:
        seat, used_before = slot_play
        used = slots_used(state, seat)
        assert used <= slots_available(state, seat) or used <= used_before, "slot card played without a free slot"
    hq_now = [p.hq_damage for p in state.players]
    assert all(now >= before for now, before in zip(hq_now, hq_before)), "Sector HQ damage went down"
    return hq_now


def _decks(rng: GameRandom, players: int, pool: list) -> tuple[PlayerDeck, ...]:
    decks = []
    for seat in range(players):
        cards = tuple(pool[rng.below(len(pool))] for _ in range(DECK_SIZE))
        decks.append(PlayerDeck(f"Random {seat}", None, cards))
    return tuple(decks)


def _play_one(seed: int, pool: list, catalog) -> Game:
    rng = GameRandom(seed)
    players = 2 + rng.below(5)
    sandbox = rng.below(4) == 0
    config = GameConfig(
        decks=_decks(rng, players, pool),
        seed=seed,
        mode=GameMode.SANDBOX if sandbox else GameMode.RULES,
        turn_cap=2 + rng.below(3),
    )
    game = Game.new(config, catalog)
    hq = [0] * players
    while not game.is_terminal():
        state = game.state
        if sandbox and rng.below(20) == 0:
            action = DamageHq(Seat(rng.below(players)), rng.below(12), Seat(rng.below(players)))
        else:
            actions = game.legal_actions()
            action = actions[rng.below(len(actions))]
        slot_play = None
        if isinstance(action, PlayCard) and state.cards[action.card].info.kind in SLOT_KINDS:
            slot_play = (state.active, slots_used(state, state.active))
        game.apply(action)
        hq = _check(game.state, hq, slot_play)
    return game


def test_invariants_hold_after_every_action_of_1000_random_games() -> None:
    catalog = default_catalog()
    pool = [card for path in starter_deck_paths() for card in load_deck(path, catalog).all_cards()]
    ends = Counter()
    for seed in range(GAMES):
        game = _play_one(seed, pool, catalog)
        ends[game.outcome.end] += 1
    assert sum(ends.values()) == GAMES
    assert len(ends) >= 2  # some games end by elimination, some at the turn cap
