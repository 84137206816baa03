"""Galactic Empires' online page: the table as one seat sees it, and the seat's moves.

The table is the same ``TableScene`` as at one screen, built by ``board_from_observation``
from the observation the server sent this seat (so a hidden card is a back, as in
hot-seat). The moves are the legal actions the server listed for the seat, in words (a
card named as the seat sees it): select one and click **Play** (or double-click it). The
log tells the events of each update as the seat may read them (a card it may not see is
"a card"). Nothing here holds the game's state: the seat's observation and the server's
list are all it has.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QVBoxLayout, QWidget

from ge_desktop.cards.model import Card, EnergyRange, Points, Printing, Provenance, Weapon
from ge_desktop.cards.user_catalog import load_full_catalog
from ge_desktop.engine import events as kernel_events
from ge_desktop.net import messages as m
from ge_desktop.net.codec import CodecError, from_data
from ge_desktop.net.games import card_fields
from ge_desktop.rulesets.galactic_empires import events as game_events
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation
from ge_desktop.rulesets.galactic_empires.terms import GameMode, InstanceId, Phase
from ge_desktop.ui.log_text import END_WORDS, describe_all, named
from ge_desktop.ui.observed import board_from_observation, player_name
from ge_desktop.ui.online.page import PageContext
from ge_desktop.ui.table.scene import TableScene
from ge_desktop.ui.table.view import TableView

STAND_IN_SET = "Online"  # the set a stand-in card names: the server's card, not one of this app's
UNSEEN = 2**31 - 1  # the id a blanked card gets when an event is read back: no card has it, so the log says "a card"
MAX_LOG_LINES = 5000


def _event_class(name: str) -> type | None:
    found = getattr(game_events, name, None) or getattr(kernel_events, name, None)
    return found if isinstance(found, type) and dataclasses.is_dataclass(found) else None


def stand_in(info: CardInfo) -> Card | None:
    """A card this app lacks (the server deals from a collection the player has not imported),
    made from the printed facts the server sent: its title, type, strength, points, Shields and
    weapons, so the table shows its face, not a back. None when the facts make no valid card."""
    code, _, title = info.label.partition(" ")
    name, _, subtitle = (title or code).partition(" - ")
    try:
        weapons = tuple(
            Weapon(
                symbol=w.symbol,
                name=w.name,
                count=w.count,
                damage=w.damage,
                fleet_targeted=w.fleet_targeted,
                special=w.special,
                energy=EnergyRange(low=w.energy[0], high=w.energy[1]) if w.energy is not None else None,
                damaged_count=w.damaged_count,
            )
            for w in info.weapons
        )
        return Card(
            id=info.card_id,
            name=name[:60],
            subtitle=subtitle[:60] or None,  # "Name - Subtitle", as Card.title puts them together
            types=(info.kind, *sorted(info.types - {info.kind}, key=lambda t: t.value)),
            strength=info.strength,
            requirements=Points(**{point.value: amount for point, amount in info.requires.items()}),
            generates=Points(**{point.value: amount for point, amount in info.generates.items()}),
            shields=info.shields,
            weapons=weapons,
            empire=info.empire,
            reaction=info.reaction,
            unique=info.unique,
            passive=info.passive,
            set_code=STAND_IN_SET,
            printings=(Printing(set=STAND_IN_SET, image=info.card_id),),  # no image of it here: a generated face
            provenance=Provenance.PRINTED,
        )
    except (ValidationError, ValueError, TypeError):
        return None


def read_events(events: list[dict[str, Any]]) -> list[Any]:
    """The update's events as the engine's event values (a blanked card becomes ``UNSEEN``)."""
    found = []
    for data in events:
        kind = _event_class(str(data.get("event")))
        if kind is None:
            continue
        cards = dict(card_fields(kind, InstanceId))  # the fields the server blanks: name -> holds several
        fields = {k: v for k, v in data.items() if k != "event"}
        for name, several in cards.items():
            value = fields.get(name)
            fields[name] = [UNSEEN if x is None else x for x in value] if several and isinstance(value, list) else (UNSEEN if value is None else value)
        try:
            found.append(from_data(kind, fields, data["event"]))
        except CodecError:
            continue  # an event this seat's log does not tell
    return found


class OnlineGePage:
    """The table and the moves of one online Galactic Empires seat."""

    def __init__(self, context: PageContext) -> None:
        self.context = context
        self.cards = load_full_catalog().catalog  # the shipped cards and the player's imported collections
        self.stand_ins: dict[str, Card | None] = {}
        self.obs: Observation | None = None
        self.update: m.Update | None = None
        self.sent_for: int | None = None
        self.lines: list[str] = []
        self.scene = TableScene(animation_ms=0)
        self.view = TableView(self.scene)
        self.widget = QWidget()
        layout = QHBoxLayout(self.widget)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        panel = QWidget()
        panel.setMaximumWidth(360)
        column = QVBoxLayout(panel)
        self.waiting = QLabel(wordWrap=True)
        self.waiting.setTextFormat(Qt.TextFormat.PlainText)
        self.moves = QListWidget()
        self.moves.setWordWrap(True)  # a long move reads whole in a narrow window
        self.moves.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.moves.setAlternatingRowColors(True)  # where one wrapped move ends and the next begins
        self.moves.itemDoubleClicked.connect(lambda _item: self.play_selected())
        self.play = QPushButton("Play")
        self.play.clicked.connect(self.play_selected)
        self.preview = QPushButton("Preview")
        self.preview.setToolTip("The table after the selected move, as the server works it out (nothing is played); not for a move left to chance or a draw")
        self.preview.clicked.connect(self.preview_selected)
        self.previewing: str | None = None  # the move whose preview the table shows
        column.addWidget(self.waiting)
        column.addWidget(QLabel("Your moves:"))
        column.addWidget(self.moves, 1)
        column.addWidget(self.play)
        column.addWidget(self.preview)
        layout.addWidget(panel)

    def show_update(self, update: m.Update, observation: Any) -> None:
        obs: Observation = observation
        self.update, self.obs, self.sent_for, self.previewing = update, obs, None, None
        self._draw(obs)
        self.lines += describe_all(read_events(update.events), obs)
        del self.lines[:-MAX_LOG_LINES]
        self.moves.clear()
        for notation in update.legal:
            item = QListWidgetItem(named(obs, notation))
            item.setData(Qt.ItemDataRole.UserRole, notation)
            self.moves.addItem(item)
        self.play.setEnabled(bool(update.legal))
        self.preview.setEnabled(bool(update.legal))
        self.waiting.setText(self._waiting_text(obs))

    def lookup(self, card_id: str) -> Card | None:
        """The player's own copy of a card, else its stand-in (``_draw`` makes them)."""
        return self.cards.get(card_id) or self.stand_ins.get(card_id)

    def _draw(self, obs: Observation) -> None:
        for seen in obs.cards.values():
            if seen.info is not None and seen.card_id not in self.stand_ins and self.cards.get(seen.card_id) is None:
                self.stand_ins[seen.card_id] = stand_in(seen.info)
        board, _unseen = board_from_observation(obs, self.lookup, GameMode.RULES, shared_deck=bool(obs.shared_deck))
        self.scene.show_board(board, animate=False)
        self.view.fit_to_window()

    def preview_selected(self) -> None:
        """The table after the selected move (asked of the server); clicked again: the table as it is."""
        item = self.moves.currentItem()
        if self.previewing is not None and self.obs is not None:
            self.previewing = None
            self._draw(self.obs)
            self.waiting.setText(self._waiting_text(self.obs))
            return
        if item is None or self.update is None:
            self.context.problem("Choose a move in the list first")
            return
        notation = str(item.data(Qt.ItemDataRole.UserRole))
        index = self.update.index
        self.context.preview(notation, index, lambda after: self._show_preview(notation, index, after))

    def _show_preview(self, notation: str, index: int, after: Observation) -> None:
        if self.obs is None or self.update is None or self.update.index != index:
            return  # the game moved on meanwhile: the preview is of a table gone
        self.previewing = notation
        self._draw(after)
        self.waiting.setText(f"Preview (not played): the table after {named(self.obs, notation)}. Preview again to go back.")

    def _waiting_text(self, obs: Observation) -> str:
        parts = [f"Turn {obs.complete_turn + 1}, {player_name(obs.active)}'s {obs.phase.value.replace('_', ' ')} phase"]
        if obs.choice:
            parts.append(named(obs, obs.choice))
        parts += [named(obs, line) for line in obs.waiting]
        if obs.volley:
            parts.append(named(obs, obs.volley))
        return "\n".join(parts)

    def legal(self) -> list[str]:
        """The moves open now (none while one is on its way to the server)."""
        if self.update is None or self.sent_for == self.update.index:
            return []
        return list(self.update.legal)

    def play_selected(self) -> None:
        item = self.moves.currentItem()
        if item is None or self.update is None:
            self.context.problem("Choose a move in the list first")
            return
        if not self.legal():
            self.context.problem("Wait for the server's answer")
            return
        self.sent_for = self.update.index
        self.context.send_action(str(item.data(Qt.ItemDataRole.UserRole)), self.update.index)

    def log_lines(self) -> list[str]:
        return list(self.lines)

    def outcome_text(self) -> str | None:
        obs = self.obs
        if obs is None or (obs.outcome is None and obs.phase is not Phase.GAME_OVER):
            return None
        outcome = obs.outcome
        winner = _winner(outcome)
        if winner is None:
            return "Game over: no winner"
        end = str(getattr(getattr(outcome, "end", None), "value", getattr(outcome, "reason", "")))
        return f"Game over: {player_name(winner)} wins ({END_WORDS.get(end, end)})" if end else f"Game over: {player_name(winner)} wins"


def _winner(outcome: Any) -> Any:
    """The one winner of an outcome (``winner``, or a single entry of ``winners``), else None."""
    if outcome is None:
        return None
    winner = getattr(outcome, "winner", None)
    winners = tuple(getattr(outcome, "winners", ()) or ())
    return winner if winner is not None else (winners[0] if len(winners) == 1 else None)
