"""ATTACK PHASE: declaring an attack, the defender's answer (Jump Speed), and the combat rolls.

An attack goes in three steps. FORM: the attacker names an opponent's Sector and commits
fleets that have not attacked yet this Attack Phase (we let any of his fleets attack,
wherever attached: the Move Phase comes after the Attack Phase, so a fleet is never "in
the wrong place"); he may make several attacks, each fleet attacking once per Attack
Phase (a declared attack is launched: calling it off and declaring again could go on for
ever). TACTICS: he may play Surprise or Tactical Superiority. RESPONSE: the defender may
play Peace Talks, Ambush or Tactical Superiority, withdraw fleets from the attacked Sector
to another of his Sectors, and, if his Jump Speed is higher than the attacker's (or he
played an Ambush), bring some or all of his other fleets. An Ambush answers a Surprise:
the defender's card is played after the attacker's, so it wins when both stand. A fleet
withdrawn is not brought back, nor a fleet brought withdrawn (so the answer always ends).

Combat (automatic, no choices): every unit rolls its dice (``economy.combat_dice``) and
the sum is its combat roll. Each side then destroys as many opposing units as it can,
each of its units (or a group of them combining their rolls) destroying one unit whose
roll is equal or lower; a Sector survives a tie; the Sector can be destroyed only when all
the defending fleets are destroyed in the same round or before. We allocate for both
sides by the same fixed rule (single rolls first, each the lowest that suffices, against
the lowest targets; then the remaining rolls combined, largest first), because the rules
give the player no choice to make that would change the kills in most rounds and a fixed
rule makes replays exact. Rounds repeat until one side is gone; every round destroys at
least one unit, so a combat always ends.
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import Attack, Commit, Reinforce, Withdraw
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, Seat, Tech
from ge_desktop.rulesets.galactic_supremacy.economy import combat_dice
from ge_desktop.rulesets.galactic_supremacy.flow import eliminate
from ge_desktop.rulesets.galactic_supremacy.state import AttackState, AttackStep, GameState, KeepChoice, Phase, Unit
from ge_desktop.rulesets.galactic_supremacy.zones import destroy_unit, remove_unit

SECTOR_KINDS = (CardKind.SECTOR, CardKind.HOMEWORLD)


# --- checks -------------------------------------------------------------------------------------


def fresh_fleets(state: GameState, seat: Seat) -> list[Unit]:
    """``seat``'s fleets that have not attacked this Attack Phase."""
    return [u for u in state.units_of(seat, CardKind.FLEET) if u.card not in state.turn.attacked]


def check_attack(state: GameState, seat: Seat, action: Attack) -> str | None:
    if state.phase is not Phase.ATTACK:
        return "attacks are declared in the Attack Phase"
    target = state.units.get(action.target)
    if target is None or target.kind not in SECTOR_KINDS or target.controller == seat:
        return f"#{action.target} is not an opponent's Sector in play"
    if (seat, target.controller) in state.turn.peace:
        return f"Peace Talks: p{target.controller} may not be attacked this turn"
    if not fresh_fleets(state, seat):
        return "you have no fleet that has not attacked this Attack Phase"
    return None


def check_commit(state: GameState, seat: Seat, action: Commit) -> str | None:
    attack = state.attack
    assert attack is not None
    if attack.step is not AttackStep.FORM:
        return "fleets are committed before the attack is launched"
    if action.fleet in attack.fleets or all(u.card != action.fleet for u in fresh_fleets(state, seat)):
        return f"#{action.fleet} is not one of your fleets free to attack"
    return None


def can_reinforce(state: GameState) -> bool:
    """ATTACK PHASE, Jump Speed: may the defender bring fleets from other Sectors?"""
    attack = state.attack
    assert attack is not None
    if attack.ambush:  # Ambush: some or all of his fleets
        return True
    if attack.surprise:  # Surprise: only the fleets already present
        return False
    faster = state.players[attack.defender].techs[Tech.JUMP_SPEED] > state.players[attack.attacker].techs[Tech.JUMP_SPEED]
    return faster


def check_reinforce(state: GameState, seat: Seat, action: Reinforce) -> str | None:
    attack = state.attack
    assert attack is not None
    unit = state.units.get(action.fleet)
    if unit is None or unit.kind is not CardKind.FLEET or unit.controller != seat or unit.attached == attack.target:
        return f"#{action.fleet} is not one of your fleets away from the attacked Sector"
    if action.fleet in attack.withdrawn:
        return f"#{action.fleet} was withdrawn from this attack"
    if not can_reinforce(state):
        return "Jump Speed: the attacker is as fast as you; you defend with the fleets already there"
    return None


def check_withdraw(state: GameState, seat: Seat, action: Withdraw) -> str | None:
    attack = state.attack
    assert attack is not None
    unit = state.units.get(action.fleet)
    if unit is None or unit.kind is not CardKind.FLEET or unit.attached != attack.target:
        return f"#{action.fleet} is not a fleet at the attacked Sector"
    if action.fleet in attack.reinforced:
        return f"#{action.fleet} was brought to defend: it stays"
    to = state.units.get(action.to)
    if to is None or to.kind not in SECTOR_KINDS or to.controller != seat or to.card == attack.target:
        return f"#{action.to} is not another of your Sectors"
    return None


# --- applying -----------------------------------------------------------------------------------


def declare(state: GameState, seat: Seat, action: Attack) -> None:
    defender = state.units[action.target].controller
    state.attack = AttackState(seat, defender, action.target)
    state.say(f"p{seat} attacks #{action.target} {state.cards[action.target].name} of p{defender}")


def commit(state: GameState, action: Commit) -> None:
    assert state.attack is not None
    state.attack.fleets.append(action.fleet)
    state.say(f"p{state.attack.attacker} commits #{action.fleet} {state.cards[action.fleet].name}")


def launch(state: GameState) -> None:
    attack = state.attack
    assert attack is not None
    state.turn.attacked.update(attack.fleets)
    attack.step = AttackStep.TACTICS
    state.say(f"p{attack.attacker} launches {len(attack.fleets)} fleet(s) at #{attack.target}")


def step_done(state: GameState) -> None:
    """``done`` during an attack: hand over to the defender, or fight."""
    attack = state.attack
    assert attack is not None
    if attack.step is AttackStep.TACTICS:
        attack.step = AttackStep.RESPONSE
    else:
        fight(state)


def reinforce(state: GameState, action: Reinforce) -> None:
    attack = state.attack
    assert attack is not None
    state.units[action.fleet] = _attach(state.units[action.fleet], attack.target)
    attack.reinforced.append(action.fleet)
    state.say(f"p{attack.defender} brings #{action.fleet} to defend #{attack.target}")


def withdraw(state: GameState, action: Withdraw) -> None:
    attack = state.attack
    assert attack is not None
    state.units[action.fleet] = _attach(state.units[action.fleet], action.to)
    attack.withdrawn.append(action.fleet)
    state.say(f"p{attack.defender} withdraws #{action.fleet} to #{action.to}")


def _attach(unit: Unit, to: CardId) -> Unit:
    return Unit(unit.card, unit.controller, unit.kind, to)


# --- combat -------------------------------------------------------------------------------------


def destroyed(rolls: list[int], targets: list[tuple[CardId, int, bool]]) -> set[CardId]:
    """Which ``targets`` (card, roll, is_sector) a side with these combat rolls destroys.

    A target falls to a roll (or a sum of rolls) at least its own, or above it for a
    Sector; the Sector only once every fleet among the targets falls."""
    free = sorted(rolls)
    fleets = sorted((t for t in targets if not t[2]), key=lambda t: t[1])
    sector = [t for t in targets if t[2]]
    killed: set[CardId] = set()
    # single rolls, each the lowest that suffices, against the lowest fleets first
    for card, roll, _ in fleets:
        for k, mine in enumerate(free):
            if mine >= roll:
                killed.add(card)
                del free[k]
                break
    # the rest combine, largest first, against the fleets still standing
    for card, roll, _ in fleets:
        if card not in killed:
            group = _group(free, roll, strict=False)
            if group is None:
                break
            killed.add(card)
    if sector and all(t[0] in killed for t in fleets):
        card, roll, _ = sector[0]
        single = next((k for k, mine in enumerate(free) if mine > roll), None)
        if single is not None or _group(free, roll, strict=True) is not None:
            killed.add(card)
    return killed


def _group(free: list[int], roll: int, strict: bool) -> list[int] | None:
    """Take rolls from ``free`` (largest first) until their sum beats ``roll``; None (and nothing taken) if they cannot."""
    total = sum(free)
    if total < roll or (strict and total == roll):
        return None
    group: list[int] = []
    while sum(group) < roll or (strict and sum(group) == roll):
        group.append(free.pop())
    return group


def _roll(state: GameState, card: CardId, opponent: Seat) -> int:
    return sum(state.rng.roll(10) for _ in range(combat_dice(state, card, opponent)))


def fight(state: GameState) -> None:
    """Combat rounds until one side remains; then the conquest (or the loss of a Homeworld)."""
    attack = state.attack
    assert attack is not None
    state.attack = None
    attacker, defender, target = attack.attacker, attack.defender, attack.target
    fleets = [f for f in attack.fleets if f in state.units]
    round_no = 0
    while fleets and target in state.units:
        round_no += 1
        guards = [u.card for u in state.attached_to(target, CardKind.FLEET)]
        mine = {f: _roll(state, f, defender) for f in fleets}
        theirs = {d: _roll(state, d, attacker) for d in [*guards, target]}
        lost_by_defender = destroyed(list(mine.values()), [(c, r, c == target) for c, r in theirs.items()])
        lost_by_attacker = destroyed(list(theirs.values()), [(c, r, False) for c, r in mine.items()])
        shown = ", ".join(f"#{c} {r}" for c, r in mine.items()) + " against " + ", ".join(f"#{c} {r}" for c, r in theirs.items())
        gone = sorted(lost_by_defender | lost_by_attacker)
        state.say(f"combat round {round_no}: {shown}; destroyed: " + (", ".join(f"#{c}" for c in gone) or "none"))
        for card in sorted(lost_by_attacker):
            destroy_unit(state, card)
        for card in sorted(c for c in lost_by_defender if c != target):
            destroy_unit(state, card)
        fleets = [f for f in fleets if f in state.units]
        if target in lost_by_defender:
            _conquer(state, attacker, defender, target)
    if target in state.units:
        state.say(f"#{target} {state.cards[target].name} holds")


def _conquer(state: GameState, attacker: Seat, defender: Seat, target: CardId) -> None:
    """The Sector falls: a Homeworld goes out of play (its player loses); a colony may go to the attacker's hand."""
    if state.kind(target) is CardKind.HOMEWORLD:
        destroy_unit(state, target)
        eliminate(state, defender)
        return
    remove_unit(state, target)
    state.say(f"p{attacker} conquers #{target} {state.cards[target].name}")
    state.choices.append(KeepChoice(attacker, target, conquest=True))
