"""Ready games: the Basic Set A decks seated and the pregame played, so the table opens live.

``ready_game`` plays the pregame as ordinary recorded actions: each player in turn sets
aside the reserve fleet his deck file suggests (v2.1 *CREATING THE RESERVE FLEET*: at
most one card per player; when the file plans more, as the LackeyCCG Ltd decks' four, the
player chooses which, ``ReserveChooser``; a bot chooses by its own judgement) and says ``done``; the engine then shuffles, cuts, turns up
the antes, exposes the reserves and deals nine cards each. No Qt: the app, the
``snapshot`` command, the tests and the benchmark all start games here.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Mapping

from ge_desktop.bots.base import BotKind
from ge_desktop.cards.catalog import Catalog
from ge_desktop.cards.decks import basic_deck_path, load_deck, starter_deck_paths
from ge_desktop.cards.model import CardType
from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires import ChooseReserve, Done, GameConfig, GameMode, PlayerDeck, Variant
from ge_desktop.rulesets.galactic_empires.records import RecordHeader
from ge_desktop.rulesets.galactic_empires.terms import InstanceId, Phase
from ge_desktop.storage.records import GameRecord, RecordError
from ge_desktop.ui.layout.seats import MAX_SEATS, MIN_SEATS

MAX_PREGAME_STEPS = 500


def starter_decks(catalog: Catalog) -> list[PlayerDeck]:
    """The default game's decks: Basic Set A, Argonian First Republic and Krebiz Capitalist Alliance."""
    return [PlayerDeck.from_deck(load_deck(path, catalog)) for path in starter_deck_paths()]


def starter_config(
    catalog: Catalog,
    players: int = 2,
    mode: GameMode = GameMode.SANDBOX,
    seed: int | None = None,
    variant: Variant = Variant.STANDARD,
) -> GameConfig:
    """A game of ``players`` seats: the Basic Set A decks taken in turn around the table, or
    in the Basic Game the Basic Set A shared deck."""
    chosen: tuple[PlayerDeck, ...]
    if variant is Variant.BASIC:
        chosen = (PlayerDeck.from_deck(load_deck(basic_deck_path(), catalog)),)
    else:
        decks = starter_decks(catalog)
        chosen = tuple(decks[i % len(decks)] for i in range(players))
    return GameConfig(
        decks=chosen,
        seed=secrets.randbits(63) if seed is None else seed,
        players=players if variant is Variant.BASIC else 0,
        variant=variant,
        mode=mode,
    )


def starter_game(catalog: Catalog) -> Game:
    """The game a first start (or one with nothing to restore) opens on: a two-player game of
    the starter decks under the rules."""
    return ready_game(starter_config(catalog, mode=GameMode.RULES), catalog)


# Asked when a deck file plans a larger reserve than the game allows: (game, seat, the
# planned reserve's cards, how many may be set aside) -> the cards the player sets aside.
ReserveChooser = Callable[[Game, Seat, list[InstanceId], int], list[InstanceId]]


def planned_reserve(game: Game, seat: Seat) -> list[InstanceId]:
    """The cards of ``seat``'s deck that its deck file plans as the reserve fleet (one card
    per planned copy, in the file's order)."""
    state = game.state
    hints = [card.id for card in game.config.decks[seat].reserve_hint] if seat < len(game.config.decks) else []
    free = list(reversed(state.players[seat].deck))
    found = []
    for card_id in hints:
        match = next((i for i in free if state.cards[i].info.card_id == card_id), None)
        if match is not None:
            free.remove(match)
            found.append(match)
    return found


def _reserve_choices(game: Game, seat: Seat, chooser: ReserveChooser | None = None) -> list[ChooseReserve]:
    """The deck file's suggested reserve for ``seat``, as far as it is legal; when it plans
    more cards than there are players, the player chooses (``chooser``; v2.1 CREATING THE
    RESERVE FLEET: "equal to or less than the number of players"), the rest stay in the deck."""
    state = game.state
    planned = [i for i in planned_reserve(game, seat) if not state.cards[i].info.reserve_forbidden]  # v2.1 RESERVE FLEET RESTRICTIONS
    if chooser is not None and len(planned) > state.player_count:
        chosen = [i for i in chooser(game, seat, planned, state.player_count) if i in planned]
        return [ChooseReserve(i) for i in chosen[: state.player_count]]
    hints = [card.id for card in game.config.decks[seat].reserve_hint] if seat < len(game.config.decks) else []
    free = list(reversed(state.players[seat].deck))
    if not hints and game.config.variant is Variant.STANDARD:
        # The printed Basic Set decks plan no reserve: hold back the deck's smallest ship
        # (v2.1 CREATING THE RESERVE FLEET: at most one card per player), so the fleet has
        # a reserve to swap as a player would usually keep one.
        ships = sorted((state.cards[i] for i in free if state.cards[i].info.kind is CardType.SHIP), key=lambda c: (c.info.strength, c.id))
        hints = [ships[0].info.card_id] if ships else []
    choices = []
    for card_id in hints[: state.player_count]:
        match = next((i for i in free if state.cards[i].info.card_id == card_id), None)
        if match is not None:
            free.remove(match)
            choices.append(ChooseReserve(match))
    return choices


def play_pregame(game: Game, chooser: ReserveChooser | None = None, bots: Mapping[Seat, BotKind] | None = None) -> None:
    """Choose every reserve fleet and start the first turn (recorded like any action). A
    bot's seat chooses by the bot's own judgement; a person's takes the deck file's plan,
    asking ``chooser`` when the plan holds more cards than the game allows."""
    for _ in range(MAX_PREGAME_STEPS):
        if game.phase is not Phase.RESERVE:
            return
        seat = game.state.active
        if bots and seat in bots:
            _bot_reserve(game, seat, bots[seat])
            continue
        for choice in _reserve_choices(game, seat, chooser):
            if game.is_legal(choice):
                game.play(choice)
        game.play(Done())


def _bot_reserve(game: Game, seat: Seat, kind: BotKind) -> None:
    from ge_desktop.bots.base import make_bot
    from ge_desktop.bots.match import next_action

    bot = make_bot(kind, game.config.seed, seat)
    for _ in range(MAX_PREGAME_STEPS):
        if game.phase is not Phase.RESERVE or game.state.active != seat:
            return
        game.play(next_action(game, bot))


def ready_game(config: GameConfig, catalog: Catalog, chooser: ReserveChooser | None = None, bots: Mapping[Seat, BotKind] | None = None) -> Game:
    """A new game with the pregame played: hands dealt, the first player to act."""
    game = Game.new(config, catalog)
    play_pregame(game, chooser, bots)
    return game


def _disengage_tops(game: Game) -> None:
    """Turn the top card of every third stack sideways (a top card shows whole)."""
    from ge_desktop.rulesets.galactic_empires import Rotate

    state = game.state
    for player in state.players:
        for index, root in enumerate(list(player.roots)):
            top = root
            while state.cards[top].children:
                top = state.cards[top].children[-1]
            if index % 3 == 1 and state.cards[top].engaged:
                game.play(Rotate(top, False))


def spread_table(game: Game, per_seat: int, dice_every: int = 3, seed: int = 7) -> None:
    """Sandbox: lay ``per_seat`` cards of each player on the table, as a game in progress.

    Cards come from the hand, then the deck; about every third card goes onto the stack
    before it, some are disengaged, every ``dice_every``-th carries damage dice, and each
    player plays one card against the next player's first stack. Used for screenshots,
    tests and the benchmark; every change is a recorded free-form action.
    """
    import random

    from ge_desktop.rulesets.galactic_empires import DamageHq, MoveCard, Rotate, SetDie
    from ge_desktop.rulesets.galactic_empires.terms import DieKind, Zone

    rng = random.Random(seed)
    state = game.state
    firsts: dict[int, InstanceId] = {}
    for seat in range(state.player_count):
        player = state.players[seat]
        pool = list(player.hand[: max(0, len(player.hand) - 5)]) + list(reversed(player.deck))
        previous = None
        for count, card in enumerate(pool[:per_seat]):
            on_previous = previous is not None and rng.random() < 0.4
            game.play(MoveCard(card, Zone.PLAY, parent=previous) if on_previous else MoveCard(card, Zone.PLAY, Seat(seat)))
            firsts.setdefault(seat, card)
            if rng.random() < 0.2:
                game.play(Rotate(card, False))
            if count % dice_every == 0:
                game.play(SetDie(card, DieKind.STRUCTURE, rng.randint(1, 9)))
                if rng.random() < 0.4:
                    game.play(SetDie(card, DieKind.SHIELD, rng.randint(1, 4)))
            previous = card
    _disengage_tops(game)
    for seat in range(state.player_count):
        player = state.players[seat]
        target = firsts.get((seat + 1) % state.player_count)
        if player.hand and target is not None:
            game.play(MoveCard(player.hand[0], Zone.PLAY, parent=target))
        game.play(DamageHq(Seat(seat), rng.randint(0, 14)))


def check_table_players(record: GameRecord, source: str) -> None:
    """``RecordError`` for a Galactic Empires record of more players than the table seats
    (2-6; the rules allow 12, which ``ge-desktop replay`` plays), before any replay."""
    header = record.header
    if isinstance(header, RecordHeader) and not MIN_SEATS <= header.players <= MAX_SEATS:
        raise RecordError(f"{source}:1: the game has {header.players} players; the table seats {MIN_SEATS} to {MAX_SEATS} (ge-desktop replay plays it)")
