"""The kind classes' base: one class per effect kind holds its name, text, fields, facts and
resolver (``Resolver``), and the registry they join as they are defined (``register``).

A ``Context`` is one effect of one card happening now: the card, its controller, the
effect, the reaction-stack item it belongs to (a play, a card action, a reaction) and any
choice already made. ``resolve`` changes the state and appends events; when the effect
needs a decision it has not got yet (which card, which opponent, "may"), it returns a
``ChoiceRequest`` and the engine turns it into ``choose`` actions, then calls ``resolve``
again with the answer.

Continuous kinds (Shields, weapons, reductions, immunities, ...) do nothing when they
resolve: ``stats.py`` reads them while their card is in play. ``reaction_use`` says
whether a card can *use* the effect as it is played in reaction mode (v2.1 [Reaction
cards] L441: a reaction must use one of its functions when played).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from typing import ClassVar

from ge_desktop.cards.effects import NEEDABLE_FIELDS, EffectKind, Target, forget_effect_kind, kind_words, register_effect_kind
from ge_desktop.cards.model import CardType
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import FACT_NAMES, Change, Kind, Stat
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, Pending, VolleyItem, answered_index, item_card
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import HAZARDS, hazard_proof, immune, pending_cards, unit_of
from ge_desktop.rulesets.galactic_empires.terms import InstanceId


@dataclass
class Context:
    """One effect happening now."""

    state: GameState
    seat: Seat  # the card's controller: "you"
    card: CardState
    effect: EffectInfo
    events: list[Event]
    item: Pending | None = None  # the stack item being resolved (play, action, reaction)
    chosen: InstanceId | None = None
    chosen_player: Seat | None = None
    skipped: bool = False
    strength_bonus: int = 0  # strength the card will have where it acts (a Security Officer going along)

    @property
    def answered(self) -> Pending | None:
        """The stack item this reaction answers (REACTED_TO), if any."""
        index = answered_index(self.item) if self.item is not None else None
        if index is None or index >= len(self.state.pending):
            return None
        return self.state.pending[index]

    def opponents(self) -> list[Seat]:
        return [s for s in self.state.living_seats() if s != self.seat]


@dataclass(frozen=True)
class ChoiceRequest:
    """What an effect needs decided before it can resolve."""

    prompt: str
    cards: tuple[InstanceId, ...] = ()
    players: tuple[Seat, ...] = ()
    may_skip: bool = False
    ask_anyway: bool = False  # ask even with nothing to choose (only skip): the asking shows nothing about a hand
    seat: Seat | None = None  # who decides: the card's controller unless named (h-time: an opponent picks his own card)


@dataclass
class ReactionCheck:
    """Would playing (or using) a card in reaction mode use this effect now?

    ``location`` is where the card would be played (None: to the fleet); ``item`` is one
    stack item the reaction would answer.
    """

    state: GameState
    seat: Seat
    card: CardState
    effect: EffectInfo
    location: CardState | None
    item: Pending
    in_play: bool = False  # an "As a reaction" function of a card already in play
    extra: dict[str, object] = field(default_factory=dict)


class Resolver:
    """A kind class: everything about one effect kind, in one place.

    A subclass that sets ``name`` is the kind's class (defining it registers it: ``register``):

    - ``name``: how card data names the kind (``"reduce_damage"``); ``kind`` is its ``Kind`` member;
    - ``text``: its English, verb in the base form, over ``{amount} {point} {weapon} {target}
      {against}`` (``cards.effects.kind_words``);
    - ``needs``: the ``Effect`` fields that must be set; ``params``: the extra parameters it
      accepts, with their types (the card vocabulary checks both as the catalog loads);
    - its facts (``effect_kinds.FACT_NAMES``; ``effect_kinds`` says what each means), ``stat``
      being its stat hook: what ``stats`` reads it for while its card is in play;
    - ``resolve``, ``reaction_use`` and ``candidate``: what it does as it happens.
    """

    name: ClassVar[str]
    kind: ClassVar[Kind]
    text: ClassVar[str] = ""
    needs: ClassVar[tuple[str, ...]] = ()
    params: ClassVar[Mapping[str, type]] = {}
    hostile: ClassVar[bool] = False
    acts_on_entry: ClassVar[bool] = False
    continuous: ClassVar[bool] = False
    stat: ClassVar[Stat | None] = None
    change: ClassVar[Change] = Change.RAISE
    answers: ClassVar[bool] = False
    about_itself: ClassVar[bool] = False
    in_card_data: ClassVar[bool] = True
    kernel: ClassVar[bool] = False
    costs_card_play: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if "name" in cls.__dict__:
            register(cls)

    def describe(self, effect: EffectInfo) -> str:
        point = effect.point.value if effect.point else None
        words = kind_words(effect.amount, point, effect.weapon, effect.target.value.replace("_", " "), effect.param("against"))
        return self.text.format(**words)

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return False

    def candidate(self, ctx: Context, card: CardState) -> bool:
        """May ``card`` be the chosen card of this effect? Hostile kinds: an opponent's card;
        friendly kinds: one of your own."""
        if card.info.kind is CardType.HEADQUARTERS or not ctx.effect.fits(card.info.types):
            return False
        own = card.controller == ctx.seat
        return not own if self.hostile else own


class CardResolver(Resolver):
    """A kind that acts on cards: the targets are found (or asked for) first, then ``act``."""

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        targets = card_targets(ctx)
        if isinstance(targets, ChoiceRequest):
            return targets
        return self.act(ctx, targets)

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        raise NotImplementedError


class OpponentResolver(Resolver):
    """A kind that acts on one opponent: the opponent is found (or asked for) first, then ``act_on``."""

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        seat = choose_opponent(ctx)
        if seat is None or isinstance(seat, ChoiceRequest):
            return seat
        return self.act_on(ctx, seat)

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        raise NotImplementedError


# --- targets -----------------------------------------------------------------------------


def stack_targets(state: GameState, card: CardState, effect: EffectInfo, location: CardState | None) -> list[CardState]:
    """``stack``: matching cards under the card (its crew's ship...) and on its location."""
    found: list[CardState] = []
    seen: set[int] = set()
    walker = card
    while walker.parent is not None:
        walker = state.cards[walker.parent]
        if effect.fits(walker.info.types) and walker.id not in seen:
            found.append(walker)
            seen.add(walker.id)
    if location is not None:
        for child in _descendants(state, location):
            if child is not card and effect.fits(child.info.types) and child.id not in seen:
                found.append(child)
                seen.add(child.id)
    return found


def _descendants(state: GameState, card: CardState) -> Iterator[CardState]:
    for child_id in card.children:
        child = state.cards[child_id]
        yield child
        yield from _descendants(state, child)


def card_targets(ctx: Context) -> list[CardState] | ChoiceRequest:
    """The cards an effect acts on, or the choice it needs first."""
    state, card, effect = ctx.state, ctx.card, ctx.effect
    where = effect.target
    location = state.cards[card.parent] if card.parent is not None else None
    if where is Target.SELF:
        return [card]
    if where is Target.LOCATION:  # every card it is against when it is played against several (fleet_targets.py)
        places = [location, *(state.cards[i] for i in card.also_against if state.cards[i].in_play)] if location is not None else []
        return [p for p in places if effect.fits(p.info.types) and not source_barred(ctx, p)]
    if where is Target.STACK:
        return [c for c in stack_targets(state, card, effect, location) if not source_barred(ctx, c)]
    if where is Target.CHOSEN_CARD:
        return _chosen_card(ctx)
    if where is Target.REACTED_TO:
        answered = ctx.answered
        answered_card = item_card(answered) if answered is not None else None
        if answered_card is None:
            return []
        return [state.cards[answered_card]]
    if where in (Target.OWN_FLEET, Target.OPPONENT_FLEET):
        return _fleet_targets(ctx)
    return []


def _chosen_card(ctx: Context) -> list[CardState] | ChoiceRequest:
    state = ctx.state
    if ctx.skipped:  # the player declined an optional ("may") target: asking again would never end
        return []
    chosen = ctx.chosen if ctx.chosen is not None else (ctx.item.target if isinstance(ctx.item, ActionItem) else None)
    resolver = resolver_for(ctx.effect.kind)
    if chosen is not None:
        target = state.cards[chosen]
        return [target] if target.in_play and resolver.candidate(ctx, target) else []
    options = chosen_candidates(ctx)
    if not options:
        return []
    return ChoiceRequest(f"choose the card for: {resolver.describe(ctx.effect)}", tuple(c.id for c in options), may_skip=ctx.effect.optional)


def chosen_candidates(ctx: Context) -> list[CardState]:
    """Every card in play this effect may choose (not cards whose play is still pending)."""
    waiting = pending_cards(ctx.state) if ctx.state.pending else set()
    resolver = resolver_for(ctx.effect.kind)
    return [c for c in ctx.state.in_play() if c.id not in waiting and resolver.candidate(ctx, c) and not source_barred(ctx, c)]


_IMMUNE_WORDS = {CardType.MONSTER: "monsters", CardType.OCCURRENCE: "occurrences", CardType.HAZARD: HAZARDS}


def source_barred(ctx: Context, card: CardState) -> bool:
    """May the effect's card not affect ``card`` (a monster's or an occurrence's effect on a card
    immune to monsters or occurrences: Council of Six Homeworld)?"""
    word = _IMMUNE_WORDS.get(ctx.card.info.kind)
    if word == HAZARDS:
        return hazard_proof(ctx.state, card)
    return word is not None and immune(ctx.state, card, word)


def _fleet_targets(ctx: Context) -> list[CardState] | ChoiceRequest:
    state, effect = ctx.state, ctx.effect
    if effect.target is Target.OWN_FLEET:
        seats = [ctx.seat]
    else:
        seat = choose_opponent(ctx)
        if isinstance(seat, ChoiceRequest):
            return seat
        seats = [seat] if seat is not None else []
    waiting = pending_cards(state) if state.pending else set()
    return [
        c for c in state.in_play()
        if c.controller in seats and effect.fits(c.info.types) and c.id not in waiting and unit_of(state, c) is c and not source_barred(ctx, c)
    ]


def choose_opponent(ctx: Context) -> Seat | None | ChoiceRequest:
    """One opponent: the only one, the one the action named, or a choice (the player an
    Anomaly Portal diverted the card's play onto: that one)."""
    if ctx.card.diverted_to is not None:
        return ctx.card.diverted_to
    if ctx.chosen_player is not None:
        return ctx.chosen_player
    if isinstance(ctx.item, ActionItem) and ctx.item.player is not None:
        return ctx.item.player
    opponents = ctx.opponents()
    if len(opponents) <= 1:
        return opponents[0] if opponents else None
    return ChoiceRequest("choose an opponent", players=tuple(opponents))


def reached_units(check: ReactionCheck) -> list[CardState]:
    """Units a continuous or on-play effect would act on from where the card would go."""
    state, effect = check.state, check.effect
    where = effect.target
    if where is Target.SELF:
        return [unit_of(state, check.card)]
    if where is Target.LOCATION:
        loc = check.location
        return [unit_of(state, loc)] if loc is not None and effect.fits(loc.info.types) else []
    if where is Target.STACK:
        found = []
        walker = check.location
        while walker is not None:
            if effect.fits(walker.info.types):
                found.append(unit_of(state, walker))
            walker = state.cards[walker.parent] if walker.parent is not None else None
        return found
    if where is Target.OWN_FLEET:
        return [c for c in state.fleet(check.seat) if effect.fits(c.info.types)]
    if where is Target.CHOSEN_CARD:
        return [c for c in state.fleet(check.seat) if effect.fits(c.info.types)]
    return []


def volley_at(check: ReactionCheck) -> CardState | None:
    """The unit an opponent's volley (the answered item) is aimed at, if it is one."""
    item = check.item
    if not isinstance(item, VolleyItem) or item.seat == check.seat or item.volley is None:
        return None
    volley = item.volley
    if volley.voided or volley.target is None:
        return None
    return unit_of(check.state, check.state.cards[volley.target])


def protects_volley_target(check: ReactionCheck) -> bool:
    target = volley_at(check)
    return target is not None and any(u is target for u in reached_units(check))


# --- the registry of kind classes ------------------------------------------------------

_CLASSES: dict[Kind, type[Resolver]] = {}
_REGISTRY: dict[Kind, Resolver] = {}  # the resolving ones (not the kernel's own)
# Parameters of continuous effects that hold only while their card is on a certain card (``stats.source_active``).
HOST_PARAMS: Mapping[str, type] = {"host_empire": str, "host_generic": bool, "host_title": str, "host_away": bool, "host_types": str}


def register(cls: type[Resolver]) -> None:
    """Make the kind class known: its ``Kind`` member (with its facts), its resolver and, if card
    data may name it, its entry in the card vocabulary. ``ValueError`` for a second class of a kind."""
    unknown = set(cls.needs) - NEEDABLE_FIELDS
    if unknown:
        raise ValueError(f"{cls.__qualname__}: needs names no Effect field: {', '.join(sorted(unknown))}")
    kind = Kind.extend(cls.name)
    if kind in _CLASSES:
        raise ValueError(f"two kind classes for effect kind '{kind}': {_CLASSES[kind].__qualname__} and {cls.__qualname__}")
    cls.kind = kind
    kind.take_facts({fact: getattr(cls, fact) for fact in FACT_NAMES})
    _CLASSES[kind] = cls
    if not cls.kernel:
        _REGISTRY[kind] = cls()
    if cls.in_card_data:
        register_effect_kind(EffectKind(cls.name, cls.text, frozenset(cls.needs), dict(cls.params) | FIELD_FUNCTION_PARAMS))


# Limits any kind takes as a field's function, on the card the psy chooses, against the psy using it
# (``rules/psy_functions.use_problem``; h-fields2): stronger than it (Psy Assault), no stronger (Technology Disruption), a title.
FIELD_FUNCTION_PARAMS: dict[str, type] = {"stronger_than_psy": bool, "at_most_psy": bool, "titled": str}


def unregister(cls: type[Resolver]) -> None:
    """Forget a kind class (a test's own kind, once the test is done)."""
    kind = cls.kind
    if _CLASSES.get(kind) is not cls:
        raise ValueError(f"{cls.__qualname__} is not the registered class of '{kind}'")
    del _CLASSES[kind]
    _REGISTRY.pop(kind, None)
    if cls.in_card_data:
        forget_effect_kind(cls.name)
    kind.forget()


def kind_class(kind: Kind | str) -> type[Resolver]:
    """The class of a kind."""
    return _CLASSES[Kind(kind)]


def kind_classes() -> dict[Kind, type[Resolver]]:
    """Every registered kind class, by its kind."""
    return dict(_CLASSES)


def resolver_for(kind: Kind | str) -> Resolver:
    return _REGISTRY[Kind(kind)]


def registered() -> dict[Kind, Resolver]:
    """The resolver of every kind that resolves (every kind but the kernel's own)."""
    return dict(_REGISTRY)
