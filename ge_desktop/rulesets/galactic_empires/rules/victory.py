"""Sector HQ damage, elimination and the end of the game (v2.1 *[Victory conditions]*).

- ``score_hq_damage`` is how damage reaches a Sector HQ (weapons fire arrives with the
  next issue and calls it; the sandbox calls it too). HQ damage only grows.
- VICTORY CELEBRATION (L228): weapons fire that does 6 or more damage to another player's
  Sector HQ lets the firing player draw 1 card at once. Under *Everyone Plays To The End*
  the player who scores the 25th damage point (and each multiple of 25) on a Sector HQ
  gets a two card victory celebration instead, and nobody is eliminated. The rulebook
  says the player *may* draw, so the draw is a choice (``choose pN`` draws, ``choose
  skip`` declines), offered to him as the volley resolves; the two card celebration "as
  per the standard rules" is a choice too. Under the *always celebrate* option (every
  record written before record format 2) the cards are drawn without asking, as the
  engine once did; a celebration with no firing card (sandbox HQ damage) also draws.
- 25 damage eliminates a player (L222): all his cards leave play; cards other players
  played to or against his cards go to their owners' Discard Piles (L225). "His cards"
  are the cards he *owns*: a card of another player that he controls stays in play and
  goes back to its owner's control (and fleet) as his controlling card leaves
  (v2.1 [Control] L504-518: control is only borrowed). A card of his that another
  player controls leaves with the rest of his cards.
- The last player standing wins; optionally the first to deal 50 Sector HQ damage wins.
- Under the optional *winner keeps the antes* rule the antes go to the winner.
- *The Gamblers*: nobody is eliminated by damage; every 5 points win a card of the
  victim's deck (``gamblers.py``); a player may quit (``apply_quit``).
"""

from __future__ import annotations

from ge_desktop.cards.effects import Target, Trigger
from ge_desktop.engine.events import Event
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import Quit
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.config import FIFTY_POINT_TARGET, HQ_ELIMINATION_DAMAGE, Option
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import ChoiceOffered, ControlChanged, HqDamaged, PlayerEliminated, ReactionOffered
from ge_desktop.rulesets.galactic_empires.pending import Choice, EffectStep, VolleyItem, Window
from ge_desktop.rulesets.galactic_empires.resolution import run
from ge_desktop.rulesets.galactic_empires.rules.ending import end_game
from ge_desktop.rulesets.galactic_empires.rules.gamblers import winnings
from ge_desktop.rulesets.galactic_empires.rules.set_aside import bring_back_all
from ge_desktop.rulesets.galactic_empires.rules.turns import pass_turn
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.terms import EndReason, InstanceId, Phase, Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, draw_cards, leave_play, release_control, to_pile, to_table

CELEBRATION_DAMAGE = 6


def celebrate(
    state: GameState, seat: Seat, count: int, source: InstanceId | None, events: list[Event], offers: int = 1
) -> None:
    """``seat`` may draw ``count`` cards (VICTORY CELEBRATION), ``offers`` times: a choice each
    time, unless drawn at once (the *always celebrate* option, or no firing card)."""
    if count <= 0:
        return
    if source is None or state.config.has(Option.ALWAYS_CELEBRATE) or state.choice is not None:
        draw_cards(state, seat, count * offers, events)
        return
    draw = EffectInfo(Kind.DRAW_CARDS, Trigger.ON_PLAY, Target.CONTROLLER, frozenset(), count, optional=True)
    step = EffectStep(seat, source, draw, VolleyItem(seat, source))
    prompt = f"victory celebration: draw {count} card(s) (choose p{seat}) or not (choose skip)"
    state.choice = Choice(seat, step, prompt, players=(seat,), may_skip=True)
    events.append(ChoiceOffered(seat, prompt))
    for _ in range(offers - 1):  # the next offer waits on the steps; it asks as it resolves
        state.steps.insert(0, step)


def score_hq_damage(
    state: GameState,
    seat: Seat,
    amount: int,
    by: Seat | None,
    events: list[Event],
    weapons_fire: bool = False,
    source: InstanceId | None = None,
) -> None:
    """Add ``amount`` damage to ``seat``'s Sector HQ, scored by ``by`` (firing card ``source``),
    then apply the consequences."""
    if amount <= 0 or state.phase is Phase.GAME_OVER:
        return
    target = state.players[seat]
    before = target.hq_damage
    target.hq_damage += amount
    events.append(HqDamaged(seat, amount, target.hq_damage, by))
    to_end = state.config.has(Option.EVERYONE_PLAYS_TO_THE_END)
    gamblers = state.config.has(Option.GAMBLERS)
    if by is not None and by != seat:
        state.players[by].damage_dealt += amount
        if gamblers:
            winnings(state, seat, by, before, events)
        if to_end:
            crossed = target.hq_damage // HQ_ELIMINATION_DAMAGE - before // HQ_ELIMINATION_DAMAGE
            if crossed > 0:
                celebrate(state, by, 2 * crossed, source, events)
        elif weapons_fire and amount >= CELEBRATION_DAMAGE and not state.shared_deck:
            celebrate(state, by, 1, source, events)
    if not to_end and not gamblers and target.hq_damage >= HQ_ELIMINATION_DAMAGE and not target.eliminated:
        eliminate(state, seat, events)
        if state.shared_deck and by is not None and by != seat and not state.players[by].eliminated:
            # B94 VICTORY CELEBRATION: destroying a Sector HQ, "one or two cards": two offers of one.
            celebrate(state, by, 1, source, events, offers=2)
    check_end(state, events)


def _is_his(card: CardState, seat: Seat) -> bool:
    """His own card (v2.1 L224 "all his cards"): owned, not merely controlled."""
    return card.owner == seat


def _return_borrowed(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Cards of other players that ``seat`` controls go back to their owners, in play.

    Control his cards took is released first (as if they left play, v2.1 L518); any card
    still under his control then returns to its owner, and one standing on its own in his
    area (a ship left by a destroyed terrain) moves to its owner's area.
    """
    for holder in [h for h in state.control_links if state.cards[h].owner == seat]:
        release_control(state, holder, events)
    for card in state.cards:
        if card.in_play and card.controller == seat and card.owner != seat:
            card.controller = card.owner
            events.append(ControlChanged(card.id, card.owner))
    for root in list(state.players[seat].roots):
        card = state.cards[root]
        if card.owner != seat:
            to_table(state, card, card.owner, None, events)


def _clear_stack(state: GameState, card: CardState, seat: Seat, events: list[Event]) -> None:
    """His cards leave the game; other players' cards on or against his go to their Discard Piles."""
    if not _is_his(card, seat):
        for child_id in list(card.children):
            _clear_stack(state, state.cards[child_id], seat, events)
        return
    for child_id in list(card.children):
        child = state.cards[child_id]
        if _is_his(child, seat):
            _clear_stack(state, child, seat, events)
        else:
            leave_play(state, child, LeaveReason.DISCARDED, events)  # played to or against him
    to_pile(state, card, Zone.REMOVED, card.owner, events)


def _leave_window(state: GameState, seat: Seat, events: list[Event]) -> None:
    """An eliminated player is asked to react no more (a free-form Sector HQ hit in a reaction
    window): he leaves the window's queue as if he had passed; an empty window closes and the
    stack resolves."""
    window = state.window
    if window is None or seat not in window.queue:
        return
    queue = tuple(s for s in window.queue if s != seat)
    if queue:
        state.window = Window(queue)
        if window.asked == seat:
            events.append(ReactionOffered(queue[0]))
        return
    state.window = None
    state.unwinding = True
    run(state, events)


def eliminate(state: GameState, seat: Seat, events: list[Event]) -> None:
    """Take ``seat`` out of the game (v2.1 L222-226)."""
    player = state.players[seat]
    player.eliminated = True
    events.append(PlayerEliminated(seat))
    # What he was resolving goes with his cards: a manual card's resolution by hand and the
    # steps of his own plays and actions are closed, never left open into the next turn.
    if state.manual is not None and state.manual[0] == seat:
        state.manual, state.manual_changes = None, 0
    # A card's open choice goes too when its card's player or the player asked is out (a False
    # Intelligence Report's choice of opponent, still open as its player's Sector HQ fell).
    if state.choice is not None and seat in (state.choice.seat, state.choice.step.seat):
        state.choice = None
    state.steps = [step for step in state.steps if step.seat != seat]
    _leave_window(state, seat, events)
    bring_back_all(state, seat, events)  # his set-aside stacks leave the game with his other cards
    _return_borrowed(state, seat, events)
    for owner in state.players:
        for root in list(owner.roots):
            _clear_stack(state, state.cards[root], seat, events)
    if state.active == seat and state.phase not in (Phase.RESERVE, Phase.GAME_OVER) and len(state.living_seats()) > 1:
        pass_turn(state, seat, events)  # the turn moves on to the next player


def apply_quit(state: GameState, seat: Seat, action: Quit, events: list[Event]) -> None:
    """The Gamblers: ``seat`` quits the game (``gamblers.check_quit``); the last one left wins."""
    eliminate(state, seat, events)
    living = state.living_seats()
    if len(living) == 1 and state.phase is not Phase.GAME_OVER:
        end_game(state, living[0], EndReason.OTHERS_QUIT, events)


def check_end(state: GameState, events: list[Event]) -> None:
    """End the game if someone has won."""
    if state.phase is Phase.GAME_OVER:
        return
    fifty = state.config.has(Option.FIFTY_POINT_VICTORY) or state.config.has(Option.EVERYONE_PLAYS_TO_THE_END)
    if fifty:
        leaders = [p.seat for p in state.players if p.damage_dealt >= FIFTY_POINT_TARGET]
        if leaders:
            end_game(state, leaders[0], EndReason.FIFTY_POINTS, events)
            return
    living = state.living_seats()
    if len(living) == 1:
        end_game(state, living[0], EndReason.HQ_DESTROYED, events)
