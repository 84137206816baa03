"""Small scripted tables for the per-card rule tests of the shipped catalog.

Each helper puts one catalog card where its type (or its own placement) says it goes and
returns the numbers its rules change, so a test reads as "card X: a 4-Phaser volley deals
3". Hosts have no Shields of their own unless a test says so, which makes every Shield
point and every reduction visible.
"""

from __future__ import annotations

from ge_desktop.cards.model import Card, CardType, PlacementMode, WeaponSymbol
from ge_desktop.rulesets.galactic_empires import InstanceId, Phase
from tests.engine.builders import Table, card, catalog_card, guns, ship, terrain

ARGONIAN = "Argonian First Republic"
KREBIZ = "Krebiz Capitalist Alliance"
SHOOTER = ship(6, shields=0, weapons=guns(phasers=6))
CREW = card("C", 2, "Scene Crew")
DRAGON = card("D", 6, "Scene Dragon")
SUPPLY_ROCK = terrain(5, supply=3, energy=3, ammunition=3)


def host(empire: str | None = None, shields: int = 0, strength: int = 6, **fields) -> Card:
    return ship(strength, empire=empire, shields=shields, **fields)


HOSTS = {None: host(), ARGONIAN: host(ARGONIAN), KREBIZ: host(KREBIZ)}


def attach(table: Table, subject: Card, seat: int, on: InstanceId) -> InstanceId:
    """Put ``subject`` where it belongs relative to the unit ``on`` (an ability via a crew)."""
    kind = subject.primary_type
    if kind is CardType.ABILITY:
        crew = table.put(CREW, seat, on=on)
        return table.put(subject, seat, on=crew)
    placement = subject.placement
    if placement is not None and placement.mode in (PlacementMode.FLEET, PlacementMode.INDEPENDENT):
        return table.put(subject, seat)
    return table.put(subject, seat, on=on)


def volley_damage(card_id: str, fire: int = 4, on: str = "S") -> tuple[int, int]:
    """(Shield, structure) damage a volley of ``fire`` Phasers deals to p1's unit carrying the card."""
    subject = catalog_card(card_id)
    unit_card = DRAGON if on == "D" else HOSTS.get(subject.empire, HOSTS[None])
    table = Table([SHOOTER], [unit_card, CREW, subject])
    gun = table.put(SHOOTER, 0)
    unit = table.put(unit_card, 1)
    attach(table, subject, 1, unit)
    table.to_phase(Phase.WEAPONS_FIRE)
    table.volley(f"#{unit}", f"#{gun} phaser {fire}")
    return table.die(unit, "shield"), table.die(unit, "structure")


def _fund(table: Table, instance: InstanceId) -> None:
    for point, need in table.card(instance).info.requires.items():
        for _ in range(need):
            table.act(f"allocate {point.value} #{instance}")


def ready_weapons(card_id: str, symbol: WeaponSymbol, base: dict) -> int:
    """How many weapons of ``symbol`` p0's unit carrying the card may put into one volley."""
    subject = catalog_card(card_id)
    unit_card = ship(4, empire=subject.empire, shields=0, weapons=guns(**base))
    target = host()
    table = Table([unit_card, CREW, subject, SUPPLY_ROCK], [target])
    unit = table.put(unit_card, 0)
    table.put(SUPPLY_ROCK, 0)
    placed = attach(table, subject, 0, unit)
    aim = table.put(target, 1)
    table.fresh_turn(0)
    _fund(table, placed)
    while table.legal(f"allocate ammunition #{unit}"):
        table.act(f"allocate ammunition #{unit}")
    table.to_phase(Phase.WEAPONS_FIRE)
    table.act(f"aim #{aim}")
    return max((n for n in range(1, 10) if table.legal(f"fire #{unit} {symbol.value} {n}")), default=0)


def played_against(card_id: str, target_card: Card | None = None, turn_for_p0: int = 3) -> tuple[Table, InstanceId, InstanceId]:
    """p0 plays the card against p1's ``target_card`` (a 6-strength ship with 2 Shields)."""
    subject = catalog_card(card_id)
    target_card = target_card or host(shields=2)
    table = Table([subject], [target_card, CREW])
    target = table.put(target_card, 1)
    for _ in range(turn_for_p0 - 1):
        table.fresh_turn(0)
    table.to_phase(Phase.PLAY_A)
    played = table.hand(subject, 0)
    table.act(f"play #{played} against #{target}")
    return table, played, target

