"""The game log names only public cards; intents become the right engine actions."""

from __future__ import annotations

from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DrawCards, MoveCard, PlayCard, Rotate, SetDie, observe
from ge_desktop.rulesets.galactic_empires.events import CardMoved, CardsDrawn, DieRolled
from ge_desktop.rulesets.galactic_empires.terms import DieKind, GameMode, InstanceId, Zone
from ge_desktop.ui.board import ItemKey
from ge_desktop.ui.intents import DrawFromDeck, DropInZone, DropOnCard, SetDieValue, TurnCard, describe_intent, to_action
from ge_desktop.ui.log_text import describe


def test_a_draw_by_another_player_is_counted_not_named(two_player_game) -> None:
    public = observe(two_player_game.state, None)
    hidden = two_player_game.state.players[1].hand[0]
    assert describe(CardsDrawn(Seat(1), (hidden, hidden)), public) == "Player 2 draws 2 cards"
    assert describe(CardMoved(hidden, Zone.DECK, Zone.HAND, Seat(1)), public) == "a card goes to Player 2's hand"


def test_a_public_card_is_named(two_player_game) -> None:
    game = two_player_game
    card = game.state.players[0].hand[0]
    game.play(MoveCard(card, Zone.PLAY, Seat(0)))
    line = describe(CardMoved(card, Zone.HAND, Zone.PLAY, Seat(0)), observe(game.state, None))
    assert line == f"Player 1 plays {game.state.cards[card].info.label}"
    assert describe(DieRolled(Seat(0), 6, 4, "sandbox"), observe(game.state, None)) == "Player 1 rolls a d6: 4"


def _resolve(key: ItemKey) -> InstanceId | None:
    return InstanceId(int(key[1:])) if key.startswith("#") else None


def test_sandbox_intents_are_free_form_actions() -> None:
    owner = lambda i: Seat(0)  # noqa: E731
    assert to_action(DropOnCard(ItemKey("#4"), ItemKey("#9")), _resolve, GameMode.SANDBOX, owner) == MoveCard(InstanceId(4), Zone.PLAY, parent=InstanceId(9))
    assert to_action(DropOnCard(ItemKey("#4"), ItemKey("#4")), _resolve, GameMode.SANDBOX, owner) is None
    assert to_action(TurnCard(ItemKey("#4"), False), _resolve, GameMode.SANDBOX, owner) == Rotate(InstanceId(4), False)
    assert to_action(SetDieValue(ItemKey("#4"), DieKind.SHIELD, -2), _resolve, GameMode.SANDBOX, owner) == SetDie(InstanceId(4), DieKind.SHIELD, 0)
    assert to_action(DrawFromDeck(Seat(1), 3), _resolve, GameMode.SANDBOX, owner) == DrawCards(Seat(1), 3)


def test_rules_mode_drops_are_card_plays_on_or_against() -> None:
    owner = lambda i: Seat(0 if i < 100 else 1)  # noqa: E731
    on = to_action(DropOnCard(ItemKey("#4"), ItemKey("#9")), _resolve, GameMode.RULES, owner)
    against = to_action(DropOnCard(ItemKey("#4"), ItemKey("#109")), _resolve, GameMode.RULES, owner)
    assert on == PlayCard(InstanceId(4), InstanceId(9)) and against == PlayCard(InstanceId(4), InstanceId(109), against=True)
    assert to_action(DropInZone(ItemKey("#4"), Seat(0), Zone.PLAY), _resolve, GameMode.RULES, owner) == PlayCard(InstanceId(4))
    assert to_action(TurnCard(ItemKey("#4"), False), _resolve, GameMode.RULES, owner) is None


def test_undo_labels_say_what_the_gesture_did() -> None:
    assert describe_intent(TurnCard(ItemKey("#1"), False)) == "Turn a card sideways"
    assert describe_intent(DropInZone(ItemKey("#1"), Seat(0), Zone.DISCARD)) == "Move a card to the discard"
