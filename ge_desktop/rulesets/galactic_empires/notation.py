"""The grammar of action notation: text in, ``Action`` out.

One parser per verb, each a few lines; ``parse`` splits on whitespace and dispatches on
the first word. Errors are ``NotationError`` sentences that quote the text.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ge_desktop.cards.model import PointType, WeaponSymbol
from ge_desktop.engine.actions import Action, NotationError
from ge_desktop.engine.terms import Seat
from ge_desktop.rulesets.galactic_empires.actions import (
    BOTTOM,
    TOP,
    Achieve,
    Aim,
    Allocate,
    Choose,
    ChooseReserve,
    DamageHq,
    DeclareEconomy,
    Discard,
    Done,
    Draw,
    DrawCards,
    Fire,
    FleetFire,
    Flip,
    MoveCard,
    MoveShip,
    Pass,
    PlayCard,
    Quit,
    Reveal,
    RollDie,
    Rotate,
    SetDie,
    SetPoints,
    Shuffle,
    SwapReserve,
    UseFunction,
)
from ge_desktop.rulesets.galactic_empires.terms import DieKind, InstanceId, Zone

MAX_NUMBER = 10_000


def _card(word: str) -> InstanceId:
    if not word.startswith("#") or not word[1:].isdigit():
        raise NotationError(f"'{word}' is not a card like #12")
    return InstanceId(int(word[1:]))


def _seat(word: str) -> Seat:
    if not word.startswith("p") or not word[1:].isdigit():
        raise NotationError(f"'{word}' is not a seat like p0")
    return Seat(int(word[1:]))


def _number(word: str) -> int:
    if not word.isdigit() or int(word) > MAX_NUMBER:
        raise NotationError(f"'{word}' is not a whole number from 0 to {MAX_NUMBER}")
    return int(word)


def _point(word: str) -> PointType:
    try:
        return PointType(word)
    except ValueError:
        raise NotationError(f"'{word}' is not a point type ({', '.join(p.value for p in PointType)})") from None


def _positive(word: str) -> int:
    value = _number(word)
    if value < 1:
        raise NotationError(f"'{word}' must be 1 or more")
    return value


def _expect(words: list[str], count: int, shape: str) -> None:
    if len(words) != count:
        raise NotationError(f"expected '{shape}'")


def _play(words: list[str]) -> Action:
    if len(words) >= 4 and words[-2] == "choose":  # one of the card's choices, picked as it is played
        played = _play(words[:-2])
        if not isinstance(played, PlayCard) or played.choice:
            raise NotationError("'choose N' ends 'play #N [on|against #M | hq] [with #K]'")
        return replace(played, choice=_positive(words[-1]))
    if len(words) >= 4 and words[-2] == "with":  # a carrier played together with a reaction crew
        played = _play(words[:-2])
        if not isinstance(played, PlayCard) or played.to_hq:
            raise NotationError("'with #K' follows 'play #N [on|against #M]'")
        return PlayCard(played.card, played.target, played.against, also=_card(words[-1]))
    if len(words) == 2:
        return PlayCard(_card(words[1]))
    if len(words) == 3 and words[2] == "hq":
        return PlayCard(_card(words[1]), to_hq=True)
    _expect(words, 4, "play #N [on|against #M | hq] [with #K] [choose N]")
    if words[2] not in ("on", "against"):
        raise NotationError(f"'{words[2]}' should be 'on' or 'against'")
    return PlayCard(_card(words[1]), _card(words[3]), against=words[2] == "against")


def _use(words: list[str]) -> Action:
    if len(words) in (5, 7) and words[-2] == "by":  # a psy switching on a field's function
        used = _use(words[:-2])
        if not isinstance(used, UseFunction) or used.along is not None:
            raise NotationError("'by #P' follows 'use #N F [at #M|pS]'")
        return replace(used, by=_card(words[-1]))
    if len(words) == 7 and words[-2] == "with":  # a crew going along on the mission
        used = _use(words[:-2])
        if not isinstance(used, UseFunction) or used.target is None:
            raise NotationError("'with #K' follows 'use #N F at #M'")
        return UseFunction(used.card, used.function, target=used.target, along=_card(words[-1]))
    if len(words) == 3:
        return UseFunction(_card(words[1]), _positive(words[2]))
    _expect(words, 5, "use #N F [at #M [with #K]|pS] [by #P]")
    if words[3] != "at":
        raise NotationError(f"'{words[3]}' should be 'at'")
    if words[4].startswith("p"):
        return UseFunction(_card(words[1]), _positive(words[2]), player=_seat(words[4]))
    return UseFunction(_card(words[1]), _positive(words[2]), target=_card(words[4]))


def _aim(words: list[str]) -> Action:
    if len(words) == 3 and words[1] == "hq":
        return Aim(None, _seat(words[2]))
    _expect(words, 2, "aim #N | aim hq pS")
    return Aim(_card(words[1]))


def _symbol(word: str) -> WeaponSymbol:
    try:
        return WeaponSymbol(word)
    except ValueError:
        raise NotationError(f"'{word}' is not a weapon kind ({', '.join(s.value for s in WeaponSymbol)})") from None


def _fire(words: list[str]) -> Action:
    if len(words) == 4 and words[2] == "at":
        return FleetFire(_card(words[1]), _seat(words[3]))
    if len(words) == 3:
        return Fire(_card(words[1]), _symbol(words[2]))
    _expect(words, 4, "fire #N phaser|heavy|damage [K] | fire #N at pS")
    return Fire(_card(words[1]), _symbol(words[2]), _positive(words[3]))


def _choose(words: list[str]) -> Action:
    _expect(words, 2, "choose #N | choose pS | choose skip")
    if words[1] == "skip":
        return Choose()
    if words[1].startswith("p"):
        return Choose(player=_seat(words[1]))
    return Choose(_card(words[1]))


def _move_ship(words: list[str]) -> Action:
    _expect(words, 4, "move #N to #M|space | move #N against #M")
    if words[2] == "against":
        return MoveShip(_card(words[1]), _card(words[3]), against=True)
    if words[2] != "to":
        raise NotationError(f"'{words[2]}' should be 'to' or 'against'")
    return MoveShip(_card(words[1]), None if words[3] == "space" else _card(words[3]))


def _move(words: list[str]) -> Action:
    if len(words) == 4 and words[2] == "on":
        return MoveCard(_card(words[1]), Zone.PLAY, parent=_card(words[3]))
    if len(words) < 4:
        raise NotationError("expected '~move #N ZONE pS [top|bottom|at K]' or '~move #N on #M'")
    try:
        zone = Zone(words[2])
    except ValueError:
        raise NotationError(f"'{words[2]}' is not a zone ({', '.join(z.value for z in Zone)})") from None
    card, seat, rest = _card(words[1]), _seat(words[3]), words[4:]
    if zone is Zone.PLAY:
        _expect(rest, 0, "~move #N play pS")
        return MoveCard(card, zone, seat)
    if rest == ["top"]:
        return MoveCard(card, zone, seat, position=TOP)
    if rest == ["bottom"]:
        return MoveCard(card, zone, seat, position=BOTTOM)
    if len(rest) == 2 and rest[0] == "at":
        return MoveCard(card, zone, seat, position=_positive(rest[1]))
    raise NotationError("a pile position is 'top', 'bottom' or 'at K' (K >= 1)")


def _die(words: list[str]) -> Action:
    _expect(words, 4, "~die #N KIND VALUE")
    try:
        kind = DieKind(words[2])
    except ValueError:
        raise NotationError(f"'{words[2]}' is not a die kind ({', '.join(k.value for k in DieKind)})") from None
    return SetDie(_card(words[1]), kind, _number(words[3]))


def _roll(words: list[str]) -> Action:
    _expect(words, 2, "~roll dN")
    if not words[1].startswith("d") or _number(words[1][1:] or "x") < 2:
        raise NotationError(f"'{words[1]}' is not a die like d6")
    return RollDie(int(words[1][1:]))


def _hq(words: list[str]) -> Action:
    if len(words) == 5 and words[3] == "by":
        return DamageHq(_seat(words[1]), _number(words[2]), _seat(words[4]))
    _expect(words, 3, "~hq-damage pS N [by pT]")
    return DamageHq(_seat(words[1]), _number(words[2]))


def _simple(shape: str, build: Callable[[list[str]], Action], count: int) -> Callable[[list[str]], Action]:
    def parser(words: list[str]) -> Action:
        _expect(words, count, shape)
        return build(words)

    return parser


_PARSERS: dict[str, Callable[[list[str]], Action]] = {
    "done": _simple("done", lambda w: Done(), 1),
    "reserve": _simple("reserve #N", lambda w: ChooseReserve(_card(w[1])), 2),
    "declare": _simple("declare POINT", lambda w: DeclareEconomy(_point(w[1])), 2),
    "allocate": _simple("allocate POINT #N", lambda w: Allocate(_point(w[1]), _card(w[2])), 3),
    "play": _play,
    "move": _move_ship,
    "swap": _simple("swap #N for #M", lambda w: SwapReserve(_card(w[1]), _card(w[3])) if w[2] == "for" else _bad(w), 4),
    "use": _use,
    "aim": _aim,
    "fire": _fire,
    "pass": _simple("pass", lambda w: Pass(), 1),
    "choose": _choose,
    "discard": _simple("discard #N", lambda w: Discard(_card(w[1])), 2),
    "achieve": _simple("achieve #N", lambda w: Achieve(_card(w[1])), 2),
    "draw": _simple("draw N", lambda w: Draw(_number(w[1])), 2),
    "quit": _simple("quit", lambda w: Quit(), 1),
    "~move": _move,
    "~engage": _simple("~engage #N", lambda w: Rotate(_card(w[1]), True), 2),
    "~disengage": _simple("~disengage #N", lambda w: Rotate(_card(w[1]), False), 2),
    "~die": _die,
    "~points": _simple("~points #N POINT VALUE", lambda w: SetPoints(_card(w[1]), _point(w[2]), _number(w[3])), 4),
    "~draw": _simple("~draw pS N", lambda w: DrawCards(_seat(w[1]), _number(w[2])), 3),
    "~shuffle": _simple("~shuffle pS", lambda w: Shuffle(_seat(w[1])), 2),
    "~reveal": _simple("~reveal #N", lambda w: Reveal(_card(w[1])), 2),
    "~face-up": _simple("~face-up #N", lambda w: Flip(_card(w[1]), True), 2),
    "~face-down": _simple("~face-down #N", lambda w: Flip(_card(w[1]), False), 2),
    "~roll": _roll,
    "~hq-damage": _hq,
}


def _bad(words: list[str]) -> Action:
    raise NotationError(f"expected 'swap #N for #M', not '{' '.join(words)}'")


def parse(text: str) -> Action:
    """Parse one action; the text must be exactly one action's notation."""
    words = text.split()
    if not words:
        raise NotationError("an empty line is not an action")
    parser = _PARSERS.get(words[0])
    if parser is None:
        raise NotationError(f"'{words[0]}' is not an action (known: {', '.join(sorted(_PARSERS))})")
    try:
        return parser(words)
    except NotationError as exc:
        raise NotationError(f"in '{text.strip()}': {exc}") from None


def parse_action(text: str) -> Action:
    """Parse one line of action notation; raises ``NotationError`` naming what is wrong."""
    return parse(text)
