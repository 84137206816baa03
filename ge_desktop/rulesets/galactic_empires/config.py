"""What a game is created from: decks, player count, variant, options, seed and mode.

``GameConfig`` is a frozen value. ``Game.new(config)`` (see ``game.py``) turns it into a
state; the same config plays the same game, and a game record stores exactly this.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, Protocol

from ge_desktop.cards.model import Card
from ge_desktop.rulesets.galactic_empires.terms import GameMode

MIN_PLAYERS = 2
MAX_PLAYERS = 12  # v2.1 intro: "designed for 2 to 12 players"
STARTING_HAND = 9  # v2.1 *[Starting play]* L239
MAX_CARD_PLAYS = 3  # v2.1 3 - PLAY CARDS PHASE A L299
HQ_ELIMINATION_DAMAGE = 25  # v2.1 DAMAGING THE SECTOR HQ L542
FIFTY_POINT_TARGET = 50  # v2.1 *[Victory conditions]* L232; Everyone Plays To The End


class Variant(str, Enum):
    """The game structure."""

    STANDARD = "standard"  # v2.1 Standard Game: a deck, reserve and Discard Pile per player
    BASIC = "basic"  # 1994 Basic Game: one shared deck, discards reshuffled when it runs out


class Option(str, Enum):
    """Optional rules and variations that can be combined with either variant."""

    STACK_YOUR_DECK = "stack_your_deck"  # v2.1 Variations: no shuffle, no cut
    WINNER_KEEPS_ANTES = "winner_keeps_antes"  # v2.1 *[Shuffle, cut and ante]* Optional Rule L217
    EVERYONE_PLAYS_TO_THE_END = "everyone_plays_to_the_end"  # v2.1 Variations: first to 50, nobody out
    FIFTY_POINT_VICTORY = "fifty_point_victory"  # v2.1 *[Victory conditions]* L232: first to 50 wins
    ALWAYS_CELEBRATE = "always_celebrate"  # the victory celebration card is drawn without asking (records before format 2)
    DISENGAGED_OUT_OF_PLAY = "disengaged_ships_out_of_play"  # v2.1 Variations
    DEFENDERS_SHOOT_BACK = "defenders_shoot_back"  # v2.1 Variations
    BASES_DEFEND_SHIPS = "bases_defend_ships"  # v2.1 Variations
    RESTRICTED_BASES = "restricted_bases"  # v2.1 Variations
    ONE_TARGET_ONLY = "one_target_only"  # v2.1 Variations
    BORDER_DEFENSE = "border_defense"  # v2.1 Variations: 3+ players
    GAMBLERS = "gamblers"  # v2.1 Variations: The Gamblers (play for keeps, quit on your turn)
    SHUTTLES_FIRE_AND_CARRY = "shuttles_fire_and_carry"  # records before the fire-or-carry fix (formats 1-2): a shuttle did both in a turn


# What the New Game dialog shows for each option: a label and a one-line explanation.
OPTION_TEXT: dict[Option, tuple[str, str]] = {
    Option.STACK_YOUR_DECK: ("Stack Your Deck", "No shuffle and no cut: each deck is drawn in the order it was built."),
    Option.WINNER_KEEPS_ANTES: ("Winner keeps the antes", "The antes are set aside and the winner takes them all."),
    Option.FIFTY_POINT_VICTORY: ("50-point victory", "The first player to deal 50 Sector HQ damage in all wins."),
    Option.EVERYONE_PLAYS_TO_THE_END: (
        "Everyone Plays To The End",
        "Nobody is eliminated; first to 50 HQ damage wins; each 25th point gives 2 cards.",
    ),
    Option.ALWAYS_CELEBRATE: ("Celebrate without asking", "The victory celebration card is drawn at once instead of offered."),
    Option.DISENGAGED_OUT_OF_PLAY: ("Disengaged Ships are Out of Play", "A disengaged ship does not protect its Sector HQ."),
    Option.DEFENDERS_SHOOT_BACK: ("Defenders Shoot Back", "A disengaged unit fired upon fires all its weapons back at one attacker."),
    Option.BASES_DEFEND_SHIPS: ("Bases Defend Ships", "Ships may sit on a base; the base fires back at whoever fires at them."),
    Option.RESTRICTED_BASES: ("Restricted Bases", "Bases cannot fire at terrain or at other bases."),
    Option.ONE_TARGET_ONLY: ("One Target Only", "Each unit fires at only one target each turn."),
    Option.BORDER_DEFENSE: ("Border Defense", "Weapons fire only at the players seated next to you (3 or more players)."),
    Option.GAMBLERS: ("The Gamblers", "Play for keeps: every 5 HQ damage takes a card of the victim's deck; quit on your turn."),
    Option.SHUTTLES_FIRE_AND_CARRY: (
        "Shuttles fire and carry",
        "As games saved before the fire-or-carry rule played: a fighter or shuttle may fire and carry crew in one turn.",
    ),
}
# Options only older records receive (``format2.Format2.upgrade``), so that they replay as they
# were played; no new game is offered them (the New Game form and the online lobby leave them out).
LEGACY_OPTIONS: frozenset[Option] = frozenset({Option.SHUTTLES_FIRE_AND_CARRY})
MIN_PLAYERS_FOR: dict[Option, int] = {Option.BORDER_DEFENSE: 3}


class DeckSource(Protocol):
    """What ``PlayerDeck.from_deck`` reads (a ``ge_desktop.cards.decks.Deck``)."""

    @property
    def name(self) -> str: ...

    @property
    def empire(self) -> str | None: ...

    def all_cards(self) -> Iterable[Card]: ...

    def reserve_cards(self) -> Iterable[Card]: ...


@dataclass(frozen=True)
class PlayerDeck:
    """One player's deck: every physical card, in deck-file order (reserve hint included)."""

    name: str
    empire: str | None
    cards: tuple[Card, ...]
    reserve_hint: tuple[Card, ...] = ()  # the deck file's suggested reserve fleet, if any

    def __post_init__(self) -> None:
        if self.empire == "":  # a deck file's empty empire line is no empire, as a game record reads it back
            object.__setattr__(self, "empire", None)

    @classmethod
    def from_deck(cls, deck: DeckSource) -> PlayerDeck:
        """From a ``ge_desktop.cards.decks.Deck``."""
        return cls(name=deck.name, empire=deck.empire, cards=tuple(deck.all_cards()), reserve_hint=tuple(deck.reserve_cards()))


@dataclass(frozen=True)
class GameConfig:
    """Everything that decides a game before its first action.

    ``decks`` has one deck per player; in the Basic Game it has exactly one (shared) deck
    and ``players`` says how many play. ``turn_cap`` ends the game after that many complete
    turns with no winner (``EndReason.TURN_CAP``); ``None`` means no cap.
    """

    ruleset: ClassVar[str] = "galactic-empires-2.1"  # the registry name of the rules it is for

    decks: tuple[PlayerDeck, ...]
    seed: int
    players: int = 0  # 0: one player per deck
    variant: Variant = Variant.STANDARD
    options: frozenset[Option] = field(default_factory=frozenset)
    mode: GameMode = GameMode.RULES
    turn_cap: int | None = None

    @property
    def player_count(self) -> int:
        return self.players or len(self.decks)

    def has(self, option: Option) -> bool:
        return option in self.options

    def problems(self) -> list[str]:
        """Sentences saying why this config cannot start a game (empty when fine)."""
        found = []
        count = self.player_count
        if not MIN_PLAYERS <= count <= MAX_PLAYERS:
            found.append(f"a game needs {MIN_PLAYERS}-{MAX_PLAYERS} players, not {count}")
        if self.variant is Variant.BASIC and len(self.decks) != 1:
            found.append("the Basic Game uses exactly one shared deck")
        if self.variant is Variant.STANDARD and self.players not in (0, len(self.decks)):
            found.append(f"the Standard Game needs one deck per player ({len(self.decks)} decks, {self.players} players)")
        for option, least in MIN_PLAYERS_FOR.items():
            if option in self.options and count < least:
                found.append(f"{OPTION_TEXT[option][0]} needs {least} or more players, not {count}")
        if self.has(Option.GAMBLERS) and self.variant is Variant.BASIC:
            found.append("The Gamblers needs a deck per player: it is not for the Basic Game")
        if self.has(Option.GAMBLERS) and self.has(Option.EVERYONE_PLAYS_TO_THE_END):
            found.append("The Gamblers and Everyone Plays To The End both change elimination: choose one")
        if self.turn_cap is not None and self.turn_cap < 1:
            found.append("the turn cap must be at least 1 complete turn")
        return found
