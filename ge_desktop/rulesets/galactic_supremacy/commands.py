"""COMMAND CARD USES: when each use may be played, the Counter Espionage window, and the effects.

Every Command card may be played for any one use and is discarded when played (negated or
not). Where and by whom (COMMAND PHASE: "unless otherwise specified ... in this phase"):
- the active player in his Command Phase: Misinformation, Spy, Strategic Planning, Exceed
  Quotas, Steal Secrets, Military Sabotage, Industrial Sabotage, Assassination, Strategic
  Initiative (at most one second Attack Phase a turn: "a second attack phase");
- the attacker before the defender answers: Surprise, Tactical Superiority (on one of his
  attacking fleets);
- the defender answering an attack: Ambush, Tactical Superiority (on the attacked Sector
  or a fleet defending it), Peace Talks. Peace Talks is read as played *out of turn* by the
  player attacked: on his own turn no opponent attacks him, so "this turn" must be the
  attacker's. It calls the attack off and bars that opponent from attacking him again this
  turn;
- anyone but the user, whenever a use is played: Counter Espionage, out of turn. Every
  other living player is asked in turn order (so being asked tells nothing about a hand).
  A Counter Espionage can itself be countered; the uses resolve from the last played down.

Dice (1D10 each): Exceed Quotas gains 1D10-2 and Industrial Sabotage takes 1D10-2, neither
below zero (a roll of 1 gains or takes nothing); Steal Secrets works on 1-6, Counter
Espionage on 1-8, Military Sabotage and Assassination on 1-3. Strategic Planning shows the
next 1D10 cards of the player's own deck (the common deck when there is one); Spy shows an
opponent's hand; each only to its player, until the end of his turn. Military Sabotage
returns the Leader on the fleet to the hand with it (it travels with its unit).
"""

from __future__ import annotations

from ge_desktop.rulesets.galactic_supremacy.actions import UseCommand
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, CommandUse, Seat
from ge_desktop.rulesets.galactic_supremacy.state import AttackStep, GameState, Peek, Phase, StackEntry
from ge_desktop.rulesets.galactic_supremacy.zones import deck_of, discard, discard_from_hand

COMMAND_PHASE_USES = frozenset(
    {
        CommandUse.MISINFORMATION,
        CommandUse.SPY,
        CommandUse.STRATEGIC_PLANNING,
        CommandUse.EXCEED_QUOTAS,
        CommandUse.STEAL_SECRETS,
        CommandUse.MILITARY_SABOTAGE,
        CommandUse.INDUSTRIAL_SABOTAGE,
        CommandUse.ASSASSINATION,
        CommandUse.STRATEGIC_INITIATIVE,
    }
)
ATTACKER_USES = frozenset({CommandUse.SURPRISE, CommandUse.TACTICAL_SUPERIORITY})
DEFENDER_USES = frozenset({CommandUse.AMBUSH, CommandUse.PEACE_TALKS, CommandUse.TACTICAL_SUPERIORITY})
STEAL_MAX, COUNTER_MAX, SABOTAGE_MAX, ASSASSINATION_MAX = 6, 8, 3, 3
QUOTA_LESS = 2


def uses_now(state: GameState, seat: Seat) -> frozenset[CommandUse]:
    """The uses ``seat`` may play at this moment (before the card and target are checked)."""
    if state.asked:
        return frozenset({CommandUse.COUNTER_ESPIONAGE}) if state.asked[0] == seat else frozenset()
    attack = state.attack
    if attack is not None:
        if attack.step is AttackStep.TACTICS and seat == attack.attacker:
            return ATTACKER_USES - ({CommandUse.SURPRISE} if attack.surprise else set())
        if attack.step is AttackStep.RESPONSE and seat == attack.defender:
            return DEFENDER_USES - ({CommandUse.AMBUSH} if attack.ambush else set())
        return frozenset()
    if state.phase is Phase.COMMAND and seat == state.active and not state.choices and state.offer is None:
        return COMMAND_PHASE_USES - ({CommandUse.STRATEGIC_INITIATIVE} if state.turn.second_attack else set())
    return frozenset()


def _combatants(state: GameState, seat: Seat) -> set[CardId]:
    """``seat``'s units in the attack being fought."""
    attack = state.attack
    if attack is None:
        return set()
    if seat == attack.attacker:
        return set(attack.fleets)
    return {attack.target, *(u.card for u in state.attached_to(attack.target, CardKind.FLEET))}


def check_command(state: GameState, seat: Seat, action: UseCommand) -> str | None:
    if action.card not in state.players[seat].hand or state.kind(action.card) is not CardKind.COMMAND:
        return f"#{action.card} is not a Command card in your hand"
    if action.use not in uses_now(state, seat):
        return f"{action.use.value} cannot be played now"
    need = action.use.target
    if need == "seat":
        if action.seat is None or action.target is not None or action.seat == seat or not 0 <= action.seat < len(state.players):
            return f"{action.use.value} names one opponent"
        if state.players[action.seat].eliminated:
            return f"p{action.seat} is out of the game"
        return None
    if action.seat is not None:
        return f"{action.use.value} names no player"
    if need == "":
        return None if action.target is None else f"{action.use.value} names no card"
    unit = state.units.get(action.target) if action.target is not None else None
    if need == "unit":
        return None if unit is not None and unit.card in _combatants(state, seat) else "Tactical Superiority names one of your units in this combat"
    wanted = CardKind.FLEET if need == "fleet" else CardKind.LEADER
    if unit is None or unit.kind is not wanted or unit.controller == seat:
        return f"{action.use.value} names an opponent's {wanted.value} in play"
    return None


def play_command(state: GameState, seat: Seat, action: UseCommand) -> None:
    """Discard the card, put the use on the stack and ask the others whether to counter it."""
    discard_from_hand(state, seat, action.card)
    state.stack.append(StackEntry(seat, action.card, action.use, action.seat, action.target))
    aim = f" on p{action.seat}" if action.seat is not None else (f" on #{action.target}" if action.target is not None else "")
    state.say(f"p{seat} plays #{action.card} {state.cards[action.card].name} for {action.use.value}{aim}")
    _ask_others(state, seat)


def _ask_others(state: GameState, seat: Seat) -> None:
    living = state.living()
    k = living.index(seat)
    state.asked = [living[(k + step) % len(living)] for step in range(1, len(living))]
    if not state.asked:
        resolve_stack(state)


def pass_reaction(state: GameState) -> None:
    state.asked.pop(0)
    if not state.asked:
        resolve_stack(state)


def resolve_stack(state: GameState) -> None:
    """Everyone passed: resolve from the last use played down to the first."""
    while state.stack:
        entry = state.stack.pop()
        if entry.negated:
            state.say(f"p{entry.seat}'s {entry.use.value} is negated")
            continue
        _resolve(state, entry)


def _d10(state: GameState, who: Seat, what: str) -> int:
    roll = state.rng.roll(10)
    state.say(f"p{who} rolls {roll} for {what}")
    return roll


def _resolve(state: GameState, entry: StackEntry) -> None:
    seat, use, them = entry.seat, entry.use, entry.target_seat
    if use is CommandUse.COUNTER_ESPIONAGE:
        if _d10(state, seat, "Counter Espionage") <= COUNTER_MAX and state.stack:
            below = state.stack.pop()
            state.stack.append(StackEntry(below.seat, below.card, below.use, below.target_seat, below.target_card, True))
    elif use is CommandUse.MISINFORMATION and them is not None:
        hand = state.players[them].hand
        if hand:
            card = hand[state.rng.below(len(hand))]
            discard_from_hand(state, them, card)
            state.say(f"Misinformation: p{them} discards #{card} {state.cards[card].name}")
    elif use is CommandUse.SPY and them is not None:
        seen = tuple(state.players[them].hand)
        state.players[seat].peeks.append(Peek(use, them, seen))
        state.say(
            f"p{seat} looks at p{them}'s hand: " + (", ".join(f"#{c} {state.cards[c].name}" for c in seen) or "empty"),
            frozenset({seat}),
            f"p{seat} looks at p{them}'s hand",
        )
    elif use is CommandUse.STRATEGIC_PLANNING:
        count = _d10(state, seat, "Strategic Planning")
        deck = deck_of(state, seat)
        seen = tuple(reversed(deck[-count:])) if count else ()
        state.players[seat].peeks.append(Peek(use, None, seen))
        state.say(
            f"p{seat} looks at the next {len(seen)} cards: " + ", ".join(f"#{c} {state.cards[c].name}" for c in seen),
            frozenset({seat}),
            f"p{seat} looks at the next {len(seen)} cards of the deck",
        )
    elif use is CommandUse.TACTICAL_SUPERIORITY and entry.target_card in state.units:
        state.turn.bonus[entry.target_card] = state.turn.bonus.get(entry.target_card, 0) + 1
    elif use is CommandUse.SURPRISE and state.attack is not None:
        state.attack.surprise = True
    elif use is CommandUse.AMBUSH and state.attack is not None:
        state.attack.ambush = True
    elif use is CommandUse.PEACE_TALKS and state.attack is not None:
        _peace(state)
    elif use is CommandUse.EXCEED_QUOTAS:
        gain = max(0, _d10(state, seat, "Exceed Quotas") - QUOTA_LESS)
        state.players[seat].credits += gain
        state.say(f"p{seat} gains {gain} credits")
    elif use is CommandUse.STEAL_SECRETS and them is not None:
        _steal(state, seat, them)
    elif use is CommandUse.MILITARY_SABOTAGE and entry.target_card in state.units:
        if _d10(state, seat, "Military Sabotage") <= SABOTAGE_MAX:
            _to_hand(state, entry.target_card)
    elif use is CommandUse.INDUSTRIAL_SABOTAGE and them is not None:
        loss = min(state.players[them].credits, max(0, _d10(state, seat, "Industrial Sabotage") - QUOTA_LESS))
        state.players[them].credits -= loss
        state.say(f"p{them} loses {loss} credits")
    elif use is CommandUse.ASSASSINATION and entry.target_card in state.units:
        if _d10(state, seat, "Assassination") <= ASSASSINATION_MAX:
            card = entry.target_card
            del state.units[card]
            discard(state, card)
            state.say(f"#{card} {state.cards[card].name} is assassinated")
    elif use is CommandUse.STRATEGIC_INITIATIVE:
        state.turn.second_attack = True
        state.say(f"p{seat} will have a second Attack Phase this turn")


def _peace(state: GameState) -> None:
    attack = state.attack
    assert attack is not None
    state.turn.peace.add((attack.attacker, attack.defender))
    state.turn.attacked.difference_update(attack.fleets)  # the fleets never fought: free to attack elsewhere
    state.attack = None
    state.say(f"Peace Talks: p{attack.attacker} may not attack p{attack.defender} this turn")


def _steal(state: GameState, seat: Seat, them: Seat) -> None:
    hand = state.players[them].hand
    if _d10(state, seat, "Steal Secrets") > STEAL_MAX or not hand:
        return
    card = hand.pop(state.rng.below(len(hand)))
    state.players[seat].hand.append(card)
    state.say(f"p{seat} steals #{card} {state.cards[card].name} from p{them}", frozenset({seat, them}), f"p{seat} steals a card from p{them}")


def _to_hand(state: GameState, fleet: CardId) -> None:
    unit = state.units[fleet]
    leader = state.leader_of(fleet)
    hand = state.players[unit.controller].hand
    if leader is not None:
        del state.units[leader.card]
        hand.append(leader.card)
    del state.units[fleet]
    hand.append(fleet)
    state.say(f"Military Sabotage: #{fleet} {state.cards[fleet].name} goes back to p{unit.controller}'s hand")
