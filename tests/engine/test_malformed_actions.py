"""Robustness: any action value, even with ids and seats that do not exist, is checked
without an exception, and every accepted one (rule or free-form) keeps each card in
exactly one place. Seeded, sandbox mode, 150 short games of 2-4 players."""

from __future__ import annotations

from collections.abc import Callable

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.decks import load_deck, starter_deck_paths
from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine import Action, Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.rulesets.galactic_empires import (
    Aim,
    Allocate,
    Choose,
    ChooseReserve,
    DamageHq,
    DieKind,
    Discard,
    Draw,
    DrawCards,
    Fire,
    FleetFire,
    GameConfig,
    GameMode,
    MoveCard,
    MoveShip,
    Pass,
    PlayCard,
    PlayerDeck,
    SetDie,
    SetPoints,
    SwapReserve,
    UseFunction,
    Zone,
)
from tests.engine.test_invariants import _positions


def _random_action(rng: GameRandom, cards: int, seats: int) -> Action:
    def card() -> int:
        return rng.below(cards + 8) - 3  # some ids out of range on both sides

    def pick(items: list):
        return items[rng.below(len(items))]

    makers: list[Callable[[], Action]] = [
        lambda: MoveCard(card(), pick(list(Zone)), rng.below(seats + 2) - 1, None, pick([0, -1, 1, 3])),
        lambda: MoveCard(card(), Zone.PLAY, None, card()),
        lambda: PlayCard(card(), pick([None, card()]), rng.below(2) == 0, rng.below(10) == 0),
        lambda: Allocate(pick(list(PointType)), card()),
        lambda: Discard(card()),
        lambda: SwapReserve(card(), card()),
        lambda: MoveShip(card(), pick([None, card()])),
        lambda: UseFunction(card(), 1 + rng.below(3)),
        lambda: SetDie(card(), pick(list(DieKind)), rng.below(6)),
        lambda: SetPoints(card(), pick(list(PointType)), rng.below(6)),
        lambda: DrawCards(rng.below(seats + 2) - 1, rng.below(4)),
        lambda: DamageHq(rng.below(seats), rng.below(10), pick([None, rng.below(seats)])),
        lambda: Draw(rng.below(4)),
        lambda: ChooseReserve(card()),
        lambda: Aim(pick([None, card()]), pick([None, rng.below(seats + 2) - 1])),
        lambda: Fire(card(), pick(list(WeaponSymbol)), rng.below(4)),
        lambda: FleetFire(card(), rng.below(seats + 2) - 1),
        lambda: UseFunction(card(), 1 + rng.below(3), pick([None, card()]), pick([None, rng.below(seats + 2) - 1])),
        lambda: Pass(),
        lambda: Choose(pick([None, card()]), pick([None, rng.below(seats + 2) - 1])),
    ]
    return pick(makers)()


def test_malformed_actions_are_rejected_cleanly_and_accepted_ones_keep_every_card_in_one_place() -> None:
    catalog = default_catalog()
    pool = [c for path in starter_deck_paths() for c in load_deck(path, catalog).all_cards()]
    rng = GameRandom(2024)
    for seed in range(150):
        seats = 2 + rng.below(3)
        decks = tuple(PlayerDeck(f"d{i}", None, tuple(pool[rng.below(len(pool))] for _ in range(15))) for i in range(seats))
        game = Game.new(GameConfig(decks=decks, seed=seed, mode=GameMode.SANDBOX, turn_cap=3), catalog)
        cards = len(game.state.cards)
        for _ in range(200):
            if game.is_terminal():
                break
            if rng.below(2):
                actions = game.legal_actions()
                action = actions[rng.below(len(actions))]
            else:
                action = _random_action(rng, cards, seats)
            if game.is_legal(action):
                game.apply(action)
                seen = _positions(game.state)
                assert len(seen) == cards and set(seen.values()) == {1}, action
