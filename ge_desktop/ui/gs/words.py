"""Galactic Supremacy in plain words for the table: actions, what the game waits for, offers
and log lines, all read from one player's ``Observation`` (so no text can name a card the
viewer may not see). No Qt: the session, the side panel, the dialogs and tests use these.

Seats are written ``Player N`` (1-based, as on the Galactic Empires table); the engine's
notation (``p0``, ``#12``) stays in records and tooltips.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from enum import Enum

from ge_desktop.engine.actions import Action
from ge_desktop.rulesets.galactic_supremacy import actions as A
from ge_desktop.rulesets.galactic_supremacy.cards import CardDef, CardId, CardKind, CommandUse, Seat
from ge_desktop.rulesets.galactic_supremacy.observe import Observation, OfferView
from ge_desktop.rulesets.galactic_supremacy.state import AttackStep, Phase
from ge_desktop.ui.observed import player_name

PHASE_TITLES: dict[Enum, str] = {  # keyed by Phase; typed as the phase bar takes titles (PhaseBarWidget.set_phases)
    Phase.SETUP: "Setup",
    Phase.DRAW: "Draw",
    Phase.PRODUCTION: "Production",
    Phase.COMMAND: "Command",
    Phase.BUILD: "Build",
    Phase.ATTACK: "Attack",
    Phase.MOVE: "Move",
    Phase.RESEARCH: "Research",
    Phase.GAME_OVER: "Game over",
}
USE_TITLES: dict[CommandUse, str] = {
    CommandUse.MISINFORMATION: "Misinformation",
    CommandUse.SPY: "Spy",
    CommandUse.STRATEGIC_PLANNING: "Strategic Planning",
    CommandUse.TACTICAL_SUPERIORITY: "Tactical Superiority",
    CommandUse.SURPRISE: "Surprise",
    CommandUse.AMBUSH: "Ambush",
    CommandUse.PEACE_TALKS: "Peace Talks",
    CommandUse.EXCEED_QUOTAS: "Exceed Quotas",
    CommandUse.STEAL_SECRETS: "Steal Secrets",
    CommandUse.COUNTER_ESPIONAGE: "Counter Espionage",
    CommandUse.MILITARY_SABOTAGE: "Military Sabotage",
    CommandUse.INDUSTRIAL_SABOTAGE: "Industrial Sabotage",
    CommandUse.ASSASSINATION: "Assassination",
    CommandUse.STRATEGIC_INITIATIVE: "Strategic Initiative",
}
_SEAT = re.compile(r"\bp(\d+)\b")
_CARD_REF = re.compile(r"#(\d+) (?=[A-Z])")  # the engine writes "#12 Name" where it names a card
_BARE_CARD = re.compile(r"#(\d+)\b")


def card_name(obs: Observation, card: CardId | None) -> str:
    """The card's name if the viewer may see it, else "a card"."""
    if card is None:
        return "nothing"
    known = obs.cards.get(card)
    return known.name if known is not None else "a card"


def _target(obs: Observation, action: A.UseCommand) -> str:
    if action.seat is not None:
        return f" on {player_name(action.seat)}"
    if action.target is not None:
        return f" on {card_name(obs, action.target)}"
    return ""


def describe_action(action: Action, obs: Observation) -> str:
    """One action of the viewer as a button label ("Build Vanguard Armada on Amber Reach")."""

    def n(card: CardId | None) -> str:  # a short local alias keeps the table readable
        return card_name(obs, card)

    match action:
        case A.Done():
            return _done_text(obs)
        case A.Pass():
            return "Pass (no Counter Espionage)"
        case A.BuyDraw():
            return "Buy an extra card (5 credits)"
        case A.Exchange(card):
            return f"Exchange {n(card)} for a card"
        case A.Keep():
            return f"Keep {n(obs.keep_card)}"
        case A.Decline():
            return f"Discard {n(obs.keep_card)}"
        case A.Discard(card):
            return f"Discard {n(card)}"
        case A.Build(card, None):
            return f"Build {n(card)}"
        case A.Build(card, onto):
            return f"Build {n(card)} on {n(onto)}"
        case A.Research(card):
            return f"Research with {n(card)} (10 credits, roll)"
        case A.CatchUp(card, tech):
            return f"Catch up in {tech.label} with {n(card)} (15 credits)"
        case A.Directed(card, tech):
            return f"Directed effort: {tech.label} with {n(card)} (20 credits)"
        case A.PickTech(tech):
            return f"Raise {tech.label}"
        case A.UseCommand(card, use):
            return f"{USE_TITLES[use]}{_target(obs, action)} ({n(card)})"
        case A.Attack(target):
            return f"Attack {n(target)}"
        case A.Commit(fleet):
            return f"Commit {n(fleet)} to the attack"
        case A.Launch():
            return "Launch the attack"
        case A.Reinforce(fleet):
            return f"Bring {n(fleet)} to defend"
        case A.Withdraw(fleet, to):
            return f"Withdraw {n(fleet)} to {n(to)}"
        case A.Move(card, to):
            return f"Move {n(card)} to {n(to)}"
        case A.Offer():
            return offer_action_text(action, obs)
        case A.Accept(cards):
            return "Accept" + (f", handing over {', '.join(n(c) for c in cards)}" if cards else "")
        case A.Refuse():
            return "Refuse the offer"
    return action.notation()


def _done_text(obs: Observation) -> str:
    attack = obs.attack
    if attack is not None:
        return {
            AttackStep.FORM: "Done forming the attack",
            AttackStep.TACTICS: "No more tactics: to the defender",
            AttackStep.RESPONSE: "Defend: roll the combat",
        }[attack.step]
    return f"End the {PHASE_TITLES[obs.phase]} Phase"


def _wanted(kind: str | None, count: int, credits: int) -> str:
    parts = [f"{credits} credits"] if credits else []
    if kind is not None and count:
        parts.append(f"{count} {kind} card{'s' if count > 1 else ''}")
    return " and ".join(parts) or "nothing"


def offer_action_text(offer: A.Offer, obs: Observation) -> str:
    """An offer the viewer makes, in words."""
    given = [card_name(obs, c) for c in offer.give] + ([f"{offer.give_credits} credits"] if offer.give_credits else [])
    kind = offer.want_kind.value if offer.want_kind is not None else None
    return f"Offer {player_name(offer.to)} {', '.join(given) or 'nothing'} for {_wanted(kind, offer.want_count, offer.want_credits)}"


def offer_text(offer: OfferView, obs: Observation) -> str:
    """An open offer as the viewer may know it (the cards only for the two players)."""
    if offer.give is not None:
        cards = [card_name(obs, c) for c in offer.give]
    else:
        cards = [f"{offer.give_count} card(s)"] if offer.give_count else []
    given = cards + ([f"{offer.give_credits} credits"] if offer.give_credits else [])
    asked = _wanted(offer.want_kind, offer.want_count, offer.want_credits)
    return f"{player_name(offer.by)} offers {player_name(offer.to)} {', '.join(given) or 'nothing'} for {asked}"


def waiting_text(obs: Observation) -> str:
    """What the game waits for, for the viewer (or a spectator)."""
    if obs.outcome is not None:
        winner = obs.outcome.winner
        return f"Game over: {player_name(winner)} wins by conquest" if winner is not None else "Game over"
    seat = obs.to_act
    who = player_name(seat) if seat is not None else "nobody"
    you = seat is not None and seat == obs.viewer
    if obs.stack:  # a command use waits while every other player is asked about Counter Espionage
        entry = obs.stack[-1]
        played = f"{player_name(entry.seat)} played {USE_TITLES[entry.use]}"
        return f"{played}: {'you may' if you else who + ' may'} answer with Counter Espionage"
    if obs.offer is not None:
        return f"{offer_text(obs.offer, obs)}: {'accept or refuse' if you else who + ' answers'}"
    if obs.choice is not None and you:
        return f"Your choice: {obs.choice}"
    attack = obs.attack
    if attack is not None:
        target = card_name(obs, attack.target)
        target += "" if target.startswith("Homeworld") else f" of {player_name(attack.defender)}"
        step = {AttackStep.FORM: "commits fleets", AttackStep.TACTICS: "may play tactics", AttackStep.RESPONSE: "defends"}[attack.step]
        return f"{player_name(attack.attacker)} attacks {target}: {who} {step}"
    phase = PHASE_TITLES[obs.phase]
    return f"{'Your' if you else who + chr(39) + 's'} {phase} Phase"


def log_line(line: str, obs: Observation, public: Mapping[CardId, CardDef] | None = None) -> str:
    """A log line of the engine in the table's words: seats as Player N, card numbers dropped
    where the name follows, and bare card numbers named when the viewer may see the card or
    everyone once saw it (``public``: the game's cards that were public at some step, such
    as a conquered Sector now in a hand; a line names it from when it was in play)."""
    text = _SEAT.sub(lambda m: player_name(Seat(int(m.group(1)))), line)
    text = _CARD_REF.sub("", text)

    def name(match: re.Match[str]) -> str:
        card = CardId(int(match.group(1)))
        if card not in obs.cards and public is not None and card in public:
            return public[card].name
        return card_name(obs, card)

    return _BARE_CARD.sub(name, text)


def kind_title(kind: CardKind) -> str:
    return kind.value.title()


def actions_about(card: CardId, actions: list[Action]) -> list[Action]:
    """The actions that name ``card`` (what clicking it on the table offers)."""
    return [a for a in actions if card in cards_of(a)]


def cards_of(action: Action) -> tuple[CardId, ...]:
    match action:
        case A.Exchange(card) | A.Discard(card) | A.Research(card) | A.CatchUp(card) | A.Directed(card):
            return (card,)
        case A.Build(card, onto):
            return (card,) if onto is None else (card, onto)
        case A.UseCommand(card, _, _, target):
            return (card,) if target is None else (card, target)
        case A.Attack(card) | A.Commit(card) | A.Reinforce(card):
            return (card,)
        case A.Withdraw(card, to) | A.Move(card, to):
            return (card, to)
        case A.Offer(give=give):
            return tuple(give)
        case A.Accept(cards):
            return tuple(cards)
    return ()


def drop_actions(card: CardId, target: CardId | None, actions: list[Action], attacked: CardId | None = None) -> list[Action]:
    """The legal actions a drag of ``card`` onto ``target`` (None: the player's own area)
    means; ``attacked`` is the Sector under attack (a fleet dropped on it joins the fight)."""
    found: list[Action] = []
    for action in actions:
        match action:
            case A.Build(c, onto) if c == card and onto == target:
                found.append(action)
            case A.Move(c, to) | A.Withdraw(c, to) if c == card and to == target:
                found.append(action)
            case A.Commit(c) | A.Reinforce(c) if c == card and target is not None and target == attacked:
                found.append(action)
            case A.UseCommand(c, _, None, t) if c == card and t == target and target is not None:
                found.append(action)
    return found
