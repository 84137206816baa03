"""A test driver that plays a rules-enforced hot-seat game through the window's UI only.

Each step asks the engine for the legal actions, picks one (seeded; gestures it has not
made yet first, so every kind of move is exercised), performs the UI gesture that means
that action (a real mouse drag of a card or a point token, a click on the phase bar, a
double-click, a button in a choice dialog, the pass-the-screen button) and then checks
that the game's history grew by exactly that action. Before every card drop it also
checks, mid-drag, that the lit destinations are exactly the drops the engine calls legal
(``is_legal`` of what the drop would mean). Now and then it drops a card somewhere the
engine refuses and checks nothing happened. So the UI can neither let an illegal action
through nor block a legal one without a test failing.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass, field, replace

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Action, Game
from ge_desktop.engine.errors import IllegalActionError
from ge_desktop.rulesets.galactic_empires import Achieve, Allocate, DeclareEconomy, Done, Draw, PlayCard, UseFunction
from ge_desktop.rulesets.galactic_empires.actions import Aim, Choose, Fire, FleetFire, Pass, Quit
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Zone
from ge_desktop.ui import assist, fire_assist
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.board import ItemKey, known_key
from ge_desktop.ui.choice_dialog import ChoiceDialog
from ge_desktop.ui.layout.geometry import Rect
from ge_desktop.ui.main_window import MainWindow
from ge_desktop.ui.sample_games import busy_choice
from ge_desktop.ui.table.drag import Drag, carried_keys
from ge_desktop.ui.table.point_token_item import PointTokenItem
from ge_desktop.ui.table.weapon_badge_item import WeaponBadgeItem

FRACTIONS = (0.5, 0.3, 0.7, 0.12, 0.88, 0.06, 0.94)
ZONES = (Zone.PLAY, Zone.HQ, Zone.DISCARD, Zone.DECK, Zone.RESERVE, Zone.HAND)
NO_BUTTONS = Qt.KeyboardModifier.NoModifier
LEFT = Qt.MouseButton.LeftButton


class DriverError(AssertionError):
    """The UI did something other than what the engine allows."""


def points_in(rect: Rect) -> Iterator[QPointF]:
    """Points over a rectangle, its middle first."""
    for fy in FRACTIONS:
        for fx in FRACTIONS:
            yield QPointF(rect.x + rect.width * fx, rect.y + rect.height * fy)


def engine_legal_drops(session, board, card: InstanceId) -> set:
    """Every target on ``board`` where the engine calls dropping ``card`` legal (``is_legal``
    of what the drop means), as scene targets: card keys and drop zones."""
    game = session.game
    hidden = {instance: key for key, instance in session._unseen.items()}
    choices = game.state.cards[card].info.choices

    def legal(action: Action | None) -> bool:  # a card that "does one of the following": some choice of it
        if action is None:
            return False
        return game.is_legal(action) or (isinstance(action, PlayCard) and any(game.is_legal(replace(action, choice=n)) for n in choices))

    expected: set = set()
    for seat in board.seats:
        for view in [v for stack in seat.stacks for v in stack] + list(seat.reserve):
            instance = view.instance if view.instance is not None else session.resolve(view.key)
            if instance is not None and legal(assist.drop_action(game.state, card, instance)):
                expected.add(hidden.get(instance, known_key(instance)))
        for zone in ZONES:
            if legal(assist.drop_action(game.state, card, DropZone(seat.seat, zone))):
                expected.add(DropZone(seat.seat, zone))
    return expected


@dataclass
class UiDriver:
    win: MainWindow
    rng: random.Random
    agent: WeightedAgent | None = None
    done_types: set[type] = field(default_factory=set)
    refusals: int = 0
    reactions: int = 0  # reaction prompts answered (pass or react)
    reacted: int = 0  # of which with a reaction
    steps: int = 0
    lit_checks: int = 0

    @property
    def session(self):
        return self.win.session

    @property
    def scene(self):
        return self.win.page.scene

    @property
    def game(self) -> Game:
        return self.session.game

    # --- where to press and drop ---------------------------------------------------------

    def view_point(self, point: QPointF) -> QPoint:
        return self.win.page.view.mapFromScene(point)

    def press_point(self, key: ItemKey) -> QPointF:
        """A point where a press picks up the card ``key`` (not a token, die or pile), found
        as a player finds it: the pointer rests on the card first, which fans its stack out
        (the cards move), then the card is looked for again where it now lies. Another player's
        tall stack the pointer left fanned out may lie over it: the player first moves the
        pointer off every stack (to the table's edge), which folds that stack back."""
        try:
            point = self._press_point(key)
        except DriverError:
            self._pointer_off_the_stacks()
            point = self._press_point(key)
        for _ in range(3):
            QTest.mouseMove(self.win.page.view.viewport(), self.view_point(point))
            QApplication.processEvents()
            again = self._press_point(key)
            if again == point:
                break
            point = again
        return point

    def _pointer_off_the_stacks(self) -> None:
        """Rest the pointer on the bare table, right of every stack: the stack it left folds back."""
        arrangement = self.scene.arrangement
        right = max(rect.right for rect in arrangement.stacks.values()) if arrangement.stacks else 0.0
        spot = QPointF(min(right + 4.0, arrangement.bounds.right - 1.0), arrangement.bounds.y + 1.0)
        QTest.mouseMove(self.win.page.view.viewport(), self.view_point(spot))
        QApplication.processEvents()
        if self.scene.fanned is not None:  # offscreen, a synthetic move sends no hover-leave: the one a real pointer sends
            self.scene.stack_hover(self.scene.fanned, False)
            QApplication.processEvents()

    def _press_point(self, key: ItemKey) -> QPointF:
        for point in points_in(self.scene.arrangement.scene_footprint(key)):
            item = self.scene.card_item_at(point)
            top = self.scene.clickable_at(point)
            if item is not None and item.key == key and not isinstance(top, WeaponBadgeItem | PointTokenItem):
                return point
        raise DriverError(f"card {key} cannot be picked up anywhere")

    def drag_of(self, key: ItemKey) -> Drag:
        found = self.scene.board.stack_of_key(key)
        # started: aimed at like the scene's own drag once the card is lifted and its places lit
        return Drag(key, QPointF(), carried=carried_keys(found, key) if found else [key], started=True)

    def drop_point(self, drag: Drag, target: ItemKey | DropZone) -> QPointF:
        """A point where releasing ``drag`` drops it on ``target``."""
        arrangement = self.scene.arrangement
        if isinstance(target, DropZone):
            rects = [t.rect for t in arrangement.zones if t.key == target]
        else:
            rects = [arrangement.scene_footprint(target)]
        for rect in rects:
            for point in points_in(rect):
                if self.scene.drop_target_at(point, drag) == target:
                    return point
        raise DriverError(f"nowhere to drop {drag.key} on {target}")

    def mouse_drag(self, start: QPointF, end, before_release=None, steps: int = 6) -> None:
        """Press, lift (past the drag distance), aim at ``end`` (a point, or a function
        asked once the card is lifted and its destinations are lit), move there, release."""
        viewport = self.win.page.view.viewport()
        a = self.view_point(start)
        QTest.mouseMove(viewport, a)  # the pointer comes to the card first (a hovered stack folds back)
        QTest.mousePress(viewport, LEFT, NO_BUTTONS, a)
        lift = a + QPoint(QApplication.startDragDistance() + 4, 0)
        QTest.mouseMove(viewport, lift)
        b = self.view_point(end() if callable(end) else end)
        for step in range(1, steps + 1):
            QTest.mouseMove(viewport, lift + (b - lift) * step / steps)
        if before_release is not None:
            before_release()
        QTest.mouseRelease(viewport, LEFT, NO_BUTTONS, b)

    def click(self, point: QPointF) -> None:
        QTest.mouseClick(self.win.page.view.viewport(), LEFT, NO_BUTTONS, self.view_point(point))

    def click_felt(self) -> None:
        """A click on empty felt: no card selected."""
        self.click(self.scene.sceneRect().topLeft() + QPointF(8, 8))

    def press_button(self, button: QPushButton) -> None:
        if not button.isEnabled():
            raise DriverError(f"button '{button.text()}' is disabled but its action is legal")
        QTest.mouseClick(button, LEFT)

    # --- the expected highlight ------------------------------------------------------------

    def expected_lit(self, card: InstanceId) -> set:
        return engine_legal_drops(self.session, self.scene.board, card)

    def check_lit(self, card: InstanceId) -> None:
        lit, expected = self.scene.lit_targets(), self.expected_lit(card)
        if lit != expected:
            raise DriverError(f"lit {sorted(map(str, lit))} but legal {sorted(map(str, expected))} for #{card}")
        self.lit_checks += 1

    # --- gestures --------------------------------------------------------------------------

    def drag_card(self, action: Action) -> None:
        """Drag the card of a card-moving action to the target the UI offers for it."""
        card = assist.moved_card(action)
        key = known_key(card)
        offered = {a: t for t, a in self.session.drop_targets(key).items()}
        variants = {a: t for t, actions in self.session.drop_variants(key).items() for a in actions}
        offered |= variants
        if action not in offered:
            raise DriverError(f"the UI offers no drop for legal '{action.notation()}'")
        drag = self.drag_of(key)
        start = self.press_point(key)
        self.mouse_drag(start, lambda: self.drop_point(drag, offered[action]), before_release=lambda: self.check_lit(card))
        if action in variants:  # several plays on one target: the drop asked which
            self.answer_choice((action,), required=True)

    def give_point(self, action: Allocate) -> None:
        """Drag a token onto the card, or click the card and then the token."""
        token = self.scene.assist.tokens.get(action.point)
        if token is None:
            raise DriverError(f"no {action.point.value} token while '{action.notation()}' is legal")
        target = known_key(action.card)
        if self.rng.random() < 0.5:
            self.click(self.press_point(target))
            self.click(token.scenePos())
        else:
            drag = Drag(ItemKey(token.key), QPointF(), point=action.point)
            self.mouse_drag(token.scenePos(), lambda: self.drop_point(drag, target))
        self.answer_choice((action,))

    def declare(self, action: DeclareEconomy) -> None:
        token = self.scene.assist.tokens.get(PointType.ECONOMY)
        if token is None:
            raise DriverError("no economy token while a declaration is legal")
        self.click_felt()
        self.click(token.scenePos())
        self.answer_choice((action,), required=True)

    def use(self, action: UseFunction | Achieve) -> None:
        clicked = action.card
        if isinstance(action, UseFunction) and action.by is not None and not self.game.state.cards[action.card].in_play:
            clicked = action.by  # a muse's function of a field no longer in play: the muse is double-clicked
        point = self.view_point(self.press_point(known_key(clicked)))
        QTest.mouseDClick(self.win.page.view.viewport(), LEFT, NO_BUTTONS, point)
        self.answer_choice((action,))

    def answer_choice(self, option: tuple[Action, ...], required: bool = False) -> None:
        """If a choice dialog is open, click the button of ``option``."""
        dialog: ChoiceDialog | None = self.win.page.choice
        if dialog is None or not dialog.isVisible():
            if required:
                raise DriverError(f"no choice offered for '{option[0].notation()}'")
            return
        if not required and not any(offered == option for _, offered in dialog.request.options):
            return  # the gesture played its one option at once; this dialog asks the game's next decision
        self.press_button(dialog.button_for(option))

    def perform(self, action: Action) -> tuple[Action, ...]:
        """Do the gesture(s) for ``action``; return the actions the history should gain."""
        match action:
            case Done() if self.game.state.fire is not None and self.game.state.fire.open is not None:
                self.answer_choice((action,), required=True)
            case Done():
                self.press_button(self.win.phase_bar.next)
            case Draw(count):
                button = self.win.phase_bar.draw_button(count)
                if button is None:
                    raise DriverError(f"no button for legal '{action.notation()}'")
                self.press_button(button)
            case Allocate():
                self.give_point(action)
            case DeclareEconomy():
                self.declare(action)
            case Pass():
                self.press_button(self.reaction_dialog().pass_button)
                self.reactions += 1
            case PlayCard() | UseFunction() if self.game.state.window is not None:
                self.react(action)
            case UseFunction() | Achieve():
                self.use(action)
            case Aim():
                return self.volley(action)
            case FleetFire() | Choose() | Fire():
                self.answer_choice((action,), required=True)
            case Quit():
                if not self.win.page.act_gamble_quit.isEnabled():
                    raise DriverError("Game > Quit This Game is disabled but quitting is legal")
                self.win.page.act_gamble_quit.trigger()
            case _ if assist.moved_card(action) is not None:
                self.drag_card(action)
            case _:
                raise DriverError(f"the driver has no gesture for '{action.notation()}'")
        return (action,)

    # --- weapons fire and reactions ----------------------------------------------------------

    def volley(self, aim: Aim) -> tuple[Action, ...]:
        """Click the badges of every weapon that may hit the target, click it, check the
        preview, press Fire: aim, fire..., done as one step."""
        options = self.session.fire_options()
        target = fire_assist.HqTarget(aim.hq) if aim.hq is not None else aim.target
        weapons = self.firing_together(options, target, frozenset(w for w, targets in options.targets.items() if target in targets))
        expected = fire_assist.volley_actions(options, target, weapons)
        trial = self.game.clone()
        for action in expected:
            trial.play(action)  # the engine accepts the whole volley, step by step
        for unit, symbol in sorted(weapons, key=lambda w: (w[0], w[1].value)):
            badge = self.scene.assist.badges.get((known_key(unit), symbol))
            if badge is None:
                raise DriverError(f"no badge for the {symbol.value} weapons of #{unit}")
            self.click(badge.scenePos())
        if self.session.fire_selection != weapons:
            raise DriverError(f"the badges chose {sorted(map(str, self.session.fire_selection))}, not {sorted(map(str, weapons))}")
        if isinstance(target, fire_assist.HqTarget):
            self.click(self.scene.hqs[target.seat].scenePos())
        else:
            self.click(self.press_point(self.target_key(target)))
        dialog = self.win.page.volley
        if dialog is None or not dialog.isVisible():
            raise DriverError(f"no volley dialog after aiming at {target}")
        self.press_button(dialog.fire_button)
        return expected

    def firing_together(self, options: fire_assist.FireOptions, target: object, weapons: frozenset) -> frozenset:
        """The weapons a player picks to fire at ``target`` together: each one in turn, kept if the
        volley with it stays legal (a rule on the whole volley, half the fleet's ship strength
        under a False Intelligence Report, refuses some sets of weapons each legal alone; the
        volley dialog's preview names the problem, so a player picks fewer)."""
        chosen: frozenset = frozenset()
        for weapon in sorted(weapons, key=lambda w: (w[0], w[1].value)):
            trial = self.game.clone()
            try:
                for action in fire_assist.volley_actions(options, target, chosen | {weapon}):
                    trial.play(action)
            except IllegalActionError:
                continue
            chosen |= {weapon}
        return chosen

    def target_key(self, instance: InstanceId) -> ItemKey:
        hidden = {i: key for key, i in self.session._unseen.items()}
        return hidden.get(instance, known_key(instance))

    def reaction_dialog(self):
        dialog = self.win.page.reaction
        if dialog is None or not dialog.isVisible():
            raise DriverError(f"no reaction prompt while the engine asks {self.game.to_act}")
        return dialog

    def react(self, action: Action) -> None:
        """A reaction: drag the card when it is a card play (half the time), else its button."""
        dialog = self.reaction_dialog()
        self.reactions += 1
        self.reacted += 1
        if isinstance(action, PlayCard) and self.rng.random() < 0.5:
            self.drag_card(action)
            if dialog.isVisible():
                raise DriverError("the reaction prompt stayed open after reacting")
        else:
            self.press_button(dialog.button_for((action,)))

    # --- refusals --------------------------------------------------------------------------

    def try_illegal_drop(self) -> None:
        """Drop a hand card on a place the engine refuses: nothing may change."""
        if self.game.state.manual is not None:
            return  # a manual card is being resolved by hand: free-form moves are the player's to make
        seat = self.game.to_act
        hand = list(self.game.state.players[seat].hand)
        if not hand:
            return
        card = self.rng.choice(hand)
        key = known_key(card)
        drag = self.drag_of(key)
        legal = set(self.session.drop_targets(key))
        board = self.scene.board
        # a stack holding a legal place is a drop region for it as a whole (a crew covering its ship)
        candidates = [v.key for s in board.seats for stack in s.stacks if not any(w.key in legal for w in stack) for v in stack]
        candidates += [DropZone(s.seat, Zone.PLAY) for s in board.seats if DropZone(s.seat, Zone.PLAY) not in legal]
        if not candidates:
            return
        target = self.rng.choice(candidates)
        before, problems = len(self.game.history), []
        start, unreachable = self.press_point(key), []

        def end() -> QPointF:
            try:
                return self.drop_point(drag, target)
            except DriverError:  # a card covered in its stack: a drop there means the top card
                unreachable.append(target)
                return start  # put the card back where it was picked up

        self.session.problem.connect(problems.append)
        try:
            self.mouse_drag(start, end)
        finally:
            self.session.problem.disconnect(problems.append)
        if unreachable:
            if len(self.game.history) != before:
                raise DriverError(f"putting #{card} back where it was picked up played an action")
            return
        if len(self.game.history) != before or not problems:
            raise DriverError(f"an illegal drop of #{card} on {target} was not refused")
        home = self.scene.spot_scene_point(key)
        if self.scene.item_for(key).pos() != home:
            raise DriverError(f"#{card} did not snap back after a refused drop")
        self.refusals += 1

    # --- the loop --------------------------------------------------------------------------

    def take_screen_if_asked(self) -> None:
        """At the pass screen: take the screen, or (a reaction asked for) now and then pass on
        it right there, the hand unseen; a prompt for show after a volley is passed."""
        for _ in range(12):
            screen = self.win.pass_screen
            if self.win.pages.currentWidget() is screen:
                quick = screen.pass_button.isVisible() and self.rng.random() < 0.5
                QTest.mouseClick(screen.pass_button if quick else screen.button, LEFT)
                self.reactions += quick
                continue
            prompt = self.win.page.reaction
            if self.session.courtesy is not None and prompt is not None and prompt.isVisible():
                self.reactions += 1
                self.press_button(prompt.buttons[0])  # its only answer: Pass
                continue
            return

    def pass_reactions(self) -> None:
        """Every reaction window passed through the window (the pass screen taken in hot seat)."""
        for _ in range(12):
            self.take_screen_if_asked()
            if self.game.state.window is None:
                return
            self.perform(Pass())
            QApplication.processEvents()

    def choose(self) -> Action:
        """A legal action: now and then one of a kind not done yet, else the weighted agent's
        (a keen beginner, so games end) or a busy one."""
        legal = self.game.legal_actions()
        fresh = [a for a in legal if type(a) not in self.done_types and not isinstance(a, Done | Draw | Fire)]
        if fresh and self.rng.random() < 0.5:
            # Reaction windows are rare with the starter decks (a game or two each): the
            # fresh choice at one tries the prompt's Pass button.
            passes = [a for a in fresh if isinstance(a, Pass)]
            return passes[0] if passes else self.rng.choice(fresh)
        if self.agent is not None:
            return self.agent.choose(self.game)
        return busy_choice(self.game, self.rng)

    def step(self) -> None:
        self.take_screen_if_asked()
        if self.game.is_terminal():
            return
        state = self.game.state
        # While a manual card resolves, free-form moves are legal: no drop is "illegal" then.
        if state.phase.is_card_play and state.window is None and state.choice is None and state.manual is None and self.rng.random() < 0.15:
            self.try_illegal_drop()
        action = self.choose()
        before = len(self.game.history)
        expected = self.perform(action)
        QApplication.processEvents()
        made = self.game.history[before:]
        if made != list(expected):
            raise DriverError(f"UI gesture for '{action.notation()}' played {[a.notation() for a in made]}")
        self.done_types.add(type(action))
        self.steps += 1

    def play_to_the_end(self, max_steps: int) -> None:
        for _ in range(max_steps):
            if self.game.is_terminal():
                return
            self.step()
        raise DriverError(f"the game did not end in {max_steps} UI steps")
