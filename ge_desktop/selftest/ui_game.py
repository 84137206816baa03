"""A short scripted rules-enforced game, played through the main window's UI layer.

The self-test's game is the starter decks at a fixed seed, hot-seat, decided by the
engine's seeded weighted agent, so it is the same game on every machine. Each decision
is performed the way a player makes it, through the window and never by calling the
engine: what the table's mouse handlers emit on ``TableScene.intent_requested`` (a card
dropped on its target, a point token dropped on a card, a token or a card clicked, a
weapon badge clicked, a double-click) and clicks on the window's own buttons (the phase
bar, the pass-the-screen page, the choice, reaction and volley dialogs). QtTest is not
part of a release bundle, so gestures start where the scene's mouse handlers end.

After every gesture the game's history must have grown by exactly the action(s) it
means, and the table must show the board again; anything else is a failure naming the
step and the action.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ge_desktop.bots.weighted_agent import WeightedAgent
from ge_desktop.cards.model import PointType
from ge_desktop.engine import Action
from ge_desktop.rulesets.galactic_empires import Allocate, DeclareEconomy, Done, Draw, UseFunction
from ge_desktop.rulesets.galactic_empires.actions import Aim, Choose, Fire, FleetFire, Pass, PlayCard
from ge_desktop.rulesets.galactic_empires.terms import InstanceId
from ge_desktop.ui import assist, fire_assist
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.board import ItemKey, known_key
from ge_desktop.ui.intents import ActivateCard, ClickCard, ClickHq, ClickPoint, DropInZone, DropOnCard, DropPoint, Intent, ToggleWeapon

SEED = 1997
COMPLETE_TURNS = 3  # the game is played until this many complete turns, or its end
MAX_STEPS = 600


class GestureError(AssertionError):
    """The UI did something other than what the engine allows, or offered no gesture."""


@dataclass
class ScriptedGame:
    """Plays the window's game forward, one gesture per engine decision."""

    window: Any
    agent: WeightedAgent = field(default_factory=lambda: WeightedAgent(SEED))
    kinds: Counter = field(default_factory=Counter)  # actions played, by kind
    steps: int = 0

    @property
    def session(self):
        return self.window.session

    @property
    def game(self):
        return self.session.game

    def play(self, turns: int = COMPLETE_TURNS, max_steps: int = MAX_STEPS) -> None:
        """Play until ``turns`` complete turns are over or the game ends."""
        while not self.game.is_terminal() and self.game.state.complete_turn <= turns:  # 1 during the first
            if self.steps >= max_steps:
                raise GestureError(f"{turns} complete turns not over after {max_steps} steps")
            self.step()

    def step(self) -> None:
        """Take the screen if asked, then make the agent's next decision by its gesture."""
        self._process_events()
        if self.window.pages.currentWidget() is self.window.pass_screen:
            self._click(self.window.pass_screen.button, "pass-the-screen")
        action = self.agent.choose(self.game)
        before = len(self.game.history)
        expected = self.perform(action)
        self._process_events()
        made = list(self.game.history[before:])
        if made != list(expected):
            raise GestureError(f"step {self.steps + 1}: the gesture for '{action.notation()}' played {[a.notation() for a in made]}")
        self.steps += 1
        self.kinds[type(action).__name__] += 1
        self.table_matches_board()

    def perform(self, action: Action) -> tuple[Action, ...]:
        """Make the gesture that means ``action``; return what the history should gain."""
        state = self.game.state
        match action:
            case Done() if state.fire is not None and state.fire.open is not None:
                self._answer(action, required=True)
            case Done():
                self._click(self.window.phase_bar.next, "Next Phase")
            case Draw(count):
                self._click(self.window.phase_bar.draw_button(count), f"draw {count}")
            case Allocate(point, card):
                self._gesture(DropPoint(point, known_key(card)))
                self._answer(action)
            case DeclareEconomy():
                self._gesture(ClickPoint(PointType.ECONOMY, None))
                self._answer(action, required=True)
            case Pass():
                self._click(self._reaction().pass_button, "Pass")
            case PlayCard() | UseFunction() if state.window is not None:
                self._click(self._reaction().button_for((action,)), "react")
            case UseFunction(card):
                self._gesture(ActivateCard(known_key(card)))
                self._answer(action)
            case Aim():
                return self._volley(action)
            case FleetFire() | Choose() | Fire():
                self._answer(action, required=True)
            case _ if assist.moved_card(action) is not None:
                self._drop(action)
            case _:
                raise GestureError(f"no gesture for '{action.notation()}'")
        return (action,)

    # --- gestures ----------------------------------------------------------------------

    def _gesture(self, intent: Intent) -> None:
        """What the table emits at the end of a mouse gesture."""
        self.window.page.scene.request(intent)

    def _click(self, button, what: str) -> None:
        if button is None or not button.isVisible() or not button.isEnabled():
            raise GestureError(f"step {self.steps + 1}: the '{what}' button is missing or disabled but its action is legal")
        button.click()

    def _answer(self, action: Action, required: bool = False) -> None:
        """Click ``action``'s button in the open choice dialog, if one is open."""
        dialog = self.window.page.choice
        if dialog is None or not dialog.isVisible():
            if required:
                raise GestureError(f"step {self.steps + 1}: no choice offered for '{action.notation()}'")
            return
        self._click(dialog.button_for((action,)), action.notation())

    def _reaction(self):
        dialog = self.window.page.reaction
        if dialog is None or not dialog.isVisible():
            raise GestureError(f"step {self.steps + 1}: no reaction prompt while the engine asks seat {self.game.to_act}")
        return dialog

    def _drop(self, action: Action) -> None:
        """Drop the moved card on the target the table lights for ``action``."""
        key = known_key(assist.moved_card(action))
        offered = {act: target for target, act in self.session.drop_targets(key).items()}
        if action not in offered:
            raise GestureError(f"step {self.steps + 1}: the table offers no drop for legal '{action.notation()}'")
        target = offered[action]
        if isinstance(target, DropZone):
            self._gesture(DropInZone(key, target.seat, target.zone))
        else:
            self._gesture(DropOnCard(key, target))

    def _volley(self, aim: Aim) -> tuple[Action, ...]:
        """Click the badge of every weapon that may hit the target, click the target, Fire."""
        options = self.session.fire_options()
        target = fire_assist.HqTarget(aim.hq) if aim.hq is not None else aim.target
        weapons = frozenset(w for w, targets in options.targets.items() if target in targets)
        expected = fire_assist.volley_actions(options, target, weapons)
        for unit, symbol in sorted(weapons, key=lambda w: (w[0], w[1].value)):
            self._gesture(ToggleWeapon(known_key(unit), symbol))
        if isinstance(target, fire_assist.HqTarget):
            self._gesture(ClickHq(target.seat))
        else:
            self._gesture(ClickCard(self._key_of(target)))
        dialog = self.window.page.volley
        if dialog is None or not dialog.isVisible():
            raise GestureError(f"step {self.steps + 1}: no volley dialog after aiming at {target}")
        self._click(dialog.fire_button, "Fire")
        return expected

    def _key_of(self, instance: InstanceId) -> ItemKey:
        hidden = {i: key for key, i in self.session._unseen.items()}
        return hidden.get(instance, known_key(instance))

    @staticmethod
    def _process_events() -> None:
        from PySide6.QtWidgets import QApplication

        QApplication.processEvents()

    # --- what the table shows ------------------------------------------------------------

    def table_matches_board(self) -> int:
        """The table shows the session's current board: an item for every card in a hand,
        a reserve, a headquarters or in play (a discard pile shows its top); returns how many."""
        scene, board = self.window.page.scene, self.session.board()
        if scene.board != board:
            raise GestureError(f"step {self.steps}: the table was not redrawn after the last action")
        expected = {v.key for seat in board.seats for part in (seat.hand, seat.reserve, seat.hq, *seat.stacks) for v in part}
        missing = expected - set(scene.cards)
        if missing:
            raise GestureError(f"step {self.steps}: {len(missing)} cards of the board are not on the table ({sorted(missing)[:4]})")
        return len(scene.cards)

    def summary(self) -> str:
        kinds = ", ".join(f"{count} {name}" for name, count in self.kinds.most_common())
        state = self.game.state
        over = state.complete_turn - 1 if not self.game.is_terminal() else state.complete_turn
        return f"{self.steps} gestures, {over} complete turns ({kinds})"


def seeded_game(catalog):
    """The self-test's game: the starter decks at ``SEED``, rules enforced, pregame played."""
    from ge_desktop.rulesets.galactic_empires import GameMode
    from ge_desktop.ui.game_setup import ready_game, starter_config

    return ready_game(starter_config(catalog, mode=GameMode.RULES, seed=SEED), catalog)
