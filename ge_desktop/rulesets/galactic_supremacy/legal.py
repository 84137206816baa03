"""Listing the legal actions of the player to act.

For each action type the game accepts now (``rules.allowed_kinds``) a small candidate
list is proposed and only those ``rules.check`` accepts are kept, so ``legal_actions`` and
``check`` cannot disagree. Command and Research cards are interchangeable within their
kind, so their uses are listed for one card of the kind (the lowest id); the checker
accepts the same use with any card of the kind. Offers are open-ended: the list holds a
sample (each card in hand for 5 credits, 5 credits for one card of each kind, to each other
player), and any offer the checker accepts may be played. ``done`` comes last.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator

from ge_desktop.rulesets.galactic_supremacy.actions import (
    Accept,
    Action,
    Attack,
    Build,
    BuyDraw,
    CatchUp,
    Commit,
    Decline,
    Directed,
    Discard,
    Done,
    Exchange,
    Keep,
    Launch,
    Move,
    Offer,
    Pass,
    PickTech,
    Refuse,
    Reinforce,
    Research,
    UseCommand,
    Withdraw,
)
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, CommandUse, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.commands import uses_now
from ge_desktop.rulesets.galactic_supremacy.rules import allowed_kinds, check
from ge_desktop.rulesets.galactic_supremacy.state import GameState

OFFER_PRICE = 5
TRADED_KINDS = (CardKind.RESEARCH, CardKind.FLEET, CardKind.SECTOR, CardKind.COMMAND, CardKind.LEADER)


def _first(state: GameState, seat: Seat, kind: CardKind) -> CardId | None:
    cards = [c for c in state.players[seat].hand if state.kind(c) is kind]
    return min(cards) if cards else None


def _commands(state: GameState, seat: Seat) -> Iterator[Action]:
    card = _first(state, seat, CardKind.COMMAND)
    if card is None:
        return
    opponents = [s for s in state.living() if s != seat]
    for use in sorted(uses_now(state, seat), key=lambda u: list(CommandUse).index(u)):
        need = use.target
        if need == "seat":
            for other in opponents:
                yield UseCommand(card, use, other)
        elif need == "":
            yield UseCommand(card, use)
        else:
            for unit in sorted(state.units):
                yield UseCommand(card, use, None, unit)


def _research(state: GameState, seat: Seat) -> Iterator[Action]:
    card = _first(state, seat, CardKind.RESEARCH)
    if card is None:
        return
    yield Research(card)
    for tech in Tech:
        yield CatchUp(card, tech)
    for tech in Tech:
        yield Directed(card, tech)


def _offers(state: GameState, seat: Seat) -> Iterator[Action]:
    for other in state.living():
        if other == seat:
            continue
        for card in state.players[seat].hand:
            yield Offer(other, (card,), 0, OFFER_PRICE)
        for kind in TRADED_KINDS:
            yield Offer(other, (), OFFER_PRICE, 0, kind, 1)


def _accepts(state: GameState, seat: Seat) -> Iterator[Action]:
    assert state.offer is not None
    offer = state.offer[1]
    matching = sorted(c for c in state.players[seat].hand if state.kind(c) is offer.want_kind)
    for cards in itertools.combinations(matching, offer.want_count):
        yield Accept(cards)


def _builds(state: GameState, seat: Seat) -> Iterator[Action]:
    units = sorted(state.units)
    for card in state.players[seat].hand:
        yield Build(card)
        for unit in units:
            yield Build(card, unit)


def _moves(state: GameState, seat: Seat) -> Iterator[Action]:
    mine = sorted(u.card for u in state.units.values() if u.controller == seat)
    for card in mine:
        for to in mine:
            yield Move(card, to)


def _fleets(state: GameState, seat: Seat, kind: type[Commit] | type[Reinforce]) -> Iterator[Action]:
    for unit in sorted(state.units):
        yield kind(unit)


def _withdrawals(state: GameState, seat: Seat) -> Iterator[Action]:
    assert state.attack is not None
    sectors = [u.card for u in state.sectors_of(seat)]
    for fleet in state.attached_to(state.attack.target, CardKind.FLEET):
        for to in sectors:
            yield Withdraw(fleet.card, to)


def _targets(state: GameState, seat: Seat) -> Iterator[Action]:
    for unit in sorted(state.units):
        yield Attack(unit)


Candidates = Callable[[GameState, Seat], Iterator[Action]]
_CANDIDATES: dict[type[Action], Candidates] = {
    Pass: lambda s, seat: iter([Pass()]),
    Accept: _accepts,
    Refuse: lambda s, seat: iter([Refuse()]),
    PickTech: lambda s, seat: (PickTech(t) for t in Tech),
    Keep: lambda s, seat: iter([Keep()]),
    Decline: lambda s, seat: iter([Decline()]),
    Discard: lambda s, seat: (Discard(c) for c in s.players[seat].hand),
    Commit: lambda s, seat: _fleets(s, seat, Commit),
    Launch: lambda s, seat: iter([Launch()]),
    Reinforce: lambda s, seat: _fleets(s, seat, Reinforce),
    Withdraw: _withdrawals,
    UseCommand: _commands,
    BuyDraw: lambda s, seat: iter([BuyDraw()]),
    Exchange: lambda s, seat: (Exchange(c) for c in s.players[seat].hand),
    Build: _builds,
    Attack: _targets,
    Move: _moves,
    Research: _research,
    CatchUp: lambda s, seat: iter(()),  # listed with Research
    Directed: lambda s, seat: iter(()),
    Offer: _offers,
    Done: lambda s, seat: iter([Done()]),
}


def candidates(state: GameState) -> Iterator[Action]:
    seat = state.to_act()
    if seat is None:
        return
    kinds = allowed_kinds(state)
    for kind in sorted(kinds, key=lambda k: k is Done):
        yield from _CANDIDATES[kind](state, seat)


def legal_actions(state: GameState) -> list[Action]:
    """Every listed action the checker accepts now, ``done`` last."""
    return [a for a in candidates(state) if check(state, a) is None]
