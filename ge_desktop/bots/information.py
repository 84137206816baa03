"""A seat's information set as a game state: what a searching bot may simulate from.

A bot that searches needs a state the engine can run, but it must never read what its seat
may not see. ``public_state(state, seat)`` makes that state: a copy of the game in which
every card the seat's observation does not show (``observe(state, seat).cards``) is blanked
out (its ``CardInfo`` is ``UNKNOWN``) and the game's own random generator is zeroed (its
state would tell the future shuffles and dice). Hidden cards lying in piles (decks, other
players' hands, face-down reserve cards) are also renumbered and reset: instance ids
follow deck-file order, so an id in a hand would give the card away; the hidden ids are
sorted and handed out in a fixed order of places (seat by seat: hand, reserve, deck, each
from the bottom), each a fresh card in that pile. So every state of one information set
(same public history, any hidden cards in any order) gives the same public state, which
``fingerprint`` shows as a plain value (``tests/bots/test_strong_bot.py``).

A hidden card that the reaction stack, a resolution step or a card's question names (rare:
a player searching his own deck) keeps its id and place, blanked. A face-down card in play
keeps its id (the table shows where it is), blanked too.

``Beliefs.determinize`` (``beliefs.py``) fills the blanks with sampled cards and reseeds the
generator from the bot's own stream; the engine then plays the sampled world.
"""

from __future__ import annotations

import dataclasses

from ge_desktop.cards.model import CardType
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.config import Variant
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation, observe
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone

UNKNOWN = CardInfo(
    card_id="?",
    label="hidden card",
    kind=CardType.OCCURRENCE,
    types=frozenset({CardType.OCCURRENCE}),
    strength=0,
    requires={},
    generates={},
    shields=0,
    modifiers=(),
    heavy_weapons=0,
    reaction=False,
    passive=None,
    unique=False,
    reserve_forbidden=False,
    discard_after_use=False,
    duration=None,
    placement_mode=None,
    placement_targets=frozenset(),
    functions=0,
    empire=None,
    minor_bonus=False,
    exclusive_empire=None,
)

HIDDEN_PILES = (Zone.HAND, Zone.RESERVE, Zone.DECK, Zone.MINI_DECK)  # the fixed order places are numbered in
_ID_FIELDS = frozenset({"card", "target", "chosen", "protector", "cards", "parts", "item", "volley", "step", "open"})


def _named_ids(value: object, found: set[int], depth: int = 0) -> None:
    """Instance ids named by the engine's pending values (stack items, steps, choices, volleys)."""
    if depth > 6 or value is None:
        return
    if isinstance(value, int) and not isinstance(value, bool):
        found.add(value)
    elif isinstance(value, (tuple, list, set, frozenset)):
        for item in value:
            _named_ids(item, found, depth + 1)
    elif dataclasses.is_dataclass(value):
        for f in dataclasses.fields(value):
            if f.name in _ID_FIELDS:
                _named_ids(getattr(value, f.name), found, depth + 1)


def named_by_engine(state: GameState) -> set[int]:
    """Every instance id the reaction stack, steps, a choice, the fire state or a manual
    step names (such cards keep their ids in the public state)."""
    found: set[int] = set()
    for item in (*state.pending, *state.steps, state.choice):
        _named_ids(item, found)
    if state.fire is not None:
        found.update(state.fire.fired)
        _named_ids(state.fire.open, found)
        found.update(key for key in state.fire.volleyed if isinstance(key, int))
    if state.manual is not None:
        found.add(state.manual[1])
    for card, links in state.control_links.items():
        found.add(card)
        found.update(i for i, _ in links)
    return found


def public_state(state: GameState, seat: Seat, observation: Observation | None = None) -> GameState:
    """A copy of ``state`` holding only what ``seat`` may know (hidden cards blanked,
    hidden pile cards renumbered, no random generator state)."""
    seen = (observation if observation is not None else observe(state, seat, facts=False)).cards
    twin = state.clone()
    twin.rng = GameRandom(0)
    twin.memo = None
    named = named_by_engine(twin)
    places: list[tuple[int, Zone, int]] = []
    loose: list[InstanceId] = []
    for player in twin.players:
        for zone in HIDDEN_PILES:
            for index, instance in enumerate(player.pile(zone)):
                if instance not in seen and instance not in named:
                    places.append((player.seat, zone, index))
                    loose.append(instance)
    basic = twin.config.variant is Variant.BASIC
    for instance, (owner, zone, index) in zip(sorted(loose), places, strict=False):
        card = CardState(instance, UNKNOWN, Seat(0) if basic else Seat(owner))
        card.zone = zone
        card.seat = Seat(owner)
        twin.cards[instance] = card
        twin.players[owner].pile(zone)[index] = instance
    for card in twin.cards:
        if card.id not in seen and card.info is not UNKNOWN:
            card.info = UNKNOWN  # a face-down card in play, or one the engine names
    return twin


def hidden_cards(state: GameState) -> list[CardState]:
    """The blanked cards of a public state, in id order."""
    return [c for c in state.cards if c.info is UNKNOWN]


def fingerprint(state: GameState) -> tuple[object, ...]:
    """A plain value of everything in a state (cards by their catalog id): two public
    states of one information set have equal fingerprints."""
    cards = tuple(
        (
            c.id,
            c.info.card_id,
            c.owner,
            c.controller,
            c.zone.value,
            c.seat,
            c.parent,
            tuple(c.children),
            c.engaged,
            c.face_up,
            c.revealed,
            tuple(sorted((k.value, v) for k, v in c.dice.items())),
            tuple(sorted((k.value, v) for k, v in c.received.items())),
            c.played_turn,
            tuple(sorted(c.used_functions)),
            c.stunned_by,
            c.card_damage,
            c.in_reaction,
            c.heavy_fired,
            c.weapons_spent,
        )
        for c in state.cards
    )
    players = tuple(
        tuple(
            (k, tuple(sorted((p.value, n) for p, n in v.items())) if isinstance(v, dict) else tuple(v) if isinstance(v, list) else v)
            for k, v in sorted(dataclasses.asdict(player).items())
        )
        for player in state.players
    )
    fire = state.fire
    fire_value = None if fire is None else (sorted(map(repr, fire.volleyed)), repr(sorted(fire.fired.items())), fire.open, fire.volleys)
    return (
        cards,
        players,
        state.rng.state,
        state.phase,
        tuple(state.turn_order),
        state.active,
        state.complete_turn,
        state.outcome,
        tuple(state.pending),
        state.window,
        state.unwinding,
        tuple(state.steps),
        state.choice,
        state.manual,
        tuple(sorted(state.control_links.items())),
        fire_value,
    )
