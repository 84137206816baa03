"""``OfferDialog``: Trade & negotiations, an offer to another player.

The player at the screen chooses whom to offer, which cards of his hand and how many
credits he gives, and what he asks for (credits, and a number of cards of one kind). The
dialog builds the ``Offer`` action and hands it to ``play`` (the session, which checks it):
a refusal stays in the dialog, said in words, and the dialog stays open. The player
offered answers on his own screen (a pass screen first in hot-seat).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QListWidget, QListWidgetItem, QSpinBox, QVBoxLayout, QWidget

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_supremacy.actions import Offer
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, Seat
from ge_desktop.rulesets.galactic_supremacy.observe import Observation
from ge_desktop.rulesets.galactic_supremacy.trade import MAX_WANTED
from ge_desktop.ui.observed import player_name

WANTED_KINDS = (CardKind.RESEARCH, CardKind.FLEET, CardKind.SECTOR, CardKind.COMMAND, CardKind.LEADER)


class OfferDialog(QDialog):
    def __init__(self, obs: Observation, play: Callable[[Action], bool], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Offer a trade")
        self.play = play
        me = obs.viewer
        assert me is not None
        player = obs.players[me]
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.to = QComboBox()
        for other in obs.turn_order:
            if other != me and not obs.players[other].eliminated:
                self.to.addItem(player_name(other), other)
        form.addRow("To", self.to)
        self.cards = QListWidget()
        for card in player.hand or ():
            item = QListWidgetItem(obs.cards[card].name)
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.cards.addItem(item)
        form.addRow("You give", self.cards)
        self.give_credits = QSpinBox(minimum=0, maximum=max(0, player.credits), suffix=" credits")
        form.addRow("and", self.give_credits)
        self.want_credits = QSpinBox(minimum=0, maximum=999, suffix=" credits")
        form.addRow("You ask for", self.want_credits)
        self.want_count = QSpinBox(minimum=0, maximum=MAX_WANTED)
        self.want_kind = QComboBox()
        for kind in WANTED_KINDS:
            self.want_kind.addItem(f"{kind.value} card(s)", kind)
        form.addRow("and", self.want_count)
        form.addRow("of kind", self.want_kind)
        self.problem = QLabel(wordWrap=True)
        self.problem.setStyleSheet("color:#d32f2f")
        layout.addWidget(self.problem)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("Make the Offer")
        buttons.accepted.connect(self._offer)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def check_card(self, card: CardId) -> None:
        """Tick a card of the hand to give (tests)."""
        for row in range(self.cards.count()):
            item = self.cards.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == card:
                item.setCheckState(Qt.CheckState.Checked)

    def offer(self) -> Offer:
        give = tuple(
            CardId(self.cards.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.cards.count())
            if self.cards.item(row).checkState() == Qt.CheckState.Checked
        )
        count = self.want_count.value()
        kind = self.want_kind.currentData() if count else None
        return Offer(Seat(self.to.currentData()), give, self.give_credits.value(), self.want_credits.value(), kind, count)

    def _offer(self) -> None:
        if self.to.count() == 0:
            self.problem.setText("There is nobody to offer a trade to.")
            return
        if self.play(self.offer()):
            self.accept()
        else:
            self.problem.setText("The rules do not allow this offer (see the status line): change it or cancel.")
