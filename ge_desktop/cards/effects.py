"""The effect vocabulary: card rules as data.

Every card's printed rules are also written as a list of ``Effect`` values. An effect
names a *kind* from the vocabulary below, when it happens (``trigger``), what it acts on
(``target`` plus an optional type filter), and the numbers it needs. The vocabulary says,
for each kind, which fields it needs, which extra ``params`` it accepts and how it reads
in English; an unknown kind, a missing field or an unknown parameter fails when the
catalog loads, not in the middle of a game.

The vocabulary is not written here: each kind is one class in its game (Galactic Empires'
``rulesets/galactic_empires/resolvers/``), which holds its text, fields, facts and what it
does, and registers its entry here as it is defined (``Vocabulary``). Adding a kind is one
class and its tests: the file format does not change.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, model_validator

from ge_desktop.games import load_games


class Trigger(str, Enum):
    """When an effect happens."""

    ON_PLAY = "on_play"  # as the card's play completes (or as it is played in reaction mode)
    CARD_ACTION = "card_action"  # a card action: once per complete turn, Play Cards A or B
    REACTION = "reaction"  # "As a reaction, can ...": an engaged card already in play
    CONTINUOUS = "continuous"  # holds while the card is in play (and engaged, if it must be)
    ALLOCATION = "allocation"  # each Allocation Phase of its controller
    ON_DESTROYED = "on_destroyed"  # when the card is destroyed or discarded from play
    ENGAGEMENT = "engagement"  # each Engagement Phase of its controller, after the units engage (h-dragon2: Dragon Lair)


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


TARGET_WORDS = {
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
    Trigger.ENGAGEMENT: "Each Engagement Phase",
}


@dataclass(frozen=True)
class EffectKind:
    """A vocabulary entry: what an effect kind needs and how it reads (from the game's kind class)."""

    name: str
    text: str  # English, verb in the base form ("deal 2 ..."), over {amount} {point} {weapon} {target} {against}
    needs: frozenset[str] = frozenset()  # Effect fields that must be set
    params: dict[str, type] = field(default_factory=dict)  # allowed extra parameters


# The Effect fields a kind may need set.
NEEDABLE_FIELDS = frozenset({"amount", "point", "weapon", "duration", "target_types"})


def kind_words(amount: int, point: str | None, weapon: str | None, target: str, against: object = None) -> dict[str, Any]:
    """The words a kind's text is written over: the one table both the card text and the engine's
    effect descriptions fill."""
    return {"amount": amount, "point": point or "", "weapon": weapon or "weapons", "target": target, "against": "damage" if against is None else against}


class Vocabulary(Mapping[str, EffectKind]):
    """Every effect kind card data may name, by name: registered by the games' kind classes.

    A game declares its kind classes as its registry part ``effect_kinds``; the first time the
    vocabulary is read, it imports every game's part (``ge_desktop.games``), which registers
    them (``register``), so card files read the same whichever module loads them first.
    """

    def __init__(self) -> None:
        self._kinds: dict[str, EffectKind] = {}
        self._loaded = False

    def register(self, kind: EffectKind) -> None:
        if kind.name in self._kinds:
            raise ValueError(f"effect kind '{kind.name}' is registered twice")
        self._kinds[kind.name] = kind

    def forget(self, name: str) -> None:
        del self._kinds[name]

    def _load(self) -> None:
        if not self._loaded:
            self._loaded = True  # first: a game's kinds may read the vocabulary as they load
            for game in load_games():
                if game.has("effect_kinds"):
                    game.part("effect_kinds")

    def __getitem__(self, name: str) -> EffectKind:
        self._load()
        return self._kinds[name]

    def __iter__(self) -> Iterator[str]:
        self._load()
        return iter(dict(self._kinds))

    def __len__(self) -> int:
        self._load()
        return len(self._kinds)


EFFECT_KINDS = Vocabulary()
register_effect_kind = EFFECT_KINDS.register
forget_effect_kind = EFFECT_KINDS.forget


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
    # "Does one of the following": 0 always happens; N (1-4) happens only when the card is played as
    # its choice N (``play #C ... choose N``, h-choice). Only what happens as the card is played may be one.
    choice: int = Field(0, ge=0, le=4)

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
        if self.choice and self.trigger is not Trigger.ON_PLAY:
            raise ValueError(f"effect '{self.kind}': only an on_play effect may be one of a card's choices (choice {self.choice})")
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
        target = TARGET_WORDS[self.target]
        if self.target_types:
            target += f" ({'/'.join(self.target_types)})"
        text = spec.text.format(**kind_words(self.amount, self.point, self.weapon, target, self.params.get("against")))
        if self.duration:
            text += f" for {self.duration} turn{'s' if self.duration > 1 else ''}"
        prefix = _TRIGGER_WORDS[self.trigger]
        if self.optional:
            text = "you may " + text
        return f"{prefix}: {text}."
