"""The rules-assist layer: where a picked-up card may go, and why not elsewhere. No Qt.

Everything here is read off the engine: ``Game.legal_actions()`` says what the player to
act may do, ``why_illegal`` says why a gesture means nothing legal. The UI keeps no rule
of its own; this module only translates between actions and the places a gesture ends:

- ``drop_target(state, action)``: where the card of a card-moving action is dropped to
  perform it (a card in play or in the reserve fleet, or a zone of the actor's area);
- ``destinations(game, card)``: every legal drop of one card, computed once per pick-up
  from the legal actions (the scene lights these and dims everything else);
- ``drop_action(state, card, target)``: what a drop would mean under the rules, legal or
  not, so a refused drop can say why (``refusal``);
- ``drop_words(state, action)``: what a legal drop does, shown while the card is held there;
- ``card_activations(game, card)``: what double-clicking a card in play may do;
- ``turn_status(game)``: the phase bar's counters, the turn's limits on plays and whether
  leaving the phase is legal;
- ``unplayable_reasons(game)``: the hand cards that cannot be played now, and why (dimmed).

A drop target is an ``InstanceId`` (a card) or a ``DropZone`` (a pile or a table area).
The session turns instance ids into the scene's item keys.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from fractions import Fraction

from ge_desktop.engine import Action, Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Achieve, Allocate, DeclareEconomy, Discard, Done, Draw, MoveShip, PlayCard, SwapReserve, UseFunction
from ge_desktop.rulesets.galactic_empires.command import slots_available, slots_used
from ge_desktop.rulesets.galactic_empires.config import MAX_CARD_PLAYS
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Phase, Zone
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.observed import player_name

DropTarget = InstanceId | DropZone
MOVING_ACTIONS = (PlayCard, SwapReserve, MoveShip, Discard)  # actions performed by dragging a card


def actor(game: Game) -> Seat | None:
    """The seat that must act now (a reaction window or a choice may ask someone else)."""
    return game.to_act


def acting_seat(state: GameState) -> Seat:
    """Whose area a drop lands in: the seat the engine is waiting on (reactions ask
    players out of turn; engines without them wait on the active player)."""
    return getattr(state, "to_act", state.active)


def moved_card(action: Action) -> InstanceId | None:
    """The card a card-moving action picks up, or None for other actions."""
    return action.card if isinstance(action, MOVING_ACTIONS) else None


def drop_target(state: GameState, action: Action) -> DropTarget | None:
    """Where the dragged card is dropped to perform ``action`` (None: not a drag)."""
    seat = acting_seat(state)
    match action:
        case PlayCard(_, None, _, True):
            return DropZone(seat, Zone.HQ)
        case PlayCard(_, None) | MoveShip(_, None):
            return DropZone(seat, Zone.PLAY)
        case PlayCard(_, target) | MoveShip(_, target):
            return target
        case SwapReserve(_, reserve_card):
            return reserve_card  # the reserve card it replaces (v2.1 USING THE RESERVE FLEET)
        case Discard():
            return DropZone(seat, Zone.DISCARD)
    return None


@dataclass(frozen=True, slots=True)
class Destinations:
    """Every legal drop of one picked-up card: target -> the action that drop plays.

    ``variants`` holds every legal action behind a target when there are several (a
    transporter played on a ship alone or with a crew it rescues): the drop asks which.
    """

    card: InstanceId | None
    moves: Mapping[DropTarget, Action] = field(default_factory=dict)
    variants: Mapping[DropTarget, tuple[Action, ...]] = field(default_factory=dict)

    @property
    def targets(self) -> frozenset[DropTarget]:
        return frozenset(self.moves)

    def __contains__(self, target: object) -> bool:
        return target in self.moves


NOWHERE = Destinations(None)


def destinations(game: Game, card: InstanceId | None) -> Destinations:
    """The legal drops of ``card`` now, read off ``game.legal_actions()`` (cached by the engine)."""
    if card is None or game.is_terminal():
        return NOWHERE
    state = game.state
    found: dict[DropTarget, list[Action]] = {}
    for action in game.legal_actions():
        if moved_card(action) == card:
            target = drop_target(state, action)
            if target is not None:
                found.setdefault(target, []).append(action)
    moves = {target: actions[0] for target, actions in found.items()}
    variants = {target: tuple(actions) for target, actions in found.items() if len(actions) > 1}
    return Destinations(card, moves, variants)


def drop_action(state: GameState, card: InstanceId, target: DropTarget) -> Action | None:
    """What dropping ``card`` on ``target`` would ask the rules for (None: nothing at all)."""
    seat = acting_seat(state)
    if not 0 <= card < len(state.cards):
        return None
    in_play = state.cards[card].in_play
    if isinstance(target, DropZone):
        if target.seat != seat:
            return None
        if target.zone is Zone.PLAY:
            return MoveShip(card, None) if in_play else PlayCard(card)
        if target.zone is Zone.HQ:
            return PlayCard(card, to_hq=True)
        if target.zone is Zone.DISCARD:
            return Discard(card)
        return None
    if not 0 <= target < len(state.cards) or target == card:
        return None
    other = state.cards[target]
    if other.zone is Zone.RESERVE:
        return SwapReserve(card, target)
    if in_play:
        return MoveShip(card, target, against=other.controller != seat)  # against an opponent's terrain
    return PlayCard(card, target, against=other.controller != seat)


def variants_prompt(state: GameState, variants: tuple[Action, ...]) -> str:
    """The question a drop with several plays behind it asks: which of a card's choices it
    makes, when that is what they differ by ("does one of the following"), else how it is played."""
    cards = {a.card for a in variants if isinstance(a, PlayCard) and a.choice}
    if len(cards) == 1:
        info = state.cards[cards.pop()].info
        if info.parts:  # a Krebiz combination card: whole, or one part alone
            return f"How is {info.label} played: whole, or one part alone?"
        return f"{info.label} does one of these things: which one?"
    return "How should the card be played there?"


def sentence(text: str) -> str:
    return text[:1].upper() + text[1:] if text else text


def refusal(game: Game, card: InstanceId | None, target: DropTarget | None) -> str:
    """A short reason why this drop plays nothing ("Only terrain may be played in your first turn")."""
    if card is None:
        return "That card is not yours to move"
    if game.is_terminal():
        return "The game is over"
    if target is None:
        return "Nothing can be played there"
    action = drop_action(game.state, card, target)
    if action is None:
        if isinstance(target, DropZone) and target.seat != acting_seat(game.state):
            return "That is another player's area"
        return "Nothing can be played there"
    violation = game.why_illegal(action)
    if violation is None:
        return "That is legal, but not by dropping the card here"
    return sentence(violation.message)


def drop_words(state: GameState, action: Action) -> str:
    """What a legal drop does, said while the card is held over its target ("Swap with your
    reserve card"), so nothing about a drop is learnt only after it."""
    match action:
        case SwapReserve():
            # v2.1 USING THE RESERVE FLEET: the reserve card comes to the hand, this one goes in face up
            return "Swap with your reserve card: it comes to your hand, this one goes into the reserve (1 Card Play)"
        case PlayCard(_, None, _, True):
            return "Play it to your Sector HQ"
        case PlayCard(_, None):
            return "Play it to your fleet"
        case PlayCard(_, target, against) if target is not None:
            return f"Play it {'against' if against else 'on'} {_seen_label(state, target)}"
        case MoveShip(_, None):
            return "Move it into space (a stack of its own)"
        case MoveShip(_, target, against) if target is not None:
            return f"Move it {'against' if against else 'to'} {_seen_label(state, target)}"
        case Discard():
            return "Discard it"
    return describe_choice(state, action)


def card_activations(game: Game, card: InstanceId) -> list[Action]:
    """Legal actions a card performs itself, for a double-click: the functions of a card in
    play, the field functions a psy switches on (a muse's field may be gone: the psy is what
    the player has to click), or accomplishing an agenda (v2.1 AGENDA CARDS: shown from the
    hand, or exposed)."""
    return [a for a in game.legal_actions() if isinstance(a, UseFunction | Achieve) and (a.card == card or (isinstance(a, UseFunction) and a.by == card))]


def function_words(state: GameState, card: InstanceId, function: int) -> str:
    """What function ``function`` of ``card`` does, in a few words ("intercept damage",
    "travel", "join cruiser"), so a button says more than "function 2"; "" if unknown."""
    effects = state.cards[card].info.function_effects
    if not 1 <= function <= len(effects):
        return ""
    return str(effects[function - 1].kind.value).replace("_", " ")


def _seen_label(state: GameState, card: InstanceId) -> str:
    """A card named on a button: its label when it lies face up on the table (or is
    revealed), else "a face-down card" (a button must not give a hidden card away)."""
    seen = state.cards[card]
    if seen.revealed or (seen.zone in (Zone.PLAY, Zone.HQ, Zone.DISCARD) and seen.face_up):
        return seen.info.label
    return "a face-down card"


def describe_draw(count: int) -> str:
    """The label of a Draw Cards Phase choice."""
    return f"Draw {count} card{'s' if count != 1 else ''} and end the turn" if count else "Draw nothing and end the turn"


def describe_choice(state: GameState, action: Action) -> str:
    """A button label for an action offered as a choice (never free text to type)."""
    match action:
        case Draw(count):
            return describe_draw(count)
        case UseFunction(card, function, target, player, along, by):
            what = function_words(state, card, function)
            text = f"{state.cards[card].info.label}: use function {function}" + (f" ({what})" if what else "")
            if by is not None:  # a field's function: each psy that may switch it on is a button
                text = f"{text}, switched on by {_seen_label(state, by)}"
            if target is not None:  # several buttons may differ only by their target
                text = f"{text} at {_seen_label(state, target)}"
                return f"{text}, with {_seen_label(state, along)} going along" if along is not None else text
            return f"{text} at {player_name(player)}" if player is not None else text
        case PlayCard(card, target, against, to_hq, also, choice):
            text = f"Play {state.cards[card].info.label}"
            if to_hq:
                text += " to the Sector HQ"
            elif target is not None:
                text += f" {'against' if against else 'on'} {_seen_label(state, target)}"
            if also is not None:
                text += f", taking {state.cards[also].info.label} with it"  # both from the chooser's hand
            return f"{text}: {choice}. {state.cards[card].info.choice_words(choice)}" if choice else text
        case Achieve(card):
            return f"Accomplish the agenda {state.cards[card].info.label}"
        case DeclareEconomy(point):
            return f"It becomes {point.value}"
        case Allocate(point, card):
            return f"{point.value.capitalize()} to {state.cards[card].info.label}"
        case Done():
            return "Done"
    return action.notation()


# --- the phase bar -------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class TurnStatus:
    """What the phase bar shows for the player to act."""

    phase: Phase
    seat: Seat | None
    plays_left: int = 0
    slots_used: Fraction = Fraction(0)
    slots_available: int = 0
    unallocated: int = 0
    can_advance: bool = False  # 'done' is legal: Next Phase is enabled
    draws: tuple[Draw, ...] = ()  # legal draws in the Draw Cards Phase, most first
    limits: tuple[str, ...] = ()  # this turn's limits on card plays, said before any drop

    @property
    def slots_text(self) -> str:
        used = self.slots_used
        whole = used.numerator // used.denominator
        text = str(whole) if used.denominator == 1 else (f"{whole}½" if whole else "½")
        return f"{text}/{self.slots_available}"


def turn_status(game: Game) -> TurnStatus:
    """Counters (Card Plays left, command slots, points unallocated) and legal phase moves."""
    state = game.state
    seat = actor(game)
    if seat is None:
        return TurnStatus(state.phase, None)
    player = state.players[state.active]
    legal = game.legal_actions()
    return TurnStatus(
        phase=state.phase,
        seat=seat,
        plays_left=max(0, MAX_CARD_PLAYS + getattr(player, "extra_plays", 0) - player.plays_used),
        slots_used=slots_used(state, state.active),
        slots_available=slots_available(state, state.active),
        unallocated=sum(player.pool.values()),
        can_advance=any(isinstance(a, Done) for a in legal),
        draws=tuple(a for a in legal if isinstance(a, Draw)),
        limits=turn_limits(state, state.active),
    )


def turn_limits(state: GameState, seat: Seat) -> tuple[str, ...]:
    """The limits of ``seat``'s turn on card plays, in words (v2.1 *First and second turns*,
    the rule the engine checks in ``turn_restriction``), so a player reads them before he
    drops a card rather than from a refused drop."""
    player = state.players[seat]
    if player.turns_taken == 1:
        return ("First turn: only terrain may be played",)
    if player.turns_taken == 2:
        what = "ship, base or dragon" if getattr(state, "shared_deck", False) else "ship, base, dragon, installation or psy"
        done = " (played)" if player.big_plays >= 1 else ""
        return (f"Second turn: at most one {what}{done}",)
    return ()


def unplayable_reasons(game: Game) -> dict[InstanceId, str]:
    """In a Play Cards Phase, each card of the acting player's hand that has nowhere to go
    now (no legal drop, nothing to accomplish), with the engine's reason: the table dims it
    and says why when the pointer rests on it. Empty in other phases (the hand is not for
    playing then) and when nothing may be played at all."""
    state = game.state
    seat = actor(game)
    if seat is None or game.is_terminal() or not state.phase.is_card_play or state.window is not None or state.choice is not None:
        return {}
    moving: set[InstanceId] = set()
    for action in game.legal_actions():
        card = moved_card(action)
        if card is not None:
            moving.add(card)
        elif isinstance(action, Achieve):
            moving.add(action.card)
    reasons: dict[InstanceId, str] = {}
    for held in state.players[seat].hand:
        if held not in moving:
            violation = game.why_illegal(PlayCard(held))
            reasons[held] = sentence(violation.message) if violation is not None else "It has no legal place on the table now"
    return reasons


def gesture_free(actions: Iterable[Action]) -> list[Action]:
    """Legal actions no table gesture performs (offered as buttons)."""
    return [a for a in actions if isinstance(a, Draw)]
