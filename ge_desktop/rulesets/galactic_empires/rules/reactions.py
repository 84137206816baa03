"""Reactions (v2.1 [Reaction cards], LAST REACTION CARD PLAYED HAS PRECEDENCE, REACTION MODE
ACTIONS OF CARDS ALREADY IN PLAY).

After a reactable action (a card play, a card action, a volley, the end of an allocation,
a discard) a *reaction window* asks the other players in turn order, one at a time, to
react or ``pass``. A player with no legal reaction is not asked. Reacting is:

- ``play #N [on|against #M]``: an 'R/' card from the hand (no other card may react). It
  must use one of its functions as it is played (it answers the topmost item of the
  reaction stack it is relevant to). On an opponent's turn it costs no Card Play; on your
  own turn you may react only to an opponent's reaction, and it is a Card Play;
- ``use #N F``: an "As a reaction, can ..." function of an engaged card in play, once per
  complete turn;
- ``play #N`` of a card that answers its player's own action by its text, not an R/ card
  (Lucky Mine Explosion on his own mine's explosion, ``resolvers/lucky.py``): the window of
  his action asks him last while he holds one, and it is a Card Play on his own turn.

A reaction is itself reactable: a new window asks everyone else (the player whose turn it
is included: that is how the firing player may react once another player has). When a
window closes with everyone passing, the stack resolves last in, first out.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import replace

from ge_desktop.cards.effects import Trigger
from ge_desktop.cards.model import CardType
from ge_desktop.engine.actions import Action
from ge_desktop.engine.errors import Violation
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import errors
from ge_desktop.rulesets.galactic_empires.actions import Pass, PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, EffectInfo
from ge_desktop.rulesets.galactic_empires.config import MAX_CARD_PLAYS
from ge_desktop.rulesets.galactic_empires.discarded import answered_discard
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered, ReactionPassed
from ge_desktop.rulesets.galactic_empires.krebiz import as_played, play_as_part
from ge_desktop.rulesets.galactic_empires.missions import sent_off_by, transport_effect
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, Pending, ReactionItem, Volley, VolleyItem, Window
from ge_desktop.rulesets.galactic_empires.placement import candidate_targets, check_target
from ge_desktop.rulesets.galactic_empires.resolution import run, submit
from ge_desktop.rulesets.galactic_empires.resolvers import ReactionCheck, resolver_for
from ge_desktop.rulesets.galactic_empires.resolvers.dictation import INSANITY_RULE, actions_dictator
from ge_desktop.rulesets.galactic_empires.resolvers.lucky import answers_own
from ge_desktop.rulesets.galactic_empires.resolvers.reaction_traps import spring_trap
from ge_desktop.rulesets.galactic_empires.rules.basic_game import volley_askers
from ge_desktop.rulesets.galactic_empires.rules.plays import choice_problem, command_limit, count_play, place_card, placement_of, turn_restriction
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import functions_suspended, pending_cards, turn_index
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Phase, Placement, Zone

# --- windows -----------------------------------------------------------------------------


def open_window(state: GameState, actor: Seat, events: list[Event]) -> None:
    """Ask every other living player, in turn order after ``actor``, whether he reacts."""
    order = state.turn_order
    start = order.index(actor) if actor in order else -1
    top = state.pending[-1] if state.pending else None
    if isinstance(top, VolleyItem) and top.volley is not None:
        volley = top.volley
        aimed = volley.hq if volley.hq is not None else state.cards[volley.target].controller if volley.target is not None else volley.fleet
        only = volley_askers(state, actor, aimed)
        if only is not None:  # the Basic Game: only the target player reacts to a volley (B94 4b)
            _advance(state, only, events)
            return
    queue = tuple(
        order[(start + step) % len(order)]
        for step in range(1, len(order))
        if not state.players[order[(start + step) % len(order)]].eliminated
    )
    if any(answers_own(state.cards[i]) for i in state.players[actor].hand) or answered_discard(top) is not None:
        queue += (actor,)  # last: a card played on his own action (Lucky Mine Explosion), or on his own card just discarded
    _advance(state, queue, events)


def _advance(state: GameState, queue: tuple[Seat, ...], events: list[Event]) -> None:
    while queue and not has_reaction(state, queue[0]):
        queue = queue[1:]
    state.window = Window(queue) if queue else None
    if queue:
        events.append(ReactionOffered(queue[0]))


def has_reaction(state: GameState, seat: Seat) -> bool:
    with state.memoized():  # only reads: the derived facts (fleet effects, slots) are worked out once
        return any(True for _ in reaction_options(state, seat))


def _may_hold_reaction(state: GameState, seat: Seat) -> bool:
    """A cheap first look: an R/ card in hand or a card in play with an 'As a reaction' function."""
    if any(state.cards[i].info.reaction or answers_own(state.cards[i]) for i in state.players[seat].hand):
        return True
    return any(
        c.engaged and any(e.trigger is Trigger.REACTION for e in c.info.function_effects) for c in state.fleet(seat)
    )


def reaction_options(state: GameState, seat: Seat) -> Iterator[Action]:
    """Every legal reaction of ``seat`` to the current reaction stack: the candidates of
    ``reaction_candidates`` its checkers accept, in that order. A card of the hand is asked
    the card-wide checks once, and only a card that passes them offers its places."""
    if not state.pending or not _may_hold_reaction(state, seat):
        return
    for action in reaction_candidates(state, seat, lambda card: _react_card_problem(state, seat, card) is None):
        if isinstance(action, PlayCard):
            problem = _react_place_problem(state, seat, state.cards[action.card], action)
        else:
            problem = check_react_use(state, seat, action)
        if problem is None:
            yield action


def reaction_candidates(state: GameState, seat: Seat, may_react: Callable[[CardState], bool] | None = None) -> Iterator[PlayCard | UseFunction]:
    """Every reaction of ``seat`` worth checking, legal or not: each R/ card of the hand (or
    one answering his own action; with ``may_react``, only one it accepts) at each place,
    with each carrier alongside a crew, then each "As a reaction" function of his fleet.
    ``reaction_options`` keeps the legal ones (``legal.reference_legal_actions`` filters all
    of them through the checker instead)."""
    if not state.pending:
        return
    hand = state.players[seat].hand
    for instance in list(hand):
        card = state.cards[instance]
        info = card.info
        if not info.reaction and not answers_own(card):
            continue
        if may_react is not None and not may_react(card):
            continue  # not now, wherever it went (on his own turn, no opponent's reaction to answer)
        carriers = [i for i in hand if i != instance and state.cards[i].info.reaction] if info.is_crew else []
        for how, target in candidate_targets(state, seat, info):
            for action in play_actions(instance, how, target, info) if info.choices else (play_action(instance, how, target),):
                yield action
                for other in carriers:  # with a shuttle, fighter or transporter alongside
                    yield replace(action, also=other)
        if info.parts:
            yield from part_plays(state, seat, instance, info)
    for fleet_card in list(state.fleet(seat)):
        for index, effect in enumerate(fleet_card.info.function_effects, start=1):
            if effect.trigger is Trigger.REACTION:
                yield UseFunction(fleet_card.id, index)


def play_actions(instance: InstanceId, how: Placement, target: CardState | None, info: CardInfo) -> Iterator[PlayCard]:
    """The plays of card ``instance`` in the place ``how``, ``target``: one, or one per choice of a
    card that "does one of the following" (``PlayCard.choice``)."""
    action = play_action(instance, how, target)
    if not info.choices:
        yield action
        return
    for choice in info.choices[:1] if info.parts else info.choices:  # a combination's parts have places of their own (``part_plays``)
        yield replace(action, choice=choice)


def part_plays(state: GameState, seat: Seat, instance: InstanceId, info: CardInfo) -> Iterator[PlayCard]:
    """A Krebiz combination card played as one part (choice 2: its cruiser, 3: its capsule), at
    each place that part may go: alone, or a capsule onto a cruiser it joins (v2.1 KREBIZ)."""
    for choice, part in enumerate(info.parts, start=2):
        for how, target in candidate_targets(state, seat, part):
            yield replace(play_action(instance, how, target), choice=choice)


def play_action(instance: InstanceId, how: Placement, target: CardState | None) -> PlayCard:
    """The play of card ``instance`` in the place ``how``, ``target`` (a candidate place)."""
    if how is Placement.HQ:
        return PlayCard(instance, to_hq=True)
    if target is None:
        return PlayCard(instance)
    return PlayCard(instance, target.id, against=how is Placement.AGAINST)


# --- what a reaction answers -------------------------------------------------------------


def answers(state: GameState, seat: Seat, card: CardState, location: CardState | None, function: int = 0, choice: int = 0) -> int | None:
    """The stack index of the topmost item the reaction uses a function on (played as its
    choice ``choice`` when it offers one), or None."""
    effects: tuple[EffectInfo, ...]
    if function:
        effects = (card.info.function_effects[function - 1],)
    else:
        effects = tuple(e for e in (card.info.chosen_effects(choice) if choice else card.info.effects) if e.trigger in (Trigger.ON_PLAY, Trigger.CONTINUOUS))
    for index in range(len(state.pending) - 1, -1, -1):
        item = state.pending[index]
        if item.negated:
            continue
        if not function and _uses_itself(state, seat, card, location, item):
            return index
        for effect in effects:
            check = ReactionCheck(state, seat, card, effect, location, item, in_play=bool(function))
            if resolver_for(effect.kind).reaction_use(check):
                return index
    return None


def _uses_itself(state: GameState, seat: Seat, card: CardState, location: CardState | None, item: Pending) -> bool:
    """Functions a card has by its type, not by its effects: protecting the target of an
    opponent's volley (splash damage), or firing its weapons in his Weapons Fire Phase; and
    arriving where a card is discarded by its arrival in reaction mode (a bar tender where a
    Deviant is)."""
    if location is not None and sent_off_by(state, card, location):
        return True
    if not isinstance(item, VolleyItem) or item.seat == seat or item.volley is None:
        return False
    if protects(state, seat, card, location, item.volley):
        return True
    if card.info.requires:
        return False  # it enters disengaged: its weapons cannot fire
    return state.phase is Phase.WEAPONS_FIRE and any(not w.heavy and not w.fleet_targeted for w in card.info.weapons)


def protects(state: GameState, seat: Seat, card: CardState, location: CardState | None, volley: Volley) -> bool:
    """Would this card of ``seat``, entering play at ``location``, protect the volley's
    target? A base shields its terrain; a ship or dragon shields its player's Sector HQ."""
    kind = card.info.kind
    if kind is CardType.BASE:
        return location is not None and volley.target == location.id and location.info.kind is CardType.TERRAIN
    return kind in (CardType.SHIP, CardType.DRAGON) and volley.hq == seat


# --- playing an R/ card in reaction mode -------------------------------------------------


def check_react_play(state: GameState, seat: Seat, action: PlayCard) -> Violation | None:
    if not 0 <= action.card < len(state.cards):
        return Violation(errors.REACTIONS, f"#{action.card} is not a card")
    card = state.cards[action.card]
    problem = _react_card_problem(state, seat, card) or choice_problem(card, action.choice)
    return problem or _react_place_problem(state, seat, as_played(card, action.choice), action)


def _react_card_problem(state: GameState, seat: Seat, card: CardState) -> Violation | None:
    """The checks of ``check_react_play`` that do not depend on where the card goes (asked
    once per card when the reactions are listed)."""
    if card.zone is not Zone.HAND or card.seat != seat:
        return Violation(errors.REACTIONS, f"#{card.id} is not in your hand")
    own = answers_own(card)  # played on its player's own action, by its text (Lucky Mine Explosion)
    if not card.info.reaction and not own:
        return Violation(errors.REACTIONS, f"{card.info.label} is not an R/ card: only R/ cards can be played as reactions")
    return (_play_left(state, seat) if own else _own_turn_problem(state, seat)) or (
        turn_restriction(state, seat, card) if seat == state.active else None
    )


def _react_place_problem(state: GameState, seat: Seat, card: CardState, action: PlayCard) -> Violation | None:
    """The checks of ``check_react_play`` for the place ``action`` names (and the carrier
    played along), once the card itself may react."""
    target = None
    if action.target is not None:
        if not 0 <= action.target < len(state.cards) or action.target in pending_cards(state):
            return Violation(errors.PLACEMENT, f"#{action.target} is not a card in play")
        target = state.cards[action.target]
    problem = check_target(state, seat, card.info, placement_of(action), target) or command_limit(state, seat, card, target)
    if problem:
        return problem
    if answers(state, seat, card, target, choice=action.choice) is None:
        chosen = f" (choice {action.choice})" if action.choice else ""
        return Violation(errors.REACTIONS, f"{card.info.label}{chosen} would use none of its functions now: a reaction must use one as it is played")
    return _carrier_problem(state, seat, card, action, target) if action.also is not None else None


def _carrier_problem(state: GameState, seat: Seat, crew: CardState, action: PlayCard, target: CardState | None) -> Violation | None:
    """v2.1 THERE-AND-BACK MISSIONS L400: in reaction mode a shuttle, fighter or transporter
    may be played together with a reaction crew card (to the same card; one reaction)."""
    also = action.also
    if also is None or not 0 <= also < len(state.cards) or also == crew.id:
        return Violation(errors.MISSIONS, "name another card of your hand to play with it")
    carrier = state.cards[also]
    if carrier.zone is not Zone.HAND or carrier.seat != seat or not carrier.info.reaction or transport_effect(carrier) is None:
        return Violation(errors.MISSIONS, f"#{also} is not an R/ shuttle, fighter or transporter in your hand")
    if not crew.info.is_crew:
        return Violation(errors.MISSIONS, "a shuttle, fighter or transporter goes along with a reaction crew card only")
    return check_target(state, seat, carrier.info, placement_of(action), target) or command_limit(state, seat, carrier, target)


def _own_turn_problem(state: GameState, seat: Seat) -> Violation | None:
    """v2.1 [Reaction cards] L433-437: on your own turn, only in answer to an opponent's
    reaction, and then it is a Card Play."""
    if seat != state.active:
        return None
    if not any(isinstance(item, (ReactionItem, ActionItem)) and item.in_reaction and item.seat != seat for item in state.pending):
        return Violation(errors.REACTIONS, "on your own turn you may react only to an opponent's reaction")
    player = state.players[seat]
    if player.plays_used >= MAX_CARD_PLAYS + player.extra_plays:
        return Violation(errors.CARD_PLAY_LIMIT, "a reaction on your own turn is a Card Play, and you have used all of yours")
    return None


def _play_left(state: GameState, seat: Seat) -> Violation | None:
    """A card played on its player's own action is a Card Play on his own turn."""
    player = state.players[seat]
    if seat == state.active and player.plays_used >= MAX_CARD_PLAYS + player.extra_plays:
        return Violation(errors.CARD_PLAY_LIMIT, "a card played on your own turn is a Card Play, and you have used all of yours")
    return None


def apply_react_play(state: GameState, seat: Seat, action: PlayCard, events: list[Event]) -> None:
    card = state.cards[action.card]
    play_as_part(card, action.choice)
    target = state.cards[action.target] if action.target is not None else None
    index = answers(state, seat, card, target, choice=action.choice)
    if index is not None:
        answered = state.pending[index]
        if isinstance(answered, VolleyItem) and answered.volley is not None and protects(state, seat, card, target, answered.volley):
            state.pending[index] = replace(answered, volley=replace(answered.volley, protector=card.id))  # splash damage
    if seat == state.active:
        count_play(state, seat, card, target)
    place_card(state, seat, card, action, events)
    card.in_reaction = True
    if action.also is not None:  # the carrier is played with it: its play completes just after the crew's
        carrier = state.cards[action.also]
        place_card(state, seat, carrier, replace(action, card=carrier.id, also=None), events)
        carrier.in_reaction = True
        state.pending.append(ReactionItem(seat, carrier.id))
    trapped = spring_trap(state, card, target, state.pending[index] if index is not None else None, events)  # Impending Chaos on the stack it reacts to
    submit(state, ReactionItem(seat, card.id, answers=index, choice=action.choice, negated=trapped), events)


# --- "As a reaction" functions of cards in play ------------------------------------------


def check_react_use(state: GameState, seat: Seat, action: UseFunction) -> Violation | None:
    if not 0 <= action.card < len(state.cards):
        return Violation(errors.REACTIONS, f"#{action.card} is not a card")
    card = state.cards[action.card]
    if not card.in_play or card.controller != seat or card.id in pending_cards(state):
        return Violation(errors.NOT_YOUR_CARD, f"#{card.id} is not a card of your fleet in play")
    if card.children and (by := actions_dictator(state, card)) is not None:  # O5 Insanity
        return Violation(INSANITY_RULE, f"p{by} dictates the actions of #{card.id}: its owner takes none of them")
    functions = card.info.function_effects
    if not 1 <= action.function <= len(functions) or functions[action.function - 1].trigger is not Trigger.REACTION:
        message = f"a card in play reacts only with an 'As a reaction' function; {card.info.label} has none numbered {action.function}"
        return Violation(errors.REACTIONS, message)
    if not card.engaged:
        return Violation(errors.DISENGAGED, f"#{card.id} is disengaged and cannot react")
    if action.function in card.used_functions and not _again_this_player_turn(state, card, functions[action.function - 1]):
        return Violation(errors.CARD_ACTIONS, _used_already(functions[action.function - 1]))
    if functions_suspended(state, card):
        return Violation(errors.SUSPENDED, f"{card.info.label} performs no functions while a card on it suspends them")
    if answers(state, seat, card, None, action.function) is None:
        return Violation(errors.REACTIONS, f"{card.info.label} has nothing to react to now")
    return None


def _again_this_player_turn(state: GameState, card: CardState, effect: EffectInfo) -> bool:
    """A function used "each player turn" (``each_player_turn``: the Nagiridni Pirate Outpost's return)
    works again once a new player turn has begun since its last use."""
    return bool(effect.param("each_player_turn", False)) and card.reacted_turn != turn_index(state)


def _used_already(effect: EffectInfo) -> str:
    if effect.param("each_player_turn", False):
        return "this function works at most once each player turn"
    return "each function of a card works at most once per complete turn"


def apply_react_use(state: GameState, seat: Seat, action: UseFunction, events: list[Event]) -> None:
    card = state.cards[action.card]
    index = answers(state, seat, card, None, action.function)
    card.used_functions.add(action.function)
    if card.info.function_effects[action.function - 1].param("each_player_turn", False):
        card.reacted_turn = turn_index(state)
    submit(state, ActionItem(seat, card.id, action.function, answers=index, in_reaction=True), events)


# --- passing -----------------------------------------------------------------------------


def check_pass(state: GameState, seat: Seat, action: Pass) -> Violation | None:
    if state.window is None or state.window.asked != seat:
        return Violation(errors.REACTION_WINDOW, "nobody is asking you to react now")
    return None


def apply_pass(state: GameState, seat: Seat, action: Pass, events: list[Event]) -> None:
    events.append(ReactionPassed(seat))
    if state.window is None:
        raise RuntimeError("no reaction window is open: the pass was not checked")
    _advance(state, state.window.queue[1:], events)
    if state.window is None:
        state.unwinding = True
        run(state, events)


def window_violation(state: GameState, action: Action) -> Violation | None:
    """In a reaction window only ``pass`` and reactions are legal."""
    if isinstance(action, (Pass, PlayCard, UseFunction)):
        return None
    asked = f"p{state.window.asked}" if state.window is not None else "another player"
    return Violation(errors.REACTION_WINDOW, f"{asked} may react now: play an R/ card, use an 'As a reaction' function, or pass")
