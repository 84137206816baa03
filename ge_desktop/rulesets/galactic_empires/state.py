"""The mutable game state: cards, players, turn and phase. Changed only by the engine.

Structure
---------
- ``GameState.cards[i]`` is the ``CardState`` of physical card ``InstanceId(i)``; its
  ``zone`` says where it is. Each card is in exactly one place:
  * a pile of one player (``PlayerState.deck``, ``hand``, ``discard``, ``reserve``, ``hq``,
    ``ante``, ``removed``; the top of deck and Discard Pile is the *end* of the list), or
  * in play: a root of a player's area (``PlayerState.roots``, in play order) or a child
    of another card (``CardState.children``, in play order; ``parent`` points back).
- ``owner`` is who brought the card to the game; ``controller`` is whose fleet it is in
  (v2.1 *THE FLEET*: every card a player plays is in his fleet, even one played against
  an opponent). In the Basic Game every card is owned by seat 0 (one shared deck).
- set aside out of play for a time (v2.1 TIME CARDS: "treated as if it were not there"): a
  stack keeps its shape, its cards in ``Zone.SET_ASIDE``, its root in ``PlayerState.set_aside``.
- ``PlayerState.pool`` holds the points generated this Allocation Phase and not yet
  allocated; ``CardState.received`` the points a card was given this turn.

Each class lists its fields once; ``clone()`` (and each class's ``copy()``), the canonical
form, the digest and ``describe`` are derived from those lists (``engine/canonical.py``:
a list or dict is copied, ``CardInfo`` values and the config are shared because they never
change, the caches start empty).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

from ge_desktop.cards.model import PointType
from ge_desktop.engine.canonical import cache, derived_copy, outside
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Outcome as Outcome  # re-exported: the state names how it ended
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.config import GameConfig, Variant
from ge_desktop.rulesets.galactic_empires.field_uses import SwitchedOn
from ge_desktop.rulesets.galactic_empires.pending import Choice, DiscardItem, FireState, Pending, Step, Window
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Phase, Zone

T = TypeVar("T")
MOVED = 0  # the marker in CardState.used_functions: this card moved this turn
DOUBLED = -1  # the marker in CardState.used_functions: a technician doubled a point this turn


@dataclass(slots=True, eq=False)
class CardState:
    """One physical card: where it is, who owns and controls it, its position and dice.

    One line per field: ``copy()``, the digest and ``describe`` come from this list
    (``engine/canonical.py``)."""

    id: InstanceId
    info: CardInfo  # its printed facts, shared (the canonical form holds the card id)
    owner: Seat
    controller: Seat = field(init=False)  # the owner until a card takes control
    zone: Zone = Zone.DECK
    seat: Seat = field(init=False)  # whose pile or table area holds the card (the owner's at first)
    parent: InstanceId | None = None
    children: list[InstanceId] = field(default_factory=list)
    engaged: bool = True
    face_up: bool = False
    revealed: bool = False  # shown to everyone while in a hidden pile
    dice: dict[DieKind, int] = field(default_factory=dict)
    received: dict[PointType, int] = field(default_factory=dict)
    played_turn: int = 0  # controller's turn number when it entered play
    used_functions: set[int] = field(default_factory=set)  # function numbers used this turn; 0: moved
    stunned_by: Seat | None = None  # lobster: disengaged until this seat's next turn
    card_damage: int = 0  # part of a terrain's structure damage that is card damage (not repairable)
    in_reaction: bool = False  # entered play as a reaction (v2.1 BASE CARDS: splash damage)
    heavy_fired: int = 0  # heavy weapons fired since its ammunition was allocated
    weapons_spent: int = 0  # its single-use weapons fired since it came into play or was rearmed
    spent_turn: int = 0  # the player turn (``stats.turn_index``) it last spent a single-use weapon in
    borrowed: InstanceId | None = None  # an equipment card at another location also working here (a Sysop's link)
    drains: InstanceId | None = None  # the opponent's card whose output it drains (a black hole's link)
    carried_to: list[InstanceId] = field(default_factory=list)  # locations of the missions it carried this turn (a carrier of two crew)
    known_to: set[Seat] = field(default_factory=set)  # seats that saw it in another's hand (a scout), until it moves
    pushed_off: bool = False  # pushed off an opponent's terrain: no HQ protection until it moves (v2.1 SHIP MOVEMENT)
    # h-double (issue 38): add yours below this line
    doubled_until: int = 0  # its effects count twice while ``stats.turn_index`` is below this (resolvers/doubling.py: Unlucky Crew Action, Void Dragoness)
    free_crew_turn: int = 0  # the player turn (``stats.turn_index``) a crew was last played onto it free (Troop Ship)
    damage_cut_turn: int = 0  # the player turn (``stats.turn_index``) its first damage was cut (Krebiz Monolith, ``damage.first_damage_cut``)
    whole: CardInfo | None = None  # a Krebiz combination card playing as one part (``info`` holds the part's facts): its own facts
    proxy_for: InstanceId | None = None  # a proxy capsule (v2.1 KREBIZ): the combination card whose separated part it shows
    #
    # h-copy (issue 38): add yours below this line
    blinded_turn: int = 0  # its controller's turn (``turns_taken``) in which it may not fire: an Argonian Strobe blinded it (resolvers/blinding.py)
    blinding_seat: int = -1  # an Argonian Strobe: the opponent it last blinded (-1: none) ...
    blinding_turn: int = 0  # ... in its controller's turn number (``turns_taken``) then: not the same opponent the next turn
    tractors: InstanceId | None = None  # a Tractor Beam: the opposing ship it holds (resolvers/tractor.py)
    discoveries: int = 0  # cards drawn so far by this Discovery of Discoveries as it resolves (resolvers/officers.py)
    #
    # h-dictate (issue 38): add yours below this line
    against_fleet: Seat | None = None  # the opponent whose whole fleet it is played against (Kraken, Zarom)
    research_burden: int = 0  # research it needs to engage besides its own, in its player's turn ``burden_turn`` (Sargassos)
    burden_turn: int = 0  # that turn: the controller's ``turns_taken`` then (0: none)
    also_against: list[InstanceId] = field(default_factory=list)  # the other cards it is played against besides its parent (Ship Collision's second ship)
    spread: list[InstanceId] = field(default_factory=list)  # units picked so far for the damage it spreads (a minefield), or to blind (Argonian Strobe)
    halts: InstanceId | None = None  # the opponent's monster it stops (a Monster Halt's link)
    halted_by: InstanceId | None = None  # the card that says it stops this monster (valid while that card's ``halts`` names it)
    #
    # h-piles (issue 38): add yours below this line
    held_by: InstanceId | None = None  # a card in Zone.HELD: the card in play that holds it out of play, face up (Well of Time: rules/held_piles.py)
    back_seat: Seat | None = None  # a set-aside root: it comes back as this seat's turn number ``back_turn`` begins (None: as the next player turn begins)
    back_turn: int = 0  # ... that turn number of ``back_seat``, or the player turn (``stats.turn_index``) it was set aside in
    aside_from: InstanceId | None = None  # a set-aside root: the card it was on (it goes back there if that card is still in play)
    fire_damaged_by: list[InstanceId] = field(default_factory=list)  # a terrain: the units whose weapons fire damaged it while it is in play (Volatile Terrain)
    evacuated_by: InstanceId | None = None  # a set-aside root: the Time Evacuation that set it aside (it comes back with a strength 1 card drawn)
    answered_turn: int = 0  # a Time Thief: the player turn (``stats.turn_index``) its stack's owner last answered it in (rules/thief_answers.py)
    trapped_by: InstanceId | None = None  # a set-aside root: the Time Trap in play that keeps it aside (back as the trap leaves play)
    #
    # h-guest (issue 38): add yours below this line
    reacted_turn: int = 0  # the player turn (``stats.turn_index``) its once-each-player-turn reaction was last used (Nagiridni Pirate Outpost)
    own_output_stopped_turn: int = 0  # its controller's turn on which this terrain card's own points are eliminated (Sun Spot)
    psy_uses: list[InstanceId] = field(default_factory=list)  # the fields whose functions this psy switched on this turn, one entry a function
    functions_on: list[SwitchedOn] = field(default_factory=list)  # the field functions it switched on, until its next Record Keeping (field_uses.py)
    #
    # h-moves (issue 38): add yours below this line
    #
    # h-plays (issue 38): add yours below this line
    remembered: SwitchedOn | None = None  # the (field, function) a muse picked as it was played; it uses it free once a turn (rules/remembered_functions.py)
    diverted_to: Seat | None = None  # the player an Anomaly Portal diverted this card's play onto (resolvers/just_played.py, base.choose_opponent)
    fire_bonus: int = 0  # damage added to the unit's next weapons fire (Offensive/Defensive Electronic Warfare)
    volley_evasion: int = 0  # damage taken off the next weapons volley aimed at the unit (Evasive Maneuvers played in advance)
    output_stopped_turn: int = 0  # its controller's turn on which its stack generates no points (Cessation of Production)
    repaired_dice: list[DieKind] = field(default_factory=list)  # the die each repair point lowered on turn repaired_turn (Repair Malfunction)
    repaired_turn: int = 0
    #
    # h-perf (issue 38): add yours below this line
    strength_drift: int = 0  # strength gained (+) or lost (-) for good while in play, a point a turn (resolvers/growth.py: Space Illness)
    last_damage: int = 0  # the damage a growing hazard caused the last time it acted (resolvers/growth.py: Maelstrom)
    bound_seat: Seat | None = None  # the opponent whose fleet it was played to (resolvers/growth.py: Time Fiend)
    exchange_seat: Seat | None = None  # the opponent whose hand it is exchanging cards of, while it resolves (resolvers/hand_exchange.py)
    exchanged: int = 0  # cards of that hand discarded so far, each replaced by a draw once it is done
    #

    def __post_init__(self) -> None:
        self.controller = self.owner
        self.seat = self.owner

    copy = derived_copy()

    def die(self, kind: DieKind) -> int:
        return self.dice.get(kind, 0)

    @property
    def in_play(self) -> bool:
        return self.zone is Zone.PLAY


@dataclass(slots=True)
class PlayerState:
    """One seat: piles, table area roots, Sector HQ, and this turn's counters."""

    seat: Seat
    deck_name: str
    empire: str | None
    deck: list[InstanceId] = field(default_factory=list)
    hand: list[InstanceId] = field(default_factory=list)
    discard: list[InstanceId] = field(default_factory=list)
    reserve: list[InstanceId] = field(default_factory=list)
    hq: list[InstanceId] = field(default_factory=list)
    ante: list[InstanceId] = field(default_factory=list)
    removed: list[InstanceId] = field(default_factory=list)
    roots: list[InstanceId] = field(default_factory=list)
    hq_damage: int = 0
    damage_dealt: int = 0  # Sector HQ damage this player has dealt to others
    eliminated: bool = False
    reserve_done: bool = False
    turns_taken: int = 0  # player turns started; 1 during his first turn
    plays_used: int = 0  # Card Plays this player turn (v2.1 L299)
    big_plays: int = 0  # ships/bases/dragons/installations/psys played this turn (turn 2 rule)
    pool: dict[PointType, int] = field(default_factory=dict)
    generated: dict[PointType, int] = field(default_factory=dict)  # this allocation's output so far
    command_total: int = 0  # command points of this complete turn (v2.1 L480)
    command_committed: int = 0  # command points given to command requirements (no slot)
    allocation_started: bool = False  # a point was declared or allocated this turn
    extra_plays: int = 0  # Card Plays beyond 3 that cards gave this turn
    free_crew_plays: bool = False  # crew cards play outside the Card Play limit this turn (Parallel Universe)
    economy_healing: int = 0  # healing points in the pool that are declared economy (no monsters)
    agenda_turns: dict[str, int] = field(default_factory=dict)  # agenda card id -> complete turn it was last accomplished
    agendas_restored: bool = False  # 25 strength of agendas restored his Sector HQ (once per game)
    half_funded: list[InstanceId] = field(default_factory=list)  # Krebiz capsules whose combination this turn's allocation funded for one part only
    # h-dragon (issue 38): healing points produced for dragons only (Dragon Cave) or dragons and monsters
    # (Dragon Lair, Quark Dragoness) that were used this allocation (rules/allocation.py)
    dragon_healing_used: int = 0
    beast_healing_used: int = 0
    # h-double (issue 38): add yours below this line
    #
    # h-copy (issue 38): add yours below this line
    local_repair_used: dict[InstanceId, int] = field(default_factory=dict)  # repair points of a local_repair card used at its location this allocation
    #
    # h-dictate (issue 38): add yours below this line
    #
    # h-piles (issue 38): add yours below this line
    held: list[InstanceId] = field(default_factory=list)  # his cards held out of play, face up, by cards in play (Zone.HELD; CardState.held_by)
    free_plays: int = 0  # plays this turn not counted as Card Plays (Time Expansion: resolvers/time.py, rules/plays.count_play)
    free_play_strength: int = 0  # ... of cards of at most this strength
    set_aside: list[InstanceId] = field(default_factory=list)  # roots of his stacks set aside out of play (Zone.SET_ASIDE; rules/set_aside.py)
    #
    # h-guest (issue 38): add yours below this line
    magnifier_loan: tuple[InstanceId, InstanceId, InstanceId] | None = None  # (card, lender, borrower): lender's Phaser Magnifier lent (magnifier_loan.py)
    magnifier_loan_turn: int = 0  # ... in his turn number (``turns_taken``) then
    negated_until: int = 0  # terrain and hazards played against his fleet do nothing while stats.turn_index is below this (Scientific Breakthrough)
    #
    # h-moves (issue 38): add yours below this line
    #
    # h-plays (issue 38): add yours below this line
    sequence_next: int = 0  # the strength a card play must have to be free on his turn sequence_turn (Sequential Continuum: resolvers/card_sequence.py)
    sequence_turn: int = 0
    requirement_multipliers: list[InstanceId] = field(default_factory=list)  # cards multiplying his units' needs of a point type (Broken Supply Lines)
    # point type -> the player's turn (turns_taken) on which his fleet's points of that type are lost
    # as generated (Economic Crisis, Labor Strikes: resolvers/fleet_points.py), and on which he may
    # not declare economy as that type (Labor Strikes)
    points_withheld: dict[PointType, int] = field(default_factory=dict)
    declaring_barred: dict[PointType, int] = field(default_factory=dict)
    fire_halved_turn: int = 0  # his turn on which only half his fleet's ships may fire (False Intelligence Report)
    points_cut: dict[PointType, int] = field(default_factory=dict)  # points his fleet generates fewer of on turn points_cut_turn (Shipping Delays)
    points_cut_turn: int = 0
    draws_cut: int = 0  # cards fewer he may draw in the Draw Cards Phase of his turn draws_cut_turn (Cursed Alien Artifact)
    draws_cut_turn: int = 0
    refill_to: int = 0  # after the Draw Cards Phase of his turn refill_turn he draws up to this many cards (Capital Revitalization)
    refill_turn: int = 0
    command_cut_by: InstanceId | None = None  # a card taking command points off his fleet while in play (Command Disjunction)
    #
    # h-perf (issue 38): add yours below this line
    mini_deck: list[InstanceId] = field(default_factory=list)  # a Time Tornado's mini deck (Zone.MINI_DECK, top last), hidden like the deck
    mini_draws: int = 0  # cards he draws from it in each Draw Cards Phase besides his draws (one per Time Tornado that made it: resolvers/mini_deck.py)
    compressed_turn: int = 0  # his turn (turns_taken) on which a Time Compression limits the cards he plays (resolvers/compression.py)
    compressed_left: int = 0  # ... the cards he may still play in it
    compressed_phase: Phase | None = None  # ... the one Card Play phase he plays them in (his first play's)
    draws_stopped_turn: int = 0  # his turn (turns_taken) whose Draw Cards Phase a card ended with no draw (Cessation of Time: resolvers/draw_phase.py)
    #

    def pile(self, zone: Zone) -> list[InstanceId]:
        pile: list[InstanceId] = getattr(self, _PILE_FIELDS[zone])
        return pile

    copy = derived_copy()


_PILE_FIELDS = {
    Zone.DECK: "deck",
    Zone.HAND: "hand",
    Zone.DISCARD: "discard",
    Zone.RESERVE: "reserve",
    Zone.HQ: "hq",
    Zone.ANTE: "ante",
    Zone.REMOVED: "removed",
    Zone.MINI_DECK: "mini_deck",
    Zone.HELD: "held",  # h-piles
}


@dataclass(eq=False)
class GameState:
    """The whole mutable state of one game: one line per field (``engine/canonical.py``
    derives the copy, the canonical form and the digest from this list)."""

    config: GameConfig = outside()  # fixed for the game (the record's header carries it)
    cards: list[CardState] = field(default_factory=list)
    players: list[PlayerState] = field(default_factory=list)
    rng: GameRandom = field(init=False)  # seeded from the config
    phase: Phase = Phase.RESERVE
    turn_order: list[Seat] = field(init=False)  # the seats in order of the players at first
    active: Seat = Seat(0)  # whose player turn it is (or who chooses a reserve)
    complete_turn: int = 0  # 1 during the first complete turn
    outcome: Outcome | None = None
    version: int = outside(0)  # bumped by every applied action (cache key)
    memo: dict[object, Any] | None = cache()  # derived facts while the state is read only (``memoized``)
    moves: int = outside(0)  # counts card moves (a cache key for the cards in play)
    _in_play: tuple[int, list[CardState]] | None = cache()
    # Combat, reactions and card effects (see pending.py):
    fire: FireState | None = None  # during the Weapons Fire Phase
    pending: list[Pending] = field(default_factory=list)  # the reaction stack, bottom first
    window: Window | None = None  # players being asked whether they react
    unwinding: bool = False  # the stack is resolving, last in first out
    steps: list[Step] = field(default_factory=list)  # resolution work still to do, in order
    choice: Choice | None = None  # a decision a card asks of a player
    manual: tuple[Seat, InstanceId] | None = None  # a manual card being resolved by hand
    manual_changes: int = 0  # free-form actions taken so far to resolve it (none: its effect is not applied)
    control_links: dict[InstanceId, tuple[tuple[InstanceId, Seat], ...]] = field(default_factory=dict)  # controlling card -> (card, previous controller)
    # h-double (issue 38): add yours below this line
    #
    # h-copy (issue 38): add yours below this line
    spared: list[tuple[InstanceId, int]] = field(default_factory=list)  # (unit, stack index): no damage takes its last point while that item resolves
    #
    # h-dictate (issue 38): add yours below this line
    #
    # h-piles (issue 38): add yours below this line
    just_discarded: list[DiscardItem] = field(default_factory=list)  # cards just discarded, each waiting for its window (discarded.py)
    #
    # h-guest (issue 38): add yours below this line
    negating_until: int = 0  # the latest PlayerState.negated_until: 0 or past, nothing is negated (stats.source_active asks it first)
    #
    # h-moves (issue 38): add yours below this line
    halved_for: list[tuple[InstanceId, int]] = field(default_factory=list)  # (unit, stack index): damage to it is halved while that item resolves
    #
    # h-plays (issue 38): add yours below this line
    #
    # h-perf (issue 38): add yours below this line
    #

    def __post_init__(self) -> None:
        self.rng = GameRandom(self.config.seed)
        self.turn_order = [p.seat for p in self.players]

    # --- queries --------------------------------------------------------------------------

    @property
    def player_count(self) -> int:
        return len(self.players)

    @property
    def shared_deck(self) -> bool:
        """Basic Game: every player draws from and discards to seat 0's piles."""
        return self.config.variant is Variant.BASIC

    def pile_player(self, seat: Seat) -> PlayerState:
        """Whose deck and Discard Pile ``seat`` uses."""
        return self.players[0] if self.shared_deck else self.players[seat]

    def card(self, instance: InstanceId) -> CardState:
        return self.cards[instance]

    def in_play(self) -> Iterator[CardState]:
        """Every card in play, each stack depth-first from its root, areas in seat order.

        The list is kept until a card moves (``zones.py`` counts every move in ``moves``).
        """
        cached = self._in_play
        if cached is None or cached[0] != self.moves:
            cached = self._in_play = (self.moves, self._in_play_list())
        return iter(cached[1])

    def _in_play_list(self) -> list[CardState]:
        cards = self.cards
        found: list[CardState] = []
        for player in self.players:
            todo = [cards[r] for r in reversed(player.roots)]
            while todo:
                card = todo.pop()
                found.append(card)
                if card.children:
                    todo.extend(cards[c] for c in reversed(card.children))
        return found

    def stack(self, root: InstanceId) -> Iterator[CardState]:
        card = self.cards[root]
        yield card
        for child in card.children:
            yield from self.stack(child)

    def fleet(self, seat: Seat) -> Iterator[CardState]:
        """The cards in play that ``seat`` controls (his fleet)."""
        return (c for c in self.in_play() if c.controller == seat)

    @contextmanager
    def memoized(self) -> Iterator[None]:
        """Within the block the state does not change: derived facts (cards in play, unit
        weapons, ...) are computed once. Used while listing legal actions."""
        if self.memo is not None:
            yield
            return
        self.memo = {}
        try:
            yield
        finally:
            self.memo = None

    def root_of(self, card: CardState) -> CardState:
        while card.parent is not None:
            card = self.cards[card.parent]
        return card

    @property
    def to_act(self) -> Seat:
        """Who must act now: a choice's player, the player asked to react, or the active player."""
        if self.choice is not None:
            return self.choice.seat
        if self.window is not None:
            return self.window.asked
        if self.manual is not None:
            return self.manual[0]
        return self.active

    @property
    def busy(self) -> bool:
        """Is something waiting on the reaction stack, a window, a choice or a manual step?"""
        return bool(self.pending or self.steps) or self.window is not None or self.choice is not None or self.manual is not None

    def living_seats(self) -> list[Seat]:
        """Seats still in the game, in turn order."""
        return [s for s in self.turn_order if not self.players[s].eliminated]

    # --- copying --------------------------------------------------------------------------

    copy = derived_copy()

    def clone(self) -> GameState:
        clone: GameState = self.copy()
        return clone


def memo(state: GameState, key: object, compute: Callable[[], T]) -> T:
    """``compute()``, remembered while the state is read only (``GameState.memoized``)."""
    cache = state.memo
    if cache is None:
        return compute()
    if key in cache:
        known: T = cache[key]
        return known
    value = cache[key] = compute()
    return value
