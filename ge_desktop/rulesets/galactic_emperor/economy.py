"""Merchant, Steward, Engineer and Scientist: food, the market, production, ships and technology.

Merchant: the chooser takes 3 marks and rolls 4 dice, discards one and the other three set
the prices (lowest food, middle metal, highest energy). On his turn each player harvests the
food his controlled sectors show (automatically), may collect food funded earlier onto them,
buys and sells at the market price (metal and energy into the Storage Facility, never past
its capacity), funds production with food on his producing sectors (2 at most each), and the
food left when he ends his turn is sold. Space Pirate takes 1 metal from a Storage Facility
or 1 food from a sector. Steward: the chooser takes 1 metal or energy free; each player
returns 1 food from each controlled sector to produce what it shows (Protein Fields: 2
sectors without food). Engineer: the chooser deploys a free fighter to one of his Starbases;
everyone buys ships within the reserve of 8/4/2 (Robotics: 2 metal off the turn's total),
deployed on his Starbases. Scientist: everyone may buy 1 Technology card; the chooser pays 1
energy less.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_emperor import techs
from ge_desktop.rulesets.galactic_emperor.actions import Bonus, Build, BuyTech, Collect, DropDie, FreeFighter, Fund, Pirate, Produce, Trade
from ge_desktop.rulesets.galactic_emperor.board import controlled, has_starbase, storage_room, store
from ge_desktop.rulesets.galactic_emperor.components import FOOD_PER_SECTOR, MERCHANT_MARKS, Cost, Resource, Seat, ShipKind, Tech
from ge_desktop.rulesets.galactic_emperor.state import GameState, Ship

# --- Merchant ---------------------------------------------------------------------------------


def merchant_start(state: GameState) -> None:
    """Special ability: 3 marks, then 4 dice for the market (Time Warp may re-roll one first)."""
    role = state.role
    assert role is not None
    state.players[role.chooser].marks += MERCHANT_MARKS
    state.dice = [state.rng.roll() for _ in range(4)]
    role.dice_pending = True
    state.count("ability:merchant")
    state.say(f"p{role.chooser} takes {MERCHANT_MARKS} marks and rolls {' '.join(map(str, state.dice))} for the market")
    techs.offer_time_warp(state)


def check_drop(state: GameState, seat: Seat, action: DropDie) -> str | None:
    return None if 0 <= action.index < len(state.dice) else "name one of the four dice (0-3)"


def drop(state: GameState, seat: Seat, action: DropDie) -> None:
    role = state.role
    assert role is not None
    kept = sorted(v for i, v in enumerate(state.dice) if i != action.index)
    state.prices = {Resource.FOOD: kept[0], Resource.METAL: kept[1], Resource.ENERGY: kept[2]}
    state.dice = []
    role.dice_pending = False
    state.say(f"market: food {kept[0]}, metal {kept[1]}, energy {kept[2]} marks")


def harvest(state: GameState, seat: Seat) -> None:
    """Harvest Food: the food shown on every controlled sector."""
    food = sum(state.components.tile(state.board[h].tile).food for h in controlled(state, seat))
    state.players[seat].food += food
    if food:
        state.say(f"p{seat} harvests {food} food")


def check_collect(state: GameState, seat: Seat, action: Collect) -> str | None:
    if action.at not in controlled(state, seat) or state.board[action.at].food == 0:
        return "collect food from a sector you control that has food on it"
    return None


def collect(state: GameState, seat: Seat, action: Collect) -> None:
    state.board[action.at].food -= 1
    state.players[seat].food += 1


def check_trade(state: GameState, seat: Seat, action: Trade) -> str | None:
    player = state.players[seat]
    price = state.prices[action.resource]
    if action.buy:
        if player.marks < price:
            return f"{action.resource.value} costs {price} marks"
        if action.resource is not Resource.FOOD and storage_room(state, seat, action.resource) == 0:
            return "your Storage Facility is full of it (3 energy, 6 metal)"
        return None
    return None if player.stock(action.resource) > 0 else f"you have no {action.resource.value} to sell"


def trade(state: GameState, seat: Seat, action: Trade) -> None:
    player = state.players[seat]
    price = state.prices[action.resource]
    sign = 1 if action.buy else -1
    player.marks -= sign * price
    if action.resource is Resource.FOOD:
        player.food += sign
    elif action.resource is Resource.METAL:
        player.metal += sign
    else:
        player.energy += sign
    state.count("trade")
    state.say(f"p{seat} {'buys' if action.buy else 'sells'} 1 {action.resource.value} for {price}")


def check_fund(state: GameState, seat: Seat, action: Fund) -> str | None:
    if state.players[seat].food == 0:
        return "you have no food"
    if action.at not in controlled(state, seat) or not state.components.tile(state.board[action.at].tile).produces:
        return "fund a controlled sector that generates metal or energy"
    if state.board[action.at].food >= FOOD_PER_SECTOR:
        return "a sector holds at most 2 food cubes"
    return None


def fund(state: GameState, seat: Seat, action: Fund) -> None:
    state.players[seat].food -= 1
    state.board[action.at].food += 1
    state.count("fund")


def sell_excess_food(state: GameState, seat: Seat) -> None:
    """Any excess food must be sold for the current market price."""
    player = state.players[seat]
    if player.food:
        player.marks += player.food * state.prices.get(Resource.FOOD, 0)
        state.say(f"p{seat} sells {player.food} excess food")
        player.food = 0


def check_pirate(state: GameState, seat: Seat, action: Pirate) -> str | None:
    role = state.role
    assert role is not None
    if not techs.usable(state, seat, Tech.SPACE_PIRATE) or seat in role.pirated:
        return "you do not hold Space Pirate (or used it this role)"
    if action.victim == seat or not 0 <= action.victim < len(state.players):
        return "rob an opponent"
    if action.at is None:
        return None if state.players[action.victim].metal > 0 else "his Storage Facility holds no metal"
    sector = state.board.get(action.at)
    if sector is None or sector.owner != action.victim and sector.home_of != action.victim or sector.food == 0:
        return "take food from a sector of his that holds food"
    return None


def pirate(state: GameState, seat: Seat, action: Pirate) -> None:
    role = state.role
    assert role is not None
    role.pirated.append(seat)
    techs.declare(state, seat, Tech.SPACE_PIRATE, action.victim, action.at)


# --- Steward ----------------------------------------------------------------------------------


def check_bonus(state: GameState, seat: Seat, action: Bonus) -> str | None:
    role = state.role
    assert role is not None
    if seat != role.chooser or role.bonus_taken:
        return "only the chooser takes the free resource, once"
    if action.resource is Resource.FOOD or storage_room(state, seat, action.resource) == 0:
        return "take metal or energy that fits your Storage Facility"
    return None


def bonus(state: GameState, seat: Seat, action: Bonus) -> None:
    role = state.role
    assert role is not None
    role.bonus_taken = True
    store(state, seat, int(action.resource is Resource.METAL), int(action.resource is Resource.ENERGY))
    state.count("ability:steward")
    state.say(f"p{seat} takes 1 {action.resource.value} free")


def check_produce(state: GameState, seat: Seat, action: Produce) -> str | None:
    role = state.role
    assert role is not None
    if action.at not in controlled(state, seat) or not state.components.tile(state.board[action.at].tile).produces:
        return "produce at a controlled sector that shows metal or energy"
    if action.at in role.produced:
        return "you cannot remove more than 1 food per sector"
    if action.free:
        return None if role.free_left > 0 and state.has_tech(seat, Tech.PROTEIN_FIELDS) else "Protein Fields are not in use"
    return None if state.board[action.at].food > 0 else "no food on that sector"


def produce(state: GameState, seat: Seat, action: Produce) -> None:
    role = state.role
    assert role is not None
    role.produced.append(action.at)
    if action.free:
        role.free_left -= 1
    else:
        state.board[action.at].food -= 1
    tile = state.components.tile(state.board[action.at].tile)
    store(state, seat, tile.metal, tile.energy)
    state.count("produce")
    state.say(f"p{seat} produces at {action.at.text()}" + (" (Protein Fields)" if action.free else ""))


# --- Engineer ---------------------------------------------------------------------------------


def reserve_ship(state: GameState, seat: Seat, kind: ShipKind) -> Ship | None:
    """A ship of ``kind`` in ``seat``'s reserve (the lowest number)."""
    ships = sorted((s for s in state.ships.values() if s.owner == seat and s.kind is kind and s.at is None), key=lambda s: int(s.name[1:]))
    return ships[0] if ships else None


def check_free_fighter(state: GameState, seat: Seat, action: FreeFighter) -> str | None:
    role = state.role
    assert role is not None
    if seat != role.chooser or role.bonus_taken:
        return "only the chooser takes the free fighter, once"
    if reserve_ship(state, seat, ShipKind.FIGHTER) is None:
        return "no fighter left in your reserve"
    return None if has_starbase(state, seat, action.at) else "deploy it to one of your Starbases"


def free_fighter(state: GameState, seat: Seat, action: FreeFighter) -> None:
    role = state.role
    assert role is not None
    role.bonus_taken = True
    ship = reserve_ship(state, seat, ShipKind.FIGHTER)
    assert ship is not None
    ship.at = action.at
    state.count("ability:engineer")
    state.say(f"p{seat} deploys a free fighter at {action.at.text()}")


def ship_cost(state: GameState, seat: Seat, kind: ShipKind) -> Cost:
    """A ship's designed cost, with what is left of the Robotics discount off its metal."""
    role = state.role
    cost = state.components.ship_costs[kind]
    discount = min(cost.metal, role.discount_left if role is not None else 0)
    return Cost(cost.metal - discount, cost.energy, cost.marks)


def check_build(state: GameState, seat: Seat, action: Build) -> str | None:
    if reserve_ship(state, seat, action.kind) is None:
        return f"your reserve has no {action.kind.value} left (8 fighters, 4 cruisers, 2 dreadnoughts)"
    if not has_starbase(state, seat, action.at):
        return "ships are deployed where you have a Starbase (never to an Empire)"
    return _afford(state, seat, ship_cost(state, seat, action.kind))


def _afford(state: GameState, seat: Seat, cost: Cost) -> str | None:
    player = state.players[seat]
    if player.metal < cost.metal or player.energy < cost.energy or player.marks < cost.marks:
        return f"it costs {cost.metal} metal, {cost.energy} energy and {cost.marks} marks"
    return None


def build(state: GameState, seat: Seat, action: Build) -> None:
    role = state.role
    assert role is not None
    full = state.components.ship_costs[action.kind]
    cost = ship_cost(state, seat, action.kind)
    role.discount_left -= full.metal - cost.metal
    _pay(state, seat, cost)
    ship = reserve_ship(state, seat, action.kind)
    assert ship is not None
    ship.at = action.at
    state.count("build")
    state.say(f"p{seat} builds a {action.kind.value} at {action.at.text()}")


def _pay(state: GameState, seat: Seat, cost: Cost) -> None:
    player = state.players[seat]
    player.metal -= cost.metal
    player.energy -= cost.energy
    player.marks -= cost.marks


# --- Scientist --------------------------------------------------------------------------------


def tech_cost(state: GameState, seat: Seat, tech: Tech) -> Cost:
    role = state.role
    cost = state.components.tech_costs[tech]
    cheaper = 1 if role is not None and role.chooser == seat else 0  # special ability: 1 less energy
    return Cost(cost.metal, max(0, cost.energy - cheaper), cost.marks)


def check_buy_tech(state: GameState, seat: Seat, action: BuyTech) -> str | None:
    role = state.role
    assert role is not None
    if seat in role.bought:
        return "players can buy 1 Technology card"
    if state.holder(action.tech) is not None or action.tech in state.removed_techs:
        return "that Technology card is taken"
    return _afford(state, seat, tech_cost(state, seat, action.tech))


def buy_tech(state: GameState, seat: Seat, action: BuyTech) -> None:
    role = state.role
    assert role is not None
    cost = tech_cost(state, seat, action.tech)
    if seat == role.chooser and cost.energy < state.components.tech_costs[action.tech].energy:
        state.count("ability:scientist")
    _pay(state, seat, cost)
    role.bought.append(seat)
    state.players[seat].techs.append(action.tech)
    state.count("buy_tech")
    state.say(f"p{seat} buys {action.tech.value.replace('_', ' ')}")
