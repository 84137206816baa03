"""v2.1 AGENDA CARDS (card-facts §2.14 items 176-180): hidden agendas shown from the hand,
exposed agendas played first, one accomplishment of the same agenda per complete turn,
accomplished agendas on the Sector HQ, and the Sector HQ restored by 25 strength of them."""

from __future__ import annotations

from ge_desktop.engine import Seat
from ge_desktop.rulesets.galactic_empires import MoveCard, Phase, Zone
from ge_desktop.rulesets.galactic_empires.events import AgendaAchieved, HqRestored
from tests.engine.builders import Table, card, catalog_card

BIG = card("G", 10, "Test Grand Agenda")
OTHER = card("G", 10, "Test Other Agenda")
SMALL = card("G", 5, "Test Small Agenda")
TINY = card("G", 2, "Test Tiny Agenda")


def _rules_table(*decks) -> Table:
    table = Table(*decks)
    table.fresh_turn(0)  # past the first turn's terrain-only rule
    return table


def test_agenda_cards_a_hidden_agenda_is_shown_from_the_hand_without_a_card_play() -> None:
    salvage = catalog_card("agenda-salvage-mission")  # printed G10: its goal and benefit are resolved by hand
    table = _rules_table([salvage])
    agenda = table.hand(salvage, 0)
    assert table.why(f"achieve #{agenda}").rule == "v2.1 AGENDA CARDS"  # Allocation Phase: not yet
    table.to_phase(Phase.PLAY_A)
    plays = table.player(0).plays_used
    events = table.act(f"achieve #{agenda}")
    assert [e for e in events if isinstance(e, AgendaAchieved)] == [AgendaAchieved(0, agenda, True)]
    assert table.player(0).plays_used == plays  # not a Card Play
    assert table.state.manual == (0, agenda)  # its benefit: by hand
    table.act("done")
    assert table.card(agenda).zone is Zone.HQ


def test_agenda_cards_only_an_agenda_of_your_own_is_accomplished() -> None:
    rock = card("T", 2, "Agenda Test Rock")
    table = _rules_table([rock], [BIG])
    table.to_phase(Phase.PLAY_A)
    assert "not an agenda" in table.why(f"achieve #{table.hand(rock, 0)}").message
    theirs = table.hand(BIG, 1)
    assert "neither in your hand" in table.why(f"achieve #{theirs}").message


def test_agenda_cards_an_exposed_agenda_pays_only_one_complete_turn_after_it_was_played() -> None:
    table = _rules_table([BIG])
    table.to_phase(Phase.PLAY_A)
    agenda = table.hand(BIG, 0)
    table.act(f"play #{agenda}")  # exposed: an ordinary Card Play to the fleet
    assert table.card(agenda).zone is Zone.PLAY
    violation = table.why(f"achieve #{agenda}")
    assert violation is not None and "1 complete turn" in violation.message
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"achieve #{agenda}")
    assert table.card(agenda).zone is Zone.HQ


def test_agenda_cards_the_same_agenda_is_not_accomplished_twice_in_one_complete_turn() -> None:
    table = _rules_table([BIG, BIG, TINY])
    table.to_phase(Phase.PLAY_A)
    first, second = [c.id for c in table.state.cards if c.info.card_id == BIG.id]
    for copy in (first, second):
        if table.card(copy).zone is not Zone.HAND:
            table.game.apply(MoveCard(copy, Zone.HAND, Seat(0)))
    other = table.hand(TINY, 0)
    table.act(f"achieve #{first}")
    assert "already accomplished this complete turn" in table.why(f"achieve #{second}").message
    table.act(f"achieve #{other}")  # a different agenda may be
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    table.act(f"achieve #{second}")  # the next complete turn
    assert table.card(second).zone is Zone.HQ


def test_agenda_cards_accomplished_agendas_go_onto_the_sector_hq() -> None:
    table = _rules_table([SMALL])
    table.to_phase(Phase.PLAY_A)
    agenda = table.hand(SMALL, 0)
    table.act(f"achieve #{agenda}")
    assert table.player(0).hq == [agenda] and table.card(agenda).face_up
    assert table.card(agenda).zone is not Zone.DISCARD


def test_agenda_cards_25_strength_of_agendas_restore_the_sector_hq_once_per_game() -> None:
    table = _rules_table([BIG, OTHER, SMALL, SMALL])
    table.to_phase(Phase.PLAY_A)
    big, other = table.hand(BIG, 0), table.hand(OTHER, 0)
    table.act("~hq-damage p0 12 by p1")
    table.act(f"achieve #{big}")
    table.act(f"achieve #{other}")
    assert table.player(0).hq_damage == 12  # 20 strength: not yet
    first_small = table.hand(SMALL, 0)
    events = table.act(f"achieve #{first_small}")
    assert [e for e in events if isinstance(e, HqRestored)] == [HqRestored(0, 12)]
    assert table.player(0).hq_damage == 0 and table.player(0).hq == []
    assert {table.card(i).zone for i in (big, other, first_small)} == {Zone.DISCARD}
    table.act("~hq-damage p0 3 by p1")
    table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    second_small = table.hand(SMALL, 0)
    events = table.act(f"achieve #{second_small}")  # once per game: later agendas are simply discarded
    assert not [e for e in events if isinstance(e, HqRestored)]
    assert table.card(second_small).zone is Zone.DISCARD and table.player(0).hq_damage == 3
