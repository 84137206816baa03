"""Play Cards Phases A and B: card plays, reserve swaps and card functions.

- At most 3 Card Plays per player turn across Phase A, Weapons Fire and Phase B (L299),
  plus any a card gives; a card play and a reserve swap each cost one.
- Turn 1: only terrain (reserve swaps allowed). Turn 2: at most one ship, base, dragon,
  installation or psy (v2.1 TURN 1 / TURN 2 RESTRICTIONS); the Basic Game's own limits
  (one ship or base; one major empire's ships in a fleet) are in ``basic_game.py``.
- Where a card may go: ``placement.py``. Command slots: ``command.py``.
- A card with printed requirements enters disengaged, one without enters engaged; passive
  equipment always engaged; non-passive equipment without requirements and ability cards
  take their unit's/crew's position (v2.1 L371, EQUIPMENT CARDS, ABILITY CARDS).
- A played card waits on the reaction stack: it is not in play until its play completes
  (v2.1 L373), then its on-play effects resolve, a card with a duration gets a duration
  die, and a card discarded after use with no card action goes (``resolution.py``).
- ``use #N F [at #M [with #K]|pS]``: a card action of an engaged card (once per complete turn,
  v2.1 L426), naming the card or player it acts on when it needs one; it is reactable too.
"""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import emf, errors
from ge_desktop.rulesets.galactic_empires.actions import PlayCard, SwapReserve, UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo, fire_or_carry_function
from ge_desktop.rulesets.galactic_empires.command import slots_available, within_limit
from ge_desktop.rulesets.galactic_empires.config import MAX_CARD_PLAYS
from ge_desktop.rulesets.galactic_empires.discarded import answers_a_discard
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import CardEngaged, EffectResolved, FunctionUsed
from ge_desktop.rulesets.galactic_empires.krebiz import RULE as KREBIZ_RULE
from ge_desktop.rulesets.galactic_empires.krebiz import as_played, combination_separation_problem, is_capsule, is_cruiser, play_as_part, separation_problem
from ge_desktop.rulesets.galactic_empires.missions import (
    LOCATIONS,
    along_bonus,
    can_travel,
    carrier_for,
    free_mission_giver,
    goes_along,
    location_of,
    mission_problem,
    needs_mission,
    transport_effect,
)
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, MissionLeg, PlayItem
from ge_desktop.rulesets.galactic_empires.placement import check_target
from ge_desktop.rulesets.galactic_empires.resolution import submit
from ge_desktop.rulesets.galactic_empires.resolvers.allocation_plays import allocation_card_play, allocation_play, allocation_play_problem, free_allocation_play
from ge_desktop.rulesets.galactic_empires.resolvers.base import Context, chosen_candidates
from ge_desktop.rulesets.galactic_empires.resolvers.blinding import blinding_problem
from ge_desktop.rulesets.galactic_empires.resolvers.card_plays import card_play_cap
from ge_desktop.rulesets.galactic_empires.resolvers.card_sequence import advance_sequence, continues_sequence
from ge_desktop.rulesets.galactic_empires.resolvers.compression import compression_problem, count_compressed_play
from ge_desktop.rulesets.galactic_empires.resolvers.decks import sole_function_problem
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import actions_dictator
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import use_problem as dictated_use_problem
from ge_desktop.rulesets.galactic_empires.resolvers.fleet import control_needs_slot
from ge_desktop.rulesets.galactic_empires.resolvers.growth import strength_cap_problem
from ge_desktop.rulesets.galactic_empires.resolvers.krebiz import cruiser_under
from ge_desktop.rulesets.galactic_empires.resolvers.lucky import answers_own
from ge_desktop.rulesets.galactic_empires.resolvers.placed_from_deck import entry_position
from ge_desktop.rulesets.galactic_empires.resolvers.reserve_energy import discard_phase_use, discard_phase_use_problem
from ge_desktop.rulesets.galactic_empires.resolvers.reserve_fleet import barred_from_reserve
from ge_desktop.rulesets.galactic_empires.resolvers.resource_theft import theft_problem
from ge_desktop.rulesets.galactic_empires.resolvers.salvage import draw_phase_use, draw_phase_use_problem
from ge_desktop.rulesets.galactic_empires.resolvers.ships import any_free_crew_ship, free_crew_ship, take_free_crew_play
from ge_desktop.rulesets.galactic_empires.resolvers.terrain_output import conversion_problem
from ge_desktop.rulesets.galactic_empires.rules import psy_functions, remembered_functions, thief_answers
from ge_desktop.rulesets.galactic_empires.rules.basic_game import empire_problem, turn_2_kinds
from ge_desktop.rulesets.galactic_empires.state import MOVED, CardState, GameState, memo
from ge_desktop.rulesets.galactic_empires.stats import equipment_stopped, fired_this_turn, functions_suspended, one_function_only, pending_cards, unit_of
from ge_desktop.rulesets.galactic_empires.terms import Phase, Placement, Zone
from ge_desktop.rulesets.galactic_empires.zones import to_pile, to_table


def placement_of(action: PlayCard) -> Placement:
    if action.to_hq:
        return Placement.HQ
    if action.target is None:
        return Placement.ROOT
    return Placement.AGAINST if action.against else Placement.ON


def _valid_card(state: GameState, instance: int) -> CardState | None:
    return state.cards[instance] if 0 <= instance < len(state.cards) else None


def plays_left(state: GameState, seat: Seat) -> int:
    player = state.players[seat]
    left = MAX_CARD_PLAYS + player.extra_plays - player.plays_used
    cap = card_play_cap(state, seat)
    return left if cap is None else min(left, cap - player.plays_used)


def _in_allocation_too(state: GameState, seat: Seat, card: CardState | Violation) -> bool:
    """A card played in its player's own Allocation Phase as a Card Play (Reserve Power,
    Scientific Breakthrough), now."""
    if state.phase is not Phase.ALLOCATION or state.active != seat or isinstance(card, Violation):
        return False
    return allocation_card_play(card.info)


def _check_phase_and_plays(state: GameState, seat: Seat, in_allocation: bool = False) -> Violation | None:
    if not state.phase.is_card_play and not in_allocation:
        return Violation(errors.SEQUENCE, "cards are played only in Play Cards Phase A or B")
    cap = card_play_cap(state, seat)
    if cap is not None and state.players[seat].plays_used >= cap:  # Bureaucracy: no exception, not even a free crew play
        return Violation(errors.CARD_RULES, f"an opponent's card allows you at most {cap} Card Plays a turn")
    if plays_left(state, seat) <= 0:
        return Violation(errors.CARD_PLAY_LIMIT, "you have used all 3 Card Plays this turn")
    return None


def _in_hand(state: GameState, seat: Seat, instance: int) -> CardState | Violation:
    card = _valid_card(state, instance)
    if card is None or card.zone is not Zone.HAND or card.seat != seat:
        return Violation(errors.SEQUENCE, f"#{instance} is not in your hand")
    return card


def turn_restriction(state: GameState, seat: Seat, card: CardState) -> Violation | None:
    player = state.players[seat]
    if player.turns_taken == 1 and card.info.kind is not CardType.TERRAIN:
        return Violation(errors.TURN_1, "only terrain may be played in your first turn")
    if player.turns_taken == 2 and card.info.kind in turn_2_kinds(state) and player.big_plays >= 1:
        what = "ship, base or dragon" if state.shared_deck else "ship, base, dragon, installation or psy"
        return Violation(errors.TURN_2, f"at most one {what} in your second turn")
    earliest = _earliest_turn(card)
    if player.turns_taken < earliest:
        return Violation(errors.CARD_RULES, f"{card.info.label} may be played from your turn {earliest} on (as printed)")
    return empire_problem(state, seat, card.info)


def _earliest_turn(card: CardState) -> int:
    """A card printed 'may not be played in turn 1 or 2' (``play_restriction`` ``from_turn``)."""
    turns = [e.param("from_turn", 0) for e in card.info.effects if e.kind is Kind.PLAY_RESTRICTION]
    return max((t for t in turns if isinstance(t, int) and not isinstance(t, bool)), default=0)


def command_limit(state: GameState, seat: Seat, card: CardState, target: CardState | None) -> Violation | None:
    parent = target if target is not None and target.controller == seat else None
    if within_limit(state, seat, card.info, parent):
        return None
    return Violation(errors.COMMAND_LIMIT, f"{card.info.label} needs a command slot and all {slots_available(state, seat)} are used")


def _control_slot(state: GameState, seat: Seat, card: CardState, target: CardState | None) -> Violation | None:
    """v2.1 [Control] L507: taking control of a slot-using card needs a free slot."""
    if target is None or not any(e.kind is Kind.TAKE_CONTROL for e in card.info.effects):
        return None
    if control_needs_slot(state, seat, target):
        return Violation(errors.CONTROL, f"taking control of #{target.id} needs a free command slot")
    return None


def _card_problem(state: GameState, seat: Seat, instance: int, also: int | None = None) -> CardState | Violation:
    """The card ``instance`` if the checks of ``check_play`` before its place all pass (a
    Card Play left or a free crew play, the card in the hand, played alone, not an answer to
    its own mine), else the first that fails."""
    card = _in_hand(state, seat, instance)
    if not isinstance(card, Violation) and allocation_play(card.info):  # Early Shipment, Temporal Repetition
        problem = allocation_play_problem(state, seat)
        if problem is None and not free_allocation_play(card.info):
            problem = _check_phase_and_plays(state, seat, in_allocation=True)  # one of the Card Plays all the same
    else:
        problem = _check_phase_and_plays(state, seat, _in_allocation_too(state, seat, card))
    if problem and not (problem.rule == errors.CARD_PLAY_LIMIT and not isinstance(card, Violation) and _may_be_free(state, seat, card)):
        return problem
    compressed = compression_problem(state, seat)
    if compressed is not None:
        return Violation(errors.CARD_RULES, compressed)
    if isinstance(card, Violation):
        return card
    if also is not None:
        return Violation(errors.MISSIONS, "a shuttle, fighter or transporter is played together with a crew only in reaction mode")
    if answers_own(card):
        return Violation(errors.CARD_RULES, f"{card.info.label} is played only on your own mine's explosion, in answer to its card action")
    if answers_a_discard(card.info):
        return Violation(errors.CARD_RULES, f"{card.info.label} is played only to a card or stack that has just been discarded, as it reaches the Discard Pile")
    return card


def check_play(state: GameState, seat: Seat, action: PlayCard) -> Violation | None:
    card = _card_problem(state, seat, action.card, action.also)
    if isinstance(card, Violation):
        return card
    target = _valid_card(state, action.target) if action.target is not None else None
    if action.target is not None and (target is None or target.id in pending_cards(state)):
        return Violation(errors.PLACEMENT, f"#{action.target} is not a card in play")
    problem = choice_problem(card, action.choice)
    card = as_played(card, action.choice)  # a Krebiz combination card played as one part: that part's places and limits
    return problem or turn_restriction(state, seat, card) or strength_cap_problem(state, seat, card) or placement_problem(state, seat, card, action, target)


def choice_problem(card: CardState, choice: int) -> Violation | None:
    """A card that "does one of the following" is played as one of its choices (``choose N``,
    picked as it is played, so every player knows what the play does); any other card names none."""
    choices = card.info.choices
    if not choices:
        return Violation(errors.CARD_RULES, f"{card.info.label} offers no choice of effects") if choice else None
    if choice not in choices and card.info.parts:
        return Violation(KREBIZ_RULE, f"{card.info.label} is played whole ('choose 1'), as its cruiser ('choose 2') or as its capsule ('choose 3')")
    if choice not in choices:
        return Violation(errors.CARD_RULES, f"{card.info.label} does one of {len(choices)} things: play it with 'choose 1' to 'choose {choices[-1]}'")
    return None


def placement_problem(state: GameState, seat: Seat, card: CardState, action: PlayCard, target: CardState | None) -> Violation | None:
    """The checks of ``check_play`` that depend on where the card goes (``target``: the card
    in play ``action`` names, or None), and on the fleet a card taking a field's function is
    played to (its choice: ``remembered_functions.choice_problem``)."""
    taken = remembered_functions.choice_problem(state, seat, card, action.choice) if action.choice and not card.info.parts else None
    return (
        taken
        or check_target(state, seat, card.info, placement_of(action), target)
        or command_limit(state, seat, card, target)
        or _control_slot(state, seat, card, target)
        or _free_crew_place_problem(state, seat, card, target)
        or theft_problem(state, seat, card, target)
    )


def _may_be_free(state: GameState, seat: Seat, card: CardState) -> bool:
    """May ``card`` be played with no Card Play left: every crew is free this turn (Parallel
    Universe), or a troop ship of the fleet still takes its first crew free."""
    return _free_crew(state, seat, card) or any_free_crew_ship(state, seat, card)


def _free_crew_place_problem(state: GameState, seat: Seat, card: CardState, target: CardState | None) -> Violation | None:
    """With the Card Plays spent, a crew goes free only onto a troop ship's first crew place."""
    if card.info.kind is not CardType.CREW or plays_left(state, seat) > 0 or _free_crew(state, seat, card):
        return None
    if free_crew_ship(state, seat, card, target):
        return None
    return Violation(errors.CARD_PLAY_LIMIT, "you have used all 3 Card Plays this turn (only a troop ship's first crew of the turn is free)")


def playable(state: GameState, seat: Seat, card: CardState) -> bool:
    """Do the checks of ``check_play`` that do not depend on where the card goes all pass
    (``_card_problem`` and the turn restriction)? The legal-action listing asks this once
    per card of the hand, then only ``placement_problem`` for each place."""
    return _card_problem(state, seat, card.id) is card and turn_restriction(state, seat, card) is None and strength_cap_problem(state, seat, card) is None


def _free_crew(state: GameState, seat: Seat, card: CardState) -> bool:
    """v2.1 Card Play limit, and the cards that lift it: Parallel Universe (crew played outside
    it this turn), Time Expansion (up to 4 cards no stronger than it, ``_time_expanded``),
    Sequential Continuum (a card continuing the sequence of strengths, ``continues_sequence``)."""
    return (
        (state.players[seat].free_crew_plays and card.info.kind is CardType.CREW)
        or _time_expanded(state, seat, card)
        or continues_sequence(state, seat, card)
    )


def _time_expanded(state: GameState, seat: Seat, card: CardState) -> bool:
    player = state.players[seat]
    return player.free_plays > 0 and card.info.strength <= player.free_play_strength


def count_play(state: GameState, seat: Seat, card: CardState, target: CardState | None = None) -> None:
    """One Card Play spent on ``card`` (played onto ``target``), unless it is a free crew play."""
    player = state.players[seat]
    count_compressed_play(state, seat)  # Time Compression: every card played counts, free or not
    if advance_sequence(state, seat, card):
        if card.info.kind in turn_2_kinds(state):
            player.big_plays += 1
        return  # Sequential Continuum: the next strength of the sequence is no Card Play
    if take_free_crew_play(state, seat, card, target):
        return
    if _time_expanded(state, seat, card) and not (player.free_crew_plays and card.info.kind is CardType.CREW):
        player.free_plays -= 1  # one of Time Expansion's plays
        if card.info.kind in turn_2_kinds(state):
            player.big_plays += 1
        return
    if _free_crew(state, seat, card) or free_allocation_play(card.info):
        return
    player.plays_used += 1
    if card.info.kind in turn_2_kinds(state):
        player.big_plays += 1


def place_card(state: GameState, seat: Seat, card: CardState, action: PlayCard, events: list[Event]) -> None:
    """Put a played card where the play says (its play completes when the stack resolves)."""
    if action.to_hq:
        to_pile(state, card, Zone.HQ, seat, events)
        return
    to_table(state, card, seat, action.target, events)
    if action.target is not None and is_cruiser(card.info) and is_capsule(state.cards[action.target].info):
        cruiser_under(state, card, state.cards[action.target], events)  # v2.1 KREBIZ: a cruiser played onto its capsule
    card.controller = seat
    card.played_turn = state.players[seat].turns_taken
    card.engaged = entry_position(state, card)
    if not card.engaged:
        events.append(CardEngaged(card.id, False))
    if card.parent is None or state.cards[card.parent].info.kind is not CardType.SHIP:
        emf.free_field(state, card, events)  # v2.1 EMF: a Mechad ship played from the hand


def apply_play(state: GameState, seat: Seat, action: PlayCard, events: list[Event]) -> None:
    card = state.cards[action.card]
    play_as_part(card, action.choice)
    count_play(state, seat, card, state.cards[action.target] if action.target is not None else None)
    place_card(state, seat, card, action, events)
    submit(state, PlayItem(seat, card.id, choice=action.choice), events)


# --- reserve swap ------------------------------------------------------------------------


def check_swap(state: GameState, seat: Seat, action: SwapReserve) -> Violation | None:
    problem = _check_phase_and_plays(state, seat)
    if problem:
        return problem
    card = _in_hand(state, seat, action.card)
    if isinstance(card, Violation):
        return card
    out = _valid_card(state, action.reserve_card)
    if out is None or out.zone is not Zone.RESERVE or out.seat != seat:
        return Violation(errors.RESERVE_USE, f"#{action.reserve_card} is not in your reserve fleet")
    if card.info.strength < out.info.strength:
        return Violation(errors.RESERVE_USE, "the card going into the reserve must have equal or higher strength")
    if card.info.unique:
        return Violation(errors.RESERVE_RESTRICT, "a card limited to one copy per deck never goes into the reserve")
    if barred_from_reserve(card):
        return Violation(errors.RESERVE_RESTRICT, f"{card.info.label} may not be placed or played into the reserve fleet (its own text)")
    return None


def apply_swap(state: GameState, seat: Seat, action: SwapReserve, events: list[Event]) -> None:
    state.players[seat].plays_used += 1
    going_in, coming_out = state.cards[action.card], state.cards[action.reserve_card]
    position = state.players[seat].reserve.index(coming_out.id)
    to_pile(state, coming_out, Zone.HAND, seat, events)
    to_pile(state, going_in, Zone.RESERVE, seat, events)
    reserve = state.players[seat].reserve
    reserve.insert(position, reserve.pop())  # the new card takes the old one's place
    going_in.face_up = True  # reserve fleets are exposed after the ante (v2.1 L235)


# --- card functions ----------------------------------------------------------------------


def _target_problem(state: GameState, seat: Seat, card: CardState, action: UseFunction) -> Violation | None:
    """A function that acts on a chosen card or player must name a valid one; a crew's
    function aimed at another location needs a there-and-back mission (``missions.py``)."""
    effect = card.info.function_effects[action.function - 1]
    target = _valid_card(state, action.target) if action.target is not None else None
    if action.target is not None and (target is None or not target.in_play):
        return Violation(errors.CARD_RULES, f"#{action.target} is not a card in play")
    if target is not None and needs_mission(state, card, effect, target):
        along = _valid_card(state, action.along) if action.along is not None else None
        if action.along is not None and along is None:
            return Violation(errors.MISSIONS, f"#{action.along} is not a card")
        if effect.target is Target.CHOSEN_CARD:
            bonus = along_bonus(along) if along is not None and goes_along(along) else 0
            if target not in choosable(state, seat, card, action.function, bonus):
                return Violation(errors.CARD_RULES, f"{card.info.label} cannot act on #{target.id}")
        problem = mission_problem(state, card, target, along)
        return Violation(errors.MISSIONS, f"{card.info.label} on a there-and-back mission: {problem}") if problem else None
    if action.along is not None:
        return Violation(errors.MISSIONS, "a crew goes along only on a there-and-back mission to another location")
    if effect.target is Target.CHOSEN_CARD and target is not None and effect.param("by_carrier", False):
        return Violation(errors.MISSIONS, f"{card.info.label} needs a transporter or shuttle to act: only on a there-and-back mission to another location")
    if effect.target is Target.CHOSEN_CARD:
        allowed = {c.id for c in choosable(state, seat, card, action.function)}
        if action.target not in allowed:
            return Violation(errors.CARD_RULES, f"{card.info.label} acts on a chosen card: name one it may act on ('use #{card.id} {action.function} at #M')")
        return None
    if action.target is not None:
        return Violation(errors.CARD_RULES, f"function {action.function} of {card.info.label} does not act on a chosen card")
    if action.player is not None:
        if effect.target not in (Target.OPPONENT, Target.OPPONENT_FLEET, Target.OPPONENT_HQ):
            return Violation(errors.CARD_RULES, f"function {action.function} of {card.info.label} does not act on a chosen player")
        if action.player == seat or not 0 <= action.player < state.player_count or state.players[action.player].eliminated:
            return Violation(errors.CARD_RULES, f"p{action.player} is not an opponent in the game")
    if effect.kind is Kind.BLIND_UNITS:  # h-empire: Argonian Strobe, not the same opponent two turns running
        opponents = [s for s in state.living_seats() if s != seat]
        named = action.player if action.player is not None else (opponents[0] if len(opponents) == 1 else None)
        return blinding_problem(state, card, named)
    return None


def choosable(state: GameState, seat: Seat, card: CardState, function: int, bonus: int = 0) -> list[CardState]:
    """The cards in play function ``function`` of ``card`` may choose (``bonus``: strength a
    crew going along gives it), worked out once while the state is read only (listing the
    legal actions checks one ``use`` per chosen card)."""

    def compute() -> list[CardState]:
        effect = _as_damage(card.info.function_effects[function - 1])
        return chosen_candidates(Context(state, seat, card, effect, [], strength_bonus=bonus))

    return memo(state, ("choosable", seat, card.id, function, bonus), compute)


def _as_damage(effect: EffectInfo) -> EffectInfo:
    return replace(effect, kind=Kind.DAMAGE) if effect.kind is Kind.CARD_DAMAGE else effect


def allocation_function(state: GameState, action: UseFunction) -> bool:
    """Is this a card action used in its player's Allocation Phase (``in_allocation``: a
    point spent "at any time", Cargo's supply point, goes to the pool there, the only time
    the engine spends points; v2.1 1 - POINT ALLOCATION PHASE)?"""
    card = _valid_card(state, action.card)
    if card is None or not 1 <= action.function <= card.info.functions:
        return False
    return bool(card.info.function_effects[action.function - 1].param("in_allocation", False))


def check_use(state: GameState, seat: Seat, action: UseFunction) -> Violation | None:
    if discard_phase_use(state, action):  # Reserve Power back to the hand
        return discard_phase_use_problem(state, seat, action)
    if draw_phase_use(state, action):  # a Salvage Tug's salvage
        return draw_phase_use_problem(state, seat, action)
    in_allocation = allocation_function(state, action)
    if in_allocation and (state.phase is not Phase.ALLOCATION or seat != state.active):
        return Violation(errors.SEQUENCE, "this function gives a point: it is used in your own Allocation Phase, where points are spent")
    if not state.phase.is_card_play and not in_allocation:
        return Violation(errors.SEQUENCE, "card actions are taken only in Play Cards Phase A or B")
    card = _valid_card(state, action.card)
    taker = remembered_functions.user(state, action) if action.by is not None else None
    if card is not None and taker is not None:  # a field's function a muse took as its own
        return remembered_functions.use_problem(state, seat, taker, action) or _target_problem(state, seat, card, action)
    if card is not None and card.in_play and card.id not in pending_cards(state) and thief_answers.is_thief(card.info):
        return _thief_answer_problem(state, seat, card, action)  # its stack's owner answers it (M6 Time Thief)
    dictated_by = actions_dictator(state, card) if card is not None and card.in_play and card.children else None
    if card is None or not card.in_play or seat not in (card.controller, dictated_by) or card.id in pending_cards(state):
        return Violation(errors.NOT_YOUR_CARD, f"#{action.card} is not a card of your fleet in play")
    if not 1 <= action.function <= card.info.functions:
        return Violation(errors.CARD_ACTIONS, f"{card.info.label} has no function {action.function}")
    if dictated_by is not None and (insane := _insanity_problem(state, seat, card, action)) is not None:
        return insane
    if card.info.function_effects[action.function - 1].trigger is not Trigger.CARD_ACTION:
        return Violation(errors.REACTIONS, f"function {action.function} of {card.info.label} is used only as a reaction")
    if not card.engaged and not card.info.function_effects[action.function - 1].kind.costs_card_play:
        return Violation(errors.DISENGAGED, f"#{card.id} is disengaged and cannot act")
    if equipment_stopped(state, card):
        return Violation(errors.CARD_RULES, f"the unit {card.info.label} is on uses no equipment now (a breakdown)")
    if action.function in card.used_functions and not psy_functions.second_use(state, seat, card, action):
        return Violation(errors.CARD_ACTIONS, "each function of a card works at most once per complete turn")
    if functions_suspended(state, card):
        return Violation(errors.SUSPENDED, f"{card.info.label} performs no functions while a card on it suspends them")
    sole = sole_function_problem(state, card, action.function) if card.children or card.parent is not None else None
    if sole is not None:
        return Violation(errors.CARD_ACTIONS, sole)  # Time Lore: its host's only action or function
    if card.info.function_effects[action.function - 1].param("card_play", False) and plays_left(state, seat) <= 0:
        return Violation(errors.CARD_PLAY_LIMIT, f"{card.info.label}: this function is a Card Play and all are used")
    if card.children and card.used_functions - {MOVED} and one_function_only(state, card):
        return Violation(errors.SUSPENDED, f"{card.info.label} may use one function a turn while a card on it limits it")
    if card.info.function_effects[action.function - 1].kind is Kind.CONVERT_OUTPUT:
        problem = conversion_problem(state, card, action.function)
        if problem is not None:
            return problem
    if _raided_this_turn(card, action.function):
        return Violation(errors.MISSIONS, f"{card.info.label} does one of its raids each turn")
    if action.function == fire_or_carry_function(card.info) and fired_this_turn(state, card):
        return Violation(errors.MISSIONS, f"{card.info.label} fires its weapons or carries crew each turn, not both: it has fired")
    fielded = psy_functions.use_problem(state, seat, card, action) if card.info.kind is CardType.FIELD or action.by is not None else None
    return _card_play_function(state, seat, card, action) or fielded or _target_problem(state, seat, card, action)


def _thief_answer_problem(state: GameState, seat: Seat, thief: CardState, action: UseFunction) -> Violation | None:
    """The owner of the stack a Time Thief is on answers it once a turn (``rules/thief_answers.py``)."""
    problem = thief_answers.answer_problem(state, seat, thief)
    if problem is not None:
        return problem
    if not 1 <= action.function <= thief.info.functions:
        return Violation(errors.CARD_ACTIONS, f"{thief.info.label} has no function {action.function}")
    if thief.info.function_effects[action.function - 1].param("card_play", False) and plays_left(state, seat) <= 0:
        return Violation(errors.CARD_PLAY_LIMIT, f"{thief.info.label}: moving it is a Card Play and all are used")
    if action.target is None:
        return Violation(errors.CARD_RULES, f"{thief.info.label}: name the card ('use #{thief.id} {action.function} at #C')")
    return _target_problem(state, seat, thief, action)


def thief_options(state: GameState, seat: Seat) -> list[UseFunction]:
    """Every answer ``seat`` might give the Time Thieves on his stacks this turn (checked by the caller)."""
    return [
        UseFunction(thief.id, function, target=target.id)
        for thief in thief_answers.thieves_to_answer(state, seat)
        for function in range(1, thief.info.functions + 1)
        for target in choosable(state, seat, thief, function)
    ]


def _insanity_problem(state: GameState, seat: Seat, card: CardState, action: UseFunction) -> Violation | None:
    """A crew whose actions another player dictates (O5 Insanity, ``resolvers/dictation.py``):
    only he takes them, in his own turn, at the crew's own location (no mission)."""
    target = _valid_card(state, action.target) if action.target is not None else None
    effect = card.info.function_effects[action.function - 1]
    mission = action.along is not None or (target is not None and target.in_play and needs_mission(state, card, effect, target))
    return dictated_use_problem(state, seat, card, mission)


def _card_play_function(state: GameState, seat: Seat, card: CardState, action: UseFunction) -> Violation | None:
    """v2.1 KREBIZ: joining and separating the parts each cost a Card Play, on the owner's
    turn; no joining in a turn when the capsule was separated."""
    kind = card.info.function_effects[action.function - 1].kind
    if not kind.costs_card_play:
        return None
    if seat != state.active:
        return Violation(KREBIZ_RULE, "the parts are joined or separated only on their owner's turn")
    if plays_left(state, seat) <= 0:
        return Violation(errors.CARD_PLAY_LIMIT, "joining or separating is a Card Play, and you have used all of yours")
    if kind is Kind.SEPARATE_CAPSULE:
        return separation_problem(state, seat, card)
    if kind is Kind.SEPARATE_COMBINATION:
        return combination_separation_problem(state, seat, card)
    separated = [i for i, e in enumerate(card.info.function_effects, start=1) if e.kind is Kind.SEPARATE_CAPSULE]
    if any(i in card.used_functions for i in separated):
        return Violation(KREBIZ_RULE, "the parts may not be joined in a turn when they were separated")
    return None


def _raided_this_turn(card: CardState, function: int) -> bool:
    """Crew whose raids go by shuttle or transporter (``mission`` functions) do one of them
    a turn (Boarding Party, Mercenary: "one of the following")."""
    effects = card.info.function_effects
    if not effects[function - 1].param("mission", False):
        return False
    return any(n in card.used_functions for n, e in enumerate(effects, start=1) if n != function and e.param("mission", False))


def apply_use(state: GameState, seat: Seat, action: UseFunction, events: list[Event]) -> None:
    card = state.cards[action.card]
    if action.by is None or remembered_functions.user(state, action) is None:
        card.used_functions.add(action.function)  # a muse's own use leaves the field's once-a-turn use to its psys
    psy_functions.record_use(state, action)
    if thief_answers.is_thief(card.info):
        thief_answers.record_answer(state, card)
    if card.info.function_effects[action.function - 1].kind.costs_card_play:
        state.players[seat].plays_used += 1
    events.append(FunctionUsed(card.id, action.function, action.by))
    item = ActionItem(seat, card.id, action.function, action.target, action.player)
    effect = card.info.function_effects[action.function - 1]
    if effect.param("card_play", False):
        state.players[seat].plays_used += 1  # "as a card play" (Helmsman)
    target = state.cards[action.target] if action.target is not None else None
    if target is not None and needs_mission(state, card, effect, target):
        there = location_of(state, target)
        carrier = carrier_for(state, card, there) if there is not None else None
        if carrier is not None and there is not None:
            found = transport_effect(carrier)
            if found is not None:
                carrier.used_functions.add(found[0])  # carrying the crew is its function this turn
                carrier.carried_to.append(there.id)
                events.append(FunctionUsed(carrier.id, found[0]))
            item = replace(item, leg=MissionLeg.THERE, carrier=carrier.id, origin=card.parent, along=action.along)
        elif there is not None and (giver := free_mission_giver(state, card)) is not None:
            giver.carried_to.append(there.id)  # the General's one mission without transportation this turn
            events.append(EffectResolved(giver.id, Kind.FREE_MISSION, f"#{card.id} sets out for #{there.id} without transportation"))
            item = replace(item, leg=MissionLeg.THERE, origin=card.parent, along=action.along)
    submit(state, item, events)


def use_options(state: GameState, seat: Seat, card: CardState) -> list[UseFunction]:
    """Every ``use`` action of a card of the fleet worth checking (targets included)."""
    options: list[UseFunction] = []
    again = card.info.kind is CardType.FIELD and psy_functions.station_level(state, seat) >= 0  # a second use (Projection Station)
    for function, effect in enumerate(card.info.function_effects, start=1):
        if effect.trigger is not Trigger.CARD_ACTION or (function in card.used_functions and not again):
            continue
        if effect.target is Target.CHOSEN_CARD:
            options += [UseFunction(card.id, function, target=c.id) for c in choosable(state, seat, card, function)]
        else:
            options.append(UseFunction(card.id, function))
            options += _mission_options(state, card, function, effect)
    if card.info.kind is CardType.FIELD:
        return psy_functions.psy_options(state, seat, card, options)
    return options + _along_options(state, card, options)


def remembered_options(state: GameState, seat: Seat, card: CardState) -> list[UseFunction]:
    """The ``use`` actions of the field function ``card`` took as its own (a muse: ``rules/remembered_functions.py``)."""
    if card.remembered is None:
        return []
    field, function = state.cards[card.remembered.field], card.remembered.function
    if field.info.function_effects[function - 1].target is Target.CHOSEN_CARD:
        options = [UseFunction(field.id, function, target=c.id) for c in choosable(state, seat, field, function)]
    else:
        options = [UseFunction(field.id, function)]
    return remembered_functions.use_options(state, seat, card, options)


def _along_options(state: GameState, card: CardState, options: list[UseFunction]) -> list[UseFunction]:
    """The same missions with a crew of the fleet going along (Security Officer); a chosen
    card the crew may act on only with the strength it gives (a capture) is offered too."""
    if not card.info.is_crew:
        return []
    here = location_of(state, card)
    escorts = [c for c in state.stack(here.id) if c is not card and goes_along(c)] if here is not None else []
    if not escorts:
        return []
    found = []
    for option in options:
        target = state.cards[option.target] if option.target is not None else None
        effect = card.info.function_effects[option.function - 1]
        if target is not None and needs_mission(state, card, effect, target) and effect.target is not Target.CHOSEN_CARD:
            found += [replace(option, along=escort.id) for escort in escorts]
    for escort in escorts:
        for function, effect in enumerate(card.info.function_effects, start=1):
            if effect.trigger is not Trigger.CARD_ACTION or function in card.used_functions or effect.target is not Target.CHOSEN_CARD:
                continue
            for target in choosable(state, card.controller, card, function, along_bonus(escort)):
                if needs_mission(state, card, effect, target):
                    found.append(UseFunction(card.id, function, target=target.id, along=escort.id))
    return found


def _mission_options(state: GameState, card: CardState, function: int, effect: EffectInfo) -> list[UseFunction]:
    """A crew's function at its location, used at another location of its fleet on a
    there-and-back mission (fact 84: any crew may); only when a carrier could take it."""
    if not card.info.is_crew or effect.target not in (Target.LOCATION, Target.STACK):
        return []
    here = location_of(state, card)
    found = []
    for other in state.fleet(card.controller):
        if other.info.kind in LOCATIONS and other is not here and unit_of(state, other) is other and effect.fits(other.info.types):
            if can_travel(state, card, other):
                found.append(UseFunction(card.id, function, target=other.id))
    return found
