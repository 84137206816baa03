"""Galactic Empires v2.1: a game as a state, legal actions, and events. No Qt, no Pillow.

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
  ``declare POINT``, ``allocate POINT #N``, ``move #N to #M|space``, ``move #N against #M``,
  ``play #N [on|against #M | hq]``,
  ``swap #N for #M``, ``use #N F [at #M|pS]``, ``discard #N``, ``draw N``; weapons fire
  ``aim #N`` / ``aim hq pS``, ``fire #N phaser|heavy|damage [K]``, ``fire #N at pS``;
  reactions ``pass`` (or a ``play``/``use`` as the reaction); ``choose #N|pS|skip``. Free-form (sandbox)
  actions start with ``~`` (``~move``, ``~engage``, ``~disengage``, ``~die``, ``~draw``,
  ``~shuffle``, ``~reveal``, ``~face-up``, ``~face-down``, ``~roll``, ``~hq-damage``)
  and are legal only in ``GameMode.SANDBOX``, where rule actions are legal too.
- **Pending choices are actions**: the reserve fleet, declaring economy, allocating each
  point, ending a phase, how many cards to draw, the target of a volley, whether to react,
  what a card's text asks. The engine never waits on a caller. ``game.to_act`` is who
  decides now: the active player, or a player asked to react or to choose.
- **Reactions** (``reactions.py``, ``resolution.py``): a card play, card action, volley,
  the end of an allocation and a discard go on a reaction stack; the other players are
  asked in turn order (only those with a legal reaction); the stack resolves last in,
  first out. **Card effects** (``resolvers/``): one resolver per effect kind of
  ``cards/effects.py``; a card in rules mode must be scripted or marked manual.
- **Weapons fire** (``weapons.py``), **damage** (``damage.py``) and what continuous
  effects make of a unit (``stats.py``).
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
``turns`` (turn start, draw, passing on), ``allocation`` (record keeping, points, engagement),
``movement`` (ship movement),
``points`` (output and modifiers), ``command`` (slots), ``placement`` and ``plays``
(card plays), ``weapons`` (the Weapons Fire Phase), ``damage``, ``reactions``,
``resolution`` (the stack, choices, manual cards), ``resolvers`` (card effects),
``stats`` (units and continuous effects), ``discard``, ``victory`` (HQ damage,
elimination), ``ending`` (the end), ``phases`` (``done``), ``sandbox``. The layers and
where each rule lives: ``docs/engine.md``. The simulator's engine agents live in
``ge_desktop.bots`` (``weighted_agent``, ``random_play``).
"""

from ge_desktop.engine.actions import Action, NotationError
from ge_desktop.engine.errors import GameSetupError, IllegalActionError, Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.game import Game
from ge_desktop.engine.ruleset import Ruleset, get_ruleset, register_ruleset, registered_rulesets
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import (
    BOTTOM,
    FREE_FORM_ACTIONS,
    MANUAL_ADJUSTMENTS,
    RULE_ACTIONS,
    TOP,
    Achieve,
    Aim,
    Allocate,
    Choose,
    ChooseReserve,
    DamageHq,
    DeclareEconomy,
    Discard,
    Done,
    Draw,
    DrawCards,
    Fire,
    FleetFire,
    Flip,
    MoveCard,
    MoveShip,
    Pass,
    PlayCard,
    Quit,
    Reveal,
    RollDie,
    Rotate,
    SetDie,
    SetPoints,
    Shuffle,
    SwapReserve,
    UseFunction,
)
from ge_desktop.rulesets.galactic_empires.config import GameConfig, Option, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.notation import parse_action
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView, Observation, PlayerView, observe
from ge_desktop.rulesets.galactic_empires.rules.ruleset import GALACTIC_EMPIRES, GalacticEmpires
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState, Outcome, PlayerState
from ge_desktop.rulesets.galactic_empires.terms import DieKind, EndReason, GameMode, InstanceId, Phase, Placement, Zone

__all__ = [
    "BOTTOM",
    "FREE_FORM_ACTIONS",
    "MANUAL_ADJUSTMENTS",
    "RULE_ACTIONS",
    "TOP",
    "Achieve",
    "Action",
    "Aim",
    "Allocate",
    "CardState",
    "CardView",
    "Choose",
    "ChooseReserve",
    "DamageHq",
    "DeclareEconomy",
    "DieKind",
    "Discard",
    "Done",
    "Draw",
    "Quit",
    "DrawCards",
    "EndReason",
    "Event",
    "Fire",
    "FleetFire",
    "Flip",
    "GALACTIC_EMPIRES",
    "GalacticEmpires",
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
    "Pass",
    "Phase",
    "PlayCard",
    "Placement",
    "PlayerDeck",
    "PlayerState",
    "PlayerView",
    "Reveal",
    "RollDie",
    "Rotate",
    "Ruleset",
    "Seat",
    "SetDie",
    "SetPoints",
    "Shuffle",
    "SwapReserve",
    "UseFunction",
    "Variant",
    "Violation",
    "Zone",
    "get_ruleset",
    "observe",
    "parse_action",
    "register_ruleset",
    "registered_rulesets",
]
