"""The Crimson Company board: decisions answered by picking spots on the board (keys and
clicks) and in the auction dialog, whole games to the end, refused picks explained,
escape dropping a half-made pick, and exactly the legal spots highlighted."""

from __future__ import annotations

import random

from core.crimson_company.cards import NAME
from core.match import Match
from tests.support.game_screens import handed_over, logged, opened, refreshed
from tests.support.late import late_match
from tests.support.screens import footer_settled
from tests.support.waiting import pilot_wait_until
from tests.tui.conftest import screen_name
from tests.tui.games.crimson_company.test_auction_footer import (
    check_the_footer_names_the_bid_enter_makes_after_each_arrow,
)
from tests.tui.test_s16_dialog_keys import footer_says
from tui.app import ClanhallApp
from tui.games.crimson_company.board import CrimsonBoard
from tui.games.crimson_company.row import PickRow
from tui.log_lines import entry_lines
from tui.setup import GameSetup


def crimson_app(variant: str, players: int, seed: int) -> ClanhallApp:
    seats = ["human"] + ["bot:random"] * (players - 1)
    setup = GameSetup("crimson-company", {"players": players, "variant": variant}, seed, seats)
    return ClanhallApp(setup=setup, bot_delay=0, autosave=False, bot_processes=False)


def row_of(board: CrimsonBoard, spot) -> tuple[PickRow, int, int]:
    """The row drawing `spot`, and the cell offset (x, y) of its middle."""
    for row in board.rows():
        for y, line in enumerate(row.spots()):
            for s, x in line:
                if s == spot:
                    return row, x, y
    raise AssertionError(f"{spot} is not on the board")


async def point_at(pilot, board: CrimsonBoard, spot, click: bool) -> None:
    """Pick `spot`: a click on it, or `n` (next legal spot) until the cursor is there and
    then enter."""
    screen = board.screen
    if click:
        row, x, y = row_of(board, spot)
        await in_sight(pilot, board, row, (x, y))
        await picked(pilot, screen, pilot.click(row, offset=(x, y)))
    else:
        for _ in range(len(board.targets) + 1):
            if board.cursor == spot:
                break
            await pilot.press("n")
        assert board.cursor == spot
        await picked(pilot, screen, pilot.press("enter"))


async def in_sight(pilot, board: CrimsonBoard, row: PickRow, offset: tuple[int, int]) -> None:
    """Scroll the board until the cell at `offset` in `row` is in sight and nothing else
    (a scrollbar) is drawn there: the scroll is made after a refresh and the regions a
    click aims by after another, so both are waited for before the regions are read (read
    earlier, the row's old place could pass for in sight and the click then miss it)."""
    row.scroll_visible(animate=False)
    await refreshed(board.screen)
    await refreshed(board.screen)
    app = board.app

    def seen() -> bool:  # what a click there lands on (as Pilot judges a miss): the row
        region = row.region
        if not region or not board.region.contains(region.x + offset[0], region.y + offset[1]):
            return False
        under, _ = app.get_widget_at(region.x + offset[0], region.y + offset[1])
        return row in under.ancestors_with_self

    await pilot_wait_until(pilot, seen, "the row in sight")


async def picked(pilot, screen, gesture) -> None:
    """Make `gesture` (a click or a key on the board, awaitable) and wait until the screen
    has answered the pick it makes: a spot chosen or dropped, a refusal told, a dialog up,
    or a move played and written in the log panel. The pick reaches the screen as a
    message from the board, a move through a worker and the session's news."""
    app = pilot.app
    n, chosen, top, told = screen.shown_log, screen.chosen, app.screen, len(app._notifications)

    def answered() -> bool:
        if screen.waiting_for is None or screen.shown_log > n:  # played
            return screen.shown_log > n
        if app.screen is not top:  # a dialog asks which bid or which choice
            return app.screen.is_mounted
        return screen.chosen != chosen or len(app._notifications) > told

    assert await gesture is not False, "the click missed"
    await pilot_wait_until(pilot, answered, "the pick answered")


async def answer_dialog(pilot, app, rng) -> None:
    """Answer the auction dialog or a choice dialog with a random choice, by keys."""
    dialog = app.screen
    await pilot_wait_until(pilot, lambda: dialog.is_mounted, "the dialog mounted")
    await refreshed(dialog)
    if screen_name(app) == "AuctionDialog":
        if dialog.amounts:
            for _ in range(rng.randrange(len(dialog.amounts))):
                await pilot.press("right")
        elif len(dialog.choices) > 1 and rng.random() < 0.5:
            await pilot.press("tab")
    else:
        for _ in range(rng.randrange(len(dialog.choices))):
            await pilot.press("down")
    game = app.game_screen()
    n = game.shown_log
    await pilot.press("enter")
    await logged(pilot, game, n)  # the dialog's answer played


async def answer_on_board(pilot, screen, rng) -> str:
    """Make one random legal choice the way a player would: on the board when it has a
    board form, else from the list. Returns "board" or "list"."""
    picks = screen.picks
    board = screen.board
    paths = list(picks.paths)
    listed = picks.listed_only
    if listed and (not paths or rng.random() < len(listed) / (len(listed) + len(paths))):
        n = screen.shown_log
        if screen.declining() is not None:  # a "no": the x key
            board.focus()
            await pilot.press("x")
            await logged(pilot, screen, n)
            return "board"
        actions = screen.query_one("#actions")
        actions.focus()
        actions.highlighted = screen.legal.index(rng.choice(listed))
        await pilot.press("enter")
        await logged(pilot, screen, n)
        return "list"
    path = rng.choice(paths)
    if picks.forced is not None:
        assert path[0] == picks.forced and board.chosen == picks.forced
        path = path[1:]
    board.focus()
    for spot in path:
        assert spot in board.targets
        await point_at(pilot, board, spot, click=rng.random() < 0.3)
    return "board"


async def play_on_board(pilot, app, rng, limit: int = 3000) -> dict:
    """Play the human seat on the board to the end of the game; counts of what was used."""
    screen = app.game_screen()
    used = {"board": 0, "list": 0, "dialog": 0}
    for _ in range(limit):
        name = screen_name(app)
        if name == "GameOverScreen":
            return used
        if name in ("AuctionDialog", "ChoiceDialog"):
            used["dialog"] += 1
            await answer_dialog(pilot, app, rng)
        elif screen.waiting_for is not None and screen.picks is not None:
            before = len(screen.match.log)
            used[await answer_on_board(pilot, screen, rng)] += 1
            if screen_name(app) == "CrimsonCompanyScreen" and len(screen.match.log) == before:
                await pilot.pause()
        else:  # the bots' moves: wait for a turn, another screen or the end (steps count answers)
            await pilot_wait_until(
                pilot,
                lambda was=name: (
                    screen_name(app) != was or (screen.waiting_for is not None and screen.picks is not None)
                ),
                "a turn or another screen",
            )
    raise AssertionError(f"the game did not end in {limit} steps")


async def test_a_duel_against_the_random_bot_played_on_the_board_to_the_end():
    """The last 30 % of a seeded duel (tests/support/late.py), every decision of the human's
    answered on the board or in the auction dialog: a bid, a pass and a deployment. The part
    played headless is auctions and deployments on an emptier board, the same kinds (the
    tests below answer them at set positions, and tests/e2e plays whole duels from the first
    move through the list). Seed 6 from 70 % is 9 moves and 46 layouts of the screen, against
    120 for seed 21 from the start (bench/board_game_seeds.py tells how it was found)."""
    setup = GameSetup("crimson-company", {"players": 2, "variant": "duel"}, 6, ["human", "bot:random"])
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        match = late_match(setup.make_match, setup.seed, 0.7)
        start = len(match.log)
        app.open_match(match)
        await pilot_wait_until(pilot, app.game_screen, "the game screen")
        used = await play_on_board(pilot, app, random.Random(6))
        assert match.is_over() and max(match.state.won) >= 2
        human = [e for e in match.log[start:] if e.seat == 0]
        assert used["board"] + used["dialog"] >= 0.9 * len(human)
        assert used["board"] + used["list"] <= len(human)
        kinds = {e.action[0] for e in human}
        assert {"bid", "deploy", "pass"} <= kinds, kinds
        # every bid, buy-out and pass went through the auction dialog
        auction = [e for e in human if e.action[0] in ("bid", "buyout", "pass")]
        assert used["dialog"] == len(auction)
        # the final board offers no pick: Enter shows a spot's detail, "Next »" is gone
        screen = app.game_screen()
        assert screen.footer_words("pick") == "Details"
        assert not screen.board.check_action("next_target", ())


async def test_a_free_for_all_with_bots_runs_to_the_end_on_the_board():
    """The last 15 % of a seeded random game (tests/support/late.py): the duel above plays the
    same kinds of decision on the board, and a free-for-all was the slowest test of the suite;
    the end of seed 9 still has a sealed bid in the dialog and a deployment on the board of the
    human's among 8 moves of all three seats (40 layouts of the screen; seed 3 from half-way
    made about 150: bench/board_game_seeds.py)."""
    setup = GameSetup("crimson-company", {"players": 3, "variant": "free-for-all"}, 9, ["human"] + ["bot:random"] * 2)
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        match = late_match(setup.make_match, setup.seed, 0.85)
        start = len(match.log)
        app.open_match(match)
        await pilot_wait_until(pilot, app.game_screen, "the game screen")
        used = await play_on_board(pilot, app, random.Random(9))
        assert match.is_over() and {e.seat for e in match.log[start:]} == {0, 1, 2}
        assert used["board"] > 0 and used["dialog"] > 0, used
        assert {"sealed", "deploy"} <= {e.action[0] for e in match.log[start:] if e.seat == 0}


def stopped_at(variant: str, players: int, wanted, seed: int = 1, humans: int = 1) -> Match:
    """A seeded match played by random moves until seat 0 faces a decision `wanted(state)`."""
    seats = ["human"] * humans + ["bot:random"] * (players - humans)
    for s in range(seed, seed + 40):
        match = Match("crimson-company", {"players": players, "variant": variant}, s, seats=seats)
        rng = random.Random(s)
        while not match.is_over() and len(match.log) < 400:
            state = match.state
            if state.to_move() == 0 and wanted(state):
                return match
            legal = state.legal_actions()
            match.submit(state.to_move(), legal[rng.randrange(len(legal))])
    raise AssertionError("no seeded game reached the wanted decision")


def two_recruits_to_deploy(state) -> bool:
    return (
        state.decision().kind == "deploy"
        and len(set(state.waiting[0])) >= 2
        and any(side for pair in state.lanes for side in pair)
    )


def marked(board: CrimsonBoard) -> set:
    """The spots drawn with the » mark, read from the rendered lines."""
    out = set()
    for row in board.rows():
        for y, line in enumerate(row.lines()):
            text, x = row.render_line(y).text, 0
            for cell in line:
                if cell.spot is not None and text[x + 1] == "»":
                    out.add(cell.spot)
                x += cell.width
    return out


async def open_on_board(pilot, match):
    """Open `match` and wait for the human's turn drawn; the screen and its board."""
    screen = await opened(pilot, match)
    return screen, screen.board


async def test_a_card_then_a_lane_plays_what_the_log_says_refusals_and_escape_change_nothing():
    match = stopped_at("duel", 2, two_recruits_to_deploy)
    state = match.state.clone()  # as it was before the deployment
    legal = state.legal_actions()
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, board = await open_on_board(pilot, match)
        n = len(match.log)
        assert board.targets == {("hand", c) for c in state.waiting[0]} == marked(board)
        # a card in a lane is not a choice yet: refused, explained, nothing changes
        await point_at(pilot, board, ("card", min(in_play(state))), click=True)
        assert "First pick one of your cards" in screen.refusal
        assert "First pick one of your cards" in str(screen.query_one("#prompt").render())
        assert any("First pick" in str(note.message) for note in app._notifications)
        assert len(match.log) == n and screen.chosen is None
        # a card of yours: the lanes it may go to light up; escape drops it
        card = sorted(set(state.waiting[0]))[1]
        await point_at(pilot, board, ("hand", card), click=False)
        lanes = {("lane", a[2]) for a in legal if a[1] == card}
        assert screen.chosen == ("hand", card) and board.targets == lanes == marked(board)
        await footer_says(pilot, "esc Drop")  # what escape does now, not "Menu"
        await pilot.press("escape")
        assert screen.chosen is None and app.game_screen() is app.screen
        await footer_says(pilot, "esc Menu")
        assert board.targets == {("hand", c) for c in state.waiting[0]}
        # again, and a click on a lane (past its cards) plays exactly that deployment
        await point_at(pilot, board, ("hand", card), click=True)
        lane = max(lanes)
        row = row_of(board, lane)[0]
        await in_sight(pilot, board, row, (row.size.width - 2, 1))
        await picked(pilot, screen, pilot.click(row, offset=(row.size.width - 2, 1)))
        entry = match.log[n]
        assert entry.seat == 0 and entry.action == ("deploy", card, lane[1])
        assert str(entry.text) == f"Player 1 plays {NAME[state.kind_of[card]]} into lane {lane[1] + 1}"
        shown = " ".join(strip.text for strip in screen.query_one("#log").lines)
        assert entry_lines(entry, match.names)[0] in shown
        # t: the same board as plain text, and back (a class on the screen: the styles
        # and the focus follow in later rounds)
        await pilot.press("t")
        text = screen.query_one("#cc-text")
        await pilot_wait_until(pilot, lambda: text.display and not board.display, "the text board")
        await pilot_wait_until(pilot, lambda: screen.waiting_for is not None, "the human's next turn")
        await refreshed(screen)  # the text drawn for the turn, the state still until it is answered
        check_the_text_board_shows_lanes_market_and_face_down_marks(screen)
        await pilot.press("t")
        await pilot_wait_until(pilot, lambda: board.display and screen.focused is board, "the board again")


def check_the_text_board_shows_lanes_market_and_face_down_marks(screen) -> None:
    """The board as text names the three lanes, the market and its supply, and marks each
    face-down card in play with ▼. (This was a test of its own in test_card_games.py, on
    its own board.)"""
    text, state = str(screen.query_one("#view-text").render()), screen.match.state
    for lane in (1, 2, 3):
        assert f"Lane {lane}" in text, text
    assert "Market:" in text and "supply" in text, text
    downs = sum(1 for lane in state.lanes for side in lane for c in side if state.down[c])
    assert text.count("▼") == downs, f"{downs} cards face down, the text marks {text.count('▼')}"


async def test_a_bid_is_made_in_the_auction_dialog_and_escape_there_changes_nothing():
    match = stopped_at("duel", 2, lambda s: s.decision().kind == "bid" and s.coins[0] >= 3, seed=5)
    state = match.state
    slots = {a[1] for a in state.legal_actions()}
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, board = await open_on_board(pilot, match)
        n = len(match.log)
        assert marked(board) == board.targets == {("market", s) for s in slots}
        slot = min(slots)
        card = NAME[state.kind_of[state.market[slot]]]
        await point_at(pilot, board, ("market", slot), click=True)
        assert screen_name(app) == "AuctionDialog"
        await pilot.press("escape")
        await pilot_wait_until(pilot, lambda: app.screen is screen, "the dialog closed")
        assert len(match.log) == n
        await refreshed(screen)
        await point_at(pilot, board, ("market", slot), click=False)
        assert screen_name(app) == "AuctionDialog"
        # the footer follows the arrows (test_auction_footer.py): it leaves the dialog at 2
        await check_the_footer_names_the_bid_enter_makes_after_each_arrow(pilot, app.screen)
        await pilot.press("right")
        await pilot.press("enter")
        await logged(pilot, screen, n)
        assert match.log[n].action == ("bid", slot, 3)
        assert str(match.log[n].text) == f"Player 1 bids 3 coins on {card}"


def in_play(state) -> set:
    return {c for pair in state.lanes for side in pair for c in side}


def some_cards_targeted(state) -> bool:
    """An effect asks for one of some (not all) cards in play."""
    legal = state.legal_actions()
    return (
        state.decision().kind == "target"
        and all(a[0] == "target" for a in legal)
        and {a[1] for a in legal} < in_play(state)
    )


async def test_highlights_are_exactly_the_targets_of_an_effect():
    match = stopped_at("duel", 2, some_cards_targeted, seed=2)
    targets = {("card", a[1]) for a in match.state.legal_actions()}
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, board = await open_on_board(pilot, match)
        assert marked(board) == targets and board.cursor in targets
        others = {("card", c) for c in in_play(match.state)} - targets
        assert others and not others & marked(board)


def board_words(board: CrimsonBoard) -> str:
    return "\n".join(row.render_line(y).text for row in board.rows() for y in range(len(row.lines())))


def visible_names(state, seat: int) -> set:
    """Names of the cards `seat` may see: its hand, the lanes, the deck's top card."""
    cards = set(state.hands[seat]) | in_play(state) | set(state.deck[-1:]) | set(state.market)
    return {NAME[state.kind_of[c]] for c in cards if c >= 0}


async def test_co_op_hot_seat_shows_each_player_only_their_own_hand_on_the_board():
    setup = GameSetup("crimson-company", {"players": 2, "variant": "co-op"}, 7, ["human", "human"])
    app = ClanhallApp(setup=setup, bot_delay=0, autosave=False, bot_processes=False)
    rng = random.Random(7)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
        seen = {0: 0, 1: 0}
        for _ in range(200):
            if min(seen.values()) >= 3:
                break
            await pilot_wait_until(pilot, lambda: something_to_answer(app), "a turn, a dialog or a hand-over")
            name = screen_name(app)
            if name == "HandOverScreen":
                await handed_over(pilot)
                await pilot.press("enter")
                await pilot_wait_until(pilot, lambda: screen_name(app) != "HandOverScreen", "the hand-over done")
            elif name in ("AuctionDialog", "ChoiceDialog"):
                await answer_dialog(pilot, app, rng)
            elif screen.waiting_for is not None:
                seat, state = screen.viewer, screen.match.state
                board = screen.board
                mine = {spot for row in board.rows() for line in row.spots() for spot, _ in line if spot[0] == "hand"}
                assert mine == {("hand", c) for c in state.hands[seat]}
                theirs = {NAME[state.kind_of[c]] for c in state.hands[1 - seat]}
                hidden = theirs - visible_names(state, seat)
                words = board_words(board) + str(screen.query_one("#view-text").render())
                assert not [n for n in hidden if n in words]
                seen[seat] += 1
                await answer_on_board(pilot, screen, rng)
        assert min(seen.values()) >= 3


def something_to_answer(app) -> bool:
    """A hand-over, a dialog, or the game screen on top asking for a move."""
    game = app.game_screen()
    if screen_name(app) in ("HandOverScreen", "AuctionDialog", "ChoiceDialog"):
        return True
    return app.screen is game and game.waiting_for is not None


async def test_a_network_game_is_answered_on_the_same_board():
    import asyncio

    from ai.random_bot import RandomBot
    from net.client import Client, play_bot

    setup = GameSetup("crimson-company", {"players": 2, "variant": "duel"}, 7, ["human", "network"], port=0)
    app = ClanhallApp(bot_delay=0, autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.start_game(setup)
        screen = await pilot_wait_until(pilot, app.game_screen, "the game screen")
        assert type(screen).__name__ == "CrimsonCompanyScreen" and screen.table is not None
        client = Client(f"tcp://127.0.0.1:{screen.host.port}", name="Remote", code=screen.host.join_code)
        await client.join(timeout=60)
        remote = asyncio.ensure_future(play_bot(client, RandomBot(3)))
        log = screen.host.match.log
        rng = random.Random(4)

        def answerable() -> bool:
            return screen_name(app) in ("AuctionDialog", "ChoiceDialog") or screen.waiting_for is not None

        for _ in range(500):  # answers, not pauses: the remote bot's moves are waited for
            await pilot_wait_until(pilot, answerable, "a turn or a dialog")
            if any(e.seat == 0 for e in log) and screen.waiting_for is not None:
                break
            if screen_name(app) in ("AuctionDialog", "ChoiceDialog"):
                await answer_dialog(pilot, app, rng)
            else:
                await answer_on_board(pilot, screen, rng)
        assert any(e.seat == 0 for e in log) and screen.board.targets
        remote.cancel()
        await client.close()


async def test_the_free_for_all_refuses_a_lane_between_two_other_players():
    match = stopped_at("free-for-all", 4, lambda s: s.decision().kind == "deploy" and not s.face_up("freyja"))
    state = match.state.clone()
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, board = await open_on_board(pilot, match)
        if screen.chosen is None and screen.picks.forced is None:
            await point_at(pilot, board, next(iter(board.targets)), click=False)
        own = {("lane", a[2]) for a in state.legal_actions()}
        assert board.targets == own == marked(board)
        lane_rows = [row for row in board.rows() if getattr(row, "lane", None) is not None]
        assert [row.lane for row in lane_rows[:4]] == sorted(lane for _, lane in own)  # yours first
        foreign = next(i for i in range(len(state.lanes)) if state.side_index(i, 0) < 0)
        n = len(match.log)
        await point_at(pilot, board, ("lane", foreign), click=True)
        assert f"Lane {foreign + 1} lies between" in screen.refusal and len(match.log) == n


LIST_ONLY = {"done", "skip", "keep", "pick"}  # choices with no place on the board


def test_every_board_answer_points_at_spots_the_board_draws():
    """Random games of every variant: each legal action is a path of spots that exist in
    the deciding seat's view (or one of the few list-only choices)."""
    from tui.games.crimson_company.hand import own_cards
    from tui.games.crimson_company.picks import Picks

    def drawn(view, seat, spot) -> bool:
        kind = spot[0]
        if kind == "hand":
            return spot[1] in own_cards(view, seat)
        if kind == "card":
            return spot[1] in in_play(view)
        if kind == "lane":
            return view.alive[spot[1]]
        if kind == "market":
            return (view.deck[-1] >= 0) if spot[1] == 4 else view.market[spot[1]] >= 0
        if kind == "seat":
            return 0 <= spot[1] < view.nseats
        return kind == "pile" and bool(view.pile)

    kinds = set()
    for variant, players in (("duel", 2), ("2v2", 4), ("free-for-all", 5), ("solo", 1), ("co-op", 2)):
        for seed in range(4):
            match = Match("crimson-company", {"players": players, "variant": variant}, seed)
            rng = random.Random(seed)
            while not match.is_over() and len(match.log) < 300:
                state = match.state
                seat = state.to_move()
                view, decision = state.view(seat), state.decision()
                picks = Picks(view, decision.kind, state.legal_actions())
                assert {a[0] for a in picks.listed_only} <= LIST_ONLY, decision
                for path in picks.paths:
                    assert all(drawn(view, seat, spot) for spot in path), (decision, path)
                kinds.add(decision.kind)
                legal = state.legal_actions()
                match.submit(seat, legal[rng.randrange(len(legal))])
    assert {
        "bid",
        "answer",
        "call",
        "sealed_bid",
        "deploy",
        "robber",
        "target",
        "market",
        "pile",
        "opponent",
        "lane",
        "may",
        "discard",
        "castle",
        "pass",
        "pay",
    } <= kinds, kinds


def snapshot_of(match, *keys):
    """A run_before for snap_compare: open `match`, pick with the first of `keys`, press the rest."""

    async def run_before(pilot):
        screen = await opened(pilot, match)
        await picked(pilot, screen, pilot.press(keys[0]))
        for key in keys[1:]:  # in the dialog the first key opened, if any: its own handlers
            await pilot.press(key)
        await footer_settled(pilot)  # the footer names what Enter does after the last key

    return run_before


def test_snapshot_six_player_free_for_all_with_a_card_picked(snap_compare):
    match = stopped_at("free-for-all", 6, two_recruits_to_deploy, seed=3)
    assert snap_compare(
        ClanhallApp(bot_delay=0, autosave=False), terminal_size=(80, 24), run_before=snapshot_of(match, "enter")
    )


def test_snapshot_the_auction_dialog(snap_compare):
    match = stopped_at("duel", 2, lambda s: s.decision().kind == "bid" and s.coins[0] >= 3, seed=5)
    assert snap_compare(
        ClanhallApp(bot_delay=0, autosave=False),
        terminal_size=(80, 24),
        run_before=snapshot_of(match, "enter", "right"),
    )


async def test_x_declines_an_optional_effect():
    match = stopped_at("duel", 2, lambda s: s.decision().kind == "may" and ("skip",) in s.legal_actions())
    app = ClanhallApp(bot_delay=0, autosave=False, bot_processes=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen, board = await open_on_board(pilot, match)
        assert "or x to not swap" in str(screen.query_one("#prompt").render())
        n = len(match.log)
        await pilot.press("x")
        await logged(pilot, screen, n)
        assert match.log[n].action == ("skip",) and str(match.log[n].text) == "Player 1 does not swap"
