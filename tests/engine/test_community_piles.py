"""Cards holding a pile out of play (issue 38, h-piles; ``resources/cards/community-piles.json``,
``rules/held_piles.py``): each test plays the printing the decks hold in a real game and checks
the state change its text causes, with the cases its text refuses."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.cards.model import PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import Allocate, MoveCard
from ge_desktop.rulesets.galactic_empires.rules.observe import observe
from tests.engine.builders import Table, card, terrain
from tests.engine.community_helpers import printed, settle

WELL_OF_TIME = "L8_-_Well_of_Time_TG"
LAB = terrain(6, research=6)
WEAK = [card("O", 3, f"Well Weak {n}") for n in range(10)]
STRONG = card("O", 6, "Well Strong")


def _well_in_play(top: list) -> tuple[Table, int, list[int]]:
    """Seat 0 plays Well of Time to its fleet (with a research terrain in play); ``top`` are the
    next cards of its deck, first drawn first. Returns the table, the well and those cards."""
    well = printed(WELL_OF_TIME)
    table = Table([well, LAB, *top], [])
    table.put(LAB, 0)
    played = table.hand(well, 0)
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"play #{played}")
    settle(table)
    ids = [table.find(wanted, 0, (Zone.DECK, Zone.HAND)).id for wanted in top]
    for instance in reversed(ids):  # the first of ``top`` ends on top of the deck
        table.game.apply(MoveCard(instance, Zone.DECK, Seat(0)))
    return table, played, ids


def _draw_phase(table: Table, draws: int = 0) -> None:
    table.to_phase(Phase.DRAW, Seat(0))
    table.act(f"draw {draws}")


def test_well_of_time_lays_drawn_cards_on_it_until_one_stronger_than_the_first() -> None:
    table, well, ids = _well_in_play([WEAK[0], WEAK[1], STRONG, WEAK[2]])
    assert table.card(well).in_play and table.player(0).held == []
    hand = len(table.player(0).hand)
    _draw_phase(table)
    assert table.player(0).held == ids[:3]  # 3, 3, then the 6: stronger than the first, laid too
    assert all(table.card(i).zone is Zone.HELD and table.card(i).held_by == well for i in ids[:3])
    assert table.player(0).deck[-1] == ids[3] and len(table.player(0).hand) == hand  # the rest stays; no card reaches the hand


def test_the_wells_draws_come_besides_the_usual_draws() -> None:
    table, _, ids = _well_in_play([WEAK[0], WEAK[1], WEAK[2], STRONG])
    hand = len(table.player(0).hand)
    _draw_phase(table, 2)
    assert len(table.player(0).hand) == hand + 2 and set(ids[:2]) <= set(table.player(0).hand)
    assert table.player(0).held == ids[2:]


def test_the_well_holds_eight_cards_at_most() -> None:
    table, _, ids = _well_in_play(WEAK[:10])
    _draw_phase(table)
    assert table.player(0).held == ids[:8]  # never a stronger card: it stops at 8
    assert table.player(0).deck[-1] == ids[8]


def test_the_well_is_filled_once() -> None:
    table, _, ids = _well_in_play([WEAK[0], STRONG, WEAK[1], STRONG])
    _draw_phase(table)
    table.fresh_turn(0)
    _draw_phase(table)
    assert table.player(0).held == ids[:2] and table.player(0).deck[-1] == ids[2]


def test_cards_on_the_well_are_out_of_play_and_seen_by_every_player() -> None:
    table, _, ids = _well_in_play([WEAK[0], STRONG])
    _draw_phase(table)
    for viewer in (Seat(0), Seat(1), None):
        seen = observe(table.state, viewer)
        assert seen.players[0].held == tuple(ids) and all(i in seen.cards for i in ids)
    assert not any(table.card(i).in_play for i in ids)
    words = {word for action in table.game.legal_actions() for word in action.notation().split()}
    assert not words & {f"#{i}" for i in ids}  # no action reaches them


def test_research_equal_to_the_wells_strength_moves_its_cards_into_the_hand() -> None:
    table, well, ids = _well_in_play([WEAK[0], STRONG])
    _draw_phase(table)
    table.fresh_turn(0)
    for _ in range(6):  # the terrain gives 6 research a turn: research stays on the well
        table.act(f"allocate research #{well}")
    assert table.die(well, "research") == 6 and table.player(0).held == ids
    table.fresh_turn(0)
    table.act(f"allocate research #{well}")
    assert not table.legal(f"allocate research #{ids[0]}")
    table.act(f"allocate research #{well}")
    assert set(ids) <= set(table.player(0).hand) and table.player(0).held == []
    assert table.card(well).zone is Zone.DISCARD  # discarded after use


def test_research_goes_to_the_well_only_while_it_holds_cards_and_only_from_its_player() -> None:
    well = printed(WELL_OF_TIME)
    table = Table([well, LAB], [LAB])
    table.put(LAB, 0)
    table.put(LAB, 1)
    table.fresh_turn(0)
    empty = table.put(well, 0)
    assert not table.legal(f"allocate research #{empty}")  # nothing on it yet
    table.to_phase(Phase.DRAW, Seat(0))
    table.act("draw 0")
    assert table.player(0).held
    table.fresh_turn(1)
    assert not table.legal(f"allocate research #{empty}")  # an opponent's research does not reach it
    table.fresh_turn(0)
    assert table.legal(f"allocate research #{empty}")


def test_a_well_discarded_before_its_research_drops_its_cards_into_the_discard_pile() -> None:
    table, well, ids = _well_in_play([WEAK[0], STRONG])
    _draw_phase(table)
    table.fresh_turn(0)
    table.to_phase(Phase.DISCARD, Seat(0))
    table.act(f"discard #{well}")
    settle(table)
    assert table.player(0).held == [] and all(table.card(i).zone is Zone.DISCARD for i in ids)


def test_the_standard_bot_researches_its_well_of_time_into_its_hand() -> None:
    table, well, ids = _well_in_play([WEAK[0], STRONG])
    _draw_phase(table)
    table.fresh_turn(0)
    bot = make_bot(BotKind.STANDARD, 7, 0)
    for _ in range(6):
        action = bot.decide(table.game.observe(Seat(0)), table.game.legal_actions())
        assert action == Allocate(PointType.RESEARCH, well)
        table.game.play(action)
    assert table.die(well, "research") == 6


def test_no_free_form_move_puts_a_card_among_the_held_cards() -> None:
    table, _, ids = _well_in_play([WEAK[0], STRONG])
    violation = table.game.why_illegal(MoveCard(ids[0], Zone.HELD, Seat(0)))
    assert violation is not None and "held out of play only by the card holding it" in violation.message
