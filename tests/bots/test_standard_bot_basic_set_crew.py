"""The standard bot and the last scripted Basic Set crew: it lets a Technician double an
energy point when its research point has no use, answers a Media Personality's killing
(the killer gives up its least crew card, the others play their best one) and moves a
Media Personality only to a stronger crew (v2.1 1 - POINT ALLOCATION PHASE, CREW CARDS)."""

from __future__ import annotations

from ge_desktop.bots import BotKind, make_bot
from ge_desktop.bots.economy import PLAY_BAR, use_score
from ge_desktop.bots.position import Position
from ge_desktop.cards.model import PointType
from ge_desktop.rulesets.galactic_empires import Allocate, Choose, Phase, Zone
from ge_desktop.rulesets.galactic_empires.actions import UseFunction
from tests.engine.builders import Table, card
from tests.engine.test_media_personality import ASSASSIN, CAPTAIN, COOK, HOME, MEDIA, OTHER, SPARE
from tests.engine.test_technician import HUNGRY, PLANET, TECHNICIAN


def _decide(table: Table):
    seat = table.game.to_act
    bot = make_bot(BotKind.STANDARD, 5, seat)
    return bot.decide(table.game.observe(seat), table.game.legal_actions())


def test_the_standard_bot_doubles_an_energy_point_with_its_technician() -> None:
    table = Table([PLANET, HUNGRY, TECHNICIAN])
    table.put(PLANET, 0)
    hungry = table.put(HUNGRY, 0, engaged=False)
    tech = table.put(TECHNICIAN, 0, on=hungry)
    table.fresh_turn(0)
    assert _decide(table) == Allocate(PointType.ENERGY, tech)
    while table.game.phase is Phase.ALLOCATION:
        table.game.play(_decide(table))
    assert table.card(hungry).engaged  # its 2 energy from one point


def test_the_standard_bot_kills_a_media_personality_and_gives_up_its_least_crew() -> None:
    rookie = card("C", 1, "Bot Test Rookie")
    table = Table([HOME, OTHER, CAPTAIN, COOK, ASSASSIN, rookie], [MEDIA, HOME, SPARE])
    home, other = table.put(HOME, 0), table.put(OTHER, 0)
    captain = table.put(CAPTAIN, 0, on=home)
    table.put(COOK, 0, on=home)
    least = table.put(rookie, 0, on=other)
    table.put(HOME, 1)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    media = table.hand(MEDIA, 1)
    spare = table.hand(SPARE, 1)
    table.act(f"play #{media} against #{home}")
    table.fresh_turn(0)
    assassin = table.put(ASSASSIN, 0, on=other)
    table.to_phase(Phase.PLAY_A, 0)
    table.act(f"use #{assassin} 1 at #{media}")
    while table.state.window is not None:
        table.act("pass")
    assert _decide(table) == Choose(card=spare)  # p1 plays its crew at once
    table.game.play(Choose(card=spare))
    assert _decide(table) == Choose(card=least)  # p0, the killer, discards its weakest crew
    table.game.play(Choose(card=least))
    assert table.card(least).zone is Zone.DISCARD and table.card(captain).in_play


def test_the_standard_bot_moves_its_media_personality_only_to_a_stronger_crew() -> None:
    admiral = card("C", 6, "Bot Test Admiral")
    table = Table([HOME, OTHER, CAPTAIN, COOK, admiral], [MEDIA, HOME])
    home, other = table.put(HOME, 0), table.put(OTHER, 0)
    table.put(COOK, 0, on=home)
    table.put(HOME, 1)
    for _ in range(3):
        table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    media = table.hand(MEDIA, 1)
    table.act(f"play #{media} against #{home}")
    table.fresh_turn(1)
    table.to_phase(Phase.PLAY_A, 1)
    move = UseFunction(media, 1, target=other)
    assert table.game.is_legal(move)
    assert use_score(Position(table.game.observe(1)), move) == 0  # nothing stronger there: it stays
    table.put(admiral, 0, on=other)
    assert use_score(Position(table.game.observe(1)), move) > PLAY_BAR  # the admiral is worth stopping
