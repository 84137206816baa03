"""Rules-assist previews (#39): the server tries a seat's action on a copy of the game and
sends the seat what it would then see; the client never holds the state to try it on.

A preview changes nothing (the game, its index, the other seats' messages); a preview of a
move is exactly the update that playing the move brings; a move that draws on chance (a
die roll, a shuffle) or would show a card the seat cannot see now (a draw) is refused, in
words that name no hidden card; a preview for another seat's decision is refused.
"""

from __future__ import annotations

import asyncio

from ge_desktop.bots.base import BotKind
from ge_desktop.net import messages as m
from ge_desktop.net.client import Client, RequestRefused
from ge_desktop.net.codec import Interner, canonical_json, to_data
from ge_desktop.net.games import online_game
from tests.server.helpers import GE, GS, bounded, close_all, seat_players, serving, wait_for_state

DECISIONS = 120
# This test is about previews, not the flood limit: a fast machine sends its 240 messages faster
# than the default 20 a second, and a refusal for the rate would then stand in for the answer
# the test checks (the limit itself: tests/server/test_faults.py).
UNLIMITED = {"rate_per_second": 1e9, "rate_burst": 10**9}


def _same(first: object, second: object, interned: tuple[type, ...]) -> bool:
    return canonical_json(to_data(first, Interner(interned))) == canonical_json(to_data(second, Interner(interned)))


async def _try_previews(ruleset: str, seed: int) -> tuple[int, list[m.Refused], list[str]]:
    """Plays ``DECISIONS`` decisions by the standard bot, previewing each one first."""
    online = online_game(ruleset)
    async with serving(**UNLIMITED) as (server, url):
        game, clients = await seat_players(url, ruleset, 2, seed, keep_raw=False)
        bots = {c.views[game].seat: online.make_bot(BotKind.STANDARD, seed, c.views[game].seat) for c in clients}
        matched, refused, problems = 0, [], []
        table = server.tables[game]
        for _ in range(DECISIONS):
            await _everyone_at(clients, game, table.index)  # every seat has the game so far: a message after this is the preview's
            acting = next((c for c in clients if c.views[game].update.legal), None)  # type: ignore[union-attr]
            if acting is None:
                break
            other = next(c for c in clients if c is not acting)
            update = acting.views[game].update
            assert update is not None
            legal = [online.ruleset.parse_action(text) for text in update.legal]
            choice = legal[0] if len(legal) == 1 else bots[acting.views[game].seat].decide(acting.observation(game), legal)
            text = update.legal[legal.index(choice)]
            before = (table.index, table.game.ruleset.digest(table.game.state), len(other.messages))  # type: ignore[union-attr]
            try:
                previewed = await bounded(acting.preview(game, text, update.index), f"the preview of {text!r}")
            except RequestRefused as exc:
                refused.append(m.Refused(type="refused", code=exc.code, message=exc.message))
                previewed = None
            if (table.index, table.game.ruleset.digest(table.game.state), len(other.messages)) != before:  # type: ignore[union-attr]
                problems.append(f"the preview of {text!r} changed the game or told the other seat")
            await bounded(acting.play(game, text, update.index), f"playing {text!r}")
            assert acting.closed is None, f"the server closed the connection that played {text!r}: {acting.closed}"
            if previewed is not None:
                if _same(previewed, acting.observation(game), online.interned):
                    matched += 1
                else:
                    problems.append(f"the preview of {text!r} differs from the update playing it brought")
            if table.status == "over":
                break
        await _everyone_at(clients, game, table.index)
        with_other = next(c for c in clients if not (c.views[game].update and c.views[game].update.legal))
        if table.status != "over":
            acting_now = next(c for c in clients if c is not with_other)
            refusal = await _other_seat_preview(with_other, acting_now, game)
            if refusal.code != "not_your_turn":
                problems.append(f"a preview for another seat's decision was answered: {refusal}")
        await close_all(clients)
        return matched, refused, problems


async def _everyone_at(clients: list[Client], game: str, index: int) -> None:
    """Wait until every client holds the update of the game's ``index`` (bounded: see ``wait_for_state``)."""
    for client in clients:
        await wait_for_state(client, lambda client=client: _holds_index(client, game, index), f"seat {client.views[game].seat}'s update {index}")


def _holds_index(client: Client, game: str, index: int) -> bool:
    update = client.views[game].update
    return update is not None and update.index >= index


async def _other_seat_preview(waiting: Client, acting: Client, game: str) -> m.Refused:
    update = acting.views[game].update
    assert update is not None
    try:
        await bounded(waiting.preview(game, update.legal[0], update.index), "a preview for another seat's decision")
    except RequestRefused as exc:
        return m.Refused(type="refused", code=exc.code, message=exc.message)
    return m.Refused(type="refused", code="answered", message="")


def test_galactic_empires_previews_are_the_updates_their_moves_bring_and_chance_or_a_hidden_card_is_refused() -> None:
    matched, refused, problems = asyncio.run(_try_previews(GE, 17))
    assert not problems
    assert matched >= 20  # many moves previewed, each exactly what playing it showed
    words = [r.message for r in refused if r.code == "preview"]
    assert any(w.startswith("'draw") and "a card you cannot see" in w for w in words)
    assert {r.code for r in refused} <= {"preview"}
    assert all("#" not in w.split(":", 1)[1] for w in words)  # the reason names no card


def test_galactic_supremacy_previews_are_the_updates_their_moves_bring_and_the_dice_are_refused() -> None:
    matched, refused, problems = asyncio.run(_try_previews(GS, 5))
    assert not problems
    assert matched >= 20
    words = [r.message for r in refused if r.code == "preview"]
    assert any(w.startswith("'research") and "chance" in w for w in words)  # the Technology Table's roll
    assert {r.code for r in refused} <= {"preview"}
