"""Positions of seeded standard-bot games where a seat has a decision worth searching (the
strong bot's tests and the Basic Game beliefs tests start from these)."""

from __future__ import annotations

from ge_desktop.bots import next_action
from ge_desktop.bots.standard import StandardBot
from ge_desktop.bots.strong import candidate_actions
from ge_desktop.engine import Game
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import observe
from ge_desktop.rulesets.galactic_empires.terms import Phase


def searched_positions(game: Game, viewer: Seat, wanted: int, spacing: int = 9, warmup: int = 20) -> list[tuple[Game, list]]:
    """Play ``game`` on with two standard bots and keep ``wanted`` positions where ``viewer``
    has a decision the strong bot searches (more than two candidates, after the pregame and
    the first turn): one in ``spacing`` of the viewer's decisions after the first ``warmup``.
    Each comes as a copy of the game with the observations the viewer saw before it (its
    memory)."""
    bots = [StandardBot(GameRandom(1)), StandardBot(GameRandom(2))]
    seen: list = []
    found: list[tuple[Game, list]] = []
    while not game.is_terminal() and len(found) < wanted:
        seat = game.to_act
        legal = game.legal_actions()
        if seat == viewer and len(legal) > 1:
            obs = observe(game.state, viewer)
            seen.append(obs)
            if game.state.phase is not Phase.RESERVE and game.state.complete_turn >= 2:
                default = bots[viewer].decide(obs, legal)
                if len(candidate_actions(obs, legal, default)) > 2 and len(found) * spacing < len(seen) - warmup:
                    found.append((game.clone(), list(seen[:-1])))
        game.apply(next_action(game, bots[seat]))
    return found
