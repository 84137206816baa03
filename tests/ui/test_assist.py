"""The rules assist: lit destinations equal the engine's legal drops; refusals say why.

v2.1 CARD PLAY TERMS, USING THE RESERVE FLEET, SHIP MOVEMENT, 6 - DISCARD CARDS PHASE:
for 100 random mid-game states the cards and zones lit while each hand card is carried
are exactly the drops ``Game.is_legal`` accepts; TURN 1 RESTRICTIONS and [Command limit]
refusals carry the engine's reason; sandbox mode flags a move the rules would refuse.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from ge_desktop.cards.model import CardType, PointType
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import Allocate, DeclareEconomy, GameMode, Phase
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.ui import assist
from ge_desktop.ui.allocation_assist import point_destinations
from ge_desktop.ui.arrangement import DropZone
from ge_desktop.ui.board import known_key
from ge_desktop.ui.game_setup import ready_game, starter_config
from ge_desktop.ui.intents import DropInZone, DropOnCard
from ge_desktop.ui.sample_games import midgame, rules_game
from ge_desktop.ui.session import Session
from ge_desktop.ui.table.drag import Drag
from ge_desktop.ui.table.scene import TableScene
from tests.ui.ui_driver import engine_legal_drops

STATES = 100
_SAMPLES: dict[int, object] = {}


def sample(catalog, seed: int):
    """``midgame(seed)``, played once per test run (each test gets its own clone)."""
    if seed not in _SAMPLES:
        _SAMPLES[seed] = midgame(catalog, seed)
    return _SAMPLES[seed].clone()


def seated(game, qapp) -> tuple[Session, TableScene]:
    """A session for the player the engine waits on, shown on a bare scene with the assist."""
    session = Session(game, lambda card_id: None)
    session.viewer = game.to_act if game.to_act is not None else Seat(0)
    scene = TableScene()
    scene.assist.drop_provider = session.drop_targets
    scene.assist.point_provider = session.point_targets
    scene.show_board(session.board(), animate=False)
    return session, scene


def test_card_play_terms_lit_destinations_equal_engine_legal_drops_in_100_midgame_states(qapp, catalog) -> None:
    checked = lit_somewhere = 0
    for seed in range(STATES):
        game = sample(catalog, seed)
        if game.is_terminal():
            continue
        session, scene = seated(game, qapp)
        for card in game.state.players[session.viewer].hand:
            key = known_key(card)
            scene.assist.light(Drag(key, QPointF(), carried=[key]))
            lit = scene.lit_targets()
            assert lit == engine_legal_drops(session, scene.board, card), (seed, card)
            assert scene.assist.dimmed_keys() == set(scene.cards) - lit - {key}
            scene.assist.unlight()
            checked += 1
            lit_somewhere += bool(lit)
    assert checked > 500 and lit_somewhere > 100  # the states are not all empty-handed or stuck


def test_allocation_point_tokens_go_exactly_where_allocation_is_legal(catalog) -> None:
    seen = 0
    for seed in range(40):
        game = sample(catalog, seed)
        if game.phase is not Phase.ALLOCATION:
            continue
        cards = [c.id for c in game.state.in_play()]
        for point in game.state.players[game.state.active].pool:
            destinations = point_destinations(game, point)
            direct = {c for c in cards if game.is_legal(Allocate(point, c))}
            assert {c for c, options in destinations.items() if (Allocate(point, c),) in options} == direct
            for options in destinations.values():
                for option in options:
                    trial = game.clone()
                    for action in option:
                        trial.play(action)  # each option is legal, step by step
            seen += 1
    assert seen > 10


def test_turn_1_restrictions_refusal_says_only_terrain(qapp, catalog) -> None:
    game = rules_game(catalog, seed=3)
    game.play(assist.Done())  # leave the Allocation Phase: Play Cards Phase A of turn 1
    session, scene = seated(game, qapp)
    problems: list[str] = []
    session.problem.connect(problems.append)
    hand = game.state.players[session.viewer].hand
    ship = next(c for c in hand if game.state.cards[c].info.kind is CardType.SHIP)
    assert not session.request(DropInZone(known_key(ship), session.viewer, Zone.PLAY))
    assert problems == ["Only terrain may be played in your first turn"]
    assert DropZone(session.viewer, Zone.PLAY) not in session.drop_targets(known_key(ship))


def test_a_drop_in_another_players_area_is_refused_with_a_reason(qapp, catalog) -> None:
    game = rules_game(catalog, seed=3)
    game.play(assist.Done())
    session, _ = seated(game, qapp)
    problems: list[str] = []
    session.problem.connect(problems.append)
    terrain = next(c for c in game.state.players[session.viewer].hand if game.state.cards[c].info.kind is CardType.TERRAIN)
    other = Seat(1 - session.viewer)
    assert not session.request(DropInZone(known_key(terrain), other, Zone.PLAY))
    assert problems == ["That is another player's area"]
    assert session.request(DropInZone(known_key(terrain), session.viewer, Zone.PLAY))
    assert session.game.state.cards[terrain].zone is Zone.PLAY


def test_command_limit_refusal_names_the_slots(qapp, catalog) -> None:
    for seed in range(60):
        game = sample(catalog, seed)
        if not game.state.phase.is_card_play or game.is_terminal():
            continue
        session, _ = seated(game, qapp)
        for card in game.state.players[session.viewer].hand:
            action = assist.drop_action(game.state, card, DropZone(session.viewer, Zone.PLAY))
            violation = game.why_illegal(action)
            if violation is not None and "command slot" in violation.message:
                reason = assist.refusal(game, card, DropZone(session.viewer, Zone.PLAY))
                assert "needs a command slot and all" in reason
                return
    pytest.fail("no state with a full command limit among the samples")


def test_sandbox_drops_are_free_but_flagged_when_the_rules_would_refuse(qapp, catalog) -> None:
    game = ready_game(starter_config(catalog, 2, seed=20), catalog)  # sandbox, Allocation Phase
    session, _ = seated(game, qapp)
    lines: list[str] = []
    session.log_lines.connect(lines.extend)
    hand = game.state.players[session.viewer].hand
    assert session.request(DropInZone(known_key(hand[0]), session.viewer, Zone.PLAY))
    assert session.game.state.cards[hand[0]].zone is Zone.PLAY
    assert any(line.startswith("(sandbox: the rules would not allow this: ") for line in lines)
    assert session.request(DropOnCard(known_key(hand[1]), known_key(hand[0])))
    assert session.game.state.cards[hand[1]].parent == hand[0]


def test_economy_point_asks_what_it_becomes(qapp, catalog) -> None:
    for seed in range(200):  # the Basic Set A terrain: economy comes from few cards
        game = sample(catalog, seed)
        if game.phase is Phase.ALLOCATION and game.state.players[game.state.active].pool.get(PointType.ECONOMY, 0):
            break
    else:
        pytest.fail("no allocation state with economy points among the samples")
    session, _ = seated(game, qapp)
    asked = []
    session.choice_requested.connect(asked.append)
    from ge_desktop.ui.intents import ClickPoint

    assert session.request(ClickPoint(PointType.ECONOMY, None))
    options = [actions for _, actions in asked[0].options]
    assert options == [(a,) for a in game.legal_actions() if isinstance(a, DeclareEconomy)]
    assert [label for label, _ in asked[0].options] == [f"It becomes {a.point.value}" for (a,) in options]


def test_a_manual_card_is_resolved_by_hand_with_free_moves_in_rules_mode(qapp, catalog) -> None:
    game = rules_game(catalog, seed=3)
    session, _ = seated(game, qapp)
    seat = session.viewer
    card = game.state.players[seat].hand[0]
    assert not session.request(DropInZone(known_key(card), seat, Zone.PLAY))  # allocation: no card plays
    game.state.manual = (seat, card)  # the engine waits while a manual card is resolved by hand
    assert session.gesture_mode is GameMode.SANDBOX and session.board().mode is GameMode.SANDBOX
    assert session.request(DropInZone(known_key(card), seat, Zone.PLAY))
    assert session.game.state.cards[card].zone is Zone.PLAY


def test_a_function_button_says_what_the_function_does(catalog) -> None:
    """A double-click or reaction button for a card function names its effect ("intercept
    damage", "join cruiser", "separate capsule"), not only "function 2"."""
    from ge_desktop.rulesets.galactic_empires import UseFunction
    from ge_desktop.ui.assist import describe_choice
    from ge_desktop.ui.sample_games import rules_game

    state = rules_game(catalog, 3).state
    capsule = next(c for c in state.cards if c.info.label == "S1 Krebiz Light Capsule")
    escort = next(c for c in state.cards if c.info.label.startswith("S2 Argonian Escort"))
    assert describe_choice(state, UseFunction(capsule.id, 1)) == "S1 Krebiz Light Capsule: use function 1 (join cruiser)"
    assert describe_choice(state, UseFunction(capsule.id, 2)) == "S1 Krebiz Light Capsule: use function 2 (separate capsule)"
    assert describe_choice(state, UseFunction(escort.id, 1)).endswith("use function 1 (intercept damage)")


def test_function_buttons_that_differ_by_target_name_their_targets(catalog) -> None:
    """A transporter offering three targets gave three identical "use function 1" buttons:
    each button must name its target (a face-down card only as "a face-down card")."""
    from ge_desktop.rulesets.galactic_empires import UseFunction
    from ge_desktop.ui.assist import describe_choice
    from tests.ui.conftest import played_until

    game = played_until(catalog, 3, lambda g: sum(c.zone is Zone.PLAY and c.face_up for c in g.state.cards) >= 3)
    state = game.state
    shown = [c for c in state.cards if c.zone is Zone.PLAY and c.face_up][:2]
    hidden = next(c for c in state.cards if c.zone is Zone.DECK)
    transporter = next(c for c in state.cards if c.info.label == "R/E2 Transporter")
    labels = [describe_choice(state, UseFunction(transporter.id, 1, target=c.id)) for c in shown]
    assert labels[0] != labels[1]
    for label, card in zip(labels, shown, strict=True):
        assert label == f"R/E2 Transporter: use function 1 (transport) at {card.info.label}"
    assert describe_choice(state, UseFunction(transporter.id, 1, target=hidden.id)).endswith(" at a face-down card")
    assert describe_choice(state, UseFunction(transporter.id, 1, player=Seat(1))).endswith(" at Player 2")
