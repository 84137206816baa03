"""The effect vocabulary: card rules as data.

Every card's printed rules are also written as a list of ``Effect`` values. An effect
names a *kind* from the registry below, when it happens (``trigger``), what it acts on
(``target`` plus an optional type filter), and the numbers it needs. The registry says,
for each kind, which fields it needs, which extra ``params`` it accepts and how it reads
in English; an unknown kind, a missing field or an unknown parameter fails when the
catalog loads, not in the middle of a game.

The engine keeps one resolver per kind (a small class with ``describe()`` and
``resolve()``); a test checks that every kind here has one. Adding a kind is adding a
registry entry and a resolver: the file format does not change.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator


class Trigger(str, Enum):
    """When an effect happens."""

    ON_PLAY = "on_play"  # as the card's play completes (or as it is played in reaction mode)
    CARD_ACTION = "card_action"  # a card action: once per complete turn, Play Cards A or B
    REACTION = "reaction"  # "As a reaction, can ...": an engaged card already in play
    CONTINUOUS = "continuous"  # holds while the card is in play (and engaged, if it must be)
    ALLOCATION = "allocation"  # each Allocation Phase of its controller
    ON_DESTROYED = "on_destroyed"  # when the card is destroyed or discarded from play


class Target(str, Enum):
    """What an effect acts on."""

    SELF = "self"  # the card itself
    LOCATION = "location"  # the card this one is played on or against
    STACK = "stack"  # every card in the location's stack
    CHOSEN_CARD = "chosen_card"  # one card chosen when the effect happens (filtered)
    OWN_FLEET = "own_fleet"  # every card of the controller's fleet (filtered)
    OPPONENT_FLEET = "opponent_fleet"  # every card of one chosen opponent's fleet (filtered)
    REACTED_TO = "reacted_to"  # the card play, card action or volley this card answers
    CONTROLLER = "controller"  # the player who controls the card
    OPPONENT = "opponent"  # one chosen opponent
    OWN_HQ = "own_hq"  # the controller's Sector HQ
    OPPONENT_HQ = "opponent_hq"  # a chosen opponent's Sector HQ


_TARGET_WORDS = {
    Target.SELF: "this card",
    Target.LOCATION: "the card it is played on",
    Target.STACK: "every card in its stack",
    Target.CHOSEN_CARD: "a chosen card",
    Target.OWN_FLEET: "each card in your fleet",
    Target.OPPONENT_FLEET: "each card in an opponent's fleet",
    Target.REACTED_TO: "the play it answers",
    Target.CONTROLLER: "you",
    Target.OPPONENT: "an opponent",
    Target.OWN_HQ: "your Sector HQ",
    Target.OPPONENT_HQ: "an opponent's Sector HQ",
}

_TRIGGER_WORDS = {
    Trigger.ON_PLAY: "When played",
    Trigger.CARD_ACTION: "Card action",
    Trigger.REACTION: "As a reaction",
    Trigger.CONTINUOUS: "While in play",
    Trigger.ALLOCATION: "Each Allocation Phase",
    Trigger.ON_DESTROYED: "When destroyed",
}


@dataclass(frozen=True)
class EffectKind:
    """A registry entry: what an effect kind needs and how it reads."""

    name: str
    text: str  # English, verb in the base form ("deal 2 ..."), over {amount} {point} {weapon} {target}
    needs: frozenset[str] = frozenset()  # Effect fields that must be set
    params: dict[str, type] = field(default_factory=dict)  # allowed extra parameters


def _kind(name: str, text: str, needs: tuple[str, ...] = (), **params: type) -> EffectKind:
    return EffectKind(name, text, frozenset(needs), dict(params))


# Continuous effects that hold only while their card is on a certain card (``stats.source_active``).
_HOST: dict[str, type] = {"host_empire": str, "host_generic": bool, "host_title": str, "host_away": bool}

EFFECT_KINDS: dict[str, EffectKind] = {
    k.name: k
    for k in (
        # damage and defence
        _kind(
            "damage",
            "deal {amount} card damage to {target}",
            ("amount",),
            can_damage_terrain=bool,
            shields_only=bool,
            structural=bool,
            mission=bool,
        ),
        _kind("destroy_shields", "remove every Shield point of {target}"),
        _kind("reduce_damage", "reduce damage dealt to {target} by {amount}", ("amount",), weapons_only=bool, hazards_only=bool, **_HOST),
        _kind("immune", "make {target} immune to {against}", (), against=str, same_location=bool),
        _kind(
            "destroyed_by",
            "be destroyed by {amount} {point} points",
            ("amount", "point"),
            other_weapons=bool,
            from_outside=bool,
            hazards_only=bool,
            lingers=bool,
        ),
        _kind(
            "intercept_damage",
            "take over the damage of an opponent's volley at one of your ships, suffering {amount} damage for each point",
            ("amount",),
            min_strength=int,
        ),
        # weapons
        _kind("add_weapons", "give {target} {amount} more {weapon}", ("amount", "weapon"), symbol=str),
        _kind("weapon_damage_bonus", "make each {weapon} of {target} deal {amount} more damage", ("amount",)),
        _kind(
            "boost_next_volley",
            "make the next weapons fire of {target} deal {amount} more damage (with half: one and a half times, fractions dropped;"
            " with double: twice the damage of its {weapon})",
            (),
            half=bool,
            double=bool,
        ),
        _kind("block_weapons", "stop {target} firing its {weapon}", (), equipment=bool),
        _kind("void_volley", "void the weapons volley aimed at {target}"),
        _kind("opponent_indirigans_first", "fire at bases and non-Indirigan ships only once no opponent's Indirigan ship is in play"),
        # engagement, control and strength
        _kind("disengage", "disengage {target}"),
        _kind("engage", "engage {target}"),
        _kind("take_control", "take control of {target}"),
        _kind("add_shields", "give {target} {amount} more Shields", ("amount",)),
        _kind("add_strength", "give {target} {amount} more strength", ("amount",), title=str, same_location=bool, own_strength=bool, half_own=bool, **_HOST),
        _kind("reduce_requirements", "lower the {point} requirement of {target} by {amount}", ("amount", "point"), **_HOST),
        # monsters and beings
        _kind("suspend_monsters", "suspend the hostile effects of monsters on {target}"),
        _kind("heal", "heal {amount} damage of {target}", ("amount",), beings=str),
        _kind("repair", "repair {amount} damage of {target}", ("amount",)),
        # points
        _kind("generate_points", "generate {amount} {point} for {target}", ("amount", "point"), in_allocation=bool),
        # output, placement and expiry
        _kind("produce", "make {target} produce this card's points each turn", (), equal_to_strength=bool, falling=bool),
        _kind("suppress_output", "stop {target} producing points"),
        _kind(
            "play_restriction",
            "limit where this card may be played",
            (),
            titles=str,
            except_titles=str,
            max_strength=int,
            pooled=bool,
            lowest_strength=bool,
            not_with=str,
            no_hq=bool,
        ),
        _kind("return_on_expiry", "return this card to its owner's hand when its time runs out", (), if_in_play=str),
        _kind("suppress_shields", "switch off the Shields of {target}"),
        _kind("absorb_damage", "take every damage point dealt to {target}", (), sources=str, shields_only=bool),
        _kind("no_hq_protection", "stop {target} protecting its Sector HQ"),
        _kind("reduce_strength", "give {target} {amount} less strength", ("amount",), at_least=int),
        _kind("raise_requirements", "raise the {point} requirement of {target} by {amount}", ("amount", "point")),
        _kind("removed_by_transport", "be removed by as many transporter operations as its strength"),
        _kind("explode", "explode when destroyed for {amount} times its strength in damage, dealt to the unit that scored the final point", ("amount",)),
        _kind("trap", "keep {target} from changing location"),
        _kind("move_against_terrain", "let this ship move against an opponent's terrain by ship movement, its requirements taken from that terrain"),
        # cards and hands
        _kind("draw_cards", "let {target} draw {amount} card(s)", ("amount",), strongest_title=str),
        _kind(
            "extra_card_plays",
            "give {target} {amount} more card play(s) this turn (crew_unlimited: any number of crew)",
            (),
            strongest_title=str,
            crew_unlimited=bool,
        ),
        _kind("discard_target", "discard {target}"),
        _kind("return_to_hand", "return {target} to its owner's hand", (), pooled=bool, card_play=bool),
        _kind("negate", "cancel {target}", (), answers=str, against_own=bool, against_types=str, played_titles=str, weaker_than_host=bool),
        _kind("hand_discard", "make {target} discard {amount} card(s) from hand", ("amount",), random=bool),
        _kind("reveal_hand", "look at the hand of {target}"),
        _kind("multiply_host_damage", "multiply damage {target} causes, but heavy weapons, by {amount}, then divide by the divisor", ("amount",), divisor=int),
        _kind("multiply_damage", "multiply your own mine's answered damage by {amount}, then divide it by the divisor", ("amount",), divisor=int),
        _kind("scout", "instead of generating its research point this turn, look at 1 card chosen at random from the hand of {target}"),
        _kind("search_deck", "take a card from your deck into your hand", (), shuffle=bool),
        _kind("retrieve_discard", "take a card from your Discard Pile into your hand"),
        # crew: there-and-back missions, shuttles and transporters, suspended functions
        _kind(
            "transport",
            "move up to {amount} crew between {target} and another location, or carry crew on a there-and-back mission",
            (),
            carrier=str,
            mission_titles=str,
            terrain_titles=str,
            equipment=bool,
        ),
        _kind("destroy_card", "destroy {target}", (), no_stronger=bool, capture=bool, mission=bool, discard=bool),
        _kind("suspend_functions", "stop every function of {target}", (), max_strength=int, title=str, kills_title=str, cancel_titles=str),
        _kind("guard", "stop crew no stronger than {target} attacking its location"),
        _kind("halve_strength", "halve the strength of {target} (fractions dropped)", (), one_function=bool),
        _kind("repel", "keep negative ability cards off {target}"),
        _kind("redirect", "take the place of another crew card an opponent's card play affects"),
        _kind("removed_by_arrival", "be discarded when a card of the named title is played in reaction mode at its location", (), title=str),
        _kind("share_equipment", "let one equipment card at its location also work at {target} (same card type)"),
        _kind("rescue", "move up to {amount} crew off {target} as it is being destroyed", (), reaction_mode=bool),
        _kind("ward", "discard the illness and injury cards at its location and keep new ones out", (), titles=str),
        # the last manual Basic Set cards
        _kind("spotlight", "disengage the strongest crew card at {target} and stop its every function"),
        _kind("relocate", "move this card to {target}"),
        _kind("killer_discards", "make the player who killed it discard {amount} crew card(s) from their fleet", ("amount",)),
        _kind("rally_crew", "let every other player play {amount} crew card(s) from hand to their fleet at once", ("amount",)),
        _kind(
            "double_point",
            "let one point given to this card each turn reach {target} twice, instead of its research point (points: which types)",
            (),
            points=str,
        ),
        _kind(
            "pilot",
            "fly {target} (a shuttle or fighter): it may be played independently, and one of its single-use Phasers"
            " fires one extra time on a later turn",
        ),
    )
}


class Effect(BaseModel):
    """One effect of a card, in the registry's vocabulary."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str
    trigger: Trigger = Trigger.ON_PLAY
    target: Target = Target.LOCATION
    target_types: tuple[str, ...] = ()  # CardType letters that may be targeted
    amount: int = Field(0, ge=0, le=25)
    point: str | None = None  # a PointType value
    weapon: str | None = None  # a weapon name ("Phaser", "Sabot") or symbol ("phaser", "heavy")
    duration: int | None = Field(None, ge=1, le=10)  # complete turns
    optional: bool = False  # "may": the controller chooses whether it happens
    params: dict[str, bool | int | str] = Field(default_factory=dict)

    @model_validator(mode="after")
    def _known_kind(self) -> Effect:
        from ge_desktop.cards.model import CardType, PointType  # local: model imports us

        spec = EFFECT_KINDS.get(self.kind)
        if spec is None:
            raise ValueError(f"unknown effect kind '{self.kind}' (known: {', '.join(sorted(EFFECT_KINDS))})")
        for needed in sorted(spec.needs):
            value = getattr(self, needed)
            if value in (None, 0, ""):
                raise ValueError(f"effect '{self.kind}' needs '{needed}'")
        for name, value in self.params.items():
            expected = spec.params.get(name)
            if expected is None:
                allowed = ", ".join(sorted(spec.params)) or "none"
                raise ValueError(f"effect '{self.kind}' has no parameter '{name}' (allowed: {allowed})")
            if type(value) is not expected:
                raise ValueError(f"effect '{self.kind}' parameter '{name}' must be {expected.__name__}")
        if self.point is not None and self.point not in {p.value for p in PointType}:
            raise ValueError(f"'{self.point}' is not a point type")
        letters = {t.value for t in CardType}
        for letter in self.target_types:
            if letter not in letters:
                raise ValueError(f"target_types: '{letter}' is not a card type letter")
        return self

    def __hash__(self) -> int:
        return hash((self.kind, self.trigger, self.target, self.amount, self.point, self.weapon))

    def describe(self) -> str:
        """One English sentence, such as 'Card action: deal 2 card damage to a chosen card.'"""
        spec = EFFECT_KINDS[self.kind]
        target = _TARGET_WORDS[self.target]
        if self.target_types:
            target += f" ({'/'.join(self.target_types)})"
        words: dict[str, Any] = {
            "amount": self.amount,
            "point": self.point or "",
            "weapon": self.weapon or "weapons",
            "target": target,
            "against": self.params.get("against", "damage"),
        }
        text = spec.text.format(**words)
        if self.duration:
            text += f" for {self.duration} turn{'s' if self.duration > 1 else ''}"
        prefix = _TRIGGER_WORDS[self.trigger]
        if self.optional:
            text = "you may " + text
        return f"{prefix}: {text}."
