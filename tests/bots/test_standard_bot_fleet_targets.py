"""The standard bot and cards played against several cards of one fleet (issue 38, h-fleet):
it plays Ship Collision against two opposing ships, answering the choice of the second, and
the Tri-lateral Textangula against three units; the Kraken against a whole fleet, placing the
damage left over after an equal share."""

from __future__ import annotations

import pytest

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import DieKind, Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import Choose, PlayCard
from ge_desktop.rulesets.galactic_empires.zones import to_pile
from tests.engine.builders import Table, ship
from tests.engine.community_helpers import printed


@pytest.mark.parametrize(("image", "ships"), [("O9_-_Ship_Collision_UE", 2), ("M7_-_Tri-lateral_Textangula_UE", 3)])
def test_standard_bot_plays_a_card_against_several_ships_of_a_fleet_and_picks_the_others(image: str, ships: int) -> None:
    subject = printed(image)
    targets = [ship(6, shields=0) for _ in range(ships)]
    table = Table([subject], targets)
    ids = [table.put(t, 1) for t in targets]
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(subject, 0)
    for other in [c for c in table.state.cards if c.zone is Zone.HAND and c.seat == 0 and c.id != played]:
        to_pile(table.state, other, Zone.DISCARD, Seat(0), [])  # nothing else to play: the question is only how it plays this card
    bots = {seat: make_bot(BotKind.STANDARD, 7, seat) for seat in (0, 1)}
    taken = []
    for _ in range(40):
        if table.game.phase is not Phase.PLAY_A or table.game.to_act is None:
            break
        seat = int(table.game.to_act)
        action = bots[seat].decide(table.game.observe(seat), table.game.legal_actions())
        taken.append(action)
        table.game.play(action)
    assert any(isinstance(a, PlayCard) and a.card == played for a in taken), [a.notation() for a in taken]
    assert sum(isinstance(a, Choose) for a in taken) == ships - 1
    card = table.card(played)
    reached = [card.parent, *card.also_against] if card.in_play else ids
    assert sorted(reached) == sorted(ids)
    if card.zone is Zone.DISCARD:  # Ship Collision: both ships hit by 6
        assert all(table.card(i).zone is Zone.DISCARD for i in ids)


def test_standard_bot_plays_the_kraken_against_a_fleet_and_places_its_leftover_damage() -> None:
    kraken = printed("M9_-_Kraken_UE")
    targets = [ship(10, shields=0) for _ in range(2)]
    table = Table([kraken], targets)
    ids = [table.put(t, 1) for t in targets]
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(kraken, 0)
    for other in [c for c in table.state.cards if c.zone is Zone.HAND and c.seat == 0 and c.id != played]:
        to_pile(table.state, other, Zone.DISCARD, Seat(0), [])
    bots = {seat: make_bot(BotKind.STANDARD, 7, seat) for seat in (0, 1)}
    turn = table.state.players[0].turns_taken
    for _ in range(300):
        if table.state.players[0].turns_taken > turn and table.game.phase is Phase.PLAY_A:
            break  # the bot's next turn: its Allocation Phase is over
        seat = int(table.game.to_act)
        table.game.play(bots[seat].decide(table.game.observe(seat), table.game.legal_actions()))
    assert table.card(played).against_fleet == 1
    assert sorted(table.card(i).die(DieKind.STRUCTURE) for i in ids) == [4, 5]  # 9 divided: 4 and 5, the bot placed the fifth point


@pytest.mark.parametrize("their_ships", [0, 1])
def test_standard_bot_plays_the_sargassos_only_against_a_fleet_with_ships(their_ships: int) -> None:
    sargassos, theirs = printed("H4_-_Sargassos_Pir"), ship(5)
    table = Table([sargassos], [theirs])
    for _ in range(their_ships):
        table.put(theirs, 1)
    for _ in range(2):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(sargassos, 0)
    legal = [a for a in table.game.legal_actions() if not isinstance(a, PlayCard) or a.card == played]  # its only card to play
    chosen = make_bot(BotKind.STANDARD, 7, 0).decide(table.game.observe(0), legal)
    assert (chosen == PlayCard(played)) is bool(their_ships)
