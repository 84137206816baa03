"""Problems in plain words: a refused move and a file that cannot be opened. No Qt.

The engine's reasons are exact but terse: they name cards by instance id (``#96``) or by
catalog label (``T1 Small Moon``) and card types by their letters (``B/D/S``).
``plain_refusal`` rewrites such a reason for the player at the screen: a card he may see is
named by its title ("the Small Moon"), one he may not as "a hidden card", and type letters
become words ("ship, base or dragon"). ``plain_record_problem`` says in one sentence why a
game file cannot be opened; the parser's details go to the app's log file only.
"""

from __future__ import annotations

import re
from pathlib import Path

from ge_desktop.cards.model import CardType
from ge_desktop.engine import Game
from ge_desktop.engine.terms import Seat

_INSTANCE = re.compile(r"#(\d+)")
_TYPES = re.compile(r"\b([A-Z](?:/[A-Z])+|[A-Z])\b(?=$|[ ,.;:)'])")
_SEATS = re.compile(r"the game has (\d+) players; the table seats (\d+ to \d+)")
_LINE = re.compile(r"line (\d+)")


def _title(label: str) -> str:
    """``T1 Small Moon`` -> ``Small Moon`` (the code before the first space goes)."""
    code, _, title = label.partition(" ")
    return title if title and any(c.isdigit() for c in code) else label


def type_words(letters: str) -> str:
    """``B/D/S`` -> ``base, dragon or ship``."""
    words = []
    for letter in letters.split("/"):
        try:
            words.append(CardType(letter).label.lower())
        except ValueError:
            return letters
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _visible_to(game: Game, instance: int, seat: Seat | None) -> bool:
    cards = game.state.cards
    if not 0 <= instance < len(cards):
        return False
    card = cards[instance]
    if seat is not None and (card.owner == seat or card.controller == seat):
        return True
    return bool(card.in_play) and not getattr(card, "face_down", False)


def plain_refusal(text: str, game: Game | None, seat: Seat | None) -> str:
    """The engine's reason, for the player ``seat`` at the screen, in plain words."""
    if game is not None:
        state = game.state

        def name(match: re.Match[str]) -> str:
            instance = int(match.group(1))
            if _visible_to(game, instance, seat):
                return "the " + _title(state.cards[instance].info.label)
            return "a hidden card"

        text = _INSTANCE.sub(name, text)
        labels = {card.info.label for card in state.cards if card.info.label in text}
        for label in sorted(labels, key=len, reverse=True):
            text = text.replace(label, "the " + _title(label))
    text = re.sub(r"(your|an opponent's|another player's) ([A-Z](?:/[A-Z])*)\b", lambda m: f"{m.group(1)} {type_words(m.group(2))}", text)
    text = text.replace(" is played on ", " must be played on ").replace(" is played against ", " must be played against ")
    text = text.replace("the the ", "the ")
    text = text.strip()
    return text[:1].upper() + text[1:] if text else text


def plain_record_problem(path: Path, exc: Exception) -> str:
    """Why ``path`` cannot be opened as a game, in one plain paragraph."""
    detail = str(exc)
    line = _LINE.search(detail)
    where = f" (line {line.group(1)})" if line else ""
    lowered = detail.lower()
    seats = _SEATS.search(detail)
    if seats:
        why = f"it is a game of {seats.group(1)} players, more than the table seats ({seats.group(2)}); ge-desktop replay plays it"
    elif "utf-8" in lowered or "not text" in lowered:
        why = "it is not a text file, so not a GE Desktop game record"
    elif "json" in lowered or "unterminated" in lowered or "expecting" in lowered or "header" in lowered:
        why = f"it is damaged or not a GE Desktop game record{where}"
    elif "card" in lowered and ("unknown" in lowered or "not in" in lowered or "no card" in lowered):
        why = f"it uses a card this app's catalog does not have{where}"
    elif "illegal" in lowered or "not legal" in lowered or "refused" in lowered or "rejected" in lowered:
        why = f"a move in it is not legal in this version of the rules{where}"
    elif "too large" in lowered or "limit" in lowered or "too many" in lowered or "too deep" in lowered:
        why = f"it is larger than any game record can be{where}"
    elif "no such file" in lowered or "not found" in lowered or "cannot read" in lowered or "permission" in lowered:
        why = "it cannot be read (missing, or not allowed)"
    else:
        why = f"it is not a game record this app can read{where}"
    return f"{path}: this game cannot be opened: {why}. The game on the table is unchanged. (Details are in the app's log file.)"
