"""``GsSession``: the only caller of the engine from Qt for a Galactic Supremacy game.

The shared session of the board games (``ui/board_session.py``: checked actions, the undo
stack, hot-seat, bots) with what Galactic Supremacy adds: the log names a card once it was
public at some step (``public_cards``), a card dragged onto a card means the legal action
it names (or a choice of several), an offer is made from its own dialog, and a Counter
Espionage, an offer, a kept card or a technology pick is a question put as a dialog.
"""

from __future__ import annotations

from typing import Any

from ge_desktop.bots.base import BotKind
from ge_desktop.engine import Game
from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.bots import RandomBot, StandardBot, bot_random
from ge_desktop.rulesets.galactic_supremacy.cards import CardDef, CardId, Seat
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.ui.board_session import BoardSession
from ge_desktop.ui.gs.words import card_name, describe_action, drop_actions, log_line, offer_text
from ge_desktop.ui.observed import player_name
from ge_desktop.ui.session_assist import ChoiceRequest

MAX_PHASE_STEPS = 50


class GsSession(BoardSession):
    """A Galactic Supremacy game at one screen (hot-seat, bots): play, undo, what to show."""

    def __init__(self, game: Game, parent: Any = None, hot_seat: bool = True, bots: dict[Seat, BotKind] | None = None) -> None:
        super().__init__(game, parent, hot_seat, bots)
        self.peeks_shown: set[tuple[int, int]] = set()  # (turn, index) of peeks already put in front of their player
        self.public_cards: dict[CardId, CardDef] = {}  # every card public at some step (the log names them)
        self._learn_history(game)

    def make_bot(self, kind: BotKind, seat: Seat) -> Any:
        return (RandomBot if kind is BotKind.RANDOM else StandardBot)(bot_random(self.game.config.seed, seat))

    def describe(self, action: Action, obs: Any) -> str:
        return describe_action(action, obs)

    def log_text(self, line: str, obs: Any) -> str:
        return log_line(line, obs, self.public_cards)

    def done_action(self) -> Action:
        return A.Done()

    def board(self) -> Observation:
        obs: Observation = self.observation()
        return obs

    def _learn_history(self, game: Game) -> None:
        """The cards public at any step of ``game`` so far (a loaded game is replayed once)."""
        replay = Game.new(game.config, ruleset=game.ruleset)
        self.public_cards.update(replay.observe(None).cards)
        for action in game.history:
            replay.apply(action)
            self.public_cards.update(replay.observe(None).cards)

    def _learn(self, game: Game) -> None:
        self.public_cards.update(game.observe(None).cards)

    def listed(self) -> list[tuple[str, Action]]:
        """The rules assist's list: each legal action but the sample offers, in words."""
        return [(text, a) for text, a in super().listed() if not isinstance(a, A.Offer)]

    def question(self) -> ChoiceRequest | None:
        """A decision put to the player at the screen as a dialog: Counter Espionage or pass,
        accept or refuse an offer, keep or discard a card, pick a technology."""
        actions = self.legal()
        if not actions:
            return None
        obs = self.observation()
        options = tuple((describe_action(a, obs), (a,)) for a in actions)
        kinds = {type(a) for a in actions}
        if A.Pass in kinds:
            entry = obs.stack[-1]
            target = describe_action(A.UseCommand(entry.card, entry.use, entry.target_seat, entry.target_card), obs)
            return ChoiceRequest(f"{player_name(entry.seat)} plays {target}. Counter it with Counter Espionage (1-8 on a die)?", options, False)
        if A.Refuse in kinds and obs.offer is not None:
            return ChoiceRequest(f"{offer_text(obs.offer, obs)}. Accept or refuse?", options, False)
        if A.Keep in kinds:
            return ChoiceRequest(f"You may keep {obs.cards[obs.keep_card].name if obs.keep_card in obs.cards else 'the card'}.", options, False)
        if A.PickTech in kinds:
            return ChoiceRequest("A 10 on the Technology Table: choose the technology to raise.", options, False)
        return None

    def can_offer(self) -> bool:
        """Trade & negotiations: the player at the screen may make an offer now."""
        return any(isinstance(a, A.Offer) for a in self.legal())

    def drop(self, card: CardId, target: CardId | None) -> bool:
        """A card dragged onto a card (or onto its player's own area): the legal action it
        means, a choice when it means several, or the reason it cannot be played."""
        actions = self.legal()
        obs = self.observation()
        attacked = obs.attack.target if obs.attack is not None else None
        found = drop_actions(card, target, actions, attacked)
        if not found and target is not None and A.Attack(target) in actions:
            # a fleet dropped on another player's Sector: declare the attack and commit it (one step)
            return self.play([A.Attack(target), A.Commit(card)], f"Attack {card_name(obs, target)} with {card_name(obs, card)}")
        if len(found) == 1:
            return self.play_action(found[0])
        if not found:
            self.problem.emit("That card cannot go there now")
            return False
        self.pending_choice = ChoiceRequest("Which use?", tuple((describe_action(a, obs), (a,)) for a in found), True)
        return False

    def end_turn(self) -> bool:
        """'done' until the turn passes or a decision is needed."""
        trial = self.game.clone()
        seat = trial.state.active
        actions: list[Action] = []
        for _ in range(MAX_PHASE_STEPS):
            if trial.state.active != seat or trial.is_terminal() or trial.to_act != seat or trial.why_illegal(A.Done()) is not None:
                break
            trial.apply(A.Done())
            actions.append(A.Done())
        if not actions:
            self.problem.emit("The rules do not allow ending this step now")
            return False
        return self.play(actions, "End turn")

    def roll(self, sides: int = 6) -> bool:
        self.problem.emit("In Galactic Supremacy the rules roll the dice (combat, research, command cards)")
        return False

    def request(self, intent: Any) -> bool:
        self.problem.emit("That is a Galactic Empires table gesture")
        return False
