"""Dragon powers and the Star: resolvers for the Dragon Lair's second-lair rule, the Moon Dragoness's surprise attack and the
Solar Dragoness's sheltered terrain (community cards, issue 38; h-dragon2).

Every Dragon Lair printing says "if a second dragon lair is in play ..." (the T7 adds "in any
fleet"): its rule works while another card of its own title is in play, in any fleet
(``second_in_play``). The dragon it helps is one of its controller's own (the lair houses the
controller's hordes). Each lair is its own card: two lairs of one player each work.

- ``engage_dragon`` engages one disengaged dragon of its controller's fleet without the points
  its requirements ask. As a card action with ``played_this_turn`` (T7: "one dragon may be played
  in the engaged position each turn") it takes a dragon played this turn, turned upright just
  after its play; with the trigger ``engagement`` it works in its controller's Engagement Phase
  (T8: "one dragon may be engaged without applying terrain points"): ``rules/lairs.py`` offers
  it after the units engage, and the player may decline.
- ``heal_dragon_fully`` (T9, trigger ``engagement``): in its controller's Engagement Phase one
  damaged dragon of the fleet loses all its damage (``rules/lairs.py``).

A dragon a lower card keeps down (a lobster's stun, Amphibian Desire) is not engaged by a lair:
its text waives the points, not another card's rule.
"""

from __future__ import annotations

from ge_desktop.cards.model import CardType
from ge_desktop.rulesets.galactic_empires.damage import heal
from ge_desktop.rulesets.galactic_empires.effect_kinds import Stat
from ge_desktop.rulesets.galactic_empires.events import CardEngaged
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, ReactionCheck, Resolver, protects_volley_target
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import held_down, unit_of
from ge_desktop.rulesets.galactic_empires.terms import DieKind


def second_in_play(state: GameState, card: CardState) -> bool:
    """Is another card of this card's title in play, in any fleet ("a second dragon lair")?"""
    title = card.info.name.lower()
    return any(other is not card and other.info.name.lower() == title for other in state.in_play())


def _own_dragon(ctx: Context, card: CardState) -> bool:
    return (
        card.controller == ctx.seat
        and card.info.kind is CardType.DRAGON
        and unit_of(ctx.state, card) is card
        and second_in_play(ctx.state, ctx.card)
    )


class EngageDragonResolver(CardResolver):
    name = "engage_dragon"
    text = "engage a disengaged dragon of your fleet without its points (played_this_turn: one played this turn) while a second card of this title is in play"
    params = {"played_this_turn": bool}

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if not _own_dragon(ctx, card) or card.engaged or card.stunned_by is not None or held_down(ctx.state, card):
            return False
        return not ctx.effect.param("played_this_turn", False) or card.played_turn == ctx.state.players[ctx.seat].turns_taken

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            if not target.engaged:
                target.engaged = True
                ctx.events.append(CardEngaged(target.id, True))
        return None


class HealDragonFullyResolver(CardResolver):
    name = "heal_dragon_fully"
    text = "heal all the damage of one damaged dragon of your fleet, while a second card of this title is in play"

    def candidate(self, ctx: Context, card: CardState) -> bool:
        return _own_dragon(ctx, card) and card.die(DieKind.STRUCTURE) > 0

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            heal(target, target.die(DieKind.STRUCTURE), ctx.events)
        return None


class SurpriseAttackResolver(Resolver):
    """Moon Dragoness: "played engaged and can attack on the turn played (no points needed)".
    It enters play engaged whatever its requirements (``resolvers/placed_from_deck.entry_position``), and in
    the turn it is played its heavy weapons (breath) fire without allocated ammunition
    (``rules/weapons.armed``): no point at all is needed for that attack. From its controller's
    next turn on its requirements and ammunition count as usual."""

    name = "surprise_attack"
    text = "make {target} enter play engaged and fire in the turn it is played without points (its heavy weapons unloaded)"
    continuous = True
    about_itself = True
    stat = Stat.SURPRISE_ATTACK


def surprises(card: CardState) -> bool:
    """Does the card make a surprise attack (Moon Dragoness)?"""
    return any(effect.kind.stat is Stat.SURPRISE_ATTACK for effect in card.info.effects)


def surprise_turn(state: GameState, card: CardState) -> bool:
    """Is this the turn a surprise-attacking card was played (its attack needs no points)?"""
    return surprises(card) and card.played_turn == state.players[card.controller].turns_taken and state.active == card.controller


class BlockAllDamageResolver(Resolver):
    """Solar Dragoness: "blocks all damage applied to the terrain card on which it is played
    until the dragon is destroyed": while it is in play on the terrain, engaged or not, no damage
    of any kind (weapons fire, card damage, hazards) reaches that terrain (``damage.damage_blocked``). Played
    in reaction mode onto a terrain an opponent's volley is aimed at, it uses this rule."""

    name = "block_all_damage"
    text = "block all damage dealt to {target}"
    # h-crew2 while_engaged: only while that unit is engaged (Distortion Generator); h-occur3 sector_hq: on its
    # player's fleet (own_fleet), also all damage to his Sector HQ (Occumbus: stats.hq_damage_blocked)
    params = {"while_engaged": bool, "sector_hq": bool}
    continuous = True
    stat = Stat.DAMAGE_BLOCKED

    def reaction_use(self, check: ReactionCheck) -> bool:
        return protects_volley_target(check)


class DoubleOtherDragonsResolver(Resolver):
    """Deinos Nameh - Dragon King: "doubles the physical damage caused by all other dragons in
    play in the Dragon Empire". While it is in play, every other dragon in play whose
    controller's deck plays the King's empire (the Dragon Empire) deals twice its Physical
    Damage (``rules/weapons.py``: ``rally_factor``); its breath weapons are not doubled, nor the
    King's own fire. Two kings would double twice."""

    name = "double_other_dragons"
    text = "double the Physical Damage of every other dragon in play whose controller plays {target}'s empire"
    continuous = True
    about_itself = True
    stat = Stat.DRAGONS_RALLIED


def rally_factor(state: GameState, firer: CardState) -> int:
    """What the dragon ``firer``'s Physical Damage is multiplied by (Dragon Kings in play)."""
    if firer.info.kind is not CardType.DRAGON:
        return 1
    deck_empire = (state.players[firer.controller].empire or "").lower()
    factor = 1
    for king in state.in_play():
        if king is not firer and deck_empire and (king.info.empire or "").lower() == deck_empire:
            factor *= 2 ** sum(1 for e in king.info.effects if e.kind.stat is Stat.DRAGONS_RALLIED)
    return factor


class PierceShieldsResolver(Resolver):
    """Radiation Dragoness: "ignores the Shields on ships and bases when attacking". The part
    of a volley the unit fires at a card of a type ``against`` names (letters: "S,B") goes
    straight to the structure (``rules/weapons.py``: ``_piercing``), the rest of the volley
    meets the Shields first. Splash damage a protecting base takes is not the attack's target
    and meets that base's Shields as usual."""

    name = "pierce_shields"
    text = "make the fire of {target} ignore the Shields of the card types 'against' names"
    params = {"against": str}
    continuous = True
    about_itself = True
    stat = Stat.SHIELDS_PIERCED


def pierces(unit: CardState, target_types: frozenset[CardType]) -> bool:
    """Does the unit's fire ignore the Shields of a card of these types?"""
    for effect in unit.info.effects:
        if effect.kind.stat is Stat.SHIELDS_PIERCED:
            wanted = {CardType(letter.strip()) for letter in str(effect.param("against") or "").split(",") if letter.strip()}
            if not wanted or wanted & target_types:
                return True
    return False


class HostTerrainResolver(Resolver):
    """Star: "one other terrain of strength 5 or less may be played onto it; the two are one
    terrain adding their strength and output" (v2.1 TERRAIN CARDS: terrain that combine are one
    terrain). ``placement.hosts`` allows the play; the combined unit (``stats.members``) sums
    the strength and every card of it produces its output."""

    name = "host_terrain"
    text = "let one other terrain of strength {amount} or less be played onto {target} and combine with it"
    needs = ("amount",)
    continuous = True
    about_itself = True
    stat = Stat.TERRAIN_HOSTED
