"""The session's rules assistance: drops, points, card functions, weapons fire, reactions
and the engine's questions, all answered from the engine's legal actions.

``RulesAssistMixin`` is part of ``Session`` (``ui/session.py``), kept here so the session's
own module stays about playing, undo and hot-seat hiding. It uses the session's game,
viewer, signals and ``play``. Decisions with several legal answers go out as a
``ChoiceRequest`` (``choice_requested``); a reaction window for the player at the screen
as a ``ReactionRequest``; a volley ready to fire as a ``VolleyRequest`` with its preview.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ge_desktop.cards.model import CardType, PointType, WeaponSymbol
from ge_desktop.engine import Action, Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Achieve, Allocate, GameMode, Phase, UseFunction, observe
from ge_desktop.rulesets.galactic_empires.actions import Choose, Done, Fire, FleetFire, Pass, PlayCard
from ge_desktop.rulesets.galactic_empires.pending import (
    ActionItem,
    AllocationItem,
    DiscardItem,
    DrawItem,
    PlayItem,
    ReactionItem,
    Volley,
    VolleyItem,
    item_card,
)
from ge_desktop.rulesets.galactic_empires.state import GameState
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone
from ge_desktop.ui import allocation_assist, assist, fire_assist
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.assist import Destinations, DropTarget
from ge_desktop.ui.board import ItemKey, known_key
from ge_desktop.ui.fire_assist import AimTarget, FireOptions, HqTarget, Preview, Weapon
from ge_desktop.ui.intents import DropInZone, DropOnCard, Intent, describe_intent
from ge_desktop.ui.log_text import named
from ge_desktop.ui.observed import player_name

SceneTarget = ItemKey | DropZone
Option = tuple[Action, ...]


@dataclass(frozen=True, slots=True)
class ChoiceRequest:
    """A decision with several legal answers: one button per option (a label and the
    actions it plays as one step). ``may_cancel``: closing the dialog decides nothing."""

    prompt: str
    options: tuple[tuple[str, Option], ...]
    may_cancel: bool = True


@dataclass(frozen=True, slots=True)
class ReactionRequest:
    """A reaction window asks the player at the screen: react (one button per legal
    reaction; cards may also be dragged) or pass."""

    seat: Seat
    what: str  # what he may react to, in English
    options: tuple[tuple[str, Option], ...]  # pass first


@dataclass(frozen=True, slots=True)
class VolleyRequest:
    """A volley the player put together, with what it would do if nobody reacts."""

    target: str
    actions: Option
    preview: Preview


def _hq_key(seat: Seat) -> DropZone:
    return DropZone(seat, Zone.HQ)


class RulesAssistMixin:
    """Rules assistance methods of ``Session`` (see the module docstring); what it uses of the
    session it is part of is declared here."""

    game: Game
    viewer: Seat
    waiting_for: Seat | None
    hot_seat: bool
    revision: int
    _picked: tuple[object, InstanceId | None, Destinations] | None
    _fire: tuple[object, FireOptions] | None
    _unseen: dict[ItemKey, InstanceId]
    fire_selection: frozenset[Weapon]
    problem: Any  # the session's Signal(str)
    log_lines: Any  # Signal(list)
    choice_requested: Any  # Signal(object)
    volley_requested: Any  # Signal(object)

    if TYPE_CHECKING:

        @property
        def gesture_mode(self) -> GameMode: ...
        def resolve(self, key: ItemKey) -> InstanceId | None: ...
        def refresh(self) -> None: ...
        def play(self, actions: list[Action], text: str) -> bool: ...
        def _free_form(self, intent: Intent) -> bool: ...

    # --- rules assistance: drops ------------------------------------------------------------

    @property
    def at_screen(self) -> bool:
        """Is the player the engine waits on sitting at the screen (no pass pending)?"""
        return self.waiting_for is None and (not self.hot_seat or self.game.to_act == self.viewer)

    def _destinations(self, card: InstanceId | None) -> Destinations:
        """The legal drops of ``card``, computed once per pick-up (and change of game or seat)."""
        version = (self.revision, self.viewer, self.waiting_for)
        if self._picked is None or self._picked[:2] != (version, card):
            found = assist.destinations(self.game, card) if self.at_screen else assist.NOWHERE
            self._picked = (version, card, found)
        return self._picked[2]

    def drop_targets(self, key: ItemKey) -> dict[SceneTarget, Action]:
        """Every place the card ``key`` may be dropped now, as scene targets (the highlight)."""
        card = self.resolve(key) if key.startswith("#") else None
        keys = {instance: hidden for hidden, instance in self._unseen.items()}
        return {
            target if isinstance(target, DropZone) else keys.get(target, known_key(target)): action
            for target, action in self._destinations(card).moves.items()
        }

    def drop_variants(self, key: ItemKey) -> dict[SceneTarget, tuple[Action, ...]]:
        """The targets where a drop of ``key`` asks which of several plays is meant."""
        card = self.resolve(key) if key.startswith("#") else None
        keys = {instance: hidden for hidden, instance in self._unseen.items()}
        return {
            target if isinstance(target, DropZone) else keys.get(target, known_key(target)): actions
            for target, actions in self._destinations(card).variants.items()
        }

    def unplayable(self) -> dict[ItemKey, str]:
        """The viewer's hand cards that cannot be played now, with why (the table dims them)."""
        if not self.at_screen or self.gesture_mode is not GameMode.RULES:
            return {}
        return {known_key(card): reason for card, reason in assist.unplayable_reasons(self.game).items()}

    def drop_words(self, action: object) -> str:
        """What a lit drop does, in words (the table says it while the card is held there)."""
        return assist.drop_words(self.game.state, action) if isinstance(action, Action) else ""

    def _target(self, intent: DropOnCard | DropInZone) -> DropTarget | None:
        if isinstance(intent, DropInZone):
            return DropZone(intent.seat, intent.zone)
        return self.resolve(intent.target)

    def _drop(self, intent: DropOnCard | DropInZone) -> bool:
        """Rules: play the legal action behind the target or say why not. Sandbox: move, and
        flag a move the rules would refuse."""
        card = self.resolve(intent.key) if intent.key.startswith("#") else None  # never a hidden card's id
        target = self._target(intent)
        found = self._destinations(card)
        action = found.moves.get(target) if target is not None else None
        if self.gesture_mode is GameMode.RULES:
            if action is None:
                self.problem.emit(assist.refusal(self.game, card, target))
                return False
            variants = found.variants.get(target, ()) if target is not None else ()
            if variants:
                return self.ask(assist.variants_prompt(self.game.state, variants), [(a,) for a in variants])
            return self.play([action], describe_intent(intent))
        before = self.game
        played = self._free_form(intent)
        if played and action is None and card is not None and target is not None:
            if assist.drop_action(before.state, card, target) is not None:
                reason = assist.refusal(before, card, target)
                self.log_lines.emit([f"(sandbox: the rules would not allow this: {reason})"])
        return played

    # --- rules assistance: card functions, points, choices ---------------------------------

    def _activate(self, key: ItemKey) -> bool:
        """Double-click in rules mode: what the card itself may do (one option, or a choice)."""
        card = self.resolve(key) if key.startswith("#") else None
        actions = assist.card_activations(self.game, card) if card is not None and self.at_screen else []
        if not actions:
            agenda = card is not None and self.game.state.cards[card].info.kind is CardType.AGENDA
            violation = self.game.why_illegal(Achieve(card) if agenda else UseFunction(card, 1)) if card is not None else None
            self.problem.emit(violation.message if violation is not None else "That card has nothing to do now")
            return False
        if len(actions) == 1:
            return self.play(actions, "Accomplish an agenda" if isinstance(actions[0], Achieve) else "Use a card")
        return self.ask("What should the card do?", [(a,) for a in actions])

    def point_targets(self, point: PointType) -> dict[ItemKey, tuple[tuple[Action, ...], ...]]:
        """Cards a ``point`` token may go to now, with the option(s) each drop plays."""
        if not self.at_screen:
            return {}
        return {known_key(card): options for card, options in allocation_assist.point_destinations(self.game, point).items()}

    def _allocate(self, point: PointType, target: ItemKey) -> bool:
        """A token dropped on a card: ``points_per_drop`` points of it (the phase bar's count),
        as many as the card may take, as one step."""
        options = self.point_targets(point).get(target, ())
        if not options:
            card = self.resolve(target)
            self.problem.emit(self._allocation_refusal(point, card))
            return False
        count = getattr(self, "points_per_drop", 1)
        options = tuple(allocation_assist.repeated(self.game, option, count) for option in options) if count > 1 else options
        if len(options) == 1:
            allocations = [a for a in options[0] if isinstance(a, Allocate)]
            given = allocations[-1].point if allocations else point  # an economy point declared as another type
            what = f"{len(allocations)} {given.value} points" if len(allocations) != 1 else f"a {given.value} point"
            return self.play(list(options[0]), f"Allocate {what}")
        return self.ask(f"What does this {point.value} point become?", list(options))

    def _allocation_refusal(self, point: PointType, card: InstanceId | None) -> str:
        if card is None or self.game.is_terminal():
            return "Points go to cards in play"
        violation = self.game.why_illegal(Allocate(point, card))
        return assist.sentence(violation.message) if violation is not None else "Not now"

    def _click_point(self, point: PointType, focused: ItemKey | None) -> bool:
        """A token clicked: to the card clicked before it, or (economy) what it becomes."""
        if focused is not None and focused.startswith("#"):
            return self._allocate(point, focused)
        if point is PointType.ECONOMY and self.at_screen:
            options = allocation_assist.declaration_options(self.game)
            if options:
                return self.ask("What does this economy point become?", list(options))
        self.problem.emit(f"Click a card first, or drag the {point.value} point onto it")
        return False

    def suggest_allocation(self) -> bool:
        """Offer the 'engage as much as possible' allocation as a one-step choice."""
        plan = allocation_assist.engage_plan(self.game) if self.at_screen else ()
        if not plan:
            self.problem.emit("No allocation would engage another card")
            return False
        engaged = allocation_assist.plan_engages(self.game, plan)
        label = f"Allocate {len(plan)} point{'s' if len(plan) != 1 else ''}: {engaged} card{'s' if engaged != 1 else ''} engaged"
        return self.ask("Allocate to engage as many cards as possible?", [plan], labels=[label])

    def ask(self, prompt: str, options: list[tuple[Action, ...]], labels: list[str] | None = None) -> bool:
        """Hand a decision to the window (``choice_requested``); nothing is played yet."""
        state = self.game.state
        names = labels or [" then ".join(assist.describe_choice(state, a) for a in option) for option in options]
        self.choice_requested.emit(ChoiceRequest(prompt, tuple(zip(names, (tuple(o) for o in options), strict=True))))
        return True

    def choose(self, actions: tuple[Action, ...], text: str) -> bool:
        """Play the option the player picked in a choice dialog."""
        return self.play(list(actions), text)

    def status(self) -> assist.TurnStatus:
        return assist.turn_status(self.game)

    def engagement_marks(self) -> dict[ItemKey, bool]:
        """Allocation: each card of the fleet and whether it will engage (for the viewer's turn)."""
        if not self.at_screen or self.game.phase is not Phase.ALLOCATION or self.gesture_mode is not GameMode.RULES:
            return {}  # a sandbox table turns cards by hand: no forecast tag on them
        return {known_key(card): engaged for card, engaged in allocation_assist.engagement_forecast(self.game).items()}

    def tokens(self) -> tuple[allocation_assist.PointToken, ...]:
        return allocation_assist.pool_tokens(self.game) if self.at_screen else ()

    # --- weapons fire ------------------------------------------------------------------------

    def fire_options(self) -> FireOptions:
        """Weapons that may fire and where (computed once per change of game or seat: the
        state's version stays the same while the screen passes, and repeats after an undo)."""
        version = (self.revision, self.viewer, self.waiting_for)
        if self._fire is None or self._fire[0] != version:
            options = fire_assist.fire_options(self.game) if self.at_screen else fire_assist.NO_FIRE
            self._fire = (version, options)
            self.fire_selection = frozenset(w for w in self.fire_selection if w in options.ready)
        return self._fire[1]

    def weapon_badges(self) -> list[tuple[ItemKey, WeaponSymbol, int, bool]]:
        """(unit, symbol, how many ready, selected) for each weapon the fleet may fire now
        (rules mode only: a sandbox table fires by hand)."""
        if self.gesture_mode is not GameMode.RULES:
            return []
        options = self.fire_options()
        return [
            (known_key(unit), symbol, count, (unit, symbol) in self.fire_selection)
            for (unit, symbol), count in sorted(options.ready.items(), key=lambda item: (item[0][0], item[0][1].value))
        ]

    def fire_targets(self, weapons: frozenset[Weapon] | None = None) -> dict[SceneTarget, AimTarget]:
        """Scene targets the chosen weapons (default: the selection) may fire at."""
        chosen = self.fire_selection if weapons is None else weapons
        keys = {instance: hidden for hidden, instance in self._unseen.items()}
        lit: dict[SceneTarget, AimTarget] = {}
        for target in self.fire_options().targets_of(chosen):
            if isinstance(target, HqTarget):
                lit[_hq_key(target.seat)] = target
            else:
                lit[keys.get(target, known_key(target))] = target
        return lit

    def weapon_targets(self, unit_key: ItemKey, symbol: WeaponSymbol) -> dict[SceneTarget, AimTarget]:
        """What one weapon may hit (lit while the pointer rests on its badge)."""
        unit = self.resolve(unit_key)
        return self.fire_targets(frozenset({(unit, symbol)})) if unit is not None else {}

    def toggle_weapon(self, unit_key: ItemKey, symbol: WeaponSymbol) -> bool:
        unit = self.resolve(unit_key)
        if unit is None or (unit, symbol) not in self.fire_options().ready:
            self.problem.emit("That weapon cannot fire now")
            return False
        weapon = (unit, symbol)
        self.fire_selection = self.fire_selection ^ {weapon}
        self.refresh()
        return True

    def aim(self, target: SceneTarget) -> bool:
        """A lit target clicked: put the volley together and show what it would do."""
        lit = self.fire_targets()
        if not self.fire_selection:
            return False  # a plain click on a card, not aiming
        if target not in lit:
            self.problem.emit("None of the chosen weapons can fire there")
            return False
        aimed = lit[target]
        actions = fire_assist.volley_actions(self.fire_options(), aimed, self.fire_selection)
        name = f"{player_name(aimed.seat)}'s Sector HQ" if isinstance(aimed, HqTarget) else self.game.state.cards[aimed].info.label
        self.volley_requested.emit(VolleyRequest(name, actions, fire_assist.preview(self.game, actions)))
        return True

    def fire(self, actions: Option) -> bool:
        """Declare the volley (aim, fire, done) as one step; the selection is spent."""
        played = self.play(list(actions), "Weapons volley")
        if played:
            self.fire_selection = frozenset()
        return played

    # --- what the engine waits for ----------------------------------------------------------

    def reaction_request(self) -> ReactionRequest | None:
        """The reaction window's question, if it is the player at the screen who is asked."""
        state = self.game.state
        window = state.window
        if window is None or not self.at_screen or window.asked != self.viewer:
            return None
        legal = self.game.legal_actions()
        options: list[tuple[str, tuple[Action, ...]]] = [("Pass (no reaction)", (a,)) for a in legal if isinstance(a, Pass)]
        options += [(self._reaction_label(a), (a,)) for a in legal if not isinstance(a, Pass)]
        return ReactionRequest(self.viewer, self._waiting_sentence(), tuple(options))

    def _reaction_label(self, action: Action) -> str:
        cards = self.game.state.cards
        match action:
            case PlayCard(card, target, against, _, _, choice) if choice:  # one of the card's choices, in its words
                where = f" {'against' if against else 'on'} {cards[target].info.label}" if target is not None else ""
                return f"React with {cards[card].info.label}{where}: {choice}. {cards[card].info.choice_words(choice)}"
            case PlayCard(card, target, against, _) if target is not None:
                return f"React with {cards[card].info.label} {'against' if against else 'on'} {cards[target].info.label}"
            case PlayCard(card):
                return f"React with {cards[card].info.label}"
            case UseFunction(card, function, target, player):
                what = assist.function_words(self.game.state, card, function)
                text = f"React: {cards[card].info.label}, function {function}" + (f" ({what})" if what else "")
                if target is not None or player is not None:  # the same function at another target is another button
                    text += " at " + assist.describe_choice(self.game.state, action).rsplit(" at ", 1)[1]
                return text
        return assist.describe_choice(self.game.state, action)

    def _waiting_sentence(self) -> str:
        """The topmost item of the reaction stack, in English."""
        state = self.game.state
        if not state.pending:
            return "Something may be answered"
        item = state.pending[-1]
        who = player_name(item.seat)
        card_id = item_card(item)
        card = state.cards[card_id].info.label if card_id is not None else ""
        match item:
            case VolleyItem(volley=Volley() as volley):
                return f"{who} fires a volley at {self._volley_target(volley)}"
            case PlayItem(choice=choice) if choice and card_id is not None:  # the choice is made as the card is played: public
                return f"{who} plays {card}: {choice}. {state.cards[card_id].info.choice_words(choice)}"
            case PlayItem():
                return f"{who} plays {card}"
            case ReactionItem(choice=choice) if choice and card_id is not None:
                return f"{who} reacts with {card}: {choice}. {state.cards[card_id].info.choice_words(choice)}"
            case ReactionItem():
                return f"{who} reacts with {card}"
            case ActionItem():
                return f"{who} uses {card}"
            case AllocationItem(begins=True):
                return f"{who} begins the Allocation Phase"
            case AllocationItem():
                return f"{who} ends the Allocation Phase"
            case DiscardItem(done=True):
                return f"{card} has just reached {who}'s Discard Pile"
            case DiscardItem():
                return f"{who} discards {card}"
            case DrawItem():
                return f"{who} begins the Draw Cards Phase"
        return f"{who} acts"

    def _volley_target(self, volley: Volley) -> str:
        if volley.hq is not None:
            return f"{player_name(volley.hq)}'s Sector HQ"
        if volley.fleet is not None:
            return f"{player_name(volley.fleet)}'s fleet"
        return self._label(volley.target) if volley.target is not None else "no target"

    def _label(self, card: InstanceId) -> str:
        """The card's name as the table shows it."""
        state: GameState = self.game.state
        return state.cards[card].info.label

    def decision(self) -> ChoiceRequest | None:
        """A question only buttons can answer: a card's choice, an open volley's weapons,
        fleet-targeted fire before the first volley."""
        if not self.at_screen or self.game.is_terminal():
            return None
        state = self.game.state
        legal = self.game.legal_actions()
        if state.choice is not None:
            return ChoiceRequest(self._choice_prompt(), tuple((self._choose_label(a), (a,)) for a in legal if isinstance(a, Choose)), False)
        if state.fire is not None and state.fire.open is not None and state.window is None:
            options: list[tuple[str, tuple[Action, ...]]] = [(assist.describe_choice(state, a), (a,)) for a in legal if isinstance(a, Fire | Done)]
            return ChoiceRequest("Add weapons to the volley, or declare it", tuple(options), False)
        fleet = [a for a in legal if isinstance(a, FleetFire)]
        if fleet and state.window is None:
            options = [(f"{state.cards[a.card].info.label} fires at {player_name(a.seat)}'s fleet", (a,)) for a in fleet]
            return ChoiceRequest("Fleet-targeted weapons fire before any volley", tuple(options), True)
        return None

    def _choice_prompt(self) -> str:
        """A card's question in words: the engine's prompt names cards by instance id
        ("move to #72"); the player reads the card as he sees it (a hidden one is "a card")."""
        state = self.game.state
        assert state.choice is not None
        return named(observe(state, self.viewer, facts=False), state.choice.prompt)

    def _choose_label(self, action: Choose) -> str:
        if action.card is not None:
            return self._label(action.card)
        if action.player is not None:
            return player_name(action.player)
        return "Skip (do nothing)"
