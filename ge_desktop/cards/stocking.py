"""The deck stocking rules of the v2.1 rulebook, as a checker that explains itself.

Each violation is a sentence naming the rule (by its rulebook heading) and the cards at
fault. The rules checked:

- ANNOUNCE DECK EMPIRE: one main empire, announced, known to the catalog.
- USING MAJOR EMPIRE CARDS: a major empire's cards only in that empire's deck.
- USING MINOR EMPIRE CARDS: at most 1 minor-empire card per 4 non-minor cards of the same
  type; generic ships do not count; Indirigan tribe cards count 1/2 (fractions kept);
  allied cards in their ally's deck count 1/2 and support non-allied minor cards; 'D'
  counts with 'S'; a minor main empire needs no support and supports others; the two
  optional rules (I and P support S/D; main-empire cards support any type) as options.
- CARD TYPE: a dual-type card counts as one of its types, the player's choice: the
  checker picks the assignment that satisfies the ratio if there is one.
- CREATING THE RESERVE FLEET / RESERVE FLEET RESTRICTIONS: no card with 'reserve' in its
  title, no one-copy card. A planned reserve larger than the number of players is no fault:
  the player chooses at most that many at the start of the game (``reserve_notes``).
- Technology slots: 1 per 25 cards; a Prototype class card uses 1/2, a Conjectural 1.
- Empire deck rules (issue 19): FILARIAN INFESTERS (only generic ships: no empire ship,
  dragon or psy), NOBLES (no minor-empire ships), AQAARAN (a unit with a base and a ship
  strength is stocked as the type of the higher one, not as the player picks), and the card classes: an Aesthetic or Collector class card counts
  as a card of the Aesthetic or Collector Empire ([Card classes]).
- Per-format copy limits (max identical copies, entity limit), off by default: the
  original rulebook's copy table is not in our text. A Krebiz combination counts as its
  cruiser and its capsule for copy limits (v2.1 *Krebiz Capitalist Alliance*).

Deck-building variations and optional rules (``StockingOptions``, all off by default):

- *The 200 Point Challenge* (v2.1 Variations): the deck (reserve included) holds exactly
  the agreed number of strength points (200, 250, 400 ...), with at least 8 different card
  types of at least 1 card each; the Standard Game's empire rules still apply, copy limits
  do not ("no restrictions as to strengths or quantities").
- *Free For All* (v2.1 Variations): any cards, any empires: no main-empire, minor-ratio or
  copy-limit check (the reserve and technology rules still apply: "All Standard Game rules
  apply").
- Optional Rule (ALLIED FORCES, L1704): an Allied main empire may stock its ally's cards as
  minor cards counting 1/2 and supporting non-allied minor cards.
- Optional Rule (CORPORATE PIRATES, L1352): Corporate Pirates are treated as Allied to the
  Corporate Aggressors (1/2 card and support in a Corporate deck).
"""

from __future__ import annotations

import itertools
from collections import Counter, defaultdict
from dataclasses import dataclass
from fractions import Fraction

from ge_desktop.cards.catalog import Affiliation, Catalog, EmpireStatus
from ge_desktop.cards.decks import MAX_DECK_CARDS, Deck, DeckGame
from ge_desktop.cards.model import Card, CardClass, CardType, SplitRole

MAX_DUAL_TYPE_SEARCH = 12  # dual-type cards tried exhaustively; beyond this, greedily


@dataclass(frozen=True)
class StockingOptions:
    """Switches for the optional rules and per-format limits."""

    players: int = 2
    installations_and_psys_support_ships: bool = False  # Optional Rule (USING MINOR EMPIRE CARDS)
    main_empire_supports_any_type: bool = False  # Optional Rule (USING MINOR EMPIRE CARDS)
    max_identical_copies: int | None = None  # per-format limit; off by default
    max_entities: int | None = None  # strength-10 cards; per-format limit, off by default
    challenge_points: int | None = None  # The 200 Point Challenge: the deck's total strength (200, 250 ...)
    free_for_all: bool = False  # Free For All: any cards of any empires
    allied_main_stocks_ally: bool = False  # Optional Rule (ALLIED FORCES L1704)
    corporate_pirates_allied: bool = False  # Optional Rule (CORPORATE PIRATES L1352)


CHALLENGE_TYPES = 8  # The 200 Point Challenge: at least 8 different card types
CORPORATE_PIRATES = "Corporate Pirates"
CORPORATE_MAJOR = "Corporate Aggressors"


@dataclass(frozen=True)
class Violation:
    rule: str  # the rulebook heading
    message: str  # a full sentence
    card_ids: tuple[str, ...] = ()
    lines: tuple[int, ...] = ()

    def __str__(self) -> str:
        where = f" (line {', '.join(map(str, self.lines))})" if self.lines else ""
        return f"{self.rule}: {self.message}{where}"


def _lines_of(deck: Deck, cards: list[Card]) -> tuple[int, ...]:
    ids = {c.id for c in cards}
    return tuple(sorted({e.line for e in deck.entries if e.card.id in ids and e.line}))


def _names(cards: list[Card]) -> str:
    labels = sorted({c.label for c in cards})
    shown = ", ".join(labels[:4])
    return shown + (f" and {len(labels) - 4} more" if len(labels) > 4 else "")


def check_size(deck: Deck) -> list[Violation]:
    """STOCKING THE DECK: a deck is cards selected from a collection: not none, and not more
    than GE Desktop plays (``decks.MAX_DECK_CARDS``; the rules set no upper bound)."""
    count = len(deck)
    if count == 0:
        return [Violation("STOCKING THE DECK", "the deck holds no card; each player stocks his deck with the cards he selects from his collection.")]
    if count > MAX_DECK_CARDS:
        return [Violation("STOCKING THE DECK", f"the deck holds {count:,} cards; GE Desktop plays decks of at most {MAX_DECK_CARDS:,}.")]
    return []


def check_deck(deck: Deck, catalog: Catalog, options: StockingOptions | None = None) -> list[Violation]:
    """Every stocking rule the deck breaks (empty when the deck is legal); an empty deck
    breaks STOCKING THE DECK, and an oversized one is refused by its size alone."""
    options = options or StockingOptions()
    size = check_size(deck)
    if len(deck) > MAX_DECK_CARDS:
        return size  # refused by its size before the work of the other rules
    return size + _check_rules(deck, catalog, options)


def _check_rules(deck: Deck, catalog: Catalog, options: StockingOptions) -> list[Violation]:
    if deck.game is DeckGame.BASIC:
        # 1994 Basic Game, *Create the Deck*: "The deck may be formed from any cards as
        # desired by the players" -- one shared deck, no stocking rules, no reserve fleet.
        return []
    main_empire = catalog.empire(deck.empire)
    if options.free_for_all:
        # Free For All: "not required to stock their deck with only one empire's ships".
        return _check_reserve(deck, options) + _check_technology(deck) + _check_challenge(deck, options)
    if main_empire is None:
        known = ", ".join(e.name for e in catalog.empires)
        return [Violation("ANNOUNCE DECK EMPIRE", f"the deck announces '{deck.empire}', which is not an empire this catalog knows ({known}).")]
    violations = _check_major(deck, catalog, main_empire.name, options)
    violations += _check_minor_ratio(deck, catalog, main_empire.name, options)
    violations += _check_reserve(deck, options)
    violations += _check_technology(deck)
    if options.challenge_points is None:
        violations += _check_copy_limits(deck, options)
    violations += _check_challenge(deck, options)
    violations += _check_empire_decks(deck, catalog, main_empire.name)
    violations += _check_elements(deck, catalog, main_empire.name)
    return violations


def _check_elements(deck: Deck, catalog: Catalog, main: str) -> list[Violation]:
    """v2.1 P.O.T. L1275: "Players may elect to represent the overall P.O.T. or one distinct
    element. When playing one distinct element only ship cards of that element and generic P.O.T.
    ships may be used. Ships from multiple elements may not be used together." A deck holding an
    element's ship represents that element (the deck file names no element): so its element ships
    are all of one element, and of its main empire (the card: "only in a Peladine P.O.T. deck")."""
    ships = [c for c in deck.all_cards() if c.element and c.primary_type is CardType.SHIP]
    elements = sorted({c.element for c in ships if c.element})
    if len(elements) > 1:
        return _empire_rule(deck, "P.O.T.", f"ships of one P.O.T. element only: this deck mixes {' and '.join(elements)}", ships)
    foreign = [c for c in ships if catalog.empire(c.empire) != catalog.empire(main)]
    if not foreign:
        return []
    return _empire_rule(deck, "P.O.T.", f"an element's ship is used only in a deck of its own empire and element ({elements[0]} P.O.T.)", foreign)


def _check_challenge(deck: Deck, options: StockingOptions) -> list[Violation]:
    """The 200 Point Challenge: the agreed strength total and at least 8 card types."""
    points = options.challenge_points
    if points is None:
        return []
    found = []
    cards = list(deck.all_cards())
    total = sum(c.strength for c in cards)
    if total != points:
        found.append(Violation("THE 200 POINT CHALLENGE", f"the deck holds {total} strength points of cards; the challenge agreed on {points}."))
    types = {c.primary_type for c in cards}
    if len(types) < CHALLENGE_TYPES:
        have = ", ".join(sorted(t.value for t in types)) or "none"
        message = f"the deck has {len(types)} card type(s) ({have}); at least {CHALLENGE_TYPES} different types must have a card each."
        found.append(Violation("THE 200 POINT CHALLENGE", message))
    return found


def _ally_of(empire_name: str, catalog: Catalog, options: StockingOptions) -> str | None:
    """The empire an empire is allied with (Corporate Pirates too, under the optional rule)."""
    empire = catalog.empire(empire_name)
    if empire is None:
        return None
    if empire.allied_with:
        ally = catalog.empire(empire.allied_with)
        return ally.name if ally else empire.allied_with
    if options.corporate_pirates_allied and empire.name == CORPORATE_PIRATES and catalog.empire(CORPORATE_MAJOR):
        return CORPORATE_MAJOR
    return None


# --- empire deck rules and card classes ---------------------------------------------------

CLASS_EMPIRES = {CardClass.AESTHETIC: "Aesthetic Empire", CardClass.COLLECTOR: "Collector Empire"}
FILARIAN = "Filarian Infesters"
NOBLES = "Nobles"


def class_empire(card: Card, catalog: Catalog) -> str | None:
    """[Card classes]: an Aesthetic class card counts as an Aesthetic Empire card, a
    Collector class card as a Collector Empire card (the name of that empire, or None)."""
    for card_class, name in CLASS_EMPIRES.items():
        if card_class in card.classes:
            empire = catalog.empire(name)
            return empire.name if empire is not None else name
    return None


def _empire_rule(deck: Deck, rule: str, message: str, wrong: list[Card]) -> list[Violation]:
    if not wrong:
        return []
    return [Violation(rule, f"{message}, but it stocks {_names(wrong)}.", tuple(sorted({c.id for c in wrong})), _lines_of(deck, wrong))]


def _check_empire_decks(deck: Deck, catalog: Catalog, main: str) -> list[Violation]:
    cards = deck.all_cards()
    if main == FILARIAN:
        # FILARIAN INFESTERS L1158: generic ships only: no empire ships, dragons or psys
        wrong = [
            c for c in cards
            if (c.primary_type is CardType.SHIP and not c.is_generic) or c.primary_type in (CardType.DRAGON, CardType.PSY)
        ]
        return _empire_rule(deck, "FILARIAN INFESTERS", "a Filarian deck uses only generic ships (no empire ships, dragons or psys)", wrong)
    if main == NOBLES:
        # NOBLES L1510: a Noble deck may not stock minor-empire ships
        minor = (Affiliation.MINOR, Affiliation.ALLIED)
        wrong = [c for c in cards if c.primary_type is CardType.SHIP and catalog.affiliation(c) in minor and catalog.empire(c.empire) != catalog.empire(NOBLES)]
        return _empire_rule(deck, "NOBLES", "a Noble deck may not stock minor-empire ships", wrong)
    return []


# --- major empires ----------------------------------------------------------------------


def _check_major(deck: Deck, catalog: Catalog, main: str, options: StockingOptions | None = None) -> list[Violation]:
    options = options or StockingOptions()
    main_ally = _ally_of(main, catalog, options) if options.allied_main_stocks_ally else None
    by_empire: dict[str, list[Card]] = defaultdict(list)
    for card in deck.all_cards():
        empire = catalog.empire(card.empire)
        if empire and catalog.affiliation(card) is Affiliation.MAJOR and empire.name not in (main, main_ally):
            by_empire[empire.name].append(card)
    return [
        Violation(
            "USING MAJOR EMPIRE CARDS",
            f"{_names(cards)} belong{'s' if len(set(cards)) == 1 else ''} to the major empire {name}, "
            f"but this deck's main empire is {main}; a major empire's cards may only be stocked in a deck of that empire.",
            tuple(sorted({c.id for c in cards})),
            _lines_of(deck, cards),
        )
        for name, cards in sorted(by_empire.items())
    ]


# --- minor empires ----------------------------------------------------------------------


@dataclass(frozen=True)
class _Weighing:
    """How one card counts for the minor-empire ratio."""

    minor_weight: Fraction  # how much of a minor card it is (0 for non-minor)
    support: Fraction  # how much it supports minor cards
    allied: bool = False  # an allied card in its ally's deck


@dataclass
class _GroupTotal:
    minor: Fraction = Fraction(0)  # all minor weight, allied included
    allied: Fraction = Fraction(0)  # allied weight alone
    support: Fraction = Fraction(0)  # non-minor cards
    allied_support: Fraction = Fraction(0)  # allied cards supporting non-allied minors
    cards: tuple[Card, ...] = ()

    def failed(self) -> bool:
        # Allied cards are supported by non-minor cards; together they support the rest:
        # 8 Tufor ships allow 4 Erodi ships, which allow 1 more non-allied minor ship.
        return self.allied > self.support / 4 or self.minor > (self.support + self.allied_support) / 4


def _weigh(card: Card, catalog: Catalog, main: str, options: StockingOptions | None = None) -> _Weighing | None:
    """None when the card is ignored by the ratio (generic ships, other major empires)."""
    options = options or StockingOptions()
    empire = catalog.empire(card.empire) or catalog.empire(class_empire(card, catalog))
    if empire is None:
        if card.primary_type is CardType.SHIP:
            return None  # generic ships do not count for this rule
        return _Weighing(Fraction(0), Fraction(1))
    if empire.name == main:
        return _Weighing(Fraction(0), Fraction(1))  # a minor main empire supports others too
    if _ally_of(empire.name, catalog, options) == main:
        return _Weighing(Fraction(1, 2), Fraction(1), allied=True)  # allied cards in their ally's deck
    if options.allied_main_stocks_ally and _ally_of(main, catalog, options) == empire.name:
        return _Weighing(Fraction(1, 2), Fraction(1), allied=True)  # Optional Rule L1704: the ally's cards
    if empire.indirigan:
        return _Weighing(Fraction(1, 2), Fraction(0))  # Indirigan tribe cards count 1/2
    if empire.status is EmpireStatus.MINOR or empire.allied_with:
        return _Weighing(Fraction(1), Fraction(0))
    return None  # other major empires: reported by the major-empire rule


def _ratio_group(card_type: CardType, options: StockingOptions) -> str:
    if options.main_empire_supports_any_type:
        return "all"
    if card_type is CardType.DRAGON:
        return str(CardType.SHIP.value)  # 'D' counts with 'S' for this rule
    return str(card_type.value)


def _group_totals(weighed: list[tuple[Card, _Weighing, CardType]], options: StockingOptions) -> dict[str, _GroupTotal]:
    totals: dict[str, _GroupTotal] = defaultdict(_GroupTotal)
    for card, weighing, card_type in weighed:
        total = totals[_ratio_group(card_type, options)]
        if weighing.minor_weight:
            total.minor += weighing.minor_weight
            total.cards += (card,)
        if weighing.allied:
            total.allied += weighing.minor_weight
            total.allied_support += weighing.support
        else:
            total.support += weighing.support
        # Optional rule: installations and psys also support minor ships and dragons.
        if options.installations_and_psys_support_ships and card_type in (CardType.INSTALLATION, CardType.PSY) and not weighing.minor_weight:
            totals[CardType.SHIP.value].support += weighing.support
    return totals


def _ratio_failures(totals: dict[str, _GroupTotal]) -> list[tuple[str, _GroupTotal]]:
    return [(group, total) for group, total in sorted(totals.items()) if total.failed()]


def _check_minor_ratio(deck: Deck, catalog: Catalog, main: str, options: StockingOptions) -> list[Violation]:
    base: list[tuple[Card, _Weighing, CardType]] = []
    dual: list[tuple[Card, _Weighing]] = []
    for card in deck.all_cards():
        weighing = _weigh(card, catalog, main, options)
        if weighing is None:
            continue
        if options.main_empire_supports_any_type and weighing.minor_weight == 0:
            # Optional rule: only the main empire's own cards support, whatever their type.
            empire = catalog.empire(card.empire)
            weighing = _Weighing(Fraction(0), Fraction(1) if empire and empire.name == main else Fraction(0))
        fixed = stocked_type(card)
        if fixed is not None:
            base.append((card, weighing, fixed))
        elif len(card.types) > 1:
            dual.append((card, weighing))
        else:
            base.append((card, weighing, card.primary_type))
    failures = _best_dual_assignment(base, dual, options)
    return [_minor_violation(deck, group, total) for group, total in failures]


def stocked_type(card: Card) -> CardType | None:
    """AQAARAN L1052: a unit with a base strength and a ship strength is stocked as the type
    of the higher one (None: not such a unit, or both equal, so the player picks)."""
    split = card.split
    if split is None or split.role not in (SplitRole.BASE, SplitRole.SHIP) or len(card.types) != 2:
        return None
    other = CardType.BASE if split.role is SplitRole.BASE else CardType.SHIP
    if split.strength == card.strength or other not in card.types:
        return None
    first = next(t for t in card.types if t is not other)
    return first if card.strength > split.strength else other


def _best_dual_assignment(
    base: list[tuple[Card, _Weighing, CardType]], dual: list[tuple[Card, _Weighing]], options: StockingOptions
) -> list[tuple[str, _GroupTotal]]:
    """CARD TYPE: each dual-type card counts as one of its types, chosen to satisfy the rule."""
    if not dual:
        return _ratio_failures(_group_totals(base, options))
    if len(dual) > MAX_DUAL_TYPE_SEARCH:  # greedily: each card as its first type
        return _ratio_failures(_group_totals(base + [(c, w, c.types[0]) for c, w in dual], options))
    best: list[tuple[str, _GroupTotal]] | None = None
    for choice in itertools.product(*[card.types for card, _ in dual]):
        assigned = base + [(card, w, t) for (card, w), t in zip(dual, choice, strict=False)]
        failures = _ratio_failures(_group_totals(assigned, options))
        if best is None or len(failures) < len(best):
            best = failures
        if not failures:
            break
    return best if best is not None else []


def _fmt(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{float(value):g}"


def _minor_violation(deck: Deck, group: str, total: _GroupTotal) -> Violation:
    kind = "cards" if group == "all" else f"'{group}' cards" + (" (with 'D')" if group == "S" else "")
    cards = list(total.cards)
    if total.allied > total.support / 4:
        detail = (
            f"its allied cards count {_fmt(total.allied)} (1/2 each) but its {_fmt(total.support)} non-minor {kind} "
            f"support only {_fmt(total.support / 4)}"
        )
    else:
        supporters = total.support + total.allied_support
        detail = (
            f"it counts {_fmt(total.minor)} minor-empire {kind} but its {_fmt(supporters)} supporting {kind} "
            f"allow only {_fmt(supporters / 4)}"
        )
    return Violation(
        "USING MINOR EMPIRE CARDS",
        f"{detail} (1 minor-empire card for every 4 non-minor cards of the same type); the minor cards are {_names(cards)}.",
        tuple(sorted({c.id for c in cards})),
        _lines_of(deck, cards),
    )


# --- reserve fleet ----------------------------------------------------------------------


def reserve_notes(deck: Deck, players: int) -> list[str]:
    """What the deck check says of a planned reserve larger than a game of ``players``
    allows: not a fault (v2.1 CREATING THE RESERVE FLEET: the player sets aside "equal to or
    less than the number of players" cards, chosen at the start of the game); the player
    chooses which, the rest go into the deck."""
    reserve = deck.reserve_cards()
    if len(reserve) <= players:
        return []
    notes = [
        f"CREATING THE RESERVE FLEET: the deck plans {len(reserve)} reserve cards; a game of {players} players sets aside at most {players}, "
        "which the player chooses at the start of the game (the rest go into the deck)."
    ]
    restricted = [c for c in reserve if "reserve" in c.title.lower() or c.unique]
    if restricted:
        notes.append(f"RESERVE FLEET RESTRICTIONS: {_names(restricted)} may not be chosen for the reserve fleet; it goes into the deck.")
    return notes


def _check_reserve(deck: Deck, options: StockingOptions) -> list[Violation]:
    reserve = deck.reserve_cards()
    if len(reserve) > options.players:
        return []  # a pool the player chooses from at the start of the game (``reserve_notes``)
    violations = []
    named = [c for c in reserve if "reserve" in c.title.lower()]
    if named:
        violations.append(
            Violation(
                "RESERVE FLEET RESTRICTIONS",
                f"{_names(named)} has 'reserve' in its title and may not start the game in the reserve fleet.",
                tuple(c.id for c in named),
                _lines_of(deck, named),
            )
        )
    unique = [c for c in reserve if c.unique]
    if unique:
        violations.append(
            Violation(
                "RESERVE FLEET RESTRICTIONS",
                f"{_names(unique)} is limited to one copy per deck and may never be placed in the reserve fleet.",
                tuple(c.id for c in unique),
                _lines_of(deck, unique),
            )
        )
    return violations


# --- technology slots and copy limits ---------------------------------------------------


def _check_technology(deck: Deck) -> list[Violation]:
    cards = deck.all_cards()
    slots = len(cards) // 25
    prototypes = [c for c in cards if CardClass.PROTOTYPE in c.classes]
    conjecturals = [c for c in cards if CardClass.CONJECTURAL in c.classes]
    used = Fraction(len(prototypes), 2) + len(conjecturals)
    if used <= slots:
        return []
    return [
        Violation(
            "Technology slots",
            f"the deck's {len(cards)} cards give {slots} technology slot{'s' if slots != 1 else ''} (1 per 25 cards), "
            f"but its Prototype (1/2 slot each) and Conjectural (1 slot each) cards use {_fmt(used)}.",
            tuple(sorted({c.id for c in prototypes + conjecturals})),
            _lines_of(deck, prototypes + conjecturals),
        )
    ]


def _copy_keys(card: Card) -> list[tuple[str, str]]:
    """Identities a card counts as for copy limits (a Krebiz combination: both parts)."""
    if card.combination is None:
        return [card.identity]
    parts = (card.combination.cruiser, card.combination.capsule)
    return [card.identity] + [(f"S{p.strength}", p.name.lower()) for p in parts]


def _check_copy_limits(deck: Deck, options: StockingOptions) -> list[Violation]:
    violations = []
    cards = deck.all_cards()
    if options.max_identical_copies is not None:
        counts: Counter[tuple[str, str]] = Counter()
        holders: dict[tuple[str, str], list[Card]] = defaultdict(list)
        for card in cards:
            for key in _copy_keys(card):
                counts[key] += 1
                holders[key].append(card)
        for key, count in sorted(counts.items()):
            if count > options.max_identical_copies:
                violations.append(
                    Violation(
                        "Copy limit (format option)",
                        f"'{key[0]} {key[1]}' is stocked {count} times; this format allows at most {options.max_identical_copies} identical copies.",
                        tuple(sorted({c.id for c in holders[key]})),
                        _lines_of(deck, holders[key]),
                    )
                )
    if options.max_entities is not None:
        entities = [c for c in cards if c.strength == 10]
        if len(entities) > options.max_entities:
            violations.append(
                Violation(
                    "Entity limit (format option)",
                    f"the deck holds {len(entities)} Entities (strength-10 cards); this format allows at most {options.max_entities}.",
                    tuple(sorted({c.id for c in entities})),
                    _lines_of(deck, entities),
                )
            )
    return violations
