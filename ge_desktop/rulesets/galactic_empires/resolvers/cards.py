"""Resolvers for cards and hands: draw, discard, return, cancel, look, search."""

from __future__ import annotations

from dataclasses import replace

from ge_desktop.cards.effects import Target
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import EffectInfo
from ge_desktop.rulesets.galactic_empires.effect_kinds import Kind
from ge_desktop.rulesets.galactic_empires.events import CardRevealed, EffectResolved, HandShown, Negated
from ge_desktop.rulesets.galactic_empires.missions import leads, location_of, titled
from ge_desktop.rulesets.galactic_empires.pending import ActionItem, Pending, PlayItem, ReactionItem, VolleyItem, answered_index, item_card
from ge_desktop.rulesets.galactic_empires.resolvers.base import CardResolver, ChoiceRequest, Context, OpponentResolver, ReactionCheck, Resolver, choose_opponent
from ge_desktop.rulesets.galactic_empires.state import CardState, GameState
from ge_desktop.rulesets.galactic_empires.stats import negation_proof, strength, unit_of
from ge_desktop.rulesets.galactic_empires.terms import Zone
from ge_desktop.rulesets.galactic_empires.zones import LeaveReason, discard, draw_cards, leave_play, shuffle_deck, to_pile


def _leading(ctx: Context) -> bool:
    """``strongest_title``: only while this card is the single strongest of that title (Cyber Mage)."""
    title = ctx.effect.param("strongest_title") if ctx.effect.params else None
    return not title or leads(ctx.state, ctx.card, str(title))


class DrawCardsResolver(Resolver):
    name = "draw_cards"
    text = "let {target} draw {amount} card(s)"
    needs = ("amount",)
    params = {"strongest_title": str}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        if not _leading(ctx):
            return None
        seat = ctx.seat
        if ctx.effect.optional and ctx.skipped:
            return None  # a "may draw" declined (the victory celebration)
        if ctx.effect.optional and ctx.chosen_player is None and ctx.effect.target is Target.CONTROLLER:
            prompt = f"draw {ctx.effect.amount} card(s) (choose p{seat}) or not (choose skip)"
            return ChoiceRequest(prompt, players=(seat,), may_skip=True)  # "may draw": asked first
        if ctx.effect.target is Target.OPPONENT:
            chosen = choose_opponent(ctx)
            if isinstance(chosen, ChoiceRequest) or chosen is None:
                return chosen if isinstance(chosen, ChoiceRequest) else None
            seat = chosen
        draw_cards(ctx.state, seat, ctx.effect.amount, ctx.events)
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return check.item.seat != check.seat


class ExtraCardPlaysResolver(Resolver):
    name = "extra_card_plays"
    text = "give {target} {amount} more card play(s) this turn (crew_unlimited: any number of crew; whole_hand: as many as the cards in hand)"
    params = {"strongest_title": str, "crew_unlimited": bool, "whole_hand": bool}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        if not _leading(ctx):
            return None
        if ctx.effect.param("crew_unlimited", False):  # Parallel Universe: crew plays do not count
            ctx.state.players[ctx.seat].free_crew_plays = True
            ctx.events.append(EffectResolved(ctx.card.id, self.kind, "crew cards play outside the Card Play limit this turn"))
            return None
        player = ctx.state.players[ctx.seat]
        more = len(player.hand) if ctx.effect.param("whole_hand", False) else ctx.effect.amount  # Accelerated Timeline
        player.extra_plays += more
        ctx.events.append(EffectResolved(ctx.card.id, self.kind, f"{more} more Card Play(s) this turn"))
        return None


class DiscardTargetResolver(CardResolver):
    """Discards its target (Illness, Sabotage); the Doctor's card action picks an illness or
    injury card on a crew of your fleet."""

    name = "discard_target"
    text = "discard {target}"
    hostile = True

    def candidate(self, ctx: Context, card: CardState) -> bool:
        if not ctx.effect.fits(card.info.types) or card.parent is None:
            return False
        return ctx.state.cards[card.parent].controller == ctx.seat and card.controller != ctx.seat

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            if target.in_play:
                leave_play(ctx.state, target, LeaveReason.DISCARDED, ctx.events)
        return None


class ReturnToHandResolver(CardResolver):
    """The stack goes back to the hand: each card to its own owner's (v2.1 Returned to the Hand)."""

    name = "return_to_hand"
    text = "return {target} to its owner's hand"
    params = {"pooled": bool, "card_play": bool}
    hostile = True

    def act(self, ctx: Context, targets: list[CardState]) -> ChoiceRequest | None:
        for target in targets:
            if target.in_play and not _short_of_pool(ctx, target):
                return_stack(ctx, target)
        return None


    def reaction_use(self, check: ReactionCheck) -> bool:
        """As a reaction it sends the card being played back to its owner's hand."""
        item = check.item
        if check.effect.target is not Target.REACTED_TO or item.seat == check.seat or not isinstance(item, (PlayItem, ReactionItem)):
            return False
        return check.effect.fits(check.state.cards[item.card].info.types)


def _short_of_pool(ctx: Context, target: CardState) -> bool:
    """``pooled``: copies of the card on the target add their strengths (Forced Retreat); until
    they reach the target unit's strength, the card waits on it."""
    if not ctx.effect.param("pooled"):
        return False
    pool = sum(c.info.strength for c in (ctx.state.cards[i] for i in target.children) if c.info.card_id == ctx.card.info.card_id)
    if pool >= strength(ctx.state, unit_of(ctx.state, target)):
        return False
    ctx.events.append(EffectResolved(ctx.card.id, Kind.RETURN_TO_HAND, f"waits on #{target.id} for more strength ({pool} so far)"))
    return True


def return_stack(ctx: Context, card: CardState) -> None:
    for child_id in list(card.children):
        return_stack(ctx, ctx.state.cards[child_id])
    if card.id == ctx.card.id or (ctx.effect.param("pooled") and card.info.card_id == ctx.card.info.card_id):
        discard(ctx.state, card, ctx.events)  # the card doing it (and copies pooled with it) is used up
    else:
        to_pile(ctx.state, card, Zone.HAND, card.owner, ctx.events)


def negate_matches(check_seat: int, effect: EffectInfo, item: Pending, state: GameState, card: CardState | None = None) -> bool:
    """Does a 'negate' effect of ``card`` (a card of ``check_seat``) answer this stack item?"""
    if item.negated or item.seat == check_seat:
        return False
    if (effect.param("played_titles") or effect.param("weaker_than_host")) and not _illness_guard_fits(effect, item, state, card):
        return False
    item_card_id = item_card(item)
    if item_card_id is not None and not _may_cancel(state.cards[item_card_id], card):
        return False
    if item_card_id is not None and negation_proof(state, state.cards[item_card_id], card):
        return False  # Mind Mold Symbionts: not by a card of at most the monster's strength
    answers = str(effect.param("answers", "play_or_action"))
    kinds: tuple[type[Pending], ...] = {
        "play": (PlayItem, ReactionItem),
        "action": (ActionItem,),
        "volley": (VolleyItem,),
        "play_or_action": (PlayItem, ReactionItem, ActionItem),
    }[answers]
    if not isinstance(item, kinds):
        return False
    if isinstance(item, VolleyItem):
        return True
    if item_card_id is None or not effect.fits(state.cards[item_card_id].info.types):
        return False
    if effect.param("against_own", False):
        target = item.target if isinstance(item, ActionItem) else state.cards[item_card_id].parent
        if target is None or state.cards[target].controller != check_seat:
            return False
        if effect.param("host_stack", False) and not _in_host_stack(state, card, state.cards[target], str(effect.param("host_title", "") or "")):
            return False
        kinds_on = str(effect.param("against_types", ""))
        return not kinds_on or state.cards[target].info.kind.value in kinds_on
    return True


def _in_host_stack(state: GameState, card: CardState | None, target: CardState, host_title: str) -> bool:
    """Is ``target`` the unit ``card`` is on, or a card in that unit's stack (with
    ``host_title``: only while that unit's title names one of them, comma-separated)?"""
    if card is None or card.parent is None or not card.in_play:
        return False
    host = state.cards[card.parent]
    titles = [t.strip() for t in host_title.lower().split(",")]
    if any(titles) and not any(t and t in host.info.title.lower() for t in titles):
        return False
    walker: CardState | None = target
    while walker is not None:
        if walker is host:
            return True
        walker = state.cards[walker.parent] if walker.parent is not None else None
    return False


def _may_cancel(played: CardState, card: CardState | None) -> bool:
    """Space Vertigo: only a card whose title names one of its ``cancel_titles`` (a science
    officer) may cancel it, and only one played in reaction mode (an R/ card)."""
    for effect in played.info.effects:
        names = effect.param("cancel_titles") if effect.kind is Kind.SUSPEND_FUNCTIONS else None
        if names:
            return card is not None and card.info.reaction and titled(card, str(names))
    return True


def _illness_guard_fits(effect: EffectInfo, item: Pending, state: GameState, card: CardState | None) -> bool:
    """Medical Scanner: only a card whose title names one of ``played_titles`` (an illness
    or injury), played to a card at the location of the crew this card is on, weaker than
    that crew (``weaker_than_host``)."""
    item_card_id = item_card(item)
    if item_card_id is None:
        return False
    played = state.cards[item_card_id]
    if not titled(played, str(effect.param("played_titles", "") or "")):
        return False
    if not effect.param("weaker_than_host", False):
        return True
    host = state.cards[card.parent] if card is not None and card.parent is not None else None
    aimed = state.cards[played.parent] if played.parent is not None else None
    if host is None or aimed is None or location_of(state, aimed) is not location_of(state, host):
        return False
    return played.info.strength < strength(state, host)


class NegateResolver(Resolver):
    """Cancels the card play, card action or volley it answers; a cancelled play's card is
    discarded (v2.1 Voided Card Plays)."""

    name = "negate"
    text = "cancel {target}"
    # host_stack (Council of Six Prophet Neah): only a card played against the stack of the unit it is
    # on, and with host_title only while that unit's title names one of them
    params = {"answers": str, "against_own": bool, "against_types": str, "played_titles": str, "weaker_than_host": bool, "host_stack": bool, "host_title": str}
    hostile = True
    answers = True

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        answered = ctx.answered
        index = answered_index(ctx.item) if ctx.item is not None else None
        if answered is None or index is None:
            return None
        if not negate_matches(ctx.seat, ctx.effect, answered, ctx.state, ctx.card):
            return None
        answered_card = item_card(answered)
        if ctx.effect.optional and not ctx.skipped and ctx.chosen is None and answered_card is not None:
            return ChoiceRequest("cancel it?", (answered_card,), may_skip=True)
        if ctx.skipped:
            return None
        ctx.state.pending[index] = replace(answered, negated=True)
        ctx.events.append(Negated(answered.seat, answered_card))
        return None

    def reaction_use(self, check: ReactionCheck) -> bool:
        return negate_matches(check.seat, check.effect, check.item, check.state, check.card)


class HandDiscardResolver(OpponentResolver):
    """An opponent discards cards from his hand: at random, or the ones you choose."""

    name = "hand_discard"
    text = "make {target} discard {amount} card(s) from hand"
    needs = ("amount",)
    params = {"random": bool}
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        hand = ctx.state.players[seat].hand
        if not hand:
            return None
        if ctx.effect.param("random", False):
            for _ in range(min(ctx.effect.amount, len(hand))):
                discard(ctx.state, ctx.state.cards[hand[ctx.state.rng.below(len(hand))]], ctx.events)
            return None
        if ctx.chosen is None:
            return ChoiceRequest(f"choose a card of p{seat}'s hand to discard", tuple(hand))
        discard(ctx.state, ctx.state.cards[ctx.chosen], ctx.events)
        return None


class RevealHandResolver(OpponentResolver):
    """Look at an opponent's hand; ``expose`` (the Council of Six Tribe Scout): then show one
    card of it, the looker's choice, to every player (until it moves)."""

    name = "reveal_hand"
    text = "look at the hand of {target}"
    params = {"expose": bool}
    hostile = True

    def act_on(self, ctx: Context, seat: Seat) -> ChoiceRequest | None:
        hand = ctx.state.players[seat].hand
        if ctx.chosen is not None:
            exposed = ctx.state.cards[ctx.chosen]
            exposed.revealed = True
            ctx.events.append(CardRevealed(exposed.id))
            return None
        for instance in hand:  # seen by the looker alone, until each card moves
            ctx.state.cards[instance].known_to.add(ctx.seat)
        ctx.events.append(HandShown(seat, ctx.seat))
        if ctx.effect.param("expose", False) and hand:
            return ChoiceRequest(f"choose a card of p{seat}'s hand to show every player", tuple(hand))
        return None


class SearchDeckResolver(Resolver):
    """Take any card of your deck into your hand, then shuffle (Fortunate Find)."""

    name = "search_deck"
    text = "take a card from your deck into your hand"
    params = {"shuffle": bool}

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        deck = ctx.state.pile_player(ctx.seat).deck
        if not deck:
            return None
        if ctx.chosen is None:
            return ChoiceRequest("choose a card of your deck", tuple(sorted(deck)))
        to_pile(ctx.state, ctx.state.cards[ctx.chosen], Zone.HAND, ctx.seat, ctx.events)
        if ctx.effect.param("shuffle", False):
            shuffle_deck(ctx.state, ctx.seat, ctx.events)
        return None


class RetrieveDiscardResolver(Resolver):
    """Take a card of the named type from your Discard Pile into your hand."""

    name = "retrieve_discard"
    text = "take a card from your Discard Pile into your hand"

    def resolve(self, ctx: Context) -> ChoiceRequest | None:
        pile = ctx.state.pile_player(ctx.seat).discard
        options = tuple(i for i in pile if ctx.effect.fits(ctx.state.cards[i].info.types))
        if not options:
            return None
        if ctx.chosen is None:
            return ChoiceRequest("choose a card of your Discard Pile", options)
        to_pile(ctx.state, ctx.state.cards[ctx.chosen], Zone.HAND, ctx.seat, ctx.events)
        return None

