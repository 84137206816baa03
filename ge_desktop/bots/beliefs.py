"""What a searching bot believes about the cards it cannot see, and sampled worlds from it.

A bot knows its own deck list (in the pregame it looks through its deck to pick its
reserve fleet, v2.1 CREATING THE RESERVE FLEET): ``Beliefs.update`` remembers every card of
its own it sees then and later, so its unseen cards are exactly its list less what it
sees now. Of an opponent it knows the announced empire, never the deck list, and the cards
it has seen: each hidden opponent card is drawn from the cards it has seen of that player
(weight: how many copies it has seen, an estimate of the copies in the deck) and the
catalog's cards of that empire and generic cards (together ``PRIOR_MASS`` copies' worth,
so an unseen card is always possible). Manual cards are left out of the prior (a search
cannot resolve them by hand). In a Basic Game every player draws from one shared deck whose
list the players made together and so know (``Observation.shared_deck``): a hidden card
there is one of the listed cards the seat cannot see now, as its own are in a Standard
Game.

``determinize(public, rng)`` fills the blanks of a public state (``information.py``) with
such a sample and reseeds the game's generator from ``rng``: a world the engine can play
that agrees with everything the seat has seen. Nothing here reads a game state other than
the public one.
"""

from __future__ import annotations

from bisect import bisect_right
from collections import Counter
from itertools import accumulate

from ge_desktop.bots.information import UNKNOWN
from ge_desktop.cards.catalog import Catalog
from ge_desktop.engine.rng import GameRandom
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.cardinfo import CardInfo, build_card_info
from ge_desktop.rulesets.galactic_empires.config import Variant
from ge_desktop.rulesets.galactic_empires.rules.observe import Observation
from ge_desktop.rulesets.galactic_empires.state import GameState

PRIOR_MASS = 6.0  # copies' worth of weight spread over the catalog's cards of the empire


class Beliefs:
    """One seat's memory of the cards it has seen, and its sampler of the hidden ones."""

    def __init__(self, seat: Seat, catalog: Catalog | None = None) -> None:
        self.seat = seat
        self._catalog = catalog
        self.own: dict[int, CardInfo] = {}  # my cards by instance id, as seen
        self.seen: dict[Seat, dict[int, CardInfo]] = {}  # each opponent's cards seen, by instance id
        self.empires: dict[Seat, str | None] = {}
        self._priors: dict[str | None, tuple[list[CardInfo], list[float]]] = {}

    @property
    def catalog(self) -> Catalog:
        if self._catalog is None:
            from ge_desktop.cards.catalog import default_catalog

            self._catalog = default_catalog()
        return self._catalog

    def update(self, observation: Observation) -> None:
        """Remember every card the observation shows, by owner."""
        for player in observation.players:
            self.empires[player.seat] = player.empire
        for view in observation.cards.values():
            if view.info is None or view.id < 0:
                continue
            if view.owner == self.seat:
                self.own[view.id] = view.info
            self.seen.setdefault(view.owner, {})[view.id] = view.info

    # --- sampling ----------------------------------------------------------------------------

    def prior(self, empire: str | None) -> tuple[list[CardInfo], list[float]]:
        """The catalog's cards a deck of ``empire`` may hold (its empire's and generic ones)."""
        if empire not in self._priors:
            catalog = self.catalog
            wanted = (empire or "").lower()
            cards = [
                c
                for c in catalog
                if not c.manual and (c.empire is None or (wanted and c.empire.lower() == wanted))
            ]
            infos = [build_card_info(c, catalog.affiliation(c), empire, catalog.indirigan(c)) for c in cards]
            each = PRIOR_MASS / max(1, len(infos))
            self._priors[empire] = (infos, [each] * len(infos))
        return self._priors[empire]

    def _pool(self, owner: Seat) -> tuple[list[CardInfo], list[float]]:
        """Cards ``owner``'s hidden ones are drawn from, with cumulative weights."""
        counts: dict[str, tuple[CardInfo, float]] = {}
        for info in self.seen.get(owner, {}).values():
            known = counts.get(info.card_id)
            counts[info.card_id] = (info, (known[1] if known else 0.0) + 1.0)
        infos, weights = self.prior(self.empires.get(owner))
        pool = [info for info, _ in counts.values()]
        mass = [w for _, w in counts.values()]
        present = set(counts)
        for info, w in zip(infos, weights, strict=False):
            if info.card_id not in present:
                pool.append(info)
                mass.append(w)
        return pool, list(accumulate(mass))

    def determinize(self, public: GameState, rng: GameRandom, observation: Observation) -> GameState:
        """A world of ``public`` with every blank card sampled and a fresh generator."""
        world = public.clone()
        world.rng = GameRandom(rng.next64())
        blanks = [c for c in world.cards if c.info is UNKNOWN]
        if not blanks:
            return world
        visible = set(observation.cards)
        if world.config.variant is Variant.BASIC:
            mine = blanks if observation.shared_deck else []  # every hidden card is one of the shared deck's
            unseen = unseen_of_shared_deck(observation)
        else:
            mine = [c for c in blanks if c.owner == self.seat]
            unseen = [info for instance, info in sorted(self.own.items()) if instance not in visible] if mine else []
        if mine:
            rng.shuffle(unseen)
            for card, info in zip(mine, unseen, strict=False):
                card.info = info
        pools: dict[Seat, tuple[list[CardInfo], list[float]]] = {}
        for card in blanks:
            if card.info is not UNKNOWN:
                continue
            owner = card.owner
            if owner not in pools:
                pools[owner] = self._pool(owner)
            card.info = _weighted(pools[owner], rng)
        return world


def unseen_of_shared_deck(observation: Observation) -> list[CardInfo]:
    """Basic Game: the shared deck's cards less those the observation shows (by card id)."""
    shown = Counter(view.info.card_id for view in observation.cards.values() if view.info is not None and view.id >= 0)
    unseen = []
    for info in observation.shared_deck:
        if shown[info.card_id]:
            shown[info.card_id] -= 1
        else:
            unseen.append(info)
    return unseen


def _weighted(pool: tuple[list[CardInfo], list[float]], rng: GameRandom) -> CardInfo:
    infos, cumulative = pool
    point = rng.below(1 << 30) / (1 << 30) * cumulative[-1]
    return infos[min(len(infos) - 1, bisect_right(cumulative, point))]
