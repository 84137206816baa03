"""Hidden information: ``observe`` never shows another player's hand or deck, nor what Spy and
Strategic Planning showed someone else; private log lines name no card to the others."""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.engine.game import Game
from ge_desktop.rulesets.galactic_supremacy.actions import Pass, UseCommand
from ge_desktop.rulesets.galactic_supremacy.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_supremacy.cards import CardKind, CommandUse, Seat
from ge_desktop.rulesets.galactic_supremacy.observe import observe
from ge_desktop.rulesets.galactic_supremacy.rules import play
from ge_desktop.rulesets.galactic_supremacy.ruleset import GALACTIC_SUPREMACY
from ge_desktop.rulesets.galactic_supremacy.state import GameState, Setup
from ge_desktop.rulesets.galactic_supremacy.zones import deck_of

from .builders import game, give, rig

STEPS = 400


def _hidden_from(state: GameState, viewer: Seat) -> set:
    """Cards ``viewer`` may not see: other hands and every deck, less what he was shown."""
    hidden = set(state.deck)
    for p in state.players:
        hidden.update(p.deck)
        if p.seat != viewer:
            hidden.update(p.hand)
    for peek in state.players[viewer].peeks:
        hidden.difference_update(peek.cards)
    if state.offer is not None and viewer in (state.offer[0], state.offer[1].to):
        hidden.difference_update(state.offer[1].give)
    return hidden


def _check_view(state: GameState, viewer: Seat) -> None:
    obs = observe(state, viewer)
    assert not (_hidden_from(state, viewer) & set(obs.cards))
    for p in obs.players:
        if p.seat != viewer:
            assert p.hand is None and p.peeks is None
    if obs.offer is not None and viewer not in (obs.offer.by, obs.offer.to):
        assert obs.offer.give is None


def _swap_hidden(state: GameState, viewer: Seat) -> GameState | None:
    """A copy where one card of another player's hand trades places with his deck's top card."""
    copy = state.clone()
    for p in copy.players:
        deck = deck_of(copy, p.seat)
        if p.seat != viewer and p.hand and deck and not copy.players[viewer].peeks and copy.offer is None:
            k = 0
            p.hand[k], deck[-1] = deck[-1], p.hand[k]
            return copy
    return None


def test_hidden_information_over_seeded_bot_games() -> None:
    swaps = 0
    for seed, setup in ((1, Setup(3)), (2, Setup(2, individual_decks=True)), (3, Setup(4, advanced=True))):
        g = Game.new(replace(setup, seed=seed), ruleset=GALACTIC_SUPREMACY)
        bots = [StandardBot(bot_random(seed, s)) if s % 2 == 0 else RandomBot(bot_random(seed, s)) for s in range(setup.players)]
        for _ in range(STEPS):
            if g.is_terminal():
                break
            for viewer in range(setup.players):
                _check_view(g.state, Seat(viewer))
                swapped = _swap_hidden(g.state, Seat(viewer))
                if swapped is not None:  # a change in hidden cards changes nothing the viewer sees
                    swaps += 1
                    assert observe(swapped, Seat(viewer)) == observe(g.state, Seat(viewer))
            seat = g.to_act
            assert seat is not None
            g.play(bots[seat].decide(g.observe(seat), g.legal_actions()))
        for event in g.state.log:
            if event.seats is not None and event.others is not None:
                assert "#" not in event.others
    assert swaps > 100


def test_spy_and_strategic_planning_show_cards_only_to_their_player() -> None:
    state = game(3)
    spy, planning = give(state, 0, CardKind.COMMAND), give(state, 0, CardKind.COMMAND)
    secret = give(state, 1, CardKind.LEADER)
    play(state, UseCommand(spy, CommandUse.SPY, Seat(1)))
    play(state, Pass())
    play(state, Pass())
    rig(state, 3)
    play(state, UseCommand(planning, CommandUse.STRATEGIC_PLANNING))
    play(state, Pass())
    play(state, Pass())
    mine = observe(state, Seat(0))
    assert secret in mine.cards and {p.use for p in mine.players[0].peeks or ()} == {CommandUse.SPY, CommandUse.STRATEGIC_PLANNING}
    top = state.deck[-3:]
    assert all(c in mine.cards for c in top)
    for other in (Seat(2), None):
        view = observe(state, other)
        assert secret not in view.cards and not any(c in view.cards for c in top)
        assert view.players[0].peeks is None
        assert not any("Leader" in line or "Governor" in line or "Voss" in line for line in view.log if "looks at" in line)
    spectator = observe(state, Seat(1))
    assert secret in spectator.cards  # his own card
    assert not any(c in spectator.cards for c in top)


def test_spectator_sees_no_hand() -> None:
    state = game()
    card = give(state, 0, CardKind.FLEET)
    view = observe(state, None)
    assert card not in view.cards and all(p.hand is None for p in view.players)
