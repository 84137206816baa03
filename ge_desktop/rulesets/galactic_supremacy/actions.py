"""Galactic Supremacy actions: small frozen values with a one-line notation that parses back.

Cards are written ``#12``, seats ``p0``, technologies and command uses by their enum value
(``fire``, ``spy``), credits ``$5``. ``parse_action(a.notation()) == a`` for every action
and ``repr(a)`` shows how to rebuild it. The notation (one action per line) is what a
record stores, so a game is its setup, its seed and these lines. Bad text raises the
engine's ``NotationError``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import ClassVar, NoReturn, TypeVar

from ge_desktop.engine.actions import Action as EngineAction
from ge_desktop.engine.actions import NotationError
from ge_desktop.rulesets.galactic_supremacy.cards import CardId, CardKind, CommandUse, Seat, Tech

E = TypeVar("E", bound=Enum)


class Action(EngineAction):
    """Base of every Galactic Supremacy action (an engine ``Action``, so ``Game`` drives it)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return f"parse_action({self.notation()!r})"


def _c(card: CardId) -> str:
    return f"#{card}"


@dataclass(frozen=True, slots=True, repr=False)
class Done(Action):
    """End the current phase or step (an attack's forming, tactics or response)."""

    verb: ClassVar[str] = "done"

    def notation(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True, repr=False)
class Pass(Action):
    """Decline to react (Counter Espionage) when asked out of turn."""

    verb: ClassVar[str] = "pass"

    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True, repr=False)
class BuyDraw(Action):
    """DRAW PHASE: draw an extra card for 5 credits."""

    verb: ClassVar[str] = "buy"

    def notation(self) -> str:
        return "buy"


@dataclass(frozen=True, slots=True, repr=False)
class Exchange(Action):
    """DRAW PHASE exchanges: discard a Fleet (Exploration), Sector (The Draft), Research
    (Military Intelligence) or Command (Military R&D) card to draw one."""

    card: CardId
    verb: ClassVar[str] = "exchange"

    def notation(self) -> str:
        return f"exchange {_c(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class Keep(Action):
    """Keep the card offered by an exchange or a conquest."""

    verb: ClassVar[str] = "keep"

    def notation(self) -> str:
        return "keep"


@dataclass(frozen=True, slots=True, repr=False)
class Decline(Action):
    """Discard the card offered by an exchange or a conquest."""

    verb: ClassVar[str] = "decline"

    def notation(self) -> str:
        return "decline"


@dataclass(frozen=True, slots=True, repr=False)
class Discard(Action):
    """Discard a card from hand down to the maximum hand size."""

    card: CardId
    verb: ClassVar[str] = "discard"

    def notation(self) -> str:
        return f"discard {_c(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class Build(Action):
    """BUILD PHASE: a Sector (``onto`` None), a Fleet onto a Sector, a Leader onto a unit."""

    card: CardId
    onto: CardId | None = None
    verb: ClassVar[str] = "build"

    def notation(self) -> str:
        return f"build {_c(self.card)}" + (f" on {_c(self.onto)}" if self.onto is not None else "")


@dataclass(frozen=True, slots=True, repr=False)
class Research(Action):
    """RESEARCH PHASE: pay 10, play a Research card, roll on the Technology Table."""

    card: CardId
    verb: ClassVar[str] = "research"

    def notation(self) -> str:
        return f"research {_c(self.card)}"


@dataclass(frozen=True, slots=True, repr=False)
class CatchUp(Action):
    """RESEARCH PHASE, Catchup: pay 15 and a Research card for a technology an opponent leads in."""

    card: CardId
    tech: Tech
    verb: ClassVar[str] = "catchup"

    def notation(self) -> str:
        return f"catchup {_c(self.card)} {self.tech.value}"


@dataclass(frozen=True, slots=True, repr=False)
class Directed(Action):
    """RESEARCH PHASE, Directed effort: pay 20 and a Research card for any technology."""

    card: CardId
    tech: Tech
    verb: ClassVar[str] = "directed"

    def notation(self) -> str:
        return f"directed {_c(self.card)} {self.tech.value}"


@dataclass(frozen=True, slots=True, repr=False)
class PickTech(Action):
    """A roll of 10 on the Technology Table: pick the technology."""

    tech: Tech
    verb: ClassVar[str] = "pick"

    def notation(self) -> str:
        return f"pick {self.tech.value}"


@dataclass(frozen=True, slots=True, repr=False)
class UseCommand(Action):
    """Play a Command card for one use, naming an opponent or a card in play when it needs one."""

    card: CardId
    use: CommandUse
    seat: Seat | None = None
    target: CardId | None = None
    verb: ClassVar[str] = "command"

    def notation(self) -> str:
        text = f"command {_c(self.card)} {self.use.value}"
        if self.seat is not None:
            text += f" p{self.seat}"
        if self.target is not None:
            text += f" {_c(self.target)}"
        return text


@dataclass(frozen=True, slots=True, repr=False)
class Attack(Action):
    """ATTACK PHASE: declare an attack on an opponent's Sector (fleets are committed next)."""

    target: CardId
    verb: ClassVar[str] = "attack"

    def notation(self) -> str:
        return f"attack {_c(self.target)}"


@dataclass(frozen=True, slots=True, repr=False)
class Commit(Action):
    """Add one of your fleets to the attack being formed."""

    fleet: CardId
    verb: ClassVar[str] = "commit"

    def notation(self) -> str:
        return f"commit {_c(self.fleet)}"


@dataclass(frozen=True, slots=True, repr=False)
class Launch(Action):
    """Send the committed fleets: the attack is declared to the defender."""

    verb: ClassVar[str] = "launch"

    def notation(self) -> str:
        return "launch"


@dataclass(frozen=True, slots=True, repr=False)
class Reinforce(Action):
    """Defender with faster Jump Speed (or an Ambush): bring a fleet to the attacked Sector."""

    fleet: CardId
    verb: ClassVar[str] = "reinforce"

    def notation(self) -> str:
        return f"reinforce {_c(self.fleet)}"


@dataclass(frozen=True, slots=True, repr=False)
class Withdraw(Action):
    """Defender: do not defend with a fleet at the attacked Sector; move it to another of yours."""

    fleet: CardId
    to: CardId
    verb: ClassVar[str] = "withdraw"

    def notation(self) -> str:
        return f"withdraw {_c(self.fleet)} to {_c(self.to)}"


@dataclass(frozen=True, slots=True, repr=False)
class Move(Action):
    """MOVE PHASE: attach a Fleet to another of your Sectors, or a Leader to another of your units."""

    card: CardId
    to: CardId
    verb: ClassVar[str] = "move"

    def notation(self) -> str:
        return f"move {_c(self.card)} to {_c(self.to)}"


@dataclass(frozen=True, slots=True, repr=False)
class Offer(Action):
    """TRADE & NEGOTIATIONS: offer cards and credits for credits and cards of one kind."""

    to: Seat
    give: tuple[CardId, ...] = ()
    give_credits: int = 0
    want_credits: int = 0
    want_kind: CardKind | None = None
    want_count: int = 0
    verb: ClassVar[str] = "offer"

    def notation(self) -> str:
        gives = [_c(c) for c in self.give] + ([f"${self.give_credits}"] if self.give_credits else [])
        wants = ([f"${self.want_credits}"] if self.want_credits else []) + ([f"{self.want_count}*{self.want_kind.value}"] if self.want_kind else [])
        return f"offer p{self.to} give {' '.join(gives) or '-'} for {' '.join(wants) or '-'}"


@dataclass(frozen=True, slots=True, repr=False)
class Accept(Action):
    """Accept the offer made to you, handing over these cards of the kind it asks for."""

    cards: tuple[CardId, ...] = field(default=())
    verb: ClassVar[str] = "accept"

    def notation(self) -> str:
        return " ".join(["accept", *(_c(c) for c in self.cards)])


@dataclass(frozen=True, slots=True, repr=False)
class Refuse(Action):
    """Refuse the offer made to you."""

    verb: ClassVar[str] = "refuse"

    def notation(self) -> str:
        return "refuse"


# --- parsing ----------------------------------------------------------------------------------


def _card(text: str) -> CardId:
    if not text.startswith("#") or not text[1:].isdigit():
        raise NotationError(f"expected a card like #12, not {text!r}")
    return CardId(int(text[1:]))


def _seat(text: str) -> Seat:
    if not text.startswith("p") or not text[1:].isdigit():
        raise NotationError(f"expected a seat like p1, not {text!r}")
    return Seat(int(text[1:]))


def _enum(kind: type[E], text: str) -> E:
    try:
        return kind(text)
    except ValueError:
        raise NotationError(f"{text!r} is not one of {', '.join(k.value for k in kind)}") from None


def _credits(text: str) -> int:
    if not text.startswith("$") or not text[1:].isdigit():
        raise NotationError(f"expected credits like $5, not {text!r}")
    return int(text[1:])


_BARE = {cls.verb: cls for cls in (Done, Pass, BuyDraw, Keep, Decline, Launch, Refuse)}


def _parse_command(words: list[str]) -> UseCommand:
    if len(words) < 3:
        raise NotationError("command needs a card and a use")
    seat = target = None
    for word in words[3:]:
        if word.startswith("p"):
            seat = _seat(word)
        else:
            target = _card(word)
    return UseCommand(_card(words[1]), _enum(CommandUse, words[2]), seat, target)


def _parse_offer(words: list[str]) -> Offer:
    if len(words) < 5 or words[2] != "give" or "for" not in words:
        raise NotationError("offer is written: offer pN give #a $n for $m k*kind")
    split = words.index("for")
    give, want = words[3:split], words[split + 1 :]
    cards = tuple(_card(w) for w in give if w.startswith("#"))
    give_credits = sum(_credits(w) for w in give if w.startswith("$"))
    want_credits = sum(_credits(w) for w in want if w.startswith("$"))
    kind, count = None, 0
    for word in want:
        if "*" in word:
            number, _, name = word.partition("*")
            if not number.isdigit():
                raise NotationError(f"expected a count like 2*research, not {word!r}")
            kind, count = _enum(CardKind, name), int(number)
    return Offer(_seat(words[1]), cards, give_credits, want_credits, kind, count)


def parse_action(text: str) -> Action:
    """The action a notation line names; ``NotationError`` for anything else."""
    words = text.split()
    if not words:
        raise NotationError("empty action")
    verb, n = words[0], len(words)
    if verb in _BARE and n == 1:
        return _BARE[verb]()
    if verb in ("exchange", "discard", "research", "attack", "commit", "reinforce") and n == 2:
        one = {"exchange": Exchange, "discard": Discard, "research": Research, "attack": Attack, "commit": Commit, "reinforce": Reinforce}[verb]
        return one(_card(words[1]))
    if verb == "build" and n in (2, 4):
        return Build(_card(words[1]), _card(words[3]) if n == 4 and words[2] == "on" else None) if n == 2 or words[2] == "on" else _bad(text)
    if verb in ("catchup", "directed") and n == 3:
        return (CatchUp if verb == "catchup" else Directed)(_card(words[1]), _enum(Tech, words[2]))
    if verb == "pick" and n == 2:
        return PickTech(_enum(Tech, words[1]))
    if verb in ("withdraw", "move") and n == 4 and words[2] == "to":
        return (Withdraw if verb == "withdraw" else Move)(_card(words[1]), _card(words[3]))
    if verb == "command":
        return _parse_command(words)
    if verb == "offer":
        return _parse_offer(words)
    if verb == "accept":
        return Accept(tuple(_card(w) for w in words[1:]))
    return _bad(text)


def _bad(text: str) -> NoReturn:
    raise NotationError(f"not a Galactic Supremacy action: {text!r}")
