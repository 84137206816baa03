"""From the engine's observation for one seat to the ``Board`` the table shows.

``board_from_observation`` is the only door between a game and the scene: it reads
``observe(state, seat)`` (never the state), so every card the viewer may not know
arrives here already without an id, and leaves as a slot key with no card. Cards the
observation does show are looked up in the catalog by their card id.

A card is *against* when its controller is not the controller of the card it lies on
(v2.1 *CARD PLAY TERMS*, AGAINST: played on an opponent's card).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

from ge_desktop.cards.model import Card
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.rules.observe import CardView as SeenCard
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation, PlayerView
from ge_desktop.rulesets.galactic_empires.terms import GameMode, InstanceId, Phase, Zone
from ge_desktop.ui.board import Board, CardView, ItemKey, SeatView, hidden_key, known_key

CardLookup = Callable[[str], Card | None]


def player_name(seat: Seat) -> str:
    return f"Player {seat + 1}"


@dataclass
class _Builder:
    """Walks one observation; ``unseen_in_play`` keeps the ids behind hidden table slots."""

    observation: Observation
    lookup: CardLookup
    unseen_in_play: dict[ItemKey, InstanceId] = field(default_factory=dict)
    also_targeted: dict[InstanceId, list[SeenCard]] = field(default_factory=dict)  # a card -> the cards elsewhere also against it

    def __post_init__(self) -> None:
        for seen in self.observation.cards.values():
            for other in seen.also_against:
                self.also_targeted.setdefault(other, []).append(seen)

    def targets(self, seen: SeenCard) -> tuple[str, ...]:
        """What the inspector says of the cards it is against besides the one it lies on, or
        of the cards lying elsewhere that are against it too (Ship Collision, the Textangula)."""
        lines = [f"Also played against {self._label(other)}." for other in seen.also_against]
        if seen.against_fleet is not None:
            lines.append(f"Played against {player_name(seen.against_fleet)}'s whole fleet.")
        lines += [f"{player_name(by.owner)}'s {by.label} is played against it too." for by in self.also_targeted.get(seen.id, ())]
        return tuple(lines)

    def _label(self, instance: InstanceId) -> str:
        seen = self.observation.cards.get(instance)
        return seen.label if seen is not None else "a face-down card"

    def known(self, seen: SeenCard, depth: int = 0, against: bool = False) -> CardView:
        # A face-down card in play that the viewer may see (his own, or revealed) shows its
        # face with the "face down" mark; hand and reserve cards are simply his to see.
        return CardView(
            key=known_key(seen.id),
            owner=seen.owner,
            instance=seen.id,
            card=self.lookup(seen.card_id),
            engaged=seen.engaged,
            against=against,
            depth=depth,
            dice=seen.dice,
            face_down=not seen.face_up and seen.zone is Zone.PLAY,
            systems=seen.table.systems if seen.table is not None else (),
            set_aside=seen.zone is Zone.SET_ASIDE,
            targets=self.targets(seen) if seen.zone is Zone.PLAY else (),
        )

    def pile(self, ids: tuple[InstanceId, ...]) -> tuple[CardView, ...]:
        return tuple(self.known(self.observation.cards[i]) for i in ids if i in self.observation.cards)

    def stack(self, root: InstanceId, seat: Seat) -> tuple[CardView, ...]:
        """A stack depth first; cards the viewer may not see become numbered table slots."""
        views: list[CardView] = []
        self._walk(root, seat, 0, None, views)
        return tuple(views)

    def _walk(self, instance: InstanceId, seat: Seat, depth: int, holder: SeenCard | None, views: list[CardView]) -> None:
        seen = self.observation.cards.get(instance)
        if seen is None:
            key = hidden_key(seat, "table", len(self.unseen_in_play))
            self.unseen_in_play[key] = instance
            views.append(CardView(key=key, owner=seat, depth=depth))
            children = [c.id for c in self.observation.cards.values() if c.parent == instance]
        else:
            against = holder is not None and seen.controller != holder.controller
            views.append(self.known(seen, depth, against))
            children = list(seen.children)
        for child in children:
            self._walk(child, seat, depth + 1, seen, views)

    def seat(self, player: PlayerView) -> SeatView:
        seat = player.seat
        if player.hand is not None:
            hand = self.pile(player.hand)
        else:
            hand = tuple(CardView(hidden_key(seat, "hand", i), seat) for i in range(player.hand_count))
        reserve = tuple(
            self.known(self.observation.cards[i]) if i is not None else CardView(hidden_key(seat, "reserve", index), seat)
            for index, i in enumerate(player.reserve)
        )
        return SeatView(
            seat=seat,
            name=player_name(seat),
            deck_name=player.deck_name,
            hq_damage=player.hq_damage,
            eliminated=player.eliminated,
            deck_count=player.deck_count,
            mini_deck_count=player.mini_deck_count,
            held=self.pile(player.held),
            discard=self.pile(player.discard),
            reserve=reserve,
            hand=hand,
            hq=self.pile(player.hq),
            stacks=tuple(self.stack(root, seat) for root in (*player.roots, *player.set_aside)),  # set-aside stacks last, marked
        )


def board_from_observation(
    observation: Observation, lookup: CardLookup, mode: GameMode = GameMode.SANDBOX, shared_deck: bool = False
) -> tuple[Board, dict[ItemKey, InstanceId]]:
    """The board for ``observation.viewer``, and the ids behind its face-down table slots.

    ``shared_deck``: the Basic Game, where every seat uses Player 1's deck and Discard Pile.
    The second value stays with the session (it resolves gestures on those slots); it is
    never given to the scene.
    """
    builder = _Builder(observation, lookup)
    seats = tuple(builder.seat(p) for p in observation.players)
    if shared_deck:
        seats = tuple(replace(s, shared_deck=True) for s in seats)
    outcome = observation.outcome
    board = Board(
        viewer=observation.viewer if observation.viewer is not None else Seat(0),
        seats=seats,
        active=observation.active,
        phase=observation.phase,
        complete_turn=observation.complete_turn,
        mode=mode,
        winner=outcome.winner if outcome is not None else None,
        over=observation.phase is Phase.GAME_OVER,
    )
    return board, builder.unseen_in_play
