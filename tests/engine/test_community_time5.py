"""Time cards about decks, draws and card-play limits (issue 38, h-time5;
``resources/cards/community-time5.json``): each test plays the printing the decks hold in a real
game and checks the state change its text causes, with the case its text refuses; hidden cards
(decks, hands) stay hidden in every other player's observation."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, PlayCard, Zone
from ge_desktop.rulesets.galactic_empires.actions import MoveCard
from ge_desktop.rulesets.galactic_empires.events import ReactionOffered
from ge_desktop.rulesets.galactic_empires.pending import DrawItem
from tests.engine.builders import Table, terrain
from tests.engine.community_helpers import printed, settle

CESSATION_OF_TIME = "O8_-_Cessation_of_Time_TG"
FIELDS = terrain(6, supply=6)


def _hand_of(table: Table, seat: int, size: int) -> None:
    """Seat ``seat``'s hand made ``size`` cards (free-form moves from or to the deck)."""
    player = table.player(seat)
    while len(player.hand) > size:
        table.game.apply(MoveCard(player.hand[-1], Zone.DECK, Seat(seat)))
    while len(player.hand) < size:
        table.game.apply(MoveCard(player.deck[-1], Zone.HAND, Seat(seat)))


# --- the window as an opponent's Draw Cards Phase begins: Cessation of Time -------------------------


def _opponent_reaches_draw(image: str = CESSATION_OF_TIME) -> tuple[Table, int, list]:
    """Seat 0 holds ``image``; seat 1 (hand of 5) ends its Discard Phase: its Draw Cards Phase begins."""
    held_card = printed(image)
    table = Table([held_card], [FIELDS])
    held = table.hand(held_card, 0)
    table.fresh_turn(1)
    _hand_of(table, 1, 5)
    table.to_phase(Phase.DISCARD, Seat(1))
    events = table.act("done")
    return table, held, events


def test_cessation_of_time_is_offered_as_an_opponents_draw_cards_phase_begins() -> None:
    table, held, events = _opponent_reaches_draw()
    assert table.game.phase is Phase.DRAW and table.state.active == 1
    assert any(isinstance(e, ReactionOffered) and e.seat == 0 for e in events)  # before any card is drawn
    assert isinstance(table.state.pending[-1], DrawItem) and table.legal(f"play #{held}")


def test_cessation_of_time_ends_the_draw_cards_phase_with_no_card_drawn() -> None:
    table, held, _ = _opponent_reaches_draw()
    deck_before = len(table.player(1).deck)
    table.act(f"play #{held}")
    settle(table)
    assert len(table.player(1).hand) == 5 and len(table.player(1).deck) == deck_before  # no card at all drawn
    assert table.state.active == 0 and table.game.phase is Phase.ALLOCATION  # the phase ended: the turn passed
    assert table.player(0).pile(Zone.DISCARD)[0] == held  # placed at the bottom of the discard pile after use


def test_without_cessation_of_time_the_opponent_draws_as_usual() -> None:
    table, _, _ = _opponent_reaches_draw()
    settle(table)  # seat 0 lets the phase go on
    assert table.state.active == 1 and table.game.phase is Phase.DRAW
    table.act("draw 2")
    assert len(table.player(1).hand) == 7


def test_cessation_of_time_is_not_played_in_its_own_players_draw_cards_phase() -> None:
    cessation = printed(CESSATION_OF_TIME)
    table = Table([cessation], [FIELDS])
    held = table.hand(cessation, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.DISCARD, Seat(0))
    table.act("done")  # seat 0's own Draw Cards Phase: no window for its own card
    assert table.game.phase is Phase.DRAW and table.state.window is None and not table.state.pending
    assert not table.legal(f"play #{held}")
    table.act("draw 2")
    assert table.state.active == 1


def test_no_window_opens_as_a_draw_cards_phase_begins_when_no_opponent_holds_such_a_card() -> None:
    table = Table([], [FIELDS])
    table.fresh_turn(1)
    table.to_phase(Phase.DISCARD, Seat(1))
    table.act("done")
    assert table.game.phase is Phase.DRAW and table.state.window is None and not table.state.pending


def test_the_standard_bot_ends_an_opponents_draw_cards_phase_with_cessation_of_time() -> None:
    table, held, _ = _opponent_reaches_draw()
    bot = make_bot(BotKind.STANDARD, 7, 0)
    action = bot.decide(table.game.observe(Seat(0)), table.game.legal_actions())
    assert action == PlayCard(held)
    table.game.play(action)
    settle(table)
    assert table.state.active == 0 and len(table.player(1).hand) == 5
