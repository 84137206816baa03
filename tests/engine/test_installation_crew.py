"""v2.1 *INSTALLATION CARDS (card-facts §2.14 item 183): the crew complement decides who
controls an installation. Crew reach an opponent's installation only by transport, done
here with free-form moves (as a transporter card is resolved by hand)."""

from __future__ import annotations

from ge_desktop.rulesets.galactic_empires import MoveCard, Rotate
from ge_desktop.rulesets.galactic_empires.events import ControlChanged
from tests.engine.builders import Table, card

OUTPOST = card("I", 2, "Test Mining Outpost")
RAIDERS = card("C", 3, "Test Raiding Crew")
GUARD = card("C", 1, "Test Outpost Guard")


def test_installation_cards_the_highest_crew_complement_controls_it() -> None:
    table = Table([OUTPOST, GUARD], [RAIDERS])
    outpost = table.put(OUTPOST, 0)
    raiders = table.find(RAIDERS, 1).id
    events = table.game.apply(MoveCard(raiders, table.card(raiders).zone, parent=outpost))  # transported aboard
    assert table.card(raiders).controller == 1  # still in p1's fleet
    assert table.card(outpost).controller == 1  # 3 engaged crew against the installation's strength 2
    assert ControlChanged(outpost, 1) in events


def test_installation_cards_a_tie_goes_to_the_installations_player_and_only_engaged_crew_count() -> None:
    table = Table([OUTPOST, GUARD], [RAIDERS])
    outpost = table.put(OUTPOST, 0)
    table.put(GUARD, 0, on=outpost)  # 2 + 1 = 3 for p0
    raiders = table.find(RAIDERS, 1).id
    table.game.apply(MoveCard(raiders, table.card(raiders).zone, parent=outpost))
    assert table.card(outpost).controller == 0  # 3 against 3: the tie stays with p0
    guard = next(c.id for c in table.state.cards if c.info.card_id == GUARD.id and c.parent == outpost)
    table.game.apply(Rotate(guard, False))  # p0's guard disengaged: 2 against 3
    assert table.card(outpost).controller == 1
    table.game.apply(Rotate(raiders, False))  # p1's crew disengaged too: 2 against 0
    assert table.card(outpost).controller == 0
