"""``EmperorSession``: the only caller of the engine from Qt for a Galactic Emperor game.

The shared session of the board games (``ui/board_session.py``: checked actions, each step
on a ``QUndoStack`` as the game before and after it, hot-seat, bots), telling the page what
changed through signals:

- ``board_changed(Observation)``: what the seat at the screen may see (a spectator's view
  while the screen is being passed, so no Victory Point total and no scanned tile shows);
- ``log_reset(list[str])``: the log as that seat may read it (``observe`` filters it);
- ``pass_requested(seat)``: hot-seat, another person must take the screen; ``problem(text)``:
  why a move was refused; ``changed`` after every step, undo and redo; ``game_over``.

A drag means a move: ``reach(ships)`` lists where a group of ships may get this turn (the
engine's own ``Move`` steps, tried on copies of the game, so the board highlights only what the
rules allow) and ``drop_ships`` plays the steps of the path as one undoable step;
``drop_tile`` places an explored tile; ``drop_influence`` exerts influence.

Bots (``bots``: seat -> ``BotKind``; random plays the ruleset's ``RandomBot``, every other kind
its ``StandardBot``) move from a single-shot timer on the GUI thread, each move one undoable
step marked as a bot's. Only the holders of Saboteur, Time Warp and Ambassador are ever asked
(the engine opens a window for them alone), so the screen passes only to them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game
from ge_desktop.engine.actions import Action
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_emperor import actions as A
from ge_desktop.rulesets.galactic_emperor.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_emperor.components import TileId
from ge_desktop.rulesets.galactic_emperor.hexes import Hex
from ge_desktop.rulesets.galactic_emperor.observe import Observation
from ge_desktop.ui.board_session import BoardSession
from ge_desktop.ui.emperor.words import describe_action, log_line, player_name, tile_name
from ge_desktop.ui.session_assist import ChoiceRequest

MAX_PATH = 4  # Moving: 2 spaces (dreadnoughts 1), +1 with Fusion Engines; one more to be safe
# Decisions put to the player as a dialog (one button each) rather than in the moves list.
ASKED_KINDS = (A.Pass, A.Sabotage, A.Interrupt, A.TimeWarp, A.Assign, A.Continue, A.ExtraDie, A.DropDie)


class EmperorSession(BoardSession):
    """A Galactic Emperor game at one screen (hot-seat, bots): play, undo, what to show."""

    bot_delay = 300
    fast_bot_delay = 20

    def make_bot(self, kind: BotKind, seat: Seat) -> Any:
        return (RandomBot if kind is BotKind.RANDOM else StandardBot)(bot_random(self.game.config.seed, seat))

    def describe(self, action: Action, obs: Any) -> str:
        return describe_action(action, obs)

    def log_text(self, line: str, obs: Any) -> str:
        return log_line(line)

    def done_action(self) -> Action:
        return A.Done()

    def question(self) -> ChoiceRequest | None:
        """An interrupt or a battle decision, put to the player at the screen as a dialog."""
        actions = self.legal()
        if not actions or not all(isinstance(a, ASKED_KINDS) for a in actions):
            return None
        obs = self.observation()
        options = tuple((describe_action(a, obs), (a,)) for a in actions)
        return ChoiceRequest(_question_prompt(obs, actions), options, False)

    def movable_ships(self, owner: Seat, at: Hex) -> tuple[str, ...]:
        """The ships of ``owner`` at ``at`` that may still move now (none unless he acts at the screen)."""
        names: set[str] = set()
        for action in self.legal():
            if isinstance(action, A.Move) and owner == self.game.to_act and self._ships_at(action.ships) == at:
                names.update(action.ships)
        return tuple(sorted(names))

    def _ships_at(self, names: Iterable[str]) -> Hex | None:
        seat = self.game.to_act
        state = self.game.state
        spots = {state.ship(seat, n).at for n in names if state.ship(seat, n) is not None}
        return next(iter(spots)) if len(spots) == 1 else None

    def reach(self, ships: tuple[str, ...]) -> dict[Hex, list[A.Move]]:
        """Where ``ships`` (together on one space) may get this turn, each with its steps: the
        engine's checker decides every step, on copies of the game."""
        if not ships or not self.at_screen:
            return {}
        found: dict[Hex, list[A.Move]] = {}
        frontier: list[tuple[Game, list[A.Move]]] = [(self.game, [])]
        for _ in range(MAX_PATH):
            next_frontier = []
            for game, path in frontier:
                for action in game.legal_actions():
                    if not isinstance(action, A.Move) or action.ships != ships or action.to in found:
                        continue
                    after = game.clone()
                    after.apply(action)
                    found[action.to] = [*path, action]
                    if after.to_act == self.game.to_act:
                        next_frontier.append((after, found[action.to]))
            frontier = next_frontier
        start = self._ships_at(ships)
        found.pop(start, None) if start is not None else None
        return found

    def drop_ships(self, ships: tuple[str, ...], to: Hex) -> bool:
        """Ships dragged to ``to``: the steps of the path there, as one move, or why not."""
        path = self.reach(ships).get(to)
        if not path:
            self.problem.emit("Those ships cannot get there this turn")
            return False
        obs = self.observation()
        return self.play(list(path), describe_action(A.Move(ships, to), obs))

    def explore_targets(self, tile: TileId) -> list[Hex]:
        return [a.at for a in self.legal() if isinstance(a, A.Explore) and a.tile == tile]

    def drop_tile(self, tile: TileId, at: Hex) -> bool:
        """A turned-up (or scanned) tile dragged onto an empty space: explore it there."""
        action = A.Explore(tile, at)
        if action not in self.legal():
            self.problem.emit(f"{tile_name(self.observation(), tile)} cannot be placed there now")
            return False
        return self.play_action(action)

    def influence_targets(self) -> list[Hex | None]:
        return [a.at for a in self.legal() if isinstance(a, A.Influence)]

    def drop_influence(self, at: Hex | None) -> bool:
        """An influence token dragged onto a sector (or onto the Throne: ``None``)."""
        action = A.Influence(at)
        if action not in self.legal():
            self.problem.emit("Influence cannot go there now")
            return False
        return self.play_action(action)

    def end_turn(self) -> bool:
        return self.next_phase()


def _question_prompt(obs: Observation, actions: list[Action]) -> str:
    """What the dialog asks (public facts only: the window, the battle, the dice)."""
    window = obs.window
    kinds = {type(a) for a in actions}
    dice = " ".join(str(d) for d in obs.dice)
    if A.Sabotage in kinds and window is not None:
        return f"{player_name(getattr(window, 'victim', 0))} declares {getattr(window, 'tech', '').replace('_', ' ')}. Sabotage it?"
    if A.Interrupt in kinds and window is not None:
        at = getattr(window, "at", None)
        return f"{player_name(getattr(window, 'placer', 0))} places influence on {at.q},{at.r}. Use the Ambassador?" if at else "Use the Ambassador?"
    if A.TimeWarp in kinds:
        return f"The dice show {dice}. Re-roll one with Time Warp?"
    if A.DropDie in kinds:
        return f"The market dice show {dice}: discard one (the other three set food, metal and energy prices)."
    battle = obs.battle
    where = f" at {battle.at.q},{battle.at.r}" if battle is not None else ""
    if A.Assign in kinds:
        return f"Battle{where}: the dice show {dice}. Take your hits."
    if A.ExtraDie in kinds:
        return f"Battle{where}: give the Warlord's extra die to a ship kind."
    return f"Battle{where}: continue the combat or retreat?"
