"""Test cards and scripted tables for the rule tests.

``card(...)`` builds a catalog ``Card`` with just the numbers a rule needs. ``Table``
starts a game with *Stack Your Deck* (the deck lists are the draw order, so each test
knows every card) in sandbox mode, skips the pregame, and offers small helpers to put
cards in place with free-form actions and to walk through phases with rule actions.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ge_desktop.cards.catalog import default_catalog
from ge_desktop.cards.model import Card
from ge_desktop.engine import Game, Seat
from ge_desktop.rulesets.galactic_empires import (
    Done,
    GameConfig,
    GameMode,
    InstanceId,
    MoveCard,
    Option,
    Phase,
    PlayerDeck,
    Rotate,
    Variant,
    Zone,
    parse_action,
)
from ge_desktop.rulesets.galactic_empires.state import CardState

_COUNTER = [0]


def card(types: str, strength: int, name: str | None = None, **fields: Any) -> Card:
    """A card of type letters ``types`` ('S', 'T/B', 'R/C') and ``strength``."""
    reaction = types.startswith("R/")
    letters = types[2:] if reaction else types
    _COUNTER[0] += 1
    title = name or f"Test {letters.replace('/', '')}{strength} {_COUNTER[0]}"
    slug = "-".join(title.lower().replace("'", "").split())
    data: dict[str, Any] = {
        "id": slug,
        "name": title,
        "types": letters.split("/"),
        "strength": strength,
        "reaction": reaction,
        "set_code": "TST",
        "provenance": "designed",
    }
    if "E" in letters.split("/"):
        data["passive"] = fields.pop("passive", False)
    data.update(fields)
    return Card.model_validate(data)


def terrain(strength: int = 3, **generates: int) -> Card:
    return card("T", strength, generates=generates)


def ship(strength: int = 4, *, empire: str | None = None, **fields: Any) -> Card:
    fields.setdefault("shields", 2)
    return card("S", strength, empire=empire, **fields)


def guns(phasers: int = 0, heavy: int = 0, damage: int = 0, heavy_name: str = "Energy Flux") -> list[dict[str, Any]]:
    """A card's weapons list: Phasers, standard heavy weapons, Physical Damage."""
    found: list[dict[str, Any]] = []
    if phasers:
        found.append({"symbol": "phaser", "name": "Phaser", "count": phasers})
    if heavy:
        found.append({"symbol": "heavy", "name": heavy_name, "count": heavy})
    if damage:
        found.append({"symbol": "damage", "name": "Physical Damage", "count": damage})
    return found


def effect(kind: str, trigger: str = "on_play", target: str = "location", **fields: Any) -> dict[str, Any]:
    """One effect in the catalog's vocabulary."""
    return {"kind": kind, "trigger": trigger, "target": target, **fields}


FILLER = card("T", 1, "Filler Rock")
HIGH_ANTE = card("T", 10, "High Ante Rock")


def deck_of(cards: Iterable[Card], size: int = 30, filler: Card = FILLER) -> tuple[Card, ...]:
    """The given cards first (the top of a stacked deck), then filler terrain to ``size``."""
    cards = list(cards)
    return tuple(cards + [filler] * max(0, size - len(cards)))


class Table:
    """A scripted game: stacked decks, sandbox mode, pregame already done."""

    def __init__(
        self,
        *decks: Iterable[Card],
        mode: GameMode = GameMode.SANDBOX,
        options: Iterable[Option] = (),
        variant: Variant = Variant.STANDARD,
        players: int = 0,
        seed: int = 7,
        size: int = 30,
        turn_cap: int | None = None,
        skip_pregame: bool = True,
        first: int | None = 0,
        empires: Iterable[str | None] = (),
        filler: Card = FILLER,
        ante: Card = HIGH_ANTE,
    ) -> None:
        decks = tuple(decks) + ((),) * max(0, 2 - len(decks)) if variant is Variant.STANDARD else tuple(decks)
        # Stack Your Deck: the first card is the ante, so seat ``first`` antes highest and starts.
        antes = [[ante if i == first else filler] if first is not None else [] for i in range(len(decks))]
        names = list(empires) + [None] * len(decks)
        player_decks = tuple(
            PlayerDeck(f"Deck {i}", names[i], deck_of([*antes[i], *d], size, filler)) for i, d in enumerate(decks)
        )
        self.config = GameConfig(
            decks=player_decks,
            seed=seed,
            players=players,
            variant=variant,
            options=frozenset({Option.STACK_YOUR_DECK, *options}),
            mode=mode,
            turn_cap=turn_cap,
        )
        self.game = Game.new(self.config, default_catalog())
        self.events: list = []
        if skip_pregame:
            while self.game.phase is Phase.RESERVE:
                self.act("done")

    # --- acting ---------------------------------------------------------------------------

    @property
    def state(self):
        return self.game.state

    def act(self, text: str) -> list:
        """Play one action by notation (checked); returns its events."""
        self.events = self.game.play(parse_action(text))
        return self.events

    def why(self, text: str):
        """The violation for an action, or None if it is legal."""
        return self.game.why_illegal(parse_action(text))

    def legal(self, text: str) -> bool:
        action = parse_action(text)
        legal = self.game.is_legal(action)
        if legal:  # the lazy list and the checker must agree
            assert action in self.game.legal_actions() or action.free_form
        return legal

    def die(self, instance: InstanceId, kind: str) -> int:
        from ge_desktop.rulesets.galactic_empires import DieKind

        return self.state.cards[instance].die(DieKind(kind))

    def volley(self, target: str, *parts: str) -> list:
        """Declare a volley (``target``: '#N' or 'hq pS'), add ``parts`` ('#N phaser 2'), resolve it."""
        events = self.act(f"aim {target}")
        for part in parts:
            events += self.act(f"fire {part}")
        events += self.act("done")
        return events

    def to_phase(self, phase: Phase, seat: Seat | None = None) -> None:
        """Say ``done`` (or ``draw 0``) until ``phase`` of ``seat``'s turn (default: now active)."""
        target = self.state.active if seat is None else seat
        for _ in range(200):
            if self.game.phase is phase and self.state.active == target and self.state.window is None:
                return
            self.step()
        raise AssertionError(f"never reached {phase} of p{target}")

    def fresh_turn(self, seat: int = 0) -> None:
        """Play on (drawing nothing) to the start of ``seat``'s next turn: its Allocation Phase."""
        self.next_turn()
        while self.state.active != seat:
            self.next_turn()

    def next_turn(self) -> None:
        """Finish the active player's turn (drawing nothing) and start the next one."""
        seat = self.state.active
        while self.state.active == seat and not self.game.is_terminal():
            self.step()

    def step(self) -> None:
        """Move on: pass a reaction window, skip a card's choice, draw nothing, or 'done'."""
        state = self.state
        if state.window is not None:
            self.act("pass")
        elif state.choice is not None:
            self.act("choose skip" if state.choice.may_skip else self.game.legal_actions()[0].notation())
        else:
            self.act("draw 0" if self.game.phase is Phase.DRAW else "done")

    # --- finding and placing cards ----------------------------------------------------------

    def find(self, wanted: Card, seat: int, zones: Iterable[Zone] = (Zone.HAND, Zone.DECK)) -> CardState:
        """A copy of ``wanted`` owned by ``seat`` in the first of ``zones`` that has one."""
        for zone in zones:  # in order of preference
            for state_card in self.state.cards:
                if state_card.info.card_id == wanted.id and state_card.owner == seat and state_card.zone is zone:
                    return state_card
        raise AssertionError(f"no {wanted.id} of p{seat} in {zones}")

    def hand(self, wanted: Card, seat: int) -> InstanceId:
        """Put a copy of ``wanted`` in ``seat``'s hand (free-form) and return its id."""
        found = self.find(wanted, seat, (Zone.HAND, Zone.DECK, Zone.DISCARD))
        if found.zone is not Zone.HAND:
            self.game.apply(MoveCard(found.id, Zone.HAND, Seat(seat)))
        return found.id

    def put(self, wanted: Card, seat: int, on: InstanceId | None = None, engaged: bool = True) -> InstanceId:
        """Put a copy of ``wanted`` in play for ``seat`` (root or on ``on``), free-form."""
        found = self.find(wanted, seat, (Zone.DECK, Zone.DISCARD, Zone.HAND))
        if on is None:
            self.game.apply(MoveCard(found.id, Zone.PLAY, Seat(seat)))
        else:
            self.game.apply(MoveCard(found.id, Zone.PLAY, parent=on))
        if not engaged:
            self.game.apply(Rotate(found.id, False))
        return found.id

    def card(self, instance: InstanceId) -> CardState:
        return self.state.cards[instance]

    def player(self, seat: int):
        return self.state.players[seat]


def done(table: Table) -> None:
    table.game.play(Done())


def catalog_card(card_id: str) -> Card:
    """A card of the shipped catalog."""
    return default_catalog()[card_id]


# Every option but a stacked deck (which needs a chosen order), for games of random mixes.
MIXED_OPTIONS = tuple(o for o in Option if o is not Option.STACK_YOUR_DECK)


def random_options(rng: Any, players: int) -> frozenset[Option]:
    """A random mix of options (each about one game in four) that can start a game."""
    chosen = {o for o in MIXED_OPTIONS if rng.below(4) == 0}
    if players < 3:
        chosen.discard(Option.BORDER_DEFENSE)
    if Option.GAMBLERS in chosen:
        chosen.discard(Option.EVERYONE_PLAYS_TO_THE_END)
    return frozenset(chosen)
