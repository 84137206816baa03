"""The rules engine: a game as a state, legal actions, and events. No Qt, no Pillow.

Overview
--------
A game is created from a ``GameConfig`` (decks, player count, ``Variant``, ``Option``s,
seed, ``GameMode`` and an optional complete-turn cap)::

    game = Game.new(GameConfig(decks=(PlayerDeck.from_deck(a), PlayerDeck.from_deck(b)), seed=1))
    while not game.is_terminal():
        action = choose(game.legal_actions())      # the player to act is game.to_act
        events = game.play(action)                 # checked; raises IllegalActionError

- **Cards** are physical instances named by ``InstanceId`` (0, 1, 2, ... in seat order,
  deck-file order within a seat); ``game.state.cards[i].info`` has the card's facts.
- **Actions** (``actions.py``) are frozen values with a one-line notation that parses
  back: ``parse_action("play #12 on #5")``. Rule actions: ``reserve #N``, ``done``,
  ``declare POINT``, ``allocate POINT #N``, ``move #N to #M|space``,
  ``play #N [on|against #M | hq]``,
  ``swap #N for #M``, ``use #N F``, ``discard #N``, ``draw N``. Free-form (sandbox)
  actions start with ``~`` (``~move``, ``~engage``, ``~disengage``, ``~die``, ``~draw``,
  ``~shuffle``, ``~reveal``, ``~face-up``, ``~face-down``, ``~roll``, ``~hq-damage``)
  and are legal only in ``GameMode.SANDBOX``, where rule actions are legal too.
- **Pending choices are actions**: the reserve fleet, declaring economy, allocating each
  point, ending a phase, how many cards to draw. The engine never waits on a caller.
- **Events** (``events.py``) are what ``play``/``apply`` return, in order, for a UI to
  animate: ``CardMoved``, ``CardEngaged``, ``PointsGenerated``, ``PointsAllocated``,
  ``PhaseChanged``, ``TurnStarted``, ``DieRolled``, ``DeckShuffled``, ...
- **Chance**: every shuffle, cut and die roll comes from the game's own seeded generator
  (``rng.py``) and appears as an event, so seed + action list replays to the same state.
- **State** (``state.py``): per-card zone/seat/parent/children/engaged/dice, per-player
  piles, table roots, pool, HQ damage and counters; ``GameState.clone()`` copies by hand.
- **Observation**: ``observe(state, seat)`` is what one player may see (other hands and
  deck order hidden); bots, hot-seat hiding and screenshots use it.
- **Checks**: ``game.why_illegal(action)`` returns a ``Violation`` citing the rulebook
  section; ``is_legal`` is its boolean; ``apply`` skips the check (replays, bots).

Phases follow v2.1 PLAYER TURN SEQUENCE (``Phase``). Rules modules: ``setup`` (pregame),
``turns`` (phases, draw), ``allocation`` (record keeping, points, engagement),
``movement`` (ship movement),
``points`` (output and modifiers), ``command`` (slots), ``placement`` and ``plays``
(card plays), ``discard``, ``victory`` (HQ damage, elimination, end), ``sandbox``.
Weapons fire, reactions and card effects come later on these same interfaces.
"""

from ge_desktop.engine.actions import (
    BOTTOM,
    FREE_FORM_ACTIONS,
    RULE_ACTIONS,
    TOP,
    Action,
    Allocate,
    ChooseReserve,
    DamageHq,
    DeclareEconomy,
    Discard,
    Done,
    Draw,
    DrawCards,
    Flip,
    MoveCard,
    MoveShip,
    NotationError,
    PlayCard,
    Reveal,
    RollDie,
    Rotate,
    SetDie,
    Shuffle,
    SwapReserve,
    UseFunction,
    parse_action,
)
from ge_desktop.engine.config import GameConfig, Option, PlayerDeck, Variant
from ge_desktop.engine.errors import GameSetupError, IllegalActionError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.game import Game
from ge_desktop.engine.observe import CardView, Observation, PlayerView, observe
from ge_desktop.engine.state import CardState, GameState, Outcome, PlayerState
from ge_desktop.engine.terms import DieKind, EndReason, GameMode, InstanceId, Phase, Placement, Seat, Zone

__all__ = [
    "BOTTOM",
    "FREE_FORM_ACTIONS",
    "RULE_ACTIONS",
    "TOP",
    "Action",
    "Allocate",
    "CardState",
    "CardView",
    "ChooseReserve",
    "DamageHq",
    "DeclareEconomy",
    "DieKind",
    "Discard",
    "Done",
    "Draw",
    "DrawCards",
    "EndReason",
    "Event",
    "Flip",
    "Game",
    "GameConfig",
    "GameMode",
    "GameSetupError",
    "GameState",
    "IllegalActionError",
    "InstanceId",
    "MoveCard",
    "MoveShip",
    "NotationError",
    "Observation",
    "Option",
    "Outcome",
    "Phase",
    "PlayCard",
    "Placement",
    "PlayerDeck",
    "PlayerState",
    "PlayerView",
    "Reveal",
    "RollDie",
    "Rotate",
    "Seat",
    "SetDie",
    "Shuffle",
    "SwapReserve",
    "UseFunction",
    "Variant",
    "Violation",
    "Zone",
    "observe",
    "parse_action",
]
