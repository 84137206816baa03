"""Regent: influence, conflicts, the Throne and the Victory Count.

The Throne card goes beside the board. 1. Gain Influence: everyone draws 2 Empire tokens
from his reserve (fewer if he has fewer); in player order each may buy 1 extra token, for 2
marks and 1 more each time one is bought (Diplomat: always 2 for him, the price still rises).
2. Exert Influence: in player order, the chooser last, each places his tokens one at a time
on planet sectors (never a player's home sector) or on the Throne; Ambassador may send a
token placed on a sector elsewhere and keep that sector for himself for the rest of the role.
3. Resolve Conflicts: on every sector and on the Throne, each token is 1 influence and a
token already on the board counts for its owner (Empire 1, Starbase 2); influence is removed
evenly until at most one player has some; 1 left is an Empire, 2 or more a Starbase, the
rest goes back to the reserves. A player who loses a planet sector where he has ships moves
them to his nearest Starbase that existed before the resolution. The Throne goes to the one
with influence left on it, else to the chooser. Victory Count: 1 VP per controlled planet.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor import techs
from ge_desktop.rulesets.galactic_emperor.actions import BuyInfluence, Influence
from ge_desktop.rulesets.galactic_emperor.board import controlled, last_token_check, nearest_starbase, planets, starbases, take_vp
from ge_desktop.rulesets.galactic_emperor.components import Seat
from ge_desktop.rulesets.galactic_emperor.hexes import Hex, parse_hex
from ge_desktop.rulesets.galactic_emperor.state import GameState

THRONE = "throne"
DRAWN = 2


def start(state: GameState) -> None:
    """The Throne goes beside the board; everyone draws 2 tokens as influence."""
    role = state.role
    assert role is not None
    state.throne = None
    for player in state.players:
        n = min(DRAWN, player.tokens)
        player.tokens -= n
        player.influence += n
    state.say("the Throne card is placed beside the board; everyone draws influence")


def check_buy(state: GameState, seat: Seat, action: BuyInfluence) -> str | None:
    role = state.role
    assert role is not None
    if role.regent_step != "buy" or seat in role.bought:
        return "each player buys 1 (and only 1) extra token, in player order"
    if state.players[seat].tokens == 0:
        return "no Empire token left in your reserve"
    price = price_for(state, seat)
    return None if state.players[seat].marks >= price else f"the extra token costs {price} marks"


def price_for(state: GameState, seat: Seat) -> int:
    role = state.role
    assert role is not None
    return 2 if seat in role.diplomat else role.price


def buy(state: GameState, seat: Seat, action: BuyInfluence) -> None:
    role = state.role
    assert role is not None
    price = price_for(state, seat)
    player = state.players[seat]
    player.marks -= price
    player.tokens -= 1
    player.influence += 1
    role.bought.append(seat)
    role.price += 1
    state.count("buy_influence")
    state.say(f"p{seat} buys an extra influence token for {price} marks")


def exert_order(state: GameState) -> list[Seat]:
    """Exert Influence: player order, except the chooser of Regent goes last."""
    role = state.role
    assert role is not None
    return [s for s in role.order if s != role.chooser] + [role.chooser]


def check_influence(state: GameState, seat: Seat, action: Influence) -> str | None:
    role = state.role
    assert role is not None
    if state.players[seat].influence == 0:
        return "you have no influence token left to place"
    if action.at is None:
        return None
    sector = state.board.get(action.at)
    if sector is None or planets(state, action.at) == 0:
        return "influence goes on planet sectors or the Throne card"
    if sector.home_of is not None:
        return "you cannot put influence on a player's home sector"
    locked = role.locked.get(action.at.text())
    if locked is not None and locked != seat:
        return f"only p{locked} may put influence on that sector for the rest of the Regent role (Ambassador)"
    return None


def influence(state: GameState, seat: Seat, action: Influence) -> None:
    role = state.role
    assert role is not None
    key = THRONE if action.at is None else action.at.text()
    role.placed.setdefault(key, {})
    role.placed[key][seat] = role.placed[key].get(seat, 0) + 1
    state.players[seat].influence -= 1
    state.count("influence")
    state.say(f"p{seat} places influence on {key}")
    if action.at is not None:
        techs.offer_ambassador(state, seat, action.at)


def return_unplaced(state: GameState, seat: Seat) -> None:
    player = state.players[seat]
    player.tokens += player.influence
    player.influence = 0


def _even_out(counts: dict[Seat, int]) -> dict[Seat, int]:
    """Remove influence from each player evenly until at most one has any left."""
    left = {s: n for s, n in counts.items() if n > 0}
    while len(left) > 1:
        cut = min(left.values())
        left = {s: n - cut for s, n in left.items() if n - cut > 0}
    return left


def resolve(state: GameState) -> None:
    """3. Resolve Conflicts, Claim Sectors, Claim the Throne, then the Victory Count."""
    role = state.role
    assert role is not None
    bases_before = {p.seat: starbases(state, p.seat) for p in state.players}
    gained: set[Seat] = set()
    for key in sorted(k for k in role.placed if k != THRONE):
        _resolve_sector(state, parse_hex(key), role.placed[key], bases_before, gained)
    throne = _even_out(role.placed.get(THRONE, {}))
    for seat, n in role.placed.get(THRONE, {}).items():
        state.players[seat].tokens += n
    state.throne = next(iter(throne), role.chooser)
    state.say(f"p{state.throne} takes the Throne card")
    state.count("ability:regent")  # the chooser exerted last (and takes an unclaimed Throne)
    if not throne:
        state.count("throne_to_chooser")
    for seat in gained:
        last_token_check(state, seat)
    for seat in role.order:
        take_vp(state, seat, sum(planets(state, h) for h in controlled(state, seat)), "Victory Count")


def _resolve_sector(state: GameState, at: Hex, placed: dict[Seat, int], bases_before: dict[Seat, list[Hex]], gained: set[Seat]) -> None:
    sector = state.board[at]
    before = sector.owner
    counts = dict(placed)
    if before is not None:
        counts[before] = counts.get(before, 0) + (2 if sector.starbase else 1)
    left = _even_out(counts)
    for seat, n in placed.items():
        state.players[seat].tokens += n
    if before is not None:
        state.players[before].tokens += 1
    winner = next(iter(left), None)
    sector.owner, sector.starbase = winner, winner is not None and left[winner] >= 2
    if winner is not None:
        state.players[winner].tokens -= 1
        if winner != before:
            gained.add(winner)
    state.say(f"influence at {at.text()}: " + (f"p{winner} {'Starbase' if sector.starbase else 'Empire'}" if winner is not None else "left empty"))
    if before is not None and winner != before:
        _evacuate(state, before, at, bases_before[before])


def _evacuate(state: GameState, seat: Seat, at: Hex, bases: list[Hex]) -> None:
    """Ships on a planet sector their owner lost move to his nearest Starbase of before the resolution."""
    ships = state.ships_at(at, seat)
    target = nearest_starbase(state, seat, at, [h for h in bases if h != at])
    if not ships or target is None:
        return
    for ship in ships:
        ship.at = target
    state.say(f"p{seat}'s ships leave {at.text()} for his Starbase at {target.text()}")

